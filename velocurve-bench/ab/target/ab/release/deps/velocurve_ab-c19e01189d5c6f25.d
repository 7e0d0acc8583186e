/work/main/velocurve-bench/ab/target/ab/release/deps/velocurve_ab-c19e01189d5c6f25.d: src/main.rs

/work/main/velocurve-bench/ab/target/ab/release/deps/velocurve_ab-c19e01189d5c6f25: src/main.rs

src/main.rs:
