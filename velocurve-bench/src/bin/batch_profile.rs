//! `batch_profile`: where the time of Ed25519 batch verification goes, per
//! signature, for each batch size of the benchmark rows: the whole call
//! (with and without decoding the public keys), the SHA-512 challenges,
//! the decoding of `R` (interleaved and one by one), and the multi-scalar
//! multiplication by Straus and by Pippenger at each window.
//!
//! ```sh
//! cargo run --release -p velocurve-bench --bin batch_profile [-- BACKEND [N,N,... [loop]]]
//! ```
//!
//! (`loop`: only the whole call, repeatedly, for `perf record`.)
//!
//! Median rdtsc ticks over 21 runs (each a whole batch), divided by `n`.

use velocurve::__bench::ed25519_batch::{
    Msm, decode_and_msm, decode_interleaved, decode_one_by_one,
};
use velocurve::backend::Backend;
use velocurve::ed25519::sha2::{Digest, Sha512};
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey, verify_batch_with_backend};

#[cfg(target_arch = "x86_64")]
fn ticks() -> u64 {
    // SAFETY: rdtsc exists on every x86-64 CPU.
    unsafe { core::arch::x86_64::_rdtsc() }
}

#[cfg(not(target_arch = "x86_64"))]
fn ticks() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Median ticks of `f` over 21 runs, per item of `n`.
fn per(n: usize, mut f: impl FnMut() -> u64) -> u64 {
    let mut sink = 0u64;
    let mut t: Vec<u64> = (0..21)
        .map(|_| {
            let a = ticks();
            sink = sink.wrapping_add(f());
            ticks() - a
        })
        .collect();
    std::hint::black_box(sink);
    t.sort_unstable();
    t[t.len() / 2] / n as u64
}

fn main() {
    let backend = std::env::args()
        .nth(1)
        .and_then(|a| a.parse::<Backend>().ok())
        .unwrap_or(Backend::Auto);
    println!("batch_profile on {backend}: median rdtsc ticks per signature");
    let mut state = 0x1234_5678_9abc_def0u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    println!(
        "{:>6} {:>9} {:>9} {:>8} {:>8} {:>8} {:>9} {:>9} {:>9} {:>8} {:>11} {:>28} {:>28}",
        "n",
        "batch",
        "+keydecB",
        "keydec",
        "keydecB",
        "sha512",
        "decR x4",
        "decR x16",
        "decR 1x1",
        "straus",
        "straus ifma",
        "pippenger c=5..10",
        "pip. ifma c=4..9"
    );
    let sizes: Vec<usize> = match std::env::args().nth(2) {
        Some(list) => list.split(',').filter_map(|x| x.parse().ok()).collect(),
        None => vec![4, 16, 64, 256, 1024],
    };
    for n in sizes {
        let sks: Vec<SigningKey> = (0..n)
            .map(|_| {
                let mut seed = [0u8; 32];
                for c in seed.chunks_mut(8) {
                    c.copy_from_slice(&next().to_le_bytes());
                }
                SigningKey::from_seed(&seed)
            })
            .collect();
        let msgs: Vec<Vec<u8>> = (0..n).map(|i| vec![i as u8; 64]).collect();
        let m: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
        let sigs: Vec<Signature> = sks.iter().zip(&msgs).map(|(k, m)| k.sign(m)).collect();
        let keys: Vec<VerifyingKey> = sks.iter().map(|k| k.verifying_key()).collect();
        let pk: Vec<[u8; 32]> = keys.iter().map(|k| k.to_bytes()).collect();
        let rs: Vec<[u8; 32]> = sigs.iter().map(|s| *s.r_bytes()).collect();
        if std::env::args().nth(3).as_deref() == Some("loop") {
            // For `perf record`: only the whole call, keys decoded in it.
            for _ in 0..20_000_000 / (n * 20) {
                let k: Vec<VerifyingKey> =
                    VerifyingKey::from_bytes_batch_with_backend(backend, &pk)
                        .into_iter()
                        .map(|k| k.unwrap())
                        .collect();
                assert!(verify_batch_with_backend(backend, &m, &sigs, &k).is_ok());
            }
            continue;
        }
        let batch = per(n, || {
            verify_batch_with_backend(backend, &m, &sigs, &keys).is_ok() as u64
        });
        let with_keys = per(n, || {
            let k: Vec<VerifyingKey> = VerifyingKey::from_bytes_batch_with_backend(backend, &pk)
                .into_iter()
                .map(|k| k.unwrap())
                .collect();
            verify_batch_with_backend(backend, &m, &sigs, &k).is_ok() as u64
        });
        let keydec = per(n, || {
            pk.iter()
                .filter(|p| VerifyingKey::from_bytes_with_backend(backend, p).is_ok())
                .count() as u64
        });
        let keydec_batch = per(n, || {
            VerifyingKey::from_bytes_batch_with_backend(backend, &pk)
                .iter()
                .filter(|k| k.is_ok())
                .count() as u64
        });
        let sha = per(n, || {
            let mut acc = 0u64;
            for i in 0..n {
                let mut h = Sha512::new();
                h.update(rs[i]);
                h.update(pk[i]);
                h.update(m[i]);
                acc += h.finalize()[0] as u64;
            }
            acc
        });
        let dec4 = per(n, || decode_interleaved(backend, &rs, false) as u64);
        let dec16 = per(n, || decode_interleaved(backend, &rs, true) as u64);
        let dec1 = per(n, || decode_one_by_one(backend, &rs) as u64);
        // The MSM's inputs: R_i and A_i, 128-bit and 253-bit scalars.
        let enc: Vec<[u8; 32]> = rs.iter().chain(pk.iter()).copied().collect();
        let scalars: Vec<[u64; 4]> = (0..2 * n)
            .map(|i| {
                let mut s = [next(), next(), next(), next() >> 4];
                if i < n {
                    s[2] = 0;
                    s[3] = 0;
                }
                s
            })
            .collect();
        let base = [next(), next(), next(), next() >> 4];
        let dec_pts = per(n, || decode_one_by_one(backend, &enc) as u64);
        // Ticks of one MSM (the decoding subtracted); 0 if the CPU cannot
        // run it.
        let msm = |m: Msm| {
            per(n, || {
                decode_and_msm(backend, m, &enc, &scalars, &base).map_or(0, u64::from)
            })
            .saturating_sub(dec_pts)
        };
        let straus = msm(Msm::Straus);
        let straus_ifma = msm(Msm::StrausIfma);
        let pip: Vec<String> = (5..=10)
            .map(|c| msm(Msm::Pippenger(c)).to_string())
            .collect();
        let lanes: Vec<String> = (4..=9)
            .map(|c| msm(Msm::PippengerIfma(c)).to_string())
            .collect();
        println!(
            "{n:>6} {batch:>9} {with_keys:>9} {keydec:>8} {keydec_batch:>8} {sha:>8} {dec4:>9} {dec16:>9} {dec1:>9} {straus:>8} {straus_ifma:>11} {:>28} {:>28}",
            pip.join(" "),
            lanes.join(" ")
        );
    }
}
