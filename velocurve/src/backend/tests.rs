//! The backend names, the parser, and the choice table.

use super::*;
use std::string::ToString;

#[test]
fn names_parse_back() {
    for b in core::iter::once(Backend::Auto).chain(Backend::ALL.iter().copied()) {
        assert_eq!(b.name().parse::<Backend>(), Ok(b));
        assert_eq!(b.name().to_ascii_uppercase().parse::<Backend>(), Ok(b));
        assert_eq!(b.to_string(), b.name());
    }
    let e = "avx512".parse::<Backend>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown backend name; expected one of: auto, portable51, mulx64, avx2, ifma"
    );
    assert!("".parse::<Backend>().is_err());
}

#[test]
fn auto_resolves_to_a_supported_backend_for_every_operation() {
    std::println!("[auto] CPU family: {}", CpuFamily::detect());
    for &op in Operation::ALL {
        let b = Backend::auto(op);
        assert!(b.is_supported(), "{op}: {b}");
        assert_ne!(b, Backend::Auto);
        assert_eq!(Backend::Auto.resolve(op), b);
        assert!(!Backend::auto_reason(op).is_empty());
        std::println!("[auto] {op}: {b} ({})", Backend::auto_reason(op));
        for &f in Backend::ALL {
            assert_eq!(f.resolve(op), f);
        }
    }
    assert!(Backend::Auto.is_supported() && Backend::Portable51.is_supported());
    assert!(Backend::supported().all(|b| b != Backend::Auto));
}

/// Every entry of the table cites a measurement or says why there is
/// none, and no (family, operation) pair is decided twice.
#[test]
fn choice_table_is_well_formed() {
    for (i, e) in choice::TABLE.iter().enumerate() {
        assert!(e.why.len() > 40, "entry {i} has no real citation");
        assert_ne!(e.backend, Backend::Auto);
        for other in &choice::TABLE[i + 1..] {
            assert!(
                !(other.family == e.family && other.op == e.op),
                "{:?} {} decided twice",
                e.family,
                e.op
            );
        }
    }
    assert_eq!(
        choice::choose(CpuFamily::Portable, Operation::X25519),
        Backend::Portable51
    );
}
