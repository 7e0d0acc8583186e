//! Constant-time variable-base `[k] P` in Jacobian coordinates for the
//! prime-order curves given as data ([`super::nist`]: P-192 … P-521, `a =
//! -3`; secp256k1, `a = 0`): the signed radix-32 window of
//! [`super::window`] on formulas that are **not** complete, with a proof
//! that their exceptional cases never arise. Curve13318 keeps the complete
//! formulas ([`super::window::mul`]); its source paper is about their cost.
//!
//! # Points and formulas
//!
//! `(X : Y : Z)` stands for the affine `(X/Z^2, Y/Z^3)`, `Z = 0` for the
//! identity. Doubling ([`JacobianPoint::double`]): `dbl-2001-b` for `a =
//! -3` and `dbl-2009-l` for `a = 0`, each scaled by `1/2` (`(X : Y : Z) =
//! (X / 4 : Y / 8 : Z / 2)`): `Z3 = Y Z` instead of `2 Y Z`, `3/2` of a
//! value as `t + t / 2` ([`Field::half`], a shift), and no multiplication
//! by 2, 4 or 8 left. `a = -3`: `delta = Z^2`, `gamma = Y^2`, `beta = X
//! gamma`, `A = 3 (X - delta)(X + delta) / 2`, `X3 = A^2 - 2 beta`, `Y3 =
//! A (beta - X3) - gamma^2`, `Z3 = Y Z` (4M + 4S and seven additions,
//! subtractions or halvings, against 3M + 5S and seventeen unscaled: the
//! additions cost more than the squaring saved, since their carry chains
//! share two execution ports with the products'); `a = 0`: `A = 3 X^2 /
//! 2`, `beta = X Y^2`, `X3 = A^2 - 2 beta`, `Y3 = A (beta - X3) - Y^4`,
//! `Z3 = Y Z` (3M + 4S). Both are right for every point, the identity
//! included (`Z3` is a multiple of `Z`; no point of order 2 exists).
//! Addition ([`add`]): `add-1998-cmo-2` (12M + 4S), right whenever `P !=
//! ±Q` and neither is the identity; for `P = -Q` it gives `Z3 = 0`, the
//! identity, also right; for `P = Q` it gives `(0 : 0 : 0)`, wrong. Mixed
//! addition for the table and the comb (`madd-2004-hmv`, 8M + 3S and seven
//! additions, against `madd-2007-bl`'s 7M + 4S and thirteen), under the
//! same conditions.
//!
//! # The multiplication and why `P = Q` never reaches an addition
//!
//! `k < n` is recoded into `D` digits `d_i` in `[-16, 15]`
//! ([`super::window::recode`]); the table holds `T = (P, 2P, ..., 16P)`;
//! from the top, `R = T[d_{D-1}]`, then `R = [32] R + T[d_i]`. A zero digit
//! looks up the identity and an accumulator still at the identity (every
//! digit so far zero) is tracked as a `Choice`: the addition's result is
//! replaced by constant-time selects in both cases, so [`add`] only ever
//! matters for two non-identity inputs. Write `r_i = sum_{j>=i} d_j
//! 32^(j-i)` (so `R = [r_i] P` after step `i`) and `a = 32 r_{i+1}` for the
//! accumulator's multiple before the addition of `T[d_i]`. The recoding
//! keeps `|k - 32^i r_i| <= 16 (32^i - 1) / 31`, so `0 <= r_i < k / 32^i +
//! 0.52`, and `P = ±Q` means `a = ±d_i (mod n)`:
//!
//! * **Every addition but the last** (`i >= 1`): `0 <= a < n / 32 + 17`,
//!   `a` a multiple of 32 and `0 < |d_i| <= 16`. `a = d_i` or `a = -d_i`
//!   would be a nonzero multiple of 32 below 17; `a = n ± d_i >= n - 16`
//!   exceeds the bound. Neither equal nor opposite inputs can occur.
//! * **The last addition** (`i = 0`): here `a = k - d_0` exactly. `a = -d_0
//!   (mod n)` means `k = 0 (mod n)`, excluded (and `k = 0` never adds).
//!   `a = d_0 (mod n)` means `k = 2 d_0 (mod n)`: with `k = 2 d_0 > 0`,
//!   `a = d_0` is not a multiple of 32; with `k = n + 2 d_0` (`d_0 < 0`),
//!   `a = n - |d_0|` must be a multiple of 32, that is `n mod 32 = |d_0|
//!   <= 16`. So **when bit 4 of `n` is set the last addition is never a
//!   doubling either** (P-192, P-224, P-256, P-384: `n mod 32` = 17, 29,
//!   17, 19), and **when it is clear exactly one secret reaches it**: `k =
//!   n - 2 (n mod 32)`, whose bottom digit is `-(n mod 32)` (P-521: `n mod
//!   32 = 9`, `k = n - 18`, the scalar s2n-bignum's P-521 code negates
//!   against; secp256k1: `n mod 32 = 1`, `k = n - 2`). For those curves
//!   ([`last_addition_may_double`]) the last step also doubles `T[d_0]`
//!   and keeps the doubling where the addition saw `H = R = 0`, by a
//!   select: one doubling more per multiplication, no branch.
//! * **The table**: `jP + P` for `j = 2 .. 15` has `j ± 1` nonzero mod `n`.
//!
//! Key generation's comb sums its rows on the same mixed addition
//! ([`CombChain`], with its own proof and guards).
//!
//! `docs/NIST.md` states the same with the numbers of each curve; the
//! tests run the secrets at each bound (`n - 2 (n mod 32)`, `n - 1`, `n -
//! d 32^k`, tops equal to each table entry …) against the big-integer
//! model with a test-only count of additions that met equal or opposite
//! inputs (`exceptions`, test builds only).
//!
//! # Cost (256-bit order, `D = 52`)
//!
//! 255 doublings (4M + 4S), 51 additions (12M + 4S), the table (7
//! doublings, 8 mixed additions), 52 scans of 16 entries; the conversion to
//! `(X Z : Y : Z^3)` for the projective code's affine encoding and batches
//! (1S + 2M).
//!
//! # Constant time
//!
//! The digits, the scans and the selects are those of [`super::window`];
//! the identity flags are `subtle` comparisons of digits; the last step's
//! doubling check is `Field::is_zero` of `H` and `R` (a comparison of
//! words), combined into a `Choice`. No branch or index depends on `k`.

use super::window::{self, Entry};
use super::{AffinePoint, Curve, ProjectivePoint};
use crate::field::Field;
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

/// A point `(X : Y : Z)` of `C` in Jacobian coordinates (`Z = 0`: the
/// identity).
#[derive(Debug)]
pub(crate) struct JacobianPoint<C: Curve> {
    pub(crate) x: C::F,
    pub(crate) y: C::F,
    pub(crate) z: C::F,
}

impl<C: Curve> Clone for JacobianPoint<C> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Curve> Copy for JacobianPoint<C> {}

impl<C: Curve> Entry for JacobianPoint<C> {
    const IDENTITY: Self = JacobianPoint {
        x: C::F::ONE,
        y: C::F::ONE,
        z: C::F::ZERO,
    };
    window::xyz_scan_members!();

    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        JacobianPoint {
            x: C::F::select(&a.x, &b.x, choice),
            y: C::F::select(&a.y, &b.y, choice),
            z: C::F::select(&a.z, &b.z, choice),
        }
    }

    #[inline(always)]
    fn conditional_negate(&mut self, choice: Choice) {
        self.y.conditional_negate(choice);
    }
}

impl<C: Curve> JacobianPoint<C> {
    /// The affine point with `Z = 1`.
    #[inline(always)]
    pub(crate) fn from_affine(p: &AffinePoint<C>) -> Self {
        JacobianPoint {
            x: p.x,
            y: p.y,
            z: C::F::ONE,
        }
    }

    /// `2P` for every point, the identity included, on the doubling
    /// formulas scaled by `1/2` (module documentation, "Points and
    /// formulas"): the result is `(X3 / 4 : Y3 / 8 : Z3 / 2)` of the
    /// unscaled formulas, the same point, with no multiplication by 2, 3, 4
    /// or 8 left.
    #[inline(always)]
    pub(crate) fn double(&self) -> Self {
        let (x, y, z) = (&self.x, &self.y, &self.z);
        if C::A_ZERO {
            // dbl-2009-l scaled: A = X^2, B = Y^2, C = B^2, beta = X B, E =
            // 3A / 2 = A + A / 2, X3 = E^2 - 2 beta, Y3 = E (beta - X3) - C,
            // Z3 = Y Z.
            let a = x.square();
            let b = y.square();
            let c = b.square();
            let beta = x.mul(&b);
            let e = a.add(&a.half());
            let x3 = e.square().sub(&beta.add(&beta));
            let y3 = e.mul(&beta.sub(&x3)).sub(&c);
            let z3 = y.mul(z);
            JacobianPoint {
                x: x3,
                y: y3,
                z: z3,
            }
        } else {
            // dbl-2001-b scaled: delta = Z^2, gamma = Y^2, beta = X gamma, t
            // = (X - delta)(X + delta), A = 3t / 2 = t + t / 2, X3 = A^2 - 2
            // beta, Y3 = A (beta - X3) - gamma^2, Z3 = Y Z.
            let delta = z.square();
            let gamma = y.square();
            let beta = x.mul(&gamma);
            let t = x.sub(&delta).mul(&x.add(&delta));
            let a = t.add(&t.half());
            let x3 = a.square().sub(&beta.add(&beta));
            let z3 = y.mul(z);
            let g2 = gamma.square();
            let y3 = a.mul(&beta.sub(&x3)).sub(&g2);
            JacobianPoint {
                x: x3,
                y: y3,
                z: z3,
            }
        }
    }

    /// `P + Q` for an affine `Q`, `P != ±Q`, `P` not the identity
    /// (`madd-2004-hmv`: `Z1Z1 = Z1^2`, `U2 = X2 Z1Z1`, `S2 = Y2 Z1 Z1Z1`,
    /// `H = U2 - X1`, `HH = H^2`, `HHH = H HH`, `r = S2 - Y1`, `V = X1 HH`,
    /// `X3 = r^2 - HHH - 2V`, `Y3 = r (V - X3) - Y1 HHH`, `Z3 = Z1 H`).
    #[inline(always)]
    pub(crate) fn add_affine(&self, q: &AffinePoint<C>) -> Self {
        self.add_affine_parts(q).0
    }

    /// [`JacobianPoint::add_affine`] with `H` and `r` (both zero for `P =
    /// Q`; `H` alone for `P = -Q`, where `Z3 = Z1 H = 0`: the identity).
    #[inline(always)]
    fn add_affine_parts(&self, q: &AffinePoint<C>) -> (Self, C::F, C::F) {
        let (x1, y1, z1) = (&self.x, &self.y, &self.z);
        let z1z1 = z1.square();
        let u2 = q.x.mul(&z1z1);
        let s2 = q.y.mul(&z1.mul(&z1z1));
        let h = u2.sub(x1);
        let hh = h.square();
        let hhh = h.mul(&hh);
        let r = s2.sub(y1);
        let v = x1.mul(&hh);
        let x3 = r.square().sub(&hhh).sub(&v.add(&v));
        let y3 = r.mul(&v.sub(&x3)).sub(&y1.mul(&hhh));
        let z3 = z1.mul(&h);
        (
            JacobianPoint {
                x: x3,
                y: y3,
                z: z3,
            },
            h,
            r,
        )
    }

    /// The same point as `(X Z : Y : Z^3)` in the projective coordinates of
    /// [`super`] (1S + 2M; the identity stays `Z = 0`).
    #[inline(always)]
    pub(crate) fn to_projective(self) -> ProjectivePoint<C> {
        let z2 = self.z.square();
        ProjectivePoint {
            x: self.x.mul(&self.z),
            y: self.y,
            z: z2.mul(&self.z),
        }
    }
}

/// `P + Q` (`add-1998-cmo-2`: `U1 = X1 Z2^2`, `U2 = X2 Z1^2`, `S1 = Y1
/// Z2^3`, `S2 = Y2 Z1^3`, `H = U2 - U1`, `R = S2 - S1`, `X3 = R^2 - H^3 - 2
/// U1 H^2`, `Y3 = R (U1 H^2 - X3) - S1 H^3`, `Z3 = Z1 Z2 H`), with `H` and
/// `R`: right when neither input is the identity and `P != Q` (`H = R =
/// 0`); see the module documentation.
#[inline(always)]
pub(crate) fn add<C: Curve>(
    p: &JacobianPoint<C>,
    q: &JacobianPoint<C>,
) -> (JacobianPoint<C>, C::F, C::F) {
    let (x1, y1, z1) = (&p.x, &p.y, &p.z);
    let (x2, y2, z2) = (&q.x, &q.y, &q.z);
    let z1z1 = z1.square();
    let z2z2 = z2.square();
    let u1 = x1.mul(&z2z2);
    let u2 = x2.mul(&z1z1);
    let s1 = y1.mul(&z2.mul(&z2z2));
    let s2 = y2.mul(&z1.mul(&z1z1));
    let h = u2.sub(&u1);
    let r = s2.sub(&s1);
    let hh = h.square();
    let hhh = h.mul(&hh);
    let v = u1.mul(&hh);
    let x3 = r.square().sub(&hhh).sub(&v.add(&v));
    let y3 = r.mul(&v.sub(&x3)).sub(&s1.mul(&hhh));
    let z3 = z1.mul(z2).mul(&h);
    (
        JacobianPoint {
            x: x3,
            y: y3,
            z: z3,
        },
        h,
        r,
    )
}

/// Whether the last addition of [`mul`] can meet `P = Q` for an order `n`
/// whose low word is `n0`: bit 4 of `n` clear (module documentation).
pub(crate) const fn last_addition_may_double(n0: u64) -> bool {
    (n0 >> 4) & 1 == 0
}

/// The table `(P, 2P, ..., 16P)`: doublings for even multiples, mixed
/// additions of `P` for odd ones.
#[inline(always)]
pub(crate) fn table<C: Curve>(p: &AffinePoint<C>) -> [JacobianPoint<C>; 16] {
    let mut t = [JacobianPoint::from_affine(p); 16];
    for j in 1..16 {
        // t[j] = (j + 1) P.
        t[j] = if j % 2 == 1 {
            t[j / 2].double()
        } else {
            t[j - 1].add_affine(p)
        };
    }
    t
}

/// `[k] P` for `k` little-endian below `n` (and below `2^(5D - 2)`, see
/// [`window::digits`]) and a point `P` of the prime order `n`; constant
/// time in `k`. `may_double` is [`last_addition_may_double`] of `n`.
#[inline(always)]
pub(crate) fn mul<C: Curve, const D: usize>(
    k: &[u8],
    p: &AffinePoint<C>,
    may_double: bool,
) -> ProjectivePoint<C> {
    let mut d = window::recode::<D>(k);
    let t = table(p);
    let mut r = window::lookup(&t, d[D - 1]);
    // Whether R is the identity: every digit so far zero (a nonzero
    // digit's sum cannot vanish: |sum of the lower ones| < 32^j).
    let mut at_identity = d[D - 1].ct_eq(&0);
    for i in (0..D - 1).rev() {
        for _ in 0..5 {
            r = r.double();
        }
        let q = window::lookup(&t, d[i]);
        let q_identity = d[i].ct_eq(&0);
        let (mut s, h, rr) = add(&r, &q);
        #[cfg(test)]
        exceptions::record(&h, &rr, at_identity | q_identity, i);
        if i == 0 && may_double {
            // The one addition that can meet P = Q (module documentation).
            let same = h.is_zero() & rr.is_zero() & !(at_identity | q_identity);
            s = JacobianPoint::select(&s, &q.double(), same);
        }
        s = JacobianPoint::select(&s, &q, at_identity);
        r = JacobianPoint::select(&s, &r, q_identity);
        at_identity &= q_identity;
    }
    d.zeroize();
    r.to_projective()
}

/// A chain of the fixed-base comb ([`super::comb`]) on Jacobian mixed
/// additions (8M + 3S against the complete mixed addition's 11M + 2m_b),
/// with the identity tracked beside the point (a chain whose digits so far
/// are all zero). For the folded scalar `k' = sum_i d_i 64^i` in `[1,
/// 2^(b-1))` (`b` the bit length of `n`, `R` rows, `6 R <= b + 6`; `n`
/// has its bit `b - 2` set on every described curve, so `n > 1.5 *
/// 2^(b-1)`, checked at compile time):
///
/// * **A step below the top row** adds `d_j 64^j G`, `d_j != 0`, `j <= R -
///   2`, to `S G`, `S != 0` the sum of the chain's earlier rows (`j - 2`,
///   `j - 4`, ...): `|S| <= 32 (64^(j-2) + 64^(j-4) + ...) < 64^j / 127`,
///   so `S = ±d_j 64^j` is impossible as integers (`|d_j| 64^j >= 64^j`),
///   and since `|d_j| 64^j <= 2^(6j + 5) <= 2^(6R - 7) <= 2^(b-1)`, `|S ±
///   d_j 64^j| < 1.01 * 2^(b-1) < n`: not modulo `n` either. No such step
///   meets `P = ±Q`.
/// * **The top row's step and the join** are not covered by that bound (the
///   top digit times `64^(R-1)` can reach `2^b`, P-384's `k' = 2^384 -
///   ...`), so they are guarded: the doubling of `Q` is computed too and
///   kept where the addition saw `H = r = 0` (`P = Q`), a sum `P + (-P)`
///   comes out with `Z = 0`, and the join tells a chain at the identity by
///   its flag or by `Z = 0`. Two doublings and two tests of zero more per
///   key generation; no branch.
pub(crate) struct CombChain<C: Curve> {
    p: JacobianPoint<C>,
    identity: Choice,
}

impl<C: Curve> Clone for CombChain<C> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Curve> Copy for CombChain<C> {}

impl<C: Curve> super::comb::Chain<C> for CombChain<C> {
    #[inline(always)]
    fn start(q: &AffinePoint<C>, nonzero: Choice) -> Self {
        CombChain {
            p: JacobianPoint::from_affine(q),
            identity: !nonzero,
        }
    }

    #[inline(always)]
    fn step(&self, q: &AffinePoint<C>, nonzero: Choice, top: bool) -> Self {
        let (mut s, h, r) = self.p.add_affine_parts(q);
        #[cfg(test)]
        if !top {
            exceptions::record(&h, &r, self.identity | !nonzero, 1);
        }
        if top {
            let same = h.is_zero() & r.is_zero() & !self.identity;
            s = JacobianPoint::select(&s, &JacobianPoint::from_affine(q).double(), same);
        }
        #[cfg(not(test))]
        let _ = (h, r);
        let s = JacobianPoint::select(&s, &JacobianPoint::from_affine(q), self.identity);
        CombChain {
            p: JacobianPoint::select(&self.p, &s, nonzero),
            identity: self.identity & !nonzero,
        }
    }

    #[inline(always)]
    fn join(&self, other: &Self) -> ProjectivePoint<C> {
        let a_identity = self.identity | self.p.z.is_zero();
        let b_identity = other.identity | other.p.z.is_zero();
        let (s, h, r) = add(&self.p, &other.p);
        let same = h.is_zero() & r.is_zero() & !(a_identity | b_identity);
        let s = JacobianPoint::select(&s, &other.p.double(), same);
        let s = JacobianPoint::select(&s, &other.p, a_identity);
        let mut s = JacobianPoint::select(&s, &self.p, b_identity);
        // Both the identity: `self.p` may be a table point (flagged), so
        // clear its Z.
        s.z = C::F::select(&s.z, &C::F::ZERO, a_identity & b_identity);
        s.to_projective()
    }
}

/// A test-only count of the additions of [`mul`] that met equal (`H = R =
/// 0`) or opposite (`H = 0`, `R != 0`) inputs, neither the identity, split
/// into the last addition and the others: what the proof of the module
/// documentation says cannot happen (but for the last addition's one
/// secret on curves with bit 4 of `n` clear).
#[cfg(test)]
pub(crate) mod exceptions {
    use crate::field::Field;
    use core::cell::Cell;
    use subtle::Choice;

    /// Counts of one thread.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub(crate) struct Counts {
        /// `P = Q` in an addition other than the last.
        pub(crate) equal_inner: u64,
        /// `P = -Q` in an addition other than the last.
        pub(crate) opposite_inner: u64,
        /// `P = Q` in the last addition.
        pub(crate) equal_last: u64,
        /// `P = -Q` in the last addition.
        pub(crate) opposite_last: u64,
    }

    std::thread_local! {
        static COUNTS: Cell<Counts> = Cell::new(Counts::default());
    }

    /// Counts one addition of step `i` (test builds only: it branches).
    pub(crate) fn record<F: Field>(h: &F, r: &F, identity: Choice, i: usize) {
        if bool::from(identity) || !bool::from(h.is_zero()) {
            return;
        }
        let equal = bool::from(r.is_zero());
        COUNTS.with(|c| {
            let mut v = c.get();
            match (equal, i == 0) {
                (true, false) => v.equal_inner += 1,
                (false, false) => v.opposite_inner += 1,
                (true, true) => v.equal_last += 1,
                (false, true) => v.opposite_last += 1,
            }
            c.set(v);
        });
    }

    /// The counts so far, reset to zero.
    pub(crate) fn take() -> Counts {
        COUNTS.with(|c| c.replace(Counts::default()))
    }
}
