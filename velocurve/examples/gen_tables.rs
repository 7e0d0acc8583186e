//! Prints a generated table source: `base_table.rs` by default,
//! `vartime_table.rs` with the argument `vartime`, `ifma/base_table.rs`
//! with `lanes` (see `velocurve/src/edwards/table_gen.rs`), and the
//! generated four-lane ladder step `montgomery_ifma4/step.rs` with
//! `ladder4` (see `velocurve/src/montgomery_ifma4/codegen.rs`).

fn main() {
    match std::env::args().nth(1).as_deref() {
        None | Some("base") => print!("{}", velocurve::__table_gen::generate_base_table_source()),
        Some("vartime") => print!(
            "{}",
            velocurve::__table_gen::generate_vartime_table_source()
        ),
        #[cfg(target_arch = "x86_64")]
        Some("lanes") => print!("{}", velocurve::__table_gen::generate_lane_table_source()),
        #[cfg(target_arch = "x86_64")]
        Some("ladder4") => print!("{}", velocurve::__table_gen::generate_ladder4_step_source()),
        Some(other) => {
            eprintln!("unknown table {other:?}: expected `base`, `vartime`, `lanes` or `ladder4`");
            std::process::exit(2);
        }
    }
}
