/work/main/velocurve-bench/ab/target/ab/release/deps/subtle-617f60d7a71cbc28.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/subtle-2.6.1/src/lib.rs

/work/main/velocurve-bench/ab/target/ab/release/deps/libsubtle-617f60d7a71cbc28.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/subtle-2.6.1/src/lib.rs

/work/main/velocurve-bench/ab/target/ab/release/deps/libsubtle-617f60d7a71cbc28.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/subtle-2.6.1/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/subtle-2.6.1/src/lib.rs:
