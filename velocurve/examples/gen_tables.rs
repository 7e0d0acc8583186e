//! The generated source files of the crate (the list is
//! `velocurve/src/generated.rs`):
//!
//! * `gen_tables NAME` prints the file named `NAME` (`base`, `vartime`,
//!   `lanes`, `ladder4`, `curve13318`, `curve13318-vartime`, `p192`, ...,
//!   `secp256k1`);
//! * `gen_tables --check` compares every file with its generator's output
//!   and fails, naming them, if any differs;
//! * `gen_tables --write` rewrites the files that differ;
//! * `gen_tables` alone lists the names and paths.

use std::process::ExitCode;
use velocurve::__table_gen::FILES;

fn path(rel: &str) -> String {
    format!("{}/src/{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn main() -> ExitCode {
    let arg = std::env::args().nth(1);
    match arg.as_deref() {
        None => {
            for f in FILES {
                println!("{:<20} velocurve/src/{}", f.name, f.path);
            }
            ExitCode::SUCCESS
        }
        Some(mode @ ("--check" | "--write")) => {
            let mut stale = 0;
            for f in FILES {
                let text = (f.source)();
                if std::fs::read_to_string(path(f.path)).ok().as_deref() == Some(text.as_str()) {
                    continue;
                }
                stale += 1;
                if mode == "--write" {
                    if let Err(e) = std::fs::write(path(f.path), text) {
                        eprintln!("cannot write velocurve/src/{}: {e}", f.path);
                        return ExitCode::FAILURE;
                    }
                    println!("rewrote velocurve/src/{}", f.path);
                } else {
                    eprintln!(
                        "velocurve/src/{} differs from `gen_tables {}`",
                        f.path, f.name
                    );
                }
            }
            if mode == "--check" && stale > 0 {
                ExitCode::FAILURE
            } else {
                println!(
                    "{} generated files, {stale} {}",
                    FILES.len(),
                    if mode == "--check" {
                        "stale"
                    } else {
                        "rewritten"
                    }
                );
                ExitCode::SUCCESS
            }
        }
        Some(name) => match FILES.iter().find(|f| f.name == name) {
            Some(f) => {
                print!("{}", (f.source)());
                ExitCode::SUCCESS
            }
            None => {
                let names: Vec<&str> = FILES.iter().map(|f| f.name).collect();
                eprintln!(
                    "unknown file {name:?}: expected one of {}",
                    names.join(", ")
                );
                ExitCode::from(2)
            }
        },
    }
}
