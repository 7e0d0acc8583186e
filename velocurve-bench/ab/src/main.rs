//! Old against new: the same public-API operations of two builds of
//! velocurve (`velocurve`, the working tree, and `base`, the commit `run.sh`
//! wrote to target/ab-base), timed interleaved in one process.
//!
//! Every round visits every (operation, backend, build) cell once in a
//! shuffled order and times one call with fenced `rdtsc`, after one untimed
//! call on another input (so the code and tables are warm); a cell's figure is
//! the median of its samples, and each row reports `new / base` two ways:
//! the ratio of the medians, and the median of the per-round ratios (both
//! builds timed in the same round, so a slow stretch of the machine cancels
//! out). Before timing, the two builds' outputs are compared on every input:
//! a row whose outputs differ is an error, not a figure.
//!
//! Options: `--samples N` (default 300), `--filter S` (rows whose name
//! contains S), `--backend B` (repeatable; default: auto and every backend
//! the CPU supports), `--base-name S` (the label of the base column).

use std::hint::black_box;

/// Fenced `rdtsc`, as the benchmark program's timer.
#[inline(always)]
fn ticks() -> u64 {
    use core::arch::x86_64::{_mm_lfence, _rdtsc};
    // SAFETY: `lfence` (SSE2) and `rdtsc` are part of x86-64's baseline.
    unsafe {
        _mm_lfence();
        let t = _rdtsc();
        _mm_lfence();
        t
    }
}

/// xorshift64*: reproducible inputs and shuffles (no secret here).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn bytes<const N: usize>(&mut self) -> [u8; N] {
        core::array::from_fn(|_| self.next() as u8)
    }
}

/// How many different inputs each operation cycles through.
const POOL: usize = 8;

/// One timed operation of one build: input index in, output bytes out.
type Op = Box<dyn FnMut(usize) -> Vec<u8>>;

/// One row: an operation on one backend, with its two builds.
struct Row {
    name: String,
    /// Calls per timed sample (batches time the whole batch and divide).
    per: u64,
    new: Op,
    base: Op,
}

/// The operations of one build, as closures over inputs made from `seed`,
/// for backend `$b` (a `Backend` of the crate `$vc`).
macro_rules! rows_of {
    ($vc:ident, $b:expr, $seed:expr) => {{
        use $vc::backend::Backend;
        let b: Backend = $b;
        let mut rng = Rng($seed);
        let mut ops: Vec<(&'static str, u64, Op)> = Vec::new();

        let xs: Vec<[u8; 32]> = (0..POOL).map(|_| rng.bytes()).collect();
        let us: Vec<[u8; 32]> = xs.iter().map(|k| $vc::x25519::x25519_base(k)).collect();
        let (k, u) = (xs.clone(), us.clone());
        ops.push(("x25519/shared", 1, Box::new(move |i| {
            $vc::x25519::x25519_with_backend(b, &k[i], &u[(i + 1) % POOL]).unwrap().to_vec()
        })));
        let k = xs.clone();
        ops.push(("x25519/keygen", 1, Box::new(move |i| {
            $vc::x25519::x25519_base_with_backend(b, &k[i]).unwrap().to_vec()
        })));
        let ks: Vec<[u8; 32]> = (0..64).map(|j| xs[j % POOL]).collect();
        let ps: Vec<[u8; 32]> = (0..64).map(|j| us[(j + 3) % POOL]).collect();
        ops.push(("x25519/batch64", 64, Box::new(move |i| {
            let mut out = vec![[0u8; 32]; 64];
            let mut k = ks.clone();
            k[0] = xs[i];
            $vc::x25519::x25519_batch_with_backend(b, &k, &ps, &mut out).unwrap();
            out.concat()
        })));

        let seeds: Vec<[u8; 32]> = (0..POOL).map(|_| rng.bytes()).collect();
        let sks: Vec<_> = seeds
            .iter()
            .map(|s| $vc::ed25519::SigningKey::from_seed_with_backend(b, s).unwrap())
            .collect();
        let msgs: Vec<[u8; 64]> = (0..POOL).map(|_| rng.bytes()).collect();
        let sigs: Vec<_> = (0..POOL).map(|i| sks[i].sign(&msgs[i])).collect();
        let vks: Vec<_> = sks.iter().map(|s| s.verifying_key()).collect();
        let s2 = seeds.clone();
        ops.push(("ed25519/keygen", 1, Box::new(move |i| {
            $vc::ed25519::SigningKey::from_seed_with_backend(b, &s2[i])
                .unwrap()
                .verifying_key()
                .to_bytes()
                .to_vec()
        })));
        let (sk2, m2) = (sks.clone(), msgs.clone());
        ops.push(("ed25519/sign", 1, Box::new(move |i| sk2[i].sign(&m2[i]).to_bytes().to_vec())));
        let (vk2, m2, sg2) = (vks.clone(), msgs.clone(), sigs.clone());
        ops.push(("ed25519/verify", 1, Box::new(move |i| {
            vec![vk2[i].verify(&m2[i], &sg2[i]).is_ok() as u8]
        })));
        let bm: Vec<[u8; 64]> = (0..64).map(|j| msgs[j % POOL]).collect();
        let bs: Vec<_> = (0..64).map(|j| sigs[j % POOL]).collect();
        let bk: Vec<_> = (0..64).map(|j| vks[j % POOL]).collect();
        ops.push(("ed25519/batch64", 64, Box::new(move |_| {
            let m: Vec<&[u8]> = bm.iter().map(|m| &m[..]).collect();
            vec![$vc::ed25519::verify_batch_with_backend(b, &m, &bs, &bk).is_ok() as u8]
        })));

        rows_of!(@ecdh $vc, b, rng, ops, curve13318, "curve13318");
        rows_of!(@ecdh $vc, b, rng, ops, p192, "p192");
        rows_of!(@ecdh $vc, b, rng, ops, p224, "p224");
        rows_of!(@ecdh $vc, b, rng, ops, p256, "p256");
        rows_of!(@ecdh $vc, b, rng, ops, p384, "p384");
        rows_of!(@ecdh $vc, b, rng, ops, p521, "p521");
        rows_of!(@ecdh $vc, b, rng, ops, secp256k1, "secp256k1");
        rows_of!(@ecdsa $vc, b, rng, ops, p192, P192, "p192");
        rows_of!(@ecdsa $vc, b, rng, ops, p224, P224, "p224");
        rows_of!(@ecdsa $vc, b, rng, ops, p256, P256, "p256");
        rows_of!(@ecdsa $vc, b, rng, ops, p384, P384, "p384");
        rows_of!(@ecdsa $vc, b, rng, ops, p521, P521, "p521");
        rows_of!(@ecdsa $vc, b, rng, ops, secp256k1, Secp256k1, "secp256k1");
        ops
    }};
    (@ecdsa $vc:ident, $b:ident, $rng:ident, $ops:ident, $m:ident, $c:ident, $name:literal) => {{
        let keys: Vec<$vc::ecdsa::SigningKey<$vc::ecdh::$c>> = (0..POOL)
            .map(|_| loop {
                let mut s = [0u8; $vc::$m::SECRET_KEY_BYTES];
                for x in s.iter_mut() {
                    *x = $rng.next() as u8;
                }
                s[0] &= 0x7f;
                if let Ok(k) = $vc::ecdsa::SigningKey::from_bytes(&s) {
                    break k.with_backend($b).unwrap();
                }
            })
            .collect();
        let msgs: Vec<[u8; 32]> = (0..POOL).map(|_| $rng.bytes()).collect();
        let sigs: Vec<_> = keys.iter().zip(&msgs).map(|(k, m)| k.sign(m)).collect();
        let vks: Vec<_> = keys.iter().map(|k| *k.verifying_key()).collect();
        let m2 = msgs.clone();
        $ops.push((concat!($name, "/ecdsa-sign"), 1, Box::new(move |i| {
            keys[i].sign(&m2[i]).to_bytes().as_ref().to_vec()
        })));
        $ops.push((concat!($name, "/ecdsa-verify"), 1, Box::new(move |i| {
            vec![vks[i].verify(&msgs[i], &sigs[i]).is_ok() as u8]
        })));
    }};
    (@ecdh $vc:ident, $b:ident, $rng:ident, $ops:ident, $m:ident, $name:literal) => {{
        let sks: Vec<_> = (0..POOL)
            .map(|_| loop {
                let mut s = [0u8; $vc::$m::SECRET_KEY_BYTES];
                for x in s.iter_mut() {
                    *x = $rng.next() as u8;
                }
                s[0] &= 0x7f; // below n for every curve but the smallest tries
                if let Ok(k) = $vc::$m::SecretKey::from_bytes(&s) {
                    break k.with_backend($b).unwrap();
                }
            })
            .collect();
        let pks: Vec<_> = sks.iter().map(|k| k.public_key()).collect();
        let (s2, p2) = (sks.clone(), pks.clone());
        $ops.push((concat!($name, "/shared"), 1, Box::new(move |i| {
            s2[i].diffie_hellman(&p2[(i + 1) % POOL]).unwrap().as_bytes().to_vec()
        })));
        $ops.push((concat!($name, "/keygen"), 1, Box::new(move |i| {
            sks[i].public_key().to_uncompressed().to_vec()
        })));
    }};
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn main() {
    let mut samples = 300usize;
    let mut filter = String::new();
    let mut backends: Vec<String> = Vec::new();
    let mut base_name = String::from("base");
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--samples" => samples = val().parse().expect("--samples N"),
            "--filter" => filter = val(),
            "--backend" => backends.push(val()),
            "--base-name" => base_name = val(),
            _ => panic!("unknown option {a} (see the module documentation)"),
        }
    }
    if backends.is_empty() {
        backends.push("auto".into());
        backends.extend(velocurve::backend::Backend::supported().map(|b| b.name().to_string()));
    }

    let mut rows: Vec<Row> = Vec::new();
    for name in &backends {
        let nb: velocurve::backend::Backend = name.parse().expect("backend name");
        let bb: base::backend::Backend = name.parse().expect("backend name (base)");
        if !nb.is_supported() || !bb.is_supported() {
            println!("{name}: not supported here, skipped");
            continue;
        }
        let seed = 0x9e37_79b9_7f4a_7c15;
        let new = rows_of!(velocurve, nb, seed);
        let base = rows_of!(base, bb, seed);
        for ((n, per, f), (_, _, g)) in new.into_iter().zip(base) {
            let row = format!("{n} [{name}]");
            if row.contains(&filter) {
                rows.push(Row {
                    name: row,
                    per,
                    new: f,
                    base: g,
                });
            }
        }
    }

    // The two builds must agree on every input before anything is timed.
    for r in rows.iter_mut() {
        for i in 0..POOL {
            assert_eq!(
                (r.new)(i),
                (r.base)(i),
                "{}: outputs differ on input {i}",
                r.name
            );
        }
    }

    let cells = rows.len() * 2;
    let mut t: Vec<Vec<f64>> = vec![Vec::with_capacity(samples); cells];
    let mut rng = Rng(0x5eed);
    let mut order: Vec<usize> = (0..cells).collect();
    for round in 0..samples + 20 {
        for j in (1..cells).rev() {
            order.swap(j, (rng.next() % (j as u64 + 1)) as usize);
        }
        for &c in &order {
            let r = &mut rows[c / 2];
            let i = round % POOL;
            let f = if c % 2 == 0 { &mut r.new } else { &mut r.base };
            // One untimed call on another input first (as the benchmark
            // program's warm call): the timed call finds its code and
            // tables in the caches, not the previous cell's.
            black_box(f(black_box((i + POOL / 2) % POOL)));
            let t0 = ticks();
            let out = f(black_box(i));
            let t1 = ticks();
            black_box(out);
            if round >= 20 {
                t[c].push((t1 - t0) as f64 / r.per as f64);
            }
        }
    }

    println!(
        "{} samples per cell, interleaved; median rdtsc ticks per operation (batches: per key); ratio = new / {base_name}",
        samples
    );
    println!(
        "{:<28} {:>12} {:>12} {:>9} {:>11}",
        "operation [backend]", "new", base_name, "ratio", "paired"
    );
    for (k, r) in rows.iter().enumerate() {
        let (n, b) = (&t[2 * k], &t[2 * k + 1]);
        let mut pr: Vec<f64> = n.iter().zip(b).map(|(x, y)| x / y).collect();
        let (mn, mb) = (median(&mut n.clone()), median(&mut b.clone()));
        println!(
            "{:<28} {:>12.0} {:>12.0} {:>9.3} {:>11.3}",
            r.name,
            mn,
            mb,
            mn / mb,
            median(&mut pr)
        );
    }
}
