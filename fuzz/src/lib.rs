//! Helpers shared by the fuzz targets: reading fixed-size inputs out of the
//! fuzzer's bytes, the implementations to run, and a big-integer model of
//! GF(2^255 - 19).
//!
//! Every target runs each input on *every* implementation this CPU has —
//! every field backend from `Backend::supported()`, every table scan from
//! `TableScan::supported()` — so a new backend is fuzzed without a change
//! here.

pub use num_bigint::BigUint;
use velocurve::backend::Backend;

/// `N` bytes from `data` at `offset`, zero-padded when the input is short
/// (so short inputs still reach every check).
pub fn take<const N: usize>(data: &[u8], offset: usize) -> [u8; N] {
    let mut out = [0u8; N];
    if let Some(rest) = data.get(offset..) {
        let n = rest.len().min(N);
        out[..n].copy_from_slice(&rest[..n]);
    }
    out
}

/// The backends this CPU runs.
pub fn backends() -> impl Iterator<Item = Backend> {
    Backend::supported()
}

/// p = 2^255 - 19.
pub fn p() -> BigUint {
    (BigUint::from(1u8) << 255u32) - 19u32
}

/// The field element 32 bytes encode as RFC 7748 decodes them: bit 255
/// ignored, then reduced mod p.
pub fn decode(bytes: &[u8; 32]) -> BigUint {
    let mut b = *bytes;
    b[31] &= 0x7f;
    BigUint::from_bytes_le(&b) % p()
}

/// The canonical 32-byte encoding of `x mod p`.
pub fn encode(x: &BigUint) -> [u8; 32] {
    let le = (x % p()).to_bytes_le();
    let mut out = [0u8; 32];
    out[..le.len()].copy_from_slice(&le);
    out
}

/// An independent model of the three Ed25519 verification profiles
/// (`verify`, `verify_strict`, `verify_zip215`), written from their
/// definitions (RFC 8032 section 5.1.7, the strict rules, ZIP-215) on
/// curve25519-dalek's group: `[verify, strict, zip215]`, accept = `true`.
/// The challenge is `SHA-512(dom || R || A || M)` over the bytes as given.
pub fn ed25519_oracle(key: &[u8; 32], sig: &[u8; 64], dom: &[u8], msg: &[u8]) -> [bool; 3] {
    use curve25519_dalek::edwards::{CompressedEdwardsY, EdwardsPoint};
    use curve25519_dalek::scalar::Scalar;
    use velocurve::ed25519::sha2::{Digest, Sha512};

    let r_bytes: [u8; 32] = take(sig, 0);
    let s_bytes: [u8; 32] = take(sig, 32);
    let Some(s) = Option::<Scalar>::from(Scalar::from_canonical_bytes(s_bytes)) else {
        return [false; 3];
    };
    // `decompress` is lenient: y is reduced mod p, and x = 0 with the sign
    // bit set decodes as x = 0.
    let (Some(a), Some(r)) = (
        CompressedEdwardsY(*key).decompress(),
        CompressedEdwardsY(r_bytes).decompress(),
    ) else {
        return [false; 3];
    };
    let canonical = a.compress().0 == *key && r.compress().0 == r_bytes;
    let k = Scalar::from_bytes_mod_order_wide(
        &Sha512::new()
            .chain_update(dom)
            .chain_update(r_bytes)
            .chain_update(key)
            .chain_update(msg)
            .finalize()
            .into(),
    );
    // [S]B - [k]A, as [k](-A) + [S]B (for A of small order, [l]A need not
    // be the identity, so not [-k mod l]A).
    let sb_minus_ka = EdwardsPoint::vartime_double_scalar_mul_basepoint(&k, &-a, &s);
    let verify = canonical && sb_minus_ka == r;
    let strict = verify && !a.is_small_order() && !r.is_small_order();
    let zip215 = (sb_minus_ka - r).mul_by_cofactor() == EdwardsPoint::default();
    [verify, strict, zip215]
}

/// `dom2(flag, context)` of RFC 8032 section 5.1 (the prefix of Ed25519ctx
/// with flag 0 and of Ed25519ph with flag 1).
pub fn dom2(flag: u8, context: &[u8]) -> Vec<u8> {
    let mut d = b"SigEd25519 no Ed25519 collisions".to_vec();
    d.push(flag);
    d.push(context.len() as u8);
    d.extend_from_slice(context);
    d
}

/// A big-integer model of a short Weierstrass curve `y^2 = x^3 + ax + b`
/// over `p` (the NIST curves: `a = -3`; secp256k1: `a = 0`), and
/// [`check_nist!`], the checks of `p256_decode` and `nist_decode` on one
/// curve module.
pub struct NistModel {
    /// The field prime.
    pub p: BigUint,
    /// The curve's `a`, reduced mod `p`.
    pub a: BigUint,
    /// The curve's `b`.
    pub b: BigUint,
}

impl NistModel {
    /// The model of the NIST curve (`a = -3`) of `p` and `b` (hexadecimal).
    pub fn new(p: &str, b: &str) -> Self {
        let p = hex(p);
        NistModel {
            a: &p - 3u32,
            p,
            b: hex(b),
        }
    }

    /// The model of the curve with `a = 0` of `p` and `b` (hexadecimal).
    pub fn with_a_zero(p: &str, b: &str) -> Self {
        NistModel {
            p: hex(p),
            a: BigUint::from(0u32),
            b: hex(b),
        }
    }

    /// `x^3 + ax + b mod p`, for `x < p`.
    pub fn rhs(&self, x: &BigUint) -> BigUint {
        (x * x * x + &self.a * x + &self.b) % &self.p
    }

    /// Whether `x^3 + ax + b` is a square mod `p` (Euler's criterion).
    pub fn has_y(&self, x: &BigUint) -> bool {
        let p = &self.p;
        self.rhs(x).modpow(&((p - 1u32) >> 1u32), p) <= BigUint::from(1u32)
    }

    /// What `from_sec1_bytes` must return for `data`, coordinates of `l`
    /// bytes.
    pub fn expected(&self, data: &[u8], l: usize) -> Result<(), velocurve::Error> {
        use velocurve::Error;
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
    pub fn on_curve(&self, u: &[u8], l: usize) -> bool {
        let (x, y) = (
            BigUint::from_bytes_be(&u[1..1 + l]),
            BigUint::from_bytes_be(&u[1 + l..]),
        );
        x < self.p && y < self.p && (&y * &y) % &self.p == self.rhs(&x)
    }
}

/// A hexadecimal integer.
fn hex(s: &str) -> BigUint {
    BigUint::parse_bytes(s.as_bytes(), 16).expect("hex")
}

/// The checks of one NIST curve, module `velocurve::$m` (imported by the
/// caller), with its [`NistModel`], on `$data`.
#[macro_export]
macro_rules! check_nist {
    ($m:ident, $model:expr, $data:expr) => {{
        let (model, data): ($crate::NistModel, &[u8]) = ($model, $data);
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
        let v = $crate::BigUint::from_bytes_be(&k);
        let sk = $m::SecretKey::from_slice(&k);
        if v == $crate::BigUint::from(0u8) || v >= $crate::BigUint::from_bytes_be(&$m::ORDER) {
            assert_eq!(sk.err(), Some(velocurve::Error::SecretScalarOutOfRange));
        } else {
            let sk = sk.expect("in range");
            assert_eq!(sk.to_bytes(), k);
            if let Ok(pk) = &decoded {
                let z = sk.diffie_hellman(pk).expect("never the identity");
                let x = $crate::BigUint::from_bytes_be(z.as_bytes());
                assert!(x < model.p && model.has_y(&x));
            }
        }
    }};
}
