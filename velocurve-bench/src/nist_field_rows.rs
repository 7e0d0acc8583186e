//! The field rows of the NIST curves and secp256k1: `pNNN/field-mul`,
//! `pNNN/field-square`, `secp256k1/field-mul` and `secp256k1/field-square`,
//! timed as the GF(2^255 - 19) rows `field/mul` and `field/square` of
//! `rows.rs`: a dependent chain of [`MUL_CHAIN`] multiplications `a * b^n`
//! or [`SQUARE_CHAIN`] squarings `a^(2^n)` per call (decode and encode
//! once), divided by its length, so per-operation latency. Each velocurve
//! column runs the field its backend runs the curve's exchange on
//! (`velocurve::__bench::nist_field`: the curve's portable field on
//! `portable51`, its `mulx` field on `mulx64`, `avx2` and `ifma`), and
//! `velocurve auto` the backend `Backend::Auto` picks for that exchange.
//!
//! Inputs are canonical (`1 <= a < p`), little-endian, drawn from a seeded
//! generator. The reference is num-bigint's `modpow` (`a * b^n mod p`,
//! `a^(2^n) mod p`) with `p` written from its closed form (FIPS 186-5,
//! SEC 2), which a unit test compares with OpenSSL's group. No peer
//! column: no peer's API built here exposes these fields' arithmetic.

use crate::harness::{POOL, Row, fold, op};
use crate::rng::Rng;
use crate::rows::{MUL_CHAIN, SQUARE_CHAIN, hex, velocurve_columns};
use num_bigint::BigUint;
use velocurve::__bench::nist_field;
use velocurve::backend::Backend;

/// `a * b^n` on a backend (little-endian canonical encodings).
type MulChain = fn(Backend, &[u8], &[u8], u32) -> Option<Vec<u8>>;
/// `a^(2^n)` on a backend.
type SquareChain = fn(Backend, &[u8], u32) -> Option<Vec<u8>>;

/// One curve's field.
struct Prime {
    /// Row id prefix (`p256`, `secp256k1`).
    id: &'static str,
    /// Name (`P-256`).
    name: &'static str,
    /// `p` from its closed form.
    p: fn() -> BigUint,
    /// The fields its backends run on (for the note; `curves/<id>.rs`).
    fields: &'static str,
    mul: MulChain,
    square: SquareChain,
}

/// `2^e`.
fn pow2(e: u32) -> BigUint {
    BigUint::from(1u8) << e
}

/// A [`Prime`] of velocurve's curve module `$m` (its `ecdh` type `$t`).
macro_rules! prime {
    ($m:ident, $t:ident, $name:literal, $p:expr, $fields:literal) => {
        Prime {
            id: stringify!($m),
            name: $name,
            p: $p,
            fields: $fields,
            mul: nist_field::mul_chain::<velocurve::ecdh::$t>,
            square: nist_field::square_chain::<velocurve::ecdh::$t>,
        }
    };
}

/// The primes, in the order of the curves in `nist_rows.rs`.
fn primes() -> Vec<Prime> {
    vec![
        prime!(
            p256,
            P256,
            "P-256",
            || pow2(256) - pow2(224) + pow2(192) + pow2(96) - 1u8,
            "portable51: Fp<P256Base, 4> (Montgomery form); mulx64, avx2, ifma: Fp256Mulx"
        ),
        prime!(
            p384,
            P384,
            "P-384",
            || pow2(384) - pow2(128) - pow2(96) + pow2(32) - 1u8,
            "portable51: Fp<P384Base, 6> (Montgomery form); mulx64, avx2, ifma: Fp384Mulx"
        ),
        prime!(
            p521,
            P521,
            "P-521",
            || pow2(521) - 1u8,
            "every backend: Fp521 (Mersenne folding, radix 2^58), compiled with each backend's \
             target features"
        ),
        prime!(
            p224,
            P224,
            "P-224",
            || pow2(224) - pow2(96) + 1u8,
            "portable51: Fp<P224Base, 4> (Montgomery form); mulx64, avx2, ifma: Fp224Mulx"
        ),
        prime!(
            p192,
            P192,
            "P-192",
            || pow2(192) - pow2(64) - 1u8,
            "portable51: Fp<P192Base, 3> (Montgomery form); mulx64, avx2, ifma: Fp192Mulx"
        ),
        prime!(
            secp256k1,
            Secp256k1,
            "secp256k1",
            || pow2(256) - pow2(32) - 977u16,
            "portable51: Fp<Secp256k1Base, 4> (Montgomery form); mulx64, avx2, ifma: \
             Fp256k1Mulx (plain words)"
        ),
    ]
}

/// The rows, per curve: multiply, then square.
pub fn rows(seed: u64) -> Vec<Row> {
    primes()
        .into_iter()
        .flat_map(|f| [mul_row(&f, seed), square_row(&f, seed)])
        .collect()
}

/// Bytes of an element of GF(p).
fn len(p: &BigUint) -> usize {
    p.bits().div_ceil(8) as usize
}

/// `x` as `len` little-endian bytes (`x < 2^(8 len)`).
fn le(x: &BigUint, len: usize) -> Vec<u8> {
    let mut b = x.to_bytes_le();
    b.resize(len, 0);
    b
}

/// [`POOL`] seeded elements, uniform in `1 ..= p - 1` (by rejection on
/// the top byte's significant bits), little-endian.
fn pool(p: &BigUint, rng: &mut Rng) -> Vec<Vec<u8>> {
    let n = len(p);
    let top_bits = p.bits() - 8 * (n as u64 - 1);
    let mask = (0xffu16 >> (8 - top_bits)) as u8;
    let mut out = Vec::with_capacity(POOL);
    while out.len() < POOL {
        let mut b = Vec::with_capacity(n + 32);
        while b.len() < n {
            b.extend_from_slice(&rng.bytes32());
        }
        b.truncate(n);
        b[n - 1] &= mask;
        let x = BigUint::from_bytes_le(&b);
        if x != BigUint::ZERO && &x < p {
            out.push(b);
        }
    }
    out
}

/// The checked inputs: the first pool entries and the edges `p - 1` and
/// `1` (pairs for multiplication; squaring uses the first of each).
fn checked_inputs(p: &BigUint, a: &[Vec<u8>], b: &[Vec<u8>]) -> Vec<(Vec<u8>, Vec<u8>)> {
    let n = len(p);
    let (m1, one) = (le(&(p - 1u8), n), le(&BigUint::from(1u8), n));
    a.iter()
        .zip(b)
        .take(4)
        .map(|(x, y)| (x.clone(), y.clone()))
        .chain([
            (m1.clone(), m1.clone()),
            (m1.clone(), one.clone()),
            (one, m1),
        ])
        .collect()
}

/// Compares `got(a, b, n)` with `want(a, b, n)` on the checked inputs, for a
/// chain of one and of the timed length, and requires `got` to reject `p`
/// itself (not canonical).
fn check_chain(
    p: &BigUint,
    inputs: &[(Vec<u8>, Vec<u8>)],
    chain: u32,
    got: impl Fn(&[u8], &[u8], u32) -> Option<Vec<u8>>,
    want: impl Fn(&BigUint, &BigUint, u32) -> BigUint,
) -> Result<(), String> {
    let n = len(p);
    for (a, b) in inputs {
        for k in [1, chain] {
            let g = got(a, b, k).ok_or("the hook rejected a canonical element")?;
            let w = le(
                &want(&BigUint::from_bytes_le(a), &BigUint::from_bytes_le(b), k),
                n,
            );
            if g != w {
                return Err(format!(
                    "a={} b={} (little-endian, chain of {k}): got {} want {}",
                    hex(a),
                    hex(b),
                    hex(&g),
                    hex(&w)
                ));
            }
        }
    }
    if got(&le(p, n), &inputs[0].1, 1).is_some() {
        return Err("the hook accepted p (not canonical)".into());
    }
    Ok(())
}

/// The row's note.
fn note(f: &Prime, n: u32) -> String {
    format!(
        "per op in a dependent chain of {n} (latency) of canonical elements of {}'s field \
         (decode and encode once per chain), on the field each backend runs the curve's \
         exchange on ({}); no peer column (no peer's API built here exposes these fields' \
         arithmetic)",
        f.name, f.fields
    )
}

fn mul_row(f: &Prime, seed: u64) -> Row {
    let id: &'static str = Box::leak(format!("{}/field-mul", f.id).into_boxed_str());
    let title: &'static str = Box::leak(format!("{} field multiply", f.name).into_boxed_str());
    let p = (f.p)();
    let mut rng = Rng::new(seed, id);
    let (a, b) = (pool(&p, &mut rng), pool(&p, &mut rng));
    let inputs = checked_inputs(&p, &a, &b);
    let mul = f.mul;
    let impls = velocurve_columns(|backend| {
        let be = backend.unwrap_or(Backend::Auto);
        let (p, inputs) = (p.clone(), inputs.clone());
        let check = move || {
            check_chain(
                &p,
                &inputs,
                MUL_CHAIN,
                |a, b, n| mul(be, a, b, n),
                |a, b, n| a * b.modpow(&BigUint::from(n), &p) % &p,
            )
        };
        let (a, b) = (a.clone(), b.clone());
        let o = op(move |i| {
            fold(&mul(be, &a[i], &b[i], MUL_CHAIN).expect("the pool holds canonical elements"))
        });
        (check, o)
    });
    Row {
        id,
        title,
        ops_per_call: MUL_CHAIN,
        note: note(f, MUL_CHAIN),
        impls,
    }
}

fn square_row(f: &Prime, seed: u64) -> Row {
    let id: &'static str = Box::leak(format!("{}/field-square", f.id).into_boxed_str());
    let title: &'static str = Box::leak(format!("{} field square", f.name).into_boxed_str());
    let p = (f.p)();
    let mut rng = Rng::new(seed, id);
    let a = pool(&p, &mut rng);
    let inputs = checked_inputs(&p, &a, &a);
    let square = f.square;
    let impls = velocurve_columns(|backend| {
        let be = backend.unwrap_or(Backend::Auto);
        let (p, inputs) = (p.clone(), inputs.clone());
        let check = move || {
            check_chain(
                &p,
                &inputs,
                SQUARE_CHAIN,
                |a, _, n| square(be, a, n),
                |a, _, n| a.modpow(&pow2(n), &p),
            )
        };
        let a = a.clone();
        let o = op(move |i| {
            fold(&square(be, &a[i], SQUARE_CHAIN).expect("the pool holds canonical elements"))
        });
        (check, o)
    });
    Row {
        id,
        title,
        ops_per_call: SQUARE_CHAIN,
        note: note(f, SQUARE_CHAIN),
        impls,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use openssl::bn::{BigNum, BigNumContext};
    use openssl::ec::EcGroup;
    use openssl::nid::Nid;

    /// The closed forms are the primes of OpenSSL's groups, and the byte
    /// lengths velocurve's.
    #[test]
    fn primes_are_openssls() {
        let nids = [
            (
                "p256",
                Nid::X9_62_PRIME256V1,
                velocurve::p256::SECRET_KEY_BYTES,
            ),
            ("p384", Nid::SECP384R1, velocurve::p384::SECRET_KEY_BYTES),
            ("p521", Nid::SECP521R1, velocurve::p521::SECRET_KEY_BYTES),
            ("p224", Nid::SECP224R1, velocurve::p224::SECRET_KEY_BYTES),
            (
                "p192",
                Nid::X9_62_PRIME192V1,
                velocurve::p192::SECRET_KEY_BYTES,
            ),
            (
                "secp256k1",
                Nid::SECP256K1,
                velocurve::secp256k1::SECRET_KEY_BYTES,
            ),
        ];
        let primes = primes();
        assert_eq!(primes.len(), nids.len());
        for (f, (id, nid, bytes)) in primes.iter().zip(nids) {
            assert_eq!(f.id, id);
            let group = EcGroup::from_curve_name(nid).unwrap();
            let (mut p, mut a, mut b) = (
                BigNum::new().unwrap(),
                BigNum::new().unwrap(),
                BigNum::new().unwrap(),
            );
            let mut ctx = BigNumContext::new().unwrap();
            group
                .components_gfp(&mut p, &mut a, &mut b, &mut ctx)
                .unwrap();
            assert_eq!((f.p)(), BigUint::from_bytes_be(&p.to_vec()), "{id}");
            assert_eq!(len(&(f.p)()), bytes, "{id}");
        }
    }

    #[test]
    fn pools_are_canonical_and_nonzero() {
        for f in primes() {
            let p = (f.p)();
            let pool = pool(&p, &mut Rng::new(1, f.id));
            assert_eq!(pool.len(), POOL);
            for x in &pool {
                assert_eq!(x.len(), len(&p));
                let v = BigUint::from_bytes_le(x);
                assert!(v != BigUint::ZERO && v < p, "{}", f.id);
            }
        }
    }
}
