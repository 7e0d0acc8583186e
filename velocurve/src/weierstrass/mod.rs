//! Short-Weierstrass curves `y^2 = x^3 - 3x + b` and `y^2 = x^3 + b` over
//! any prime field, in projective coordinates with the complete formulas of
//! Renes, Costello and Batina ("Complete addition formulas for prime order
//! elliptic curves", EUROCRYPT 2016, section 3.2: Algorithms 4, 5 and 6 for
//! `a = -3`, the first two Algorithms 1 and 2 of Schwabe and Sprenkels,
//! "The complete cost of cofactor h = 1"; Algorithms 7, 8 and 9 for `a =
//! 0`).
//!
//! A curve is a [`Curve`]: its field (any [`Field`]), `a = -3` or `a = 0`
//! ([`Curve::A_ZERO`]), the multiplication by `b`, the generator and
//! nothing else. The NIST curves and secp256k1 are given as data (one
//! description file each, `p192.rs` … `p521.rs`, `secp256k1.rs`, run by
//! the generic code of [`nist`]); Curve13318 ([`crate::curve13318`]) has
//! its own ([`curve13318`]). The group code here (points, [`window`]'s
//! constant-time multiplication, [`comb`]) is written once for all of
//! them; the described curves run the window and the comb's chains in
//! Jacobian coordinates ([`jacobian`]: not complete, with the proof that
//! their exceptional cases never arise), Curve13318 on the complete
//! formulas below.
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
pub(crate) mod glv;
pub(crate) mod group;
pub(crate) mod jacobian;
pub(crate) mod nist;
#[cfg(any(test, feature = "table-gen"))]
pub(crate) mod table_gen;
#[cfg(x86_backends)]
pub(crate) mod vector;
pub(crate) mod window;

#[cfg(test)]
mod tests;

use crate::field::Field;
use subtle::Choice;

/// Why coordinates are not a point (public information).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Invalid {
    /// A coordinate is `>= p`.
    NonCanonical,
    /// The pair is not on the curve (for a compressed point: `x^3 + a x +
    /// b` is not a square).
    NotOnCurve,
}

/// How the coordinates of a public point come in (little-endian bytes, not
/// yet checked).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Coordinates<B> {
    /// `x`, `y`.
    Xy(B, B),
    /// `x` and the parity of `y`.
    Compressed(B, bool),
}

/// Affine coordinates `(x, y)`, canonical little-endian bytes.
pub(crate) type Xy<B> = (B, B);

/// A short-Weierstrass curve `y^2 = x^3 - 3x + b` or `y^2 = x^3 + b` of
/// prime order (the formulas need `a = -3` or `a = 0`, and an odd group
/// order).
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

    /// Whether `a = 0` (`y^2 = x^3 + b`, secp256k1) rather than `a = -3`:
    /// the choice of the formulas below, made at compile time.
    const A_ZERO: bool = false;

    /// `x^3 + a x + b`, the square of `y` for an `x` on the curve.
    #[inline(always)]
    fn y_squared(x: &Self::F) -> Self::F {
        let x3 = x.square().mul(x);
        if Self::A_ZERO {
            x3.add(&Self::b())
        } else {
            x3.sub(&Self::triple(x)).add(&Self::b())
        }
    }

    /// `P + Q`, the complete formulas of the curve's `a` ([`rcb_add`] or
    /// [`rcb_add_a0`]).
    #[inline(always)]
    fn add_points(p: &[Co<Self>; 3], q: &[Co<Self>; 3]) -> [Co<Self>; 3] {
        if Self::A_ZERO {
            rcb_add_a0(p, q)
        } else {
            rcb_add(p, q)
        }
    }

    /// `P + Q` for an affine `Q` ([`rcb_add_affine`] or
    /// [`rcb_add_affine_a0`]).
    #[inline(always)]
    fn add_affine_point(p: &[Co<Self>; 3], q: &[Co<Self>; 2]) -> [Co<Self>; 3] {
        if Self::A_ZERO {
            rcb_add_affine_a0(p, q)
        } else {
            rcb_add_affine(p, q)
        }
    }

    /// `2P` ([`rcb_double`] or [`rcb_double_a0`]).
    #[inline(always)]
    fn double_point(p: &[Co<Self>; 3]) -> [Co<Self>; 3] {
        if Self::A_ZERO {
            rcb_double_a0(p)
        } else {
            rcb_double(p)
        }
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
        self.y.square().ct_eq(&C::y_squared(&self.x))
    }

    /// `x^3 + a x + b`, the square of `y` for an `x` on the curve.
    #[inline]
    pub(crate) fn y_squared(x: &C::F) -> C::F {
        C::y_squared(x)
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
///
/// The other methods are the formulas' compound steps, each defined by its
/// default body (the steps one at a time, in the paper's order, which is
/// what a curve's field runs); a coordinate whose operations end in a carry
/// (`vector::lanes8`) overrides them to carry once per step instead of
/// once per operation.
pub(crate) trait Coord: crate::field::Ring {
    /// `self^2`.
    fn square(&self) -> Self;
    /// `b self`.
    fn mul_b(&self) -> Self;
    /// `3 self`.
    fn triple(&self) -> Self;
    /// `2 self rhs`.
    #[inline(always)]
    fn mul2(&self, rhs: &Self) -> Self {
        let m = self.mul(rhs);
        m.add(&m)
    }
    /// `4 self rhs`.
    #[inline(always)]
    fn mul4(&self, rhs: &Self) -> Self {
        let m = self.mul2(rhs);
        m.add(&m)
    }
    /// `self rhs + c`.
    #[inline(always)]
    fn mul_add(&self, rhs: &Self, c: &Self) -> Self {
        self.mul(rhs).add(c)
    }
    /// `self rhs - (c + d)`.
    #[inline(always)]
    fn mul_sub2(&self, rhs: &Self, c: &Self, d: &Self) -> Self {
        self.mul(rhs).sub(&c.add(d))
    }
    /// `self rhs + c d`.
    #[inline(always)]
    fn mul_add_mul(&self, rhs: &Self, c: &Self, d: &Self) -> Self {
        self.mul(rhs).add(&c.mul(d))
    }
    /// `self rhs - c d`.
    #[inline(always)]
    fn mul_sub_mul(&self, rhs: &Self, c: &Self, d: &Self) -> Self {
        self.mul(rhs).sub(&c.mul(d))
    }
    /// `3 (self - c)`.
    #[inline(always)]
    fn sub_triple(&self, c: &Self) -> Self {
        self.sub(c).triple()
    }
    /// `3 self - c`.
    #[inline(always)]
    fn triple_sub(&self, c: &Self) -> Self {
        self.triple().sub(c)
    }
    /// `3 (b self - c)`.
    #[inline(always)]
    fn mul_b_sub_triple(&self, c: &Self) -> Self {
        self.mul_b().sub(c).triple()
    }
    /// `3 (b self - c - d)`.
    #[inline(always)]
    fn mul_b_sub2_triple(&self, c: &Self, d: &Self) -> Self {
        self.mul_b().sub(c).sub(d).triple()
    }
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
/// 4, `a = -3`: 12M + 2m_b + 29a). The names follow the paper; its
/// statements are grouped into the compound steps of [`Coord`] (each
/// `t = x + x; x = t + x` is one tripling, a product followed by the sums
/// that consume it is one step), whose default bodies are the paper's
/// statements in its order.
#[inline(always)]
pub(crate) fn rcb_add<T: Coord>(p: &[T; 3], q: &[T; 3]) -> [T; 3] {
    let [x1, y1, z1] = p;
    let [x2, y2, z2] = q;
    let t0 = x1.mul(x2);
    let t1 = y1.mul(y2);
    let t2 = z1.mul(z2);
    // X1 Y2 + X2 Y1, Y1 Z2 + Y2 Z1, X1 Z2 + X2 Z1.
    let t3 = x1.add(y1).mul_sub2(&x2.add(y2), &t0, &t1);
    let t4 = y1.add(z1).mul_sub2(&y2.add(z2), &t1, &t2);
    let s = x1.add(z1).mul_sub2(&x2.add(z2), &t0, &t2);
    rcb_add_tail(t0, t1, t2, t3, t4, s)
}

/// `P + Q` for any point `P` and an affine `Q = (X2, Y2)` (RCB Algorithm 5,
/// `a = -3`, `Z2 = 1`: 11M + 2m_b + 23a; the steps as in [`rcb_add`]).
#[inline(always)]
pub(crate) fn rcb_add_affine<T: Coord>(p: &[T; 3], q: &[T; 2]) -> [T; 3] {
    let [x1, y1, z1] = p;
    let [x2, y2] = q;
    let t0 = x1.mul(x2);
    let t1 = y1.mul(y2);
    let t3 = x2.add(y2).mul_sub2(&x1.add(y1), &t0, &t1);
    let t4 = y2.mul_add(z1, y1);
    let s = x2.mul_add(z1, x1);
    rcb_add_tail(t0, t1, *z1, t3, t4, s)
}

/// The second half of [`rcb_add`] and [`rcb_add_affine`] (RCB Algorithms 4
/// and 5 from the first product by `b` on), which differ only in what they
/// multiply by `b` and triple there: `zz = Z1 Z2`, or `Z1` for an affine
/// `Q`. With `t0 = X1 X2`, `t1 = Y1 Y2`, `t3 = X1 Y2 + X2 Y1`, `t4 = Y1 Z2 +
/// Y2 Z1` and `s = X1 Z2 + X2 Z1`: 5M + 2m_b.
#[inline(always)]
fn rcb_add_tail<T: Coord>(t0: T, t1: T, zz: T, t3: T, t4: T, s: T) -> [T; 3] {
    let z3 = zz.mul_b();
    let x3 = s.sub_triple(&z3);
    let z3 = t1.sub(&x3);
    let x3 = t1.add(&x3);
    let t2 = zz.triple();
    let y3 = s.mul_b_sub2_triple(&t2, &t0);
    let t0 = t0.triple_sub(&t2);
    [
        t3.mul_sub_mul(&x3, &t4, &y3),
        x3.mul_add_mul(&z3, &t0, &y3),
        t4.mul_add_mul(&z3, &t3, &t0),
    ]
}

/// `2P` for any point `(X, Y, Z)` (RCB Algorithm 6, `a = -3`: 8M + 3S +
/// 2m_b + 21a; the steps as in [`rcb_add`]).
#[inline(always)]
pub(crate) fn rcb_double<T: Coord>(p: &[T; 3]) -> [T; 3] {
    let [x, y, z] = p;
    let t0 = x.square();
    let t1 = y.square();
    let t2 = z.square();
    let t3 = x.mul2(y);
    let z3 = x.mul2(z);
    let y3 = t2.mul_b_sub_triple(&z3);
    let x3 = t1.sub(&y3);
    let y3 = t1.add(&y3);
    let t2 = t2.triple();
    let z3 = z3.mul_b_sub2_triple(&t2, &t0);
    let t0 = t0.triple_sub(&t2);
    let yz2 = y.mul2(z);
    [
        x3.mul_sub_mul(&t3, &yz2, &z3),
        x3.mul_add_mul(&y3, &t0, &z3),
        yz2.mul4(&t1),
    ]
}

/// `P + Q` for any two points on a curve with `a = 0` (RCB Algorithm 7:
/// 12M + 2m_3b + 19a; here `3b t` is [`Coord::mul_b`] then
/// [`Coord::triple`]).
#[inline(always)]
pub(crate) fn rcb_add_a0<T: Coord>(p: &[T; 3], q: &[T; 3]) -> [T; 3] {
    let [x1, y1, z1] = p;
    let [x2, y2, z2] = q;
    let t0 = x1.mul(x2);
    let t1 = y1.mul(y2);
    let t2 = z1.mul(z2);
    let t3 = x1.add(y1).mul_sub2(&x2.add(y2), &t0, &t1);
    let t4 = y1.add(z1).mul_sub2(&y2.add(z2), &t1, &t2);
    let s = x1.add(z1).mul_sub2(&x2.add(z2), &t0, &t2);
    rcb_add_a0_tail(t0, t1, t2, t3, t4, s)
}

/// `P + Q` for any point `P` and an affine `Q` on a curve with `a = 0`
/// (RCB Algorithm 8, `Z2 = 1`: 11M + 2m_3b + 13a).
#[inline(always)]
pub(crate) fn rcb_add_affine_a0<T: Coord>(p: &[T; 3], q: &[T; 2]) -> [T; 3] {
    let [x1, y1, z1] = p;
    let [x2, y2] = q;
    let t0 = x1.mul(x2);
    let t1 = y1.mul(y2);
    let t3 = x2.add(y2).mul_sub2(&x1.add(y1), &t0, &t1);
    let t4 = y2.mul_add(z1, y1);
    let s = x2.mul_add(z1, x1);
    rcb_add_a0_tail(t0, t1, *z1, t3, t4, s)
}

/// The second half of [`rcb_add_a0`] and [`rcb_add_affine_a0`]: with `t0 =
/// X1 X2`, `t1 = Y1 Y2`, `zz = Z1 Z2` (or `Z1`), `t3 = X1 Y2 + X2 Y1`, `t4 =
/// Y1 Z2 + Y2 Z1`, `s = X1 Z2 + X2 Z1`: `X3 = t3 (t1 - 3b zz) - 3b t4 s`,
/// `Y3 = (t1 + 3b zz)(t1 - 3b zz) + 9b t0 s`, `Z3 = t4 (t1 + 3b zz) + 3 t0
/// t3`.
#[inline(always)]
fn rcb_add_a0_tail<T: Coord>(t0: T, t1: T, zz: T, t3: T, t4: T, s: T) -> [T; 3] {
    let t0 = t0.triple();
    let b3zz = zz.mul_b().triple();
    let z3 = t1.add(&b3zz);
    let t1 = t1.sub(&b3zz);
    let y3 = s.mul_b().triple();
    [
        t3.mul_sub_mul(&t1, &t4, &y3),
        t1.mul_add_mul(&z3, &y3, &t0),
        z3.mul_add_mul(&t4, &t0, &t3),
    ]
}

/// `2P` for any point on a curve with `a = 0` (RCB Algorithm 9: 6M + 2S +
/// 1m_3b + 9a): `X3 = 2 X Y (Y^2 - 9b Z^2)`, `Y3 = (Y^2 - 9b Z^2)(Y^2 +
/// 3b Z^2) + 24b Y^2 Z^2`, `Z3 = 8 Y^3 Z`.
#[inline(always)]
pub(crate) fn rcb_double_a0<T: Coord>(p: &[T; 3]) -> [T; 3] {
    let [x, y, z] = p;
    let t0 = y.square();
    let z8 = {
        let d = t0.add(&t0);
        let d = d.add(&d);
        d.add(&d)
    };
    let t1 = y.mul(z);
    let t2 = z.square().mul_b().triple();
    let x3 = t2.mul(&z8);
    let y3 = t0.add(&t2);
    let z3 = t1.mul(&z8);
    let t0 = t0.sub(&t2.triple());
    let y3 = t0.mul_add(&y3, &x3);
    [t0.mul2(&x.mul(y)), y3, z3]
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
        Self::from_co(C::add_points(&self.co(), &q.co()))
    }

    /// `P + Q` for any point `P` and an affine `Q` ([`rcb_add_affine`]).
    #[inline(always)]
    pub(crate) fn add_affine(&self, q: &AffinePoint<C>) -> Self {
        Self::from_co(C::add_affine_point(&self.co(), &[Co(q.x), Co(q.y)]))
    }

    /// `2P` for any point ([`rcb_double`]).
    #[inline(always)]
    pub(crate) fn double(&self) -> Self {
        Self::from_co(C::double_point(&self.co()))
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
    /// apart by `Z = 0` or by the `(0, 0)` it gets, which is
    /// on no curve with `b != 0`.
    #[inline]
    pub(crate) fn to_affine_coordinates(self) -> (C::F, C::F) {
        let zi = self.z.invert();
        (self.x.mul(&zi), self.y.mul(&zi))
    }
}
