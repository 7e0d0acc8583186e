//! The x86-64 engines, built from the detection tokens of
//! [`crate::backend::cpu`], and the `#[target_feature]` functions that run
//! an [`Op`] on them.

use super::{Engine, Op};
use crate::backend::Backend;
use crate::backend::cpu;
use crate::edwards::point::{CompletedPoint, EdwardsPoint};
use crate::edwards::{comb, double_base};
use crate::field::fe64::Fe64;
use crate::field::fp192_mulx::Fp192Mulx;
use crate::field::fp224_mulx::Fp224Mulx;
use crate::field::fp256_mulx::Fp256Mulx;
use crate::field::fp384_mulx::Fp384Mulx;
use crate::lookup::avx2::Avx2Lookup;
use crate::lookup::{ScalarLookup, WordLookup};
use crate::montgomery;
use crate::scalar::lattice::ShortVector;
use crate::weierstrass::AffinePoint;
use crate::weierstrass::curve13318::Curve13318;

/// `mulx64`: `Fe64`, with the table scan `L` (AVX2 where the CPU has it).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mulx64<L> {
    _mulx: cpu::Mulx,
    lookup: L,
}

impl<L: WordLookup> Engine for Mulx64<L> {
    type F = Fe64;
    type Lookup = L;
    type FieldP256 = Fp256Mulx;
    type FieldP192 = Fp192Mulx;
    type FieldP224 = Fp224Mulx;
    type FieldP384 = Fp384Mulx;
    type FieldP521 = crate::field::fp521::Fp521;
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
    type FieldP256 = Fp256Mulx;
    type FieldP192 = Fp192Mulx;
    type FieldP224 = Fp224Mulx;
    type FieldP384 = Fp384Mulx;
    type FieldP521 = crate::field::fp521::Fp521;
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
        double_base::lanes4::halved_avx2_vartime(self.0.avx2, s, v, a, r)
    }

    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn msm_vartime(
        self,
        points: &[EdwardsPoint<Fe64>],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> EdwardsPoint<Fe64> {
        crate::edwards::msm::lanes4::msm_avx2_vartime(self.0.avx2, points, scalars, base)
    }

    #[inline(always)]
    fn curve13318_mul(self, k: &[u8; 32], p: &AffinePoint<Curve13318<Fe64>>) -> [u8; 64] {
        crate::weierstrass::vector::window::mul_avx2(self.0.avx2, k, p)
    }

    /// The AVX2 ladder (`montgomery::avx2`) without its inversion, so
    /// that a batch shares one (`Engine::x25519_batch`'s default: one
    /// ladder per key). Measured against the four-lane batch kernel
    /// (`x25519_batch_hybrid`, behind `bench-hooks`) in
    /// `montgomery::batch4` ("Measured").
    #[inline(always)]
    fn x25519_fraction(self, k: &[u8; 32], u: &[u8; 32]) -> (Fe64, Fe64) {
        montgomery::avx2::fraction(self.0.avx2, k, u)
    }
}

/// [`x25519_batch_hybrid`] with `s` in `0..=3` on this CPU, for the
/// benchmark program; `false` if the CPU lacks AVX2, BMI2 or ADX.
#[cfg(feature = "bench-hooks")]
pub(crate) fn x25519_batch_hybrid_any(
    s: usize,
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> bool {
    let Some(t) = cpu::Avx2Mulx::detect() else {
        return false;
    };
    #[target_feature(enable = "avx2,bmi2,adx")]
    fn go<const S: usize>(e: Avx2, k: &[[u8; 32]], p: &[[u8; 32]], o: &mut [[u8; 32]]) {
        x25519_batch_hybrid::<S>(e, k, p, o)
    }
    let e = Avx2(t);
    // SAFETY: the token proves AVX2, BMI2 and ADX.
    unsafe {
        match s {
            0 => go::<0>(e, scalars, points, out),
            1 => go::<1>(e, scalars, points, out),
            2 => go::<2>(e, scalars, points, out),
            _ => go::<3>(e, scalars, points, out),
        }
    }
    true
}

/// X25519 shared secrets in groups of `4 + S`: four in the AVX2 lanes and
/// `S` on `mulx64`'s field in the same loop; the rest one by one on the
/// AVX2 ladder. One inversion per chunk. Not chosen by any backend:
/// it measured slower than one AVX2 ladder per key (`montgomery::batch4`,
/// "Measured"); reached by the benchmark program only.
#[cfg(feature = "bench-hooks")]
#[inline(always)]
pub(crate) fn x25519_batch_hybrid<const S: usize>(
    e: Avx2,
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    out: &mut [[u8; 32]],
) {
    use crate::field::Field;
    use zeroize::Zeroize;
    montgomery::batch_with::<Fe64>(out, |start, xs, zs| {
        let n = xs.len();
        let g = 4 + S;
        let groups = n - n % g;
        let mut fr = [(Fe64::ZERO, Fe64::ZERO); 8];
        for at in (0..groups).step_by(g) {
            let i0 = start + at;
            let mut k: [[u8; 32]; 4] =
                core::array::from_fn(|j| montgomery::clamp(&scalars[i0 + j]));
            let mut ks: [[u8; 32]; S] =
                core::array::from_fn(|j| montgomery::clamp(&scalars[i0 + 4 + j]));
            let u: [[u8; 32]; 4] = core::array::from_fn(|j| points[i0 + j]);
            let us: [[u8; 32]; S] = core::array::from_fn(|j| points[i0 + 4 + j]);
            montgomery::batch4::ladders4_plus::<Fe64, S>(e.0.avx2, &k, &u, &ks, &us, &mut fr);
            k.zeroize();
            ks.zeroize();
            for (j, (x, z)) in fr[..g].iter().enumerate() {
                (xs[at + j], zs[at + j]) = (*x, *z);
            }
        }
        for i in groups..n {
            let mut k = montgomery::clamp(&scalars[start + i]);
            (xs[i], zs[i]) = e.x25519_fraction(&k, &points[start + i]);
            k.zeroize();
        }
    });
}

/// `ifma`: the AVX-512 IFMA kernels, `mulx64`'s code for the rest.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ifma(cpu::Ifma);

impl Engine for Ifma {
    type F = Fe64;
    type Lookup = Avx2Lookup;
    type FieldP256 = Fp256Mulx;
    type FieldP192 = Fp192Mulx;
    type FieldP224 = Fp224Mulx;
    type FieldP384 = Fp384Mulx;
    type FieldP521 = crate::field::fp521::Fp521;
    #[inline(always)]
    fn row_lookup(self) -> Avx2Lookup {
        Avx2Lookup::new(self.0.avx2())
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
        double_base::lanes4::halved_ifma4_vartime(self.0, s, v, a, r)
    }

    #[cfg(feature = "alloc")]
    #[inline(always)]
    fn msm_vartime(
        self,
        points: &[EdwardsPoint<Fe64>],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> EdwardsPoint<Fe64> {
        crate::edwards::msm::ifma::msm_vartime_ifma(self.0, points, scalars, base)
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

    #[inline(always)]
    fn curve13318_mul(self, k: &[u8; 32], p: &AffinePoint<Curve13318<Fe64>>) -> [u8; 64] {
        crate::weierstrass::vector::window::mul_ifma(self.0, k, p)
    }

    #[inline(always)]
    fn curve13318_mul8(
        self,
        ks: &[[u8; 32]; 8],
        xs: &[[u8; 32]; 8],
        ys: &[[u8; 32]; 8],
    ) -> Option<crate::weierstrass::curve13318::Lanes8> {
        Some(crate::weierstrass::vector::lanes8::mul8(self.0, ks, xs, ys))
    }

    #[inline(always)]
    fn curve13318_mul_base8(
        self,
        ks: &[[u8; 32]; 8],
    ) -> Option<crate::weierstrass::curve13318::Lanes8> {
        Some(crate::weierstrass::vector::lanes8::mul_base8(self.0, ks))
    }

    #[inline(always)]
    fn x25519_batch(self, scalars: &[[u8; 32]], points: Option<&[[u8; 32]]>, out: &mut [[u8; 32]]) {
        let done = montgomery::batch::x25519_batch_ifma(self.0, scalars, points, out);
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

/// The IFMA engine's common code is `mulx64`'s (with the AVX2 scan); its
/// kernels carry the AVX-512 features themselves.
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
/// has AVX2 (for the security harnesses, which check every scan); `None`
/// without BMI2 and ADX.
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

/// `[k]B` by the scalar comb on `mulx64` with the AVX2 scan: `u` with
/// `invert`, else the XOR of the encodings of the projective coordinates
/// (for the benchmark program's comparison of combs); `None` without BMI2,
/// ADX and AVX2.
#[cfg(feature = "bench-hooks")]
pub(crate) fn mul_base_mulx64_avx2_scan(k: &[u8; 32], invert: bool) -> Option<[u8; 32]> {
    use crate::field::Field;
    struct O<'a>(&'a [u8; 32], bool);
    impl Op for O<'_> {
        type Output = [u8; 32];
        #[inline(always)]
        fn run<E: Engine>(self, e: E) -> [u8; 32] {
            let p = comb::mul_base::<E::F, _>(self.0, e.row_lookup()).to_extended();
            if self.1 {
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
    }
    let e = Mulx64 {
        _mulx: cpu::Mulx::detect()?,
        lookup: Avx2Lookup::new(cpu::Avx2::detect()?),
    };
    // SAFETY: the tokens prove BMI2, ADX and AVX2.
    Some(unsafe { enter_mulx_avx2(e, O(k, invert)) })
}
