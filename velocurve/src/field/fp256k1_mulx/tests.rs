//! [`Fp256k1Mulx`] against a `num-bigint` model of arithmetic mod
//! secp256k1's `p` and against the portable `Fp` of the same prime (by
//! canonical value: the representations differ), on every pair of edge
//! words (non-canonical ones `>= p` and the words next to `2^256`
//! included: every value `< 2^256` is a valid input), 100,000 random
//! pairs, the largest inputs, and long chains; the ignored rdtsc
//! comparison `ticks`.

use super::*;
use num_bigint::BigUint;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;
use std::{println, vec};

fn have_mulx() -> bool {
    crate::backend::Backend::Mulx64.is_supported()
}

macro_rules! need_mulx {
    ($test:literal) => {
        if !have_mulx() {
            println!("secp256k1 {}: SKIPPED (no BMI2/ADX)", $test);
            return;
        }
    };
}

const P: [u64; 4] = <Secp256k1Base as PrimeParams<4>>::P;

fn big(w: &[u64; 4]) -> BigUint {
    let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
    BigUint::from_bytes_le(&bytes)
}

fn words(v: &BigUint) -> [u64; 4] {
    let d = v.to_u64_digits();
    assert!(d.len() <= 4);
    core::array::from_fn(|i| d.get(i).copied().unwrap_or(0))
}

fn p() -> BigUint {
    big(&P)
}

/// The portable element of the value `w mod p`.
fn portable(w: &[u64; 4]) -> Portable {
    Portable::from_words_reduced(&words(&(big(w) % p())))
}

/// Words (any value `< 2^256`) that stress the carries and the folds.
fn edges() -> Vec<[u64; 4]> {
    let p = p();
    let m = u64::MAX;
    let one = |i: usize, v: u64| -> [u64; 4] {
        let mut w = [0u64; 4];
        w[i] = v;
        w
    };
    let mut v: Vec<[u64; 4]> = vec![
        [0; 4],
        one(0, 1),
        one(0, 2),
        one(0, C),
        one(0, C - 1),
        one(0, C + 1),
        words(&(&p - 1u8)),
        words(&(&p - 2u8)),
        P,
        words(&(&p + 1u8)),
        words(&(&p + C - 1u8)), // 2^256 - 1
        [m; 4],
        [m - 1, m, m, m],
        words(&((&p - 1u8) >> 1u32)),
        words(&((&p + 1u8) >> 1u32)),
        [0, 0, 0, 1 << 63],
        [m, m, m, 0],
        [0, m, 0, m],
        [m, 0, m, 0],
        one(1, 1 << 32),
        one(3, 1),
    ];
    for i in 0..4 {
        v.push(one(i, m));
        let mut w = P;
        w[i] = w[i].wrapping_sub(1);
        v.push(w);
    }
    v
}

/// Every operation of `a`, `b` against the model and the portable field.
fn check_all(a: &[u64; 4], b: &[u64; 4]) {
    let p = p();
    let (x, y) = (Fp256k1Mulx(*a), Fp256k1Mulx(*b));
    let (u, w) = (portable(a), portable(b));
    let (ba, bb) = (big(a), big(b));
    let inv2 = (&p + 1u8) / 2u8;
    let cases: [(&str, Fp256k1Mulx, Portable, BigUint); 7] = [
        ("half", x.half(), u.half(), &ba * &inv2 % &p),
        ("mul", x.mul(&y), u.mul(&w), &ba * &bb % &p),
        ("square", x.square(), u.square(), &ba * &ba % &p),
        ("add", x.add(&y), u.add(&w), (&ba + &bb) % &p),
        ("sub", x.sub(&y), u.sub(&w), (&ba % &p + &p - &bb % &p) % &p),
        ("neg", x.neg(), u.neg(), (&p - &ba % &p) % &p),
        ("invert", x.invert(), u.invert(), {
            let r = &ba % &p;
            if r == BigUint::from(0u8) {
                r
            } else {
                r.modpow(&(&p - 2u8), &p)
            }
        }),
    ];
    for (what, got, want, model) in cases {
        assert_eq!(
            got.to_bytes(),
            want.to_bytes(),
            "{what} a {a:016x?} b {b:016x?}"
        );
        assert_eq!(
            big(&got.to_canonical_words()),
            model,
            "{what} (model) a {a:016x?} b {b:016x?}"
        );
    }
    assert_eq!(big(&x.to_canonical_words()), &ba % &p);
    assert_eq!(bool::from(x.ct_eq(&y)), &ba % &p == &bb % &p);
    assert_eq!(bool::from(x.is_zero()), &ba % &p == BigUint::from(0u8));
}

#[test]
fn edges_every_pair() {
    need_mulx!("edges_every_pair");
    let e = edges();
    for a in &e {
        for b in &e {
            check_all(a, b);
        }
    }
    println!("secp256k1 mulx field: {} edge pairs", e.len() * e.len());
}

#[test]
fn random_100k() {
    need_mulx!("random_100k");
    let mut rng = ChaCha20Rng::seed_from_u64(0x256b_1f1e);
    let p = p();
    for i in 0..100_000 {
        let a: [u64; 4] = core::array::from_fn(|_| rng.next_u64());
        let b: [u64; 4] = core::array::from_fn(|_| rng.next_u64());
        let (x, y) = (Fp256k1Mulx(a), Fp256k1Mulx(b));
        assert_eq!(
            big(&x.mul(&y).0) % &p,
            big(&a) * big(&b) % &p,
            "mul {a:x?} {b:x?}"
        );
        assert_eq!(
            big(&x.square().0) % &p,
            big(&a) * big(&a) % &p,
            "square {a:x?}"
        );
        if i % 16 == 0 {
            check_all(&a, &b);
        }
    }
}

#[test]
fn encodings() {
    need_mulx!("encodings");
    let p = p();
    for w in edges() {
        let mut bytes = [0u8; 32];
        le_bytes_from_words(&w, &mut bytes);
        let d = Fp256k1Mulx::from_canonical_bytes(&bytes);
        assert_eq!(bool::from(d.is_some()), big(&w) < p, "{w:x?}");
        if big(&w) < p {
            assert_eq!(d.unwrap().to_bytes(), bytes);
        }
        assert_eq!(
            Fp256k1Mulx::from_words_reduced(&w).to_bytes(),
            portable(&w).to_bytes()
        );
    }
    assert_eq!(Fp256k1Mulx::ONE.to_bytes(), Portable::ONE.to_bytes());
    assert_eq!(Fp256k1Mulx::ZERO.invert().0, [0; 4]);
    let (one, two) = (Fp256k1Mulx::ONE, Fp256k1Mulx([2, 0, 0, 0]));
    assert_eq!(Fp256k1Mulx::select(&one, &two, Choice::from(0)).0, one.0);
    assert_eq!(Fp256k1Mulx::select(&one, &two, Choice::from(1)).0, two.0);
}

#[test]
fn chains() {
    need_mulx!("chains");
    let e = edges();
    let starts = (0..e.len()).map(|i| {
        let (a, b) = (e[i], e[(i * 7 + 3) % e.len()]);
        (
            (Fp256k1Mulx(a), Fp256k1Mulx(b)),
            (portable(&a), portable(&b)),
        )
    });
    crate::field::tests::chains_agree(starts, |x, u| x.to_bytes() == u.to_bytes());
}

/// Dependent chains of products and squarings, rdtsc ticks per operation,
/// against the portable field:
/// `cargo test -p velocurve --release --lib fp256k1_mulx -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn ticks() {
    need_mulx!("ticks");
    use core::arch::x86_64::_rdtsc;
    use core::hint::black_box;
    fn ticks(mut f: impl FnMut(), per: u64) -> u64 {
        let mut v: Vec<u64> = (0..21)
            .map(|_| {
                // SAFETY: rdtsc exists on every x86-64 CPU.
                let t0 = unsafe { _rdtsc() };
                f();
                // SAFETY: as above.
                let t1 = unsafe { _rdtsc() };
                (t1 - t0) / per
            })
            .collect();
        v.sort_unstable();
        v[10]
    }
    let (a, b) = ([3u64, 5, 7, 11], [13u64, 17, 19, 23]);
    let (x, y) = (Fp256k1Mulx(a), Fp256k1Mulx(b));
    let (u, w) = (portable(&a), portable(&b));
    let m = ticks(
        || {
            let mut z = black_box(x);
            for _ in 0..2000 {
                z = z.mul(&y);
            }
            black_box(z);
        },
        2000,
    );
    let s = ticks(
        || {
            let mut z = black_box(x);
            for _ in 0..2000 {
                z = z.square();
            }
            black_box(z);
        },
        2000,
    );
    let pm = ticks(
        || {
            let mut z = black_box(u);
            for _ in 0..2000 {
                z = z.mul(&w);
            }
            black_box(z);
        },
        2000,
    );
    let ps = ticks(
        || {
            let mut z = black_box(u);
            for _ in 0..2000 {
                z = z.square();
            }
            black_box(z);
        },
        2000,
    );
    println!("secp256k1: mulx M {m}, S {s}; portable M {pm}, S {ps} (ticks)");
}
