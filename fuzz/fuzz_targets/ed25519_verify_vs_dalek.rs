//! Differential: Ed25519 verification of arbitrary (key, signature,
//! message) triples, on every backend, against ed25519-dalek and against an
//! independent model of the three profiles on curve25519-dalek's group
//! (`ed25519_oracle`).
//!
//! * `verify`, `verify_strict`, `verify_zip215` accept exactly when the
//!   model does, on every backend.
//! * `verify_strict` accepts exactly when dalek's `verify_strict` does.
//! * `verify` accepts exactly when dalek's `verify` does, except where the
//!   rules differ: dalek hashes the key as given but does not require it
//!   canonical, so it also accepts some signatures under a non-canonical
//!   `A` that RFC 8032 (and `verify`) rejects; such a difference must be
//!   that one (`velocurve/tests/ed25519_dalek.rs` pins it on the CCTV
//!   vectors).
//!
//! Random triples almost never verify, so the input can also describe a
//! valid signature and a corruption of it. Input: `mode (1) || a (32) ||
//! b (64) || c (32) || message`, zero-padded when short. Mode even: key
//! `a`, signature `b`. Mode odd: the key and signature of seed `a` on the
//! message, XORed with `c` and `b` (all-zero masks: a valid signature;
//! the fuzzer's mutations: corruptions near it).
#![no_main]

use ed25519_dalek::Verifier as _;
use libfuzzer_sys::fuzz_target;
use velocurve::Error;
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};
use velocurve_fuzz::{backends, ed25519_oracle, take};

fuzz_target!(|data: &[u8]| {
    let mode = data.first().copied().unwrap_or(0);
    let a: [u8; 32] = take(data, 1);
    let b: [u8; 64] = take(data, 33);
    let c: [u8; 32] = take(data, 97);
    let msg = data.get(129..).unwrap_or_default();
    let (key, sig) = if mode & 1 == 0 {
        (a, b)
    } else {
        let sk = SigningKey::from_seed(&a);
        let mut key = sk.verifying_key().to_bytes();
        let mut sig = sk.sign(msg).to_bytes();
        key.iter_mut().zip(&c).for_each(|(k, m)| *k ^= m);
        sig.iter_mut().zip(&b).for_each(|(s, m)| *s ^= m);
        (key, sig)
    };

    let model = ed25519_oracle(&key, &sig, &[], msg);
    let dvk = ed25519_dalek::VerifyingKey::from_bytes(&key);
    let vk = match VerifyingKey::from_bytes(&key) {
        Ok(vk) => vk,
        Err(e) => {
            assert_eq!(e, Error::PublicKeyNotOnCurve);
            assert!(
                dvk.is_err(),
                "ed25519-dalek decodes a key velocurve rejects"
            );
            assert_eq!(model, [false; 3]);
            return;
        }
    };
    let dvk = dvk.expect("ed25519-dalek rejects a key velocurve decodes");
    let s = Signature::from_bytes(&sig);
    let ours = [
        vk.verify(msg, &s).is_ok(),
        vk.verify_strict(msg, &s).is_ok(),
        vk.verify_zip215(msg, &s).is_ok(),
    ];
    assert_eq!(ours, model, "velocurve vs the model");
    for be in backends() {
        let r = [
            vk.with_backend(be).and_then(|k| k.verify(msg, &s)).is_ok(),
            vk.with_backend(be)
                .and_then(|k| k.verify_strict(msg, &s))
                .is_ok(),
            vk.with_backend(be)
                .and_then(|k| k.verify_zip215(msg, &s))
                .is_ok(),
        ];
        assert_eq!(r, ours, "{be}");
    }

    let dsig = ed25519_dalek::Signature::from_bytes(&sig);
    assert_eq!(
        ours[1],
        dvk.verify_strict(msg, &dsig).is_ok(),
        "verify_strict vs ed25519-dalek"
    );
    let dalek_verify = dvk.verify(msg, &dsig).is_ok();
    if dalek_verify != ours[0] {
        assert!(
            dalek_verify && !vk.is_canonical(),
            "verify vs ed25519-dalek, beyond the non-canonical-A difference"
        );
    }
});
