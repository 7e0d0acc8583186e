//! The edge secrets of the variable-base window's proof (`docs/NIST.md`,
//! "Why the window never doubles by accident") and of the comb, through
//! the public API on every backend this CPU has, against OpenSSL's
//! `EC_POINT_mul` (through the `openssl` crate), for P-192 … P-521 and
//! secp256k1: the shared secret with `G` and with a random public point,
//! and the public key. The secrets: `1 ..= 64`; `n - 1`, `n - 2` and `(n
//! ± 1) / 2`; `n - 2j` for `j <= 32` (the last addition's accumulator at
//! `n - j`: the one doubling the proof allows on P-521 and secp256k1); `n
//! minus d 32^i` for every table digit `d` and digit position `i`; `n
//! minus 2^i` for every bit; `2^(b-1)` and its neighbours (the comb's
//! fold); tops equal to each table entry, and their negatives; 16 random
//! ones.

use num_bigint::BigUint;
use openssl::bn::{BigNum, BigNumContext};
use openssl::ec::{EcGroup, EcPoint, PointConversionForm};
use openssl::nid::Nid;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use velocurve::backend::Backend;
use velocurve::ecdh::{self, Curve, PublicKey, SecretKey};

/// The secrets of the module documentation for an order `n`.
fn secrets(n: &BigUint, rng: &mut ChaCha20Rng) -> Vec<BigUint> {
    let one = BigUint::from(1u8);
    let bits = n.bits() as usize;
    let digits = (bits + 2).div_ceil(5);
    let mut v: Vec<BigUint> = (1u32..=64).map(BigUint::from).collect();
    v.extend([n - 1u8, n - 2u8, (n - 1u8) >> 1u32, (n + 1u8) >> 1u32]);
    for j in 1u32..=32 {
        v.push(n - 2u32 * j);
    }
    for i in 0..digits - 1 {
        for d in 1u32..=16 {
            let m = (&one << (5 * i)) * d;
            if &m < n {
                v.push(n - &m);
            }
        }
    }
    for i in 0..bits {
        v.push(n - (&one << i));
    }
    let top = &one << (bits - 1);
    v.extend([
        &top - 1u8,
        top.clone(),
        &top + 1u8,
        n - &top,
        n - &top - 1u8,
    ]);
    let shift = 5 * (digits - 2);
    for d in 1u32..=16 {
        let mut b = vec![0u8; shift.div_ceil(8)];
        rng.fill_bytes(&mut b);
        let low = BigUint::from_bytes_le(&b) % (&one << shift);
        let t = (&one << shift) * d;
        for k in [&t + &low, &t - &low] {
            if &k < n && k > BigUint::from(0u8) {
                v.push(n - &k);
                v.push(k);
            }
        }
    }
    for _ in 0..16 {
        let mut b = vec![0u8; bits.div_ceil(8)];
        rng.fill_bytes(&mut b);
        v.push(BigUint::from_bytes_le(&b) % n);
    }
    v.retain(|k| k > &BigUint::from(0u8) && k < n);
    v.sort();
    v.dedup();
    v
}

/// `v` as `l` bytes big-endian.
fn be(v: &BigUint, l: usize) -> Vec<u8> {
    let b = v.to_bytes_be();
    let mut out = vec![0u8; l - b.len()];
    out.extend(b);
    out
}

/// `[k] P` by OpenSSL, SEC1 uncompressed.
fn openssl_mul(group: &EcGroup, p: &EcPoint, k: &BigUint, ctx: &mut BigNumContext) -> Vec<u8> {
    let mut r = EcPoint::new(group).unwrap();
    let k = BigNum::from_slice(&k.to_bytes_be()).unwrap();
    r.mul2(group, p, &k, ctx).unwrap();
    r.to_bytes(group, PointConversionForm::UNCOMPRESSED, ctx)
        .unwrap()
}

fn check<C: Curve>(nid: Nid, seed: u64) {
    let l = C::SECRET_KEY_BYTES;
    let n = BigUint::from_bytes_be(C::ORDER.as_ref());
    let group = EcGroup::from_curve_name(nid).unwrap();
    let mut ctx = BigNumContext::new().unwrap();
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let g = group.generator_opt().unwrap().to_owned(&group).unwrap();
    let mut qb = vec![0u8; l];
    rng.fill_bytes(&mut qb);
    let q_secret = BigUint::from_bytes_be(&qb) % &n;
    let q = EcPoint::from_bytes(
        &group,
        &openssl_mul(&group, &g, &q_secret, &mut ctx),
        &mut ctx,
    )
    .unwrap();
    let points = [&g, &q].map(|p| {
        let bytes = p
            .to_bytes(&group, PointConversionForm::UNCOMPRESSED, &mut ctx)
            .unwrap();
        (p, PublicKey::<C>::from_sec1_bytes(&bytes).unwrap())
    });
    let backends: Vec<Backend> = Backend::supported().collect();
    let ks = secrets(&n, &mut rng);
    for k in &ks {
        let keys: Vec<SecretKey<C>> = backends
            .iter()
            .map(|&b| {
                SecretKey::<C>::from_slice(&be(k, l))
                    .unwrap()
                    .with_backend(b)
                    .unwrap()
            })
            .collect();
        for (p, pk) in &points {
            let want = openssl_mul(&group, p, k, &mut ctx);
            for (key, b) in keys.iter().zip(&backends) {
                let got = key.diffie_hellman(pk).unwrap();
                assert_eq!(
                    got.as_bytes().as_ref(),
                    &want[1..1 + l],
                    "{} {b}: k = {k:x}",
                    C::NAME
                );
            }
        }
        let want = openssl_mul(&group, &g, k, &mut ctx);
        for (key, b) in keys.iter().zip(&backends) {
            let got = key.public_key().to_uncompressed();
            assert_eq!(
                got.as_ref(),
                &want[..],
                "{} {b} public key: k = {k:x}",
                C::NAME
            );
        }
    }
    println!(
        "[{} edge secrets vs OpenSSL] {} secrets x 2 points on {} backends ({})",
        C::NAME,
        ks.len(),
        backends.len(),
        backends
            .iter()
            .map(|b| b.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    );
}

#[test]
fn p192_edge_secrets_vs_openssl() {
    check::<ecdh::P192>(Nid::X9_62_PRIME192V1, 192);
}

#[test]
fn p224_edge_secrets_vs_openssl() {
    check::<ecdh::P224>(Nid::SECP224R1, 224);
}

#[test]
fn p256_edge_secrets_vs_openssl() {
    check::<ecdh::P256>(Nid::X9_62_PRIME256V1, 256);
}

#[test]
fn p384_edge_secrets_vs_openssl() {
    check::<ecdh::P384>(Nid::SECP384R1, 384);
}

#[test]
fn p521_edge_secrets_vs_openssl() {
    check::<ecdh::P521>(Nid::SECP521R1, 521);
}

#[test]
fn secp256k1_edge_secrets_vs_openssl() {
    check::<ecdh::Secp256k1>(Nid::SECP256K1, 0x256b1);
}
