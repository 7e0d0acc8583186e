//! The generic NIST-curve code (`weierstrass/nist.rs`) for P-192, P-224,
//! P-384 and P-521: `[n] G = O`, the comb against the
//! window on random and edge scalars, and the square root (Tonelli–Shanks
//! for P-224) against a big-integer model.

use super::super::comb;
use super::super::nist::{self, Nist, On, sqrt_vartime};
use super::super::{ProjectivePoint, window};
use crate::curves;
use crate::field::Field;
use crate::field::fp::Fp;
use crate::field::fp::words_from_le_bytes;
use crate::field::fp521::Fp521;
use crate::field::primes::{P192Base, P224Base, P384Base};
use crate::lookup::ScalarLookup;
use num_bigint::BigUint;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// The curves on their portable fields.
type P192 = On<curves::P192, Fp<P192Base, 3>>;
type P224 = On<curves::P224, Fp<P224Base, 4>>;
type P384 = On<curves::P384, Fp<P384Base, 6>>;
type P521 = On<curves::P521, Fp521>;

fn big<const N: usize>(w: &[u64; N]) -> BigUint {
    let mut b = BigUint::from(0u8);
    for x in w.iter().rev() {
        b = (b << 64u32) + *x;
    }
    b
}

/// `v` as little-endian bytes, `8 N` of them.
fn le<const N: usize>(v: &BigUint) -> Vec<u8> {
    let mut b = v.to_bytes_le();
    b.resize(8 * N, 0);
    b
}

/// Runs the checks of one curve.
fn check_curve<C, const N: usize, const K: usize, const R: usize, const D: usize>(
    name: &str,
    seed: u64,
) where
    C: Nist<N, K, R>,
{
    assert_eq!(D, C::DIGITS);
    let n = big(&C::ORDER);
    let one = BigUint::from(1u8);
    let g = C::generator();
    // [n] G = O, [n - 1] G = -G, by the window.
    let ng = window::mul::<C, D>(&le::<N>(&n), &g);
    assert!(bool::from(ng.z.ct_eq(&C::F::ZERO)), "{name}: [n] G");
    let top = &one << (n.bits() - 1);
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut scalars = std::vec![
        one.clone(),
        BigUint::from(2u8),
        &top - 1u8,
        top.clone(),
        &top + 1u8,
        &n - &top,
        &n - 2u8,
        &n - 1u8,
    ];
    for _ in 0..24 {
        let mut b = std::vec![0u8; 8 * N];
        rng.fill_bytes(&mut b);
        scalars.push(BigUint::from_bytes_le(&b) % &n);
    }
    for k in &scalars {
        let kb = le::<N>(k);
        let by_comb = nist::mul_base::<C, _, N, K, R>(&kb, ScalarLookup);
        let by_window = nist::encode(&window::mul::<C, D>(&kb, &g));
        assert!(
            by_comb.0.as_ref() == by_window.0.as_ref()
                && by_comb.1.as_ref() == by_window.1.as_ref(),
            "{name}: comb and window differ at k = {k:x}"
        );
    }
    // [k] G + [n - k] G = O through the complete addition.
    let k = &scalars[10];
    let a: ProjectivePoint<C> = comb::mul_base::<C, _, N, K, R>(&le::<N>(k), ScalarLookup);
    let b: ProjectivePoint<C> = comb::mul_base::<C, _, N, K, R>(&le::<N>(&(&n - k)), ScalarLookup);
    assert!(
        bool::from(a.add(&b).z.ct_eq(&C::F::ZERO)),
        "{name}: [k] G + [n - k] G"
    );
}

#[test]
fn p192_group() {
    check_curve::<P192, 3, 6, { comb::rows(192) }, { window::digits(192) }>("P-192", 192);
}

#[test]
fn p224_group() {
    check_curve::<P224, 4, 8, { comb::rows(224) }, { window::digits(224) }>("P-224", 224);
}

#[test]
fn p384_group() {
    check_curve::<P384, 6, 12, { comb::rows(384) }, { window::digits(384) }>("P-384", 384);
}

#[test]
fn p521_group() {
    check_curve::<P521, 9, 18, { comb::rows(521) }, { window::digits(521) }>("P-521", 521);
}

/// The square root of every curve's field against the model: squares get a
/// root (checked), non-squares (Euler's criterion) none; P-224's
/// Tonelli–Shanks (`p - 1 = 2^96 q`) included.
fn check_sqrt<C, const N: usize, const K: usize, const R: usize>(name: &str, seed: u64)
where
    C: Nist<N, K, R>,
{
    let p = big(&C::P);
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let (mut squares, mut nonsquares) = (0, 0);
    for i in 0..60u32 {
        let v = if i < 10 {
            BigUint::from(i)
        } else {
            let mut b = std::vec![0u8; 8 * N];
            rng.fill_bytes(&mut b);
            BigUint::from_bytes_le(&b) % &p
        };
        let a = C::from_words(&words_from_le_bytes::<N>(&le::<N>(&v)));
        let is_square =
            v == BigUint::from(0u8) || v.modpow(&((&p - 1u8) >> 1u32), &p) == BigUint::from(1u8);
        match sqrt_vartime(&a, &C::P) {
            Some(r) => {
                assert!(is_square, "{name}: a root of a non-square {v:x}");
                assert!(bool::from(r.square().ct_eq(&a)));
                squares += 1;
            }
            None => {
                assert!(!is_square, "{name}: no root of the square {v:x}");
                nonsquares += 1;
            }
        }
        // v^2 always has a root.
        assert!(
            sqrt_vartime(&a.square(), &C::P).is_some(),
            "{name}: root of a square"
        );
    }
    assert!(
        squares > 10 && nonsquares > 10,
        "{name}: {squares} {nonsquares}"
    );
}

#[test]
fn square_roots() {
    check_sqrt::<P192, 3, 6, { comb::rows(192) }>("P-192", 1);
    check_sqrt::<P224, 4, 8, { comb::rows(224) }>("P-224", 2);
    check_sqrt::<P384, 6, 12, { comb::rows(384) }>("P-384", 3);
    check_sqrt::<P521, 9, 18, { comb::rows(521) }>("P-521", 4);
}
