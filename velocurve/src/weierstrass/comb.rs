//! Constant-time fixed-base scalar multiplication `[k]G` with a precomputed
//! table of affine multiples of `G`, for any curve of the [`Curve`]
//! contract whose order `n` is above `2^255` (Curve13318's); the table is
//! generated ([`super::table_gen`]) and checked in.
//!
//! # Algorithm
//!
//! The single-pass comb of [`crate::edwards::comb`] (`W = 6`, no doubling)
//! on the complete mixed addition of [`super`]:
//!
//! * `k < n` becomes `k' < 2^255` with `[k]G = ±[k']G`: `k' = k` when `k <
//!   2^255`, else `k' = n - k < n - 2^255` and the result is negated
//!   (selected in constant time by bit 255 of `k`).
//! * `k'` in signed radix 64 ([`signed_digits_w`] with `W = 6`): `k' =
//!   sum_{i<43} d_i 64^i`, `|d_i| <= 32`.
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
//! (12M in place of an 11M mixed one). On the AMD EPYC Zen 3, 2026-11-26,
//! key generation over X25519's in the same runs of the benchmark program:
//! `portable51` 1.34 and 1.34 (1.44–1.51 with one chain, earlier runs),
//! `mulx64` 1.54–1.57 (1.56–1.63).
//!
//! An affine point cannot be the identity, so a zero digit cannot be looked
//! up as one: the addition runs with the (all-zero) words the scan returns
//! and its result is dropped by a constant-time select in favour of the
//! unchanged accumulator. Every addition runs whatever the digits.
//!
//! Cost: 41 x (11M + 2m_b) + (12M + 2m_b), 43 scans of 32 entries of 8
//! words, one inversion for the affine result, against the variable-base window's 255
//! doublings and 51 additions.
//!
//! # Constant time
//!
//! The digits come from shifts, masks and additions; `n - k` and the
//! choice between `k` and `n - k` are word arithmetic and masks; each scan
//! ([`WordLookup::select`]) reads every entry of its row; the zero-digit
//! and sign choices are `subtle` selects and conditional negations. No
//! branch, index or variable-latency instruction depends on `k`.

use super::{AffinePoint, Curve, ProjectivePoint};
use crate::edwards::comb::signed_digits_w;
use crate::field::Field;
use crate::lookup::WordLookup;
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

/// Digit width.
pub(crate) const W: usize = 6;
/// Digits (and rows) of a scalar below `2^255`.
pub(crate) const ROWS: usize = 256usize.div_ceil(W);
/// Entries per row: `1 ..= 2^(W - 1)` times the row's base.
pub(crate) const ENTRIES: usize = 1 << (W - 1);

/// An entry: `x` and `y`, canonical, four little-endian words each.
pub(crate) type Entry = [u64; 8];

/// The table: row `i`, entry `j - 1` is `j 64^i G`.
pub(crate) type Table = [[Entry; ENTRIES]; ROWS];

/// `k` if `k < 2^255`, else `n - k`, and whether it was replaced (bit 255
/// of `k`). For `2^255 <= k < n`, `n - k < n - 2^255 < 2^255`. Constant
/// time; `k < n` (little-endian words of both).
#[inline(always)]
fn fold(k: &[u64; 4], n: &[u64; 4]) -> ([u64; 4], Choice) {
    let top = k[3] >> 63;
    let mut diff = [0u64; 4];
    let mut borrow = 0u64;
    for i in 0..4 {
        let (d, b1) = n[i].overflowing_sub(k[i]);
        let (d, b2) = d.overflowing_sub(borrow);
        diff[i] = d;
        borrow = (b1 | b2) as u64;
    }
    let mask = top.wrapping_neg();
    let out = core::array::from_fn(|i| (k[i] & !mask) | (diff[i] & mask));
    (out, Choice::from(top as u8))
}

/// A curve with a comb table: four-word field elements, an order `n` above
/// `2^255`.
pub(crate) trait CombCurve: Curve {
    /// The group order `n` (`2^255 < n < 2^256`), little-endian words.
    const ORDER: [u64; 4];
    /// The table of the generator (generated, checked in).
    fn table() -> &'static Table;
    /// The field element of canonical little-endian words (`< p`; the
    /// all-zero words of an empty scan too).
    fn from_words(w: &[u64; 4]) -> Self::F;
}

/// The affine point of a table entry (canonical words, or the zero entry).
#[inline(always)]
fn point<C: CombCurve>(e: &Entry) -> AffinePoint<C> {
    AffinePoint {
        x: C::from_words(&[e[0], e[1], e[2], e[3]]),
        y: C::from_words(&[e[4], e[5], e[6], e[7]]),
    }
}

/// `[k] G` for `k < n` (little-endian bytes), from the curve's table;
/// constant time in `k`.
#[inline(always)]
pub(crate) fn mul_base<C: CombCurve, L: WordLookup>(k: &[u8; 32], lookup: L) -> ProjectivePoint<C> {
    let (n, table) = (&C::ORDER, C::table());
    let mut words: [u64; 4] = core::array::from_fn(|i| {
        u64::from_le_bytes(k[8 * i..8 * i + 8].try_into().unwrap_or([0; 8]))
    });
    let (mut folded, negate) = fold(&words, n);
    let mut bytes = [0u8; 32];
    for (i, w) in folded.iter().enumerate() {
        bytes[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
    }
    let mut d = signed_digits_w::<W, ROWS>(&bytes);
    bytes.zeroize();
    words.zeroize();
    folded.zeroize();

    // |d| and the sign of d, as words.
    let split = |d: i16| -> (u64, Choice) {
        let s = (d as u16 >> 15) as u64;
        let abs = ((d as i64 ^ -(s as i64)) + s as i64) as u64;
        (abs, Choice::from(s as u8))
    };

    // Row `i`'s point, negated for a negative digit, and whether the digit
    // is nonzero.
    let entry = |i: usize| -> (AffinePoint<C>, Choice) {
        let (abs, sign) = split(d[i]);
        let mut q = point::<C>(&lookup.select(&table[i], abs));
        q.y.conditional_negate(sign);
        (q, !abs.ct_eq(&0))
    };
    let start = |i: usize| {
        let (q, nonzero) = entry(i);
        ProjectivePoint::select(&ProjectivePoint::IDENTITY, &q.to_projective(), nonzero)
    };
    let step = |r: &ProjectivePoint<C>, i: usize| {
        let (q, nonzero) = entry(i);
        ProjectivePoint::select(r, &r.add_affine(&q), nonzero)
    };
    // Two independent accumulators, the even rows and the odd rows: each
    // addition depends on the previous one of its own chain only, so the
    // core overlaps the two chains (the formulas are latency bound, see the
    // module documentation); one complete addition joins them.
    let mut even = start(0);
    let mut odd = start(1);
    for i in 1..ROWS / 2 {
        even = step(&even, 2 * i);
        odd = step(&odd, 2 * i + 1);
    }
    if ROWS % 2 == 1 {
        even = step(&even, ROWS - 1);
    }
    let mut r = even.add(&odd);
    d.zeroize();
    r.conditional_negate(negate);
    r
}
