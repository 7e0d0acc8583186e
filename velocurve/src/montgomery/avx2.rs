//! The single X25519 ladder in the four 64-bit lanes of AVX2 registers,
//! radix 2^25.5 and `vpmuludq` ([`Fe2625x4`]'s representation): the
//! schedule of `montgomery::ifma4` on CPUs without AVX-512 IFMA.
//!
//! # Layout
//!
//! The state is ten ymm registers (limb `i` of the four lanes in register
//! `i`): lanes 0, 1 hold `(X, Z)` of `R_0`, lanes 2, 3 those of `R_1`,
//! always; there is no conditional swap. For the scalar bit `k_t`, `P =
//! R_{k_t}` is doubled in its own two lanes and `P + Q` (`Q = R_{1 - k_t}`)
//! is written into the other two (the Montgomery ladder without swaps, as
//! in `montgomery::ifma4`). One step is three four-lane products (RFC 7748
//! names; lane order for `k_t = 0`, for `k_t = 1` the halves exchange):
//!
//! ```text
//! level 1:  [A, B, C, D] * [A, B, B, A]              = [AA, BB, CB, DA]
//! level 2:  [0, 0, S, U']^2 + [AA, E, S, U'] * [0, a24, 0, 0]
//!                            + [BB, AA, 0, 0]         = [BB, F, S^2, U^2]
//! level 3:  [BB, F, S^2, U^2] * [AA, E, 1, x_1]      = [x_2, z_2, x_3, z_3]
//! ```
//!
//! with `A, B = X_P +- Z_P`, `C, D = X_Q +- Z_Q`, `E = AA - BB`, `S = DA +
//! CB`, `U' = CB - DA` (only squared), `F = AA + a24 E`; `(x_2, z_2) = 2P`,
//! `(x_3, z_3) = P + Q`. Level 2 is a four-lane *square* (55 `vpmuludq`
//! instead of a product's 100) of `V` with `P`'s lanes zeroed, plus every
//! limb of `V` times a per-lane factor (`a24` in the lane of `E`, 10
//! `vpmuludq`), plus an initial value, all summed in the same columns
//! before one carry. Between levels:
//!
//! * level 1 input: `w` = the state with the lanes of each pair exchanged
//!   (`vpshufd`, in-lane), then `H = w + (s` in even lanes, `2p - s` in odd
//!   lanes`)` (`vpsubq`, `vpblendd` with an immediate, `vpaddq`): `(X + Z,
//!   X - Z)` in both pairs. The second operand is `H` permuted by `vpermd`
//!   with an index vector made from the bit (`[0, 1, 1, 0]` or `[3, 2, 2,
//!   3]` in 64-bit lanes: the base index XOR `6 & mask`);
//! * level 2 input: `w` = the level 1 product with its pairs exchanged, `V =
//!   (m` / `2p - m` in even / odd lanes`) + (w & my)`, where `my` has the odd
//!   lanes and the even lane of `Q`'s half: `(AA, E)` in `P`'s half, `(S,
//!   U')` in `Q`'s. The square is of `V & !mp` (`mp`: `P`'s two lanes), the
//!   factor `(0, a24) & mp`, the accumulators start at `w & mp` (`(BB, AA)`
//!   in `P`'s half, zero in `Q`'s);
//! * level 3: the second operand is `V & mp | (1, x_1) & !mp` (the
//!   constant masked once per step).
//!
//! Every selection the bit makes is an AND / OR with a mask or a `vpermd`
//! index computed from the bit by arithmetic; the in-lane moves and blends
//! have immediates.
//!
//! The products are hand-written column sums (as [`Fe2625x4::mul`] and
//! [`Fe2625x4::square`], whose invariant-only inputs the uncarried level
//! inputs here exceed), each column's terms in the order their limbs leave
//! the previous [`carry_wide`]. Every `vpmuludq` operand that LLVM could
//! see through (the multiples of 19, the ORed operands) passes through
//! [`opaque`]: otherwise LLVM drops the 32-bit masks by demanded-bits
//! reasoning and emits some products as full 64-bit multiplications (three
//! `vpmuludq` and shifts), which cost 10 % of the ladder.
//!
//! # Bounds
//!
//! [`Fe2625x4`]'s invariant: limb `i < 2^w(i) + 2^17` (`w(i)` = 26 for even
//! `i`, 25 for odd; `R = 2^26 + 2^17`). The state, the level outputs
//! (outputs of [`carry_wide`]) and the constants `(1, x_1)` meet it.
//!
//! * `H` and `V` are not carried. Their limbs are a sum of two invariant
//!   limbs (`< 2^27 + 2^18` / `2^26 + 2^18`) or an invariant limb plus the
//!   limb of `2p` minus one (`2p`'s limbs, `2^27 - 38`, `2^27 - 2`, `2^26 -
//!   2`, are at least any invariant limb, so nothing wraps): below `E =
//!   2^27 + 2^26 + 2^17` (even limbs, `2^27.59`) and `O = 2^26 + 2^25 +
//!   2^17` (odd limbs, `2^26.59`).
//! * `vpmuludq` reads 32 bits: [`mul`] uses `2 x_i` (odd `i`, `< 2^27.6`)
//!   and `19 y_j` (`19 E < 2^31.84`); [`square_plus`] uses `2 x_i`, `19
//!   x_j` (even `j`, `< 2^31.84`) and `38 x_j` (odd `j`, `38 O < 2^31.84`);
//!   `a24 < 2^17`. All below `2^32`.
//! * Columns: with both factors bounded by `(E, O)` (levels 1 and 2) the
//!   largest column is column 0, `E^2 + 19 (4 E^2 + 5 * 2 O^2)`, plus level
//!   2's initial value (`< R`) and `a24` multiple (`< 2^44.6`): `<
//!   2^62.14`. Level 3 (first operand invariant): `< 2^60.56`.
//!   `tests::column_bounds` recomputes these figures.
//! * [`carry_wide`] (the chain of `Fe2625x4`'s, here for columns `< 2^63`):
//!   the first-pass carries are `< 2^38 + 2^13`, so the second carry out of
//!   limb 4 is `< 2^12 + 2` (limb 5 ends `< 2^25 + 2^13`); the carry out of
//!   limb 9 is `< 2^38 + 2^13`, 19 times it `< 2^42.3`, so limb 0's carry is
//!   `< 2^16.3 + 1` and limb 1 ends `< 2^25 + 2^17`. Every limb meets the
//!   invariant.
//!
//! `tests::step_against_model_at_bounds` runs the step on states with every
//! limb at the invariant's maximum (and random ones) for both bits against
//! a big-integer model, checking the output limbs against the invariant.
//!
//! # Constant time
//!
//! 255 identical steps. The scalar bit is read with shifts and masks at
//! public positions and becomes a 64-bit mask `0 - bit` (behind an empty
//! `asm!` block, so the compiler cannot turn the selections back into
//! branches), from which the lane masks, the `vpermd` index and the masked
//! constants are made with AND/XOR/OR. The instructions (`vpmuludq`,
//! additions, subtractions, shifts, logic, `vpshufd`, `vpblendd`,
//! `vpermd`) have data-independent timing; no branch or memory index
//! depends on the scalar (the loop's only branch is on the public bit
//! position). The final inversion is `Fe51`'s (constant-time safegcd).
//!
//! # Cost
//!
//! Per step 275 `vpmuludq` for the terms (100 + 75 + 100), 30 for the
//! multiples of 19, about 830 vector ALU instructions in all; `llvm-mca`
//! (Ice Lake server model) puts the loop at about 300 cycles a step on
//! ports 0, 1 and 5, i.e. the ladder is throughput-bound on the three
//! vector ports, not on the multiplier.
//!
//! Where it runs: `Backend::Auto` chooses this ladder (the `avx2` backend)
//! for the X25519 shared secret and its batch on AMD CPUs without AVX-512,
//! where it measured 0.89-0.92x mulx64's ladder (`backend/choice.rs` cites
//! the runs); no other CPU family chooses it (on the Intel Xeon measured,
//! model 0xa7, it was slower than mulx64). Measurements and their history:
//! `docs/BACKENDS.md` ("The `avx2` backend") and
//! `docs/PERFORMANCE-HISTORY.md` ("The single AVX2 ladder").
//!
//! Not pursued: the 2-way form (Sandy2x, Chou 2015: two field operations
//! in the two 64-bit lanes of xmm registers). `vpmuludq` has the same
//! throughput on xmm and ymm, so two lanes do half the work per
//! instruction; the ten products of a step would need five two-lane levels
//! (about 450 `vpmuludq` against 275 here, plus as many carries and
//! shuffles), so it cannot beat the four-lane step on the same ports.

use crate::field::fe51::Fe51;
use crate::field::fe2625x4::{Fe2625x4, TWO_P, add, mul32, opaque, splat, sub};
use crate::field::{Field, Field25519};
use core::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_blend_epi32, _mm256_or_si256,
    _mm256_permutevar8x32_epi32, _mm256_set1_epi32, _mm256_setr_epi32, _mm256_setr_epi64x,
    _mm256_setzero_si256, _mm256_shuffle_epi32, _mm256_xor_si256,
};

#[cfg(test)]
mod tests;

/// Ten registers: limb `i` of the four lanes in register `i`.
type Limbs = [__m256i; 10];

/// `a24 = (486662 - 2) / 4`, RFC 7748.
const A24: u64 = crate::montgomery::A24 as u64;

// ---------------------------------------------------------------------------
// Instruction wrappers. Each is `unsafe`: the caller guarantees AVX2.

macro_rules! wrap2 {
    ($($name:ident = $intr:ident;)*) => {$(
        #[inline(always)]
        unsafe fn $name(a: __m256i, b: __m256i) -> __m256i {
            // SAFETY: the caller guarantees AVX2.
            unsafe { $intr(a, b) }
        }
    )*};
}
wrap2! {
    and = _mm256_and_si256;
    or = _mm256_or_si256;
    xor = _mm256_xor_si256;
}

/// `!m & a`.
#[inline(always)]
unsafe fn andnot(m: __m256i, a: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_andnot_si256(m, a) }
}

#[inline(always)]
unsafe fn lanes(l: [u64; 4]) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_setr_epi64x(l[0] as i64, l[1] as i64, l[2] as i64, l[3] as i64) }
}

/// Lanes `(1, 0, 3, 2)`: the two lanes of each pair exchanged (`vpshufd`).
#[inline(always)]
unsafe fn swap_pairs(a: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_shuffle_epi32::<0b0100_1110>(a) }
}

/// Lanes 0, 2 of `a`, lanes 1, 3 of `b` (`vpblendd`).
#[inline(always)]
unsafe fn blend_odd(a: __m256i, b: __m256i) -> __m256i {
    // SAFETY: the caller guarantees AVX2.
    unsafe { _mm256_blend_epi32::<0b1100_1100>(a, b) }
}

// `carry_wide` is `Fe2625x4`'s chain on bare limbs (ref10's, two
// interleaved sequential chains, the wrap of the top carry by 19 and one
// more step into limb 1); here its columns reach `2^63` (bounds: module
// documentation).
use crate::field::fe2625x4::carry_wide_limbs as carry_wide;

/// `x * y + init`, lane by lane, carried to the invariant: 100 `vpmuludq`
/// for the terms and 10 for `19 y`. Requirements (module documentation):
/// `2 x_i < 2^32` for odd `i`, `19 y_j < 2^32`, every column (including
/// `init`) `< 2^63`.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn mul(x: &Limbs, y: &Limbs, init: &Limbs) -> Limbs {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let n19 = splat(19);
        let mut x2 = *x;
        let mut y19 = *y;
        for i in 0..10 {
            if i % 2 == 1 {
                x2[i] = add(x[i], x[i]);
            }
            // Behind `opaque`: the terms read only the low 32 bits of `19
            // y_j`, from which LLVM would otherwise infer that the 32-bit
            // mask of `vpmuludq` can go and emit a full 64-bit
            // multiplication (three `vpmuludq` and shifts) instead.
            y19[i] = opaque(mul32(y[i], n19));
        }
        let mut z = *init;
        // x_i y_j, doubled when i and j are both odd, times 19 when it
        // wraps past limb 9; column by column.
        macro_rules! column {
            ($k:literal; $($i:literal)*) => {$({
                const J: usize = ($k + 10 - $i) % 10;
                z[$k] = add(
                    z[$k],
                    mul32(
                        if $i % 2 == 1 && J % 2 == 1 { x2[$i] } else { x[$i] },
                        if $i + J >= 10 { y19[J] } else { y[J] },
                    ),
                );
            })*};
        }
        // Each column in the order its limbs leave the previous
        // `carry_wide` (2, 6 first; 9, then 0 and 1 last; see
        // [`carry_wide`]), so that the sums can start before the last
        // carries arrive.
        column!(0; 3 7 2 4 6 8 5 1 9 0);
        column!(1; 5 6 3 4 7 8 2 9 0 1);
        column!(2; 6 5 7 4 8 3 9 0 2 1);
        column!(3; 6 7 5 8 4 9 1 2 0 3);
        column!(4; 2 7 6 8 5 9 1 3 0 4);
        column!(5; 2 3 7 8 6 9 0 1 4 5);
        column!(6; 3 2 4 8 7 9 0 6 1 5);
        column!(7; 2 5 3 4 8 9 1 6 0 7);
        column!(8; 2 6 3 5 4 9 1 7 0 8);
        column!(9; 2 3 6 7 4 5 1 8 0 9);
        carry_wide(z)
    }
}

/// `x^2 + v c + init`, lane by lane, carried to the invariant: 55
/// `vpmuludq` for the square (the cross products once, doubled), 10 for
/// `19 x` and 10 for `v c` (`c` a per-lane factor, multiplying every limb
/// of `v`). Requirements: `2 x_i`, `19 x_j` (even `j`), `38 x_j` (odd `j`),
/// `v_i` and `c` below `2^32`, every column `< 2^63`.
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn square_plus(x: &Limbs, v: &Limbs, c: __m256i, init: &Limbs) -> Limbs {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        // Column k gets x_i x_j (i < j) twice and x_i^2 once; both odd
        // doubles again. The left operand takes the first factor 2, the
        // right one the rest (19, 38 = 2 * 19 for odd j).
        let n19 = splat(19);
        let (mut x2, mut x19, mut x38) = (*x, *x, *x);
        for i in 0..10 {
            x2[i] = add(x[i], x[i]);
            // `opaque`: as in `mul`.
            x19[i] = opaque(mul32(x[i], n19));
            if i % 2 == 1 {
                x38[i] = add(x19[i], x19[i]);
            }
        }
        let mut z = *init;
        for i in 0..10 {
            z[i] = add(z[i], mul32(v[i], c));
        }
        macro_rules! term {
            ($i:literal, $j:literal) => {{
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
            }};
        }
        // Column by column, each in the order its limbs leave the previous
        // `carry_wide` (as in `mul`).
        term!(3, 7);
        term!(2, 8);
        term!(4, 6);
        term!(5, 5);
        term!(1, 9);
        term!(0, 0);
        term!(5, 6);
        term!(3, 8);
        term!(4, 7);
        term!(2, 9);
        term!(0, 1);
        term!(6, 6);
        term!(5, 7);
        term!(4, 8);
        term!(3, 9);
        term!(0, 2);
        term!(1, 1);
        term!(6, 7);
        term!(5, 8);
        term!(4, 9);
        term!(1, 2);
        term!(0, 3);
        term!(2, 2);
        term!(7, 7);
        term!(6, 8);
        term!(5, 9);
        term!(1, 3);
        term!(0, 4);
        term!(2, 3);
        term!(7, 8);
        term!(6, 9);
        term!(0, 5);
        term!(1, 4);
        term!(3, 3);
        term!(2, 4);
        term!(8, 8);
        term!(7, 9);
        term!(0, 6);
        term!(1, 5);
        term!(2, 5);
        term!(3, 4);
        term!(8, 9);
        term!(1, 6);
        term!(0, 7);
        term!(2, 6);
        term!(3, 5);
        term!(4, 4);
        term!(9, 9);
        term!(1, 7);
        term!(0, 8);
        term!(2, 7);
        term!(3, 6);
        term!(4, 5);
        term!(1, 8);
        term!(0, 9);
        carry_wide(z)
    }
}

/// What the scalar bit changes in a step (module documentation), all made
/// from the bit by arithmetic.
struct BitMasks {
    /// All ones in `P`'s two lanes (`P = R_bit`).
    mp: __m256i,
    /// All ones in the odd lanes and the even lane of `Q`'s half.
    my: __m256i,
    /// The `vpermd` index of level 1's second operand: 64-bit lanes `[0,
    /// 1, 1, 0]` (bit 0) or `[3, 2, 2, 3]` (bit 1).
    idx: __m256i,
    /// Level 2's factor of `V`: `a24` in the lane of `E` (the odd lane of
    /// `P`'s half), zero elsewhere.
    c2: __m256i,
    /// Level 3's constant `(1, x_1)` in `Q`'s lanes, zero in `P`'s.
    c3: Limbs,
}

/// [`BitMasks`] for `bit` (0 or 1); `c3` is `(1, x_1, 1, x_1)`. (No
/// `debug_assert!` on the bit: in a build with debug assertions it would be
/// a branch on a secret.)
#[inline(always)]
unsafe fn bit_masks(bit: u64, c3: &Limbs) -> BitMasks {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let ones = u64::MAX;
        // All ones for bit 1, hidden so that no selection becomes a branch.
        let mb = opaque(splat(bit.wrapping_neg()));
        let mp = xor(lanes([ones, ones, 0, 0]), mb);
        let mq = xor(lanes([0, 0, ones, ones]), mb);
        let my = or(
            lanes([0, ones, 0, ones]),
            and(mq, lanes([ones, 0, ones, 0])),
        );
        let idx = xor(
            _mm256_setr_epi32(0, 1, 2, 3, 2, 3, 0, 1),
            and(_mm256_set1_epi32(6), mb),
        );
        BitMasks {
            mp,
            my,
            idx,
            c2: and(lanes([0, A24, 0, A24]), mp),
            c3: c3.map(|c| and(c, mq)),
        }
    }
}

/// One ladder step (module documentation): the state (invariant) to the
/// next state (invariant).
///
/// # Safety
/// The CPU supports AVX2.
#[inline(always)]
unsafe fn step(s: &Limbs, m: &BitMasks) -> Limbs {
    // SAFETY: the caller guarantees AVX2.
    unsafe {
        let zero = _mm256_setzero_si256();
        let mut h = [zero; 10];
        let mut y1 = [zero; 10];
        for i in 0..10 {
            let w = swap_pairs(s[i]);
            let t = blend_odd(s[i], sub(splat(TWO_P[i]), s[i]));
            h[i] = add(w, t);
            y1[i] = _mm256_permutevar8x32_epi32(h[i], m.idx);
        }
        let m1 = mul(&h, &y1, &[zero; 10]);

        let mut v = [zero; 10];
        let mut q = [zero; 10];
        let mut init = [zero; 10];
        for i in 0..10 {
            let w = swap_pairs(m1[i]);
            let t = blend_odd(m1[i], sub(splat(TWO_P[i]), m1[i]));
            v[i] = add(t, and(w, m.my));
            q[i] = andnot(m.mp, v[i]);
            init[i] = and(w, m.mp);
        }
        let m2 = square_plus(&q, &v, m.c2, &init);

        let mut y3 = [zero; 10];
        for i in 0..10 {
            y3[i] = opaque(or(and(v[i], m.mp), m.c3[i]));
        }
        mul(&m2, &y3, &[zero; 10])
    }
}

/// The ladder over bits 254..0 of `k` (bit 255 ignored) from `x1`: `(X, Z)`
/// of `R_0 = [k] x_1`.
#[target_feature(enable = "avx2")]
fn ladder(k: &[u8; 32], x1: &Fe51) -> (Fe51, Fe51) {
    let (one, zero) = (Fe51::ONE, Fe51::ZERO);
    let mut s = Fe2625x4::from_fe51(&[one, zero, *x1, one]).0;
    let c3 = Fe2625x4::from_fe51(&[one, *x1, one, *x1]).0;
    for t in (0..255).rev() {
        let bit = u64::from((k[t >> 3] >> (t & 7)) & 1);
        // SAFETY: compiled with AVX2.
        s = unsafe { step(&s, &bit_masks(bit, &c3)) };
    }
    // The state meets the invariant (output of `carry_wide`).
    let [x, z, _, _] = Fe2625x4(s).to_fe51();
    (x, z)
}

/// The ladder's result before the inversion: `(x, z)` with `u([k] P) = x /
/// z` in the field `F` (a batch's), for a clamped `k` and `u` as
/// [`x25519`] takes them. Constant time in `k`.
///
/// The token proves AVX2.
pub(crate) fn fraction<F: crate::field::Field25519>(
    _avx2: crate::backend::cpu::Avx2,
    k: &[u8; 32],
    u: &[u8; 32],
) -> (F, F) {
    #[target_feature(enable = "avx2")]
    fn run(k: &[u8; 32], u: &[u8; 32]) -> (Fe51, Fe51) {
        ladder(k, &Fe51::from_bytes(u))
    }
    // SAFETY: the token proves AVX2.
    let (x, z) = unsafe { run(k, u) };
    (F::from_bytes(&x.to_bytes()), F::from_bytes(&z.to_bytes()))
}

/// X25519 (RFC 7748) on an already clamped scalar `k` (as every
/// `x25519_ladder` takes it: the ladder runs bits 254 down to 0 of `k` as
/// given, so unclamped scalars below 2^255 are multiplied as they are):
/// ignores bit 255 of `u` and accepts non-canonical `u`, and returns the
/// canonical encoding of `u([k] P)`. The ladder runs in the AVX2 lanes; the
/// inversion is `Fe51`'s safegcd.
///
/// The token proves AVX2.
pub(crate) fn x25519(_avx2: crate::backend::cpu::Avx2, k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    #[target_feature(enable = "avx2")]
    fn x25519_avx2(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
        let x1 = Fe51::from_bytes(u); // limbs < 2^51
        let (x, z) = ladder(k, &x1);
        x.mul(&z.invert()).to_bytes()
    }
    // SAFETY: the token proves AVX2.
    unsafe { x25519_avx2(k, u) }
}
