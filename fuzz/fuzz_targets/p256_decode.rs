//! The P-256 decoders on arbitrary bytes of arbitrary length, against a
//! big-integer model of the curve equation:
//!
//! * `PublicKey::from_sec1_bytes` accepts exactly the SEC1 encodings of
//!   points (`02`/`03 || x`, `04 || x || y`, canonical coordinates on the
//!   curve) and re-encodes them byte for byte; every rejection is the error
//!   the model predicts (length, prefix, identity, coordinate `>= p`, off
//!   the curve);
//! * `SecretKey::from_slice` on the first 32 bytes (zero-padded) accepts
//!   exactly `1..=n-1`, and for an accepted key and point the shared secret
//!   is the `x` of a point on the curve.
//!
//! The model and the checks are `velocurve_fuzz`'s (`NistModel`,
//! `check_nist!`), shared with `nist_decode`.
//!
//! Input: any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::p256;
use velocurve_fuzz::{NistModel, check_nist};

fuzz_target!(|data: &[u8]| {
    check_nist!(
        p256,
        NistModel::new(
            "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
            "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
        ),
        data
    )
});
