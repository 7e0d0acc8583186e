//! No panic on outside input: every public function that takes bytes from
//! outside (a peer's key, a stored key, raw RFC 7748 inputs) is fed
//! arbitrary bytes of arbitrary lengths, and each call must return a value
//! or a typed error, with the value checked against an independent
//! computation — never panic.
//!
//! proptest generates the inputs (with boundary values mixed in: zero,
//! one, p - 1, p, p + 1, 2^255 - 1, 2^256 - 1, the small-order points), runs
//! each property under `catch_unwind`, so a panic is a reported and
//! shrunk failure, and starts from a fixed seed, so every run checks the
//! same cases.
//!
//! A new parser or verifier (Ed25519 keys and signatures, points, PEM/DER,
//! later curves) joins with one more `#[test]` calling [`check`] with a
//! strategy for its input and its property.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::x25519::{
    BASEPOINT, EphemeralSecret, PublicKey, StaticSecret, x25519, x25519_base,
    x25519_base_with_backend, x25519_with_backend,
};

/// Cases per property. The X25519 properties run a few ladders per case
/// (about 0.1 ms with optimisation), so a few thousand stay well under a
/// second.
const CASES: u32 = 4096;

/// Runs `property` on `CASES` values of `strategy` from a fixed seed; a
/// failure or a panic fails the test with the (shrunk) input.
fn check<S: Strategy>(
    name: &str,
    strategy: S,
    property: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let mut runner = TestRunner::new_with_rng(config, rng);
    if let Err(e) = runner.run(&strategy, property) {
        panic!("{name}: {e}");
    }
    println!("[{name}] {CASES} cases, no panic");
}

/// p = 2^255 - 19, little-endian.
const P: [u8; 32] = {
    let mut p = [0xffu8; 32];
    p[0] = 0xed;
    p[31] = 0x7f;
    p
};

/// `p + d` as 32 little-endian bytes (for small `d`, wrapping past 2^256).
fn p_plus(d: i8) -> [u8; 32] {
    let mut out = P;
    let mut carry = i16::from(d);
    for b in &mut out {
        let v = i16::from(*b) + carry;
        *b = v.rem_euclid(256) as u8;
        carry = v.div_euclid(256);
    }
    out
}

/// 32-byte strings: arbitrary, or a boundary value of the field or the
/// curve (small-order u-coordinates among them).
fn bytes32() -> impl Strategy<Value = [u8; 32]> {
    let mut special = vec![[0u8; 32], [0xffu8; 32], BASEPOINT];
    for d in [-1i8, 0, 1, 2] {
        special.push(p_plus(d));
    }
    let mut one = [0u8; 32];
    one[0] = 1;
    special.push(one);
    special.push({
        let mut b = [0xffu8; 32];
        b[31] = 0x7f; // 2^255 - 1
        b
    });
    // The points of order 8 on Curve25519 (RFC 7748 errata, the list
    // libsodium rejects), and the same with bit 255 set.
    for hex in [
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
        "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
    ] {
        let b: [u8; 32] = hex_bytes(hex);
        special.push(b);
        let mut high = b;
        high[31] |= 0x80;
        special.push(high);
    }
    prop_oneof![
        3 => any::<[u8; 32]>(),
        1 => proptest::sample::select(special),
    ]
}

fn hex_bytes(hex: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).expect("hex");
    }
    out
}

/// Whether `x < p` (a canonical field element encoding).
fn canonical(x: &[u8; 32]) -> bool {
    x.iter().rev().cmp(P.iter().rev()) == core::cmp::Ordering::Less
}

/// Byte strings of every length from 0 to 100, with 31, 32 and 33 often.
fn any_length() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..=100),
        prop::collection::vec(any::<u8>(), 31..=33),
    ]
}

#[test]
fn public_key_try_from_any_length() {
    check("PublicKey::try_from", any_length(), |bytes| {
        match PublicKey::try_from(bytes.as_slice()) {
            Ok(pk) => {
                prop_assert_eq!(bytes.len(), 32);
                prop_assert_eq!(pk.as_bytes().as_slice(), bytes.as_slice());
                prop_assert_eq!(pk, PublicKey::from(*pk.as_bytes()));
            }
            Err(e) => {
                prop_assert_eq!(
                    e,
                    Error::PublicKeyLength {
                        expected: 32,
                        actual: bytes.len()
                    }
                );
                let msg = e.to_string();
                prop_assert!(msg.contains(&format!("got {}", bytes.len())), "{}", msg);
            }
        }
        Ok(())
    });
}

#[test]
fn static_secret_try_from_any_length() {
    check("StaticSecret::try_from", any_length(), |bytes| {
        match StaticSecret::try_from(bytes.as_slice()) {
            Ok(s) => {
                prop_assert_eq!(bytes.len(), 32);
                prop_assert_eq!(s.as_bytes().as_slice(), bytes.as_slice());
            }
            Err(e) => prop_assert_eq!(
                e,
                Error::SecretKeyLength {
                    expected: 32,
                    actual: bytes.len()
                }
            ),
        }
        Ok(())
    });
}

/// The raw function on any scalar and any u, on every backend (forcing one
/// the CPU lacks is a typed error): canonical output, the same everywhere,
/// and the same as x25519-dalek.
#[test]
fn x25519_any_bytes() {
    check("x25519", (bytes32(), bytes32()), |(k, u)| {
        let r = x25519(&k, &u);
        prop_assert!(canonical(&r), "non-canonical output {:02x?}", r);
        prop_assert_eq!(r, x25519_dalek::x25519(k, u));
        for &b in Backend::ALL {
            match x25519_with_backend(b, &k, &u) {
                Ok(rb) => prop_assert_eq!(rb, r, "{}", b),
                Err(e) => {
                    prop_assert!(!b.is_supported());
                    prop_assert_eq!(e, Error::BackendUnsupported(b));
                }
            }
        }
        Ok(())
    });
}

#[test]
fn x25519_base_any_scalar() {
    check("x25519_base", bytes32(), |k| {
        let r = x25519_base(&k);
        prop_assert!(canonical(&r));
        prop_assert_eq!(r, x25519(&k, &BASEPOINT));
        for &b in Backend::ALL {
            match x25519_base_with_backend(b, &k) {
                Ok(rb) => prop_assert_eq!(rb, r, "{}", b),
                Err(e) => prop_assert_eq!(e, Error::BackendUnsupported(b)),
            }
        }
        Ok(())
    });
}

/// The typed exchange with any peer key: `Ok` with the raw result, or
/// `Err(NonContributory)` exactly when the raw result is all zeros; the
/// unchecked exchange always returns the raw result.
#[test]
fn diffie_hellman_any_peer_key() {
    check("diffie_hellman", (bytes32(), bytes32()), |(k, u)| {
        let raw = x25519(&k, &u);
        let peer = PublicKey::from(u);
        let secret = StaticSecret::from(k);
        match secret.diffie_hellman(&peer) {
            Ok(s) => {
                prop_assert_eq!(*s.as_bytes(), raw);
                prop_assert!(s.was_contributory());
            }
            Err(e) => {
                prop_assert_eq!(e, Error::NonContributory);
                prop_assert_eq!(raw, [0u8; 32]);
            }
        }
        let unchecked = secret.diffie_hellman_unchecked(&peer);
        prop_assert_eq!(*unchecked.as_bytes(), raw);
        prop_assert_eq!(unchecked.was_contributory(), raw != [0u8; 32]);
        // The ephemeral key type, from a generator that hands out `k`.
        let eph = EphemeralSecret::random_from_rng(&mut Replay(k));
        prop_assert_eq!(PublicKey::from(&eph), PublicKey::from(&secret));
        prop_assert_eq!(
            eph.diffie_hellman(&peer).map(|s| *s.as_bytes()),
            secret.diffie_hellman(&peer).map(|s| *s.as_bytes())
        );
        Ok(())
    });
}

/// A generator that returns the 32 bytes it holds (then zeros): builds an
/// `EphemeralSecret` with known bytes.
struct Replay([u8; 32]);

impl rand_core::RngCore for Replay {
    fn next_u32(&mut self) -> u32 {
        rand_core::impls::next_u32_via_fill(self)
    }
    fn next_u64(&mut self) -> u64 {
        rand_core::impls::next_u64_via_fill(self)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        let n = dest.len().min(32);
        dest[..n].copy_from_slice(&self.0[..n]);
        dest[n..].fill(0);
        self.0 = [0; 32];
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl rand_core::CryptoRng for Replay {}

/// The boundary values themselves, each as a peer key with a random
/// scalar: the small-order ones must be rejected.
#[test]
fn small_order_peer_keys_are_rejected() {
    let small = [
        [0u8; 32],
        {
            let mut one = [0u8; 32];
            one[0] = 1;
            one
        },
        hex_bytes("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),
        hex_bytes("5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157"),
        p_plus(-1), // -1: order 4
        P,          // p = 0 mod p
        p_plus(1),  // p + 1 = 1 mod p
    ];
    check(
        "small-order peers",
        (any::<[u8; 32]>(), proptest::sample::select(small.to_vec())),
        |(k, u)| {
            let r = StaticSecret::from(k).diffie_hellman(&PublicKey::from(u));
            prop_assert_eq!(r.err(), Some(Error::NonContributory));
            Ok(())
        },
    );
}
