/work/main/velocurve-bench/ab/target/ab/release/deps/sec1-64d2ff6ebe164eeb.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/parameters.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/private_key.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libsec1-64d2ff6ebe164eeb.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/parameters.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/private_key.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libsec1-64d2ff6ebe164eeb.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/parameters.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/private_key.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/../README.md

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/error.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/parameters.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/private_key.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/traits.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/sec1-0.8.1/src/../README.md:
