//! The decoders of NIST P-192, P-224, P-384 and P-521 on arbitrary bytes of
//! arbitrary length, against a big-integer model of each curve's equation
//! (`p256_decode`'s checks, one target for the four curves of the same
//! generic code):
//!
//! * `PublicKey::from_sec1_bytes` accepts exactly the SEC1 encodings of
//!   points (`02`/`03 || x`, `04 || x || y`, canonical coordinates on the
//!   curve) and re-encodes them byte for byte; every rejection is the error
//!   the model predicts (length, prefix, identity, coordinate `>= p`, off
//!   the curve);
//! * `SecretKey::from_slice` on the first `SECRET_KEY_BYTES` bytes
//!   (zero-padded) accepts exactly `1..=n-1` and gives the same bytes back,
//!   and for an accepted key and point the shared secret is the `x` of a
//!   point on the curve.
//!
//! Input: a curve selector byte (`% 4`: P-192, P-224, P-384, P-521), then
//! any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;
use velocurve::Error;
use velocurve::{p192, p224, p384, p521};

/// A curve `y^2 = x^3 - 3x + b` over `p`, for the model.
struct Model {
    p: BigUint,
    b: BigUint,
}

impl Model {
    fn new(p: &str, b: &str) -> Self {
        let hex = |s: &str| BigUint::parse_bytes(s.as_bytes(), 16).expect("hex");
        Model {
            p: hex(p),
            b: hex(b),
        }
    }

    /// `x^3 - 3x + b mod p`, for `x < p`.
    fn rhs(&self, x: &BigUint) -> BigUint {
        let p = &self.p;
        (x * x * x + p * 3u32 - x * 3u32 + &self.b) % p
    }

    /// Whether `x^3 - 3x + b` is a square mod `p` (Euler's criterion).
    fn has_y(&self, x: &BigUint) -> bool {
        let p = &self.p;
        self.rhs(x).modpow(&((p - 1u32) >> 1u32), p) <= BigUint::from(1u32)
    }

    /// What `from_sec1_bytes` must return for `data`, coordinates of `l`
    /// bytes.
    fn expected(&self, data: &[u8], l: usize) -> Result<(), Error> {
        let be = BigUint::from_bytes_be;
        let length = |actual| Error::PointLength {
            compressed: 1 + l,
            uncompressed: 1 + 2 * l,
            actual,
        };
        match (data.first(), data.len()) {
            (None, _) => Err(length(0)),
            (Some(0), 1) => Err(Error::PointIdentity),
            (Some(2 | 3), n) if n == 1 + l => {
                let x = be(&data[1..]);
                if x >= self.p {
                    Err(Error::PointCoordinateOutOfRange)
                } else if !self.has_y(&x) {
                    Err(Error::PointNotOnCurve)
                } else {
                    Ok(())
                }
            }
            (Some(4), n) if n == 1 + 2 * l => {
                let (x, y) = (be(&data[1..1 + l]), be(&data[1 + l..]));
                if x >= self.p || y >= self.p {
                    Err(Error::PointCoordinateOutOfRange)
                } else if (&y * &y) % &self.p != self.rhs(&x) {
                    Err(Error::PointNotOnCurve)
                } else {
                    Ok(())
                }
            }
            (Some(0 | 2 | 3 | 4), n) => Err(length(n)),
            (Some(&prefix), _) => Err(Error::PointPrefix { prefix }),
        }
    }

    /// Whether `(x, y)` (big-endian, `04 || x || y`) is on the curve.
    fn on_curve(&self, u: &[u8], l: usize) -> bool {
        let (x, y) = (
            BigUint::from_bytes_be(&u[1..1 + l]),
            BigUint::from_bytes_be(&u[1 + l..]),
        );
        x < self.p && y < self.p && (&y * &y) % &self.p == self.rhs(&x)
    }
}

/// The checks of one curve, module `$m`, on `$data`.
macro_rules! check {
    ($m:ident, $model:expr, $data:expr) => {{
        let (model, data): (Model, &[u8]) = ($model, $data);
        let l = $m::SECRET_KEY_BYTES;
        let expected = model.expected(data, l);
        let decoded = $m::PublicKey::from_sec1_bytes(data);
        match &decoded {
            Ok(pk) => {
                assert_eq!(expected, Ok(()), "SEC1 {data:02x?}");
                let again = if data.len() == $m::COMPRESSED_BYTES {
                    pk.to_compressed().to_vec()
                } else {
                    pk.to_uncompressed().to_vec()
                };
                assert_eq!(again, data, "re-encoding");
                assert!(model.on_curve(&pk.to_uncompressed(), l));
            }
            Err(e) => assert_eq!(Err(*e), expected, "SEC1 {data:02x?}"),
        }

        // A secret key from the first SECRET_KEY_BYTES bytes.
        let mut k = [0u8; $m::SECRET_KEY_BYTES];
        let n = data.len().min(l);
        k[..n].copy_from_slice(&data[..n]);
        let v = BigUint::from_bytes_be(&k);
        let sk = $m::SecretKey::from_slice(&k);
        if v == BigUint::from(0u8) || v >= BigUint::from_bytes_be(&$m::ORDER) {
            assert_eq!(sk.err(), Some(Error::SecretScalarOutOfRange));
        } else {
            let sk = sk.expect("in range");
            assert_eq!(sk.to_bytes(), k);
            if let Ok(pk) = &decoded {
                let z = sk.diffie_hellman(pk).expect("never the identity");
                let x = BigUint::from_bytes_be(z.as_bytes());
                assert!(x < model.p && model.has_y(&x));
            }
        }
    }};
}

fuzz_target!(|input: &[u8]| {
    let Some((&curve, data)) = input.split_first() else {
        return;
    };
    match curve % 4 {
        0 => check!(
            p192,
            Model::new(
                "fffffffffffffffffffffffffffffffeffffffffffffffff",
                "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1",
            ),
            data
        ),
        1 => check!(
            p224,
            Model::new(
                "ffffffffffffffffffffffffffffffff000000000000000000000001",
                "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
            ),
            data
        ),
        2 => check!(
            p384,
            Model::new(
                "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe\
                 ffffffff0000000000000000ffffffff",
                "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875a\
                 c656398d8a2ed19d2a85c8edd3ec2aef",
            ),
            data
        ),
        _ => check!(
            p521,
            Model::new(
                "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff\
                 ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
                "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef1\
                 09e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
            ),
            data
        ),
    }
});
