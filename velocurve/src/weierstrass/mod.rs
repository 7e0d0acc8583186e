//! Short-Weierstrass curves `y^2 = x^3 - 3x + b` over any prime field, in
//! projective coordinates with the complete formulas of Renes, Costello and
//! Batina ("Complete addition formulas for prime order elliptic curves",
//! EUROCRYPT 2016, section 3.2: Algorithms 4, 5 and 6 for `a = -3`; the
//! first two are Algorithms 1 and 2 of Schwabe and Sprenkels, "The complete
//! cost of cofactor h = 1").
//!
//! A curve is a [`Curve`]: its field (any [`Field`]), the multiplication by
//! `b`, the generator and nothing else; Curve13318 ([`crate::curve13318`])
//! is the first, P-256 ([`crate::p256`], [`p256`]) the second; the other
//! NIST curves will be next. The group code here
//! (points, [`window`]'s constant-time multiplication) is written once for
//! all of them.
//!
//! # Points
//!
//! [`ProjectivePoint`] `(X : Y : Z)` stands for the affine `(X/Z, Y/Z)` when
//! `Z != 0` and for the identity `O = (0 : 1 : 0)` when `Z = 0`. The
//! formulas are **complete** for a curve of odd order (every curve here has
//! prime order): [`ProjectivePoint::add`] computes `P + Q` for every pair
//! of points, `P + P`, `P + (-P)`, `P + O` and `O + O` included, and
//! [`ProjectivePoint::double`] `2P` for every `P`, with the same instruction
//! sequence whatever the inputs. No special case, no branch: constant time
//! as the field operations are. [`ProjectivePoint::add_affine`] (the mixed
//! addition, Algorithm 5) is complete for every `P` and every *affine* `Q`
//! (an [`AffinePoint`] cannot be `O`).
//!
//! Costs (field multiplications M, multiplications by `b` m_b, additions
//! a): addition 12M + 2m_b + 29a, mixed addition 11M + 2m_b + 23a, doubling
//! 8M + 3S + 2m_b + 21a. For Curve13318, `b = 13318` and m_b is a
//! multiplication by a small integer ([`Field25519::mul_small`]).
//!
//! [`Field25519::mul_small`]: crate::field::Field25519::mul_small

pub(crate) mod batch;
pub(crate) mod comb;
pub(crate) mod curve13318;
#[rustfmt::skip]
mod curve13318_table;
#[rustfmt::skip]
mod curve13318_vartime_table;
pub(crate) mod double_base;
pub(crate) mod nist;
pub(crate) mod p256;
#[rustfmt::skip]
mod p192_table;
#[rustfmt::skip]
mod p224_table;
#[rustfmt::skip]
mod p256_table;
#[rustfmt::skip]
mod p384_table;
#[rustfmt::skip]
mod p521_table;
#[cfg(any(test, feature = "table-gen"))]
pub(crate) mod table_gen;
#[cfg(x86_backends)]
pub(crate) mod vector;
pub(crate) mod window;

#[cfg(test)]
mod tests;

use crate::field::Field;
use subtle::Choice;

/// A short-Weierstrass curve `y^2 = x^3 - 3x + b` of prime order (the
/// formulas need `a = -3` and an odd group order).
pub(crate) trait Curve: Copy {
    /// The base field.
    type F: Field;

    /// The coefficient `b`.
    fn b() -> Self::F;

    /// `b x` (a plain multiplication unless `b` is small).
    #[inline(always)]
    fn mul_b(x: &Self::F) -> Self::F {
        x.mul(&Self::b())
    }

    /// `3 x` (two additions unless the field has a faster way).
    #[inline(always)]
    fn triple(x: &Self::F) -> Self::F {
        triple(x)
    }

    /// The generator `G`, affine.
    #[allow(
        dead_code,
        reason = "read by the table generator and the tests; the comb reads G's table"
    )]
    fn generator() -> AffinePoint<Self>;
}

/// An affine point `(x, y)` of `C`: never the identity. Values of this type
/// are on the curve (made by [`AffinePoint::from_coordinates`], which
/// checks, by the group operations, or by a curve's constants).
#[derive(Debug)]
pub(crate) struct AffinePoint<C: Curve> {
    pub(crate) x: C::F,
    pub(crate) y: C::F,
}

impl<C: Curve> Clone for AffinePoint<C> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Curve> Copy for AffinePoint<C> {}

/// A point `(X : Y : Z)` of `C` in projective coordinates (`Z = 0`: the
/// identity).
#[derive(Debug)]
pub(crate) struct ProjectivePoint<C: Curve> {
    pub(crate) x: C::F,
    pub(crate) y: C::F,
    pub(crate) z: C::F,
}

impl<C: Curve> Clone for ProjectivePoint<C> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Curve> Copy for ProjectivePoint<C> {}

/// `3x` (two additions).
#[inline(always)]
fn triple<F: Field>(x: &F) -> F {
    x.add(x).add(x)
}

impl<C: Curve> AffinePoint<C> {
    /// `(x, y)` if it satisfies the curve equation (variable time: for
    /// public points).
    pub(crate) fn from_coordinates(x: C::F, y: C::F) -> Option<Self> {
        let p = AffinePoint { x, y };
        bool::from(p.is_on_curve()).then_some(p)
    }

    /// Whether `y^2 = x^3 - 3x + b` (constant time).
    #[inline]
    pub(crate) fn is_on_curve(&self) -> Choice {
        let x = &self.x;
        let rhs = x.square().mul(x).sub(&triple(x)).add(&C::b());
        self.y.square().ct_eq(&rhs)
    }

    /// `x^3 - 3x + b`, the square of `y` for an `x` on the curve.
    #[inline]
    pub(crate) fn y_squared(x: &C::F) -> C::F {
        x.square().mul(x).sub(&triple(x)).add(&C::b())
    }

    /// The same point with `Z = 1`.
    #[inline(always)]
    pub(crate) fn to_projective(self) -> ProjectivePoint<C> {
        ProjectivePoint {
            x: self.x,
            y: self.y,
            z: C::F::ONE,
        }
    }
}

/// What the complete formulas need of a coordinate: a
/// [`Ring`](crate::field::Ring) with a
/// squaring, the product by `b` and the tripling. A curve's field is one
/// through [`Co`]; `vector::lanes8` runs the same formulas on eight points,
/// one per lane.
pub(crate) trait Coord: crate::field::Ring {
    /// `self^2`.
    fn square(&self) -> Self;
    /// `b self`.
    fn mul_b(&self) -> Self;
    /// `3 self`.
    fn triple(&self) -> Self;
}

/// A coordinate of a point of `C`: its field with [`Curve::mul_b`] and
/// [`Curve::triple`].
#[derive(Debug)]
pub(crate) struct Co<C: Curve>(pub(crate) C::F);

impl<C: Curve> Clone for Co<C> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Curve> Copy for Co<C> {}

impl<C: Curve> crate::field::Ring for Co<C> {
    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        Co(Field::add(&self.0, &rhs.0))
    }
    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        Co(Field::sub(&self.0, &rhs.0))
    }
    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        Co(Field::mul(&self.0, &rhs.0))
    }
}

impl<C: Curve> Coord for Co<C> {
    #[inline(always)]
    fn square(&self) -> Self {
        Co(self.0.square())
    }
    #[inline(always)]
    fn mul_b(&self) -> Self {
        Co(C::mul_b(&self.0))
    }
    #[inline(always)]
    fn triple(&self) -> Self {
        Co(C::triple(&self.0))
    }
}

/// `P + Q` for any two points `(X1, Y1, Z1)`, `(X2, Y2, Z2)` (RCB Algorithm
/// 4, `a = -3`: 12M + 2m_b + 29a). The statement order and names follow
/// the paper, except that each `t = x + x; x = t + x` (`3x`, where `t` is
/// overwritten before its next use) is one [`Coord::triple`] (Curve13318:
/// a multiplication by the small constant 3, one carry chain instead of
/// two).
#[inline(always)]
pub(crate) fn rcb_add<T: Coord>(p: &[T; 3], q: &[T; 3]) -> [T; 3] {
    let [x1, y1, z1] = p;
    let [x2, y2, z2] = q;
    let t0 = x1.mul(x2);
    let t1 = y1.mul(y2);
    let t2 = z1.mul(z2);
    let mut t3 = x1.add(y1);
    let mut t4 = x2.add(y2);
    t3 = t3.mul(&t4);
    t4 = t0.add(&t1);
    t3 = t3.sub(&t4);
    t4 = y1.add(z1);
    let mut x3 = y2.add(z2);
    t4 = t4.mul(&x3);
    x3 = t1.add(&t2);
    t4 = t4.sub(&x3);
    x3 = x1.add(z1);
    let mut y3 = x2.add(z2);
    x3 = x3.mul(&y3);
    y3 = t0.add(&t2);
    y3 = x3.sub(&y3);
    rcb_add_tail(t0, t1, t2, t3, t4, y3)
}

/// `P + Q` for any point `P` and an affine `Q = (X2, Y2)` (RCB Algorithm 5,
/// `a = -3`, `Z2 = 1`: 11M + 2m_b + 23a; the triplings as in [`rcb_add`]).
#[inline(always)]
pub(crate) fn rcb_add_affine<T: Coord>(p: &[T; 3], q: &[T; 2]) -> [T; 3] {
    let [x1, y1, z1] = p;
    let [x2, y2] = q;
    let t0 = x1.mul(x2);
    let t1 = y1.mul(y2);
    let mut t3 = x2.add(y2);
    let mut t4 = x1.add(y1);
    t3 = t3.mul(&t4);
    t4 = t0.add(&t1);
    t3 = t3.sub(&t4);
    t4 = y2.mul(z1);
    t4 = t4.add(y1);
    let mut y3 = x2.mul(z1);
    y3 = y3.add(x1);
    rcb_add_tail(t0, t1, *z1, t3, t4, y3)
}

/// The second half of [`rcb_add`] and [`rcb_add_affine`] (RCB Algorithms 4
/// and 5 from the first product by `b` on), which differ only in what they
/// multiply by `b` and triple there: `zz = Z1 Z2`, or `Z1` for an affine
/// `Q`. With `t0 = X1 X2`, `t1 = Y1 Y2`, `t3 = X1 Y2 + X2 Y1`, `t4 = Y1 Z2 +
/// Y2 Z1` and `s = X1 Z2 + X2 Z1`: 5M + 2m_b.
#[inline(always)]
fn rcb_add_tail<T: Coord>(mut t0: T, mut t1: T, zz: T, t3: T, t4: T, s: T) -> [T; 3] {
    let mut z3 = zz.mul_b();
    let mut x3 = s.sub(&z3);
    x3 = x3.triple();
    z3 = t1.sub(&x3);
    x3 = t1.add(&x3);
    let mut y3 = s.mul_b();
    let mut t2 = zz.triple();
    y3 = y3.sub(&t2);
    y3 = y3.sub(&t0);
    y3 = y3.triple();
    t0 = t0.triple();
    t0 = t0.sub(&t2);
    t1 = t4.mul(&y3);
    t2 = t0.mul(&y3);
    y3 = x3.mul(&z3);
    y3 = y3.add(&t2);
    x3 = t3.mul(&x3);
    x3 = x3.sub(&t1);
    z3 = t4.mul(&z3);
    t1 = t3.mul(&t0);
    z3 = z3.add(&t1);
    [x3, y3, z3]
}

/// `2P` for any point `(X, Y, Z)` (RCB Algorithm 6, `a = -3`: 8M + 3S +
/// 2m_b + 21a; the triplings as in [`rcb_add`]).
#[inline(always)]
pub(crate) fn rcb_double<T: Coord>(p: &[T; 3]) -> [T; 3] {
    let [x, y, z] = p;
    let mut t0 = x.square();
    let t1 = y.square();
    let mut t2 = z.square();
    let mut t3 = x.mul(y);
    t3 = t3.add(&t3);
    let mut z3 = x.mul(z);
    z3 = z3.add(&z3);
    let mut y3 = t2.mul_b();
    y3 = y3.sub(&z3);
    y3 = y3.triple();
    let mut x3 = t1.sub(&y3);
    y3 = t1.add(&y3);
    y3 = x3.mul(&y3);
    x3 = x3.mul(&t3);
    t2 = t2.triple();
    z3 = z3.mul_b();
    z3 = z3.sub(&t2);
    z3 = z3.sub(&t0);
    z3 = z3.triple();
    t0 = t0.triple();
    t0 = t0.sub(&t2);
    t0 = t0.mul(&z3);
    y3 = y3.add(&t0);
    t0 = y.mul(z);
    t0 = t0.add(&t0);
    z3 = t0.mul(&z3);
    x3 = x3.sub(&z3);
    z3 = t0.mul(&t1);
    z3 = z3.add(&z3);
    z3 = z3.add(&z3);
    [x3, y3, z3]
}

impl<C: Curve> ProjectivePoint<C> {
    /// The identity `(0 : 1 : 0)`.
    pub(crate) const IDENTITY: Self = ProjectivePoint {
        x: C::F::ZERO,
        y: C::F::ONE,
        z: C::F::ZERO,
    };

    /// The coordinates for the formulas.
    #[inline(always)]
    fn co(&self) -> [Co<C>; 3] {
        [Co(self.x), Co(self.y), Co(self.z)]
    }

    /// The point of the formulas' coordinates.
    #[inline(always)]
    fn from_co([x, y, z]: [Co<C>; 3]) -> Self {
        ProjectivePoint {
            x: x.0,
            y: y.0,
            z: z.0,
        }
    }

    /// `P + Q` for any two points ([`rcb_add`]).
    #[inline(always)]
    pub(crate) fn add(&self, q: &Self) -> Self {
        Self::from_co(rcb_add(&self.co(), &q.co()))
    }

    /// `P + Q` for any point `P` and an affine `Q` ([`rcb_add_affine`]).
    #[inline(always)]
    pub(crate) fn add_affine(&self, q: &AffinePoint<C>) -> Self {
        Self::from_co(rcb_add_affine(&self.co(), &[Co(q.x), Co(q.y)]))
    }

    /// `2P` for any point ([`rcb_double`]).
    #[inline(always)]
    pub(crate) fn double(&self) -> Self {
        Self::from_co(rcb_double(&self.co()))
    }

    /// `-P` (`(X : -Y : Z)`).
    #[cfg(test)]
    pub(crate) fn neg(&self) -> Self {
        ProjectivePoint {
            x: self.x,
            y: self.y.neg(),
            z: self.z,
        }
    }

    /// `-P` where `choice` is set, else `P` (constant time).
    #[inline(always)]
    pub(crate) fn conditional_negate(&mut self, choice: Choice) {
        self.y.conditional_negate(choice);
    }

    /// `b` where `choice` is set, else `a` (constant time).
    #[inline(always)]
    pub(crate) fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        ProjectivePoint {
            x: C::F::select(&a.x, &b.x, choice),
            y: C::F::select(&a.y, &b.y, choice),
            z: C::F::select(&a.z, &b.z, choice),
        }
    }

    /// Whether this is the identity (`Z = 0`; constant time).
    #[cfg(test)]
    pub(crate) fn is_identity(&self) -> Choice {
        self.z.is_zero()
    }

    /// `(X/Z, Y/Z)` by one constant-time inversion; `(0, 0)` for the
    /// identity (the inverse of 0 is 0), so the caller tells the identity
    /// apart by [`Self::is_identity`] or by the `(0, 0)` it gets, which is
    /// on no curve with `b != 0`.
    #[inline]
    pub(crate) fn to_affine_coordinates(self) -> (C::F, C::F) {
        let zi = self.z.invert();
        (self.x.mul(&zi), self.y.mul(&zi))
    }
}
