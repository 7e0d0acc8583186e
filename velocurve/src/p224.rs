//! ECDH on NIST P-224 (FIPS 186-5; SEC 2 `secp224r1`): `y^2 = x^3 - 3x + b`
//! over `p = 2^224 - 2^96 + 1`, a curve of **prime order** `n` (cofactor 1).
//!
//! The API is [`crate::p256`]'s, sized for P-224: a [`SecretKey`] is an
//! integer in `1 ..= n - 1` (28 bytes big-endian), a [`PublicKey`] is a
//! point other than the identity, given in SEC1 form (29 bytes
//! compressed, 57 uncompressed, big-endian), and a [`SharedSecret`]
//! is the `x`-coordinate of `[secret] public`, 28 bytes big-endian (SEC1's
//! field-element-to-octet-string, SP 800-56A's `Z`).
//!
//! ```
//! use velocurve::p224::{PublicKey, SecretKey};
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
//! (`W = 6`, 38 rows) on a generated table of multiples of `G`; both are
//! constant time in the secret scalar, with one constant-time inversion at
//! the end. The curve code is `weierstrass/nist.rs`; the field is the
//! backend's, as for [`crate::p384`]: `portable51` runs the generic
//! Montgomery-form GF(p) of `field/fp.rs` (4 64-bit words, `u128`
//! products, every target), `mulx64` (and `avx2`, `ifma`, which have no
//! P-224 kernel of their own) the `mulx`/`adcx`/`adox` field of
//! `field/fp224_mulx.rs` (the same words, so every backend gives the same
//! bytes). Operations run on [`Backend::Auto`](crate::backend::Backend::Auto)
//! (per [`Operation::P224`](crate::backend::Operation::P224) and
//! [`Operation::P224Base`](crate::backend::Operation::P224Base)) unless a
//! key is made to keep another backend with [`SecretKey::with_backend`].
//! Decompression (`p = 1 mod 2^96`: a square root by Tonelli–Shanks)
//! works on public data and is variable time. Secrets are wiped on drop
//! and never printed.
//!
//! Measured on the AMD EPYC Zen 3, 2026-11-26 (`velocurve-bench --filter
//! p224 --samples 1000`, median rdtsc ticks, runs alternating with the
//! build before the `mulx` field): key generation 34,986 on `mulx64`
//! against 71,466 on the portable field (OpenSSL 97,510: 0.36x), the
//! shared secret 203,276 against 411,453 (OpenSSL 375,340: 0.54x; before,
//! 1.08x).

#![forbid(unsafe_code)]

crate::nist_ecdh::ecdh_api!(
    crate::weierstrass::nist::P224,
    crate::weierstrass::nist::ScalarP224,
    28,
    4,
    8,
    crate::weierstrass::comb::rows(224),
    crate::weierstrass::window::digits(224),
    "P-224",
    engine
);

crate::engine::nist_ops!(FieldP224, 4, 8, P224_ROWS, P224_DIGITS, 28, P224, P224Base);

crate::nist_ecdh::ecdh_batch_api!(28, "P-224", "p224", engine);

crate::nist_pkcs8::key_formats!("1.3.132.0.33", "P-224", "p224");
