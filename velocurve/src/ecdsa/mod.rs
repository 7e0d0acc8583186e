//! ECDSA (FIPS 186-5 section 6) on the prime-order Weierstrass curves of
//! this crate that have a named OID and a standard hash: P-192, P-224,
//! P-256, P-384, P-521 and secp256k1 ([`EcdsaCurve`]; Curve13318 has no
//! standard signature).
//!
//! A [`SigningKey`] is an ECDH secret key of the same curve
//! ([`crate::ecdh::SecretKey`], the same bytes, the same PKCS#8 and SEC1
//! formats), a [`VerifyingKey`] an ECDH public key (the same SEC1 points
//! and SubjectPublicKeyInfo), a [`Signature`] the pair `(r, s)` with both
//! in `1 ..= n - 1`, in the fixed-size IEEE P1363 form `r || s` or in
//! ASN.1 DER, both decoded strictly ([`encoding`]).
//!
//! ```
//! # #[cfg(feature = "getrandom")] {
//! use velocurve::ecdsa::{Signature, SigningKey, VerifyingKey};
//! use velocurve::ecdh::P256;
//!
//! let key = SigningKey::<P256>::random();
//! let sig = key.sign(b"message");
//! // Keys travel as SEC1 points, signatures as P1363 or DER bytes.
//! let public = VerifyingKey::<P256>::from_sec1_bytes(&key.verifying_key().to_compressed())?;
//! public.verify(b"message", &Signature::from_der(sig.to_der().as_bytes())?)?;
//! assert!(public.verify(b"massage", &sig).is_err());
//! # }
//! # Ok::<(), velocurve::Error>(())
//! ```
//!
//! # Signing
//!
//! [`SigningKey::sign`] hashes the message with the curve's standard hash
//! ([`EcdsaCurve::Digest`]: SHA-256 for P-192, P-256 and secp256k1,
//! SHA-224 for P-224, SHA-384 for P-384, SHA-512 for P-521) and takes the
//! nonce of RFC 6979 (deterministic: the same key and message give the
//! same signature); [`SigningKey::sign_with_rng`] mixes fresh randomness
//! into it (§3.6's additional data: the hedged form, which stays safe if
//! the generator fails and resists fault attacks on the deterministic
//! one); [`SigningKey::sign_prehash`] and [`SigningKey::sign_digest`]
//! take a digest made elsewhere or with another hash. The digest is
//! truncated to the bit length of `n` as FIPS 186-5 says. secp256k1's
//! signatures come out with low `s` (`s <= (n - 1) / 2`, Bitcoin's rule,
//! as `k256` does); the others as computed.
//!
//! Constant time in the key and the nonce: the nonce by HMAC over fixed
//! lengths (`ecdsa/rfc6979.rs`), `[k] G` by the fixed-base comb with a full table
//! scan, `k^-1 mod n` by the constant-time safegcd inversion, the
//! signature equation in constant-time arithmetic modulo `n`.
//!
//! # Verification
//!
//! [`VerifyingKey::verify`] (and `verify_prehash`, `verify_digest`)
//! computes `u1 = z s^-1`, `u2 = r s^-1` and `R = [u1] G + [u2] Q` by the
//! variable-time interleaved double-scalar multiplication (width-8 wNAF on
//! a generated table of odd multiples of `G`, width 5 on `Q`; Jacobian
//! coordinates, exceptional cases decided by branches: all inputs are
//! public), and compares `x(R)` with `r` (and `r + n` where that is below
//! `p`) in the field, as `X == r Z^2`, without an inversion
//! (`weierstrass/double_base.rs`). [`VerifyingKey::verify_low_s`] first
//! rejects a high `s` (Bitcoin's rule for secp256k1).
//!
//! Errors say what was wrong: the encoding ([`Error::SignatureLength`],
//! [`Error::SignatureDer`]), the range of `r` or `s`
//! ([`Error::SignatureROutOfRange`], [`Error::SignatureSOutOfRange`]), a
//! high `s` in low-S mode ([`Error::SignatureHighS`]), a short prehash
//! ([`Error::PrehashLength`]), or the equation ([`Error::SignatureInvalid`]).

#![forbid(unsafe_code)]

pub mod encoding;
mod keys;
pub(crate) mod rfc6979;

#[cfg(test)]
mod tests;

pub use encoding::{DerError, DerSignature, Signature};
pub use keys::{SigningKey, VerifyingKey};
pub use rfc6979::Hash;

use crate::Error;
use crate::backend::Backend;
use crate::curves::{Curve, NamedCurve, P192, P224, P256, P384, P521, Secp256k1};
use crate::ecdh::{PublicKey, SecretKey, reversed};
use crate::engine;
use crate::field::Encoding;
use crate::weierstrass::group::{Model, Scalar};
use rfc6979::{Nonces, bits2int};
use sha2::{Sha224, Sha256, Sha384, Sha512};
use zeroize::Zeroize;

/// A curve with ECDSA: its standard hash and its signature size (sealed:
/// [`P192`], [`P224`], [`P256`], [`P384`], [`P521`], [`Secp256k1`]).
pub trait EcdsaCurve: NamedCurve {
    /// The hash [`SigningKey::sign`] and [`VerifyingKey::verify`] apply
    /// to messages.
    type Digest: Hash;
    /// `[u8; 2 SECRET_KEY_BYTES]`, the P1363 form `r || s`.
    type SignatureBytes: Encoding;
    /// Whether signing normalises `s` to the low half (secp256k1).
    const LOW_S: bool = false;
}

macro_rules! ecdsa_curve {
    ($curve:ty, $digest:ty, $len:literal $(, $low:literal)?) => {
        impl EcdsaCurve for $curve {
            type Digest = $digest;
            type SignatureBytes = [u8; $len];
            $(const LOW_S: bool = $low;)?
        }

        /// The P1363 form `r || s`.
        impl From<Signature<$curve>> for [u8; $len] {
            fn from(sig: Signature<$curve>) -> Self {
                sig.to_bytes()
            }
        }

        impl signature::SignatureEncoding for Signature<$curve> {
            type Repr = [u8; $len];
        }
    };
}

ecdsa_curve!(P192, Sha256, 48);
ecdsa_curve!(P224, Sha224, 56);
ecdsa_curve!(P256, Sha256, 64);
ecdsa_curve!(P384, Sha384, 96);
ecdsa_curve!(P521, Sha512, 132);
ecdsa_curve!(Secp256k1, Sha256, 64, true);

/// The shortest prehash accepted (bytes): shorter input is no hash of
/// adequate strength, more likely a mistake.
pub const MIN_PREHASH_BYTES: usize = 16;

/// [`Error::PrehashLength`] unless `digest` has at least
/// [`MIN_PREHASH_BYTES`].
fn check_prehash(digest: &[u8]) -> Result<(), Error> {
    if digest.len() < MIN_PREHASH_BYTES {
        return Err(Error::PrehashLength {
            minimum: MIN_PREHASH_BYTES,
            actual: digest.len(),
        });
    }
    Ok(())
}

/// The bit length of a big-endian integer (public: a group order).
fn bit_length(be: &[u8]) -> usize {
    match be.iter().position(|&b| b != 0) {
        Some(i) => 8 * (be.len() - i) - be[i].leading_zeros() as usize,
        None => 0,
    }
}

/// The ECDSA signature `(r, s)` (big-endian, each the order's byte length)
/// of a message whose hash under `D` is `digest` (any length: truncated
/// to the order's bit length as FIPS 186-5 says), by `key`. The nonce is
/// RFC 6979's for `D`, with `extra` as §3.6's additional data (empty:
/// deterministic). Constant time in the key and the nonce.
pub(crate) fn sign_prehash<C: Curve, D: Hash>(
    key: &SecretKey<C>,
    digest: &[u8],
    extra: &[u8],
) -> (C::Bytes, C::Bytes) {
    let q = C::ORDER;
    let qlen = bit_length(q.as_ref());
    let mut x = key.to_bytes();
    let mut z = C::Bytes::ZERO;
    bits2int(digest, qlen, z.as_mut());
    z.as_mut().reverse();
    let mut nonces = Nonces::<D>::new(q.as_ref(), qlen, x.as_ref(), digest, extra);
    x.zeroize();
    let mut k = C::Bytes::ZERO;
    let mut out = (C::Bytes::ZERO, C::Bytes::ZERO);
    // r or s zero (probability about 2^-qlen): the next nonce, as RFC 6979
    // §3.4 says; the only branch on a secret-derived value, in
    // [`retry_until`].
    retry_until(&mut || {
        nonces.next(k.as_mut());
        k.as_mut().reverse();
        let (mut px, mut py) = engine::mul_base::<C::Model>(key.backend(), &k);
        let (r, s, ok) =
            <<C::Model as Model>::Scalar as Scalar>::ecdsa_rs(&k, key.le_scalar(), &px, &z);
        px.zeroize();
        py.zeroize();
        out = (r, s);
        ok
    });
    k.zeroize();
    z.zeroize();
    (reversed(out.0.as_ref()), reversed(out.1.as_ref()))
}

/// Runs `attempt` until it succeeds: the loops of signing whose exit
/// depends on a secret-derived value of negligible failure probability
/// (RFC 6979's candidate nonce outside `1..q`, below `2^-32` on every
/// curve here; a signature with `r` or `s` zero, about `2^-qlen`). How
/// often it ran is all the branch reveals. Never inlined, and `attempt`
/// called through a `dyn` reference (not inlined into it), so that this
/// frame holds that branch and nothing else: the secret-taint check
/// (`velocurve-ct/ctgrind.supp`) names it.
#[inline(never)]
pub(crate) fn retry_until(attempt: &mut dyn FnMut() -> subtle::Choice) {
    while !bool::from(attempt()) {}
}

/// [`sign_prehash`] as a [`Signature`], low-S for the curves that want it.
fn sign_signature<C: EcdsaCurve, D: Hash>(
    key: &SecretKey<C>,
    digest: &[u8],
    extra: &[u8],
) -> Signature<C> {
    let (r, s) = sign_prehash::<C, D>(key, digest, extra);
    // 0 < r, s < n by construction (ecdsa_rs and the retry above).
    let sig = Signature::from_scalars_unchecked(r, s);
    if C::LOW_S { sig.normalize_s_ct() } else { sig }
}

/// Verifies `sig` on the digest `digest` (any length, truncated to the
/// order's bit length) under `key` on `backend`. Variable time: public
/// inputs.
fn verify_prehash<C: EcdsaCurve>(
    backend: Backend,
    key: &PublicKey<C>,
    digest: &[u8],
    sig: &Signature<C>,
) -> Result<(), Error> {
    let qlen = bit_length(C::ORDER.as_ref());
    let mut z = C::Bytes::ZERO;
    bits2int(digest, qlen, z.as_mut());
    z.as_mut().reverse();
    let r: C::Bytes = reversed(sig.r().as_ref());
    let s: C::Bytes = reversed(sig.s().as_ref());
    let (u1, u2) = <<C::Model as Model>::Scalar as Scalar>::ecdsa_u(&r, &s, &z);
    if engine::ecdsa_verify_vartime::<C::Model>(backend, &u1, &u2, key.le_coordinates(), &r) {
        Ok(())
    } else {
        Err(Error::SignatureInvalid)
    }
}
