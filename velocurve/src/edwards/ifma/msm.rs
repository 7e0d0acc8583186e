//! Variable-time multi-scalar multiplication in the eight lanes of AVX-512
//! IFMA registers: Pippenger's bucket method with one *window* per lane.
//!
//! ```text
//!     Q = sum_i [m_i] P_i + [b] B
//! ```
//!
//! for points `P_i` with `Z = 1`, as [`crate::edwards::msm`] computes it
//! with the scalar field; the result is the same point.
//!
//! # Algorithm
//!
//! Every scalar is written in signed radix-`2^c` digits, `m = sum_j d_j
//! 2^(cj)` with `|d_j| <= h = 2^(c-1)` ([`signed_digits`]). Window `j`
//! contributes `W_j = sum_i d_ij P_i = sum_{b=1..h} b S_jb`, where `S_jb`
//! is the signed sum of the points whose digit in window `j` has `|d| =
//! b`, and `Q = sum_j 2^(cj) W_j` (Horner, `c` doublings per window, on the
//! scalar field at the end).
//!
//! **A lane computes one window.** Its points are sorted by `|d|`,
//! largest first (a counting sort), and the lane runs the running-sum
//! trick as one sequence of *steps*, each one point addition:
//!
//! * `T += +-P_i` for each point, in that order, so that after the points
//!   of bucket `b` `T = T_b = sum_{b' >= b} S_jb'`;
//! * `U += T` after the last point of each bucket `b` (a *boundary*),
//!   so that at the end `U = sum_b T_b = sum_b b S_jb = W_j`.
//!
//! Eight windows run in lockstep, one per lane of [`ExtendedX8`]: step `s`
//! of the group performs step `s` of every lane's sequence. Sequences of
//! different lengths are padded with additions of the identity; windows
//! are sorted by length and grouped eight by eight, so the lanes of a
//! group have similar lengths. A step where no lane is at a boundary is a
//! mixed addition (7 products: [`ExtendedX8::add_niels`]); one where some
//! are is the general addition (8 products, plus 1 for the cached form of
//! `T`), with k-mask blends choosing per lane the left operand (`T` or
//! `U`), the right one (the point, as a cached point with `Z = 1`, or
//! `T`) and where the sum goes.
//!
//! The points live in a table of 128-byte records, the affine Niels form
//! `(y + x, y - x, 2dxy)` of `P_i` and of `-P_i` in radix 2^51 (limbs `<
//! 2^51 + 2^16`: reduced [`Fe51x8`] limbs), computed eight at a time in
//! the lanes (one product each for `xy`, `2d xy`). A step loads the eight
//! records its lanes need with `vpgatherqq`, one per limb register.
//!
//! # Cost
//!
//! With `N` points and `L`-bit scalars, about `N L / c + 2^(c-1) L / c`
//! lane steps (each point once per window, and one boundary per bucket),
//! eight per group step; a group step is 7 or 9 eight-lane products
//! (about 50 IFMA and 40 other vector instructions each). Against that,
//! the scalar code does one point addition of 7 or 8 sequential mulx64
//! products per lane step. The measured figures are in the
//! `ed25519::batch` module documentation and `docs/VECTOR.md`.
//!
//! # Constant time
//!
//! None: the digits of the public scalars choose the schedule, the
//! gathered records, the branches and the blend masks.

use super::point::{CachedX8, ExtendedX8, NielsX8, limbs51};
use crate::edwards::msm::{bitlen, signed_digits};
use crate::edwards::point::EdwardsPoint;
use crate::edwards::vartime_table::VARTIME_TABLE;
use crate::field::FieldElement;
use crate::field::fe51::Fe51;
use crate::field::fe51x8::{Fe51x8, products};
use alloc::vec;
use alloc::vec::Vec;
use core::arch::x86_64::{__m256i, __m512i, _mm256_loadu_si256, _mm512_i32gather_epi64};

/// One point operand: the radix-2^51 limbs of `y + x`, `y - x` and
/// `2dxy` (each `< 2^51 + 2^16`), then one unused word; 128 bytes, two
/// cache lines.
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Record([u64; 16]);

impl Record {
    fn new(ypx: &[u64; 5], ymx: &[u64; 5], xy2d: &[u64; 5]) -> Record {
        let mut r = [0u64; 16];
        r[..5].copy_from_slice(ypx);
        r[5..10].copy_from_slice(ymx);
        r[10..15].copy_from_slice(xy2d);
        Record(r)
    }
}

/// The record of the identity, `(1, 1, 0)`: adding it changes nothing.
/// Padding steps read it (their offsets are 0).
const IDENTITY: u32 = 0;

/// A boundary step in a lane's sequence (`U += T`).
const BOUNDARY: u32 = u32::MAX;

/// The record of `+P_i` (`neg = false`) or `-P_i`.
fn record_index(i: usize, neg: bool) -> u32 {
    (1 + 2 * i + neg as usize) as u32
}

/// Canonical radix-2^51 limbs of an [`Fe51`] value (`< 2^51` each).
fn canonical_limbs(f: &Fe51) -> [u64; 5] {
    Fe51::from_bytes(&f.to_bytes()).0
}

/// The records of `+B` and `-B`, from the generated table's first entry
/// (`B` in affine Niels form, canonical words).
fn base_records() -> [Record; 2] {
    let e = &VARTIME_TABLE.0[0][0];
    let w = |i: usize| [e[i], e[i + 1], e[i + 2], e[i + 3]];
    let (ypx, ymx, xy2d) = (limbs51(&w(0)), limbs51(&w(4)), limbs51(&w(8)));
    let neg = canonical_limbs(&Fe51(xy2d).neg());
    [
        Record::new(&ypx, &ymx, &xy2d),
        Record::new(&ymx, &ypx, &neg),
    ]
}

/// Appends the records of `+P` and `-P` for every point (`Z = 1`), eight
/// points at a time in the lanes: `y + x`, `y - x`, `2d (x y)` (2
/// products), `-2dxy`.
#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
fn point_records<F: FieldElement>(points: &[EdwardsPoint<F>], out: &mut Vec<Record>) {
    let d2 = Fe51x8::splat_limbs(&super::point::D2_LIMBS);
    let zero = Fe51x8::splat(0).to_unreduced();
    for chunk in points.chunks(8) {
        let mut xb = [[0u8; 32]; 8];
        let mut yb = [[0u8; 32]; 8];
        for (j, p) in chunk.iter().enumerate() {
            debug_assert!(bool::from(p.z.ct_eq(&F::ONE)));
            // Canonical encodings (< p < 2^255): `from_bytes` drops no bit.
            xb[j] = p.x.to_bytes();
            yb[j] = p.y.to_bytes();
        }
        let (x, y) = (Fe51x8::from_bytes(&xb), Fe51x8::from_bytes(&yb));
        let (xu, yu) = (x.to_unreduced(), y.to_unreduced());
        let ypx = yu.add_reduce(&xu).to_limbs();
        let ymx = yu.sub_reduce(&xu).to_limbs();
        let ([xy], []) = products([(&x, &y)], []);
        let ([xy2d], []) = products([(&xy.reduce(), &d2)], []);
        let xy2d = xy2d.reduce();
        let neg = zero.sub_reduce(&xy2d.to_unreduced()).to_limbs();
        let xy2d = xy2d.to_limbs();
        let lane = |l: &[[u64; 8]; 5], j: usize| [l[0][j], l[1][j], l[2][j], l[3][j], l[4][j]];
        for j in 0..chunk.len() {
            let (p, m, t, nt) = (lane(&ypx, j), lane(&ymx, j), lane(&xy2d, j), lane(&neg, j));
            out.push(Record::new(&p, &m, &t));
            out.push(Record::new(&m, &p, &nt));
        }
    }
}

/// The schedule of up to eight lanes: for each step, the record offset
/// (in words) of each lane's point and the mask of the lanes at a
/// boundary.
///
/// Invariant (checked by [`Group::new`]): every offset is `16 r` for a
/// record index `r < records`, so the gathers of [`Group::run`] read only
/// inside the record table.
struct Group {
    offsets: Vec<[u32; 8]>,
    masks: Vec<u8>,
    records: usize,
}

impl Group {
    /// The group of the lane sequences `lanes` (at most 8; their entries
    /// record indices or [`BOUNDARY`]), padded with [`IDENTITY`] steps to
    /// the longest.
    fn new(lanes: &[&[u32]], records: usize) -> Group {
        // Word offsets 16 r < 2^31: the gathers' signed 32-bit indices.
        assert!(lanes.len() <= 8 && records <= 1 << 26);
        let len = lanes.iter().map(|l| l.len()).max().unwrap_or(0);
        let mut offsets = vec![[0u32; 8]; len];
        let mut masks = vec![0u8; len];
        for (k, lane) in lanes.iter().enumerate() {
            for (s, &op) in lane.iter().enumerate() {
                if op == BOUNDARY {
                    masks[s] |= 1 << k;
                } else {
                    assert!((op as usize) < records);
                    offsets[s][k] = 16 * op;
                }
            }
        }
        Group {
            offsets,
            masks,
            records,
        }
    }

    /// Runs the schedule; lane `k` of the result is `U` of lane `k`.
    #[target_feature(enable = "avx512f,avx512ifma")]
    fn run(&self, table: &[Record]) -> ExtendedX8 {
        assert_eq!(table.len(), self.records);
        let base: *const u64 = table.as_ptr().cast();
        let two = Fe51x8::splat(2);
        let mut t = ExtendedX8::identity();
        let mut u = ExtendedX8::identity();
        for (off, &m) in self.offsets.iter().zip(&self.masks) {
            // SAFETY: every offset is 16 r with r < table.len() (the
            // invariant of `Group`, and the assertion above), so each
            // gather reads word `16 r + l`, l < 15, of the table.
            let q = unsafe { gather(base, off) };
            if m == 0 {
                t = t.add_niels(&q);
            } else {
                let tc = t.to_cached();
                let op = CachedX8 {
                    y_plus_x: Fe51x8::select(m, &q.y_plus_x, &tc.y_plus_x),
                    y_minus_x: Fe51x8::select(m, &q.y_minus_x, &tc.y_minus_x),
                    z2: Fe51x8::select(m, &two, &tc.z2),
                    t2d: Fe51x8::select(m, &q.xy2d, &tc.t2d),
                };
                let r = ExtendedX8::select(m, &t, &u).add_cached(&op);
                t = ExtendedX8::select(m, &r, &t);
                u = ExtendedX8::select(m, &u, &r);
            }
        }
        u
    }
}

/// The eight records at word offsets `off` from `base`, as a [`NielsX8`].
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and `base + off[k] + l` is
/// a readable word of a [`Record`] for every lane `k` and `l < 15`.
#[inline(always)]
unsafe fn gather(base: *const u64, off: &[u32; 8]) -> NielsX8 {
    // SAFETY: the caller guarantees the features and that every word read
    // is inside a record; the records hold limbs < 2^51 + 2^16 (the
    // `Fe51x8` invariant).
    unsafe {
        let vi: __m256i = _mm256_loadu_si256(off.as_ptr().cast());
        let g = |l: usize| -> __m512i { _mm512_i32gather_epi64::<8>(vi, base.add(l).cast()) };
        let fe = |l: usize| Fe51x8::from_registers([g(l), g(l + 1), g(l + 2), g(l + 3), g(l + 4)]);
        NielsX8 {
            y_plus_x: fe(0),
            y_minus_x: fe(5),
            xy2d: fe(10),
        }
    }
}

/// The window width for `n` points (not counting `B`), measured with
/// `batch_profile`.
pub(crate) fn window(n: usize) -> u32 {
    match n {
        0..64 => 4,
        64..384 => 6,
        384..1536 => 7,
        _ => 8,
    }
}

/// The fewest points (not counting `B`) for which [`msm_vartime_lanes`]
/// is used: below, the scalar Straus is faster (measured, see the
/// `ed25519::batch` module documentation).
pub(crate) const MIN_POINTS: usize = 16;

/// [`msm_vartime`] with the window of [`window`], if the CPU has AVX-512F,
/// AVX-512 IFMA, BMI2 and ADX (`None` otherwise, and for more than `2^22`
/// points, whose record offsets would not fit the 32-bit gather indices).
pub(crate) fn msm_vartime_lanes<F: FieldElement>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> Option<EdwardsPoint<F>> {
    if !crate::backend::Backend::Ifma.is_supported() || points.len() >= 1 << 22 {
        return None;
    }
    // SAFETY: the CPU has the features (checked above).
    Some(unsafe { msm_vartime(points, scalars, base, window(points.len())) })
}

/// `sum_i [scalars[i]] points[i] + [base] B` (every point with `Z = 1`),
/// with `c`-bit windows, one per lane (see the [module
/// documentation](self)).
///
/// # Safety
/// The CPU supports AVX-512F, AVX-512 IFMA, BMI2 and ADX.
#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
pub(crate) unsafe fn msm_vartime<F: FieldElement>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
    c: u32,
) -> EdwardsPoint<F> {
    assert_eq!(points.len(), scalars.len());
    assert!((2..=12).contains(&c));
    let n = points.len();
    let total = n + 1; // B is term n
    let scalar = |i: usize| if i < n { &scalars[i] } else { base };
    let bits = (0..total).map(|i| bitlen(scalar(i))).max().unwrap_or(0);
    if bits == 0 {
        return EdwardsPoint::identity();
    }
    // Signed digits need one bit more than the scalars.
    let windows = (bits + 1).div_ceil(c as usize);
    let mut digits = vec![0i16; windows * total];
    for i in 0..total {
        signed_digits(scalar(i), c, windows, &mut digits[i..], total);
    }

    let mut table = Vec::with_capacity(2 * total + 1);
    debug_assert_eq!(table.len(), IDENTITY as usize);
    table.push(Record::new(&[1, 0, 0, 0, 0], &[1, 0, 0, 0, 0], &[0; 5]));
    point_records(points, &mut table);
    table.extend_from_slice(&base_records());
    debug_assert_eq!(table.len(), 2 * total + 1);

    // Each window's sequence: a counting sort of its points by |d|, from
    // the largest, with a boundary after each bucket once `T` holds a
    // point (before that, `U += T` would add the identity).
    let h = 1usize << (c - 1);
    let mut seq: Vec<u32> = Vec::with_capacity(windows * (total + h));
    let mut starts = Vec::with_capacity(windows + 1);
    let mut count = vec![0usize; h + 2];
    let mut sorted = vec![0u32; total];
    for j in 0..windows {
        starts.push(seq.len());
        let d = &digits[j * total..(j + 1) * total];
        count.iter_mut().for_each(|x| *x = 0);
        for &dj in d {
            count[dj.unsigned_abs() as usize] += 1;
        }
        // pos[b]: first slot of bucket b, buckets in decreasing order.
        let mut pos = vec![0usize; h + 1];
        let mut acc = 0;
        for b in (1..=h).rev() {
            pos[b] = acc;
            acc += count[b];
        }
        let nonzero = acc;
        for (i, &dj) in d.iter().enumerate() {
            if dj != 0 {
                let b = dj.unsigned_abs() as usize;
                sorted[pos[b]] = record_index(i, dj < 0);
                pos[b] += 1;
            }
        }
        // Now pos[b] is the end of bucket b.
        let mut next = 0;
        for b in (1..=h).rev() {
            seq.extend_from_slice(&sorted[next..pos[b]]);
            next = pos[b];
            if next > 0 {
                seq.push(BOUNDARY);
            }
        }
        debug_assert_eq!(next, nonzero);
    }
    starts.push(seq.len());

    // Windows sorted by length, eight per group.
    let mut order: Vec<usize> = (0..windows)
        .filter(|&j| starts[j + 1] > starts[j])
        .collect();
    order.sort_unstable_by_key(|&j| core::cmp::Reverse(starts[j + 1] - starts[j]));
    let mut w: Vec<Option<EdwardsPoint<F>>> = vec![None; windows];
    for chunk in order.chunks(8) {
        let lanes: Vec<&[u32]> = chunk
            .iter()
            .map(|&j| &seq[starts[j]..starts[j + 1]])
            .collect();
        let u = Group::new(&lanes, table.len()).run(&table);
        for (k, &j) in chunk.iter().enumerate() {
            w[j] = Some(u.lane::<F>(k));
        }
    }

    // Horner: Q = sum_j 2^(cj) W_j.
    let mut acc: Option<EdwardsPoint<F>> = None;
    for wj in w.iter().rev() {
        if let Some(a) = acc {
            let mut p = a.to_projective();
            for _ in 1..c {
                p = p.double().to_projective();
            }
            acc = Some(p.double().to_extended());
        }
        if let Some(wj) = wj {
            acc = Some(match acc {
                Some(a) => a
                    .add_projective_niels(&wj.to_projective_niels())
                    .to_extended(),
                None => *wj,
            });
        }
    }
    acc.unwrap_or_else(EdwardsPoint::identity)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::Backend;
    use crate::edwards::msm::msm_vartime as scalar_msm;
    use crate::edwards::vartime::mul_vartime;
    use crate::field::fe64::Fe64;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha20Rng;
    use std::println;

    type P = EdwardsPoint<Fe64>;

    /// `l - 1`, little-endian words.
    const L_MINUS_1: [u64; 4] = [
        0x5812631a5cf5d3ec,
        0x14def9dea2f79cd6,
        0,
        0x1000000000000000,
    ];

    fn base_point() -> P {
        let e = &VARTIME_TABLE.0[0][0];
        crate::edwards::point::AffineNielsPoint::<Fe64> {
            y_plus_x: Fe64::from_u64x4(&[e[0], e[1], e[2], e[3]]),
            y_minus_x: Fe64::from_u64x4(&[e[4], e[5], e[6], e[7]]),
            xy2d: Fe64::from_u64x4(&[e[8], e[9], e[10], e[11]]),
        }
        .to_extended()
    }

    /// With `Z = 1`.
    fn normalize(p: &P) -> P {
        let (x, y) = p.to_affine();
        EdwardsPoint::from_affine(&x, &y)
    }

    /// The eight points of small order (`Z = 1`): the multiples of an
    /// order-8 point (its encoding from the list of small-order
    /// encodings), checked to have order exactly 8.
    fn torsion() -> Vec<P> {
        let mut enc = [0u8; 32];
        let hex = "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05";
        for (i, e) in enc.iter_mut().enumerate() {
            *e = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
        }
        let t8 = crate::edwards::decode::decompress_vartime::<Fe64>(&enc)
            .unwrap()
            .point;
        let p4 = t8.double().double();
        assert!(!p4.is_identity_vartime() && p4.double().is_identity_vartime());
        let mut out = Vec::new();
        let mut q = P::identity();
        for _ in 0..8 {
            out.push(normalize(&q));
            q = q
                .add_projective_niels(&t8.to_projective_niels())
                .to_extended();
        }
        out
    }

    fn random_scalar(rng: &mut ChaCha20Rng, bits: usize) -> [u64; 4] {
        let mut s: [u64; 4] = rng.r#gen();
        for (i, w) in s.iter_mut().enumerate() {
            let lo = 64 * i;
            if bits <= lo {
                *w = 0;
            } else if bits < lo + 64 {
                *w &= (1u64 << (bits - lo)) - 1;
            }
        }
        s
    }

    fn naive(points: &[P], scalars: &[[u64; 4]], base: &[u64; 4]) -> P {
        let mut acc = mul_vartime(&base_point(), base);
        for (p, s) in points.iter().zip(scalars) {
            acc = acc
                .add_projective_niels(&mul_vartime(p, s).to_projective_niels())
                .to_extended();
        }
        acc
    }

    #[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
    fn check_sizes() {
        let mut rng = ChaCha20Rng::seed_from_u64(2024);
        let b = base_point();
        let tors = torsion();
        let special: [[u64; 4]; 5] = [
            [0; 4],
            [1, 0, 0, 0],
            [u64::MAX, u64::MAX, u64::MAX, (1 << 61) - 1],
            L_MINUS_1,
            [0, 0, 0, 1 << 60],
        ];
        for n in [0usize, 1, 2, 7, 8, 9, 63, 64, 65, 127, 200, 1000] {
            let points: Vec<P> = (0..n)
                .map(|i| {
                    let p = normalize(&mul_vartime(&b, &random_scalar(&mut rng, 252)));
                    match i % 5 {
                        // A point with a torsion component, a small-order
                        // point.
                        1 => normalize(
                            &p.add_projective_niels(&tors[i % 8].to_projective_niels())
                                .to_extended(),
                        ),
                        3 => tors[(i / 5) % 8],
                        _ => p,
                    }
                })
                .collect();
            let scalars: Vec<[u64; 4]> = (0..n)
                .map(|i| match i % 7 {
                    0 => random_scalar(&mut rng, 128),
                    1 => special[(i / 7) % special.len()],
                    _ => random_scalar(&mut rng, 253),
                })
                .collect();
            for base in [random_scalar(&mut rng, 253), [0; 4], L_MINUS_1] {
                let want = if n <= 65 {
                    naive(&points, &scalars, &base)
                } else {
                    scalar_msm(&points, &scalars, &base)
                };
                for c in [4u32, 5, 6, 7, window(n)] {
                    // SAFETY: the features are enabled in this function.
                    let got = unsafe { msm_vartime(&points, &scalars, &base, c) };
                    assert!(got.is_valid(), "n={n} c={c}");
                    assert!(got.eq_vartime(&want), "n={n} c={c}");
                }
            }
        }
        // Every scalar special, every point small-order or torsioned.
        for sc in special {
            let points: Vec<P> = (0..20).map(|i| tors[i % 8]).collect();
            let scalars = vec![sc; 20];
            let want = naive(&points, &scalars, &sc);
            // SAFETY: as above.
            let got = unsafe { msm_vartime(&points, &scalars, &sc, 5) };
            assert!(got.eq_vartime(&want), "special {sc:x?}");
        }
    }

    /// The lane MSM against the scalar one and the naive sum, every size
    /// class, edge scalars, small-order and torsioned points.
    #[test]
    fn msm_matches_scalar() {
        if !Backend::Ifma.is_supported() {
            println!("edwards::ifma::msm: SKIPPED (CPU lacks AVX-512 IFMA)");
            return;
        }
        // SAFETY: the CPU has the features (checked above).
        unsafe { check_sizes() };
    }
}
