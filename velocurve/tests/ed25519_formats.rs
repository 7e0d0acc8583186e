//! Ed25519 key formats (RFC 8410): PKCS#8 v1 and v2 and
//! SubjectPublicKeyInfo, DER and PEM. Keys made by OpenSSL are read (and
//! written back byte for byte); keys velocurve writes are read by the
//! `openssl` command (if installed) and by ed25519-dalek.
#![cfg(feature = "std")]

mod common;

use std::path::PathBuf;
use std::process::Command;
use velocurve::ed25519::pkcs8::{
    DecodePrivateKey, DecodePublicKey, EncodePrivateKey, EncodePublicKey, Error, KeyError,
    LineEnding, spki,
};
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/openssl-ed25519")
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(dir().join(name)).unwrap()
}

fn read_str(name: &str) -> String {
    String::from_utf8(read(name)).unwrap()
}

/// Keys made by `openssl genpkey -algorithm ed25519` (see the data
/// README): velocurve reads the PKCS#8 and SPKI files in DER and PEM,
/// derives OpenSSL's public key, makes OpenSSL's signature, and writes the
/// same bytes and text back.
#[test]
fn reads_and_rewrites_openssl_keys() {
    for i in 1..=3 {
        let sk = SigningKey::from_pkcs8_pem(&read_str(&format!("key{i}.pem"))).unwrap();
        let sk_der = SigningKey::from_pkcs8_der(&read(&format!("key{i}.der"))).unwrap();
        assert_eq!(sk, sk_der);
        let vk = VerifyingKey::from_public_key_pem(&read_str(&format!("key{i}.pub.pem"))).unwrap();
        let vk_der = VerifyingKey::from_public_key_der(&read(&format!("key{i}.pub.der"))).unwrap();
        assert_eq!(vk, vk_der);
        assert_eq!(sk.verifying_key(), vk, "key {i}: derived public key");

        let msg = read(&format!("msg{i}.txt"));
        let sig = Signature::from_slice(&read(&format!("msg{i}.sig"))).unwrap();
        assert_eq!(sk.sign(&msg), sig, "key {i}: OpenSSL's signature");
        vk.verify_strict(&msg, &sig).unwrap();

        // Written back: identical to OpenSSL's files.
        assert_eq!(
            sk.to_pkcs8_der().unwrap().as_bytes(),
            &read(&format!("key{i}.der"))[..]
        );
        assert_eq!(
            *sk.to_pkcs8_pem(LineEnding::LF).unwrap(),
            read_str(&format!("key{i}.pem"))
        );
        assert_eq!(
            vk.to_public_key_der().unwrap().as_bytes(),
            &read(&format!("key{i}.pub.der"))[..]
        );
        assert_eq!(
            vk.to_public_key_pem(LineEnding::LF).unwrap(),
            read_str(&format!("key{i}.pub.pem"))
        );
        assert_eq!(
            sk.to_public_key_der().unwrap().as_bytes(),
            &read(&format!("key{i}.pub.der"))[..]
        );
    }
}

/// PKCS#8 v2 (with the public key) round-trips, and agrees with
/// ed25519-dalek both ways; v1 too.
#[test]
fn pkcs8_v2_round_trip_and_dalek_interop() {
    use ed25519_dalek::pkcs8::{DecodePrivateKey as _, EncodePrivateKey as _};
    for seed in [[0u8; 32], [7u8; 32], [0xffu8; 32]] {
        let sk = SigningKey::from_seed(&seed);
        let v2 = sk.to_pkcs8_v2_der().unwrap();
        assert_eq!(v2.as_bytes().len(), 83);
        // Version 1 (= v2) and the [1] public key.
        assert_eq!(&v2.as_bytes()[..5], &[0x30, 0x51, 0x02, 0x01, 0x01]);
        assert_eq!(SigningKey::from_pkcs8_der(v2.as_bytes()).unwrap(), sk);
        let pem = sk.to_pkcs8_v2_pem(LineEnding::LF).unwrap();
        assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----\n"));
        assert_eq!(SigningKey::from_pkcs8_pem(&pem).unwrap(), sk);

        let v1 = sk.to_pkcs8_der().unwrap();
        assert_eq!(v1.as_bytes().len(), 48);

        let dsk = ed25519_dalek::SigningKey::from_bytes(&seed);
        // dalek reads ours, v1 and v2.
        for doc in [&v1, &v2] {
            let d = ed25519_dalek::SigningKey::from_pkcs8_der(doc.as_bytes()).unwrap();
            assert_eq!(d.to_bytes(), seed);
        }
        // We read dalek's (whichever version it writes).
        let ddoc = dsk.to_pkcs8_der().unwrap();
        assert_eq!(SigningKey::from_pkcs8_der(ddoc.as_bytes()).unwrap(), sk);
        assert!(ddoc.as_bytes() == v1.as_bytes() || ddoc.as_bytes() == v2.as_bytes());
    }
}

/// A DER TLV with a short-form length.
fn tlv(tag: u8, content: &[u8]) -> Vec<u8> {
    assert!(content.len() < 128);
    let mut v = vec![tag, content.len() as u8];
    v.extend_from_slice(content);
    v
}

const OID_ED25519: [u8; 5] = [0x06, 0x03, 0x2b, 0x65, 0x70];
const OID_X25519: [u8; 5] = [0x06, 0x03, 0x2b, 0x65, 0x6e];

/// PrivateKeyInfo with the given pieces.
fn pkcs8(version: u8, alg: &[u8], private: &[u8], public: Option<&[u8]>) -> Vec<u8> {
    let mut body = tlv(0x02, &[version]);
    body.extend(tlv(0x30, alg));
    body.extend(tlv(0x04, &tlv(0x04, private)));
    if let Some(pk) = public {
        let mut bits = vec![0u8];
        bits.extend_from_slice(pk);
        body.extend(tlv(0x81, &bits));
    }
    tlv(0x30, &body)
}

fn spki_doc(alg: &[u8], key: &[u8]) -> Vec<u8> {
    let mut bits = vec![0u8];
    bits.extend_from_slice(key);
    let mut body = tlv(0x30, alg);
    body.extend(tlv(0x03, &bits));
    tlv(0x30, &body)
}

/// Every malformed document is a typed error that says which part was
/// wrong, and no byte string panics.
#[test]
fn malformed_documents_are_typed_errors() {
    let sk = SigningKey::from_seed(&[3u8; 32]);
    let seed = sk.to_seed();
    let pk = sk.verifying_key().to_bytes();
    let other_pk = SigningKey::from_seed(&[4u8; 32]).verifying_key().to_bytes();

    // The hand-built forms agree with ours.
    assert_eq!(
        pkcs8(0, &OID_ED25519, &seed, None),
        sk.to_pkcs8_der().unwrap().as_bytes()
    );
    assert_eq!(
        pkcs8(1, &OID_ED25519, &seed, Some(&pk)),
        sk.to_pkcs8_v2_der().unwrap().as_bytes()
    );
    assert_eq!(
        spki_doc(&OID_ED25519, &pk),
        sk.verifying_key().to_public_key_der().unwrap().as_bytes()
    );

    let e = |doc: Vec<u8>| SigningKey::from_pkcs8_der(&doc).unwrap_err();
    assert_eq!(
        e(pkcs8(0, &OID_X25519, &seed, None)),
        Error::PublicKey(spki::Error::OidUnknown {
            oid: "1.3.101.110".parse().unwrap()
        })
    );
    let mut with_params = OID_ED25519.to_vec();
    with_params.extend([0x05, 0x00]);
    assert_eq!(
        e(pkcs8(0, &with_params, &seed, None)),
        Error::ParametersMalformed
    );
    assert_eq!(
        e(pkcs8(0, &OID_ED25519, &seed[..31], None)),
        Error::KeyMalformed(KeyError::TooShort)
    );
    let mut long = seed.to_vec();
    long.push(0);
    assert_eq!(
        e(pkcs8(0, &OID_ED25519, &long, None)),
        Error::KeyMalformed(KeyError::TooLong)
    );
    // v2 with someone else's public key, or a short one.
    assert_eq!(
        e(pkcs8(1, &OID_ED25519, &seed, Some(&other_pk))),
        Error::KeyMalformed(KeyError::Invalid)
    );
    assert_eq!(
        e(pkcs8(1, &OID_ED25519, &seed, Some(&pk[..31]))),
        Error::KeyMalformed(KeyError::Invalid)
    );
    // The inner CurvePrivateKey must be an OCTET STRING.
    let mut not_octets = pkcs8(0, &OID_ED25519, &seed, None);
    not_octets[14] = 0x03;
    assert_eq!(not_octets[12..15], [0x04, 0x22, 0x03]);
    assert_eq!(e(not_octets), Error::KeyMalformed(KeyError::Invalid));
    // OpenSSL's X25519 key file.
    assert!(matches!(
        SigningKey::from_pkcs8_pem(&read_str("x25519.pem")),
        Err(Error::PublicKey(spki::Error::OidUnknown { .. }))
    ));

    // SPKI.
    let p = |doc: Vec<u8>| VerifyingKey::from_public_key_der(&doc).unwrap_err();
    assert!(matches!(
        p(spki_doc(&OID_X25519, &pk)),
        spki::Error::OidUnknown { .. }
    ));
    assert_eq!(p(spki_doc(&with_params, &pk)), spki::Error::KeyMalformed);
    assert_eq!(
        p(spki_doc(&OID_ED25519, &pk[..31])),
        spki::Error::KeyMalformed
    );
    let mut no_point = [0u8; 32];
    no_point[0] = 2; // y = 2 has no x
    assert_eq!(
        p(spki_doc(&OID_ED25519, &no_point)),
        spki::Error::KeyMalformed
    );

    // Every truncation and every single-byte change of the documents: an
    // error or a key, never a panic; truncations are always errors.
    let docs = [
        sk.to_pkcs8_der().unwrap().as_bytes().to_vec(),
        sk.to_pkcs8_v2_der().unwrap().as_bytes().to_vec(),
    ];
    for doc in &docs {
        for n in 0..doc.len() {
            assert!(SigningKey::from_pkcs8_der(&doc[..n]).is_err());
        }
        for i in 0..doc.len() {
            for x in [0x00, 0x01, 0x80, 0xff] {
                let mut d = doc.clone();
                d[i] ^= x;
                let _ = SigningKey::from_pkcs8_der(&d);
            }
        }
    }
    let doc = sk.verifying_key().to_public_key_der().unwrap();
    for n in 0..doc.as_bytes().len() {
        assert!(VerifyingKey::from_public_key_der(&doc.as_bytes()[..n]).is_err());
    }
    assert!(SigningKey::from_pkcs8_pem("-----BEGIN PRIVATE KEY-----\n").is_err());
    assert!(VerifyingKey::from_public_key_pem("not pem").is_err());
}

/// The PKCS#8 v2 example of RFC 8410 section 10.3 (with an attribute and
/// the public key).
const RFC8410_V2_EXAMPLE: &str = "-----BEGIN PRIVATE KEY-----
MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC
oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrB
Z9w7lshQhqowtrbLDFw4rXAxZuE=
-----END PRIVATE KEY-----
";

/// We read RFC 8410's own v2 example (which has an attribute too).
#[test]
fn reads_rfc8410_v2_example() {
    let sk = SigningKey::from_pkcs8_pem(RFC8410_V2_EXAMPLE).unwrap();
    assert_eq!(
        hex::encode(sk.to_seed()),
        "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842"
    );
    assert_eq!(
        hex::encode(sk.verifying_key().to_bytes()),
        "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1"
    );
}

/// `openssl` reads what velocurve writes: the public key it derives from
/// our PKCS#8 equals our SPKI, the signature it makes equals ours (Ed25519
/// is deterministic), and it verifies our signature with our SPKI. Skipped
/// if the `openssl` command is not installed; v2 is skipped if this
/// OpenSSL cannot read PKCS#8 v2 at all (OpenSSL 3.0 cannot read even RFC
/// 8410's example).
#[test]
fn openssl_reads_velocurve_keys() {
    if !common::have_openssl("openssl_reads_velocurve_keys") {
        return;
    }
    let tmp = std::env::temp_dir().join(format!("velocurve-ed25519-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let run = common::openssl;
    let probe = tmp.join("rfc8410-v2.pem");
    std::fs::write(&probe, RFC8410_V2_EXAMPLE).unwrap();
    let v2_ok = Command::new("openssl")
        .args(["pkey", "-in", probe.to_str().unwrap(), "-pubout"])
        .output()
        .unwrap()
        .status
        .success();
    if !v2_ok {
        println!(
            "[openssl_reads_velocurve_keys] PKCS#8 v2: SKIPPED (this openssl cannot read \
             RFC 8410's v2 example either)"
        );
    }
    for (i, seed) in [[0x01u8; 32], [0x9cu8; 32], [0xfeu8; 32]]
        .iter()
        .enumerate()
    {
        let sk = SigningKey::from_seed(seed);
        let msg = format!("message {i} signed by openssl with a velocurve key");
        let msg_path = tmp.join(format!("msg{i}"));
        std::fs::write(&msg_path, &msg).unwrap();
        let expect_pub = sk
            .verifying_key()
            .to_public_key_pem(LineEnding::LF)
            .unwrap();
        let sig = sk.sign(msg.as_bytes());
        for (v, pem) in [
            ("v1", sk.to_pkcs8_pem(LineEnding::LF).unwrap()),
            ("v2", sk.to_pkcs8_v2_pem(LineEnding::LF).unwrap()),
        ] {
            if v == "v2" && !v2_ok {
                continue;
            }
            let key = tmp.join(format!("key{i}-{v}.pem"));
            std::fs::write(&key, pem.as_bytes()).unwrap();
            let k = key.to_str().unwrap();
            let pub_pem = run(&["pkey", "-in", k, "-pubout"]);
            assert_eq!(String::from_utf8(pub_pem).unwrap(), expect_pub, "{v}");
            let osig = run(&[
                "pkeyutl",
                "-sign",
                "-inkey",
                k,
                "-rawin",
                "-in",
                msg_path.to_str().unwrap(),
            ]);
            assert_eq!(osig, sig.to_bytes(), "{v}: OpenSSL's signature");
        }
        // OpenSSL verifies our signature with our SPKI (DER).
        let pub_der = tmp.join(format!("pub{i}.der"));
        std::fs::write(
            &pub_der,
            sk.verifying_key().to_public_key_der().unwrap().as_bytes(),
        )
        .unwrap();
        let sig_path = tmp.join(format!("sig{i}"));
        std::fs::write(&sig_path, sig.to_bytes()).unwrap();
        let out = run(&[
            "pkeyutl",
            "-verify",
            "-pubin",
            "-keyform",
            "DER",
            "-inkey",
            pub_der.to_str().unwrap(),
            "-rawin",
            "-in",
            msg_path.to_str().unwrap(),
            "-sigfile",
            sig_path.to_str().unwrap(),
        ]);
        assert!(String::from_utf8_lossy(&out).contains("Signature Verified Successfully"));
    }
    std::fs::remove_dir_all(&tmp).unwrap();
    println!(
        "[openssl_reads_velocurve_keys] 3 keys read (v1{}), signed and verified by openssl",
        if v2_ok { " and v2" } else { "" }
    );
}
