//! Variable-time multi-scalar multiplication in the eight lanes of AVX-512
//! IFMA registers: Pippenger's bucket method with the *windows* in the
//! lanes.
//!
//! ```text
//!     Q = sum_i [m_i] P_i + [b] B
//! ```
//!
//! for points `P_i` with `Z = 1`, as [`crate::edwards::msm`] computes it
//! with the scalar field; the result is the same point.
//! [`msm_vartime_ifma`] is the entry point of batch verification on
//! [`crate::backend::Backend::Ifma`]: this algorithm from 32 points, the
//! four-lane Straus of [`crate::edwards::msm::straus_ifma`] below.
//!
//! # Algorithm
//!
//! Every scalar is written in signed radix-`2^c` digits, `m = sum_j d_j
//! 2^(cj)` with `|d_j| <= h = 2^(c-1)` ([`digits`], eight scalars at a
//! time in the lanes). Window `j` contributes `W_j = sum_i d_ij P_i =
//! sum_{b=1..h} b S_jb`, where `S_jb` is the signed sum of the points whose
//! digit in window `j` has `|d| = b`, and `Q = sum_j 2^(cj) W_j`.
//!
//! Each window is computed by the running-sum trick: its points, sorted by
//! `|d|`, largest first (a counting sort), are added one by one into an
//! accumulator `T`; after the last point of bucket `b`, `T` is the
//! *snapshot* `T_b = sum_{b' >= b} S_jb'`, and `W_j = sum_b T_b`. Sixteen
//! lanes, two groups of eight whose steps alternate in the instruction
//! stream ([`STREAMS`]), run two phases in lockstep:
//!
//! 1. **Points.** Every lane runs a sequence of windows, one after the
//!    other. Windows are dealt largest first, each to the lane with the
//!    least work; one that would take that lane over the average is split,
//!    its tail (the points of smallest `|d|`) dealt again ([`Piece`]: each
//!    piece runs its own running sums, and the snapshots of all pieces of a
//!    window add up to `W_j`). A step is one mixed addition `T += +-P_i` in
//!    every lane (7 products, `X`, `Y`, `Z` left uncarried: [`Acc`]), the
//!    eight points gathered from a table of records; a lane starting a new
//!    piece first resets `T` to the identity (a blend). After a step that
//!    completes bucket `b` of its piece, a lane stores `T` into the next
//!    row of its lane of the snapshot area (twenty masked stores; twice or
//!    more if the buckets below are empty, since each `T_b` counts).
//! 2. **Sums.** The snapshots are dealt to the lanes again: whole windows
//!    while they fit within the average, then the rest cut to fill the
//!    lanes exactly. Each lane adds its snapshots, one per step (the
//!    gathered snapshot's cached form, 1 product, and a general addition,
//!    8); where its next window starts it stores its sum (a part of `W_j`)
//!    and starts the next sum from the snapshot itself.
//!
//! Then Horner's rule, `c` doublings and the parts' additions per window,
//! on one point in four lanes ([`ifma_pair`]: a doubling or addition is two
//! dependent four-lane products, where the scalar formulas take about seven
//! dependent mulx64 products).
//!
//! # Cost
//!
//! With `N` points and `L`-bit scalars: about `N L / c` lane steps of 7
//! products (phase 1), `2^(c-1) L / c` of 9 (phase 2), sixteen lanes per
//! group step; each eight-lane product is about 50 IFMA and 35 other vector
//! instructions. The scalar code spends one point addition of 7 or 8
//! dependent mulx64 products per point and digit. Measured phase by phase
//! (CPU, date): `docs/PERFORMANCE-HISTORY.md` ("Inside the IFMA
//! Pippenger").
//!
//! The points live in a table of 128-byte records: the affine Niels form
//! `(y + x, y - x, 2dxy)` of `P_i` and of `-P_i`, radix-2^51 limbs `< 2^51
//! + 2^16` (reduced [`Fe51x8`] limbs), computed eight at a time in the
//! lanes. Steps load the records and snapshots their lanes need with
//! `vpgatherqq` (one per limb register). The working memory (hundreds of
//! kilobytes of snapshots) is kept per thread ([`Scratch`]).
//!
//! # Constant time
//!
//! None: the digits of the public scalars choose the schedule, the
//! gathered records, the branches and the blend masks.

use crate::edwards::double_base::table::VARTIME_TABLE;
use crate::edwards::msm::{bitlen, straus_ifma};
use crate::edwards::point::EdwardsPoint;
use crate::edwards::vector::ifma_pair;
use crate::edwards::vector::ifma8::{CachedX8, D2_LIMBS, ExtendedX8, NielsX8, limbs51};
use crate::field::fe51::Fe51;
use crate::field::fe51x8::{Fe51x8, Fe51x8Unreduced, products};
use crate::field::{Field, Field25519};
use alloc::vec::Vec;
use core::arch::x86_64::{
    __m128i, __m256i, __m512i, _mm_storeu_si128, _mm256_loadu_si256, _mm512_add_epi64,
    _mm512_and_si512, _mm512_cmpge_epu64_mask, _mm512_cvtepi64_epi16, _mm512_i32gather_epi64,
    _mm512_loadu_si512, _mm512_mask_storeu_epi64, _mm512_mask_sub_epi64, _mm512_maskz_mov_epi64,
    _mm512_or_si512, _mm512_set1_epi64, _mm512_setzero_si512, _mm512_sllv_epi64, _mm512_srlv_epi64,
};

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

/// Eight extended points as stored registers: `.0[5c + i][k]` is limb `i`
/// of coordinate `c` (`X, Y, Z, T`) of lane `k`; 1,280 bytes. The limbs
/// keep the bounds of what was stored: snapshots are [`Acc`]s (`X, Y, Z`
/// limbs `< 2^60`, `T` reduced), the window sums of phase 2 and their
/// cached forms are reduced (`< 2^51 + 2^16`).
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Slot([[u64; 8]; 20]);

/// Words in a [`Slot`].
const SLOT_WORDS: u32 = 160;

impl Slot {
    /// The identity `(0 : 1 : 1 : 0)` in every lane.
    const IDENTITY: Slot = {
        let mut s = [[0u64; 8]; 20];
        s[5] = [1; 8];
        s[10] = [1; 8];
        Slot(s)
    };
}

/// Stores lane `k` of `p` into lane `k` of `slot` (masked stores; the
/// other lanes of `slot` are unchanged).
#[inline(always)]
fn store_lane(p: &ExtendedX8, slot: &mut Slot, k: usize) {
    let regs = [
        p.x.registers(),
        p.y.registers(),
        p.z.registers(),
        p.t.registers(),
    ];
    store_registers(&regs, slot, k);
}

/// Stores lane `k` of the twenty registers into lane `k` of `slot`.
#[inline(always)]
fn store_registers(regs: &[[__m512i; 5]; 4], slot: &mut Slot, k: usize) {
    debug_assert!(k < 8);
    let mask = 1u8 << k;
    let dst: *mut i64 = slot.0.as_mut_ptr().cast();
    for (c, f) in regs.iter().enumerate() {
        for (i, r) in f.iter().enumerate() {
            // SAFETY: the registers exist, so the CPU has AVX-512F; the
            // store writes (some of) the 64 bytes of row 5c + i < 20 of
            // `slot`.
            unsafe { _mm512_mask_storeu_epi64(dst.add(8 * (5 * c + i)), mask, *r) };
        }
    }
}

/// Eight extended points whose `X`, `Y` and `Z` are left unreduced
/// (limbs `< 2^60`; products, `< 2^59`), `T` reduced: the accumulator of
/// phase 1 and the snapshots. `X`, `Y` and `Z` are never multiplicands
/// there, only terms of `Y + X`, `Y - X`, `2Z - C` and `2Z + C`, which are
/// carried anyway; so the three carries of a complete addition's result
/// are saved.
#[derive(Clone, Copy)]
struct Acc {
    x: Fe51x8Unreduced,
    y: Fe51x8Unreduced,
    z: Fe51x8Unreduced,
    t: Fe51x8,
}

impl Acc {
    /// The identity `(0 : 1 : 1 : 0)` in every lane.
    #[target_feature(enable = "avx512f,avx512ifma")]
    fn identity() -> Acc {
        let (zero, one) = (Fe51x8::splat(0), Fe51x8::splat(1));
        Acc {
            x: zero.to_unreduced(),
            y: one.to_unreduced(),
            z: one.to_unreduced(),
            t: zero,
        }
    }

    /// Lane `j` of `b` where bit `j` of `k` is set, otherwise of `a`.
    #[inline(always)]
    fn select(k: u8, a: &Acc, b: &Acc) -> Acc {
        Acc {
            x: Fe51x8Unreduced::select(k, &a.x, &b.x),
            y: Fe51x8Unreduced::select(k, &a.y, &b.y),
            z: Fe51x8Unreduced::select(k, &a.z, &b.z),
            t: Fe51x8::select(k, &a.t, &b.t),
        }
    }

    /// `self + q` (HWCD 3.1 with `Z2 = 1`, as [`ExtendedX8::add_niels_signed`]: 7
    /// products), `X`, `Y`, `Z` of the result not carried.
    #[inline(always)]
    fn add_niels(&self, q: &NielsX8) -> Acc {
        let ypx = self.y.add_reduce(&self.x);
        let ymx = self.y.sub_reduce(&self.x);
        // A = (Y - X)(y - x), B = (Y + X)(y + x), C = T 2dxy.
        let ([a, b, c], []) = products(
            [
                (&ymx, &q.y_minus_x),
                (&ypx, &q.y_plus_x),
                (&self.t, &q.xy2d),
            ],
            [],
        );
        let e = b.sub_reduce(&a);
        let h = b.add_reduce(&a);
        let f = self.z.double_sub_reduce(&c); // D - C, D = 2Z
        let g = self.z.double_add_reduce(&c); // D + C
        let ([x, y, z, t], []) = products([(&e, &f), (&g, &h), (&f, &g), (&e, &h)], []);
        Acc {
            x,
            y,
            z,
            t: t.reduce(),
        }
    }

    /// The same points with every coordinate reduced.
    #[inline(always)]
    fn reduce(&self) -> ExtendedX8 {
        ExtendedX8 {
            x: self.x.reduce(),
            y: self.y.reduce(),
            z: self.z.reduce(),
            t: self.t,
        }
    }

    /// The cached form `(Y + X, Y - X, 2Z, 2dT)`: 1 product.
    #[inline(always)]
    fn to_cached(self) -> CachedX8 {
        // SAFETY: `self` exists, so the CPU has AVX-512F and IFMA.
        let d2 = unsafe { Fe51x8::splat_limbs(&D2_LIMBS) };
        let ([t2d], []) = products([(&self.t, &d2)], []);
        CachedX8 {
            y_plus_x: self.y.add_reduce(&self.x),
            y_minus_x: self.y.sub_reduce(&self.x),
            z2: self.z.add_reduce(&self.z),
            t2d: t2d.reduce(),
        }
    }

    /// Stores lane `k` into lane `k` of `slot` (masked stores; the other
    /// lanes of `slot` are unchanged).
    #[inline(always)]
    fn store_lane(&self, slot: &mut Slot, k: usize) {
        let regs = [
            self.x.registers(),
            self.y.registers(),
            self.z.registers(),
            self.t.registers(),
        ];
        store_registers(&regs, slot, k);
    }
}

/// The record of the identity, `(1, 1, 0)`: adding it changes nothing.
/// Padding steps read it (their offsets are 0).
const IDENTITY: u32 = 0;

/// The record of `+P_i` (`neg = false`) or `-P_i`.
#[inline(always)]
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
fn point_records<F: Field25519>(points: &[EdwardsPoint<F>], out: &mut Vec<Record>) {
    let d2 = Fe51x8::splat_limbs(&D2_LIMBS);
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

/// Empties `v` and fills it with `n` copies of `x` (keeping its memory).
fn refill<T: Copy>(v: &mut Vec<T>, n: usize, x: T) {
    v.clear();
    v.resize(n, x);
}

/// The signed radix-`2^c` digits of `x_i < 2^(c windows - 1)`, window by
/// window: `d[j stride + i]` is digit `j` of scalar `i`, with `x = sum_j
/// d_j 2^(cj)` and each `|d_j| <= 2^(c-1)` (`stride` is the number of
/// scalars rounded up to a multiple of 8; the padding's digits are 0).
///
/// A window's value `v` (its bits plus the carry from below, `<= 2^c`)
/// becomes `v - 2^c` with a carry of 1 when `v >= 2^(c-1)`, except in the
/// top window, where the bound on `x` makes `v <= 2^(c-1)`. Eight scalars
/// at a time, one per lane.
#[target_feature(enable = "avx512f")]
fn digits(
    scalars: impl Fn(usize) -> [u64; 4],
    total: usize,
    c: u32,
    windows: usize,
    d: &mut Vec<i16>,
) -> usize {
    let stride = total.next_multiple_of(8);
    assert!(windows >= 1 && (windows - 1) * c as usize <= 256 && (2..=10).contains(&c));
    refill(d, windows * stride, 0);
    for i0 in (0..total).step_by(8) {
        // words[q][k]: word q of scalar i0 + k; words 4 and 5 are 0.
        let mut words = [[0u64; 8]; 6];
        for (k, i) in (i0..total.min(i0 + 8)).enumerate() {
            for (q, x) in scalars(i).into_iter().enumerate() {
                words[q][k] = x;
            }
        }
        // SAFETY: the CPU has AVX-512F (this function's features); the
        // loads read the 64 bytes of `words[q]`, q < 6 (window j starts
        // at bit c j <= 256, so q = c j / 64 <= 4); the store writes d[j
        // stride + i0 .. + 8], inside `d` since i0 + 8 <= stride.
        unsafe {
            let w = words.map(|x| _mm512_loadu_si512(x.as_ptr().cast()));
            let mask = _mm512_set1_epi64((1i64 << c) - 1);
            let half = _mm512_set1_epi64(1i64 << (c - 1));
            let full = _mm512_set1_epi64(1i64 << c);
            let one = _mm512_set1_epi64(1);
            let mut carry = _mm512_setzero_si512();
            for j in 0..windows {
                let bit = j * c as usize;
                let (q, r) = (bit / 64, (bit % 64) as i64);
                // Shifts by 64 give 0 (variable shifts), so r = 0 takes
                // nothing from the next word.
                let lo = _mm512_srlv_epi64(w[q], _mm512_set1_epi64(r));
                let hi = _mm512_sllv_epi64(w[q + 1], _mm512_set1_epi64(64 - r));
                let v = _mm512_add_epi64(_mm512_and_si512(_mm512_or_si512(lo, hi), mask), carry);
                let v = if j + 1 < windows {
                    let k = _mm512_cmpge_epu64_mask(v, half);
                    carry = _mm512_maskz_mov_epi64(k, one);
                    _mm512_mask_sub_epi64(v, k, v, full)
                } else {
                    v
                };
                // Each |digit| <= 2^9: the low 16 bits are the i16.
                let out: *mut __m128i = d.as_mut_ptr().add(j * stride + i0).cast();
                _mm_storeu_si128(out, _mm512_cvtepi64_epi16(v));
            }
        }
    }
    stride
}

/// Independent groups of eight lanes advanced together, their steps
/// alternating in the instruction stream: while the products of one
/// group's step wait for their inputs (each step is three dependent levels
/// of products and carries), the out-of-order core runs the other's.
/// Measured per lane step: one group 10 % slower, three 3 % slower.
const STREAMS: usize = 2;

/// Lanes in all: lane `8 s + k` is lane `k` of group `s`.
const LANES: usize = 8 * STREAMS;

/// The two phases' schedules (see the [module documentation](self)), for
/// [`LANES`] lanes in [`STREAMS`] groups of eight, and the working vectors
/// that build them (kept between calls with the rest of [`Scratch`]).
///
/// Invariants (established by [`Plan::build`], relied on by the kernels
/// for memory safety): every record offset is `16 r` with `r < records`;
/// every snapshot offset is `SLOT_WORDS * row + k` with `row < snap_rows`
/// and `k < 8`.
#[derive(Default)]
struct Plan {
    records: usize,
    /// Phase 1, per step and group: the record offsets (words) of the
    /// eight lanes.
    p_off: Vec<[[u32; 8]; STREAMS]>,
    /// Phase 1, per step and group: the lanes that reset `T` before the
    /// addition.
    p_reset: Vec<[u8; STREAMS]>,
    /// Phase 1, per step and group: the lanes that store snapshots after
    /// it, and how many each.
    p_snap: Vec<[u8; STREAMS]>,
    p_count: Vec<[[u16; 8]; STREAMS]>,
    /// Snapshot rows of each group: group `s` fills rows `s rows ..
    /// (s + 1) rows` (each lane its own lane of them, from the first); row
    /// `STREAMS rows` is the identity, the padding of phase 2.
    rows: usize,
    snap_rows: usize,
    /// Phase 2, per step and group: the snapshot offsets (words) of the
    /// lanes.
    s_off: Vec<[[u32; 8]; STREAMS]>,
    /// Phase 2, per step (after the first) and group: the lanes that end
    /// a sum before it.
    s_start: Vec<[u8; STREAMS]>,
    /// Phase 2: the lanes that compute any sum.
    s_used: u32,
    /// Result rows of each group.
    res_rows: usize,
    /// The sums of phase 2, `(j, row, k)`: a part of `W_j` in row `row`
    /// (counting all groups' rows), lane `k`, of the results; by
    /// increasing `j`, and every `W_j` is the sum of its parts.
    parts: Vec<(u32, u32, u8)>,
    /// Per window: bucket sizes, then cursors (`windows * (2^(c-1) + 1)`).
    hist: Vec<u32>,
    /// Per window: bucket ends (positions in the window's points sorted
    /// by decreasing `|d|`, bucket `2^(c-1)` first).
    ends: Vec<u32>,
    /// Per window: points (nonzero digits), and its pieces
    /// (`pieces[piece_at[j]..piece_at[j + 1]]`).
    n_pts: Vec<usize>,
    piece_at: Vec<usize>,
    /// The pieces of phase 1, window by window (and a working copy).
    pieces: Vec<Piece>,
    by_window: Vec<Piece>,
    /// The offsets (words) of the snapshots of every window, window by
    /// window: `snap_list[snap_at[j]..snap_at[j + 1]]`.
    snap_list: Vec<u32>,
    snap_at: Vec<usize>,
    /// The windows with points, largest first.
    order: Vec<usize>,
}

/// A run of one lane in phase 1: the points at positions `p0..p1` of
/// window `j` (sorted by decreasing `|d|`), from step `first`, and its
/// `snaps` snapshots from row `row0` of the lane's rows. A window is one
/// piece, or several when it is split to even out the lanes: the
/// snapshots of all its pieces add up to `W_j` (each piece's running sums
/// add the `|d| P` of its own points).
#[derive(Clone, Copy, Default)]
struct Piece {
    j: u32,
    p0: u32,
    p1: u32,
    lane: u8,
    first: u32,
    snaps: u32,
    row0: u32,
}

/// Points a lane of phase 1 may take above the average before a window is
/// split (a split costs snapshots: the largest `|d|` of the second piece).
const SLACK: usize = 2;

/// The lane with the least load (the first of equals).
fn lightest(load: &[usize; LANES]) -> usize {
    let mut best = 0;
    for l in 1..LANES {
        if load[l] < load[best] {
            best = l;
        }
    }
    best
}

impl Plan {
    /// The schedules for the digits `d` (as [`digits`] lays them out) of
    /// `total` scalars.
    fn build(&mut self, d: &[i16], stride: usize, windows: usize, total: usize, c: u32) {
        let h = 1usize << (c - 1);
        let nb = h + 1;
        let digits = |j: usize| &d[j * stride..][..total];
        // Bucket sizes (digits by |d|) of each window, from four partial
        // counts, so that increments of one bucket rarely wait for each
        // other through memory.
        refill(&mut self.hist, windows * nb, 0);
        let mut part = [[0u32; 4]; 513];
        for (j, row) in self.hist.chunks_exact_mut(nb).enumerate() {
            let dj = digits(j);
            let mut quads = dj.chunks_exact(4);
            for q in &mut quads {
                part[q[0].unsigned_abs() as usize][0] += 1;
                part[q[1].unsigned_abs() as usize][1] += 1;
                part[q[2].unsigned_abs() as usize][2] += 1;
                part[q[3].unsigned_abs() as usize][3] += 1;
            }
            for &x in quads.remainder() {
                part[x.unsigned_abs() as usize][0] += 1;
            }
            for (r, p) in row.iter_mut().zip(&mut part) {
                *r = p.iter().sum();
                *p = [0; 4];
            }
        }
        // Bucket ends, and the sizes turned into cursors (the position of
        // each bucket's first point).
        refill(&mut self.ends, windows * nb, 0);
        self.n_pts.clear();
        for (hj, ej) in self
            .hist
            .chunks_exact_mut(nb)
            .zip(self.ends.chunks_exact_mut(nb))
        {
            let mut at = 0;
            for (hb, eb) in hj[1..].iter_mut().zip(&mut ej[1..]).rev() {
                let size = *hb;
                *hb = at;
                at += size;
                *eb = at;
            }
            self.n_pts.push(at as usize);
        }
        let n_pts = &self.n_pts;
        self.order.clear();
        self.order.extend((0..windows).filter(|&j| n_pts[j] > 0));
        self.order
            .sort_unstable_by_key(|&j| core::cmp::Reverse(n_pts[j]));

        // Phase 1: windows to lanes, largest first, each to the lightest
        // lane; one that would take a lane over the average (plus SLACK)
        // is split, its head filling the lane, its tail dealt again.
        let sum: usize = n_pts.iter().sum();
        let cap = sum.div_ceil(LANES) + SLACK;
        let mut load = [0usize; LANES];
        let mut used = [0u32; LANES];
        self.pieces.clear();
        // spans[j]: window j's pieces, in the order they are dealt.
        let mut spans = [(0u16, 0u16); 130];
        for &j in &self.order {
            let start = self.pieces.len() as u16;
            let (size, e) = (n_pts[j], &self.ends[j * nb..(j + 1) * nb]);
            let mut p0 = 0;
            while p0 < size {
                let l = lightest(&load);
                let room = cap.saturating_sub(load[l]);
                let take = if room == 0 {
                    size - p0
                } else {
                    room.min(size - p0)
                };
                // The bucket of position p0: its largest |d|.
                let top = (1..=h).rev().find(|&b| e[b] as usize > p0).unwrap_or(1);
                self.pieces.push(Piece {
                    j: j as u32,
                    p0: p0 as u32,
                    p1: (p0 + take) as u32,
                    lane: l as u8,
                    first: load[l] as u32,
                    snaps: top as u32,
                    row0: used[l],
                });
                load[l] += take;
                used[l] += top as u32;
                p0 += take;
            }
            spans[j] = (start, self.pieces.len() as u16);
        }
        // Pieces by ascending window (`piece_at[j]..piece_at[j + 1]`).
        self.by_window.clear();
        refill(&mut self.piece_at, windows + 1, 0);
        for (j, &(a, b)) in spans[..windows].iter().enumerate() {
            self.piece_at[j] = self.by_window.len();
            self.by_window
                .extend_from_slice(&self.pieces[a as usize..b as usize]);
        }
        self.piece_at[windows] = self.by_window.len();
        core::mem::swap(&mut self.pieces, &mut self.by_window);

        let steps = load.iter().copied().max().unwrap_or(0);
        refill(&mut self.p_off, steps, [[16 * IDENTITY; 8]; STREAMS]);
        refill(&mut self.p_reset, steps, [0; STREAMS]);
        refill(&mut self.p_snap, steps, [0; STREAMS]);
        refill(&mut self.p_count, steps, [[0; 8]; STREAMS]);
        // The resets and snapshots of each piece: after the last of its
        // points with |d| >= b, for b from its largest |d| down to 1.
        let (p_reset, p_snap, p_count) = (
            &mut self.p_reset[..],
            &mut self.p_snap[..],
            &mut self.p_count[..],
        );
        for pc in &self.pieces {
            let (g, k) = (pc.lane as usize / 8, pc.lane as usize % 8);
            let e = &self.ends[pc.j as usize * nb..][..nb];
            p_reset[pc.first as usize][g] |= 1 << k;
            // Step first + (min(end, p1) - p0) - 1; end > p0 for these b.
            let base = pc.first.wrapping_sub(pc.p0 + 1);
            for &eb in e[1..=pc.snaps as usize].iter() {
                let s = base.wrapping_add(eb.min(pc.p1)) as usize;
                p_snap[s][g] |= 1 << k;
                p_count[s][g][k] += 1;
            }
        }
        // The points, each at its bucket's cursor, in its piece's lane.
        let (p_off, hist) = (&mut self.p_off[..], &mut self.hist[..]);
        for j in 0..windows {
            let pieces = &self.pieces[self.piece_at[j]..self.piece_at[j + 1]];
            let Some(first) = pieces.first() else {
                continue;
            };
            let cur = &mut hist[j * nb..(j + 1) * nb];
            if pieces.len() == 1 {
                let (g, k, s0) = (
                    first.lane as usize / 8,
                    first.lane as usize % 8,
                    first.first,
                );
                for (i, &dj) in digits(j).iter().enumerate() {
                    if dj != 0 {
                        let q = &mut cur[dj.unsigned_abs() as usize];
                        p_off[(s0 + *q) as usize][g][k] = 16 * record_index(i, dj < 0);
                        *q += 1;
                    }
                }
            } else {
                for (i, &dj) in digits(j).iter().enumerate() {
                    if dj != 0 {
                        let q = &mut cur[dj.unsigned_abs() as usize];
                        let pc = pieces.iter().find(|pc| *q < pc.p1).unwrap_or(first);
                        let (g, k) = (pc.lane as usize / 8, pc.lane as usize % 8);
                        p_off[(pc.first + *q - pc.p0) as usize][g][k] =
                            16 * record_index(i, dj < 0);
                        *q += 1;
                    }
                }
            }
        }
        self.records = 2 * total + 1;
        self.rows = used.iter().copied().max().unwrap_or(0) as usize;
        self.snap_rows = STREAMS * self.rows + 1;
        let id_off = SLOT_WORDS * (self.snap_rows as u32 - 1);

        // Phase 2. The offsets of all snapshots, window by window
        // (`snap_list[snap_at[j]..snap_at[j + 1]]`), are cut into LANES
        // runs of about equal length: whole windows first, largest first,
        // each to the lightest lane while it fits within the average (so
        // that, windows having mostly 2^(c-1) snapshots, the lanes start
        // new sums at the same steps), then the windows left over, wrapped
        // into the room left, lane after lane. A lane starts a new sum
        // where a new window starts.
        self.snap_list.clear();
        refill(&mut self.snap_at, windows + 1, 0);
        for j in 0..windows {
            self.snap_at[j] = self.snap_list.len();
            for pc in &self.pieces[self.piece_at[j]..self.piece_at[j + 1]] {
                let (g1, k1) = (pc.lane as usize / 8, (pc.lane % 8) as u32);
                let r0 = (g1 * self.rows) as u32 + pc.row0;
                self.snap_list
                    .extend((r0..r0 + pc.snaps).map(|r| SLOT_WORDS * r + k1));
            }
        }
        self.snap_at[windows] = self.snap_list.len();
        let steps = self.snap_list.len().div_ceil(LANES);
        refill(&mut self.s_off, steps, [[id_off; 8]; STREAMS]);
        refill(&mut self.s_start, steps, [0; STREAMS]);
        self.parts.clear();
        self.s_used = 0;
        let snap_at = &self.snap_at;
        let size = |j: usize| snap_at[j + 1] - snap_at[j];
        self.order.sort_by_key(|&j| core::cmp::Reverse(size(j)));
        let mut load = [0usize; LANES];
        // Whole windows: (lane, window), by lane.
        let mut whole = [(u8::MAX, 0u8); 130];
        let mut n_whole = 0;
        for &j in &self.order {
            let l = lightest(&load);
            if load[l] + size(j) <= steps {
                load[l] += size(j);
                whole[n_whole] = (l as u8, j as u8);
                n_whole += 1;
            }
        }
        let whole = &mut whole[..n_whole];
        whole.sort_unstable();
        let mut t = [0usize; LANES];
        let mut sums = [0u32; LANES];
        let mut is_whole = [false; 130];
        for &(l, j) in whole.iter() {
            is_whole[j as usize] = true;
            let r = self.snap_at[j as usize]..self.snap_at[j as usize + 1];
            self.run(l as usize, j as u32, r, &mut t, &mut sums);
        }
        let mut l = 0;
        for (j, &w) in is_whole[..windows].iter().enumerate() {
            let (mut a, b) = (self.snap_at[j], self.snap_at[j + 1]);
            while !w && a < b {
                while t[l] == steps {
                    l += 1;
                }
                let n = (steps - t[l]).min(b - a);
                self.run(l, j as u32, a..a + n, &mut t, &mut sums);
                a += n;
            }
        }
        // Parts by increasing window, rows counted over all groups.
        self.parts.sort_unstable_by_key(|p| p.0);
        self.res_rows = sums.iter().copied().max().unwrap_or(0) as usize;
        for p in &mut self.parts {
            let l = p.2 as usize;
            *p = (p.0, ((l / 8) * self.res_rows) as u32 + p.1, (l % 8) as u8);
        }
    }

    /// Phase 2: lane `l` sums the snapshots `snap_list[r]` of window `j`
    /// from its step `t[l]` on, a new part (`sums[l]` counts the parts of
    /// lane `l`; `parts` gets `(j, part, l)`, the part's row fixed later).
    fn run(
        &mut self,
        l: usize,
        j: u32,
        r: core::ops::Range<usize>,
        t: &mut [usize; LANES],
        sums: &mut [u32; LANES],
    ) {
        let (g, k) = (l / 8, l % 8);
        if t[l] > 0 {
            self.s_start[t[l]][g] |= 1 << k;
        }
        self.s_used |= 1 << l;
        self.parts.push((j, sums[l], l as u8));
        sums[l] += 1;
        let n = r.len();
        for (s, &off) in self.s_off[t[l]..t[l] + n]
            .iter_mut()
            .zip(&self.snap_list[r])
        {
            s[g][k] = off;
        }
        t[l] += n;
    }

    /// Phase 1: the snapshots of every window, into `snap` (its last row
    /// is the identity, the padding of phase 2).
    #[target_feature(enable = "avx512f,avx512ifma")]
    fn points(&self, table: &[Record], snap: &mut [Slot]) {
        assert!(table.len() == self.records && snap.len() == self.snap_rows);
        let base: *const u64 = table.as_ptr().cast();
        let id = Acc::identity();
        let mut t = [id; STREAMS];
        let mut row: [[usize; 8]; STREAMS] = core::array::from_fn(|g| [g * self.rows; 8]);
        for s in 0..self.p_off.len() {
            for g in 0..STREAMS {
                // SAFETY: every offset is 16 r with r < table.len() (the
                // invariant of `Plan`, and the assertion above), so each
                // gather reads words 16 r + l, l < 15, of the table.
                let q = unsafe { gather_record(base, &self.p_off[s][g]) };
                let reset = self.p_reset[s][g];
                if reset != 0 {
                    t[g] = Acc::select(reset, &t[g], &id);
                }
                t[g] = t[g].add_niels(&q);
                let mut m = self.p_snap[s][g];
                while m != 0 {
                    let k = m.trailing_zeros() as usize;
                    m &= m - 1;
                    for _ in 0..self.p_count[s][g][k] {
                        t[g].store_lane(&mut snap[row[g][k]], k);
                        row[g][k] += 1;
                    }
                }
            }
        }
    }

    /// Phase 2: the sums of the snapshots, window `j` into row
    /// `self.res[j].0`, lane `self.res[j].1` of `res`.
    #[target_feature(enable = "avx512f,avx512ifma")]
    fn sums(&self, snap: &[Slot], res: &mut [Slot]) {
        assert!(snap.len() == self.snap_rows && res.len() == STREAMS * self.res_rows);
        let Some((first, rest)) = self.s_off.split_first() else {
            return;
        };
        let base: *const u64 = snap.as_ptr().cast();
        // SAFETY (all gathers): every offset is SLOT_WORDS row + k with
        // row < snap.len() and k < 8 (the invariant of `Plan`, and the
        // assertion above), so each reads words SLOT_WORDS row + 8 r + k,
        // r < 20, of the snapshot area.
        let mut u: [ExtendedX8; STREAMS] =
            core::array::from_fn(|g| unsafe { gather_slot(base, &first[g]) }.reduce());
        let mut w: [[usize; 8]; STREAMS] = core::array::from_fn(|g| [g * self.res_rows; 8]);
        for (off, m) in rest.iter().zip(&self.s_start[1..]) {
            for g in 0..STREAMS {
                // SAFETY: as above.
                let p = unsafe { gather_slot(base, &off[g]) };
                let sum = u[g].add_cached(&p.to_cached());
                if m[g] == 0 {
                    u[g] = sum;
                } else {
                    let p = p.reduce();
                    let mut l = m[g];
                    while l != 0 {
                        let k = l.trailing_zeros() as usize;
                        l &= l - 1;
                        store_lane(&u[g], &mut res[w[g][k]], k);
                        w[g][k] += 1;
                    }
                    u[g] = ExtendedX8::select(m[g], &sum, &p);
                }
            }
        }
        for g in 0..STREAMS {
            for k in 0..8 {
                if self.s_used >> (8 * g + k) & 1 == 1 {
                    store_lane(&u[g], &mut res[w[g][k]], k);
                }
            }
        }
    }
}

/// The eight records at word offsets `off` from `base`.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and `base + off[k] + l` is
/// a readable word of a [`Record`] for every lane `k` and `l < 15`.
#[inline(always)]
unsafe fn gather_record(base: *const u64, off: &[u32; 8]) -> NielsX8 {
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

/// The eight snapshots at word offsets `off` from `base` (lane `k` from
/// the slot lane at offset `off[k]`).
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and `base + off[k] + 8r`
/// is a readable word of a [`Slot`] written by [`Acc::store_lane`] (or
/// [`Slot::IDENTITY`]) for every lane `k` and `r < 20`.
#[inline(always)]
unsafe fn gather_slot(base: *const u64, off: &[u32; 8]) -> Acc {
    // SAFETY: the caller guarantees the features and that every word read
    // is inside a slot holding an `Acc` (limbs of X, Y, Z < 2^60, of T <
    // 2^51 + 2^16: the invariants of the two types).
    unsafe {
        let vi: __m256i = _mm256_loadu_si256(off.as_ptr().cast());
        let g = |r: usize| -> __m512i { _mm512_i32gather_epi64::<8>(vi, base.add(8 * r).cast()) };
        let regs = |c: usize| {
            [
                g(5 * c),
                g(5 * c + 1),
                g(5 * c + 2),
                g(5 * c + 3),
                g(5 * c + 4),
            ]
        };
        Acc {
            x: Fe51x8Unreduced::from_registers(regs(0)),
            y: Fe51x8Unreduced::from_registers(regs(1)),
            z: Fe51x8Unreduced::from_registers(regs(2)),
            t: Fe51x8::from_registers(regs(3)),
        }
    }
}

/// Everything a call allocates, kept for the thread's next call (with the
/// feature `std`): fresh buffers of a few hundred kilobytes cost more in
/// page faults than the arithmetic of phase 1 whenever the allocator has
/// returned them to the system in between (measured on the development
/// VM: 200k ticks for the snapshot area alone at `n = 128`, `c = 6`, where
/// the whole MSM takes 450k).
#[derive(Default)]
struct Scratch {
    digits: Vec<i16>,
    table: Vec<Record>,
    plan: Plan,
    /// The snapshot area; rows a call does not write keep what an earlier
    /// call left (valid slots), and phase 2 reads only rows this call
    /// wrote and the last, the identity.
    snap: Vec<Slot>,
    res: Vec<Slot>,
}

#[cfg(feature = "std")]
std::thread_local! {
    static SCRATCH: core::cell::Cell<Scratch> = core::cell::Cell::new(Scratch::default());
}

/// A snapshot area larger than this many rows (10 MB) is not kept.
#[cfg(feature = "std")]
const MAX_KEPT_ROWS: usize = 8192;

impl Scratch {
    /// The thread's scratch (empty vectors on first use or without `std`).
    fn take() -> Scratch {
        #[cfg(feature = "std")]
        return SCRATCH.with(|c| c.take());
        #[cfg(not(feature = "std"))]
        return Scratch::default();
    }

    /// Keeps `self` for the thread's next call (with the feature `std`).
    fn keep(self) {
        #[cfg(feature = "std")]
        if self.snap.len() <= MAX_KEPT_ROWS {
            SCRATCH.with(|c| c.set(self));
        }
    }
}

/// The window width for `n` points (not counting `B`), measured with
/// `batch_profile`.
pub(crate) fn window(n: usize) -> u32 {
    match n {
        0..96 => 4,
        96..384 => 6,
        384..1536 => 7,
        _ => 8,
    }
}

/// `sum_i [scalars[i]] points[i] + [base] B` (every point with `Z = 1`)
/// in IFMA lanes (the token proves AVX-512F, AVX-512 IFMA, BMI2 and ADX);
/// `None` for `2^22` points or more, whose offsets might not fit the
/// 32-bit gather indices: below [`straus_ifma::MAX_POINTS`] points the
/// four-lane Straus of [`straus_ifma`], from there the lane-parallel
/// Pippenger of this module with the window of [`window`] (both faster
/// than the scalar Straus from 2 points; measured, see the
/// `ed25519::batch` module documentation).
pub(crate) fn msm_vartime_ifma<F: Field25519>(
    ifma: crate::backend::cpu::Ifma,
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
) -> Option<EdwardsPoint<F>> {
    if points.len() >= 1 << 22 {
        return None;
    }
    Some(if points.len() < straus_ifma::MAX_POINTS {
        straus_ifma::msm_vartime_checked(ifma, points, scalars, base)
    } else {
        msm_vartime_window(ifma, points, scalars, base, window(points.len()))
    })
}

/// [`msm_vartime`] with the window `c` given (the library passes
/// [`window`]`(points.len())`; the benchmark's profile tries others); the
/// token proves the features.
pub(crate) fn msm_vartime_window<F: Field25519>(
    _ifma: crate::backend::cpu::Ifma,
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
    c: u32,
) -> EdwardsPoint<F> {
    // SAFETY: the token proves AVX-512F, IFMA, BMI2 and ADX.
    unsafe { msm_vartime(points, scalars, base, c) }
}

/// `sum_i [scalars[i]] points[i] + [base] B` (every point with `Z = 1`),
/// with `c`-bit windows (see the [module documentation](self)).
///
/// # Safety
/// The CPU supports AVX-512F, AVX-512 IFMA, BMI2 and ADX.
#[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
pub(crate) unsafe fn msm_vartime<F: Field25519>(
    points: &[EdwardsPoint<F>],
    scalars: &[[u64; 4]],
    base: &[u64; 4],
    c: u32,
) -> EdwardsPoint<F> {
    assert_eq!(points.len(), scalars.len());
    assert!((2..=10).contains(&c) && points.len() < 1 << 22);
    let n = points.len();
    let total = n + 1; // B is term n
    let scalar = |i: usize| if i < n { scalars[i] } else { *base };
    let bits = (0..total).map(|i| bitlen(&scalar(i))).max().unwrap_or(0);
    if bits == 0 {
        return EdwardsPoint::identity();
    }
    // Signed digits need one bit more than the scalars.
    let windows = (bits + 1).div_ceil(c as usize);
    let mut sc = Scratch::take();
    let stride = digits(scalar, total, c, windows, &mut sc.digits);
    sc.plan.build(&sc.digits, stride, windows, total, c);
    let plan = &sc.plan;

    sc.table.clear();
    debug_assert_eq!(sc.table.len(), IDENTITY as usize);
    sc.table
        .push(Record::new(&[1, 0, 0, 0, 0], &[1, 0, 0, 0, 0], &[0; 5]));
    point_records(points, &mut sc.table);
    sc.table.extend_from_slice(&base_records());

    sc.snap.resize(plan.snap_rows, Slot::IDENTITY);
    sc.snap.truncate(plan.snap_rows);
    sc.snap[plan.snap_rows - 1] = Slot::IDENTITY;
    plan.points(&sc.table, &mut sc.snap);
    refill(&mut sc.res, STREAMS * plan.res_rows, Slot::IDENTITY);
    plan.sums(&sc.snap, &mut sc.res);

    let q = horner(&sc.res, &plan.parts, windows, c);
    sc.keep();
    let coord = |c: usize| {
        let l = |i: usize| q[i][c];
        F::from_bytes(&Fe51([l(0), l(1), l(2), l(3), l(4)]).to_bytes())
    };
    EdwardsPoint {
        x: coord(0),
        y: coord(1),
        z: coord(2),
        t: coord(3),
    }
}

/// The four coordinates of lane `k` of `slot` in lanes 0..4 (and 4..8).
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and every limb of `slot`
/// is `< 2^51 + 2^16`.
#[inline(always)]
unsafe fn four_lanes(slot: &Slot, k: usize) -> Fe51x8 {
    let mut l = [[0u64; 8]; 5];
    for (i, li) in l.iter_mut().enumerate() {
        for c in 0..4 {
            li[c] = slot.0[5 * c + i][k];
            li[c + 4] = li[c];
        }
    }
    // SAFETY: the caller guarantees the features and the limb bound; the
    // loads read the 64 bytes of each `l[i]`.
    unsafe { Fe51x8::from_registers(l.map(|x| _mm512_loadu_si512(x.as_ptr().cast()))) }
}

/// The eight points of `slot`.
///
/// # Safety
/// The CPU supports AVX-512F and AVX-512 IFMA, and every limb of `slot`
/// is `< 2^51 + 2^16`.
#[inline(always)]
unsafe fn load_slot(slot: &Slot) -> ExtendedX8 {
    // SAFETY: the caller guarantees the features and the limb bound; the
    // loads read the 64 bytes of rows 5c + i < 20.
    unsafe {
        let r = |c: usize| {
            Fe51x8::from_registers([
                _mm512_loadu_si512(slot.0[5 * c].as_ptr().cast()),
                _mm512_loadu_si512(slot.0[5 * c + 1].as_ptr().cast()),
                _mm512_loadu_si512(slot.0[5 * c + 2].as_ptr().cast()),
                _mm512_loadu_si512(slot.0[5 * c + 3].as_ptr().cast()),
                _mm512_loadu_si512(slot.0[5 * c + 4].as_ptr().cast()),
            ])
        };
        ExtendedX8 {
            x: r(0),
            y: r(1),
            z: r(2),
            t: r(3),
        }
    }
}

/// Horner's rule, `Q = sum_j 2^(cj) W_j` for the window sums `W_j` at
/// `at[j]` (row and lane of `res`, which holds reduced points): `c`
/// doublings and an addition per window, one point in four lanes
/// ([`ifma_pair::double`], [`ifma_pair::add`]: the chain is sequential, so its latency is what
/// counts: two dependent products per step, against about seven mulx64
/// products in sequence for the scalar doubling). The limbs of `Q`
/// (reduced; `[i][c]`: limb `i` of coordinate `c`).
#[target_feature(enable = "avx512f,avx512ifma")]
fn horner(res: &[Slot], parts: &[(u32, u32, u8)], windows: usize, c: u32) -> [[u64; 8]; 5] {
    // The cached forms (Y - X, Y + X, 2Z, 2dT) of the window sums, eight
    // at a time, as rows of `Slot`s.
    let mut cached = Vec::with_capacity(res.len());
    for slot in res {
        // SAFETY: this function's features; `res` holds reduced limbs
        // (stored from `ExtendedX8`s).
        let q = unsafe { load_slot(slot) }.to_cached();
        let mut out = Slot([[0; 8]; 20]);
        for (r, f) in [q.y_minus_x, q.y_plus_x, q.z2, q.t2d].iter().enumerate() {
            for (i, limbs) in f.to_limbs().iter().enumerate() {
                out.0[5 * r + i] = *limbs;
            }
        }
        cached.push(out);
    }
    let mut acc: Option<Fe51x8Unreduced> = None;
    let mut rest = parts;
    for j in (0..windows as u32).rev() {
        if let Some(p) = &mut acc {
            for _ in 0..c {
                *p = ifma_pair::double(p);
            }
        }
        while let Some((&(pj, row, k), init)) = rest.split_last() {
            if pj != j {
                break;
            }
            rest = init;
            let (row, k) = (row as usize, k as usize);
            acc = Some(match &acc {
                // SAFETY (both): this function's features; the slots hold
                // reduced limbs.
                Some(p) => ifma_pair::add(p, &unsafe { four_lanes(&cached[row], k) }),
                None => unsafe { four_lanes(&res[row], k) }.to_unreduced(),
            });
        }
    }
    match acc {
        Some(p) => p.reduce().to_limbs(),
        None => {
            // The identity (0 : 1 : 1 : 0).
            let mut id = [[0u64; 8]; 5];
            id[0][1] = 1;
            id[0][2] = 1;
            id
        }
    }
}

#[cfg(test)]
mod tests;
