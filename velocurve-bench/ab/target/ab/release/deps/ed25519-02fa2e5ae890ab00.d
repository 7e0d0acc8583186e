/work/main/velocurve-bench/ab/target/ab/release/deps/ed25519-02fa2e5ae890ab00.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/hex.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libed25519-02fa2e5ae890ab00.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/hex.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libed25519-02fa2e5ae890ab00.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/hex.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/../README.md

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/hex.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/ed25519-3.0.0/src/../README.md:
