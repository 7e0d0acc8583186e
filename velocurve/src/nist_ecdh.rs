//! The ECDH API of the NIST curves P-192, P-224, P-384 and P-521, written
//! once: [`ecdh_api!`] expands, inside each curve's public module, to its
//! [`SecretKey`](crate::p384::SecretKey),
//! [`PublicKey`](crate::p384::PublicKey) and
//! [`SharedSecret`](crate::p384::SharedSecret) with the vocabulary of
//! [`crate::p256`] and [`crate::curve13318`], sized by the curve's field.
//! The arithmetic is the generic code of `weierstrass/nist.rs`.

#![forbid(unsafe_code)]

use crate::backend::Backend;
use core::fmt;

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

/// `b` reversed into a fixed-size array (big-endian to little-endian and
/// back); `b.len() == L`.
pub(crate) fn reversed<const L: usize>(b: &[u8]) -> [u8; L] {
    let mut out = [0u8; L];
    for (o, x) in out.iter_mut().zip(b.iter().rev()) {
        *o = *x;
    }
    out
}

/// The public error of a decoding failure.
pub(crate) fn point_error(e: crate::weierstrass::nist::Invalid) -> crate::Error {
    use crate::weierstrass::nist::Invalid;
    match e {
        Invalid::NonCanonical => crate::Error::PointCoordinateOutOfRange,
        Invalid::NotOnCurve => crate::Error::PointNotOnCurve,
    }
}

/// What a secret key remembers of how to run (its [`Backend`]), and its
/// `Debug`.
pub(crate) trait KeyTag: Copy + Default {
    /// The key's `Debug`: never the secret.
    fn fmt_key(self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl KeyTag for Backend {
    fn fmt_key(self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretKey")
            .field("backend", &self)
            .finish_non_exhaustive()
    }
}

/// The public ECDH types of one NIST curve: `$curve` (a
/// `weierstrass::nist` curve), `$scalar` its scalar type, `$l` the bytes of
/// a field element and of a scalar, `$n`, `$k`, `$r`, `$d` its words, table
/// entry words, comb rows and window digits, `$name` its name for the
/// documentation.
///
/// The group operations come from a module `ops` of the curve's module,
/// written by `engine::nist_ops!` (through [`crate::engine`]): `Tag` (the
/// [`KeyTag`] a secret key keeps, its backend), `decode` (SEC1 coordinates
/// to a checked point's canonical `(x, y)`), `mul_base(tag, k)` and
/// `mul(tag, k, x, y)`. The keys get `with_backend` and `backend`, as
/// P-256's. (The trailing `engine` names the form; an earlier form for a
/// curve with one field and no backend choice is gone.)
macro_rules! ecdh_api {
    (
        $curve:ty, $scalar:ty, $l:literal, $n:literal, $k:literal, $r:expr, $d:expr, $name:literal,
        engine
    ) => {
        crate::nist_ecdh::ecdh_api!(@api $curve, $scalar, $l, $n, $k, $r, $name, {
            /// The same key, running its operations (the public key, every
            /// exchange) on `backend`; [`Error::BackendUnsupported`] if the
            /// CPU lacks it.
            pub fn with_backend(
                mut self,
                backend: crate::backend::Backend,
            ) -> Result<Self, Error> {
                self.backend = backend.check()?;
                Ok(self)
            }

            /// The backend the key runs its operations on.
            pub fn backend(&self) -> crate::backend::Backend {
                self.backend
            }

            /// The bytes of a `SecretKey` that hold public data: the backend
            /// tag (for the taint checker; see `__bench`).
            #[cfg(feature = "bench-hooks")]
            pub(crate) fn public_bytes() -> core::ops::Range<usize> {
                let at = core::mem::offset_of!(SecretKey, backend);
                at..at + core::mem::size_of::<crate::backend::Backend>()
            }
        });
    };
    (@api $curve:ty, $scalar:ty, $l:literal, $n:literal, $k:literal, $r:expr, $name:literal,
     { $($key_items:tt)* }) => {
        use crate::Error;
        use crate::nist_ecdh::{KeyTag, point_error, reversed};
        use crate::weierstrass::nist::Coordinates;
        use core::fmt;
        use subtle::ConstantTimeEq;
        use zeroize::{Zeroize, ZeroizeOnDrop};

        /// Bytes of a secret key (and of a field element, and of a shared
        /// secret).
        pub const SECRET_KEY_BYTES: usize = $l;
        /// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
        pub const COMPRESSED_BYTES: usize = 1 + $l;
        /// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
        pub const UNCOMPRESSED_BYTES: usize = 1 + 2 * $l;

        /// The group order `n`, big-endian.
        pub const ORDER: [u8; $l] = {
            let n = <$curve as crate::weierstrass::comb::CombCurve<$n, $k, { $r }>>::ORDER;
            let mut out = [0u8; $l];
            let mut i = 0;
            while i < $l {
                out[$l - 1 - i] = (n[i / 8] >> (8 * (i % 8))) as u8;
                i += 1;
            }
            out
        };

        #[doc = concat!("A public key: a point of ", $name, " other than the identity, checked")]
        /// when it was decoded. Held as canonical affine coordinates.
        #[derive(Clone, Copy, PartialEq, Eq)]
        pub struct PublicKey {
            /// `x`, little-endian, canonical.
            x: [u8; $l],
            /// `y`, little-endian, canonical.
            y: [u8; $l],
        }

        impl PublicKey {
            /// Decodes a SEC1 point: `02 || x` or `03 || x` (compressed: `y`
            /// even or odd), or `04 || x || y` (uncompressed), big-endian
            /// coordinates of [`SECRET_KEY_BYTES`] bytes. Rejects the
            /// identity (`00`), a wrong length or prefix, a coordinate `>= p`
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
                        Coordinates::Xy(reversed(&rest[..$l]), reversed(&rest[$l..]))
                    }
                    (0x00 | 0x02 | 0x03 | 0x04, _) => return Err(length),
                    _ => return Err(Error::PointPrefix { prefix }),
                };
                let (x, y) = ops::decode(coordinates).map_err(point_error)?;
                Ok(PublicKey { x, y })
            }

            /// The SEC1 compressed form `02 || x` (`y` even) or `03 || x`
            /// (`y` odd), big-endian.
            pub fn to_compressed(&self) -> [u8; COMPRESSED_BYTES] {
                let mut out = [0u8; COMPRESSED_BYTES];
                out[0] = 0x02 | (self.y[0] & 1);
                out[1..].copy_from_slice(&reversed::<$l>(&self.x));
                out
            }

            /// The SEC1 uncompressed form `04 || x || y`, big-endian.
            pub fn to_uncompressed(&self) -> [u8; UNCOMPRESSED_BYTES] {
                let mut out = [0u8; UNCOMPRESSED_BYTES];
                out[0] = 0x04;
                out[1..1 + $l].copy_from_slice(&reversed::<$l>(&self.x));
                out[1 + $l..].copy_from_slice(&reversed::<$l>(&self.y));
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

        /// A secret key: an integer in `1 ..= n - 1`. Wiped on drop;
        /// `Debug` prints no secret.
        #[derive(Clone, Zeroize, ZeroizeOnDrop)]
        pub struct SecretKey {
            /// The scalar, little-endian, canonical (`< n`), nonzero.
            scalar: [u8; $l],
            /// How its operations run (public).
            #[zeroize(skip)]
            backend: ops::Tag,
        }

        impl SecretKey {
            /// A fresh key from the operating system's random number
            /// generator.
            #[cfg(feature = "getrandom")]
            pub fn random() -> Self {
                SecretKey::random_from_rng(&mut crate::nist_ecdh::OsRandom)
            }

            /// A fresh key from the given cryptographic RNG: twice
            /// [`SECRET_KEY_BYTES`] random bytes reduced modulo `n` (bias
            /// below `2^-(8 SECRET_KEY_BYTES - 1)`), drawn again in the
            /// negligible case that the result is zero.
            pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(
                rng: &mut R,
            ) -> Self {
                loop {
                    let mut wide = [0u8; 2 * $l];
                    rng.fill_bytes(&mut wide);
                    let mut s = <$scalar>::from_bytes_mod_order(&wide);
                    wide.zeroize();
                    let zero = bool::from(s.is_zero());
                    let key = SecretKey {
                        scalar: s.to_bytes(),
                        backend: Default::default(),
                    };
                    s.zeroize();
                    if !zero {
                        return key;
                    }
                }
            }

            /// The key of a big-endian integer of [`SECRET_KEY_BYTES`]
            /// bytes (SEC1's octet string, as RustCrypto's and OpenSSL's);
            /// [`Error::SecretScalarOutOfRange`] unless it is in `1 ..= n -
            /// 1`. The range check is constant time.
            pub fn from_bytes(bytes: &[u8; $l]) -> Result<Self, Error> {
                let mut le = reversed::<$l>(bytes);
                let canonical = <$scalar>::from_canonical_bytes(&le).is_some();
                let ok = canonical & !le.ct_eq(&[0u8; $l]);
                let key = if bool::from(ok) {
                    Ok(SecretKey {
                        scalar: le,
                        backend: Default::default(),
                    })
                } else {
                    Err(Error::SecretScalarOutOfRange)
                };
                le.zeroize();
                key
            }

            /// [`SecretKey::from_bytes`] from a slice;
            /// [`Error::SecretKeyLength`] unless it has
            /// [`SECRET_KEY_BYTES`] bytes. The caller's slice is not wiped.
            pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
                let b: &[u8; $l] = bytes.try_into().map_err(|_| Error::SecretKeyLength {
                    expected: SECRET_KEY_BYTES,
                    actual: bytes.len(),
                })?;
                SecretKey::from_bytes(b)
            }

            /// The scalar, big-endian.
            pub fn to_bytes(&self) -> [u8; $l] {
                reversed(&self.scalar)
            }

            $($key_items)*

            /// The public key `[k] G` (the comb).
            pub fn public_key(&self) -> PublicKey {
                // k in 1 ..= n - 1 and G of order n: never the identity.
                let (x, y) = ops::mul_base(self.backend, &self.scalar);
                PublicKey { x, y }
            }

            /// The shared secret with `their_public`: the `x`-coordinate of
            /// `[k] P`, big-endian. It is never the identity (the group has
            /// prime order, `k` is not a multiple of it and a checked public
            /// key is not the identity), so this never fails today; the
            /// `Result` is the signature the curves share.
            pub fn diffie_hellman(&self, their_public: &PublicKey) -> Result<SharedSecret, Error> {
                let (mut x, mut y) =
                    ops::mul(self.backend, &self.scalar, &their_public.x, &their_public.y);
                let secret = SharedSecret(reversed(&x));
                x.zeroize();
                y.zeroize();
                Ok(secret)
            }
        }

        impl fmt::Debug for SecretKey {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.backend.fmt_key(f)
            }
        }

        /// The result of an exchange: the `x`-coordinate of the shared
        /// point, big-endian ([`SECRET_KEY_BYTES`] bytes). Wiped on drop;
        /// `Debug` prints no secret.
        #[derive(Clone, Zeroize, ZeroizeOnDrop)]
        pub struct SharedSecret([u8; $l]);

        impl SharedSecret {
            /// The bytes (big-endian `x`).
            pub fn as_bytes(&self) -> &[u8; $l] {
                &self.0
            }

            /// The bytes (big-endian `x`).
            pub fn to_bytes(&self) -> [u8; $l] {
                self.0
            }
        }

        impl fmt::Debug for SharedSecret {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("SharedSecret(..)")
            }
        }
    };
}

pub(crate) use ecdh_api;

/// The batch entry points of one NIST curve (P-192, P-224, P-384, P-521),
/// invoked after [`ecdh_api!`] in the curve's module:
/// [`crate::p256::diffie_hellman_batch`] and
/// [`crate::p256::public_key_batch`] sized for the curve. Each key runs the
/// single path's projective multiplication; the affine results of up to
/// 64 keys share one inversion (`weierstrass/batch.rs`).
///
/// It takes the byte length, the curve's name and the module's name `$m`:
/// the curve's `ops` module (from `engine::nist_ops!`) supplies
/// `mul_batch(tag, n, input, emit)` and `mul_base_batch(tag, n, scalar,
/// emit)` through [`crate::engine`], and the functions get
/// `_with_backend` variants.
macro_rules! ecdh_batch_api {
    ($l:literal, $name:literal, $m:literal, engine) => {
        crate::nist_ecdh::ecdh_batch_api!(
            @api $l, $name, $m, ops, crate::backend::Backend::Auto,
            " Runs on [`Backend::Auto`](crate::backend::Backend::Auto) (whatever \
            backend the keys were given with [`SecretKey::with_backend`]); \
            `_with_backend` forces one."
        );

        /// [`diffie_hellman_batch`] on a forced backend (for every key,
        /// whatever backend it keeps); [`Error::BackendUnsupported`] if the
        /// CPU lacks it, then the length check.
        pub fn diffie_hellman_batch_with_backend(
            backend: crate::backend::Backend,
            secrets: &[SecretKey],
            publics: &[PublicKey],
            out: &mut [[u8; SECRET_KEY_BYTES]],
        ) -> Result<(), Error> {
            let backend = backend.check()?;
            batch_shared(backend, secrets, publics, out)
        }

        /// [`public_key_batch`] on a forced backend (for every key);
        /// [`Error::BackendUnsupported`] if the CPU lacks it, then the
        /// length check.
        pub fn public_key_batch_with_backend(
            backend: crate::backend::Backend,
            secrets: &[SecretKey],
            out: &mut [[u8; UNCOMPRESSED_BYTES]],
        ) -> Result<(), Error> {
            let backend = backend.check()?;
            batch_public(backend, secrets, out)
        }
    };
    (@api $l:literal, $name:literal, $m:literal, $ops:ident, $tag:expr, $backend_doc:literal) => {
        #[doc = concat!("Many independent exchanges on ", $name, ": `out[i] = ")]
        /// secrets[i].diffie_hellman(&publics[i])?.to_bytes()` (the
        /// big-endian `x` of `[secrets[i]] publics[i]`), exactly.
        ///
        /// The three slices must have the same length (any length, 0
        /// included), otherwise [`Error::BatchLengthMismatch`] and `out` is
        /// untouched; no other error (as for the single exchange). Each key
        /// runs the single path's constant-time window; the affine results
        /// of up to 64 keys share one constant-time inversion (Montgomery's
        /// trick: one inversion and three multiplications per key in place
        /// of an inversion per key). No allocation. Constant time in the
        /// secret keys. The shape of [`crate::x25519::x25519_batch`]: raw
        /// bytes out, so wipe them (`zeroize::Zeroize`) when done.
        #[doc = $backend_doc]
        ///
        /// ```
        #[doc = concat!("use velocurve::", $m, "::{self, PublicKey, SecretKey};")]
        ///
        /// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
        /// let publics: Vec<PublicKey> =
        ///     (0..3).map(|_| SecretKey::random().public_key()).collect();
        #[doc = concat!("let mut out = vec![[0u8; ", $m, "::SECRET_KEY_BYTES]; 3];")]
        #[doc = concat!($m, "::diffie_hellman_batch(&secrets, &publics, &mut out)?;")]
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
            batch_shared($tag, secrets, publics, out)
        }

        #[doc = concat!("Many public keys on ", $name, " (key generation): `out[i] = ")]
        /// secrets[i].public_key().to_uncompressed()` (SEC1 `04 || x || y`),
        /// exactly.
        ///
        /// The same rules as [`diffie_hellman_batch`]: equal lengths or
        /// [`Error::BatchLengthMismatch`] (`points: None`) with `out`
        /// untouched; each key runs the single path's constant-time comb,
        /// the affine results of up to 64 keys share one inversion.
        /// [`PublicKey::from_sec1_bytes`] gives the typed keys back.
        #[doc = $backend_doc]
        ///
        /// ```
        #[doc = concat!("use velocurve::", $m, "::{self, SecretKey};")]
        ///
        /// let secrets: Vec<SecretKey> = (0..3).map(|_| SecretKey::random()).collect();
        #[doc = concat!("let mut out = vec![[0u8; ", $m, "::UNCOMPRESSED_BYTES]; 3];")]
        #[doc = concat!($m, "::public_key_batch(&secrets, &mut out)?;")]
        /// for i in 0..3 {
        ///     assert_eq!(out[i], secrets[i].public_key().to_uncompressed());
        /// }
        /// # Ok::<(), velocurve::Error>(())
        /// ```
        pub fn public_key_batch(
            secrets: &[SecretKey],
            out: &mut [[u8; UNCOMPRESSED_BYTES]],
        ) -> Result<(), Error> {
            batch_public($tag, secrets, out)
        }

        /// [`diffie_hellman_batch`] on `tag`.
        fn batch_shared(
            tag: ops::Tag,
            secrets: &[SecretKey],
            publics: &[PublicKey],
            out: &mut [[u8; SECRET_KEY_BYTES]],
        ) -> Result<(), Error> {
            Error::check_batch(secrets.len(), Some(publics.len()), out.len())?;
            $ops::mul_batch(
                tag,
                secrets.len(),
                |i| (&secrets[i].scalar, &publics[i].x, &publics[i].y),
                |i, mut x, mut y| {
                    out[i] = reversed(&x);
                    x.zeroize();
                    y.zeroize();
                },
            );
            Ok(())
        }

        /// [`public_key_batch`] on `tag`.
        fn batch_public(
            tag: ops::Tag,
            secrets: &[SecretKey],
            out: &mut [[u8; UNCOMPRESSED_BYTES]],
        ) -> Result<(), Error> {
            Error::check_batch(secrets.len(), None, out.len())?;
            $ops::mul_base_batch(
                tag,
                secrets.len(),
                |i| &secrets[i].scalar,
                |i, x, y| out[i] = PublicKey { x, y }.to_uncompressed(),
            );
            Ok(())
        }
    };
}

pub(crate) use ecdh_batch_api;
