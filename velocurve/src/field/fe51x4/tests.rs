//! The four-lane IFMA field against a `num-bigint` model: the product (with
//! its accumulator) and the carry on at least 100,000 random lanes each,
//! with limbs drawn at and near the bounds of the input types, every output
//! checked for its value mod p and for the limb bound its type promises.
//!
//! Skipped (with a message) on CPUs without AVX-512F, IFMA and VL.

use super::{Fe51x4, Fe51x4Unreduced, lanes};
use crate::backend::Backend;
use core::arch::x86_64::__m256i;
use num_bigint::BigUint;
use num_traits::One;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// Random lanes per operation (4 per vector operation).
const LANES: usize = 100_000;
const ROUNDS: usize = LANES / 4;

/// The reduced bound `2^51 + 2^16` (exclusive).
const RB: u64 = (1 << 51) + (1 << 16);
/// The unreduced bound `2^62` (exclusive).
const UB: u64 = 1 << 62;
/// The accumulator bound of `mul_add` (exclusive).
const IB: u64 = 1 << 61;
/// What `mul_add` promises: limbs `< 2^59 + init`.
const PRODUCT_BOUND: u64 = 1 << 59;

fn p() -> BigUint {
    (BigUint::one() << 255u32) - 19u32
}

/// Whether the CPU runs the kernel; prints SKIPPED if not.
fn supported(test: &str) -> bool {
    let ok = Backend::Ifma.is_supported();
    if !ok {
        std::println!("[{test}] fe51x4 (AVX-512 IFMA/VL): SKIPPED (CPU lacks AVX-512F/IFMA/VL)");
    }
    ok
}

/// The value of lane `j` (not reduced mod p).
fn lane_value(l: &[[u64; 4]; 5], j: usize) -> BigUint {
    let mut v = BigUint::default();
    for i in (0..5).rev() {
        v = (v << 51u32) + BigUint::from(l[i][j]);
    }
    v
}

/// A limb `< bound`: at the bound, near it, zero, small, `2^51 - 1`, or
/// uniform.
fn limb(rng: &mut ChaCha20Rng, bound: u64) -> u64 {
    match rng.gen_range(0..8) {
        0 => bound - 1,
        1 => bound - 1 - rng.gen_range(0..1 << 20),
        2 => 0,
        3 => rng.gen_range(0..1 << 20),
        4 => ((1 << 51) - 1).min(bound - 1),
        _ => rng.gen_range(0..bound),
    }
}

/// Limbs for 4 lanes: each lane either all limbs at the bound, or mixed.
fn limbs(rng: &mut ChaCha20Rng, bound: u64) -> [[u64; 4]; 5] {
    let mut l = [[0u64; 4]; 5];
    for j in 0..4 {
        let all_max = rng.gen_ratio(1, 6);
        for row in l.iter_mut() {
            row[j] = if all_max { bound - 1 } else { limb(rng, bound) };
        }
    }
    l
}

fn assert_bound(l: &[[u64; 4]; 5], bound: u64, what: &str) {
    for (i, row) in l.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            assert!(
                x < bound,
                "{what}: limb {i} lane {j} = {x:#x} >= {bound:#x}"
            );
        }
    }
}

#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn mul_add_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for _ in 0..ROUNDS {
        let (xl, yl, il) = (
            limbs(&mut rng, RB),
            limbs(&mut rng, RB),
            limbs(&mut rng, IB),
        );
        let x = Fe51x4::from_limbs(&xl);
        let y = Fe51x4::from_limbs(&yl);
        let init: [__m256i; 5] = core::array::from_fn(|i| lanes(il[i]));
        let out = x.mul_add(&y, &init).to_limbs();
        for (i, row) in out.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                assert!(
                    v < PRODUCT_BOUND + il[i][j],
                    "product limb {i} lane {j} = {v:#x}"
                );
            }
        }
        assert_bound(&out, UB, "mul_add");
        for j in 0..4 {
            let want = (lane_value(&xl, j) * lane_value(&yl, j) + lane_value(&il, j)) % p();
            assert_eq!(lane_value(&out, j) % p(), want, "mul_add lane {j}");
        }
    }
}

#[test]
fn mul_add_random_at_bounds() {
    if !supported("mul_add_random_at_bounds") {
        return;
    }
    // SAFETY: `supported` checked AVX-512F, IFMA and VL.
    unsafe { mul_add_cases(0x4e51_0004) };
}

#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn carry_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for _ in 0..ROUNDS {
        let zl = limbs(&mut rng, UB);
        let out = Fe51x4Unreduced::from_limbs(&zl).carry().to_limbs();
        assert_bound(&out, RB, "carry");
        for j in 0..4 {
            assert_eq!(
                lane_value(&out, j) % p(),
                lane_value(&zl, j) % p(),
                "carry lane {j}"
            );
        }
    }
}

#[test]
fn carry_random_at_bounds() {
    if !supported("carry_random_at_bounds") {
        return;
    }
    // SAFETY: `supported` checked AVX-512F, IFMA and VL.
    unsafe { carry_cases(0x4e51_0005) };
}

/// The largest inputs in every lane at once: the bounds the module
/// documentation proves are reached, not only approached.
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn extremes() {
    let x = Fe51x4::from_limbs(&[[RB - 1; 4]; 5]);
    let init: [__m256i; 5] = core::array::from_fn(|_| lanes([IB - 1; 4]));
    let out = x.mul_add(&x, &init).to_limbs();
    let xl = [[RB - 1; 4]; 5];
    let il = [[IB - 1; 4]; 5];
    for j in 0..4 {
        let want = (lane_value(&xl, j) * lane_value(&xl, j) + lane_value(&il, j)) % p();
        assert_eq!(lane_value(&out, j) % p(), want);
    }
    assert_bound(&out, UB, "mul_add at the bounds");
    let c = Fe51x4Unreduced::from_limbs(&[[UB - 1; 4]; 5])
        .carry()
        .to_limbs();
    assert_bound(&c, RB, "carry at the bound");
}

#[test]
fn at_the_bounds() {
    if !supported("at_the_bounds") {
        return;
    }
    // SAFETY: `supported` checked AVX-512F, IFMA and VL.
    unsafe { extremes() };
}

/// The [`Lanes4`] operations (the 4-way point formulas' field) against the
/// model, inputs at the reduced bound: product, square, sum, difference,
/// lane permutation and blend, negation, the product by signed small
/// constants, the select, and the round trip through radix 2^51.
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn lanes4_cases(seed: u64) {
    use crate::field::Ring;
    use crate::field::four_lanes::{Lanes4, lanes as lane_mask, perm};
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    for round in 0..ROUNDS {
        let (la, lb) = (limbs(&mut rng, RB), limbs(&mut rng, RB));
        let (a, b) = (Fe51x4::from_limbs(&la), Fe51x4::from_limbs(&lb));
        // Signed small constants: the edges 0, ±1, ±(2^16 - 1), and random.
        let edge = [0i32, 1, -1, 13318, (1 << 16) - 1, -((1 << 16) - 1)];
        let small: [i32; 4] = core::array::from_fn(|_| {
            if rng.gen_ratio(1, 2) {
                edge[rng.gen_range(0..edge.len())]
            } else {
                rng.gen_range(-(1 << 16) + 1..1 << 16)
            }
        });
        let out = [
            (Ring::mul(&a, &b).to_limbs(), "mul"),
            (Lanes4::square(&a).to_limbs(), "square"),
            (Ring::add(&a, &b).to_limbs(), "add"),
            (Ring::sub(&a, &b).to_limbs(), "sub"),
            (a.permute::<{ perm([2, 0, 3, 1]) }>().to_limbs(), "permute"),
            (a.blend::<{ lane_mask(0b0110) }>(&b).to_limbs(), "blend"),
            (Lanes4::neg(&a).to_limbs(), "neg"),
            (Lanes4::mul_small(&a, small).to_limbs(), "mul_small"),
            (
                Lanes4::select(&a, &b, subtle::Choice::from((round % 2) as u8)).to_limbs(),
                "select",
            ),
        ];
        for (l, what) in &out {
            assert_bound(l, RB, what);
        }
        for j in 0..4 {
            let (x, y) = (lane_value(&la, j) % &p, lane_value(&lb, j) % &p);
            let want = [
                (&x * &y) % &p,
                (&x * &x) % &p,
                (&x + &y) % &p,
                (&x + &p - &y) % &p,
                lane_value(&la, [2, 0, 3, 1][j]) % &p,
                if j == 1 || j == 2 {
                    y.clone()
                } else {
                    x.clone()
                },
                (&p - &x) % &p,
                {
                    use num_integer::Integer;
                    let pi = num_bigint::BigInt::from(p.clone());
                    (num_bigint::BigInt::from(x.clone()) * small[j])
                        .mod_floor(&pi)
                        .to_biguint()
                        .expect("non-negative")
                },
                if round % 2 == 1 { y.clone() } else { x.clone() },
            ];
            for ((l, what), w) in out.iter().zip(&want) {
                assert_eq!(&(lane_value(l, j) % &p), w, "{what} lane {j} round {round}");
            }
        }
        let t = crate::backend::cpu::Ifma::detect().expect("the caller checked the features");
        let back = Fe51x4::from_fe51(t, &a.to_fe51()).to_limbs();
        for j in 0..4 {
            assert_eq!(
                lane_value(&back, j) % &p,
                lane_value(&la, j) % &p,
                "round trip lane {j}"
            );
        }
    }
}

#[test]
fn lanes4_random_at_bounds() {
    if supported("fe51x4_lanes4") {
        // SAFETY: the CPU has AVX-512F, IFMA and VL.
        unsafe { lanes4_cases(0x5104_0004) }
    }
}
