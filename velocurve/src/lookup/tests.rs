//! Both lookups against the definition, for entry sizes that exercise every
//! chunk shape of the AVX2 scan (whole ymm chunks, an xmm tail, a one-word
//! tail, both tails) and every index `0 ..= N`, plus indices past the end.

use super::{ScalarLookup, WordLookup};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// `select` on a random table of `N` entries of `K` words agrees with the
/// definition for every index `0 ..= N` and some larger ones.
fn check<L: WordLookup, const K: usize, const N: usize>(l: L, name: &str, rng: &mut ChaCha20Rng) {
    let mut table = [[0u64; K]; N];
    for w in table.iter_mut().flatten() {
        *w = rng.next_u64();
    }
    let past = [N as u64 + 1, 1 << 16, 1 << 32, 1 << 63, u64::MAX];
    for index in (0..=N as u64).chain(past) {
        let want = match index {
            1.. if index <= N as u64 => table[index as usize - 1],
            _ => [0u64; K],
        };
        assert_eq!(
            l.select(&table, index),
            want,
            "{name}, K = {K}, N = {N}, index = {index}"
        );
    }
}

/// Every `(K, N)` with `K` in 4, 8, 12 (the Edwards comb's entries), 18
/// (two P-521 coordinates) and the odd tails 1, 2, 3, 5, 7, and `N` in 1,
/// 8, 16, 32.
fn check_all<L: WordLookup>(l: L, name: &str) {
    let mut rng = ChaCha20Rng::seed_from_u64(11);
    macro_rules! sizes {
        ($($k:literal),*) => {$(
            check::<L, $k, 1>(l, name, &mut rng);
            check::<L, $k, 8>(l, name, &mut rng);
            check::<L, $k, 16>(l, name, &mut rng);
            check::<L, $k, 32>(l, name, &mut rng);
        )*};
    }
    sizes!(1, 2, 3, 4, 5, 7, 8, 12, 18);
}

#[test]
fn scalar_lookup_matches_definition() {
    check_all(ScalarLookup, "scalar");
}

#[cfg(target_arch = "x86_64")]
#[test]
fn avx2_lookup_matches_definition() {
    match crate::backend::cpu::Avx2::detect() {
        Some(t) => check_all(super::avx2::Avx2Lookup::new(t), "avx2"),
        None => std::println!("[avx2_lookup_matches_definition] SKIPPED (CPU lacks AVX2)"),
    }
}
