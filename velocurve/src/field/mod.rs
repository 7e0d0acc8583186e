//! Prime fields: the backends of GF(2^255 - 19), and a portable field for
//! any prime.
//!
//! # The backend contract
//!
//! Every representation of a field element implements [`Field`] (any prime)
//! and, for 2^255 - 19, [`Field25519`]. A
//! backend supplies only *machine* operations: add, sub, neg, mul, square,
//! repeated squaring, multiplication by a small constant, conditional
//! swap/select, and bytes in/out. Everything built from those (inversion,
//! square roots, the exponentiation chains) is written once, below, and is
//! shared by all backends.
//!
//! Each backend type has exactly **one** invariant on its limbs, which is
//! stated in its module and which every operation both *requires* of its
//! inputs and *guarantees* of its output. There is no lazily reduced public
//! type: any value a backend operation returns may be fed to any other
//! operation. (Lazily reduced types have been a repeated source of bugs in
//! other libraries.) Values are kept only *partially*
//! reduced — an element may be held as `x + k*p` — and become canonical only
//! in [`Field::to_bytes`].
//!
//! All operations are constant time: no branch and no memory index depends on
//! the value of an element, and no variable-latency instruction is used.
//!
//! | backend | type | radix | where |
//! |---|---|---|---|
//! | portable | [`fe51::Fe51`] | 2^51, five `u64` limbs, `u128` products | every target |
//! | mulx/adx | [`fe64::Fe64`] | 2^64, four `u64` limbs, `asm!` multiply/square | x86-64 with BMI2 and ADX |
//!
//! Several elements at once, for batches and vectorised formulas (not
//! [`Field`]s: their own lane-wise operations):
//! [`fe51x8::Fe51x8`], eight elements, radix 2^51 in the 52-bit lanes of
//! AVX-512 IFMA, one element per 64-bit lane of a zmm register (reduced and
//! unreduced types); [`fe51x4::Fe51x4`], four elements, the same radix and
//! bounds in the lanes of ymm registers, for the single X25519 ladder (the
//! two points of one ladder) and the 4-way point formulas (the four
//! coordinates of one point); [`fe2625x4::Fe2625x4`], four elements, radix
//! 2^25.5 with AVX2's `vpmuludq`, one element per 64-bit lane of ten ymm
//! registers. The four-lane ones implement [`four_lanes::Lanes4`].
//!
//! Any other prime: [`fp::Fp`]`<P, N>`, a portable [`Field`] in Montgomery
//! form (`N` 64-bit limbs, `u128` products, fully reduced) whose constants
//! are derived from the modulus at compile time; the same representation
//! with `mulx`/`adcx`/`adox` (x86-64 with BMI2 and ADX), one type per
//! prime: [`fp192_mulx::Fp192Mulx`] (P-192), [`fp224_mulx::Fp224Mulx`]
//! (P-224), [`fp256_mulx::Fp256Mulx`] (P-256, the Montgomery-friendly
//! reduction of its `p`) and [`fp384_mulx::Fp384Mulx`] (P-384, the
//! product then the reduction with `-p^-1 = 2^32 + 1`); [`fp521::Fp521`], P-521's
//! Mersenne prime `2^521 - 1` reduced by folding; and [`modn::ModN`] on
//! `Fp`'s arithmetic for the integers mod a prime group order. Inversion
//! for every prime is the generic constant-time safegcd of [`safegcd`].

#[cfg(x86_backends)]
pub(crate) mod fe2625x4;
pub(crate) mod fe51;
#[cfg(x86_backends)]
pub(crate) mod fe51x4;
#[cfg(x86_backends)]
pub(crate) mod fe51x8;
#[cfg(x86_backends)]
pub(crate) mod fe64;
#[cfg(x86_backends)]
pub(crate) mod four_lanes;
pub(crate) mod fp;
#[cfg(x86_backends)]
pub(crate) mod fp192_mulx;
#[cfg(x86_backends)]
pub(crate) mod fp224_mulx;
#[cfg(x86_backends)]
pub(crate) mod fp256_mulx;
#[cfg(x86_backends)]
pub(crate) mod fp256k1_mulx;
#[cfg(x86_backends)]
pub(crate) mod fp384_mulx;
pub(crate) mod fp521;
pub(crate) mod modn;
pub(crate) mod primes;
pub(crate) mod safegcd;

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

/// A fixed-size byte string: the canonical encoding of an element of a
/// [`Field`] (`[u8; N]`, little-endian).
pub trait Encoding:
    Copy + AsRef<[u8]> + AsMut<[u8]> + Eq + core::fmt::Debug + zeroize::Zeroize + Send + Sync + 'static
{
    /// The all-zero string.
    const ZERO: Self;
}

impl<const N: usize> Encoding for [u8; N] {
    const ZERO: Self = [0u8; N];
}

/// The machine operations of a prime field GF(p), for any odd prime `p`.
///
/// See the [module documentation](self) for the invariant contract. A new
/// prime implements this trait (with the generic constant-time inversion of
/// [`safegcd`]); the group code of every curve is written against it.
pub(crate) trait Field: Copy + Sized {
    /// The canonical encoding: `[u8; ceil(bits(p) / 8)]`, little-endian.
    type Bytes: Encoding;

    /// The element 0.
    const ZERO: Self;
    /// The element 1.
    const ONE: Self;

    /// Decodes a canonical encoding (an integer `< p`, little-endian); none
    /// (in constant time) for an integer `>= p` or a set bit above
    /// `bits(p)`.
    #[allow(dead_code, reason = "for code generic over the prime (tests today)")]
    fn from_canonical_bytes(bytes: &Self::Bytes) -> CtOption<Self>;

    /// The canonical (fully reduced, `< p`) little-endian encoding.
    fn to_bytes(&self) -> Self::Bytes;

    /// `self + rhs`.
    fn add(&self, rhs: &Self) -> Self;
    /// `self - rhs`.
    fn sub(&self, rhs: &Self) -> Self;
    /// `-self`.
    fn neg(&self) -> Self;
    /// `self * rhs`.
    fn mul(&self, rhs: &Self) -> Self;
    /// `self^2`.
    fn square(&self) -> Self;

    /// `1/self`, with `1/0 = 0`, in constant time (backends use the generic
    /// safegcd of [`safegcd`]).
    fn invert(&self) -> Self;

    /// [`Field::invert`] in **variable time**, for public values only
    /// (ECDSA verification): the fields of the described curves override it
    /// with [`safegcd::invert_vartime`]; the others invert in constant time.
    #[inline]
    fn invert_vartime(&self) -> Self {
        self.invert()
    }

    /// `self |= e & mask` on the stored words, for `mask` 0 or all ones:
    /// the step of a table scan that ORs every entry under its own mask into
    /// an accumulator starting at [`Field::ZERO`] (all words zero), so that
    /// the one entry whose mask is set comes out unchanged
    /// ([`crate::weierstrass`]'s window). This default selects instead (the
    /// same result when at most one mask is set); the fields override it
    /// with the word operation, which the compiler vectorises.
    #[inline(always)]
    fn or_masked(&mut self, e: &Self, mask: u64) {
        *self = Self::select(self, e, Choice::from((mask & 1) as u8));
    }

    /// `self / 2`, in constant time. This default multiplies by the
    /// inverse of 2 (one inversion per call); the fields of the Jacobian
    /// doublings ([`crate::weierstrass`]'s NIST curves and secp256k1)
    /// override it with an addition of `p` to odd values and a shift.
    #[inline]
    fn half(&self) -> Self {
        self.mul(&Self::ONE.add(&Self::ONE).invert())
    }

    /// Returns `a` if `choice == 0` and `b` if `choice == 1`, in constant
    /// time.
    fn select(a: &Self, b: &Self, choice: Choice) -> Self;

    /// `self^(2^k)`, for `k >= 1`. Backends override this to keep limbs in
    /// registers across the squarings.
    #[inline(always)]
    fn pow2k(&self, k: u32) -> Self {
        debug_assert!(k >= 1);
        let mut x = self.square();
        for _ in 1..k {
            x = x.square();
        }
        x
    }

    /// `self^e` for a public exponent `e` (little-endian 64-bit words):
    /// square-and-multiply from the top bit, the sequence of operations
    /// fixed by `e` alone, so constant time in `self`. For exponents of a
    /// special form (the inversion and square-root chains of a prime) a
    /// hand-made addition chain is shorter; this is the generic fallback.
    #[allow(dead_code, reason = "for code generic over the prime (tests today)")]
    fn pow_public(&self, e: &[u64]) -> Self {
        let mut acc = Self::ONE;
        let mut started = false;
        for w in e.iter().rev() {
            for i in (0..64).rev() {
                if started {
                    acc = acc.square();
                }
                if (w >> i) & 1 == 1 {
                    acc = if started { acc.mul(self) } else { *self };
                    started = true;
                }
            }
        }
        acc
    }

    /// Swaps `a` and `b` if `choice == 1`, in constant time.
    #[inline(always)]
    fn cswap(a: &mut Self, b: &mut Self, choice: Choice) {
        let t = Self::select(a, b, choice);
        *b = Self::select(b, a, choice);
        *a = t;
    }

    /// Sets `self` to `-self` if `choice == 1`, in constant time.
    #[inline(always)]
    fn conditional_negate(&mut self, choice: Choice) {
        let n = self.neg();
        *self = Self::select(self, &n, choice);
    }

    /// Constant-time equality of the represented field elements.
    #[inline]
    fn ct_eq(&self, rhs: &Self) -> Choice {
        self.to_bytes().as_ref().ct_eq(rhs.to_bytes().as_ref())
    }

    /// Whether the element is zero, in constant time.
    #[inline]
    fn is_zero(&self) -> Choice {
        self.ct_eq(&Self::ZERO)
    }

    /// Whether the canonical value is odd ("negative" in RFC 8032 and
    /// RFC 9496 terms), in constant time.
    #[inline]
    fn is_odd(&self) -> Choice {
        Choice::from(self.to_bytes().as_ref()[0] & 1)
    }
}

/// The ring operations that point formulas are written with (`add`,
/// `sub`, `mul`): one
/// element of a [`Field`] (every field is a `Ring`, below), or several
/// independent elements in the lanes of vector registers, one per lane
/// (AVX2's [`fe2625x4::Fe2625x4`]), where each operation is the field's,
/// lane by lane.
///
/// The group formulas written against `Ring` (the additions and the
/// conversions of [`crate::edwards::point`]) therefore serve both a single
/// point and several independent points at once, one per lane: the AVX2
/// fixed-base comb runs the scalar formulas on four points.
///
/// Implementations keep the invariant of their type (see each type) on
/// every output, so any output may be the input of any operation.
pub(crate) trait Ring: Copy {
    /// `self + rhs`.
    fn add(&self, rhs: &Self) -> Self;
    /// `self - rhs`.
    fn sub(&self, rhs: &Self) -> Self;
    /// `self * rhs`.
    fn mul(&self, rhs: &Self) -> Self;
}

impl<F: Field> Ring for F {
    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        Field::add(self, rhs)
    }
    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        Field::sub(self, rhs)
    }
    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        Field::mul(self, rhs)
    }
}

/// What GF(2^255 - 19) offers beyond [`Field`]: the RFC 7748 decoding
/// (bit 255 ignored, non-canonical values accepted), construction from
/// 256-bit words, multiplication by a small constant (the ladder's a24),
/// and the chains of `p = 2^255 - 19` (inversion by Fermat, `(p-5)/8`,
/// `SQRT_RATIO_M1`), written once on top of the machine operations.
pub(crate) trait Field25519: Field<Bytes = [u8; 32]> {
    /// Decodes 32 little-endian bytes, **ignoring bit 255** and accepting
    /// non-canonical values (integers in `[p, 2^255)`), as RFC 7748 requires
    /// of u-coordinates. Never fails.
    fn from_bytes(bytes: &[u8; 32]) -> Self;

    /// Builds an element from an integer `< 2^256` in four little-endian
    /// 64-bit words (not necessarily reduced mod p).
    fn from_u64x4(words: &[u64; 4]) -> Self;

    /// The element whose canonical value is `w` (little-endian, `< p`): a
    /// backend may override it with a cheaper conversion than
    /// [`Field25519::from_u64x4`] (table entries are canonical).
    #[inline(always)]
    fn from_canonical_words(w: &[u64; 4]) -> Self {
        Self::from_u64x4(w)
    }

    /// `self * c` for a small constant `c < 2^32` (121666 in the ladder).
    fn mul_small(&self, c: u32) -> Self;

    /// The complete formulas (Renes–Costello–Batina Algorithms 6, 4 and 5)
    /// on a curve `y^2 = x^3 - 3x + B` over this field, each as one fused
    /// routine where the backend has them (`Fe64`: `fe64/rcb.rs`), `None`
    /// where it does not, and the caller runs the generic formulas
    /// (`weierstrass::rcb_double`, `rcb_add`, `rcb_add_affine`). Same
    /// coordinates either way. `2P` for `P = (X : Y : Z)`:
    #[inline(always)]
    fn rcb_double_fused<const B: u32>(_p: &[Self; 3]) -> Option<[Self; 3]> {
        None
    }

    /// `P + Q` (see [`Field25519::rcb_double_fused`]).
    #[inline(always)]
    fn rcb_add_fused<const B: u32>(_p: &[Self; 3], _q: &[Self; 3]) -> Option<[Self; 3]> {
        None
    }

    /// `P + Q` for an affine `Q = (X2, Y2)` (see
    /// [`Field25519::rcb_double_fused`]).
    #[inline(always)]
    fn rcb_add_affine_fused<const B: u32>(_p: &[Self; 3], _q: &[Self; 2]) -> Option<[Self; 3]> {
        None
    }

    /// `2 * self^2`. Backends may override with a fused routine.
    #[inline(always)]
    fn square2(&self) -> Self {
        let s = self.square();
        s.add(&s)
    }

    /// Whether the canonical encoding is odd ("negative" in RFC 8032 and
    /// RFC 9496 terms), in constant time.
    #[inline]
    fn is_negative(&self) -> Choice {
        self.is_odd()
    }

    /// `|self|`: the one of `self`, `-self` whose canonical encoding is even.
    #[inline]
    fn abs(&self) -> Self {
        let mut x = *self;
        x.conditional_negate(self.is_negative());
        x
    }

    /// `self^(p-2) = 1/self` by Fermat's little theorem (the 2^255-21 chain:
    /// 254 squarings and 11 multiplications). Kept as a test reference for
    /// [`Field::invert`] (tests and the benchmark hooks).
    #[cfg(any(test, feature = "bench-hooks"))]
    fn invert_fermat(&self) -> Self {
        // t19 = self^(2^250 - 1), t3 = self^11
        let (t19, t3) = self.pow22501();
        // self^(2^255 - 2^5) * self^11 = self^(2^255 - 21)
        t19.pow2k(5).mul(&t3)
    }

    /// Returns `(self^(2^250 - 1), self^11)`: the shared prefix of the
    /// inversion and square-root chains.
    fn pow22501(&self) -> (Self, Self) {
        let t0 = self.square(); // 2
        let t1 = t0.square().square(); // 8
        let t2 = self.mul(&t1); // 9
        let t3 = t0.mul(&t2); // 11
        let t4 = t3.square(); // 22
        let t5 = t2.mul(&t4); // 31 = 2^5 - 1
        let t6 = t5.pow2k(5); // 2^10 - 2^5
        let t7 = t6.mul(&t5); // 2^10 - 1
        let t8 = t7.pow2k(10); // 2^20 - 2^10
        let t9 = t8.mul(&t7); // 2^20 - 1
        let t10 = t9.pow2k(20); // 2^40 - 2^20
        let t11 = t10.mul(&t9); // 2^40 - 1
        let t12 = t11.pow2k(10); // 2^50 - 2^10
        let t13 = t12.mul(&t7); // 2^50 - 1
        let t14 = t13.pow2k(50); // 2^100 - 2^50
        let t15 = t14.mul(&t13); // 2^100 - 1
        let t16 = t15.pow2k(100); // 2^200 - 2^100
        let t17 = t16.mul(&t15); // 2^200 - 1
        let t18 = t17.pow2k(50); // 2^250 - 2^50
        let t19 = t18.mul(&t13); // 2^250 - 1
        (t19, t3)
    }

    /// `self^((p-5)/8) = self^(2^252 - 3)`, the exponent of the square-root
    /// computation.
    fn pow_p58(&self) -> Self {
        let (t19, _) = self.pow22501();
        // (2^250 - 1) * 4 + 1 = 2^252 - 3
        t19.pow2k(2).mul(self)
    }

    /// The `SQRT_RATIO_M1(u, v)` function of RFC 9496 section 4.2.
    ///
    /// Returns `(Choice(1), +sqrt(u/v))` if `u/v` is a square, `(Choice(1),
    /// 0)` if `u == 0`, `(Choice(0), 0)` if `v == 0` and `u != 0`, and
    /// `(Choice(0), +sqrt(i*u/v))` otherwise, where `i = sqrt(-1)` and `+`
    /// means the non-negative (even) root. Constant time.
    fn sqrt_ratio_i(u: &Self, v: &Self) -> (Choice, Self) {
        let sqrt_m1 = Self::from_u64x4(&SQRT_M1);
        let v3 = v.square().mul(v);
        let v7 = v3.square().mul(v);
        let mut r = u.mul(&v3).mul(&u.mul(&v7).pow_p58());
        let check = v.mul(&r.square());

        let u_neg = u.neg();
        let correct_sign = check.ct_eq(u);
        let flipped_sign = check.ct_eq(&u_neg);
        let flipped_sign_i = check.ct_eq(&u_neg.mul(&sqrt_m1));

        let r_prime = r.mul(&sqrt_m1);
        r = Self::select(&r, &r_prime, flipped_sign | flipped_sign_i);
        let r = r.abs();
        (correct_sign | flipped_sign, r)
    }
}

/// [`Field::from_canonical_bytes`] for GF(2^255 - 19): `bytes` as an
/// integer is `< p` (so bit 255 is clear), checked in constant time, then
/// decoded with [`Field25519::from_bytes`].
#[inline]
#[allow(dead_code, reason = "for code generic over the prime (tests today)")]
pub(crate) fn from_canonical_bytes_25519<F: Field25519>(bytes: &[u8; 32]) -> CtOption<F> {
    // x < p = 2^255 - 19 iff x + 19 < 2^255, for x < 2^256: add 19 byte
    // by byte and test bits 255 and 256 of the sum (the top byte's sum
    // shifted right by 7). A loop over public indices; no secret branch.
    let mut s = 19u16;
    for b in &bytes[..31] {
        s = (*b as u16 + s) >> 8;
    }
    let top = ((bytes[31] as u16 + s) >> 7) as u8;
    let canonical = top.ct_eq(&0);
    CtOption::new(F::from_bytes(bytes), canonical)
}

/// `1/x` mod 2^255 - 19 by the generic safegcd, for the backends'
/// [`Field::invert`].
#[inline]
pub(crate) fn invert_25519<F: Field25519>(x: &F) -> F {
    F::from_bytes(&safegcd::invert_mod_p(&x.to_bytes()))
}

/// sqrt(-1) mod p = 2^((p-1)/4), the even root, as four little-endian words.
pub(crate) const SQRT_M1: [u64; 4] = [
    0xc4ee1b274a0ea0b0,
    0x2f431806ad2fe478,
    0x2b4d00993dfbd7a7,
    0x2b8324804fc1df0b,
];

/// Constant-time conditional selection on `u64` words, used by backends.
#[inline(always)]
pub(crate) fn select_u64(a: u64, b: u64, choice: Choice) -> u64 {
    u64::conditional_select(&a, &b, choice)
}

#[cfg(test)]
mod tests;
