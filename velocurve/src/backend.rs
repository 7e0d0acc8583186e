//! CPU feature detection and backend choice.
//!
//! Features are detected once (the detection includes the operating-system
//! support check) and cached. A backend is chosen once per high-level
//! operation — a whole ladder, a whole fixed-base multiplication — and that
//! operation is compiled whole for the backend, under its
//! `#[target_feature]`, so field operations inline and no feature test ever
//! runs inside a field operation.
//!
//! [`Backend::auto`] is the choice made by measurement on the CPUs we have
//! measured (see `docs/BACKENDS.md`); tests and benchmarks force any
//! [`Backend::is_supported`] backend through the `*_with_backend` functions.

#[cfg(target_arch = "x86_64")]
cpufeatures::new!(cpuid_mulx, "bmi2", "adx");
#[cfg(target_arch = "x86_64")]
cpufeatures::new!(cpuid_avx2, "avx2");
#[cfg(target_arch = "x86_64")]
cpufeatures::new!(
    cpuid_ifma,
    "avx2",
    "avx512f",
    "avx512vl",
    "avx512ifma",
    "bmi2",
    "adx"
);

/// Whether this CPU (and OS) support AVX2 (for the vectorised table scan of
/// the fixed-base multiplication). Detected once, cached.
#[cfg(target_arch = "x86_64")]
pub(crate) fn has_avx2() -> bool {
    cpuid_avx2::get()
}

/// A GF(2^255-19) arithmetic backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Backend {
    /// Radix 2^51, five 64-bit limbs, 128-bit products. Runs everywhere.
    Portable51,
    /// Radix 2^64, four limbs, `mulx`/`adcx`/`adox` assembly. Needs x86-64
    /// with BMI2 and ADX.
    Mulx64,
    /// AVX2, radix 2^25.5 in the four 64-bit lanes of ymm registers,
    /// multiplied with `vpmuludq` (32 x 32 -> 64 bits): single Ed25519
    /// verification runs its halved double-base multiplication with the four
    /// coordinates of a point in the four lanes (the 4-way formulas of
    /// Hisil–Wong–Carter–Dawson), and batch verification its multi-scalar
    /// multiplication the same way. Everything else on this backend runs the
    /// `mulx64` code. Needs x86-64 with AVX2, BMI2 and ADX (so not Haswell,
    /// which lacks ADX). On the CPUs measured so far it is slower than
    /// `mulx64`, so [`Backend::auto`] does not choose it (see
    /// `docs/BACKENDS.md`); it exists for CPUs where the vector multiplier
    /// wins and to be measured.
    Avx2,
    /// AVX-512 IFMA, radix 2^51 in the 52-bit lanes of vector registers:
    /// the single X25519 ladder (`x25519`, the shared secret) runs its two
    /// points in the four lanes of ymm registers, four products at a time;
    /// fixed-base multiplication (X25519 and Ed25519 key generation,
    /// Ed25519 signing) spreads its digits over the eight lanes of zmm
    /// registers, the batch X25519 functions run eight ladders at once, one
    /// per lane; Ed25519 batch verification decodes its points sixteen
    /// square roots at a time and runs its multi-scalar multiplication in
    /// the lanes; single verification runs its halved double-base
    /// multiplication with the four coordinates of a point in the four
    /// lanes of ymm registers. Everything else on this backend runs the
    /// `mulx64` code. Needs x86-64 with AVX2, AVX-512F, AVX-512 IFMA,
    /// AVX-512VL (the 256-bit forms of the IFMA instructions; every CPU
    /// with IFMA so far has it), BMI2 and ADX.
    Ifma,
}

impl Backend {
    /// Every backend this build knows, supported by this CPU or not.
    pub const ALL: &'static [Backend] = &[
        Backend::Portable51,
        Backend::Mulx64,
        Backend::Avx2,
        Backend::Ifma,
    ];

    /// A short stable name (`"portable51"`, `"mulx64"`, `"avx2"`, `"ifma"`).
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Portable51 => "portable51",
            Backend::Mulx64 => "mulx64",
            Backend::Avx2 => "avx2",
            Backend::Ifma => "ifma",
        }
    }

    /// Whether this CPU (and OS) can run the backend. Detected once, cached.
    pub fn is_supported(self) -> bool {
        match self {
            Backend::Portable51 => true,
            #[cfg(target_arch = "x86_64")]
            Backend::Mulx64 => cpuid_mulx::get(),
            #[cfg(not(target_arch = "x86_64"))]
            Backend::Mulx64 => false,
            #[cfg(target_arch = "x86_64")]
            // Two checks, not one of three features: with BMI2 and ADX
            // enabled at compile time the second is true without CPUID,
            // which is how the taint check runs this backend under
            // valgrind (whose CPUID hides ADX; see `.ci/ctgrind.sh`).
            Backend::Avx2 => cpuid_avx2::get() && cpuid_mulx::get(),
            #[cfg(not(target_arch = "x86_64"))]
            Backend::Avx2 => false,
            #[cfg(target_arch = "x86_64")]
            Backend::Ifma => cpuid_ifma::get(),
            #[cfg(not(target_arch = "x86_64"))]
            Backend::Ifma => false,
        }
    }

    /// The backends this CPU supports, in [`Backend::ALL`] order.
    pub fn supported() -> impl Iterator<Item = Backend> {
        Self::ALL.iter().copied().filter(|b| b.is_supported())
    }

    /// The backend used when none is forced: the fastest supported one as
    /// measured (see `docs/BACKENDS.md`): `ifma`, then `mulx64`, then
    /// `portable51`. (`ifma` runs `mulx64`'s code for the operations where
    /// that measured faster, so it is never slower than `mulx64`.)
    pub fn auto() -> Backend {
        if Backend::Ifma.is_supported() {
            Backend::Ifma
        } else if Backend::Mulx64.is_supported() {
            Backend::Mulx64
        } else {
            Backend::Portable51
        }
    }

    /// `Ok(self)` if supported, otherwise [`crate::Error::BackendUnsupported`].
    pub fn check(self) -> Result<Backend, crate::Error> {
        if self.is_supported() {
            Ok(self)
        } else {
            Err(crate::Error::BackendUnsupported(self))
        }
    }
}

impl core::fmt::Display for Backend {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// Defines `$name(backend, args…)`, which runs the generic function
/// `$generic::<F>(args…)` with the field type `F` of `backend`, compiled
/// whole under that backend's `#[target_feature]`.
///
/// With a trailing `ifma = $path;`, [`Backend::Ifma`] runs `$path(args…)`
/// instead (a function compiled with `#[target_feature(enable =
/// "avx512f,avx512ifma,avx512vl,bmi2,adx")]`, the features of
/// `Backend::Ifma`'s detection); with `avx2 = $path;`, [`Backend::Avx2`]
/// runs `$path(args…)` (compiled with `#[target_feature(enable =
/// "avx2,bmi2,adx")]` or fewer). Without them, `Ifma` and `Avx2` run the
/// `mulx64` instantiation.
///
/// An unsupported backend falls back to the portable one, so the function is
/// sound whatever it is given; the public `*_with_backend` functions reject
/// unsupported backends with an error before they get here.
macro_rules! dispatch_fn {
    ($(#[$m:meta])* $vis:vis fn $name:ident($($arg:ident : $ty:ty),*) -> $ret:ty
        = $generic:ident; $(ifma = $ifma:path;)? $(avx2 = $avx2:path;)?) => {
        $(#[$m])*
        $vis fn $name(backend: $crate::backend::Backend, $($arg: $ty),*) -> $ret {
            $crate::backend::dispatch_fn!(@own backend, Ifma, [$($ifma)?], ($($arg),*));
            $crate::backend::dispatch_fn!(@own backend, Avx2, [$($avx2)?], ($($arg),*));
            match backend {
                #[cfg(target_arch = "x86_64")]
                // Ifma and Avx2 imply BMI2 and ADX; their operations without
                // a function of their own are mulx64's.
                $crate::backend::Backend::Mulx64
                | $crate::backend::Backend::Avx2
                | $crate::backend::Backend::Ifma
                    if backend.is_supported() =>
                {
                    #[target_feature(enable = "bmi2,adx")]
                    fn mulx64($($arg: $ty),*) -> $ret {
                        $generic::<$crate::field::fe64::Fe64>($($arg),*)
                    }
                    // SAFETY: the guard checked that the CPU has BMI2 and ADX
                    // (every one of these backends' detection includes them).
                    unsafe { mulx64($($arg),*) }
                }
                _ => $generic::<$crate::field::fe51::Fe51>($($arg),*),
            }
        }
    };
    (@own $backend:ident, $variant:ident, [], $args:tt) => {};
    (@own $backend:ident, $variant:ident, [$f:path], $args:tt) => {
        #[cfg(target_arch = "x86_64")]
        if $backend == $crate::backend::Backend::$variant && $backend.is_supported() {
            // SAFETY: the guard checked that the CPU has every feature of
            // the backend's detection (`Ifma`: AVX-512F, AVX-512 IFMA,
            // AVX-512VL, AVX2, BMI2, ADX; `Avx2`: AVX2, BMI2, ADX), the
            // features `$f` is compiled with.
            return unsafe { $f $args };
        }
    };
}
pub(crate) use dispatch_fn;
