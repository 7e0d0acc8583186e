//! Batch X25519: many independent scalar multiplications on the Montgomery
//! form, eight at a time in the lanes of AVX-512 IFMA registers.
//!
//! # How
//!
//! * **Eight ladders in lockstep**, ladder `j` in lane `j` of every zmm
//!   register ([`Fe51x8`]), running the RFC 7748 step 255 times. Nothing
//!   crosses lanes, so no permutes. The step ([`ladder8`]) uses 5
//!   multiplications, 4 squarings, one multiplication by a24 fused with the
//!   addition of AA, and 11 parallel carries, each of which turns an
//!   unreduced value (sum, difference or product) into a valid IFMA
//!   multiplicand. Where the time goes, measured: the products about 79 %
//!   of a step, the carries 13 %, additions and the a24 multiplication 4 %,
//!   the swaps 3.5 % (`docs/VECTOR.md`).
//! * **The conditional swap** is two k-mask blends per limb pair
//!   (`vpblendmq`), with the mask of step `t` holding bit `t` of each
//!   lane's scalar ([`lane_masks`]): the swap bits are secret, the blends
//!   are data-independent, nothing branches on them.
//! * **The inversions** use Montgomery's trick across the whole chunk (up to
//!   [`CHUNK`] = 64 keys): the projective results are converted to the
//!   mulx64 representation, and one constant-time safegcd inversion plus
//!   three multiplications per key replace one inversion per key
//!   (`montgomery::finish_batch`). An `x/z` with `z = 0` (a small-order input point) must
//!   give 0 without spoiling the other lanes' shared inversion: such a `z`
//!   is replaced by 1 and its `x` by 0, in constant time.
//! * **Key generation** does not run the ladder: the eight lanes each run
//!   the fixed-base comb on the Edwards form (`edwards::comb::ifma::
//!   mul_base_x8_batch`: 64 signed radix-16 digits, one eight-lane mixed
//!   addition per digit, constant-time table scans), and `u = (Z + Y)/(Z
//!   - Y)` goes through the same shared inversion.
//!
//! Whole batches are compiled under `#[target_feature(enable =
//! "avx512f,avx512ifma,bmi2,adx")]` ([`ladders_ifma`]), so every field
//! operation inlines; the caller checks [`crate::backend::Backend::Ifma`]
//! first.
//!
//! # Constant time
//!
//! For each group the instruction sequence is fixed: the scalar bits only
//! select blend lanes; the inversion is safegcd (constant time); the
//! zero test and the substitutions are masks
//! ([`crate::field::Field::is_zero`], [`crate::field::Field::select`]).
//! Padding lanes (when a remainder is run in a group) use a fixed public
//! scalar and point.

use crate::edwards;
use crate::field::{
    Field, Field25519,
    fe51x8::{Fe51x8, Fe51x8Unreduced, products},
    fe64::Fe64,
};
use crate::montgomery::{A24, CHUNK, clamp, finish_batch};
use zeroize::Zeroize;

/// The masks of the conditional swaps: bit `j` of `m[t]` is bit `t` of
/// scalar `j` (`t = 0..=255`). Built with shifts and masks only.
fn lane_masks(k: &[[u8; 32]; 8]) -> [u8; 256] {
    let mut m = [0u8; 256];
    for (t, mt) in m.iter_mut().enumerate() {
        let (byte, bit) = (t >> 3, t & 7);
        for (j, kj) in k.iter().enumerate() {
            *mt |= ((kj[byte] >> bit) & 1) << j;
        }
    }
    m
}

/// The eight ladders of RFC 7748 section 5 over bits 254..0 of the clamped
/// scalars (`masks`, see [`lane_masks`]) from `x_1` (= u): returns `(x_2, z_2)` after the final swap, `u([k_j] x_1) = x_2/z_2` in
/// lane `j`.
///
/// The names are those of RFC 7748. Per step: every value that feeds a
/// multiplication is reduced (limbs `< 2^51 + 2^16`); products and the
/// ladder state are unreduced (limbs `< 2^60`, products `< 2^59`); see
/// `field/fe51x8.rs` for the bounds.
///
/// The products are issued two at a time ([`products`]) in the order
/// measured fastest: pairs that share an operand (`D*A` with `A^2`, `C*B`
/// with `B^2`) keep the live registers under 32; and in the generic case
/// `(DA - CB)^2`, which starts the longest chain (`x_1 * (DA - CB)^2`),
/// goes first. Issuing four products at once spills registers and was
/// about 15 % slower; interleaving the steps of two groups of eight was
/// about 5 % slower.
#[inline(always)]
fn ladder8(
    masks: &[u8; 256],
    x1: &Fe51x8,
    one: Fe51x8Unreduced,
    zero: Fe51x8Unreduced,
) -> (Fe51x8Unreduced, Fe51x8Unreduced) {
    let (mut x2, mut z2, mut x3, mut z3) = (one, zero, x1.to_unreduced(), one);
    let mut prev = 0u8;
    for t in (0..255).rev() {
        let bits = masks[t];
        Fe51x8Unreduced::cswap(&mut x2, &mut x3, prev ^ bits);
        Fe51x8Unreduced::cswap(&mut z2, &mut z3, prev ^ bits);
        prev = bits;

        let a = x2.add_reduce(&z2); // A = x_2 + z_2
        let b = x2.sub_reduce(&z2); // B = x_2 - z_2
        let c = x3.add_reduce(&z3); // C = x_3 + z_3
        let d = x3.sub_reduce(&z3); // D = x_3 - z_3
        // DA = D * A with AA = A^2, CB = C * B with BB = B^2
        let ([da], [aa]) = products([(&d, &a)], [&a]);
        let ([cb], [bb]) = products([(&c, &b)], [&b]);
        let s = da.add_reduce(&cb); // DA + CB
        let u = da.sub_reduce(&cb); // DA - CB
        let e = aa.sub_reduce(&bb); // E = AA - BB
        let f = e.mul_small_add_reduce(A24, &aa); // AA + a24 * E
        let (aa, bb) = (aa.reduce(), bb.reduce());
        // x_3 = (DA + CB)^2, z_3 = x_1 * (DA - CB)^2, x_2 = AA * BB,
        // z_2 = E * (AA + a24 * E)
        let ([], [u2]) = products([], [&u]);
        let ([x2n], [x3n]) = products([(&aa, &bb)], [&s]);
        let ([z3n, z2n], []) = products([(x1, &u2.reduce()), (&e, &f)], []);
        (x2, z2, x3, z3) = (x2n, z2n, x3n, z3n);
    }
    Fe51x8Unreduced::cswap(&mut x2, &mut x3, prev);
    Fe51x8Unreduced::cswap(&mut z2, &mut z3, prev);
    (x2, z2)
}

/// Runs `scalars.len()` (a multiple of 8) ladders, eight at a time, from
/// the u-coordinates `points`, or, if `points` is `None`, eight fixed-base
/// multiplications at a time (X25519 on u = 9).
///
/// # Safety
/// The CPU supports AVX-512F, AVX-512 IFMA, BMI2 and ADX.
#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
unsafe fn ladders_ifma(scalars: &[[u8; 32]], points: Option<&[[u8; 32]]>, out: &mut [[u8; 32]]) {
    debug_assert!(scalars.len().is_multiple_of(8) && scalars.len() == out.len());
    let one = Fe51x8::splat(1).to_unreduced();
    let zero = Fe51x8::splat(0).to_unreduced();
    for (c, (ks, outs)) in scalars.chunks(CHUNK).zip(out.chunks_mut(CHUNK)).enumerate() {
        let mut xs = [Fe64::ZERO; CHUNK];
        let mut zs = [Fe64::ZERO; CHUNK];
        for (g, k8) in ks.chunks_exact(8).enumerate() {
            let mut k: [[u8; 32]; 8] = core::array::from_fn(|j| clamp(&k8[j]));
            let (x2, z2) = match points {
                Some(p) => {
                    let at = c * CHUNK + g * 8;
                    let u8s: &[[u8; 32]; 8] = p[at..at + 8]
                        .try_into()
                        .expect("a group holds eight points");
                    let x1 = Fe51x8::from_bytes(u8s);
                    let mut masks = lane_masks(&k);
                    let r = ladder8(&masks, &x1, one, zero);
                    masks.zeroize();
                    r
                }
                None => {
                    // u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y) of [k]B (see
                    // `edwards::x25519_base`).
                    // SAFETY: compiled with AVX-512F and IFMA.
                    let p = unsafe { edwards::comb::ifma::mul_base_x8_batch(&k) };
                    let (z, y) = (p.z.to_unreduced(), p.y.to_unreduced());
                    (
                        z.add_reduce(&y).to_unreduced(),
                        z.sub_reduce(&y).to_unreduced(),
                    )
                }
            };
            k.zeroize();
            let (xb, zb) = (x2.to_bytes(), z2.to_bytes());
            for j in 0..8 {
                xs[g * 8 + j] = Fe64::from_bytes(&xb[j]);
                zs[g * 8 + j] = Fe64::from_bytes(&zb[j]);
            }
        }
        let n = ks.len();
        finish_batch(&mut xs[..n], &mut zs[..n], outs);
    }
}

/// Below this many leftover keys (after the groups of eight) the single
/// operation is cheaper than a padded group of eight; from it on, the
/// leftovers run as one more group with padding lanes. Measured on the
/// Intel machine (`docs/BACKENDS.md`): a group of eight ladders costs about
/// 95.7k ticks, 3.4 single ifma ladders (28.1k each, the four-lane ladder);
/// a group of eight fixed-base multiplications about 31k ticks, three and a
/// half single ones on ifma (8.7k each).
const PAD_FROM_SHARED: usize = 4;
/// See [`PAD_FROM_SHARED`].
const PAD_FROM_BASE: usize = 4;

/// The IFMA part of the batch entry point behind `x25519::x25519_batch*`:
/// `out[i] = X25519(scalars[i], points[i])` (or `X25519(scalars[i], 9)`
/// when `points` is `None`), scalars not yet clamped, slices of equal
/// length (checked by the caller). Groups of eight run in the IFMA kernel;
/// a remainder runs as one more group padded with public dummy lanes when
/// that is faster than single operations. Returns how many leading keys
/// it did (the caller runs the rest as single operations). The token
/// proves the features.
pub(crate) fn x25519_batch_ifma(
    _ifma: crate::backend::cpu::Ifma,
    scalars: &[[u8; 32]],
    points: Option<&[[u8; 32]]>,
    out: &mut [[u8; 32]],
) -> usize {
    debug_assert!(scalars.len() == out.len() && points.is_none_or(|p| p.len() == out.len()));
    let n = scalars.len();
    let done = n - n % 8;
    // SAFETY: the token proves AVX-512F, IFMA, BMI2 and ADX.
    unsafe {
        ladders_ifma(
            &scalars[..done],
            points.map(|p| &p[..done]),
            &mut out[..done],
        )
    };
    let rest = n - done;
    let pad_from = if points.is_some() {
        PAD_FROM_SHARED
    } else {
        PAD_FROM_BASE
    };
    if rest < pad_from {
        return done;
    }
    let mut k = [[0u8; 32]; 8];
    let mut u = [BASEPOINT_U; 8];
    k[..rest].copy_from_slice(&scalars[done..]);
    if let Some(p) = points {
        u[..rest].copy_from_slice(&p[done..]);
    }
    let mut o = [[0u8; 32]; 8];
    // SAFETY: as above.
    unsafe { ladders_ifma(&k, points.map(|_| &u[..]), &mut o) };
    out[done..].copy_from_slice(&o[..rest]);
    k.zeroize();
    o.zeroize();
    n
}

/// The u-coordinate 9 of the base point (the padding lanes' point).
const BASEPOINT_U: [u8; 32] = {
    let mut b = [0u8; 32];
    b[0] = 9;
    b
};
