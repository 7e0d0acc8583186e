//! ECDSA (FIPS 186-5) on the prime-order Weierstrass curves: the signing
//! core, on which issue 26 builds the public API (keys, encodings,
//! verification, the RustCrypto traits). Not public yet.
//!
//! [`sign_prehash`]: the nonce by RFC 6979 ([`rfc6979`]; deterministic, or
//! hedged with additional data), `[k] G` by the curve's fixed-base comb
//! on the key's backend (constant time in `k`), and the signature
//! equation modulo `n` with the constant-time safegcd inversion
//! (`weierstrass::group::Scalar::ecdsa_rs`). Tested against RFC 6979
//! Appendix A.2's nonces and signatures (`tests.rs`).

#![forbid(unsafe_code)]
#![cfg_attr(
    not(test),
    allow(
        dead_code,
        reason = "the public ECDSA API of issue 26 is built on this next"
    )
)]

pub(crate) mod rfc6979;

#[cfg(test)]
mod tests;

use crate::curves::Curve;
use crate::ecdh::{SecretKey, reversed};
use crate::engine;
use crate::field::Encoding;
use crate::weierstrass::group::{Model, Scalar};
use rfc6979::{Hash, Nonces, bits2int};
use zeroize::Zeroize;

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
    loop {
        nonces.next(k.as_mut());
        k.as_mut().reverse();
        let (mut px, mut py) = engine::mul_base::<C::Model>(key.backend(), &k);
        let (r, s, ok) =
            <<C::Model as Model>::Scalar as Scalar>::ecdsa_rs(&k, key.le_scalar(), &px, &z);
        px.zeroize();
        py.zeroize();
        // r or s zero (probability about 2^-qlen): the next nonce, as RFC
        // 6979 §3.4 says.
        if bool::from(ok) {
            k.zeroize();
            z.zeroize();
            return (reversed(r.as_ref()), reversed(s.as_ref()));
        }
    }
}
