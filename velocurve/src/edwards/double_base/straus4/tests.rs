//! The four-lane Straus and halved check on both four-lane fields
//! against the scalar ones. Each field is skipped on a CPU that lacks it.

use super::*;
use crate::edwards::double_base::{B_WINDOW, P_WINDOW, mul_vartime, wnaf_vartime};
use crate::edwards::table_gen::basepoint;
use crate::edwards::vector::formulas4::tests::point;
use crate::field::Field;
use crate::field::fe51::Fe51;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

type P = EdwardsPoint<Fe51>;

fn eq(a: &P, b: &P) -> bool {
    bool::from(a.ct_eq(b))
}

/// Straus against single multiplications: `[a]A - [b]B + [c]2^128 B`.
fn check_straus<L: Lanes4>(t: L::Token, rng: &mut ChaCha20Rng) {
    let c = Consts4::<L>::new(t);
    for _ in 0..50 {
        let a = point(rng);
        let ka: [u64; 4] = [rng.r#gen(), rng.r#gen(), 0, 0];
        let kb: [u64; 4] = [rng.r#gen(), rng.r#gen(), 0, 0];
        let kc: [u64; 4] = [rng.r#gen(), rng.r#gen(), 0, 0];
        let a4 = ExtendedPoint4::<L>::from_point(&c, &a);
        let ta = odd_multiples4(&a4, &c);
        let (da, db, dc) = (
            wnaf_vartime(&ka, P_WINDOW),
            wnaf_vartime(&kb, B_WINDOW),
            wnaf_vartime(&kc, B_WINDOW),
        );
        let terms = [
            Term4 {
                digits: &da,
                table: Table4::Cached(&ta),
                negate: false,
            },
            Term4 {
                digits: &db,
                table: Table4::Affine(&VARTIME_TABLE.0[0]),
                negate: true,
            },
            Term4 {
                digits: &dc,
                table: Table4::Affine(&VARTIME_TABLE.0[1]),
                negate: false,
            },
        ];
        let got = straus4_vartime::<L, Fe51>(&terms, &c);
        let b = basepoint::<Fe51>();
        let b128 = mul_vartime(&b, &[0, 0, 1, 0]);
        let want = mul_vartime(&a, &ka)
            .add_projective_niels(&mul_vartime(&b, &kb).neg().to_projective_niels())
            .to_extended()
            .add_projective_niels(&mul_vartime(&b128, &kc).to_projective_niels())
            .to_extended();
        let got = P {
            x: got.x,
            y: got.y,
            z: got.z,
            t: got.x.mul(&got.y).mul(&got.z.invert()),
        };
        assert!(eq(&got, &want), "straus4");
    }
}

#[test]
fn straus4_matches_scalar() {
    let mut rng = ChaCha20Rng::seed_from_u64(46);
    if let Some(t) = crate::backend::cpu::Avx2::detect() {
        #[target_feature(enable = "avx2")]
        fn avx2(t: crate::backend::cpu::Avx2, rng: &mut ChaCha20Rng) {
            check_straus::<Fe2625x4>(t, rng);
        }
        // SAFETY: the token proves AVX2.
        unsafe { avx2(t, &mut rng) };
        std::println!("double_base::straus4: avx2 (fe2625x4) ok");
    } else {
        std::println!("double_base::straus4: avx2 (fe2625x4) SKIPPED (CPU lacks AVX2)");
    }
    if let Some(t) = crate::backend::cpu::Ifma::detect() {
        #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
        fn ifma(t: crate::backend::cpu::Ifma, rng: &mut ChaCha20Rng) {
            check_straus::<Fe51x4>(t, rng);
        }
        // SAFETY: the token proves the features.
        unsafe { ifma(t, &mut rng) };
        std::println!("double_base::straus4: ifma (fe51x4) ok");
    } else {
        std::println!("double_base::straus4: ifma (fe51x4) SKIPPED (CPU lacks AVX-512 IFMA/VL)");
    }
}

/// The halved check on both four-lane fields against the scalar one,
/// for both equations, on random points (small-order ones included)
/// and random `s`, `k`.
fn check_halved<L: Lanes4>(t: L::Token, rng: &mut ChaCha20Rng) {
    use crate::ed25519::rules::{Equation, verification_vector_vartime};
    use crate::edwards::double_base::halved_vartime;
    use crate::scalar::Scalar;
    for round in 0..300 {
        let (a, r) = (point(rng), point(rng));
        let k = Scalar([
            rng.r#gen(),
            rng.r#gen(),
            rng.r#gen(),
            rng.r#gen::<u64>() >> 4,
        ]);
        let mut s = [0u8; 32];
        rng.fill(&mut s[..]);
        s[31] &= 0x0f;
        for eq in [Equation::Cofactorless, Equation::Cofactored] {
            let Some(v) = verification_vector_vartime(&k, eq) else {
                continue;
            };
            let want = halved_vartime(&s, &v, &a, &r);
            let got = halved4_vartime::<L, Fe51>(t, &s, &v, &a, &r);
            // Completed points: x = X/Z, y = Y/T on both sides.
            assert!(
                bool::from(want.x.mul(&got.z).ct_eq(&got.x.mul(&want.z)))
                    && bool::from(want.y.mul(&got.t).ct_eq(&got.y.mul(&want.t))),
                "halved4 {eq:?} round {round}"
            );
        }
    }
}

#[test]
fn halved4_matches_scalar() {
    let mut rng = ChaCha20Rng::seed_from_u64(45);
    if let Some(t) = crate::backend::cpu::Avx2::detect() {
        #[target_feature(enable = "avx2")]
        fn avx2(t: crate::backend::cpu::Avx2, rng: &mut ChaCha20Rng) {
            check_halved::<Fe2625x4>(t, rng);
        }
        // SAFETY: the token proves AVX2.
        unsafe { avx2(t, &mut rng) };
    }
    if let Some(t) = crate::backend::cpu::Ifma::detect() {
        #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
        fn ifma(t: crate::backend::cpu::Ifma, rng: &mut ChaCha20Rng) {
            check_halved::<Fe51x4>(t, rng);
        }
        // SAFETY: the token proves the features.
        unsafe { ifma(t, &mut rng) };
    }
}
