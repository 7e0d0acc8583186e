//! The Ed25519 signing key and RFC 8032 signing (sections 5.1.5, 5.1.6).

use super::{Dom, Signature, VerifyingKey, challenge, sha512_finalize};
use crate::Error;
use crate::backend::Backend;
use crate::engine::mul_base_compressed;
use crate::scalar::Scalar;
use core::fmt;
use sha2::{Digest, Sha512};
use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Length of a secret key (the seed) in bytes.
pub const SECRET_KEY_LENGTH: usize = 32;

/// An Ed25519 signing key: the 32-byte seed of RFC 8032, its expansion,
/// and the matching [`VerifyingKey`].
///
/// The seed, the secret scalar `a` and the nonce prefix are wiped on drop;
/// `Debug` shows only the public key.
///
/// A key runs its operations on [`Backend::Auto`] unless it was made with
/// [`SigningKey::from_seed_with_backend`] or given a backend with
/// [`SigningKey::with_backend`]; its [`VerifyingKey`] keeps the same
/// backend.
///
/// ```
/// use velocurve::ed25519::SigningKey;
/// let sk = SigningKey::from_seed(&[1u8; 32]);
/// let sig = sk.sign(b"hello");
/// assert!(sk.verifying_key().verify(b"hello", &sig).is_ok());
/// // Deterministic: the same message gives the same signature.
/// assert_eq!(sk.sign(b"hello"), sig);
/// assert_eq!(SigningKey::from_seed(sk.as_seed()).to_seed(), [1u8; 32]);
/// ```
#[derive(Clone)]
pub struct SigningKey {
    seed: [u8; 32],
    /// `a mod l`, where `a` is the clamped low half of `SHA-512(seed)`.
    scalar: Scalar,
    /// The high half of `SHA-512(seed)`, hashed into every nonce.
    prefix: [u8; 32],
    verifying_key: VerifyingKey,
}

impl SigningKey {
    /// The bytes of a `SigningKey` that hold public data: its
    /// `VerifyingKey` (the public key, its facts and the backend tag). The
    /// secret-taint harness taints a whole key and then declassifies these,
    /// so that branching on the backend (or on a `Result` whose
    /// discriminant the compiler keeps in one of their niches) is not
    /// reported as a branch on the secret.
    #[cfg(feature = "bench-hooks")]
    pub(crate) fn public_bytes() -> core::ops::Range<usize> {
        let at = core::mem::offset_of!(SigningKey, verifying_key);
        at..at + core::mem::size_of::<VerifyingKey>()
    }

    /// The key with this seed (the RFC 8032 private key), expanded as in
    /// section 5.1.5: `h = SHA-512(seed)`; the secret scalar `a` is the low
    /// half with bits 0, 1, 2 and 255 cleared and bit 254 set; the high
    /// half is the nonce prefix; the public key is the encoding of `[a]B`.
    pub fn from_seed(seed: &[u8; 32]) -> Self {
        Self::expand(Backend::Auto, seed)
    }

    /// [`SigningKey::from_seed`] computed on `backend`, which the key (and
    /// its [`VerifyingKey`]) then keeps for every operation;
    /// [`Error::BackendUnsupported`] if the CPU lacks it.
    ///
    /// ```
    /// use velocurve::{backend::Backend, ed25519::SigningKey};
    /// let sk = SigningKey::from_seed_with_backend(Backend::Portable51, &[7u8; 32])?;
    /// assert_eq!(sk.backend(), Backend::Portable51);
    /// assert_eq!(sk.verifying_key().backend(), Backend::Portable51);
    /// assert_eq!(sk, SigningKey::from_seed(&[7u8; 32]));
    /// # Ok::<(), velocurve::Error>(())
    /// ```
    pub fn from_seed_with_backend(backend: Backend, seed: &[u8; 32]) -> Result<Self, Error> {
        Ok(Self::expand(backend.check()?, seed))
    }

    /// The same key, running its later operations (signing, and those of
    /// its [`VerifyingKey`]) on `backend`; [`Error::BackendUnsupported`] if
    /// the CPU lacks it.
    pub fn with_backend(mut self, backend: Backend) -> Result<Self, Error> {
        let backend = backend.check()?;
        self.verifying_key = self.verifying_key.with_backend(backend)?;
        Ok(self)
    }

    /// The backend the key runs its operations on.
    pub fn backend(&self) -> Backend {
        self.verifying_key.backend()
    }

    fn expand(backend: Backend, seed: &[u8; 32]) -> Self {
        let mut h = sha512_finalize(Sha512::new_with_prefix(seed));
        let mut a = [0u8; 32];
        a.copy_from_slice(&h[..32]);
        a[0] &= 0b1111_1000;
        a[31] &= 0b0111_1111;
        a[31] |= 0b0100_0000;
        let mut prefix = [0u8; 32];
        prefix.copy_from_slice(&h[32..]);
        h.zeroize();
        // The clamped `a < 2^255` is what `mul_base` takes; signing needs
        // only `a mod l`.
        let (public, x) = mul_base_compressed(backend, &a);
        let scalar = Scalar::from_bytes_mod_order(&a);
        a.zeroize();
        SigningKey {
            seed: *seed,
            scalar,
            prefix,
            verifying_key: VerifyingKey::from_signing_parts(public, x, backend),
        }
    }

    /// The key with seed `bytes`, which must be 32 bytes long
    /// ([`Error::SecretKeyLength`] otherwise).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let seed: &[u8; 32] = bytes.try_into().map_err(|_| Error::SecretKeyLength {
            expected: SECRET_KEY_LENGTH,
            actual: bytes.len(),
        })?;
        Ok(Self::from_seed(seed))
    }

    /// The key from the 64-byte `seed || public key` form (libsodium's and
    /// NaCl's secret key, and the first field of the original
    /// `sign.input`). [`Error::KeyPairMismatch`] if the public half is not
    /// the one the seed derives.
    pub fn from_keypair_bytes(bytes: &[u8; 64]) -> Result<Self, Error> {
        let mut seed = [0u8; 32];
        seed.copy_from_slice(&bytes[..32]);
        let sk = Self::from_seed(&seed);
        seed.zeroize();
        if bool::from(sk.verifying_key.as_bytes().ct_eq(&bytes[32..])) {
            Ok(sk)
        } else {
            Err(Error::KeyPairMismatch)
        }
    }

    /// A fresh key from the operating system's random number generator.
    #[cfg(feature = "getrandom")]
    pub fn random() -> Self {
        let mut seed = [0u8; 32];
        // The OS RNG failing is not recoverable for key generation.
        getrandom::getrandom(&mut seed)
            .expect("the operating system's random number generator failed");
        let sk = Self::from_seed(&seed);
        seed.zeroize();
        sk
    }

    /// A fresh key with a seed from the given cryptographic RNG.
    pub fn generate<R: rand_core::RngCore + rand_core::CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut seed = [0u8; 32];
        rng.fill_bytes(&mut seed);
        let sk = Self::from_seed(&seed);
        seed.zeroize();
        sk
    }

    /// The seed, by value (the 32-byte RFC 8032 private key).
    pub fn to_seed(&self) -> [u8; 32] {
        self.seed
    }

    /// The seed, by reference.
    pub fn as_seed(&self) -> &[u8; 32] {
        &self.seed
    }

    /// The 64-byte `seed || public key` form (see
    /// [`SigningKey::from_keypair_bytes`]).
    pub fn to_keypair_bytes(&self) -> [u8; 64] {
        let mut b = [0u8; 64];
        b[..32].copy_from_slice(&self.seed);
        b[32..].copy_from_slice(self.verifying_key.as_bytes());
        b
    }

    /// The public key.
    pub fn verifying_key(&self) -> VerifyingKey {
        self.verifying_key
    }

    /// Ed25519 (RFC 8032 section 5.1.6): the deterministic signature of
    /// `message`.
    pub fn sign(&self, message: &[u8]) -> Signature {
        self.sign_inner(Dom::Pure, &[message])
    }

    /// Ed25519ctx: the signature of `message` under `context`, which must be
    /// 1 to 255 bytes long ([`Error::ContextEmpty`],
    /// [`Error::ContextTooLong`] otherwise). The prefix `dom2(0, context)`
    /// is hashed before the nonce prefix and before `R`.
    pub fn sign_ctx(&self, context: &[u8], message: &[u8]) -> Result<Signature, Error> {
        let dom = Dom::Ctx(context).check()?;
        Ok(self.sign_inner(dom, &[message]))
    }

    /// Ed25519ph: the signature of `SHA-512(message)` under `context` (0 to
    /// 255 bytes; [`Error::ContextTooLong`] otherwise), with the prefix
    /// `dom2(1, context)`.
    pub fn sign_ph(&self, context: &[u8], message: &[u8]) -> Result<Signature, Error> {
        self.sign_prehashed(context, Sha512::new_with_prefix(message))
    }

    /// Ed25519ph from a running SHA-512 state over the message, so that a
    /// large message can be streamed; otherwise as
    /// [`SigningKey::sign_ph`].
    ///
    /// ```
    /// use velocurve::ed25519::{SigningKey, sha2::{Digest, Sha512}};
    /// let sk = SigningKey::from_seed(&[3u8; 32]);
    /// let mut h = Sha512::new();
    /// h.update(b"a large ");
    /// h.update(b"file");
    /// let sig = sk.sign_prehashed(b"ctx", h)?;
    /// assert_eq!(sig, sk.sign_ph(b"ctx", b"a large file")?);
    /// sk.verifying_key().verify_ph(b"ctx", b"a large file", &sig)?;
    /// # Ok::<(), velocurve::Error>(())
    /// ```
    pub fn sign_prehashed(&self, context: &[u8], prehash: Sha512) -> Result<Signature, Error> {
        let dom = Dom::Ph(context).check()?;
        let ph = sha512_finalize(prehash);
        Ok(self.sign_inner(dom, &[&ph]))
    }

    /// RFC 8032 section 5.1.6 with the message in parts (`dom` checked):
    ///
    /// 1. `r = SHA-512(dom || prefix || M) mod l`;
    /// 2. `R = [r]B`, encoded;
    /// 3. `k = SHA-512(dom || R || A || M) mod l`;
    /// 4. `S = (r + k a) mod l`; the signature is `R || S`.
    ///
    /// Constant time in the secrets: the hash processes only public
    /// lengths, the reductions and `mul_add` are constant time, and `[r]B`
    /// is the constant-time comb. `r < l < 2^253` is a valid `mul_base`
    /// input. The nonce and its encodings are wiped before returning.
    pub(crate) fn sign_inner(&self, dom: Dom<'_>, msg: &[&[u8]]) -> Signature {
        let mut h = Sha512::new();
        dom.absorb(&mut h);
        h.update(self.prefix);
        for m in msg {
            h.update(m);
        }
        let mut nonce_wide = sha512_finalize(h);
        let mut r = Scalar::from_bytes_mod_order_wide(&nonce_wide);
        nonce_wide.zeroize();
        let mut r_bytes = r.to_bytes();
        let (big_r, _) = mul_base_compressed(self.backend(), &r_bytes);
        r_bytes.zeroize();
        let k = challenge(dom, &big_r, self.verifying_key.as_bytes(), msg);
        let s = Scalar::mul_add(&k, &self.scalar, &r);
        r.zeroize();
        Signature::from_components(big_r, s.to_bytes())
    }
}

impl Drop for SigningKey {
    fn drop(&mut self) {
        self.seed.zeroize();
        self.scalar.zeroize();
        self.prefix.zeroize();
    }
}

impl ZeroizeOnDrop for SigningKey {}

impl fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SigningKey")
            .field("verifying_key", &self.verifying_key)
            .finish_non_exhaustive()
    }
}

/// Equality of the seeds, in constant time.
impl PartialEq for SigningKey {
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.seed.ct_eq(&other.seed))
    }
}

impl Eq for SigningKey {}

impl From<[u8; 32]> for SigningKey {
    /// [`SigningKey::from_seed`].
    fn from(seed: [u8; 32]) -> Self {
        SigningKey::from_seed(&seed)
    }
}

impl From<&[u8; 32]> for SigningKey {
    /// [`SigningKey::from_seed`].
    fn from(seed: &[u8; 32]) -> Self {
        SigningKey::from_seed(seed)
    }
}

impl TryFrom<&[u8]> for SigningKey {
    type Error = Error;
    /// [`SigningKey::from_slice`].
    fn try_from(bytes: &[u8]) -> Result<Self, Error> {
        SigningKey::from_slice(bytes)
    }
}

impl AsRef<VerifyingKey> for SigningKey {
    fn as_ref(&self) -> &VerifyingKey {
        &self.verifying_key
    }
}

impl signature::KeypairRef for SigningKey {
    type VerifyingKey = VerifyingKey;
}

impl signature::Signer<Signature> for SigningKey {
    /// Ed25519 ([`SigningKey::sign`]); never fails.
    fn try_sign(&self, message: &[u8]) -> Result<Signature, signature::Error> {
        Ok(SigningKey::sign(self, message))
    }
}

impl signature::MultipartSigner<Signature> for SigningKey {
    /// Ed25519 over the concatenation of `message`'s parts.
    fn try_multipart_sign(&self, message: &[&[u8]]) -> Result<Signature, signature::Error> {
        Ok(self.sign_inner(Dom::Pure, message))
    }
}

impl signature::Signer<ed25519::Signature> for SigningKey {
    /// Ed25519 ([`SigningKey::sign`]), as the `ed25519` crate's type.
    fn try_sign(&self, message: &[u8]) -> Result<ed25519::Signature, signature::Error> {
        Ok(SigningKey::sign(self, message).into())
    }
}

impl signature::DigestSigner<Sha512, Signature> for SigningKey {
    /// Ed25519ph with the empty context, over the SHA-512 state that `f`
    /// feeds the message to (as ed25519-dalek does; for a context use
    /// [`SigningKey::sign_prehashed`]).
    fn try_sign_digest<F: Fn(&mut Sha512) -> Result<(), signature::Error>>(
        &self,
        f: F,
    ) -> Result<Signature, signature::Error> {
        let mut h = Sha512::new();
        f(&mut h)?;
        // The empty context is always valid.
        self.sign_prehashed(b"", h)
            .map_err(|_| signature::Error::new())
    }
}
