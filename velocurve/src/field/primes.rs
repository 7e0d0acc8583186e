//! The primes the fields of this crate are written for: P-192's, P-224's,
//! P-256's, P-384's and P-521's base-field prime `p` (the modulus of
//! [`super::fp::Fp`] and of the `mulx` fields and `Fp521`) and group order
//! `n` (the modulus of [`super::modn::ModN`], their secret scalars), as
//! [`PrimeParams`], from FIPS 186-5's published big-endian constants
//! (section 3.2.1), and secp256k1's `p` (SEC 2). The curves themselves
//! (`b`, the generator, the tables, secp256k1's order) are described in
//! `curves/`; the fields only need the primes, so they import them from
//! here and nothing here imports a curve.

use super::fp::{PrimeParams, words_from_be_hex};

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

/// secp256k1's `p = 2^256 - 2^32 - 977` (SEC 2 section 2.4.1; its group
/// order and the curve are in `curves/secp256k1.rs`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Secp256k1Base;

impl PrimeParams<4> for Secp256k1Base {
    const P: [u64; 4] =
        words_from_be_hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
    type Bytes = [u8; 32];
}
