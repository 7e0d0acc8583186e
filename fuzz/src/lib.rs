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
