//! The curves given as data: P-192, P-224, P-256, P-384, P-521 (FIPS
//! 186-5 section 3.2.1; SEC 2) and secp256k1 (SEC 2), each `y^2 = x^3 + a
//! x + b` with `a = -3` or `a = 0` over its prime, of prime order `n`
//! (cofactor 1).
//!
//! A curve's description file (`p192.rs`, ..., `secp256k1.rs`) states a
//! [`Description`]: its published constants (`p`, `n`, `b`, `G` as
//! little-endian words), its generated comb table, the fields it runs on
//! (a portable one, and the `mulx` one where it has one), its scalars and
//! its backend choices; the curve type is its public marker
//! (`velocurve::ecdh::P384`). Everything else is written once here:
//! [`On`]`<D, F>` is the curve `D` on the field `F` (the [`Curve`],
//! [`CombCurve`] and [`Nist`] contracts from the description's
//! constants, converted into `F` at compile time by [`FieldOf`]), and
//! the operations below are generic over the [`Nist`] contract (what
//! [`NistGroup`] runs for every such curve): checked
//! decoding of coordinates, SEC1 decompression (a square root by
//! [`sqrt_vartime`]: one exponentiation when `p = 3 mod 4`, Tonelli–Shanks
//! for P-224's `p = 1 mod 2^96`), the signed-window `[k] P` in Jacobian coordinates ([`jacobian`]) and the comb's
//! `[k] G`, their batches, and the affine encoding.

use super::Xy;
use super::comb::{self, CombCurve, Table};
use super::double_base::{self, DoubleBaseCurve};
use super::glv::{Glv, Lattice};
use super::group::{Group, Model, Scalar};
use super::{AffinePoint, Curve, ProjectivePoint};
use super::{Coordinates, Invalid};
use super::{jacobian, window};
use crate::backend::Operation;
use crate::field::fp::{Fp, PrimeParams, words_from_le_bytes};
use crate::field::fp521::Fp521;
use crate::field::{Encoding, Field};
use crate::lookup::WordLookup;
use core::marker::PhantomData;

/// A curve as data: what its description file states. The generic code of
/// this module runs it on each of its fields ([`On`]), and the engine
/// through the [`Model`] every description is.
pub(crate) trait Description: Copy + 'static {
    /// A field element or scalar as little-endian words, `[u64; N]`.
    type Words: Copy;
    /// The comb's table of multiples of `G`, `comb::Table<2 N, rows>`.
    type Table: 'static;
    /// A field element or scalar as little-endian bytes (`n` and `p` have
    /// the same byte length on every curve here).
    type Bytes: Encoding;

    /// The base-field prime `p` (a `PrimeParams<N>`).
    type Base: Copy + 'static;
    /// The group order `n`, prime (a `PrimeParams<N>`).
    type Order: Copy + 'static;
    /// The bit length of `n`.
    const ORDER_BITS: usize;
    /// `a = 0` (secp256k1) rather than `a = -3` (the NIST curves).
    const A_ZERO: bool = false;
    /// The coefficient `b`.
    const B: Self::Words;
    /// The generator's `x`.
    const GX: Self::Words;
    /// The generator's `y`.
    const GY: Self::Words;
    /// Whether the generated tables hold each coordinate `v` in the
    /// Montgomery form `v 2^(64 N) mod p` rather than as its canonical
    /// value: for the curves whose every field keeps that form (the
    /// portable `Fp` and a Montgomery `mulx` field: P-192, P-224, P-256,
    /// P-384), so that a table read is a load ([`FieldOf::from_table_words`]),
    /// not a product by `R^2` per coordinate. P-521 and secp256k1 run on a
    /// field of plain words (`Fp521`, `Fp256k1Mulx`) and keep canonical
    /// tables (their portable `Fp` pays the product). Converting at compile
    /// time instead ran into rustc's long-running constant-evaluation
    /// limit; the generator writes the form (`generated.rs`).
    const MONTGOMERY_TABLES: bool = false;
    /// The generated table (`curves/<curve>_table.rs`), words as
    /// [`Self::MONTGOMERY_TABLES`] says.
    fn table() -> &'static Self::Table;
    /// `(2j + 1) G` as words `[x, y]` for `j < ODD_ENTRIES` (as
    /// [`Self::MONTGOMERY_TABLES`] says): the generated table of ECDSA
    /// verification (`curves/<curve>_odd_table.rs`).
    const ODD_WORDS: &'static [[Self::Words; 2]; ODD_ENTRIES];
    /// The GLV endomorphism, where the curve has one (secp256k1): ECDSA
    /// verification then splits its scalars ([`super::glv`]).
    const GLV: Option<&'static Glv<Self::Words>> = None;

    /// The backend choice of an exchange and of decoding a public key
    /// (decided in `backend/choice.rs`).
    const OPERATION: Operation;
    /// The backend choice of key generation.
    const OPERATION_BASE: Operation;

    /// The curve on its portable field: a [`NistGroup`] of
    /// [`On`]`<Self, _>`.
    type Portable: Group<Bytes = Self::Bytes>;
    /// The curve on the field of the `mulx`/`adx` engines.
    #[cfg(x86_backends)]
    type Mulx: Group<Bytes = Self::Bytes>;
    /// The integers modulo `n`.
    type Scalar: Scalar<Bytes = Self::Bytes>;
}

/// Every description is a model of the engine (no vector kernels).
impl<D: Description> Model for D {
    type Bytes = D::Bytes;
    const OPERATION: Operation = D::OPERATION;
    const OPERATION_BASE: Operation = D::OPERATION_BASE;
    type Portable = D::Portable;
    #[cfg(x86_backends)]
    type Mulx = D::Mulx;
    type Scalar = D::Scalar;
}

/// A field a described curve `D` runs on: `D`'s constants as elements at
/// compile time, and the comb table's words as elements.
pub(crate) trait FieldOf<D: Description>: Field {
    /// `b`.
    const B: Self;
    /// The generator's `x`, `y`.
    const G: (Self, Self);

    /// The element of canonical words (`< p`).
    fn from_words(w: &D::Words) -> Self;

    /// The element of a generated table's words (canonical or in the
    /// Montgomery form, as [`Description::MONTGOMERY_TABLES`] says; or the
    /// all-zero words of an empty table scan, zero in either form).
    fn from_table_words(w: &D::Words) -> Self;
}

/// The portable Montgomery-form field of any prime: a load per
/// Montgomery-form table entry, a product by `R^2` per canonical one.
impl<D, P, const N: usize> FieldOf<D> for Fp<P, N>
where
    D: Description<Words = [u64; N]>,
    P: PrimeParams<N>,
{
    const B: Self = Self::from_canonical_words_const(D::B);
    const G: (Self, Self) = (
        Self::from_canonical_words_const(D::GX),
        Self::from_canonical_words_const(D::GY),
    );
    #[inline(always)]
    fn from_words(w: &[u64; N]) -> Self {
        Self::from_words_reduced(w)
    }

    #[inline(always)]
    fn from_table_words(w: &[u64; N]) -> Self {
        if D::MONTGOMERY_TABLES {
            Self::from_montgomery_words(*w)
        } else {
            Self::from_words_reduced(w)
        }
    }
}

/// P-521's Mersenne-folding field: a regrouping of the bits into 58-bit
/// limbs.
impl<D: Description<Words = [u64; 9]>> FieldOf<D> for Fp521 {
    const B: Self = Self::from_canonical_words_const(D::B);
    const G: (Self, Self) = (
        Self::from_canonical_words_const(D::GX),
        Self::from_canonical_words_const(D::GY),
    );
    #[inline(always)]
    fn from_words(w: &[u64; 9]) -> Self {
        Self::from_words(w)
    }

    #[inline(always)]
    fn from_table_words(w: &[u64; 9]) -> Self {
        const { assert!(!D::MONTGOMERY_TABLES, "Fp521 keeps plain words") };
        Self::from_words(w)
    }
}

/// The `mulx` fields: the Montgomery ones keep the same words as the
/// portable field of their prime (a Montgomery-form table entry is a load,
/// a canonical one a product by `R^2`).
#[cfg(x86_backends)]
mod mulx_fields {
    use super::{Description, FieldOf};
    use crate::field::{
        fp192_mulx::Fp192Mulx, fp224_mulx::Fp224Mulx, fp256_mulx::Fp256Mulx,
        fp256k1_mulx::Fp256k1Mulx, fp384_mulx::Fp384Mulx,
    };

    /// secp256k1's field keeps plain words (not the Montgomery form): the
    /// description's constants and table words as they are.
    impl<D: Description<Words = [u64; 4]>> FieldOf<D> for Fp256k1Mulx {
        const B: Self = Self::from_canonical_words_const(D::B);
        const G: (Self, Self) = (
            Self::from_canonical_words_const(D::GX),
            Self::from_canonical_words_const(D::GY),
        );
        #[inline(always)]
        fn from_words(w: &[u64; 4]) -> Self {
            Self::from_words_reduced(w)
        }

        #[inline(always)]
        fn from_table_words(w: &[u64; 4]) -> Self {
            const { assert!(!D::MONTGOMERY_TABLES, "Fp256k1Mulx keeps plain words") };
            Self::from_words_reduced(w)
        }
    }

    /// The Montgomery `mulx` fields: the description's constants at
    /// compile time, table words loaded as they are when they are in the
    /// Montgomery form.
    macro_rules! montgomery_field_of {
        ($($t:ident, $n:literal;)*) => {$(
            impl<D: Description<Words = [u64; $n]>> FieldOf<D> for $t {
                const B: Self = Self::from_canonical_words_const(D::B);
                const G: (Self, Self) = (
                    Self::from_canonical_words_const(D::GX),
                    Self::from_canonical_words_const(D::GY),
                );
                #[inline(always)]
                fn from_words(w: &[u64; $n]) -> Self {
                    Self::from_words_reduced(w)
                }

                #[inline(always)]
                fn from_table_words(w: &[u64; $n]) -> Self {
                    if D::MONTGOMERY_TABLES {
                        Self(*w)
                    } else {
                        Self::from_words_reduced(w)
                    }
                }
            }
        )*};
    }

    montgomery_field_of! {
        Fp192Mulx, 3;
        Fp224Mulx, 4;
        Fp256Mulx, 4;
        Fp384Mulx, 6;
    }
}

/// The described curve `D` on the field `F`.
pub(crate) struct On<D, F>(PhantomData<(D, F)>);

impl<D, F> Clone for On<D, F> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<D, F> Copy for On<D, F> {}

impl<D: Description, F: FieldOf<D>> Curve for On<D, F> {
    type F = F;
    const A_ZERO: bool = D::A_ZERO;

    #[inline(always)]
    fn b() -> F {
        F::B
    }

    #[inline(always)]
    fn generator() -> AffinePoint<Self> {
        AffinePoint {
            x: F::G.0,
            y: F::G.1,
        }
    }
}

/// The wNAF width of `G` in ECDSA verification on every described curve:
/// 10 (256 entries) took 0.970x to 0.985x the time of 8 on the six curves
/// (`velocurve-bench/ab`, Intel Xeon model 0xa7, 2026-11-29; docs/ECDSA.md).
pub(crate) const ODD_WINDOW: usize = 10;
/// Entries of each described curve's table of odd multiples of `G`.
pub(crate) const ODD_ENTRIES: usize = double_base::entries(ODD_WINDOW);

/// The odd multiples of `G` for verification, from the description's
/// table.
impl<D: Description, F: FieldOf<D>> DoubleBaseCurve for On<D, F> {
    const G_WINDOW: usize = ODD_WINDOW;

    #[inline(always)]
    fn g_odd_multiple(j: usize) -> AffinePoint<Self> {
        let [x, y] = &D::ODD_WORDS[j % ODD_ENTRIES];
        AffinePoint {
            x: F::from_table_words(x),
            y: F::from_table_words(y),
        }
    }

    #[inline(always)]
    fn endomorphism() -> Option<(F, &'static Lattice)> {
        D::GLV.map(|g| (F::from_words(&g.beta), &g.lattice))
    }
}

impl<D, F, const N: usize, const K: usize, const R: usize> CombCurve<N, K, R> for On<D, F>
where
    D: Description<Words = [u64; N], Table = Table<K, R>>,
    D::Order: PrimeParams<N>,
    F: FieldOf<D>,
{
    const ORDER: [u64; N] = <D::Order as PrimeParams<N>>::P;

    #[inline(always)]
    fn table() -> &'static Table<K, R> {
        D::table()
    }

    #[inline(always)]
    fn from_words(w: &[u64; N]) -> F {
        F::from_words(w)
    }

    #[inline(always)]
    fn from_table_words(w: &[u64; N]) -> F {
        F::from_table_words(w)
    }
}

impl<D, F, const N: usize, const K: usize, const R: usize> Nist<N, K, R> for On<D, F>
where
    D: Description<Words = [u64; N], Table = Table<K, R>>,
    D::Base: PrimeParams<N>,
    D::Order: PrimeParams<N>,
    F: FieldOf<D>,
{
    const P: [u64; N] = <D::Base as PrimeParams<N>>::P;
    const DIGITS: usize = window::digits(D::ORDER_BITS);
}

/// The [`Group`] of the [`Nist`] curve `C` (field elements of `N` words,
/// comb table entries of `K`, `R` comb rows, `D` window digits): the
/// generic code of this module.
pub(crate) struct NistGroup<C, const N: usize, const K: usize, const R: usize, const D: usize>(
    PhantomData<C>,
);

impl<C, const N: usize, const K: usize, const R: usize, const D: usize> Group
    for NistGroup<C, N, K, R, D>
where
    C: Nist<N, K, R>,
{
    type Bytes = Bytes<C>;
    type F = C::F;

    #[inline(always)]
    fn decode(c: Coordinates<Self::Bytes>) -> Result<Xy<Self::Bytes>, Invalid> {
        decode::<C, N, K, R>(c)
    }

    #[inline(always)]
    fn mul(k: &Self::Bytes, x: &Self::Bytes, y: &Self::Bytes) -> Xy<Self::Bytes> {
        let p = from_checked_xy::<C, N, K, R>(x, y);
        mul::<C, N, K, R, D>(k.as_ref(), &p)
    }

    #[inline(always)]
    fn mul_base<L: WordLookup>(k: &Self::Bytes, lookup: L) -> Xy<Self::Bytes> {
        mul_base::<C, L, N, K, R>(k.as_ref(), lookup)
    }

    #[inline(always)]
    fn mul_batch<'a>(
        n: usize,
        input: impl Fn(usize) -> (&'a Self::Bytes, &'a Self::Bytes, &'a Self::Bytes),
        emit: impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) where
        Self::Bytes: 'a,
    {
        let input = |i| {
            let (k, x, y): (&'a Self::Bytes, _, _) = input(i);
            (k.as_ref(), x, y)
        };
        mul_batch::<C, N, K, R, D>(n, input, emit)
    }

    #[inline(always)]
    fn mul_base_batch<'a, L: WordLookup>(
        n: usize,
        scalar: impl Fn(usize) -> &'a Self::Bytes,
        lookup: L,
        emit: impl FnMut(usize, Self::Bytes, Self::Bytes),
    ) where
        Self::Bytes: 'a,
    {
        let scalar = |i| -> &'a [u8] { scalar(i).as_ref() };
        mul_base_batch::<C, L, N, K, R>(n, scalar, lookup, emit)
    }

    #[inline(always)]
    fn ecdsa_verify_vartime(
        u1: &Self::Bytes,
        u2: &Self::Bytes,
        x: &Self::Bytes,
        y: &Self::Bytes,
        r: &Self::Bytes,
    ) -> bool {
        let q = from_checked_xy::<C, N, K, R>(x, y);
        double_base::ecdsa_verify_vartime::<C, N, K, R>(u1.as_ref(), u2.as_ref(), &q, r)
    }
}

/// A curve of this module on one field: a [`CombCurve`] (field elements
/// of `N` words, table entries of `K = 2 N`, `R` rows).
pub(crate) trait Nist<const N: usize, const K: usize, const R: usize>:
    CombCurve<N, K, R> + DoubleBaseCurve
{
    /// The base-field prime `p`, little-endian words.
    const P: [u64; N];
    /// Signed radix-32 digits of a scalar below `n` ([`window::digits`]
    /// of `n`'s bit length), for the variable-base window.
    const DIGITS: usize;
    /// Whether the window's last addition can meet `P = Q`
    /// ([`jacobian::last_addition_may_double`] of `n`).
    const MAY_DOUBLE: bool = jacobian::last_addition_may_double(Self::ORDER[0]);
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
    encode(&jacobian::mul::<C, D>(k, p, C::MAY_DOUBLE))
}

/// `[k] G` for `k < n` (little-endian) by the comb on Jacobian mixed
/// additions ([`jacobian::CombChain`], whose proof needs bit `b - 2` of the
/// `b`-bit order set: checked here at compile time), with the table scan
/// `lookup`. Constant time in `k`.
#[inline(always)]
fn comb_jacobian<C, L, const N: usize, const K: usize, const R: usize>(
    k: &[u8],
    lookup: L,
) -> ProjectivePoint<C>
where
    C: Nist<N, K, R>,
    L: WordLookup,
{
    const { assert!(comb::second_bit_set(&C::ORDER)) };
    comb::mul_base_on::<jacobian::CombChain<C>, C, L, N, K, R>(k, lookup)
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
    encode(&comb_jacobian::<C, L, N, K, R>(k, lookup))
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
            jacobian::mul::<C, D>(k, &from_checked_xy::<C, N, K, R>(x, y), C::MAY_DOUBLE)
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
        |i| comb_jacobian::<C, L, N, K, R>(scalar(i), lookup),
        |i, x, y| emit(i, x.to_bytes(), y.to_bytes()),
    );
}
