//! The multi-scalar multiplication of batch verification
//! (`sum_i [s_i] P_i + [b] B`, as [`crate::edwards::msm::msm_vartime`]
//! computes it) with the four coordinates of a point in the four lanes of a
//! [`Lanes4`] vector field: the arithmetic of
//! [`crate::edwards::vector::formulas4`] (Hisil–Wong–Carter–Dawson's 4-way
//! formulas, two four-lane products per addition, as curve25519-dalek's
//! vector backends do), the algorithms of `msm/mod.rs`.
//!
//! * Below [`STRAUS4_MAX_POINTS`] points: Straus's method
//!   ([`crate::edwards::double_base::straus4::straus4_vartime`]): a width-5
//!   NAF per scalar, the odd multiples `P, 3P, ..., 15P` of each point in
//!   cached form, and `b = b0 + 2^128 b1` on the two generated tables of
//!   odd multiples of `B` and `2^128 B` (width 10). One shared chain of
//!   about 253 doublings.
//! * From [`STRAUS4_MAX_POINTS`] points: Pippenger's bucket method with
//!   signed windows of `c` bits
//!   ([`crate::edwards::msm::pippenger_window`]): per window each point is
//!   added into the bucket of its digit (the first point of a bucket is
//!   stored, not added), then the weighted bucket sum is two running sums
//!   from the top.
//!
//! On [`crate::backend::Backend::Avx2`] this runs on
//! [`crate::field::fe2625x4::Fe2625x4`] ([`msm_avx2_vartime`]); the
//! crossover was measured there (see `docs/VECTOR.md`).
//!
//! Variable time: batch verification's points and scalars are public.

use crate::edwards::double_base::straus4::{Table4, Term4, odd_multiples4, straus4_vartime};
use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::double_base::{B_WINDOW, P_ENTRIES, P_WINDOW, wnaf_vartime};
use crate::edwards::msm::{pippenger_digits, pippenger_window, split_base};
use crate::edwards::point::EdwardsPoint;
use crate::edwards::vector::formulas4::{CachedPoint4, Consts4, ExtendedPoint4};
use crate::field::Field25519;
use crate::field::four_lanes::Lanes4;
use alloc::vec;
use alloc::vec::Vec;

/// Straus below this many points, Pippenger from it (measured on
/// `Fe2625x4`; see the module documentation).
pub(crate) const STRAUS4_MAX_POINTS: usize = 64;

/// Straus's method (see the module documentation).
#[inline(always)]
fn straus4_msm_vartime<L: Lanes4, F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
    c: &Consts4<L>,
) -> EdwardsPoint<F> {
    // Loops, not closures: a closure is not compiled with the caller's
    // target features, so the vector arithmetic would not inline into it.
    let mut tables: Vec<[CachedPoint4<L>; P_ENTRIES]> = Vec::with_capacity(points.len());
    for p in points {
        tables.push(odd_multiples4(&ExtendedPoint4::from_point(c, p), c));
    }
    let digits: Vec<_> = scalars.iter().map(|s| wnaf_vartime(s, P_WINDOW)).collect();
    let halves = split_base(base).map(|h| wnaf_vartime(&h, B_WINDOW));
    let mut terms: Vec<Term4<'_, L>> = Vec::with_capacity(points.len() + 2);
    for (h, d) in halves.iter().enumerate() {
        terms.push(Term4 {
            digits: d,
            table: Table4::Affine(&VARTIME_TABLE.0[h]),
            negate: false,
        });
    }
    for (d, t) in digits.iter().zip(&tables) {
        terms.push(Term4 {
            digits: d,
            table: Table4::Cached(t),
            negate: false,
        });
    }
    straus4_vartime::<L, F>(&terms, c).to_extended()
}

/// `a + b` where `None` is the identity.
#[inline(always)]
fn add_opt<L: Lanes4>(
    a: Option<ExtendedPoint4<L>>,
    b: &ExtendedPoint4<L>,
    c: &Consts4<L>,
) -> ExtendedPoint4<L> {
    match a {
        Some(a) => a.add(&b.to_cached(c)),
        None => *b,
    }
}

/// Pippenger's bucket method with windows of `w` bits (see the module
/// documentation).
#[inline(always)]
fn pippenger4_msm_vartime<L: Lanes4, F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
    w: u32,
    c: &Consts4<L>,
) -> EdwardsPoint<F> {
    let n = points.len();
    let total = n + 2;
    let halves = split_base(base);
    // The points as extended (to start a bucket) and cached (to add into
    // one); the two halves of `b` from the first entries of the generated
    // tables (`B` and `2^128 B`).
    let mut ext: Vec<ExtendedPoint4<L>> = Vec::with_capacity(total);
    let mut cached: Vec<CachedPoint4<L>> = Vec::with_capacity(total);
    for p in points {
        let e = ExtendedPoint4::from_point(c, p);
        ext.push(e);
        cached.push(e.to_cached(c));
    }
    for table in &VARTIME_TABLE.0 {
        let q = CachedPoint4::from_entry(c, &table[0]);
        ext.push(ExtendedPoint4::identity(c).add(&q));
        cached.push(q);
    }
    let Some((digits, windows)) = pippenger_digits(scalars, &halves, w) else {
        return EdwardsPoint::identity();
    };
    let nb = 1usize << (w - 1);
    let mut buckets = vec![ExtendedPoint4::identity(c); nb];
    let mut filled = vec![false; nb];
    let mut acc: Option<ExtendedPoint4<L>> = None;
    for j in (0..windows).rev() {
        if let Some(a) = acc.as_mut() {
            for _ in 0..w {
                *a = a.double();
            }
        }
        filled.iter_mut().for_each(|f| *f = false);
        for (i, &d) in digits[j * total..(j + 1) * total].iter().enumerate() {
            if d == 0 {
                continue;
            }
            let b = d.unsigned_abs() as usize - 1;
            let bucket = &mut buckets[b];
            if !filled[b] {
                filled[b] = true;
                *bucket = if d > 0 {
                    ext[i]
                } else {
                    ExtendedPoint4::identity(c).add(&cached[i].neg(c))
                };
            } else {
                let q = if d > 0 { cached[i] } else { cached[i].neg(c) };
                *bucket = bucket.add(&q);
            }
        }
        let mut running: Option<ExtendedPoint4<L>> = None;
        let mut sum: Option<ExtendedPoint4<L>> = None;
        for b in (0..nb).rev() {
            if filled[b] {
                running = Some(add_opt(running, &buckets[b], c));
            }
            if let Some(r) = &running {
                sum = Some(add_opt(sum, r, c));
            }
        }
        if let Some(s) = sum {
            acc = Some(add_opt(acc, &s, c));
        }
    }
    match acc {
        Some(a) => a.to_point(),
        None => EdwardsPoint::identity(),
    }
}

/// `sum_i [scalars[i]] points[i] + [base] B` with four-lane arithmetic on
/// `L` (whose token `t` proves its features), by the algorithm measured
/// faster for this many points.
#[inline(always)]
pub(crate) fn msm4_vartime<L: Lanes4, F: Field25519>(
    t: L::Token,
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    debug_assert_eq!(points.len(), scalars.len());
    let c = Consts4::<L>::new(t);
    if points.len() < STRAUS4_MAX_POINTS {
        straus4_msm_vartime(points, scalars, base, &c)
    } else {
        pippenger4_msm_vartime(points, scalars, base, pippenger_window(points.len()), &c)
    }
}

/// [`msm4_vartime`] on [`crate::field::fe2625x4::Fe2625x4`] (AVX2),
/// compiled whole with the feature.
///
/// The token proves AVX2.
pub(crate) fn msm_avx2_vartime<F: Field25519>(
    avx2: crate::backend::cpu::Avx2,
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    #[target_feature(enable = "avx2")]
    fn msm<F: Field25519>(
        t: crate::backend::cpu::Avx2,
        points: &[EdwardsPoint<F>],
        scalars: &[[u64; 4]],
        base: &[u64; 4],
    ) -> EdwardsPoint<F> {
        msm4_vartime::<crate::field::fe2625x4::Fe2625x4, F>(t, points, scalars, base)
    }
    // SAFETY: the token proves AVX2.
    unsafe { msm(avx2, points, scalars, base) }
}

#[cfg(test)]
mod tests;
