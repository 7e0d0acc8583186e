//! The x86-64 engines, built from the detection tokens of
//! [`crate::backend::cpu`], and the `#[target_feature]` functions that run
//! an [`Op`] on them.

use super::{Engine, Op};
use crate::backend::Backend;
use crate::backend::cpu;
use crate::edwards::point::{CompletedPoint, EdwardsPoint};
use crate::edwards::{comb, double_base};
use crate::field::fe64::Fe64;
use crate::lookup::avx2::Avx2Lookup;
use crate::lookup::avx512::Avx512Lookup;
use crate::lookup::{ScalarLookup, WordLookup};
use crate::montgomery;
use crate::scalar::lattice::ShortVector;
use crate::weierstrass::Xy;
use crate::weierstrass::group::Group;
use crate::weierstrass::group::Model;

/// `mulx64`: `Fe64`, with the table scan `L` (AVX2 where the CPU has it).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mulx64<L> {
    _mulx: cpu::Mulx,
    lookup: L,
}

impl<L: WordLookup> Engine for Mulx64<L> {
    type F = Fe64;
    type Lookup = L;
    type On<C: Model> = C::Mulx;
    #[inline(always)]
    fn row_lookup(self) -> L {
        self.lookup
    }
}

/// `avx2`: the four-lane AVX2 kernels, `mulx64`'s code for the rest.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx2(cpu::Avx2Mulx);

impl Engine for Avx2 {
    type F = Fe64;
    type Lookup = Avx2Lookup;
    type On<C: Model> = C::Mulx;
    #[inline(always)]
    fn row_lookup(self) -> Avx2Lookup {
        Avx2Lookup::new(self.0.avx2)
    }

    #[inline(always)]
    fn x25519(self, k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
        montgomery::avx2::x25519(self.0.avx2, k, u)
    }

    #[inline(always)]
    fn x25519_base(self, k: &[u8; 32]) -> [u8; 32] {
        comb::avx2::mul_base::<Fe64>(self.0.avx2, k).to_montgomery_u()
    }

    #[inline(always)]
    fn mul_base_compressed(self, k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
        comb::avx2::mul_base::<Fe64>(self.0.avx2, k).compress_with_x()
    }

    #[inline(always)]
    fn halved_vartime(
        self,
        s: &[u8; 32],
        v: &ShortVector,
        a: &EdwardsPoint<Fe64>,
        r: &EdwardsPoint<Fe64>,
    ) -> CompletedPoint<Fe64> {
        double_base::straus4::halved_avx2_vartime(self.0.avx2, s, v, a, r)
    }

    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn msm_vartime(
        self,
        points: &[EdwardsPoint<Fe64>],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> EdwardsPoint<Fe64> {
        crate::edwards::msm::avx2::msm_avx2_vartime(self.0.avx2, points, scalars, base)
    }

    /// The curve's four-lane AVX2 kernel where it has one
    /// ([`Model::mul_avx2`]).
    #[inline(always)]
    fn mul<C: Model>(self, k: &C::Bytes, x: &C::Bytes, y: &C::Bytes) -> Xy<C::Bytes> {
        match C::mul_avx2(self.0.avx2, k, x, y) {
            Some(r) => r,
            None => C::Mulx::mul(k, x, y),
        }
    }

    /// The AVX2 ladder (`montgomery::avx2`) without its inversion, so
    /// that a batch shares one (`Engine::x25519_batch`'s default: one
    /// ladder per key).
    #[inline(always)]
    fn x25519_fraction(self, k: &[u8; 32], u: &[u8; 32]) -> (Fe64, Fe64) {
        montgomery::avx2::fraction(self.0.avx2, k, u)
    }
}

/// `ifma`: the AVX-512 IFMA kernels, `mulx64`'s code for the rest.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ifma(cpu::Ifma);

impl Engine for Ifma {
    type F = Fe64;
    type Lookup = Avx512Lookup;
    type On<C: Model> = C::Mulx;
    /// The AVX-512 scan (its `select_swap`, the Edwards comb's, is the
    /// AVX2 one).
    #[inline(always)]
    fn row_lookup(self) -> Avx512Lookup {
        Avx512Lookup::new(self.0)
    }

    #[inline(always)]
    fn x25519(self, k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
        montgomery::ifma4::x25519(self.0, k, u)
    }

    #[inline(always)]
    fn x25519_base(self, k: &[u8; 32]) -> [u8; 32] {
        comb::ifma::x25519_base(self.0, k)
    }

    #[inline(always)]
    fn mul_base_compressed(self, k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
        comb::ifma::mul_base_compressed(self.0, k)
    }

    #[inline(always)]
    fn halved_vartime(
        self,
        s: &[u8; 32],
        v: &ShortVector,
        a: &EdwardsPoint<Fe64>,
        r: &EdwardsPoint<Fe64>,
    ) -> CompletedPoint<Fe64> {
        double_base::straus4::halved_ifma4_vartime(self.0, s, v, a, r)
    }

    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn msm_vartime(
        self,
        points: &[EdwardsPoint<Fe64>],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> EdwardsPoint<Fe64> {
        crate::edwards::msm::pippenger_ifma::msm_vartime_ifma(self.0, points, scalars, base)
            .unwrap_or_else(|| crate::edwards::msm::msm_vartime(points, scalars, base))
    }

    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn decompress_batch_vartime(
        self,
        encodings: &[[u8; 32]],
        out: &mut [Option<crate::edwards::decode::Decoded<Fe64>>],
    ) {
        crate::edwards::decode::batch::decompress_batch_vartime(encodings, out, Some(self.0));
    }

    /// The curve's IFMA kernel where it has one ([`Model::mul_ifma`]).
    #[inline(always)]
    fn mul<C: Model>(self, k: &C::Bytes, x: &C::Bytes, y: &C::Bytes) -> Xy<C::Bytes> {
        match C::mul_ifma(self.0, k, x, y) {
            Some(r) => r,
            None => C::Mulx::mul(k, x, y),
        }
    }

    /// The curve's eight-lane kernels where it has them
    /// ([`Model::mul_batch_ifma`]).
    #[inline(always)]
    fn mul_batch<'a, C: Model>(
        self,
        n: usize,
        input: impl Fn(usize) -> (&'a C::Bytes, &'a C::Bytes, &'a C::Bytes),
        mut emit: impl FnMut(usize, C::Bytes, C::Bytes),
    ) where
        C::Bytes: 'a,
    {
        if !C::mul_batch_ifma(self.0, n, &input, &mut emit) {
            C::Mulx::mul_batch(n, input, emit)
        }
    }

    /// The curve's eight-lane comb where it has one
    /// ([`Model::mul_base_batch_ifma`]).
    #[inline(always)]
    fn mul_base_batch<'a, C: Model>(
        self,
        n: usize,
        scalar: impl Fn(usize) -> &'a C::Bytes,
        mut emit: impl FnMut(usize, C::Bytes, C::Bytes),
    ) where
        C::Bytes: 'a,
    {
        if !C::mul_base_batch_ifma(self.0, n, &scalar, self.row_lookup(), &mut emit) {
            C::Mulx::mul_base_batch(n, scalar, self.row_lookup(), emit)
        }
    }

    #[inline(always)]
    fn x25519_batch(self, scalars: &[[u8; 32]], points: Option<&[[u8; 32]]>, out: &mut [[u8; 32]]) {
        let done = montgomery::batch_ifma8::x25519_batch_ifma(self.0, scalars, points, out);
        for (i, (k, o)) in scalars.iter().zip(out.iter_mut()).enumerate().skip(done) {
            let k = montgomery::clamp(k);
            *o = match points {
                Some(p) => self.x25519(&k, &p[i]),
                None => self.x25519_base(&k),
            };
        }
    }
}

#[target_feature(enable = "bmi2,adx")]
fn enter_mulx<O: Op>(e: Mulx64<ScalarLookup>, op: O) -> O::Output {
    op.run(e)
}

#[target_feature(enable = "bmi2,adx,avx2")]
fn enter_mulx_avx2<O: Op>(e: Mulx64<Avx2Lookup>, op: O) -> O::Output {
    op.run(e)
}

#[target_feature(enable = "bmi2,adx,avx2")]
fn enter_avx2<O: Op>(e: Avx2, op: O) -> O::Output {
    op.run(e)
}

/// The IFMA engine's common code is `mulx64`'s; its kernels and its
/// table scan (`Avx512Lookup`) carry the AVX-512 features themselves.
#[target_feature(enable = "bmi2,adx,avx2")]
fn enter_ifma<O: Op>(e: Ifma, op: O) -> O::Output {
    op.run(e)
}

/// Runs `op` on the engine of the concrete `backend` if the CPU supports
/// it; gives `op` back otherwise (and for `portable51`).
#[inline]
pub(super) fn run<O: Op>(backend: Backend, op: O) -> Result<O::Output, O> {
    match backend {
        Backend::Ifma => match cpu::Ifma::detect() {
            // SAFETY: the token proves AVX-512F/VL/IFMA, AVX2, BMI2, ADX.
            Some(t) => Ok(unsafe { enter_ifma(Ifma(t), op) }),
            None => Err(op),
        },
        Backend::Avx2 => match cpu::Avx2Mulx::detect() {
            // SAFETY: the token proves AVX2, BMI2 and ADX.
            Some(t) => Ok(unsafe { enter_avx2(Avx2(t), op) }),
            None => Err(op),
        },
        Backend::Mulx64 => match (cpu::Mulx::detect(), cpu::Avx2::detect()) {
            (Some(m), Some(a)) => {
                let e = Mulx64 {
                    _mulx: m,
                    lookup: Avx2Lookup::new(a),
                };
                // SAFETY: the tokens prove BMI2, ADX and AVX2.
                Ok(unsafe { enter_mulx_avx2(e, op) })
            }
            (Some(m), None) => {
                let e = Mulx64 {
                    _mulx: m,
                    lookup: ScalarLookup,
                };
                // SAFETY: the token proves BMI2 and ADX.
                Ok(unsafe { enter_mulx(e, op) })
            }
            _ => Err(op),
        },
        _ => Err(op),
    }
}

/// `x25519_base` on `mulx64` with the 64-bit mask scan even where the CPU
/// has AVX2 (for `__bench::x25519_base_with_scan`: the security harnesses
/// check every scan the library can run); `None` without BMI2 and ADX.
#[cfg(feature = "bench-hooks")]
pub(crate) fn x25519_base_mulx64_scalar_scan(k: &[u8; 32]) -> Option<[u8; 32]> {
    struct O<'a>(&'a [u8; 32]);
    impl Op for O<'_> {
        type Output = [u8; 32];
        #[inline(always)]
        fn run<E: Engine>(self, e: E) -> [u8; 32] {
            e.x25519_base(self.0)
        }
    }
    let e = Mulx64 {
        _mulx: cpu::Mulx::detect()?,
        lookup: ScalarLookup,
    };
    // SAFETY: the token proves BMI2 and ADX.
    Some(unsafe { enter_mulx(e, O(k)) })
}
