//! P-256 on the portable field: the constants, the generator and the order,
//! the window and the comb against an affine big-integer model, decoding
//! and decompression.

use super::super::Invalid;
use super::super::comb::CombCurve;
use super::super::{AffinePoint, Curve, ProjectivePoint};
use super::le32;
use crate::field::Field;
use crate::field::fp::Fp;
use crate::field::primes::P256Base;
use crate::lookup::ScalarLookup;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// The portable field (the public API's backends run the same code on
/// `Fp256Mulx`: tests/p256.rs compares them).
type F = Fp<P256Base, 4>;

/// P-256's description and, by this file's names, its operations through
/// the generic NIST code, as little-endian `x || y`.
mod c {
    use super::super::super::comb::ROWS;
    use super::super::super::nist::{self, Description, FieldOf, On};
    use super::super::super::{AffinePoint, ProjectivePoint};
    use crate::curves::P256 as Desc;
    use crate::field::fp::PrimeParams;
    use crate::lookup::WordLookup;

    const D: usize = super::super::super::window::digits(256);

    /// P-256 on the field `F`.
    pub(super) type P256<F> = On<Desc, F>;
    /// `b`, little-endian words.
    pub(super) const B: [u64; 4] = <Desc as Description>::B;
    /// `n`, little-endian words.
    pub(super) const ORDER: [u64; 4] = <crate::field::primes::P256Order as PrimeParams<4>>::P;

    /// The fields P-256 runs on.
    pub(super) trait P256Field:
        FieldOf<Desc> + crate::field::Field<Bytes = [u8; 32]>
    {
    }
    impl<T: FieldOf<Desc> + crate::field::Field<Bytes = [u8; 32]>> P256Field for T {}

    fn xy((x, y): ([u8; 32], [u8; 32])) -> [u8; 64] {
        let mut out = [0u8; 64];
        out[..32].copy_from_slice(&x);
        out[32..].copy_from_slice(&y);
        out
    }

    pub(super) fn encode<F: P256Field>(p: &ProjectivePoint<P256<F>>) -> [u8; 64] {
        xy(nist::encode(p))
    }

    pub(super) fn decode_xy<F: P256Field>(
        x: &[u8; 32],
        y: &[u8; 32],
    ) -> Result<AffinePoint<P256<F>>, super::Invalid> {
        nist::decode_xy::<P256<F>>(x, y)
    }

    pub(super) fn decompress<F: P256Field>(
        x: &[u8; 32],
        odd: bool,
    ) -> Result<AffinePoint<P256<F>>, super::Invalid> {
        nist::decompress::<P256<F>, 4, 8, ROWS>(x, odd)
    }

    pub(super) fn from_checked_xy<F: P256Field>(b: &[u8; 64]) -> AffinePoint<P256<F>> {
        let (x, y) = b.split_at(32);
        nist::from_checked_xy::<P256<F>, 4, 8, ROWS>(x.try_into().unwrap(), y.try_into().unwrap())
    }

    pub(super) fn mul<F: P256Field>(k: &[u8; 32], p: &AffinePoint<P256<F>>) -> [u8; 64] {
        xy(nist::mul::<P256<F>, 4, 8, ROWS, D>(k, p))
    }

    pub(super) fn mul_base_window<F: P256Field>(k: &[u8; 32]) -> [u8; 64] {
        use super::super::super::Curve;
        mul(k, &P256::<F>::generator())
    }

    pub(super) fn mul_base<F: P256Field, L: WordLookup>(k: &[u8; 32], lookup: L) -> [u8; 64] {
        xy(nist::mul_base::<P256<F>, L, 4, 8, ROWS>(k, lookup))
    }
}
type P256 = c::P256<F>;

/// A model point: `None` is the identity.
type M = Option<(BigUint, BigUint)>;

fn big(w: &[u64; 4]) -> BigUint {
    BigUint::from_bytes_le(&w.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>())
}

fn hex(s: &str) -> BigUint {
    BigUint::parse_bytes(s.as_bytes(), 16).unwrap()
}

/// `p` by its defining formula (FIPS 186-5).
fn p() -> BigUint {
    let one = BigUint::from(1u32);
    (&one << 256u32) - (&one << 224u32) + (&one << 192u32) + (&one << 96u32) - 1u32
}

/// `n`, from the published hex (not from the code's constant).
fn n() -> BigUint {
    hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
}

fn model_g() -> M {
    Some((
        hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"),
        hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"),
    ))
}

fn inv(a: &BigUint) -> BigUint {
    let p = BigInt::from(p());
    let e = BigInt::from(a.clone()).extended_gcd(&p);
    assert!(e.gcd == BigInt::from(1));
    e.x.mod_floor(&p).to_biguint().unwrap()
}

fn sub(a: &BigUint, b: &BigUint) -> BigUint {
    (a + p() - b % p()) % p()
}

/// Affine addition (the textbook chord and tangent, `a = -3`).
fn model_add(a: &M, b: &M) -> M {
    let p = p();
    let ((x1, y1), (x2, y2)) = match (a, b) {
        (None, q) | (q, None) => return q.clone(),
        (Some(a), Some(b)) => (a, b),
    };
    let l = if x1 == x2 {
        if (y1 + y2) % &p == BigUint::from(0u32) {
            return None;
        }
        sub(&(BigUint::from(3u32) * x1 * x1), &BigUint::from(3u32))
            * inv(&(BigUint::from(2u32) * y1))
            % &p
    } else {
        sub(y2, y1) * inv(&sub(x2, x1)) % &p
    };
    let x3 = sub(&sub(&(&l * &l), x1), x2);
    let y3 = sub(&(&l * sub(x1, &x3)), y1);
    Some((x3, y3))
}

fn model_neg(a: &M) -> M {
    a.as_ref()
        .map(|(x, y)| (x.clone(), sub(&BigUint::from(0u32), y)))
}

/// `[k] a` by double-and-add on the affine model.
fn model_mul(k: &BigUint, a: &M) -> M {
    let mut r: M = None;
    for i in (0..k.bits()).rev() {
        r = model_add(&r, &r);
        if k.bit(i) {
            r = model_add(&r, a);
        }
    }
    r
}

/// The 64-byte little-endian `x || y` of a model point (zeros for `O`).
fn model_xy(a: &M) -> [u8; 64] {
    let mut out = [0u8; 64];
    if let Some((x, y)) = a {
        out[..32].copy_from_slice(&le32(x));
        out[32..].copy_from_slice(&le32(y));
    }
    out
}

fn on_model_curve(x: &BigUint, y: &BigUint) -> bool {
    let p = p();
    let b = big(&c::B);
    (y * y) % &p == (sub(&(x * x * x), &(BigUint::from(3u32) * x)) + b) % &p
}

#[test]
fn constants_against_the_model() {
    let p = p();
    assert_eq!(
        big(&<crate::field::primes::P256Base as crate::field::fp::PrimeParams<4>>::P),
        p
    );
    assert_eq!(big(&c::ORDER), n());
    assert_eq!(big(&<P256 as CombCurve>::ORDER), n());
    assert_eq!(
        big(&c::B),
        hex("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b")
    );
    // The constants in Montgomery form encode back to themselves.
    let g = P256::generator();
    assert_eq!(BigUint::from_bytes_le(&P256::b().to_bytes()), big(&c::B));
    assert_eq!(
        Some((
            BigUint::from_bytes_le(&g.x.to_bytes()),
            BigUint::from_bytes_le(&g.y.to_bytes())
        )),
        model_g()
    );
    // p = 3 mod 4 (the square root by one exponentiation), n prime and
    // above 2^255 (the comb's folding), n < p (Hasse: |p + 1 - n| <= 2
    // sqrt p).
    assert_eq!(&p % 4u32, BigUint::from(3u32));
    let n = n();
    assert!(n > BigUint::from(1u32) << 255u32 && n < p);
    for a in [2u32, 3, 5, 7, 11, 13] {
        assert_eq!(
            BigUint::from(a).modpow(&(&n - 1u32), &n),
            BigUint::from(1u32)
        );
    }
}

#[test]
fn generator_is_on_the_curve_and_has_order_n() {
    let g = P256::generator();
    assert!(bool::from(g.is_on_curve()));
    let (x, y) = model_g().unwrap();
    assert!(on_model_curve(&x, &y));
    let n = n();
    let mul = |s: &BigUint| super::super::window::mul::<P256, 52>(&le32(s), &g);
    assert!(bool::from(mul(&n).is_identity()), "[n] G = O");
    assert!(bool::from(mul(&BigUint::from(0u32)).is_identity()));
    assert_eq!(
        c::encode(&mul(&(&n - 1u32))),
        model_xy(&model_neg(&model_g()))
    );
    assert_eq!(c::encode(&mul(&(&n + 1u32))), model_xy(&model_g()));
    assert_eq!(c::encode(&mul(&BigUint::from(1u32))), model_xy(&model_g()));
    // 2G, the published value (SEC 2 test vectors, and every library's).
    let two_g = model_add(&model_g(), &model_g());
    assert_eq!(
        two_g.as_ref().unwrap().0,
        hex("7cf27b188d034f7e8a52380304b51ac3c08969e277f21b35a60b48fc47669978")
    );
    assert_eq!(c::encode(&mul(&BigUint::from(2u32))), model_xy(&two_g));
    // The model's [n] G is O too.
    assert_eq!(model_mul(&n, &model_g()), None);
}

#[test]
fn complete_formulas_on_special_inputs() {
    let g = P256::generator().to_projective();
    let o = ProjectivePoint::<P256>::IDENTITY;
    let mg = model_g();
    assert_eq!(c::encode(&g.add(&g)), model_xy(&model_add(&mg, &mg)));
    assert_eq!(c::encode(&g.double()), model_xy(&model_add(&mg, &mg)));
    assert_eq!(c::encode(&g.add(&g.neg())), [0u8; 64]);
    assert_eq!(c::encode(&g.add(&o)), model_xy(&mg));
    assert_eq!(c::encode(&o.add(&g)), model_xy(&mg));
    assert_eq!(c::encode(&o.add(&o)), [0u8; 64]);
    assert_eq!(c::encode(&o.double()), [0u8; 64]);
    assert_eq!(c::encode(&o.add_affine(&P256::generator())), model_xy(&mg));
    assert_eq!(
        c::encode(&g.neg().add_affine(&P256::generator())),
        [0u8; 64]
    );
}

/// Random scalars below `2^256`.
fn random_scalar(rng: &mut ChaCha20Rng) -> BigUint {
    let mut b = [0u8; 32];
    rng.fill_bytes(&mut b);
    BigUint::from_bytes_le(&b)
}

#[test]
fn window_vs_model_on_random_points_and_scalars() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x256);
    for _ in 0..16 {
        let q = model_mul(&(random_scalar(&mut rng) % n()), &model_g());
        let (qx, qy) = q.clone().unwrap();
        let point = c::decode_xy::<F>(&le32(&qx), &le32(&qy)).unwrap();
        for _ in 0..4 {
            let k = random_scalar(&mut rng);
            assert_eq!(
                c::mul::<F>(&le32(&k), &point),
                model_xy(&model_mul(&k, &q)),
                "k = {k:x}"
            );
        }
    }
}

/// Scalars for the comb: random below `n`, and the edges of its folding
/// (`2^255 - 1`, `2^255`, `2^255 + 1`, `n - 1`, `n - 2`) and of its digits.
fn comb_scalars(rng: &mut ChaCha20Rng, random: usize) -> Vec<BigUint> {
    let n = n();
    let one = BigUint::from(1u32);
    let mut out = std::vec![
        BigUint::from(0u32),
        one.clone(),
        BigUint::from(2u32),
        BigUint::from(32u32),
        BigUint::from(33u32),
        (&one << 255u32) - 1u32,
        &one << 255u32,
        (&one << 255u32) + 1u32,
        &n - 1u32,
        &n - 2u32,
        (&n - 1u32) >> 1u32,
    ];
    for digit in [32i64, -32, 31, -31, 1] {
        let mut k = BigInt::from(0);
        for _ in 0..42 {
            k = k * 64 + digit;
        }
        out.push(k.mod_floor(&BigInt::from(n.clone())).to_biguint().unwrap());
    }
    for _ in 0..random {
        out.push(random_scalar(rng) % &n);
    }
    out
}

#[test]
fn comb_matches_window() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x2564);
    for k in comb_scalars(&mut rng, 500) {
        let want = c::mul_base_window::<F>(&le32(&k));
        assert_eq!(
            c::mul_base::<F, _>(&le32(&k), ScalarLookup),
            want,
            "k = {k:x}"
        );
        #[cfg(x86_backends)]
        if let Some(l) =
            crate::backend::cpu::Avx2::detect().map(crate::lookup::avx2::Avx2Lookup::new)
        {
            assert_eq!(
                c::mul_base::<F, _>(&le32(&k), l),
                want,
                "avx2 scan, k = {k:x}"
            );
        }
    }
    // And the model, for the edges.
    for k in comb_scalars(&mut rng, 0) {
        assert_eq!(
            c::mul_base::<F, _>(&le32(&k), ScalarLookup),
            model_xy(&model_mul(&k, &model_g())),
            "k = {k:x}"
        );
    }
}

#[test]
fn decoding_and_decompression() {
    let p = p();
    let mut rng = ChaCha20Rng::seed_from_u64(0x256_dec);
    let mut seen = [false; 2];
    for i in 0..64u32 {
        let k = random_scalar(&mut rng) % n();
        let (x, y) = model_mul(&k, &model_g()).unwrap();
        let point = c::decode_xy::<F>(&le32(&x), &le32(&y)).unwrap();
        assert_eq!(BigUint::from_bytes_le(&point.x.to_bytes()), x);
        // Decompression gives back y for its parity, -y for the other.
        let d = c::decompress::<F>(&le32(&x), y.bit(0)).unwrap();
        assert_eq!(BigUint::from_bytes_le(&d.y.to_bytes()), y);
        let e = c::decompress::<F>(&le32(&x), !y.bit(0)).unwrap();
        assert_eq!(BigUint::from_bytes_le(&e.y.to_bytes()), &p - &y);
        seen[y.bit(0) as usize] = true;
        // Off the curve: y + 1.
        assert_eq!(
            c::decode_xy::<F>(&le32(&x), &le32(&((&y + 1u32) % &p))).err(),
            Some(Invalid::NotOnCurve)
        );
        // A coordinate plus p (still below 2^256 for small values only).
        if &x + &p < BigUint::from(1u32) << 256u32 {
            assert_eq!(
                c::decode_xy::<F>(&le32(&(&x + &p)), &le32(&y)).err(),
                Some(Invalid::NonCanonical)
            );
        }
        // An x whose x^3 - 3x + b is not a square: rejected by decompression.
        let nx = BigUint::from(i);
        let rhs = (sub(&(&nx * &nx * &nx), &(BigUint::from(3u32) * &nx)) + big(&c::B)) % &p;
        let square = rhs.modpow(&((&p - 1u32) >> 1u32), &p) <= BigUint::from(1u32);
        let got = c::decompress::<F>(&le32(&nx), false);
        assert_eq!(got.is_ok(), square, "x = {i}");
        if let Ok(q) = got {
            assert!(bool::from(q.is_on_curve()));
            assert!(!bool::from(q.y.is_odd()));
        }
    }
    assert_eq!(seen, [true, true]);
    // p, p + 1, 2^256 - 1 as either coordinate.
    let g = model_g().unwrap();
    for bad in [p.clone(), &p + 1u32, (BigUint::from(1u32) << 256u32) - 1u32] {
        assert_eq!(
            c::decode_xy::<F>(&le32(&bad), &le32(&g.1)).err(),
            Some(Invalid::NonCanonical)
        );
        assert_eq!(
            c::decode_xy::<F>(&le32(&g.0), &le32(&bad)).err(),
            Some(Invalid::NonCanonical)
        );
        assert_eq!(
            c::decompress::<F>(&le32(&bad), true).err(),
            Some(Invalid::NonCanonical)
        );
    }
    // The checked bytes of a point come back as the same point.
    let xy = model_xy(&Some(g.clone()));
    let q: AffinePoint<P256> = c::from_checked_xy(&xy);
    assert_eq!(BigUint::from_bytes_le(&q.y.to_bytes()), g.1);
}
