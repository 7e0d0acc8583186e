//! The complete formulas of a curve `y^2 = x^3 - 3x + b` over `2^255 - 19`
//! (Renes–Costello–Batina Algorithms 6, 4 and 5: Curve13318's doubling,
//! addition and mixed addition) on [`Fe64`], each as one `asm!` block:
//! [`rcb_double`], [`rcb_add`], [`rcb_add_affine`].
//!
//! The generic formulas (`weierstrass::rcb_double` and the others) run
//! each product, product by a small constant and addition as its own
//! `asm!` block, with its inputs and outputs in registers the compiler
//! places. Here every intermediate is in a frame on the stack (as in the
//! X25519 ladder's block, [`super::ladder_asm`]), and a formula runs in
//! layers:
//!
//! 1. the sums of the inputs the Karatsuba products need (the additions
//!    only), then the products of the inputs (doubling: `X^2`, `Y^2`,
//!    `Z^2`, `XY`, `XZ`, `YZ`);
//! 2. every linear combination the formula takes of them, each as one
//!    sum of products by small constants (`lin_*` below) instead of a
//!    chain of additions, subtractions and products by 3 and by `b`
//!    (doubling: `x3 = Y^2 - 3b Z^2 + 6XZ`, `y3 = Y^2 + 3b Z^2 - 6XZ`,
//!    `z3 = 6b XZ - 9Z^2 - 3X^2`, `t0 = 3X^2 - 3Z^2`, `q = 4Y^2`, and the
//!    doublings `w = 2XY`, `v = 2YZ`);
//! 3. the products of the combinations and the three sums or differences
//!    of two of them that are the output (doubling: `X3 = x3 w - v z3`,
//!    `Y3 = x3 y3 + t0 z3`, `Z3 = v q`).
//!
//! These are the paper's outputs with its intermediate values expanded
//! (doubling: its `t3 = 2XY`, `Z3 = 4 (2YZ) Y^2`), so the result is the
//! same projective point with the same coordinates as the generic
//! formula's, modulo p; the tests (`fe64_rcb_fused`) compare the two on
//! random and extreme limbs, and the doubling with its expanded
//! polynomials in a big-integer model. The products are as many as the
//! paper's (doubling 11, addition 12, mixed addition 11); what goes is
//! the additions' separate carry chains and folds, and the compiler's
//! moves between blocks. Measured old against new in
//! `docs/results/2026-11-29-intel-emerald-rapids-ab-curve13318-fused.txt`.
//!
//! Bounds (the type allows any value `< 2^256`):
//! * Products: any inputs `< 2^256`, outputs `< 2^255 + 2^11`
//!   (`reduce512!` in `fe64.rs`).
//! * Layer 1's sums (`add_any!`): any inputs, outputs `< 2^256`.
//! * A linear combination `sum c_j v_j` (any `v_j < 2^256`, constants
//!   `c_j < 2^17` in all): a negative term `-c v` is computed as `c (!v)`
//!   (`!v = 2^256 - 1 - v`, the bitwise complement, `>= 0`), which is
//!   `-c v + c 2^256 - c = -c v + 37 c (mod p)`; the accumulator starts at
//!   `p - 37 C` for `C` the sum of the negative terms' constants, modulo
//!   `2^320`. The true sum is then `>= p - 37 C >= 0` and `< p + 2^17 2^256
//!   < 2^274`, so it fits the five limbs and arithmetic modulo `2^320` is
//!   exact. The bits from 255 up, `f < 2^19`, are folded as `19 f < 2^24`
//!   into limb 0: output `< 2^255 + 2^24`, no carry out of limb 3.
//! * The doublings `w`, `v` and the outputs (`add_1fold!`, `sub_1fold!`
//!   in `fe64.rs`): inputs are products, `< 2^255 + 2^40` as those macros
//!   require; outputs `< 2^256`.
//!
//! Constant time: straight-line code (no branch, no secret-dependent
//! address); the instructions of [`super`] plus `not` and `imul` by 19.

use super::Fe64;
use core::arch::asm;

/// `{r0}..{r4} = p - 37 C` (modulo `2^320`, see the module
/// documentation) for `$n = -19 - 37 C` (an immediate or a `const`
/// operand), `C` the sum of the negative terms' constants (`pneg`); `0`
/// for a combination without negative terms (`zero`).
#[rustfmt::skip]
macro_rules! lin_init {
    (pneg, $n:literal) => { concat!(
        "mov {r0}, ", $n, "\n", "mov {r1}, -1\n", "mov {r2}, -1\n",
        "mov {r3}, 0x7fffffffffffffff\n", "mov {r4:e}, 0\n",
    ) };
    (zero) => { concat!(
        "mov {r0:e}, 0\n", "mov {r1:e}, 0\n", "mov {r2:e}, 0\n",
        "mov {r3:e}, 0\n", "mov {r4:e}, 0\n",
    ) };
}

/// One term added into `{r0}..{r4}` (modulo `2^320`): `[$a]` (`one`), `c
/// [$a]` (`pos`, `$c` an immediate or a `const` operand) or `c (![$a])`
/// (`neg`: its `-37 c` is in the starting value). The low halves of the
/// four `mulx` go on the CF chain, the high halves on the OF chain;
/// carries out of `{r4}` are the modulo. Clobbers `rdx`, `{r5}`, `{r6}`,
/// `{z}`, flags.
#[rustfmt::skip]
macro_rules! lin_term {
    (one, $a:literal) => { concat!(
        "add {r0}, [", $a, "]\n", "adc {r1}, [", $a, " + 8]\n",
        "adc {r2}, [", $a, " + 16]\n", "adc {r3}, [", $a, " + 24]\n", "adc {r4}, 0\n",
    ) };
    (pos, $c:literal, $a:literal) => { concat!(
        "mov edx, ", $c, "\n", "xor {z:e}, {z:e}\n",
        "mulx {r6}, {r5}, [", $a, "]\n",      "adcx {r0}, {r5}\n", "adox {r1}, {r6}\n",
        "mulx {r6}, {r5}, [", $a, " + 8]\n",  "adcx {r1}, {r5}\n", "adox {r2}, {r6}\n",
        "mulx {r6}, {r5}, [", $a, " + 16]\n", "adcx {r2}, {r5}\n", "adox {r3}, {r6}\n",
        "mulx {r6}, {r5}, [", $a, " + 24]\n", "adcx {r3}, {r5}\n", "adox {r4}, {r6}\n",
        "adcx {r4}, {z}\n",
    ) };
    (neg, $c:literal, $a:literal) => { concat!(
        "mov edx, ", $c, "\n", "xor {z:e}, {z:e}\n",
        "mov {r5}, [", $a, "]\n", "not {r5}\n",
        "mulx {r5}, {r6}, {r5}\n", "adcx {r0}, {r6}\n", "adox {r1}, {r5}\n",
        "mov {r5}, [", $a, " + 8]\n", "not {r5}\n",
        "mulx {r5}, {r6}, {r5}\n", "adcx {r1}, {r6}\n", "adox {r2}, {r5}\n",
        "mov {r5}, [", $a, " + 16]\n", "not {r5}\n",
        "mulx {r5}, {r6}, {r5}\n", "adcx {r2}, {r6}\n", "adox {r3}, {r5}\n",
        "mov {r5}, [", $a, " + 24]\n", "not {r5}\n",
        "mulx {r5}, {r6}, {r5}\n", "adcx {r3}, {r6}\n", "adox {r4}, {r5}\n",
        "adcx {r4}, {z}\n",
    ) };
}

/// Folds the bits of `{r0}..{r4}` from 255 up (`f < 2^19`) as `19 f` into
/// limb 0 and stores the result (`< 2^255 + 2^24`) at `$d`.
#[rustfmt::skip]
macro_rules! lin_store {
    ($d:literal) => { concat!(
        "btr {r3}, 63\n", "adc {r4}, {r4}\n", "imul {r4}, {r4}, 19\n",
        "add {r0}, {r4}\n", "adc {r1}, 0\n", "adc {r2}, 0\n", "adc {r3}, 0\n",
        store4!($d),
    ) };
}

/// `[$d] = [$a] + [$b]` for any inputs `< 2^256`: `add_1fold!`'s
/// fold, then a second one where the first carried out again (then limbs
/// 1..3 are 0 and limb 0 `< 38`, so it cannot carry). Clobbers
/// `{r0}`..`{r4}`, `{t0}`, flags.
#[rustfmt::skip]
macro_rules! add_any {
    ($d:literal, $a:literal, $b:literal) => { concat!(
        addsub_raw!(add, $a, $b), fold38!("add", "adc"),
        "sbb {t0:e}, {t0:e}\n", "and {t0:e}, 38\n", "add {r0}, {t0}\n",
        store4!($d),
    ) };
}

/// The registers and constants of the three blocks: `{i}` the point
/// buffer, `{r0}`..`{r7}`, `{t0}`, `{z}` and `rdx` the products' and the
/// combinations' registers (12 in all, the budget of `super`), and the
/// constants of `b` as `const` operands.
macro_rules! rcb_asm {
    ($buf:expr, $b:ident, $($text:expr),+ $(,)?) => {
        // SAFETY: reads and writes the words of the buffer (every input
        // is read before the first output is written); reserves the frame
        // below `rsp` (the block is not `nostack`, so the compiler keeps
        // nothing there) and restores `rsp`; every frame slot is written
        // before it is read. Only declared registers are written.
        // BMI2/ADX are available (`Fe64` is only used when they are).
        unsafe {
            asm!(
                // Every block names every constant (an unused operand is
                // an error); the comment is where the others are used.
                "# {b3} {b6} {b33} {b39} {n3b} {n3b6} {n6b12}",
                $($text),+,
                i = in(reg) $buf.as_mut_ptr(),
                r0 = out(reg) _,
                r1 = out(reg) _,
                r2 = out(reg) _,
                r3 = out(reg) _,
                r4 = out(reg) _,
                r5 = out(reg) _,
                r6 = out(reg) _,
                r7 = out(reg) _,
                t0 = out(reg) _,
                z = out(reg) _,
                out("rdx") _,
                b3 = const 3 * $b,
                b6 = const 6 * $b,
                b33 = const 3 * $b + 3,
                b39 = const 3 * $b + 9,
                n3b = const -19 - 37 * 3 * ($b as i64),
                n3b6 = const -19 - 37 * (3 * ($b as i64) + 6),
                n6b12 = const -19 - 37 * (6 * ($b as i64) + 12),
            );
        }
    };
}

/// `2P` for `P = (X : Y : Z)` = `p[0..4]`, `p[4..8]`, `p[8..12]` (limbs of
/// any values `< 2^256`), in place, on the curve `y^2 = x^3 - 3x + B`: RCB
/// Algorithm 6's output, coordinate for coordinate, modulo p (see the
/// module documentation). Frame: 17 elements, 544 bytes.
#[inline(always)]
#[rustfmt::skip]
fn rcb_double<const B: u32>(p: &mut [u64; 12]) {
    const { assert!(B < 1 << 15) };
    rcb_asm!(p, B,
        "sub rsp, 544",
        // 0: X^2, 32: Y^2, 64: Z^2, 96: XY, 128: XZ, 160: YZ
        square_mem!("rsp", "{i}"),
        square_mem!("rsp + 32", "{i} + 32"),
        square_mem!("rsp + 64", "{i} + 64"),
        mul_mem!("rsp + 96", "{i}", "{i} + 32"),
        mul_mem!("rsp + 128", "{i}", "{i} + 64"),
        mul_mem!("rsp + 160", "{i} + 32", "{i} + 64"),
        // 192: x3 = Y^2 - 3b Z^2 + 6 XZ
        lin_init!(pneg, "{n3b}"),
        lin_term!(one, "rsp + 32"),
        lin_term!(neg, "{b3}", "rsp + 64"),
        lin_term!(pos, "6", "rsp + 128"),
        lin_store!("rsp + 192"),
        // 224: y3 = Y^2 + 3b Z^2 - 6 XZ
        lin_init!(pneg, "-241"),
        lin_term!(one, "rsp + 32"),
        lin_term!(pos, "{b3}", "rsp + 64"),
        lin_term!(neg, "6", "rsp + 128"),
        lin_store!("rsp + 224"),
        // 256: z3 = 6b XZ - 9 Z^2 - 3 X^2
        lin_init!(pneg, "-463"),
        lin_term!(pos, "{b6}", "rsp + 128"),
        lin_term!(neg, "9", "rsp + 64"),
        lin_term!(neg, "3", "rsp"),
        lin_store!("rsp + 256"),
        // 288: t0 = 3 X^2 - 3 Z^2
        lin_init!(pneg, "-130"),
        lin_term!(pos, "3", "rsp"),
        lin_term!(neg, "3", "rsp + 64"),
        lin_store!("rsp + 288"),
        // 320: w = 2 XY, 352: v = 2 YZ, 384: q = 4 Y^2
        add_1fold!("rsp + 320", "rsp + 96", "rsp + 96"),
        add_1fold!("rsp + 352", "rsp + 160", "rsp + 160"),
        lin_init!(zero),
        lin_term!(pos, "4", "rsp + 32"),
        lin_store!("rsp + 384"),
        // 416: x3 w, 448: v z3, 480: x3 y3, 512: t0 z3
        mul_mem!("rsp + 416", "rsp + 192", "rsp + 320"),
        mul_mem!("rsp + 448", "rsp + 352", "rsp + 256"),
        mul_mem!("rsp + 480", "rsp + 192", "rsp + 224"),
        mul_mem!("rsp + 512", "rsp + 288", "rsp + 256"),
        // X3 = x3 w - v z3, Y3 = x3 y3 + t0 z3, Z3 = v q
        sub_1fold!("{i}", "rsp + 416", "rsp + 448"),
        add_1fold!("{i} + 32", "rsp + 480", "rsp + 512"),
        mul_mem!("{i} + 64", "rsp + 352", "rsp + 384"),
        "add rsp, 544",
    );
}

/// The second half of the two additions, from the combinations `t3`,
/// `t4`, `x3`, `z3`, `y3`, `t0` at the frame offsets given: the six
/// products `t3 x3`, `t4 y3`, `x3 z3`, `t0 y3`, `t4 z3`, `t3 t0` into the
/// six offsets of the list, then `X3 = t3 x3 - t4 y3`, `Y3 = x3 z3 + t0
/// y3` and `Z3 = t4 z3 + t3 t0` into the buffer's first three elements.
#[rustfmt::skip]
macro_rules! add_tail {
    ($t3:literal, $t4:literal, $x3:literal, $z3:literal, $y3:literal, $t0:literal,
     [$o0:literal, $o1:literal, $o2:literal, $o3:literal, $o4:literal, $o5:literal]) => { concat!(
        mul_mem!($o0, $t3, $x3),
        mul_mem!($o1, $t4, $y3),
        mul_mem!($o2, $x3, $z3),
        mul_mem!($o3, $t0, $y3),
        mul_mem!($o4, $t4, $z3),
        mul_mem!($o5, $t3, $t0),
        sub_1fold!("{i}", $o0, $o1),
        add_1fold!("{i} + 32", $o2, $o3),
        add_1fold!("{i} + 64", $o4, $o5),
    ) };
}

/// `P + Q` for `P = (X1 : Y1 : Z1)` = `p[0..12]` and `Q = (X2 : Y2 : Z2)` =
/// `p[12..24]` (limbs of any values `< 2^256`), into `p[0..12]`: RCB
/// Algorithm 4's output modulo p. The products are `t0 = X1 X2`, `t1 =
/// Y1 Y2`, `t2 = Z1 Z2` and, by Karatsuba, `m3 = (X1 + Y1)(X2 + Y2)`,
/// `m4 = (Y1 + Z1)(Y2 + Z2)` and `m5 = (X1 + Z1)(X2 + Z2)`, so that
/// `s = X1 Z2 + X2 Z1` is `m5 - t0 - t2`. The combinations, each
/// expanded over the six products: `t3 = m3 - t0 - t1`, `t4 = m4 - t1 -
/// t2`, `x3 = t1 + 3 s - 3b t2`, `z3 = t1 - 3 s + 3b t2`, `y3 = 3b s -
/// 9 t2 - 3 t0` and `t0' = 3 t0 - 3 t2`. Frame: 24 elements, 768 bytes.
#[inline(always)]
#[rustfmt::skip]
fn rcb_add<const B: u32>(p: &mut [u64; 24]) {
    const { assert!(B < 1 << 15) };
    rcb_asm!(p, B,
        "sub rsp, 768",
        // 0: X1 + Y1, 32: X2 + Y2, 64: Y1 + Z1, 96: Y2 + Z2, 128: X1 + Z1,
        // 160: X2 + Z2
        add_any!("rsp", "{i}", "{i} + 32"),
        add_any!("rsp + 32", "{i} + 96", "{i} + 128"),
        add_any!("rsp + 64", "{i} + 32", "{i} + 64"),
        add_any!("rsp + 96", "{i} + 128", "{i} + 160"),
        add_any!("rsp + 128", "{i}", "{i} + 64"),
        add_any!("rsp + 160", "{i} + 96", "{i} + 160"),
        // 192: t0, 224: t1, 256: t2, 288: m3, 320: m4, 352: m5
        mul_mem!("rsp + 192", "{i}", "{i} + 96"),
        mul_mem!("rsp + 224", "{i} + 32", "{i} + 128"),
        mul_mem!("rsp + 256", "{i} + 64", "{i} + 160"),
        mul_mem!("rsp + 288", "rsp", "rsp + 32"),
        mul_mem!("rsp + 320", "rsp + 64", "rsp + 96"),
        mul_mem!("rsp + 352", "rsp + 128", "rsp + 160"),
        // 384: t3 = m3 - t0 - t1
        lin_init!(pneg, "-93"),
        lin_term!(one, "rsp + 288"),
        lin_term!(neg, "1", "rsp + 192"),
        lin_term!(neg, "1", "rsp + 224"),
        lin_store!("rsp + 384"),
        // 416: t4 = m4 - t1 - t2
        lin_init!(pneg, "-93"),
        lin_term!(one, "rsp + 320"),
        lin_term!(neg, "1", "rsp + 224"),
        lin_term!(neg, "1", "rsp + 256"),
        lin_store!("rsp + 416"),
        // 448: x3 = t1 + 3 m5 - 3 t0 - (3b + 3) t2
        lin_init!(pneg, "{n3b6}"),
        lin_term!(one, "rsp + 224"),
        lin_term!(pos, "3", "rsp + 352"),
        lin_term!(neg, "3", "rsp + 192"),
        lin_term!(neg, "{b33}", "rsp + 256"),
        lin_store!("rsp + 448"),
        // 480: z3 = t1 - 3 m5 + 3 t0 + (3b + 3) t2
        lin_init!(pneg, "-130"),
        lin_term!(one, "rsp + 224"),
        lin_term!(neg, "3", "rsp + 352"),
        lin_term!(pos, "3", "rsp + 192"),
        lin_term!(pos, "{b33}", "rsp + 256"),
        lin_store!("rsp + 480"),
        // 512: y3 = 3b m5 - (3b + 3) t0 - (3b + 9) t2
        lin_init!(pneg, "{n6b12}"),
        lin_term!(pos, "{b3}", "rsp + 352"),
        lin_term!(neg, "{b33}", "rsp + 192"),
        lin_term!(neg, "{b39}", "rsp + 256"),
        lin_store!("rsp + 512"),
        // 544: t0' = 3 t0 - 3 t2
        lin_init!(pneg, "-130"),
        lin_term!(pos, "3", "rsp + 192"),
        lin_term!(neg, "3", "rsp + 256"),
        lin_store!("rsp + 544"),
        add_tail!("rsp + 384", "rsp + 416", "rsp + 448", "rsp + 480", "rsp + 512", "rsp + 544",
            ["rsp + 576", "rsp + 608", "rsp + 640", "rsp + 672", "rsp + 704", "rsp + 736"]),
        "add rsp, 768",
    );
}

/// `P + Q` for `P = (X1 : Y1 : Z1)` = `p[0..12]` and an affine `Q = (X2,
/// Y2)` = `p[12..20]` (limbs of any values `< 2^256`), into `p[0..12]`:
/// RCB Algorithm 5's output modulo p. With `t0 = X1 X2`, `t1 = Y1 Y2`, `m3
/// = (X1 + Y1)(X2 + Y2)`, `m4 = Y2 Z1`, `m5 = X2 Z1` (so `s = m5 + X1`):
/// `t3 = m3 - t0 - t1`, `t4 = m4 + Y1`, `x3 = t1 + 3 s - 3b Z1`, `z3 = t1 -
/// 3 s + 3b Z1`, `y3 = 3b s - 9 Z1 - 3 t0`, `t0' = 3 t0 - 3 Z1`. Frame: 19
/// elements, 608 bytes.
#[inline(always)]
#[rustfmt::skip]
fn rcb_add_affine<const B: u32>(p: &mut [u64; 20]) {
    const { assert!(B < 1 << 15) };
    rcb_asm!(p, B,
        "sub rsp, 608",
        // 0: X1 + Y1, 32: X2 + Y2
        add_any!("rsp", "{i}", "{i} + 32"),
        add_any!("rsp + 32", "{i} + 96", "{i} + 128"),
        // 64: t0, 96: t1, 128: m3, 160: m4, 192: m5
        mul_mem!("rsp + 64", "{i}", "{i} + 96"),
        mul_mem!("rsp + 96", "{i} + 32", "{i} + 128"),
        mul_mem!("rsp + 128", "rsp", "rsp + 32"),
        mul_mem!("rsp + 160", "{i} + 128", "{i} + 64"),
        mul_mem!("rsp + 192", "{i} + 96", "{i} + 64"),
        // 224: t3 = m3 - t0 - t1
        lin_init!(pneg, "-93"),
        lin_term!(one, "rsp + 128"),
        lin_term!(neg, "1", "rsp + 64"),
        lin_term!(neg, "1", "rsp + 96"),
        lin_store!("rsp + 224"),
        // 256: t4 = m4 + Y1
        lin_init!(zero),
        lin_term!(one, "rsp + 160"),
        lin_term!(one, "{i} + 32"),
        lin_store!("rsp + 256"),
        // 288: x3 = t1 + 3 m5 + 3 X1 - 3b Z1
        lin_init!(pneg, "{n3b}"),
        lin_term!(one, "rsp + 96"),
        lin_term!(pos, "3", "rsp + 192"),
        lin_term!(pos, "3", "{i}"),
        lin_term!(neg, "{b3}", "{i} + 64"),
        lin_store!("rsp + 288"),
        // 320: z3 = t1 - 3 m5 - 3 X1 + 3b Z1
        lin_init!(pneg, "-241"),
        lin_term!(one, "rsp + 96"),
        lin_term!(neg, "3", "rsp + 192"),
        lin_term!(neg, "3", "{i}"),
        lin_term!(pos, "{b3}", "{i} + 64"),
        lin_store!("rsp + 320"),
        // 352: y3 = 3b m5 + 3b X1 - 9 Z1 - 3 t0
        lin_init!(pneg, "-463"),
        lin_term!(pos, "{b3}", "rsp + 192"),
        lin_term!(pos, "{b3}", "{i}"),
        lin_term!(neg, "9", "{i} + 64"),
        lin_term!(neg, "3", "rsp + 64"),
        lin_store!("rsp + 352"),
        // 384: t0' = 3 t0 - 3 Z1
        lin_init!(pneg, "-130"),
        lin_term!(pos, "3", "rsp + 64"),
        lin_term!(neg, "3", "{i} + 64"),
        lin_store!("rsp + 384"),
        add_tail!("rsp + 224", "rsp + 256", "rsp + 288", "rsp + 320", "rsp + 352", "rsp + 384",
            ["rsp + 416", "rsp + 448", "rsp + 480", "rsp + 512", "rsp + 544", "rsp + 576"]),
        "add rsp, 608",
    );
}

/// Copies `N` elements into one buffer of limbs, runs `f` on it, and
/// returns its first three elements.
#[inline(always)]
fn on_buffer<const N: usize, const W: usize>(
    e: [&Fe64; N],
    f: impl FnOnce(&mut [u64; W]),
) -> [Fe64; 3] {
    const { assert!(W == 4 * N && N >= 3) };
    let mut w = [0u64; W];
    for (k, x) in e.iter().enumerate() {
        w[4 * k..4 * k + 4].copy_from_slice(&x.0);
    }
    f(&mut w);
    let e = |i: usize| Fe64([w[i], w[i + 1], w[i + 2], w[i + 3]]);
    [e(0), e(4), e(8)]
}

/// `2P` on `y^2 = x^3 - 3x + B` (see [`rcb_double`]).
#[inline(always)]
pub(crate) fn rcb_double_fe64<const B: u32>(p: &[Fe64; 3]) -> [Fe64; 3] {
    on_buffer::<3, 12>([&p[0], &p[1], &p[2]], rcb_double::<B>)
}

/// `P + Q` on `y^2 = x^3 - 3x + B` (see [`rcb_add`]).
#[inline(always)]
pub(crate) fn rcb_add_fe64<const B: u32>(p: &[Fe64; 3], q: &[Fe64; 3]) -> [Fe64; 3] {
    on_buffer::<6, 24>([&p[0], &p[1], &p[2], &q[0], &q[1], &q[2]], rcb_add::<B>)
}

/// `P + Q` for an affine `Q` on `y^2 = x^3 - 3x + B` (see
/// [`rcb_add_affine`]).
#[inline(always)]
pub(crate) fn rcb_add_affine_fe64<const B: u32>(p: &[Fe64; 3], q: &[Fe64; 2]) -> [Fe64; 3] {
    on_buffer::<5, 20>([&p[0], &p[1], &p[2], &q[0], &q[1]], rcb_add_affine::<B>)
}
