//! Helpers shared by the integration test files.
#![allow(dead_code)]

use serde_json::Value;
use velocurve::backend::Backend;

/// A JSON file under `tests/data/`.
pub fn data(path: &str) -> Value {
    let full = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"));
    serde_json::from_str(&text).unwrap()
}

/// Hex string to bytes.
pub fn hexv(v: &Value) -> Vec<u8> {
    hex::decode(v.as_str().unwrap()).unwrap()
}

/// Hex string to 32 bytes.
pub fn b32(v: &Value) -> [u8; 32] {
    hexv(v).try_into().unwrap()
}

/// Hex string to 64 bytes.
pub fn b64(v: &Value) -> [u8; 64] {
    hexv(v).try_into().unwrap()
}

/// Whether the `openssl` command runs; prints the test's skip line
/// otherwise (the tests that use it are skipped, not failed, without it).
pub fn have_openssl(test: &str) -> bool {
    let ok = std::process::Command::new("openssl")
        .arg("version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        println!("[{test}] SKIPPED (openssl command not found)");
    }
    ok
}

/// Runs `openssl args`, which must succeed; its standard output.
pub fn openssl(args: &[&str]) -> Vec<u8> {
    let out = std::process::Command::new("openssl")
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "openssl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Backends to run; prints which ran and which were skipped.
pub fn backends(test: &str) -> Vec<Backend> {
    let (run, skip): (Vec<Backend>, Vec<Backend>) =
        Backend::ALL.iter().copied().partition(|b| b.is_supported());
    for b in &skip {
        println!("[{test}] backend {b}: SKIPPED (CPU lacks its features)");
    }
    println!(
        "[{test}] backends run: {}",
        run.iter().map(|b| b.name()).collect::<Vec<_>>().join(", ")
    );
    run
}

// ---- NIST CAVP ECC CDH (`tests/data/nist/KAS_ECC_CDH_PrimitiveTest.txt`) ----

/// The records of one `[P-xxx]` section of the CAVP file: name -> hex.
pub fn cavp_section(curve: &str) -> Vec<Vec<(String, String)>> {
    let path = format!(
        "{}/tests/data/nist/KAS_ECC_CDH_PrimitiveTest.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut records = Vec::new();
    let mut inside = false;
    let mut current: Vec<(String, String)> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == format!("[{curve}]");
            continue;
        }
        if !inside {
            continue;
        }
        if let Some((k, v)) = line.split_once(" = ") {
            if k == "COUNT" && !current.is_empty() {
                records.push(std::mem::take(&mut current));
            }
            current.push((k.to_string(), v.to_string()));
        }
    }
    if !current.is_empty() {
        records.push(current);
    }
    records
}

/// The value of `name` in one CAVP record.
pub fn cavp_field<'a>(r: &'a [(String, String)], name: &str) -> &'a str {
    &r.iter().find(|(k, _)| k == name).unwrap().1
}

/// `04 || x || y`.
pub fn sec1(x: &[u8], y: &[u8]) -> Vec<u8> {
    let mut v = vec![0x04];
    v.extend_from_slice(x);
    v.extend_from_slice(y);
    v
}
