//! The text of the generated tables, shared by the generators of
//! `edwards/` and `weierstrass/` (`table_gen.rs` in each): every table
//! entry is written the same way, as an array of 64-bit words, four to a
//! line, in the `{:#018x}` form the tests regenerate byte for byte.

extern crate alloc;

use alloc::string::String;
use core::fmt::Write;

/// Appends one entry: a line `[`, the words four to a line one level (four
/// spaces) deeper, and a line `],`, every line indented by `indent` spaces.
/// `words.len()` is a multiple of 4 (the tables' entries are 8 or 12
/// words).
pub(crate) fn push_entry(s: &mut String, indent: usize, words: &[u64]) {
    debug_assert!(words.len().is_multiple_of(4));
    let pad = " ".repeat(indent);
    // Writing to a String cannot fail, so the `fmt::Result`s are ignored.
    let _ = writeln!(s, "{pad}[");
    for c in words.chunks(4) {
        let _ = writeln!(
            s,
            "{pad}    {:#018x}, {:#018x}, {:#018x}, {:#018x},",
            c[0], c[1], c[2], c[3]
        );
    }
    let _ = writeln!(s, "{pad}],");
}
