//! X25519 Diffie–Hellman (RFC 7748).
//!
//! Two layers, as in x25519-dalek:
//!
//! * the raw functions [`x25519`] and [`x25519_base`], which accept any 32
//!   bytes, clamp the scalar, ignore bit 255 of `u` and never fail — for
//!   protocols (Noise, for example) that must not reject any peer key;
//! * typed keys [`StaticSecret`], [`EphemeralSecret`], [`PublicKey`] and
//!   [`SharedSecret`], whose `diffie_hellman` returns
//!   [`Error::NonContributory`] when the shared secret is all zeros (the
//!   peer sent a small-order point).
//!
//! Secrets are wiped on drop ([`zeroize::ZeroizeOnDrop`]) and their `Debug`
//! output never shows their bytes.
//!
//! ```
//! use velocurve::x25519::{x25519, x25519_base, BASEPOINT};
//! let alice = [0x77u8; 32];
//! let bob = [0x5du8; 32];
//! let shared_a = x25519(&alice, &x25519_base(&bob));
//! let shared_b = x25519(&bob, &x25519_base(&alice));
//! assert_eq!(shared_a, shared_b);
//! assert_eq!(x25519_base(&alice), x25519(&alice, &BASEPOINT));
//! ```

#![forbid(unsafe_code)]

use crate::backend::Backend;
use crate::{Error, engine, montgomery};
use core::fmt;
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop};

/// The u-coordinate of the base point, 9.
pub const BASEPOINT: [u8; 32] = {
    let mut b = [0u8; 32];
    b[0] = 9;
    b
};

/// The X25519 function of RFC 7748: `u([clamp(scalar)] u)`.
///
/// Accepts any 32 bytes for both arguments (bit 255 of `u` is ignored and
/// non-canonical `u` values are reduced), never fails, and returns the
/// canonical encoding. Constant time in `scalar`. Runs on
/// [`Backend::Auto`].
pub fn x25519(scalar: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    engine::x25519(Backend::Auto, &montgomery::clamp(scalar), u)
}

/// `x25519(scalar, &BASEPOINT)`, computed through the twisted Edwards form
/// with precomputed tables (several times faster than the ladder).
pub fn x25519_base(scalar: &[u8; 32]) -> [u8; 32] {
    engine::x25519_base(Backend::Auto, &montgomery::clamp(scalar))
}

/// [`x25519`] on a forced backend; [`Error::BackendUnsupported`] if the CPU
/// lacks it.
pub fn x25519_with_backend(
    backend: Backend,
    scalar: &[u8; 32],
    u: &[u8; 32],
) -> Result<[u8; 32], Error> {
    let backend = backend.check()?;
    Ok(engine::x25519(backend, &montgomery::clamp(scalar), u))
}

/// [`x25519_base`] on a forced backend; [`Error::BackendUnsupported`] if
/// the CPU lacks it.
pub fn x25519_base_with_backend(backend: Backend, scalar: &[u8; 32]) -> Result<[u8; 32], Error> {
    let backend = backend.check()?;
    Ok(engine::x25519_base(backend, &montgomery::clamp(scalar)))
}

/// [`x25519`] on many independent inputs: `out[i] = x25519(&scalars[i],
/// &points[i])`, exactly (the same clamping, bit 255 of `u` ignored,
/// non-canonical `u` accepted, the all-zero result for small-order points
/// returned as is, never rejected).
///
/// The three slices must have the same length (any length, 0 included),
/// otherwise [`Error::BatchLengthMismatch`] and `out` is untouched. With
/// AVX-512 IFMA, groups of eight run as eight ladders in the lanes of one
/// zmm register and share one inversion per 64 keys; the remainder runs
/// through the single path or as one padded group, whichever is faster.
/// Elsewhere every key runs as a single operation. Constant time in the
/// scalars. Runs on [`Backend::Auto`].
///
/// ```
/// use velocurve::x25519::{x25519, x25519_batch};
/// let scalars = [[1u8; 32], [2u8; 32], [3u8; 32]];
/// let points = [[9u8; 32], [5u8; 32], [7u8; 32]];
/// let mut out = [[0u8; 32]; 3];
/// x25519_batch(&scalars, &points, &mut out)?;
/// for i in 0..3 {
///     assert_eq!(out[i], x25519(&scalars[i], &points[i]));
/// }
/// # Ok::<(), velocurve::Error>(())
/// ```
pub fn x25519_batch(
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> Result<(), Error> {
    x25519_batch_with_backend(Backend::Auto, scalars, points, out)
}

/// [`x25519_base`] on many scalars (key generation): `out[i] =
/// x25519_base(&scalars[i])`. Same length rule as [`x25519_batch`]; with
/// AVX-512 IFMA the groups of eight run eight fixed-base combs in the zmm
/// lanes and share one inversion.
pub fn x25519_base_batch(scalars: &[[u8; 32]], out: &mut [[u8; 32]]) -> Result<(), Error> {
    x25519_base_batch_with_backend(Backend::Auto, scalars, out)
}

/// [`x25519_batch`] on a forced backend; [`Error::BackendUnsupported`] if
/// the CPU lacks it. On backends other than [`Backend::Ifma`] every key
/// runs as a single operation on that backend.
pub fn x25519_batch_with_backend(
    backend: Backend,
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    Error::check_batch(scalars.len(), Some(points.len()), out.len())?;
    engine::x25519_batch(backend, scalars, Some(points), out);
    Ok(())
}

/// [`x25519_base_batch`] on a forced backend; [`Error::BackendUnsupported`]
/// if the CPU lacks it.
pub fn x25519_base_batch_with_backend(
    backend: Backend,
    scalars: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    Error::check_batch(scalars.len(), None, out.len())?;
    engine::x25519_batch(backend, scalars, None, out);
    Ok(())
}

/// An X25519 public key: a u-coordinate, as 32 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PublicKey([u8; 32]);

impl PublicKey {
    /// The 32-byte encoding.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }
    /// The 32-byte encoding, by value.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }
}

impl From<[u8; 32]> for PublicKey {
    /// Any 32 bytes are a valid X25519 public key (RFC 7748).
    fn from(bytes: [u8; 32]) -> Self {
        PublicKey(bytes)
    }
}

impl TryFrom<&[u8]> for PublicKey {
    type Error = Error;

    /// Any 32 bytes; [`Error::PublicKeyLength`] for any other length (for
    /// keys read from a message or a file).
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        <[u8; 32]>::try_from(bytes)
            .map(PublicKey)
            .map_err(|_| Error::PublicKeyLength {
                expected: 32,
                actual: bytes.len(),
            })
    }
}

impl AsRef<[u8]> for PublicKey {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

/// A secret key that can be used for many exchanges and saved.
///
/// It runs its operations on [`Backend::Auto`] unless made to keep another
/// backend with [`StaticSecret::with_backend`].
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct StaticSecret {
    bytes: [u8; 32],
    #[zeroize(skip)]
    backend: Backend,
}

impl StaticSecret {
    /// The bytes of a `StaticSecret` that hold public data: the backend tag
    /// (for `__bench::public_bytes`).
    #[cfg(feature = "bench-hooks")]
    pub(crate) fn public_bytes() -> core::ops::Range<usize> {
        let at = core::mem::offset_of!(StaticSecret, backend);
        at..at + core::mem::size_of::<Backend>()
    }

    /// A fresh secret from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        StaticSecret::from(random_bytes())
    }

    /// A fresh secret from the given cryptographic RNG.
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        StaticSecret::from(b)
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

    /// The exchange with `their_public`; [`Error::NonContributory`] if the
    /// result is all zeros.
    pub fn diffie_hellman(&self, their_public: &PublicKey) -> Result<SharedSecret, Error> {
        SharedSecret::checked(self.exchange(their_public))
    }

    /// The exchange with no contributory check (for protocols such as Noise
    /// that must not reject any peer key).
    pub fn diffie_hellman_unchecked(&self, their_public: &PublicKey) -> SharedSecret {
        SharedSecret(self.exchange(their_public))
    }

    fn exchange(&self, their_public: &PublicKey) -> [u8; 32] {
        let mut k = montgomery::clamp(&self.bytes);
        let s = engine::x25519(self.backend, &k, &their_public.0);
        k.zeroize();
        s
    }

    /// The 32 secret bytes as given (unclamped).
    pub fn to_bytes(&self) -> [u8; 32] {
        self.bytes
    }

    /// The 32 secret bytes as given (unclamped).
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.bytes
    }
}

impl From<[u8; 32]> for StaticSecret {
    fn from(bytes: [u8; 32]) -> Self {
        StaticSecret {
            bytes,
            backend: Backend::Auto,
        }
    }
}

impl TryFrom<&[u8]> for StaticSecret {
    type Error = Error;

    /// Any 32 bytes; [`Error::SecretKeyLength`] for any other length. The
    /// caller's slice is not wiped.
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        let mut b = [0u8; 32];
        if bytes.len() != b.len() {
            return Err(Error::SecretKeyLength {
                expected: 32,
                actual: bytes.len(),
            });
        }
        b.copy_from_slice(bytes);
        Ok(StaticSecret::from(b))
    }
}

impl From<&StaticSecret> for PublicKey {
    fn from(secret: &StaticSecret) -> Self {
        PublicKey(base_of(secret.backend, &secret.bytes))
    }
}

/// `x25519_base` of `secret` on `backend` (already checked), the clamped
/// copy wiped.
fn base_of(backend: Backend, secret: &[u8; 32]) -> [u8; 32] {
    let mut k = montgomery::clamp(secret);
    let u = engine::x25519_base(backend, &k);
    k.zeroize();
    u
}

impl fmt::Debug for StaticSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("StaticSecret(<redacted>)")
    }
}

/// A secret key for one exchange only: `diffie_hellman` consumes it.
///
/// It runs its operations on [`Backend::Auto`] unless made to keep another
/// backend with [`EphemeralSecret::with_backend`].
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct EphemeralSecret {
    bytes: [u8; 32],
    #[zeroize(skip)]
    backend: Backend,
}

impl EphemeralSecret {
    /// The bytes of an `EphemeralSecret` that hold public data: the backend tag
    /// (for `__bench::public_bytes`).
    #[cfg(feature = "bench-hooks")]
    pub(crate) fn public_bytes() -> core::ops::Range<usize> {
        let at = core::mem::offset_of!(EphemeralSecret, backend);
        at..at + core::mem::size_of::<Backend>()
    }

    /// A fresh secret from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        EphemeralSecret {
            bytes: random_bytes(),
            backend: Backend::Auto,
        }
    }

    /// A fresh secret from the given cryptographic RNG.
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        let mut bytes = [0u8; 32];
        rng.fill_bytes(&mut bytes);
        EphemeralSecret {
            bytes,
            backend: Backend::Auto,
        }
    }

    /// The same key, running its operations on `backend`;
    /// [`Error::BackendUnsupported`] if the CPU lacks it.
    pub fn with_backend(mut self, backend: Backend) -> Result<Self, Error> {
        self.backend = backend.check()?;
        Ok(self)
    }

    /// The backend the key runs its operations on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The exchange with `their_public`, consuming the secret;
    /// [`Error::NonContributory`] if the result is all zeros.
    pub fn diffie_hellman(self, their_public: &PublicKey) -> Result<SharedSecret, Error> {
        let mut k = montgomery::clamp(&self.bytes);
        let s = engine::x25519(self.backend, &k, &their_public.0);
        k.zeroize();
        SharedSecret::checked(s)
    }
}

impl From<&EphemeralSecret> for PublicKey {
    fn from(secret: &EphemeralSecret) -> Self {
        PublicKey(base_of(secret.backend, &secret.bytes))
    }
}

impl fmt::Debug for EphemeralSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("EphemeralSecret(<redacted>)")
    }
}

/// The result of an exchange. Hash it (with the transcript) before use as a
/// key.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct SharedSecret([u8; 32]);

impl SharedSecret {
    fn checked(bytes: [u8; 32]) -> Result<SharedSecret, Error> {
        let s = SharedSecret(bytes);
        if bool::from(s.0.ct_eq(&[0u8; 32])) {
            Err(Error::NonContributory)
        } else {
            Ok(s)
        }
    }

    /// The 32 shared bytes.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The 32 shared bytes, by value.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// Whether the exchange was contributory (the result is not all zeros).
    pub fn was_contributory(&self) -> bool {
        !bool::from(self.0.ct_eq(&[0u8; 32]))
    }
}

impl fmt::Debug for SharedSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SharedSecret(<redacted>)")
    }
}

#[cfg(feature = "getrandom")]
fn random_bytes() -> [u8; 32] {
    let mut b = [0u8; 32];
    // The OS RNG failing is not recoverable for key generation.
    getrandom::getrandom(&mut b).expect("the operating system's random number generator failed");
    b
}
