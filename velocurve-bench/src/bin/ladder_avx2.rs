//! `ladder_avx2`: the single X25519 ladder on AVX2 (`montgomery::avx2`,
//! four lanes, radix 2^25.5; `velocurve::__bench::kernels::x25519_avx2`)
//! against the mulx64, ifma and portable51 backends (portable51: what a CPU
//! with AVX2 but without ADX, Haswell, runs today).
//!
//! ```sh
//! cargo run --release -p velocurve-bench --bin ladder_avx2 [rounds]
//! ```
//!
//! Each round draws 2,000 random (scalar, u) pairs and times every
//! function on each pair in turn (the order rotates per pair), so load
//! from other processes falls on all of them alike; it prints the median
//! `rdtsc` ticks per call and the ratio to mulx64. Every result is checked
//! against mulx64's.

#[cfg(target_arch = "x86_64")]
#[allow(
    dead_code,
    reason = "the benchmark's generator; this program uses part of it"
)]
#[path = "../rng.rs"]
mod rng;

#[cfg(target_arch = "x86_64")]
fn main() {
    use core::arch::x86_64::{_mm_lfence, _rdtsc};
    use std::hint::black_box;
    use velocurve::backend::Backend;
    use velocurve::x25519::x25519_with_backend;

    const N: usize = 2000;
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);

    let avx2 = |k: &[u8; 32], u: &[u8; 32]| velocurve::__bench::kernels::x25519_avx2(k, u);
    let mulx = |k: &[u8; 32], u: &[u8; 32]| x25519_with_backend(Backend::Mulx64, k, u).ok();
    let ifma = |k: &[u8; 32], u: &[u8; 32]| x25519_with_backend(Backend::Ifma, k, u).ok();
    let p51 = |k: &[u8; 32], u: &[u8; 32]| x25519_with_backend(Backend::Portable51, k, u).ok();
    type F<'a> = &'a dyn Fn(&[u8; 32], &[u8; 32]) -> Option<[u8; 32]>;
    let all: [(&str, F); 4] = [
        ("avx2", &avx2),
        ("mulx64", &mulx),
        ("ifma", &ifma),
        ("portable51", &p51),
    ];
    let fns: Vec<(&str, F)> = all
        .into_iter()
        .filter(|(_, f)| f(&[1; 32], &[9; 32]).is_some())
        .collect();
    if !fns.iter().any(|(n, _)| *n == "avx2") {
        println!("ladder_avx2: SKIPPED (CPU lacks AVX2)");
        return;
    }

    let mut rng = rng::Rng::new(1, "ladder_avx2");
    let mut bytes = move || rng.bytes32();

    // Warm-up (about 300 ms) so the core clock has ramped up.
    let start = std::time::Instant::now();
    while start.elapsed().as_millis() < 300 {
        for (_, f) in &fns {
            black_box(f(black_box(&[3; 32]), black_box(&[9; 32])));
        }
    }

    let mulx_ix = fns.iter().position(|(n, _)| *n == "mulx64");
    for round in 0..rounds {
        let mut t: Vec<Vec<u64>> = vec![Vec::with_capacity(N); fns.len()];
        for i in 0..N {
            let (k, u) = (bytes(), bytes());
            let mut out = vec![[0u8; 32]; fns.len()];
            for r in 0..fns.len() {
                let j = (i + r) % fns.len();
                let f = fns[j].1;
                // SAFETY (of the intrinsics): x86-64 has rdtsc and lfence.
                let t0 = unsafe {
                    _mm_lfence();
                    let t = _rdtsc();
                    _mm_lfence();
                    t
                };
                let o = black_box(f(black_box(&k), black_box(&u)));
                let t1 = unsafe {
                    _mm_lfence();
                    _rdtsc()
                };
                t[j].push(t1 - t0);
                out[j] = o.expect("supported");
            }
            for o in &out {
                assert_eq!(*o, out[0], "results differ for k {k:02x?} u {u:02x?}");
            }
        }
        let med: Vec<u64> = t
            .iter_mut()
            .map(|v| {
                v.sort_unstable();
                v[v.len() / 2]
            })
            .collect();
        print!("round {round}:");
        for (j, (name, _)) in fns.iter().enumerate() {
            print!(" {name} {}", med[j]);
            if let Some(m) = mulx_ix {
                print!(" ({:.2}x mulx64)", med[j] as f64 / med[m] as f64);
            }
            print!(";");
        }
        println!();
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn main() {
    println!("ladder_avx2: SKIPPED (not x86-64)");
}
