//! The description of NIST P-224 (FIPS 186-5 section 3.2.1.2; SEC 2
//! `secp224r1`): `y^2 = x^3 - 3x + b` over `p = 2^224 - 2^96 + 1`, of prime
//! order `n` (cofactor 1). Its constants are FIPS 186-5's (big-endian hex,
//! as published); its primes are in `field/primes.rs`, where its `mulx`
//! field finds them. It runs on the portable Montgomery-form `Fp<P224Base,
//! 4>` (`field/fp.rs`) and, on the `mulx` engines, on `Fp224Mulx`
//! (`field/fp224_mulx.rs`, the same words), by the generic code of
//! `weierstrass/nist.rs`; the ECDH types are [`crate::p224`]'s.

use super::{Curve, NamedCurve, Sealed, order_be};
use crate::backend::Operation;
use crate::field::fp::{Fp, PrimeParams, words_from_be_hex};
#[cfg(x86_backends)]
use crate::field::fp224_mulx::Fp224Mulx;
use crate::field::modn::ModN;
use crate::field::primes::{P224Base, P224Order};
use crate::weierstrass::comb::{self, Table};
use crate::weierstrass::nist::{Description, NistGroup, ODD_ENTRIES, On};
use crate::weierstrass::window;
use pkcs8::ObjectIdentifier;

#[path = "p224_table.rs"]
#[rustfmt::skip]
mod table;
#[path = "p224_odd_table.rs"]
#[rustfmt::skip]
mod odd_table;

/// NIST P-224 (FIPS 186-5): the types of [`crate::p224`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P224;

impl Sealed for P224 {}

impl Curve for P224 {
    const NAME: &'static str = "P-224";
    const SECRET_KEY_BYTES: usize = 28;
    type Bytes = [u8; 28];
    type Compressed = [u8; 29];
    type Uncompressed = [u8; 57];
    const ORDER: [u8; 28] = order_be(<P224Order as PrimeParams<4>>::P);
    type Model = Self;
}

/// The `namedCurve` OID (RFC 5480 section 2.1.1).
impl NamedCurve for P224 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.33");
}

impl Description for P224 {
    type Words = [u64; 4];
    type Table = Table<8, { comb::rows(224) }>;
    type Bytes = [u8; 28];

    type Base = P224Base;
    type Order = P224Order;
    const ORDER_BITS: usize = 224;
    const B: [u64; 4] =
        words_from_be_hex("b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4");
    const GX: [u64; 4] =
        words_from_be_hex("b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21");
    const GY: [u64; 4] =
        words_from_be_hex("bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34");

    const MONTGOMERY_TABLES: bool = true;

    #[inline(always)]
    fn table() -> &'static Self::Table {
        &table::TABLE
    }

    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES] = &odd_table::ODD_MULTIPLES.0;

    const OPERATION: Operation = Operation::P224;
    const OPERATION_BASE: Operation = Operation::P224Base;

    type Portable =
        NistGroup<On<Self, Fp<P224Base, 4>>, 4, 8, { comb::rows(224) }, { window::digits(224) }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<On<Self, Fp224Mulx>, 4, 8, { comb::rows(224) }, { window::digits(224) }>;
    type Scalar = ModN<P224Order, 4>;
}
