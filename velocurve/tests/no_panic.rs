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

// ---------------------------------------------------------------------
// Ed25519: key and signature parsers, every verification profile and
// context, the PKCS#8 / SubjectPublicKeyInfo decoders (DER and PEM).
// ---------------------------------------------------------------------

use curve25519_dalek::edwards::{CompressedEdwardsY, EdwardsPoint};
use curve25519_dalek::scalar::Scalar as DScalar;
#[cfg(feature = "alloc")]
use velocurve::ed25519::pkcs8::{
    DecodePrivateKey, DecodePublicKey, EncodePrivateKey, EncodePublicKey, LineEnding,
};
use velocurve::ed25519::sha2::{Digest, Sha512};
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};

/// The group order l, little-endian.
const L: [u8; 32] = [
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
];

/// 32-byte strings for Edwards encodings: arbitrary, the field boundary
/// values of [`bytes32`] (p - 1, p, p + 1 are non-canonical encodings of
/// y = -1, 0, 1 when read as y), y = 1 and y = -1 with the sign bit set
/// (x = 0, "negative zero"), the points of small order, and valid public
/// keys.
fn edwards32() -> impl Strategy<Value = [u8; 32]> {
    let mut special = Vec::new();
    // The eight points of small order as curve25519-dalek lists them
    // (canonical), and each with the sign bit flipped.
    for p in curve25519_dalek::constants::EIGHT_TORSION {
        let b = p.compress().0;
        special.push(b);
        let mut s = b;
        s[31] ^= 0x80;
        special.push(s);
    }
    for d in [-1i8, 0, 1] {
        let mut b = p_plus(d);
        b[31] |= 0x80;
        special.push(b);
    }
    prop_oneof![
        2 => bytes32(),
        1 => proptest::sample::select(special),
        1 => any::<[u8; 32]>().prop_map(|s| SigningKey::from_seed(&s).verifying_key().to_bytes()),
    ]
}

/// 64-byte signatures: arbitrary, or `R` from [`edwards32`] with `S`
/// arbitrary or at the boundary (l - 1, l, l + 1, 2^256 - 1).
fn sig64() -> impl Strategy<Value = [u8; 64]> {
    let s_special = {
        let mut v = vec![L, [0xff; 32], [0u8; 32]];
        let mut l_minus_1 = L;
        l_minus_1[0] -= 1;
        let mut l_plus_1 = L;
        l_plus_1[0] += 1;
        v.extend([l_minus_1, l_plus_1]);
        v
    };
    let s = prop_oneof![any::<[u8; 32]>(), proptest::sample::select(s_special)];
    prop_oneof![
        prop::collection::vec(any::<u8>(), 64).prop_map(|v| v.try_into().expect("64 bytes")),
        (edwards32(), s).prop_map(|(r, s)| {
            let mut sig = [0u8; 64];
            sig[..32].copy_from_slice(&r);
            sig[32..].copy_from_slice(&s);
            sig
        }),
    ]
}

/// Contexts of every length class: empty, 1..=255, and over 255.
fn context() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(Vec::new()),
        prop::collection::vec(any::<u8>(), 1..=255),
        prop::collection::vec(any::<u8>(), 256..=300),
    ]
}

/// A verification input: `(key, signature, message, context)`, either
/// arbitrary, or a valid signature (Ed25519, Ed25519ctx or Ed25519ph, from
/// a random seed) with at most one bit of the key, signature or message
/// flipped, so that the accepting paths are reached too.
fn verify_input() -> impl Strategy<Value = ([u8; 32], [u8; 64], Vec<u8>, Vec<u8>)> {
    let arbitrary = (edwards32(), sig64(), any_length(), context());
    let near_valid = (
        any::<[u8; 32]>(),
        any_length(),
        prop::collection::vec(any::<u8>(), 1..=255),
        0u8..3,
        proptest::option::of(0usize..(96 * 8 + 800)),
    )
        .prop_map(|(seed, msg, ctx, kind, flip)| {
            let sk = SigningKey::from_seed(&seed);
            let (sig, ctx) = match kind {
                0 => (sk.sign(&msg), Vec::new()),
                1 => (sk.sign_ctx(&ctx, &msg).expect("1..=255 bytes"), ctx),
                _ => (sk.sign_ph(&ctx, &msg).expect("at most 255 bytes"), ctx),
            };
            let (mut key, mut sig, mut msg) = (sk.verifying_key().to_bytes(), sig.to_bytes(), msg);
            match flip {
                Some(i) if i < 256 => key[i / 8] ^= 1 << (i % 8),
                Some(i) if i < 768 => sig[(i - 256) / 8] ^= 1 << (i % 8),
                Some(i) if !msg.is_empty() => {
                    let j = (i - 768) % msg.len();
                    msg[j] ^= 1 << (i % 8);
                }
                _ => {}
            }
            (key, sig, msg, ctx)
        });
    prop_oneof![arbitrary, near_valid]
}

/// The three profiles written from their definitions on curve25519-dalek's
/// group: `[verify, verify_strict, verify_zip215]` for the prefix `dom`
/// (empty for Ed25519) and the message as hashed (`SHA-512(M)` for
/// Ed25519ph).
fn oracle(key: &[u8; 32], sig: &[u8; 64], dom: &[u8], msg: &[u8]) -> [bool; 3] {
    let r_bytes: [u8; 32] = sig[..32].try_into().expect("32 bytes");
    let s_bytes: [u8; 32] = sig[32..].try_into().expect("32 bytes");
    let Some(s) = Option::<DScalar>::from(DScalar::from_canonical_bytes(s_bytes)) else {
        return [false; 3];
    };
    let (Some(a), Some(r)) = (
        CompressedEdwardsY(*key).decompress(),
        CompressedEdwardsY(r_bytes).decompress(),
    ) else {
        return [false; 3];
    };
    let canonical = a.compress().0 == *key && r.compress().0 == r_bytes;
    let k = DScalar::from_bytes_mod_order_wide(
        &Sha512::new()
            .chain_update(dom)
            .chain_update(r_bytes)
            .chain_update(key)
            .chain_update(msg)
            .finalize()
            .into(),
    );
    let sb_minus_ka = EdwardsPoint::vartime_double_scalar_mul_basepoint(&k, &-a, &s);
    let verify = canonical && sb_minus_ka == r;
    let strict = verify && !a.is_small_order() && !r.is_small_order();
    let zip215 = (sb_minus_ka - r).mul_by_cofactor() == EdwardsPoint::default();
    [verify, strict, zip215]
}

/// `dom2(flag, context)` (RFC 8032 section 5.1).
fn dom2(flag: u8, ctx: &[u8]) -> Vec<u8> {
    let mut d = b"SigEd25519 no Ed25519 collisions".to_vec();
    d.extend([flag, ctx.len() as u8]);
    d.extend_from_slice(ctx);
    d
}

#[test]
fn verifying_key_from_slice_any_length() {
    check("VerifyingKey::from_slice", any_length(), |bytes| {
        let r = VerifyingKey::from_slice(&bytes);
        prop_assert_eq!(VerifyingKey::try_from(bytes.as_slice()), r);
        match <[u8; 32]>::try_from(bytes.as_slice()) {
            Ok(arr) => {
                prop_assert_eq!(VerifyingKey::from_bytes(&arr), r);
                prop_assert_eq!(VerifyingKey::try_from(arr), r);
                prop_assert_eq!(VerifyingKey::try_from(&arr), r);
            }
            Err(_) => prop_assert_eq!(
                r,
                Err(Error::PublicKeyLength {
                    expected: 32,
                    actual: bytes.len()
                })
            ),
        }
        Ok(())
    });
}

/// `from_bytes` accepts exactly the encodings of points (canonical or not),
/// as curve25519-dalek's lenient decoder does, on every backend; the facts
/// it reports are curve25519-dalek's.
#[test]
fn verifying_key_from_bytes_any_bytes() {
    check("VerifyingKey::from_bytes", edwards32(), |key| {
        let r = VerifyingKey::from_bytes(&key);
        match (&r, CompressedEdwardsY(key).decompress()) {
            (Ok(vk), Some(p)) => {
                prop_assert_eq!(vk.to_bytes(), key);
                prop_assert_eq!(vk.is_canonical(), p.compress().0 == key);
                prop_assert_eq!(vk.is_weak(), p.is_small_order());
            }
            (Err(e), None) => prop_assert_eq!(*e, Error::PublicKeyNotOnCurve),
            (r, p) => prop_assert!(false, "{:?} but curve25519-dalek: {:?}", r, p.is_some()),
        }
        for &b in Backend::ALL {
            let rb = VerifyingKey::from_bytes_with_backend(b, &key);
            if b.is_supported() {
                prop_assert_eq!(rb, r, "{}", b);
            } else {
                prop_assert_eq!(rb, Err(Error::BackendUnsupported(b)));
            }
        }
        Ok(())
    });
}

#[test]
fn signature_from_slice_any_length() {
    let lengths = prop_oneof![
        prop::collection::vec(any::<u8>(), 0..=130),
        prop::collection::vec(any::<u8>(), 63..=65),
    ];
    check("Signature::from_slice", lengths, |bytes| {
        let r = Signature::from_slice(&bytes);
        prop_assert_eq!(Signature::try_from(bytes.as_slice()), r);
        match r {
            Ok(sig) => {
                prop_assert_eq!(&sig.to_bytes()[..], bytes.as_slice());
                prop_assert_eq!(&sig.r_bytes()[..], &bytes[..32]);
                prop_assert_eq!(&sig.s_bytes()[..], &bytes[32..]);
                let arr: [u8; 64] = sig.to_bytes();
                prop_assert_eq!(Signature::from(arr), sig);
                prop_assert_eq!(Signature::from(&arr), sig);
                prop_assert_eq!(<[u8; 64]>::from(sig), arr);
            }
            Err(e) => prop_assert_eq!(
                e,
                Error::SignatureLength {
                    expected: 64,
                    actual: bytes.len()
                }
            ),
        }
        Ok(())
    });
}

/// Every verification function on arbitrary and near-valid inputs:
/// `verify`, `verify_strict`, `verify_zip215` (and their `_with_backend`
/// forms on every backend) accept exactly when the independent model
/// does; `verify_ctx`, `verify_ph` and `verify_prehashed` apply the
/// context-length rules (an empty context is an error for Ed25519ctx only,
/// over 255 bytes for both) and otherwise accept exactly when the model
/// does with `dom2`; each rejection is one of the typed errors.
#[test]
fn ed25519_verify_any_input() {
    check("Ed25519 verify*", verify_input(), |(key, sig, msg, ctx)| {
        let Ok(vk) = VerifyingKey::from_bytes(&key) else {
            prop_assert_eq!(oracle(&key, &sig, &[], &msg), [false; 3]);
            return Ok(());
        };
        let s = Signature::from_bytes(&sig);
        let results = [
            vk.verify(&msg, &s),
            vk.verify_strict(&msg, &s),
            vk.verify_zip215(&msg, &s),
        ];
        let accepted = results.map(|r| r.is_ok());
        prop_assert_eq!(accepted, oracle(&key, &sig, &[], &msg), "{:?}", results);
        for r in &results {
            if let Err(e) = r {
                prop_assert!(
                    matches!(
                        e,
                        Error::SignatureSNotReduced
                            | Error::SignatureRNotOnCurve
                            | Error::SignatureRNonCanonical
                            | Error::SignatureRSmallOrder
                            | Error::PublicKeyNonCanonical
                            | Error::PublicKeySmallOrder
                            | Error::SignatureInvalid
                    ),
                    "unexpected error {:?}",
                    e
                );
            }
        }
        for &b in Backend::ALL {
            let rb = [
                vk.with_backend(b).and_then(|k| k.verify(&msg, &s)),
                vk.with_backend(b).and_then(|k| k.verify_strict(&msg, &s)),
                vk.with_backend(b).and_then(|k| k.verify_zip215(&msg, &s)),
            ];
            if b.is_supported() {
                prop_assert_eq!(&rb, &results, "{}", b);
            } else {
                prop_assert!(rb.iter().all(|r| *r == Err(Error::BackendUnsupported(b))));
            }
        }

        // Ed25519ctx and Ed25519ph with this context.
        let n = ctx.len();
        let ctx_r = vk.verify_ctx(&ctx, &msg, &s);
        let ph_r = vk.verify_ph(&ctx, &msg, &s);
        prop_assert_eq!(
            vk.verify_prehashed(&ctx, Sha512::new_with_prefix(&msg), &s),
            ph_r
        );
        let ph_msg = Sha512::digest(&msg);
        match n {
            0 => prop_assert_eq!(ctx_r, Err(Error::ContextEmpty)),
            256.. => prop_assert_eq!(ctx_r, Err(Error::ContextTooLong { actual: n })),
            _ => prop_assert_eq!(ctx_r.is_ok(), oracle(&key, &sig, &dom2(0, &ctx), &msg)[0]),
        }
        match n {
            256.. => prop_assert_eq!(ph_r, Err(Error::ContextTooLong { actual: n })),
            _ => prop_assert_eq!(ph_r.is_ok(), oracle(&key, &sig, &dom2(1, &ctx), &ph_msg)[0]),
        }
        for &b in Backend::ALL {
            if b.is_supported() {
                prop_assert_eq!(
                    vk.with_backend(b)
                        .and_then(|k| k.verify_ctx(&ctx, &msg, &s)),
                    ctx_r
                );
                prop_assert_eq!(
                    vk.with_backend(b).and_then(|k| k.verify_ph(&ctx, &msg, &s)),
                    ph_r
                );
            }
        }
        Ok(())
    });
}

/// The secret-key parsers that take outside bytes: `SigningKey::from_slice`
/// and `try_from` (32 bytes exactly), `from_keypair_bytes` (any 64 bytes:
/// `Ok` exactly when the second half is the seed's public key).
#[test]
fn signing_key_parsers_any_bytes() {
    check("SigningKey::from_slice", any_length(), |bytes| {
        let r = SigningKey::from_slice(&bytes);
        prop_assert_eq!(SigningKey::try_from(bytes.as_slice()), r.clone());
        match r {
            Ok(sk) => prop_assert_eq!(sk.as_seed().as_slice(), bytes.as_slice()),
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
    let pair = prop_oneof![
        prop::collection::vec(any::<u8>(), 64)
            .prop_map(|v| -> [u8; 64] { v.try_into().expect("64 bytes") }),
        (any::<[u8; 32]>(), proptest::option::of(0usize..256)).prop_map(|(seed, flip)| {
            let mut b = SigningKey::from_seed(&seed).to_keypair_bytes();
            if let Some(i) = flip {
                b[32 + i / 8] ^= 1 << (i % 8);
            }
            b
        }),
    ];
    check("SigningKey::from_keypair_bytes", pair, |bytes| {
        let seed: [u8; 32] = bytes[..32].try_into().expect("32 bytes");
        let derived = SigningKey::from_seed(&seed);
        match SigningKey::from_keypair_bytes(&bytes) {
            Ok(sk) => {
                prop_assert_eq!(&bytes[32..], &derived.verifying_key().to_bytes()[..]);
                prop_assert_eq!(sk, derived);
            }
            Err(e) => {
                prop_assert_eq!(e, Error::KeyPairMismatch);
                prop_assert_ne!(&bytes[32..], &derived.verifying_key().to_bytes()[..]);
            }
        }
        Ok(())
    });
}

/// Valid documents (PKCS#8 v1 and v2 and SPKI, DER) with a mutation:
/// truncated, extended, or one byte replaced, inserted or removed; or
/// arbitrary bytes.
#[cfg(feature = "alloc")]
fn der_document() -> impl Strategy<Value = Vec<u8>> {
    let valid = (any::<[u8; 32]>(), 0u8..3).prop_map(|(seed, kind)| {
        let sk = SigningKey::from_seed(&seed);
        match kind {
            0 => sk.to_pkcs8_der().expect("encodes").as_bytes().to_vec(),
            1 => sk.to_pkcs8_v2_der().expect("encodes").as_bytes().to_vec(),
            _ => sk.to_public_key_der().expect("encodes").as_bytes().to_vec(),
        }
    });
    let mutated = (valid, 0u8..6, any::<usize>(), any::<u8>()).prop_map(|(mut d, op, i, v)| {
        let at = i % (d.len() + 1);
        match op {
            0 => d.truncate(at),
            1 => d.extend(std::iter::repeat_n(v, 1 + i % 8)),
            2 if at < d.len() => d[at] = v,
            3 => d.insert(at, v),
            4 if at < d.len() => {
                d.remove(at);
            }
            _ => {}
        }
        d
    });
    prop_oneof![
        3 => mutated,
        1 => prop::collection::vec(any::<u8>(), 0..=120),
    ]
}

/// The PKCS#8 and SPKI DER decoders: a key or an error, never a panic; a
/// decoded key is the one ed25519-dalek decodes from the same document (and
/// dalek rejects what velocurve rejects), and it re-encodes to itself.
#[cfg(feature = "alloc")]
#[test]
fn pkcs8_der_any_document() {
    use ed25519_dalek::pkcs8::{DecodePrivateKey as _, DecodePublicKey as _};
    check("PKCS#8 / SPKI DER", der_document(), |doc| {
        let dalek_sk = ed25519_dalek::SigningKey::from_pkcs8_der(&doc);
        match SigningKey::from_pkcs8_der(&doc) {
            Ok(sk) => {
                let d = dalek_sk.expect("dalek rejects a document velocurve accepts");
                prop_assert_eq!(sk.to_seed(), d.to_bytes());
                let again = sk.to_pkcs8_v2_der().expect("encodes");
                prop_assert_eq!(SigningKey::from_pkcs8_der(again.as_bytes()).ok(), Some(sk));
            }
            Err(_) => {
                // ed25519-dalek reads a v2 public key that is a BIT STRING
                // with unused bits as absent; velocurve rejects it as
                // malformed (found by the fuzz target ed25519_pkcs8_decode).
                use pkcs8::der::Decode;
                let unused_bits = pkcs8::PrivateKeyInfoRef::from_der(&doc)
                    .is_ok_and(|i| i.public_key.is_some_and(|b| b.as_bytes().is_none()));
                prop_assert!(
                    dalek_sk.is_err() || unused_bits,
                    "dalek accepts what velocurve rejects"
                );
            }
        }
        let dalek_vk = ed25519_dalek::VerifyingKey::from_public_key_der(&doc);
        match VerifyingKey::from_public_key_der(&doc) {
            Ok(vk) => {
                let d = dalek_vk.expect("dalek rejects a document velocurve accepts");
                prop_assert_eq!(vk.to_bytes(), d.to_bytes());
                let again = vk.to_public_key_der().expect("encodes");
                prop_assert_eq!(again.as_bytes().len(), 44);
            }
            Err(_) => prop_assert!(dalek_vk.is_err(), "dalek accepts what velocurve rejects"),
        }
        Ok(())
    });
}

/// The PEM decoders on mutated PEM text (a character replaced, inserted,
/// removed; line endings; truncation) and arbitrary strings: a key or an
/// error; a decoded key equals the one its DER decodes to.
#[cfg(feature = "alloc")]
#[test]
fn pkcs8_pem_any_text() {
    let valid = (any::<[u8; 32]>(), 0u8..3, any::<bool>()).prop_map(|(seed, kind, crlf)| {
        let sk = SigningKey::from_seed(&seed);
        let le = if crlf {
            LineEnding::CRLF
        } else {
            LineEnding::LF
        };
        match kind {
            0 => sk.to_pkcs8_pem(le).expect("encodes").to_string(),
            1 => sk.to_pkcs8_v2_pem(le).expect("encodes").to_string(),
            _ => sk.to_public_key_pem(le).expect("encodes"),
        }
    });
    let mutated = (valid, 0u8..5, any::<usize>(), any::<char>()).prop_map(|(s, op, i, c)| {
        let mut chars: Vec<char> = s.chars().collect();
        let at = i % (chars.len() + 1);
        match op {
            0 => chars.truncate(at),
            1 if at < chars.len() => chars[at] = c,
            2 => chars.insert(at, c),
            3 if at < chars.len() => {
                chars.remove(at);
            }
            _ => {}
        }
        chars.into_iter().collect::<String>()
    });
    let text = prop_oneof![3 => mutated, 1 => any::<String>()];
    check("PKCS#8 / SPKI PEM", text, |pem| {
        if let Ok(sk) = SigningKey::from_pkcs8_pem(&pem) {
            let der = sk.to_pkcs8_der().expect("encodes");
            prop_assert_eq!(SigningKey::from_pkcs8_der(der.as_bytes()).ok(), Some(sk));
        }
        if let Ok(vk) = VerifyingKey::from_public_key_pem(&pem) {
            let der = vk.to_public_key_der().expect("encodes");
            prop_assert_eq!(
                VerifyingKey::from_public_key_der(der.as_bytes()).ok(),
                Some(vk)
            );
        }
        Ok(())
    });
}

/// The input ed25519_pkcs8_decode found: RFC 8410's v2 example with the
/// public key's BIT STRING given 4 unused bits (and a seed byte changed).
/// velocurve rejects the malformed public key; ed25519-dalek reads it as
/// absent and accepts the seed.
#[cfg(feature = "alloc")]
#[test]
fn pkcs8_v2_public_key_with_unused_bits_is_rejected() {
    use ed25519_dalek::pkcs8::DecodePrivateKey as _;
    let doc = hex_vec(concat!(
        "3072020101300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad",
        "3afe7c28cbf1d4fbe097a88f3d755842a01f301d060a2a864886f70d01090914",
        "310f0c0d437572646c6520436861697273812104",
        "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1"
    ));
    assert_eq!(
        SigningKey::from_pkcs8_der(&doc),
        Err(velocurve::ed25519::pkcs8::Error::KeyMalformed(
            velocurve::ed25519::pkcs8::KeyError::Invalid
        ))
    );
    assert!(ed25519_dalek::SigningKey::from_pkcs8_der(&doc).is_ok());
    // With no unused bits (and the seed changed back), the document is
    // RFC 8410's example, which both read.
    let mut fixed = doc.clone();
    let at = fixed.len() - 33;
    fixed[at] = 0;
    fixed[16 + 28] = 0x44;
    assert!(SigningKey::from_pkcs8_der(&fixed).is_ok());
    println!("[pkcs8 unused bits] rejected; RFC 8410's example with 0 unused bits accepted");
}

#[cfg(feature = "alloc")]
fn hex_vec(hex: &str) -> Vec<u8> {
    (0..hex.len() / 2)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).expect("hex"))
        .collect()
}

// ---------------------------------------------------------------------
// Curve13318: SEC1 and reference-form point decoders, secret keys, the
// raw scalar multiplication; each outcome checked against a big-integer
// model of the field and the curve equation written here.
// ---------------------------------------------------------------------

use num_bigint::BigUint;
use velocurve::curve13318 as c13318;

/// p = 2^255 - 19.
fn c13318_p() -> BigUint {
    (BigUint::from(1u8) << 255u32) - BigUint::from(19u8)
}

/// `x^3 - 3x + 13318 mod p` for `x < p`.
fn c13318_rhs(x: &BigUint) -> BigUint {
    let p = c13318_p();
    (x.modpow(&BigUint::from(3u8), &p) + &p * 3u8 - (x * 3u8) % &p + 13318u32) % &p
}

/// Whether `v` is a square mod p (Euler's criterion; 0 is).
fn c13318_is_square(v: &BigUint) -> bool {
    let p = c13318_p();
    v == &BigUint::from(0u8) || v.modpow(&((&p - 1u8) >> 1u32), &p) == BigUint::from(1u8)
}

fn c13318_on_curve(x: &BigUint, y: &BigUint) -> bool {
    (y * y) % c13318_p() == c13318_rhs(x)
}

/// Valid points (`[k] G` for a random `k`), in the 64-byte little-endian
/// form.
fn c13318_valid_xy() -> impl Strategy<Value = [u8; 64]> {
    any::<[u8; 32]>().prop_map(|mut k| {
        k[0] |= 1; // nonzero
        c13318::scalarmult_base(&k)
    })
}

/// 64-byte points: arbitrary, valid, valid with a coordinate replaced by
/// itself plus p (non-canonical, where it fits in 256 bits) or a bit
/// flipped, and boundary values (zeros, G, coordinates p - 1, p, 2^256 - 1).
fn c13318_xy() -> impl Strategy<Value = [u8; 64]> {
    let mut special = vec![[0u8; 64], c13318::GENERATOR_XY, [0xffu8; 64]];
    for d in [-1i8, 0, 1] {
        let mut a = c13318::GENERATOR_XY;
        a[..32].copy_from_slice(&p_plus(d));
        special.push(a);
        let mut b = c13318::GENERATOR_XY;
        b[32..].copy_from_slice(&p_plus(d));
        special.push(b);
    }
    let mut zero_one = [0u8; 64];
    zero_one[32] = 1;
    special.push(zero_one);
    let tweaked = (c13318_valid_xy(), 0usize..514).prop_map(|(mut pt, t)| {
        if t < 512 {
            pt[t / 8] ^= 1 << (t % 8);
        } else {
            // Add p to x (t = 512) or y (t = 513) if the sum fits.
            let at = 32 * (t - 512);
            let v = BigUint::from_bytes_le(&pt[at..at + 32]) + c13318_p();
            let b = v.to_bytes_le();
            if b.len() <= 32 {
                pt[at..at + 32].fill(0);
                pt[at..at + b.len()].copy_from_slice(&b);
            }
        }
        pt
    });
    prop_oneof![
        2 => prop::collection::vec(any::<u8>(), 64).prop_map(|v| v.try_into().expect("64 bytes")),
        2 => c13318_valid_xy(),
        2 => tweaked,
        1 => proptest::sample::select(special),
    ]
}

/// SEC1 inputs: any length, the right lengths with each prefix, valid
/// encodings (with at most one bit flipped).
fn c13318_sec1() -> impl Strategy<Value = Vec<u8>> {
    let prefixed = (
        proptest::sample::select(vec![0u8, 1, 2, 3, 4, 5, 6, 7, 0xff]),
        proptest::sample::select(vec![1usize, 32, 33, 34, 64, 65, 66]),
        any::<[u8; 64]>(),
    )
        .prop_map(|(prefix, len, body)| {
            let mut v = vec![prefix];
            v.extend((0..len - 1).map(|i| body[i % 64]));
            v
        });
    let valid = (
        c13318_valid_xy(),
        any::<bool>(),
        proptest::option::of(0usize..520),
    )
        .prop_map(|(xy, compressed, flip)| {
            let pk = c13318::PublicKey::from_xy_le_bytes(&xy).expect("valid");
            let mut v = if compressed {
                pk.to_compressed().to_vec()
            } else {
                pk.to_uncompressed().to_vec()
            };
            if let Some(i) = flip {
                let i = i % (8 * v.len());
                v[i / 8] ^= 1 << (i % 8);
            }
            v
        });
    prop_oneof![any_length(), prefixed, valid]
}

#[test]
fn curve13318_public_key_from_sec1_any_bytes() {
    check(
        "curve13318::PublicKey::from_sec1_bytes",
        c13318_sec1(),
        |bytes| {
            let r = c13318::PublicKey::from_sec1_bytes(&bytes);
            prop_assert_eq!(c13318::PublicKey::try_from(bytes.as_slice()), r);
            let p = c13318_p();
            let length = Error::PointLength {
                compressed: 33,
                uncompressed: 65,
                actual: bytes.len(),
            };
            let expect: Result<(), Error> = match (bytes.first(), bytes.len()) {
                (None, _) => Err(length),
                (Some(0), 1) => Err(Error::PointIdentity),
                (Some(2 | 3), 33) => {
                    let x = BigUint::from_bytes_be(&bytes[1..]);
                    if x >= p {
                        Err(Error::PointCoordinateOutOfRange)
                    } else if !c13318_is_square(&c13318_rhs(&x)) {
                        Err(Error::PointNotOnCurve)
                    } else {
                        Ok(())
                    }
                }
                (Some(4), 65) => {
                    let x = BigUint::from_bytes_be(&bytes[1..33]);
                    let y = BigUint::from_bytes_be(&bytes[33..]);
                    if x >= p || y >= p {
                        Err(Error::PointCoordinateOutOfRange)
                    } else if !c13318_on_curve(&x, &y) {
                        Err(Error::PointNotOnCurve)
                    } else {
                        Ok(())
                    }
                }
                (Some(0 | 2 | 3 | 4), _) => Err(length),
                (Some(&prefix), _) => Err(Error::PointPrefix { prefix }),
            };
            match (r, expect) {
                (Ok(pk), Ok(())) => {
                    if bytes.len() == 33 {
                        prop_assert_eq!(pk.to_compressed().to_vec(), bytes.clone());
                        let u = pk.to_uncompressed();
                        let (x, y) = (
                            BigUint::from_bytes_be(&u[1..33]),
                            BigUint::from_bytes_be(&u[33..]),
                        );
                        prop_assert!(c13318_on_curve(&x, &y));
                    } else {
                        prop_assert_eq!(pk.to_uncompressed().to_vec(), bytes.clone());
                    }
                }
                (r, e) => prop_assert_eq!(r.map(|_| ()), e, "{:02x?}", bytes),
            }
            Ok(())
        },
    );
}

#[test]
fn curve13318_public_key_from_xy_le_any_bytes() {
    check(
        "curve13318::PublicKey::from_xy_le_bytes",
        c13318_xy(),
        |pt| {
            let r = c13318::PublicKey::from_xy_le_bytes(&pt);
            let p = c13318_p();
            let (x, y) = (
                BigUint::from_bytes_le(&pt[..32]),
                BigUint::from_bytes_le(&pt[32..]),
            );
            let expect = if pt == [0u8; 64] {
                Err(Error::PointIdentity)
            } else if x >= p || y >= p {
                Err(Error::PointCoordinateOutOfRange)
            } else if !c13318_on_curve(&x, &y) {
                Err(Error::PointNotOnCurve)
            } else {
                Ok(pt)
            };
            prop_assert_eq!(r.map(|pk| pk.to_xy_le_bytes()), expect);
            Ok(())
        },
    );
}

#[test]
fn curve13318_secret_key_from_slice_any_length() {
    let n = BigUint::from_bytes_be(&c13318::ORDER);
    let mut special: Vec<Vec<u8>> = vec![vec![0u8; 32], vec![0xffu8; 32]];
    for d in [-1i64, 0, 1] {
        let v = if d < 0 { &n - 1u8 } else { &n + d as u8 };
        let b = v.to_bytes_be();
        let mut out = vec![0u8; 32 - b.len()];
        out.extend(b);
        special.push(out);
    }
    let strategy = prop_oneof![
        3 => any_length(),
        1 => proptest::sample::select(special),
    ];
    check("curve13318::SecretKey::from_slice", strategy, |bytes| {
        let r = c13318::SecretKey::from_slice(&bytes);
        if bytes.len() != 32 {
            prop_assert_eq!(
                r.err(),
                Some(Error::SecretKeyLength {
                    expected: 32,
                    actual: bytes.len()
                })
            );
            return Ok(());
        }
        let v = BigUint::from_bytes_be(&bytes);
        if v == BigUint::from(0u8) || v >= n {
            prop_assert_eq!(r.err(), Some(Error::SecretScalarOutOfRange));
        } else {
            let k = r.expect("in range");
            prop_assert_eq!(k.to_bytes().to_vec(), bytes.clone());
            let mut le = k.to_bytes();
            le.reverse();
            prop_assert_eq!(k.to_le_bytes(), le);
        }
        Ok(())
    });
}

/// The raw function on any scalar and any 64 bytes: the typed error the
/// model predicts (coordinates reduced mod p, as the reference code does),
/// or the identity or a canonical point on the curve; the same on every
/// backend, with bit 255 of the scalar flipped, and (for a nonzero scalar
/// and canonical input) the x of the typed exchange.
#[test]
fn curve13318_scalarmult_any_bytes() {
    check(
        "curve13318::scalarmult",
        (bytes32(), c13318_xy()),
        |(k, pt)| {
            let r = c13318::scalarmult(&k, &pt);
            let p = c13318_p();
            let (x, y) = (
                BigUint::from_bytes_le(&pt[..32]) % &p,
                BigUint::from_bytes_le(&pt[32..]) % &p,
            );
            if pt == [0u8; 64] {
                prop_assert_eq!(r, Err(Error::PointIdentity));
            } else if !c13318_on_curve(&x, &y) {
                prop_assert_eq!(r, Err(Error::PointNotOnCurve));
            } else {
                let out = r.expect("a point on the curve");
                if out != [0u8; 64] {
                    let (ox, oy) = (
                        BigUint::from_bytes_le(&out[..32]),
                        BigUint::from_bytes_le(&out[32..]),
                    );
                    prop_assert!(ox < p && oy < p, "non-canonical output");
                    prop_assert!(c13318_on_curve(&ox, &oy));
                }
                let mut k0 = k;
                k0[31] &= 0x7f;
                if k0 != [0u8; 32] {
                    let canonical = {
                        let mut c = [0u8; 64];
                        let (xb, yb) = (x.to_bytes_le(), y.to_bytes_le());
                        c[..xb.len()].copy_from_slice(&xb);
                        c[32..32 + yb.len()].copy_from_slice(&yb);
                        c
                    };
                    let pk = c13318::PublicKey::from_xy_le_bytes(&canonical).expect("valid");
                    let s = c13318::SecretKey::from_le_bytes(&k0)
                        .expect("below 2^255 < n")
                        .diffie_hellman(&pk);
                    let mut x_be: [u8; 32] = out[..32].try_into().expect("32 bytes");
                    x_be.reverse();
                    match s {
                        Ok(s) => prop_assert_eq!(s.to_bytes(), x_be),
                        // Prime order: [k] P is never O for 0 < k < n.
                        Err(e) => prop_assert!(false, "{:?}", e),
                    }
                }
                if pt == c13318::GENERATOR_XY {
                    prop_assert_eq!(c13318::scalarmult_base(&k), out);
                }
            }
            let mut flipped = k;
            flipped[31] ^= 0x80;
            prop_assert_eq!(c13318::scalarmult(&flipped, &pt), r);
            for &b in Backend::ALL {
                match c13318::scalarmult_with_backend(b, &k, &pt) {
                    Err(Error::BackendUnsupported(u)) => {
                        prop_assert_eq!(u, b);
                        prop_assert!(!b.is_supported());
                    }
                    rb => prop_assert_eq!(rb, r, "{}", b),
                }
            }
            Ok(())
        },
    );
}

// ---------------------------------------------------------------------
// The NIST curves, P-256, P-192, P-224, P-384 and P-521: the SEC1 decoder
// and the secret-key parser on any input, each outcome checked against a
// big-integer model of the curve equation with the curve's `p` and `b`
// (one macro over the curves' modules, which share one API).
// ---------------------------------------------------------------------

macro_rules! nist_no_panic {
    ($m:ident, p $p:literal, b $b:literal) => {
        nist_no_panic!($m, p $p, a3 1, b $b);
    };
    ($m:ident, p $p:literal, a3 $a3:literal, b $b:literal) => {
        mod $m {
            use super::*;
            use velocurve::$m;

            /// Coordinate (and secret-key) bytes.
            const L: usize = $m::SECRET_KEY_BYTES;

            fn hex(s: &str) -> BigUint {
                BigUint::parse_bytes(s.as_bytes(), 16).expect("hex")
            }

            /// `x^3 + a x + b mod p` for `x < p` (`a = -3 a3`, `a3` 0 or 1).
            fn rhs(x: &BigUint) -> BigUint {
                let p = hex($p);
                (x.modpow(&BigUint::from(3u8), &p) + (&p * 3u8 - (x * 3u8) % &p) * ($a3 as u8) + hex($b)) % &p
            }

            /// SEC1 inputs: any length, the lengths around a coordinate's
            /// and a point's with each prefix, valid encodings (with at
            /// most one bit flipped).
            fn sec1() -> impl Strategy<Value = Vec<u8>> {
                let prefixed = (
                    proptest::sample::select(vec![0u8, 1, 2, 3, 4, 5, 6, 7, 0xff]),
                    proptest::sample::select(vec![
                        1usize,
                        L,
                        L + 1,
                        L + 2,
                        2 * L,
                        2 * L + 1,
                        2 * L + 2,
                    ]),
                    prop::collection::vec(any::<u8>(), 2 * L),
                )
                    .prop_map(|(prefix, len, body)| {
                        let mut v = vec![prefix];
                        v.extend((0..len - 1).map(|i| body[i % (2 * L)]));
                        v
                    });
                let valid = (
                    prop::collection::vec(any::<u8>(), L),
                    any::<bool>(),
                    proptest::option::of(0usize..8 * (2 * L + 1)),
                )
                    .prop_map(|(mut k, compressed, flip)| {
                        k[0] &= $m::ORDER[0] >> 1; // below n
                        k[L - 1] |= 1; // not zero
                        let pk = $m::SecretKey::from_slice(&k)
                            .expect("in range")
                            .public_key();
                        let mut v = if compressed {
                            pk.to_compressed().to_vec()
                        } else {
                            pk.to_uncompressed().to_vec()
                        };
                        if let Some(i) = flip {
                            let i = i % (8 * v.len());
                            v[i / 8] ^= 1 << (i % 8);
                        }
                        v
                    });
                let long = prop::collection::vec(any::<u8>(), 0..=2 * L + 4);
                prop_oneof![any_length(), long, prefixed, valid]
            }

            #[test]
            fn public_key_from_sec1_any_bytes() {
                let name = concat!(stringify!($m), "::PublicKey::from_sec1_bytes");
                check(name, sec1(), |bytes| {
                    let r = $m::PublicKey::from_sec1_bytes(&bytes);
                    prop_assert_eq!($m::PublicKey::try_from(bytes.as_slice()), r);
                    let p = hex($p);
                    let length = Error::PointLength {
                        compressed: $m::COMPRESSED_BYTES,
                        uncompressed: $m::UNCOMPRESSED_BYTES,
                        actual: bytes.len(),
                    };
                    let expect: Result<(), Error> = match (bytes.first(), bytes.len()) {
                        (None, _) => Err(length),
                        (Some(0), 1) => Err(Error::PointIdentity),
                        (Some(2 | 3), n) if n == $m::COMPRESSED_BYTES => {
                            let x = BigUint::from_bytes_be(&bytes[1..]);
                            if x >= p {
                                Err(Error::PointCoordinateOutOfRange)
                            } else {
                                let rhs = rhs(&x);
                                if rhs != BigUint::from(0u8)
                                    && rhs.modpow(&((&p - 1u8) >> 1u32), &p) != BigUint::from(1u8)
                                {
                                    Err(Error::PointNotOnCurve)
                                } else {
                                    Ok(())
                                }
                            }
                        }
                        (Some(4), n) if n == $m::UNCOMPRESSED_BYTES => {
                            let x = BigUint::from_bytes_be(&bytes[1..1 + L]);
                            let y = BigUint::from_bytes_be(&bytes[1 + L..]);
                            if x >= p || y >= p {
                                Err(Error::PointCoordinateOutOfRange)
                            } else if (&y * &y) % &p != rhs(&x) {
                                Err(Error::PointNotOnCurve)
                            } else {
                                Ok(())
                            }
                        }
                        (Some(0 | 2 | 3 | 4), _) => Err(length),
                        (Some(&prefix), _) => Err(Error::PointPrefix { prefix }),
                    };
                    match (r, expect) {
                        (Ok(pk), Ok(())) => {
                            if bytes.len() == $m::COMPRESSED_BYTES {
                                prop_assert_eq!(pk.to_compressed().to_vec(), bytes.clone());
                                let u = pk.to_uncompressed();
                                let (x, y) = (
                                    BigUint::from_bytes_be(&u[1..1 + L]),
                                    BigUint::from_bytes_be(&u[1 + L..]),
                                );
                                prop_assert_eq!((&y * &y) % &p, rhs(&x));
                            } else {
                                prop_assert_eq!(pk.to_uncompressed().to_vec(), bytes.clone());
                            }
                        }
                        (r, e) => prop_assert_eq!(r.map(|_| ()), e, "{:02x?}", bytes),
                    }
                    Ok(())
                });
            }

            #[test]
            fn secret_key_from_slice_any_length() {
                let n = BigUint::from_bytes_be(&$m::ORDER);
                let mut special: Vec<Vec<u8>> = vec![vec![0u8; L], vec![0xffu8; L]];
                for d in [-1i64, 0, 1] {
                    let v = if d < 0 { &n - 1u8 } else { &n + d as u8 };
                    let b = v.to_bytes_be();
                    let mut out = vec![0u8; L - b.len()];
                    out.extend(b);
                    special.push(out);
                }
                let strategy = prop_oneof![
                    3 => any_length(),
                    2 => prop::collection::vec(any::<u8>(), L - 1..=L + 1),
                    1 => proptest::sample::select(special),
                ];
                let name = concat!(stringify!($m), "::SecretKey::from_slice");
                check(name, strategy, |bytes| {
                    let r = $m::SecretKey::from_slice(&bytes);
                    if bytes.len() != L {
                        prop_assert_eq!(
                            r.err(),
                            Some(Error::SecretKeyLength {
                                expected: L,
                                actual: bytes.len()
                            })
                        );
                        return Ok(());
                    }
                    let v = BigUint::from_bytes_be(&bytes);
                    if v == BigUint::from(0u8) || v >= n {
                        prop_assert_eq!(r.err(), Some(Error::SecretScalarOutOfRange));
                    } else {
                        prop_assert_eq!(r.expect("in range").to_bytes().to_vec(), bytes.clone());
                    }
                    Ok(())
                });
            }

            /// The key-format decoders (PKCS#8, SEC1 `ECPrivateKey`, SPKI;
            /// DER) on valid documents of every kind with a mutation
            /// (truncated, extended, a byte replaced, inserted or removed)
            /// and on arbitrary bytes: a key or a `KeyFormatError`, never a
            /// panic; the RustCrypto traits give the same key or the mapped
            /// error; a decoded key re-encodes to a document that decodes
            /// to it, and an unmutated document decodes to its key.
            #[cfg(feature = "alloc")]
            #[test]
            fn key_formats_any_document() {
                use rand::SeedableRng;
                use velocurve::$m::pkcs8::{
                    DecodeEcPrivateKey, DecodePrivateKey, DecodePublicKey, EncodeEcPrivateKey,
                    EncodePrivateKey, EncodePublicKey,
                };
                // A pool of valid documents, made once (key generation is
                // the costly part): 4 keys, each as PKCS#8, SEC1 and SPKI.
                let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(L as u64);
                let mut pool = Vec::new();
                for _ in 0..4 {
                    let sk = $m::SecretKey::random_from_rng(&mut rng);
                    let b = sk.to_bytes().to_vec();
                    pool.push((b.clone(), sk.to_pkcs8_der().expect("encodes").as_bytes().to_vec()));
                    pool.push((b.clone(), sk.to_sec1_der().expect("encodes").as_bytes().to_vec()));
                    pool.push((b, sk.to_public_key_der().expect("encodes").as_bytes().to_vec()));
                }
                let valid = proptest::sample::select(pool);
                let mutated =
                    (valid, 0u8..7, any::<usize>(), any::<u8>()).prop_map(|((sk, mut d), op, i, v)| {
                        let at = i % (d.len() + 1);
                        match op {
                            0 => d.truncate(at),
                            1 => d.extend(std::iter::repeat_n(v, 1 + i % 8)),
                            2 if at < d.len() => d[at] = v,
                            3 => d.insert(at, v),
                            4 if at < d.len() => {
                                d.remove(at);
                            }
                            5 => return (Some(sk), d),
                            _ => {}
                        }
                        (None, d)
                    });
                let arbitrary =
                    prop::collection::vec(any::<u8>(), 0..=4 * L + 40).prop_map(|d| (None, d));
                let strategy = prop_oneof![4 => mutated, 1 => arbitrary];
                let name = concat!(stringify!($m), " key formats (DER)");
                check(name, strategy, |(unmutated, doc)| {
                    let r8 = $m::SecretKey::decode_pkcs8_der(&doc);
                    let t8 = $m::SecretKey::from_pkcs8_der(&doc);
                    prop_assert_eq!(
                        t8.as_ref().map(|k| k.to_bytes()).map_err(|e| *e),
                        r8.as_ref().map(|k| k.to_bytes()).map_err(|e| pkcs8::Error::from(*e))
                    );
                    let r1 = $m::SecretKey::decode_sec1_der(&doc);
                    let t1 = $m::SecretKey::from_sec1_der(&doc);
                    prop_assert_eq!(t1.is_ok(), r1.is_ok());
                    let rs = $m::PublicKey::decode_spki_der(&doc);
                    let ts = $m::PublicKey::from_public_key_der(&doc);
                    prop_assert_eq!(
                        ts.map_err(|e| e.to_string()),
                        rs.map_err(|e| pkcs8::spki::Error::from(e).to_string())
                    );
                    for sk in [r8.ok(), r1.ok()].into_iter().flatten() {
                        let again = sk.to_pkcs8_der().expect("encodes");
                        let back = $m::SecretKey::decode_pkcs8_der(again.as_bytes()).expect("decodes");
                        prop_assert_eq!(back.to_bytes(), sk.to_bytes());
                        let again = sk.to_sec1_der().expect("encodes");
                        let back = $m::SecretKey::decode_sec1_der(again.as_bytes()).expect("decodes");
                        prop_assert_eq!(back.to_bytes(), sk.to_bytes());
                        if let Some(b) = &unmutated {
                            prop_assert_eq!(&sk.to_bytes()[..], &b[..]);
                        }
                    }
                    if let Ok(pk) = rs {
                        let again = pk.to_public_key_der().expect("encodes");
                        prop_assert_eq!($m::PublicKey::decode_spki_der(again.as_bytes()), Ok(pk));
                    }
                    Ok(())
                });
            }
        }
    };
}

nist_no_panic!(
    p256,
    p "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
    b "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"
);
nist_no_panic!(
    secp256k1,
    p "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    a3 0,
    b "07"
);
nist_no_panic!(
    p192,
    p "fffffffffffffffffffffffffffffffeffffffffffffffff",
    b "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1"
);
nist_no_panic!(
    p224,
    p "ffffffffffffffffffffffffffffffff000000000000000000000001",
    b "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4"
);
nist_no_panic!(
    p384,
    p "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe\
       ffffffff0000000000000000ffffffff",
    b "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875a\
       c656398d8a2ed19d2a85c8edd3ec2aef"
);
nist_no_panic!(
    p521,
    p "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff\
       ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    b "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef1\
       09e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00"
);

// ---------------------------------------------------------------------
// The batch entry points of the five NIST curves and Curve13318: any three lengths
// (and, where there is a backend choice, any backend): the typed error for
// an unsupported backend, then for unequal lengths with `out` untouched,
// else each output equal to the single operation's; a supported forced
// backend gives what the automatic one gives, bytes and error alike. One
// macro for the six curves (P-521 has no backend choice).
// ---------------------------------------------------------------------

macro_rules! nist_batch_no_panic {
    ($m:ident, $test:ident $(, backends $with:ident)?) => {
        #[test]
        fn $test() {
            use rand::SeedableRng;
            use velocurve::$m;
            const L: usize = $m::SECRET_KEY_BYTES;
            let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(L as u64 + 1);
            let keys: Vec<$m::SecretKey> =
                (0..3).map(|_| $m::SecretKey::random_from_rng(&mut rng)).collect();
            let peers: Vec<$m::PublicKey> = (0..3)
                .map(|_| $m::SecretKey::random_from_rng(&mut rng).public_key())
                .collect();
            let shared: Vec<[u8; L]> = (0..3)
                .map(|i| keys[i].diffie_hellman(&peers[i]).expect("an exchange").to_bytes())
                .collect();
            let strategy = (0usize..4, 0usize..4, 0usize..4, proptest::sample::select(Backend::ALL.to_vec()));
            let name = concat!(stringify!($m), "::diffie_hellman_batch / public_key_batch");
            check(name, strategy, |(nk, np, no, b)| {
                let mut out = vec![[0x3cu8; L]; no];
                let mut pks = vec![[0x3cu8; $m::UNCOMPRESSED_BYTES]; no];
                #[allow(unused_variables)]
                let (r, rp, b) = (
                    $m::diffie_hellman_batch(&keys[..nk], &peers[..np], &mut out),
                    $m::public_key_batch(&keys[..nk], &mut pks),
                    b,
                );
                $(
                    let _ = stringify!($with);
                    if !b.is_supported() {
                        let mut o = vec![[0u8; L]; no];
                        prop_assert_eq!(
                            $m::diffie_hellman_batch_with_backend(b, &keys[..nk], &peers[..np], &mut o),
                            Err(Error::BackendUnsupported(b))
                        );
                        let mut o = vec![[0u8; $m::UNCOMPRESSED_BYTES]; no];
                        prop_assert_eq!(
                            $m::public_key_batch_with_backend(b, &keys[..nk], &mut o),
                            Err(Error::BackendUnsupported(b))
                        );
                    } else {
                        let mut o = vec![[0x3cu8; L]; no];
                        let rb = $m::diffie_hellman_batch_with_backend(b, &keys[..nk], &peers[..np], &mut o);
                        prop_assert_eq!(rb, r);
                        prop_assert_eq!(&o, &out);
                        let mut o = vec![[0x3cu8; $m::UNCOMPRESSED_BYTES]; no];
                        let rb = $m::public_key_batch_with_backend(b, &keys[..nk], &mut o);
                        prop_assert_eq!(rb, rp);
                        prop_assert_eq!(&o, &pks);
                    }
                )?
                if nk == np && np == no {
                    prop_assert_eq!(r, Ok(()));
                    prop_assert_eq!(&out[..], &shared[..nk]);
                } else {
                    prop_assert_eq!(
                        r,
                        Err(Error::BatchLengthMismatch { scalars: nk, points: Some(np), outputs: no })
                    );
                    prop_assert!(out.iter().all(|o| o.iter().all(|&x| x == 0x3c)));
                }
                if nk == no {
                    prop_assert_eq!(rp, Ok(()));
                    for i in 0..nk {
                        prop_assert_eq!(pks[i], keys[i].public_key().to_uncompressed());
                    }
                } else {
                    prop_assert_eq!(
                        rp,
                        Err(Error::BatchLengthMismatch { scalars: nk, points: None, outputs: no })
                    );
                    prop_assert!(pks.iter().all(|o| o.iter().all(|&x| x == 0x3c)));
                }
                Ok(())
            });
        }
    };
}

nist_batch_no_panic!(p192, p192_batch_any_lengths, backends yes);
nist_batch_no_panic!(p224, p224_batch_any_lengths, backends yes);
nist_batch_no_panic!(p256, p256_batch_any_lengths, backends yes);
nist_batch_no_panic!(p384, p384_batch_any_lengths, backends yes);
nist_batch_no_panic!(p521, p521_batch_any_lengths, backends yes);
nist_batch_no_panic!(curve13318, curve13318_batch_any_lengths, backends yes);
nist_batch_no_panic!(secp256k1, secp256k1_batch_any_lengths, backends yes);

/// ECDSA's signature decoders and verification on arbitrary bytes, on
/// P-256 and P-521 (the shortest and the longest DER lengths): `from_der`
/// accepts only what it re-encodes byte for byte, `from_slice` only
/// `2 L` bytes it gives back; every rejection is a typed error; the
/// verification of any decoded signature (and of a key from any bytes)
/// returns, on every backend.
#[test]
fn ecdsa_signature_any_bytes() {
    use velocurve::ecdh::{P256, P521};
    use velocurve::ecdsa::{EcdsaCurve, Signature, SigningKey, VerifyingKey};
    fn property<C: EcdsaCurve>(bytes: &[u8], key: &[u8]) -> Result<(), TestCaseError> {
        let l = <C as velocurve::ecdh::Curve>::SECRET_KEY_BYTES;
        let signer = SigningKey::<C>::from_slice(&{
            let mut k = vec![0u8; l];
            k[l - 1] = 5;
            k
        })
        .expect("5 is a key");
        let keys: Vec<VerifyingKey<C>> = [
            VerifyingKey::<C>::from_sec1_bytes(key).ok(),
            Some(*signer.verifying_key()),
        ]
        .into_iter()
        .flatten()
        .collect();
        let mut sigs = Vec::new();
        match Signature::<C>::from_der(bytes) {
            Ok(sig) => {
                let der = sig.to_der();
                prop_assert_eq!(der.as_bytes(), bytes);
                sigs.push(sig);
            }
            Err(e) => prop_assert!(matches!(
                e,
                Error::SignatureDer(_) | Error::SignatureROutOfRange | Error::SignatureSOutOfRange
            )),
        }
        match Signature::<C>::from_slice(bytes) {
            Ok(sig) => {
                let p1363 = sig.to_bytes();
                prop_assert_eq!(p1363.as_ref(), bytes);
                sigs.push(sig);
            }
            Err(e) => {
                let typed = matches!(
                    e,
                    Error::SignatureLength { .. }
                        | Error::SignatureROutOfRange
                        | Error::SignatureSOutOfRange
                );
                prop_assert!(typed, "{:?}", e);
            }
        }
        for sig in &sigs {
            for k in &keys {
                for b in Backend::supported() {
                    let k = k.with_backend(b).expect("supported");
                    let r = k.verify(bytes, sig);
                    prop_assert!(matches!(r, Ok(()) | Err(Error::SignatureInvalid)));
                    let r = k.verify_low_s(bytes, sig);
                    prop_assert!(matches!(
                        r,
                        Ok(()) | Err(Error::SignatureInvalid | Error::SignatureHighS)
                    ));
                }
            }
        }
        Ok(())
    }
    let der_like = prop_oneof![
        prop::collection::vec(any::<u8>(), 0..=150),
        // Near-valid DER: a SEQUENCE of two INTEGERs with random bytes.
        (
            prop::collection::vec(any::<u8>(), 1..=67),
            prop::collection::vec(any::<u8>(), 1..=67)
        )
            .prop_map(|(r, s)| {
                let int = |v: &[u8]| [&[0x02, v.len() as u8][..], v].concat();
                let body = [int(&r), int(&s)].concat();
                let mut out = vec![0x30];
                if body.len() >= 0x80 {
                    out.push(0x81);
                }
                out.push(body.len() as u8);
                out.extend(body);
                out
            }),
        prop::collection::vec(any::<u8>(), 64..=64),
        prop::collection::vec(any::<u8>(), 132..=132),
    ];
    let key = prop::collection::vec(any::<u8>(), 0..=133);
    check(
        "ecdsa::Signature decoders and verification",
        (der_like, key),
        |(bytes, key)| {
            property::<P256>(&bytes, &key)?;
            property::<P521>(&bytes, &key)
        },
    );
}
