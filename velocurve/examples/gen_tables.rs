//! Prints a generated table source: `base_table.rs` by default, or
//! `vartime_table.rs` with the argument `vartime` (see
//! `velocurve/src/edwards/table_gen.rs`).

fn main() {
    match std::env::args().nth(1).as_deref() {
        None | Some("base") => print!("{}", velocurve::__table_gen::generate_base_table_source()),
        Some("vartime") => print!(
            "{}",
            velocurve::__table_gen::generate_vartime_table_source()
        ),
        Some(other) => {
            eprintln!("unknown table {other:?}: expected `base` or `vartime`");
            std::process::exit(2);
        }
    }
}
