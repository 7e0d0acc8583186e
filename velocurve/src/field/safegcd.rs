//! Constant-time inversion modulo p = 2^255 - 19 by safegcd.
//!
//! Bernstein and Yang, "Fast constant-time gcd computation and modular
//! inversion", IACR eprint 2019/266, in the form refined by Wuille for
//! libsecp256k1 (`doc/safegcd_implementation.md`): *half-delta* divsteps
//! ("hddivsteps"), processed in batches of 59 on the low 64 bits of `f`, `g`,
//! each batch producing a 2x2 transition matrix of signed 64-bit integers
//! scaled by 2^62, which is then applied to the full-width `f`, `g` (signed
//! radix-2^62 limbs) and to the Bézout coefficients `d`, `e` (mod p, with an
//! exact division by 2^62 made possible by adding a multiple of p).
//!
//! # Iteration bound
//!
//! We run 10 batches of 59 = **590 hddivsteps**. Wuille's `safegcd-bounds`
//! (github.com/sipa/safegcd-bounds, Coq theorem `hddivsteps590_inverse`)
//! proves that for odd `f <= 0x101c840f...afec2` (> 2^256) and `0 <= g <= f`,
//! 590 hddivsteps starting from `delta = 1/2` reach `g = 0` with
//! `f = ±gcd(f, g)`. We start from `f = p`, `g = x mod p`, which satisfies
//! these hypotheses. (The original Bernstein–Yang bound for divsteps would
//! need `(49*256 + 57)/17 = 741` divsteps.)
//!
//! # Constant time
//!
//! The number of steps is fixed; every data-dependent choice is made with
//! arithmetic masks (`0` or `-1`), or, in the x86-64 divstep (`asm!`), with
//! `cmov`; no secret-dependent branch, memory index or variable-latency
//! instruction (no division; all shift counts are public). The two final
//! selections go through `subtle`, because LLVM turned a plain mask select
//! there into a branch.
//!
//! # Structure and cost
//!
//! Per batch: 30 + 29 divsteps on 64-bit words with the matrix rows packed
//! two entries per word, the 2x2 product of the two half-batch matrices, then
//! the 62-bit-limb updates of `f, g` and `d, e`. On Zen 4 the divsteps are
//! about four cycles each (the `cmov` chain), i.e. most of the total.

use super::select_u64;
use subtle::Choice;

/// 2^62 - 1.
const M62: u64 = u64::MAX >> 2;

/// `19^-1 mod 2^64` (Newton iteration, computed at compile time). Since
/// `p = 2^255 - 19 ≡ -19 (mod 2^62)`, the `m` making `t + m*p ≡ 0 (mod 2^62)`
/// is `m = t * 19^-1 mod 2^62`.
const INV19: u64 = {
    // x = 19 is correct to 3 bits (19*19 = 361 ≡ 1 mod 8); each step doubles.
    let mut x: u64 = 19;
    let mut i = 0;
    while i < 5 {
        x = x.wrapping_mul(2u64.wrapping_sub(19u64.wrapping_mul(x)));
        i += 1;
    }
    x
};
const _: () = assert!(INV19.wrapping_mul(19) == 1);

/// A signed integer `sum(l[i] * 2^(62 i))`: limbs 0..=3 in `[0, 2^62)`, limb
/// 4 signed (it carries the sign). Five limbs cover 310 bits.
type S62 = [i64; 5];

/// The 2x2 transition matrix `[[u, v], [q, r]]` of a batch of 59 hddivsteps,
/// scaled so that `2^62 * (f', g') = (u f + v g, q f + r g)`.
///
/// Bounds (Wuille, safegcd_implementation.md §5): the batch starts from the
/// scaled identity `8 * I = 2^3 I` and each divstep at most doubles
/// `|u| + |v|` and `|q| + |r|`, so after 59 steps `|u| + |v| <= 2^62` and
/// `|q| + |r| <= 2^62`; every entry fits in an `i64`.
#[derive(Clone, Copy)]
struct Trans {
    u: i64,
    v: i64,
    q: i64,
    r: i64,
}

/// `N <= 30` hddivsteps on the low 64 bits of `f` (odd) and `g`, starting
/// from `zeta = -(delta + 1/2)`. Returns the new `zeta` and the matrix
/// `[[u, v], [q, r]]` with `2^N (f', g') = (u f + v g, q f + r g)`.
///
/// Step `i` depends only on bits `0..=i` of `f` and `g`, which the wrapping
/// 64-bit operations below keep exact.
///
/// The matrix rows are kept *packed*: `uv = u + 2^32 v` and `qr = q + 2^32 r`
/// as plain integers, so one add/shift updates two entries (the updates are
/// linear, so packing commutes with them). Each divstep at most doubles
/// `|u| + |v|` and `|q| + |r|`, which start at 1, so after `N <= 30` steps
/// every entry has magnitude `<= 2^30`: each packed word is below
/// `2^30 + 2^62 < 2^63`, and the low half, read as a signed 32-bit value, is
/// exactly `u` (resp. `q`).
///
/// On x86-64 the `asm!` version below runs instead, and this one is its
/// model in the tests.
#[cfg(any(not(x86_backends), test))]
#[inline(always)]
fn divsteps_packed_portable<const N: u32>(mut zeta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    const { assert!(N <= 30) };
    let (mut f, mut g) = (f0 as i64, g0 as i64);
    let mut uv: i64 = 1; // u = 1, v = 0
    let mut qr: i64 = 1 << 32; // q = 0, r = 1
    for _ in 0..N {
        // c1 = -1 if zeta < 0 (delta > 0), else 0.
        let c1 = zeta >> 63;
        // c2 = -1 if g is odd, else 0.
        let c2 = -(g & 1);
        // x, y = -f, -(u, v) if delta > 0, else f, (u, v).
        let x = (f ^ c1).wrapping_sub(c1);
        let y = (uv ^ c1).wrapping_sub(c1);
        // If g is odd: g += x, (q, r) += y.
        g = g.wrapping_add(x & c2);
        qr = qr.wrapping_add(y & c2);
        // c1 = -1 if we swap (delta > 0 and g odd).
        let c1 = c1 & c2;
        // zeta = swap ? -zeta - 2 : zeta - 1.
        zeta = (zeta ^ c1).wrapping_sub(1);
        // If swap: f, (u, v) = old g, old (q, r) (= f + (g - f), etc.).
        f = f.wrapping_add(g & c1);
        uv = uv.wrapping_add(qr & c1);
        // g is even now: halve it; double (u, v) to keep the common 2^i.
        g >>= 1;
        uv = uv.wrapping_shl(1);
    }
    let u = uv as i32 as i64;
    let v = uv.wrapping_sub(u) >> 32;
    let q = qr as i32 as i64;
    let r = qr.wrapping_sub(q) >> 32;
    (zeta, Trans { u, v, q, r })
}

/// The same as [`divsteps_packed_portable`], one divstep per `asm!` block,
/// with `cmov` selections in place of masks.
///
/// Why assembly: with masks, each divstep is a chain of about seven
/// dependent operations (measured ~7 cycles per divstep on Zen 4); with
/// `cmov` the loop-carried chain is four (`g + x`, select on the sign of
/// `zeta`, select on the parity of `g`, shift). Plain Rust selects are not an
/// option: LLVM's x86 cmov-conversion pass may turn exactly such loop-carried
/// selects into branches. `cmov` has data-independent latency on x86-64, so
/// the code stays constant time.
#[cfg(x86_backends)]
#[inline(always)]
fn divsteps_packed<const N: u32>(mut zeta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    const { assert!(N <= 30) };
    let (mut f, mut g) = (f0, g0);
    let mut uv: u64 = 1; // u = 1, v = 0
    let mut qr: u64 = 1 << 32; // q = 0, r = 1
    for _ in 0..N {
        // SAFETY: register-only arithmetic (no memory access, no stack use);
        // every register written is declared as an output or clobber, and
        // flags are clobbered by default.
        unsafe {
            core::arch::asm!(
                // a = g + f, b = g - f; qa = qr + uv, qb = qr - uv.
                "lea {a}, [{g} + {f}]",
                "mov {b}, {g}",
                "sub {b}, {f}",
                "lea {qa}, [{qr} + {uv}]",
                "mov {qb}, {qr}",
                "sub {qb}, {uv}",
                // zn = zeta - 1, zs = -zeta - 2 = !zeta - 1.
                "lea {zn}, [{z} - 1]",
                "mov {zs}, {z}",
                "not {zs}",
                "dec {zs}",
                // If zeta < 0 (delta > 0): a = g - f, qa = qr - uv.
                "test {z}, {z}",
                "cmovs {a}, {b}",
                "cmovs {qa}, {qb}",
                // Sign of (g << 63) & zeta: swap iff g odd and zeta < 0.
                "mov {t}, {g}",
                "shl {t}, 63",
                "and {t}, {z}",
                "cmovs {f}, {g}",
                "cmovs {uv}, {qr}",
                "cmovns {zs}, {zn}",
                "mov {z}, {zs}",
                // If g odd: g = a, qr = qa.
                "test {g:l}, 1",
                "cmovnz {g}, {a}",
                "cmovnz {qr}, {qa}",
                // Halve g, double (u, v).
                "sar {g}, 1",
                "add {uv}, {uv}",
                f = inout(reg) f,
                g = inout(reg) g,
                z = inout(reg) zeta,
                uv = inout(reg) uv,
                qr = inout(reg) qr,
                a = out(reg) _,
                b = out(reg) _,
                qa = out(reg) _,
                qb = out(reg) _,
                zn = out(reg) _,
                zs = out(reg) _,
                t = out(reg) _,
                options(pure, nomem, nostack),
            );
        }
    }
    let (uv, qr) = (uv as i64, qr as i64);
    let u = uv as i32 as i64;
    let v = uv.wrapping_sub(u) >> 32;
    let q = qr as i32 as i64;
    let r = qr.wrapping_sub(q) >> 32;
    (zeta, Trans { u, v, q, r })
}

#[cfg(not(x86_backends))]
use divsteps_packed_portable as divsteps_packed;

/// 59 hddivsteps on the low 64 bits of `f` (odd) and `g`, starting from
/// `zeta`. Returns the new `zeta` and the transition matrix scaled by 2^62
/// (see [`Trans`]).
///
/// Done as 30 + 29 packed steps. Between the halves, the low 64 bits of the
/// intermediate `f, g` are `(u1 f + v1 g) >> 30` computed mod 2^64, whose low
/// 34 >= 29 bits are exact. The product `M2 M1` has entries of magnitude at
/// most `2^29 * 2^30 + 2^29 * 2^30 = 2^60`, in fact `|u| + |v| <= 2^59`
/// (each row's 1-norm is at most `2^29 * 2^30`), so scaling by 8 gives the
/// 2^62 scale with `|u| + |v| <= 2^62`.
#[inline(always)]
fn divsteps_59(zeta: i64, f0: u64, g0: u64) -> (i64, Trans) {
    let (zeta, t1) = divsteps_packed::<30>(zeta, f0, g0);
    let (f0, g0) = (f0 as i64, g0 as i64);
    let f1 = t1.u.wrapping_mul(f0).wrapping_add(t1.v.wrapping_mul(g0)) >> 30;
    let g1 = t1.q.wrapping_mul(f0).wrapping_add(t1.r.wrapping_mul(g0)) >> 30;
    let (zeta, t2) = divsteps_packed::<29>(zeta, f1 as u64, g1 as u64);
    let t = Trans {
        u: (t2.u * t1.u + t2.v * t1.q) << 3,
        v: (t2.u * t1.v + t2.v * t1.r) << 3,
        q: (t2.q * t1.u + t2.r * t1.q) << 3,
        r: (t2.q * t1.v + t2.r * t1.r) << 3,
    };
    (zeta, t)
}

/// `(f, g) <- (u f + v g, q f + r g) / 2^62` (the division is exact).
///
/// Bounds: `|f|, |g| <= p < 2^255` before and after (a divstep never
/// increases `max(|f|, |g|)`), so the top limb stays within `±2^7`. Each
/// product `u * f[i]` is below `2^62 * 2^62 = 2^124` in magnitude, two of them
/// plus a carry (< 2^66) fit easily in an `i128`.
#[inline(always)]
fn update_fg(f: &mut S62, g: &mut S62, t: &Trans) {
    let (u, v, q, r) = (t.u as i128, t.v as i128, t.q as i128, t.r as i128);
    let mut cf = u * f[0] as i128 + v * g[0] as i128;
    let mut cg = q * f[0] as i128 + r * g[0] as i128;
    debug_assert_eq!(cf as u64 & M62, 0);
    debug_assert_eq!(cg as u64 & M62, 0);
    cf >>= 62;
    cg >>= 62;
    for i in 1..5 {
        cf += u * f[i] as i128 + v * g[i] as i128;
        cg += q * f[i] as i128 + r * g[i] as i128;
        f[i - 1] = (cf as u64 & M62) as i64;
        g[i - 1] = (cg as u64 & M62) as i64;
        cf >>= 62;
        cg >>= 62;
    }
    f[4] = cf as i64;
    g[4] = cg as i64;
}

/// `(d, e) <- (u d + v e + md p, q d + r e + me p) / 2^62` with `md`, `me`
/// in `[0, 2^62)` chosen to make the divisions exact, which preserves `d`,
/// `e` mod p up to the common factor `2^-62`.
///
/// In radix 2^62, `p = -19 + 128 * 2^248`: adding `m p` touches limbs 0 and
/// 4 only.
///
/// Bounds: if `|d|, |e| <= B` then the new values are at most
/// `(2^62 B + 2^62 p) / 2^62 = B + p` in magnitude. Starting from
/// `d = 0, e = 1` and after 10 batches, `|d|, |e| <= 11 p < 2^259`, so the
/// top limb stays within `±2^11`, and every limb product stays below `2^125`.
#[inline(always)]
fn update_de(d: &mut S62, e: &mut S62, t: &Trans) {
    let (u, v, q, r) = (t.u as i128, t.v as i128, t.q as i128, t.r as i128);
    let mut cd = u * d[0] as i128 + v * e[0] as i128;
    let mut ce = q * d[0] as i128 + r * e[0] as i128;
    let md = ((cd as u64).wrapping_mul(INV19) & M62) as i128;
    let me = ((ce as u64).wrapping_mul(INV19) & M62) as i128;
    cd -= 19 * md;
    ce -= 19 * me;
    debug_assert_eq!(cd as u64 & M62, 0);
    debug_assert_eq!(ce as u64 & M62, 0);
    cd >>= 62;
    ce >>= 62;
    for i in 1..4 {
        cd += u * d[i] as i128 + v * e[i] as i128;
        ce += q * d[i] as i128 + r * e[i] as i128;
        d[i - 1] = (cd as u64 & M62) as i64;
        e[i - 1] = (ce as u64 & M62) as i64;
        cd >>= 62;
        ce >>= 62;
    }
    cd += u * d[4] as i128 + v * e[4] as i128 + (md << 7);
    ce += q * d[4] as i128 + r * e[4] as i128 + (me << 7);
    d[3] = (cd as u64 & M62) as i64;
    e[3] = (ce as u64 & M62) as i64;
    d[4] = (cd >> 62) as i64;
    e[4] = (ce >> 62) as i64;
}

/// Little-endian bytes to four 64-bit words.
#[inline(always)]
fn words_from_bytes(x: &[u8; 32]) -> [u64; 4] {
    let mut w = [0u64; 4];
    for (i, wi) in w.iter_mut().enumerate() {
        let mut b = [0u8; 8];
        b.copy_from_slice(&x[8 * i..8 * i + 8]);
        *wi = u64::from_le_bytes(b);
    }
    w
}

/// Four 64-bit words to little-endian bytes.
#[inline(always)]
fn bytes_from_words(w: &[u64; 4]) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, wi) in w.iter().enumerate() {
        out[8 * i..8 * i + 8].copy_from_slice(&wi.to_le_bytes());
    }
    out
}

/// Reduces `hi * 2^256 + w` (with `hi < 2^6`) to the canonical
/// representative mod p.
#[inline(always)]
fn reduce_canonical(w: &[u64; 4], hi: u64) -> [u64; 4] {
    // Fold bits >= 255: value ≡ (w mod 2^255) + 19 * (w >> 255 + 2 hi),
    // which is < 2^255 + 19 * 2^7.
    let top = (w[3] >> 63) | (hi << 1);
    let mut c = (w[0] as u128) + 19 * top as u128;
    let mut out = [0u64; 4];
    out[0] = c as u64;
    c >>= 64;
    for i in 1..4 {
        let wi = if i == 3 { w[3] & (u64::MAX >> 1) } else { w[i] };
        c += wi as u128;
        out[i] = c as u64;
        c >>= 64;
    }
    // Now out < 2^255 + 2^12 < 2p. Subtract p iff out + 19 >= 2^255.
    let mut c = out[0] as u128 + 19;
    let mut t = [0u64; 4];
    t[0] = c as u64;
    c >>= 64;
    for i in 1..4 {
        c += out[i] as u128;
        t[i] = c as u64;
        c >>= 64;
    }
    // Bit 255 of out + 19 is set iff out >= p. The selection goes through
    // `subtle` (an optimisation barrier on the choice): with a plain mask
    // LLVM turns this select into a branch.
    let ge_p = Choice::from((t[3] >> 63) as u8);
    t[3] &= u64::MAX >> 1;
    let mut res = [0u64; 4];
    for i in 0..4 {
        res[i] = select_u64(out[i], t[i], ge_p);
    }
    res
}

/// Canonical words (`< 2^256`) to signed radix-2^62 limbs.
#[inline(always)]
fn s62_from_words(w: &[u64; 4]) -> S62 {
    [
        (w[0] & M62) as i64,
        ((w[0] >> 62 | w[1] << 2) & M62) as i64,
        ((w[1] >> 60 | w[2] << 4) & M62) as i64,
        ((w[2] >> 58 | w[3] << 6) & M62) as i64,
        (w[3] >> 56) as i64,
    ]
}

/// Signed radix-2^62 limbs (any limbs in `(-2^63, 2^63)`) of a value in
/// `(-2^261, 2^261)` to its canonical residue mod p.
#[inline(always)]
fn s62_to_canonical(a: &S62) -> [u64; 4] {
    // Normalize: limbs 0..=3 into [0, 2^62), limb 4 signed.
    let mut n = [0i64; 5];
    let mut c: i128 = 0;
    for i in 0..4 {
        c += a[i] as i128;
        n[i] = (c as u64 & M62) as i64;
        c >>= 62;
    }
    n[4] = (c + a[4] as i128) as i64;
    // Two's complement words of n + 64 p (64 p = 2^261 - 1216 > |n|), which
    // lies in (0, 2^262).
    let w = [
        n[0] as u64 | (n[1] as u64) << 62,
        (n[1] as u64) >> 2 | (n[2] as u64) << 60,
        (n[2] as u64) >> 4 | (n[3] as u64) << 58,
        (n[3] as u64) >> 6 | (n[4] as u64) << 56,
    ];
    let hi = n[4] >> 8; // signed bits 256.. of n
    let mut c = w[0] as i128 - 1216;
    let mut x = [0u64; 4];
    x[0] = c as u64;
    c >>= 64;
    for i in 1..4 {
        c += w[i] as i128;
        x[i] = c as u64;
        c >>= 64;
    }
    let h = (c + hi as i128 + 32) as u64;
    debug_assert!(h < 64);
    reduce_canonical(&x, h)
}

/// `x^-1 mod p` of the integer `x` (little-endian, any 256-bit value), `0`
/// for `x = 0 mod p`. Returns the canonical encoding.
pub(crate) fn invert_mod_p(x: &[u8; 32]) -> [u8; 32] {
    let xw = reduce_canonical(&words_from_bytes(x), 0);
    // f = p, g = x mod p, d = 0, e = 1: invariant f ≡ d x, g ≡ e x (mod p)
    // up to the common factor 2^(-62 k) after k batches.
    let mut f: S62 = [(M62 - 18) as i64, M62 as i64, M62 as i64, M62 as i64, 127];
    let mut g = s62_from_words(&xw);
    let mut d: S62 = [0; 5];
    let mut e: S62 = [1, 0, 0, 0, 0];
    let mut zeta: i64 = -1; // delta = 1/2
    for _ in 0..10 {
        let (z, t) = divsteps_59(
            zeta,
            f[0] as u64 | (f[1] as u64) << 62,
            g[0] as u64 | (g[1] as u64) << 62,
        );
        zeta = z;
        update_fg(&mut f, &mut g, &t);
        update_de(&mut d, &mut e, &t);
    }
    // Now g = 0 and f = ±1 ≡ d x (mod p), so x^-1 = ±d; for x ≡ 0, d = 0.
    let sign = f[4] >> 63; // -1 if f < 0, else 0
    for di in d.iter_mut() {
        // Limb-wise conditional negation; limbs end in (-2^63, 2^63).
        *di = (*di ^ sign).wrapping_sub(sign);
    }
    bytes_from_words(&s62_to_canonical(&d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;
    use num_traits::{One, Zero};
    use rand::{RngCore, SeedableRng};
    use rand_chacha::ChaCha20Rng;
    use std::vec::Vec;

    fn p() -> BigUint {
        (BigUint::one() << 255u32) - 19u32
    }

    fn to_bytes(x: &BigUint) -> [u8; 32] {
        let mut out = [0u8; 32];
        let v = x.to_bytes_le();
        out[..v.len()].copy_from_slice(&v);
        out
    }

    /// The model: the whole 256-bit integer reduced mod p, inverted by
    /// Fermat (0 -> 0).
    fn model(x: &[u8; 32]) -> [u8; 32] {
        let p = p();
        let v = BigUint::from_bytes_le(x) % &p;
        if v.is_zero() {
            return [0u8; 32];
        }
        to_bytes(&v.modpow(&(&p - 2u32), &p))
    }

    fn edges() -> Vec<BigUint> {
        let p = p();
        let one = BigUint::one();
        let mut v: Vec<BigUint> = std::vec![
            BigUint::zero(),
            one.clone(),
            BigUint::from(2u32),
            BigUint::from(19u32),
            &p - 1u32,
            &p - 2u32,
            (&p - 1u32) >> 1u32,
            (&p + 1u32) >> 1u32,
            p.clone(),
            &p + 1u32,
            &p + 18u32,
            (&p << 1u32) - 1u32,
            &p << 1u32,
            (&p << 1u32) + 1u32,
            (&one << 255u32) - 1u32,
            &one << 255u32,
            (&one << 255u32) + 19u32,
            (&one << 256u32) - 1u32,
            (&one << 256u32) - 38u32,
            (&one << 256u32) - 39u32,
            &one << 254u32,
            (&one << 62u32) - 1u32,
            &one << 62u32,
            (&one << 124u32) - 1u32,
            (&one << 248u32) - 19u32,
        ];
        for k in 0..256u32 {
            v.push(&one << k);
            v.push((&one << k) - 1u32);
        }
        v
    }

    #[test]
    fn inv19() {
        assert_eq!(INV19.wrapping_mul(19), 1);
    }

    #[test]
    fn edge_values() {
        for x in edges() {
            let b = to_bytes(&x);
            assert_eq!(invert_mod_p(&b), model(&b), "x = {x:x}");
        }
    }

    #[test]
    fn inverse_times_x_is_one() {
        let p = p();
        let mut rng = ChaCha20Rng::seed_from_u64(0x5afe_9cd0);
        for _ in 0..2000 {
            let mut b = [0u8; 32];
            rng.fill_bytes(&mut b);
            let x = BigUint::from_bytes_le(&b) % &p;
            let y = BigUint::from_bytes_le(&invert_mod_p(&b));
            assert!(y < p);
            if x.is_zero() {
                assert!(y.is_zero());
            } else {
                assert_eq!((x * y) % &p, BigUint::one());
            }
        }
    }

    #[test]
    fn random_vs_bigint() {
        let mut rng = ChaCha20Rng::seed_from_u64(0x5afe_9cd1);
        for i in 0..20_000 {
            let mut b = [0u8; 32];
            rng.fill_bytes(&mut b);
            // Mix in inputs >= p, small and sparse values.
            match i % 8 {
                1 => b[31] |= 0x80,
                2 => b[31] = 0xff,
                3 => b[4..].fill(0),
                4 => b[..28].fill(0xff),
                _ => {}
            }
            assert_eq!(invert_mod_p(&b), model(&b), "x = {b:02x?}");
        }
    }

    /// The `asm!` divsteps agree with the portable mask version.
    #[cfg(x86_backends)]
    #[test]
    fn packed_divsteps_agree() {
        let mut rng = ChaCha20Rng::seed_from_u64(0x5afe_9cd3);
        for i in 0..100_000 {
            let f = rng.next_u64() | 1;
            let mut g = rng.next_u64();
            if i % 4 == 0 {
                g &= 0xffff_0000_0000_0000; // long runs of even g
            }
            let zeta = -((rng.next_u64() % 128) as i64) + 64;
            let (za, ta) = divsteps_packed::<30>(zeta, f, g);
            let (zp, tp) = divsteps_packed_portable::<30>(zeta, f, g);
            assert_eq!(za, zp);
            assert_eq!((ta.u, ta.v, ta.q, ta.r), (tp.u, tp.v, tp.q, tp.r));
        }
    }

    /// The transition matrix of a batch matches 59 plain hddivsteps on the
    /// big integers, and its entries respect the stated bound.
    #[test]
    fn divsteps_match_model() {
        let mut rng = ChaCha20Rng::seed_from_u64(0x5afe_9cd2);
        for _ in 0..2000 {
            let f = (rng.next_u64() | 1) as i128;
            let g = rng.next_u64() as i128;
            let zeta = -((rng.next_u64() % 64) as i64) + 32;
            let (z, t) = divsteps_59(zeta, f as u64, g as u64);
            // Model on exact integers (low 64 bits suffice for 59 steps).
            let (mut mf, mut mg, mut mz) = (f, g, zeta);
            for _ in 0..59 {
                if mz < 0 && mg & 1 == 1 {
                    (mf, mg, mz) = (mg, (mg - mf) >> 1, -mz - 2);
                } else if mg & 1 == 1 {
                    (mg, mz) = ((mg + mf) >> 1, mz - 1);
                } else {
                    (mg, mz) = (mg >> 1, mz - 1);
                }
            }
            assert_eq!(z, mz);
            let m = |a: i64, b: i64| (a as i128) * f + (b as i128) * g;
            assert_eq!(m(t.u, t.v) >> 62, mf);
            assert_eq!(m(t.q, t.r) >> 62, mg);
            assert_eq!(m(t.u, t.v) & ((1 << 62) - 1), 0);
            assert!(t.u.unsigned_abs() + t.v.unsigned_abs() <= 1 << 62);
            assert!(t.q.unsigned_abs() + t.r.unsigned_abs() <= 1 << 62);
        }
    }
}
