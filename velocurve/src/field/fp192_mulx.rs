//! GF(p) of P-192, `p = 2^192 - 2^64 - 1`, with `mulx`, `adcx` and `adox`
//! (x86-64 with BMI2 and ADX): the field of the `mulx64`, `avx2` and
//! `ifma` backends for P-192.
//!
//! Measurements: `docs/PERFORMANCE-HISTORY.md` (field and API timings)
//! and `docs/results/`.
//!
//! # Representation and invariant
//!
//! **The same as the portable [`FpP192`]'s** (`Fp<P192Base, 3>`, the CIOS
//! field of [`super::fp`]): an element `x` is stored as the three
//! little-endian words of `x R mod p`, `R = 2^192`, and **the stored
//! integer is fully reduced, `< p`**, in and out of every operation. So the
//! words of an [`Fp192Mulx`] and of an [`FpP192`] holding the same element
//! are identical: the curve constants, the generated comb table and every
//! encoding are shared bit for bit, and the tests compare the two fields
//! word for word.
//!
//! # Multiplication
//!
//! Montgomery's interleaved form (operand scanning):
//! three rounds, each adding one row `a b_i` (one `mulx` chain, low halves
//! on the `adcx` carry chain, high halves on the `adox` chain) into a
//! window of four words plus a carry word, then the reduction row `m p`,
//! which makes the low word zero, and dropping that word. What P-192's
//! prime allows:
//!
//! * `p = -1 mod 2^64`, so `-p^-1 mod 2^64 = 1`: the multiplier of a round
//!   is the low window word itself, `m = w0`; no multiplication to find it.
//! * `m p = m 2^192 - m 2^64 - m`: with the window `W = (w0, .., w3, y)`,
//!   `w0 - m = 0` exactly, and `(W + m p) / 2^64 = (w1, w2, w3, y) + m
//!   (2^128 - 1)`. The three words of `m (2^128 - 1)` are `(-m, -c, m -
//!   c) mod 2^64` with `c = [m != 0]` (for `m >= 1` it is `(m - 1) 2^128 +
//!   (2^64 - 1) 2^64 + (2^64 - m)`; for `m = 0` all three are 0): `neg`
//!   gives `-m` and `c` in the carry flag, `sbb u, u` gives `-c`, `sbb m, 0`
//!   gives `m - c`. So the reduction row is no `mulx` at all: seven
//!   instructions and one addition chain.
//!
//! Bounds. Let `V < 2p` be the window at the start of a round (four words,
//! the top one 0 or 1; `V = 0` at the start). With `a <= p - 1` and any
//! word `b_i, m <= 2^64 - 1`: `V + a b_i < 2p + (p - 1)(2^64 - 1) < 2^257`
//! (five words, the top one `<= 1`: the carry word `y`), and `V + a b_i +
//! m p <= 2p - 1 + (p - 1)(2^64 - 1) + (2^64 - 1) p < 2^64 (2p)`, so after
//! the exact division by `2^64` the window is again `< 2p`; `m (2^128 -
//! 1)` is nonnegative and the sum fits, so no chain carries out of `y`.
//! After three rounds `V = (a b + M p) / R` for the `M < R` the rounds
//! chose, `V = a b R^-1 mod p` and `V < 2p`, **for `a < p` and any
//! three-word `b`**; one conditional subtraction of `p` (computed always,
//! kept by `cmov` on the borrow, which includes the top bit) gives `V - p`
//! or `V`, `< p`. The squaring is the multiplication of `a` by itself (a
//! dedicated squaring saves three of nine `mulx` but adds the doubling
//! chain; not written).
//!
//! # Addition, subtraction, negation
//!
//! `a + b < 2p` (three words and a carry bit), minus `p` kept by `cmov` on
//! the borrow of `S - p` (with the carry bit; `p`'s words are the
//! immediates `-1`, `-2`, `-1`); `a - b` in `(-p, p)`, plus `p` masked by
//! the borrow (words `mask`, `2 mask`, `mask`), dropping the carry out:
//! `a - b + p` in `(0, p)`; `-a = 0 - a`.
//!
//! # Inversion
//!
//! The generic constant-time safegcd of [`super::safegcd`] on the stored
//! words, as [`FpP192`]'s: it gives `(x R)^-1`, and one multiplication by
//! `R^3` gives `x^-1 R`.
//!
//! # Constant time and safety
//!
//! Only `mov`, `add`/`adc`/`adcx`/`adox`/`sub`/`sbb`/`neg`, `mulx`, `lea`,
//! `xor` and `cmov`/`test`: no branch, no secret-dependent address, no
//! variable-latency instruction. The `asm!` blocks need BMI2 (`mulx`) and
//! ADX (`adcx`/`adox`); this type's operations are only reached through the
//! engines of [`crate::engine`]'s x86 module, which are built from the
//! detection token [`crate::backend::cpu::Mulx`] (or one containing it)
//! and run inside `#[target_feature(enable = "bmi2,adx")]` functions, so
//! the instructions exist wherever they run; the tests check the token
//! first. Every block is `pure`, reads memory only through shared
//! references to `[u64; 3]` (`readonly`) or not at all (`nomem`), and uses
//! no stack.

use super::fp::{Fp, words_from_le_bytes};
use super::safegcd;
use super::{Encoding, Field};
use crate::field::primes::P192Base;
use core::arch::asm;
use subtle::{Choice, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

/// The portable field of P-192, whose words this type shares.
pub(crate) type FpP192 = Fp<P192Base, 3>;

/// `p`, little-endian words: `[2^64 - 1, 2^64 - 2, 2^64 - 1]`.
const P: [u64; 3] = FpP192::MONT.p;
/// `R^2 mod p`: into the Montgomery form.
const R2: [u64; 3] = FpP192::MONT.r2;
/// `R^3 mod p`: corrects the safegcd inverse.
const R3: [u64; 3] = FpP192::MONT.r3;

const _: () = {
    assert!(P[0] == u64::MAX && P[1] == u64::MAX - 1 && P[2] == u64::MAX);
    // -p^-1 mod 2^64 = 1: the reduction multiplier is the low word.
    assert!(FpP192::MONT.p_inv == 1);
};

/// An element of GF(p) of P-192 in Montgomery form, the stored words `< p`
/// (see the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub(crate) struct Fp192Mulx(pub(crate) [u64; 3]);

/// One round of the multiplication (module documentation) on the window
/// `$x0..$x3` (`$x3` is 0 or 1) with the fresh carry word `$y`: `rdx = b_i`
/// (at `[{b} + $bi]`); the row `a b_i` into `$x0..$x3, $y`; then with `m =
/// $x0`, `($x1, $x2, $x3, $y) += (-m, -c, m - c)` (`{lo}`, `{hi}`, `$x0`).
/// The new window is `$x1..$x3, $y`; `$x0` is free afterwards and becomes
/// the next round's `$y`.
#[rustfmt::skip]
macro_rules! p192_round {
    ($bi:literal, $x0:literal, $x1:literal, $x2:literal, $x3:literal, $y:literal) => { concat!(
        // The row a b_i.
        "mov rdx, [{b} + ", $bi, "]\n",
        "xor ", $y, ", ", $y, "\n",      // CF = OF = 0
        "mulx {hi}, {lo}, [{a}]\n",      "adcx ", $x0, ", {lo}\n", "adox ", $x1, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 8]\n",  "adcx ", $x1, ", {lo}\n", "adox ", $x2, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 16]\n", "adcx ", $x2, ", {lo}\n", "adox ", $x3, ", {hi}\n",
        "adox ", $y, ", ", $y, "\n",     // y = OF (y was 0)
        "adc ", $x3, ", 0\n",            // the CF chain's carry
        "adc ", $y, ", 0\n",             // y <= 1
        // m = x0; m (2^128 - 1) = (-m, -c, m - c), c = [m != 0].
        "mov {lo}, ", $x0, "\n",
        "neg {lo}\n",                    // -m; CF = c
        "sbb {hi}, {hi}\n",              // -c; CF = c
        "sbb ", $x0, ", 0\n",            // m - c; CF = 0
        "add ", $x1, ", {lo}\n",
        "adc ", $x2, ", {hi}\n",
        "adc ", $x3, ", ", $x0, "\n",
        "adc ", $y, ", 0\n",             // the window stays < 2p: no carry out
    ) };
}

/// `a b R^-1 mod p`, `< p`, for `a < p` and any three-word `b` (module
/// documentation).
#[inline(always)]
fn mul_ref(a: &[u64; 3], b: &[u64; 3]) -> [u64; 3] {
    let (r0, r3, r4): (u64, u64, u64);
    // SAFETY: reads the 24 bytes behind each reference (valid, aligned),
    // writes only the declared registers; `mulx`/`adcx`/`adox` are
    // available (this type's operations run only where BMI2 and ADX are:
    // module documentation).
    unsafe {
        asm!(
            "xor {r0:e}, {r0:e}",
            "xor {r1:e}, {r1:e}",
            "xor {r2:e}, {r2:e}",
            "xor {r3:e}, {r3:e}",
            p192_round!("0", "{r0}", "{r1}", "{r2}", "{r3}", "{r4}"),
            p192_round!("8", "{r1}", "{r2}", "{r3}", "{r4}", "{r0}"),
            p192_round!("16", "{r2}", "{r3}", "{r4}", "{r0}", "{r1}"),
            // V = r3, r4, r0 and the top bit r1 (< 2p). V - p into lo, hi,
            // rdx (p's words are the immediates -1, -2, -1), kept unless
            // the borrow (with the top bit) says V < p.
            "mov {lo}, {r3}",
            "sub {lo}, -1",
            "mov {hi}, {r4}",
            "sbb {hi}, -2",
            "mov rdx, {r0}",
            "sbb rdx, -1",
            "sbb {r1}, 0", // CF iff V < p
            "cmovnc {r3}, {lo}",
            "cmovnc {r4}, {hi}",
            "cmovnc {r0}, rdx",
            a = in(reg) a.as_ptr(),
            b = in(reg) b.as_ptr(),
            r0 = out(reg) r0,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) r3,
            r4 = out(reg) r4,
            lo = out(reg) _,
            hi = out(reg) _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r3, r4, r0]
}

/// `a^2 R^-1 mod p`, `< p`, for `a < p`: the multiplication (module
/// documentation).
#[inline(always)]
fn square_ref(a: &[u64; 3]) -> [u64; 3] {
    mul_ref(a, a)
}

/// `a + b mod p` for `a, b < p`: `S = a + b < 2p` (three words and the
/// carry bit `{c}`), then `S - p` kept by `cmov` unless its borrow (with
/// the carry bit) says `S < p`.
#[inline(always)]
fn add_regs(a: [u64; 3], b: [u64; 3]) -> [u64; 3] {
    let [mut r0, mut r1, mut r2] = a;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "add {r0}, {b0}",
            "adc {r1}, {b1}",
            "adc {r2}, {b2}",
            "mov {c:e}, 0",
            "adc {c:e}, 0",
            "mov {b0}, {r0}",
            "sub {b0}, -1",
            "mov {b1}, {r1}",
            "sbb {b1}, -2",
            "mov {b2}, {r2}",
            "sbb {b2}, -1",
            "sbb {c:e}, 0", // CF iff S < p
            "cmovnc {r0}, {b0}",
            "cmovnc {r1}, {b1}",
            "cmovnc {r2}, {b2}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = inout(reg) b[2] => _,
            c = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2]
}

/// `a - b mod p` for `a, b < p`: on a borrow the words hold `a - b +
/// 2^192`, and adding `p` (masked by the borrow: words `mask`, `2 mask`,
/// `mask`) and dropping the carry out gives `a - b + p` in `(0, p)`;
/// without a borrow `a - b` is in `[0, p)` and the mask is 0.
#[inline(always)]
fn sub_regs(a: [u64; 3], b: [u64; 3]) -> [u64; 3] {
    let [mut r0, mut r1, mut r2] = a;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "sub {r0}, {b0}",
            "sbb {r1}, {b1}",
            "sbb {r2}, {b2}",
            "sbb {b0}, {b0}", // mask: all ones iff a < b
            "lea {b1}, [{b0} + {b0}]",
            "add {r0}, {b0}",
            "adc {r1}, {b1}",
            "adc {r2}, {b0}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = in(reg) b[2],
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2]
}

super::fe64::cmov_select!(3: [r0 b0 0, r1 b1 1, r2 b2 2]);

super::fp256_mulx::mulx_montgomery_field!(Fp192Mulx, FpP192, 3, 24, const);

#[cfg(test)]
mod tests;
