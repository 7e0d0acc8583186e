//! The mulx/adx backend: radix 2^64, four `u64` limbs, `asm!` arithmetic.
//!
//! An element is `l[0] + l[1]*2^64 + l[2]*2^128 + l[3]*2^192`.
//!
//! **Invariant (in and out of every operation): none beyond the type — any
//! integer `< 2^256`.** Elements are kept modulo `2^256 - 38 = 2p`, i.e.
//! partially reduced; they become canonical only in `to_bytes`.
//!
//! Why that is enough, and how each operation keeps it:
//! * `mul`/`square`: the 512-bit product `H*2^256 + L` is folded once as
//!   `L + 38*H` (five limbs, top limb `<= 38`), then the bits from 255 up
//!   (`< 2^7`) are folded as `19*` each into limb 0. The output is
//!   `< 2^255 + 2^11`, so no carry leaves limb 3 (see `reduce512!`).
//! * `add`/`sub`/`neg`: a carry (borrow) out of limb 3 is worth `2^256 ≡ 38`,
//!   which is added (subtracted) back; that can carry (borrow) once more, and
//!   the second fix-up provably cannot (see the comments in the code).
//! * `mul_small`: the five-limb product is folded like the product in `mul`.
//!
//! Constant time: only `mov`, `add`/`adc`/`adcx`/`adox`/`sub`/`sbb`, `mulx`,
//! `imul` by a constant, `btr`/`shr`/`and`/`cmov` — no branch, no
//! secret-dependent address, no division.
//!
//! The arithmetic is `core::arch::asm!`: LLVM does not emit `adcx`/`adox`
//! (two independent carry chains) from Rust. The instructions need BMI2
//! (`mulx`) and ADX (`adcx`/`adox`); this type is only used on CPUs that have
//! both (see [`crate::backend`]). The single-operation asm blocks are `pure`
//! (their outputs depend only on their inputs), take their inputs either in
//! registers (`nomem`) or through shared references (`readonly`), and use no
//! stack. The X25519 ladder ([`crate::montgomery::LadderField::ladder`])
//! is one asm block with its elements on the stack (see [`ladder_asm`] for
//! why).

use super::{Field, Field25519};
use core::arch::asm;
use subtle::{Choice, CtOption};

/// A field element in radix 2^64, any value `< 2^256` (see the module
/// documentation).
#[derive(Clone, Copy, Debug)]
#[repr(transparent)]
pub(crate) struct Fe64(pub(crate) [u64; 4]);

// ---------------------------------------------------------------------------
// Asm text, as macros expanding to string literals, shared by the single
// operations and the fused ladder step. Operands are named: `{r0}`..`{r7}`
// accumulators, `rdx` for `mulx`, temporaries passed to each macro (free
// registers of the block), and in the `z` mode a zero register `{z}`.
// Addresses are asm address expressions (`"{a}"`, `"{p} + 64"`).
//
// Register budget. Of x86-64's 16 general-purpose registers `rsp` is never
// allocatable, `rbp` is taken wherever frame pointers are kept (`-C
// force-frame-pointers=yes`, or a function that realigns its stack) and
// `rbx` where a base pointer is, and LLVM must place every operand of a
// block at once beside the values around it whose live ranges it cannot
// split. The product and the squaring are inlined into every formula, so
// they take the fewest: the product 11 with its two addresses, the squaring
// 11 with its one (the product at 13 did not compile, "inline assembly
// requires more registers than available", inside the double-base
// multiplication under `-C target-cpu=x86-64-v3` in cargo's release
// profile; at 12, the same with frame pointers). The temporaries are limb
// registers not yet written (the top limbs while the low rows run), limb
// registers already consumed (the reduction's), and the address of `a`
// once its last word is loaded. Every other block of the `asm!` fields
// takes at most 12, but for `Fp384Mulx`'s reduction and sum (13: the
// 12-register forms of its earlier product and of the sum cost 2-4 % of a
// P-384 shared secret, measured old against new with
// `velocurve-bench/ab`), which are not inlined into the
// large functions where the shortage showed. `.ci/target-cpus.sh` builds
// the crate under the settings users choose, frame pointers included.
// ---------------------------------------------------------------------------

/// Zero-register modes. `plain`: no dedicated zero register; a register
/// that is free at that point (the argument) is zeroed to clear the flags
/// ([`clr`]), and one free where a zero is added is set to 0 by `mov`
/// (which keeps the flags; [`zsrc`], [`zreg`]). `z`: a dedicated `{z}`,
/// zeroed by the `xor` that clears the flags, saving one instruction per
/// row.
#[rustfmt::skip]
macro_rules! clr {
    (plain, $r:literal) => { concat!("xor ", $r, ", ", $r, "\n") };
    (z, $r:literal) => { "xor {z:e}, {z:e}\n" };
}

/// See [`clr`].
#[rustfmt::skip]
macro_rules! zsrc {
    (plain, $r:literal) => { concat!("mov ", $r, ", 0\n") };
    (z, $r:literal) => { "" };
}

/// See [`clr`].
#[rustfmt::skip]
macro_rules! zreg {
    (plain, $r:literal) => { $r };
    (z, $r:literal) => { "{z}" };
}

/// The 512-bit → 256-bit reduction. Input: product limbs `{r0}`..`{r7}`;
/// output: `{r0}`..`{r3}`, a value `< 2^255 + 2^11` congruent to the
/// product mod p. Clobbers `rdx`, `$t` (a free register), `{r4}`..`{r6}`,
/// flags. The high half of `38 * r[4+i]` goes to `r[4+i]` itself (read by
/// the same `mulx`), so the block needs no register beyond the limbs, `$t`
/// and `rdx`; `{r5}` is the zero of the `plain` mode.
///
/// Bounds:
/// * `38 * r[4+i] < 2^70`, split by `mulx` into `lo + hi*2^64` with
///   `hi <= 37`. The two chains add the `lo`s (CF) and `hi`s (OF) into
///   `r0..r3`; the top limb collects `hi(38*r7) + CF + OF <= 37 + 2 = 39`.
///   So `L + 38*H = r0..r3 + r4*2^256` with `r4 <= 39`.
/// * The bits from 255 up, `f = r4*2 + (r3 >> 63) <= 79` (`add` +
///   `adc`), are worth `f * 2^255 ≡ 19 f (mod p)`, `19 f <= 1501 < 2^11`. After clearing bit
///   255 the value is `< 2^255`; adding `19 f` gives `< 2^255 + 2^11 <
///   2^256`, so the carry chain ends inside limb 3.
#[rustfmt::skip]
macro_rules! reduce512 {
    ($m:ident, $t:literal) => { concat!(
        "mov edx, 38\n",
        clr!($m, $t),
        "mulx {r4}, ", $t, ", {r4}\n", "adcx {r0}, ", $t, "\n", "adox {r1}, {r4}\n",
        "mulx {r5}, ", $t, ", {r5}\n", "adcx {r1}, ", $t, "\n", "adox {r2}, {r5}\n",
        "mulx {r6}, ", $t, ", {r6}\n", "adcx {r2}, ", $t, "\n", "adox {r3}, {r6}\n",
        "mulx {r4}, ", $t, ", {r7}\n", "adcx {r3}, ", $t, "\n", // r4 = hi(38*r7) <= 37
        zsrc!($m, "{r5:e}"),
        "adox {r4}, ", zreg!($m, "{r5}"), "\n",
        "adcx {r4}, ", zreg!($m, "{r5}"), "\n",  // r4 <= 39
        // r4 = bits 255.. <= 79: `add` moves bit 255 to CF, `adc` shifts
        // it into r4 (1 cycle from the late r4; `shld` is slow on Zen 5),
        // `shr` brings r3 back without bit 255 (`btr` is a 2-cycle op).
        "add {r3}, {r3}\n",
        "adc {r4}, {r4}\n",
        "shr {r3}, 1\n",
        "imul {r4}, {r4}, 19\n",          // <= 1501
        "add {r0}, {r4}\n",
        "adc {r1}, 0\n",
        "adc {r2}, 0\n",
        "adc {r3}, 0\n",                  // < 2^255 + 2^11: no carry out
    ) };
}

/// The 256x256 → 512-bit product of the values at `$a` and `$b`, into
/// `{r0}`..`{r7}`. Clobbers `rdx`, `$t`, flags. Each row's temporaries are
/// limb registers the product has not written yet (row 0: `{r5}`; row 1:
/// `{r6}`, `{r7}`; row 2: `{r6}` until its last `mulx` writes the top limb
/// there, `{r7}`) and in row 3, where every limb is taken, `{r7}` (until
/// the last `mulx`) and `$t`: in the `plain` mode the address `{a}` itself,
/// free once `a_3` is loaded, so the product needs 11 registers with its two
/// addresses.
///
/// Row 0 (`a0 * b`) uses plain `add`/`adc`: the row value is `< 2^320`, so
/// its final `adc 0` does not carry out. Rows 1..3 add `a_i * b` at limb
/// `i`, the low halves on the CF chain (`adcx`), the high halves on the OF
/// chain (`adox`). The new top limb is `hi(a_i*b3) + OF + CF`: `hi <=
/// 2^64 - 2`, and the partial sum `(a_0..a_i) * b < 2^(64(i+5))` fits in
/// the limbs so far, so no carry leaves it.
#[rustfmt::skip]
macro_rules! mul_body {
    ($m:ident, $a:literal, $b:literal, $t:literal) => { concat!(
        "mov rdx, [", $a, "]\n",
        "mulx {r1}, {r0}, [", $b, "]\n",
        "mulx {r2}, {r5}, [", $b, " + 8]\n",  "add {r1}, {r5}\n",
        "mulx {r3}, {r5}, [", $b, " + 16]\n", "adc {r2}, {r5}\n",
        "mulx {r4}, {r5}, [", $b, " + 24]\n", "adc {r3}, {r5}\n",
        "adc {r4}, 0\n",
        //                                  limbs                                   lo      hi      last lo zero
        mul_row!($m, $a, " + 8", $b,  "{r1}", "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", "{r6}", "{r7}"),
        mul_row!($m, $a, " + 16", $b, "{r2}", "{r3}", "{r4}", "{r5}", "{r6}", "{r6}", "{r7}", "{r7}", "{r7}"),
        mul_row!($m, $a, " + 24", $b, "{r3}", "{r4}", "{r5}", "{r6}", "{r7}", $t,     "{r7}", $t,     $t),
    ) };
}

/// One row `a_i * b` of [`mul_body`], added into limbs `$x0..$x3` and the
/// fresh top limb `$x4` (bounds there): the first three products through
/// the temporaries `$lo`, `$hi`, the last with its high half into `$x4`
/// and its low half into `$lo4`; `$zr` is the `plain` mode's zero (free
/// after the last `adcx`), `$lo` the register it clears the flags with.
#[rustfmt::skip]
macro_rules! mul_row {
    ($m:ident, $a:literal, $ai:literal, $b:literal,
     $x0:literal, $x1:literal, $x2:literal, $x3:literal, $x4:literal,
     $lo:literal, $hi:literal, $lo4:literal, $zr:literal) => { concat!(
        "mov rdx, [", $a, $ai, "]\n",
        clr!($m, $lo),
        "mulx ", $hi, ", ", $lo, ", [", $b, "]\n",      "adcx ", $x0, ", ", $lo, "\n", "adox ", $x1, ", ", $hi, "\n",
        "mulx ", $hi, ", ", $lo, ", [", $b, " + 8]\n",  "adcx ", $x1, ", ", $lo, "\n", "adox ", $x2, ", ", $hi, "\n",
        "mulx ", $hi, ", ", $lo, ", [", $b, " + 16]\n", "adcx ", $x2, ", ", $lo, "\n", "adox ", $x3, ", ", $hi, "\n",
        "mulx ", $x4, ", ", $lo4, ", [", $b, " + 24]\n", "adcx ", $x3, ", ", $lo4, "\n",
        zsrc!($m, $zr),
        "adox ", $x4, ", ", zreg!($m, $zr), "\n",
        "adcx ", $x4, ", ", zreg!($m, $zr), "\n",
    ) };
}

/// The 512-bit square of the value at `$a`, into `{r0}`..`{r7}`. Clobbers
/// `rdx`, `{t0}`, flags: 11 registers with the address. `{r0}` holds the
/// zero of the cross products' chain ends until `a0^2` writes it, and
/// `{r7}` takes the high halves (`a0a3`'s low half too) until the last
/// `mulx` leaves `hi(a3^2)` in it.
///
/// The six cross products `a_i*a_j` (`i < j`) sit at limbs `i+j, i+j+1`:
/// `a0a1: 1,2  a0a2: 2,3  a0a3: 3,4  a1a2: 3,4  a1a3: 4,5  a2a3: 5,6`. Some
/// halves are written directly (disjoint limbs), the rest is added on two
/// chains; each chain ends by adding its flag into a high half (`<= 2^64 -
/// 2`), so it ends with the flag clear. Their sum, `< 2^448`, is then
/// doubled (CF chain; the top bit lands in `{r7}`) while the squares
/// `a_i^2` are added at limbs `2i, 2i+1` (OF chain); the total `a^2 <
/// 2^512`, so nothing carries out of `{r7}`.
#[rustfmt::skip]
macro_rules! square_body {
    ($a:literal) => { concat!(
        "mov rdx, [", $a, "]\n",
        "mulx {r2}, {r1}, [", $a, " + 8]\n",  // a0a1
        "mulx {r3}, {t0}, [", $a, " + 16]\n", // a0a2
        "mulx {r4}, {r7}, [", $a, " + 24]\n", // a0a3 (lo r7 for now)
        "mov rdx, [", $a, " + 8]\n",
        "mulx {r6}, {r5}, [", $a, " + 16]\n", // a1a2 (lo r5, hi r6 for now)
        "xor {r0:e}, {r0:e}\n",               // CF = OF = 0, r0 = 0
        // CF chain: lo(a0a2) at 2, lo(a0a3) at 3, hi(a1a2) at 4.
        "adcx {r2}, {t0}\n",
        "adcx {r3}, {r7}\n",
        "adcx {r4}, {r6}\n",
        // OF chain: lo(a1a2) at 3.
        "adox {r3}, {r5}\n",
        "mulx {r5}, {t0}, [", $a, " + 24]\n", // a1a3: lo t0 at 4, hi r5 at 5
        "adcx {r5}, {r0}\n",                  // CF chain ends
        "adox {r4}, {t0}\n",
        "mov rdx, [", $a, " + 16]\n",
        "mulx {r6}, {t0}, [", $a, " + 24]\n", // a2a3: lo t0 at 5, hi r6 at 6
        "adox {r5}, {t0}\n",
        "adox {r6}, {r0}\n",                  // OF chain ends
        // CF = OF = 0 already; the `xor` tells the CPU so, and the chains
        // below need not wait for the ends of the two above.
        "xor {t0:e}, {t0:e}\n",
        // Double (CF) and add the squares (OF).
        "mov rdx, [", $a, "]\n",
        "mulx {r7}, {r0}, rdx\n",             // a0^2
        "adcx {r1}, {r1}\n", "adox {r1}, {r7}\n",
        "mov rdx, [", $a, " + 8]\n",
        "mulx {r7}, {t0}, rdx\n",             // a1^2
        "adcx {r2}, {r2}\n", "adox {r2}, {t0}\n",
        "adcx {r3}, {r3}\n", "adox {r3}, {r7}\n",
        "mov rdx, [", $a, " + 16]\n",
        "mulx {r7}, {t0}, rdx\n",             // a2^2
        "adcx {r4}, {r4}\n", "adox {r4}, {t0}\n",
        "adcx {r5}, {r5}\n", "adox {r5}, {r7}\n",
        "mov rdx, [", $a, " + 24]\n",
        "mulx {r7}, {t0}, rdx\n",             // a3^2: r7 = hi
        "adcx {r6}, {r6}\n", "adox {r6}, {t0}\n",
        // Limb 7 of the doubled sum is 0: r7 = hi(a3^2) + CF + OF.
        "mov {t0:e}, 0\n",
        "adcx {r7}, {t0}\n",
        "adox {r7}, {t0}\n",
    ) };
}

// The 512-bit products, shared with the P-256, P-224 and secp256k1 fields
// (`fp256_mulx`, `fp224_mulx`, `fp256k1_mulx`), which reduce them each
// their own way.
pub(crate) use {clr, mul_body, mul_row, square_body, zreg, zsrc};

/// Stores `{r0}`..`{r3}` at `$d`.
#[rustfmt::skip]
macro_rules! store4 {
    ($d:literal) => { concat!(
        "mov [", $d, "], {r0}\n",
        "mov [", $d, " + 8], {r1}\n",
        "mov [", $d, " + 16], {r2}\n",
        "mov [", $d, " + 24], {r3}\n",
    ) };
}

/// Loads `{r0}`..`{r3}` from `$a` and adds (`add`) or subtracts (`sub`)
/// the value at `$b` with carry (borrow) into `{r0}`..`{r3}`, leaving the
/// carry (borrow) out of limb 3 in CF.
#[rustfmt::skip]
macro_rules! addsub_raw {
    (add, $a:literal, $b:literal) => { concat!(
        "mov {r0}, [", $a, "]\n", "mov {r1}, [", $a, " + 8]\n",
        "mov {r2}, [", $a, " + 16]\n", "mov {r3}, [", $a, " + 24]\n",
        "add {r0}, [", $b, "]\n", "adc {r1}, [", $b, " + 8]\n",
        "adc {r2}, [", $b, " + 16]\n", "adc {r3}, [", $b, " + 24]\n",
    ) };
    (sub, $a:literal, $b:literal) => { concat!(
        "mov {r0}, [", $a, "]\n", "mov {r1}, [", $a, " + 8]\n",
        "mov {r2}, [", $a, " + 16]\n", "mov {r3}, [", $a, " + 24]\n",
        "sub {r0}, [", $b, "]\n", "sbb {r1}, [", $b, " + 8]\n",
        "sbb {r2}, [", $b, " + 16]\n", "sbb {r3}, [", $b, " + 24]\n",
    ) };
}

/// One fold of the carry (borrow) in CF: `{r0}..{r3} ± 38*CF`, leaving the
/// new carry (borrow) in CF. `$op`/`$opc` are `add`/`adc` or `sub`/`sbb`.
/// The 38 is selected by `cmov` (1 cycle after CF; `sbb` + `and` take 2);
/// the two `mov`s leave the flags alone. Clobbers `{t0}`, `{r4}`.
#[rustfmt::skip]
macro_rules! fold38 {
    ($op:literal, $opc:literal) => { concat!(
        "mov {t0:e}, 38\n", "mov {r4:e}, 0\n", "cmovnc {t0}, {r4}\n",
        $op, " {r0}, {t0}\n", $opc, " {r1}, 0\n", $opc, " {r2}, 0\n", $opc, " {r3}, 0\n",
    ) };
}

/// `[$d] = [$a] + [$b]`, **only for inputs `< 2^255 + 2^40`** (outputs of
/// `mul`, `square`, `mul_a24_add!`): the sum is `< 2^256 + 2^41`, so after
/// a carry the limbs hold `< 2^41` and one fold cannot carry again.
#[rustfmt::skip]
macro_rules! add_1fold {
    ($d:literal, $a:literal, $b:literal) => { concat!(
        addsub_raw!(add, $a, $b), fold38!("add", "adc"), store4!($d),
    ) };
}

/// `[$d] = [$a] - [$b]`, **only for inputs `< 2^255 + 2^40`**: after a
/// borrow the limbs hold `2^256 + a - b > 2^255 - 2^40 > 38`, so one fold
/// cannot borrow again.
#[rustfmt::skip]
macro_rules! sub_1fold {
    ($d:literal, $a:literal, $b:literal) => { concat!(
        addsub_raw!(sub, $a, $b), fold38!("sub", "sbb"), store4!($d),
    ) };
}

/// `[$d] = [$aa] + 121665 * [$e]`, inputs `< 2^256`, output `< 2^255 +
/// 2^24`. The product is added to `aa` on the two chains: lows (CF), highs
/// (OF); `e * 121665 + aa < 2^256 (2^17 + 1)`, so the top limb `{r4}` is
/// `<= 2^17` and no carry leaves it. The bits from 255 up, `f < 2^19`, are
/// folded as `19 f < 2^24` into limb 0 (no carry out of limb 3, as in
/// `reduce512!`). The high halves pass through `{r4}` until the last
/// `mulx` writes the top limb there. Clobbers `rdx`, `{r0}`..`{r4}`,
/// `{t0}`, `{z}`, flags.
#[rustfmt::skip]
macro_rules! mul_a24_add {
    ($d:literal, $e:literal, $aa:literal) => { concat!(
        "mov {r0}, [", $aa, "]\n", "mov {r1}, [", $aa, " + 8]\n",
        "mov {r2}, [", $aa, " + 16]\n", "mov {r3}, [", $aa, " + 24]\n",
        "mov edx, 121665\n",
        "xor {z:e}, {z:e}\n",
        "mulx {r4}, {t0}, [", $e, "]\n",      "adcx {r0}, {t0}\n", "adox {r1}, {r4}\n",
        "mulx {r4}, {t0}, [", $e, " + 8]\n",  "adcx {r1}, {t0}\n", "adox {r2}, {r4}\n",
        "mulx {r4}, {t0}, [", $e, " + 16]\n", "adcx {r2}, {t0}\n", "adox {r3}, {r4}\n",
        "mulx {r4}, {t0}, [", $e, " + 24]\n", "adcx {r3}, {t0}\n",
        "adox {r4}, {z}\n", "adcx {r4}, {z}\n",
        "add {r3}, {r3}\n", "adc {r4}, {r4}\n", "shr {r3}, 1\n", // bits 255.. (see reduce512)
        "imul {r4}, {r4}, 19\n",
        "add {r0}, {r4}\n", "adc {r1}, 0\n", "adc {r2}, 0\n", "adc {r3}, 0\n",
        store4!($d),
    ) };
}

/// `[$d] = ZF clear ? [$a] : [$b]` (`cmov` always loads both; the flags are
/// left alone, so one `test` serves every limb). Clobbers `{r0}`..`{r3}`.
#[rustfmt::skip]
macro_rules! mux_mem {
    ($d:literal, $a:literal, $b:literal) => { concat!(
        "mov {r0}, [", $b, "]\n", "cmovnz {r0}, [", $a, "]\n",
        "mov {r1}, [", $b, " + 8]\n", "cmovnz {r1}, [", $a, " + 8]\n",
        "mov {r2}, [", $b, " + 16]\n", "cmovnz {r2}, [", $a, " + 16]\n",
        "mov {r3}, [", $b, " + 24]\n", "cmovnz {r3}, [", $a, " + 24]\n",
        store4!($d),
    ) };
}

/// `[$d] = [$a] * [$b]`, output `< 2^255 + 2^11`.
macro_rules! mul_mem {
    ($d:literal, $a:literal, $b:literal) => {
        concat!(
            mul_body!(z, $a, $b, "{t0}"),
            reduce512!(z, "{t0}"),
            store4!($d)
        )
    };
}

/// `[$d] = [$a]^2`, output `< 2^255 + 2^11`.
macro_rules! square_mem {
    ($d:literal, $a:literal) => {
        concat!(square_body!($a), reduce512!(z, "{t0}"), store4!($d))
    };
}

/// `a * b` for `a`, `b < 2^256` (through references), reduced to `< 2^255 +
/// 2^11`.
#[inline(always)]
fn mul_ref(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let (r0, r1, r2, r3): (u64, u64, u64, u64);
    // SAFETY: reads the 32 bytes behind the two references (valid, aligned
    // `[u64; 4]`), writes only the declared registers; `mulx`/`adcx`/`adox`
    // are available (this type is only used when BMI2 and ADX are).
    unsafe {
        asm!(
            mul_body!(plain, "{a}", "{b}", "{a}"),
            reduce512!(plain, "{b}"),
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

/// `a^2` for `a < 2^256` (through a reference), reduced to `< 2^255 + 2^11`.
#[inline(always)]
fn square_ref(a: &[u64; 4]) -> [u64; 4] {
    let (r0, r1, r2, r3): (u64, u64, u64, u64);
    // SAFETY: as in `mul_ref`: reads the referenced `[u64; 4]`, writes only
    // declared registers; BMI2/ADX are available.
    unsafe {
        asm!(
            square_body!("{a}"),
            reduce512!(plain, "{t0}"),
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

/// `a + b` mod `2^256 - 38`, any inputs `< 2^256`, output `< 2^256`.
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
            // Carry c: the sum is r + c*2^256 ≡ r + 38c.
            "sbb {t:e}, {t:e}",
            "and {t:e}, 38",
            "add {r0}, {t}",
            "adc {r1}, 0",
            "adc {r2}, 0",
            "adc {r3}, 0",
            // A second carry means r + 38 wrapped: r3..r1 are now 0 and
            // r0 < 38, so adding 38 once more cannot carry.
            "sbb {t:e}, {t:e}",
            "and {t:e}, 38",
            "add {r0}, {t}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = in(reg) b[0],
            b1 = in(reg) b[1],
            b2 = in(reg) b[2],
            b3 = in(reg) b[3],
            t = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a - b` mod `2^256 - 38`, any inputs `< 2^256`, output `< 2^256`.
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
            // Borrow: the difference is r - 2^256 ≡ r - 38.
            "sbb {t:e}, {t:e}",
            "and {t:e}, 38",
            "sub {r0}, {t}",
            "sbb {r1}, 0",
            "sbb {r2}, 0",
            "sbb {r3}, 0",
            // A second borrow means r < 38 wrapped to >= 2^256 - 38, from
            // which 38 can be subtracted once more without a borrow.
            "sbb {t:e}, {t:e}",
            "and {t:e}, 38",
            "sub {r0}, {t}",
            r0 = inout(reg) r0,
            r1 = inout(reg) r1,
            r2 = inout(reg) r2,
            r3 = inout(reg) r3,
            b0 = in(reg) b[0],
            b1 = in(reg) b[1],
            b2 = in(reg) b[2],
            b3 = in(reg) b[3],
            t = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// `a * c` for `c < 2^32`, output `< 2^255 + 2^39`.
#[inline(always)]
fn mul_small_regs(a: [u64; 4], c: u32) -> [u64; 4] {
    let (r0, r1, r2, r3): (u64, u64, u64, u64);
    // SAFETY: register-only arithmetic on declared operands.
    unsafe {
        asm!(
            // a*c < 2^288: five limbs, the top r4 < 2^32.
            "mulx {r1}, {r0}, {a0}",
            "mulx {r2}, {t}, {a1}",
            "add {r1}, {t}",
            "mulx {r3}, {t}, {a2}",
            "adc {r2}, {t}",
            "mulx {r4}, {t}, {a3}",
            "adc {r3}, {t}",
            "adc {r4}, 0",
            // Bits 255.. : f < 2^33, worth 19 f < 2^38.
            "btr {r3}, 63",
            "adc {r4}, {r4}",
            "imul {r4}, {r4}, 19",
            "add {r0}, {r4}",
            "adc {r1}, 0",
            "adc {r2}, 0",
            "adc {r3}, 0", // < 2^255 + 2^38: no carry out
            a0 = in(reg) a[0],
            a1 = in(reg) a[1],
            a2 = in(reg) a[2],
            a3 = in(reg) a[3],
            in("rdx") c as u64,
            r0 = out(reg) r0,
            r1 = out(reg) r1,
            r2 = out(reg) r2,
            r3 = out(reg) r3,
            r4 = out(reg) _,
            t = out(reg) _,
            options(pure, nomem, nostack),
        );
    }
    [r0, r1, r2, r3]
}

/// Writes `fn select_regs(a: [u64; N], b: [u64; N], choice: Choice) ->
/// [u64; N]`: `b` if `choice` else `a`, by `test` and `cmovnz` in `asm!`
/// (no branch LLVM could introduce), for the word count given by the list
/// of `(register, operand, index)` names. Each bracketed group is one block
/// with its own `test`: six words in one block would need 13 registers,
/// over the budget (see "Register budget" above). Shared by the `asm!`
/// fields ([`Fe64`], `Fp256Mulx`, `Fp384Mulx`, `Fp224Mulx`, `Fp192Mulx`).
macro_rules! cmov_select {
    ($n:literal: $([$($r:ident $b:ident $i:literal),+ $(,)?]),+ $(,)?) => {
        /// `b` if `choice` else `a`, by `cmov` (no branch LLVM could
        /// introduce).
        #[inline(always)]
        fn select_regs(a: [u64; $n], b: [u64; $n], choice: subtle::Choice) -> [u64; $n] {
            let [$($(mut $r),+),+] = a;
            let c = choice.unwrap_u8() as u32;
            $(
                // SAFETY: register-only arithmetic on declared operands.
                unsafe {
                    core::arch::asm!(
                        "test {c:e}, {c:e}",
                        $(concat!("cmovnz {", stringify!($r), "}, {", stringify!($b), "}"),)+
                        c = in(reg) c,
                        $($r = inout(reg) $r,)+
                        $($b = in(reg) b[$i],)+
                        options(pure, nomem, nostack),
                    );
                }
            )+
            [$($($r),+),+]
        }
    };
}

pub(crate) use cmov_select;

cmov_select!(4: [r0 b0 0, r1 b1 1, r2 b2 2, r3 b3 3]);

// ---------------------------------------------------------------------------
// The X25519 ladder on Fe64: one asm block per step, state in one buffer.
// ---------------------------------------------------------------------------

/// Bytes of stack the ladder's asm block reserves: 20 field elements
/// (`x1`, the two points in slots `n` and `m`, temporaries; offsets in
/// [`ladder_asm`]), the scalar, the output pointer and the previous bit.
/// A multiple of 16, so `rsp` stays aligned.
const LADDER_FRAME: usize = 688;

/// The whole X25519 ladder (255 steps, bits 254..0 of `k`) in one asm
/// block, with every element on the stack, addressed from `rsp`: on AMD
/// Zen, stores and loads at the same `rsp`-relative address are forwarded
/// through the register file ("memory renaming") without the usual
/// store-to-load latency, and every step's chain of dependent operations
/// goes through memory. Writes `[xn, zn, xm, zm, prev]` (16 limbs, then
/// the last scalar bit) to `out`.
///
/// Instead of swapping the points, each step (as in s2n-bignum's x25519)
/// computes `x ± z` for both slots, selects by `cmov` the pair of the point
/// to double, and always writes the doubling to slot `n` and the sum to
/// slot `m`. The point to double is `R_bit`: in slot `n` if `bit == prev`
/// (slot `n` holds `R_prev`), else in slot `m`. The differential sum needs
/// no selection: with `DA = (x_m - z_m)(x_n + z_n)` and `CB = (x_m +
/// z_m)(x_n - z_n)`, exchanging the points exchanges `DA` and `CB`, which
/// leaves `(DA + CB)^2` and `(DA - CB)^2` unchanged.
///
/// Bounds: the input `x1` (any value `< 2^256`) is first folded once at
/// bit 255, to `< 2^255 + 19`. So every slot holds `0`, `1`, that folded
/// `x1` or an output of `mul`/`square` (`< 2^255 + 2^11`), and every sum or
/// difference takes those or outputs of `mul_a24_add!` (`< 2^255 +
/// 2^24`), all `< 2^255 + 2^40`: one fold suffices ([`add_1fold`],
/// [`sub_1fold`]). The outputs are `mul`/`square` results, `< 2^256`.
///
/// Constant time: the loop count and the scalar word index depend only on
/// the public bit position; the selection is by `cmov`.
#[inline(always)]
fn ladder_asm(k: &[u8; 32], x1: &Fe64, out: &mut [u64; 17]) {
    // SAFETY: reads the 32 bytes of `k` and of `x1`, writes the 17 words of
    // `out`; reserves LADDER_FRAME bytes below `rsp` (the block is not
    // `nostack`, so the compiler keeps nothing there) and restores `rsp`
    // before it ends; within the frame every temporary is written before it
    // is read. Only declared registers are written. BMI2/ADX are available
    // (this type is only used when they are).
    unsafe {
        asm!(
            "sub rsp, 688",
            // Scalar to [rsp + 640], x1 to slot x1 and to xm.
            "mov {r0}, [{i}]", "mov {r1}, [{i} + 8]",
            "mov {r2}, [{i} + 16]", "mov {r3}, [{i} + 24]",
            "mov [rsp + 640], {r0}", "mov [rsp + 648], {r1}",
            "mov [rsp + 656], {r2}", "mov [rsp + 664], {r3}",
            "mov {r0}, [{z}]", "mov {r1}, [{z} + 8]",
            "mov {r2}, [{z} + 16]", "mov {r3}, [{z} + 24]",
            // Fold bit 255 of x1 (worth 19): x1 < 2^255 + 19 from here on.
            "btr {r3}, 63",
            "sbb {t0:e}, {t0:e}", "and {t0:e}, 19",
            "add {r0}, {t0}", "adc {r1}, 0", "adc {r2}, 0", "adc {r3}, 0",
            "mov [rsp], {r0}", "mov [rsp + 8], {r1}",
            "mov [rsp + 16], {r2}", "mov [rsp + 24], {r3}",
            "mov [rsp + 96], {r0}", "mov [rsp + 104], {r1}",
            "mov [rsp + 112], {r2}", "mov [rsp + 120], {r3}",
            // xn = 1, zn = 0 (R0, the point at infinity); zm = 1 (R1 = x1).
            "xor {r0:e}, {r0:e}",
            "mov {r1:e}, 1",
            "mov [rsp + 32], {r1}", "mov [rsp + 40], {r0}",
            "mov [rsp + 48], {r0}", "mov [rsp + 56], {r0}",
            "mov [rsp + 64], {r0}", "mov [rsp + 72], {r0}",
            "mov [rsp + 80], {r0}", "mov [rsp + 88], {r0}",
            "mov [rsp + 128], {r1}", "mov [rsp + 136], {r0}",
            "mov [rsp + 144], {r0}", "mov [rsp + 152], {r0}",
            "mov [rsp + 672], {r7}", // out pointer
            "mov [rsp + 680], {r0}", // prev = 0
            "mov {i:e}, 254",
            "2:",
            // z = bit i of k, xor prev; prev = bit i.
            "mov {t0:e}, {i:e}",
            "shr {t0:e}, 6",
            "mov {r1}, [rsp + 8*{t0} + 640]",
            "shrx {r1}, {r1}, {i}", // shift count i mod 64
            "and {r1:e}, 1",
            "mov {z}, [rsp + 680]",
            "mov [rsp + 680], {r1}",
            "xor {z}, {r1}",
            // 0: x1, 32: xn, 64: zn, 96: xm, 128: zm
            sub_1fold!("rsp + 160", "rsp + 96", "rsp + 128"), // dm = xm - zm
            add_1fold!("rsp + 192", "rsp + 96", "rsp + 128"), // sm = xm + zm
            sub_1fold!("rsp + 224", "rsp + 32", "rsp + 64"),  // dn = xn - zn
            add_1fold!("rsp + 256", "rsp + 32", "rsp + 64"),  // sn = xn + zn
            "test {z}, {z}",
            mux_mem!("rsp + 288", "rsp + 160", "rsp + 224"), // d = z ? dm : dn
            mux_mem!("rsp + 320", "rsp + 192", "rsp + 256"), // s = z ? sm : sn
            mul_mem!("rsp + 352", "rsp + 160", "rsp + 256"), // u1 = dm * sn
            mul_mem!("rsp + 384", "rsp + 192", "rsp + 224"), // u2 = sm * dn
            square_mem!("rsp + 416", "rsp + 320"),           // ss = s^2
            square_mem!("rsp + 448", "rsp + 288"),           // dd = d^2
            add_1fold!("rsp + 544", "rsp + 352", "rsp + 384"), // su = u1 + u2
            sub_1fold!("rsp + 576", "rsp + 352", "rsp + 384"), // du = u1 - u2
            sub_1fold!("rsp + 480", "rsp + 416", "rsp + 448"), // e = ss - dd
            square_mem!("rsp + 608", "rsp + 576"),           // q = du^2
            square_mem!("rsp + 96", "rsp + 544"),            // xm = su^2
            mul_a24_add!("rsp + 512", "rsp + 480", "rsp + 416"), // f = ss + a24 e
            // zm = q * x1, zn = f * e: the later input (q, f) goes to `rdx`,
            // one limb per row, so row 0 need not wait for its top limbs.
            mul_mem!("rsp + 128", "rsp + 608", "rsp"),       // zm = q * x1
            mul_mem!("rsp + 32", "rsp + 416", "rsp + 448"),  // xn = ss * dd
            mul_mem!("rsp + 64", "rsp + 512", "rsp + 480"),  // zn = f * e
            "sub {i}, 1",
            "jnc 2b", // i was 0: done
            // Copy out xn, zn, xm, zm, prev.
            "mov {i}, [rsp + 672]",
            "mov {r0}, [rsp + 32]", "mov {r1}, [rsp + 40]",
            "mov {r2}, [rsp + 48]", "mov {r3}, [rsp + 56]",
            "mov [{i}], {r0}", "mov [{i} + 8], {r1}",
            "mov [{i} + 16], {r2}", "mov [{i} + 24], {r3}",
            "mov {r0}, [rsp + 64]", "mov {r1}, [rsp + 72]",
            "mov {r2}, [rsp + 80]", "mov {r3}, [rsp + 88]",
            "mov [{i} + 32], {r0}", "mov [{i} + 40], {r1}",
            "mov [{i} + 48], {r2}", "mov [{i} + 56], {r3}",
            "mov {r0}, [rsp + 96]", "mov {r1}, [rsp + 104]",
            "mov {r2}, [rsp + 112]", "mov {r3}, [rsp + 120]",
            "mov [{i} + 64], {r0}", "mov [{i} + 72], {r1}",
            "mov [{i} + 80], {r2}", "mov [{i} + 88], {r3}",
            "mov {r0}, [rsp + 128]", "mov {r1}, [rsp + 136]",
            "mov {r2}, [rsp + 144]", "mov {r3}, [rsp + 152]",
            "mov [{i} + 96], {r0}", "mov [{i} + 104], {r1}",
            "mov [{i} + 112], {r2}", "mov [{i} + 120], {r3}",
            "mov {r0}, [rsp + 680]",
            "mov [{i} + 128], {r0}",
            "add rsp, 688",
            i = inout(reg) k.as_ptr() => _,
            z = inout(reg) x1.0.as_ptr() => _,
            r0 = out(reg) _,
            r1 = out(reg) _,
            r2 = out(reg) _,
            r3 = out(reg) _,
            r4 = out(reg) _,
            r5 = out(reg) _,
            r6 = out(reg) _,
            r7 = inout(reg) out.as_mut_ptr() => _,
            t0 = out(reg) _,
            out("rdx") _,
        );
    }
}

/// The X25519 ladder (see [`crate::montgomery::LadderField::ladder`]) with the fused asm.
#[inline(always)]
pub(crate) fn ladder_fe64(k: &[u8; 32], x1: &Fe64) -> (Fe64, Fe64) {
    const _: () = assert!(LADDER_FRAME == 688);
    let mut out = [0u64; 17];
    ladder_asm(k, x1, &mut out);
    // R0 is in slot n if the last bit is 0, else in slot m.
    let w = |i: usize| Fe64([out[i], out[i + 1], out[i + 2], out[i + 3]]);
    let c = Choice::from((out[16] & 1) as u8);
    (
        Fe64::select(&w(0), &w(8), c),
        Fe64::select(&w(4), &w(12), c),
    )
}

impl Field for Fe64 {
    type Bytes = [u8; 32];

    const ZERO: Self = Fe64([0; 4]);

    const ONE: Self = Fe64([1, 0, 0, 0]);

    #[inline]
    fn to_bytes(&self) -> [u8; 32] {
        let l = self.0;
        // Fold bit 255 (worth 19): x < 2^255 + 19 < 2p afterwards. The carry
        // chain is computed in u128, which LLVM lowers to add/adc.
        let top = l[3] >> 63;
        let mut x = [l[0], l[1], l[2], l[3] & (u64::MAX >> 1)];
        add_small(&mut x, 19 * top);
        // q = 1 iff x >= p iff x + 19 >= 2^255; then x - p = x + 19 - 2^255.
        let mut y = x;
        add_small(&mut y, 19);
        let q = y[3] >> 63;
        add_small(&mut x, 19 * q);
        x[3] &= u64::MAX >> 1;
        let mut out = [0u8; 32];
        for (i, w) in x.iter().enumerate() {
            out[8 * i..8 * i + 8].copy_from_slice(&w.to_le_bytes());
        }
        out
    }

    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        Fe64(add_regs(self.0, rhs.0))
    }

    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        Fe64(sub_regs(self.0, rhs.0))
    }

    #[inline(always)]
    fn neg(&self) -> Self {
        Fe64(sub_regs([0; 4], self.0))
    }

    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        Fe64(mul_ref(&self.0, &rhs.0))
    }

    #[inline(always)]
    fn square(&self) -> Self {
        Fe64(square_ref(&self.0))
    }

    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        Fe64(select_regs(a.0, b.0, choice))
    }

    #[inline(always)]
    fn or_masked(&mut self, e: &Self, mask: u64) {
        for (a, b) in self.0.iter_mut().zip(e.0.iter()) {
            *a |= b & mask;
        }
    }

    #[inline]
    fn from_canonical_bytes(bytes: &[u8; 32]) -> CtOption<Self> {
        super::from_canonical_bytes_25519(bytes)
    }

    #[inline]
    fn invert(&self) -> Self {
        super::invert_25519(self)
    }
}

impl Field25519 for Fe64 {
    #[inline(always)]
    fn rcb_double_fused<const B: u32>(p: &[Self; 3]) -> Option<[Self; 3]> {
        Some(rcb::rcb_double_fe64::<B>(p))
    }

    #[inline(always)]
    fn rcb_add_fused<const B: u32>(p: &[Self; 3], q: &[Self; 3]) -> Option<[Self; 3]> {
        Some(rcb::rcb_add_fe64::<B>(p, q))
    }

    #[inline(always)]
    fn rcb_add_affine_fused<const B: u32>(p: &[Self; 3], q: &[Self; 2]) -> Option<[Self; 3]> {
        Some(rcb::rcb_add_affine_fe64::<B>(p, q))
    }

    #[inline(always)]
    fn from_bytes(bytes: &[u8; 32]) -> Self {
        let w = |i: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[8 * i..8 * i + 8]);
            u64::from_le_bytes(b)
        };
        // Bit 255 dropped; any value < 2^255 satisfies the invariant.
        Fe64([w(0), w(1), w(2), w(3) & (u64::MAX >> 1)])
    }

    #[inline(always)]
    fn from_u64x4(words: &[u64; 4]) -> Self {
        // Every 256-bit integer satisfies the invariant.
        Fe64(*words)
    }

    #[inline(always)]
    fn mul_small(&self, c: u32) -> Self {
        Fe64(mul_small_regs(self.0, c))
    }
}

/// `x += c` on a value `< 2^256 - c` (no carry out), in constant time.
#[inline(always)]
fn add_small(x: &mut [u64; 4], c: u64) {
    let mut carry = c as u128;
    for w in x.iter_mut() {
        let s = *w as u128 + carry;
        *w = s as u64;
        carry = s >> 64;
    }
}

mod rcb;

#[cfg(test)]
mod tests;
