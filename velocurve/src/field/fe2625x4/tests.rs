//! The four-lane AVX2 field against a `num-bigint` model: every operation
//! on at least 100,000 random lanes, with limbs drawn at and near the bound
//! of the invariant (not only canonical values), and every output checked
//! both for its value mod p and for the invariant.
//!
//! Skipped (with a message) on CPUs without AVX2.

use super::{Fe2625x4, width};
use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::One;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// Random lanes per operation (4 per vector operation).
const ROUNDS: usize = 100_000 / 4;

/// Limb `i`'s bound (exclusive): `2^w(i) + 2^17`.
fn bound(i: usize) -> u64 {
    (1 << width(i)) + (1 << 17)
}

fn p() -> BigUint {
    (BigUint::one() << 255u32) - 19u32
}

fn supported(test: &str) -> bool {
    let ok = std::is_x86_feature_detected!("avx2");
    if !ok {
        std::println!("[{test}] fe2625x4 (AVX2): SKIPPED (CPU lacks AVX2)");
    }
    ok
}

/// The value of lane `j` mod p.
fn lane_value(l: &[[u64; 4]; 10], j: usize) -> BigUint {
    let mut v = BigUint::default();
    let mut pos = 0u32;
    for (i, row) in l.iter().enumerate() {
        v += BigUint::from(row[j]) << pos;
        pos += width(i);
    }
    v % p()
}

/// Limbs for 4 lanes within the invariant: at the bound, near it, zero,
/// small or uniform; one lane in eight has every limb at the bound.
fn limbs(rng: &mut ChaCha20Rng) -> [[u64; 4]; 10] {
    let mut l = [[0u64; 4]; 10];
    for j in 0..4 {
        let all_max = rng.gen_ratio(1, 8);
        for (i, row) in l.iter_mut().enumerate() {
            let b = bound(i);
            row[j] = if all_max {
                b - 1
            } else {
                match rng.gen_range(0..6) {
                    0 => b - 1,
                    1 => b - 1 - rng.gen_range(0..1 << 16),
                    2 => 0,
                    3 => (1 << width(i)) - 1,
                    _ => rng.gen_range(0..b),
                }
            };
        }
    }
    l
}

fn assert_invariant(l: &[[u64; 4]; 10], what: &str) {
    for (i, row) in l.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            assert!(
                x < bound(i),
                "{what}: limb {i} lane {j} = {x:#x} out of bound"
            );
        }
    }
}

#[target_feature(enable = "avx2")]
fn cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    for round in 0..ROUNDS {
        let (la, lb) = (limbs(&mut rng), limbs(&mut rng));
        let (a, b) = (Fe2625x4::from_limbs(&la), Fe2625x4::from_limbs(&lb));
        let small = Fe2625x4::splat(u64::from(round as u32 % (1 << 25)));
        assert_eq!(
            lane_value(&small.to_limbs(), 0),
            BigUint::from(round as u32 % (1 << 25)),
            "splat"
        );
        let bits: [u64; 4] = core::array::from_fn(|_| rng.gen_range(0..2));
        let mask = Fe2625x4::lane_mask(bits);
        let (mut sa, mut sb) = (a, b);
        Fe2625x4::cswap(mask, &mut sa, &mut sb);
        let out = [
            (a.mul(&b).to_limbs(), "mul"),
            (a.square().to_limbs(), "square"),
            (a.add(&b).to_limbs(), "add"),
            (a.sub(&b).to_limbs(), "sub"),
            (Fe2625x4::select(mask, &a, &b).to_limbs(), "select"),
            (sa.to_limbs(), "cswap a"),
            (sb.to_limbs(), "cswap b"),
        ];
        for (l, what) in &out {
            assert_invariant(l, what);
        }
        for (j, &bit) in bits.iter().enumerate() {
            let (x, y) = (lane_value(&la, j), lane_value(&lb, j));
            let pick = |take_b: bool| if take_b { y.clone() } else { x.clone() };
            let want = [
                (&x * &y) % &p,
                (&x * &x) % &p,
                (&x + &y) % &p,
                (&x + &p - &y) % &p,
                pick(bit == 1),
                pick(bit == 1),
                pick(bit == 0),
            ];
            for ((l, what), w) in out.iter().zip(want.iter()) {
                assert_eq!(&lane_value(l, j), w, "{what} lane {j} (round {round})");
            }
        }
    }
}

/// The methods of the four-lane contract that `Fe2625x4` has only through
/// it: negation, the product by four signed small constants (at `0`, `±1`
/// and `±(2^16 - 1)`, and random), and the whole-vector select by a
/// `Choice`.
#[target_feature(enable = "avx2")]
fn lanes4_cases(seed: u64) {
    use crate::field::four_lanes::Lanes4;
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    let edge = [0i32, 1, -1, 3, -3, 13318, (1 << 16) - 1, -((1 << 16) - 1)];
    for round in 0..ROUNDS {
        let (la, lb) = (limbs(&mut rng), limbs(&mut rng));
        let (a, b) = (Fe2625x4::from_limbs(&la), Fe2625x4::from_limbs(&lb));
        let c: [i32; 4] = core::array::from_fn(|_| {
            if rng.gen_ratio(1, 2) {
                edge[rng.gen_range(0..edge.len())]
            } else {
                rng.gen_range(-(1 << 16) + 1..1 << 16)
            }
        });
        let bit = round % 2 == 1;
        let out = [
            (Lanes4::neg(&a).to_limbs(), "neg"),
            (Lanes4::mul_small(&a, c).to_limbs(), "mul_small"),
            (
                <Fe2625x4 as Lanes4>::select(&a, &b, subtle::Choice::from(bit as u8)).to_limbs(),
                "select",
            ),
        ];
        for (l, what) in &out {
            assert_invariant(l, what);
        }
        for j in 0..4 {
            let (x, y) = (lane_value(&la, j), lane_value(&lb, j));
            let cj = num_bigint::BigInt::from(c[j]);
            let want = [
                (&p - &x) % &p,
                (num_bigint::BigInt::from(x.clone()) * cj)
                    .mod_floor(&num_bigint::BigInt::from(p.clone()))
                    .to_biguint()
                    .expect("non-negative"),
                if bit { y.clone() } else { x.clone() },
            ];
            for ((l, what), w) in out.iter().zip(want.iter()) {
                assert_eq!(
                    &lane_value(l, j),
                    w,
                    "{what} lane {j} (round {round}, c = {c:?})"
                );
            }
        }
    }
}

#[test]
fn lanes4_methods_random_at_bounds() {
    if supported("fe2625x4_lanes4") {
        // SAFETY: the CPU has AVX2.
        unsafe { lanes4_cases(0x2625_0003) }
    }
}

#[test]
fn every_operation_random_at_bounds() {
    if supported("fe2625x4_ops") {
        // SAFETY: the CPU has AVX2.
        unsafe { cases(0x2625_0001) }
    }
}

#[target_feature(enable = "avx2")]
fn bytes_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    // Edge encodings: 0, 1, p - 1, p, p + 1, 2^255 - 1, all ones (bit 255
    // ignored), then random ones.
    let mut enc: std::vec::Vec<[u8; 32]> = std::vec::Vec::new();
    for v in [
        BigUint::default(),
        BigUint::one(),
        &p - 1u32,
        p.clone(),
        &p + 1u32,
        (BigUint::one() << 255u32) - 1u32,
    ] {
        let mut b = [0u8; 32];
        let le = v.to_bytes_le();
        b[..le.len()].copy_from_slice(&le);
        enc.push(b);
    }
    enc.push([0xff; 32]);
    for _ in 0..4_000 {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        enc.push(b);
    }
    for chunk in enc.chunks(4) {
        let b: [[u8; 32]; 4] = core::array::from_fn(|j| chunk[j % chunk.len()]);
        let x = Fe2625x4::from_bytes(&b);
        assert_invariant(&x.to_limbs(), "from_bytes");
        let out = x.to_bytes();
        for j in 0..4 {
            let mut masked = b[j];
            masked[31] &= 0x7f;
            let want = BigUint::from_bytes_le(&masked) % &p;
            assert_eq!(BigUint::from_bytes_le(&out[j]), want, "round trip lane {j}");
            assert_eq!(lane_value(&x.to_limbs(), j), want, "from_bytes lane {j}");
        }
    }
}

#[test]
fn bytes_round_trip() {
    if supported("fe2625x4_bytes") {
        // SAFETY: the CPU has AVX2.
        unsafe { bytes_cases(0x2625_0002) }
    }
}
