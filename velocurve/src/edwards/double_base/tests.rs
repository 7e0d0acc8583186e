//! Tests of point decoding, the group checks, and the variable-time
//! (verification) multiplications, on every backend this CPU supports.
//!
//! References: a big-integer model (`num-bigint`) for decoding, and a
//! constant-time double-and-add on the existing complete formulas
//! ([`mul_ct_ref`]) for every multiplication.

use crate::edwards::decode::{Decoding, PointError, decode_vartime, decompress_vartime};
use crate::edwards::point::{EDWARDS_D, EdwardsPoint};
use crate::edwards::table_gen::basepoint;
use crate::field::Field25519;
use crate::field::fe51::Fe51;
use num_bigint::BigUint;
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

use crate::test_support::{backends, for_each_backend};

fn p() -> BigUint {
    (BigUint::from(1u32) << 255u32) - 19u32
}

fn l() -> BigUint {
    (BigUint::from(1u32) << 252u32)
        + BigUint::parse_bytes(b"27742317777372353535851937790883648493", 10).unwrap()
}

fn le32(x: &BigUint) -> [u8; 32] {
    let mut b = x.to_bytes_le();
    assert!(b.len() <= 32);
    b.resize(32, 0);
    b.try_into().unwrap()
}

fn words(b: &[u8; 32]) -> [u64; 4] {
    core::array::from_fn(|i| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap()))
}

fn bytes_of(w: &[u64; 4]) -> [u8; 32] {
    let mut b = [0u8; 32];
    for i in 0..4 {
        b[8 * i..8 * i + 8].copy_from_slice(&w[i].to_le_bytes());
    }
    b
}

fn big<F: Field25519>(f: &F) -> BigUint {
    BigUint::from_bytes_le(&f.to_bytes())
}

/// Constant-time `[k]P` for a 256-bit `k`: double-and-always-add with a
/// constant-time select, on the complete formulas of `point` (the
/// reference for every multiplication under test).
pub(super) fn mul_ct_ref<F: Field25519>(p: &EdwardsPoint<F>, k: &[u8; 32]) -> EdwardsPoint<F> {
    let pn = p.to_projective_niels();
    let mut acc = EdwardsPoint::<F>::identity();
    for i in (0..256).rev() {
        acc = acc.double();
        let sum = acc.add_projective_niels(&pn).to_extended();
        let bit = subtle::Choice::from((k[i / 8] >> (i % 8)) & 1);
        acc = EdwardsPoint {
            x: F::select(&acc.x, &sum.x, bit),
            y: F::select(&acc.y, &sum.y, bit),
            z: F::select(&acc.z, &sum.z, bit),
            t: F::select(&acc.t, &sum.t, bit),
        };
    }
    acc
}

/// A point of order exactly 8: `[l]P` for the first `P` (decoded from
/// `y = 2, 3, ...`) where that has order 8.
pub(super) fn torsion_generator<F: Field25519>() -> EdwardsPoint<F> {
    let l = le32(&l());
    for y in 2u8.. {
        let mut enc = [0u8; 32];
        enc[0] = y;
        if let Some(d) = decompress_vartime::<F>(&enc) {
            let t = mul_ct_ref(&d.point, &l);
            // Order 8 iff [4]T != O (and [8]T = O, checked by the caller).
            if !t.double().double().is_identity_vartime() {
                return t;
            }
        }
    }
    unreachable!()
}

/// The eight points of order dividing 8: `[j]T`, `j = 0..8`.
pub(super) fn torsion_points<F: Field25519>() -> Vec<EdwardsPoint<F>> {
    let t = torsion_generator::<F>();
    let mut v = std::vec![EdwardsPoint::<F>::identity()];
    for j in 1..8 {
        let next = v[j - 1].add_projective_niels(&t.to_projective_niels());
        v.push(next.to_extended());
    }
    v
}

/// A random scalar `< 2^256`.
fn random_bytes(rng: &mut ChaCha20Rng) -> [u8; 32] {
    let mut k = [0u8; 32];
    rng.fill_bytes(&mut k);
    k
}

/// `[k]B + T` for a random `k` and a random 8-torsion point `T` (the
/// identity half of the time).
fn random_point<F: Field25519>(
    rng: &mut ChaCha20Rng,
    b: &EdwardsPoint<F>,
    torsion: &[EdwardsPoint<F>],
) -> EdwardsPoint<F> {
    let p = mul_ct_ref(b, &random_bytes(rng));
    let j = if rng.gen_bool(0.5) {
        0
    } else {
        rng.gen_range(0..8)
    };
    p.add_projective_niels(&torsion[j].to_projective_niels())
        .to_extended()
}

#[test]
fn torsion_points_have_the_right_orders() {
    for_each_backend!("torsion_points", |F| {
        let t = torsion_points::<F>();
        for (j, p) in t.iter().enumerate() {
            assert!(p.is_valid());
            // order of [j]T is 8 / gcd(j, 8)
            let order = 8 / num_integer::gcd(j, 8);
            let mut q = *p;
            for i in 1..=8 {
                assert_eq!(q.is_identity_vartime(), i % order == 0, "j = {j}, i = {i}");
                q = q
                    .add_projective_niels(&p.to_projective_niels())
                    .to_extended();
            }
        }
    });
}

#[test]
fn decode_round_trips() {
    let mut rng = ChaCha20Rng::seed_from_u64(0xdec0de);
    for_each_backend!("decode_round_trips", |F| {
        let b = basepoint::<F>();
        let torsion = torsion_points::<F>();
        let mut points: Vec<EdwardsPoint<F>> = torsion.clone();
        for _ in 0..1000 {
            points.push(random_point(&mut rng, &b, &torsion));
        }
        for p in &points {
            let enc = p.compress();
            let d = decompress_vartime::<F>(&enc).expect("an encoding of a point decodes");
            assert!(d.is_canonical());
            assert!(d.point.is_valid());
            assert!(d.point.eq_vartime(p));
            assert!(bool::from(d.point.ct_eq(p)));
            assert_eq!(d.point.compress(), enc);
            for policy in [Decoding::Strict, Decoding::Permissive] {
                let q = decode_vartime::<F>(&enc, policy, false).unwrap();
                assert!(q.eq_vartime(p));
            }
        }
    });
}

/// Every decoding against the big-integer model: `y` = bits 0..254 mod p,
/// a point exists iff `u/v = (y^2 - 1)/(d y^2 + 1)` is a square (Euler's
/// criterion), and then `x^2 v = u` with the parity of the sign bit.
#[test]
fn decode_matches_big_integer_model() {
    let p = p();
    let d = BigUint::from_bytes_le(
        &EDWARDS_D
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
    );
    let one = BigUint::from(1u32);
    let euler = (&p - 1u32) >> 1u32;
    let mut rng = ChaCha20Rng::seed_from_u64(0x5eed);
    // Random encodings, then every non-canonical y (p + j, j < 19) and the
    // small y values, with both sign bits.
    let mut encodings: Vec<[u8; 32]> = (0..1500).map(|_| random_bytes(&mut rng)).collect();
    for j in 0u32..19 {
        for sign in [0u8, 0x80] {
            let mut e = le32(&(&p + j));
            e[31] |= sign;
            encodings.push(e);
            let mut e = le32(&BigUint::from(j));
            e[31] |= sign;
            encodings.push(e);
            let mut e = le32(&(&p - 1u32 - j));
            e[31] |= sign;
            encodings.push(e);
        }
    }
    let mut counts = [0usize; 2];
    for_each_backend!("decode_model", |F| {
        for enc in &encodings {
            let mut y_bytes = *enc;
            y_bytes[31] &= 0x7f;
            let y_raw = BigUint::from_bytes_le(&y_bytes);
            let sign = enc[31] >> 7 == 1;
            let y = &y_raw % &p;
            let u = (&y * &y + &p - 1u32) % &p;
            let v = (&d * &y * &y + 1u32) % &p;
            assert!(v != BigUint::from(0u32));
            let ratio = &u * v.modpow(&(&p - 2u32), &p) % &p;
            let square = ratio == BigUint::from(0u32) || ratio.modpow(&euler, &p) == one;
            let got = decompress_vartime::<F>(enc);
            assert_eq!(got.is_some(), square, "enc = {}", hex::encode(enc));
            let Some(got) = got else {
                counts[0] += 1;
                assert_eq!(
                    decode_vartime::<F>(enc, Decoding::Permissive, false).unwrap_err(),
                    PointError::NotOnCurve
                );
                continue;
            };
            counts[1] += 1;
            let (x, yy) = got.point.to_affine();
            let x = big(&x);
            assert_eq!(big(&yy), y);
            assert_eq!((&x * &x * &v) % &p, u);
            let x_zero = x == BigUint::from(0u32);
            if !x_zero {
                assert_eq!(x.bit(0), sign);
            }
            assert_eq!(got.y_non_canonical, y_raw >= p);
            assert_eq!(got.negative_zero, x_zero && sign);
            assert!(got.point.is_valid());
            // Policies.
            let strict = decode_vartime::<F>(enc, Decoding::Strict, false);
            if got.y_non_canonical {
                assert_eq!(strict.unwrap_err(), PointError::NonCanonicalY);
            } else if got.negative_zero {
                assert_eq!(strict.unwrap_err(), PointError::NegativeZero);
            } else {
                assert!(strict.unwrap().eq_vartime(&got.point));
                assert_eq!(got.point.compress(), *enc);
            }
            let permissive = decode_vartime::<F>(enc, Decoding::Permissive, false).unwrap();
            assert!(permissive.eq_vartime(&got.point));
        }
    });
    std::println!(
        "[decode_model] rejected {}, decoded {}",
        counts[0],
        counts[1]
    );
    assert!(counts[0] > 500 && counts[1] > 500);
}

/// The eight small-order points: recognised by the checks, their
/// encodings (canonical and non-canonical) decoded, and rejected on
/// request.
#[test]
fn small_order_points_and_encodings() {
    let p = p();
    for_each_backend!("small_order_points", |F| {
        let torsion = torsion_points::<F>();
        let mut encs: Vec<[u8; 32]> = torsion.iter().map(|t| t.compress()).collect();
        // The x = 0 points are the identity (y = 1) and (0, -1); the points
        // of order 4 have y = 0 (x = +-sqrt(-1)).
        let enc = |y: &BigUint, sign: u8| {
            let mut e = le32(y);
            e[31] |= sign;
            e
        };
        let one = BigUint::from(1u32);
        let zero = BigUint::from(0u32);
        assert_eq!(encs[0], enc(&one, 0));
        assert_eq!(encs[4], enc(&(&p - 1u32), 0));
        let mut order4 = [encs[2], encs[6]];
        order4.sort();
        assert_eq!(order4, [enc(&zero, 0), enc(&zero, 0x80)]);
        let mut distinct = encs.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 8);
        // Non-canonical encodings of small-order points: negative zero for
        // the x = 0 points, y + p for y = 0 and y = 1.
        encs.push(enc(&one, 0x80));
        encs.push(enc(&(&p - 1u32), 0x80));
        encs.push(enc(&p, 0));
        encs.push(enc(&p, 0x80));
        encs.push(enc(&(&p + 1u32), 0));
        encs.push(enc(&(&p + 1u32), 0x80));
        for (i, e) in encs.iter().enumerate() {
            let d = decompress_vartime::<F>(e).expect("small-order encodings decode");
            assert_eq!(d.is_canonical(), i < 8, "{}", hex::encode(e));
            assert!(d.point.is_small_order_vartime());
            assert!(torsion.iter().any(|t| t.eq_vartime(&d.point)));
            assert_eq!(
                decode_vartime::<F>(e, Decoding::Permissive, true).unwrap_err(),
                PointError::SmallOrder
            );
            assert!(decode_vartime::<F>(e, Decoding::Permissive, false).is_ok());
            assert_eq!(
                d.point.is_torsion_free_vartime(),
                d.point.is_identity_vartime()
            );
            assert!(d.point.mul_by_cofactor().is_identity_vartime());
        }
    });
}

/// The group checks on random points with and without a torsion
/// component, against the reference multiplication.
#[test]
fn group_checks() {
    let mut rng = ChaCha20Rng::seed_from_u64(0xc4ec);
    let l = le32(&l());
    for_each_backend!("group_checks", |F| {
        let b = basepoint::<F>();
        let torsion = torsion_points::<F>();
        assert!(b.is_torsion_free_vartime());
        assert!(!b.is_small_order_vartime());
        for i in 0..200 {
            let k = random_bytes(&mut rng);
            let p = mul_ct_ref(&b, &k);
            let j = i % 8;
            let q = p
                .add_projective_niels(&torsion[j].to_projective_niels())
                .to_extended();
            let p_is_id = p.is_identity_vartime();
            assert!(!p_is_id, "a random multiple of B is not the identity");
            assert!(p.is_torsion_free_vartime());
            assert_eq!(q.is_torsion_free_vartime(), j == 0);
            assert!(!q.is_small_order_vartime());
            assert!(mul_ct_ref(&q, &l).eq_vartime(&torsion[(j * 5) % 8]));
            let mut eight = [0u8; 32];
            eight[0] = 8;
            let q8 = q.mul_by_cofactor();
            assert!(q8.eq_vartime(&mul_ct_ref(&q, &eight)));
            assert!(q8.eq_vartime(&p.mul_by_cofactor()));
            // Equality across representations: (q + b) - b has another Z.
            let r = q
                .add_projective_niels(&b.to_projective_niels())
                .to_extended()
                .sub_projective_niels(&b.to_projective_niels())
                .to_extended();
            assert!(r.eq_vartime(&q));
            assert!(!r.eq_vartime(&p) || j == 0);
            assert!(!r.eq_vartime(&q.neg()));
            let id = q
                .sub_projective_niels(&r.to_projective_niels())
                .to_extended();
            assert!(id.is_identity_vartime());
            assert!(!q.is_identity_vartime());
        }
    });
}

/// Width-`w` NAF recoding against the integer it recodes, for every width
/// used or measured.
#[test]
fn wnaf_recodes_the_integer() {
    use crate::edwards::double_base::{MAX_DIGITS, wnaf_vartime};
    use num_bigint::BigInt;
    let mut rng = ChaCha20Rng::seed_from_u64(0x4a4f);
    let mut xs: Vec<[u8; 32]> = (0..3000).map(|_| random_bytes(&mut rng)).collect();
    for b in [0x00u8, 0xff, 0x55, 0xaa, 0x80, 0x01, 0x7f] {
        xs.push([b; 32]);
        let mut x = [0u8; 32];
        x[31] = b;
        xs.push(x);
        x[0] = b;
        xs.push(x);
    }
    xs.push(le32(&l()));
    // 128-bit values (the halved multipliers), and runs of ones and zeros
    // crossing word boundaries (the run skipping).
    for _ in 0..500 {
        let mut x = random_bytes(&mut rng);
        x[16..].fill(0);
        xs.push(x);
        let (a, b) = (rng.gen_range(0..32), rng.gen_range(0..32));
        let mut y = random_bytes(&mut rng);
        y[a.min(b)..a.max(b)].fill(if rng.gen_bool(0.5) { 0xff } else { 0 });
        xs.push(y);
    }
    for x in &xs {
        let want = BigInt::from(BigUint::from_bytes_le(x));
        for w in 2..=12 {
            let n = wnaf_vartime(&words(x), w);
            let mut sum = BigInt::from(0);
            let mut last_nonzero: Option<usize> = None;
            for i in 0..MAX_DIGITS {
                let d = n.d[i];
                if d != 0 {
                    assert!(d % 2 != 0 && d.unsigned_abs() < 1 << (w - 1), "w {w} d {d}");
                    if let Some(j) = last_nonzero {
                        assert!(i - j >= w, "digits {j} and {i} too close for w = {w}");
                    }
                    last_nonzero = Some(i);
                    assert!(i < n.len);
                }
                sum += BigInt::from(d) << i;
            }
            assert_eq!(n.len, last_nonzero.map_or(0, |j| j + 1));
            assert_eq!(sum, want, "w = {w}, x = {}", hex::encode(x));
        }
    }
}

/// Random cases per backend for the multiplication tests.
const MUL_CASES: usize = 10_000;

/// `[k]P` and `[a]A + [b]B` by wNAF and Straus against the constant-time
/// reference, for 256-bit scalars and points with torsion components.
#[test]
fn vartime_multiplications_match_reference() {
    use crate::edwards::double_base::{mul_vartime, vartime_double_base_mul};
    let mut rng = ChaCha20Rng::seed_from_u64(0xdb1e);
    for_each_backend!("vartime_mul", |F| {
        let b = basepoint::<F>();
        let torsion = torsion_points::<F>();
        let mut pt = random_point(&mut rng, &b, &torsion);
        for i in 0..MUL_CASES {
            let (mut a, mut k) = (random_bytes(&mut rng), random_bytes(&mut rng));
            // Short and edge scalars now and then.
            match i % 16 {
                0 => a = [0; 32],
                1 => k = [0; 32],
                2 => a[16..].fill(0),
                3 => k[16..].fill(0),
                4 => a = [0xff; 32],
                5 => k = le32(&l()),
                _ => {}
            }
            if i % 64 == 0 {
                pt = random_point(&mut rng, &b, &torsion);
            }
            let want = mul_ct_ref(&pt, &a)
                .add_projective_niels(&mul_ct_ref(&b, &k).to_projective_niels())
                .to_extended();
            let got = vartime_double_base_mul(&words(&a), &pt, &words(&k));
            assert!(got.is_valid());
            assert!(got.eq_vartime(&want), "i = {i}");
            if i % 4 == 0 {
                let got = mul_vartime(&pt, &words(&a));
                assert!(got.eq_vartime(&mul_ct_ref(&pt, &a)), "i = {i}");
            }
        }
    });
}

fn scalar_of(x: &BigUint) -> crate::scalar::Scalar {
    let w = words(&le32(&(x % l())));
    crate::scalar::Scalar(w)
}

/// Short vectors: lattice membership `x = c k (mod n)` checked with big
/// integers, `c > 0`, `c` odd for the cofactorless modulus, and the sizes
/// the module documentation promises.
#[test]
fn short_vectors() {
    use crate::ed25519::rules::{Equation, verification_vector_vartime};
    use num_bigint::BigInt;
    let l = l();
    let mut rng = ChaCha20Rng::seed_from_u64(0x1a77);
    let mut ks: Vec<BigUint> = (0..20_000)
        .map(|_| BigUint::from_bytes_le(&random_bytes(&mut rng)) % &l)
        .collect();
    for small in 0u32..64 {
        ks.push(BigUint::from(small));
        ks.push(&l - 1u32 - small);
        ks.push((BigUint::from(1u32) << 126u32) + small);
        ks.push((BigUint::from(1u32) << 127u32) - small);
        ks.push(&l / 8u32 + small);
        ks.push(&l / 3u32 + small);
    }
    // Bits of max(|x|, c): always at most 127 for l; for 8l with c odd,
    // at most 128 when the last Euclidean t is odd, longer (rarely much
    // longer) when an odd vector had to be built.
    for (equation, n, odd, max_bits, max_over) in [
        (Equation::Cofactored, l.clone(), false, 127, 0.0),
        (Equation::Cofactorless, &l * 8u32, true, 256, 0.15),
    ] {
        let mut worst = 0;
        let mut hist = [0usize; 4];
        for k in &ks {
            let v = verification_vector_vartime(&scalar_of(k), equation)
                .expect("the Euclidean bounds hold for l and 8l");
            let x = BigInt::from(BigUint::from_bytes_le(&bytes_of(&v.x)));
            let x = if v.x_neg { -x } else { x };
            let c = BigInt::from(BigUint::from_bytes_le(&bytes_of(&v.c)));
            assert!(c > BigInt::from(0));
            if odd {
                assert_eq!(v.c[0] & 1, 1);
            }
            let n_int = BigInt::from(n.clone());
            let diff = (&c * BigInt::from(k.clone()) - &x) % &n_int;
            assert_eq!(diff, BigInt::from(0), "k = {k}");
            let bits = (x.bits()).max(c.bits()) as usize;
            worst = worst.max(bits);
            hist[bits.saturating_sub(126).min(3)] += 1;
            assert!(bits <= max_bits, "k = {k}: {bits} bits");
        }
        let over = (hist[3] as f64) / (ks.len() as f64);
        assert!(over <= max_over, "{over} of the vectors exceed 128 bits");
        std::println!(
            "[short_vectors] {equation:?}: worst {worst} bits; <=126: {}, 127: {}, 128: {}, >=129: {}",
            hist[0],
            hist[1],
            hist[2],
            hist[3]
        );
    }
}

/// One verification case: `A = [a]B + T_A`, `R = [r]B + T_R`, `S`, `k`,
/// and the expected answers from the structure `Q = [S - r - k a]B - T_R -
/// [k] T_A`.
struct Case<F> {
    a: EdwardsPoint<F>,
    r: EdwardsPoint<F>,
    s: [u8; 32],
    k: crate::scalar::Scalar,
    cofactorless: bool,
    cofactored: bool,
}

/// Random cases with torsion components, about half of them valid for
/// the prime-order part, and among those some with `T_R = -[k] T_A` (valid
/// for both equations despite the torsion).
fn random_case<F: Field25519>(
    rng: &mut ChaCha20Rng,
    b: &EdwardsPoint<F>,
    torsion: &[EdwardsPoint<F>],
) -> Case<F> {
    let l = l();
    let a_s = BigUint::from_bytes_le(&random_bytes(rng)) % &l;
    let r_s = BigUint::from_bytes_le(&random_bytes(rng)) % &l;
    let k = BigUint::from_bytes_le(&random_bytes(rng)) % &l;
    let valid = rng.gen_bool(0.5);
    let s = if valid {
        (&r_s + &k * &a_s) % &l
    } else {
        BigUint::from_bytes_le(&random_bytes(rng)) % &l
    };
    let ta = if rng.gen_bool(0.5) {
        0
    } else {
        rng.gen_range(0..8)
    };
    let k8 = (&k % 8u32).to_u32_digits().first().copied().unwrap_or(0) as usize;
    let tr = match rng.gen_range(0..4) {
        0 => 0,
        1 => rng.gen_range(0..8),
        // T_R = -[k] T_A
        _ => (8 - (k8 * ta) % 8) % 8,
    };
    let mul_b = |x: &BigUint| {
        crate::edwards::comb::mul_base::<F, _>(&le32(x), crate::lookup::ScalarLookup).to_extended()
    };
    let add = |p: &EdwardsPoint<F>, q: &EdwardsPoint<F>| {
        p.add_projective_niels(&q.to_projective_niels())
            .to_extended()
    };
    let _ = b;
    let a = add(&mul_b(&a_s), &torsion[ta]);
    let r = add(&mul_b(&r_s), &torsion[tr]);
    // Q's prime-order part is [S - r - k a]B: zero iff `valid` (w.h.p. for
    // random S); its torsion part is -(T_R + [k] T_A).
    let e = (&s + &l * 2u32 - &r_s - (&k * &a_s) % &l) % &l;
    let prime_part_zero = e == BigUint::from(0u32);
    let torsion_zero = (tr + k8 * ta).is_multiple_of(8);
    Case {
        a,
        r,
        s: le32(&s),
        k: scalar_of(&k),
        cofactorless: prime_part_zero && torsion_zero,
        cofactored: prime_part_zero,
    }
}

/// The halved check (both equations), its fallback (the direct
/// computation) and the Straus core, against independent references.
#[test]
fn verification_equation_matches_reference() {
    use crate::ed25519::rules::{Equation, check_equation_vartime, verification_vector_vartime};
    use crate::edwards::double_base::{direct_vartime, halved_vartime};
    let mut rng = ChaCha20Rng::seed_from_u64(0xe9a1);
    for_each_backend!("verification_equation", |F| {
        let b = basepoint::<F>();
        let torsion = torsion_points::<F>();
        let mut outcomes = std::collections::BTreeMap::new();
        for i in 0..MUL_CASES {
            let case = random_case(&mut rng, &b, &torsion);
            let e = crate::engine::Generic::<F>::new();
            let got_cl = check_equation_vartime(
                e,
                &case.s,
                &case.k,
                &case.a,
                &case.r,
                Equation::Cofactorless,
            );
            let got_cf =
                check_equation_vartime(e, &case.s, &case.k, &case.a, &case.r, Equation::Cofactored);
            assert_eq!(got_cl, case.cofactorless, "case {i}: cofactorless");
            assert_eq!(got_cf, case.cofactored, "case {i}: cofactored");
            *outcomes.entry((got_cl, got_cf)).or_insert(0usize) += 1;
            if i % 20 == 0 {
                // Full reference: Q = [S]B - R - [k]A by the constant-time
                // double-and-add; the halved Z = [c]Q exactly
                // (cofactorless vector), and the direct Q.
                let q = mul_ct_ref(&b, &case.s)
                    .sub_projective_niels(&case.r.to_projective_niels())
                    .to_extended()
                    .sub_projective_niels(
                        &mul_ct_ref(&case.a, &case.k.to_bytes()).to_projective_niels(),
                    )
                    .to_extended();
                assert_eq!(q.is_identity_vartime(), case.cofactorless);
                assert_eq!(q.is_small_order_vartime(), case.cofactored);
                let direct = direct_vartime(&case.s, &case.k, &case.a, &case.r).to_extended();
                assert!(direct.eq_vartime(&q), "case {i}: direct");
                let v = verification_vector_vartime(&case.k, Equation::Cofactorless).unwrap();
                let z = halved_vartime(&case.s, &v, &case.a, &case.r).to_extended();
                let c = bytes_of(&v.c);
                assert!(z.eq_vartime(&mul_ct_ref(&q, &c)), "case {i}: Z = [c]Q");
            }
        }
        std::println!("[verification_equation] (cofactorless, cofactored) outcomes: {outcomes:?}");
        // Every combination that can occur did.
        for key in [(true, true), (false, true), (false, false)] {
            assert!(
                outcomes.get(&key).copied().unwrap_or(0) > MUL_CASES / 20,
                "{key:?}"
            );
        }
    });
}

/// The group part of verification (`ed25519::rules::VerifyEquation`)
/// dispatched on every backend, for each profile: the decoding rules of `R`
/// and the errors in their order (`R` not a point, `R` non-canonical,
/// small-order `A`, small-order `R`), and the equation, against the generic
/// decoding and the structured expectation of [`random_case`].
#[test]
fn dispatched_verification() {
    use crate::Error;
    use crate::ed25519::rules::Profile;
    use crate::ed25519::rules::{VerifyEquation, inspect_vartime, verify_equation_vartime};
    let mut rng = ChaCha20Rng::seed_from_u64(0xd1e5);
    let b = basepoint::<Fe51>();
    let torsion = torsion_points::<Fe51>();
    let p = p();
    // Encodings to substitute for A or R: non-canonical, not on curve,
    // small order.
    let mut odd_encodings: Vec<[u8; 32]> = std::vec![
        le32(&(&p + 1u32)),
        {
            let mut e = le32(&BigUint::from(1u32));
            e[31] |= 0x80;
            e
        },
        torsion[3].compress(),
        le32(&p),
    ];
    while odd_encodings.len() < 8 {
        let e = random_bytes(&mut rng);
        if decompress_vartime::<Fe51>(&e).is_none() {
            odd_encodings.push(e);
        }
    }
    let mut checked = 0usize;
    for backend in backends("dispatched_verification") {
        for i in 0..600 {
            let case = random_case(&mut rng, &b, &torsion);
            let (mut a, mut r) = (case.a.compress(), case.r.compress());
            match i % 6 {
                0 => a = odd_encodings[rng.gen_range(0..odd_encodings.len())],
                1 => r = odd_encodings[rng.gen_range(0..odd_encodings.len())],
                _ => {}
            }
            // A is decoded once, by the key (permissively).
            let Some(facts) = inspect_vartime(backend, &a) else {
                assert!(decompress_vartime::<Fe51>(&a).is_none());
                continue;
            };
            for profile in [Profile::Rfc8032, Profile::Strict, Profile::Zip215] {
                let got = verify_equation_vartime(
                    backend,
                    VerifyEquation {
                        profile,
                        a: &a,
                        a_facts: &facts,
                        r: &r,
                        s: &case.s,
                        k: &case.k,
                    },
                );
                let (decoding, strict, cofactored) = match profile {
                    Profile::Rfc8032 => (Decoding::Strict, false, false),
                    Profile::Strict => (Decoding::Strict, true, false),
                    Profile::Zip215 => (Decoding::Permissive, false, true),
                };
                let pa = decompress_vartime::<Fe51>(&a).unwrap().point;
                let want = match decode_vartime::<Fe51>(&r, decoding, false) {
                    Err(PointError::NotOnCurve) => Err(Error::SignatureRNotOnCurve),
                    Err(_) => Err(Error::SignatureRNonCanonical),
                    Ok(_) if strict && pa.is_small_order_vartime() => {
                        Err(Error::PublicKeySmallOrder)
                    }
                    Ok(pr) if strict && pr.is_small_order_vartime() => {
                        Err(Error::SignatureRSmallOrder)
                    }
                    Ok(pr) => {
                        let holds = if i % 6 < 2 {
                            // A substituted point: decide with the reference.
                            let q = mul_ct_ref(&b, &case.s)
                                .sub_projective_niels(&pr.to_projective_niels())
                                .to_extended()
                                .sub_projective_niels(
                                    &mul_ct_ref(&pa, &case.k.to_bytes()).to_projective_niels(),
                                )
                                .to_extended();
                            if cofactored {
                                q.is_small_order_vartime()
                            } else {
                                q.is_identity_vartime()
                            }
                        } else if cofactored {
                            case.cofactored
                        } else {
                            case.cofactorless
                        };
                        if holds {
                            Ok(())
                        } else {
                            Err(Error::SignatureInvalid)
                        }
                    }
                };
                assert_eq!(got, want, "backend {backend}, case {i}, {profile:?}");
                checked += 1;
            }
        }
    }
    std::println!("[dispatched_verification] {checked} checks");
}
