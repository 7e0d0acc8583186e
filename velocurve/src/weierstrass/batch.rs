//! Many independent constant-time scalar multiplications whose affine
//! results share one field inversion: what the batch ECDH entry points
//! (`ecdh::diffie_hellman_batch`, `ecdh::public_key_batch`) run on every
//! curve.
//!
//! # Why
//!
//! A single exchange ends with one constant-time (safegcd) inversion of
//! `Z` to give the affine `x = X/Z`. For a batch, Montgomery's trick
//! replaces the `m` inversions of a chunk by one and three multiplications
//! per key: prefix products `c_i = Z_0 ... Z_i`, one inversion of
//! `c_{m-1}`, then from the top down `1/Z_i = c_{i-1} / c_i` and `1/c_{i-1}
//! = Z_i / c_i` (two multiplications), and the coordinates `X_i / Z_i`,
//! `Y_i / Z_i` (two more, as in the single path). What is shared is that
//! one inversion per chunk and nothing else: each key runs the single
//! path's projective multiplication unchanged (the signed window of
//! [`super::window::mul`] or [`super::jacobian::mul`], or the comb of
//! [`super::comb::mul_base_on`]), through [`affine_batch`].
//!
//! # Bounds
//!
//! The projective results of a chunk of at most [`CHUNK`] keys and their
//! prefix products live on the stack (P-521: `64 x 4 x 9` words, 18 KiB);
//! no allocation, any batch length (0 included), chunk after chunk.
//!
//! # Constant time
//!
//! The loops run over public lengths. A `Z = 0` (the identity, which a
//! checked exchange never reaches, since the group has prime order, the
//! scalar is in `1 ..= n - 1` and the point is not the identity) must not
//! make the shared product zero and spoil the chunk: it is replaced by 1
//! and its `X`, `Y` by 0, by constant-time selects on
//! [`Field::is_zero`], so the result is `(0,
//! 0)` as the single path's `X * 0^-1` gives. The inversion is the field's
//! constant-time one; the rest are multiplications.

use super::{Curve, ProjectivePoint};
use crate::field::Field;

/// Keys that share one inversion. Bounded so a chunk lives on the stack
/// (P-521: 18 KiB); the X25519 batch's size (`montgomery/batch_ifma8.rs`). What
/// remains of the inversion per key is 1/64 of one, against 1/32 with
/// chunks of 32: both small beside the multiplication (not measured
/// against each other).
pub(crate) const CHUNK: usize = 64;

/// `point(i)` for every `i < n` (the projective result of key `i`),
/// `CHUNK` at a time, then `emit(i, x, y)` with its affine coordinates
/// (`(0, 0)` for the identity), all of a chunk from one inversion. Constant
/// time as `point` is (see the module documentation).
#[inline(always)]
pub(crate) fn affine_batch<C: Curve>(
    n: usize,
    mut point: impl FnMut(usize) -> ProjectivePoint<C>,
    mut emit: impl FnMut(usize, &C::F, &C::F),
) {
    let mut ps = [ProjectivePoint::<C>::IDENTITY; CHUNK];
    let mut prefix = [C::F::ZERO; CHUNK];
    let mut start = 0;
    while start < n {
        let m = CHUNK.min(n - start);
        for (j, p) in ps[..m].iter_mut().enumerate() {
            let mut r = point(start + j);
            // Z = 0 -> (0 : 0 : 1): the quotients are 0 and the shared
            // product stays invertible.
            let zero = r.z.is_zero();
            r.x = C::F::select(&r.x, &C::F::ZERO, zero);
            r.y = C::F::select(&r.y, &C::F::ZERO, zero);
            r.z = C::F::select(&r.z, &C::F::ONE, zero);
            *p = r;
        }
        // prefix[j] = Z_0 ... Z_j (of this chunk).
        prefix[0] = ps[0].z;
        for j in 1..m {
            prefix[j] = prefix[j - 1].mul(&ps[j].z);
        }
        // inv = 1 / (Z_0 ... Z_j), walking j down.
        let mut inv = prefix[m - 1].invert();
        for j in (0..m).rev() {
            let zi = if j > 0 {
                let zi = inv.mul(&prefix[j - 1]);
                inv = inv.mul(&ps[j].z);
                zi
            } else {
                inv
            };
            let p = &ps[j];
            emit(start + j, &p.x.mul(&zi), &p.y.mul(&zi));
        }
        start += m;
    }
    // The projective results are as secret as the outputs: overwrite them.
    for p in ps.iter_mut() {
        *p = ProjectivePoint::IDENTITY;
    }
    for c in prefix.iter_mut() {
        *c = C::F::ZERO;
    }
    core::hint::black_box((&ps, &prefix));
}
