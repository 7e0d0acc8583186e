//! The Ed25519 verifying key and the named verification profiles.

use super::rules::{KeyFacts, Profile, VerifyEquation, inspect_vartime, verify_equation_vartime};
use super::{Dom, Signature, challenge, sha512_finalize};
use crate::Error;
use crate::backend::Backend;
use crate::scalar::Scalar;
use core::fmt;
use sha2::{Digest, Sha512};

/// Length of a public key in bytes.
pub const PUBLIC_KEY_LENGTH: usize = 32;

/// An Ed25519 public key `A`: the 32 bytes as given, and the point they
/// decode to (decoded once, here, not at every verification).
///
/// [`VerifyingKey::from_bytes`] rejects only bytes that encode no point
/// ([`Error::PublicKeyNotOnCurve`]), the one thing every profile rejects.
/// Non-canonical encodings and points of small order are kept, with the
/// bytes exactly as given (they enter the challenge hash), and each profile
/// decides: [`VerifyingKey::verify`] rejects a non-canonical `A`,
/// [`VerifyingKey::verify_strict`] also a small-order one, and
/// [`VerifyingKey::verify_zip215`] accepts both. [`VerifyingKey::is_canonical`]
/// and [`VerifyingKey::is_weak`] tell in advance.
///
/// ```
/// use velocurve::{Error, ed25519::VerifyingKey};
/// // y = 2 has no x on the curve.
/// let mut bytes = [0u8; 32];
/// bytes[0] = 2;
/// assert_eq!(VerifyingKey::from_bytes(&bytes), Err(Error::PublicKeyNotOnCurve));
/// // The identity (y = 1) is a point, of small order.
/// bytes[0] = 1;
/// let identity = VerifyingKey::from_bytes(&bytes)?;
/// assert!(identity.is_weak() && identity.is_canonical());
/// # Ok::<(), Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct VerifyingKey {
    bytes: [u8; 32],
    facts: KeyFacts,
    /// Where its operations run (not part of the key's identity).
    backend: Backend,
}

impl VerifyingKey {
    /// The key encoded in `bytes` (RFC 8032 section 5.1.5): accepted if the
    /// bytes decode to a curve point, canonically or not (see the type
    /// documentation); [`Error::PublicKeyNotOnCurve`] otherwise.
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        Self::decode(Backend::Auto, bytes)
    }

    /// [`VerifyingKey::from_bytes`] of every key in `keys`, in order, the
    /// square roots of the decodings interleaved (several keys decode in
    /// well under the time of one each; sixteen at a time in AVX-512 IFMA
    /// lanes where the CPU has it). For a batch of keys arriving as bytes,
    /// such as the input of [`super::verify_batch`]. Each result is
    /// exactly [`VerifyingKey::from_bytes`]'s.
    #[cfg(feature = "alloc")]
    pub fn from_bytes_batch(keys: &[[u8; 32]]) -> alloc::vec::Vec<Result<Self, Error>> {
        Self::from_bytes_batch_with_backend(Backend::Auto, keys)
    }

    /// [`VerifyingKey::from_bytes_batch`] decoded on `backend`, which the
    /// keys then keep; every item is [`Error::BackendUnsupported`] if the
    /// CPU lacks it.
    #[cfg(feature = "alloc")]
    pub fn from_bytes_batch_with_backend(
        backend: Backend,
        keys: &[[u8; 32]],
    ) -> alloc::vec::Vec<Result<Self, Error>> {
        if let Err(e) = backend.check() {
            return keys.iter().map(|_| Err(e)).collect();
        }
        super::rules::inspect_batch_vartime(backend, keys)
            .into_iter()
            .zip(keys)
            .map(|(facts, bytes)| {
                let facts = facts.ok_or(Error::PublicKeyNotOnCurve)?;
                Ok(VerifyingKey {
                    bytes: *bytes,
                    facts,
                    backend,
                })
            })
            .collect()
    }

    /// [`VerifyingKey::from_bytes`] decoded on `backend`, which the key then
    /// keeps for every verification; [`Error::BackendUnsupported`] if the
    /// CPU lacks it.
    pub fn from_bytes_with_backend(backend: Backend, bytes: &[u8; 32]) -> Result<Self, Error> {
        Self::decode(backend.check()?, bytes)
    }

    /// The same key, verifying on `backend`; [`Error::BackendUnsupported`]
    /// if the CPU lacks it.
    pub fn with_backend(mut self, backend: Backend) -> Result<Self, Error> {
        self.backend = backend.check()?;
        Ok(self)
    }

    /// The backend the key verifies on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The key on `backend` (already checked by the caller).
    #[cfg(feature = "alloc")]
    pub(crate) fn on_backend(&self, backend: Backend) -> Self {
        VerifyingKey { backend, ..*self }
    }

    fn decode(backend: Backend, bytes: &[u8; 32]) -> Result<Self, Error> {
        let facts = inspect_vartime(backend, bytes).ok_or(Error::PublicKeyNotOnCurve)?;
        Ok(VerifyingKey {
            bytes: *bytes,
            facts,
            backend,
        })
    }

    /// The key of a [`super::SigningKey`]: `[a]B` as compressed by the
    /// signer, with its `x`; canonical, and not of small order (`a` is
    /// `2^254` plus a multiple of 8 below `2^255`, never a multiple of the
    /// odd prime `l`, so `[a]B` is not the identity and has order `l`).
    pub(crate) fn from_signing_parts(bytes: [u8; 32], x: [u8; 32], backend: Backend) -> Self {
        VerifyingKey {
            bytes,
            facts: KeyFacts {
                x,
                canonical: true,
                small_order: false,
            },
            backend,
        }
    }

    /// The key encoded in `bytes`, which must be 32 bytes long
    /// ([`Error::PublicKeyLength`] otherwise); then as
    /// [`VerifyingKey::from_bytes`].
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let b: &[u8; 32] = bytes.try_into().map_err(|_| Error::PublicKeyLength {
            expected: PUBLIC_KEY_LENGTH,
            actual: bytes.len(),
        })?;
        Self::from_bytes(b)
    }

    /// The 32 bytes, exactly as given to [`VerifyingKey::from_bytes`].
    pub fn to_bytes(&self) -> [u8; 32] {
        self.bytes
    }

    /// What decoding found about `A` (for batch verification).
    #[cfg(feature = "alloc")]
    pub(crate) fn facts(&self) -> &KeyFacts {
        &self.facts
    }

    /// The 32 bytes, by reference.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.bytes
    }

    /// Whether the encoding is canonical (`y < p`, and not `x = 0` with the
    /// sign bit set). [`VerifyingKey::verify`] and
    /// [`VerifyingKey::verify_strict`] reject keys for which this is false.
    pub fn is_canonical(&self) -> bool {
        self.facts.canonical
    }

    /// Whether the key is a point of small order (one of the 8 points with
    /// `[8]A = 0`), for which any signature with a suitable `R` verifies
    /// under [`VerifyingKey::verify`] for every message.
    /// [`VerifyingKey::verify_strict`] rejects such keys.
    pub fn is_weak(&self) -> bool {
        self.facts.small_order
    }

    /// **RFC 8032 / FIPS 186-5 Ed25519 verification.**
    ///
    /// 1. Reject `S >= l` ([`Error::SignatureSNotReduced`]).
    /// 2. Decode `A` and `R`: reject encodings of no point
    ///    ([`Error::PublicKeyNotOnCurve`], [`Error::SignatureRNotOnCurve`])
    ///    and non-canonical encodings, `y >= p` or `x = 0` with the sign bit
    ///    set ([`Error::PublicKeyNonCanonical`],
    ///    [`Error::SignatureRNonCanonical`]).
    /// 3. `k = SHA-512(R || A || M) mod l`, over the bytes as given.
    /// 4. Accept iff the cofactorless equation `[S]B = R + [k]A` holds
    ///    ([`Error::SignatureInvalid`] otherwise).
    ///
    /// Points of small order are accepted. Variable time (public inputs).
    pub fn verify(&self, message: &[u8], signature: &Signature) -> Result<(), Error> {
        self.verify_inner(Profile::Rfc8032, Dom::Pure, &[message], signature)
    }

    /// **Strict verification** (the libsodium and WebCrypto rule):
    /// [`VerifyingKey::verify`] plus rejection of `A` and `R` of small
    /// order.
    ///
    /// 1. Reject `S >= l` ([`Error::SignatureSNotReduced`]).
    /// 2. Decode `A` and `R`, rejecting encodings of no point and
    ///    non-canonical encodings, as [`VerifyingKey::verify`] does.
    /// 3. Reject `A` or `R` of small order, `[8]P = 0`
    ///    ([`Error::PublicKeySmallOrder`], [`Error::SignatureRSmallOrder`]).
    /// 4. `k = SHA-512(R || A || M) mod l`; accept iff `[S]B = R + [k]A`.
    ///
    /// Variable time (public inputs).
    pub fn verify_strict(&self, message: &[u8], signature: &Signature) -> Result<(), Error> {
        self.verify_inner(Profile::Strict, Dom::Pure, &[message], signature)
    }

    /// **ZIP-215 verification** (Zcash; the rule for consensus, where every
    /// node must reach the same verdict, and the one batch verification
    /// agrees with).
    ///
    /// 1. Reject `S >= l` ([`Error::SignatureSNotReduced`]).
    /// 2. Decode `A` and `R` accepting non-canonical encodings (`y` is
    ///    taken mod `p`; `x = 0` with the sign bit set is `x = 0`); reject
    ///    only encodings of no point.
    /// 3. `k = SHA-512(R || A || M) mod l`, over the bytes as given.
    /// 4. Accept iff the cofactored equation `[8][S]B = [8]R + [8][k]A`
    ///    holds.
    ///
    /// Points of small order are accepted. Variable time (public inputs).
    pub fn verify_zip215(&self, message: &[u8], signature: &Signature) -> Result<(), Error> {
        self.verify_inner(Profile::Zip215, Dom::Pure, &[message], signature)
    }

    /// **Ed25519ctx verification** (RFC 8032 section 5.1.7 with
    /// `dom2(0, context)`), under the rules of [`VerifyingKey::verify`]:
    /// the context must be 1 to 255 bytes ([`Error::ContextEmpty`],
    /// [`Error::ContextTooLong`]), and
    /// `k = SHA-512(dom2(0, context) || R || A || M) mod l`.
    pub fn verify_ctx(
        &self,
        context: &[u8],
        message: &[u8],
        signature: &Signature,
    ) -> Result<(), Error> {
        self.verify_inner(Profile::Rfc8032, Dom::Ctx(context), &[message], signature)
    }

    /// **Ed25519ph verification** (RFC 8032 section 5.1.7 with
    /// `dom2(1, context)` and `PH = SHA-512`), under the rules of
    /// [`VerifyingKey::verify`]: the context must be at most 255 bytes
    /// ([`Error::ContextTooLong`]), and
    /// `k = SHA-512(dom2(1, context) || R || A || SHA-512(M)) mod l`.
    pub fn verify_ph(
        &self,
        context: &[u8],
        message: &[u8],
        signature: &Signature,
    ) -> Result<(), Error> {
        self.verify_prehashed(context, Sha512::new_with_prefix(message), signature)
    }

    /// [`VerifyingKey::verify_ph`] from a running SHA-512 state over the
    /// message (see [`super::SigningKey::sign_prehashed`]).
    pub fn verify_prehashed(
        &self,
        context: &[u8],
        prehash: Sha512,
        signature: &Signature,
    ) -> Result<(), Error> {
        let dom = Dom::Ph(context).check()?;
        let ph = sha512_finalize(prehash);
        self.verify_inner(Profile::Rfc8032, dom, &[&ph], signature)
    }

    /// The checks shared by every profile, in the order of the doc
    /// comments: context length, `S < l`, the facts about `A` known since
    /// [`VerifyingKey::from_bytes`], then the challenge and the group
    /// layer's decoding of `R` and the equation.
    pub(crate) fn verify_inner(
        &self,
        profile: Profile,
        dom: Dom<'_>,
        msg: &[&[u8]],
        signature: &Signature,
    ) -> Result<(), Error> {
        let dom = dom.check()?;
        if !bool::from(Scalar::from_canonical_bytes(signature.s_bytes()).is_some()) {
            return Err(Error::SignatureSNotReduced);
        }
        if profile != Profile::Zip215 && !self.facts.canonical {
            return Err(Error::PublicKeyNonCanonical);
        }
        let k = challenge(dom, signature.r_bytes(), &self.bytes, msg);
        verify_equation_vartime(
            self.backend,
            VerifyEquation {
                profile,
                a: &self.bytes,
                a_facts: &self.facts,
                r: signature.r_bytes(),
                s: signature.s_bytes(),
                k: &k,
            },
        )
    }
}

impl fmt::Debug for VerifyingKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("VerifyingKey(")?;
        for b in self.bytes {
            write!(f, "{b:02x}")?;
        }
        f.write_str(")")
    }
}

/// Equality of the encodings (two encodings of one point are different
/// keys: the bytes enter the challenge hash).
impl PartialEq for VerifyingKey {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
    }
}

impl Eq for VerifyingKey {}

impl core::hash::Hash for VerifyingKey {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.bytes.hash(state);
    }
}

impl AsRef<[u8]> for VerifyingKey {
    fn as_ref(&self) -> &[u8] {
        &self.bytes
    }
}

impl TryFrom<&[u8; 32]> for VerifyingKey {
    type Error = Error;
    /// [`VerifyingKey::from_bytes`].
    fn try_from(bytes: &[u8; 32]) -> Result<Self, Error> {
        VerifyingKey::from_bytes(bytes)
    }
}

impl TryFrom<[u8; 32]> for VerifyingKey {
    type Error = Error;
    /// [`VerifyingKey::from_bytes`].
    fn try_from(bytes: [u8; 32]) -> Result<Self, Error> {
        VerifyingKey::from_bytes(&bytes)
    }
}

impl TryFrom<&[u8]> for VerifyingKey {
    type Error = Error;
    /// [`VerifyingKey::from_slice`].
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        VerifyingKey::from_slice(bytes)
    }
}

impl From<VerifyingKey> for [u8; 32] {
    fn from(vk: VerifyingKey) -> [u8; 32] {
        vk.bytes
    }
}

/// The `signature` crate's error for a failed verification, keeping ours
/// as its source where both allow it (`std`: `signature::Error` holds a
/// boxed source, and [`Error`] implements the error trait).
fn to_signature_error(e: Error) -> signature::Error {
    #[cfg(feature = "std")]
    {
        signature::Error::from_source(e)
    }
    #[cfg(not(feature = "std"))]
    {
        let _ = e;
        signature::Error::new()
    }
}

impl signature::Verifier<Signature> for VerifyingKey {
    /// [`VerifyingKey::verify`] (RFC 8032 rules).
    fn verify(&self, message: &[u8], signature: &Signature) -> Result<(), signature::Error> {
        VerifyingKey::verify(self, message, signature).map_err(to_signature_error)
    }
}

impl signature::MultipartVerifier<Signature> for VerifyingKey {
    /// [`VerifyingKey::verify`] over the concatenation of `message`'s
    /// parts.
    fn multipart_verify(
        &self,
        message: &[&[u8]],
        signature: &Signature,
    ) -> Result<(), signature::Error> {
        self.verify_inner(Profile::Rfc8032, Dom::Pure, message, signature)
            .map_err(to_signature_error)
    }
}

impl signature::Verifier<ed25519::Signature> for VerifyingKey {
    /// [`VerifyingKey::verify`] (RFC 8032 rules) for the `ed25519` crate's
    /// signature type.
    fn verify(
        &self,
        message: &[u8],
        signature: &ed25519::Signature,
    ) -> Result<(), signature::Error> {
        VerifyingKey::verify(self, message, &Signature::from(*signature))
            .map_err(to_signature_error)
    }
}

impl signature::DigestVerifier<Sha512, Signature> for VerifyingKey {
    /// Ed25519ph with the empty context ([`VerifyingKey::verify_prehashed`]),
    /// over the SHA-512 state that `f` feeds the message to.
    fn verify_digest<F: Fn(&mut Sha512) -> Result<(), signature::Error>>(
        &self,
        f: F,
        signature: &Signature,
    ) -> Result<(), signature::Error> {
        let mut h = Sha512::new();
        f(&mut h)?;
        self.verify_prehashed(b"", h, signature)
            .map_err(to_signature_error)
    }
}
