//! Integers modulo the edwards25519 group order
//! `l = 2^252 + 27742317777372353535851937790883648493` (Ed25519 scalars).
//!
//! # Representation and invariant
//!
//! A [`Scalar`] is four little-endian `u64` words holding an integer that is
//! **always fully reduced, `< l`**. Every constructor reduces (or rejects) and
//! every operation both requires and guarantees this, so equality of values is
//! equality of words, and [`Scalar::to_bytes`] is the canonical encoding.
//!
//! # Reduction (Barrett, HAC Algorithm 14.42, base `b = 2^64`, `k = 4`)
//!
//! Products and hashes are 512-bit integers `x < 2^512 = b^(2k)`, and `l` has
//! four words with a nonzero top word (`b^3 <= l < b^4`). With the precomputed
//! `m = floor(2^512 / l)` (260 bits, [`BARRETT_M`]), the quotient estimate
//! `q3 = floor(floor(x / b^3) * m / b^5)` satisfies `q - 2 <= q3 <= q` where
//! `q = floor(x / l)` (HAC Fact 14.43). Hence `0 <= x - q3*l < 3l < 2^254`:
//! the remainder fits in four words, so it is computed modulo `2^256` from
//! the low four words of `x` and of `q3*l`, and two constant-time conditional
//! subtractions of `l` finish the reduction.
//!
//! # Constant time
//!
//! Everything is constant time: the only instructions are 64x64->128
//! multiplications, additions/subtractions with carry, and selections
//! through [`subtle`] (whose `Choice` carries an optimisation barrier, so
//! LLVM cannot turn the masked select back into a branch). No branch or
//! memory index depends on a value.
#![allow(
    clippy::needless_range_loop,
    reason = "carry chains over several word arrays read clearest with one index"
)]

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

use crate::field::select_u64;

/// `l`, little-endian 64-bit words.
pub(crate) const L: [u64; 4] = [
    0x5812631a5cf5d3ed,
    0x14def9dea2f79cd6,
    0x0000000000000000,
    0x1000000000000000,
];

/// The Barrett constant `m = floor(2^512 / l)`, little-endian (260 bits).
const BARRETT_M: [u64; 5] = [
    0xed9ce5a30a2c131b,
    0x2106215d086329a7,
    0xffffffffffffffeb,
    0xffffffffffffffff,
    0x000000000000000f,
];

/// An integer modulo `l`, always held fully reduced (`< l`) in four
/// little-endian `u64` words.
///
/// Not `Debug`-printable with its value (secret nonces and keys are
/// `Scalar`s), and compared only with the constant-time [`Scalar::ct_eq`].
#[derive(Clone, Copy, Default)]
pub(crate) struct Scalar(pub(crate) [u64; 4]);

impl core::fmt::Debug for Scalar {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Scalar([redacted])")
    }
}

impl Zeroize for Scalar {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

impl ConditionallySelectable for Scalar {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Scalar(core::array::from_fn(|i| select_u64(a.0[i], b.0[i], choice)))
    }
}

impl ConstantTimeEq for Scalar {
    fn ct_eq(&self, other: &Self) -> Choice {
        // One comparison of the OR of the word differences.
        let d = (0..4).fold(0, |d, i| d | (self.0[i] ^ other.0[i]));
        d.ct_eq(&0)
    }
}

/// `acc + a*b + carry` as (low word, high word). Cannot overflow:
/// `(2^64-1) + (2^64-1)^2 + (2^64-1) = 2^128 - 1`.
#[inline(always)]
fn mac(acc: u64, a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = (acc as u128) + (a as u128) * (b as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// `a + b + carry` as (sum, carry out), carry in and out `0` or `1`.
#[inline(always)]
fn adc(a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// `a - b - borrow` as (difference, borrow out), borrow in and out `0` or `1`.
#[inline(always)]
fn sbb(a: u64, b: u64, borrow: u64) -> (u64, u64) {
    let t = (a as u128).wrapping_sub((b as u128) + (borrow as u128));
    (t as u64, ((t >> 64) as u64) & 1)
}

/// The full 512-bit product of two 256-bit integers (schoolbook).
#[inline(always)]
fn mul_wide(a: &[u64; 4], b: &[u64; 4]) -> [u64; 8] {
    let mut r = [0u64; 8];
    for i in 0..4 {
        let mut carry = 0;
        for j in 0..4 {
            (r[i + j], carry) = mac(r[i + j], a[i], b[j], carry);
        }
        r[i + 4] = carry;
    }
    r
}

/// `x - l` if `x >= l`, else `x`, in constant time. Requires `x < 2^256`.
#[inline(always)]
fn sub_l_if_ge(x: [u64; 4]) -> [u64; 4] {
    let mut t = [0u64; 4];
    let mut borrow = 0;
    for i in 0..4 {
        (t[i], borrow) = sbb(x[i], L[i], borrow);
    }
    // borrow == 1 exactly when x < l: keep x.
    let keep = Choice::from(borrow as u8);
    core::array::from_fn(|i| select_u64(t[i], x[i], keep))
}

/// `x mod l` for any `x < 2^512` (little-endian words), constant time.
///
/// Barrett reduction as in the [module documentation](self):
/// `q3 = floor(floor(x / 2^192) * m / 2^320)`, `r = x - q3*l < 3l`, then two
/// conditional subtractions.
#[inline(always)]
fn reduce_wide(x: &[u64; 8]) -> Scalar {
    // q1 = floor(x / 2^192): five words; q2 = q1 * m: ten words.
    let q1 = [x[3], x[4], x[5], x[6], x[7]];
    let mut q2 = [0u64; 10];
    for i in 0..5 {
        let mut carry = 0;
        for j in 0..5 {
            (q2[i + j], carry) = mac(q2[i + j], q1[i], BARRETT_M[j], carry);
        }
        q2[i + 5] = carry;
    }
    // q3 = floor(q2 / 2^320) <= floor(x / l) < 2^260. Only its low four
    // words matter for q3*l mod 2^256.
    let q3 = [q2[5], q2[6], q2[7], q2[8]];
    // t = q3 * l mod 2^256 (truncated schoolbook).
    let mut t = [0u64; 4];
    for i in 0..4 {
        let mut carry = 0;
        for j in 0..(4 - i) {
            (t[i + j], carry) = mac(t[i + j], q3[i], L[j], carry);
        }
    }
    // r = x - q3*l, exactly, because 0 <= x - q3*l < 3l < 2^256.
    let mut r = [0u64; 4];
    let mut borrow = 0;
    for i in 0..4 {
        (r[i], borrow) = sbb(x[i], t[i], borrow);
    }
    Scalar(sub_l_if_ge(sub_l_if_ge(r)))
}

/// Little-endian bytes to little-endian words.
#[inline(always)]
fn words_from_bytes<const W: usize, const B: usize>(bytes: &[u8; B]) -> [u64; W] {
    const { assert!(B == 8 * W) };
    core::array::from_fn(|i| {
        let mut w = [0u8; 8];
        for (j, b) in w.iter_mut().enumerate() {
            *b = bytes[8 * i + j];
        }
        u64::from_le_bytes(w)
    })
}

impl Scalar {
    /// The scalar 0.
    pub(crate) const ZERO: Scalar = Scalar([0; 4]);
    /// The scalar 1.
    #[cfg(test)]
    pub(crate) const ONE: Scalar = Scalar([1, 0, 0, 0]);

    /// 64 little-endian bytes (a SHA-512 output) reduced mod `l`. Constant
    /// time.
    pub(crate) fn from_bytes_mod_order_wide(bytes: &[u8; 64]) -> Scalar {
        reduce_wide(&words_from_bytes::<8, 64>(bytes))
    }

    /// 32 little-endian bytes (all 256 bits) reduced mod `l`. Constant time.
    pub(crate) fn from_bytes_mod_order(bytes: &[u8; 32]) -> Scalar {
        let w = words_from_bytes::<4, 32>(bytes);
        reduce_wide(&[w[0], w[1], w[2], w[3], 0, 0, 0, 0])
    }

    /// `Some(s)` iff the 256-bit little-endian integer is `< l` (the RFC 8032
    /// check on `S`). Constant time in the value.
    pub(crate) fn from_canonical_bytes(bytes: &[u8; 32]) -> CtOption<Scalar> {
        let w = words_from_bytes::<4, 32>(bytes);
        let mut borrow = 0;
        for i in 0..4 {
            (_, borrow) = sbb(w[i], L[i], borrow);
        }
        // borrow == 1 exactly when w < l.
        let canonical = Choice::from(borrow as u8);
        // Keep the invariant even inside a `None`: hold 0 there.
        let s = Scalar::conditional_select(&Scalar::ZERO, &Scalar(w), canonical);
        CtOption::new(s, canonical)
    }

    /// The canonical little-endian encoding.
    #[allow(
        clippy::wrong_self_convention,
        reason = "the crate's encoders all take &self (Field25519::to_bytes)"
    )]
    pub(crate) fn to_bytes(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        for (chunk, w) in out.chunks_exact_mut(8).zip(self.0.iter()) {
            chunk.copy_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// `a * b + c mod l` (Ed25519's `S = r + k*a`). Constant time.
    ///
    /// `a*b + c <= (l-1)^2 + (l-1) < l^2 < 2^505`, so the sum fits in the
    /// eight words [`reduce_wide`] takes.
    pub(crate) fn mul_add(a: &Scalar, b: &Scalar, c: &Scalar) -> Scalar {
        let mut x = mul_wide(&a.0, &b.0);
        let mut carry = 0;
        for i in 0..4 {
            (x[i], carry) = adc(x[i], c.0[i], carry);
        }
        for i in 4..8 {
            (x[i], carry) = adc(x[i], 0, carry);
        }
        reduce_wide(&x)
    }

    /// `self * rhs mod l`. Constant time.
    #[cfg(any(test, feature = "alloc"))]
    pub(crate) fn mul(&self, rhs: &Scalar) -> Scalar {
        reduce_wide(&mul_wide(&self.0, &rhs.0))
    }

    /// `self + rhs mod l`. Constant time.
    ///
    /// The sum is `< 2l < 2^254`, so one conditional subtraction reduces it.
    #[cfg(test)]
    pub(crate) fn add(&self, rhs: &Scalar) -> Scalar {
        let mut s = [0u64; 4];
        let mut carry = 0;
        for i in 0..4 {
            (s[i], carry) = adc(self.0[i], rhs.0[i], carry);
        }
        Scalar(sub_l_if_ge(s))
    }

    /// `self - rhs mod l`. Constant time.
    ///
    /// On a borrow the wrapped difference is `self - rhs + 2^256` with
    /// `self - rhs > -l`; adding `l` (mod `2^256`) gives `self - rhs + l`,
    /// which is in `[1, l)`.
    #[cfg(any(test, feature = "alloc"))]
    pub(crate) fn sub(&self, rhs: &Scalar) -> Scalar {
        let mut d = [0u64; 4];
        let mut borrow = 0;
        for i in 0..4 {
            (d[i], borrow) = sbb(self.0[i], rhs.0[i], borrow);
        }
        let negative = Choice::from(borrow as u8);
        let mut carry = 0;
        for i in 0..4 {
            (d[i], carry) = adc(d[i], select_u64(0, L[i], negative), carry);
        }
        Scalar(d)
    }

    /// `-self mod l`. Constant time.
    #[cfg(any(test, feature = "alloc"))]
    pub(crate) fn neg(&self) -> Scalar {
        Scalar::ZERO.sub(self)
    }

    /// Constant-time equality.
    #[cfg(test)]
    pub(crate) fn ct_eq(&self, rhs: &Scalar) -> Choice {
        ConstantTimeEq::ct_eq(self, rhs)
    }
}

pub(crate) mod lattice;
#[cfg(test)]
mod tests;
