//! The eight-lane IFMA comb, one scalar and eight at a time, against the
//! scalar comb. Skipped on a CPU without AVX-512 IFMA.

use super::*;
use crate::backend::Backend;
use crate::edwards::comb::mul_base;
use crate::field::fe51::Fe51;
use crate::lookup::ScalarLookup;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

#[target_feature(enable = "avx512f,avx512ifma")]
fn check(k: &[u8; 32]) {
    let got = mul_base_x8(k, &LANE_TABLE);
    let want = mul_base::<Fe51, _>(k, ScalarLookup).to_extended();
    for j in 0..8 {
        let p = got.lane::<Fe51>(j);
        assert!(p.is_valid(), "lane {j} not on the curve for {k:02x?}");
        assert!(bool::from(p.ct_eq(&want)), "lane {j} wrong for {k:02x?}");
    }
}

#[target_feature(enable = "avx512f,avx512ifma")]
fn check_batch(k: &[[u8; 32]; 8]) {
    let got = mul_base_batch8(k, &LANE_TABLE);
    for (j, kj) in k.iter().enumerate() {
        let want = mul_base::<Fe51, _>(kj, ScalarLookup).to_extended();
        let p = got.lane::<Fe51>(j);
        assert!(
            p.is_valid(),
            "batch lane {j} not on the curve for {kj:02x?}"
        );
        assert!(
            bool::from(p.ct_eq(&want)),
            "batch lane {j} wrong for {kj:02x?}"
        );
    }
}

/// Against the scalar comb, one scalar and eight at a time: edge
/// scalars (0, 1, every digit at its extreme, 2^255 - 1, single bits)
/// and 2,000 random ones.
#[test]
fn mul_base_x8_matches_scalar_comb() {
    if !Backend::Ifma.is_supported() {
        std::println!("edwards::comb::ifma: SKIPPED (CPU lacks AVX-512 IFMA)");
        return;
    }
    let mut scalars = std::vec![[0u8; 32], [0xff; 32], [0x77; 32], [0x88; 32], [0x99; 32]];
    for s in scalars.iter_mut() {
        s[31] &= 0x7f;
    }
    for bit in 0..255 {
        let mut k = [0u8; 32];
        k[bit / 8] = 1 << (bit % 8);
        scalars.push(k);
    }
    let mut rng = ChaCha20Rng::seed_from_u64(84);
    for _ in 0..2_000 {
        let mut k = [0u8; 32];
        rng.fill_bytes(&mut k);
        k[31] &= 0x7f;
        scalars.push(k);
    }
    for k in &scalars {
        // SAFETY: AVX-512F and IFMA were detected above.
        unsafe { check(k) };
    }
    for group in scalars.chunks_exact(8) {
        // SAFETY: AVX-512F and IFMA were detected above.
        unsafe { check_batch(group.try_into().expect("eight scalars")) };
    }
}
