//! Entry points for the benchmark program only: single field operations on a
//! forced backend, on canonical byte encodings. Not a stable API.

use crate::backend::{Backend, dispatch_fn};
use crate::field::FieldElement;

#[inline(always)]
fn mul_n<F: FieldElement>(a: &[u8; 32], b: &[u8; 32], n: u32) -> [u8; 32] {
    let (mut x, y) = (F::from_bytes(a), F::from_bytes(b));
    for _ in 0..n {
        x = x.mul(&y);
    }
    x.to_bytes()
}

#[inline(always)]
fn square_n<F: FieldElement>(a: &[u8; 32], n: u32) -> [u8; 32] {
    F::from_bytes(a).pow2k(n).to_bytes()
}

#[inline(always)]
fn invert_n<F: FieldElement>(a: &[u8; 32], n: u32) -> [u8; 32] {
    let mut x = F::from_bytes(a);
    for _ in 0..n {
        x = x.invert();
    }
    x.to_bytes()
}

#[inline(always)]
fn invert_fermat_n<F: FieldElement>(a: &[u8; 32], n: u32) -> [u8; 32] {
    let mut x = F::from_bytes(a);
    for _ in 0..n {
        x = x.invert_fermat();
    }
    x.to_bytes()
}

dispatch_fn! {
    /// `a * b^n`: `n` dependent field multiplications (decode and encode once).
    pub fn field_mul_chain(a: &[u8; 32], b: &[u8; 32], n: u32) -> [u8; 32] = mul_n;
}
dispatch_fn! {
    /// `a^(2^n)`: `n` dependent squarings.
    pub fn field_square_chain(a: &[u8; 32], n: u32) -> [u8; 32] = square_n;
}
dispatch_fn! {
    /// `n` dependent safegcd inversions.
    pub fn field_invert_chain(a: &[u8; 32], n: u32) -> [u8; 32] = invert_n;
}
dispatch_fn! {
    /// `n` dependent Fermat inversions (the reference chain).
    pub fn field_invert_fermat_chain(a: &[u8; 32], n: u32) -> [u8; 32] = invert_fermat_n;
}

/// Whether `backend` can run here (re-exported for the benchmark program).
pub fn supported(backend: Backend) -> bool {
    backend.is_supported()
}
