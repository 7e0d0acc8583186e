//! The Curve13318 decoders and the raw function on arbitrary bytes of
//! arbitrary length, against a big-integer model of the curve equation:
//!
//! * `PublicKey::from_sec1_bytes` accepts exactly the SEC1 encodings of
//!   points (`02`/`03 || x`, `04 || x || y`, canonical coordinates on the
//!   curve) and re-encodes them byte for byte; every rejection is the error
//!   the model predicts (length, prefix, identity, coordinate `>= p`, off
//!   the curve);
//! * `PublicKey::from_xy_le_bytes` on the first 64 bytes (zero-padded)
//!   likewise;
//! * `scalarmult` (bytes 64..96 as the scalar) accepts a point exactly when
//!   its coordinates reduced mod `p` are on the curve, returns a point on
//!   the curve or the identity (64 zero bytes), ignores bit 255 of the
//!   scalar, and agrees with `diffie_hellman` for a scalar in range.
//!
//! Input: any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;
use velocurve::Error;
use velocurve::curve13318::{PublicKey, SecretKey, scalarmult};
use velocurve_fuzz::{p, take};

fn le(b: &[u8]) -> BigUint {
    BigUint::from_bytes_le(b)
}

fn be(b: &[u8]) -> BigUint {
    BigUint::from_bytes_be(b)
}

/// Whether `(x, y)` (reduced) satisfies `y^2 = x^3 - 3x + 13318`.
fn on_curve(x: &BigUint, y: &BigUint) -> bool {
    let p = p();
    let (x, y) = (x % &p, y % &p);
    let rhs = (&x * &x * &x + &p * 3u32 - &x * 3u32 + 13318u32) % &p;
    (&y * &y) % &p == rhs
}

/// Whether `x^3 - 3x + 13318` is a square mod `p` (Euler's criterion).
fn has_y(x: &BigUint) -> bool {
    let p = p();
    let rhs = (x * x * x + &p * 3u32 - x * 3u32 + 13318u32) % &p;
    rhs.modpow(&((&p - 1u32) >> 1u32), &p) <= BigUint::from(1u32)
}

fuzz_target!(|data: &[u8]| {
    let p = p();
    // SEC1.
    let expected: Result<(), Error> = match (data.first(), data.len()) {
        (None, _) => Err(Error::PointLength {
            compressed: 33,
            uncompressed: 65,
            actual: 0,
        }),
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
            } else if !on_curve(&x, &y) {
                Err(Error::PointNotOnCurve)
            } else {
                Ok(())
            }
        }
        (Some(0 | 2 | 3 | 4), n) => Err(Error::PointLength {
            compressed: 33,
            uncompressed: 65,
            actual: n,
        }),
        (Some(&prefix), _) => Err(Error::PointPrefix { prefix }),
    };
    match PublicKey::from_sec1_bytes(data) {
        Ok(pk) => {
            assert_eq!(expected, Ok(()));
            let again = if data.len() == 33 {
                pk.to_compressed().to_vec()
            } else {
                pk.to_uncompressed().to_vec()
            };
            assert_eq!(again, data, "re-encoding");
            let xy = pk.to_xy_le_bytes();
            assert!(on_curve(&le(&xy[..32]), &le(&xy[32..])));
        }
        Err(e) => assert_eq!(Err(e), expected, "SEC1 {data:02x?}"),
    }

    // The reference form, strict and lenient.
    let xy: [u8; 64] = take(data, 0);
    let (x, y) = (le(&xy[..32]), le(&xy[32..]));
    let zero = xy == [0u8; 64];
    let strict = PublicKey::from_xy_le_bytes(&xy);
    if zero {
        assert_eq!(strict, Err(Error::PointIdentity));
    } else if x >= p || y >= p {
        assert_eq!(strict, Err(Error::PointCoordinateOutOfRange));
    } else if !on_curve(&x, &y) {
        assert_eq!(strict, Err(Error::PointNotOnCurve));
    } else {
        assert_eq!(strict.map(|k| k.to_xy_le_bytes()), Ok(xy));
    }
    let k: [u8; 32] = take(data, 64);
    let out = scalarmult(&k, &xy);
    if zero {
        assert_eq!(out, Err(Error::PointIdentity));
    } else if !on_curve(&x, &y) {
        assert_eq!(out, Err(Error::PointNotOnCurve));
    } else {
        let r = out.expect("a point on the curve");
        assert!(r == [0u8; 64] || on_curve(&le(&r[..32]), &le(&r[32..])));
        let mut flipped = k;
        flipped[31] ^= 0x80;
        assert_eq!(scalarmult(&flipped, &xy), Ok(r), "bit 255 of the scalar");
        if let (Ok(pk), Ok(sk)) = (
            &strict,
            SecretKey::from_le_bytes(&{
                let mut s = k;
                s[31] &= 0x7f;
                s
            }),
        ) {
            let shared = sk.diffie_hellman(pk).expect("never the identity");
            let mut x_be = [0u8; 32];
            x_be.copy_from_slice(&r[..32]);
            x_be.reverse();
            assert_eq!(shared.as_bytes(), &x_be);
        }
    }
});
