//! GF(p) of secp256k1, `p = 2^256 - c`, `c = 2^32 + 977 = 0x1000003d1`,
//! with `mulx`, `adcx` and `adox` (x86-64 with BMI2 and ADX): the field of
//! the `mulx64`, `avx2` and `ifma` backends for secp256k1.
//!
//! # Representation and invariant
//!
//! Four little-endian words, **any integer `< 2^256`**, standing for its
//! value mod `p` (as [`super::fe64`] keeps GF(2^255 - 19) modulo `2^256 -
//! 38`): since `2^256 = c (mod p)`, every carry out of the top word is
//! worth `c`. Elements become canonical (`< p`) only in `to_bytes`,
//! `invert` and the comparisons (which go through `to_bytes`). Not the
//! Montgomery form of the portable `Fp`: the curve's constants and table
//! words are used as they are.
//!
//! # Multiplication
//!
//! The 512-bit product `H 2^256 + L` is [`super::fe64`]'s (one `mulx` row
//! per word, two carry chains; the dedicated squaring computes the cross
//! products once). The reduction folds `H` by `c`:
//!
//! * `L + c H`: each `c h_i < 2^97` is split by `mulx` into a low word (CF
//!   chain, into `l_i`) and a high word `< 2^33` (OF chain, into `l_{i+1}`,
//!   the last into a fifth word). The fifth word `t = hi(c h_3) + CF + OF <=
//!   2^33 + 1`.
//! * `t 2^256 = t c`, `< 2^67`: its two words are added into words 0 and
//!   1 and the carry rippled; a carry out of word 3 (worth `c` again) is
//!   added as `c` masked by the carry. After that carry the value was `<
//!   2^67`, so adding `c` cannot carry again. The result is `< 2^256`.
//!
//! # Addition, subtraction, negation
//!
//! `a + b`: a carry out is worth `c`, added back; a second carry means the
//! sum wrapped to below `c`, and a third addition of `c` cannot carry.
//! `a - b`: a borrow is worth `-c`, subtracted; a second borrow means the
//! difference was below `c` and wrapped to at least `2^256 - c`, from which
//! `c` comes off without a borrow. `-a = 0 - a`.
//!
//! # Canonical form, inversion
//!
//! For `v < 2^256 < 2p`: `v + c` carries out exactly when `v >= p`, and
//! then its low 256 bits are `v - p`; `cmov` keeps them. The inverse is
//! the generic constant-time safegcd ([`super::safegcd`]) of the canonical
//! value.
//!
//! # Constant time and safety
//!
//! Only `mov`, `add`/`adc`/`adcx`/`adox`/`sub`/`sbb`, `mulx`, `and` and
//! `cmov`: no branch, no secret-dependent address, no variable-latency
//! instruction. The `asm!` blocks need BMI2 and ADX; this type's
//! operations are only reached through the engines of [`crate::engine`]'s
//! x86 module, built from the detection token [`crate::backend::cpu::Mulx`]
//! (or one containing it); the tests check the token first. Every block is
//! `pure`, reads memory only through shared references to `[u64; 4]`
//! (`readonly`) or not at all (`nomem`), and uses no stack.

use super::fe64::{clr, mul_body, mul_row, square_body, zreg, zsrc};
use super::fp::{Fp, PrimeParams, le_bytes_from_words, words_from_le_bytes};
use super::primes::Secp256k1Base;
use super::safegcd;
use super::{Encoding, Field};
use core::arch::asm;
use subtle::{Choice, CtOption};
use zeroize::Zeroize;

/// The portable field of the same prime (its safegcd modulus and its
/// canonical check).
type Portable = Fp<Secp256k1Base, 4>;

/// `c = 2^256 - p`.
const C: u64 = 0x1_0000_03d1;

const _: () = {
    let p = <Secp256k1Base as PrimeParams<4>>::P;
    assert!(p[0] == C.wrapping_neg() && p[1] == u64::MAX && p[2] == u64::MAX && p[3] == u64::MAX);
};

/// An element of GF(p) of secp256k1: four words, any value `< 2^256` (see
/// the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub(crate) struct Fp256k1Mulx(pub(crate) [u64; 4]);

/// The fold of the product `{r0}`..`{r7}` into `{r0}`..`{r3}` (`< 2^256`,
/// congruent mod `p`; bounds in the module documentation). Clobbers `rdx`
/// (which holds `c` at the end), `$t` (a free register), `{r4}`..`{r6}`,
/// flags; `{r5}` is the zero of the `plain` mode, then `c t`'s low word.
#[rustfmt::skip]
macro_rules! k1_reduce {
    ($m:ident, $t:literal) => { concat!(
        "mov rdx, 0x1000003d1\n",
        clr!($m, $t),
        "mulx {r4}, ", $t, ", {r4}\n", "adcx {r0}, ", $t, "\n", "adox {r1}, {r4}\n",
        "mulx {r5}, ", $t, ", {r5}\n", "adcx {r1}, ", $t, "\n", "adox {r2}, {r5}\n",
        "mulx {r6}, ", $t, ", {r6}\n", "adcx {r2}, ", $t, "\n", "adox {r3}, {r6}\n",
        "mulx {r4}, ", $t, ", {r7}\n", "adcx {r3}, ", $t, "\n", // r4 = hi(c h3) < 2^33
        zsrc!($m, "{r5:e}"),
        "adox {r4}, ", zreg!($m, "{r5}"), "\n",
        "adcx {r4}, ", zreg!($m, "{r5}"), "\n",  // t = r4 <= 2^33 + 1
        "mulx {r6}, {r5}, {r4}\n",                  // t c < 2^67: r6 <= 7
        "add {r0}, {r5}\n",
        "adc {r1}, {r6}\n",
        "adc {r2}, 0\n",
        "adc {r3}, 0\n",
        "sbb {r5}, {r5}\n",                         // carry: worth c
        "and {r5}, rdx\n",
        "add {r0}, {r5}\n",
        "adc {r1}, 0\n",
        "adc {r2}, 0\n",
        "adc {r3}, 0\n",                            // cannot carry (module documentation)
    ) };
}

/// `a b mod p`, `< 2^256`, for any `a`, `b < 2^256` (through references).
#[inline(always)]
fn mul_ref(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let (r0, r1, r2, r3): (u64, u64, u64, u64);
    // SAFETY: reads the 32 bytes behind the two references (valid, aligned
    // `[u64; 4]`), writes only the declared registers; `mulx`/`adcx`/`adox`
    // are available (this type's operations run only where BMI2 and ADX
    // are: module documentation).
    unsafe {
        asm!(
            mul_body!(plain, "{a}", "{b}", "{a}"),
            k1_reduce!(plain, "{b}"),
            a = inout(reg) a => _,
            b = inout(reg) b => _,
            r0 = out(reg) r0,
            r1 = out(reg) r1,
            r2 = out(reg) r2,
            r3 = out(reg) r3,
            r4 = out(reg) _,
            r5 = out(reg) _,
            r6 = out(reg) _,
            r7 = out(reg) _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a^2 mod p`, `< 2^256`, for any `a < 2^256` (through a reference).
#[inline(always)]
fn square_ref(a: &[u64; 4]) -> [u64; 4] {
    let (r0, r1, r2, r3): (u64, u64, u64, u64);
    // SAFETY: as in `mul_ref`: reads the referenced `[u64; 4]`, writes only
    // declared registers; BMI2/ADX are available.
    unsafe {
        asm!(
            square_body!("{a}"),
            k1_reduce!(plain, "{t0}"),
            a = in(reg) a,
            r0 = out(reg) r0,
            r1 = out(reg) r1,
            r2 = out(reg) r2,
            r3 = out(reg) r3,
            r4 = out(reg) _,
            r5 = out(reg) _,
            r6 = out(reg) _,
            r7 = out(reg) _,
            t0 = out(reg) _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a + b mod p`, any inputs `< 2^256`, output `< 2^256`.
#[inline(always)]
fn add_regs(a: [u64; 4], b: [u64; 4]) -> [u64; 4] {
    let [mut r0, mut r1, mut r2, mut r3] = a;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "add {r0}, {b0}",
            "adc {r1}, {b1}",
            "adc {r2}, {b2}",
            "adc {r3}, {b3}",
            // A carry is worth c.
            "sbb {t}, {t}",
            "and {t}, {c}",
            "add {r0}, {t}",
            "adc {r1}, 0",
            "adc {r2}, 0",
            "adc {r3}, 0",
            // A second carry: the words wrapped to below c; once more
            // cannot carry.
            "sbb {t}, {t}",
            "and {t}, {c}",
            "add {r0}, {t}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = in(reg) b[0],
            b1 = in(reg) b[1],
            b2 = in(reg) b[2],
            b3 = in(reg) b[3],
            c = in(reg) C,
            t = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a - b mod p`, any inputs `< 2^256`, output `< 2^256`.
#[inline(always)]
fn sub_regs(a: [u64; 4], b: [u64; 4]) -> [u64; 4] {
    let [mut r0, mut r1, mut r2, mut r3] = a;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "sub {r0}, {b0}",
            "sbb {r1}, {b1}",
            "sbb {r2}, {b2}",
            "sbb {r3}, {b3}",
            // A borrow is worth -c.
            "sbb {t}, {t}",
            "and {t}, {c}",
            "sub {r0}, {t}",
            "sbb {r1}, 0",
            "sbb {r2}, 0",
            "sbb {r3}, 0",
            // A second borrow: the words were below c and wrapped to at
            // least 2^256 - c; c comes off once more without a borrow.
            "sbb {t}, {t}",
            "and {t}, {c}",
            "sub {r0}, {t}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = in(reg) b[0],
            b1 = in(reg) b[1],
            b2 = in(reg) b[2],
            b3 = in(reg) b[3],
            c = in(reg) C,
            t = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// The canonical value (`< p`) of any `v < 2^256`: `v + c` carries out
/// exactly when `v >= p`, and its low words are then `v - p`.
#[inline(always)]
fn canonical(v: [u64; 4]) -> [u64; 4] {
    let [mut r0, mut r1, mut r2, mut r3] = v;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "mov {t0}, {r0}",
            "mov {t1}, {r1}",
            "mov {t2}, {r2}",
            "mov {t3}, {r3}",
            "add {t0}, {c}",
            "adc {t1}, 0",
            "adc {t2}, 0",
            "adc {t3}, 0",
            "cmovc {r0}, {t0}",
            "cmovc {r1}, {t1}",
            "cmovc {r2}, {t2}",
            "cmovc {r3}, {t3}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            t0 = out(reg) _,
            t1 = out(reg) _,
            t2 = out(reg) _,
            t3 = out(reg) _,
            c = in(reg) C,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

super::fe64::cmov_select!(4: [r0 b0 0, r1 b1 1, r2 b2 2, r3 b3 3]);

impl Zeroize for Fp256k1Mulx {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

impl Fp256k1Mulx {
    /// The element of the integer `w < p`, at compile time (the curve's
    /// constants): the words themselves.
    pub(crate) const fn from_canonical_words_const(w: [u64; 4]) -> Self {
        Fp256k1Mulx(w)
    }

    /// The element `w mod p` for any words (every `w < 2^256` is a
    /// representative).
    #[inline(always)]
    pub(crate) fn from_words_reduced(w: &[u64; 4]) -> Self {
        Fp256k1Mulx(*w)
    }

    /// The canonical value (`< p`).
    #[inline(always)]
    pub(crate) fn to_canonical_words(self) -> [u64; 4] {
        canonical(self.0)
    }
}

impl Field for Fp256k1Mulx {
    type Bytes = [u8; 32];

    const ZERO: Self = Fp256k1Mulx([0; 4]);
    const ONE: Self = Fp256k1Mulx([1, 0, 0, 0]);

    /// Rejects (in constant time) any integer `>= p`.
    #[inline]
    fn from_canonical_bytes(bytes: &[u8; 32]) -> CtOption<Self> {
        let w = words_from_le_bytes::<4>(bytes);
        CtOption::new(Fp256k1Mulx(w), Portable::MONT.is_canonical(&w))
    }

    #[inline]
    fn to_bytes(&self) -> [u8; 32] {
        let mut out = <[u8; 32] as Encoding>::ZERO;
        le_bytes_from_words(&self.to_canonical_words(), &mut out);
        out
    }

    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        Fp256k1Mulx(add_regs(self.0, rhs.0))
    }

    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        Fp256k1Mulx(sub_regs(self.0, rhs.0))
    }

    #[inline(always)]
    fn neg(&self) -> Self {
        Fp256k1Mulx(sub_regs([0; 4], self.0))
    }

    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        Fp256k1Mulx(mul_ref(&self.0, &rhs.0))
    }

    #[inline(always)]
    fn square(&self) -> Self {
        Fp256k1Mulx(square_ref(&self.0))
    }

    /// safegcd of the canonical value; `0` gives `0`.
    #[inline]
    fn invert(&self) -> Self {
        Fp256k1Mulx(safegcd::invert(
            &self.to_canonical_words(),
            &Portable::MONT.inv,
        ))
    }

    /// As [`Self::invert`], by [`safegcd::invert_vartime`].
    #[inline]
    fn invert_vartime(&self) -> Self {
        Fp256k1Mulx(safegcd::invert_vartime(
            &self.to_canonical_words(),
            &Portable::MONT.inv,
        ))
    }

    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        Fp256k1Mulx(select_regs(a.0, b.0, choice))
    }

    #[inline(always)]
    fn or_masked(&mut self, e: &Self, mask: u64) {
        for (a, b) in self.0.iter_mut().zip(e.0.iter()) {
            *a |= b & mask;
        }
    }

    /// Any stored value `< 2^256` halves to one `< 2^256`
    /// ([`super::fp::half_words`]).
    #[inline(always)]
    fn half(&self) -> Self {
        Fp256k1Mulx(super::fp::half_words(&self.0, &Portable::MONT.p))
    }
}

#[cfg(test)]
mod tests;
