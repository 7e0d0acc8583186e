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
use velocurve::ed25519::SigningKey;
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
    wipes::<velocurve::curve13318::SecretKey>();
    wipes::<velocurve::curve13318::SharedSecret>();
    wipes::<velocurve::p256::SecretKey>();
    wipes::<velocurve::p256::SharedSecret>();
    wipes::<velocurve::p192::SecretKey>();
    wipes::<velocurve::p192::SharedSecret>();
    wipes::<velocurve::p224::SecretKey>();
    wipes::<velocurve::p224::SharedSecret>();
    wipes::<velocurve::p384::SecretKey>();
    wipes::<velocurve::p384::SharedSecret>();
    wipes::<velocurve::p521::SecretKey>();
    wipes::<velocurve::p521::SharedSecret>();
    // Ed25519's signing key wipes itself on drop; like ed25519-dalek's it
    // has no explicit `zeroize()` (a wiped key would be a valid key of the
    // all-zero seed with a stale public key). Its PKCS#8 documents wipe
    // themselves too.
    fn wipes_on_drop<T: ZeroizeOnDrop>() {}
    wipes_on_drop::<SigningKey>();
    #[cfg(feature = "alloc")]
    {
        wipes_on_drop::<velocurve::ed25519::pkcs8::SecretDocument>();
        wipes_on_drop::<zeroize::Zeroizing<String>>();
    }
}

/// The bytes of `value`'s storage just before and just after its destructor
/// runs in place (`ManuallyDrop` keeps the storage alive and readable).
fn storage_around_drop<T>(value: T) -> (Vec<u8>, Vec<u8>) {
    let mut slot = ManuallyDrop::new(value);
    let ptr: *mut T = &mut *slot;
    // SAFETY: `ptr` points to `size_of::<T>()` bytes inside `slot`, alive
    // until the end of this function.
    let read = || unsafe { read_storage(ptr.cast::<u8>(), size_of::<T>()) };
    let before = read();
    // SAFETY: `ptr` points to a live, initialised `T` that is dropped exactly
    // once here and never used as a `T` again.
    unsafe { std::ptr::drop_in_place(ptr) };
    (before, read())
}

/// The `n` bytes at `p`, padding bytes included. The copy is inline
/// assembly (`rep movsb` on x86-64, a byte loop on AArch64), which reads
/// memory as the machine holds it, so a type with padding (`SigningKey`:
/// byte arrays, `u64` words and two flags) is read without reading
/// uninitialised bytes in Rust; other targets read the bytes directly,
/// which is sound only for types without padding. (`target_arch` here picks
/// the instruction set of this copy; what the library compiles for a target
/// is decided by its build script, `cfg(x86_backends)`.)
///
/// # Safety
/// `p` is valid for reading `n` bytes.
unsafe fn read_storage(p: *const u8, n: usize) -> Vec<u8> {
    let mut out = vec![0u8; n];
    #[cfg(target_arch = "x86_64")]
    // SAFETY: copies `n` bytes from `p` (valid, by the caller) to `out`
    // (`n` bytes); the direction flag is clear (the ABI guarantees it at
    // function boundaries and asm! blocks).
    unsafe {
        core::arch::asm!(
            "rep movsb",
            inout("rsi") p => _,
            inout("rdi") out.as_mut_ptr() => _,
            inout("rcx") n => _,
            options(nostack, preserves_flags),
        );
    }
    #[cfg(target_arch = "aarch64")]
    // SAFETY: copies `n` bytes from `p` (valid, by the caller) to `out`
    // (`n` bytes), one byte per iteration; only the declared registers are
    // written, and `cbz`/`ldrb`/`strb`/`sub`/`b` leave the flags alone.
    unsafe {
        core::arch::asm!(
            "2:",
            "cbz {n}, 3f",
            "ldrb {t:w}, [{src}], #1",
            "strb {t:w}, [{dst}], #1",
            "sub {n}, {n}, #1",
            "b 2b",
            "3:",
            src = inout(reg) p => _,
            dst = inout(reg) out.as_mut_ptr() => _,
            n = inout(reg) n => _,
            t = out(reg) _,
            options(nostack, preserves_flags),
        );
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    // SAFETY: `p` is valid for `n` bytes; the caller's type has no padding.
    unsafe {
        out.copy_from_slice(std::slice::from_raw_parts(p, n));
    }
    out
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

/// X25519's secret types hold their secret and the backend they run on (a
/// one-byte tag, padded); after the drop every byte but the tag's reads
/// zero (the secret bytes all of them). The NIST curves' hold their secret
/// alone (24 to 66 bytes).
fn assert_all_zero_after_drop<T: ZeroizeOnDrop>(name: &str, value: T, secret: &[u8]) {
    let n = size_of::<T>();
    let len = secret.len();
    assert!(
        (len..=len + 8).contains(&n),
        "{name}: {n} bytes, more than the secret and a tag"
    );
    let (before, after) = storage_around_drop(value);
    assert!(contains(&before, secret), "{name}: storage before the drop");
    let nonzero = after.iter().filter(|&&b| b != 0).count();
    assert!(
        nonzero <= n - len,
        "{name}: {nonzero} nonzero bytes after the drop"
    );
    for piece in secret.chunks(8) {
        assert!(
            !contains(&after, piece),
            "{name}: part of the secret survived"
        );
    }
    println!("[zeroize] {name}: the {len} secret bytes zero after drop ({n} bytes in all)");
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

/// The secret parts of the Ed25519 key of `seed` as RFC 8032 section 5.1.5
/// defines them, computed independently: the seed, the secret scalar
/// `a mod l` (little-endian, as the key stores it in 64-bit words), and
/// the nonce prefix.
fn ed25519_secret_parts(seed: &[u8; 32]) -> [[u8; 32]; 3] {
    use velocurve::ed25519::sha2::{Digest, Sha512};
    let h = Sha512::digest(seed);
    let mut a: [u8; 32] = h[..32].try_into().expect("32 bytes");
    a[0] &= 248;
    a[31] &= 127;
    a[31] |= 64;
    let scalar = curve25519_dalek::scalar::Scalar::from_bytes_mod_order(a).to_bytes();
    [*seed, scalar, h[32..].try_into().expect("32 bytes")]
}

/// Every way of making an Ed25519 `SigningKey` leaves none of its secret
/// parts (seed, secret scalar, nonce prefix) in its storage after the
/// drop, and each was there before (so the check looks at the right
/// memory); a key used for signing too.
#[test]
fn ed25519_signing_key_is_wiped_on_drop() {
    let seed = [0x3cu8; 32];
    let parts = ed25519_secret_parts(&seed);
    let secrets: [&[u8]; 3] = [&parts[0], &parts[1], &parts[2]];
    let reference = SigningKey::from_seed(&seed);

    assert_wiped(
        "SigningKey::from_seed",
        SigningKey::from_seed(&seed),
        &secrets,
    );
    assert_wiped(
        "SigningKey::from([u8; 32])",
        SigningKey::from(seed),
        &secrets,
    );
    assert_wiped(
        "SigningKey::from(&[u8; 32])",
        SigningKey::from(&seed),
        &secrets,
    );
    let sk = SigningKey::from_slice(&seed).expect("32 bytes");
    assert_wiped("SigningKey::from_slice", sk, &secrets);
    let sk = SigningKey::try_from(&seed[..]).expect("32 bytes");
    assert_wiped("SigningKey::try_from(&[u8])", sk, &secrets);
    let sk = SigningKey::from_keypair_bytes(&reference.to_keypair_bytes()).expect("matching pair");
    assert_wiped("SigningKey::from_keypair_bytes", sk, &secrets);
    #[cfg(feature = "alloc")]
    {
        use velocurve::ed25519::pkcs8::{DecodePrivateKey, EncodePrivateKey, LineEnding};
        let der = reference.to_pkcs8_der().expect("encodes");
        let sk = SigningKey::from_pkcs8_der(der.as_bytes()).expect("decodes");
        assert_wiped("SigningKey::from_pkcs8_der", sk, &secrets);
        let pem = reference.to_pkcs8_v2_pem(LineEnding::LF).expect("encodes");
        let sk = SigningKey::from_pkcs8_pem(&pem).expect("decodes");
        assert_wiped("SigningKey::from_pkcs8_pem (v2)", sk, &secrets);
    }
    assert_wiped("SigningKey::clone", reference.clone(), &secrets);

    // A key that signed (every signing variant): the nonce is wiped inside
    // the call; the key itself on drop.
    let sk = SigningKey::from_seed(&seed);
    let sig = sk.sign(b"message");
    sk.sign_ctx(b"ctx", b"message").expect("valid context");
    sk.sign_ph(b"", b"message").expect("valid context");
    assert!(sk.verifying_key().verify(b"message", &sig).is_ok());
    assert_wiped("SigningKey after signing", sk, &secrets);

    // Random keys: the secret parts of the seed they got.
    let sk = SigningKey::generate(&mut ChaCha20Rng::seed_from_u64(11));
    let parts = ed25519_secret_parts(sk.as_seed());
    assert_wiped(
        "SigningKey::generate",
        sk,
        &[&parts[0], &parts[1], &parts[2]],
    );
    #[cfg(feature = "std")]
    {
        let sk = SigningKey::random();
        let parts = ed25519_secret_parts(sk.as_seed());
        assert_wiped("SigningKey::random", sk, &[&parts[0], &parts[1], &parts[2]]);
    }
    assert_wiped("SigningKey (cloned from)", reference, &secrets);
}

/// Curve13318's secret key (its scalar and a backend tag) and shared secret
/// (32 bytes) are wiped on drop, whichever way they were made.
#[test]
fn curve13318_secrets_are_wiped_on_drop() {
    use velocurve::backend::Backend;
    use velocurve::curve13318::{SecretKey, SharedSecret as Shared13318};
    let mut be = [0x5au8; 32];
    be[0] = 0x3c; // below n
    let mut le = be;
    le.reverse();
    let key = SecretKey::from_bytes(&be).expect("in range");
    assert_eq!(key.to_le_bytes(), le);
    // The key stores its scalar little-endian.
    assert_all_zero_after_drop("curve13318::SecretKey::from_bytes", key, &le);
    let key = SecretKey::from_le_bytes(&le).expect("in range");
    assert_all_zero_after_drop("curve13318::SecretKey::from_le_bytes", key, &le);
    let key = SecretKey::from_slice(&be).expect("in range");
    assert_all_zero_after_drop("curve13318::SecretKey::from_slice", key, &le);
    let key = SecretKey::from_bytes(&be)
        .expect("in range")
        .with_backend(Backend::Portable51)
        .expect("always supported");
    assert_all_zero_after_drop("curve13318::SecretKey::with_backend", key, &le);
    let key = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(12));
    let kr = key.to_le_bytes();
    assert_all_zero_after_drop("curve13318::SecretKey::random_from_rng", key, &kr);
    #[cfg(feature = "std")]
    {
        let key = SecretKey::random();
        let kr = key.to_le_bytes();
        assert_all_zero_after_drop("curve13318::SecretKey::random", key, &kr);
    }
    let original = SecretKey::from_bytes(&be).expect("in range");
    assert_all_zero_after_drop("curve13318::SecretKey::clone", original.clone(), &le);
    assert_eq!(original.to_le_bytes(), le);
    // A key that was used (public key, exchange) too.
    let peer = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(13)).public_key();
    let shared = original.diffie_hellman(&peer).expect("prime order");
    let _ = original.public_key();
    assert_all_zero_after_drop("curve13318::SecretKey (used, cloned from)", original, &le);

    let bytes = shared.to_bytes();
    assert_all_zero_after_drop::<Shared13318>("curve13318::SharedSecret", shared, &bytes);
    assert_wiped(
        "curve13318::SecretKey (generic check)",
        SecretKey::from_bytes(&be).expect("in range"),
        &[&le],
    );
}

#[test]
fn curve13318_secrets_are_wiped_by_zeroize() {
    use velocurve::curve13318::SecretKey;
    let mut key = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(14));
    let peer = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(15)).public_key();
    let mut shared = key.diffie_hellman(&peer).expect("prime order");
    assert_ne!(shared.as_bytes(), &[0u8; 32]);
    key.zeroize();
    assert_eq!(key.to_le_bytes(), [0u8; 32]);
    shared.zeroize();
    assert_eq!(shared.as_bytes(), &[0u8; 32]);
}

/// The NIST curves (one macro over their modules, which share one API): the
/// secret key (its scalar, little-endian inside, `SECRET_KEY_BYTES` bytes)
/// and the shared secret are wiped on drop, whichever way they were made.
macro_rules! nist_secrets_are_wiped_on_drop {
    ($($test:ident: $m:ident, $seed:literal;)*) => {$(
        #[test]
        fn $test() {
            use velocurve::$m::{ORDER, SECRET_KEY_BYTES, SecretKey, SharedSecret};
            let name = |what: &str| format!("{}::{what}", stringify!($m));
            let mut be = [0x5au8; SECRET_KEY_BYTES];
            be[0] = ORDER[0] >> 1; // below n
            let mut le = be;
            le.reverse();
            let key = SecretKey::from_bytes(&be).expect("in range");
            assert_all_zero_after_drop(&name("SecretKey::from_bytes"), key, &le);
            let key = SecretKey::from_slice(&be).expect("in range");
            assert_all_zero_after_drop(&name("SecretKey::from_slice"), key, &le);
            let key = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64($seed));
            let mut kr = key.to_bytes();
            kr.reverse();
            assert_all_zero_after_drop(&name("SecretKey::random_from_rng"), key, &kr);
            let original = SecretKey::from_bytes(&be).expect("in range");
            assert_all_zero_after_drop(&name("SecretKey::clone"), original.clone(), &le);
            let peer = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64($seed + 1))
                .public_key();
            let shared = original.diffie_hellman(&peer).expect("prime order");
            let _ = original.public_key();
            assert_all_zero_after_drop(&name("SecretKey (used, cloned from)"), original, &le);
            let bytes = shared.to_bytes();
            assert_all_zero_after_drop::<SharedSecret>(&name("SharedSecret"), shared, &bytes);
        }
    )*};
}

nist_secrets_are_wiped_on_drop! {
    p256_secrets_are_wiped_on_drop: p256, 22;
    p192_secrets_are_wiped_on_drop: p192, 24;
    p224_secrets_are_wiped_on_drop: p224, 26;
    p384_secrets_are_wiped_on_drop: p384, 28;
    p521_secrets_are_wiped_on_drop: p521, 30;
}
