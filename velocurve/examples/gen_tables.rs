//! Prints a generated table source: `base_table.rs` by default,
//! `vartime_table.rs` with the argument `vartime`, `ifma/base_table.rs`
//! with `lanes` (see `velocurve/src/edwards/table_gen.rs`).

fn main() {
    match std::env::args().nth(1).as_deref() {
        None | Some("base") => print!("{}", velocurve::__table_gen::generate_base_table_source()),
        Some("vartime") => print!(
            "{}",
            velocurve::__table_gen::generate_vartime_table_source()
        ),
        #[cfg(target_arch = "x86_64")]
        Some("lanes") => print!("{}", velocurve::__table_gen::generate_lane_table_source()),
        Some(other) => {
            eprintln!("unknown table {other:?}: expected `base`, `vartime` or `lanes`");
            std::process::exit(2);
        }
    }
}
