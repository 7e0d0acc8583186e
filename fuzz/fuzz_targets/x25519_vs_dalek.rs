//! Differential: X25519 with a variable base on every backend against
//! x25519-dalek, on any scalar and any u (non-canonical, bit 255 set, small
//! order).
//!
//! Input: `scalar || u`, 32 bytes each (zero-padded when short).
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::x25519::{x25519, x25519_with_backend};
use velocurve_fuzz::{backends, take};

fuzz_target!(|data: &[u8]| {
    let k: [u8; 32] = take(data, 0);
    let u: [u8; 32] = take(data, 32);
    let expect = x25519_dalek::x25519(k, u);
    assert_eq!(x25519(&k, &u), expect, "auto");
    for b in backends() {
        assert_eq!(x25519_with_backend(b, &k, &u), Ok(expect), "{b}");
    }
});
