//! [`Fp256Mulx`] against the portable [`FpP256`] (itself checked against
//! a `num-bigint` model in `field/fp/tests.rs`), word for word on the
//! stored Montgomery forms: edge values (every pair), 100,000 seeded
//! random cases for the multiplication and 20,000 for each other
//! operation, long dependent chains, and the decoding and conversion
//! entry points. Skipped, with a message, on a CPU without BMI2 and ADX.
//! Also the rdtsc comparison of the two multiplications (ignored; run with
//! `--ignored --nocapture`).

use super::*;
use crate::field::fp::FpP256;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;
use std::{println, vec};

fn have_mulx() -> bool {
    crate::backend::Backend::Mulx64.is_supported()
}

/// The portable element with the same stored words.
fn portable(w: &[u64; 4]) -> FpP256 {
    FpP256::from_montgomery_words(*w)
}

/// `a >= b` on four-word integers (test code: variable time).
fn geq(a: &[u64; 4], b: &[u64; 4]) -> bool {
    for i in (0..4).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

/// Stored words (`< p`) that stress the carries and the conditional
/// subtractions: 0, 1, 2, `p - 1`, `p - 2`, `(p ± 1) / 2`, `R mod p`,
/// `R^2 mod p`, words of all ones and all zeros in every position (those
/// `>= p` reduced by subtracting `p`), `2^255`, `2^256 - 2^224 - 1`, values
/// just below the word boundaries of `p`.
fn edges() -> Vec<[u64; 4]> {
    let m = u64::MAX;
    let mut raw: Vec<[u64; 4]> = vec![
        [0, 0, 0, 0],
        [1, 0, 0, 0],
        [2, 0, 0, 0],
        [P[0] - 1, P[1], P[2], P[3]],                     // p - 1
        [P[0] - 2, P[1], P[2], P[3]],                     // p - 2
        [m, 0x7fff_ffff, 1 << 63, 0x7fff_ffff_8000_0000], // (p - 1) / 2
        [0, 0x8000_0000, 1 << 63, 0x7fff_ffff_8000_0000], // (p + 1) / 2
        FpP256::MONT.r,
        FpP256::MONT.r2,
        FpP256::MONT.r3,
        [0, 0, 0, 1 << 63],
        [m, m, m, 0xffff_fffe_ffff_ffff], // 2^256 - 2^224 - 1
        [m, 0, 0, 0],
        [0, m, 0, 0],
        [0, 0, m, 0],
        [0, 0, 0, m],
        [m, m, 0, 0],
        [m, m, m, 0],
        [0, m, m, m],
        [m, 0, m, 0],
        [0, m, 0, m],
        [m, m, m, m],
        [m, 0xffff_fffe, 0, P[3]],
        [0, 0x1_0000_0000, 0, P[3] - 1],
        [m, 0xffff_ffff, m, P[3] - 1],
        [1, 0, 0, 1],
        [0, 0, 1, 0],
        [0, 1, 0, 0],
    ];
    for w in raw.iter_mut() {
        if geq(w, &P) {
            // w < 2^256 < 2p: one subtraction of p.
            let mut b = 0u64;
            for i in 0..4 {
                let (d, b1) = w[i].overflowing_sub(P[i]);
                let (d, b2) = d.overflowing_sub(b);
                w[i] = d;
                b = (b1 | b2) as u64;
            }
        }
        assert!(!geq(w, &P));
    }
    raw
}

/// A uniformly random stored form `< p`.
fn random(rng: &mut ChaCha20Rng) -> [u64; 4] {
    loop {
        let w = [
            rng.next_u64(),
            rng.next_u64(),
            rng.next_u64(),
            rng.next_u64(),
        ];
        if !geq(&w, &P) {
            return w;
        }
    }
}

/// Every binary and unary operation of `a`, `b` on both fields, equal word
/// for word.
fn check_all(a: &[u64; 4], b: &[u64; 4]) {
    let (x, y) = (Fp256Mulx(*a), Fp256Mulx(*b));
    let (u, v) = (portable(a), portable(b));
    let same = |got: Fp256Mulx, want: FpP256, what: &str| {
        assert_eq!(
            &got.0,
            want.montgomery_words(),
            "{what} a {a:016x?} b {b:016x?}"
        );
    };
    same(x.mul(&y), u.mul(&v), "mul");
    same(x.add(&y), u.add(&v), "add");
    same(x.sub(&y), u.sub(&v), "sub");
    same(x.square(), u.square(), "square");
    same(x.neg(), u.neg(), "neg");
    same(
        Fp256Mulx::select(&x, &y, Choice::from(1)),
        FpP256::select(&u, &v, Choice::from(1)),
        "select 1",
    );
    same(
        Fp256Mulx::select(&x, &y, Choice::from(0)),
        FpP256::select(&u, &v, Choice::from(0)),
        "select 0",
    );
    assert_eq!(bool::from(x.ct_eq(&y)), a == b);
}

#[test]
fn fp256_mulx_edges_every_pair() {
    if !have_mulx() {
        println!("fp256_mulx_edges_every_pair: SKIPPED (no BMI2/ADX)");
        return;
    }
    let e = edges();
    for a in &e {
        for b in &e {
            check_all(a, b);
        }
        let (x, u) = (Fp256Mulx(*a), portable(a));
        assert_eq!(
            &x.invert().0,
            u.invert().montgomery_words(),
            "invert {a:x?}"
        );
        assert_eq!(x.to_bytes(), u.to_bytes(), "to_bytes {a:x?}");
        assert_eq!(x.to_canonical_words(), u.to_canonical_words());
    }
    println!("fp256_mulx_edges_every_pair: {} pairs", e.len() * e.len());
}

#[test]
fn fp256_mulx_random_mul_100k() {
    if !have_mulx() {
        println!("fp256_mulx_random_mul_100k: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9256_3a17);
    for _ in 0..100_000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        let got = Fp256Mulx(a).mul(&Fp256Mulx(b));
        assert_eq!(
            &got.0,
            portable(&a).mul(&portable(&b)).montgomery_words(),
            "mul a {a:016x?} b {b:016x?}"
        );
        let got = Fp256Mulx(a).square();
        assert_eq!(
            &got.0,
            portable(&a).square().montgomery_words(),
            "square {a:016x?}"
        );
    }
}

#[test]
fn fp256_mulx_random_all_ops() {
    if !have_mulx() {
        println!("fp256_mulx_random_all_ops: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9256_0a11);
    for i in 0..20_000 {
        let (a, b) = (random(&mut rng), random(&mut rng));
        check_all(&a, &b);
        if i % 10 == 0 {
            let (x, u) = (Fp256Mulx(a), portable(&a));
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
fn fp256_mulx_chains() {
    if !have_mulx() {
        println!("fp256_mulx_chains: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9256_c4a1);
    let starts: Vec<_> = (0..20)
        .map(|_| {
            let (a, b) = (random(&mut rng), random(&mut rng));
            ((Fp256Mulx(a), Fp256Mulx(b)), (portable(&a), portable(&b)))
        })
        .collect();
    crate::field::tests::chains_agree(starts, |x, u| &x.0 == u.montgomery_words());
}

/// Decoding, encoding and the conversions from arbitrary words (also `>=
/// p`), against the portable field; the rejection of `p`, `p + 1` and `2^256
/// - 1`.
#[test]
fn fp256_mulx_conversions() {
    if !have_mulx() {
        println!("fp256_mulx_conversions: SKIPPED (no BMI2/ADX)");
        return;
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x9256_b17e);
    let m = u64::MAX;
    let mut words: Vec<[u64; 4]> = vec![P, [P[0], P[1] + 1, P[2], P[3]], [m, m, m, m]];
    words.extend(edges());
    for _ in 0..5_000 {
        words.push([
            rng.next_u64(),
            rng.next_u64(),
            rng.next_u64(),
            rng.next_u64(),
        ]);
    }
    for w in &words {
        assert_eq!(
            &Fp256Mulx::from_words_reduced(w).0,
            FpP256::from_words_reduced(w).montgomery_words(),
            "from_words_reduced {w:x?}"
        );
        let mut bytes = [0u8; 32];
        for (i, x) in w.iter().enumerate() {
            bytes[8 * i..8 * i + 8].copy_from_slice(&x.to_le_bytes());
        }
        let got = Option::<Fp256Mulx>::from(Fp256Mulx::from_canonical_bytes(&bytes));
        let want = Option::<FpP256>::from(FpP256::from_canonical_bytes(&bytes));
        assert_eq!(got.is_some(), !geq(w, &P), "{w:x?}");
        assert_eq!(got.is_some(), want.is_some());
        if let (Some(g), Some(x)) = (got, want) {
            assert_eq!(&g.0, x.montgomery_words());
            assert_eq!(g.to_bytes(), bytes);
        }
    }
    assert_eq!(&Fp256Mulx::ONE.0, FpP256::ONE.montgomery_words());
    assert_eq!(Fp256Mulx::ONE.to_bytes()[0], 1);
    assert_eq!(Fp256Mulx::ZERO.invert().0, [0; 4]);
}

/// rdtsc ticks per operation in a dependent chain, portable CIOS against
/// mulx (`cargo test -p velocurve --release --lib fp256_mulx_ticks --
/// --ignored --nocapture`). Medians of 21 runs of 10,000 operations.
#[test]
#[ignore = "a measurement, not a check"]
fn fp256_mulx_ticks() {
    if !have_mulx() {
        println!("fp256_mulx_ticks: SKIPPED (no BMI2/ADX)");
        return;
    }
    use core::arch::x86_64::_rdtsc;
    use core::hint::black_box;
    const OPS: u64 = 10_000;
    fn median(mut v: Vec<u64>) -> u64 {
        v.sort_unstable();
        v[v.len() / 2]
    }
    fn ticks(mut f: impl FnMut()) -> u64 {
        let mut v = Vec::new();
        for _ in 0..21 {
            // SAFETY: rdtsc exists on every x86-64 CPU.
            let t0 = unsafe { _rdtsc() };
            f();
            // SAFETY: as above.
            let t1 = unsafe { _rdtsc() };
            v.push((t1 - t0) / OPS);
        }
        median(v)
    }
    let mut rng = ChaCha20Rng::seed_from_u64(1);
    let (a, b) = (random(&mut rng), random(&mut rng));
    let (x0, y) = (Fp256Mulx(a), Fp256Mulx(b));
    let (u0, v) = (portable(&a), portable(&b));
    let mulx_mul = ticks(|| {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.mul(&y);
        }
        black_box(x);
    });
    let port_mul = ticks(|| {
        let mut u = black_box(u0);
        for _ in 0..OPS {
            u = u.mul(&v);
        }
        black_box(u);
    });
    let mulx_sq = ticks(|| {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.square();
        }
        black_box(x);
    });
    let mulx_sq_as_mul = ticks(|| {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.mul(&x);
        }
        black_box(x);
    });
    let port_sq = ticks(|| {
        let mut u = black_box(u0);
        for _ in 0..OPS {
            u = u.square();
        }
        black_box(u);
    });
    let mulx_add = ticks(|| {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.add(&y);
        }
        black_box(x);
    });
    let port_add = ticks(|| {
        let mut u = black_box(u0);
        for _ in 0..OPS {
            u = u.add(&v);
        }
        black_box(u);
    });
    let mulx_sub = ticks(|| {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.sub(&y);
        }
        black_box(x);
    });
    let port_sub = ticks(|| {
        let mut u = black_box(u0);
        for _ in 0..OPS {
            u = u.sub(&v);
        }
        black_box(u);
    });
    const INV: u64 = 200;
    let inv = |f: &mut dyn FnMut()| {
        let mut w = Vec::new();
        for _ in 0..21 {
            // SAFETY: rdtsc exists on every x86-64 CPU.
            let t0 = unsafe { _rdtsc() };
            f();
            // SAFETY: as above.
            let t1 = unsafe { _rdtsc() };
            w.push((t1 - t0) / INV);
        }
        median(w)
    };
    let mulx_inv = inv(&mut || {
        let mut x = black_box(x0);
        for _ in 0..INV {
            x = x.invert();
        }
        black_box(x);
    });
    // Fermat, x^(p - 2) by the generic square-and-multiply (255 squarings,
    // 95 multiplications), for the comparison.
    let mut pm2 = P;
    pm2[0] -= 2;
    let mulx_fermat = inv(&mut || {
        let mut x = black_box(x0);
        for _ in 0..INV {
            x = x.pow_public(&pm2);
        }
        black_box(x);
    });
    assert_eq!(x0.pow_public(&pm2).0, x0.invert().0);
    let port_inv = inv(&mut || {
        let mut u = black_box(u0);
        for _ in 0..INV {
            u = u.invert();
        }
        black_box(u);
    });
    println!("P-256 field, rdtsc ticks per operation (dependent chain, median of 21):");
    println!("  mul     portable {port_mul:>6}  mulx {mulx_mul:>6}");
    println!(
        "  square  portable {port_sq:>6}  mulx {mulx_sq:>6}  (mulx mul(x, x): {mulx_sq_as_mul})"
    );
    println!("  add     portable {port_add:>6}  mulx {mulx_add:>6}");
    println!("  sub     portable {port_sub:>6}  mulx {mulx_sub:>6}");
    println!(
        "  invert  portable {port_inv:>6}  mulx (safegcd) {mulx_inv:>6}  mulx (Fermat, generic chain) {mulx_fermat:>6}"
    );
}
