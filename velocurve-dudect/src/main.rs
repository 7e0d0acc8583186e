//! velocurve-dudect: the statistical timing test of dudect (Reparaz,
//! Balasch and Verbauwhede, "Dude, is my code constant time?", DATE 2017)
//! for every secret-dependent operation of velocurve on every backend this
//! CPU runs, including those valgrind cannot execute (the secret-taint
//! check, `velocurve-ct`, covers the others instruction by instruction).
//!
//! Method, per operation and implementation ([`targets`]):
//!
//! 1. Each measurement draws a class at random (a fair coin from a seeded
//!    ChaCha20 generator): class 0 gets the **fixed** secret (all zero
//!    bytes by default, an extreme input: the clamped X25519 scalar is
//!    2^254; for Ed25519 the all-zero seed; for a batch every scalar),
//!    class 1 a fresh **random** secret. The classes are
//!    interleaved in one sequence, so drift of the machine (frequency,
//!    other processes) affects both alike. The inputs of a batch of up to
//!    10,000 measurements are prepared before any of them is timed.
//!    Targets whose secret is a key object (an Ed25519 `SigningKey`) make
//!    the objects of a batch from the secrets then, untimed
//!    ([`targets::Target::with_setup`]).
//! 2. Each execution is timed with a fenced `rdtsc` (the benchmark's clock,
//!    `velocurve-bench/src/timer.rs`): ticks of the time-stamp counter.
//! 3. The first batch is discarded (warm-up); it sets the cropping
//!    thresholds. Every later measurement updates Welch's t-test uncropped,
//!    cropped at 100 quantiles, and of second order ([`ttest`]).
//! 4. The row reports the largest `|t|` among the statistics holding enough
//!    measurements, which statistic gave it, and how many measurements it
//!    holds.
//!
//! Reading `|t|`: below 4.5, no leak detected with this many measurements
//! (the TVLA and dudect threshold); 4.5 to 10, a possible leak or the
//! machine's noise (rerun, on a quieter machine, with more measurements);
//! 10 and above, what dudect calls "probably not constant time"; above 500,
//! "definitely". A leak found by the test is real only if it reproduces:
//! the test is noisy, so it is not a pass/fail in CI (CI runs a few
//! thousand measurements only to show that the program works and that its
//! leaky control is found).
//!
//! The program fails (exit status 1) only if the leaky control is measured
//! and not found (`|t| < 10`): then it could not find a leak in the library
//! either.

mod targets;
#[allow(dead_code)]
#[path = "../../velocurve-bench/src/timer.rs"]
mod timer;
mod ttest;

use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use std::hint::black_box;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;
use targets::{Kind, Target};
use ttest::{Tests, Verdict};
use velocurve::backend::Backend;

const USAGE: &str = "\
usage: velocurve-dudect [options]

  --measurements N  timed measurements per operation and implementation, after a
                    discarded first batch (default 1000000; CI smoke: 3000)
  --filter SUBSTR   only targets whose 'operation implementation' contains SUBSTR
                    (case-insensitive; may be repeated: a target matching any runs)
  --fixed zero|random
                    the fixed class's secret: all zero bytes (default), or seeded
                    random bytes
  --seed N          seed of the class coin, the random secrets and the public
                    inputs (default 1)
  --list            list the targets and exit
  --help            this text

Prints, per operation and implementation, the largest |t| of Welch's t-test
(fixed vs random secret; uncropped, cropped at 100 quantiles, second order).
|t| < 4.5: no leak detected; 4.5..10: possible leak or noise; >= 10: probably
not constant time. Exit status 1 only if the leaky control is not detected.";

/// Command-line options.
struct Options {
    measurements: usize,
    filters: Vec<String>,
    fixed_random: bool,
    seed: u64,
    list: bool,
}

fn parse(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut o = Options {
        measurements: 1_000_000,
        filters: Vec::new(),
        fixed_random: false,
        seed: 1,
        list: false,
    };
    let mut args = args.peekable();
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--measurements" => {
                o.measurements = value("--measurements")?
                    .replace('_', "")
                    .parse()
                    .map_err(|e| format!("--measurements: {e}"))?;
                if o.measurements < 100 {
                    return Err("--measurements: at least 100".into());
                }
            }
            "--filter" => o.filters.push(value("--filter")?.to_lowercase()),
            "--fixed" => {
                o.fixed_random = match value("--fixed")?.as_str() {
                    "zero" => false,
                    "random" => true,
                    v => return Err(format!("--fixed: expected zero or random, got {v:?}")),
                }
            }
            "--seed" => {
                o.seed = value("--seed")?
                    .parse()
                    .map_err(|e| format!("--seed: {e}"))?
            }
            "--list" => o.list = true,
            "--help" | "-h" => return Err(String::new()),
            _ => return Err(format!("unknown argument {a:?}")),
        }
    }
    Ok(o)
}

/// The fixed class's secret of `len` bytes.
fn fixed_secret(o: &Options, len: usize) -> Vec<u8> {
    let mut s = vec![0u8; len];
    if o.fixed_random {
        // Its own stream, so every length shares a prefix.
        ChaCha20Rng::seed_from_u64(o.seed ^ 0x66_6978_6564).fill_bytes(&mut s);
    }
    s
}

/// One row's figures.
struct Outcome {
    verdict: Verdict,
    measurements: u64,
    /// Median ticks of the fixed and the random class in the last batch.
    medians: (u64, u64),
    seconds: f64,
}

/// Measures `target` as the module documentation says.
fn measure(target: &mut Target, o: &Options, rng: &mut ChaCha20Rng) -> Outcome {
    let start = Instant::now();
    let len = target.secret_len;
    let fixed = fixed_secret(o, len);
    let batch = o.measurements.min(10_000);
    let mut classes = vec![0u8; batch];
    let mut inputs = vec![0u8; batch * len];
    let mut times = vec![0u64; batch];
    let mut tests: Option<Tests> = None;
    let mut done = 0;
    let mut sink = 0u8;
    let mut last = 0;
    while done < o.measurements {
        let n = if tests.is_some() {
            batch.min(o.measurements - done)
        } else {
            batch
        };
        for (class, input) in classes[..n].iter_mut().zip(inputs.chunks_exact_mut(len)) {
            *class = (rng.next_u32() & 1) as u8;
            if *class == 0 {
                input.copy_from_slice(&fixed);
            } else {
                rng.fill_bytes(input);
            }
        }
        target.run.prepare(&inputs[..n * len], len);
        for (i, (t, input)) in times[..n]
            .iter_mut()
            .zip(inputs.chunks_exact(len))
            .enumerate()
        {
            let t0 = timer::start();
            sink ^= target.run.run(i, black_box(input));
            let t1 = timer::stop();
            *t = t1.wrapping_sub(t0);
        }
        last = n;
        match &mut tests {
            None => tests = Some(Tests::new(&times[..n])),
            Some(tests) => {
                for (&t, &c) in times[..n].iter().zip(&classes[..n]) {
                    tests.push(t, usize::from(c));
                }
                done += n;
            }
        }
    }
    black_box(sink);
    let tests = tests.expect("at least one batch");
    let median = |class: u8| {
        let mut v: Vec<u64> = (0..last)
            .filter(|&i| classes[i] == class)
            .map(|i| times[i])
            .collect();
        v.sort_unstable();
        v.get(v.len() / 2).copied().unwrap_or(0)
    };
    // As dudect: a cropped statistic counts once it holds enough
    // measurements (10,000, or a tenth of a short run).
    let enough = (o.measurements as u64 / 10).clamp(100, 10_000);
    Outcome {
        verdict: tests.verdict(enough),
        measurements: tests.uncropped().count(),
        medians: (median(0), median(1)),
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// What `|t|` says, in dudect's words.
fn reading(t: f64) -> &'static str {
    if t < 4.5 {
        "no leak detected"
    } else if t < 10.0 {
        "possible leak or noise"
    } else if t < 500.0 {
        "LEAK: probably not constant time"
    } else {
        "LEAK: definitely not constant time"
    }
}

fn main() -> ExitCode {
    let o = match parse(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(e) if e.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("velocurve-dudect: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut rng = ChaCha20Rng::seed_from_u64(o.seed);
    let fixed32: [u8; 32] = fixed_secret(&o, 32).try_into().expect("32 bytes");
    let mut all = targets::targets(&mut rng, fixed32);
    all.retain(|t| {
        let id = t.id().to_lowercase();
        o.filters.is_empty() || o.filters.iter().any(|f| id.contains(f))
    });
    if o.list {
        for t in &all {
            println!("{}", t.id());
        }
        return ExitCode::SUCCESS;
    }
    if all.is_empty() {
        eprintln!("velocurve-dudect: no target matches the filters (--list shows them)");
        return ExitCode::from(2);
    }

    println!("velocurve-dudect: Welch's t-test, fixed vs random secret (dudect)");
    println!("cpu: {}", timer::cpu_model());
    let features: Vec<String> = timer::cpu_features()
        .into_iter()
        .map(|(f, on)| format!("{}{f}", if on { "+" } else { "-" }))
        .collect();
    println!("features: {}", features.join(" "));
    for &b in Backend::ALL {
        let state = if b.is_supported() {
            "measured"
        } else {
            "SKIPPED (this CPU lacks it)"
        };
        println!("backend {b}: {state}");
    }
    println!(
        "clock: {} ({:.2} per ns); fixed secret: {}; seed {}",
        timer::UNIT,
        timer::ticks_per_ns(std::time::Duration::from_millis(50)),
        if o.fixed_random {
            "seeded random"
        } else {
            "all zero"
        },
        o.seed
    );
    println!(
        "{} measurements per row after a discarded first batch of {}",
        o.measurements,
        o.measurements.min(10_000)
    );
    println!();
    println!(
        "{:<34} {:<22} {:>9} {:>8}  {:<22} {:>9} {:>9} {:>6}  reading",
        "operation",
        "implementation",
        "measured",
        "max |t|",
        "from (measurements)",
        "fixed",
        "random",
        "secs"
    );

    let total = Instant::now();
    let mut control_missed = false;
    for t in &mut all {
        let r = measure(t, &o, &mut rng);
        let v = r.verdict;
        let from = format!("{} ({})", v.statistic, v.count);
        let note = match t.kind {
            Kind::Library => "",
            Kind::LeakyControl if v.max_abs_t >= 10.0 => " (control: must leak: ok)",
            Kind::LeakyControl => {
                control_missed = true;
                " (control: must leak: NOT FOUND)"
            }
            Kind::ConstantTimeControl => " (control: the machine's noise)",
        };
        println!(
            "{:<34} {:<22} {:>9} {:>8.2}  {:<22} {:>9} {:>9} {:>6.1}  {}{}",
            t.op,
            t.implementation,
            r.measurements,
            v.max_abs_t,
            from,
            r.medians.0,
            r.medians.1,
            r.seconds,
            reading(v.max_abs_t),
            note
        );
        std::io::stdout().flush().ok();
    }
    println!(
        "(fixed, random: median ticks per execution of each class in the last batch; \
         from: the statistic with the largest |t| and its measurements)"
    );
    println!("total {:.0} s", total.elapsed().as_secs_f64());
    if control_missed {
        println!(
            "velocurve-dudect: FAIL: the leaky control was not detected, so a leak in the \
             library would not be either (more measurements, a quieter machine?)"
        );
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
