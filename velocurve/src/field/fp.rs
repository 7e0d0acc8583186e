//! A portable prime field GF(p) for any odd prime `p` of 65 to 521 bits:
//! Montgomery representation in `N` 64-bit limbs, `u128` products. Builds on
//! every target; no `unsafe`, no `asm!`.
//!
//! # Adding a prime
//!
//! A prime is a unit type implementing [`PrimeParams`]`<N>`: its modulus
//! (`P`, little-endian words; [`words_from_be_hex`] reads the usual
//! big-endian hex at compile time) and its encoding type (`[u8;
//! ceil(bits(p) / 8)]`, checked at compile time). Everything else is derived
//! from `P` by `const fn`s when the type is first used ([`Montgomery::new`]):
//! `-p^-1 mod 2^64`, `R`, `R^2` and `R^3 mod p` for `R = 2^(64 N)`, the bit
//! length, and the safegcd description of `p` for inversion. Then
//! [`Fp`]`<Prime, N>` is the field. The curves' primes are in
//! [`super::primes`]; the same description serves a prime group order
//! (`field::modn`).
//!
//! Requirements on `P`, asserted at compile time where checkable: odd, `N >=
//! 2`, top word nonzero (`N` is minimal), below `2^521` (the safegcd bound
//! table); and prime (not checked: the Montgomery arithmetic is right for any
//! odd modulus, but [`Field::invert`] needs every nonzero element to be
//! invertible).
//!
//! # Representation and invariant
//!
//! An element `x` is stored as the `N`-word integer `x R mod p`.
//! **Invariant (in and out of every operation): the stored integer is fully
//! reduced, `< p`.** So the representation is unique (equality of words is
//! equality of elements) and every output of every operation is a valid
//! input to every other.
//!
//! How each operation keeps it (the bounds are proved next to the code):
//! * `add`: `a + b < 2p`, held in `N` words plus a carry bit; one
//!   conditional subtraction of `p` ([`reduce_once`]) gives `< p`.
//! * `sub`, `neg`: `a - b` in `(-p, p)`; `p` is added back when the
//!   subtraction borrowed.
//! * `mul`, `square`: Montgomery multiplication in the CIOS form (Koç,
//!   Acar, Kaliski, "Analyzing and Comparing Montgomery Multiplication
//!   Algorithms", IEEE Micro 1996): for `a < p` and any `N`-word `b`, every
//!   intermediate `t` stays below `2p`; one conditional subtraction.
//! * decoding rejects integers `>= p` (constant time, [`CtOption`]) and
//!   converts with one multiplication by `R^2`; encoding multiplies by `1`
//!   (leaving the Montgomery domain), which is already `< p`.
//! * `invert`: safegcd of the stored `x R` gives `x^-1 R^-1`, and one
//!   multiplication by `R^3` gives `x^-1 R`.
//!
//! # Constant time
//!
//! Loops run over public word counts; every selection that depends on a
//! value (the conditional subtractions and additions of `p`) goes through
//! `subtle` (its `Choice` is an optimisation barrier, so LLVM cannot turn the
//! mask back into a branch); multiplications are `u64 x u64 -> u128`, which
//! compile to `mul` on 64-bit targets. Inversion is the constant-time
//! safegcd.

#![allow(
    clippy::needless_range_loop,
    reason = "carry chains over several word arrays read clearest with one index"
)]

use core::marker::PhantomData;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

use super::safegcd::{self, Modulus};
use super::{Encoding, Field};

/// The description of a prime field: the modulus and the size of its
/// encoding. See the [module documentation](self) for how a new prime is
/// added and what is derived from `P`.
pub(crate) trait PrimeParams<const N: usize>: Copy + 'static {
    /// The prime `p`, little-endian 64-bit words (top word nonzero).
    const P: [u64; N];
    /// The canonical encoding, `[u8; ceil(bits(p) / 8)]` (checked at
    /// compile time), little-endian.
    type Bytes: Encoding;
}

/// Parses big-endian hexadecimal (digits only, at most `16 N` of them) into
/// little-endian words, at compile time.
pub(crate) const fn words_from_be_hex<const N: usize>(hex: &str) -> [u64; N] {
    let s = hex.as_bytes();
    assert!(s.len() <= 16 * N, "hex literal too long");
    let mut w = [0u64; N];
    let mut i = 0;
    while i < s.len() {
        let c = s[s.len() - 1 - i];
        let d = match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            b'A'..=b'F' => c - b'A' + 10,
            _ => panic!("not a hex digit"),
        };
        w[i / 16] |= (d as u64) << (4 * (i % 16));
        i += 1;
    }
    w
}

/// `a + b * c + carry` as (low word, high word). Cannot overflow:
/// `(2^64-1) + (2^64-1)^2 + (2^64-1) = 2^128 - 1`.
#[inline(always)]
const fn mac(a: u64, b: u64, c: u64, carry: u64) -> (u64, u64) {
    let t = a as u128 + (b as u128) * (c as u128) + carry as u128;
    (t as u64, (t >> 64) as u64)
}

/// `a + b + carry` as (sum word, carry out); for `carry <= 1` the carry
/// out is 0 or 1.
#[inline(always)]
const fn adc(a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = a as u128 + b as u128 + carry as u128;
    (t as u64, (t >> 64) as u64)
}

/// `a - b - borrow` (borrow 0 or 1) as (difference word, borrow out 0 or 1).
#[inline(always)]
const fn sbb(a: u64, b: u64, borrow: u64) -> (u64, u64) {
    let t = (a as u128).wrapping_sub(b as u128 + borrow as u128);
    (t as u64, (t >> 127) as u64)
}

/// `a / 2 mod p` for an odd `p` and any `N`-word `a`: `a` if it is even,
/// else `a + p` (even; `N` words and a carry bit), shifted right by one bit
/// with the carry as the new top bit. The result is `< (a + p) / 2`: `< p`
/// for `a < p`, `< 2^(64 N)` for any `a`. Constant time: `p` is masked by
/// the low bit, no branch.
#[inline(always)]
pub(crate) fn half_words<const N: usize>(a: &[u64; N], p: &[u64; N]) -> [u64; N] {
    let odd = Choice::from((a[0] & 1) as u8);
    let mut s = [0u64; N];
    let mut c = 0;
    for j in 0..N {
        let pj = u64::conditional_select(&0, &p[j], odd);
        (s[j], c) = adc(a[j], pj, c);
    }
    for j in 0..N - 1 {
        s[j] = (s[j] >> 1) | (s[j + 1] << 63);
    }
    s[N - 1] = (s[N - 1] >> 1) | (c << 63);
    s
}

/// `t + hi 2^(64 N)` minus `p` if that is `>= p`, for `t + hi 2^(64 N) <
/// 2p` (`hi` 0 or 1): the result is `< p`.
///
/// The value is `>= p` exactly when `hi = 1` or `t - p` does not borrow.
#[inline(always)]
fn reduce_once<const N: usize>(t: &[u64; N], hi: u64, p: &[u64; N]) -> [u64; N] {
    let mut s = [0u64; N];
    let mut b = 0;
    for j in 0..N {
        (s[j], b) = sbb(t[j], p[j], b);
    }
    let keep = Choice::from((b & !hi & 1) as u8);
    core::array::from_fn(|j| u64::conditional_select(&s[j], &t[j], keep))
}

/// The compile-time twin of [`reduce_once`] (branches are fine on
/// constants; `subtle` is not `const`).
const fn reduce_once_const<const N: usize>(t: &[u64; N], hi: u64, p: &[u64; N]) -> [u64; N] {
    let mut s = [0u64; N];
    let mut b = 0;
    let mut j = 0;
    while j < N {
        (s[j], b) = sbb(t[j], p[j], b);
        j += 1;
    }
    if b & !hi & 1 == 1 { *t } else { s }
}

/// `2^k mod p` by `k` modular doublings of 1, at compile time. Each
/// doubling of an `x < p` is `< 2p`, so [`reduce_once_const`] applies.
const fn pow2_mod<const N: usize>(k: usize, p: &[u64; N]) -> [u64; N] {
    let mut x = [0u64; N];
    x[0] = 1; // < p, as p >= 3
    shl_mod(x, k, p)
}

/// `x 2^k mod p` for `x < p` by `k` modular doublings, at compile time
/// (each doubling of a value `< p` is `< 2p`, so [`reduce_once_const`]
/// applies).
const fn shl_mod<const N: usize>(mut x: [u64; N], k: usize, p: &[u64; N]) -> [u64; N] {
    let mut i = 0;
    while i < k {
        let mut y = [0u64; N];
        let mut c = 0;
        let mut j = 0;
        while j < N {
            y[j] = x[j] << 1 | c;
            c = x[j] >> 63;
            j += 1;
        }
        x = reduce_once_const(&y, c, p);
        i += 1;
    }
    x
}

/// Everything the arithmetic derives from an odd modulus `p` (module
/// documentation), computed by the `const fn` [`Montgomery::new`], and the
/// arithmetic itself on `N`-word integers `< p`. `R = 2^(64 N)`.
#[derive(Clone, Copy)]
pub(crate) struct Montgomery<const N: usize> {
    /// `p`.
    pub(crate) p: [u64; N],
    /// `-p^-1 mod 2^64`.
    pub(crate) p_inv: u64,
    /// `R mod p`: the Montgomery form of 1.
    pub(crate) r: [u64; N],
    /// `R^2 mod p`: converts into the Montgomery form.
    pub(crate) r2: [u64; N],
    /// `R^3 mod p`: corrects the safegcd inverse of a Montgomery form.
    pub(crate) r3: [u64; N],
    /// The bit length of `p`.
    pub(crate) bits: u32,
    /// `p` for the safegcd inversion.
    pub(crate) inv: Modulus<N>,
}

impl<const N: usize> Montgomery<N> {
    /// Derives the constants of the odd modulus `p` (module documentation
    /// for the requirements, which panic at compile time when violated).
    pub(crate) const fn new(p: [u64; N]) -> Self {
        assert!(N >= 2, "at least two words");
        assert!(p[N - 1] != 0, "top word of p must be nonzero (N minimal)");
        // Checks oddness, p >= 3 and p < 2^521 too.
        let inv = Modulus::new(p);
        // Newton: p is p^-1 mod 2^3; each step doubles the correct bits
        // (3, 6, 12, 24, 48, 96 >= 64).
        let mut pi = p[0];
        let mut i = 0;
        while i < 5 {
            pi = pi.wrapping_mul(2u64.wrapping_sub(p[0].wrapping_mul(pi)));
            i += 1;
        }
        assert!(pi.wrapping_mul(p[0]) == 1);
        Montgomery {
            p,
            p_inv: pi.wrapping_neg(),
            r: pow2_mod(64 * N, &p),
            r2: pow2_mod(128 * N, &p),
            r3: pow2_mod(192 * N, &p),
            bits: 64 * N as u32 - p[N - 1].leading_zeros(),
            inv,
        }
    }

    /// `a + b mod p` for `a, b < p`. `a + b < 2p` is `N` words plus the
    /// carry `c` (0 or 1), which [`reduce_once`] takes as its high bit.
    #[inline(always)]
    pub(crate) fn add(&self, a: &[u64; N], b: &[u64; N]) -> [u64; N] {
        let mut s = [0u64; N];
        let mut c = 0;
        for j in 0..N {
            (s[j], c) = adc(a[j], b[j], c);
        }
        reduce_once(&s, c, &self.p)
    }

    /// `a - b mod p` for `a, b < p`: `a - b` in `(-p, p)`; on a borrow the
    /// words hold `a - b + 2^(64 N)`, and adding `p` (dropping the carry
    /// out) gives `a - b + p` in `(0, p)`.
    #[inline(always)]
    pub(crate) fn sub(&self, a: &[u64; N], b: &[u64; N]) -> [u64; N] {
        let mut d = [0u64; N];
        let mut borrow = 0;
        for j in 0..N {
            (d[j], borrow) = sbb(a[j], b[j], borrow);
        }
        let neg = Choice::from(borrow as u8);
        let mut c = 0;
        for j in 0..N {
            let pj = u64::conditional_select(&0, &self.p[j], neg);
            (d[j], c) = adc(d[j], pj, c);
        }
        d
    }

    /// `a b R^-1 mod p` (CIOS Montgomery multiplication) for `a < p` and
    /// **any** `N`-word `b`; the result is `< p`.
    ///
    /// Round `i` computes `t <- (t + a b[i] + m p) / 2^64` with `m = t'[0]
    /// (-p^-1) mod 2^64` making the division exact. If `t <= 2p - 1` before
    /// the round then, with `a <= p - 1` and `b[i], m <= 2^64 - 1`,
    /// `t + a b[i] + m p <= (2p - 1) + (2^64 - 1)(2p - 1) = 2^64 (2p - 1)`,
    /// so `t <= 2p - 1` after it: `t` always fits `N` words plus a high bit
    /// `hi`, and one conditional subtraction finishes. Within a round, the
    /// sum `t + a b[i]` needs `N + 2` words (`top` is its word `N + 1`, at
    /// most 1); each `mac` is within `2^128 - 1`.
    #[inline(always)]
    pub(crate) fn mul(&self, a: &[u64; N], b: &[u64; N]) -> [u64; N] {
        let p = &self.p;
        let mut t = [0u64; N];
        let mut hi = 0u64;
        for i in 0..N {
            // t += a * b[i]
            let mut c = 0;
            for j in 0..N {
                (t[j], c) = mac(t[j], a[j], b[i], c);
            }
            let (t_n, top) = adc(hi, c, 0);
            // t += m p, then drop the zero low word.
            let m = t[0].wrapping_mul(self.p_inv);
            let (_, mut c) = mac(t[0], m, p[0], 0);
            for j in 1..N {
                (t[j - 1], c) = mac(t[j], m, p[j], c);
            }
            let (t_last, c2) = adc(t_n, c, 0);
            t[N - 1] = t_last;
            hi = top + c2; // t <= 2p - 1 < 2^(64 N + 1): hi is 0 or 1
        }
        reduce_once(&t, hi, p)
    }

    /// The Montgomery form `x R mod p` of any `N`-word `x` (also `x >= p`):
    /// [`Montgomery::mul`] with `a = R^2 < p`.
    #[inline(always)]
    pub(crate) fn montgomery_of(&self, x: &[u64; N]) -> [u64; N] {
        self.mul(&self.r2, x)
    }

    /// The canonical integer `x` of a Montgomery form `x R mod p < p`.
    #[inline(always)]
    pub(crate) fn integer_of(&self, xr: &[u64; N]) -> [u64; N] {
        let mut one = [0u64; N];
        one[0] = 1;
        self.mul(xr, &one)
    }

    /// `(x R)^-1 R^2 = x^-1 R` for a Montgomery form `x R < p`; 0 for 0.
    #[inline(always)]
    pub(crate) fn invert(&self, xr: &[u64; N]) -> [u64; N] {
        // safegcd gives (x R)^-1 = x^-1 R^-1 (canonical), and
        // x^-1 R^-1 * R^3 * R^-1 = x^-1 R.
        let y = safegcd::invert(xr, &self.inv);
        self.mul(&self.r3, &y)
    }

    /// [`Self::invert`] in variable time ([`safegcd::invert_vartime`]):
    /// public values only.
    #[inline(always)]
    pub(crate) fn invert_vartime(&self, xr: &[u64; N]) -> [u64; N] {
        let y = safegcd::invert_vartime(xr, &self.inv);
        self.mul(&self.r3, &y)
    }

    /// Whether the words `x` are `< p`, in constant time: the subtraction
    /// `x - p` borrows.
    #[inline(always)]
    pub(crate) fn is_canonical(&self, x: &[u64; N]) -> Choice {
        let mut b = 0;
        for j in 0..N {
            (_, b) = sbb(x[j], self.p[j], b);
        }
        Choice::from(b as u8)
    }
}

/// Little-endian bytes (at most `8 N` of them) into `N` words, zero-padded.
#[inline(always)]
pub(crate) fn words_from_le_bytes<const N: usize>(bytes: &[u8]) -> [u64; N] {
    debug_assert!(bytes.len() <= 8 * N);
    let mut w = [0u64; N];
    for (i, b) in bytes.iter().enumerate() {
        w[i / 8] |= (*b as u64) << (8 * (i % 8));
    }
    w
}

/// The low `out.len()` bytes of the `N` words `w`, little-endian.
#[inline(always)]
pub(crate) fn le_bytes_from_words<const N: usize>(w: &[u64; N], out: &mut [u8]) {
    debug_assert!(out.len() <= 8 * N);
    for (i, b) in out.iter_mut().enumerate() {
        *b = (w[i / 8] >> (8 * (i % 8))) as u8;
    }
}

/// An element of GF(p) for the prime described by `P` (see the [module
/// documentation](self) for the representation and its invariant).
pub(crate) struct Fp<P: PrimeParams<N>, const N: usize>([u64; N], PhantomData<P>);

impl<P: PrimeParams<N>, const N: usize> Clone for Fp<P, N> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: PrimeParams<N>, const N: usize> Copy for Fp<P, N> {}

impl<P: PrimeParams<N>, const N: usize> Zeroize for Fp<P, N> {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

impl<P: PrimeParams<N>, const N: usize> Fp<P, N> {
    /// The constants of `P::P`, derived at compile time; also checks that
    /// `P::Bytes` is `[u8; ceil(bits(p) / 8)]`.
    pub(crate) const MONT: Montgomery<N> = {
        let m = Montgomery::new(P::P);
        assert!(
            core::mem::size_of::<P::Bytes>() == m.bits.div_ceil(8) as usize,
            "PrimeParams::Bytes must be [u8; ceil(bits(p) / 8)]"
        );
        m
    };

    #[inline(always)]
    const fn from_raw(w: [u64; N]) -> Self {
        Fp(w, PhantomData)
    }

    /// The element whose canonical value is the integer `w < p`
    /// (little-endian words), at compile time (a curve's constants): `w R
    /// mod p` by `64 N` modular doublings. Panics (at compile time, in a
    /// `const`) if `w >= p`.
    pub(crate) const fn from_canonical_words_const(w: [u64; N]) -> Self {
        let p = &Self::MONT.p;
        let mut b = 0;
        let mut j = 0;
        while j < N {
            (_, b) = sbb(w[j], p[j], b);
            j += 1;
        }
        assert!(b == 1, "not below p");
        Self::from_raw(shl_mod(w, 64 * N, p))
    }

    /// The element whose canonical value is the integer `w` (little-endian
    /// words), or none if `w >= p`; constant time.
    #[inline]
    pub(crate) fn from_canonical_words(w: &[u64; N]) -> CtOption<Self> {
        let m = &Self::MONT;
        CtOption::new(Self::from_raw(m.montgomery_of(w)), m.is_canonical(w))
    }

    /// The element `w mod p` for any `N`-word integer `w`.
    #[inline]
    pub(crate) fn from_words_reduced(w: &[u64; N]) -> Self {
        // montgomery_of accepts any N-word integer and reduces.
        Self::from_raw(Self::MONT.montgomery_of(w))
    }

    /// The canonical value (`< p`), little-endian words.
    #[inline]
    pub(crate) fn to_canonical_words(self) -> [u64; N] {
        Self::MONT.integer_of(&self.0)
    }

    /// The stored Montgomery form `x R mod p` (for the scalar type, which
    /// works on it directly).
    #[inline(always)]
    #[allow(dead_code, reason = "for the scalar code of the signatures to come")]
    pub(crate) const fn montgomery_words(&self) -> &[u64; N] {
        &self.0
    }

    /// The element whose Montgomery form is `xr`, which must be `< p`.
    #[inline(always)]
    pub(crate) fn from_montgomery_words(xr: [u64; N]) -> Self {
        debug_assert!(bool::from(Self::MONT.is_canonical(&xr)));
        Self::from_raw(xr)
    }
}

impl<P: PrimeParams<N>, const N: usize> Field for Fp<P, N> {
    type Bytes = P::Bytes;

    const ZERO: Self = Fp([0; N], PhantomData);
    const ONE: Self = Fp(Self::MONT.r, PhantomData);

    /// Rejects (in constant time) any integer `>= p`, including set bits
    /// above `bits(p)` in the last byte.
    #[inline]
    fn from_canonical_bytes(bytes: &P::Bytes) -> CtOption<Self> {
        Self::from_canonical_words(&words_from_le_bytes(bytes.as_ref()))
    }

    #[inline]
    fn to_bytes(&self) -> P::Bytes {
        let mut out = P::Bytes::ZERO;
        // The value is < p < 2^(8 len), so the dropped bytes are zero.
        le_bytes_from_words(&self.to_canonical_words(), out.as_mut());
        out
    }

    #[inline]
    fn add(&self, rhs: &Self) -> Self {
        Self::from_raw(Self::MONT.add(&self.0, &rhs.0))
    }

    #[inline]
    fn sub(&self, rhs: &Self) -> Self {
        Self::from_raw(Self::MONT.sub(&self.0, &rhs.0))
    }

    #[inline]
    fn neg(&self) -> Self {
        Self::from_raw(Self::MONT.sub(&[0; N], &self.0))
    }

    #[inline]
    fn mul(&self, rhs: &Self) -> Self {
        Self::from_raw(Self::MONT.mul(&self.0, &rhs.0))
    }

    #[inline]
    fn square(&self) -> Self {
        Self::from_raw(Self::MONT.mul(&self.0, &self.0))
    }

    #[inline]
    fn invert(&self) -> Self {
        Self::from_raw(Self::MONT.invert(&self.0))
    }

    #[inline]
    fn invert_vartime(&self) -> Self {
        Self::from_raw(Self::MONT.invert_vartime(&self.0))
    }

    #[inline(always)]
    fn or_masked(&mut self, e: &Self, mask: u64) {
        for (a, b) in self.0.iter_mut().zip(e.0.iter()) {
            *a |= b & mask;
        }
    }

    /// Halving commutes with the Montgomery factor: `(x R) / 2 = (x / 2)
    /// R`.
    #[inline]
    fn half(&self) -> Self {
        Self::from_raw(half_words(&self.0, &Self::MONT.p))
    }

    #[inline]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        Self::from_raw(core::array::from_fn(|j| {
            u64::conditional_select(&a.0[j], &b.0[j], choice)
        }))
    }

    /// Equal elements have equal (fully reduced) Montgomery forms.
    #[inline]
    fn ct_eq(&self, rhs: &Self) -> Choice {
        self.0[..].ct_eq(&rhs.0[..])
    }
}

#[cfg(test)]
mod tests;
