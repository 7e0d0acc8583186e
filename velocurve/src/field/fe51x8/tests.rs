//! The eight-lane IFMA field against a `num-bigint` model: every operation
//! on at least 100,000 random lanes, with limbs drawn at and near the bounds
//! of the input type (not only canonical values), and every output checked
//! both for its value mod p and for the limb bound its type promises.
//!
//! Skipped (with a message) on CPUs without AVX-512F and AVX-512 IFMA.

use super::{Fe51x8, Fe51x8Unreduced};
use crate::backend::Backend;
use num_bigint::BigUint;
use num_traits::One;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// Random lanes per operation (8 per vector operation).
const LANES: usize = 100_000;
const ROUNDS: usize = LANES / 8;

/// The reduced bound `2^51 + 2^16` (exclusive).
const RB: u64 = (1 << 51) + (1 << 16);
/// The unreduced bound `2^60` (exclusive).
const UB: u64 = 1 << 60;
/// What products promise (the module docs): limbs `< 2^59`.
const PRODUCT_BOUND: u64 = 1 << 59;

fn p() -> BigUint {
    (BigUint::one() << 255u32) - 19u32
}

/// Whether the CPU runs the kernel; prints SKIPPED if not.
fn supported(test: &str) -> bool {
    let ok = Backend::Ifma.is_supported();
    if !ok {
        std::println!("[{test}] fe51x8 (AVX-512 IFMA): SKIPPED (CPU lacks AVX-512F/IFMA)");
    }
    ok
}

/// The value of lane `j`.
fn lane_value(l: &[[u64; 8]; 5], j: usize) -> BigUint {
    let mut v = BigUint::default();
    for i in (0..5).rev() {
        v = (v << 51u32) + BigUint::from(l[i][j]);
    }
    v % p()
}

/// A limb `< bound`: at the bound, near it, zero, small, or uniform.
fn limb(rng: &mut ChaCha20Rng, bound: u64) -> u64 {
    match rng.gen_range(0..8) {
        0 => bound - 1,
        1 => bound - 1 - rng.gen_range(0..1 << 20),
        2 => 0,
        3 => rng.gen_range(0..1 << 20),
        4 => (1 << 51) - 1,
        _ => rng.gen_range(0..bound),
    }
}

/// Limbs for 8 lanes: each lane either all limbs at the bound, or mixed.
fn limbs(rng: &mut ChaCha20Rng, bound: u64) -> [[u64; 8]; 5] {
    let mut l = [[0u64; 8]; 5];
    for j in 0..8 {
        let all_max = rng.gen_ratio(1, 8);
        for row in l.iter_mut() {
            row[j] = if all_max { bound - 1 } else { limb(rng, bound) };
        }
    }
    l
}

fn assert_bound(l: &[[u64; 8]; 5], bound: u64, what: &str) {
    for (i, row) in l.iter().enumerate() {
        for (j, &x) in row.iter().enumerate() {
            assert!(
                x < bound,
                "{what}: limb {i} lane {j} = {x:#x} >= {bound:#x}"
            );
        }
    }
}

/// Products and squares (alone and several interleaved) on `ROUNDS` random
/// vectors of inputs at their bounds.
#[target_feature(enable = "avx512f,avx512ifma")]
fn mul_square_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    for _ in 0..ROUNDS {
        let (la, lb) = (limbs(&mut rng, RB), limbs(&mut rng, RB));
        let (a, b) = (Fe51x8::from_limbs(&la), Fe51x8::from_limbs(&lb));
        let m = a.mul(&b).to_limbs();
        let s = a.square().to_limbs();
        // Several products computed together (interleaved), as the ladder
        // does.
        let ([m1, m2], [s1, s2]) = super::products([(&a, &b), (&b, &b)], [&b, &a]);
        let (m1, m2, s1, s2) = (m1.to_limbs(), m2.to_limbs(), s1.to_limbs(), s2.to_limbs());
        for (l, what) in [
            (&m, "mul"),
            (&s, "square"),
            (&m1, "m1"),
            (&m2, "m2"),
            (&s1, "s1"),
            (&s2, "s2"),
        ] {
            assert_bound(l, PRODUCT_BOUND, what);
        }
        for j in 0..8 {
            let (x, y) = (lane_value(&la, j), lane_value(&lb, j));
            assert_eq!(lane_value(&m, j), (&x * &y) % &p, "mul lane {j}");
            assert_eq!(lane_value(&s, j), (&x * &x) % &p, "square lane {j}");
            assert_eq!(lane_value(&m1, j), (&x * &y) % &p, "products m1 lane {j}");
            assert_eq!(lane_value(&m2, j), (&y * &y) % &p, "products m2 lane {j}");
            assert_eq!(lane_value(&s1, j), (&y * &y) % &p, "products s1 lane {j}");
            assert_eq!(lane_value(&s2, j), (&x * &x) % &p, "products s2 lane {j}");
        }
    }
}

#[test]
fn mul_square_random_at_bounds() {
    if supported("fe51x8_mul_square") {
        // SAFETY: the CPU has AVX-512F and IFMA.
        unsafe { mul_square_cases(0x5108_0001) }
    }
}

#[target_feature(enable = "avx512f,avx512ifma")]
fn add_sub_reduce_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    for _ in 0..ROUNDS {
        let (la, lb) = (limbs(&mut rng, UB), limbs(&mut rng, UB));
        let (a, b) = (
            Fe51x8Unreduced::from_limbs(&la),
            Fe51x8Unreduced::from_limbs(&lb),
        );
        let s = a.add_reduce(&b).to_limbs();
        let d = a.sub_reduce(&b).to_limbs();
        let r = a.reduce().to_limbs();
        assert_bound(&s, RB, "add_reduce");
        assert_bound(&d, RB, "sub_reduce");
        assert_bound(&r, RB, "reduce");
        for j in 0..8 {
            let (x, y) = (lane_value(&la, j), lane_value(&lb, j));
            assert_eq!(lane_value(&s, j), (&x + &y) % &p, "add lane {j}");
            assert_eq!(lane_value(&d, j), (&x + &p - &y) % &p, "sub lane {j}");
            assert_eq!(lane_value(&r, j), x, "reduce lane {j}");
        }
    }
}

#[test]
fn add_sub_reduce_random_at_bounds() {
    if supported("fe51x8_add_sub_reduce") {
        // SAFETY: the CPU has AVX-512F and IFMA.
        unsafe { add_sub_reduce_cases(0x5108_0002) }
    }
}

#[target_feature(enable = "avx512f,avx512ifma")]
fn small_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    for round in 0..ROUNDS {
        let (la, lacc) = (limbs(&mut rng, RB), limbs(&mut rng, UB));
        let a = Fe51x8::from_limbs(&la);
        let acc = Fe51x8Unreduced::from_limbs(&lacc);
        // The ladder's constant, the largest allowed, and random ones.
        let c: u32 = match round % 4 {
            0 => 121665,
            1 => u32::MAX,
            _ => rng.r#gen(),
        };
        let m = a.mul_small_add_reduce(c, &acc).to_limbs();
        assert_bound(&m, RB, "mul_small_add_reduce");
        for j in 0..8 {
            let x = lane_value(&la, j);
            let want = (lane_value(&lacc, j) + &x * BigUint::from(c)) % &p;
            assert_eq!(
                lane_value(&m, j),
                want,
                "mul_small_add_reduce lane {j} c {c}"
            );
        }
    }
}

#[test]
fn mul_small_random_at_bounds() {
    if supported("fe51x8_mul_small") {
        // SAFETY: the CPU has AVX-512F and IFMA.
        unsafe { small_cases(0x5108_0003) }
    }
}

/// The compound steps of the Curve13318 lanes (`weierstrass::vector::lanes8`):
/// a product scaled by 2 or 4, minus two reduced values; `k x - l y`; and
/// `c x - 3 (y + z)`, each carried once, on inputs at their bounds.
#[target_feature(enable = "avx512f,avx512ifma")]
fn fused_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    for round in 0..ROUNDS {
        let (lu, la, lb, lc) = (
            limbs(&mut rng, UB),
            limbs(&mut rng, RB),
            limbs(&mut rng, RB),
            limbs(&mut rng, RB),
        );
        let u = Fe51x8Unreduced::from_limbs(&lu);
        let (a, b, c) = (
            Fe51x8::from_limbs(&la),
            Fe51x8::from_limbs(&lb),
            Fe51x8::from_limbs(&lc),
        );
        let k: u32 = match round % 3 {
            0 => 3 * 13318,
            1 => u32::MAX,
            _ => rng.r#gen(),
        };
        let outs = [
            (u.scale_reduce::<2>().to_limbs(), "scale_reduce 2"),
            (u.scale_reduce::<4>().to_limbs(), "scale_reduce 4"),
            (u.sub2_reduce(&a, &b).to_limbs(), "sub2_reduce"),
            (a.lin_reduce::<3, 1>(&b).to_limbs(), "lin_reduce 3 1"),
            (a.lin_reduce::<3, 3>(&b).to_limbs(), "lin_reduce 3 3"),
            (a.lin_reduce::<8, 8>(&b).to_limbs(), "lin_reduce 8 8"),
            (
                a.mul_small_sub_reduce::<3, 1>(k, [&b]).to_limbs(),
                "mul_small_sub 1",
            ),
            (
                a.mul_small_sub_reduce::<3, 2>(k, [&b, &c]).to_limbs(),
                "mul_small_sub 2",
            ),
            (
                a.mul_small_sub_reduce::<4, 2>(k, [&b, &c]).to_limbs(),
                "mul_small_sub 4 2",
            ),
        ];
        for (l, what) in &outs {
            assert_bound(l, RB, what);
        }
        for j in 0..8 {
            let (w, x, y, z) = (
                lane_value(&lu, j),
                lane_value(&la, j),
                lane_value(&lb, j),
                lane_value(&lc, j),
            );
            let kk = BigUint::from(k);
            let m = |v: BigUint| v % &p;
            let neg = |v: BigUint| (&p - (v % &p)) % &p;
            let want = [
                m(&w * 2u32),
                m(&w * 4u32),
                m(&w + neg(&x + &y)),
                m(&x * 3u32 + neg(y.clone())),
                m(&x * 3u32 + neg(&y * 3u32)),
                m(&x * 8u32 + neg(&y * 8u32)),
                m(&x * &kk + neg(&y * 3u32)),
                m(&x * &kk + neg((&y + &z) * 3u32)),
                m(&x * &kk + neg((&y + &z) * 4u32)),
            ];
            for ((l, what), want) in outs.iter().zip(&want) {
                assert_eq!(&lane_value(l, j), want, "{what} lane {j} k {k}");
            }
        }
    }
}

#[test]
fn fused_steps_random_at_bounds() {
    if supported("fe51x8_fused") {
        // SAFETY: the CPU has AVX-512F and IFMA.
        unsafe { fused_cases(0x5108_0006) }
    }
}

#[target_feature(enable = "avx512f,avx512ifma")]
fn bytes_and_swap_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    let to_bytes = |x: &BigUint| -> [u8; 32] {
        let mut out = [0u8; 32];
        let v = x.to_bytes_le();
        out[..v.len()].copy_from_slice(&v);
        out
    };
    for round in 0..ROUNDS {
        // Encoding of unreduced values at their bounds.
        let la = limbs(&mut rng, UB);
        let enc = Fe51x8Unreduced::from_limbs(&la).to_bytes();
        for (j, e) in enc.iter().enumerate() {
            assert_eq!(*e, to_bytes(&lane_value(&la, j)), "to_bytes lane {j}");
        }
        // Decoding: any 32 bytes, bit 255 ignored, non-canonical accepted.
        let mut bytes = [[0u8; 32]; 8];
        for b in bytes.iter_mut() {
            rng.fill_bytes(b);
            match rng.gen_range(0..4) {
                0 => {
                    // in [p, 2^255) or near it
                    b[1..31].fill(0xff);
                    b[0] |= 0xe0;
                }
                1 => b[31] |= 0x80,
                _ => {}
            }
        }
        let d = Fe51x8::from_bytes(&bytes);
        let dl = d.to_limbs();
        assert_bound(&dl, 1 << 51, "from_bytes");
        for (j, b) in bytes.iter().enumerate() {
            let mut c = *b;
            c[31] &= 0x7f;
            assert_eq!(lane_value(&dl, j), BigUint::from_bytes_le(&c) % &p);
        }
        // Conditional swap on every mask pattern over the rounds.
        let k = (round % 256) as u8;
        let lb = limbs(&mut rng, UB);
        let (mut x, mut y) = (
            Fe51x8Unreduced::from_limbs(&la),
            Fe51x8Unreduced::from_limbs(&lb),
        );
        Fe51x8Unreduced::cswap(&mut x, &mut y, k);
        let (xl, yl) = (x.to_limbs(), y.to_limbs());
        for j in 0..8 {
            let swapped = (k >> j) & 1 == 1;
            for i in 0..5 {
                let (wx, wy) = if swapped {
                    (lb[i][j], la[i][j])
                } else {
                    (la[i][j], lb[i][j])
                };
                assert_eq!((xl[i][j], yl[i][j]), (wx, wy), "cswap k={k:#x} lane {j}");
            }
        }
    }
}

#[test]
fn bytes_and_cswap() {
    if supported("fe51x8_bytes_cswap") {
        // SAFETY: the CPU has AVX-512F and IFMA.
        unsafe { bytes_and_swap_cases(0x5108_0004) }
    }
}

/// Long chains through every operation, as the ladder uses them: products
/// of reduced values, sums and differences of products, reduced again.
#[target_feature(enable = "avx512f,avx512ifma")]
fn chain_cases(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let p = p();
    let mut la = limbs(&mut rng, RB);
    let mut lb = limbs(&mut rng, RB);
    let mut a = Fe51x8::from_limbs(&la);
    let mut b = Fe51x8::from_limbs(&lb);
    let mut va: std::vec::Vec<BigUint> = (0..8).map(|j| lane_value(&la, j)).collect();
    let mut vb: std::vec::Vec<BigUint> = (0..8).map(|j| lane_value(&lb, j)).collect();
    for _ in 0..20_000 {
        let m = a.mul(&b);
        let s = b.square();
        let na = m.add_reduce(&s);
        let nb = m.sub_reduce(&s).mul_small_add_reduce(121665, &s);
        for j in 0..8 {
            let (x, y) = (&va[j], &vb[j]);
            let mm = (x * y) % &p;
            let ss = (y * y) % &p;
            let nx = (&mm + &ss) % &p;
            let ny = ((&mm + &p - &ss) * 121665u32 + &ss) % &p;
            va[j] = nx;
            vb[j] = ny;
        }
        a = na;
        b = nb;
        la = a.to_limbs();
        lb = b.to_limbs();
        assert_bound(&la, RB, "chain a");
        assert_bound(&lb, RB, "chain b");
    }
    for j in 0..8 {
        assert_eq!(lane_value(&la, j), va[j], "chain lane {j}");
        assert_eq!(lane_value(&lb, j), vb[j], "chain lane {j}");
    }
}

#[test]
fn long_chains() {
    if supported("fe51x8_chains") {
        // SAFETY: the CPU has AVX-512F and IFMA.
        unsafe { chain_cases(0x5108_0005) }
    }
}
