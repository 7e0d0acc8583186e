//! The IFMA Pippenger against the scalar MSM and the naive sum, every size
//! class. Skipped on a CPU without AVX-512 IFMA.

use super::*;
use crate::backend::Backend;
use crate::edwards::double_base::mul_vartime;
use crate::edwards::msm::msm_vartime as scalar_msm;
use crate::field::fe64::Fe64;
use alloc::vec;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::println;

type P = EdwardsPoint<Fe64>;

/// `l - 1`, little-endian words.
const L_MINUS_1: [u64; 4] = [
    0x5812631a5cf5d3ec,
    0x14def9dea2f79cd6,
    0,
    0x1000000000000000,
];

fn base_point() -> P {
    let e = &VARTIME_TABLE.0[0][0];
    crate::edwards::point::AffineNielsPoint::<Fe64> {
        y_plus_x: Fe64::from_u64x4(&[e[0], e[1], e[2], e[3]]),
        y_minus_x: Fe64::from_u64x4(&[e[4], e[5], e[6], e[7]]),
        xy2d: Fe64::from_u64x4(&[e[8], e[9], e[10], e[11]]),
    }
    .to_extended()
}

/// With `Z = 1`.
fn normalize(p: &P) -> P {
    let (x, y) = p.to_affine();
    EdwardsPoint::from_affine(&x, &y)
}

/// The eight points of small order (`Z = 1`): the multiples of an
/// order-8 point (its encoding from the list of small-order
/// encodings), checked to have order exactly 8.
fn torsion() -> Vec<P> {
    let mut enc = [0u8; 32];
    let hex = "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05";
    for (i, e) in enc.iter_mut().enumerate() {
        *e = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
    }
    let t8 = crate::edwards::decode::decompress_vartime::<Fe64>(&enc)
        .unwrap()
        .point;
    let p4 = t8.double().double();
    assert!(!p4.is_identity_vartime() && p4.double().is_identity_vartime());
    let mut out = Vec::new();
    let mut q = P::identity();
    for _ in 0..8 {
        out.push(normalize(&q));
        q = q
            .add_projective_niels(&t8.to_projective_niels())
            .to_extended();
    }
    out
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

fn naive(points: &[P], scalars: &[[u64; 4]], base: &[u64; 4]) -> P {
    let mut acc = mul_vartime(&base_point(), base);
    for (p, s) in points.iter().zip(scalars) {
        acc = acc
            .add_projective_niels(&mul_vartime(p, s).to_projective_niels())
            .to_extended();
    }
    acc
}

#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
fn check_sizes() {
    let mut rng = ChaCha20Rng::seed_from_u64(2024);
    let b = base_point();
    let tors = torsion();
    // 0, 1, 2^253 - 1, l - 1, 2^252, 2^253 - 2^192, 2^256 - 1.
    let special: [[u64; 4]; 7] = [
        [0; 4],
        [1, 0, 0, 0],
        [u64::MAX, u64::MAX, u64::MAX, (1 << 61) - 1],
        L_MINUS_1,
        [0, 0, 0, 1 << 60],
        [0, 0, 0, (1 << 61) - 1],
        [u64::MAX; 4],
    ];
    for n in [0usize, 1, 2, 7, 8, 9, 63, 64, 65, 127, 200, 1000] {
        let points: Vec<P> = (0..n)
            .map(|i| {
                let p = normalize(&mul_vartime(&b, &random_scalar(&mut rng, 252)));
                match i % 5 {
                    // A point with a torsion component, a small-order
                    // point.
                    1 => normalize(
                        &p.add_projective_niels(&tors[i % 8].to_projective_niels())
                            .to_extended(),
                    ),
                    3 => tors[(i / 5) % 8],
                    _ => p,
                }
            })
            .collect();
        let scalars: Vec<[u64; 4]> = (0..n)
            .map(|i| match i % 7 {
                0 => random_scalar(&mut rng, 128),
                1 => special[(i / 7) % special.len()],
                _ => random_scalar(&mut rng, 253),
            })
            .collect();
        for base in [random_scalar(&mut rng, 253), [0; 4], L_MINUS_1] {
            let want = if n <= 65 {
                naive(&points, &scalars, &base)
            } else {
                scalar_msm(&points, &scalars, &base)
            };
            for c in [2u32, 4, 5, 6, 7, 8, 10, window(n)] {
                // SAFETY: the features are enabled in this function.
                let got = unsafe { msm_vartime(&points, &scalars, &base, c) };
                assert!(got.is_valid(), "n={n} c={c}");
                assert!(got.eq_vartime(&want), "n={n} c={c}");
            }
        }
    }
    // Every scalar special, every point small-order or torsioned.
    for sc in special {
        let points: Vec<P> = (0..20).map(|i| tors[i % 8]).collect();
        let scalars = vec![sc; 20];
        let want = naive(&points, &scalars, &sc);
        // SAFETY: as above.
        let got = unsafe { msm_vartime(&points, &scalars, &sc, 5) };
        assert!(got.eq_vartime(&want), "special {sc:x?}");
    }
}

/// The lane MSM against the scalar one and the naive sum, every size
/// class, edge scalars, small-order and torsioned points.
#[test]
fn msm_matches_scalar() {
    if !Backend::Ifma.is_supported() {
        println!("edwards::msm::pippenger_ifma: SKIPPED (CPU lacks AVX-512 IFMA)");
        return;
    }
    // SAFETY: the CPU has the features (checked above).
    unsafe { check_sizes() };
}
