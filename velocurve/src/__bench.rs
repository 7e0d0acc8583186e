//! Entry points for the benchmark program and the security harnesses
//! (`velocurve-ct`, `velocurve-dudect`, `fuzz/`) only, behind the
//! non-default feature `bench-hooks`: single field operations on a forced
//! backend, every table scan of the fixed-base multiplication, the parts
//! of batch verification, the vector combs and ladders on their own. Not a
//! stable API. No `unsafe` code: every kernel is reached through its
//! detection token or through [`crate::engine::run`].

#![forbid(unsafe_code)]

use crate::backend::{Backend, Operation};
use crate::engine::{self, Engine, Op};
use crate::field::{Field, Field25519};

/// The byte range of a [`SigningKey`](crate::ed25519::SigningKey) that
/// holds public data (its `VerifyingKey`: the public key, its facts, the
/// backend tag). The secret-taint harness taints a whole key object and then
/// declassifies this range: the backend a key runs on is public, and a
/// `Result` of a key may keep its discriminant in a niche of these fields.
pub fn public_bytes_of_signing_key() -> core::ops::Range<usize> {
    crate::ed25519::SigningKey::public_bytes()
}

/// The byte range of a [`StaticSecret`](crate::x25519::StaticSecret) that
/// holds public data (its backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_static_secret() -> core::ops::Range<usize> {
    crate::x25519::StaticSecret::public_bytes()
}

/// The byte range of a Curve13318
/// [`SecretKey`](crate::curve13318::SecretKey) that holds public data (its
/// backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_curve13318_secret_key() -> core::ops::Range<usize> {
    crate::curve13318::SecretKey::public_bytes()
}

/// The byte range of a P-256 [`SecretKey`](crate::p256::SecretKey) that
/// holds public data (its backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_p256_secret_key() -> core::ops::Range<usize> {
    crate::p256::SecretKey::public_bytes()
}

/// The byte range of a P-192 [`SecretKey`](crate::p192::SecretKey) that
/// holds public data (its backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_p192_secret_key() -> core::ops::Range<usize> {
    crate::p192::SecretKey::public_bytes()
}

/// The byte range of a P-224 [`SecretKey`](crate::p224::SecretKey) that
/// holds public data (its backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_p224_secret_key() -> core::ops::Range<usize> {
    crate::p224::SecretKey::public_bytes()
}

/// The byte range of a P-384 [`SecretKey`](crate::p384::SecretKey) that
/// holds public data (its backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_p384_secret_key() -> core::ops::Range<usize> {
    crate::p384::SecretKey::public_bytes()
}

/// The byte range of a P-521 [`SecretKey`](crate::p521::SecretKey) that
/// holds public data (its backend tag); see [`public_bytes_of_signing_key`].
pub fn public_bytes_of_p521_secret_key() -> core::ops::Range<usize> {
    crate::p521::SecretKey::public_bytes()
}

/// The byte range of an [`EphemeralSecret`](crate::x25519::EphemeralSecret)
/// that holds public data (its backend tag); see
/// [`public_bytes_of_signing_key`].
pub fn public_bytes_of_ephemeral_secret() -> core::ops::Range<usize> {
    crate::x25519::EphemeralSecret::public_bytes()
}

/// `a * b^n`: `n` dependent field multiplications (decode and encode once)
/// on `backend`.
pub fn field_mul_chain(backend: Backend, a: &[u8; 32], b: &[u8; 32], n: u32) -> [u8; 32] {
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

/// `a^(2^n)`: `n` dependent squarings on `backend`.
pub fn field_square_chain(backend: Backend, a: &[u8; 32], n: u32) -> [u8; 32] {
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

/// `n` dependent safegcd inversions on `backend`.
pub fn field_invert_chain(backend: Backend, a: &[u8; 32], n: u32) -> [u8; 32] {
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

/// `n` dependent Fermat inversions (the reference chain) on `backend`.
pub fn field_invert_fermat_chain(backend: Backend, a: &[u8; 32], n: u32) -> [u8; 32] {
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
/// `#[target_feature]`).
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

/// The phases of Ed25519 batch verification, timed apart by the
/// benchmark program's profile (`--bin batch_profile`).
#[cfg(feature = "alloc")]
pub mod batch {
    use crate::backend::{Backend, Operation};
    use crate::edwards::decode::batch::decompress_batch_vartime;
    use crate::edwards::decode::decompress_vartime;
    use crate::edwards::msm::{pippenger_msm_vartime, straus_msm_vartime};
    use crate::edwards::point::EdwardsPoint;
    use crate::engine::{self, Engine, Op};
    use crate::field::Field25519;
    use alloc::vec;
    use alloc::vec::Vec;

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

    /// Decodes the points (not timed apart: subtract
    /// [`decode_one_by_one`]) and runs the MSM: Straus for `c = 0`,
    /// Pippenger with `c`-bit windows otherwise.
    pub fn decode_and_msm(
        backend: Backend,
        enc: &[[u8; 32]],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
        c: u32,
    ) -> bool {
        struct O<'a>(&'a [[u8; 32]], &'a [[u64; 4]], &'a [u64; 4], u32);
        impl Op for O<'_> {
            type Output = bool;
            #[inline(always)]
            fn run<E: Engine>(self, _e: E) -> bool {
                let p = points::<E::F>(self.0);
                let q = if self.3 == 0 {
                    straus_msm_vartime(&p, self.1, self.2)
                } else {
                    pippenger_msm_vartime(&p, self.1, self.2, self.3)
                };
                q.is_small_order_vartime()
            }
        }
        engine::run(
            backend,
            Operation::Ed25519VerifyBatch,
            O(enc, scalars, base, c),
        )
    }

    /// Decodes the points (not timed apart: subtract
    /// [`decode_one_by_one`]) and runs the IFMA lane MSM with `c`-bit
    /// windows (`false` if the CPU lacks IFMA).
    pub fn decode_and_msm_ifma(
        backend: Backend,
        enc: &[[u8; 32]],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
        c: u32,
    ) -> bool {
        #[cfg(x86_backends)]
        {
            struct O<'a>(&'a [[u8; 32]], &'a [[u64; 4]], &'a [u64; 4], u32);
            impl Op for O<'_> {
                type Output = bool;
                #[inline(always)]
                fn run<E: Engine>(self, _e: E) -> bool {
                    let Some(t) = crate::backend::cpu::Ifma::detect() else {
                        return false;
                    };
                    let p = points::<E::F>(self.0);
                    crate::edwards::msm::ifma::msm_vartime_window(t, &p, self.1, self.2, self.3)
                        .is_small_order_vartime()
                }
            }
            engine::run(
                backend,
                Operation::Ed25519VerifyBatch,
                O(enc, scalars, base, c),
            )
        }
        #[cfg(not(x86_backends))]
        {
            let _ = (backend, enc, scalars, base, c);
            false
        }
    }

    /// Decodes the points (not timed apart: subtract
    /// [`decode_one_by_one`]) and runs the four-lane IFMA Straus MSM
    /// (`false` if the CPU lacks IFMA).
    pub fn decode_and_msm_straus4(
        backend: Backend,
        enc: &[[u8; 32]],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> bool {
        #[cfg(x86_backends)]
        {
            struct O<'a>(&'a [[u8; 32]], &'a [[u64; 4]], &'a [u64; 4]);
            impl Op for O<'_> {
                type Output = bool;
                #[inline(always)]
                fn run<E: Engine>(self, _e: E) -> bool {
                    let Some(t) = crate::backend::cpu::Ifma::detect() else {
                        return false;
                    };
                    let p = points::<E::F>(self.0);
                    crate::edwards::msm::ifma_straus::msm_vartime_checked(t, &p, self.1, self.2)
                        .is_small_order_vartime()
                }
            }
            engine::run(
                backend,
                Operation::Ed25519VerifyBatch,
                O(enc, scalars, base),
            )
        }
        #[cfg(not(x86_backends))]
        {
            let _ = (backend, enc, scalars, base);
            false
        }
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
    #[cfg(x86_backends)]
    {
        use crate::backend::cpu;
        use crate::edwards::point::EdwardsPoint;
        use crate::field::fe64::Fe64;
        fn out(p: EdwardsPoint<Fe64>, invert: bool) -> [u8; 32] {
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
        cpu::Mulx::detect()?;
        match comb {
            BaseComb::Mulx64 => engine::mul_base_mulx64_avx2_scan(k, invert),
            BaseComb::Avx2 => cpu::Avx2::detect()
                .map(|t| out(crate::edwards::comb::avx2::mul_base::<Fe64>(t, k), invert)),
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

/// `x25519(k, u)` (clamping included) on the AVX2 four-lane ladder
/// (`montgomery::avx2`, what `Backend::Avx2` runs); `None` if the CPU lacks
/// AVX2. For the benchmark program (`--bin ladder_avx2`).
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

/// X25519 shared secrets in groups of four AVX2 lanes and `s` (`0..=3`)
/// `mulx64` ladders in one loop (`Backend::Avx2`'s batch kernel with any
/// `s`); `false` if the CPU lacks AVX2, BMI2 or ADX. For the benchmark
/// program (`--bin batch_hybrid`).
pub fn x25519_batch_hybrid(
    s: usize,
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    out: &mut [[u8; 32]],
) -> bool {
    assert!(scalars.len() == points.len() && points.len() == out.len());
    #[cfg(x86_backends)]
    return crate::engine::x25519_batch_hybrid_any(s, scalars, points, out);
    #[cfg(not(x86_backends))]
    {
        let _ = (s, scalars, points, out);
        false
    }
}

/// Curve13318 `[a] G + [b] P` by the **variable-time** double-base
/// multiplication (`weierstrass::double_base`) on `backend` (resolved as
/// for [`Operation::Curve13318`]), for `a`, `b` little-endian (any 256-bit
/// values) and `P` in the reference code's form (`x || y`, little-endian);
/// the result in that form (zeros for the identity: one inversion). `None`
/// if `P` is not a canonical point of the curve. Public inputs only.
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
            Some(c::encode(&r))
        }
    }
    let (x, y) = p.split_at(32);
    let (x, y): (&[u8; 32], &[u8; 32]) = (x.try_into().ok()?, y.try_into().ok()?);
    engine::run(backend, Operation::Curve13318, O(a, b, x, y))
}
