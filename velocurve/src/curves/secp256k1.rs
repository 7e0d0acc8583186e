//! The description of secp256k1 (SEC 2 version 2, section 2.4.1; the curve
//! of Bitcoin and Ethereum): `y^2 = x^3 + 7` over `p = 2^256 - 2^32 - 977`,
//! of prime order `n` (cofactor 1). Its constants are SEC 2's (big-endian
//! hex, as published); `p` is in `field/primes.rs` (its fields find it
//! there), `n` here. It runs on the portable Montgomery-form
//! `Fp<Secp256k1Base, 4>` (`field/fp.rs`) on `portable51` and on the
//! `mulx`/`adx` pseudo-Mersenne field `field/fp256k1_mulx.rs` on the x86
//! engines, by the generic code of `weierstrass/nist.rs` with the `a = 0`
//! Jacobian formulas of `weierstrass/jacobian.rs` (doubling `dbl-2009-l`
//! scaled by 1/2, 3M + 4S; `n mod 32 = 1`, so the window's last addition is
//! guarded); the ECDH types are [`crate::secp256k1`]'s, and its backend
//! choices are its two [`Operation`]s, decided in `backend/choice.rs`.

use super::{Curve, NamedCurve, Sealed, order_be};
use crate::backend::{Operation, operation};
use crate::field::fp::{Fp, PrimeParams, words_from_be_hex};
#[cfg(x86_backends)]
use crate::field::fp256k1_mulx::Fp256k1Mulx;
use crate::field::modn::ModN;
use crate::field::primes::Secp256k1Base;
use crate::weierstrass::comb::{self, Table};
use crate::weierstrass::glv::{Glv, Lattice};
use crate::weierstrass::nist::{Description, NistGroup, ODD_ENTRIES, On};
use crate::weierstrass::window;
use pkcs8::ObjectIdentifier;

#[path = "secp256k1_table.rs"]
#[rustfmt::skip]
mod table;
#[path = "secp256k1_odd_table.rs"]
#[rustfmt::skip]
mod odd_table;

/// The group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Order;

impl PrimeParams<4> for Order {
    const P: [u64; 4] =
        words_from_be_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    type Bytes = [u8; 32];
}

/// The endomorphism `(x, y) -> (beta x, y) = [lambda] (x, y)` (`beta^3 = 1
/// mod p`, `lambda^3 = 1 mod n`, `lambda = 0x5363ad4c...1b23bd72`) and the
/// reduced basis of `{(x, y) : x + y lambda = 0 mod n}` of Gallant,
/// Lambert and Vanstone (CRYPTO 2001, section 4; the values libsecp256k1
/// uses), with the rounding constants `round(2^384 b2 / n)`, `round(2^384
/// (-b1) / n)` of `weierstrass/glv.rs`; checked against each other in its
/// tests.
const GLV: Glv<[u64; 4]> = Glv {
    beta: words_from_be_hex("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee"),
    lattice: Lattice {
        g1: words_from_be_hex("3086d221a7d46bcde86c90e49284eb153daa8a1471e8ca7fe893209a45dbb031"),
        g2: words_from_be_hex("e4437ed6010e88286f547fa90abfe4c4221208ac9df506c61571b4ae8ac47f71"),
        a1: words_from_be_hex("3086d221a7d46bcde86c90e49284eb15"),
        minus_b1: words_from_be_hex("e4437ed6010e88286f547fa90abfe4c3"),
        a2: words_from_be_hex("114ca50f7a8e2f3f657c1108d9d44cfd8"),
        b2: words_from_be_hex("3086d221a7d46bcde86c90e49284eb15"),
    },
};

/// secp256k1 (SEC 2): the types of [`crate::secp256k1`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Secp256k1;

impl Sealed for Secp256k1 {}

impl Curve for Secp256k1 {
    const NAME: &'static str = "secp256k1";
    const SECRET_KEY_BYTES: usize = 32;
    type Bytes = [u8; 32];
    type Compressed = [u8; 33];
    type Uncompressed = [u8; 65];
    const ORDER: [u8; 32] = order_be(<Order as PrimeParams<4>>::P);
    type Model = Self;
}

/// The `namedCurve` OID (SEC 2 section A.2.1).
impl NamedCurve for Secp256k1 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.10");
}

impl Description for Secp256k1 {
    type Words = [u64; 4];
    type Table = Table;
    type Bytes = [u8; 32];

    type Base = Secp256k1Base;
    type Order = Order;
    const ORDER_BITS: usize = 256;
    const A_ZERO: bool = true;
    const B: [u64; 4] = [7, 0, 0, 0];
    const GX: [u64; 4] =
        words_from_be_hex("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
    const GY: [u64; 4] =
        words_from_be_hex("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8");

    #[inline(always)]
    fn table() -> &'static Table {
        &table::TABLE
    }

    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES] = &odd_table::ODD_MULTIPLES.0;
    const GLV: Option<&'static Glv<[u64; 4]>> = Some(&GLV);

    const OPERATION: Operation = operation!("secp256k1", Mul);
    const OPERATION_BASE: Operation = operation!("secp256k1", MulBase);

    type Portable =
        NistGroup<On<Self, Fp<Secp256k1Base, 4>>, 4, 8, { comb::ROWS }, { window::digits(256) }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<On<Self, Fp256k1Mulx>, 4, 8, { comb::ROWS }, { window::digits(256) }>;
    type Scalar = ModN<Order, 4>;
}
