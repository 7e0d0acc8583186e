//! ECDH on Curve13318: `y^2 = x^3 - 3x + 13318` over `2^255 - 19`, a curve
//! of **prime order** `n = 2^255 + 325610659388873400306201440571661405155`
//! (cofactor 1), proposed by Barreto in 2017 and measured against
//! Curve25519 by Schwabe and Sprenkels ("The complete cost of cofactor h =
//! 1", Indocrypt 2019): the types of [`crate::ecdh`] for
//! [`ecdh::Curve13318`], and the forms of the
//! paper's reference software.
//!
//! A [`SecretKey`] is an integer in `1 ..= n - 1`, a [`PublicKey`] is a
//! point other than the identity, given in SEC1 form (33 bytes compressed,
//! 65 uncompressed, big-endian) or in the 64-byte little-endian `x || y`
//! form of the reference software ([`PublicKey::from_xy_le_bytes`]), and a
//! [`SharedSecret`] is the `x`-coordinate of `[secret] public`, 32 bytes
//! big-endian (SEC1's field-element-to-octet-string, as every NIST-curve
//! library returns it). [`scalarmult`] is the reference code's raw
//! function. What is checked, the constant-time rules and the batches are
//! those of [`crate::ecdh`].
//!
//! ```
//! use velocurve::curve13318::{PublicKey, SecretKey};
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
//! # The generator
//!
//! No base point is standardised; velocurve uses `G = (0, sqrt(13318))`
//! with the odd square root ([`GENERATOR_XY`]), the point the paper's
//! software benchmarks with.
//!
//! # Backends
//!
//! Scalar multiplication is the signed window `w = 5` of the paper on the
//! complete Renes–Costello–Batina formulas, constant time in the secret
//! scalar on every backend, one constant-time inversion at the end; key
//! generation is the fixed-base comb. `portable51` runs GF(2^255 - 19) in
//! radix 2^51, `mulx64` in four 64-bit words; `avx2` runs the window in
//! four AVX2 lanes of radix 2^25.5 and `ifma` in four IFMA lanes of radix
//! 2^51 (the formula's independent products side by side,
//! `weierstrass/vector/`). The batches run eight keys at a time, one per
//! 64-bit lane of zmm registers, on `ifma` (`weierstrass/vector/lanes8.rs`).
//! Operations run on [`Backend::Auto`] (per
//! [`Operation::Curve13318`](crate::backend::Operation::Curve13318),
//! [`Operation::Curve13318Base`](crate::backend::Operation::Curve13318Base)
//! and the batch operations) unless a key keeps another backend
//! ([`SecretKey::with_backend`]) or a `_with_backend` function is given
//! one. Measurements: `docs/CURVE13318.md` and `docs/results/`.

#![forbid(unsafe_code)]

use crate::Error;
use crate::backend::Backend;
use crate::ecdh;
use crate::weierstrass::Coordinates;
use crate::weierstrass::curve13318 as curve;
use zeroize::Zeroize;

/// Bytes of a secret key.
pub const SECRET_KEY_BYTES: usize = 32;
/// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
pub const COMPRESSED_BYTES: usize = 33;
/// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
pub const UNCOMPRESSED_BYTES: usize = 65;
/// Bytes of the reference code's point form (`x || y`, little-endian).
pub const XY_BYTES: usize = 64;

/// The group order `n`, big-endian.
pub const ORDER: [u8; 32] = <ecdh::Curve13318 as ecdh::Curve>::ORDER;

/// The generator `G = (0, sqrt(13318))` in the reference code's form
/// (`x || y`, little-endian).
pub const GENERATOR_XY: [u8; 64] = {
    let mut out = [0u8; 64];
    let mut i = 0;
    while i < 32 {
        out[32 + i] = (curve::GENERATOR_Y[i / 8] >> (8 * (i % 8))) as u8;
        i += 1;
    }
    out
};

/// A Curve13318 secret key ([`ecdh::SecretKey`]).
pub type SecretKey = ecdh::SecretKey<ecdh::Curve13318>;
/// A Curve13318 public key ([`ecdh::PublicKey`]).
pub type PublicKey = ecdh::PublicKey<ecdh::Curve13318>;
/// The result of a Curve13318 exchange ([`ecdh::SharedSecret`]).
pub type SharedSecret = ecdh::SharedSecret<ecdh::Curve13318>;

pub use crate::ecdh::{
    diffie_hellman_batch, diffie_hellman_batch_with_backend, public_key_batch,
    public_key_batch_with_backend,
};

/// The two 32-byte halves of 64 bytes.
fn halves(b: &[u8; 64]) -> ([u8; 32], [u8; 32]) {
    let mut x = [0u8; 32];
    let mut y = [0u8; 32];
    x.copy_from_slice(&b[..32]);
    y.copy_from_slice(&b[32..]);
    (x, y)
}

/// `x || y` of two halves.
fn joined(x: &[u8; 32], y: &[u8; 32]) -> [u8; 64] {
    let mut out = [0u8; 64];
    out[..32].copy_from_slice(x);
    out[32..].copy_from_slice(y);
    out
}

/// The reference code's forms of a public key.
impl PublicKey {
    /// Decodes the reference code's form: `x || y`, 32 bytes each,
    /// little-endian. Rejects the identity (64 zero bytes, which the
    /// reference code outputs for it), a coordinate `>= p` and a point off
    /// the curve.
    pub fn from_xy_le_bytes(bytes: &[u8; 64]) -> Result<Self, Error> {
        if bytes.iter().all(|&b| b == 0) {
            return Err(Error::PointIdentity);
        }
        let (x, y) = halves(bytes);
        PublicKey::from_coordinates(Backend::Auto, Coordinates::Xy(x, y))
    }

    /// The reference code's form: `x || y`, 32 bytes each, little-endian.
    pub fn to_xy_le_bytes(&self) -> [u8; XY_BYTES] {
        let (x, y) = self.le_coordinates();
        joined(x, y)
    }
}

/// The reference code's scalar order for a secret key.
impl SecretKey {
    /// The key of a little-endian 32-byte integer (the reference code's
    /// scalar order); [`Error::SecretScalarOutOfRange`] unless it is in `1
    /// ..= n - 1`. The range check is constant time.
    pub fn from_le_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        SecretKey::from_le(bytes)
    }

    /// The scalar, little-endian.
    pub fn to_le_bytes(&self) -> [u8; 32] {
        *self.le_scalar()
    }
}

/// The raw function of the paper's reference software
/// (`crypto_scalarmult`): `[k] P` for a 32-byte little-endian `scalar`
/// whose bit 255 is ignored (any other value is used as it is, including
/// 0 and multiples of `n`) and a point in the 64-byte little-endian `x ||
/// y` form. Like the reference code it reduces coordinates `>= p` modulo
/// `p`, and rejects points off the curve ([`Error::PointNotOnCurve`]) and
/// the 64 zero bytes ([`Error::PointIdentity`]). The result is in the same
/// form, the identity as 64 zero bytes. Constant time in `scalar`.
pub fn scalarmult(scalar: &[u8; 32], point: &[u8; 64]) -> Result<[u8; 64], Error> {
    scalarmult_with_backend(Backend::Auto, scalar, point)
}

/// [`scalarmult`] on a forced backend; [`Error::BackendUnsupported`] if the
/// CPU lacks it.
pub fn scalarmult_with_backend(
    backend: Backend,
    scalar: &[u8; 32],
    point: &[u8; 64],
) -> Result<[u8; 64], Error> {
    let backend = backend.check()?;
    if point.iter().all(|&b| b == 0) {
        return Err(Error::PointIdentity);
    }
    let (x, y) = halves(point);
    let p = PublicKey::from_coordinates(backend, Coordinates::Xy(reduced(&x), reduced(&y)))?;
    let (px, py) = p.le_coordinates();
    let mut k = *scalar;
    k[31] &= 0x7f;
    let (mut rx, mut ry) = crate::engine::mul::<ecdh::Curve13318>(backend, &k, px, py);
    let out = joined(&rx, &ry);
    k.zeroize();
    rx.zeroize();
    ry.zeroize();
    Ok(out)
}

/// `[k] G` in the reference code's form, for a 32-byte little-endian
/// `scalar` whose bit 255 is ignored (see [`scalarmult`]). Constant time in
/// `scalar`.
pub fn scalarmult_base(scalar: &[u8; 32]) -> [u8; 64] {
    let mut k = *scalar;
    k[31] &= 0x7f;
    let (mut x, mut y) = crate::engine::mul_base::<ecdh::Curve13318>(Backend::Auto, &k);
    let out = joined(&x, &y);
    k.zeroize();
    x.zeroize();
    y.zeroize();
    out
}

/// Little-endian `a mod p` for any 32 bytes (the reference code's
/// leniency; public data).
fn reduced(a: &[u8; 32]) -> [u8; 32] {
    curve::reduce_mod_p(a)
}
