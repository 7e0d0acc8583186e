//! GF(2^521 - 1), P-521's field, portable: the Mersenne prime reduced by
//! folding instead of Montgomery's method.
//!
//! # Representation
//!
//! Nine unsigned limbs in radix `2^58`: `x = sum_k l_k 2^(58 k)`, limbs 0 to
//! 7 of 58 bits and limb 8 of 57 (`8 * 58 + 57 = 521`). Since `2^(58 * 9)
//! = 2^522 = 2 (mod p)` and `2^521 = 1`, a product's limb `k >= 9` folds
//! onto limb `k - 9` times 2, and a carry out of limb 8's 57 bits folds
//! onto limb 0 unchanged. (Granger and Scott, PKC 2015, show a
//! multiplication here costing about a squaring; this is the schoolbook
//! form with the same folding.)
//!
//! **Invariant (in and out of every operation): every limb is below
//! `2^59`** ("loosely reduced"); the represented value is any integer
//! congruent to `x`, below `2^522`. [`weak_reduce`] restores limbs `< 2^58`
//! (limb 0: `< 2^58 + 2^6`; limb 8: `< 2^57`) from limbs below `2^63`.
//! Only [`Fp521::to_bytes`] computes the canonical value `< p`.
//!
//! Bounds:
//! * `add`: limbs `< 2^59 + 2^59 = 2^60`, then [`weak_reduce`].
//! * `sub`: `a + 8p - b` limb by limb, where `8p` has limbs `2^61 - 8`
//!   (limb 8: `2^60 - 8`), above every limb of `b` (`< 2^59`), so no limb
//!   goes negative; `< 2^59 + 2^61 < 2^62`, then [`weak_reduce`].
//! * `mul`: with limbs `< 2^59`, the doubled limbs of the folded terms are
//!   `< 2^60`, each product `< 2^119`, nine of them `< 2^123`; the carry
//!   chain runs on `u128`, and the carry out of limb 8 (`< 2^(123 - 57 +
//!   1)`) is added to limb 0 as `u128` before one more carry into limb 1.
//!   Output limbs `< 2^58` except limb 1 `< 2^58 + 2^67 / 2^58 < 2^59`.
//!
//! # Constant time
//!
//! Straight-line limb arithmetic (`u64 x u64 -> u128` multiplications, shifts,
//! masks); the final reduction selects with a mask; inversion is the
//! constant-time safegcd (through the Montgomery-form field of the same
//! prime).

use subtle::{Choice, ConditionallySelectable, CtOption};

use super::Field;
use super::fp::{Fp, le_bytes_from_words, words_from_le_bytes};
use crate::weierstrass::nist::P521Base;

const M58: u64 = (1 << 58) - 1;
const M57: u64 = (1 << 57) - 1;

/// An element of GF(2^521 - 1) (see the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fp521(pub(crate) [u64; 9]);

impl zeroize::Zeroize for Fp521 {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

/// Carries limbs below `2^63` into limbs `< 2^58` (limb 8 `< 2^57`), the
/// carry out of limb 8 folded onto limb 0 (`2^521 = 1`): limb 0 ends `<
/// 2^58 + 2^6`.
#[inline(always)]
fn weak_reduce(mut l: [u64; 9]) -> [u64; 9] {
    for k in 0..8 {
        l[k + 1] += l[k] >> 58;
        l[k] &= M58;
    }
    let c = l[8] >> 57;
    l[8] &= M57;
    l[0] += c;
    l
}

impl Fp521 {
    /// The limbs of canonical little-endian words (`< 2^521`; higher bits
    /// are dropped).
    #[inline(always)]
    pub(crate) fn from_words(w: &[u64; 9]) -> Self {
        Self::from_canonical_words_const(*w)
    }

    /// [`Fp521::from_words`] at compile time (a curve's constants).
    pub(crate) const fn from_canonical_words_const(w: [u64; 9]) -> Self {
        let mut l = [0u64; 9];
        let mut k = 0;
        while k < 9 {
            let bit = 58 * k;
            let (i, s) = (bit / 64, bit % 64);
            let lo = w[i] >> s;
            let hi = if s > 6 && i + 1 < 9 {
                w[i + 1] << (64 - s)
            } else {
                0
            };
            l[k] = (lo | hi) & if k == 8 { M57 } else { M58 };
            k += 1;
        }
        Fp521(l)
    }

    /// The canonical value `< p` as nine little-endian words.
    #[inline]
    pub(crate) fn to_canonical_words(self) -> [u64; 9] {
        // Two passes give exact limbs and a value <= p (see the module
        // documentation); then v >= p iff v + 1 carries into bit 521.
        let mut l = weak_reduce(weak_reduce(self.0));
        l[1] += l[0] >> 58;
        l[0] &= M58;
        let mut w1 = l;
        w1[0] += 1;
        for k in 0..8 {
            w1[k + 1] += w1[k] >> 58;
            w1[k] &= M58;
        }
        let top = w1[8] >> 57; // 1 iff v + 1 >= 2^521, i.e. v = p
        w1[8] &= M57;
        let take = Choice::from(top as u8);
        for k in 0..9 {
            l[k] = u64::conditional_select(&l[k], &w1[k], take);
        }
        let mut w = [0u64; 9];
        for (k, limb) in l.iter().enumerate() {
            let bit = 58 * k;
            let (i, s) = (bit / 64, bit % 64);
            w[i] |= limb << s;
            if s > 6 && i + 1 < 9 {
                w[i + 1] |= limb >> (64 - s);
            }
        }
        w
    }
}

impl Field for Fp521 {
    type Bytes = [u8; 66];

    const ZERO: Self = Fp521([0; 9]);
    const ONE: Self = Fp521([1, 0, 0, 0, 0, 0, 0, 0, 0]);

    /// Rejects (in constant time) any integer `>= p`, including set bits
    /// above bit 520.
    #[inline]
    fn from_canonical_bytes(bytes: &[u8; 66]) -> CtOption<Self> {
        let w = words_from_le_bytes::<9>(bytes);
        let ok = Fp::<P521Base, 9>::from_canonical_words(&w).is_some();
        CtOption::new(Fp521::from_words(&w), ok)
    }

    #[inline]
    fn to_bytes(&self) -> [u8; 66] {
        let mut out = [0u8; 66];
        le_bytes_from_words(&self.to_canonical_words(), &mut out);
        out
    }

    #[inline]
    fn add(&self, rhs: &Self) -> Self {
        Fp521(weak_reduce(core::array::from_fn(|k| self.0[k] + rhs.0[k])))
    }

    #[inline]
    fn sub(&self, rhs: &Self) -> Self {
        // + 8p: limbs 8 (2^58 - 1) = 2^61 - 8, limb 8: 8 (2^57 - 1).
        Fp521(weak_reduce(core::array::from_fn(|k| {
            let eight_p = if k == 8 { (1 << 60) - 8 } else { (1 << 61) - 8 };
            self.0[k] + eight_p - rhs.0[k]
        })))
    }

    #[inline]
    fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    #[inline]
    fn mul(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        let b2: [u64; 9] = core::array::from_fn(|j| b[j] << 1);
        let mut c = [0u128; 9];
        for (k, ck) in c.iter_mut().enumerate() {
            let mut s = 0u128;
            for i in 0..9 {
                // a_i b_j with i + j = k, or 2 a_i b_j with i + j = k + 9.
                let t = if i <= k { b[k - i] } else { b2[k + 9 - i] };
                s += a[i] as u128 * t as u128;
            }
            *ck = s;
        }
        for k in 0..8 {
            c[k + 1] += c[k] >> 58;
            c[k] &= M58 as u128;
        }
        let carry = c[8] >> 57;
        c[8] &= M57 as u128;
        c[0] += carry;
        c[1] += c[0] >> 58;
        c[0] &= M58 as u128;
        Fp521(core::array::from_fn(|k| c[k] as u64))
    }

    #[inline]
    fn square(&self) -> Self {
        self.mul(self)
    }

    /// Through the Montgomery-form field of the same prime: its safegcd
    /// inversion of the canonical value.
    #[inline]
    fn invert(&self) -> Self {
        let m = Fp::<P521Base, 9>::from_words_reduced(&self.to_canonical_words());
        Fp521::from_words(&m.invert().to_canonical_words())
    }

    #[inline]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        Fp521(core::array::from_fn(|k| {
            u64::conditional_select(&a.0[k], &b.0[k], choice)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;
    use rand::{RngCore, SeedableRng};
    use rand_chacha::ChaCha20Rng;

    type M = Fp<P521Base, 9>;

    fn p() -> BigUint {
        (BigUint::from(1u8) << 521u32) - 1u8
    }

    fn big(x: &Fp521) -> BigUint {
        BigUint::from_bytes_le(&x.to_bytes())
    }

    /// The value the limbs hold (not reduced).
    fn raw(x: &Fp521) -> BigUint {
        x.0.iter()
            .rev()
            .fold(BigUint::from(0u8), |acc, &l| (acc << 58u32) + l)
    }

    fn element(v: &BigUint) -> Fp521 {
        let mut b = v.to_bytes_le();
        b.resize(66, 0);
        Option::from(Fp521::from_canonical_bytes(&b.try_into().unwrap())).unwrap()
    }

    /// Elements whose limbs sit at the invariant's bound (`2^59 - 1`, the
    /// largest any operation's input may have), and random ones, and the
    /// edges 0, 1, p - 1, 2^520.
    fn inputs(rng: &mut ChaCha20Rng) -> std::vec::Vec<Fp521> {
        let mut v = std::vec![
            Fp521::ZERO,
            Fp521::ONE,
            element(&(p() - 1u8)),
            element(&(BigUint::from(1u8) << 520u32)),
            Fp521([(1 << 59) - 1; 9]),
            Fp521([(1 << 58) - 1; 9]),
        ];
        for _ in 0..300 {
            let mut l = [0u64; 9];
            for x in l.iter_mut() {
                *x = rng.next_u64() >> 5; // < 2^59
            }
            v.push(Fp521(l));
        }
        v
    }

    #[test]
    fn matches_the_model_and_the_montgomery_field() {
        let mut rng = ChaCha20Rng::seed_from_u64(521);
        let xs = inputs(&mut rng);
        let p = p();
        let bound = 1u64 << 59;
        let ok = |x: &Fp521| x.0.iter().all(|&l| l < bound);
        for (i, a) in xs.iter().enumerate() {
            let b = &xs[(i * 7 + 3) % xs.len()];
            let (ra, rb) = (raw(a) % &p, raw(b) % &p);
            assert_eq!(big(a), ra, "to_bytes");
            for (name, got, want) in [
                ("add", a.add(b), (&ra + &rb) % &p),
                ("sub", a.sub(b), (&ra + &p - &rb) % &p),
                ("neg", a.neg(), (&p - &ra) % &p),
                ("mul", a.mul(b), (&ra * &rb) % &p),
                ("square", a.square(), (&ra * &ra) % &p),
            ] {
                assert!(ok(&got), "{name}: limb bound {:x?}", got.0);
                assert_eq!(big(&got), want, "{name}");
            }
            // Inversion, and agreement with the Montgomery-form field.
            let inv = a.invert();
            if ra == BigUint::from(0u8) {
                assert_eq!(big(&inv), BigUint::from(0u8));
            } else {
                assert_eq!(big(&a.mul(&inv)), BigUint::from(1u8));
            }
            let m = M::from_words_reduced(&a.to_canonical_words());
            assert_eq!(m.mul(&m).to_bytes(), a.square().to_bytes());
        }
    }

    #[test]
    fn decoding() {
        let p = p();
        for (v, accept) in [
            (BigUint::from(0u8), true),
            (&p - 1u8, true),
            (p.clone(), false),
            (&p + 1u8, false),
            ((BigUint::from(1u8) << 528u32) - 1u8, false),
        ] {
            let mut b = v.to_bytes_le();
            b.resize(66, 0);
            let got = Fp521::from_canonical_bytes(&b.clone().try_into().unwrap());
            assert_eq!(bool::from(got.is_some()), accept, "{v:x}");
            if accept {
                assert_eq!(got.unwrap().to_bytes().to_vec(), b);
            }
        }
        // p itself (all limbs full) encodes as 0.
        assert_eq!(
            Fp521([M58, M58, M58, M58, M58, M58, M58, M58, M57]).to_bytes(),
            [0; 66]
        );
    }
}
