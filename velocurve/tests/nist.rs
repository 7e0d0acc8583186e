//! P-192, P-224, P-384 and P-521 ECDH against the NIST CAVP ECC CDH
//! primitive vectors (`tests/data/nist/KAS_ECC_CDH_PrimitiveTest.txt`,
//! 25 per curve), Wycheproof's `ecdh_secp{224,384,521}r1_ecpoint_test`
//! (SEC1 points) and `ecdh_secp{224,384,521}r1_test` (DER
//! SubjectPublicKeyInfo, parsed with the `spki` crate; only the SEC1 point
//! inside reaches the library; Wycheproof has no P-192 files), the edge
//! scalars, every SEC1 decoding error, and a big-integer model of each
//! curve equation written here. One macro writes the same tests for each
//! curve (`tests/p256.rs` has P-256's). Every curve has a backend choice
//! (P-192, P-224 and P-384: the portable `Fp` on `portable51`, their `mulx`
//! fields on `mulx64`, `avx2`, `ifma`; P-521: `Fp521` on every backend,
//! compiled with each one's target features): the vectors, edge scalars
//! and random pairs run on every backend the CPU has (each test prints
//! which ran and which were skipped), and the backends are compared with
//! each other (`backends_agree`).

use num_bigint::BigUint;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde_json::Value;
use velocurve::Error;
use velocurve::backend::Backend;

mod common;
use common::{cavp_field as field, cavp_section, data, hexv, sec1};

/// `v < 2^(8 L)` as `L` bytes big-endian.
fn be(v: &BigUint, l: usize) -> Vec<u8> {
    let b = v.to_bytes_be();
    assert!(b.len() <= l);
    let mut out = vec![0u8; l];
    out[l - b.len()..].copy_from_slice(&b);
    out
}

fn hex_int(h: &str) -> BigUint {
    BigUint::parse_bytes(h.as_bytes(), 16).unwrap()
}

/// The SEC1 point inside a DER SubjectPublicKeyInfo (RFC 5480):
/// `id-ecPublicKey` with the named curve `curve_oid`; `None` for anything
/// else (explicit curve parameters included, which RFC 5480 forbids).
fn spki_point(der: &[u8], curve_oid: &str) -> Option<Vec<u8>> {
    use spki::der::Decode;
    use spki::{ObjectIdentifier, SubjectPublicKeyInfoRef};
    const EC_PUBLIC_KEY: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.2.1");
    let curve = ObjectIdentifier::new(curve_oid).ok()?;
    let info = SubjectPublicKeyInfoRef::from_der(der).ok()?;
    if info.algorithm.oid != EC_PUBLIC_KEY || info.algorithm.parameters_oid().ok()? != curve {
        return None;
    }
    info.subject_public_key.as_bytes().map(<[u8]>::to_vec)
}

macro_rules! curve_tests {
    (
        $modname:ident, $api:path, $name:literal, $l:literal,
        p $p:literal, a $a:literal, b $b:literal, gx $gx:literal, gy $gy:literal,
        wycheproof $wp:tt, cavp $cavp:literal
    ) => {
        mod $modname {
            use super::*;
            use $api as api;
            use api::{ORDER, PublicKey, SecretKey};

            const L: usize = $l;

            fn p() -> BigUint {
                hex_int($p)
            }

            fn n() -> BigUint {
                BigUint::from_bytes_be(&ORDER)
            }

            /// `a mod p` (`a` is 0 or -3).
            fn a() -> BigUint {
                let a: i64 = $a;
                (p() - BigUint::from(a.unsigned_abs())) % p()
            }

            /// `x^3 + a x + b mod p`.
            fn rhs(x: &BigUint) -> BigUint {
                let p = p();
                (x.modpow(&BigUint::from(3u8), &p) + a() * x + hex_int($b)) % &p
            }

            fn key(k: &BigUint) -> Result<SecretKey, Error> {
                SecretKey::from_bytes(&be(k, L).try_into().unwrap())
            }

            curve_tests!(@backends $name);

            #[test]
            fn constants() {
                assert_eq!(api::SECRET_KEY_BYTES, L);
                assert_eq!(api::COMPRESSED_BYTES, L + 1);
                assert_eq!(api::UNCOMPRESSED_BYTES, 2 * L + 1);
                // G is on the model's curve, and n is prime-sized: 2^(b-1) < n.
                let (gx, gy) = (hex_int($gx), hex_int($gy));
                assert_eq!((&gy * &gy) % p(), rhs(&gx));
                assert!(n().bits() >= p().bits() - 1 && n() < p() + 2u8 * p().sqrt() + 1u8);
            }

            #[test]
            fn nist_cavp_ecc_cdh() {
                let records = cavp_section($name);
                if !$cavp {
                    // Not a NIST curve: its published vectors are
                    // Wycheproof's (tests/ecdh.rs).
                    assert!(records.is_empty());
                    return;
                }
                assert_eq!(records.len(), 25);
                let run = runs(concat!($name, " CAVP"));
                for (r, b) in records.iter().flat_map(|r| run.iter().map(move |&b| (r, b))) {
                    let count = field(r, "COUNT");
                    // P-521's file pads to 68 bytes: keep the last L (the
                    // dropped ones are zero).
                    let h = |name| {
                        let v = hex::decode(field(r, name)).unwrap();
                        let cut = v.len().saturating_sub(L);
                        assert!(v[..cut].iter().all(|&b| b == 0), "{name}");
                        v[cut..].to_vec()
                    };
                    let d: [u8; L] = h("dIUT").try_into().unwrap();
                    let sk = on(SecretKey::from_bytes(&d).unwrap(), b);
                    assert_eq!(sk.to_bytes(), d);
                    assert_eq!(
                        sk.public_key().to_uncompressed().to_vec(),
                        sec1(&h("QIUTx"), &h("QIUTy")),
                        "COUNT {count}: QIUT ({b:?})"
                    );
                    let theirs =
                        PublicKey::from_sec1_bytes(&sec1(&h("QCAVSx"), &h("QCAVSy"))).unwrap();
                    let z = sk.diffie_hellman(&theirs).unwrap();
                    assert_eq!(z.as_bytes().to_vec(), h("ZIUT"), "COUNT {count}: ZIUT ({b:?})");
                    // The compressed form decodes to the same key (a square
                    // root: Tonelli–Shanks for P-224).
                    assert_eq!(
                        PublicKey::from_sec1_bytes(&theirs.to_compressed()).unwrap(),
                        theirs
                    );
                }
                println!(
                    "[{} CAVP] {} of 25 vectors passed on each of {} backends",
                    $name,
                    records.len(),
                    run.len()
                );
            }

            /// The secret key of a Wycheproof `private` (big-endian, maybe
            /// with leading zero bytes, maybe shorter than `L` bytes).
            #[allow(dead_code, reason = "P-192 has no Wycheproof files")]
            fn wycheproof_secret(v: &Value) -> Result<SecretKey, Error> {
                let raw = hexv(v);
                let start = raw.iter().position(|&b| b != 0).unwrap_or(raw.len());
                let digits = &raw[start..];
                if digits.len() > L {
                    return Err(Error::SecretScalarOutOfRange);
                }
                let mut d = [0u8; L];
                d[L - digits.len()..].copy_from_slice(digits);
                SecretKey::from_bytes(&d)
            }

            /// Runs one Wycheproof ECDH file; `point` turns its `public`
            /// into SEC1 bytes (or `None`: rejected before the library).
            /// Returns (valid, acceptable accepted, acceptable rejected,
            /// invalid).
            #[allow(dead_code, reason = "P-192 has no Wycheproof files")]
            fn wycheproof(
                file: &str,
                curve: &str,
                point: &dyn Fn(&[u8]) -> Option<Vec<u8>>,
            ) -> [usize; 4] {
                let counts: Vec<[usize; 4]> = runs(&format!("{} {file}", $name))
                    .into_iter()
                    .map(|b| wycheproof_on(file, curve, point, b))
                    .collect();
                assert!(counts.iter().all(|c| *c == counts[0]));
                counts[0]
            }

            /// [`wycheproof`] with the secret keys on backend `b`.
            #[allow(dead_code, reason = "P-192 has no Wycheproof files")]
            fn wycheproof_on(
                file: &str,
                curve: &str,
                point: &dyn Fn(&[u8]) -> Option<Vec<u8>>,
                b: Backend,
            ) -> [usize; 4] {
                let d = data(file);
                assert_eq!(d["algorithm"], "ECDH");
                let mut counts = [0usize; 4];
                let mut total = 0;
                for g in d["testGroups"].as_array().unwrap() {
                    assert_eq!(g["curve"], curve);
                    for t in g["tests"].as_array().unwrap() {
                        total += 1;
                        let id = t["tcId"].as_u64().unwrap();
                        let comment = t["comment"].as_str().unwrap();
                        let public = hexv(&t["public"]);
                        let outcome = point(&public)
                            .ok_or(Error::PointNotOnCurve)
                            .and_then(|b| PublicKey::from_sec1_bytes(&b))
                            .and_then(|pk| on(wycheproof_secret(&t["private"])?, b).diffie_hellman(&pk));
                        let shared = hexv(&t["shared"]);
                        match (t["result"].as_str().unwrap(), outcome) {
                            ("valid", Ok(z)) => {
                                assert_eq!(z.as_bytes().to_vec(), shared, "tcId {id} ({comment})");
                                counts[0] += 1;
                            }
                            ("valid", Err(e)) => {
                                panic!("tcId {id} ({comment}): valid, rejected: {e:?}")
                            }
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
                    "[{} {file}] {b:?}: {total} cases: {} valid, {} acceptable accepted, {} acceptable rejected, {} invalid rejected",
                    $name, counts[0], counts[1], counts[2], counts[3]
                );
                counts
            }

            curve_tests!(@wycheproof $wp);

            #[test]
            fn random_pairs_agree() {
                for bk in runs(concat!($name, " random pairs")) {
                    random_pairs_agree_on(bk);
                }
            }

            fn random_pairs_agree_on(bk: Backend) {
                let mut rng = ChaCha20Rng::seed_from_u64(L as u64);
                for _ in 0..40 {
                    let a = on(SecretKey::random_from_rng(&mut rng), bk);
                    let b = on(SecretKey::random_from_rng(&mut rng), bk);
                    let (pa, pb) = (a.public_key(), b.public_key());
                    // Every public key is on the curve (the model's equation).
                    let u = pa.to_uncompressed();
                    let (x, y) = (
                        BigUint::from_bytes_be(&u[1..1 + L]),
                        BigUint::from_bytes_be(&u[1 + L..]),
                    );
                    assert_eq!((&y * &y) % p(), rhs(&x));
                    let k1 = a.diffie_hellman(&pb).unwrap();
                    let k2 = b.diffie_hellman(&pa).unwrap();
                    assert_eq!(k1.as_bytes(), k2.as_bytes());
                    assert_eq!(PublicKey::from_sec1_bytes(&pa.to_compressed()).unwrap(), pa);
                    assert_eq!(PublicKey::try_from(&u[..]).unwrap(), pa);
                    assert_eq!(on(key(&BigUint::from_bytes_be(&a.to_bytes())).unwrap(), bk).public_key(), pa);
                }
            }

            #[test]
            fn edge_scalars() {
                for b in runs(concat!($name, " edge scalars")) {
                    edge_scalars_on(b);
                }
            }

            fn edge_scalars_on(b: Backend) {
                let key = |k: &BigUint| key(k).map(|k| on(k, b));
                let n = n();
                let one = BigUint::from(1u8);
                let g = key(&one).unwrap().public_key();
                let gu = g.to_uncompressed();
                assert_eq!(gu.to_vec(), sec1(&be(&hex_int($gx), L), &be(&hex_int($gy), L)));
                // [n - 1] G = -G: the same x, the other y.
                let minus_g = key(&(&n - 1u8)).unwrap().public_key();
                let mu = minus_g.to_uncompressed();
                assert_eq!(gu[..1 + L], mu[..1 + L]);
                assert_eq!(
                    BigUint::from_bytes_be(&gu[1 + L..]) + BigUint::from_bytes_be(&mu[1 + L..]),
                    p()
                );
                assert_eq!(g.to_compressed()[0] ^ minus_g.to_compressed()[0], 1);
                // [2] G by the model's tangent: x3 = l^2 - 2x, l = (3x^2 + a) / 2y.
                let (p, gx, gy) = (p(), hex_int($gx), hex_int($gy));
                let inv = |v: &BigUint| v.modpow(&(&p - 2u8), &p);
                let l = ((&gx * &gx * 3u8 + a()) % &p) * inv(&(&gy * 2u8 % &p)) % &p;
                let x2 = (&l * &l + &p * 2u8 - &gx * 2u8) % &p;
                let two_g = key(&BigUint::from(2u8)).unwrap().public_key();
                assert_eq!(two_g.to_uncompressed()[1..1 + L], be(&x2, L)[..]);
                // The top bit of the comb's fold: k = 2^(b-1) and n - 2^(b-1)
                // give opposite points; 2^(b-1) - 1 and 2^(b-1) + 1 their
                // neighbours, checked by the window (diffie_hellman with G).
                let top = &one << (n.bits() - 1);
                for k in [&top - 1u8, top.clone(), &top + 1u8, &n - &top, &n - 2u8] {
                    let by_comb = key(&k).unwrap().public_key();
                    let by_window = key(&k).unwrap().diffie_hellman(&g).unwrap();
                    assert_eq!(by_comb.to_uncompressed()[1..1 + L], by_window.as_bytes()[..], "k = {k:x}");
                }
                // The shared secrets of the edge scalars with G.
                for (k, want) in [(one.clone(), &gu), (&n - 1u8, &gu)] {
                    let z = key(&k).unwrap().diffie_hellman(&g).unwrap();
                    assert_eq!(z.as_bytes()[..], want[1..1 + L]);
                }
                // Out of range: 0, n, n + 1, 2^(8 L) - 1.
                for k in [BigUint::from(0u8), n.clone(), &n + 1u8, (&one << (8 * L)) - 1u8] {
                    assert_eq!(key(&k).err(), Some(Error::SecretScalarOutOfRange), "k = {k:x}");
                    assert_eq!(
                        SecretKey::from_slice(&be(&k, L)).err(),
                        Some(Error::SecretScalarOutOfRange)
                    );
                }
                for len in [0, L - 1, L + 1, 2 * L] {
                    assert_eq!(
                        SecretKey::from_slice(&vec![1u8; len]).err(),
                        Some(Error::SecretKeyLength { expected: L, actual: len })
                    );
                }
            }

            fn length_err(actual: usize) -> Error {
                Error::PointLength {
                    compressed: L + 1,
                    uncompressed: 2 * L + 1,
                    actual,
                }
            }

            #[test]
            fn sec1_errors() {
                let pk = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(3)).public_key();
                let (c, u) = (pk.to_compressed(), pk.to_uncompressed());
                assert_eq!(PublicKey::from_sec1_bytes(&[]), Err(length_err(0)));
                assert_eq!(PublicKey::from_sec1_bytes(&[0x00]), Err(Error::PointIdentity));
                for len in [1, 2, L, L + 2, 2 * L, 2 * L + 2, 200] {
                    for prefix in [0x02u8, 0x03, 0x04] {
                        let mut v = vec![0x11u8; len];
                        v[0] = prefix;
                        assert_eq!(PublicKey::from_sec1_bytes(&v), Err(length_err(len)));
                    }
                }
                for prefix in [0x01u8, 0x05, 0x06, 0x07, 0xff] {
                    for v in [&c[..], &u[..]] {
                        let mut v = v.to_vec();
                        v[0] = prefix;
                        assert_eq!(PublicKey::from_sec1_bytes(&v), Err(Error::PointPrefix { prefix }));
                    }
                }
                // Coordinates >= p: p, p + 1, 2^(8 L) - 1 in place of x or y.
                let p = p();
                for bad in [p.clone(), &p + 1u8, (BigUint::from(1u8) << (8 * L)) - 1u8] {
                    let bad = be(&bad, L);
                    assert_eq!(
                        PublicKey::from_sec1_bytes(&sec1(&bad, &u[1 + L..])),
                        Err(Error::PointCoordinateOutOfRange)
                    );
                    assert_eq!(
                        PublicKey::from_sec1_bytes(&sec1(&u[1..1 + L], &bad)),
                        Err(Error::PointCoordinateOutOfRange)
                    );
                    let mut comp = vec![0x02];
                    comp.extend_from_slice(&bad);
                    assert_eq!(PublicKey::from_sec1_bytes(&comp), Err(Error::PointCoordinateOutOfRange));
                }
                // Off the curve: y + 1; compressed x with and without a y.
                let y1 = (BigUint::from_bytes_be(&u[1 + L..]) + 1u8) % &p;
                assert_eq!(
                    PublicKey::from_sec1_bytes(&sec1(&u[1..1 + L], &be(&y1, L))),
                    Err(Error::PointNotOnCurve)
                );
                let (mut squares, mut nonsquares) = (0, 0);
                for x in 0u32..40 {
                    let x = BigUint::from(x);
                    let square = rhs(&x).modpow(&((&p - 1u8) >> 1u32), &p) <= BigUint::from(1u8);
                    for prefix in [0x02u8, 0x03] {
                        let mut comp = vec![prefix];
                        comp.extend_from_slice(&be(&x, L));
                        let got = PublicKey::from_sec1_bytes(&comp);
                        if square {
                            let pt = got.unwrap().to_uncompressed();
                            assert_eq!(pt[2 * L] & 1, prefix & 1);
                            let y = BigUint::from_bytes_be(&pt[1 + L..]);
                            assert_eq!((&y * &y) % &p, rhs(&x));
                            squares += 1;
                        } else {
                            assert_eq!(got, Err(Error::PointNotOnCurve));
                            nonsquares += 1;
                        }
                    }
                }
                assert!(squares > 0 && nonsquares > 0);
            }

            #[test]
            fn debug_prints_no_secret() {
                let k = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(6));
                let peer = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(7)).public_key();
                let s = k.diffie_hellman(&peer).unwrap();
                for (text, secret) in [
                    (format!("{k:?}"), k.to_bytes()),
                    (format!("{k:#?}"), k.to_bytes()),
                    (format!("{s:?}"), s.to_bytes()),
                ] {
                    let lower = text.to_lowercase();
                    let mut rev = secret;
                    rev.reverse();
                    for form in [secret, rev] {
                        for piece in form.chunks(4) {
                            assert!(!lower.contains(&hex::encode(piece)), "{text}");
                        }
                    }
                }
                assert_eq!(format!("{k:?}"), DEBUG_KEY);
                assert_eq!(format!("{s:?}"), "SharedSecret(..)");
                assert!(format!("{peer:?}").starts_with("PublicKey(0"));
            }
        }
    };
    (@wycheproof none) => {};
    // Every supported backend; keys keep it.
    (@backends $name:literal) => {
        const DEBUG_KEY: &str = "SecretKey { backend: Auto, .. }";

        fn runs(test: &str) -> Vec<Backend> {
            common::backends(test)
        }

        fn on(k: SecretKey, b: Backend) -> SecretKey {
            let k = k.with_backend(b).unwrap();
            assert_eq!(k.backend(), b);
            k
        }

        /// Every supported backend gives the same public keys and shared
        /// secrets as `portable51` (and as `Backend::Auto`), for 100 random
        /// keys; an unsupported backend is a typed error.
        #[test]
        fn backends_agree() {
            let run = runs(concat!($name, " cross-backend"));
            let mut rng = ChaCha20Rng::seed_from_u64(0x384b);
            let peer = SecretKey::random_from_rng(&mut rng).public_key();
            for i in 0..100 {
                let k = SecretKey::random_from_rng(&mut rng);
                let want = k.clone().with_backend(Backend::Portable51).unwrap();
                let (wp, ws) = (want.public_key(), want.diffie_hellman(&peer).unwrap().to_bytes());
                assert_eq!(k.public_key(), wp, "auto, key {i}");
                for &b in &run {
                    let kb = on(k.clone(), b);
                    assert_eq!(kb.public_key(), wp, "{b}, key {i}");
                    assert_eq!(kb.diffie_hellman(&peer).unwrap().to_bytes(), ws, "{b}, key {i}");
                    let kp = kb.public_key();
                    assert_eq!(
                        kb.diffie_hellman(&kp).unwrap().to_bytes(),
                        want.diffie_hellman(&kp).unwrap().to_bytes()
                    );
                }
            }
            for &b in Backend::ALL.iter().filter(|b| !b.is_supported()) {
                let k = SecretKey::random_from_rng(&mut rng);
                assert_eq!(k.with_backend(b).err(), Some(Error::BackendUnsupported(b)));
            }
            println!("[{} cross-backend] 100 keys agree on {} backends", $name, run.len());
        }
    };
    (@wycheproof ($curve:literal, $oid:literal, $ecpoint:expr, $spki:expr)) => {
        #[test]
        fn wycheproof_ecpoint() {
            let counts = wycheproof(
                concat!("wycheproof/ecdh_", $curve, "_ecpoint_test.json"),
                $curve,
                &|b| Some(b.to_vec()),
            );
            assert_eq!(counts, $ecpoint);
        }

        #[test]
        fn wycheproof_spki() {
            let counts = wycheproof(
                concat!("wycheproof/ecdh_", $curve, "_test.json"),
                $curve,
                &|der| spki_point(der, $oid),
            );
            assert_eq!(counts, $spki);
        }
    };
}

curve_tests!(
    p192, velocurve::p192, "P-192", 24,
    p "fffffffffffffffffffffffffffffffeffffffffffffffff",
    a -3,
    b "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1",
    gx "188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012",
    gy "07192b95ffc8da78631011ed6b24cdd573f977a11e794811",
    wycheproof none,
    cavp true
);

curve_tests!(
    p224, velocurve::p224, "P-224", 28,
    p "ffffffffffffffffffffffffffffffff000000000000000000000001",
    a -3,
    b "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
    gx "b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21",
    gy "bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34",
    wycheproof ("secp224r1", "1.3.132.0.33", [439, 1, 0, 18], [439, 1, 229, 45]),
    cavp true
);

curve_tests!(
    p384, velocurve::p384, "P-384", 48,
    p "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
    a -3,
    b "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
    gx "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
    gy "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
    wycheproof ("secp384r1", "1.3.132.0.34", [771, 1, 0, 18], [771, 1, 229, 46]),
    cavp true
);

curve_tests!(
    p521, velocurve::p521, "P-521", 66,
    p "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    a -3,
    b "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
    gx "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
    gy "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650",
    wycheproof ("secp521r1", "1.3.132.0.35", [632, 1, 0, 28], [632, 1, 227, 56]),
    cavp true
);

curve_tests!(
    secp256k1, velocurve::secp256k1, "secp256k1", 32,
    p "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    a 0,
    b "07",
    gx "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
    gy "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8",
    wycheproof none,
    cavp false
);
