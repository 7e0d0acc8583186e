//! Four independent GF(2^255-19) elements, one per 64-bit lane of AVX2
//! (ymm) registers, multiplied with `vpmuludq` (32 x 32 -> 64 bits): the
//! representation of Sandy2x (Chou, SAC 2015) and ref10, four lanes wide.
//!
//! # Representation
//!
//! Radix 2^25.5: an element is ten registers `l[0..10]`, lane `j` holding
//! `sum l[i] * 2^P(i)` of element `j`, with `P(i) = ceil(25.5 i)` = 0, 26,
//! 51, 77, 102, 128, 153, 179, 204, 230; limb `i` is `w(i)` = 26 bits wide
//! for even `i` and 25 for odd `i` (`P(i + 1) = P(i) + w(i)`). Each limb
//! sits in the low half of its 64-bit lane, where `vpmuludq` reads it.
//!
//! **Invariant of [`Fe2625x4`] (in and out of every operation): limb `i`
//! of every lane is `< 2^w(i) + 2^17`.** Everything else is an internal
//! intermediate with its bound stated where it is built.
//!
//! Why the bound is enough, with `R = 2^26 + 2^17` (the even limbs' bound,
//! above the odd limbs' `2^25 + 2^17`):
//!
//! * products: column `k` of `x * y` is `sum x_i y_j` over `i + j = k` plus
//!   `19 sum x_i y_j` over `i + j = k + 10` (`2^255 = 19 mod p`), where a
//!   term with `i` and `j` both odd is doubled (`P(i) + P(j) = P(i + j) +
//!   1`). `vpmuludq` takes 32-bit operands, so the factors are formed as
//!   `2 x_i < 2^27` and `19 y_j < 19 R < 2^31`; a term is at most
//!   `38 R^2 < 2^57.3`, a column of ten terms `< 2^61`;
//! * [`carry_wide`] brings columns `< 2^62` back to the invariant;
//! * additions of two elements give limbs `< 2R < 2^28`, differences `a +
//!   2p - b` limbs `< R + 2^27 < 2^28` (every limb of `2p` — `2^27 - 38`,
//!   `2^27 - 2`, `2^26 - 2` — is at least the same limb of `b`), and
//!   [`carry`] (one parallel round) brings limbs `< 2^30` back to the
//!   invariant.
//!
//! # Safety
//!
//! The methods execute AVX2 instructions. A value is created only by
//! functions compiled with `#[target_feature(enable = "avx2")]` (the
//! constructors), which can only run on a CPU that has it; so whenever a
//! method runs, the CPU has AVX2. The methods are `#[inline(always)]`
//! without `#[target_feature]` so that they inline whole into kernels
//! compiled with the feature.
//!
//! # Constant time
//!
//! Fixed sequences of `vpmuludq`, additions, subtractions, shifts, masks
//! and blends (`vpblendvb` with masks made from the data by arithmetic):
//! no branch, index or variable-latency instruction depends on a value.

use super::fe51::Fe51;
#[cfg(test)]
use super::{Field, Field25519};
use core::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_blend_epi32, _mm256_blendv_epi8,
    _mm256_loadu_si256, _mm256_mul_epu32, _mm256_permute4x64_epi64, _mm256_set1_epi64x,
    _mm256_setr_epi64x, _mm256_slli_epi64, _mm256_srli_epi64, _mm256_storeu_si256,
    _mm256_sub_epi64,
};

/// Limb widths: 26 bits for even limbs, 25 for odd ones.
pub(crate) const fn width(i: usize) -> u32 {
    if i.is_multiple_of(2) { 26 } else { 25 }
}

/// `2p` in radix 2^25.5: `2 (2^26 - 19)`, then `2 (2^w(i) - 1)`.
pub(crate) const TWO_P: [u64; 10] = {
    let mut t = [0u64; 10];
    let mut i = 0;
    while i < 10 {
        t[i] = 2 * ((1 << width(i)) - 1);
        i += 1;
    }
    t[0] = 2 * ((1 << 26) - 19);
    t
};

/// Four field elements in radix 2^25.5 (see the module documentation for
/// the limb invariant).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe2625x4(
    /// Limb `i` of the four lanes in register `i`. Kernels that work on the
    /// limbs directly (`montgomery::avx2`) read and build it; a value they
    /// build must meet the invariant.
    pub(crate) [__m256i; 10],
);

// ---------------------------------------------------------------------------
// Instruction wrappers, shared with `montgomery::avx2`. Each is `unsafe`:
// the caller guarantees AVX2.

#[inline(always)]
pub(crate) unsafe fn add(a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_add_epi64(a, b) }
}

#[inline(always)]
pub(crate) unsafe fn sub(a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_sub_epi64(a, b) }
}

/// The 64-bit product of the low 32 bits of each lane.
#[inline(always)]
pub(crate) unsafe fn mul32(a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_mul_epu32(a, b) }
}

#[inline(always)]
pub(crate) unsafe fn splat(c: u64) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_set1_epi64x(c as i64) }
}

/// `a >> w` and `a & (2^w - 1)` for the width of limb `i`.
#[inline(always)]
pub(crate) unsafe fn split(a: __m256i, i: usize) -> (__m256i, __m256i) {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        if width(i) == 26 {
            (
                _mm256_srli_epi64::<26>(a),
                _mm256_and_si256(a, splat((1 << 26) - 1)),
            )
        } else {
            (
                _mm256_srli_epi64::<25>(a),
                _mm256_and_si256(a, splat((1 << 25) - 1)),
            )
        }
    }
}

/// `19 a` as `a + 2a + 16a` (shifts and additions: a multiplication by
/// the constant would occupy the multiplier ports, which the products
/// need). The shifted copies pass through [`opaque`], or LLVM folds the
/// sum back into a `vpmuldq` by 19.
#[inline(always)]
pub(crate) unsafe fn times19(a: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        add(
            add(a, opaque(_mm256_slli_epi64::<1>(a))),
            opaque(_mm256_slli_epi64::<4>(a)),
        )
    }
}

/// `x`, hidden from the optimiser (an empty `asm!` block): no instruction.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn opaque(mut x: __m256i) -> __m256i {
    // SAFETY: an empty asm block that keeps `x` in a vector register.
    unsafe { core::arch::asm!("/* {0} */", inout(ymm_reg) x, options(pure, nomem, nostack)) };
    x
}

/// Columns `< 2^62` to the invariant: the carry chain of ref10's `fe_mul`,
/// two interleaved sequential chains (limbs 0..4 and 4..9), then the wrap
/// of the top carry by 19 and one more step into limb 1.
///
/// Bounds: after `z_k &= mask`, limb `k < 2^w(k)`. The carries of the
/// first pass are `< 2^37.2` and leave every column `< 2^62 + 2^37.2`; the
/// second carry out of limb 4 is `< 2^11.2 + 1` (limb 4 was `< 2^26 +
/// 2^37.2`), so limb 5 ends `< 2^25 + 2^12`; the carry out of limb 9 is
/// `< 2^37.2`, 19 times it `< 2^41.5`, so limb 0 is `< 2^26 + 2^41.5`
/// and its carry `< 2^15.5 + 1`, and limb 1 ends `< 2^25 + 2^16`. Every
/// limb meets the invariant.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn carry_wide(z: [__m256i; 10]) -> Fe2625x4 {
    // SAFETY: the caller guarantees AVX2.
    Fe2625x4(unsafe { carry_wide_limbs(z) })
}

/// [`carry_wide`] on bare limb registers (for `montgomery::avx2`, which
/// also feeds it columns up to `2^63`; its module documentation carries
/// the bound argument through for those).
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
pub(crate) unsafe fn carry_wide_limbs(mut z: [__m256i; 10]) -> [__m256i; 10] {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        macro_rules! step {
            ($i:expr, $j:expr) => {{
                let (c, l) = split(z[$i], $i);
                z[$i] = l;
                z[$j] = add(z[$j], c);
            }};
        }
        step!(0, 1);
        step!(4, 5);
        step!(1, 2);
        step!(5, 6);
        step!(2, 3);
        step!(6, 7);
        step!(3, 4);
        step!(7, 8);
        step!(4, 5);
        step!(8, 9);
        let (c, l) = split(z[9], 9);
        z[9] = l;
        z[0] = add(z[0], times19(c));
        step!(0, 1);
        z
    }
}

/// One parallel carry round: limbs `< 2^30` in, the invariant out. Every
/// carry is `< 2^5`, so limb `i >= 1` ends `< 2^w(i) + 2^5` and limb 0
/// `< 2^26 + 19 * 2^5`.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn carry(z: [__m256i; 10]) -> Fe2625x4 {
    // SAFETY: the caller guarantees AVX2.
    Fe2625x4(unsafe { carry_round(z) })
}

/// Limbs `z_i < 2^(w(i) + 17)` in (the products of
/// [`Lanes4::mul_small`](super::four_lanes::Lanes4::mul_small)), the invariant
/// out: one parallel round, then one step from limb 0 into limb 1.
///
/// Bounds: every carry `z_i >> w(i)` is `< 2^17`, so limb `i >= 1` ends `<=
/// (2^w(i) - 1) + (2^17 - 1)`; limb 0 is `(z_0 mod 2^26) + 19 c_9 < 2^26 +
/// 19 * 2^17 < 2^27`, so its carry into limb 1 is 0 or 1, limb 0 ends `<
/// 2^26` and limb 1 `<= 2^25 + 2^17 - 1`.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn carry_small_product(z: [__m256i; 10]) -> Fe2625x4 {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let mut z = carry_round(z);
        let (c, l) = split(z[0], 0);
        z[0] = l;
        z[1] = add(z[1], c);
        Fe2625x4(z)
    }
}

/// The parallel carry round of [`carry`] and [`carry_small_product`]:
/// limb `i` becomes `(z_i mod 2^w(i)) + (z_{i-1} >> w(i-1))`, limb 0 takes
/// `19 (z_9 >> 25)`. The value mod p is unchanged.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn carry_round(z: [__m256i; 10]) -> [__m256i; 10] {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let mut c = [splat(0); 10];
        let mut l = [splat(0); 10];
        macro_rules! split_all {
            ($($i:literal)*) => {$( (c[$i], l[$i]) = split(z[$i], $i); )*};
        }
        split_all!(0 1 2 3 4 5 6 7 8 9);
        let mut out = [splat(0); 10];
        out[0] = add(l[0], times19(c[9]));
        macro_rules! add_carries {
            ($($i:literal)*) => {$( out[$i] = add(l[$i], c[$i - 1]); )*};
        }
        add_carries!(1 2 3 4 5 6 7 8 9);
        out
    }
}

impl Fe2625x4 {
    /// Four elements from their canonical encodings' radix-2^51 forms:
    /// every [`Fe51`] limb `< 2^52` is split into limbs `2j` (26 bits) and
    /// `2j + 1` (the rest, `< 2^26`), then carried.
    #[target_feature(enable = "avx2")]
    pub(crate) fn from_fe51(f: &[Fe51; 4]) -> Fe2625x4 {
        let mut l = [[0u64; 4]; 10];
        for (j, fj) in f.iter().enumerate() {
            for (k, &limb) in fj.0.iter().enumerate() {
                l[2 * k][j] = limb & ((1 << 26) - 1);
                l[2 * k + 1][j] = limb >> 26;
            }
        }
        // Limbs < 2^26 < 2^30. Loaded from memory (`black_box`): LLVM
        // would otherwise build the registers with `vmovq xmm, xmm`, an
        // encoding valgrind 3.19 cannot execute (the taint check runs this).
        // SAFETY: compiled with AVX2.
        unsafe { carry(load(core::hint::black_box(&l))) }
    }

    /// Four elements from 32-byte encodings (bit 255 ignored, non-canonical
    /// values accepted, as [`super::Field25519::from_bytes`]).
    #[target_feature(enable = "avx2")]
    #[cfg(test)]
    pub(crate) fn from_bytes(b: &[[u8; 32]; 4]) -> Fe2625x4 {
        Fe2625x4::from_fe51(&b.each_ref().map(Fe51::from_bytes))
    }

    /// The same small value (`< 2^25`) in every lane.
    #[target_feature(enable = "avx2")]
    pub(crate) fn splat(c: u64) -> Fe2625x4 {
        debug_assert!(c < 1 << 25);
        // SAFETY: compiled with AVX2.
        unsafe {
            let mut r = [splat(0); 10];
            r[0] = splat(c);
            Fe2625x4(r)
        }
    }

    /// Lane `j` in radix 2^51: limb `k` is `l[2k] + l[2k + 1] 2^26 < 2^26 +
    /// 2^17 + (2^25 + 2^17) 2^26 < 2^52`, the invariant of [`Fe51`].
    #[inline(always)]
    pub(crate) fn to_fe51(self) -> [Fe51; 4] {
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        let l = unsafe { store(&self.0) };
        core::array::from_fn(|j| {
            Fe51(core::array::from_fn(|k| {
                l[2 * k][j] + (l[2 * k + 1][j] << 26)
            }))
        })
    }

    /// The canonical encodings of the four elements.
    #[inline(always)]
    #[cfg(test)]
    pub(crate) fn to_bytes(self) -> [[u8; 32]; 4] {
        self.to_fe51().map(|f| f.to_bytes())
    }

    /// The limbs (`[i][j]`: limb `i` of lane `j`). For tests.
    #[cfg(test)]
    #[inline(always)]
    pub(crate) fn to_limbs(self) -> [[u64; 4]; 10] {
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        unsafe { store(&self.0) }
    }

    /// Four elements from their limbs, each within the invariant. For tests.
    #[cfg(test)]
    #[target_feature(enable = "avx2")]
    pub(crate) fn from_limbs(l: &[[u64; 4]; 10]) -> Fe2625x4 {
        for (i, row) in l.iter().enumerate() {
            assert!(row.iter().all(|&x| x < (1 << width(i)) + (1 << 17)));
        }
        Fe2625x4(load(l))
    }

    /// Four elements from their limb registers (`l[i]`: limb `i` of every
    /// lane), for kernels that build limbs themselves (the table words of
    /// `edwards::comb::avx2`).
    ///
    /// # Safety
    /// The CPU supports AVX2, and every limb of every lane meets the
    /// invariant (`l[i] < 2^w(i) + 2^17`).
    #[inline(always)]
    pub(crate) unsafe fn from_registers(l: [__m256i; 10]) -> Fe2625x4 {
        Fe2625x4(l)
    }

    /// `self + rhs`, lane by lane.
    #[inline(always)]
    pub(crate) fn add(&self, rhs: &Fe2625x4) -> Fe2625x4 {
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2; limbs < 2^28.
        unsafe {
            let mut z = self.0;
            for (zi, &ri) in z.iter_mut().zip(&rhs.0) {
                *zi = add(*zi, ri);
            }
            carry(z)
        }
    }

    /// `self - rhs`, lane by lane, as `self + 2p - rhs`.
    #[inline(always)]
    pub(crate) fn sub(&self, rhs: &Fe2625x4) -> Fe2625x4 {
        // SAFETY: as in `add`; limbs in [0, 2^28).
        unsafe {
            let mut z = self.0;
            for (i, zi) in z.iter_mut().enumerate() {
                *zi = sub(add(*zi, splat(TWO_P[i])), rhs.0[i]);
            }
            carry(z)
        }
    }

    /// `self * rhs`, lane by lane (100 `vpmuludq`; see the module
    /// documentation for the column bounds).
    #[inline(always)]
    pub(crate) fn mul(&self, rhs: &Fe2625x4) -> Fe2625x4 {
        let (x, y) = (&self.0, &rhs.0);
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        unsafe {
            // 2 x_i for odd i (< 2^27), 19 y_j (< 2^31).
            let mut x2 = *x;
            let mut y19 = *y;
            for i in 0..10 {
                if i % 2 == 1 {
                    x2[i] = add(x[i], x[i]);
                }
                y19[i] = times19(y[i]);
            }
            let mut z = [splat(0); 10];
            // Fully unrolled (constant indices, so every array lives in
            // registers): x_i y_j, doubled when i and j are both odd, times
            // 19 when it wraps past limb 9.
            // Row by row (operand scanning): the ten accumulators and
            // x_i stay in registers, y_j and 19 y_j are read as memory
            // operands, so nothing else needs a register (16 ymm).
            macro_rules! row {
                ($i:literal; $($j:literal)*) => {$({
                    const K: usize = ($i + $j) % 10;
                    z[K] = add(
                        z[K],
                        mul32(
                            if $i % 2 == 1 && $j % 2 == 1 { x2[$i] } else { x[$i] },
                            if $i + $j >= 10 { y19[$j] } else { y[$j] },
                        ),
                    );
                })*};
            }
            macro_rules! rows {
                ($($i:literal)*) => {$( row!($i; 0 1 2 3 4 5 6 7 8 9); )*};
            }
            rows!(0 1 2 3 4 5 6 7 8 9);
            carry_wide(z)
        }
    }

    /// `self^2`, lane by lane (55 `vpmuludq`: the cross products once,
    /// doubled).
    #[inline(always)]
    pub(crate) fn square(&self) -> Fe2625x4 {
        let x = &self.0;
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        unsafe {
            // Column k gets x_i x_j (i < j) twice and x_i^2 once; both odd
            // doubles again. 2 x_i < 2^27, 19 x_j < 2^31, 2 * 19 x_j < 2^32.
            let (mut x2, mut x19, mut x38) = (*x, *x, *x);
            for i in 0..10 {
                x2[i] = add(x[i], x[i]);
                x19[i] = times19(x[i]);
                x38[i] = add(x19[i], x19[i]);
            }
            let mut z = [splat(0); 10];
            // The factor of x_i x_j (i <= j): 2 if i != j, times 2 if both
            // odd, times 19 if it wraps; the left operand takes the first 2,
            // the right one the rest: 4 = 2 * 2, 76 = 2 * 38 (38 x_j < 2^31
            // for odd j). Unrolled as in `mul`.
            macro_rules! term {
                ($i:literal, $j:literal) => {
                    if $i <= $j {
                        let both_odd = $i % 2 == 1 && $j % 2 == 1;
                        let twice = $i != $j;
                        let left = if twice || both_odd { x2[$i] } else { x[$i] };
                        let right = match ($i + $j >= 10, twice && both_odd) {
                            (true, true) => x38[$j],
                            (true, false) => x19[$j],
                            (false, true) => x2[$j],
                            (false, false) => x[$j],
                        };
                        z[($i + $j) % 10] = add(z[($i + $j) % 10], mul32(left, right));
                    }
                };
            }
            macro_rules! row {
                ($i:literal; $($j:literal)*) => {$( term!($i, $j); )*};
            }
            macro_rules! rows {
                ($($i:literal)*) => {$( row!($i; 0 1 2 3 4 5 6 7 8 9); )*};
            }
            rows!(0 1 2 3 4 5 6 7 8 9);
            carry_wide(z)
        }
    }

    /// Lane `j` of `b` where lane `j` of `mask` is all ones, of `a` where
    /// it is zero (`mask`: all ones or all zeros per lane, as the tests'
    /// `Fe2625x4::lane_mask` makes it).
    #[inline(always)]
    pub(crate) fn select(mask: __m256i, a: &Fe2625x4, b: &Fe2625x4) -> Fe2625x4 {
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        unsafe {
            let mut z = a.0;
            for (zi, &bi) in z.iter_mut().zip(&b.0) {
                *zi = _mm256_blendv_epi8(*zi, bi, mask);
            }
            Fe2625x4(z)
        }
    }

    /// Swaps `a` and `b` in the lanes where `mask` is all ones.
    #[inline(always)]
    pub(crate) fn cswap(mask: __m256i, a: &mut Fe2625x4, b: &mut Fe2625x4) {
        let (x, y) = (*a, *b);
        *a = Fe2625x4::select(mask, &x, &y);
        *b = Fe2625x4::select(mask, &y, &x);
    }

    /// The lane mask of four bits (`bits[j]` is 0 or 1): all ones in the
    /// lanes whose bit is 1, by arithmetic (`0 - bit`), never a branch.
    #[target_feature(enable = "avx2")]
    #[cfg(test)]
    pub(crate) fn lane_mask(bits: [u64; 4]) -> __m256i {
        let m = bits.map(|b| (b & 1).wrapping_neg());
        // SAFETY: compiled with AVX2; `m` is 32 readable bytes.
        unsafe { _mm256_loadu_si256(m.as_ptr().cast()) }
    }
}

/// Four independent elements, lane by lane: the point formulas of
/// [`crate::edwards::point`] run on four points at once.
impl super::Ring for Fe2625x4 {
    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        Fe2625x4::mul(self, rhs)
    }
    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        Fe2625x4::add(self, rhs)
    }
    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        Fe2625x4::sub(self, rhs)
    }
}

impl super::four_lanes::Lanes4 for Fe2625x4 {
    type Token = crate::backend::cpu::Avx2;
    #[inline(always)]
    fn square(&self) -> Self {
        Fe2625x4::square(self)
    }
    #[inline(always)]
    fn permute<const IMM: i32>(&self) -> Self {
        let mut z = self.0;
        for zi in z.iter_mut() {
            // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
            *zi = unsafe { _mm256_permute4x64_epi64::<IMM>(*zi) };
        }
        Fe2625x4(z)
    }
    #[inline(always)]
    fn blend<const IMM8: i32>(&self, b: &Self) -> Self {
        let mut z = self.0;
        for (zi, &bi) in z.iter_mut().zip(&b.0) {
            // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
            *zi = unsafe { _mm256_blend_epi32::<IMM8>(*zi, bi) };
        }
        Fe2625x4(z)
    }
    #[inline(always)]
    fn neg(&self) -> Self {
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        Fe2625x4(unsafe { [splat(0); 10] }).sub(self)
    }
    #[inline(always)]
    fn mul_small(&self, c: [i32; 4]) -> Self {
        debug_assert!(c.iter().all(|c| c.unsigned_abs() < 1 << 16));
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        unsafe {
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
            // y = x or 2p - x: limbs < 2^27 (even) and < 2^26 (odd), as
            // every limb of 2p is at least the invariant's bound (see
            // `sub`); times |c| < 2^16: limb i < 2^(w(i) + 17).
            let mut z = self.0;
            for (i, zi) in z.iter_mut().enumerate() {
                let y = _mm256_blendv_epi8(*zi, sub(splat(TWO_P[i]), *zi), neg);
                *zi = mul32(y, k);
            }
            carry_small_product(z)
        }
    }
    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: subtle::Choice) -> Self {
        // SAFETY: a `Fe2625x4` exists only on a CPU with AVX2.
        let mask = unsafe { splat(u64::from(choice.unwrap_u8()).wrapping_neg()) };
        Fe2625x4::select(mask, a, b)
    }
    #[inline(always)]
    fn from_fe51(_avx2: crate::backend::cpu::Avx2, f: &[Fe51; 4]) -> Self {
        // SAFETY: the token proves AVX2.
        unsafe { Fe2625x4::from_fe51(f) }
    }
    #[inline(always)]
    fn to_fe51(self) -> [Fe51; 4] {
        Fe2625x4::to_fe51(self)
    }
}

/// Ten registers from `l[i][j]` (limb `i`, lane `j`).
#[target_feature(enable = "avx2")]
fn load(l: &[[u64; 4]; 10]) -> [__m256i; 10] {
    // SAFETY: each `[u64; 4]` is 32 readable bytes; unaligned loads.
    l.map(|r| unsafe { _mm256_loadu_si256(r.as_ptr().cast()) })
}

/// The inverse of [`load`].
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn store(r: &[__m256i; 10]) -> [[u64; 4]; 10] {
    let mut out = [[0u64; 4]; 10];
    for (o, x) in out.iter_mut().zip(r) {
        // SAFETY: each `[u64; 4]` is 32 writable bytes; the caller
        // guarantees AVX2.
        unsafe { _mm256_storeu_si256(o.as_mut_ptr().cast(), *x) };
    }
    out
}

#[cfg(test)]
mod tests;
