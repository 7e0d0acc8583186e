//! Key formats of the curves with a `namedCurve` OID ([`NamedCurve`]: P-192,
//! P-224, P-256, P-384 and P-521), written once, generic over the curve: the
//! format traits of the RustCrypto `pkcs8` 0.11, `spki` 0.8 and `sec1` 0.8
//! crates on [`SecretKey<C>`] and [`PublicKey<C>`], and the inherent
//! `decode_*` methods. Each curve's module re-exports this one as its
//! `pkcs8` (for example [`crate::p384::pkcs8`]) with its `CURVE_OID`:
//!
//! * PKCS#8 (RFC 5208 / RFC 5958 `PrivateKeyInfo`, `BEGIN PRIVATE KEY`,
//!   what `openssl genpkey -algorithm EC` writes), whose private key is an
//!   RFC 5915 `ECPrivateKey`: `DecodePrivateKey` and, with `alloc`,
//!   `EncodePrivateKey`;
//! * SEC1 / RFC 5915 `ECPrivateKey` on its own (`BEGIN EC PRIVATE KEY`,
//!   what `openssl ec` and `openssl ecparam -genkey` write):
//!   `DecodeEcPrivateKey` and, with `alloc`, `EncodeEcPrivateKey`;
//! * SubjectPublicKeyInfo (RFC 5280 / RFC 5480, `BEGIN PUBLIC KEY`, what
//!   `openssl pkey -pubout` writes): `DecodePublicKey` and, with `alloc`,
//!   `EncodePublicKey` (on the public and on the secret key).
//!
//! Every key names its curve: the algorithm is `id-ecPublicKey`
//! (1.2.840.10045.2.1) and its parameters the `namedCurve` OID of the
//! curve (RFC 5480 section 2.1.1): `secp192r1`/`prime192v1`
//! 1.2.840.10045.3.1.1, `secp224r1` 1.3.132.0.33,
//! `secp256r1`/`prime256v1` 1.2.840.10045.3.1.7, `secp384r1`
//! 1.3.132.0.34, `secp521r1` 1.3.132.0.35.
//!
//! ```
//! # #[cfg(feature = "std")] {
//! use velocurve::p384::{PublicKey, SecretKey};
//! use velocurve::p384::pkcs8::{
//!     DecodeEcPrivateKey, DecodePrivateKey, DecodePublicKey, EncodeEcPrivateKey,
//!     EncodePrivateKey, EncodePublicKey, LineEnding,
//! };
//!
//! let sk = SecretKey::random();
//! let pem = sk.to_pkcs8_pem(LineEnding::LF).unwrap();
//! assert!(pem.starts_with("-----BEGIN PRIVATE KEY-----"));
//! assert_eq!(SecretKey::from_pkcs8_pem(&pem).unwrap().to_bytes(), sk.to_bytes());
//! let sec1 = sk.to_sec1_der().unwrap();
//! assert_eq!(SecretKey::from_sec1_der(sec1.as_bytes()).unwrap().to_bytes(), sk.to_bytes());
//!
//! let pk = sk.public_key();
//! let der = pk.to_public_key_der().unwrap();
//! assert_eq!(PublicKey::from_public_key_der(der.as_bytes()).unwrap(), pk);
//! # }
//! ```
//!
//! # What is written
//!
//! Exactly OpenSSL's bytes (3.0, checked by `tests/nist_pkcs8.rs` against
//! keys the `openssl` command makes):
//!
//! * PKCS#8: version 0 (v1), `AlgorithmIdentifier { id-ecPublicKey,
//!   namedCurve }`, and the `ECPrivateKey { version 1, privateKey,
//!   [1] publicKey }` without `[0] parameters` (they are in the
//!   algorithm); no PKCS#8 v2 `publicKey`.
//! * SEC1: `ECPrivateKey { version 1, privateKey, [0] namedCurve,
//!   [1] publicKey }`.
//! * The private key is the scalar big-endian on exactly the field size
//!   (`SECRET_KEY_BYTES`: 24, 28, 32, 48, 66), left-padded with zeros;
//!   public keys are uncompressed (`04 || x || y`, OpenSSL's default).
//! * PEM has 64-character lines and the labels above.
//!
//! # What is accepted and rejected
//!
//! Decoding checks everything and names the first failure in a
//! [`KeyFormatError`]:
//!
//! * a document that is not DER of the structure, or PEM with another
//!   label, or bytes after it: [`KeyFormatError::Der`];
//! * an algorithm other than `id-ecPublicKey`:
//!   [`KeyFormatError::AlgorithmOid`];
//! * no curve (algorithm parameters absent; a SEC1 `ECPrivateKey` without
//!   `[0] parameters`, which RFC 5915 requires when it stands alone):
//!   [`KeyFormatError::CurveMissing`];
//! * another named curve (a P-256 key given to `p384`), in the algorithm,
//!   in the `ECPrivateKey`'s `[0]` or in an `EC PARAMETERS` PEM block:
//!   [`KeyFormatError::CurveOid`];
//! * explicit curve parameters (`specifiedCurve`, a SEQUENCE, as `openssl
//!   ec -param_enc explicit` writes, or `implicitCurve`, NULL), which RFC
//!   5480 forbids and which would make us trust a curve given by the
//!   input: [`KeyFormatError::ExplicitParameters`]; any other
//!   parameters: [`KeyFormatError::ParametersMalformed`];
//! * an `ECPrivateKey` version other than 1: [`KeyFormatError::Version`];
//! * a private key octet string of another length than the field size
//!   ([`Error::SecretKeyLength`](crate::Error::SecretKeyLength)), or zero
//!   or `>= n` ([`Error::SecretScalarOutOfRange`](crate::Error::SecretScalarOutOfRange)),
//!   inside [`KeyFormatError::SecretKey`] (the range check is constant
//!   time);
//! * a public key (SPKI, the `ECPrivateKey`'s `[1]`, a PKCS#8 v2
//!   `publicKey`) whose BIT STRING has unused bits:
//!   [`KeyFormatError::PublicKeyBits`]; that is not a point, in
//!   [`KeyFormatError::PublicKey`] with the error of `from_sec1_bytes`: a
//!   wrong length or prefix, the identity, a coordinate `>= p`, a point
//!   off the curve (compressed and uncompressed points are accepted);
//! * a public key in a private key document that is not the one its
//!   scalar derives: [`KeyFormatError::KeyPairMismatch`].
//!
//! The PKCS#8 v2 (`OneAsymmetricKey` version 1) form is read too. A SEC1
//! PEM text may start with one `EC PARAMETERS` block, as `openssl ecparam
//! -genkey` writes it; that block must name the curve.
//!
//! The RustCrypto traits return their crates' errors (`pkcs8::Error`,
//! `spki::Error`, `sec1::Error`), which cannot say which check failed:
//! each [`KeyFormatError`] is mapped to the closest one (see its `From`
//! impls). The inherent `decode_*` methods of `SecretKey` and `PublicKey`
//! return the [`KeyFormatError`] itself.
//!
//! # Why `sec1`'s parser is not used
//!
//! `sec1` 0.8 (which is on `der` 0.8, like `pkcs8` 0.11) writes the
//! `ECPrivateKey` here, but its decoder takes `[0]` as an OID only, so
//! explicit parameters come out as a generic ASN.1 error; the
//! `ECPrivateKey` is read with `der` directly (`parse_ec_private_key`)
//! to tell them apart.
//!
//! # Secrets
//!
//! Documents that hold a private key are `SecretDocument`s (wiped on drop),
//! PEM text is returned in `Zeroizing<String>`, and the encoders wipe
//! their intermediate copies of the scalar. Decoding reads the scalar in
//! place from the caller's bytes (which it does not wipe).

#![forbid(unsafe_code)]

use super::{PublicKey, SecretKey};
use core::fmt;
use pkcs8::PrivateKeyInfoRef;
use pkcs8::der::asn1::{AnyRef, BitStringRef, ContextSpecific, OctetStringRef};
use pkcs8::der::{self, Decode, Reader, SliceReader, Tag, TagNumber, Tagged};
use pkcs8::spki::{AlgorithmIdentifier, SubjectPublicKeyInfoRef};

pub use pkcs8::DecodePrivateKey;
pub use pkcs8::der::asn1::ObjectIdentifier;
pub use pkcs8::spki::{self, AssociatedAlgorithmIdentifier, DecodePublicKey};
#[cfg(feature = "alloc")]
pub use pkcs8::{Document, EncodePrivateKey, EncodePublicKey, LineEnding, SecretDocument};
pub use sec1::DecodeEcPrivateKey;
#[cfg(feature = "alloc")]
pub use sec1::EncodeEcPrivateKey;

/// `id-ecPublicKey`, 1.2.840.10045.2.1 (RFC 5480 section 2.1.1).
pub const EC_PUBLIC_KEY_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.2.1");

/// Why a key document was rejected (see the
/// [`p384::pkcs8`](crate::p384::pkcs8) module documentation for the rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum KeyFormatError {
    /// Not DER of the expected structure (or bytes after it, or PEM that is
    /// malformed or has another label).
    Der(der::Error),
    /// The algorithm is not `id-ecPublicKey`.
    AlgorithmOid {
        /// The algorithm OID found.
        found: ObjectIdentifier,
    },
    /// The document names no curve.
    CurveMissing,
    /// The document names another curve.
    CurveOid {
        /// The `namedCurve` OID of this curve.
        expected: ObjectIdentifier,
        /// The OID found.
        found: ObjectIdentifier,
    },
    /// Explicit curve parameters (`specifiedCurve` or `implicitCurve`)
    /// instead of a named curve: not accepted.
    ExplicitParameters,
    /// Curve parameters that are neither a named curve nor explicit ones.
    ParametersMalformed,
    /// An `ECPrivateKey` version other than 1.
    Version,
    /// The private key is not a scalar of this curve:
    /// [`Error::SecretKeyLength`](crate::Error::SecretKeyLength) or
    /// [`Error::SecretScalarOutOfRange`](crate::Error::SecretScalarOutOfRange).
    SecretKey(crate::error::Error),
    /// A public key BIT STRING with unused bits.
    PublicKeyBits,
    /// A public key that is no point of this curve, with the error of
    /// `PublicKey::from_sec1_bytes` (length, prefix, identity, coordinate
    /// `>= p`, off the curve).
    PublicKey(crate::error::Error),
    /// The public key of a private key document is not the one its scalar
    /// derives.
    KeyPairMismatch,
}

impl fmt::Display for KeyFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyFormatError::Der(e) => write!(f, "malformed key document: {e}"),
            KeyFormatError::AlgorithmOid { found } => {
                write!(f, "key algorithm is {found}, not id-ecPublicKey")
            }
            KeyFormatError::CurveMissing => f.write_str("key document names no curve"),
            KeyFormatError::CurveOid { expected, found } => {
                write!(f, "key is for curve {found}, expected {expected}")
            }
            KeyFormatError::ExplicitParameters => {
                f.write_str("explicit curve parameters are not accepted (a named curve is)")
            }
            KeyFormatError::ParametersMalformed => {
                f.write_str("curve parameters are not a named curve OID")
            }
            KeyFormatError::Version => f.write_str("ECPrivateKey version is not 1"),
            KeyFormatError::SecretKey(e) => write!(f, "private key: {e}"),
            KeyFormatError::PublicKeyBits => f.write_str("public key BIT STRING has unused bits"),
            KeyFormatError::PublicKey(e) => write!(f, "public key: {e}"),
            KeyFormatError::KeyPairMismatch => {
                f.write_str("public key in the document does not match the private key")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for KeyFormatError {}

impl From<der::Error> for KeyFormatError {
    fn from(e: der::Error) -> Self {
        KeyFormatError::Der(e)
    }
}

#[cfg(feature = "alloc")]
impl From<der::pem::Error> for KeyFormatError {
    fn from(e: der::pem::Error) -> Self {
        KeyFormatError::Der(e.into())
    }
}

impl From<KeyFormatError> for pkcs8::Error {
    /// The closest `pkcs8` error: ASN.1 errors as `Asn1`, algorithm and
    /// curve OIDs as `PublicKey(OidUnknown)` (the OID found), a missing
    /// curve as `PublicKey(AlgorithmParametersMissing)`, other parameters
    /// as `ParametersMalformed`, a private key of the wrong length as
    /// `KeyMalformed(TooShort / TooLong)`, everything else as
    /// `KeyMalformed(Invalid)`.
    fn from(e: KeyFormatError) -> Self {
        use pkcs8::KeyError;
        match e {
            KeyFormatError::Der(e) => pkcs8::Error::Asn1(e),
            KeyFormatError::AlgorithmOid { found } | KeyFormatError::CurveOid { found, .. } => {
                pkcs8::Error::PublicKey(spki::Error::OidUnknown { oid: found })
            }
            KeyFormatError::CurveMissing => {
                pkcs8::Error::PublicKey(spki::Error::AlgorithmParametersMissing)
            }
            KeyFormatError::ExplicitParameters | KeyFormatError::ParametersMalformed => {
                pkcs8::Error::ParametersMalformed
            }
            KeyFormatError::SecretKey(crate::error::Error::SecretKeyLength {
                expected,
                actual,
            }) => pkcs8::Error::KeyMalformed(if actual < expected {
                KeyError::TooShort
            } else {
                KeyError::TooLong
            }),
            _ => pkcs8::Error::KeyMalformed(KeyError::Invalid),
        }
    }
}

impl From<KeyFormatError> for spki::Error {
    /// The closest `spki` error: `Asn1`, `OidUnknown` (algorithm or
    /// curve), `AlgorithmParametersMissing`, otherwise `KeyMalformed`.
    fn from(e: KeyFormatError) -> Self {
        match e {
            KeyFormatError::Der(e) => spki::Error::Asn1(e),
            KeyFormatError::AlgorithmOid { found } | KeyFormatError::CurveOid { found, .. } => {
                spki::Error::OidUnknown { oid: found }
            }
            KeyFormatError::CurveMissing => spki::Error::AlgorithmParametersMissing,
            _ => spki::Error::KeyMalformed,
        }
    }
}

impl From<KeyFormatError> for sec1::Error {
    /// The closest `sec1` error: `Asn1` (an unknown curve as the ASN.1
    /// error `OidUnknown`), `Version`, `PointEncoding` for a public key that
    /// is no point, otherwise `Crypto`.
    fn from(e: KeyFormatError) -> Self {
        match e {
            KeyFormatError::Der(e) => sec1::Error::Asn1(e),
            KeyFormatError::AlgorithmOid { found } | KeyFormatError::CurveOid { found, .. } => {
                sec1::Error::Asn1(der::ErrorKind::OidUnknown { oid: found }.into())
            }
            KeyFormatError::Version => sec1::Error::Version,
            KeyFormatError::PublicKeyBits | KeyFormatError::PublicKey(_) => {
                sec1::Error::PointEncoding
            }
            _ => sec1::Error::Crypto,
        }
    }
}

/// An RFC 5915 `ECPrivateKey`, borrowed from its DER:
///
/// ```text
/// ECPrivateKey ::= SEQUENCE {
///   version        INTEGER { ecPrivkeyVer1(1) } (ecPrivkeyVer1),
///   privateKey     OCTET STRING,
///   parameters [0] ECParameters {{ NamedCurve }} OPTIONAL,
///   publicKey  [1] BIT STRING OPTIONAL
/// }
/// ```
pub(crate) struct EcPrivateKeyRef<'a> {
    /// The scalar's octets, as found (the length is checked later).
    pub(crate) private_key: &'a [u8],
    /// `[0]`, any ASN.1 value (classified by [`check_curve`]).
    pub(crate) parameters: Option<AnyRef<'a>>,
    /// `[1]`.
    pub(crate) public_key: Option<BitStringRef<'a>>,
}

/// Reads an `ECPrivateKey` (DER, nothing after it).
pub(crate) fn parse_ec_private_key(bytes: &[u8]) -> Result<EcPrivateKeyRef<'_>, KeyFormatError> {
    let mut reader = SliceReader::new(bytes)?;
    let key = reader.sequence(|r| {
        if u8::decode(r)? != 1 {
            return Err(KeyFormatError::Version);
        }
        let private_key = <&OctetStringRef>::decode(r)?.as_bytes();
        let parameters = ContextSpecific::<AnyRef<'_>>::decode_explicit(r, TagNumber(0))?;
        let public_key = ContextSpecific::<BitStringRef<'_>>::decode_explicit(r, TagNumber(1))?;
        Ok(EcPrivateKeyRef {
            private_key,
            parameters: parameters.map(|p| p.value),
            public_key: public_key.map(|p| p.value),
        })
    })?;
    reader.finish()?;
    Ok(key)
}

/// Checks `ECParameters` (RFC 5480: `namedCurve OBJECT IDENTIFIER`, or
/// the forbidden `implicitCurve NULL` / `specifiedCurve SEQUENCE`)
/// against the curve's OID.
pub(crate) fn check_curve(
    params: Option<AnyRef<'_>>,
    expected: ObjectIdentifier,
) -> Result<(), KeyFormatError> {
    let params = params.ok_or(KeyFormatError::CurveMissing)?;
    match params.tag() {
        Tag::ObjectIdentifier => {
            let found: ObjectIdentifier = params.decode_as()?;
            if found == expected {
                Ok(())
            } else {
                Err(KeyFormatError::CurveOid { expected, found })
            }
        }
        Tag::Sequence | Tag::Null => Err(KeyFormatError::ExplicitParameters),
        _ => Err(KeyFormatError::ParametersMalformed),
    }
}

/// Checks an `AlgorithmIdentifier`: `id-ecPublicKey` and the curve.
pub(crate) fn check_algorithm(
    algorithm: &spki::AlgorithmIdentifierRef<'_>,
    curve: ObjectIdentifier,
) -> Result<(), KeyFormatError> {
    if algorithm.oid != EC_PUBLIC_KEY_OID {
        return Err(KeyFormatError::AlgorithmOid {
            found: algorithm.oid,
        });
    }
    check_curve(algorithm.parameters, curve)
}

/// The octets of a public key BIT STRING (no unused bits).
pub(crate) fn point_octets<'a>(bits: &BitStringRef<'a>) -> Result<&'a [u8], KeyFormatError> {
    bits.as_bytes().ok_or(KeyFormatError::PublicKeyBits)
}

/// Removes one leading `EC PARAMETERS` PEM block (as `openssl ecparam
/// -genkey` writes before the key), checking that it names `curve`;
/// returns the rest of the text.
#[cfg(feature = "alloc")]
pub(crate) fn strip_ec_parameters(
    pem: &str,
    curve: ObjectIdentifier,
) -> Result<&str, KeyFormatError> {
    const BEGIN: &str = "-----BEGIN EC PARAMETERS-----";
    const END: &str = "-----END EC PARAMETERS-----";
    let text = pem.trim_start();
    if !text.starts_with(BEGIN) {
        return Ok(pem);
    }
    let end = text
        .find(END)
        .ok_or(KeyFormatError::Der(der::ErrorKind::Failed.into()))?
        + END.len();
    let (label, params) = der::pem::decode_vec(&text.as_bytes()[..end])?;
    if label != "EC PARAMETERS" {
        return Err(der::ErrorKind::Failed.into());
    }
    check_curve(Some(AnyRef::from_der(&params)?), curve)?;
    Ok(&text[end..])
}

impl From<der::ErrorKind> for KeyFormatError {
    fn from(e: der::ErrorKind) -> Self {
        KeyFormatError::Der(e.into())
    }
}

pub use crate::curves::NamedCurve;

/// `{ id-ecPublicKey, namedCurve }`, the `AlgorithmIdentifier` of the keys
/// of the curve `oid`.
pub const fn algorithm_id(oid: ObjectIdentifier) -> AlgorithmIdentifier<ObjectIdentifier> {
    AlgorithmIdentifier {
        oid: EC_PUBLIC_KEY_OID,
        parameters: Some(oid),
    }
}

impl<C: NamedCurve> AssociatedAlgorithmIdentifier for SecretKey<C> {
    type Params = ObjectIdentifier;
    const ALGORITHM_IDENTIFIER: AlgorithmIdentifier<ObjectIdentifier> = algorithm_id(C::CURVE_OID);
}

impl<C: NamedCurve> AssociatedAlgorithmIdentifier for PublicKey<C> {
    type Params = ObjectIdentifier;
    const ALGORITHM_IDENTIFIER: AlgorithmIdentifier<ObjectIdentifier> = algorithm_id(C::CURVE_OID);
}

/// Checks a public key found in a private key document: a point, and the
/// one `sk` derives.
fn check_pair<C: NamedCurve>(
    sk: &SecretKey<C>,
    bits: &BitStringRef<'_>,
) -> Result<(), KeyFormatError> {
    let pk =
        PublicKey::<C>::from_sec1_bytes(point_octets(bits)?).map_err(KeyFormatError::PublicKey)?;
    if pk == sk.public_key() {
        Ok(())
    } else {
        Err(KeyFormatError::KeyPairMismatch)
    }
}

/// The scalar and public key of a parsed `ECPrivateKey` (whose curve the
/// caller checked).
fn from_ec_private_key<C: NamedCurve>(
    ec: &EcPrivateKeyRef<'_>,
    outer_public_key: Option<&BitStringRef<'_>>,
) -> Result<SecretKey<C>, KeyFormatError> {
    let sk = SecretKey::<C>::from_slice(ec.private_key).map_err(KeyFormatError::SecretKey)?;
    for bits in [ec.public_key.as_ref(), outer_public_key]
        .into_iter()
        .flatten()
    {
        check_pair(&sk, bits)?;
    }
    Ok(sk)
}

impl<C: NamedCurve> SecretKey<C> {
    /// A key from a parsed PKCS#8 `PrivateKeyInfo` (v1 or v2), every rule
    /// checked (see the [module documentation](self)).
    pub fn from_private_key_info(info: &PrivateKeyInfoRef<'_>) -> Result<Self, KeyFormatError> {
        check_algorithm(&info.algorithm, C::CURVE_OID)?;
        let ec = parse_ec_private_key(info.private_key.as_bytes())?;
        if ec.parameters.is_some() {
            check_curve(ec.parameters, C::CURVE_OID)?;
        }
        from_ec_private_key(&ec, info.public_key.as_ref())
    }

    /// A key from PKCS#8 DER, with the [`KeyFormatError`] of the first rule
    /// broken ([`DecodePrivateKey::from_pkcs8_der`] maps it to a
    /// `pkcs8::Error`).
    pub fn decode_pkcs8_der(bytes: &[u8]) -> Result<Self, KeyFormatError> {
        Self::from_private_key_info(&PrivateKeyInfoRef::from_der(bytes)?)
    }

    /// A key from a SEC1 / RFC 5915 `ECPrivateKey` in DER, with the
    /// [`KeyFormatError`] of the first rule broken
    /// ([`DecodeEcPrivateKey::from_sec1_der`] maps it to a `sec1::Error`).
    /// `[0] parameters` must name this curve.
    pub fn decode_sec1_der(bytes: &[u8]) -> Result<Self, KeyFormatError> {
        let ec = parse_ec_private_key(bytes)?;
        check_curve(ec.parameters, C::CURVE_OID)?;
        from_ec_private_key(&ec, None)
    }

    /// [`SecretKey::decode_pkcs8_der`] from PEM (`PRIVATE KEY`).
    #[cfg(feature = "alloc")]
    pub fn decode_pkcs8_pem(pem: &str) -> Result<Self, KeyFormatError> {
        use pkcs8::der::pem::PemLabel;
        let (label, doc) = SecretDocument::from_pem(pem)?;
        PrivateKeyInfoRef::validate_pem_label(label)?;
        Self::decode_pkcs8_der(doc.as_bytes())
    }

    /// [`SecretKey::decode_sec1_der`] from PEM (`EC PRIVATE KEY`), after at
    /// most one `EC PARAMETERS` block naming this curve (as `openssl
    /// ecparam -genkey` writes).
    #[cfg(feature = "alloc")]
    pub fn decode_sec1_pem(pem: &str) -> Result<Self, KeyFormatError> {
        use pkcs8::der::pem::PemLabel;
        let pem = strip_ec_parameters(pem, C::CURVE_OID)?;
        let (label, doc) = SecretDocument::from_pem(pem)?;
        sec1::EcPrivateKey::validate_pem_label(label)?;
        Self::decode_sec1_der(doc.as_bytes())
    }
}

impl<C: NamedCurve> PublicKey<C> {
    /// A key from a parsed SubjectPublicKeyInfo.
    pub fn from_public_key_info(
        info: &SubjectPublicKeyInfoRef<'_>,
    ) -> Result<Self, KeyFormatError> {
        check_algorithm(&info.algorithm, C::CURVE_OID)?;
        Self::from_sec1_bytes(point_octets(&info.subject_public_key)?)
            .map_err(KeyFormatError::PublicKey)
    }

    /// A key from SubjectPublicKeyInfo DER, with the [`KeyFormatError`] of
    /// the first rule broken ([`DecodePublicKey::from_public_key_der`] maps
    /// it to an `spki::Error`).
    pub fn decode_spki_der(bytes: &[u8]) -> Result<Self, KeyFormatError> {
        Self::from_public_key_info(&SubjectPublicKeyInfoRef::from_der(bytes)?)
    }

    /// [`PublicKey::decode_spki_der`] from PEM (`PUBLIC KEY`).
    #[cfg(feature = "alloc")]
    pub fn decode_spki_pem(pem: &str) -> Result<Self, KeyFormatError> {
        use pkcs8::der::pem::PemLabel;
        let (label, doc) = Document::from_pem(pem)?;
        SubjectPublicKeyInfoRef::validate_pem_label(label)?;
        Self::decode_spki_der(doc.as_bytes())
    }
}

impl<C: NamedCurve> TryFrom<PrivateKeyInfoRef<'_>> for SecretKey<C> {
    type Error = pkcs8::Error;

    /// [`SecretKey::from_private_key_info`], its error mapped.
    fn try_from(info: PrivateKeyInfoRef<'_>) -> pkcs8::Result<Self> {
        Ok(SecretKey::from_private_key_info(&info)?)
    }
}

impl<C: NamedCurve> TryFrom<SubjectPublicKeyInfoRef<'_>> for PublicKey<C> {
    type Error = spki::Error;

    /// [`PublicKey::from_public_key_info`], its error mapped.
    fn try_from(info: SubjectPublicKeyInfoRef<'_>) -> spki::Result<Self> {
        Ok(PublicKey::from_public_key_info(&info)?)
    }
}

impl<C: NamedCurve> DecodeEcPrivateKey for SecretKey<C> {
    /// [`SecretKey::decode_sec1_der`], its error mapped.
    fn from_sec1_der(bytes: &[u8]) -> sec1::Result<Self> {
        Ok(SecretKey::decode_sec1_der(bytes)?)
    }

    /// [`SecretKey::decode_sec1_pem`], its error mapped.
    #[cfg(feature = "alloc")]
    fn from_sec1_pem(pem: &str) -> sec1::Result<Self> {
        Ok(SecretKey::decode_sec1_pem(pem)?)
    }
}

/// The `ECPrivateKey` DER of `sk`, with or without `[0] parameters`.
#[cfg(feature = "alloc")]
fn to_ec_private_key<C: NamedCurve>(
    sk: &SecretKey<C>,
    with_parameters: bool,
) -> sec1::Result<SecretDocument> {
    let scalar = zeroize::Zeroizing::new(sk.to_bytes());
    let public_key = sk.public_key().to_uncompressed();
    let ec = sec1::EcPrivateKey {
        private_key: scalar.as_ref(),
        parameters: with_parameters.then_some(sec1::EcParameters::NamedCurve(C::CURVE_OID)),
        public_key: Some(public_key.as_ref()),
    };
    SecretDocument::try_from(&ec)
}

#[cfg(feature = "alloc")]
impl<C: NamedCurve> EncodePrivateKey for SecretKey<C> {
    /// PKCS#8 v1 DER, as OpenSSL writes it (see the [module
    /// documentation](self)).
    fn to_pkcs8_der(&self) -> pkcs8::Result<SecretDocument> {
        let ec = to_ec_private_key(self, false)
            .map_err(|_| pkcs8::Error::KeyMalformed(pkcs8::KeyError::Invalid))?;
        let algorithm = pkcs8::AlgorithmIdentifierRef {
            oid: EC_PUBLIC_KEY_OID,
            parameters: Some((&C::CURVE_OID).into()),
        };
        let info = PrivateKeyInfoRef::new(algorithm, OctetStringRef::new(ec.as_bytes())?);
        SecretDocument::try_from(&info)
    }
}

#[cfg(feature = "alloc")]
impl<C: NamedCurve> EncodeEcPrivateKey for SecretKey<C> {
    /// SEC1 `ECPrivateKey` DER with `[0] namedCurve` and `[1] publicKey`,
    /// as `openssl ec` writes it.
    fn to_sec1_der(&self) -> sec1::Result<SecretDocument> {
        to_ec_private_key(self, true)
    }
}

#[cfg(feature = "alloc")]
impl<C: NamedCurve> EncodePublicKey for PublicKey<C> {
    /// SubjectPublicKeyInfo DER, the point uncompressed.
    fn to_public_key_der(&self) -> spki::Result<Document> {
        let point = self.to_uncompressed();
        let info = spki::SubjectPublicKeyInfo {
            algorithm: algorithm_id(C::CURVE_OID),
            subject_public_key: BitStringRef::from_bytes(point.as_ref())?,
        };
        Document::try_from(&info)
    }
}

#[cfg(feature = "alloc")]
impl<C: NamedCurve> EncodePublicKey for SecretKey<C> {
    /// The SubjectPublicKeyInfo DER of the public key.
    fn to_public_key_der(&self) -> spki::Result<Document> {
        self.public_key().to_public_key_der()
    }
}
