//! Curve13318 in the eight 64-bit lanes of zmm registers (AVX-512 IFMA):
//! eight independent scalar multiplications at once, one per lane, on the
//! complete formulas of [`super::super`] written once ([`rcb_add`],
//! [`rcb_add_affine`], [`rcb_double`]) over [`Lane8`], a coordinate made
//! of [`Fe51x8`] (radix 2^51, reduced after every operation). The batch
//! functions of [`crate::curve13318`] run their keys here eight at a time.
//!
//! * [`mul8`]: `[k_j] P_j`, the signed window `w = 5` of
//!   [`crate::weierstrass::window`] in every lane (the same recoding, table
//!   `P, 2P, ..., 16P` and schedule: 255 doublings, 51 additions).
//! * [`mul_base8`]: `[k_j] G`, the comb of [`crate::weierstrass::comb`] in
//!   every lane (the same folding of `k`, digits, two chains of mixed
//!   additions and one complete addition), on the generated table in radix
//!   2^51 ([`LANE_TABLE`], converted at compile time).
//!
//! Every lane computes exactly what the single path computes for its key,
//! so the results are the same bytes (the tests compare them).
//!
//! # Constant time
//!
//! The digits are the single path's (shifts, masks, additions). A lookup
//! compares the eight digit magnitudes with every entry's index at once
//! (`vpcmpeqq` into a mask register) and keeps the entry by mask blends in
//! the lanes that match: every entry is read, whatever the digits; signs,
//! zero digits and the comb's negation are mask blends too. No branch,
//! address or variable-latency instruction depends on a scalar. The digit
//! arrays are wiped on return.
//!
//! # Bounds
//!
//! Every [`Lane8`] is a reduced [`Fe51x8`] (limbs `< 2^51 + 2^16`), the
//! invariant of that type, kept by each operation, which ends in one carry
//! (limbs `< 2^62` before it): a product (`< 2^59`), a sum or difference,
//! `3x` (`2x + x`), `b x` ([`Fe51x8::mul_small`]), and each compound step
//! of [`Coord`] as a whole: a product scaled by 2 or 4
//! ([`Fe51x8Unreduced::scale_reduce`](crate::field::fe51x8::Fe51x8Unreduced::scale_reduce)),
//! the sum or difference of two products (`add_reduce`, `sub_reduce`), a
//! product minus two reduced values (`sub2_reduce`), `3x - y` and `3 (x -
//! y)` ([`Fe51x8::lin_reduce`]), and `3 (b x - y [- z])` as `3b x - 3y
//! [- 3z]` ([`Fe51x8::mul_small_sub_reduce`]). A doubling carries 15
//! times instead of 30, an addition 22 times instead of 39.

use super::super::comb::{self, ENTRIES, ROWS, W};
use super::super::curve13318::{B, ORDER};
use super::super::window;
use super::super::{Coord, rcb_add, rcb_add_affine, rcb_double};
use crate::backend::cpu::Ifma;
use crate::field::Ring;
use crate::field::fe51x8::{Fe51x8, products};
use core::arch::x86_64::{__m512i, _mm512_cmpeq_epi64_mask, _mm512_loadu_si512, _mm512_set1_epi64};
use zeroize::Zeroize;

/// Eight Curve13318 coordinates, one per lane, reduced: what the complete
/// formulas run on here.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lane8(Fe51x8);

impl Ring for Lane8 {
    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        Lane8(self.0.to_unreduced().add_reduce(&rhs.0.to_unreduced()))
    }
    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        Lane8(self.0.to_unreduced().sub_reduce(&rhs.0.to_unreduced()))
    }
    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        let ([m], []) = products([(&self.0, &rhs.0)], []);
        Lane8(m.reduce())
    }
}

impl Coord for Lane8 {
    #[inline(always)]
    fn square(&self) -> Self {
        let ([], [s]) = products([], [&self.0]);
        Lane8(s.reduce())
    }
    #[inline(always)]
    fn mul_b(&self) -> Self {
        Lane8(self.0.mul_small(B))
    }
    #[inline(always)]
    fn triple(&self) -> Self {
        Lane8(self.0.double().add_reduce(&self.0.to_unreduced()))
    }
    #[inline(always)]
    fn mul2(&self, rhs: &Self) -> Self {
        let ([m], []) = products([(&self.0, &rhs.0)], []);
        Lane8(m.scale_reduce::<2>())
    }
    #[inline(always)]
    fn mul4(&self, rhs: &Self) -> Self {
        let ([m], []) = products([(&self.0, &rhs.0)], []);
        Lane8(m.scale_reduce::<4>())
    }
    #[inline(always)]
    fn mul_add(&self, rhs: &Self, c: &Self) -> Self {
        let ([m], []) = products([(&self.0, &rhs.0)], []);
        Lane8(m.add_reduce(&c.0.to_unreduced()))
    }
    #[inline(always)]
    fn mul_sub2(&self, rhs: &Self, c: &Self, d: &Self) -> Self {
        let ([m], []) = products([(&self.0, &rhs.0)], []);
        Lane8(m.sub2_reduce(&c.0, &d.0))
    }
    #[inline(always)]
    fn mul_add_mul(&self, rhs: &Self, c: &Self, d: &Self) -> Self {
        let ([m, n], []) = products([(&self.0, &rhs.0), (&c.0, &d.0)], []);
        Lane8(m.add_reduce(&n))
    }
    #[inline(always)]
    fn mul_sub_mul(&self, rhs: &Self, c: &Self, d: &Self) -> Self {
        let ([m, n], []) = products([(&self.0, &rhs.0), (&c.0, &d.0)], []);
        Lane8(m.sub_reduce(&n))
    }
    #[inline(always)]
    fn sub_triple(&self, c: &Self) -> Self {
        Lane8(self.0.lin_reduce::<3, 3>(&c.0))
    }
    #[inline(always)]
    fn triple_sub(&self, c: &Self) -> Self {
        Lane8(self.0.lin_reduce::<3, 1>(&c.0))
    }
    #[inline(always)]
    fn mul_b_sub_triple(&self, c: &Self) -> Self {
        Lane8(self.0.mul_small_sub_reduce::<3, 1>(3 * B, [&c.0]))
    }
    #[inline(always)]
    fn mul_b_sub2_triple(&self, c: &Self, d: &Self) -> Self {
        Lane8(self.0.mul_small_sub_reduce::<3, 2>(3 * B, [&c.0, &d.0]))
    }
}

/// A projective point in every lane.
type Point8 = [Lane8; 3];

/// `b` in the lanes of `k`, `a` elsewhere.
#[inline(always)]
fn select(k: u8, a: &Point8, b: &Point8) -> Point8 {
    core::array::from_fn(|c| Lane8(Fe51x8::select(k, &a[c].0, &b[c].0)))
}

/// The point with `Y` negated in the lanes of `k`.
#[inline(always)]
fn negate(k: u8, p: &Point8) -> Point8 {
    let y = p[1].0;
    [p[0], Lane8(Fe51x8::select(k, &y, &y.neg())), p[2]]
}

/// Eight signed digits (one per lane) as what the lookups need: the
/// magnitudes in the lanes of a vector, and the mask of the negative ones.
#[derive(Clone, Copy)]
struct Digit8 {
    abs: __m512i,
    neg: u8,
}

/// The digits `d[lane][i]` of eight scalars, position by position.
#[target_feature(enable = "avx512f")]
fn digits8<const D: usize>(d: &[[i8; D]; 8]) -> [Digit8; D] {
    core::array::from_fn(|i| {
        let mut abs = [0u64; 8];
        let mut neg = 0u8;
        for (lane, dl) in d.iter().enumerate() {
            let s = (dl[i] as u8) >> 7;
            abs[lane] = ((dl[i] as i64 ^ -(s as i64)) + s as i64) as u64;
            neg |= s << lane;
        }
        // SAFETY: `abs` is 64 readable bytes; unaligned load.
        let v = unsafe { _mm512_loadu_si512(abs.as_ptr().cast()) };
        abs.zeroize();
        Digit8 { abs: v, neg }
    })
}

/// The lanes whose magnitude is `j`.
#[target_feature(enable = "avx512f")]
fn lanes_equal(d: &Digit8, j: u64) -> u8 {
    _mm512_cmpeq_epi64_mask(d.abs, _mm512_set1_epi64(j as i64))
}

/// Eight field elements from their canonical little-endian encodings.
#[target_feature(enable = "avx512f,avx512ifma")]
fn lanes(bytes: &[[u8; 32]; 8]) -> Lane8 {
    Lane8(Fe51x8::from_bytes(bytes))
}

/// The same small value in every lane.
#[target_feature(enable = "avx512f,avx512ifma")]
fn splat(c: u64) -> Lane8 {
    Lane8(Fe51x8::splat(c))
}

/// `T[d]` in every lane for `T = (P, 2P, ..., 16P)`: `[|d|] P`, negated
/// for `d < 0`, the identity for `d = 0`. Reads every entry.
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
fn lookup(t: &[Point8; 16], d: &Digit8, identity: &Point8) -> Point8 {
    let mut r = *identity;
    for (j, e) in t.iter().enumerate() {
        r = select(lanes_equal(d, j as u64 + 1), &r, e);
    }
    negate(d.neg, &r)
}

/// Signed radix-32 digits of a scalar below `2^256`.
const DIGITS: usize = window::digits(256);

/// [`mul8`] on canonical encodings: `[k_j] (x_j, y_j)` as `(X, Y, Z)`
/// little-endian bytes per lane.
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
fn window8(ks: &[[u8; 32]; 8], xs: &[[u8; 32]; 8], ys: &[[u8; 32]; 8]) -> [[[u8; 32]; 8]; 3] {
    let mut d: [[i8; DIGITS]; 8] = core::array::from_fn(|j| window::recode::<DIGITS>(&ks[j]));
    let mut digits = digits8(&d);
    d.zeroize();
    let (zero, one) = (splat(0), splat(1));
    let identity = [zero, one, zero];
    let q = [lanes(xs), lanes(ys)];
    // The table (P, 2P, ..., 16P), as window::table builds it.
    let mut t = [[q[0], q[1], one]; 16];
    for j in 1..16 {
        t[j] = if j % 2 == 1 {
            rcb_double(&t[j / 2])
        } else {
            rcb_add_affine(&t[j - 1], &q)
        };
    }
    let mut r = lookup(&t, &digits[DIGITS - 1], &identity);
    for i in (0..DIGITS - 1).rev() {
        for _ in 0..5 {
            r = rcb_double(&r);
        }
        r = rcb_add(&r, &lookup(&t, &digits[i], &identity));
    }
    wipe(&mut digits);
    r.map(|c| c.0.to_unreduced().to_bytes())
}

/// `[k_j] P_j` for eight scalars `k_j < 2^256` and points `P_j = (x_j,
/// y_j)` given by the canonical little-endian encodings of their affine
/// coordinates: the projective `(X, Y, Z)` of each result, canonical
/// little-endian bytes, lane by lane. Constant time in the scalars. The
/// token proves AVX2, AVX-512F/VL and AVX-512 IFMA.
#[inline]
pub(crate) fn mul8(
    t: Ifma,
    ks: &[[u8; 32]; 8],
    xs: &[[u8; 32]; 8],
    ys: &[[u8; 32]; 8],
) -> [[[u8; 32]; 8]; 3] {
    let _ = t;
    // SAFETY: the token proves the features.
    unsafe { window8(ks, xs, ys) }
}

/// Limbs per coordinate in radix 2^51.
type Limbs = [u64; 5];

/// The comb's table ([`crate::weierstrass::comb`], Curve13318's rows) in
/// radix 2^51: row `i`, entry `j - 1`, `x` and `y`.
type LaneTable = [[[Limbs; 2]; ENTRIES]; ROWS];

/// Four canonical little-endian words as five radix-2^51 limbs.
const fn limbs(w: &[u64], at: usize) -> Limbs {
    const M: u64 = (1 << 51) - 1;
    let (w0, w1, w2, w3) = (w[at], w[at + 1], w[at + 2], w[at + 3]);
    [
        w0 & M,
        (w0 >> 51 | w1 << 13) & M,
        (w1 >> 38 | w2 << 26) & M,
        (w2 >> 25 | w3 << 39) & M,
        w3 >> 12,
    ]
}

/// [`LaneTable`] of a comb table.
const fn lane_table(t: &comb::Table) -> LaneTable {
    let mut out = [[[[0u64; 5]; 2]; ENTRIES]; ROWS];
    let mut i = 0;
    while i < ROWS {
        let mut j = 0;
        while j < ENTRIES {
            out[i][j] = [limbs(&t[i][j], 0), limbs(&t[i][j], 4)];
            j += 1;
        }
        i += 1;
    }
    out
}

/// Curve13318's comb table in radix 2^51, converted at compile time from
/// the generated one.
static LANE_TABLE: LaneTable = lane_table(&super::super::curve13318_table::TABLE);

/// Row `i`'s entry `[|d|] 64^i G` in every lane (`(0, 0)` for `d = 0`),
/// `Y` negated for `d < 0`. Reads every entry of the row.
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
fn row_entry(i: usize, d: &Digit8, zero: &Lane8) -> [Lane8; 2] {
    let mut q = [*zero, *zero];
    for (j, e) in LANE_TABLE[i].iter().enumerate() {
        let k = lanes_equal(d, j as u64 + 1);
        for c in 0..2 {
            q[c] = Lane8(Fe51x8::select(k, &q[c].0, &Fe51x8::splat_limbs(&e[c])));
        }
    }
    q[1] = Lane8(Fe51x8::select(d.neg, &q[1].0, &q[1].0.neg()));
    q
}

/// The lanes whose digit is not zero.
#[target_feature(enable = "avx512f")]
fn nonzero(d: &Digit8) -> u8 {
    !lanes_equal(d, 0)
}

/// The comb's first point of a chain: row `i`'s entry, the identity in the
/// lanes whose digit is zero.
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
fn comb_start(i: usize, d: &Digit8, zero: &Lane8, one: &Lane8) -> Point8 {
    let q = row_entry(i, d, zero);
    select(nonzero(d), &[*zero, *one, *zero], &[q[0], q[1], *one])
}

/// `r` plus row `i`'s entry (a mixed addition), `r` unchanged in the lanes
/// whose digit is zero.
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
fn comb_step(r: &Point8, i: usize, d: &Digit8, zero: &Lane8) -> Point8 {
    let q = row_entry(i, d, zero);
    select(nonzero(d), r, &rcb_add_affine(r, &q))
}

/// Overwrites the digits.
#[target_feature(enable = "avx512f")]
fn wipe<const D: usize>(digits: &mut [Digit8; D]) {
    for dg in digits.iter_mut() {
        *dg = Digit8 {
            abs: _mm512_set1_epi64(0),
            neg: 0,
        };
    }
    core::hint::black_box(digits);
}

/// [`mul_base8`] on bytes: `(X, Y, Z)` little-endian bytes per lane.
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
fn comb8(ks: &[[u8; 32]; 8]) -> [[[u8; 32]; 8]; 3] {
    let mut negate_lanes = 0u8;
    let mut d: [[i8; ROWS]; 8] = core::array::from_fn(|lane| {
        let (mut folded, negate) = comb::fold(
            &crate::field::fp::words_from_le_bytes::<4>(&ks[lane]),
            &ORDER,
            256,
        );
        negate_lanes |= negate.unwrap_u8() << lane;
        let mut bytes = [0u8; 32];
        crate::field::fp::le_bytes_from_words(&folded, &mut bytes);
        let d = window::recode_w::<W, ROWS>(&bytes);
        bytes.zeroize();
        folded.zeroize();
        d
    });
    let mut digits = digits8(&d);
    d.zeroize();
    let (zero, one) = (splat(0), splat(1));
    // Two chains, as comb::mul_base.
    let mut even = comb_start(0, &digits[0], &zero, &one);
    let mut odd = comb_start(1, &digits[1], &zero, &one);
    for i in 1..ROWS / 2 {
        even = comb_step(&even, 2 * i, &digits[2 * i], &zero);
        odd = comb_step(&odd, 2 * i + 1, &digits[2 * i + 1], &zero);
    }
    if ROWS % 2 == 1 {
        even = comb_step(&even, ROWS - 1, &digits[ROWS - 1], &zero);
    }
    let r = negate(negate_lanes, &rcb_add(&even, &odd));
    wipe(&mut digits);
    r.map(|c| c.0.to_unreduced().to_bytes())
}

/// `[k_j] G` for eight scalars `k_j < n` (little-endian): the projective
/// `(X, Y, Z)` of each result, canonical little-endian bytes, lane by lane.
/// Constant time in the scalars. The token proves AVX2, AVX-512F/VL and
/// AVX-512 IFMA.
#[inline]
pub(crate) fn mul_base8(t: Ifma, ks: &[[u8; 32]; 8]) -> [[[u8; 32]; 8]; 3] {
    let _ = t;
    // SAFETY: the token proves the features.
    unsafe { comb8(ks) }
}
