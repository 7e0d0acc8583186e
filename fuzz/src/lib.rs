//! Helpers shared by the fuzz targets: reading fixed-size inputs out of the
//! fuzzer's bytes, the implementations to run, and a big-integer model of
//! GF(2^255 - 19).
//!
//! Every target runs each input on *every* implementation this CPU has —
//! every field backend from `Backend::supported()`, every table scan from
//! `TableScan::supported()` — so a new backend is fuzzed without a change
//! here.

use num_bigint::BigUint;
use velocurve::backend::Backend;

/// `N` bytes from `data` at `offset`, zero-padded when the input is short
/// (so short inputs still reach every check).
pub fn take<const N: usize>(data: &[u8], offset: usize) -> [u8; N] {
    let mut out = [0u8; N];
    if let Some(rest) = data.get(offset..) {
        let n = rest.len().min(N);
        out[..n].copy_from_slice(&rest[..n]);
    }
    out
}

/// The backends this CPU runs.
pub fn backends() -> impl Iterator<Item = Backend> {
    Backend::supported()
}

/// p = 2^255 - 19.
pub fn p() -> BigUint {
    (BigUint::from(1u8) << 255u32) - 19u32
}

/// The field element 32 bytes encode as RFC 7748 decodes them: bit 255
/// ignored, then reduced mod p.
pub fn decode(bytes: &[u8; 32]) -> BigUint {
    let mut b = *bytes;
    b[31] &= 0x7f;
    BigUint::from_bytes_le(&b) % p()
}

/// The canonical 32-byte encoding of `x mod p`.
pub fn encode(x: &BigUint) -> [u8; 32] {
    let le = (x % p()).to_bytes_le();
    let mut out = [0u8; 32];
    out[..le.len()].copy_from_slice(&le);
    out
}

/// An independent model of the three Ed25519 verification profiles
/// (`verify`, `verify_strict`, `verify_zip215`), written from their
/// definitions (RFC 8032 section 5.1.7, the strict rules, ZIP-215) on
/// curve25519-dalek's group: `[verify, strict, zip215]`, accept = `true`.
/// The challenge is `SHA-512(dom || R || A || M)` over the bytes as given.
pub fn ed25519_oracle(key: &[u8; 32], sig: &[u8; 64], dom: &[u8], msg: &[u8]) -> [bool; 3] {
    use curve25519_dalek::edwards::{CompressedEdwardsY, EdwardsPoint};
    use curve25519_dalek::scalar::Scalar;
    use velocurve::ed25519::sha2::{Digest, Sha512};

    let r_bytes: [u8; 32] = take(sig, 0);
    let s_bytes: [u8; 32] = take(sig, 32);
    let Some(s) = Option::<Scalar>::from(Scalar::from_canonical_bytes(s_bytes)) else {
        return [false; 3];
    };
    // `decompress` is lenient: y is reduced mod p, and x = 0 with the sign
    // bit set decodes as x = 0.
    let (Some(a), Some(r)) = (
        CompressedEdwardsY(*key).decompress(),
        CompressedEdwardsY(r_bytes).decompress(),
    ) else {
        return [false; 3];
    };
    let canonical = a.compress().0 == *key && r.compress().0 == r_bytes;
    let k = Scalar::from_bytes_mod_order_wide(
        &Sha512::new()
            .chain_update(dom)
            .chain_update(r_bytes)
            .chain_update(key)
            .chain_update(msg)
            .finalize()
            .into(),
    );
    // [S]B - [k]A, as [k](-A) + [S]B (for A of small order, [l]A need not
    // be the identity, so not [-k mod l]A).
    let sb_minus_ka = EdwardsPoint::vartime_double_scalar_mul_basepoint(&k, &-a, &s);
    let verify = canonical && sb_minus_ka == r;
    let strict = verify && !a.is_small_order() && !r.is_small_order();
    let zip215 = (sb_minus_ka - r).mul_by_cofactor() == EdwardsPoint::default();
    [verify, strict, zip215]
}

/// `dom2(flag, context)` of RFC 8032 section 5.1 (the prefix of Ed25519ctx
/// with flag 0 and of Ed25519ph with flag 1).
pub fn dom2(flag: u8, context: &[u8]) -> Vec<u8> {
    let mut d = b"SigEd25519 no Ed25519 collisions".to_vec();
    d.push(flag);
    d.push(context.len() as u8);
    d.extend_from_slice(context);
    d
}
