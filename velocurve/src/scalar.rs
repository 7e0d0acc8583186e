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
//! Everything except the functions named `*_vartime` is constant time: the
//! only instructions are 64x64->128 multiplications, additions/subtractions
//! with carry, and selections through [`subtle`] (whose `Choice` carries an
//! optimisation barrier, so LLVM cannot turn the masked select back into a
//! branch). No branch or memory index depends on a value.
//!
//! The `*_vartime` functions ([`Scalar::non_adjacent_form_vartime`],
//! [`wnaf_u128_vartime`], [`lattice_halve_vartime`]) are for public scalars
//! only (signature verification).
//!
//! # Lattice halving
//!
//! [`lattice_halve_vartime`] implements T. Pornin's binary variant of
//! Lagrange's lattice basis reduction ("Optimized Lattice Basis Reduction In
//! Dimension 2, and Fast Schnorr and EdDSA Signature Verification", IACR
//! eprint 2020/454) for the Antipa et al. verification speed-up; its bounds
//! and termination argument are next to the code.
#![allow(
    dead_code,
    reason = "Ed25519 signing and verification (issue 3) are being built on this API"
)]
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

/// `l^2` (505 bits), little-endian: the squared norm of the lattice vector
/// `(l, 0)` in [`lattice_halve_vartime`].
const L_SQUARED: [u64; 8] = [
    0xe2edf685ab128969,
    0x680392762298a31d,
    0x3dceec73d217f5be,
    0xa1b399411b7c309a,
    0xcb024c634b9eba7d,
    0x029bdf3bd45ef39a,
    0x0000000000000000,
    0x0100000000000000,
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

    /// The residue mod `l` of a signed 128-bit integer (for the halves from
    /// [`lattice_halve_vartime`] and 128-bit batch-verification weights).
    /// Constant time.
    pub(crate) fn from_i128(x: i128) -> Scalar {
        // |x| by mask (no branch on the sign), < 2^127 + 1 < l.
        let sign = (x >> 127) as u128;
        let abs = ((x as u128) ^ sign).wrapping_sub(sign);
        let pos = Scalar([abs as u64, (abs >> 64) as u64, 0, 0]);
        Scalar::conditional_select(&pos, &pos.neg(), Choice::from((sign & 1) as u8))
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
    pub(crate) fn mul(&self, rhs: &Scalar) -> Scalar {
        reduce_wide(&mul_wide(&self.0, &rhs.0))
    }

    /// `self + rhs mod l`. Constant time.
    ///
    /// The sum is `< 2l < 2^254`, so one conditional subtraction reduces it.
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
    pub(crate) fn neg(&self) -> Scalar {
        Scalar::ZERO.sub(self)
    }

    /// Constant-time equality.
    pub(crate) fn ct_eq(&self, rhs: &Scalar) -> Choice {
        ConstantTimeEq::ct_eq(self, rhs)
    }

    /// Width-`w` NAF digits (`2 <= w <= 8`) of the value, least significant
    /// first: every nonzero digit is odd with `|d| < 2^(w-1)`, and at most one
    /// of any `w` consecutive digits is nonzero. The value is
    /// `sum(d[i] * 2^i)`; since it is `< 2^253`, digits from index 254 up are
    /// always zero (see [`wnaf_vartime`]). Variable time: public scalars only.
    ///
    /// # Panics
    ///
    /// If `w` is outside `2..=8` (a programming error, not an input error).
    pub(crate) fn non_adjacent_form_vartime(&self, w: usize) -> [i8; 256] {
        let mut out = [0i8; 256];
        wnaf_vartime(&self.0, w, &mut out);
        out
    }
}

/// Width-`w` NAF of a 128-bit unsigned integer (for lattice-halved scalars):
/// 129 digits, the same rules as [`Scalar::non_adjacent_form_vartime`].
/// Variable time.
///
/// # Panics
///
/// If `w` is outside `2..=8`.
pub(crate) fn wnaf_u128_vartime(x: u128, w: usize) -> [i8; 129] {
    let mut out = [0i8; 129];
    wnaf_vartime(&[x as u64, (x >> 64) as u64], w, &mut out);
    out
}

/// The `w` bits of `words` (little-endian) starting at bit `pos`, bits past
/// the end read as zero. `w <= 8`.
#[inline(always)]
fn bits_at(words: &[u64], pos: usize, w: usize) -> u64 {
    let (i, off) = (pos / 64, pos % 64);
    let lo = words.get(i).copied().unwrap_or(0) >> off;
    // off > 0 whenever the window straddles two words, since w <= 8 < 64.
    let hi = if off + w > 64 {
        words.get(i + 1).copied().unwrap_or(0) << (64 - off)
    } else {
        0
    };
    (lo | hi) & ((1u64 << w) - 1)
}

/// Width-`w` NAF of the integer in `words` into `out` (least significant
/// digit first). Variable time.
///
/// Invariant of the scan: the digits written so far plus `V * 2^pos` equal
/// the input, where `V = floor(x / 2^pos) + carry`, `carry` in `{0, 1}`.
/// * `V` even: digit 0 at `pos`; the carry is unchanged (the bit at `pos`
///   equals `carry`), and `pos` advances by one.
/// * `V` odd: `window = V mod 2^w` is odd (and so `< 2^w`; it is read as the
///   next `w` bits plus `carry`). The digit is `window` if `< 2^(w-1)`, else
///   `window - 2^w` with a new carry of 1; `V - digit` is divisible by
///   `2^w`, so `pos` advances by `w`, leaving `w - 1` zero digits.
///
/// Length: for an input `< 2^n`, no digit is written past index `n`. A carry
/// out of a window at `pos` needs `window >= 2^(w-1)`, impossible when the
/// window reaches past bit `n - 1` (then `window <= 2^(n-pos) <= 2^(w-1)`
/// and it is odd), so any carry lands at a position `<= n`, where `V = 1`
/// gives the final digit. Hence `out.len() >= n + 1` suffices: 129 for
/// `u128`, 254 for scalars `< 2^253`.
fn wnaf_vartime(words: &[u64], w: usize, out: &mut [i8]) {
    assert!((2..=8).contains(&w), "NAF width must be in 2..=8");
    let width = 1u64 << w;
    let half = width >> 1;
    let mut pos = 0;
    let mut carry = 0u64;
    while pos < out.len() {
        let window = carry + bits_at(words, pos, w);
        if window & 1 == 0 {
            pos += 1;
            continue;
        }
        if window < half {
            out[pos] = window as i8;
            carry = 0;
        } else {
            out[pos] = (window as i64 - width as i64) as i8;
            carry = 1;
        }
        pos += w;
    }
    debug_assert_eq!(carry, 0, "NAF output too short for the input");
}

// ---------------------------------------------------------------------------
// Lattice halving (Pornin, eprint 2020/454).
// ---------------------------------------------------------------------------

/// Words of the largest norm: `l^2 < 2^505` needs eight.
const NW: usize = 8;

/// The state of [`lattice_halve_vartime`]: the two basis vectors (index
/// `iu` is `u`, the longer one; `iu ^ 1` is `v`), their squared norms, and
/// the inner product `p = <u, v>`.
///
/// Norms and `p` are two's complement integers of which only the low `N`
/// words are live in the phase working on `N` words (see
/// [`halve_phase`]); the vectors' coordinates are kept modulo `2^128`.
struct HalveState {
    vec: [[i128; 2]; 2],
    norm: [[u64; NW]; 2],
    p: [u64; NW],
    iu: usize,
}

/// Bit length of the nonnegative integer in the low `N` words of `x`.
#[inline(always)]
fn bitlen<const N: usize>(x: &[u64; NW]) -> u32 {
    for i in (0..N).rev() {
        if x[i] != 0 {
            return 64 * i as u32 + (64 - x[i].leading_zeros());
        }
    }
    0
}

/// `a < b` for nonnegative integers in the low `N` words.
#[inline(always)]
fn lt<const N: usize>(a: &[u64; NW], b: &[u64; NW]) -> bool {
    for i in (0..N).rev() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
    }
    false
}

/// `acc + x * 2^s` if `sub_mask == 0`, `acc - x * 2^s` if `sub_mask == !0`,
/// on the low `N` words (modulo `2^(64N)`).
///
/// Subtraction is addition of the complement plus one:
/// `acc - y = acc + !y + 1 (mod 2^(64N))`, so `y ^ sub_mask` and a carry-in
/// of `sub_mask & 1` do both without a branch on the (unpredictable) sign.
#[inline(always)]
fn add_shifted<const N: usize>(acc: &mut [u64; NW], x: &[u64; NW], s: u32, sub_mask: u64) {
    let (ws, bs) = ((s / 64) as usize, s % 64);
    let mut y = [0u64; N];
    if ws == 0 {
        // The common case (s < 64): a fixed-length, unrolled loop.
        // (x >> 1) >> (63 - bs) is x >> (64 - bs) for bs > 0, and 0 for
        // bs = 0, without a shift by 64.
        y[0] = x[0] << bs;
        for i in 1..N {
            y[i] = (x[i] << bs) | ((x[i - 1] >> 1) >> (63 - bs));
        }
    } else if ws < N {
        y[ws] = x[0] << bs;
        for i in ws + 1..N {
            y[i] = (x[i - ws] << bs) | ((x[i - ws - 1] >> 1) >> (63 - bs));
        }
    }
    let mut carry = sub_mask & 1;
    for i in 0..N {
        (acc[i], carry) = adc(acc[i], y[i] ^ sub_mask, carry);
    }
}

/// `x * 2^s` modulo `2^128` (zero for `s >= 128`).
#[inline(always)]
fn shl_i128(x: i128, s: u32) -> i128 {
    x.checked_shl(s).unwrap_or(0)
}

/// Runs the reduction loop of [`lattice_halve_vartime`] on the low `N`
/// words. Returns `Some(v)` at the exit, or `None` as soon as the longer
/// norm `Nu` fits in `64(N-1) - 1` bits: then `Nv <= Nu` and
/// `|p| <= sqrt(Nu Nv) <= Nu` do too, so the caller continues on `N - 1`
/// words (the truncated two's complement words are the same integers).
/// `Nu` and `Nv` never grow (see [`lattice_halve_vartime`]), so the phases
/// only go down. The `N = 4` phase runs to the exit.
#[inline(always)]
fn halve_phase<const N: usize>(st: &mut HalveState) -> Option<(i128, i128)> {
    /// Exit when `Nv < 2^EXIT_BITS`.
    const EXIT_BITS: u32 = 254;
    loop {
        // Step 1: make u the longer vector (a swap is a flip of `iu`).
        // (Measured: a branch-free flip by the borrow of Nu - Nv is no faster.)
        let (a, b) = (&st.norm[st.iu], &st.norm[st.iu ^ 1]);
        let mut len_nu = bitlen::<N>(a);
        let mut len_nv = bitlen::<N>(b);
        if len_nu < len_nv || (len_nu == len_nv && lt::<N>(a, b)) {
            st.iu ^= 1;
            core::mem::swap(&mut len_nu, &mut len_nv);
        }
        let iu = st.iu;
        // Step 2: exit.
        if len_nv <= EXIT_BITS {
            let v = st.vec[iu ^ 1];
            return Some((v[0], v[1]));
        }
        if N > 4 && len_nu < 64 * (N as u32 - 1) {
            return None;
        }
        // Step 3: u -= sign(p) 2^s v. `neg` is all ones when p < 0; then u
        // gets 2^s v added instead.
        let neg = ((st.p[N - 1] as i64) >> 63) as u64;
        let len_p = bitlen::<N>(&core::array::from_fn(|i| st.p[i] ^ neg));
        let s = len_p.saturating_sub(len_nv);
        let sub_mask = !neg;
        // p' = p - sign(p) 2^s Nv, and then
        // Nu' = Nu - 2^(s+1) sign(p) p + 2^(2s) Nv = Nu - sign(p) 2^s (p + p').
        let [n0, n1] = &mut st.norm;
        let (nu, nv) = if iu == 0 { (n0, n1) } else { (n1, n0) };
        let p_old = st.p;
        add_shifted::<N>(&mut st.p, nv, s, sub_mask);
        let mut t = [0u64; NW];
        let mut carry = 0;
        for i in 0..N {
            (t[i], carry) = adc(p_old[i], st.p[i], carry);
        }
        add_shifted::<N>(nu, &t, s, sub_mask);
        // (d ^ m) - m is d for m = 0 and -d for m = -1.
        let m = neg as i64 as i128;
        let [v0, v1] = st.vec[iu ^ 1];
        let u = &mut st.vec[iu];
        u[0] = u[0].wrapping_sub((shl_i128(v0, s) ^ m).wrapping_sub(m));
        u[1] = u[1].wrapping_sub((shl_i128(v1, s) ^ m).wrapping_sub(m));
    }
}

/// Lattice halving for verification (Antipa et al.), with T. Pornin's binary
/// variant of Lagrange's reduction (eprint 2020/454, with early exit).
///
/// Given `k mod l`, returns `(v0, v1)` with `v1 != 0`, `v0 ≡ v1 * k (mod l)`
/// and `v0^2 + v1^2 < 2^254`; hence `|v0|, |v1| <= 2^127 - 1`. Either may
/// be negative (take `unsigned_abs()` for [`wnaf_u128_vartime`] and negate
/// the digits or the point). Variable time: `k` must be public (it is in
/// verification).
///
/// # Algorithm
///
/// The lattice `{(x, y) : x ≡ y*k (mod l)}` has basis `u = (l, 0)`,
/// `v = (k, 1)` and determinant `l`. The loop keeps the squared norms
/// `Nu = |u|^2`, `Nv = |v|^2` and the inner product `p = <u, v>` exactly:
///
/// 1. if `Nu < Nv`, swap `u` and `v` (and `Nu`, `Nv`);
/// 2. if `Nv < 2^254`, return `v`;
/// 3. `s = max(0, len(p) - len(Nv))`; `u -= sign(p) * 2^s * v`, so
///    `Nu += 2^(2s) Nv - sign(p) 2^(s+1) p` and `p -= sign(p) 2^s Nv`.
///
/// Here `len(x)` is the bit length of `x` for `x >= 0` and of `-x - 1` for
/// `x < 0`; for `x != 0` it satisfies `2^(len(x)-1) <= |x| <= 2^len(x)`.
///
/// *The exit is always reached, before the basis is Lagrange-reduced.* A
/// reduced basis (`Nv <= Nu`, `2|p| <= Nv`) has `Nv = λ1^2 <= (2/√3) l <
/// 2^252.21` (Hermite's constant in dimension 2), which is below the exit
/// threshold. So at step 3, `2|p| > Nv` (and `p != 0`). Then step 3 strictly
/// decreases `Nu`: `Nu' = Nu - 2^(s+1)|p| + 2^(2s) Nv < Nu` iff
/// `2^(s-1) Nv < |p|`, which holds for `s = 0` by `2|p| > Nv`, and for
/// `s = len(p) - len(Nv) > 0` by `Nv < 2^len(Nv)` and
/// `|p| >= 2^(len(p)-1)`. `Nu + Nv` is a positive integer that decreases at
/// every step, so the loop ends (after about 95 steps on average for
/// random `k`).
///
/// *Sizes.* `Nu, Nv <= l^2 < 2^505` throughout (`max(Nu, Nv)` never
/// grows), and `|p| <= sqrt(Nu Nv) <= max(Nu, Nv)` (Cauchy–Schwarz), so the
/// three fit in 512-bit two's complement and are computed modulo `2^512`
/// exactly — and, as `Nu` shrinks, modulo `2^(64N)` on fewer words
/// ([`halve_phase`]). The vectors' coordinates grow large in between but
/// the returned ones are below `2^127` in absolute value, so all
/// coordinates are computed modulo `2^128` (wrapping `i128`) and the result
/// is exact.
///
/// *`v1 != 0`.* If `v1 = 0` then `v0 ≡ 0 (mod l)` and `v0 != 0` (a basis
/// vector is never zero), so `v0^2 >= l^2 > 2^254`, contradicting the exit
/// condition.
pub(crate) fn lattice_halve_vartime(k: &Scalar) -> (i128, i128) {
    let low128 = |w: &[u64; 4]| ((w[0] as u128) | ((w[1] as u128) << 64)) as i128;
    // Nv = k^2 + 1 <= (l-1)^2 + 1: no carry out of eight words.
    let mut nv = mul_wide(&k.0, &k.0);
    let mut carry = 1;
    for w in nv.iter_mut() {
        (*w, carry) = adc(*w, 0, carry);
    }
    let mut st = HalveState {
        vec: [[low128(&L), 0], [low128(&k.0), 1]],
        norm: [L_SQUARED, nv],
        p: mul_wide(&L, &k.0),
        iu: 0,
    };
    if let Some(v) = halve_phase::<8>(&mut st) {
        return v;
    }
    if let Some(v) = halve_phase::<7>(&mut st) {
        return v;
    }
    if let Some(v) = halve_phase::<6>(&mut st) {
        return v;
    }
    if let Some(v) = halve_phase::<5>(&mut st) {
        return v;
    }
    // The N = 4 phase never returns None.
    halve_phase::<4>(&mut st).unwrap_or((0, 0))
}

#[cfg(test)]
mod tests;
