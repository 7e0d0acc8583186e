//! Constant-time table lookup: one entry of a table of 64-bit words, read
//! at a secret index, for every curve's tables.
//!
//! # Contract
//!
//! [`WordLookup::select`]`(table, index)` with `table: &[[u64; K]; N]`
//! returns `table[index - 1]` for `1 <= index <= N` and `[0; K]` for
//! `index = 0` (and for `index > N`), and is constant time in `index`:
//!
//! * every word of every entry is loaded, in the same order, whatever
//!   `index`; the entry is kept with masks (AND/OR, or a blend), never
//!   chosen by a branch or an address;
//! * the masks come from `index` through arithmetic (XOR, shifts, additions,
//!   `vpcmpeqq`) with data-independent latency, and pass through an
//!   optimisation barrier ([`core::hint::black_box`]) before use, so the
//!   compiler cannot prove that they are 0 or all ones, nor how they depend
//!   on `index`, and so cannot turn the masking back into a branch or an
//!   index.
//!
//! A curve's digit handling (the sign of a signed digit, the identity for
//! digit 0) stays with the curve, on the returned words: the lookup knows
//! nothing of points (the Edwards comb's `RowLookup` is built on it in
//! [`crate::edwards::comb`]).
//!
//! # Implementations
//!
//! * [`ScalarLookup`]: 64-bit masks, every target (vectorised by the
//!   compiler: SSE2 on baseline x86-64).
//! * [`avx2::Avx2Lookup`] (x86-64): `vpcmpeqq` masks and `vpblendvb`
//!   merges on ymm chunks of four words; it holds the AVX2 detection token,
//!   so a value exists only on a CPU with AVX2.
//! * [`avx512::Avx512Lookup`] (x86-64, the `ifma` engine's): `vpcmpeqq`
//!   into a mask register and `vpblendmq` merges on zmm chunks of eight
//!   words (the AVX2 scan for `select_swap`); it holds the IFMA token.

#[cfg(x86_backends)]
pub(crate) mod avx2;
#[cfg(x86_backends)]
pub(crate) mod avx512;
#[cfg(test)]
mod tests;

/// A constant-time table lookup; see the [module documentation](self).
pub(crate) trait WordLookup: Copy {
    /// `table[index - 1]` for `1 <= index <= N`, `[0; K]` otherwise, reading
    /// every entry; constant time in `index`.
    fn select<const K: usize, const N: usize>(self, table: &[[u64; K]; N], index: u64) -> [u64; K];

    /// [`select`](Self::select) with the two steps of a signed-digit lookup:
    /// the result is `zero` for `index = 0` (`table[index - 1]` for `1 <=
    /// index <= N`, `[0; K]` for `index > N`), and then, if `swap = 1`, its
    /// words `0 .. S` and `S .. 2S` are exchanged (`swap` is 0 or 1; `2 S <=
    /// K`, checked at compile time). Constant time in `index` and `swap`.
    ///
    /// The default works on the words [`select`](Self::select) returns; a
    /// vector implementation overrides it to do both steps in its registers.
    #[inline(always)]
    fn select_swap<const K: usize, const N: usize, const S: usize>(
        self,
        table: &[[u64; K]; N],
        index: u64,
        zero: &[u64; K],
        swap: u64,
    ) -> [u64; K] {
        let e = self.select(table, index);
        zero_and_swap::<K, S>(e, index, zero, swap)
    }
}

/// The steps of [`WordLookup::select_swap`] after the selection, on words:
/// `e` is `[0; K]` when `index = 0`, so OR-ing `zero` under the mask of
/// `index = 0` gives `zero` there and leaves `e` unchanged elsewhere; the
/// XOR of `(e[i] ^ e[i + S]) & mask` into both words exchanges them when the
/// mask is all ones and leaves them when it is 0.
#[inline(always)]
fn zero_and_swap<const K: usize, const S: usize>(
    mut e: [u64; K],
    index: u64,
    zero: &[u64; K],
    swap: u64,
) -> [u64; K] {
    const { assert!(2 * S <= K) };
    // The top bit of x | -x is 1 iff x != 0 (so (that bit) - 1 is all ones
    // iff index == 0); -swap is all ones iff swap == 1. Optimisation
    // barrier: the compiler no longer knows that each mask is 0 or all ones,
    // nor how it depends on `index` and `swap`, so it cannot turn the
    // masking into a branch.
    let (zero_mask, swap_mask) = core::hint::black_box((
        ((index | index.wrapping_neg()) >> 63).wrapping_sub(1),
        swap.wrapping_neg(),
    ));
    for (w, z) in e.iter_mut().zip(zero.iter()) {
        *w |= z & zero_mask;
    }
    for i in 0..S {
        let t = (e[i] ^ e[i + S]) & swap_mask;
        e[i] ^= t;
        e[i + S] ^= t;
    }
    e
}

/// `masks[j]` all ones iff `index == j + 1`, else 0, without a comparison
/// or branch: for `x = index ^ (j + 1)`, the top bit of `x | -x` is 1 iff
/// `x != 0`, so that bit minus 1 is all ones iff `x == 0`.
#[inline(always)]
pub(crate) fn index_masks<const N: usize>(index: u64) -> [u64; N] {
    core::array::from_fn(|j| {
        let x = index ^ (j as u64 + 1);
        ((x | x.wrapping_neg()) >> 63).wrapping_sub(1)
    })
}

/// The portable [`WordLookup`]: one 64-bit mask per entry.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScalarLookup;

impl WordLookup for ScalarLookup {
    #[inline(always)]
    fn select<const K: usize, const N: usize>(self, table: &[[u64; K]; N], index: u64) -> [u64; K] {
        let masks = index_masks::<N>(index);
        // Optimisation barrier: the compiler no longer knows that each mask
        // is 0 or all ones, nor how it depends on `index`, so it cannot turn
        // the masking into a branch.
        let masks = core::hint::black_box(masks);
        scan(table, &masks)
    }
}

/// `OR_j (table[j] & masks[j])`: the entry whose mask is all ones (zero if
/// none is), reading every entry.
///
/// Written for the vectoriser, and checked in the generated code (on the
/// Edwards comb's rows, `K = 12`, `N = 32`):
///
/// * Kept out of line: on its own the loop compiles to 128-bit `pand`/`por`
///   (baseline SSE2, six of each per entry), while inlined into the
///   multiplication LLVM's SLP vectoriser left it as scalar code that took
///   about twice as long.
/// * Each mask passes through its own optimisation barrier. Besides hiding
///   the mask values, this keeps LLVM from vectorising *across* entries:
///   without it, `-C target-cpu=native` on an AVX-512 CPU turned the scan
///   into `vpgatherdq` gathers and the whole keygen became 30 % slower.
///   With it the same build gives one `vpternlogq` on a zmm and one on a
///   ymm per entry.
#[inline(never)]
fn scan<const K: usize, const N: usize>(table: &[[u64; K]; N], masks: &[u64; N]) -> [u64; K] {
    let mut acc = [0u64; K];
    for (entry, m) in table.iter().zip(masks.iter()) {
        let m = core::hint::black_box(*m);
        for (a, e) in acc.iter_mut().zip(entry.iter()) {
            *a |= e & m;
        }
    }
    acc
}
