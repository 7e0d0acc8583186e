/work/main/velocurve-bench/ab/target/ab/release/deps/cfg_if-f59acc0a52ca67d5.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg-if-1.0.5/src/lib.rs

/work/main/velocurve-bench/ab/target/ab/release/deps/libcfg_if-f59acc0a52ca67d5.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg-if-1.0.5/src/lib.rs

/work/main/velocurve-bench/ab/target/ab/release/deps/libcfg_if-f59acc0a52ca67d5.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg-if-1.0.5/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cfg-if-1.0.5/src/lib.rs:
