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
//! Separated: the 768-bit product `T = a b` first, then Montgomery's
//! reduction of its low half `L` (`T = H 2^384 + L`), word by word, and
//! `H` added at the end. Keeping the two apart is what makes it fast: the
//! interleaved form (one product row, then one reduction row into the same
//! window, six times) puts every row on one serial chain of carries, while
//! here the product's rows overlap one another and the reduction's chain
//! runs beside them (the timings are in `docs/NIST.md`).
//!
//! * **Product.** One `mulx` row per word `b_i`, the low halves on the
//!   `adcx` carry chain and the high halves on the `adox` chain, into a
//!   window of seven words in registers; the word that a row completes is
//!   stored, and its register takes the next row's new top word. `T` does
//!   not fit the 13 general registers an `asm!` block may use, so it goes
//!   to a local 12-word buffer, which also brings `b` in (word `i` of `b`
//!   is read at the start of row `i`, before the row stores word `i` of
//!   `T` over it): two pointers, seven window registers, `rdx` and the two
//!   product halves. The **squaring** computes the fifteen cross products
//!   `a_i a_j` (`i < j`) once, in four short rows, then doubles them on the
//!   `adcx` chain while the six squares `a_i^2` enter on the `adox` chain:
//!   21 `mulx` instead of 36.
//! * **Reduction.** With `c = 2^384 - p = 2^128 + 2^96 - 2^32 + 1` (words
//!   `[2^64 - 2^32 + 1, 2^32 - 1, 1]`) and `-p^-1 mod 2^64 = 2^32 + 1`
//!   (`p = 2^32 - 1 mod 2^64`, and `(2^32 - 1)(2^32 + 1) = -1 mod 2^64`):
//!   for a window `W` of six words, `m = w0 + (w0 << 32) mod 2^64` (a shift
//!   and an addition, no `imul`) makes `W + m p = W - m c + m 2^384` a
//!   multiple of `2^64`. The low word of `m c` is `w0` itself, so `(W - m
//!   c) / 2^64` is `(w1..w5)` minus the words `u1, u2, u3` of `(m c - w0) /
//!   2^64` (two `mulx`, by `c0` and `c1`, plus `m` for `c2 = 1`; `u3 <= 1`),
//!   one subtraction chain; the new top word is `m` minus that chain's
//!   borrow.
//!
//! Bounds. If `W < 2^384` then `W + m p < 2^384 + 2^64 p < 2^448`, so the
//! next window `(W + m p) / 2^64` is again six words: the borrow never
//! exceeds `m` (the true value is not negative), and nothing carries out.
//! After six steps `U = (L + M p) / 2^384` for the `M < 2^384` the steps
//! chose, `U < (2^384 + 2^384 p) / 2^384 = p + 1`, so `U <= p`. For `a < p`
//! and **any six-word `b`**, `T < p 2^384` gives `H <= p - 1`, so `S = H +
//! U < 2p` (six words and a carry bit), `S 2^384 = a b + M p`, and one
//! conditional subtraction of `p` (computed always, kept by `cmov` on the
//! borrow, which includes the carry bit) gives `S - p` or `S`, `< p`,
//! congruent to `a b R^-1`.
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
//! uses no stack and touches memory only through its operands: the
//! product blocks read `a` and write the local 12-word buffer of `T` (whose
//! low half brings `b` in), the reduction reads that buffer (`pure`,
//! `readonly`), the additions and selections use registers only (`pure`,
//! `nomem`).

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

/// Row `i >= 1` of the product (module documentation): `rdx = b_i` (word
/// `i` of the buffer), the window `t_i..t_{i+5}` in `$t0..$t5`, the new top
/// word `$n` (zeroed here, which also clears CF and OF); `a b_i` added with
/// the low halves on CF and the high halves on OF, both chains ended in
/// `$n` (the partial product has `i + 7` words: nothing carries out); then
/// `t_i`, which no later row touches, stored over `b_i`.
#[rustfmt::skip]
macro_rules! p384_mul_row {
    ($off:literal, $t0:literal, $t1:literal, $t2:literal, $t3:literal,
     $t4:literal, $t5:literal, $n:literal) => { concat!(
        "mov rdx, [{buf} + ", $off, "]\n",
        "xor ", $n, ", ", $n, "\n",
        "mulx {hi}, {lo}, [{a}]\n",      "adcx ", $t0, ", {lo}\n", "adox ", $t1, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 8]\n",  "adcx ", $t1, ", {lo}\n", "adox ", $t2, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 16]\n", "adcx ", $t2, ", {lo}\n", "adox ", $t3, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 24]\n", "adcx ", $t3, ", {lo}\n", "adox ", $t4, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 32]\n", "adcx ", $t4, ", {lo}\n", "adox ", $t5, ", {hi}\n",
        "mulx {hi}, {lo}, [{a} + 40]\n", "adcx ", $t5, ", {lo}\n", "adox ", $n, ", {hi}\n",
        "adc ", $n, ", 0\n",
        "mov [{buf} + ", $off, "], ", $t0, "\n",
    ) };
}

/// The `asm!` of the product and the squaring with their operands: `a`
/// (read), the 12-word buffer `t` (read and written), seven window
/// registers, the product halves and `rdx`.
macro_rules! p384_wide_asm {
    ($a:ident, $t:ident, $($template:expr),+ $(,)?) => {
        asm!(
            $($template),+,
            a = in(reg) $a.as_ptr(),
            buf = in(reg) $t.as_mut_ptr(),
            t0 = out(reg) _,
            t1 = out(reg) _,
            t2 = out(reg) _,
            t3 = out(reg) _,
            t4 = out(reg) _,
            t5 = out(reg) _,
            t6 = out(reg) _,
            lo = out(reg) _,
            hi = out(reg) _,
            out("rdx") _,
            options(nostack),
        )
    };
}

/// `T = a b` for any six-word `a` and `b = t[..6]`: `T` in `t` (12 words,
/// little-endian; module documentation). The buffer is the caller's, not a
/// returned array: a copy of it (16-byte loads of words just stored 8
/// bytes at a time) would stall on store forwarding.
#[inline(always)]
#[rustfmt::skip]
fn mul_wide(a: &[u64; 6], t: &mut [u64; 12]) {
    // SAFETY: reads the 48 bytes behind `a` and reads and writes the 96
    // bytes behind `t` (valid, aligned, exclusively borrowed), writes
    // only the declared registers; `mulx`/`adcx`/`adox` are available
    // (this type's operations run only where BMI2 and ADX are: module
    // documentation).
    unsafe {
        p384_wide_asm!(
            a,
            t,
            // Row 0: a b_0 into t0..t6, one carry chain.
            "mov rdx, [{buf}]",
            "mulx {t1}, {t0}, [{a}]",
            "mulx {t2}, {lo}, [{a} + 8]",   "add {t1}, {lo}",
            "mulx {t3}, {lo}, [{a} + 16]", "adc {t2}, {lo}",
            "mulx {t4}, {lo}, [{a} + 24]", "adc {t3}, {lo}",
            "mulx {t5}, {lo}, [{a} + 32]", "adc {t4}, {lo}",
            "mulx {t6}, {lo}, [{a} + 40]", "adc {t5}, {lo}",
            "adc {t6}, 0",
            "mov [{buf}], {t0}",
            p384_mul_row!("8", "{t1}", "{t2}", "{t3}", "{t4}", "{t5}", "{t6}", "{t0}"),
            p384_mul_row!("16", "{t2}", "{t3}", "{t4}", "{t5}", "{t6}", "{t0}", "{t1}"),
            p384_mul_row!("24", "{t3}", "{t4}", "{t5}", "{t6}", "{t0}", "{t1}", "{t2}"),
            p384_mul_row!("32", "{t4}", "{t5}", "{t6}", "{t0}", "{t1}", "{t2}", "{t3}"),
            p384_mul_row!("40", "{t5}", "{t6}", "{t0}", "{t1}", "{t2}", "{t3}", "{t4}"),
            // Words 6..11.
            "mov [{buf} + 48], {t6}",
            "mov [{buf} + 56], {t0}",
            "mov [{buf} + 64], {t1}",
            "mov [{buf} + 72], {t2}",
            "mov [{buf} + 80], {t3}",
            "mov [{buf} + 88], {t4}",
        );
    }
}

/// `T = a^2` into `t` (12 words) for any six-word `a`: the cross products `a_i a_j`,
/// `i < j`, in four rows (words 1..10; words 1 to 4, which the later rows
/// do not touch, wait in the buffer), then `2 t_k + a_{k/2}^2`'s halves,
/// doubling on CF and the squares on OF (module documentation).
#[inline(always)]
#[rustfmt::skip]
fn square_wide(a: &[u64; 6], t: &mut [u64; 12]) {
    // SAFETY: reads the 48 bytes behind `a`, writes the 96 bytes behind
    // `t` (valid, aligned, exclusively borrowed) and the declared
    // registers; `mulx`/`adcx`/`adox` are available (as in `mul_wide`).
    unsafe {
        p384_wide_asm!(
            a,
            t,
            // a0 (a1..a5) into t1..t6.
            "mov rdx, [{a}]",
            "mulx {t2}, {t1}, [{a} + 8]",
            "mulx {t3}, {lo}, [{a} + 16]", "add {t2}, {lo}",
            "mulx {t4}, {lo}, [{a} + 24]", "adc {t3}, {lo}",
            "mulx {t5}, {lo}, [{a} + 32]", "adc {t4}, {lo}",
            "mulx {t6}, {lo}, [{a} + 40]", "adc {t5}, {lo}",
            "adc {t6}, 0",
            "mov [{buf} + 8], {t1}",
            "mov [{buf} + 16], {t2}",
            // a1 (a2..a5) into t3..t6 and t7 (register t1).
            "mov rdx, [{a} + 8]",
            "xor {t1:e}, {t1:e}",
            "mulx {hi}, {lo}, [{a} + 16]", "adcx {t3}, {lo}", "adox {t4}, {hi}",
            "mulx {hi}, {lo}, [{a} + 24]", "adcx {t4}, {lo}", "adox {t5}, {hi}",
            "mulx {hi}, {lo}, [{a} + 32]", "adcx {t5}, {lo}", "adox {t6}, {hi}",
            "mulx {hi}, {lo}, [{a} + 40]", "adcx {t6}, {lo}", "adox {t1}, {hi}",
            "adc {t1}, 0",
            "mov [{buf} + 24], {t3}",
            "mov [{buf} + 32], {t4}",
            // a2 (a3..a5) into t5, t6, t7 and t8 (register t2).
            "mov rdx, [{a} + 16]",
            "xor {t2:e}, {t2:e}",
            "mulx {hi}, {lo}, [{a} + 24]", "adcx {t5}, {lo}", "adox {t6}, {hi}",
            "mulx {hi}, {lo}, [{a} + 32]", "adcx {t6}, {lo}", "adox {t1}, {hi}",
            "mulx {hi}, {lo}, [{a} + 40]", "adcx {t1}, {lo}", "adox {t2}, {hi}",
            "adc {t2}, 0",
            // a3 (a4, a5) into t7, t8 and t9 (register t3).
            "mov rdx, [{a} + 24]",
            "xor {t3:e}, {t3:e}",
            "mulx {hi}, {lo}, [{a} + 32]", "adcx {t1}, {lo}", "adox {t2}, {hi}",
            "mulx {hi}, {lo}, [{a} + 40]", "adcx {t2}, {lo}", "adox {t3}, {hi}",
            "adc {t3}, 0",
            // a4 a5 into t9 and t10 (register t4).
            "mov rdx, [{a} + 32]",
            "mulx {t4}, {lo}, [{a} + 40]", "add {t3}, {lo}",
            "adc {t4}, 0",
            // Word 0 = lo(a0^2); word 1 = 2 t1 + hi(a0^2); t0 = 0 from here.
            "mov rdx, [{a}]",
            "mulx {hi}, {lo}, rdx",
            "mov [{buf}], {lo}",
            "mov {lo}, [{buf} + 8]",
            "xor {t0:e}, {t0:e}",
            "adcx {lo}, {lo}", "adox {lo}, {hi}",
            "mov [{buf} + 8], {lo}",
            // Words 2, 3 (in the buffer) with a1^2.
            "mov rdx, [{a} + 8]",
            "mulx {hi}, {lo}, rdx",
            "mov rdx, [{buf} + 16]",
            "adcx rdx, rdx", "adox rdx, {lo}",
            "mov [{buf} + 16], rdx",
            "mov rdx, [{buf} + 24]",
            "adcx rdx, rdx", "adox rdx, {hi}",
            "mov [{buf} + 24], rdx",
            // Words 4 (in the buffer), 5 (t5) with a2^2.
            "mov rdx, [{a} + 16]",
            "mulx {hi}, {lo}, rdx",
            "mov rdx, [{buf} + 32]",
            "adcx rdx, rdx", "adox rdx, {lo}",
            "mov [{buf} + 32], rdx",
            "adcx {t5}, {t5}", "adox {t5}, {hi}",
            "mov [{buf} + 40], {t5}",
            // Words 6 (t6), 7 (t1) with a3^2.
            "mov rdx, [{a} + 24]",
            "mulx {hi}, {lo}, rdx",         "adcx {t6}, {t6}", "adox {t6}, {lo}",
            "adcx {t1}, {t1}", "adox {t1}, {hi}",
            "mov [{buf} + 48], {t6}",
            "mov [{buf} + 56], {t1}",
            // Words 8 (t2), 9 (t3) with a4^2.
            "mov rdx, [{a} + 32]",
            "mulx {hi}, {lo}, rdx",         "adcx {t2}, {t2}", "adox {t2}, {lo}",
            "adcx {t3}, {t3}", "adox {t3}, {hi}",
            "mov [{buf} + 64], {t2}",
            "mov [{buf} + 72], {t3}",
            // Words 10 (t4), 11 (the doubling's carry and hi(a5^2)).
            "mov rdx, [{a} + 40]",
            "mulx {hi}, {lo}, rdx",         "adcx {t4}, {t4}", "adox {t4}, {lo}",
            "adcx {hi}, {t0}", "adox {hi}, {t0}",
            "mov [{buf} + 80], {t4}",
            "mov [{buf} + 88], {hi}",
        );
    }
}

/// One reduction step (module documentation) on the window `$d0..$d5`,
/// with `{c0}`, `{c1}` the low words of `c`: `m` in `rdx`; `u1 = hi(m c0)
/// + lo(m c1)`, `u2 = hi(m c1) + m` plus that carry, `u3` the carry out
/// (into `$d0`, whose value `lo(m c0)` cancels); `(w1..w5) - (u1, u2, u3)`
/// and the new top word `m - borrow` (into `$d0`). The window is
/// `$d1..$d5, $d0` afterwards.
#[rustfmt::skip]
macro_rules! p384_redc_step {
    ($d0:literal, $d1:literal, $d2:literal, $d3:literal, $d4:literal,
     $d5:literal) => { concat!(
        "mov rdx, ", $d0, "\n",
        "shl rdx, 32\n",
        "add rdx, ", $d0, "\n",          // m = w0 (2^32 + 1) mod 2^64
        "mulx {u1}, {lo}, {c0}\n",       // lo = w0
        "mulx {u2}, {lo}, {c1}\n",
        "add {u1}, {lo}\n",
        "adc {u2}, rdx\n",
        "mov ", $d0, ", 0\n",
        "adc ", $d0, ", 0\n",            // u3 <= 1
        "sub ", $d1, ", {u1}\n",
        "sbb ", $d2, ", {u2}\n",
        "sbb ", $d3, ", ", $d0, "\n",
        "sbb ", $d4, ", 0\n",
        "sbb ", $d5, ", 0\n",
        "sbb rdx, 0\n",                  // m - borrow >= 0
        "mov ", $d0, ", rdx\n",
    ) };
}

/// `T R^-1 mod p`, `< p`, for `T = H 2^384 + L` with `H <= p - 1` (module
/// documentation): six reduction steps on `L`, then `H` added and `p`
/// subtracted unless the borrow says the sum is below `p`.
#[inline(always)]
fn redc(t: &[u64; 12]) -> [u64; 6] {
    let (r0, r1, r2, r3, r4, r5): (u64, u64, u64, u64, u64, u64);
    // SAFETY: reads the 96 bytes of `t` (valid, aligned), writes only the
    // declared registers; `mulx` is available (as in `mul_wide`).
    unsafe {
        asm!(
            "mov {d0}, [{buf}]",
            "mov {d1}, [{buf} + 8]",
            "mov {d2}, [{buf} + 16]",
            "mov {d3}, [{buf} + 24]",
            "mov {d4}, [{buf} + 32]",
            "mov {d5}, [{buf} + 40]",
            "mov {c0}, 0xffffffff00000001",
            "mov {c1:e}, 0xffffffff",
            p384_redc_step!("{d0}", "{d1}", "{d2}", "{d3}", "{d4}", "{d5}"),
            p384_redc_step!("{d1}", "{d2}", "{d3}", "{d4}", "{d5}", "{d0}"),
            p384_redc_step!("{d2}", "{d3}", "{d4}", "{d5}", "{d0}", "{d1}"),
            p384_redc_step!("{d3}", "{d4}", "{d5}", "{d0}", "{d1}", "{d2}"),
            p384_redc_step!("{d4}", "{d5}", "{d0}", "{d1}", "{d2}", "{d3}"),
            p384_redc_step!("{d5}", "{d0}", "{d1}", "{d2}", "{d3}", "{d4}"),
            // S = U + H < 2p: six words and the carry bit (in buf).
            "add {d0}, [{buf} + 48]",
            "adc {d1}, [{buf} + 56]",
            "adc {d2}, [{buf} + 64]",
            "adc {d3}, [{buf} + 72]",
            "adc {d4}, [{buf} + 80]",
            "adc {d5}, [{buf} + 88]",
            "mov {buf:e}, 0",
            "adc {buf:e}, 0",
            // S - p into lo, u1, u2, rdx, c0, c1 (p0 = c1, then p1 = !p0),
            // kept unless the borrow (with the carry bit) says S < p.
            "mov {lo}, {d0}",
            "sub {lo}, {c1}",
            "not {c1}",
            "mov {u1}, {d1}",
            "sbb {u1}, {c1}",
            "mov {u2}, {d2}",
            "sbb {u2}, -2",
            "mov rdx, {d3}",
            "sbb rdx, -1",
            "mov {c0}, {d4}",
            "sbb {c0}, -1",
            "mov {c1}, {d5}",
            "sbb {c1}, -1",
            "sbb {buf:e}, 0", // CF iff S < p
            "cmovnc {d0}, {lo}",
            "cmovnc {d1}, {u1}",
            "cmovnc {d2}, {u2}",
            "cmovnc {d3}, rdx",
            "cmovnc {d4}, {c0}",
            "cmovnc {d5}, {c1}",
            buf = inout(reg) t.as_ptr() => _,
            d0 = out(reg) r0,
            d1 = out(reg) r1,
            d2 = out(reg) r2,
            d3 = out(reg) r3,
            d4 = out(reg) r4,
            d5 = out(reg) r5,
            c0 = out(reg) _,
            c1 = out(reg) _,
            u1 = out(reg) _,
            u2 = out(reg) _,
            lo = out(reg) _,
            out("rdx") _,
            options(pure, readonly, nostack),
        );
    }
    [r0, r1, r2, r3, r4, r5]
}

/// `a b R^-1 mod p`, `< p`, for `a < p` and any six-word `b` (module
/// documentation).
#[inline(always)]
fn mul_ref(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let mut t = [b[0], b[1], b[2], b[3], b[4], b[5], 0, 0, 0, 0, 0, 0];
    mul_wide(a, &mut t);
    redc(&t)
}

/// `a^2 R^-1 mod p`, `< p`, for `a < p` (module documentation).
#[inline(always)]
fn square_ref(a: &[u64; 6]) -> [u64; 6] {
    let mut t = [0; 12];
    square_wide(a, &mut t);
    redc(&t)
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

super::fp256_mulx::mulx_montgomery_field!(Fp384Mulx, FpP384, 6, 48, const);

#[cfg(test)]
mod tests;
