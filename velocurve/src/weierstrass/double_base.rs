//! **Variable-time** double-scalar multiplication `[a] G + [b] P` for
//! signature verification (ECDSA-style: `a`, `b`, `P` public), for any curve
//! of the [`Curve`] contract with a table of odd multiples of its generator
//! ([`DoubleBaseCurve`]), and any scalar length.
//!
//! # Variable time: public inputs only
//!
//! Everything here branches on the scalars' digits and indexes tables with
//! them; the recoding's loop runs a data-dependent number of times. The
//! running time reveals `a` and `b`. Call it with public values only
//! (verification scalars computed from a public signature, a public key and
//! a public message hash), never with a secret key or a nonce; the names
//! say `vartime`. The constant-time multiplications are [`super::window`]
//! and [`super::comb`].
//!
//! # Algorithm
//!
//! Straus's interleaved evaluation ("Shamir's trick") with width-`w`
//! non-adjacent forms ([`wnaf_vartime`]): `a` and `b` are recoded into
//! digits `d_i` that are 0 or odd with `|d_i| < 2^(w-1)`, at least `w - 1`
//! zeros after each nonzero digit, `k = sum d_i 2^i`. From the highest
//! digit position of either down to 0, the accumulator is doubled once and
//! each nonzero digit adds `±(|d| G)` or `±(|d| P)`:
//!
//! * `G`'s digits have width [`DoubleBaseCurve::G_WINDOW`] and read a
//!   generated, checked-in table of the affine odd multiples `G, 3G, ...,
//!   (2^(w-1) - 1) G` (Curve13318: `w = 8`, 64 entries of 64 bytes, 4 KiB;
//!   `weierstrass/curve13318_vartime_table.rs`): mixed additions (RCB
//!   Algorithm 5, 11M + 2m_b).
//! * `P`'s digits have width [`P_WINDOW`] `= 5` and read a table of the
//!   projective odd multiples `P, 3P, ..., 15P` computed for the call (one
//!   doubling, seven additions): complete additions (RCB Algorithm 4, 12M +
//!   2m_b).
//! * A negative digit adds the entry with `y` negated.
//!
//! For `n`-bit scalars the average wNAF has `n / (w + 1)` nonzero digits,
//! so for `a`, `b` uniform below Curve13318's order (simulated over 2,000
//! pairs): 253 doublings, 28.7 mixed additions and 42.9 additions on
//! average, plus the 8 operations of `P`'s table: 253 x (8M + 3S) + 28.7 x
//! 11M + 50.9 x 12M + 11M, about 3,710 multiplications and 665 m_b, and
//! no table scan, against 3,584 multiplications and 52 scans for *one*
//! constant-time `[k] P` ([`super::window`]); measured, the two take the
//! same time. The first point added starts the accumulator (no doubling
//! or addition of the identity).
//!
//! The widths were measured on Curve13318 (docs/CURVE13318.md): `w = 8`
//! for `G` against 4 to 12 (6, which a table derived from the comb's first
//! row `1 G ..= 32 G` would give, is 2 % slower; 10, 16 KiB, 1 % slower);
//! `P`'s width 5 is the minimum of `2^(w-2)` table operations plus
//! `n / (w + 1)` additions. `P`'s table is not normalised to affine: by
//! the count, the batch inversion (one inversion, about 4k ticks on its
//! own, and 37 multiplications) costs more than the 43 multiplications
//! the mixed additions would save, and it would need a case for `P = O`
//! (`Z = 0`).
//!
//! Every formula is complete ([`super`]), so no input is special: `a = 0`
//! or `b = 0` (an empty wNAF), `P = O` (its table is seven identities),
//! `P = ±G`, scalars at or above the group order (the sum is taken as
//! integers; multiples of the order vanish), partial sums equal to `±` the
//! point added, all run the same formulas and give the right point.

#![cfg_attr(
    not(any(test, feature = "bench-hooks")),
    allow(
        dead_code,
        reason = "for signature verification (issue 13); until then run by the tests and the benchmark hook"
    )
)]

use super::{AffinePoint, Curve, ProjectivePoint};
use crate::field::Field;

/// wNAF width for the runtime table of `P`.
pub(crate) const P_WINDOW: usize = 5;
/// Entries of `P`'s table: `P, 3P, ..., (2^(P_WINDOW-1) - 1) P`.
pub(crate) const P_ENTRIES: usize = 1 << (P_WINDOW - 2);

/// A curve with a table of odd multiples of its generator for
/// [`mul_double_base_vartime`].
pub(crate) trait DoubleBaseCurve: Curve {
    /// The wNAF width of `G`'s digits (`2 ..= 12`): the table holds
    /// `2^(G_WINDOW - 2)` entries.
    const G_WINDOW: usize;

    /// `(2j + 1) G`, affine, for `j < 2^(G_WINDOW - 2)` (`j` is taken
    /// modulo the table length, so no index is out of range).
    fn g_odd_multiple(j: usize) -> AffinePoint<Self>;
}

/// A table of affine points as canonical words (`WORDS` per point: `x`
/// then `y`), aligned to cache lines: the generated tables' type.
#[repr(C, align(64))]
pub(crate) struct AffineTable<const WORDS: usize, const N: usize>(pub(crate) [[u64; WORDS]; N]);

/// The width-`w` non-adjacent form of the little-endian integer `k` (any
/// value of `BYTES` bytes, `2 <= w <= 12`), and its length: the digits
/// `d[0 .. len]` are 0 or odd with `|d| < 2^(w-1)`, each nonzero digit is
/// followed by at least `w - 1` zeros, `k = sum d[i] 2^i`, `d[len - 1] !=
/// 0` (`len = 0` for `k = 0`). **Variable time.** `D > 8 BYTES` is checked
/// at compile time.
///
/// Scanning up from bit 0 with a carry `c` in {0, 1} (the remaining value
/// is `floor(k / 2^i) + c`): if its low bit is 0, the digit is 0 and `c`
/// moves on unchanged (bit `i` of `k` equals `c`, so `bit + c` is 0 or 2),
/// and so does the whole run of bits equal to `c` (skipped at once).
/// Otherwise the `w`-bit window `v` (bits `i .. i + w` of `k`, plus `c`)
/// is odd and becomes the digit `v` if `v < 2^(w-1)`, else `v - 2^w` with a
/// carry into bit `i + w`; the next `w - 1` digits are 0.
///
/// Length: a carry is set only by an odd `v >= 2^(w-1) + 1`, whose window
/// has bit `i + w - 1` set; so the next position `i + w` is at most
/// `bitlen(k)`, and the last digit (the carry's 1 past the top, or a digit
/// below it) is at position `<= bitlen(k) <= 8 BYTES < D`.
pub(crate) fn wnaf_vartime<const BYTES: usize, const D: usize>(
    k: &[u8; BYTES],
    w: usize,
) -> ([i16; D], usize) {
    const { assert!(D > 8 * BYTES, "D must exceed the scalar's bit length") };
    let w = w.clamp(2, 12);
    let mut d = [0i16; D];
    // 64 bits of `k` from bit `i` (zeros past the end); at least 57 of them
    // are `k`'s bits `i .. i + 57` (the shift drops at most 7).
    let bits = |i: usize| -> u64 {
        let mut x = 0u64;
        for j in 0..8 {
            x |= u64::from(k.get(i / 8 + j).copied().unwrap_or(0)) << (8 * j);
        }
        x >> (i % 8)
    };
    let top = k
        .iter()
        .rposition(|&b| b != 0)
        .map_or(0, |at| 8 * at + 8 - k[at].leading_zeros() as usize);
    let mask = (1u64 << w) - 1;
    let mut len = 0;
    let mut carry = 0u64;
    let mut i = 0;
    while i < top || carry != 0 {
        let x = bits(i);
        let v = (x & mask) + carry;
        if v & 1 == 0 {
            // The run of bits equal to `carry`: at least bit `i`, at most
            // the 57 bits `bits` is sure of.
            let run = if carry == 0 { x } else { !x };
            i += (run.trailing_zeros() as usize).clamp(1, 57);
            continue;
        }
        let digit = if v < 1 << (w - 1) {
            carry = 0;
            v as i16
        } else {
            carry = 1;
            v as i16 - (1 << w)
        };
        if let Some(slot) = d.get_mut(i) {
            *slot = digit;
            len = i + 1;
        }
        i += w;
    }
    (d, len)
}

/// `P, 3P, ..., 15P` (projective): one doubling and seven additions.
#[inline(always)]
fn odd_multiples<C: Curve>(p: &ProjectivePoint<C>) -> [ProjectivePoint<C>; P_ENTRIES] {
    let p2 = p.double();
    let mut t = [*p; P_ENTRIES];
    for j in 1..P_ENTRIES {
        t[j] = t[j - 1].add(&p2);
    }
    t
}

/// `r + q`, or `q` when `r` is not started (the identity).
#[inline(always)]
fn accumulate<C: Curve>(
    r: Option<ProjectivePoint<C>>,
    q: &ProjectivePoint<C>,
) -> ProjectivePoint<C> {
    match r {
        None => *q,
        Some(r) => r.add(q),
    }
}

/// `[a] G + [b] P` for any `a`, `b` of `BYTES` little-endian bytes (`D >
/// 8 BYTES` digit positions) and any point `P` (the identity included), by
/// the interleaved wNAF method of the module documentation. **Variable
/// time in `a`, `b` and `P`: public inputs only.**
pub(crate) fn mul_double_base_vartime<C: DoubleBaseCurve, const BYTES: usize, const D: usize>(
    a: &[u8; BYTES],
    b: &[u8; BYTES],
    p: &ProjectivePoint<C>,
) -> ProjectivePoint<C> {
    let (da, la) = wnaf_vartime::<BYTES, D>(a, C::G_WINDOW);
    let (db, lb) = wnaf_vartime::<BYTES, D>(b, P_WINDOW);
    // No table for a zero `b`.
    let t = if lb > 0 {
        odd_multiples(p)
    } else {
        [ProjectivePoint::IDENTITY; P_ENTRIES]
    };
    let mut r: Option<ProjectivePoint<C>> = None;
    for i in (0..la.max(lb)).rev() {
        if let Some(acc) = r.as_mut() {
            *acc = acc.double();
        }
        let x = da[i];
        if x != 0 {
            let mut q = C::g_odd_multiple((x.unsigned_abs() >> 1) as usize);
            if x < 0 {
                q.y = q.y.neg();
            }
            r = Some(match r {
                None => q.to_projective(),
                Some(acc) => acc.add_affine(&q),
            });
        }
        let y = db[i];
        if y != 0 {
            let mut q = t[(y.unsigned_abs() >> 1) as usize & (P_ENTRIES - 1)];
            if y < 0 {
                q.y = q.y.neg();
            }
            r = Some(accumulate(r, &q));
        }
    }
    r.unwrap_or(ProjectivePoint::IDENTITY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::{BigInt, BigUint};
    use rand::{RngCore, SeedableRng};

    fn value(d: &[i16]) -> BigInt {
        d.iter()
            .rev()
            .fold(BigInt::from(0), |acc, &x| acc * 2 + BigInt::from(x))
    }

    /// Every width on random and edge integers of 32 and 66 bytes: the
    /// value, the digit bounds, the gaps and the length.
    fn check<const BYTES: usize, const D: usize>(k: &[u8; BYTES]) {
        for w in 2..=12 {
            let (d, len) = wnaf_vartime::<BYTES, D>(k, w);
            assert_eq!(
                value(&d),
                BigInt::from(BigUint::from_bytes_le(k)),
                "w = {w}"
            );
            assert!(d[len..].iter().all(|&x| x == 0));
            assert!(len == 0 || d[len - 1] != 0);
            let mut gap = w;
            for &x in &d[..len] {
                if x != 0 {
                    assert!(x % 2 != 0 && x.unsigned_abs() < 1 << (w - 1), "{x} w = {w}");
                    assert!(gap >= w - 1, "gap {gap} w = {w}");
                    gap = 0;
                } else {
                    gap += 1;
                }
            }
            assert!(len <= 8 * BYTES + 1);
        }
    }

    #[test]
    fn wnaf_is_exact_and_in_range() {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x7a7e);
        let mut edges: std::vec::Vec<[u8; 32]> = std::vec![[0; 32], [0xff; 32], [0x55; 32]];
        for byte in [0x01, 0x80, 0x7f, 0xc0] {
            let mut k = [0u8; 32];
            k[31] = byte;
            edges.push(k);
            k[0] = 0xff;
            edges.push(k);
        }
        for k in edges {
            check::<32, 257>(&k);
        }
        for _ in 0..300 {
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            check::<32, 257>(&k);
            let mut k = [0u8; 66];
            rng.fill_bytes(&mut k);
            check::<66, 529>(&k);
            // Sparse and dense bits: long runs of zeros and ones.
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            let mut m = [0u8; 32];
            rng.fill_bytes(&mut m);
            for (x, y) in k.iter_mut().zip(m) {
                *x = (if y & 1 == 0 { 0 } else { 0xff }) ^ (*x & (*x >> 3) & (*x >> 5));
            }
            check::<32, 257>(&k);
        }
        check::<66, 529>(&[0xff; 66]);
        check::<1, 9>(&[0xff]);
        check::<0, 1>(&[]);
    }

    #[test]
    fn wnaf_of_all_ones_carries_past_the_top() {
        // 2^256 - 1 = 2^256 - 1: digit -1 at 0, 1 at 256 for every width.
        for w in 2..=12 {
            let (d, len) = wnaf_vartime::<32, 257>(&[0xff; 32], w);
            assert_eq!((d[0], d[256], len), (-1, 1, 257), "w = {w}");
        }
    }
}
