//! NIST P-256 (FIPS 186-5 section 3.2.1.3; SEC 2 `secp256r1`; ANSI X9.62
//! `prime256v1`): `E: y^2 = x^3 - 3x + b` over `p = 2^256 - 2^224 + 2^192 +
//! 2^96 - 1`, of prime order [`ORDER`] (cofactor 1).
//!
//! The curve description for the [`Curve`] contract on any field of
//! [`P256Field`]: the portable Montgomery-form [`FpP256`] (`field/fp.rs`:
//! `u128` products, every target) and, on x86-64 with BMI2 and ADX,
//! `Fp256Mulx` (`field/fp256_mulx.rs`: `mulx`/`adcx`/`adox`, the
//! Montgomery-friendly reduction of `p`). Both store the same words (the
//! Montgomery form `x 2^256 mod p`, fully reduced), so the constants below
//! and the generated comb table serve both. Its group operations are the
//! generic ones of the NIST curves ([`super::nist`]).
//!
//! `b` is a full-size constant, so `m_b` is a plain field multiplication
//! (the [`Curve`] default), by `b` held in Montgomery form as a constant.

use super::comb::{self, CombCurve, Table};
use super::nist::Nist;
use super::window;
use super::{AffinePoint, Curve};
use crate::field::Field;
use crate::field::fp::{PrimeParams, words_from_be_hex};
use crate::field::primes::{FpP256, P256Base};
use core::marker::PhantomData;

/// A field implementation of GF(p) for P-256 in `FpP256`'s representation:
/// the stored words of an element are `x 2^256 mod p`, fully reduced, the
/// same in every implementation.
pub(crate) trait P256Field: Field<Bytes = [u8; 32]> {
    /// The element whose Montgomery form is `xr < p`.
    fn from_montgomery_words(xr: [u64; 4]) -> Self;
    /// The element `w mod p` for any four-word integer `w` (into the
    /// Montgomery form: one multiplication by `R^2`).
    fn from_words_reduced(w: &[u64; 4]) -> Self;
}

impl P256Field for FpP256 {
    #[inline(always)]
    fn from_montgomery_words(xr: [u64; 4]) -> Self {
        FpP256::from_montgomery_words(xr)
    }
    #[inline(always)]
    fn from_words_reduced(w: &[u64; 4]) -> Self {
        FpP256::from_words_reduced(w)
    }
}

#[cfg(x86_backends)]
impl P256Field for crate::field::fp256_mulx::Fp256Mulx {
    #[inline(always)]
    fn from_montgomery_words(xr: [u64; 4]) -> Self {
        Self::from_montgomery_words(xr)
    }
    #[inline(always)]
    fn from_words_reduced(w: &[u64; 4]) -> Self {
        Self::from_words_reduced(w)
    }
}

/// `b`, little-endian words.
pub(crate) const B: [u64; 4] =
    words_from_be_hex("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b");

/// The generator's `x`, little-endian words.
pub(crate) const GENERATOR_X: [u64; 4] =
    words_from_be_hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296");

/// The generator's `y`, little-endian words.
pub(crate) const GENERATOR_Y: [u64; 4] =
    words_from_be_hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5");

/// The group order `n` (prime; `2^255 < n < 2^256`), the modulus of
/// the scalars ([`crate::field::primes::P256Order`]).
pub(crate) const ORDER: [u64; 4] =
    words_from_be_hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/// `b` in Montgomery form (the words of every [`P256Field`]), at compile
/// time.
const B_FP: [u64; 4] = *FpP256::from_canonical_words_const(B).montgomery_words();
/// `G`'s coordinates in Montgomery form, at compile time.
const G_X: [u64; 4] = *FpP256::from_canonical_words_const(GENERATOR_X).montgomery_words();
const G_Y: [u64; 4] = *FpP256::from_canonical_words_const(GENERATOR_Y).montgomery_words();

/// P-256 on the field `F`.
#[derive(Debug)]
pub(crate) struct P256<F>(PhantomData<F>);

impl<F> Clone for P256<F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F> Copy for P256<F> {}

impl<F: P256Field> Curve for P256<F> {
    type F = F;

    #[inline(always)]
    fn b() -> F {
        F::from_montgomery_words(B_FP)
    }

    #[inline(always)]
    fn generator() -> AffinePoint<Self> {
        AffinePoint {
            x: F::from_montgomery_words(G_X),
            y: F::from_montgomery_words(G_Y),
        }
    }
}

impl<F: P256Field> CombCurve for P256<F> {
    const ORDER: [u64; 4] = ORDER;

    #[inline(always)]
    fn table() -> &'static Table {
        &super::p256_table::TABLE
    }

    /// Canonical words into the Montgomery form (one multiplication by
    /// `R^2`; the all-zero words of an empty scan give 0).
    #[inline(always)]
    fn from_words(w: &[u64; 4]) -> F {
        F::from_words_reduced(w)
    }
}

/// The generic NIST code ([`super::nist`], [`super::group::NistGroup`])
/// runs P-256: its prime, and the window's signed radix-32 digits of a
/// scalar below `2^256`.
impl<F: P256Field> Nist<4, 8, { comb::ROWS }> for P256<F> {
    const P: [u64; 4] = <P256Base as PrimeParams<4>>::P;
    const DIGITS: usize = window::digits(256);
}
