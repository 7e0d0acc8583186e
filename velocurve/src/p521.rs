//! ECDH on NIST P-521 (FIPS 186-5; SEC 2 `secp521r1`): `y^2 = x^3 - 3x + b`
//! over the Mersenne prime `p = 2^521 - 1`, a curve of **prime order** `n` (cofactor 1).
//!
//! The API is [`crate::p256`]'s, sized for P-521: a [`SecretKey`] is an
//! integer in `1 ..= n - 1` (66 bytes big-endian), a [`PublicKey`] is a
//! point other than the identity, given in SEC1 form (67 bytes
//! compressed, 133 uncompressed, big-endian), and a [`SharedSecret`]
//! is the `x`-coordinate of `[secret] public`, 66 bytes big-endian (SEC1's
//! field-element-to-octet-string, SP 800-56A's `Z`).
//!
//! ```
//! use velocurve::p521::{PublicKey, SecretKey};
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
//! # Implementation and constant time
//!
//! The portable increment of issue 13: the field is GF(2^521 - 1) of
//! `field/fp521.rs` (nine limbs of 58 bits, `u128` products folded by
//! `2^522 = 2 mod p`, every target) and the curve code is
//! `weierstrass/nist.rs`,
//! on every CPU (no [`Backend`](crate::backend::Backend) choice yet). The
//! shared secret is the signed window `w = 5` on the complete
//! Renes–Costello–Batina formulas, the public key the fixed-base comb
//! (`W = 6`, 87 rows) on a generated table of multiples of `G`;
//! both are constant time in the secret scalar, with one constant-time
//! inversion at the end. Decompression (p = 3 mod 4) works on public data
//! and is variable time. Secrets are wiped on drop and never printed.
//!
//! # Batches
//!
//! [`diffie_hellman_batch`] runs many independent exchanges (and
//! [`public_key_batch`] many key generations) with the bytes of the single
//! operations: each key runs the same constant-time window (and comb); what is
//! shared is the final inversion, one per chunk of 64 keys (Montgomery's
//! trick, `weierstrass/batch.rs`), which saves an inversion per key less
//! three multiplications. Slices of unequal length are
//! [`Error::BatchLengthMismatch`]; no allocation.

#![forbid(unsafe_code)]

crate::nist_ecdh::ecdh_api!(
    crate::weierstrass::nist::P521,
    crate::weierstrass::nist::ScalarP521,
    66,
    9,
    18,
    crate::weierstrass::comb::rows(521),
    crate::weierstrass::window::digits(521),
    "P-521"
);

crate::nist_ecdh::ecdh_batch_api!(66, "P-521", "p521");

crate::nist_pkcs8::key_formats!("1.3.132.0.35", "P-521", "p521");
