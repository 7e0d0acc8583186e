//! The Montgomery form `v^2 = u^3 + 486662 u^2 + u` and the X25519 ladder.

use crate::backend::dispatch_fn;
use crate::field::FieldElement;
use subtle::Choice;

/// `a24 = (A - 2) / 4` for A = 486662: the ladder's small constant, as in
/// RFC 7748 section 5.
const A24: u32 = 121665;

/// Clamps a scalar as RFC 7748 section 5 requires.
#[inline]
pub(crate) fn clamp(scalar: &[u8; 32]) -> [u8; 32] {
    let mut k = *scalar;
    k[0] &= 248;
    k[31] &= 127;
    k[31] |= 64;
    k
}

/// The x-only Montgomery ladder of RFC 7748 section 5 on an already clamped
/// scalar `k` and the u-coordinate `u` (bit 255 ignored, non-canonical
/// values accepted), returning the canonical encoding of `u([k]P)`.
///
/// Constant time: 255 identical ladder steps, swaps by masks; the one
/// inversion is constant-time safegcd.
#[inline(always)]
pub(crate) fn ladder<F: FieldElement>(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    let x1 = F::from_bytes(u);
    let mut x2 = F::ONE;
    let mut z2 = F::ZERO;
    let mut x3 = x1;
    let mut z3 = F::ONE;
    let mut swap = 0u8;

    for t in (0..255).rev() {
        let k_t = (k[t >> 3] >> (t & 7)) & 1;
        swap ^= k_t;
        F::cswap(&mut x2, &mut x3, Choice::from(swap));
        F::cswap(&mut z2, &mut z3, Choice::from(swap));
        swap = k_t;

        // RFC 7748 section 5, with the names used there.
        let a = x2.add(&z2); // A = x_2 + z_2
        let aa = a.square(); // AA = A^2
        let b = x2.sub(&z2); // B = x_2 - z_2
        let bb = b.square(); // BB = B^2
        let e = aa.sub(&bb); // E = AA - BB
        let c = x3.add(&z3); // C = x_3 + z_3
        let d = x3.sub(&z3); // D = x_3 - z_3
        let da = d.mul(&a); // DA = D * A
        let cb = c.mul(&b); // CB = C * B
        x3 = da.add(&cb).square(); // x_3 = (DA + CB)^2
        z3 = x1.mul(&da.sub(&cb).square()); // z_3 = x_1 * (DA - CB)^2
        x2 = aa.mul(&bb); // x_2 = AA * BB
        z2 = e.mul(&aa.add(&e.mul_small(A24))); // z_2 = E * (AA + a24 * E)
    }
    F::cswap(&mut x2, &mut x3, Choice::from(swap));
    F::cswap(&mut z2, &mut z3, Choice::from(swap));

    x2.mul(&z2.invert()).to_bytes()
}

dispatch_fn! {
    /// `ladder` on the given backend.
    pub(crate) fn x25519_ladder(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] = ladder;
}
