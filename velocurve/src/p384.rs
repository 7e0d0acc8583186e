//! ECDH on NIST P-384 (FIPS 186-5; SEC 2 `secp384r1`): `y^2 = x^3 - 3x + b` over
//! `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`, a curve of
//! **prime order** `n` (cofactor 1): the types of [`crate::ecdh`] for
//! [`ecdh::P384`], and its key formats ([`pkcs8`]).
//!
//! A [`SecretKey`] is an integer in `1 ..= n - 1` (48 bytes big-endian), a
//! [`PublicKey`] is a point other than the identity, given in SEC1 form
//! (49 bytes compressed, 97 uncompressed, big-endian), and a
//! [`SharedSecret`] is the `x`-coordinate of `[secret] public`, 48 bytes
//! big-endian (SEC1's field-element-to-octet-string, SP 800-56A's `Z`). What
//! is checked, the constant-time rules and the batches are those of
//! [`crate::ecdh`].
//!
//! ```
//! use velocurve::p384::{PublicKey, SecretKey};
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
//! Renes–Costello–Batina formulas, the public key the fixed-base comb on a
//! generated table of multiples of `G` (`curves/p384.rs`, run by the
//! generic code of `weierstrass/nist.rs`). The field is the backend's:
//! `portable51` runs the generic Montgomery-form GF(p) of `field/fp.rs`
//! (six 64-bit words, `u128` products, every target); `mulx64`, `avx2` and
//! `ifma` the `mulx`/`adcx`/`adox` field of `field/fp384_mulx.rs` (the same
//! words, so every backend gives the same bytes). Operations run on
//! [`Backend::Auto`](crate::backend::Backend::Auto) (per
//! [`Operation::P384`](crate::backend::Operation::P384) and
//! [`Operation::P384Base`](crate::backend::Operation::P384Base)) unless a
//! key keeps another backend ([`SecretKey::with_backend`]) or a
//! `_with_backend` function is given one. Measurements: `docs/NIST.md` and
//! `docs/results/`.

#![forbid(unsafe_code)]

use crate::ecdh;

/// Bytes of a secret key (and of a field element, and of a shared secret).
pub const SECRET_KEY_BYTES: usize = 48;
/// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
pub const COMPRESSED_BYTES: usize = 49;
/// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
pub const UNCOMPRESSED_BYTES: usize = 97;
/// The group order `n`, big-endian.
pub const ORDER: [u8; 48] = <ecdh::P384 as ecdh::Curve>::ORDER;

/// A P-384 secret key ([`ecdh::SecretKey`]).
pub type SecretKey = ecdh::SecretKey<ecdh::P384>;
/// A P-384 public key ([`ecdh::PublicKey`]).
pub type PublicKey = ecdh::PublicKey<ecdh::P384>;
/// The result of a P-384 exchange ([`ecdh::SharedSecret`]).
pub type SharedSecret = ecdh::SharedSecret<ecdh::P384>;

pub use crate::ecdh::{
    diffie_hellman_batch, diffie_hellman_batch_with_backend, public_key_batch,
    public_key_batch_with_backend,
};

/// Key formats of P-384: PKCS#8, SEC1 `ECPrivateKey` and SubjectPublicKeyInfo,
/// DER and PEM, with the `namedCurve` OID 1.3.132.0.34. The rules (what is
/// written, accepted and rejected, with which [`KeyFormatError`]) are
/// [`crate::ecdh::pkcs8`]'s, re-exported here with the RustCrypto traits.
///
/// [`KeyFormatError`]: crate::KeyFormatError
pub mod pkcs8 {
    pub use crate::ecdh::pkcs8::*;

    /// The `namedCurve` OID of P-384, 1.3.132.0.34.
    pub const CURVE_OID: ObjectIdentifier = <crate::ecdh::P384 as NamedCurve>::CURVE_OID;

    /// `{ id-ecPublicKey, namedCurve }`, the `AlgorithmIdentifier` of this
    /// curve's keys.
    pub const ALGORITHM_ID: spki::AlgorithmIdentifier<ObjectIdentifier> = algorithm_id(CURVE_OID);
}
