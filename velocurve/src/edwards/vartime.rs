//! Variable-time multi-scalar multiplication for signature verification
//! (public inputs only): wNAF recoding and Straus's interleaved evaluation.
//!
//! # Straus with wNAF
//!
//! Every multiplier is recoded in width-`w` non-adjacent form
//! ([`wnaf_vartime`]: odd digits `|d| < 2^(w-1)`, at least `w - 1` zeros
//! after each nonzero digit) and all terms share the doublings
//! ([`straus_vartime`]). `B` and `2^128 B` use the generated
//! [`VARTIME_TABLE`] of odd multiples in affine Niels form (mixed addition,
//! 7M with the conversion to extended); `A` and `R` use runtime tables of
//! odd multiples in projective Niels form (8M).
//!
//! # Constant time
//!
//! None: every function here branches on its inputs and indexes tables with
//! them. They are for public values (public keys, signatures, hashes of
//! public data) only, as their names say.

#![cfg_attr(
    not(test),
    allow(
        dead_code,
        reason = "Ed25519 verification (issue 3) calls it; until then only the tests do"
    )
)]

use super::fixed_base::{Entry, TableField};
use super::point::{
    AffineNielsPoint, CompletedPoint, EdwardsPoint, ProjectiveNielsPoint, ProjectivePoint,
};
use super::vartime_table::VARTIME_TABLE;
use crate::field::FieldElement;

/// `l = 2^252 + 27742317777372353535851937790883648493`, the order of `B`,
/// little-endian words.
pub(crate) const L_WORDS: [u64; 4] = [
    0x5812631a5cf5d3ed,
    0x14def9dea2f79cd6,
    0x0000000000000000,
    0x1000000000000000,
];

/// wNAF width for `B` and `2^128 B` (the generated table).
pub(crate) const B_WINDOW: usize = 8;
/// Entries per generated table: the odd multiples `1, 3, ..., 2^(B_WINDOW-1) - 1`.
pub(crate) const B_ENTRIES: usize = 1 << (B_WINDOW - 2);
/// The second generated table holds odd multiples of `2^B_SPLIT B`.
pub(crate) const B_SPLIT: usize = 128;
/// wNAF width for the runtime tables of `A` and `R`.
pub(crate) const P_WINDOW: usize = 5;
/// Entries of a runtime table.
const P_ENTRIES: usize = 1 << (P_WINDOW - 2);

/// The generated tables: `[0][j] = (2j + 1) B` and `[1][j] = (2j + 1)
/// 2^B_SPLIT B`, affine Niels, canonical words (see `table_gen`).
#[repr(C, align(64))]
pub(crate) struct VartimeTable(pub(crate) [[Entry; B_ENTRIES]; 2]);

/// Digit positions of a wNAF of an integer `< 2^256` (a carry may reach
/// bit 256).
pub(crate) const MAX_DIGITS: usize = 257;

/// A width-`w` NAF: `sum d[i] 2^i` is the recoded integer, every nonzero
/// digit is odd with `|d| < 2^(w-1)`, and `d[i] = 0` for `i >= len`.
#[derive(Clone, Copy)]
pub(crate) struct Wnaf {
    pub(crate) d: [i16; MAX_DIGITS],
    pub(crate) len: usize,
}

/// The width-`w` NAF of the integer with little-endian words `x`
/// (`2 <= w <= 12`).
///
/// Scanning up from bit 0 with a carry `c` in {0, 1}: if bit `i` of the
/// remaining value (`x`'s bits plus `c` at position `i`) is 0, the digit is
/// 0 and `c` moves on unchanged (`c = 1` can only meet a 1 bit there, which
/// carries again). Otherwise the `w`-bit window `v` (plus `c`) is odd and
/// becomes the digit `d = v` if `v < 2^(w-1)`, else `d = v - 2^w` with a
/// carry into bit `i + w`; the next `w - 1` digits are 0. The remaining
/// value at bit `i` is at most `2^(256 - i)`, so a negative digit (hence a
/// carry) needs `i + w <= 256`: the last digit is at bit 256 at most.
pub(crate) fn wnaf_vartime(x: &[u64; 4], w: usize) -> Wnaf {
    debug_assert!((2..=12).contains(&w));
    let words = [x[0], x[1], x[2], x[3], 0, 0];
    let mask = (1u64 << w) - 1;
    let window = |i: usize| {
        let (q, r) = (i / 64, i % 64);
        let hi = if r == 0 { 0 } else { words[q + 1] << (64 - r) };
        ((words[q] >> r) | hi) & mask
    };
    let mut d = [0i16; MAX_DIGITS];
    let mut len = 0;
    let mut carry = 0u64;
    let mut i = 0;
    while i < MAX_DIGITS {
        let v = window(i) + carry;
        if v & 1 == 0 {
            i += 1;
            continue;
        }
        let digit = if v < 1 << (w - 1) {
            carry = 0;
            v as i16
        } else {
            carry = 1;
            v as i16 - (1 << w)
        };
        d[i] = digit;
        len = i + 1;
        i += w;
    }
    Wnaf { d, len }
}

/// The odd multiples `P, 3P, ..., (2^(P_WINDOW-1) - 1) P` in projective
/// Niels form: one doubling, `P_ENTRIES - 1` additions.
#[inline(always)]
pub(crate) fn odd_multiples<F: FieldElement>(
    p: &EdwardsPoint<F>,
) -> [ProjectiveNielsPoint<F>; P_ENTRIES] {
    let p2 = p.double().to_projective_niels();
    let mut t = [p.to_projective_niels(); P_ENTRIES];
    let mut q = *p;
    for e in t.iter_mut().skip(1) {
        q = q.add_projective_niels(&p2).to_extended();
        *e = q.to_projective_niels();
    }
    t
}

/// The table of one term of a multi-scalar product.
#[derive(Clone, Copy)]
pub(crate) enum Table<'a, F> {
    /// Generated odd multiples (canonical words, affine Niels).
    Affine(&'a [Entry; B_ENTRIES]),
    /// Runtime odd multiples.
    Projective(&'a [ProjectiveNielsPoint<F>; P_ENTRIES]),
}

/// `[(-1)^negate m] P` as one term: the wNAF of `m` and the odd multiples
/// of `P` (of width matching the table).
#[derive(Clone, Copy)]
pub(crate) struct Term<'a, F> {
    pub(crate) digits: &'a Wnaf,
    pub(crate) table: Table<'a, F>,
    pub(crate) negate: bool,
}

/// `acc + [d] T` for the odd digit `d` of `term` (negated if the term is).
#[inline(always)]
fn add_digit<F: TableField>(
    acc: &EdwardsPoint<F>,
    term: &Term<'_, F>,
    d: i16,
) -> CompletedPoint<F> {
    let neg = (d < 0) ^ term.negate;
    let j = (d.unsigned_abs() >> 1) as usize;
    match term.table {
        Table::Affine(t) => {
            let e = &t[j];
            let w4 = |i: usize| [e[i], e[i + 1], e[i + 2], e[i + 3]];
            let q = AffineNielsPoint {
                y_plus_x: F::from_canonical_words(&w4(0)),
                y_minus_x: F::from_canonical_words(&w4(4)),
                xy2d: F::from_canonical_words(&w4(8)),
            };
            if neg {
                acc.sub_affine_niels(&q)
            } else {
                acc.add_affine_niels(&q)
            }
        }
        Table::Projective(t) => {
            if neg {
                acc.sub_projective_niels(&t[j])
            } else {
                acc.add_projective_niels(&t[j])
            }
        }
    }
}

/// The completed identity `((0 : 1), (1 : 1))`.
#[inline(always)]
fn completed_identity<F: FieldElement>() -> CompletedPoint<F> {
    CompletedPoint {
        x: F::ZERO,
        y: F::ONE,
        z: F::ONE,
        t: F::ONE,
    }
}

/// `sum_t [(-1)^negate_t m_t] P_t` by Straus's method: one doubling per
/// digit position from the highest nonzero digit of any term down, and one
/// addition per nonzero digit. Returned as a completed point (the caller
/// picks the conversion).
///
/// Each position doubles the projective accumulator into a completed point
/// (4S, then 3M to projective for the next doubling, or 4M to extended
/// before an addition).
#[inline(always)]
pub(crate) fn straus_vartime<F: TableField>(terms: &[Term<'_, F>]) -> CompletedPoint<F> {
    let top = terms.iter().map(|t| t.digits.len).max().unwrap_or(0);
    let mut c = completed_identity::<F>();
    let mut acc: ProjectivePoint<F> = c.to_projective();
    for i in (0..top).rev() {
        c = acc.double();
        for t in terms {
            let d = t.digits.d[i];
            if d != 0 {
                c = add_digit(&c.to_extended(), t, d);
            }
        }
        if i > 0 {
            acc = c.to_projective();
        }
    }
    c
}

/// `[k]P` for any 256-bit `k` (little-endian words).
pub(crate) fn mul_vartime<F: TableField>(p: &EdwardsPoint<F>, k: &[u64; 4]) -> EdwardsPoint<F> {
    let table = odd_multiples(p);
    let digits = wnaf_vartime(k, P_WINDOW);
    straus_vartime(&[Term {
        digits: &digits,
        table: Table::Projective(&table),
        negate: false,
    }])
    .to_extended()
}

/// `[a]A + [b]B` for any 256-bit `a`, `b` (little-endian words): the plain
/// wNAF double-base multiplication (about 256 doublings), the reference for
/// the halved check and its fallback.
pub(crate) fn vartime_double_base_mul<F: TableField>(
    a: &[u64; 4],
    big_a: &EdwardsPoint<F>,
    b: &[u64; 4],
) -> EdwardsPoint<F> {
    let table = odd_multiples(big_a);
    let da = wnaf_vartime(a, P_WINDOW);
    let db = wnaf_vartime(b, B_WINDOW);
    straus_vartime(&[
        Term {
            digits: &da,
            table: Table::Projective(&table),
            negate: false,
        },
        Term {
            digits: &db,
            table: Table::Affine(&VARTIME_TABLE.0[0]),
            negate: false,
        },
    ])
    .to_extended()
}
