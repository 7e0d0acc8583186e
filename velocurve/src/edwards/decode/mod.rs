//! Decoding of edwards25519 point encodings (RFC 8032 section 5.1.3) under
//! both verification policies, and the group checks that verification
//! needs (small order, torsion, identity, equality).
//!
//! # Encodings and policies
//!
//! An encoding is 32 bytes: the little-endian `y` in bits 0..254 and the
//! parity ("sign") of `x` in bit 255. [`decompress_vartime`] accepts every
//! encoding that names a curve point under the *permissive* reading and
//! reports, in [`Decoded`], the two ways in which an encoding can be
//! non-canonical, so that callers implement either policy from one result:
//!
//! | encoding | RFC 8032 strict | ZIP-215 |
//! |---|---|---|
//! | `y >= p` (`y` in `[p, 2^255)`, 19 values) | reject (`PointError::NonCanonicalY`) | accept, `y mod p` |
//! | `x = 0` with sign bit 1 ("negative zero") | reject (`PointError::NegativeZero`) | accept, `x = 0` |
//! | `(y^2 - 1)/(d y^2 + 1)` not a square | reject | reject (`PointError::NotOnCurve`) |
//!
//! An encoding is canonical (equal to the re-encoding of the point it
//! decodes to) exactly when neither flag is set: re-encoding writes
//! `y mod p < p` and the parity of `x`, which for `x = 0` is 0.
//!
//! Only `x = 0` points can carry a negative zero: `(0, 1)` and `(0, -1)`.
//! Non-canonical `y` values are `p + j` for `j < 19`; those with a point are
//! the ones whose `j` has a square `(j^2 - 1)/(d j^2 + 1)`, among them `j = 0`
//! and `j = 1` (`x = 0`), which the small-order tests enumerate.
//!
//! # Square root
//!
//! `x = sqrt(u/v)` with `u = y^2 - 1`, `v = d y^2 + 1` by the shared
//! [`Field25519::sqrt_ratio_i`] (RFC 9496 `SQRT_RATIO_M1`), which returns
//! the even root. `v` is never 0: `d y^2 = -1` would make `-1/d` a square,
//! but `-1` is a square and `d` is not. If `u = 0` the root is 0 (and the
//! point is `(0, y)` with `y = +-1`).
//!
//! Decoding is not secret (public keys and signatures), so it may branch on
//! the result; the field arithmetic itself is the constant-time one.

#[cfg(feature = "alloc")]
pub(crate) mod batch;

use crate::edwards::point::{EDWARDS_D, EdwardsPoint};
use crate::field::Field25519;

/// The little-endian bytes of `p = 2^255 - 19`.
const P_BYTES: [u8; 32] = {
    let mut p = [0xffu8; 32];
    p[0] = 0xed;
    p[31] = 0x7f;
    p
};

/// A decoded point and how its encoding deviated from the canonical one.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Decoded<F> {
    /// The point (`Z = 1`).
    pub(crate) point: EdwardsPoint<F>,
    /// Bits 0..254 held `y >= p` (non-canonical; the point has `y mod p`).
    pub(crate) y_non_canonical: bool,
    /// `x = 0` and the sign bit was 1 (non-canonical; the point has
    /// `x = 0`).
    pub(crate) negative_zero: bool,
}

/// `y^2` of the four points of order 8, little-endian words: the root of
/// `d y^4 + 2 y^2 - 1 = 0` that is a square, `(-1 - sqrt(1 + d))/d` (see
/// [`Decoded::is_small_order_vartime`]). Checked by a test against the
/// doubling-based test.
const Y8_SQUARED: [u64; 4] = [
    0xae4791859c155291,
    0x6bdf9e34b4f0a103,
    0xc2c2ebc2ba609c05,
    0x76b9125b8bd5b257,
];

impl<F: Field25519> Decoded<F> {
    /// Whether the point has small order (`[8]P = O`), from `y` alone:
    /// one squaring instead of the two doublings of
    /// [`EdwardsPoint::is_small_order_vartime`].
    ///
    /// The small-order points are the identity and `(0, -1)` (`y^2 = 1`),
    /// the two points of order 4, `(+-sqrt(-1), 0)` (`y = 0`), and the four
    /// of order 8, which double to a point of order 4: with the doubling
    /// `y([2]P) = (x^2 + y^2)/(2 + x^2 - y^2)` (for `a = -1`), `y([2]P) =
    /// 0` iff `x^2 = -y^2`, and with the curve equation that gives
    /// `d y^4 + 2 y^2 - 1 = 0`. Of its two roots in `y^2` only
    /// [`Y8_SQUARED`] has square roots, and every on-curve point with that
    /// `y^2` has order 8 (its double has `y = 0`). So for a point on the
    /// curve: small order iff `y^2` is 0, 1 or [`Y8_SQUARED`]. Needs
    /// `Z = 1` (decoded points have it). Variable time.
    #[inline(always)]
    pub(crate) fn is_small_order_vartime(&self) -> bool {
        debug_assert!(bool::from(self.point.z.ct_eq(&F::ONE)));
        let yy = self.point.y.square().to_bytes();
        let mut one = [0u8; 32];
        one[0] = 1;
        yy == [0u8; 32] || yy == one || yy == F::from_u64x4(&Y8_SQUARED).to_bytes()
    }
}

impl<F> Decoded<F> {
    /// Whether the encoding is the canonical encoding of [`Self::point`]
    /// (what RFC 8032 strict decoding requires).
    #[inline(always)]
    pub(crate) fn is_canonical(&self) -> bool {
        !self.y_non_canonical && !self.negative_zero
    }
}

/// How to read a point encoding (see the [module documentation](self)).
#[cfg(test)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Decoding {
    /// RFC 8032 section 5.1.3: `y < p`, and no `x = 0` with sign bit 1.
    Strict,
    /// ZIP-215: any 255-bit `y` (reduced mod p), and `x = 0` with sign bit 1
    /// reads as `x = 0`.
    Permissive,
}

/// Why a point encoding was rejected.
#[cfg(test)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PointError {
    /// `(y^2 - 1)/(d y^2 + 1)` has no square root: no point has this `y`.
    NotOnCurve,
    /// `y >= p` (rejected by [`Decoding::Strict`] only).
    NonCanonicalY,
    /// `x = 0` with the sign bit set (rejected by [`Decoding::Strict`]
    /// only).
    NegativeZero,
    /// The point has order 1, 2, 4 or 8 (rejected only when the caller asks
    /// for it).
    SmallOrder,
}

/// Whether bits 0..254 of `bytes` are `>= p`, i.e. in `[2^255 - 19,
/// 2^255)`: byte 0 `>= 0xed`, bytes 1..30 all `0xff`, and bits 248..254
/// all ones. Public data: may branch.
#[inline(always)]
pub(crate) fn y_is_non_canonical(bytes: &[u8; 32]) -> bool {
    bytes[0] >= P_BYTES[0] && bytes[1..31].iter().all(|&b| b == 0xff) && bytes[31] & 0x7f == 0x7f
}

/// `(u, v) = (y^2 - 1, d y^2 + 1)` for the `y` of `bytes` (bit 255
/// ignored, `y` reduced mod p), and `y`.
#[inline(always)]
fn curve_ratio<F: Field25519>(bytes: &[u8; 32]) -> (F, F, F) {
    let y = F::from_bytes(bytes);
    let yy = y.square();
    let u = yy.sub(&F::ONE);
    let v = yy.mul(&F::from_u64x4(&EDWARDS_D)).add(&F::ONE);
    (y, u, v)
}

/// Finishes a decoding from `y`, the square-root result `(was_square, x)`
/// with `x` even, and the encoding.
#[inline(always)]
fn finish<F: Field25519>(
    bytes: &[u8; 32],
    y: F,
    was_square: bool,
    x_even: F,
) -> Option<Decoded<F>> {
    if !was_square {
        return None;
    }
    let sign = bytes[31] >> 7 == 1;
    let x_is_zero = bool::from(x_even.is_zero());
    // `x_even` is the even root; the encoded sign asks for the odd one,
    // `-x_even`, when set. For `x = 0` both are 0 (negative zero).
    let x = if sign { x_even.neg() } else { x_even };
    Some(Decoded {
        point: EdwardsPoint::from_affine(&x, &y),
        y_non_canonical: y_is_non_canonical(bytes),
        negative_zero: sign && x_is_zero,
    })
}

/// Decodes `bytes` permissively and reports how the encoding was
/// non-canonical; `None` if no point has this `y`. See the [module
/// documentation](self). Variable time (public inputs).
#[inline(always)]
pub(crate) fn decompress_vartime<F: Field25519>(bytes: &[u8; 32]) -> Option<Decoded<F>> {
    let (y, u, v) = curve_ratio::<F>(bytes);
    let (was_square, x) = F::sqrt_ratio_i(&u, &v);
    finish(bytes, y, bool::from(was_square), x)
}

/// Decodes `bytes` under `policy`; with `reject_small_order`, also
/// rejects points of order 1, 2, 4 or 8.
#[cfg(test)]
#[inline(always)]
pub(crate) fn decode_vartime<F: Field25519>(
    bytes: &[u8; 32],
    policy: Decoding,
    reject_small_order: bool,
) -> Result<EdwardsPoint<F>, PointError> {
    let d = decompress_vartime::<F>(bytes).ok_or(PointError::NotOnCurve)?;
    check_policy(&d, policy, reject_small_order)
}

/// Applies `policy` (and the optional small-order rejection) to a decoded
/// point.
#[cfg(test)]
#[inline(always)]
pub(crate) fn check_policy<F: Field25519>(
    d: &Decoded<F>,
    policy: Decoding,
    reject_small_order: bool,
) -> Result<EdwardsPoint<F>, PointError> {
    if policy == Decoding::Strict {
        if d.y_non_canonical {
            return Err(PointError::NonCanonicalY);
        }
        if d.negative_zero {
            return Err(PointError::NegativeZero);
        }
    }
    if reject_small_order && d.is_small_order_vartime() {
        return Err(PointError::SmallOrder);
    }
    Ok(d.point)
}

impl<F: Field25519> EdwardsPoint<F> {
    /// Whether `X = 0` (the represented `x` is 0). Variable time.
    #[cfg(test)]
    #[inline(always)]
    fn x_is_zero_vartime(&self) -> bool {
        self.x.to_bytes() == [0u8; 32]
    }

    /// Whether the point is the identity `(0, 1)`: `X = 0` and `Y = Z`.
    /// Variable time.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn is_identity_vartime(&self) -> bool {
        self.x_is_zero_vartime() && self.y.sub(&self.z).to_bytes() == [0u8; 32]
    }

    /// Equality of the represented points by cross-multiplication
    /// (`X1 Z2 = X2 Z1` and `Y1 Z2 = Y2 Z1`). Variable time.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn eq_vartime(&self, rhs: &Self) -> bool {
        self.x.mul(&rhs.z).sub(&rhs.x.mul(&self.z)).to_bytes() == [0u8; 32]
            && self.y.mul(&rhs.z).sub(&rhs.y.mul(&self.z)).to_bytes() == [0u8; 32]
    }

    /// `[8]P`: three doublings.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn mul_by_cofactor(&self) -> Self {
        self.to_projective()
            .double()
            .to_projective()
            .double()
            .to_projective()
            .double()
            .to_extended()
    }

    /// Whether `[8]P` is the identity (the order of `P` divides 8), from
    /// `y` alone.
    ///
    /// The points of order dividing 8 are `x = 0` (`y = +-1`: orders 1
    /// and 2), `y = 0` (`x = +-sqrt(-1)`: order 4), and the points whose
    /// double has `y = 0` (order 8). Doubling gives `y([2]P) = (y^2 + x^2)
    /// / (2 - y^2 + x^2)`, which is 0 iff `x^2 = -y^2`; on the curve
    /// `-x^2 + y^2 = 1 + d x^2 y^2` that is `d y^4 + 2 y^2 - 1 = 0`, and
    /// conversely every point with such a `y` has `x^2 = -y^2`. With `y =
    /// Y/Z`: `X = 0`, `Y = 0`, or `d Y^4 + 2 Y^2 Z^2 - Z^4 = 0`: four
    /// squarings and two multiplications (the two doublings of the direct
    /// test, `x([4]P) = 0`, cost about three times as much). Variable time.
    #[cfg(any(test, feature = "alloc"))]
    #[inline(always)]
    pub(crate) fn is_small_order_vartime(&self) -> bool {
        let zero = [0u8; 32];
        if self.x.to_bytes() == zero || self.y.to_bytes() == zero {
            return true;
        }
        let (yy, zz) = (self.y.square(), self.z.square());
        let yyzz = yy.mul(&zz);
        let e = F::from_u64x4(&EDWARDS_D)
            .mul(&yy.square())
            .add(&yyzz.add(&yyzz))
            .sub(&zz.square());
        e.to_bytes() == zero
    }
}

impl<F: Field25519> EdwardsPoint<F> {
    /// Whether `[l]P` is the identity (`P` lies in the prime-order subgroup
    /// generated by the base point), by a variable-time wNAF multiplication
    /// by `l` ([`crate::edwards::double_base::mul_vartime`]).
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn is_torsion_free_vartime(&self) -> bool {
        crate::edwards::double_base::mul_vartime(self, &crate::scalar::L).is_identity_vartime()
    }
}
