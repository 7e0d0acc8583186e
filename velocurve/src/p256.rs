//! ECDH on NIST P-256 (FIPS 186-5; SEC 2 `secp256r1`; `prime256v1`):
//! `y^2 = x^3 - 3x + b` over `p = 2^256 - 2^224 + 2^192 + 2^96 - 1`, a
//! curve of **prime order** `n` (cofactor 1).
//!
//! The vocabulary is [`crate::curve13318`]'s (and RustCrypto's
//! `p256::ecdh`, ring's `agreement`): a [`SecretKey`] is an integer in `1
//! ..= n - 1`, a [`PublicKey`] is a point other than the identity, given in
//! SEC1 form (33 bytes compressed, 65 uncompressed, big-endian), and a
//! [`SharedSecret`] is the `x`-coordinate of `[secret] public`, 32 bytes
//! big-endian (SEC1's field-element-to-octet-string, SP 800-56A's `Z`).
//!
//! ```
//! use velocurve::p256::{PublicKey, SecretKey};
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
//! # What is checked
//!
//! Every public key is checked when it is decoded, each failure with its
//! own [`Error`]: a wrong length ([`Error::PointLength`]) or first byte
//! ([`Error::PointPrefix`]), the identity ([`Error::PointIdentity`]), a
//! coordinate `>= p` ([`Error::PointCoordinateOutOfRange`]), a point off
//! the curve or an `x` with no `y` ([`Error::PointNotOnCurve`]). Since the
//! group has prime order, every other point generates it: no small-subgroup
//! or invalid-curve input gets through, and no cofactor clearing is
//! needed. A secret key outside `1 ..= n - 1` is
//! [`Error::SecretScalarOutOfRange`].
//!
//! # Backends and constant time
//!
//! The shared secret is the signed window `w = 5` on the complete
//! Renes–Costello–Batina formulas, the public key the fixed-base comb on a
//! generated table of multiples of `G`; both are constant time in the
//! secret scalar, with one constant-time inversion at the end. The field
//! is the backend's: `portable51` runs the generic Montgomery-form GF(p) of
//! `field/fp.rs` (`u128` products, every target), `mulx64` (and `avx2`,
//! `ifma`, which have no P-256 kernel of their own) the `mulx`/`adcx`/`adox`
//! field of `field/fp256_mulx.rs` with the Montgomery-friendly reduction of
//! `p`; every backend gives the same bytes. Like the rest of the crate,
//! operations run on [`Backend::Auto`] (per
//! [`Operation::P256`](crate::backend::Operation::P256) and
//! [`Operation::P256Base`](crate::backend::Operation::P256Base)) unless a
//! key is made to keep another backend with [`SecretKey::with_backend`].
//! Secrets are wiped on drop and never printed.
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

use crate::Error;
use crate::backend::{Backend, Operation};
use crate::engine::{self, Engine, Op};
use crate::weierstrass::AffinePoint;
use crate::weierstrass::p256::{self as curve, Invalid, P256, P256Field, Scalar};
use core::fmt;
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Bytes of a secret key.
pub const SECRET_KEY_BYTES: usize = 32;
/// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
pub const COMPRESSED_BYTES: usize = 33;
/// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
pub const UNCOMPRESSED_BYTES: usize = 65;

/// The group order `n`, big-endian.
pub const ORDER: [u8; 32] = {
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        out[31 - i] = (curve::ORDER[i / 8] >> (8 * (i % 8))) as u8;
        i += 1;
    }
    out
};

/// `b` reversed: big-endian to little-endian and back.
fn reversed(b: &[u8]) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (o, x) in out.iter_mut().zip(b.iter().rev()) {
        *o = *x;
    }
    out
}

/// The canonical little-endian `x || y` of a decoded point.
fn xy_bytes<F: P256Field>(p: &AffinePoint<P256<F>>) -> [u8; 64] {
    let mut out = [0u8; 64];
    out[..32].copy_from_slice(&p.x.to_bytes());
    out[32..].copy_from_slice(&p.y.to_bytes());
    out
}

/// The public error of a decoding failure.
fn error(e: Invalid) -> Error {
    match e {
        Invalid::NonCanonical => Error::PointCoordinateOutOfRange,
        Invalid::NotOnCurve => Error::PointNotOnCurve,
    }
}

/// The engine operations of this module.
enum Job<'a> {
    /// `[k] P` for a checked point (`x || y`, little-endian, canonical).
    Mul(&'a [u8; 32], &'a [u8; 64]),
    /// `[k] G`.
    MulBase(&'a [u8; 32]),
}

impl Op for Job<'_> {
    type Output = [u8; 64];
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> [u8; 64] {
        match self {
            Job::Mul(k, p) => e.p256_mul(k, &curve::from_checked_xy::<E::FieldP256>(p)),
            Job::MulBase(k) => e.p256_mul_base(k),
        }
    }
}

/// How the coordinates of a point come in (little-endian).
#[derive(Clone, Copy)]
enum Coordinates {
    /// `x`, `y`.
    Xy([u8; 32], [u8; 32]),
    /// `x` and the parity of `y`.
    Compressed([u8; 32], bool),
}

impl Op for Coordinates {
    type Output = Result<[u8; 64], Invalid>;
    #[inline(always)]
    fn run<E: Engine>(self, _: E) -> Result<[u8; 64], Invalid> {
        let p = match self {
            Coordinates::Xy(x, y) => curve::decode_xy::<E::FieldP256>(&x, &y)?,
            Coordinates::Compressed(x, odd) => curve::decompress::<E::FieldP256>(&x, odd)?,
        };
        Ok(xy_bytes(&p))
    }
}

/// A public key: a point of P-256 other than the identity, checked when it
/// was decoded. Held as canonical affine coordinates.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey {
    /// `x || y`, little-endian, canonical.
    xy: [u8; 64],
}

impl PublicKey {
    /// Decodes a SEC1 point: `02 || x` or `03 || x` (33 bytes: `y` even or
    /// odd), or `04 || x || y` (65 bytes), big-endian coordinates. Rejects
    /// the identity (`00`), a wrong length or prefix, a coordinate `>= p`
    /// and a point off the curve, each with its own [`Error`].
    pub fn from_sec1_bytes(bytes: &[u8]) -> Result<Self, Error> {
        let length = Error::PointLength {
            compressed: COMPRESSED_BYTES,
            uncompressed: UNCOMPRESSED_BYTES,
            actual: bytes.len(),
        };
        let (&prefix, rest) = bytes.split_first().ok_or(length)?;
        let coordinates = match (prefix, bytes.len()) {
            (0x00, 1) => return Err(Error::PointIdentity),
            (0x02 | 0x03, COMPRESSED_BYTES) => {
                Coordinates::Compressed(reversed(rest), prefix == 0x03)
            }
            (0x04, UNCOMPRESSED_BYTES) => {
                Coordinates::Xy(reversed(&rest[..32]), reversed(&rest[32..]))
            }
            (0x00 | 0x02 | 0x03 | 0x04, _) => return Err(length),
            _ => return Err(Error::PointPrefix { prefix }),
        };
        let xy = engine::run(Backend::Auto, Operation::P256, coordinates).map_err(error)?;
        Ok(PublicKey { xy })
    }

    /// The SEC1 compressed form `02 || x` (`y` even) or `03 || x` (`y`
    /// odd), big-endian.
    pub fn to_compressed(&self) -> [u8; COMPRESSED_BYTES] {
        let mut out = [0u8; COMPRESSED_BYTES];
        out[0] = 0x02 | (self.xy[32] & 1);
        out[1..].copy_from_slice(&reversed(&self.xy[..32]));
        out
    }

    /// The SEC1 uncompressed form `04 || x || y`, big-endian.
    pub fn to_uncompressed(&self) -> [u8; UNCOMPRESSED_BYTES] {
        let mut out = [0u8; UNCOMPRESSED_BYTES];
        out[0] = 0x04;
        out[1..33].copy_from_slice(&reversed(&self.xy[..32]));
        out[33..].copy_from_slice(&reversed(&self.xy[32..]));
        out
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicKey(")?;
        for b in self.to_compressed() {
            write!(f, "{b:02x}")?;
        }
        write!(f, ")")
    }
}

impl TryFrom<&[u8]> for PublicKey {
    type Error = Error;

    /// [`PublicKey::from_sec1_bytes`].
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        PublicKey::from_sec1_bytes(bytes)
    }
}

/// A secret key: an integer in `1 ..= n - 1`. Wiped on drop; `Debug`
/// prints no secret.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SecretKey {
    /// The scalar, little-endian, canonical (`< n`), nonzero.
    scalar: [u8; 32],
    #[zeroize(skip)]
    backend: Backend,
}

impl SecretKey {
    /// The bytes of a `SecretKey` that hold public data: the backend tag
    /// (for the taint checker; see `__bench`).
    #[cfg(feature = "bench-hooks")]
    pub(crate) fn public_bytes() -> core::ops::Range<usize> {
        let at = core::mem::offset_of!(SecretKey, backend);
        at..at + core::mem::size_of::<Backend>()
    }

    /// A fresh key from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        SecretKey::random_from_rng(&mut OsRandom)
    }

    /// A fresh key from the given cryptographic RNG: 64 random bytes
    /// reduced modulo `n` (bias below `2^-256`), drawn again in the
    /// negligible case that the result is zero.
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        loop {
            let mut wide = [0u8; 64];
            rng.fill_bytes(&mut wide);
            let mut s = Scalar::from_bytes_mod_order(&wide);
            wide.zeroize();
            let zero = bool::from(s.is_zero());
            let key = SecretKey {
                scalar: s.to_bytes(),
                backend: Backend::Auto,
            };
            s.zeroize();
            if !zero {
                return key;
            }
        }
    }

    /// The key of a big-endian 32-byte integer (SEC1's octet string, as
    /// RustCrypto's and OpenSSL's); [`Error::SecretScalarOutOfRange`]
    /// unless it is in `1 ..= n - 1`. The range check is constant time.
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        let mut le = reversed(bytes);
        let canonical = Scalar::from_canonical_bytes(&le).is_some();
        let ok = canonical & !le.ct_eq(&[0u8; 32]);
        let key = if bool::from(ok) {
            Ok(SecretKey {
                scalar: le,
                backend: Backend::Auto,
            })
        } else {
            Err(Error::SecretScalarOutOfRange)
        };
        le.zeroize();
        key
    }

    /// [`SecretKey::from_bytes`] from a slice; [`Error::SecretKeyLength`]
    /// unless it has 32 bytes. The caller's slice is not wiped.
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let b: &[u8; 32] = bytes.try_into().map_err(|_| Error::SecretKeyLength {
            expected: SECRET_KEY_BYTES,
            actual: bytes.len(),
        })?;
        SecretKey::from_bytes(b)
    }

    /// The scalar, big-endian.
    pub fn to_bytes(&self) -> [u8; 32] {
        reversed(&self.scalar)
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
    pub fn public_key(&self) -> PublicKey {
        // k in 1 ..= n - 1 and G of order n: never the identity.
        let xy = engine::run(
            self.backend,
            Operation::P256Base,
            Job::MulBase(&self.scalar),
        );
        PublicKey { xy }
    }

    /// The shared secret with `their_public`: the `x`-coordinate of `[k]
    /// P`, 32 bytes big-endian. It is never the identity (the group has
    /// prime order, `k` is not a multiple of it and a checked public key
    /// is not the identity), so this never fails today; the `Result` is the
    /// signature the NIST curves share.
    pub fn diffie_hellman(&self, their_public: &PublicKey) -> Result<SharedSecret, Error> {
        let mut xy = engine::run(
            self.backend,
            Operation::P256,
            Job::Mul(&self.scalar, &their_public.xy),
        );
        let secret = SharedSecret(reversed(&xy[..32]));
        xy.zeroize();
        Ok(secret)
    }
}

impl fmt::Debug for SecretKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretKey")
            .field("backend", &self.backend)
            .finish_non_exhaustive()
    }
}

/// The result of an exchange: the `x`-coordinate of the shared point, 32
/// bytes big-endian. Wiped on drop; `Debug` prints no secret.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SharedSecret([u8; 32]);

impl SharedSecret {
    /// The 32 bytes (big-endian `x`).
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The 32 bytes (big-endian `x`).
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0
    }
}

impl fmt::Debug for SharedSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SharedSecret(..)")
    }
}

/// A batch of exchanges (`MulBatch`) or of public keys (`MulBaseBatch`)
/// through the engine: the keys, the peers' points and the output.
struct MulBatch<'a>(&'a [SecretKey], &'a [PublicKey], &'a mut [[u8; 32]]);
struct MulBaseBatch<'a>(&'a [SecretKey], &'a mut [[u8; UNCOMPRESSED_BYTES]]);

impl Op for MulBatch<'_> {
    type Output = ();
    #[inline(always)]
    fn run<E: Engine>(self, _: E) {
        let MulBatch(secrets, publics, out) = self;
        curve::mul_batch::<E::FieldP256>(
            secrets.len(),
            |i| (&secrets[i].scalar, &publics[i].xy),
            |i, mut xy| {
                out[i] = reversed(&xy[..32]);
                xy.zeroize();
            },
        );
    }
}

impl Op for MulBaseBatch<'_> {
    type Output = ();
    #[inline(always)]
    fn run<E: Engine>(self, e: E) {
        let MulBaseBatch(secrets, out) = self;
        curve::mul_base_batch::<E::FieldP256, _>(
            secrets.len(),
            |i| &secrets[i].scalar,
            e.row_lookup(),
            |i, xy| out[i] = PublicKey { xy }.to_uncompressed(),
        );
    }
}

/// Many independent exchanges: `out[i] =
/// secrets[i].diffie_hellman(&publics[i])?.to_bytes()` (the big-endian `x`
/// of `[secrets[i]] publics[i]`), exactly.
///
/// The three slices must have the same length (any length, 0 included),
/// otherwise [`Error::BatchLengthMismatch`] and `out` is untouched; no
/// other error (as for the single exchange). Each key runs the single
/// path's constant-time window; the affine results of up to 64 keys share
/// one constant-time inversion (Montgomery's trick: one inversion and three
/// multiplications per key in place of an inversion per key; see
/// `weierstrass/batch.rs`). No allocation. Constant time in the secret
/// keys. The shape of [`crate::x25519::x25519_batch`]: raw bytes out, so
/// wipe them (`zeroize::Zeroize`) when done. Runs on [`Backend::Auto`]
/// (per [`Operation::P256`]), whatever backend the keys were given with
/// [`SecretKey::with_backend`]; [`diffie_hellman_batch_with_backend`]
/// forces one.
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
pub fn diffie_hellman_batch(
    secrets: &[SecretKey],
    publics: &[PublicKey],
    out: &mut [[u8; SECRET_KEY_BYTES]],
) -> Result<(), Error> {
    diffie_hellman_batch_with_backend(Backend::Auto, secrets, publics, out)
}

/// [`diffie_hellman_batch`] on a forced backend (for every key, whatever
/// backend it keeps); [`Error::BackendUnsupported`] if the CPU lacks it,
/// then the length check.
pub fn diffie_hellman_batch_with_backend(
    backend: Backend,
    secrets: &[SecretKey],
    publics: &[PublicKey],
    out: &mut [[u8; SECRET_KEY_BYTES]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    Error::check_batch(secrets.len(), Some(publics.len()), out.len())?;
    engine::run(backend, Operation::P256, MulBatch(secrets, publics, out));
    Ok(())
}

/// Many public keys (key generation): `out[i] =
/// secrets[i].public_key().to_uncompressed()` (SEC1 `04 || x || y`),
/// exactly.
///
/// The same rules as [`diffie_hellman_batch`]: equal lengths or
/// [`Error::BatchLengthMismatch`] (`points: None`) with `out` untouched;
/// each key runs the single path's constant-time comb, the affine results
/// of up to 64 keys share one inversion. [`PublicKey::from_sec1_bytes`]
/// gives the typed keys back. Runs on [`Backend::Auto`] (per
/// [`Operation::P256Base`]); [`public_key_batch_with_backend`] forces one.
///
/// ```
/// use velocurve::p256::{self, SecretKey};
///
/// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
/// let mut out = vec![[0u8; p256::UNCOMPRESSED_BYTES]; 3];
/// p256::public_key_batch(&secrets, &mut out)?;
/// for i in 0..3 {
///     assert_eq!(out[i], secrets[i].public_key().to_uncompressed());
/// }
/// # Ok::<(), velocurve::Error>(())
/// ```
pub fn public_key_batch(
    secrets: &[SecretKey],
    out: &mut [[u8; UNCOMPRESSED_BYTES]],
) -> Result<(), Error> {
    public_key_batch_with_backend(Backend::Auto, secrets, out)
}

/// [`public_key_batch`] on a forced backend (for every key);
/// [`Error::BackendUnsupported`] if the CPU lacks it, then the length
/// check.
pub fn public_key_batch_with_backend(
    backend: Backend,
    secrets: &[SecretKey],
    out: &mut [[u8; UNCOMPRESSED_BYTES]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    Error::check_batch(secrets.len(), None, out.len())?;
    engine::run(backend, Operation::P256Base, MulBaseBatch(secrets, out));
    Ok(())
}

/// The operating system's generator as a `rand_core` generator.
#[cfg(feature = "getrandom")]
struct OsRandom;

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

crate::nist_pkcs8::key_formats!("1.2.840.10045.3.1.7", "P-256", "p256");
