//! The description of NIST P-384 (FIPS 186-5 section 3.2.1.4; SEC 2
//! `secp384r1`): `y^2 = x^3 - 3x + b` over
//! `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`, of prime order `n` (cofactor 1).
//! Its constants are FIPS 186-5's (big-endian hex, as published); its
//! primes are in `field/primes.rs`, where its `mulx` field finds them. It
//! runs on the portable Montgomery-form `Fp<P384Base, 6>` (`field/fp.rs`)
//! and, on the `mulx` engines, on `Fp384Mulx` (`field/fp384_mulx.rs`, the
//! same words), by the generic code of `weierstrass/nist.rs`; the ECDH
//! types are [`crate::p384`]'s.

use super::{Curve, NamedCurve, Sealed, order_be};
use crate::backend::Operation;
use crate::field::fp::{Fp, PrimeParams, words_from_be_hex};
#[cfg(x86_backends)]
use crate::field::fp384_mulx::Fp384Mulx;
use crate::field::modn::ModN;
use crate::field::primes::{P384Base, P384Order};
use crate::weierstrass::comb::{self, Table};
use crate::weierstrass::nist::{Description, NistGroup, ODD_ENTRIES, On};
use crate::weierstrass::window;
use pkcs8::ObjectIdentifier;

#[path = "p384_table.rs"]
#[rustfmt::skip]
mod table;
#[path = "p384_odd_table.rs"]
#[rustfmt::skip]
mod odd_table;

/// NIST P-384 (FIPS 186-5): the types of [`crate::p384`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P384;

impl Sealed for P384 {}

impl Curve for P384 {
    const NAME: &'static str = "P-384";
    const SECRET_KEY_BYTES: usize = 48;
    type Bytes = [u8; 48];
    type Compressed = [u8; 49];
    type Uncompressed = [u8; 97];
    const ORDER: [u8; 48] = order_be(<P384Order as PrimeParams<6>>::P);
    type Model = Self;
}

/// The `namedCurve` OID (RFC 5480 section 2.1.1).
impl NamedCurve for P384 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.34");
}

impl Description for P384 {
    type Words = [u64; 6];
    type Table = Table<12, { comb::rows(384) }>;
    type Bytes = [u8; 48];

    type Base = P384Base;
    type Order = P384Order;
    const ORDER_BITS: usize = 384;
    const B: [u64; 6] = words_from_be_hex(
        "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
    );
    const GX: [u64; 6] = words_from_be_hex(
        "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
    );
    const GY: [u64; 6] = words_from_be_hex(
        "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
    );

    const MONTGOMERY_TABLES: bool = true;

    #[inline(always)]
    fn table() -> &'static Self::Table {
        &table::TABLE
    }

    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES] = &odd_table::ODD_MULTIPLES.0;

    const OPERATION: Operation = Operation::P384;
    const OPERATION_BASE: Operation = Operation::P384Base;

    type Portable =
        NistGroup<On<Self, Fp<P384Base, 6>>, 6, 12, { comb::rows(384) }, { window::digits(384) }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<On<Self, Fp384Mulx>, 6, 12, { comb::rows(384) }, { window::digits(384) }>;
    type Scalar = ModN<P384Order, 6>;
}
