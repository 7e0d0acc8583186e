//! Eight independent GF(2^255-19) elements, one per 64-bit lane of a zmm
//! register, multiplied with AVX-512 IFMA (`vpmadd52luq`/`vpmadd52huq`).
//!
//! This is the field of the batch X25519 ladder (`montgomery_batch`): eight
//! ladders run in lockstep, lane `j` of every register belonging to ladder
//! `j`, so no operation ever moves data between lanes.
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
//! Columns 5..9 are folded back by `2^255 = 19 (mod p)` with IFMA too
//! (the method of curve25519-dalek's `ifma-notes.md`): writing a column
//! `z = z' + z''*2^52` with `z' < 2^52`,
//! `19*z*2^(51i) = lo(19, z)*2^(51i) + 2*(hi(19, z) + 19*z'')*2^(51(i+1))`,
//! where the IFMA reads only `z'` of `z`, and `19*z'' = lo(19, z >> 52)`.
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

use super::FieldElement;
use super::fe51::Fe51;
use core::arch::x86_64::{
    __m512i, __mmask8, _mm512_add_epi64, _mm512_and_si512, _mm512_loadu_si512,
    _mm512_madd52hi_epu64, _mm512_madd52lo_epu64, _mm512_mask_blend_epi64, _mm512_set1_epi64,
    _mm512_setzero_si512, _mm512_slli_epi64, _mm512_srli_epi64, _mm512_storeu_si512,
    _mm512_sub_epi64,
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

/// `a >> 52` in every lane.
#[inline(always)]
unsafe fn shr52(a: __m512i) -> __m512i {
    // SAFETY: the caller guarantees AVX-512F.
    unsafe { _mm512_srli_epi64::<52>(a) }
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

    /// The limbs (`[i][j]`: limb `i` of lane `j`).
    #[inline(always)]
    pub(crate) fn to_limbs(self) -> [[u64; 8]; 5] {
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe { store(&self.0) }
    }

    /// The same elements as unreduced values (no work: the bound
    /// `2^51 + 2^16` is below `2^60`).
    #[inline(always)]
    pub(crate) fn to_unreduced(self) -> Fe51x8Unreduced {
        Fe51x8Unreduced(self.0)
    }

    /// `self * rhs`, lane by lane.
    ///
    /// 50 IFMA for the products, 13 for the reduction, 9 doublings, 4
    /// shifts, 1 `vpsrlq` + 2 IFMA for column 9.
    #[inline(always)]
    pub(crate) fn mul(&self, rhs: &Fe51x8) -> Fe51x8Unreduced {
        let [x0, x1, x2, x3, x4] = self.0;
        let [y0, y1, y2, y3, y4] = rhs.0;
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
        unsafe {
            let z = zero();
            let k19 = splat(19);
            let k38 = splat(38);

            // High columns, z_k = L_k + 2*H_k with L_k the sum of n_k low
            // halves (n = 1,2,3,4,5,4,3,2,1 for k = 0..8) and H_k the sum of
            // n_{k-1} high halves. Bounds: L_k < n_k*2^52,
            // 2*H_k < n_{k-1}*(2^51 + 2^17 + 2).
            // z9 = 2*hi(x4,y4) < 2^51 + 2^18 < 2^52.
            let h9 = madhi(z, x4, y4);
            let z9 = add(h9, h9);
            // z8 < 2^52 + 2*(2^51 + 2^18) < 2^53 + 2^19.
            let mut z8 = madhi(z, x4, y3);
            z8 = madhi(z8, x3, y4);
            z8 = add(z8, z8);
            z8 = madlo(z8, x4, y4);
            // z7 < 2*2^52 + 3*(2^51 + 2^18) < 2^54.
            let mut z7 = madhi(z, x4, y2);
            z7 = madhi(z7, x3, y3);
            z7 = madhi(z7, x2, y4);
            z7 = add(z7, z7);
            z7 = madlo(z7, x4, y3);
            z7 = madlo(z7, x3, y4);
            // z6 < 3*2^52 + 4*(2^51 + 2^18) = 5*2^52 + 2^20.
            let mut z6 = madhi(z, x4, y1);
            z6 = madhi(z6, x3, y2);
            z6 = madhi(z6, x2, y3);
            z6 = madhi(z6, x1, y4);
            z6 = add(z6, z6);
            z6 = madlo(z6, x4, y2);
            z6 = madlo(z6, x3, y3);
            z6 = madlo(z6, x2, y4);
            // z5 < 4*2^52 + 5*(2^51 + 2^18) < 6.5*2^52 + 2^21 < 2^55.
            let mut z5 = madhi(z, x4, y0);
            z5 = madhi(z5, x3, y1);
            z5 = madhi(z5, x2, y2);
            z5 = madhi(z5, x1, y3);
            z5 = madhi(z5, x0, y4);
            z5 = add(z5, z5);
            z5 = madlo(z5, x4, y1);
            z5 = madlo(z5, x3, y2);
            z5 = madlo(z5, x2, y3);
            z5 = madlo(z5, x1, y4);

            // Every high column is < 2^55, so z'' = z >> 52 < 8 and
            // 19*z'' < 2^8; hi(19, z) <= 18. Column 9 is < 2^52: z9'' = 0.
            // Low column i (0..4) = L_i + lo(19, z_{5+i})
            //   + 2*(H_i + hi(19, z_{4+i}) + lo(19, z_{4+i} >> 52)).
            // Column 9's high part lands on column 5, i.e. 19 times on
            // column 0: 2*19*hi(19, z9) = lo(38, hi(19, z9)) (< 2^10).
            let t9 = madhi(z, k19, z9);

            // c0 = lo(x0,y0) + lo(19,z5) + lo(38,t9) < 2*2^52 + 2^10.
            let mut c0 = madlo(z, x0, y0);
            c0 = madlo(c0, k19, z5);
            c0 = madlo(c0, k38, t9);
            // c1 < 2*2^52 + 2^52 + 2*(2^50 + 2^16 + 1 + 18 + 19*7) < 3.5*2^52 + 2^18.
            let mut c1 = madhi(z, x0, y0);
            c1 = madhi(c1, k19, z5);
            c1 = madlo(c1, k19, shr52(z5));
            c1 = add(c1, c1);
            c1 = madlo(c1, x1, y0);
            c1 = madlo(c1, x0, y1);
            c1 = madlo(c1, k19, z6);
            // c2 < 3*2^52 + 2^52 + 2*(2*(2^50 + 2^16 + 1) + 151) < 5*2^52 + 2^19.
            let mut c2 = madhi(z, x1, y0);
            c2 = madhi(c2, x0, y1);
            c2 = madhi(c2, k19, z6);
            c2 = madlo(c2, k19, shr52(z6));
            c2 = add(c2, c2);
            c2 = madlo(c2, x2, y0);
            c2 = madlo(c2, x1, y1);
            c2 = madlo(c2, x0, y2);
            c2 = madlo(c2, k19, z7);
            // c3 < 4*2^52 + 2^52 + 2*(3*(2^50 + 2^16 + 1) + 151) < 6.5*2^52 + 2^19.
            let mut c3 = madhi(z, x2, y0);
            c3 = madhi(c3, x1, y1);
            c3 = madhi(c3, x0, y2);
            c3 = madhi(c3, k19, z7);
            c3 = madlo(c3, k19, shr52(z7));
            c3 = add(c3, c3);
            c3 = madlo(c3, x3, y0);
            c3 = madlo(c3, x2, y1);
            c3 = madlo(c3, x1, y2);
            c3 = madlo(c3, x0, y3);
            c3 = madlo(c3, k19, z8);
            // c4 < 5*2^52 + 2^52 + 2*(4*(2^50 + 2^16 + 1) + 151) < 8*2^52 + 2^20.
            let mut c4 = madhi(z, x3, y0);
            c4 = madhi(c4, x2, y1);
            c4 = madhi(c4, x1, y2);
            c4 = madhi(c4, x0, y3);
            c4 = madhi(c4, k19, z8);
            c4 = madlo(c4, k19, shr52(z8));
            c4 = add(c4, c4);
            c4 = madlo(c4, x4, y0);
            c4 = madlo(c4, x3, y1);
            c4 = madlo(c4, x2, y2);
            c4 = madlo(c4, x1, y3);
            c4 = madlo(c4, x0, y4);
            c4 = madlo(c4, k19, z9);
            // All five < 2^56 < 2^60.
            Fe51x8Unreduced([c0, c1, c2, c3, c4])
        }
    }

    /// `self^2`, lane by lane.
    ///
    /// Column k = D_k + 2*(E_k + C_k + 2*F_k) with D the low and E the high
    /// halves of the squares `x_i^2` (columns 2i and 2i+1), C the low and F
    /// the high halves of the cross products `x_i*x_j`, `i < j` (columns
    /// i+j and i+j+1). 30 IFMA for the products, the reduction as in
    /// [`Fe51x8::mul`].
    #[inline(always)]
    pub(crate) fn square(&self) -> Fe51x8Unreduced {
        let [x0, x1, x2, x3, x4] = self.0;
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
        unsafe {
            let z = zero();
            let k19 = splat(19);
            let k38 = splat(38);

            // z9 = 2*hi(x4,x4) < 2^51 + 2^18 < 2^52.
            let h9 = madhi(z, x4, x4);
            let z9 = add(h9, h9);
            // z8 = lo(x4,x4) + 4*hi(x3,x4) < 2^52 + 2^52 + 2^19.
            let mut z8 = madhi(z, x3, x4);
            z8 = add(z8, z8);
            z8 = add(z8, z8);
            z8 = madlo(z8, x4, x4);
            // z7 = 2*(hi(x3,x3) + lo(x3,x4) + 2*hi(x2,x4)) < 2*(2^52 + 3*(2^50 + 2^17)) < 3.5*2^52 + 2^19.
            let mut z7 = madhi(z, x2, x4);
            z7 = add(z7, z7);
            z7 = madhi(z7, x3, x3);
            z7 = madlo(z7, x3, x4);
            z7 = add(z7, z7);
            // z6 = lo(x3,x3) + 2*(lo(x2,x4) + 2*(hi(x1,x4) + hi(x2,x3))) < 2^52 + 2*2^52 + 4*2*(2^50 + 2^17) < 5*2^52 + 2^21.
            let mut z6 = madhi(z, x1, x4);
            z6 = madhi(z6, x2, x3);
            z6 = add(z6, z6);
            z6 = madlo(z6, x2, x4);
            z6 = add(z6, z6);
            z6 = madlo(z6, x3, x3);
            // z5 = 2*(hi(x2,x2) + lo(x1,x4) + lo(x2,x3) + 2*(hi(x0,x4) + hi(x1,x3)))
            //    < 2*(2^50 + 2^17 + 2*2^52 + 4*(2^50 + 2^17)) < 6.5*2^52 + 2^21 < 2^55.
            let mut z5 = madhi(z, x0, x4);
            z5 = madhi(z5, x1, x3);
            z5 = add(z5, z5);
            z5 = madhi(z5, x2, x2);
            z5 = madlo(z5, x1, x4);
            z5 = madlo(z5, x2, x3);
            z5 = add(z5, z5);

            // Reduction as in `mul` (every high column < 2^55, z9 < 2^52).
            let t9 = madhi(z, k19, z9);

            // c0 = lo(x0,x0) + lo(19,z5) + lo(38,t9) < 2*2^52 + 2^10.
            let mut c0 = madlo(z, x0, x0);
            c0 = madlo(c0, k19, z5);
            c0 = madlo(c0, k38, t9);
            // c1 = 2*(hi(x0,x0) + lo(x0,x1) + hi(19,z5) + lo(19,z5>>52)) + lo(19,z6)
            //    < 2*(2^50 + 2^17 + 2^52 + 151) + 2^52 < 3.5*2^52 + 2^19.
            let mut c1 = madhi(z, x0, x0);
            c1 = madlo(c1, x0, x1);
            c1 = madhi(c1, k19, z5);
            c1 = madlo(c1, k19, shr52(z5));
            c1 = add(c1, c1);
            c1 = madlo(c1, k19, z6);
            // c2 = lo(x1,x1) + 2*(lo(x0,x2) + 2*hi(x0,x1) + hi(19,z6) + lo(19,z6>>52)) + lo(19,z7)
            //    < 2^52 + 2*(2^52 + 2^51 + 2^18 + 151) + 2^52 < 5*2^52 + 2^20.
            let mut c2 = madhi(z, x0, x1);
            c2 = add(c2, c2);
            c2 = madlo(c2, x0, x2);
            c2 = madhi(c2, k19, z6);
            c2 = madlo(c2, k19, shr52(z6));
            c2 = add(c2, c2);
            c2 = madlo(c2, x1, x1);
            c2 = madlo(c2, k19, z7);
            // c3 = 2*(hi(x1,x1) + lo(x0,x3) + lo(x1,x2) + 2*hi(x0,x2) + hi(19,z7) + lo(19,z7>>52)) + lo(19,z8)
            //    < 2*(2^50 + 2^17 + 2*2^52 + 2^51 + 2^18 + 151) + 2^52 < 6.5*2^52 + 2^20.
            let mut c3 = madhi(z, x0, x2);
            c3 = add(c3, c3);
            c3 = madhi(c3, x1, x1);
            c3 = madlo(c3, x0, x3);
            c3 = madlo(c3, x1, x2);
            c3 = madhi(c3, k19, z7);
            c3 = madlo(c3, k19, shr52(z7));
            c3 = add(c3, c3);
            c3 = madlo(c3, k19, z8);
            // c4 = lo(x2,x2) + 2*(lo(x0,x4) + lo(x1,x3) + 2*(hi(x0,x3) + hi(x1,x2)) + hi(19,z8) + lo(19,z8>>52)) + lo(19,z9)
            //    < 2^52 + 2*(2*2^52 + 2*(2^51 + 2^18) + 151) + 2^52 < 8*2^52 + 2^20.
            let mut c4 = madhi(z, x0, x3);
            c4 = madhi(c4, x1, x2);
            c4 = add(c4, c4);
            c4 = madlo(c4, x0, x4);
            c4 = madlo(c4, x1, x3);
            c4 = madhi(c4, k19, z8);
            c4 = madlo(c4, k19, shr52(z8));
            c4 = add(c4, c4);
            c4 = madlo(c4, x2, x2);
            c4 = madlo(c4, k19, z9);
            // All five < 2^56 < 2^60.
            Fe51x8Unreduced([c0, c1, c2, c3, c4])
        }
    }

    /// `acc + c * self`, carried to a reduced element, for a constant
    /// `c < 2^32` (121665 in the ladder).
    ///
    /// `x_i * c = lo(x_i, c) + 2*hi(x_i, c)*2^51`; the doubled high half is
    /// accumulated twice instead of doubled, and the high half of `x_4*c`
    /// (worth `2*2^255 = 38`) goes to limb 0 as `lo(38, hi(x_4, c))`.
    /// Bounds: `hi(x_i, c) < (2^51 + 2^16)*2^32/2^52 < 2^31 + 1`, so every
    /// limb is `< 2^60 + 2^52 + 2^33 < 2^61` before the carry.
    #[inline(always)]
    pub(crate) fn mul_small_add_reduce(&self, c: u32, acc: &Fe51x8Unreduced) -> Fe51x8 {
        let [x0, x1, x2, x3, x4] = self.0;
        let a = acc.0;
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F and IFMA.
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

    /// `9 * self` by shifts and additions (the base point's u = 9):
    /// limbs `< 9*(2^51 + 2^16) < 2^55`.
    #[inline(always)]
    pub(crate) fn mul_nine(&self) -> Fe51x8Unreduced {
        // SAFETY: a `Fe51x8` exists only on a CPU with AVX-512F.
        unsafe { Fe51x8Unreduced(self.0.map(|x| add(_mm512_slli_epi64::<3>(x), x))) }
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
