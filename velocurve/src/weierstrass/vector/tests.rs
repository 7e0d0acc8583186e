//! The four-lane Curve13318 code against the scalar formulas (the same
//! projective coordinates, exactly) and the big-integer model of
//! `weierstrass::tests`, on every four-lane field the CPU has (`avx2`:
//! `Fe2625x4`; `ifma`: `Fe51x4`), printing which ran and which were
//! skipped: additions and doublings on random, exceptional (`P + P`, `P +
//! (-P)`, `P + O`, `O + O`) and non-normalised inputs; the table scan for
//! every digit; `[k]P` on random scalars, the edge scalars and the PARI/GP
//! vectors.

use super::formulas4::{Consts4, Point4};
use super::window::{lookup, mul4, table};
use crate::field::Field;
use crate::field::fe51::Fe51;
use crate::field::four_lanes::Lanes4;
use crate::weierstrass::curve13318::{Curve13318On, xy64 as c};
use crate::weierstrass::tests::{
    M, affine, from_model, le32, model_add, model_g, model_mul, model_neg, model_xy, n,
    random_points, random_scalar, to_model,
};
use crate::weierstrass::{ProjectivePoint, window};
use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// The scalar field the four-lane results are compared with.
type S = Fe51;
type P = ProjectivePoint<Curve13318On<S>>;

/// Runs `$check::<L>(token, $data)` for every four-lane field the CPU
/// has, inside a function compiled with its features; prints which ran
/// and which were skipped.
macro_rules! for_each_lanes4 {
    ($test:expr, $check:ident, $data:expr, $D:ty) => {{
        let mut ran = Vec::new();
        if let Some(t) = crate::backend::cpu::Avx2::detect() {
            #[target_feature(enable = "avx2")]
            fn avx2(t: crate::backend::cpu::Avx2, d: &$D) {
                $check::<crate::field::fe2625x4::Fe2625x4>(t, d);
            }
            // SAFETY: the token proves AVX2.
            unsafe { avx2(t, $data) };
            ran.push("avx2 (fe2625x4)");
        } else {
            std::println!("[{}] avx2 (fe2625x4): SKIPPED (CPU lacks AVX2)", $test);
        }
        if let Some(t) = crate::backend::cpu::Ifma::detect() {
            #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
            fn ifma(t: crate::backend::cpu::Ifma, d: &$D) {
                $check::<crate::field::fe51x4::Fe51x4>(t, d);
            }
            // SAFETY: the token proves the features.
            unsafe { ifma(t, $data) };
            ran.push("ifma (fe51x4)");
        } else {
            std::println!(
                "[{}] ifma (fe51x4): SKIPPED (CPU lacks AVX-512 IFMA/VL)",
                $test
            );
        }
        std::println!("[{}] four-lane fields run: {}", $test, ran.join(", "));
    }};
}

/// Exact equality of projective coordinates (canonical encodings).
fn same(a: &P, b: &P) -> bool {
    [(&a.x, &b.x), (&a.y, &b.y), (&a.z, &b.z)]
        .iter()
        .all(|(u, v)| u.to_bytes() == v.to_bytes())
}

/// Pairs of model points: random pairs, and every special pair of
/// incomplete formulas (`P + P`, `P + (-P)`, `P + O`, `O + P`, `O + O`,
/// `G + G`, `G + (-G)`).
fn pairs(seed: u64) -> Vec<(M, M)> {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let pts = random_points(&mut rng, 40);
    let g = model_g();
    let mut out: Vec<(M, M)> = Vec::new();
    for a in &pts[..16] {
        out.push((a.clone(), a.clone()));
        out.push((a.clone(), model_neg(a)));
        out.push((a.clone(), None));
        out.push((None, a.clone()));
    }
    out.push((None, None));
    out.push((g.clone(), g.clone()));
    out.push((g.clone(), model_neg(&g)));
    for w in pts.windows(2) {
        out.push((w[0].clone(), w[1].clone()));
    }
    out
}

fn check_formulas<L: Lanes4>(t: L::Token, cases: &Vec<(M, M)>) {
    let c = Consts4::<L>::new(t);
    let mut rng = ChaCha20Rng::seed_from_u64(3);
    for (a, b) in cases {
        // Random projective representatives (and (0 : y : 0) for O).
        let (pa, pb) = (from_model::<S>(a, &mut rng), from_model::<S>(b, &mut rng));
        let (a4, b4) = (
            Point4::<L>::from_projective(&c, &pa),
            Point4::<L>::from_projective(&c, &pb),
        );
        let sum = a4.add(&c, &b4).to_projective::<S>();
        assert!(same(&sum, &pa.add(&pb)), "add = scalar add: {a:?} + {b:?}");
        assert_eq!(to_model(&sum), model_add(a, b), "add = model");
        let dbl = a4.double(&c).to_projective::<S>();
        assert!(same(&dbl, &pa.double()), "double = scalar double: {a:?}");
        assert_eq!(to_model(&dbl), model_add(a, a), "double = model");
        let neg = a4
            .conditional_negate(subtle::Choice::from(1))
            .to_projective::<S>();
        assert!(same(&neg, &pa.neg()), "negate");
        let keep = a4
            .conditional_negate(subtle::Choice::from(0))
            .to_projective::<S>();
        assert!(same(&keep, &pa), "negate, not chosen");
    }
    // Long chains keep the values within the field types' invariants.
    let g = Point4::<L>::from_affine(&c, &affine::<S>(&model_g()));
    let mut acc = g;
    let mut want = affine::<S>(&model_g()).to_projective();
    for _ in 0..200 {
        acc = acc.double(&c).add(&c, &g);
        want = want.double().add_affine(&affine::<S>(&model_g()));
    }
    assert_eq!(to_model(&acc.to_projective::<S>()), to_model(&want));
}

#[test]
fn formulas_match_scalar_formulas_and_model() {
    let cases = pairs(0x4c4e);
    for_each_lanes4!(
        "curve13318_lanes4_formulas",
        check_formulas,
        &cases,
        Vec<(M, M)>
    );
}

fn check_lookup<L: Lanes4>(t: L::Token, pts: &Vec<M>) {
    let c = Consts4::<L>::new(t);
    for a in pts {
        let pa = affine::<S>(a);
        let t4 = table(&c, &Point4::<L>::from_affine(&c, &pa));
        let ts = window::table(&pa);
        for d in -16i8..=16 {
            let got = lookup(&c, &t4, d).to_projective::<S>();
            let want = window::lookup(&ts, d);
            assert!(same(&got, &want), "digit {d}");
        }
    }
}

#[test]
fn table_scan_matches_scalar_scan_for_every_digit() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1);
    let mut pts = random_points(&mut rng, 6);
    pts.push(model_g());
    for_each_lanes4!("curve13318_lanes4_lookup", check_lookup, &pts, Vec<M>);
}

/// Cases of `[k] P`: the scalar, the model point, the expected encoding.
type Muls = Vec<([u8; 32], M, [u8; 64])>;

fn check_muls<L: Lanes4>(t: L::Token, cases: &Muls) {
    for (k, a, want) in cases {
        let pa = affine::<S>(a);
        let got = c::encode(&mul4::<L, S>(t, k, &pa));
        assert_eq!(&got, want, "k = {k:02x?}");
        assert_eq!(&c::mul::<S>(k, &pa), want, "scalar window, k = {k:02x?}");
    }
}

#[test]
fn mul_matches_model_on_random_scalars() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x4d55);
    let pts = random_points(&mut rng, 16);
    let cases: Muls = (0..200)
        .map(|i| {
            let k = random_scalar(&mut rng);
            let a = pts[i % pts.len()].clone();
            (le32(&k), a.clone(), model_xy(&model_mul(&k, &a)))
        })
        .collect();
    for_each_lanes4!("curve13318_lanes4_mul_random", check_muls, &cases, Muls);
}

#[test]
fn mul_on_edge_scalars() {
    let mut rng = ChaCha20Rng::seed_from_u64(0xed9e);
    let n = n();
    let one = BigUint::from(1u32);
    let mut scalars = std::vec![
        BigUint::from(0u32),
        one.clone(),
        BigUint::from(2u32),
        BigUint::from(15u32),
        BigUint::from(16u32),
        BigUint::from(17u32),
        &n - 1u32,
        n.clone(),
        &n + 1u32,
        (&one << 256u32) - 1u32,
        &one << 255u32,
        (&one << 255u32) - 1u32,
    ];
    // Long runs of equal window digits (before and after recoding).
    for w in [15u32, 16, 31, 1] {
        let mut k = BigUint::from(0u32);
        for _ in 0..51 {
            k = (k << 5u32) + w;
        }
        scalars.push(k);
    }
    let mut pts = random_points(&mut rng, 2);
    pts.push(model_g());
    let mut cases: Muls = Vec::new();
    for k in &scalars {
        for a in &pts {
            cases.push((le32(k), a.clone(), model_xy(&model_mul(&(k % &n), a))));
        }
    }
    for_each_lanes4!("curve13318_lanes4_mul_edges", check_muls, &cases, Muls);
}

#[test]
fn mul_matches_pari_vectors() {
    let text = include_str!("../../../tests/data/curve13318/derived_pari_vectors.json");
    let json: serde_json::Value = serde_json::from_str(text).expect("json");
    let vectors = json["scalarmult"].as_array().expect("scalarmult vectors");
    assert_eq!(vectors.len(), 175);
    let bytes = |v: &serde_json::Value| hex::decode(v.as_str().expect("hex")).expect("hex");
    let cases: Muls = vectors
        .iter()
        .map(|v| {
            let (p, k, out) = (bytes(&v["in"]), bytes(&v["scalar"]), bytes(&v["out"]));
            let a: M = Some((
                BigUint::from_bytes_le(&p[..32]),
                BigUint::from_bytes_le(&p[32..]),
            ));
            (
                k.try_into().expect("32 bytes"),
                a,
                out.try_into().expect("64 bytes"),
            )
        })
        .collect();
    for_each_lanes4!("curve13318_lanes4_pari", check_muls, &cases, Muls);
    std::println!("[curve13318_lanes4_pari] {} vectors", cases.len());
}
