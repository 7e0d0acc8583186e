//! Decoding many points at once against decoding them one by one, with
//! and without the IFMA lanes.

use super::*;
use crate::edwards::decode::decompress_vartime;
use crate::field::fe51::Fe51;
use alloc::vec;
use alloc::vec::Vec;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::println;

/// Random bytes (half of them no point), the non-canonical encodings
/// `y = p + j` with both signs, and `y = +-1` with both signs.
fn encodings() -> Vec<[u8; 32]> {
    let mut rng = ChaCha20Rng::seed_from_u64(3);
    let mut v = Vec::new();
    for _ in 0..200 {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        v.push(b);
    }
    for j in 0u8..19 {
        for sign in [0u8, 0x80] {
            let mut b = [0xffu8; 32];
            b[0] = 0xed + j;
            b[31] = 0x7f | sign;
            v.push(b);
        }
    }
    // The y of the points of order 8, and y = -1 (order 2).
    for y in [
        [
            0x26, 0xe8, 0x95, 0x8f, 0xc2, 0xb2, 0x27, 0xb0, 0x45, 0xc3, 0xf4, 0x89, 0xf2, 0xef,
            0x98, 0xf0, 0xd5, 0xdf, 0xac, 0x05, 0xd3, 0xc6, 0x33, 0x39, 0xb1, 0x38, 0x02, 0x88,
            0x6d, 0x53, 0xfc, 0x05,
        ],
        [
            0xc7, 0x17, 0x6a, 0x70, 0x3d, 0x4d, 0xd8, 0x4f, 0xba, 0x3c, 0x0b, 0x76, 0x0d, 0x10,
            0x67, 0x0f, 0x2a, 0x20, 0x53, 0xfa, 0x2c, 0x39, 0xcc, 0xc6, 0x4e, 0xc7, 0xfd, 0x77,
            0x92, 0xac, 0x03, 0x7a,
        ],
        {
            let mut m1 = [0xffu8; 32];
            m1[0] = 0xec;
            m1[31] = 0x7f;
            m1
        },
    ] {
        for sign in [0u8, 0x80] {
            let mut b = y;
            b[31] |= sign;
            v.push(b);
        }
    }
    for y in [1u8, 0] {
        for sign in [0u8, 0x80] {
            let mut b = [0u8; 32];
            b[0] = y;
            b[31] |= sign;
            v.push(b);
        }
    }
    v
}

fn check<F: Field25519>(name: &str, ifma: Option<crate::backend::IfmaToken>) {
    let all = encodings();
    let mut small = 0;
    for len in (0..=40).chain([all.len()]) {
        let enc = &all[all.len() - len..];
        let mut out = vec![None; len];
        decompress_batch_vartime::<F>(enc, &mut out, ifma);
        for (e, got) in enc.iter().zip(&out) {
            let want = decompress_vartime::<F>(e);
            match (got, want) {
                (None, None) => {}
                (Some(g), Some(w)) => {
                    assert!(g.point.eq_vartime(&w.point), "{name} {e:x?}");
                    assert_eq!(g.y_non_canonical, w.y_non_canonical);
                    assert_eq!(g.negative_zero, w.negative_zero);
                    assert_eq!(g.point.x.to_bytes(), w.point.x.to_bytes());
                    assert_eq!(g.point.z.to_bytes(), F::ONE.to_bytes());
                    assert_eq!(g.is_small_order_vartime(), w.point.is_small_order_vartime());
                    small += usize::from(g.is_small_order_vartime());
                }
                _ => panic!("{name}: verdicts differ on {e:x?}"),
            }
        }
    }
    // Of the whole set (each length counts its tail again): the 8
    // small-order points, some under non-canonical encodings too.
    assert!(small > 8, "{name}: {small}");
    println!("[decompress_batch_matches_single] {name}: ran ({small} small-order decodings)");
}

#[test]
fn decompress_batch_matches_single() {
    check::<Fe51>("portable51", None);
    #[cfg(x86_backends)]
    if crate::backend::Backend::Mulx64.is_supported() {
        #[target_feature(enable = "bmi2,adx")]
        fn run() {
            check::<crate::field::fe64::Fe64>("mulx64", None);
        }
        // SAFETY: the CPU has BMI2 and ADX.
        unsafe { run() }
    } else {
        println!("[decompress_batch_matches_single] mulx64: SKIPPED (CPU lacks its features)");
    }
    #[cfg(x86_backends)]
    if let Some(t) = crate::backend::cpu::Ifma::detect() {
        check::<Fe51>("ifma (portable51 around it)", Some(t));
        #[target_feature(enable = "bmi2,adx")]
        fn run(t: crate::backend::cpu::Ifma) {
            check::<crate::field::fe64::Fe64>("ifma", Some(t));
        }
        // SAFETY: the CPU has BMI2 and ADX (Ifma's detection includes them).
        unsafe { run(t) }
    } else {
        println!("[decompress_batch_matches_single] ifma: SKIPPED (CPU lacks its features)");
    }
}
