//! Four GF(2^255-19) elements, one per 64-bit lane of a ymm register,
//! multiplied with AVX-512 IFMA (`vpmadd52luq`/`vpmadd52huq` on 256-bit
//! registers, which needs AVX-512VL).
//!
//! This is the field of the single X25519 ladder on the IFMA backend
//! (`montgomery::ifma4`): the four lanes hold the two points of *one*
//! ladder, so the products of one ladder step run four at a time. The
//! representation, the bounds and the product are those of the eight-lane
//! [`super::fe51x8`] (read that module first); what differs is the width
//! (ymm: on this core 256-bit vector instructions issue on three ports,
//! 512-bit ones on two, see `docs/VECTOR.md`) and the fold (below).
//!
//! # Representation
//!
//! Radix 2^51 inside the 52-bit IFMA lanes: an element is five registers
//! `l[0..5]`, lane `j` holding `l[0] + l[1]*2^51 + ... + l[4]*2^204` of
//! element `j`. Two types, each with one invariant that the functions below
//! require of their inputs and guarantee of their outputs:
//!
//! * [`Fe51x4`] (*reduced*): every limb `< 2^51 + 2^16`, so `< 2^52`, a
//!   valid IFMA multiplicand (the instructions read only the low 52 bits of
//!   a multiplicand: a larger limb would be silently truncated).
//! * [`Fe51x4Unreduced`]: every limb `< 2^62`. Products (plus the value
//!   they are accumulated onto), sums and biased differences of them.
//!
//! An unreduced value becomes reduced only through [`Fe51x4Unreduced::carry`]
//! (one parallel carry round).
//!
//! # The product
//!
//! `Fe51x4::mul_add` (the tests' reference) computes `x*y + init` for
//! reduced `x`, `y` and an accumulator `init` whose limbs are `< 2^61`: ten
//! columns, each the sum of
//! its low halves `lo(x_i, y_j)` (`i + j = k`) in one register (the column's
//! *low* chain, started from `init_k` for `k < 5`, so adding `init` costs
//! nothing) and of the high halves `hi(x_i, y_j)` (`i + j = k - 1`) in a
//! second register (the *high* chain), which is doubled (radix 2^51: a high
//! half is worth `2*2^51` in the next column). The two chains per column
//! are short (at most five IFMAs, 20 cycles), so the 50 IFMAs issue at the
//! full two per cycle.
//!
//! The fold by `2^255 = 19 (mod p)` of column `5+i` into column `i` is
//! written so that the column's doubling is shared: with `t = L_{5+i} +
//! 2*H_{5+i}` (the high column), `L_i`, `H_i` the chains of column `i`,
//!
//! ```text
//! out_i = L_i + 2*H_i + 19*t = (L_i + t + 16*t) + 2*(H_i + t)
//! ```
//!
//! which is eight vector operations per limb (one of them a shift) where
//! `z_i = L_i + 2 H_i; out_i = z_i + t + 2t + 16t` takes nine. The value is
//! the same, so the bound is the eight-lane one:
//!
//! With reduced inputs, `lo < 2^52` and `hi <= (2^51 + 2^16)^2 / 2^52 <
//! 2^50 + 2^16 + 1`; with `n_k = #{i + j = k} = 1,2,3,4,5,4,3,2,1,0`,
//! column `k` (without `init`) is `< n_k*2^52 + 2*n_{k-1}*(2^50 + 2^16 + 1)
//! < (1, 2.5, 4, 5.5, 7, 6.5, 5, 3.5, 2, 0.5)*2^52 + 2^21`, and
//! `out_i` is below `(1 + 19*6.5, 2.5 + 19*5, 4 + 19*3.5, 5.5 + 19*2, 7 +
//! 19*0.5)*2^52 + 20*2^21 < 124.5*2^52 + 2^26 < 2^59`. So `x*y + init` has
//! limbs `< 2^59 + 2^61 < 2^62`: unreduced. Every intermediate sum is at
//! most the final limb, so nothing wraps.
//!
//! # The carry
//!
//! One parallel round ([`Fe51x4Unreduced::carry`]): `c_k = z_k >> 51 < 2^11`
//! (limbs `< 2^62`), limb `k >= 1` becomes `(z_k mod 2^51) + c_{k-1} <
//! 2^51 + 2^11`, limb 0 `(z_0 mod 2^51) + 19*c_4 < 2^51 + 19*2^11 < 2^51 +
//! 2^16` (`c_4*2^255 = 19*c_4 mod p`): reduced, the value unchanged mod p.
//! `19*c_4 < 2^16` is computed exactly by one IFMA (`lo(c_4, 19)`).
//!
//! # Safety and constant time
//!
//! The functions are safe functions compiled with `#[target_feature(enable
//! = "avx512f,avx512ifma,avx512vl")]`: they can only be called (without
//! `unsafe`) from functions compiled with the same features, which the
//! caller of the ladder enables only after checking the CPU
//! ([`crate::backend::Backend::Ifma`]). Every operation is a fixed sequence
//! of vector instructions whose timing does not depend on the data (IFMA,
//! add, subtract, shift, and, in-lane shuffle, permute, blend); secret
//! choices are k-mask and permute-index *operands*, never branches or
//! addresses.

use super::fe51::Fe51;
use core::arch::asm;
use core::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_loadu_si256, _mm256_madd52hi_epu64,
    _mm256_madd52lo_epu64, _mm256_mask_blend_epi64, _mm256_maskz_mov_epi64,
    _mm256_permutexvar_epi64, _mm256_set1_epi64x, _mm256_shuffle_epi32, _mm256_slli_epi64,
    _mm256_srli_epi64, _mm256_storeu_si256,
};

/// `2^51 - 1`.
pub(crate) const MASK51: u64 = (1 << 51) - 1;

/// The bias of the subtractions: `2^9 * p` in radix 2^51, limb 0 `2^9 *
/// (2^51 - 19) = 2^60 - 9728`, limbs 1..4 `2^9 * (2^51 - 1) = 2^60 - 512`.
/// Every limb is `>= 2^59`, above any product limb, and `< 2^60`.
pub(crate) const BIAS0: u64 = (1 << 9) * ((1 << 51) - 19);
/// See [`BIAS0`].
pub(crate) const BIAS1: u64 = (1 << 9) * ((1 << 51) - 1);

/// Four reduced field elements: every limb `< 2^51 + 2^16` (see the module
/// documentation).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe51x4(pub(crate) [__m256i; 5]);

/// Four unreduced field elements: every limb `< 2^62`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe51x4Unreduced(pub(crate) [__m256i; 5]);

// ---------------------------------------------------------------------------
// Instructions. Thin wrappers, so that the generated ladder step
// (`montgomery::ifma4/step.rs`) reads as one instruction per line.

/// `acc + lo(a, b)` lane-wise: the low 52 bits of the product of the low 52
/// bits of `a` and `b`.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn madlo(acc: __m256i, a: __m256i, b: __m256i) -> __m256i {
    _mm256_madd52lo_epu64(acc, a, b)
}

/// `acc + hi(a, b)` lane-wise: bits 52..103 of the same product.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn madhi(acc: __m256i, a: __m256i, b: __m256i) -> __m256i {
    _mm256_madd52hi_epu64(acc, a, b)
}

/// `a + b` lane-wise (wrapping; every caller proves it does not wrap).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn add(a: __m256i, b: __m256i) -> __m256i {
    _mm256_add_epi64(a, b)
}

/// `a >> 51` lane-wise.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn shr51(a: __m256i) -> __m256i {
    _mm256_srli_epi64::<51>(a)
}

/// `a << 4` lane-wise.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn shl4(a: __m256i) -> __m256i {
    _mm256_slli_epi64::<4>(a)
}

/// `a & b`.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn and(a: __m256i, b: __m256i) -> __m256i {
    _mm256_and_si256(a, b)
}

/// Lanes `1, 0, 3, 2` of `a` (swaps the two lanes of each 128-bit half:
/// `vpshufd`, an in-lane shuffle, one cycle).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn swap_pairs(a: __m256i) -> __m256i {
    _mm256_shuffle_epi32::<0x4e>(a)
}

/// Lane `j` of the result is lane `idx[j] & 3` of `a` (`vpermq` with an
/// index register; three cycles whatever the index).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn permute(idx: __m256i, a: __m256i) -> __m256i {
    _mm256_permutexvar_epi64(idx, a)
}

/// Lane `j` of `b` where bit `j` of `k` is set, otherwise lane `j` of `a`.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn blend(k: u8, a: __m256i, b: __m256i) -> __m256i {
    _mm256_mask_blend_epi64(k, a, b)
}

/// Lane `j` of `a` where bit `j` of `k` is set, otherwise 0.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn maskz(k: u8, a: __m256i) -> __m256i {
    _mm256_maskz_mov_epi64(k, a)
}

/// Lanes in `k`: `a - b`; the others: `src`. One instruction (`vpsubq` with
/// merge masking): written in `asm!` because LLVM turns the intrinsic into
/// a subtraction, an addition and a blend.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn mask_sub(src: __m256i, k: u8, a: __m256i, b: __m256i) -> __m256i {
    let mut r = src;
    // SAFETY: one register-only AVX-512VL instruction (enabled for this
    // function); no memory, no stack, no flags.
    unsafe {
        asm!(
            "vpsubq {r}{{{k}}}, {a}, {b}",
            r = inout(ymm_reg) r, k = in(kreg) k, a = in(ymm_reg) a, b = in(ymm_reg) b,
            options(pure, nomem, nostack, preserves_flags),
        )
    };
    r
}

/// Lanes in `k`: `a + b`; the others: `src` (see [`mask_sub`]).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn mask_add(src: __m256i, k: u8, a: __m256i, b: __m256i) -> __m256i {
    let mut r = src;
    // SAFETY: as in `mask_sub`.
    unsafe {
        asm!(
            "vpaddq {r}{{{k}}}, {a}, {b}",
            r = inout(ymm_reg) r, k = in(kreg) k, a = in(ymm_reg) a, b = in(ymm_reg) b,
            options(pure, nomem, nostack, preserves_flags),
        )
    };
    r
}

/// `x`, hidden from the optimiser: LLVM would otherwise merge sums of
/// shifted copies (`t + 2t + 16t`) into a multiplication by a constant,
/// which without AVX-512DQ it lowers to `vpmuludq` sequences on the two
/// ports that IFMA needs. Costs no instruction.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn opaque(mut x: __m256i) -> __m256i {
    // SAFETY: an empty asm block that keeps `x` in a vector register.
    unsafe { asm!("/* {0} */", inout(ymm_reg) x, options(pure, nomem, nostack, preserves_flags)) };
    x
}

/// `c` in every lane.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn splat(c: u64) -> __m256i {
    _mm256_set1_epi64x(c as i64)
}

/// Four 64-bit lanes from an array (lane `j` = `v[j]`).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn lanes(v: [u64; 4]) -> __m256i {
    // SAFETY: `v` is 32 readable bytes; unaligned load.
    unsafe { _mm256_loadu_si256(v.as_ptr().cast()) }
}

/// The four lanes of `a`.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn to_lanes(a: __m256i) -> [u64; 4] {
    let mut v = [0u64; 4];
    // SAFETY: `v` is 32 writable bytes; unaligned store.
    unsafe { _mm256_storeu_si256(v.as_mut_ptr().cast(), a) };
    v
}

// ---------------------------------------------------------------------------
// The product and the carry, as functions. The ladder step does not call
// them: it is the same instructions in an interleaved order, generated by
// `montgomery::ifma4/codegen.rs`; these are the reference the tests check at the
// limb bounds, and they document what each block of the step computes.

/// The range `first..=last` of `i` in column `k`'s low-half terms `(i, k -
/// i)` (or, with `high`, its high-half terms `(i, k - 1 - i)`), `0 <= i, j
/// <= 4`; an empty range `(1, 0)` if there are none.
#[cfg(any(test, feature = "table-gen"))]
pub(crate) const fn column_terms(k: usize, high: bool) -> (usize, usize) {
    let c = if high { k.wrapping_sub(1) } else { k };
    if c > 8 {
        return (1, 0); // empty
    }
    let first = c.saturating_sub(4);
    let last = if c < 4 { c } else { 4 };
    (first, last)
}

impl Fe51x4 {
    /// `self * y + init`, lane by lane, for `init` with limbs `< 2^61`:
    /// limbs `< 2^59 + 2^61 < 2^62` (module documentation).
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    pub(crate) fn mul_add(&self, y: &Fe51x4, init: &[__m256i; 5]) -> Fe51x4Unreduced {
        let (x, y) = (&self.0, &y.0);
        let zero = core::arch::x86_64::_mm256_setzero_si256();
        // Low and high chains of every column.
        let mut l = [zero; 10];
        l[..5].copy_from_slice(init);
        let mut h = [zero; 10];
        for k in 0..10 {
            let (a, b) = column_terms(k, false);
            for i in a..=b {
                l[k] = madlo(l[k], x[i], y[k - i]);
            }
            let (a, b) = column_terms(k, true);
            for i in a..=b {
                h[k] = madhi(h[k], x[i], y[k - 1 - i]);
            }
        }
        // out_i = (L_i + t + 16 t) + 2 (H_i + t), t = L_{5+i} + 2 H_{5+i}.
        let mut out = [zero; 5];
        for i in 0..5 {
            let t = add(l[5 + i], opaque(add(h[5 + i], h[5 + i])));
            let b = add(h[i], t);
            let c = add(add(l[i], t), opaque(shl4(t)));
            out[i] = add(c, opaque(add(b, b)));
        }
        Fe51x4Unreduced(out)
    }

    /// Four elements from their limbs (`limbs[i][j]`: limb `i` of lane
    /// `j`), each `< 2^51 + 2^16`.
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    pub(crate) fn from_limbs(limbs: &[[u64; 4]; 5]) -> Fe51x4 {
        debug_assert!(limbs.iter().flatten().all(|&x| x < (1 << 51) + (1 << 16)));
        Fe51x4(limbs.map(|l| lanes(l)))
    }

    /// The limbs (`[i][j]`: limb `i` of lane `j`).
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    pub(crate) fn to_limbs(self) -> [[u64; 4]; 5] {
        self.0.map(|a| to_lanes(a))
    }
}

impl Fe51x4Unreduced {
    /// One parallel carry round: a reduced element equal to `self` mod p
    /// (module documentation).
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    pub(crate) fn carry(&self) -> Fe51x4 {
        Fe51x4(carry(&self.0, splat(MASK51), splat(19)))
    }

    /// Four elements from their limbs, each `< 2^62`.
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    pub(crate) fn from_limbs(limbs: &[[u64; 4]; 5]) -> Fe51x4Unreduced {
        debug_assert!(limbs.iter().flatten().all(|&x| x < 1 << 62));
        Fe51x4Unreduced(limbs.map(|l| lanes(l)))
    }

    /// The limbs (`[i][j]`: limb `i` of lane `j`).
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
    pub(crate) fn to_limbs(self) -> [[u64; 4]; 5] {
        self.0.map(|a| to_lanes(a))
    }
}

/// The carry round on raw registers, with the constants `2^51 - 1` and 19
/// passed in (the ladder keeps them in registers).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
pub(crate) fn carry(z: &[__m256i; 5], mask51: __m256i, n19: __m256i) -> [__m256i; 5] {
    let c: [__m256i; 5] = [
        shr51(z[0]),
        shr51(z[1]),
        shr51(z[2]),
        shr51(z[3]),
        shr51(z[4]),
    ];
    [
        madlo(and(z[0], mask51), c[4], n19),
        add(and(z[1], mask51), c[0]),
        add(and(z[2], mask51), c[1]),
        add(and(z[3], mask51), c[2]),
        add(and(z[4], mask51), c[3]),
    ]
}

// ---------------------------------------------------------------------------
// The four-lane contract (`Lanes4`) for the 4-way point formulas
// (`edwards::lanes4`: single Ed25519 verification), where one chain of
// products on one point is the critical path.

/// `2p` in radix 2^51: limb 0 `2^52 - 38`, limbs 1..4 `2^52 - 2`. Each is
/// at least `2^51 + 2^16`, above any reduced limb, so `a + 2p - b` of
/// reduced `a`, `b` is in `[0, 2^53)`.
const TWO_P0: u64 = 2 * ((1 << 51) - 19);
/// See [`TWO_P0`].
const TWO_P1: u64 = 2 * ((1 << 51) - 1);

/// `19 z = z + 2z + 16z`, shifts and additions ([`opaque`] keeps LLVM from
/// folding it into a multiplication on the IFMA ports).
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn times19(z: __m256i) -> __m256i {
    add(add(z, opaque(add(z, z))), opaque(shl4(z)))
}

/// `x * y` folded by `2^255 = 19`, limbs `< 2^59` (the bounds of the
/// module documentation), built for latency: each column's low and high
/// halves split by the parity of `i` into four chains of at most three
/// IFMAs (12 cycles), where `Fe51x4::mul_add`'s two chains of five
/// trade latency for fewer additions.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn product_short_chains(x: &[__m256i; 5], y: &[__m256i; 5]) -> [__m256i; 5] {
    let z0 = splat(0);
    // lo[p][k], hi[p][k]: the low / high halves of x_i y_j, i + j = k, i of
    // parity p.
    let mut lo = [[z0; 9]; 2];
    let mut hi = [[z0; 9]; 2];
    macro_rules! terms {
        ($($i:literal)*) => {$( terms!(@row $i; 0 1 2 3 4); )*};
        (@row $i:literal; $($j:literal)*) => {$(
            lo[$i % 2][$i + $j] = madlo(lo[$i % 2][$i + $j], x[$i], y[$j]);
            hi[$i % 2][$i + $j] = madhi(hi[$i % 2][$i + $j], x[$i], y[$j]);
        )*};
    }
    terms!(0 1 2 3 4);
    // Column k: lo_k + 2 hi_{k-1}; then out_i = z_i + 19 z_{5+i}.
    let col = |k: usize| {
        let l = if k < 9 { add(lo[0][k], lo[1][k]) } else { z0 };
        let h = if k > 0 {
            let h = add(hi[0][k - 1], hi[1][k - 1]);
            add(h, h)
        } else {
            z0
        };
        add(l, h)
    };
    [
        add(col(0), times19(col(5))),
        add(col(1), times19(col(6))),
        add(col(2), times19(col(7))),
        add(col(3), times19(col(8))),
        add(col(4), times19(col(9))),
    ]
}

/// `a + t - b` lane-wise.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn add_sub(a: __m256i, t: u64, b: __m256i) -> __m256i {
    core::arch::x86_64::_mm256_sub_epi64(add(a, splat(t)), b)
}

/// Lane `j` of `x` times `c[j]`, `|c[j]| < 2^16` ([`Lanes4::mul_small`]).
///
/// Lanes with `c[j] < 0` take `y = 2p - x` (limbs in `(0, 2^52)`: every
/// limb of `2p` is above the reduced bound `2^51 + 2^16` and below `2^52`),
/// the others `y = x`; every `y_i < 2^52` is a whole IFMA multiplicand.
/// With `k = |c| < 2^16`, `y_i k = lo_i + hi_i 2^52` where `lo_i < 2^52`
/// and `hi_i < 2^16`; `2^52 = 2 * 2^51` moves `2 hi_i` into column `i + 1`
/// and column 5 folds into column 0 as `2 * 19 = 38` times `hi_4`. So
/// limb `i >= 1` is `lo_i + 2 hi_{i-1} < 2^52 + 2^17` and limb 0 `lo_0 +
/// 38 hi_4 < 2^52 + 2^22` (38 hi_4 < 2^22 is exact in one IFMA low half),
/// far below the `2^62` of the carry round, which reduces them.
///
/// [`Lanes4::mul_small`]: super::four_lanes::Lanes4::mul_small
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn mul_small_lanes(x: &[__m256i; 5], c: [i32; 4]) -> Fe51x4 {
    use core::arch::x86_64::{_mm256_blendv_epi8, _mm256_setr_epi64x};
    let k = _mm256_setr_epi64x(
        c[0].unsigned_abs() as i64,
        c[1].unsigned_abs() as i64,
        c[2].unsigned_abs() as i64,
        c[3].unsigned_abs() as i64,
    );
    let negative = |c: i32| -i64::from(c < 0);
    let neg = _mm256_setr_epi64x(
        negative(c[0]),
        negative(c[1]),
        negative(c[2]),
        negative(c[3]),
    );
    let z0 = splat(0);
    let two_p = [TWO_P0, TWO_P1, TWO_P1, TWO_P1, TWO_P1];
    let mut y = [z0; 5];
    let mut h = [z0; 5];
    for i in 0..5 {
        y[i] = _mm256_blendv_epi8(x[i], add_sub(z0, two_p[i], x[i]), neg);
        h[i] = madhi(z0, y[i], k);
    }
    reduce(&[
        madlo(madlo(z0, h[4], splat(38)), y[0], k),
        madlo(add(h[0], h[0]), y[1], k),
        madlo(add(h[1], h[1]), y[2], k),
        madlo(add(h[2], h[2]), y[3], k),
        madlo(add(h[3], h[3]), y[4], k),
    ])
}

/// The carry round with its constants.
#[inline]
#[target_feature(enable = "avx512f,avx512ifma,avx512vl")]
fn reduce(z: &[__m256i; 5]) -> Fe51x4 {
    Fe51x4(carry(z, splat(MASK51), splat(19)))
}

impl super::Ring for Fe51x4 {
    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        // SAFETY: a `Fe51x4` exists only on a CPU with AVX-512F, IFMA and
        // VL; the folded limbs are < 2^59 < 2^62.
        unsafe { reduce(&product_short_chains(&self.0, &rhs.0)) }
    }
    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // SAFETY: as in `mul`; limbs < 2^53.
        unsafe {
            reduce(&[
                add(a[0], b[0]),
                add(a[1], b[1]),
                add(a[2], b[2]),
                add(a[3], b[3]),
                add(a[4], b[4]),
            ])
        }
    }
    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // SAFETY: as in `mul`; limbs in [0, 2^53).
        unsafe {
            reduce(&[
                add_sub(a[0], TWO_P0, b[0]),
                add_sub(a[1], TWO_P1, b[1]),
                add_sub(a[2], TWO_P1, b[2]),
                add_sub(a[3], TWO_P1, b[3]),
                add_sub(a[4], TWO_P1, b[4]),
            ])
        }
    }
}

impl super::four_lanes::Lanes4 for Fe51x4 {
    type Token = crate::backend::cpu::Ifma;
    #[inline(always)]
    fn square(&self) -> Self {
        super::Ring::mul(self, self)
    }
    #[inline(always)]
    fn permute<const IMM: i32>(&self) -> Self {
        let x = &self.0;
        // SAFETY: a `Fe51x4` exists only on a CPU with AVX2.
        unsafe {
            use core::arch::x86_64::_mm256_permute4x64_epi64 as p;
            Fe51x4([
                p::<IMM>(x[0]),
                p::<IMM>(x[1]),
                p::<IMM>(x[2]),
                p::<IMM>(x[3]),
                p::<IMM>(x[4]),
            ])
        }
    }
    #[inline(always)]
    fn blend<const IMM8: i32>(&self, b: &Self) -> Self {
        let (x, y) = (&self.0, &b.0);
        // SAFETY: a `Fe51x4` exists only on a CPU with AVX2.
        unsafe {
            use core::arch::x86_64::_mm256_blend_epi32 as bl;
            Fe51x4([
                bl::<IMM8>(x[0], y[0]),
                bl::<IMM8>(x[1], y[1]),
                bl::<IMM8>(x[2], y[2]),
                bl::<IMM8>(x[3], y[3]),
                bl::<IMM8>(x[4], y[4]),
            ])
        }
    }
    #[inline(always)]
    fn neg(&self) -> Self {
        let a = &self.0;
        // SAFETY: as in `mul`; `2p - a` has limbs in [0, 2^53).
        unsafe {
            let z = splat(0);
            reduce(&[
                add_sub(z, TWO_P0, a[0]),
                add_sub(z, TWO_P1, a[1]),
                add_sub(z, TWO_P1, a[2]),
                add_sub(z, TWO_P1, a[3]),
                add_sub(z, TWO_P1, a[4]),
            ])
        }
    }
    #[inline(always)]
    fn mul_small(&self, c: [i32; 4]) -> Self {
        debug_assert!(c.iter().all(|c| c.unsigned_abs() < 1 << 16));
        // SAFETY: a `Fe51x4` exists only on a CPU with AVX-512F, IFMA and
        // VL (and AVX2).
        unsafe { mul_small_lanes(&self.0, c) }
    }
    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: subtle::Choice) -> Self {
        // SAFETY: a `Fe51x4` exists only on a CPU with the features.
        unsafe {
            use core::arch::x86_64::_mm256_blendv_epi8 as bv;
            let m = splat(u64::from(choice.unwrap_u8()).wrapping_neg());
            let (x, y) = (&a.0, &b.0);
            Fe51x4([
                bv(x[0], y[0], m),
                bv(x[1], y[1], m),
                bv(x[2], y[2], m),
                bv(x[3], y[3], m),
                bv(x[4], y[4], m),
            ])
        }
    }
    #[inline(always)]
    fn from_fe51(_ifma: crate::backend::cpu::Ifma, f: &[Fe51; 4]) -> Self {
        let limb = |i: usize| [f[0].0[i], f[1].0[i], f[2].0[i], f[3].0[i]];
        // SAFETY: the token proves the features; `Fe51` limbs are
        // < 2^52 < 2^62, carried to the invariant.
        unsafe {
            reduce(&[
                lanes(limb(0)),
                lanes(limb(1)),
                lanes(limb(2)),
                lanes(limb(3)),
                lanes(limb(4)),
            ])
        }
    }
    #[inline(always)]
    fn to_fe51(self) -> [Fe51; 4] {
        // SAFETY: a `Fe51x4` exists only on a CPU with the features.
        let l = unsafe { self.to_limbs() };
        // Reduced limbs are < 2^51 + 2^16 < 2^52, the invariant of `Fe51`.
        core::array::from_fn(|j| Fe51([l[0][j], l[1][j], l[2][j], l[3][j], l[4][j]]))
    }
}

#[cfg(test)]
mod tests;
