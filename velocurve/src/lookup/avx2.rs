//! The AVX2 [`WordLookup`]: an entry of `K` words is read as `K / 4` ymm
//! chunks, then (for `K mod 4 >= 2`) one xmm chunk of two words, then (for
//! odd `K`) one 64-bit word in an xmm register. Each entry's mask is a
//! `vpcmpeqq` of its index `j + 1` (a counter in a ymm register) against
//! `index` broadcast to a ymm register, and every chunk of the entry is
//! merged into its accumulator with `vpblendvb`: one compare and, for the
//! Edwards comb's entries (`K = 12`), three loads and three blends per entry.
//!
//! # Constant time
//!
//! `vpaddq`, `vpcmpeqq` and `vpblendvb` have data-independent latency;
//! every word of every entry is loaded, in the same order, whatever
//! `index`; `index` passes through an optimisation barrier before it is
//! broadcast, so the compiler cannot turn the masking into a branch or an
//! index.

use super::WordLookup;
use core::arch::x86_64::{
    __m128i, __m256i, _mm_blendv_epi8, _mm_loadl_epi64, _mm_loadu_si128, _mm_storel_epi64,
    _mm_storeu_si128, _mm256_add_epi64, _mm256_blendv_epi8, _mm256_castsi256_si128,
    _mm256_cmpeq_epi64, _mm256_loadu_si256, _mm256_set1_epi64x, _mm256_setzero_si256,
    _mm256_storeu_si256,
};

/// The AVX2 [`WordLookup`]. It holds the AVX2 token, so a value exists only
/// if the CPU (and OS) support AVX2.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx2Lookup(crate::backend::cpu::Avx2);

impl Avx2Lookup {
    /// The scan, on a CPU with AVX2 (the token proves it).
    #[inline(always)]
    pub(crate) fn new(avx2: crate::backend::cpu::Avx2) -> Self {
        Avx2Lookup(avx2)
    }
}

impl WordLookup for Avx2Lookup {
    #[inline(always)]
    fn select<const K: usize, const N: usize>(self, table: &[[u64; K]; N], index: u64) -> [u64; K] {
        // SAFETY: an `Avx2Lookup` holds the AVX2 token.
        unsafe { select_avx2(table, index) }
    }
}

/// See [`WordLookup::select`].
#[target_feature(enable = "avx2")]
#[inline]
fn select_avx2<const K: usize, const N: usize>(table: &[[u64; K]; N], index: u64) -> [u64; K] {
    // Optimisation barrier on the secret.
    let index = core::hint::black_box(index);
    let target = _mm256_set1_epi64x(index as i64);
    let one = _mm256_set1_epi64x(1);
    let mut idx = _mm256_setzero_si256();
    // The accumulator is an array, indexed only by constants once the
    // chunk loops are unrolled (their bounds are constants), so the
    // compiler keeps its chunks in registers.
    let mut acc = [0u64; K];
    let a = acc.as_mut_ptr();
    let full = K / 4;
    for e in table.iter() {
        idx = _mm256_add_epi64(idx, one);
        // All ones in every lane iff index == j + 1 (entry j).
        let m = _mm256_cmpeq_epi64(idx, target);
        let p = e.as_ptr();
        // SAFETY (every load and store below): `e` and `acc` are `K` words;
        // chunk `c < K / 4` is words `4c .. 4c + 4 <= K`, the xmm chunk
        // (if `K mod 4 >= 2`) words `4 (K / 4) .. 4 (K / 4) + 2 <= K`, the
        // last word (if `K` is odd) word `K - 1`; unaligned accesses.
        for c in 0..full {
            unsafe {
                let x = _mm256_loadu_si256(p.add(4 * c) as *const __m256i);
                let y = _mm256_loadu_si256(a.add(4 * c) as *const __m256i);
                _mm256_storeu_si256(a.add(4 * c) as *mut __m256i, _mm256_blendv_epi8(y, x, m));
            }
        }
        let m = _mm256_castsi256_si128(m);
        if K % 4 >= 2 {
            unsafe {
                let x = _mm_loadu_si128(p.add(4 * full) as *const __m128i);
                let y = _mm_loadu_si128(a.add(4 * full) as *const __m128i);
                _mm_storeu_si128(a.add(4 * full) as *mut __m128i, _mm_blendv_epi8(y, x, m));
            }
        }
        if K % 2 == 1 {
            unsafe {
                let x = _mm_loadl_epi64(p.add(K - 1) as *const __m128i);
                let y = _mm_loadl_epi64(a.add(K - 1) as *const __m128i);
                _mm_storel_epi64(a.add(K - 1) as *mut __m128i, _mm_blendv_epi8(y, x, m));
            }
        }
    }
    acc
}
