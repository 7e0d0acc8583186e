//! The four-lane Straus and Pippenger on `Fe2625x4` against the scalar
//! ones. Skipped on a CPU without AVX2.

use super::*;
use crate::edwards::double_base::mul_vartime;
use crate::edwards::msm::{pippenger_msm_vartime, straus_msm_vartime};
use crate::field::Field;
use crate::field::fe51::Fe51;
use crate::field::fe2625x4::Fe2625x4;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;

type P = EdwardsPoint<Fe51>;

fn eq(a: &P, b: &P) -> bool {
    a.x.mul(&b.z).to_bytes() == b.x.mul(&a.z).to_bytes()
        && a.y.mul(&b.z).to_bytes() == b.y.mul(&a.z).to_bytes()
}

fn random_point(rng: &mut ChaCha20Rng) -> P {
    let mut k = [0u64; 4];
    rng.fill(&mut k[..]);
    k[3] >>= 4;
    let b = crate::edwards::table_gen::basepoint::<Fe51>();
    let p = mul_vartime(&b, &k);
    // `Z = 1`, as batch verification's decoded points have.
    let zi = p.z.invert();
    let (x, y) = (p.x.mul(&zi), p.y.mul(&zi));
    EdwardsPoint {
        x,
        y,
        z: Fe51::ONE,
        t: x.mul(&y),
    }
}

/// Both algorithms on `Fe2625x4` against the scalar Straus and
/// Pippenger, for sizes on both sides of the crossover, with 128-bit
/// and full-size scalars and zero scalars mixed in.
#[test]
fn msm4_matches_scalar() {
    let Some(t) = crate::backend::cpu::Avx2::detect() else {
        std::println!("edwards::msm::avx2: avx2 (fe2625x4) SKIPPED (CPU lacks AVX2)");
        return;
    };
    let mut rng = ChaCha20Rng::seed_from_u64(0x4d53_4d34);
    for &n in &[1usize, 2, 5, 17, 63, 64, 65, 130, 200] {
        let points: Vec<P> = (0..n).map(|_| random_point(&mut rng)).collect();
        let scalars: Vec<[u64; 4]> = (0..n)
            .map(|i| {
                let mut s = [0u64; 4];
                rng.fill(&mut s[..]);
                match i % 4 {
                    0 => [s[0], s[1], 0, 0],
                    1 => [0; 4],
                    _ => [s[0], s[1], s[2], s[3] >> 4],
                }
            })
            .collect();
        let mut base = [0u64; 4];
        rng.fill(&mut base[..]);
        base[3] >>= 4;
        let want = straus_msm_vartime(&points, &scalars, &base);
        assert!(eq(
            &want,
            &pippenger_msm_vartime(&points, &scalars, &base, 5)
        ));
        #[target_feature(enable = "avx2")]
        fn both(
            t: crate::backend::cpu::Avx2,
            points: &[P],
            scalars: &[[u64; 4]],
            base: &[u64; 4],
        ) -> [P; 2] {
            let c = Consts4::<Fe2625x4>::new(t);
            [
                straus4_msm_vartime(points, scalars, base, &c),
                pippenger4_msm_vartime(points, scalars, base, 5, &c),
            ]
        }
        // SAFETY: the token proves AVX2.
        let [s, p] = unsafe { both(t, &points, &scalars, &base) };
        assert!(eq(&want, &s), "straus4, n = {n}");
        assert!(eq(&want, &p), "pippenger4, n = {n}");
        let m = msm_avx2_vartime(t, &points, &scalars, &base);
        assert!(eq(&want, &m), "msm_avx2, n = {n}");
    }
    // All scalars zero: the identity.
    let points: Vec<P> = (0..3).map(|_| random_point(&mut rng)).collect();
    let m = msm_avx2_vartime(t, &points, &[[0; 4]; 3], &[0; 4]);
    assert!(eq(&m, &EdwardsPoint::identity()));
    std::println!("edwards::msm::avx2: avx2 (fe2625x4) ok");
}
