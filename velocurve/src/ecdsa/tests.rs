//! The signing core against RFC 6979 Appendix A.2.3–A.2.7 (P-192, P-224,
//! P-256, P-384, P-521; SHA-224, SHA-256, SHA-384, SHA-512; messages
//! "sample" and "test"): the nonce `k` and the signature `(r, s)` of every
//! vector, and its verification (and the rejection of another message and
//! of `(s, r)`), on every backend the CPU supports (`tests/data/rfc6979/a2.txt`, typed
//! from the RFC; its README names the source).

use super::rfc6979::{Hash, Nonces};
use super::{bit_length, sign_prehash};
use crate::backend::Backend;
use crate::curves::{Curve, P192, P224, P256, P384, P521};
use crate::ecdh::SecretKey;
use std::string::String;
use std::vec::Vec;

const A2: &str = include_str!("../../tests/data/rfc6979/a2.txt");

/// Big-endian bytes of a hex integer, left-padded to `len` bytes.
fn be(hex: &str, len: usize) -> Vec<u8> {
    let mut h = String::new();
    for _ in hex.len()..2 * len {
        h.push('0');
    }
    h.push_str(hex);
    hex::decode(h).expect("hex")
}

/// One vector: the nonce and the signature of `message` under the key `x`.
fn check<C: super::EcdsaCurve, D: Hash>(
    x: &str,
    message: &str,
    k: &str,
    r: &str,
    s: &str,
) -> usize {
    let len = C::SECRET_KEY_BYTES;
    let q = C::ORDER;
    let qlen = bit_length(q.as_ref());
    let digest = D::digest(message.as_bytes());
    let mut nonce = std::vec![0u8; len];
    Nonces::<D>::new(q.as_ref(), qlen, &be(x, len), &digest, &[]).next(&mut nonce);
    assert_eq!(nonce, be(k, len), "{} {message}: k", C::NAME);
    let mut ran = 0;
    for &backend in Backend::ALL {
        if backend.check().is_err() {
            continue;
        }
        let key = SecretKey::<C>::from_slice(&be(x, len))
            .and_then(|key| key.with_backend(backend))
            .expect("key");
        let (rr, ss) = sign_prehash::<C, D>(&key, &digest, &[]);
        assert_eq!(
            rr.as_ref(),
            &be(r, len)[..],
            "{} {message} {backend:?}: r",
            C::NAME
        );
        assert_eq!(
            ss.as_ref(),
            &be(s, len)[..],
            "{} {message} {backend:?}: s",
            C::NAME
        );
        // Verification on the same backend: the signature holds, and not
        // for another message or with r and s swapped.
        let public = key.public_key();
        let sig = super::Signature::<C>::from_scalars(&rr, &ss).expect("in range");
        assert_eq!(
            super::verify_prehash(backend, &public, &digest, &sig),
            Ok(())
        );
        let other = D::digest(b"other");
        assert_eq!(
            super::verify_prehash(backend, &public, &other, &sig),
            Err(crate::Error::SignatureInvalid)
        );
        let swapped = super::Signature::<C>::from_scalars(&ss, &rr).expect("in range");
        assert!(super::verify_prehash(backend, &public, &digest, &swapped).is_err());
        ran += 1;
    }
    ran
}

#[test]
fn rfc6979_appendix_a2() {
    let mut keys = std::collections::BTreeMap::new();
    let (mut vectors, mut signatures) = (0, 0);
    for line in A2.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f.as_slice() {
            ["key", curve, x] => {
                keys.insert(*curve, *x);
            }
            ["sig", curve, hash, message, k, r, s] => {
                let x = keys[curve];
                macro_rules! by_hash {
                    ($c:ty) => {
                        match *hash {
                            "SHA-224" => check::<$c, sha2::Sha224>(x, message, k, r, s),
                            "SHA-256" => check::<$c, sha2::Sha256>(x, message, k, r, s),
                            "SHA-384" => check::<$c, sha2::Sha384>(x, message, k, r, s),
                            "SHA-512" => check::<$c, sha2::Sha512>(x, message, k, r, s),
                            other => panic!("hash {other}"),
                        }
                    };
                }
                signatures += match *curve {
                    "P-192" => by_hash!(P192),
                    "P-224" => by_hash!(P224),
                    "P-256" => by_hash!(P256),
                    "P-384" => by_hash!(P384),
                    "P-521" => by_hash!(P521),
                    other => panic!("curve {other}"),
                };
                vectors += 1;
            }
            _ => panic!("line {line}"),
        }
    }
    assert_eq!(vectors, 40);
    std::println!(
        "rfc6979_appendix_a2: {vectors} vectors (k, r, s), {signatures} signatures over the supported backends"
    );
}

/// The hedged form (§3.6's additional data): another nonce than the
/// deterministic one, and a signature that satisfies the equation with
/// it: `r = x([k] G) mod n` and `s k = z + r d (mod n)` in the big-integer
/// model, for 50 random keys (seeded), messages and additional data per curve.
fn hedged<C: Curve, D: Hash>() {
    use num_bigint::BigUint;
    use rand::{RngCore, SeedableRng};
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0xec_d5a);
    let len = C::SECRET_KEY_BYTES;
    let q = C::ORDER;
    let qlen = bit_length(q.as_ref());
    let n = BigUint::from_bytes_be(q.as_ref());
    for _ in 0..50 {
        let key = loop {
            let mut b = std::vec![0u8; len];
            rng.fill_bytes(&mut b);
            b[0] &= 0xff >> (8 * len - qlen);
            if let Ok(key) = SecretKey::<C>::from_slice(&b) {
                break key;
            }
        };
        let d = key.to_bytes();
        let mut message = [0u8; 40];
        let mut extra = [0u8; 32];
        rng.fill_bytes(&mut message);
        rng.fill_bytes(&mut extra);
        let digest = D::digest(message);
        let (mut k, mut k0) = (std::vec![0u8; len], std::vec![0u8; len]);
        Nonces::<D>::new(q.as_ref(), qlen, d.as_ref(), &digest, &extra).next(&mut k);
        Nonces::<D>::new(q.as_ref(), qlen, d.as_ref(), &digest, &[]).next(&mut k0);
        assert_ne!(k, k0);
        let (r, s) = sign_prehash::<C, D>(&key, &digest, &extra);
        let kx = SecretKey::<C>::from_slice(&k)
            .expect("k in 1..n")
            .public_key();
        let point = kx.to_uncompressed();
        let x = &point.as_ref()[1..1 + len];
        let big = BigUint::from_bytes_be;
        assert_eq!(big(r.as_ref()), big(x) % &n);
        let mut z = std::vec![0u8; len];
        super::rfc6979::bits2int(&digest, qlen, &mut z);
        let lhs = big(s.as_ref()) * big(&k) % &n;
        let rhs = (big(&z) + big(r.as_ref()) * big(d.as_ref())) % &n;
        assert_eq!(lhs, rhs, "{}", C::NAME);
    }
}

#[test]
fn rfc6979_hedged() {
    hedged::<P256, sha2::Sha256>();
    hedged::<P384, sha2::Sha384>();
    hedged::<P521, sha2::Sha512>();
    hedged::<crate::curves::P224, sha2::Sha224>();
    hedged::<crate::curves::P192, sha2::Sha256>();
    hedged::<crate::curves::Secp256k1, sha2::Sha256>();
}
