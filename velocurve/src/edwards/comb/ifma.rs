//! Fixed-base scalar multiplication `[k]B` in the eight lanes of AVX-512
//! IFMA registers: the comb of [`crate::edwards::comb`] with its
//! digits spread over the lanes.
//!
//! # Algorithm
//!
//! Write `k < 2^255` in signed radix `2^W` ([`signed_digits_w`]): `k =
//! sum_{i<N} d_i 2^(W i)`, `|d_i| <= 2^(W-1)`. Row `i` of the table holds
//! `j 2^(W i) B` for `j = 1 ..= 2^(W-1)`, so
//!
//! ```text
//!     [k]B = sum_i d_i row_i = sum_{k<8} sum_{s<STEPS} d_{8s+k} row_{8s+k}
//! ```
//!
//! Lane `k` accumulates the inner sum: at step `s` it looks up
//! `|d_{8s+k}| row_{8s+k}` and adds it with the sign of the digit
//! ([`ExtendedX8::add_niels_signed`]; step 0 converts its points instead,
//! [`NielsX8::to_extended_signed`]); the eight lanes run in lockstep, so
//! one step is one eight-lane mixed addition. No doubling at all. At the
//! end the eight partial sums are added together ([`ExtendedX8::lane_sum`]:
//! three butterfly steps of lane permutes and additions).
//!
//! # The table and its scan
//!
//! The table ([`LaneTable`], generated into `ifma_table.rs`) is laid out so
//! that a scan is a sequence of full-register loads: `[s][j][w]` is a zmm
//! register whose lane `k` holds word `w` (of the twelve canonical 64-bit
//! words of `y + x`, `y - x`, `2dxy`) of entry `j` of row `8s + k`. For each
//! step the scan reads all `2^(W-1)` entries; lane `k` keeps the entry
//! whose index equals `|d_{8s+k}|` through a mask (`vpcmpeqq` to a k-mask,
//! expanded to a lane mask; one `vpternlogq` `acc | (mask & entry)` per
//! register), and the identity `(1, 1, 0)` where `d = 0`. The twelve words
//! are then cut into radix-2^51 limbs (the values are canonical, so every
//! limb is `< 2^51`).
//!
//! # Cost (`W = 4`)
//!
//! 64 digits in 8 steps: 7 eight-lane mixed additions (7 products each)
//! and one conversion (1 product),
//! 3 butterfly additions (9 products each), 8 x 8 entries x 12 registers
//! = 768 masked merges, one inversion afterwards (by the caller, on the
//! scalar backend). The scalar comb needs 42 mixed additions and scans
//! 1,376 entries of 12 words. `W` was chosen by measurement (see
//! `docs/VECTOR.md`).
//!
//! # Constant time
//!
//! The digits are computed with shifts, masks and additions
//! ([`signed_digits_w`]); their absolute values and signs only feed
//! comparisons into k-masks, lane masks and blends. Every entry of every
//! step is loaded, in the same order, whatever the scalar; nothing
//! branches on or indexes with a digit.

use crate::edwards::comb::ifma_table::{LANE_TABLE, LaneTable};
use crate::edwards::comb::signed_digits_w;
use crate::edwards::point::EdwardsPoint;
use crate::edwards::vector::ifma8::{ExtendedX8, NielsX8};
use crate::field::Field25519;
use crate::field::fe51x8::Fe51x8;
use core::arch::x86_64::{
    __m512i, _mm512_and_si512, _mm512_cmpeq_epi64_mask, _mm512_loadu_si512, _mm512_mask_mov_epi64,
    _mm512_maskz_mov_epi64, _mm512_or_si512, _mm512_set1_epi64, _mm512_setzero_si512,
    _mm512_slli_epi64, _mm512_srli_epi64, _mm512_ternarylogic_epi64,
};

/// Bits per signed digit.
pub(crate) const W: usize = 4;
/// Digits of a scalar `< 2^255` (`W N >= 256` leaves room for the carry).
pub(crate) const N: usize = 256usize.div_ceil(W);
/// Steps of eight lanes (digit `8s + k` in lane `k` of step `s`).
pub(crate) const STEPS: usize = N.div_ceil(8);
/// Entries per row: the multiples `1 ..= 2^(W-1)`.
pub(crate) const ENTRIES: usize = 1 << (W - 1);

/// The lane table's type (generated with the table, `[[[[u64; 8]; 12];
/// ENTRIES]; STEPS]`, 64-byte aligned).
const _: () = assert!(size_of::<LaneTable>() == 8 * 8 * 12 * ENTRIES * STEPS);

/// `x` as the same value in all eight lanes.
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn splat(x: u64) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_set1_epi64(x as i64) }
}

/// The five radix-2^51 limbs of the canonical values whose four 64-bit
/// words are `w` (lane by lane), each `< 2^51`.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and every lane of `w` holds
/// a value `< 2^255`.
#[inline(always)]
unsafe fn limbs(w: &[__m512i]) -> Fe51x8 {
    // SAFETY: the caller guarantees the features; a value < 2^255 has
    // 51-bit slices < 2^51 (the top one: bits 204..254, 51 bits).
    unsafe {
        let m = splat((1 << 51) - 1);
        let and = |x| _mm512_and_si512(x, m);
        let or = |a, b| _mm512_or_si512(a, b);
        Fe51x8::from_registers([
            and(w[0]),
            and(or(
                _mm512_srli_epi64::<51>(w[0]),
                _mm512_slli_epi64::<13>(w[1]),
            )),
            and(or(
                _mm512_srli_epi64::<38>(w[1]),
                _mm512_slli_epi64::<26>(w[2]),
            )),
            and(or(
                _mm512_srli_epi64::<25>(w[2]),
                _mm512_slli_epi64::<39>(w[3]),
            )),
            _mm512_srli_epi64::<12>(w[3]),
        ])
    }
}

/// Lane `k`: the entry `|d_k|` of its row (the identity `(1, 1, 0)` where
/// `|d_k| = 0`), as it is (a negative `d_k` is added with its sign by the
/// caller, [`ExtendedX8::add_niels_signed`]). `abs[k] = |d_k|`, in
/// `0 ..= ENTRIES`; `entry(e, w)` is the register of word `w` of entry `e`
/// (multiple `e + 1`) of every lane's row. Every entry is read.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and `entry` gives canonical
/// values (`< 2^255`) in every lane.
#[inline(always)]
unsafe fn scan(abs: &[u64; 8], entry: impl Fn(usize, usize) -> __m512i) -> NielsX8 {
    // SAFETY: the caller guarantees the features; `abs` is 64 readable bytes.
    unsafe {
        let abs = _mm512_loadu_si512(abs.as_ptr().cast());
        let ones = splat(u64::MAX);
        let mut acc = [_mm512_setzero_si512(); 12];
        for e in 0..ENTRIES {
            let hit = _mm512_cmpeq_epi64_mask(abs, splat(e as u64 + 1));
            let mask = _mm512_maskz_mov_epi64(hit, ones);
            for (w, a) in acc.iter_mut().enumerate() {
                // acc | (mask & entry)
                *a = _mm512_ternarylogic_epi64::<0xf8>(*a, mask, entry(e, w));
            }
        }
        // |d| = 0: the identity (1, 1, 0).
        let zero = _mm512_cmpeq_epi64_mask(abs, _mm512_setzero_si512());
        acc[0] = _mm512_mask_mov_epi64(acc[0], zero, splat(1));
        acc[4] = _mm512_mask_mov_epi64(acc[4], zero, splat(1));
        // Canonical values (< p < 2^255) or the identity's 1s and 0s.
        NielsX8 {
            y_plus_x: limbs(&acc[0..4]),
            y_minus_x: limbs(&acc[4..8]),
            xy2d: limbs(&acc[8..12]),
        }
    }
}

/// Lane `k`: `|d_k| row_{8s+k}` from the table's step `s` (one full
/// register per word and entry). See [`scan`].
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA.
#[inline(always)]
unsafe fn lookup(step: &[[[u64; 8]; 12]; ENTRIES], abs: &[u64; 8]) -> NielsX8 {
    // SAFETY: the caller guarantees the features; every `[u64; 8]` is 64
    // readable bytes of canonical values.
    unsafe { scan(abs, |e, w| _mm512_loadu_si512(step[e][w].as_ptr().cast())) }
}

/// Lane `k`: `|d_k| row_r`, the same row `r` for every lane (eight scalars
/// at once): each word of each entry broadcast to the eight lanes. See
/// [`scan`].
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA.
#[inline(always)]
unsafe fn lookup_row(table: &LaneTable, r: usize, abs: &[u64; 8]) -> NielsX8 {
    let step = &table.0[r / 8];
    // SAFETY: the caller guarantees the features; table words are
    // canonical values.
    unsafe { scan(abs, |e, w| splat(step[e][w][r % 8])) }
}

/// Eight digits, one per lane: their absolute values and the mask of the
/// negative ones (bit `k`). Arithmetic only.
#[inline(always)]
fn lane_digits(d: [i16; 8]) -> ([u64; 8], u8) {
    let mut abs = [0u64; 8];
    let mut neg = 0u8;
    for (k, (a, di)) in abs.iter_mut().zip(d).enumerate() {
        // sign = 1 iff d < 0; |d| = (d ^ -sign) + sign.
        let sign = ((di as u16) >> 15) as u64;
        *a = ((di as u64) ^ sign.wrapping_neg()).wrapping_add(sign) & 0xffff;
        neg |= (sign as u8) << k;
    }
    // Optimisation barrier: the compiler no longer sees how the masks
    // depend on the scalar.
    core::hint::black_box((abs, neg))
}

/// The digits of step `s` of one scalar: `d_{8s+k}` in lane `k` (0 past
/// the last digit).
#[inline(always)]
fn step_digits(d: &[i16; N], s: usize) -> ([u64; 8], u8) {
    lane_digits(core::array::from_fn(|k| {
        d.get(8 * s + k).copied().unwrap_or(0)
    }))
}

/// `[k]B` for `k < 2^255`, in every lane of the result. See the module
/// documentation.
#[inline(always)]
pub(crate) fn mul_base_x8(k: &[u8; 32], table: &LaneTable) -> ExtendedX8 {
    let d = signed_digits_w::<W, N>(k);
    let (abs, neg) = step_digits(&d, 0);
    // SAFETY: the caller runs this under AVX-512F and IFMA (this function
    // is inlined into one compiled with the features).
    let q = unsafe { lookup(&table.0[0], &abs) };
    // The first step starts from the looked-up points (1 product) instead
    // of adding them to the identity (7).
    let mut acc = q.to_extended_signed(neg);
    for (s, step) in table.0.iter().enumerate().skip(1) {
        let (abs, neg) = step_digits(&d, s);
        // SAFETY: as above.
        let q = unsafe { lookup(step, &abs) };
        acc = acc.add_niels_signed(&q, neg);
    }
    acc.lane_sum()
}

/// `[k_j]B` in lane `j` for eight scalars `k_j < 2^255` (batch key
/// generation): the scalar comb of [`crate::edwards::comb`] run in
/// the eight lanes, one scalar per lane, on this module's table read row
/// by row ([`lookup_row`]): 64 eight-lane steps (one conversion, 63 mixed
/// additions), no lane sum.
#[inline(always)]
pub(crate) fn mul_base_batch8(k: &[[u8; 32]; 8], table: &LaneTable) -> ExtendedX8 {
    let d: [[i16; N]; 8] = core::array::from_fn(|j| signed_digits_w::<W, N>(&k[j]));
    // Digit r of every scalar: row r's eight lanes.
    let rows: [[i16; 8]; N] = core::array::from_fn(|r| core::array::from_fn(|j| d[j][r]));
    let (abs, neg) = lane_digits(rows[0]);
    // SAFETY: the caller runs this under AVX-512F and IFMA (this function
    // is inlined into one compiled with the features).
    let mut acc = unsafe { lookup_row(table, 0, &abs) }.to_extended_signed(neg);
    for (r, &row) in rows.iter().enumerate().skip(1) {
        let (abs, neg) = lane_digits(row);
        // SAFETY: as above.
        let q = unsafe { lookup_row(table, r, &abs) };
        acc = acc.add_niels_signed(&q, neg);
    }
    acc
}

/// [`mul_base_batch8`] on the generated table.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA.
#[inline(always)]
pub(crate) unsafe fn mul_base_x8_batch(k: &[[u8; 32]; 8]) -> ExtendedX8 {
    mul_base_batch8(k, &LANE_TABLE)
}

/// `u([k]B)` for `k < 2^255` (X25519 key generation): the eight-lane comb,
/// then `mulx64`'s inversion. The token proves the features.
pub(crate) fn x25519_base(_ifma: crate::backend::cpu::Ifma, k: &[u8; 32]) -> [u8; 32] {
    #[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
    fn x25519_base_ifma(k: &[u8; 32]) -> [u8; 32] {
        // SAFETY: compiled with AVX-512F and IFMA.
        unsafe { mul_base::<crate::field::fe64::Fe64>(k) }.to_montgomery_u()
    }
    // SAFETY: the token proves AVX-512F, IFMA, BMI2 and ADX.
    unsafe { x25519_base_ifma(k) }
}

/// The RFC 8032 encoding of `[k]B` for `k < 2^255` and the canonical bytes
/// of its `x` (Ed25519 key generation and signing): the eight-lane comb,
/// then `mulx64`'s inversion. The token proves the features.
pub(crate) fn mul_base_compressed(
    _ifma: crate::backend::cpu::Ifma,
    k: &[u8; 32],
) -> ([u8; 32], [u8; 32]) {
    #[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
    fn mul_base_compressed_ifma(k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
        // SAFETY: compiled with AVX-512F and IFMA.
        unsafe { mul_base::<crate::field::fe64::Fe64>(k) }.compress_with_x()
    }
    // SAFETY: the token proves AVX-512F, IFMA, BMI2 and ADX.
    unsafe { mul_base_compressed_ifma(k) }
}

/// `[k]B` for `k < 2^255` on `mulx64`'s field, before the inversion (for
/// the benchmark program's comparison of combs); the token proves the
/// features.
#[cfg(feature = "bench-hooks")]
pub(crate) fn mul_base_point(
    _ifma: crate::backend::cpu::Ifma,
    k: &[u8; 32],
) -> EdwardsPoint<crate::field::fe64::Fe64> {
    #[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
    fn mul_base_ifma(k: &[u8; 32]) -> EdwardsPoint<crate::field::fe64::Fe64> {
        // SAFETY: compiled with AVX-512F and IFMA.
        unsafe { mul_base(k) }
    }
    // SAFETY: the token proves AVX-512F, IFMA, BMI2 and ADX.
    unsafe { mul_base_ifma(k) }
}

/// `[k]B` for `k < 2^255` as an extended point of the scalar backend `F`
/// (lane 0 of [`mul_base_x8`] on the generated table), for the caller's
/// final inversion.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA (the caller is compiled with
/// them, so that everything inlines).
#[inline(always)]
pub(crate) unsafe fn mul_base<F: Field25519>(k: &[u8; 32]) -> EdwardsPoint<F> {
    mul_base_x8(k, &LANE_TABLE).lane::<F>(0)
}

#[cfg(test)]
mod tests;
