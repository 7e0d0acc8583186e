//! Ed25519, Ed25519ctx and Ed25519ph signatures (RFC 8032).
//!
//! ```
//! use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};
//!
//! let signing_key = SigningKey::from_seed(&[0x42; 32]);
//! let sig: Signature = signing_key.sign(b"message");
//!
//! // The public key travels as 32 bytes, the signature as 64.
//! let vk = VerifyingKey::from_bytes(&signing_key.verifying_key().to_bytes())?;
//! let sig = Signature::from_bytes(&sig.to_bytes());
//! vk.verify(b"message", &sig)?;
//! assert_eq!(
//!     vk.verify(b"massage", &sig),
//!     Err(velocurve::Error::SignatureInvalid)
//! );
//! # Ok::<(), velocurve::Error>(())
//! ```
//!
//! # Keys
//!
//! A [`SigningKey`] is made from a 32-byte seed ([`SigningKey::from_seed`],
//! [`SigningKey::generate`], or PKCS#8 through [`pkcs8`]) and holds its
//! [`VerifyingKey`]. Signing never takes a separately supplied public key
//! (the signing-oracle misuse of RUSTSEC-2022-0093 cannot be written).
//! The seed, the secret scalar, the nonce prefix and every per-signature
//! nonce are wiped when dropped; `Debug` never prints them.
//!
//! # Signing
//!
//! Deterministic, as RFC 8032 section 5.1.6 specifies:
//! [`SigningKey::sign`] (Ed25519), [`SigningKey::sign_ctx`] (Ed25519ctx,
//! context of 1 to 255 bytes), [`SigningKey::sign_ph`] and
//! [`SigningKey::sign_prehashed`] (Ed25519ph, context of 0 to 255 bytes,
//! the message or a running [`sha2::Sha512`] over it). Constant time in
//! every secret.
//!
//! # Verification profiles
//!
//! Implementations of Ed25519 disagree on edge cases (non-canonical
//! encodings, points of small order, the cofactor); see Chalkias, Garillot
//! and Nikolaenko, "Taming the many EdDSAs" (SSR 2020) and Henry de
//! Valence's "It's 255:19AM. Do you know what your validation criteria
//! are?". Here each set of rules is a named function:
//!
//! | profile | `S >= l` | non-canonical A, R | small-order A, R | equation |
//! |---|---|---|---|---|
//! | [`VerifyingKey::verify`] (RFC 8032, FIPS 186-5) | reject | reject | accept | `[S]B = R + [k]A` |
//! | [`VerifyingKey::verify_strict`] (libsodium, WebCrypto) | reject | reject | reject | `[S]B = R + [k]A` |
//! | [`VerifyingKey::verify_zip215`] (ZIP-215, consensus) | reject | accept | accept | `[8][S]B = [8]R + [8][k]A` |
//!
//! with `k = SHA-512(dom || R || A || M) mod l` over the bytes of `R` and
//! `A` as given. Every profile rejects an `A` or `R` whose `y` has no `x` on
//! the curve. The README's "Ed25519 verification profiles" section shows
//! what each profile decides on the 914 C2SP CCTV edge-case vectors; a test
//! pins that matrix.
//!
//! Verification is variable time: every input is public.
//!
//! # Batch verification
//!
//! [`verify_batch`] checks many signatures at once (distinct keys and
//! messages) with one multi-scalar multiplication and random 128-bit
//! coefficients; its verdict is the AND of
//! [`VerifyingKey::verify_zip215`] over the batch. On failure,
//! [`verify_batch_report`] names the signatures that failed. See
//! [`batch`] for the algorithm and where the time goes (features `std`,
//! or `alloc` for the `*_with_rng` forms).
//!
//! # Errors
//!
//! Every length, context, encoding and range problem is its own
//! [`crate::Error`] variant ([`Error::SignatureSNotReduced`],
//! [`Error::PublicKeyNonCanonical`], [`Error::ContextTooLong`] …), and
//! [`Error::SignatureInvalid`] means only that the equation failed.
//!
//! # Backends
//!
//! Each operation runs on the key's backend, [`Backend::Auto`] unless the
//! key was made with [`SigningKey::from_seed_with_backend`] or
//! [`VerifyingKey::from_bytes_with_backend`] (or given one with
//! `with_backend`), and batch verification on the backend its
//! `*_with_backend` form names; a backend the CPU lacks is
//! [`Error::BackendUnsupported`]. `Backend::Auto` picks, per operation, the
//! backend measured fastest on this CPU's family
//! ([`Backend::auto`]).
//!
//! [`Backend::Auto`]: crate::backend::Backend::Auto
//! [`Backend::auto`]: crate::backend::Backend::auto
//!
//! [`Error::SignatureSNotReduced`]: crate::Error::SignatureSNotReduced
//! [`Error::PublicKeyNonCanonical`]: crate::Error::PublicKeyNonCanonical
//! [`Error::ContextTooLong`]: crate::Error::ContextTooLong
//! [`Error::SignatureInvalid`]: crate::Error::SignatureInvalid
//! [`Error::BackendUnsupported`]: crate::Error::BackendUnsupported

#![forbid(unsafe_code)]

#[cfg(feature = "alloc")]
pub mod batch;
pub mod pkcs8;
pub(crate) mod rules;
mod signature;
mod signing;
mod verifying;

pub use self::signature::{SIGNATURE_LENGTH, Signature};
pub use signing::{SECRET_KEY_LENGTH, SigningKey};
pub use verifying::{PUBLIC_KEY_LENGTH, VerifyingKey};

#[cfg(feature = "alloc")]
pub use batch::{
    BatchFailure, verify_batch_report_with_rng, verify_batch_with_rng,
    verify_batch_with_rng_and_backend,
};
#[cfg(feature = "std")]
pub use batch::{
    verify_batch, verify_batch_report, verify_batch_report_with_backend, verify_batch_with_backend,
};

/// The SHA-512 implementation used for Ed25519ph prehashing
/// ([`SigningKey::sign_prehashed`], [`VerifyingKey::verify_prehashed`]),
/// re-exported so that callers name the same version.
pub use sha2;

use crate::Error;
use sha2::{Digest, Sha512};

/// Which member of the RFC 8032 family, with its context: the `dom2` prefix
/// of section 5.1 (empty for plain Ed25519).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Dom<'a> {
    /// Ed25519: no prefix.
    Pure,
    /// Ed25519ctx: `dom2(0, context)`, context of 1 to 255 bytes.
    Ctx(&'a [u8]),
    /// Ed25519ph: `dom2(1, context)`, context of 0 to 255 bytes; the
    /// "message" is `SHA-512(M)`.
    Ph(&'a [u8]),
}

impl Dom<'_> {
    /// The context-length rules of RFC 8032 section 5.1.
    pub(crate) fn check(self) -> Result<Self, Error> {
        match self {
            Dom::Pure => Ok(self),
            Dom::Ctx([]) => Err(Error::ContextEmpty),
            Dom::Ctx(c) | Dom::Ph(c) if c.len() > 255 => {
                Err(Error::ContextTooLong { actual: c.len() })
            }
            _ => Ok(self),
        }
    }

    /// Feeds `dom2(phflag, context)` = "SigEd25519 no Ed25519 collisions"
    /// || phflag || len(context) || context to `h` (nothing for
    /// [`Dom::Pure`]). The length fits a byte after [`Dom::check`].
    pub(crate) fn absorb(self, h: &mut Sha512) {
        let (flag, ctx) = match self {
            Dom::Pure => return,
            Dom::Ctx(c) => (0u8, c),
            Dom::Ph(c) => (1u8, c),
        };
        debug_assert!(ctx.len() <= 255);
        h.update(b"SigEd25519 no Ed25519 collisions");
        h.update([flag, ctx.len() as u8]);
        h.update(ctx);
    }
}

/// `SHA-512(m)` as bytes, with the hash state wiped on drop.
pub(crate) fn sha512_finalize(h: Sha512) -> [u8; 64] {
    let mut out = [0u8; 64];
    h.finalize_into((&mut out).into());
    out
}

/// The challenge `k = SHA-512(dom || R || A || M) mod l` (RFC 8032 section
/// 5.1.6 step 4 and 5.1.7 step 2), over the encodings of `R` and `A` as
/// given and the message in parts.
pub(crate) fn challenge(
    dom: Dom<'_>,
    r: &[u8; 32],
    a: &[u8; 32],
    msg: &[&[u8]],
) -> crate::scalar::Scalar {
    let mut h = Sha512::new();
    dom.absorb(&mut h);
    h.update(r);
    h.update(a);
    for m in msg {
        h.update(m);
    }
    crate::scalar::Scalar::from_bytes_mod_order_wide(&sha512_finalize(h))
}
