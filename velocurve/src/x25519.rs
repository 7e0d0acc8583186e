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

use crate::backend::Backend;
use crate::{Error, edwards, montgomery};
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
/// canonical encoding. Constant time in `scalar`. Uses [`Backend::auto`].
pub fn x25519(scalar: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    montgomery::x25519_ladder(Backend::auto(), &montgomery::clamp(scalar), u)
}

/// `x25519(scalar, &BASEPOINT)`, computed through the twisted Edwards form
/// with precomputed tables (several times faster than the ladder).
pub fn x25519_base(scalar: &[u8; 32]) -> [u8; 32] {
    edwards::x25519_base(Backend::auto(), &montgomery::clamp(scalar))
}

/// [`x25519`] on a forced backend; an error if the CPU lacks it.
pub fn x25519_with_backend(
    backend: Backend,
    scalar: &[u8; 32],
    u: &[u8; 32],
) -> Result<[u8; 32], Error> {
    let backend = backend.check()?;
    Ok(montgomery::x25519_ladder(
        backend,
        &montgomery::clamp(scalar),
        u,
    ))
}

/// [`x25519_base`] on a forced backend; an error if the CPU lacks it.
pub fn x25519_base_with_backend(backend: Backend, scalar: &[u8; 32]) -> Result<[u8; 32], Error> {
    let backend = backend.check()?;
    Ok(edwards::x25519_base(backend, &montgomery::clamp(scalar)))
}

/// The backend of the batch functions when none is forced: [`Backend::Ifma`]
/// where the CPU has it (eight ladders per group: measured several times
/// faster per key than any single operation, see `docs/BACKENDS.md`),
/// otherwise [`Backend::auto`].
pub fn batch_backend() -> Backend {
    if Backend::Ifma.is_supported() {
        Backend::Ifma
    } else {
        Backend::auto()
    }
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
/// Constant time in the scalars. Uses [`batch_backend`].
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
    x25519_batch_with_backend(batch_backend(), scalars, points, out)
}

/// [`x25519_base`] on many scalars (key generation): `out[i] =
/// x25519_base(&scalars[i])`. Same length rule and dispatch as
/// [`x25519_batch`]; with AVX-512 IFMA the groups of eight run the ladder
/// on u = 9 in the zmm lanes.
pub fn x25519_base_batch(scalars: &[[u8; 32]], out: &mut [[u8; 32]]) -> Result<(), Error> {
    x25519_base_batch_with_backend(batch_backend(), scalars, out)
}

/// [`x25519_batch`] on a forced backend; an error if the CPU lacks it. On
/// backends other than [`Backend::Ifma`] every key runs as a single
/// operation on that backend.
pub fn x25519_batch_with_backend(
    backend: Backend,
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    if scalars.len() != points.len() || scalars.len() != out.len() {
        return Err(Error::BatchLengthMismatch {
            scalars: scalars.len(),
            points: Some(points.len()),
            outputs: out.len(),
        });
    }
    montgomery::batch::x25519_batch(backend, scalars, Some(points), out);
    Ok(())
}

/// [`x25519_base_batch`] on a forced backend; an error if the CPU lacks it.
pub fn x25519_base_batch_with_backend(
    backend: Backend,
    scalars: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    if scalars.len() != out.len() {
        return Err(Error::BatchLengthMismatch {
            scalars: scalars.len(),
            points: None,
            outputs: out.len(),
        });
    }
    montgomery::batch::x25519_batch(backend, scalars, None, out);
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
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct StaticSecret([u8; 32]);

impl StaticSecret {
    /// A fresh secret from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        StaticSecret(random_bytes())
    }

    /// A fresh secret from the given cryptographic RNG.
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        StaticSecret(b)
    }

    /// The exchange with `their_public`; [`Error::NonContributory`] if the
    /// result is all zeros.
    pub fn diffie_hellman(&self, their_public: &PublicKey) -> Result<SharedSecret, Error> {
        SharedSecret::checked(x25519(&self.0, &their_public.0))
    }

    /// The exchange with no contributory check (for protocols such as Noise
    /// that must not reject any peer key).
    pub fn diffie_hellman_unchecked(&self, their_public: &PublicKey) -> SharedSecret {
        SharedSecret(x25519(&self.0, &their_public.0))
    }

    /// The 32 secret bytes as given (unclamped).
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }

    /// The 32 secret bytes as given (unclamped).
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

impl From<[u8; 32]> for StaticSecret {
    fn from(bytes: [u8; 32]) -> Self {
        StaticSecret(bytes)
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
        Ok(StaticSecret(b))
    }
}

impl From<&StaticSecret> for PublicKey {
    fn from(secret: &StaticSecret) -> Self {
        PublicKey(x25519_base(&secret.0))
    }
}

impl fmt::Debug for StaticSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("StaticSecret(<redacted>)")
    }
}

/// A secret key for one exchange only: `diffie_hellman` consumes it.
#[derive(Zeroize, ZeroizeOnDrop)]
pub struct EphemeralSecret([u8; 32]);

impl EphemeralSecret {
    /// A fresh secret from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        EphemeralSecret(random_bytes())
    }

    /// A fresh secret from the given cryptographic RNG.
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        EphemeralSecret(b)
    }

    /// The exchange with `their_public`, consuming the secret;
    /// [`Error::NonContributory`] if the result is all zeros.
    pub fn diffie_hellman(self, their_public: &PublicKey) -> Result<SharedSecret, Error> {
        SharedSecret::checked(x25519(&self.0, &their_public.0))
    }
}

impl From<&EphemeralSecret> for PublicKey {
    fn from(secret: &EphemeralSecret) -> Self {
        PublicKey(x25519_base(&secret.0))
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
