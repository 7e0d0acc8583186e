//! Integers modulo a prime group order `n`, for any curve: the scalars of
//! ECDH and signatures.
//!
//! [`ModN`]`<Q, N>` is a thin wrapper of the field type [`Fp`]`<Q, N>`: a
//! group order is described exactly like a base-field prime (a
//! [`PrimeParams`] unit type: the modulus words and the encoding size), and
//! since `n` is prime for every curve we have, the Montgomery arithmetic and
//! the safegcd inversion of [`Fp`] apply unchanged. So the representation
//! and its invariant are [`Fp`]'s: `x R mod n`, **always fully reduced, `<
//! n`**, so equality of values is equality of words, and
//! [`ModN::to_bytes`] is the canonical encoding. A distinct type keeps
//! scalars and field elements of one curve from being mixed up, and adds
//! what only scalars need: reduction of a byte string of any length
//! ([`ModN::from_bytes_mod_order`], e.g. a 64-byte SHA-512 output for
//! EdDSA, or a hash for ECDSA), wiping, and a `Debug` that prints no value.
//!
//! The orders of the curves are in [`super::primes`].
//!
//! Everything is constant time in the values (lengths of byte strings are
//! public); see [`Fp`].
//!
//! This module will move next to the scalar code once the `scalar` module
//! settles (issue 11).

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

use super::Field;
use super::fp::{Fp, PrimeParams, words_from_le_bytes};

/// An integer modulo the prime `n` described by `Q` (see the [module
/// documentation](self)).
pub(crate) struct ModN<Q: PrimeParams<N>, const N: usize>(Fp<Q, N>);

impl<Q: PrimeParams<N>, const N: usize> Clone for ModN<Q, N> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<Q: PrimeParams<N>, const N: usize> Copy for ModN<Q, N> {}

impl<Q: PrimeParams<N>, const N: usize> core::fmt::Debug for ModN<Q, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("ModN([redacted])")
    }
}

impl<Q: PrimeParams<N>, const N: usize> Zeroize for ModN<Q, N> {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

impl<Q: PrimeParams<N>, const N: usize> ConditionallySelectable for ModN<Q, N> {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        ModN(Fp::select(&a.0, &b.0, choice))
    }
}

impl<Q: PrimeParams<N>, const N: usize> ConstantTimeEq for ModN<Q, N> {
    fn ct_eq(&self, other: &Self) -> Choice {
        Field::ct_eq(&self.0, &other.0)
    }
}

#[allow(
    dead_code,
    reason = "P-256 ECDH uses the decoding and the reduction; the ring operations are for the signatures to come (and the tests)"
)]
impl<Q: PrimeParams<N>, const N: usize> ModN<Q, N> {
    /// 0.
    pub(crate) const ZERO: Self = ModN(<Fp<Q, N> as Field>::ZERO);
    /// 1.
    pub(crate) const ONE: Self = ModN(<Fp<Q, N> as Field>::ONE);

    /// The integer `bytes` (little-endian, any length, e.g. 64 bytes of
    /// SHA-512) reduced mod `n`. Constant time in the value; the length is
    /// public.
    ///
    /// Horner's rule on chunks of `N` words from the most significant one
    /// (the only partial chunk): with `V` the value of the chunks so far and
    /// `c` the next chunk, `V' = V R + c` for `R = 2^(64 N)`, so in
    /// Montgomery form `V' R = mul(V R, R^2) + mul(R^2, c)`. Both products
    /// have the reduced `R^2` as first factor or a reduced first factor, and
    /// [`Montgomery::mul`](super::fp::Montgomery::mul) accepts any `N`-word
    /// second factor, so the chunk `c` need not be below `n`.
    pub(crate) fn from_bytes_mod_order(bytes: &[u8]) -> Self {
        let m = &Fp::<Q, N>::MONT;
        let mut acc = [0u64; N];
        for chunk in bytes.chunks(8 * N).rev() {
            let c = words_from_le_bytes::<N>(chunk);
            acc = m.add(&m.mul(&acc, &m.r2), &m.mul(&m.r2, &c));
        }
        ModN(Fp::from_montgomery_words(acc))
    }

    /// Decodes the canonical encoding: none (in constant time) for an
    /// integer `>= n`.
    #[inline]
    pub(crate) fn from_canonical_bytes(bytes: &Q::Bytes) -> CtOption<Self> {
        let w = words_from_le_bytes::<N>(bytes.as_ref());
        let canonical = Fp::<Q, N>::MONT.is_canonical(&w);
        CtOption::new(ModN(Fp::from_words_reduced(&w)), canonical)
    }

    /// The canonical (`< n`) little-endian encoding.
    #[inline]
    pub(crate) fn to_bytes(self) -> Q::Bytes {
        self.0.to_bytes()
    }

    /// The canonical value (`< n`), little-endian words.
    #[inline]
    pub(crate) fn to_words(self) -> [u64; N] {
        self.0.to_canonical_words()
    }

    /// `self + rhs mod n`.
    #[inline]
    pub(crate) fn add(&self, rhs: &Self) -> Self {
        ModN(self.0.add(&rhs.0))
    }

    /// `self - rhs mod n`.
    #[inline]
    pub(crate) fn sub(&self, rhs: &Self) -> Self {
        ModN(self.0.sub(&rhs.0))
    }

    /// `-self mod n`.
    #[inline]
    pub(crate) fn neg(&self) -> Self {
        ModN(self.0.neg())
    }

    /// `self * rhs mod n`.
    #[inline]
    pub(crate) fn mul(&self, rhs: &Self) -> Self {
        ModN(self.0.mul(&rhs.0))
    }

    /// `self^2 mod n`.
    #[inline]
    pub(crate) fn square(&self) -> Self {
        ModN(self.0.square())
    }

    /// `self^-1 mod n` (0 for 0), by the constant-time safegcd.
    #[inline]
    pub(crate) fn invert(&self) -> Self {
        ModN(self.0.invert())
    }

    /// [`Self::invert`] in **variable time** (public values only: ECDSA
    /// verification's `s^-1`).
    #[inline]
    pub(crate) fn invert_vartime(&self) -> Self {
        ModN(self.0.invert_vartime())
    }

    /// Whether `self = 0`, in constant time.
    #[inline]
    pub(crate) fn is_zero(&self) -> Choice {
        self.0.is_zero()
    }
}
