//! ECDH on NIST P-192 (FIPS 186-5; SEC 2 `secp192r1`; ANSI X9.62 `prime192v1`): `y^2 = x^3 - 3x + b`
//! over `p = 2^192 - 2^64 - 1`, a curve of **prime order** `n` (cofactor 1).
//!
//! The API is [`crate::p256`]'s, sized for P-192: a [`SecretKey`] is an
//! integer in `1 ..= n - 1` (24 bytes big-endian), a [`PublicKey`] is a
//! point other than the identity, given in SEC1 form (25 bytes
//! compressed, 49 uncompressed, big-endian), and a [`SharedSecret`]
//! is the `x`-coordinate of `[secret] public`, 24 bytes big-endian (SEC1's
//! field-element-to-octet-string, SP 800-56A's `Z`).
//!
//! ```
//! use velocurve::p192::{PublicKey, SecretKey};
//!
//! let alice = SecretKey::random();
//! let bob = SecretKey::random();
//! let alice_pub = PublicKey::from_sec1_bytes(&alice.public_key().to_compressed())?;
//! let bob_pub = PublicKey::from_sec1_bytes(&bob.public_key().to_uncompressed())?;
//! let k1 = alice.diffie_hellman(&bob_pub)?;
//! let k2 = bob.diffie_hellman(&alice_pub)?;
//! assert_eq!(k1.as_bytes(), k2.as_bytes());
//! # Ok::<(), velocurve::Error>(())
//! ```
//!
//! # What is checked
//!
//! Every public key is checked when it is decoded, each failure with its
//! own [`Error`]: a wrong length ([`Error::PointLength`]) or first byte
//! ([`Error::PointPrefix`]), the identity ([`Error::PointIdentity`]), a
//! coordinate `>= p` ([`Error::PointCoordinateOutOfRange`]), a point off
//! the curve or an `x` with no `y` ([`Error::PointNotOnCurve`]). Since the
//! group has prime order, every other point generates it: no small-subgroup
//! or invalid-curve input gets through. A secret key outside `1 ..= n - 1`
//! is [`Error::SecretScalarOutOfRange`].
//!
//! # Backends and constant time
//!
//! The shared secret is the signed window `w = 5` on the complete
//! Renes–Costello–Batina formulas, the public key the fixed-base comb
//! (`W = 6`, 33 rows) on a generated table of multiples of `G`; both are
//! constant time in the secret scalar, with one constant-time inversion at
//! the end. The curve code is `weierstrass/nist.rs`; the field is the
//! backend's, as for [`crate::p384`]: `portable51` runs the generic
//! Montgomery-form GF(p) of `field/fp.rs` (3 64-bit words, `u128`
//! products, every target), `mulx64` (and `avx2`, `ifma`, which have no
//! P-192 kernel of their own) the `mulx`/`adcx`/`adox` field of
//! `field/fp192_mulx.rs` (the same words, so every backend gives the same
//! bytes). Operations run on [`Backend::Auto`](crate::backend::Backend::Auto)
//! (per [`Operation::P192`](crate::backend::Operation::P192) and
//! [`Operation::P192Base`](crate::backend::Operation::P192Base)) unless a
//! key is made to keep another backend with [`SecretKey::with_backend`].
//! Decompression (`p = 3 mod 4`: a square root is one exponentiation)
//! works on public data and is variable time. Secrets are wiped on drop
//! and never printed.
//!
//! Measured on the AMD EPYC Zen 3, 2026-11-26 (`velocurve-bench --filter
//! p192 --samples 1000`, median rdtsc ticks, runs alternating with the
//! build before the `mulx` field): key generation 19,331 on `mulx64`
//! against 42,213 on the portable field (RustCrypto `p192` 278,406:
//! 0.07x), the shared secret 104,787 against 227,041 (RustCrypto 277,610:
//! 0.38x; before, 0.81x).

#![forbid(unsafe_code)]

crate::nist_ecdh::ecdh_api!(
    crate::weierstrass::nist::P192,
    crate::weierstrass::nist::ScalarP192,
    24,
    3,
    6,
    crate::weierstrass::comb::rows(192),
    crate::weierstrass::window::digits(192),
    "P-192",
    engine
);

crate::engine::nist_ops!(FieldP192, 3, 6, P192_ROWS, P192_DIGITS, 24, P192, P192Base);

crate::nist_ecdh::ecdh_batch_api!(24, "P-192", "p192", engine);

crate::nist_pkcs8::key_formats!("1.2.840.10045.3.1.1", "P-192", "p192");
