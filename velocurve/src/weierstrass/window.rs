//! Constant-time variable-base scalar multiplication `[k]P`: the signed
//! window `w = 5` of Schwabe and Sprenkels (Algorithm 3), for any curve of
//! the [`Curve`] contract and any scalar length.
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
//! (no branch, no table index); [`lookup`] reads all sixteen entries and
//! keeps one by [`Field::select`](crate::field::Field::select) on a `subtle` comparison of `|d|` with
//! the entry's index, then negates `Y` under a mask. The loop bounds
//! depend only on `D`. The digits are wiped on return.

use super::{AffinePoint, Curve, ProjectivePoint};
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

/// The number of signed radix-32 digits [`recode`] needs for scalars of
/// `bits` bits: `ceil((bits + 2) / 5)`, so that `k < 2^(5D - 2)` (room for
/// the last carry, see [`recode`]).
pub(crate) const fn digits(bits: usize) -> usize {
    (bits + 2).div_ceil(5)
}

/// `k` (little-endian) as `D` signed digits in `[-16, 15]` with `k = sum_i
/// d_i 32^i`, in constant time. Needs `k < 2^(5D - 2)`: then the top window
/// is at most 7 and with the carry below it at most 8, so no carry leaves
/// the last digit. Bits of `k` from `5D` on are ignored.
#[inline]
pub(crate) fn recode<const D: usize>(k: &[u8]) -> [i8; D] {
    let mut d = [0i8; D];
    let byte = |i: usize| k.get(i).map_or(0u16, |&b| b as u16);
    for (i, di) in d.iter_mut().enumerate() {
        // Bits 5i .. 5i + 4; the byte positions are public.
        let at = 5 * i;
        let w = byte(at / 8) | byte(at / 8 + 1) << 8;
        *di = ((w >> (at % 8)) & 31) as i8;
    }
    let mut carry = 0i8;
    for di in d.iter_mut() {
        let v = *di + carry; // 0 ..= 32
        carry = (v + 16) >> 5; // 1 if v >= 16
        *di = v - (carry << 5);
    }
    d
}

/// `T[d]` for `T = (P, 2P, ..., 16P)` and `d` in `[-16, 16]`: `[|d|] P`,
/// negated for `d < 0`, the identity for `d = 0`. Reads every entry.
#[inline(always)]
pub(crate) fn lookup<C: Curve>(t: &[ProjectivePoint<C>; 16], d: i8) -> ProjectivePoint<C> {
    let neg = (d as u8) >> 7;
    let abs = ((d as i16 ^ -(neg as i16)) + neg as i16) as u8;
    let mut r = ProjectivePoint::IDENTITY;
    for (j, e) in t.iter().enumerate() {
        r = ProjectivePoint::select(&r, e, abs.ct_eq(&(j as u8 + 1)));
    }
    r.conditional_negate(Choice::from(neg));
    r
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

    fn value(d: &[i8]) -> BigInt {
        d.iter()
            .rev()
            .fold(BigInt::from(0), |acc, &x| acc * 32 + BigInt::from(x))
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
            assert_eq!(value(&d), BigInt::from_bytes_le(num_bigint::Sign::Plus, &k));
        }
    }

    #[test]
    fn digit_counts() {
        assert_eq!(digits(256), 52);
        assert_eq!(digits(255), 52);
        assert_eq!(digits(521), 105);
    }
}
