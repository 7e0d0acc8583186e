//! The AVX-512 [`WordLookup`] of the `ifma` engine: an entry of `K` words
//! is read as `ceil(K / 8)` zmm chunks (the last one by a load masked to
//! its `K mod 8` words, a public constant, so no load reaches past the
//! table), and each entry's mask is one `vpcmpeqq` of its index `j + 1`
//! (a counter in a zmm register) against `index` broadcast, into a mask
//! register; every chunk is merged into its accumulator by `vpblendmq`
//! under that mask. For the Weierstrass combs' entries (`K = 2 N`: 6, 8,
//! 12, 18 words) that is one compare, one to three loads and one to three
//! blends per entry, where [`super::avx2::Avx2Lookup`] needs two to five
//! loads and as many `vpblendvb`. [`WordLookup::select_swap`] (the Edwards
//! comb's) is the AVX2 one, unchanged.
//!
//! # Constant time
//!
//! `vpaddq`, `vpcmpeqq` into a mask register, `vpblendmq` and the masked
//! loads and stores (whose masks are constants of `K`) have
//! data-independent latency; every word of every entry is loaded, in the
//! same order, whatever `index`; `index` passes through an optimisation
//! barrier before it is broadcast. valgrind cannot run AVX-512, so the
//! secret-taint check does not reach this scan: the dudect rows of the
//! `ifma` backend do (`velocurve-dudect`).

use super::WordLookup;
use super::avx2::Avx2Lookup;
use core::arch::x86_64::{
    __m512i, __mmask8, _mm512_add_epi64, _mm512_cmpeq_epi64_mask, _mm512_mask_blend_epi64,
    _mm512_mask_storeu_epi64, _mm512_maskz_loadu_epi64, _mm512_set1_epi64, _mm512_setzero_si512,
};

/// The AVX-512 [`WordLookup`]. It holds the IFMA engine's token
/// (AVX-512F among its features), so a value exists only on such a CPU.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx512Lookup(crate::backend::cpu::Ifma);

impl Avx512Lookup {
    /// The scan, on a CPU with AVX-512F (the token proves it).
    #[inline(always)]
    pub(crate) fn new(ifma: crate::backend::cpu::Ifma) -> Self {
        Avx512Lookup(ifma)
    }
}

impl WordLookup for Avx512Lookup {
    #[inline(always)]
    fn select<const K: usize, const N: usize>(self, table: &[[u64; K]; N], index: u64) -> [u64; K] {
        // SAFETY: an `Avx512Lookup` holds the IFMA token, whose features
        // include AVX-512F.
        unsafe { select_avx512::<K, N>(table, index) }
    }

    #[inline(always)]
    fn select_swap<const K: usize, const N: usize, const S: usize>(
        self,
        table: &[[u64; K]; N],
        index: u64,
        zero: &[u64; K],
        swap: u64,
    ) -> [u64; K] {
        Avx2Lookup::new(self.0.avx2()).select_swap::<K, N, S>(table, index, zero, swap)
    }
}

/// Chunks of eight words of an entry of `K` words (at most three: `K <=
/// 24`, asserted).
const MAX_CHUNKS: usize = 3;

/// The lanes of chunk `c` of an entry of `K` words: all eight, or the
/// `K mod 8` of the last chunk. A constant of `K`.
#[inline(always)]
const fn lanes(k: usize, c: usize) -> __mmask8 {
    let left = k - 8 * c;
    if left >= 8 {
        0xff
    } else {
        ((1u16 << left) - 1) as __mmask8
    }
}

/// See [`WordLookup::select`].
#[target_feature(enable = "avx512f")]
#[inline]
fn select_avx512<const K: usize, const N: usize>(table: &[[u64; K]; N], index: u64) -> [u64; K] {
    const { assert!(K >= 1 && K <= 8 * MAX_CHUNKS) };
    let chunks = K.div_ceil(8);
    // Optimisation barrier on the secret.
    let index = core::hint::black_box(index);
    let target = _mm512_set1_epi64(index as i64);
    let one = _mm512_set1_epi64(1);
    let mut idx = _mm512_setzero_si512();
    let mut acc: [__m512i; MAX_CHUNKS] = [_mm512_setzero_si512(); MAX_CHUNKS];
    for e in table.iter() {
        idx = _mm512_add_epi64(idx, one);
        // Every lane set iff index == j + 1 (entry j).
        let m = _mm512_cmpeq_epi64_mask(idx, target);
        let p = e.as_ptr() as *const i64;
        for (c, a) in acc.iter_mut().enumerate().take(chunks) {
            // SAFETY: chunk `c` covers words `8c .. 8c + lanes`, within the
            // entry's `K` (the masked-off lanes are not read).
            let x = unsafe { _mm512_maskz_loadu_epi64(lanes(K, c), p.add(8 * c)) };
            *a = _mm512_mask_blend_epi64(m, *a, x);
        }
    }
    let mut out = [0u64; K];
    let o = out.as_mut_ptr() as *mut i64;
    for (c, a) in acc.iter().enumerate().take(chunks) {
        // SAFETY: as the loads: words `8c .. 8c + lanes` of `out`.
        unsafe { _mm512_mask_storeu_epi64(o.add(8 * c), lanes(K, c), *a) };
    }
    out
}
