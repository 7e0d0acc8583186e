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
//! * [`ladder4_plus`]: 255 steps of [`Fe2625x4`] arithmetic, each operation
//!   keeping the type's limb invariant (so no bound is argued here beyond
//!   the field's); `a24 E` uses the cheaper product by a small constant
//!   ([`Fe2625x4::mul_small`], `a24 = 121665 < 2^17`).
//! * The conditional swap of step `t` is a blend under the lane mask `0 -
//!   (b_j ^ b'_j)` (bit `t` and bit `t + 1` of lane `j`'s scalar), made
//!   from the scalars held as four 64-bit lanes per word ([`swap_mask`]):
//!   shifts by the public `t`, an AND and a subtraction, no branch.
//! * Beside the four lanes the same loop can run `S` more ladders on a
//!   scalar field (`mulx64`'s `Fe64`), each operation of the step once on
//!   the lanes and then once per scalar ladder: the issue's "scalar `mulx`
//!   and vector work side by side", so that the out-of-order core could
//!   feed the integer pipes and the FP pipes at once.
//! * The results leave as fractions `x_2 / z_2` and share one inversion
//!   with the rest of the chunk (`montgomery::finish_batch`).
//!
//! # Measured: no overlap
//!
//! `cargo run --release -p velocurve-bench --bin batch_hybrid` on the AMD
//! EPYC Zen 3 (2026-11-26, 20:00 UTC; batches of 64, the 1/8 quantile of 41
//! timings per round, under `chrt -f 50` with other builds running; three
//! rounds agreeing to 0.02), ticks per key as a ratio to `mulx64`'s batch
//! (about 69,500 ticks per key):
//!
//! | `S` (scalar ladders beside four lanes) | 0 | 1 | 2 | 3 |
//! |---|---:|---:|---:|---:|
//! | per key / `mulx64` | 1.19-1.20 | 1.14-1.16 | 1.38-1.39 | 1.63-1.67 |
//!
//! At 21:10 UTC, quiet, pinned to one CPU, the same binary with one more
//! column, the `avx2` backend's batch (one two-point AVX2 ladder,
//! `montgomery::avx2`, per key, and the shared inversion): 0.90 (quiet and
//! with a busy loop on the other CPU, three rounds each), against 1.19,
//! 1.15-1.16, 1.31-1.32 and 1.62 for `S` = 0 to 3.
//!
//! A group of `4 + S` keys costs about what four lanes plus `S` separate
//! `mulx64` ladders cost, or more (`S = 2, 3`): the two kinds of work do not
//! overlap. The vector step is not bound by the multipliers but by its
//! instruction count and memory traffic (about 4,400 instructions per step,
//! 1,269 of them `vmovdqa` spills and reloads: five live elements of ten
//! ymm registers each against 16 registers), and the scalar operations,
//! whose state also lives in memory, compete for the same load/store units
//! and front end. So no backend runs this kernel: the `avx2` backend's
//! batch is one two-point ladder per key, which `auto` chooses on AMD
//! without AVX-512 (`backend/choice.rs`); the kernel stays behind
//! `bench-hooks` for this comparison (`--bin batch_hybrid`, and a test in
//! `tests/x25519_batch.rs`).
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

/// One scalar ladder's state beside the four lanes of [`ladder4_plus`].
#[derive(Clone, Copy)]
struct Lane<F> {
    x1: F,
    x2: F,
    z2: F,
    x3: F,
    z3: F,
}

/// Four ladders of RFC 7748 section 5 in the lanes of `Fe2625x4` over bits
/// 254..0 of the clamped scalars `k` from the u-coordinates `x1`, and `S`
/// more on the scalar field `F` (`mulx64`'s `Fe64`) over `ks` from `us`,
/// in lockstep: each operation of the step runs on the four vector lanes,
/// then on each scalar ladder. Returns `(x_2, z_2)` after the final swap
/// for each ladder, `u([k] x1) = x_2 / z_2`.
///
/// # Safety
/// The CPU supports AVX2 (and whatever `F`'s operations need).
#[inline(always)]
unsafe fn ladder4_plus<F: Field25519, const S: usize>(
    k: &[[u8; 32]; 4],
    x1: &Fe2625x4,
    ks: &[[u8; 32]; S],
    us: &[F; S],
) -> ((Fe2625x4, Fe2625x4), [(F, F); S]) {
    // SAFETY: AVX2 (caller) for every intrinsic and constructor below.
    unsafe {
        let words = scalar_words(k);
        let one = Fe2625x4::splat(1);
        let zero = Fe2625x4::splat(0);
        let (mut x2, mut z2, mut x3, mut z3) = (one, zero, *x1, one);
        let mut prev = _mm256_set1_epi64x(0);
        let mut l: [Lane<F>; S] = core::array::from_fn(|j| Lane {
            x1: us[j],
            x2: F::ONE,
            z2: F::ZERO,
            x3: us[j],
            z3: F::ONE,
        });
        let mut swap = [0u8; S];
        for t in (0..255).rev() {
            let b = bit(&words, t);
            let m = swap_mask(b, prev);
            Fe2625x4::cswap(m, &mut x2, &mut x3);
            Fe2625x4::cswap(m, &mut z2, &mut z3);
            prev = b;
            for j in 0..S {
                let k_t = (ks[j][t >> 3] >> (t & 7)) & 1;
                let c = subtle::Choice::from(swap[j] ^ k_t);
                F::cswap(&mut l[j].x2, &mut l[j].x3, c);
                F::cswap(&mut l[j].z2, &mut l[j].z3, c);
                swap[j] = k_t;
            }

            // RFC 7748 section 5, with the names used there (`a` is A);
            // `sa`, `sb`, ... hold the same values of the scalar ladders.
            let a = x2.add(&z2);
            let sa: [F; S] = core::array::from_fn(|j| l[j].x2.add(&l[j].z2));
            let bb_ = x2.sub(&z2);
            let sb: [F; S] = core::array::from_fn(|j| l[j].x2.sub(&l[j].z2));
            let c = x3.add(&z3);
            let sc: [F; S] = core::array::from_fn(|j| l[j].x3.add(&l[j].z3));
            let d = x3.sub(&z3);
            let sd: [F; S] = core::array::from_fn(|j| l[j].x3.sub(&l[j].z3));
            let da = d.mul(&a);
            let sda: [F; S] = core::array::from_fn(|j| sd[j].mul(&sa[j]));
            let cb = c.mul(&bb_);
            let scb: [F; S] = core::array::from_fn(|j| sc[j].mul(&sb[j]));
            let aa = a.square();
            let saa: [F; S] = core::array::from_fn(|j| sa[j].square());
            let bb = bb_.square();
            let sbb: [F; S] = core::array::from_fn(|j| sb[j].square());
            let e = aa.sub(&bb);
            let se: [F; S] = core::array::from_fn(|j| saa[j].sub(&sbb[j]));
            x3 = da.add(&cb).square();
            for j in 0..S {
                l[j].x3 = sda[j].add(&scb[j]).square();
            }
            z3 = x1.mul(&da.sub(&cb).square());
            for j in 0..S {
                l[j].z3 = l[j].x1.mul(&sda[j].sub(&scb[j]).square());
            }
            x2 = aa.mul(&bb);
            for j in 0..S {
                l[j].x2 = saa[j].mul(&sbb[j]);
            }
            let f = aa.add(&e.mul_small(A24));
            let sf: [F; S] = core::array::from_fn(|j| saa[j].add(&se[j].mul_small(A24)));
            z2 = e.mul(&f);
            for j in 0..S {
                l[j].z2 = se[j].mul(&sf[j]);
            }
        }
        let m = swap_mask(prev, _mm256_set1_epi64x(0));
        Fe2625x4::cswap(m, &mut x2, &mut x3);
        Fe2625x4::cswap(m, &mut z2, &mut z3);
        let out = core::array::from_fn(|j| {
            let c = subtle::Choice::from(swap[j]);
            F::cswap(&mut l[j].x2, &mut l[j].x3, c);
            F::cswap(&mut l[j].z2, &mut l[j].z3, c);
            (l[j].x2, l[j].z2)
        });
        swap.zeroize();
        ((x2, z2), out)
    }
}

/// `4 + S` X25519 ladders in one loop ([`ladder4_plus`]): into `out`, the
/// fractions `(x_j, z_j)` with `u([k_j] u_j) = x_j / z_j`, the four vector
/// lanes (`k`, `u`) first, then the `S` scalar ones (`ks`, `us`), for
/// clamped scalars and u-coordinates (bit 255 ignored, non-canonical values
/// accepted), in the field `F` (the batch's inversion field). Constant time
/// in the scalars.
///
/// The token proves AVX2; `F`'s operations must exist on this CPU.
#[inline]
pub(crate) fn ladders4_plus<F: Field25519, const S: usize>(
    _avx2: crate::backend::cpu::Avx2,
    k: &[[u8; 32]; 4],
    u: &[[u8; 32]; 4],
    ks: &[[u8; 32]; S],
    us: &[[u8; 32]; S],
    out: &mut [(F, F)],
) {
    #[target_feature(enable = "avx2")]
    fn run<F: Field25519, const S: usize>(
        k: &[[u8; 32]; 4],
        u: &[[u8; 32]; 4],
        ks: &[[u8; 32]; S],
        us: &[[u8; 32]; S],
    ) -> ([Fe51; 4], [Fe51; 4], [(F, F); S]) {
        let x1 = Fe2625x4::from_fe51(&u.each_ref().map(Fe51::from_bytes));
        let su = us.each_ref().map(F::from_bytes);
        // SAFETY: compiled with AVX2.
        let ((x, z), s) = unsafe { ladder4_plus(k, &x1, ks, &su) };
        (x.to_fe51(), z.to_fe51(), s)
    }
    // SAFETY: the token proves AVX2.
    let (x, z, s) = unsafe { run::<F, S>(k, u, ks, us) };
    for j in 0..4 {
        out[j] = (
            F::from_bytes(&x[j].to_bytes()),
            F::from_bytes(&z[j].to_bytes()),
        );
    }
    out[4..4 + S].copy_from_slice(&s);
}
