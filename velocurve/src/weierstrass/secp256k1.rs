//! secp256k1 (SEC 2 version 2, section 2.4.1): `y^2 = x^3 + 7` over `p =
//! 2^256 - 2^32 - 977`, of prime order `n` (cofactor 1), on the portable
//! Montgomery-form field `Fp<Secp256k1Base, 4>` (`field/fp.rs`; the primes
//! in `field/primes.rs`).
//!
//! `a = 0`, so its complete formulas are Renes–Costello–Batina Algorithms
//! 7, 8 and 9 ([`super::rcb_add_a0`], [`super::rcb_add_affine_a0`],
//! [`super::rcb_double_a0`]); everything else (decoding, decompression by
//! `a^((p + 1) / 4)`, the window, the comb, the batches) is the generic
//! code of [`super::nist`], which runs it through
//! [`super::group::NistGroup`].

use super::comb::{self, CombCurve, Table};
use super::nist::Nist;
use super::window;
use super::{AffinePoint, Co, Curve, rcb_add_a0, rcb_add_affine_a0, rcb_double_a0};
use crate::field::fp::{Fp, PrimeParams, words_from_be_hex};
use crate::field::primes::{Secp256k1Base, Secp256k1Order};

/// The field.
type F = Fp<Secp256k1Base, 4>;

/// secp256k1 on its portable field.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Secp256k1;

impl Secp256k1 {
    /// `b = 7` and the generator, in Montgomery form at compile time.
    const B: F = F::from_canonical_words_const([7, 0, 0, 0]);
    const GX: F = F::from_canonical_words_const(words_from_be_hex(
        "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
    ));
    const GY: F = F::from_canonical_words_const(words_from_be_hex(
        "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8",
    ));
}

impl Curve for Secp256k1 {
    type F = F;

    #[inline(always)]
    fn b() -> F {
        Self::B
    }

    #[inline(always)]
    fn generator() -> AffinePoint<Self> {
        AffinePoint {
            x: Self::GX,
            y: Self::GY,
        }
    }

    /// `x^3 + 7`.
    #[inline(always)]
    fn y_squared(x: &F) -> F {
        use crate::field::Field;
        x.square().mul(x).add(&Self::B)
    }

    #[inline(always)]
    fn add_points(p: &[Co<Self>; 3], q: &[Co<Self>; 3]) -> [Co<Self>; 3] {
        rcb_add_a0(p, q)
    }

    #[inline(always)]
    fn add_affine_point(p: &[Co<Self>; 3], q: &[Co<Self>; 2]) -> [Co<Self>; 3] {
        rcb_add_affine_a0(p, q)
    }

    #[inline(always)]
    fn double_point(p: &[Co<Self>; 3]) -> [Co<Self>; 3] {
        rcb_double_a0(p)
    }
}

impl CombCurve for Secp256k1 {
    const ORDER: [u64; 4] = <Secp256k1Order as PrimeParams<4>>::P;

    #[inline(always)]
    fn table() -> &'static Table {
        &super::secp256k1_table::TABLE
    }

    /// Canonical words into the Montgomery form (one multiplication by
    /// `R^2`; the all-zero words of an empty scan give 0).
    #[inline(always)]
    fn from_words(w: &[u64; 4]) -> F {
        F::from_words_reduced(w)
    }
}

impl Nist<4, 8, { comb::ROWS }> for Secp256k1 {
    const P: [u64; 4] = <Secp256k1Base as PrimeParams<4>>::P;
    const DIGITS: usize = window::digits(256);
}
