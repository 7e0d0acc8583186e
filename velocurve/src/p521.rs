//! ECDH on NIST P-521 (FIPS 186-5; SEC 2 `secp521r1`): `y^2 = x^3 - 3x + b` over
//! `p = 2^521 - 1`, a curve of
//! **prime order** `n` (cofactor 1): the types of [`crate::ecdh`] for
//! [`ecdh::P521`], and its key formats ([`pkcs8`]).
//!
//! A [`SecretKey`] is an integer in `1 ..= n - 1` (66 bytes big-endian), a
//! [`PublicKey`] is a point other than the identity, given in SEC1 form
//! (67 bytes compressed, 133 uncompressed, big-endian), and a
//! [`SharedSecret`] is the `x`-coordinate of `[secret] public`, 66 bytes
//! big-endian (SEC1's field-element-to-octet-string, SP 800-56A's `Z`). What
//! is checked, the constant-time rules and the batches are those of
//! [`crate::ecdh`].
//!
//! ```
//! use velocurve::p521::{PublicKey, SecretKey};
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
//! generated table of multiples of `G` (`curves/p521.rs`, run by the
//! generic code of `weierstrass/nist.rs`). The field is the backend's:
//! every backend runs GF(2^521 - 1) of `field/fp521.rs` (nine limbs of 58
//! bits, `u128` products folded by `2^522 = 2 mod p`), compiled with its
//! own target features (`mulx64`, `avx2` and `ifma` with BMI2 and ADX).
//! Operations run on [`Backend::Auto`](crate::backend::Backend::Auto) (per
//! [`Operation::P521`](crate::backend::Operation::P521) and
//! [`Operation::P521Base`](crate::backend::Operation::P521Base)) unless a
//! key keeps another backend ([`SecretKey::with_backend`]) or a
//! `_with_backend` function is given one. Measurements: `docs/NIST.md` and
//! `docs/results/`.

#![forbid(unsafe_code)]

use crate::ecdh;

/// Bytes of a secret key (and of a field element, and of a shared secret).
pub const SECRET_KEY_BYTES: usize = 66;
/// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
pub const COMPRESSED_BYTES: usize = 67;
/// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
pub const UNCOMPRESSED_BYTES: usize = 133;
/// The group order `n`, big-endian.
pub const ORDER: [u8; 66] = <ecdh::P521 as ecdh::Curve>::ORDER;

/// A P-521 secret key ([`ecdh::SecretKey`]).
pub type SecretKey = ecdh::SecretKey<ecdh::P521>;
/// A P-521 public key ([`ecdh::PublicKey`]).
pub type PublicKey = ecdh::PublicKey<ecdh::P521>;
/// The result of a P-521 exchange ([`ecdh::SharedSecret`]).
pub type SharedSecret = ecdh::SharedSecret<ecdh::P521>;

pub use crate::ecdh::{
    diffie_hellman_batch, diffie_hellman_batch_with_backend, public_key_batch,
    public_key_batch_with_backend,
};

/// Key formats of P-521: PKCS#8, SEC1 `ECPrivateKey` and SubjectPublicKeyInfo,
/// DER and PEM, with the `namedCurve` OID 1.3.132.0.35. The rules (what is
/// written, accepted and rejected, with which [`KeyFormatError`]) are
/// [`crate::ecdh::pkcs8`]'s, re-exported here with the RustCrypto traits.
///
/// [`KeyFormatError`]: crate::KeyFormatError
pub mod pkcs8 {
    pub use crate::ecdh::pkcs8::*;

    /// The `namedCurve` OID of P-521, 1.3.132.0.35.
    pub const CURVE_OID: ObjectIdentifier = <crate::ecdh::P521 as NamedCurve>::CURVE_OID;

    /// `{ id-ecPublicKey, namedCurve }`, the `AlgorithmIdentifier` of this
    /// curve's keys.
    pub const ALGORITHM_ID: spki::AlgorithmIdentifier<ObjectIdentifier> = algorithm_id(CURVE_OID);
}
