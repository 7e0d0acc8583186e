//! The four-lane formulas on both four-lane fields against the scalar
//! formulas of `edwards::point`; [`point`] also serves the tests of
//! `double_base::straus4`. Each field is skipped on a CPU that lacks it.

use super::*;
use crate::edwards::double_base::mul_vartime;
use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::table_gen::basepoint;
use crate::field::fe51x4::Fe51x4;
use crate::field::fe2625x4::Fe2625x4;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

type P = EdwardsPoint<Fe51>;

fn eq(a: &P, b: &P) -> bool {
    bool::from(a.ct_eq(b))
}

/// Random multiples of `B` with random projective representatives,
/// and the identity and the point of order 2.
pub(crate) fn point(rng: &mut ChaCha20Rng) -> P {
    let k: [u64; 4] = [
        rng.r#gen(),
        rng.r#gen(),
        rng.r#gen(),
        rng.r#gen::<u64>() >> 4,
    ];
    let p = match rng.gen_range(0..10) {
        0 => P::identity(),
        1 => P {
            x: Fe51::ZERO,
            y: Fe51::ONE.neg(),
            z: Fe51::ONE,
            t: Fe51::ZERO,
        },
        _ => mul_vartime(&basepoint::<Fe51>(), &k),
    };
    let z = Fe51::from_u64x4(&[
        rng.r#gen(),
        rng.r#gen(),
        rng.r#gen(),
        rng.r#gen::<u64>() >> 2,
    ]);
    P {
        x: p.x.mul(&z),
        y: p.y.mul(&z),
        z: p.z.mul(&z),
        t: p.t.mul(&z),
    }
}

fn check_ops<L: Lanes4>(t: L::Token, rng: &mut ChaCha20Rng) {
    let c = Consts4::<L>::new(t);
    for _ in 0..500 {
        let (p, q) = (point(rng), point(rng));
        let (p4, q4) = (
            ExtendedPoint4::<L>::from_point(&c, &p),
            ExtendedPoint4::<L>::from_point(&c, &q),
        );
        let qc = q4.to_cached(&c);
        let sum = p4.add(&qc).to_point::<Fe51>();
        let want = p
            .add_projective_niels(&q.to_projective_niels())
            .to_extended();
        assert!(sum.is_valid() && eq(&sum, &want), "add");
        let diff = p4.add(&qc.neg(&c)).to_point::<Fe51>();
        let want = p
            .sub_projective_niels(&q.to_projective_niels())
            .to_extended();
        assert!(diff.is_valid() && eq(&diff, &want), "add of the negation");
        let dbl = p4.double().to_point::<Fe51>();
        assert!(dbl.is_valid() && eq(&dbl, &p.double()), "double");
        assert!(eq(
            &ExtendedPoint4::identity(&c).to_point::<Fe51>(),
            &P::identity()
        ));
    }
    // Table entries against the scalar table reading.
    for (t, table) in VARTIME_TABLE.0.iter().enumerate() {
        for (j, e) in table.iter().enumerate().step_by(17) {
            let e4 = CachedPoint4::<L>::from_entry(&c, e);
            let p = point(rng);
            let got = ExtendedPoint4::<L>::from_point(&c, &p)
                .add(&e4)
                .to_point::<Fe51>();
            let w = |i: usize| Fe51::from_u64x4(&[e[i], e[i + 1], e[i + 2], e[i + 3]]);
            let n = crate::edwards::point::AffineNielsPoint {
                y_plus_x: w(0),
                y_minus_x: w(4),
                xy2d: w(8),
            };
            let want = p.add_affine_niels(&n).to_extended();
            assert!(eq(&got, &want), "table {t} entry {j}");
        }
    }
}

#[test]
fn lanes4_ops_match_scalar_formulas() {
    let mut rng = ChaCha20Rng::seed_from_u64(44);
    if let Some(t) = crate::backend::cpu::Avx2::detect() {
        #[target_feature(enable = "avx2")]
        fn avx2(t: crate::backend::cpu::Avx2, rng: &mut ChaCha20Rng) {
            check_ops::<Fe2625x4>(t, rng);
        }
        // SAFETY: the token proves AVX2.
        unsafe { avx2(t, &mut rng) };
        std::println!("edwards::lanes4: avx2 (fe2625x4) ok");
    } else {
        std::println!("edwards::lanes4: avx2 (fe2625x4) SKIPPED (CPU lacks AVX2)");
    }
    if let Some(t) = crate::backend::cpu::Ifma::detect() {
        #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
        fn ifma(t: crate::backend::cpu::Ifma, rng: &mut ChaCha20Rng) {
            check_ops::<Fe51x4>(t, rng);
        }
        // SAFETY: the token proves the features.
        unsafe { ifma(t, &mut rng) };
        std::println!("edwards::lanes4: ifma (fe51x4) ok");
    } else {
        std::println!("edwards::lanes4: ifma (fe51x4) SKIPPED (CPU lacks AVX-512 IFMA/VL)");
    }
}
