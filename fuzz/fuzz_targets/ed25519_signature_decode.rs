//! The Ed25519 signature parsers on arbitrary bytes of arbitrary length,
//! and every verification profile and context on the parsed signature:
//! `Signature::from_slice` and `try_from` accept exactly 64 bytes (any 64:
//! `R` and `S` are checked by the profiles) and say the length otherwise;
//! the halves, the encodings and the `ed25519` crate's type round-trip;
//! verification with a fixed key returns the error each rule prescribes
//! (`S >= l` first, then `R`), never a panic, on every backend, for every
//! context length (empty, 1..=255, over 255).
//!
//! Input: any bytes; the first 64 (zero-padded) are the signature, the
//! next byte picks a context length, the rest is the message.
#![no_main]

use curve25519_dalek::edwards::CompressedEdwardsY;
use libfuzzer_sys::fuzz_target;
use velocurve::Error;
use velocurve::ed25519::{Signature, SigningKey};
use velocurve_fuzz::{backends, take};

/// l, little-endian.
const L: [u8; 32] = [
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
];

fuzz_target!(|data: &[u8]| {
    let parsed = Signature::from_slice(data);
    assert_eq!(Signature::try_from(data), parsed);
    match parsed {
        Ok(sig) => {
            assert_eq!(sig.to_bytes().as_slice(), data);
            assert_eq!(&sig.r_bytes()[..], &data[..32]);
            assert_eq!(&sig.s_bytes()[..], &data[32..]);
            assert_eq!(
                Signature::from_components(*sig.r_bytes(), *sig.s_bytes()),
                sig
            );
            let theirs = ed25519_dalek::Signature::from(sig);
            assert_eq!(theirs.to_bytes(), sig.to_bytes());
            assert_eq!(Signature::from(theirs), sig);
        }
        Err(e) => assert_eq!(
            e,
            Error::SignatureLength {
                expected: 64,
                actual: data.len()
            }
        ),
    }

    let sig = Signature::from_bytes(&take::<64>(data, 0));
    let ctx_len = match data.get(64) {
        None => 0,
        Some(&n) if n >= 0xf0 => 256 + usize::from(n - 0xf0),
        Some(&n) => usize::from(n),
    };
    let ctx = vec![0x63; ctx_len];
    let msg = data.get(65..).unwrap_or_default();
    let vk = SigningKey::from_seed(&[0x42; 32]).verifying_key();

    // S >= l is rejected before anything else, by every profile.
    let s_big = sig.s_bytes().iter().rev().cmp(L.iter().rev()).is_ge();
    let results = [
        vk.verify(msg, &sig),
        vk.verify_strict(msg, &sig),
        vk.verify_zip215(msg, &sig),
    ];
    let r_on_curve = CompressedEdwardsY(*sig.r_bytes()).decompress().is_some();
    for r in &results {
        if s_big {
            assert_eq!(*r, Err(Error::SignatureSNotReduced));
        } else if !r_on_curve {
            assert_eq!(*r, Err(Error::SignatureRNotOnCurve));
        } else {
            assert!(r.is_err(), "a forged signature verified: {sig:?}");
        }
    }
    for b in backends() {
        assert_eq!(
            vk.with_backend(b).and_then(|k| k.verify(msg, &sig)),
            results[0],
            "{b}"
        );
        assert_eq!(
            vk.with_backend(b).and_then(|k| k.verify_strict(msg, &sig)),
            results[1],
            "{b}"
        );
        assert_eq!(
            vk.with_backend(b).and_then(|k| k.verify_zip215(msg, &sig)),
            results[2],
            "{b}"
        );
    }

    // The contexts: length rules first, then as above.
    let ctx_rule = |r: Result<(), Error>, empty_ok: bool| match ctx_len {
        0 if !empty_ok => assert_eq!(r, Err(Error::ContextEmpty)),
        n if n > 255 => assert_eq!(r, Err(Error::ContextTooLong { actual: n })),
        _ if s_big => assert_eq!(r, Err(Error::SignatureSNotReduced)),
        _ => assert!(r.is_err(), "a forged signature verified"),
    };
    ctx_rule(vk.verify_ctx(&ctx, msg, &sig), false);
    ctx_rule(vk.verify_ph(&ctx, msg, &sig), true);
});
