//! Batch verification of Ed25519 signatures under the ZIP-215 rules.
//!
//! # The verdict
//!
//! [`verify_batch`] accepts exactly when [`VerifyingKey::verify_zip215`]
//! accepts every signature of the batch (up to a probability of `2^-128`
//! per call that a batch holding an invalid signature is accepted):
//! the same decoding rules (non-canonical `A` and `R` accepted, `S >= l`
//! rejected, an `R` that encodes no point rejected) and the same cofactored
//! equation. For random 128-bit `z_i`, it checks
//!
//! ```text
//!     [8] ( -[sum z_i S_i mod l] B + sum [z_i] R_i + sum [z_i k_i mod l] A_i ) = O
//! ```
//!
//! with `k_i = SHA-512(R_i || A_i || M_i) mod l`. If every signature
//! satisfies `[8]([S_i]B - R_i - [k_i]A_i) = O` the sum vanishes. If one
//! does not, `[8]` of its term is a nonzero point of the prime-order
//! subgroup, and the sum vanishes for at most one value of that `z_i` mod
//! `l` given the others: probability at most `2^-128`. The cofactor makes
//! the verdict independent of the `z_i` for torsion components (a
//! cofactorless batch equation would accept or reject torsion depending
//! on the random coefficients, which is why ZIP-215 is the rule a batch can
//! agree with). A batch of one is [`VerifyingKey::verify_zip215`] itself.
//!
//! On failure, [`verify_batch_report`] says which signatures failed, and
//! why: it bisects the batch (batch checks of halves) down to groups of
//! four, which it verifies one by one with [`VerifyingKey::verify_zip215`].
//!
//! # Algorithm
//!
//! 1. `S_i < l` for every `i` ([`Error::SignatureSNotReduced`]), then the
//!    challenges `k_i` (SHA-512) and the coefficients: `z_i` for `R_i`,
//!    `z_i k_i mod l` for `A_i`, `-sum z_i S_i mod l` for `B`.
//! 2. The `R_i` are decoded together (`edwards::decode::batch`): the
//!    exponentiations of their square roots run sixteen at a time in the
//!    lanes of two zmm registers on [`Backend::Ifma`], four interleaved
//!    on the other backends; [`Error::SignatureRNotOnCurve`] if one encodes
//!    no point. The `A_i` were decoded when the [`VerifyingKey`]s were made
//!    (and [`VerifyingKey::from_bytes_batch`] decodes many keys the same
//!    way) and are not decoded again.
//! 3. The multi-scalar multiplication over the `2n` points. On
//!    [`Backend::Ifma`] in zmm lanes (`edwards::msm::straus_ifma` and
//!    `edwards::msm::pippenger_ifma`): below 32 points Straus's method
//!    (width-5 NAF, runtime tables of odd multiples, one chain of 253
//!    doublings) on two accumulators, each one point in four lanes; from 32
//!    points Pippenger's buckets with the windows in the lanes (16 lanes,
//!    mixed additions of the affine points, snapshots of the running sums
//!    summed in a second pass, windows of 4 to 8 bits by size, Horner on
//!    one point in four lanes). On [`Backend::Avx2`] the same two methods
//!    with one point's four coordinates in the four lanes of AVX2 registers
//!    (`edwards::msm::avx2`: Straus below 64 points). On the other backends
//!    the scalar `edwards::msm`: Straus below 112 points, Pippenger from
//!    there (window 5 to 10 bits). The `B` term goes on the generated
//!    tables of `B` and `2^128 B` (Straus) or is one more point
//!    (Pippenger).
//! 4. Two doublings and a test of `x`: `[8]Q = O` iff `x([4]Q) = 0`.
//!
//! Everything is variable time: the inputs are public, and the `z_i`,
//! though secret from a forger before the call, need only be unpredictable
//! (they are not reused). A batch of one runs [`VerifyingKey::verify_zip215`]
//! (the halved single check, cheaper than any MSM of three points).
//!
//! # Where the time goes
//!
//! With IFMA the multi-scalar multiplication is most of a batch, then
//! decoding `R` and SHA-512; `cargo run --release -p velocurve-bench --bin
//! batch_profile -- ifma` times each phase and each MSM algorithm. The
//! recorded profile (CPU, date) is in `docs/PERFORMANCE-HISTORY.md`
//! ("Ed25519 batch verification"), the design in `docs/VECTOR.md`.

use super::rules::Profile;
use super::{Dom, Signature, VerifyingKey, challenge};
use crate::Error;
use crate::backend::{Backend, Operation};
use crate::edwards::decode::Decoded;
use crate::edwards::point::EdwardsPoint;
use crate::engine::{Engine, Op, run};
use crate::scalar::Scalar;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;
use rand_core::{CryptoRng, RngCore};

/// Why [`verify_batch_report`] failed: the batch itself could not be
/// checked, or these signatures do not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BatchFailure {
    /// The batch could not be checked: its slices differ in length
    /// ([`Error::SignatureBatchLengthMismatch`]), no randomness
    /// ([`Error::RandomnessUnavailable`]) or a forced backend the CPU lacks
    /// ([`Error::BackendUnsupported`]).
    Batch(Error),
    /// The signatures that [`VerifyingKey::verify_zip215`] rejects, by index
    /// into the batch (increasing), each with its error. Never empty.
    Signatures(Vec<(usize, Error)>),
}

impl fmt::Display for BatchFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchFailure::Batch(e) => write!(f, "batch not verified: {e}"),
            BatchFailure::Signatures(v) => {
                write!(f, "{} signature(s) of the batch failed:", v.len())?;
                for (i, e) in v {
                    write!(f, " [{i}] {e};")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for BatchFailure {}

/// The length check of every batch function.
fn check_lengths(
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
) -> Result<(), Error> {
    if messages.len() == signatures.len() && signatures.len() == keys.len() {
        Ok(())
    } else {
        Err(Error::SignatureBatchLengthMismatch {
            messages: messages.len(),
            signatures: signatures.len(),
            keys: keys.len(),
        })
    }
}

/// A source of the random coefficients.
trait Coefficients {
    /// Fills `buf` with unpredictable bytes.
    fn fill(&mut self, buf: &mut [u8]) -> Result<(), Error>;
}

/// The caller's CSPRNG.
struct Rng<'a, R: ?Sized>(&'a mut R);

impl<R: RngCore + CryptoRng + ?Sized> Coefficients for Rng<'_, R> {
    fn fill(&mut self, buf: &mut [u8]) -> Result<(), Error> {
        self.0
            .try_fill_bytes(buf)
            .map_err(|_| Error::RandomnessUnavailable)
    }
}

/// The operating system's generator.
#[cfg(feature = "std")]
struct OsRandom;

#[cfg(feature = "std")]
impl Coefficients for OsRandom {
    fn fill(&mut self, buf: &mut [u8]) -> Result<(), Error> {
        getrandom::getrandom(buf).map_err(|_| Error::RandomnessUnavailable)
    }
}

/// **Batch verification** under the ZIP-215 rules, with 128-bit random
/// coefficients from the operating system: `Ok(())` iff
/// [`VerifyingKey::verify_zip215`] accepts `signatures[i]` of
/// `messages[i]` under `keys[i]` for every `i` (see the [module
/// documentation](self) for the equation and the `2^-128` bound).
///
/// Errors: [`Error::SignatureBatchLengthMismatch`] if the slices differ
/// in length; [`Error::RandomnessUnavailable`] if the OS generator fails;
/// otherwise the kind of the first problem found ([`Error::SignatureSNotReduced`]
/// before [`Error::SignatureRNotOnCurve`] before [`Error::SignatureInvalid`]),
/// not which signature: [`verify_batch_report`] tells that. The empty
/// batch verifies.
///
/// ```
/// use velocurve::ed25519::{SigningKey, verify_batch, verify_batch_report, BatchFailure};
/// use velocurve::Error;
///
/// let keys: Vec<SigningKey> = (0u8..8).map(|i| SigningKey::from_seed(&[i; 32])).collect();
/// let msgs: Vec<Vec<u8>> = (0u8..8).map(|i| vec![i; 10]).collect();
/// let mut sigs: Vec<_> = keys.iter().zip(&msgs).map(|(k, m)| k.sign(m)).collect();
/// let vks: Vec<_> = keys.iter().map(|k| k.verifying_key()).collect();
/// let m: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
/// verify_batch(&m, &sigs, &vks)?;
///
/// sigs[5] = keys[5].sign(b"something else");
/// assert_eq!(verify_batch(&m, &sigs, &vks), Err(Error::SignatureInvalid));
/// assert_eq!(
///     verify_batch_report(&m, &sigs, &vks),
///     Err(BatchFailure::Signatures(vec![(5, Error::SignatureInvalid)]))
/// );
/// # Ok::<(), Error>(())
/// ```
#[cfg(feature = "std")]
pub fn verify_batch(
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
) -> Result<(), Error> {
    verify_batch_inner(Backend::Auto, messages, signatures, keys, &mut OsRandom)
}

/// [`verify_batch`] on a forced backend ([`Error::BackendUnsupported`] if
/// the CPU lacks it).
#[cfg(feature = "std")]
#[doc(hidden)]
pub fn verify_batch_with_backend(
    backend: Backend,
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
) -> Result<(), Error> {
    verify_batch_inner(backend.check()?, messages, signatures, keys, &mut OsRandom)
}

/// [`verify_batch`] with the coefficients drawn from `rng` (for `no_std`
/// targets with `alloc`, or a deterministic test). `rng` must be a
/// cryptographic generator whose output a forger cannot predict;
/// [`Error::RandomnessUnavailable`] if it fails.
pub fn verify_batch_with_rng<R: RngCore + CryptoRng + ?Sized>(
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
    rng: &mut R,
) -> Result<(), Error> {
    verify_batch_inner(Backend::Auto, messages, signatures, keys, &mut Rng(rng))
}

/// [`verify_batch_with_rng`] on a forced backend.
#[doc(hidden)]
pub fn verify_batch_with_rng_and_backend<R: RngCore + CryptoRng + ?Sized>(
    backend: Backend,
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
    rng: &mut R,
) -> Result<(), Error> {
    verify_batch_inner(backend.check()?, messages, signatures, keys, &mut Rng(rng))
}

/// **Which signatures of a batch fail**: `Ok(())` exactly when
/// [`verify_batch`] accepts, otherwise every index `i` for which
/// [`VerifyingKey::verify_zip215`] rejects `signatures[i]`, with its error
/// ([`BatchFailure::Signatures`]), or why the batch could not be checked
/// ([`BatchFailure::Batch`]).
///
/// One batch check of the whole; if it fails, each half is checked as a
/// batch and the failing halves are split again, down to four signatures,
/// which are verified one by one. With `f` failures among `n` this costs
/// about `2 f log2(n / 4)` batch checks of shrinking size, far less than
/// `n` single verifications when few fail.
#[cfg(feature = "std")]
pub fn verify_batch_report(
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
) -> Result<(), BatchFailure> {
    report_inner(Backend::Auto, messages, signatures, keys, &mut OsRandom)
}

/// [`verify_batch_report`] on a forced backend.
#[cfg(feature = "std")]
#[doc(hidden)]
pub fn verify_batch_report_with_backend(
    backend: Backend,
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
) -> Result<(), BatchFailure> {
    let backend = backend.check().map_err(BatchFailure::Batch)?;
    report_inner(backend, messages, signatures, keys, &mut OsRandom)
}

/// [`verify_batch_report`] with the coefficients drawn from `rng` (see
/// [`verify_batch_with_rng`]).
pub fn verify_batch_report_with_rng<R: RngCore + CryptoRng + ?Sized>(
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
    rng: &mut R,
) -> Result<(), BatchFailure> {
    report_inner(Backend::Auto, messages, signatures, keys, &mut Rng(rng))
}

/// Groups of at most this many signatures are verified one by one in
/// [`verify_batch_report`].
const REPORT_LEAF: usize = 4;

fn report_inner(
    backend: Backend,
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
    rng: &mut impl Coefficients,
) -> Result<(), BatchFailure> {
    check_lengths(messages, signatures, keys).map_err(BatchFailure::Batch)?;
    let mut failed = Vec::new();
    bisect(
        backend,
        0,
        messages,
        signatures,
        keys,
        rng,
        &mut failed,
        true,
    )
    .map_err(BatchFailure::Batch)?;
    if failed.is_empty() {
        Ok(())
    } else {
        Err(BatchFailure::Signatures(failed))
    }
}

/// Appends to `failed` the failures of the batch at `offset` (checking it
/// whole first if `check_whole`), in increasing index order. `Err` only if
/// the randomness failed.
#[allow(clippy::too_many_arguments, reason = "the recursion's state")]
fn bisect(
    backend: Backend,
    offset: usize,
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
    rng: &mut impl Coefficients,
    failed: &mut Vec<(usize, Error)>,
    check_whole: bool,
) -> Result<(), Error> {
    let n = signatures.len();
    if n <= REPORT_LEAF {
        for i in 0..n {
            if let Err(e) = verify_one(backend, messages[i], &signatures[i], &keys[i]) {
                failed.push((offset + i, e));
            }
        }
        return Ok(());
    }
    if check_whole {
        match verify_batch_inner(backend, messages, signatures, keys, rng) {
            Ok(()) => return Ok(()),
            Err(Error::RandomnessUnavailable) => return Err(Error::RandomnessUnavailable),
            Err(_) => {}
        }
    }
    let mid = n / 2;
    bisect(
        backend,
        offset,
        &messages[..mid],
        &signatures[..mid],
        &keys[..mid],
        rng,
        failed,
        true,
    )?;
    bisect(
        backend,
        offset + mid,
        &messages[mid..],
        &signatures[mid..],
        &keys[mid..],
        rng,
        failed,
        true,
    )
}

/// [`VerifyingKey::verify_zip215`] on `backend` (the batch's, whatever
/// the key's own).
fn verify_one(
    backend: Backend,
    message: &[u8],
    signature: &Signature,
    key: &VerifyingKey,
) -> Result<(), Error> {
    key.on_backend(backend)
        .verify_inner(Profile::Zip215, Dom::Pure, &[message], signature)
}

/// The batch check on a supported `backend`.
fn verify_batch_inner(
    backend: Backend,
    messages: &[&[u8]],
    signatures: &[Signature],
    keys: &[VerifyingKey],
    rng: &mut impl Coefficients,
) -> Result<(), Error> {
    check_lengths(messages, signatures, keys)?;
    let n = signatures.len();
    match n {
        0 => return Ok(()),
        1 => return verify_one(backend, messages[0], &signatures[0], &keys[0]),
        _ => {}
    }
    // S_i < l, for all i first (as the single verification checks S first).
    let mut s = Vec::with_capacity(n);
    for sig in signatures {
        let si = Scalar::from_canonical_bytes(sig.s_bytes());
        if !bool::from(si.is_some()) {
            return Err(Error::SignatureSNotReduced);
        }
        s.push(si.unwrap_or(Scalar::ZERO));
    }
    let mut z = vec![0u8; 16 * n];
    rng.fill(&mut z)?;
    // Scalars: z_i for R_i (the first n), z_i k_i for A_i (the next n).
    let mut scalars = vec![[0u64; 4]; 2 * n];
    let mut zs_sum = Scalar::ZERO;
    for i in 0..n {
        let lo = u64::from_le_bytes(z[16 * i..16 * i + 8].try_into().expect("8 bytes"));
        let hi = u64::from_le_bytes(z[16 * i + 8..16 * i + 16].try_into().expect("8 bytes"));
        let zi = Scalar([lo, hi, 0, 0]);
        let k = challenge(
            Dom::Pure,
            signatures[i].r_bytes(),
            keys[i].as_bytes(),
            &[messages[i]],
        );
        scalars[i] = zi.0;
        scalars[n + i] = zi.mul(&k).0;
        zs_sum = Scalar::mul_add(&zi, &s[i], &zs_sum);
    }
    let r: Vec<[u8; 32]> = signatures.iter().map(|s| *s.r_bytes()).collect();
    run(
        backend,
        Operation::Ed25519VerifyBatch,
        BatchEquation {
            r: &r,
            keys,
            scalars: &scalars,
            base: &zs_sum.neg().0,
        },
    )
}

/// The group part of the batch check: decode the `R_i` (the engine's batch
/// decoding), take the `A_i` from their keys, and test `[8] MSM = O` (the
/// engine's multi-scalar multiplication).
struct BatchEquation<'a> {
    r: &'a [[u8; 32]],
    keys: &'a [VerifyingKey],
    scalars: &'a [[u64; 4]],
    base: &'a [u64; 4],
}

impl Op for BatchEquation<'_> {
    type Output = Result<(), Error>;
    #[inline(always)]
    fn run<E: Engine>(self, e: E) -> Result<(), Error> {
        let n = self.r.len();
        let mut decoded: Vec<Option<Decoded<E::F>>> = vec![None; n];
        e.decompress_batch_vartime(self.r, &mut decoded);
        let mut points: Vec<EdwardsPoint<E::F>> = Vec::with_capacity(2 * n);
        for d in &decoded {
            points.push(d.ok_or(Error::SignatureRNotOnCurve)?.point);
        }
        for k in self.keys {
            points.push(k.facts().point(k.as_bytes()));
        }
        let q = e.msm_vartime(&points, self.scalars, self.base);
        if q.is_small_order_vartime() {
            Ok(())
        } else {
            Err(Error::SignatureInvalid)
        }
    }
}
