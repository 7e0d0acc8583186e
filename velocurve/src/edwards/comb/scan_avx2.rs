//! The AVX2 table scan of [`crate::edwards::comb`].
//!
//! An entry is 96 bytes, three 256-bit lanes (`y + x`, `y - x`, `2dxy`).
//! Each entry's mask is a `vpcmpeqq` of its index `j + 1` against `|d|`
//! broadcast to a ymm register, and the entry is merged into the
//! accumulators with `vpblendvb` (or `vpand` + `vpor`): about four vector
//! instructions per entry instead of the dozen or so of the SSE2 scan.
//!
//! # Constant time
//!
//! `vpcmpeqq`, `vpand`, `vpor`, `vpxor` and `vpblendvb` have
//! data-independent latency; every entry of the row is loaded, in the same
//! order, whatever `d`; `|d|` and the sign are computed with shifts and
//! additions and pass through an optimisation barrier before use, so the
//! compiler cannot turn the masking into a branch or an index.

use crate::edwards::comb::{ENTRIES, Entry, RowLookup};
use core::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_blendv_epi8, _mm256_cmpeq_epi64,
    _mm256_loadu_si256, _mm256_or_si256, _mm256_set_epi64x, _mm256_set1_epi64x,
    _mm256_setzero_si256, _mm256_storeu_si256, _mm256_xor_si256,
};

/// The AVX2 [`RowLookup`]. It holds the AVX2 token, so a value exists only
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

impl RowLookup for Avx2Lookup {
    #[inline(always)]
    fn lookup_words(self, row: &[Entry; ENTRIES], d: i16) -> (Entry, u64) {
        // SAFETY: an `Avx2Lookup` holds the AVX2 token.
        unsafe { lookup_avx2(row, d) }
    }
}

/// See [`RowLookup::lookup_words`].
#[target_feature(enable = "avx2")]
#[inline]
fn lookup_avx2(row: &[Entry; ENTRIES], d: i16) -> (Entry, u64) {
    // sign = 1 iff d < 0; |d| = (d ^ -sign) + sign, in 0 ..= 2^(W-1).
    let sign = ((d as u16) >> 15) as u64;
    let abs = ((d as u64) ^ sign.wrapping_neg()).wrapping_add(sign) & 0xffff;
    // Optimisation barrier on the secrets.
    let (abs, sign) = core::hint::black_box((abs, sign));
    let target = _mm256_set1_epi64x(abs as i64);

    let mut a0 = _mm256_setzero_si256();
    let mut a1 = _mm256_setzero_si256();
    let mut a2 = _mm256_setzero_si256();
    let one = _mm256_set1_epi64x(1);
    let mut idx = _mm256_setzero_si256();
    for e in row.iter() {
        idx = _mm256_add_epi64(idx, one);
        let m = _mm256_cmpeq_epi64(idx, target);
        let p = e.as_ptr() as *const __m256i;
        // SAFETY: `e` is 12 u64 words, 96 bytes: three unaligned 32-byte
        // loads at offsets 0, 32 and 64 stay inside it.
        let (e0, e1, e2) = unsafe {
            (
                _mm256_loadu_si256(p),
                _mm256_loadu_si256(p.add(1)),
                _mm256_loadu_si256(p.add(2)),
            )
        };
        a0 = _mm256_blendv_epi8(a0, e0, m);
        a1 = _mm256_blendv_epi8(a1, e1, m);
        a2 = _mm256_blendv_epi8(a2, e2, m);
    }
    // abs == 0: the identity (1, 1, 0).
    let zero = _mm256_cmpeq_epi64(_mm256_setzero_si256(), target);
    let low_one = _mm256_set_epi64x(0, 0, 0, 1);
    a0 = _mm256_or_si256(a0, _mm256_and_si256(zero, low_one));
    a1 = _mm256_or_si256(a1, _mm256_and_si256(zero, low_one));
    // d < 0: swap y + x and y - x.
    let sign_mask = _mm256_set1_epi64x(sign.wrapping_neg() as i64);
    let t = _mm256_and_si256(_mm256_xor_si256(a0, a1), sign_mask);
    a0 = _mm256_xor_si256(a0, t);
    a1 = _mm256_xor_si256(a1, t);

    let mut out = [0u64; 12];
    let q = out.as_mut_ptr() as *mut __m256i;
    // SAFETY: `out` is 96 bytes; three unaligned 32-byte stores at offsets
    // 0, 32 and 64 stay inside it.
    unsafe {
        _mm256_storeu_si256(q, a0);
        _mm256_storeu_si256(q.add(1), a1);
        _mm256_storeu_si256(q.add(2), a2);
    }
    (out, sign)
}
