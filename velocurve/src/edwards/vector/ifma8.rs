//! Eight edwards25519 points at once, point `j` in lane `j` of every
//! register ([`Fe51x8`]): the formulas of [`crate::edwards::point`]
//! (Hisil–Wong–Carter–Dawson, `a = -1`), with the products of each level
//! computed together ([`products`] interleaves their instructions) and a
//! parallel carry wherever a sum, a difference or a product becomes an
//! IFMA multiplicand.
//!
//! Every coordinate at rest is reduced ([`Fe51x8`]: limbs `< 2^51 +
//! 2^16`). The bounds of the intermediate values are those of
//! [`Fe51x8Unreduced`](crate::field::fe51x8::Fe51x8Unreduced) (`< 2^60`): products are `< 2^59`, `2Z` of a
//! reduced `Z` is `< 2^53`, and `Fe51x8Unreduced::add_reduce` /
//! `Fe51x8Unreduced::sub_reduce` accept any two unreduced operands.
//!
//! Completeness is that of the scalar formulas (see
//! [`crate::edwards::point`]): no input needs a special case, so all eight
//! lanes run the same instructions whatever their points, and every
//! operation is constant time (the lane masks of the signed additions and
//! of [`ExtendedX8::select`] only choose blend lanes).
//!
//! The fixed-base multiplication ([`crate::edwards::comb::ifma`]) uses the
//! signed addition, the conversion and the lane sum; the multi-scalar
//! multiplication (`crate::edwards::msm::pippenger_ifma`, feature `alloc`)
//! the other additions.

use crate::edwards::point::{EDWARDS_D_INV, EDWARDS_D2, EdwardsPoint};
use crate::field::fe51::Fe51;
use crate::field::fe51x8::{Fe51x8, products};
use crate::field::{Field, Field25519};

/// Radix-2^51 limbs of a canonical value given as four little-endian words.
pub(crate) const fn limbs51(w: &[u64; 4]) -> [u64; 5] {
    const M: u64 = (1 << 51) - 1;
    [
        w[0] & M,
        ((w[0] >> 51) | (w[1] << 13)) & M,
        ((w[1] >> 38) | (w[2] << 26)) & M,
        ((w[2] >> 25) | (w[3] << 39)) & M,
        w[3] >> 12,
    ]
}

/// `2d` in radix 2^51.
pub(crate) const D2_LIMBS: [u64; 5] = limbs51(&EDWARDS_D2);
/// `1/d` in radix 2^51.
const D_INV_LIMBS: [u64; 5] = limbs51(&EDWARDS_D_INV);

/// Eight points in extended coordinates `(X : Y : Z : T)`, `T = XY/Z`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ExtendedX8 {
    pub(crate) x: Fe51x8,
    pub(crate) y: Fe51x8,
    pub(crate) z: Fe51x8,
    pub(crate) t: Fe51x8,
}

/// Eight points in affine Niels form `(y + x, y - x, 2dxy)`: the operand
/// of the mixed addition (7 products).
#[derive(Clone, Copy, Debug)]
pub(crate) struct NielsX8 {
    pub(crate) y_plus_x: Fe51x8,
    pub(crate) y_minus_x: Fe51x8,
    pub(crate) xy2d: Fe51x8,
}

/// Eight points in the cached form `(Y + X, Y - X, 2Z, 2dT)`: the operand
/// of the general addition (8 products).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CachedX8 {
    pub(crate) y_plus_x: Fe51x8,
    pub(crate) y_minus_x: Fe51x8,
    pub(crate) z2: Fe51x8,
    pub(crate) t2d: Fe51x8,
}

/// `(E, F, G, H)` of an addition or doubling (the "completed" point
/// `((E : G), (H : F))`, `x = E/G`... in the naming of HWCD), all reduced,
/// to the extended point `(EF : GH : FG : EH)`: four products computed
/// together, then carried.
#[inline(always)]
fn complete(e: &Fe51x8, f: &Fe51x8, g: &Fe51x8, h: &Fe51x8) -> ExtendedX8 {
    let ([x, y, z, t], []) = products([(e, f), (g, h), (f, g), (e, h)], []);
    ExtendedX8 {
        x: x.reduce(),
        y: y.reduce(),
        z: z.reduce(),
        t: t.reduce(),
    }
}

impl ExtendedX8 {
    /// Eight points of a scalar backend, point `j` in lane `j`.
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) fn from_points<F: Field25519>(p: &[EdwardsPoint<F>; 8]) -> ExtendedX8 {
        // Canonical encodings (< p < 2^255), so `from_bytes` ignores no bit.
        let coord = |c: fn(&EdwardsPoint<F>) -> &F| -> Fe51x8 {
            let b: [[u8; 32]; 8] = core::array::from_fn(|j| c(&p[j]).to_bytes());
            Fe51x8::from_bytes(&b)
        };
        ExtendedX8 {
            x: coord(|q| &q.x),
            y: coord(|q| &q.y),
            z: coord(|q| &q.z),
            t: coord(|q| &q.t),
        }
    }

    /// The point of lane `j` in a scalar backend's representation.
    #[inline(always)]
    pub(crate) fn lane<F: Field25519>(&self, j: usize) -> EdwardsPoint<F> {
        // A reduced limb is < 2^51 + 2^16 < 2^52, the invariant of `Fe51`,
        // whose `to_bytes` gives the canonical value.
        // A macro, not a closure: a closure is not compiled with the
        // caller's target features, so `to_limbs`'s stores would be calls.
        macro_rules! coord {
            ($c:expr) => {{
                let l = $c.to_limbs();
                F::from_bytes(&Fe51([l[0][j], l[1][j], l[2][j], l[3][j], l[4][j]]).to_bytes())
            }};
        }
        EdwardsPoint {
            x: coord!(self.x),
            y: coord!(self.y),
            z: coord!(self.z),
            t: coord!(self.t),
        }
    }

    /// `(Y + X, Y - X)`, reduced.
    #[inline(always)]
    fn sum_diff(&self) -> (Fe51x8, Fe51x8) {
        let (x, y) = (self.x.to_unreduced(), self.y.to_unreduced());
        (y.add_reduce(&x), y.sub_reduce(&x))
    }

    /// `self + (-1)^s q` in each lane, where bit `j` of `neg` is the sign
    /// `s` of lane `j` (HWCD 3.1 with `Z2 = 1`: 7 products).
    ///
    /// `-q = (y - x, y + x, -2dxy)`: its first two coordinates are `q`'s
    /// swapped, and negating `2dxy` negates `C = T 2dxy`, which swaps
    /// `F = D - C` and `G = D + C` (as in the scalar `add_signed`). So the
    /// lanes of `neg` swap both pairs, by k-mask blends, in constant time.
    #[inline(always)]
    pub(crate) fn add_niels_signed(&self, q: &NielsX8, neg: u8) -> ExtendedX8 {
        let (ypx, ymx) = self.sum_diff();
        let q_pp = Fe51x8::select(neg, &q.y_plus_x, &q.y_minus_x);
        let q_mm = Fe51x8::select(neg, &q.y_minus_x, &q.y_plus_x);
        // A = (Y - X)(y - x), B = (Y + X)(y + x), C = T 2dxy.
        let ([a, b, c], []) = products([(&ymx, &q_mm), (&ypx, &q_pp), (&self.t, &q.xy2d)], []);
        let d = self.z.double(); // D = 2Z, limbs < 2^53
        let e = b.sub_reduce(&a);
        let h = b.add_reduce(&a);
        let f0 = d.sub_reduce(&c);
        let g0 = d.add_reduce(&c);
        let f = Fe51x8::select(neg, &f0, &g0);
        let g = Fe51x8::select(neg, &g0, &f0);
        complete(&e, &f, &g, &h)
    }

    /// `self + q` (HWCD 3.1: 8 products).
    #[inline(always)]
    pub(crate) fn add_cached(&self, q: &CachedX8) -> ExtendedX8 {
        let (ypx, ymx) = self.sum_diff();
        // A, B, C = T 2dT2, D = Z 2Z2.
        let ([a, b, c, d], []) = products(
            [
                (&ymx, &q.y_minus_x),
                (&ypx, &q.y_plus_x),
                (&self.t, &q.t2d),
                (&self.z, &q.z2),
            ],
            [],
        );
        let e = b.sub_reduce(&a);
        let h = b.add_reduce(&a);
        let f = d.sub_reduce(&c);
        let g = d.add_reduce(&c);
        complete(&e, &f, &g, &h)
    }

    /// The cached form `(Y + X, Y - X, 2Z, 2dT)`: 1 product.
    #[inline(always)]
    pub(crate) fn to_cached(self) -> CachedX8 {
        // SAFETY: `self` exists, so the CPU has AVX-512F and IFMA.
        let d2 = unsafe { Fe51x8::splat_limbs(&D2_LIMBS) };
        let ([t2d], []) = products([(&self.t, &d2)], []);
        let (ypx, ymx) = self.sum_diff();
        CachedX8 {
            y_plus_x: ypx,
            y_minus_x: ymx,
            z2: self.z.double().reduce(),
            t2d: t2d.reduce(),
        }
    }

    /// Lane `j` of `b` where bit `j` of `k` is set, otherwise of `a`.
    #[cfg(any(test, feature = "alloc"))] // for `edwards::msm::pippenger_ifma`
    #[inline(always)]
    pub(crate) fn select(k: u8, a: &ExtendedX8, b: &ExtendedX8) -> ExtendedX8 {
        ExtendedX8 {
            x: Fe51x8::select(k, &a.x, &b.x),
            y: Fe51x8::select(k, &a.y, &b.y),
            z: Fe51x8::select(k, &a.z, &b.z),
            t: Fe51x8::select(k, &a.t, &b.t),
        }
    }

    /// The sum of the eight points, in every lane: three butterfly steps,
    /// each adding the point of lane `j ^ D` (`D` = 4, 2, 1) to lane `j`.
    #[inline(always)]
    pub(crate) fn lane_sum(&self) -> ExtendedX8 {
        let p = self.add_cached(&self.to_cached().swap_lanes::<4>());
        let p = p.add_cached(&p.to_cached().swap_lanes::<2>());
        p.add_cached(&p.to_cached().swap_lanes::<1>())
    }
}

impl NielsX8 {
    /// `(-1)^s q` in extended coordinates with `Z = 2`, where bit `j` of
    /// `neg` is the sign `s` of lane `j`: `(2x : 2y : 2 : 2xy)` with `2x =
    /// (y + x) - (y - x)`, `2y = (y + x) + (y - x)` and `2xy = 2dxy / d`
    /// (1 product). Negation swaps `y + x` and `y - x` and negates `T`. The
    /// identity `(1, 1, 0)` gives `(0 : 2 : 2 : 0)`.
    #[inline(always)]
    pub(crate) fn to_extended_signed(self, neg: u8) -> ExtendedX8 {
        // SAFETY: `self` exists, so the CPU has AVX-512F and IFMA.
        let (d_inv, zero, two) = unsafe {
            (
                Fe51x8::splat_limbs(&D_INV_LIMBS),
                Fe51x8::splat(0),
                Fe51x8::splat(2),
            )
        };
        let pp = Fe51x8::select(neg, &self.y_plus_x, &self.y_minus_x).to_unreduced();
        let mm = Fe51x8::select(neg, &self.y_minus_x, &self.y_plus_x).to_unreduced();
        let ([t], []) = products([(&self.xy2d, &d_inv)], []);
        let t = t.reduce();
        let minus_t = zero.to_unreduced().sub_reduce(&t.to_unreduced());
        ExtendedX8 {
            x: pp.sub_reduce(&mm),
            y: pp.add_reduce(&mm),
            z: two,
            t: Fe51x8::select(neg, &t, &minus_t),
        }
    }
}

impl CachedX8 {
    /// Lane `j ^ D` in lane `j` (see [`Fe51x8::swap_lanes`]).
    #[inline(always)]
    fn swap_lanes<const D: usize>(&self) -> CachedX8 {
        CachedX8 {
            y_plus_x: self.y_plus_x.swap_lanes::<D>(),
            y_minus_x: self.y_minus_x.swap_lanes::<D>(),
            z2: self.z2.swap_lanes::<D>(),
            t2d: self.t2d.swap_lanes::<D>(),
        }
    }
}

#[cfg(test)]
mod tests;
