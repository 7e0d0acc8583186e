//! The description of NIST P-192 (FIPS 186-5 section 3.2.1.1; SEC 2
//! `secp192r1`, ANSI X9.62 `prime192v1`): `y^2 = x^3 - 3x + b` over `p =
//! 2^192 - 2^64 - 1`, of prime order `n` (cofactor 1). Its constants are
//! FIPS 186-5's (big-endian hex, as published); its primes are in
//! `field/primes.rs`, where its `mulx` field finds them. It runs on the
//! portable Montgomery-form `Fp<P192Base, 3>` (`field/fp.rs`) and, on the
//! `mulx` engines, on `Fp192Mulx` (`field/fp192_mulx.rs`, the same words),
//! by the generic code of `weierstrass/nist.rs`; the ECDH types are
//! [`crate::p192`]'s.

use super::{Curve, NamedCurve, Sealed, order_be};
use crate::backend::Operation;
use crate::field::fp::{Fp, PrimeParams, words_from_be_hex};
#[cfg(x86_backends)]
use crate::field::fp192_mulx::Fp192Mulx;
use crate::field::modn::ModN;
use crate::field::primes::{P192Base, P192Order};
use crate::weierstrass::comb::{self, Table};
use crate::weierstrass::nist::{Description, NistGroup, ODD_ENTRIES, On};
use crate::weierstrass::window;
use pkcs8::ObjectIdentifier;

#[path = "p192_table.rs"]
#[rustfmt::skip]
mod table;
#[path = "p192_odd_table.rs"]
#[rustfmt::skip]
mod odd_table;

/// NIST P-192 (FIPS 186-5): the types of [`crate::p192`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P192;

impl Sealed for P192 {}

impl Curve for P192 {
    const NAME: &'static str = "P-192";
    const SECRET_KEY_BYTES: usize = 24;
    type Bytes = [u8; 24];
    type Compressed = [u8; 25];
    type Uncompressed = [u8; 49];
    const ORDER: [u8; 24] = order_be(<P192Order as PrimeParams<3>>::P);
    type Model = Self;
}

/// The `namedCurve` OID (RFC 5480 section 2.1.1).
impl NamedCurve for P192 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.3.1.1");
}

impl Description for P192 {
    type Words = [u64; 3];
    type Table = Table<6, { comb::rows(192) }>;
    type Bytes = [u8; 24];

    type Base = P192Base;
    type Order = P192Order;
    const ORDER_BITS: usize = 192;
    const B: [u64; 3] = words_from_be_hex("64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1");
    const GX: [u64; 3] = words_from_be_hex("188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012");
    const GY: [u64; 3] = words_from_be_hex("07192b95ffc8da78631011ed6b24cdd573f977a11e794811");

    const MONTGOMERY_TABLES: bool = true;

    #[inline(always)]
    fn table() -> &'static Self::Table {
        &table::TABLE
    }

    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES] = &odd_table::ODD_MULTIPLES.0;

    const OPERATION: Operation = Operation::P192;
    const OPERATION_BASE: Operation = Operation::P192Base;

    type Portable =
        NistGroup<On<Self, Fp<P192Base, 3>>, 3, 6, { comb::rows(192) }, { window::digits(192) }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<On<Self, Fp192Mulx>, 3, 6, { comb::rows(192) }, { window::digits(192) }>;
    type Scalar = ModN<P192Order, 3>;
}
