//! CPU feature detection (x86-64), once per process, and the tokens that
//! prove it.
//!
//! A token is a zero-sized value whose only constructor is its `detect`
//! function, which returns `Some` iff the CPU and the operating system
//! support the token's features (the `cpufeatures` crate: CPUID plus the
//! XGETBV check that the OS saves the vector registers). Code compiled with
//! `#[target_feature(enable = …)]` is entered only through functions that
//! take the token of those features, so the `unsafe` call inside each of
//! them is sound by construction, not by a check somebody must remember.

use super::CpuFamily;
use core::sync::atomic::{AtomicU8, Ordering};

cpufeatures::new!(cpuid_mulx, "bmi2", "adx");
cpufeatures::new!(cpuid_avx2, "avx2");
cpufeatures::new!(
    cpuid_ifma,
    "avx2",
    "avx512f",
    "avx512vl",
    "avx512ifma",
    "bmi2",
    "adx"
);
cpufeatures::new!(cpuid_avx512f, "avx512f");

/// BMI2 and ADX (`mulx`, `adcx`, `adox`): the `mulx64` field.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mulx(());

impl Mulx {
    /// `Some` iff the CPU has BMI2 and ADX.
    #[inline]
    pub(crate) fn detect() -> Option<Mulx> {
        cpuid_mulx::get().then_some(Mulx(()))
    }
}

/// AVX2 (ymm integer instructions): the table scan of the fixed-base comb.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx2(());

impl Avx2 {
    /// `Some` iff the CPU and OS support AVX2.
    #[inline]
    pub(crate) fn detect() -> Option<Avx2> {
        cpuid_avx2::get().then_some(Avx2(()))
    }
}

/// AVX2 together with BMI2 and ADX: [`crate::backend::Backend::Avx2`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Avx2Mulx {
    pub(crate) avx2: Avx2,
    /// Held as the proof that the engine's `Fe64` may run; not read.
    #[allow(dead_code, reason = "a proof held, not read")]
    pub(crate) mulx: Mulx,
}

impl Avx2Mulx {
    /// `Some` iff the CPU has AVX2, BMI2 and ADX. Two detections, not one
    /// of three features: with BMI2 and ADX enabled at compile time the
    /// second is true without CPUID, which is how the taint check runs this
    /// backend under valgrind (whose CPUID hides ADX; see `.ci/ctgrind.sh`).
    #[inline]
    pub(crate) fn detect() -> Option<Avx2Mulx> {
        Some(Avx2Mulx {
            avx2: Avx2::detect()?,
            mulx: Mulx::detect()?,
        })
    }
}

/// AVX-512F, AVX-512VL, AVX-512 IFMA, AVX2, BMI2 and ADX:
/// [`crate::backend::Backend::Ifma`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ifma(());

impl Ifma {
    /// `Some` iff the CPU and OS support every feature of the token.
    #[inline]
    pub(crate) fn detect() -> Option<Ifma> {
        cpuid_ifma::get().then_some(Ifma(()))
    }

    /// The AVX2 token (IFMA implies it).
    #[inline(always)]
    pub(crate) fn avx2(self) -> Avx2 {
        Avx2(())
    }
}

/// The vendor string of CPUID leaf 0 is "GenuineIntel" / "AuthenticAMD".
fn vendor() -> Option<bool> {
    // SAFETY (for compilers where `__cpuid` is still `unsafe`): CPUID leaf
    // 0 exists on every x86-64 CPU.
    #[allow(unused_unsafe)]
    let r = unsafe { core::arch::x86_64::__cpuid(0) };
    let mut v = [0u8; 12];
    v[..4].copy_from_slice(&r.ebx.to_le_bytes());
    v[4..8].copy_from_slice(&r.edx.to_le_bytes());
    v[8..].copy_from_slice(&r.ecx.to_le_bytes());
    match &v {
        b"GenuineIntel" => Some(true),
        b"AuthenticAMD" => Some(false),
        _ => None,
    }
}

/// [`CpuFamily::detect`], cached.
pub(crate) fn family() -> CpuFamily {
    static CACHE: AtomicU8 = AtomicU8::new(u8::MAX);
    const ORDER: [CpuFamily; 7] = [
        CpuFamily::IntelIfma,
        CpuFamily::AmdIfma,
        CpuFamily::Avx512NoIfma,
        CpuFamily::AmdAvx2,
        CpuFamily::IntelAvx2,
        CpuFamily::Other,
        CpuFamily::Portable,
    ];
    if let Some(f) = ORDER.get(CACHE.load(Ordering::Relaxed) as usize) {
        return *f;
    }
    let intel = vendor();
    let f = if Mulx::detect().is_none() {
        CpuFamily::Portable
    } else if Ifma::detect().is_some() {
        match intel {
            Some(false) => CpuFamily::AmdIfma,
            _ => CpuFamily::IntelIfma,
        }
    } else if cpuid_avx512f::get() {
        CpuFamily::Avx512NoIfma
    } else if Avx2::detect().is_some() {
        match intel {
            Some(true) => CpuFamily::IntelAvx2,
            Some(false) => CpuFamily::AmdAvx2,
            None => CpuFamily::Other,
        }
    } else {
        CpuFamily::Other
    };
    let i = ORDER
        .iter()
        .position(|&g| g == f)
        .unwrap_or(ORDER.len() - 1);
    CACHE.store(i as u8, Ordering::Relaxed);
    f
}
