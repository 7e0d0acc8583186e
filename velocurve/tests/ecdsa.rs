//! ECDSA (`velocurve::ecdsa`) from outside, on every curve that has it
//! (P-192, P-224, P-256, P-384, P-521, secp256k1) and every backend the
//! CPU supports:
//!
//! * Wycheproof's verification suites (`ecdsa_*_test.json`: DER, P1363,
//!   and secp256k1's Bitcoin file with its low-S rule): every `valid`
//!   case accepted, every `invalid` case rejected, the same verdict on
//!   every backend; the rejections counted by error;
//! * random round trips against RustCrypto's curve crates (the same
//!   deterministic RFC 6979 signature byte for byte where the crate signs;
//!   each verifies the other's) and against OpenSSL's libcrypto (each
//!   verifies the other's, DER both ways); hedged signatures verified by
//!   both;
//! * the `openssl` command on every curve: its keys (`genpkey`) read, its
//!   signatures (`dgst -sign`, `pkeyutl -sign`) verified, ours verified by
//!   `dgst -verify` and `pkeyutl -verify` with our SPKI PEM, and it signs
//!   with our PKCS#8 PEM (skipped with a printed line without it);
//! * every single-bit corruption of the message, of the signature (P1363
//!   and DER) and of the public key (SEC1) rejected;
//! * the encodings: DER and P1363 round trips, strict DER rejections with
//!   their reasons, range errors, low-S normalisation.
#![cfg(feature = "std")]

mod common;

use common::{backends, data, hexv};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha224, Sha256, Sha384, Sha512};
use std::collections::BTreeMap;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::ecdh::{Curve, P192, P224, P256, P384, P521, Secp256k1};
use velocurve::ecdsa::{DerError, EcdsaCurve, Signature, SigningKey, VerifyingKey};

/// Verifies with the hash Wycheproof names.
fn verify_sha<C: EcdsaCurve>(
    key: &VerifyingKey<C>,
    sha: &str,
    msg: &[u8],
    sig: &Signature<C>,
) -> Result<(), Error> {
    match sha {
        "SHA-224" => key.verify_digest::<Sha224>(msg, sig),
        "SHA-256" => key.verify_digest::<Sha256>(msg, sig),
        "SHA-384" => key.verify_digest::<Sha384>(msg, sig),
        "SHA-512" => key.verify_digest::<Sha512>(msg, sig),
        other => panic!("hash {other}"),
    }
}

/// The error's variant name (for the counts).
fn kind(e: &Error) -> String {
    let s = format!("{e:?}");
    s.split(['(', ' ', '{']).next().unwrap_or("").to_string()
}

/// One Wycheproof ECDSA file: `p1363` for `r || s` signatures (else DER),
/// `low_s` for the Bitcoin rule.
fn wycheproof<C: EcdsaCurve>(file: &str, p1363: bool, low_s: bool) {
    let d = data(&format!("wycheproof/{file}"));
    let name = file.trim_end_matches(".json");
    let bs = backends(name);
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let (mut total, mut acceptable) = (0, 0);
    for g in d["testGroups"].as_array().unwrap() {
        let point = hexv(&g["publicKey"]["uncompressed"]);
        let sha = g["sha"].as_str().unwrap();
        let key = VerifyingKey::<C>::from_sec1_bytes(&point).expect("Wycheproof's key");
        for t in g["tests"].as_array().unwrap() {
            let msg = hexv(&t["msg"]);
            let raw = hexv(&t["sig"]);
            let id = t["tcId"].as_u64().unwrap();
            let verdicts: Vec<Result<(), Error>> = bs
                .iter()
                .map(|&b| {
                    let key = key.with_backend(b).unwrap();
                    let sig = if p1363 {
                        Signature::<C>::from_slice(&raw)
                    } else {
                        Signature::<C>::from_der(&raw)
                    }?;
                    if low_s && !sig.is_low_s() {
                        return Err(Error::SignatureHighS);
                    }
                    verify_sha(&key, sha, &msg, &sig)
                })
                .collect();
            assert!(
                verdicts.iter().all(|v| *v == verdicts[0]),
                "{name} #{id}: backends disagree: {verdicts:?}"
            );
            let v = verdicts[0];
            match t["result"].as_str().unwrap() {
                "valid" => assert_eq!(v, Ok(()), "{name} #{id} {}", t["comment"]),
                "invalid" => assert!(v.is_err(), "{name} #{id} accepted: {}", t["comment"]),
                _ => acceptable += 1,
            }
            *counts
                .entry(v.map_or_else(|e| kind(&e), |()| "accepted".into()))
                .or_default() += 1;
            total += 1;
        }
    }
    assert_eq!(total as u64, d["numberOfTests"].as_u64().unwrap());
    println!("[{name}] {total} cases as expected ({acceptable} acceptable); verdicts: {counts:?}");
}

#[test]
fn wycheproof_p224() {
    wycheproof::<P224>("ecdsa_secp224r1_sha256_test.json", false, false);
    wycheproof::<P224>("ecdsa_secp224r1_sha256_p1363_test.json", true, false);
}

#[test]
fn wycheproof_p256() {
    wycheproof::<P256>("ecdsa_secp256r1_sha256_test.json", false, false);
    wycheproof::<P256>("ecdsa_secp256r1_sha256_p1363_test.json", true, false);
}

#[test]
fn wycheproof_p384() {
    wycheproof::<P384>("ecdsa_secp384r1_sha384_test.json", false, false);
    wycheproof::<P384>("ecdsa_secp384r1_sha384_p1363_test.json", true, false);
}

#[test]
fn wycheproof_p521() {
    wycheproof::<P521>("ecdsa_secp521r1_sha512_test.json", false, false);
    wycheproof::<P521>("ecdsa_secp521r1_sha512_p1363_test.json", true, false);
}

#[test]
fn wycheproof_secp256k1() {
    wycheproof::<Secp256k1>("ecdsa_secp256k1_sha256_test.json", false, false);
    wycheproof::<Secp256k1>("ecdsa_secp256k1_sha256_p1363_test.json", true, false);
    wycheproof::<Secp256k1>("ecdsa_secp256k1_sha256_bitcoin_test.json", false, true);
}

/// A random signing key of `C` (seeded).
fn random_key<C: EcdsaCurve>(rng: &mut ChaCha20Rng) -> SigningKey<C> {
    let mut b = vec![0u8; C::SECRET_KEY_BYTES];
    loop {
        rng.fill_bytes(&mut b);
        if let Ok(k) = SigningKey::<C>::from_slice(&b) {
            return k;
        }
    }
}

/// The differential round trips against OpenSSL's libcrypto and RustCrypto
/// (x86-64 only: the `openssl` crate is a dev-dependency there, and
/// 60,000 signatures are minutes under the AArch64 emulator).
#[cfg(target_arch = "x86_64")]
mod peers {
    use super::*;
    use openssl::bn::{BigNum, BigNumContext};
    use openssl::ec::{EcGroup, EcKey, EcPoint};
    use openssl::ecdsa::EcdsaSig;
    use openssl::nid::Nid;
    use rand::Rng;

    /// Round trips per curve against each peer.
    const ROUNDS: usize = 10_000;

    /// The OpenSSL key pair of `key` on the curve `nid`.
    fn openssl_key<C: EcdsaCurve>(
        nid: Nid,
        key: &SigningKey<C>,
    ) -> (EcKey<openssl::pkey::Private>, EcKey<openssl::pkey::Public>) {
        let group = EcGroup::from_curve_name(nid).unwrap();
        let mut ctx = BigNumContext::new().unwrap();
        let point = EcPoint::from_bytes(
            &group,
            key.verifying_key().to_uncompressed().as_ref(),
            &mut ctx,
        )
        .unwrap();
        let d = BigNum::from_slice(key.to_bytes().as_ref()).unwrap();
        let private = EcKey::from_private_components(&group, &d, &point).unwrap();
        let public = EcKey::from_public_key(&group, &point).unwrap();
        (private, public)
    }

    /// The signature's integers in OpenSSL's form.
    fn to_openssl<C: EcdsaCurve>(sig: &Signature<C>) -> EcdsaSig {
        EcdsaSig::from_private_components(
            BigNum::from_slice(sig.r().as_ref()).unwrap(),
            BigNum::from_slice(sig.s().as_ref()).unwrap(),
        )
        .unwrap()
    }

    /// Round trips of `C` against OpenSSL, and against RustCrypto through
    /// `peer(key bytes, message, our P1363 signature, our SEC1 key) -> their
    /// P1363 signature, if they sign` (which also checks that they verify
    /// ours); `deterministic`: their signer is RFC 6979's, so its signature
    /// must be ours.
    fn round_trips<C: EcdsaCurve>(
        nid: Nid,
        seed: u64,
        deterministic: bool,
        peer: impl Fn(&[u8], &[u8], &[u8], &[u8]) -> Option<Vec<u8>>,
    ) {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let bs = backends(&format!("ecdsa_round_trips_{}", C::NAME));
        let (mut same, mut verified, mut theirs_ok) = (0, 0, 0);
        for i in 0..ROUNDS {
            let key = random_key::<C>(&mut rng)
                .with_backend(bs[i % bs.len()])
                .unwrap();
            let mut msg = vec![0u8; rng.gen_range(0..80)];
            rng.fill_bytes(&mut msg);
            let digest = C::Digest::digest(&msg);
            let sig = key.sign(&msg);
            let public = key.verifying_key();
            assert_eq!(public.verify(&msg, &sig), Ok(()));
            assert_eq!(Signature::<C>::from_der(sig.to_der().as_bytes()), Ok(sig));
            assert_eq!(Signature::<C>::from_slice(sig.to_bytes().as_ref()), Ok(sig));
            // RustCrypto: their deterministic signature is ours, and they
            // verify ours (hedged too).
            let hedged = key.sign_with_rng(&mut rng, &msg);
            assert_ne!(hedged, sig);
            assert_eq!(public.verify(&msg, &hedged), Ok(()));
            let point = public.to_uncompressed();
            let sk = key.to_bytes();
            if let Some(t) = peer(sk.as_ref(), &msg, sig.to_bytes().as_ref(), point.as_ref()) {
                // Deterministic signers give ours; P-521's randomised one we
                // verify.
                if t == sig.to_bytes().as_ref() {
                    same += 1;
                } else {
                    assert!(
                        !deterministic,
                        "{} #{i}: RustCrypto signed otherwise",
                        C::NAME
                    );
                    let t = Signature::<C>::from_slice(&t).unwrap();
                    assert_eq!(public.verify(&msg, &t), Ok(()), "{} #{i}", C::NAME);
                    verified += 1;
                }
            }
            assert!(peer(&[], &msg, hedged.to_bytes().as_ref(), point.as_ref()).is_none());
            // OpenSSL: verifies ours (DER), and we verify its signature.
            let (osk, opk) = openssl_key(nid, &key);
            let ours = EcdsaSig::from_der(sig.to_der().as_bytes()).unwrap();
            assert!(ours.verify(&digest, &opk).unwrap(), "{} #{i}", C::NAME);
            assert!(to_openssl(&hedged).verify(&digest, &opk).unwrap());
            let os = EcdsaSig::sign(&digest, &osk).unwrap();
            let os = Signature::<C>::from_der(&os.to_der().unwrap()).unwrap();
            assert_eq!(
                public.verify_prehash(&digest, &os),
                Ok(()),
                "{} #{i}",
                C::NAME
            );
            theirs_ok += 1;
        }
        println!(
            "[ecdsa_round_trips_{}] {ROUNDS} keys and messages: RustCrypto's signature identical to ours in \
         {same}, its randomised one verified by us in {verified}, ours (deterministic and hedged) \
         verified by RustCrypto; OpenSSL verified ours and we verified OpenSSL's in {theirs_ok}",
            C::NAME
        );
    }

    /// RustCrypto's side for a curve crate with signing: with key bytes, its
    /// deterministic signature; always, that it verifies `sig`.
    macro_rules! rust_crypto {
        ($krate:ident) => {
            |sk: &[u8], msg: &[u8], sig: &[u8], point: &[u8]| -> Option<Vec<u8>> {
                use $krate::ecdsa::signature::{Signer, Verifier};
                use $krate::ecdsa::{Signature as S, SigningKey as K, VerifyingKey as V};
                let vk = V::from_sec1_bytes(point).unwrap();
                vk.verify(msg, &S::from_slice(sig).unwrap()).unwrap();
                (!sk.is_empty()).then(|| {
                    let s: S = K::from_slice(sk).unwrap().sign(msg);
                    s.to_bytes().to_vec()
                })
            }
        };
    }

    #[test]
    fn round_trips_p192() {
        round_trips::<P192>(Nid::X9_62_PRIME192V1, 192, true, |_, msg, sig, point| {
            use p192::ecdsa::signature::hazmat::PrehashVerifier;
            let vk = p192::ecdsa::VerifyingKey::from_sec1_bytes(point).unwrap();
            let s = p192::ecdsa::Signature::from_slice(sig).unwrap();
            vk.verify_prehash(&Sha256::digest(msg), &s).unwrap();
            None
        });
    }

    #[test]
    fn round_trips_p224() {
        round_trips::<P224>(Nid::SECP224R1, 224, true, rust_crypto!(p224));
    }

    #[test]
    fn round_trips_p256() {
        round_trips::<P256>(Nid::X9_62_PRIME256V1, 256, true, rust_crypto!(p256));
    }

    #[test]
    fn round_trips_p384() {
        round_trips::<P384>(Nid::SECP384R1, 384, true, rust_crypto!(p384));
    }

    #[test]
    fn round_trips_p521() {
        // p521 0.13 signs with a random nonce (not RFC 6979): seeded here.
        round_trips::<P521>(Nid::SECP521R1, 521, false, |sk, msg, sig, point| {
            use p521::ecdsa::signature::{RandomizedSigner, Verifier};
            let vk = p521::ecdsa::VerifyingKey::from_sec1_bytes(point).unwrap();
            vk.verify(msg, &p521::ecdsa::Signature::from_slice(sig).unwrap())
                .unwrap();
            (!sk.is_empty()).then(|| {
                let k = p521::ecdsa::SigningKey::from_slice(sk).unwrap();
                let mut rng = ChaCha20Rng::seed_from_u64(msg.len() as u64);
                let s: p521::ecdsa::Signature = k.sign_with_rng(&mut rng, msg);
                s.to_bytes().to_vec()
            })
        });
    }

    #[test]
    fn round_trips_secp256k1() {
        round_trips::<Secp256k1>(Nid::SECP256K1, 0x2561, true, rust_crypto!(k256));
    }
}

/// Every single-bit corruption of the message, the signature (both forms)
/// and the public key is rejected, on every backend.
fn bit_flips<C: EcdsaCurve>(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let name = format!("ecdsa_bit_flips_{}", C::NAME);
    let mut rejected = 0;
    for b in backends(&name) {
        let key = random_key::<C>(&mut rng).with_backend(b).unwrap();
        let msg = b"every single-bit corruption is rejected".to_vec();
        let sig = key.sign(&msg);
        let public = *key.verifying_key();
        let flip = |v: &[u8], bit: usize| {
            let mut v = v.to_vec();
            v[bit / 8] ^= 1 << (bit % 8);
            v
        };
        for bit in 0..8 * msg.len() {
            assert!(public.verify(&flip(&msg, bit), &sig).is_err());
            rejected += 1;
        }
        let p1363 = sig.to_bytes();
        for bit in 0..8 * p1363.as_ref().len() {
            let bad = flip(p1363.as_ref(), bit);
            let r = Signature::<C>::from_slice(&bad).and_then(|s| public.verify(&msg, &s));
            assert!(r.is_err(), "P1363 bit {bit}");
            rejected += 1;
        }
        let der = sig.to_der();
        for bit in 0..8 * der.as_bytes().len() {
            let bad = flip(der.as_bytes(), bit);
            let r = Signature::<C>::from_der(&bad).and_then(|s| public.verify(&msg, &s));
            assert!(r.is_err(), "DER bit {bit}");
            rejected += 1;
        }
        for point in [
            public.to_compressed().as_ref().to_vec(),
            public.to_uncompressed().as_ref().to_vec(),
        ] {
            for bit in 0..8 * point.len() {
                let r = VerifyingKey::<C>::from_sec1_bytes(&flip(&point, bit))
                    .and_then(|k| k.with_backend(b))
                    .and_then(|k| k.verify(&msg, &sig));
                assert!(r.is_err(), "key bit {bit}");
                rejected += 1;
            }
        }
    }
    println!("[{name}] {rejected} corruptions rejected");
}

#[test]
fn bit_flips_every_curve() {
    bit_flips::<P192>(1);
    bit_flips::<P224>(2);
    bit_flips::<P256>(3);
    bit_flips::<P384>(4);
    bit_flips::<P521>(5);
    bit_flips::<Secp256k1>(6);
}

/// The RFC 6979 vectors through the public API: `sign_digest` gives the
/// published signature, in both encodings, and it verifies.
#[test]
fn rfc6979_through_the_public_api() {
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/rfc6979/a2.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    fn one<C: EcdsaCurve>(x: &str, hash: &str, msg: &str, r: &str, s: &str) {
        let l = C::SECRET_KEY_BYTES;
        let be = |h: &str| hex::decode(format!("{h:0>width$}", width = 2 * l)).unwrap();
        let key = SigningKey::<C>::from_slice(&be(x)).unwrap();
        let sig = match hash {
            "SHA-224" => key.sign_digest::<Sha224>(msg.as_bytes()),
            "SHA-256" => key.sign_digest::<Sha256>(msg.as_bytes()),
            "SHA-384" => key.sign_digest::<Sha384>(msg.as_bytes()),
            "SHA-512" => key.sign_digest::<Sha512>(msg.as_bytes()),
            other => panic!("{other}"),
        };
        let want = [be(r), be(s)].concat();
        assert_eq!(
            sig.to_bytes().as_ref(),
            &want[..],
            "{} {hash} {msg}",
            C::NAME
        );
        assert_eq!(
            verify_sha(key.verifying_key(), hash, msg.as_bytes(), &sig),
            Ok(())
        );
    }
    let mut keys = BTreeMap::new();
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f.as_slice() {
            ["key", c, x] => {
                keys.insert(c.to_string(), x.to_string());
            }
            ["sig", c, hash, msg, _k, r, s] => {
                let x = &keys[*c];
                match *c {
                    "P-192" => one::<P192>(x, hash, msg, r, s),
                    "P-224" => one::<P224>(x, hash, msg, r, s),
                    "P-256" => one::<P256>(x, hash, msg, r, s),
                    "P-384" => one::<P384>(x, hash, msg, r, s),
                    "P-521" => one::<P521>(x, hash, msg, r, s),
                    other => panic!("{other}"),
                }
                n += 1;
            }
            _ => panic!("{line}"),
        }
    }
    assert_eq!(n, 40);
}

/// Strict DER: each rule's rejection, and the edge lengths of the valid
/// form (short and long sequence lengths, integers with and without the
/// leading zero).
#[test]
fn der_is_strict() {
    type S = Signature<P256>;
    let sig = S::from_scalars(&[0x80; 32], &[0x01; 32]).unwrap();
    let der = sig.to_der();
    let d = der.as_bytes().to_vec();
    // 30 45 02 21 00 80.. 02 20 01..
    assert_eq!(&d[..5], &[0x30, 0x45, 0x02, 0x21, 0x00]);
    assert_eq!(S::from_der(&d), Ok(sig));
    let err = |e| Err(Error::SignatureDer(e));
    assert_eq!(S::from_der(&[]), err(DerError::Truncated));
    assert_eq!(S::from_der(&d[..d.len() - 1]), err(DerError::Truncated));
    assert_eq!(
        S::from_der(&[&d[..], &[0]].concat()),
        err(DerError::TrailingBytes)
    );
    let mut v = d.clone();
    v[0] = 0x31;
    assert_eq!(S::from_der(&v), err(DerError::NotSequence));
    let mut v = d.clone();
    v[2] = 0x03;
    assert_eq!(S::from_der(&v), err(DerError::NotInteger));
    // The long form for a short length.
    let v = [&[0x30, 0x81, 0x45][..], &d[2..]].concat();
    assert_eq!(S::from_der(&v), err(DerError::NonMinimalLength));
    let v = [&[0x30, 0x80][..], &d[2..], &[0, 0]].concat();
    assert_eq!(S::from_der(&v), err(DerError::NonMinimalLength));
    // A redundant leading zero, and a negative integer.
    let v = [&[0x30, 0x46, 0x02, 0x22, 0x00][..], &d[4..]].concat();
    assert_eq!(S::from_der(&v), err(DerError::NonMinimalInteger));
    let v = [&[0x30, 0x44, 0x02, 0x20][..], &d[5..]].concat();
    assert_eq!(S::from_der(&v), err(DerError::NonMinimalInteger));
    // Ranges: 0, n, and an integer longer than n.
    let zero = [0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01, 0x01];
    assert_eq!(S::from_der(&zero), Err(Error::SignatureROutOfRange));
    let n = P256::ORDER;
    assert_eq!(
        S::from_scalars(&[1; 32], &n),
        Err(Error::SignatureSOutOfRange)
    );
    let long = [
        &[0x30, 0x26, 0x02, 0x21, 0x01][..],
        &[0; 32],
        &[0x02, 0x01, 0x01],
    ]
    .concat();
    assert_eq!(S::from_der(&long), Err(Error::SignatureROutOfRange));
    // Small integers encode in one byte; P-521 needs the long form.
    let mut one = [0u8; 32];
    one[31] = 1;
    let small = S::from_scalars(&one, &[1; 32]).unwrap();
    assert_eq!(
        &small.to_der().as_bytes()[..5],
        &[0x30, 0x25, 0x02, 0x01, 0x01]
    );
    let big = Signature::<P521>::from_scalars(&[0x01; 66], &[0x01; 66]).unwrap();
    let bd = big.to_der();
    assert_eq!(&bd.as_bytes()[..3], &[0x30, 0x81, 0x88]);
    assert_eq!(Signature::<P521>::from_der(bd.as_bytes()), Ok(big));
    // P1363 lengths.
    assert_eq!(
        S::from_slice(&[1; 63]),
        Err(Error::SignatureLength {
            expected: 64,
            actual: 63
        })
    );
}

#[test]
fn low_s_normalisation() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x1005);
    let key = random_key::<Secp256k1>(&mut rng);
    let (mut high, mut low) = (0, 0);
    for i in 0..64u8 {
        let msg = [i; 8];
        // secp256k1 signs low-S (as k256 does) ...
        let sig = key.sign(&msg);
        assert!(sig.is_low_s());
        // ... and its mirror image verifies in the standard mode only.
        let n = Secp256k1::ORDER;
        let mut s = n;
        let mut borrow = 0i16;
        for (x, &y) in s.iter_mut().zip(sig.s()).rev() {
            let v = i16::from(*x) - i16::from(y) - borrow;
            *x = v as u8;
            borrow = i16::from(v < 0);
        }
        let mirror = Signature::<Secp256k1>::from_scalars(sig.r(), &s).unwrap();
        assert!(!mirror.is_low_s());
        assert_eq!(mirror.normalize_s(), sig);
        let vk = key.verifying_key();
        assert_eq!(vk.verify(&msg, &mirror), Ok(()));
        assert_eq!(vk.verify_low_s(&msg, &mirror), Err(Error::SignatureHighS));
        assert_eq!(vk.verify_low_s(&msg, &sig), Ok(()));
        // The other curves sign as computed: both halves occur.
        let p = random_key::<P256>(&mut rng).sign(&msg);
        if p.is_low_s() { low += 1 } else { high += 1 }
    }
    assert!(high > 0 && low > 0);
}

#[test]
fn prehash_length_and_backends() {
    let mut rng = ChaCha20Rng::seed_from_u64(7);
    let key = random_key::<P384>(&mut rng);
    assert_eq!(
        key.sign_prehash(&[0; 15]).map(|_| ()),
        Err(Error::PrehashLength {
            minimum: 16,
            actual: 15
        })
    );
    let sig = key.sign_prehash(&[7; 16]).unwrap();
    assert_eq!(key.verifying_key().verify_prehash(&[7; 16], &sig), Ok(()));
    assert_eq!(
        key.verifying_key().verify_prehash(&[7; 15], &sig),
        Err(Error::PrehashLength {
            minimum: 16,
            actual: 15
        })
    );
    // A longer digest is truncated to the order's bits: SHA-512 on P-384.
    let d = Sha512::digest(b"m");
    let sig = key.sign_prehash(&d).unwrap();
    assert_eq!(key.verifying_key().verify_prehash(&d[..48], &sig), Ok(()));
    // Keys are equal by their points, whatever their backends.
    let vk = *key.verifying_key();
    for b in Backend::supported() {
        assert_eq!(vk.with_backend(b), Ok(vk));
    }
    for b in Backend::ALL {
        if !b.is_supported() {
            assert_eq!(
                key.clone().with_backend(*b).map(|_| ()),
                Err(Error::BackendUnsupported(*b))
            );
        }
    }
}

/// The `openssl` command: keys it generates (`genpkey`, PKCS#8 PEM) read
/// as signing keys; its signatures (`dgst -sign`, DER, the curve's hash;
/// `pkeyutl -sign` on a prehash) verified here; ours (DER) verified by
/// `dgst -verify` and `pkeyutl -verify` with the public key as we write
/// it (SubjectPublicKeyInfo PEM), and by OpenSSL signing with the key as
/// we write it (PKCS#8 PEM). Skipped, with a printed line, without the
/// command.
fn openssl_cli<C: EcdsaCurve>(curve: &str, dgst: &str, seed: u64) {
    use velocurve::ecdh::pkcs8::{DecodePrivateKey, EncodePrivateKey, EncodePublicKey, LineEnding};
    let test = format!("ecdsa_openssl_cli_{}", C::NAME);
    if !common::have_openssl(&test) {
        return;
    }
    let run = common::openssl;
    let dir = std::env::temp_dir().join(format!("velocurve-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |n: &str| dir.join(n).to_str().unwrap().to_string();
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut checks = 0;
    for i in 0..3 {
        let mut msg = vec![0u8; 20 + i * 50];
        rng.fill_bytes(&mut msg);
        std::fs::write(path("msg"), &msg).unwrap();
        let digest = C::Digest::digest(&msg);
        std::fs::write(path("digest"), &digest).unwrap();
        // Their key, read here; their signatures verified here.
        let curve_opt = format!("ec_paramgen_curve:{curve}");
        run(&[
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            &curve_opt,
            "-out",
            &path("theirs.pem"),
        ]);
        let theirs =
            SigningKey::<C>::from_pkcs8_pem(&std::fs::read_to_string(path("theirs.pem")).unwrap())
                .expect("OpenSSL's key");
        run(&[
            "dgst",
            dgst,
            "-sign",
            &path("theirs.pem"),
            "-out",
            &path("sig"),
            &path("msg"),
        ]);
        let sig = Signature::<C>::from_der(&std::fs::read(path("sig")).unwrap()).unwrap();
        assert_eq!(theirs.verifying_key().verify(&msg, &sig), Ok(()));
        run(&[
            "pkeyutl",
            "-sign",
            "-inkey",
            &path("theirs.pem"),
            "-in",
            &path("digest"),
            "-out",
            &path("sig"),
        ]);
        let sig = Signature::<C>::from_der(&std::fs::read(path("sig")).unwrap()).unwrap();
        assert_eq!(theirs.verifying_key().verify_prehash(&digest, &sig), Ok(()));
        // Our key and signatures, read and verified by OpenSSL.
        let ours = random_key::<C>(&mut rng);
        std::fs::write(
            path("ours.pem"),
            ours.to_pkcs8_pem(LineEnding::LF).unwrap().as_bytes(),
        )
        .unwrap();
        std::fs::write(
            path("pub.pem"),
            ours.verifying_key()
                .to_public_key_pem(LineEnding::LF)
                .unwrap(),
        )
        .unwrap();
        for sig in [ours.sign(&msg), ours.sign_with_rng(&mut rng, &msg)] {
            std::fs::write(path("sig"), sig.to_der().as_bytes()).unwrap();
            let out = run(&[
                "dgst",
                dgst,
                "-verify",
                &path("pub.pem"),
                "-signature",
                &path("sig"),
                &path("msg"),
            ]);
            assert_eq!(String::from_utf8_lossy(&out).trim(), "Verified OK");
            let out = run(&[
                "pkeyutl",
                "-verify",
                "-pubin",
                "-inkey",
                &path("pub.pem"),
                "-in",
                &path("digest"),
                "-sigfile",
                &path("sig"),
            ]);
            assert!(String::from_utf8_lossy(&out).contains("Signature Verified Successfully"));
            checks += 2;
        }
        // OpenSSL signs with our key file; we verify.
        run(&[
            "dgst",
            dgst,
            "-sign",
            &path("ours.pem"),
            "-out",
            &path("sig"),
            &path("msg"),
        ]);
        let sig = Signature::<C>::from_der(&std::fs::read(path("sig")).unwrap()).unwrap();
        assert_eq!(ours.verifying_key().verify(&msg, &sig), Ok(()));
        checks += 3;
    }
    std::fs::remove_dir_all(&dir).ok();
    println!("[{test}] {checks} signatures exchanged with the openssl command, all verified");
}

#[test]
fn openssl_cli_every_curve() {
    openssl_cli::<P192>("prime192v1", "-sha256", 11);
    openssl_cli::<P224>("secp224r1", "-sha224", 12);
    openssl_cli::<P256>("prime256v1", "-sha256", 13);
    openssl_cli::<P384>("secp384r1", "-sha384", 14);
    openssl_cli::<P521>("secp521r1", "-sha512", 15);
    openssl_cli::<Secp256k1>("secp256k1", "-sha256", 16);
}
