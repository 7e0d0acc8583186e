//! Secrets are wiped: every secret type of the library clears its memory
//! when it is dropped (`ZeroizeOnDrop`) and on an explicit `zeroize()`,
//! whichever way it was made.
//!
//! The check reads the value's own storage after its destructor ran
//! ([`storage_around_drop`]). It is not vacuous: before the drop, every
//! secret byte string given must be found in that storage (so the test
//! looks at the memory that holds the secret, inline in the value); after
//! it, no 8-byte piece of any of them may remain. X25519's types hold
//! nothing but their 32 secret bytes, so for them the whole storage must
//! read zero.
//!
//! What this cannot see: copies the compiler made elsewhere (moved-from
//! stack slots, registers spilled during an operation). Those are the
//! `zeroize` crate's documented limits; the library keeps secrets in few
//! places and passes them by reference.
//!
//! A new secret type (Ed25519's `SigningKey`, a later curve's secret
//! scalar) joins with one line in [`every_secret_type_is_zeroize_on_drop`]
//! and one [`assert_wiped`] call per way of making it, naming the secret
//! byte strings it holds (for a signing key: the seed, the clamped scalar
//! and the nonce prefix).

use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;
use std::mem::{ManuallyDrop, size_of};
use velocurve::x25519::{BASEPOINT, EphemeralSecret, PublicKey, SharedSecret, StaticSecret};
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Compile-time: each secret type wipes itself on drop and can be wiped
/// explicitly.
#[test]
fn every_secret_type_is_zeroize_on_drop() {
    fn wipes<T: ZeroizeOnDrop + Zeroize>() {}
    wipes::<StaticSecret>();
    wipes::<EphemeralSecret>();
    wipes::<SharedSecret>();
}

/// The bytes of `value`'s storage just before and just after its destructor
/// runs in place (`ManuallyDrop` keeps the storage alive and readable).
/// For types without padding bytes (every secret type here is made of byte
/// arrays).
fn storage_around_drop<T>(value: T) -> (Vec<u8>, Vec<u8>) {
    let mut slot = ManuallyDrop::new(value);
    let ptr: *mut T = &mut *slot;
    let read = || {
        // SAFETY: `ptr` points to `size_of::<T>()` bytes inside `slot`,
        // alive until the end of this function, initialised (no padding).
        unsafe { std::slice::from_raw_parts(ptr as *const u8, size_of::<T>()).to_vec() }
    };
    let before = read();
    // SAFETY: `ptr` points to a live, initialised `T` that is dropped exactly
    // once here and never used as a `T` again.
    unsafe { std::ptr::drop_in_place(ptr) };
    (before, read())
}

/// Whether `hay` contains `needle` as a contiguous run.
fn contains(hay: &[u8], needle: &[u8]) -> bool {
    needle.is_empty() || hay.windows(needle.len()).any(|w| w == needle)
}

/// Drops `value` and asserts that each of `secrets` was in its storage
/// before and that no 8-byte piece of any of them is after.
fn assert_wiped<T: ZeroizeOnDrop>(name: &str, value: T, secrets: &[&[u8]]) {
    let (before, after) = storage_around_drop(value);
    for s in secrets {
        assert!(
            s.iter().any(|&b| b != 0),
            "{name}: pick a secret that is not all zeros"
        );
        assert!(
            contains(&before, s),
            "{name}: the secret is not stored inline in the value: the check would be vacuous"
        );
        for piece in s.chunks(8) {
            assert!(
                !contains(&after, piece) || piece.iter().all(|&b| b == 0),
                "{name}: {piece:02x?} of the secret survived the drop"
            );
        }
    }
    println!("[zeroize] {name}: {} bytes wiped on drop", before.len());
}

/// X25519's types hold only their secret: all of it must read zero.
fn assert_all_zero_after_drop<T: ZeroizeOnDrop>(name: &str, value: T, secret: &[u8; 32]) {
    assert_eq!(size_of::<T>(), 32, "{name}: more than the secret bytes");
    let (before, after) = storage_around_drop(value);
    assert_eq!(before, secret, "{name}: storage before the drop");
    assert_eq!(after, [0u8; 32], "{name}: storage after the drop");
    println!("[zeroize] {name}: all 32 bytes zero after drop");
}

#[test]
fn x25519_secrets_are_wiped_on_drop() {
    let k = [0x5au8; 32];
    assert_all_zero_after_drop("StaticSecret::from", StaticSecret::from(k), &k);
    let s = StaticSecret::try_from(&k[..]).expect("32 bytes");
    assert_all_zero_after_drop("StaticSecret::try_from", s, &k);

    let s = StaticSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(9));
    let kr = s.to_bytes();
    assert_all_zero_after_drop("StaticSecret::random_from_rng", s, &kr);
    // A clone is its own copy, wiped on its own drop; the original keeps
    // its bytes until it is dropped in turn.
    let original = StaticSecret::from(k);
    assert_all_zero_after_drop("StaticSecret::clone", original.clone(), &k);
    assert_eq!(original.as_bytes(), &k);
    assert_all_zero_after_drop("StaticSecret (cloned from)", original, &k);
    #[cfg(feature = "std")]
    {
        let s = StaticSecret::random();
        let kr = s.to_bytes();
        assert_all_zero_after_drop("StaticSecret::random", s, &kr);
    }

    // EphemeralSecret exposes no bytes: the same seed makes a static
    // secret with the same bytes to compare with.
    let e = EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(10));
    let same = StaticSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(10));
    assert_eq!(PublicKey::from(&e), PublicKey::from(&same));
    assert_all_zero_after_drop("EphemeralSecret::random_from_rng", e, same.as_bytes());

    let peer = PublicKey::from(BASEPOINT);
    let shared = StaticSecret::from(k)
        .diffie_hellman(&peer)
        .expect("contributory");
    let bytes = shared.to_bytes();
    assert_all_zero_after_drop("SharedSecret (diffie_hellman)", shared, &bytes);
    let shared = StaticSecret::from(k).diffie_hellman_unchecked(&peer);
    assert_all_zero_after_drop("SharedSecret (diffie_hellman_unchecked)", shared, &bytes);
    let e = EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(10));
    let shared = e.diffie_hellman(&peer).expect("contributory");
    let bytes = shared.to_bytes();
    assert_all_zero_after_drop("SharedSecret (EphemeralSecret)", shared, &bytes);

    // The generic check, as a new secret type would use it.
    assert_wiped("StaticSecret (generic check)", StaticSecret::from(k), &[&k]);
}

#[test]
fn x25519_secrets_are_wiped_by_zeroize() {
    let mut s = StaticSecret::from([0x77u8; 32]);
    s.zeroize();
    assert_eq!(s.as_bytes(), &[0u8; 32]);
    let mut shared = StaticSecret::from([0x77u8; 32])
        .diffie_hellman(&PublicKey::from(BASEPOINT))
        .expect("contributory");
    shared.zeroize();
    assert_eq!(shared.as_bytes(), &[0u8; 32]);
    // A wiped shared secret is all zeros: no longer contributory.
    assert!(!shared.was_contributory());
}
