//! Eight independent GF(2^255-19) elements, one per 64-bit lane of a zmm
//! register, multiplied with AVX-512 IFMA (`vpmadd52luq`/`vpmadd52huq`).
//!
//! This is the field of the batch X25519 ladder
//! (`montgomery::batch_ifma8`): eight ladders run in lockstep, lane `j` of
//! every register belonging to ladder `j`, so no operation ever moves data
//! between lanes.
//!
//! # Representation
//!
//! Radix 2^51 inside the 52-bit IFMA lanes: an element is five registers
//! `l[0..5]`, lane `j` holding `l[0] + l[1]*2^51 + l[2]*2^102 + l[3]*2^153 +
//! l[4]*2^204` of element `j`. (`docs/VECTOR.md` records why 2^51 and not
//! 2^52: a limb can hold a carry, so one *parallel* carry round makes any
//! value a valid IFMA operand.)
//!
//! Two types, each with one invariant that every function requires of its
//! inputs and guarantees of its outputs:
//!
//! * [`Fe51x8`] (*reduced*): every limb `< 2^51 + 2^16` (so `< 2^52`, a valid
//!   IFMA multiplicand: the instructions read only the low 52 bits of their
//!   multiplicands, so a larger limb would be silently truncated).
//! * [`Fe51x8Unreduced`]: every limb `< 2^60`. The output of products, the
//!   input of additions, subtractions and the conditional swap. A reduced
//!   value is also a valid unreduced one.
//!
//! Unreduced values become reduced only through a carry ([`carry`], in
//! [`Fe51x8Unreduced::reduce`], [`Fe51x8Unreduced::add_reduce`],
//! [`Fe51x8Unreduced::sub_reduce`], [`Fe51x8::mul_small_add_reduce`]).
//!
//! # The IFMA products
//!
//! `lo(a, b)` and `hi(a, b)` are the low and high 52 bits of the 104-bit
//! product of the low 52 bits of `a` and `b`, so `a*b = lo + hi*2^52 =
//! lo + 2*hi*2^51` for `a, b < 2^52`: in radix 2^51 the low half of `x_i*y_j`
//! goes to column `i+j` and *twice* the high half to column `i+j+1`. Each
//! column therefore accumulates its high halves first, doubles once (one
//! `vpaddq`), then accumulates its low halves into the same register.
//!
//! Columns 5..9 are folded back by `2^255 = 19 (mod p)` with shifts and
//! additions (`19*z = z + 2*z + 16*z`, [`fold19`]), which keeps the fold off
//! the two pipes that execute IFMA. Several products can be computed
//! together, their instructions interleaved ([`products`]), because one
//! product alone does not keep both IFMA pipes busy through the 4-cycle
//! latency of its accumulation chains.
//!
//! Products and squares: limbs `< 2^59` (unreduced). Everything else is a
//! carry or an addition.
//!
//! # Bounds used below
//!
//! With reduced inputs (`x_i, y_j < 2^51 + 2^16`): `lo < 2^52`, and
//! `hi = floor(x_i*y_j / 2^52) <= (2^51 + 2^16)^2 / 2^52 < 2^50 + 2^16 + 1`.
//! Each function states the bound of every column it builds.
//!
//! # Safety
//!
//! The methods execute AVX-512F and AVX-512 IFMA instructions. A value of
//! either type is created only by functions compiled with
//! `#[target_feature(enable = "avx512f,avx512ifma")]` ([`Fe51x8::from_bytes`],
//! [`Fe51x8::splat`], and in tests `from_limbs`), which can only run on a
//! CPU that has both; so whenever a method runs, the CPU has them. (The
//! types have no constants, no `Default` and no other constructor.) The
//! methods are `#[inline(always)]` without `#[target_feature]` so that they
//! inline whole into the ladder, which is compiled with the features.
//!
//! # Constant time
//!
//! Every operation is a fixed sequence of vector instructions whose timing
//! does not depend on the data (IFMA, add, sub, shift, and, blend); the
//! conditional swap is a k-mask blend; nothing branches on or indexes with
//! an element or a mask.

use super::fe51::Fe51;
use super::{Field, Field25519};
use core::arch::x86_64::{
    __m512i, __mmask8, _mm512_add_epi64, _mm512_and_si512, _mm512_loadu_si512,
    _mm512_madd52hi_epu64, _mm512_madd52lo_epu64, _mm512_mask_blend_epi64, _mm512_permutex_epi64,
    _mm512_set1_epi64, _mm512_setzero_si512, _mm512_shuffle_epi32, _mm512_shuffle_i64x2,
    _mm512_slli_epi64, _mm512_srli_epi64, _mm512_storeu_si512, _mm512_sub_epi64,
};

/// `2^51 - 1`.
const MASK51: u64 = (1 << 51) - 1;

/// The bias added before a subtraction: `2^10 * p` in radix 2^51, limb 0
/// `2^10 * (2^51 - 19) = 2^61 - 19456`, limbs 1..4 `2^10 * (2^51 - 1) =
/// 2^61 - 1024`. Every limb is `>= 2^60`, above any unreduced limb, so
/// `a + BIAS - b` never wraps.
const BIAS0: u64 = (1 << 10) * ((1 << 51) - 19);
const BIAS1: u64 = (1 << 10) * ((1 << 51) - 1);

/// Eight reduced field elements: every limb `< 2^51 + 2^16` (see the module
/// documentation).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe51x8([__m512i; 5]);

/// Eight unreduced field elements: every limb `< 2^60`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe51x8Unreduced([__m512i; 5]);

// ---------------------------------------------------------------------------
// Instruction wrappers. Each is `unsafe`: the caller guarantees AVX-512F and
// AVX-512 IFMA (the methods below do, by the type invariant).

/// `acc + lo(a, b)`.
#[inline(always)]
unsafe fn madlo(acc: __m512i, a: __m512i, b: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512 IFMA.
    unsafe { _mm512_madd52lo_epu64(acc, a, b) }
}

/// `acc + hi(a, b)`.
#[inline(always)]
unsafe fn madhi(acc: __m512i, a: __m512i, b: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512 IFMA.
    unsafe { _mm512_madd52hi_epu64(acc, a, b) }
}

#[inline(always)]
unsafe fn add(a: __m512i, b: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_add_epi64(a, b) }
}

#[inline(always)]
unsafe fn sub(a: __m512i, b: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_sub_epi64(a, b) }
}

#[inline(always)]
unsafe fn splat(c: u64) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_set1_epi64(c as i64) }
}

#[inline(always)]
unsafe fn zero() -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_setzero_si512() }
}

/// `a >> 51` in every lane.
#[inline(always)]
unsafe fn shr51(a: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_srli_epi64::<51>(a) }
}

/// `a & (2^51 - 1)` in every lane.
#[inline(always)]
unsafe fn low51(a: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_and_si512(a, splat(MASK51)) }
}

/// Lane `j` of the result is lane `j` of `b` if bit `j` of `k` is set,
/// otherwise lane `j` of `a`.
#[inline(always)]
unsafe fn blend(k: __mmask8, a: __m512i, b: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_mask_blend_epi64(k, a, b) }
}

/// Lane `j ^ D` of `x` in lane `j` (see [`Fe51x8::swap_lanes`]).
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn swap_lanes<const D: usize>(x: __m512i) -> __m512i {
    const { assert!(D == 1 || D == 2 || D == 4) };
    // SAFETY: the caller guarantees AVX-512F.
    unsafe {
        match D {
            1 => _mm512_shuffle_epi32::<0x4e>(x),
            2 => _mm512_permutex_epi64::<0x4e>(x),
            _ => _mm512_shuffle_i64x2::<0x4e>(x, x),
        }
    }
}

// ---------------------------------------------------------------------------
// Products.
//
// A product is built as ten columns z_0..z_9 (column k worth 2^(51k)), each
// one chain of IFMA accumulations into one register, then folded to five
// limbs by 2^255 = 19 ([`fold19`]).
//
// Multiplication, column k: the high halves of x_i*y_j with i + j = k - 1,
// one doubling (radix 2^51: a high half is worth 2*2^51 in the next
// column), then the low halves of x_i*y_j with i + j = k. With n_k = #{i + j
// = k} = 1,2,3,4,5,4,3,2,1,0 (k = 0..9), the low halves sum to < n_k*2^52
// and the doubled high halves to < n_{k-1}*2*(2^50 + 2^16 + 1), so
// z < (1, 2.5, 4, 5.5, 7, 6.5, 5, 3.5, 2, 0.5)*2^52, each plus < 2^21.
//
// Squaring, column k = D_k + 2*(E_k + C_k + 2*F_k): F the high halves of
// the cross products x_i*x_j (i < j, i + j = k - 1), doubled; then E (the
// high half of x_i^2, 2i + 1 = k) and C (the low halves of the cross
// products with i + j = k), doubled; then D (the low half of x_i^2, 2i =
// k). 15 products, 30 IFMA; the same column bounds as the multiplication
// (it is the multiplication with equal terms merged).
//
// The columns are computed in rounds: round r performs step r of every
// column chain of every product being computed together, so the
// instruction stream interleaves up to 10 chains per product (and several
// products): IFMA has 4-cycle latency and the core's scheduler sees only
// about a hundred instructions ahead, so chains written one after another
// would leave the two IFMA pipes idle (measured: 20-30 % slower per
// product). The step tables are `const fn`s evaluated at compile time;
// every step below is a single instruction with constant operands.

/// Kinds of column steps.
const NOP: u8 = 0;
const LO: u8 = 1;
const HI: u8 = 2;
const DBL: u8 = 3;

/// Step `r` of column `k` of a multiplication: `(kind, i, j)`.
const fn mul_step(k: usize, r: usize) -> (u8, usize, usize) {
    let mut n = 0;
    let mut i = 0;
    let mut any = false;
    while i < 5 {
        if k > i && k - 1 - i < 5 {
            if n == r {
                return (HI, i, k - 1 - i);
            }
            n += 1;
            any = true;
        }
        i += 1;
    }
    if any {
        if n == r {
            return (DBL, 0, 0);
        }
        n += 1;
    }
    i = 0;
    while i < 5 {
        if k >= i && k - i < 5 {
            if n == r {
                return (LO, i, k - i);
            }
            n += 1;
        }
        i += 1;
    }
    (NOP, 0, 0)
}

/// Step `r` of column `k` of a squaring: `(kind, i, j)`.
const fn square_step(k: usize, r: usize) -> (u8, usize, usize) {
    let mut n = 0;
    // F: high halves of x_i*x_j, i < j, i + j = k - 1
    let mut i = 0;
    let mut any_f = false;
    while i < 5 {
        if k > 2 * i + 1 && k - 1 - i < 5 {
            if n == r {
                return (HI, i, k - 1 - i);
            }
            n += 1;
            any_f = true;
        }
        i += 1;
    }
    if any_f {
        if n == r {
            return (DBL, 0, 0);
        }
        n += 1;
    }
    // E: the high half of x_i^2, 2i + 1 = k
    let mut any_ec = false;
    if k & 1 == 1 && k < 10 {
        if n == r {
            return (HI, (k - 1) / 2, (k - 1) / 2);
        }
        n += 1;
        any_ec = true;
    }
    // C: low halves of x_i*x_j, i < j, i + j = k
    i = 0;
    while i < 5 {
        if k > 2 * i && k - i < 5 {
            if n == r {
                return (LO, i, k - i);
            }
            n += 1;
            any_ec = true;
        }
        i += 1;
    }
    if any_f || any_ec {
        if n == r {
            return (DBL, 0, 0);
        }
        n += 1;
    }
    // D: the low half of x_i^2, 2i = k
    if k & 1 == 0 && k < 10 && n == r {
        return (LO, k / 2, k / 2);
    }
    (NOP, 0, 0)
}

/// Applies one column step (a single instruction, or none).
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA.
#[inline(always)]
unsafe fn apply(
    step: (u8, usize, usize),
    acc: __m512i,
    x: &[__m512i; 5],
    y: &[__m512i; 5],
) -> __m512i {
    let (kind, i, j) = step;
    // SAFETY: the caller guarantees the features.
    unsafe {
        match kind {
            LO => madlo(acc, x[i], y[j]),
            HI => madhi(acc, x[i], y[j]),
            DBL => add(acc, acc),
            _ => acc,
        }
    }
}

/// Round `R` of the columns of `M` multiplications and `S` squarings.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA.
#[inline(always)]
unsafe fn round<const R: usize, const M: usize, const S: usize>(
    zm: &mut [[__m512i; 10]; M],
    zs: &mut [[__m512i; 10]; S],
    m: &[(&Fe51x8, &Fe51x8); M],
    s: &[&Fe51x8; S],
) {
    macro_rules! column {
        ($($k:literal)*) => {$(
            for t in 0..M {
                // SAFETY: the caller guarantees the features.
                zm[t][$k] = unsafe {
                    apply(const { mul_step($k, R) }, zm[t][$k], &m[t].0.0, &m[t].1.0)
                };
            }
            for t in 0..S {
                // SAFETY: the caller guarantees the features.
                zs[t][$k] = unsafe {
                    apply(const { square_step($k, R) }, zs[t][$k], &s[t].0, &s[t].0)
                };
            }
        )*};
    }
    column!(0 1 2 3 4 5 6 7 8 9);
}

/// `M` products `x*y` and `S` squares, computed together (their
/// instructions interleaved, see above), each folded to limbs `< 2^59`
/// ([`fold19`]).
#[inline(always)]
pub(crate) fn products<const M: usize, const S: usize>(
    m: [(&Fe51x8, &Fe51x8); M],
    s: [&Fe51x8; S],
) -> ([Fe51x8Unreduced; M], [Fe51x8Unreduced; S]) {
    // SAFETY: every `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
    unsafe {
        let z = zero();
        let mut zm = [[z; 10]; M];
        let mut zs = [[z; 10]; S];
        // Multiplication columns have at most 10 steps (columns 4 and 5),
        // squaring columns at most 7.
        round::<0, M, S>(&mut zm, &mut zs, &m, &s);
        round::<1, M, S>(&mut zm, &mut zs, &m, &s);
        round::<2, M, S>(&mut zm, &mut zs, &m, &s);
        round::<3, M, S>(&mut zm, &mut zs, &m, &s);
        round::<4, M, S>(&mut zm, &mut zs, &m, &s);
        round::<5, M, S>(&mut zm, &mut zs, &m, &s);
        round::<6, M, S>(&mut zm, &mut zs, &m, &s);
        round::<7, M, S>(&mut zm, &mut zs, &m, &s);
        round::<8, M, S>(&mut zm, &mut zs, &m, &s);
        round::<9, M, S>(&mut zm, &mut zs, &m, &s);
        // Plain loops, not `array::map`: a closure passed to a generic
        // function may stay out of line, and zmm values would then cross a
        // call without the target features (through memory).
        let mut outm = [Fe51x8Unreduced([z; 5]); M];
        for t in 0..M {
            outm[t] = fold19(&zm[t]);
        }
        let mut outs = [Fe51x8Unreduced([z; 5]); S];
        for t in 0..S {
            outs[t] = fold19(&zs[t]);
        }
        (outm, outs)
    }
}

/// Folds ten product columns (bounded as above) to five limbs: `out_i =
/// z_i + 19*z_{5+i}`, with `19*z = z + 2*z + 16*z` (one shift, four
/// additions per limb, no IFMA: the IFMA pipes are the busier ones).
/// Bounds: `out < (1 + 19*6.5, 2.5 + 19*5, 4 + 19*3.5, 5.5 + 19*2, 7 +
/// 19*0.5)*2^52 + 2^26 < 124.5*2^52 + 2^26 < 2^59`.
///
/// (Folding with IFMA instead, as in curve25519-dalek's IFMA notes —
/// `lo(19, z)`, `hi(19, z)`, `lo(19, z >> 52)` — takes 3 IFMA + 1 shift per
/// limb: fewer instructions, but on the two IFMA pipes, and a longer
/// dependency chain; measured slower here.)
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn fold19(z: &[__m512i; 10]) -> Fe51x8Unreduced {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe {
        Fe51x8Unreduced([
            add19(z[0], z[5]),
            add19(z[1], z[6]),
            add19(z[2], z[7]),
            add19(z[3], z[8]),
            add19(z[4], z[9]),
        ])
    }
}

/// `lo + 19*hi = lo + hi + 2*hi + 16*hi`.
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn add19(lo: __m512i, hi: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe {
        let t = add(lo, hi);
        let t = add(t, opaque(add(hi, hi)));
        add(t, opaque(_mm512_slli_epi64::<4>(hi)))
    }
}

/// `x`, hidden from the optimiser: LLVM would otherwise fold a sum of
/// shifted copies such as `x + 2x + 16x` into a multiplication by a
/// constant, which without AVX-512DQ it lowers to `vpmuludq` sequences on
/// the multiplier pipes, the ones IFMA needs. Costs no instruction.
#[inline]
#[target_feature(enable = "avx512f")]
fn opaque(mut x: __m512i) -> __m512i {
    // SAFETY: an empty asm block that keeps `x` in a vector register.
    unsafe { core::arch::asm!("/* {0} */", inout(zmm_reg) x, options(pure, nomem, nostack)) };
    x
}

/// One parallel carry round: limbs `< 2^62` in, a reduced element out.
///
/// `c_k = z_k >> 51 < 2^11`; limb `k >= 1` becomes `(z_k mod 2^51) + c_{k-1}
/// < 2^51 + 2^11`, limb 0 becomes `(z_0 mod 2^51) + 19*c_4 < 2^51 + 19*2^11
/// < 2^51 + 2^16`. The value is unchanged mod p (`c_4*2^255 = 19*c_4`).
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA.
#[inline(always)]
unsafe fn carry(z: [__m512i; 5]) -> Fe51x8 {
    // SAFETY: the caller guarantees the features.
    unsafe {
        let c0 = shr51(z[0]);
        let c1 = shr51(z[1]);
        let c2 = shr51(z[2]);
        let c3 = shr51(z[3]);
        let c4 = shr51(z[4]);
        // 19*c_4 < 2^16: `lo(c_4, 19)` is the whole product.
        Fe51x8([
            madlo(low51(z[0]), c4, splat(19)),
            add(low51(z[1]), c0),
            add(low51(z[2]), c1),
            add(low51(z[3]), c2),
            add(low51(z[4]), c3),
        ])
    }
}

impl Fe51x8 {
    /// Decodes eight u-coordinates (RFC 7748: bit 255 ignored, non-canonical
    /// values accepted), one per lane. Limbs `< 2^51`.
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) fn from_bytes(bytes: &[[u8; 32]; 8]) -> Fe51x8 {
        let mut limbs = [[0u64; 8]; 5];
        for (j, b) in bytes.iter().enumerate() {
            let f = Fe51::from_bytes(b); // limbs < 2^51
            for (i, l) in limbs.iter_mut().enumerate() {
                l[j] = f.0[i];
            }
        }
        Fe51x8(load(&limbs))
    }

    /// The same small value (`< 2^51`) in every lane: 0, 1, 9, ...
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) fn splat(c: u64) -> Fe51x8 {
        debug_assert!(c <= MASK51);
        // SAFETY: this function is compiled with AVX-512F.
        unsafe { Fe51x8([splat(c & MASK51), zero(), zero(), zero(), zero()]) }
    }

    /// Eight elements from their limbs (`limbs[i][j]`: limb `i` of lane
    /// `j`), each `< 2^51 + 2^16`. For tests, which put limbs at their
    /// bounds.
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) fn from_limbs(limbs: &[[u64; 8]; 5]) -> Fe51x8 {
        assert!(limbs.iter().flatten().all(|&l| l < (1 << 51) + (1 << 16)));
        Fe51x8(load(limbs))
    }

    /// The same field element in every lane, from its radix-2^51 limbs
    /// (each `< 2^51 + 2^16`; constants such as `2d` have limbs `< 2^51`).
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) fn splat_limbs(l: &[u64; 5]) -> Fe51x8 {
        debug_assert!(l.iter().all(|&x| x < (1 << 51) + (1 << 16)));
        // SAFETY: this function is compiled with AVX-512F.
        unsafe { Fe51x8(l.map(|x| splat(x))) }
    }

    /// Eight elements from five registers (register `i` holding limb `i` of
    /// every lane), as table scans and transposed loads build them.
    ///
    /// # Safety
    /// The CPU supports AVX-512F and AVX-512 IFMA, and every limb of every
    /// lane is `< 2^51 + 2^16` (the invariant of [`Fe51x8`]).
    #[inline(always)]
    pub(crate) unsafe fn from_registers(r: [__m512i; 5]) -> Fe51x8 {
        Fe51x8(r)
    }

    /// The five registers (limb `i` of every lane in register `i`).
    #[cfg(feature = "alloc")]
    #[inline(always)]
    pub(crate) fn registers(&self) -> [__m512i; 5] {
        self.0
    }

    /// The limbs (`[i][j]`: limb `i` of lane `j`).
    #[inline(always)]
    pub(crate) fn to_limbs(self) -> [[u64; 8]; 5] {
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe { store(&self.0) }
    }

    /// `2 * self` without a carry: limbs `< 2^52 + 2^17`.
    #[inline(always)]
    pub(crate) fn double(&self) -> Fe51x8Unreduced {
        let x = self.0;
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe {
            Fe51x8Unreduced([
                add(x[0], x[0]),
                add(x[1], x[1]),
                add(x[2], x[2]),
                add(x[3], x[3]),
                add(x[4], x[4]),
            ])
        }
    }

    /// Lane `j` of `b` where bit `j` of `k` is set, otherwise lane `j` of
    /// `a` (k-mask blends, constant time).
    #[inline(always)]
    pub(crate) fn select(k: u8, a: &Fe51x8, b: &Fe51x8) -> Fe51x8 {
        let (a, b) = (a.0, b.0);
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe {
            Fe51x8([
                blend(k, a[0], b[0]),
                blend(k, a[1], b[1]),
                blend(k, a[2], b[2]),
                blend(k, a[3], b[3]),
                blend(k, a[4], b[4]),
            ])
        }
    }

    /// The element of lane `j ^ D` in lane `j`, for `D` = 1, 2 or 4: the
    /// butterfly steps that add the eight lanes together. `D = 1` swaps
    /// the 64-bit halves of each 128-bit block (`vpshufd`, in-lane), `D =
    /// 2` the 128-bit halves of each 256-bit block (`vpermq` immediate),
    /// `D = 4` the two 256-bit halves (`vshufi64x2`).
    #[inline(always)]
    pub(crate) fn swap_lanes<const D: usize>(&self) -> Fe51x8 {
        let x = self.0;
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe {
            Fe51x8([
                swap_lanes::<D>(x[0]),
                swap_lanes::<D>(x[1]),
                swap_lanes::<D>(x[2]),
                swap_lanes::<D>(x[3]),
                swap_lanes::<D>(x[4]),
            ])
        }
    }

    /// Lane `i` of each 256-bit half gets lane `(IMM >> 2i) & 3` of the
    /// same half (`vpermq` with an immediate): four-lane permutations, for
    /// a point whose four coordinates are in lanes 0..4.
    #[cfg(feature = "alloc")] // for `edwards::msm::pippenger_ifma`
    #[inline(always)]
    pub(crate) fn permute4<const IMM: i32>(&self) -> Fe51x8 {
        let x = self.0;
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe {
            Fe51x8([
                _mm512_permutex_epi64::<IMM>(x[0]),
                _mm512_permutex_epi64::<IMM>(x[1]),
                _mm512_permutex_epi64::<IMM>(x[2]),
                _mm512_permutex_epi64::<IMM>(x[3]),
                _mm512_permutex_epi64::<IMM>(x[4]),
            ])
        }
    }

    /// The same elements as unreduced values (no work: the bound
    /// `2^51 + 2^16` is below `2^60`).
    #[inline(always)]
    pub(crate) fn to_unreduced(self) -> Fe51x8Unreduced {
        Fe51x8Unreduced(self.0)
    }

    /// `self * rhs`, lane by lane: limbs `< 2^59` (see [`products`]).
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn mul(&self, rhs: &Fe51x8) -> Fe51x8Unreduced {
        let ([m], []) = products([(self, rhs)], []);
        m
    }

    /// `self^2`, lane by lane: limbs `< 2^59` (see [`products`]).
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn square(&self) -> Fe51x8Unreduced {
        let ([], [s]) = products([], [self]);
        s
    }

    /// `acc + c * self`, carried to a reduced element, for a constant
    /// `c < 2^32` (121665 in the ladder); see [`mul_small_acc`].
    #[inline(always)]
    pub(crate) fn mul_small_add_reduce(&self, c: u32, acc: &Fe51x8Unreduced) -> Fe51x8 {
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA;
        // the accumulator's limbs are `< 2^60`.
        unsafe { mul_small_acc(&self.0, c, acc.0) }
    }

    /// `c * self - l * (s_1 + ... + s_N)`, carried to a reduced element,
    /// for a constant `c < 2^32` and `l * N <= 8`: the accumulator is
    /// `2^10 p - l * sum(s_i)`, limbs in `(2^60 - 2^55, 2^61)` (every bias
    /// limb is `>= 2^60`, the subtracted sum `< 8 (2^51 + 2^16) < 2^55`),
    /// so `< 2^62` after the product (see [`mul_small_acc`]). One carry
    /// where a product by `c`, the subtractions and a scaling would take
    /// one each (Curve13318's `3 (b x - y - z)`).
    #[inline(always)]
    pub(crate) fn mul_small_sub_reduce<const L: u64, const N: usize>(
        &self,
        c: u32,
        s: [&Fe51x8; N],
    ) -> Fe51x8 {
        const { assert!(L * N as u64 <= 8) };
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA;
        // the accumulator's limbs are `< 2^61` (above).
        unsafe {
            let mut acc = bias();
            for x in s {
                for (a, xi) in acc.iter_mut().zip(x.0) {
                    *a = sub(*a, scale::<L>(xi));
                }
            }
            mul_small_acc(&self.0, c, acc)
        }
    }

    /// `k * self - l * rhs`, carried to a reduced element, for `k, l <= 8`:
    /// `k self + 2^10 p - l rhs`, limbs `< 2^55 + 2^61 < 2^62` and positive
    /// (every bias limb is `>= 2^60 > 2^55 > l rhs`). One carry for
    /// `3x - y` or `3 (x - y)`.
    #[inline(always)]
    pub(crate) fn lin_reduce<const K: u64, const L: u64>(&self, rhs: &Fe51x8) -> Fe51x8 {
        const { assert!(K <= 8 && L <= 8) };
        let (a, b) = (self.0, rhs.0);
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
        unsafe {
            let mut z = bias();
            for i in 0..5 {
                z[i] = sub(add(scale::<K>(a[i]), z[i]), scale::<L>(b[i]));
            }
            carry(z)
        }
    }
}

/// `2^10 p`, limb by limb ([`BIAS0`], [`BIAS1`]).
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn bias() -> [__m512i; 5] {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe {
        let b1 = splat(BIAS1);
        [splat(BIAS0), b1, b1, b1, b1]
    }
}

/// `K x` for a small constant `K <= 8`, by additions (the multiplier pipes
/// are IFMA's).
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn scale<const K: u64>(x: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe {
        match K {
            0 => zero(),
            1 => x,
            2 => add(x, x),
            3 => add(add(x, x), x),
            4 => {
                let d = add(x, x);
                add(d, d)
            }
            _ => {
                let mut r = zero();
                for _ in 0..K {
                    r = add(r, x);
                }
                r
            }
        }
    }
}

/// `acc + c x`, carried, for a reduced `x`, a constant `c < 2^32` and
/// accumulator limbs `< 2^61`.
///
/// `x_i * c = lo(x_i, c) + 2*hi(x_i, c)*2^51`; the doubled high half is
/// accumulated twice instead of doubled, and the high half of `x_4*c`
/// (worth `2*2^255 = 38`) goes to limb 0 as `lo(38, hi(x_4, c))`.
/// Bounds: `hi(x_i, c) < (2^51 + 2^16)*2^32/2^52 < 2^31 + 1`, so every
/// limb is `< 2^61 + 2^52 + 2^33 < 2^62` before the carry.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA; `x` is reduced.
#[inline(always)]
unsafe fn mul_small_acc(x: &[__m512i; 5], c: u32, a: [__m512i; 5]) -> Fe51x8 {
    let [x0, x1, x2, x3, x4] = *x;
    // SAFETY: the caller guarantees the features.
    unsafe {
        let k = splat(c as u64);
        let t4 = madhi(zero(), x4, k);
        let c0 = madlo(madlo(a[0], x0, k), t4, splat(38));
        let c1 = madhi(madhi(madlo(a[1], x1, k), x0, k), x0, k);
        let c2 = madhi(madhi(madlo(a[2], x2, k), x1, k), x1, k);
        let c3 = madhi(madhi(madlo(a[3], x3, k), x2, k), x2, k);
        let c4 = madhi(madhi(madlo(a[4], x4, k), x3, k), x3, k);
        carry([c0, c1, c2, c3, c4])
    }
}

impl Fe51x8 {
    /// `c * self`, carried to a reduced element, for a constant `c < 2^32`
    /// ([`Fe51x8::mul_small_add_reduce`] with a zero accumulator).
    #[inline(always)]
    pub(crate) fn mul_small(&self, c: u32) -> Fe51x8 {
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
        let z = unsafe { zero() };
        self.mul_small_add_reduce(c, &Fe51x8Unreduced([z; 5]))
    }

    /// `-self`, reduced: `2^10 p - self`, limbs in `(0, 2^61)` before the
    /// carry (every bias limb is `>= 2^60 > ` a reduced limb).
    #[inline(always)]
    pub(crate) fn neg(&self) -> Fe51x8 {
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
        unsafe {
            let z = zero();
            Fe51x8Unreduced([z; 5]).sub_reduce(&self.to_unreduced())
        }
    }
}

impl Fe51x8Unreduced {
    /// A reduced element equal to `self` (one parallel carry round).
    #[inline(always)]
    pub(crate) fn reduce(&self) -> Fe51x8 {
        // SAFETY: a `Fe51x8Unreduced` exists only on a CPU with AVX-512F and
        // IFMA; limbs < 2^60 < 2^62.
        unsafe { carry(self.0) }
    }

    /// `self + rhs`, reduced (limbs `< 2^61` before the carry).
    #[inline(always)]
    pub(crate) fn add_reduce(&self, rhs: &Fe51x8Unreduced) -> Fe51x8 {
        let (a, b) = (self.0, rhs.0);
        // SAFETY: as in `reduce`.
        unsafe {
            carry([
                add(a[0], b[0]),
                add(a[1], b[1]),
                add(a[2], b[2]),
                add(a[3], b[3]),
                add(a[4], b[4]),
            ])
        }
    }
}

/// The operations that only the IFMA Pippenger
/// (`edwards::msm::pippenger_ifma`, feature `alloc`) uses.
#[cfg(feature = "alloc")]
impl Fe51x8Unreduced {
    /// `2 self + rhs`, reduced (limbs `< 2^61 + 2^60 < 2^62` before the
    /// carry).
    #[inline(always)]
    pub(crate) fn double_add_reduce(&self, rhs: &Fe51x8Unreduced) -> Fe51x8 {
        let (a, b) = (self.0, rhs.0);
        // SAFETY: as in `reduce`.
        unsafe {
            carry([
                add(add(a[0], a[0]), b[0]),
                add(add(a[1], a[1]), b[1]),
                add(add(a[2], a[2]), b[2]),
                add(add(a[3], a[3]), b[3]),
                add(add(a[4], a[4]), b[4]),
            ])
        }
    }

    /// `2 self - rhs`, reduced: `2 self + 2^10*p - rhs`, whose limbs are
    /// in `(0, 2^61 + 2^61) ⊂ [0, 2^62)` (every bias limb is `>= 2^60 >
    /// rhs` limb and `< 2^61`).
    #[inline(always)]
    pub(crate) fn double_sub_reduce(&self, rhs: &Fe51x8Unreduced) -> Fe51x8 {
        let (a, b) = (self.0, rhs.0);
        // SAFETY: as in `reduce`.
        unsafe {
            let b0 = splat(BIAS0);
            let b1 = splat(BIAS1);
            carry([
                sub(add(add(a[0], a[0]), b0), b[0]),
                sub(add(add(a[1], a[1]), b1), b[1]),
                sub(add(add(a[2], a[2]), b1), b[2]),
                sub(add(add(a[3], a[3]), b1), b[3]),
                sub(add(add(a[4], a[4]), b1), b[4]),
            ])
        }
    }

    /// Lane `j` of `b` where bit `j` of `k` is set, otherwise lane `j` of
    /// `a` (k-mask blends, constant time).
    #[inline(always)]
    pub(crate) fn select(k: u8, a: &Fe51x8Unreduced, b: &Fe51x8Unreduced) -> Fe51x8Unreduced {
        let (a, b) = (a.0, b.0);
        // SAFETY: as in `reduce`.
        unsafe {
            Fe51x8Unreduced([
                blend(k, a[0], b[0]),
                blend(k, a[1], b[1]),
                blend(k, a[2], b[2]),
                blend(k, a[3], b[3]),
                blend(k, a[4], b[4]),
            ])
        }
    }

    /// [`Fe51x8::permute4`] for unreduced elements.
    #[inline(always)]
    pub(crate) fn permute4<const IMM: i32>(&self) -> Fe51x8Unreduced {
        let x = self.0;
        // SAFETY: as in `reduce`.
        unsafe {
            Fe51x8Unreduced([
                _mm512_permutex_epi64::<IMM>(x[0]),
                _mm512_permutex_epi64::<IMM>(x[1]),
                _mm512_permutex_epi64::<IMM>(x[2]),
                _mm512_permutex_epi64::<IMM>(x[3]),
                _mm512_permutex_epi64::<IMM>(x[4]),
            ])
        }
    }

    /// [`Fe51x8Unreduced::permute4`], then 0 in the lanes whose bit is
    /// clear in `k`.
    #[inline(always)]
    pub(crate) fn permute4_maskz<const IMM: i32>(&self, k: u8) -> Fe51x8Unreduced {
        let x = self.0;
        // SAFETY: as in `reduce`.
        unsafe {
            Fe51x8Unreduced([
                core::arch::x86_64::_mm512_maskz_permutex_epi64::<IMM>(k, x[0]),
                core::arch::x86_64::_mm512_maskz_permutex_epi64::<IMM>(k, x[1]),
                core::arch::x86_64::_mm512_maskz_permutex_epi64::<IMM>(k, x[2]),
                core::arch::x86_64::_mm512_maskz_permutex_epi64::<IMM>(k, x[3]),
                core::arch::x86_64::_mm512_maskz_permutex_epi64::<IMM>(k, x[4]),
            ])
        }
    }

    /// Lane by lane, `a + b` reduced, where `a` is `self`, or `2 self` in
    /// the lanes of `dbl`, and `b` is `rhs`, or `-rhs` in the lanes of
    /// `neg` (as `2^10 p - rhs`). Limbs before the carry: `a < 2^61`, `b <
    /// 2^61` (every bias limb is `>= 2^60 > rhs` limb and `< 2^61`), so `a
    /// + b < 2^62`.
    #[inline(always)]
    pub(crate) fn lincomb_reduce(&self, dbl: u8, rhs: &Fe51x8Unreduced, neg: u8) -> Fe51x8 {
        let (a, b) = (self.0, rhs.0);
        // SAFETY: as in `reduce`.
        unsafe {
            let z = zero();
            let b0 = splat(BIAS0);
            let b1 = splat(BIAS1);
            let term = |i: usize, bias| {
                let a2 = add(a[i], blend(dbl, z, a[i]));
                add(a2, blend(neg, b[i], sub(bias, b[i])))
            };
            carry([
                term(0, b0),
                term(1, b1),
                term(2, b1),
                term(3, b1),
                term(4, b1),
            ])
        }
    }

    /// Eight unreduced elements from five registers (register `i` holding
    /// limb `i` of every lane).
    ///
    /// # Safety
    /// The CPU supports AVX-512F and AVX-512 IFMA, and every limb of every
    /// lane is `< 2^60` (the invariant of [`Fe51x8Unreduced`]).
    #[inline(always)]
    pub(crate) unsafe fn from_registers(r: [__m512i; 5]) -> Fe51x8Unreduced {
        Fe51x8Unreduced(r)
    }

    /// The five registers (limb `i` of every lane in register `i`).
    #[inline(always)]
    pub(crate) fn registers(&self) -> [__m512i; 5] {
        self.0
    }
}

impl Fe51x8Unreduced {
    /// `K self`, reduced, for `K <= 4` (limbs `< 4 * 2^60 = 2^62` before
    /// the carry): a product doubled or quadrupled with one carry.
    #[inline(always)]
    pub(crate) fn scale_reduce<const K: u64>(&self) -> Fe51x8 {
        const { assert!(K >= 1 && K <= 4) };
        let a = self.0;
        // SAFETY: as in `reduce`.
        unsafe {
            let mut z = a;
            for l in z.iter_mut() {
                *l = scale::<K>(*l);
            }
            carry(z)
        }
    }

    /// `self - c - d` for reduced `c`, `d`, reduced: `self + 2^10 p - c -
    /// d`, limbs in `(0, 2^60 + 2^61)` (every bias limb is `>= 2^60 > 2^53
    /// > c + d`). A product minus two values with one carry.
    #[inline(always)]
    pub(crate) fn sub2_reduce(&self, c: &Fe51x8, d: &Fe51x8) -> Fe51x8 {
        let (a, c, d) = (self.0, c.0, d.0);
        // SAFETY: as in `reduce`.
        unsafe {
            let mut z = bias();
            for i in 0..5 {
                z[i] = sub(sub(add(a[i], z[i]), c[i]), d[i]);
            }
            carry(z)
        }
    }

    /// `self - rhs`, reduced: `self + 2^10*p - rhs`, whose limbs are in
    /// `(0, 2^60 + 2^61) ⊂ [0, 2^62)` because every bias limb is `>= 2^60 >
    /// rhs` limb.
    #[inline(always)]
    pub(crate) fn sub_reduce(&self, rhs: &Fe51x8Unreduced) -> Fe51x8 {
        let (a, b) = (self.0, rhs.0);
        // SAFETY: as in `reduce`.
        unsafe {
            let b0 = splat(BIAS0);
            let b1 = splat(BIAS1);
            carry([
                sub(add(a[0], b0), b[0]),
                sub(add(a[1], b1), b[1]),
                sub(add(a[2], b1), b[2]),
                sub(add(a[3], b1), b[3]),
                sub(add(a[4], b1), b[4]),
            ])
        }
    }

    /// Swaps `a` and `b` in the lanes whose bit is set in `k`, by k-mask
    /// blends (two per limb), in constant time.
    #[inline(always)]
    pub(crate) fn cswap(a: &mut Fe51x8Unreduced, b: &mut Fe51x8Unreduced, k: u8) {
        // SAFETY: as in `reduce`.
        unsafe {
            for i in 0..5 {
                let (x, y) = (a.0[i], b.0[i]);
                a.0[i] = blend(k, x, y);
                b.0[i] = blend(k, y, x);
            }
        }
    }

    /// The limbs (`[i][j]`: limb `i` of lane `j`). For tests.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn to_limbs(self) -> [[u64; 8]; 5] {
        // SAFETY: a `Fe51x8Unreduced` exists only on a CPU with AVX-512F.
        unsafe { store(&self.0) }
    }

    /// The canonical encodings of the eight elements.
    #[inline(always)]
    pub(crate) fn to_bytes(self) -> [[u8; 32]; 8] {
        // Reduced limbs are < 2^51 + 2^16 < 2^52: the invariant of `Fe51`,
        // whose `to_bytes` does the final reduction.
        let l = self.reduce().to_limbs();
        core::array::from_fn(|j| Fe51([l[0][j], l[1][j], l[2][j], l[3][j], l[4][j]]).to_bytes())
    }

    /// Eight unreduced elements from their limbs, each `< 2^60`. For tests.
    #[cfg(test)]
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) fn from_limbs(limbs: &[[u64; 8]; 5]) -> Fe51x8Unreduced {
        assert!(limbs.iter().flatten().all(|&l| l < 1 << 60));
        Fe51x8Unreduced(load(limbs))
    }
}

/// Five registers from `limbs[i][j]` (limb `i`, lane `j`).
#[target_feature(enable = "avx512f")]
fn load(limbs: &[[u64; 8]; 5]) -> [__m512i; 5] {
    // SAFETY: each `[u64; 8]` is 64 readable bytes; unaligned loads.
    limbs.map(|l| unsafe { _mm512_loadu_si512(l.as_ptr().cast()) })
}

/// The inverse of [`load`].
///
/// # Safety
/// The CPU supports AVX-512F.
#[inline(always)]
unsafe fn store(r: &[__m512i; 5]) -> [[u64; 8]; 5] {
    let mut out = [[0u64; 8]; 5];
    for (o, x) in out.iter_mut().zip(r) {
        // SAFETY: each `[u64; 8]` is 64 writable bytes; unaligned store; the
        // caller guarantees AVX-512F.
        unsafe { _mm512_storeu_si512(o.as_mut_ptr().cast(), *x) };
    }
    out
}

#[cfg(test)]
mod tests;
