//! Variable-time multi-scalar multiplication for signature verification
//! (public inputs only): wNAF recoding, Straus's interleaved evaluation, and
//! the Ed25519 verification equation with lattice-halved scalars.
//!
//! # The verification equation, halved
//!
//! Ed25519 verification decides, for public `S`, `k < l` and points `A`,
//! `R`, whether `Q = [S]B - R - [k]A` is the identity (the *cofactorless*
//! equation `[S]B = R + [k]A`) or has order dividing 8 (the *cofactored*
//! `[8][S]B = [8]R + [8][k]A`). Computed directly, `[k]A` needs about 253
//! doublings. Following Antipa, Brown, Gallant, Lambert, Struik and
//! Vanstone (SAC 2005) and Pornin (eprint 2020/454), we find small `c > 0`
//! and `x` with `x = c k (mod n)`, both about `sqrt(n)`, and compute
//!
//! ```text
//!     Z = [c S mod l] B - [c] R - [x] A,
//! ```
//!
//! splitting `c S mod l = b0 + 2^128 b1` so that all four multipliers have
//! about 128 bits and share one chain of about 128 doublings:
//!
//! * **Cofactored**, `n = l`: `Z = [c]Q + [c k - x]A` where `l | c k - x`,
//!   so `[8]Z = [8c]Q` (`[8l]A = O`), and since `0 < c < l` is prime to
//!   `l` and `[8]Q` lies in the subgroup of order `l`, `[8]Z = O` iff
//!   `[8]Q = O`.
//! * **Cofactorless**, `n = 8l` and `c` odd: `[x]A = [c k]A` exactly
//!   (the order of `A` divides `8l`), so `Z = [c]Q`; `gcd(c, 8l) = 1`, so
//!   `Z = O` iff `Q = O`. (With `n = l` this would be wrong for points with
//!   a torsion component: `[c k - x]A` need not vanish, and an even `c`
//!   hides torsion of `Q`. The tests include such points.)
//!
//! `(x, c)` comes from the extended Euclidean algorithm on `(n, k)` stopped
//! at the first remainder `r_i < floor(sqrt(n))`
//! ([`crate::scalar::lattice::short_vector_vartime`]):
//! `r_i = t_i k (mod n)` and `|t_i| <= n / r_{i-1} <= n / floor(sqrt(n))`,
//! so both are below `2^127.6` for `n = 8l` (`2^126` for `n = l`). When `c`
//! must be odd and `t_i` is even, the odd vectors `(r_{i-1} - j r_i,
//! t_{i-1} - j t_i)` are tried (consecutive `t` are coprime) and the
//! shortest kept. That vector is longer than 128 bits for about 12 % of
//! random `k` (2,403 of 20,384 in the `short_vectors` test, mostly 129-131
//! bits), and for special `k` much longer: for `k = l - 1` every vector
//! with `c` odd has a coordinate near `l/2`. Longer multipliers only cost
//! more doublings; any length up to 256 bits is handled. The direct
//! 253-bit computation of `Q` remains as a fallback should the Euclidean
//! loop ever leave its proven bounds (it cannot for `l` and `8l`).
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

#[cfg(x86_backends)]
pub(crate) mod straus4;
#[rustfmt::skip]
pub(crate) mod table;
#[cfg(test)]
mod tests;

use crate::edwards::comb::Entry;
use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::point::{
    AffineNielsPoint, CompletedPoint, EdwardsPoint, ProjectiveNielsPoint, ProjectivePoint,
};
use crate::field::Field25519;
use crate::scalar::Scalar;
use crate::scalar::lattice::{ShortVector, bitlen};

/// wNAF width for `B` and `2^128 B` (the generated table): 256 entries
/// of 96 bytes per table, 48 KiB for the two. Measured against width 8
/// (2 x 6 KiB): about 5 fewer additions per verification (2 x 128 / 11
/// against 2 x 128 / 9), 0.9k-1.3k ticks less (docs/BACKENDS.md); the
/// reads stay cheap because every digit is known before the loop starts.
pub(crate) const B_WINDOW: usize = 10;
/// Entries per generated table: the odd multiples `1, 3, ..., 2^(B_WINDOW-1) - 1`.
pub(crate) const B_ENTRIES: usize = 1 << (B_WINDOW - 2);
/// The second generated table holds odd multiples of `2^B_SPLIT B`.
pub(crate) const B_SPLIT: usize = 128;
/// wNAF width for the runtime tables of `A` and `R`.
pub(crate) const P_WINDOW: usize = 5;
/// Entries of a runtime table.
pub(crate) const P_ENTRIES: usize = 1 << (P_WINDOW - 2);

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
    // Past bit `top` the bits are 0: only a carry is left there, which
    // gives the last digit (1) and ends the loop; `top <= 256`.
    let top = bitlen(x) as usize;
    while i < top || carry != 0 {
        let v = window(i) + carry;
        if v & 1 == 0 {
            // Skip the whole run of bits equal to `carry` (zeros without a
            // carry, ones with one): each gives a 0 digit and keeps the
            // carry. At least one position (bit `i` is such a bit), at
            // most to the end of the word.
            let (q, r) = (i / 64, i % 64);
            let run = if carry == 0 { words[q] } else { !words[q] } >> r;
            i += (run.trailing_zeros() as usize).min(64 - r);
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
pub(crate) fn odd_multiples<F: Field25519>(
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
fn add_digit<F: Field25519>(
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
fn completed_identity<F: Field25519>() -> CompletedPoint<F> {
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
pub(crate) fn straus_vartime<F: Field25519>(terms: &[Term<'_, F>]) -> CompletedPoint<F> {
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
#[cfg(test)]
pub(crate) fn mul_vartime<F: Field25519>(p: &EdwardsPoint<F>, k: &[u64; 4]) -> EdwardsPoint<F> {
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
pub(crate) fn vartime_double_base_mul<F: Field25519>(
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

// ---------------------------------------------------------------------
// The halved double-base multiplication of verification.
// ---------------------------------------------------------------------

/// `c * s` for 256-bit `c` and `s`, as 64 little-endian bytes.
#[inline(always)]
fn mul_wide(c: &[u64; 4], s: &[u64; 4]) -> [u8; 64] {
    let mut w = [0u64; 8];
    for i in 0..4 {
        let mut carry = 0u128;
        for j in 0..4 {
            let t = (c[i] as u128) * (s[j] as u128) + w[i + j] as u128 + carry;
            w[i + j] = t as u64;
            carry = t >> 64;
        }
        w[i + 4] = carry as u64;
    }
    let mut out = [0u8; 64];
    for (i, x) in w.iter().enumerate() {
        out[8 * i..8 * i + 8].copy_from_slice(&x.to_le_bytes());
    }
    out
}

/// Little-endian words of 32 bytes.
#[inline(always)]
fn words_of(b: &[u8; 32]) -> [u64; 4] {
    core::array::from_fn(|i| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&b[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    })
}

/// The four wNAFs of the halved check `Z = [c s mod l] B - [c] R - [x] A`
/// for the short vector `(x, c)`: `c s mod l = b0 + 2^128 b1` for the two
/// generated tables, `c` for `R` and `|x|` for `A` (whose term is negated
/// unless `x < 0`).
pub(crate) struct HalvedDigits {
    pub(crate) b0: Wnaf,
    pub(crate) b1: Wnaf,
    pub(crate) c: Wnaf,
    pub(crate) x: Wnaf,
    /// The sign of `A`'s term is `-` (`x >= 0`).
    pub(crate) negate_a: bool,
}

/// See [`HalvedDigits`].
#[inline(always)]
pub(crate) fn halved_digits(s: &[u8; 32], v: &ShortVector) -> HalvedDigits {
    const _: () = assert!(B_SPLIT == 128);
    let cs = Scalar::from_bytes_mod_order_wide(&mul_wide(&v.c, &words_of(s))).0;
    HalvedDigits {
        b0: wnaf_vartime(&[cs[0], cs[1], 0, 0], B_WINDOW),
        b1: wnaf_vartime(&[cs[2], cs[3], 0, 0], B_WINDOW),
        c: wnaf_vartime(&v.c, P_WINDOW),
        x: wnaf_vartime(&v.x, P_WINDOW),
        negate_a: !v.x_neg,
    }
}

/// `Z = [c s mod l] B - [c] R - [x] A` for the short vector `(x, c)`,
/// with `c s mod l = b0 + 2^128 b1` on the two generated tables.
#[inline(always)]
pub(crate) fn halved_vartime<F: Field25519>(
    s: &[u8; 32],
    v: &ShortVector,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
) -> CompletedPoint<F> {
    let d = halved_digits(s, v);
    let table_a = odd_multiples(a);
    let table_r = odd_multiples(r);
    straus_vartime(&[
        Term {
            digits: &d.b0,
            table: Table::Affine(&VARTIME_TABLE.0[0]),
            negate: false,
        },
        Term {
            digits: &d.b1,
            table: Table::Affine(&VARTIME_TABLE.0[1]),
            negate: false,
        },
        Term {
            digits: &d.c,
            table: Table::Projective(&table_r),
            negate: true,
        },
        Term {
            digits: &d.x,
            table: Table::Projective(&table_a),
            negate: d.negate_a,
        },
    ])
}

/// `Q = [s] B - [k] A - R` directly (about 256 doublings): the fallback
/// and the reference of the halved computation.
#[inline(always)]
pub(crate) fn direct_vartime<F: Field25519>(
    s: &[u8; 32],
    k: &Scalar,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
) -> CompletedPoint<F> {
    vartime_double_base_mul(&k.0, &a.neg(), &words_of(s))
        .sub_projective_niels(&r.to_projective_niels())
}
