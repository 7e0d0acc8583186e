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
//! and the generated comb table serve both. Also the group operations the
//! protocol module [`crate::p256`] runs through the engine
//! ([`crate::engine::Engine::p256_mul`], `p256_mul_base`), on canonical
//! little-endian coordinate bytes.
//!
//! `b` is a full-size constant, so `m_b` is a plain field multiplication
//! (the [`Curve`] default), by `b` held in Montgomery form as a constant.

use super::comb::{self, CombCurve, Table};
use super::window;
use super::{AffinePoint, Curve, ProjectivePoint};
use crate::field::Field;
use crate::field::fp::{FpP256, words_from_be_hex, words_from_le_bytes};
use crate::field::modn::ScalarP256;
use crate::lookup::WordLookup;
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
/// [`Scalar`] ([`crate::field::modn::P256Order`]).
pub(crate) const ORDER: [u64; 4] =
    words_from_be_hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/// Integers modulo `n`: secret scalars.
pub(crate) type Scalar = ScalarP256;

/// `(p + 1) / 4`, little-endian words: since `p = 3 mod 4`, `a^((p + 1) /
/// 4)` is a square root of every square `a`.
const SQRT_EXPONENT: [u64; 4] = {
    let p = <crate::field::fp::P256Base as crate::field::fp::PrimeParams<4>>::P;
    // p + 1 (no carry out of the top word: p < 2^256 - 1), then >> 2.
    let mut q = [0u64; 4];
    let mut c = 1u64;
    let mut i = 0;
    while i < 4 {
        let (s, o) = p[i].overflowing_add(c);
        q[i] = s;
        c = o as u64;
        i += 1;
    }
    assert!(c == 0);
    let mut out = [0u64; 4];
    let mut i = 0;
    while i < 4 {
        let hi = if i + 1 < 4 { q[i + 1] << 62 } else { 0 };
        out[i] = q[i] >> 2 | hi;
        i += 1;
    }
    out
};

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

/// Signed radix-32 digits of a scalar below `2^256`.
const DIGITS: usize = window::digits(256);

/// Why a pair of coordinates is not a point (public information).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Invalid {
    /// A coordinate is `>= p`.
    NonCanonical,
    /// The pair is not on the curve (for a compressed point: `x^3 - 3x + b`
    /// is not a square).
    NotOnCurve,
}

/// The field element of canonical little-endian bytes, or
/// [`Invalid::NonCanonical`] (variable time: public input).
fn element<F: P256Field>(b: &[u8; 32]) -> Result<F, Invalid> {
    Option::<F>::from(F::from_canonical_bytes(b)).ok_or(Invalid::NonCanonical)
}

/// The point of canonical little-endian coordinates `x`, `y`, checked
/// (variable time: public input).
pub(crate) fn decode_xy<F: P256Field>(
    x: &[u8; 32],
    y: &[u8; 32],
) -> Result<AffinePoint<P256<F>>, Invalid> {
    let (x, y) = (element(x)?, element(y)?);
    AffinePoint::from_coordinates(x, y).ok_or(Invalid::NotOnCurve)
}

/// The point of the canonical little-endian coordinates of a point checked
/// before (a [`crate::p256::PublicKey`]'s bytes): no check again (bytes
/// `>= p` would be reduced, not rejected; they cannot occur here).
#[inline]
pub(crate) fn from_checked_xy<F: P256Field>(xy: &[u8; 64]) -> AffinePoint<P256<F>> {
    let half = |h: &[u8]| F::from_words_reduced(&words_from_le_bytes::<4>(h));
    AffinePoint {
        x: half(&xy[..32]),
        y: half(&xy[32..]),
    }
}

/// The point with canonical little-endian `x` whose `y` has parity `y_odd`
/// (SEC1 point decompression; variable time). The root is `a^((p + 1) /
/// 4)` for `a = x^3 - 3x + b`, checked by squaring (it is a root only if
/// `a` is a square). `y = 0` cannot occur (a point of order 2; the order is
/// odd).
pub(crate) fn decompress<F: P256Field>(
    x: &[u8; 32],
    y_odd: bool,
) -> Result<AffinePoint<P256<F>>, Invalid> {
    let x = element(x)?;
    let yy = AffinePoint::<P256<F>>::y_squared(&x);
    let y = yy.pow_public(&SQRT_EXPONENT);
    if !bool::from(y.square().ct_eq(&yy)) {
        return Err(Invalid::NotOnCurve);
    }
    let y = if bool::from(y.is_odd()) == y_odd {
        y
    } else {
        y.neg()
    };
    Ok(AffinePoint { x, y })
}

/// The 64-byte little-endian `x || y` of a point, all zeros for the
/// identity, by one inversion.
#[inline]
pub(crate) fn encode<F: P256Field>(p: &ProjectivePoint<P256<F>>) -> [u8; 64] {
    // The identity has Z = 0, whose inverse is 0: (0, 0).
    let (x, y) = p.to_affine_coordinates();
    let mut out = [0u8; 64];
    out[..32].copy_from_slice(&x.to_bytes());
    out[32..].copy_from_slice(&y.to_bytes());
    out
}

/// `[k] P` for `k < 2^256` (little-endian) and a checked point, as 64
/// little-endian bytes `x || y` (zeros for the identity). Constant time in
/// `k`.
#[inline(always)]
pub(crate) fn mul<F: P256Field>(k: &[u8; 32], p: &AffinePoint<P256<F>>) -> [u8; 64] {
    encode(&window::mul::<P256<F>, DIGITS>(k, p))
}

/// `[k] G` for `k < n` (little-endian) by the variable-base window (the
/// comb's reference in tests). Constant time in `k`.
#[cfg(test)]
pub(crate) fn mul_base_window<F: P256Field>(k: &[u8; 32]) -> [u8; 64] {
    mul(k, &P256::<F>::generator())
}

/// `[k] G` for `k < n` (little-endian) by the comb, with the table scan
/// `lookup`. Constant time in `k`.
#[inline(always)]
pub(crate) fn mul_base<F: P256Field, L: WordLookup>(k: &[u8; 32], lookup: L) -> [u8; 64] {
    encode(&comb::mul_base::<P256<F>, L, 4, 8, { comb::ROWS }>(
        k, lookup,
    ))
}

/// `[k_i] P_i` for `i < n`, `input(i) = (k_i, xy_i)` (`k_i < 2^256`
/// little-endian, `xy_i` a checked point's `x || y`), each by the window
/// of [`mul`], their 64-byte `x || y` given to `emit(i, xy)` from one
/// inversion per chunk ([`super::batch`]). Constant time in the scalars.
#[inline(always)]
pub(crate) fn mul_batch<'a, F: P256Field>(
    n: usize,
    input: impl Fn(usize) -> (&'a [u8; 32], &'a [u8; 64]),
    mut emit: impl FnMut(usize, [u8; 64]),
) {
    super::batch::affine_batch::<P256<F>>(
        n,
        |i| {
            let (k, xy) = input(i);
            window::mul::<P256<F>, DIGITS>(k, &from_checked_xy::<F>(xy))
        },
        |i, x, y| emit(i, xy_bytes(x, y)),
    );
}

/// `[k_i] G` for `i < n`, `k_i = scalar(i) < n` (little-endian), each by
/// the comb of [`mul_base`], as [`mul_batch`].
#[inline(always)]
pub(crate) fn mul_base_batch<'a, F: P256Field, L: WordLookup>(
    n: usize,
    scalar: impl Fn(usize) -> &'a [u8; 32],
    lookup: L,
    mut emit: impl FnMut(usize, [u8; 64]),
) {
    super::batch::affine_batch::<P256<F>>(
        n,
        |i| comb::mul_base::<P256<F>, L, 4, 8, { comb::ROWS }>(scalar(i), lookup),
        |i, x, y| emit(i, xy_bytes(x, y)),
    );
}

/// The 64 little-endian bytes `x || y`.
#[inline(always)]
fn xy_bytes<F: P256Field>(x: &F, y: &F) -> [u8; 64] {
    let mut out = [0u8; 64];
    out[..32].copy_from_slice(&x.to_bytes());
    out[32..].copy_from_slice(&y.to_bytes());
    out
}
