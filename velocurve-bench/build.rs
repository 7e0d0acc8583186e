//! Records, for the report header and the JSON file, the rustc version and
//! the versions of the peer crates as resolved in the workspace `Cargo.lock`.

use std::collections::BTreeMap;
use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::Command;

/// Crates whose resolved versions are reported, reached from this package
/// through the dependency graph in `Cargo.lock`.
const REPORTED: &[&str] = &[
    "x25519-dalek",
    "curve25519-dalek",
    "ring",
    "aws-lc-rs",
    "aws-lc-sys",
    "openssl",
    "openssl-sys",
    "libsodium-sys-stable",
    "p192",
    "p224",
    "p256",
    "p384",
    "p521",
    "k256",
    "secp256k1",
    "secp256k1-sys",
];

fn main() {
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(&rustc)
        .arg("-V")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=VC_BENCH_RUSTC={version}");

    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    println!("cargo:rustc-env=VC_BENCH_COMMIT={}", commit(&manifest));
    let lock = manifest.join("..").join("Cargo.lock");
    println!("cargo:rerun-if-changed={}", lock.display());
    println!("cargo:rerun-if-changed=build.rs");
    let versions = fs::read_to_string(&lock)
        .map(|text| resolve(&text))
        .unwrap_or_default();
    let list: Vec<String> = REPORTED
        .iter()
        .map(|name| {
            let v = versions.get(*name).map(String::as_str).unwrap_or("?");
            format!("{name}={v}")
        })
        .collect();
    println!("cargo:rustc-env=VC_BENCH_PEER_VERSIONS={}", list.join(","));
}

/// `git rev-parse --short HEAD` of the checkout, with `-dirty` if the code
/// that is measured (the library, this program, the lock file) differs
/// from that commit; `unknown` outside a git checkout. Reruns when HEAD
/// moves or that code changes, so the figure is never a stale commit's.
fn commit(manifest: &std::path::Path) -> String {
    let root = manifest.join("..");
    let git = |args: &[&str]| -> Option<String> {
        Command::new("git")
            .arg("-C")
            .arg(&root)
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let Some(head) = git(&["rev-parse", "--short", "HEAD"]) else {
        return "unknown".into();
    };
    // HEAD (a file of the worktree's git dir) and the worktree's reflog,
    // which every commit, checkout and reset appends to.
    if let Some(dir) = git(&["rev-parse", "--absolute-git-dir"]) {
        println!("cargo:rerun-if-changed={dir}/HEAD");
        println!("cargo:rerun-if-changed={dir}/logs/HEAD");
    }
    let measured = ["velocurve", "velocurve-bench", "Cargo.lock", "Cargo.toml"];
    for path in measured {
        println!("cargo:rerun-if-changed={}", root.join(path).display());
    }
    let mut status = vec!["status", "--porcelain", "--untracked-files=no", "--"];
    status.extend(measured);
    match git(&status) {
        Some(s) if s.is_empty() => head,
        Some(_) => format!("{head}-dirty"),
        None => "unknown".into(),
    }
}

/// One `[[package]]` entry of a lock file.
struct Package {
    name: String,
    version: String,
    deps: Vec<String>,
}

fn parse(text: &str) -> Vec<Package> {
    let mut out: Vec<Package> = Vec::new();
    let mut in_deps = false;
    for line in text.lines() {
        let line = line.trim();
        if line == "[[package]]" {
            out.push(Package {
                name: String::new(),
                version: String::new(),
                deps: Vec::new(),
            });
            in_deps = false;
            continue;
        }
        let Some(p) = out.last_mut() else { continue };
        if let Some(v) = line.strip_prefix("name = ") {
            p.name = v.trim_matches('"').to_string();
        } else if let Some(v) = line.strip_prefix("version = ") {
            p.version = v.trim_matches('"').to_string();
        } else if line.starts_with("dependencies = [") {
            in_deps = !line.ends_with(']');
        } else if in_deps {
            if line == "]" {
                in_deps = false;
            } else {
                p.deps
                    .push(line.trim_end_matches(',').trim_matches('"').to_string());
            }
        }
    }
    out
}

/// Versions of the crates reachable from `velocurve-bench`.
fn resolve(text: &str) -> BTreeMap<String, String> {
    let pkgs = parse(text);
    let find = |entry: &str| -> Option<&Package> {
        let mut parts = entry.split_whitespace();
        let name = parts.next()?;
        let version = parts.next();
        pkgs.iter()
            .find(|p| p.name == name && version.is_none_or(|v| p.version == v))
    };
    let mut seen = BTreeMap::new();
    let mut stack: Vec<&Package> = find("velocurve-bench").into_iter().collect();
    while let Some(p) = stack.pop() {
        if seen.contains_key(&p.name) {
            continue;
        }
        seen.insert(p.name.clone(), p.version.clone());
        // velocurve's own (dev-)dependencies are not this program's peers.
        stack.extend(
            p.deps
                .iter()
                .filter_map(|d| find(d))
                .filter(|d| d.name != "velocurve"),
        );
    }
    seen
}
