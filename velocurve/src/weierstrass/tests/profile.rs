//! Where the time of a NIST shared secret goes: rdtsc ticks of the field
//! operations and the Jacobian point operations (`weierstrass/jacobian.rs`)
//! of each curve on the field `auto`
//! runs on this CPU (the `mulx` fields where BMI2 and ADX exist; P-521's
//! `Fp521` compiled with BMI2 and ADX, as the `mulx64` engine compiles
//! it), and the window's operation counts, for `docs/NIST.md`:
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

/// One curve's row: field and point operation costs, the window's counts
/// (`D` signed digits: `5 (D - 1)` doublings and `D - 1` additions in the
/// main loop, 7 doublings and 8 mixed additions for the table, `D`
/// lookups, one inversion), and the shares of the estimated total.
#[inline(always)]
fn profile<C: Curve>(name: &str, digits: u64) {
    const OPS: u64 = 2_000;
    let g = C::generator();
    let x0 = g.x;
    let y = g.y;
    let m = ticks(OPS, || {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.mul(&y);
        }
        black_box(x);
    });
    let s = ticks(OPS, || {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.square();
        }
        black_box(x);
    });
    let a = ticks(OPS, || {
        let mut x = black_box(x0);
        for _ in 0..OPS {
            x = x.add(&y);
        }
        black_box(x);
    });
    let inv = ticks(50, || {
        let mut x = black_box(x0);
        for _ in 0..50 {
            x = x.invert();
        }
        black_box(x);
    });
    let p0 = JacobianPoint::from_affine(&g).double();
    let q = JacobianPoint::from_affine(&g)
        .double()
        .double()
        .add_affine(&g);
    let dbl = ticks(OPS, || {
        let mut p = black_box(p0);
        for _ in 0..OPS {
            p = p.double();
        }
        black_box(p);
    });
    let add = ticks(OPS, || {
        let mut p = black_box(p0);
        for _ in 0..OPS {
            p = jacobian::add(&p, &q).0;
        }
        black_box(p);
    });
    let madd = ticks(OPS, || {
        let mut p = black_box(p0);
        for _ in 0..OPS {
            p = p.add_affine(&g);
        }
        black_box(p);
    });
    let t = jacobian::table(&g);
    let look = ticks(OPS, || {
        let mut acc = JacobianPoint::<C>::IDENTITY;
        for i in 0..OPS {
            let d = black_box((i % 33) as i8 - 16);
            acc = window::lookup(&t, d);
            black_box(&acc);
        }
        black_box(acc);
    });
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
        profile::<On<P384, Fp384Mulx>>("P-384", digits(384) as u64);
        profile::<On<P521, Fp521>>("P-521", digits(521) as u64);
    }
    // SAFETY: BMI2 and ADX are present (checked above).
    unsafe { run() };
}
