//! The eight-lane point operations against the scalar formulas. Skipped
//! on a CPU without AVX-512 IFMA.

use super::*;
use crate::backend::Backend;
use crate::edwards::table_gen::basepoint;
use crate::field::fe51::Fe51;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

type P = EdwardsPoint<Fe51>;

/// Random points `[k]B` (with random `Z`), the identity, and points of
/// small order (the order-2 point `(0, -1)` and an order-4 point).
fn points(rng: &mut ChaCha20Rng) -> [P; 8] {
    let b = basepoint::<Fe51>();
    core::array::from_fn(|j| {
        let mut p = b;
        let k = rng.next_u32() % 64;
        for _ in 0..k {
            p = p
                .double()
                .add_projective_niels(&b.to_projective_niels())
                .to_extended();
        }
        // Random projective representative.
        let mut zb = [0u8; 32];
        rng.fill_bytes(&mut zb);
        let z = Fe51::from_bytes(&zb);
        let p = EdwardsPoint {
            x: p.x.mul(&z),
            y: p.y.mul(&z),
            z: p.z.mul(&z),
            t: p.t.mul(&z),
        };
        match (j, rng.next_u32() % 4) {
            (0, 0) => P::identity(),
            (1, 0) => P {
                x: Fe51::ZERO,
                y: Fe51::ONE.neg(),
                z: Fe51::ONE,
                t: Fe51::ZERO,
            },
            _ => p,
        }
    })
}

fn eq(a: &P, b: &P) -> bool {
    bool::from(a.ct_eq(b))
}

#[target_feature(enable = "avx512f,avx512ifma")]
fn check_ops(rng: &mut ChaCha20Rng) {
    let p = points(rng);
    let q = points(rng);
    let neg = (rng.next_u32() & 0xff) as u8;
    let (px, qx) = (ExtendedX8::from_points(&p), ExtendedX8::from_points(&q));
    // Affine Niels of q (its lanes with Z = 1 through `to_affine_niels`).
    let qn: [_; 8] = core::array::from_fn(|j| q[j].to_affine_niels());
    let niels = {
        let f = |c: fn(&crate::edwards::point::AffineNielsPoint<Fe51>) -> Fe51| {
            let b: [[u8; 32]; 8] = core::array::from_fn(|j| c(&qn[j]).to_bytes());
            Fe51x8::from_bytes(&b)
        };
        NielsX8 {
            y_plus_x: f(|n| n.y_plus_x),
            y_minus_x: f(|n| n.y_minus_x),
            xy2d: f(|n| n.xy2d),
        }
    };
    let signed = px.add_niels_signed(&niels, neg);
    let lone = niels.to_extended_signed(neg);
    let sum = px.add_cached(&qx.to_cached());
    let sel = ExtendedX8::select(neg, &px, &qx);
    let all = px.lane_sum();
    let mut total = P::identity();
    for pj in &p {
        total = total
            .add_projective_niels(&pj.to_projective_niels())
            .to_extended();
    }
    for j in 0..8 {
        let minus = (neg >> j) & 1 == 1;
        let want = if minus {
            p[j].sub_projective_niels(&q[j].to_projective_niels())
        } else {
            p[j].add_projective_niels(&q[j].to_projective_niels())
        }
        .to_extended();
        let got = signed.lane::<Fe51>(j);
        assert!(
            got.is_valid() && eq(&got, &want),
            "add_niels_signed lane {j}"
        );
        let want = if minus { q[j].neg() } else { q[j] };
        let got = lone.lane::<Fe51>(j);
        assert!(
            got.is_valid() && eq(&got, &want),
            "to_extended_signed lane {j}"
        );
        let want = p[j]
            .add_projective_niels(&q[j].to_projective_niels())
            .to_extended();
        let got = sum.lane::<Fe51>(j);
        assert!(got.is_valid() && eq(&got, &want), "add_cached lane {j}");
        let want = if minus { q[j] } else { p[j] };
        assert!(eq(&sel.lane::<Fe51>(j), &want), "select lane {j}");
        let got = all.lane::<Fe51>(j);
        assert!(got.is_valid() && eq(&got, &total), "lane_sum lane {j}");
    }
}

/// Every operation against the scalar formulas on 2,000 random sets of
/// eight points, with random signs and representatives.
#[test]
fn x8_ops_match_scalar_formulas() {
    if !Backend::Ifma.is_supported() {
        std::println!("edwards::vector::ifma8: SKIPPED (CPU lacks AVX-512 IFMA)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(81);
    for _ in 0..2_000 {
        // SAFETY: AVX-512F and IFMA were detected above.
        unsafe { check_ops(&mut rng) };
    }
}
