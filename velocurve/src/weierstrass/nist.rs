//! The NIST curves (FIPS 186-5 section 3.2.1; SEC 2): `y^2 = x^3 - 3x + b`
//! over their primes, each of prime order `n` (cofactor 1). P-192, P-224,
//! P-384 and P-521 are described here, each on its portable field (the
//! Montgomery-form [`Fp`] of `field/fp.rs`; the Mersenne-folding [`Fp521`]
//! of `field/fp521.rs` for P-521) and, for P-192, P-224 and P-384, on its
//! `mulx` field; P-256 is described in `p256.rs`. Their primes are in
//! `field/primes.rs`.
//!
//! One macro (`nist_curve!`) turns a curve's published constants (`b`,
//! `G`, big-endian hex as in FIPS 186-5) into the [`Curve`], [`CombCurve`]
//! and [`Nist`] descriptions of a unit type. The operations are written
//! once here, generic over the [`Nist`] contract (what
//! [`super::group::NistGroup`] runs for every NIST curve): checked
//! decoding of coordinates, SEC1 decompression (a square root by
//! [`sqrt_vartime`]: one exponentiation when `p = 3 mod 4`, Tonelli–Shanks
//! for P-224's `p = 1 mod 2^96`), the signed-window `[k] P` and the comb's
//! `[k] G`, their batches, and the affine encoding.

use super::comb::{self, CombCurve, Table};
use super::window;
use super::{AffinePoint, Curve, ProjectivePoint};
use super::{Coordinates, Invalid};
use crate::field::Field;
use crate::field::fp::{Fp, PrimeParams, words_from_le_bytes};
use crate::field::fp521::Fp521;
use crate::field::primes::{
    P192Base, P192Order, P224Base, P224Order, P384Base, P384Order, P521Base, P521Order,
};
use crate::lookup::WordLookup;

/// A NIST curve: a [`CombCurve`] (field elements of `N` words, table
/// entries of `K = 2 N`, `R` rows).
pub(crate) trait Nist<const N: usize, const K: usize, const R: usize>:
    CombCurve<N, K, R>
{
    /// The base-field prime `p`, little-endian words.
    const P: [u64; N];
    /// Signed radix-32 digits of a scalar below `n` ([`window::digits`]
    /// of `n`'s bit length), for the variable-base window.
    const DIGITS: usize;
}

/// A field the comb's table words convert into: canonical little-endian
/// words (`< p`, or the all-zero words of an empty scan) to an element.
pub(crate) trait FromWords<const N: usize>: Field {
    fn from_table_words(w: &[u64; N]) -> Self;
}

impl<P: PrimeParams<N>, const N: usize> FromWords<N> for Fp<P, N> {
    /// One multiplication by `R^2` into the Montgomery form.
    #[inline(always)]
    fn from_table_words(w: &[u64; N]) -> Self {
        Fp::from_words_reduced(w)
    }
}

impl FromWords<9> for Fp521 {
    /// A regrouping of the bits into 58-bit limbs.
    #[inline(always)]
    fn from_table_words(w: &[u64; 9]) -> Self {
        Fp521::from_words(w)
    }
}

/// The comb rows and signed window digits of P-192, P-224, P-384 and P-521.
pub(crate) const P192_ROWS: usize = comb::rows(192);
pub(crate) const P192_DIGITS: usize = window::digits(192);
pub(crate) const P224_ROWS: usize = comb::rows(224);
pub(crate) const P224_DIGITS: usize = window::digits(224);
pub(crate) const P384_ROWS: usize = comb::rows(384);
pub(crate) const P384_DIGITS: usize = window::digits(384);
pub(crate) const P521_ROWS: usize = comb::rows(521);
pub(crate) const P521_DIGITS: usize = window::digits(521);

/// The `mulx` fields of P-192, P-224 and P-384 take the comb's table words
/// as the portable field does: one multiplication by `R^2`.
#[cfg(x86_backends)]
impl FromWords<3> for crate::field::fp192_mulx::Fp192Mulx {
    #[inline(always)]
    fn from_table_words(w: &[u64; 3]) -> Self {
        Self::from_words_reduced(w)
    }
}

#[cfg(x86_backends)]
impl FromWords<4> for crate::field::fp224_mulx::Fp224Mulx {
    #[inline(always)]
    fn from_table_words(w: &[u64; 4]) -> Self {
        Self::from_words_reduced(w)
    }
}

#[cfg(x86_backends)]
impl FromWords<6> for crate::field::fp384_mulx::Fp384Mulx {
    #[inline(always)]
    fn from_table_words(w: &[u64; 6]) -> Self {
        Self::from_words_reduced(w)
    }
}

/// The coordinate encoding of `C` (little-endian, `ceil(bits(p) / 8)`
/// bytes).
pub(crate) type Bytes<C> = <<C as Curve>::F as Field>::Bytes;

/// The field element of canonical little-endian bytes, or
/// [`Invalid::NonCanonical`] (variable time: public input).
fn element<F: Field>(b: &F::Bytes) -> Result<F, Invalid> {
    Option::<F>::from(F::from_canonical_bytes(b)).ok_or(Invalid::NonCanonical)
}

/// The point of canonical little-endian coordinates `x`, `y`, checked
/// (variable time: public input).
pub(crate) fn decode_xy<C: Curve>(x: &Bytes<C>, y: &Bytes<C>) -> Result<AffinePoint<C>, Invalid> {
    let (x, y) = (element::<C::F>(x)?, element::<C::F>(y)?);
    AffinePoint::from_coordinates(x, y).ok_or(Invalid::NotOnCurve)
}

/// The point of the coordinates of a point checked before (a public key's
/// stored bytes): no check again (bytes `>= p` would be reduced, not
/// rejected; they cannot occur here).
#[inline]
pub(crate) fn from_checked_xy<C, const N: usize, const K: usize, const R: usize>(
    x: &Bytes<C>,
    y: &Bytes<C>,
) -> AffinePoint<C>
where
    C: Nist<N, K, R>,
{
    let half = |h: &Bytes<C>| C::from_words(&words_from_le_bytes::<N>(h.as_ref()));
    AffinePoint {
        x: half(x),
        y: half(y),
    }
}

/// A square root of `a` in GF(p) for the odd prime `p` (little-endian
/// words), or `None` if `a` is not a square; **variable time** (public
/// inputs: point decompression). Tonelli–Shanks with `p - 1 = 2^s q`, `q`
/// odd: `x = a^((q + 1) / 2)`, `t = a^q`, then `s - 1` rounds at most that
/// move `t` to 1 by powers of `c = z^q` for a non-square `z` (the smallest
/// of 2, 3, ..., found by Euler's criterion). For `p = 3 mod 4` (`s = 1`)
/// it is the single exponentiation `a^((p + 1) / 4)`. The result is
/// checked by squaring. The root of 0 is 0.
pub(crate) fn sqrt_vartime<F: Field, const N: usize>(a: &F, p: &[u64; N]) -> Option<F> {
    if bool::from(a.ct_eq(&F::ZERO)) {
        return Some(F::ZERO); // t = 0 would never reach 1 below
    }
    // q = (p - 1) / 2^s.
    let mut q = *p;
    q[0] -= 1; // p is odd: no borrow
    let mut s = 0u32;
    while q[0] & 1 == 0 {
        shr1(&mut q);
        s += 1;
    }
    // (q + 1) / 2 = q >> 1 plus 1 (q odd).
    let mut e = q;
    shr1(&mut e);
    add1(&mut e);
    let mut x = a.pow_public(&e);
    if s > 1 {
        let mut t = a.pow_public(&q);
        // (p - 1) / 2, for Euler's criterion.
        let mut half = *p;
        shr1(&mut half);
        let minus_one = F::ONE.neg();
        let mut z = F::ONE.add(&F::ONE);
        while !bool::from(z.pow_public(&half).ct_eq(&minus_one)) {
            z = z.add(&F::ONE);
        }
        let mut c = z.pow_public(&q);
        let mut m = s;
        while !bool::from(t.ct_eq(&F::ONE)) {
            // The least i with t^(2^i) = 1; none below m: not a square.
            let mut i = 0;
            let mut t2 = t;
            while !bool::from(t2.ct_eq(&F::ONE)) {
                t2 = t2.square();
                i += 1;
                if i == m {
                    return None;
                }
            }
            let mut b = c;
            for _ in 0..m - i - 1 {
                b = b.square();
            }
            x = x.mul(&b);
            c = b.square();
            t = t.mul(&c);
            m = i;
        }
    }
    bool::from(x.square().ct_eq(a)).then_some(x)
}

/// `w >>= 1` on little-endian words.
fn shr1<const N: usize>(w: &mut [u64; N]) {
    for i in 0..N {
        let hi = if i + 1 < N { w[i + 1] << 63 } else { 0 };
        w[i] = w[i] >> 1 | hi;
    }
}

/// `w += 1` on little-endian words (no carry out of the top word here).
fn add1<const N: usize>(w: &mut [u64; N]) {
    for x in w.iter_mut() {
        let (v, c) = x.overflowing_add(1);
        *x = v;
        if !c {
            return;
        }
    }
}

/// The point with canonical little-endian `x` whose `y` has parity `y_odd`
/// (SEC1 point decompression; variable time). `y = 0` cannot occur (a
/// point of order 2; the order is odd).
pub(crate) fn decompress<C, const N: usize, const K: usize, const R: usize>(
    x: &Bytes<C>,
    y_odd: bool,
) -> Result<AffinePoint<C>, Invalid>
where
    C: Nist<N, K, R>,
{
    let x = element::<C::F>(x)?;
    let yy = AffinePoint::<C>::y_squared(&x);
    let y = sqrt_vartime(&yy, &C::P).ok_or(Invalid::NotOnCurve)?;
    let y = if bool::from(y.is_odd()) == y_odd {
        y
    } else {
        y.neg()
    };
    Ok(AffinePoint { x, y })
}

/// The checked point of `c` ([`decode_xy`] or [`decompress`]), as its
/// canonical little-endian `(x, y)` (variable time: public input).
#[inline]
pub(crate) fn decode<C, const N: usize, const K: usize, const R: usize>(
    c: Coordinates<Bytes<C>>,
) -> Result<(Bytes<C>, Bytes<C>), Invalid>
where
    C: Nist<N, K, R>,
{
    let p = match c {
        Coordinates::Xy(x, y) => decode_xy::<C>(&x, &y)?,
        Coordinates::Compressed(x, odd) => decompress::<C, N, K, R>(&x, odd)?,
    };
    Ok((p.x.to_bytes(), p.y.to_bytes()))
}

/// The canonical little-endian `(x, y)` of a point, all zeros for the
/// identity (`Z = 0`, whose inverse is 0), by one inversion.
#[inline]
pub(crate) fn encode<C: Curve>(p: &ProjectivePoint<C>) -> (Bytes<C>, Bytes<C>) {
    let (x, y) = p.to_affine_coordinates();
    (x.to_bytes(), y.to_bytes())
}

/// `[k] P` for `k < n` (little-endian) and a checked point. Constant time
/// in `k`.
#[inline]
pub(crate) fn mul<C, const N: usize, const K: usize, const R: usize, const D: usize>(
    k: &[u8],
    p: &AffinePoint<C>,
) -> (Bytes<C>, Bytes<C>)
where
    C: Nist<N, K, R>,
{
    const { assert!(D == C::DIGITS) };
    encode(&window::mul::<C, D>(k, p))
}

/// `[k] G` for `k < n` (little-endian) by the comb, with the table scan
/// `lookup`. Constant time in `k`.
#[inline]
pub(crate) fn mul_base<C, L, const N: usize, const K: usize, const R: usize>(
    k: &[u8],
    lookup: L,
) -> (Bytes<C>, Bytes<C>)
where
    C: Nist<N, K, R>,
    L: WordLookup,
{
    encode(&comb::mul_base::<C, L, N, K, R>(k, lookup))
}

/// `[k_i] P_i` for `i < n`, `input(i) = (k_i, x_i, y_i)` (`k_i < n`
/// little-endian, `(x_i, y_i)` a checked point's canonical bytes), each by
/// the signed window of [`mul`], their affine `(x, y)` given to `emit(i,
/// x, y)` from one inversion per chunk ([`super::batch`]). Constant time in
/// the scalars.
#[inline]
pub(crate) fn mul_batch<'a, C, const N: usize, const K: usize, const R: usize, const D: usize>(
    n: usize,
    input: impl Fn(usize) -> (&'a [u8], &'a Bytes<C>, &'a Bytes<C>),
    mut emit: impl FnMut(usize, Bytes<C>, Bytes<C>),
) where
    C: Nist<N, K, R>,
    Bytes<C>: 'a,
{
    const { assert!(D == C::DIGITS) };
    super::batch::affine_batch::<C>(
        n,
        |i| {
            let (k, x, y) = input(i);
            window::mul::<C, D>(k, &from_checked_xy::<C, N, K, R>(x, y))
        },
        |i, x, y| emit(i, x.to_bytes(), y.to_bytes()),
    );
}

/// `[k_i] G` for `i < n`, `k_i = scalar(i) < n` (little-endian), each by
/// the comb of [`mul_base`] with the table scan `lookup`, their affine `(x,
/// y)` given to `emit(i, x, y)` from one inversion per chunk. Constant time
/// in the scalars.
#[inline]
pub(crate) fn mul_base_batch<'a, C, L, const N: usize, const K: usize, const R: usize>(
    n: usize,
    scalar: impl Fn(usize) -> &'a [u8],
    lookup: L,
    mut emit: impl FnMut(usize, Bytes<C>, Bytes<C>),
) where
    C: Nist<N, K, R>,
    L: WordLookup,
{
    super::batch::affine_batch::<C>(
        n,
        |i| comb::mul_base::<C, L, N, K, R>(scalar(i), lookup),
        |i, x, y| emit(i, x.to_bytes(), y.to_bytes()),
    );
}

/// Defines a NIST curve from its published constants (big-endian hex; its
/// primes are in [`crate::field::primes`]): the curve with its
/// [`Curve`], [`CombCurve`] and [`Nist`] descriptions, and the constants
/// the protocol module needs; with `also`, a second curve type with the
/// same constants on another field of the same prime and words (P-384 on
/// `Fp384Mulx`).
macro_rules! nist_curve {
    (
        $(#[$doc:meta])*
        curve $name:ident, base $base:ident, order $order:ident,
        field $f:ty, words $n:literal, order_bits $bits:literal,
        table $table:path, b $b:literal, gx $gx:literal, gy $gy:literal
        $(, also $alt:ident on $alt_f:ty, cfg $cfg:meta, doc $alt_doc:literal)? $(,)?
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub(crate) struct $name;

        nist_curve!(@curve $name, $base, $order, $f, $n, $bits, $table, $b, $gx, $gy);

        $(
            #[cfg($cfg)]
            #[doc = $alt_doc]
            #[derive(Clone, Copy, Debug)]
            pub(crate) struct $alt;

            #[cfg($cfg)]
            nist_curve!(@curve $alt, $base, $order, $alt_f, $n, $bits, $table, $b, $gx, $gy);
        )?
    };
    // The descriptions of the curve `$name` (a unit type defined before)
    // on the field `$f`: the same constants and table on any field of the
    // prime `$base` that has `from_canonical_words_const` and `FromWords`.
    (
        @curve $name:ident, $base:ident, $order:ident, $f:ty, $n:literal, $bits:literal,
        $table:path, $b:literal, $gx:literal, $gy:literal
    ) => {
        impl $name {
            /// `b`, the generator's coordinates, in Montgomery form at
            /// compile time.
            const B: $f =
                <$f>::from_canonical_words_const(crate::field::fp::words_from_be_hex($b));
            const GX: $f =
                <$f>::from_canonical_words_const(crate::field::fp::words_from_be_hex($gx));
            const GY: $f =
                <$f>::from_canonical_words_const(crate::field::fp::words_from_be_hex($gy));
        }

        impl Curve for $name {
            type F = $f;

            #[inline(always)]
            fn b() -> Self::F {
                Self::B
            }

            #[inline(always)]
            fn generator() -> AffinePoint<Self> {
                AffinePoint {
                    x: Self::GX,
                    y: Self::GY,
                }
            }
        }

        impl CombCurve<$n, { 2 * $n }, { comb::rows($bits) }> for $name {
            const ORDER: [u64; $n] = <$order as PrimeParams<$n>>::P;

            #[inline(always)]
            fn table() -> &'static Table<{ 2 * $n }, { comb::rows($bits) }> {
                &$table
            }

            #[inline(always)]
            fn from_words(w: &[u64; $n]) -> Self::F {
                FromWords::from_table_words(w)
            }
        }

        impl Nist<$n, { 2 * $n }, { comb::rows($bits) }> for $name {
            const P: [u64; $n] = <$base as PrimeParams<$n>>::P;
            const DIGITS: usize = window::digits($bits);
        }
    };
}

nist_curve! {
    /// NIST P-192 (`secp192r1`, `prime192v1`): `p = 2^192 - 2^64 - 1`.
    curve P192, base P192Base, order P192Order,
    field Fp<P192Base, 3>, words 3, order_bits 192,
    table super::p192_table::TABLE,
    b "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1",
    gx "188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012",
    gy "07192b95ffc8da78631011ed6b24cdd573f977a11e794811",
    also P192Mulx on crate::field::fp192_mulx::Fp192Mulx, cfg x86_backends,
    doc "[`P192`] on `Fp192Mulx` (`mulx`/`adcx`/`adox`, the same words as `Fp<P192Base, 3>`).",
}

nist_curve! {
    /// NIST P-224 (`secp224r1`): `p = 2^224 - 2^96 + 1`.
    curve P224, base P224Base, order P224Order,
    field Fp<P224Base, 4>, words 4, order_bits 224,
    table super::p224_table::TABLE,
    b "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
    gx "b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21",
    gy "bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34",
    also P224Mulx on crate::field::fp224_mulx::Fp224Mulx, cfg x86_backends,
    doc "[`P224`] on `Fp224Mulx` (`mulx`/`adcx`/`adox`, the same words as `Fp<P224Base, 4>`).",
}

nist_curve! {
    /// NIST P-384 (`secp384r1`): `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`.
    curve P384, base P384Base, order P384Order,
    field Fp<P384Base, 6>, words 6, order_bits 384,
    table super::p384_table::TABLE,
    b "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
    gx "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
    gy "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
    also P384Mulx on crate::field::fp384_mulx::Fp384Mulx, cfg x86_backends,
    doc "[`P384`] on `Fp384Mulx` (`mulx`/`adcx`/`adox`, the same words as `Fp<P384Base, 6>`).",
}

nist_curve! {
    /// NIST P-521 (`secp521r1`): `p = 2^521 - 1`, on its Mersenne-folding
    /// field [`Fp521`] (radix `2^58`) rather than the Montgomery form.
    curve P521, base P521Base, order P521Order,
    field Fp521, words 9, order_bits 521,
    table super::p521_table::TABLE,
    b "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
    gx "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
    gy "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650",
}
