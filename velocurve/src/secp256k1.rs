//! ECDH on secp256k1 (SEC 2 version 2, section 2.4.1; the curve of Bitcoin
//! and Ethereum): `y^2 = x^3 + 7` over `p = 2^256 - 2^32 - 977`, a curve of
//! **prime order** `n` (cofactor 1): the types of [`crate::ecdh`] for
//! [`ecdh::Secp256k1`], and its key formats ([`pkcs8`]).
//!
//! A [`SecretKey`] is an integer in `1 ..= n - 1` (32 bytes big-endian), a
//! [`PublicKey`] is a point other than the identity, given in SEC1 form
//! (33 bytes compressed, 65 uncompressed, big-endian), and a
//! [`SharedSecret`] is the `x`-coordinate of `[secret] public`, 32 bytes
//! big-endian (SEC1's field-element-to-octet-string, SP 800-56A's `Z`). What
//! is checked, the constant-time rules and the batches are those of
//! [`crate::ecdh`].
//!
//! ```
//! use velocurve::secp256k1::{PublicKey, SecretKey};
//!
//! let alice = SecretKey::random();
//! let bob = SecretKey::random();
//! // Public keys travel as SEC1 bytes.
//! let alice_pub = PublicKey::from_sec1_bytes(&alice.public_key().to_compressed())?;
//! let bob_pub = PublicKey::from_sec1_bytes(&bob.public_key().to_uncompressed())?;
//! let k1 = alice.diffie_hellman(&bob_pub)?;
//! let k2 = bob.diffie_hellman(&alice_pub)?;
//! assert_eq!(k1.as_bytes(), k2.as_bytes());
//! # Ok::<(), velocurve::Error>(())
//! ```
//!
//! # Backends
//!
//! The shared secret is the signed window `w = 5` on the complete
//! Renes–Costello–Batina formulas for `a = 0` (Algorithms 7, 8 and 9), the
//! public key the fixed-base comb on a generated table of multiples of `G`
//! (`curves/secp256k1.rs`, on the generic code of
//! `weierstrass/nist.rs`). The field is the generic Montgomery-form GF(p)
//! of `field/fp.rs` (four 64-bit words, `u128` products) on every backend,
//! each compiling it with its own target features. Operations run on
//! [`Backend::Auto`](crate::backend::Backend::Auto) (per the operations
//! named `"secp256k1"` and `"secp256k1-base"`: see
//! [`Operation`](crate::backend::Operation)) unless a key keeps another
//! backend ([`SecretKey::with_backend`]) or a `_with_backend` function is
//! given one. Measurements: `docs/NIST.md` and `docs/results/`.

#![forbid(unsafe_code)]

use crate::ecdh;

/// Bytes of a secret key (and of a field element, and of a shared secret).
pub const SECRET_KEY_BYTES: usize = 32;
/// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
pub const COMPRESSED_BYTES: usize = 33;
/// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
pub const UNCOMPRESSED_BYTES: usize = 65;
/// The group order `n`, big-endian.
pub const ORDER: [u8; 32] = <ecdh::Secp256k1 as ecdh::Curve>::ORDER;

/// A secp256k1 secret key ([`ecdh::SecretKey`]).
pub type SecretKey = ecdh::SecretKey<ecdh::Secp256k1>;
/// A secp256k1 public key ([`ecdh::PublicKey`]).
pub type PublicKey = ecdh::PublicKey<ecdh::Secp256k1>;
/// The result of a secp256k1 exchange ([`ecdh::SharedSecret`]).
pub type SharedSecret = ecdh::SharedSecret<ecdh::Secp256k1>;

pub use crate::ecdh::{
    diffie_hellman_batch, diffie_hellman_batch_with_backend, public_key_batch,
    public_key_batch_with_backend,
};

/// Key formats of secp256k1: PKCS#8, SEC1 `ECPrivateKey` and SubjectPublicKeyInfo,
/// DER and PEM, with the `namedCurve` OID 1.3.132.0.10. The rules (what is
/// written, accepted and rejected, with which [`KeyFormatError`]) are
/// [`crate::ecdh::pkcs8`]'s, re-exported here with the RustCrypto traits.
///
/// [`KeyFormatError`]: crate::KeyFormatError
pub mod pkcs8 {
    pub use crate::ecdh::pkcs8::*;

    /// The `namedCurve` OID of secp256k1, 1.3.132.0.10.
    pub const CURVE_OID: ObjectIdentifier = <crate::ecdh::Secp256k1 as NamedCurve>::CURVE_OID;

    /// `{ id-ecPublicKey, namedCurve }`, the `AlgorithmIdentifier` of this
    /// curve's keys.
    pub const ALGORITHM_ID: spki::AlgorithmIdentifier<ObjectIdentifier> = algorithm_id(CURVE_OID);
}
