//! The IFMA Straus against the scalar MSM. Skipped on a CPU without
//! AVX-512 IFMA.

use super::*;
use crate::backend::Backend;
use crate::edwards::double_base::mul_vartime;
use crate::edwards::msm::msm_vartime as scalar_msm;
use crate::field::fe64::Fe64;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::println;

type P = EdwardsPoint<Fe64>;

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

#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
fn check() {
    let mut rng = ChaCha20Rng::seed_from_u64(77);
    let e = &VARTIME_TABLE.0[0][0];
    let b = crate::edwards::point::AffineNielsPoint::<Fe64> {
        y_plus_x: Fe64::from_u64x4(&[e[0], e[1], e[2], e[3]]),
        y_minus_x: Fe64::from_u64x4(&[e[4], e[5], e[6], e[7]]),
        xy2d: Fe64::from_u64x4(&[e[8], e[9], e[10], e[11]]),
    }
    .to_extended();
    // Torsion: (0, -1) has order 2.
    let t2 = P {
        x: Fe64::ZERO,
        y: Fe64::ONE.neg(),
        z: Fe64::ONE,
        t: Fe64::ZERO,
    };
    for n in [0usize, 1, 2, 3, 7, 8, 9, 33, 64, 65] {
        let points: Vec<P> = (0..n)
            .map(|i| {
                let p = mul_vartime(&b, &random_scalar(&mut rng, 252));
                let p = if i % 3 == 1 {
                    p.add_projective_niels(&t2.to_projective_niels())
                        .to_extended()
                } else if i % 5 == 4 {
                    t2
                } else {
                    p
                };
                let (x, y) = p.to_affine();
                EdwardsPoint::from_affine(&x, &y)
            })
            .collect();
        let scalars: Vec<[u64; 4]> = (0..n)
            .map(|i| match i % 5 {
                0 => random_scalar(&mut rng, 128),
                1 => [u64::MAX, u64::MAX, u64::MAX, (1 << 61) - 1],
                2 => [0; 4],
                3 => [u64::MAX; 4],
                _ => random_scalar(&mut rng, 253),
            })
            .collect();
        for base in [random_scalar(&mut rng, 253), [0; 4], [1, 0, 0, 0]] {
            let want = scalar_msm(&points, &scalars, &base);
            // SAFETY: the features are enabled in this function.
            let got = unsafe { msm_vartime(&points, &scalars, &base) };
            assert!(got.is_valid() && got.eq_vartime(&want), "n={n}");
        }
    }
}

/// The four-lane Straus against the scalar MSM, small-order and
/// torsioned points, zero and all-ones scalars.
#[test]
fn straus_matches_scalar() {
    if !Backend::Ifma.is_supported() {
        println!("edwards::msm::straus_ifma: SKIPPED (CPU lacks AVX-512 IFMA)");
        return;
    }
    // SAFETY: the CPU has the features (checked above).
    unsafe { check() };
}
