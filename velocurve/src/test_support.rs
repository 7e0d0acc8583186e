//! Helpers shared by the unit tests: which backends run on this CPU, and a
//! loop that binds each one's single-element field type.

use crate::backend::Backend;
use std::vec::Vec;

/// Backends to run on this CPU; prints which ran and which were skipped.
pub(crate) fn backends(test: &str) -> Vec<Backend> {
    let mut run = Vec::new();
    for &b in Backend::ALL {
        if b.is_supported() {
            run.push(b);
        } else {
            std::println!("[{test}] backend {b}: SKIPPED (CPU lacks its features)");
        }
    }
    std::println!(
        "[{test}] backends run: {}",
        run.iter().map(|b| b.name()).collect::<Vec<_>>().join(", ")
    );
    run
}

/// Runs `$body` with `$F` bound to the field type of each supported backend
/// (printing which ran and which were skipped).
macro_rules! for_each_backend {
    ($test:expr, |$F:ident| $body:block) => {
        for b in $crate::test_support::backends($test) {
            match b {
                $crate::backend::Backend::Portable51 => {
                    type $F = $crate::field::fe51::Fe51;
                    $body
                }
                // Avx2's and Ifma's single-element field is mulx64's.
                #[cfg(target_arch = "x86_64")]
                $crate::backend::Backend::Mulx64
                | $crate::backend::Backend::Avx2
                | $crate::backend::Backend::Ifma => {
                    type $F = $crate::field::fe64::Fe64;
                    $body
                }
                #[allow(unreachable_patterns)]
                _ => unreachable!(),
            }
        }
    };
}
pub(crate) use for_each_backend;
