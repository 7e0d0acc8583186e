//! Tests of the Edwards group code, the table and `x25519_base`, on every
//! backend this CPU supports.

use super::comb::{self, ENTRIES, N, W};
use super::point::{EDWARDS_D, EDWARDS_D_INV, EDWARDS_D2, EdwardsPoint};
use super::table_gen::basepoint;
use crate::field::{Field, Field25519};
use crate::x25519::BASEPOINT;
use num_bigint::{BigInt, BigUint};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// Random scalars per backend in the differential test against the ladder.
const RANDOM_SCALARS: usize = 2_500;

use crate::test_support::{backends, for_each_backend};

fn p() -> BigUint {
    (BigUint::from(1u32) << 255u32) - 19u32
}

fn words_to_big(w: &[u64; 4]) -> BigUint {
    let mut b = [0u8; 32];
    for i in 0..4 {
        b[8 * i..8 * i + 8].copy_from_slice(&w[i].to_le_bytes());
    }
    BigUint::from_bytes_le(&b)
}

fn hex32(s: &str) -> [u8; 32] {
    hex::decode(s).unwrap().try_into().unwrap()
}

/// `[k]P` by variable-time double-and-add (a reference, tests only).
fn mul_vartime<F: Field25519>(p: &EdwardsPoint<F>, k: &[u8; 32]) -> EdwardsPoint<F> {
    let mut acc = EdwardsPoint::identity();
    for i in (0..256).rev() {
        acc = acc.double();
        if (k[i / 8] >> (i % 8)) & 1 == 1 {
            acc = acc
                .add_projective_niels(&p.to_projective_niels())
                .to_extended();
        }
    }
    acc
}

fn random_scalar(rng: &mut ChaCha20Rng) -> [u8; 32] {
    let mut k = [0u8; 32];
    rng.fill_bytes(&mut k);
    k[31] &= 0x7f;
    k
}

/// Scalars `< 2^255` that stress the digit recoding: every digit at its
/// extremes, long carry chains, the clamped bounds.
fn edge_scalars() -> Vec<[u8; 32]> {
    let mut v = Vec::new();
    let mut push = |mut k: [u8; 32]| {
        k[31] &= 0x7f;
        v.push(k);
    };
    push([0; 32]);
    for x in [
        0x01, 0x08, 0x0f, 0x10, 0x80, 0x88, 0x77, 0xff, 0xf0, 0x0f, 0x55, 0xaa,
    ] {
        push([x; 32]);
        let mut one = [0; 32];
        one[0] = x;
        push(one);
        let mut top = [0; 32];
        top[31] = x;
        push(top);
    }
    // Clamped extremes: 2^254, 2^255 - 8, 2^254 + 8.
    let mut k = [0; 32];
    k[31] = 0x40;
    push(k);
    push(crate::montgomery::clamp(&[0xff; 32]));
    k[0] = 8;
    push(k);
    // Every window value at the top digit, and a single set window anywhere.
    for i in 0..N {
        for v in [1u64, (1 << (W - 1)) - 1, 1 << (W - 1), (1 << W) - 1] {
            let mut k = [0u8; 32];
            for b in 0..W {
                let bit = W * i + b;
                if (v >> b) & 1 == 1 && bit < 255 {
                    k[bit / 8] |= 1 << (bit % 8);
                }
            }
            push(k);
        }
    }
    // The group order l and its neighbours (`[l]B = O`).
    let l = (BigUint::from(1u32) << 252u32)
        + BigUint::parse_bytes(b"27742317777372353535851937790883648493", 10).unwrap();
    for m in [&l - 1u32, l.clone(), &l + 1u32, &l * 8u32 - 1u32, &l * 2u32] {
        let mut k = [0u8; 32];
        let b = m.to_bytes_le();
        k[..b.len()].copy_from_slice(&b);
        push(k);
    }
    v
}

#[test]
fn curve_constants() {
    let p = p();
    let d = words_to_big(&EDWARDS_D);
    // d * 121666 = -121665 (mod p)
    assert_eq!((&d * 121666u32 + 121665u32) % &p, BigUint::from(0u32));
    assert_eq!(words_to_big(&EDWARDS_D2), (&d * 2u32) % &p);
    assert_eq!(
        (&d * words_to_big(&EDWARDS_D_INV)) % &p,
        BigUint::from(1u32)
    );
    assert!(d < p && words_to_big(&EDWARDS_D2) < p && words_to_big(&EDWARDS_D_INV) < p);
}

#[test]
fn basepoint_matches_rfc8032_and_rfc7748() {
    for_each_backend!("basepoint", |F| {
        let b = basepoint::<F>();
        // RFC 8032 section 5.1: the encoding of B.
        assert_eq!(
            b.compress(),
            hex32("5866666666666666666666666666666666666666666666666666666666666666")
        );
        // RFC 8032 section 5.1: x(B), decimal.
        let (x, _) = b.to_affine();
        assert_eq!(
            BigUint::from_bytes_le(&x.to_bytes()),
            BigUint::parse_bytes(
                b"15112221349535400772501151409588531511454012693041857206046113283949847762202",
                10
            )
            .unwrap()
        );
        // RFC 7748 section 4.1: B maps to u = 9.
        assert_eq!(b.to_montgomery_u(), BASEPOINT);
    });
}

#[test]
fn group_laws() {
    let mut rng = ChaCha20Rng::seed_from_u64(0xed25519);
    for_each_backend!("group_laws", |F| {
        let b = basepoint::<F>();
        let id = EdwardsPoint::<F>::identity();
        // Points: small multiples, random multiples, and the 8-torsion
        // point (0, -1) and its sums (complete formulas have no exception).
        let minus_one = F::ZERO.sub(&F::ONE);
        let t2 = EdwardsPoint::from_affine(&F::ZERO, &minus_one);
        assert!(t2.is_valid());
        let mut pts = std::vec![
            id,
            b,
            b.double(),
            t2,
            b.add_projective_niels(&t2.to_projective_niels())
                .to_extended()
        ];
        for _ in 0..20 {
            pts.push(mul_vartime(&b, &random_scalar(&mut rng)));
        }
        for p in &pts {
            assert!(p.is_valid());
            let pn = p.to_projective_niels();
            let pa = p.to_affine_niels();
            // P + O = P, O + P = P (both addition forms).
            assert!(bool::from(
                p.add_projective_niels(&id.to_projective_niels())
                    .to_extended()
                    .ct_eq(p)
            ));
            assert!(bool::from(
                id.add_projective_niels(&pn).to_extended().ct_eq(p)
            ));
            assert!(bool::from(id.add_affine_niels(&pa).to_extended().ct_eq(p)));
            // P + P = 2P.
            let dbl = p.double();
            assert!(dbl.is_valid());
            assert!(bool::from(
                p.add_projective_niels(&pn).to_extended().ct_eq(&dbl)
            ));
            assert!(bool::from(
                p.add_affine_niels(&pa).to_extended().ct_eq(&dbl)
            ));
            assert!(bool::from(
                p.add_affine_niels(&pa)
                    .to_projective()
                    .double()
                    .to_extended()
                    .ct_eq(&dbl.double())
            ));
            // P + (-P) = O, P - P = O.
            assert!(bool::from(
                p.add_projective_niels(&p.neg().to_projective_niels())
                    .to_extended()
                    .ct_eq(&id)
            ));
            assert!(bool::from(
                p.sub_projective_niels(&pn).to_extended().ct_eq(&id)
            ));
            assert!(bool::from(p.sub_affine_niels(&pa).to_extended().ct_eq(&id)));
            let mut na = pa;
            na.conditional_negate(subtle::Choice::from(1));
            assert!(bool::from(p.add_affine_niels(&na).to_extended().ct_eq(&id)));
            assert!(bool::from(
                p.add_affine_niels(&super::point::AffineNielsPoint::identity())
                    .to_extended()
                    .ct_eq(p)
            ));
            // Affine Niels back to extended.
            assert!(bool::from(pa.to_extended().ct_eq(p)));
            assert!(pa.to_extended().is_valid());
            for q in &pts {
                let qn = q.to_projective_niels();
                let s = p.add_projective_niels(&qn).to_extended();
                assert!(s.is_valid());
                // Commutativity, mixed = projective, subtraction undoes it.
                assert!(bool::from(
                    s.ct_eq(&q.add_projective_niels(&pn).to_extended())
                ));
                assert!(bool::from(
                    s.ct_eq(&p.add_affine_niels(&q.to_affine_niels()).to_extended())
                ));
                assert!(bool::from(
                    s.sub_projective_niels(&qn).to_extended().ct_eq(p)
                ));
                assert!(bool::from(
                    s.sub_affine_niels(&q.to_affine_niels())
                        .to_extended()
                        .ct_eq(p)
                ));
            }
        }
        // [l]B = O.
        let l = (BigUint::from(1u32) << 252u32)
            + BigUint::parse_bytes(b"27742317777372353535851937790883648493", 10).unwrap();
        let mut lb = [0u8; 32];
        lb.copy_from_slice(&{
            let mut v = l.to_bytes_le();
            v.resize(32, 0);
            v
        });
        assert!(bool::from(mul_vartime(&b, &lb).ct_eq(&id)));
    });
}

#[test]
fn signed_digits_recode_the_scalar() {
    let mut rng = ChaCha20Rng::seed_from_u64(1);
    let mut scalars = edge_scalars();
    for _ in 0..1000 {
        scalars.push(random_scalar(&mut rng));
    }
    let half = 1i16 << (W - 1);
    for k in &scalars {
        let d = comb::signed_digits(k);
        let mut sum = BigInt::from(0);
        for (i, &di) in d.iter().enumerate() {
            if i + 1 < N {
                assert!((-half..half).contains(&di), "digit {i} = {di}");
            } else {
                assert!((0..=half).contains(&di), "top digit = {di}");
            }
            sum += BigInt::from(di) << (W * i);
        }
        assert_eq!(sum, BigInt::from(BigUint::from_bytes_le(k)));
    }
}

#[test]
fn base_table_has_its_entries() {
    // The committed file itself is checked by
    // `generated::tests::every_generated_file_is_up_to_date`.
    assert_eq!(super::comb::table::BASE_TABLE.0[0].len(), ENTRIES);
}

#[test]
fn mul_base_matches_double_and_add() {
    let mut rng = ChaCha20Rng::seed_from_u64(2);
    for_each_backend!("mul_base", |F| {
        let b = basepoint::<F>();
        let mut scalars = edge_scalars();
        for _ in 0..100 {
            scalars.push(random_scalar(&mut rng));
        }
        for k in &scalars {
            let got = comb::mul_base::<F, _>(k, crate::lookup::ScalarLookup).to_extended();
            assert!(got.is_valid());
            assert!(
                bool::from(got.ct_eq(&mul_vartime(&b, k))),
                "k = {}",
                hex::encode(k)
            );
            #[cfg(x86_backends)]
            if let Some(l) =
                crate::backend::cpu::Avx2::detect().map(crate::lookup::avx2::Avx2Lookup::new)
            {
                let got = comb::mul_base::<F, _>(k, l).to_extended();
                assert!(
                    bool::from(got.ct_eq(&mul_vartime(&b, k))),
                    "avx2, k = {}",
                    hex::encode(k)
                );
            }
        }
    });
}

#[test]
fn x25519_base_matches_ladder() {
    for backend in backends("x25519_base") {
        let mut rng = ChaCha20Rng::seed_from_u64(3);
        let mut scalars = edge_scalars();
        for _ in 0..RANDOM_SCALARS {
            scalars.push(random_scalar(&mut rng));
        }
        // Unclamped scalars < 2^255 are fine for both; clamped ones are what
        // the API passes.
        let clamped: Vec<[u8; 32]> = scalars.iter().map(crate::montgomery::clamp).collect();
        for k in scalars.iter().chain(clamped.iter()) {
            assert_eq!(
                crate::engine::x25519_base(backend, k),
                crate::engine::x25519(backend, k, &BASEPOINT),
                "backend {backend}, k = {}",
                hex::encode(k)
            );
        }
    }
}

#[test]
fn x25519_base_public_api() {
    // RFC 7748 section 6.1: Alice's and Bob's public keys.
    let cases = [
        (
            "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
            "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a",
        ),
        (
            "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb",
            "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f",
        ),
    ];
    for backend in backends("x25519_base_public_api") {
        for (sk, pk) in cases {
            let got = crate::x25519::x25519_base_with_backend(backend, &hex32(sk)).unwrap();
            assert_eq!(got, hex32(pk));
        }
    }
}

/// Every row and every digit: the scalar lookup returns the expected entry
/// (the identity for 0, `y + x` and `y - x` swapped for negative digits),
/// and the AVX2 lookup, where the CPU has it, returns the same words.
#[test]
fn row_lookups_agree() {
    use comb::RowLookup;
    let table = &super::comb::table::BASE_TABLE.0;
    let half = ENTRIES as i16;
    #[cfg(x86_backends)]
    let avx2 = crate::backend::cpu::Avx2::detect().map(crate::lookup::avx2::Avx2Lookup::new);
    #[cfg(x86_backends)]
    std::println!("[row_lookups_agree] avx2: {}", avx2.is_some());
    for row in table.iter() {
        for d in -half..=half {
            let (got, sign) = crate::lookup::ScalarLookup.lookup_words(row, d);
            let mut want: [u64; 12] = if d == 0 {
                [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
            } else {
                row[d.unsigned_abs() as usize - 1]
            };
            if d < 0 {
                for i in 0..4 {
                    want.swap(i, i + 4);
                }
            }
            assert_eq!(got, want, "d = {d}");
            assert_eq!(sign, u64::from(d < 0));
            #[cfg(x86_backends)]
            if let Some(l) = avx2 {
                assert_eq!(l.lookup_words(row, d), (got, sign), "avx2, d = {d}");
            }
        }
    }
}
