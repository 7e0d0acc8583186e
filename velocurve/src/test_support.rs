//! Helpers shared by the unit tests: which backends run on this CPU, and a
//! loop that binds each one's single-element field type.

use crate::backend::Backend;
use std::vec::Vec;

/// Backends to run on this CPU; prints which ran and which were skipped.
pub(crate) fn backends(test: &str) -> Vec<Backend> {
    let mut run = Vec::new();
    for &b in Backend::ALL {
        if b.is_supported() {
            run.push(b);
        } else {
            std::println!("[{test}] backend {b}: SKIPPED (CPU lacks its features)");
        }
    }
    std::println!(
        "[{test}] backends run: {}",
        run.iter().map(|b| b.name()).collect::<Vec<_>>().join(", ")
    );
    run
}

/// Runs `$body` with `$F` bound to the field type of each supported backend
/// (printing which ran and which were skipped).
macro_rules! for_each_backend {
    ($test:expr, |$F:ident| $body:block) => {
        for b in $crate::test_support::backends($test) {
            match b {
                $crate::backend::Backend::Portable51 => {
                    type $F = $crate::field::fe51::Fe51;
                    $body
                }
                // Avx2's and Ifma's single-element field is mulx64's.
                #[cfg(x86_backends)]
                $crate::backend::Backend::Mulx64
                | $crate::backend::Backend::Avx2
                | $crate::backend::Backend::Ifma => {
                    type $F = $crate::field::fe64::Fe64;
                    $body
                }
                #[allow(unreachable_patterns)]
                _ => unreachable!(),
            }
        }
    };
}
pub(crate) use for_each_backend;

/// The prime `2^255 - 19` as a big integer (for models).
#[cfg(x86_backends)]
pub(crate) fn p() -> num_bigint::BigUint {
    (num_bigint::BigUint::from(1u32) << 255u32) - 19u32
}

/// The model of one Montgomery-ladder step for the vector ladders' tests
/// (`montgomery::ifma4`, `montgomery::avx2`), as field elements: `R_bit`
/// doubled, `R_{1-bit}` replaced by the differential sum with difference
/// `x1` (RFC 7748's formulas, `a24 = 121665`).
#[cfg(x86_backends)]
pub(crate) fn model_step(
    r: [[num_bigint::BigUint; 2]; 2],
    x1: &num_bigint::BigUint,
    bit: usize,
) -> [[num_bigint::BigUint; 2]; 2] {
    use num_bigint::BigUint;
    let p = p();
    let (xp, zp) = (&r[bit][0], &r[bit][1]);
    let (xq, zq) = (&r[1 - bit][0], &r[1 - bit][1]);
    let a = (xp + zp) % &p;
    let b = (xp + &p - zp) % &p;
    let c = (xq + zq) % &p;
    let d = (xq + &p - zq) % &p;
    let aa = &a * &a % &p;
    let bb = &b * &b % &p;
    let e = (&aa + &p - &bb) % &p;
    let da = &d * &a % &p;
    let cb = &c * &b % &p;
    let x2 = &aa * &bb % &p;
    let z2 = &e * ((&aa + BigUint::from(121665u32) * &e) % &p) % &p;
    let s = (&da + &cb) % &p;
    let u = (&da + &p - &cb) % &p;
    let x3 = &s * &s % &p;
    let z3 = x1 * (&u * &u % &p) % &p;
    let mut out = r.clone();
    out[bit] = [x2, z2];
    out[1 - bit] = [x3, z3];
    out
}

/// RFC 7748 section 5.2 through `x25519` (scalar as given, clamping
/// included, as the public function): both single-step vectors, the
/// iterated vector's first step and its result after 1,000 iterations.
/// `what` names the implementation in assertion messages.
pub(crate) fn check_rfc7748(what: &str, x25519: impl Fn(&[u8; 32], &[u8; 32]) -> [u8; 32]) {
    let h = |s: &str| -> [u8; 32] { hex::decode(s).unwrap().try_into().unwrap() };
    let vectors = [
        (
            "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
            "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
            "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552",
        ),
        (
            "4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
            "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
            "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957",
        ),
    ];
    for (k, u, want) in vectors {
        assert_eq!(x25519(&h(k), &h(u)), h(want), "{what}");
    }
    let mut k = [0u8; 32];
    k[0] = 9;
    let mut u = k;
    for i in 0..1000 {
        let r = x25519(&k, &u);
        if i == 0 {
            assert_eq!(
                r,
                h("422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079"),
                "{what}"
            );
        }
        u = k;
        k = r;
    }
    assert_eq!(
        k,
        h("684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51"),
        "{what}"
    );
}
