//! The four-lane ladder: the generated step against a `num-bigint` model of
//! the ladder formulas (states with limbs at their bounds, both scalar
//! bits), and whole scalar multiplications against the mulx64 ladder
//! (random and edge inputs) and RFC 7748. `velocurve/tests/x25519.rs` runs
//! the public function through RFC 7748 (the million-iteration vector),
//! Wycheproof and x25519-dalek on every backend as well.
//!
//! Skipped (with a message) on CPUs without AVX-512F, IFMA and VL.

use super::{BIAS0, BIAS1, StepConsts, bias_limb, bit_consts, ladder, step, x25519};
use crate::backend::Backend;
use crate::field::fe51::Fe51;
use crate::field::fe51x4::{lanes, to_lanes};
use crate::field::{Field, Field25519};
use crate::montgomery::{LadderField, clamp};
use crate::test_support::{model_step, p};
use core::arch::x86_64::__m256i;
use num_bigint::BigUint;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

fn supported(test: &str) -> bool {
    let ok = Backend::Ifma.is_supported();
    if !ok {
        std::println!(
            "[{test}] montgomery::ifma4 (AVX-512 IFMA/VL): SKIPPED (CPU lacks AVX-512F/IFMA/VL)"
        );
    }
    ok
}

fn value(l: &[u64; 5]) -> BigUint {
    let mut v = BigUint::default();
    for i in (0..5).rev() {
        v = (v << 51u32) + BigUint::from(l[i]);
    }
    v % p()
}

fn h(s: &str) -> [u8; 32] {
    hex::decode(s).unwrap().try_into().unwrap()
}

/// A state limb for an `X` lane (`< 2^59`, plus the bias) or a `Z` lane
/// (`< 2^59`): at the bound, near it, zero or uniform.
fn state_limb(rng: &mut ChaCha20Rng, i: usize, x_lane: bool) -> u64 {
    let v = match rng.gen_range(0..6) {
        0 => (1 << 59) - 1,
        1 => (1 << 59) - 1 - rng.gen_range(0..1 << 20),
        2 => 0,
        _ => rng.gen_range(0..1 << 59),
    };
    if x_lane { v + bias_limb(i) } else { v }
}

#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn step_cases(seed: u64, rounds: usize) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for round in 0..rounds {
        let x1: [u64; 5] = core::array::from_fn(|_| rng.gen_range(0..1 << 51));
        let all_max = round % 7 == 0;
        let mut sl = [[0u64; 4]; 5];
        for (i, row) in sl.iter_mut().enumerate() {
            for (j, v) in row.iter_mut().enumerate() {
                let x_lane = j % 2 == 0;
                *v = if all_max {
                    ((1 << 59) - 1) + if x_lane { bias_limb(i) } else { 0 }
                } else {
                    state_limb(&mut rng, i, x_lane)
                };
            }
        }
        let lane = |j: usize| -> BigUint { value(&core::array::from_fn(|i| sl[i][j])) };
        let r = [[lane(0), lane(1)], [lane(2), lane(3)]];
        let c = StepConsts::new(&x1);
        let s: [__m256i; 5] = core::array::from_fn(|i| lanes(sl[i]));
        for bit in 0..2 {
            let out = step::step(&s, &c, &bit_consts(bit as u64)).map(|a| to_lanes(a));
            // Output bounds: X lanes < 2^59 + bias, Z lanes < 2^59.
            for (i, row) in out.iter().enumerate() {
                for (j, &v) in row.iter().enumerate() {
                    let bound = (1u64 << 59) + if j % 2 == 0 { bias_limb(i) } else { 0 };
                    assert!(v < bound, "step limb {i} lane {j} = {v:#x} >= {bound:#x}");
                }
            }
            let want = model_step(r.clone(), &value(&x1), bit);
            for j in 0..4 {
                let got = value(&core::array::from_fn(|i| out[i][j]));
                assert_eq!(got, want[j / 2][j % 2], "round {round} bit {bit} lane {j}");
            }
        }
    }
}

#[test]
fn step_against_model_at_bounds() {
    if !supported("step_against_model_at_bounds") {
        return;
    }
    // SAFETY: `supported` checked AVX-512F, IFMA and VL.
    unsafe { step_cases(0x1ad_4e51, 20_000) };
}

#[test]
fn bias_constants() {
    // 2^9 p in radix 2^51, every limb in [2^59, 2^60).
    let limbs = [BIAS0, BIAS1, BIAS1, BIAS1, BIAS1];
    assert_eq!(value(&limbs), BigUint::default());
    let mut v = BigUint::default();
    for i in (0..5).rev() {
        v = (v << 51u32) + BigUint::from(limbs[i]);
    }
    assert_eq!(v, p() << 9u32);
    assert!(limbs.iter().all(|&l| (1 << 59..1 << 60).contains(&l)));
}

/// The four-lane IFMA ladder (the tests check the features first).
fn ifma4(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    let t = crate::backend::cpu::Ifma::detect().expect("the test checked IFMA");
    x25519(t, k, u)
}

/// The mulx64 ladder on the same clamped scalar.
fn mulx64(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    crate::engine::x25519(Backend::Mulx64, k, u)
}

#[test]
fn against_mulx64_random_and_edges() {
    if !supported("against_mulx64_random_and_edges") {
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x4e51_1add);
    // u: 0, 1, p - 1, p, p + 1, 2^255 - 1 (bit 255 ignored: p - 19 + ...),
    // all ones, a point of small order, random.
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
    us.push(h(
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
    ));
    for _ in 0..200 {
        let mut u = [0u8; 32];
        rng.fill_bytes(&mut u);
        us.push(u);
    }
    let mut ks: std::vec::Vec<[u8; 32]> = std::vec![[0u8; 32], [0xff; 32]];
    for _ in 0..50 {
        let mut k = [0u8; 32];
        rng.fill_bytes(&mut k);
        ks.push(k);
    }
    for (n, u) in us.iter().enumerate() {
        for k in ks.iter().skip(n % 5).step_by(5).take(12) {
            let k = clamp(k);
            let got = ifma4(&k, u);
            assert_eq!(got, mulx64(&k, u), "k {k:02x?} u {u:02x?}");
        }
    }
    // Unclamped scalars through the ladder itself (bit 255 ignored).
    for _ in 0..50 {
        let (mut k, mut u) = ([0u8; 32], [0u8; 32]);
        rng.fill_bytes(&mut k);
        rng.fill_bytes(&mut u);
        let x1 = Fe51::from_bytes(&u);
        // SAFETY: as above.
        let (x, z) = unsafe { ladder_bytes(&k, &x1.0) };
        let (wx, wz) =
            crate::field::fe64::Fe64::ladder(&k, &crate::field::fe64::Fe64::from_bytes(&u));
        let lhs = crate::field::fe64::Fe64::from_bytes(&x).mul(&wz);
        let rhs = wx.mul(&crate::field::fe64::Fe64::from_bytes(&z));
        assert_eq!(
            lhs.to_bytes(),
            rhs.to_bytes(),
            "projective ladder results differ"
        );
    }
}

/// [`ladder`] with its outputs encoded (for the projective comparison).
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn ladder_bytes(k: &[u8; 32], x1: &[u64; 5]) -> ([u8; 32], [u8; 32]) {
    let (x, z) = ladder(k, x1);
    (Fe51(x).to_bytes(), Fe51(z).to_bytes())
}

#[test]
fn rfc7748_vectors_and_1000_iterations() {
    if !supported("rfc7748_vectors_and_1000_iterations") {
        return;
    }
    crate::test_support::check_rfc7748("montgomery::ifma4", |k, u| ifma4(&clamp(k), u));
}
