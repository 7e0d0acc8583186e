//! Where the time of a shared secret goes: rdtsc ticks of the field
//! operations and the point operations, and the window's operation counts.
//! For `docs/NIST.md`, the Jacobian formulas (`weierstrass/jacobian.rs`)
//! of each NIST curve on the field `auto` runs on this CPU (the `mulx`
//! fields where BMI2 and ADX exist; P-521's `Fp521` compiled with BMI2 and
//! ADX, as the `mulx64` engine compiles it); for `docs/CURVE13318.md`, the
//! complete formulas of Curve13318 on `Fe64` (`mulx64`) and `Fe51`
//! (`portable51`):
//!
//! ```sh
//! cargo test -p velocurve --release --lib weierstrass::tests::profile -- --ignored --nocapture
//! ```
//!
//! Each figure is the median of 21 dependent chains (each operation's
//! output is the next one's input), per operation.

use super::super::Curve;
use super::super::jacobian::{self, JacobianPoint};
use super::super::nist::On;
use super::super::window::{self, Entry};
use crate::curves::{P192, P224, P256, P384, P521};
use crate::field::Field;
use crate::field::fp521::Fp521;
use crate::field::{
    fp192_mulx::Fp192Mulx, fp224_mulx::Fp224Mulx, fp256_mulx::Fp256Mulx, fp384_mulx::Fp384Mulx,
};
use core::arch::x86_64::_rdtsc;
use core::hint::black_box;
use std::vec::Vec;
use std::{format, println};

/// Median ticks per call of `f` (which runs `per` operations) over 21 runs.
fn ticks(per: u64, mut f: impl FnMut()) -> u64 {
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
    v[v.len() / 2]
}

/// Dependent chains per operation.
const OPS: u64 = 2_000;

/// Median ticks per operation of `per` dependent applications of `f`
/// starting from `x0`.
#[inline(always)]
fn chain<T: Copy>(x0: &T, per: u64, f: impl Fn(T) -> T) -> u64 {
    ticks(per, || {
        let mut x = black_box(*x0);
        for _ in 0..per {
            x = f(x);
        }
        black_box(x);
    })
}

/// Ticks of a field product, squaring, addition and inversion, each in a
/// dependent chain starting from `x0` (`y` the other factor or summand).
#[inline(always)]
fn field_costs<F: Field>(x0: &F, y: &F) -> [u64; 4] {
    [
        chain(x0, OPS, |x: F| x.mul(y)),
        chain(x0, OPS, |x: F| x.square()),
        chain(x0, OPS, |x: F| x.add(y)),
        chain(x0, 50, |x: F| x.invert()),
    ]
}

/// The point operations' ticks: doubling, addition, mixed addition (the
/// table's), and the window's table lookup.
struct PointCosts {
    dbl: u64,
    add: u64,
    madd: u64,
    look: u64,
}

/// A NIST curve's Jacobian point operations.
#[inline(always)]
fn jacobian_costs<C: Curve>() -> PointCosts {
    let g = C::generator();
    let p0 = JacobianPoint::from_affine(&g).double();
    let q = p0.double().add_affine(&g);
    let t = jacobian::table(&g);
    PointCosts {
        dbl: chain(&p0, OPS, |p| p.double()),
        add: chain(&p0, OPS, |p| jacobian::add(&p, &q).0),
        madd: chain(&p0, OPS, |p| p.add_affine(&g)),
        look: lookup_costs(&t),
    }
}

/// Curve13318's complete (RCB) point operations.
#[inline(always)]
fn rcb_costs<C: Curve>() -> PointCosts {
    let g = C::generator();
    let p0 = g.to_projective().double();
    let q = p0.double().add_affine(&g);
    let t = window::table(&g);
    PointCosts {
        dbl: chain(&p0, OPS, |p| p.double()),
        add: chain(&p0, OPS, |p| p.add(&q)),
        madd: chain(&p0, OPS, |p| p.add_affine(&g)),
        look: lookup_costs(&t),
    }
}

/// Ticks of the window's constant-time lookup in `t`.
#[inline(always)]
fn lookup_costs<E: Entry>(t: &[E; 16]) -> u64 {
    ticks(OPS, || {
        for i in 0..OPS {
            let d = black_box((i % 33) as i8 - 16);
            black_box(window::lookup(t, d));
        }
    })
}

/// One curve's row: field and point operation costs, the window's counts
/// (`D` signed digits: `5 (D - 1)` doublings and `D - 1` additions in the
/// main loop, 7 doublings and 8 mixed additions for the table, `D`
/// lookups, one inversion), and the shares of the estimated total.
fn report(name: &str, [m, s, a, inv]: [u64; 4], p: PointCosts, digits: u64) {
    let PointCosts {
        dbl,
        add,
        madd,
        look,
    } = p;
    let n_dbl = 5 * (digits - 1) + 7;
    let n_add = digits - 1;
    let parts = [
        ("doublings", n_dbl * dbl),
        ("additions", n_add * add + 8 * madd),
        ("lookups", digits * look),
        ("inversion", inv + 2 * m),
    ];
    let total: u64 = parts.iter().map(|p| p.1).sum();
    println!(
        "{name}: M {m}, S {s}, a {a}, I {inv}; DBL {dbl} ({:.1} M), ADD {add} ({:.1} M), \
         mADD {madd}, lookup {look}; window: {n_dbl} DBL + {n_add} ADD + 8 mADD + {digits} \
         lookups + I = {total} ticks, of which {}",
        dbl as f64 / m as f64,
        add as f64 / m as f64,
        parts
            .iter()
            .map(|(w, v)| format!("{w} {:.0} %", 100.0 * *v as f64 / total as f64))
            .collect::<Vec<_>>()
            .join(", ")
    );
}

/// A NIST curve's row (see [`report`]).
#[inline(always)]
fn profile<C: Curve>(name: &str, digits: u64) {
    let g = C::generator();
    report(name, field_costs(&g.x, &g.y), jacobian_costs::<C>(), digits);
}

/// A Curve13318 row on the field `F` (see [`report`]).
#[inline(always)]
fn profile_rcb<F: crate::field::Field25519>(name: &str) {
    use super::super::curve13318::Curve13318On;
    let g = Curve13318On::<F>::generator();
    let small = chain(&g.y, OPS, |x: F| x.mul_small(13318));
    println!("{name}: product by b {small}");
    report(
        name,
        field_costs(&g.x, &g.y),
        rcb_costs::<Curve13318On<F>>(),
        window::digits(256) as u64,
    );
}

/// Ticks of one comb row lookup (`lookup::ScalarLookup`, which the
/// `mulx64` engine runs) in a row of `N` affine points of `K` words.
fn row_lookup<const K: usize, const N: usize>() -> u64 {
    use crate::lookup::{ScalarLookup, WordLookup};
    let row = [[0x5555_5555_5555_5555u64; K]; N];
    ticks(OPS, || {
        for i in 0..OPS {
            let d = black_box(i % (N as u64 + 1));
            black_box(ScalarLookup.select(&row, d));
        }
    })
}

/// P-256's comb (`weierstrass/comb.rs`: `ceil(257 / W)` rows of `2^(W-1)`
/// affine points, one mixed addition per row but the first two and one
/// addition joining the two chains) by its parts at the widths 5, 6
/// (the committed one) and 7: the lookups' and the mixed additions'
/// ticks, measured, and the sum of the two (the rest of a key generation,
/// one inversion and the encoding, is the same at every width).
#[inline(always)]
fn comb_widths<C: Curve>(madd: u64, add: u64) {
    let widths = [
        (5u64, row_lookup::<8, 16>()),
        (6, row_lookup::<8, 32>()),
        (7, row_lookup::<8, 64>()),
    ];
    for (w, look) in widths {
        let rows = 257u64.div_ceil(w);
        let sum = (rows - 2) * madd + add + rows * look;
        println!(
            "P-256 comb W = {w}: {rows} rows, lookup of {} points {look} ticks; \
             {} mADD + 1 ADD + {rows} lookups = {sum} ticks",
            1u64 << (w - 1),
            rows - 2
        );
    }
}

/// The profile of every NIST curve on `auto`'s field here (see the module
/// documentation).
#[test]
#[ignore = "a measurement, not a check"]
fn profile_nist() {
    if !crate::backend::Backend::Mulx64.is_supported() {
        println!("profile_nist: SKIPPED (no BMI2/ADX: auto runs the portable fields)");
        return;
    }
    #[target_feature(enable = "bmi2,adx")]
    fn run() {
        use super::super::window::digits;
        profile::<On<P192, Fp192Mulx>>("P-192", digits(192) as u64);
        profile::<On<P224, Fp224Mulx>>("P-224", digits(224) as u64);
        profile::<On<P256, Fp256Mulx>>("P-256", digits(256) as u64);
        let p = jacobian_costs::<On<P256, Fp256Mulx>>();
        comb_widths::<On<P256, Fp256Mulx>>(p.madd, p.add);
        profile::<On<P384, Fp384Mulx>>("P-384", digits(384) as u64);
        profile::<On<P521, Fp521>>("P-521", digits(521) as u64);
    }
    // SAFETY: BMI2 and ADX are present (checked above).
    unsafe { run() };
}

/// The profile of Curve13318's window on `Fe64` (`mulx64`, where BMI2 and
/// ADX exist) and `Fe51` (`portable51`).
#[test]
#[ignore = "a measurement, not a check"]
fn profile_curve13318() {
    profile_rcb::<crate::field::fe51::Fe51>("Curve13318 on portable51");
    if !crate::backend::Backend::Mulx64.is_supported() {
        println!("Curve13318 on mulx64: SKIPPED (no BMI2/ADX)");
        return;
    }
    #[target_feature(enable = "bmi2,adx")]
    fn run() {
        profile_rcb::<crate::field::fe64::Fe64>("Curve13318 on mulx64");
    }
    // SAFETY: BMI2 and ADX are present (checked above).
    unsafe { run() };
}

/// Where an ECDSA signature and a verification on P-256 and P-384 spend
/// their time (`auto` backend): the whole operation, then its parts —
/// the message hash, RFC 6979's nonce (HMAC-DRBG), `[k] G` with the affine
/// encoding (the comb, as key generation), the signature equation (the
/// safegcd inversion modulo `n` and two products), verification's scalars
/// (one inversion modulo `n`) and its double-base multiplication.
#[test]
#[ignore = "a measurement, not a check"]
fn profile_ecdsa() {
    use crate::backend::Backend;
    use crate::ecdh::SecretKey;
    use crate::ecdsa::rfc6979::{Hash, Nonces, bits2int};
    use crate::ecdsa::{EcdsaCurve, SigningKey};
    use crate::field::Encoding;
    use crate::weierstrass::group::{Model, Scalar};
    use sha2::Digest;

    fn one<C: EcdsaCurve>() {
        let mut x = C::Bytes::ZERO;
        x.as_mut().fill(0x42);
        x.as_mut()[0] = 1; // below n on every curve (P-521: top byte 1)
        let secret = SecretKey::<C>::from_bytes(&x).expect("key");
        let key = SigningKey::<C>::from(secret.clone());
        let msg = [7u8; 32];
        let sig = key.sign(&msg);
        let vk = *key.verifying_key();
        let q = C::ORDER;
        let qlen = 8 * q.as_ref().len() - q.as_ref()[0].leading_zeros() as usize;
        let digest = C::Digest::digest(msg);
        let sign = ticks(1, || {
            black_box(key.sign(black_box(&msg)));
        });
        let hash = ticks(1, || {
            black_box(C::Digest::digest(black_box(msg)));
        });
        let mut k = C::Bytes::ZERO;
        let nonce = ticks(1, || {
            let mut n = Nonces::<C::Digest>::new(q.as_ref(), qlen, x.as_ref(), &digest, &[]);
            n.next(k.as_mut());
            black_box(&k);
        });
        k.as_mut().reverse();
        let comb = ticks(1, || {
            black_box(crate::engine::mul_base::<C::Model>(
                Backend::Auto,
                black_box(&k),
            ));
        });
        let (px, _) = crate::engine::mul_base::<C::Model>(Backend::Auto, &k);
        let mut z = C::Bytes::ZERO;
        bits2int(&digest, qlen, z.as_mut());
        z.as_mut().reverse();
        let le = secret.le_scalar();
        let equation = ticks(1, || {
            black_box(<<C::Model as Model>::Scalar as Scalar>::ecdsa_rs(
                black_box(&k),
                le,
                &px,
                &z,
            ));
        });
        let verify = ticks(1, || {
            black_box(vk.verify(black_box(&msg), &sig)).expect("valid");
        });
        let r: C::Bytes = crate::ecdh::reversed(sig.r().as_ref());
        let s: C::Bytes = crate::ecdh::reversed(sig.s().as_ref());
        let scalars = ticks(1, || {
            black_box(<<C::Model as Model>::Scalar as Scalar>::ecdsa_u(
                black_box(&r),
                &s,
                &z,
            ));
        });
        let (u1, u2) = <<C::Model as Model>::Scalar as Scalar>::ecdsa_u(&r, &s, &z);
        let pk = vk.as_public_key();
        let double_base = ticks(1, || {
            black_box(crate::engine::ecdsa_verify_vartime::<C::Model>(
                Backend::Auto,
                black_box(&u1),
                &u2,
                pk.le_coordinates(),
                &r,
            ));
        });
        println!(
            "{} ECDSA (auto): sign {sign} ticks = hash {hash} + nonce {nonce} + [k]G and encoding \
             {comb} + equation {equation} + the rest {}; verify {verify} = scalars {scalars} + \
             double-base and comparison {double_base} + the rest {}",
            C::NAME,
            sign as i64 - (hash + nonce + comb + equation) as i64,
            verify as i64 - (hash + scalars + double_base) as i64,
        );
        let _ = <C::Digest as Hash>::BLOCK;
    }
    one::<crate::curves::P256>();
    one::<crate::curves::P384>();
    one::<crate::curves::P521>();
    one::<crate::curves::Secp256k1>();
}
