//! Prints a generated source file: `edwards/comb/table.rs` by default,
//! `edwards/double_base/table.rs` with the argument `vartime`,
//! `weierstrass/curve13318_table.rs` with `curve13318`,
//! `weierstrass/curve13318_vartime_table.rs` with `curve13318-vartime`,
//! `weierstrass/p256_table.rs` with `p256` (and `p192`, `p224`, `p384`,
//! `p521` likewise; see
//! `velocurve/src/weierstrass/table_gen.rs`),
//! `edwards/comb/ifma_table.rs` with `lanes` (see
//! `velocurve/src/edwards/table_gen.rs`), and the generated four-lane ladder
//! step `montgomery/ifma4/step.rs` with `ladder4` (see
//! `velocurve/src/montgomery/ifma4/codegen.rs`).

fn main() {
    match std::env::args().nth(1).as_deref() {
        None | Some("base") => print!("{}", velocurve::__table_gen::generate_base_table_source()),
        Some("vartime") => print!(
            "{}",
            velocurve::__table_gen::generate_vartime_table_source()
        ),
        Some("curve13318") => print!(
            "{}",
            velocurve::__table_gen::generate_curve13318_table_source()
        ),
        Some("curve13318-vartime") => print!(
            "{}",
            velocurve::__table_gen::generate_curve13318_vartime_table_source()
        ),
        Some("p192") => print!("{}", velocurve::__table_gen::generate_p192_table_source()),
        Some("p224") => print!("{}", velocurve::__table_gen::generate_p224_table_source()),
        Some("p256") => print!("{}", velocurve::__table_gen::generate_p256_table_source()),
        Some("p384") => print!("{}", velocurve::__table_gen::generate_p384_table_source()),
        Some("secp256k1") => print!(
            "{}",
            velocurve::__table_gen::generate_secp256k1_table_source()
        ),
        Some("p521") => print!("{}", velocurve::__table_gen::generate_p521_table_source()),
        #[cfg(x86_backends)]
        Some("lanes") => print!("{}", velocurve::__table_gen::generate_lane_table_source()),
        #[cfg(x86_backends)]
        Some("ladder4") => print!("{}", velocurve::__table_gen::generate_ladder4_step_source()),
        Some(other) => {
            eprintln!(
                "unknown table {other:?}: expected `base`, `vartime`, `curve13318`, `curve13318-vartime`, `p192`, `p224`, `p256`, `p384`, `p521`, `secp256k1`, `lanes` or `ladder4`"
            );
            std::process::exit(2);
        }
    }
}
