//! The text of the generated tables, shared by the generators of
//! `edwards/` and `weierstrass/` (`table_gen.rs` in each): every table
//! entry is written the same way, as an array of 64-bit words, four to a
//! line, in the `{:#018x}` form the tests regenerate byte for byte.

extern crate alloc;

use alloc::string::String;
use core::fmt::Write;

/// Appends one entry: a line `[`, the words four to a line one level (four
/// spaces) deeper, and a line `],`, every line indented by `indent` spaces.
/// A last line holds the remainder when `words.len()` is not a multiple
/// of 4 (P-192's and P-521's entries: 6 and 18 words).
pub(crate) fn push_entry(s: &mut String, indent: usize, words: &[u64]) {
    let pad = " ".repeat(indent);
    // Writing to a String cannot fail, so the `fmt::Result`s are ignored.
    let _ = writeln!(s, "{pad}[");
    for c in words.chunks(4) {
        let _ = write!(s, "{pad}   ");
        for w in c {
            let _ = write!(s, " {w:#018x},");
        }
        s.push('\n');
    }
    let _ = writeln!(s, "{pad}],");
}
