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

/// What an operation does, whatever the curve it runs on: the second half
/// of an [`Operation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OperationKind {
    /// A variable-base multiplication `[k]P` (a shared secret), and the
    /// decoding of the curve's public keys.
    Mul,
    /// A fixed-base multiplication `[k]G` (key generation; for
    /// edwards25519 also Ed25519 signing).
    MulBase,
    /// Many independent variable-base multiplications (where a curve has a
    /// batch kernel of its own; otherwise a batch runs on [`Self::Mul`]'s
    /// choice).
    MulBatch,
    /// Many independent key generations (where a curve has a batch kernel
    /// of its own; otherwise on [`Self::MulBase`]'s choice).
    MulBaseBatch,
    /// One signature verification, and the decoding of one public key.
    Verify,
    /// Batch verification, and the decoding of many public keys.
    VerifyBatch,
    /// Single field operations (benchmarks and tests).
    Field,
}

/// An operation whose backend [`Backend::Auto`] chooses separately: a
/// curve (or protocol) and an [`OperationKind`].
///
/// The curves' operations are associated constants ([`Operation::P256`],
/// [`Operation::P256Base`], ...), and every operation is in
/// [`Operation::ALL`]; [`Operation::find`] looks one up by curve and kind,
/// and an operation parses from its [name](Operation::name). Curves added
/// after P-521 have no associated constant: their operations are found by
/// name (`"secp256k1".parse::<Operation>()`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Operation {
    kind: OperationKind,
    curve: &'static str,
    name: &'static str,
}

/// `Operation` of a curve's short name and a kind, named `curve`,
/// `curve-base`, `curve-batch`, `curve-base-batch`, `curve-verify` or
/// `curve-verify-batch`.
macro_rules! operation {
    ($curve:literal, Mul) => {
        $crate::backend::Operation::new($crate::backend::OperationKind::Mul, $curve, $curve)
    };
    ($curve:literal, MulBase) => {
        $crate::backend::Operation::new(
            $crate::backend::OperationKind::MulBase,
            $curve,
            concat!($curve, "-base"),
        )
    };
    ($curve:literal, MulBatch) => {
        $crate::backend::Operation::new(
            $crate::backend::OperationKind::MulBatch,
            $curve,
            concat!($curve, "-batch"),
        )
    };
    ($curve:literal, MulBaseBatch) => {
        $crate::backend::Operation::new(
            $crate::backend::OperationKind::MulBaseBatch,
            $curve,
            concat!($curve, "-base-batch"),
        )
    };
    ($curve:literal, Verify) => {
        $crate::backend::Operation::new(
            $crate::backend::OperationKind::Verify,
            $curve,
            concat!($curve, "-verify"),
        )
    };
    ($curve:literal, VerifyBatch) => {
        $crate::backend::Operation::new(
            $crate::backend::OperationKind::VerifyBatch,
            $curve,
            concat!($curve, "-verify-batch"),
        )
    };
}
pub(crate) use operation;

#[allow(
    non_upper_case_globals,
    reason = "the names of the enum variants these constants replaced, kept for compatibility"
)]
impl Operation {
    /// X25519 with a variable base point (the Montgomery ladder).
    pub const X25519: Operation = operation!("x25519", Mul);
    /// Fixed-base `[k]B` on edwards25519: X25519 and Ed25519 key
    /// generation, Ed25519 signing.
    pub const MulBase: Operation =
        Operation::new(OperationKind::MulBase, "edwards25519", "mul-base");
    /// Many independent X25519 operations, variable base.
    pub const X25519Batch: Operation = operation!("x25519", MulBatch);
    /// Many independent X25519 key generations.
    pub const X25519BaseBatch: Operation = operation!("x25519", MulBaseBatch);
    /// One Ed25519 verification (and the decoding of one public key).
    pub const Ed25519Verify: Operation = operation!("ed25519", Verify);
    /// Ed25519 batch verification, and the decoding of many public keys.
    pub const Ed25519VerifyBatch: Operation = operation!("ed25519", VerifyBatch);
    /// Curve13318 with a variable base point (ECDH shared secrets, the raw
    /// `scalarmult`), and the decoding of its public keys.
    pub const Curve13318: Operation = operation!("curve13318", Mul);
    /// Curve13318 fixed-base `[k]G` (key generation).
    pub const Curve13318Base: Operation = operation!("curve13318", MulBase);
    /// Many independent Curve13318 exchanges.
    pub const Curve13318Batch: Operation = operation!("curve13318", MulBatch);
    /// Many independent Curve13318 key generations.
    pub const Curve13318BaseBatch: Operation = operation!("curve13318", MulBaseBatch);
    /// NIST P-256 with a variable base point (ECDH shared secrets), and
    /// the decoding of its public keys.
    pub const P256: Operation = operation!("p256", Mul);
    /// NIST P-256 fixed-base `[k]G` (key generation).
    pub const P256Base: Operation = operation!("p256", MulBase);
    /// NIST P-192 with a variable base point, and the decoding of its
    /// public keys.
    pub const P192: Operation = operation!("p192", Mul);
    /// NIST P-192 fixed-base `[k]G`.
    pub const P192Base: Operation = operation!("p192", MulBase);
    /// NIST P-224 with a variable base point, and the decoding of its
    /// public keys.
    pub const P224: Operation = operation!("p224", Mul);
    /// NIST P-224 fixed-base `[k]G`.
    pub const P224Base: Operation = operation!("p224", MulBase);
    /// NIST P-384 with a variable base point, and the decoding of its
    /// public keys.
    pub const P384: Operation = operation!("p384", Mul);
    /// NIST P-384 fixed-base `[k]G`.
    pub const P384Base: Operation = operation!("p384", MulBase);
    /// NIST P-521 with a variable base point, and the decoding of its
    /// public keys.
    pub const P521: Operation = operation!("p521", Mul);
    /// NIST P-521 fixed-base `[k]G`.
    pub const P521Base: Operation = operation!("p521", MulBase);
    /// Single field operations of GF(2^255 - 19) (benchmarks and tests).
    pub const Field: Operation = Operation::new(OperationKind::Field, "curve25519", "field");

    /// Every operation (the list of `backend/choice.rs`).
    pub const ALL: &'static [Operation] = choice::OPERATIONS;

    /// The operation `kind` of `curve` named `name` (in the crate, through
    /// `operation!`).
    pub(crate) const fn new(kind: OperationKind, curve: &'static str, name: &'static str) -> Self {
        Operation { kind, curve, name }
    }

    /// The operation `kind` on `curve` (its short name: `"p256"`,
    /// `"secp256k1"`, `"x25519"`, ...), if it is one of [`Operation::ALL`].
    pub fn find(curve: &str, kind: OperationKind) -> Option<Operation> {
        Self::ALL
            .iter()
            .copied()
            .find(|op| op.kind == kind && op.curve == curve)
    }

    /// A short stable name (`"p256"`, `"p256-base"`, `"x25519-batch"`,
    /// `"mul-base"`, ...), the one [`FromStr`] parses.
    pub const fn name(self) -> &'static str {
        self.name
    }

    /// The curve (or protocol) it runs on, by short name.
    pub const fn curve(self) -> &'static str {
        self.curve
    }

    /// What it does.
    pub const fn kind(self) -> OperationKind {
        self.kind
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Operation({})", self.name())
    }
}

/// The error of parsing an [`Operation`] from a name none has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseOperationError(());

impl fmt::Display for ParseOperationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown operation name; expected one of:")?;
        for (i, op) in Operation::ALL.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{op}")?;
        }
        Ok(())
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseOperationError {}

impl FromStr for Operation {
    type Err = ParseOperationError;

    /// Parses [`Operation::name`] (ASCII case-insensitive).
    fn from_str(s: &str) -> Result<Operation, ParseOperationError> {
        Operation::ALL
            .iter()
            .copied()
            .find(|op| op.name.eq_ignore_ascii_case(s))
            .ok_or(ParseOperationError(()))
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
