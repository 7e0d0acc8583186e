//! Batch X25519 on AVX2: four independent ladders, one per 64-bit lane of
//! ymm registers, in radix 2^25.5 ([`Fe2625x4`]).
//!
//! # Why
//!
//! The single AVX2 ladder (`montgomery::avx2`) spreads one ladder step over
//! the four lanes: three four-lane products per step, 265 `vpmuludq`, with
//! permutes and masks between them, and it does not beat `mulx64` on Zen 3
//! (`backend/choice.rs`). Four *independent* ladders need no permute at all:
//! every lane runs the RFC 7748 step on its own key, 5 products, 4 squares
//! and one product by `a24` per step, `5 * 100 + 4 * 55 + 10 = 730`
//! `vpmuludq` for four keys, 183 per key and step. This is the batch form
//! of Sandy2x (Chou, SAC 2015) four lanes wide, and what lib25519's AVX2
//! batch does.
//!
//! # How
//!
//! * [`ladder4`]: 255 steps of [`Fe2625x4`] arithmetic, each operation
//!   keeping the type's limb invariant (so no bound is argued here beyond
//!   the field's); `a24 E` uses the cheaper product by a small constant
//!   ([`Fe2625x4::mul_small`], `a24 = 121665 < 2^17`).
//! * The conditional swap of step `t` is a blend under the lane mask `0 -
//!   (b_j ^ b'_j)` (bit `t` and bit `t + 1` of lane `j`'s scalar), made
//!   from the scalars held as four 64-bit lanes per word ([`swap_mask`]):
//!   shifts by the public `t`, an AND and a subtraction, no branch.
//! * The results leave as fractions `x_2 / z_2` and share one inversion
//!   with the rest of the chunk (`montgomery::finish_batch`).
//!
//! # Constant time
//!
//! The instruction sequence is the same for every scalar; the scalar bits
//! only make blend masks. Loads and stores are at fixed addresses.

use super::A24;
use crate::field::fe51::Fe51;
use crate::field::fe2625x4::Fe2625x4;
use crate::field::{Field, Field25519};
use core::arch::x86_64::{
    __m256i, _mm_cvtsi64_si128, _mm256_and_si256, _mm256_loadu_si256, _mm256_set1_epi64x,
    _mm256_srl_epi64, _mm256_sub_epi64, _mm256_xor_si256,
};
use zeroize::Zeroize;

/// The four scalars as 64-bit words, lane by lane: `w[i]` holds word `i`
/// (bits `64 i .. 64 i + 63`, little-endian) of scalar `j` in lane `j`.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn scalar_words(k: &[[u8; 32]; 4]) -> [__m256i; 4] {
    let mut words = [[0u64; 4]; 4];
    for (i, wi) in words.iter_mut().enumerate() {
        for (j, kj) in k.iter().enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&kj[8 * i..8 * i + 8]);
            wi[j] = u64::from_le_bytes(b);
        }
    }
    // SAFETY: AVX2 (caller); each row is 32 readable bytes.
    let r = words.map(|w| unsafe { _mm256_loadu_si256(w.as_ptr().cast()) });
    words.zeroize();
    r
}

/// Bit `t` of each lane's scalar, as 0 or 1 per lane.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn bit(words: &[__m256i; 4], t: usize) -> __m256i {
    // SAFETY: AVX2 (caller). The shift count `t % 64` is public.
    unsafe {
        let w = _mm256_srl_epi64(words[t / 64], _mm_cvtsi64_si128((t % 64) as i64));
        _mm256_and_si256(w, _mm256_set1_epi64x(1))
    }
}

/// The lane mask (all ones or zero per lane) of `b ^ prev`, for bits
/// from [`bit`].
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn swap_mask(b: __m256i, prev: __m256i) -> __m256i {
    // SAFETY: AVX2 (caller).
    unsafe { _mm256_sub_epi64(_mm256_set1_epi64x(0), _mm256_xor_si256(b, prev)) }
}

/// Four ladders of RFC 7748 section 5 in lockstep over bits 254..0 of the
/// clamped scalars `k`, from the u-coordinates `x1`: returns `(x_2, z_2)`
/// after the final swap, `u([k_j] x1_j) = x_2 / z_2` in lane `j`.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn ladder4(k: &[[u8; 32]; 4], x1: &Fe2625x4) -> (Fe2625x4, Fe2625x4) {
    // SAFETY: AVX2 (caller) for every intrinsic and constructor below.
    unsafe {
        let words = scalar_words(k);
        let one = Fe2625x4::splat(1);
        let zero = Fe2625x4::splat(0);
        let (mut x2, mut z2, mut x3, mut z3) = (one, zero, *x1, one);
        let mut prev = _mm256_set1_epi64x(0);
        for t in (0..255).rev() {
            let b = bit(&words, t);
            let m = swap_mask(b, prev);
            Fe2625x4::cswap(m, &mut x2, &mut x3);
            Fe2625x4::cswap(m, &mut z2, &mut z3);
            prev = b;

            // RFC 7748 section 5, with the names used there.
            let a = x2.add(&z2); // A = x_2 + z_2
            let bb_ = x2.sub(&z2); // B = x_2 - z_2
            let c = x3.add(&z3); // C = x_3 + z_3
            let d = x3.sub(&z3); // D = x_3 - z_3
            let da = d.mul(&a); // DA = D * A
            let cb = c.mul(&bb_); // CB = C * B
            let aa = a.square(); // AA = A^2
            let bb = bb_.square(); // BB = B^2
            let e = aa.sub(&bb); // E = AA - BB
            x3 = da.add(&cb).square(); // x_3 = (DA + CB)^2
            z3 = x1.mul(&da.sub(&cb).square()); // z_3 = x_1 * (DA - CB)^2
            x2 = aa.mul(&bb); // x_2 = AA * BB
            let f = aa.add(&e.mul_small(A24)); // AA + a24 E
            z2 = e.mul(&f); // z_2 = E * (AA + a24 * E)
        }
        let m = swap_mask(prev, _mm256_set1_epi64x(0));
        Fe2625x4::cswap(m, &mut x2, &mut x3);
        Fe2625x4::cswap(m, &mut z2, &mut z3);
        (x2, z2)
    }
}

/// Four X25519 ladders: `(x_j, z_j)` with `u([k_j] u_j) = x_j / z_j`, for
/// clamped scalars `k` and u-coordinates `u` (bit 255 ignored,
/// non-canonical values accepted), in any [`Field25519`] (the batch's
/// inversion field). Constant time in `k`.
///
/// The token proves AVX2.
#[inline]
pub(crate) fn ladders4<F: Field25519>(
    _avx2: crate::backend::cpu::Avx2,
    k: &[[u8; 32]; 4],
    u: &[[u8; 32]; 4],
) -> [(F, F); 4] {
    #[target_feature(enable = "avx2")]
    fn run(k: &[[u8; 32]; 4], u: &[[u8; 32]; 4]) -> ([Fe51; 4], [Fe51; 4]) {
        let x1 = Fe2625x4::from_fe51(&u.each_ref().map(Fe51::from_bytes));
        // SAFETY: compiled with AVX2.
        let (x, z) = unsafe { ladder4(k, &x1) };
        (x.to_fe51(), z.to_fe51())
    }
    // SAFETY: the token proves AVX2.
    let (x, z) = unsafe { run(k, u) };
    core::array::from_fn(|j| {
        (
            F::from_bytes(&x[j].to_bytes()),
            F::from_bytes(&z[j].to_bytes()),
        )
    })
}
