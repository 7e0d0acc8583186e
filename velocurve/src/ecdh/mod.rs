//! Elliptic-curve Diffie–Hellman on the prime-order short-Weierstrass
//! curves, written once for all of them: [`SecretKey`], [`PublicKey`],
//! [`SharedSecret`] and the batch functions, generic over the [`Curve`].
//!
//! | curve | type | alias module | bytes (secret, compressed, uncompressed) |
//! |---|---|---|---|
//! | NIST P-192 | [`P192`] | [`crate::p192`] | 24, 25, 49 |
//! | NIST P-224 | [`P224`] | [`crate::p224`] | 28, 29, 57 |
//! | NIST P-256 | [`P256`] | [`crate::p256`] | 32, 33, 65 |
//! | NIST P-384 | [`P384`] | [`crate::p384`] | 48, 49, 97 |
//! | NIST P-521 | [`P521`] | [`crate::p521`] | 66, 67, 133 |
//! | secp256k1 | [`Secp256k1`] | [`crate::secp256k1`] | 32, 33, 65 |
//! | Curve13318 | [`Curve13318`] | [`crate::curve13318`] | 32, 33, 65 |
//!
//! Each curve's module names the types (`velocurve::p256::SecretKey` is
//! `SecretKey<P256>`) and documents the curve; code that works on every
//! curve takes a `C: Curve`:
//!
//! ```
//! use velocurve::ecdh::{Curve, PublicKey, SecretKey};
//!
//! fn exchange<C: Curve>() -> Result<bool, velocurve::Error> {
//!     let alice = SecretKey::<C>::random();
//!     let bob = SecretKey::<C>::random();
//!     let bob_pub = PublicKey::<C>::from_sec1_bytes(bob.public_key().to_compressed().as_ref())?;
//!     let alice_pub = PublicKey::<C>::from_sec1_bytes(alice.public_key().to_uncompressed().as_ref())?;
//!     Ok(alice.diffie_hellman(&bob_pub)?.as_bytes() == bob.diffie_hellman(&alice_pub)?.as_bytes())
//! }
//! assert!(exchange::<velocurve::ecdh::P384>()?);
//! assert!(exchange::<velocurve::ecdh::Curve13318>()?);
//! # Ok::<(), velocurve::Error>(())
//! ```
//!
//! # Contract
//!
//! A [`SecretKey`] is an integer in `1 ..= n - 1` (big-endian bytes of the
//! field's size, SEC1's octet string). A [`PublicKey`] is a point other than
//! the identity, checked when it is decoded from SEC1 (`02`/`03 || x`
//! compressed, `04 || x || y` uncompressed, big-endian), each failure with
//! its own [`Error`]: a wrong length ([`Error::PointLength`]) or first byte
//! ([`Error::PointPrefix`]), the identity ([`Error::PointIdentity`]), a
//! coordinate `>= p` ([`Error::PointCoordinateOutOfRange`]), a point off
//! the curve or an `x` with no `y` ([`Error::PointNotOnCurve`]). Every group
//! here has prime order, so every other point generates it: no
//! small-subgroup or invalid-curve input gets through. A [`SharedSecret`] is
//! the `x`-coordinate of `[secret] public` (SEC1's field-element-to-octet
//! string, SP 800-56A's `Z`).
//!
//! # Backends and constant time
//!
//! The shared secret is the signed window (`w = 5`) and the public key the
//! fixed-base comb, both on the complete Renes–Costello–Batina formulas
//! (`weierstrass/`), constant time in the secret scalar, with one
//! constant-time inversion at the end; decoding works on public data and is
//! variable time. Each operation runs on a [`Backend`]: the key's own
//! ([`SecretKey::with_backend`], default [`Backend::Auto`], which resolves
//! per curve and operation in `backend/choice.rs`), or the one a
//! `_with_backend` function is given. Every backend gives the same bytes.
//! Secrets are wiped on drop and never printed.
//!
//! # Batches
//!
//! [`diffie_hellman_batch`] runs many independent exchanges (and
//! [`public_key_batch`] many key generations) with the bytes of the single
//! operations: each key runs the same constant-time window (and comb);
//! what is shared is the final inversion, one per chunk of 64 keys
//! (Montgomery's trick, `weierstrass/batch.rs`), which saves an inversion
//! per key less three multiplications. Slices of unequal length are
//! [`Error::BatchLengthMismatch`]; no allocation.

#![forbid(unsafe_code)]

pub mod pkcs8;

pub use crate::curves::{Curve, Curve13318, P192, P224, P256, P384, P521, Secp256k1};

use crate::backend::Backend;
use crate::engine;
use crate::error::Error;
use crate::field::Encoding;
use crate::weierstrass::group::{Model, Scalar};
use crate::weierstrass::{Coordinates, Invalid};
use core::fmt;
use subtle::{Choice, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

/// `b` reversed into `B` (big-endian to little-endian and back); `b` has
/// `B`'s length.
pub(crate) fn reversed<B: Encoding>(b: &[u8]) -> B {
    let mut out = B::ZERO;
    for (o, x) in out.as_mut().iter_mut().zip(b.iter().rev()) {
        *o = *x;
    }
    out
}

/// Whether `b` is all zeros, in constant time.
fn is_zero<B: Encoding>(b: &B) -> Choice {
    let bytes: &[u8] = b.as_ref();
    bytes.ct_eq(B::ZERO.as_ref())
}

/// The public error of a decoding failure.
fn point_error(e: Invalid) -> Error {
    match e {
        Invalid::NonCanonical => Error::PointCoordinateOutOfRange,
        Invalid::NotOnCurve => Error::PointNotOnCurve,
    }
}

/// A public key: a point of the curve other than the identity, checked
/// when it was decoded. Held as canonical affine coordinates.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey<C: Curve> {
    /// `x`, little-endian, canonical.
    x: C::Bytes,
    /// `y`, little-endian, canonical.
    y: C::Bytes,
}

impl<C: Curve> PublicKey<C> {
    /// Decodes a SEC1 point: `02 || x` or `03 || x` (compressed: `y` even
    /// or odd), or `04 || x || y` (uncompressed), big-endian coordinates of
    /// [`Curve::SECRET_KEY_BYTES`] bytes. Rejects the identity (`00`), a
    /// wrong length or prefix, a coordinate `>= p` and a point off the
    /// curve, each with its own [`Error`]. Runs on [`Backend::Auto`].
    pub fn from_sec1_bytes(bytes: &[u8]) -> Result<Self, Error> {
        Self::decode(Backend::Auto, bytes)
    }

    /// [`PublicKey::from_sec1_bytes`] on a forced backend (every backend
    /// accepts and rejects the same points); [`Error::BackendUnsupported`]
    /// if the CPU lacks it.
    pub fn from_sec1_bytes_with_backend(backend: Backend, bytes: &[u8]) -> Result<Self, Error> {
        Self::decode(backend.check()?, bytes)
    }

    /// [`PublicKey::from_sec1_bytes`] on `backend` (checked).
    fn decode(backend: Backend, bytes: &[u8]) -> Result<Self, Error> {
        let length = Error::PointLength {
            compressed: C::COMPRESSED_BYTES,
            uncompressed: C::UNCOMPRESSED_BYTES,
            actual: bytes.len(),
        };
        let l = C::SECRET_KEY_BYTES;
        let (&prefix, rest) = bytes.split_first().ok_or(length)?;
        let coordinates = match prefix {
            0x00 if bytes.len() == 1 => return Err(Error::PointIdentity),
            0x02 | 0x03 if bytes.len() == C::COMPRESSED_BYTES => {
                Coordinates::Compressed(reversed(rest), prefix == 0x03)
            }
            0x04 if bytes.len() == C::UNCOMPRESSED_BYTES => {
                Coordinates::Xy(reversed(&rest[..l]), reversed(&rest[l..]))
            }
            0x00 | 0x02 | 0x03 | 0x04 => return Err(length),
            _ => return Err(Error::PointPrefix { prefix }),
        };
        Self::from_coordinates(backend, coordinates)
    }

    /// The checked point of little-endian coordinates, on `backend`.
    pub(crate) fn from_coordinates(
        backend: Backend,
        coordinates: Coordinates<C::Bytes>,
    ) -> Result<Self, Error> {
        let (x, y) = engine::decode::<C::Model>(backend, coordinates).map_err(point_error)?;
        Ok(PublicKey { x, y })
    }

    /// The SEC1 compressed form `02 || x` (`y` even) or `03 || x` (`y`
    /// odd), big-endian.
    pub fn to_compressed(&self) -> C::Compressed {
        let mut out = C::Compressed::ZERO;
        let o = out.as_mut();
        o[0] = 0x02 | (self.y.as_ref()[0] & 1);
        o[1..].copy_from_slice(reversed::<C::Bytes>(self.x.as_ref()).as_ref());
        out
    }

    /// The SEC1 uncompressed form `04 || x || y`, big-endian.
    pub fn to_uncompressed(&self) -> C::Uncompressed {
        let l = C::SECRET_KEY_BYTES;
        let mut out = C::Uncompressed::ZERO;
        let o = out.as_mut();
        o[0] = 0x04;
        o[1..1 + l].copy_from_slice(reversed::<C::Bytes>(self.x.as_ref()).as_ref());
        o[1 + l..].copy_from_slice(reversed::<C::Bytes>(self.y.as_ref()).as_ref());
        out
    }

    /// The little-endian coordinates `(x, y)`.
    pub(crate) fn le_coordinates(&self) -> (&C::Bytes, &C::Bytes) {
        (&self.x, &self.y)
    }
}

impl<C: Curve> fmt::Debug for PublicKey<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey(")?;
        for b in self.to_compressed().as_ref() {
            write!(f, "{b:02x}")?;
        }
        write!(f, ")")
    }
}

impl<C: Curve> TryFrom<&[u8]> for PublicKey<C> {
    type Error = Error;

    /// [`PublicKey::from_sec1_bytes`].
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        PublicKey::from_sec1_bytes(bytes)
    }
}

/// A secret key: an integer in `1 ..= n - 1`, and the backend its
/// operations run on. Wiped on drop; `Debug` prints no secret.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SecretKey<C: Curve> {
    /// The scalar, little-endian, canonical (`< n`), nonzero.
    scalar: C::Bytes,
    /// How its operations run (public).
    #[zeroize(skip)]
    backend: Backend,
}

impl<C: Curve> SecretKey<C> {
    /// A fresh key from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        SecretKey::random_from_rng(&mut OsRandom)
    }

    /// A fresh key from the given cryptographic RNG: twice
    /// [`Curve::SECRET_KEY_BYTES`] random bytes reduced modulo `n` (bias
    /// below `2^-(8 SECRET_KEY_BYTES - 1)`), drawn again in the negligible
    /// case that the result is zero.
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        loop {
            let mut wide = [0u8; 2 * MAX_BYTES];
            let wide = &mut wide[..2 * C::SECRET_KEY_BYTES];
            rng.fill_bytes(wide);
            let scalar = <<C::Model as Model>::Scalar as Scalar>::reduce_wide(wide);
            wide.zeroize();
            let key = SecretKey {
                scalar,
                backend: Backend::Auto,
            };
            if !bool::from(is_zero(&key.scalar)) {
                return key;
            }
        }
    }

    /// The key of a big-endian integer of [`Curve::SECRET_KEY_BYTES`]
    /// bytes (SEC1's octet string, as RustCrypto's and OpenSSL's);
    /// [`Error::SecretScalarOutOfRange`] unless it is in `1 ..= n - 1`. The
    /// range check is constant time.
    pub fn from_bytes(bytes: &C::Bytes) -> Result<Self, Error> {
        let mut le: C::Bytes = reversed(bytes.as_ref());
        let key = SecretKey::from_le(&le);
        le.zeroize();
        key
    }

    /// The key of a little-endian integer, as [`SecretKey::from_bytes`].
    ///
    /// Never inlined: the `if` on the range check's verdict is the one
    /// branch on a secret that velocurve-ct's suppression list allows
    /// (the verdict is public, as Ok or Err), and the list names this
    /// function.
    #[inline(never)]
    pub(crate) fn from_le(le: &C::Bytes) -> Result<Self, Error> {
        let ok = <<C::Model as Model>::Scalar as Scalar>::is_canonical(le) & !is_zero(le);
        if bool::from(ok) {
            Ok(SecretKey {
                scalar: *le,
                backend: Backend::Auto,
            })
        } else {
            Err(Error::SecretScalarOutOfRange)
        }
    }

    /// [`SecretKey::from_bytes`] from a slice; [`Error::SecretKeyLength`]
    /// unless it has [`Curve::SECRET_KEY_BYTES`] bytes. The caller's slice
    /// is not wiped.
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() != C::SECRET_KEY_BYTES {
            return Err(Error::SecretKeyLength {
                expected: C::SECRET_KEY_BYTES,
                actual: bytes.len(),
            });
        }
        let mut b = C::Bytes::ZERO;
        b.as_mut().copy_from_slice(bytes);
        let key = SecretKey::from_bytes(&b);
        b.zeroize();
        key
    }

    /// The scalar, big-endian.
    pub fn to_bytes(&self) -> C::Bytes {
        reversed(self.scalar.as_ref())
    }

    /// The scalar, little-endian.
    pub(crate) fn le_scalar(&self) -> &C::Bytes {
        &self.scalar
    }

    /// The same key, running its operations (the public key, every
    /// exchange) on `backend`; [`Error::BackendUnsupported`] if the CPU
    /// lacks it.
    pub fn with_backend(mut self, backend: Backend) -> Result<Self, Error> {
        self.backend = backend.check()?;
        Ok(self)
    }

    /// The backend the key runs its operations on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The public key `[k] G` (the comb).
    pub fn public_key(&self) -> PublicKey<C> {
        // k in 1 ..= n - 1 and G of order n: never the identity.
        let (x, y) = engine::mul_base::<C::Model>(self.backend, &self.scalar);
        PublicKey { x, y }
    }

    /// The shared secret with `their_public`: the `x`-coordinate of `[k]
    /// P`, big-endian. It is never the identity (the group has prime
    /// order, `k` is not a multiple of it and a checked public key is not
    /// the identity), so this never fails today; the `Result` is the
    /// signature the curves share.
    pub fn diffie_hellman(&self, their_public: &PublicKey<C>) -> Result<SharedSecret<C>, Error> {
        let (mut x, mut y) =
            engine::mul::<C::Model>(self.backend, &self.scalar, &their_public.x, &their_public.y);
        let secret = SharedSecret(reversed(x.as_ref()));
        x.zeroize();
        y.zeroize();
        Ok(secret)
    }

    /// The bytes of a `SecretKey` that hold public data: the backend tag
    /// (for the taint checker; see `__bench`).
    #[cfg(feature = "bench-hooks")]
    pub(crate) fn public_bytes() -> core::ops::Range<usize> {
        let at = core::mem::offset_of!(SecretKey<C>, backend);
        at..at + core::mem::size_of::<Backend>()
    }
}

impl<C: Curve> fmt::Debug for SecretKey<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretKey")
            .field("backend", &self.backend)
            .finish_non_exhaustive()
    }
}

/// The result of an exchange: the `x`-coordinate of the shared point,
/// big-endian ([`Curve::SECRET_KEY_BYTES`] bytes). Wiped on drop; `Debug`
/// prints no secret.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SharedSecret<C: Curve>(C::Bytes);

impl<C: Curve> SharedSecret<C> {
    /// The bytes (big-endian `x`).
    pub fn as_bytes(&self) -> &C::Bytes {
        &self.0
    }

    /// The bytes (big-endian `x`).
    pub fn to_bytes(&self) -> C::Bytes {
        self.0
    }
}

impl<C: Curve> fmt::Debug for SharedSecret<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SharedSecret(..)")
    }
}

/// The largest [`Curve::SECRET_KEY_BYTES`] (P-521's 66).
const MAX_BYTES: usize = 66;

/// Many independent exchanges: `out[i] =
/// secrets[i].diffie_hellman(&publics[i])?.to_bytes()` (the big-endian `x`
/// of `[secrets[i]] publics[i]`), exactly.
///
/// The three slices must have the same length (any length, 0 included),
/// otherwise [`Error::BatchLengthMismatch`] and `out` is untouched; no
/// other error (as for the single exchange). Each key runs the single
/// path's constant-time multiplication; the affine results of up to 64
/// keys share one constant-time inversion (see the [module
/// documentation](self)). No allocation. Constant time in the secret keys.
/// The shape of [`crate::x25519::x25519_batch`]: raw bytes out, so wipe
/// them (`zeroize::Zeroize`) when done. Runs on [`Backend::Auto`], whatever
/// backend the keys were given with [`SecretKey::with_backend`];
/// [`diffie_hellman_batch_with_backend`] forces one.
///
/// ```
/// use velocurve::p256::{self, PublicKey, SecretKey};
///
/// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
/// let publics: Vec<PublicKey> = (0..3).map(|_| SecretKey::random().public_key()).collect();
/// let mut out = vec![[0u8; p256::SECRET_KEY_BYTES]; 3];
/// p256::diffie_hellman_batch(&secrets, &publics, &mut out)?;
/// for i in 0..3 {
///     assert_eq!(&out[i], secrets[i].diffie_hellman(&publics[i])?.as_bytes());
/// }
/// # Ok::<(), velocurve::Error>(())
/// ```
pub fn diffie_hellman_batch<C: Curve>(
    secrets: &[SecretKey<C>],
    publics: &[PublicKey<C>],
    out: &mut [C::Bytes],
) -> Result<(), Error> {
    diffie_hellman_batch_with_backend(Backend::Auto, secrets, publics, out)
}

/// [`diffie_hellman_batch`] on a forced backend (for every key, whatever
/// backend it keeps); [`Error::BackendUnsupported`] if the CPU lacks it,
/// then the length check.
pub fn diffie_hellman_batch_with_backend<C: Curve>(
    backend: Backend,
    secrets: &[SecretKey<C>],
    publics: &[PublicKey<C>],
    out: &mut [C::Bytes],
) -> Result<(), Error> {
    let backend = backend.check()?;
    Error::check_batch(secrets.len(), Some(publics.len()), out.len())?;
    engine::mul_batch::<C::Model>(
        backend,
        secrets.len(),
        |i| (&secrets[i].scalar, &publics[i].x, &publics[i].y),
        |i, mut x, mut y| {
            out[i] = reversed(x.as_ref());
            x.zeroize();
            y.zeroize();
        },
    );
    Ok(())
}

/// Many public keys (key generation): `out[i] =
/// secrets[i].public_key().to_uncompressed()` (SEC1 `04 || x || y`),
/// exactly.
///
/// The same rules as [`diffie_hellman_batch`]: equal lengths or
/// [`Error::BatchLengthMismatch`] with `out` untouched; each key runs the
/// single path's constant-time comb, the affine results of up to 64 keys
/// share one inversion. [`PublicKey::from_sec1_bytes`] gives the typed keys
/// back. Runs on [`Backend::Auto`]; [`public_key_batch_with_backend`]
/// forces one.
///
/// ```
/// use velocurve::p384::{self, SecretKey};
///
/// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
/// let mut out = vec![[0u8; p384::UNCOMPRESSED_BYTES]; 3];
/// p384::public_key_batch(&secrets, &mut out)?;
/// for i in 0..3 {
///     assert_eq!(out[i], secrets[i].public_key().to_uncompressed());
/// }
/// # Ok::<(), velocurve::Error>(())
/// ```
pub fn public_key_batch<C: Curve>(
    secrets: &[SecretKey<C>],
    out: &mut [C::Uncompressed],
) -> Result<(), Error> {
    public_key_batch_with_backend(Backend::Auto, secrets, out)
}

/// [`public_key_batch`] on a forced backend (for every key);
/// [`Error::BackendUnsupported`] if the CPU lacks it, then the length
/// check.
pub fn public_key_batch_with_backend<C: Curve>(
    backend: Backend,
    secrets: &[SecretKey<C>],
    out: &mut [C::Uncompressed],
) -> Result<(), Error> {
    let backend = backend.check()?;
    Error::check_batch(secrets.len(), None, out.len())?;
    engine::mul_base_batch::<C::Model>(
        backend,
        secrets.len(),
        |i| &secrets[i].scalar,
        |i, x, y| out[i] = PublicKey::<C> { x, y }.to_uncompressed(),
    );
    Ok(())
}

/// The operating system's generator as a `rand_core` generator.
#[cfg(feature = "getrandom")]
pub(crate) struct OsRandom;

#[cfg(feature = "getrandom")]
impl rand_core::RngCore for OsRandom {
    fn next_u32(&mut self) -> u32 {
        rand_core::impls::next_u32_via_fill(self)
    }
    fn next_u64(&mut self) -> u64 {
        rand_core::impls::next_u64_via_fill(self)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        // The OS RNG failing is not recoverable for key generation.
        getrandom::getrandom(dest).expect("the operating system's random number generator failed");
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

#[cfg(feature = "getrandom")]
impl rand_core::CryptoRng for OsRandom {}
