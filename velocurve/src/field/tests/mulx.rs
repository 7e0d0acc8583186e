//! One test driver for the four `mulx` Montgomery fields (`Fp192Mulx`,
//! `Fp224Mulx`, `Fp256Mulx`, `Fp384Mulx`): [`mulx_field_tests!`] writes,
//! into a field's `tests` module, the tests of that field against a
//! `num-bigint` model of Montgomery arithmetic mod its `p` and against the
//! portable `Fp` of the same prime, word for word on the stored Montgomery
//! forms:
//!
//! * `edges_every_pair`: every pair of edge values (0, 1, 2, `p - 1`, `p -
//!   2`, `(p ± 1) / 2`, `R`, `R^2`, `R^3 mod p`, the top bit of `p`, a word
//!   of all ones or all zeros in every position and in runs, values around
//!   the word boundaries of `p`; those `>= p` reduced) through every
//!   operation, inversion and encoding;
//! * `random_mul_100k`: 100,000 seeded random multiplications and
//!   squarings against the portable field (every tenth against the model);
//! * `unreduced_b`: the largest inputs the multiplication allows, `a < p`
//!   (`p - 1`, `p - 2`, edges, random) with **any** `b`, also `b >= p` (the
//!   conversions into the Montgomery form use that), against the model;
//! * `random_all_ops`: 20,000 random pairs through every operation, and
//!   the sums exactly `p` and differences exactly 0;
//! * `chains`: long dependent chains ([`super::chains_agree`]);
//! * `conversions`: decoding (the rejection of `p`, `p + 1`, all ones),
//!   encoding, and the conversions from arbitrary words;
//! * `ticks` (ignored; `--ignored --nocapture`): rdtsc ticks per operation
//!   of the two fields in dependent chains.
//!
//! Each test is skipped, with a message, on a CPU without BMI2 and ADX.

/// The tests of the `mulx` field `$t` (a tuple struct over `[u64; $n]`
/// with the module's `mul_ref` and constant `P`) against the portable
/// `$portable` (the same words), `$bytes` encoded, `$name` for messages,
/// `$seed` for the random cases. Invoked in the field's `tests` module
/// (`use super::*` in scope).
macro_rules! mulx_field_tests {
    ($t:ident, $portable:ty, $n:literal, $bytes:literal, $name:literal, $seed:literal) => {
        use num_bigint::BigUint;
        use rand::{RngCore, SeedableRng};
        use rand_chacha::ChaCha20Rng;
        use std::vec::Vec;
        use std::{println, vec};

        fn have_mulx() -> bool {
            crate::backend::Backend::Mulx64.is_supported()
        }

        /// Skips the calling test (with a message) without BMI2 and ADX.
        macro_rules! need_mulx {
            ($test:literal) => {
                if !have_mulx() {
                    println!("{} {}: SKIPPED (no BMI2/ADX)", $name, $test);
                    return;
                }
            };
        }

        /// The portable element with the same stored words.
        fn portable(w: &[u64; $n]) -> $portable {
            <$portable>::from_montgomery_words(*w)
        }

        fn big(w: &[u64; $n]) -> BigUint {
            let bytes: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
            BigUint::from_bytes_le(&bytes)
        }

        fn words(v: &BigUint) -> [u64; $n] {
            let d = v.to_u64_digits();
            assert!(d.len() <= $n);
            core::array::from_fn(|i| d.get(i).copied().unwrap_or(0))
        }

        /// The model: `p`, and `R^-1 mod p` for `R = 2^(64 n)`.
        fn model() -> (BigUint, BigUint) {
            let p = big(&P);
            let r = BigUint::from(1u8) << (64 * $n) as u32;
            let r_inv = (r % &p).modpow(&(&p - 2u8), &p);
            (p, r_inv)
        }

        /// `a >= b` (test code: variable time).
        fn geq(a: &[u64; $n], b: &[u64; $n]) -> bool {
            big(a) >= big(b)
        }

        /// Stored words (`< p`) that stress the carries and the
        /// conditional subtractions (module documentation of
        /// `field::tests::mulx`).
        fn edges() -> Vec<[u64; $n]> {
            let (p, _) = model();
            let m = u64::MAX;
            let one = |i: usize, v: u64| -> [u64; $n] {
                let mut w = [0u64; $n];
                w[i] = v;
                w
            };
            let mut raw: Vec<[u64; $n]> = vec![
                [0; $n],
                one(0, 1),
                one(0, 2),
                words(&(&p - 1u8)),
                words(&(&p - 2u8)),
                words(&((&p - 1u8) >> 1u32)),
                words(&((&p + 1u8) >> 1u32)),
                words(&(BigUint::from(1u8) << (p.bits() - 1) as u32)),
                <$portable>::MONT.r,
                <$portable>::MONT.r2,
                <$portable>::MONT.r3,
                [m; $n],
                core::array::from_fn(|i| if i % 2 == 0 { m } else { 0 }),
                core::array::from_fn(|i| if i % 2 == 1 { m } else { 0 }),
                core::array::from_fn(|i| if i < $n / 2 { m } else { 0 }),
                core::array::from_fn(|i| if i >= $n / 2 { m } else { 0 }),
                core::array::from_fn(|i| if i == 0 || i == $n - 1 { 1 } else { 0 }),
                one(1, 1 << 32),
                one(0, 1 << 63),
                one(0, 0xffff_ffff),
            ];
            for i in 0..$n {
                raw.push(one(i, m));
                raw.push(one(i, P[i]));
                // p with word i one below, and one above.
                let mut w = P;
                w[i] = w[i].wrapping_sub(1);
                raw.push(w);
                let mut w = P;
                w[i] = w[i].wrapping_add(1);
                raw.push(w);
                // The words of p below i, zeros above.
                raw.push(core::array::from_fn(|j| if j <= i { P[j] } else { 0 }));
            }
            for w in raw.iter_mut() {
                *w = words(&(big(w) % &p));
            }
            raw
        }

        /// A uniformly random stored form `< p`.
        fn random(rng: &mut ChaCha20Rng) -> [u64; $n] {
            let top = 64 - P[$n - 1].leading_zeros();
            loop {
                let mut w: [u64; $n] = core::array::from_fn(|_| rng.next_u64());
                if top < 64 {
                    w[$n - 1] &= (1 << top) - 1;
                }
                if !geq(&w, &P) {
                    return w;
                }
            }
        }

        /// The model's `a b R^-1 mod p`.
        fn mont_mul(a: &[u64; $n], b: &[u64; $n]) -> [u64; $n] {
            let (p, r_inv) = model();
            words(&(big(a) * big(b) % &p * r_inv % &p))
        }

        /// Every binary and unary operation of `a`, `b` against the model
        /// and the portable field, word for word.
        fn check_all(a: &[u64; $n], b: &[u64; $n]) {
            let (p, _) = model();
            let (x, y) = ($t(*a), $t(*b));
            let (u, v) = (portable(a), portable(b));
            let same = |got: $t, want: $portable, model: [u64; $n], what: &str| {
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
            let inv2 = (&p + 1u32) / 2u32;
            same(x.half(), u.half(), words(&(&ba * &inv2 % &p)), "half");
            for c in [0u8, 1] {
                let want = if c == 1 { *b } else { *a };
                same(
                    $t::select(&x, &y, Choice::from(c)),
                    <$portable>::select(&u, &v, Choice::from(c)),
                    want,
                    "select",
                );
            }
            assert_eq!(bool::from(x.ct_eq(&y)), a == b);
        }

        #[test]
        fn edges_every_pair() {
            need_mulx!("edges_every_pair");
            let e = edges();
            for a in &e {
                for b in &e {
                    check_all(a, b);
                }
                let (x, u) = ($t(*a), portable(a));
                assert_eq!(
                    &x.invert().0,
                    u.invert().montgomery_words(),
                    "invert {a:x?}"
                );
                assert_eq!(x.to_bytes(), u.to_bytes(), "to_bytes {a:x?}");
                assert_eq!(x.to_canonical_words(), u.to_canonical_words());
            }
            println!("{} edges_every_pair: {} pairs", $name, e.len() * e.len());
        }

        #[test]
        fn random_mul_100k() {
            need_mulx!("random_mul_100k");
            let mut rng = ChaCha20Rng::seed_from_u64($seed);
            for i in 0..100_000 {
                let (a, b) = (random(&mut rng), random(&mut rng));
                let got = $t(a).mul(&$t(b));
                assert_eq!(
                    &got.0,
                    portable(&a).mul(&portable(&b)).montgomery_words(),
                    "mul a {a:016x?} b {b:016x?}"
                );
                let sq = $t(a).square();
                assert_eq!(
                    &sq.0,
                    portable(&a).square().montgomery_words(),
                    "square {a:016x?}"
                );
                if i % 10 == 0 {
                    assert_eq!(got.0, mont_mul(&a, &b), "mul (model) {a:016x?} {b:016x?}");
                    assert_eq!(sq.0, mont_mul(&a, &a), "square (model) {a:016x?}");
                }
            }
        }

        #[test]
        fn unreduced_b() {
            need_mulx!("unreduced_b");
            let (p, _) = model();
            let m = u64::MAX;
            let mut rng = ChaCha20Rng::seed_from_u64($seed ^ 0xb0b0);
            let mut high = [m; $n];
            high[$n - 1] = 0;
            let mut bs: Vec<[u64; $n]> = vec![[m; $n], P, words(&(&p + 1u8)), high];
            for _ in 0..2_000 {
                let mut w: [u64; $n] = core::array::from_fn(|_| rng.next_u64());
                w[$n - 1] |= 0xffff_ffff_0000_0000; // mostly >= p (P-192, P-224: all)
                bs.push(w);
            }
            let mut as_: Vec<[u64; $n]> = vec![words(&(&p - 1u8)), words(&(&p - 2u8))];
            as_.extend(edges());
            for _ in 0..20 {
                as_.push(random(&mut rng));
            }
            for a in &as_ {
                for b in &bs {
                    assert_eq!(mul_ref(a, b), mont_mul(a, b), "a {a:016x?} b {b:016x?}");
                }
            }
            println!("{} unreduced_b: {} products", $name, as_.len() * bs.len());
        }

        #[test]
        fn random_all_ops() {
            need_mulx!("random_all_ops");
            let mut rng = ChaCha20Rng::seed_from_u64($seed ^ 0x0a11);
            for i in 0..20_000 {
                let (a, b) = (random(&mut rng), random(&mut rng));
                check_all(&a, &b);
                if i % 10 == 0 {
                    let (x, u) = ($t(a), portable(&a));
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

        /// Long dependent chains mixing every operation from 20 random
        /// starts: any drift from the portable field's words would
        /// propagate and show.
        #[test]
        fn chains() {
            need_mulx!("chains");
            let mut rng = ChaCha20Rng::seed_from_u64($seed ^ 0xc4a1);
            let starts: Vec<_> = (0..20)
                .map(|_| {
                    let (a, b) = (random(&mut rng), random(&mut rng));
                    (($t(a), $t(b)), (portable(&a), portable(&b)))
                })
                .collect();
            crate::field::tests::chains_agree(starts, |x, u| &x.0 == u.montgomery_words());
        }

        /// Decoding, encoding and the conversions from arbitrary words
        /// (also `>= p`), against the portable field; the rejection of
        /// `p`, `p + 1` and all ones.
        #[test]
        fn conversions() {
            need_mulx!("conversions");
            let (p, _) = model();
            let mut rng = ChaCha20Rng::seed_from_u64($seed ^ 0xb17e);
            let mut ws: Vec<[u64; $n]> = vec![P, words(&(&p + 1u8)), [u64::MAX; $n]];
            ws.extend(edges());
            for _ in 0..5_000 {
                ws.push(core::array::from_fn(|_| rng.next_u64()));
            }
            for w in &ws {
                assert_eq!(
                    &$t::from_words_reduced(w).0,
                    <$portable>::from_words_reduced(w).montgomery_words(),
                    "from_words_reduced {w:x?}"
                );
                // The encoding holds the low `$bytes` bytes of `w`.
                let mut bytes = [0u8; $bytes];
                let all: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
                bytes.copy_from_slice(&all[..$bytes]);
                let wt = words_from_le_bytes::<$n>(&bytes);
                let got = Option::<$t>::from($t::from_canonical_bytes(&bytes));
                let want = Option::<$portable>::from(<$portable>::from_canonical_bytes(&bytes));
                assert_eq!(got.is_some(), !geq(&wt, &P), "{w:x?}");
                assert_eq!(got.is_some(), want.is_some());
                if let (Some(g), Some(x)) = (got, want) {
                    assert_eq!(&g.0, x.montgomery_words());
                    assert_eq!(g.to_bytes(), bytes);
                    assert_eq!(g.to_canonical_words(), wt);
                }
            }
            assert_eq!(&$t::ONE.0, <$portable>::ONE.montgomery_words());
            assert_eq!($t::ONE.to_bytes()[0], 1);
            assert_eq!($t::ZERO.invert().0, [0; $n]);
        }

        /// rdtsc ticks per operation in a dependent chain, portable CIOS
        /// against mulx (`cargo test -p velocurve --release --lib
        /// <field>::tests::ticks -- --ignored --nocapture`). Medians of 21
        /// runs of 10,000 operations (200 inversions).
        #[test]
        #[ignore = "a measurement, not a check"]
        fn ticks() {
            need_mulx!("ticks");
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
            /// A chain of `n` applications of `step`.
            macro_rules! chain {
                ($x0:expr, $count:expr, |$x:ident| $step:expr) => {
                    ticks(
                        || {
                            let mut $x = black_box($x0);
                            for _ in 0..$count {
                                $x = $step;
                            }
                            black_box($x);
                        },
                        $count,
                    )
                };
            }
            let mut rng = ChaCha20Rng::seed_from_u64(1);
            let (a, b) = (random(&mut rng), random(&mut rng));
            let (x0, y) = ($t(a), $t(b));
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
            println!(
                "{} field, rdtsc ticks per operation (dependent chain, median of 21):",
                $name
            );
            for (what, port, mulx) in rows {
                println!("  {what:<7} portable {port:>6}  mulx {mulx:>6}");
            }
        }
    };
}

pub(crate) use mulx_field_tests;
