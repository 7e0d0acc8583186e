//! Differential: X25519 key generation (the fixed-base comb) on every
//! backend and every table scan, and the typed key types, against
//! x25519-dalek.
//!
//! Input: the secret scalar, 32 bytes (zero-padded when short).
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::__bench::{TableScan, x25519_base_with_scan};
use velocurve::x25519::{PublicKey, StaticSecret, x25519_base};
use velocurve_fuzz::{backends, take};

fuzz_target!(|data: &[u8]| {
    let k: [u8; 32] = take(data, 0);
    let expect = x25519_dalek::x25519(k, x25519_dalek::X25519_BASEPOINT_BYTES);
    assert_eq!(x25519_base(&k), expect, "auto");
    for b in backends() {
        for scan in TableScan::supported(b) {
            assert_eq!(
                x25519_base_with_scan(b, scan, &k),
                Some(expect),
                "{b}/{}",
                scan.name()
            );
        }
    }
    let dalek_pk = x25519_dalek::PublicKey::from(&x25519_dalek::StaticSecret::from(k));
    assert_eq!(
        PublicKey::from(&StaticSecret::from(k)).as_bytes(),
        dalek_pk.as_bytes()
    );
});
