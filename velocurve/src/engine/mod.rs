//! The one dispatch point: which code runs an operation on a backend.
//!
//! An [`Engine`] is one backend's implementation of every operation whose
//! code differs between backends — the X25519 ladder, fixed-base `[k]B`,
//! the halved double-base multiplication of verification, the multi-scalar
//! multiplication and point decoding of batch verification, the batch
//! ladders — with its single-element field type [`Engine::F`] for
//! everything else. The defaults are the scalar algorithms on `F`; a vector
//! backend overrides the operations it has a kernel for.
//!
//! An operation is an [`Op`]: code generic over the engine (a protocol's
//! verification rules, a batch equation, a benchmark chain). [`run`]
//! resolves the [`Backend`] for the [`Operation`], detects the CPU's
//! features (cached), builds the engine from the detection tokens, and runs
//! the op inside a function compiled with the backend's
//! `#[target_feature]`, so that every field operation inlines into it. This
//! is the only `match` on backends in the crate; protocols call [`run`]
//! and contain no `unsafe` code.
//!
//! | backend | engine | `F` | a Weierstrass curve `C` on | compiled with |
//! |---|---|---|---|---|
//! | `portable51` | [`Portable`] | `Fe51` | `C::Portable` | — |
//! | `mulx64` | `x86::Mulx64` (AVX2 table scan if the CPU has AVX2) | `Fe64` | `C::Mulx` | `bmi2,adx` (+`avx2`) |
//! | `avx2` | `x86::Avx2` | `Fe64` | `C::Mulx`, or the curve's AVX2 kernel | `bmi2,adx,avx2` |
//! | `ifma` | `x86::Ifma` | `Fe64` | `C::Mulx`, or the curve's IFMA kernels | `bmi2,adx,avx2`; its kernels add `avx512f,avx512vl,avx512ifma` |
//!
//! The engine knows machines, not curves: a curve ([`Model`], the internal side of [`crate::ecdh::Curve`])
//! says which of its groups runs on the portable field and which on the
//! `mulx` field, and which vector kernels it has given an AVX2 or IFMA
//! token; [`Engine::On`] picks by machine, and the generic
//! [`Engine::mul`], [`Engine::mul_base`], [`Engine::mul_batch`] and
//! [`Engine::mul_base_batch`] run it.

#[cfg(x86_backends)]
mod x86;
#[cfg(all(x86_backends, feature = "bench-hooks"))]
pub(crate) use x86::x25519_base_mulx64_scalar_scan;

use crate::backend::{Backend, Operation};
use crate::edwards::comb;
use crate::edwards::double_base;
use crate::edwards::point::{CompletedPoint, EdwardsPoint};
use crate::field::Field25519;
use crate::lookup::{ScalarLookup, WordLookup};
use crate::montgomery::{self, LadderField};
use crate::scalar::lattice::ShortVector;
use crate::weierstrass::group::Group;
use crate::weierstrass::group::Model;
use crate::weierstrass::{Coordinates, Invalid, Xy};
use core::marker::PhantomData;
use zeroize::Zeroize;

/// One backend's implementation of the operations that differ between
/// backends; see the [module documentation](self).
pub(crate) trait Engine: Copy {
    /// The single-element field.
    type F: LadderField;
    /// The constant-time table lookup (the rows of the fixed-base comb).
    type Lookup: WordLookup;
    /// The Weierstrass curve `C` on this engine's field: `C::Portable` or
    /// `C::Mulx` (the same bytes on every engine).
    type On<C: Model>: Group<Bytes = C::Bytes>;

    /// The table scan.
    fn row_lookup(self) -> Self::Lookup;

    /// X25519 on a clamped scalar `k` and the u-coordinate `u` (bit 255
    /// ignored, non-canonical accepted): the canonical `u([k] P)`.
    /// Constant time in `k`.
    #[inline(always)]
    fn x25519(self, k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
        montgomery::ladder::<Self::F>(k, u)
    }

    /// `u([k]B)` for `k < 2^255` (X25519 key generation on the Edwards
    /// form). Constant time in `k`.
    #[inline(always)]
    fn x25519_base(self, k: &[u8; 32]) -> [u8; 32] {
        comb::mul_base::<Self::F, _>(k, self.row_lookup()).to_montgomery_u()
    }

    /// The RFC 8032 encoding of `[k]B` for `k < 2^255`, and the canonical
    /// bytes of its `x`. Constant time in `k`.
    #[inline(always)]
    fn mul_base_compressed(self, k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
        comb::mul_base::<Self::F, _>(k, self.row_lookup()).compress_with_x()
    }

    /// `Z = [c s mod l] B - [c] R - [x] A` for the short vector `(x, c)`
    /// (the halved verification check of [`double_base`]). Variable time.
    #[inline(always)]
    fn halved_vartime(
        self,
        s: &[u8; 32],
        v: &ShortVector,
        a: &EdwardsPoint<Self::F>,
        r: &EdwardsPoint<Self::F>,
    ) -> CompletedPoint<Self::F> {
        double_base::halved_vartime(s, v, a, r)
    }

    /// `sum_i [scalars[i]] points[i] + [base] B` (every point with `Z = 1`).
    /// Variable time.
    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn msm_vartime(
        self,
        points: &[EdwardsPoint<Self::F>],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> EdwardsPoint<Self::F> {
        crate::edwards::msm::msm_vartime(points, scalars, base)
    }

    /// Decodes `encodings[i]` permissively into `out[i]` (as
    /// [`crate::edwards::decode::decompress_vartime`]), many square roots at
    /// a time. Variable time.
    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn decompress_batch_vartime(
        self,
        encodings: &[[u8; 32]],
        out: &mut [Option<crate::edwards::decode::Decoded<Self::F>>],
    ) {
        crate::edwards::decode::batch::decompress_batch_vartime(encodings, out, None);
    }

    /// The checked point of `c` on the curve `C` (variable time: public
    /// input).
    #[inline(always)]
    fn decode<C: Model>(self, c: Coordinates<C::Bytes>) -> Result<Xy<C::Bytes>, Invalid> {
        Self::On::<C>::decode(c)
    }

    /// `[k] P` on the curve `C` for `k < n` (little-endian) and a checked
    /// point `(x, y)`: the little-endian affine `(x, y)`, zeros for the
    /// identity. Constant time in `k`.
    #[inline(always)]
    fn mul<C: Model>(self, k: &C::Bytes, x: &C::Bytes, y: &C::Bytes) -> Xy<C::Bytes> {
        Self::On::<C>::mul(k, x, y)
    }

    /// `[k] G` on the curve `C` for `k < n` by the fixed-base comb with
    /// this engine's table scan, as [`Engine::mul`]. Constant time in `k`.
    #[inline(always)]
    fn mul_base<C: Model>(self, k: &C::Bytes) -> Xy<C::Bytes> {
        Self::On::<C>::mul_base(k, self.row_lookup())
    }

    /// ECDSA's verification equation on the curve `C`
    /// ([`Group::ecdsa_verify_vartime`]). Variable time: public inputs.
    #[inline(always)]
    fn ecdsa_verify_vartime<C: Model>(
        self,
        u1: &C::Bytes,
        u2: &C::Bytes,
        (x, y): (&C::Bytes, &C::Bytes),
        r: &C::Bytes,
    ) -> bool {
        Self::On::<C>::ecdsa_verify_vartime(u1, u2, x, y, r)
    }

    /// [`Engine::mul`] for the keys `input(i)`, `i < n`: `emit(i, x, y)`,
    /// one inversion per chunk ([`Group::mul_batch`]). Constant time in the
    /// scalars.
    #[inline(always)]
    fn mul_batch<'a, C: Model>(
        self,
        n: usize,
        input: impl Fn(usize) -> (&'a C::Bytes, &'a C::Bytes, &'a C::Bytes),
        emit: impl FnMut(usize, C::Bytes, C::Bytes),
    ) where
        C::Bytes: 'a,
    {
        Self::On::<C>::mul_batch(n, input, emit)
    }

    /// [`Engine::mul_base`] for the scalars `scalar(i)`, `i < n`: `emit(i,
    /// x, y)`, one inversion per chunk. Constant time in the scalars.
    #[inline(always)]
    fn mul_base_batch<'a, C: Model>(
        self,
        n: usize,
        scalar: impl Fn(usize) -> &'a C::Bytes,
        emit: impl FnMut(usize, C::Bytes, C::Bytes),
    ) where
        C::Bytes: 'a,
    {
        Self::On::<C>::mul_base_batch(n, scalar, self.row_lookup(), emit)
    }

    /// X25519 as a fraction: `(x, z)` with `u([k] P) = x / z`, for a clamped
    /// scalar `k` and the u-coordinate `u` of `P` (as [`Engine::x25519`]),
    /// before the inversion, so that a batch can share one. Constant time
    /// in `k`.
    #[inline(always)]
    fn x25519_fraction(self, k: &[u8; 32], u: &[u8; 32]) -> (Self::F, Self::F) {
        Self::F::ladder(k, &Self::F::from_bytes(u))
    }

    /// `u([k]B)` as a fraction `(x, z)` (as [`Engine::x25519_base`], before
    /// the inversion). Constant time in `k`.
    #[inline(always)]
    fn x25519_base_fraction(self, k: &[u8; 32]) -> (Self::F, Self::F) {
        comb::mul_base::<Self::F, _>(k, self.row_lookup()).montgomery_u_fraction()
    }

    /// `out[i] = X25519(scalars[i], points[i])` (`points = None`: the base
    /// point), scalars not yet clamped, slices of equal length. Constant
    /// time in the scalars. The default ([`x25519_batch_fractions`]) runs
    /// the single operations without their inversions and shares one per
    /// chunk.
    #[inline(always)]
    fn x25519_batch(self, scalars: &[[u8; 32]], points: Option<&[[u8; 32]]>, out: &mut [[u8; 32]]) {
        x25519_batch_fractions(self, scalars, points, out);
    }
}

/// The default [`Engine::x25519_batch`]: every key through
/// [`Engine::x25519_fraction`] (or [`Engine::x25519_base_fraction`]), one
/// shared inversion per [`montgomery::CHUNK`] keys
/// ([`montgomery::batch_with`]).
#[inline(always)]
pub(crate) fn x25519_batch_fractions<E: Engine>(
    e: E,
    scalars: &[[u8; 32]],
    points: Option<&[[u8; 32]]>,
    out: &mut [[u8; 32]],
) {
    montgomery::batch_with::<E::F>(out, |start, xs, zs| {
        for (i, (x, z)) in xs.iter_mut().zip(zs.iter_mut()).enumerate() {
            let mut k = montgomery::clamp(&scalars[start + i]);
            (*x, *z) = match points {
                Some(p) => e.x25519_fraction(&k, &p[start + i]),
                None => e.x25519_base_fraction(&k),
            };
            k.zeroize();
        }
    });
}

/// An operation generic over the engine, run by [`run`].
pub(crate) trait Op {
    /// Its result.
    type Output;
    /// Runs on engine `e` (inside the backend's `#[target_feature]`
    /// function: mark implementations `#[inline(always)]`).
    fn run<E: Engine>(self, e: E) -> Self::Output;
}

/// The portable backend: `Fe51`, the 64-bit mask scan.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Portable;

impl Engine for Portable {
    type F = crate::field::fe51::Fe51;
    type Lookup = ScalarLookup;
    type On<C: Model> = C::Portable;
    #[inline(always)]
    fn row_lookup(self) -> ScalarLookup {
        ScalarLookup
    }
}

/// Runs `op` on `backend` resolved for `operation` ([`Backend::resolve`]).
/// A backend this CPU lacks runs the portable engine (so this is sound for
/// any argument; the public `*_with_backend` functions reject unsupported
/// backends with an error before they get here).
#[inline]
pub(crate) fn run<O: Op>(backend: Backend, operation: Operation, op: O) -> O::Output {
    #[cfg(x86_backends)]
    let op = match x86::run(backend.resolve(operation), op) {
        Ok(out) => return out,
        Err(op) => op,
    };
    #[cfg(not(x86_backends))]
    let _ = (backend, operation);
    op.run(Portable)
}

/// X25519 on a clamped scalar ([`Engine::x25519`]) on `backend`.
pub(crate) fn x25519(backend: Backend, k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    struct O<'a>(&'a [u8; 32], &'a [u8; 32]);
    impl Op for O<'_> {
        type Output = [u8; 32];
        #[inline(always)]
        fn run<E: Engine>(self, e: E) -> [u8; 32] {
            e.x25519(self.0, self.1)
        }
    }
    run(backend, Operation::X25519, O(k, u))
}

/// `u([k]B)` ([`Engine::x25519_base`]) on `backend`.
pub(crate) fn x25519_base(backend: Backend, k: &[u8; 32]) -> [u8; 32] {
    struct O<'a>(&'a [u8; 32]);
    impl Op for O<'_> {
        type Output = [u8; 32];
        #[inline(always)]
        fn run<E: Engine>(self, e: E) -> [u8; 32] {
            e.x25519_base(self.0)
        }
    }
    run(backend, Operation::MulBase, O(k))
}

/// The encoding of `[k]B` and the bytes of its `x`
/// ([`Engine::mul_base_compressed`]) on `backend`.
pub(crate) fn mul_base_compressed(backend: Backend, k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
    struct O<'a>(&'a [u8; 32]);
    impl Op for O<'_> {
        type Output = ([u8; 32], [u8; 32]);
        #[inline(always)]
        fn run<E: Engine>(self, e: E) -> ([u8; 32], [u8; 32]) {
            e.mul_base_compressed(self.0)
        }
    }
    run(backend, Operation::MulBase, O(k))
}

/// Many X25519 operations ([`Engine::x25519_batch`]) on `backend`:
/// variable base with `points`, else the base point.
pub(crate) fn x25519_batch(
    backend: Backend,
    scalars: &[[u8; 32]],
    points: Option<&[[u8; 32]]>,
    out: &mut [[u8; 32]],
) {
    struct O<'a>(&'a [[u8; 32]], Option<&'a [[u8; 32]]>, &'a mut [[u8; 32]]);
    impl Op for O<'_> {
        type Output = ();
        #[inline(always)]
        fn run<E: Engine>(self, e: E) {
            e.x25519_batch(self.0, self.1, self.2)
        }
    }
    let op = if points.is_some() {
        Operation::X25519Batch
    } else {
        Operation::X25519BaseBatch
    };
    run(backend, op, O(scalars, points, out))
}

/// The scalar algorithms on any single-element field `F` with the 64-bit
/// mask scan: for tests that run the generic code on each backend's field
/// (the caller has checked the backend is supported).
#[cfg(test)]
#[derive(Debug)]
pub(crate) struct Generic<F>(core::marker::PhantomData<F>);

#[cfg(test)]
impl<F> Clone for Generic<F> {
    fn clone(&self) -> Self {
        *self
    }
}

#[cfg(test)]
impl<F> Copy for Generic<F> {}

#[cfg(test)]
impl<F> Generic<F> {
    /// The engine.
    pub(crate) fn new() -> Self {
        Generic(core::marker::PhantomData)
    }
}

#[cfg(test)]
impl<F: LadderField> Engine for Generic<F> {
    type F = F;
    type Lookup = ScalarLookup;
    type On<C: Model> = C::Portable;
    fn row_lookup(self) -> ScalarLookup {
        ScalarLookup
    }
}

/// The Weierstrass operations: each on `backend` resolved for its curve's
/// [`Operation`] ([`Model::OPERATION`], ...).
struct Decode<C: Model>(Coordinates<C::Bytes>);

impl<C: Model> Op for Decode<C> {
    type Output = Result<Xy<C::Bytes>, Invalid>;
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> Self::Output {
        e.decode::<C>(self.0)
    }
}

/// [`Engine::decode`] on `backend`.
pub(crate) fn decode<C: Model>(
    backend: Backend,
    c: Coordinates<C::Bytes>,
) -> Result<Xy<C::Bytes>, Invalid> {
    run(backend, C::OPERATION, Decode::<C>(c))
}

/// `[k] P` for a checked `P = (x, y)`, or `[k] G`.
enum Mul<'a, C: Model> {
    Point(&'a C::Bytes, &'a C::Bytes, &'a C::Bytes),
    Base(&'a C::Bytes),
}

impl<C: Model> Op for Mul<'_, C> {
    type Output = Xy<C::Bytes>;
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> Self::Output {
        match self {
            Mul::Point(k, x, y) => e.mul::<C>(k, x, y),
            Mul::Base(k) => e.mul_base::<C>(k),
        }
    }
}

/// [`Engine::mul`] on `backend`.
pub(crate) fn mul<C: Model>(
    backend: Backend,
    k: &C::Bytes,
    x: &C::Bytes,
    y: &C::Bytes,
) -> Xy<C::Bytes> {
    run(backend, C::OPERATION, Mul::<C>::Point(k, x, y))
}

/// [`Engine::mul_base`] on `backend`.
pub(crate) fn mul_base<C: Model>(backend: Backend, k: &C::Bytes) -> Xy<C::Bytes> {
    run(backend, C::OPERATION_BASE, Mul::<C>::Base(k))
}

/// ECDSA's verification equation: `u1`, `u2`, the key's `(x, y)`, `r`.
struct EcdsaVerify<'a, C: Model>(
    &'a C::Bytes,
    &'a C::Bytes,
    (&'a C::Bytes, &'a C::Bytes),
    &'a C::Bytes,
);

impl<C: Model> Op for EcdsaVerify<'_, C> {
    type Output = bool;
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> bool {
        e.ecdsa_verify_vartime::<C>(self.0, self.1, self.2, self.3)
    }
}

/// [`Engine::ecdsa_verify_vartime`] on `backend` (resolved for the
/// curve's variable-base [`Model::OPERATION`]).
pub(crate) fn ecdsa_verify_vartime<C: Model>(
    backend: Backend,
    u1: &C::Bytes,
    u2: &C::Bytes,
    key: (&C::Bytes, &C::Bytes),
    r: &C::Bytes,
) -> bool {
    run(backend, C::OPERATION, EcdsaVerify::<C>(u1, u2, key, r))
}

/// A batch of `[k_i] P_i`: the count, the keys, where the results go.
struct MulBatch<C, I, O>(usize, I, O, PhantomData<C>);

impl<'a, C: Model, I, O> Op for MulBatch<C, I, O>
where
    I: Fn(usize) -> (&'a C::Bytes, &'a C::Bytes, &'a C::Bytes),
    O: FnMut(usize, C::Bytes, C::Bytes),
    C::Bytes: 'a,
{
    type Output = ();
    #[inline(always)]
    fn run<E: Engine>(self, e: E) {
        e.mul_batch::<C>(self.0, self.1, self.2)
    }
}

/// [`Engine::mul_batch`] on `backend`.
pub(crate) fn mul_batch<'a, C: Model>(
    backend: Backend,
    n: usize,
    input: impl Fn(usize) -> (&'a C::Bytes, &'a C::Bytes, &'a C::Bytes),
    emit: impl FnMut(usize, C::Bytes, C::Bytes),
) where
    C::Bytes: 'a,
{
    run(
        backend,
        C::OPERATION_BATCH,
        MulBatch::<C, _, _>(n, input, emit, PhantomData),
    )
}

/// A batch of `[k_i] G`: the count, the scalars, where the results go.
struct MulBaseBatch<C, S, O>(usize, S, O, PhantomData<C>);

impl<'a, C: Model, S, O> Op for MulBaseBatch<C, S, O>
where
    S: Fn(usize) -> &'a C::Bytes,
    O: FnMut(usize, C::Bytes, C::Bytes),
    C::Bytes: 'a,
{
    type Output = ();
    #[inline(always)]
    fn run<E: Engine>(self, e: E) {
        e.mul_base_batch::<C>(self.0, self.1, self.2)
    }
}

/// [`Engine::mul_base_batch`] on `backend`.
pub(crate) fn mul_base_batch<'a, C: Model>(
    backend: Backend,
    n: usize,
    scalar: impl Fn(usize) -> &'a C::Bytes,
    emit: impl FnMut(usize, C::Bytes, C::Bytes),
) where
    C::Bytes: 'a,
{
    run(
        backend,
        C::OPERATION_BASE_BATCH,
        MulBaseBatch::<C, _, _>(n, scalar, emit, PhantomData),
    )
}
