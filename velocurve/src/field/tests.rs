//! One test driver for every GF(2^255-19) backend: edge values, seeded
//! random cases against a `num-bigint` model, and long mixed chains that
//! push limbs to their bounds.
//!
//! Each `#[test]` runs the generic driver on every backend the CPU supports
//! and prints which ran and which were skipped.

use super::{Field, Field25519};
use num_bigint::BigUint;
use num_traits::{One, Zero};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// The one test driver of the four `mulx` fields (`mulx_field_tests!`).
#[cfg(x86_backends)]
pub(super) mod mulx;

/// Long dependent chains mixing every operation (2,000 steps from each
/// start) on two implementations of one prime field, `X` and `U`, from the
/// same starting pairs: `same` compares them after every step, so any drift
/// would propagate and show. Shared by the `mulx` fields' tests (against
/// the portable field).
#[cfg(x86_backends)]
pub(super) fn chains_agree<X: Field, U: Field>(
    starts: impl IntoIterator<Item = ((X, X), (U, U))>,
    same: impl Fn(&X, &U) -> bool,
) {
    for ((mut x, mut y), (mut u, mut v)) in starts {
        for j in 0..2_000 {
            match j % 5 {
                0 => (x, u) = (x.mul(&y), u.mul(&v)),
                1 => (y, v) = (x.square().add(&y), u.square().add(&v)),
                2 => (x, u) = (x.sub(&y).neg(), u.sub(&v).neg()),
                3 => (y, v) = (y.pow2k(3).mul(&x), v.pow2k(3).mul(&u)),
                _ => (x, u) = (x.add(&x).add(&y), u.add(&u).add(&v)),
            }
            assert!(same(&x, &u) && same(&y, &v), "step {j}");
        }
        assert!(same(&x.invert(), &u.invert()));
    }
}

/// Random cases per operation per backend.
const RANDOM_CASES: usize = 100_000;

fn p() -> BigUint {
    (BigUint::one() << 255u32) - 19u32
}

fn to_big(b: &[u8; 32]) -> BigUint {
    BigUint::from_bytes_le(b)
}

fn from_big(x: &BigUint) -> [u8; 32] {
    let mut out = [0u8; 32];
    let v = (x % p()).to_bytes_le();
    out[..v.len()].copy_from_slice(&v);
    out
}

/// The model value of decoding `b`: bit 255 ignored, reduced mod p.
fn decode_model(b: &[u8; 32]) -> BigUint {
    let mut c = *b;
    c[31] &= 0x7f;
    to_big(&c) % p()
}

/// Integers `< 2^256` that stress reduction, as 32-byte little-endian.
fn edge_values() -> Vec<[u8; 32]> {
    let p = p();
    let two256 = BigUint::one() << 256u32;
    let mut v: Vec<BigUint> = std::vec![
        BigUint::zero(),
        BigUint::one(),
        BigUint::from(2u32),
        BigUint::from(19u32),
        &p - 1u32,
        p.clone(),
        &p + 1u32,
        &p + 18u32,
        (&p << 1u32) - 1u32,
        &p << 1u32,
        (&p << 1u32) + 1u32,
        (BigUint::one() << 255u32) - 1u32,
        BigUint::one() << 255u32,
        (BigUint::one() << 255u32) + 19u32,
        &two256 - 1u32,
        &two256 - 38u32,
        &two256 - 39u32,
        BigUint::one() << 51u32,
        (BigUint::one() << 51u32) - 1u32,
        BigUint::one() << 64u32,
        (BigUint::one() << 64u32) - 1u32,
        (BigUint::one() << 128u32) - 1u32,
        (BigUint::one() << 192u32) - 1u32,
        BigUint::one() << 254u32,
    ];
    // 51-bit and 64-bit limbs all at their maximum
    let mut all51 = BigUint::zero();
    for i in 0..5 {
        all51 += ((BigUint::one() << 51u32) - 1u32) << (51 * i);
    }
    v.push(all51);
    v.iter()
        .map(|x| {
            let mut out = [0u8; 32];
            let b = x.to_bytes_le();
            out[..b.len()].copy_from_slice(&b);
            out
        })
        .collect()
}

use crate::test_support::for_each_backend;

/// A value that the decoder accepts: any 256-bit string, with bit 255
/// sometimes set.
fn random_bytes(rng: &mut ChaCha20Rng) -> [u8; 32] {
    let mut b = [0u8; 32];
    rng.fill_bytes(&mut b);
    // One case in eight: a value in [p, 2^255) or near it (non-canonical).
    if rng.gen_ratio(1, 8) {
        b[1..31].fill(0xff);
        b[0] |= 0xe0;
    }
    b
}

/// Builds elements from bytes both ways: `from_bytes` (ignores bit 255) and
/// `from_u64x4` (full 256-bit value).
fn check_decode_encode<F: Field25519>(b: &[u8; 32]) {
    let x = F::from_bytes(b);
    assert_eq!(
        to_big(&x.to_bytes()),
        decode_model(b),
        "from_bytes/to_bytes {b:02x?}"
    );
    let mut w = [0u64; 4];
    for (i, wi) in w.iter_mut().enumerate() {
        *wi = u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap());
    }
    let y = F::from_u64x4(&w);
    assert_eq!(
        to_big(&y.to_bytes()),
        to_big(b) % p(),
        "from_u64x4 {b:02x?}"
    );
    // The canonical decoding of the `Field` contract: exactly the integers
    // `< p`, bit 255 included in the comparison.
    let c = F::from_canonical_bytes(b);
    assert_eq!(
        bool::from(c.is_some()),
        to_big(b) < p(),
        "from_canonical_bytes {b:02x?}"
    );
    if bool::from(c.is_some()) {
        assert_eq!(
            c.unwrap().to_bytes(),
            *b,
            "from_canonical_bytes value {b:02x?}"
        );
    }
}

fn check_ops<F: Field25519>(a: &[u8; 32], b: &[u8; 32]) {
    let p = p();
    let (x, y) = (F::from_bytes(a), F::from_bytes(b));
    let (mx, my) = (decode_model(a), decode_model(b));
    let enc = |v: &BigUint| from_big(v);
    assert_eq!(x.add(&y).to_bytes(), enc(&(&mx + &my)), "add");
    assert_eq!(x.sub(&y).to_bytes(), enc(&(&mx + &p - &my)), "sub");
    assert_eq!(x.neg().to_bytes(), enc(&(&p - &mx)), "neg");
    assert_eq!(x.mul(&y).to_bytes(), enc(&(&mx * &my)), "mul");
    assert_eq!(x.square().to_bytes(), enc(&(&mx * &mx)), "square");
    assert_eq!(x.square2().to_bytes(), enc(&(&mx * &mx * 2u32)), "square2");
    let inv2 = (&p + 1u32) / 2u32;
    assert_eq!(x.half().to_bytes(), enc(&(&mx * inv2)), "half");
    let c = u32::from_le_bytes(b[..4].try_into().unwrap());
    assert_eq!(x.mul_small(c).to_bytes(), enc(&(&mx * c)), "mul_small");
    assert_eq!(
        x.mul_small(121665).to_bytes(),
        enc(&(&mx * 121665u32)),
        "mul_small a24"
    );
    let k = 1 + (b[5] as u32 % 12);
    assert_eq!(
        x.pow2k(k).to_bytes(),
        enc(&mx.modpow(&(BigUint::one() << k), &p)),
        "pow2k {k}"
    );
    use subtle::Choice;
    assert_eq!(
        F::select(&x, &y, Choice::from(0)).to_bytes(),
        enc(&mx),
        "select 0"
    );
    assert_eq!(
        F::select(&x, &y, Choice::from(1)).to_bytes(),
        enc(&my),
        "select 1"
    );
    let (mut s, mut t) = (x, y);
    F::cswap(&mut s, &mut t, Choice::from(1));
    assert_eq!(
        (s.to_bytes(), t.to_bytes()),
        (enc(&my), enc(&mx)),
        "cswap 1"
    );
    F::cswap(&mut s, &mut t, Choice::from(0));
    assert_eq!(
        (s.to_bytes(), t.to_bytes()),
        (enc(&my), enc(&mx)),
        "cswap 0"
    );
    assert_eq!(bool::from(x.ct_eq(&y)), mx == my, "ct_eq");
    assert_eq!(bool::from(x.is_zero()), mx.is_zero(), "is_zero");
}

fn check_invert<F: Field25519>(a: &[u8; 32]) {
    let p = p();
    let x = F::from_bytes(a);
    let mx = decode_model(a);
    let expect = if mx.is_zero() {
        BigUint::zero()
    } else {
        mx.modpow(&(&p - 2u32), &p)
    };
    assert_eq!(to_big(&x.invert().to_bytes()), expect, "invert {a:02x?}");
}

#[test]
fn edge_values_all_backends() {
    let edges = edge_values();
    for_each_backend!("edge_values", |F| {
        for a in &edges {
            check_decode_encode::<F>(a);
            check_invert::<F>(a);
            assert_eq!(
                to_big(&F::from_bytes(a).invert_fermat().to_bytes()),
                to_big(&F::from_bytes(a).invert().to_bytes()),
                "fermat vs safegcd"
            );
            // The generic exponentiation against the model: x^(p-2), and
            // x^e for an exponent taken from the value itself.
            let x = F::from_bytes(a);
            let p_minus_2 = [u64::MAX - 20, u64::MAX, u64::MAX, u64::MAX >> 1];
            assert_eq!(
                x.pow_public(&p_minus_2).to_bytes(),
                x.invert_fermat().to_bytes()
            );
            let e: Vec<u64> = (0..4)
                .map(|i| u64::from_le_bytes(a[8 * i..8 * i + 8].try_into().unwrap()))
                .collect();
            assert_eq!(
                to_big(&x.pow_public(&e).to_bytes()),
                decode_model(a).modpow(&to_big(a), &p()),
                "pow_public"
            );
            for b in &edges {
                check_ops::<F>(a, b);
            }
        }
    });
}

#[test]
fn random_ops_vs_bigint_all_backends() {
    for_each_backend!("random_ops", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(0x7e1c_0c0e_0001);
        for _ in 0..RANDOM_CASES {
            let a = random_bytes(&mut rng);
            let b = random_bytes(&mut rng);
            check_decode_encode::<F>(&a);
            check_ops::<F>(&a, &b);
        }
    });
}

#[test]
fn random_invert_vs_bigint_all_backends() {
    for_each_backend!("random_invert", |F| {
        let mut rng = ChaCha20Rng::seed_from_u64(0x7e1c_0c0e_0002);
        for i in 0..RANDOM_CASES {
            let a = random_bytes(&mut rng);
            check_invert::<F>(&a);
            if i % 100 == 0 {
                let x = F::from_bytes(&a);
                assert_eq!(x.invert().to_bytes(), x.invert_fermat().to_bytes());
            }
        }
    });
}

#[test]
fn sqrt_ratio_all_backends() {
    // RFC 9496 appendix A.4 semantics, checked against the model on random
    // inputs: r^2 * v == u (square) or r^2 * v == i*u (non-square), r even.
    for_each_backend!("sqrt_ratio", |F| {
        let p = p();
        let i = to_big(&F::from_u64x4(&super::SQRT_M1).to_bytes());
        assert_eq!((&i * &i) % &p, &p - 1u32, "SQRT_M1^2 = -1");
        let mut rng = ChaCha20Rng::seed_from_u64(0x7e1c_0c0e_0003);
        for n in 0..20_000 {
            let mut a = random_bytes(&mut rng);
            let mut b = random_bytes(&mut rng);
            if n == 0 {
                a = [0; 32];
            }
            if n == 1 {
                b = [0; 32];
            }
            let (u, v) = (F::from_bytes(&a), F::from_bytes(&b));
            let (mu, mv) = (decode_model(&a), decode_model(&b));
            let (was_square, r) = F::sqrt_ratio_i(&u, &v);
            let mr = to_big(&r.to_bytes());
            assert!(!mr.bit(0), "root must be non-negative");
            let lhs = (&mr * &mr * &mv) % &p;
            if mu.is_zero() {
                assert!(bool::from(was_square) && mr.is_zero());
            } else if mv.is_zero() {
                assert!(!bool::from(was_square) && mr.is_zero());
            } else if bool::from(was_square) {
                assert_eq!(lhs, mu);
            } else {
                assert_eq!(lhs, (&mu * &i) % &p);
            }
            // Euler's criterion decides squareness.
            if !mu.is_zero() && !mv.is_zero() {
                let q = (&mu * mv.modpow(&(&p - 2u32), &p)) % &p;
                let legendre = q.modpow(&((&p - 1u32) >> 1u32), &p);
                assert_eq!(bool::from(was_square), legendre.is_one());
            }
        }
    });
}

#[test]
fn long_mixed_chains_all_backends() {
    // Long dependent chains of every operation: limbs stay at whatever bound
    // the previous operation left, so a bound violated anywhere propagates.
    for_each_backend!("mixed_chains", |F| {
        let p = p();
        let mut rng = ChaCha20Rng::seed_from_u64(0x7e1c_0c0e_0004);
        for _ in 0..200 {
            let a = random_bytes(&mut rng);
            let b = random_bytes(&mut rng);
            let (mut x, mut y) = (F::from_bytes(&a), F::from_bytes(&b));
            let (mut mx, mut my) = (decode_model(&a), decode_model(&b));
            for _ in 0..500 {
                match rng.gen_range(0..9) {
                    0 => {
                        x = x.add(&y);
                        mx = (&mx + &my) % &p;
                    }
                    1 => {
                        x = x.sub(&y);
                        mx = (&mx + &p - &my) % &p;
                    }
                    2 => {
                        x = x.mul(&y);
                        mx = (&mx * &my) % &p;
                    }
                    3 => {
                        x = x.square();
                        mx = (&mx * &mx) % &p;
                    }
                    4 => {
                        x = x.neg();
                        mx = (&p - &mx) % &p;
                    }
                    5 => {
                        x = x.mul_small(121665);
                        mx = (&mx * 121665u32) % &p;
                    }
                    6 => {
                        x = x.add(&x);
                        mx = (&mx + &mx) % &p;
                    }
                    7 => {
                        core::mem::swap(&mut x, &mut y);
                        core::mem::swap(&mut mx, &mut my);
                    }
                    _ => {
                        x = x.square2();
                        mx = (&mx * &mx * 2u32) % &p;
                    }
                }
            }
            assert_eq!(to_big(&x.to_bytes()), mx);
            assert_eq!(to_big(&y.to_bytes()), my);
        }
    });
}

/// Regression-style check: the largest limb patterns each backend can
/// produce from `add` chains (`x + x + … `) still multiply correctly.
#[test]
fn add_chains_then_mul_all_backends() {
    for_each_backend!("add_chains", |F| {
        let p = p();
        let m = (BigUint::one() << 255u32) - 1u32; // all ones below bit 255
        let mut bytes = [0xffu8; 32];
        bytes[31] = 0x7f;
        let mut x = F::from_bytes(&bytes);
        let mut mx = &m % &p;
        for _ in 0..64 {
            x = x.add(&x);
            mx = (&mx + &mx) % &p;
            let y = x.mul(&x);
            assert_eq!(to_big(&y.to_bytes()), (&mx * &mx) % &p);
            let z = x.sub(&F::from_bytes(&bytes)).mul(&x);
            assert_eq!(to_big(&z.to_bytes()), ((&mx + &p - &m % &p) * &mx) % &p);
        }
    });
}
