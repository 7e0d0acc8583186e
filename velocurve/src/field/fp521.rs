//! GF(2^521 - 1), P-521's field, portable: the Mersenne prime reduced by
//! folding instead of Montgomery's method.
//!
//! # Representation
//!
//! Nine unsigned limbs in radix `2^58`: `x = sum_k l_k 2^(58 k)`, limbs 0 to
//! 7 of 58 bits and limb 8 of 57 (`8 * 58 + 57 = 521`). Since `2^(58 * 9)
//! = 2^522 = 2 (mod p)` and `2^521 = 1`, a product's limb `k >= 9` folds
//! onto limb `k - 9` times 2, and a carry out of limb 8's 57 bits folds
//! onto limb 0 unchanged.
//!
//! **Invariant (in and out of every operation): every limb is below
//! `2^59`** ("loosely reduced"); the represented value is any integer
//! congruent to `x`, below `2^522`. [`weak_reduce`] restores limbs `< 2^58`
//! (limb 0: `< 2^58 + 2^6`; limb 8: `< 2^57`) from limbs below `2^63`.
//! Only [`Fp521::to_bytes`] computes the canonical value `< p`.
//!
//! Bounds of `add` and `sub`:
//! * `add`: limbs `< 2^59 + 2^59 = 2^60`, then [`carry_once`] (one
//!   parallel carry step: limbs `< 2^58 + 2^6`).
//! * `sub`: `a + 8p - b` limb by limb, where `8p` has limbs `2^61 - 8`
//!   (limb 8: `2^60 - 8`), above every limb of `b` (`< 2^59`), so no limb
//!   goes negative; `< 2^59 + 2^61 < 2^62`, then [`carry_once`].
//!
//! # Multiplication (Granger and Scott)
//!
//! The folded product is a weighted cyclic convolution: column `k` is
//! `c_k = sum_(i + j = k) a_i b_j + 2 sum_(i + j = k + 9) a_i b_j`, weight
//! `w = 1` for the pairs that do not fold, `w = 2` for those that do.
//! Granger and Scott ("Faster ECC over F_(2^521 - 1)", PKC 2015) pair the
//! terms: `a_i b_j + a_j b_i = (a_i + a_j)(b_i + b_j) - d_i - d_j` with `d_i
//! = a_i b_i`. Since 9 is odd, each column has exactly one `h` with `2 h = k
//! (mod 9)` (`h = k / 2` for even `k`, weight 1; `(k + 9) / 2` for odd `k`,
//! weight 2) and four pairs `{i, j}`, and every index `i != h` is in one
//! pair, of weight 1 when `i <= k` and 2 when `i > k` (the rule holds for
//! `h` too). Summing the `- w (d_i + d_j)` terms over the pairs:
//!
//! `c_k = sum_pairs w (a_i + a_j)(b_i + b_j) + 2 w_h d_h + prefix_k - 2 D`,
//!
//! with `prefix_k = d_0 + ... + d_k` and `D = d_0 + ... + d_8` (the
//! subtracted `sum_(i <= k) d_i + 2 sum_(i > k) d_i - w_h d_h` is `2 D -
//! prefix_k - w_h d_h`). That is 9 products `d_i` and 36 pair products, 45
//! instead of the schoolbook's 81, for 72 limb additions (`w = 2` is taken
//! from the doubled limbs `2 b_i`). Bounds with limbs `< 2^59`: `a_i + a_j <
//! 2^60`, `2 b_i + 2 b_j < 2^61`, a pair product `< 2^121`, four `< 2^123`;
//! `prefix_k < 9 * 2^118 < 2^121.2`, `4 d_h < 2^120`: each column's sum
//! before `- 2 D` is `< 2^124`, no `u128` overflow, and it is `>= 2 D`
//! (the difference is the true `c_k >= 0`), so the subtraction last does not
//! wrap. The true column is `< (17 - k) 2^118 <= 17 * 2^118 < 2^122.1`
//! (`k + 1` terms of weight 1 and `8 - k` of weight 2).
//!
//! # Squaring
//!
//! `c_k` of `a^2`: each cross product `a_i a_j`, `i < j`, once, with one
//! factor doubled (`2 a_j`, `< 2^60`) or, when it folds, quadrupled (`4 a_j`,
//! `< 2^61`); the square `a_h^2` (`k` even) or, folded, `a_h (2 a_h)` (`k`
//! odd). 45 products, each `< 2^120`; the column is the same true `c_k <
//! 2^122.1` (at most five products: `2^118 + 4 * 2^120`).
//!
//! # Reduction
//!
//! Both feed nine columns `c_k < 2^122.1` to [`reduce_columns`], which
//! carries without a chain through all nine: it splits each `c_k` into `lo`
//! (its low 58 bits; 57 for `k = 8`), `mid` (the next 58) and `top` (the
//! rest: `c_k >> 116 < 2^6.1`, `c_8 >> 115 < 2^6.2` since `c_8 < 9 *
//! 2^118`), and adds `r_k = lo_k + mid_(k - 1) + top_(k - 2)`, where `mid_8`
//! (weight `2^521 = 1`) and `2 top_7` (`2^522 = 2`) land on limb 0 and
//! `top_8` (`2^579 = 2^58`) on limb 1: `r_k < 2^58 + 2^58 + 2^7 = 2^59 +
//! 2^7`, `r_8 < 2^57 + 2^58 + 2^7`. Then one carry out of every limb at
//! once (`r_(k - 1) >> 58 <= 2`; limb 8's `r_8 >> 57 <= 3` onto limb 0): the
//! output limbs are `< 2^58 + 3`, limb 8 `< 2^57 + 2`, inside the
//! invariant. The previous form carried through the nine `u128` columns one
//! after another (a dependency chain of about 9 `shrd`/`add`/`adc` steps).
//!
//! # Measured
//!
//! `docs/PERFORMANCE-HISTORY.md` (the variants tried, with their timings)
//! and `docs/results/`.
//!
//! # Constant time
//!
//! Straight-line limb arithmetic (`u64 x u64 -> u128` multiplications,
//! shifts, masks; no branch or index depends on the values, the loops and
//! `if`s in `mul`, `square` and the reduction are on limb positions only);
//! the final reduction selects with a mask; inversion is the constant-time
//! safegcd (through the Montgomery-form field of the same prime).

use subtle::{Choice, ConditionallySelectable, CtOption};

use super::Field;
use super::fp::{Fp, le_bytes_from_words, words_from_le_bytes};
use crate::field::primes::P521Base;

const M58: u64 = (1 << 58) - 1;
const M57: u64 = (1 << 57) - 1;

/// An element of GF(2^521 - 1) (see the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fp521(pub(crate) [u64; 9]);

impl zeroize::Zeroize for Fp521 {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

/// Carries limbs below `2^63` into limbs `< 2^58` (limb 8 `< 2^57`), the
/// carry out of limb 8 folded onto limb 0 (`2^521 = 1`): limb 0 ends `<
/// 2^58 + 2^6`.
#[inline(always)]
fn weak_reduce(mut l: [u64; 9]) -> [u64; 9] {
    for k in 0..8 {
        l[k + 1] += l[k] >> 58;
        l[k] &= M58;
    }
    let c = l[8] >> 57;
    l[8] &= M57;
    l[0] += c;
    l
}

/// One carry step of every limb at once, for limbs below `2^63`: limb `k`
/// keeps its low 58 bits (limb 8: 57) and takes the bits above them of
/// limb `k - 1` (limb 0: of limb 8, `2^521 = 1`). The carries are `< 2^5`
/// (limb 8's `< 2^6`), so every limb ends `< 2^58 + 2^6 < 2^59`: the
/// invariant, in one step of independent operations where
/// [`weak_reduce`]'s chain is nine steps long. For `add` and `sub`, on
/// the doublings' critical path.
#[inline(always)]
fn carry_once(l: [u64; 9]) -> [u64; 9] {
    core::array::from_fn(|k| match k {
        0 => (l[0] & M58) + (l[8] >> 57),
        8 => (l[8] & M57) + (l[7] >> 58),
        _ => (l[k] & M58) + (l[k - 1] >> 58),
    })
}

/// `x y` as `u128` (one `u64 x u64 -> u128` multiplication).
#[inline(always)]
fn m(x: u64, y: u64) -> u128 {
    x as u128 * y as u128
}

/// The nine column sums `c_k` of `a b` folded mod `p` (`2^522 = 2`), by
/// Granger and Scott's pairing: `c_k = sum w (a_i + a_j)(b_i + b_j) +
/// prefix_k + 2 w_h d_h - 2 D` (module documentation, "Multiplication").
/// Limbs `< 2^59`; every sum `< 2^124`, every result `< 2^122.1`.
#[inline(always)]
#[rustfmt::skip]
fn mul_columns(a: &[u64; 9], b: &[u64; 9]) -> [u128; 9] {
    let b2: [u64; 9] = core::array::from_fn(|j| b[j] << 1);
    let d: [u128; 9] = core::array::from_fn(|i| m(a[i], b[i]));
    let mut pre = [0u128; 9];
    let mut acc = 0u128;
    for (p, di) in pre.iter_mut().zip(d.iter()) {
        acc += di;
        *p = acc;
    }
    let dd = acc << 1;
    [
        // k = 0: 0 pair(s) i + j = 0, 4 pair(s) i + j = 9, h = 0
        m(a[1] + a[8], b2[1] + b2[8])
            + m(a[2] + a[7], b2[2] + b2[7])
            + m(a[3] + a[6], b2[3] + b2[6])
            + m(a[4] + a[5], b2[4] + b2[5])
            + pre[0]
            + (d[0] << 1)
            - dd,
        // k = 1: 1 pair(s) i + j = 1, 3 pair(s) i + j = 10, h = 5
        m(a[0] + a[1], b[0] + b[1])
            + m(a[2] + a[8], b2[2] + b2[8])
            + m(a[3] + a[7], b2[3] + b2[7])
            + m(a[4] + a[6], b2[4] + b2[6])
            + pre[1]
            + (d[5] << 2)
            - dd,
        // k = 2: 1 pair(s) i + j = 2, 3 pair(s) i + j = 11, h = 1
        m(a[0] + a[2], b[0] + b[2])
            + m(a[3] + a[8], b2[3] + b2[8])
            + m(a[4] + a[7], b2[4] + b2[7])
            + m(a[5] + a[6], b2[5] + b2[6])
            + pre[2]
            + (d[1] << 1)
            - dd,
        // k = 3: 2 pair(s) i + j = 3, 2 pair(s) i + j = 12, h = 6
        m(a[0] + a[3], b[0] + b[3])
            + m(a[1] + a[2], b[1] + b[2])
            + m(a[4] + a[8], b2[4] + b2[8])
            + m(a[5] + a[7], b2[5] + b2[7])
            + pre[3]
            + (d[6] << 2)
            - dd,
        // k = 4: 2 pair(s) i + j = 4, 2 pair(s) i + j = 13, h = 2
        m(a[0] + a[4], b[0] + b[4])
            + m(a[1] + a[3], b[1] + b[3])
            + m(a[5] + a[8], b2[5] + b2[8])
            + m(a[6] + a[7], b2[6] + b2[7])
            + pre[4]
            + (d[2] << 1)
            - dd,
        // k = 5: 3 pair(s) i + j = 5, 1 pair(s) i + j = 14, h = 7
        m(a[0] + a[5], b[0] + b[5])
            + m(a[1] + a[4], b[1] + b[4])
            + m(a[2] + a[3], b[2] + b[3])
            + m(a[6] + a[8], b2[6] + b2[8])
            + pre[5]
            + (d[7] << 2)
            - dd,
        // k = 6: 3 pair(s) i + j = 6, 1 pair(s) i + j = 15, h = 3
        m(a[0] + a[6], b[0] + b[6])
            + m(a[1] + a[5], b[1] + b[5])
            + m(a[2] + a[4], b[2] + b[4])
            + m(a[7] + a[8], b2[7] + b2[8])
            + pre[6]
            + (d[3] << 1)
            - dd,
        // k = 7: 4 pair(s) i + j = 7, 0 pair(s) i + j = 16, h = 8
        m(a[0] + a[7], b[0] + b[7])
            + m(a[1] + a[6], b[1] + b[6])
            + m(a[2] + a[5], b[2] + b[5])
            + m(a[3] + a[4], b[3] + b[4])
            + pre[7]
            + (d[8] << 2)
            - dd,
        // k = 8: 4 pair(s) i + j = 8, 0 pair(s) i + j = 17, h = 4
        m(a[0] + a[8], b[0] + b[8])
            + m(a[1] + a[7], b[1] + b[7])
            + m(a[2] + a[6], b[2] + b[6])
            + m(a[3] + a[5], b[3] + b[5])
            + pre[8]
            + (d[4] << 1)
            - dd,
    ]
}

/// The nine column sums of `a^2` folded mod `p`: cross products `a_i a_j`
/// (`i < j`) once, with one factor doubled (`a2`), or quadrupled (`a4`)
/// when they fold (`i + j >= 9`). Limbs `< 2^59`; every sum `< 2^122.1`.
#[inline(always)]
#[rustfmt::skip]
fn square_columns(a: &[u64; 9]) -> [u128; 9] {
    let a2: [u64; 9] = core::array::from_fn(|j| a[j] << 1);
    let a4: [u64; 9] = core::array::from_fn(|j| a[j] << 2);
    [
        m(a[0], a[0])
            + m(a[1], a4[8])
            + m(a[2], a4[7])
            + m(a[3], a4[6])
            + m(a[4], a4[5]),
        m(a[0], a2[1])
            + m(a[5], a2[5])
            + m(a[2], a4[8])
            + m(a[3], a4[7])
            + m(a[4], a4[6]),
        m(a[1], a[1])
            + m(a[0], a2[2])
            + m(a[3], a4[8])
            + m(a[4], a4[7])
            + m(a[5], a4[6]),
        m(a[0], a2[3])
            + m(a[1], a2[2])
            + m(a[6], a2[6])
            + m(a[4], a4[8])
            + m(a[5], a4[7]),
        m(a[2], a[2])
            + m(a[0], a2[4])
            + m(a[1], a2[3])
            + m(a[5], a4[8])
            + m(a[6], a4[7]),
        m(a[0], a2[5])
            + m(a[1], a2[4])
            + m(a[2], a2[3])
            + m(a[7], a2[7])
            + m(a[6], a4[8]),
        m(a[3], a[3])
            + m(a[0], a2[6])
            + m(a[1], a2[5])
            + m(a[2], a2[4])
            + m(a[7], a4[8]),
        m(a[0], a2[7])
            + m(a[1], a2[6])
            + m(a[2], a2[5])
            + m(a[3], a2[4])
            + m(a[8], a2[8]),
        m(a[4], a[4])
            + m(a[0], a2[8])
            + m(a[1], a2[7])
            + m(a[2], a2[6])
            + m(a[3], a2[5]),
    ]
}

/// Limbs `<= 2^58 + 3` (limb 8: `<= 2^57 + 2`) of column sums `c_k <
/// 2^122.1` (limb weight `2^(58 k)`), in two rounds without a carry chain
/// (module documentation, "Reduction").
#[inline(always)]
fn reduce_columns(c: &[u128; 9]) -> [u64; 9] {
    // Each c_k as lo (58 bits; 57 for k = 8), mid (58 bits), top (the rest).
    let lo: [u64; 9] = core::array::from_fn(|k| c[k] as u64 & if k == 8 { M57 } else { M58 });
    let mid: [u64; 9] =
        core::array::from_fn(|k| (c[k] >> if k == 8 { 57 } else { 58 }) as u64 & M58);
    let top: [u64; 9] = core::array::from_fn(|k| (c[k] >> if k == 8 { 115 } else { 116 }) as u64);
    // r_k = lo_k + mid_(k-1) + top_(k-2); mid_8 (weight 2^521 = 1) and
    // top_7 (2^522 = 2) fold onto limb 0, top_8 (2^579 = 2^58) onto limb 1.
    let mut r = [0u64; 9];
    r[0] = lo[0] + mid[8] + (top[7] << 1);
    r[1] = lo[1] + mid[0] + top[8];
    for k in 2..9 {
        r[k] = lo[k] + mid[k - 1] + top[k - 2];
    }
    // One carry from every limb at once (limb 8's above bit 57 onto limb 0).
    core::array::from_fn(|k| match k {
        0 => (r[0] & M58) + (r[8] >> 57),
        8 => (r[8] & M57) + (r[7] >> 58),
        _ => (r[k] & M58) + (r[k - 1] >> 58),
    })
}

impl Fp521 {
    /// The limbs of canonical little-endian words (`< 2^521`; higher bits
    /// are dropped).
    #[inline(always)]
    pub(crate) fn from_words(w: &[u64; 9]) -> Self {
        Self::from_canonical_words_const(*w)
    }

    /// [`Fp521::from_words`] at compile time (a curve's constants).
    pub(crate) const fn from_canonical_words_const(w: [u64; 9]) -> Self {
        let mut l = [0u64; 9];
        let mut k = 0;
        while k < 9 {
            let bit = 58 * k;
            let (i, s) = (bit / 64, bit % 64);
            let lo = w[i] >> s;
            let hi = if s > 6 && i + 1 < 9 {
                w[i + 1] << (64 - s)
            } else {
                0
            };
            l[k] = (lo | hi) & if k == 8 { M57 } else { M58 };
            k += 1;
        }
        Fp521(l)
    }

    /// The canonical value `< p` as nine little-endian words.
    #[inline]
    pub(crate) fn to_canonical_words(self) -> [u64; 9] {
        // Two passes give exact limbs and a value <= p (see the module
        // documentation); then v >= p iff v + 1 carries into bit 521.
        let mut l = weak_reduce(weak_reduce(self.0));
        l[1] += l[0] >> 58;
        l[0] &= M58;
        let mut w1 = l;
        w1[0] += 1;
        for k in 0..8 {
            w1[k + 1] += w1[k] >> 58;
            w1[k] &= M58;
        }
        let top = w1[8] >> 57; // 1 iff v + 1 >= 2^521, i.e. v = p
        w1[8] &= M57;
        let take = Choice::from(top as u8);
        for k in 0..9 {
            l[k] = u64::conditional_select(&l[k], &w1[k], take);
        }
        let mut w = [0u64; 9];
        for (k, limb) in l.iter().enumerate() {
            let bit = 58 * k;
            let (i, s) = (bit / 64, bit % 64);
            w[i] |= limb << s;
            if s > 6 && i + 1 < 9 {
                w[i + 1] |= limb >> (64 - s);
            }
        }
        w
    }
}

impl Field for Fp521 {
    type Bytes = [u8; 66];

    const ZERO: Self = Fp521([0; 9]);
    const ONE: Self = Fp521([1, 0, 0, 0, 0, 0, 0, 0, 0]);

    /// Rejects (in constant time) any integer `>= p`, including set bits
    /// above bit 520.
    #[inline]
    fn from_canonical_bytes(bytes: &[u8; 66]) -> CtOption<Self> {
        let w = words_from_le_bytes::<9>(bytes);
        let ok = Fp::<P521Base, 9>::from_canonical_words(&w).is_some();
        CtOption::new(Fp521::from_words(&w), ok)
    }

    #[inline]
    fn to_bytes(&self) -> [u8; 66] {
        let mut out = [0u8; 66];
        le_bytes_from_words(&self.to_canonical_words(), &mut out);
        out
    }

    #[inline]
    fn add(&self, rhs: &Self) -> Self {
        Fp521(carry_once(core::array::from_fn(|k| self.0[k] + rhs.0[k])))
    }

    #[inline]
    fn sub(&self, rhs: &Self) -> Self {
        // + 8p: limbs 8 (2^58 - 1) = 2^61 - 8, limb 8: 8 (2^57 - 1).
        Fp521(carry_once(core::array::from_fn(|k| {
            let eight_p = if k == 8 { (1 << 60) - 8 } else { (1 << 61) - 8 };
            self.0[k] + eight_p - rhs.0[k]
        })))
    }

    #[inline]
    fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    #[inline(always)]
    fn or_masked(&mut self, e: &Self, mask: u64) {
        for (a, b) in self.0.iter_mut().zip(e.0.iter()) {
            *a |= b & mask;
        }
    }

    /// `x / 2 = x 2^520` (`2^521 = 1`): a right rotation of the 521 bits.
    /// Limb `k` keeps its bits from 1 up and takes limb `k + 1`'s bit 0 as
    /// its bit 57 (`2^(58(k+1)) / 2 = 2^57 2^(58 k)`); bit 0 of limb 0 is
    /// worth `1/2 = 2^520`, bit 56 of limb 8. With limbs `< 2^59` the new
    /// limbs are `< 2^58 + 2^57 < 2^59`: the invariant holds without a
    /// reduction.
    #[inline]
    fn half(&self) -> Self {
        let l = &self.0;
        Fp521(core::array::from_fn(|k| {
            if k == 8 {
                (l[8] >> 1) + ((l[0] & 1) << 56)
            } else {
                (l[k] >> 1) + ((l[k + 1] & 1) << 57)
            }
        }))
    }

    /// Granger and Scott's product: 45 word products (module
    /// documentation, "Multiplication").
    #[inline]
    fn mul(&self, rhs: &Self) -> Self {
        Fp521(reduce_columns(&mul_columns(&self.0, &rhs.0)))
    }

    /// The dedicated squaring: 45 word products (module documentation,
    /// "Squaring").
    #[inline]
    fn square(&self) -> Self {
        Fp521(reduce_columns(&square_columns(&self.0)))
    }

    /// Through the Montgomery-form field of the same prime: its safegcd
    /// inversion of the canonical value.
    #[inline]
    fn invert(&self) -> Self {
        let m = Fp::<P521Base, 9>::from_words_reduced(&self.to_canonical_words());
        Fp521::from_words(&m.invert().to_canonical_words())
    }

    /// As [`Self::invert`], through the Montgomery-form field's
    /// variable-time inversion.
    #[inline]
    fn invert_vartime(&self) -> Self {
        let m = Fp::<P521Base, 9>::from_words_reduced(&self.to_canonical_words());
        Fp521::from_words(&m.invert_vartime().to_canonical_words())
    }

    #[inline]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        Fp521(core::array::from_fn(|k| {
            u64::conditional_select(&a.0[k], &b.0[k], choice)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;
    use rand::{RngCore, SeedableRng};
    use rand_chacha::ChaCha20Rng;

    type M = Fp<P521Base, 9>;

    fn p() -> BigUint {
        (BigUint::from(1u8) << 521u32) - 1u8
    }

    fn big(x: &Fp521) -> BigUint {
        BigUint::from_bytes_le(&x.to_bytes())
    }

    /// The value the limbs hold (not reduced).
    fn raw(x: &Fp521) -> BigUint {
        x.0.iter()
            .rev()
            .fold(BigUint::from(0u8), |acc, &l| (acc << 58u32) + l)
    }

    fn element(v: &BigUint) -> Fp521 {
        let mut b = v.to_bytes_le();
        b.resize(66, 0);
        Option::from(Fp521::from_canonical_bytes(&b.try_into().unwrap())).unwrap()
    }

    /// The product as it was before Granger and Scott's pairing and the
    /// two-round reduction: 81 schoolbook products, a carry chain on
    /// `u128`. A second model for the tests, and the baseline of `ticks`.
    fn mul_schoolbook(a: &Fp521, b: &Fp521) -> Fp521 {
        let (a, b) = (&a.0, &b.0);
        let b2: [u64; 9] = core::array::from_fn(|j| b[j] << 1);
        let mut c = [0u128; 9];
        for (k, ck) in c.iter_mut().enumerate() {
            let mut s = 0u128;
            for i in 0..9 {
                let t = if i <= k { b[k - i] } else { b2[k + 9 - i] };
                s += a[i] as u128 * t as u128;
            }
            *ck = s;
        }
        for k in 0..8 {
            c[k + 1] += c[k] >> 58;
            c[k] &= M58 as u128;
        }
        let carry = c[8] >> 57;
        c[8] &= M57 as u128;
        c[0] += carry;
        c[1] += c[0] >> 58;
        c[0] &= M58 as u128;
        Fp521(core::array::from_fn(|k| c[k] as u64))
    }

    /// Random limbs `< 2^59` (the invariant's whole range).
    fn random_loose(rng: &mut ChaCha20Rng) -> Fp521 {
        Fp521(core::array::from_fn(|_| rng.next_u64() >> 5))
    }

    /// Elements whose limbs sit at the invariant's bound (`2^59 - 1`, the
    /// largest any operation's input may have) in every position and in
    /// patterns, values near the bound, the edges 0, 1, p - 1, 2^520, p
    /// itself, and random ones.
    fn inputs(rng: &mut ChaCha20Rng) -> std::vec::Vec<Fp521> {
        const B: u64 = (1 << 59) - 1;
        let mut v = std::vec![
            Fp521::ZERO,
            Fp521::ONE,
            element(&(p() - 1u8)),
            element(&(p() - 2u8)),
            element(&(BigUint::from(1u8) << 520u32)),
            Fp521([M58, M58, M58, M58, M58, M58, M58, M58, M57]), // p
            Fp521([B; 9]),
            Fp521([B - 1; 9]),
            Fp521([1 << 58; 9]),
            Fp521([M58; 9]),
            Fp521(core::array::from_fn(|k| if k % 2 == 0 { B } else { 0 })),
            Fp521(core::array::from_fn(|k| if k % 2 == 1 { B } else { 0 })),
            Fp521(core::array::from_fn(|k| if k < 5 { B } else { 0 })),
            Fp521(core::array::from_fn(|k| if k >= 4 { B } else { 0 })),
        ];
        for i in 0..9 {
            // The bound in one limb alone, and everywhere but one limb.
            v.push(Fp521(core::array::from_fn(|k| if k == i { B } else { 0 })));
            v.push(Fp521(core::array::from_fn(|k| if k == i { 0 } else { B })));
        }
        for _ in 0..300 {
            v.push(random_loose(rng));
        }
        // Random limbs, each either at the bound or random.
        for _ in 0..100 {
            let r = rng.next_u64();
            let x = random_loose(rng);
            v.push(Fp521(core::array::from_fn(|k| {
                if (r >> k) & 1 == 1 { B } else { x.0[k] }
            })));
        }
        v
    }

    /// Every pair of [`inputs`] through `mul`, `square` against the model
    /// and the schoolbook product, with the output bound of the module
    /// documentation (limbs `< 2^58 + 3`, limb 8 `< 2^57 + 2`).
    #[test]
    fn mul_and_square_every_pair() {
        let mut rng = ChaCha20Rng::seed_from_u64(5210);
        let xs = inputs(&mut rng);
        let p = p();
        let tight =
            |x: &Fp521| x.0[..8].iter().all(|&l| l < (1 << 58) + 3) && x.0[8] < (1 << 57) + 2;
        let mut count = 0u32;
        for (row, a) in xs.iter().enumerate() {
            let ra = raw(a) % &p;
            let sq = a.square();
            assert!(tight(&sq), "square: limb bound {:x?}", sq.0);
            assert_eq!(big(&sq), (&ra * &ra) % &p, "square {:x?}", a.0);
            for b in &xs {
                let got = a.mul(b);
                assert!(tight(&got), "mul: limb bound {:x?}", got.0);
                assert_eq!(
                    big(&got),
                    big(&mul_schoolbook(a, b)),
                    "{:x?} {:x?}",
                    a.0,
                    b.0
                );
                count += 1;
            }
            // Every tenth row against the big-integer model as well.
            if row % 10 == 0 {
                for b in &xs {
                    assert_eq!(big(&a.mul(b)), (&ra * (raw(b) % &p)) % &p);
                }
            }
        }
        assert_eq!(count as usize, xs.len() * xs.len());
    }

    /// 100,000 seeded random products and squares of random limbs `< 2^59`
    /// against the big-integer model, also in long dependent chains (each
    /// output the next input).
    #[test]
    fn mul_and_square_random_100k() {
        let mut rng = ChaCha20Rng::seed_from_u64(5211);
        let p = p();
        let (mut x, mut mx) = (random_loose(&mut rng), BigUint::from(0u8));
        mx += raw(&x) % &p;
        for i in 0..100_000 {
            let (a, b) = (random_loose(&mut rng), random_loose(&mut rng));
            let (ra, rb) = (raw(&a) % &p, raw(&b) % &p);
            assert_eq!(big(&a.mul(&b)), (&ra * &rb) % &p);
            assert_eq!(big(&a.square()), (&ra * &ra) % &p);
            // The chain: x <- x b or x^2, alternately.
            if i % 2 == 0 {
                x = x.mul(&b);
                mx = (&mx * &rb) % &p;
            } else {
                x = x.square();
                mx = (&mx * &mx) % &p;
            }
            assert_eq!(big(&x), mx);
        }
    }

    #[test]
    fn matches_the_model_and_the_montgomery_field() {
        let mut rng = ChaCha20Rng::seed_from_u64(521);
        let xs = inputs(&mut rng);
        let p = p();
        let bound = 1u64 << 59;
        let ok = |x: &Fp521| x.0.iter().all(|&l| l < bound);
        for (i, a) in xs.iter().enumerate() {
            let b = &xs[(i * 7 + 3) % xs.len()];
            let (ra, rb) = (raw(a) % &p, raw(b) % &p);
            assert_eq!(big(a), ra, "to_bytes");
            for (name, got, want) in [
                ("add", a.add(b), (&ra + &rb) % &p),
                ("sub", a.sub(b), (&ra + &p - &rb) % &p),
                ("neg", a.neg(), (&p - &ra) % &p),
                ("mul", a.mul(b), (&ra * &rb) % &p),
                ("square", a.square(), (&ra * &ra) % &p),
                ("half", a.half(), (&ra * ((&p + 1u8) / 2u8)) % &p),
            ] {
                assert!(ok(&got), "{name}: limb bound {:x?}", got.0);
                assert_eq!(big(&got), want, "{name}");
            }
            // Inversion, and agreement with the Montgomery-form field.
            let inv = a.invert();
            if ra == BigUint::from(0u8) {
                assert_eq!(big(&inv), BigUint::from(0u8));
            } else {
                assert_eq!(big(&a.mul(&inv)), BigUint::from(1u8));
            }
            let m = M::from_words_reduced(&a.to_canonical_words());
            assert_eq!(m.mul(&m).to_bytes(), a.square().to_bytes());
        }
    }

    /// rdtsc ticks per operation in dependent chains (`cargo test -p
    /// velocurve --release --lib fp521::tests::ticks -- --ignored
    /// --nocapture`): the schoolbook product kept above against
    /// Granger and Scott's, its `x x` against the dedicated squaring, and
    /// `add`, `sub`. Each of 41 rounds times every cell once (2,000
    /// operations), interleaved so that noise hits all alike; medians.
    #[cfg(target_arch = "x86_64")]
    #[test]
    #[ignore = "a measurement, not a check"]
    fn ticks() {
        use core::arch::x86_64::_rdtsc;
        use core::hint::black_box;
        const OPS: u64 = 2_000;
        let mut rng = ChaCha20Rng::seed_from_u64(1);
        let (x0, y) = (random_loose(&mut rng), random_loose(&mut rng));
        type Step = fn(&Fp521, &Fp521) -> Fp521;
        let cells: [(&str, Step); 6] = [
            ("mul, schoolbook (old)", |x, y| mul_schoolbook(x, y)),
            ("mul, Granger-Scott", |x, y| x.mul(y)),
            ("square as mul (old)", |x, _| mul_schoolbook(x, x)),
            ("square, dedicated", |x, _| x.square()),
            ("add", |x, y| x.add(y)),
            ("sub", |x, y| x.sub(y)),
        ];
        let mut t = std::vec![std::vec::Vec::new(); cells.len()];
        for _ in 0..41 {
            for (c, (_, step)) in cells.iter().enumerate() {
                // SAFETY: rdtsc exists on every x86-64 CPU.
                let t0 = unsafe { _rdtsc() };
                let mut x = black_box(x0);
                for _ in 0..OPS {
                    x = step(&x, &y);
                }
                black_box(x);
                // SAFETY: as above.
                let t1 = unsafe { _rdtsc() };
                t[c].push((t1 - t0) as f64 / OPS as f64);
            }
        }
        for ((name, _), v) in cells.iter().zip(t.iter_mut()) {
            v.sort_by(f64::total_cmp);
            std::println!("fp521 {name:24} {:7.1} ticks", v[v.len() / 2]);
        }
    }

    #[test]
    fn decoding() {
        let p = p();
        for (v, accept) in [
            (BigUint::from(0u8), true),
            (&p - 1u8, true),
            (p.clone(), false),
            (&p + 1u8, false),
            ((BigUint::from(1u8) << 528u32) - 1u8, false),
        ] {
            let mut b = v.to_bytes_le();
            b.resize(66, 0);
            let got = Fp521::from_canonical_bytes(&b.clone().try_into().unwrap());
            assert_eq!(bool::from(got.is_some()), accept, "{v:x}");
            if accept {
                assert_eq!(got.unwrap().to_bytes().to_vec(), b);
            }
        }
        // p itself (all limbs full) encodes as 0.
        assert_eq!(
            Fp521([M58, M58, M58, M58, M58, M58, M58, M58, M57]).to_bytes(),
            [0; 66]
        );
    }
}
