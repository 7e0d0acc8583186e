//! ECDSA signatures as values and as bytes: [`Signature`] (`r` and `s`,
//! each checked to be in `1 ..= n - 1`), its fixed-size IEEE P1363 form
//! `r || s` and its ASN.1 DER form (`Ecdsa-Sig-Value ::= SEQUENCE { r
//! INTEGER, s INTEGER }`, RFC 3279 section 2.2.3), both strict on input.
//!
//! DER is parsed by hand, strictly: the sequence and the integers in the
//! shortest length form (`81 xx` only for contents of 128 bytes or more,
//! never longer forms), integers non-negative and minimal (a leading zero
//! only before a byte with its top bit set), nothing after the sequence
//! nor after the second integer. Each violation has its [`DerError`].
//! Everything here works on public data.

use super::EcdsaCurve;
use crate::Error;
use crate::curves::Curve;
use crate::field::Encoding;
use core::fmt;

/// What makes bytes not the strict DER encoding of an ECDSA signature
/// ([`Error::SignatureDer`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DerError {
    /// The bytes end inside the structure.
    Truncated,
    /// The outer tag is not `SEQUENCE` (`30`).
    NotSequence,
    /// An element of the sequence is not an `INTEGER` (`02`).
    NotInteger,
    /// A length is not in its shortest form (BER, or indefinite).
    NonMinimalLength,
    /// Bytes follow the sequence, or a third element follows `s`.
    TrailingBytes,
    /// An integer is empty, negative, or has a redundant leading zero.
    NonMinimalInteger,
}

impl fmt::Display for DerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DerError::Truncated => "the DER signature is truncated",
            DerError::NotSequence => "the DER signature is not a SEQUENCE",
            DerError::NotInteger => "an element of the DER signature is not an INTEGER",
            DerError::NonMinimalLength => "a DER length is not in its shortest form",
            DerError::TrailingBytes => "bytes follow the DER signature's contents",
            DerError::NonMinimalInteger => {
                "a DER integer is empty, negative or has a redundant leading zero"
            }
        })
    }
}

/// The longest DER signature of any curve here: P-521's, `30 81 len` and
/// two integers of `02 len 00` and 66 bytes.
pub const MAX_DER_BYTES: usize = 3 + 2 * (3 + 66);

/// An ECDSA signature `(r, s)` on the curve `C`, with `0 < r, s < n`
/// (checked by every constructor). Bytes as FIPS 186-5 and SEC1 give them:
/// big-endian, each the order's byte length.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Signature<C: EcdsaCurve> {
    /// `r`, big-endian.
    r: C::Bytes,
    /// `s`, big-endian.
    s: C::Bytes,
}

/// Whether big-endian `a < b` (same lengths; public values).
fn less(a: &[u8], b: &[u8]) -> bool {
    a < b
}

/// Whether the big-endian value is in `1 ..= n - 1` for the curve's `n`.
fn in_range<C: Curve>(v: &C::Bytes) -> bool {
    v.as_ref().iter().any(|&b| b != 0) && less(v.as_ref(), C::ORDER.as_ref())
}

impl<C: EcdsaCurve> Signature<C> {
    /// The signature of the big-endian integers `r` and `s`:
    /// [`Error::SignatureROutOfRange`] or [`Error::SignatureSOutOfRange`]
    /// if one is 0 or not below `n`.
    pub fn from_scalars(r: &C::Bytes, s: &C::Bytes) -> Result<Self, Error> {
        if !in_range::<C>(r) {
            return Err(Error::SignatureROutOfRange);
        }
        if !in_range::<C>(s) {
            return Err(Error::SignatureSOutOfRange);
        }
        Ok(Signature { r: *r, s: *s })
    }

    /// The signature of values known to be in range (made by the signer).
    pub(crate) fn from_scalars_unchecked(r: C::Bytes, s: C::Bytes) -> Self {
        Signature { r, s }
    }

    /// Decodes the fixed-size IEEE P1363 form `r || s` (exactly twice
    /// [`Curve::SECRET_KEY_BYTES`] bytes, big-endian):
    /// [`Error::SignatureLength`] for another length, then the range checks
    /// of [`Signature::from_scalars`].
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let l = C::SECRET_KEY_BYTES;
        if bytes.len() != 2 * l {
            return Err(Error::SignatureLength {
                expected: 2 * l,
                actual: bytes.len(),
            });
        }
        let (mut r, mut s) = (C::Bytes::ZERO, C::Bytes::ZERO);
        r.as_mut().copy_from_slice(&bytes[..l]);
        s.as_mut().copy_from_slice(&bytes[l..]);
        Self::from_scalars(&r, &s)
    }

    /// Decodes the strict ASN.1 DER form (see the [module
    /// documentation](self)): [`Error::SignatureDer`] with the rule
    /// broken, then [`Error::SignatureROutOfRange`] /
    /// [`Error::SignatureSOutOfRange`] for an integer of 0, at or above `n`,
    /// or longer than `n`.
    pub fn from_der(bytes: &[u8]) -> Result<Self, Error> {
        let der = |e| Error::SignatureDer(e);
        let (&tag, rest) = bytes.split_first().ok_or(der(DerError::Truncated))?;
        if tag != 0x30 {
            return Err(der(DerError::NotSequence));
        }
        let (len, rest) = read_length(rest).map_err(der)?;
        if rest.len() < len {
            return Err(der(DerError::Truncated));
        }
        if rest.len() > len {
            return Err(der(DerError::TrailingBytes));
        }
        let (r, rest) = read_integer(rest).map_err(der)?;
        let (s, rest) = read_integer(rest).map_err(der)?;
        if !rest.is_empty() {
            return Err(der(DerError::TrailingBytes));
        }
        let r = fixed::<C>(r).ok_or(Error::SignatureROutOfRange)?;
        let s = fixed::<C>(s).ok_or(Error::SignatureSOutOfRange)?;
        Self::from_scalars(&r, &s)
    }

    /// `r`, big-endian.
    pub fn r(&self) -> &C::Bytes {
        &self.r
    }

    /// `s`, big-endian.
    pub fn s(&self) -> &C::Bytes {
        &self.s
    }

    /// The IEEE P1363 form `r || s`.
    pub fn to_bytes(&self) -> C::SignatureBytes {
        let l = C::SECRET_KEY_BYTES;
        let mut out = C::SignatureBytes::ZERO;
        out.as_mut()[..l].copy_from_slice(self.r.as_ref());
        out.as_mut()[l..].copy_from_slice(self.s.as_ref());
        out
    }

    /// The DER form.
    pub fn to_der(&self) -> DerSignature {
        let mut out = DerSignature {
            bytes: [0; MAX_DER_BYTES],
            len: 0,
        };
        let (r, s) = (minimal(self.r.as_ref()), minimal(self.s.as_ref()));
        let int_len = |v: &[u8]| 2 + usize::from(v[0] >> 7) + v.len();
        let body = int_len(r) + int_len(s);
        let mut w = Writer {
            buf: &mut out.bytes,
            at: 0,
        };
        w.push(0x30);
        if body >= 0x80 {
            w.push(0x81);
        }
        w.push(body as u8);
        for v in [r, s] {
            w.push(0x02);
            w.push((v.len() + usize::from(v[0] >> 7)) as u8);
            if v[0] >> 7 == 1 {
                w.push(0);
            }
            for &b in v {
                w.push(b);
            }
        }
        out.len = w.at;
        out
    }

    /// Whether `s <= (n - 1) / 2` ("low S", which Bitcoin's rules require
    /// of secp256k1 signatures).
    pub fn is_low_s(&self) -> bool {
        let mut half = C::ORDER;
        shr1(half.as_mut());
        !less(half.as_ref(), self.s.as_ref())
    }

    /// The same signature with `s` replaced by `n - s` if it is high
    /// (both verify; the low one is the one Bitcoin accepts).
    pub fn normalize_s(&self) -> Self {
        self.normalize_s_ct()
    }
}

impl<C: EcdsaCurve> Signature<C> {
    /// [`Signature::normalize_s`] in constant time (the signer's: `s` is
    /// not public until the signature is returned): `n - s` computed
    /// always, selected by the borrow of `(n - 1) / 2 - s`.
    pub(crate) fn normalize_s_ct(&self) -> Self {
        let mut half = C::ORDER;
        shr1(half.as_mut());
        // high = (half < s): the borrow out of half - s.
        let mut borrow = 0u16;
        for (&h, &x) in half.as_ref().iter().zip(self.s.as_ref()).rev() {
            let v = u16::from(h).wrapping_sub(u16::from(x)).wrapping_sub(borrow);
            borrow = (v >> 8) & 1;
        }
        let mask = (borrow as u8).wrapping_neg();
        let mut neg = C::ORDER;
        sub_assign_ct(neg.as_mut(), self.s.as_ref());
        let mut s = self.s;
        for (o, &m) in s.as_mut().iter_mut().zip(neg.as_ref()) {
            *o ^= (*o ^ m) & mask;
        }
        Signature { r: self.r, s }
    }
}

/// `a -= b` (big-endian, same lengths, `a >= b`) without branches.
fn sub_assign_ct(a: &mut [u8], b: &[u8]) {
    let mut borrow = 0u16;
    for (x, &y) in a.iter_mut().zip(b).rev() {
        let v = u16::from(*x)
            .wrapping_sub(u16::from(y))
            .wrapping_sub(borrow);
        *x = v as u8;
        borrow = (v >> 8) & 1;
    }
}

impl<C: EcdsaCurve> fmt::Debug for Signature<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ecdsa::Signature<{}>(", C::NAME)?;
        for b in self.to_bytes().as_ref() {
            write!(f, "{b:02x}")?;
        }
        f.write_str(")")
    }
}

impl<C: EcdsaCurve> TryFrom<&[u8]> for Signature<C> {
    type Error = Error;
    /// [`Signature::from_slice`] (the P1363 form).
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        Signature::from_slice(bytes)
    }
}

/// A DER-encoded signature ([`Signature::to_der`]): at most
/// [`MAX_DER_BYTES`] bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct DerSignature {
    bytes: [u8; MAX_DER_BYTES],
    len: usize,
}

impl DerSignature {
    /// The encoding.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

impl AsRef<[u8]> for DerSignature {
    fn as_ref(&self) -> &[u8] {
        self.as_bytes()
    }
}

impl fmt::Debug for DerSignature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DerSignature(")?;
        for b in self.as_bytes() {
            write!(f, "{b:02x}")?;
        }
        f.write_str(")")
    }
}

/// Appends bytes to a buffer long enough for every signature here.
struct Writer<'a> {
    buf: &'a mut [u8; MAX_DER_BYTES],
    at: usize,
}

impl Writer<'_> {
    fn push(&mut self, b: u8) {
        if let Some(slot) = self.buf.get_mut(self.at) {
            *slot = b;
        }
        self.at += 1;
    }
}

/// A DER length (after its tag) and the bytes after it.
fn read_length(b: &[u8]) -> Result<(usize, &[u8]), DerError> {
    let (&first, rest) = b.split_first().ok_or(DerError::Truncated)?;
    match first {
        0..=0x7f => Ok((usize::from(first), rest)),
        0x81 => {
            let (&len, rest) = rest.split_first().ok_or(DerError::Truncated)?;
            if len < 0x80 {
                return Err(DerError::NonMinimalLength);
            }
            Ok((usize::from(len), rest))
        }
        // 0x80 (indefinite, BER only) and the long forms of two or more
        // bytes, which no signature here needs: not the shortest form.
        _ => Err(DerError::NonMinimalLength),
    }
}

/// A DER `INTEGER`'s contents (non-negative, minimal) without the leading
/// zero, and the bytes after it.
fn read_integer(b: &[u8]) -> Result<(&[u8], &[u8]), DerError> {
    let (&tag, rest) = b.split_first().ok_or(DerError::Truncated)?;
    if tag != 0x02 {
        return Err(DerError::NotInteger);
    }
    let (len, rest) = read_length(rest)?;
    if rest.len() < len {
        return Err(DerError::Truncated);
    }
    let (v, rest) = rest.split_at(len);
    match v {
        [] => Err(DerError::NonMinimalInteger),
        [x, ..] if x >> 7 == 1 => Err(DerError::NonMinimalInteger),
        [0, y, ..] if y >> 7 == 0 => Err(DerError::NonMinimalInteger),
        [0, tail @ ..] if !tail.is_empty() => Ok((tail, rest)),
        _ => Ok((v, rest)),
    }
}

/// The big-endian value in the order's byte length, if it fits.
fn fixed<C: Curve>(v: &[u8]) -> Option<C::Bytes> {
    let mut out = C::Bytes::ZERO;
    let l = out.as_ref().len();
    let at = l.checked_sub(v.len())?;
    out.as_mut()[at..].copy_from_slice(v);
    Some(out)
}

/// The big-endian value without its leading zero bytes (at least one byte
/// stays).
fn minimal(v: &[u8]) -> &[u8] {
    let skip = v.iter().take_while(|&&b| b == 0).count();
    &v[skip.min(v.len().saturating_sub(1))..]
}

/// `v >>= 1`, big-endian.
fn shr1(v: &mut [u8]) {
    let mut carry = 0;
    for b in v.iter_mut() {
        let next = *b & 1;
        *b = (*b >> 1) | (carry << 7);
        carry = next;
    }
}
