//! The Euclidean loop against big integers: the quotient estimate of its
//! division and Lehmer's batched steps.

use super::*;
use num_bigint::BigUint;
use num_traits::One;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

fn l() -> BigUint {
    (BigUint::one() << 252u32) + 27742317777372353535851937790883648493u128
}

fn le32(x: &BigUint) -> [u8; 32] {
    let mut b = x.to_bytes_le();
    assert!(b.len() <= 32);
    b.resize(32, 0);
    b.try_into().unwrap()
}

fn words(b: &[u8; 32]) -> [u64; 4] {
    core::array::from_fn(|i| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap()))
}

fn bytes_of(w: &[u64; 4]) -> [u8; 32] {
    let mut b = [0u8; 32];
    for i in 0..4 {
        b[8 * i..8 * i + 8].copy_from_slice(&w[i].to_le_bytes());
    }
    b
}

/// A random integer `< 2^256`.
fn random_bytes(rng: &mut ChaCha20Rng) -> [u8; 32] {
    let mut k = [0u8; 32];
    rng.fill_bytes(&mut k);
    k
}

/// The quotient-estimating division of the Euclidean loop against the
/// binary long division and big integers: random pairs with every gap of
/// bit lengths from 0 to 40 (crossing the estimate's limit of 30), with
/// operands above and below 2^64, and edge values (all ones, powers of
/// two).
#[test]
fn divrem_small_matches_long_division() {
    let mut rng = ChaCha20Rng::seed_from_u64(0xd1);
    let mask = |w: [u64; 4], bits: u32| -> [u64; 4] {
        core::array::from_fn(|i| {
            let lo = 64 * i as u32;
            if bits <= lo {
                0
            } else if bits >= lo + 64 {
                w[i]
            } else {
                w[i] & ((1u64 << (bits - lo)) - 1)
            }
        })
    };
    let mut cases = 0;
    for _ in 0..4000 {
        let la = rng.gen_range(1..=256u32);
        let gap = rng.gen_range(0..=40u32).min(la - 1);
        let lb = la - gap;
        let fill = |rng: &mut ChaCha20Rng, bits: u32, ones: bool| {
            let w = if ones {
                [u64::MAX; 4]
            } else {
                words(&random_bytes(rng))
            };
            let mut w = mask(w, bits);
            // Force the top bit so that the bit length is exactly `bits`.
            w[((bits - 1) / 64) as usize] |= 1 << ((bits - 1) % 64);
            w
        };
        for (oa, ob) in [(false, false), (true, false), (false, true), (true, true)] {
            let a = fill(&mut rng, la, oa);
            let mut b = fill(&mut rng, lb, ob);
            if rng.gen_bool(0.1) {
                // A power of two.
                b = mask([0; 4], 0);
                b[((lb - 1) / 64) as usize] = 1 << ((lb - 1) % 64);
            }
            let (mut r1, mut r2) = (a, a);
            let q1 = divrem_small_vartime(&mut r1, &b);
            let q2 = divrem_vartime(&mut r2, &b);
            assert_eq!((q1, r1), (q2, r2), "a = {a:x?}, b = {b:x?}");
            if let Some(q) = q1 {
                let (ab, bb) = (
                    BigUint::from_bytes_le(&bytes_of(&a)),
                    BigUint::from_bytes_le(&bytes_of(&b)),
                );
                assert_eq!(BigUint::from(q), &ab / &bb);
                assert_eq!(BigUint::from_bytes_le(&bytes_of(&r1)), &ab % &bb);
            }
            cases += 1;
        }
    }
    let mut z = [5u64, 0, 0, 0];
    assert_eq!(divrem_small_vartime(&mut z, &[0; 4]), None);
    std::println!("[divrem_small] {cases} random pairs agree");
}

/// The Lehmer form of the Euclidean loop ends in the same state as exact
/// single steps (same last remainders, same `t` and sign), for both
/// moduli, on random `k` and on `k` with long or special quotient
/// sequences.
#[test]
fn euclid_lehmer_matches_single_steps() {
    let l = l();
    let l8 = &l * 8u32;
    let sqrt8 = u128::from_str_radix("b504f333f9de6484597d89b3754abe9f", 16).unwrap();
    let mut rng = ChaCha20Rng::seed_from_u64(0x1e4e);
    let mut ks: Vec<BigUint> = (0..5_000)
        .map(|_| BigUint::from_bytes_le(&random_bytes(&mut rng)) % &l)
        .collect();
    for small in 0u32..40 {
        ks.push(BigUint::from(small));
        ks.push(&l - 1u32 - small);
        ks.push((BigUint::from(1u32) << 127u32) + small);
        ks.push((BigUint::from(1u32) << 200u32) - small);
        ks.push(&l / 2u32 + small);
        ks.push(&l / 3u32 + small);
        ks.push(&l / 1_000_003u32 + small);
    }
    let mut batched = 0;
    for k in &ks {
        let kw = words(&le32(k));
        for (n, bound) in [(&l, 1u128 << 126), (&l8, sqrt8)] {
            let nw = words(&le32(n));
            let fast = euclid_vartime(&kw, &nw, bound, true);
            let slow = euclid_vartime(&kw, &nw, bound, false);
            assert_eq!(fast, slow, "k = {k}, n = {n}");
            batched += usize::from(fast.is_some());
        }
    }
    std::println!("[euclid_lehmer] {batched} runs agree with single steps");
}
