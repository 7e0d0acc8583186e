//! The generic ECDH layer (`velocurve::ecdh`), one test body for every
//! curve: code generic over `C: Curve` runs on each; the curve modules'
//! names are the same types; decoding on a forced backend accepts and
//! rejects as the automatic choice does; every backend gives the same
//! bytes; unsupported backends are refused with their error.

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::ecdh::{self, Curve, PublicKey, SecretKey};

/// Every backend, supported here or not.
const ALL: [Backend; 5] = [
    Backend::Auto,
    Backend::Portable51,
    Backend::Mulx64,
    Backend::Avx2,
    Backend::Ifma,
];

fn exchange<C: Curve>(seed: u64) {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let a = SecretKey::<C>::random_from_rng(&mut rng);
    let b = SecretKey::<C>::random_from_rng(&mut rng);
    let (pa, pb) = (a.public_key(), b.public_key());
    let want = a.diffie_hellman(&pb).expect("exchange");
    assert_eq!(
        want.as_bytes(),
        b.diffie_hellman(&pa).expect("exchange").as_bytes()
    );
    assert_eq!(want.as_bytes().as_ref().len(), C::SECRET_KEY_BYTES);
    assert_eq!(pa.to_compressed().as_ref().len(), C::COMPRESSED_BYTES);
    assert_eq!(pa.to_uncompressed().as_ref().len(), C::UNCOMPRESSED_BYTES);
    // The secret key's bytes round trip; the order is big-endian n.
    assert_eq!(
        SecretKey::<C>::from_bytes(&a.to_bytes())
            .expect("in range")
            .to_bytes(),
        a.to_bytes()
    );
    assert_eq!(
        SecretKey::<C>::from_bytes(&C::ORDER).err(),
        Some(Error::SecretScalarOutOfRange)
    );

    let mut publics = Vec::new();
    let mut shared = Vec::new();
    for backend in ALL {
        let decoded =
            PublicKey::<C>::from_sec1_bytes_with_backend(backend, pa.to_compressed().as_ref());
        if !backend.is_supported() {
            assert_eq!(
                decoded.err(),
                Some(Error::BackendUnsupported(backend)),
                "{}",
                C::NAME
            );
            assert!(b.clone().with_backend(backend).is_err());
            let mut out = vec![want.to_bytes()];
            assert_eq!(
                ecdh::diffie_hellman_batch_with_backend(
                    backend,
                    std::slice::from_ref(&b),
                    &[pa],
                    &mut out
                )
                .err(),
                Some(Error::BackendUnsupported(backend))
            );
            continue;
        }
        let decoded = decoded.expect("a public key");
        assert_eq!(decoded, pa, "{} on {}", C::NAME, backend.name());
        let from_uncompressed =
            PublicKey::<C>::from_sec1_bytes_with_backend(backend, pa.to_uncompressed().as_ref());
        assert_eq!(from_uncompressed.expect("a public key"), pa);
        let bk = b.clone().with_backend(backend).expect("supported");
        assert_eq!(bk.backend(), backend);
        publics.push(bk.public_key());
        shared.push(bk.diffie_hellman(&decoded).expect("exchange").to_bytes());
        // Batches of two on this backend: the single operations' bytes.
        let mut out = vec![want.to_bytes(); 2];
        out[0].as_mut()[0] ^= 1;
        ecdh::diffie_hellman_batch_with_backend(
            backend,
            &[b.clone(), a.clone()],
            &[pa, pb],
            &mut out,
        )
        .expect("batch");
        assert_eq!(
            out,
            vec![want.to_bytes(); 2],
            "{} on {}",
            C::NAME,
            backend.name()
        );
        let mut keys = vec![pa.to_uncompressed(); 2];
        ecdh::public_key_batch_with_backend(backend, &[b.clone(), a.clone()], &mut keys)
            .expect("batch");
        assert_eq!(keys, vec![pb.to_uncompressed(), pa.to_uncompressed()]);
    }
    assert!(publics.iter().all(|p| *p == pb), "{}", C::NAME);
    assert!(shared.iter().all(|s| s == want.as_bytes()), "{}", C::NAME);

    // Rejections through the generic decoder: length, prefix, identity.
    let c = pa.to_compressed();
    assert!(matches!(
        PublicKey::<C>::from_sec1_bytes(&c.as_ref()[..C::COMPRESSED_BYTES - 1]),
        Err(Error::PointLength { .. })
    ));
    let mut bad = c;
    bad.as_mut()[0] = 0x05;
    assert_eq!(
        PublicKey::<C>::from_sec1_bytes(bad.as_ref()).err(),
        Some(Error::PointPrefix { prefix: 0x05 })
    );
    assert_eq!(
        PublicKey::<C>::from_sec1_bytes(&[0]).err(),
        Some(Error::PointIdentity)
    );
    assert!(matches!(
        SecretKey::<C>::from_slice(&[1u8; 3]),
        Err(Error::SecretKeyLength { expected, actual: 3 }) if expected == C::SECRET_KEY_BYTES
    ));
}

#[test]
fn every_curve_through_the_generic_types() {
    exchange::<ecdh::P192>(192);
    exchange::<ecdh::P224>(224);
    exchange::<ecdh::P256>(256);
    exchange::<ecdh::P384>(384);
    exchange::<ecdh::P521>(521);
    exchange::<ecdh::Curve13318>(13318);
    exchange::<ecdh::Secp256k1>(0x2561);
}

#[test]
fn curve_modules_name_the_generic_types() {
    // The same type under both names: a key made one way is used the other.
    let k: velocurve::p384::SecretKey =
        SecretKey::<ecdh::P384>::from_slice(&[7u8; 48]).expect("in range");
    let p: PublicKey<ecdh::P384> = k.public_key();
    assert_eq!(velocurve::p384::ORDER, <ecdh::P384 as Curve>::ORDER);
    assert_eq!(
        velocurve::p384::SECRET_KEY_BYTES,
        <ecdh::P384 as Curve>::SECRET_KEY_BYTES
    );
    assert_eq!(
        velocurve::p521::UNCOMPRESSED_BYTES,
        <ecdh::P521 as Curve>::UNCOMPRESSED_BYTES
    );
    assert_eq!(
        velocurve::curve13318::ORDER,
        <ecdh::Curve13318 as Curve>::ORDER
    );
    assert_eq!(<ecdh::P256 as Curve>::NAME, "P-256");
    let p2 = velocurve::p384::PublicKey::from_sec1_bytes(&p.to_compressed()).expect("point");
    assert_eq!(p, p2);
}

/// secp256k1 against Wycheproof's `ecdh_secp256k1_test` (the public key a
/// DER SubjectPublicKeyInfo, parsed here by the `decode_spki_der` of the
/// curve's key formats; `valid` and `acceptable` cases must give the
/// shared secret, `invalid` ones must be rejected).
#[test]
fn secp256k1_wycheproof() {
    use velocurve::secp256k1::{PublicKey, SecretKey};
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/wycheproof/ecdh_secp256k1_test.json"
    );
    let text =
        std::fs::read_to_string(path).expect("tests/data/wycheproof/ecdh_secp256k1_test.json");
    let v: serde_json::Value = serde_json::from_str(&text).expect("json");
    let (mut valid, mut invalid) = (0, 0);
    for group in v["testGroups"].as_array().expect("groups") {
        for t in group["tests"].as_array().expect("tests") {
            let id = t["tcId"].as_u64().expect("id");
            let result = t["result"].as_str().expect("result");
            let public = hex::decode(t["public"].as_str().expect("public")).expect("hex");
            let private = hex::decode(t["private"].as_str().expect("private")).expect("hex");
            let shared = hex::decode(t["shared"].as_str().expect("shared")).expect("hex");
            // Wycheproof's private keys are minimal big-endian integers,
            // sometimes with a leading zero byte: pad or strip to 32.
            let digits: Vec<u8> = private.iter().copied().skip_while(|&b| b == 0).collect();
            let sk = (digits.len() <= 32).then(|| {
                let mut k = [0u8; 32];
                k[32 - digits.len()..].copy_from_slice(&digits);
                k
            });
            let got = PublicKey::decode_spki_der(&public).ok().and_then(|pk| {
                let sk = SecretKey::from_bytes(&sk?).ok()?;
                for backend in Backend::supported() {
                    let k = sk.clone().with_backend(backend).expect("supported");
                    assert_eq!(
                        k.diffie_hellman(&pk).expect("exchange").as_bytes()[..],
                        sk.diffie_hellman(&pk).expect("exchange").as_bytes()[..],
                        "tcId {id} on {}",
                        backend.name()
                    );
                }
                Some(sk.diffie_hellman(&pk).expect("exchange").to_bytes())
            });
            match result {
                "valid" | "acceptable" if !shared.is_empty() => {
                    // An acceptable case may use an encoding we refuse
                    // (for example a compressed point in an SPKI).
                    match got {
                        Some(z) => {
                            assert_eq!(z[..], shared[..], "tcId {id}");
                            valid += 1;
                        }
                        None => assert_eq!(result, "acceptable", "tcId {id} rejected"),
                    }
                }
                _ => {
                    assert!(
                        got.is_none() || shared.is_empty(),
                        "tcId {id} ({result}) accepted"
                    );
                    invalid += 1;
                }
            }
        }
    }
    println!("secp256k1 Wycheproof: {valid} exchanges checked, {invalid} rejections");
    assert!(valid > 100, "{valid}");
}
