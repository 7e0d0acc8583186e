//! The description of NIST P-256 (FIPS 186-5 section 3.2.1.3; SEC 2
//! `secp256r1`, ANSI X9.62 `prime256v1`): `y^2 = x^3 - 3x + b` over `p =
//! 2^256 - 2^224 + 2^192 + 2^96 - 1`, of prime order `n` (cofactor 1). Its
//! constants are FIPS 186-5's (big-endian hex, as published); its primes
//! are in `field/primes.rs`, where its `mulx` field finds them. It runs on
//! the portable Montgomery-form `Fp<P256Base, 4>` (`field/fp.rs`) and, on
//! the `mulx` engines, on `Fp256Mulx` (`field/fp256_mulx.rs`: the
//! Montgomery-friendly reduction of `p`, the same words), by the generic
//! code of `weierstrass/nist.rs`; the ECDH types are [`crate::p256`]'s.

use super::{Curve, NamedCurve, Sealed, order_be};
use crate::backend::Operation;
use crate::field::fp::{Fp, PrimeParams, words_from_be_hex};
#[cfg(x86_backends)]
use crate::field::fp256_mulx::Fp256Mulx;
use crate::field::modn::ModN;
use crate::field::primes::{P256Base, P256Order};
use crate::weierstrass::comb::{self, Table};
use crate::weierstrass::nist::{Description, NistGroup, ODD_ENTRIES, On};
use crate::weierstrass::window;
use pkcs8::ObjectIdentifier;

#[path = "p256_table.rs"]
#[rustfmt::skip]
mod table;
#[path = "p256_odd_table.rs"]
#[rustfmt::skip]
mod odd_table;

/// NIST P-256 (FIPS 186-5): the types of [`crate::p256`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P256;

impl Sealed for P256 {}

impl Curve for P256 {
    const NAME: &'static str = "P-256";
    const SECRET_KEY_BYTES: usize = 32;
    type Bytes = [u8; 32];
    type Compressed = [u8; 33];
    type Uncompressed = [u8; 65];
    const ORDER: [u8; 32] = order_be(<P256Order as PrimeParams<4>>::P);
    type Model = Self;
}

/// The `namedCurve` OID (RFC 5480 section 2.1.1).
impl NamedCurve for P256 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.3.1.7");
}

impl Description for P256 {
    type Words = [u64; 4];
    type Table = Table;
    type Bytes = [u8; 32];

    type Base = P256Base;
    type Order = P256Order;
    const ORDER_BITS: usize = 256;
    const B: [u64; 4] =
        words_from_be_hex("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b");
    const GX: [u64; 4] =
        words_from_be_hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296");
    const GY: [u64; 4] =
        words_from_be_hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5");

    const MONTGOMERY_TABLES: bool = true;

    #[inline(always)]
    fn table() -> &'static Self::Table {
        &table::TABLE
    }

    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES] = &odd_table::ODD_MULTIPLES.0;

    const OPERATION: Operation = Operation::P256;
    const OPERATION_BASE: Operation = Operation::P256Base;

    type Portable =
        NistGroup<On<Self, Fp<P256Base, 4>>, 4, 8, { comb::ROWS }, { window::digits(256) }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<On<Self, Fp256Mulx>, 4, 8, { comb::ROWS }, { window::digits(256) }>;
    type Scalar = ModN<P256Order, 4>;
}
