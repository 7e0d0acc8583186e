//! `batch_hybrid`: X25519 batches of 64 on the four-lane AVX2 kernel with
//! `s` = 0, 1, 2, 3 `mulx64` ladders run beside each group of four lanes
//! (`montgomery::batch4::ladders4_plus`), against the `mulx64` batch and
//! the forced `avx2` backend's (one ladder per key, `mulx64`'s Fe64 ladder
//! or the two-point AVX2 ladder, and one shared inversion).
//!
//! ```sh
//! cargo run --release -p velocurve-bench --bin batch_hybrid [rounds]
//! ```
//!
//! Each round times every variant on the same 64 random keys, in rotating
//! order, 41 times; it prints the 1/8 quantile of the rdtsc ticks per key
//! (low, so that other processes on the machine weigh less) and the ratio
//! to `mulx64`. Every result is checked against `mulx64`'s.

#[cfg(target_arch = "x86_64")]
#[allow(
    dead_code,
    reason = "the benchmark's generator; this program uses part of it"
)]
#[path = "../rng.rs"]
mod rng;

#[cfg(target_arch = "x86_64")]
fn main() {
    use core::arch::x86_64::_rdtsc;
    use std::hint::black_box;
    use velocurve::backend::Backend;
    use velocurve::x25519::x25519_batch_with_backend;

    const N: usize = 64;
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    if !velocurve::__bench::x25519_batch_hybrid(0, &[], &[], &mut []) {
        println!("batch_hybrid: SKIPPED (CPU lacks AVX2, BMI2 or ADX)");
        return;
    }
    let mut rng = rng::Rng::new(1, "batch_hybrid");
    let mut bytes = move || rng.bytes32();
    let names = ["mulx64", "avx2", "s=0", "s=1", "s=2", "s=3"];
    let run = |v: usize, k: &[[u8; 32]], u: &[[u8; 32]], o: &mut [[u8; 32]]| match v {
        0 => x25519_batch_with_backend(Backend::Mulx64, k, u, o).expect("mulx64"),
        1 => x25519_batch_with_backend(Backend::Avx2, k, u, o).expect("avx2"),
        _ => assert!(velocurve::__bench::x25519_batch_hybrid(v - 2, k, u, o)),
    };
    for round in 0..rounds {
        let k: Vec<[u8; 32]> = (0..N).map(|_| bytes()).collect();
        let u: Vec<[u8; 32]> = (0..N).map(|_| bytes()).collect();
        let mut want = vec![[0u8; 32]; N];
        run(0, &k, &u, &mut want);
        let mut t = vec![Vec::new(); names.len()];
        for i in 0..41 {
            for r in 0..names.len() {
                let v = (i + r) % names.len();
                let mut o = vec![[0u8; 32]; N];
                // SAFETY: rdtsc exists on every x86-64 CPU.
                let t0 = unsafe { _rdtsc() };
                run(v, black_box(&k), black_box(&u), &mut o);
                // SAFETY: as above.
                let t1 = unsafe { _rdtsc() };
                t[v].push((t1 - t0) / N as u64);
                assert_eq!(o, want, "{} differs from mulx64", names[v]);
            }
        }
        let med: Vec<u64> = t
            .iter_mut()
            .map(|v| {
                v.sort_unstable();
                v[v.len() / 8]
            })
            .collect();
        print!("round {round}:");
        for (j, name) in names.iter().enumerate() {
            print!(" {name} {} ({:.2});", med[j], med[j] as f64 / med[0] as f64);
        }
        println!();
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn main() {
    println!("batch_hybrid: SKIPPED (not x86-64)");
}
