//! The single X25519 ladder in the four 64-bit lanes of ymm registers,
//! multiplied with AVX-512 IFMA: the variable-base `x25519` of
//! [`crate::backend::Backend::Ifma`], built for latency.
//!
//! # Layout
//!
//! The ladder keeps `R_0` and `R_1` (`R_1 - R_0` is the input point `x_1`)
//! in the lanes of five ymm registers ([`Fe51x4Unreduced`]-style limbs):
//! lanes 0, 1 hold `(X, Z)` of `R_0`, lanes 2, 3 those of `R_1`, always —
//! there is no conditional swap. For the scalar bit `k_t` the step doubles
//! `P = R_{k_t}` in its own lanes and writes `P + Q` (`Q = R_{1 - k_t}`)
//! into the other two: the Montgomery ladder without swaps (if `k_t = 0`:
//! `(R_0, R_1) <- (2 R_0, R_0 + R_1)`, else `(R_0 + R_1, 2 R_1)`), which
//! computes the same points as RFC 7748's swap formulation. The bit only
//! selects a permute index and three k-masks (see [`BitConsts`]).
//!
//! One step is three levels of four-lane products (RFC 7748 names; the lane
//! order shown for `k_t = 0`, for `k_t = 1` the two halves are exchanged):
//!
//! ```text
//! level 1:  [A, B, C, D] * [A, B, B, A]          = [AA, BB, CB, DA]
//! level 2:  [AA, E, S, U'] * [0, a24, S, U']     + [BB, AA, 0, 0]
//!                                                 = [BB, F, S^2, U^2]
//! level 3:  [BB, F, S^2, U^2] * [AA, E, 1, x_1]  = [x_2, z_2, x_3, z_3]
//! ```
//!
//! with `A, B = X_P +- Z_P`, `C, D = X_Q +- Z_Q`, `E = AA - BB`, `S = DA +
//! CB`, `U' = CB - DA = -U` (only squared), `F = AA + a24 E`, `(x_2, z_2) =
//! 2P = (AA BB, E F)` and `(x_3, z_3) = P + Q = (S^2, x_1 U^2)`. Between the
//! levels, the sums and differences of lane pairs are one in-lane shuffle
//! and two masked additions/subtractions per limb, then one parallel carry
//! makes the values valid multiplicands; level 1's second operand is one
//! `vpermq` per limb (the only cross-half move), levels 2 and 3's are
//! blends with constants. The additions that a product needs afterwards
//! (`BB` and `AA` at level 2, the bias of the next subtractions at levels 1
//! and 3) are the initial values of its accumulators, so they cost nothing.
//!
//! The step's instructions are generated (`codegen.rs`, `step.rs`) in the order
//! of a list schedule; `docs/VECTOR.md` has the measured critical path and
//! what was tried.
//!
//! # Bounds
//!
//! In the notation of `field/fe51x4.rs` (reduced: limbs `< 2^51 + 2^16`;
//! products of reduced values: limbs `< 2^59` before their initial value):
//!
//! * State (the output of level 3 and the input of the next step): lanes 0
//!   and 2 are `X + bias`, lanes 1 and 3 `Z`; limbs `< 2^59 + 2^60` and
//!   `< 2^59`. `bias` = `2^9 p` ([`BIAS0`], [`BIAS1`]: every limb in `[2^59,
//!   2^60)`), added to lanes 0 and 2 as the initial value of level 3.
//! * Level 1 inputs: `A = X + bias + Z < 2^61`, `B = (X + bias) - Z`, which
//!   does not wrap because every bias limb is `>= 2^59 > Z`; so `< 2^61`.
//!   Carried: reduced.
//! * Level 1 output `+ bias` in lanes 0, 2: `< 2^59 + 2^60`; level 2 inputs
//!   (`S + bias < 2^61`, `E = AA + bias - BB`, `U' = CB + bias - DA`, both
//!   `>= 0` and `< 2^61`, `AA + bias < 2^61`), carried: reduced.
//! * Level 2 output: the product plus `[BB, AA + bias]` (`< 2^59 + 2^60`):
//!   `< 2^61`; carried: reduced. Level 3 output `+ bias` (lanes 0, 2): the
//!   state bound.
//!
//! Every carry input is `< 2^62`, every multiplicand reduced (`< 2^52`),
//! and every product, sum and difference stays below `2^62`: no lane
//! wraps and no multiplicand is truncated.
//!
//! # Constant time
//!
//! 255 identical steps; the scalar bit reaches them only as a permute index
//! and k-mask values computed arithmetically (no branch, no table index),
//! and the instructions (`vpmadd52*`, additions, shifts, logic, `vpshufd`,
//! `vpermq`, masked moves and blends) have data-independent timing. The
//! final inversion is the constant-time safegcd of `field/safegcd.rs`.
//! IFMA code cannot run under valgrind, so `velocurve-ct` cannot check it;
//! the statistical test (`velocurve-dudect`, rows `x25519(k, u) ifma`)
//! times it.

use crate::field::fe51::Fe51;
use crate::field::fe51x4::{BIAS0, BIAS1, Fe51x4Unreduced, MASK51, lanes, splat};
use crate::field::fe64::Fe64;
use crate::field::{Field, Field25519};
use core::arch::x86_64::{__m256i, _mm256_xor_si256};

#[cfg(any(test, feature = "table-gen"))]
pub(crate) mod codegen;
mod step;
#[cfg(test)]
mod tests;

/// `a24 = (486662 - 2) / 4`, RFC 7748.
const A24: u64 = crate::montgomery::A24 as u64;

/// The constants of every step, loaded once per ladder. Aligned to a cache
/// line: the step reads some of them from memory (they do not all fit in
/// registers), and a 32-byte load that straddles two cache lines costs
/// more (measured about 1 % of the ladder when the caller's stack left the
/// struct 16 bytes off).
#[repr(C, align(64))]
pub(crate) struct StepConsts {
    /// `2^51 - 1` in every lane.
    mask51: __m256i,
    /// 19 in every lane.
    n19: __m256i,
    /// `bias` (`2^9 p`) in lanes 0 and 2, zero in lanes 1 and 3, limb by
    /// limb.
    bias: [__m256i; 5],
    /// The second operand of level 2 in the lanes of `(AA, E)`: `(0, a24)`
    /// in both halves (limb 0), zero (limbs 1..4).
    c2: [__m256i; 5],
    /// The second operand of level 3 in the lanes of `(S^2, U^2)`: `(1,
    /// x_1)` in both halves.
    c3: [__m256i; 5],
}

/// Limb `i` of `bias` ([`BIAS0`] or [`BIAS1`]).
const fn bias_limb(i: usize) -> u64 {
    if i == 0 { BIAS0 } else { BIAS1 }
}

impl StepConsts {
    /// The constants for the input point `x1` (limbs `< 2^51`).
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    fn new(x1: &[u64; 5]) -> StepConsts {
        let one = |i: usize| u64::from(i == 0);
        StepConsts {
            mask51: splat(MASK51),
            n19: splat(19),
            bias: core::array::from_fn(|i| lanes([bias_limb(i), 0, bias_limb(i), 0])),
            c2: core::array::from_fn(|i| {
                let a = if i == 0 { A24 } else { 0 };
                lanes([0, a, 0, a])
            }),
            c3: core::array::from_fn(|i| lanes([one(i), x1[i], one(i), x1[i]])),
        }
    }
}

/// What the scalar bit `k_t` changes in a step. For `k_t = 0` (`P = R_0`
/// in lanes 0, 1) and `k_t = 1` (`P = R_1` in lanes 2, 3):
///
/// * `iy` — the permute index of level 1's second operand, `[0, 1, 1, 0]`
///   (`[A, B, B, A]`) or `[3, 2, 2, 3]` (`[D, C, C, D]` in the lanes' own
///   names, the same products for `P = R_1`);
/// * `kadd` — the lane of `CB` (where `S = CB + DA` is formed): lane 2 or
///   lane 0;
/// * `ky2` — the lanes of `(AA, E)` at level 2 (`0b0011` or `0b1100`): they
///   take level 2's constants `(0, a24)` and the initial value `(BB, AA)`;
/// * `ky3` — the other two lanes, which take level 3's `(1, x_1)`.
pub(crate) struct BitConsts {
    iy: __m256i,
    kadd: u8,
    ky2: u8,
    ky3: u8,
}

/// [`BitConsts`] for the bit `bit` (0 or 1), by arithmetic only (no branch
/// on the secret bit, no table index).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn bit_consts(bit: u64) -> BitConsts {
    debug_assert!(bit <= 1);
    let b = bit as u8;
    BitConsts {
        iy: _mm256_xor_si256(lanes([0, 1, 1, 0]), splat(3 * bit)),
        kadd: 4 - 3 * b,
        ky2: 3 + 9 * b,
        ky3: 12 - 9 * b,
    }
}

/// The ladder over bits 254..0 of `k` (bit 255 is ignored, as in RFC 7748)
/// from the u-coordinate `x1` (limbs `< 2^51`, i.e. `Fe51::from_bytes`):
/// the reduced limbs of `R_0 = [k] x_1` as `(X, Z)`, `X` including a
/// multiple of p.
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn ladder(k: &[u8; 32], x1: &[u64; 5]) -> ([u64; 5], [u64; 5]) {
    let c = StepConsts::new(x1);
    // Keep the constants in (cache-line aligned) memory: this makes the
    // frame 64-byte aligned, so the step's reloads never straddle lines.
    let c = core::hint::black_box(&c);
    // R_0 = (1 : 0), R_1 = (x_1 : 1), the X lanes plus bias: the state
    // bound (module documentation).
    let mut s = Fe51x4Unreduced(core::array::from_fn(|i| {
        let (b, one) = (bias_limb(i), u64::from(i == 0));
        lanes([one + b, 0, x1[i] + b, one])
    }));
    for t in (0..255).rev() {
        let bit = u64::from((k[t >> 3] >> (t & 7)) & 1);
        s = Fe51x4Unreduced(step::step(&s.0, c, &bit_consts(bit)));
    }
    let l = s.carry().to_limbs();
    (
        core::array::from_fn(|i| l[i][0]),
        core::array::from_fn(|i| l[i][1]),
    )
}

/// X25519 (RFC 7748) on an already clamped scalar `k` and the u-coordinate
/// `u` (bit 255 ignored, non-canonical values accepted): the canonical
/// encoding of `u([k] P)`. The ladder runs in the IFMA lanes ([`ladder`]);
/// the inversion is safegcd and the last multiplication mulx64.
/// The token proves the features.
pub(crate) fn x25519(_ifma: crate::backend::cpu::Ifma, k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl,bmi2,adx")]
    fn x25519_ifma(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
        let x1 = Fe51::from_bytes(u); // limbs < 2^51
        let (x, z) = ladder(k, &x1.0);
        // Reduced limbs (< 2^51 + 2^16 < 2^52): the invariant of `Fe51`.
        let x = Fe64::from_bytes(&Fe51(x).to_bytes());
        let z = Fe64::from_bytes(&Fe51(z).to_bytes());
        x.mul(&z.invert()).to_bytes()
    }
    // SAFETY: the token proves AVX-512F/VL/IFMA, BMI2 and ADX.
    unsafe { x25519_ifma(k, u) }
}
