//! The key-format decoders of the five NIST curves (P-192, P-224, P-256,
//! P-384, P-521) and secp256k1 on arbitrary bytes: PKCS#8, SEC1 `ECPrivateKey` and
//! SubjectPublicKeyInfo, DER and PEM (`velocurve::p*::pkcs8`). Each returns
//! a key or a `KeyFormatError`, never panics, and:
//!
//! * the RustCrypto trait methods (`from_pkcs8_der`, `from_sec1_der`,
//!   `from_public_key_der`, and the PEM ones) accept exactly what the
//!   `decode_*` methods accept, with the same key (PKCS#8 DER: the
//!   trait's error is the mapped `KeyFormatError`);
//! * a private key that velocurve accepts is read the same by the `sec1`
//!   crate's own `ECPrivateKey` parser (an independent reading of the
//!   scalar octets), and its curve is this curve;
//! * a decoded key re-encodes (PKCS#8, SEC1, SPKI; DER and PEM) to
//!   documents that decode to it again, and the public key in an accepted
//!   private key document is the key's own.
//!
//! Input: the first byte picks the curve (`% 6`) and DER or PEM (bit 3);
//! the rest is the document, given to the three decoders.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pkcs8::der::Decode;

macro_rules! check_curve {
    ($m:ident, $pem:expr, $doc:expr) => {{
        use velocurve::$m::pkcs8::{
            CURVE_OID, DecodeEcPrivateKey, DecodePrivateKey, DecodePublicKey, EncodeEcPrivateKey,
            EncodePrivateKey, EncodePublicKey, LineEnding,
        };
        use velocurve::$m::{PublicKey, SecretKey};
        let doc: &[u8] = $doc;

        // The bytes of each decoder's document (DER: the input; PEM: the
        // decoded body, when it decodes), for the independent reading.
        let (r8, t8, r1, t1, rs, ts, der) = if $pem {
            let pem = String::from_utf8_lossy(doc);
            let der = pkcs8::der::pem::decode_vec(pem.as_bytes())
                .ok()
                .map(|(_, d)| d);
            (
                SecretKey::decode_pkcs8_pem(&pem),
                SecretKey::from_pkcs8_pem(&pem),
                SecretKey::decode_sec1_pem(&pem),
                SecretKey::from_sec1_pem(&pem).map_err(|_| ()),
                PublicKey::decode_spki_pem(&pem),
                PublicKey::from_public_key_pem(&pem),
                der,
            )
        } else {
            (
                SecretKey::decode_pkcs8_der(doc),
                SecretKey::from_pkcs8_der(doc),
                SecretKey::decode_sec1_der(doc),
                SecretKey::from_sec1_der(doc).map_err(|_| ()),
                PublicKey::decode_spki_der(doc),
                PublicKey::from_public_key_der(doc),
                Some(doc.to_vec()),
            )
        };
        assert_eq!(
            t8.as_ref().map(|k| k.to_bytes()).ok(),
            r8.as_ref().map(|k| k.to_bytes()).ok(),
            "PKCS#8: trait and decode_* differ"
        );
        // DER: the same error too (PEM: the `pkcs8` crate checks the label
        // before the body, so a text wrong in both may name either).
        if !$pem {
            assert_eq!(
                t8.as_ref().err(),
                r8.as_ref().err().map(|e| pkcs8::Error::from(*e)).as_ref(),
                "PKCS#8: the trait's error is not the mapped KeyFormatError"
            );
        }
        assert_eq!(
            t1.as_ref().map(|k| k.to_bytes()).ok(),
            r1.as_ref().map(|k| k.to_bytes()).ok(),
            "SEC1: trait and decode_* differ"
        );
        assert_eq!(
            ts.as_ref().ok(),
            rs.as_ref().ok(),
            "SPKI: trait and decode_* differ"
        );

        // Independent reading of the scalar by the sec1 crate.
        if let Ok(sk) = &r8 {
            let der = der.as_ref().expect("an accepted PEM has a body");
            let info = pkcs8::PrivateKeyInfoRef::from_der(der).expect("pkcs8 reads it");
            assert_eq!(info.algorithm.parameters_oid().ok(), Some(CURVE_OID));
            let ec = sec1::EcPrivateKey::from_der(info.private_key.as_bytes())
                .expect("sec1 reads the ECPrivateKey velocurve accepts");
            assert_eq!(ec.private_key, &sk.to_bytes()[..]);
            if let Some(pk) = ec.public_key {
                assert_eq!(PublicKey::from_sec1_bytes(pk).unwrap(), sk.public_key());
            }
        }
        if let Ok(sk) = &r1 {
            let der = der.as_ref().expect("an accepted PEM has a body");
            // sec1's parser stops at the ECPrivateKey; a PEM with an EC
            // PARAMETERS block first has that block's body in `der`.
            if let Ok(ec) = sec1::EcPrivateKey::from_der(der) {
                assert_eq!(ec.private_key, &sk.to_bytes()[..]);
                assert_eq!(ec.parameters.and_then(|p| p.named_curve()), Some(CURVE_OID));
                if let Some(pk) = ec.public_key {
                    assert_eq!(PublicKey::from_sec1_bytes(pk).unwrap(), sk.public_key());
                }
            } else {
                assert!($pem, "sec1 rejects a DER ECPrivateKey velocurve accepts");
            }
        }

        // Re-encodings decode to the same key.
        for sk in [r8.ok(), r1.ok()].into_iter().flatten() {
            let b = sk.to_bytes();
            let d = sk.to_pkcs8_der().unwrap();
            assert_eq!(
                SecretKey::decode_pkcs8_der(d.as_bytes())
                    .unwrap()
                    .to_bytes(),
                b
            );
            let d = sk.to_sec1_der().unwrap();
            assert_eq!(
                SecretKey::decode_sec1_der(d.as_bytes()).unwrap().to_bytes(),
                b
            );
            let p = sk.to_pkcs8_pem(LineEnding::LF).unwrap();
            assert_eq!(SecretKey::decode_pkcs8_pem(&p).unwrap().to_bytes(), b);
            let p = sk.to_sec1_pem(LineEnding::CRLF).unwrap();
            assert_eq!(SecretKey::decode_sec1_pem(&p).unwrap().to_bytes(), b);
        }
        if let Ok(pk) = rs {
            let d = pk.to_public_key_der().unwrap();
            assert_eq!(PublicKey::decode_spki_der(d.as_bytes()).unwrap(), pk);
            let p = pk.to_public_key_pem(LineEnding::LF).unwrap();
            assert_eq!(PublicKey::decode_spki_pem(&p).unwrap(), pk);
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, doc)) = data.split_first() else {
        return;
    };
    let pem = mode & 8 != 0;
    match mode % 6 {
        0 => check_curve!(p192, pem, doc),
        1 => check_curve!(p224, pem, doc),
        2 => check_curve!(p256, pem, doc),
        3 => check_curve!(p384, pem, doc),
        4 => check_curve!(p521, pem, doc),
        _ => check_curve!(secp256k1, pem, doc),
    }
});
