//! The X25519 decoders and the typed API on arbitrary bytes of arbitrary
//! length: `PublicKey::try_from` and `StaticSecret::try_from` accept
//! exactly 32 bytes and say the length otherwise; the u-coordinate decoder
//! ignores bit 255 and reduces non-canonical values; `diffie_hellman`
//! returns the raw function's result or `NonContributory` exactly when it
//! is zero.
//!
//! Input: any bytes; the first 64 (zero-padded) are also read as
//! `scalar || u`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::Error;
use velocurve::x25519::{PublicKey, StaticSecret, x25519};
use velocurve_fuzz::{decode, encode, take};

fuzz_target!(|data: &[u8]| {
    match PublicKey::try_from(data) {
        Ok(pk) => assert_eq!(pk.as_bytes().as_slice(), data),
        Err(e) => {
            assert_ne!(data.len(), 32);
            assert_eq!(
                e,
                Error::PublicKeyLength {
                    expected: 32,
                    actual: data.len()
                }
            );
        }
    }
    match StaticSecret::try_from(data) {
        Ok(s) => assert_eq!(s.as_bytes().as_slice(), data),
        Err(e) => {
            assert_ne!(data.len(), 32);
            assert_eq!(
                e,
                Error::SecretKeyLength {
                    expected: 32,
                    actual: data.len()
                }
            );
        }
    }

    let k: [u8; 32] = take(data, 0);
    let u: [u8; 32] = take(data, 32);
    let r = x25519(&k, &u);
    // The same point, encoded canonically and with bit 255 flipped.
    assert_eq!(x25519(&k, &encode(&decode(&u))), r, "non-canonical u");
    let mut flipped = u;
    flipped[31] ^= 0x80;
    assert_eq!(x25519(&k, &flipped), r, "bit 255 of u");
    assert_eq!(encode(&decode(&r)), r, "output not canonical");

    let secret = StaticSecret::from(k);
    match secret.diffie_hellman(&PublicKey::from(u)) {
        Ok(s) => assert_eq!(*s.as_bytes(), r),
        Err(e) => {
            assert_eq!(e, Error::NonContributory);
            assert_eq!(r, [0u8; 32]);
        }
    }
});
