//! The primes of the prime-order Weierstrass curves: each curve's base-field
//! prime `p` (the modulus of [`Fp`] and of the `mulx` fields)
//! and group order `n` (the modulus of [`ModN`], its secret scalars), as
//! [`PrimeParams`], from the published big-endian constants (FIPS 186-5
//! section 3.2.1, SEC 2). The curves themselves (`b`, the generator, the
//! tables) are described in `weierstrass/`; the fields only need the primes,
//! so the fields import from here and nothing here imports from a curve.

use super::fp::{Fp, PrimeParams, words_from_be_hex};
use super::modn::ModN;

/// P-192's `p = 2^192 - 2^64 - 1`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P192Base;

impl PrimeParams<3> for P192Base {
    const P: [u64; 3] = words_from_be_hex("fffffffffffffffffffffffffffffffeffffffffffffffff");
    type Bytes = [u8; 24];
}

/// P-192's group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P192Order;

impl PrimeParams<3> for P192Order {
    const P: [u64; 3] = words_from_be_hex("ffffffffffffffffffffffff99def836146bc9b1b4d22831");
    type Bytes = [u8; 24];
}

/// P-224's `p = 2^224 - 2^96 + 1`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P224Base;

impl PrimeParams<4> for P224Base {
    const P: [u64; 4] =
        words_from_be_hex("ffffffffffffffffffffffffffffffff000000000000000000000001");
    type Bytes = [u8; 28];
}

/// P-224's group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P224Order;

impl PrimeParams<4> for P224Order {
    const P: [u64; 4] =
        words_from_be_hex("ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d");
    type Bytes = [u8; 28];
}

/// P-256's `p = 2^256 - 2^224 + 2^192 + 2^96 - 1`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P256Base;

impl PrimeParams<4> for P256Base {
    const P: [u64; 4] =
        words_from_be_hex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff");
    type Bytes = [u8; 32];
}

/// P-256's group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P256Order;

impl PrimeParams<4> for P256Order {
    const P: [u64; 4] =
        words_from_be_hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
    type Bytes = [u8; 32];
}

/// P-384's `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P384Base;

impl PrimeParams<6> for P384Base {
    const P: [u64; 6] = words_from_be_hex(
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
    );
    type Bytes = [u8; 48];
}

/// P-384's group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P384Order;

impl PrimeParams<6> for P384Order {
    const P: [u64; 6] = words_from_be_hex(
        "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
    );
    type Bytes = [u8; 48];
}

/// P-521's `p = 2^521 - 1`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P521Base;

impl PrimeParams<9> for P521Base {
    const P: [u64; 9] = words_from_be_hex(
        "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    );
    type Bytes = [u8; 66];
}

/// P-521's group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct P521Order;

impl PrimeParams<9> for P521Order {
    const P: [u64; 9] = words_from_be_hex(
        "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409",
    );
    type Bytes = [u8; 66];
}

/// secp256k1's `p = 2^256 - 2^32 - 977` (SEC 2).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Secp256k1Base;

impl PrimeParams<4> for Secp256k1Base {
    const P: [u64; 4] =
        words_from_be_hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
    type Bytes = [u8; 32];
}

/// secp256k1's group order `n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Secp256k1Order;

impl PrimeParams<4> for Secp256k1Order {
    const P: [u64; 4] =
        words_from_be_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    type Bytes = [u8; 32];
}

/// Scalars of secp256k1.
pub(crate) type ScalarSecp256k1 = ModN<Secp256k1Order, 4>;

/// GF(p) of P-256 (portable).
pub(crate) type FpP256 = Fp<P256Base, 4>;

/// Scalars of P-192.
pub(crate) type ScalarP192 = ModN<P192Order, 3>;
/// Scalars of P-224.
pub(crate) type ScalarP224 = ModN<P224Order, 4>;
/// Scalars of P-256.
pub(crate) type ScalarP256 = ModN<P256Order, 4>;
/// Scalars of P-384.
pub(crate) type ScalarP384 = ModN<P384Order, 6>;
/// Scalars of P-521.
pub(crate) type ScalarP521 = ModN<P521Order, 9>;
