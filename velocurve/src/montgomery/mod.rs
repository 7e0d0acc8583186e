//! The Montgomery form `v^2 = u^3 + 486662 u^2 + u` and the X25519 ladder.

#[cfg(x86_backends)]
pub(crate) mod avx2;
#[cfg(x86_backends)]
pub(crate) mod batch;
/// The four-lane AVX2 batch kernel: measured slower than one AVX2 ladder
/// per key, kept for the benchmark program's comparison.
#[cfg(all(x86_backends, feature = "bench-hooks"))]
pub(crate) mod batch4;
#[cfg(x86_backends)]
pub(crate) mod ifma4;

use crate::field::Field25519;
use subtle::Choice;

/// `a24 = (A - 2) / 4` for A = 486662: the ladder's small constant, as in
/// RFC 7748 section 5.
pub(crate) const A24: u32 = 121665;

/// Clamps a scalar as RFC 7748 section 5 requires.
#[inline]
pub(crate) fn clamp(scalar: &[u8; 32]) -> [u8; 32] {
    let mut k = *scalar;
    k[0] &= 248;
    k[31] &= 127;
    k[31] |= 64;
    k
}

/// A field that runs the X25519 ladder: the generic one by default
/// ([`ladder_generic`]), or a backend's fused routine.
pub(crate) trait LadderField: Field25519 {
    /// The Montgomery ladder of RFC 7748 section 5 over bits 254..0 of `k`
    /// (a scalar already clamped, or any 255-bit integer) from the
    /// u-coordinate `x1`: returns `(x_2, z_2)` after the final conditional
    /// swap, so that `u([k] x1) = x_2 / z_2`. Constant time in `k`.
    #[inline(always)]
    fn ladder(k: &[u8; 32], x1: &Self) -> (Self, Self) {
        ladder_generic(k, x1)
    }
}

impl LadderField for crate::field::fe51::Fe51 {}

/// The `asm!` ladder of `fe64` (each step one block of code, the state in
/// registers and a stack frame).
#[cfg(x86_backends)]
impl LadderField for crate::field::fe64::Fe64 {
    #[inline(always)]
    fn ladder(k: &[u8; 32], x1: &Self) -> (Self, Self) {
        crate::field::fe64::ladder_fe64(k, x1)
    }
}

/// The generic ladder: the default of [`LadderField::ladder`], written
/// with the field operations. 255 identical steps, swaps by masks.
#[inline(always)]
pub(crate) fn ladder_generic<F: Field25519>(k: &[u8; 32], x1: &F) -> (F, F) {
    let x1 = *x1;
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
    (x2, z2)
}

/// X25519 on an already clamped scalar `k` and the u-coordinate `u` (bit
/// 255 ignored, non-canonical values accepted), returning the canonical
/// encoding of `u([k]P)`.
///
/// Constant time: the backend's ladder ([`LadderField::ladder`]); the one
/// inversion is constant-time safegcd.
#[inline(always)]
pub(crate) fn ladder<F: LadderField>(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    let x1 = F::from_bytes(u);
    let (x2, z2) = F::ladder(k, &x1);
    x2.mul(&z2.invert()).to_bytes()
}

/// Keys that share one inversion in a batch. Bounded so the fractions
/// live on the stack (no allocation); at 64 the shared inversion costs
/// each key about 1/64 of an inversion plus three multiplications.
pub(crate) const CHUNK: usize = 64;

/// `x_i / z_i` for every `i`, encoded, into `out`: Montgomery's trick with
/// one constant-time inversion for the whole slice (at most [`CHUNK`]
/// long). A zero `z_i` (a small-order input point) gives 0, as `x z^(p-2)`
/// does, without spoiling the shared inversion: such a `z_i` is replaced
/// by 1 and its `x_i` by 0, by masks. Constant time.
#[inline(always)]
pub(crate) fn finish_batch<F: Field25519>(xs: &mut [F], zs: &mut [F], out: &mut [[u8; 32]]) {
    debug_assert!(xs.len() == zs.len() && zs.len() == out.len() && zs.len() <= CHUNK);
    let n = zs.len();
    if n == 0 {
        return;
    }
    for (x, z) in xs.iter_mut().zip(zs.iter_mut()) {
        let zero = z.is_zero();
        *z = F::select(z, &F::ONE, zero);
        *x = F::select(x, &F::ZERO, zero);
    }
    // prefix[i] = z_0 * ... * z_i
    let mut prefix = [F::ZERO; CHUNK];
    prefix[0] = zs[0];
    for i in 1..n {
        prefix[i] = prefix[i - 1].mul(&zs[i]);
    }
    // inv = 1 / (z_0 * ... * z_i), walking i down.
    let mut inv = prefix[n - 1].invert();
    for i in (1..n).rev() {
        let zi_inv = inv.mul(&prefix[i - 1]);
        inv = inv.mul(&zs[i]);
        out[i] = xs[i].mul(&zi_inv).to_bytes();
    }
    out[0] = xs[0].mul(&inv).to_bytes();
}

/// The batch driver: `out[i] = x_i / z_i` for the fractions `(x_i, z_i)`,
/// computed [`CHUNK`] at a time into stack arrays and finished with one
/// shared inversion per chunk ([`finish_batch`]). `fractions(start, xs,
/// zs)` fills `xs` and `zs` (of equal length) with the fractions of keys
/// `start .. start + xs.len()`.
#[inline(always)]
pub(crate) fn batch_with<F: Field25519>(
    out: &mut [[u8; 32]],
    mut fractions: impl FnMut(usize, &mut [F], &mut [F]),
) {
    for (c, outs) in out.chunks_mut(CHUNK).enumerate() {
        let m = outs.len();
        let mut xs = [F::ZERO; CHUNK];
        let mut zs = [F::ZERO; CHUNK];
        fractions(c * CHUNK, &mut xs[..m], &mut zs[..m]);
        finish_batch(&mut xs[..m], &mut zs[..m], outs);
    }
}

#[cfg(test)]
mod tests {
    use crate::backend::Backend;
    use crate::x25519::x25519_with_backend;

    /// RFC 7748 section 5.2 (both single-step vectors, the iterated vector
    /// after 1 and 1,000 iterations) on every backend.
    #[test]
    fn rfc7748_vectors_all_backends() {
        for b in crate::test_support::backends("rfc7748_vectors_all_backends") {
            crate::test_support::check_rfc7748(b.name(), |k, u| {
                x25519_with_backend(b, k, u).unwrap()
            });
        }
    }

    /// The backends agree with each other and with x25519-dalek on random
    /// inputs, including u-coordinates with bit 255 set and non-canonical
    /// ones.
    #[test]
    fn x25519_backends_agree_random() {
        use rand::{RngCore, SeedableRng};
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x7e1c_0c0e_00aa);
        for i in 0..300 {
            let (mut k, mut u) = ([0u8; 32], [0u8; 32]);
            rng.fill_bytes(&mut k);
            rng.fill_bytes(&mut u);
            if i % 10 == 0 {
                u[1..31].fill(0xff); // near or above p
                u[0] |= 0xe0;
            }
            let want = x25519_dalek::x25519(k, u);
            for b in Backend::supported() {
                assert_eq!(x25519_with_backend(b, &k, &u).unwrap(), want, "backend {b}");
            }
        }
    }
}
