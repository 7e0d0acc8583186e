//! Constant-time fixed-base scalar multiplication `[k]G` with a precomputed
//! table of affine multiples of `G`, for any curve of the [`Curve`]
//! contract whose order `n` has `b` bits, `2^(b-1) < n < 2^b` (Curve13318's
//! and the five NIST curves'); the table is generated
//! (`weierstrass/table_gen.rs`) and checked in. The sizes below are those of the
//! 256-bit curves (`b = 256`); [`rows`] gives them for any `b`.
//!
//! # Algorithm
//!
//! The single-pass comb of [`crate::edwards::comb`] (`W = 6`, no doubling)
//! on the complete mixed addition of [`super`] (or, for the described
//! curves, Jacobian mixed additions: see below):
//!
//! * `k < n` becomes `k' < 2^255` with `[k]G = ±[k']G`: `k' = k` when `k <
//!   2^255`, else `k' = n - k < n - 2^255` and the result is negated
//!   (selected in constant time by bit 255 of `k`; bit `b - 1` for `b`
//!   bits).
//! * `k'` in signed radix 64 ([`window::recode_w`] with `W = 6`): `k' =
//!   sum_{i<43} d_i 64^i`, `d_i` in `[-32, 31]` (`k' < 2^(6 * 43 - 2)`).
//! * Row `i` of the table holds `j 64^i G` for `j = 1 ..= 32`, affine, so
//!   `[k']G = sum_i d_i row_i`: 43 lookups, summed in two independent
//!   chains (even rows, odd rows; each starts with its first row's point,
//!   the identity if that digit is 0) of 41 mixed additions in all
//!   (Renes–Costello–Batina Algorithm 5: 11M + 2m_b each), joined by one
//!   complete addition (Algorithm 4: 12M + 2m_b).
//!
//! Two chains instead of one: the formulas are latency bound (each
//! addition waits for the previous one), and with two chains the core
//! works on two additions at once. It costs one complete addition more
//! (12M in place of an 11M mixed one); the two chains measured faster
//! (`docs/PERFORMANCE-HISTORY.md`).
//!
//! An affine point cannot be the identity, so a zero digit cannot be looked
//! up as one: the addition runs with the (all-zero) words the scan returns
//! and its result is dropped by a constant-time select in favour of the
//! unchanged accumulator. Every addition runs whatever the digits.
//!
//! How a chain adds is its [`Chain`]: the complete formulas above
//! (Curve13318, [`mul_base`]) or Jacobian mixed additions at 8M + 3S with
//! the identity tracked beside the point (the described curves,
//! [`super::jacobian::CombChain`], whose module proves that no addition
//! below the top row meets `P = ±Q` and guards the top row and the join).
//!
//! Cost on the complete formulas: 41 x (11M + 2m_b) + (12M + 2m_b), 43
//! scans of 32 entries of 8 words, one inversion for the affine result,
//! against the variable-base window's 255 doublings and 51 additions.
//!
//! # Constant time
//!
//! The digits come from shifts, masks and additions; `n - k` and the
//! choice between `k` and `n - k` are word arithmetic and masks; each scan
//! ([`WordLookup::select`]) reads every entry of its row; the zero-digit
//! and sign choices are `subtle` selects and conditional negations. No
//! branch, index or variable-latency instruction depends on `k`.

use super::{AffinePoint, Curve, ProjectivePoint, window};
use crate::field::Field;
use crate::lookup::WordLookup;
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

/// Digit width.
pub(crate) const W: usize = 6;
/// Entries per row: `1 ..= 2^(W - 1)` times the row's base.
pub(crate) const ENTRIES: usize = 1 << (W - 1);

/// Digits (and rows) for an order of `bits` bits: the folded scalar is
/// below `2^(bits - 1)`, and [`window::recode_w`] needs it below `2^(W
/// rows - 2)`.
pub(crate) const fn rows(bits: usize) -> usize {
    (bits + 1).div_ceil(W)
}

/// Rows of the 256-bit curves' tables (Curve13318, P-256).
pub(crate) const ROWS: usize = rows(256);

/// The table of a curve whose field elements have `K / 2` words: row `i`,
/// entry `j - 1` is `j 64^i G`, `x` then `y`, canonical little-endian
/// words. The defaults are the 256-bit curves'.
pub(crate) type Table<const K: usize = 8, const R: usize = ROWS> = [[[u64; K]; ENTRIES]; R];

/// The bit length of a nonzero `N`-word integer, at compile time.
const fn bit_length<const N: usize>(n: &[u64; N]) -> usize {
    let mut i = N;
    while i > 0 {
        i -= 1;
        if n[i] != 0 {
            return 64 * i + 64 - n[i].leading_zeros() as usize;
        }
    }
    0
}

/// Whether bit `b - 2` of the `b`-bit `n` is set (`n > 1.5 * 2^(b-1)`),
/// at compile time: what the Jacobian chains' proof needs
/// ([`super::jacobian::CombChain`]).
pub(crate) const fn second_bit_set<const N: usize>(n: &[u64; N]) -> bool {
    let b = bit_length(n);
    b >= 2 && (n[(b - 2) / 64] >> ((b - 2) % 64)) & 1 == 1
}

/// `k` if `k < 2^(b-1)`, else `n - k`, and whether it was replaced (bit
/// `b - 1` of `k`), for `n` of `b` bits. For `2^(b-1) <= k < n`, `n - k <
/// n - 2^(b-1) < 2^(b-1)`. Constant time; `k < n` (little-endian words of
/// both).
#[inline(always)]
pub(crate) fn fold<const N: usize>(k: &[u64; N], n: &[u64; N], bits: usize) -> ([u64; N], Choice) {
    let top = (k[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1;
    let mut diff = [0u64; N];
    let mut borrow = 0u64;
    for i in 0..N {
        let (d, b1) = n[i].overflowing_sub(k[i]);
        let (d, b2) = d.overflowing_sub(borrow);
        diff[i] = d;
        borrow = (b1 | b2) as u64;
    }
    let mask = top.wrapping_neg();
    let out = core::array::from_fn(|i| (k[i] & !mask) | (diff[i] & mask));
    (out, Choice::from(top as u8))
}

/// A curve with a comb table: field elements of `N` words, table entries
/// of `K = 2 N` words, `R` rows (= [`rows`] of the order's bit length; both
/// checked at compile time in [`mul_base`]). The defaults are the 256-bit
/// curves'.
pub(crate) trait CombCurve<const N: usize = 4, const K: usize = 8, const R: usize = ROWS>:
    Curve
{
    /// The group order `n` (`2^(b-1) < n < 2^b`), little-endian words.
    const ORDER: [u64; N];
    /// The table of the generator (generated, checked in).
    fn table() -> &'static Table<K, R>;
    /// The field element of canonical little-endian words (`< p`).
    fn from_words(w: &[u64; N]) -> Self::F;
    /// The field element of a word half of a [`Self::table`] entry (the
    /// all-zero words of an empty scan too): canonical unless the curve's
    /// tables hold another form (`nist::Description::MONTGOMERY_TABLES`).
    #[inline(always)]
    fn from_table_words(w: &[u64; N]) -> Self::F {
        Self::from_words(w)
    }
}

/// The affine point of a table entry (its words, or the zero entry).
#[inline(always)]
fn point<C: CombCurve<N, K, R>, const N: usize, const K: usize, const R: usize>(
    e: &[u64; K],
) -> AffinePoint<C> {
    AffinePoint {
        x: C::from_table_words(&core::array::from_fn(|i| e[i])),
        y: C::from_table_words(&core::array::from_fn(|i| e[N + i])),
    }
}

/// How a comb chain sums its rows' points: the complete projective
/// formulas ([`ProjectivePoint`], every curve) or Jacobian mixed additions
/// with the identity tracked beside the point
/// ([`super::jacobian::CombChain`], the described curves, whose proof is
/// in its module).
pub(crate) trait Chain<C: Curve>: Copy {
    /// A chain's first point: `q`, or the identity where `nonzero` is
    /// clear (a zero digit).
    fn start(q: &AffinePoint<C>, nonzero: Choice) -> Self;
    /// The chain plus `q` where `nonzero` is set, else the chain; `top`:
    /// `q` is of the table's top row (public).
    fn step(&self, q: &AffinePoint<C>, nonzero: Choice, top: bool) -> Self;
    /// The sum of two chains.
    fn join(&self, other: &Self) -> ProjectivePoint<C>;
}

impl<C: Curve> Chain<C> for ProjectivePoint<C> {
    #[inline(always)]
    fn start(q: &AffinePoint<C>, nonzero: Choice) -> Self {
        ProjectivePoint::select(&ProjectivePoint::IDENTITY, &q.to_projective(), nonzero)
    }
    #[inline(always)]
    fn step(&self, q: &AffinePoint<C>, nonzero: Choice, _top: bool) -> Self {
        ProjectivePoint::select(self, &self.add_affine(q), nonzero)
    }
    #[inline(always)]
    fn join(&self, other: &Self) -> ProjectivePoint<C> {
        self.add(other)
    }
}

/// `[k] G` for `k < n` (little-endian bytes, at most `8 N` of them), from
/// the curve's table, on the complete formulas ([`mul_base_on`]);
/// constant time in `k`.
#[inline(always)]
pub(crate) fn mul_base<C, L, const N: usize, const K: usize, const R: usize>(
    k: &[u8],
    lookup: L,
) -> ProjectivePoint<C>
where
    C: CombCurve<N, K, R>,
    L: WordLookup,
{
    mul_base_on::<ProjectivePoint<C>, C, L, N, K, R>(k, lookup)
}

/// `[k] G` for `k < n` (little-endian bytes, at most `8 N` of them), from
/// the curve's table, the chains summed by `A`; constant time in `k`.
#[inline(always)]
pub(crate) fn mul_base_on<A, C, L, const N: usize, const K: usize, const R: usize>(
    k: &[u8],
    lookup: L,
) -> ProjectivePoint<C>
where
    A: Chain<C>,
    C: CombCurve<N, K, R>,
    L: WordLookup,
{
    let bits = const { bit_length(&C::ORDER) };
    const { assert!(N <= 9 && K == 2 * N && R == rows(bit_length(&C::ORDER)) && R >= 2) };
    let (n, table) = (&C::ORDER, C::table());
    let mut words = crate::field::fp::words_from_le_bytes::<N>(k);
    let (mut folded, negate) = fold(&words, n, bits);
    let mut bytes = [0u8; 72]; // 8 N <= 72 (N <= 9, the field contract's bound)
    crate::field::fp::le_bytes_from_words(&folded, &mut bytes[..8 * N]);
    let mut d = window::recode_w::<W, R>(&bytes[..8 * N]);
    bytes.zeroize();
    words.zeroize();
    folded.zeroize();

    // |d| and the sign of d, as words.
    let split = |d: i8| -> (u64, Choice) {
        let s = (d as u8 >> 7) as u64;
        let abs = ((d as i64 ^ -(s as i64)) + s as i64) as u64;
        (abs, Choice::from(s as u8))
    };
    // Row `i`'s point, negated for a negative digit, and whether the digit
    // is nonzero.
    let entry = |i: usize| -> (AffinePoint<C>, Choice) {
        let (abs, sign) = split(d[i]);
        let mut q = point::<C, N, K, R>(&lookup.select(&table[i], abs));
        q.y.conditional_negate(sign);
        (q, !abs.ct_eq(&0))
    };
    let start = |i: usize| {
        let (q, nonzero) = entry(i);
        A::start(&q, nonzero)
    };
    let step = |r: &A, i: usize| {
        let (q, nonzero) = entry(i);
        r.step(&q, nonzero, i == R - 1)
    };
    // Two independent accumulators, the even rows and the odd rows: each
    // addition depends on the previous one of its own chain only, so the
    // core overlaps the two chains (the formulas are latency bound, see the
    // module documentation); one complete addition joins them.
    let mut even = start(0);
    let mut odd = start(1);
    for i in 1..R / 2 {
        even = step(&even, 2 * i);
        odd = step(&odd, 2 * i + 1);
    }
    if R % 2 == 1 {
        even = step(&even, R - 1);
    }
    let mut r = even.join(&odd);
    d.zeroize();
    r.conditional_negate(negate);
    r
}
