//! The description of Curve13318, `y^2 = x^3 - 3x + 13318` over `2^255 -
//! 19` (Barreto; Schwabe and Sprenkels, "The complete cost of cofactor h
//! = 1"): its public type, its ECDH face, and the engine's model of it,
//! which offers its vector kernels (the four-lane window on AVX2 and IFMA,
//! the eight-lane IFMA batches) beside its groups on `Fe51` and `Fe64`.
//! The curve itself (constants, decoding, the window, the comb) is
//! `weierstrass/curve13318.rs`; the ECDH types are
//! [`crate::curve13318`]'s.

use super::{Curve, Sealed, order_be};
use crate::backend::Operation;
use crate::weierstrass::curve13318::{Curve13318On, ORDER, Scalar};
#[cfg(x86_backends)]
use crate::weierstrass::curve13318::{from_checked_xy, mul_base_batch, mul_batch};
use crate::weierstrass::group::Model;

/// Curve13318, `y^2 = x^3 - 3x + 13318` over `2^255 - 19` (Barreto;
/// Schwabe and Sprenkels): the types of [`crate::curve13318`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Curve13318;

impl Sealed for Curve13318 {}

impl Curve for Curve13318 {
    const NAME: &'static str = "Curve13318";
    const SECRET_KEY_BYTES: usize = 32;
    type Bytes = [u8; 32];
    type Compressed = [u8; 33];
    type Uncompressed = [u8; 65];
    const ORDER: [u8; 32] = order_be(ORDER);
    type Model = Self;
}

impl Model for Curve13318 {
    type Bytes = [u8; 32];
    const OPERATION: Operation = Operation::Curve13318;
    const OPERATION_BASE: Operation = Operation::Curve13318Base;
    const OPERATION_BATCH: Operation = Operation::Curve13318Batch;
    const OPERATION_BASE_BATCH: Operation = Operation::Curve13318BaseBatch;
    type Portable = Curve13318On<crate::field::fe51::Fe51>;
    #[cfg(x86_backends)]
    type Mulx = Curve13318On<crate::field::fe64::Fe64>;
    type Scalar = Scalar;

    /// The four-lane window on `Fe2625x4` (`weierstrass/vector/`).
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_avx2(
        t: crate::backend::cpu::Avx2,
        k: &[u8; 32],
        x: &[u8; 32],
        y: &[u8; 32],
    ) -> Option<([u8; 32], [u8; 32])> {
        let p = from_checked_xy::<crate::field::fe64::Fe64>(x, y);
        Some(crate::weierstrass::vector::window::mul_avx2(t, k, &p))
    }

    /// The four-lane window on `Fe51x4` (IFMA on ymm).
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_ifma(
        t: crate::backend::cpu::Ifma,
        k: &[u8; 32],
        x: &[u8; 32],
        y: &[u8; 32],
    ) -> Option<([u8; 32], [u8; 32])> {
        let p = from_checked_xy::<crate::field::fe64::Fe64>(x, y);
        Some(crate::weierstrass::vector::window::mul_ifma(t, k, &p))
    }

    /// Eight keys at a time in eight IFMA lanes
    /// (`weierstrass/vector/lanes8.rs`), the rest by the scalar window.
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_batch_ifma<'a>(
        t: crate::backend::cpu::Ifma,
        n: usize,
        input: &impl Fn(usize) -> (&'a [u8; 32], &'a [u8; 32], &'a [u8; 32]),
        emit: &mut impl FnMut(usize, [u8; 32], [u8; 32]),
    ) -> bool {
        mul_batch::<crate::field::fe64::Fe64>(
            n,
            input,
            |ks, xs, ys| Some(crate::weierstrass::vector::lanes8::mul8(t, ks, xs, ys)),
            emit,
        );
        true
    }

    /// Eight keys at a time by the eight-lane comb, the rest by the scalar
    /// comb.
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_base_batch_ifma<'a, L: crate::lookup::WordLookup>(
        t: crate::backend::cpu::Ifma,
        n: usize,
        scalar: &impl Fn(usize) -> &'a [u8; 32],
        lookup: L,
        emit: &mut impl FnMut(usize, [u8; 32], [u8; 32]),
    ) -> bool {
        mul_base_batch::<crate::field::fe64::Fe64, L>(
            n,
            scalar,
            lookup,
            |ks| Some(crate::weierstrass::vector::lanes8::mul_base8(t, ks)),
            emit,
        );
        true
    }
}
