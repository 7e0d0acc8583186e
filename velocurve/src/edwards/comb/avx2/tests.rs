//! The four-lane AVX2 comb against the scalar comb, on edge and random
//! scalars. Skipped on a CPU without AVX2.

use super::*;
use crate::edwards::comb::mul_base as scalar_mul_base;
use crate::lookup::ScalarLookup;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// The scalar whose signed radix-16 digits are `d` (Horner's rule on
/// 256-bit two's complement), checked to be `< 2^255` and to give back
/// exactly `d`.
fn scalar_from_digits(d: &[i16; N]) -> [u8; 32] {
    let mut k = [0u64; 4];
    for &di in d.iter().rev() {
        // k = 16 k + di
        for i in (1..4).rev() {
            k[i] = (k[i] << 4) | (k[i - 1] >> 60);
        }
        k[0] <<= 4;
        let add = [di as i64 as u64, ((di as i64) >> 63) as u64, 0, 0];
        let add = [add[0], add[1], add[1], add[1]];
        let mut carry = 0u64;
        for i in 0..4 {
            let (s1, c1) = k[i].overflowing_add(add[i]);
            let (s2, c2) = s1.overflowing_add(carry);
            k[i] = s2;
            carry = (c1 | c2) as u64;
        }
    }
    let mut out = [0u8; 32];
    for i in 0..4 {
        out[8 * i..8 * i + 8].copy_from_slice(&k[i].to_le_bytes());
    }
    assert_eq!(out[31] >> 7, 0, "digits {d:?} give a scalar >= 2^255");
    assert_eq!(
        &signed_digits_w::<W, N>(&out),
        d,
        "digits do not round-trip"
    );
    out
}

fn check(t: crate::backend::cpu::Avx2, k: &[u8; 32]) {
    let got = mul_base::<Fe51>(t, k);
    let want = scalar_mul_base::<Fe51, _>(k, ScalarLookup).to_extended();
    assert!(got.is_valid(), "not on the curve for {k:02x?}");
    assert!(bool::from(got.ct_eq(&want)), "wrong for {k:02x?}");
    // Every lane of the four-lane result holds the sum.
    // And through the mulx64 representation when the CPU has it (the
    // backend the dispatch will pair with this comb).
    if crate::backend::Backend::Mulx64.is_supported() {
        let got = mul_base::<crate::field::fe64::Fe64>(t, k);
        let want = scalar_mul_base::<crate::field::fe64::Fe64, _>(k, ScalarLookup).to_extended();
        assert!(bool::from(got.ct_eq(&want)), "mulx64 wrong for {k:02x?}");
    }
}

/// Edge scalars: 0, 1, l - 1, l, 2^255 - 1, 2^255 - 19 (all-ones bytes
/// with the top bit cleared is 2^255 - 1), byte patterns, single bits;
/// digit sequences at the extremes (-8, +7, a top digit of 8, runs of
/// zeros, alternations, per-lane and per-step patterns).
fn edge_scalars() -> std::vec::Vec<[u8; 32]> {
    // l = 2^252 + 27742317777372353535851937790883648493, little-endian.
    let l: [u8; 32] = [
        0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde,
        0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
    ];
    let mut l_minus_1 = l;
    l_minus_1[0] -= 1;
    let mut l_plus_1 = l;
    l_plus_1[0] += 1;
    let mut top = [0xffu8; 32];
    top[31] = 0x7f; // 2^255 - 1
    let mut p = top;
    p[0] = 0xed; // 2^255 - 19
    let mut one = [0u8; 32];
    one[0] = 1;
    let mut v = std::vec![[0u8; 32], one, l_minus_1, l, l_plus_1, top, p];
    for b in [0x77u8, 0x88, 0x99, 0x80, 0x08, 0x78, 0x87, 0xf0, 0x0f] {
        let mut k = [b; 32];
        k[31] &= 0x7f;
        v.push(k);
    }
    for bit in 0..255 {
        let mut k = [0u8; 32];
        k[bit / 8] = 1 << (bit % 8);
        v.push(k);
    }
    // Digit patterns (the last digit in 0 ..= 7, or 8 under a negative
    // remainder).
    let pattern = |f: &dyn Fn(usize) -> i16, last: i16| {
        let mut d: [i16; N] = core::array::from_fn(f);
        d[N - 1] = last;
        scalar_from_digits(&d)
    };
    v.push(pattern(&|_| -8, 7));
    v.push(pattern(&|_| -8, 8));
    v.push(pattern(&|_| 7, 7));
    v.push(pattern(&|_| 0, 7));
    v.push(pattern(&|i| if i % 2 == 0 { -8 } else { 7 }, 7));
    v.push(pattern(&|i| if i % 2 == 0 { 7 } else { -8 }, 1));
    v.push(pattern(&|i| if i % 2 == 0 { 0 } else { -8 }, 8));
    v.push(pattern(&|i| if i % 3 == 0 { 0 } else { -8 }, 1));
    // Whole runs: first half -8, second half 0 and back.
    v.push(pattern(&|i| if i < 32 { -8 } else { 0 }, 1));
    v.push(pattern(&|i| if i < 32 { 0 } else { -8 }, 8));
    v.push(pattern(&|i| if i < 32 { 7 } else { -8 }, 5));
    // By lane (i % 8) and by half (i % 8 < 4): one accumulator at the
    // extremes, the other zero; one lane negative, the others positive.
    v.push(pattern(&|i| if i % 8 < 4 { -8 } else { 0 }, 1));
    v.push(pattern(&|i| if i % 8 < 4 { 0 } else { -8 }, 8));
    v.push(pattern(&|i| if i % 8 == 3 { -8 } else { 7 }, 7));
    v.push(pattern(&|i| if i % 8 == 5 { -8 } else { 0 }, 1));
    v.push(pattern(&|i| if (i / 8) % 2 == 0 { -8 } else { 7 }, 7));
    v.push(pattern(&|i| ((i % 16) as i16) - 8, 7));
    v
}

/// Against the scalar comb (its own table, `W = 6`): the edge scalars
/// and 2,000 seeded random ones.
#[test]
fn mul_base_matches_scalar_comb() {
    let Some(t) = crate::backend::cpu::Avx2::detect() else {
        std::println!("edwards::comb::avx2: SKIPPED (CPU lacks AVX2)");
        return;
    };
    let mut scalars = edge_scalars();
    let mut rng = ChaCha20Rng::seed_from_u64(2625);
    for _ in 0..2_000 {
        let mut k = [0u8; 32];
        rng.fill_bytes(&mut k);
        k[31] &= 0x7f;
        scalars.push(k);
    }
    for k in &scalars {
        check(t, k);
    }
    std::println!("edwards::comb::avx2: ran ({} scalars)", scalars.len());
}
