//! GF(p) of P-256, `p = 2^256 - 2^224 + 2^192 + 2^96 - 1`, with `mulx`,
//! `adcx` and `adox` (x86-64 with BMI2 and ADX): the field of the
//! `mulx64`, `avx2` and `ifma` backends for P-256.
//!
//! Measurements: `docs/PERFORMANCE-HISTORY.md` (field and API timings)
//! and `docs/results/`.
//!
//! # Representation and invariant
//!
//! **The same as [`FpP256`]'s:** an element `x` is stored as the four
//! little-endian words of `x R mod p`, `R = 2^256`, and **the stored
//! integer is fully reduced, `< p`**, in and out of every operation. So the
//! words of an [`Fp256Mulx`] and of an [`FpP256`] holding the same element
//! are identical: the curve constants, the generated comb table and every
//! encoding are shared bit for bit, and the tests compare the two fields
//! word for word.
//!
//! # Multiplication
//!
//! The 512-bit product `T = a b` is [`super::fe64`]'s (one `mulx` row per
//! word of `a`, low halves on the `adcx` carry chain, high halves on the
//! `adox` chain; the dedicated squaring computes the six cross products
//! once and doubles them). The reduction is Montgomery's, word by word, on
//! the low half `L` of `T = H 2^256 + L`, with what P-256's prime allows:
//!
//! * `-p^-1 mod 2^64 = 1` (`p = 2^64 - 1 = -1 mod 2^64`), so the multiplier
//!   of each step is the low word `m = w0` of the window itself: no
//!   multiplication to find it.
//! * `m p = m 2^256 - m 2^224 + m 2^192 + m 2^96 - m`, so with the window
//!   `W = (w0, w1, w2, w3)`: `(W + m p) / 2^64 = (w1, w2, w3) + m 2^32 +
//!   m (2^64 - 2^32 + 1) 2^128`. The first term is one `mulx` by `2^32`
//!   into words 0 and 1 (not two shifts: `shl`, `shr` and every carry
//!   chain instruction share two execution ports, and those ports, not
//!   the latency, bound a doubling's time), the second one `mulx` by the
//!   top word of `p`, `p3 = 2^64 - 2^32 + 1`, into words 2 and 3. One
//!   carry chain of four additions per step (a second chain would add
//!   instructions, not shorten this one).
//!
//! Bounds: if `W < 2^256` then `(W + m p) / 2^64 < 2^192 + p < 2^256`
//! (`p + 2^192 = 2^256 - 2^224 + 2^193 + 2^96 - 1`), so every window fits
//! four words and the last addition of a step never carries out. After
//! four steps `U = (L + M p) / 2^256` for the `M < 2^256` the steps chose,
//! and `S = H + U` satisfies `S 2^256 = a b + M p < p 2^256 + 2^256 p`, so
//! `S < 2p` **for `a < p` and any four-word `b`** (`a b < p 2^256`): `S` is
//! four words and a carry bit, and one conditional subtraction of `p`
//! (computed always, kept by `cmov` on the borrow) gives `S - p` or `S`,
//! `< p`, congruent to `a b R^-1`.
//!
//! # Addition, subtraction, negation
//!
//! `a + b < 2p` (four words and a carry bit), minus `p` kept by `cmov` on
//! the borrow of `S - p` (with the carry bit); `a - b` in `(-p, p)`, plus
//! `p` masked by the borrow (`p`'s words are `mask`, `mask >> 32`, `0`,
//! `mask & p3`), dropping the carry out: `a - b + p` in `(0, p)`; `-a = 0
//! - a`.
//!
//! # Inversion
//!
//! The generic constant-time safegcd of [`super::safegcd`] on the stored
//! words (the Montgomery form is an ordinary integer `< p`), as
//! [`FpP256`]'s: it gives `(x R)^-1`, and one multiplication by `R^3`
//! gives `x^-1 R`.
//!
//! # Constant time and safety
//!
//! Only `mov`, `add`/`adc`/`adcx`/`adox`/`sub`/`sbb`, `mulx`,
//! `shl`/`shr`/`and` by constants and `cmov`/`test`: no branch, no
//! secret-dependent address, no variable-latency instruction. The `asm!`
//! blocks need BMI2 (`mulx`) and ADX (`adcx`/`adox`); this type's
//! operations are only reached through the engines of
//! [`crate::engine`]'s x86 module, which are built from the detection token
//! [`crate::backend::cpu::Mulx`] (or one containing it), so the
//! instructions exist wherever they run; the tests check the token first.
//! Every block is `pure`, reads memory only through shared references to
//! `[u64; 4]` and the constant `STEP` (`readonly`) or not at all
//! (`nomem`), and uses no stack.

use super::fe64::{clr, mul_body, mul_row, square_body, zreg, zsrc};
use super::fp::{Fp, words_from_le_bytes};
use super::primes::P256Base;
use super::safegcd;
use super::{Encoding, Field};
use core::arch::asm;
use subtle::{Choice, ConstantTimeEq, CtOption};
use zeroize::Zeroize;

/// GF(p) of P-256, portable: the words this field shares.
pub(crate) type FpP256 = Fp<P256Base, 4>;

/// `p`, little-endian words: `[2^64 - 1, 2^32 - 1, 0, 2^64 - 2^32 + 1]`.
const P: [u64; 4] = FpP256::MONT.p;
/// `R^2 mod p`: into the Montgomery form.
const R2: [u64; 4] = FpP256::MONT.r2;
/// `R^3 mod p`: corrects the safegcd inverse.
const R3: [u64; 4] = FpP256::MONT.r3;

const _: () = {
    assert!(P[0] == u64::MAX && P[1] == 0xffff_ffff && P[2] == 0);
    assert!(P[3] == 0xffff_ffff_0000_0001);
    // -p^-1 mod 2^64 = 1: the reduction multiplier is the low word.
    assert!(FpP256::MONT.p_inv == 1);
};

/// An element of GF(p) of P-256 in Montgomery form, the stored words `< p`
/// (see the [module documentation](self)).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub(crate) struct Fp256Mulx(pub(crate) [u64; 4]);

/// `2^32` and `p3`, the factors of a reduction step's two `mulx` (read
/// from memory by the reduction steps, `p256_step!`).
static STEP: [u64; 2] = [1 << 32, P[3]];

/// One step of the reduction on the window `$w0..$w3` (module
/// documentation): `m = $w0` into `rdx`; `$w0:$sh = m 2^32` and `$hi:$lo =
/// m p3` (two `mulx`, the factors from [`STEP`] at `{k}`); `$w1 += $sh`,
/// `$w2 += $w0`, `$w3 += $lo`, `$hi += ` the carry. The new window is
/// `$w1, $w2, $w3, $hi`; `$w0`, `$lo`, `$sh` are free afterwards. `$hi`
/// cannot overflow (the window stays `< 2^256`). The product by `2^32`
/// could be two shifts, but `shl`, `shr` and the carry chains all run on
/// the same two ports; `mulx` runs on two others.
#[rustfmt::skip]
macro_rules! p256_step {
    ($w0:literal, $w1:literal, $w2:literal, $w3:literal,
     $hi:literal, $lo:literal, $sh:literal) => { concat!(
        "mov rdx, ", $w0, "\n",
        "mulx ", $w0, ", ", $sh, ", qword ptr [rip + {k}]\n",
        "mulx ", $hi, ", ", $lo, ", qword ptr [rip + {k} + 8]\n",
        "add ", $w1, ", ", $sh, "\n",
        "adc ", $w2, ", ", $w0, "\n",
        "adc ", $w3, ", ", $lo, "\n",
        "adc ", $hi, ", 0\n",
    ) };
}

/// The Montgomery reduction of the product `{r0}`..`{r7}` (`T = H 2^256 +
/// L`, `H = {r4}..{r7}`): `{r4}`..`{r7}` `= T R^-1 mod p`, `< p`, for `T <
/// p 2^256` (module documentation). Four steps on `L` rotate the window
/// through the free registers, leaving `U` in `{t0}, {r0}, {r1}, {r2}`;
/// then `S = H + U` (carry bit in `$lo`), `S - p` in `{t0}, {r0}, {r1},
/// {r2}` (`p0 = 2^64 - 1` is the immediate `-1`, `p1 = 2^32 - 1` is
/// loaded into `{a}`, `p2 = 0`, `p3` is loaded into `rdx`), and `cmov` keeps `S - p`
/// unless the borrow of `S - p` (with the carry bit) says `S < p`. `$lo`
/// is a register the product no longer needs (the multiplication's `{b}`,
/// the squaring's `{t1}`). Clobbers `rdx`, `{r0}`..`{r3}`, `{t0}`, `$lo`,
/// `{a}`, flags.
#[rustfmt::skip]
macro_rules! p256_reduce {
    ($lo:literal, $lo32:literal) => { concat!(
        p256_step!("{r0}", "{r1}", "{r2}", "{r3}", "{t0}", $lo, "{a}"),
        p256_step!("{r1}", "{r2}", "{r3}", "{t0}", "{r0}", $lo, "{a}"),
        p256_step!("{r2}", "{r3}", "{t0}", "{r0}", "{r1}", $lo, "{a}"),
        p256_step!("{r3}", "{t0}", "{r0}", "{r1}", "{r2}", $lo, "{a}"),
        // S = H + U, the carry bit into t1 (`mov` keeps the flags).
        "add {r4}, {t0}\n",
        "adc {r5}, {r0}\n",
        "adc {r6}, {r1}\n",
        "adc {r7}, {r2}\n",
        "mov ", $lo32, ", 0\n",
        "adc ", $lo32, ", 0\n",
        // S - p.
        "mov {t0}, {r4}\n",
        "mov {r0}, {r5}\n",
        "mov {r1}, {r6}\n",
        "mov {r2}, {r7}\n",
        "mov {a:e}, 0xffffffff\n",
        "mov rdx, 0xffffffff00000001\n",
        "sub {t0}, -1\n",
        "sbb {r0}, {a}\n",
        "sbb {r1}, 0\n",
        "sbb {r2}, rdx\n",
        "sbb ", $lo32, ", 0\n",        // CF iff S < p
        "cmovnc {r4}, {t0}\n",
        "cmovnc {r5}, {r0}\n",
        "cmovnc {r6}, {r1}\n",
        "cmovnc {r7}, {r2}\n",
    ) };
}

/// `mul_ref` and `square_ref` of a four-word `mulx` field (P-256, P-224):
/// `fe64.rs`'s product (`mul_body`) or squaring (`square_body`) into
/// `{r0}`..`{r7}`, then the field's reduction macro, invoked with the
/// given arguments (a free register of the product: the multiplication's
/// `{b}`, the squaring's `{t1}`), which leaves the result, `< p`, in
/// `{r4}`..`{r7}`. Both are `a b R^-1 mod p` for `a < p` and any four-word
/// `b` (through references; the field's module documentation gives the
/// bounds).
macro_rules! mulx_mul_square_4 {
    ($mred:ident ($($marg:tt)*), $sred:ident ($($sarg:tt)*) $(; $($op:tt)*)?) => {
        /// `a b R^-1 mod p`, `< p`, for `a < p` and any four-word `b`
        /// (through references).
        #[inline(always)]
        fn mul_ref(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
            let (r4, r5, r6, r7): (u64, u64, u64, u64);
            // SAFETY: reads the 32 bytes behind the two references (valid,
            // aligned `[u64; 4]`), writes only the declared registers;
            // `mulx`/`adcx`/`adox` are available (this type's operations
            // run only where BMI2 and ADX are: module documentation).
            unsafe {
                asm!(
                    mul_body!(plain, "{a}", "{b}", "{a}"),
                    $mred!($($marg)*),
                    a = inout(reg) a.as_ptr() => _,
                    b = inout(reg) b.as_ptr() => _,
                    r0 = out(reg) _,
                    r1 = out(reg) _,
                    r2 = out(reg) _,
                    r3 = out(reg) _,
                    r4 = out(reg) r4,
                    r5 = out(reg) r5,
                    r6 = out(reg) r6,
                    r7 = out(reg) r7,
                    t0 = out(reg) _,
                    out("rdx") _,
                    $($($op)*)?
                    options(pure, readonly, nostack),
                );
            }
            [r4, r5, r6, r7]
        }

        /// `a^2 R^-1 mod p`, `< p`, for `a < p` (through a reference): the
        /// dedicated squaring, then the same reduction.
        #[inline(always)]
        fn square_ref(a: &[u64; 4]) -> [u64; 4] {
            let (r4, r5, r6, r7): (u64, u64, u64, u64);
            // SAFETY: as in `mul_ref`: reads the referenced `[u64; 4]`,
            // writes only declared registers; BMI2/ADX are available.
            unsafe {
                asm!(
                    square_body!("{a}"),
                    $sred!($($sarg)*),
                    a = inout(reg) a.as_ptr() => _,
                    r0 = out(reg) _,
                    r1 = out(reg) _,
                    r2 = out(reg) _,
                    r3 = out(reg) _,
                    r4 = out(reg) r4,
                    r5 = out(reg) r5,
                    r6 = out(reg) r6,
                    r7 = out(reg) r7,
                    t0 = out(reg) _,
                    t1 = out(reg) _,
                    out("rdx") _,
                    $($($op)*)?
                    options(pure, readonly, nostack),
                );
            }
            [r4, r5, r6, r7]
        }
    };
}

pub(crate) use mulx_mul_square_4;

mulx_mul_square_4!(p256_reduce("{b}", "{b:e}"), p256_reduce("{t1}", "{t1:e}"); k = sym STEP,);

/// `a + b mod p` for `a, b < p`: `S = a + b < 2p` (four words and the
/// carry bit `{c}`), then `S - p` kept by `cmov` unless its borrow (with
/// the carry bit) says `S < p`.
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
            "mov {c:e}, 0",
            "adc {c:e}, 0",
            "mov {b0}, {r0}",
            "mov {b1}, {r1}",
            "mov {b2}, {r2}",
            "mov {b3}, {r3}",
            "sub {b0}, -1",
            "sbb {b1}, {p1}",
            "sbb {b2}, 0",
            "sbb {b3}, {p3}",
            "sbb {c:e}, 0", // CF iff S < p
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
            c = out(reg) _,
            p1 = in(reg) P[1],
            p3 = in(reg) P[3],
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a - b mod p` for `a, b < p`: on a borrow the words hold `a - b +
/// 2^256`, and adding `p` (masked by the borrow: words `mask`, `mask >>
/// 32`, `0`, `mask & p3`) and dropping the carry out gives `a - b + p` in
/// `(0, p)`; without a borrow `a - b` is in `[0, p)` and the mask is 0.
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
            "shr {b1}, 32",
            "mov {b3}, {p3}",
            "and {b3}, {b0}",
            "add {r0}, {b0}",
            "adc {r1}, {b1}",
            "adc {r2}, 0",
            "adc {r3}, {b3}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = inout(reg) b[0] => _,
            b1 = inout(reg) b[1] => _,
            b2 = in(reg) b[2],
            b3 = inout(reg) b[3] => _,
            p3 = in(reg) P[3],
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

super::fe64::cmov_select!(4: [r0 b0 0, r1 b1 1, r2 b2 2, r3 b3 3]);

/// The [`Field`] implementation, `Zeroize` and the conversions of a `mulx`
/// field `$t` in the Montgomery words (`$n` of them, `$bytes` encoded) of
/// the portable `$portable`, from the module's `mul_ref`, `square_ref`,
/// `add_regs`, `sub_regs`, `select_regs` and constants `R2`, `R3` (the
/// same for P-192, P-224, P-256 and P-384: only the arithmetic differs).
/// With `const`, also `from_canonical_words_const` (the curve constants of
/// the curves `weierstrass::nist` describes on this field).
macro_rules! mulx_montgomery_field {
    ($t:ident, $portable:ty, $n:literal, $bytes:literal, const) => {
        impl $t {
            /// The element whose canonical value is the integer `w < p`, at
            /// compile time (the curve's constants): the portable field's
            /// Montgomery form.
            pub(crate) const fn from_canonical_words_const(w: [u64; $n]) -> Self {
                $t(*<$portable>::from_canonical_words_const(w).montgomery_words())
            }
        }

        super::fp256_mulx::mulx_montgomery_field!($t, $portable, $n, $bytes);
    };
    ($t:ident, $portable:ty, $n:literal, $bytes:literal) => {
        impl Zeroize for $t {
            fn zeroize(&mut self) {
                self.0.zeroize();
            }
        }

        impl $t {
            /// The element `w mod p` for any word string `w` (also `w >=
            /// p`): one multiplication by `R^2 < p` (the bound holds for any
            /// `b`).
            #[inline(always)]
            pub(crate) fn from_words_reduced(w: &[u64; $n]) -> Self {
                $t(mul_ref(&R2, w))
            }

            /// The canonical value (`< p`): the Montgomery reduction of the
            /// stored words, i.e. a multiplication by the integer 1.
            #[inline(always)]
            pub(crate) fn to_canonical_words(self) -> [u64; $n] {
                let mut one = [0u64; $n];
                one[0] = 1;
                mul_ref(&self.0, &one)
            }
        }

        impl Field for $t {
            type Bytes = [u8; $bytes];

            const ZERO: Self = $t([0; $n]);
            const ONE: Self = $t(<$portable>::MONT.r);

            /// Rejects (in constant time) any integer `>= p`.
            #[inline]
            fn from_canonical_bytes(bytes: &[u8; $bytes]) -> CtOption<Self> {
                let w = words_from_le_bytes::<$n>(bytes);
                CtOption::new($t(mul_ref(&R2, &w)), <$portable>::MONT.is_canonical(&w))
            }

            /// The low `$bytes` bytes of the canonical words (P-224: 28 of
            /// 32; the top half word of a value `< p` is zero).
            #[inline]
            fn to_bytes(&self) -> [u8; $bytes] {
                let mut out = <[u8; $bytes] as Encoding>::ZERO;
                super::fp::le_bytes_from_words(&self.to_canonical_words(), &mut out);
                out
            }

            #[inline(always)]
            fn add(&self, rhs: &Self) -> Self {
                $t(add_regs(self.0, rhs.0))
            }

            #[inline(always)]
            fn sub(&self, rhs: &Self) -> Self {
                $t(sub_regs(self.0, rhs.0))
            }

            #[inline(always)]
            fn neg(&self) -> Self {
                $t(sub_regs([0; $n], self.0))
            }

            #[inline(always)]
            fn mul(&self, rhs: &Self) -> Self {
                $t(mul_ref(&self.0, &rhs.0))
            }

            #[inline(always)]
            fn square(&self) -> Self {
                $t(square_ref(&self.0))
            }

            /// safegcd of the stored `x R` gives `x^-1 R^-1`; times `R^3`
            /// (one Montgomery multiplication) gives `x^-1 R`. `0` gives
            /// `0`.
            #[inline]
            fn invert(&self) -> Self {
                let y = safegcd::invert(&self.0, &<$portable>::MONT.inv);
                $t(mul_ref(&R3, &y))
            }

            /// As [`Self::invert`], by [`safegcd::invert_vartime`].
            #[inline]
            fn invert_vartime(&self) -> Self {
                let y = safegcd::invert_vartime(&self.0, &<$portable>::MONT.inv);
                $t(mul_ref(&R3, &y))
            }

            #[inline(always)]
            fn or_masked(&mut self, e: &Self, mask: u64) {
                for (a, b) in self.0.iter_mut().zip(e.0.iter()) {
                    *a |= b & mask;
                }
            }

            /// On the Montgomery words, as the portable field's.
            #[inline(always)]
            fn half(&self) -> Self {
                $t(super::fp::half_words(&self.0, &<$portable>::MONT.p))
            }

            #[inline(always)]
            fn select(a: &Self, b: &Self, choice: Choice) -> Self {
                $t(select_regs(a.0, b.0, choice))
            }

            /// Equal elements have equal (fully reduced) Montgomery forms.
            #[inline]
            fn ct_eq(&self, rhs: &Self) -> Choice {
                self.0[..].ct_eq(&rhs.0[..])
            }
        }
    };
}

pub(crate) use mulx_montgomery_field;

mulx_montgomery_field!(Fp256Mulx, FpP256, 4, 32, const);

#[cfg(test)]
mod tests;
