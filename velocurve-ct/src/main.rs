//! velocurve-ct: the secret-taint check ("ctgrind", as in Adam Langley's
//! ctgrind and libsodium/timecop) of velocurve under valgrind memcheck.
//!
//! Memcheck tracks, bit by bit, whether each value is *defined*, and reports
//! a conditional branch, or a memory address, computed from an undefined
//! value. Marking the secret inputs undefined with the client request
//! `MAKE_MEM_UNDEFINED` turns that into a constant-time check: memcheck then
//! reports every branch and every memory index that depends on a secret,
//! wherever it is (library, inlined std, asm). Data flow through arithmetic,
//! `cmov` and masks is not reported: it only makes the results undefined
//! too. The outputs are marked defined again (`MAKE_MEM_DEFINED`) before the
//! program looks at them.
//!
//! Run it through `.ci/ctgrind.sh`, which runs it under
//! `valgrind --error-exitcode=1`:
//!
//! * `velocurve-ct [--cases N]`: for every backend that
//!   `Backend::supported()` reports (under valgrind: those the *emulated* CPU
//!   reports), runs each secret-dependent operation on `N` secrets (default
//!   8: all-zero, all-ones, then seeded random) with the secret tainted. Per
//!   case it checks that (1) memcheck found no error, (2) the output still
//!   carries taint before it is made defined (the operation really computed
//!   on the tainted secret — the check cannot pass vacuously), and (3) the
//!   output equals the same operation computed without taint. Prints one row
//!   per operation and backend; exits 1 on any failure.
//!   `--backend NAME` restricts the per-backend rows to one backend.
//! * `velocurve-ct --self-test`: runs deliberately leaky functions
//!   ([`leaky`]) on a tainted secret and checks that memcheck reports each
//!   one, and reports nothing on a constant-time control. Exits 0 if so —
//!   valgrind itself then exits 1 because of the reported errors, which is
//!   what the script expects.
//!
//! Outside valgrind the client requests are no-ops: the program then only
//! checks the results and says that nothing was checked for taint.
//!
//! To keep false positives out, everything other than the operation runs on
//! defined data: CPU feature detection (`Backend::supported()`) runs before
//! any taint, the reference results are computed before tainting, and the
//! taint is removed before anything is compared, formatted or printed.

mod leaky;
mod probe;
mod vg;

use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use std::process::ExitCode;
use velocurve::__bench::{TableScan, x25519_base_with_scan};
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::x25519::{self, EphemeralSecret, PublicKey, StaticSecret};

/// What every operation returns.
type Out = Result<[u8; 32], Error>;

/// The seed of the test secrets (fixed: runs are reproducible).
const SEED: u64 = 0x7665_6c6f_6375_7276; // "velocurv"

/// Counts of one (operation, backend) row.
#[derive(Default)]
struct Row {
    cases: usize,
    errors: usize,
    untainted_outputs: usize,
    wrong: usize,
    min_tainted_bits: Option<u32>,
}

/// The harness: runs cases, accumulates rows.
struct Harness {
    under_valgrind: bool,
    cases: usize,
    failed: bool,
}

impl Harness {
    /// Runs `op(secret)` with the bytes of `secret` tainted, and compares its
    /// output with `expected` (computed beforehand without taint).
    fn case<S>(&self, row: &mut Row, mut secret: S, expected: &Out, op: impl FnOnce(S) -> Out) {
        let errors_before = vg::count_errors();
        vg::taint(&mut secret);
        let mut out = op(secret);
        // The validity bits of the output as the operation left it, then the
        // output is declassified before anything looks at it.
        let vbits = vg::vbits(&out);
        vg::untaint(&mut out);
        let errors = vg::count_errors() - errors_before;

        row.cases += 1;
        row.errors += errors;
        if let (Some(vbits), Ok(bytes)) = (&vbits, &out) {
            let off = vg::address_of(bytes) - vg::address_of(&out);
            let bits: u32 = vbits[off..off + 32].iter().map(|b| b.count_ones()).sum();
            row.min_tainted_bits = Some(row.min_tainted_bits.map_or(bits, |m| m.min(bits)));
            if bits == 0 {
                row.untainted_outputs += 1;
            }
        }
        if out != *expected {
            row.wrong += 1;
        }
    }

    /// Prints `row` and records a failure.
    fn report(&mut self, op: &str, backend: &str, row: &Row) {
        let ok = row.cases == self.cases
            && row.errors == 0
            && row.wrong == 0
            && (!self.under_valgrind
                || (row.untainted_outputs == 0 && row.min_tainted_bits.is_some()));
        let taint = match row.min_tainted_bits {
            Some(b) => format!("{b:>3}"),
            None => "  -".to_string(),
        };
        println!(
            "  {:<40} {:<10} {:>5} {:>6} {:>9} {:>8} {:>7}  {}",
            op,
            backend,
            row.cases,
            row.errors,
            taint,
            row.untainted_outputs,
            row.wrong,
            if ok { "ok" } else { "FAIL" }
        );
        if !ok {
            self.failed = true;
        }
    }
}

/// `n` test secrets: all-zero, all-ones, then seeded random bytes.
fn secrets(rng: &mut ChaCha20Rng, n: usize) -> Vec<[u8; 32]> {
    (0..n)
        .map(|i| match i {
            0 => [0u8; 32],
            1 => [0xffu8; 32],
            _ => {
                let mut s = [0u8; 32];
                rng.fill_bytes(&mut s);
                s
            }
        })
        .collect()
}

/// A random public u-coordinate (a real public key, so the contributory
/// check passes).
fn public_key(rng: &mut ChaCha20Rng) -> PublicKey {
    let mut s = [0u8; 32];
    rng.fill_bytes(&mut s);
    PublicKey::from(&StaticSecret::from(s))
}

/// The real check: every operation on every supported backend.
fn run_checks(cases: usize, only: Option<&str>, under_valgrind: bool) -> ExitCode {
    // Feature detection first, on untainted data (it is cached afterwards).
    let backends: Vec<Backend> = Backend::supported()
        .filter(|b| only.is_none_or(|n| n == b.name()))
        .collect();
    let auto = Backend::auto();
    if let Some(n) = only {
        if !Backend::ALL.iter().any(|b| b.name() == n) {
            eprintln!("unknown backend {n:?}");
            return ExitCode::from(2);
        }
    }
    if cfg!(all(target_feature = "bmi2", target_feature = "adx")) {
        println!("built with BMI2 and ADX enabled: mulx64 is selected without CPUID");
    }
    for &b in Backend::ALL {
        if only.is_some_and(|n| n != b.name()) {
            println!("backend {b}: not selected (--backend)");
        } else if backends.contains(&b) {
            println!("backend {b}: runs");
        } else {
            println!("backend {b}: SKIPPED: {}", skip_reason(b, under_valgrind));
        }
    }
    println!("backend used by the typed API (Backend::auto): {auto}");
    println!();
    println!(
        "  {:<40} {:<10} {:>5} {:>6} {:>9} {:>8} {:>7}",
        "operation (secret tainted)",
        "backend",
        "cases",
        "errors",
        "min taint",
        "no taint",
        "wrong"
    );

    let mut h = Harness {
        under_valgrind,
        cases,
        failed: false,
    };
    let mut rng = ChaCha20Rng::seed_from_u64(SEED);

    for &b in &backends {
        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let u = public_key(&mut rng).to_bytes();
            let expected = x25519::x25519_with_backend(b, &s, &u);
            h.case(&mut row, s, &expected, |s| {
                x25519::x25519_with_backend(b, &s, &u)
            });
        }
        h.report("x25519_with_backend(k, u)", b.name(), &row);

        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let expected = x25519::x25519_base_with_backend(b, &s);
            h.case(&mut row, s, &expected, |s| {
                x25519::x25519_base_with_backend(b, &s)
            });
        }
        h.report("x25519_base_with_backend(k)", b.name(), &row);

        // The other table scans of the fixed-base path (the one the library
        // picks on this CPU ran just above).
        for scan in TableScan::supported(b).skip(1) {
            let run = |s: &[u8; 32]| {
                x25519_base_with_scan(b, scan, s).ok_or(Error::BackendUnsupported(b))
            };
            let mut row = Row::default();
            for s in secrets(&mut rng, cases) {
                let expected = run(&s);
                h.case(&mut row, s, &expected, |s| run(&s));
            }
            h.report(
                &format!("x25519_base_with_scan(k, {})", scan.name()),
                b.name(),
                &row,
            );
        }

        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let expected = Ok(velocurve::__bench::field_invert_chain(b, &s, 1));
            h.case(&mut row, s, &expected, |s| {
                Ok(velocurve::__bench::field_invert_chain(b, &s, 1))
            });
        }
        h.report("field invert (safegcd)", b.name(), &row);

        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let expected = Ok(velocurve::__bench::field_invert_fermat_chain(b, &s, 1));
            h.case(&mut row, s, &expected, |s| {
                Ok(velocurve::__bench::field_invert_fermat_chain(b, &s, 1))
            });
        }
        h.report("field invert (Fermat)", b.name(), &row);
    }

    // The typed API runs on Backend::auto(). The secret is the whole
    // StaticSecret / EphemeralSecret object.
    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let expected = Ok(PublicKey::from(&StaticSecret::from(s)).to_bytes());
        h.case(&mut row, StaticSecret::from(s), &expected, |s| {
            Ok(PublicKey::from(&s).to_bytes())
        });
    }
    h.report("PublicKey::from(&StaticSecret)", auto.name(), &row);

    // diffie_hellman: the contributory check branches on whether the shared
    // secret is all zeros. That outcome is public — it depends only on the
    // peer's key (zero exactly when the peer's point has small order, since
    // clamped scalars are multiples of 8) — and the caller sees it as Ok/Err
    // anyway. The branch is in `SharedSecret::checked`; it is the one
    // suppressed in ctgrind.supp.
    let mut row = Row::default();
    for (i, s) in secrets(&mut rng, cases).into_iter().enumerate() {
        // Case 0: the peer sends u = 0 (small order): Err(NonContributory).
        let peer = if i == 0 {
            PublicKey::from([0u8; 32])
        } else {
            public_key(&mut rng)
        };
        let expected = StaticSecret::from(s)
            .diffie_hellman(&peer)
            .map(|k| k.to_bytes());
        h.case(&mut row, StaticSecret::from(s), &expected, |s| {
            s.diffie_hellman(&peer).map(|k| k.to_bytes())
        });
    }
    h.report("StaticSecret::diffie_hellman", auto.name(), &row);

    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let peer = public_key(&mut rng);
        let expected = Ok(StaticSecret::from(s)
            .diffie_hellman_unchecked(&peer)
            .to_bytes());
        h.case(&mut row, StaticSecret::from(s), &expected, |s| {
            Ok(s.diffie_hellman_unchecked(&peer).to_bytes())
        });
    }
    h.report("StaticSecret::diffie_hellman_unchecked", auto.name(), &row);

    // EphemeralSecret has no constructor from bytes: two generators with the
    // same seed make the reference secret and the tainted one.
    let mut row = Row::default();
    for i in 0..cases {
        let seed = SEED ^ (i as u64 + 1);
        let peer = public_key(&mut rng);
        let mk = || EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(seed));
        let expected = mk().diffie_hellman(&peer).map(|k| k.to_bytes());
        h.case(&mut row, mk(), &expected, |s| {
            s.diffie_hellman(&peer).map(|k| k.to_bytes())
        });
    }
    h.report("EphemeralSecret::diffie_hellman", auto.name(), &row);

    let mut row = Row::default();
    for i in 0..cases {
        let seed = SEED ^ (i as u64 + 1);
        let mk = || EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(seed));
        let expected = Ok(PublicKey::from(&mk()).to_bytes());
        h.case(&mut row, mk(), &expected, |s| {
            Ok(PublicKey::from(&s).to_bytes())
        });
    }
    h.report("PublicKey::from(&EphemeralSecret)", auto.name(), &row);

    println!(
        "  (errors: memcheck errors during the cases; min taint: fewest tainted bits of an \
         output, of 256, before it is made defined; no taint: outputs with none, must be 0; \
         wrong: outputs differing from the untainted computation)"
    );
    println!();
    if !under_valgrind {
        println!("NOT under valgrind: results checked, taint NOT checked (run .ci/ctgrind.sh)");
    }
    if h.failed {
        println!("ctgrind: FAIL (memcheck errors: see valgrind's log for the backtraces)");
        ExitCode::FAILURE
    } else if under_valgrind {
        println!(
            "ctgrind: ok: {} backend(s), no secret-dependent branch or address",
            backends.len()
        );
        ExitCode::SUCCESS
    } else {
        println!(
            "results ok: {} backend(s) (taint not checked)",
            backends.len()
        );
        ExitCode::SUCCESS
    }
}

/// Why `backend` is not supported here.
fn skip_reason(backend: Backend, under_valgrind: bool) -> String {
    let cpu = if under_valgrind {
        "the CPU valgrind emulates"
    } else {
        "this CPU"
    };
    let ebx =
        probe::cpuid7_ebx().map_or(String::new(), |e| format!(" (CPUID.7.0:EBX = {e:#010x})"));
    match backend.name() {
        "mulx64" => {
            let mut r = format!(
                "{cpu} does not report both BMI2 and ADX{ebx}, so velocurve's dispatch never selects it"
            );
            #[cfg(target_arch = "x86_64")]
            if under_valgrind && probe::host_has(&["bmi2", "adx"]) {
                let works = probe::mulx_adx_work();
                r.push_str(&format!(
                    "; the host CPU has them (/proc/cpuinfo) and valgrind {} mulx/adcx/adox{}",
                    if works {
                        "executes"
                    } else {
                        "does NOT correctly execute"
                    },
                    if works {
                        ": only the emulated CPUID hides the backend \
                         (.ci/ctgrind.sh checks it in a second build with BMI2 and ADX enabled)"
                    } else {
                        ""
                    }
                ));
            }
            r
        }
        _ => format!("{cpu} lacks its features{ebx}"),
    }
}

/// The self-test: each deliberate leak must be reported, the control not.
fn self_test(under_valgrind: bool) -> ExitCode {
    if !under_valgrind {
        println!("self-test: NOT under valgrind: nothing can be detected");
        return ExitCode::FAILURE;
    }
    let mut ok = true;
    let mut run = |name: &str, expect_leak: bool, f: &dyn Fn(&[u8; 32]) -> u64| {
        let mut secret = [0x5au8; 32];
        let before = vg::count_errors();
        vg::taint(&mut secret);
        let mut out = f(&secret);
        vg::untaint(&mut out);
        vg::untaint(&mut secret);
        let errors = vg::count_errors() - before;
        let flagged = errors > 0;
        let verdict = if flagged == expect_leak {
            "as expected"
        } else {
            "WRONG"
        };
        println!(
            "self-test: {name}: {} ({errors} error(s)): {verdict}",
            if flagged { "flagged" } else { "not flagged" }
        );
        ok &= flagged == expect_leak;
    };
    run("branch on a secret bit", true, &|s| {
        u64::from(leaky::branch_on_secret(s))
    });
    run("table lookup at a secret index", true, &|s| {
        u64::from(leaky::lookup_by_secret(s))
    });
    run("masked select (constant time control)", false, &|s| {
        leaky::select_by_mask(s, 3, 5)
    });
    println!("self-test: {}", if ok { "ok" } else { "FAIL" });
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    let mut self_test_mode = false;
    let mut cases = 32usize;
    let mut only: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--self-test" => self_test_mode = true,
            "--cases" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n >= 1 => cases = n,
                _ => {
                    eprintln!("--cases needs a positive integer");
                    return ExitCode::from(2);
                }
            },
            "--backend" => match args.next() {
                Some(n) => only = Some(n),
                None => {
                    eprintln!("--backend needs a backend name");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!(
                    "usage: velocurve-ct [--self-test] [--cases N] [--backend NAME]   (run under valgrind: .ci/ctgrind.sh)"
                );
                return ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("unknown argument {a:?} (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    let under_valgrind = vg::running_on_valgrind() != 0;
    println!(
        "velocurve-ct: {}",
        if under_valgrind {
            "running under valgrind: secrets are tainted"
        } else {
            "not under valgrind: taint requests are no-ops"
        }
    );
    if self_test_mode {
        self_test(under_valgrind)
    } else {
        run_checks(cases, only.as_deref(), under_valgrind)
    }
}
