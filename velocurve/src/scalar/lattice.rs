//! Short vectors of the two-dimensional lattices `{(x, c) : x = c k (mod
//! n)}` by the extended Euclidean algorithm (with Lehmer's speed-up), for
//! the lattice-halved verification of `crate::edwards::double_base` (Antipa,
//! Brown, Gallant, Lambert, Struik and Vanstone, SAC 2005; Pornin, eprint
//! 2020/454): [`short_vector_vartime`] finds `(x, c)`, both about
//! `sqrt(n)`, so that `[k]A` can be replaced by a multiplication with
//! half-length multipliers.
//!
//! Variable time: for public scalars only (signature verification).

/// Bit length of a 256-bit integer (0 for 0).
#[inline(always)]
pub(crate) fn bitlen(x: &[u64; 4]) -> u32 {
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

#[cfg(test)]
mod tests;
