//! PLACEHOLDER: radix 2^64 backend (to be replaced by the mulx/adx asm).
use super::FieldElement;
use super::fe51::Fe51;
use subtle::Choice;

/// Placeholder.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe64(Fe51);

impl FieldElement for Fe64 {
    const ZERO: Self = Fe64(Fe51::ZERO);
    const ONE: Self = Fe64(Fe51::ONE);
    fn from_bytes(b: &[u8; 32]) -> Self {
        Fe64(Fe51::from_bytes(b))
    }
    fn from_u64x4(w: &[u64; 4]) -> Self {
        Fe64(Fe51::from_u64x4(w))
    }
    fn to_bytes(&self) -> [u8; 32] {
        self.0.to_bytes()
    }
    fn add(&self, r: &Self) -> Self {
        Fe64(self.0.add(&r.0))
    }
    fn sub(&self, r: &Self) -> Self {
        Fe64(self.0.sub(&r.0))
    }
    fn neg(&self) -> Self {
        Fe64(self.0.neg())
    }
    fn mul(&self, r: &Self) -> Self {
        Fe64(self.0.mul(&r.0))
    }
    fn square(&self) -> Self {
        Fe64(self.0.square())
    }
    fn mul_small(&self, c: u32) -> Self {
        Fe64(self.0.mul_small(c))
    }
    fn select(a: &Self, b: &Self, c: Choice) -> Self {
        Fe64(Fe51::select(&a.0, &b.0, c))
    }
}
