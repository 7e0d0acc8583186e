//! The measured choice of [`Backend::Auto`]: for each CPU family and
//! operation, the backend that ran it fastest, and the measurement that
//! says so.
//!
//! Every figure is a ratio of medians of rdtsc ticks from one run of
//! `velocurve-bench` with all columns interleaved (forced backends side by
//! side), so that the machine's drift cancels; a choice is changed only by
//! a ratio that held in repeated runs. Where no CPU of a family was
//! available the entry says so and keeps the choice that cannot be slower
//! than `mulx64` by construction (a vector backend falls back to
//! `mulx64`'s code for every operation it has no kernel for), rather than
//! guessing from another family.
//!
//! To change an entry: run `cargo run --release -p velocurve-bench --
//! --samples 3000` at least three times on a CPU of the family, compare
//! the forced columns, and cite the runs (CPU, date, ratios) in `why`.

use super::{Backend, CpuFamily, Operation};

/// One decision of the table.
pub(crate) struct Choice {
    pub(crate) family: CpuFamily,
    pub(crate) op: Operation,
    pub(crate) backend: Backend,
    /// The measurement behind it (CPU, date, ratio, runs).
    pub(crate) why: &'static str,
}

const fn c(family: CpuFamily, op: Operation, backend: Backend, why: &'static str) -> Choice {
    Choice {
        family,
        op,
        backend,
        why,
    }
}

use super::operation;
use Backend::{Avx2, Ifma, Mulx64};
use CpuFamily::{AmdAvx2, AmdIfma, Avx512NoIfma, IntelAvx2, IntelIfma, Other};

/// Every operation ([`Operation::ALL`]): the curves' variable-base and
/// fixed-base operations and their batches where they have their own
/// kernels. A new curve adds its operations here and its entries below.
pub(crate) const OPERATIONS: &[Operation] = &[
    X25519,
    MulBase,
    X25519Batch,
    X25519BaseBatch,
    Ed25519Verify,
    Ed25519VerifyBatch,
    Curve13318,
    Curve13318Base,
    Curve13318Batch,
    Curve13318BaseBatch,
    P256,
    P256Base,
    P192,
    P192Base,
    P224,
    P224Base,
    P384,
    P384Base,
    P521,
    P521Base,
    Secp256k1,
    Secp256k1Base,
    Field,
];

#[allow(
    non_upper_case_globals,
    reason = "named as Operation's associated constants, to read as the table's column"
)]
mod names {
    use super::{Operation, operation};
    pub(super) const X25519: Operation = Operation::X25519;
    pub(super) const MulBase: Operation = Operation::MulBase;
    pub(super) const X25519Batch: Operation = Operation::X25519Batch;
    pub(super) const X25519BaseBatch: Operation = Operation::X25519BaseBatch;
    pub(super) const Ed25519Verify: Operation = Operation::Ed25519Verify;
    pub(super) const Ed25519VerifyBatch: Operation = Operation::Ed25519VerifyBatch;
    pub(super) const Curve13318: Operation = Operation::Curve13318;
    pub(super) const Curve13318Base: Operation = Operation::Curve13318Base;
    pub(super) const Curve13318Batch: Operation = Operation::Curve13318Batch;
    pub(super) const Curve13318BaseBatch: Operation = Operation::Curve13318BaseBatch;
    pub(super) const P256: Operation = Operation::P256;
    pub(super) const P256Base: Operation = Operation::P256Base;
    pub(super) const P192: Operation = Operation::P192;
    pub(super) const P192Base: Operation = Operation::P192Base;
    pub(super) const P224: Operation = Operation::P224;
    pub(super) const P224Base: Operation = Operation::P224Base;
    pub(super) const P384: Operation = Operation::P384;
    pub(super) const P384Base: Operation = Operation::P384Base;
    pub(super) const P521: Operation = Operation::P521;
    pub(super) const P521Base: Operation = Operation::P521Base;
    pub(super) const Field: Operation = Operation::Field;
    pub(super) const Secp256k1: Operation = operation!("secp256k1", Mul);
    pub(super) const Secp256k1Base: Operation = operation!("secp256k1", MulBase);
}
use names::{
    Curve13318, Curve13318Base, Curve13318BaseBatch, Curve13318Batch, Ed25519Verify,
    Ed25519VerifyBatch, Field, MulBase, P192, P192Base, P224, P224Base, P256, P256Base, P384,
    P384Base, P521, P521Base, Secp256k1, Secp256k1Base, X25519, X25519BaseBatch, X25519Batch,
};

/// Shared reason of the Intel IFMA entries where `ifma` has no kernel of
/// its own (it runs `mulx64`'s code).
const IFMA_SAME_CODE: &str = "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of \
     velocurve-bench --samples 3000 (seeds 1-3): ifma has no kernel for this operation and runs \
     mulx64's code; ifma / mulx64 0.96-1.02 in every run for the shared secret and its batch \
     of P-192, P-224, P-256, P-384 and P-521, so mulx64";

/// Shared reason of the Intel IFMA entries of fixed-base multiplication on
/// the comb, where `ifma` runs `mulx64`'s code with the AVX-512 table scan
/// (`lookup/avx512.rs`) in place of the AVX2 one.
const IFMA_AVX512_SCAN: &str = "Intel 0xa7, 2026-11-30, three runs of velocurve-bench \
     --samples 2000 --filter keygen --filter /sign (seeds 1-3, \
     docs/results/2026-11-30-intel-emerald-rapids-avx512-scan-seed*.json): ifma runs mulx64's \
     code with the AVX-512 table scan; ifma / mulx64 for key generation, the batch of 64 and \
     ECDSA signing: P-192 0.976-1.007 / 0.965 / 0.978-0.983, P-224 0.962-0.971 / 0.964-0.965 / \
     0.972-0.973, P-256 0.975-0.988 / 0.965-0.968 / 0.986-0.993, P-384 0.995-1.003 / \
     0.968-0.986 / 0.996-1.007, P-521 0.992-1.001 / 0.973-0.982 / 0.989-0.993, secp256k1 \
     0.973-0.979 / 0.938-0.995 / 0.959-0.980, Curve13318 key generation 0.963-0.970; so ifma";

/// Shared reason of the families no CPU of which was available.
const UNMEASURED_NO_VECTOR: &str = "no CPU of this family was available (or no vector kernel \
     for this operation): mulx64, the one backend measured faster than portable51 on every CPU \
     measured (Zen 5 2026-11-22: 0.53-0.58x for X25519; Zen 3 2026-11-25: 0.60x)";
const UNMEASURED_AMD_IFMA: &str = "the ifma kernels were measured on Intel (models 0xa7, 0xcf) only; \
     on Zen 5 (2026-11-22) the eight-lane IFMA batch ladder measured 0.45x aws-lc-rs's single \
     key generation and zmm IFMA runs at full width (docs/VECTOR.md); ifma runs mulx64's code \
     wherever it has no kernel, so it is kept, to be confirmed per operation";

/// The table. Families without an entry for an operation run `mulx64`
/// (if supported, else `portable51`).
pub(crate) const TABLE: &[Choice] = &[
    // Intel Xeon, family 6 model 0xcf (Emerald Rapids), 2 cores: three runs
    // of the whole benchmark with every column interleaved (earlier runs on
    // model 0xa7, Sapphire Rapids, 2026-11-24/25, chose the same).
    c(
        IntelIfma,
        X25519,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): four-lane IFMA ladder / mulx64 \
         0.58, 0.57, 0.56 (35,686 vs 61,891 ticks in the first)",
    ),
    c(
        IntelIfma,
        MulBase,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): eight-lane comb / mulx64 0.74, \
         0.73, 0.72 (X25519 keygen), 0.70, 0.67, 0.68 (Ed25519 keygen), 0.75, 0.67, 0.67 (sign)",
    ),
    c(
        IntelIfma,
        X25519Batch,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): eight ladders per zmm, per key in \
         a batch of 64 12,960 / 12,702 / 12,641 ticks vs the single ifma ladder 35,686 / 34,541 \
         / 33,703 (0.36-0.38x) and mulx64's batch (0.22x)",
    ),
    c(
        IntelIfma,
        X25519BaseBatch,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): eight combs per zmm, one shared \
         inversion, per key in a batch of 64 4,392 / 4,285 / 4,180 ticks vs single ifma keygen \
         13,822 / 13,327 / 13,028 (0.32x) and mulx64's batch (0.29x)",
    ),
    c(
        IntelIfma,
        Ed25519Verify,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): halved check in four IFMA lanes / \
         mulx64 0.79, 0.80, 0.80 (verify; strict and zip215 0.79-0.80)",
    ),
    c(
        IntelIfma,
        Ed25519VerifyBatch,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): IFMA MSM / mulx64 MSM per \
         signature 0.74-0.75 (4), 0.52-0.53 (16), 0.33-0.34 (64), 0.32-0.33 (256), 0.33-0.34 \
         (1024)",
    ),
    c(
        IntelIfma,
        Curve13318,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): the four-lane window on Fe51x4 / \
         mulx64's scalar window 0.87, 0.87, 0.88 (117,500 vs 135,277 ticks in the first); \
         against mulx64's fused complete formulas (fe64/rcb.rs), Intel 0xa7, 2026-11-29, two \
         runs (--samples 2000 and 3000): 0.73, 0.71 (72,976 vs 103,013 ticks in the second)",
    ),
    c(
        IntelIfma,
        Curve13318Batch,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): eight windows per zmm, per key in \
         a batch of 64 24,781 / 24,311 / 24,231 ticks vs mulx64's batch 133,092 / 132,666 / \
         128,867 (0.18-0.19x) and the single ifma window (0.21x)",
    ),
    c(
        IntelIfma,
        Curve13318BaseBatch,
        Ifma,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): eight combs per zmm, per key in a \
         batch of 64 8,292 / 8,187 / 8,241 ticks vs mulx64's batch 21,892 / 21,140 / 21,099 \
         (0.38-0.39x)",
    ),
    c(IntelIfma, Curve13318Base, Ifma, IFMA_AVX512_SCAN),
    c(IntelIfma, P192, Mulx64, IFMA_SAME_CODE),
    c(IntelIfma, P192Base, Ifma, IFMA_AVX512_SCAN),
    c(IntelIfma, P224, Mulx64, IFMA_SAME_CODE),
    c(IntelIfma, P224Base, Ifma, IFMA_AVX512_SCAN),
    c(IntelIfma, P256, Mulx64, IFMA_SAME_CODE),
    c(IntelIfma, P256Base, Ifma, IFMA_AVX512_SCAN),
    c(IntelIfma, P384, Mulx64, IFMA_SAME_CODE),
    c(IntelIfma, P384Base, Ifma, IFMA_AVX512_SCAN),
    c(IntelIfma, P521, Mulx64, IFMA_SAME_CODE),
    c(IntelIfma, P521Base, Ifma, IFMA_AVX512_SCAN),
    c(
        IntelIfma,
        Secp256k1,
        Mulx64,
        "Intel 0xcf (Emerald Rapids), 2026-11-29, velocurve-bench --filter secp256k1/ \
         --samples 2000 (docs/results/2026-11-29-intel-emerald-rapids-secp256k1-mulx.json): \
         mulx64 runs field/fp256k1_mulx.rs, portable51 the portable Fp<_, 4>; shared secret \
         mulx64 / portable51 0.47 (141,684 vs 301,252 ticks), ifma / mulx64 1.01 (the same \
         code), so mulx64",
    ),
    c(IntelIfma, Secp256k1Base, Ifma, IFMA_AVX512_SCAN),
    c(
        IntelIfma,
        Field,
        Mulx64,
        "Intel 0xcf (Emerald Rapids), 2026-11-28, three runs of velocurve-bench --samples 3000 \
         (seeds 1-3): single field operations have no \
         vector form: ifma / mulx64 0.99-1.00 (mul, square, invert; the same code)",
    ),
    c(AmdIfma, X25519, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, MulBase, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, X25519Batch, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, X25519BaseBatch, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, Ed25519Verify, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, Ed25519VerifyBatch, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, Curve13318, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, Curve13318Batch, Ifma, UNMEASURED_AMD_IFMA),
    c(AmdIfma, Curve13318BaseBatch, Ifma, UNMEASURED_AMD_IFMA),
    // AMD EPYC, family 0x19 model 0x1 (Zen 3), 2 cores: the forced columns
    // of docs/results/2026-11-25-amd-epyc-zen3.json (3,000 samples).
    c(
        AmdAvx2,
        X25519,
        Avx2,
        "Zen 3, 2026-11-26 21:10 UTC, quiet machine, pinned to one CPU: avx2 (the two-point AVX2 \
         ladder) / mulx64 0.89 (velocurve-bench --samples 1000: 62,794 vs 70,511; aws-lc-rs \
         70,511), 0.91-0.92 in three rounds of --bin ladder_avx2, and 0.92 at 20:35 under load; \
         earlier runs disagreed (0.92 on 2026-11-25 and in three runs of issue 11, then 1.07, \
         1.07 and 1.10-1.18 in other runs), so the ratio moves with the machine's state, and \
         today's is the most careful measurement",
    ),
    c(
        AmdAvx2,
        MulBase,
        Mulx64,
        "Zen 3, 3,000 samples, avx2/mulx64 in three runs (2026-11-25; 2026-11-26 twice): \
         2.16/2.42/2.32 (X25519 keygen), 2.10/2.42/2.25 (Ed25519 keygen), 1.97/2.22/2.07 (sign)",
    ),
    c(
        AmdAvx2,
        X25519Batch,
        Avx2,
        "Zen 3, 2026-11-26 21:10 UTC, batch of 64 per key, pinned: avx2 (one two-point AVX2 \
         ladder per key, one inversion per 64 keys) / mulx64 (its ladder, the same sharing) 0.90 \
         in three rounds of --bin batch_hybrid quiet and three with a busy loop on the other \
         CPU, 0.90 in velocurve-bench --samples 1000 (60,267 vs 67,093; aws-lc-rs single \
         71,026); the four-lane kernel (montgomery::batch4) 1.19-1.20 and with 1, 2, 3 mulx64 \
         ladders in its loop 1.15-1.16, 1.31-1.32, 1.62",
    ),
    c(
        AmdAvx2,
        X25519BaseBatch,
        Mulx64,
        "Zen 3, 2026-11-26: avx2 batch key generation runs mulx64's comb with one shared inversion \
         per 64 keys (avx2/mulx64 1.00-1.01 per key in three runs); the four-lane AVX2 comb of \
         single key generation is 2.1-2.2x mulx64's",
    ),
    c(
        AmdAvx2,
        Ed25519Verify,
        Mulx64,
        "Zen 3, 3,000 samples, avx2/mulx64 in three runs (2026-11-25; 2026-11-26 twice): \
         1.30/1.46/1.46 (verify), 1.30/1.45/1.43 (strict), 1.29/1.42/1.40 (zip215)",
    ),
    c(
        AmdAvx2,
        Ed25519VerifyBatch,
        Mulx64,
        "Zen 3, avx2/mulx64 per signature in three runs (2026-11-25; 2026-11-26 twice): \
         1.17/1.42/1.36 (4), 1.12/1.41/1.28 (16), 1.22/1.42/1.33 (64), 1.16/1.48/1.43 (1024)",
    ),
    c(
        AmdAvx2,
        Field,
        Mulx64,
        "Zen 3: mulx64/portable51 0.75 (mul), 0.80 (square) on 2026-11-25; 0.58/0.59 (mul), \
         0.79/0.81 (square) in two runs of 2026-11-26",
    ),
    c(
        AmdAvx2,
        P256,
        Mulx64,
        "Zen 3, 2026-11-26, P-256 shared secret through the public API, 2,001 interleaved runs: \
         mulx64 (Fp256Mulx) 183,383 vs portable51 378,035 ticks (0.49x); avx2 runs the same code \
         (183,236)",
    ),
    c(
        AmdAvx2,
        P256Base,
        Mulx64,
        "Zen 3, 2026-11-26, P-256 key generation through the public API, 2,001 interleaved runs: \
         mulx64 (Fp256Mulx) 32,879 vs portable51 68,380 ticks (0.48x); avx2 the same code \
         (32,805)",
    ),
    c(
        AmdAvx2,
        P384,
        Mulx64,
        "Zen 3, 2026-11-26, velocurve-bench --filter p384 --samples 1000 (all columns \
         interleaved): P-384 shared secret mulx64 (Fp384Mulx) 710,378 vs portable51 1,310,713 \
         ticks (0.54x); avx2 runs the same code (708,589); aws-lc-rs 395,638",
    ),
    c(
        AmdAvx2,
        P384Base,
        Mulx64,
        "Zen 3, 2026-11-26, velocurve-bench --filter p384 --samples 1000 (all columns \
         interleaved): P-384 key generation mulx64 (Fp384Mulx) 117,085 vs portable51 208,789 \
         ticks (0.56x); avx2 the same code (117,232); aws-lc-rs 284,788",
    ),
    c(
        AmdAvx2,
        P521,
        Mulx64,
        "Zen 3, 2026-11-26 21:08 UTC, velocurve-bench --filter p --samples 1000 (pinned, all \
         columns interleaved): P-521 shared secret on mulx64 (Fp521 compiled with BMI2 and ADX) \
         1,395,250 vs portable51 1,396,500 ticks (1.00: the same code either way); aws-lc-rs \
         694,060",
    ),
    c(
        AmdAvx2,
        P521Base,
        Mulx64,
        "Zen 3, the same run: P-521 key generation mulx64 231,476 vs portable51 242,844 ticks \
         (0.95); aws-lc-rs 465,488",
    ),
    c(
        AmdAvx2,
        P224,
        Mulx64,
        "Zen 3, 2026-11-26, velocurve-bench --filter p224 --filter p192 --samples 1000, runs \
         alternating the build before (portable Fp<P224Base, 4>) and after (mulx64, Fp224Mulx): \
         P-224 shared secret 203,276 / 233,926 / 284,580 ticks after vs 411,453 / 531,662 \
         before (0.49-0.57x); OpenSSL 375,340 in the first run (0.54x)",
    ),
    c(
        AmdAvx2,
        P224Base,
        Mulx64,
        "Zen 3, 2026-11-26, the same runs: P-224 key generation 34,986 / 36,138 / 47,579 ticks \
         on mulx64 (Fp224Mulx) vs 71,466 / 89,792 on portable (0.49-0.53x); OpenSSL 97,510 \
         (0.36x)",
    ),
    c(
        AmdAvx2,
        P192,
        Mulx64,
        "Zen 3, 2026-11-26, the same runs: P-192 shared secret 104,787 / 113,852 / 133,990 ticks \
         on mulx64 (Fp192Mulx) vs 227,041 / 273,248 on portable (0.46-0.50x); RustCrypto p192 \
         277,610 (0.38x)",
    ),
    c(
        AmdAvx2,
        P192Base,
        Mulx64,
        "Zen 3, 2026-11-26, the same runs: P-192 key generation 19,331 / 19,833 / 25,480 ticks \
         on mulx64 (Fp192Mulx) vs 42,213 / 52,368 on portable (0.46-0.49x); RustCrypto p192 \
         278,406 (0.07x)",
    ),
    c(Avx512NoIfma, X25519, Mulx64, UNMEASURED_NO_VECTOR),
    c(IntelAvx2, X25519, Mulx64, UNMEASURED_NO_VECTOR),
    c(Other, X25519, Mulx64, UNMEASURED_NO_VECTOR),
];

/// The table's backend for `op` on `family` (`mulx64` without an entry;
/// the caller falls back further if the CPU lacks it).
pub(crate) fn choose(family: CpuFamily, op: Operation) -> Backend {
    if family == CpuFamily::Portable {
        return Backend::Portable51;
    }
    TABLE
        .iter()
        .find(|e| e.family == family && e.op == op)
        .map_or(Mulx64, |e| e.backend)
}

/// The measurement behind [`choose`]`(family, op)`.
pub(crate) fn reason(family: CpuFamily, op: Operation) -> &'static str {
    if family == CpuFamily::Portable {
        return "no BMI2 and ADX (or not x86-64): portable51 is the only backend";
    }
    TABLE
        .iter()
        .find(|e| e.family == family && e.op == op)
        .map_or(UNMEASURED_NO_VECTOR, |e| e.why)
}
