//! What Ed25519 needs from the edwards25519 group, each operation
//! dispatched once to a field backend:
//!
//! * [`mul_base_compressed`]: the encoding of `[k]B`, constant time (key
//!   generation and the nonce point `R` of signing), on the fixed-base comb
//!   of [`crate::edwards::comb`] with the AVX2 table scan where the
//!   CPU has it, or on ifma the eight-lane comb of
//!   [`crate::edwards::comb::ifma`], as [`crate::edwards::x25519_base`]
//!   does;
//! * [`inspect_vartime`]: decoding of a public key with the facts the
//!   verification profiles need (is it a point, is it canonical, is it of
//!   small order), by [`crate::edwards::decode`];
//! * [`verify_equation_vartime`]: decoding of `R` under a profile's rules
//!   (`A` was decoded once, into [`KeyFacts`]) and the check of the
//!   profile's equation by [`double_base::check_equation_vartime`]: the
//!   lattice-halved double-base multiplication (about 128 doublings),
//!   cofactorless (exact, through a short vector mod `8l`) or cofactored.

use super::verifying::Profile;
use crate::Error;
use crate::backend::Backend;
use crate::edwards::comb::{self, RowLookup};
use crate::edwards::decode::decompress_vartime;
use crate::edwards::double_base;
use crate::edwards::point::{CompletedPoint, EdwardsPoint};
use crate::field::Field25519;
use crate::scalar::Scalar;

/// An operation generic over the field backend and the table-scan
/// implementation, run by [`dispatch`].
pub(crate) trait BackendOp {
    /// The result.
    type Output;
    /// Runs the operation with field `F` and table scan `L`.
    fn run<F: Field25519, L: RowLookup>(self, l: L) -> Self::Output;
}

/// Runs `op` on `backend`, compiled whole under the backend's
/// `#[target_feature]` (so the field operations inline), with the AVX2
/// table scan when the backend is mulx64 and the CPU has AVX2. An
/// unsupported backend falls back to the portable one, so this is sound
/// for any argument; public `*_with_backend` functions reject unsupported
/// backends before they get here.
pub(crate) fn dispatch<O: BackendOp>(backend: Backend, op: O) -> O::Output {
    match backend {
        #[cfg(target_arch = "x86_64")]
        Backend::Mulx64 | Backend::Avx2 | Backend::Ifma if backend.is_supported() => {
            use crate::edwards::comb::scan_avx2::Avx2Lookup;
            use crate::field::fe64::Fe64;
            if let Some(l) = Avx2Lookup::new() {
                #[target_feature(enable = "bmi2,adx,avx2")]
                fn mulx64_avx2<O: BackendOp>(op: O, l: Avx2Lookup) -> O::Output {
                    op.run::<Fe64, _>(l)
                }
                // SAFETY: the guard checked BMI2 and ADX, and `l` exists
                // only if the CPU has AVX2.
                unsafe { mulx64_avx2(op, l) }
            } else {
                #[target_feature(enable = "bmi2,adx")]
                fn mulx64<O: BackendOp>(op: O) -> O::Output {
                    op.run::<Fe64, _>(comb::ScalarLookup)
                }
                // SAFETY: the guard checked that the CPU has BMI2 and ADX.
                unsafe { mulx64(op) }
            }
        }
        _ => op.run::<crate::field::fe51::Fe51, _>(comb::ScalarLookup),
    }
}

/// The RFC 8032 encoding of a point in the completed model
/// (`x = X/Z`, `y = Y/T`), and the canonical bytes of `x`: with
/// `i = 1/(ZT)`, `x = XT i` and `y = YZ i`; one inversion and 5M (1M fewer
/// than going through extended coordinates). Constant time.
#[inline(always)]
fn compress_completed<F: Field25519>(c: &CompletedPoint<F>) -> ([u8; 32], [u8; 32]) {
    let inv = c.z.mul(&c.t).invert();
    let x = c.x.mul(&c.t).mul(&inv).to_bytes();
    let y = c.y.mul(&c.z).mul(&inv);
    let mut s = y.to_bytes();
    s[31] ^= (x[0] & 1) << 7;
    (s, x)
}

/// `[k]B` encoded, for `k < 2^255`, in constant time.
struct MulBase<'a>(&'a [u8; 32]);

impl BackendOp for MulBase<'_> {
    type Output = ([u8; 32], [u8; 32]);
    #[inline(always)]
    fn run<F: Field25519, L: RowLookup>(self, l: L) -> Self::Output {
        compress_completed(&comb::mul_base::<F, L>(self.0, l))
    }
}

/// The RFC 8032 encoding of `[k]B` for `k < 2^255` (a clamped secret
/// scalar, or a nonce reduced mod `l`), and the canonical bytes of its
/// `x`, in constant time.
pub(crate) fn mul_base_compressed(backend: Backend, k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
    debug_assert!(k[31] >> 7 == 0);
    #[cfg(target_arch = "x86_64")]
    if backend == Backend::Ifma && backend.is_supported() {
        #[target_feature(enable = "avx512f,avx512ifma,bmi2,adx")]
        fn ifma(k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
            use crate::field::fe64::Fe64;
            // SAFETY: compiled with AVX-512F and IFMA.
            let p = unsafe { crate::edwards::comb::ifma::mul_base::<Fe64>(k) };
            compress_extended(&p)
        }
        // SAFETY: the guard checked AVX-512F, IFMA, BMI2 and ADX.
        return unsafe { ifma(k) };
    }
    #[cfg(target_arch = "x86_64")]
    if backend == Backend::Avx2 && backend.is_supported() {
        #[target_feature(enable = "avx2,bmi2,adx")]
        fn avx2(k: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
            use crate::field::fe64::Fe64;
            // SAFETY: compiled with AVX2.
            let p = unsafe { crate::edwards::comb::avx2::mul_base::<Fe64>(k) };
            compress_extended(&p)
        }
        // SAFETY: the guard checked AVX2, BMI2 and ADX.
        return unsafe { avx2(k) };
    }
    dispatch(backend, MulBase(k))
}

/// The RFC 8032 encoding of an extended point and the canonical bytes of
/// its `x`: one inversion and 2M. Constant time.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn compress_extended<F: Field25519>(p: &EdwardsPoint<F>) -> ([u8; 32], [u8; 32]) {
    let inv = p.z.invert();
    let x = p.x.mul(&inv).to_bytes();
    let mut s = p.y.mul(&inv).to_bytes();
    s[31] ^= (x[0] & 1) << 7;
    (s, x)
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

struct Inspect<'a>(&'a [u8; 32]);

impl BackendOp for Inspect<'_> {
    type Output = Option<KeyFacts>;
    #[inline(always)]
    fn run<F: Field25519, L: RowLookup>(self, _l: L) -> Option<KeyFacts> {
        // Decoding gives `Z = 1`: `X` is `x` (no inversion).
        decompress_vartime::<F>(self.0).as_ref().map(facts_of)
    }
}

/// The [`KeyFacts`] of a permissively decoded point (`Z = 1`).
#[inline(always)]
fn facts_of<F: Field25519>(d: &crate::edwards::decode::Decoded<F>) -> KeyFacts {
    KeyFacts {
        x: d.point.x.to_bytes(),
        canonical: d.is_canonical(),
        small_order: d.is_small_order_vartime(),
    }
}

/// Many keys at once, the square roots interleaved (sixteen at a time in
/// the IFMA lanes with `ifma`).
#[cfg(feature = "alloc")]
struct InspectBatch<'a> {
    keys: &'a [[u8; 32]],
    ifma: bool,
}

#[cfg(feature = "alloc")]
impl BackendOp for InspectBatch<'_> {
    type Output = alloc::vec::Vec<Option<KeyFacts>>;
    #[inline(always)]
    fn run<F: Field25519, L: RowLookup>(self, _l: L) -> Self::Output {
        let mut d = alloc::vec![None; self.keys.len()];
        crate::edwards::decode::batch::decompress_batch_vartime::<F>(self.keys, &mut d, self.ifma);
        d.iter().map(|d| d.as_ref().map(facts_of)).collect()
    }
}

/// [`inspect_vartime`] of every key, decoded together
/// ([`crate::edwards::decode::batch`]). Variable time (public input).
#[cfg(feature = "alloc")]
pub(crate) fn inspect_batch_vartime(
    backend: Backend,
    keys: &[[u8; 32]],
) -> alloc::vec::Vec<Option<KeyFacts>> {
    dispatch(
        backend,
        InspectBatch {
            keys,
            ifma: backend == Backend::Ifma,
        },
    )
}

/// Decodes a public key and reports its [`KeyFacts`]; `None` if the bytes
/// encode no point. Variable time (public input).
pub(crate) fn inspect_vartime(backend: Backend, a: &[u8; 32]) -> Option<KeyFacts> {
    dispatch(backend, Inspect(a))
}

/// The inputs of the verification equation, all public: `A` (its
/// encoding, decoded once into [`KeyFacts`], whose encoding rules the
/// caller has applied), the encoding of `R`, `S` (already checked `< l`)
/// and the challenge `k`.
pub(crate) struct Equation<'a> {
    pub(crate) profile: Profile,
    pub(crate) a: &'a [u8; 32],
    pub(crate) a_facts: &'a KeyFacts,
    pub(crate) r: &'a [u8; 32],
    pub(crate) s: &'a [u8; 32],
    pub(crate) k: &'a Scalar,
    /// How the halved multiplication runs (set by
    /// [`verify_equation_vartime`]: in the four lanes of AVX-512 IFMA for
    /// [`Backend::Ifma`], of AVX2 for [`Backend::Avx2`], otherwise on the
    /// scalar field).
    pub(crate) arith: double_base::Arith,
}

impl BackendOp for Equation<'_> {
    type Output = Result<(), Error>;
    #[inline(always)]
    fn run<F: Field25519, L: RowLookup>(self, _l: L) -> Result<(), Error> {
        let strict = matches!(self.profile, Profile::Strict);
        let lenient = matches!(self.profile, Profile::Zip215);
        let r = decompress_vartime::<F>(self.r).ok_or(Error::SignatureRNotOnCurve)?;
        if !lenient && !r.is_canonical() {
            return Err(Error::SignatureRNonCanonical);
        }
        if strict && self.a_facts.small_order {
            return Err(Error::PublicKeySmallOrder);
        }
        let a = self.a_facts.point::<F>(self.a);
        if strict && r.is_small_order_vartime() {
            return Err(Error::SignatureRSmallOrder);
        }
        let equation = if lenient {
            double_base::Equation::Cofactored
        } else {
            double_base::Equation::Cofactorless
        };
        if double_base::check_equation_with_vartime(
            self.s, self.k, &a, &r.point, equation, self.arith,
        ) {
            Ok(())
        } else {
            Err(Error::SignatureInvalid)
        }
    }
}

/// Decodes `A` and `R` under `eq.profile`'s rules and checks its equation
/// (see [`Profile`]). Variable time (public inputs).
pub(crate) fn verify_equation_vartime(backend: Backend, mut eq: Equation<'_>) -> Result<(), Error> {
    eq.arith = match backend {
        #[cfg(target_arch = "x86_64")]
        Backend::Ifma if backend.is_supported() => double_base::Arith::Ifma4,
        #[cfg(target_arch = "x86_64")]
        Backend::Avx2 if backend.is_supported() => double_base::Arith::Avx2,
        _ => double_base::Arith::Scalar,
    };
    dispatch(backend, eq)
}
