//! Self-test of the fuzzing set-up, not of the library: crashes on inputs
//! that start with `velocurve`, compared one byte at a time. A blind
//! search would need about 2^72 tries; with coverage feedback (each matched
//! byte is a new edge) libFuzzer finds it in seconds. `.ci/fuzz.sh`
//! requires that it does, which shows that the build is instrumented, that
//! the search is coverage-guided, and that a crash fails the run.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Whether `data` starts with `velocurve`: nine separate branches (the
/// `black_box` keeps LLVM from merging the byte comparisons into one).
fn magic(data: &[u8]) -> bool {
    let byte = |i: usize| std::hint::black_box(data[i]);
    data.len() >= 9
        && byte(0) == b'v'
        && byte(1) == b'e'
        && byte(2) == b'l'
        && byte(3) == b'o'
        && byte(4) == b'c'
        && byte(5) == b'u'
        && byte(6) == b'r'
        && byte(7) == b'v'
        && byte(8) == b'e'
}

fuzz_target!(|data: &[u8]| {
    if magic(data) {
        panic!("self-test: the fuzzer found the magic input");
    }
});
