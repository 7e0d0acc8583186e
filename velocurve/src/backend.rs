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
    pub const ALL: &'static [Backend] = &[Backend::Portable51, Backend::Mulx64, Backend::Ifma];

    /// A short stable name (`"portable51"`, `"mulx64"`, `"ifma"`).
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Portable51 => "portable51",
            Backend::Mulx64 => "mulx64",
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
/// `Backend::Ifma`'s detection); without it, `Ifma` runs the `mulx64`
/// instantiation.
///
/// An unsupported backend falls back to the portable one, so the function is
/// sound whatever it is given; the public `*_with_backend` functions reject
/// unsupported backends with an error before they get here.
macro_rules! dispatch_fn {
    ($(#[$m:meta])* $vis:vis fn $name:ident($($arg:ident : $ty:ty),*) -> $ret:ty
        = $generic:ident; ifma = $ifma:path;) => {
        $(#[$m])*
        $vis fn $name(backend: $crate::backend::Backend, $($arg: $ty),*) -> $ret {
            #[cfg(target_arch = "x86_64")]
            if backend == $crate::backend::Backend::Ifma && backend.is_supported() {
                // SAFETY: the guard checked that the CPU has AVX-512F,
                // AVX-512 IFMA, AVX-512VL, BMI2 and ADX (`Backend::Ifma`'s
                // detection), the features `$ifma` is compiled with.
                return unsafe { $ifma($($arg),*) };
            }
            $crate::backend::dispatch_fn!(@generic backend, $generic, ($($arg: $ty),*) -> $ret)
        }
    };
    ($(#[$m:meta])* $vis:vis fn $name:ident($($arg:ident : $ty:ty),*) -> $ret:ty
        = $generic:ident;) => {
        $(#[$m])*
        $vis fn $name(backend: $crate::backend::Backend, $($arg: $ty),*) -> $ret {
            $crate::backend::dispatch_fn!(@generic backend, $generic, ($($arg: $ty),*) -> $ret)
        }
    };
    (@generic $backend:ident, $generic:ident, ($($arg:ident : $ty:ty),*) -> $ret:ty) => {
        match $backend {
            #[cfg(target_arch = "x86_64")]
            // Ifma implies BMI2 and ADX; its single operations without an
            // `ifma` function are mulx64's (see `Backend::Ifma`).
            $crate::backend::Backend::Mulx64 | $crate::backend::Backend::Ifma
                if $backend.is_supported() =>
            {
                #[target_feature(enable = "bmi2,adx")]
                fn mulx64($($arg: $ty),*) -> $ret {
                    $generic::<$crate::field::fe64::Fe64>($($arg),*)
                }
                // SAFETY: the guard checked that the CPU has BMI2 and ADX
                // (both backends' detection includes them).
                unsafe { mulx64($($arg),*) }
            }
            _ => $generic::<$crate::field::fe51::Fe51>($($arg),*),
        }
    };
}
pub(crate) use dispatch_fn;
