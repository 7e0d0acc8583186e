//! X25519 against external vectors (RFC 7748, Wycheproof) and against
//! x25519-dalek, on every backend this CPU supports.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
#[cfg(feature = "bench-hooks")]
use velocurve::__bench::{TableScan, x25519_base_with_scan};
use velocurve::Error;
use velocurve::backend::{Backend, Operation};
use velocurve::x25519::{
    BASEPOINT, EphemeralSecret, PublicKey, StaticSecret, x25519, x25519_base,
    x25519_base_with_backend, x25519_with_backend,
};

mod common;
use common::{b32, backends, data};

#[test]
fn rfc7748_section_5_2_vectors() {
    let d = data("rfc7748/x25519.json");
    let cases = d["x25519_single"].as_array().unwrap();
    assert_eq!(cases.len(), 2);
    for b in backends("rfc7748_5_2") {
        for c in cases {
            let (k, u, out) = (b32(&c["scalar"]), b32(&c["u"]), b32(&c["output"]));
            assert_eq!(
                x25519_with_backend(b, &k, &u).unwrap(),
                out,
                "{b} {}",
                c["section"]
            );
        }
    }
    for c in cases {
        assert_eq!(x25519(&b32(&c["scalar"]), &b32(&c["u"])), b32(&c["output"]));
    }
}

fn iterate(b: Backend, n: usize, start: &[u8; 32]) -> [u8; 32] {
    let (mut k, mut u) = (*start, *start);
    for _ in 0..n {
        let r = x25519_with_backend(b, &k, &u).unwrap();
        u = k;
        k = r;
    }
    k
}

fn iterated_expect(n: u64) -> ([u8; 32], [u8; 32]) {
    let d = data("rfc7748/x25519.json");
    let it = &d["x25519_iterated"];
    assert_eq!(it["initial_k"], it["initial_u"]);
    let r = it["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["iterations"].as_u64() == Some(n))
        .unwrap();
    (b32(&it["initial_k"]), b32(&r["k"]))
}

#[test]
fn rfc7748_iterated_1_and_1000() {
    for b in backends("rfc7748_iterated_1000") {
        let (start, one) = iterated_expect(1);
        assert_eq!(iterate(b, 1, &start), one, "{b}");
        let (start, thousand) = iterated_expect(1000);
        assert_eq!(iterate(b, 1000, &start), thousand, "{b}");
    }
}

/// The 1,000,000-iteration result, on every supported backend (about half a
/// minute per backend with optimisation; tests are built with opt-level 3),
/// the backends in threads of their own so that they share the cores.
#[test]
fn rfc7748_iterated_1000000() {
    let (start, expect) = iterated_expect(1_000_000);
    std::thread::scope(|s| {
        let runs: Vec<_> = backends("rfc7748_iterated_1000000")
            .into_iter()
            .map(|b| {
                s.spawn(move || {
                    let t = std::time::Instant::now();
                    (b, iterate(b, 1_000_000, &start), t.elapsed())
                })
            })
            .collect();
        for run in runs {
            let (b, got, took) = run.join().expect("the backend's thread");
            assert_eq!(got, expect, "{b}");
            println!("[rfc7748_iterated_1000000] {b}: ok in {took:.1?}");
        }
    });
}

#[test]
fn rfc7748_section_6_1_alice_bob() {
    let d = data("rfc7748/x25519.json");
    let dh = &d["x25519_dh"];
    let (a, ap) = (b32(&dh["alice_private"]), b32(&dh["alice_public"]));
    let (b, bp) = (b32(&dh["bob_private"]), b32(&dh["bob_public"]));
    let shared = b32(&dh["shared_secret"]);
    for be in backends("rfc7748_6_1") {
        assert_eq!(x25519_base_with_backend(be, &a).unwrap(), ap, "{be}");
        assert_eq!(x25519_base_with_backend(be, &b).unwrap(), bp, "{be}");
        assert_eq!(x25519_with_backend(be, &a, &BASEPOINT).unwrap(), ap, "{be}");
        assert_eq!(x25519_with_backend(be, &a, &bp).unwrap(), shared, "{be}");
        assert_eq!(x25519_with_backend(be, &b, &ap).unwrap(), shared, "{be}");
    }
    // The typed API.
    let alice = StaticSecret::from(a);
    let bob = StaticSecret::from(b);
    assert_eq!(PublicKey::from(&alice).to_bytes(), ap);
    assert_eq!(PublicKey::from(&bob).to_bytes(), bp);
    let s1 = alice.diffie_hellman(&PublicKey::from(bp)).unwrap();
    let s2 = bob.diffie_hellman(&PublicKey::from(ap)).unwrap();
    assert_eq!(s1.to_bytes(), shared);
    assert_eq!(s2.as_bytes(), &shared);
    assert!(s1.was_contributory());
}

#[test]
fn wycheproof_x25519() {
    let d = data("wycheproof/x25519_test.json");
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    let mut total = 0;
    for group in d["testGroups"].as_array().unwrap() {
        assert_eq!(group["curve"], "curve25519");
        for t in group["tests"].as_array().unwrap() {
            let id = t["tcId"].as_u64().unwrap();
            let public = b32(&t["public"]);
            let private = b32(&t["private"]);
            let shared = b32(&t["shared"]);
            let flags: Vec<&str> = t["flags"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap())
                .collect();
            let result = t["result"].as_str().unwrap();
            // Every case in this file is "valid" or "acceptable"; the raw
            // function computes RFC 7748's value for all of them (we accept
            // twist points, non-canonical and low-order keys, as RFC 7748
            // section 7 recommends).
            assert!(
                result == "valid" || result == "acceptable",
                "tc {id}: {result}"
            );
            for b in Backend::supported() {
                assert_eq!(
                    x25519_with_backend(b, &private, &public).unwrap(),
                    shared,
                    "tc {id} {b}"
                );
            }
            assert_eq!(x25519(&private, &public), shared, "tc {id}");
            // The typed API: the all-zero result (flag ZeroSharedSecret) is
            // an error, everything else succeeds with the same value.
            let typed = StaticSecret::from(private).diffie_hellman(&PublicKey::from(public));
            if flags.contains(&"ZeroSharedSecret") {
                assert_eq!(shared, [0u8; 32], "tc {id}");
                assert_eq!(typed.err(), Some(Error::NonContributory), "tc {id}");
            } else {
                assert_ne!(shared, [0u8; 32], "tc {id}");
                assert_eq!(typed.unwrap().to_bytes(), shared, "tc {id}");
            }
            let unchecked =
                StaticSecret::from(private).diffie_hellman_unchecked(&PublicKey::from(public));
            assert_eq!(unchecked.to_bytes(), shared);
            for f in flags {
                *counts.entry(format!("{f}/{result}")).or_default() += 1;
            }
            total += 1;
        }
    }
    assert_eq!(total, d["numberOfTests"].as_u64().unwrap() as usize);
    println!("[wycheproof_x25519] {total} cases passed; by flag: {counts:?}");
}

/// At least 10,000 seeded random cases per backend, for both the variable-
/// base ladder and the fixed-base path, compared with x25519-dalek.
#[test]
fn differential_vs_x25519_dalek() {
    const CASES: usize = 10_000;
    for b in backends("differential_vs_dalek") {
        let mut rng = ChaCha20Rng::seed_from_u64(0x0002_5519_0001);
        for i in 0..CASES {
            let mut k = [0u8; 32];
            let mut u = [0u8; 32];
            rng.fill_bytes(&mut k);
            rng.fill_bytes(&mut u);
            // Mix in non-canonical u (>= p) and bit-255-set inputs.
            if i % 16 == 0 {
                u[1..].fill(0xff);
            }
            let expect = x25519_dalek::x25519(k, u);
            assert_eq!(
                x25519_with_backend(b, &k, &u).unwrap(),
                expect,
                "{b} case {i}"
            );
            let expect_base = x25519_dalek::x25519(k, x25519_dalek::X25519_BASEPOINT_BYTES);
            assert_eq!(
                x25519_base_with_backend(b, &k).unwrap(),
                expect_base,
                "{b} base case {i}"
            );
            // Every table scan of the fixed-base path, not only the one
            // this CPU picks (the security harnesses time and taint each).
            #[cfg(feature = "bench-hooks")]
            for scan in TableScan::supported(b).skip(1) {
                assert_eq!(
                    x25519_base_with_scan(b, scan, &k),
                    Some(expect_base),
                    "{b}/{} base case {i}",
                    scan.name()
                );
            }
        }
        #[cfg(feature = "bench-hooks")]
        let scans: Vec<&str> = TableScan::supported(b).map(|s| s.name()).collect();
        #[cfg(not(feature = "bench-hooks"))]
        let scans = ["(the other scans need the feature bench-hooks)"];
        println!(
            "[differential_vs_dalek] {b}: {CASES} ladder + {CASES} fixed-base cases agree \
             (table scans: {})",
            scans.join(", ")
        );
    }
}

#[test]
fn backends_agree_on_edge_scalars_and_points() {
    let p_minus = |d: u8| {
        let mut b = [0xffu8; 32];
        b[31] = 0x7f;
        b[0] = 0xed - d;
        b
    };
    let mut scalars = vec![[0u8; 32], [0xff; 32], [1u8; 32]];
    let mut one = [0u8; 32];
    one[0] = 1;
    scalars.push(one);
    let mut us = vec![
        [0u8; 32],
        one,
        BASEPOINT,
        [0xff; 32],
        p_minus(0),
        p_minus(1),
    ];
    us.push({
        let mut b = p_minus(0);
        b[0] = 0xee; // p + 1
        b
    });
    for s in &mut scalars {
        for u in &us {
            let expect = x25519_dalek::x25519(*s, *u);
            for b in Backend::supported() {
                assert_eq!(x25519_with_backend(b, s, u).unwrap(), expect, "{b}");
            }
        }
        let expect = x25519_dalek::x25519(*s, BASEPOINT);
        for b in Backend::supported() {
            assert_eq!(x25519_base_with_backend(b, s).unwrap(), expect, "{b}");
        }
        assert_eq!(x25519_base(s), expect);
    }
}

#[test]
fn typed_api_rejects_low_order_and_zeroes() {
    // u = 0 and u = 1 have small order: the shared secret is all zeros.
    let secret = StaticSecret::from([0x42u8; 32]);
    for u in [[0u8; 32], {
        let mut one = [0u8; 32];
        one[0] = 1;
        one
    }] {
        let err = secret.diffie_hellman(&PublicKey::from(u)).unwrap_err();
        assert_eq!(err, Error::NonContributory);
        assert!(err.to_string().contains("all zeros"));
        assert!(
            !secret
                .diffie_hellman_unchecked(&PublicKey::from(u))
                .was_contributory()
        );
    }
    let eph = EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(7));
    let pk = PublicKey::from(&eph);
    let other = StaticSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(8));
    let s1 = eph.diffie_hellman(&PublicKey::from(&other)).unwrap();
    let s2 = other.diffie_hellman(&pk).unwrap();
    assert_eq!(s1.as_bytes(), s2.as_bytes());
}

#[test]
fn secrets_never_print() {
    let s = StaticSecret::from([0xabu8; 32]);
    let dbg = format!("{s:?}");
    assert!(!dbg.contains("ab") && !dbg.contains("171"), "{dbg}");
    let shared = s.diffie_hellman_unchecked(&PublicKey::from(BASEPOINT));
    let dbg = format!("{shared:?}");
    assert!(dbg.contains("redacted"), "{dbg}");
    let e = EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(3));
    assert!(format!("{e:?}").contains("redacted"));
    #[cfg(feature = "std")]
    assert!(format!("{:?}", StaticSecret::random()).contains("redacted"));
}

#[test]
fn forcing_an_unsupported_backend_is_an_error() {
    for &b in Backend::ALL {
        let r = x25519_with_backend(b, &[1; 32], &BASEPOINT);
        if b.is_supported() {
            assert!(r.is_ok());
        } else {
            assert_eq!(r, Err(Error::BackendUnsupported(b)));
        }
    }
    assert_eq!(
        x25519_with_backend(Backend::Auto, &[1; 32], &BASEPOINT),
        Ok(x25519(&[1; 32], &BASEPOINT))
    );
    for &op in Operation::ALL {
        assert!(Backend::auto(op).is_supported());
    }
}

/// Keys keep the backend they were given, and report it; a backend parses
/// from its name.
#[test]
fn keys_remember_their_backend() {
    let peer = PublicKey::from(&StaticSecret::from([9; 32]));
    let want = StaticSecret::from([3; 32]).diffie_hellman(&peer).unwrap();
    for b in core::iter::once(Backend::Auto).chain(Backend::ALL.iter().copied()) {
        assert_eq!(b.name().parse::<Backend>(), Ok(b));
        let k = StaticSecret::from([3; 32]).with_backend(b);
        if !b.is_supported() {
            assert_eq!(k.err(), Some(Error::BackendUnsupported(b)));
            continue;
        }
        let k = k.unwrap();
        assert_eq!(k.backend(), b);
        assert_eq!(k.clone().backend(), b);
        assert_eq!(k.diffie_hellman(&peer).unwrap().as_bytes(), want.as_bytes());
        assert_eq!(
            PublicKey::from(&k),
            PublicKey::from(&StaticSecret::from([3; 32]))
        );
        let e = EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(5))
            .with_backend(b)
            .unwrap();
        assert_eq!(e.backend(), b);
    }
    assert!("no-such-backend".parse::<Backend>().is_err());
}

/// The table-scan hook refuses what the library never runs here.
#[cfg(feature = "bench-hooks")]
#[test]
fn table_scan_hook_refuses_what_the_library_never_runs() {
    for &b in Backend::ALL {
        for scan in [TableScan::Scalar, TableScan::Avx2, TableScan::Lanes] {
            let listed = TableScan::supported(b).any(|s| s == scan);
            let r = x25519_base_with_scan(b, scan, &[1; 32]);
            assert_eq!(r.is_some(), listed, "{b}/{}", scan.name());
        }
    }
    assert_eq!(
        x25519_base_with_scan(Backend::Portable51, TableScan::Avx2, &[1; 32]),
        None
    );
}

// Zeroization of the secret types: tests/zeroize.rs.
