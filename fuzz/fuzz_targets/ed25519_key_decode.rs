//! The Ed25519 public-key decoders on arbitrary bytes of arbitrary length:
//! `VerifyingKey::from_slice` and `try_from` accept exactly 32 bytes and
//! say the length otherwise; `from_bytes` accepts exactly the encodings of
//! curve points (canonical or not) that ed25519-dalek accepts, on every
//! backend, keeps the bytes as given, and reports `is_canonical` and
//! `is_weak` as curve25519-dalek's group computes them.
//!
//! Input: any bytes; the first 32 (zero-padded) are also decoded as a key.
#![no_main]

use curve25519_dalek::edwards::CompressedEdwardsY;
use libfuzzer_sys::fuzz_target;
use velocurve::Error;
use velocurve::ed25519::VerifyingKey;
use velocurve_fuzz::{backends, take};

fuzz_target!(|data: &[u8]| {
    let by_slice = VerifyingKey::from_slice(data);
    assert_eq!(VerifyingKey::try_from(data), by_slice);
    if data.len() == 32 {
        let arr: [u8; 32] = take(data, 0);
        assert_eq!(VerifyingKey::from_bytes(&arr), by_slice);
        assert_eq!(VerifyingKey::try_from(arr), by_slice);
        assert_eq!(VerifyingKey::try_from(&arr), by_slice);
    } else {
        assert_eq!(
            by_slice,
            Err(Error::PublicKeyLength {
                expected: 32,
                actual: data.len()
            })
        );
    }

    let key: [u8; 32] = take(data, 0);
    let ours = VerifyingKey::from_bytes(&key);
    let point = CompressedEdwardsY(key).decompress();
    let dalek = ed25519_dalek::VerifyingKey::from_bytes(&key);
    assert_eq!(
        ours.is_ok(),
        point.is_some(),
        "decoding vs curve25519-dalek"
    );
    assert_eq!(ours.is_ok(), dalek.is_ok(), "decoding vs ed25519-dalek");
    match (&ours, point) {
        (Ok(vk), Some(p)) => {
            assert_eq!(vk.to_bytes(), key);
            assert_eq!(vk.as_bytes(), &key);
            assert_eq!(<[u8; 32]>::from(*vk), key);
            assert_eq!(vk.is_canonical(), p.compress().0 == key, "is_canonical");
            assert_eq!(vk.is_weak(), p.is_small_order(), "is_weak");
        }
        (Err(e), None) => assert_eq!(*e, Error::PublicKeyNotOnCurve),
        _ => unreachable!("compared above"),
    }
    for b in backends() {
        assert_eq!(VerifyingKey::from_bytes_with_backend(b, &key), ours, "{b}");
    }
});
