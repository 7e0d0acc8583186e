//! The generator of `comb/table.rs`, `comb/ifma_table.rs` and
//! `double_base/table.rs`, on the same group code as the multiplications
//! that read the tables. Run it with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- base > velocurve/src/edwards/comb/table.rs
//! cargo run -p velocurve --example gen_tables --features table-gen -- lanes > velocurve/src/edwards/comb/ifma_table.rs
//! cargo run -p velocurve --example gen_tables --features table-gen -- vartime > velocurve/src/edwards/double_base/table.rs
//! ```
//!
//! (or all generated files at once with `-- --write`). The unit test
//! `generated::tests::every_generated_file_is_up_to_date` regenerates the
//! three sources and compares them byte for byte with the committed files.

extern crate alloc;

#[cfg(x86_backends)]
use super::comb::ifma::{ENTRIES as ENTRIES_X8, N as N_X8, STEPS as STEPS_X8, W as W_X8};
use super::comb::{ENTRIES, N, PASSES, ROWS, W};
use super::double_base::{B_ENTRIES, B_SPLIT, B_WINDOW};
use super::point::{EDWARDS_D, EdwardsPoint};
use crate::field::Field25519;
use crate::field::fe51::Fe51;
use alloc::string::String;
use core::fmt::Write;

/// The base point `B = (x, 4/5)` of RFC 8032 section 5.1 / RFC 7748
/// section 4.1, with `x` the even ("positive") root of
/// `x^2 = (y^2 - 1)/(d y^2 + 1)`.
pub(crate) fn basepoint<F: Field25519>() -> EdwardsPoint<F> {
    let y = F::from_u64x4(&[4, 0, 0, 0]).mul(&F::from_u64x4(&[5, 0, 0, 0]).invert());
    let yy = y.square();
    let d = F::from_u64x4(&EDWARDS_D);
    let (is_square, x) = F::sqrt_ratio_i(&yy.sub(&F::ONE), &d.mul(&yy).add(&F::ONE));
    assert!(bool::from(is_square), "(y^2 - 1)/(d y^2 + 1) is a square");
    let b = EdwardsPoint::from_affine(&x, &y);
    assert!(b.is_valid());
    b
}

/// Little-endian 64-bit words of the canonical encoding of `f`.
fn words<F: Field25519>(f: &F) -> [u64; 4] {
    let b = f.to_bytes();
    let mut w = [0u64; 4];
    for (i, wi) in w.iter_mut().enumerate() {
        let mut x = [0u8; 8];
        x.copy_from_slice(&b[8 * i..8 * i + 8]);
        *wi = u64::from_le_bytes(x);
    }
    w
}

/// The rows of the table: row `r`, entry `j - 1` is `j * 2^(W*PASSES*r) * B`
/// in affine Niels form, as canonical words.
pub(crate) fn base_table_words() -> alloc::vec::Vec<[[u64; 12]; ENTRIES]> {
    multiples_rows::<ENTRIES>(ROWS, W * PASSES)
}

/// `rows` rows of `E` entries: row `r`, entry `j - 1` is
/// `j * 2^(shift*r) * B` in affine Niels form, as canonical words.
pub(crate) fn multiples_rows<const E: usize>(
    rows: usize,
    shift: usize,
) -> alloc::vec::Vec<[[u64; 12]; E]> {
    let mut out = alloc::vec::Vec::with_capacity(rows);
    let mut p = basepoint::<Fe51>(); // 2^(shift*r) * B
    for _ in 0..rows {
        let mut row = [[0u64; 12]; E];
        let p_niels = p.to_projective_niels();
        let mut q = p; // j * p
        for entry in row.iter_mut() {
            let n = q.to_affine_niels();
            entry[0..4].copy_from_slice(&words(&n.y_plus_x));
            entry[4..8].copy_from_slice(&words(&n.y_minus_x));
            entry[8..12].copy_from_slice(&words(&n.xy2d));
            q = q.add_projective_niels(&p_niels).to_extended();
        }
        out.push(row);
        for _ in 0..shift {
            p = p.double();
        }
    }
    out
}

/// The lane table of the IFMA comb ([`super::comb::ifma`]):
/// `[s][j][w][k]` is word `w` of `(j + 1) * 2^(W_X8 * (8s + k)) * B` (row
/// `8s + k`), zero for the rows past the last digit.
#[cfg(x86_backends)]
pub(crate) fn lane_table_words() -> alloc::vec::Vec<[[[u64; 8]; 12]; ENTRIES_X8]> {
    let rows = multiples_rows::<ENTRIES_X8>(N_X8, W_X8);
    (0..STEPS_X8)
        .map(|s| {
            let mut step = [[[0u64; 8]; 12]; ENTRIES_X8];
            for (j, entry) in step.iter_mut().enumerate() {
                for (w, lanes) in entry.iter_mut().enumerate() {
                    for (k, word) in lanes.iter_mut().enumerate() {
                        if let Some(row) = rows.get(8 * s + k) {
                            *word = row[j][w];
                        }
                    }
                }
            }
            step
        })
        .collect()
}

/// The Rust source of `comb/ifma_table.rs`.
#[cfg(x86_backends)]
pub fn generate_lane_table_source() -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "\
//! Multiples of the edwards25519 base point for the IFMA comb
//! `edwards::comb::ifma`, laid out by lane.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- lanes > velocurve/src/edwards/comb/ifma_table.rs
//! ```
//!
//! (`edwards::table_gen::generate_lane_table_source`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Step `s`, entry
//! `j - 1`, word `w`, lane `k` is word `w` of `j * 2^(W * (8s + k)) * B` in
//! affine Niels form `(y + x, y - x, 2dxy)` (words 0-3, 4-7, 8-11: the
//! canonical values in little-endian 64-bit words), zero for the rows
//! `8s + k >= N`.
//!
//! Parameters: W = {W_X8}, N = {N_X8} digits, {STEPS_X8} steps of 8 lanes,
//! {ENTRIES_X8} entries.

"
    );
    s.push_str(
        "/// The lane table: `[s][j][w][k]` is word `w` of `(j + 1) 2^(W (8s + k)) B`\n\
         /// in affine Niels form (see the module documentation), aligned so that\n\
         /// every `[u64; 8]` is one aligned zmm load.\n\
         #[repr(C, align(64))]\n",
    );
    let _ = writeln!(
        s,
        "pub(crate) struct LaneTable(pub(crate) [[[[u64; 8]; 12]; {ENTRIES_X8}]; {STEPS_X8}]);\n"
    );
    s.push_str("/// The table described in the module documentation.\n");
    s.push_str("pub(crate) static LANE_TABLE: LaneTable = LaneTable([\n");
    for (st, step) in lane_table_words().iter().enumerate() {
        let _ = writeln!(s, "    // step {st}: rows {} ..= {}", 8 * st, 8 * st + 7);
        s.push_str("    [\n");
        for (j, entry) in step.iter().enumerate() {
            let _ = writeln!(s, "        // {} * row", j + 1);
            s.push_str("        [\n");
            for lanes in entry {
                s.push_str("            [");
                for (k, w) in lanes.iter().enumerate() {
                    let sep = if k == 0 { "" } else { ", " };
                    let _ = write!(s, "{sep}{w:#018x}");
                }
                s.push_str("],\n");
            }
            s.push_str("        ],\n");
        }
        s.push_str("    ],\n");
    }
    s.push_str("]);\n");
    s
}

/// The Rust source of `comb/table.rs`.
pub fn generate_base_table_source() -> String {
    // Writing to a String cannot fail, so the `fmt::Result`s are ignored.
    let mut s = String::new();
    let _ = write!(
        s,
        "\
//! Multiples of the edwards25519 base point for `edwards::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- base > velocurve/src/edwards/comb/table.rs
//! ```
//!
//! (`edwards::table_gen::generate_base_table_source`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Row `r`, entry
//! `j - 1` is `j * 2^(W * PASSES * r) * B` in affine Niels form
//! `(y + x, y - x, 2dxy)`, each coordinate as its canonical value in four
//! little-endian 64-bit words.
//!
//! Parameters: W = {W}, PASSES = {PASSES}, N = {N} digits, {ROWS} rows of
//! {ENTRIES} entries.

"
    );
    s.push_str("use super::BaseTable;\n\n");
    s.push_str("/// The table described in the module documentation.\n");
    s.push_str("pub(crate) static BASE_TABLE: BaseTable = BaseTable([\n");
    for (r, row) in base_table_words().iter().enumerate() {
        let _ = writeln!(s, "    // row {r}: multiples of 2^{} B", W * PASSES * r);
        s.push_str("    [\n");
        for (j, entry) in row.iter().enumerate() {
            let _ = writeln!(s, "        // {} * 2^{} B", j + 1, W * PASSES * r);
            crate::table_text::push_entry(&mut s, 8, entry);
        }
        s.push_str("    ],\n");
    }
    s.push_str("]);\n");
    s
}

/// The two tables of `double_base/table.rs`: `[0][j] = (2j + 1) B` and
/// `[1][j] = (2j + 1) 2^B_SPLIT B` in affine Niels form, as canonical words.
pub(crate) fn vartime_table_words() -> [[[u64; 12]; B_ENTRIES]; 2] {
    let mut tables = [[[0u64; 12]; B_ENTRIES]; 2];
    let mut p = basepoint::<Fe51>();
    for table in tables.iter_mut() {
        let p2 = p.double().to_projective_niels();
        let mut q = p; // (2j + 1) p
        for entry in table.iter_mut() {
            let n = q.to_affine_niels();
            entry[0..4].copy_from_slice(&words(&n.y_plus_x));
            entry[4..8].copy_from_slice(&words(&n.y_minus_x));
            entry[8..12].copy_from_slice(&words(&n.xy2d));
            q = q.add_projective_niels(&p2).to_extended();
        }
        for _ in 0..B_SPLIT {
            p = p.double();
        }
    }
    tables
}

/// The Rust source of `double_base/table.rs`.
pub fn generate_vartime_table_source() -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "\
//! Odd multiples of the edwards25519 base point for the variable-time
//! (verification) multiplications of `edwards::double_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- vartime > velocurve/src/edwards/double_base/table.rs
//! ```
//!
//! (`edwards::table_gen::generate_vartime_table_source`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Table 0, entry `j`
//! is `(2j + 1) B`; table 1, entry `j` is `(2j + 1) 2^{B_SPLIT} B`; in affine
//! Niels form `(y + x, y - x, 2dxy)`, each coordinate as its canonical value
//! in four little-endian 64-bit words. wNAF width {B_WINDOW}: {B_ENTRIES}
//! entries per table.

"
    );
    s.push_str("use super::VartimeTable;\n\n");
    s.push_str("/// The tables described in the module documentation.\n");
    s.push_str("pub(crate) static VARTIME_TABLE: VartimeTable = VartimeTable([\n");
    for (t, table) in vartime_table_words().iter().enumerate() {
        let shift = B_SPLIT * t;
        let _ = writeln!(s, "    // table {t}: odd multiples of 2^{shift} B");
        s.push_str("    [\n");
        for (j, entry) in table.iter().enumerate() {
            let _ = writeln!(s, "        // {} * 2^{shift} B", 2 * j + 1);
            crate::table_text::push_entry(&mut s, 8, entry);
        }
        s.push_str("    ],\n");
    }
    s.push_str("]);\n");
    s
}
