//! Hooks into the library's internals for the benchmark program and the
//! security harnesses, compiled only with the non-default feature
//! `bench-hooks`. **Not for users and not a stable API**: a hook changes in
//! the same commit as its callers.
//!
//! # The contract of every hook
//!
//! * **The library's own code.** A hook runs the code the library ships
//!   (the same functions, compiled under the same `#[target_feature]`),
//!   never a copy, so that what the harnesses check and the benchmark
//!   times is what users run. Where it computes what a public function
//!   computes, it gives the same bytes.
//! * **Safe.** No `unsafe` code here (`forbid`): every kernel is reached
//!   through its CPU detection token or through `engine::run`. A hook
//!   whose kernel this CPU cannot run returns `None` instead of running
//!   something else; a hook that takes a [`Backend`] runs it as
//!   `engine::run` does (the portable engine for a backend the CPU lacks;
//!   the callers iterate [`Backend::supported`]).
//! * **Constant time as the code it runs.** The field chains, the table
//!   scans and the fixed-base combs and ladders are constant time in their
//!   secret inputs (the field elements, the scalar). The hooks named
//!   `*_vartime` and the phases of Ed25519 batch verification
//!   ([`ed25519_batch`]) are variable time: public inputs only.
//!
//! # The hooks and their callers
//!
//! | hooks | what | callers |
//! |---|---|---|
//! | [`public_bytes`], [`KeyLayout`] | the bytes of a secret-key object that hold public data | `velocurve-ct` (declassifies them) |
//! | [`TableScan`], [`x25519_base_with_scan`] | every constant-time table scan of the fixed-base comb the library can run on a backend | `velocurve-ct`, `velocurve-dudect`, `fuzz/`, `velocurve/tests/x25519.rs` |
//! | [`field`] | chains of one GF(2^255 - 19) operation on a backend | the benchmark's `field/*` rows, `velocurve-ct`, `fuzz/` |
//! | [`nist_field`] | chains of one operation on the field a backend runs a curve of [`crate::ecdh`] on | the benchmark's `pNNN/field-*` and `secp256k1/field-*` rows |
//! | [`ed25519_batch`] | the phases of Ed25519 batch verification on their own | the benchmark's `--bin batch_profile` |
//! | [`kernels`] | kernels that no public function runs alone: the fixed-base combs, the AVX2 ladder, Curve13318's variable-time double-base multiplication | the benchmark's `--bin comb_avx2`, `--bin ladder_avx2` and its `curve13318/double_base_vartime` row |

#![forbid(unsafe_code)]

use crate::backend::Backend;
use crate::engine;
use core::ops::Range;

/// A secret-key type some of whose bytes hold public data ([`public_bytes`]).
/// Sealed: implemented for the library's key types only.
pub trait KeyLayout: sealed::Sealed {
    /// The byte range of `Self` that holds public data.
    fn public_bytes() -> Range<usize>;
}

mod sealed {
    pub trait Sealed {}
}

/// The byte range of a key object of type `K` that holds public data: the
/// backend tag of [`x25519::StaticSecret`](crate::x25519::StaticSecret),
/// [`x25519::EphemeralSecret`](crate::x25519::EphemeralSecret) and of every
/// curve's [`ecdh::SecretKey`](crate::ecdh::SecretKey); the
/// [`VerifyingKey`](crate::ed25519::VerifyingKey) of a
/// [`SigningKey`](crate::ed25519::SigningKey) (the public key, its facts,
/// the backend tag). The secret-taint harness taints a whole key object and
/// declassifies this range: the backend a key runs on is public, and a
/// `Result` of a key may keep its discriminant in a niche of these fields.
pub fn public_bytes<K: KeyLayout>() -> Range<usize> {
    K::public_bytes()
}

macro_rules! key_layout {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl KeyLayout for $t {
            fn public_bytes() -> Range<usize> {
                <$t>::public_bytes()
            }
        }
    )*};
}

key_layout!(
    crate::ed25519::SigningKey,
    crate::x25519::StaticSecret,
    crate::x25519::EphemeralSecret
);

impl<C: crate::ecdh::Curve> sealed::Sealed for crate::ecdh::SecretKey<C> {}
impl<C: crate::ecdh::Curve> KeyLayout for crate::ecdh::SecretKey<C> {
    fn public_bytes() -> Range<usize> {
        crate::ecdh::SecretKey::<C>::public_bytes()
    }
}

/// A table scan of the fixed-base multiplication: how one row of the
/// precomputed table is read in constant time. Each is its own code path,
/// so the security harnesses (`velocurve-ct`, `velocurve-dudect`, the
/// fuzz targets) check each one the library can run, not only the one this
/// CPU would pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableScan {
    /// 64-bit masks over every entry (SSE2 from the compiler): every
    /// backend, and mulx64 on CPUs without AVX2.
    Scalar,
    /// `vpcmpeqq` masks and `vpblendvb` merges: mulx64 on CPUs with AVX2.
    Avx2,
    /// The lane scan of a vector comb (a different table row in each
    /// lane): ifma's eight-lane comb (`vpternlogq` under lane masks) and
    /// avx2's four-lane comb (`vpcmpeqq` masks, `vpand` / `vpor`).
    Lanes,
}

impl TableScan {
    /// A short stable name (`"scalar-scan"`, `"avx2-scan"`, `"lane-scan"`).
    pub const fn name(self) -> &'static str {
        match self {
            TableScan::Scalar => "scalar-scan",
            TableScan::Avx2 => "avx2-scan",
            TableScan::Lanes => "lane-scan",
        }
    }

    /// The scans the library runs with the concrete `backend` on some CPU
    /// and this CPU can run, the one the library picks here first. Empty if
    /// the backend is unsupported (or [`Backend::Auto`]).
    pub fn supported(backend: Backend) -> impl Iterator<Item = TableScan> {
        let (first, second) = match backend {
            _ if !backend.is_supported() => (None, None),
            Backend::Ifma | Backend::Avx2 => (Some(TableScan::Lanes), None),
            #[cfg(x86_backends)]
            Backend::Mulx64 if crate::backend::cpu::Avx2::detect().is_some() => {
                (Some(TableScan::Avx2), Some(TableScan::Scalar))
            }
            Backend::Mulx64 | Backend::Portable51 => (Some(TableScan::Scalar), None),
            _ => (None, None),
        };
        first.into_iter().chain(second)
    }
}

/// `x25519_base(scalar)` (clamping included) on the concrete `backend` with
/// the table scan `scan`; `None` unless `scan` is in
/// [`TableScan::supported`]`(backend)`. The scan the library picks runs
/// the shipped function itself; the other (mulx64's scalar scan on a CPU
/// with AVX2) is compiled the same way (whole under mulx64's
/// `#[target_feature]`). Constant time in `scalar`.
pub fn x25519_base_with_scan(
    backend: Backend,
    scan: TableScan,
    scalar: &[u8; 32],
) -> Option<[u8; 32]> {
    let mut scans = TableScan::supported(backend);
    let picked = scans.next()?;
    let k = crate::montgomery::clamp(scalar);
    if scan == picked {
        return Some(engine::x25519_base(backend, &k));
    }
    if !scans.any(|s| s == scan) {
        return None;
    }
    #[cfg(x86_backends)]
    if (backend, scan) == (Backend::Mulx64, TableScan::Scalar) {
        return engine::x25519_base_mulx64_scalar_scan(&k);
    }
    None
}

/// Chains of one GF(2^255 - 19) operation on a backend's field (the
/// `Engine::F` of [`Backend`]): decode `a` (and `b`) once, run `n`
/// dependent operations, encode once. Constant time in the elements.
pub mod field {
    use crate::backend::{Backend, Operation};
    use crate::engine::{self, Engine, Op};
    use crate::field::{Field, Field25519};

    /// `a * b^n`: `n` dependent multiplications (decode and encode only
    /// for `n = 0`).
    pub fn mul_chain(backend: Backend, a: &[u8; 32], b: &[u8; 32], n: u32) -> [u8; 32] {
        struct O<'a>(&'a [u8; 32], &'a [u8; 32], u32);
        impl Op for O<'_> {
            type Output = [u8; 32];
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> [u8; 32] {
                let (mut x, y) = (E::F::from_bytes(self.0), E::F::from_bytes(self.1));
                for _ in 0..self.2 {
                    x = x.mul(&y);
                }
                x.to_bytes()
            }
        }
        engine::run(backend, Operation::Field, O(a, b, n))
    }

    /// `a^(2^n)`: `n` dependent squarings (the field's repeated squaring,
    /// `pow2k`).
    pub fn square_chain(backend: Backend, a: &[u8; 32], n: u32) -> [u8; 32] {
        struct O<'a>(&'a [u8; 32], u32);
        impl Op for O<'_> {
            type Output = [u8; 32];
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> [u8; 32] {
                E::F::from_bytes(self.0).pow2k(self.1).to_bytes()
            }
        }
        engine::run(backend, Operation::Field, O(a, n))
    }

    /// `n` dependent inversions by the library's safegcd (`0` for `0`).
    pub fn invert_chain(backend: Backend, a: &[u8; 32], n: u32) -> [u8; 32] {
        struct O<'a>(&'a [u8; 32], u32);
        impl Op for O<'_> {
            type Output = [u8; 32];
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> [u8; 32] {
                let mut x = E::F::from_bytes(self.0);
                for _ in 0..self.1 {
                    x = x.invert();
                }
                x.to_bytes()
            }
        }
        engine::run(backend, Operation::Field, O(a, n))
    }

    /// `n` dependent inversions by Fermat's little theorem (the reference
    /// chain `a^(p - 2)`, which the library does not use).
    pub fn invert_fermat_chain(backend: Backend, a: &[u8; 32], n: u32) -> [u8; 32] {
        struct O<'a>(&'a [u8; 32], u32);
        impl Op for O<'_> {
            type Output = [u8; 32];
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> [u8; 32] {
                let mut x = E::F::from_bytes(self.0);
                for _ in 0..self.1 {
                    x = x.invert_fermat();
                }
                x.to_bytes()
            }
        }
        engine::run(backend, Operation::Field, O(a, n))
    }
}

/// Chains of one operation on the field a backend runs a curve `C` of
/// [`crate::ecdh`] on: the field of the group `Engine::On<C>` (the
/// curve's portable field on `portable51`, the field of its `mulx` group
/// on `mulx64`, `avx2` and `ifma`; for P-521 `Fp521` on all four),
/// compiled with the backend's target features by `engine::run`, with
/// [`Backend::Auto`] resolved for the curve's exchange (`p256`, ...).
/// Elements are canonical little-endian encodings (`C::SECRET_KEY_BYTES`
/// bytes, `< p`): decoded once, `n` dependent operations, encoded once.
/// `None` for a slice of another length or an integer `>= p` (a check of
/// the public input; the chain itself is constant time in the elements).
pub mod nist_field {
    use crate::backend::Backend;
    use crate::ecdh::Curve;
    use crate::engine::{self, Engine, Op};
    use crate::field::{Encoding, Field};
    use crate::weierstrass::group::{Group, Model};
    use alloc::vec::Vec;

    /// The field of the curve `C` on the engine `E`.
    type Fe<E, C> = <<E as Engine>::On<<C as Curve>::Model> as Group>::F;

    /// One chain: `a * b^n`, or `a^(2^n)`.
    enum Chain<C: Curve> {
        Mul(C::Bytes, C::Bytes, u32),
        Square(C::Bytes, u32),
    }

    impl<C: Curve> Op for Chain<C> {
        type Output = Option<C::Bytes>;
        #[inline(always)]
        fn run<E: Engine>(self, _e: E) -> Option<C::Bytes> {
            let decode =
                |b: &C::Bytes| Option::<Fe<E, C>>::from(Fe::<E, C>::from_canonical_bytes(b));
            match self {
                Chain::Mul(a, b, n) => {
                    let (mut x, y) = (decode(&a)?, decode(&b)?);
                    for _ in 0..n {
                        x = Field::mul(&x, &y);
                    }
                    Some(x.to_bytes())
                }
                Chain::Square(a, n) => {
                    let x = decode(&a)?;
                    Some(if n == 0 { x } else { x.pow2k(n) }.to_bytes())
                }
            }
        }
    }

    /// The encoding of `s`, if it has the curve's length.
    fn bytes<C: Curve>(s: &[u8]) -> Option<C::Bytes> {
        let mut b = C::Bytes::ZERO;
        (s.len() == b.as_ref().len()).then(|| {
            b.as_mut().copy_from_slice(s);
            b
        })
    }

    fn run<C: Curve>(backend: Backend, chain: Chain<C>) -> Option<Vec<u8>> {
        let out = engine::run(backend, <C::Model as Model>::OPERATION, chain)?;
        Some(out.as_ref().to_vec())
    }

    /// `a * b^n mod p`: `n` dependent multiplications (little-endian
    /// canonical `a`, `b` and result).
    pub fn mul_chain<C: Curve>(backend: Backend, a: &[u8], b: &[u8], n: u32) -> Option<Vec<u8>> {
        run::<C>(backend, Chain::Mul(bytes::<C>(a)?, bytes::<C>(b)?, n))
    }

    /// `a^(2^n) mod p`: `n` dependent squarings (the field's repeated
    /// squaring, `pow2k`; little-endian canonical `a` and result).
    pub fn square_chain<C: Curve>(backend: Backend, a: &[u8], n: u32) -> Option<Vec<u8>> {
        run::<C>(backend, Chain::Square(bytes::<C>(a)?, n))
    }
}

/// The phases of Ed25519 batch verification on their own, as
/// `ed25519::verify_batch` runs them on a backend: decoding the points,
/// and each multi-scalar multiplication the library has, for the
/// benchmark's profile (`--bin batch_profile`). Variable time: public
/// inputs only.
#[cfg(feature = "alloc")]
pub mod ed25519_batch {
    use crate::backend::{Backend, Operation};
    use crate::edwards::decode::batch::decompress_batch_vartime;
    use crate::edwards::decode::decompress_vartime;
    use crate::edwards::msm::{pippenger_msm_vartime, straus_msm_vartime};
    use crate::edwards::point::EdwardsPoint;
    use crate::engine::{self, Engine, Op};
    use crate::field::Field25519;
    use alloc::vec;
    use alloc::vec::Vec;

    /// A multi-scalar multiplication of batch verification.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Msm {
        /// Straus's method on the backend's field (`edwards::msm`).
        Straus,
        /// Pippenger's method with `c`-bit windows on the backend's field
        /// (`edwards::msm`).
        Pippenger(u32),
        /// Straus's method in AVX-512 IFMA lanes (`edwards::msm::straus_ifma`).
        StrausIfma,
        /// Pippenger's method with `c`-bit windows in AVX-512 IFMA lanes
        /// (`edwards::msm::pippenger_ifma`, `c` in `2..=10`).
        PippengerIfma(u32),
    }

    fn points<F: Field25519>(enc: &[[u8; 32]]) -> Vec<EdwardsPoint<F>> {
        enc.iter()
            .map(|e| decompress_vartime::<F>(e).map_or(EdwardsPoint::identity(), |d| d.point))
            .collect()
    }

    /// Decodes the encodings four at a time (interleaved square roots),
    /// or sixteen in the IFMA lanes with `ifma` (on a CPU with IFMA); how
    /// many are points.
    pub fn decode_interleaved(backend: Backend, enc: &[[u8; 32]], ifma: bool) -> usize {
        struct O<'a>(&'a [[u8; 32]], bool);
        impl Op for O<'_> {
            type Output = usize;
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> usize {
                let token = if self.1 {
                    crate::backend::IfmaToken::detect()
                } else {
                    None
                };
                let mut out = vec![None; self.0.len()];
                decompress_batch_vartime::<E::F>(self.0, &mut out, token);
                out.iter().filter(|d| d.is_some()).count()
            }
        }
        engine::run(backend, Operation::Ed25519VerifyBatch, O(enc, ifma))
    }

    /// Decodes the encodings one after another; how many are points.
    pub fn decode_one_by_one(backend: Backend, enc: &[[u8; 32]]) -> usize {
        struct O<'a>(&'a [[u8; 32]]);
        impl Op for O<'_> {
            type Output = usize;
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> usize {
                self.0
                    .iter()
                    .filter(|e| decompress_vartime::<E::F>(e).is_some())
                    .count()
            }
        }
        engine::run(backend, Operation::Ed25519VerifyBatch, O(enc))
    }

    /// Decodes the points `enc` (not timed apart: subtract
    /// [`decode_one_by_one`]) and runs `msm` on them with `scalars` and
    /// `[base] B`: whether the sum has small order (the batch equation's
    /// verdict). `None` if the CPU cannot run `msm` (the IFMA ones need
    /// AVX-512 IFMA).
    pub fn decode_and_msm(
        backend: Backend,
        msm: Msm,
        enc: &[[u8; 32]],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> Option<bool> {
        struct O<'a>(Msm, &'a [[u8; 32]], &'a [[u64; 4]], &'a [u64; 4]);
        impl Op for O<'_> {
            type Output = Option<bool>;
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> Option<bool> {
                let O(msm, enc, scalars, base) = self;
                #[cfg(x86_backends)]
                let ifma = crate::backend::cpu::Ifma::detect();
                let q = match msm {
                    Msm::Straus => straus_msm_vartime(&points::<E::F>(enc), scalars, base),
                    Msm::Pippenger(c) => {
                        pippenger_msm_vartime(&points::<E::F>(enc), scalars, base, c)
                    }
                    #[cfg(x86_backends)]
                    Msm::StrausIfma => crate::edwards::msm::straus_ifma::msm_vartime_checked(
                        ifma?,
                        &points::<E::F>(enc),
                        scalars,
                        base,
                    ),
                    #[cfg(x86_backends)]
                    Msm::PippengerIfma(c) => {
                        crate::edwards::msm::pippenger_ifma::msm_vartime_window(
                            ifma?,
                            &points::<E::F>(enc),
                            scalars,
                            base,
                            c,
                        )
                    }
                    #[cfg(not(x86_backends))]
                    Msm::StrausIfma | Msm::PippengerIfma(_) => return None,
                };
                Some(q.is_small_order_vartime())
            }
        }
        engine::run(
            backend,
            Operation::Ed25519VerifyBatch,
            O(msm, enc, scalars, base),
        )
    }
}

/// Kernels that no public function runs on their own, for the
/// benchmark's comparisons.
pub mod kernels {
    use crate::backend::{Backend, Operation};
    use crate::engine::{self, Engine, Op};

    /// The single fixed-base combs `[k]B` compared by the benchmark
    /// program's `--bin comb_avx2`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum BaseComb {
        /// The scalar comb on mulx64 (`W = 6`, the AVX2 table scan), as
        /// `x25519_base` runs it on mulx64 with AVX2.
        Mulx64,
        /// The four-lane AVX2 comb (`edwards::comb::avx2`, radix 2^25.5).
        Avx2,
        /// The eight-lane IFMA comb (`edwards::comb::ifma`).
        Ifma,
    }

    /// `[k]B` for `k < 2^255` (not clamped) with `comb`, the result in
    /// mulx64's representation. With `invert`, its Montgomery `u` (one
    /// inversion on mulx64, as `x25519_base`); without, the XOR of the
    /// encodings of its projective coordinates (no inversion: the comb
    /// alone, plus four reductions). `None` if the CPU cannot run `comb`
    /// (every comb needs BMI2 and ADX for mulx64, and the scalar one AVX2
    /// for its scan). Constant time in `k`.
    pub fn fixed_base_comb(comb: BaseComb, k: &[u8; 32], invert: bool) -> Option<[u8; 32]> {
        #[cfg(x86_backends)]
        {
            use crate::backend::cpu;
            use crate::edwards::point::EdwardsPoint;
            use crate::field::Field25519;
            /// `u`, or the XOR of the coordinates' encodings.
            fn out<F: Field25519>(p: EdwardsPoint<F>, invert: bool) -> [u8; 32] {
                if invert {
                    return p.to_montgomery_u();
                }
                let mut out = [0u8; 32];
                for x in [&p.x, &p.y, &p.z, &p.t] {
                    for (o, b) in out.iter_mut().zip(x.to_bytes()) {
                        *o ^= b;
                    }
                }
                out
            }
            /// The scalar comb with the engine's table scan.
            struct O<'a>(&'a [u8; 32], bool);
            impl Op for O<'_> {
                type Output = [u8; 32];
                #[inline(always)]
                fn run<E: Engine>(self, e: E) -> [u8; 32] {
                    let p = crate::edwards::comb::mul_base::<E::F, _>(self.0, e.row_lookup());
                    out(p.to_extended(), self.1)
                }
            }
            cpu::Mulx::detect()?;
            match comb {
                // `mulx64` runs with the AVX2 scan on a CPU with AVX2.
                BaseComb::Mulx64 => cpu::Avx2::detect()
                    .map(|_| engine::run(Backend::Mulx64, Operation::MulBase, O(k, invert))),
                BaseComb::Avx2 => cpu::Avx2::detect().map(|t| {
                    out(
                        crate::edwards::comb::avx2::mul_base::<crate::field::fe64::Fe64>(t, k),
                        invert,
                    )
                }),
                BaseComb::Ifma => cpu::Ifma::detect()
                    .map(|t| out(crate::edwards::comb::ifma::mul_base_point(t, k), invert)),
            }
        }
        #[cfg(not(x86_backends))]
        {
            let _ = (comb, k, invert);
            None
        }
    }

    /// `x25519(k, u)` (clamping included) on the AVX2 ladder
    /// (`montgomery::avx2`, what `Backend::Avx2` runs for the shared
    /// secret); `None` if the CPU lacks AVX2. For the benchmark program's
    /// `--bin ladder_avx2`. Constant time in `k`.
    pub fn x25519_avx2(k: &[u8; 32], u: &[u8; 32]) -> Option<[u8; 32]> {
        #[cfg(x86_backends)]
        if let Some(t) = crate::backend::cpu::Avx2::detect() {
            return Some(crate::montgomery::avx2::x25519(
                t,
                &crate::montgomery::clamp(k),
                u,
            ));
        }
        let _ = (k, u);
        None
    }

    /// Curve13318 `[a] G + [b] P` by the **variable-time** double-base
    /// multiplication (`weierstrass::double_base`) on `backend` (resolved
    /// as for [`Operation::Curve13318`]), for `a`, `b` little-endian (any
    /// 256-bit values) and `P` in the reference code's form (`x || y`,
    /// little-endian); the result in that form (zeros for the identity:
    /// one inversion). `None` if `P` is not a canonical point of the
    /// curve. Public inputs only.
    pub fn curve13318_double_base_vartime(
        backend: Backend,
        a: &[u8; 32],
        b: &[u8; 32],
        p: &[u8; 64],
    ) -> Option<[u8; 64]> {
        use crate::weierstrass::curve13318 as c;
        struct O<'a>(&'a [u8; 32], &'a [u8; 32], &'a [u8; 32], &'a [u8; 32]);
        impl Op for O<'_> {
            type Output = Option<[u8; 64]>;
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> Option<[u8; 64]> {
                let p = c::decode_xy::<E::F>(self.2, self.3).ok()?;
                let r = c::mul_double_base_vartime::<E::F>(self.0, self.1, &p.to_projective());
                let (x, y) = c::encode(&r);
                let mut out = [0u8; 64];
                out[..32].copy_from_slice(&x);
                out[32..].copy_from_slice(&y);
                Some(out)
            }
        }
        let (x, y) = p.split_at(32);
        let (x, y): (&[u8; 32], &[u8; 32]) = (x.try_into().ok()?, y.try_into().ok()?);
        engine::run(backend, Operation::Curve13318, O(a, b, x, y))
    }
}
