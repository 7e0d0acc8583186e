//! Variable-time multi-scalar multiplication for batch signature
//! verification (public inputs only):
//!
//! ```text
//!     Q = sum_i [m_i] P_i + [b] B
//! ```
//!
//! for points `P_i` given with `Z = 1` (freshly decoded), scalars
//! `m_i < 2^256` and `b < 2^256` on the base point `B`. Two algorithms,
//! chosen by [`msm_vartime`] from the number of points:
//!
//! * **Straus** ([`straus_msm_vartime`]): every scalar in width-5 NAF
//!   ([`wnaf_sparse`], only the nonzero digits), a runtime table of the
//!   odd multiples `P, 3P, ..., 15P` of each point (projective Niels), and
//!   one shared chain of doublings; `b = b0 + 2^128 b1` goes on the two
//!   generated width-8 tables of `B` and `2^128 B` (affine Niels), so it
//!   adds about 30 mixed additions and no doubling. Per point of an
//!   `L`-bit scalar: 7 additions for the table and about `L / 6` for the
//!   digits.
//! * **Pippenger** ([`pippenger_msm_vartime`]): signed radix-`2^c` digits
//!   (`|d| <= 2^(c-1)`), one pass per window from the top, each point
//!   added into the bucket of its digit by a *mixed* addition (the point
//!   in affine Niels form, `Z = 1`: 7M with the conversion), the buckets
//!   summed by the running-sum trick (`2^c` additions per window), and `c`
//!   doublings between windows. `B` and `2^128 B` enter as two more points
//!   (their affine Niels forms come from the generated table). Per point
//!   about `L / c` additions, plus `2^c` per window for the whole sum.
//!
//! Both return the exact sum; which is faster depends on the number of
//! points (see [`STRAUS_MAX_POINTS`] and [`pippenger_window`], measured).
//! Unit tests compare both with the naive sum of single multiplications.
//!
//! Ed25519 batch verification uses this module on `portable51` and
//! `mulx64`. The vector backends compute the same sum in their lanes, and
//! this module is their test reference:
//!
//! * `edwards::msm::avx2`: both algorithms with one point's four
//!   coordinates in the four lanes of an AVX2 register (`Backend::Avx2`);
//! * `edwards::msm::straus_ifma` (below 32 points) and
//!   `edwards::msm::pippenger_ifma` (from 32) in the lanes of AVX-512 IFMA
//!   registers (`Backend::Ifma`), 1.5 to 4 times faster than this module,
//!   which takes over from `2^22` points.
//!
//! # Constant time
//!
//! None: digits, tables and buckets are indexed by the public scalars.

#[cfg(x86_backends)]
pub(crate) mod avx2;
#[cfg(x86_backends)]
pub(crate) mod pippenger_ifma;
#[cfg(x86_backends)]
pub(crate) mod straus_ifma;

use crate::edwards::comb::Entry;
use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::double_base::{B_ENTRIES, B_WINDOW, P_ENTRIES, P_WINDOW, odd_multiples};
use crate::edwards::point::{
    AffineNielsPoint, CompletedPoint, EDWARDS_D2, EdwardsPoint, ProjectiveNielsPoint,
};
use crate::field::Field25519;
use alloc::vec;
use alloc::vec::Vec;

/// Below this many points (not counting `B`), Straus; from it on,
/// Pippenger. Measured (`batch_profile`, mulx64 field): Straus and
/// Pippenger cost the same per signature at about 56 signatures (112
/// points); see the `ed25519::batch` module documentation.
pub(crate) const STRAUS_MAX_POINTS: usize = 112;

/// The Pippenger window for `n` points (measured with `batch_profile`:
/// the best window grows by about one bit per doubling of `n`, and
/// neighbouring windows are within a few per cent of each other).
pub(crate) fn pippenger_window(n: usize) -> u32 {
    match n {
        0..160 => 5,
        160..384 => 6,
        384..1536 => 7,
        1536..3072 => 8,
        3072..8192 => 9,
        _ => 10,
    }
}

/// The nonzero digits of the width-`w` NAF of `x < 2^256` (as
/// [`crate::edwards::double_base::wnaf_vartime`] defines it), lowest first, passed to
/// `push(position, digit)`. Runs of zeros (or, under a carry, of ones) are
/// skipped a word at a time with `tzcnt`.
#[inline(always)]
pub(crate) fn wnaf_sparse(x: &[u64; 4], w: u32, mut push: impl FnMut(usize, i16)) {
    debug_assert!((2..=12).contains(&w));
    let words = [x[0], x[1], x[2], x[3], 0, 0];
    let mask = (1u64 << w) - 1;
    let window = |i: usize| {
        let (q, r) = (i / 64, i % 64);
        let hi = if r == 0 { 0 } else { words[q + 1] << (64 - r) };
        ((words[q] >> r) | hi) & mask
    };
    let mut i = 0usize;
    let mut carry = 0u64;
    while i <= 256 {
        // Move to the next position where bit + carry is odd: the next 1
        // bit without a carry, the next 0 bit with one.
        let flip = carry.wrapping_neg(); // all ones under a carry
        let (mut q, r) = (i / 64, i % 64);
        let mut cur = (words[q] ^ flip) >> r;
        if cur != 0 {
            i += cur.trailing_zeros() as usize;
        } else {
            loop {
                q += 1;
                if q > 4 {
                    return;
                }
                cur = words[q] ^ flip;
                if cur != 0 {
                    i = 64 * q + cur.trailing_zeros() as usize;
                    break;
                }
            }
        }
        if i > 256 {
            return;
        }
        let v = window(i) + carry;
        debug_assert!(v & 1 == 1);
        let digit = if v < 1 << (w - 1) {
            carry = 0;
            v as i16
        } else {
            carry = 1;
            v as i16 - (1 << w)
        };
        push(i, digit);
        i += w as usize;
    }
}

/// The affine Niels form of a generated table entry.
#[inline(always)]
fn entry_niels<F: Field25519>(e: &Entry) -> AffineNielsPoint<F> {
    let w4 = |i: usize| [e[i], e[i + 1], e[i + 2], e[i + 3]];
    AffineNielsPoint {
        y_plus_x: F::from_canonical_words(&w4(0)),
        y_minus_x: F::from_canonical_words(&w4(4)),
        xy2d: F::from_canonical_words(&w4(8)),
    }
}

/// The affine Niels form `(y + x, y - x, 2dxy)` of a point with `Z = 1`:
/// 1M.
#[inline(always)]
fn affine_niels_z1<F: Field25519>(p: &EdwardsPoint<F>) -> AffineNielsPoint<F> {
    AffineNielsPoint {
        y_plus_x: p.y.add(&p.x),
        y_minus_x: p.y.sub(&p.x),
        xy2d: p.t.mul(&F::from_u64x4(&EDWARDS_D2)),
    }
}

/// `b = b0 + 2^128 b1`.
#[inline(always)]
pub(crate) fn split_base(b: &[u64; 4]) -> [[u64; 4]; 2] {
    [[b[0], b[1], 0, 0], [b[2], b[3], 0, 0]]
}

/// One nonzero digit of Straus's schedule.
#[derive(Clone, Copy, Default)]
struct Digit {
    /// Term: `0..n` a point, `n` and `n + 1` the two halves of `b`.
    term: u32,
    /// The odd digit.
    d: i16,
}

/// `sum_i [scalars[i]] points[i] + [base] B` by Straus's method (see the
/// [module documentation](self)). Points may have any `Z`.
#[inline(always)]
pub(crate) fn straus_msm_vartime<F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    debug_assert_eq!(points.len(), scalars.len());
    let n = points.len();
    let tables: Vec<[ProjectiveNielsPoint<F>; P_ENTRIES]> =
        points.iter().map(odd_multiples).collect();
    // Nonzero digits bucketed by position (a counting sort): positions
    // 0..=256.
    let mut raw: Vec<(u16, Digit)> = Vec::with_capacity(n * 48 + 40);
    for (t, s) in scalars.iter().enumerate() {
        wnaf_sparse(s, P_WINDOW as u32, |i, d| {
            raw.push((i as u16, Digit { term: t as u32, d }))
        });
    }
    for (h, half) in split_base(base).iter().enumerate() {
        wnaf_sparse(half, B_WINDOW as u32, |i, d| {
            raw.push((
                i as u16,
                Digit {
                    term: (n + h) as u32,
                    d,
                },
            ))
        });
    }
    let mut start = [0u32; 258];
    for (p, _) in &raw {
        start[*p as usize + 1] += 1;
    }
    for i in 1..258 {
        start[i] += start[i - 1];
    }
    let mut fill = start;
    let mut sched = vec![Digit::default(); raw.len()];
    for (p, d) in &raw {
        sched[fill[*p as usize] as usize] = *d;
        fill[*p as usize] += 1;
    }
    let top = (0..257).rev().find(|&p| start[p + 1] > start[p]);
    let Some(top) = top else {
        return EdwardsPoint::identity();
    };
    let b_tables: [&[Entry; B_ENTRIES]; 2] = [&VARTIME_TABLE.0[0], &VARTIME_TABLE.0[1]];
    let add = |acc: &EdwardsPoint<F>, dg: &Digit| -> CompletedPoint<F> {
        let neg = dg.d < 0;
        let j = (dg.d.unsigned_abs() >> 1) as usize;
        let t = dg.term as usize;
        if t < n {
            let q = &tables[t][j];
            if neg {
                acc.sub_projective_niels(q)
            } else {
                acc.add_projective_niels(q)
            }
        } else {
            let q = entry_niels::<F>(&b_tables[t - n][j]);
            if neg {
                acc.sub_affine_niels(&q)
            } else {
                acc.add_affine_niels(&q)
            }
        }
    };
    let mut acc = EdwardsPoint::<F>::identity();
    for pos in (0..=top).rev() {
        let digits = &sched[start[pos] as usize..start[pos + 1] as usize];
        if pos != top {
            let c = acc.to_projective().double();
            acc = if digits.is_empty() && pos > 0 {
                // Another doubling follows: `T` is not needed (here and
                // below, `T = 0` marks an accumulator that only the next
                // doubling reads).
                let p = c.to_projective();
                EdwardsPoint {
                    x: p.x,
                    y: p.y,
                    z: p.z,
                    t: F::ZERO,
                }
            } else {
                c.to_extended()
            };
        }
        let Some((last, first)) = digits.split_last() else {
            continue;
        };
        for dg in first {
            acc = add(&acc, dg).to_extended();
        }
        let c = add(&acc, last);
        acc = if pos > 0 {
            // A doubling follows: 3M to projective instead of 4M.
            let p = c.to_projective();
            EdwardsPoint {
                x: p.x,
                y: p.y,
                z: p.z,
                t: F::ZERO,
            }
        } else {
            c.to_extended()
        };
    }
    acc
}

/// `p + q` for two extended points: 9M.
#[inline(always)]
fn add_ext<F: Field25519>(p: &EdwardsPoint<F>, q: &EdwardsPoint<F>) -> EdwardsPoint<F> {
    p.add_projective_niels(&q.to_projective_niels())
        .to_extended()
}

/// `a + b` where `None` is the identity.
#[inline(always)]
fn add_opt<F: Field25519>(a: Option<EdwardsPoint<F>>, b: &EdwardsPoint<F>) -> EdwardsPoint<F> {
    match a {
        Some(a) => add_ext(&a, b),
        None => *b,
    }
}

/// The signed radix-`2^c` digits of `x < 2^(c * windows - 1)`, window `j`
/// into `out[j * stride]`: `x = sum_j d_j 2^(c j)`, `|d_j| <= 2^(c-1)`.
#[inline(always)]
pub(crate) fn signed_digits(x: &[u64; 4], c: u32, windows: usize, out: &mut [i16], stride: usize) {
    let words = [x[0], x[1], x[2], x[3], 0];
    let mask = (1u64 << c) - 1;
    let half = 1u64 << (c - 1);
    let mut carry = 0u64;
    for j in 0..windows {
        let i = j * c as usize;
        let (q, r) = (i / 64, i % 64);
        let bits = if q >= 4 {
            0
        } else {
            let hi = if r == 0 { 0 } else { words[q + 1] << (64 - r) };
            ((words[q] >> r) | hi) & mask
        };
        let v = bits + carry;
        let d = if v >= half && j + 1 < windows {
            carry = 1;
            v as i64 - (1i64 << c)
        } else {
            carry = 0;
            v as i64
        };
        debug_assert!(d.unsigned_abs() <= half);
        out[j * stride] = d as i16;
    }
    debug_assert_eq!(carry, 0);
}

/// Bit length of a 256-bit integer.
#[inline(always)]
pub(crate) fn bitlen(x: &[u64; 4]) -> usize {
    (0..4)
        .rev()
        .find(|&i| x[i] != 0)
        .map_or(0, |i| 64 * i + 64 - x[i].leading_zeros() as usize)
}

/// The signed radix-`2^c` digits of Pippenger's method for the terms
/// `scalars` then `halves` (the two halves of `b`): window `j` of term `i`
/// at `[j * total + i]`, with the number of windows; `None` if every
/// scalar is zero.
pub(crate) fn pippenger_digits(
    scalars: &[[u64; 4]],
    halves: &[[u64; 4]; 2],
    c: u32,
) -> Option<(Vec<i16>, usize)> {
    let n = scalars.len();
    let total = n + 2;
    let scalar = |i: usize| if i < n { &scalars[i] } else { &halves[i - n] };
    let bits = (0..total).map(|i| bitlen(scalar(i))).max().unwrap_or(0);
    if bits == 0 {
        return None;
    }
    let windows = (bits + 1).div_ceil(c as usize);
    let mut digits = vec![0i16; windows * total];
    for i in 0..total {
        signed_digits(scalar(i), c, windows, &mut digits[i..], total);
    }
    Some((digits, windows))
}

/// `sum_i [scalars[i]] points[i] + [base] B` by Pippenger's bucket method
/// with windows of `c` bits (see the [module documentation](self)).
/// Every point must have `Z = 1`.
#[inline(always)]
pub(crate) fn pippenger_msm_vartime<F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
    c: u32,
) -> EdwardsPoint<F> {
    debug_assert_eq!(points.len(), scalars.len());
    debug_assert!((2..=12).contains(&c));
    let n = points.len();
    let total = n + 2;
    let halves = split_base(base);
    let b_niels: [AffineNielsPoint<F>; 2] =
        core::array::from_fn(|h| entry_niels::<F>(&VARTIME_TABLE.0[h][0]));
    let niels = |i: usize| -> AffineNielsPoint<F> {
        if i < n {
            affine_niels_z1(&points[i])
        } else {
            b_niels[i - n]
        }
    };
    let niels_all: Vec<AffineNielsPoint<F>> = (0..total).map(niels).collect();
    let ext = |i: usize| -> EdwardsPoint<F> {
        if i < n {
            points[i]
        } else {
            b_niels[i - n].to_extended()
        }
    };
    let ext_all: Vec<EdwardsPoint<F>> = (0..total).map(ext).collect();
    let Some((digits, windows)) = pippenger_digits(scalars, &halves, c) else {
        return EdwardsPoint::identity();
    };
    let nb = 1usize << (c - 1);
    let mut buckets = vec![EdwardsPoint::<F>::identity(); nb];
    let mut filled = vec![false; nb];
    let mut acc: Option<EdwardsPoint<F>> = None;
    for j in (0..windows).rev() {
        if let Some(a) = acc {
            let mut p = a.to_projective();
            for _ in 1..c {
                p = p.double().to_projective();
            }
            acc = Some(p.double().to_extended());
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
                *bucket = if d > 0 { ext_all[i] } else { ext_all[i].neg() };
            } else {
                let q = &niels_all[i];
                *bucket = if d > 0 {
                    bucket.add_affine_niels(q)
                } else {
                    bucket.sub_affine_niels(q)
                }
                .to_extended();
            }
        }
        // sum_b (b + 1) bucket[b] = sum over b of the running sums from
        // the top.
        let mut running: Option<EdwardsPoint<F>> = None;
        let mut sum: Option<EdwardsPoint<F>> = None;
        for b in (0..nb).rev() {
            if filled[b] {
                running = Some(add_opt(running, &buckets[b]));
            }
            if let Some(r) = &running {
                sum = Some(add_opt(sum, r));
            }
        }
        if let Some(s) = sum {
            acc = Some(add_opt(acc, &s));
        }
    }
    acc.unwrap_or_else(EdwardsPoint::identity)
}

/// `sum_i [scalars[i]] points[i] + [base] B` (every point with `Z = 1`),
/// by the algorithm measured faster for this many points.
#[inline(always)]
pub(crate) fn msm_vartime<F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    if points.len() < STRAUS_MAX_POINTS {
        straus_msm_vartime(points, scalars, base)
    } else {
        pippenger_msm_vartime(points, scalars, base, pippenger_window(points.len()))
    }
}

#[cfg(test)]
mod tests;
