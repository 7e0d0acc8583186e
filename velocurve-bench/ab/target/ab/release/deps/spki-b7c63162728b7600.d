/work/main/velocurve-bench/ab/target/ab/release/deps/spki-b7c63162728b7600.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/algorithm.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/spki.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libspki-b7c63162728b7600.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/algorithm.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/spki.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libspki-b7c63162728b7600.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/algorithm.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/spki.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/../README.md

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/algorithm.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/error.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/spki.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/traits.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/spki-0.8.1/src/../README.md:
