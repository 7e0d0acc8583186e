//! Scalars mod `l` against a `num-bigint` model: recomputed constants, edge
//! values, seeded random cases for every operation.

use super::*;
use num_bigint::BigUint;
use num_traits::{One, Zero};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// Random cases per operation.
const RANDOM_CASES: usize = 100_000;

fn l() -> BigUint {
    (BigUint::one() << 252u32) + 27742317777372353535851937790883648493u128
}

fn big_words(w: &[u64]) -> BigUint {
    w.iter()
        .rev()
        .fold(BigUint::zero(), |acc, &x| (acc << 64u32) + x)
}

fn to_big(s: &Scalar) -> BigUint {
    BigUint::from_bytes_le(&s.to_bytes())
}

fn bytes32(x: &BigUint) -> [u8; 32] {
    let b = x.to_bytes_le();
    assert!(b.len() <= 32);
    let mut out = [0u8; 32];
    out[..b.len()].copy_from_slice(&b);
    out
}

fn bytes64(x: &BigUint) -> [u8; 64] {
    let b = x.to_bytes_le();
    assert!(b.len() <= 64);
    let mut out = [0u8; 64];
    out[..b.len()].copy_from_slice(&b);
    out
}

/// A scalar built through the (separately tested) canonical decoder.
fn scalar(x: &BigUint) -> Scalar {
    assert!(x < &l());
    Option::from(Scalar::from_canonical_bytes(&bytes32(x))).expect("canonical")
}

fn pow2(k: u32) -> BigUint {
    BigUint::one() << k
}

/// Integers `< 2^512` that stress the reduction.
fn wide_edge_values() -> Vec<BigUint> {
    let l = l();
    let mut v = std::vec![
        BigUint::zero(),
        BigUint::one(),
        &l - 1u32,
        l.clone(),
        &l + 1u32,
        (&l << 1u32) - 1u32,
        &l << 1u32,
        (&l << 1u32) + 1u32,
        &l * 3u32,
        &l * 15u32,
        &l * 15u32 - 1u32,
        pow2(252),
        pow2(252) - 1u32,
        pow2(253),
        pow2(253) - 1u32,
        pow2(255),
        pow2(255) + 19u32,
        pow2(256) - 1u32,
        pow2(256),
        pow2(256) + 1u32,
        pow2(320) - 1u32,
        pow2(448) - 1u32,
        pow2(511),
        pow2(512) - 1u32,
        &l * &l,
        &l * &l - 1u32,
        &l * &l + &l - 1u32,
        (&l - 1u32) * (&l - 1u32) + &l - 1u32,
    ];
    // The largest multiples of l below 2^512, and their neighbours.
    let q = (pow2(512) - 1u32) / &l;
    for d in 0u32..4 {
        let m = (&q - d) * &l;
        v.push(m.clone());
        v.push(&m - 1u32);
        v.push(&m + &l - 1u32);
    }
    // Values whose 64-bit words are all at their maximum or zero.
    for mask in 1u32..256 {
        let mut x = BigUint::zero();
        for i in 0..8 {
            if mask >> i & 1 == 1 {
                x += (pow2(64) - 1u32) << (64 * i);
            }
        }
        v.push(x);
    }
    v.retain(|x| x < &pow2(512));
    v
}

/// Scalars that stress the operations.
fn edge_scalars() -> Vec<BigUint> {
    let l = l();
    std::vec![
        BigUint::zero(),
        BigUint::one(),
        BigUint::from(2u32),
        &l - 1u32,
        &l - 2u32,
        pow2(252),
        pow2(252) - 1u32,
        pow2(252) + 1u32,
        &l >> 1u32,
        (&l >> 1u32) + 1u32,
        pow2(64) - 1u32,
        pow2(128) - 1u32,
        pow2(128),
        pow2(192) - 1u32,
        pow2(250) * 3u32,
    ]
}

/// A random scalar: mostly uniform, sometimes an edge value.
fn random_scalar(rng: &mut ChaCha20Rng, edges: &[BigUint]) -> BigUint {
    if rng.gen_ratio(1, 16) {
        edges[rng.gen_range(0..edges.len())].clone()
    } else {
        let mut b = [0u8; 64];
        rng.fill_bytes(&mut b);
        BigUint::from_bytes_le(&b) % l()
    }
}

#[test]
fn constants_recomputed() {
    let l = l();
    assert_eq!(big_words(&L), l, "L");
    assert_eq!(big_words(&BARRETT_M), pow2(512) / &l, "BARRETT_M");
    assert_eq!(to_big(&Scalar::ZERO), BigUint::zero());
    assert_eq!(to_big(&Scalar::ONE), BigUint::one());
    assert_eq!(to_big(&Scalar::default()), BigUint::zero());
}

#[test]
fn from_bytes_mod_order_wide_edges() {
    let l = l();
    for x in wide_edge_values() {
        let s = Scalar::from_bytes_mod_order_wide(&bytes64(&x));
        assert_eq!(to_big(&s), &x % &l, "wide {x:x}");
        if x < pow2(256) {
            let s = Scalar::from_bytes_mod_order(&bytes32(&x));
            assert_eq!(to_big(&s), &x % &l, "32-byte {x:x}");
        }
    }
}

#[test]
fn from_bytes_mod_order_random() {
    let l = l();
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0001);
    for i in 0..RANDOM_CASES {
        let mut b = [0u8; 64];
        rng.fill_bytes(&mut b);
        // Bias some cases to short inputs and to all-ones high words.
        match i % 4 {
            1 => b[32..].fill(0),
            2 => b[48..].fill(0xff),
            _ => {}
        }
        let x = BigUint::from_bytes_le(&b);
        let s = Scalar::from_bytes_mod_order_wide(&b);
        assert_eq!(to_big(&s), &x % &l, "wide {b:02x?}");
        let b32: [u8; 32] = b[..32].try_into().unwrap();
        let s = Scalar::from_bytes_mod_order(&b32);
        assert_eq!(to_big(&s), BigUint::from_bytes_le(&b32) % &l, "32");
    }
}

fn check_canonical(x: &BigUint) {
    let b = bytes32(x);
    let r = Scalar::from_canonical_bytes(&b);
    if x < &l() {
        assert!(bool::from(r.is_some()), "rejected canonical {x:x}");
        assert_eq!(to_big(&r.unwrap()), *x);
        assert_eq!(r.unwrap().to_bytes(), b, "to_bytes round trip");
    } else {
        assert!(bool::from(r.is_none()), "accepted non-canonical {x:x}");
    }
}

#[test]
fn from_canonical_bytes_boundary() {
    let l = l();
    for x in [
        BigUint::zero(),
        BigUint::one(),
        &l - 1u32,
        l.clone(),
        &l + 1u32,
        pow2(253),
        pow2(255),
        pow2(255) + 1u32,
        pow2(255) + &l - 1u32,
        pow2(256) - 1u32,
        &l * 15u32,
        pow2(252) - 1u32,
        pow2(252),
    ] {
        check_canonical(&x);
    }
    // Every value that differs from l - 1 or l in one word or one bit.
    for base in [&l - 1u32, l.clone()] {
        for bit in 0..256 {
            check_canonical(&(&base ^ pow2(bit)));
        }
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0002);
    for i in 0..RANDOM_CASES {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        match i % 4 {
            // Below l (top nibble clear, most are < l).
            0 => b[31] &= 0x0f,
            // Near l: the top 16 bytes of l with random low bytes.
            1 => b[16..].copy_from_slice(&bytes32(&l)[16..]),
            // 2^255 + x.
            2 => b[31] |= 0x80,
            _ => {}
        }
        check_canonical(&BigUint::from_bytes_le(&b));
    }
}

fn check_ops(x: &BigUint, y: &BigUint, z: &BigUint) {
    let l = l();
    let (a, b, c) = (scalar(x), scalar(y), scalar(z));
    assert_eq!(to_big(&a.add(&b)), (x + y) % &l, "add {x:x} {y:x}");
    assert_eq!(to_big(&a.sub(&b)), (x + &l - y) % &l, "sub {x:x} {y:x}");
    assert_eq!(to_big(&a.neg()), (&l - x) % &l, "neg {x:x}");
    assert_eq!(to_big(&a.mul(&b)), (x * y) % &l, "mul {x:x} {y:x}");
    assert_eq!(
        to_big(&Scalar::mul_add(&a, &b, &c)),
        (x * y + z) % &l,
        "mul_add {x:x} {y:x} {z:x}"
    );
    assert_eq!(bool::from(a.ct_eq(&b)), x == y, "ct_eq");
    assert!(bool::from(a.ct_eq(&a)), "ct_eq self");
    assert_eq!(
        to_big(&Scalar::conditional_select(&a, &b, Choice::from(0))),
        *x
    );
    assert_eq!(
        to_big(&Scalar::conditional_select(&a, &b, Choice::from(1))),
        *y
    );
}

#[test]
fn operations_edge_values() {
    let e = edge_scalars();
    for x in &e {
        for y in &e {
            for z in [&e[0], &e[3], x] {
                check_ops(x, y, z);
            }
        }
    }
}

#[test]
fn operations_random() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0003);
    let e = edge_scalars();
    for _ in 0..RANDOM_CASES {
        let x = random_scalar(&mut rng, &e);
        let y = random_scalar(&mut rng, &e);
        let z = random_scalar(&mut rng, &e);
        check_ops(&x, &y, &z);
    }
}

#[test]
fn zeroize_and_debug() {
    let mut s = scalar(&(l() - 1u32));
    assert_eq!(std::format!("{s:?}"), "Scalar([redacted])");
    s.zeroize();
    assert_eq!(s.0, [0; 4]);
}
