//! One curve on one field, as the ECDH layer sees it: the [`Group`]
//! contract, on canonical little-endian bytes.
//!
//! A [`Group`] decodes a public point (checked: canonical coordinates on the
//! curve, or a decompressed `x`), multiplies a checked point by a secret
//! scalar (the constant-time signed window, [`super::window`]; in Jacobian
//! coordinates for the described curves, [`super::jacobian`]), multiplies
//! the generator (the constant-time comb with a table scan of the engine's,
//! [`super::comb`]), and runs batches of either whose affine results share
//! one inversion per chunk ([`super::batch`]). Every result is the affine
//! `(x, y)` as canonical little-endian bytes, `(0, 0)` for the identity.
//!
//! The groups are `nist::NistGroup` (any described curve of
//! [`super::nist`] on any of its fields: P-192 … P-521, secp256k1;
//! portable or `mulx`) and Curve13318's (`super::curve13318`: its
//! decompression takes the square root of GF(2^255 - 19)). Which group runs
//! on which backend is the curve's [`Model`] (for a described curve, its
//! description); the engine picks by machine
//! ([`crate::engine::Engine::On`]). This module holds the contracts only,
//! so the curves import it and it imports no curve.
//!
//! Constant time: in the scalar for `mul`, `mul_base` and the batches.
//! Decoding works on public data and is variable time.

use super::{Coordinates, Invalid, Xy};
use crate::backend::Operation;
#[cfg(x86_backends)]
use crate::backend::cpu;
use crate::field::fp::PrimeParams;
use crate::field::modn::ModN;
use crate::field::{Encoding, Field};
use crate::lookup::WordLookup;
use subtle::Choice;
use zeroize::Zeroize;

/// One curve on one field; see the [module documentation](self). `Bytes`
/// is the encoding of a field element and of a scalar (the curves here
/// have `n` and `p` of the same byte length).
pub(crate) trait Group {
    /// `[u8; L]`, little-endian.
    type Bytes: Encoding;
    /// The field the coordinates are computed in (the benchmark's field
    /// rows time it through `__bench::nist_field`).
    type F: Field<Bytes = Self::Bytes>;

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

    /// ECDSA's verification equation: whether `x([u1] G + [u2] Q) mod n =
    /// r` for the scalars `u1`, `u2`, the coordinates of a checked point
    /// `Q` and a signature's `r` (`0 < r < n`), all little-endian
    /// ([`super::double_base::ecdsa_verify_vartime`]). **Variable time:
    /// public inputs only.**
    fn ecdsa_verify_vartime(
        u1: &Self::Bytes,
        u2: &Self::Bytes,
        x: &Self::Bytes,
        y: &Self::Bytes,
        r: &Self::Bytes,
    ) -> bool;
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
    /// ECDSA's signature equation (FIPS 186-5 §6.4.1): `r = x mod n` and
    /// `s = k^-1 (z + r d) mod n`, for the nonce `k` and the key `d` (in
    /// `1..n`), the `x`-coordinate of `[k] G` and the truncated hash `z`
    /// (any values of the byte length), all little-endian; and whether
    /// both are nonzero (else the signature is invalid and the signer
    /// takes the next nonce). Intermediates wiped.
    fn ecdsa_rs(
        k: &Self::Bytes,
        d: &Self::Bytes,
        x: &Self::Bytes,
        z: &Self::Bytes,
    ) -> (Self::Bytes, Self::Bytes, Choice);
    /// ECDSA verification's scalars (FIPS 186-5 §6.4.2): `u1 = z s^-1` and
    /// `u2 = r s^-1 mod n` for the signature `(r, s)` (`0 < r, s < n`) and
    /// the truncated hash `z` (any value of the byte length), all
    /// little-endian. Public inputs only: `s^-1` is the variable-time
    /// safegcd (`field::safegcd::invert_vartime`).
    fn ecdsa_u(r: &Self::Bytes, s: &Self::Bytes, z: &Self::Bytes) -> (Self::Bytes, Self::Bytes);
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

    fn ecdsa_rs(
        k: &Q::Bytes,
        d: &Q::Bytes,
        x: &Q::Bytes,
        z: &Q::Bytes,
    ) -> (Q::Bytes, Q::Bytes, Choice) {
        let m = |b: &Q::Bytes| ModN::<Q, N>::from_bytes_mod_order(b.as_ref());
        let (mut k, mut d, r, mut z) = (m(k), m(d), m(x), m(z));
        let mut t = r.mul(&d).add(&z);
        let mut s = k.invert().mul(&t);
        let ok = !r.is_zero() & !s.is_zero();
        let out = (r.to_bytes(), s.to_bytes(), ok);
        k.zeroize();
        d.zeroize();
        z.zeroize();
        t.zeroize();
        s.zeroize();
        out
    }

    fn ecdsa_u(r: &Q::Bytes, s: &Q::Bytes, z: &Q::Bytes) -> (Q::Bytes, Q::Bytes) {
        let m = |b: &Q::Bytes| ModN::<Q, N>::from_bytes_mod_order(b.as_ref());
        let w = m(s).invert_vartime();
        (m(z).mul(&w).to_bytes(), m(r).mul(&w).to_bytes())
    }
}
