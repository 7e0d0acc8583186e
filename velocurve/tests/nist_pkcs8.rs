//! Key formats of the NIST curves (P-192, P-224, P-256, P-384, P-521):
//! PKCS#8, SEC1 `ECPrivateKey` and SubjectPublicKeyInfo, DER and PEM.
//!
//! One macro, [`curve_tests!`], writes the tests of each curve:
//!
//! * keys OpenSSL made (committed under `tests/data/openssl-nist`, in every
//!   form) are read, agree with each other, and are written back byte for
//!   byte;
//! * our keys round-trip through every form;
//! * with the `openssl` command (skipped with a printed `SKIPPED (openssl
//!   ...)` line without it): fresh OpenSSL keys (`genpkey`, `ecparam
//!   -genkey`) read and rewritten byte for byte, our keys read by `openssl
//!   pkey` / `openssl ec` (same public key, same bytes back), and `openssl
//!   pkeyutl -derive` giving our `diffie_hellman` output in both
//!   directions;
//! * every rejection with its [`KeyFormatError`], and the errors the
//!   RustCrypto traits map it to;
//! * Wycheproof's `ecdh_secp{224,256,384,521}r1_test` (DER
//!   SubjectPublicKeyInfo) through our SPKI decoder: the same verdicts as
//!   `tests/nist.rs` and `tests/p256.rs` reach with the `spki` crate and
//!   `from_sec1_bytes`, every accepted case giving Wycheproof's shared
//!   secret.
#![cfg(feature = "std")]

mod common;

use common::{have_openssl, openssl};

use std::path::{Path, PathBuf};
use velocurve::{Error, KeyFormatError};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/openssl-nist")
        .join(name)
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(data(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn read_str(name: &str) -> String {
    String::from_utf8(read(name)).unwrap()
}

/// A DER TLV (short or long length).
fn tlv(tag: u8, content: &[u8]) -> Vec<u8> {
    let mut v = vec![tag];
    let n = content.len();
    if n < 0x80 {
        v.push(n as u8);
    } else if n < 0x100 {
        v.extend([0x81, n as u8]);
    } else {
        v.extend([0x82, (n >> 8) as u8, n as u8]);
    }
    v.extend_from_slice(content);
    v
}

/// The DER of an OID given by its content bytes.
fn oid(content: &[u8]) -> Vec<u8> {
    tlv(0x06, content)
}

/// `id-ecPublicKey`.
const ID_EC: [u8; 7] = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];
/// `rsaEncryption`, 1.2.840.113549.1.1.1.
const RSA: [u8; 9] = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

/// `AlgorithmIdentifier { oid, params }` (the params as DER).
fn alg(oid_content: &[u8], params: Option<&[u8]>) -> Vec<u8> {
    let mut body = oid(oid_content);
    if let Some(p) = params {
        body.extend_from_slice(p);
    }
    tlv(0x30, &body)
}

/// A BIT STRING with `unused` unused bits.
fn bits(unused: u8, bytes: &[u8]) -> Vec<u8> {
    let mut v = vec![unused];
    v.extend_from_slice(bytes);
    tlv(0x03, &v)
}

fn spki(alg: &[u8], point: &[u8]) -> Vec<u8> {
    let mut body = alg.to_vec();
    body.extend(bits(0, point));
    tlv(0x30, &body)
}

/// `ECPrivateKey { version, privateKey, [0] params, [1] publicKey }`
/// (`public` already a BIT STRING TLV).
fn ec_key(version: u8, private: &[u8], params: Option<&[u8]>, public: Option<&[u8]>) -> Vec<u8> {
    let mut body = tlv(0x02, &[version]);
    body.extend(tlv(0x04, private));
    if let Some(p) = params {
        body.extend(tlv(0xa0, p));
    }
    if let Some(p) = public {
        body.extend(tlv(0xa1, p));
    }
    tlv(0x30, &body)
}

/// PKCS#8 v1 (`public` None) or v2 (`[1] publicKey`, a BIT STRING body).
fn pkcs8(alg: &[u8], ec_key: &[u8], public: Option<&[u8]>) -> Vec<u8> {
    let mut body = tlv(0x02, &[if public.is_some() { 1 } else { 0 }]);
    body.extend_from_slice(alg);
    body.extend(tlv(0x04, ec_key));
    if let Some(p) = public {
        let mut v = vec![0u8];
        v.extend_from_slice(p);
        body.extend(tlv(0x81, &v));
    }
    tlv(0x30, &body)
}

/// A fresh scratch directory.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("velocurve-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn p(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// `value` as `len` big-endian bytes, plus `d` (small, may carry).
fn add_small(be: &[u8], d: u8) -> Vec<u8> {
    let mut v = be.to_vec();
    let mut carry = d as u16;
    for b in v.iter_mut().rev() {
        let s = *b as u16 + carry;
        *b = s as u8;
        carry = s >> 8;
    }
    v
}

macro_rules! curve_tests {
    ($m:ident, $name:literal, $openssl_name:literal, $other_name:literal, $other:literal, $wycheproof:expr) => {
        mod $m {
            use super::*;
            use rand::SeedableRng;
            use velocurve::$m::pkcs8::{
                CURVE_OID, DecodeEcPrivateKey, DecodePrivateKey, DecodePublicKey,
                EncodeEcPrivateKey, EncodePrivateKey, EncodePublicKey, LineEnding, ObjectIdentifier,
                spki,
            };
            use velocurve::$m::{ORDER, PublicKey, SECRET_KEY_BYTES, SecretKey};

            const L: usize = SECRET_KEY_BYTES;

            fn curve() -> Vec<u8> {
                oid(CURVE_OID.as_bytes())
            }

            fn f(ext: &str) -> String {
                format!("{}.{ext}", $name)
            }

            /// Asserts that every form of `sk` is what OpenSSL wrote in
            /// `files(ext)`.
            fn assert_writes(sk: &SecretKey, read: impl Fn(&str) -> Vec<u8>) {
                let s = |ext: &str| String::from_utf8(read(ext)).unwrap();
                assert_eq!(sk.to_pkcs8_der().unwrap().as_bytes(), &read("der")[..]);
                assert_eq!(*sk.to_pkcs8_pem(LineEnding::LF).unwrap(), s("pem"));
                assert_eq!(sk.to_sec1_der().unwrap().as_bytes(), &read("sec1.der")[..]);
                assert_eq!(*sk.to_sec1_pem(LineEnding::LF).unwrap(), s("sec1.pem"));
                let pk = sk.public_key();
                assert_eq!(pk.to_public_key_der().unwrap().as_bytes(), &read("pub.der")[..]);
                assert_eq!(pk.to_public_key_pem(LineEnding::LF).unwrap(), s("pub.pem"));
                assert_eq!(sk.to_public_key_der().unwrap().as_bytes(), &read("pub.der")[..]);
            }

            /// OpenSSL's committed keys: every form read, all the same key,
            /// written back byte for byte.
            #[test]
            fn reads_and_rewrites_openssl_files() {
                let sk = SecretKey::from_pkcs8_pem(&read_str(&f("pem"))).unwrap();
                let bytes = sk.to_bytes();
                for other in [
                    SecretKey::from_pkcs8_der(&read(&f("der"))).unwrap(),
                    SecretKey::from_sec1_pem(&read_str(&f("sec1.pem"))).unwrap(),
                    SecretKey::from_sec1_der(&read(&f("sec1.der"))).unwrap(),
                    SecretKey::decode_pkcs8_der(&read(&f("der"))).unwrap(),
                    SecretKey::decode_sec1_pem(&read_str(&f("sec1.pem"))).unwrap(),
                ] {
                    assert_eq!(other.to_bytes(), bytes);
                }
                let pk = PublicKey::from_public_key_pem(&read_str(&f("pub.pem"))).unwrap();
                assert_eq!(pk, sk.public_key());
                assert_eq!(PublicKey::from_public_key_der(&read(&f("pub.der"))).unwrap(), pk);
                // A compressed point (openssl ec -conv_form compressed).
                let compressed = read(&f("pub.compressed.der"));
                assert!(matches!(compressed[compressed.len() - L - 1], 0x02 | 0x03));
                assert_eq!(PublicKey::from_public_key_der(&compressed).unwrap(), pk);
                assert_writes(&sk, |ext| read(&f(ext)));
                // The private key octets are the field size, left-padded:
                // SEQUENCE { INTEGER 1, OCTET STRING of L bytes, ...
                let der = read(&f("sec1.der"));
                let off = 2 + usize::from(der[1] & 0x7f) * usize::from(der[1] >> 7);
                assert_eq!(&der[off..off + 5], &[0x02, 0x01, 0x01, 0x04, L as u8]);
                println!("[{}] OpenSSL's files read in 7 forms and rewritten byte for byte", $name);
            }

            /// Our keys round-trip through every form, through the traits
            /// and the `decode_*` methods alike.
            #[test]
            fn round_trips() {
                let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x5ec1);
                for _ in 0..8 {
                    let sk = SecretKey::random_from_rng(&mut rng);
                    let b = sk.to_bytes();
                    let der = sk.to_pkcs8_der().unwrap();
                    assert_eq!(SecretKey::from_pkcs8_der(der.as_bytes()).unwrap().to_bytes(), b);
                    assert_eq!(SecretKey::decode_pkcs8_der(der.as_bytes()).unwrap().to_bytes(), b);
                    let pem = sk.to_pkcs8_pem(LineEnding::CRLF).unwrap();
                    assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----\r\n"));
                    assert_eq!(SecretKey::from_pkcs8_pem(&pem).unwrap().to_bytes(), b);
                    assert_eq!(SecretKey::decode_pkcs8_pem(&pem).unwrap().to_bytes(), b);
                    let sec1 = sk.to_sec1_der().unwrap();
                    assert_eq!(SecretKey::from_sec1_der(sec1.as_bytes()).unwrap().to_bytes(), b);
                    let sec1_pem = sk.to_sec1_pem(LineEnding::LF).unwrap();
                    assert!(sec1_pem.starts_with("-----BEGIN EC PRIVATE KEY-----\n"));
                    assert_eq!(SecretKey::from_sec1_pem(&sec1_pem).unwrap().to_bytes(), b);
                    let pk = sk.public_key();
                    let spki_der = pk.to_public_key_der().unwrap();
                    assert!(spki_der.as_bytes().ends_with(&pk.to_uncompressed()));
                    assert_eq!(PublicKey::from_public_key_der(spki_der.as_bytes()).unwrap(), pk);
                    assert_eq!(PublicKey::decode_spki_der(spki_der.as_bytes()).unwrap(), pk);
                    let spki_pem = pk.to_public_key_pem(LineEnding::LF).unwrap();
                    assert_eq!(PublicKey::from_public_key_pem(&spki_pem).unwrap(), pk);
                    assert_eq!(PublicKey::decode_spki_pem(&spki_pem).unwrap(), pk);
                    // PKCS#8 v2 with the public key (compressed) and an
                    // inner [0] naming the curve: read.
                    let ec = ec_key(
                        1,
                        &b,
                        Some(&curve()),
                        Some(&bits(0, &pk.to_compressed())),
                    );
                    let v2 = pkcs8(&alg(&ID_EC, Some(&curve())), &ec, Some(&pk.to_uncompressed()));
                    assert_eq!(SecretKey::decode_pkcs8_der(&v2).unwrap().to_bytes(), b);
                }
            }

            /// Fresh OpenSSL keys read and rewritten byte for byte; ours
            /// read by OpenSSL; `pkeyutl -derive` equals `diffie_hellman`
            /// both ways.
            #[test]
            fn openssl_interop() {
                let test = concat!($name, " openssl_interop");
                if !have_openssl(test) {
                    return;
                }
                let dir = scratch(concat!("nist-pkcs8-", $name));
                let path = |n: &str| dir.join(n);
                let curve_opt = concat!("ec_paramgen_curve:", $name);
                let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x0551);
                for i in 0..3 {
                    // Theirs: genpkey (PKCS#8), and every form from it.
                    let theirs = path("theirs.pem");
                    openssl(&["genpkey", "-algorithm", "EC", "-pkeyopt", curve_opt, "-out", p(&theirs)]);
                    let t = |args: &[&str]| openssl(&[&args[..], &["-in", p(&theirs)]].concat());
                    let forms = |ext: &str| -> Vec<u8> {
                        match ext {
                            "pem" => std::fs::read(&theirs).unwrap(),
                            // `pkey -outform DER` writes SEC1, not PKCS#8.
                            "der" => t(&["pkcs8", "-topk8", "-nocrypt", "-outform", "DER"]),
                            "sec1.pem" => t(&["ec"]),
                            "sec1.der" => t(&["ec", "-outform", "DER"]),
                            "pub.pem" => t(&["pkey", "-pubout"]),
                            "pub.der" => t(&["pkey", "-pubout", "-outform", "DER"]),
                            _ => unreachable!(),
                        }
                    };
                    let their_sk = SecretKey::from_pkcs8_pem(&String::from_utf8(forms("pem")).unwrap()).unwrap();
                    assert_eq!(
                        SecretKey::from_sec1_der(&forms("sec1.der")).unwrap().to_bytes(),
                        their_sk.to_bytes()
                    );
                    assert_writes(&their_sk, forms);
                    let their_pk = PublicKey::from_public_key_der(&forms("pub.der")).unwrap();
                    assert_eq!(their_pk, their_sk.public_key());

                    // ecparam -genkey: EC PARAMETERS block, then SEC1.
                    let ecparam = openssl(&["ecparam", "-genkey", "-name", $openssl_name]);
                    let text = String::from_utf8(ecparam).unwrap();
                    assert!(text.starts_with("-----BEGIN EC PARAMETERS-----"));
                    let k = SecretKey::from_sec1_pem(&text).unwrap();
                    let key_part = &text[text.find("-----BEGIN EC PRIVATE KEY-----").unwrap()..];
                    assert_eq!(*k.to_sec1_pem(LineEnding::LF).unwrap(), key_part);

                    // Ours, read by OpenSSL.
                    let ours = SecretKey::random_from_rng(&mut rng);
                    let ours_pem = path("ours.pem");
                    let ours_sec1 = path("ours.sec1.pem");
                    let ours_pub = path("ours.pub.pem");
                    let ours_der = path("ours.der");
                    std::fs::write(&ours_pem, ours.to_pkcs8_pem(LineEnding::LF).unwrap().as_bytes()).unwrap();
                    std::fs::write(&ours_sec1, ours.to_sec1_pem(LineEnding::LF).unwrap().as_bytes()).unwrap();
                    std::fs::write(&ours_der, ours.to_pkcs8_der().unwrap().as_bytes()).unwrap();
                    let spki_pem = ours.public_key().to_public_key_pem(LineEnding::LF).unwrap();
                    std::fs::write(&ours_pub, &spki_pem).unwrap();
                    assert_eq!(openssl(&["pkey", "-in", p(&ours_pem), "-pubout"]), spki_pem.as_bytes());
                    assert_eq!(
                        openssl(&["pkey", "-in", p(&ours_der), "-inform", "DER", "-pubout"]),
                        spki_pem.as_bytes()
                    );
                    assert_eq!(openssl(&["ec", "-in", p(&ours_sec1), "-pubout"]), spki_pem.as_bytes());
                    assert_eq!(openssl(&["pkey", "-pubin", "-in", p(&ours_pub)]), spki_pem.as_bytes());
                    // OpenSSL writes our keys back unchanged.
                    assert_eq!(
                        openssl(&["pkey", "-in", p(&ours_pem)]),
                        ours.to_pkcs8_pem(LineEnding::LF).unwrap().as_bytes()
                    );
                    assert_eq!(
                        openssl(&["ec", "-in", p(&ours_pem)]),
                        ours.to_sec1_pem(LineEnding::LF).unwrap().as_bytes()
                    );
                    assert_eq!(
                        openssl(&["pkey", "-in", p(&ours_sec1)]),
                        ours.to_pkcs8_pem(LineEnding::LF).unwrap().as_bytes()
                    );

                    // ECDH both ways.
                    let their_pub = path("theirs.pub.pem");
                    std::fs::write(&their_pub, forms("pub.pem")).unwrap();
                    let ours_secret = ours.diffie_hellman(&their_pk).unwrap();
                    let theirs_secret = their_sk.diffie_hellman(&ours.public_key()).unwrap();
                    assert_eq!(ours_secret.as_bytes(), theirs_secret.as_bytes());
                    let d1 = openssl(&["pkeyutl", "-derive", "-inkey", p(&ours_pem), "-peerkey", p(&their_pub)]);
                    assert_eq!(&d1[..], &ours_secret.as_bytes()[..], "derive {i}: ours x theirs");
                    let d2 = openssl(&["pkeyutl", "-derive", "-inkey", p(&theirs), "-peerkey", p(&ours_pub)]);
                    assert_eq!(&d2[..], &ours_secret.as_bytes()[..], "derive {i}: theirs x ours");
                }
                std::fs::remove_dir_all(&dir).ok();
                println!("[{test}] 3 OpenSSL keys rewritten byte for byte, 3 ecparam keys, 3 of ours read by openssl, 6 derives equal");
            }

            /// Wycheproof's ECDH cases with a DER SubjectPublicKeyInfo
            /// public key, through `PublicKey::from_public_key_der`:
            /// (valid, acceptable accepted, acceptable rejected, invalid)
            /// as the `spki` crate gives them in tests/nist.rs and
            /// tests/p256.rs, every accepted one with Wycheproof's shared
            /// secret.
            #[test]
            fn wycheproof_spki() {
                let wycheproof: Option<(&str, [usize; 4])> = $wycheproof;
                let Some((curve, expect)) = wycheproof else {
                    println!("[{}] no Wycheproof ECDH file (none for P-192)", $name);
                    return;
                };
                let file = format!("wycheproof/ecdh_{curve}_test.json");
                let d = common::data(&file);
                let mut counts = [0usize; 4];
                let mut explicit = 0;
                for g in d["testGroups"].as_array().unwrap() {
                    for t in g["tests"].as_array().unwrap() {
                        let id = t["tcId"].as_u64().unwrap();
                        let raw = common::hexv(&t["private"]);
                        let start = raw.iter().position(|&b| b != 0).unwrap_or(raw.len());
                        let sk = SecretKey::from_slice(&{
                            let mut v = vec![0u8; L.saturating_sub(raw.len() - start)];
                            v.extend_from_slice(&raw[start..]);
                            v
                        });
                        let pk = PublicKey::decode_spki_der(&common::hexv(&t["public"]));
                        if pk == Err(KeyFormatError::ExplicitParameters) {
                            explicit += 1;
                        }
                        let outcome = match (sk, pk) {
                            (Ok(sk), Ok(pk)) => Some(sk.diffie_hellman(&pk).unwrap()),
                            _ => None,
                        };
                        let shared = common::hexv(&t["shared"]);
                        match (t["result"].as_str().unwrap(), outcome) {
                            ("valid", Some(z)) => {
                                assert_eq!(z.as_bytes().to_vec(), shared, "tcId {id}");
                                counts[0] += 1;
                            }
                            ("acceptable", Some(z)) => {
                                assert_eq!(z.as_bytes().to_vec(), shared, "tcId {id}");
                                counts[1] += 1;
                            }
                            ("acceptable", None) => counts[2] += 1,
                            ("invalid", None) => counts[3] += 1,
                            (r, z) => panic!("tcId {id}: {r}, accepted: {}", z.is_some()),
                        }
                    }
                }
                assert_eq!(counts, expect);
                println!(
                    "[{} {file}] {} valid, {} acceptable accepted, {} acceptable rejected ({explicit} with explicit parameters), {} invalid rejected",
                    $name, counts[0], counts[1], counts[2], counts[3]
                );
            }

            /// Every malformed document is rejected with its own
            /// [`KeyFormatError`], and the traits map it.
            #[test]
            fn rejections_are_typed() {
                let sk = SecretKey::from_pkcs8_der(&read(&f("der"))).unwrap();
                let b = sk.to_bytes();
                let pk = sk.public_key().to_uncompressed();
                let ec_alg = alg(&ID_EC, Some(&curve()));
                let pub1 = bits(0, &pk);
                let good = pkcs8(&ec_alg, &ec_key(1, &b, None, Some(&pub1)), None);
                assert_eq!(&good[..], sk.to_pkcs8_der().unwrap().as_bytes());
                let dec8 = |d: &[u8]| SecretKey::decode_pkcs8_der(d).map(|k| k.to_bytes());
                let dec1 = |d: &[u8]| SecretKey::decode_sec1_der(d).map(|k| k.to_bytes());
                let decs = |d: &[u8]| PublicKey::decode_spki_der(d);

                // Wrong algorithm.
                let ed = read_str("ed25519.pem");
                let ed_oid = ObjectIdentifier::new_unwrap("1.3.101.112");
                assert_eq!(
                    SecretKey::decode_pkcs8_pem(&ed).err(),
                    Some(KeyFormatError::AlgorithmOid { found: ed_oid })
                );
                assert_eq!(
                    SecretKey::from_pkcs8_pem(&ed).err(),
                    Some(::pkcs8::Error::PublicKey(spki::Error::OidUnknown { oid: ed_oid }))
                );
                let rsa = ObjectIdentifier::new_unwrap("1.2.840.113549.1.1.1");
                assert_eq!(
                    decs(&spki(&alg(&RSA, Some(&[0x05, 0x00])), &pk)).err(),
                    Some(KeyFormatError::AlgorithmOid { found: rsa })
                );

                // Another curve: OpenSSL's key of the next curve.
                let other_oid = ::pkcs8::der::asn1::ObjectIdentifier::new_unwrap($other);
                let other = |ext: &str| read(&format!("{}.{ext}", $other_name));
                let wrong = Some(KeyFormatError::CurveOid { expected: CURVE_OID, found: other_oid });
                assert_eq!(dec8(&other("der")).err(), wrong);
                assert_eq!(dec1(&other("sec1.der")).err(), wrong);
                assert_eq!(decs(&other("pub.der")).err(), wrong);
                assert_eq!(
                    SecretKey::decode_sec1_pem(&String::from_utf8(other("sec1.pem")).unwrap()).err(),
                    wrong
                );
                assert_eq!(
                    PublicKey::from_public_key_der(&other("pub.der")).err(),
                    Some(spki::Error::OidUnknown { oid: other_oid })
                );
                assert!(SecretKey::from_sec1_der(&other("sec1.der")).is_err());
                // ... in the inner [0] of a PKCS#8 document.
                let inner_other = ec_key(1, &b, Some(&oid(other_oid.as_bytes())), Some(&pub1));
                assert_eq!(dec8(&pkcs8(&ec_alg, &inner_other, None)).err(), wrong);
                // ... in the EC PARAMETERS block before a SEC1 key.
                let other_params = ::pkcs8::der::pem::encode_string(
                    "EC PARAMETERS",
                    ::pkcs8::der::pem::LineEnding::LF,
                    &oid(other_oid.as_bytes()),
                )
                .unwrap();
                let sec1_pem = sk.to_sec1_pem(LineEnding::LF).unwrap();
                assert_eq!(
                    SecretKey::decode_sec1_pem(&format!("{other_params}{}", *sec1_pem)).err(),
                    wrong
                );

                // No curve.
                let no_curve = alg(&ID_EC, None);
                assert_eq!(dec8(&pkcs8(&no_curve, &ec_key(1, &b, None, None), None)).err(), Some(KeyFormatError::CurveMissing));
                assert_eq!(decs(&spki(&no_curve, &pk)).err(), Some(KeyFormatError::CurveMissing));
                assert_eq!(
                    PublicKey::from_public_key_der(&spki(&no_curve, &pk)).err(),
                    Some(spki::Error::AlgorithmParametersMissing)
                );
                assert_eq!(dec1(&ec_key(1, &b, None, Some(&pub1))).err(), Some(KeyFormatError::CurveMissing));

                // Explicit parameters (OpenSSL's -param_enc explicit), NULL
                // (implicitCurve), anything else.
                assert_eq!(
                    SecretKey::decode_sec1_pem(&read_str(&f("explicit.sec1.pem"))).err(),
                    Some(KeyFormatError::ExplicitParameters)
                );
                assert!(SecretKey::from_sec1_pem(&read_str(&f("explicit.sec1.pem"))).is_err());
                let null = alg(&ID_EC, Some(&[0x05, 0x00]));
                assert_eq!(decs(&spki(&null, &pk)).err(), Some(KeyFormatError::ExplicitParameters));
                assert_eq!(
                    SecretKey::from_pkcs8_der(&pkcs8(&null, &ec_key(1, &b, None, None), None)).err(),
                    Some(::pkcs8::Error::ParametersMalformed)
                );
                let int = alg(&ID_EC, Some(&[0x02, 0x01, 0x07]));
                assert_eq!(decs(&spki(&int, &pk)).err(), Some(KeyFormatError::ParametersMalformed));

                // ECPrivateKey version.
                assert_eq!(dec1(&ec_key(0, &b, Some(&curve()), None)).err(), Some(KeyFormatError::Version));
                assert_eq!(dec1(&ec_key(2, &b, Some(&curve()), None)).err(), Some(KeyFormatError::Version));
                assert_eq!(
                    SecretKey::from_sec1_der(&ec_key(2, &b, Some(&curve()), None)).err(),
                    Some(::sec1::Error::Version)
                );

                // The scalar: 0, n, n + 1, all ones, wrong lengths; n - 1 is
                // fine; without a public key too.
                let scalar = |s: &[u8]| dec1(&ec_key(1, s, Some(&curve()), None));
                let range = Some(KeyFormatError::SecretKey(Error::SecretScalarOutOfRange));
                assert_eq!(scalar(&[0u8; L]).err(), range);
                assert_eq!(scalar(&ORDER).err(), range);
                assert_eq!(scalar(&add_small(&ORDER, 1)).err(), range);
                assert_eq!(scalar(&[0xffu8; L]).err(), range);
                let n_minus_1 = {
                    let mut v = ORDER.to_vec();
                    v[L - 1] -= 1;
                    v
                };
                assert_eq!(scalar(&n_minus_1).unwrap().to_vec(), n_minus_1);
                for len in [0, 1, L - 1, L + 1] {
                    let mut s = vec![0u8; len];
                    if len > 0 {
                        s[len - 1] = 1;
                    }
                    assert_eq!(
                        scalar(&s).err(),
                        Some(KeyFormatError::SecretKey(Error::SecretKeyLength { expected: L, actual: len }))
                    );
                }
                let short = pkcs8(&ec_alg, &ec_key(1, &b[1..], None, None), None);
                assert_eq!(
                    SecretKey::from_pkcs8_der(&short).err(),
                    Some(::pkcs8::Error::KeyMalformed(::pkcs8::KeyError::TooShort))
                );
                let zero = pkcs8(&ec_alg, &ec_key(1, &[0u8; L], None, None), None);
                assert_eq!(
                    SecretKey::from_pkcs8_der(&zero).err(),
                    Some(::pkcs8::Error::KeyMalformed(::pkcs8::KeyError::Invalid))
                );

                // A public key that is not the private key's: in [1], in
                // the PKCS#8 v2 publicKey.
                let mut other_b = b;
                other_b[L - 1] ^= 1;
                let other_sk = SecretKey::from_bytes(&other_b).unwrap();
                let other_pub = other_sk.public_key().to_uncompressed();
                let mismatch = Some(KeyFormatError::KeyPairMismatch);
                assert_eq!(dec8(&pkcs8(&ec_alg, &ec_key(1, &b, None, Some(&bits(0, &other_pub))), None)).err(), mismatch);
                assert_eq!(dec1(&ec_key(1, &b, Some(&curve()), Some(&bits(0, &other_pub)))).err(), mismatch);
                assert_eq!(dec8(&pkcs8(&ec_alg, &ec_key(1, &b, None, Some(&pub1)), Some(&other_pub))).err(), mismatch);

                // Points that are not points, in SPKI and in [1].
                let mut off_curve = pk;
                off_curve[2 * L] ^= 1;
                let mut x_ge_p = pk;
                x_ge_p[1..=L].fill(0xff);
                let mut bad_prefix = pk;
                bad_prefix[0] = 0x05;
                let cases: [(&[u8], Error); 6] = [
                    (&off_curve, Error::PointNotOnCurve),
                    (&x_ge_p, Error::PointCoordinateOutOfRange),
                    (&[0x00], Error::PointIdentity),
                    (&bad_prefix, Error::PointPrefix { prefix: 0x05 }),
                    (&pk[..2 * L], Error::PointLength { compressed: L + 1, uncompressed: 2 * L + 1, actual: 2 * L }),
                    (&[], Error::PointLength { compressed: L + 1, uncompressed: 2 * L + 1, actual: 0 }),
                ];
                for (point, e) in cases {
                    let want = Some(KeyFormatError::PublicKey(e));
                    assert_eq!(decs(&spki(&ec_alg, point)).err(), want, "{e:?}");
                    assert_eq!(dec1(&ec_key(1, &b, Some(&curve()), Some(&bits(0, point)))).err(), want, "{e:?}");
                    assert_eq!(dec8(&pkcs8(&ec_alg, &ec_key(1, &b, None, Some(&bits(0, point))), None)).err(), want, "{e:?}");
                    assert_eq!(PublicKey::from_public_key_der(&spki(&ec_alg, point)).err(), Some(spki::Error::KeyMalformed));
                }
                let mut unused = spki(&ec_alg, &pk);
                let at = unused.len() - pk.len() - 1;
                unused[at] = 1;
                assert_eq!(decs(&unused).err(), Some(KeyFormatError::PublicKeyBits));

                // Malformed DER: trailing bytes, truncation, wrong PEM label.
                let mut trailing = good.clone();
                trailing.push(0);
                assert!(matches!(dec8(&trailing), Err(KeyFormatError::Der(_))));
                assert!(matches!(dec8(&good[..good.len() - 1]), Err(KeyFormatError::Der(_))));
                let mut inner_trailing = ec_key(1, &b, Some(&curve()), Some(&pub1));
                inner_trailing.extend([0x05, 0x00]);
                assert!(matches!(dec1(&inner_trailing), Err(KeyFormatError::Der(_))));
                assert!(matches!(
                    SecretKey::decode_pkcs8_pem(&read_str(&f("pub.pem"))),
                    Err(KeyFormatError::Der(_))
                ));
                assert!(matches!(
                    SecretKey::decode_sec1_pem(&read_str(&f("pem"))),
                    Err(KeyFormatError::Der(_))
                ));
                assert!(matches!(
                    PublicKey::decode_spki_pem(&read_str(&f("pem"))),
                    Err(KeyFormatError::Der(_))
                ));
                // Every prefix of every document: an error, no panic.
                for doc in [good.clone(), read(&f("sec1.der")), read(&f("pub.der"))] {
                    for n in 0..doc.len() {
                        assert!(dec8(&doc[..n]).is_err() && dec1(&doc[..n]).is_err() && decs(&doc[..n]).is_err());
                    }
                }
                println!("[{}] every rejection has its own error", $name);
            }
        }
    };
}

// (module, curve, OpenSSL's name, another curve and its OID for the
// wrong-curve cases, Wycheproof's file and its counts as tests/nist.rs
// and tests/p256.rs have them).
curve_tests!(p192, "P-192", "prime192v1", "P-224", "1.3.132.0.33", None);
curve_tests!(
    p224,
    "P-224",
    "secp224r1",
    "P-256",
    "1.2.840.10045.3.1.7",
    Some(("secp224r1", [439, 1, 229, 45]))
);
curve_tests!(
    p256,
    "P-256",
    "prime256v1",
    "P-384",
    "1.3.132.0.34",
    Some(("secp256r1", [330, 1, 229, 52]))
);
curve_tests!(
    p384,
    "P-384",
    "secp384r1",
    "P-521",
    "1.3.132.0.35",
    Some(("secp384r1", [771, 1, 229, 46]))
);
curve_tests!(
    p521,
    "P-521",
    "secp521r1",
    "P-192",
    "1.2.840.10045.3.1.1",
    Some(("secp521r1", [632, 1, 227, 56]))
);
curve_tests!(
    secp256k1,
    "secp256k1",
    "secp256k1",
    "P-256",
    "1.2.840.10045.3.1.7",
    None
);
