//! Ed25519 against external vectors (RFC 8032, the original `sign.input`,
//! Wycheproof, C2SP CCTV), on every backend this CPU supports, plus the
//! error and misuse behaviour of the API.

use serde_json::Value;
use std::collections::BTreeMap;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};

mod common;
use common::*;

// ---------------------------------------------------------------------
// RFC 8032 section 7
// ---------------------------------------------------------------------

#[test]
fn rfc8032_ed25519() {
    let d = data("rfc8032/ed25519.json");
    let cases = d["ed25519"].as_array().unwrap();
    assert_eq!(cases.len(), 5);
    for b in backends("rfc8032_ed25519") {
        for c in cases {
            let name = c["name"].as_str().unwrap();
            let sk = SigningKey::from_seed_with_backend(b, &b32(&c["secret_key"])).unwrap();
            let vk = sk.verifying_key();
            assert_eq!(vk.to_bytes(), b32(&c["public_key"]), "{b} {name}");
            let msg = hexv(&c["message"]);
            let sig = sk.clone().with_backend(b).map(|k| k.sign(&msg)).unwrap();
            assert_eq!(sig.to_bytes(), b64(&c["signature"]), "{b} {name}");
            let vk = VerifyingKey::from_bytes_with_backend(b, &vk.to_bytes()).unwrap();
            vk.with_backend(b)
                .and_then(|k| k.verify(&msg, &sig))
                .unwrap();
            vk.with_backend(b)
                .and_then(|k| k.verify_strict(&msg, &sig))
                .unwrap();
            vk.with_backend(b)
                .and_then(|k| k.verify_zip215(&msg, &sig))
                .unwrap();
            assert_eq!(
                vk.with_backend(b).and_then(|k| k.verify(b"other", &sig)),
                Err(Error::SignatureInvalid)
            );
        }
    }
    // The default-backend API.
    for c in cases {
        let sk = SigningKey::from_seed(&b32(&c["secret_key"]));
        let msg = hexv(&c["message"]);
        assert_eq!(sk.sign(&msg).to_bytes(), b64(&c["signature"]));
        let vk = VerifyingKey::from_bytes(&b32(&c["public_key"])).unwrap();
        vk.verify(&msg, &Signature::from_bytes(&b64(&c["signature"])))
            .unwrap();
    }
}

#[test]
fn rfc8032_ed25519ctx() {
    let d = data("rfc8032/ed25519.json");
    let cases = d["ed25519ctx"].as_array().unwrap();
    assert_eq!(cases.len(), 4);
    for b in backends("rfc8032_ed25519ctx") {
        for c in cases {
            let name = c["name"].as_str().unwrap();
            let sk = SigningKey::from_seed_with_backend(b, &b32(&c["secret_key"])).unwrap();
            assert_eq!(
                sk.verifying_key().to_bytes(),
                b32(&c["public_key"]),
                "{b} {name}"
            );
            let (msg, ctx) = (hexv(&c["message"]), hexv(&c["context"]));
            let sig = sk
                .clone()
                .with_backend(b)
                .and_then(|k| k.sign_ctx(&ctx, &msg))
                .unwrap();
            assert_eq!(sig.to_bytes(), b64(&c["signature"]), "{b} {name}");
            let vk = sk.verifying_key();
            vk.with_backend(b)
                .and_then(|k| k.verify_ctx(&ctx, &msg, &sig))
                .unwrap();
            // The context is bound: another context, plain Ed25519 and
            // Ed25519ph all reject it.
            assert_eq!(
                vk.with_backend(b)
                    .and_then(|k| k.verify_ctx(b"other", &msg, &sig)),
                Err(Error::SignatureInvalid)
            );
            assert_eq!(
                vk.with_backend(b).and_then(|k| k.verify(&msg, &sig)),
                Err(Error::SignatureInvalid)
            );
            assert_eq!(
                vk.with_backend(b)
                    .and_then(|k| k.verify_ph(&ctx, &msg, &sig)),
                Err(Error::SignatureInvalid)
            );
        }
    }
    for c in cases {
        let sk = SigningKey::from_seed(&b32(&c["secret_key"]));
        let (msg, ctx) = (hexv(&c["message"]), hexv(&c["context"]));
        let sig = sk.sign_ctx(&ctx, &msg).unwrap();
        assert_eq!(sig.to_bytes(), b64(&c["signature"]));
        sk.verifying_key().verify_ctx(&ctx, &msg, &sig).unwrap();
    }
}

#[test]
fn rfc8032_ed25519ph() {
    use velocurve::ed25519::sha2::{Digest, Sha512};
    let d = data("rfc8032/ed25519.json");
    let cases = d["ed25519ph"].as_array().unwrap();
    assert_eq!(cases.len(), 1);
    for b in backends("rfc8032_ed25519ph") {
        for c in cases {
            let sk = SigningKey::from_seed_with_backend(b, &b32(&c["secret_key"])).unwrap();
            assert_eq!(sk.verifying_key().to_bytes(), b32(&c["public_key"]));
            let (msg, ctx) = (hexv(&c["message"]), hexv(&c["context"]));
            let sig = sk
                .clone()
                .with_backend(b)
                .and_then(|k| k.sign_ph(&ctx, &msg))
                .unwrap();
            assert_eq!(sig.to_bytes(), b64(&c["signature"]), "{b}");
            let vk = sk.verifying_key();
            vk.with_backend(b)
                .and_then(|k| k.verify_ph(&ctx, &msg, &sig))
                .unwrap();
            assert_eq!(
                vk.with_backend(b).and_then(|k| k.verify(&msg, &sig)),
                Err(Error::SignatureInvalid)
            );
        }
    }
    for c in cases {
        let sk = SigningKey::from_seed(&b32(&c["secret_key"]));
        let (msg, ctx) = (hexv(&c["message"]), hexv(&c["context"]));
        let expect = b64(&c["signature"]);
        assert_eq!(sk.sign_ph(&ctx, &msg).unwrap().to_bytes(), expect);
        // Streamed in pieces through a running SHA-512.
        let mut h = Sha512::new();
        for chunk in msg.chunks(1) {
            h.update(chunk);
        }
        let sig = sk.sign_prehashed(&ctx, h.clone()).unwrap();
        assert_eq!(sig.to_bytes(), expect);
        sk.verifying_key().verify_prehashed(&ctx, h, &sig).unwrap();
        sk.verifying_key().verify_ph(&ctx, &msg, &sig).unwrap();
    }
}

// ---------------------------------------------------------------------
// sign.input: 1,024 lines
// ---------------------------------------------------------------------

#[test]
fn sign_input_all_1024_lines() {
    let text = std::fs::read_to_string(format!(
        "{}/tests/data/ed25519-sign-input/sign.input",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1024);
    for b in backends("sign_input") {
        for (n, line) in lines.iter().enumerate() {
            let f: Vec<&str> = line.split(':').collect();
            assert_eq!(f.len(), 5, "line {n}");
            let sk64: [u8; 64] = hex::decode(f[0]).unwrap().try_into().unwrap();
            let pk: [u8; 32] = hex::decode(f[1]).unwrap().try_into().unwrap();
            let msg = hex::decode(f[2]).unwrap();
            let sm = hex::decode(f[3]).unwrap();
            assert_eq!(&sm[64..], &msg[..], "line {n}");
            let seed: [u8; 32] = sk64[..32].try_into().unwrap();
            let sk = SigningKey::from_seed_with_backend(b, &seed).unwrap();
            assert_eq!(sk.verifying_key().to_bytes(), pk, "{b} line {n}");
            assert_eq!(sk.to_keypair_bytes(), sk64, "line {n}");
            let sig = sk.clone().with_backend(b).map(|k| k.sign(&msg)).unwrap();
            assert_eq!(&sig.to_bytes()[..], &sm[..64], "{b} line {n}");
            let vk = VerifyingKey::from_bytes_with_backend(b, &pk).unwrap();
            vk.with_backend(b)
                .and_then(|k| k.verify(&msg, &sig))
                .unwrap();
            vk.with_backend(b)
                .and_then(|k| k.verify_strict(&msg, &sig))
                .unwrap();
            vk.with_backend(b)
                .and_then(|k| k.verify_zip215(&msg, &sig))
                .unwrap();
        }
        println!("[sign_input] {b}: 1024 lines signed and verified");
    }
    // The 64-byte secret-key form, through the default backend.
    for line in lines.iter().step_by(97) {
        let f: Vec<&str> = line.split(':').collect();
        let sk64: [u8; 64] = hex::decode(f[0]).unwrap().try_into().unwrap();
        let sk = SigningKey::from_keypair_bytes(&sk64).unwrap();
        let sm = hex::decode(f[3]).unwrap();
        assert_eq!(
            &sk.sign(&hex::decode(f[2]).unwrap()).to_bytes()[..],
            &sm[..64]
        );
        let mut bad = sk64;
        bad[40] ^= 1;
        assert_eq!(
            SigningKey::from_keypair_bytes(&bad),
            Err(Error::KeyPairMismatch)
        );
    }
}

// ---------------------------------------------------------------------
// Wycheproof
// ---------------------------------------------------------------------

/// Every case, under [`VerifyingKey::verify`] (RFC 8032 rules) on every
/// backend: "valid" cases verify and "invalid" ones are rejected, and the
/// rejection reason matches the flags where they name one. The group's
/// DER and PEM public keys decode to the same key.
#[test]
fn wycheproof_ed25519() {
    use velocurve::ed25519::pkcs8::DecodePublicKey;
    let d = data("wycheproof/ed25519_test.json");
    let mut counts = BTreeMap::<String, usize>::new();
    let mut total = 0;
    let bs = backends("wycheproof_ed25519");
    for group in d["testGroups"].as_array().unwrap() {
        assert_eq!(group["publicKey"]["curve"], "edwards25519");
        let pk = b32(&group["publicKey"]["pk"]);
        let vk = VerifyingKey::from_bytes(&pk).unwrap();
        let der = hexv(&group["publicKeyDer"]);
        assert_eq!(VerifyingKey::from_public_key_der(&der).unwrap(), vk);
        let pem = group["publicKeyPem"].as_str().unwrap();
        assert_eq!(VerifyingKey::from_public_key_pem(pem).unwrap(), vk);
        for t in group["tests"].as_array().unwrap() {
            let id = t["tcId"].as_u64().unwrap();
            let msg = hexv(&t["msg"]);
            let sig_bytes = hexv(&t["sig"]);
            let result = t["result"].as_str().unwrap();
            let flags: Vec<&str> = t["flags"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap())
                .collect();
            let outcome = Signature::from_slice(&sig_bytes).and_then(|sig| {
                let mut first = None;
                for &b in &bs {
                    let r = vk.with_backend(b).and_then(|k| k.verify(&msg, &sig));
                    assert_eq!(*first.get_or_insert(r), r, "tc {id}: backends disagree");
                }
                assert_eq!(vk.verify(&msg, &sig), first.unwrap());
                first.unwrap()
            });
            match result {
                "valid" => assert_eq!(outcome, Ok(()), "tc {id} {flags:?}"),
                "invalid" => {
                    let e = outcome.expect_err(&format!("tc {id} {flags:?} accepted"));
                    if sig_bytes.len() != 64 {
                        assert_eq!(
                            e,
                            Error::SignatureLength {
                                expected: 64,
                                actual: sig_bytes.len()
                            },
                            "tc {id}"
                        );
                    }
                    if flags.contains(&"SignatureMalleability") {
                        assert_eq!(e, Error::SignatureSNotReduced, "tc {id}");
                    }
                    *counts.entry(format!("{e:?}")).or_default() += 1;
                }
                other => panic!("tc {id}: unexpected result {other}"),
            }
            total += 1;
        }
    }
    assert_eq!(total, d["numberOfTests"].as_u64().unwrap() as usize);
    println!("[wycheproof_ed25519] {total} cases as expected; rejections by reason: {counts:?}");
}

// ---------------------------------------------------------------------
// C2SP CCTV edge cases: the pinned accept/reject matrix
// ---------------------------------------------------------------------

/// One letter per outcome, for the pinned matrix.
fn code(r: Result<(), Error>) -> char {
    match r {
        Ok(()) => '+',
        Err(Error::SignatureInvalid) => 'x',
        Err(Error::SignatureSNotReduced) => 'S',
        Err(Error::PublicKeyNotOnCurve) => 'P',
        Err(Error::PublicKeyNonCanonical) => 'A',
        Err(Error::PublicKeySmallOrder) => 'a',
        Err(Error::SignatureRNotOnCurve) => 'Q',
        Err(Error::SignatureRNonCanonical) => 'R',
        Err(Error::SignatureRSmallOrder) => 'r',
        Err(e) => panic!("unexpected error {e:?}"),
    }
}

/// The outcome of each profile on each of the 914 vectors, in file order,
/// one code per vector (see [`code`]): `+` accepted, `x` equation failed,
/// `A`/`R` non-canonical A/R, `a`/`r` small-order A/R, `S` S >= l,
/// `P`/`Q` A/R not a point. A change of any verdict or reason fails the
/// test. The README's table is computed from the same outcomes.
const CCTV_VERIFY: &str = concat!(
    "x+x+x+x+AAAAAARRRRRRAAx+x+x+x+AAAAAARRRRRRAA+x+x+x+xAAAAAARRRRRRRRRRRRRRRRRRAAAA",
    "AAxxxxAAAxxxxAAAxxxxAAAxxxxAAAx+x+x+x+AAAAAARRRRRRAAx+x+x+x+AAAAAARRRRRRAAx+x+x+",
    "x+AAAAAARRRRRRAA+x+x+x+xAAAAAARRRRRRRRRRRRRRRRRRAAAAAAxxxxAAAxxxxAAAxxxxAAAxxxxA",
    "AAx+x+x+x+AAAAAARRRRRRAAxxxxAAAAAAAAARRRAAAxxxxAAAAAAAAARRRAAA++++AAAAAAAAARRRRR",
    "RRRRAAAAAAAAAxxxxAAAAAAAAAxxxxAAAAAAAAAxxxxAAAAAAAAAxxxxAAAAAAAAAxxxxAAAAAAAAARR",
    "RAAAx+x+x+x+RRRRRRx+x+x+x+RRRRRR+x+x+x+xRRRRRRRRRRRRRRRRRRx+x+x+x+x+x+x+x+x+x+x+",
    "x+x+x+x+x+x+x+x+x+RRRRRRx+x+x+x+RRRRRRx+x+x+x+RRRRRR+x+x+x+xRRRRRRRRRRRRRRRRRRx+",
    "x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+RRRRRRx+x+x+x+RRRRRRx+x+x+x+RRRRRR+x+x+x+x",
    "RRRRRRRRRRRRRRRRRRx+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+RRRRRRx+x+x+x+RRRRRRx+",
    "x+x+x+RRRRRR+x+x+x+xRRRRRRRRRRRRRRRRRRx+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+x+RR",
    "RRRRxxxxAAARRRAxxxxAAARRRA+x+x+x+xAAAAAARRRRRRRRRRRRRRRRRRAAAAAAxxxxAAAxxxxAAAxx",
    "xxAAAxxxxAAAx+x+x+x+AAAAAARRRRRRAA",
);
const CCTV_VERIFY_STRICT: &str = concat!(
    "aaaarrx+AAAAAARRRRRRAAaaaarrx+AAAAAARRRRRRAAaaaarr+xAAAAAARRRRRRRRRRRRRRRRRRAAAA",
    "AAaarxAAAaarxAAAaarxAAAaarxAAAaaaarrx+AAAAAARRRRRRAAaaaarrx+AAAAAARRRRRRAAaaaarr",
    "x+AAAAAARRRRRRAAaaaarr+xAAAAAARRRRRRRRRRRRRRRRRRAAAAAAaarxAAAaarxAAAaarxAAAaarxA",
    "AAaaaarrx+AAAAAARRRRRRAAaarxAAAAAAAAARRRAAAaarxAAAAAAAAARRRAAAaar+AAAAAAAAARRRRR",
    "RRRRAAAAAAAAAaarxAAAAAAAAAaarxAAAAAAAAAaarxAAAAAAAAAaarxAAAAAAAAAaarxAAAAAAAAARR",
    "RAAAaaaarrx+RRRRRRaaaarrx+RRRRRRaaaarr+xRRRRRRRRRRRRRRRRRRaaaarrx+aaaarrx+aaaarr",
    "x+aaaarrx+aaaarrx+RRRRRRaaaarrx+RRRRRRaaaarrx+RRRRRRaaaarr+xRRRRRRRRRRRRRRRRRRaa",
    "aarrx+aaaarrx+aaaarrx+aaaarrx+aaaarrx+RRRRRRaaaarrx+RRRRRRaaaarrx+RRRRRRaaaarr+x",
    "RRRRRRRRRRRRRRRRRRaaaarrx+aaaarrx+aaaarrx+aaaarrx+aaaarrx+RRRRRRaaaarrx+RRRRRRaa",
    "aarrx+RRRRRRaaaarr+xRRRRRRRRRRRRRRRRRRaaaarrx+aaaarrx+aaaarrx+aaaarrx+aaaarrx+RR",
    "RRRRaarxAAARRRAaarxAAARRRAaaaarr+xAAAAAARRRRRRRRRRRRRRRRRRAAAAAAaarxAAAaarxAAAaa",
    "rxAAAaarxAAAaaaarrx+AAAAAARRRRRRAA",
);
const CCTV_VERIFY_ZIP215: &str = concat!(
    "++++++++++++++++++xx++++++++++++++++++++xx++++++++++++++++++++xx++++xx++++xx++++",
    "++++++++++++++++++++++++++++++++++++++++++++++++xx++++++++++++++++++++xx++++++++",
    "++++++++++++xx++++++++++++++++++++xx++++xx++++xx++++++++++++++++++++++++++++++++",
    "++++++++++++++++++++xx+++++++++++++++++x++++++++++++++++++x++++++++++++++++++x++",
    "x++x++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++",
    "x+++++++++++++++xx++++++++++++xx++++++++++++xx++++xx++++xx++++++++++++++++++++++",
    "++++++++++++++++++++++xx++++++++++++xx++++++++++++xx++++++++++++xx++++xx++++xx++",
    "++++++++++++++++++++++++++++++++++++++++++xx++++++++++++xx++++++++++++xx++++++++",
    "++++xx++++xx++++xx++++++++++++++++++++++++++++++++++++++++++++xx++++++++++++xx++",
    "++++++++++xx++++++++++++xx++++xx++++xx++++++++++++++++++++++++++++++++++++++++++",
    "++xx+++++++++x++++++++++x+++++++++++++++++++xx++++xx++++xx++++++++++++++++++++++",
    "++++++++++++++++++++++++++++++xx++",
);

fn cctv_outcomes(b: Backend, profile: &str) -> (String, Vec<Value>) {
    let d = data("cctv/ed25519vectors.json");
    let vectors = d.as_array().unwrap().clone();
    assert_eq!(vectors.len(), 914);
    let mut s = String::new();
    for (i, v) in vectors.iter().enumerate() {
        assert_eq!(v["number"].as_u64().unwrap() as usize, i);
        let key = b32(&v["key"]);
        let sig = Signature::from_bytes(&b64(&v["sig"]));
        let msg = v["msg"].as_str().unwrap().as_bytes();
        let r = VerifyingKey::from_bytes_with_backend(b, &key).and_then(|vk| match profile {
            "verify" => vk.with_backend(b).and_then(|k| k.verify(msg, &sig)),
            "verify_strict" => vk.with_backend(b).and_then(|k| k.verify_strict(msg, &sig)),
            "verify_zip215" => vk.with_backend(b).and_then(|k| k.verify_zip215(msg, &sig)),
            _ => unreachable!(),
        });
        s.push(code(r));
    }
    (s, vectors)
}

#[test]
fn cctv_matrix_is_pinned() {
    let pinned = [
        ("verify", CCTV_VERIFY),
        ("verify_strict", CCTV_VERIFY_STRICT),
        ("verify_zip215", CCTV_VERIFY_ZIP215),
    ];
    for b in backends("cctv_matrix") {
        // flag -> (vectors with the flag, accepted per profile)
        let mut table = BTreeMap::<String, (usize, [usize; 3])>::new();
        for (j, (profile, expect)) in pinned.iter().enumerate() {
            let (got, vectors) = cctv_outcomes(b, profile);
            assert_eq!(got, *expect, "{b} {profile}");
            for (v, c) in vectors.iter().zip(got.chars()) {
                let mut flags: Vec<String> = v["flags"]
                    .as_array()
                    .map(|a| a.iter().map(|f| f.as_str().unwrap().to_string()).collect())
                    .unwrap_or_default();
                flags.push("(all vectors)".to_string());
                for f in flags {
                    let e = table.entry(f).or_default();
                    e.0 += (j == 0) as usize;
                    e.1[j] += (c == '+') as usize;
                }
            }
        }
        // The README table (accepted vectors per flag and profile).
        println!("[cctv_matrix] {b}:");
        println!("| vectors with flag | count | verify | verify_strict | verify_zip215 |");
        println!("|---|---:|---:|---:|---:|");
        for (flag, (n, acc)) in &table {
            println!("| `{flag}` | {n} | {} | {} | {} |", acc[0], acc[1], acc[2]);
        }
        assert_eq!(table["(all vectors)"], (914, [172, 43, 826]));
    }
}

// ---------------------------------------------------------------------
// Bad input and misuse
// ---------------------------------------------------------------------

#[test]
fn lengths_are_typed_errors_and_never_panic() {
    let sk = SigningKey::from_seed(&[5u8; 32]);
    let vk = sk.verifying_key();
    let sig = sk.sign(b"m");
    let long = vec![0xa5u8; 300];
    for n in 0..=300 {
        let s = &long[..n];
        match Signature::from_slice(s) {
            Ok(_) => assert_eq!(n, 64),
            Err(e) => assert_eq!(
                e,
                Error::SignatureLength {
                    expected: 64,
                    actual: n
                }
            ),
        }
        match VerifyingKey::from_slice(s) {
            Err(Error::PublicKeyLength { expected, actual }) => {
                assert_eq!((expected, actual), (32, n));
                assert_ne!(n, 32);
            }
            // 0xa5.. happens to decode or not; either way no panic.
            other => assert_eq!(n, 32, "{other:?}"),
        }
        match SigningKey::from_slice(s) {
            Ok(_) => assert_eq!(n, 32),
            Err(e) => assert_eq!(
                e,
                Error::SecretKeyLength {
                    expected: 32,
                    actual: n
                }
            ),
        }
        // Contexts of every length.
        let ctx = sk.sign_ctx(s, b"m");
        let ph = sk.sign_ph(s, b"m");
        match n {
            0 => {
                assert_eq!(ctx, Err(Error::ContextEmpty));
                assert!(ph.is_ok());
            }
            1..=255 => {
                vk.verify_ctx(s, b"m", &ctx.unwrap()).unwrap();
                vk.verify_ph(s, b"m", &ph.unwrap()).unwrap();
            }
            _ => {
                assert_eq!(ctx, Err(Error::ContextTooLong { actual: n }));
                assert_eq!(ph, Err(Error::ContextTooLong { actual: n }));
                assert_eq!(
                    vk.verify_ctx(s, b"m", &sig),
                    Err(Error::ContextTooLong { actual: n })
                );
                assert_eq!(
                    vk.verify_ph(s, b"m", &sig),
                    Err(Error::ContextTooLong { actual: n })
                );
            }
        }
    }
    assert_eq!(vk.verify_ctx(b"", b"m", &sig), Err(Error::ContextEmpty));
    // Errors print which input was wrong.
    assert_eq!(
        Error::SignatureLength {
            expected: 64,
            actual: 3
        }
        .to_string(),
        "signature must be 64 bytes, got 3"
    );
    assert!(Error::SignatureSNotReduced.to_string().contains("S >= l"));
}

/// S >= l is rejected by every profile, whatever else holds; so is S + l
/// for a valid signature (the malleability of RFC 8032 section 8.4).
#[test]
fn s_range_is_checked_by_every_profile() {
    // l in little-endian bytes.
    let l: [u8; 32] =
        hex::decode("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
            .unwrap()
            .try_into()
            .unwrap();
    let sk = SigningKey::from_seed(&[8u8; 32]);
    let vk = sk.verifying_key();
    let sig = sk.sign(b"msg");
    // S + l, if it still fits in 256 bits (it does: S < l < 2^253).
    let mut s = *sig.s_bytes();
    let mut carry = 0u16;
    for (x, y) in s.iter_mut().zip(l) {
        let t = *x as u16 + y as u16 + carry;
        *x = t as u8;
        carry = t >> 8;
    }
    assert_eq!(carry, 0);
    let malleated = Signature::from_components(*sig.r_bytes(), s);
    for b in Backend::supported() {
        for r in [
            vk.with_backend(b)
                .and_then(|k| k.verify(b"msg", &malleated)),
            vk.with_backend(b)
                .and_then(|k| k.verify_strict(b"msg", &malleated)),
            vk.with_backend(b)
                .and_then(|k| k.verify_zip215(b"msg", &malleated)),
        ] {
            assert_eq!(r, Err(Error::SignatureSNotReduced));
        }
    }
    for s in [l, [0xff; 32]] {
        let bad = Signature::from_components(*sig.r_bytes(), s);
        assert_eq!(vk.verify(b"msg", &bad), Err(Error::SignatureSNotReduced));
    }
    // l - 1 is in range: the equation decides.
    let mut lm1 = l;
    lm1[0] -= 1;
    let bad = Signature::from_components(*sig.r_bytes(), lm1);
    assert_eq!(vk.verify(b"msg", &bad), Err(Error::SignatureInvalid));
}

/// Encodings: a key that is no point is refused by `from_bytes`; a
/// non-canonical key (`y = p + 1`, the identity written with `y >= p`) is
/// kept and then refused by the RFC 8032 profiles only.
#[test]
fn key_encodings() {
    let p_plus = |i: u8| {
        let mut b = [0xffu8; 32];
        b[31] = 0x7f;
        b[0] = 0xed + i;
        b
    };
    // y = p + 1 = 1 (mod p): the identity, non-canonically.
    let vk = VerifyingKey::from_bytes(&p_plus(1)).unwrap();
    assert!(!vk.is_canonical() && vk.is_weak());
    assert_eq!(vk.to_bytes(), p_plus(1));
    let sig = Signature::from_bytes(&[0u8; 64]);
    assert_eq!(vk.verify(b"", &sig), Err(Error::PublicKeyNonCanonical));
    assert_eq!(
        vk.verify_strict(b"", &sig),
        Err(Error::PublicKeyNonCanonical)
    );
    // The identity with x = 0 and the sign bit set: also non-canonical.
    let mut neg_zero = [0u8; 32];
    neg_zero[0] = 1;
    neg_zero[31] = 0x80;
    let vk = VerifyingKey::from_bytes(&neg_zero).unwrap();
    assert!(!vk.is_canonical());
    // A y with no x.
    let mut two = [0u8; 32];
    two[0] = 2;
    assert_eq!(
        VerifyingKey::from_bytes(&two),
        Err(Error::PublicKeyNotOnCurve)
    );
    for b in Backend::supported() {
        assert_eq!(
            VerifyingKey::from_bytes_with_backend(b, &two),
            Err(Error::PublicKeyNotOnCurve)
        );
    }
    // R with no x on the curve: every profile says which.
    let sk = SigningKey::from_seed(&[9u8; 32]);
    let good = sk.sign(b"m");
    let bad_r = Signature::from_components(two, *good.s_bytes());
    let vk = sk.verifying_key();
    assert_eq!(vk.verify(b"m", &bad_r), Err(Error::SignatureRNotOnCurve));
    assert_eq!(
        vk.verify_zip215(b"m", &bad_r),
        Err(Error::SignatureRNotOnCurve)
    );
    // Small-order R, canonical: only verify_strict names it.
    let mut one = [0u8; 32];
    one[0] = 1;
    let id_r = Signature::from_components(one, *good.s_bytes());
    assert_eq!(
        vk.verify_strict(b"m", &id_r),
        Err(Error::SignatureRSmallOrder)
    );
    assert_eq!(vk.verify(b"m", &id_r), Err(Error::SignatureInvalid));
}

/// The API misuse of RUSTSEC-2022-0093 cannot be written: the public key
/// used in signing is always the key's own, and a 64-byte key pair with a
/// foreign public half is refused.
#[test]
fn no_signing_with_a_foreign_public_key() {
    let a = SigningKey::from_seed(&[1u8; 32]);
    let b = SigningKey::from_seed(&[2u8; 32]);
    let mut mixed = a.to_keypair_bytes();
    mixed[32..].copy_from_slice(b.verifying_key().as_bytes());
    assert_eq!(
        SigningKey::from_keypair_bytes(&mixed),
        Err(Error::KeyPairMismatch)
    );
}

#[test]
fn debug_never_prints_secrets() {
    let seed = [0x5au8; 32];
    let sk = SigningKey::from_seed(&seed);
    let dbg = format!("{sk:?} {sk:#?}");
    assert!(dbg.contains("SigningKey"));
    assert!(!dbg.contains("5a5a") && !dbg.contains("90, 90"), "{dbg}");
    // Only the public key shows.
    let pk_hex = hex::encode(sk.verifying_key().to_bytes());
    assert!(dbg.contains(&pk_hex), "{dbg}");
}

/// After drop, the memory that held the key holds neither the seed nor the
/// nonce prefix nor the secret scalar.
#[test]
fn signing_key_zeroizes_on_drop() {
    use std::mem::{ManuallyDrop, size_of};
    use velocurve::ed25519::sha2::{Digest, Sha512};
    let seed = [0x3cu8; 32];
    let h = Sha512::digest(seed);
    let prefix: [u8; 32] = h[32..].try_into().unwrap();
    let mut sk = ManuallyDrop::new(SigningKey::from_seed(&seed));
    let ptr = &mut *sk as *mut SigningKey as *const u8;
    let read = || -> Vec<u8> {
        (0..size_of::<SigningKey>())
            // SAFETY: the storage of `sk` outlives the reads (ManuallyDrop
            // never frees it); volatile reads of its bytes.
            .map(|i| unsafe { std::ptr::read_volatile(ptr.add(i)) })
            .collect()
    };
    let contains = |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).any(|w| w == needle);
    let before = read();
    assert!(contains(&before, &seed) && contains(&before, &prefix));
    // SAFETY: `sk` is dropped exactly once, and not used afterwards except
    // through the raw reads above.
    unsafe { ManuallyDrop::drop(&mut sk) };
    let after = read();
    assert!(!contains(&after, &seed), "seed survived the drop");
    assert!(!contains(&after, &prefix), "prefix survived the drop");
    // The secret scalar: apart from the public key it holds (the 32-byte
    // encoding of A, the 32-byte x of A and two flags), the memory is zero.
    let nonzero: usize = after.iter().filter(|&&x| x != 0).count();
    assert!(nonzero <= 32 + 32 + 8, "{nonzero} nonzero bytes after drop");
    let pk = SigningKey::from_seed(&seed).verifying_key().to_bytes();
    assert!(
        contains(&after, &pk),
        "the public key is kept (it is public)"
    );
}

/// The RustCrypto traits: `signature::{Signer, Verifier, Keypair}`, the
/// multipart variants and the `ed25519` crate's signature type.
#[test]
fn signature_traits() {
    use signature::{Keypair, MultipartSigner, MultipartVerifier, Signer, Verifier};
    let sk = SigningKey::from_seed(&[4u8; 32]);
    let sig: Signature = Signer::sign(&sk, b"hello world");
    assert_eq!(sig, sk.sign(b"hello world"));
    Verifier::verify(&sk.verifying_key(), b"hello world", &sig).unwrap();
    assert!(Verifier::verify(&sk.verifying_key(), b"hello", &sig).is_err());
    let parts: [&[u8]; 3] = [b"hello", b" ", b"world"];
    let msig: Signature = sk.multipart_sign(&parts);
    assert_eq!(msig, sig);
    sk.verifying_key().multipart_verify(&parts, &sig).unwrap();
    assert_eq!(Keypair::verifying_key(&sk), sk.verifying_key());
    let esig: ed25519::Signature = Signer::sign(&sk, b"hello world");
    assert_eq!(esig.to_bytes(), sig.to_bytes());
    Verifier::verify(&sk.verifying_key(), b"hello world", &esig).unwrap();
    assert_eq!(Signature::from(esig), sig);
    // DigestSigner / DigestVerifier: Ed25519ph with the empty context.
    use signature::{DigestSigner, DigestVerifier};
    use velocurve::ed25519::sha2::Digest;
    let feed = |h: &mut velocurve::ed25519::sha2::Sha512| {
        h.update(b"streamed");
        h.update(b" message");
    };
    let dsig: Signature = sk.sign_digest(feed);
    assert_eq!(dsig, sk.sign_ph(b"", b"streamed message").unwrap());
    sk.verifying_key()
        .verify_digest(
            |h: &mut velocurve::ed25519::sha2::Sha512| {
                feed(h);
                Ok(())
            },
            &dsig,
        )
        .unwrap();
    // The error of a failed verification keeps ours as its source (with
    // `std`).
    let e = Verifier::verify(&sk.verifying_key(), b"x", &sig).unwrap_err();
    #[cfg(feature = "std")]
    {
        let src = std::error::Error::source(&e).expect("source");
        assert_eq!(src.to_string(), Error::SignatureInvalid.to_string());
    }
    let _ = e;
}

#[test]
fn unsupported_backends_are_errors() {
    let sk = SigningKey::from_seed(&[1u8; 32]);
    let sig = sk.sign(b"m");
    for &b in Backend::ALL {
        if b.is_supported() {
            continue;
        }
        println!("[unsupported_backends] {b}: checking the error");
        assert_eq!(
            sk.clone().with_backend(b).map(|k| k.sign(b"m")),
            Err(Error::BackendUnsupported(b))
        );
        assert_eq!(
            sk.verifying_key()
                .with_backend(b)
                .and_then(|k| k.verify(b"m", &sig)),
            Err(Error::BackendUnsupported(b))
        );
    }
}
