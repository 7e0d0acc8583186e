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
//! at the first remainder `r_i < floor(sqrt(n))` ([`short_vector_vartime`]):
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

#![cfg_attr(
    not(test),
    allow(
        dead_code,
        reason = "Ed25519 verification (issue 3) calls it; until then only the tests do"
    )
)]

#[rustfmt::skip]
pub(crate) mod table;
#[cfg(test)]
mod tests;

use crate::edwards::comb::Entry;
use crate::edwards::decode::{Decoding, PointError, decode_vartime};
use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::point::{
    AffineNielsPoint, CompletedPoint, EdwardsPoint, ProjectiveNielsPoint, ProjectivePoint,
};
use crate::field::Field25519;
use crate::scalar::Scalar;

/// `l = 2^252 + 27742317777372353535851937790883648493`, the order of `B`,
/// little-endian words.
pub(crate) const L_WORDS: [u64; 4] = [
    0x5812631a5cf5d3ed,
    0x14def9dea2f79cd6,
    0x0000000000000000,
    0x1000000000000000,
];

/// `8l`, little-endian words.
const L8_WORDS: [u64; 4] = [
    0xc09318d2e7ae9f68,
    0xa6f7cef517bce6b2,
    0x0000000000000000,
    0x8000000000000000,
];

/// `floor(sqrt(l)) = 2^126`.
const SQRT_L: u128 = 1 << 126;
/// `floor(sqrt(8l))`.
const SQRT_8L: u128 = 0xb504f333f9de6484597d89b3754abe9f;

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
// Short lattice vectors: the extended Euclidean algorithm on (n, k).
// ---------------------------------------------------------------------

/// Bit length of a 256-bit integer (0 for 0).
#[inline(always)]
fn bitlen(x: &[u64; 4]) -> u32 {
    for i in (0..4).rev() {
        if x[i] != 0 {
            return 64 * i as u32 + 64 - x[i].leading_zeros();
        }
    }
    0
}

/// `a >= b`.
#[inline(always)]
fn ge(a: &[u64; 4], b: &[u64; 4]) -> bool {
    for i in (0..4).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

/// `a - b` for `a >= b`.
#[inline(always)]
fn sub(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let mut r = [0u64; 4];
    let mut borrow = false;
    for i in 0..4 {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        r[i] = d;
        borrow = b1 | b2;
    }
    debug_assert!(!borrow);
    r
}

/// `x << s` for `s < 256`, where `bitlen(x) + s <= 256`.
#[inline(always)]
fn shl(x: &[u64; 4], s: u32) -> [u64; 4] {
    let (q, r) = ((s / 64) as usize, s % 64);
    let mut out = [0u64; 4];
    for i in q..4 {
        let lo = x[i - q] << r;
        let hi = if r == 0 || i == q {
            0
        } else {
            x[i - q - 1] >> (64 - r)
        };
        out[i] = lo | hi;
    }
    out
}

/// `x` as a 256-bit integer.
#[inline(always)]
fn from_u128(x: u128) -> [u64; 4] {
    [x as u64, (x >> 64) as u64, 0, 0]
}

/// `a * b` for `a, b < 2^128`.
#[inline(always)]
fn mul_u128(a: u128, b: u128) -> [u64; 4] {
    let (a0, a1) = (a as u64 as u128, a >> 64);
    let (b0, b1) = (b as u64 as u128, b >> 64);
    let ll = a0 * b0;
    let lh = a0 * b1;
    let hl = a1 * b0;
    let hh = a1 * b1;
    // middle = lh + hl + (ll >> 64) < 3 * 2^128: keep its carry apart.
    let (mid, c1) = lh.overflowing_add(hl);
    let (mid, c2) = mid.overflowing_add(ll >> 64);
    let carry = (c1 as u128 + c2 as u128) << 64;
    let hi = hh + (mid >> 64) + carry;
    [ll as u64, mid as u64, hi as u64, (hi >> 64) as u64]
}

/// `a + b`, for a sum `< 2^256`.
#[inline(always)]
fn add(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let mut r = [0u64; 4];
    let mut carry = false;
    for i in 0..4 {
        let (d, c1) = a[i].overflowing_add(b[i]);
        let (d, c2) = d.overflowing_add(carry as u64);
        r[i] = d;
        carry = c1 | c2;
    }
    debug_assert!(!carry);
    r
}

/// `a / b` (which must be `< 2^128`), leaving `a mod b` in `a`, by binary
/// long division (the quotients of the Euclidean algorithm are small: the
/// loop runs `bitlen(a) - bitlen(b) + 1` times). `None` if `b = 0` or the
/// quotient is `>= 2^128`.
pub(crate) fn divrem_vartime(a: &mut [u64; 4], b: &[u64; 4]) -> Option<u128> {
    let (la, lb) = (bitlen(a), bitlen(b));
    if lb == 0 {
        return None;
    }
    if la < lb {
        return Some(0);
    }
    let s = la - lb;
    if s >= 128 {
        return None;
    }
    let mut q = 0u128;
    for sh in (0..=s).rev() {
        let bs = shl(b, sh);
        if ge(a, &bs) {
            *a = sub(a, &bs);
            q |= 1 << sh;
        }
    }
    Some(q)
}

/// `a - q b` for `q b <= a` (so nothing borrows out of the top word).
#[inline(always)]
fn sub_mul_u64(a: &[u64; 4], b: &[u64; 4], q: u64) -> [u64; 4] {
    let mut r = [0u64; 4];
    let mut carry = 0u64; // high part of the product, carried up
    let mut borrow = false;
    for i in 0..4 {
        let p = (b[i] as u128) * (q as u128) + carry as u128;
        carry = (p >> 64) as u64;
        let (d, b1) = a[i].overflowing_sub(p as u64);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        r[i] = d;
        borrow = b1 | b2;
    }
    debug_assert!(!borrow && carry == 0);
    r
}

/// The bits `s..s + 64` of `x` (zeros past bit 255), for `s < 256`.
#[inline(always)]
fn bits64_at(x: &[u64; 4], s: u32) -> u64 {
    let (q, r) = ((s / 64) as usize, s % 64);
    let lo = x[q] >> r;
    let hi = if r == 0 || q == 3 {
        0
    } else {
        x[q + 1] << (64 - r)
    };
    lo | hi
}

/// [`divrem_vartime`] for the Euclidean loop, where the quotient is
/// almost always small (1 for 41 % of the steps): `q = floor(a / b)` with
/// `a mod b` left in `a`, the same result in fewer operations.
///
/// * `bitlen(a) - bitlen(b) <= 1`: `q <= 3`, found by subtracting `b`.
/// * `bitlen(a) - bitlen(b) <= 30`, `bitlen(a) > 64`: with `s = bitlen(a)
///   - 64`, `â = floor(a / 2^s)` and `b̂ = floor(b / 2^s) >= 2^33`, the
///   estimate `q' = floor(â / (b̂ + 1))` is at most `a / b` (`a >= â 2^s`,
///   `b < (b̂ + 1) 2^s`), so `a - q' b >= 0`, and `a / b - q' < 1 + (â + b̂
///   + 1) / (b̂ (b̂ + 1)) < 1 + 2^31 / 2^33 + 2^-33`: at most two more
///   subtractions of `b`. For `bitlen(a) <= 64` the division is exact.
/// * otherwise (quotients of `2^30` and more: not met for hash outputs in
///   practice, but `k` may be any scalar): the binary long division.
#[inline(always)]
pub(crate) fn divrem_small_vartime(a: &mut [u64; 4], b: &[u64; 4]) -> Option<u128> {
    let (la, lb) = (bitlen(a), bitlen(b));
    if lb == 0 {
        return None;
    }
    if la < lb {
        return Some(0);
    }
    let mut q = if la - lb <= 1 {
        0
    } else if la - lb <= 30 {
        let s = la.saturating_sub(64);
        let (ah, bh) = (bits64_at(a, s), bits64_at(b, s));
        // s > 0: bh >= 2^(lb - 1 - s) >= 2^33, estimate from below;
        // s = 0: ah = a, bh = b >= 1, exact.
        let q = if s == 0 { ah / bh } else { ah / (bh + 1) };
        *a = sub_mul_u64(a, b, q);
        q as u128
    } else {
        return divrem_vartime(a, b);
    };
    while ge(a, b) {
        *a = sub(a, b);
        q += 1;
    }
    Some(q)
}

/// The state of the extended Euclidean algorithm on `(n, k)`: the last two
/// remainders `r0 > r1` and the magnitudes of their `t` (`r = t k mod
/// n`), whose signs alternate; `t1_pos` is the sign of `t1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Euclid {
    pub(crate) r0: [u64; 4],
    pub(crate) r1: [u64; 4],
    pub(crate) t0: u128,
    pub(crate) t1: u128,
    pub(crate) t1_pos: bool,
}

impl Euclid {
    /// `(r0, r1) = (n, k)`, `(t0, t1) = (0, 1)`.
    pub(crate) fn new(k: &[u64; 4], n: &[u64; 4]) -> Self {
        Euclid {
            r0: *n,
            r1: *k,
            t0: 0,
            t1: 1,
            t1_pos: true,
        }
    }

    /// One exact step: `q = floor(r0 / r1)`, `(r0, r1) = (r1, r0 - q r1)`,
    /// `(t0, t1) = (t1, t0 + q t1)`. `None` if `r1 = 0` or a value
    /// outgrows 128 bits.
    #[inline(always)]
    pub(crate) fn step(&mut self) -> Option<()> {
        let q = divrem_small_vartime(&mut self.r0, &self.r1)?;
        let t2 = if q == 1 {
            self.t1.checked_add(self.t0)?
        } else {
            q.checked_mul(self.t1)?.checked_add(self.t0)?
        };
        core::mem::swap(&mut self.r0, &mut self.r1);
        (self.t0, self.t1) = (self.t1, t2);
        self.t1_pos = !self.t1_pos;
        Some(())
    }

    /// As many exact steps as the leading 63 bits decide at once (Lehmer's
    /// algorithm, Knuth TAOCP vol. 2, 4.5.2, Algorithm L), applied as one
    /// 2x2 matrix to the multi-word values; each new remainder is
    /// guaranteed `>= 2^128`, so no remainder below the caller's bound
    /// (`< 2^128`) is stepped over. Returns the number of steps taken (0:
    /// the caller takes an exact [`Euclid::step`]); `None` if a value
    /// outgrows its bound (a safety net).
    ///
    /// With `s = bitlen(r0) - 63`, `â = floor(r0 / 2^s)`, `b̂ = floor(r1 /
    /// 2^s)`, the steps run on `(â, b̂)` with the cofactor matrix `(A B; C
    /// D)` (rows of opposite signs, `|.| < 2^63`) while Knuth's test gives
    /// the same quotient from `(â + A) / (b̂ + C)` and `(â + B) / (b̂ + D)`;
    /// then the quotient is the exact one. The true new remainder is
    /// `C r0 + D r1 = b̂' 2^s + C e0 + D e1` with the truncated parts
    /// `0 <= e < 2^s`, so it exceeds `(b̂' - max(|C|, |D|)) 2^s`; a step is
    /// taken only if that is at least `2^128`.
    #[inline(always)]
    pub(crate) fn lehmer_batch(&mut self) -> Option<u32> {
        let la = bitlen(&self.r0);
        if la <= 128 {
            return Some(0);
        }
        let s = la - 63;
        // All of â, b̂ and the cofactors stay below 2^63 in absolute value
        // (â < 2^63, and a step is taken only if |C|, |D| < b̂' <= â), so
        // they are i64; a product that would overflow ends the batch.
        let (mut ah, mut bh) = (bits64_at(&self.r0, s) as i64, bits64_at(&self.r1, s) as i64);
        // Smallest b̂' - max(|C|, |D|) with (that) * 2^s >= 2^128.
        let thr: i64 = if s >= 128 { 1 } else { 1 << (128 - s).min(62) };
        let (mut a, mut b, mut c, mut d) = (1i64, 0i64, 0i64, 1i64);
        let mut steps = 0u32;
        while let (Some(num), Some(den), Some(num2), Some(den2)) = (
            ah.checked_add(a),
            bh.checked_add(c),
            ah.checked_add(b),
            bh.checked_add(d),
        ) {
            if den <= 0 || den2 <= 0 || num < den {
                break;
            }
            // Quotients 1 and 2 are 58 % of the steps (Gauss-Kuzmin).
            let q = if num - den < den {
                1
            } else if num - 2 * den < den {
                2
            } else {
                num / den
            };
            // Knuth's test: the same quotient from the other bound.
            let Some(qd2) = q.checked_mul(den2) else {
                break;
            };
            if qd2 > num2 || num2 - qd2 >= den2 {
                break;
            }
            let (Some(qc), Some(qd), Some(qb)) =
                (q.checked_mul(c), q.checked_mul(d), q.checked_mul(bh))
            else {
                break;
            };
            let (Some(c2), Some(d2), Some(bh2)) =
                (a.checked_sub(qc), b.checked_sub(qd), ah.checked_sub(qb))
            else {
                break;
            };
            if (bh2 as i128) - (c2.unsigned_abs().max(d2.unsigned_abs()) as i128) < thr as i128 {
                break;
            }
            (a, b, c, d) = (c, d, c2, d2);
            (ah, bh) = (bh, bh2);
            steps += 1;
        }
        if steps == 0 {
            return Some(0);
        }
        // Rows of opposite signs: A x + B y = +-(|A| x - |B| y).
        let lin = |p: i64, q: i64| -> Option<[u64; 4]> {
            let (pa, pb) = (
                mul_u64_wide(&self.r0, p.unsigned_abs()),
                mul_u64_wide(&self.r1, q.unsigned_abs()),
            );
            if p >= 0 && q <= 0 {
                sub_wide(&pa, &pb)
            } else {
                sub_wide(&pb, &pa)
            }
        };
        let (r0, r1) = (lin(a, b)?, lin(c, d)?);
        let tlin = |p: i64, q: i64| -> Option<u128> {
            (p.unsigned_abs() as u128)
                .checked_mul(self.t0)?
                .checked_add((q.unsigned_abs() as u128).checked_mul(self.t1)?)
        };
        let (t0, t1) = (tlin(a, b)?, tlin(c, d)?);
        *self = Euclid {
            r0,
            r1,
            t0,
            t1,
            t1_pos: self.t1_pos ^ (steps & 1 == 1),
        };
        Some(steps)
    }
}

/// `x * m` as five words.
#[inline(always)]
fn mul_u64_wide(x: &[u64; 4], m: u64) -> [u64; 5] {
    let mut r = [0u64; 5];
    let mut carry = 0u64;
    for i in 0..4 {
        let p = (x[i] as u128) * (m as u128) + carry as u128;
        r[i] = p as u64;
        carry = (p >> 64) as u64;
    }
    r[4] = carry;
    r
}

/// `a - b` if it is in `[0, 2^256)`, else `None`.
#[inline(always)]
fn sub_wide(a: &[u64; 5], b: &[u64; 5]) -> Option<[u64; 4]> {
    let mut r = [0u64; 5];
    let mut borrow = false;
    for i in 0..5 {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        r[i] = d;
        borrow = b1 | b2;
    }
    if borrow || r[4] != 0 {
        return None;
    }
    Some([r[0], r[1], r[2], r[3]])
}

/// The Euclidean loop of [`short_vector_vartime`], stopped at the first
/// `r1 < bound` (`bound <= 2^128`): with `lehmer`, by
/// [`Euclid::lehmer_batch`]es where they apply and exact steps elsewhere;
/// without, by exact steps only (the reference: both take the same
/// steps, so they end in the same state).
#[inline(always)]
pub(crate) fn euclid_vartime(
    k: &[u64; 4],
    n: &[u64; 4],
    bound: u128,
    lehmer: bool,
) -> Option<Euclid> {
    let below_bound =
        |r: &[u64; 4]| r[2] == 0 && r[3] == 0 && ((r[1] as u128) << 64 | r[0] as u128) < bound;
    let mut e = Euclid::new(k, n);
    while !below_bound(&e.r1) {
        if !lehmer || e.lehmer_batch()? == 0 {
            e.step()?;
        }
    }
    Some(e)
}

/// A lattice vector `(x, c)` with `x = c k (mod n)`, `c > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ShortVector {
    /// `|x|`.
    pub(crate) x: [u64; 4],
    /// `x < 0`.
    pub(crate) x_neg: bool,
    /// `c`, positive.
    pub(crate) c: [u64; 4],
}

/// A short vector `(x, c)` of the lattice `{(x, c) : x = c k (mod n)}`,
/// for `0 <= k < n < 2^256` and `bound = floor(sqrt(n))`, with `c` odd if
/// `odd` (then `n` must be even, so that some vector has `c` odd).
///
/// The extended Euclidean algorithm on `(r_0, r_1) = (n, k)` keeps
/// `r_i = t_i k (mod n)` with `t_0 = 0`, `t_1 = 1`, `t_{i+1} = t_{i-1} -
/// q_i t_i` of alternating signs, and the identity
/// `|t_{i+1}| r_i + |t_i| r_{i+1} = n` (induction on `i`). It stops at the
/// first `r_{i+1} < bound`; then `r_i >= bound` and `|t_{i+1}| <= n /
/// bound`, so both coordinates are at most about `sqrt(n)`, and every
/// quotient and `t` computed on the way is below `n / bound` (< 2^128 for
/// the moduli used here).
///
/// For `odd`, if `t_{i+1}` is even then `t_i` is odd (consecutive `t` are
/// coprime), and so is the `t` of every vector `(r_i - j r_{i+1}, t_i -
/// j t_{i+1})`; `j` is chosen near the point where the two coordinates
/// balance. The choice affects only the length, never the validity.
///
/// `None` if a value outgrows 128 bits (a safety net: the bounds above rule
/// it out for `n / bound < 2^128`, which holds for `l` and `8l`).
pub(crate) fn short_vector_vartime(
    k: &[u64; 4],
    n: &[u64; 4],
    bound: u128,
    odd: bool,
) -> Option<ShortVector> {
    debug_assert!(!ge(k, n));
    let Euclid {
        r0,
        r1,
        t0,
        t1,
        t1_pos,
    } = euclid_vartime(k, n, bound, true)?;
    let vector = |x: [u64; 4], t: [u64; 4], t_pos: bool| ShortVector {
        x,
        // (x, -t) -> (-x, t).
        x_neg: !t_pos && x != [0; 4],
        c: t,
    };
    if !odd || t1 & 1 == 1 {
        return Some(vector(r1, from_u128(t1), t1_pos));
    }
    // t1 even: t0 odd; the vectors (r0 - j r1, t0 - j t1) have |t| = |t0|
    // + j |t1| (opposite signs) and the sign of t0. r1 < bound < 2^128.
    let r1s = (r1[1] as u128) << 64 | r1[0] as u128;
    // j_max = floor(r0 / r1) keeps r0 - j r1 >= 0; the coordinates balance
    // near j = (r0 - |t0|) / (r1 + |t1|).
    let j_max = divrem_vartime(&mut r0.clone(), &r1).unwrap_or(0);
    let t0w = from_u128(t0);
    let j_bal = if ge(&r0, &t0w) {
        divrem_vartime(&mut sub(&r0, &t0w), &add(&r1, &from_u128(t1))).unwrap_or(0)
    } else {
        0
    }
    .min(j_max);
    let mut best: Option<(u32, ShortVector)> = None;
    for j in [j_bal, j_bal.saturating_add(1).min(j_max), 0] {
        let jr1 = mul_u128(j, r1s);
        if !ge(&r0, &jr1) {
            continue;
        }
        let x = sub(&r0, &jr1);
        let c = add(&mul_u128(j, t1), &from_u128(t0));
        let len = bitlen(&x).max(bitlen(&c));
        if best.is_none_or(|(l, _)| len < l) {
            best = Some((len, vector(x, c, !t1_pos)));
        }
    }
    best.map(|(_, v)| v)
}

// ---------------------------------------------------------------------
// The verification equation.
// ---------------------------------------------------------------------

/// Which group equation verification decides (see the [module
/// documentation](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Equation {
    /// `[S]B = R + [k]A`.
    Cofactorless,
    /// `[8][S]B = [8]R + [8][k]A`.
    Cofactored,
}

/// Whether a completed point is the identity: `x = X/Z = 0` and
/// `y = Y/T = 1`.
#[inline(always)]
fn completed_is_identity<F: Field25519>(c: &CompletedPoint<F>) -> bool {
    c.x.to_bytes() == [0u8; 32] && c.y.sub(&c.t).to_bytes() == [0u8; 32]
}

/// Whether `[8]P = O` for a completed point (`x = X/Z`, `y = Y/T`): the
/// test of `EdwardsPoint::is_small_order_vartime` on `y`, `X = 0`, `Y = 0`
/// or `d Y^4 + 2 Y^2 T^2 - T^4 = 0`.
#[inline(always)]
fn completed_is_small_order<F: Field25519>(c: &CompletedPoint<F>) -> bool {
    let zero = [0u8; 32];
    if c.x.to_bytes() == zero || c.y.to_bytes() == zero {
        return true;
    }
    let (yy, tt) = (c.y.square(), c.t.square());
    let yytt = yy.mul(&tt);
    let e = F::from_u64x4(&crate::edwards::point::EDWARDS_D)
        .mul(&yy.square())
        .add(&yytt.add(&yytt))
        .sub(&tt.square());
    e.to_bytes() == zero
}

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

/// The short vector for `k` that `equation` needs: modulo `8l` with `c`
/// odd for the cofactorless equation, modulo `l` for the cofactored one.
#[inline(always)]
pub(crate) fn verification_vector_vartime(k: &Scalar, equation: Equation) -> Option<ShortVector> {
    match equation {
        Equation::Cofactorless => short_vector_vartime(&k.0, &L8_WORDS, SQRT_8L, true),
        Equation::Cofactored => short_vector_vartime(&k.0, &L_WORDS, SQRT_L, false),
    }
}

/// Decides `equation` for `S` (`s`, any 256-bit integer, normally `< l`),
/// `k < l`, and the points `A` and `R` (see the [module
/// documentation](self)).
#[inline(always)]
pub(crate) fn check_equation_vartime<F: Field25519>(
    s: &[u8; 32],
    k: &Scalar,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
    equation: Equation,
) -> bool {
    check_equation_with_vartime(s, k, a, r, equation, Arith::Scalar)
}

/// How [`check_equation_with_vartime`] runs the halved multiplication.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arith {
    /// On the scalar field `F` ([`halved_vartime`]).
    Scalar,
    /// With the four coordinates in the four lanes of AVX-512 IFMA ymm
    /// registers ([`crate::edwards::vector::lanes4::halved4_vartime`] on
    /// [`crate::field::fe51x4::Fe51x4`]). Only on a CPU where
    /// [`crate::backend::Backend::Ifma`] is supported.
    #[cfg(target_arch = "x86_64")]
    Ifma4,
    /// With the four coordinates in the four lanes of AVX2 ymm registers
    /// ([`crate::edwards::vector::lanes4::halved4_vartime`] on
    /// [`crate::field::fe2625x4::Fe2625x4`]). Only on a CPU where
    /// [`crate::backend::Backend::Avx2`] is supported.
    #[cfg(target_arch = "x86_64")]
    Avx2,
}

/// [`check_equation_vartime`] with the arithmetic `arith` for the halved
/// multiplication (the fallback `direct_vartime` is always scalar).
#[inline(always)]
pub(crate) fn check_equation_with_vartime<F: Field25519>(
    s: &[u8; 32],
    k: &Scalar,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
    equation: Equation,
    arith: Arith,
) -> bool {
    let z = match (verification_vector_vartime(k, equation), arith) {
        (Some(v), Arith::Scalar) => halved_vartime(s, &v, a, r),
        #[cfg(target_arch = "x86_64")]
        (Some(v), Arith::Ifma4) => {
            debug_assert!(crate::backend::Backend::Ifma.is_supported());
            // SAFETY: `Arith::Ifma4` is used only where `Backend::Ifma` is
            // supported, which includes AVX-512F, VL and IFMA (and AVX2).
            unsafe { crate::edwards::vector::lanes4::halved_ifma4_vartime(s, &v, a, r) }
        }
        #[cfg(target_arch = "x86_64")]
        (Some(v), Arith::Avx2) => {
            debug_assert!(crate::backend::Backend::Avx2.is_supported());
            // SAFETY: `Arith::Avx2` is used only where `Backend::Avx2` is
            // supported, which includes AVX2.
            unsafe { crate::edwards::vector::lanes4::halved_avx2_vartime(s, &v, a, r) }
        }
        (None, _) => direct_vartime(s, k, a, r),
    };
    match equation {
        Equation::Cofactorless => completed_is_identity(&z),
        Equation::Cofactored => completed_is_small_order(&z),
    }
}

/// How to decode one point of a signature check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PointRules {
    /// Strict (RFC 8032) or permissive (ZIP-215) decoding.
    pub(crate) decoding: Decoding,
    /// Reject points of order dividing 8.
    pub(crate) reject_small_order: bool,
}

/// The rules of one verification profile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VerifyRules {
    /// For the public key `A`.
    pub(crate) a: PointRules,
    /// For the signature's `R`.
    pub(crate) r: PointRules,
    /// The group equation.
    pub(crate) equation: Equation,
}

/// Which encoding [`verify_equation_vartime`] rejected, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum VerifyError {
    /// The public key `A` (checked first).
    PublicKey(PointError),
    /// The signature's `R`.
    R(PointError),
}

#[inline(always)]
fn verify_equation_generic<F: Field25519>(
    s: &[u8; 32],
    k: &Scalar,
    a: &[u8; 32],
    r: &[u8; 32],
    rules: VerifyRules,
) -> Result<bool, VerifyError> {
    let a = decode_vartime::<F>(a, rules.a.decoding, rules.a.reject_small_order)
        .map_err(VerifyError::PublicKey)?;
    let r = decode_vartime::<F>(r, rules.r.decoding, rules.r.reject_small_order)
        .map_err(VerifyError::R)?;
    Ok(check_equation_vartime(s, k, &a, &r, rules.equation))
}

crate::backend::dispatch_fn! {
    /// The group part of an Ed25519 verification, whole, on `backend`:
    /// decodes `a` (the public key `A`) and then `r` (the signature's `R`)
    /// under `rules`, and decides `rules.equation` for `S = s` and the
    /// challenge `k` (`SHA-512(dom || R || A || M) mod l`).
    ///
    /// `Err` names the first encoding rejected (`A` before `R`); `Ok(true)`
    /// iff the equation holds. `s` is read as a 256-bit integer (the caller
    /// checks `S < l` as RFC 8032 requires). Variable time: public inputs
    /// only.
    pub(crate) fn verify_equation_vartime(
        s: &[u8; 32],
        k: &Scalar,
        a: &[u8; 32],
        r: &[u8; 32],
        rules: VerifyRules
    ) -> Result<bool, VerifyError> = verify_equation_generic;
}
