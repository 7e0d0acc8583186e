//! The proof of genericity (issue 11): the portable field [`Fp`], the
//! generic safegcd inversion and the scalar type [`ModN`] instantiated for
//! P-256's `p` and `n`, checked operation by operation against a
//! `num-bigint` model on edge values and 100,000 seeded random cases each;
//! and the same harness, with fewer cases, for the fields of P-192, P-224,
//! P-384, P-521 and 2^255 - 19 and the scalars of P-384, P-521 and Ed25519
//! (`N` = 3, 4, 6 and 9 words; encodings shorter than `8 N` bytes).

use super::*;
use crate::field::modn::ModN;
use crate::field::primes::{P256Base, P256Order};
use num_bigint::BigUint;
use num_traits::{One, Zero};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;
use std::{format, println, vec};

// ------------------------------------------------------------- the primes

fn pow2(k: u32) -> BigUint {
    BigUint::one() << k
}

fn hex(s: &str) -> BigUint {
    BigUint::parse_bytes(s.as_bytes(), 16).unwrap()
}

macro_rules! prime {
    ($name:ident, $n:literal, $bytes:literal, $hex:literal) => {
        #[derive(Clone, Copy, Debug)]
        struct $name;
        impl PrimeParams<$n> for $name {
            const P: [u64; $n] = words_from_be_hex($hex);
            type Bytes = [u8; $bytes];
        }
    };
}

prime!(
    P192Base,
    3,
    24,
    "fffffffffffffffffffffffffffffffeffffffffffffffff"
);
prime!(
    P224Base,
    4,
    28,
    "ffffffffffffffffffffffffffffffff000000000000000000000001"
);
prime!(
    P384Base,
    6,
    48,
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"
);
prime!(
    P521Base,
    9,
    66,
    "1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
);
prime!(
    P25519,
    4,
    32,
    "7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed"
);
prime!(
    P384Order,
    6,
    48,
    "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"
);
prime!(
    P521Order,
    9,
    66,
    "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"
);
prime!(
    Ed25519Order,
    4,
    32,
    "1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed"
);

/// The instantiations, by their defining formulas (or the published hex
/// for the group orders).
fn p256_p() -> BigUint {
    pow2(256) - pow2(224) + pow2(192) + pow2(96) - 1u32
}
fn p256_n() -> BigUint {
    hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
}

fn big<const N: usize>(w: &[u64; N]) -> BigUint {
    BigUint::from_slice(
        &w.iter()
            .flat_map(|x| [*x as u32, (*x >> 32) as u32])
            .collect::<Vec<_>>(),
    )
}

/// Miller–Rabin with the first 20 prime bases: the test moduli are prime
/// (a typo in a hex literal would almost surely not be).
fn is_probable_prime(n: &BigUint) -> bool {
    let one = BigUint::one();
    let n1 = n - &one;
    let s = n1.trailing_zeros().unwrap();
    let d = &n1 >> s;
    'bases: for a in [
        2u32, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
    ] {
        let mut x = BigUint::from(a).modpow(&d, n);
        if x == one || x == n1 {
            continue;
        }
        for _ in 1..s {
            x = &x * &x % n;
            if x == n1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

// ----------------------------------------------------------- the model

/// The element of `Fp<P, N>` with canonical value `x < p`.
fn elem<P: PrimeParams<N>, const N: usize>(x: &BigUint) -> Fp<P, N> {
    Option::from(Fp::<P, N>::from_canonical_bytes(&bytes_of::<P, N>(x))).unwrap()
}

/// `x < 2^(8 len)` as the encoding type of `P`.
fn bytes_of<P: PrimeParams<N>, const N: usize>(x: &BigUint) -> P::Bytes {
    let mut out = P::Bytes::ZERO;
    let v = x.to_bytes_le();
    out.as_mut()[..v.len()].copy_from_slice(&v);
    out
}

fn value<P: PrimeParams<N>, const N: usize>(x: &Fp<P, N>) -> BigUint {
    let b = x.to_bytes();
    BigUint::from_bytes_le(b.as_ref())
}

/// Edge integers below `2^(8 len)` for a modulus `m` of `len` bytes: 0, 1,
/// 2, `m - 2..=m + 2`, `2m - 1`, `2^bits - 1`, every byte at its maximum
/// (all limbs at their maximum), `2^(64 k) ± 1`, `m ± 2^k`, `(m ± 1) / 2`,
/// word patterns that stress carries (`0xffffffff00000000`,
/// `0x00000000ffffffff`, alternating bits), and `R mod m` and `R^2 mod m`.
fn edge_integers(m: &BigUint, len: usize, words: usize) -> Vec<BigUint> {
    let bits = m.bits() as u32;
    let top = pow2(8 * len as u32);
    let mut v = vec![
        BigUint::zero(),
        BigUint::one(),
        BigUint::from(2u32),
        m - 2u32,
        m - 1u32,
        m.clone(),
        m + 1u32,
        m + 2u32,
        (m << 1u32) - 1u32,
        (m - 1u32) >> 1u32,
        (m + 1u32) >> 1u32,
        pow2(bits) - 1u32,
        &top - 1u32,
        pow2(64 * words as u32) % m,
        pow2(128 * words as u32) % m,
    ];
    for k in 0..bits {
        v.push(pow2(k));
        v.push(m - pow2(k));
        v.push(m + pow2(k));
    }
    for k in 1..=words as u32 {
        v.push(pow2(64 * k) - 1u32);
        v.push(pow2(64 * k) + 1u32);
    }
    for pat in [
        0xffff_ffff_0000_0000u64,
        0x0000_0000_ffff_ffff,
        0x5555_5555_5555_5555,
        0xaaaa_aaaa_aaaa_aaaa,
        0x8000_0000_0000_0001,
    ] {
        v.push(big(&[pat; 9]));
    }
    v.into_iter().map(|x| x % &top).collect()
}

/// Random integers below `2^(8 len)`, mostly of the shapes that catch carry
/// bugs: uniform, uniform mod `m`, sparse, dense, and close to `m`, `0` and
/// the top.
fn random_integer(rng: &mut ChaCha20Rng, m: &BigUint, len: usize, i: usize) -> BigUint {
    let mut b = vec![0u8; len];
    rng.fill_bytes(&mut b);
    let x = BigUint::from_bytes_le(&b);
    let top = pow2(8 * len as u32);
    let small = BigUint::from(rng.next_u64() % 1024);
    match i % 8 {
        0 | 1 => x % m,
        2 => {
            b.iter_mut()
                .for_each(|y| *y &= rng.r#gen::<u8>() & rng.r#gen::<u8>());
            BigUint::from_bytes_le(&b)
        }
        3 => {
            b.iter_mut()
                .for_each(|y| *y |= rng.r#gen::<u8>() | rng.r#gen::<u8>());
            BigUint::from_bytes_le(&b) % &top
        }
        4 => (m + &top - &small) % &top,
        5 => (m + &small) % &top,
        6 => small,
        _ => x,
    }
}

/// Every [`Field`] operation on `a`, `b` (canonical integers `< p`) against
/// the model.
fn check_ops<P: PrimeParams<N>, const N: usize>(p: &BigUint, a: &BigUint, b: &BigUint) {
    let (x, y) = (elem::<P, N>(a), elem::<P, N>(b));
    let ctx = || format!("a = {a:x}, b = {b:x}");
    assert_eq!(value(&x), *a, "round trip {}", ctx());
    assert_eq!(value(&x.add(&y)), (a + b) % p, "add {}", ctx());
    assert_eq!(value(&x.sub(&y)), (a + p - b) % p, "sub {}", ctx());
    assert_eq!(value(&x.neg()), (p - a) % p, "neg {}", ctx());
    assert_eq!(value(&x.mul(&y)), (a * b) % p, "mul {}", ctx());
    assert_eq!(value(&x.square()), (a * a) % p, "square {}", ctx());
    let h = value(&x.half());
    assert!(h < *p, "half < p {}", ctx());
    assert_eq!((&h * 2u32) % p, *a, "half {}", ctx());
    let inv = value(&x.invert());
    if a.is_zero() {
        assert!(inv.is_zero(), "1/0 {}", ctx());
    } else {
        assert_eq!((a * &inv) % p, BigUint::one(), "invert {}", ctx());
    }
    assert!(inv < *p);
    assert_eq!(value(&Fp::select(&x, &y, Choice::from(0))), *a);
    assert_eq!(value(&Fp::select(&x, &y, Choice::from(1))), *b);
    assert_eq!(bool::from(x.ct_eq(&y)), a == b, "ct_eq {}", ctx());
    assert!(bool::from(x.ct_eq(&x)));
    assert_eq!(bool::from(x.is_zero()), a.is_zero());
    assert_eq!(bool::from(x.is_odd()), a.bit(0));
}

/// Decoding of any integer below `2^(8 len)`: accepted iff `< p`, and then
/// encoded back to the same bytes.
fn check_decode<P: PrimeParams<N>, const N: usize>(p: &BigUint, x: &BigUint) {
    let bytes = bytes_of::<P, N>(x);
    let d = Fp::<P, N>::from_canonical_bytes(&bytes);
    assert_eq!(bool::from(d.is_some()), x < p, "decode {x:x}");
    if x < p {
        let e = d.unwrap();
        assert_eq!(e.to_bytes().as_ref(), bytes.as_ref(), "encode {x:x}");
        assert_eq!(big(&e.to_canonical_words()), *x);
    }
}

/// The derived constants against the model.
fn check_constants<P: PrimeParams<N>, const N: usize>(p: &BigUint) {
    let m = &Fp::<P, N>::MONT;
    let r = pow2(64 * N as u32);
    assert_eq!(big(&P::P), *p, "P");
    assert!(is_probable_prime(p), "{p:x} is not prime");
    assert_eq!(m.bits as u64, p.bits());
    assert_eq!(size_of::<P::Bytes>(), p.bits().div_ceil(8) as usize);
    assert_eq!(
        (BigUint::from(m.p_inv) * p + 1u32) % pow2(64),
        BigUint::zero()
    );
    assert_eq!(big(&m.r), &r % p);
    assert_eq!(big(&m.r2), (&r * &r) % p);
    assert_eq!(big(&m.r3), (&r * &r * &r) % p);
    assert_eq!(value(&Fp::<P, N>::ONE), BigUint::one());
    assert_eq!(value(&Fp::<P, N>::ZERO), BigUint::zero());
}

/// The whole field harness: constants, edge values (every pair of reduced
/// edges; decoding of every edge, reduced or not), then `cases` random
/// cases. Returns the number of operation checks.
fn check_field<P: PrimeParams<N>, const N: usize>(p: &BigUint, cases: usize, seed: u64) -> usize {
    check_constants::<P, N>(p);
    let len = size_of::<P::Bytes>();
    let edges = edge_integers(p, len, N);
    for x in &edges {
        check_decode::<P, N>(p, x);
    }
    let reduced: Vec<BigUint> = edges.iter().map(|x| x % p).collect();
    // All pairs of a subset (the full square is large for 521 bits).
    let picked: Vec<&BigUint> = reduced.iter().step_by(1 + reduced.len() / 60).collect();
    for a in &picked {
        for b in &picked {
            check_ops::<P, N>(p, a, b);
        }
    }
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    for i in 0..cases {
        let a = random_integer(&mut rng, p, len, i);
        let b = random_integer(&mut rng, p, len, i / 8 + 3);
        check_decode::<P, N>(p, &a);
        check_ops::<P, N>(p, &(&a % p), &(&b % p));
    }
    picked.len() * picked.len() + cases
}

// ------------------------------------------------------------- fields

#[test]
fn p256_field_vs_bigint() {
    let p = p256_p();
    assert_eq!(
        P256Base::P,
        [u64::MAX, 0xffff_ffff, 0, 0xffff_ffff_0000_0001]
    );
    let n = check_field::<P256Base, 4>(&p, 100_000, 0xf9_256);
    println!("P-256 p: {n} cases");
}

/// Named regression inputs for the carry paths of P-256: the add whose sum
/// overflows 2^256 (`(p - 1) + (p - 1)`), the sub that borrows on every
/// word (`0 - 1`), and the product of the largest elements.
#[test]
fn p256_carry_paths() {
    let p = p256_p();
    let big1 = &p - 1u32;
    check_ops::<P256Base, 4>(&p, &big1, &big1);
    check_ops::<P256Base, 4>(&p, &BigUint::zero(), &BigUint::one());
    check_ops::<P256Base, 4>(&p, &(&p - 2u32), &big1);
    // 2^256 - 1 and p are not canonical; p - 1 is.
    check_decode::<P256Base, 4>(&p, &(pow2(256) - 1u32));
    check_decode::<P256Base, 4>(&p, &p);
    check_decode::<P256Base, 4>(&p, &(&p - 1u32));
}

#[test]
fn other_fields_vs_bigint() {
    let cases = 10_000;
    check_field::<P192Base, 3>(&(pow2(192) - pow2(64) - 1u32), cases, 0xf9_192);
    check_field::<P224Base, 4>(&(pow2(224) - pow2(96) + 1u32), cases, 0xf9_224);
    check_field::<P25519, 4>(&(pow2(255) - 19u32), cases, 0xf9_255);
    check_field::<P384Base, 6>(
        &(pow2(384) - pow2(128) - pow2(96) + pow2(32) - 1u32),
        cases,
        0xf9_384,
    );
    check_field::<P521Base, 9>(&(pow2(521) - 1u32), cases, 0xf9_521);
}

/// `Fp` for 2^255 - 19 agrees with the radix-2^51 backend (the same field
/// by two independent implementations).
#[test]
fn p25519_matches_fe51() {
    use crate::field::Field25519;
    use crate::field::fe51::Fe51;
    let mut rng = ChaCha20Rng::seed_from_u64(0xf9_2551);
    let p = pow2(255) - 19u32;
    for i in 0..5000 {
        let a = random_integer(&mut rng, &p, 32, i) % &p;
        let b = random_integer(&mut rng, &p, 32, i + 1) % &p;
        let (x, y) = (elem::<P25519, 4>(&a), elem::<P25519, 4>(&b));
        let (u, v) = (
            Fe51::from_bytes(&x.to_bytes()),
            Fe51::from_bytes(&y.to_bytes()),
        );
        assert_eq!(x.mul(&y).to_bytes(), u.mul(&v).to_bytes());
        assert_eq!(x.sub(&y).to_bytes(), u.sub(&v).to_bytes());
        assert_eq!(x.invert().to_bytes(), u.invert().to_bytes());
    }
}

// ------------------------------------------------------------- scalars

/// The scalar harness: decoding, `from_bytes_mod_order` on byte strings of
/// every length up to `4 len + 3`, and the ring operations and inversion
/// on `cases` random pairs.
fn check_scalars<Q: PrimeParams<N>, const N: usize>(n: &BigUint, cases: usize, seed: u64) -> usize {
    check_constants::<Q, N>(n);
    let len = size_of::<Q::Bytes>();
    let scalar = |x: &BigUint| -> ModN<Q, N> {
        Option::from(ModN::<Q, N>::from_canonical_bytes(&bytes_of::<Q, N>(x))).unwrap()
    };
    let val = |s: &ModN<Q, N>| BigUint::from_bytes_le(s.to_bytes().as_ref());
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    // Canonical decoding: accept iff < n.
    let edges = edge_integers(n, len, N);
    for x in &edges {
        let d = ModN::<Q, N>::from_canonical_bytes(&bytes_of::<Q, N>(x));
        assert_eq!(bool::from(d.is_some()), x < n, "decode {x:x}");
        if x < n {
            assert_eq!(val(&d.unwrap()), *x);
            assert_eq!(big(&d.unwrap().to_words()), *x);
        }
    }
    // Reduction of byte strings of every length, random and all-0xff.
    let mut checks = 0;
    for l in 0..=4 * len + 3 {
        for k in 0..20 {
            let mut b = vec![0u8; l];
            match k {
                0 => b.fill(0xff),
                1 => {}
                _ => rng.fill_bytes(&mut b),
            }
            let s = ModN::<Q, N>::from_bytes_mod_order(&b);
            assert_eq!(val(&s), BigUint::from_bytes_le(&b) % n, "length {l}");
            checks += 1;
        }
    }
    // Multiples of n and their neighbours, as 64-byte strings (the EdDSA
    // hash width) and as 2 len + 1 bytes.
    for k in [1u32, 2, 3, 255, 65535] {
        for d in [-1i32, 0, 1] {
            let x = n * k;
            let x = if d < 0 { x - 1u32 } else { x + d as u32 };
            for width in [64, 2 * len + 1] {
                let mut b = x.to_bytes_le();
                if b.len() > width {
                    continue;
                }
                b.resize(width, 0);
                let s = ModN::<Q, N>::from_bytes_mod_order(&b);
                assert_eq!(val(&s), &x % n);
                checks += 1;
            }
        }
    }
    // The operations.
    let reduced: Vec<BigUint> = edges.iter().map(|x| x % n).collect();
    let picked: Vec<&BigUint> = reduced.iter().step_by(1 + reduced.len() / 40).collect();
    let mut pairs: Vec<(BigUint, BigUint)> = Vec::new();
    for a in &picked {
        for b in &picked {
            pairs.push(((*a).clone(), (*b).clone()));
        }
    }
    for i in 0..cases {
        let a = random_integer(&mut rng, n, len, i) % n;
        let b = random_integer(&mut rng, n, len, i / 8 + 5) % n;
        pairs.push((a, b));
    }
    for (a, b) in &pairs {
        let (x, y) = (scalar(a), scalar(b));
        assert_eq!(val(&x.add(&y)), (a + b) % n);
        assert_eq!(val(&x.sub(&y)), (a + n - b) % n);
        assert_eq!(val(&x.neg()), (n - a) % n);
        assert_eq!(val(&x.mul(&y)), (a * b) % n);
        assert_eq!(val(&x.square()), (a * a) % n);
        let inv = val(&x.invert());
        if a.is_zero() {
            assert!(inv.is_zero());
        } else {
            assert_eq!((a * &inv) % n, BigUint::one());
        }
        assert_eq!(bool::from(x.ct_eq(&y)), a == b);
        assert_eq!(bool::from(x.is_zero()), a.is_zero());
        let s = ModN::conditional_select(&x, &y, Choice::from(1));
        assert_eq!(val(&s), *b);
        checks += 1;
    }
    assert_eq!(val(&ModN::<Q, N>::ONE), BigUint::one());
    assert_eq!(val(&ModN::<Q, N>::ZERO), BigUint::zero());
    checks
}

#[test]
fn p256_scalars_vs_bigint() {
    let n = p256_n();
    let c = check_scalars::<P256Order, 4>(&n, 100_000, 0x5c_256);
    println!("P-256 n: {c} cases");
}

#[test]
fn other_scalars_vs_bigint() {
    let l = pow2(252)
        + "27742317777372353535851937790883648493"
            .parse::<BigUint>()
            .unwrap();
    check_scalars::<Ed25519Order, 4>(&l, 10_000, 0x5c_255);
    check_scalars::<P384Order, 6>(
        &hex(
            "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
        ),
        10_000,
        0x5c_384,
    );
    check_scalars::<P521Order, 9>(
        &hex(
            "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409",
        ),
        10_000,
        0x5c_521,
    );
}

#[test]
fn words_from_be_hex_parses() {
    assert_eq!(words_from_be_hex::<2>("1"), [1, 0]);
    assert_eq!(
        words_from_be_hex::<2>("0123456789abcdefFEDCBA9876543210"),
        [0xfedc_ba98_7654_3210, 0x0123_4567_89ab_cdef]
    );
    assert_eq!(big(&P256Order::P), p256_n());
}
