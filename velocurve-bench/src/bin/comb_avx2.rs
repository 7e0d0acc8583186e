//! `comb_avx2`: median rdtsc ticks of one fixed-base `[k]B` on the AVX2
//! four-lane comb (`edwards::comb::avx2`), the scalar comb on mulx64 (AVX2
//! table scan) and the IFMA eight-lane comb, interleaved (one of each per
//! round, random scalars), with and without the final inversion
//! (`velocurve::__bench::kernels::fixed_base_comb`). Its past figures are
//! in `docs/PERFORMANCE-HISTORY.md` ("The AVX2 comb").
//!
//! ```sh
//! cargo run --release -p velocurve-bench --bin comb_avx2 [runs] [repeats]
//! ```

use velocurve::__bench::kernels::{BaseComb, fixed_base_comb};

#[cfg(target_arch = "x86_64")]
fn ticks() -> u64 {
    // SAFETY: rdtsc is available on every x86-64 CPU.
    unsafe { core::arch::x86_64::_rdtsc() }
}

#[cfg(not(target_arch = "x86_64"))]
fn ticks() -> u64 {
    0
}

/// xorshift64* (a fixed seed: the same scalars every run).
fn next(s: &mut u64) -> u64 {
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    s.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

fn median(v: &mut [u64]) -> u64 {
    v.sort_unstable();
    v[v.len() / 2]
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("a number"))
        .collect();
    let runs = args.first().copied().unwrap_or(2_000) as usize;
    let repeats = args.get(1).copied().unwrap_or(5);
    let combs = [
        ("mulx64 scalar comb", BaseComb::Mulx64),
        ("avx2 four-lane comb", BaseComb::Avx2),
        ("ifma eight-lane comb", BaseComb::Ifma),
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut sink = 0u8;
    let mut k = [0u8; 32];
    // Agreement check and warm-up.
    for _ in 0..200 {
        for c in k.chunks_mut(8) {
            c.copy_from_slice(&next(&mut seed).to_le_bytes());
        }
        k[31] &= 0x7f;
        let want = fixed_base_comb(BaseComb::Mulx64, &k, true);
        for &(name, comb) in &combs {
            let got = fixed_base_comb(comb, &k, true);
            assert!(got.is_none() || got == want, "{name} disagrees");
        }
    }
    for invert in [true, false] {
        println!(
            "== [k]B {} ({runs} interleaved runs, median ticks)",
            if invert {
                "with the inversion (u coordinate)"
            } else {
                "without the inversion (projective)"
            }
        );
        for rep in 0..repeats {
            let mut t: Vec<Vec<u64>> = vec![Vec::with_capacity(runs); combs.len()];
            for _ in 0..runs {
                for c in k.chunks_mut(8) {
                    c.copy_from_slice(&next(&mut seed).to_le_bytes());
                }
                k[31] &= 0x7f;
                for (i, &(_, comb)) in combs.iter().enumerate() {
                    let t0 = ticks();
                    let r = fixed_base_comb(comb, std::hint::black_box(&k), invert);
                    let t1 = ticks();
                    sink ^= r.map_or(0, |r| r[0]);
                    t[i].push(t1 - t0);
                }
            }
            let m: Vec<u64> = t.iter_mut().map(|v| median(v)).collect();
            let mut line = format!("run {rep}:");
            for (i, &(name, comb)) in combs.iter().enumerate() {
                if fixed_base_comb(comb, &k, invert).is_none() {
                    line += &format!("  {name}: unsupported");
                } else {
                    line += &format!(
                        "  {name}: {} ({:.2}x mulx64)",
                        m[i],
                        m[i] as f64 / m[0] as f64
                    );
                }
            }
            println!("{line}");
        }
    }
    std::hint::black_box(sink);
}
