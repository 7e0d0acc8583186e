//! The Ed25519 key-format decoders on arbitrary bytes: PKCS#8 v1 and v2
//! private keys and SubjectPublicKeyInfo public keys, DER and PEM
//! (`velocurve::ed25519::pkcs8`). Each returns a key or an error, never
//! panics; a decoded key is the one ed25519-dalek decodes from the same
//! document (the two accept the same documents: RFC 8410 with the
//! parameters absent, a 32-byte seed, a v2 public key matching the seed),
//! re-encodes to a document that decodes to it again, and the PEM form
//! decodes as its DER does.
//!
//! Input: the first byte picks DER (even) or PEM (odd); the rest is the
//! document, given to the private-key and the public-key decoders.
//!
//! The one difference allowed, found by this target: a v2 document whose
//! public key is a BIT STRING with unused bits (not a whole number of
//! bytes, so not an Ed25519 key) is rejected by velocurve as malformed;
//! ed25519-dalek (the `ed25519` crate's `KeypairBytes`) reads such a
//! public key as absent and accepts the seed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::ed25519::pkcs8::{
    DecodePrivateKey, DecodePublicKey, EncodePrivateKey, EncodePublicKey, LineEnding,
};
use velocurve::ed25519::{SigningKey, VerifyingKey};

/// A decoded private key: the same as dalek's, and re-encoded (v1 and v2,
/// DER and PEM) it decodes to itself.
fn check_private(ours: &SigningKey, dalek: Option<ed25519_dalek::SigningKey>) {
    let dalek = dalek.expect("ed25519-dalek rejects a private key that velocurve accepts");
    assert_eq!(ours.to_seed(), dalek.to_bytes(), "seed");
    assert_eq!(
        ours.verifying_key().to_bytes(),
        dalek.verifying_key().to_bytes()
    );
    for doc in [
        ours.to_pkcs8_der().unwrap(),
        ours.to_pkcs8_v2_der().unwrap(),
    ] {
        assert_eq!(&SigningKey::from_pkcs8_der(doc.as_bytes()).unwrap(), ours);
    }
    let pem = ours.to_pkcs8_v2_pem(LineEnding::LF).unwrap();
    assert_eq!(&SigningKey::from_pkcs8_pem(&pem).unwrap(), ours);
}

/// A decoded public key: the same as dalek's, and it round-trips.
fn check_public(ours: &VerifyingKey, dalek: Option<ed25519_dalek::VerifyingKey>) {
    let dalek = dalek.expect("ed25519-dalek rejects a public key that velocurve accepts");
    assert_eq!(ours.to_bytes(), dalek.to_bytes());
    let der = ours.to_public_key_der().unwrap();
    assert_eq!(der.as_bytes().len(), 44);
    assert_eq!(
        &VerifyingKey::from_public_key_der(der.as_bytes()).unwrap(),
        ours
    );
    let pem = ours.to_public_key_pem(LineEnding::CRLF).unwrap();
    assert_eq!(&VerifyingKey::from_public_key_pem(&pem).unwrap(), ours);
}

/// Whether `doc` is a PKCS#8 v2 document whose public key is a BIT STRING
/// with unused bits (see the module documentation).
fn public_key_has_unused_bits(doc: &[u8]) -> bool {
    use pkcs8::der::Decode;
    pkcs8::PrivateKeyInfoRef::from_der(doc)
        .is_ok_and(|info| info.public_key.is_some_and(|b| b.as_bytes().is_none()))
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, doc)) = data.split_first() else {
        return;
    };
    if mode & 1 == 0 {
        match SigningKey::from_pkcs8_der(doc) {
            Ok(sk) => check_private(&sk, ed25519_dalek::SigningKey::from_pkcs8_der(doc).ok()),
            Err(_) => assert!(
                ed25519_dalek::SigningKey::from_pkcs8_der(doc).is_err()
                    || public_key_has_unused_bits(doc),
                "ed25519-dalek accepts a private key that velocurve rejects"
            ),
        }
        match VerifyingKey::from_public_key_der(doc) {
            Ok(vk) => check_public(
                &vk,
                ed25519_dalek::VerifyingKey::from_public_key_der(doc).ok(),
            ),
            Err(_) => assert!(
                ed25519_dalek::VerifyingKey::from_public_key_der(doc).is_err(),
                "ed25519-dalek accepts a public key that velocurve rejects"
            ),
        }
    } else {
        // PEM is text: arbitrary bytes become a string lossily, so the
        // decoder also sees replacement characters and any line endings.
        let pem = String::from_utf8_lossy(doc);
        if let Ok(sk) = SigningKey::from_pkcs8_pem(&pem) {
            check_private(&sk, ed25519_dalek::SigningKey::from_pkcs8_pem(&pem).ok());
        }
        if let Ok(vk) = VerifyingKey::from_public_key_pem(&pem) {
            check_public(
                &vk,
                ed25519_dalek::VerifyingKey::from_public_key_pem(&pem).ok(),
            );
        }
    }
});
