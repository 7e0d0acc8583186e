//! Variable-time multi-scalar multiplication for few points: Straus's
//! method with the accumulator in four lanes ([`crate::edwards::vector::ifma_pair`]).
//!
//! ```text
//!     Q = sum_i [m_i] P_i + [b] B
//! ```
//!
//! for points `P_i` with `Z = 1`, as [`crate::edwards::msm`] computes it.
//! The schedule is the scalar Straus's (width-5 NAF of every scalar, odd
//! multiples `P, 3P, ..., 15P` of every point, `b = b0 + 2^128 b1` on the
//! generated width-10 tables of `B` and `2^128 B`, one chain of doublings),
//! but the chain runs on one point in four lanes, and on *two* points at
//! once, one in each 256-bit half: the terms are split between two
//! accumulators, which share every doubling (one instruction stream
//! doubles both) and add one operand each per step. At each bit position
//! the step count is the larger of the two halves' digit counts; the end
//! adds the two halves.
//!
//! A doubling or an addition is two dependent four-lane products (against
//! about seven dependent mulx64 products for the scalar formulas), so the
//! chain of 253 doublings and about `(21 n_R + 42 n_A + 24) / 2` additions
//! takes well under half the scalar Straus's time. With many points the
//! lane-parallel Pippenger of [`crate::edwards::msm::pippenger_ifma`] wins
//! (fewer additions per point, all throughput); the crossover is measured
//! (see `ed25519::batch`).
//!
//! # Constant time
//!
//! None: digits, tables and step counts follow the public scalars.

use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::double_base::{B_WINDOW, P_ENTRIES, P_WINDOW};
use crate::edwards::msm::wnaf_sparse;
use crate::edwards::point::EdwardsPoint;
use crate::edwards::vector::ifma_pair;
use crate::edwards::vector::ifma8::{D2_LIMBS, limbs51};
use crate::field::fe51::Fe51;
use crate::field::fe51x8::{Fe51x8, Fe51x8Unreduced};
use crate::field::{Field, Field25519};
use alloc::vec;
use alloc::vec::Vec;
use core::arch::x86_64::{__m512i, _mm256_loadu_si256, _mm512_castsi256_si512, _mm512_inserti64x4};

/// One cached operand `(Y - X, Y + X, 2Z, 2dT)` in four lanes: `[i][c]`,
/// limb `i` of coordinate `c`, each `< 2^51 + 2^16`.
type Entry = [[u64; 4]; 5];

/// Independent accumulators (each two points, one per half). Two, their
/// chains interleaved, measured slower (the second chain's doublings cost
/// more than the halved additions gain), so one.
const ACCS: usize = 1;

/// Accumulator halves: slot `2 r + h` is half `h` of accumulator `r`.
const SLOTS: usize = 2 * ACCS;

/// The cached identity `(1, 1, 2, 0)`.
const IDENTITY: Entry = [[1, 1, 2, 0], [0; 4], [0; 4], [0; 4], [0; 4]];

/// Canonical radix-2^51 limbs of `f` (each `< 2^51`).
fn limbs<F: Field25519>(f: &F) -> [u64; 5] {
    Fe51::from_bytes(&f.to_bytes()).0
}

/// The entries of `B` or `2^128 B` times `(2j + 1)`, `+` and `-`, from
/// the generated table (affine Niels, canonical words): `Z = 1`, so the
/// cached form is `(y - x, y + x, 2, 2dxy)`.
fn base_entries(h: usize, j: usize) -> [Entry; 2] {
    let e = &VARTIME_TABLE.0[h][j];
    let w = |i: usize| [e[i], e[i + 1], e[i + 2], e[i + 3]];
    let (ypx, ymx, xy2d) = (limbs51(&w(0)), limbs51(&w(4)), limbs51(&w(8)));
    let neg = Fe51::from_bytes(&Fe51(xy2d).neg().to_bytes()).0;
    let entry = |a: &[u64; 5], b: &[u64; 5], t: &[u64; 5]| -> Entry {
        let two = [2, 0, 0, 0, 0];
        core::array::from_fn(|i| [a[i], b[i], two[i], t[i]])
    };
    [entry(&ymx, &ypx, &xy2d), entry(&ypx, &ymx, &neg)]
}

/// The register with `lo` in lanes 0..4 and `hi` in lanes 4..8.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and the entries' limbs are
/// `< 2^51 + 2^16`.
#[inline(always)]
unsafe fn pair(lo: &Entry, hi: &Entry) -> Fe51x8 {
    // SAFETY: the caller guarantees the features and the limb bound; each
    // load reads the 32 bytes of one `[u64; 4]`.
    unsafe {
        let r = |i: usize| -> __m512i {
            let a = _mm512_castsi256_si512(_mm256_loadu_si256(lo[i].as_ptr().cast()));
            _mm512_inserti64x4::<1>(a, _mm256_loadu_si256(hi[i].as_ptr().cast()))
        };
        Fe51x8::from_registers([r(0), r(1), r(2), r(3), r(4)])
    }
}

/// The limbs of the two halves of `c`: `(lo, hi)`.
#[inline(always)]
fn halves(c: &Fe51x8) -> (Entry, Entry) {
    let l = c.to_limbs();
    let lo = core::array::from_fn(|i| [l[i][0], l[i][1], l[i][2], l[i][3]]);
    let hi = core::array::from_fn(|i| [l[i][4], l[i][5], l[i][6], l[i][7]]);
    (lo, hi)
}

/// [`msm_vartime`], safe: the token proves the features.
pub(crate) fn msm_vartime_checked<F: Field25519>(
    _ifma: crate::backend::cpu::Ifma,
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    // SAFETY: the token proves AVX-512F, IFMA, BMI2 and ADX.
    unsafe { msm_vartime(points, scalars, base) }
}

/// `sum_i [scalars[i]] points[i] + [base] B` (every point with `Z = 1`;
/// see the [module documentation](self)).
///
/// # Safety
/// The CPU supports AVX-512F, AVX-512 IFMA, BMI2 and ADX.
#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
pub(crate) unsafe fn msm_vartime<F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> EdwardsPoint<F> {
    assert_eq!(points.len(), scalars.len());
    let n = points.len();
    // (1, 1, 1, 2d) in each half.
    let d2 = {
        let mut l = [[0u64; 4]; 5];
        for (i, li) in l.iter_mut().enumerate() {
            *li = [
                (i == 0) as u64,
                (i == 0) as u64,
                (i == 0) as u64,
                D2_LIMBS[i],
            ];
        }
        // SAFETY: this function's features; limbs < 2^51.
        unsafe { pair(&l, &l) }
    };

    // entries[0] is the identity; point i's table is entries[1 + 16 i
    // ..]: (2j + 1) P_i at 1 + 16 i + j, its negative at 1 + 16 i + 8 + j.
    let mut entries: Vec<Entry> = Vec::with_capacity(1 + 16 * n + 64);
    entries.push(IDENTITY);
    for chunk in points.chunks(2) {
        // (x, y, 1, xy) of two points, one per half.
        let mut l = [[0u64; 8]; 5];
        for (h, p) in chunk.iter().enumerate() {
            debug_assert!(bool::from(p.z.ct_eq(&F::ONE)));
            let (x, y, t) = (limbs(&p.x), limbs(&p.y), limbs(&p.t));
            for i in 0..5 {
                l[i][4 * h..4 * h + 4].copy_from_slice(&[x[i], y[i], (i == 0) as u64, t[i]]);
            }
        }
        let lo = core::array::from_fn(|i| [l[i][0], l[i][1], l[i][2], l[i][3]]);
        let hi = core::array::from_fn(|i| [l[i][4], l[i][5], l[i][6], l[i][7]]);
        // SAFETY: this function's features; limbs < 2^51.
        let p = unsafe { pair(&lo, &hi) }.to_unreduced();
        let p2 = ifma_pair::cached(&ifma_pair::double(&p), &d2);
        let mut e = p;
        let mut tab = [[(IDENTITY, IDENTITY); 2]; P_ENTRIES];
        for (j, t) in tab.iter_mut().enumerate() {
            let c = ifma_pair::cached(&e, &d2);
            let (plo, phi) = halves(&c);
            let (nlo, nhi) = halves(&ifma_pair::neg_cached(&c));
            *t = [(plo, nlo), (phi, nhi)];
            if j + 1 < P_ENTRIES {
                e = ifma_pair::add(&e, &p2);
            }
        }
        for h in 0..chunk.len() {
            entries.extend(tab.iter().map(|t| t[h].0));
            entries.extend(tab.iter().map(|t| t[h].1));
        }
    }

    // The digits: (position, slot, entry). Slot `2 r + h` is half `h` of
    // accumulator `r`; the terms (the points, then B and 2^128 B) are
    // dealt to the slots in turn.
    let mut digits: Vec<(u16, u8, u32)> = Vec::with_capacity(48 * n + 40);
    for (i, s) in scalars.iter().enumerate() {
        wnaf_sparse(s, P_WINDOW as u32, |pos, d| {
            let j = (d.unsigned_abs() >> 1) as usize;
            let e = 1 + 16 * i + 8 * (d < 0) as usize + j;
            digits.push((pos as u16, (i % SLOTS) as u8, e as u32));
        });
    }
    for (h, half) in [[base[0], base[1], 0, 0], [base[2], base[3], 0, 0]]
        .iter()
        .enumerate()
    {
        let slot = ((n + h) % SLOTS) as u8;
        wnaf_sparse(half, B_WINDOW as u32, |pos, d| {
            let [plus, minus] = base_entries(h, (d.unsigned_abs() >> 1) as usize);
            digits.push((pos as u16, slot, entries.len() as u32));
            entries.push(if d < 0 { minus } else { plus });
        });
    }
    let Some(top) = digits.iter().map(|d| d.0 as usize).max() else {
        return EdwardsPoint::identity();
    };
    // By position, then slot (a counting sort on SLOTS pos + slot).
    let mut start = vec![0u32; SLOTS * 258 + 1];
    for d in &digits {
        start[SLOTS * d.0 as usize + d.1 as usize + 1] += 1;
    }
    for i in 1..start.len() {
        start[i] += start[i - 1];
    }
    let mut fill = start.clone();
    let mut sorted = vec![0u32; digits.len()];
    for d in &digits {
        let k = SLOTS * d.0 as usize + d.1 as usize;
        sorted[fill[k] as usize] = d.2;
        fill[k] += 1;
    }

    // The chains: ACCS independent accumulators (the core overlaps their
    // latencies), each with two halves.
    let id = IDENTITY;
    // (0 : 1 : 1 : 0) in each half.
    let mut l = [[0u64; 4]; 5];
    l[0] = [0, 1, 1, 0];
    // SAFETY: this function's features; limbs < 2^51.
    let mut acc = [unsafe { pair(&l, &l) }.to_unreduced(); ACCS];
    for pos in (0..=top).rev() {
        if pos != top {
            for a in acc.iter_mut() {
                *a = ifma_pair::double(a);
            }
        }
        let slot = |k: usize| {
            &sorted[start[SLOTS * pos + k] as usize..start[SLOTS * pos + k + 1] as usize]
        };
        let segs: [&[u32]; SLOTS] = core::array::from_fn(slot);
        let steps = (0..SLOTS).map(|k| segs[k].len()).max().unwrap_or(0);
        for k in 0..steps {
            for (r, a) in acc.iter_mut().enumerate() {
                let (lo, hi) = (segs[2 * r], segs[2 * r + 1]);
                if k < lo.len().max(hi.len()) {
                    let e0 = lo.get(k).map_or(&id, |&e| &entries[e as usize]);
                    let e1 = hi.get(k).map_or(&id, |&e| &entries[e as usize]);
                    // SAFETY: this function's features; every entry has
                    // limbs < 2^51 + 2^16 (reduced or canonical).
                    let q = unsafe { pair(e0, e1) };
                    *a = ifma_pair::add(a, &q);
                }
            }
        }
    }
    // The sum of the accumulators, then of the two halves.
    let mut q = acc[0];
    for a in &acc[1..] {
        q = ifma_pair::add(&q, &ifma_pair::cached(a, &d2));
    }
    let q: Fe51x8Unreduced = ifma_pair::add(&q, &ifma_pair::cached(&q, &d2).swap_lanes::<4>());
    let l = q.reduce().to_limbs();
    let coord =
        |c: usize| F::from_bytes(&Fe51([l[0][c], l[1][c], l[2][c], l[3][c], l[4][c]]).to_bytes());
    EdwardsPoint {
        x: coord(0),
        y: coord(1),
        z: coord(2),
        t: coord(3),
    }
}

/// Below this many points (not counting `B`), this Straus is faster than
/// the lane-parallel Pippenger of [`crate::edwards::msm::pippenger_ifma`]
/// (measured: equal at 32).
pub(crate) const MAX_POINTS: usize = 32;

#[cfg(test)]
mod tests;
