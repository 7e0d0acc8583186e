//! `velocurve-bench`: median cost per operation of velocurve — its automatic
//! backend choice and each backend forced — next to peer libraries, all
//! measured in the same run.
//!
//! Method:
//!
//! * **Clock.** `rdtsc`, fenced with `lfence` at the start and
//!   `rdtscp; lfence` at the end. The time-stamp counter ticks at a fixed
//!   rate whatever the core clock does, so results are *rdtsc ticks*, not
//!   core cycles (they match cycles only when the core runs at the TSC
//!   rate). The cost of an empty timed region is reported, not subtracted.
//! * **Interleaving.** Each sample round visits every (operation,
//!   implementation) cell once, so frequency drift and background noise
//!   hit all columns alike, in a fresh random order every round: a
//!   permutation drawn (Fisher–Yates) from a generator seeded by `--seed`,
//!   so a run's order is reproducible. The order used to be round-robin,
//!   starting one cell further along each round; every cell then always
//!   followed the same neighbour, and a column's place biased its figure
//!   (`velocurve auto` up to 17 % slower than the forced `mulx64` column
//!   running the same code; reversing the columns reversed the gap). With
//!   a random order each cell's predecessor is any cell, alike for all.
//!   Untimed warm-up rounds run first for at least a second (300 ms with
//!   `--quick`) so the core clock has ramped up. By default each timed
//!   call is preceded by one untimed call of the same implementation, so
//!   it runs with its own code and tables in cache, not the previous
//!   cell's (`--cold` turns that off). A row whose call costs more than
//!   a million ticks (a large batch) is visited only every few rounds
//!   (the stride), so that it does not dominate the run.
//! * **Self-check.** `velocurve auto` and the forced backend it picks run
//!   the same code, so their medians must agree; after the table the
//!   program prints, per row, auto / forced with a 95 % interval from a
//!   paired block bootstrap over the rounds: `agree` when the interval is
//!   within 1 ± 1 % (the resolution of the table's ratios), `differ` when
//!   it is outside, `unresolved` otherwise (method in `agreement.rs`; the
//!   same in the JSON, as each row's `auto_vs_forced`). A `differ` means
//!   the harness (or the machine) cannot resolve gaps of that size in this
//!   run.
//! * **Inputs.** Each implementation cycles through a pool of 64 inputs
//!   (secret scalars, peer public keys, field elements) drawn from a seeded
//!   generator, the same for every implementation and every run. ring's keys
//!   cannot be imported, so ring uses its own key generation, outside the
//!   timed region.
//! * **Results.** Every output is passed through `black_box` and folded into
//!   a checksum that is printed, so nothing can be optimised away (it is a
//!   sink, not a fingerprint: ring's random keys and the time-based warm-up
//!   change it from run to run). A cell is
//!   the median over the samples; min, p10 and p90 go to the JSON file.
//!   Field rows time a dependent chain of operations (decode and encode
//!   once) and divide by its length: they are per-operation *latency*.
//! * **Correctness first.** Before any timing every implementation is
//!   checked against an independent reference: X25519 against x25519-dalek
//!   (itself checked against RFC 7748), ring by Diffie–Hellman symmetry with
//!   it, field operations against a naive big-integer implementation
//!   (the NIST and secp256k1 fields against num-bigint's `modpow`),
//!   Curve13318 against a naive double-and-add on that field (itself
//!   checked: `G` on the curve, `[n] G = 0`, `[n - 1] G = -G`), the NIST
//!   curves against OpenSSL (itself checked against NIST CAVP ECC CDH
//!   `COUNT = 0` of each curve, secp256k1 against Wycheproof's first
//!   case; ring by symmetry with it). Any failure is reported and the
//!   program exits with status 1.
//! * **Cost of cofactor 1.** Curve13318 (prime order) key generation and
//!   shared secret sit next to X25519's; after the table the program
//!   prints Curve13318 / X25519 by median for each velocurve column of the
//!   same run (Schwabe–Sprenkels' Table 1), also in the JSON as each
//!   Curve13318 row's `cost_of_cofactor_1`. No peer crate implements
//!   Curve13318; the shared-secret row has an optional column,
//!   `curve13318-haswell`, Schwabe and Sprenkels' own AVX2 research code,
//!   where its library has been built
//!   (`velocurve-bench/peers/curve13318-haswell.sh`) and the CPU runs it:
//!   loaded at run time, never part of this repository
//!   (`curve13318_haswell.rs`).
//!
//! * **NIST curves and secp256k1.** Key generation and shared secrets on
//!   P-256, P-384, P-521, P-224, P-192 and secp256k1 beside ring,
//!   aws-lc-rs, OpenSSL (shared secrets twice: through EVP, column
//!   `OpenSSL`, and through its EC layer, `OpenSSL EC`; key generation
//!   through the EC layer) and RustCrypto's `p192` … `p521` and `k256`,
//!   where each has the curve, and the
//!   batch forms per key (`pNNN/batch64`: `diffie_hellman_batch`,
//!   `pNNN/keygen-batch64`: `public_key_batch`, 64 keys a call) beside
//!   the peers' single operation (`nist_rows.rs`); each curve's field
//!   multiplication and squaring on every backend, as the GF(2^255 - 19)
//!   field rows (`pNNN/field-mul`, `pNNN/field-square`,
//!   `nist_field_rows.rs`).
//! * **ECDSA.** Signing and verification of a 32-byte message on the same
//!   six curves (`pNNN/sign`, `pNNN/verify`, `ecdsa_rows.rs`) beside
//!   ring, aws-lc-rs, OpenSSL, RustCrypto and libsecp256k1 where each has
//!   the curve, every signature checked against OpenSSL first.
//!
//! Rows are defined in `rows.rs` (and `ed25519_rows.rs`, `nist_rows.rs`,
//! `nist_field_rows.rs`, `ecdsa_rows.rs`); adding one is adding a function
//! there.

mod agreement;
mod curve13318_haswell;
mod ecdsa_rows;
mod ed25519_rows;
mod harness;
mod nist_field_rows;
mod nist_rows;
mod reference;
mod render;
mod report;
mod rng;
mod rows;
mod timer;

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime};
use velocurve::backend::{Backend, CpuFamily, Operation};

const USAGE: &str = "\
usage: velocurve-bench [options]
       velocurve-bench render [--check] [--json PATH]... [--update] FILE...
                   (the docs' speed tables from result files: render --help)

With cargo, options follow `--`: cargo run --release -p velocurve-bench -- --quick

  --quick          few samples (CI smoke test; a few seconds)
  --samples N      timed samples per implementation (default 10000, quick 300)
  --filter SUBSTR  only rows whose id or title contains SUBSTR (case-insensitive;
                   may be repeated: a row matching any is kept)
  --json PATH      where to write the JSON results (default bench-results/latest.json)
  --svg PATH       where to write the SVG chart (default bench-results/latest.svg)
  --seed N         seed of the inputs and of the visiting order (default 1)
  --cold           no untimed warm-up call before each timed call
  --list           list the rows and exit
  -h, --help       this text and the rows";

/// The rows' ids and titles, one a line (`--list`, `--help`), from the
/// row definitions themselves.
fn row_list(rows: &[harness::Row], indent: &str) -> String {
    let w = rows.iter().map(|r| r.id.len()).max().unwrap_or(0);
    rows.iter()
        .map(|r| format!("{indent}{:<w$}  {}\n", r.id, r.title))
        .collect()
}

struct Args {
    quick: bool,
    samples: Option<usize>,
    filters: Vec<String>,
    json: PathBuf,
    svg: PathBuf,
    seed: u64,
    cold: bool,
    list: bool,
    help: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        quick: false,
        samples: None,
        filters: Vec::new(),
        json: PathBuf::from("bench-results/latest.json"),
        svg: PathBuf::from("bench-results/latest.svg"),
        seed: 1,
        cold: false,
        list: false,
        help: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        // Accept both `--opt value` and `--opt=value`.
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag.as_str() {
            "--quick" => a.quick = true,
            "--cold" => a.cold = true,
            "--list" => a.list = true,
            "--samples" => {
                let v = value("--samples")?;
                let n: usize = v
                    .parse()
                    .map_err(|_| format!("--samples: not a number: {v}"))?;
                if n == 0 {
                    return Err("--samples must be at least 1".into());
                }
                a.samples = Some(n);
            }
            "--seed" => {
                let v = value("--seed")?;
                a.seed = v
                    .parse()
                    .map_err(|_| format!("--seed: not a number: {v}"))?;
            }
            "--filter" => a.filters.push(value("--filter")?.to_lowercase()),
            "--json" => a.json = PathBuf::from(value("--json")?),
            "--svg" => a.svg = PathBuf::from(value("--svg")?),
            "-h" | "--help" => a.help = true,
            other => return Err(format!("unknown argument: {other}")),
        }
    }
    Ok(a)
}

fn write_file(path: &Path, contents: &str) -> Result<(), String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    }
    std::fs::write(path, contents).map_err(|e| format!("writing {}: {e}", path.display()))
}

/// Versions of the peers: crates as resolved at build time, libraries as
/// reported at run time.
fn peer_versions() -> Vec<(String, String)> {
    let built: Vec<(&str, &str)> = env!("VC_BENCH_PEER_VERSIONS")
        .split(',')
        .filter_map(|kv| kv.split_once('='))
        .collect();
    let v = |name: &str| {
        built
            .iter()
            .find(|(n, _)| *n == name)
            .map_or("?", |(_, v)| *v)
            .to_string()
    };
    // SAFETY: libsodium returns a pointer to a static NUL-terminated string.
    let sodium = unsafe { std::ffi::CStr::from_ptr(libsodium_sys::sodium_version_string()) }
        .to_string_lossy()
        .into_owned();
    let mut peers: Vec<(String, String)> = vec![
        (
            "x25519-dalek".into(),
            format!(
                "{} (curve25519-dalek {})",
                v("x25519-dalek"),
                v("curve25519-dalek")
            ),
        ),
        ("ring".into(), v("ring")),
        (
            "aws-lc-rs".into(),
            format!("{} (aws-lc-sys {})", v("aws-lc-rs"), v("aws-lc-sys")),
        ),
        (
            "OpenSSL".into(),
            format!(
                "{} (openssl crate {})",
                openssl::version::version().trim_start_matches("OpenSSL "),
                v("openssl")
            ),
        ),
        (
            "libsodium".into(),
            format!(
                "{sodium} (libsodium-sys-stable {})",
                v("libsodium-sys-stable")
            ),
        ),
        (
            "RustCrypto".into(),
            format!(
                "p192 {}, p224 {}, p256 {}, p384 {}, p521 {}, k256 {}",
                v("p192"),
                v("p224"),
                v("p256"),
                v("p384"),
                v("p521"),
                v("k256")
            ),
        ),
        (
            "libsecp256k1".into(),
            format!(
                "secp256k1 crate {} (secp256k1-sys {})",
                v("secp256k1"),
                v("secp256k1-sys")
            ),
        ),
    ];
    if let Some(lib) = curve13318_haswell::library() {
        peers.push((
            rows::peer::CURVE13318_HASWELL.into(),
            format!(
                "{} (dsprenkels/curve13318-haswell, loaded from {})",
                lib.version, lib.path
            ),
        ));
    }
    peers
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.first().map(String::as_str) == Some("render") {
        return ExitCode::from(render::main(&argv[1..]));
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("velocurve-bench: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();

    // SAFETY: plain library initialisation, called before any other
    // libsodium function; it may be called more than once.
    if unsafe { libsodium_sys::sodium_init() } < 0 {
        eprintln!("velocurve-bench: sodium_init failed");
        return ExitCode::FAILURE;
    }

    let mut rows: Vec<harness::Row> = rows::rows(args.seed)
        .into_iter()
        .chain(ed25519_rows::rows(args.seed))
        .chain(nist_rows::rows(args.seed))
        .chain(ecdsa_rows::rows(args.seed))
        .chain(nist_field_rows::rows(args.seed))
        .collect();
    if args.help {
        print!(
            "{USAGE}\n\nrows (--filter matches the id or the title):\n{}",
            row_list(&rows, "  ")
        );
        return ExitCode::SUCCESS;
    }
    if args.list {
        print!("{}", row_list(&rows, ""));
        return ExitCode::SUCCESS;
    }
    if !args.filters.is_empty() {
        rows.retain(|r| {
            args.filters.iter().any(|f| {
                r.id.to_lowercase().contains(f.as_str())
                    || r.title.to_lowercase().contains(f.as_str())
            })
        });
        if rows.is_empty() {
            eprintln!("velocurve-bench: no row matches the filter (see --list)");
            return ExitCode::from(2);
        }
    }

    let samples = args
        .samples
        .unwrap_or(if args.quick { 300 } else { 10_000 });
    let plan = harness::Plan {
        samples,
        warmup_rounds: if args.quick { 20 } else { 200 },
        warmup_time: Duration::from_millis(if args.quick { 300 } else { 1000 }),
        warm_call: !args.cold,
        seed: args.seed,
    };
    let ticks_per_ns =
        timer::ticks_per_ns(Duration::from_millis(if args.quick { 20 } else { 100 }));
    // Auto's choice per operation: one name if it is the same everywhere.
    let choices: Vec<(Operation, Backend)> = Operation::ALL
        .iter()
        .map(|&op| (op, Backend::auto(op)))
        .collect();
    let auto = if choices.iter().all(|(_, b)| *b == choices[0].1) {
        format!("{} ({})", choices[0].1, CpuFamily::detect())
    } else {
        let list: Vec<String> = choices.iter().map(|(op, b)| format!("{op} {b}")).collect();
        format!(
            "per operation ({}): {}",
            CpuFamily::detect(),
            list.join(", ")
        )
    };
    let mut info = report::Info {
        cpu: timer::cpu_model(),
        uarch: timer::uarch().map(str::to_string),
        cpu_features: timer::cpu_features(),
        logical_cpus: std::thread::available_parallelism().map_or(0, |n| n.get()),
        unit: timer::UNIT,
        ticks_per_ns,
        timer_overhead: timer::overhead(),
        rustc: env!("VC_BENCH_RUSTC").to_string(),
        os: format!("{} {}", std::env::consts::OS, std::env::consts::ARCH),
        auto_backend: auto,
        commit: env!("VC_BENCH_COMMIT").to_string(),
        backends: Backend::ALL
            .iter()
            .map(|b| (b.name().to_string(), b.is_supported()))
            .collect(),
        peers: peer_versions(),
        samples,
        warmup_rounds: plan.warmup_rounds,
        warm_call: plan.warm_call,
        seed: args.seed,
        quick: args.quick,
        filter: (!args.filters.is_empty()).then(|| args.filters.join("|")),
        date: report::utc(
            SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
        ),
        seconds: 0.0,
        checksum: 0,
    };

    println!(
        "velocurve-bench — median {} per operation, lower is better",
        info.unit
    );
    println!(
        "CPU       {}{} · {} logical CPUs",
        info.cpu,
        info.uarch
            .as_deref()
            .map_or(String::new(), |u| format!(" · {u}")),
        info.logical_cpus
    );
    let feats: Vec<String> = info
        .cpu_features
        .iter()
        .map(|(n, on)| format!("{n}{}", if *on { "+" } else { "-" }))
        .collect();
    println!("features  {}", feats.join(" "));
    println!(
        "timer     {}, not core cycles (TSC ≈ {:.3} GHz; empty timed region ≈ {} ticks, not subtracted)",
        timer::UNIT,
        info.ticks_per_ns,
        info.timer_overhead
    );
    println!("rustc     {} · velocurve {}", info.rustc, info.commit);
    let bes: Vec<String> = info
        .backends
        .iter()
        .map(|(n, s)| {
            format!(
                "{n} ({})",
                if *s {
                    "supported"
                } else {
                    "skipped: unsupported"
                }
            )
        })
        .collect();
    println!(
        "velocurve auto = {} · backends: {}",
        info.auto_backend,
        bes.join(", ")
    );
    for (n, v) in &info.peers {
        println!("peer      {n} {v}");
    }
    match curve13318_haswell::found() {
        curve13318_haswell::Found::Loaded(_) => {}
        curve13318_haswell::Found::Missing(why) => println!(
            "peer      {} {why}; optional: `bash {}` builds it into target/peers, or set {} to its path",
            rows::peer::CURVE13318_HASWELL,
            curve13318_haswell::SCRIPT,
            curve13318_haswell::ENV
        ),
        curve13318_haswell::Found::Unsupported(why) => println!(
            "peer      {} skipped: {why}",
            rows::peer::CURVE13318_HASWELL
        ),
    }

    // Correctness before timing.
    let mut failures = Vec::new();
    if rows.iter().any(|r| r.id.starts_with("x25519/")) {
        if let Err(e) = rows::reference_self_check() {
            failures.push(format!("reference: {e}"));
        }
    }
    if rows.iter().any(|r| r.id.starts_with("curve13318/")) {
        if let Err(e) = rows::curve13318_reference_self_check() {
            failures.push(format!("reference: {e}"));
        }
    }
    if rows.iter().any(|r| nist_rows::is_nist_row(r.id)) {
        if let Err(e) = nist_rows::reference_self_check() {
            failures.push(format!("reference: {e}"));
        }
    }
    if rows.iter().any(|r| r.id.starts_with("ed25519/")) {
        if let Err(e) = ed25519_rows::reference_self_check() {
            failures.push(format!("reference: {e}"));
        }
    }
    failures.extend(harness::check_all(&mut rows));
    if !failures.is_empty() {
        eprintln!("\n!!!!!!!! CORRECTNESS CHECK FAILED — nothing was timed !!!!!!!!");
        for f in &failures {
            eprintln!("  FAIL {f}");
        }
        return ExitCode::FAILURE;
    }
    let n_checked: usize = rows
        .iter()
        .map(|r| r.impls.iter().filter(|i| i.skipped.is_none()).count())
        .sum();
    println!("checks    {n_checked} implementations agree with the references");
    println!(
        "method    {} rounds, one sample per cell per round (a row whose call costs c > {} ticks: every ⌈c/{}⌉-th round; samples per cell in the JSON), after ≥ {} warm-up rounds and ≥ {} ms, interleaved in a random order per round (seed {}), {} seeded inputs, {}",
        plan.samples,
        harness::STRIDE_BUDGET,
        harness::STRIDE_BUDGET,
        plan.warmup_rounds,
        plan.warmup_time.as_millis(),
        plan.seed,
        harness::POOL,
        if plan.warm_call {
            "one untimed warm call before each timed one"
        } else {
            "cold (no warm call)"
        }
    );
    println!();

    let show = std::io::stderr().is_terminal();
    let step = (samples / 20).max(1);
    let measured = harness::measure(&mut rows, &plan, |done| {
        if show && (done % step == 0 || done == samples) {
            eprint!("\rmeasuring: {done}/{samples} rounds");
            let _ = std::io::stderr().flush();
        }
    });
    if show {
        eprint!("\r{}\r", " ".repeat(40));
    }
    info.checksum = measured.checksum;
    info.warmup_rounds = measured.warmup_rounds;
    info.seconds = started.elapsed().as_secs_f64();

    print!("{}", report::table(&rows, &measured.stats, info.unit));
    println!();
    let cofactor = report::cofactor(&rows, &measured.stats);
    if !cofactor.is_empty() {
        print!("{}", report::cofactor_table(&rows, &cofactor));
        println!();
    }
    let agreements: Vec<_> = rows
        .iter()
        .zip(&measured.ticks)
        .map(|(row, t)| agreement::check(row, t, args.seed))
        .collect();
    print!("{}", report::agreement_table(&rows, &agreements));
    println!();
    // Notes, with rows that share one listed together.
    let mut notes: Vec<(Vec<&str>, &str)> = Vec::new();
    for r in rows.iter().filter(|r| !r.note.is_empty()) {
        match notes.iter_mut().find(|(_, n)| *n == r.note) {
            Some((titles, _)) => titles.push(r.title),
            None => notes.push((vec![r.title], &r.note)),
        }
    }
    for (titles, note) in &notes {
        println!("· {}: {note}", titles.join(", "));
    }
    println!(
        "· ratio = velocurve auto / fastest peer, by median (< 1.00: velocurve is faster); — where no peer has the operation"
    );
    println!("checksum {:016x} · {:.1} s", info.checksum, info.seconds);

    let mut status = ExitCode::SUCCESS;
    for (path, contents) in [
        (
            &args.json,
            report::json(&rows, &measured.stats, &agreements, &info),
        ),
        (&args.svg, report::svg(&rows, &measured.stats, &info)),
    ] {
        match write_file(path, &contents) {
            Ok(()) => println!("wrote {}", path.display()),
            Err(e) => {
                eprintln!("velocurve-bench: {e}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
