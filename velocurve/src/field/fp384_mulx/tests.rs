//! [`Fp384Mulx`] against a `num-bigint` model of Montgomery arithmetic mod
//! P-384's `p` and against the portable [`FpP384`], word for word on the
//! stored Montgomery forms: edge values (every pair), 100,000 seeded random
//! multiplications and squarings, 20,000 cases of every other operation,
//! the largest inputs the multiplication allows (`a = p - 1` with any
//! six-word `b`, also `b >= p`), long dependent chains, and the decoding and
//! conversion entry points. Skipped, with a message, on a CPU without BMI2
//! and ADX. Also the rdtsc comparison of the two multiplications (ignored;
//! run with `--ignored --nocapture`).

use super::*;
use num_bigint::BigUint;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;
use std::{println, vec};

fn have_mulx() -> bool {
    crate::backend::Backend::Mulx64.is_supported()
}

/// The portable element with the same stored words.
fn portable(w: &[u64; 6]) -> FpP384 {
    FpP384::from_montgomery_words(*w)
}

fn big(w: &[u64; 6]) -> BigUint {
    let mut bytes = [0u8; 48];
    for (i, x) in w.iter().enumerate() {
        bytes[8 * i..8 * i + 8].copy_from_slice(&x.to_le_bytes());
    }
    BigUint::from_bytes_le(&bytes)
}

fn words(v: &BigUint) -> [u64; 6] {
    let d = v.to_u64_digits();
    assert!(d.len() <= 6);
    core::array::from_fn(|i| d.get(i).copied().unwrap_or(0))
}

/// The model: `p`, and `R^-1 mod p` for `R = 2^384`.
fn model() -> (BigUint, BigUint) {
    let p = big(&P);
    let r = BigUint::from(1u8) << 384u32;
    let r_inv = (r % &p).modpow(&(&p - 2u8), &p);
    (p, r_inv)
}

/// `a >= b` on six-word integers (test code: variable time).
fn geq(a: &[u64; 6], b: &[u64; 6]) -> bool {
    for i in (0..6).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

/// Stored words (`< p`) that stress the carries and the conditional
/// subtractions: 0, 1, 2, `p - 1`, `p - 2`, `(p ± 1) / 2`, `R`, `R^2`,
/// `R^3 mod p`, words of all ones and all zeros in every position (those
/// `>= p` reduced), `2^383`, values around the word boundaries of `p`.
fn edges() -> Vec<[u64; 6]> {
    let (p, _) = model();
    let m = u64::MAX;
    let mut raw: Vec<[u64; 6]> = vec![
        [0; 6],
        [1, 0, 0, 0, 0, 0],
        [2, 0, 0, 0, 0, 0],
        words(&(&p - 1u8)),
        words(&(&p - 2u8)),
        words(&((&p - 1u8) >> 1u32)),
        words(&((&p + 1u8) >> 1u32)),
        FpP384::MONT.r,
        FpP384::MONT.r2,
        FpP384::MONT.r3,
        [0, 0, 0, 0, 0, 1 << 63],
        [m, m, m, m, m, m],
        [m, 0, 0, 0, 0, 0],
        [0, m, 0, 0, 0, 0],
        [0, 0, m, 0, 0, 0],
        [0, 0, 0, m, 0, 0],
        [0, 0, 0, 0, m, 0],
        [0, 0, 0, 0, 0, m],
        [m, m, m, 0, 0, 0],
        [0, 0, 0, m, m, m],
        [m, 0, m, 0, m, 0],
        [0, m, 0, m, 0, m],
        [P[0], P[1], P[2], 0, 0, 0],
        [P[0] + 1, P[1], P[2], P[3], P[4], P[5] - 1],
        [0, 0, 0, P[3], P[4], P[5] - 1],
        [m, 0xffff_fffe_ffff_ffff, m - 1, m, m, m >> 1],
        [1, 0, 0, 0, 0, 1],
        [0, 1 << 32, 0, 0, 0, 0],
    ];
    for w in raw.iter_mut() {
        *w = words(&(big(w) % &p));
    }
    raw
}

/// A uniformly random stored form `< p`.
fn random(rng: &mut ChaCha20Rng) -> [u64; 6] {
    loop {
        let w: [u64; 6] = core::array::from_fn(|_| rng.next_u64());
        if !geq(&w, &P) {
            return w;
        }
    }
}

/// The model's `a b R^-1 mod p`.
fn mont_mul(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let (p, r_inv) = model();
    words(&(big(a) * big(b) % &p * r_inv % &p))
}

/// Every binary and unary operation of `a`, `b` against the model and the
/// portable field, word for word.
fn check_all(a: &[u64; 6], b: &[u64; 6]) {
    let (p, _) = model();
    let (x, y) = (Fp384Mulx(*a), Fp384Mulx(*b));
    let (u, v) = (portable(a), portable(b));
    let same = |got: Fp384Mulx, want: FpP384, model: [u64; 6], what: &str| {
        assert_eq!(got.0, model, "{what} (model) a {a:016x?} b {b:016x?}");
        assert_eq!(
            &got.0,
            want.montgomery_words(),
            "{what} a {a:016x?} b {b:016x?}"
        );
    };
    let (ba, bb) = (big(a), big(b));
    same(x.mul(&y), u.mul(&v), mont_mul(a, b), "mul");
    same(x.add(&y), u.add(&v), words(&((&ba + &bb) % &p)), "add");
    same(x.sub(&y), u.sub(&v), words(&((&ba + &p - &bb) % &p)), "sub");
    same(x.square(), u.square(), mont_mul(a, a), "square");
    same(x.neg(), u.neg(), words(&((&p - &ba) % &p)), "neg");
    same(
        Fp384Mulx::select(&x, &y, Choice::from(1)),
        FpP384::select(&u, &v, Choice::from(1)),
        *b,
        "select 1",
    );
    same(
        Fp384Mulx::select(&x, &y, Choice::from(0)),
        FpP384::select(&u, &v, Choice::from(0)),
        *a,
        "select 0",
    );
    assert_eq!(bool::from(x.ct_eq(&y)), a == b);
}

#[test]
fn fp384_mulx_edges_every_pair() {
    if !have_mulx() {
        println!("fp384_mulx_edges_every_pair: SKIPPED (no BMI2/ADX)");
        return;
    }
    let e = edges();
    for a in &e {
        for b in &e {
            check_all(a, b);
        }
        let (x, u) = (Fp384Mulx(*a), portable(a));
        assert_eq!(
            &x.invert().0,
            u.invert().montgomery_words(),
            "invert {a:x?}"
        );
        assert_eq!(x.to_bytes(), u.to_bytes(), "to_bytes {a:x?}");
        assert_eq!(x.to_canonical_words(), u.to_canonical_words());
    }
    println!("fp384_mulx_edges_every_pair: {} pairs", e.len() * e.len());
}

#[test]
fn fp384_mulx_random_mul_100k() {
    if !have_mulx() {
        println!("fp384_mulx_random_mul_100k: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9384_3a17);
    for i in 0..100_000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        let got = Fp384Mulx(a).mul(&Fp384Mulx(b));
        assert_eq!(
            &got.0,
            portable(&a).mul(&portable(&b)).montgomery_words(),
            "mul a {a:016x?} b {b:016x?}"
        );
        let sq = Fp384Mulx(a).square();
        assert_eq!(
            &sq.0,
            portable(&a).square().montgomery_words(),
            "square {a:016x?}"
        );
        if i % 10 == 0 {
            assert_eq!(got.0, mont_mul(&a, &b), "mul (model) {a:016x?} {b:016x?}");
        }
    }
}

/// The largest inputs the multiplication allows: `a < p` (here `p - 1`,
/// `p - 2` and random) and **any** six-word `b`, also `b >= p` (the
/// conversions into the Montgomery form use that), against the model.
#[test]
fn fp384_mulx_unreduced_b() {
    if !have_mulx() {
        println!("fp384_mulx_unreduced_b: SKIPPED (no BMI2/ADX)");
        return;
    }
    let (p, _) = model();
    let m = u64::MAX;
    let mut rng = ChaCha20Rng::seed_from_u64(0x9384_b0b0);
    let mut bs: Vec<[u64; 6]> = vec![[m; 6], P, words(&(&p + 1u8)), [m, m, m, m, m, 0]];
    for _ in 0..2_000 {
        let mut w: [u64; 6] = core::array::from_fn(|_| rng.next_u64());
        w[5] |= 0xffff_ffff_0000_0000; // mostly >= p
        bs.push(w);
    }
    let mut as_: Vec<[u64; 6]> = vec![words(&(&p - 1u8)), words(&(&p - 2u8)), [1, 0, 0, 0, 0, 0]];
    as_.extend(edges());
    for _ in 0..20 {
        as_.push(random(&mut rng));
    }
    for a in &as_ {
        for b in &bs {
            assert_eq!(mul_ref(a, b), mont_mul(a, b), "a {a:016x?} b {b:016x?}");
        }
    }
    println!("fp384_mulx_unreduced_b: {} products", as_.len() * bs.len());
}

#[test]
fn fp384_mulx_random_all_ops() {
    if !have_mulx() {
        println!("fp384_mulx_random_all_ops: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9384_0a11);
    for i in 0..20_000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        check_all(&a, &b);
        if i % 10 == 0 {
            let (x, u) = (Fp384Mulx(a), portable(&a));
            assert_eq!(
                &x.invert().0,
                u.invert().montgomery_words(),
                "invert {a:x?}"
            );
            assert_eq!(x.to_bytes(), u.to_bytes());
        }
    }
    // Sums exactly p and differences exactly 0 (the conditional
    // subtraction's boundary): b = p - a.
    for _ in 0..2_000 {
        let a = random(&mut rng);
        let neg = portable(&a).neg();
        check_all(&a, neg.montgomery_words());
        check_all(&a, &a);
    }
}

/// Long dependent chains mixing every operation
/// ([`crate::field::tests::chains_agree`]) from 20 random starts: any drift
/// from the portable field's words would propagate and show.
#[test]
fn fp384_mulx_chains() {
    if !have_mulx() {
        println!("fp384_mulx_chains: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9384_c4a1);
    let starts: Vec<_> = (0..20)
        .map(|_| {
            let (a, b) = (random(&mut rng), random(&mut rng));
            ((Fp384Mulx(a), Fp384Mulx(b)), (portable(&a), portable(&b)))
        })
        .collect();
    crate::field::tests::chains_agree(starts, |x, u| &x.0 == u.montgomery_words());
}

/// Decoding, encoding and the conversions from arbitrary words (also `>=
/// p`), against the portable field; the rejection of `p`, `p + 1` and
/// `2^384 - 1`.
#[test]
fn fp384_mulx_conversions() {
    if !have_mulx() {
        println!("fp384_mulx_conversions: SKIPPED (no BMI2/ADX)");
        return;
    }
    let (p, _) = model();
    let mut rng = ChaCha20Rng::seed_from_u64(0x9384_b17e);
    let mut ws: Vec<[u64; 6]> = vec![P, words(&(&p + 1u8)), [u64::MAX; 6]];
    ws.extend(edges());
    for _ in 0..5_000 {
        ws.push(core::array::from_fn(|_| rng.next_u64()));
    }
    for w in &ws {
        assert_eq!(
            &Fp384Mulx::from_words_reduced(w).0,
            FpP384::from_words_reduced(w).montgomery_words(),
            "from_words_reduced {w:x?}"
        );
        let mut bytes = [0u8; 48];
        for (i, x) in w.iter().enumerate() {
            bytes[8 * i..8 * i + 8].copy_from_slice(&x.to_le_bytes());
        }
        let got = Option::<Fp384Mulx>::from(Fp384Mulx::from_canonical_bytes(&bytes));
        let want = Option::<FpP384>::from(FpP384::from_canonical_bytes(&bytes));
        assert_eq!(got.is_some(), !geq(w, &P), "{w:x?}");
        assert_eq!(got.is_some(), want.is_some());
        if let (Some(g), Some(x)) = (got, want) {
            assert_eq!(&g.0, x.montgomery_words());
            assert_eq!(g.to_bytes(), bytes);
        }
    }
    assert_eq!(&Fp384Mulx::ONE.0, FpP384::ONE.montgomery_words());
    assert_eq!(Fp384Mulx::ONE.to_bytes()[0], 1);
    assert_eq!(Fp384Mulx::ZERO.invert().0, [0; 6]);
    let c = [5, 6, 7, 8, 9, 10];
    assert_eq!(
        &Fp384Mulx::from_canonical_words_const(c).0,
        FpP384::from_canonical_words_const(c).montgomery_words()
    );
}

/// rdtsc ticks per operation in a dependent chain, portable CIOS against
/// mulx (`cargo test -p velocurve --release --lib fp384_mulx_ticks --
/// --ignored --nocapture`). Medians of 21 runs of 10,000 operations.
#[test]
#[ignore = "a measurement, not a check"]
fn fp384_mulx_ticks() {
    if !have_mulx() {
        println!("fp384_mulx_ticks: SKIPPED (no BMI2/ADX)");
        return;
    }
    use core::arch::x86_64::_rdtsc;
    use core::hint::black_box;
    const OPS: u64 = 10_000;
    fn ticks(mut f: impl FnMut(), per: u64) -> u64 {
        let mut v = Vec::new();
        for _ in 0..21 {
            // SAFETY: rdtsc exists on every x86-64 CPU.
            let t0 = unsafe { _rdtsc() };
            f();
            // SAFETY: as above.
            let t1 = unsafe { _rdtsc() };
            v.push((t1 - t0) / per);
        }
        v.sort_unstable();
        v[v.len() / 2]
    }
    /// A chain of `n` applications of `step` (the two fields' rows).
    macro_rules! chain {
        ($x0:expr, $n:expr, |$x:ident| $step:expr) => {
            ticks(
                || {
                    let mut $x = black_box($x0);
                    for _ in 0..$n {
                        $x = $step;
                    }
                    black_box($x);
                },
                $n,
            )
        };
    }
    let mut rng = ChaCha20Rng::seed_from_u64(1);
    let (a, b) = (random(&mut rng), random(&mut rng));
    let (x0, y) = (Fp384Mulx(a), Fp384Mulx(b));
    let (u0, v) = (portable(&a), portable(&b));
    let rows = [
        (
            "mul",
            chain!(u0, OPS, |u| u.mul(&v)),
            chain!(x0, OPS, |x| x.mul(&y)),
        ),
        (
            "square",
            chain!(u0, OPS, |u| u.square()),
            chain!(x0, OPS, |x| x.square()),
        ),
        (
            "add",
            chain!(u0, OPS, |u| u.add(&v)),
            chain!(x0, OPS, |x| x.add(&y)),
        ),
        (
            "sub",
            chain!(u0, OPS, |u| u.sub(&v)),
            chain!(x0, OPS, |x| x.sub(&y)),
        ),
        (
            "invert",
            chain!(u0, 200, |u| u.invert()),
            chain!(x0, 200, |x| x.invert()),
        ),
    ];
    println!("P-384 field, rdtsc ticks per operation (dependent chain, median of 21):");
    for (name, port, mulx) in rows {
        println!("  {name:<7} portable {port:>6}  mulx {mulx:>6}");
    }
}
