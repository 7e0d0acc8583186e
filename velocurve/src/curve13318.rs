//! ECDH on Curve13318: `y^2 = x^3 - 3x + 13318` over `2^255 - 19`, a curve
//! of **prime order** `n = 2^255 + 325610659388873400306201440571661405155`
//! (cofactor 1), proposed by Barreto in 2017 and measured against
//! Curve25519 by Schwabe and Sprenkels ("The complete cost of cofactor h =
//! 1", Indocrypt 2019).
//!
//! The vocabulary is that of the NIST-curve ECDH libraries (RustCrypto's
//! `p256::ecdh`, ring's `agreement`): a [`SecretKey`] is an integer in `1
//! ..= n - 1`, a [`PublicKey`] is a point other than the identity, given in
//! SEC1 form (33 bytes compressed, 65 uncompressed, big-endian) or in the
//! 64-byte little-endian `x || y` form of the paper's reference software,
//! and a [`SharedSecret`] is the `x`-coordinate of `[secret] public`, 32
//! bytes big-endian (SEC1's field-element-to-octet-string, as every
//! NIST-curve library returns it). [`scalarmult`] is the reference code's
//! raw function.
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
//! # What is checked
//!
//! Every public key is checked when it is decoded, each failure with its
//! own [`Error`]: a wrong length ([`Error::PointLength`]) or first byte
//! ([`Error::PointPrefix`]), the identity ([`Error::PointIdentity`]), a
//! coordinate `>= p` ([`Error::PointCoordinateOutOfRange`]), a point off
//! the curve or an `x` with no `y` ([`Error::PointNotOnCurve`]). Since the
//! group has prime order, every other point generates it: no small-subgroup
//! or invalid-curve input gets through, and no cofactor clearing or
//! contributory check is needed. A secret key outside `1 ..= n - 1` is
//! [`Error::SecretScalarOutOfRange`].
//!
//! # The generator
//!
//! No base point is standardised; velocurve uses `G = (0, sqrt(13318))`
//! with the odd square root ([`GENERATOR_XY`]), the point the paper's
//! software benchmarks with.
//!
//! # Backends and constant time
//!
//! Scalar multiplication is the signed window `w = 5` of the paper on the
//! complete Renes–Costello–Batina formulas, constant time in the secret
//! scalar on every backend; one constant-time inversion at the end. Like
//! the rest of the crate, operations run on [`Backend::Auto`] (per
//! [`Operation::Curve13318`](crate::backend::Operation::Curve13318) and
//! [`Operation::Curve13318Base`](crate::backend::Operation::Curve13318Base))
//! unless a key is made to keep another backend with
//! [`SecretKey::with_backend`]. Secrets are wiped on drop and never
//! printed.

#![forbid(unsafe_code)]

use crate::Error;
use crate::backend::{Backend, Operation};
use crate::engine::{self, Engine, Op};
use crate::field::{Field, Field25519};
use crate::weierstrass::curve13318::{self as curve, Invalid, Scalar};
use core::fmt;
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Bytes of a secret key.
pub const SECRET_KEY_BYTES: usize = 32;
/// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
pub const COMPRESSED_BYTES: usize = 33;
/// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
pub const UNCOMPRESSED_BYTES: usize = 65;
/// Bytes of the reference code's point form (`x || y`, little-endian).
pub const XY_BYTES: usize = 64;

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

/// `b` reversed: big-endian to little-endian and back.
fn reversed(b: &[u8]) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (o, x) in out.iter_mut().zip(b.iter().rev()) {
        *o = *x;
    }
    out
}

/// The engine operations of this module.
enum Job<'a> {
    /// `[k] P` for a checked point.
    Mul(&'a [u8; 32], &'a [u8; 64]),
    /// `[k] G`.
    MulBase(&'a [u8; 32]),
}

impl Op for Job<'_> {
    type Output = [u8; 64];
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> [u8; 64] {
        match self {
            Job::Mul(k, p) => e.curve13318_mul(k, &curve::from_checked_xy::<E::F>(p)),
            Job::MulBase(k) => e.curve13318_mul_base(k),
        }
    }
}

/// How the coordinates of a point come in.
#[derive(Clone, Copy)]
enum Coordinates<'a> {
    /// Little-endian `x`, `y`; `lenient`: reduced mod `p` (the reference
    /// code) rather than rejected when `>= p`.
    Xy(&'a [u8; 32], &'a [u8; 32], bool),
    /// Little-endian `x` and the parity of `y`.
    Compressed(&'a [u8; 32], bool),
}

impl Op for Coordinates<'_> {
    type Output = Result<[u8; 64], Invalid>;
    #[inline(always)]
    fn run<E: Engine>(self, _: E) -> Result<[u8; 64], Invalid> {
        let p = match self {
            Coordinates::Xy(x, y, false) => curve::decode_xy::<E::F>(x, y)?,
            Coordinates::Xy(x, y, true) => {
                let words = |b: &[u8; 32]| -> [u64; 4] {
                    core::array::from_fn(|i| {
                        u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap_or([0; 8]))
                    })
                };
                let (x, y) = (E::F::from_u64x4(&words(x)), E::F::from_u64x4(&words(y)));
                curve::decode_xy::<E::F>(&x.to_bytes(), &y.to_bytes())?
            }
            Coordinates::Compressed(x, odd) => curve::decompress::<E::F>(x, odd)?,
        };
        let mut out = [0u8; 64];
        out[..32].copy_from_slice(&p.x.to_bytes());
        out[32..].copy_from_slice(&p.y.to_bytes());
        Ok(out)
    }
}

/// Decodes coordinates on `backend` into canonical `x || y`.
fn decode(backend: Backend, c: Coordinates<'_>) -> Result<[u8; 64], Error> {
    engine::run(backend, Operation::Curve13318, c).map_err(|e| match e {
        Invalid::NonCanonical => Error::PointCoordinateOutOfRange,
        Invalid::NotOnCurve => Error::PointNotOnCurve,
    })
}

/// The two 32-byte halves of 64 bytes.
fn halves(b: &[u8; 64]) -> (&[u8; 32], &[u8; 32]) {
    let (x, y) = b.split_at(32);
    (
        x.try_into().unwrap_or(&[0; 32]),
        y.try_into().unwrap_or(&[0; 32]),
    )
}

/// A public key: a point of Curve13318 other than the identity, checked
/// when it was decoded. Held as canonical affine coordinates.
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
            (0x02 | 0x03, COMPRESSED_BYTES) => (reversed(rest), None),
            (0x04, UNCOMPRESSED_BYTES) => (reversed(&rest[..32]), Some(reversed(&rest[32..]))),
            (0x00 | 0x02 | 0x03 | 0x04, _) => return Err(length),
            _ => return Err(Error::PointPrefix { prefix }),
        };
        let xy = match coordinates {
            (x, None) => decode(Backend::Auto, Coordinates::Compressed(&x, prefix == 0x03))?,
            (x, Some(y)) => decode(Backend::Auto, Coordinates::Xy(&x, &y, false))?,
        };
        Ok(PublicKey { xy })
    }

    /// Decodes the reference code's form: `x || y`, 32 bytes each,
    /// little-endian. Rejects the identity (64 zero bytes, which the
    /// reference code outputs for it), a coordinate `>= p` and a point off
    /// the curve.
    pub fn from_xy_le_bytes(bytes: &[u8; 64]) -> Result<Self, Error> {
        if bytes.iter().all(|&b| b == 0) {
            return Err(Error::PointIdentity);
        }
        let (x, y) = halves(bytes);
        Ok(PublicKey {
            xy: decode(Backend::Auto, Coordinates::Xy(x, y, false))?,
        })
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

    /// The reference code's form `x || y`, little-endian.
    pub fn to_xy_le_bytes(&self) -> [u8; XY_BYTES] {
        self.xy
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
    /// unless it is in `1 ..= n - 1`.
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        let mut le = reversed(bytes);
        let key = SecretKey::from_le_bytes(&le);
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

    /// The key of a little-endian 32-byte integer (the reference code's
    /// scalar order); [`Error::SecretScalarOutOfRange`] unless it is in `1
    /// ..= n - 1`. The range check is constant time.
    pub fn from_le_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        let canonical = Scalar::from_canonical_bytes(bytes).is_some();
        let ok = canonical & !bytes.ct_eq(&[0u8; 32]);
        if bool::from(ok) {
            Ok(SecretKey {
                scalar: *bytes,
                backend: Backend::Auto,
            })
        } else {
            Err(Error::SecretScalarOutOfRange)
        }
    }

    /// The scalar, big-endian.
    pub fn to_bytes(&self) -> [u8; 32] {
        reversed(&self.scalar)
    }

    /// The scalar, little-endian.
    pub fn to_le_bytes(&self) -> [u8; 32] {
        self.scalar
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

    /// The public key `[k] G`.
    pub fn public_key(&self) -> PublicKey {
        // k in 1 ..= n - 1 and G of order n: never the identity.
        let xy = engine::run(
            self.backend,
            Operation::Curve13318Base,
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
            Operation::Curve13318,
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

/// A batch of `[k_i] P_i` on the engine: `emit(i, x || y)`.
struct MulBatch<'a, O>(&'a [SecretKey], &'a [PublicKey], O);

impl<O: FnMut(usize, [u8; 64])> Op for MulBatch<'_, O> {
    type Output = ();
    #[inline(always)]
    fn run<E: Engine>(self, e: E) {
        let (secrets, publics) = (self.0, self.1);
        curve::mul_batch::<E::F>(
            secrets.len(),
            |i| (&secrets[i].scalar, &publics[i].xy),
            |ks, xs, ys| e.curve13318_mul8(ks, xs, ys),
            self.2,
        );
    }
}

/// A batch of `[k_i] G` on the engine: `emit(i, x || y)`.
struct MulBaseBatch<'a, O>(&'a [SecretKey], O);

impl<O: FnMut(usize, [u8; 64])> Op for MulBaseBatch<'_, O> {
    type Output = ();
    #[inline(always)]
    fn run<E: Engine>(self, e: E) {
        let secrets = self.0;
        curve::mul_base_batch::<E::F, _>(
            secrets.len(),
            |i| &secrets[i].scalar,
            e.row_lookup(),
            |ks| e.curve13318_mul_base8(ks),
            self.1,
        );
    }
}

/// Many independent exchanges: `out[i] =
/// secrets[i].diffie_hellman(&publics[i])?.to_bytes()` (the big-endian `x`
/// of `[secrets[i]] publics[i]`), exactly.
///
/// The three slices must have the same length (any length, 0 included),
/// otherwise [`Error::BatchLengthMismatch`] and `out` is untouched; no
/// other error (as for the single exchange). On CPUs with AVX-512 IFMA the
/// keys run eight at a time, one per 64-bit lane of zmm registers
/// (`weierstrass/vector/lanes8.rs`); every key runs the single path's
/// constant-time window otherwise, and the fewer than eight keys left over
/// do anyway. The affine results of up to 64 keys share one constant-time
/// inversion. No allocation. Constant time in the secret keys. Raw bytes
/// out, as [`crate::x25519::x25519_batch`]: wipe them
/// (`zeroize::Zeroize`) when done. Runs on
/// [`Backend::Auto`](crate::backend::Backend::Auto) for
/// [`Operation::Curve13318Batch`](crate::backend::Operation::Curve13318Batch)
/// (the keys' own backends are not consulted);
/// [`diffie_hellman_batch_with_backend`] forces one.
///
/// ```
/// use velocurve::curve13318::{self, PublicKey, SecretKey};
///
/// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
/// let publics: Vec<PublicKey> = (0..3).map(|_| SecretKey::random().public_key()).collect();
/// let mut out = vec![[0u8; curve13318::SECRET_KEY_BYTES]; 3];
/// curve13318::diffie_hellman_batch(&secrets, &publics, &mut out)?;
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
    batch_shared(Backend::Auto, secrets, publics, out)
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
    batch_shared(backend, secrets, publics, out)
}

/// Many public keys (key generation): `out[i] =
/// secrets[i].public_key().to_uncompressed()` (SEC1 `04 || x || y`),
/// exactly.
///
/// The same rules as [`diffie_hellman_batch`]: equal lengths or
/// [`Error::BatchLengthMismatch`] (`points: None`) with `out` untouched;
/// eight keys at a time in the lanes of zmm registers on CPUs with AVX-512
/// IFMA (the comb in every lane), the single path's comb otherwise; one
/// inversion per 64 keys. [`PublicKey::from_sec1_bytes`] gives the typed
/// keys back. Runs on [`Backend::Auto`](crate::backend::Backend::Auto) for
/// [`Operation::Curve13318BaseBatch`](crate::backend::Operation::Curve13318BaseBatch);
/// [`public_key_batch_with_backend`] forces a backend.
///
/// ```
/// use velocurve::curve13318::{self, SecretKey};
///
/// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
/// let mut out = vec![[0u8; curve13318::UNCOMPRESSED_BYTES]; 3];
/// curve13318::public_key_batch(&secrets, &mut out)?;
/// for i in 0..3 {
///     assert_eq!(out[i], secrets[i].public_key().to_uncompressed());
/// }
/// # Ok::<(), velocurve::Error>(())
/// ```
pub fn public_key_batch(
    secrets: &[SecretKey],
    out: &mut [[u8; UNCOMPRESSED_BYTES]],
) -> Result<(), Error> {
    batch_public(Backend::Auto, secrets, out)
}

/// [`public_key_batch`] on a forced backend; [`Error::BackendUnsupported`]
/// if the CPU lacks it, then the length check.
pub fn public_key_batch_with_backend(
    backend: Backend,
    secrets: &[SecretKey],
    out: &mut [[u8; UNCOMPRESSED_BYTES]],
) -> Result<(), Error> {
    let backend = backend.check()?;
    batch_public(backend, secrets, out)
}

/// [`diffie_hellman_batch`] on `backend`.
fn batch_shared(
    backend: Backend,
    secrets: &[SecretKey],
    publics: &[PublicKey],
    out: &mut [[u8; SECRET_KEY_BYTES]],
) -> Result<(), Error> {
    Error::check_batch(secrets.len(), Some(publics.len()), out.len())?;
    let emit = |i: usize, mut xy: [u8; 64]| {
        out[i] = reversed(&xy[..32]);
        xy.zeroize();
    };
    engine::run(
        backend,
        Operation::Curve13318Batch,
        MulBatch(secrets, publics, emit),
    );
    Ok(())
}

/// [`public_key_batch`] on `backend`.
fn batch_public(
    backend: Backend,
    secrets: &[SecretKey],
    out: &mut [[u8; UNCOMPRESSED_BYTES]],
) -> Result<(), Error> {
    Error::check_batch(secrets.len(), None, out.len())?;
    let emit = |i: usize, xy: [u8; 64]| out[i] = PublicKey { xy }.to_uncompressed();
    engine::run(
        backend,
        Operation::Curve13318BaseBatch,
        MulBaseBatch(secrets, emit),
    );
    Ok(())
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
    let p = decode(backend, Coordinates::Xy(x, y, true))?;
    let mut k = *scalar;
    k[31] &= 0x7f;
    let out = engine::run(backend, Operation::Curve13318, Job::Mul(&k, &p));
    k.zeroize();
    Ok(out)
}

/// `[k] G` in the reference code's form, for a 32-byte little-endian
/// `scalar` whose bit 255 is ignored (see [`scalarmult`]). Constant time in
/// `scalar`.
pub fn scalarmult_base(scalar: &[u8; 32]) -> [u8; 64] {
    let mut k = *scalar;
    k[31] &= 0x7f;
    let out = engine::run(Backend::Auto, Operation::Curve13318Base, Job::MulBase(&k));
    k.zeroize();
    out
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
