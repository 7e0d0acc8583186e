//! PLACEHOLDER: constant-time safegcd inversion (to be replaced).
use super::FieldElement;
use super::fe51::Fe51;

/// `x^-1 mod p` of the integer `x` (little-endian, any 256-bit value), `0`
/// for `x = 0 mod p`. Returns the canonical encoding.
pub(crate) fn invert_mod_p(x: &[u8; 32]) -> [u8; 32] {
    let mut b = *x;
    let top = b[31] >> 7;
    b[31] &= 127;
    let mut f = Fe51::from_bytes(&b);
    f = f.add(&Fe51::from_u64x4(&[19 * top as u64, 0, 0, 0]));
    f.invert_fermat().to_bytes()
}
