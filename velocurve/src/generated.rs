//! Every generated source file of the crate and its generator: the
//! precomputed tables of `edwards/` and `weierstrass/`, and the generated
//! four-lane ladder step. `examples/gen_tables.rs` prints, checks or
//! rewrites them from this list, and the unit test below recomputes each
//! one and compares it byte for byte with the committed file.
//!
//! A curve given as data ([`crate::weierstrass::nist::Description`]) adds
//! its table here in one line.

extern crate alloc;

use crate::weierstrass::{
    p192::P192, p224::P224, p256::P256, p384::P384, p521::P521, secp256k1::Secp256k1,
};
use crate::{edwards, weierstrass};
use alloc::string::String;
use weierstrass::table_gen::described_table_source as described;

/// One generated file.
pub struct GeneratedFile {
    /// Its name on the command line of `gen_tables`.
    pub name: &'static str,
    /// Its path below `velocurve/src/`.
    pub path: &'static str,
    /// Its generator.
    pub source: fn() -> String,
}

const fn file(name: &'static str, path: &'static str, source: fn() -> String) -> GeneratedFile {
    GeneratedFile { name, path, source }
}

/// Every generated file (the x86-64-only ones where they compile).
pub const FILES: &[GeneratedFile] = &[
    file(
        "base",
        "edwards/comb/table.rs",
        edwards::table_gen::generate_base_table_source,
    ),
    file(
        "vartime",
        "edwards/double_base/table.rs",
        edwards::table_gen::generate_vartime_table_source,
    ),
    #[cfg(x86_backends)]
    file(
        "lanes",
        "edwards/comb/ifma_table.rs",
        edwards::table_gen::generate_lane_table_source,
    ),
    #[cfg(x86_backends)]
    file(
        "ladder4",
        "montgomery/ifma4/step.rs",
        crate::montgomery::ifma4::codegen::generate_step_source,
    ),
    file(
        "curve13318",
        "weierstrass/curve13318_table.rs",
        weierstrass::table_gen::generate_curve13318_table_source,
    ),
    file(
        "curve13318-vartime",
        "weierstrass/curve13318_vartime_table.rs",
        weierstrass::table_gen::generate_curve13318_vartime_table_source,
    ),
    file(
        "p192",
        "weierstrass/p192_table.rs",
        described::<P192, _, _, _>,
    ),
    file(
        "p224",
        "weierstrass/p224_table.rs",
        described::<P224, _, _, _>,
    ),
    file(
        "p256",
        "weierstrass/p256_table.rs",
        described::<P256, _, _, _>,
    ),
    file(
        "p384",
        "weierstrass/p384_table.rs",
        described::<P384, _, _, _>,
    ),
    file(
        "p521",
        "weierstrass/p521_table.rs",
        described::<P521, _, _, _>,
    ),
    file(
        "secp256k1",
        "weierstrass/secp256k1_table.rs",
        described::<Secp256k1, _, _, _>,
    ),
];

#[cfg(test)]
mod tests {
    use super::FILES;

    /// Each committed generated file is what its generator prints now.
    #[test]
    fn every_generated_file_is_up_to_date() {
        for f in FILES {
            let path = std::format!("{}/src/{}", env!("CARGO_MANIFEST_DIR"), f.path);
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == (f.source)(),
                "{} (`gen_tables {}`) differs from the generator's output; regenerate it with \
                 `cargo run -p velocurve --example gen_tables --features table-gen -- --write`",
                f.path,
                f.name
            );
        }
    }
}
