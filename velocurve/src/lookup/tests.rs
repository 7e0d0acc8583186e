//! Both lookups against the definition, for entry sizes that exercise every
//! chunk shape of the AVX2 scan (whole ymm chunks, an xmm tail, a one-word
//! tail, both tails) and every index `0 ..= N`, plus indices past the end;
//! `select_swap` for exchanged runs of whole chunks and of other lengths.

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

/// `select_swap` on a random table and a random `zero` entry agrees with the
/// definition for every index `0 ..= N` and some larger ones, both swaps.
fn check_swap<L: WordLookup, const K: usize, const N: usize, const S: usize>(
    l: L,
    name: &str,
    rng: &mut ChaCha20Rng,
) {
    let mut table = [[0u64; K]; N];
    for w in table.iter_mut().flatten() {
        *w = rng.next_u64();
    }
    let mut zero = [0u64; K];
    for w in zero.iter_mut() {
        *w = rng.next_u64();
    }
    let past = [N as u64 + 1, 1 << 16, 1 << 32, 1 << 63, u64::MAX];
    for index in (0..=N as u64).chain(past) {
        for swap in [0, 1] {
            let mut want = match index {
                0 => zero,
                _ if index <= N as u64 => table[index as usize - 1],
                _ => [0u64; K],
            };
            if swap == 1 {
                for i in 0..S {
                    want.swap(i, i + S);
                }
            }
            assert_eq!(
                l.select_swap::<K, N, S>(&table, index, &zero, swap),
                want,
                "{name}, K = {K}, N = {N}, S = {S}, index = {index}, swap = {swap}"
            );
        }
    }
}

/// Every `(K, N)` with `K` in 4, 6, 8, 12 (the Weierstrass combs' entries
/// of P-192, the 256-bit curves, P-384; the Edwards comb's), 18 (two P-521
/// coordinates), 24 (three full zmm chunks) and the odd tails 1, 2, 3, 5,
/// 7, and `N` in 1, 8, 16, 32.
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
    sizes!(1, 2, 3, 4, 5, 6, 7, 8, 12, 18, 24);
    // Runs of whole ymm chunks (S = 4, 8) and of other lengths, with and
    // without the tails; S = 0 (no exchange) and 2S = K.
    check_swap::<L, 12, 32, 4>(l, name, &mut rng);
    check_swap::<L, 12, 16, 6>(l, name, &mut rng);
    check_swap::<L, 12, 8, 0>(l, name, &mut rng);
    check_swap::<L, 8, 8, 4>(l, name, &mut rng);
    check_swap::<L, 18, 32, 9>(l, name, &mut rng);
    check_swap::<L, 18, 16, 8>(l, name, &mut rng);
    check_swap::<L, 18, 8, 4>(l, name, &mut rng);
    check_swap::<L, 7, 8, 3>(l, name, &mut rng);
    check_swap::<L, 5, 1, 2>(l, name, &mut rng);
    check_swap::<L, 2, 8, 1>(l, name, &mut rng);
    check_swap::<L, 1, 8, 0>(l, name, &mut rng);
}

#[test]
fn scalar_lookup_matches_definition() {
    check_all(ScalarLookup, "scalar");
}

#[cfg(x86_backends)]
#[test]
fn avx2_lookup_matches_definition() {
    match crate::backend::cpu::Avx2::detect() {
        Some(t) => check_all(super::avx2::Avx2Lookup::new(t), "avx2"),
        None => std::println!("[avx2_lookup_matches_definition] SKIPPED (CPU lacks AVX2)"),
    }
}

#[cfg(x86_backends)]
#[test]
fn avx512_lookup_matches_definition() {
    match crate::backend::cpu::Ifma::detect() {
        Some(t) => check_all(super::avx512::Avx512Lookup::new(t), "avx512"),
        None => {
            std::println!("[avx512_lookup_matches_definition] SKIPPED (CPU lacks AVX-512 IFMA)")
        }
    }
}
