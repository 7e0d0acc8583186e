//! The AVX2 four-lane ladder: the step against a `num-bigint` model (states
//! with limbs at the invariant's maximum, both bits), the bound arithmetic
//! of the module documentation, and whole X25519 computations against
//! portable51 (RFC 7748 vectors, the 1,000-iteration vector, seeded random
//! and edge inputs).
//!
//! The tests that run AVX2 code print `montgomery::avx2: ran` or
//! `SKIPPED (CPU lacks AVX2)`.

use super::{Limbs, TWO_P, bit_masks, step, x25519};
use crate::backend::Backend;
use crate::field::fe2625x4::Fe2625x4;
use crate::field::fe2625x4::width;
use crate::montgomery::clamp;
use crate::test_support::{model_step, p};
use num_bigint::BigUint;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

fn supported(test: &str) -> bool {
    let ok = std::is_x86_feature_detected!("avx2");
    if ok {
        std::println!("[{test}] montgomery::avx2: ran");
    } else {
        std::println!("[{test}] montgomery::avx2: SKIPPED (CPU lacks AVX2)");
    }
    ok
}

fn h(s: &str) -> [u8; 32] {
    hex::decode(s).unwrap().try_into().unwrap()
}

/// The invariant's exclusive bound of limb `i`.
fn bound(i: usize) -> u64 {
    (1 << width(i)) + (1 << 17)
}

/// The value of lane `j` of radix-2^25.5 limbs, mod p.
fn value(l: &[[u64; 4]; 10], j: usize) -> BigUint {
    let mut v = BigUint::default();
    for i in (0..10).rev() {
        v = (v << width(i)) + BigUint::from(l[i][j]);
    }
    v % p()
}

#[target_feature(enable = "avx2")]
fn step_cases(seed: u64, rounds: usize) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for round in 0..rounds {
        let limb = |rng: &mut ChaCha20Rng, i: usize, mode: u32| -> u64 {
            match mode {
                0 => bound(i) - 1,
                1 => bound(i) - 1 - rng.gen_range(0..1 << 12),
                2 => 0,
                _ => rng.gen_range(0..bound(i)),
            }
        };
        let all_max = round % 5 == 0;
        let mut sl = [[0u64; 4]; 10];
        let mut x1l = [[0u64; 4]; 10];
        for i in 0..10 {
            for slot in sl[i].iter_mut() {
                let mode = if all_max { 0 } else { rng.gen_range(0..6) };
                *slot = limb(&mut rng, i, mode);
            }
            let mode = if all_max { 0 } else { rng.gen_range(0..6) };
            let x = limb(&mut rng, i, mode);
            x1l[i] = [u64::from(i == 0), x, u64::from(i == 0), x];
        }
        let r = [
            [value(&sl, 0), value(&sl, 1)],
            [value(&sl, 2), value(&sl, 3)],
        ];
        let x1 = value(&x1l, 1);
        let s: Limbs = Fe2625x4::from_limbs(&sl).0;
        let c3: Limbs = Fe2625x4::from_limbs(&x1l).0;
        for bit in 0..2 {
            // SAFETY: compiled with AVX2.
            let out = Fe2625x4(unsafe { step(&s, &bit_masks(bit as u64, &c3)) }).to_limbs();
            for (i, row) in out.iter().enumerate() {
                for (j, &v) in row.iter().enumerate() {
                    assert!(v < bound(i), "step limb {i} lane {j} = {v:#x}");
                }
            }
            let want = model_step(r.clone(), &x1, bit);
            for j in 0..4 {
                assert_eq!(
                    value(&out, j),
                    want[j / 2][j % 2],
                    "round {round} bit {bit} lane {j}"
                );
            }
        }
    }
}

#[test]
fn step_against_model_at_bounds() {
    if !supported("step_against_model_at_bounds") {
        return;
    }
    // SAFETY: `supported` checked AVX2.
    unsafe { step_cases(0x2625_a2a2, 3_000) };
}

/// The arithmetic of the module documentation's bounds: the uncarried
/// level inputs, the 32-bit multiplicands and the largest column.
#[test]
fn column_bounds() {
    let r: [u128; 10] = core::array::from_fn(|i| u128::from(bound(i)) - 1);
    // Inclusive maxima of H and V: an invariant limb plus 2p's limb, or
    // two invariant limbs.
    let hv: [u128; 10] = core::array::from_fn(|i| (r[i] + u128::from(TWO_P[i])).max(2 * r[i]));
    let (e, o) = (
        (1u128 << 27) + (1 << 26) + (1 << 17),
        (1u128 << 26) + (1 << 25) + (1 << 17),
    );
    for i in 0..10 {
        assert!(hv[i] < if i % 2 == 0 { e } else { o });
        assert!(u128::from(TWO_P[i]) >= r[i]);
        assert!(19 * hv[i] < 1 << 32 && 2 * hv[i] < 1 << 32);
        if i % 2 == 1 {
            assert!(38 * hv[i] < 1 << 32); // the square's odd right factors
        }
    }
    let cols = |x: &[u128; 10], y: &[u128; 10], init: &[u128; 10]| -> u128 {
        let mut z = *init;
        for i in 0..10 {
            for j in 0..10 {
                let mut f = 1;
                if i % 2 == 1 && j % 2 == 1 {
                    f *= 2;
                }
                if i + j >= 10 {
                    f *= 19;
                }
                z[(i + j) % 10] += f * x[i] * y[j];
            }
        }
        z.into_iter().max().unwrap()
    };
    // Level 2 adds `V a24` (in the lanes the square leaves zero; counted
    // on top anyway).
    let a24: [u128; 10] = core::array::from_fn(|i| r[i] + hv[i] * 121665);
    let l12 = cols(&hv, &hv, &a24);
    let l3 = cols(&r, &hv, &[0; 10]);
    assert!(l12 < 1 << 63 && (l12 as f64).log2() < 62.14);
    assert!(l3 < 1 << 63 && (l3 as f64).log2() < 60.56);
}

/// The AVX2 ladder on the clamped scalar (the tests check AVX2 first).
fn avx2(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    let t = crate::backend::cpu::Avx2::detect().expect("the test checked AVX2");
    x25519(t, &clamp(k), u)
}

/// portable51's ladder on the clamped scalar (no all-zero check).
fn portable(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    crate::engine::x25519(Backend::Portable51, &clamp(k), u)
}

#[test]
fn rfc7748_vectors_and_1000_iterations() {
    if !supported("rfc7748_vectors_and_1000_iterations") {
        return;
    }
    crate::test_support::check_rfc7748("montgomery::avx2", avx2);
}

#[test]
fn random_against_portable51() {
    if !supported("random_against_portable51") {
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x0a2a_2625_7748);
    for i in 0..2000 {
        let (mut k, mut u) = ([0u8; 32], [0u8; 32]);
        rng.fill_bytes(&mut k);
        rng.fill_bytes(&mut u);
        match i % 4 {
            // Non-canonical: u in [p, 2^255) (bit 255 random).
            0 => {
                u[1..31].fill(0xff);
                u[31] |= 0x7f;
                u[0] |= 0xed;
            }
            // Bit 255 set.
            1 => u[31] |= 0x80,
            _ => {}
        }
        let got = avx2(&k, &u);
        assert_eq!(got, portable(&k, &u), "i {i} k {k:02x?} u {u:02x?}");
    }
}

#[test]
fn edge_u_against_portable51() {
    if !supported("edge_u_against_portable51") {
        return;
    }
    let mut us: std::vec::Vec<[u8; 32]> = std::vec![[0u8; 32], [0xff; 32]];
    let mut one = [0u8; 32];
    one[0] = 1;
    us.push(one);
    for low in [0xec_u8, 0xed, 0xee] {
        let mut v = [0xffu8; 32];
        v[0] = low;
        v[31] = 0x7f;
        us.push(v); // p - 1, p, p + 1
    }
    let mut top = [0xffu8; 32];
    top[31] = 0x7f;
    us.push(top); // 2^255 - 1
    // A point of small order.
    us.push(h(
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
    ));
    // The same with bit 255 set.
    for n in 0..us.len() {
        let mut v = us[n];
        v[31] |= 0x80;
        us.push(v);
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0xed9e_a2a2);
    let mut ks: std::vec::Vec<[u8; 32]> = std::vec![[0u8; 32], [0xff; 32]];
    for _ in 0..6 {
        let mut k = [0u8; 32];
        rng.fill_bytes(&mut k);
        ks.push(k);
    }
    for u in &us {
        for k in &ks {
            let got = avx2(k, u);
            assert_eq!(got, portable(k, u), "k {k:02x?} u {u:02x?}");
        }
    }
    // u = 0 gives 0 for every scalar.
    assert_eq!(avx2(&ks[2], &[0u8; 32]), [0u8; 32]);
}
