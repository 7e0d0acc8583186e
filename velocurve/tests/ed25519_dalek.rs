//! Ed25519 compared with ed25519-dalek and with the verification profiles
//! written independently on curve25519-dalek's group, on every backend
//! this CPU supports; and single-bit corruptions.

use curve25519_dalek::edwards::{CompressedEdwardsY, EdwardsPoint};
use curve25519_dalek::scalar::Scalar as DScalar;
use ed25519_dalek::{Signer as _, Verifier as _};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::ed25519::sha2::{Digest, Sha512};
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};

mod common;
use common::*;

/// The three verification outcomes of one backend (accept = `true`).
fn ours(b: Backend, vk: &VerifyingKey, msg: &[u8], sig: &Signature) -> [Result<(), Error>; 3] {
    [
        vk.with_backend(b).and_then(|k| k.verify(msg, sig)),
        vk.with_backend(b).and_then(|k| k.verify_strict(msg, sig)),
        vk.with_backend(b).and_then(|k| k.verify_zip215(msg, sig)),
    ]
}

/// 10,000 seeded random key/sign/verify cases per backend, compared byte
/// for byte with ed25519-dalek: public keys, signatures (Ed25519 and
/// Ed25519ph with random contexts), `verify` against dalek's `verify` and
/// `verify_strict` against dalek's `verify_strict`, for the true signature
/// and for one with a random bit flipped in the signature, the message or
/// the key.
#[test]
fn differential_vs_ed25519_dalek() {
    const CASES: usize = 10_000;
    for b in backends("differential_vs_ed25519_dalek") {
        let mut rng = ChaCha20Rng::seed_from_u64(0xed25_5190_0001);
        let (mut accepted, mut rejected) = (0usize, 0usize);
        for i in 0..CASES {
            let mut seed = [0u8; 32];
            rng.fill_bytes(&mut seed);
            let len = if i % 10 == 0 {
                rng.gen_range(0..2000)
            } else {
                rng.gen_range(0..130)
            };
            let mut msg = vec![0u8; len];
            rng.fill_bytes(&mut msg);

            let sk = SigningKey::from_seed_with_backend(b, &seed).unwrap();
            let dsk = ed25519_dalek::SigningKey::from_bytes(&seed);
            assert_eq!(
                sk.verifying_key().to_bytes(),
                dsk.verifying_key().to_bytes(),
                "{b} case {i}: public key"
            );
            let sig = sk.clone().with_backend(b).map(|k| k.sign(&msg)).unwrap();
            let dsig = dsk.sign(&msg);
            assert_eq!(sig.to_bytes(), dsig.to_bytes(), "{b} case {i}: signature");

            // Ed25519ph with a random context, every 8th case.
            if i % 8 == 0 {
                let mut ctx = vec![0u8; rng.gen_range(0..=255)];
                rng.fill_bytes(&mut ctx);
                let ph = sk
                    .clone()
                    .with_backend(b)
                    .and_then(|k| k.sign_ph(&ctx, &msg))
                    .unwrap();
                let dph = dsk
                    .sign_prehashed(Sha512::new_with_prefix(&msg), Some(&ctx))
                    .unwrap();
                assert_eq!(ph.to_bytes(), dph.to_bytes(), "{b} case {i}: Ed25519ph");
                sk.verifying_key()
                    .with_backend(b)
                    .and_then(|k| k.verify_ph(&ctx, &msg, &ph))
                    .unwrap();
            }

            // The true signature, then one corruption.
            let (mut key, mut m, mut s) =
                (sk.verifying_key().to_bytes(), msg.clone(), sig.to_bytes());
            for round in 0..2 {
                if round == 1 {
                    match rng.gen_range(0..3) {
                        0 => s[rng.gen_range(0..64)] ^= 1 << rng.gen_range(0..8),
                        1 if !m.is_empty() => {
                            let j = rng.gen_range(0..m.len());
                            m[j] ^= 1 << rng.gen_range(0..8)
                        }
                        _ => key[rng.gen_range(0..32)] ^= 1 << rng.gen_range(0..8),
                    }
                }
                let dvk = ed25519_dalek::VerifyingKey::from_bytes(&key);
                let vk = VerifyingKey::from_bytes_with_backend(b, &key);
                assert_eq!(vk.is_ok(), dvk.is_ok(), "{b} case {i}: key decoding");
                let (Ok(vk), Ok(dvk)) = (vk, dvk) else {
                    assert_eq!(vk, Err(Error::PublicKeyNotOnCurve));
                    rejected += 1;
                    continue;
                };
                assert_eq!(vk.is_weak(), dvk.is_weak());
                let sig = Signature::from_bytes(&s);
                let dsig = ed25519_dalek::Signature::from_bytes(&s);
                let r = ours(b, &vk, &m, &sig);
                assert_eq!(
                    r[0].is_ok(),
                    dvk.verify(&m, &dsig).is_ok(),
                    "{b} case {i} round {round}: verify {r:?}"
                );
                assert_eq!(
                    r[1].is_ok(),
                    dvk.verify_strict(&m, &dsig).is_ok(),
                    "{b} case {i} round {round}: verify_strict {r:?}"
                );
                if round == 0 {
                    assert_eq!(r, [Ok(()), Ok(()), Ok(())], "{b} case {i}");
                    accepted += 1;
                } else {
                    assert!(r.iter().all(|x| x.is_err()), "{b} case {i}: {r:?}");
                    rejected += 1;
                }
            }
        }
        println!(
            "[differential_vs_ed25519_dalek] {b}: {CASES} cases agree ({accepted} valid, {rejected} corrupted rejected)"
        );
    }
}

/// Random 32-byte strings as public keys: `from_bytes` accepts exactly the
/// ones ed25519-dalek accepts (both decode leniently), and `is_weak`
/// agrees.
#[test]
fn random_key_decoding_vs_dalek() {
    let mut rng = ChaCha20Rng::seed_from_u64(0xed25_5190_0002);
    for b in backends("random_key_decoding_vs_dalek") {
        let mut ok = 0;
        for i in 0..20_000 {
            let mut key = [0u8; 32];
            rng.fill_bytes(&mut key);
            if i % 50 == 0 {
                // Near p: y = p + small, non-canonical when on the curve.
                key = [0xff; 32];
                key[31] = 0x7f | (key[31] & 0x80);
                key[0] = 0xed + (i as u8 % 19);
            }
            let vk = VerifyingKey::from_bytes_with_backend(b, &key);
            let dvk = ed25519_dalek::VerifyingKey::from_bytes(&key);
            assert_eq!(vk.is_ok(), dvk.is_ok(), "{b} {}", hex::encode(key));
            if let (Ok(vk), Ok(dvk)) = (vk, dvk) {
                assert_eq!(vk.is_weak(), dvk.is_weak());
                let canonical = CompressedEdwardsY(key).decompress().unwrap().compress().0 == key;
                assert_eq!(vk.is_canonical(), canonical);
                ok += 1;
            }
        }
        println!("[random_key_decoding_vs_dalek] {b}: 20000 keys, {ok} on the curve");
    }
}

/// The three profiles written from their definitions on curve25519-dalek's
/// group (an independent implementation of decoding and of the
/// equations).
fn oracle(key: &[u8; 32], sig: &[u8; 64], msg: &[u8]) -> [bool; 3] {
    let r_bytes: [u8; 32] = sig[..32].try_into().unwrap();
    let s_bytes: [u8; 32] = sig[32..].try_into().unwrap();
    let Some(s) = Option::<DScalar>::from(DScalar::from_canonical_bytes(s_bytes)) else {
        return [false; 3];
    };
    // `decompress` is lenient (y mod p; x = 0 with the sign bit is x = 0).
    let (Some(a), Some(r)) = (
        CompressedEdwardsY(*key).decompress(),
        CompressedEdwardsY(r_bytes).decompress(),
    ) else {
        return [false; 3];
    };
    let canonical = a.compress().0 == *key && r.compress().0 == r_bytes;
    let k = DScalar::from_bytes_mod_order_wide(
        &Sha512::new()
            .chain_update(r_bytes)
            .chain_update(key)
            .chain_update(msg)
            .finalize()
            .into(),
    );
    // [S]B - [k]A = [k](-A) + [S]B. (Not [-k mod l]A: for A of small
    // order, [l]A = A need not be the identity.)
    let sb_minus_ka = EdwardsPoint::vartime_double_scalar_mul_basepoint(&k, &-a, &s);
    let cofactorless = sb_minus_ka == r;
    let cofactored = (sb_minus_ka - r).mul_by_cofactor() == EdwardsPoint::default();
    let verify = canonical && cofactorless;
    let strict = verify && !a.is_small_order() && !r.is_small_order();
    [verify, strict, cofactored]
}

/// Each profile's verdict on all 914 CCTV vectors equals the independent
/// oracle's; dalek's `verify_strict` agrees with ours on every vector, and
/// dalek's `verify` differs from ours exactly where it accepts a
/// non-canonical `A`.
#[test]
fn cctv_vs_independent_oracle_and_dalek() {
    let d = data("cctv/ed25519vectors.json");
    for b in backends("cctv_vs_oracle") {
        let mut dalek_verify_extra = 0;
        for v in d.as_array().unwrap() {
            let n = v["number"].as_u64().unwrap();
            let key = b32(&v["key"]);
            let sig = b64(&v["sig"]);
            let msg = v["msg"].as_str().unwrap().as_bytes();
            let expect = oracle(&key, &sig, msg);
            let got = match VerifyingKey::from_bytes_with_backend(b, &key) {
                Ok(vk) => ours(b, &vk, msg, &Signature::from_bytes(&sig)).map(|r| r.is_ok()),
                Err(_) => [false; 3],
            };
            assert_eq!(got, expect, "{b} vector {n}");
            let dvk = ed25519_dalek::VerifyingKey::from_bytes(&key).unwrap();
            let dsig = ed25519_dalek::Signature::from_bytes(&sig);
            assert_eq!(
                got[1],
                dvk.verify_strict(msg, &dsig).is_ok(),
                "{b} vector {n}"
            );
            let dv = dvk.verify(msg, &dsig).is_ok();
            if dv != got[0] {
                // dalek hashes the given A but does not require it canonical.
                assert!(dv && !got[0], "{b} vector {n}");
                assert_ne!(
                    CompressedEdwardsY(key).decompress().unwrap().compress().0,
                    key
                );
                dalek_verify_extra += 1;
            }
        }
        println!(
            "[cctv_vs_oracle] {b}: 914 vectors agree with the oracle and dalek's verify_strict; \
             dalek's verify also accepts {dalek_verify_extra} with a non-canonical A"
        );
    }
}

/// Every single-bit change of the signature, the message and the public key
/// of a few signatures is rejected by every profile on every backend.
#[test]
fn single_bit_corruptions_rejected() {
    let mut total = 0;
    for b in backends("single_bit_corruptions") {
        for (seed, msg) in [
            ([0x11u8; 32], &b""[..]),
            ([0x22u8; 32], &b"abc"[..]),
            ([0x33u8; 32], &[0x5au8; 96][..]),
        ] {
            let sk = SigningKey::from_seed(&seed);
            let sig = sk.sign(msg).to_bytes();
            let key = sk.verifying_key().to_bytes();
            let check = |key: &[u8; 32], msg: &[u8], sig: &[u8; 64], what: &str| {
                if let Ok(vk) = VerifyingKey::from_bytes_with_backend(b, key) {
                    let r = ours(b, &vk, msg, &Signature::from_bytes(sig));
                    assert!(r.iter().all(|x| x.is_err()), "{b} {what}: {r:?}");
                }
            };
            for bit in 0..512 {
                let mut s = sig;
                s[bit / 8] ^= 1 << (bit % 8);
                check(&key, msg, &s, &format!("sig bit {bit}"));
                total += 1;
            }
            for bit in 0..msg.len() * 8 {
                let mut m = msg.to_vec();
                m[bit / 8] ^= 1 << (bit % 8);
                check(&key, &m, &sig, &format!("msg bit {bit}"));
                total += 1;
            }
            for bit in 0..256 {
                let mut k = key;
                k[bit / 8] ^= 1 << (bit % 8);
                check(&k, msg, &sig, &format!("key bit {bit}"));
                total += 1;
            }
        }
    }
    println!("[single_bit_corruptions] {total} corruptions rejected");
}
