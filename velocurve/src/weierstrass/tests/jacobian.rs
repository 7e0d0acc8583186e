//! The Jacobian window of `weierstrass/jacobian.rs` on every described
//! curve (P-192 … P-521, secp256k1; portable fields): the secrets at the
//! bounds of its proof against the complete-formula window (independent
//! formulas, right on every input) and, for a share of them and for random
//! points, against a big-integer model; the test-only count of additions
//! that met equal or opposite inputs is zero but for the one secret the
//! proof names on the curves with bit 4 of `n` clear, whose last step the
//! doubling select makes right (and without which it is wrong). The same
//! secrets through the comb on Jacobian chains against the complete comb,
//! with no exceptional addition at all.

use super::super::comb;
use super::super::jacobian::{self, exceptions};
use super::super::nist::{Nist, On};
use super::super::{AffinePoint, Curve, ProjectivePoint, window};
use crate::curves;
use crate::field::Field;
use crate::field::fp::{Fp, words_from_le_bytes};
use crate::field::fp521::Fp521;
use crate::field::primes::{P192Base, P224Base, P256Base, P384Base};
use crate::lookup::ScalarLookup;
use num_bigint::BigUint;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

type P192 = On<curves::P192, Fp<P192Base, 3>>;
type P224 = On<curves::P224, Fp<P224Base, 4>>;
type P256 = On<curves::P256, Fp<P256Base, 4>>;
type P384 = On<curves::P384, Fp<P384Base, 6>>;
type P521 = On<curves::P521, Fp521>;
type K256 = On<curves::Secp256k1, Fp<crate::field::primes::Secp256k1Base, 4>>;

fn big<const N: usize>(w: &[u64; N]) -> BigUint {
    w.iter()
        .rev()
        .fold(BigUint::from(0u8), |b, x| (b << 64u32) + *x)
}

fn le<const N: usize>(v: &BigUint) -> Vec<u8> {
    let mut b = v.to_bytes_le();
    b.resize(8 * N, 0);
    b
}

/// A model point in Jacobian coordinates over the integers mod `p`;
/// `Z = 0` is the identity.
type J = (BigUint, BigUint, BigUint);

/// The big-integer model of `y^2 = x^3 + a x + b` mod `p`: textbook
/// Jacobian formulas for any `a`, every exceptional case an explicit test.
struct Model {
    p: BigUint,
    a: BigUint,
}

impl Model {
    fn sub(&self, x: &BigUint, y: &BigUint) -> BigUint {
        (x + &self.p - y % &self.p) % &self.p
    }
    fn mulm(&self, x: &BigUint, y: &BigUint) -> BigUint {
        x * y % &self.p
    }
    fn zero(v: &BigUint) -> bool {
        *v == BigUint::from(0u8)
    }
    fn double(&self, (x, y, z): &J) -> J {
        if Self::zero(z) || Self::zero(y) {
            return (1u8.into(), 1u8.into(), 0u8.into());
        }
        let (yy, zz) = (self.mulm(y, y), self.mulm(z, z));
        let m = (self.mulm(x, x) * 3u8 + self.mulm(&self.a, &self.mulm(&zz, &zz))) % &self.p;
        let s = self.mulm(x, &yy) * 4u8 % &self.p;
        let x3 = self.sub(&self.mulm(&m, &m), &(&s * 2u8));
        let y3 = self.sub(
            &self.mulm(&m, &self.sub(&s, &x3)),
            &(self.mulm(&yy, &yy) * 8u8),
        );
        (x3, y3, self.mulm(y, z) * 2u8 % &self.p)
    }
    fn add(&self, p: &J, q: &J) -> J {
        if Self::zero(&p.2) {
            return q.clone();
        }
        if Self::zero(&q.2) {
            return p.clone();
        }
        let (z1z1, z2z2) = (self.mulm(&p.2, &p.2), self.mulm(&q.2, &q.2));
        let u1 = self.mulm(&p.0, &z2z2);
        let u2 = self.mulm(&q.0, &z1z1);
        let s1 = self.mulm(&p.1, &self.mulm(&q.2, &z2z2));
        let s2 = self.mulm(&q.1, &self.mulm(&p.2, &z1z1));
        if u1 == u2 {
            return if s1 == s2 {
                self.double(p)
            } else {
                (1u8.into(), 1u8.into(), 0u8.into())
            };
        }
        let (h, r) = (self.sub(&u2, &u1), self.sub(&s2, &s1));
        let hh = self.mulm(&h, &h);
        let hhh = self.mulm(&h, &hh);
        let v = self.mulm(&u1, &hh);
        let x3 = self.sub(&self.sub(&self.mulm(&r, &r), &hhh), &(&v * 2u8));
        let y3 = self.sub(&self.mulm(&r, &self.sub(&v, &x3)), &self.mulm(&s1, &hhh));
        (x3, y3, self.mulm(&self.mulm(&p.2, &q.2), &h))
    }
    /// `[k] P` by double-and-add from the top bit, as affine `(x, y)`,
    /// `(0, 0)` for the identity.
    fn mul(&self, k: &BigUint, (x, y): &(BigUint, BigUint)) -> (BigUint, BigUint) {
        let pt: J = (x.clone(), y.clone(), 1u8.into());
        let mut r: J = (1u8.into(), 1u8.into(), 0u8.into());
        for i in (0..k.bits()).rev() {
            r = self.double(&r);
            if k.bit(i) {
                r = self.add(&r, &pt);
            }
        }
        if Self::zero(&r.2) {
            return (0u8.into(), 0u8.into());
        }
        let zi = r.2.modpow(&(&self.p - 2u8), &self.p);
        let zi2 = self.mulm(&zi, &zi);
        (
            self.mulm(&r.0, &zi2),
            self.mulm(&r.1, &self.mulm(&zi2, &zi)),
        )
    }
}

fn affine_big<C: Curve, const N: usize>(p: &ProjectivePoint<C>) -> (BigUint, BigUint) {
    let (x, y) = p.to_affine_coordinates();
    (
        BigUint::from_bytes_le(x.to_bytes().as_ref()),
        BigUint::from_bytes_le(y.to_bytes().as_ref()),
    )
}

/// The secrets at the bounds of the proof, for an order `n` of `D` digits:
/// small ones; `n - 1`, `n - 2`, `(n ± 1) / 2`; `n - 2j` and `n + 2d`
/// that make the last addition's accumulator `n ± j` (the one doubling the
/// proof allows among them); `n - d 32^i` for every table digit `d` and
/// every digit position `i`, and `n - 2^i` for every bit; the comb's fold
/// (`2^(b-1)` and its neighbours); tops equal to
/// each table entry (`d 32^(D-2)` plus random low digits, and its
/// negative).
fn edge_secrets(n: &BigUint, digits: usize, rng: &mut ChaCha20Rng) -> Vec<BigUint> {
    let one = BigUint::from(1u8);
    let mut v: Vec<BigUint> = (1u32..=64).map(BigUint::from).collect();
    v.extend([n - 1u8, n - 2u8, (n - 1u8) >> 1u32, (n + 1u8) >> 1u32]);
    for j in 1u32..=32 {
        v.push(n - 2u32 * j);
    }
    for i in 0..digits - 1 {
        let base = &one << (5 * i);
        for d in 1u32..=16 {
            let m = &base * d;
            if &m < n {
                v.push(n - &m);
            }
        }
    }
    for i in 0..n.bits() {
        v.push(n - (&one << i));
    }
    // The comb's fold: 2^(b-1) and its neighbours, on both sides.
    let top = &one << (n.bits() - 1);
    v.extend([&top - 1u8, top.clone(), &top + 1u8, n - &top - 1u8]);
    let low_bytes = (5 * (digits - 2)).div_ceil(8);
    for d in 1u32..=16 {
        let top = (&one << (5 * (digits - 2))) * d;
        let mut b = std::vec![0u8; low_bytes];
        rng.fill_bytes(&mut b);
        let low = BigUint::from_bytes_le(&b) % (&one << (5 * (digits - 2)));
        for k in [&top + &low, &top - &low] {
            if &k < n && k > BigUint::from(0u8) {
                v.push(n - &k);
                v.push(k);
            }
        }
    }
    v
}

/// Runs the checks of one curve (`N` words, `D` digits).
fn check<C, const N: usize, const K: usize, const R: usize, const D: usize>(name: &str, seed: u64)
where
    C: Nist<N, K, R>,
{
    assert_eq!(D, C::DIGITS);
    let n = big(&C::ORDER);
    let p = big(&C::P);
    let a = if C::A_ZERO { 0u8.into() } else { &p - 3u8 };
    let model = Model { p: p.clone(), a };
    let may_double = C::MAY_DOUBLE;
    assert_eq!(may_double, !n.bit(4), "{name}: bit 4 of n");
    let bad = &n - (&n % 32u8) * 2u8;
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let g = C::generator();
    let gm = affine_big::<C, N>(&g.to_projective());
    // A second point: [s] G for a random s, by the complete window.
    let mut sb = std::vec![0u8; 8 * N];
    rng.fill_bytes(&mut sb);
    let s = BigUint::from_bytes_le(&sb) % &n;
    let q_proj = window::mul::<C, D>(&le::<N>(&s), &g);
    let qm = affine_big::<C, N>(&q_proj);
    let q = AffinePoint::<C> {
        x: C::from_words(&words_from_le_bytes::<N>(&le::<N>(&qm.0))),
        y: C::from_words(&words_from_le_bytes::<N>(&le::<N>(&qm.1))),
    };
    let mut secrets = edge_secrets(&n, D, &mut rng);
    for _ in 0..16 {
        let mut b = std::vec![0u8; 8 * N];
        rng.fill_bytes(&mut b);
        secrets.push(BigUint::from_bytes_le(&b) % &n);
    }
    secrets.sort();
    secrets.dedup();
    exceptions::take();
    let mut met_bad = 0;
    for (idx, k) in secrets.iter().enumerate() {
        let kb = le::<N>(k);
        for (pt, pm) in [(&g, &gm), (&q, &qm)] {
            let got = affine_big::<C, N>(&jacobian::mul::<C, D>(&kb, pt, may_double));
            let counts = exceptions::take();
            let want = affine_big::<C, N>(&window::mul::<C, D>(&kb, pt));
            assert_eq!(got, want, "{name}: k = {k:x}");
            if idx % 8 == 0 || *k == bad {
                assert_eq!(got, model.mul(k, pm), "{name}: model, k = {k:x}");
            }
            let expect_last = u64::from(may_double && *k == bad);
            assert_eq!(
                counts,
                exceptions::Counts {
                    equal_last: expect_last,
                    ..Default::default()
                },
                "{name}: k = {k:x}"
            );
            met_bad += expect_last;
        }
        // The comb: Jacobian chains against the complete ones, no
        // exceptional addition.
        let got = affine_big::<C, N>(&comb::mul_base_on::<jacobian::CombChain<C>, C, _, N, K, R>(
            &kb,
            ScalarLookup,
        ));
        assert_eq!(
            exceptions::take(),
            exceptions::Counts::default(),
            "{name}: comb, k = {k:x}"
        );
        let want = affine_big::<C, N>(&comb::mul_base::<C, _, N, K, R>(&kb, ScalarLookup));
        assert_eq!(got, want, "{name}: comb, k = {k:x}");
    }
    if may_double {
        // The one secret reached the doubling on both points, and the
        // select is what makes it right.
        assert_eq!(met_bad, 2, "{name}");
        let kb = le::<N>(&bad);
        let unguarded = affine_big::<C, N>(&jacobian::mul::<C, D>(&kb, &g, false));
        exceptions::take();
        assert_ne!(unguarded, model.mul(&bad, &gm), "{name}: n - 2 (n mod 32)");
    }
    // [n] P and [0] P: the identity; the comb's [0] G too.
    for k in [BigUint::from(0u8), n.clone()] {
        let r = jacobian::mul::<C, D>(&le::<N>(&k), &g, may_double);
        assert!(bool::from(r.z.is_zero()), "{name}: [{k:x}] G");
    }
    let zero = BigUint::from(0u8);
    let r =
        comb::mul_base_on::<jacobian::CombChain<C>, C, _, N, K, R>(&le::<N>(&zero), ScalarLookup);
    assert!(bool::from(r.z.is_zero()), "{name}: comb [0] G");
    exceptions::take();
    std::println!(
        "{name}: {} secrets x 2 points, may double: {may_double}",
        secrets.len()
    );
}

#[test]
fn p192_jacobian_window() {
    check::<P192, 3, 6, { comb::rows(192) }, { window::digits(192) }>("P-192", 1);
}

#[test]
fn p224_jacobian_window() {
    check::<P224, 4, 8, { comb::rows(224) }, { window::digits(224) }>("P-224", 2);
}

#[test]
fn p256_jacobian_window() {
    check::<P256, 4, 8, { comb::rows(256) }, { window::digits(256) }>("P-256", 3);
}

#[test]
fn p384_jacobian_window() {
    check::<P384, 6, 12, { comb::rows(384) }, { window::digits(384) }>("P-384", 4);
}

#[test]
fn p521_jacobian_window() {
    check::<P521, 9, 18, { comb::rows(521) }, { window::digits(521) }>("P-521", 5);
}

#[test]
fn secp256k1_jacobian_window() {
    check::<K256, 4, 8, { comb::rows(256) }, { window::digits(256) }>("secp256k1", 6);
}

/// The comb chain's guarded top step and join on the inputs the proof
/// cannot exclude there: `P = Q` and `P = -Q` (and the identity), against
/// the complete formulas.
fn check_guards<C, const N: usize, const K: usize, const R: usize>(name: &str)
where
    C: Nist<N, K, R>,
{
    use super::super::comb::Chain;
    use jacobian::CombChain;
    use subtle::Choice;
    let g = C::generator();
    let two_g = g.to_projective().double();
    let (x, y) = two_g.to_affine_coordinates();
    let q = AffinePoint::<C> { x, y };
    let neg = |p: &AffinePoint<C>| AffinePoint::<C> {
        x: p.x,
        y: p.y.neg(),
    };
    let yes = Choice::from(1);
    let no = Choice::from(0);
    let affine = |p: &ProjectivePoint<C>| affine_big::<C, N>(p);
    let want_2q = affine(&q.to_projective().double());
    let id = CombChain::<C>::start(&g, no);
    // Top step P = Q: the doubling; P = -Q: the identity, which the join
    // tells by Z = 0.
    let s = CombChain::<C>::start(&q, yes).step(&q, yes, true);
    assert_eq!(affine(&s.join(&id)), want_2q, "{name}: Q + Q at the top");
    let s = CombChain::<C>::start(&q, yes).step(&neg(&q), yes, true);
    assert_eq!(
        affine(&s.join(&CombChain::start(&g, yes))),
        affine(&g.to_projective()),
        "{name}: Q - Q at the top"
    );
    assert!(bool::from(s.join(&id).z.is_zero()), "{name}: (Q - Q) + O");
    // The join: P = Q, P = -Q, identities on either side.
    let a = CombChain::<C>::start(&q, yes);
    assert_eq!(affine(&a.join(&a)), want_2q, "{name}: join Q + Q");
    assert!(
        bool::from(a.join(&CombChain::start(&neg(&q), yes)).z.is_zero()),
        "{name}: join Q - Q"
    );
    assert_eq!(
        affine(&a.join(&id)),
        affine(&q.to_projective()),
        "{name}: join Q + O"
    );
    assert_eq!(
        affine(&id.join(&a)),
        affine(&q.to_projective()),
        "{name}: join O + Q"
    );
    assert!(bool::from(id.join(&id).z.is_zero()), "{name}: join O + O");
    // A zero digit at the top leaves the chain; onto the identity, q.
    let s = a.step(&g, no, true);
    assert_eq!(
        affine(&s.join(&id)),
        affine(&q.to_projective()),
        "{name}: top zero digit"
    );
    let s = id.step(&q, yes, true);
    assert_eq!(
        affine(&s.join(&id)),
        affine(&q.to_projective()),
        "{name}: O + Q at the top"
    );
}

#[test]
fn comb_guards_on_every_curve() {
    check_guards::<P192, 3, 6, { comb::rows(192) }>("P-192");
    check_guards::<P224, 4, 8, { comb::rows(224) }>("P-224");
    check_guards::<P256, 4, 8, { comb::rows(256) }>("P-256");
    check_guards::<P384, 6, 12, { comb::rows(384) }>("P-384");
    check_guards::<P521, 9, 18, { comb::rows(521) }>("P-521");
    check_guards::<K256, 4, 8, { comb::rows(256) }>("secp256k1");
}

/// secp256k1 on its `mulx` field (plain words, a pseudo-Mersenne fold), where
/// the CPU has BMI2 and ADX.
#[cfg(x86_backends)]
#[test]
fn secp256k1_mulx_jacobian_window() {
    if !crate::backend::Backend::Mulx64.is_supported() {
        std::println!("secp256k1 mulx jacobian window: SKIPPED (no BMI2/ADX)");
        return;
    }
    type K256Mulx = On<curves::Secp256k1, crate::field::fp256k1_mulx::Fp256k1Mulx>;
    check::<K256Mulx, 4, 8, { comb::rows(256) }, { window::digits(256) }>("secp256k1 (mulx)", 7);
    check_guards::<K256Mulx, 4, 8, { comb::rows(256) }>("secp256k1 (mulx)");
}
