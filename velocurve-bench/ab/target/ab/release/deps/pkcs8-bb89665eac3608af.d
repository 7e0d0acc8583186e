/work/main/velocurve-bench/ab/target/ab/release/deps/pkcs8-bb89665eac3608af.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/private_key_info.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/version.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libpkcs8-bb89665eac3608af.rlib: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/private_key_info.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/version.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/../README.md

/work/main/velocurve-bench/ab/target/ab/release/deps/libpkcs8-bb89665eac3608af.rmeta: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/lib.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/error.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/private_key_info.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/traits.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/version.rs /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/../README.md

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/lib.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/error.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/private_key_info.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/traits.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/version.rs:
/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/pkcs8-0.11.0/src/../README.md:
