//! The variable-time double-base multiplication `[a] G + [b] P`
//! (`weierstrass::double_base`) against the big-integer model of
//! `super` and against the constant-time multiplications, on every
//! backend's field: random scalars and points, the edge scalars (0, 1, 2,
//! N - 1, N, N + 1, 2^255, 2^256 - 1, long runs of equal bits) with `P` the
//! identity, `G`, `-G` and random points, and the generated table of odd
//! multiples of `G`.

use super::*;
use crate::weierstrass::curve13318::{G_ENTRIES, mul_double_base_vartime};

/// `[a] G + [b] P` by the model (scalars reduced mod `N` first: the model
/// multiplies by the integer, which is the same point).
fn model_double_base(a: &BigUint, b: &BigUint, p: &M) -> M {
    model_add(
        &model_mul(&(a % n()), &model_g()),
        &model_mul(&(b % n()), p),
    )
}

#[test]
fn double_base_random_differential_vs_model() {
    // 400 cases: random 256-bit `a`, `b` (at or above N for about half of
    // them), random points, the model's results computed once.
    let mut rng = ChaCha20Rng::seed_from_u64(0xdb13318);
    let pts = random_points(&mut rng, 16);
    let cases: Vec<(BigUint, BigUint, usize, [u8; 64])> = (0..400)
        .map(|i| {
            let (a, b) = (random_scalar(&mut rng), random_scalar(&mut rng));
            let want = model_xy(&model_double_base(&a, &b, &pts[i % 16]));
            (a, b, i % 16, want)
        })
        .collect();
    for_each_backend!("curve13318_double_base_vs_model", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(2);
        for (a, b, i, want) in &cases {
            let p = from_model::<F>(&pts[*i], &mut rng);
            let got = mul_double_base_vartime::<F>(&le32(a), &le32(b), &p);
            assert_eq!(&c::encode(&got), want, "a = {a:x}, b = {b:x}");
        }
    });
}

#[test]
fn double_base_random_differential_vs_constant_time() {
    // 2,000 cases against the signed window ([a] G and [b] P) and the
    // complete addition; for a < N also the comb for [a] G.
    let mut rng = ChaCha20Rng::seed_from_u64(0xdb);
    let pts = random_points(&mut rng, 16);
    let scalars: Vec<(BigUint, BigUint)> = (0..2000)
        .map(|i| {
            let a = random_scalar(&mut rng);
            let a = if i % 2 == 0 { a % n() } else { a };
            (a, random_scalar(&mut rng))
        })
        .collect();
    for_each_backend!("curve13318_double_base_vs_constant_time", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(3);
        let g = Curve13318On::<F>::generator();
        for (i, (a, b)) in scalars.iter().enumerate() {
            let pa = affine::<F>(&pts[i % 16]);
            let ga = window::mul::<Curve13318On<F>, 52>(&le32(a), &g);
            let want = ga.add(&window::mul::<Curve13318On<F>, 52>(&le32(b), &pa));
            let want = c::encode(&want);
            if *a < n() {
                let comb = crate::weierstrass::comb::mul_base::<
                    Curve13318On<F>,
                    _,
                    4,
                    8,
                    { crate::weierstrass::comb::ROWS },
                >(&le32(a), crate::lookup::ScalarLookup);
                let sum = comb.add(&window::mul::<Curve13318On<F>, 52>(&le32(b), &pa));
                assert_eq!(c::encode(&sum), want, "comb, a = {a:x}");
            }
            let p = from_model::<F>(&pts[i % 16], &mut rng);
            let got = mul_double_base_vartime::<F>(&le32(a), &le32(b), &p);
            assert_eq!(c::encode(&got), want, "a = {a:x}, b = {b:x}");
        }
    });
}

/// The edge scalars: 0, 1, 2, N - 1, N, N + 1, 2^255, 2^255 - 1, 2^256 -
/// 1, the widths' boundaries (127, 128, 129: G's largest digit and its
/// carry; 15, 16, 17 for P's), and long runs of equal bits and windows.
fn edge_scalars() -> Vec<BigUint> {
    let n = n();
    let one = BigUint::from(1u32);
    let mut out: Vec<BigUint> = [0u32, 1, 2, 15, 16, 17, 127, 128, 129]
        .into_iter()
        .map(BigUint::from)
        .collect();
    out.extend([
        &n - 1u32,
        n.clone(),
        &n + 1u32,
        &one << 255u32,
        (&one << 255u32) - 1u32,
        (&one << 256u32) - 1u32,
        (&one << 256u32) - 2u32,
    ]);
    // Repeated 9-bit and 6-bit patterns: every window negative, or every
    // window at the digit bound.
    for (pattern, bits) in [(0x1ffu32, 9u32), (0x0c0, 9), (0x3f, 6), (0x21, 6)] {
        let mut k = BigUint::from(0u32);
        while k.bits() + u64::from(bits) <= 256 {
            k = (k << bits) + pattern;
        }
        out.push(k);
    }
    out
}

#[test]
fn double_base_edge_scalars_and_points() {
    let scalars = edge_scalars();
    let mut rng = ChaCha20Rng::seed_from_u64(0xed9e);
    let g = model_g();
    // P: the identity, G, -G, 2G and a random point.
    let mut points: Vec<M> = std::vec![None, g.clone(), model_neg(&g), model_add(&g, &g)];
    points.extend(random_points(&mut rng, 1));
    // The model's multiples, once per scalar and point.
    let ag: Vec<M> = scalars.iter().map(|a| model_mul(&(a % n()), &g)).collect();
    let bp: Vec<Vec<M>> = points
        .iter()
        .map(|p| scalars.iter().map(|b| model_mul(&(b % n()), p)).collect())
        .collect();
    for_each_backend!("curve13318_double_base_edges", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(4);
        let mut count = 0;
        for (pi, p) in points.iter().enumerate() {
            let pp = from_model::<F>(p, &mut rng);
            for (ai, a) in scalars.iter().enumerate() {
                for (bi, b) in scalars.iter().enumerate() {
                    let want = model_xy(&model_add(&ag[ai], &bp[pi][bi]));
                    let got = mul_double_base_vartime::<F>(&le32(a), &le32(b), &pp);
                    assert_eq!(c::encode(&got), want, "a = {a:x}, b = {b:x}, P = {p:?}");
                    count += 1;
                }
            }
        }
        std::println!("[curve13318_double_base_edges] {count} cases");
    });
}

#[test]
fn double_base_cancels_to_the_identity() {
    // [a] G + [b] P = O for P = [c] G and b = -a / c mod N: the last
    // addition is Q + (-Q) (and for c = 1, a = 1 it is the first). Checked
    // through the projective result (Z = 0).
    let mut rng = ChaCha20Rng::seed_from_u64(0x1d);
    let n = n();
    let mut cases: Vec<(BigUint, BigUint, BigUint)> = std::vec![
        (BigUint::from(1u32), BigUint::from(1u32), &n - 1u32),
        (&n - 1u32, BigUint::from(1u32), BigUint::from(1u32)),
        (BigUint::from(5u32), &n - 1u32, BigUint::from(5u32)),
    ];
    for _ in 0..20 {
        let a = random_scalar(&mut rng) % &n;
        let c = random_scalar(&mut rng) % &n;
        // b = -a c^-1 mod N (N prime: c^-1 = c^(N-2)).
        let ci = c.modpow(&(&n - 2u32), &n);
        let b = (&n - (&a * &ci % &n)) % &n;
        cases.push((a, c, b));
    }
    let pts: Vec<M> = cases
        .iter()
        .map(|(_, c, _)| model_mul(c, &model_g()))
        .collect();
    for_each_backend!("curve13318_double_base_identity", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        for ((a, _, b), p) in cases.iter().zip(&pts) {
            let pp = from_model::<F>(p, &mut rng);
            let got = mul_double_base_vartime::<F>(&le32(a), &le32(b), &pp);
            assert!(bool::from(got.is_identity()), "a = {a:x}, b = {b:x}");
        }
    });
}

#[test]
fn vartime_table_entries_are_the_odd_multiples() {
    // Recomputed by the model, independently of the generator's code.
    use crate::weierstrass::double_base::DoubleBaseCurve;
    type C = Curve13318On<crate::field::fe51::Fe51>;
    for j in 0..G_ENTRIES {
        let want = model_mul(&BigUint::from(2 * j + 1), &model_g());
        let e = C::g_odd_multiple(j);
        assert!(bool::from(e.is_on_curve()));
        assert_eq!(to_model(&e.to_projective()), want, "entry {j}");
    }
}
