//! The description of NIST P-521 (FIPS 186-5 section 3.2.1.5; SEC 2
//! `secp521r1`): `y^2 = x^3 - 3x + b` over `p = 2^521 - 1`, of prime order
//! `n` (cofactor 1). Its constants are FIPS 186-5's (big-endian hex, as
//! published); its primes are in `field/primes.rs`, where its field finds
//! them. It runs on the Mersenne-folding `Fp521` (`field/fp521.rs`, radix
//! `2^58`) on every engine, each compiling it with its own target features,
//! by the generic code of `weierstrass/nist.rs`; the ECDH types are
//! [`crate::p521`]'s.

use super::{Curve, NamedCurve, Sealed, order_be};
use crate::backend::Operation;
use crate::field::fp::{PrimeParams, words_from_be_hex};
use crate::field::fp521::Fp521;
use crate::field::modn::ModN;
use crate::field::primes::{P521Base, P521Order};
use crate::weierstrass::comb::{self, Table};
use crate::weierstrass::nist::{Description, NistGroup, ODD_ENTRIES, On};
use crate::weierstrass::window;
use pkcs8::ObjectIdentifier;

#[path = "p521_table.rs"]
#[rustfmt::skip]
mod table;
#[path = "p521_odd_table.rs"]
#[rustfmt::skip]
mod odd_table;

/// NIST P-521 (FIPS 186-5): the types of [`crate::p521`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P521;

impl Sealed for P521 {}

impl Curve for P521 {
    const NAME: &'static str = "P-521";
    const SECRET_KEY_BYTES: usize = 66;
    type Bytes = [u8; 66];
    type Compressed = [u8; 67];
    type Uncompressed = [u8; 133];
    const ORDER: [u8; 66] = order_be(<P521Order as PrimeParams<9>>::P);
    type Model = Self;
}

/// The `namedCurve` OID (RFC 5480 section 2.1.1).
impl NamedCurve for P521 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.35");
}

impl Description for P521 {
    type Words = [u64; 9];
    type Table = Table<18, { comb::rows(521) }>;
    type Bytes = [u8; 66];

    type Base = P521Base;
    type Order = P521Order;
    const ORDER_BITS: usize = 521;
    const B: [u64; 9] = words_from_be_hex(
        "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
    );
    const GX: [u64; 9] = words_from_be_hex(
        "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
    );
    const GY: [u64; 9] = words_from_be_hex(
        "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650",
    );

    #[inline(always)]
    fn table() -> &'static Self::Table {
        &table::TABLE
    }

    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES] = &odd_table::ODD_MULTIPLES.0;

    const OPERATION: Operation = Operation::P521;
    const OPERATION_BASE: Operation = Operation::P521Base;

    type Portable = NistGroup<On<Self, Fp521>, 9, 18, { comb::rows(521) }, { window::digits(521) }>;
    #[cfg(x86_backends)]
    type Mulx = Self::Portable;
    type Scalar = ModN<P521Order, 9>;
}
