//! Every generated source file of the crate and its generator: the
//! precomputed tables of `edwards/` and `weierstrass/`, and the generated
//! four-lane ladder step. `examples/gen_tables.rs` prints, checks or
//! rewrites them from this list, and the unit test below recomputes each
//! one and compares it byte for byte with the committed file.
//!
//! A curve given as data (`curves/`) adds its two tables here, a line each.

extern crate alloc;

use crate::curves::Curve;
use crate::curves::{P192, P224, P256, P384, P521, Secp256k1};
use crate::field::fp::{Fp, PrimeParams};
use crate::{edwards, weierstrass};
use alloc::string::String;
use weierstrass::comb::Table;
use weierstrass::nist::{Description, ODD_ENTRIES, ODD_WINDOW, On};
use weierstrass::table_gen::{
    comb_table_source, comb_table_words, odd_multiples_source, odd_multiples_words,
};

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
    file("p192", "curves/p192_table.rs", described::<P192, _, _, _>),
    file("p224", "curves/p224_table.rs", described::<P224, _, _, _>),
    file("p256", "curves/p256_table.rs", described::<P256, _, _, _>),
    file("p384", "curves/p384_table.rs", described::<P384, _, _, _>),
    file("p521", "curves/p521_table.rs", described::<P521, _, _, _>),
    file(
        "secp256k1",
        "curves/secp256k1_table.rs",
        described::<Secp256k1, _, _, _>,
    ),
    file("p192-odd", "curves/p192_odd_table.rs", odd::<P192, _>),
    file("p224-odd", "curves/p224_odd_table.rs", odd::<P224, _>),
    file("p256-odd", "curves/p256_odd_table.rs", odd::<P256, _>),
    file("p384-odd", "curves/p384_odd_table.rs", odd::<P384, _>),
    file("p521-odd", "curves/p521_odd_table.rs", odd::<P521, _>),
    file(
        "secp256k1-odd",
        "curves/secp256k1_odd_table.rs",
        odd::<Secp256k1, _>,
    ),
];

/// The source of `curves/<curve>_table.rs` for the described curve `D`
/// (`<curve>` the curve of its [`Description::OPERATION`]), computed on the
/// portable Montgomery-form field of its prime, written in the form of
/// [`Description::MONTGOMERY_TABLES`].
fn described<D, const N: usize, const K: usize, const R: usize>() -> String
where
    D: Description<Words = [u64; N], Table = Table<K, R>> + Curve,
    D::Base: PrimeParams<N>,
    D::Order: PrimeParams<N>,
{
    let name = D::OPERATION.curve();
    let mut table = comb_table_words::<On<D, Fp<D::Base, N>>, N, K, R>();
    if D::MONTGOMERY_TABLES {
        for e in table.iter_mut().flatten() {
            let (x, y) = e.split_at_mut(N);
            for c in [x, y] {
                let w: [u64; N] = core::array::from_fn(|i| c[i]);
                c.copy_from_slice(&montgomery::<D::Base, N>(&w));
            }
        }
    }
    comb_table_source(
        &alloc::format!("{}'s", <D as Curve>::NAME),
        name,
        "curves",
        &alloc::format!("`G` of `curves/{name}.rs`."),
        D::MONTGOMERY_TABLES,
        &table,
    )
}

/// The source of `curves/<curve>_odd_table.rs` for the described curve
/// `D`: the odd multiples of its generator for ECDSA verification, computed
/// on the portable Montgomery-form field of its prime, written in the form
/// of [`Description::MONTGOMERY_TABLES`].
fn odd<D, const N: usize>() -> String
where
    D: Description<Words = [u64; N]> + Curve,
    D::Base: PrimeParams<N>,
{
    let name = D::OPERATION.curve();
    let mut table = odd_multiples_words::<On<D, Fp<D::Base, N>>, N, ODD_ENTRIES>();
    if D::MONTGOMERY_TABLES {
        for c in table.0.iter_mut().flatten() {
            *c = montgomery::<D::Base, N>(c);
        }
    }
    odd_multiples_source(
        &alloc::format!("{}'s", <D as Curve>::NAME),
        &alloc::format!("{name}-odd"),
        &alloc::format!("curves/{name}_odd_table.rs"),
        &alloc::format!("`G` of `curves/{name}.rs`."),
        ODD_WINDOW,
        D::MONTGOMERY_TABLES,
        &table,
    )
}

/// The Montgomery form `w 2^(64 N) mod p` of the canonical words `w`
/// (the portable field's words, which every Montgomery field of `p`
/// shares).
fn montgomery<P: PrimeParams<N>, const N: usize>(w: &[u64; N]) -> [u64; N] {
    *Fp::<P, N>::from_words_reduced(w).montgomery_words()
}

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
