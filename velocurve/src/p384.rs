//! ECDH on NIST P-384 (FIPS 186-5; SEC 2 `secp384r1`): `y^2 = x^3 - 3x + b`
//! over `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`, a curve of **prime order** `n` (cofactor 1).
//!
//! The API is [`crate::p256`]'s, sized for P-384: a [`SecretKey`] is an
//! integer in `1 ..= n - 1` (48 bytes big-endian), a [`PublicKey`] is a
//! point other than the identity, given in SEC1 form (49 bytes
//! compressed, 97 uncompressed, big-endian), and a [`SharedSecret`]
//! is the `x`-coordinate of `[secret] public`, 48 bytes big-endian (SEC1's
//! field-element-to-octet-string, SP 800-56A's `Z`).
//!
//! ```
//! use velocurve::p384::{PublicKey, SecretKey};
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
//! (`W = 6`, 65 rows) on a generated table of multiples of `G`; both are
//! constant time in the secret scalar, with one constant-time inversion at
//! the end. The curve code is `weierstrass/nist.rs`; the field is the
//! backend's, as for [`crate::p256`]: `portable51` runs the generic
//! Montgomery-form GF(p) of `field/fp.rs` (6 64-bit words, `u128`
//! products, every target), `mulx64` (and `avx2`, `ifma`, which have no
//! P-384 kernel of their own) the `mulx`/`adcx`/`adox` field of
//! `field/fp384_mulx.rs` (the same words, so every backend gives the same
//! bytes). Operations run on [`Backend::Auto`](crate::backend::Backend::Auto)
//! (per [`Operation::P384`](crate::backend::Operation::P384) and
//! [`Operation::P384Base`](crate::backend::Operation::P384Base)) unless a
//! key is made to keep another backend with [`SecretKey::with_backend`].
//! Decompression (p = 3 mod 4) works on public data and is variable time.
//! Secrets are wiped on drop and never printed.
//!
//! Measured on the AMD EPYC Zen 3, 2026-11-26 (`velocurve-bench --filter
//! p384 --samples 1000`, median rdtsc ticks, all columns interleaved): key
//! generation 117,085 on `mulx64` against 208,789 on `portable51`
//! (aws-lc-rs 284,788: 0.41x), the shared secret 710,378 against 1,310,713
//! (aws-lc-rs 395,638: 1.80x; before this field, 3.31x).
//!
//! # Batches
//!
//! [`diffie_hellman_batch`] runs many independent exchanges (and
//! [`public_key_batch`] many key generations) with the bytes of the single
//! operations: each key runs the same constant-time window (and comb); what is
//! shared is the final inversion, one per chunk of 64 keys (Montgomery's
//! trick, `weierstrass/batch.rs`), which saves an inversion per key less
//! three multiplications. Slices of unequal length are
//! [`Error::BatchLengthMismatch`]; no allocation. The `_with_backend` forms force a
//! backend for the whole batch (the keys' own backends are not consulted).

#![forbid(unsafe_code)]

crate::nist_ecdh::ecdh_api!(
    crate::weierstrass::nist::P384,
    crate::weierstrass::nist::ScalarP384,
    48,
    6,
    12,
    crate::weierstrass::comb::rows(384),
    crate::weierstrass::window::digits(384),
    "P-384",
    engine
);

crate::engine::nist_ops!(FieldP384, 6, 12, P384_ROWS, P384_DIGITS, 48, P384, P384Base);

crate::nist_ecdh::ecdh_batch_api!(48, "P-384", "p384", engine);

crate::nist_pkcs8::key_formats!("1.3.132.0.34", "P-384", "p384");
