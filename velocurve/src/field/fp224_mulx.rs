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
//! Montgomery's interleaved form (operand scanning):
//! four rounds, each adding one row `a b_i` (one `mulx` chain, low halves on
//! the `adcx` carry chain, high halves on the `adox` chain) into a window
//! of four words plus a fresh top word, then the reduction row `m p`, which
//! makes the low word zero, and dropping that word. What P-224's prime
//! allows:
//!
//! * `p = 1 mod 2^96`, so `-p^-1 mod 2^64 = 2^64 - 1` and the multiplier of
//!   a round is `m = -w0 mod 2^64`: one `neg`, no `imul`.
//! * `p0 = 1`: `m p0 = m` needs no multiplication; `w0 + m` is `0` or
//!   `2^64`, so one `adcx w0, m` zeroes the low word and starts the carry
//!   chain with `c = [w0 != 0]`. The reduction row is three `mulx` (by `p1
//!   = 2^64 - 2^32`, `p2 = 2^64 - 1`, `p3 = 2^32 - 1`) instead of four.
//! * `p < 2^224`, so `2p < 2^225` and a window `< 2p` fits four words: the
//!   top word of a round's sum is fresh (the zeroed low word of the round
//!   before), with no separate carry word as P-192 needs.
//!
//! The sparse form `m p = m 2^224 - m 2^96 + m` would replace the three
//! `mulx` by shifts, but its terms have both signs: a subtraction chain
//! and an addition chain over the window, each serial, against the row's
//! two interleaved chains; not written.
//!
//! The rows read `a` through one pointer and `b` and `p` through another,
//! a local copy `[b0..b3, p1, p2, p3]` (`p1` and `p3` are not encodable as
//! immediates).
//!
//! Bounds. Let `V < 2p < 2^225` be the window at the start of a round (four
//! words; `V = 0` at the start). With `a <= p - 1` and any word `b_i, m <=
//! 2^64 - 1`: `V + a b_i + m p <= 2p - 1 + (p - 1)(2^64 - 1) + (2^64 - 1)
//! p < 2^64 (2p) < 2^289`, five words, so neither chain carries out of the
//! top word (every partial sum is at most the total), and after the exact
//! division by `2^64` the window is again `< 2p`. After four rounds `V =
//! (a b + M p) / R` for the `M < R` the rounds chose, `V = a b R^-1 mod p`
//! and `V < 2p`, **for `a < p` and any four-word `b`**; one conditional
//! subtraction of `p` (computed always, kept by `cmov` on the borrow: `V <
//! 2^256`, so the borrow alone says `V < p`) gives `V - p` or `V`, `< p`.
//! The squaring is the multiplication of `a` by itself.
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
//! `shl`/`shr`/`and` by constants, `xor` and `cmov`/`test`: no branch, no
//! secret-dependent address, no variable-latency instruction. The `asm!`
//! blocks need BMI2 (`mulx`) and ADX (`adcx`/`adox`); this type's
//! operations are only reached through the engines of [`crate::engine`]'s
//! x86 module, which are built from the detection token
//! [`crate::backend::cpu::Mulx`] (or one containing it) and run inside
//! `#[target_feature(enable = "bmi2,adx")]` functions, so the instructions
//! exist wherever they run; the tests check the token first. Every block is
//! `pure`, reads memory only through shared references to `[u64; 4]` and
//! `[u64; 7]` (`readonly`) or not at all (`nomem`), and uses no stack.

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

/// One round of the multiplication (module documentation) on the window
/// `$x0..$x3` with the fresh (zero) top word `$x4`: `rdx = b_i` (at
/// `[{bp} + $bi]`); the row `a b_i` into `$x0..$x4`; `m = -$x0`; the row
/// `m p` (`p1, p2, p3` at `[{bp} + 32]`), which makes `$x0` zero. The new
/// window is `$x1..$x4`; `$x0` is zero afterwards and is the next round's
/// top word.
#[rustfmt::skip]
macro_rules! p224_round {
    ($bi:literal, $x0:literal, $x1:literal, $x2:literal, $x3:literal, $x4:literal) => { concat!(
        // The row a b_i.
        "mov rdx, [{bp} + ", $bi, "]\n",
        "xor {hi:e}, {hi:e}\n",          // CF = OF = 0
        "mulx {hi}, {lo}, [{a}]\n",      "adcx ", $x0, ", {lo}\n", "adox ", $x1, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 8]\n",  "adcx ", $x1, ", {lo}\n", "adox ", $x2, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 16]\n", "adcx ", $x2, ", {lo}\n", "adox ", $x3, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 24]\n", "adcx ", $x3, ", {lo}\n", "adox ", $x4, ", {hi}\n",
        "adc ", $x4, ", 0\n",            // the CF chain's carry; no carry out
        // m = -x0 mod 2^64.
        "mov rdx, ", $x0, "\n",
        "neg rdx\n",
        // The row m p: x0 + m p0 = x0 + m = 0 or 2^64.
        "xor {hi:e}, {hi:e}\n",          // CF = OF = 0
        "adcx ", $x0, ", rdx\n",         // x0 = 0; CF = [x0 != 0]
        "mulx {hi}, {lo}, [{bp} + 32]\n", "adcx ", $x1, ", {lo}\n", "adox ", $x2, ", {hi}\n",
        "mulx {hi}, {lo}, [{bp} + 40]\n", "adcx ", $x2, ", {lo}\n", "adox ", $x3, ", {hi}\n",
        "mulx {hi}, {lo}, [{bp} + 48]\n", "adcx ", $x3, ", {lo}\n", "adox ", $x4, ", {hi}\n",
        "adcx ", $x4, ", ", $x0, "\n",   // the window stays < 2p: no carry out
    ) };
}

/// `a b R^-1 mod p`, `< p`, for `a < p` and any four-word `b` (module
/// documentation).
#[inline(always)]
fn mul_ref(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let bp: [u64; 7] = [b[0], b[1], b[2], b[3], P[1], P[2], P[3]];
    let (r0, r1, r2, r4): (u64, u64, u64, u64);
    // SAFETY: reads the 32 bytes behind `a` and the 56 bytes of the local
    // `bp` (valid, aligned), writes only the declared registers;
    // `mulx`/`adcx`/`adox` are available (this type's operations run only
    // where BMI2 and ADX are: module documentation).
    unsafe {
        asm!(
            "xor {r0:e}, {r0:e}",
            "xor {r1:e}, {r1:e}",
            "xor {r2:e}, {r2:e}",
            "xor {r3:e}, {r3:e}",
            "xor {r4:e}, {r4:e}",
            p224_round!("0", "{r0}", "{r1}", "{r2}", "{r3}", "{r4}"),
            p224_round!("8", "{r1}", "{r2}", "{r3}", "{r4}", "{r0}"),
            p224_round!("16", "{r2}", "{r3}", "{r4}", "{r0}", "{r1}"),
            p224_round!("24", "{r3}", "{r4}", "{r0}", "{r1}", "{r2}"),
            // V = r4, r0, r1, r2 (< 2p < 2^256); r3 is zero, and a, bp,
            // lo, hi, rdx are free. V - p into lo, a, hi, bp (p1 in rdx,
            // p3 in r3), kept unless the borrow says V < p.
            "mov rdx, 0xffffffff00000000",
            "mov {r3:e}, 0xffffffff",
            "mov {lo}, {r4}",
            "sub {lo}, 1",
            "mov {a}, {r0}",
            "sbb {a}, rdx",
            "mov {hi}, {r1}",
            "sbb {hi}, -1",
            "mov {bp}, {r2}",
            "sbb {bp}, {r3}", // CF iff V < p
            "cmovnc {r4}, {lo}",
            "cmovnc {r0}, {a}",
            "cmovnc {r1}, {hi}",
            "cmovnc {r2}, {bp}",
            a = inout(reg) a.as_ptr() => _,
            bp = inout(reg) bp.as_ptr() => _,
            r0 = out(reg) r0,
            r1 = out(reg) r1,
            r2 = out(reg) r2,
            r3 = out(reg) _,
            r4 = out(reg) r4,
            lo = out(reg) _,
            hi = out(reg) _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r4, r0, r1, r2]
}

/// `a^2 R^-1 mod p`, `< p`, for `a < p`: the multiplication (module
/// documentation).
#[inline(always)]
fn square_ref(a: &[u64; 4]) -> [u64; 4] {
    mul_ref(a, a)
}

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
