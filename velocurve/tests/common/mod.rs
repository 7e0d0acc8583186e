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
