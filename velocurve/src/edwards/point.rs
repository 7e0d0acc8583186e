//! Point models of edwards25519, `-x^2 + y^2 = 1 + d x^2 y^2` over
//! GF(2^255-19), `d = -121665/121666`, and the complete formulas between
//! them.
//!
//! The formulas are those of Hisil, Wong, Carter and Dawson, "Twisted
//! Edwards Curves Revisited", ASIACRYPT 2008 (eprint 2008/522), for `a = -1`:
//! the unified addition of section 3.1 ("add-2008-hwcd-3", with `k = 2d`
//! folded into the stored `2d*T`) and the doubling of section 3.3
//! ("dbl-2008-hwcd"). The data flow between the models is that of
//! curve25519-dalek's `backend/serial/curve_models`:
//!
//! ```text
//!  EdwardsPoint (X:Y:Z:T) --+ AffineNiels / ProjectiveNiels --> CompletedPoint
//!  ProjectivePoint (X:Y:Z) --double--> CompletedPoint
//!  CompletedPoint --3M--> ProjectivePoint,  --4M--> EdwardsPoint
//! ```
//!
//! **Completeness.** `d` is not a square in GF(p) and `a = -1` is, so by
//! Bernstein–Birkner–Joye–Lange–Peters ("Twisted Edwards Curves",
//! AFRICACRYPT 2008, Theorem 3.3) the affine addition law has no exceptional
//! pair of rational points; HWCD section 3.1 shows the extended formulas
//! compute exactly that law, so `add`, `add_affine_niels` and `double` are
//! correct for *all* inputs (identity, equal points, negatives, small-order
//! points) with no special case. The denominators `Z` and `T` of a
//! [`CompletedPoint`] are therefore never zero.
//!
//! All operations are straight-line field arithmetic: constant time.

use crate::field::Field25519;

/// `d = -121665/121666 mod p`, little-endian 64-bit words (RFC 8032
/// section 5.1). Checked against its definition by a test.
pub(crate) const EDWARDS_D: [u64; 4] = [
    0x75eb4dca135978a3,
    0x00700a4d4141d8ab,
    0x8cc740797779e898,
    0x52036cee2b6ffe73,
];

/// `2d mod p`.
pub(crate) const EDWARDS_D2: [u64; 4] = [
    0xebd69b9426b2f159,
    0x00e0149a8283b156,
    0x198e80f2eef3d130,
    0x2406d9dc56dffce7,
];

/// `1/d mod p`.
pub(crate) const EDWARDS_D_INV: [u64; 4] = [
    0x25e0f276cdc9f843,
    0x0b5dd6984279542e,
    0x2b162114cdb9cf66,
    0x40907ed214d5ce43,
];

/// Extended coordinates (X:Y:Z:T): `x = X/Z`, `y = Y/Z`, `T = XY/Z`,
/// `Z != 0` (HWCD section 3).
#[derive(Clone, Copy, Debug)]
pub(crate) struct EdwardsPoint<F> {
    pub(crate) x: F,
    pub(crate) y: F,
    pub(crate) z: F,
    pub(crate) t: F,
}

/// Projective coordinates (X:Y:Z): `x = X/Z`, `y = Y/Z`, `Z != 0`. The input
/// of doubling, which does not need `T`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ProjectivePoint<F> {
    pub(crate) x: F,
    pub(crate) y: F,
    pub(crate) z: F,
}

/// The "completed" model ((X:Z), (Y:T)): `x = X/Z`, `y = Y/T`, `Z, T != 0`.
/// The output of every addition and doubling, before the 3 or 4
/// multiplications that bring it back to [`ProjectivePoint`] or
/// [`EdwardsPoint`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct CompletedPoint<F> {
    pub(crate) x: F,
    pub(crate) y: F,
    pub(crate) z: F,
    pub(crate) t: F,
}

/// Affine Niels form `(y + x, y - x, 2dxy)` of a point, the operand of the
/// mixed addition (7M in all, with the conversion to extended). Precomputed
/// tables hold points in this form.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AffineNielsPoint<F> {
    pub(crate) y_plus_x: F,
    pub(crate) y_minus_x: F,
    pub(crate) xy2d: F,
}

/// Projective Niels form `(Y + X, Y - X, Z, 2dT)`, the cached operand of the
/// general addition (8M in all).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ProjectiveNielsPoint<F> {
    pub(crate) y_plus_x: F,
    pub(crate) y_minus_x: F,
    pub(crate) z: F,
    pub(crate) t2d: F,
}

/// The formulas themselves, for any [`Ring`](crate::field::Ring): one element of a field
/// backend, or four independent elements in the lanes of
/// [`Fe2625x4`](crate::field::fe2625x4::Fe2625x4) (the AVX2 comb runs them
/// on four points at once). The constants they need are arguments, since a
/// vector ring makes its constants from a detection token.
impl<F: crate::field::Ring> EdwardsPoint<F> {
    /// Drops `T`.
    #[inline(always)]
    pub(crate) fn to_projective(self) -> ProjectivePoint<F> {
        ProjectivePoint {
            x: self.x,
            y: self.y,
            z: self.z,
        }
    }

    /// `self + rhs` (HWCD 3.1, 4M before the conversion of the result).
    #[inline(always)]
    pub(crate) fn add_projective_niels(&self, rhs: &ProjectiveNielsPoint<F>) -> CompletedPoint<F> {
        let y_plus_x = self.y.add(&self.x);
        let y_minus_x = self.y.sub(&self.x);
        let pp = y_plus_x.mul(&rhs.y_plus_x); // B = (Y1+X1)(Y2+X2)
        let mm = y_minus_x.mul(&rhs.y_minus_x); // A = (Y1-X1)(Y2-X2)
        let tt2d = self.t.mul(&rhs.t2d); // C = T1*2d*T2
        let zz = self.z.mul(&rhs.z);
        let zz2 = zz.add(&zz); // D = 2*Z1*Z2
        CompletedPoint {
            x: pp.sub(&mm),    // E = B - A
            y: pp.add(&mm),    // H = B + A
            z: zz2.add(&tt2d), // G = D + C
            t: zz2.sub(&tt2d), // F = D - C
        }
    }

    /// `self - rhs`: [`Self::add_projective_niels`] with `-rhs = (Y - X,
    /// Y + X, Z, -2dT)`.
    #[inline(always)]
    pub(crate) fn sub_projective_niels(&self, rhs: &ProjectiveNielsPoint<F>) -> CompletedPoint<F> {
        let y_plus_x = self.y.add(&self.x);
        let y_minus_x = self.y.sub(&self.x);
        let pm = y_plus_x.mul(&rhs.y_minus_x);
        let mp = y_minus_x.mul(&rhs.y_plus_x);
        let tt2d = self.t.mul(&rhs.t2d);
        let zz = self.z.mul(&rhs.z);
        let zz2 = zz.add(&zz);
        CompletedPoint {
            x: pm.sub(&mp),
            y: pm.add(&mp),
            z: zz2.sub(&tt2d),
            t: zz2.add(&tt2d),
        }
    }

    /// `self + rhs` for an affine `rhs` (HWCD 3.1 with `Z2 = 1`: 3M before
    /// the conversion of the result).
    #[inline(always)]
    pub(crate) fn add_affine_niels(&self, rhs: &AffineNielsPoint<F>) -> CompletedPoint<F> {
        let y_plus_x = self.y.add(&self.x);
        let y_minus_x = self.y.sub(&self.x);
        let pp = y_plus_x.mul(&rhs.y_plus_x); // B
        let mm = y_minus_x.mul(&rhs.y_minus_x); // A
        let txy2d = self.t.mul(&rhs.xy2d); // C
        let z2 = self.z.add(&self.z); // D
        CompletedPoint {
            x: pp.sub(&mm),    // E
            y: pp.add(&mm),    // H
            z: z2.add(&txy2d), // G
            t: z2.sub(&txy2d), // F
        }
    }

    /// `self - rhs` for an affine `rhs`.
    #[inline(always)]
    pub(crate) fn sub_affine_niels(&self, rhs: &AffineNielsPoint<F>) -> CompletedPoint<F> {
        let y_plus_x = self.y.add(&self.x);
        let y_minus_x = self.y.sub(&self.x);
        let pm = y_plus_x.mul(&rhs.y_minus_x);
        let mp = y_minus_x.mul(&rhs.y_plus_x);
        let txy2d = self.t.mul(&rhs.xy2d);
        let z2 = self.z.add(&self.z);
        CompletedPoint {
            x: pm.sub(&mp),
            y: pm.add(&mp),
            z: z2.sub(&txy2d),
            t: z2.add(&txy2d),
        }
    }

    /// `(Y + X, Y - X, Z, 2d*T)` with `d2 = 2d`: 1M.
    #[inline(always)]
    pub(crate) fn to_projective_niels_with(self, d2: &F) -> ProjectiveNielsPoint<F> {
        ProjectiveNielsPoint {
            y_plus_x: self.y.add(&self.x),
            y_minus_x: self.y.sub(&self.x),
            z: self.z,
            t2d: self.t.mul(d2),
        }
    }
}

impl<F: crate::field::Ring> CompletedPoint<F> {
    /// `(XT : YZ : ZT)`: 3M.
    #[inline(always)]
    pub(crate) fn to_projective(self) -> ProjectivePoint<F> {
        ProjectivePoint {
            x: self.x.mul(&self.t),
            y: self.y.mul(&self.z),
            z: self.z.mul(&self.t),
        }
    }

    /// `(XT : YZ : ZT : XY)`: 4M.
    #[inline(always)]
    pub(crate) fn to_extended(self) -> EdwardsPoint<F> {
        EdwardsPoint {
            x: self.x.mul(&self.t),
            y: self.y.mul(&self.z),
            z: self.z.mul(&self.t),
            t: self.x.mul(&self.y),
        }
    }
}

impl<F: crate::field::Ring> AffineNielsPoint<F> {
    /// The same point in extended coordinates with `Z = 2`:
    /// `(2x : 2y : 2 : 2xy)`, where `X = (y+x) - (y-x)`, `Y = (y+x) + (y-x)`
    /// and `T = 2dxy / d`, with `two = 2` and `d_inv = 1/d`: 1M.
    #[inline(always)]
    pub(crate) fn to_extended_with(self, two: &F, d_inv: &F) -> EdwardsPoint<F> {
        EdwardsPoint {
            x: self.y_plus_x.sub(&self.y_minus_x),
            y: self.y_plus_x.add(&self.y_minus_x),
            z: *two,
            t: self.xy2d.mul(d_inv),
        }
    }
}

impl<F: Field25519> EdwardsPoint<F> {
    /// The neutral element (0, 1).
    #[cfg(any(test, feature = "alloc"))]
    #[inline(always)]
    pub(crate) fn identity() -> Self {
        EdwardsPoint {
            x: F::ZERO,
            y: F::ONE,
            z: F::ONE,
            t: F::ZERO,
        }
    }

    /// The point with affine coordinates `(x, y)` (no curve check).
    #[inline(always)]
    pub(crate) fn from_affine(x: &F, y: &F) -> Self {
        EdwardsPoint {
            x: *x,
            y: *y,
            z: F::ONE,
            t: x.mul(y),
        }
    }

    /// `(Y + X, Y - X, Z, 2d*T)`: 1M.
    #[inline(always)]
    pub(crate) fn to_projective_niels(self) -> ProjectiveNielsPoint<F> {
        self.to_projective_niels_with(&F::from_u64x4(&EDWARDS_D2))
    }

    /// `(x, y)` with one inversion.
    #[cfg(any(test, feature = "table-gen"))]
    #[inline(always)]
    pub(crate) fn to_affine(self) -> (F, F) {
        let zinv = self.z.invert();
        (self.x.mul(&zinv), self.y.mul(&zinv))
    }

    /// The affine Niels form `(y + x, y - x, 2dxy)`: one inversion, 3M.
    #[cfg(any(test, feature = "table-gen"))]
    #[inline(always)]
    pub(crate) fn to_affine_niels(self) -> AffineNielsPoint<F> {
        let (x, y) = self.to_affine();
        AffineNielsPoint {
            y_plus_x: y.add(&x),
            y_minus_x: y.sub(&x),
            xy2d: x.mul(&y).mul(&F::from_u64x4(&EDWARDS_D2)),
        }
    }

    /// The RFC 8032 section 5.1.2 encoding: `y` with the parity ("sign") of
    /// `x` in bit 255.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn compress(&self) -> [u8; 32] {
        let (x, y) = self.to_affine();
        let mut s = y.to_bytes();
        s[31] ^= x.is_negative().unwrap_u8() << 7;
        s
    }

    /// The RFC 8032 encoding and the canonical bytes of `x`: one inversion
    /// and 2M. Constant time. (For the vector combs, which end in this
    /// model; the scalar comb ends in [`CompletedPoint::compress_with_x`].)
    #[cfg(x86_backends)]
    #[inline(always)]
    pub(crate) fn compress_with_x(&self) -> ([u8; 32], [u8; 32]) {
        let inv = self.z.invert();
        let x = self.x.mul(&inv).to_bytes();
        let mut s = self.y.mul(&inv).to_bytes();
        s[31] ^= (x[0] & 1) << 7;
        (s, x)
    }

    /// The birational map to Curve25519 (RFC 7748 section 4.1):
    /// `u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y)`, canonical. The identity
    /// (`y = 1`) maps to `u = 0`, since `invert(0) = 0`. (For the vector
    /// combs, which end in this model; the scalar comb ends in
    /// [`CompletedPoint::to_montgomery_u`].)
    #[cfg(any(test, x86_backends))]
    #[inline(always)]
    pub(crate) fn to_montgomery_u(self) -> [u8; 32] {
        let num = self.z.add(&self.y);
        let den = self.z.sub(&self.y);
        num.mul(&den.invert()).to_bytes()
    }

    /// `2 * self`.
    #[inline(always)]
    pub(crate) fn double(&self) -> EdwardsPoint<F> {
        self.to_projective().double().to_extended()
    }

    /// `-self = (-X : Y : Z : -T)`.
    #[inline(always)]
    pub(crate) fn neg(&self) -> Self {
        EdwardsPoint {
            x: self.x.neg(),
            y: self.y,
            z: self.z,
            t: self.t.neg(),
        }
    }

    /// Equality of the represented points (`X1 Z2 = X2 Z1`, `Y1 Z2 = Y2
    /// Z1`), in constant time.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn ct_eq(&self, rhs: &Self) -> subtle::Choice {
        self.x.mul(&rhs.z).ct_eq(&rhs.x.mul(&self.z))
            & self.y.mul(&rhs.z).ct_eq(&rhs.y.mul(&self.z))
    }

    /// Whether the coordinates satisfy the curve equation
    /// `(-X^2 + Y^2) Z^2 = Z^4 + d X^2 Y^2` and `XY = ZT`, with `Z != 0`.
    #[cfg(any(test, feature = "table-gen"))]
    pub(crate) fn is_valid(&self) -> bool {
        let (xx, yy, zz) = (self.x.square(), self.y.square(), self.z.square());
        let d = F::from_u64x4(&EDWARDS_D);
        let lhs = yy.sub(&xx).mul(&zz);
        let rhs = zz.square().add(&d.mul(&xx).mul(&yy));
        bool::from(
            lhs.ct_eq(&rhs) & self.x.mul(&self.y).ct_eq(&self.z.mul(&self.t)) & !self.z.is_zero(),
        )
    }
}

impl<F: Field25519> ProjectivePoint<F> {
    /// `2 * self` (HWCD 3.3 with `a = -1`: 4S before the conversion of the
    /// result). With `A = X^2`, `B = Y^2`, `C = 2Z^2`:
    /// `E = (X+Y)^2 - A - B`, `G = B - A`, `F = G - C`, `H = -(A + B)`, and
    /// the result is `x = E/G`, `y = H/F = (A + B)/(C - G)`.
    #[inline(always)]
    pub(crate) fn double(&self) -> CompletedPoint<F> {
        let xx = self.x.square(); // A
        let yy = self.y.square(); // B
        let zz2 = self.z.square2(); // C
        let x_plus_y_sq = self.x.add(&self.y).square();
        let yy_plus_xx = yy.add(&xx); // -H
        let yy_minus_xx = yy.sub(&xx); // G
        CompletedPoint {
            x: x_plus_y_sq.sub(&yy_plus_xx), // E
            y: yy_plus_xx,                   // -H
            z: yy_minus_xx,                  // G
            t: zz2.sub(&yy_minus_xx),        // -F
        }
    }
}

impl<F: Field25519> CompletedPoint<F> {
    /// The Montgomery `u = (1 + y)/(1 - y) = (T + Y)/(T - Y)` straight from
    /// the completed model (`y = Y/T`), saving the 4M of
    /// [`Self::to_extended`]; one inversion and 1M.
    #[inline(always)]
    pub(crate) fn to_montgomery_u(self) -> [u8; 32] {
        let (num, den) = self.montgomery_u_fraction();
        num.mul(&den.invert()).to_bytes()
    }

    /// The fraction `(T + Y, T - Y)` of [`Self::to_montgomery_u`], before
    /// the inversion (for batches that share one).
    #[inline(always)]
    pub(crate) fn montgomery_u_fraction(self) -> (F, F) {
        (self.t.add(&self.y), self.t.sub(&self.y))
    }

    /// The RFC 8032 encoding (`x = X/Z`, `y = Y/T`) and the canonical bytes
    /// of `x`: with `i = 1/(ZT)`, `x = XT i` and `y = YZ i`; one inversion
    /// and 5M (1M fewer than through extended coordinates). Constant time.
    #[inline(always)]
    pub(crate) fn compress_with_x(&self) -> ([u8; 32], [u8; 32]) {
        let inv = self.z.mul(&self.t).invert();
        let x = self.x.mul(&self.t).mul(&inv).to_bytes();
        let y = self.y.mul(&self.z).mul(&inv);
        let mut s = y.to_bytes();
        s[31] ^= (x[0] & 1) << 7;
        (s, x)
    }
}

impl<F: Field25519> AffineNielsPoint<F> {
    /// The identity `(1, 1, 0)`.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn identity() -> Self {
        AffineNielsPoint {
            y_plus_x: F::ONE,
            y_minus_x: F::ONE,
            xy2d: F::ZERO,
        }
    }

    /// Replaces `self` by `-self = (y - x, y + x, -2dxy)` if `choice == 1`,
    /// in constant time.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn conditional_negate(&mut self, choice: subtle::Choice) {
        F::cswap(&mut self.y_plus_x, &mut self.y_minus_x, choice);
        self.xy2d.conditional_negate(choice);
    }

    /// The same point in extended coordinates with `Z = 2`:
    /// `(2x : 2y : 2 : 2xy)`, where `X = (y+x) - (y-x)`, `Y = (y+x) + (y-x)`
    /// and `T = 2dxy / d`: 1M.
    #[inline(always)]
    pub(crate) fn to_extended(self) -> EdwardsPoint<F> {
        self.to_extended_with(
            &F::from_u64x4(&[2, 0, 0, 0]),
            &F::from_u64x4(&EDWARDS_D_INV),
        )
    }
}
