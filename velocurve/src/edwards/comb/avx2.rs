//! Fixed-base scalar multiplication `[k]B` on AVX2: the lane comb of
//! [`crate::edwards::comb::ifma`] on the four-lane radix-2^25.5 field
//! [`Fe2625x4`] (`vpmuludq`), two four-lane accumulators instead of one
//! eight-lane one.
//!
//! # Algorithm
//!
//! `k < 2^255` in signed radix 16 ([`signed_digits_w`] with `W = 4`, the
//! digits of the IFMA comb): `k = sum_{i<64} d_i 16^i`, `|d_i| <= 8`. Row
//! `i` of the table holds `j 16^i B` for `j = 1 ..= 8`, so
//!
//! ```text
//!     [k]B = sum_{s<8} sum_{k<8} d_{8s+k} row_{8s+k}
//!          = sum_{j<4} (sum_s d_{8s+j} row_{8s+j})          (accumulator A)
//!          + sum_{j<4} (sum_s d_{8s+4+j} row_{8s+4+j})      (accumulator B)
//! ```
//!
//! A point lives in one lane: [`ExtendedX4`] is four independent extended
//! points, lane `j` of each coordinate register — the scalar
//! [`EdwardsPoint`] over the lane-wise ring [`Fe2625x4`], so every
//! addition here is the scalar formula of [`crate::edwards::point`], run
//! on four points at once (the formulas are written once). Accumulator `A`
//! lane `j` sums the digits `8s + j`, accumulator `B` lane `j` the digits
//! `8s + 4 + j`, for the eight steps `s`. Step 0 converts the looked-up
//! affine Niels points to extended coordinates ([`to_extended_signed`], 1
//! product), the seven other steps are signed mixed additions
//! ([`add_niels_signed`], 7 products); no doubling at all. The two chains
//! `A` and `B` are independent and their steps are written one after the
//! other so that the out-of-order core overlaps them. At the end `A + B`
//! in the four lanes (a general addition, 9 products with the
//! conversion of `B` to cached form); then the four lane points leave
//! through [`Fe2625x4::to_fe51`] into the caller's backend `F` ([`points`],
//! no canonicalisation) and are summed there by three scalar additions
//! (`(p0 + p1) + (p2 + p3)`, 9 products each).
//!
//! Products: 2 x 1 + 14 x 7 + 9 = 109 four-lane products (100 `vpmuludq`
//! each) and 27 scalar ones, against 77 eight-lane IFMA products and 292
//! serial products of the scalar comb.
//!
//! (A lane sum in the vector unit, as the IFMA comb does it, measured
//! slower than the three scalar additions: `docs/PERFORMANCE-HISTORY.md`.)
//!
//! # The table
//!
//! No table of its own: the IFMA comb's [`LANE_TABLE`] is read as it is.
//! Its register `[s][j][w]` (eight 64-bit lanes, lane `k` = word `w` of
//! entry `j` of row `8s + k`) is two ymm registers: the low one (lanes
//! 0..3) feeds accumulator `A`, the high one (lanes 4..7) accumulator `B`.
//!
//! # The scan
//!
//! For each step and half: `|d|` of the four digits in one ymm register,
//! then for every entry `e = 0..8`, `mask = vpcmpeqq(|d|, e + 1)` (all
//! ones in the lanes whose digit selects the entry) and `acc_w |= mask &
//! entry_w` for the twelve words; the identity `(1, 1, 0)` where `|d| = 0`
//! (`vpcmpeqq` with zero, OR of 1 into words 0 and 4). Negative digits
//! swap the words of `y + x` and `y - x` (`t = (a ^ b) & neg`, `a ^= t`,
//! `b ^= t`); the negation of `2dxy` is applied in the addition (it
//! negates `C = T 2dxy`, i.e. swaps `F = D - C` and `G = D + C`, by
//! `vpblendvb`), and in the conversion of step 0 by `T = 0 - T` under
//! the mask. The words are canonical values `< p < 2^255` (or the
//! identity's 0 and 1), so cutting them into radix-2^25.5 slices
//! ([`limbs`]: shifts, ORs and masks) gives limbs `< 2^w(i)` directly,
//! within the [`Fe2625x4`] invariant, without a carry.
//!
//! # Bounds
//!
//! Every value is an [`Fe2625x4`] and satisfies its invariant (limb `i <
//! 2^w(i) + 2^17`) at rest and as a product input: table limbs are `<
//! 2^w(i)` (above); the small constants (`2`, `2d`, `1/d`) come from
//! [`Fe2625x4::splat`] and [`Fe2625x4::from_fe51`]; every sum and
//! difference (`Y + X`, `Y - X`, `2Z`, `2 Z1 Z2`, `E`, `F`, `G`, `H`, `0 - T`) is
//! made by [`Fe2625x4::add`] / [`Fe2625x4::sub`], which carry their
//! results back to the invariant; products come out of the field's wide
//! carry within it; blends move whole lanes. No product input is ever an
//! uncarried sum. On the way out, [`Fe2625x4::to_fe51`] gives radix-2^51
//! limbs `l[2k] + 2^26 l[2k+1] < 2^51 + 2^44`, so each lane's value is `<
//! 2^256` and [`points`] packs it into four 64-bit words for
//! [`Field25519::from_u64x4`] (which accepts any 256-bit integer).
//!
//! # Constant time
//!
//! The digits are computed with shifts, masks and additions
//! ([`signed_digits_w`], [`half_digits`]) and pass through an optimisation
//! barrier (`black_box`); they only become `vpcmpeqq` lane masks, AND/XOR
//! masks and `vpblendvb` masks. Every step reads every entry of its table
//! registers, in the same order, whatever the scalar; the field arithmetic
//! is fixed sequences of `vpmuludq`, additions, shifts and masks
//! ([`Fe2625x4`]). No branch, address or variable-latency instruction
//! depends on the scalar.
//!
//! # Cost
//!
//! 109 four-lane products of 100 `vpmuludq` each, with 16 ymm registers for
//! 40 live limb registers (about 30 % of the instructions are spills and
//! reloads), against 292 serial products for the scalar comb: this comb is
//! slower than the scalar comb on mulx64 (1.7-1.8x on an Intel Xeon model
//! 0xa7, 2.2x on an AMD Zen 3), so `Backend::Auto` chooses it on no CPU;
//! the forced `avx2` backend runs it. Its possible use is a CPU with
//! AVX2 but without ADX (Haswell), where the alternative is the portable
//! backend; not measured there. The measurements (CPU, date, what was
//! tried): `docs/PERFORMANCE-HISTORY.md` ("The AVX2 comb").

use crate::edwards::comb::ifma::{ENTRIES, N, STEPS, W};
use crate::edwards::comb::ifma_table::LANE_TABLE;
use crate::edwards::comb::signed_digits_w;
use crate::edwards::point::{AffineNielsPoint, EDWARDS_D_INV, EDWARDS_D2, EdwardsPoint};
use crate::edwards::vector::ifma8::limbs51;
use crate::field::Field25519;
use crate::field::fe51::Fe51;
use crate::field::fe2625x4::Fe2625x4;
use core::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_cmpeq_epi64, _mm256_loadu_si256, _mm256_or_si256,
    _mm256_set1_epi64x, _mm256_setzero_si256, _mm256_slli_epi64, _mm256_srli_epi64,
    _mm256_xor_si256,
};

const _: () = assert!(W == 4 && N == 64 && STEPS == 8 && ENTRIES == 8);

/// Four extended points `(X : Y : Z : T)`, point `j` in lane `j`: the
/// scalar model of [`crate::edwards::point`] over the lane-wise ring
/// [`Fe2625x4`], so the additions below are the scalar formulas, run on
/// four points at once.
type ExtendedX4 = EdwardsPoint<Fe2625x4>;

/// Four affine Niels points `(y + x, y - x, 2dxy)`.
type NielsX4 = AffineNielsPoint<Fe2625x4>;

/// `p + (-1)^s q` lane by lane, where `q`'s `y + x` and `y - x` have
/// already been swapped in the lanes of negative sign (by the scan) and
/// `neg` is all ones in those lanes: the negation of `2dxy` negates `C`,
/// which swaps `F = D - C` and `G = D + C` of the completed point (its `t`
/// and `z`) (HWCD 3.1, `Z2 = 1`: 7 products).
#[inline(always)]
fn add_niels_signed(p: &ExtendedX4, q: &NielsX4, neg: __m256i) -> ExtendedX4 {
    let mut r = p.add_affine_niels(q);
    Fe2625x4::cswap(neg, &mut r.z, &mut r.t);
    r.to_extended()
}

/// `(-1)^s q` in extended coordinates with `Z = 2` (1 product):
/// [`AffineNielsPoint::to_extended_with`], then `T` negated where `neg` is
/// all ones (`y + x` and `y - x` are already swapped there by the scan,
/// which negates `X`). The identity `(1, 1, 0)` gives `(0 : 2 : 2 : 0)`.
#[inline(always)]
fn to_extended_signed(q: NielsX4, neg: __m256i, c: &Consts) -> ExtendedX4 {
    let mut p = q.to_extended_with(&c.two, &c.d_inv);
    p.t = Fe2625x4::select(neg, &p.t, &c.zero.sub(&p.t));
    p
}

/// Constants built once per call (they need the vector unit).
struct Consts {
    d2: Fe2625x4,
    d_inv: Fe2625x4,
    zero: Fe2625x4,
    two: Fe2625x4,
}

/// `x` as the same value in the four lanes.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn splat(x: u64) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_set1_epi64x(x as i64) }
}

/// The ten radix-2^25.5 limbs of the values whose four 64-bit words are
/// `w` (lane by lane): bits `P(i) .. P(i) + w(i)` for `P = 0, 26, 51, 77,
/// 102, 128, 153, 179, 204, 230`. Each limb is `< 2^w(i)` when the value
/// is `< 2^255` (limb 9 is bits 230..254).
///
/// # Safety
/// The CPU supports AVX2, and every lane of `w` holds a value `< 2^255`.
#[inline(always)]
unsafe fn limbs(w: &[__m256i]) -> Fe2625x4 {
    // SAFETY: the caller guarantees AVX2; the limbs are < 2^w(i), within
    // the invariant.
    unsafe {
        let m26 = splat((1 << 26) - 1);
        let m25 = splat((1 << 25) - 1);
        let and = |x, m| _mm256_and_si256(x, m);
        let or = |a, b| _mm256_or_si256(a, b);
        Fe2625x4::from_registers([
            and(w[0], m26),
            and(_mm256_srli_epi64::<26>(w[0]), m25),
            and(
                or(_mm256_srli_epi64::<51>(w[0]), _mm256_slli_epi64::<13>(w[1])),
                m26,
            ),
            and(_mm256_srli_epi64::<13>(w[1]), m25),
            _mm256_srli_epi64::<38>(w[1]),
            and(w[2], m25),
            and(_mm256_srli_epi64::<25>(w[2]), m26),
            and(
                or(_mm256_srli_epi64::<51>(w[2]), _mm256_slli_epi64::<13>(w[3])),
                m25,
            ),
            and(_mm256_srli_epi64::<12>(w[3]), m26),
            _mm256_srli_epi64::<38>(w[3]),
        ])
    }
}

/// Lane `j`: entry `|d_j|` of its row (the identity `(1, 1, 0)` where
/// `|d_j| = 0`), with `y + x` and `y - x` swapped where `neg` is all ones.
/// `step` is the table's step, `half` 0 (lanes 0..3 of its registers) or 1
/// (lanes 4..7). Every entry is read.
///
/// # Safety
/// The CPU supports AVX2; `abs` holds values in `0 ..= 8` and `neg` lanes
/// of all zeros or all ones.
#[inline(always)]
unsafe fn lookup(
    step: &[[[u64; 8]; 12]; ENTRIES],
    half: usize,
    abs: __m256i,
    neg: __m256i,
) -> NielsX4 {
    // SAFETY: the caller guarantees AVX2; `word[4 * half..]` has at least
    // four words (32 readable bytes).
    unsafe {
        let mut acc = [_mm256_setzero_si256(); 12];
        for (e, entry) in step.iter().enumerate() {
            let mask = _mm256_cmpeq_epi64(abs, splat(e as u64 + 1));
            for (a, word) in acc.iter_mut().zip(entry) {
                let v = _mm256_loadu_si256(word[4 * half..].as_ptr().cast());
                *a = _mm256_or_si256(*a, _mm256_and_si256(mask, v));
            }
        }
        // |d| = 0: the identity (1, 1, 0).
        let one = _mm256_and_si256(_mm256_cmpeq_epi64(abs, _mm256_setzero_si256()), splat(1));
        acc[0] = _mm256_or_si256(acc[0], one);
        acc[4] = _mm256_or_si256(acc[4], one);
        // d < 0: swap y + x and y - x.
        for i in 0..4 {
            let t = _mm256_and_si256(_mm256_xor_si256(acc[i], acc[4 + i]), neg);
            acc[i] = _mm256_xor_si256(acc[i], t);
            acc[4 + i] = _mm256_xor_si256(acc[4 + i], t);
        }
        // Canonical values (< p < 2^255) or the identity's 0s and 1s.
        NielsX4 {
            y_plus_x: limbs(&acc[0..4]),
            y_minus_x: limbs(&acc[4..8]),
            xy2d: limbs(&acc[8..12]),
        }
    }
}

/// The digits `d_{8s + 4 half + j}` (`j < 4`): their absolute values and
/// the masks of the negative ones (all ones where `d < 0`). Arithmetic
/// only, then an optimisation barrier.
#[inline(always)]
fn half_digits(d: &[i16; N], s: usize, half: usize) -> ([u64; 4], [u64; 4]) {
    let mut abs = [0u64; 4];
    let mut neg = [0u64; 4];
    for j in 0..4 {
        let di = d[8 * s + 4 * half + j];
        // sign = 1 iff d < 0; |d| = (d ^ -sign) + sign.
        let sign = ((di as u16) >> 15) as u64;
        abs[j] = ((di as u64) ^ sign.wrapping_neg()).wrapping_add(sign) & 0xffff;
        neg[j] = sign.wrapping_neg();
    }
    core::hint::black_box((abs, neg))
}

/// The looked-up points of step `s`, half `half`, and the sign mask.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn step_points(d: &[i16; N], s: usize, half: usize) -> (NielsX4, __m256i) {
    let (abs, neg) = half_digits(d, s, half);
    // SAFETY: the caller guarantees AVX2; `abs` and `neg` are 32 readable
    // bytes each; |d| <= 8 and the masks are 0 or all ones.
    unsafe {
        let abs = _mm256_loadu_si256(abs.as_ptr().cast());
        let neg = _mm256_loadu_si256(neg.as_ptr().cast());
        (lookup(&LANE_TABLE.0[s], half, abs, neg), neg)
    }
}

/// `[k]B` for `k < 2^255` (see the module documentation), in every lane of
/// the result.
#[target_feature(enable = "avx2")]
fn mul_base_x4(k: &[u8; 32]) -> (ExtendedX4, ExtendedX4, Consts) {
    let limbs = |w: &[u64; 4]| Fe51(limbs51(w));
    let c = Consts {
        d2: Fe2625x4::from_fe51(&[limbs(&EDWARDS_D2); 4]),
        d_inv: Fe2625x4::from_fe51(&[limbs(&EDWARDS_D_INV); 4]),
        zero: Fe2625x4::splat(0),
        two: Fe2625x4::splat(2),
    };
    let d = signed_digits_w::<W, N>(k);
    // SAFETY: compiled with AVX2.
    let ((qa, na), (qb, nb)) = unsafe { (step_points(&d, 0, 0), step_points(&d, 0, 1)) };
    let mut a = to_extended_signed(qa, na, &c);
    let mut b = to_extended_signed(qb, nb, &c);
    for s in 1..STEPS {
        // SAFETY: compiled with AVX2.
        let ((qa, na), (qb, nb)) = unsafe { (step_points(&d, s, 0), step_points(&d, s, 1)) };
        a = add_niels_signed(&a, &qa, na);
        b = add_niels_signed(&b, &qb, nb);
    }
    (a, b, c)
}

/// Lane `j` of each register as an element of `F`, through the four words
/// of its radix-2^51 value (not canonicalised: [`Fe2625x4::to_fe51`] gives
/// limbs `< 2^51 + 2^44`, so the value is `< 2^256`).
#[inline(always)]
fn lanes_to<F: Field25519>(c: Fe2625x4) -> [F; 4] {
    let f = c.to_fe51();
    core::array::from_fn(|j| {
        let mut w = [0u64; 5];
        for (k, &l) in f[j].0.iter().enumerate() {
            let (q, r) = ((51 * k) / 64, (51 * k) % 64);
            let v = (l as u128) << r;
            let (s0, c0) = w[q].overflowing_add(v as u64);
            w[q] = s0;
            let (s1, c1) = w[q + 1].overflowing_add((v >> 64) as u64 + c0 as u64);
            w[q + 1] = s1;
            if q + 2 < 5 {
                w[q + 2] = w[q + 2].wrapping_add(c1 as u64);
            }
        }
        F::from_u64x4(&[w[0], w[1], w[2], w[3]])
    })
}

/// The four points of `p` in `F`.
#[inline(always)]
fn points<F: Field25519>(p: &ExtendedX4) -> [EdwardsPoint<F>; 4] {
    let (x, y, z, t) = (
        lanes_to::<F>(p.x),
        lanes_to::<F>(p.y),
        lanes_to::<F>(p.z),
        lanes_to::<F>(p.t),
    );
    core::array::from_fn(|j| EdwardsPoint {
        x: x[j],
        y: y[j],
        z: z[j],
        t: t[j],
    })
}

/// `p + q` on the scalar backend (9 products: the conversion of `q`,
/// the addition, the conversion of the completed result).
#[inline(always)]
fn add<F: Field25519>(p: &EdwardsPoint<F>, q: &EdwardsPoint<F>) -> EdwardsPoint<F> {
    p.add_projective_niels(&q.to_projective_niels())
        .to_extended()
}

/// `[k]B` for `k < 2^255` as an extended point of the scalar backend `F`
/// (lane 0 of the four-lane comb), for the caller's final inversion. The
/// same semantics as [`crate::edwards::comb::ifma::mul_base`].
///
/// The token proves AVX2.
#[inline(always)]
pub(crate) fn mul_base<F: Field25519>(
    _avx2: crate::backend::cpu::Avx2,
    k: &[u8; 32],
) -> EdwardsPoint<F> {
    // SAFETY: the token proves AVX2.
    unsafe { mul_base_avx2(k) }
}

/// [`mul_base`], compiled with AVX2.
///
/// # Safety
/// The CPU supports AVX2 (and whatever `F`'s operations need).
#[target_feature(enable = "avx2")]
unsafe fn mul_base_avx2<F: Field25519>(k: &[u8; 32]) -> EdwardsPoint<F> {
    let (a, b, c) = mul_base_x4(k);
    // A + B in the four lanes, then the four lanes on the scalar backend.
    let sum = a
        .add_projective_niels(&b.to_projective_niels_with(&c.d2))
        .to_extended();
    let p = points::<F>(&sum);
    add(&add(&p[0], &p[1]), &add(&p[2], &p[3]))
}

#[cfg(test)]
mod tests;
