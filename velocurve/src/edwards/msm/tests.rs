//! The scalar Straus and Pippenger against the naive sum of single
//! multiplications on every backend's field, and the sparse wNAF against
//! the dense one.

use super::*;
use crate::edwards::double_base::{mul_vartime, wnaf_vartime};
use crate::field::fe51::Fe51;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::println;

fn base_point<F: Field25519>() -> EdwardsPoint<F> {
    entry_niels::<F>(&VARTIME_TABLE.0[0][0]).to_extended()
}

fn random_scalar(rng: &mut ChaCha20Rng, bits: usize) -> [u64; 4] {
    let mut s: [u64; 4] = rng.r#gen();
    for (i, w) in s.iter_mut().enumerate() {
        let lo = 64 * i;
        if bits <= lo {
            *w = 0;
        } else if bits < lo + 64 {
            *w &= (1u64 << (bits - lo)) - 1;
        }
    }
    s
}

/// Random points with `Z = 1`: `[r]B` normalized.
fn random_points<F: Field25519>(rng: &mut ChaCha20Rng, n: usize) -> Vec<EdwardsPoint<F>> {
    (0..n)
        .map(|_| {
            let r = random_scalar(rng, 250);
            let p = mul_vartime(&base_point::<F>(), &r);
            let (x, y) = p.to_affine();
            // Some with a torsion component: plus (0, -1), of order 2.
            if r[0] & 1 == 1 {
                EdwardsPoint::from_affine(&x.neg(), &y.neg())
            } else {
                EdwardsPoint::from_affine(&x, &y)
            }
        })
        .collect()
}

fn naive<F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    let mut acc = mul_vartime(&base_point::<F>(), base);
    for (p, s) in points.iter().zip(scalars) {
        acc = add_ext(&acc, &mul_vartime(p, s));
    }
    acc
}

#[test]
fn wnaf_sparse_matches_dense() {
    let mut rng = ChaCha20Rng::seed_from_u64(7);
    let mut cases: Vec<[u64; 4]> = vec![[0; 4], [u64::MAX; 4], [1, 0, 0, 0], [0, 0, 0, 1 << 63]];
    for bits in [1, 5, 64, 127, 128, 129, 200, 253, 256] {
        for _ in 0..50 {
            cases.push(random_scalar(&mut rng, bits));
        }
    }
    for s in &cases {
        for w in [2u32, 4, 5, 6, 8] {
            let dense = wnaf_vartime(s, w as usize);
            let mut sparse = [0i16; 257];
            wnaf_sparse(s, w, |i, d| sparse[i] = d);
            assert_eq!(dense.d, sparse, "{s:x?} w={w}");
        }
    }
}

fn check_backend<F: Field25519>(name: &str) {
    let mut rng = ChaCha20Rng::seed_from_u64(42);
    for n in [0usize, 1, 2, 3, 7, 16, 33, 64, 130] {
        let points = random_points::<F>(&mut rng, n);
        let scalars: Vec<[u64; 4]> = (0..n)
            .map(|i| random_scalar(&mut rng, if i % 2 == 0 { 128 } else { 253 }))
            .collect();
        for base in [random_scalar(&mut rng, 253), [0; 4]] {
            let want = naive(&points, &scalars, &base);
            let s = straus_msm_vartime(&points, &scalars, &base);
            assert!(s.eq_vartime(&want), "{name} straus n={n}");
            for c in [2u32, 4, 5, 6, 7, 8] {
                let p = pippenger_msm_vartime(&points, &scalars, &base, c);
                assert!(p.eq_vartime(&want), "{name} pippenger n={n} c={c}");
            }
            assert!(msm_vartime(&points, &scalars, &base).eq_vartime(&want));
        }
    }
    // Edge scalars: all zero, all 2^256 - 1, a point repeated.
    let points = random_points::<F>(&mut rng, 5);
    let rep = vec![points[0]; 5];
    for sc in [[0u64; 4], [u64::MAX; 4], [1, 0, 0, 0]] {
        let scalars = vec![sc; 5];
        for pts in [&points, &rep] {
            let want = naive(pts, &scalars, &sc);
            assert!(straus_msm_vartime(pts, &scalars, &sc).eq_vartime(&want));
            for c in [3u32, 6, 9] {
                assert!(pippenger_msm_vartime(pts, &scalars, &sc, c).eq_vartime(&want));
            }
        }
    }
    println!("[msm_matches_naive] {name}: ran");
}

#[test]
fn msm_matches_naive() {
    check_backend::<Fe51>("portable51");
    #[cfg(x86_backends)]
    if crate::backend::Backend::Mulx64.is_supported() {
        #[target_feature(enable = "bmi2,adx")]
        fn run() {
            check_backend::<crate::field::fe64::Fe64>("mulx64");
        }
        // SAFETY: the CPU has BMI2 and ADX.
        unsafe { run() }
    } else {
        println!("[msm_matches_naive] mulx64: SKIPPED (CPU lacks its features)");
    }
}
