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
//! # Choice of parameters (measured)
//!
//! See [`W`] and [`PASSES`] for the measured alternatives.
//!
//! # Constant time
//!
//! Digits are computed with shifts, masks and additions only. Every lookup
//! reads the whole row (all `2^(W-1)` entries) and keeps the wanted entry
//! with masks that pass through an optimisation barrier, so that the
//! compiler cannot turn them back into a branch or an index; the sign is
//! applied with a constant-time swap and negation. The sequence of
//! operations and memory addresses depends only on the public parameters.

use super::base_table::BASE_TABLE;
use super::point::{AffineNielsPoint, CompletedPoint, EdwardsPoint, ProjectivePoint};
use crate::field::FieldElement;
use subtle::Choice;

/// Bits per signed digit.
pub(crate) const W: usize = 5;
/// Interleaved passes; `W * (PASSES - 1)` doublings in all.
pub(crate) const PASSES: usize = 2;
/// Number of digits of a scalar `< 2^255`: `W * N >= 256` leaves room for
/// the final carry.
pub(crate) const N: usize = 256usize.div_ceil(W);
/// Table rows.
pub(crate) const ROWS: usize = N.div_ceil(PASSES);
/// Entries per row: the multiples `1 ..= 2^(W-1)`.
pub(crate) const ENTRIES: usize = 1 << (W - 1);

/// A table entry: the canonical little-endian 64-bit words of
/// `y + x`, `y - x` and `2dxy`, in that order. Backend independent; a
/// backend builds its elements with [`FieldElement::from_u64x4`] after the
/// constant-time scan.
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

/// `|d| * row_r` and `sign(d)` applied, as an affine Niels point, reading
/// every entry of the row.
#[inline(always)]
fn lookup<F: FieldElement>(row: &[Entry; ENTRIES], d: i16) -> AffineNielsPoint<F> {
    // sign = 1 iff d < 0; |d| = (d ^ -sign) + sign, in 0 ..= 2^(W-1).
    let sign = ((d as u16) >> 15) as u64;
    let abs = ((d as u64) ^ sign.wrapping_neg()).wrapping_add(sign) & 0xffff;
    // masks[j] = all ones iff abs == j + 1; zero_mask = all ones iff abs == 0.
    // For x < 2^16, (x - 1) >> 63 is 1 iff x == 0.
    let mut masks = [0u64; ENTRIES + 1];
    for (j, m) in masks.iter_mut().enumerate() {
        let target = if j < ENTRIES { j as u64 + 1 } else { 0 };
        *m = ((abs ^ target).wrapping_sub(1) >> 63).wrapping_neg();
    }
    // Optimisation barrier: the compiler no longer knows that each mask is
    // 0 or all ones, nor how it depends on `d`, so it cannot branch on it.
    let masks = core::hint::black_box(masks);

    let mut acc = [0u64; 12];
    for (entry, &m) in row.iter().zip(masks.iter()) {
        for (a, e) in acc.iter_mut().zip(entry.iter()) {
            *a |= e & m;
        }
    }
    // abs == 0: the identity (1, 1, 0).
    let zero_mask = masks[ENTRIES];
    acc[0] |= zero_mask & 1;
    acc[4] |= zero_mask & 1;

    let word4 = |i: usize| [acc[i], acc[i + 1], acc[i + 2], acc[i + 3]];
    let mut p = AffineNielsPoint {
        y_plus_x: F::from_u64x4(&word4(0)),
        y_minus_x: F::from_u64x4(&word4(4)),
        xy2d: F::from_u64x4(&word4(8)),
    };
    p.conditional_negate(Choice::from(sign as u8));
    p
}

/// Rows that hold a digit of pass `p` (digits `i = PASSES r + p < N`).
const fn rows_in_pass(p: usize) -> usize {
    (N - p).div_ceil(PASSES)
}

// The highest pass starts from its row-0 point and adds at least one more.
const _: () = assert!(rows_in_pass(PASSES - 1) >= 2);

/// `[k]B` for `k < 2^255`, as a completed point (the caller chooses the
/// conversion: 4M to extended, or straight to a Montgomery `u`).
///
/// Operation count for `N` digits and `P = PASSES`: one lookup per digit;
/// `N - 1` mixed additions (3M each plus the conversion of the result: 4M
/// to extended, or 3M to projective before a doubling run, none for the
/// last); `W (P - 1)` doublings (4S each plus 3M, or 4M at the end of a
/// run); 1M for the first point.
#[inline(always)]
pub(crate) fn mul_base<F: FieldElement>(k: &[u8; 32]) -> CompletedPoint<F> {
    let d = signed_digits(k);
    let table = &BASE_TABLE.0;
    let add = |acc: &EdwardsPoint<F>, r: usize, p: usize| {
        acc.add_affine_niels(&lookup::<F>(&table[r], d[PASSES * r + p]))
    };

    // The highest pass starts from its first looked-up point (1M) instead
    // of adding it to the identity (7M).
    let mut acc: EdwardsPoint<F> = lookup::<F>(&table[0], d[PASSES - 1]).to_extended();
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
    let rows = rows_in_pass(0);
    for r in first_row..rows - 1 {
        acc = add(&acc, r, 0).to_extended();
    }
    add(&acc, rows - 1, 0)
}
