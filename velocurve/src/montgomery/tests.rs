//! The X25519 ladder on every backend: RFC 7748's vectors, and agreement
//! with each other and with x25519-dalek on random inputs.

use crate::backend::Backend;
use crate::x25519::x25519_with_backend;

/// RFC 7748 section 5.2 (both single-step vectors, the iterated vector
/// after 1 and 1,000 iterations) on every backend.
#[test]
fn rfc7748_vectors_all_backends() {
    for b in crate::test_support::backends("rfc7748_vectors_all_backends") {
        crate::test_support::check_rfc7748(b.name(), |k, u| x25519_with_backend(b, k, u).unwrap());
    }
}

/// The backends agree with each other and with x25519-dalek on random
/// inputs, including u-coordinates with bit 255 set and non-canonical
/// ones.
#[test]
fn x25519_backends_agree_random() {
    use rand::{RngCore, SeedableRng};
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x7e1c_0c0e_00aa);
    for i in 0..300 {
        let (mut k, mut u) = ([0u8; 32], [0u8; 32]);
        rng.fill_bytes(&mut k);
        rng.fill_bytes(&mut u);
        if i % 10 == 0 {
            u[1..31].fill(0xff); // near or above p
            u[0] |= 0xe0;
        }
        let want = x25519_dalek::x25519(k, u);
        for b in Backend::supported() {
            assert_eq!(x25519_with_backend(b, &k, &u).unwrap(), want, "backend {b}");
        }
    }
}
