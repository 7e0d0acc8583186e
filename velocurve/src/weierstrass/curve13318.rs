//! Curve13318 (Barreto 2017; Schwabe and Sprenkels, "The complete cost of
//! cofactor h = 1"): `E: y^2 = x^3 - 3x + 13318` over `p = 2^255 - 19`, of
//! prime order [`ORDER`] `= 2^255 + 325610659388873400306201440571661405155`
//! (cofactor 1; the twist order `2p + 2 - N` is prime too).
//!
//! The curve description for the [`Curve`] contract, on any backend's
//! [`Field25519`] (`b = 13318` is small, so `m_b` is
//! [`Field25519::mul_small`]), and its group operations on canonical
//! little-endian coordinate bytes (the [`super::group::Group`] of
//! `Curve13318On<F>`; the eight-lane batches are the IFMA engine's).
//!
//! # The generator
//!
//! No base point is standardised. [`Curve13318On::generator`] is `G = (0,
//! y0)`, `y0 = sqrt(13318)`, the root whose canonical little-endian
//! encoding is `b32b6af7…5e80f011` (it is odd): the point the reference
//! implementations of the paper benchmark with. Rule: the point with `x =
//! 0` and the odd square root. Any point but `O` generates the group, as
//! its order is prime; the tests check `G` is on the curve and `[N] G = O`.

use super::comb::{self, CombCurve, Table};
use super::double_base::{self, DoubleBaseCurve};
use super::group::Group;
use super::window;
use super::{AffinePoint, Co, Curve, ProjectivePoint, rcb_add, rcb_add_affine, rcb_double};
use super::{Coordinates, Invalid, Xy};
use crate::field::fp::{PrimeParams, words_from_be_hex};
use crate::field::modn::ModN;
use crate::field::{Field25519, from_canonical_bytes_25519};
use crate::lookup::WordLookup;
use core::marker::PhantomData;
use zeroize::Zeroize;

/// `b`.
pub(crate) const B: u32 = 13318;

/// `y0 = sqrt(13318)` (odd), little-endian words: `G = (0, y0)`.
pub(crate) const GENERATOR_Y: [u64; 4] = [
    0x4dc9b0cef76a2bb3,
    0x451d5d4cb07ae089,
    0xacecac69671189be,
    0x11f0805e07f348e1,
];

/// The group order `N` (prime; `2^255 < N < 2^256`).
pub(crate) const ORDER: [u64; 4] =
    words_from_be_hex("80000000000000000000000000000000f4f654f83deb8d16eb7d12dc4dc2cbe3");

/// Curve13318 on the field `F`.
#[derive(Debug)]
pub(crate) struct Curve13318On<F>(PhantomData<F>);

impl<F> Clone for Curve13318On<F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<F> Copy for Curve13318On<F> {}

impl<F: Field25519> Curve for Curve13318On<F> {
    type F = F;

    #[inline(always)]
    fn b() -> F {
        F::from_u64x4(&[B as u64, 0, 0, 0])
    }

    #[inline(always)]
    fn mul_b(x: &F) -> F {
        x.mul_small(B)
    }

    #[inline(always)]
    fn triple(x: &F) -> F {
        x.mul_small(3)
    }

    /// The field's fused formula where it has one
    /// ([`Field25519::rcb_add_fused`]), else [`rcb_add`].
    #[inline(always)]
    fn add_points(p: &[Co<Self>; 3], q: &[Co<Self>; 3]) -> [Co<Self>; 3] {
        match F::rcb_add_fused::<B>(&p.map(|c| c.0), &q.map(|c| c.0)) {
            Some(r) => r.map(Co),
            None => rcb_add(p, q),
        }
    }

    /// The field's fused formula where it has one
    /// ([`Field25519::rcb_add_affine_fused`]), else [`rcb_add_affine`].
    #[inline(always)]
    fn add_affine_point(p: &[Co<Self>; 3], q: &[Co<Self>; 2]) -> [Co<Self>; 3] {
        match F::rcb_add_affine_fused::<B>(&p.map(|c| c.0), &q.map(|c| c.0)) {
            Some(r) => r.map(Co),
            None => rcb_add_affine(p, q),
        }
    }

    /// The field's fused formula where it has one
    /// ([`Field25519::rcb_double_fused`]), else [`rcb_double`].
    #[inline(always)]
    fn double_point(p: &[Co<Self>; 3]) -> [Co<Self>; 3] {
        match F::rcb_double_fused::<B>(&p.map(|c| c.0)) {
            Some(r) => r.map(Co),
            None => rcb_double(p),
        }
    }

    #[inline(always)]
    fn generator() -> AffinePoint<Self> {
        AffinePoint {
            x: F::ZERO,
            y: F::from_u64x4(&GENERATOR_Y),
        }
    }
}

impl<F: Field25519> CombCurve for Curve13318On<F> {
    const ORDER: [u64; 4] = ORDER;

    #[inline(always)]
    fn table() -> &'static Table {
        &super::curve13318_table::TABLE
    }

    #[inline(always)]
    fn from_words(w: &[u64; 4]) -> F {
        F::from_canonical_words(w)
    }
}

/// The wNAF width of `G` in the variable-time double-base multiplication
/// (measured: docs/CURVE13318.md).
pub(crate) const G_WINDOW: usize = 8;
/// Entries of `G`'s table of odd multiples.
pub(crate) const G_ENTRIES: usize = double_base::entries(G_WINDOW);

impl<F: Field25519> DoubleBaseCurve for Curve13318On<F> {
    const G_WINDOW: usize = G_WINDOW;

    #[inline(always)]
    fn g_odd_multiple(j: usize) -> AffinePoint<Self> {
        let [x, y] = &super::curve13318_vartime_table::ODD_MULTIPLES.0[j % G_ENTRIES];
        AffinePoint {
            x: F::from_canonical_words(x),
            y: F::from_canonical_words(y),
        }
    }
}

/// The group order as the modulus of [`Scalar`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Order;

impl PrimeParams<4> for Order {
    const P: [u64; 4] = ORDER;
    type Bytes = [u8; 32];
}

/// Integers modulo `N`: secret scalars.
pub(crate) type Scalar = ModN<Order, 4>;

/// Signed radix-32 digits of a scalar below `2^256`.
const DIGITS: usize = window::digits(256);

/// The point of canonical little-endian coordinates `x`, `y`, checked
/// (variable time: public input).
pub(crate) fn decode_xy<F: Field25519>(
    x: &[u8; 32],
    y: &[u8; 32],
) -> Result<AffinePoint<Curve13318On<F>>, Invalid> {
    let x = Option::<F>::from(from_canonical_bytes_25519(x)).ok_or(Invalid::NonCanonical)?;
    let y = Option::<F>::from(from_canonical_bytes_25519(y)).ok_or(Invalid::NonCanonical)?;
    AffinePoint::from_coordinates(x, y).ok_or(Invalid::NotOnCurve)
}

/// The point of the canonical little-endian coordinates of a point checked
/// before (a [`crate::curve13318::PublicKey`]'s bytes): no check again.
#[inline]
pub(crate) fn from_checked_xy<F: Field25519>(
    x: &[u8; 32],
    y: &[u8; 32],
) -> AffinePoint<Curve13318On<F>> {
    AffinePoint {
        x: F::from_bytes(x),
        y: F::from_bytes(y),
    }
}

/// The point with canonical little-endian `x` whose `y` has parity `y_odd`
/// (SEC1 point decompression; variable time). `y = 0` cannot occur (it
/// would be a point of order 2, and the order is odd).
pub(crate) fn decompress<F: Field25519>(
    x: &[u8; 32],
    y_odd: bool,
) -> Result<AffinePoint<Curve13318On<F>>, Invalid> {
    let x = Option::<F>::from(from_canonical_bytes_25519(x)).ok_or(Invalid::NonCanonical)?;
    let yy = AffinePoint::<Curve13318On<F>>::y_squared(&x);
    let (is_square, y) = F::sqrt_ratio_i(&yy, &F::ONE);
    if !bool::from(is_square) {
        return Err(Invalid::NotOnCurve);
    }
    // `sqrt_ratio_i` returns the even root.
    let y = if y_odd { y.neg() } else { y };
    Ok(AffinePoint { x, y })
}

/// The little-endian `(x, y)` of a point, all zeros for the identity (the
/// reference code's encoding), by one inversion.
#[inline]
pub(crate) fn encode<F: Field25519>(p: &ProjectivePoint<Curve13318On<F>>) -> Xy<[u8; 32]> {
    // The identity has Z = 0, whose inverse is 0: (0, 0).
    let (x, y) = p.to_affine_coordinates();
    (x.to_bytes(), y.to_bytes())
}

/// `[k] P` for `k < 2^256` (little-endian) and a checked point, as
/// little-endian `(x, y)` (zeros for the identity). Constant time in `k`.
#[inline(always)]
pub(crate) fn mul<F: Field25519>(k: &[u8; 32], p: &AffinePoint<Curve13318On<F>>) -> Xy<[u8; 32]> {
    encode(&window::mul::<Curve13318On<F>, DIGITS>(k, p))
}

/// `[a] G + [b] P` for any `a`, `b` below `2^256` (little-endian) and any
/// point `P`, projective. **Variable time: public inputs only**
/// ([`super::double_base`]).
#[cfg(any(test, feature = "bench-hooks"))]
#[inline(always)]
pub(crate) fn mul_double_base_vartime<F: Field25519>(
    a: &[u8; 32],
    b: &[u8; 32],
    p: &ProjectivePoint<Curve13318On<F>>,
) -> ProjectivePoint<Curve13318On<F>> {
    double_base::mul_double_base_vartime::<Curve13318On<F>, 32, 257>(a, b, p)
}

/// `[k] G` for `k < n` (little-endian) by the variable-base window (the
/// comb's reference in tests). Constant time in `k`.
#[cfg(test)]
pub(crate) fn mul_base_window<F: Field25519>(k: &[u8; 32]) -> Xy<[u8; 32]> {
    mul(k, &Curve13318On::<F>::generator())
}

/// `[k] G` for `k < n` (little-endian) by the comb, with the table scan
/// `lookup`. Constant time in `k`.
#[inline(always)]
pub(crate) fn mul_base<F: Field25519, L: WordLookup>(k: &[u8; 32], lookup: L) -> Xy<[u8; 32]> {
    encode(&comb::mul_base::<Curve13318On<F>, L, 4, 8, { comb::ROWS }>(
        k, lookup,
    ))
}

/// Eight keys, little-endian canonical `(X, Y, Z)` bytes per lane: what an
/// eight-lane kernel ([`super::vector::lanes8`]) returns.
pub(crate) type Lanes8 = [[[u8; 32]; 8]; 3];

/// Keys per group of an eight-lane kernel.
const LANES: usize = 8;

/// The projective point of lane `j` of a kernel's output.
#[inline(always)]
fn lane_point<F: Field25519>(out: &Lanes8, j: usize) -> ProjectivePoint<Curve13318On<F>> {
    ProjectivePoint {
        x: F::from_bytes(&out[0][j]),
        y: F::from_bytes(&out[1][j]),
        z: F::from_bytes(&out[2][j]),
    }
}

/// Many independent multiplications whose affine results share one
/// inversion per chunk ([`super::batch::affine_batch`]): key `i < n` is
/// `point(i)`, computed by the single path (`single(i)`) or, for each
/// whole group of eight keys `8 m .. 8 m + 8`, by `kernel8(m)` if it gives
/// `Some` (an engine with an eight-lane kernel); `emit(i, x, y)`.
/// Constant time as the paths are: which path a key takes depends on `n`
/// and the engine only.
#[inline(always)]
fn batch<F: Field25519>(
    n: usize,
    mut single: impl FnMut(usize) -> ProjectivePoint<Curve13318On<F>>,
    mut kernel8: impl FnMut(usize) -> Option<Lanes8>,
    mut emit: impl FnMut(usize, [u8; 32], [u8; 32]),
) {
    let mut group: Option<Lanes8> = None;
    super::batch::affine_batch::<Curve13318On<F>>(
        n,
        |i| {
            if i % LANES == 0 {
                if let Some(g) = group.as_mut() {
                    g.zeroize();
                }
                group = if i + LANES <= n { kernel8(i) } else { None };
            }
            match &group {
                Some(g) => lane_point(g, i % LANES),
                None => single(i),
            }
        },
        |i, x, y| emit(i, x.to_bytes(), y.to_bytes()),
    );
    if let Some(g) = group.as_mut() {
        g.zeroize();
    }
}

/// `[k_i] P_i` for the keys `input(i) = (k_i, x_i, y_i)`, `i < n` (`k_i <
/// 2^256` little-endian, `P_i` checked): `emit(i, x, y)` with the bytes
/// of [`mul`], eight keys at a time through `kernel8(ks, xs, ys)` where it
/// gives `Some`. Constant time in the scalars.
#[inline(always)]
pub(crate) fn mul_batch<'a, F: Field25519>(
    n: usize,
    input: impl Fn(usize) -> (&'a [u8; 32], &'a [u8; 32], &'a [u8; 32]),
    mut kernel8: impl FnMut(&[[u8; 32]; 8], &[[u8; 32]; 8], &[[u8; 32]; 8]) -> Option<Lanes8>,
    emit: impl FnMut(usize, [u8; 32], [u8; 32]),
) {
    batch::<F>(
        n,
        |i| {
            let (k, x, y) = input(i);
            window::mul::<Curve13318On<F>, DIGITS>(k, &from_checked_xy(x, y))
        },
        |start| {
            let mut ks = [[0u8; 32]; LANES];
            let (mut xs, mut ys) = ([[0u8; 32]; LANES], [[0u8; 32]; LANES]);
            for j in 0..LANES {
                let (k, x, y) = input(start + j);
                ks[j] = *k;
                xs[j] = *x;
                ys[j] = *y;
            }
            let out = kernel8(&ks, &xs, &ys);
            ks.zeroize();
            out
        },
        emit,
    );
}

/// `[k_i] G` for the scalars `scalar(i)`, `i < n` (`k_i < n`,
/// little-endian): `emit(i, x, y)` with the bytes of [`mul_base`], eight
/// keys at a time through `kernel8(ks)` where it gives `Some`. Constant time
/// in the scalars.
#[inline(always)]
pub(crate) fn mul_base_batch<'a, F: Field25519, L: WordLookup>(
    n: usize,
    scalar: impl Fn(usize) -> &'a [u8; 32],
    lookup: L,
    mut kernel8: impl FnMut(&[[u8; 32]; 8]) -> Option<Lanes8>,
    emit: impl FnMut(usize, [u8; 32], [u8; 32]),
) {
    batch::<F>(
        n,
        |i| comb::mul_base::<Curve13318On<F>, L, 4, 8, { comb::ROWS }>(scalar(i), lookup),
        |start| {
            let mut ks: [[u8; 32]; LANES] = core::array::from_fn(|j| *scalar(start + j));
            let out = kernel8(&ks);
            ks.zeroize();
            out
        },
        emit,
    );
}

/// Little-endian `a mod p` for any 32 bytes `a` (the reference software's
/// reading of a coordinate; public data).
pub(crate) fn reduce_mod_p(a: &[u8; 32]) -> [u8; 32] {
    let words: [u64; 4] = core::array::from_fn(|i| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&a[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    });
    crate::field::Field::to_bytes(&crate::field::fe51::Fe51::from_u64x4(&words))
}

/// The operations of this module with their results as the 64 bytes `x ||
/// y` (the reference code's form), for the tests.
/// Curve13318 on the GF(2^255 - 19) field `F`.
impl<F: Field25519> Group for Curve13318On<F> {
    type Bytes = [u8; 32];
    type F = F;

    #[inline(always)]
    fn decode(c: Coordinates<[u8; 32]>) -> Result<Xy<[u8; 32]>, Invalid> {
        let p = match c {
            Coordinates::Xy(x, y) => decode_xy::<F>(&x, &y)?,
            Coordinates::Compressed(x, odd) => decompress::<F>(&x, odd)?,
        };
        Ok((p.x.to_bytes(), p.y.to_bytes()))
    }

    #[inline(always)]
    fn mul(k: &[u8; 32], x: &[u8; 32], y: &[u8; 32]) -> Xy<[u8; 32]> {
        mul::<F>(k, &from_checked_xy(x, y))
    }

    #[inline(always)]
    fn mul_base<L: WordLookup>(k: &[u8; 32], lookup: L) -> Xy<[u8; 32]> {
        mul_base::<F, L>(k, lookup)
    }

    #[inline(always)]
    fn mul_batch<'a>(
        n: usize,
        input: impl Fn(usize) -> (&'a [u8; 32], &'a [u8; 32], &'a [u8; 32]),
        emit: impl FnMut(usize, [u8; 32], [u8; 32]),
    ) {
        mul_batch::<F>(n, input, |_, _, _| None, emit)
    }

    #[inline(always)]
    fn mul_base_batch<'a, L: WordLookup>(
        n: usize,
        scalar: impl Fn(usize) -> &'a [u8; 32],
        lookup: L,
        emit: impl FnMut(usize, [u8; 32], [u8; 32]),
    ) {
        mul_base_batch::<F, L>(n, scalar, lookup, |_| None, emit)
    }

    #[inline(always)]
    fn ecdsa_verify_vartime(
        u1: &[u8; 32],
        u2: &[u8; 32],
        x: &[u8; 32],
        y: &[u8; 32],
        r: &[u8; 32],
    ) -> bool {
        double_base::ecdsa_verify_vartime::<Self, 4, 8, { comb::ROWS }>(
            u1,
            u2,
            &from_checked_xy(x, y),
            r,
        )
    }
}

#[cfg(test)]
pub(crate) mod xy64 {
    use super::super::Xy;
    pub(crate) use super::*;

    /// `x || y`.
    pub(crate) fn joined((x, y): Xy<[u8; 32]>) -> [u8; 64] {
        let mut out = [0u8; 64];
        out[..32].copy_from_slice(&x);
        out[32..].copy_from_slice(&y);
        out
    }

    /// [`super::encode`] as `x || y`.
    pub(crate) fn encode<F: Field25519>(p: &ProjectivePoint<Curve13318On<F>>) -> [u8; 64] {
        joined(super::encode(p))
    }

    /// [`super::mul`] as `x || y`.
    pub(crate) fn mul<F: Field25519>(k: &[u8; 32], p: &AffinePoint<Curve13318On<F>>) -> [u8; 64] {
        joined(super::mul(k, p))
    }

    /// [`super::mul_base`] as `x || y`.
    pub(crate) fn mul_base<F: Field25519, L: WordLookup>(k: &[u8; 32], lookup: L) -> [u8; 64] {
        joined(super::mul_base::<F, L>(k, lookup))
    }

    /// [`super::mul_base_window`] as `x || y`.
    pub(crate) fn mul_base_window<F: Field25519>(k: &[u8; 32]) -> [u8; 64] {
        joined(super::mul_base_window::<F>(k))
    }
}
