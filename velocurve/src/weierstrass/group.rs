//! One curve on one field, as the ECDH layer sees it: the [`Group`]
//! contract, on canonical little-endian bytes.
//!
//! A [`Group`] decodes a public point (checked: canonical coordinates on the
//! curve, or a decompressed `x`), multiplies a checked point by a secret
//! scalar (the constant-time signed window, [`super::window`]), multiplies
//! the generator (the constant-time comb with a table scan of the engine's,
//! [`super::comb`]), and runs batches of either whose affine results share
//! one inversion per chunk ([`super::batch`]). Every result is the affine
//! `(x, y)` as canonical little-endian bytes, `(0, 0)` for the identity.
//!
//! [`NistGroup`] is the group of any [`Nist`] curve on any of its fields
//! (the described curves of [`super::nist`]: P-192 … P-521, secp256k1;
//! portable or `mulx`); Curve13318 has its own (its decompression takes
//! the square root of GF(2^255 - 19)). Which group runs on which backend is
//! the curve's [`Model`] (for a described curve, its description); the
//! engine picks by machine ([`crate::engine::Engine::On`]).
//!
//! Constant time: in the scalar for `mul`, `mul_base` and the batches.
//! Decoding works on public data and is variable time.

use super::curve13318::{self, Curve13318On};
use super::nist::{self, Nist};
use super::{Coordinates, Invalid, Xy};
use crate::backend::Operation;
#[cfg(x86_backends)]
use crate::backend::cpu;
use crate::field::fp::PrimeParams;
use crate::field::modn::ModN;
use crate::field::{Encoding, Field25519};
use crate::lookup::WordLookup;
use core::marker::PhantomData;
use subtle::Choice;
use zeroize::Zeroize;

/// One curve on one field; see the [module documentation](self). `Bytes`
/// is the encoding of a field element and of a scalar (the curves here
/// have `n` and `p` of the same byte length).
pub(crate) trait Group {
    /// `[u8; L]`, little-endian.
    type Bytes: Encoding;

    /// The checked point of `c` (variable time: public input).
    fn decode(c: Coordinates<Self::Bytes>) -> Result<Xy<Self::Bytes>, Invalid>;

    /// `[k] P` for a scalar `k < n` (little-endian) and the coordinates of
    /// a point checked before (not checked again). Constant time in `k`.
    fn mul(k: &Self::Bytes, x: &Self::Bytes, y: &Self::Bytes) -> Xy<Self::Bytes>;

    /// `[k] G` for `k < n` by the comb with the table scan `lookup`.
    /// Constant time in `k`.
    fn mul_base<L: WordLookup>(k: &Self::Bytes, lookup: L) -> Xy<Self::Bytes>;

    /// `[k_i] P_i` for `i < n`, `input(i) = (k_i, x_i, y_i)` as for
    /// [`Group::mul`]: `emit(i, x, y)` with the same bytes, one inversion
    /// per chunk. Constant time in the scalars.
    fn mul_batch<'a>(
        n: usize,
        input: impl Fn(usize) -> (&'a Self::Bytes, &'a Self::Bytes, &'a Self::Bytes),
        emit: impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) where
        Self::Bytes: 'a;

    /// `[k_i] G` for `i < n`, `k_i = scalar(i)`, as [`Group::mul_base`]:
    /// `emit(i, x, y)`, one inversion per chunk. Constant time in the
    /// scalars.
    fn mul_base_batch<'a, L: WordLookup>(
        n: usize,
        scalar: impl Fn(usize) -> &'a Self::Bytes,
        lookup: L,
        emit: impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) where
        Self::Bytes: 'a;
}

/// The [`Group`] of the [`Nist`] curve `C` (field elements of `N` words,
/// comb table entries of `K`, `R` comb rows, `D` window digits): the
/// generic code of [`super::nist`].
pub(crate) struct NistGroup<C, const N: usize, const K: usize, const R: usize, const D: usize>(
    PhantomData<C>,
);

impl<C, const N: usize, const K: usize, const R: usize, const D: usize> Group
    for NistGroup<C, N, K, R, D>
where
    C: Nist<N, K, R>,
{
    type Bytes = nist::Bytes<C>;

    #[inline(always)]
    fn decode(c: Coordinates<Self::Bytes>) -> Result<Xy<Self::Bytes>, Invalid> {
        nist::decode::<C, N, K, R>(c)
    }

    #[inline(always)]
    fn mul(k: &Self::Bytes, x: &Self::Bytes, y: &Self::Bytes) -> Xy<Self::Bytes> {
        let p = nist::from_checked_xy::<C, N, K, R>(x, y);
        nist::mul::<C, N, K, R, D>(k.as_ref(), &p)
    }

    #[inline(always)]
    fn mul_base<L: WordLookup>(k: &Self::Bytes, lookup: L) -> Xy<Self::Bytes> {
        nist::mul_base::<C, L, N, K, R>(k.as_ref(), lookup)
    }

    #[inline(always)]
    fn mul_batch<'a>(
        n: usize,
        input: impl Fn(usize) -> (&'a Self::Bytes, &'a Self::Bytes, &'a Self::Bytes),
        emit: impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) where
        Self::Bytes: 'a,
    {
        let input = |i| {
            let (k, x, y): (&'a Self::Bytes, _, _) = input(i);
            (k.as_ref(), x, y)
        };
        nist::mul_batch::<C, N, K, R, D>(n, input, emit)
    }

    #[inline(always)]
    fn mul_base_batch<'a, L: WordLookup>(
        n: usize,
        scalar: impl Fn(usize) -> &'a Self::Bytes,
        lookup: L,
        emit: impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) where
        Self::Bytes: 'a,
    {
        let scalar = |i| -> &'a [u8] { scalar(i).as_ref() };
        nist::mul_base_batch::<C, L, N, K, R>(n, scalar, lookup, emit)
    }
}

/// Curve13318 on the GF(2^255 - 19) field `F`.
impl<F: Field25519> Group for Curve13318On<F> {
    type Bytes = [u8; 32];

    #[inline(always)]
    fn decode(c: Coordinates<[u8; 32]>) -> Result<Xy<[u8; 32]>, Invalid> {
        let p = match c {
            Coordinates::Xy(x, y) => curve13318::decode_xy::<F>(&x, &y)?,
            Coordinates::Compressed(x, odd) => curve13318::decompress::<F>(&x, odd)?,
        };
        Ok((p.x.to_bytes(), p.y.to_bytes()))
    }

    #[inline(always)]
    fn mul(k: &[u8; 32], x: &[u8; 32], y: &[u8; 32]) -> Xy<[u8; 32]> {
        curve13318::mul::<F>(k, &curve13318::from_checked_xy(x, y))
    }

    #[inline(always)]
    fn mul_base<L: WordLookup>(k: &[u8; 32], lookup: L) -> Xy<[u8; 32]> {
        curve13318::mul_base::<F, L>(k, lookup)
    }

    #[inline(always)]
    fn mul_batch<'a>(
        n: usize,
        input: impl Fn(usize) -> (&'a [u8; 32], &'a [u8; 32], &'a [u8; 32]),
        emit: impl FnMut(usize, [u8; 32], [u8; 32]),
    ) {
        curve13318::mul_batch::<F>(n, input, |_, _, _| None, emit)
    }

    #[inline(always)]
    fn mul_base_batch<'a, L: WordLookup>(
        n: usize,
        scalar: impl Fn(usize) -> &'a [u8; 32],
        lookup: L,
        emit: impl FnMut(usize, [u8; 32], [u8; 32]),
    ) {
        curve13318::mul_base_batch::<F, L>(n, scalar, lookup, |_| None, emit)
    }
}

/// A curve as the engine sees it: its groups on the fields of each
/// machine, its scalars, and the [`Operation`]s its backend choice is made
/// per (what [`crate::ecdh::Curve::Model`] names; each curve of
/// [`crate::ecdh`] is its own model: every [`super::nist::Description`] by
/// a blanket impl, Curve13318 by its own, which offers its vector kernels). The engine picks the group by machine
/// ([`crate::engine::Engine::On`]); a curve with vector kernels offers
/// them here, given the token of the features they need.
pub(crate) trait Model: Copy + 'static {
    /// The encoding of a field element and of a scalar, little-endian.
    type Bytes: Encoding;

    /// The backend choice of a variable-base multiplication (an exchange)
    /// and of decoding a public key.
    const OPERATION: Operation;
    /// The backend choice of key generation.
    const OPERATION_BASE: Operation;
    /// The backend choice of a batch of exchanges (by default the single
    /// exchange's).
    const OPERATION_BATCH: Operation = Self::OPERATION;
    /// The backend choice of a batch of key generations (by default the
    /// single key generation's).
    const OPERATION_BASE_BATCH: Operation = Self::OPERATION_BASE;

    /// The curve on the portable field.
    type Portable: Group<Bytes = Self::Bytes>;
    /// The curve on the field the `mulx`/`adx` engines use.
    #[cfg(x86_backends)]
    type Mulx: Group<Bytes = Self::Bytes>;

    /// The integers modulo the group order `n`.
    type Scalar: Scalar<Bytes = Self::Bytes>;

    /// `[k] P` by a four-lane AVX2 kernel, if the curve has one.
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_avx2(
        t: cpu::Avx2,
        k: &Self::Bytes,
        x: &Self::Bytes,
        y: &Self::Bytes,
    ) -> Option<Xy<Self::Bytes>> {
        let _ = (t, k, x, y);
        None
    }

    /// `[k] P` by an AVX-512 IFMA kernel, if the curve has one.
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_ifma(
        t: cpu::Ifma,
        k: &Self::Bytes,
        x: &Self::Bytes,
        y: &Self::Bytes,
    ) -> Option<Xy<Self::Bytes>> {
        let _ = (t, k, x, y);
        None
    }

    /// A batch of `[k_i] P_i` ([`Group::mul_batch`]) with eight-lane IFMA
    /// kernels, if the curve has them (`false`: nothing ran).
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_batch_ifma<'a>(
        t: cpu::Ifma,
        n: usize,
        input: &impl Fn(usize) -> (&'a Self::Bytes, &'a Self::Bytes, &'a Self::Bytes),
        emit: &mut impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) -> bool
    where
        Self::Bytes: 'a,
    {
        let _ = (t, n, input, emit);
        false
    }

    /// A batch of `[k_i] G` ([`Group::mul_base_batch`]) with eight-lane
    /// IFMA kernels, if the curve has them (`false`: nothing ran).
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_base_batch_ifma<'a, L: WordLookup>(
        t: cpu::Ifma,
        n: usize,
        scalar: &impl Fn(usize) -> &'a Self::Bytes,
        lookup: L,
        emit: &mut impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) -> bool
    where
        Self::Bytes: 'a,
    {
        let _ = (t, n, scalar, lookup, emit);
        false
    }
}

/// The scalars of a curve: integers modulo its prime order `n`, on
/// little-endian bytes. Constant time.
pub(crate) trait Scalar {
    /// `[u8; L]`, little-endian.
    type Bytes: Encoding;
    /// `wide mod n` for `2 L` random bytes (little-endian), the
    /// intermediate wiped.
    fn reduce_wide(wide: &[u8]) -> Self::Bytes;
    /// Whether `k < n`.
    fn is_canonical(k: &Self::Bytes) -> Choice;
}

impl<Q: PrimeParams<N>, const N: usize> Scalar for ModN<Q, N> {
    type Bytes = Q::Bytes;

    fn reduce_wide(wide: &[u8]) -> Q::Bytes {
        let mut s = ModN::<Q, N>::from_bytes_mod_order(wide);
        let out = s.to_bytes();
        s.zeroize();
        out
    }

    fn is_canonical(k: &Q::Bytes) -> Choice {
        ModN::<Q, N>::from_canonical_bytes(k).is_some()
    }
}
