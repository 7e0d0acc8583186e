//! The curves of [`super`], as data: for each, its sizes, its order, the
//! [`Operation`]s its backend choice is made per, its group on each
//! machine's field, and its scalars. Everything else about a curve (its
//! constants and tables) is in `weierstrass/`; its primes in
//! `field/primes.rs`.

use super::pkcs8::{NamedCurve, ObjectIdentifier};
use super::{Curve, order_be, sealed::Sealed};
use crate::backend::Operation;
use crate::field::fp::PrimeParams;
use crate::field::primes;
use crate::weierstrass::group::Model;
use crate::weierstrass::group::NistGroup;
use crate::weierstrass::{comb, curve13318, nist, p256, window};

/// NIST P-192 (FIPS 186-5; SEC 2 `secp192r1`, `prime192v1`): the types of
/// [`crate::p192`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P192;

/// NIST P-224 (FIPS 186-5; SEC 2 `secp224r1`): the types of
/// [`crate::p224`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P224;

/// NIST P-256 (FIPS 186-5; SEC 2 `secp256r1`, `prime256v1`): the types of
/// [`crate::p256`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P256;

/// NIST P-384 (FIPS 186-5; SEC 2 `secp384r1`): the types of
/// [`crate::p384`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P384;

/// NIST P-521 (FIPS 186-5; SEC 2 `secp521r1`): the types of
/// [`crate::p521`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct P521;

/// secp256k1 (SEC 2, `y^2 = x^3 + 7`): the types of [`crate::secp256k1`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Secp256k1;

/// Curve13318, `y^2 = x^3 - 3x + 13318` over `2^255 - 19` (Barreto;
/// Schwabe and Sprenkels): the types of [`crate::curve13318`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Curve13318;

impl Sealed for P192 {}
impl Sealed for P224 {}
impl Sealed for P256 {}
impl Sealed for P384 {}
impl Sealed for P521 {}
impl Sealed for Curve13318 {}
impl Sealed for Secp256k1 {}

impl Curve for P192 {
    const NAME: &'static str = "P-192";
    const SECRET_KEY_BYTES: usize = 24;
    type Bytes = [u8; 24];
    type Compressed = [u8; 25];
    type Uncompressed = [u8; 49];
    const ORDER: [u8; 24] = order_be(<primes::P192Order as PrimeParams<3>>::P);
    type Model = Self;
}

impl Model for P192 {
    type Bytes = [u8; 24];
    const OPERATION: Operation = Operation::P192;
    const OPERATION_BASE: Operation = Operation::P192Base;
    type Portable = NistGroup<nist::P192, 3, 6, { nist::P192_ROWS }, { nist::P192_DIGITS }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<nist::P192Mulx, 3, 6, { nist::P192_ROWS }, { nist::P192_DIGITS }>;
    type Scalar = primes::ScalarP192;
}

impl Curve for P224 {
    const NAME: &'static str = "P-224";
    const SECRET_KEY_BYTES: usize = 28;
    type Bytes = [u8; 28];
    type Compressed = [u8; 29];
    type Uncompressed = [u8; 57];
    const ORDER: [u8; 28] = order_be(<primes::P224Order as PrimeParams<4>>::P);
    type Model = Self;
}

impl Model for P224 {
    type Bytes = [u8; 28];
    const OPERATION: Operation = Operation::P224;
    const OPERATION_BASE: Operation = Operation::P224Base;
    type Portable = NistGroup<nist::P224, 4, 8, { nist::P224_ROWS }, { nist::P224_DIGITS }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<nist::P224Mulx, 4, 8, { nist::P224_ROWS }, { nist::P224_DIGITS }>;
    type Scalar = primes::ScalarP224;
}

/// The signed window's digits of a scalar below `2^256` (P-256).
const DIGITS_256: usize = window::digits(256);

impl Curve for P256 {
    const NAME: &'static str = "P-256";
    const SECRET_KEY_BYTES: usize = 32;
    type Bytes = [u8; 32];
    type Compressed = [u8; 33];
    type Uncompressed = [u8; 65];
    const ORDER: [u8; 32] = order_be(<primes::P256Order as PrimeParams<4>>::P);
    type Model = Self;
}

impl Model for P256 {
    type Bytes = [u8; 32];
    const OPERATION: Operation = Operation::P256;
    const OPERATION_BASE: Operation = Operation::P256Base;
    type Portable = NistGroup<p256::P256<primes::FpP256>, 4, 8, { comb::ROWS }, DIGITS_256>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<
        p256::P256<crate::field::fp256_mulx::Fp256Mulx>,
        4,
        8,
        { comb::ROWS },
        DIGITS_256,
    >;
    type Scalar = primes::ScalarP256;
}

impl Curve for P384 {
    const NAME: &'static str = "P-384";
    const SECRET_KEY_BYTES: usize = 48;
    type Bytes = [u8; 48];
    type Compressed = [u8; 49];
    type Uncompressed = [u8; 97];
    const ORDER: [u8; 48] = order_be(<primes::P384Order as PrimeParams<6>>::P);
    type Model = Self;
}

impl Model for P384 {
    type Bytes = [u8; 48];
    const OPERATION: Operation = Operation::P384;
    const OPERATION_BASE: Operation = Operation::P384Base;
    type Portable = NistGroup<nist::P384, 6, 12, { nist::P384_ROWS }, { nist::P384_DIGITS }>;
    #[cfg(x86_backends)]
    type Mulx = NistGroup<nist::P384Mulx, 6, 12, { nist::P384_ROWS }, { nist::P384_DIGITS }>;
    type Scalar = primes::ScalarP384;
}

impl Curve for P521 {
    const NAME: &'static str = "P-521";
    const SECRET_KEY_BYTES: usize = 66;
    type Bytes = [u8; 66];
    type Compressed = [u8; 67];
    type Uncompressed = [u8; 133];
    const ORDER: [u8; 66] = order_be(<primes::P521Order as PrimeParams<9>>::P);
    type Model = Self;
}

impl Model for P521 {
    type Bytes = [u8; 66];
    const OPERATION: Operation = Operation::P521;
    const OPERATION_BASE: Operation = Operation::P521Base;
    /// One field on every engine (`Fp521`; each engine compiles it with
    /// its target features).
    type Portable = NistGroup<nist::P521, 9, 18, { nist::P521_ROWS }, { nist::P521_DIGITS }>;
    #[cfg(x86_backends)]
    type Mulx = Self::Portable;
    type Scalar = primes::ScalarP521;
}

impl Curve for Curve13318 {
    const NAME: &'static str = "Curve13318";
    const SECRET_KEY_BYTES: usize = 32;
    type Bytes = [u8; 32];
    type Compressed = [u8; 33];
    type Uncompressed = [u8; 65];
    const ORDER: [u8; 32] = order_be(curve13318::ORDER);
    type Model = Self;
}

impl Model for Curve13318 {
    type Bytes = [u8; 32];
    const OPERATION: Operation = Operation::Curve13318;
    const OPERATION_BASE: Operation = Operation::Curve13318Base;
    const OPERATION_BATCH: Operation = Operation::Curve13318Batch;
    const OPERATION_BASE_BATCH: Operation = Operation::Curve13318BaseBatch;
    type Portable = curve13318::Curve13318<crate::field::fe51::Fe51>;
    #[cfg(x86_backends)]
    type Mulx = curve13318::Curve13318<crate::field::fe64::Fe64>;
    type Scalar = curve13318::Scalar;

    /// The four-lane window on `Fe2625x4` (`weierstrass/vector/`).
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_avx2(
        t: crate::backend::cpu::Avx2,
        k: &[u8; 32],
        x: &[u8; 32],
        y: &[u8; 32],
    ) -> Option<([u8; 32], [u8; 32])> {
        let p = curve13318::from_checked_xy::<crate::field::fe64::Fe64>(x, y);
        Some(crate::weierstrass::vector::window::mul_avx2(t, k, &p))
    }

    /// The four-lane window on `Fe51x4` (IFMA on ymm).
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_ifma(
        t: crate::backend::cpu::Ifma,
        k: &[u8; 32],
        x: &[u8; 32],
        y: &[u8; 32],
    ) -> Option<([u8; 32], [u8; 32])> {
        let p = curve13318::from_checked_xy::<crate::field::fe64::Fe64>(x, y);
        Some(crate::weierstrass::vector::window::mul_ifma(t, k, &p))
    }

    /// Eight keys at a time in eight IFMA lanes
    /// (`weierstrass/vector/lanes8.rs`), the rest by the scalar window.
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_batch_ifma<'a>(
        t: crate::backend::cpu::Ifma,
        n: usize,
        input: &impl Fn(usize) -> (&'a [u8; 32], &'a [u8; 32], &'a [u8; 32]),
        emit: &mut impl FnMut(usize, [u8; 32], [u8; 32]),
    ) -> bool {
        curve13318::mul_batch::<crate::field::fe64::Fe64>(
            n,
            input,
            |ks, xs, ys| Some(crate::weierstrass::vector::lanes8::mul8(t, ks, xs, ys)),
            emit,
        );
        true
    }

    /// Eight keys at a time by the eight-lane comb, the rest by the scalar
    /// comb.
    #[cfg(x86_backends)]
    #[inline(always)]
    fn mul_base_batch_ifma<'a, L: crate::lookup::WordLookup>(
        t: crate::backend::cpu::Ifma,
        n: usize,
        scalar: &impl Fn(usize) -> &'a [u8; 32],
        lookup: L,
        emit: &mut impl FnMut(usize, [u8; 32], [u8; 32]),
    ) -> bool {
        curve13318::mul_base_batch::<crate::field::fe64::Fe64, L>(
            n,
            scalar,
            lookup,
            |ks| Some(crate::weierstrass::vector::lanes8::mul_base8(t, ks)),
            emit,
        );
        true
    }
}

impl Curve for Secp256k1 {
    const NAME: &'static str = "secp256k1";
    const SECRET_KEY_BYTES: usize = 32;
    type Bytes = [u8; 32];
    type Compressed = [u8; 33];
    type Uncompressed = [u8; 65];
    const ORDER: [u8; 32] = order_be(<primes::Secp256k1Order as PrimeParams<4>>::P);
    type Model = Self;
}

impl Model for Secp256k1 {
    type Bytes = [u8; 32];
    const OPERATION: Operation = Operation::Secp256k1;
    const OPERATION_BASE: Operation = Operation::Secp256k1Base;
    /// The portable Montgomery-form field on every engine (each compiles
    /// it with its own target features).
    type Portable =
        NistGroup<crate::weierstrass::secp256k1::Secp256k1, 4, 8, { comb::ROWS }, DIGITS_256>;
    #[cfg(x86_backends)]
    type Mulx = Self::Portable;
    type Scalar = primes::ScalarSecp256k1;
}

/// The `namedCurve` OIDs (RFC 5480 section 2.1.1, SEC 2).
impl NamedCurve for P192 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.3.1.1");
}

impl NamedCurve for P224 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.33");
}

impl NamedCurve for P256 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.10045.3.1.7");
}

impl NamedCurve for P384 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.34");
}

impl NamedCurve for P521 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.35");
}

impl NamedCurve for Secp256k1 {
    const CURVE_OID: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.132.0.10");
}
