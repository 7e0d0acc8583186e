//! GF(p) of P-224, `p = 2^224 - 2^96 + 1`, with `mulx`, `adcx` and `adox`
//! (x86-64 with BMI2 and ADX): the field of the `mulx64`, `avx2` and
//! `ifma` backends for P-224.
//!
//! Measurements: `docs/PERFORMANCE-HISTORY.md` (field and API timings)
//! and `docs/results/`.
//!
//! # Representation and invariant
//!
//! **The same as the portable [`FpP224`]'s** (`Fp<P224Base, 4>`, the CIOS
//! field of [`super::fp`]): an element `x` is stored as the four
//! little-endian words of `x R mod p`, `R = 2^256`, and **the stored
//! integer is fully reduced, `< p`**, in and out of every operation. So the
//! words of an [`Fp224Mulx`] and of an [`FpP224`] holding the same element
//! are identical: the curve constants, the generated comb table and every
//! encoding (28 bytes: the top half word of a value `< p` is zero) are
//! shared bit for bit, and the tests compare the two fields word for word.
//!
//! # Multiplication
//!
//! Separated, as [`super::fp256_mulx`]'s: the 512-bit product `T = a b`
//! is [`super::fe64`]'s (one `mulx` row per word of `a`, low halves on the
//! `adcx` chain, high halves on the `adox` chain; the dedicated squaring
//! computes the six cross products once and doubles them), then
//! Montgomery's reduction of the low half `L` of `T = H 2^256 + L`, word
//! by word, with what P-224's prime allows:
//!
//! * `p = 1 mod 2^96`, so `-p^-1 mod 2^64 = 2^64 - 1` and the multiplier
//!   of a step is `m = -w0 mod 2^64`: one `neg`, no `imul`.
//! * `m p = m 2^224 - m 2^96 + m`, so with the window `W = (w0, .., w3)`:
//!   `w0 + m` is `0` with the carry `c = [w0 != 0]`, and `(W + m p) / 2^64
//!   = (w1, w2, w3) + c + m 2^160 - m 2^32`. With `s = m << 32` (mod
//!   `2^64`) and `h = m >> 32`, both from one `mulx` by `2^32` (two shifts
//!   would run on the two ports every carry chain needs), `m 2^160` is `s`
//!   and `h` at words 2 and 3 and `m 2^32` is `s` and `h` at words 0 and
//!   1: one addition chain (`c`, then `s` and `h` into the top two words,
//!   the top one fresh) and one subtraction chain.
//!
//! Bounds: if `W < 2^256` then `(W + m p) / 2^64 < 2^192 + p < 2^256`, so
//! every window fits four words; the addition chain's partial sum is at
//! most `W / 2^64 + 1 + m 2^160 < 2^256` and the subtraction chain's
//! result is the (non-negative) total, so neither leaves the four words.
//! After four steps `U = (L + M p) / 2^256 <= p` for the `M < 2^256` the
//! steps chose (`L + M p < 2^256 (p + 1)`), and `H <= p - 1` **for `a <
//! p` and any four-word `b`** (`a b < p 2^256`), so `S = H + U < 2p <
//! 2^256`: no carry bit; one conditional subtraction of `p` (computed
//! always, kept by `cmov` unless its borrow says `S < p`) gives `S - p` or
//! `S`, `< p`, congruent to `a b R^-1`.
//!
//! Measurements (old against new, the field's chains): `docs/NIST.md`
//! and `docs/results/`.
//!
//! # Addition, subtraction, negation
//!
//! `a + b < 2p < 2^226` (four words, no carry out), minus `p` kept by
//! `cmov` on the borrow of `S - p`; `a - b` in `(-p, p)`, plus `p` masked
//! by the borrow (words `mask & 1`, `mask << 32`, `mask`, `mask >> 32`),
//! dropping the carry out: `a - b + p` in `(0, p)`; `-a = 0 - a`.
//!
//! # Inversion
//!
//! The generic constant-time safegcd of [`super::safegcd`] on the stored
//! words, as [`FpP224`]'s: it gives `(x R)^-1`, and one multiplication by
//! `R^3` gives `x^-1 R`.
//!
//! # Constant time and safety
//!
//! Only `mov`, `add`/`adc`/`adcx`/`adox`/`sub`/`sbb`/`neg`, `mulx`,
//! `shl`/`shr`/`and`/`not` by constants, `xor` and `cmov`/`test`: no
//! branch, no secret-dependent address, no variable-latency instruction. The `asm!`
//! blocks need BMI2 (`mulx`) and ADX (`adcx`/`adox`); this type's
//! operations are only reached through the engines of [`crate::engine`]'s
//! x86 module, which are built from the detection token
//! [`crate::backend::cpu::Mulx`] (or one containing it) and run inside
//! `#[target_feature(enable = "bmi2,adx")]` functions, so the instructions
//! exist wherever they run; the tests check the token first. Every block is
//! `pure`, reads memory only through shared references to `[u64; 4]` and
//! the constant `STEP` (`readonly`) or not at all (`nomem`), and uses no
//! stack.

use super::fe64::{clr, mul_body, mul_row, square_body, zreg, zsrc};
use super::fp::{Fp, words_from_le_bytes};
use super::safegcd;
use super::{Encoding, Field};
use crate::field::primes::P224Base;
use core::arch::asm;
use subtle::{Choice, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

/// The portable field of P-224, whose words this type shares.
pub(crate) type FpP224 = Fp<P224Base, 4>;

/// `p`, little-endian words: `[1, 2^64 - 2^32, 2^64 - 1, 2^32 - 1]`.
const P: [u64; 4] = FpP224::MONT.p;
/// `R^2 mod p`: into the Montgomery form.
const R2: [u64; 4] = FpP224::MONT.r2;
/// `R^3 mod p`: corrects the safegcd inverse.
const R3: [u64; 4] = FpP224::MONT.r3;

const _: () = {
    assert!(P[0] == 1 && P[1] == 0xffff_ffff_0000_0000);
    assert!(P[2] == u64::MAX && P[3] == 0xffff_ffff);
    // -p^-1 mod 2^64 = 2^64 - 1: the reduction multiplier is -w0.
    assert!(FpP224::MONT.p_inv == u64::MAX);
};

/// An element of GF(p) of P-224 in Montgomery form, the stored words `< p`
/// (see the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub(crate) struct Fp224Mulx(pub(crate) [u64; 4]);

/// `2^32`, the factor of a reduction step's `mulx` (read from memory).
static STEP: [u64; 1] = [1 << 32];

/// One step of the reduction on the window `$w0..$w3` (module
/// documentation): `m = -$w0` (in `rdx`), `$h:$s = m 2^32` (one `mulx`:
/// `$s = m << 32`, `$h = m >> 32`, the factor from [`STEP`] at `{k}`);
/// `$w0 + m` is 0 with the carry `c = [$w0 != 0]`, which starts the
/// addition chain `(w1, w2, w3, 0) + c + (0, 0, s, h)` (`m 2^160`; the top
/// word in `$w0`), then the subtraction chain `- (s, h, 0, 0)` (`m 2^32`).
/// The new window is `$w1, $w2, $w3, $w0`; neither chain leaves the four
/// words (the window stays `< 2^256`, and the total is not negative).
#[rustfmt::skip]
macro_rules! p224_step {
    ($w0:literal, $w1:literal, $w2:literal, $w3:literal,
     $h:literal, $s:literal) => { concat!(
        "mov rdx, ", $w0, "\n",
        "neg rdx\n",
        "mulx ", $h, ", ", $s, ", qword ptr [rip + {k}]\n",
        "add ", $w0, ", rdx\n",         // 0, CF = c
        "adc ", $w1, ", 0\n",
        "adc ", $w2, ", 0\n",
        "adc ", $w3, ", ", $s, "\n",
        "adc ", $w0, ", ", $h, "\n",
        "sub ", $w1, ", ", $s, "\n",
        "sbb ", $w2, ", ", $h, "\n",
        "sbb ", $w3, ", 0\n",
        "sbb ", $w0, ", 0\n",
    ) };
}

/// The Montgomery reduction of the product `{r0}`..`{r7}` (`T = H 2^256 +
/// L`, `H = {r4}..{r7}`): `{r4}`..`{r7}` `= T R^-1 mod p`, `< p`, for `T <
/// p 2^256` (module documentation). Four steps on `L` leave `U` in `{r0}`
/// .. `{r3}`; then `S = H + U < 2p < 2^256` and `S - p` in `{r0}` ..
/// `{r3}` (`p0 = 1`, `p2 = -1` as immediates, `p3 = 2^32 - 1` in `$k`
/// and then `p1 = !p3`), kept by `cmov` unless its borrow says `S < p`.
/// `$m`, `$s`, `$k` are registers the product no longer needs. Clobbers
/// `{r0}`..`{r3}`, `$m`, `$s`, `$k`, `rdx`, flags.
#[rustfmt::skip]
macro_rules! p224_reduce {
    ($m:literal, $s:literal, $k:literal, $k32:literal) => { concat!(
        p224_step!("{r0}", "{r1}", "{r2}", "{r3}", $m, $s),
        p224_step!("{r1}", "{r2}", "{r3}", "{r0}", $m, $s),
        p224_step!("{r2}", "{r3}", "{r0}", "{r1}", $m, $s),
        p224_step!("{r3}", "{r0}", "{r1}", "{r2}", $m, $s),
        // S = H + U (no carry out: S < 2p < 2^225).
        "add {r4}, {r0}\n",
        "adc {r5}, {r1}\n",
        "adc {r6}, {r2}\n",
        "adc {r7}, {r3}\n",
        // S - p.
        "mov {r0}, {r4}\n",
        "mov {r1}, {r5}\n",
        "mov {r2}, {r6}\n",
        "mov {r3}, {r7}\n",
        "mov ", $k32, ", 0xffffffff\n",
        "sub {r0}, 1\n",
        "not ", $k, "\n",
        "sbb {r1}, ", $k, "\n",
        "not ", $k, "\n",
        "sbb {r2}, -1\n",
        "sbb {r3}, ", $k, "\n",        // CF iff S < p
        "cmovnc {r4}, {r0}\n",
        "cmovnc {r5}, {r1}\n",
        "cmovnc {r6}, {r2}\n",
        "cmovnc {r7}, {r3}\n",
    ) };
}

super::fp256_mulx::mulx_mul_square_4!(
    p224_reduce("{a}", "{b}", "{t0}", "{t0:e}"),
    p224_reduce("{a}", "{t1}", "{t0}", "{t0:e}");
    k = sym STEP,
);

/// `a + b mod p` for `a, b < p`: `S = a + b < 2p < 2^256`, then `S - p`
/// kept by `cmov` unless its borrow says `S < p`.
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
            "mov {b0}, {r0}",
            "sub {b0}, 1",
            "mov {b1}, {r1}",
            "sbb {b1}, {p1}",
            "mov {b2}, {r2}",
            "sbb {b2}, -1",
            "mov {b3}, {r3}",
            "sbb {b3}, {p3}", // CF iff S < p
            "cmovnc {r0}, {b0}",
            "cmovnc {r1}, {b1}",
            "cmovnc {r2}, {b2}",
            "cmovnc {r3}, {b3}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = inout(reg) b[2] => _,
            b3 = inout(reg) b[3] => _,
            p1 = in(reg) P[1],
            p3 = in(reg) P[3],
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a - b mod p` for `a, b < p`: on a borrow the words hold `a - b +
/// 2^256`, and adding `p` (masked by the borrow: words `mask & 1`, `mask <<
/// 32`, `mask`, `mask >> 32`) and dropping the carry out gives `a - b + p`
/// in `(0, p)`; without a borrow `a - b` is in `[0, p)` and the mask is 0.
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
            "sbb {b0}, {b0}", // mask: all ones iff a < b
            "mov {b1}, {b0}",
            "shl {b1}, 32",
            "mov {b2}, {b0}",
            "shr {b2}, 32",
            "mov {b3}, {b0}",
            "and {b3}, 1",
            "add {r0}, {b3}",
            "adc {r1}, {b1}",
            "adc {r2}, {b0}",
            "adc {r3}, {b2}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = inout(reg) b[2] => _,
            b3 = inout(reg) b[3] => _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

super::fe64::cmov_select!(4: [r0 b0 0, r1 b1 1, r2 b2 2, r3 b3 3]);

super::fp256_mulx::mulx_montgomery_field!(Fp224Mulx, FpP224, 4, 28, const);

#[cfg(test)]
mod tests;
