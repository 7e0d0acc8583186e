//! edwards25519 with the four coordinates of one point in the four lanes of
//! a vector ([`Lanes4`]): the 4-way parallel formulas of Hisil, Wong,
//! Carter and Dawson ("Twisted Edwards Curves Revisited", section 4), in
//! the arrangement of curve25519-dalek's `parallel-formulas` notes, written
//! once for every four-lane field.
//!
//! * an addition is two four-lane products, `(Y1 - X1, Y1 + X1, Z1, T1)`
//!   times `(Y2 - X2, Y2 + X2, 2 Z2, 2d T2)` giving `(A, B, D, C)`, then
//!   `(E, G, F, E)` times `(F, H, G, H)` giving `(X3, Y3, Z3, T3)`, with `E
//!   = B - A`, `F = D - C`, `G = D + C`, `H = B + A` (HWCD 3.1, the unified
//!   addition with `k = 2d`);
//! * a doubling is one four-lane squaring and one product: `(X, Y, Z, X +
//!   Y)^2 = (XX, YY, ZZ, S)`, then `(e, h, g, e)` times `(f, g, f, h)` with
//!   `h = YY + XX`, `g = YY - XX`, `e = S - h`, `f = 2 ZZ - g` (HWCD 3.3 for
//!   `a = -1`, the scalar [`EdwardsPoint::double`] with its conversion to
//!   extended coordinates);
//! * between the two products, lane permutations and blends move the
//!   intermediate values into place.
//!
//! Correctness is that of the scalar formulas (complete: no exceptional
//! input), lane by lane; the unit tests compare every operation with
//! [`crate::edwards::point`]. Constant time as the field operations are;
//! the algorithms that use these formulas say whether they are.

use crate::edwards::comb::Entry;
use crate::edwards::point::{EDWARDS_D2, EdwardsPoint};
use crate::field::fe51::Fe51;
use crate::field::four_lanes::{Lanes4, lanes, perm};
use crate::field::{Field, Field25519};

/// `(X, Y, Z, T)` in lanes 0..3: extended coordinates.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ExtendedPoint4<L>(L);

/// `(Y - X, Y + X, 2Z, 2dT)` in lanes 0..3: the operand of an addition.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CachedPoint4<L>(L);

/// Constants built once per use (their construction needs the vector
/// unit): the multipliers of the conversion to the cached form, and zero.
#[derive(Clone, Copy)]
pub(crate) struct Consts4<L: Lanes4> {
    /// `(1, 1, 2, 2d)`.
    cached: L,
    /// `(0, 0, 0, 0)`.
    zero: L,
    /// The identity `(0, 1, 1, 0)`.
    identity: L,
    /// The token of `L`'s features, for the conversions into `L`.
    token: L::Token,
}

/// A scalar element as radix 2^51 (through its canonical encoding).
#[inline(always)]
fn fe51<F: Field25519>(x: &F) -> Fe51 {
    Fe51::from_bytes(&x.to_bytes())
}

impl<L: Lanes4> Consts4<L> {
    /// The constants, from the token of `L`'s features.
    #[inline(always)]
    pub(crate) fn new(t: L::Token) -> Self {
        let (zero, one) = (Fe51::ZERO, Fe51::ONE);
        let two = Fe51::from_u64x4(&[2, 0, 0, 0]);
        let d2 = Fe51::from_u64x4(&EDWARDS_D2);
        Consts4 {
            cached: L::from_fe51(t, &[one, one, two, d2]),
            zero: L::from_fe51(t, &[zero; 4]),
            identity: L::from_fe51(t, &[zero, one, one, zero]),
            token: t,
        }
    }
}

impl<L: Lanes4> ExtendedPoint4<L> {
    /// The identity.
    #[inline(always)]
    pub(crate) fn identity(c: &Consts4<L>) -> Self {
        ExtendedPoint4(c.identity)
    }

    /// A point of a scalar backend.
    #[inline(always)]
    pub(crate) fn from_point<F: Field25519>(c: &Consts4<L>, p: &EdwardsPoint<F>) -> Self {
        ExtendedPoint4(L::from_fe51(
            c.token,
            &[fe51(&p.x), fe51(&p.y), fe51(&p.z), fe51(&p.t)],
        ))
    }

    /// The point in a scalar backend's representation.
    #[inline(always)]
    pub(crate) fn to_point<F: Field25519>(self) -> EdwardsPoint<F> {
        let [x, y, z, t] = self.0.to_fe51().map(|f| F::from_bytes(&f.to_bytes()));
        EdwardsPoint { x, y, z, t }
    }

    /// `(Y - X, Y + X, Z, T)`.
    #[inline(always)]
    fn diff_sum(&self) -> L {
        let p = self.0;
        let yy = p.permute::<{ perm([1, 1, 2, 3]) }>(); // (Y, Y, Z, T)
        let xx = p.permute::<{ perm([0, 0, 0, 0]) }>(); // (X, X, ., .)
        yy.sub(&xx)
            .blend::<{ lanes(0b0010) }>(&yy.add(&xx))
            .blend::<{ lanes(0b1100) }>(&yy)
    }

    /// `(E, F, G, H)` arranged as `(E, G, F, E) * (F, H, G, H)`: the
    /// extended result `(EF, GH, FG, EH)` of an addition, from `v = (A, B,
    /// D, C)`.
    #[inline(always)]
    fn finish_add(v: &L) -> Self {
        let w1 = v.permute::<{ perm([1, 2, 2, 1]) }>(); // (B, D, D, B)
        let w2 = v.permute::<{ perm([0, 3, 3, 0]) }>(); // (A, C, C, A)
        let sum = w1.add(&w2); // (H, G, G, H)
        let diff = w1.sub(&w2); // (E, F, F, E)
        let left = diff.blend::<{ lanes(0b0010) }>(&sum); // (E, G, F, E)
        let right = sum
            .permute::<{ perm([0, 0, 1, 3]) }>() // (H, H, G, H)
            .blend::<{ lanes(0b0001) }>(&diff.permute::<{ perm([1, 1, 1, 1]) }>()); // (F, H, G, H)
        ExtendedPoint4(left.mul(&right))
    }

    /// `self + q` (HWCD 3.1): two four-lane products.
    #[inline(always)]
    pub(crate) fn add(&self, q: &CachedPoint4<L>) -> Self {
        // (Y1 - X1, Y1 + X1, Z1, T1) * (Y2 - X2, Y2 + X2, 2 Z2, 2d T2)
        //   = (A, B, D, C).
        Self::finish_add(&self.diff_sum().mul(&q.0))
    }

    /// `2 self` (HWCD 3.3, `a = -1`): one four-lane squaring, one product.
    #[inline(always)]
    pub(crate) fn double(&self) -> Self {
        let p = self.0;
        let a = p.permute::<{ perm([0, 1, 2, 0]) }>(); // (X, Y, Z, X)
        let b = p.permute::<{ perm([1, 1, 1, 1]) }>(); // (Y, Y, Y, Y)
        let s = a.blend::<{ lanes(0b1000) }>(&a.add(&b)); // (X, Y, Z, X + Y)
        let sq = s.square(); // (XX, YY, ZZ, S)
        let u1 = sq.permute::<{ perm([1, 1, 2, 3]) }>(); // (YY, YY, ZZ, S)
        let u2 = sq.permute::<{ perm([0, 0, 2, 0]) }>(); // (XX, XX, ZZ, .)
        // v = (h, g, 2 ZZ, S) = (YY + XX, YY - XX, ZZ + ZZ, S).
        let v = u1
            .add(&u2)
            .blend::<{ lanes(0b0010) }>(&u1.sub(&u2))
            .blend::<{ lanes(0b1000) }>(&u1);
        // (e, f) = (S - h, 2 ZZ - g) in lanes 0 and 1.
        let ef = v.permute::<{ perm([3, 2, 2, 3]) }>().sub(&v);
        let left = ef
            .permute::<{ perm([0, 0, 0, 0]) }>()
            .blend::<{ lanes(0b0110) }>(&v.permute::<{ perm([0, 0, 1, 0]) }>()); // (e, h, g, e)
        let right = ef
            .permute::<{ perm([1, 1, 1, 1]) }>()
            .blend::<{ lanes(0b1010) }>(&v.permute::<{ perm([1, 1, 1, 0]) }>()); // (f, g, f, h)
        ExtendedPoint4(left.mul(&right))
    }

    /// The cached form `(Y - X, Y + X, 2Z, 2dT)`: one product by `(1, 1, 2,
    /// 2d)`.
    #[inline(always)]
    pub(crate) fn to_cached(self, c: &Consts4<L>) -> CachedPoint4<L> {
        CachedPoint4(self.diff_sum().mul(&c.cached))
    }
}

impl<L: Lanes4> CachedPoint4<L> {
    /// `-self = (Y + X, Y - X, 2Z, -2dT)`.
    #[inline(always)]
    pub(crate) fn neg(&self, c: &Consts4<L>) -> Self {
        let swapped = self.0.permute::<{ perm([1, 0, 2, 3]) }>();
        CachedPoint4(swapped.blend::<{ lanes(0b1000) }>(&c.zero.sub(&swapped)))
    }

    /// The affine point of a generated table entry (canonical words of `y +
    /// x`, `y - x`, `2dxy`): `(y - x, y + x, 2, 2dxy)`.
    #[inline(always)]
    pub(crate) fn from_entry(c: &Consts4<L>, e: &Entry) -> Self {
        let w = |i: usize| Fe51::from_u64x4(&[e[i], e[i + 1], e[i + 2], e[i + 3]]);
        let two = Fe51::from_u64x4(&[2, 0, 0, 0]);
        CachedPoint4(L::from_fe51(c.token, &[w(4), w(0), two, w(8)]))
    }
}

#[cfg(test)]
pub(crate) mod tests;
