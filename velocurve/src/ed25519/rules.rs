//! Ed25519's verification rules on the edwards25519 group: which equation a
//! profile decides, how the halved double-base multiplication decides it,
//! and the group operations of verification as [`Op`]s that the dispatch
//! point ([`crate::engine::run`]) runs on a backend.
//!
//! * [`Equation`]: cofactorless (`[S]B = R + [k]A`, RFC 8032's and FIPS
//!   186-5's) or cofactored (`[8][S]B = [8]R + [8][k]A`, ZIP-215's).
//! * [`check_equation_vartime`]: decides an equation with the lattice-halved
//!   multiplication of [`crate::edwards::double_base`]: the short vector
//!   `(x, c)` with `x = c k` modulo `8l` with `c` odd (cofactorless: exact,
//!   `Z = [c]Q` with `c` prime to `8l`, so `Z = O` iff `Q = O`) or modulo
//!   `l` (cofactored: `[8]Z = [8c]Q`), then `Z = O` or `[8]Z = O`; the
//!   proof is in the `double_base` module documentation.
//! * [`KeyFacts`], [`inspect_vartime`], [`inspect_batch_vartime`]: a public
//!   key decoded once, with what the profiles ask of it.
//! * [`verify_equation_vartime`]: decoding of `R` under a profile's rules and
//!   the check of its equation.
//!
//! Everything here is variable time: the inputs are public.

use crate::Error;
use crate::backend::{Backend, Operation};
use crate::edwards::decode::{Decoded, decompress_vartime};
use crate::edwards::double_base;
use crate::edwards::point::{CompletedPoint, EDWARDS_D, EdwardsPoint};
use crate::engine::{Engine, Op, run};
use crate::field::Field25519;
use crate::scalar::lattice::{ShortVector, short_vector_vartime};
use crate::scalar::{L, Scalar};

/// The verification rules; see the [module documentation](super), and
/// [`Equation`] for the group equation each decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Profile {
    /// RFC 8032 / FIPS 186-5: canonical `A` and `R`, cofactorless.
    Rfc8032,
    /// [`Profile::Rfc8032`] and no small-order `A` or `R`.
    Strict,
    /// ZIP-215: any encodings of points, cofactored.
    Zip215,
}

/// `8l`, little-endian words.
const L8_WORDS: [u64; 4] = [
    0xc09318d2e7ae9f68,
    0xa6f7cef517bce6b2,
    0x0000000000000000,
    0x8000000000000000,
];

/// `floor(sqrt(l)) = 2^126`.
const SQRT_L: u128 = 1 << 126;
/// `floor(sqrt(8l))`.
const SQRT_8L: u128 = 0xb504f333f9de6484597d89b3754abe9f;

/// Which group equation verification decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Equation {
    /// `[S]B = R + [k]A`.
    Cofactorless,
    /// `[8][S]B = [8]R + [8][k]A`.
    Cofactored,
}

/// Whether a completed point is the identity: `x = X/Z = 0` and
/// `y = Y/T = 1`.
#[inline(always)]
fn completed_is_identity<F: Field25519>(c: &CompletedPoint<F>) -> bool {
    c.x.to_bytes() == [0u8; 32] && c.y.sub(&c.t).to_bytes() == [0u8; 32]
}

/// Whether `[8]P = O` for a completed point (`x = X/Z`, `y = Y/T`): the
/// test of `EdwardsPoint::is_small_order_vartime` on `y`, `X = 0`, `Y = 0`
/// or `d Y^4 + 2 Y^2 T^2 - T^4 = 0`.
#[inline(always)]
fn completed_is_small_order<F: Field25519>(c: &CompletedPoint<F>) -> bool {
    let zero = [0u8; 32];
    if c.x.to_bytes() == zero || c.y.to_bytes() == zero {
        return true;
    }
    let (yy, tt) = (c.y.square(), c.t.square());
    let yytt = yy.mul(&tt);
    let e = F::from_u64x4(&EDWARDS_D)
        .mul(&yy.square())
        .add(&yytt.add(&yytt))
        .sub(&tt.square());
    e.to_bytes() == zero
}

/// The short vector for `k` that `equation` needs: modulo `8l` with `c`
/// odd for the cofactorless equation, modulo `l` for the cofactored one.
#[inline(always)]
pub(crate) fn verification_vector_vartime(k: &Scalar, equation: Equation) -> Option<ShortVector> {
    match equation {
        Equation::Cofactorless => short_vector_vartime(&k.0, &L8_WORDS, SQRT_8L, true),
        Equation::Cofactored => short_vector_vartime(&k.0, &L, SQRT_L, false),
    }
}

/// Decides `equation` for `S` (`s`, any 256-bit integer, normally `< l`),
/// `k < l`, and the points `A` and `R`: the halved multiplication of the
/// engine, or the direct one should the short vector ever be missing.
#[inline(always)]
pub(crate) fn check_equation_vartime<E: Engine>(
    e: E,
    s: &[u8; 32],
    k: &Scalar,
    a: &EdwardsPoint<E::F>,
    r: &EdwardsPoint<E::F>,
    equation: Equation,
) -> bool {
    let z = match verification_vector_vartime(k, equation) {
        Some(v) => e.halved_vartime(s, &v, a, r),
        None => double_base::direct_vartime(s, k, a, r),
    };
    match equation {
        Equation::Cofactorless => completed_is_identity(&z),
        Equation::Cofactored => completed_is_small_order(&z),
    }
}

/// A public key `A` decoded once, when the key is made, so that no
/// verification pays for the square root again: the canonical bytes of
/// `x` (`y` is read from the encoding itself), and the two facts the
/// profiles ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct KeyFacts {
    /// `x` of `A`, canonical (`< p`, so bit 255 is clear).
    pub(crate) x: [u8; 32],
    /// The encoding is canonical: `y < p`, and not `x = 0` with the sign
    /// bit set (see [`crate::edwards::decode`]).
    pub(crate) canonical: bool,
    /// The point has small order.
    pub(crate) small_order: bool,
}

impl KeyFacts {
    /// The point `A = (x, y)` with `y` the low 255 bits of `encoding`
    /// (reduced by the field arithmetic if `>= p`).
    #[inline(always)]
    pub(crate) fn point<F: Field25519>(&self, encoding: &[u8; 32]) -> EdwardsPoint<F> {
        EdwardsPoint::from_affine(&F::from_bytes(&self.x), &F::from_bytes(encoding))
    }
}

/// The [`KeyFacts`] of a permissively decoded point (`Z = 1`, so `X` is
/// `x`: no inversion).
#[inline(always)]
fn facts_of<F: Field25519>(d: &Decoded<F>) -> KeyFacts {
    KeyFacts {
        x: d.point.x.to_bytes(),
        canonical: d.is_canonical(),
        small_order: d.is_small_order_vartime(),
    }
}

/// Decodes a public key and reports its [`KeyFacts`]; `None` if the bytes
/// encode no point.
pub(crate) fn inspect_vartime(backend: Backend, a: &[u8; 32]) -> Option<KeyFacts> {
    struct Inspect<'a>(&'a [u8; 32]);
    impl Op for Inspect<'_> {
        type Output = Option<KeyFacts>;
        #[inline(always)]
        fn run<E: Engine>(self, _e: E) -> Option<KeyFacts> {
            decompress_vartime::<E::F>(self.0).as_ref().map(facts_of)
        }
    }
    run(backend, Operation::Ed25519Verify, Inspect(a))
}

/// [`inspect_vartime`] of every key, decoded together (the engine's batch
/// decoding: square roots interleaved, or sixteen at a time in IFMA lanes).
#[cfg(feature = "alloc")]
pub(crate) fn inspect_batch_vartime(
    backend: Backend,
    keys: &[[u8; 32]],
) -> alloc::vec::Vec<Option<KeyFacts>> {
    struct InspectBatch<'a>(&'a [[u8; 32]]);
    impl Op for InspectBatch<'_> {
        type Output = alloc::vec::Vec<Option<KeyFacts>>;
        #[inline(always)]
        fn run<E: Engine>(self, e: E) -> Self::Output {
            let mut d = alloc::vec![None; self.0.len()];
            e.decompress_batch_vartime(self.0, &mut d);
            d.iter().map(|d| d.as_ref().map(facts_of)).collect()
        }
    }
    run(backend, Operation::Ed25519VerifyBatch, InspectBatch(keys))
}

/// The inputs of the verification equation, all public: `A` (its
/// encoding, decoded once into [`KeyFacts`], whose encoding rules the
/// caller has applied), the encoding of `R`, `S` (already checked `< l`)
/// and the challenge `k`.
pub(crate) struct VerifyEquation<'a> {
    pub(crate) profile: Profile,
    pub(crate) a: &'a [u8; 32],
    pub(crate) a_facts: &'a KeyFacts,
    pub(crate) r: &'a [u8; 32],
    pub(crate) s: &'a [u8; 32],
    pub(crate) k: &'a Scalar,
}

impl Op for VerifyEquation<'_> {
    type Output = Result<(), Error>;
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> Result<(), Error> {
        let strict = matches!(self.profile, Profile::Strict);
        let lenient = matches!(self.profile, Profile::Zip215);
        let r = decompress_vartime::<E::F>(self.r).ok_or(Error::SignatureRNotOnCurve)?;
        if !lenient && !r.is_canonical() {
            return Err(Error::SignatureRNonCanonical);
        }
        if strict && self.a_facts.small_order {
            return Err(Error::PublicKeySmallOrder);
        }
        let a = self.a_facts.point::<E::F>(self.a);
        if strict && r.is_small_order_vartime() {
            return Err(Error::SignatureRSmallOrder);
        }
        let equation = if lenient {
            Equation::Cofactored
        } else {
            Equation::Cofactorless
        };
        if check_equation_vartime(e, self.s, self.k, &a, &r.point, equation) {
            Ok(())
        } else {
            Err(Error::SignatureInvalid)
        }
    }
}

/// Decodes `R` under `eq.profile`'s rules and checks its equation (see
/// [`Profile`]) on `backend`.
pub(crate) fn verify_equation_vartime(
    backend: Backend,
    eq: VerifyEquation<'_>,
) -> Result<(), Error> {
    run(backend, Operation::Ed25519Verify, eq)
}
