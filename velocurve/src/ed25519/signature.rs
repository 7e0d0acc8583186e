//! The Ed25519 signature: 64 bytes `R || S` (RFC 8032 section 5.1.6).

use crate::Error;
use core::fmt;

/// Length of an encoded signature in bytes.
pub const SIGNATURE_LENGTH: usize = 64;

/// An Ed25519 signature `R || S`: the encoding of the point `R` and the
/// little-endian integer `S`.
///
/// Parsing accepts any 64 bytes: whether `R` is a point and whether
/// `S < l` is decided by the verification profile
/// ([`VerifyingKey::verify`](super::VerifyingKey::verify) and its
/// siblings), which report [`Error::SignatureSNotReduced`],
/// [`Error::SignatureRNonCanonical`] and so on. This is the convention of
/// the `ed25519` crate (2.x and later), and it lets a profile that accepts
/// what another rejects see the same bytes.
///
/// ```
/// use velocurve::ed25519::Signature;
/// let sig = Signature::from_bytes(&[7u8; 64]);
/// assert_eq!(sig.r_bytes(), &[7u8; 32]);
/// assert_eq!(Signature::from_slice(&sig.to_bytes()).unwrap(), sig);
/// assert_eq!(
///     Signature::from_slice(&[0u8; 63]),
///     Err(velocurve::Error::SignatureLength { expected: 64, actual: 63 })
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Signature {
    r: [u8; 32],
    s: [u8; 32],
}

impl Signature {
    /// Length of an encoded signature in bytes.
    pub const BYTE_SIZE: usize = SIGNATURE_LENGTH;

    /// The signature with encoding `bytes = R || S`. Never fails (see the
    /// type documentation for where `R` and `S` are checked).
    pub fn from_bytes(bytes: &[u8; 64]) -> Self {
        let mut r = [0u8; 32];
        let mut s = [0u8; 32];
        r.copy_from_slice(&bytes[..32]);
        s.copy_from_slice(&bytes[32..]);
        Signature { r, s }
    }

    /// The signature encoded in `bytes`, which must be 64 bytes long
    /// ([`Error::SignatureLength`] otherwise).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let b: &[u8; 64] = bytes.try_into().map_err(|_| Error::SignatureLength {
            expected: SIGNATURE_LENGTH,
            actual: bytes.len(),
        })?;
        Ok(Self::from_bytes(b))
    }

    /// The signature from its two halves, `R` and `S`.
    pub fn from_components(r: [u8; 32], s: [u8; 32]) -> Self {
        Signature { r, s }
    }

    /// The 64-byte encoding `R || S`.
    pub fn to_bytes(&self) -> [u8; 64] {
        let mut b = [0u8; 64];
        b[..32].copy_from_slice(&self.r);
        b[32..].copy_from_slice(&self.s);
        b
    }

    /// The encoding of the point `R` (first 32 bytes).
    pub fn r_bytes(&self) -> &[u8; 32] {
        &self.r
    }

    /// The little-endian integer `S` (last 32 bytes).
    pub fn s_bytes(&self) -> &[u8; 32] {
        &self.s
    }
}

impl fmt::Debug for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ed25519::Signature(")?;
        for b in self.to_bytes() {
            write!(f, "{b:02x}")?;
        }
        f.write_str(")")
    }
}

impl From<[u8; 64]> for Signature {
    fn from(bytes: [u8; 64]) -> Self {
        Signature::from_bytes(&bytes)
    }
}

impl From<&[u8; 64]> for Signature {
    fn from(bytes: &[u8; 64]) -> Self {
        Signature::from_bytes(bytes)
    }
}

impl From<Signature> for [u8; 64] {
    fn from(sig: Signature) -> [u8; 64] {
        sig.to_bytes()
    }
}

impl TryFrom<&[u8]> for Signature {
    type Error = Error;
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        Signature::from_slice(bytes)
    }
}

/// The `ed25519` crate's signature type, used across the RustCrypto
/// ecosystem (and by ed25519-dalek): the same 64 bytes.
impl From<ed25519::Signature> for Signature {
    fn from(sig: ed25519::Signature) -> Self {
        Signature::from_bytes(&sig.to_bytes())
    }
}

impl From<Signature> for ed25519::Signature {
    fn from(sig: Signature) -> Self {
        ed25519::Signature::from_bytes(&sig.to_bytes())
    }
}

impl signature::SignatureEncoding for Signature {
    type Repr = [u8; 64];
    fn to_bytes(&self) -> [u8; 64] {
        Signature::to_bytes(self)
    }
}
