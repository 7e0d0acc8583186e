//! P-256 ECDH against the NIST CAVP ECC CDH primitive vectors
//! (`tests/data/nist/KAS_ECC_CDH_PrimitiveTest.txt`, section `[P-256]`),
//! Wycheproof's `ecdh_secp256r1_ecpoint_test` (SEC1 points) and
//! `ecdh_secp256r1_test` (DER SubjectPublicKeyInfo, parsed with the `spki`
//! crate; only the SEC1 point inside reaches the library), the edge
//! scalars, the SEC1 decoder's errors, and a big-integer model of the
//! curve equation written here; the exchange and key generation on every
//! backend this CPU supports (each prints which ran and which were
//! skipped), and the backends against each other.

use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde_json::Value;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::p256::{ORDER, PublicKey, SecretKey};

mod common;
use common::{backends, cavp_field as field, cavp_section, data, hexv, sec1};

// ---------------------------------------------------------------------
// A model of the field and the curve equation, independent of the library.
// ---------------------------------------------------------------------

fn p() -> BigUint {
    let one = BigUint::from(1u8);
    (&one << 256u32) - (&one << 224u32) + (&one << 192u32) + (&one << 96u32) - 1u8
}

fn b() -> BigUint {
    BigUint::parse_bytes(
        b"5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
        16,
    )
    .unwrap()
}

fn n() -> BigUint {
    BigUint::from_bytes_be(&ORDER)
}

/// `x^3 - 3x + b mod p`.
fn rhs(x: &BigUint) -> BigUint {
    let p = p();
    (x.modpow(&BigUint::from(3u8), &p) + &p * 3u8 - (x * 3u8) % &p + b()) % &p
}

/// 32 bytes big-endian of `v < 2^256`.
fn be32(v: &BigUint) -> [u8; 32] {
    let b = v.to_bytes_be();
    assert!(b.len() <= 32);
    let mut out = [0u8; 32];
    out[32 - b.len()..].copy_from_slice(&b);
    out
}

// ---------------------------------------------------------------------
// NIST CAVP.
// ---------------------------------------------------------------------

#[test]
fn nist_cavp_ecc_cdh_p256() {
    let records = cavp_section("P-256");
    assert_eq!(records.len(), 25);
    let run = backends("p256 CAVP");
    for &b in &run {
        cavp_on(&records, b);
    }
    println!(
        "[p256 CAVP] {} of 25 vectors passed on each of {} backends",
        records.len(),
        run.len()
    );
}

fn cavp_on(records: &[Vec<(String, String)>], b: Backend) {
    for r in records {
        let count = field(r, "COUNT");
        let h = |name| hex::decode(field(r, name)).unwrap();
        let d: [u8; 32] = h("dIUT").try_into().unwrap();
        let sk = SecretKey::from_bytes(&d).unwrap().with_backend(b).unwrap();
        assert_eq!(sk.backend(), b);
        assert_eq!(sk.to_bytes(), d);
        let ours = sk.public_key();
        assert_eq!(
            ours.to_uncompressed().to_vec(),
            sec1(&h("QIUTx"), &h("QIUTy")),
            "COUNT {count}: QIUT"
        );
        let theirs = PublicKey::from_sec1_bytes(&sec1(&h("QCAVSx"), &h("QCAVSy"))).unwrap();
        let z = sk.diffie_hellman(&theirs).unwrap();
        assert_eq!(z.as_bytes().to_vec(), h("ZIUT"), "{b}: COUNT {count}: ZIUT");
        // The compressed form decodes to the same key.
        assert_eq!(
            PublicKey::from_sec1_bytes(&theirs.to_compressed()).unwrap(),
            theirs
        );
    }
}

// ---------------------------------------------------------------------
// Wycheproof.
// ---------------------------------------------------------------------

/// The secret key of a Wycheproof `private` (big-endian, maybe with a
/// leading zero byte, maybe shorter than 32 bytes).
fn wycheproof_secret(v: &Value) -> Result<SecretKey, Error> {
    let raw = hexv(v);
    let start = raw.iter().position(|&b| b != 0).unwrap_or(raw.len());
    let digits = &raw[start..];
    if digits.len() > 32 {
        return Err(Error::SecretScalarOutOfRange);
    }
    let mut d = [0u8; 32];
    d[32 - digits.len()..].copy_from_slice(digits);
    SecretKey::from_bytes(&d)
}

/// Runs one Wycheproof ECDH file on every supported backend (the counts
/// must agree); see [`wycheproof_on`].
fn wycheproof(file: &str, point: fn(&[u8]) -> Option<Vec<u8>>) -> [usize; 4] {
    let counts: Vec<[usize; 4]> = backends(&format!("p256 {file}"))
        .into_iter()
        .map(|b| wycheproof_on(file, point, b))
        .collect();
    assert!(counts.windows(2).all(|w| w[0] == w[1]));
    counts[0]
}

/// Runs one Wycheproof ECDH file with the secret keys on backend `b`;
/// `point` turns its `public` into SEC1 bytes (or `None`: rejected before
/// the library). Returns (valid, acceptable accepted, acceptable rejected,
/// invalid).
fn wycheproof_on(file: &str, point: fn(&[u8]) -> Option<Vec<u8>>, b: Backend) -> [usize; 4] {
    let d = data(file);
    assert_eq!(d["algorithm"], "ECDH");
    let mut counts = [0usize; 4];
    let mut total = 0;
    for g in d["testGroups"].as_array().unwrap() {
        assert_eq!(g["curve"], "secp256r1");
        for t in g["tests"].as_array().unwrap() {
            total += 1;
            let id = t["tcId"].as_u64().unwrap();
            let comment = t["comment"].as_str().unwrap();
            let public = hexv(&t["public"]);
            let outcome = point(&public)
                .ok_or(Error::PointNotOnCurve)
                .and_then(|b| PublicKey::from_sec1_bytes(&b))
                .and_then(|pk| {
                    wycheproof_secret(&t["private"])?
                        .with_backend(b)?
                        .diffie_hellman(&pk)
                });
            let shared = hexv(&t["shared"]);
            match (t["result"].as_str().unwrap(), outcome) {
                ("valid", Ok(z)) => {
                    assert_eq!(z.as_bytes().to_vec(), shared, "tcId {id} ({comment})");
                    counts[0] += 1;
                }
                ("valid", Err(e)) => panic!("tcId {id} ({comment}): valid, rejected: {e:?}"),
                ("acceptable", Ok(z)) => {
                    assert_eq!(z.as_bytes().to_vec(), shared, "tcId {id} ({comment})");
                    counts[1] += 1;
                }
                ("acceptable", Err(_)) => counts[2] += 1,
                ("invalid", Ok(_)) => panic!("tcId {id} ({comment}): invalid, accepted"),
                ("invalid", Err(_)) => counts[3] += 1,
                (r, _) => panic!("tcId {id}: unknown result {r}"),
            }
        }
    }
    assert_eq!(total, d["numberOfTests"].as_u64().unwrap() as usize);
    assert_eq!(counts.iter().sum::<usize>(), total);
    println!(
        "[p256 {file}] {b}: {total} cases: {} valid, {} acceptable accepted, {} acceptable rejected, {} invalid rejected",
        counts[0], counts[1], counts[2], counts[3]
    );
    counts
}

#[test]
fn wycheproof_ecpoint() {
    let counts = wycheproof("wycheproof/ecdh_secp256r1_ecpoint_test.json", |b| {
        Some(b.to_vec())
    });
    // 330 valid, 1 acceptable (a compressed point: accepted), 24 invalid.
    assert_eq!(counts, [330, 1, 0, 24]);
}

/// The SEC1 point inside a DER SubjectPublicKeyInfo (RFC 5480) for P-256:
/// `id-ecPublicKey` with the named curve `prime256v1`; `None` for anything
/// else (explicit curve parameters included, which RFC 5480 forbids).
fn spki_point(der: &[u8]) -> Option<Vec<u8>> {
    use spki::der::Decode;
    use spki::{ObjectIdentifier, SubjectPublicKeyInfoRef};
    const EC_PUBLIC_KEY: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.2.1");
    const PRIME256V1: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.3.1.7");
    let info = SubjectPublicKeyInfoRef::from_der(der).ok()?;
    if info.algorithm.oid != EC_PUBLIC_KEY || info.algorithm.parameters_oid().ok()? != PRIME256V1 {
        return None;
    }
    info.subject_public_key.as_bytes().map(<[u8]>::to_vec)
}

#[test]
fn wycheproof_spki() {
    let counts = wycheproof("wycheproof/ecdh_secp256r1_test.json", spki_point);
    // 330 valid; of the 230 acceptable, the compressed point is accepted
    // and the 229 with DER the strict `spki` parser refuses (or explicit
    // curve parameters) are rejected; 52 invalid.
    assert_eq!(counts, [330, 1, 229, 52]);
}

// ---------------------------------------------------------------------
// Keys.
// ---------------------------------------------------------------------

#[test]
fn random_pairs_agree() {
    for backend in backends("p256 random pairs") {
        random_pairs_agree_on(backend);
    }
}

fn random_pairs_agree_on(backend: Backend) {
    let mut rng = ChaCha20Rng::seed_from_u64(256);
    for _ in 0..100 {
        let a = SecretKey::random_from_rng(&mut rng)
            .with_backend(backend)
            .unwrap();
        let b = SecretKey::random_from_rng(&mut rng)
            .with_backend(backend)
            .unwrap();
        let (pa, pb) = (a.public_key(), b.public_key());
        // Every public key is on the curve (the model's equation).
        let u = pa.to_uncompressed();
        let (x, y) = (
            BigUint::from_bytes_be(&u[1..33]),
            BigUint::from_bytes_be(&u[33..]),
        );
        assert_eq!((&y * &y) % p(), rhs(&x));
        let k1 = a.diffie_hellman(&pb).unwrap();
        let k2 = b.diffie_hellman(&pa).unwrap();
        assert_eq!(k1.as_bytes(), k2.as_bytes());
        assert_eq!(PublicKey::from_sec1_bytes(&pa.to_compressed()).unwrap(), pa);
        assert_eq!(PublicKey::try_from(&u[..]).unwrap(), pa);
        assert_eq!(
            SecretKey::from_bytes(&a.to_bytes()).unwrap().public_key(),
            pa
        );
    }
}

/// Every supported backend gives the same public keys and shared secrets
/// as `portable51` (and as `Backend::Auto`), for 200 random keys.
#[test]
fn backends_agree() {
    let run = backends("p256 cross-backend");
    let mut rng = ChaCha20Rng::seed_from_u64(0x256b);
    let peer = SecretKey::random_from_rng(&mut rng).public_key();
    for i in 0..200 {
        let k = SecretKey::random_from_rng(&mut rng);
        let want_pub = k.clone().with_backend(Backend::Portable51).unwrap();
        let (wp, ws) = (
            want_pub.public_key(),
            want_pub.diffie_hellman(&peer).unwrap().to_bytes(),
        );
        assert_eq!(k.public_key(), wp, "auto, key {i}");
        for &b in &run {
            let kb = k.clone().with_backend(b).unwrap();
            assert_eq!(kb.public_key(), wp, "{b}, key {i}");
            assert_eq!(
                kb.diffie_hellman(&peer).unwrap().to_bytes(),
                ws,
                "{b}, key {i}"
            );
            // And with the peer's key as the other side.
            let kp = kb.public_key();
            assert_eq!(
                kb.diffie_hellman(&kp).unwrap().to_bytes(),
                want_pub.diffie_hellman(&kp).unwrap().to_bytes()
            );
        }
    }
    // An unsupported backend is a typed error.
    for &b in Backend::ALL.iter().filter(|b| !b.is_supported()) {
        let k = SecretKey::random_from_rng(&mut rng);
        assert_eq!(k.with_backend(b).err(), Some(Error::BackendUnsupported(b)));
    }
    println!(
        "[p256 cross-backend] 200 keys agree on {} backends",
        run.len()
    );
}

#[test]
fn edge_scalars() {
    for b in backends("p256 edge scalars") {
        edge_scalars_on(b);
    }
}

fn edge_scalars_on(backend: Backend) {
    let key = |k: &BigUint| {
        SecretKey::from_bytes(&be32(k))
            .unwrap()
            .with_backend(backend)
            .unwrap()
    };
    let n = n();
    let one = BigUint::from(1u8);
    let g = key(&one).public_key();
    assert_eq!(
        hex::encode(g.to_uncompressed()),
        "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296\
         4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"
    );
    let two_g = key(&BigUint::from(2u8)).public_key();
    assert_eq!(
        hex::encode(two_g.to_uncompressed()),
        "047cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978\
         07775510db8ed040293d9ac69f7430dbba7dade63ce982299e04b79d227873d1"
    );
    // [n - 1] G = -G: the same x, the other y.
    let minus_g = key(&(&n - 1u8)).public_key();
    let (gu, mu) = (g.to_uncompressed(), minus_g.to_uncompressed());
    assert_eq!(gu[..33], mu[..33]);
    assert_eq!(
        BigUint::from_bytes_be(&gu[33..]) + BigUint::from_bytes_be(&mu[33..]),
        p()
    );
    assert_eq!(g.to_compressed()[0] ^ minus_g.to_compressed()[0], 1);
    // The shared secrets of the edge scalars with G: x(G), x(2G), x(G).
    for (k, want) in [
        (one.clone(), &gu),
        (&n - 1u8, &gu),
        (BigUint::from(2u8), &two_g.to_uncompressed()),
    ] {
        let z = key(&k).diffie_hellman(&g).unwrap();
        assert_eq!(z.as_bytes()[..], want[1..33]);
    }
    // Out of range: 0, n, n + 1, 2^256 - 1.
    for k in [
        BigUint::from(0u8),
        n.clone(),
        &n + 1u8,
        (&one << 256u32) - 1u8,
    ] {
        assert_eq!(
            SecretKey::from_bytes(&be32(&k)).err(),
            Some(Error::SecretScalarOutOfRange),
            "k = {k:x}"
        );
        assert_eq!(
            SecretKey::from_slice(&be32(&k)).err(),
            Some(Error::SecretScalarOutOfRange)
        );
    }
    for len in [0, 31, 33, 64] {
        assert_eq!(
            SecretKey::from_slice(&vec![1u8; len]).err(),
            Some(Error::SecretKeyLength {
                expected: 32,
                actual: len
            })
        );
    }
}

fn length_err(actual: usize) -> Error {
    Error::PointLength {
        compressed: 33,
        uncompressed: 65,
        actual,
    }
}

#[test]
fn sec1_errors() {
    let pk = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(3)).public_key();
    let (c, u) = (pk.to_compressed(), pk.to_uncompressed());
    assert_eq!(PublicKey::from_sec1_bytes(&[]), Err(length_err(0)));
    assert_eq!(PublicKey::try_from(&[][..]), Err(length_err(0)));
    assert_eq!(
        PublicKey::from_sec1_bytes(&[0x00]),
        Err(Error::PointIdentity)
    );
    for len in [1, 2, 32, 34, 64, 66, 100] {
        for prefix in [0x02u8, 0x03, 0x04] {
            let mut v = vec![0x11u8; len];
            v[0] = prefix;
            assert_eq!(PublicKey::from_sec1_bytes(&v), Err(length_err(len)));
        }
    }
    assert_eq!(
        PublicKey::from_sec1_bytes(&[0x00, 0x00]),
        Err(length_err(2))
    );
    for prefix in [0x01u8, 0x05, 0x06, 0x07, 0xff] {
        for v in [&c[..], &u[..]] {
            let mut v = v.to_vec();
            v[0] = prefix;
            assert_eq!(
                PublicKey::from_sec1_bytes(&v),
                Err(Error::PointPrefix { prefix })
            );
        }
    }
    // Coordinates >= p: p, p + 1, 2^256 - 1 in place of x or y.
    let p = p();
    for bad in [p.clone(), &p + 1u8, (BigUint::from(1u8) << 256u32) - 1u8] {
        let bad = be32(&bad);
        assert_eq!(
            PublicKey::from_sec1_bytes(&sec1(&bad, &u[33..])),
            Err(Error::PointCoordinateOutOfRange)
        );
        assert_eq!(
            PublicKey::from_sec1_bytes(&sec1(&u[1..33], &bad)),
            Err(Error::PointCoordinateOutOfRange)
        );
        let mut comp = vec![0x02];
        comp.extend_from_slice(&bad);
        assert_eq!(
            PublicKey::from_sec1_bytes(&comp),
            Err(Error::PointCoordinateOutOfRange)
        );
    }
    // Off the curve: y + 1; x with no y (compressed), x = 0.. found by the
    // model.
    let y1 = (BigUint::from_bytes_be(&u[33..]) + 1u8) % &p;
    assert_eq!(
        PublicKey::from_sec1_bytes(&sec1(&u[1..33], &be32(&y1))),
        Err(Error::PointNotOnCurve)
    );
    let mut nonsquares = 0;
    for x in 0u32..40 {
        let x = BigUint::from(x);
        let square = rhs(&x).modpow(&((&p - 1u8) >> 1u32), &p) <= BigUint::from(1u8);
        for prefix in [0x02u8, 0x03] {
            let mut comp = vec![prefix];
            comp.extend_from_slice(&be32(&x));
            let got = PublicKey::from_sec1_bytes(&comp);
            if square {
                let pt = got.unwrap().to_uncompressed();
                assert_eq!(pt[64] & 1, prefix & 1);
                let y = BigUint::from_bytes_be(&pt[33..]);
                assert_eq!((&y * &y) % &p, rhs(&x));
            } else {
                assert_eq!(got, Err(Error::PointNotOnCurve));
                nonsquares += 1;
            }
        }
    }
    assert!(nonsquares > 0);
}

#[test]
fn debug_prints_no_secret() {
    let k = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(6));
    let peer = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(7)).public_key();
    let s = k.diffie_hellman(&peer).unwrap();
    for (name, text, secret) in [
        ("SecretKey", format!("{k:?}"), k.to_bytes()),
        ("SecretKey", format!("{k:#?}"), k.to_bytes()),
        ("SharedSecret", format!("{s:?}"), s.to_bytes()),
        ("SharedSecret", format!("{s:#?}"), s.to_bytes()),
    ] {
        let lower = text.to_lowercase();
        let mut rev = secret;
        rev.reverse();
        for form in [secret, rev] {
            for piece in form.chunks(4) {
                assert!(!lower.contains(&hex::encode(piece)), "{name}: {text}");
            }
            let list = format!("{:?}", &form[..4]);
            assert!(!text.contains(&list[1..list.len() - 1]), "{name}: {text}");
        }
    }
    assert!(format!("{k:?}").starts_with("SecretKey"));
    assert_eq!(format!("{s:?}"), "SharedSecret(..)");
    assert!(format!("{peer:?}").starts_with("PublicKey(0"));
}

/// rdtsc ticks of key generation and of a shared secret through the public
/// API, on each supported backend, interleaved (`cargo test -p velocurve
/// --release --test p256 ticks -- --ignored --nocapture`). Medians of
/// 2,001 runs each. A measurement, not a check.
#[cfg(target_arch = "x86_64")]
#[test]
#[ignore = "a measurement, not a check"]
fn ticks() {
    use core::arch::x86_64::_rdtsc;
    use std::hint::black_box;
    const RUNS: usize = 2_001;
    let run = backends("p256 ticks");
    let mut rng = ChaCha20Rng::seed_from_u64(0x71c5);
    let peer = SecretKey::random_from_rng(&mut rng).public_key();
    let keys: Vec<SecretKey> = (0..16)
        .map(|_| SecretKey::random_from_rng(&mut rng))
        .collect();
    let mut keygen: Vec<Vec<u64>> = vec![Vec::new(); run.len()];
    let mut shared: Vec<Vec<u64>> = vec![Vec::new(); run.len()];
    let on: Vec<Vec<SecretKey>> = run
        .iter()
        .map(|&b| {
            keys.iter()
                .map(|k| k.clone().with_backend(b).unwrap())
                .collect()
        })
        .collect();
    for i in 0..RUNS {
        for (j, ks) in on.iter().enumerate() {
            let k = &ks[i % ks.len()];
            // SAFETY: rdtsc exists on every x86-64 CPU.
            let t0 = unsafe { _rdtsc() };
            black_box(black_box(k).public_key());
            // SAFETY: as above.
            let t1 = unsafe { _rdtsc() };
            black_box(black_box(k).diffie_hellman(black_box(&peer)).unwrap());
            // SAFETY: as above.
            let t2 = unsafe { _rdtsc() };
            keygen[j].push(t1 - t0);
            shared[j].push(t2 - t1);
        }
    }
    let median = |v: &mut Vec<u64>| {
        v.sort_unstable();
        v[v.len() / 2]
    };
    println!("P-256 through the public API, rdtsc ticks, median of {RUNS} (interleaved):");
    for (j, b) in run.iter().enumerate() {
        println!(
            "  {:<11} key generation {:>8}   shared secret {:>8}",
            b.name(),
            median(&mut keygen[j]),
            median(&mut shared[j])
        );
    }
}
