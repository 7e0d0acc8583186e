/work/main/velocurve-bench/ab/target/ab/release/deps/zeroize_derive-45bc4070263ba7c0.d: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/zeroize_derive-1.5.0/src/lib.rs

/work/main/velocurve-bench/ab/target/ab/release/deps/libzeroize_derive-45bc4070263ba7c0.so: /root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/zeroize_derive-1.5.0/src/lib.rs

/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/zeroize_derive-1.5.0/src/lib.rs:
