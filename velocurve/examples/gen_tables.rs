fn main() {
    print!("{}", velocurve::__table_gen::generate_base_table_source());
}
