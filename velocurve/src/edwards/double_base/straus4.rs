//! Straus's method and the halved verification check of
//! [`crate::edwards::double_base`] with the four coordinates of a point in
//! the four lanes of a [`Lanes4`] field (the formulas of
//! [`crate::edwards::vector::formulas4`]).
//!
//! Variable time: the digits (public) choose table entries and skip
//! additions.

use crate::edwards::comb::Entry;
use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::double_base::{B_ENTRIES, P_ENTRIES, Wnaf, halved_digits};
use crate::edwards::point::{CompletedPoint, EdwardsPoint};
use crate::edwards::vector::formulas4::{CachedPoint4, Consts4, ExtendedPoint4};
use crate::field::Field25519;
use crate::field::fe51x4::Fe51x4;
use crate::field::fe2625x4::Fe2625x4;
use crate::field::four_lanes::Lanes4;
use crate::scalar::lattice::ShortVector;

/// The odd multiples `P, 3P, ..., (2 P_ENTRIES - 1) P` in cached form.
#[inline(always)]
pub(crate) fn odd_multiples4<L: Lanes4>(
    p: &ExtendedPoint4<L>,
    c: &Consts4<L>,
) -> [CachedPoint4<L>; P_ENTRIES] {
    let p2 = p.double().to_cached(c);
    let mut t = [p.to_cached(c); P_ENTRIES];
    let mut q = *p;
    for e in t.iter_mut().skip(1) {
        q = q.add(&p2);
        *e = q.to_cached(c);
    }
    t
}

/// The table of one term of [`straus4_vartime`].
#[derive(Clone, Copy)]
pub(crate) enum Table4<'a, L> {
    /// Generated odd multiples (affine Niels words).
    Affine(&'a [Entry; B_ENTRIES]),
    /// Runtime odd multiples.
    Cached(&'a [CachedPoint4<L>; P_ENTRIES]),
}

/// `[(-1)^negate m] P` as one term: the wNAF of `m` and the odd multiples
/// of `P`.
#[derive(Clone, Copy)]
pub(crate) struct Term4<'a, L> {
    pub(crate) digits: &'a Wnaf,
    pub(crate) table: Table4<'a, L>,
    pub(crate) negate: bool,
}

/// `sum_t [(-1)^negate_t m_t] P_t` by Straus's method (the four-lane form
/// of `double_base::straus_vartime`), as a completed point `((X : Z), (Y :
/// Z))` of the scalar backend `F`. `c` holds the token of `L`'s features.
#[inline(always)]
pub(crate) fn straus4_vartime<L: Lanes4, F: Field25519>(
    terms: &[Term4<'_, L>],
    c: &Consts4<L>,
) -> CompletedPoint<F> {
    let top = terms.iter().map(|t| t.digits.len).max().unwrap_or(0);
    let mut acc = ExtendedPoint4::identity(c);
    for i in (0..top).rev() {
        acc = acc.double();
        for t in terms {
            let d = t.digits.d[i];
            if d == 0 {
                continue;
            }
            let j = (d.unsigned_abs() >> 1) as usize;
            let q = match t.table {
                Table4::Affine(e) => CachedPoint4::from_entry(c, &e[j]),
                Table4::Cached(q) => q[j],
            };
            let q = if (d < 0) ^ t.negate { q.neg(c) } else { q };
            acc = acc.add(&q);
        }
    }
    let p = acc.to_point::<F>();
    CompletedPoint {
        x: p.x,
        y: p.y,
        z: p.z,
        t: p.z,
    }
}

/// The halved verification check `Z = [c s mod l] B - [c] R - [x] A` of
/// [`crate::edwards::double_base::halved_vartime`], with the four-lane
/// arithmetic of `L` (whose token `t` proves its features).
#[inline(always)]
pub(crate) fn halved4_vartime<L: Lanes4, F: Field25519>(
    t: L::Token,
    s: &[u8; 32],
    v: &ShortVector,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
) -> CompletedPoint<F> {
    let d = halved_digits(s, v);
    {
        let c = Consts4::<L>::new(t);
        let table_a = odd_multiples4(&ExtendedPoint4::from_point(&c, a), &c);
        let table_r = odd_multiples4(&ExtendedPoint4::from_point(&c, r), &c);
        straus4_vartime(
            &[
                Term4 {
                    digits: &d.b0,
                    table: Table4::Affine(&VARTIME_TABLE.0[0]),
                    negate: false,
                },
                Term4 {
                    digits: &d.b1,
                    table: Table4::Affine(&VARTIME_TABLE.0[1]),
                    negate: false,
                },
                Term4 {
                    digits: &d.c,
                    table: Table4::Cached(&table_r),
                    negate: true,
                },
                Term4 {
                    digits: &d.x,
                    table: Table4::Cached(&table_a),
                    negate: d.negate_a,
                },
            ],
            &c,
        )
    }
}

/// [`halved4_vartime`] on [`Fe51x4`] (AVX-512 IFMA on ymm registers),
/// compiled whole with the features; the token proves them.
pub(crate) fn halved_ifma4_vartime<F: Field25519>(
    ifma: crate::backend::cpu::Ifma,
    s: &[u8; 32],
    v: &ShortVector,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
) -> CompletedPoint<F> {
    #[target_feature(enable = "avx2,avx512f,avx512vl,avx512ifma")]
    fn halved<F: Field25519>(
        t: crate::backend::cpu::Ifma,
        s: &[u8; 32],
        v: &ShortVector,
        a: &EdwardsPoint<F>,
        r: &EdwardsPoint<F>,
    ) -> CompletedPoint<F> {
        halved4_vartime::<Fe51x4, F>(t, s, v, a, r)
    }
    // SAFETY: the token proves AVX2, AVX-512F, AVX-512VL and AVX-512 IFMA.
    unsafe { halved(ifma, s, v, a, r) }
}

/// [`halved4_vartime`] on [`Fe2625x4`] (AVX2, radix 2^25.5), compiled
/// whole with the feature; the token proves it.
pub(crate) fn halved_avx2_vartime<F: Field25519>(
    avx2: crate::backend::cpu::Avx2,
    s: &[u8; 32],
    v: &ShortVector,
    a: &EdwardsPoint<F>,
    r: &EdwardsPoint<F>,
) -> CompletedPoint<F> {
    #[target_feature(enable = "avx2")]
    fn halved<F: Field25519>(
        t: crate::backend::cpu::Avx2,
        s: &[u8; 32],
        v: &ShortVector,
        a: &EdwardsPoint<F>,
        r: &EdwardsPoint<F>,
    ) -> CompletedPoint<F> {
        halved4_vartime::<Fe2625x4, F>(t, s, v, a, r)
    }
    // SAFETY: the token proves AVX2.
    unsafe { halved(avx2, s, v, a, r) }
}

#[cfg(test)]
mod tests;
