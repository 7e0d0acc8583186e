//! `Fe64` against a `num-bigint` model at the carry corners of its
//! representation, its fused ladder against the generic one, and both
//! fix-ups of `add` and `sub`. Skipped on a CPU without BMI2 and ADX.

use super::*;
use num_bigint::BigUint;

fn big(l: &[u64; 4]) -> BigUint {
    let mut b = [0u8; 32];
    for i in 0..4 {
        b[8 * i..8 * i + 8].copy_from_slice(&l[i].to_le_bytes());
    }
    BigUint::from_bytes_le(&b)
}

fn p() -> BigUint {
    (BigUint::from(1u32) << 255u32) - 19u32
}

fn have_mulx() -> bool {
    crate::backend::Backend::Mulx64.is_supported()
}

/// Limb patterns at the carry corners of the 2^256 - 38 representation.
fn corners() -> std::vec::Vec<[u64; 4]> {
    let m = u64::MAX;
    std::vec![
        [m, m, m, m],           // 2^256 - 1
        [m - 37, m, m, m],      // 2^256 - 38
        [m - 38, m, m, m],      // 2^256 - 39
        [m - 36, m, m, m],      // 2^256 - 37
        [m - 18, m, m, m >> 1], // p
        [m - 17, m, m, m >> 1], // p + 1
        [m - 37, m, m, m],      // 2p
        [0, 0, 0, 1 << 63],     // 2^255
        [18, 0, 0, 1 << 63],    // 2^255 + 18 = p + 37
        [37, 0, 0, 0],          // 37
        [38, 0, 0, 0],          // 38
        [0, 0, 0, 0],
        [1, 0, 0, 0],
        [m, 0, 0, 0],
        [0, m, 0, m],
        [m, 0, m, 0],
        [0, 0, 0, m],
        [m, m, m, 0],
    ]
}

#[test]
fn fe64_carry_corners() {
    if !have_mulx() {
        std::println!("fe64_carry_corners: SKIPPED (no BMI2/ADX)");
        return;
    }
    let p = p();
    for a in corners() {
        let x = Fe64(a);
        let ma = big(&a);
        assert_eq!(BigUint::from_bytes_le(&x.to_bytes()), &ma % &p, "{a:x?}");
        for b in corners() {
            let y = Fe64(b);
            let mb = big(&b);
            let check = |r: Fe64, want: BigUint, what: &str| {
                assert_eq!(
                    BigUint::from_bytes_le(&r.to_bytes()),
                    want % &p,
                    "{what} {a:x?} {b:x?}"
                );
            };
            check(x.add(&y), &ma + &mb, "add");
            check(x.sub(&y), &ma + &p * 4u32 - &mb, "sub");
            check(x.mul(&y), &ma * &mb, "mul");
            check(x.square(), &ma * &ma, "square");
            check(x.neg(), &p * 4u32 - &ma, "neg");
            check(x.mul_small(u32::MAX), &ma * u32::MAX, "mul_small max");
            check(x.mul_small(121665), &ma * 121665u32, "mul_small a24");
            check(x.pow2k(3), ma.modpow(&BigUint::from(8u32), &p), "pow2k");
        }
    }
}

/// The fused ladder equals the generic one on `Fe64` for inputs at the
/// carry corners (`x1` up to `2^256 - 1`, which only `from_u64x4` makes)
/// and for unclamped scalars (bit 254 clear, low bits set).
#[test]
fn fe64_fused_ladder_matches_generic() {
    if !have_mulx() {
        return;
    }
    use rand::{RngCore, SeedableRng};
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0xfe64_1add);
    let mut scalars = std::vec![[0u8; 32], [0xff; 32]];
    for _ in 0..20 {
        let mut k = [0u8; 32];
        rng.fill_bytes(&mut k);
        scalars.push(k);
    }
    let mut points = corners();
    for _ in 0..10 {
        let mut w = [0u64; 4];
        for x in w.iter_mut() {
            *x = rng.next_u64();
        }
        points.push(w);
    }
    for k in &scalars {
        for x in &points {
            let x1 = Fe64(*x);
            let (a, b) = ladder_fe64(k, &x1);
            let (c, d) = crate::montgomery::ladder_generic::<Fe64>(k, &x1);
            // Projective equality: a/b == c/d, i.e. a*d == c*b.
            assert_eq!(
                a.mul(&d).to_bytes(),
                c.mul(&b).to_bytes(),
                "k {k:02x?} x1 {x:x?}"
            );
            assert_eq!(bool::from(b.is_zero()), bool::from(d.is_zero()));
        }
    }
}

/// The second fix-up in `add` (a carry out after adding 38) and in `sub`
/// (a borrow after subtracting 38) must both be reached.
#[test]
fn fe64_double_fold() {
    if !have_mulx() {
        return;
    }
    let p = p();
    let m = u64::MAX;
    // (2^256 - 1) + (2^256 - 1) = 2^256 + (2^256 - 2); + 38 carries
    // again, leaving 36; + 38 = 74.
    let x = Fe64([m, m, m, m]);
    assert_eq!(x.add(&x).0, [74, 0, 0, 0]);
    // 0 - (2^256 - 1) borrows, leaving 1; 1 - 38 borrows again, leaving
    // 2^256 - 37; - 38 = 2^256 - 75 ≡ -37 ≡ -(2^256 - 1).
    assert_eq!(Fe64::ZERO.sub(&x).0, [m - 74, m, m, m]);
    assert_eq!(x.neg().0, [m - 74, m, m, m]);
    assert_eq!(
        BigUint::from_bytes_le(&x.neg().to_bytes()),
        (&p * 4u32 - big(&x.0)) % &p
    );
}

/// The fused complete formulas (`rcb.rs`) against the generic ones on
/// `Fe64` (`weierstrass::rcb_double`, `rcb_add`, `rcb_add_affine`: the
/// paper's statements one at a time), and the doubling against its
/// expanded polynomials in the big-integer model: every triple of carry
/// corners (the second point a rotation of it) and 3,000 random sets of
/// limbs (any values `< 2^256`, the type's whole range; the formulas are
/// polynomials, so points need not be on the curve).
#[test]
fn fe64_rcb_fused() {
    use crate::weierstrass::curve13318::{B, Curve13318On};
    use crate::weierstrass::{Co, rcb_add, rcb_add_affine, rcb_double};
    use rand::{RngCore, SeedableRng};
    type C = Co<Curve13318On<Fe64>>;
    if !have_mulx() {
        std::println!("fe64_rcb_fused: SKIPPED (no BMI2/ADX)");
        return;
    }
    let p = p();
    let b = BigUint::from(B);
    let model = |x: &BigUint, y: &BigUint, z: &BigUint| {
        let m = |v: BigUint| v % &p;
        let neg = |v: BigUint| (&p - (v % &p)) % &p;
        let (xx, yy, zz) = (m(x * x), m(y * y), m(z * z));
        let (xy, xz, yz) = (m(x * y), m(x * z), m(y * z));
        let b3 = 3u32 * &b;
        let x3 = m(&yy + neg(&b3 * &zz) + 6u32 * &xz);
        let y3 = m(&yy + &b3 * &zz + neg(6u32 * &xz));
        let z3 = m(6u32 * &b * &xz + neg(9u32 * &zz) + neg(3u32 * &xx));
        let t0 = m(3u32 * &xx + neg(3u32 * &zz));
        [
            m(2u32 * &x3 * &xy + neg(2u32 * &yz * &z3)),
            m(&x3 * &y3 + &t0 * &z3),
            m(8u32 * &yz * &yy),
        ]
    };
    let same = |what: &str, fused: [Fe64; 3], generic: [C; 3], p: &[[u64; 4]; 3]| {
        for i in 0..3 {
            assert_eq!(
                fused[i].to_bytes(),
                generic[i].0.to_bytes(),
                "{what}: coordinate {i} for P = {p:x?}"
            );
        }
    };
    let check = |[x, y, z]: [[u64; 4]; 3], q: [[u64; 4]; 3], with_model: bool| {
        let pt = [Fe64(x), Fe64(y), Fe64(z)];
        let qt = q.map(Fe64);
        let fused = rcb::rcb_double_fe64::<B>(&pt);
        same("2P", fused, rcb_double::<C>(&pt.map(Co)), &[x, y, z]);
        let sum = rcb::rcb_add_fe64::<B>(&pt, &qt);
        same(
            "P + Q",
            sum,
            rcb_add::<C>(&pt.map(Co), &qt.map(Co)),
            &[x, y, z],
        );
        let q2 = [qt[0], qt[1]];
        let mixed = rcb::rcb_add_affine_fe64::<B>(&pt, &q2);
        same(
            "P + affine Q",
            mixed,
            rcb_add_affine::<C>(&pt.map(Co), &q2.map(Co)),
            &[x, y, z],
        );
        if with_model {
            let want = model(&big(&x), &big(&y), &big(&z));
            for i in 0..3 {
                assert_eq!(BigUint::from_bytes_le(&fused[i].to_bytes()), want[i]);
            }
        }
    };
    let c = corners();
    for x in &c {
        for y in &c {
            for z in &c {
                check([*x, *y, *z], [*z, *x, *y], x[0] == y[0]);
            }
        }
    }
    let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(0x1331_8db1);
    let mut limbs = || {
        let mut l = [0u64; 4];
        for w in &mut l {
            *w = rng.next_u64();
        }
        l
    };
    for i in 0..3_000 {
        let pt = [limbs(), limbs(), limbs()];
        let qt = [limbs(), limbs(), limbs()];
        check(pt, qt, i < 300);
    }
    std::println!(
        "fe64_rcb_fused: {} corner triples, 3,000 random sets (300 doublings against the model)",
        c.len().pow(3)
    );
}
