//! Constant-time variable-base scalar multiplication `[k]P`: the signed
//! window `w = 5` of Schwabe and Sprenkels (Algorithm 3), for any curve of
//! the [`Curve`] contract and any scalar length, on the complete formulas
//! (what Curve13318 runs; the described curves run the same recoding and
//! scan on Jacobian formulas, [`super::jacobian`]).
//!
//! # Algorithm
//!
//! `k` (little-endian bytes, any value below `2^(5D - 2)`) is recoded into
//! `D` signed radix-32 digits `d_i` in `[-16, 15]` with `k = sum d_i 32^i`
//! ([`recode`]). A table holds `P, 2P, ..., 16P` (projective: 7 doublings
//! and 8 mixed additions). Then, from the top digit down,
//!
//! ```text
//!     R = T[d_{D-1}];  for i = D-2 .. 0:  R = [32] R + T[d_i]
//! ```
//!
//! where `T[d]` is `[|d|] P` negated for `d < 0` and the identity for `d =
//! 0`. The first step is a lookup, not five doublings of the identity. For
//! a 256-bit scalar (`D = 52`): 255 doublings, 51 additions and 52 scans.
//!
//! Every addition and doubling is complete ([`super`]), so no case needs
//! care: the identity from a zero digit, `R = T[d]` or `R = -T[d]` (which
//! happen for some scalars and points) all run the same formulas.
//!
//! # Constant time
//!
//! The digits come from shifts, masks and additions of the scalar's bits
//! (no branch, no table index); [`lookup`] reads all sixteen entries, ORs
//! each under a mask that is all ones only for the entry `|d|` (the masks
//! computed by arithmetic, [`Field::or_masked`]), selects the identity for
//! `d = 0` by a `subtle` comparison, then negates `Y` under a mask. The
//! loop bounds depend only on `D`. The digits are wiped on return.

use super::{AffinePoint, Curve, ProjectivePoint};
use crate::field::Field;
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

/// The number of signed radix-32 digits [`recode`] needs for scalars of
/// `bits` bits: `ceil((bits + 2) / 5)`, so that `k < 2^(5D - 2)` (room for
/// the last carry, see [`recode`]).
pub(crate) const fn digits(bits: usize) -> usize {
    (bits + 2).div_ceil(5)
}

/// `k` (little-endian) as `D` signed digits in `[-16, 15]` with `k = sum_i
/// d_i 32^i`, in constant time: [`recode_w`] with `W = 5`. Needs `k <
/// 2^(5D - 2)`.
#[inline]
pub(crate) fn recode<const D: usize>(k: &[u8]) -> [i8; D] {
    recode_w::<5, D>(k)
}

/// `k` (little-endian) as `D` signed radix-`2^W` digits in `[-2^(W-1),
/// 2^(W-1) - 1]` with `k = sum_i d_i 2^(W i)`, in constant time; `2 <= W
/// <= 6`, so that every intermediate `v <= 2^W` fits an `i8`. Needs `k <
/// 2^(W D - 2)`: then the top window is at most `2^(W-2) - 1` and with the
/// carry below it at most `2^(W-2)`, below `2^(W-1)`, so no carry leaves
/// the last digit. Bits of `k` from `W D` on are ignored. Also the
/// fixed-base comb's recoding (`W = 6`).
#[inline]
pub(crate) fn recode_w<const W: usize, const D: usize>(k: &[u8]) -> [i8; D] {
    const { assert!(W >= 2 && W <= 6) };
    let mut d = [0i8; D];
    let byte = |i: usize| k.get(i).map_or(0u16, |&b| b as u16);
    for (i, di) in d.iter_mut().enumerate() {
        // Bits W i .. W i + W - 1 (within two bytes, as W <= 8); the byte
        // positions are public.
        let at = W * i;
        let w = byte(at / 8) | byte(at / 8 + 1) << 8;
        *di = ((w >> (at % 8)) & ((1 << W) - 1)) as i8;
    }
    let mut carry = 0i8;
    for di in d.iter_mut() {
        let v = *di + carry; // 0 ..= 2^W
        carry = (v + (1 << (W - 1))) >> W; // 1 if v >= 2^(W-1)
        *di = v - (carry << W);
    }
    d
}

/// A point a window's table holds: the identity, a constant-time select
/// and a conditional negation (the projective points of the complete
/// formulas, and [`super::jacobian`]'s).
pub(crate) trait Entry: Copy {
    /// The identity (what a zero digit looks up).
    const IDENTITY: Self;
    /// Every coordinate [`Field::ZERO`], all words zero: where a scan
    /// starts.
    const ZERO: Self;
    /// `b` where `choice` is set, else `a`.
    fn select(a: &Self, b: &Self, choice: Choice) -> Self;
    /// `-self` where `choice` is set.
    fn conditional_negate(&mut self, choice: Choice);
    /// `acc |= e & mask`, coordinate by coordinate ([`Field::or_masked`]).
    fn or_masked(acc: &mut Self, e: &Self, mask: u64);
}

/// [`Entry::ZERO`] and [`Entry::or_masked`] of a point type with the
/// coordinates `x`, `y`, `z` in `C::F` (the projective points here and
/// [`super::jacobian`]'s), for its `impl<C: Curve> Entry` block.
macro_rules! xyz_scan_members {
    () => {
        const ZERO: Self = Self {
            x: C::F::ZERO,
            y: C::F::ZERO,
            z: C::F::ZERO,
        };

        #[inline(always)]
        fn or_masked(acc: &mut Self, e: &Self, mask: u64) {
            acc.x.or_masked(&e.x, mask);
            acc.y.or_masked(&e.y, mask);
            acc.z.or_masked(&e.z, mask);
        }
    };
}

pub(crate) use xyz_scan_members;

impl<C: Curve> Entry for ProjectivePoint<C> {
    const IDENTITY: Self = ProjectivePoint::IDENTITY;
    xyz_scan_members!();
    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        ProjectivePoint::select(a, b, choice)
    }
    #[inline(always)]
    fn conditional_negate(&mut self, choice: Choice) {
        ProjectivePoint::conditional_negate(self, choice)
    }
}

/// `T[d]` for `T = (P, 2P, ..., 16P)` and `d` in `[-16, 16]`: `[|d|] P`,
/// negated for `d < 0`, the identity for `d = 0`. Reads every entry: one
/// mask per entry (all ones for `|d| = j + 1`, computed without a
/// comparison), the masked entries ORed together by [`scan`], the identity
/// selected for `d = 0`.
#[inline(always)]
pub(crate) fn lookup<E: Entry>(t: &[E; 16], d: i8) -> E {
    let neg = (d as u8) >> 7;
    let abs = ((d as i16 ^ -(neg as i16)) + neg as i16) as u8;
    let masks = crate::lookup::index_masks::<16>(abs as u64);
    let mut r = scan(t, &core::hint::black_box(masks));
    r = E::select(&r, &E::IDENTITY, abs.ct_eq(&0));
    r.conditional_negate(Choice::from(neg));
    r
}

/// `OR_j (t[j] & masks[j])` on the entries' words. Out of line and with
/// each mask behind its own optimisation barrier, as
/// [`crate::lookup`]'s scan and for the same reasons: on its own the loop
/// compiles to 128-bit `pand`/`por` (inlined into the multiplication it
/// was left scalar), and the barrier keeps the compiler from knowing the
/// masks or vectorising across entries. Against one `cmov` select per
/// entry (twelve `cmov` for a P-256 Jacobian point, on the two ports the
/// field's carry chains need) this halved a P-256 scan's time.
#[inline(never)]
fn scan<E: Entry>(t: &[E; 16], masks: &[u64; 16]) -> E {
    let mut acc = E::ZERO;
    for (e, m) in t.iter().zip(masks.iter()) {
        E::or_masked(&mut acc, e, core::hint::black_box(*m));
    }
    acc
}

/// The table `(P, 2P, ..., 16P)`.
#[inline(always)]
pub(crate) fn table<C: Curve>(p: &AffinePoint<C>) -> [ProjectivePoint<C>; 16] {
    let p1 = p.to_projective();
    let mut t = [p1; 16];
    for j in 1..16 {
        // t[j] = (j + 1) P: a doubling for even multiples, else t[j-1] + P.
        t[j] = if j % 2 == 1 {
            t[j / 2].double()
        } else {
            t[j - 1].add_affine(p)
        };
    }
    t
}

/// `[k] P` for `k` little-endian below `2^(5D - 2)` (see [`digits`]),
/// constant time in `k`.
#[inline(always)]
pub(crate) fn mul<C: Curve, const D: usize>(k: &[u8], p: &AffinePoint<C>) -> ProjectivePoint<C> {
    let mut d = recode::<D>(k);
    let t = table(p);
    let mut r = lookup(&t, d[D - 1]);
    for i in (0..D - 1).rev() {
        for _ in 0..5 {
            r = r.double();
        }
        r = r.add(&lookup(&t, d[i]));
    }
    d.zeroize();
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

    fn value(d: &[i8], radix: i32) -> BigInt {
        d.iter()
            .rev()
            .fold(BigInt::from(0), |acc, &x| acc * radix + BigInt::from(x))
    }

    #[test]
    fn recode_is_exact_and_in_range() {
        use rand::{RngCore, SeedableRng};
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(5);
        let mut cases: std::vec::Vec<[u8; 32]> = std::vec![[0; 32], [0xff; 32], [0x10; 32]];
        let mut runs = [0u8; 32];
        for (i, b) in runs.iter_mut().enumerate() {
            // Runs of equal windows: 0b10000 repeated (each digit -16 + carry).
            *b = [0x10, 0x42, 0x08, 0x21, 0x84][i % 5];
        }
        cases.push(runs);
        for _ in 0..2000 {
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            cases.push(k);
        }
        for k in cases {
            let d = recode::<{ digits(256) }>(&k);
            assert!(d.iter().all(|&x| (-16..=15).contains(&x)), "{d:?}");
            assert_eq!(
                value(&d, 32),
                BigInt::from_bytes_le(num_bigint::Sign::Plus, &k)
            );
        }
    }

    /// The comb's width: `W = 6` on scalars of 255 and 520 bits (the
    /// folded scalars of the 256-bit curves and of P-521), at the bound.
    #[test]
    fn recode_w6_is_exact_and_in_range() {
        use rand::{RngCore, SeedableRng};
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(6);
        fn check<const D: usize>(k: &[u8]) {
            let d = recode_w::<6, D>(k);
            assert!(d.iter().all(|&x| (-32..=31).contains(&x)), "{d:?}");
            assert_eq!(
                value(&d, 64),
                BigInt::from_bytes_le(num_bigint::Sign::Plus, k)
            );
        }
        for i in 0..2000 {
            let mut k = [0u8; 66];
            rng.fill_bytes(&mut k);
            if i == 0 {
                k = [0xff; 66];
            }
            k[65] = 0;
            k[64] &= 0x7f; // below 2^520
            check::<87>(&k);
            let mut k = k[..32].to_vec();
            k[31] &= 0x7f; // below 2^255
            check::<43>(&k);
        }
    }

    #[test]
    fn digit_counts() {
        assert_eq!(digits(256), 52);
        assert_eq!(digits(255), 52);
        assert_eq!(digits(521), 105);
    }
}
