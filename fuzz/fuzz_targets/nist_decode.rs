//! The decoders of NIST P-192, P-224, P-384, P-521 and secp256k1 on
//! arbitrary bytes of arbitrary length, against a big-integer model of each
//! curve's equation (`p256_decode`'s checks, one target for the five curves
//! of the same generic code):
//!
//! * `PublicKey::from_sec1_bytes` accepts exactly the SEC1 encodings of
//!   points (`02`/`03 || x`, `04 || x || y`, canonical coordinates on the
//!   curve) and re-encodes them byte for byte; every rejection is the error
//!   the model predicts (length, prefix, identity, coordinate `>= p`, off
//!   the curve);
//! * `SecretKey::from_slice` on the first `SECRET_KEY_BYTES` bytes
//!   (zero-padded) accepts exactly `1..=n-1` and gives the same bytes back,
//!   and for an accepted key and point the shared secret is the `x` of a
//!   point on the curve.
//!
//! Input: a curve selector byte (`% 5`: P-192, P-224, P-384, P-521,
//! secp256k1), then any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::{p192, p224, p384, p521, secp256k1};
use velocurve_fuzz::{NistModel, check_nist};

fuzz_target!(|input: &[u8]| {
    let Some((&curve, data)) = input.split_first() else {
        return;
    };
    match curve % 5 {
        0 => check_nist!(
            p192,
            NistModel::new(
                "fffffffffffffffffffffffffffffffeffffffffffffffff",
                "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1",
            ),
            data
        ),
        1 => check_nist!(
            p224,
            NistModel::new(
                "ffffffffffffffffffffffffffffffff000000000000000000000001",
                "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
            ),
            data
        ),
        2 => check_nist!(
            p384,
            NistModel::new(
                "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe\
                 ffffffff0000000000000000ffffffff",
                "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875a\
                 c656398d8a2ed19d2a85c8edd3ec2aef",
            ),
            data
        ),
        3 => check_nist!(
            p521,
            NistModel::new(
                "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff\
                 ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
                "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef1\
                 09e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
            ),
            data
        ),
        _ => check_nist!(
            secp256k1,
            NistModel::with_a_zero(
                "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
                "07",
            ),
            data
        ),
    }
});
