//! **Variable-time** double-scalar multiplication `[a] G + [b] P` for
//! signature verification (`a`, `b`, `P` public), for any curve of the
//! [`Curve`] contract with a table of odd multiples of its generator
//! ([`DoubleBaseCurve`]), and any scalar length; and ECDSA's verification
//! equation on it ([`ecdsa_verify_vartime`]: `x(R) mod n = r` compared
//! without an inversion), which `crate::ecdsa` runs on every described
//! curve (P-192 … P-521, secp256k1).
//!
//! # Variable time: public inputs only
//!
//! Everything here branches on the scalars' digits and indexes tables with
//! them; the recoding's loop runs a data-dependent number of times. The
//! running time reveals `a` and `b`. Call it with public values only
//! (verification scalars computed from a public signature, a public key and
//! a public message hash), never with a secret key or a nonce; the names
//! say `vartime`. The constant-time multiplications are [`super::window`]
//! and [`super::comb`].
//!
//! # Algorithm
//!
//! Straus's interleaved evaluation ("Shamir's trick") with width-`w`
//! non-adjacent forms ([`wnaf_vartime`]): `a` and `b` are recoded into
//! digits `d_i` that are 0 or odd with `|d_i| < 2^(w-1)`, at least `w - 1`
//! zeros after each nonzero digit, `k = sum d_i 2^i`. From the highest
//! digit position of either down to 0, the accumulator is doubled once and
//! each nonzero digit adds `±(|d| G)` or `±(|d| P)`:
//!
//! * `G`'s digits have width [`DoubleBaseCurve::G_WINDOW`] and read a
//!   generated, checked-in table of the affine odd multiples `G, 3G, ...,
//!   (2^(w-1) - 1) G` ([`OddMultiples`]; Curve13318: `w = 8`, 64 entries of
//!   64 bytes, 4 KiB, `weierstrass/curve13318_vartime_table.rs`; the
//!   described curves: `w = 10`, 256 entries, `curves/*_odd_table.rs`):
//!   mixed additions.
//! * `P`'s digits have width [`P_WINDOW`] `= 5` and read a table of the odd
//!   multiples `P, 3P, ..., 15P` computed for the call (one doubling, seven
//!   additions) and made affine by one shared inversion (Montgomery's
//!   trick; the variable-time safegcd, [`Field::invert_vartime`]): mixed
//!   additions too.
//! * A negative digit adds the entry with `y` negated.
//!
//! # The endomorphism (secp256k1)
//!
//! A curve with a GLV endomorphism `phi(x, y) = (beta x, y) = [lambda]
//! (x, y)` ([`DoubleBaseCurve::endomorphism`]; secp256k1) splits each
//! scalar ([`super::glv`]: `a = a1 + a2 lambda mod n`, halves below
//! `2^128` with their signs) and sums four terms `[a1] G + [a2] phi(G) +
//! [b1] P + [b2] phi(P)` over half the doublings. `phi(G)`'s entries are
//! `G`'s table with `x` times `beta` (one product per addition), `phi(P)`'s
//! the affine table of `P` times `beta` (eight products); a negative half
//! negates its entries. On secp256k1 the double-base time fell from
//! about 100,000 to 76,000 ticks (129 doublings instead of 256, the
//! additions as many; `weierstrass::tests::profile::profile_ecdsa`, Intel
//! Xeon model 0xa7, docs/ECDSA.md).
//!
//! # Formulas: Jacobian, incomplete, exceptions by branches
//!
//! Variable time allows what the constant-time code cannot: the
//! accumulator is in Jacobian coordinates (`x = X/Z^2`, `y = Y/Z^3`) with
//! the cheapest `a = -3` formulas of the Explicit-Formulas Database:
//! doubling "dbl-2001-b" (3M + 5S, against the complete RCB doubling's
//! 8M + 3S + 2m_b and twice the additions; for `a = 0`, secp256k1,
//! "dbl-2009-l", 2M + 5S), mixed addition "madd-2007-bl"
//! (7M + 3S here, against 11M + 2m_b), addition "add-2007-bl" (12M + 4S
//! here). They are *incomplete*; the cases they miss are decided inside
//! each addition by branches on the inputs, never by the caller: an input
//! at the identity (`Z = 0`) returns the other, and `H = U2 - U1 = 0`
//! (equal `x`) is `P = Q` (then `r = S2 - S1 = 0`: the doubling) or `P =
//! -Q` (the identity). The doubling needs no case (the identity doubles to
//! `Z = 0`; no point has `y = 0`, the order being odd). So every input
//! gives the right point: `a = 0` or `b = 0` (an empty wNAF), `P = O` (no
//! digits for `b`), `P = ±G`, scalars at or above the group order (the sum
//! is taken as integers; multiples of the order vanish), partial sums
//! equal to `±` the point added. The result leaves as a projective point
//! `(X Z : Y : Z^3)`.
//!
//! # Cost
//!
//! For `n`-bit scalars the average wNAF has `n / (w + 1)` nonzero digits,
//! so for `a`, `b` uniform below Curve13318's order (simulated over 2,000
//! pairs): 253 doublings, 28.7 mixed additions for `G` and 42.9 for `P`
//! on average, plus `P`'s table (1 doubling, 7 additions, one inversion
//! and 53 products to make it affine) and the conversion of the result:
//! no table scan. Before `P`'s table was made affine (42.9 full
//! additions), it measured 0.88x one constant-time `[k] P`
//! ([`super::window`], docs/CURVE13318.md). The first point added starts
//! the accumulator (no doubling of the identity).
//!
//! The widths: on Curve13318, measured with the complete formulas
//! (docs/CURVE13318.md), `w = 8` for `G` against 4 to 12 (6, which a
//! table derived from the comb's first row `1 G ..= 32 G` would give, is
//! 2 % slower; 10, 16 KiB, 1 % slower); on the described curves, with
//! these Jacobian formulas, 10 against 8 took 0.97x to 0.985x the time of
//! ECDSA verification (docs/ECDSA.md). `P`'s width 5 is the minimum of
//! `2^(w-2)` table operations plus `n / (w + 1)` additions. The affine
//! table of `P` (one inversion and 53 products to save about 5M + 1S in
//! each of some `n / 6` additions) took about 0.99x (P-256) to 0.93x
//! (P-521) of the time with width 10 for `G`, and about 1.02x on P-192,
//! whose inversion costs what its mixed additions save (two runs of
//! docs/ECDSA.md compared).

#[cfg(any(test, feature = "bench-hooks"))]
use super::ProjectivePoint;
use super::comb::CombCurve;
use super::glv::{HALF_BYTES, Half, Lattice};
use super::{AffinePoint, Curve};
use crate::field::{Encoding, Field};

/// wNAF width for the runtime table of `P`.
pub(crate) const P_WINDOW: usize = 5;
/// Entries of `P`'s table: `P, 3P, ..., (2^(P_WINDOW-1) - 1) P`.
pub(crate) const P_ENTRIES: usize = 1 << (P_WINDOW - 2);

/// Entries of the table of odd multiples `G, 3G, ..., (2^(w - 1) - 1) G`
/// for `G`'s wNAF width `w`.
pub(crate) const fn entries(w: usize) -> usize {
    1 << (w - 2)
}

/// A curve with a table of odd multiples of its generator for
/// the double-base multiplication of this module ([`ecdsa_verify_vartime`];
/// an [`OddMultiples`], generated).
pub(crate) trait DoubleBaseCurve: Curve {
    /// The wNAF width of `G`'s digits (`2 ..= 12`), the table's
    /// [`entries`].
    const G_WINDOW: usize;

    /// `(2j + 1) G`, affine, for `j < entries(G_WINDOW)` (`j` is taken
    /// modulo the table length, so no index is out of range).
    fn g_odd_multiple(j: usize) -> AffinePoint<Self>;

    /// `beta` and the lattice of the curve's GLV endomorphism `(x, y) ->
    /// (beta x, y)` ([`super::glv`]), where it has one.
    #[inline(always)]
    fn endomorphism() -> Option<(Self::F, &'static Lattice)> {
        None
    }
}

/// The generated table of a curve whose field elements have `N` words:
/// entry `j < E` is `(2j + 1) G`, affine, `[x, y]` as canonical
/// little-endian words; aligned to cache lines.
#[repr(C, align(64))]
pub(crate) struct OddMultiples<const N: usize, const E: usize>(pub(crate) [[[u64; N]; 2]; E]);

/// The width-`w` non-adjacent form of the little-endian integer `k` (any
/// value of any length, `2 <= w <= 12`), and its length: the digits
/// `d[0 .. len]` are 0 or odd with `|d| < 2^(w-1)`, each nonzero digit is
/// followed by at least `w - 1` zeros, `k = sum d[i] 2^i`, `d[len - 1] !=
/// 0` (`len = 0` for `k = 0`). **Variable time.** `D` must exceed `8
/// k.len()` (the callers pass constants; asserted).
///
/// Scanning up from bit 0 with a carry `c` in {0, 1} (the remaining value
/// is `floor(k / 2^i) + c`): if its low bit is 0, the digit is 0 and `c`
/// moves on unchanged (bit `i` of `k` equals `c`, so `bit + c` is 0 or 2),
/// and so does the whole run of bits equal to `c` (skipped at once).
/// Otherwise the `w`-bit window `v` (bits `i .. i + w` of `k`, plus `c`)
/// is odd and becomes the digit `v` if `v < 2^(w-1)`, else `v - 2^w` with a
/// carry into bit `i + w`; the next `w - 1` digits are 0.
///
/// Length: a carry is set only by an odd `v >= 2^(w-1) + 1`, whose window
/// has bit `i + w - 1` set; so the next position `i + w` is at most
/// `bitlen(k)`, and the last digit (the carry's 1 past the top, or a digit
/// below it) is at position `<= bitlen(k) <= 8 k.len() < D`.
pub(crate) fn wnaf_vartime<const D: usize>(k: &[u8], w: usize) -> ([i16; D], usize) {
    // The callers' digit counts are constants: a wrong one fails every test.
    assert!(D > 8 * k.len(), "D must exceed the scalar's bit length");
    let w = w.clamp(2, 12);
    let mut d = [0i16; D];
    // 64 bits of `k` from bit `i` (zeros past the end); at least 57 of them
    // are `k`'s bits `i .. i + 57` (the shift drops at most 7).
    let bits = |i: usize| -> u64 {
        let mut x = 0u64;
        for j in 0..8 {
            x |= u64::from(k.get(i / 8 + j).copied().unwrap_or(0)) << (8 * j);
        }
        x >> (i % 8)
    };
    let top = k
        .iter()
        .rposition(|&b| b != 0)
        .map_or(0, |at| 8 * at + 8 - k[at].leading_zeros() as usize);
    let mask = (1u64 << w) - 1;
    let mut len = 0;
    let mut carry = 0u64;
    let mut i = 0;
    while i < top || carry != 0 {
        let x = bits(i);
        let v = (x & mask) + carry;
        if v & 1 == 0 {
            // The run of bits equal to `carry`: at least bit `i`, at most
            // the 57 bits `bits` is sure of.
            let run = if carry == 0 { x } else { !x };
            i += (run.trailing_zeros() as usize).clamp(1, 57);
            continue;
        }
        let digit = if v < 1 << (w - 1) {
            carry = 0;
            v as i16
        } else {
            carry = 1;
            v as i16 - (1 << w)
        };
        if let Some(slot) = d.get_mut(i) {
            *slot = digit;
            len = i + 1;
        }
        i += w;
    }
    (d, len)
}

/// A point in Jacobian coordinates `(X : Y : Z)`, standing for `(X/Z^2,
/// Y/Z^3)`; `Z = 0` is the identity (whatever `X` and `Y`). For the
/// variable-time code only: its additions are *incomplete* formulas whose
/// exceptional cases (an input at the identity, `P = Q`, `P = -Q`) are
/// decided by branches on the inputs.
#[derive(Debug)]
struct Jacobian<C: Curve> {
    x: C::F,
    y: C::F,
    z: C::F,
}

impl<C: Curve> Clone for Jacobian<C> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<C: Curve> Copy for Jacobian<C> {}

impl<C: Curve> Jacobian<C> {
    const IDENTITY: Self = Jacobian {
        x: C::F::ONE,
        y: C::F::ONE,
        z: C::F::ZERO,
    };

    /// Whether this is the identity (variable time).
    #[inline(always)]
    fn is_identity(&self) -> bool {
        bool::from(self.z.is_zero())
    }

    #[cfg(any(test, feature = "bench-hooks"))]
    /// The Jacobian form `(X Z, Y Z^2, Z)` of a projective `(X : Y : Z)`
    /// (the identity stays one: `Z = 0`). 2M + 1S.
    #[inline(always)]
    fn from_projective(p: &ProjectivePoint<C>) -> Self {
        Jacobian {
            x: p.x.mul(&p.z),
            y: p.y.mul(&p.z.square()),
            z: p.z,
        }
    }

    #[cfg(any(test, feature = "bench-hooks"))]
    /// The projective form `(X Z : Y : Z^3)` (the identity: `Z = 0`). 2M +
    /// 1S.
    #[inline(always)]
    fn to_projective(self) -> ProjectivePoint<C> {
        ProjectivePoint {
            x: self.x.mul(&self.z),
            y: self.y,
            z: self.z.square().mul(&self.z),
        }
    }

    /// The point of affine `q` (`Z = 1`).
    #[inline(always)]
    fn from_affine(q: &AffinePoint<C>) -> Self {
        Jacobian {
            x: q.x,
            y: q.y,
            z: C::F::ONE,
        }
    }

    /// `2P` for any `P`: for `a = -3` "dbl-2001-b" of the Explicit-Formulas
    /// Database (Bernstein 2001: 3M + 5S), for `a = 0` (secp256k1)
    /// "dbl-2009-l" (Lange 2009: 2M + 5S). The identity doubles to `Z3 =
    /// 2 Y Z = 0`, the identity; no point has `Y = 0` (the order is odd),
    /// so no other case arises.
    #[inline(always)]
    fn double(&self) -> Self {
        if C::A_ZERO {
            return self.double_a0();
        }
        let delta = self.z.square();
        let gamma = self.y.square();
        let beta = self.x.mul(&gamma);
        // alpha = 3 (X - delta)(X + delta) = 3 X^2 + a Z^4 for a = -3.
        let alpha = C::triple(&self.x.sub(&delta).mul(&self.x.add(&delta)));
        let beta2 = beta.add(&beta);
        let beta4 = beta2.add(&beta2);
        let x3 = alpha.square().sub(&beta4.add(&beta4));
        let z3 = self.y.add(&self.z).square().sub(&gamma).sub(&delta);
        let gamma2 = gamma.square();
        let gamma2_2 = gamma2.add(&gamma2);
        let gamma2_4 = gamma2_2.add(&gamma2_2);
        let y3 = alpha.mul(&beta4.sub(&x3)).sub(&gamma2_4.add(&gamma2_4));
        Jacobian {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `2P` for `a = 0` ("dbl-2009-l": `A = X^2`, `B = Y^2`, `C = B^2`, `D
    /// = 2 ((X + B)^2 - A - C)`, `E = 3A`, `X3 = E^2 - 2D`, `Y3 = E (D -
    /// X3) - 8C`, `Z3 = 2 Y Z`).
    #[inline(always)]
    fn double_a0(&self) -> Self {
        let a = self.x.square();
        let b = self.y.square();
        let c = b.square();
        let t = self.x.add(&b).square().sub(&a).sub(&c);
        let d = t.add(&t);
        let e = C::triple(&a);
        let x3 = e.square().sub(&d.add(&d));
        let c2 = c.add(&c);
        let c4 = c2.add(&c2);
        let y3 = e.mul(&d.sub(&x3)).sub(&c4.add(&c4));
        let yz = self.y.mul(&self.z);
        Jacobian {
            x: x3,
            y: y3,
            z: yz.add(&yz),
        }
    }

    /// The end of both additions: from `H = U2 - U1 != 0`, `r = S2 - S1`,
    /// `U1`, `S1` and `Z3 / H` (`z3h`), the sum ("add-2007-bl" and
    /// "madd-2007-bl": `I = (2H)^2`, `J = H I`, `V = U1 I`, `X3 = (2r)^2 -
    /// J - 2V`, `Y3 = 2r (V - X3) - 2 S1 J`; 3M + 2S).
    #[inline(always)]
    fn finish(h: &C::F, r: &C::F, u1: &C::F, s1: &C::F, z3: C::F) -> Self {
        let h2 = h.add(h);
        let i = h2.square();
        let j = h.mul(&i);
        let r2 = r.add(r);
        let v = u1.mul(&i);
        let x3 = r2.square().sub(&j).sub(&v.add(&v));
        let s1j = s1.mul(&j);
        let y3 = r2.mul(&v.sub(&x3)).sub(&s1j.add(&s1j));
        Jacobian {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `P + Q` for any `P` and an affine `Q` ("madd-2007-bl", Bernstein and
    /// Lange 2007: 7M + 4S), with the exceptional cases by branches: `P =
    /// O` gives `Q`; `H = 0` means `x(P) = x(Q)`, so `P = Q` (`r = 0`: the
    /// doubling) or `P = -Q` (the identity).
    #[inline(always)]
    fn add_affine(&self, q: &AffinePoint<C>) -> Self {
        if self.is_identity() {
            return Self::from_affine(q);
        }
        let z1z1 = self.z.square();
        let u2 = q.x.mul(&z1z1);
        let s2 = q.y.mul(&self.z).mul(&z1z1);
        let h = u2.sub(&self.x);
        let r = s2.sub(&self.y);
        if bool::from(h.is_zero()) {
            return if bool::from(r.is_zero()) {
                self.double()
            } else {
                Self::IDENTITY
            };
        }
        // Z3 = (Z1 + H)^2 - Z1Z1 - HH = 2 Z1 H.
        let z3 = self.z.mul(&h);
        Self::finish(&h, &r, &self.x, &self.y, z3.add(&z3))
    }

    /// `P + Q` for any `P`, `Q` ("add-2007-bl", Bernstein and Lange 2007:
    /// 11M + 5S, here `Z3 = 2 Z1 Z2 H` by products: 12M + 4S), with the
    /// exceptional cases by branches as in [`Self::add_affine`].
    #[inline(always)]
    fn add(&self, q: &Self) -> Self {
        if self.is_identity() {
            return *q;
        }
        if q.is_identity() {
            return *self;
        }
        let z1z1 = self.z.square();
        let z2z2 = q.z.square();
        let u1 = self.x.mul(&z2z2);
        let u2 = q.x.mul(&z1z1);
        let s1 = self.y.mul(&q.z).mul(&z2z2);
        let s2 = q.y.mul(&self.z).mul(&z1z1);
        let h = u2.sub(&u1);
        let r = s2.sub(&s1);
        if bool::from(h.is_zero()) {
            return if bool::from(r.is_zero()) {
                self.double()
            } else {
                Self::IDENTITY
            };
        }
        let z3 = self.z.mul(&q.z).mul(&h);
        Self::finish(&h, &r, &u1, &s1, z3.add(&z3))
    }
}

/// `P, 3P, ..., 15P`: one doubling and seven additions.
#[inline(always)]
fn odd_multiples<C: Curve>(p: &Jacobian<C>) -> [Jacobian<C>; P_ENTRIES] {
    let p2 = p.double();
    let mut t = [*p; P_ENTRIES];
    for j in 1..P_ENTRIES {
        t[j] = t[j - 1].add(&p2);
    }
    t
}

/// `P, 3P, ..., 15P` as affine points: [`odd_multiples`], then one
/// inversion shared by the eight (Montgomery's trick: `3 (8 - 1)` products
/// and one inversion), `x = X / Z^2`, `y = Y / Z^3` (3M + 1S each). No
/// entry is the identity (`n > 15`). Every addition of `P`'s digits then
/// is a mixed one (7M + 4S against 12M + 4S).
#[inline(always)]
fn odd_multiples_affine<C: Curve>(p: &Jacobian<C>) -> [AffinePoint<C>; P_ENTRIES] {
    let t = odd_multiples(p);
    // prefix[i] = Z_0 Z_1 ... Z_i.
    let mut prefix = [C::F::ONE; P_ENTRIES];
    let mut run = C::F::ONE;
    for (slot, q) in prefix.iter_mut().zip(&t) {
        run = run.mul(&q.z);
        *slot = run;
    }
    // inv = (Z_0 ... Z_i)^-1, moving down.
    let mut inv = run.invert_vartime();
    let mut out = [AffinePoint {
        x: C::F::ZERO,
        y: C::F::ZERO,
    }; P_ENTRIES];
    for i in (0..P_ENTRIES).rev() {
        let zinv = if i > 0 {
            let z = inv.mul(&prefix[i - 1]);
            inv = inv.mul(&t[i].z);
            z
        } else {
            inv
        };
        let zz = zinv.square();
        out[i] = AffinePoint {
            x: t[i].x.mul(&zz),
            y: t[i].y.mul(&zz.mul(&zinv)),
        };
    }
    out
}

/// `[a] G + [b] P` for any little-endian `a`, `b` (`D > 8 len` digit
/// positions for the longer) and any point `P` (the identity included), by
/// the interleaved wNAF method of the module documentation, in Jacobian
/// coordinates. **Variable time in `a`, `b` and `P`: public inputs only.**
#[inline(always)]
fn double_base_jacobian<C: DoubleBaseCurve, const D: usize>(
    a: &[u8],
    b: &[u8],
    p: &Jacobian<C>,
) -> Jacobian<C> {
    if let Some((beta, lattice)) = C::endomorphism()
        && let Some(r) = double_base_glv(a, b, p, &beta, lattice)
    {
        return r;
    }
    double_base_plain::<C, D>(a, b, p)
}

/// [`double_base_jacobian`] without the endomorphism.
#[inline(always)]
fn double_base_plain<C: DoubleBaseCurve, const D: usize>(
    a: &[u8],
    b: &[u8],
    p: &Jacobian<C>,
) -> Jacobian<C> {
    let (da, la) = wnaf_vartime::<D>(a, C::G_WINDOW);
    // [b] O = O: no digits, no table.
    let (db, lb) = if p.is_identity() {
        ([0; D], 0)
    } else {
        wnaf_vartime::<D>(b, P_WINDOW)
    };
    let t = if lb > 0 {
        odd_multiples_affine(p)
    } else {
        [C::generator(); P_ENTRIES] // not read: no digits
    };
    // The accumulator starts at the top digit (no doubling of `O` there).
    let top = la.max(lb);
    let mut r = Jacobian::IDENTITY;
    for i in (0..top).rev() {
        if i + 1 < top {
            r = r.double();
        }
        add_digit(&mut r, da[i], false, C::g_odd_multiple);
        add_digit(&mut r, db[i], false, |j| t[j & (P_ENTRIES - 1)]);
    }
    r
}

/// `r + [d] E` for a wNAF digit `d` (nothing for 0) of a scalar of sign
/// `negative`, where `entry(j)` is the affine `(2j + 1) E`: the entry of
/// `|d|`, `y` negated when exactly one of `d` and the scalar is negative.
#[inline(always)]
fn add_digit<C: Curve>(
    r: &mut Jacobian<C>,
    d: i16,
    negative: bool,
    entry: impl Fn(usize) -> AffinePoint<C>,
) {
    if d != 0 {
        let mut q = entry((d.unsigned_abs() >> 1) as usize);
        if (d < 0) != negative {
            q.y = q.y.neg();
        }
        *r = r.add_affine(&q);
    }
}

/// Digit positions of the wNAF of a half of a split scalar.
const HALF_DIGITS: usize = 8 * HALF_BYTES + 1;

/// The wNAF of one half of a split scalar, width `w`.
#[inline(always)]
fn half_wnaf(h: &Half, w: usize) -> ([i16; HALF_DIGITS], usize) {
    wnaf_vartime::<HALF_DIGITS>(&h.magnitude, w)
}

/// `[a] G + [b] P` on a curve with the GLV endomorphism `phi(x, y) = (beta
/// x, y) = [lambda] (x, y)` ([`super::glv`]): `a = a1 + a2 lambda`, `b =
/// b1 + b2 lambda` (mod `n`, halves below `2^128`), and `[a1] G + [a2]
/// phi(G) + [b1] P + [b2] phi(P)` by the interleaved wNAF method of the
/// module documentation over half as many doublings: the entries of
/// `phi(G)` are `G`'s table with `x` times `beta` (one product per
/// addition), those of `phi(P)` `P`'s affine table times `beta` (eight
/// products). `None` if a scalar does not split ([`Lattice::split`]:
/// never for the scalars of 32 bytes the callers pass). **Variable time:
/// public inputs only.**
#[inline(always)]
fn double_base_glv<C: DoubleBaseCurve>(
    a: &[u8],
    b: &[u8],
    p: &Jacobian<C>,
    beta: &C::F,
    lattice: &Lattice,
) -> Option<Jacobian<C>> {
    let [a1, a2] = lattice.split(a)?;
    let [b1, b2] = lattice.split(b)?;
    let (da1, la1) = half_wnaf(&a1, C::G_WINDOW);
    let (da2, la2) = half_wnaf(&a2, C::G_WINDOW);
    // [b] O = O: no digits, no table.
    let ((db1, lb1), (db2, lb2)) = if p.is_identity() {
        (([0; HALF_DIGITS], 0), ([0; HALF_DIGITS], 0))
    } else {
        (half_wnaf(&b1, P_WINDOW), half_wnaf(&b2, P_WINDOW))
    };
    let t = if lb1 + lb2 > 0 {
        odd_multiples_affine(p)
    } else {
        [C::generator(); P_ENTRIES] // not read: no digits
    };
    let t_phi = t.map(|q| AffinePoint {
        x: q.x.mul(beta),
        y: q.y,
    });
    let g_phi = |j| {
        let q = C::g_odd_multiple(j);
        AffinePoint {
            x: q.x.mul(beta),
            y: q.y,
        }
    };
    let top = la1.max(la2).max(lb1).max(lb2);
    let mut r = Jacobian::IDENTITY;
    for i in (0..top).rev() {
        if i + 1 < top {
            r = r.double();
        }
        add_digit(&mut r, da1[i], a1.negative, C::g_odd_multiple);
        add_digit(&mut r, da2[i], a2.negative, g_phi);
        add_digit(&mut r, db1[i], b1.negative, |j| t[j & (P_ENTRIES - 1)]);
        add_digit(&mut r, db2[i], b2.negative, |j| t_phi[j & (P_ENTRIES - 1)]);
    }
    Some(r)
}

#[cfg(any(test, feature = "bench-hooks"))]
/// `[a] G + [b] P` for any `a`, `b` of `BYTES` little-endian bytes (`D >
/// 8 BYTES` digit positions) and any point `P` (the identity included), by
/// the interleaved wNAF method of the module documentation. **Variable
/// time in `a`, `b` and `P`: public inputs only.**
pub(crate) fn mul_double_base_vartime<C: DoubleBaseCurve, const BYTES: usize, const D: usize>(
    a: &[u8; BYTES],
    b: &[u8; BYTES],
    p: &ProjectivePoint<C>,
) -> ProjectivePoint<C> {
    double_base_jacobian::<C, D>(a, b, &Jacobian::from_projective(p)).to_projective()
}

/// Digit positions of [`wnaf_vartime`] for the scalars of every curve here
/// (up to 66 bytes: P-521's).
pub(crate) const WNAF_DIGITS: usize = 8 * 66 + 1;

/// ECDSA's verification equation (FIPS 186-5 section 6.4.2) after the
/// scalars: whether `R = [u1] G + [u2] Q` is not the identity and `x(R)
/// mod n = r`, for `u1`, `u2` and `r` little-endian (`r` as decoded from a
/// signature, `0 < r < n`; at most 66 bytes) and the checked point `Q`.
///
/// `x(R)` is below `p`, so `x(R) mod n = r` means `x(R)` is `r` or `r + n`
/// (the second only where it is below `p`; never more: `p < 2n` on every
/// curve here). Each candidate `c` is compared in Jacobian coordinates,
/// `X == c Z^2`, without an inversion. **Variable time: public inputs
/// only.**
#[inline(always)]
pub(crate) fn ecdsa_verify_vartime<C, const N: usize, const K: usize, const R: usize>(
    u1: &[u8],
    u2: &[u8],
    q: &AffinePoint<C>,
    r: &<C::F as Field>::Bytes,
) -> bool
where
    C: DoubleBaseCurve + CombCurve<N, K, R>,
{
    let point = double_base_jacobian::<C, WNAF_DIGITS>(u1, u2, &Jacobian::from_affine(q));
    if point.is_identity() {
        return false;
    }
    let zz = point.z.square();
    let hit = |c: &<C::F as Field>::Bytes| {
        Option::<C::F>::from(C::F::from_canonical_bytes(c))
            .is_some_and(|c| bool::from(c.mul(&zz).ct_eq(&point.x)))
    };
    hit(r) || plus_order::<C, N, K, R>(r).is_some_and(|c| hit(&c))
}

/// `r + n` as a coordinate's bytes, if it fits them (whether it is below
/// `p` is the decoder's check). Variable time: public input.
fn plus_order<C, const N: usize, const K: usize, const R: usize>(
    r: &<C::F as Field>::Bytes,
) -> Option<<C::F as Field>::Bytes>
where
    C: CombCurve<N, K, R>,
{
    let mut out = <C::F as Field>::Bytes::ZERO;
    let mut carry = 0u16;
    let n = C::ORDER;
    for (i, (o, &b)) in out.as_mut().iter_mut().zip(r.as_ref()).enumerate() {
        let nb = n.get(i / 8).map_or(0, |w| (w >> (8 * (i % 8))) as u8);
        let v = u16::from(b) + u16::from(nb) + carry;
        *o = v as u8;
        carry = v >> 8;
    }
    (carry == 0).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::{BigInt, BigUint};
    use rand::{RngCore, SeedableRng};

    fn value(d: &[i16]) -> BigInt {
        d.iter()
            .rev()
            .fold(BigInt::from(0), |acc, &x| acc * 2 + BigInt::from(x))
    }

    /// Every width on random and edge integers of 32 and 66 bytes: the
    /// value, the digit bounds, the gaps and the length.
    fn check<const BYTES: usize, const D: usize>(k: &[u8; BYTES]) {
        for w in 2..=12 {
            let (d, len) = wnaf_vartime::<D>(k, w);
            assert_eq!(
                value(&d),
                BigInt::from(BigUint::from_bytes_le(k)),
                "w = {w}"
            );
            assert!(d[len..].iter().all(|&x| x == 0));
            assert!(len == 0 || d[len - 1] != 0);
            let mut gap = w;
            for &x in &d[..len] {
                if x != 0 {
                    assert!(x % 2 != 0 && x.unsigned_abs() < 1 << (w - 1), "{x} w = {w}");
                    assert!(gap >= w - 1, "gap {gap} w = {w}");
                    gap = 0;
                } else {
                    gap += 1;
                }
            }
            assert!(len <= 8 * BYTES + 1);
        }
    }

    #[test]
    fn wnaf_is_exact_and_in_range() {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x7a7e);
        let mut edges: std::vec::Vec<[u8; 32]> = std::vec![[0; 32], [0xff; 32], [0x55; 32]];
        for byte in [0x01, 0x80, 0x7f, 0xc0] {
            let mut k = [0u8; 32];
            k[31] = byte;
            edges.push(k);
            k[0] = 0xff;
            edges.push(k);
        }
        for k in edges {
            check::<32, 257>(&k);
        }
        for _ in 0..300 {
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            check::<32, 257>(&k);
            let mut k = [0u8; 66];
            rng.fill_bytes(&mut k);
            check::<66, 529>(&k);
            // Sparse and dense bits: long runs of zeros and ones.
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            let mut m = [0u8; 32];
            rng.fill_bytes(&mut m);
            for (x, y) in k.iter_mut().zip(m) {
                *x = (if y & 1 == 0 { 0 } else { 0xff }) ^ (*x & (*x >> 3) & (*x >> 5));
            }
            check::<32, 257>(&k);
        }
        check::<66, 529>(&[0xff; 66]);
        check::<1, 9>(&[0xff]);
        check::<0, 1>(&[]);
    }

    /// The GLV path of secp256k1 against the plain one, on both its fields:
    /// random scalars below `n` and of 256 bits, the edges, `P` the
    /// identity, `±G` and random points; `[a] G + [b] P = O` when `a = -b
    /// c` and `P = [c] G`; and `phi(G) = [lambda] G`.
    fn check_glv<C: DoubleBaseCurve>(name: &str) {
        use crate::curves::Secp256k1;
        use crate::field::fp::PrimeParams;
        use crate::weierstrass::nist::Description;
        let big = |w: &[u64; 4]| {
            w.iter()
                .rev()
                .fold(BigUint::from(0u8), |acc, &x| (acc << 64u32) + x)
        };
        let n = big(&<<Secp256k1 as Description>::Order as PrimeParams<4>>::P);
        let le = |v: &BigUint| {
            let mut b = v.to_bytes_le();
            b.resize(32, 0);
            b
        };
        let (beta, lattice) = C::endomorphism().expect("secp256k1 has GLV");
        let same = |p: &Jacobian<C>, q: &Jacobian<C>| {
            if p.is_identity() || q.is_identity() {
                return p.is_identity() && q.is_identity();
            }
            let (pz2, qz2) = (p.z.square(), q.z.square());
            bool::from(p.x.mul(&qz2).ct_eq(&q.x.mul(&pz2)))
                && bool::from(p.y.mul(&qz2.mul(&q.z)).ct_eq(&q.y.mul(&pz2.mul(&p.z))))
        };
        let plain =
            |a: &[u8], b: &[u8], p: &Jacobian<C>| double_base_plain::<C, WNAF_DIGITS>(a, b, p);
        let g = Jacobian::from_affine(&C::generator());
        let o = Jacobian::<C>::IDENTITY;
        // phi(G) = [lambda] G, lambda = a1 / (-b1) mod n.
        let (a1, mb1) = (big(&lattice.a1), big(&lattice.minus_b1));
        let lambda = &a1 * mb1.modpow(&(&n - 2u8), &n) % &n;
        let phi_g = Jacobian::from_affine(&AffinePoint {
            x: C::generator().x.mul(&beta),
            y: C::generator().y,
        });
        assert!(
            same(&plain(&le(&lambda), &[], &o), &phi_g),
            "{name}: phi(G)"
        );

        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x91f);
        let mut random = |below_n: bool| {
            let mut b = [0u8; 32];
            rng.fill_bytes(&mut b);
            let v = BigUint::from_bytes_le(&b);
            if below_n { v % &n } else { v }
        };
        let mut points = std::vec![o, g, Jacobian { y: g.y.neg(), ..g }];
        for _ in 0..6 {
            let c = random(true);
            // Not affine: Z != 1.
            points.push(plain(&le(&c), &[], &o).double());
        }
        let top = BigUint::from(1u8) << 255u32;
        let mut scalars = std::vec![
            BigUint::from(0u8),
            BigUint::from(1u8),
            BigUint::from(2u8),
            &n - 1u8,
            n.clone(),
            &n + 1u8,
            lambda.clone(),
            &n - &lambda,
            top.clone(),
            (&top << 1u32) - 1u8,
            (BigUint::from(1u8) << 128u32) - 1u8,
        ];
        for i in 0..60 {
            scalars.push(random(i % 2 == 0));
        }
        for (i, a) in scalars.iter().enumerate() {
            for (j, p) in points.iter().enumerate() {
                let b = &scalars[(i * 7 + j * 3 + 1) % scalars.len()];
                let (a, b) = (le(a), le(b));
                let got = double_base_glv(&a, &b, p, &beta, lattice).expect("splits");
                assert!(
                    same(&got, &plain(&a, &b, p)),
                    "{name}: a = {a:x?}, b = {b:x?}, P {j}"
                );
                assert!(same(
                    &double_base_jacobian::<C, WNAF_DIGITS>(&a, &b, p),
                    &got
                ));
            }
        }
        // Cancellation: [a] G + [b] ([c] G) = O for a = -b c mod n.
        for _ in 0..20 {
            let (b, c) = (random(true), random(true));
            let a = (&n - (&b * &c % &n)) % &n;
            let p = plain(&le(&c), &[], &o);
            let got = double_base_glv(&le(&a), &le(&b), &p, &beta, lattice).expect("splits");
            assert!(got.is_identity(), "{name}: cancellation");
        }
    }

    #[test]
    fn glv_matches_the_plain_double_base() {
        use crate::curves::Secp256k1;
        use crate::field::fp::Fp;
        use crate::field::primes::Secp256k1Base;
        use crate::weierstrass::nist::On;
        check_glv::<On<Secp256k1, Fp<Secp256k1Base, 4>>>("secp256k1 (portable)");
        #[cfg(x86_backends)]
        if crate::backend::Backend::Mulx64.is_supported() {
            check_glv::<On<Secp256k1, crate::field::fp256k1_mulx::Fp256k1Mulx>>("secp256k1 (mulx)");
        } else {
            std::println!("secp256k1 mulx GLV double base: SKIPPED (no BMI2/ADX)");
        }
    }

    #[test]
    fn wnaf_of_all_ones_carries_past_the_top() {
        // 2^256 - 1 = 2^256 - 1: digit -1 at 0, 1 at 256 for every width.
        for w in 2..=12 {
            let (d, len) = wnaf_vartime::<257>(&[0xff; 32], w);
            assert_eq!((d[0], d[256], len), (-1, 1, 257), "w = {w}");
        }
    }
}
