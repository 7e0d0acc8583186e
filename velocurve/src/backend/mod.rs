//! Backends: which arithmetic runs an operation, chosen once per operation.
//!
//! * [`Backend`] names an implementation of the field arithmetic and of the
//!   operations built on it: [`Backend::Portable51`] (every target),
//!   [`Backend::Mulx64`] (x86-64 with BMI2 and ADX), [`Backend::Avx2`] and
//!   [`Backend::Ifma`] (vector code for the operations where it exists, the
//!   `mulx64` code for the rest), or [`Backend::Auto`], the default, which
//!   resolves per [`Operation`] to the backend measured fastest on this
//!   CPU's family ([`Backend::auto`], from the table in `backend/choice.rs`,
//!   where every entry cites its measurement).
//! * Forcing a backend is one argument: every public operation has a
//!   `*_with_backend` form (or a key constructor of that name), and keys
//!   made that way keep their backend for every later operation. A backend
//!   the CPU lacks is an error ([`crate::Error::BackendUnsupported`]), never
//!   a crash. [`Backend`] parses from its name (`"mulx64".parse()`).
//! * Detection (`backend::cpu`, x86-64 only) runs once per process, cached,
//!   including the operating system's support for the registers. It yields
//!   zero-sized *tokens*, one per feature set, which nothing else can make;
//!   every function that needs the features takes one, so holding a token
//!   is the proof that the `unsafe` call inside is sound.
//!
//! The dispatch itself — which code runs for a resolved backend, compiled
//! whole under that backend's `#[target_feature]` — is in
//! `crate::engine`, the one place that matches on backends.

mod choice;
#[cfg(x86_backends)]
pub(crate) mod cpu;

use core::fmt;
use core::str::FromStr;

/// The IFMA token ([`cpu::Ifma`]) where the target has one; elsewhere a
/// type without values, so that `Option<IfmaToken>` is always `None`.
#[cfg(all(x86_backends, feature = "alloc"))]
pub(crate) type IfmaToken = cpu::Ifma;
/// See the x86-64 definition.
#[cfg(all(not(x86_backends), feature = "alloc"))]
#[derive(Clone, Copy, Debug)]
pub(crate) enum IfmaToken {}

#[cfg(all(not(x86_backends), feature = "bench-hooks"))]
impl IfmaToken {
    /// Never a token: no CPU of this target has IFMA (as
    /// `cpu::Ifma::detect` on one that lacks it).
    pub(crate) fn detect() -> Option<IfmaToken> {
        None
    }
}

/// An implementation of the arithmetic, or [`Backend::Auto`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Backend {
    /// The backend measured fastest for each operation on this CPU's family
    /// (see [`Backend::auto`]). The default.
    #[default]
    Auto,
    /// Radix 2^51, five 64-bit limbs, 128-bit products. Runs everywhere.
    Portable51,
    /// Radix 2^64, four limbs, `mulx`/`adcx`/`adox` assembly, and the AVX2
    /// table scan of the fixed-base comb where the CPU has AVX2. Needs
    /// x86-64 with BMI2 and ADX.
    Mulx64,
    /// AVX2, radix 2^25.5 in the four 64-bit lanes of ymm registers
    /// (`vpmuludq`): the single X25519 ladder with its two points in the
    /// lanes, the fixed-base comb with its digits in the lanes, and single
    /// and batch verification with the four coordinates of a point in the
    /// four lanes (the 4-way formulas of Hisil–Wong–Carter–Dawson).
    /// Everything else runs the `mulx64` code. Needs x86-64 with AVX2, BMI2
    /// and ADX.
    Avx2,
    /// AVX-512 IFMA, radix 2^51 in the 52-bit lanes of vector registers:
    /// the single X25519 ladder in four ymm lanes, the fixed-base comb and
    /// the batch ladders in eight zmm lanes, batch decoding (sixteen square
    /// roots at a time) and the multi-scalar multiplication of batch
    /// verification in the lanes, single verification in four ymm lanes.
    /// Everything else runs the `mulx64` code. Needs x86-64 with AVX2,
    /// AVX-512F, AVX-512VL, AVX-512 IFMA, BMI2 and ADX.
    Ifma,
}

/// The operations whose backend [`Backend::Auto`] chooses separately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Operation {
    /// X25519 with a variable base point (the Montgomery ladder).
    X25519,
    /// Fixed-base `[k]B`: X25519 and Ed25519 key generation, Ed25519
    /// signing.
    MulBase,
    /// Many independent X25519 operations, variable base.
    X25519Batch,
    /// Many independent X25519 key generations.
    X25519BaseBatch,
    /// One Ed25519 verification (and the decoding of one public key).
    Ed25519Verify,
    /// Ed25519 batch verification, and the decoding of many public keys.
    Ed25519VerifyBatch,
    /// Curve13318 with a variable base point (ECDH shared secrets, the raw
    /// `scalarmult`), and the decoding of its public keys.
    Curve13318,
    /// Curve13318 fixed-base `[k]G` (key generation).
    Curve13318Base,
    /// Many independent Curve13318 exchanges (`curve13318::diffie_hellman_batch`).
    Curve13318Batch,
    /// Many independent Curve13318 key generations
    /// (`curve13318::public_key_batch`).
    Curve13318BaseBatch,
    /// NIST P-256 with a variable base point (ECDH shared secrets), and
    /// the decoding of its public keys.
    P256,
    /// NIST P-256 fixed-base `[k]G` (key generation).
    P256Base,
    /// NIST P-192 with a variable base point (ECDH shared secrets), and
    /// the decoding of its public keys.
    P192,
    /// NIST P-192 fixed-base `[k]G` (key generation).
    P192Base,
    /// NIST P-224 with a variable base point (ECDH shared secrets), and
    /// the decoding of its public keys.
    P224,
    /// NIST P-224 fixed-base `[k]G` (key generation).
    P224Base,
    /// NIST P-384 with a variable base point (ECDH shared secrets), and
    /// the decoding of its public keys.
    P384,
    /// NIST P-384 fixed-base `[k]G` (key generation).
    P384Base,
    /// NIST P-521 with a variable base point (ECDH shared secrets), and
    /// the decoding of its public keys.
    P521,
    /// NIST P-521 fixed-base `[k]G` (key generation).
    P521Base,
    /// secp256k1 with a variable base point (ECDH shared secrets), and the
    /// decoding of its public keys.
    Secp256k1,
    /// secp256k1 fixed-base `[k]G` (key generation).
    Secp256k1Base,
    /// Single field operations (benchmarks and tests).
    Field,
}

impl Operation {
    /// Every operation.
    pub const ALL: &'static [Operation] = &[
        Operation::X25519,
        Operation::MulBase,
        Operation::X25519Batch,
        Operation::X25519BaseBatch,
        Operation::Ed25519Verify,
        Operation::Ed25519VerifyBatch,
        Operation::Curve13318,
        Operation::Curve13318Base,
        Operation::Curve13318Batch,
        Operation::Curve13318BaseBatch,
        Operation::P256,
        Operation::P256Base,
        Operation::P192,
        Operation::P192Base,
        Operation::P224,
        Operation::P224Base,
        Operation::P384,
        Operation::P384Base,
        Operation::P521,
        Operation::P521Base,
        Operation::Secp256k1,
        Operation::Secp256k1Base,
        Operation::Field,
    ];

    /// A short stable name.
    pub const fn name(self) -> &'static str {
        match self {
            Operation::X25519 => "x25519",
            Operation::MulBase => "mul-base",
            Operation::X25519Batch => "x25519-batch",
            Operation::X25519BaseBatch => "x25519-base-batch",
            Operation::Ed25519Verify => "ed25519-verify",
            Operation::Ed25519VerifyBatch => "ed25519-verify-batch",
            Operation::Curve13318 => "curve13318",
            Operation::Curve13318Base => "curve13318-base",
            Operation::Curve13318Batch => "curve13318-batch",
            Operation::Curve13318BaseBatch => "curve13318-base-batch",
            Operation::P256 => "p256",
            Operation::P256Base => "p256-base",
            Operation::P192 => "p192",
            Operation::P192Base => "p192-base",
            Operation::P224 => "p224",
            Operation::P224Base => "p224-base",
            Operation::P384 => "p384",
            Operation::P384Base => "p384-base",
            Operation::P521 => "p521",
            Operation::P521Base => "p521-base",
            Operation::Secp256k1 => "secp256k1",
            Operation::Secp256k1Base => "secp256k1-base",
            Operation::Field => "field",
        }
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The CPU families of the dispatch table (`backend/choice.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CpuFamily {
    /// Intel with AVX-512 IFMA (Ice Lake and later servers and clients that
    /// have it, Sapphire/Emerald Rapids).
    IntelIfma,
    /// AMD with AVX-512 IFMA (Zen 4, Zen 5).
    AmdIfma,
    /// AVX-512F without IFMA (Skylake-SP, Cascade Lake).
    Avx512NoIfma,
    /// AMD with AVX2, BMI2 and ADX and no AVX-512 (Zen 1 to Zen 3).
    AmdAvx2,
    /// Intel with AVX2, BMI2 and ADX and no AVX-512 (Broadwell and later
    /// clients).
    IntelAvx2,
    /// BMI2 and ADX without AVX2 (or another vendor).
    Other,
    /// No BMI2 and ADX, or not x86-64: only the portable backend.
    Portable,
}

impl CpuFamily {
    /// The family of this CPU (detected once, cached).
    pub fn detect() -> CpuFamily {
        #[cfg(x86_backends)]
        {
            cpu::family()
        }
        #[cfg(not(x86_backends))]
        {
            CpuFamily::Portable
        }
    }

    /// A short stable name.
    pub const fn name(self) -> &'static str {
        match self {
            CpuFamily::IntelIfma => "intel-ifma",
            CpuFamily::AmdIfma => "amd-ifma",
            CpuFamily::Avx512NoIfma => "avx512-no-ifma",
            CpuFamily::AmdAvx2 => "amd-avx2",
            CpuFamily::IntelAvx2 => "intel-avx2",
            CpuFamily::Other => "other",
            CpuFamily::Portable => "portable",
        }
    }
}

impl fmt::Display for CpuFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Backend {
    /// Every concrete backend this build knows, supported by this CPU or
    /// not ([`Backend::Auto`] is not one: it resolves to one of these).
    pub const ALL: &'static [Backend] = &[
        Backend::Portable51,
        Backend::Mulx64,
        Backend::Avx2,
        Backend::Ifma,
    ];

    /// A short stable name (`"auto"`, `"portable51"`, `"mulx64"`, `"avx2"`,
    /// `"ifma"`), the one [`FromStr`] parses.
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Auto => "auto",
            Backend::Portable51 => "portable51",
            Backend::Mulx64 => "mulx64",
            Backend::Avx2 => "avx2",
            Backend::Ifma => "ifma",
        }
    }

    /// Whether this CPU (and OS) can run the backend ([`Backend::Auto`]
    /// always can). Detected once, cached.
    pub fn is_supported(self) -> bool {
        match self {
            Backend::Auto | Backend::Portable51 => true,
            #[cfg(x86_backends)]
            Backend::Mulx64 => cpu::Mulx::detect().is_some(),
            #[cfg(x86_backends)]
            Backend::Avx2 => cpu::Avx2Mulx::detect().is_some(),
            #[cfg(x86_backends)]
            Backend::Ifma => cpu::Ifma::detect().is_some(),
            #[cfg(not(x86_backends))]
            Backend::Mulx64 | Backend::Avx2 | Backend::Ifma => false,
        }
    }

    /// The concrete backends this CPU supports, in [`Backend::ALL`] order.
    pub fn supported() -> impl Iterator<Item = Backend> {
        Self::ALL.iter().copied().filter(|b| b.is_supported())
    }

    /// The backend [`Backend::Auto`] runs `op` on, on this CPU: the entry of
    /// the measured table (`backend/choice.rs`) for this CPU's
    /// [`CpuFamily`], or the fastest supported one below it if the CPU lacks
    /// the table's choice. Always supported.
    pub fn auto(op: Operation) -> Backend {
        let b = choice::choose(CpuFamily::detect(), op);
        if b.is_supported() {
            b
        } else if Backend::Mulx64.is_supported() {
            Backend::Mulx64
        } else {
            Backend::Portable51
        }
    }

    /// The measurement behind [`Backend::auto`]`(op)` on this CPU's family
    /// (CPU, date, ratio), as the table in `backend/choice.rs` cites it.
    pub fn auto_reason(op: Operation) -> &'static str {
        choice::reason(CpuFamily::detect(), op)
    }

    /// `self`, or for [`Backend::Auto`] the backend it runs `op` on.
    pub fn resolve(self, op: Operation) -> Backend {
        match self {
            Backend::Auto => Backend::auto(op),
            b => b,
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

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing a [`Backend`] from a name it does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseBackendError(());

impl fmt::Display for ParseBackendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown backend name; expected one of: auto")?;
        for b in Backend::ALL {
            write!(f, ", {b}")?;
        }
        Ok(())
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseBackendError {}

impl FromStr for Backend {
    type Err = ParseBackendError;

    /// Parses [`Backend::name`] (ASCII case-insensitive).
    fn from_str(s: &str) -> Result<Backend, ParseBackendError> {
        core::iter::once(Backend::Auto)
            .chain(Backend::ALL.iter().copied())
            .find(|b| b.name().eq_ignore_ascii_case(s))
            .ok_or(ParseBackendError(()))
    }
}

#[cfg(test)]
mod tests;
