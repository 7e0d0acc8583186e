//! Four GF(2^255-19) elements, one per 64-bit lane of ymm registers,
//! multiplied with AVX-512 IFMA on 256-bit vectors (AVX-512VL): the
//! four-lane field of the 4-way parallel formulas
//! ([`super::lanes4::Lanes4`]), built for **latency**, since those formulas
//! run one point (or one ladder) whose every product waits for the last.
//!
//! # Representation
//!
//! Radix 2^51 in the 52-bit IFMA lanes, five registers, as
//! [`super::fe51x8`] (which explains the choice of radix).
//!
//! **Invariant (in and out of every operation): every limb `< 2^51 +
//! 2^16`**, so every value is a valid IFMA multiplicand (`< 2^52`).
//!
//! # The product, for latency
//!
//! `x_i y_j = lo + 2 hi 2^51` (`lo`, `hi` the low and high 52 bits of the
//! 104-bit product). Column `k` gets the low halves of `i + j = k` and
//! twice the high halves of `i + j = k - 1`. In [`super::fe51x8`] each
//! column is one accumulation chain of up to ten IFMAs (40 cycles of
//! latency): there eight lanes of independent work hide it. Here each
//! column's low and high halves are split by the parity of `i` into four
//! chains of at most three IFMAs (12 cycles), added at the end; the fold of
//! columns 5..9 by `2^255 = 19` is shifts and additions, and the carry is
//! one parallel round (`c_4 * 19` by shifts and additions too). About 25
//! cycles from operands to a reduced result.
//!
//! Bounds: with reduced inputs, `lo < 2^52` and `hi < 2^50 + 2^16 + 1`;
//! column `k` is `< (1, 2.5, 4, 5.5, 7, 6.5, 5, 3.5, 2, 0.5) 2^52` plus
//! `2^21` (the bounds of `fe51x8`), the folded limbs `< 124.5 2^52 + 2^26
//! < 2^59`, and the carry brings limbs `< 2^62` back to the invariant
//! (carries `< 2^11`, `19 c_4 < 2^16`).
//!
//! # Safety
//!
//! A value is created only by functions compiled with
//! `#[target_feature(enable = "avx512f,avx512vl,avx512ifma")]`, or by the
//! `unsafe` constructors whose callers guarantee those features; so
//! whenever a method runs, the CPU has them.
//!
//! # Constant time
//!
//! Fixed instruction sequences (IFMA, additions, shifts, masks, lane
//! permutations and blends with immediate operands): nothing depends on a
//! value.

use super::fe51::Fe51;
use super::lanes4::Lanes4;
use core::arch::x86_64::{
    __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_blend_epi32, _mm256_loadu_si256,
    _mm256_madd52hi_epu64, _mm256_madd52lo_epu64, _mm256_permute4x64_epi64, _mm256_set1_epi64x,
    _mm256_setzero_si256, _mm256_slli_epi64, _mm256_srli_epi64, _mm256_storeu_si256,
    _mm256_sub_epi64,
};

/// `2^51 - 1`.
const MASK51: u64 = (1 << 51) - 1;

/// `2p` in radix 2^51: limb 0 `2^52 - 38`, limbs 1..4 `2^52 - 2`. Each is
/// at least `2^51 + 2^16`, above any reduced limb, so `a + 2p - b` never
/// wraps.
const TWO_P0: u64 = 2 * ((1 << 51) - 19);
const TWO_P1: u64 = 2 * ((1 << 51) - 1);

/// Four field elements (see the module documentation).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe51x4([__m256i; 5]);

#[inline(always)]
unsafe fn add(a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_add_epi64(a, b) }
}

#[inline(always)]
unsafe fn splat(c: u64) -> __m256i {
    // SAFETY: the caller guarantees AVX.
    unsafe { _mm256_set1_epi64x(c as i64) }
}

/// `a >> 51` in every lane.
#[inline(always)]
unsafe fn shr51(a: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_srli_epi64::<51>(a) }
}

/// `a + t - b` in every lane.
#[inline(always)]
unsafe fn add_sub(a: __m256i, t: u64, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_sub_epi64(add(a, splat(t)), b) }
}

/// The four lanes of `r`.
#[inline(always)]
unsafe fn load(r: &[u64; 4]) -> __m256i {
    // SAFETY: the caller guarantees AVX; `r` is 32 readable bytes.
    unsafe { _mm256_loadu_si256(r.as_ptr().cast()) }
}

/// `acc + lo(a, b)`.
#[inline(always)]
unsafe fn madlo(acc: __m256i, a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX-512 IFMA and VL.
    unsafe { _mm256_madd52lo_epu64(acc, a, b) }
}

/// `acc + hi(a, b)`.
#[inline(always)]
unsafe fn madhi(acc: __m256i, a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX-512 IFMA and VL.
    unsafe { _mm256_madd52hi_epu64(acc, a, b) }
}

/// `19 z = z + 2z + 16z` by shifts and additions.
#[inline(always)]
unsafe fn times19(z: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        add(
            add(z, opaque(_mm256_slli_epi64::<1>(z))),
            opaque(_mm256_slli_epi64::<4>(z)),
        )
    }
}

/// `x`, hidden from the optimiser (which would turn `z + 2z + 16z` into a
/// multiplication on the IFMA ports).
#[inline]
#[target_feature(enable = "avx2")]
fn opaque(mut x: __m256i) -> __m256i {
    // SAFETY: an empty asm block that keeps `x` in a vector register.
    unsafe { core::arch::asm!("/* {0} */", inout(ymm_reg) x, options(pure, nomem, nostack)) };
    x
}

/// One parallel carry round: limbs `< 2^62` in, the invariant out.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn carry(z: [__m256i; 5]) -> Fe51x4 {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let m = splat(MASK51);
        let (c0, c1, c2, c3, c4) = (
            shr51(z[0]),
            shr51(z[1]),
            shr51(z[2]),
            shr51(z[3]),
            shr51(z[4]),
        );
        Fe51x4([
            add(_mm256_and_si256(z[0], m), times19(c4)),
            add(_mm256_and_si256(z[1], m), c0),
            add(_mm256_and_si256(z[2], m), c1),
            add(_mm256_and_si256(z[3], m), c2),
            add(_mm256_and_si256(z[4], m), c3),
        ])
    }
}

impl Fe51x4 {
    /// `x * y`, folded, limbs `< 2^59` (before the carry).
    ///
    /// # Safety
    /// The CPU supports AVX2, AVX-512 IFMA and VL.
    #[inline(always)]
    unsafe fn product(x: &[__m256i; 5], y: &[__m256i; 5]) -> [__m256i; 5] {
        // SAFETY: the caller guarantees the features.
        unsafe {
            let z0 = _mm256_setzero_si256();
            // lo[p][k], hi[p][k]: the low / high halves of x_i y_j with
            // i + j = k and i of parity p, each at most three IFMAs deep.
            let mut lo = [[z0; 9]; 2];
            let mut hi = [[z0; 9]; 2];
            macro_rules! terms {
                ($($i:literal)*) => {$(
                    terms!(@row $i; 0 1 2 3 4);
                )*};
                (@row $i:literal; $($j:literal)*) => {$(
                    lo[$i % 2][$i + $j] = madlo(lo[$i % 2][$i + $j], x[$i], y[$j]);
                    hi[$i % 2][$i + $j] = madhi(hi[$i % 2][$i + $j], x[$i], y[$j]);
                )*};
            }
            terms!(0 1 2 3 4);
            // z_k = lo_k + 2 hi_{k-1}.
            let mut z = [z0; 10];
            macro_rules! columns {
                ($($k:literal)*) => {$({
                    let l = if $k < 9 { add(lo[0][$k % 9], lo[1][$k % 9]) } else { z0 };
                    let h = if $k > 0 {
                        let h = add(hi[0][($k + 8) % 9], hi[1][($k + 8) % 9]);
                        add(h, h)
                    } else {
                        z0
                    };
                    z[$k] = add(l, h);
                })*};
            }
            columns!(0 1 2 3 4 5 6 7 8 9);
            [
                add(z[0], times19(z[5])),
                add(z[1], times19(z[6])),
                add(z[2], times19(z[7])),
                add(z[3], times19(z[8])),
                add(z[4], times19(z[9])),
            ]
        }
    }

    /// Four elements from five registers, limb `i` of every lane in
    /// register `i`, each limb `< 2^62`: carried.
    ///
    /// # Safety
    /// The CPU supports AVX2.
    #[inline(always)]
    unsafe fn from_raw(r: [__m256i; 5]) -> Fe51x4 {
        // SAFETY: the caller guarantees AVX2.
        unsafe { carry(r) }
    }

    /// The limbs (`[i][j]`: limb `i` of lane `j`).
    #[inline(always)]
    fn to_limbs(self) -> [[u64; 4]; 5] {
        let mut out = [[0u64; 4]; 5];
        for (o, x) in out.iter_mut().zip(&self.0) {
            // SAFETY: each `[u64; 4]` is 32 writable bytes; a `Fe51x4`
            // exists only on a CPU with AVX2.
            unsafe { _mm256_storeu_si256(o.as_mut_ptr().cast(), *x) };
        }
        out
    }
}

impl Lanes4 for Fe51x4 {
    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        // SAFETY: a `Fe51x4` exists only on a CPU with the features; the
        // folded limbs are < 2^59.
        unsafe { carry(Fe51x4::product(&self.0, &rhs.0)) }
    }
    #[inline(always)]
    fn square(&self) -> Self {
        self.mul(self)
    }
    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // SAFETY: as in `mul`; limbs < 2^53.
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
    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // SAFETY: as in `mul`; limbs in [0, 2^53).
        unsafe {
            carry([
                add_sub(a[0], TWO_P0, b[0]),
                add_sub(a[1], TWO_P1, b[1]),
                add_sub(a[2], TWO_P1, b[2]),
                add_sub(a[3], TWO_P1, b[3]),
                add_sub(a[4], TWO_P1, b[4]),
            ])
        }
    }
    #[inline(always)]
    fn permute<const IMM: i32>(&self) -> Self {
        let x = &self.0;
        // SAFETY: a `Fe51x4` exists only on a CPU with AVX2.
        unsafe {
            Fe51x4([
                _mm256_permute4x64_epi64::<IMM>(x[0]),
                _mm256_permute4x64_epi64::<IMM>(x[1]),
                _mm256_permute4x64_epi64::<IMM>(x[2]),
                _mm256_permute4x64_epi64::<IMM>(x[3]),
                _mm256_permute4x64_epi64::<IMM>(x[4]),
            ])
        }
    }
    #[inline(always)]
    fn blend<const IMM8: i32>(&self, b: &Self) -> Self {
        let (x, y) = (&self.0, &b.0);
        // SAFETY: a `Fe51x4` exists only on a CPU with AVX2.
        unsafe {
            Fe51x4([
                _mm256_blend_epi32::<IMM8>(x[0], y[0]),
                _mm256_blend_epi32::<IMM8>(x[1], y[1]),
                _mm256_blend_epi32::<IMM8>(x[2], y[2]),
                _mm256_blend_epi32::<IMM8>(x[3], y[3]),
                _mm256_blend_epi32::<IMM8>(x[4], y[4]),
            ])
        }
    }
    #[inline(always)]
    unsafe fn from_fe51(f: &[Fe51; 4]) -> Self {
        let mut l = [[0u64; 4]; 5];
        for (j, fj) in f.iter().enumerate() {
            for (i, li) in l.iter_mut().enumerate() {
                li[j] = fj.0[i];
            }
        }
        // SAFETY: the caller guarantees the features; `Fe51` limbs are
        // < 2^52 < 2^62.
        unsafe {
            Fe51x4::from_raw([
                load(&l[0]),
                load(&l[1]),
                load(&l[2]),
                load(&l[3]),
                load(&l[4]),
            ])
        }
    }
    #[inline(always)]
    fn to_fe51(self) -> [Fe51; 4] {
        // Reduced limbs are < 2^51 + 2^16 < 2^52, the invariant of `Fe51`.
        let l = self.to_limbs();
        core::array::from_fn(|j| Fe51([l[0][j], l[1][j], l[2][j], l[3][j], l[4][j]]))
    }
}

#[cfg(test)]
mod tests {
    //! Every operation against a `num-bigint` model on 100,000 random lanes
    //! with limbs at and near the invariant's bound, outputs checked for
    //! the invariant too. Skipped without AVX-512 IFMA/VL.
    use super::*;
    use num_bigint::BigUint;
    use num_traits::One;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha20Rng;

    const BOUND: u64 = (1 << 51) + (1 << 16);

    fn p() -> BigUint {
        (BigUint::one() << 255u32) - 19u32
    }

    fn value(l: &[[u64; 4]; 5], j: usize) -> BigUint {
        (0..5)
            .rev()
            .fold(BigUint::default(), |v, i| (v << 51u32) + l[i][j])
            % p()
    }

    fn limbs(rng: &mut ChaCha20Rng) -> [[u64; 4]; 5] {
        let mut l = [[0u64; 4]; 5];
        for j in 0..4 {
            let all_max = rng.gen_ratio(1, 8);
            for row in l.iter_mut() {
                row[j] = match (all_max, rng.gen_range(0..5)) {
                    (true, _) | (_, 0) => BOUND - 1,
                    (_, 1) => BOUND - 1 - rng.gen_range(0..1 << 20),
                    (_, 2) => 0,
                    (_, 3) => MASK51,
                    _ => rng.gen_range(0..BOUND),
                };
            }
        }
        l
    }

    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
    fn from_limbs(l: &[[u64; 4]; 5]) -> Fe51x4 {
        // SAFETY: compiled with the features; 32 readable bytes each.
        unsafe {
            Fe51x4([
                load(&l[0]),
                load(&l[1]),
                load(&l[2]),
                load(&l[3]),
                load(&l[4]),
            ])
        }
    }

    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
    fn cases() {
        let mut rng = ChaCha20Rng::seed_from_u64(0x5104);
        let p = p();
        for round in 0..25_000 {
            let (la, lb) = (limbs(&mut rng), limbs(&mut rng));
            let (a, b) = (from_limbs(&la), from_limbs(&lb));
            let out = [
                (a.mul(&b).to_limbs(), "mul"),
                (a.square().to_limbs(), "square"),
                (Lanes4::add(&a, &b).to_limbs(), "add"),
                (a.sub(&b).to_limbs(), "sub"),
                (
                    a.permute::<{ super::super::lanes4::perm([2, 0, 3, 1]) }>()
                        .to_limbs(),
                    "permute",
                ),
                (
                    a.blend::<{ super::super::lanes4::lanes(0b0110) }>(&b)
                        .to_limbs(),
                    "blend",
                ),
            ];
            for (l, what) in &out {
                assert!(l.iter().flatten().all(|&x| x < BOUND), "{what}: bound");
            }
            for j in 0..4 {
                let (x, y) = (value(&la, j), value(&lb, j));
                let want = [
                    (&x * &y) % &p,
                    (&x * &x) % &p,
                    (&x + &y) % &p,
                    (&x + &p - &y) % &p,
                    value(&la, [2, 0, 3, 1][j]),
                    if j == 1 || j == 2 {
                        y.clone()
                    } else {
                        x.clone()
                    },
                ];
                for ((l, what), w) in out.iter().zip(&want) {
                    assert_eq!(&value(l, j), w, "{what} lane {j} round {round}");
                }
            }
            let f = a.to_fe51();
            // SAFETY: compiled with the features.
            let back = unsafe { Fe51x4::from_fe51(&f) }.to_limbs();
            for j in 0..4 {
                assert_eq!(value(&back, j), value(&la, j), "fe51 round trip lane {j}");
            }
        }
    }

    #[test]
    fn every_operation_random_at_bounds() {
        if crate::backend::Backend::Ifma.is_supported() {
            // SAFETY: the IFMA backend's features were detected.
            unsafe { cases() }
        } else {
            std::println!("fe51x4 (AVX-512 IFMA/VL): SKIPPED (CPU lacks it)");
        }
    }
}
