//! The group layer against a big-integer affine model of Curve13318 (the
//! textbook chord-and-tangent law with explicit cases for `O`, `P + P` and
//! `P + (-P)`), on every backend's field: the complete formulas on every
//! kind of input, the signed-window multiplication on random and edge
//! scalars, encodings and decoding.

mod double_base;
mod jacobian;
mod nist;
mod p256;
#[cfg(x86_backends)]
mod profile;

use super::Invalid;
use super::curve13318::{Curve13318On, xy64 as c};
use super::window;
use super::{AffinePoint, Curve, ProjectivePoint};
use crate::field::Field25519;
use crate::test_support::for_each_backend;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// A model point: `None` is the identity.
pub(super) type M = Option<(BigUint, BigUint)>;

pub(super) fn p() -> BigUint {
    (BigUint::from(1u32) << 255u32) - 19u32
}

pub(super) fn n() -> BigUint {
    BigUint::from_bytes_le(&words_le(&c::ORDER))
}

fn words_le(w: &[u64; 4]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn inv(a: &BigUint) -> BigUint {
    let p = BigInt::from(p());
    let e = BigInt::from(a.clone()).extended_gcd(&p);
    assert!(e.gcd == BigInt::from(1));
    e.x.mod_floor(&p).to_biguint().unwrap()
}

fn sub(a: &BigUint, b: &BigUint) -> BigUint {
    (a + p() - b % p()) % p()
}

pub(super) fn model_add(a: &M, b: &M) -> M {
    let p = p();
    let ((x1, y1), (x2, y2)) = match (a, b) {
        (None, q) | (q, None) => return q.clone(),
        (Some(a), Some(b)) => (a, b),
    };
    let l = if x1 == x2 {
        if (y1 + y2) % &p == BigUint::from(0u32) {
            return None;
        }
        // (3x^2 - 3) / 2y
        sub(&(BigUint::from(3u32) * x1 * x1), &BigUint::from(3u32))
            * inv(&(BigUint::from(2u32) * y1))
            % &p
    } else {
        sub(y2, y1) * inv(&sub(x2, x1)) % &p
    };
    let x3 = sub(&sub(&(&l * &l % &p), x1), x2);
    let y3 = sub(&(&l * sub(x1, &x3) % &p), y1);
    Some((x3, y3))
}

/// `[k] a` by double-and-add in Jacobian coordinates (`x = X/Z^2`, `y =
/// Y/Z^3`: other formulas than the code's, with the exceptional cases
/// handled by explicit tests) and one inversion at the end.
pub(super) fn model_mul(k: &BigUint, a: &M) -> M {
    type J = (BigUint, BigUint, BigUint);
    let p = p();
    let zero = BigUint::from(0u32);
    let m = |a: &BigUint, b: &BigUint| a * b % &p;
    let double = |q: &J| -> J {
        let (x, y, z) = q;
        if *z == zero || *y == zero {
            return (BigUint::from(1u32), BigUint::from(1u32), zero.clone());
        }
        let delta = m(z, z);
        let gamma = m(y, y);
        let beta = m(x, &gamma);
        let alpha = m(
            &(BigUint::from(3u32) * sub(x, &delta)),
            &((x + &delta) % &p),
        );
        let x3 = sub(&m(&alpha, &alpha), &(BigUint::from(8u32) * &beta % &p));
        let z3 = sub(&sub(&m(&(y + z), &(y + z)), &gamma), &delta);
        let y3 = sub(
            &m(&alpha, &sub(&(BigUint::from(4u32) * &beta % &p), &x3)),
            &(BigUint::from(8u32) * m(&gamma, &gamma) % &p),
        );
        (x3, y3, z3)
    };
    let Some((ax, ay)) = a else { return None };
    let add = |q: &J| -> J {
        // q + a with a affine (Z = 1).
        let (x1, y1, z1) = q;
        if *z1 == zero {
            return (ax.clone(), ay.clone(), BigUint::from(1u32));
        }
        let z1z1 = m(z1, z1);
        let u2 = m(ax, &z1z1);
        let s2 = m(ay, &m(z1, &z1z1));
        if u2 == *x1 {
            return if s2 == *y1 {
                double(q)
            } else {
                (BigUint::from(1u32), BigUint::from(1u32), zero.clone())
            };
        }
        let h = sub(&u2, x1);
        let r = sub(&s2, y1);
        let hh = m(&h, &h);
        let hhh = m(&h, &hh);
        let v = m(x1, &hh);
        let x3 = sub(&sub(&m(&r, &r), &hhh), &(BigUint::from(2u32) * &v % &p));
        let y3 = sub(&m(&r, &sub(&v, &x3)), &m(y1, &hhh));
        (x3, y3, m(z1, &h))
    };
    let mut r: J = (BigUint::from(1u32), BigUint::from(1u32), zero.clone());
    for i in (0..k.bits()).rev() {
        r = double(&r);
        if k.bit(i) {
            r = add(&r);
        }
    }
    let (x, y, z) = r;
    if z == zero {
        return None;
    }
    let zi = inv(&z);
    let zi2 = m(&zi, &zi);
    Some((m(&x, &zi2), m(&y, &m(&zi, &zi2))))
}

pub(super) fn model_g() -> M {
    Some((
        BigUint::from(0u32),
        BigUint::from_bytes_le(&words_le(&c::GENERATOR_Y)),
    ))
}

pub(super) fn model_neg(a: &M) -> M {
    a.as_ref()
        .map(|(x, y)| (x.clone(), sub(&BigUint::from(0u32), y)))
}

pub(super) fn le32(x: &BigUint) -> [u8; 32] {
    let mut out = [0u8; 32];
    let b = x.to_bytes_le();
    out[..b.len()].copy_from_slice(&b);
    out
}

/// The 64-byte reference encoding of a model point.
pub(super) fn model_xy(a: &M) -> [u8; 64] {
    let mut out = [0u8; 64];
    if let Some((x, y)) = a {
        out[..32].copy_from_slice(&le32(x));
        out[32..].copy_from_slice(&le32(y));
    }
    out
}

pub(super) fn to_model<F: Field25519>(q: &ProjectivePoint<Curve13318On<F>>) -> M {
    let xy = c::encode(q);
    if xy == [0u8; 64] {
        assert!(bool::from(q.is_identity()));
        return None;
    }
    Some((
        BigUint::from_bytes_le(&xy[..32]),
        BigUint::from_bytes_le(&xy[32..]),
    ))
}

pub(super) fn from_model<F: Field25519>(
    a: &M,
    rng: &mut ChaCha20Rng,
) -> ProjectivePoint<Curve13318On<F>> {
    match a {
        None => {
            // (0 : y : 0) for a random nonzero y: the identity, not in its
            // normal form.
            let y = F::from_bytes(&le32(&(BigUint::from(rng.gen_range(1u32..1000)))));
            ProjectivePoint {
                x: F::ZERO,
                y,
                z: F::ZERO,
            }
        }
        Some((x, y)) => {
            // A random Z, so that the formulas see non-normalised inputs.
            let mut zb = [0u8; 32];
            rng.fill_bytes(&mut zb);
            zb[31] &= 0x3f;
            zb[0] |= 1;
            let z = F::from_bytes(&zb);
            ProjectivePoint {
                x: F::from_bytes(&le32(x)).mul(&z),
                y: F::from_bytes(&le32(y)).mul(&z),
                z,
            }
        }
    }
}

pub(super) fn affine<F: Field25519>(a: &M) -> AffinePoint<Curve13318On<F>> {
    let (x, y) = a.as_ref().expect("not the identity");
    c::decode_xy::<F>(&le32(x), &le32(y)).expect("on the curve")
}

pub(super) fn random_scalar(rng: &mut ChaCha20Rng) -> BigUint {
    let mut b = [0u8; 32];
    rng.fill_bytes(&mut b);
    BigUint::from_bytes_le(&b)
}

/// Random points: multiples of G by the model.
pub(super) fn random_points(rng: &mut ChaCha20Rng, count: usize) -> Vec<M> {
    (0..count)
        .map(|_| model_mul(&(random_scalar(rng) % n()), &model_g()))
        .collect()
}

#[test]
fn generator_is_on_the_curve_and_has_order_n() {
    for_each_backend!("curve13318_generator", |F| {
        let g = Curve13318On::<F>::generator();
        assert!(bool::from(g.is_on_curve()));
        let y = BigUint::from_bytes_le(&words_le(&c::GENERATOR_Y));
        assert_eq!((&y * &y) % p(), BigUint::from(13318u32));
        assert!(y.bit(0), "the odd root");
        let k = |x: &BigUint| le32(x);
        let n = n();
        let mul = |s: &BigUint| window::mul::<Curve13318On<F>, 52>(&k(s), &g);
        assert!(bool::from(mul(&n).is_identity()), "[N] G = O");
        assert!(
            bool::from(mul(&BigUint::from(0u32)).is_identity()),
            "[0] G = O"
        );
        assert_eq!(
            to_model(&mul(&(&n - 1u32))),
            model_neg(&model_g()),
            "[N - 1] G"
        );
        assert_eq!(to_model(&mul(&(&n + 1u32))), model_g(), "[N + 1] G");
        assert_eq!(to_model(&mul(&BigUint::from(1u32))), model_g());
        assert_eq!(
            to_model(&mul(&BigUint::from(2u32))),
            model_add(&model_g(), &model_g())
        );
    });
}

#[test]
fn n_is_the_prime_order() {
    // N > p, N odd, and the twist order 2p + 2 - N matches the vectors'.
    let n = n();
    assert!(n > p());
    assert_eq!(
        std::format!("{:x}", &(p() * 2u32 + 2u32 - &n)),
        "7fffffffffffffffffffffffffffffff0b09ab07c21472e91482ed23b23d33f9"
    );
    // Fermat tests to several bases.
    for a in [2u32, 3, 5, 7, 11, 13] {
        assert_eq!(
            BigUint::from(a).modpow(&(&n - 1u32), &n),
            BigUint::from(1u32)
        );
    }
}

#[test]
fn complete_formulas_on_every_kind_of_input() {
    for_each_backend!("curve13318_formulas", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(13318);
        let pts = random_points(&mut rng, 24);
        let g = model_g();
        // Special pairs: P + P, P + (-P), P + O, O + P, O + O, and the
        // points with x = 0 (G and -G).
        let mut pairs: Vec<(M, M)> = Vec::new();
        for a in &pts {
            pairs.push((a.clone(), a.clone()));
            pairs.push((a.clone(), model_neg(a)));
            pairs.push((a.clone(), None));
            pairs.push((None, a.clone()));
        }
        pairs.push((None, None));
        pairs.push((g.clone(), model_neg(&g)));
        pairs.push((g.clone(), g.clone()));
        for w in pts.windows(2) {
            pairs.push((w[0].clone(), w[1].clone()));
        }
        for (a, b) in &pairs {
            let want = model_add(a, b);
            let pa = from_model::<F>(a, &mut rng);
            let pb = from_model::<F>(b, &mut rng);
            assert_eq!(to_model(&pa.add(&pb)), want, "add {a:?} {b:?}");
            if b.is_some() {
                assert_eq!(
                    to_model(&pa.add_affine(&affine::<F>(b))),
                    want,
                    "add_affine"
                );
            }
            assert_eq!(to_model(&pa.double()), model_add(a, a), "double {a:?}");
            assert_eq!(to_model(&pa.neg()), model_neg(a), "neg");
        }
    });
}

#[test]
fn random_differential_vs_bigint_model() {
    // 10,000 cases in all: 2,500 each of additions, doublings, encodings
    // and signed-window multiplications, the model's results computed once
    // and checked on every backend.
    let mut rng = ChaCha20Rng::seed_from_u64(0x13318);
    let pts = random_points(&mut rng, 64);
    let sums: Vec<(usize, usize, M, M)> = (0..2500)
        .map(|i| {
            let (a, b) = (i % 64, (i * 7 + 3) % 64);
            let sum = model_add(&pts[a], &pts[b]);
            (a, b, sum, model_add(&pts[a], &pts[a]))
        })
        .collect();
    let muls: Vec<(BigUint, usize, [u8; 64])> = (0..2500)
        .map(|i| {
            let k = random_scalar(&mut rng);
            let want = model_xy(&model_mul(&k, &pts[i % 64]));
            (k, i % 64, want)
        })
        .collect();
    for_each_backend!("curve13318_random_differential", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(1);
        for (a, b, sum, double) in &sums {
            let pa = from_model::<F>(&pts[*a], &mut rng);
            let pb = from_model::<F>(&pts[*b], &mut rng);
            assert_eq!(&to_model(&pa.add(&pb)), sum);
            assert_eq!(&to_model(&pa.double()), double);
            // Encodings: the model point through decode and encode, and
            // through compression.
            let xy = model_xy(&pts[*a]);
            let (x, y) = (xy[..32].try_into().unwrap(), xy[32..].try_into().unwrap());
            let q = c::decode_xy::<F>(x, y).expect("on the curve");
            assert_eq!(c::encode(&q.to_projective()), xy);
            let odd = xy[32] & 1 == 1;
            let d = c::decompress::<F>(x, odd).expect("x of a point");
            assert_eq!(c::encode(&d.to_projective()), xy, "decompress");
        }
        for (k, a, want) in &muls {
            assert_eq!(
                &c::mul::<F>(&le32(k), &affine::<F>(&pts[*a])),
                want,
                "k = {k:x}"
            );
        }
    });
}

#[test]
fn edge_scalars() {
    for_each_backend!("curve13318_edge_scalars", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(7);
        let n = n();
        let all = (BigUint::from(1u32) << 256u32) - 1u32;
        let mut scalars = std::vec![
            BigUint::from(0u32),
            BigUint::from(1u32),
            BigUint::from(2u32),
            BigUint::from(15u32),
            BigUint::from(16u32),
            BigUint::from(17u32),
            &n - 1u32,
            n.clone(),
            &n + 1u32,
            all.clone(),
            BigUint::from(1u32) << 255u32,
            (BigUint::from(1u32) << 255u32) - 1u32,
        ];
        // Long runs of equal window digits: 16 repeated (all digits -16
        // after recoding), 15 repeated, 31 repeated.
        for w in [15u32, 16, 31, 1] {
            let mut k = BigUint::from(0u32);
            for _ in 0..51 {
                k = (k << 5u32) + w;
            }
            scalars.push(k);
        }
        let pts = random_points(&mut rng, 4);
        for k in &scalars {
            for a in pts.iter().chain([model_g()].iter()) {
                let want = model_mul(&(k % &n), a);
                assert_eq!(
                    c::mul::<F>(&le32(k), &affine::<F>(a)),
                    model_xy(&want),
                    "k = {k:x}"
                );
            }
        }
    });
}

#[test]
fn decoding_rejects() {
    for_each_backend!("curve13318_decoding", |F| {
        let g = model_xy(&model_g());
        let x: &[u8; 32] = g[..32].try_into().unwrap();
        let y: &[u8; 32] = g[32..].try_into().unwrap();
        // x + p for x = 0: p itself, non-canonical.
        let p_bytes = le32(&p());
        assert_eq!(
            c::decode_xy::<F>(&p_bytes, y).err(),
            Some(Invalid::NonCanonical)
        );
        assert_eq!(
            c::decode_xy::<F>(x, &[0xff; 32]).err(),
            Some(Invalid::NonCanonical)
        );
        assert_eq!(
            c::decompress::<F>(&p_bytes, false).err(),
            Some(Invalid::NonCanonical)
        );
        assert_eq!(
            c::decode_xy::<F>(&[0; 32], &[0; 32]).err(),
            Some(Invalid::NotOnCurve)
        );
        let mut y1 = *y;
        y1[0] ^= 1;
        assert_eq!(c::decode_xy::<F>(x, &y1).err(), Some(Invalid::NotOnCurve));
        // About half of all x have no point; find some.
        let mut misses = 0;
        for i in 1..64u8 {
            let mut xb = [0u8; 32];
            xb[0] = i;
            let m = BigUint::from(i);
            let rhs = (&m * &m * &m + p() * 3u32 - &m * 3u32 + 13318u32) % p();
            let is_square = rhs.modpow(&((p() - 1u32) >> 1u32), &p()) <= BigUint::from(1u32);
            assert_eq!(c::decompress::<F>(&xb, false).is_ok(), is_square, "x = {i}");
            misses += usize::from(!is_square);
        }
        assert!(misses > 10);
    });
}

#[test]
fn scalar_order_constants() {
    use crate::field::modn::ModN;
    let n = n();
    let s = |b: &BigUint| ModN::<c::Order, 4>::from_canonical_bytes(&le32(b));
    assert!(bool::from(s(&(&n - 1u32)).is_some()));
    assert!(bool::from(s(&n).is_none()));
    let wide: Vec<u8> = (0..64).map(|i| (i * 37 + 11) as u8).collect();
    let r = ModN::<c::Order, 4>::from_bytes_mod_order(&wide).to_bytes();
    assert_eq!(
        BigUint::from_bytes_le(&r),
        BigUint::from_bytes_le(&wide) % &n
    );
}

/// Scalars for the comb: random below `n`, and the edges of its folding
/// (`2^255 - 1`, `2^255`, `2^255 + 1`, `n - 1`, `n - 2`) and of its digits
/// (all digits 32, all -32, all 31, alternating).
fn comb_scalars(rng: &mut ChaCha20Rng, random: usize) -> Vec<BigUint> {
    let n = n();
    let one = BigUint::from(1u32);
    let mut out = std::vec![
        BigUint::from(0u32),
        one.clone(),
        BigUint::from(2u32),
        BigUint::from(32u32),
        BigUint::from(33u32),
        (&one << 255u32) - 1u32,
        &one << 255u32,
        (&one << 255u32) + 1u32,
        &n - 1u32,
        &n - 2u32,
        (&n - 1u32) >> 1u32,
    ];
    for digit in [32i64, -32, 31, -31, 1] {
        // sum_i digit 64^i over 42 digits (below 2^255), folded into [0, n).
        let mut k = BigInt::from(0);
        for _ in 0..42 {
            k = k * 64 + digit;
        }
        out.push(k.mod_floor(&BigInt::from(n.clone())).to_biguint().unwrap());
    }
    for _ in 0..random {
        out.push(random_scalar(rng) % &n);
    }
    out
}

#[test]
fn comb_matches_window() {
    let mut rng = ChaCha20Rng::seed_from_u64(64);
    let scalars = comb_scalars(&mut rng, 1000);
    for_each_backend!("curve13318_comb", |F| {
        #[cfg(x86_backends)]
        let avx2 = crate::backend::cpu::Avx2::detect().map(crate::lookup::avx2::Avx2Lookup::new);
        for k in &scalars {
            let want = c::mul_base_window::<F>(&le32(k));
            assert_eq!(
                c::mul_base::<F, _>(&le32(k), crate::lookup::ScalarLookup),
                want,
                "k = {k:x}"
            );
            #[cfg(x86_backends)]
            if let Some(l) = avx2 {
                assert_eq!(
                    c::mul_base::<F, _>(&le32(k), l),
                    want,
                    "avx2 scan, k = {k:x}"
                );
            }
        }
    });
    // And the model, for the edges.
    for k in comb_scalars(&mut rng, 0) {
        let want = model_xy(&model_mul(&k, &model_g()));
        assert_eq!(
            c::mul_base::<crate::field::fe51::Fe51, _>(&le32(&k), crate::lookup::ScalarLookup),
            want
        );
    }
}

/// The 49 additions of the project's PARI/GP vectors
/// (`tests/data/curve13318/`, self-generated: see its README), through the
/// complete addition, the mixed addition (with `Q` affine) and, for `P =
/// Q`, the doubling, on every backend; `O` is 64 zero bytes.
#[test]
fn pari_additions() {
    let text = include_str!("../../tests/data/curve13318/derived_pari_vectors.json");
    let json: serde_json::Value = serde_json::from_str(text).expect("json");
    let cases = json["add"].as_array().expect("add vectors");
    assert_eq!(cases.len(), 49);
    let xy = |v: &serde_json::Value| -> [u8; 64] {
        hex::decode(v.as_str().expect("hex"))
            .expect("hex")
            .try_into()
            .expect("64 bytes")
    };
    for_each_backend!("curve13318_pari_additions", |F| {
        let point = |b: &[u8; 64]| -> Option<AffinePoint<Curve13318On<F>>> {
            if *b == [0u8; 64] {
                return None;
            }
            let (x, y) = (b[..32].try_into().unwrap(), b[32..].try_into().unwrap());
            Some(c::decode_xy::<F>(x, y).expect("a point"))
        };
        let proj = |a: &Option<AffinePoint<Curve13318On<F>>>| {
            a.map_or(ProjectivePoint::IDENTITY, |a| a.to_projective())
        };
        let mut mixed = 0;
        for case in cases {
            let (p, q, sum) = (xy(&case["p"]), xy(&case["q"]), xy(&case["sum"]));
            let (pp, qq) = (point(&p), point(&q));
            assert_eq!(
                c::encode(&proj(&pp).add(&proj(&qq))),
                sum,
                "{p:02x?} + {q:02x?}"
            );
            if let Some(qa) = &qq {
                assert_eq!(c::encode(&proj(&pp).add_affine(qa)), sum, "mixed");
                mixed += 1;
            }
            if p == q {
                assert_eq!(c::encode(&proj(&pp).double()), sum, "double");
            }
        }
        std::println!("[curve13318_pari_additions] 49 additions, {mixed} mixed");
    });
}
