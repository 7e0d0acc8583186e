//! The GLV endomorphism of a curve that has one (Gallant, Lambert and
//! Vanstone, "Faster point multiplication on elliptic curves with efficient
//! endomorphisms", CRYPTO 2001): secp256k1's `phi(x, y) = (beta x, y) =
//! [lambda] (x, y)`, with `beta` a cube root of unity mod `p` and `lambda`
//! one mod `n`. A scalar `k` splits into `k1 + k2 lambda = k (mod n)` with
//! `|k1|, |k2| < 2^128`, so `[k] P = [k1] P + [k2] phi(P)` takes half the
//! doublings. The double-base multiplication of ECDSA verification
//! ([`super::double_base`]) uses it; **variable time: public scalars only**
//! (the split itself is branch-free, the callers are not).
//!
//! # The split
//!
//! `v1 = (a1, b1)` and `v2 = (a2, b2)` are a reduced basis of the lattice
//! `{(x, y) : x + y lambda = 0 mod n}` (the curve's [`Lattice`]: GLV
//! section 4; for secp256k1 `a1 = b2` of 126 bits, `-b1` of 128, `a2` of
//! 129). The real solution of `(k, 0) = x1 v1 + x2 v2` is `x1 = b2 k / n`,
//! `x2 = -b1 k / n`; with `c1`, `c2` those rounded to integers, `(k1, k2)
//! = (k, 0) - c1 v1 - c2 v2` is a lattice translate of `(k, 0)`, so `k1 +
//! k2 lambda = k (mod n)` exactly, and
//!
//! `|k1| <= |x1 - c1| a1 + |x2 - c2| a2`, `|k2| <= |x1 - c1| b2 + |x2 - c2| |b1|`.
//!
//! The rounding is a product by precomputed `g1 = round(2^384 b2 / n)`,
//! `g2 = round(2^384 (-b1) / n)`: `c = floor((k g + 2^383) / 2^384)`, whose
//! error against `x` is at most `1/2 + k / 2^385 < 1/2 + 2^-128` (as in
//! libsecp256k1's `scalar_split_lambda`). So `|k1| <= (1/2 + 2^-128) (a1 +
//! a2) < 0.64 * 2^128` and `|k2| <= (1/2 + 2^-128) (b2 - b1) < 0.55 *
//! 2^128`: each half fits [`HALF_BYTES`] `= 16` bytes with its sign. The
//! arithmetic is on 256-bit words modulo `2^256`, exact because the true
//! values are that small; [`Lattice::split`] still checks the magnitudes
//! and returns `None` rather than a wrong split (its callers then take the
//! path without the endomorphism: never, by the bound; over 100,000 random
//! scalars and the edges in the tests the largest halves have 128 bits).

/// Bytes of each half of a split scalar's magnitude (`< 2^128`).
pub(crate) const HALF_BYTES: usize = 16;

/// A curve's GLV constants, little-endian 64-bit words (the module
/// documentation names them).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lattice {
    /// `round(2^384 b2 / n)`.
    pub(crate) g1: [u64; 4],
    /// `round(2^384 (-b1) / n)`.
    pub(crate) g2: [u64; 4],
    /// `a1`.
    pub(crate) a1: [u64; 4],
    /// `-b1` (`b1 < 0`).
    pub(crate) minus_b1: [u64; 4],
    /// `a2`.
    pub(crate) a2: [u64; 4],
    /// `b2`.
    pub(crate) b2: [u64; 4],
}

/// A curve's endomorphism: `beta` (its field's words, as the curve's
/// description states its constants) and the lattice of its scalars.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Glv<W> {
    /// `beta`: `phi(x, y) = (beta x, y) = [lambda] (x, y)`.
    pub(crate) beta: W,
    /// The split of scalars.
    pub(crate) lattice: Lattice,
}

/// One half of a split scalar: `(-1)^negative * magnitude`, the magnitude
/// little-endian.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Half {
    pub(crate) negative: bool,
    pub(crate) magnitude: [u8; HALF_BYTES],
}

/// `a b`, 512 bits.
fn mul_wide(a: &[u64; 4], b: &[u64; 4]) -> [u64; 8] {
    let mut out = [0u64; 8];
    for (i, &x) in a.iter().enumerate() {
        let mut carry = 0u128;
        for (j, &y) in b.iter().enumerate() {
            let t = u128::from(x) * u128::from(y) + u128::from(out[i + j]) + carry;
            out[i + j] = t as u64;
            carry = t >> 64;
        }
        out[i + 4] = carry as u64;
    }
    out
}

/// `a b mod 2^256`.
fn mul_low(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let w = mul_wide(a, b);
    [w[0], w[1], w[2], w[3]]
}

/// `a - b mod 2^256`.
fn sub(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let mut out = [0u64; 4];
    let mut borrow = false;
    for i in 0..4 {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(u64::from(borrow));
        out[i] = d;
        borrow = b1 || b2;
    }
    out
}

/// `floor((k g + 2^383) / 2^384)`: `k g / 2^384` rounded.
fn round_product(k: &[u64; 4], g: &[u64; 4]) -> [u64; 4] {
    let w = mul_wide(k, g);
    let carry = w[5].overflowing_add(1 << 63).1;
    let (w6, carry) = w[6].overflowing_add(u64::from(carry));
    let w7 = w[7].wrapping_add(u64::from(carry));
    [w6, w7, 0, 0]
}

/// The signed value `x` (two's complement mod `2^256`) as a [`Half`], if its
/// magnitude is below `2^128`.
fn half(x: &[u64; 4]) -> Option<Half> {
    let negative = x[3] >> 63 == 1;
    let m = if negative { sub(&[0; 4], x) } else { *x };
    if m[2] != 0 || m[3] != 0 {
        return None;
    }
    let mut magnitude = [0u8; HALF_BYTES];
    magnitude[..8].copy_from_slice(&m[0].to_le_bytes());
    magnitude[8..].copy_from_slice(&m[1].to_le_bytes());
    Some(Half {
        negative,
        magnitude,
    })
}

impl Lattice {
    /// `[k1, k2]` with `k1 + k2 lambda = k (mod n)` and `|k1|, |k2| <
    /// 2^128`, for `k` of at most 32 little-endian bytes below `2^256`
    /// (the module documentation); `None` for a longer `k` or if a half
    /// were out of range (never, by the bound).
    pub(crate) fn split(&self, k: &[u8]) -> Option<[Half; 2]> {
        if k.len() > 32 {
            return None;
        }
        let mut bytes = [0u8; 32];
        bytes[..k.len()].copy_from_slice(k);
        let mut kw = [0u64; 4];
        for (w, c) in kw.iter_mut().zip(bytes.chunks_exact(8)) {
            let mut b = [0u8; 8];
            b.copy_from_slice(c);
            *w = u64::from_le_bytes(b);
        }
        let c1 = round_product(&kw, &self.g1);
        let c2 = round_product(&kw, &self.g2);
        // k1 = k - c1 a1 - c2 a2, k2 = -c1 b1 - c2 b2 (mod 2^256: exact).
        let k1 = sub(&sub(&kw, &mul_low(&c1, &self.a1)), &mul_low(&c2, &self.a2));
        let k2 = sub(&mul_low(&c1, &self.minus_b1), &mul_low(&c2, &self.b2));
        Some([half(&k1)?, half(&k2)?])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curves::Secp256k1;
    use crate::weierstrass::nist::Description;
    use num_bigint::{BigInt, BigUint};
    use rand::{RngCore, SeedableRng};

    fn big(w: &[u64]) -> BigUint {
        w.iter()
            .rev()
            .fold(BigUint::from(0u8), |acc, &x| (acc << 64u32) + x)
    }

    fn signed(h: &Half) -> BigInt {
        let m = BigInt::from(BigUint::from_bytes_le(&h.magnitude));
        if h.negative { -m } else { m }
    }

    fn constants() -> (Glv<[u64; 4]>, BigUint, BigUint, BigUint) {
        use crate::field::fp::PrimeParams;
        let glv = *<Secp256k1 as Description>::GLV.expect("secp256k1 has GLV");
        let n = big(&<<Secp256k1 as Description>::Order as PrimeParams<4>>::P);
        let p = big(&<crate::field::primes::Secp256k1Base as PrimeParams<4>>::P);
        // lambda: the root of x^2 + x + 1 mod n that a1 + b1 lambda = 0 picks.
        let l = &glv.lattice;
        let (a1, mb1) = (big(&l.a1), big(&l.minus_b1));
        // lambda = a1 / (-b1) mod n.
        let lambda = &a1 * mb1.modpow(&(&n - 2u8), &n) % &n;
        (glv, n, p, lambda)
    }

    #[test]
    fn constants_are_consistent() {
        let (glv, n, p, lambda) = constants();
        let l = &glv.lattice;
        let one = BigUint::from(1u8);
        let beta = big(&glv.beta);
        assert_eq!(beta.modpow(&BigUint::from(3u8), &p), one);
        assert_ne!(beta, one);
        assert_eq!(lambda.modpow(&BigUint::from(3u8), &n), one);
        // Both basis vectors in the lattice: a + b lambda = 0 (mod n).
        let (a1, mb1, a2, b2) = (big(&l.a1), big(&l.minus_b1), big(&l.a2), big(&l.b2));
        assert_eq!((&a1 + &n - (&mb1 * &lambda) % &n) % &n, BigUint::from(0u8));
        assert_eq!((&a2 + &b2 * &lambda) % &n, BigUint::from(0u8));
        // The rounding constants.
        let half_n = &n >> 1u32;
        assert_eq!(big(&l.g1), ((&b2 << 384u32) + &half_n) / &n);
        assert_eq!(big(&l.g2), ((&mb1 << 384u32) + &half_n) / &n);
        // The bound of the module documentation.
        let bound = BigUint::from(1u8) << 128u32;
        assert!((&a1 + &a2) * 64u32 < &bound * 100u32);
        assert!((&b2 + &mb1) * 55u32 < &bound * 100u32);
    }

    #[test]
    fn split_is_exact_and_short() {
        let (glv, n, _, lambda) = constants();
        let nb = BigInt::from(n.clone());
        let lb = BigInt::from(lambda.clone());
        let mut ks: std::vec::Vec<BigUint> = std::vec![
            BigUint::from(0u8),
            BigUint::from(1u8),
            &n - 1u8,
            &n >> 1u32,
            lambda.clone(),
            (BigUint::from(1u8) << 128u32) - 1u8,
            BigUint::from(1u8) << 255u32,
            (BigUint::from(1u8) << 256u32) - 1u8,
        ];
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x61f);
        for _ in 0..100_000 {
            let mut b = [0u8; 32];
            rng.fill_bytes(&mut b);
            ks.push(BigUint::from_bytes_le(&b) % &n);
        }
        let mut widest = 0;
        for k in &ks {
            let mut bytes = k.to_bytes_le();
            bytes.resize(32, 0);
            let [k1, k2] = glv.lattice.split(&bytes).expect("in range");
            let (s1, s2) = (signed(&k1), signed(&k2));
            let got = ((&s1 + &s2 * &lb) % &nb + &nb) % &nb;
            assert_eq!(got, BigInt::from(k.clone()) % &nb, "k = {k:x}");
            for s in [&s1, &s2] {
                assert!(s.bits() <= 128, "k = {k:x}");
                widest = widest.max(s.bits());
            }
        }
        assert_eq!(widest, 128);
        // A scalar longer than 32 bytes is not split.
        assert_eq!(glv.lattice.split(&[1u8; 33]), None);
    }
}
