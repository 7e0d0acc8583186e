//! The ECDSA keys: [`SigningKey`] (an ECDH secret key of the curve and its
//! public key) and [`VerifyingKey`] (an ECDH public key), with the
//! RustCrypto `signature` traits and the key formats of
//! [`crate::ecdh::pkcs8`].

use super::{EcdsaCurve, Hash, Signature, check_prehash, sign_signature, verify_prehash};
use crate::Error;
use crate::backend::Backend;
use crate::ecdh::{PublicKey, SecretKey};
use core::fmt;
use sha2::Digest;
use signature::hazmat::{PrehashSigner, PrehashVerifier};
use zeroize::Zeroize;

/// An ECDSA signing key: a secret integer in `1 ..= n - 1` (an
/// [`ecdh::SecretKey`](crate::ecdh::SecretKey) of the same curve) and its
/// public key. Wiped on drop; `Debug` prints no secret.
#[derive(Clone)]
pub struct SigningKey<C: EcdsaCurve> {
    secret: SecretKey<C>,
    verifying: VerifyingKey<C>,
}

impl<C: EcdsaCurve> SigningKey<C> {
    /// A fresh key from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        SecretKey::random().into()
    }

    /// A fresh key from the given cryptographic RNG
    /// ([`SecretKey::random_from_rng`]).
    pub fn random_from_rng<R: rand_core::RngCore + rand_core::CryptoRng>(rng: &mut R) -> Self {
        SecretKey::random_from_rng(rng).into()
    }

    /// The key of the big-endian integer `bytes`
    /// ([`Error::SecretScalarOutOfRange`] unless in `1 ..= n - 1`).
    pub fn from_bytes(bytes: &C::Bytes) -> Result<Self, Error> {
        SecretKey::from_bytes(bytes).map(Self::from)
    }

    /// [`SigningKey::from_bytes`] from a slice
    /// ([`Error::SecretKeyLength`] for a wrong length).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        SecretKey::from_slice(bytes).map(Self::from)
    }

    /// The secret integer, big-endian.
    pub fn to_bytes(&self) -> C::Bytes {
        self.secret.to_bytes()
    }

    /// The same key, running its operations on `backend`
    /// ([`Error::BackendUnsupported`] if the CPU lacks it).
    pub fn with_backend(self, backend: Backend) -> Result<Self, Error> {
        Ok(SigningKey {
            secret: self.secret.clone().with_backend(backend)?,
            verifying: self.verifying.with_backend(backend)?,
        })
    }

    /// The public key.
    pub fn verifying_key(&self) -> &VerifyingKey<C> {
        &self.verifying
    }

    /// The key as an ECDH secret key (the same integer).
    pub fn as_secret_key(&self) -> &SecretKey<C> {
        &self.secret
    }

    /// The signature of `message` hashed with the curve's standard hash
    /// ([`EcdsaCurve::Digest`]), with RFC 6979's deterministic nonce.
    pub fn sign(&self, message: &[u8]) -> Signature<C> {
        self.sign_digest::<C::Digest>(message)
    }

    /// The signature of `message` hashed with `D` (SHA-224, SHA-256,
    /// SHA-384 or SHA-512), RFC 6979's nonce for `D`.
    pub fn sign_digest<D: Hash>(&self, message: &[u8]) -> Signature<C> {
        let digest = D::digest(message);
        sign_signature::<C, D>(&self.secret, &digest, &[])
    }

    /// The signature of `message` (the curve's hash) with the hedged nonce:
    /// RFC 6979's generator with [`Curve::SECRET_KEY_BYTES`] fresh random
    /// bytes from `rng` as §3.6's additional data.
    ///
    /// [`Curve::SECRET_KEY_BYTES`]: crate::ecdh::Curve::SECRET_KEY_BYTES
    pub fn sign_with_rng<R: rand_core::RngCore + rand_core::CryptoRng>(
        &self,
        rng: &mut R,
        message: &[u8],
    ) -> Signature<C> {
        self.sign_hedged(message, |extra| {
            rng.fill_bytes(extra);
            Ok(())
        })
        .unwrap_or_else(|never: core::convert::Infallible| match never {})
    }

    /// The hedged signature of `message` (the curve's hash), the
    /// [`Curve::SECRET_KEY_BYTES`] additional bytes from `fill`; they are
    /// wiped after use.
    ///
    /// [`Curve::SECRET_KEY_BYTES`]: crate::ecdh::Curve::SECRET_KEY_BYTES
    fn sign_hedged<E>(
        &self,
        message: &[u8],
        fill: impl FnOnce(&mut [u8]) -> Result<(), E>,
    ) -> Result<Signature<C>, E> {
        let digest = C::Digest::digest(message);
        let mut extra = [0u8; super::rfc6979::MAX_BYTES];
        let extra = &mut extra[..C::SECRET_KEY_BYTES];
        let filled = fill(extra);
        let sig = filled.map(|()| sign_signature::<C, C::Digest>(&self.secret, &digest, extra));
        extra.zeroize();
        sig
    }

    /// The signature of a digest computed elsewhere (at least
    /// [`MIN_PREHASH_BYTES`](super::MIN_PREHASH_BYTES) bytes, else
    /// [`Error::PrehashLength`]; truncated to the order's bit length),
    /// with RFC 6979's nonce for the curve's hash.
    pub fn sign_prehash(&self, digest: &[u8]) -> Result<Signature<C>, Error> {
        check_prehash(digest)?;
        Ok(sign_signature::<C, C::Digest>(&self.secret, digest, &[]))
    }
}

impl<C: EcdsaCurve> From<SecretKey<C>> for SigningKey<C> {
    /// The signing key of the same integer.
    fn from(secret: SecretKey<C>) -> Self {
        let verifying = VerifyingKey {
            public: secret.public_key(),
            backend: secret.backend(),
        };
        SigningKey { secret, verifying }
    }
}

impl<C: EcdsaCurve> TryFrom<&[u8]> for SigningKey<C> {
    type Error = Error;
    /// [`SigningKey::from_slice`].
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        SigningKey::from_slice(bytes)
    }
}

impl<C: EcdsaCurve> fmt::Debug for SigningKey<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ecdsa::SigningKey")
            .field("curve", &C::NAME)
            .field("verifying_key", &self.verifying)
            .finish_non_exhaustive()
    }
}

impl<C: EcdsaCurve> AsRef<VerifyingKey<C>> for SigningKey<C> {
    fn as_ref(&self) -> &VerifyingKey<C> {
        &self.verifying
    }
}

impl<C: EcdsaCurve> signature::KeypairRef for SigningKey<C> {
    type VerifyingKey = VerifyingKey<C>;
}

impl<C: EcdsaCurve> signature::Signer<Signature<C>> for SigningKey<C> {
    /// [`SigningKey::sign`]; never fails.
    fn try_sign(&self, message: &[u8]) -> Result<Signature<C>, signature::Error> {
        Ok(self.sign(message))
    }
}

impl<C: EcdsaCurve, D: Hash> signature::DigestSigner<D, Signature<C>> for SigningKey<C> {
    /// The signature of the digest `f` feeds, RFC 6979's nonce for `D`.
    fn try_sign_digest<F: Fn(&mut D) -> Result<(), signature::Error>>(
        &self,
        f: F,
    ) -> Result<Signature<C>, signature::Error> {
        let mut h = D::new();
        f(&mut h)?;
        Ok(sign_signature::<C, D>(&self.secret, &h.finalize(), &[]))
    }
}

impl<C: EcdsaCurve> PrehashSigner<Signature<C>> for SigningKey<C> {
    /// [`SigningKey::sign_prehash`].
    fn sign_prehash(&self, prehash: &[u8]) -> Result<Signature<C>, signature::Error> {
        SigningKey::sign_prehash(self, prehash).map_err(|_| signature::Error::new())
    }
}

impl<C: EcdsaCurve> signature::RandomizedSigner<Signature<C>> for SigningKey<C> {
    /// The hedged signature of [`SigningKey::sign_with_rng`], the random
    /// bytes from `rng` (its failure is the error).
    fn try_sign_with_rng<R: signature::rand_core::TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        message: &[u8],
    ) -> Result<Signature<C>, signature::Error> {
        self.sign_hedged(message, |extra| {
            rng.try_fill_bytes(extra)
                .map_err(|_| signature::Error::new())
        })
    }
}

/// An ECDSA verifying key: a point of the curve other than the identity
/// (an [`ecdh::PublicKey`](crate::ecdh::PublicKey) of the same curve), and
/// the backend verification runs on. Two keys are equal when their points
/// are (whatever their backends), as Ed25519's.
#[derive(Clone, Copy)]
pub struct VerifyingKey<C: EcdsaCurve> {
    public: PublicKey<C>,
    backend: Backend,
}

impl<C: EcdsaCurve> VerifyingKey<C> {
    /// Decodes a SEC1 point, as [`PublicKey::from_sec1_bytes`] (with its
    /// errors).
    pub fn from_sec1_bytes(bytes: &[u8]) -> Result<Self, Error> {
        PublicKey::from_sec1_bytes(bytes).map(Self::from)
    }

    /// The SEC1 compressed encoding.
    pub fn to_compressed(&self) -> C::Compressed {
        self.public.to_compressed()
    }

    /// The SEC1 uncompressed encoding.
    pub fn to_uncompressed(&self) -> C::Uncompressed {
        self.public.to_uncompressed()
    }

    /// The key as an ECDH public key (the same point).
    pub fn as_public_key(&self) -> &PublicKey<C> {
        &self.public
    }

    /// The same key, verifying on `backend` ([`Error::BackendUnsupported`]
    /// if the CPU lacks it).
    pub fn with_backend(mut self, backend: Backend) -> Result<Self, Error> {
        self.backend = backend.check()?;
        Ok(self)
    }

    /// Checks `sig` on `message` hashed with the curve's standard hash
    /// ([`EcdsaCurve::Digest`]): [`Error::SignatureInvalid`] if it does not
    /// hold.
    pub fn verify(&self, message: &[u8], sig: &Signature<C>) -> Result<(), Error> {
        self.verify_digest::<C::Digest>(message, sig)
    }

    /// Checks `sig` on `message` hashed with `D`.
    pub fn verify_digest<D: Hash>(&self, message: &[u8], sig: &Signature<C>) -> Result<(), Error> {
        verify_prehash(self.backend, &self.public, &D::digest(message), sig)
    }

    /// Checks `sig` on a digest computed elsewhere (at least
    /// [`MIN_PREHASH_BYTES`](super::MIN_PREHASH_BYTES) bytes, else
    /// [`Error::PrehashLength`]; truncated to the order's bit length).
    pub fn verify_prehash(&self, digest: &[u8], sig: &Signature<C>) -> Result<(), Error> {
        check_prehash(digest)?;
        verify_prehash(self.backend, &self.public, digest, sig)
    }

    /// [`VerifyingKey::verify`] that first rejects a signature whose `s`
    /// is in the high half ([`Error::SignatureHighS`]): Bitcoin's rule for
    /// secp256k1, which makes signatures non-malleable.
    pub fn verify_low_s(&self, message: &[u8], sig: &Signature<C>) -> Result<(), Error> {
        if !sig.is_low_s() {
            return Err(Error::SignatureHighS);
        }
        self.verify(message, sig)
    }
}

impl<C: EcdsaCurve> PartialEq for VerifyingKey<C> {
    fn eq(&self, other: &Self) -> bool {
        self.public == other.public
    }
}

impl<C: EcdsaCurve> Eq for VerifyingKey<C> {}

impl<C: EcdsaCurve> From<PublicKey<C>> for VerifyingKey<C> {
    /// The verifying key of the same point.
    fn from(public: PublicKey<C>) -> Self {
        VerifyingKey {
            public,
            backend: Backend::Auto,
        }
    }
}

impl<C: EcdsaCurve> From<&SigningKey<C>> for VerifyingKey<C> {
    fn from(key: &SigningKey<C>) -> Self {
        key.verifying
    }
}

impl<C: EcdsaCurve> TryFrom<&[u8]> for VerifyingKey<C> {
    type Error = Error;
    /// [`VerifyingKey::from_sec1_bytes`].
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        VerifyingKey::from_sec1_bytes(bytes)
    }
}

impl<C: EcdsaCurve> fmt::Debug for VerifyingKey<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ecdsa::VerifyingKey")
            .field("key", &self.public)
            .field("backend", &self.backend)
            .finish()
    }
}

impl<C: EcdsaCurve> signature::Verifier<Signature<C>> for VerifyingKey<C> {
    /// [`VerifyingKey::verify`].
    fn verify(&self, message: &[u8], sig: &Signature<C>) -> Result<(), signature::Error> {
        VerifyingKey::verify(self, message, sig).map_err(|_| signature::Error::new())
    }
}

impl<C: EcdsaCurve, D: Hash> signature::DigestVerifier<D, Signature<C>> for VerifyingKey<C> {
    /// Checks `sig` on the digest `f` feeds.
    fn verify_digest<F: Fn(&mut D) -> Result<(), signature::Error>>(
        &self,
        f: F,
        sig: &Signature<C>,
    ) -> Result<(), signature::Error> {
        let mut h = D::new();
        f(&mut h)?;
        verify_prehash(self.backend, &self.public, &h.finalize(), sig)
            .map_err(|_| signature::Error::new())
    }
}

impl<C: EcdsaCurve> PrehashVerifier<Signature<C>> for VerifyingKey<C> {
    /// [`VerifyingKey::verify_prehash`].
    fn verify_prehash(&self, prehash: &[u8], sig: &Signature<C>) -> Result<(), signature::Error> {
        VerifyingKey::verify_prehash(self, prehash, sig).map_err(|_| signature::Error::new())
    }
}

/// The key formats of [`crate::ecdh::pkcs8`], on the same bytes.
mod formats {
    use super::{EcdsaCurve, SigningKey, VerifyingKey};
    use crate::ecdh::{PublicKey, SecretKey};
    use pkcs8::PrivateKeyInfoRef;
    use spki::SubjectPublicKeyInfoRef;

    impl<C: EcdsaCurve> TryFrom<PrivateKeyInfoRef<'_>> for SigningKey<C> {
        type Error = pkcs8::Error;
        /// The PKCS#8 key of [`SecretKey`]'s decoder.
        fn try_from(info: PrivateKeyInfoRef<'_>) -> pkcs8::Result<Self> {
            SecretKey::<C>::try_from(info).map(Self::from)
        }
    }

    impl<C: EcdsaCurve> TryFrom<SubjectPublicKeyInfoRef<'_>> for VerifyingKey<C> {
        type Error = spki::Error;
        /// The SubjectPublicKeyInfo of [`PublicKey`]'s decoder.
        fn try_from(info: SubjectPublicKeyInfoRef<'_>) -> spki::Result<Self> {
            PublicKey::<C>::try_from(info).map(Self::from)
        }
    }

    impl<C: EcdsaCurve> sec1::DecodeEcPrivateKey for SigningKey<C> {
        fn from_sec1_der(bytes: &[u8]) -> sec1::Result<Self> {
            SecretKey::<C>::from_sec1_der(bytes).map(Self::from)
        }
    }

    #[cfg(feature = "alloc")]
    mod encode {
        use super::{EcdsaCurve, SigningKey, VerifyingKey};
        use pkcs8::der::{Document, SecretDocument};
        use pkcs8::{EncodePrivateKey, EncodePublicKey};
        use sec1::EncodeEcPrivateKey;

        impl<C: EcdsaCurve> EncodePrivateKey for SigningKey<C> {
            /// PKCS#8 v1 DER, as [`crate::ecdh::SecretKey`] writes it.
            fn to_pkcs8_der(&self) -> pkcs8::Result<SecretDocument> {
                self.as_secret_key().to_pkcs8_der()
            }
        }

        impl<C: EcdsaCurve> EncodeEcPrivateKey for SigningKey<C> {
            /// SEC1 `ECPrivateKey` DER, as [`crate::ecdh::SecretKey`]
            /// writes it.
            fn to_sec1_der(&self) -> sec1::Result<SecretDocument> {
                self.as_secret_key().to_sec1_der()
            }
        }

        impl<C: EcdsaCurve> EncodePublicKey for VerifyingKey<C> {
            /// SubjectPublicKeyInfo DER, the point uncompressed.
            fn to_public_key_der(&self) -> spki::Result<Document> {
                self.as_public_key().to_public_key_der()
            }
        }

        impl<C: EcdsaCurve> EncodePublicKey for SigningKey<C> {
            /// The SubjectPublicKeyInfo DER of the public key.
            fn to_public_key_der(&self) -> spki::Result<Document> {
                self.verifying_key().to_public_key_der()
            }
        }
    }
}
