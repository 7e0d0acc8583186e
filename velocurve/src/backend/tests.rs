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

/// An operation is a curve and a kind: every one parses back from its name
/// and is found by its curve and kind; names are unique.
#[test]
fn operations_are_curve_and_kind() {
    for (i, &op) in Operation::ALL.iter().enumerate() {
        assert_eq!(op.name().parse::<Operation>(), Ok(op));
        assert_eq!(op.name().to_ascii_uppercase().parse::<Operation>(), Ok(op));
        assert_eq!(Operation::find(op.curve(), op.kind()), Some(op), "{op}");
        assert_eq!(op.to_string(), op.name());
        assert!(
            Operation::ALL[i + 1..]
                .iter()
                .all(|o| o.name() != op.name())
        );
    }
    assert_eq!(Operation::P384.curve(), "p384");
    assert_eq!(Operation::P384Base.kind(), OperationKind::MulBase);
    assert_eq!(Operation::P384Base.name(), "p384-base");
    assert_eq!(Operation::MulBase.name(), "mul-base");
    assert_eq!(Operation::X25519Batch.name(), "x25519-batch");
    let k1 = "secp256k1-base".parse::<Operation>().unwrap();
    assert_eq!(
        (k1.curve(), k1.kind()),
        ("secp256k1", OperationKind::MulBase)
    );
    assert_eq!(Operation::find("secp256k1", OperationKind::MulBatch), None);
    let e = "p257".parse::<Operation>().unwrap_err().to_string();
    assert!(
        e.starts_with("unknown operation name; expected one of: x25519, mul-base"),
        "{e}"
    );
    // The associated constants still match as patterns.
    assert!(matches!(Operation::ALL[0], Operation::X25519));
}

/// Every curve's backend choices are operations of the table's list (a
/// misspelt curve name would silently run `mulx64`).
#[test]
fn every_curve_chooses_listed_operations() {
    use crate::weierstrass::group::Model;
    fn ops<C: Model>() -> [Operation; 4] {
        [
            C::OPERATION,
            C::OPERATION_BASE,
            C::OPERATION_BATCH,
            C::OPERATION_BASE_BATCH,
        ]
    }
    use crate::ecdh::{Curve13318, P192, P224, P256, P384, P521, Secp256k1};
    for op in [
        ops::<P192>(),
        ops::<P224>(),
        ops::<P256>(),
        ops::<P384>(),
        ops::<P521>(),
        ops::<Secp256k1>(),
        ops::<Curve13318>(),
    ]
    .concat()
    {
        assert!(
            Operation::ALL.contains(&op),
            "{op} is not in Operation::ALL"
        );
    }
}
