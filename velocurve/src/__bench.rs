//! Entry points for the benchmark program and the security harnesses
//! (`velocurve-ct`, `velocurve-dudect`, `fuzz/`) only: single field
//! operations on a forced backend, on byte encodings, and every table scan
//! of the fixed-base multiplication. Not a stable API.

use crate::backend::{Backend, dispatch_fn};
use crate::field::{Field, Field25519};

#[inline(always)]
fn mul_n<F: Field25519>(a: &[u8; 32], b: &[u8; 32], n: u32) -> [u8; 32] {
    let (mut x, y) = (F::from_bytes(a), F::from_bytes(b));
    for _ in 0..n {
        x = x.mul(&y);
    }
    x.to_bytes()
}

#[inline(always)]
fn square_n<F: Field25519>(a: &[u8; 32], n: u32) -> [u8; 32] {
    F::from_bytes(a).pow2k(n).to_bytes()
}

#[inline(always)]
fn invert_n<F: Field25519>(a: &[u8; 32], n: u32) -> [u8; 32] {
    let mut x = F::from_bytes(a);
    for _ in 0..n {
        x = x.invert();
    }
    x.to_bytes()
}

#[inline(always)]
fn invert_fermat_n<F: Field25519>(a: &[u8; 32], n: u32) -> [u8; 32] {
    let mut x = F::from_bytes(a);
    for _ in 0..n {
        x = x.invert_fermat();
    }
    x.to_bytes()
}

dispatch_fn! {
    /// `a * b^n`: `n` dependent field multiplications (decode and encode once).
    pub fn field_mul_chain(a: &[u8; 32], b: &[u8; 32], n: u32) -> [u8; 32] = mul_n;
}
dispatch_fn! {
    /// `a^(2^n)`: `n` dependent squarings.
    pub fn field_square_chain(a: &[u8; 32], n: u32) -> [u8; 32] = square_n;
}
dispatch_fn! {
    /// `n` dependent safegcd inversions.
    pub fn field_invert_chain(a: &[u8; 32], n: u32) -> [u8; 32] = invert_n;
}
dispatch_fn! {
    /// `n` dependent Fermat inversions (the reference chain).
    pub fn field_invert_fermat_chain(a: &[u8; 32], n: u32) -> [u8; 32] = invert_fermat_n;
}

/// Whether `backend` can run here (re-exported for the benchmark program).
pub fn supported(backend: Backend) -> bool {
    backend.is_supported()
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

    /// The scans the library runs with `backend` on some CPU and this CPU
    /// can run, the one the library picks here first. Empty if the backend
    /// is unsupported.
    pub fn supported(backend: Backend) -> impl Iterator<Item = TableScan> {
        let (first, second) = match backend {
            _ if !backend.is_supported() => (None, None),
            Backend::Ifma => (Some(TableScan::Lanes), None),
            Backend::Avx2 => (Some(TableScan::Lanes), None),
            #[cfg(target_arch = "x86_64")]
            Backend::Mulx64 if crate::backend::has_avx2() => {
                (Some(TableScan::Avx2), Some(TableScan::Scalar))
            }
            _ => (Some(TableScan::Scalar), None),
        };
        first.into_iter().chain(second)
    }
}

/// `x25519_base(scalar)` (clamping included) on `backend` with the table
/// scan `scan`; `None` unless `scan` is in [`TableScan::supported`]
/// `(backend)`. The scan the library picks runs the shipped function
/// itself; the others are compiled here the same way (whole under the
/// backend's `#[target_feature]`).
pub fn x25519_base_with_scan(
    backend: Backend,
    scan: TableScan,
    scalar: &[u8; 32],
) -> Option<[u8; 32]> {
    let mut scans = TableScan::supported(backend);
    let picked = scans.next()?;
    let k = crate::montgomery::clamp(scalar);
    if scan == picked {
        return Some(crate::edwards::x25519_base(backend, &k));
    }
    if !scans.any(|s| s == scan) {
        return None;
    }
    match (backend, scan) {
        #[cfg(target_arch = "x86_64")]
        (Backend::Mulx64, TableScan::Scalar) => {
            use crate::edwards::comb::{ScalarLookup, mul_base};
            #[target_feature(enable = "bmi2,adx")]
            fn mulx64_scalar(k: &[u8; 32]) -> [u8; 32] {
                mul_base::<crate::field::fe64::Fe64, _>(k, ScalarLookup).to_montgomery_u()
            }
            // SAFETY: `supported` listed this pair, so the CPU has BMI2 and
            // ADX.
            Some(unsafe { mulx64_scalar(&k) })
        }
        // `supported` lists no other pair.
        _ => None,
    }
}

/// The phases of Ed25519 batch verification, timed apart by the
/// benchmark program's profile (`--bin batch_profile`).
#[cfg(feature = "alloc")]
pub mod batch {
    use crate::backend::dispatch_fn;
    use crate::edwards::decode::batch::decompress_batch_vartime;
    use crate::edwards::decode::decompress_vartime;
    use crate::edwards::msm::{pippenger_msm_vartime, straus_msm_vartime};
    use crate::edwards::point::EdwardsPoint;
    use crate::field::Field25519;
    use alloc::vec;
    use alloc::vec::Vec;

    fn decode_batch<F: Field25519>(enc: &[[u8; 32]], ifma: bool) -> usize {
        let mut out = vec![None; enc.len()];
        decompress_batch_vartime::<F>(enc, &mut out, ifma);
        out.iter().filter(|d| d.is_some()).count()
    }

    fn decode_single<F: Field25519>(enc: &[[u8; 32]]) -> usize {
        enc.iter()
            .filter(|e| decompress_vartime::<F>(e).is_some())
            .count()
    }

    /// `c = 0`: Straus; otherwise Pippenger with `c`-bit windows.
    fn msm<F: Field25519>(enc: &[[u8; 32]], scalars: &[[u64; 4]], base: &[u64; 4], c: u32) -> bool {
        let points: Vec<EdwardsPoint<F>> = enc
            .iter()
            .map(|e| decompress_vartime::<F>(e).map_or(EdwardsPoint::identity(), |d| d.point))
            .collect();
        let q = if c == 0 {
            straus_msm_vartime(&points, scalars, base)
        } else {
            pippenger_msm_vartime(&points, scalars, base, c)
        };
        q.is_small_order_vartime()
    }

    /// The IFMA lane MSM with `c`-bit windows (`false` if the CPU lacks
    /// IFMA).
    fn msm_ifma<F: Field25519>(
        enc: &[[u8; 32]],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
        c: u32,
    ) -> bool {
        #[cfg(target_arch = "x86_64")]
        if crate::backend::Backend::Ifma.is_supported() {
            let points: Vec<EdwardsPoint<F>> = enc
                .iter()
                .map(|e| decompress_vartime::<F>(e).map_or(EdwardsPoint::identity(), |d| d.point))
                .collect();
            // SAFETY: the CPU has AVX-512F, AVX-512 IFMA, BMI2 and ADX.
            let q = unsafe { crate::edwards::msm::ifma::msm_vartime(&points, scalars, base, c) };
            return q.is_small_order_vartime();
        }
        let _ = (enc, scalars, base, c);
        false
    }

    /// The four-lane Straus MSM (`false` if the CPU lacks IFMA).
    fn msm_straus4<F: Field25519>(enc: &[[u8; 32]], scalars: &[[u64; 4]], base: &[u64; 4]) -> bool {
        #[cfg(target_arch = "x86_64")]
        if crate::backend::Backend::Ifma.is_supported() {
            let points: Vec<EdwardsPoint<F>> = enc
                .iter()
                .map(|e| decompress_vartime::<F>(e).map_or(EdwardsPoint::identity(), |d| d.point))
                .collect();
            // SAFETY: the CPU has AVX-512F, AVX-512 IFMA, BMI2 and ADX.
            let q =
                unsafe { crate::edwards::msm::ifma_straus::msm_vartime(&points, scalars, base) };
            return q.is_small_order_vartime();
        }
        let _ = (enc, scalars, base);
        false
    }

    dispatch_fn! {
        /// Decodes the points (not timed apart: subtract
        /// [`decode_one_by_one`]) and runs the four-lane IFMA Straus MSM.
        pub fn decode_and_msm_straus4(enc: &[[u8; 32]], scalars: &[[u64; 4]], base: &[u64; 4]) -> bool = msm_straus4;
    }
    dispatch_fn! {
        /// Decodes the points (not timed apart: subtract
        /// [`decode_one_by_one`]) and runs the IFMA lane MSM with `c`-bit
        /// windows.
        pub fn decode_and_msm_ifma(enc: &[[u8; 32]], scalars: &[[u64; 4]], base: &[u64; 4], c: u32) -> bool = msm_ifma;
    }
    dispatch_fn! {
        /// Decodes the encodings four at a time (interleaved square roots),
        /// or sixteen in the IFMA lanes with `ifma`; how many are points.
        pub fn decode_interleaved(enc: &[[u8; 32]], ifma: bool) -> usize = decode_batch;
    }
    dispatch_fn! {
        /// Decodes the encodings one after another; how many are points.
        pub fn decode_one_by_one(enc: &[[u8; 32]]) -> usize = decode_single;
    }
    dispatch_fn! {
        /// Decodes the points (not timed apart: subtract
        /// [`decode_one_by_one`]) and runs the MSM: Straus for `c = 0`,
        /// Pippenger with `c`-bit windows otherwise.
        pub fn decode_and_msm(enc: &[[u8; 32]], scalars: &[[u64; 4]], base: &[u64; 4], c: u32) -> bool = msm;
    }
}

/// The single fixed-base combs `[k]B` compared by the benchmark program's
/// `--bin comb_avx2`.
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

/// `[k]B` for `k < 2^255` (not clamped) with `comb`, the result in mulx64's
/// representation. With `invert`, its Montgomery `u` (one inversion on
/// mulx64, as `x25519_base`); without, the XOR of the encodings of its
/// projective coordinates (no inversion: the comb alone, plus four
/// reductions). `None` if the CPU cannot run `comb` (every comb needs BMI2
/// and ADX for mulx64).
pub fn fixed_base_comb(comb: BaseComb, k: &[u8; 32], invert: bool) -> Option<[u8; 32]> {
    #[cfg(target_arch = "x86_64")]
    {
        use crate::edwards::comb::mul_base;
        use crate::edwards::comb::scan_avx2::Avx2Lookup;
        use crate::field::fe64::Fe64;
        fn fold(c: [&Fe64; 4]) -> [u8; 32] {
            let mut out = [0u8; 32];
            for x in c {
                for (o, b) in out.iter_mut().zip(x.to_bytes()) {
                    *o ^= b;
                }
            }
            out
        }
        #[target_feature(enable = "bmi2,adx,avx2")]
        fn mulx64(k: &[u8; 32], l: Avx2Lookup, invert: bool) -> [u8; 32] {
            let p = mul_base::<Fe64, _>(k, l);
            if invert {
                p.to_montgomery_u()
            } else {
                fold([&p.x, &p.y, &p.z, &p.t])
            }
        }
        #[target_feature(enable = "bmi2,adx,avx2")]
        fn avx2(k: &[u8; 32], invert: bool) -> [u8; 32] {
            // SAFETY: compiled with AVX2 (the caller checked it).
            let p = unsafe { crate::edwards::comb::avx2::mul_base::<Fe64>(k) };
            if invert {
                p.to_montgomery_u()
            } else {
                fold([&p.x, &p.y, &p.z, &p.t])
            }
        }
        #[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
        fn ifma(k: &[u8; 32], invert: bool) -> [u8; 32] {
            // SAFETY: compiled with AVX-512F and IFMA (the caller checked).
            let p = unsafe { crate::edwards::comb::ifma::mul_base::<Fe64>(k) };
            if invert {
                p.to_montgomery_u()
            } else {
                fold([&p.x, &p.y, &p.z, &p.t])
            }
        }
        if !Backend::Mulx64.is_supported() {
            return None;
        }
        match comb {
            // SAFETY: BMI2 and ADX checked above; `l` exists only with AVX2.
            BaseComb::Mulx64 => Avx2Lookup::new().map(|l| unsafe { mulx64(k, l, invert) }),
            // SAFETY: BMI2, ADX and AVX2 checked.
            BaseComb::Avx2 => crate::backend::has_avx2().then(|| unsafe { avx2(k, invert) }),
            // SAFETY: AVX-512F, IFMA, BMI2 and ADX checked.
            BaseComb::Ifma => Backend::Ifma
                .is_supported()
                .then(|| unsafe { ifma(k, invert) }),
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (comb, k, invert);
        None
    }
}

/// `x25519(k, u)` (clamping included) on the AVX2 four-lane ladder
/// (`montgomery::avx2`, what `Backend::Avx2` runs); `None` if the CPU lacks
/// AVX2. For the benchmark program (`--bin ladder_avx2`).
pub fn x25519_avx2(k: &[u8; 32], u: &[u8; 32]) -> Option<[u8; 32]> {
    #[cfg(target_arch = "x86_64")]
    if crate::backend::has_avx2() {
        // SAFETY: the CPU has AVX2, the only feature the function needs.
        return Some(unsafe { crate::montgomery::avx2::x25519(&crate::montgomery::clamp(k), u) });
    }
    let _ = (k, u);
    None
}
