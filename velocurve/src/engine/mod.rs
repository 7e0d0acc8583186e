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
//! | backend | engine | `F` | P-256's field | P-192, P-224, P-384's fields | compiled with |
//! |---|---|---|---|---|---|
//! | `portable51` | [`Portable`] | `Fe51` | `FpP256` | `Fp<P192Base, 3>`, `Fp<P224Base, 4>`, `Fp<P384Base, 6>` | — |
//! | `mulx64` | `x86::Mulx64` (AVX2 table scan if the CPU has AVX2) | `Fe64` | `Fp256Mulx` | `Fp192Mulx`, `Fp224Mulx`, `Fp384Mulx` | `bmi2,adx` (+`avx2`) |
//! | `avx2` | `x86::Avx2` | `Fe64` | `Fp256Mulx` | `Fp192Mulx`, `Fp224Mulx`, `Fp384Mulx` | `bmi2,adx,avx2` |
//! | `ifma` | `x86::Ifma` | `Fe64` | `Fp256Mulx` | `Fp192Mulx`, `Fp224Mulx`, `Fp384Mulx` | `bmi2,adx,avx2`; its kernels add `avx512f,avx512vl,avx512ifma` |
//!
//! The NIST curves P-192, P-224 and P-384 reach their engine through one
//! macro, [`nist_ops!`], which writes the `ops` module their
//! `nist_ecdh::ecdh_api!` takes: the field is the engine's associated type
//! (`FieldP192`, ...), the operations [`Engine::nist_mul`] and
//! [`Engine::nist_mul_base`].

#[cfg(x86_backends)]
mod x86;
#[cfg(all(x86_backends, feature = "bench-hooks"))]
pub(crate) use x86::{
    mul_base_mulx64_avx2_scan, x25519_base_mulx64_scalar_scan, x25519_batch_hybrid_any,
};

use crate::backend::{Backend, Operation};
use crate::edwards::comb;
use crate::edwards::double_base;
use crate::edwards::point::{CompletedPoint, EdwardsPoint};
use crate::field::{Field, Field25519};
use crate::lookup::{ScalarLookup, WordLookup};
use crate::montgomery::{self, LadderField};
use crate::scalar::lattice::ShortVector;
use crate::weierstrass::AffinePoint;
use crate::weierstrass::curve13318::{self, Curve13318};
use crate::weierstrass::nist::{
    self, Bytes, Nist, NistField, P192_ROWS, P224_ROWS, P384_ROWS, P521_ROWS,
};
use crate::weierstrass::p256::{self, P256, P256Field};
use zeroize::Zeroize;

/// One backend's implementation of the operations that differ between
/// backends; see the [module documentation](self).
pub(crate) trait Engine: Copy {
    /// The single-element field.
    type F: LadderField;
    /// The constant-time table lookup (the rows of the fixed-base comb).
    type Lookup: WordLookup;
    /// P-256's field: the portable `FpP256`, or `Fp256Mulx` on the engines
    /// built from a BMI2 + ADX token (the same stored words, so results
    /// are identical).
    type FieldP256: P256Field;
    /// P-192's field: the portable `Fp<P192Base, 3>`, or `Fp192Mulx` on the
    /// engines built from a BMI2 + ADX token (the same stored words).
    type FieldP192: NistField<3, 6, P192_ROWS> + Field<Bytes = [u8; 24]>;
    /// P-224's field: the portable `Fp<P224Base, 4>`, or `Fp224Mulx` on the
    /// engines built from a BMI2 + ADX token (the same stored words).
    type FieldP224: NistField<4, 8, P224_ROWS> + Field<Bytes = [u8; 28]>;
    /// P-384's field: the portable `Fp<P384Base, 6>`, or `Fp384Mulx` on the
    /// engines built from a BMI2 + ADX token (the same stored words).
    type FieldP384: NistField<6, 12, P384_ROWS> + Field<Bytes = [u8; 48]>;
    /// P-521's field: `Fp521` (radix 2^58, Mersenne folding) on every
    /// engine, compiled with each engine's target features.
    type FieldP521: NistField<9, 18, P521_ROWS> + Field<Bytes = [u8; 66]>;

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

    /// Curve13318 `[k] P` for `k < 2^256` (little-endian) and a checked
    /// point `P`: the 64 little-endian bytes `x || y`, zeros for the
    /// identity. Constant time in `k`.
    #[inline(always)]
    fn curve13318_mul(self, k: &[u8; 32], p: &AffinePoint<Curve13318<Self::F>>) -> [u8; 64] {
        curve13318::mul(k, p)
    }

    /// Curve13318 `[k] G` for `k < n` (little-endian) by the fixed-base
    /// comb, as [`Engine::curve13318_mul`]. Constant time in `k`.
    #[inline(always)]
    fn curve13318_mul_base(self, k: &[u8; 32]) -> [u8; 64] {
        curve13318::mul_base::<Self::F, _>(k, self.row_lookup())
    }

    /// Curve13318 `[k_j] P_j` for eight keys at once (canonical
    /// little-endian scalars and affine coordinates), the projective
    /// results lane by lane ([`curve13318::mul_batch`]); `None` for an
    /// engine without an eight-lane kernel. Constant time in the scalars.
    #[inline(always)]
    fn curve13318_mul8(
        self,
        ks: &[[u8; 32]; 8],
        xs: &[[u8; 32]; 8],
        ys: &[[u8; 32]; 8],
    ) -> Option<curve13318::Lanes8> {
        let _ = (ks, xs, ys);
        None
    }

    /// Curve13318 `[k_j] G` for eight keys at once, as
    /// [`Engine::curve13318_mul8`].
    #[inline(always)]
    fn curve13318_mul_base8(self, ks: &[[u8; 32]; 8]) -> Option<curve13318::Lanes8> {
        let _ = ks;
        None
    }

    /// P-256 `[k] P` for `k < 2^256` (little-endian) and a checked point
    /// `P`: the 64 little-endian bytes `x || y`, zeros for the identity.
    /// Constant time in `k`. The default runs the signed window on
    /// [`Engine::FieldP256`].
    #[inline(always)]
    fn p256_mul(self, k: &[u8; 32], p: &AffinePoint<P256<Self::FieldP256>>) -> [u8; 64] {
        p256::mul(k, p)
    }

    /// P-256 `[k] G` for `k < n` (little-endian) by the fixed-base comb with
    /// this engine's table scan, as [`Engine::p256_mul`]. Constant time in
    /// `k`.
    #[inline(always)]
    fn p256_mul_base(self, k: &[u8; 32]) -> [u8; 64] {
        p256::mul_base::<Self::FieldP256, _>(k, self.row_lookup())
    }

    /// `[k] P` on the NIST curve `C` (P-192, P-224, P-384 on one of the
    /// engine's fields: [`nist_ops!`]) for `k < n` (little-endian) and a
    /// checked point `P`: the little-endian `(x, y)`, zeros for the
    /// identity. Constant time in `k`. The default runs the signed window.
    #[inline(always)]
    fn nist_mul<C, const N: usize, const K: usize, const R: usize, const D: usize>(
        self,
        k: &[u8],
        p: &AffinePoint<C>,
    ) -> (Bytes<C>, Bytes<C>)
    where
        C: Nist<N, K, R>,
    {
        nist::mul::<C, N, K, R, D>(k, p)
    }

    /// `[k] G` on the NIST curve `C` for `k < n` (little-endian) by the
    /// fixed-base comb with this engine's table scan, as
    /// [`Engine::nist_mul`]. Constant time in `k`.
    #[inline(always)]
    fn nist_mul_base<C, const N: usize, const K: usize, const R: usize>(
        self,
        k: &[u8],
    ) -> (Bytes<C>, Bytes<C>)
    where
        C: Nist<N, K, R>,
    {
        nist::mul_base::<C, _, N, K, R>(k, self.row_lookup())
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
    type FieldP256 = crate::field::fp::FpP256;
    type FieldP192 = crate::field::fp::Fp<crate::weierstrass::nist::P192Base, 3>;
    type FieldP224 = crate::field::fp::Fp<crate::weierstrass::nist::P224Base, 4>;
    type FieldP384 = crate::field::fp::Fp<crate::weierstrass::nist::P384Base, 6>;
    type FieldP521 = crate::field::fp521::Fp521;
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
    type FieldP256 = crate::field::fp::FpP256;
    type FieldP192 = crate::field::fp::Fp<crate::weierstrass::nist::P192Base, 3>;
    type FieldP224 = crate::field::fp::Fp<crate::weierstrass::nist::P224Base, 4>;
    type FieldP384 = crate::field::fp::Fp<crate::weierstrass::nist::P384Base, 6>;
    type FieldP521 = crate::field::fp521::Fp521;
    fn row_lookup(self) -> ScalarLookup {
        ScalarLookup
    }
}

/// The `ops` module of a NIST curve that runs through the engine (what
/// `nist_ecdh::ecdh_api!` with `engine` takes): the curve on the engine's
/// field `Engine::$field` (`$n` words, `$k` table words, `$rows` comb rows,
/// `$digits` window digits, `$l` bytes), the variable-base operations and
/// the decoding of public keys per [`Operation`]`::$op`, key generation per
/// `Operation::$op_base`; a key's tag is its [`Backend`].
macro_rules! nist_ops {
    ($field:ident, $n:literal, $k:literal, $rows:ident, $digits:ident, $l:literal,
     $op:ident, $op_base:ident) => {
        /// The group operations through the engine, on the backend's field
        /// (see `engine::nist_ops!`).
        mod ops {
            use crate::backend::{Backend, Operation};
            use crate::engine::{self, Engine, Op};
            use crate::weierstrass::nist::{
                self as curve, Coordinates, Invalid, NistField, $digits, $rows,
            };

            /// A key remembers its backend.
            pub(super) type Tag = Backend;

            /// Little-endian canonical `(x, y)`.
            type Xy = ([u8; $l], [u8; $l]);

            /// The curve on the engine's field.
            type C<E> = <<E as Engine>::$field as NistField<$n, $k, $rows>>::Curve;

            /// `[k] P` for a checked point `(x, y)`, or `[k] G`.
            enum Job<'a> {
                Mul(&'a [u8; $l], &'a [u8; $l], &'a [u8; $l]),
                MulBase(&'a [u8; $l]),
            }

            impl Op for Job<'_> {
                type Output = Xy;
                #[inline(always)]
                fn run<E: Engine>(self, e: E) -> Xy {
                    match self {
                        Job::Mul(k, x, y) => {
                            let p = curve::from_checked_xy::<C<E>, $n, $k, $rows>(x, y);
                            e.nist_mul::<C<E>, $n, $k, $rows, $digits>(k, &p)
                        }
                        Job::MulBase(k) => e.nist_mul_base::<C<E>, $n, $k, $rows>(k),
                    }
                }
            }

            /// Decoding a public key.
            struct Decode(Coordinates<[u8; $l]>);

            impl Op for Decode {
                type Output = Result<Xy, Invalid>;
                #[inline(always)]
                fn run<E: Engine>(self, _: E) -> Result<Xy, Invalid> {
                    curve::decode::<C<E>, $n, $k, $rows>(self.0)
                }
            }

            pub(super) fn decode(c: Coordinates<[u8; $l]>) -> Result<Xy, Invalid> {
                engine::run(Backend::Auto, Operation::$op, Decode(c))
            }

            pub(super) fn mul_base(backend: Tag, k: &[u8; $l]) -> Xy {
                engine::run(backend, Operation::$op_base, Job::MulBase(k))
            }

            pub(super) fn mul(backend: Tag, k: &[u8; $l], x: &[u8; $l], y: &[u8; $l]) -> Xy {
                engine::run(backend, Operation::$op, Job::Mul(k, x, y))
            }

            /// A batch of `[k_i] P_i` (`input`) or of `[k_i] G` (`scalar`),
            /// the results to `emit` (see `weierstrass/batch.rs`).
            struct MulBatch<'a, I, O>(usize, I, O, core::marker::PhantomData<&'a ()>);
            struct MulBaseBatch<'a, S, O>(usize, S, O, core::marker::PhantomData<&'a ()>);

            impl<'a, I, O> Op for MulBatch<'a, I, O>
            where
                I: Fn(usize) -> (&'a [u8; $l], &'a [u8; $l], &'a [u8; $l]),
                O: FnMut(usize, [u8; $l], [u8; $l]),
            {
                type Output = ();
                #[inline(always)]
                fn run<E: Engine>(self, _: E) {
                    let input = self.1;
                    let input = |i| {
                        let (k, x, y): (&'a [u8; $l], _, _) = input(i);
                        (&k[..], x, y)
                    };
                    curve::mul_batch::<C<E>, $n, $k, $rows, $digits>(self.0, input, self.2)
                }
            }

            impl<'a, S, O> Op for MulBaseBatch<'a, S, O>
            where
                S: Fn(usize) -> &'a [u8; $l],
                O: FnMut(usize, [u8; $l], [u8; $l]),
            {
                type Output = ();
                #[inline(always)]
                fn run<E: Engine>(self, e: E) {
                    let scalar = self.1;
                    let scalar = |i| -> &'a [u8] { scalar(i) };
                    curve::mul_base_batch::<C<E>, _, $n, $k, $rows>(
                        self.0,
                        scalar,
                        e.row_lookup(),
                        self.2,
                    )
                }
            }

            pub(super) fn mul_batch<'a>(
                backend: Tag,
                n: usize,
                input: impl Fn(usize) -> (&'a [u8; $l], &'a [u8; $l], &'a [u8; $l]),
                emit: impl FnMut(usize, [u8; $l], [u8; $l]),
            ) {
                let job = MulBatch(n, input, emit, core::marker::PhantomData);
                engine::run(backend, Operation::$op, job)
            }

            pub(super) fn mul_base_batch<'a>(
                backend: Tag,
                n: usize,
                scalar: impl Fn(usize) -> &'a [u8; $l],
                emit: impl FnMut(usize, [u8; $l], [u8; $l]),
            ) {
                let job = MulBaseBatch(n, scalar, emit, core::marker::PhantomData);
                engine::run(backend, Operation::$op_base, job)
            }
        }
    };
}

pub(crate) use nist_ops;
