//! The generator of the Weierstrass tables (feature `table-gen`, and the
//! test of `crate::generated` that compares its output with the committed
//! files): the comb table ([`comb_table_words`], [`comb_table_source`]) and
//! the odd multiples of the variable-time double-base multiplication
//! ([`odd_multiples_words`], [`odd_multiples_source`]) of any curve;
//! Curve13318's here, the described curves' by `generated.rs`.

use super::comb::{ENTRIES, Table, W};
use super::curve13318::{Curve13318On, G_WINDOW};
use super::double_base::{OddMultiples, entries};
use super::{Curve, ProjectivePoint};
use crate::field::Field;
use crate::field::fe51::Fe51;
use crate::field::fp::words_from_le_bytes;
use core::fmt::Write;
use std::string::String;

/// The rows of Curve13318's comb table: row `i`, entry `j - 1` is `j 64^i
/// G` as canonical words `x || y`, computed on the portable field.
pub(crate) fn curve13318_table_words() -> std::boxed::Box<Table> {
    comb_table_words::<Curve13318On<Fe51>, 4, 8, { super::comb::ROWS }>()
}

/// The rows of `C`'s comb table: row `i`, entry `j - 1` is `j 64^i G` as
/// canonical words `x || y` (each coordinate's canonical little-endian
/// bytes read as `N` words). Boxed: P-521's is 400 KB.
pub(crate) fn comb_table_words<C: Curve, const N: usize, const K: usize, const R: usize>()
-> std::boxed::Box<Table<K, R>> {
    assert!(K == 2 * N);
    let mut table: std::boxed::Box<Table<K, R>> = std::vec![[[0u64; K]; ENTRIES]; R]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("R rows"));
    let mut base: ProjectivePoint<C> = C::generator().to_projective();
    for row in table.iter_mut() {
        let mut q = base;
        for entry in row.iter_mut() {
            let (x, y) = q.to_affine_coordinates();
            entry[..N].copy_from_slice(&words_from_le_bytes::<N>(x.to_bytes().as_ref()));
            entry[N..].copy_from_slice(&words_from_le_bytes::<N>(y.to_bytes().as_ref()));
            q = q.add(&base);
        }
        for _ in 0..W {
            base = base.double();
        }
    }
    table
}

/// The odd multiples `(2j + 1) G`, `j < E`, of `C`'s generator as
/// canonical words `[x, y]`: `G`, then `+ 2G` each time.
pub(crate) fn odd_multiples_words<C: Curve, const N: usize, const E: usize>() -> OddMultiples<N, E>
{
    let g: ProjectivePoint<C> = C::generator().to_projective();
    let g2 = g.double();
    let mut q = g;
    OddMultiples(core::array::from_fn(|_| {
        let (x, y) = q.to_affine_coordinates();
        q = q.add(&g2);
        [x, y].map(|c| words_from_le_bytes::<N>(c.to_bytes().as_ref()))
    }))
}

/// The source of the table of odd multiples `path` (`gen_tables {cli}`)
/// for the wNAF width `window`: `whose` names the curve in the first line,
/// `generator` says which `G`.
pub(crate) fn odd_multiples_source<const N: usize, const E: usize>(
    whose: &str,
    cli: &str,
    path: &str,
    generator: &str,
    window: usize,
    montgomery: bool,
    table: &OddMultiples<N, E>,
) -> String {
    assert_eq!(E, entries(window));
    // Writing to a String cannot fail, so the `fmt::Result`s are ignored.
    let mut s = String::new();
    let _ = write!(
        s,
        "\
//! Odd multiples of {whose} generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- {cli} > velocurve/src/{path}
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! {generator} Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! {form},
//! in {words} little-endian 64-bit words. wNAF width {window}: {E} entries.

",
        form = form(montgomery, N),
        words = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"
        ][N]
    );
    s.push_str("use crate::weierstrass::double_base::OddMultiples;\n\n");
    s.push_str("/// The table described in the module documentation.\n");
    let _ = writeln!(
        s,
        "pub(crate) static ODD_MULTIPLES: OddMultiples<{N}, {E}> = OddMultiples(["
    );
    for (j, [x, y]) in table.0.iter().enumerate() {
        let _ = writeln!(s, "    // {} G", 2 * j + 1);
        s.push_str("    [\n");
        crate::table_text::push_entry(&mut s, 8, x);
        crate::table_text::push_entry(&mut s, 8, y);
        s.push_str("    ],\n");
    }
    s.push_str("]);\n");
    s
}

/// The source of `weierstrass/curve13318_vartime_table.rs`.
pub fn generate_curve13318_vartime_table_source() -> String {
    odd_multiples_source(
        "Curve13318's",
        "curve13318-vartime",
        "weierstrass/curve13318_vartime_table.rs",
        "`G = (0, sqrt(13318))`, the odd root.",
        G_WINDOW,
        false,
        &odd_multiples_words::<Curve13318On<Fe51>, 4, { entries(G_WINDOW) }>(),
    )
}

/// The source of `weierstrass/curve13318_table.rs`.
pub fn generate_curve13318_table_source() -> String {
    comb_table_source(
        "Curve13318's",
        "curve13318",
        "weierstrass",
        "`G = (0, sqrt(13318))`, the odd root.",
        false,
        &curve13318_table_words(),
    )
}

/// How a table's coordinates are written: canonical, or in the Montgomery
/// form of `N` words (`weierstrass::nist::Description::MONTGOMERY_TABLES`).
fn form(montgomery: bool, n: usize) -> String {
    if montgomery {
        std::format!(
            "in the Montgomery form `v 2^{} mod p` of its value `v`",
            64 * n
        )
    } else {
        "as its canonical value".into()
    }
}

/// The source of the comb table file `{dir}/{name}_table.rs`: `whose`
/// names the curve in the first line, `generator` says which `G`.
pub(crate) fn comb_table_source<const K: usize, const R: usize>(
    whose: &str,
    name: &str,
    dir: &str,
    generator: &str,
    montgomery: bool,
    table: &Table<K, R>,
) -> String {
    let n = K / 2;
    // The 256-bit curves' tables use the defaults of `Table`.
    let ty = if (K, R) == (8, super::comb::ROWS) {
        "Table".into()
    } else {
        std::format!("Table<{K}, {R}>")
    };
    // Writing to a String cannot fail, so the `fmt::Result`s are ignored.
    let mut s = String::new();
    let _ = write!(
        s,
        "\
//! Multiples of {whose} generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- {name} > velocurve/src/{dir}/{name}_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! {generator} Row `i`, entry `j - 1` is `j *
//! 2^({W} i) * G`, affine, `x` then `y`, each
//! {form},
//! in {words} little-endian 64-bit words.
//!
//! Parameters: W = {W}, {R} rows of {ENTRIES} entries.

",
        form = form(montgomery, n),
        words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][n]
    );
    s.push_str("use crate::weierstrass::comb::Table;\n\n");
    s.push_str("/// The table described in the module documentation.\n");
    let _ = writeln!(s, "pub(crate) static TABLE: {ty} = [");
    for (r, row) in table.iter().enumerate() {
        let _ = writeln!(s, "    // row {r}: multiples of 2^{} G", W * r);
        s.push_str("    [\n");
        for entry in row.iter() {
            crate::table_text::push_entry(&mut s, 8, entry);
        }
        s.push_str("    ],\n");
    }
    s.push_str("];\n");
    s
}
