//! Curve13318 with the three projective coordinates of one point in the
//! lanes of a four-lane field ([`Lanes4`]): the complete
//! Renes–Costello–Batina formulas for `a = -3` (the scalar
//! [`ProjectivePoint::add`] and [`ProjectivePoint::double`]) arranged as
//! three four-lane products each, after Schwabe and Sprenkels ("The
//! complete cost of cofactor h = 1", Algorithms 4–7), written once for
//! `Fe2625x4` (AVX2) and `Fe51x4` (IFMA).
//!
//! # Lane layout
//!
//! A [`Point4`] is `(X, Y, Z, *)` in lanes 0..3; lane 3 carries no meaning
//! (but, as every value, meets the field type's limb invariant). Names
//! `v1`, `v2`, ... are those of the paper's Algorithms 4 and 6 (RCB
//! Algorithm 4 in the scalar code: `v1 = t0`, `v2 = t1`, `v3 = t2`, `v8 =
//! t3`, `v13 = t4`, `v24 = x3`, `v23 = z3`, `v31 = y3`, `v34 = t0` after
//! the triplings).
//!
//! **Addition** `P1 + P2`, three products:
//!
//! ```text
//! (X1, Y1, Z1, X1+Z1) * (X2, Y2, Z2, X2+Z2)              = (v1, v2, v3, v16)
//! K = lin(v1, v2, v3, v16)                                = (-v31, v34, v23, v24)
//! (X1+Y1, v34, Y1+Z1, v24) * (X2+Y2, -v31, Y2+Z2, v23)    = (v6, -v36, v11, v37)
//! E = (v6 - v1 - v2, v37 + v36, v11 - v2 - v3, *)         = (t3, Y3, t4, *)
//! (t3, t4, t4, t3) * (v24, -v31, v23, v34)                = (v39, -v35, v41, v42)
//! (X3, Y3, Z3) = (v39 - v35, Y3, v41 + v42)
//! ```
//!
//! where `K` is one linear map of the first product with small integer
//! coefficients ([`linear`]): after the first batch, every value the
//! scalar formula computes before its next products (`v18 = v16 - v1 -
//! v3`, `v22 = 3 (v18 - b v3)`, `v24 = v2 + v22`, `v23 = v2 - v22`, `v31 =
//! 3 (b v18 - v1 - 3 v3)`, `v34 = 3 v1 - 3 v3`) is such a combination, so
//! the eighteen additions, triplings and products by `b` of that stretch
//! become three products by constant vectors and three additions.
//! Carrying `-v31` instead of `v31` makes both final sums additions.
//!
//! **Doubling** `2P`, one squaring and two products, with `2XZ = (X + Z)^2 -
//! X^2 - Z^2` (the paper's squaring trick of Algorithm 7):
//!
//! ```text
//! (X, Y, Z, X+Z)^2                                        = (XX, YY, ZZ, SS)
//! K = lin(XX, YY, ZZ, SS)                                 = (-z3, t0, y3, x3)
//! (X, t0, Z, x3) * (2Y, -z3, 2Y, y3)                      = (2XY, -t0 z3, 2YZ, x3 y3)
//! (2XY, 2YZ, 2YZ, *) * (x3, -z3, 4YY, 0)                  = (2XY x3, -2YZ z3, 8YYYZ, 0)
//! (X3, Y3, Z3) = (2XY x3 - 2YZ z3, x3 y3 + t0 z3, 8YYYZ)
//! ```
//!
//! (RCB Algorithm 6's names: `x3 = YY - 3(b ZZ - 2XZ)`, `y3 = YY + 3(b ZZ -
//! 2XZ)`, `z3 = 3(2b XZ - 3 ZZ - XX)`, `t0 = 3 XX - 3 ZZ`.) It is the
//! addition's linear map: with `P1 = P2` the first product of the
//! addition is `(XX, YY, ZZ, SS)`.
//!
//! # Operation counts
//!
//! In four-lane operations (each acts on four field elements at once;
//! `m_c`: a product by four small constants, one multiplication per limb
//! and a carry):
//!
//! | | products | squarings | `m_c` | add/sub | permutations | blends |
//! |---|---:|---:|---:|---:|---:|---:|
//! | addition | 3 | 0 | 3 | 8 | 14 | 7 |
//! | doubling | 2 | 1 | 4 | 6 | 13 | 6 |
//!
//! against 12M + 2m_b + 29a (addition) and 8M + 3S + 2m_b + 21a (doubling)
//! in the scalar code. Four lanes carry 12 products per addition (all
//! used) and 12 per doubling (11 used, the doubling's last lane multiplies
//! by 0).
//!
//! # Correctness and constant time
//!
//! Lane by lane the values are those of the scalar formulas (the linear
//! map is their algebra, checked term by term against the paper's
//! statement list above), so the formulas are complete as those are: `P +
//! P`, `P + (-P)`, `P + O` and `O + O` need no case. The unit tests compare
//! every operation with [`ProjectivePoint`] on random, exceptional and
//! identity inputs. Every operation is a fixed sequence of field
//! operations, permutations and blends with public immediates: constant
//! time as the field operations are.

use crate::field::fe51::Fe51;
use crate::field::four_lanes::{Lanes4, lanes, perm};
use crate::field::{Field, Field25519};
use crate::weierstrass::curve13318::{B, Curve13318On};
use crate::weierstrass::{AffinePoint, ProjectivePoint};

/// `b` as a coefficient.
const BB: i32 = B as i32;

/// The linear map `K = lin(m)` of the module documentation, as the
/// multipliers of `m0 = v1`, `m2 = v3` and `m3 = v16` in the lanes of `K =
/// (-v31, v34, v23, v24)`; `m1 = v2` enters lanes 2 and 3 with factor 1.
///
/// * `-v31 = 3(b + 1) v1 + 3(b + 3) v3 - 3b v16`
/// * `v34 = 3 v1 - 3 v3`
/// * `v23 = v2 - v22 = 3 v1 + v2 + 3(b + 1) v3 - 3 v16`
/// * `v24 = v2 + v22 = -3 v1 + v2 - 3(b + 1) v3 + 3 v16`
const LIN_M0: [i32; 4] = [3 * (BB + 1), 3, 3, -3];
/// See [`LIN_M0`].
const LIN_M2: [i32; 4] = [3 * (BB + 3), -3, 3 * (BB + 1), -3 * (BB + 1)];
/// See [`LIN_M0`].
const LIN_M3: [i32; 4] = [-3 * BB, 0, -3, 3];

// Every multiplier is within the bound of `Lanes4::mul_small`.
const _: () = assert!(3 * (BB + 3) < 1 << 16);

/// A point `(X : Y : Z)` of Curve13318 in lanes 0, 1, 2 (lane 3: no
/// meaning); `Z = 0` is the identity.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Point4<L>(pub(crate) L);

/// Constants built once per multiplication (their construction needs the
/// vector unit's token).
#[derive(Clone, Copy)]
pub(crate) struct Consts4<L: Lanes4> {
    /// `(0, 0, 0, 0)`.
    zero: L,
    /// The identity `(0, 1, 0, 0)`.
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
        Consts4 {
            zero: L::from_fe51(t, &[zero; 4]),
            identity: L::from_fe51(t, &[zero, one, zero, zero]),
            token: t,
        }
    }
}

/// `(-v31, v34, v23, v24)` from `m = (v1, v2, v3, v16)` (addition) or
/// `(-z3, t0, y3, x3)` from `m = (XX, YY, ZZ, SS)` (doubling): the
/// coefficients [`LIN_M0`], [`LIN_M2`], [`LIN_M3`] and `v2` added into
/// lanes 2 and 3. Four permutations, three `m_c`, one blend, three
/// additions.
#[inline(always)]
fn linear<L: Lanes4>(c: &Consts4<L>, m: &L) -> L {
    let m0 = m.permute::<{ perm([0, 0, 0, 0]) }>().mul_small(LIN_M0);
    let m2 = m.permute::<{ perm([2, 2, 2, 2]) }>().mul_small(LIN_M2);
    let m3 = m.permute::<{ perm([3, 3, 3, 3]) }>().mul_small(LIN_M3);
    let m1 = c
        .zero
        .blend::<{ lanes(0b1100) }>(&m.permute::<{ perm([1, 1, 1, 1]) }>());
    m0.add(&m2).add(&m3.add(&m1))
}

impl<L: Lanes4> Point4<L> {
    /// The identity.
    #[inline(always)]
    pub(crate) fn identity(c: &Consts4<L>) -> Self {
        Point4(c.identity)
    }

    /// An affine point of a scalar backend, `Z = 1`.
    #[inline(always)]
    pub(crate) fn from_affine<F: Field25519>(
        c: &Consts4<L>,
        p: &AffinePoint<Curve13318On<F>>,
    ) -> Self {
        Point4(L::from_fe51(
            c.token,
            &[fe51(&p.x), fe51(&p.y), Fe51::ONE, Fe51::ZERO],
        ))
    }

    /// A projective point of a scalar backend.
    #[cfg(test)]
    pub(crate) fn from_projective<F: Field25519>(
        c: &Consts4<L>,
        p: &ProjectivePoint<Curve13318On<F>>,
    ) -> Self {
        Point4(L::from_fe51(
            c.token,
            &[fe51(&p.x), fe51(&p.y), fe51(&p.z), Fe51::ZERO],
        ))
    }

    /// The point in a scalar backend's representation.
    #[inline(always)]
    pub(crate) fn to_projective<F: Field25519>(self) -> ProjectivePoint<Curve13318On<F>> {
        let [x, y, z, _] = self.0.to_fe51().map(|f| F::from_bytes(&f.to_bytes()));
        ProjectivePoint { x, y, z }
    }

    /// `((X, Y, Z, X + Z), (X + Y, *, Y + Z, *))`: the operands of the
    /// addition's first product and the sums of its second.
    #[inline(always)]
    fn sums(&self) -> (L, L) {
        let p = self.0;
        let t = p.permute::<{ perm([0, 0, 1, 0]) }>(); // (X, X, Y, X)
        let u = p.permute::<{ perm([1, 2, 2, 2]) }>(); // (Y, Z, Z, Z)
        let s = t.add(&u); // (X + Y, X + Z, Y + Z, X + Z)
        (p.blend::<{ lanes(0b1000) }>(&s), s)
    }

    /// `self + q` for any two points (the paper's Algorithm 6 arrangement
    /// of RCB Algorithm 4; see the module documentation): three four-lane
    /// products.
    #[inline(always)]
    pub(crate) fn add(&self, c: &Consts4<L>, q: &Self) -> Self {
        let (a1, s1) = self.sums();
        let (a2, s2) = q.sums();
        // (v1, v2, v3, v16) = (X1 X2, Y1 Y2, Z1 Z2, (X1 + Z1)(X2 + Z2)).
        let m1 = a1.mul(&a2);
        // (-v31, v34, v23, v24).
        let k = linear(c, &m1);
        // (v1 + v2, *, v2 + v3, *).
        let n12 = m1.add(&m1.permute::<{ perm([1, 1, 1, 1]) }>());
        // (X1 + Y1, v34, Y1 + Z1, v24) * (X2 + Y2, -v31, Y2 + Z2, v23)
        //   = (v6, -v36, v11, v37).
        let l2 = s1.blend::<{ lanes(0b1010) }>(&k);
        let r2 = s2.blend::<{ lanes(0b1010) }>(&k.permute::<{ perm([0, 0, 2, 2]) }>());
        let m2 = l2.mul(&r2);
        // (v6, v37, v11, *) - (v1 + v2, -v36, v2 + v3, *) = (t3, Y3, t4, *).
        let e = m2
            .permute::<{ perm([0, 3, 2, 3]) }>()
            .sub(&n12.blend::<{ lanes(0b0010) }>(&m2));
        // (t3, t4, t4, t3) * (v24, -v31, v23, v34) = (v39, -v35, v41, v42).
        let l3 = e.permute::<{ perm([0, 2, 2, 0]) }>();
        let r3 = k.permute::<{ perm([3, 0, 2, 1]) }>();
        let m3 = l3.mul(&r3);
        // X3 = v39 - v35, Z3 = v41 + v42; Y3 from e.
        let xz = m3.add(&m3.permute::<{ perm([1, 1, 3, 3]) }>());
        Point4(xz.blend::<{ lanes(0b0010) }>(&e))
    }

    /// `2 self` for any point (RCB Algorithm 6 in the paper's Algorithm 7
    /// arrangement; see the module documentation): one four-lane squaring
    /// and two products.
    #[inline(always)]
    pub(crate) fn double(&self, c: &Consts4<L>) -> Self {
        let p = self.0;
        let t = p.permute::<{ perm([0, 1, 2, 0]) }>(); // (X, Y, Z, X)
        let u = p.permute::<{ perm([0, 1, 2, 2]) }>(); // (X, Y, Z, Z)
        let s = t.add(&u); // (2X, 2Y, 2Z, X + Z)
        // (XX, YY, ZZ, SS), SS = (X + Z)^2.
        let sq = t.blend::<{ lanes(0b1000) }>(&s).square();
        // (-z3, t0, y3, x3).
        let k = linear(c, &sq);
        // (0, 0, 4 YY, 0).
        let yy4 = sq
            .permute::<{ perm([1, 1, 1, 1]) }>()
            .mul_small([0, 0, 4, 0]);
        // (X, t0, Z, x3) * (2Y, -z3, 2Y, y3) = (2XY, -t0 z3, 2YZ, x3 y3).
        let l2 = p.blend::<{ lanes(0b1010) }>(&k);
        let r2 = s
            .permute::<{ perm([1, 1, 1, 1]) }>()
            .blend::<{ lanes(0b1010) }>(&k.permute::<{ perm([0, 0, 2, 2]) }>());
        let m2 = l2.mul(&r2);
        // Y3 = x3 y3 + t0 z3 in lane 1.
        let y = m2.permute::<{ perm([3, 3, 3, 3]) }>().sub(&m2);
        // (2XY, 2YZ, 2YZ, *) * (x3, -z3, 4YY, 0) = (2XY x3, -2YZ z3, Z3, 0).
        let l3 = m2.permute::<{ perm([0, 2, 2, 2]) }>();
        let r3 = k
            .permute::<{ perm([3, 0, 0, 0]) }>()
            .blend::<{ lanes(0b1100) }>(&yy4);
        let m3 = l3.mul(&r3);
        // X3 = lane 0 + lane 1; Z3 = lane 2 + 0.
        let xz = m3.add(&m3.permute::<{ perm([1, 1, 3, 3]) }>());
        Point4(xz.blend::<{ lanes(0b0010) }>(&y))
    }

    /// `-self` where `choice` is set (constant time: `Y` negated in every
    /// case, the lane kept by a select).
    #[inline(always)]
    pub(crate) fn conditional_negate(&self, choice: subtle::Choice) -> Self {
        let neg = self.0.blend::<{ lanes(0b0010) }>(&self.0.neg());
        Point4(L::select(&self.0, &neg, choice))
    }

    /// `b` where `choice` is set, else `a` (constant time).
    #[inline(always)]
    pub(crate) fn select(a: &Self, b: &Self, choice: subtle::Choice) -> Self {
        Point4(L::select(&a.0, &b.0, choice))
    }
}
