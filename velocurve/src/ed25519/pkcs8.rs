//! Ed25519 keys in PKCS#8 (v1 and v2, RFC 5208 / RFC 5958) and
//! SubjectPublicKeyInfo (RFC 5280), DER and PEM, as RFC 8410 defines them
//! for `id-Ed25519` (OID 1.3.101.112), through the RustCrypto `pkcs8` and
//! `spki` crates, whose traits are re-exported here.
//!
//! * [`SigningKey`] implements [`DecodePrivateKey`] (v1 and v2; DER, and
//!   PEM with `alloc`) and, with `alloc`, [`EncodePrivateKey`], which
//!   writes v1 (what `openssl genpkey -algorithm ed25519` writes);
//!   [`SigningKey::to_pkcs8_v2_der`] and [`SigningKey::to_pkcs8_v2_pem`]
//!   write v2, which carries the public key too.
//! * [`VerifyingKey`] implements [`DecodePublicKey`] and, with `alloc`,
//!   [`EncodePublicKey`].
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use velocurve::ed25519::SigningKey;
//! use velocurve::ed25519::pkcs8::{
//!     DecodePrivateKey, DecodePublicKey, EncodePrivateKey, EncodePublicKey, LineEnding,
//! };
//!
//! let sk = SigningKey::from_seed(&[9u8; 32]);
//! let pem = sk.to_pkcs8_pem(LineEnding::LF).unwrap();
//! assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----"));
//! assert_eq!(SigningKey::from_pkcs8_pem(&pem).unwrap(), sk);
//!
//! let vk = sk.verifying_key();
//! let der = vk.to_public_key_der().unwrap();
//! assert_eq!(der.as_bytes().len(), 44);
//! assert_eq!(velocurve::ed25519::VerifyingKey::from_public_key_der(der.as_bytes()).unwrap(), vk);
//! # }
//! ```
//!
//! # What is accepted
//!
//! * The algorithm OID must be `id-Ed25519`
//!   ([`spki::Error::OidUnknown`] otherwise) and its parameters must be
//!   absent (RFC 8410 section 3; [`Error::ParametersMalformed`] for a
//!   private key, [`spki::Error::KeyMalformed`] for a public key).
//! * A private key is `CurvePrivateKey ::= OCTET STRING` of exactly 32
//!   bytes, the RFC 8032 seed, inside the PKCS#8 `privateKey` octets
//!   ([`Error::KeyMalformed`] with [`KeyError::TooShort`],
//!   [`KeyError::TooLong`] or [`KeyError::Invalid`] otherwise).
//! * A v2 public key must be a 32-byte BIT STRING with no unused bits and
//!   must equal the public key the seed derives
//!   ([`Error::KeyMalformed`]`(`[`KeyError::Invalid`]`)` otherwise: a
//!   mismatched pair would make the key sign for a public key it does not
//!   own).
//! * A SubjectPublicKeyInfo key must be a 32-byte BIT STRING with no
//!   unused bits that [`VerifyingKey::from_bytes`] accepts
//!   ([`spki::Error::KeyMalformed`] otherwise).
//!
//! The documents that hold a seed ([`SecretDocument`], and the PEM text in
//! [`zeroize::Zeroizing`]) wipe themselves on drop.

use super::{SigningKey, VerifyingKey};
use ::pkcs8::der::Decode;
use ::pkcs8::der::asn1::{BitStringRef, OctetStringRef};
use ::pkcs8::spki::SubjectPublicKeyInfoRef;
use ::pkcs8::{AlgorithmIdentifierRef, PrivateKeyInfoRef};

pub use ::pkcs8::spki::{self, AssociatedAlgorithmIdentifier, DecodePublicKey};
pub use ::pkcs8::{DecodePrivateKey, Error, KeyError, ObjectIdentifier, Result};
#[cfg(feature = "alloc")]
pub use ::pkcs8::{Document, EncodePrivateKey, EncodePublicKey, LineEnding, SecretDocument};

/// `id-Ed25519`, 1.3.101.112 (RFC 8410 section 3).
pub const ALGORITHM_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.101.112");

/// The `AlgorithmIdentifier` of Ed25519 keys: [`ALGORITHM_OID`], parameters
/// absent.
pub const ALGORITHM_ID: AlgorithmIdentifierRef<'static> = AlgorithmIdentifierRef {
    oid: ALGORITHM_OID,
    parameters: None,
};

impl AssociatedAlgorithmIdentifier for SigningKey {
    type Params = ::pkcs8::der::AnyRef<'static>;
    const ALGORITHM_IDENTIFIER: AlgorithmIdentifierRef<'static> = ALGORITHM_ID;
}

impl AssociatedAlgorithmIdentifier for VerifyingKey {
    type Params = ::pkcs8::der::AnyRef<'static>;
    const ALGORITHM_IDENTIFIER: AlgorithmIdentifierRef<'static> = ALGORITHM_ID;
}

impl AssociatedAlgorithmIdentifier for super::Signature {
    type Params = ::pkcs8::der::AnyRef<'static>;
    const ALGORITHM_IDENTIFIER: AlgorithmIdentifierRef<'static> = ALGORITHM_ID;
}

/// The 32 bytes of a BIT STRING holding an Ed25519 public key, if it is
/// one (no unused bits, 32 bytes).
fn public_key_bytes(bits: &BitStringRef<'_>) -> Option<[u8; 32]> {
    bits.as_bytes()?.try_into().ok()
}

impl TryFrom<PrivateKeyInfoRef<'_>> for SigningKey {
    type Error = Error;

    /// A PKCS#8 v1 or v2 `id-Ed25519` private key (see the
    /// [module documentation](self) for the rules).
    fn try_from(info: PrivateKeyInfoRef<'_>) -> Result<Self> {
        info.algorithm.assert_algorithm_oid(ALGORITHM_OID)?;
        if info.algorithm.parameters.is_some() {
            return Err(Error::ParametersMalformed);
        }
        let inner = <&OctetStringRef>::from_der(info.private_key.as_bytes())
            .map_err(|_| Error::KeyMalformed(KeyError::Invalid))?;
        let seed = inner.as_bytes();
        let seed: &[u8; 32] = seed.try_into().map_err(|_| {
            Error::KeyMalformed(if seed.len() < 32 {
                KeyError::TooShort
            } else {
                KeyError::TooLong
            })
        })?;
        let sk = SigningKey::from_seed(seed);
        if let Some(bits) = &info.public_key {
            let pk = public_key_bytes(bits).ok_or(Error::KeyMalformed(KeyError::Invalid))?;
            if pk != sk.verifying_key().to_bytes() {
                return Err(Error::KeyMalformed(KeyError::Invalid));
            }
        }
        Ok(sk)
    }
}

impl TryFrom<SubjectPublicKeyInfoRef<'_>> for VerifyingKey {
    type Error = spki::Error;

    /// A SubjectPublicKeyInfo `id-Ed25519` public key (see the
    /// [module documentation](self) for the rules).
    fn try_from(info: SubjectPublicKeyInfoRef<'_>) -> spki::Result<Self> {
        info.algorithm.assert_algorithm_oid(ALGORITHM_OID)?;
        if info.algorithm.parameters.is_some() {
            return Err(spki::Error::KeyMalformed);
        }
        let pk = public_key_bytes(&info.subject_public_key).ok_or(spki::Error::KeyMalformed)?;
        VerifyingKey::from_bytes(&pk).map_err(|_| spki::Error::KeyMalformed)
    }
}

#[cfg(feature = "alloc")]
mod encode {
    use super::*;
    use ::pkcs8::der::pem::PemLabel;
    use alloc::string::String;
    use zeroize::{Zeroize, Zeroizing};

    impl SigningKey {
        /// The PKCS#8 document, v1 (no public key) or v2 (with it).
        fn to_pkcs8(&self, with_public_key: bool) -> Result<SecretDocument> {
            // CurvePrivateKey ::= OCTET STRING: tag 4, length 32, the seed.
            let mut inner = [0u8; 34];
            inner[0] = 0x04;
            inner[1] = 32;
            inner[2..].copy_from_slice(self.as_seed());
            let pk = self.verifying_key().to_bytes();
            let result = (|| {
                let mut info = PrivateKeyInfoRef::new(ALGORITHM_ID, OctetStringRef::new(&inner)?);
                if with_public_key {
                    info.public_key = Some(BitStringRef::from_bytes(&pk)?);
                }
                SecretDocument::try_from(&info)
            })();
            inner.zeroize();
            result
        }

        /// The PKCS#8 v2 (RFC 5958 `OneAsymmetricKey`, version 1) DER
        /// document, which also holds the public key. The
        /// [`EncodePrivateKey`] methods write v1.
        pub fn to_pkcs8_v2_der(&self) -> Result<SecretDocument> {
            self.to_pkcs8(true)
        }

        /// [`SigningKey::to_pkcs8_v2_der`] as PEM (`PRIVATE KEY`).
        pub fn to_pkcs8_v2_pem(&self, line_ending: LineEnding) -> Result<Zeroizing<String>> {
            let doc = self.to_pkcs8(true)?;
            Ok(doc.to_pem(PrivateKeyInfoRef::PEM_LABEL, line_ending)?)
        }
    }

    impl EncodePrivateKey for SigningKey {
        /// The PKCS#8 v1 DER document (seed only), as OpenSSL writes it.
        fn to_pkcs8_der(&self) -> Result<SecretDocument> {
            self.to_pkcs8(false)
        }
    }

    impl EncodePublicKey for VerifyingKey {
        /// The SubjectPublicKeyInfo DER document (44 bytes).
        fn to_public_key_der(&self) -> spki::Result<Document> {
            let pk = self.to_bytes();
            let info = SubjectPublicKeyInfoRef {
                algorithm: ALGORITHM_ID,
                subject_public_key: BitStringRef::from_bytes(&pk)?,
            };
            Document::try_from(&info)
        }
    }

    impl EncodePublicKey for SigningKey {
        /// The SubjectPublicKeyInfo document of the public key.
        fn to_public_key_der(&self) -> spki::Result<Document> {
            self.verifying_key().to_public_key_der()
        }
    }
}
