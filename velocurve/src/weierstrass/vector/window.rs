//! Constant-time variable-base `[k]P` on Curve13318 with the four-lane
//! formulas ([`super::formulas4`]): the signed window `w = 5` of the scalar
//! [`crate::weierstrass::window`] (the paper's Algorithm 3), the same
//! recoding, the same table `P, 2P, ..., 16P` (here in four-lane form), the
//! same schedule (255 doublings, 51 additions, 52 scans for a 256-bit
//! scalar), and one inversion at the end in the scalar field `F`.
//!
//! # Constant time
//!
//! The digits come from [`window::recode`] (shifts, masks and additions).
//! [`lookup`] reads all sixteen entries and keeps one by
//! [`Lanes4::select`] on a `subtle` comparison of `|d|` with the entry's
//! index, then negates `Y` in every case and keeps the negation by a
//! select; no branch or address depends on a digit. The loop bounds are
//! constants. The digits are wiped on return.
//!
//! # Speed
//!
//! Which backend `Backend::Auto` runs it on, and why: `backend/choice.rs`;
//! the measurements: `docs/CURVE13318.md` and `docs/PERFORMANCE-HISTORY.md`.
//!
//! # Entry points
//!
//! [`mul_avx2`] (on `Fe2625x4`) and [`mul_ifma`] (on `Fe51x4`) compile the
//! whole multiplication with their features, entered with the detection
//! token that proves them: the only `unsafe` here.

use super::formulas4::{Consts4, Point4};
use crate::field::Field25519;
use crate::field::four_lanes::Lanes4;
use crate::weierstrass::Xy;
use crate::weierstrass::curve13318::{self, Curve13318On};
use crate::weierstrass::window;
use crate::weierstrass::{AffinePoint, ProjectivePoint};
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

/// Signed radix-32 digits of a scalar below `2^256`.
const DIGITS: usize = window::digits(256);

/// The table `(P, 2P, ..., 16P)`: 7 doublings and 8 additions.
#[inline(always)]
pub(super) fn table<L: Lanes4>(c: &Consts4<L>, p: &Point4<L>) -> [Point4<L>; 16] {
    let mut t = [*p; 16];
    for j in 1..16 {
        // t[j] = (j + 1) P: a doubling for even multiples, else t[j-1] + P.
        t[j] = if j % 2 == 1 {
            t[j / 2].double(c)
        } else {
            t[j - 1].add(c, p)
        };
    }
    t
}

/// `T[d]` for `T = (P, 2P, ..., 16P)` and `d` in `[-16, 16]`: `[|d|] P`,
/// negated for `d < 0`, the identity for `d = 0`. Reads every entry.
#[inline(always)]
pub(super) fn lookup<L: Lanes4>(c: &Consts4<L>, t: &[Point4<L>; 16], d: i8) -> Point4<L> {
    let neg = (d as u8) >> 7;
    let abs = ((d as i16 ^ -(neg as i16)) + neg as i16) as u8;
    let mut r = Point4::identity(c);
    for (j, e) in t.iter().enumerate() {
        r = Point4::select(&r, e, abs.ct_eq(&(j as u8 + 1)));
    }
    r.conditional_negate(Choice::from(neg))
}

/// `[k] P` for `k < 2^256` (little-endian), in four lanes of `L`, returned
/// in the projective coordinates of `F`. Constant time in `k`.
#[inline(always)]
pub(crate) fn mul4<L: Lanes4, F: Field25519>(
    token: L::Token,
    k: &[u8; 32],
    p: &AffinePoint<Curve13318On<F>>,
) -> ProjectivePoint<Curve13318On<F>> {
    let c = Consts4::<L>::new(token);
    let mut d = window::recode::<DIGITS>(k);
    let t = table(&c, &Point4::from_affine(&c, p));
    let mut r = lookup(&c, &t, d[DIGITS - 1]);
    for i in (0..DIGITS - 1).rev() {
        for _ in 0..5 {
            r = r.double(&c);
        }
        r = r.add(&c, &lookup(&c, &t, d[i]));
    }
    d.zeroize();
    r.to_projective()
}

/// [`mul4`] on `Fe2625x4` (AVX2, radix 2^25.5), compiled whole with the
/// feature, then [`curve13318::encode`] (one inversion in `F`): the
/// little-endian `(x, y)`, zeros for the identity. The token proves
/// AVX2.
#[inline(always)]
pub(crate) fn mul_avx2<F: Field25519>(
    avx2: crate::backend::cpu::Avx2,
    k: &[u8; 32],
    p: &AffinePoint<Curve13318On<F>>,
) -> Xy<[u8; 32]> {
    #[target_feature(enable = "avx2")]
    fn mul<F: Field25519>(
        t: crate::backend::cpu::Avx2,
        k: &[u8; 32],
        p: &AffinePoint<Curve13318On<F>>,
    ) -> ProjectivePoint<Curve13318On<F>> {
        mul4::<crate::field::fe2625x4::Fe2625x4, F>(t, k, p)
    }
    // SAFETY: the token proves AVX2.
    curve13318::encode(&unsafe { mul(avx2, k, p) })
}

/// [`mul4`] on `Fe51x4` (AVX-512 IFMA on ymm, radix 2^51), compiled whole
/// with the features, then [`curve13318::encode`], as [`mul_avx2`]. The
/// token proves AVX2, AVX-512F, AVX-512VL and AVX-512 IFMA.
#[inline(always)]
pub(crate) fn mul_ifma<F: Field25519>(
    ifma: crate::backend::cpu::Ifma,
    k: &[u8; 32],
    p: &AffinePoint<Curve13318On<F>>,
) -> Xy<[u8; 32]> {
    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
    fn mul<F: Field25519>(
        t: crate::backend::cpu::Ifma,
        k: &[u8; 32],
        p: &AffinePoint<Curve13318On<F>>,
    ) -> ProjectivePoint<Curve13318On<F>> {
        mul4::<crate::field::fe51x4::Fe51x4, F>(t, k, p)
    }
    // SAFETY: the token proves AVX2, AVX-512F, AVX-512VL and AVX-512 IFMA.
    curve13318::encode(&unsafe { mul(ifma, k, p) })
}
