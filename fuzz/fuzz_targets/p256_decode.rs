//! The P-256 decoders on arbitrary bytes of arbitrary length, against a
//! big-integer model of the curve equation:
//!
//! * `PublicKey::from_sec1_bytes` accepts exactly the SEC1 encodings of
//!   points (`02`/`03 || x`, `04 || x || y`, canonical coordinates on the
//!   curve) and re-encodes them byte for byte; every rejection is the error
//!   the model predicts (length, prefix, identity, coordinate `>= p`, off
//!   the curve);
//! * `SecretKey::from_slice` on the first 32 bytes (zero-padded) accepts
//!   exactly `1..=n-1`, and for an accepted key and point the shared secret
//!   is the `x` of a point on the curve.
//!
//! Input: any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;
use velocurve::Error;
use velocurve::p256::{ORDER, PublicKey, SecretKey};
use velocurve_fuzz::take;

fn be(b: &[u8]) -> BigUint {
    BigUint::from_bytes_be(b)
}

fn p() -> BigUint {
    let one = BigUint::from(1u8);
    (&one << 256u32) - (&one << 224u32) + (&one << 192u32) + (&one << 96u32) - 1u8
}

/// `x^3 - 3x + b mod p`, for `x < p`.
fn rhs(x: &BigUint) -> BigUint {
    let p = p();
    let b = be(&[
        0x5a, 0xc6, 0x35, 0xd8, 0xaa, 0x3a, 0x93, 0xe7, 0xb3, 0xeb, 0xbd, 0x55, 0x76, 0x98, 0x86,
        0xbc, 0x65, 0x1d, 0x06, 0xb0, 0xcc, 0x53, 0xb0, 0xf6, 0x3b, 0xce, 0x3c, 0x3e, 0x27, 0xd2,
        0x60, 0x4b,
    ]);
    (x * x * x + &p * 3u32 - x * 3u32 + b) % &p
}

/// Whether `x^3 - 3x + b` is a square mod `p` (Euler's criterion).
fn has_y(x: &BigUint) -> bool {
    let p = p();
    rhs(x).modpow(&((&p - 1u32) >> 1u32), &p) <= BigUint::from(1u32)
}

fuzz_target!(|data: &[u8]| {
    let p = p();
    let length = |actual| Error::PointLength {
        compressed: 33,
        uncompressed: 65,
        actual,
    };
    let expected: Result<(), Error> = match (data.first(), data.len()) {
        (None, _) => Err(length(0)),
        (Some(0), 1) => Err(Error::PointIdentity),
        (Some(2 | 3), 33) => {
            let x = be(&data[1..]);
            if x >= p {
                Err(Error::PointCoordinateOutOfRange)
            } else if !has_y(&x) {
                Err(Error::PointNotOnCurve)
            } else {
                Ok(())
            }
        }
        (Some(4), 65) => {
            let (x, y) = (be(&data[1..33]), be(&data[33..]));
            if x >= p || y >= p {
                Err(Error::PointCoordinateOutOfRange)
            } else if (&y * &y) % &p != rhs(&x) {
                Err(Error::PointNotOnCurve)
            } else {
                Ok(())
            }
        }
        (Some(0 | 2 | 3 | 4), n) => Err(length(n)),
        (Some(&prefix), _) => Err(Error::PointPrefix { prefix }),
    };
    let decoded = PublicKey::from_sec1_bytes(data);
    match &decoded {
        Ok(pk) => {
            assert_eq!(expected, Ok(()));
            let again = if data.len() == 33 {
                pk.to_compressed().to_vec()
            } else {
                pk.to_uncompressed().to_vec()
            };
            assert_eq!(again, data, "re-encoding");
            let u = pk.to_uncompressed();
            let (x, y) = (be(&u[1..33]), be(&u[33..]));
            assert_eq!((&y * &y) % &p, rhs(&x));
        }
        Err(e) => assert_eq!(Err(*e), expected, "SEC1 {data:02x?}"),
    }

    // A secret key from the first 32 bytes.
    let k: [u8; 32] = take(data, 0);
    let v = be(&k);
    let sk = SecretKey::from_slice(&k);
    if v == BigUint::from(0u8) || v >= be(&ORDER) {
        assert_eq!(sk.err(), Some(Error::SecretScalarOutOfRange));
    } else {
        let sk = sk.expect("in range");
        assert_eq!(sk.to_bytes(), k);
        if let Ok(pk) = &decoded {
            let z = sk.diffie_hellman(pk).expect("never the identity");
            let x = be(z.as_bytes());
            assert!(x < p && has_y(&x));
        }
    }
});
