//! Fixed-base scalar multiplication `[k]B` with a precomputed table.
//!
//! # Algorithm
//!
//! The method of curve25519-dalek's `EdwardsBasepointTable::mul_base`
//! (after Bernstein–Duif–Lange–Schwabe–Yang, "High-speed high-security
//! signatures", CHES 2011, section 4), with the digit width and the number
//! of passes as parameters:
//!
//! * Write `k < 2^255` in signed radix `2^W`: `k = sum_{i<N} d_i 2^(W i)`
//!   with `N = ceil(256 / W)`, `-2^(W-1) <= d_i < 2^(W-1)` for `i < N - 1`
//!   and `0 <= d_{N-1} <= 2^(W-1)` ([`signed_digits`]).
//! * Split the digits into `PASSES` interleaved classes `i = PASSES*r + p`.
//!   Row `r` of the table holds `j * 2^(W*PASSES*r) * B` for
//!   `j = 1 ..= 2^(W-1)` in affine Niels form, so
//!   `d_i 2^(W i) B = 2^(W p) * (d_i * row_r)` and
//!
//!   `[k]B = sum_p 2^(W p) sum_r d_{PASSES r + p} row_r`,
//!
//!   evaluated by Horner's rule in `p`: one mixed addition per digit and
//!   `W` doublings between passes.
//!
//! # Cost
//!
//! For `N` digits and `P = PASSES`: one lookup per digit; `N - 1` mixed
//! additions of 3M, each followed by the conversion of its completed result
//! (4M to extended; 3M to projective before a run of doublings; none after
//! the last, whose completed point goes straight to `u`); `W (P - 1)`
//! doublings (4S, then 3M, or 4M at the end of a run); 1M for the first
//! point, whose addition to the identity is skipped. For the chosen
//! `W = 6, P = 1`: **292M and no squaring** (42 additions of 7M, the
//! last one 3M, 1M for the first point and 1M for `u`), 43 lookups scanning
//! 1,376 entries, and one inversion (the ladder: 255 x (5M + 4S + 1 small
//! M) and one inversion). The "field ops" column below counts the same
//! way.
//!
//! # Choice of parameters
//!
//! `W = 6, PASSES = 1` (no doublings, a 129 KiB table of 43 rows of 32
//! entries) measured fastest among `W = 4, 5, 6` and `PASSES = 1, 2`, with
//! the table hot in cache and from L3. The row scan is a [`RowLookup`]:
//! the portable mask scan, or on mulx64 with AVX2 [`crate::lookup::avx2`]
//! (`vpcmpeqq` masks and three `vpblendvb` per entry); row `r + 1` is looked
//! up before the addition of row `r`, so that the out-of-order core
//! overlaps the scan with the multiplications. The measurements behind
//! these choices, and what was tried and not kept, are in
//! `docs/PERFORMANCE-HISTORY.md` ("The fixed-base comb").
//!
//! # Constant time
//!
//! Digits are computed with shifts, masks and additions only. Every lookup
//! reads the whole row (all `2^(W-1)` entries) and keeps the wanted entry
//! with masks that pass through an optimisation barrier, so that the
//! compiler cannot turn them back into a branch or an index; the sign is
//! applied with constant-time swaps. The sequence of
//! operations and memory addresses depends only on the public parameters.

#[cfg(x86_backends)]
pub(crate) mod avx2;
#[cfg(x86_backends)]
pub(crate) mod ifma;
#[cfg(x86_backends)]
#[rustfmt::skip]
pub(crate) mod ifma_table;
#[rustfmt::skip]
pub(crate) mod table;

use crate::edwards::comb::table::BASE_TABLE;
use crate::edwards::point::{AffineNielsPoint, CompletedPoint, EdwardsPoint, ProjectivePoint};
use crate::field::Field25519;
use crate::lookup::WordLookup;
use subtle::Choice;

/// Bits per signed digit.
pub(crate) const W: usize = 6;
/// Interleaved passes; `W * (PASSES - 1)` doublings in all.
pub(crate) const PASSES: usize = 1;
/// Number of digits of a scalar `< 2^255`: `W * N >= 256` leaves room for
/// the final carry.
pub(crate) const N: usize = 256usize.div_ceil(W);
/// Table rows.
pub(crate) const ROWS: usize = N.div_ceil(PASSES);
/// Entries per row: the multiples `1 ..= 2^(W-1)`.
pub(crate) const ENTRIES: usize = 1 << (W - 1);

/// A table entry: the canonical little-endian 64-bit words of
/// `y + x`, `y - x` and `2dxy`, in that order. Backend independent: the
/// scan works on these words, and only the selected entry is converted to
/// the backend's representation ([`Field25519`]), three conversions per
/// lookup instead of one table per backend.
pub(crate) type Entry = [u64; 12];

/// The precomputed table, aligned to cache lines.
#[repr(C, align(64))]
pub(crate) struct BaseTable(pub(crate) [[Entry; ENTRIES]; ROWS]);

/// Signed radix-`2^W` digits of `k` (which must be `< 2^255`).
///
/// Let `w_i` be bits `W i .. W i + W - 1` of `k` (so `0 <= w_i < 2^W`) and
/// `c_0 = 0`. For `i < N - 1`:
/// `c_{i+1} = floor((w_i + c_i + 2^(W-1)) / 2^W)` and
/// `d_i = w_i + c_i - 2^W c_{i+1}`, hence `-2^(W-1) <= d_i < 2^(W-1)` and
/// `c_{i+1} in {0, 1}`; `d_{N-1} = w_{N-1} + c_{N-1}`. As
/// `w_{N-1} < 2^(255 - W(N-1)) <= 2^(W-1)` (because `W N >= 256`),
/// `0 <= d_{N-1} <= 2^(W-1)`. Telescoping gives `sum d_i 2^(W i) = k`.
/// Arithmetic only: no branch, no table.
#[inline(always)]
pub(crate) fn signed_digits(k: &[u8; 32]) -> [i16; N] {
    signed_digits_w::<W, N>(k)
}

/// [`signed_digits`] for any width `W` (`2 <= W <= 8`) and its digit count
/// `N = ceil(256 / W)` (checked at compile time).
#[inline(always)]
pub(crate) fn signed_digits_w<const W: usize, const N: usize>(k: &[u8; 32]) -> [i16; N] {
    const { assert!(W >= 2 && W <= 8 && N == 256usize.div_ceil(W)) };
    debug_assert!(k[31] >> 7 == 0);
    let mut words = [0u64; 5]; // one zero word past the end for the windows
    for (i, w) in words.iter_mut().take(4).enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(&k[8 * i..8 * i + 8]);
        *w = u64::from_le_bytes(b);
    }
    let mask = (1u64 << W) - 1;
    let mut d = [0i16; N];
    let mut carry = 0i16;
    for (i, di) in d.iter_mut().enumerate() {
        let bit = W * i;
        let (q, r) = (bit / 64, bit % 64);
        // Bits from the next word; `r = 0` would shift by 64, so shift in
        // two steps (public indices only).
        let lo = words[q] >> r;
        let hi = (words[q + 1] << (63 - r)) << 1;
        let w = ((lo | hi) & mask) as i16;
        let v = w + carry;
        if i + 1 < N {
            carry = (v + (1 << (W - 1))) >> W;
            *di = v - (carry << W);
        } else {
            *di = v;
        }
    }
    d
}

/// A way to read one table row in constant time: every
/// [`WordLookup`] (the portable [`ScalarLookup`](crate::lookup::ScalarLookup),
/// or the AVX2 [`Avx2Lookup`](crate::lookup::avx2::Avx2Lookup)) is one.
pub(crate) trait RowLookup: Copy {
    /// The words of `|d| * row_r` (the identity `(1, 1, 0)` when `d = 0`),
    /// read from every entry of the row, with `y + x` and `y - x` already
    /// swapped when `d < 0`, and `sign = (d < 0)` as 0 or 1. The caller
    /// completes the negation `-(y + x, y - x, 2dxy) = (y - x, y + x,
    /// -2dxy)` by [`add_signed`] (or by negating `T`).
    fn lookup_words(self, row: &[Entry; ENTRIES], d: i16) -> (Entry, u64);
}

/// The identity in affine Niels form: `y + x = 1`, `y - x = 1`, `2dxy = 0`.
const IDENTITY: Entry = [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0];

impl<L: WordLookup> RowLookup for L {
    #[inline(always)]
    fn lookup_words(self, row: &[Entry; ENTRIES], d: i16) -> (Entry, u64) {
        // sign = 1 iff d < 0; |d| = (d ^ -sign) + sign, in 0 ..= 2^(W-1).
        let sign = ((d as u16) >> 15) as u64;
        let abs = ((d as u64) ^ sign.wrapping_neg()).wrapping_add(sign) & 0xffff;
        // Entry |d| - 1 (the identity for d = 0), with words 0 .. 4 (y + x)
        // and 4 .. 8 (y - x) exchanged for d < 0.
        let e = self.select_swap::<12, ENTRIES, 4>(row, abs, &IDENTITY, sign);
        (e, sign)
    }
}

/// Looks up `|d| * row_r` with `lookup` ([`RowLookup::lookup_words`]) and
/// converts it to the backend's representation.
#[inline(always)]
fn lookup<F: Field25519, L: RowLookup>(
    lookup: L,
    row: &[Entry; ENTRIES],
    d: i16,
) -> (AffineNielsPoint<F>, Choice) {
    let (acc, sign) = lookup.lookup_words(row, d);
    let word4 = |i: usize| [acc[i], acc[i + 1], acc[i + 2], acc[i + 3]];
    let p = AffineNielsPoint {
        y_plus_x: F::from_canonical_words(&word4(0)),
        y_minus_x: F::from_canonical_words(&word4(4)),
        xy2d: F::from_canonical_words(&word4(8)),
    };
    (p, Choice::from(sign as u8))
}

/// `acc + q` where `q` is `(y - x, y + x, 2dxy)` of a point `P` if `sign ==
/// 1` and `(y + x, y - x, 2dxy)` of `P` otherwise (as [`lookup`] returns
/// it): the result is `acc + (-1)^sign P`.
///
/// Proof: `-P` in affine Niels form is `(y - x, y + x, -2dxy)`. In
/// [`EdwardsPoint::add_affine_niels`] the only use of `2dxy` is
/// `C = T * 2dxy` in `G = D + C` (completed `Z`) and `F = D - C` (completed
/// `T`); negating `2dxy` negates `C`, which swaps `G` and `F`. So the sum
/// with `-P` is the sum with `q` followed by a swap of `Z` and `T`.
#[inline(always)]
fn add_signed<F: Field25519>(
    acc: &EdwardsPoint<F>,
    q: &AffineNielsPoint<F>,
    sign: Choice,
) -> CompletedPoint<F> {
    let mut c = acc.add_affine_niels(q);
    F::cswap(&mut c.z, &mut c.t, sign);
    c
}

/// Rows that hold a digit of pass `p` (digits `i = PASSES r + p < N`).
const fn rows_in_pass(p: usize) -> usize {
    (N - p).div_ceil(PASSES)
}

// The highest pass starts from its row-0 point and adds at least one more.
const _: () = assert!(rows_in_pass(PASSES - 1) >= 2);

/// `[k]B` for `k < 2^255`, as a completed point (the caller chooses the
/// conversion: 4M to extended, or straight to a Montgomery `u`). See the
/// [module documentation](self) for the algorithm and its cost.
#[inline(always)]
pub(crate) fn mul_base<F: Field25519, L: RowLookup>(k: &[u8; 32], l: L) -> CompletedPoint<F> {
    let d = signed_digits(k);
    let table = &BASE_TABLE.0;
    let add = |acc: &EdwardsPoint<F>, r: usize, p: usize| {
        let (q, sign) = lookup::<F, L>(l, &table[r], d[PASSES * r + p]);
        add_signed(acc, &q, sign)
    };

    // The highest pass starts from its first looked-up point (1M) instead
    // of adding it to the identity (7M). `to_extended` gives
    // `(X, Y, Z, T) = ((y+x) - (y-x), (y+x) + (y-x), 2, 2dxy/d)`, so with
    // `y + x` and `y - x` swapped only `T` still needs the sign.
    let (q, sign) = lookup::<F, L>(l, &table[0], d[PASSES - 1]);
    let mut acc: EdwardsPoint<F> = q.to_extended();
    acc.t.conditional_negate(sign);
    let mut first_row = 1;
    for p in (1..PASSES).rev() {
        let rows = rows_in_pass(p);
        for r in first_row..rows - 1 {
            acc = add(&acc, r, p).to_extended();
        }
        // W doublings, from projective coordinates.
        let mut q: ProjectivePoint<F> = add(&acc, rows - 1, p).to_projective();
        for _ in 0..W - 1 {
            q = q.double().to_projective();
        }
        acc = q.double().to_extended();
        first_row = 0;
    }
    // The last pass, software-pipelined: row r + 1 is looked up before the
    // addition of row r, so the scan has no consumer waiting right behind
    // it and overlaps the multiplications of the addition.
    let rows = rows_in_pass(0);
    let mut next = lookup::<F, L>(l, &table[first_row], d[PASSES * first_row]);
    for r in first_row..rows - 1 {
        let (q, sign) = next;
        next = lookup::<F, L>(l, &table[r + 1], d[PASSES * (r + 1)]);
        acc = add_signed(&acc, &q, sign).to_extended();
    }
    add_signed(&acc, &next.0, next.1)
}
