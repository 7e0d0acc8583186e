//! The AVX2 [`WordLookup`]: an entry of `K` words is read as `K / 4` ymm
//! chunks, then (for `K mod 4 >= 2`) one xmm chunk of two words, then (for
//! odd `K`) one 64-bit word in an xmm register. Each entry's mask is a
//! `vpcmpeqq` of its index `j + 1` (a counter in a ymm register) against
//! `index` broadcast to a ymm register, and every chunk of the entry is
//! merged into its accumulator with `vpblendvb`: one compare and, for the
//! Edwards comb's entries (`K = 12`), three loads and three blends per entry.
//! [`WordLookup::select_swap`] is overridden so that its two steps (`zero`
//! for index 0, the exchange of two runs of words) act on the accumulators
//! while they are still in ymm registers (`vpand`/`vpor`, and
//! `vpxor`/`vpand`/`vpxor` per exchanged chunk, when the run length is a
//! multiple of four words), as the Edwards comb's scan did before it was
//! made generic; on words they cost a round trip through general registers
//! per lookup, measurably slower in key generation (see
//! [`crate::edwards::comb`]).
//!
//! # Constant time
//!
//! `vpaddq`, `vpcmpeqq`, `vpblendvb`, `vpand`, `vpor` and `vpxor` have
//! data-independent latency; every word of every entry is loaded, in the
//! same order, whatever `index`; `index` and `swap` pass through an
//! optimisation barrier before they are broadcast, so the compiler cannot
//! turn the masking into a branch or an index.

use super::WordLookup;
use core::arch::x86_64::{
    __m128i, __m256i, _mm_and_si128, _mm_blendv_epi8, _mm_loadl_epi64, _mm_loadu_si128,
    _mm_or_si128, _mm_storel_epi64, _mm_storeu_si128, _mm256_add_epi64, _mm256_and_si256,
    _mm256_blendv_epi8, _mm256_castsi256_si128, _mm256_cmpeq_epi64, _mm256_loadu_si256,
    _mm256_or_si256, _mm256_set1_epi64x, _mm256_setzero_si256, _mm256_storeu_si256,
    _mm256_xor_si256,
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
        // `zero = [0; K]` and `S = 0` leave the selection as it is (and the
        // compiler removes both steps).
        // SAFETY: an `Avx2Lookup` holds the AVX2 token.
        unsafe { select_swap_avx2::<K, N, 0>(table, index, &[0; K], 0) }
    }

    #[inline(always)]
    fn select_swap<const K: usize, const N: usize, const S: usize>(
        self,
        table: &[[u64; K]; N],
        index: u64,
        zero: &[u64; K],
        swap: u64,
    ) -> [u64; K] {
        // SAFETY: an `Avx2Lookup` holds the AVX2 token.
        unsafe { select_swap_avx2::<K, N, S>(table, index, zero, swap) }
    }
}

/// See [`WordLookup::select_swap`].
#[target_feature(enable = "avx2")]
#[inline]
fn select_swap_avx2<const K: usize, const N: usize, const S: usize>(
    table: &[[u64; K]; N],
    index: u64,
    zero: &[u64; K],
    swap: u64,
) -> [u64; K] {
    const { assert!(2 * S <= K) };
    // Optimisation barrier on the secrets.
    let (index, swap) = core::hint::black_box((index, swap));
    let target = _mm256_set1_epi64x(index as i64);
    let one = _mm256_set1_epi64x(1);
    let mut idx = _mm256_setzero_si256();
    // The accumulator is an array, indexed only by constants once the
    // chunk loops are unrolled (their bounds are constants), so the
    // compiler keeps its chunks in registers.
    let mut acc = [0u64; K];
    let a = acc.as_mut_ptr();
    let full = K / 4;
    // SAFETY (every load and store below): `e`, `zero` and `acc` are `K`
    // words; ymm chunk `c < K / 4` is words `4c .. 4c + 4 <= K`, the xmm
    // chunk (if `K mod 4 >= 2`) words `4 (K / 4) .. 4 (K / 4) + 2 <= K`, the
    // last word (if `K` is odd) word `K - 1`; unaligned accesses.
    for e in table.iter() {
        idx = _mm256_add_epi64(idx, one);
        // All ones in every lane iff index == j + 1 (entry j).
        let m = _mm256_cmpeq_epi64(idx, target);
        let p = e.as_ptr();
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

    // index == 0: no entry matched, so acc is zero and acc | (zero & z) is
    // `zero`; otherwise z = 0 leaves acc.
    let z = _mm256_cmpeq_epi64(_mm256_setzero_si256(), target);
    let zp = zero.as_ptr();
    for c in 0..full {
        unsafe {
            let x = _mm256_loadu_si256(zp.add(4 * c) as *const __m256i);
            let y = _mm256_loadu_si256(a.add(4 * c) as *const __m256i);
            let r = _mm256_or_si256(y, _mm256_and_si256(x, z));
            _mm256_storeu_si256(a.add(4 * c) as *mut __m256i, r);
        }
    }
    let z = _mm256_castsi256_si128(z);
    if K % 4 >= 2 {
        unsafe {
            let x = _mm_loadu_si128(zp.add(4 * full) as *const __m128i);
            let y = _mm_loadu_si128(a.add(4 * full) as *const __m128i);
            let r = _mm_or_si128(y, _mm_and_si128(x, z));
            _mm_storeu_si128(a.add(4 * full) as *mut __m128i, r);
        }
    }
    if K % 2 == 1 {
        unsafe {
            let x = _mm_loadl_epi64(zp.add(K - 1) as *const __m128i);
            let y = _mm_loadl_epi64(a.add(K - 1) as *const __m128i);
            _mm_storel_epi64(
                a.add(K - 1) as *mut __m128i,
                _mm_or_si128(y, _mm_and_si128(x, z)),
            );
        }
    }

    // swap == 1: words 0 .. S and S .. 2S exchanged by XOR-ing (x ^ y) & s
    // into both (s all ones iff swap == 1). In ymm chunks when S is a
    // multiple of 4 (chunk c < S / 4 against the chunk at word 4c + S,
    // which ends at 4c + S + 4 <= 2S <= K), else word by word.
    if S.is_multiple_of(4) {
        let s = _mm256_set1_epi64x(swap.wrapping_neg() as i64);
        for c in 0..S / 4 {
            unsafe {
                let x = _mm256_loadu_si256(a.add(4 * c) as *const __m256i);
                let y = _mm256_loadu_si256(a.add(4 * c + S) as *const __m256i);
                let t = _mm256_and_si256(_mm256_xor_si256(x, y), s);
                _mm256_storeu_si256(a.add(4 * c) as *mut __m256i, _mm256_xor_si256(x, t));
                _mm256_storeu_si256(a.add(4 * c + S) as *mut __m256i, _mm256_xor_si256(y, t));
            }
        }
    } else {
        let s = swap.wrapping_neg();
        for i in 0..S {
            // SAFETY: i < S and i + S < 2S <= K.
            unsafe {
                let t = (*a.add(i) ^ *a.add(i + S)) & s;
                *a.add(i) ^= t;
                *a.add(i + S) ^= t;
            }
        }
    }
    acc
}
