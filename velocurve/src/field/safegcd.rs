//! Constant-time modular inversion by safegcd, for any odd modulus of up to
//! 521 bits.
//!
//! Bernstein and Yang, "Fast constant-time gcd computation and modular
//! inversion", IACR eprint 2019/266, in the form refined by Wuille for
//! libsecp256k1 ([safegcd_implementation.md]): *half-delta* divsteps
//! ("hddivsteps", i.e. Bernstein–Yang's divstep started from `delta = 1/2`
//! instead of `1`), processed in batches of 59 on the low 64 bits of `f`,
//! `g`, each batch producing a 2x2 transition matrix of signed 64-bit
//! integers scaled by 2^62, which is then applied to the full-width `f`, `g`
//! (signed radix-2^62 limbs) and to the Bézout coefficients `d`, `e` (mod
//! `m`, with an exact division by 2^62 made possible by adding a multiple of
//! `m`).
//!
//! [safegcd_implementation.md]: https://github.com/bitcoin-core/secp256k1/blob/master/doc/safegcd_implementation.md
//!
//! # Contract
//!
//! One implementation serves every modulus. A [`Modulus`]`<W>` describes an
//! odd `m` with `3 <= m < 2^521` held in `W >= 2` little-endian 64-bit words;
//! [`Modulus::new`] is a `const fn` that derives everything else from the
//! words at compile time: the limbs of `m`, `m^-1 mod 2^62`, the bit length
//! and the number of batches (below). The entry point is [`invert`]: `W`
//! words in, `x < m`, and the canonical `x^-1 mod m` out (`0` for `x = 0`;
//! for a composite `m` meaningful only when `gcd(x, m) = 1`);
//! [`invert_mod_p`] is its instantiation for 2^255 - 19 on bytes. It runs
//! in constant time in `x` (below).
//!
//! Internally `f`, `g`, `d`, `e` have `W + 1` signed limbs of 62 bits (the
//! struct `S62<W>`: `W` limbs in an array plus a top limb, because stable Rust
//! cannot write `[i64; W + 1]`). Since `|f|, |g| <= m` and `|d|, |e| < 2m`
//! (below), the top limb holds at most `2 W + 1` bits plus sign. (521 bits
//! would fit in 9 limbs; the tenth costs P-521 about a tenth of the limb
//! work, and keeps every size on one type.)
//!
//! # Iteration bound
//!
//! The count must be an upper bound on the number of hddivsteps after which
//! `g = 0`, for every `0 <= g <= f = m`. We use, for a modulus of `b` bits,
//!
//! > `n(b) = ceil((9437 b + 1) / 4096)` hddivsteps,
//!
//! rounded up to whole batches of 59. This is the theorem
//! `DIVSTEP_ENDTOEND_BITS_SIMPLE` of HOL Light's `Divstep/divstep_bounds.ml`
//! (J. Harrison, 2023, on D. J. Bernstein's `hull-light` certificate): for
//! odd `f`, `0 <= g <= f <= 2^b` and `9437 b + 1 <= 4096 n`, `n` iterations
//! of Bernstein–Yang's `divstep` started from `delta = 1/2` reach `g = 0`.
//! That is exactly our iteration, for every `b`, formally proved. Once `g =
//! 0`, further steps leave `f` and `d` unchanged (only `e` is halved mod `m`),
//! so rounding up to whole batches is harmless.
//!
//! | modulus | bits | `n(b)` | batches x 59 |
//! |---|---:|---:|---:|
//! | P-192 | 192 | 443 | 8 x 59 = 472 |
//! | P-224 | 224 | 517 | 9 x 59 = 531 |
//! | Ed25519's `l` | 253 | 583 | 10 x 59 = 590 |
//! | 2^255 - 19 | 255 | 588 | 10 x 59 = 590 |
//! | P-256 (`p` and `n`) | 256 | 590 | 10 x 59 = 590 |
//! | P-384 | 384 | 885 | 15 x 59 = 885 |
//! | P-521 | 521 | 1201 | 21 x 59 = 1239 |
//!
//! Cross-checks: at 256 bits `n(b) = 590` is also Wuille's Coq theorem
//! `hddivsteps590_inverse` (github.com/sipa/safegcd-bounds, for odd
//! `f <= 0x101c840f...afec2 > 2^256` and `0 <= g <= f`), so the 256-bit rows
//! rest on two independent proofs. Wuille's convex-hull formula
//! `floor((3787 log2(M) + 2166) / 1644)` (checked by exact computation for
//! all `M <= 2^3805`, not a formal proof; safegcd-bounds README) gives 443,
//! 517, 584, 588, 591, 885, 1201 for the rows above: within one step of
//! `n(b)`, and below the count run in every row but 256 bits, where it
//! over-approximates (the Coq theorem proves 590). The original
//! Bernstein–Yang Theorem 11.2 bound, `floor((49 d + 57) / 17)` divsteps for
//! `d >= 46`, is for `delta = 1`, a different iteration (741 steps at 256
//! bits), so it does not apply. The tests check the count on random inputs
//! and on the hardest inputs we can construct, by a backward beam search
//! from `g = 0`: it finds inputs that need 439, 513, 580, 584, 587, 880 and
//! 1194 hddivsteps for the seven rows (random inputs stay about 60 below),
//! so the bound is nearly tight and there is little slack to give away.
//!
//! # Bounds on `d`, `e`
//!
//! As in libsecp256k1, `d` and `e` stay in `(-2m, m)`: each batch first
//! adds `m` to a negative one (which puts both in `(-m, m)`; folded into the
//! multiple of `m` the batch adds anyway), then maps `d <- (u d + v e - k m)
//! / 2^62` with `|u| + |v| <= 2^62` and `k` in `[0, 2^62)` making the
//! division exact: the result is in `((-2^62 m - 2^62 m) / 2^62, 2^62 m /
//! 2^62) = (-2m, m)`. The final normalisation adds `m` if `d < 0` (now in
//! `(-m, m)`), negates if `f = -1`, and adds `m` if still negative: `[0,
//! m)`. Its cost does not depend on the number of batches.
//!
//! # Constant time
//!
//! The number of steps depends only on the modulus; every data-dependent
//! choice is made with arithmetic masks (`0` or `-1`), or, in the x86-64
//! divstep (`asm!`), with `cmov`; no secret-dependent branch, memory index or
//! variable-latency instruction (no division; all shift counts and loop
//! bounds are public). Every mask made from a sign (the per-batch
//! corrections of `d`, `e`, the final normalisation, the conditional
//! subtractions) passes through [`opaque`], an empty `asm!` that LLVM cannot
//! see through, so it cannot know the mask is 0 or -1 and cannot turn the
//! masked addition into a branch.
//!
//! # Structure
//!
//! Per batch: 20 + 20 + 19 divsteps on *packed rows* ([`divsteps_packed`]:
//! the low bits of `f` and its row of the transition matrix in one 64-bit
//! word, likewise `g`, Bernstein and Yang's layout), the product of the
//! three sub-batch matrices, then the 62-bit-limb updates of `f, g` and `d,
//! e` (44 `imul` and about 200 other operations per batch). The divsteps
//! are one loop-carried chain, most of the time. The first batch starts
//! from `d = 0`, `e = 1` and reads no limb of them ([`start_de`]); after the
//! last one `g` and `e` are dead and the compiler drops their updates. The
//! 59 divsteps ([`divsteps_59`]) do not depend on the modulus and are one
//! non-inlined function shared by every size.
//!
//! Measurements: the `field/invert` row of the recorded runs in
//! `docs/results/`; where the time goes and what each change gained, with
//! CPU and date, in `docs/PERFORMANCE-HISTORY.md` ("Field inversion").

/// 2^62 - 1.
const M62: u64 = u64::MAX >> 2;

/// hddivsteps per batch (20 + 20 + 19 in [`divsteps_59`]).
const BATCH: u32 = 59;

/// A signed integer `sum(lo[i] * 2^(62 i)) + top * 2^(62 W)`, the `W + 1`
/// limbs of the module documentation. *Normalised* when every `lo[i]` is in
/// `[0, 2^62)` (the top limb carries the sign); [`update_fg`] and
/// [`update_de`] keep `f`, `g`, `d`, `e` normalised.
#[derive(Clone, Copy)]
struct S62<const W: usize> {
    lo: [i64; W],
    top: i64,
}

/// The 64 bits of the `W`-word integer `w` starting at bit `pos` (zero
/// beyond the last word). Public `pos` only.
const fn bits_at<const W: usize>(w: &[u64; W], pos: usize) -> u64 {
    let (j, o) = (pos / 64, pos % 64);
    let lo = if j < W { w[j] >> o } else { 0 };
    let hi = if o != 0 && j + 1 < W {
        w[j + 1] << (64 - o)
    } else {
        0
    };
    lo | hi
}

impl<const W: usize> S62<W> {
    const ZERO: Self = S62 { lo: [0; W], top: 0 };

    /// The normalised limbs of a `W`-word integer (`< 2^(64 W)`); the top
    /// limb gets the `2 W` bits above `62 W`.
    #[inline(always)]
    const fn from_words(w: &[u64; W]) -> Self {
        let mut s = Self::ZERO;
        let mut i = 0;
        while i < W {
            s.lo[i] = (bits_at(w, 62 * i) & M62) as i64;
            i += 1;
        }
        s.top = bits_at(w, 62 * W) as i64;
        s
    }

    /// Limb `i` for `i <= W` (the top limb at `i = W`), as a `u64`.
    #[inline(always)]
    const fn limb_u64(&self, i: usize) -> u64 {
        if i < W {
            self.lo[i] as u64
        } else if i == W {
            self.top as u64
        } else {
            0
        }
    }

    /// The `W` words of a normalised value in `[0, 2^(64 W))`.
    ///
    /// Word `j` is bits `[64 j, 64 j + 64)`, which start at bit `o = 64 j mod
    /// 62 <= 60` of limb `i = floor(64 j / 62)`: the `62 - o >= 2` bits left in
    /// limb `i` and the 62 bits of limb `i + 1` cover the 64.
    #[inline(always)]
    fn to_words(self) -> [u64; W] {
        let mut w = [0u64; W];
        for (j, wj) in w.iter_mut().enumerate() {
            let (i, o) = (64 * j / 62, 64 * j % 62);
            *wj = self.limb_u64(i) >> o | self.limb_u64(i + 1) << (62 - o);
        }
        w
    }

    /// The low 64 bits (of a normalised value; `W >= 2`).
    #[inline(always)]
    fn low64(&self) -> u64 {
        self.lo[0] as u64 | (self.lo[1] as u64) << 62
    }
}

/// An odd modulus `3 <= m < 2^521` in `W` words, with everything the
/// inversion derives from it (see the module documentation). Build it with
/// the `const fn` [`Modulus::new`], as a `const`, so that the words are
/// checked at compile time and the constants fold into the code.
#[derive(Clone, Copy)]
pub(crate) struct Modulus<const W: usize> {
    /// `m`, little-endian words.
    words: [u64; W],
    /// `m`, normalised limbs (the start value of `f`).
    limbs: S62<W>,
    /// `m` in *balanced* limbs: `lo[i]` in `[-2^61, 2^61)`, the top limb
    /// absorbing the last carry. The same value as `limbs`; moduli close to
    /// a power of two get zero limbs here (2^255 - 19 is `[-19, 0, 0, 0,
    /// 128]`), which the compiler drops from the products `md * m`.
    balanced: S62<W>,
    /// `m^-1 mod 2^64` (only its low 62 bits are used).
    inv: u64,
    /// Batches of 59 hddivsteps: `batches * 59 >= n(bits)`, and at least 2
    /// ([`invert`] runs a first and a last batch).
    batches: u32,
}

/// The proven hddivstep bound `n(b) = ceil((9437 b + 1) / 4096)` of the
/// module documentation.
pub(crate) const fn hddivsteps_bound(bits: u32) -> u32 {
    (9437 * bits + 1).div_ceil(4096)
}

impl<const W: usize> Modulus<W> {
    /// The description of the odd modulus `m = words` (little-endian),
    /// `3 <= m < 2^521`, `W >= 2`. Panics (at compile time, in a `const`)
    /// otherwise.
    pub(crate) const fn new(words: [u64; W]) -> Self {
        let bits = {
            let mut j = W;
            while j > 0 && words[j - 1] == 0 {
                j -= 1;
            }
            assert!(j > 0, "modulus is zero");
            64 * (j as u32 - 1) + (64 - words[j - 1].leading_zeros())
        };
        let batches = hddivsteps_bound(bits).div_ceil(BATCH);
        Self::with_batches(words, if batches < 2 { 2 } else { batches })
    }

    /// [`Modulus::new`] with an explicit batch count (tests use it to show
    /// that too few steps fail).
    pub(crate) const fn with_batches(words: [u64; W], batches: u32) -> Self {
        assert!(W >= 2, "at least two words");
        assert!(
            batches >= 2,
            "at least two batches (the first and the last)"
        );
        assert!(W <= 28, "at most 28 words (the top limb's headroom)");
        assert!(words[0] & 1 == 1, "modulus must be odd");
        let mut top = W;
        while top > 0 && words[top - 1] == 0 {
            top -= 1;
        }
        assert!(top > 1 || words[0] > 1, "modulus must be at least 3");
        assert!(
            top < 9 || (top == 9 && words[8] >> 9 == 0),
            "modulus must be below 2^521"
        );
        // Newton: x = m is m^-1 mod 2^3 (odd squares are 1 mod 8); each step
        // doubles the correct bits: 3, 6, 12, 24, 48, 96 >= 64.
        let mut inv = words[0];
        let mut i = 0;
        while i < 5 {
            inv = inv.wrapping_mul(2u64.wrapping_sub(words[0].wrapping_mul(inv)));
            i += 1;
        }
        assert!(inv.wrapping_mul(words[0]) == 1);
        let limbs = S62::from_words(&words);
        // Balanced digits: a limb >= 2^61 becomes limb - 2^62, carrying 1.
        let mut balanced = S62::ZERO;
        let mut carry = 0i64;
        let mut i = 0;
        while i < W {
            let t = limbs.lo[i] + carry;
            carry = (t >= 1 << 61) as i64;
            balanced.lo[i] = t - (carry << 62);
            i += 1;
        }
        balanced.top = limbs.top + carry;
        Modulus {
            words,
            limbs,
            balanced,
            inv,
            batches,
        }
    }

    /// The modulus, little-endian words.
    #[cfg(test)]
    pub(crate) const fn words(&self) -> &[u64; W] {
        &self.words
    }

    /// The number of hddivsteps [`invert`] performs.
    #[cfg(test)]
    pub(crate) const fn steps(&self) -> u32 {
        self.batches * BATCH
    }
}

/// The 2x2 transition matrix `[[u, v], [q, r]]` of a batch of 59 hddivsteps,
/// scaled so that `2^62 * (f', g') = (u f + v g, q f + r g)`.
///
/// Bounds: a divstep keeps the 1-norm of each row of the rational transition
/// matrix at most 1 (see [`divsteps_packed`]), so `|u| + |v| <= 2^62` and
/// `|q| + |r| <= 2^62`; every entry fits in an `i64`. (Sub-batches use the
/// same type at scale 2^20.)
#[derive(Clone, Copy)]
struct Trans {
    u: i64,
    v: i64,
    q: i64,
    r: i64,
}

/// 2^20 - 1.
const M20: u64 = (1 << 20) - 1;

/// The packed start of a sub-batch: `f` and the row `(u, v) = (-2^20, 0)`
/// in one word, `f mod 2^20 + 2^21 u + 2^42 v`, and likewise `g` with
/// `(q, r) = (0, -2^20)` (see [`divsteps_packed`]).
#[inline(always)]
fn pack(f0: u64, g0: u64) -> (u64, u64) {
    (
        (f0 & M20).wrapping_sub(1 << 41),
        (g0 & M20).wrapping_sub(1 << 62),
    )
}

/// The matrix `[[u, v], [q, r]]` of a sub-batch from its packed rows: the
/// fields are `-u`, `-v` (and `-q`, `-r`), read by rounding shifts.
///
/// Exactness (with the bounds of [`divsteps_packed`]): in `F = f' + 2^21 u'
/// + 2^42 v'` (`u' = -u`, `v' = -v`), `2^21 u' + f'` is in `[-2^41, 2^41)`
/// (`u' < 2^20`, `|f'| < 2^20`, and `u' = -2^20` only in the untouched start
/// row, where `f' >= 0`), so `(F + 2^41) >> 42 = v'`; and `f' + 2^20` is in
/// `[0, 2^21)`, so shifting `F + 2^20` left by 22 and arithmetically right
/// by 43 leaves the 21-bit field `u'`, which is in `[-2^20, 2^20)`.
#[inline(always)]
fn unpack(f: u64, g: u64) -> Trans {
    let high = |x: u64| (x.wrapping_add(1 << 41) as i64) >> 42;
    let mid = |x: u64| ((x.wrapping_add(1 << 20) << 22) as i64) >> 43;
    Trans {
        u: mid(f).wrapping_neg(),
        v: high(f).wrapping_neg(),
        q: mid(g).wrapping_neg(),
        r: high(g).wrapping_neg(),
    }
}

/// `N <= 20` hddivsteps on the low 20 bits of `f` (odd) and `g`, starting
/// from `zeta = -(delta + 1/2)`, on *packed rows*. Returns the new `zeta`
/// and the matrix `[[u, v], [q, r]]` scaled by 2^20: `2^20 (f_N, g_N) = (u f
/// + v g, q f + r g)` for the values `f_N`, `g_N` after the `N` steps (for
/// `N < 20` the entries are multiples of `2^(20 - N)`).
///
/// Bernstein and Yang's representation (eprint 2019/266, the 64-bit
/// `jump20divsteps`): `F = f' + 2^21 u' + 2^42 v'` and `G = g' + 2^21 q' +
/// 2^42 r'`, where `(u', v'; q', r') = -2^20 M` for the rational transition
/// matrix `M` of the steps so far, and `(f', g') = M (f mod 2^20, g mod
/// 2^20)`. A divstep is linear in the rows (swap `F`, `G` and negate the new
/// `G`; add `F` to `G`; halve `G`), so it acts on the packed words exactly as
/// on each field: one `lea`/`sub`, three `cmov`s and one `sar` move `f`, `g`
/// and all four matrix entries at once.
///
/// Why exact: the rows of `M` have 1-norm at most 1 (a swap and a
/// negation keep it, a halved sum of two rows cannot exceed it), so `|u'| +
/// |v'| <= 2^20` and `|f'| <= (2^20 - 1) (|u'| + |v'|) / 2^20 < 2^20`; and
/// `2^20 M` stays integral for 20 halvings, so every shift of `G` is exact.
/// Entries reach `-2^20` only in an untouched start row and are otherwise
/// in `(-2^20, 2^20)` (a halved row has entries `(x + y) / 2` with `x, y`
/// in `[-2^20, 2^20]`, and the two `-2^20` of the start rows sit in
/// different columns). Hence `|F|, |G| < 2^62 + 2^20` and the sum `G ± F`
/// that is kept, twice a new row, is below `2^63`: no overflow. Step `i`
/// reads bit 0 of `g'`, which equals bit 0 of the true `g_i` for `i < 20`
/// (the dropped high bits of `f`, `g` reach bit `20 - i` of `g'` at most).
#[cfg(any(test, not(x86_backends)))]
#[inline(always)]
fn divsteps_packed_portable<const N: u32>(mut zeta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    const { assert!(N <= 20) };
    let (f, g) = pack(f0, g0);
    let (mut f, mut g) = (f as i64, g as i64);
    for _ in 0..N {
        // c1 = -1 if zeta < 0 (delta > 0), else 0.
        let c1 = zeta >> 63;
        // c2 = -1 if g is odd, else 0.
        let c2 = -(g & 1);
        // x = -f if delta > 0, else f; if g is odd: g += x.
        let x = (f ^ c1).wrapping_sub(c1);
        let g_old = g;
        g = g.wrapping_add(x & c2);
        // swap (delta > 0 and g odd): f = old g, zeta = -zeta - 2;
        // otherwise zeta = zeta - 1.
        let c1 = c1 & c2;
        f ^= (f ^ g_old) & c1;
        zeta = (zeta ^ c1).wrapping_sub(1);
        // g is even now.
        g >>= 1;
    }
    (zeta, unpack(f as u64, g as u64))
}

/// The same as `divsteps_packed_portable`, one divstep per `asm!` block,
/// with `cmov` selections in place of masks.
///
/// Why assembly: plain Rust selects are not an option, as LLVM's x86
/// cmov-conversion pass may turn exactly such loop-carried selects into
/// branches; and the masks of the portable version cost more instructions.
/// A step is 14 ALU operations (and four register moves, which the renamer
/// eliminates), four of them `cmov`. The addend `x = ±f` is chosen from
/// `zeta` and `f` alone, so the chain through `g` is three operations (`g +
/// x`, the select on the parity of `g`, the shift); the swap test is one
/// `test` of `g` against the sign bit of `zeta`. `cmov` has data-independent
/// latency on x86-64, so the code stays constant time.
///
/// Measured on AMD Zen 3 (a loop of 20-step runs): 4.7 cycles per step,
/// against 5.3 for the same step written with `g + f` and `g - f` both
/// computed and selected, and 6.7 for the previous unpacked step (30 steps on
/// `f`, `g` with the matrix rows in two more registers).
#[cfg(x86_backends)]
#[inline(always)]
fn divsteps_packed<const N: u32>(mut zeta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    const { assert!(N <= 20) };
    let (mut f, mut g) = pack(f0, g0);
    for _ in 0..N {
        // SAFETY: register-only arithmetic (no memory access, no stack use);
        // every register written is declared as an output or clobber, and
        // flags are clobbered by default.
        unsafe {
            core::arch::asm!(
                // x = -f if zeta < 0 (delta > 0), else f.
                "mov {nf}, {f}",
                "neg {nf}",
                "mov {x}, {f}",
                "test {z}, {z}",
                "cmovs {x}, {nf}",
                // zb = 1 if zeta < 0; zs = !zeta - 1 = -zeta - 2.
                "mov {zb}, {z}",
                "shr {zb}, 63",
                "mov {zs}, {z}",
                "not {zs}",
                "dec {zs}",
                "lea {z}, [{z} - 1]",
                // Swap iff g odd and zeta < 0: f = g, zeta = -zeta - 2
                // (else zeta - 1).
                "test {g}, {zb}",
                "cmovnz {f}, {g}",
                "cmovnz {z}, {zs}",
                // If g odd: g = g + x. Then halve g (exact).
                "lea {a}, [{g} + {x}]",
                "test {g:l}, 1",
                "cmovnz {g}, {a}",
                "sar {g}, 1",
                f = inout(reg) f,
                g = inout(reg) g,
                z = inout(reg) zeta,
                a = out(reg) _,
                x = out(reg) _,
                nf = out(reg) _,
                zb = out(reg) _,
                zs = out(reg) _,
                options(pure, nomem, nostack),
            );
        }
    }
    (zeta, unpack(f, g))
}

#[cfg(not(x86_backends))]
use divsteps_packed_portable as divsteps_packed;

/// `(u f + v g) >> 20` and `(q f + r g) >> 20` mod 2^64 for a sub-batch
/// matrix (scale 2^20): the divisions are exact for the true `f`, `g`, so
/// the low `64 - 20` bits of the results are exact.
#[inline(always)]
fn apply20(t: &Trans, f: u64, g: u64) -> (u64, u64) {
    let (f, g) = (f as i64, g as i64);
    let nf = t.u.wrapping_mul(f).wrapping_add(t.v.wrapping_mul(g)) >> 20;
    let ng = t.q.wrapping_mul(f).wrapping_add(t.r.wrapping_mul(g)) >> 20;
    (nf as u64, ng as u64)
}

/// `a * b` for 2x2 matrices (`a` applied after `b`). Entries stay within
/// `i64` when the 1-norms of the rows of `a` and `b` multiply to at most
/// 2^62 (a row of the product is a combination of rows of `b` with the
/// entries of a row of `a` as weights).
#[inline(always)]
fn compose(a: &Trans, b: &Trans) -> Trans {
    Trans {
        u: a.u * b.u + a.v * b.q,
        v: a.u * b.v + a.v * b.r,
        q: a.q * b.u + a.r * b.q,
        r: a.q * b.v + a.r * b.r,
    }
}

/// 59 hddivsteps on the low 64 bits of `f` (odd) and `g`, starting from
/// `zeta`. Returns the new `zeta` and the transition matrix scaled by 2^62
/// (see [`Trans`]).
///
/// Done as 20 + 20 + 19 packed steps, each sub-batch returning its matrix
/// at scale 2^20 (row 1-norms at most 2^20). Between sub-batches the low
/// bits of the intermediate `f, g` come from [`apply20`]: 44 exact bits
/// after the first, 24 after the second, at least the 20 the next sub-batch
/// reads. The product of the three matrices has scale 2^60 and row 1-norms
/// at most 2^60; times 4 it is the 2^62-scaled matrix with `|u| + |v| <=
/// 2^62`.
///
/// Not inlined: it does not depend on the modulus, so one copy serves every
/// size (about 1,100 instructions) instead of one per `W`; the call was
/// no slower, measured against the inlined form, next to its 59-step chain.
#[inline(never)]
fn divsteps_59(zeta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    let (zeta, t1) = divsteps_packed::<20>(zeta, f0, g0);
    let (f1, g1) = apply20(&t1, f0, g0);
    let (zeta, t2) = divsteps_packed::<20>(zeta, f1, g1);
    let (f2, g2) = apply20(&t2, f1, g1);
    let (zeta, t3) = divsteps_packed::<19>(zeta, f2, g2);
    let t = compose(&t3, &compose(&t2, &t1));
    let t = Trans {
        u: t.u << 2,
        v: t.v << 2,
        q: t.q << 2,
        r: t.r << 2,
    };
    (zeta, t)
}

/// `(f, g) <- (u f + v g, q f + r g) / 2^62` (the division is exact).
///
/// Bounds: `|f|, |g| <= m < 2^(64 W)` before and after (a divstep never
/// increases `max(|f|, |g|)`). Each product `u * f[i]` is below
/// `2^62 * 2^62 = 2^124` in magnitude (`|u| + |v| <= 2^62`, limbs below
/// 2^62, the top limb below `2^(2 W) <= 2^56`), so a column `u f[i] + v g[i]`
/// is below `2^124`, and with the carry (below `2^63`) it fits an `i128`.
///
/// The limbs are read through [`opaque`]: LLVM knows they are non-negative
/// and then multiplies with `mul` plus a sign correction (three instructions
/// per product) instead of one signed `imul`; hiding that knowledge made the
/// whole inversion 6 % faster (Zen 3).
#[inline(always)]
fn update_fg<const W: usize>(f: &mut S62<W>, g: &mut S62<W>, t: &Trans) {
    let (u, v, q, r) = (t.u as i128, t.v as i128, t.q as i128, t.r as i128);
    let mut cf = u * opaque(f.lo[0]) as i128 + v * opaque(g.lo[0]) as i128;
    let mut cg = q * opaque(f.lo[0]) as i128 + r * opaque(g.lo[0]) as i128;
    debug_assert_eq!(cf as u64 & M62, 0);
    debug_assert_eq!(cg as u64 & M62, 0);
    cf >>= 62;
    cg >>= 62;
    for i in 1..W {
        cf += u * opaque(f.lo[i]) as i128 + v * opaque(g.lo[i]) as i128;
        cg += q * opaque(f.lo[i]) as i128 + r * opaque(g.lo[i]) as i128;
        f.lo[i - 1] = (cf as u64 & M62) as i64;
        g.lo[i - 1] = (cg as u64 & M62) as i64;
        cf >>= 62;
        cg >>= 62;
    }
    cf += u * opaque(f.top) as i128 + v * opaque(g.top) as i128;
    cg += q * opaque(f.top) as i128 + r * opaque(g.top) as i128;
    f.lo[W - 1] = (cf as u64 & M62) as i64;
    g.lo[W - 1] = (cg as u64 & M62) as i64;
    f.top = (cf >> 62) as i64;
    g.top = (cg >> 62) as i64;
}

/// `x` unchanged, but opaque to the optimiser: an empty `asm!` with `x` in
/// a register, so LLVM cannot know that a mask is 0 or -1 and cannot turn
/// `y & mask` into a branch or a select of its choosing.
#[inline(always)]
fn opaque(mut x: i64) -> i64 {
    #[cfg(x86_backends)]
    // SAFETY: an empty template (only a comment naming the register): no
    // instruction, no memory or stack access, flags preserved.
    unsafe {
        core::arch::asm!("/* {0} */", inout(reg) x, options(pure, nomem, nostack, preserves_flags));
    }
    #[cfg(not(x86_backends))]
    {
        x = core::hint::black_box(x);
    }
    x
}

/// `(d, e) <- (u d' + v e' - kd m, q d' + r e' - ke m) / 2^62`, where `d' =
/// d + m` if `d < 0` (else `d`), likewise `e'`, and `kd`, `ke` in `[0,
/// 2^62)` make the divisions exact. This preserves `d`, `e` mod `m` up to the
/// common factor `2^-62` and keeps them in `(-2m, m)` (module
/// documentation). libsecp256k1's `update_de`.
///
/// The corrections are one multiple of `m`: with `sd`, `se` the sign masks
/// of `d`, `e` (-1 if negative, else 0), `md = (u & sd) + (v & se) - kd`
/// where `kd = (m^-1 (u d + v e) + (u & sd) + (v & se)) mod 2^62`, so that
/// `u d + v e + md m = 0 mod 2^62`; `|md| < 2^63` fits an `i64`.
///
/// Bounds: the columns `u d[i] + v e[i]` are below `2^124` in magnitude as in
/// [`update_fg`] (limbs below `2^62`, the top limb below `2^(2 W + 2)`);
/// `|md * m[i]| < 2^63 * 2^61` for the balanced limbs (the balanced top limb
/// is below `2^57`). A column plus carry is below `2^125`. Limbs are read
/// through [`opaque`], as in [`update_fg`].
#[inline(always)]
fn update_de<const W: usize>(d: &mut S62<W>, e: &mut S62<W>, t: &Trans, m: &Modulus<W>) {
    let sd = opaque(d.top >> 63);
    let se = opaque(e.top >> 63);
    let mut md = (t.u & sd) + (t.v & se);
    let mut me = (t.q & sd) + (t.r & se);
    let (u, v, q, r) = (t.u as i128, t.v as i128, t.q as i128, t.r as i128);
    let mut cd = u * opaque(d.lo[0]) as i128 + v * opaque(e.lo[0]) as i128;
    let mut ce = q * opaque(d.lo[0]) as i128 + r * opaque(e.lo[0]) as i128;
    md -= ((cd as u64).wrapping_mul(m.inv).wrapping_add(md as u64) & M62) as i64;
    me -= ((ce as u64).wrapping_mul(m.inv).wrapping_add(me as u64) & M62) as i64;
    let (md, me) = (md as i128, me as i128);
    cd += md * m.balanced.lo[0] as i128;
    ce += me * m.balanced.lo[0] as i128;
    debug_assert_eq!(cd as u64 & M62, 0);
    debug_assert_eq!(ce as u64 & M62, 0);
    cd >>= 62;
    ce >>= 62;
    for i in 1..W {
        let mi = m.balanced.lo[i] as i128;
        cd += u * opaque(d.lo[i]) as i128 + v * opaque(e.lo[i]) as i128 + md * mi;
        ce += q * opaque(d.lo[i]) as i128 + r * opaque(e.lo[i]) as i128 + me * mi;
        d.lo[i - 1] = (cd as u64 & M62) as i64;
        e.lo[i - 1] = (ce as u64 & M62) as i64;
        cd >>= 62;
        ce >>= 62;
    }
    let mt = m.balanced.top as i128;
    cd += u * opaque(d.top) as i128 + v * opaque(e.top) as i128 + md * mt;
    ce += q * opaque(d.top) as i128 + r * opaque(e.top) as i128 + me * mt;
    d.lo[W - 1] = (cd as u64 & M62) as i64;
    e.lo[W - 1] = (ce as u64 & M62) as i64;
    d.top = (cd >> 62) as i64;
    e.top = (ce >> 62) as i64;
}

/// [`update_de`] for the first batch, from the start values `d = 0`, `e =
/// 1` (known, so no limb is read): `d <- (v - kd m) / 2^62` and `e <- (r -
/// ke m) / 2^62`, with `kd = m^-1 v mod 2^62` and `ke = m^-1 r mod 2^62`
/// (the signs of 0 and 1 need no correction): the values [`update_de`]
/// computes from those inputs. With `|v| <= 2^62` and `kd < 2^62` the
/// result is in `(-(m + 1), 1]`, inside the `(-2m, m)` the later batches
/// assume.
#[inline(always)]
fn start_de<const W: usize>(d: &mut S62<W>, e: &mut S62<W>, t: &Trans, m: &Modulus<W>) {
    let md = -(((t.v as u64).wrapping_mul(m.inv) & M62) as i64) as i128;
    let me = -(((t.r as u64).wrapping_mul(m.inv) & M62) as i64) as i128;
    let mut cd = t.v as i128 + md * m.balanced.lo[0] as i128;
    let mut ce = t.r as i128 + me * m.balanced.lo[0] as i128;
    debug_assert_eq!(cd as u64 & M62, 0);
    debug_assert_eq!(ce as u64 & M62, 0);
    cd >>= 62;
    ce >>= 62;
    for i in 1..W {
        let mi = m.balanced.lo[i] as i128;
        cd += md * mi;
        ce += me * mi;
        d.lo[i - 1] = (cd as u64 & M62) as i64;
        e.lo[i - 1] = (ce as u64 & M62) as i64;
        cd >>= 62;
        ce >>= 62;
    }
    let mt = m.balanced.top as i128;
    cd += md * mt;
    ce += me * mt;
    d.lo[W - 1] = (cd as u64 & M62) as i64;
    e.lo[W - 1] = (ce as u64 & M62) as i64;
    d.top = (cd >> 62) as i64;
    e.top = (ce >> 62) as i64;
}

/// Carries limbs of magnitude at most `2^63 - 2` into normalised limbs
/// (value unchanged). Each carry `s >> 62` is in `[-2, 1]`, so no limb plus
/// carry overflows.
#[inline(always)]
fn normalise<const W: usize>(a: &mut S62<W>) {
    let mut c = 0i64;
    for i in 0..W {
        let s = a.lo[i] + c;
        a.lo[i] = (s as u64 & M62) as i64;
        c = s >> 62;
    }
    a.top += c;
}

/// The canonical residue of `±d` (`-d` if `sign = -1`, `d` if `sign = 0`)
/// for normalised `d` in `(-2m, m)`: add `m` if `d < 0` (now in `(-m, m)`),
/// negate on `sign`, add `m` if negative (`[0, m)`). The additions and the
/// negation are limb-wise (limbs at most `2^63 - 2` in magnitude), carried
/// by [`normalise`] before each sign is read. libsecp256k1's
/// `normalize_62`.
#[inline(always)]
fn canonical<const W: usize>(d: &S62<W>, sign: i64, m: &Modulus<W>) -> [u64; W] {
    let mut t = *d;
    let neg = opaque(t.top >> 63);
    for i in 0..W {
        t.lo[i] = ((t.lo[i] + (m.limbs.lo[i] & neg)) ^ sign) - sign;
    }
    t.top = ((t.top + (m.limbs.top & neg)) ^ sign) - sign;
    normalise(&mut t);
    let neg = opaque(t.top >> 63);
    for i in 0..W {
        t.lo[i] += m.limbs.lo[i] & neg;
    }
    t.top += m.limbs.top & neg;
    normalise(&mut t);
    t.to_words()
}

/// `x^-1 mod m` for `x < m` (canonical, little-endian words), `0` for
/// `x = 0`; the result is canonical. For a prime `m` every nonzero `x` is
/// invertible; for a composite `m` the result is meaningful only when
/// `gcd(x, m) = 1`. Constant time in `x`.
#[inline(always)]
pub(crate) fn invert<const W: usize>(x: &[u64; W], m: &Modulus<W>) -> [u64; W] {
    debug_assert!(!ge(x, &m.words), "input not reduced");
    // f = m, g = x, d = 0, e = 1: invariant f ≡ d x, g ≡ e x (mod m) up to
    // the common factor 2^(-62 k) after k batches.
    let mut f = m.limbs;
    let mut g = S62::from_words(x);
    let (mut d, mut e) = (S62::<W>::ZERO, S62::<W>::ZERO);
    // The first batch, from d = 0, e = 1 (`start_de`), then the middle
    // ones, then the last, after which g and e are dead (the compiler drops
    // their updates). `batches >= 2` (`Modulus::with_batches`).
    let (mut zeta, t) = divsteps_59(-1, f.low64(), g.low64()); // delta = 1/2
    update_fg(&mut f, &mut g, &t);
    start_de(&mut d, &mut e, &t, m);
    for _ in 1..m.batches - 1 {
        let (z, t) = divsteps_59(zeta, f.low64(), g.low64());
        zeta = z;
        update_fg(&mut f, &mut g, &t);
        update_de(&mut d, &mut e, &t, m);
    }
    let (_, t) = divsteps_59(zeta, f.low64(), g.low64());
    update_fg(&mut f, &mut g, &t);
    update_de(&mut d, &mut e, &t, m);
    // Now g = 0 and f = ±gcd(x, m) ≡ d x (mod m): for gcd 1, x^-1 = ±d;
    // for x = 0, f = m and d = 0.
    canonical(&d, opaque(f.top >> 63), m)
}

/// 62 of Bernstein and Yang's original divsteps (from `delta = 1`, kept as
/// `eta = -delta`) on the low 64 bits of `f`, `g`, with the transition
/// matrix scaled by 2^62 (`|u| + |v| <= 2^62`, `|q| + |r| <= 2^62`, as
/// [`update_fg`] and [`update_de`] need). **Variable time**: the number of
/// loop turns and the branches depend on `f` and `g`. libsecp256k1's
/// `divsteps_62_var` (safegcd_implementation.md, section 7): each turn
/// skips the trailing zeros of `g` at once (each an `eta - 1` step with
/// `g / 2`), swaps `f` and `-g` when `eta < 0` (the step's `delta > 0`
/// case), then cancels up to `min(eta + 1, steps left, 6)` low bits of
/// `g` by adding `w f` with `w = -g / f mod 2^limit` (`f (f^2 - 2) = -1 /
/// f mod 64` for odd `f`): as many single steps without a swap.
fn divsteps_62_vartime(mut eta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    let (mut f, mut g) = (f0, g0);
    let (mut u, mut v, mut q, mut r) = (1i64, 0i64, 0i64, 1i64);
    let mut left: u32 = 62;
    loop {
        let zeros = (g | (u64::MAX << left)).trailing_zeros();
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= i64::from(zeros);
        left -= zeros;
        if left == 0 {
            break;
        }
        if eta < 0 {
            eta = -eta;
            (f, g) = (g, f.wrapping_neg());
            (u, q) = (q, u.wrapping_neg());
            (v, r) = (r, v.wrapping_neg());
        }
        let limit = u32::try_from(eta + 1).unwrap_or(6).min(left).min(6);
        let mask = (u64::MAX >> (64 - limit)) & 63;
        let w = f
            .wrapping_mul(g)
            .wrapping_mul(f.wrapping_mul(f).wrapping_sub(2))
            & mask;
        g = g.wrapping_add(f.wrapping_mul(w));
        q = q.wrapping_add(u.wrapping_mul(w as i64));
        r = r.wrapping_add(v.wrapping_mul(w as i64));
    }
    (eta, Trans { u, v, q, r })
}

/// Whether a normalised value is zero.
#[inline(always)]
fn is_zero<const W: usize>(a: &S62<W>) -> bool {
    a.top == 0 && a.lo.iter().all(|&l| l == 0)
}

/// [`invert`] in **variable time**, for public values only (ECDSA
/// verification's `s^-1 mod n` and its table's shared `Z^-1`): batches of
/// 62 original divsteps by [`divsteps_62_vartime`] until `g = 0`, with the
/// same updates of `f, g, d, e` ([`update_fg`], [`update_de`]: their bounds
/// hold for any matrix of row 1-norms at most 2^62) and the same final
/// normalisation. Uniform inputs stop after 7, 8, 9, 13.2 and 18 batches
/// for `m` of 192, 224, 256, 384 and 521 bits (`every_modulus_random`
/// prints it), against the 8, 9, 10, 15 and 21 of 59 heavier steps the
/// constant-time count runs; the gain is in the steps, which skip runs of
/// zeros and cancel up to 6 bits per turn. Bernstein and Yang's Theorem 11.2 bounds the
/// steps by `(49 b + 57) / 17` (`b >= 46` bits); past twice the
/// constant-time batch count (which is more) the constant-time [`invert`]
/// answers instead, so the loop ends on every input.
pub(crate) fn invert_vartime<const W: usize>(x: &[u64; W], m: &Modulus<W>) -> [u64; W] {
    match divsteps_vartime(x, m) {
        Some((y, _)) => y,
        None => invert(x, m),
    }
}

/// The loop of [`invert_vartime`]: the inverse and the batches it ran, or
/// `None` past `2 m.batches` batches.
fn divsteps_vartime<const W: usize>(x: &[u64; W], m: &Modulus<W>) -> Option<([u64; W], u32)> {
    debug_assert!(!ge(x, &m.words), "input not reduced");
    let mut f = m.limbs;
    let mut g = S62::from_words(x);
    let mut d = S62::<W>::ZERO;
    let mut e = S62::<W>::ZERO;
    e.lo[0] = 1;
    let mut eta = -1;
    for batch in 0..2 * m.batches {
        if is_zero(&g) {
            return Some((canonical(&d, f.top >> 63, m), batch));
        }
        let (z, t) = divsteps_62_vartime(eta, f.low64(), g.low64());
        eta = z;
        update_fg(&mut f, &mut g, &t);
        update_de(&mut d, &mut e, &t, m);
    }
    None
}

/// Whether `x >= y` (words, little-endian). For debug checks only.
fn ge<const W: usize>(x: &[u64; W], y: &[u64; W]) -> bool {
    let mut borrow = 0u64;
    for i in 0..W {
        let (s, b1) = x[i].overflowing_sub(y[i]);
        let (_, b2) = s.overflowing_sub(borrow);
        borrow = (b1 | b2) as u64;
    }
    borrow == 0
}

/// `x - m` if `x >= m`, else `x`, in constant time: `x - m + (m & mask)`
/// with the borrow as an [`opaque`] mask.
#[inline(always)]
fn sub_if_ge<const W: usize>(x: &[u64; W], m: &[u64; W]) -> [u64; W] {
    let mut s = [0u64; W];
    let mut borrow = false;
    for i in 0..W {
        let (t, b1) = x[i].overflowing_sub(m[i]);
        let (t, b2) = t.overflowing_sub(borrow as u64);
        s[i] = t;
        borrow = b1 | b2;
    }
    let mask = opaque(-(borrow as i64)) as u64;
    let mut carry = false;
    for i in 0..W {
        let (t, c1) = s[i].overflowing_add(m[i] & mask);
        let (t, c2) = t.overflowing_add(carry as u64);
        s[i] = t;
        carry = c1 | c2;
    }
    s
}

/// 2^255 - 19.
const P25519: Modulus<4> = Modulus::new([
    0xffff_ffff_ffff_ffed,
    u64::MAX,
    u64::MAX,
    0x7fff_ffff_ffff_ffff,
]);

/// `x^-1 mod p`, `p = 2^255 - 19`, of the integer `x` (little-endian, any
/// 256-bit value), `0` for `x = 0 mod p`. Returns the canonical encoding.
pub(crate) fn invert_mod_p(x: &[u8; 32]) -> [u8; 32] {
    let mut w = [0u64; 4];
    for (i, wi) in w.iter_mut().enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(&x[8 * i..8 * i + 8]);
        *wi = u64::from_le_bytes(b);
    }
    // x < 2^256 = 2p + 38: two conditional subtractions make it canonical.
    let w = sub_if_ge(&sub_if_ge(&w, &P25519.words), &P25519.words);
    let y = invert(&w, &P25519);
    let mut out = [0u8; 32];
    for (i, yi) in y.iter().enumerate() {
        out[8 * i..8 * i + 8].copy_from_slice(&yi.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests;
