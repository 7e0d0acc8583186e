//! GF(p) of P-384, `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`, with `mulx`,
//! `adcx` and `adox` (x86-64 with BMI2 and ADX): the field of the
//! `mulx64`, `avx2` and `ifma` backends for P-384.
//!
//! Measurements: `docs/PERFORMANCE-HISTORY.md` (field and API timings)
//! and `docs/results/`.
//!
//! # Representation and invariant
//!
//! **The same as the portable [`FpP384`]'s** (`Fp<P384Base, 6>`, the CIOS
//! field of [`super::fp`]): an element `x` is stored as the six
//! little-endian words of `x R mod p`, `R = 2^384`, and **the stored
//! integer is fully reduced, `< p`**, in and out of every operation. So the
//! words of an [`Fp384Mulx`] and of an [`FpP384`] holding the same element
//! are identical: the curve constants, the generated comb table and every
//! encoding are shared bit for bit, and the tests compare the two fields
//! word for word.
//!
//! # Multiplication
//!
//! A 768-bit product does not fit the 13 general registers an `asm!` block
//! may use next to its pointers, so the multiplication is Montgomery's
//! *interleaved* form (operand scanning, as the portable CIOS): six
//! rounds, each adding one row `a b_i` and then one reduction row `m p`
//! into a window of seven words plus a carry word, and dropping the low
//! word, which the reduction has made zero. Each row is one `mulx` chain
//! with the low halves on the `adcx` carry chain and the high halves on the
//! `adox` chain. What P-384's prime allows:
//!
//! * `-p^-1 mod 2^64 = 2^32 + 1` (`p = 2^32 - 1 mod 2^64`, and `(2^32 -
//!   1)(2^32 + 1) = 2^64 - 1 = -1`), so the multiplier of a round is `m =
//!   w0 + (w0 << 32) mod 2^64` for the low window word `w0`: a shift and an
//!   addition, no `imul`. Then `w0 + m p0 = w0 (1 + (2^64 - 1)) = 0 mod
//!   2^64`: the dropped word is zero, and its register serves as the zero
//!   operand of the chain ends and as the next round's carry word.
//! * `p3 = p4 = p5 = 2^64 - 1`: one `mulx` gives `m p3`, whose two halves
//!   are added three times (`adcx`/`adox` leave their source registers
//!   intact): four `mulx` per reduction row instead of six.
//!
//! The sparse form of `p` would replace the reduction row by shifts, but
//! its terms have both signs (`- m 2^128 - m 2^96 + m 2^32 - m + m 2^384`):
//! an addition chain and a subtraction chain over the seven window words,
//! each serial, against the row's two interleaved chains of four `mulx`;
//! not written.
//!
//! The rows read `a` through one pointer and `b` and `p` through another,
//! a local copy `[b0..b5, p0..p5]` (the words of `p` are not encodable as
//! immediates, and a third pointer would need a fourteenth register).
//!
//! Bounds. Let `V < 2p` be the window at the start of a round (seven words,
//! the top one 0 or 1; `V = 0` at the start). With `a <= p - 1` and any
//! word `b_i, m <= 2^64 - 1`: `V + a b_i < 2p + (p - 1)(2^64 - 1) < 2^449`
//! (eight words, the top one `<= 1`: the carry word `y`), and `V + a b_i +
//! m p <= 2p - 1 + (p - 1)(2^64 - 1) + (2^64 - 1) p < 2^64 (2p)`, so after
//! the exact division by `2^64` the window is again `< 2p`; no chain ever
//! carries out of the carry word. After six rounds `V = (a b + M p) / R`
//! for the `M < R` the rounds chose, `V = a b R^-1 mod p` and `V < 2p`,
//! **for `a < p` and any six-word `b`**; one conditional subtraction of `p`
//! (computed always, kept by `cmov` on the borrow, which includes the top
//! bit) gives `V - p` or `V`, `< p`. The squaring is the multiplication of
//! `a` by itself.
//!
//! # Addition, subtraction, negation
//!
//! `a + b < 2p` (six words and a carry bit), minus `p` kept by `cmov` on
//! the borrow of `S - p` (with the carry bit); `a - b` in `(-p, p)`, plus
//! `p` masked by the borrow (`p`'s words from the mask: `mask >> 32`,
//! `mask << 32`, `2 mask`, then `mask` three times), dropping the carry
//! out: `a - b + p` in `(0, p)`; `-a = 0 - a`. The constants `p0 = 2^32 -
//! 1` and `p1 = !p0` share one register (`not` leaves the flags alone).
//!
//! # Inversion
//!
//! The generic constant-time safegcd of [`super::safegcd`] on the stored
//! words (the Montgomery form is an ordinary integer `< p`), as
//! [`FpP384`]'s: it gives `(x R)^-1`, and one multiplication by `R^3`
//! gives `x^-1 R`.
//!
//! # Constant time and safety
//!
//! Only `mov`, `add`/`adc`/`adcx`/`adox`/`sub`/`sbb`, `mulx`,
//! `shl`/`shr`/`not` by constants, `xor` and `cmov`/`test`: no branch, no
//! secret-dependent address, no variable-latency instruction. The `asm!`
//! blocks need BMI2 (`mulx`) and ADX (`adcx`/`adox`); this type's
//! operations are only reached through the engines of [`crate::engine`]'s
//! x86 module, which are built from the detection token
//! [`crate::backend::cpu::Mulx`] (or one containing it) and run inside
//! `#[target_feature(enable = "bmi2,adx")]` functions, so the instructions
//! exist wherever they run; the tests check the token first. Every block
//! is `pure`, reads memory only through shared references to `[u64; 6]`
//! and `[u64; 12]` (`readonly`) or not at all (`nomem`), and uses no stack.

use super::fp::{Fp, words_from_le_bytes};
use super::safegcd;
use super::{Encoding, Field};
use crate::field::primes::P384Base;
use core::arch::asm;
use subtle::{Choice, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

/// The portable field of P-384, whose words this type shares.
pub(crate) type FpP384 = Fp<P384Base, 6>;

/// `p`, little-endian words: `[2^32 - 1, 2^64 - 2^32, 2^64 - 2, 2^64 - 1,
/// 2^64 - 1, 2^64 - 1]`.
const P: [u64; 6] = FpP384::MONT.p;
/// `R^2 mod p`: into the Montgomery form.
const R2: [u64; 6] = FpP384::MONT.r2;
/// `R^3 mod p`: corrects the safegcd inverse.
const R3: [u64; 6] = FpP384::MONT.r3;

const _: () = {
    assert!(P[0] == 0xffff_ffff && P[1] == 0xffff_ffff_0000_0000);
    assert!(P[2] == u64::MAX - 1 && P[3] == u64::MAX && P[4] == u64::MAX);
    assert!(P[5] == u64::MAX);
    // -p^-1 mod 2^64 = 2^32 + 1: the reduction multiplier.
    assert!(FpP384::MONT.p_inv == (1 << 32) + 1);
};

/// An element of GF(p) of P-384 in Montgomery form, the stored words `< p`
/// (see the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub(crate) struct Fp384Mulx(pub(crate) [u64; 6]);

/// One round of the multiplication (module documentation) on the window
/// `$x0..$x6` (`$x6` is 0 or 1) with the fresh carry word `$y`: `rdx =
/// b_i` (at `[{bp} + $bi]`); the row `a b_i` into `$x0..$x6, $y`; `m = $x0
/// (2^32 + 1)`; the row `m p` (`p` at `[{bp} + 48]`), which makes `$x0`
/// zero. The new window is `$x1..$x6, $y`; `$x0` is zero afterwards and
/// becomes the next round's `$y`.
#[rustfmt::skip]
macro_rules! p384_round {
    ($bi:literal, $x0:literal, $x1:literal, $x2:literal, $x3:literal,
     $x4:literal, $x5:literal, $x6:literal, $y:literal) => { concat!(
        // The row a b_i.
        "mov rdx, [{bp} + ", $bi, "]\n",
        "xor ", $y, ", ", $y, "\n",
        "mulx {hi}, {lo}, [{a}]\n",      "adcx ", $x0, ", {lo}\n", "adox ", $x1, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 8]\n",  "adcx ", $x1, ", {lo}\n", "adox ", $x2, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 16]\n", "adcx ", $x2, ", {lo}\n", "adox ", $x3, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 24]\n", "adcx ", $x3, ", {lo}\n", "adox ", $x4, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 32]\n", "adcx ", $x4, ", {lo}\n", "adox ", $x5, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 40]\n", "adcx ", $x5, ", {lo}\n", "adox ", $x6, ", {hi}\n",
        "adox ", $y, ", ", $y, "\n",     // y = OF (y was 0)
        "adc ", $x6, ", 0\n",            // the CF chain's carry
        "adc ", $y, ", 0\n",             // y <= 1
        // m = x0 (2^32 + 1) mod 2^64.
        "mov rdx, ", $x0, "\n",
        "shl rdx, 32\n",
        "add rdx, ", $x0, "\n",
        // The row m p; x0 + lo(m p0) = 0.
        "xor {hi:e}, {hi:e}\n",          // CF = OF = 0
        "mulx {hi}, {lo}, [{bp} + 48]\n", "adcx ", $x0, ", {lo}\n", "adox ", $x1, ", {hi}\n",
        "mulx {hi}, {lo}, [{bp} + 56]\n", "adcx ", $x1, ", {lo}\n", "adox ", $x2, ", {hi}\n",
        "mulx {hi}, {lo}, [{bp} + 64]\n", "adcx ", $x2, ", {lo}\n", "adox ", $x3, ", {hi}\n",
        // p3 = p4 = p5: one product, added three times.
        "mulx {hi}, {lo}, [{bp} + 72]\n", "adcx ", $x3, ", {lo}\n", "adox ", $x4, ", {hi}\n",
        "adcx ", $x4, ", {lo}\n", "adox ", $x5, ", {hi}\n",
        "adcx ", $x5, ", {lo}\n", "adox ", $x6, ", {hi}\n",
        "adcx ", $x6, ", ", $x0, "\n",   // x0 = 0 now
        "adox ", $y, ", ", $x0, "\n",
        "adcx ", $y, ", ", $x0, "\n",    // the window stays < 2p: no carry out
    ) };
}

/// `a b R^-1 mod p`, `< p`, for `a < p` and any six-word `b` (module
/// documentation).
#[inline(always)]
fn mul_ref(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let bp: [u64; 12] = [
        b[0], b[1], b[2], b[3], b[4], b[5], P[0], P[1], P[2], P[3], P[4], P[5],
    ];
    let (r0, r1, r2, r3, r6, r7): (u64, u64, u64, u64, u64, u64);
    // SAFETY: reads the 48 bytes behind `a` and the 96 bytes of the local
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
            "xor {r5:e}, {r5:e}",
            "xor {r6:e}, {r6:e}",
            p384_round!("0", "{r0}", "{r1}", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}"),
            p384_round!("8", "{r1}", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", "{r0}"),
            p384_round!("16", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", "{r0}", "{r1}"),
            p384_round!("24", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", "{r0}", "{r1}", "{r2}"),
            p384_round!("32", "{r4}", "{r5}", "{r6}", "{r7}", "{r0}", "{r1}", "{r2}", "{r3}"),
            p384_round!("40", "{r5}", "{r6}", "{r7}", "{r0}", "{r1}", "{r2}", "{r3}", "{r4}"),
            // V = r6, r7, r0, r1, r2, r3 and the top bit r4 (< 2p); r5 is
            // free, and so are a, bp, lo, hi, rdx. V - p into lo, hi, rdx,
            // a, bp, r5 (p0 in edx, then p1 = !p0), kept unless the
            // borrow (with the top bit) says V < p.
            "mov edx, 0xffffffff",
            "mov {lo}, {r6}",
            "sub {lo}, rdx",
            "not rdx",
            "mov {hi}, {r7}",
            "sbb {hi}, rdx",
            "mov rdx, {r0}",
            "sbb rdx, -2",
            "mov {a}, {r1}",
            "sbb {a}, -1",
            "mov {bp}, {r2}",
            "sbb {bp}, -1",
            "mov {r5}, {r3}",
            "sbb {r5}, -1",
            "sbb {r4}, 0", // CF iff V < p
            "cmovnc {r6}, {lo}",
            "cmovnc {r7}, {hi}",
            "cmovnc {r0}, rdx",
            "cmovnc {r1}, {a}",
            "cmovnc {r2}, {bp}",
            "cmovnc {r3}, {r5}",
            a = inout(reg) a.as_ptr() => _,
            bp = inout(reg) bp.as_ptr() => _,
            r0 = out(reg) r0,
            r1 = out(reg) r1,
            r2 = out(reg) r2,
            r3 = out(reg) r3,
            r4 = out(reg) _,
            r5 = out(reg) _,
            r6 = out(reg) r6,
            r7 = out(reg) r7,
            lo = out(reg) _,
            hi = out(reg) _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r6, r7, r0, r1, r2, r3]
}

/// `a + b mod p` for `a, b < p`: `S = a + b < 2p` (six words and the carry
/// bit, kept in `{b2}` once `b2` is added), then `S - p` (into `b0, b1,
/// k, b3, b4, b5`: `{k}` holds `p0`, then `p1 = !p0`, then the third word)
/// kept by `cmov` unless its borrow (with the carry bit) says `S < p`.
#[inline(always)]
fn add_regs(a: [u64; 6], b: [u64; 6]) -> [u64; 6] {
    let [mut r0, mut r1, mut r2, mut r3, mut r4, mut r5] = a;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "add {r0}, {b0}",
            "adc {r1}, {b1}",
            "adc {r2}, {b2}",
            "adc {r3}, {b3}",
            "adc {r4}, {b4}",
            "adc {r5}, {b5}",
            "mov {b2:e}, 0",
            "adc {b2:e}, 0",
            "mov {k:e}, 0xffffffff",
            "mov {b0}, {r0}",
            "sub {b0}, {k}",
            "not {k}",
            "mov {b1}, {r1}",
            "sbb {b1}, {k}",
            "mov {k}, {r2}",
            "sbb {k}, -2",
            "mov {b3}, {r3}",
            "sbb {b3}, -1",
            "mov {b4}, {r4}",
            "sbb {b4}, -1",
            "mov {b5}, {r5}",
            "sbb {b5}, -1",
            "sbb {b2:e}, 0", // CF iff S < p
            "cmovnc {r0}, {b0}",
            "cmovnc {r1}, {b1}",
            "cmovnc {r2}, {k}",
            "cmovnc {r3}, {b3}",
            "cmovnc {r4}, {b4}",
            "cmovnc {r5}, {b5}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            r4 = inout(reg) r4,
            r5 = inout(reg) r5,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = inout(reg) b[2] => _,
            b3 = inout(reg) b[3] => _,
            b4 = inout(reg) b[4] => _,
            b5 = inout(reg) b[5] => _,
            k = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3, r4, r5]
}

/// `a - b mod p` for `a, b < p`: on a borrow the words hold `a - b +
/// 2^384`, and adding `p` (masked by the borrow: words `mask >> 32`, `mask
/// << 32`, `2 mask`, `mask`, `mask`, `mask`) and dropping the carry out
/// gives `a - b + p` in `(0, p)`; without a borrow `a - b` is in `[0, p)`
/// and the mask is 0.
#[inline(always)]
fn sub_regs(a: [u64; 6], b: [u64; 6]) -> [u64; 6] {
    let [mut r0, mut r1, mut r2, mut r3, mut r4, mut r5] = a;
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            "sub {r0}, {b0}",
            "sbb {r1}, {b1}",
            "sbb {r2}, {b2}",
            "sbb {r3}, {b3}",
            "sbb {r4}, {b4}",
            "sbb {r5}, {b5}",
            "sbb {b0}, {b0}", // mask: all ones iff a < b
            "mov {b1}, {b0}",
            "shr {b1}, 32",
            "mov {b2}, {b0}",
            "shl {b2}, 32",
            "lea {b3}, [{b0} + {b0}]",
            "add {r0}, {b1}",
            "adc {r1}, {b2}",
            "adc {r2}, {b3}",
            "adc {r3}, {b0}",
            "adc {r4}, {b0}",
            "adc {r5}, {b0}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            r4 = inout(reg) r4,
            r5 = inout(reg) r5,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = inout(reg) b[2] => _,
            b3 = inout(reg) b[3] => _,
            b4 = in(reg) b[4],
            b5 = in(reg) b[5],
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3, r4, r5]
}

super::fe64::cmov_select!(6: [r0 b0 0, r1 b1 1, r2 b2 2], [r3 b3 3, r4 b4 4, r5 b5 5]);

/// `a^2 R^-1 mod p`, `< p`, for `a < p`: the multiplication (module
/// documentation).
#[inline(always)]
fn square_ref(a: &[u64; 6]) -> [u64; 6] {
    mul_ref(a, a)
}

super::fp256_mulx::mulx_montgomery_field!(Fp384Mulx, FpP384, 6, 48, const);

#[cfg(test)]
mod tests;
