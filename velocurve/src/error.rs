//! The crate's error type.

use core::fmt;

/// What went wrong. Every error says which input was at fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The X25519 shared secret is all zeros: the peer's public key is of
    /// small order (or zero), so the exchange is not contributory.
    NonContributory,
    /// The requested field backend needs CPU features this machine lacks.
    BackendUnsupported(crate::backend::Backend),

    // ---- Ed25519 (RFC 8032) ----
    /// A signature of the wrong length (Ed25519: 64 bytes).
    SignatureLength {
        /// The required length.
        expected: usize,
        /// The length given.
        actual: usize,
    },
    /// A public key of the wrong length (X25519 and Ed25519: 32 bytes).
    PublicKeyLength {
        /// The required length.
        expected: usize,
        /// The length given.
        actual: usize,
    },
    /// A secret key of the wrong length (X25519: 32 bytes; Ed25519: a 32-byte seed).
    SecretKeyLength {
        /// The required length.
        expected: usize,
        /// The length given.
        actual: usize,
    },
    /// An empty Ed25519ctx context: RFC 8032 section 5.1 requires 1 to 255
    /// bytes (an empty context is plain Ed25519, which is a different
    /// signature).
    ContextEmpty,
    /// An Ed25519ctx or Ed25519ph context longer than 255 bytes.
    ContextTooLong {
        /// The length given.
        actual: usize,
    },
    /// The Ed25519 public key's `y` has no `x` on the curve: the 32 bytes
    /// encode no point.
    PublicKeyNotOnCurve,
    /// The Ed25519 public key is a non-canonical encoding (`y >= p`, or
    /// `x = 0` with the sign bit set); the RFC 8032 profiles reject it,
    /// ZIP-215 accepts it.
    PublicKeyNonCanonical,
    /// The Ed25519 public key is a point of small order (`[8]A` is the
    /// identity); `verify_strict` rejects it.
    PublicKeySmallOrder,
    /// The signature's `R` encodes no point on the curve.
    SignatureRNotOnCurve,
    /// The signature's `R` is a non-canonical encoding (`y >= p`, or
    /// `x = 0` with the sign bit set); the RFC 8032 profiles reject it.
    SignatureRNonCanonical,
    /// The signature's `R` is a point of small order; `verify_strict`
    /// rejects it.
    SignatureRSmallOrder,
    /// The signature's `S` is not reduced: `S >= l`, the group order.
    SignatureSNotReduced,
    /// The signature is well formed but the verification equation does not
    /// hold: it was not made by this key for this message (and context).
    SignatureInvalid,
    /// A key pair whose public key is not the one its secret key derives
    /// (for example the public key of a PKCS#8 v2 document).
    KeyPairMismatch,
    /// The slices given to a batch function have different lengths.
    BatchLengthMismatch {
        /// Number of scalars.
        scalars: usize,
        /// Number of points (`None` for key generation, which takes none).
        points: Option<usize>,
        /// Number of output slots.
        outputs: usize,
    },
    /// The slices given to Ed25519 batch verification have different
    /// lengths (one message, one signature and one key per entry).
    SignatureBatchLengthMismatch {
        /// Number of messages.
        messages: usize,
        /// Number of signatures.
        signatures: usize,
        /// Number of public keys.
        keys: usize,
    },
    /// The random number generator failed (the operating system's, or the
    /// one passed to a `*_with_rng` function), so nothing that needs fresh
    /// randomness (batch verification's coefficients) could run.
    RandomnessUnavailable,

    // ---- Short-Weierstrass curves (Curve13318, P-256; SEC1 encodings) ----
    /// A secret scalar is zero or not below the group order `n` (secret
    /// keys are integers in `1 ..= n - 1`).
    SecretScalarOutOfRange,
    /// A point encoding has the wrong length for its form: SEC1 points are
    /// `compressed` bytes (prefix `02`/`03`) or `uncompressed` bytes
    /// (prefix `04`).
    PointLength {
        /// The compressed length (`1 +` the field size).
        compressed: usize,
        /// The uncompressed length (`1 + 2 x` the field size).
        uncompressed: usize,
        /// The length given.
        actual: usize,
    },
    /// A SEC1 point encoding starts with a byte other than `02`, `03`
    /// (compressed) or `04` (uncompressed) fitting its length.
    PointPrefix {
        /// The first byte given.
        prefix: u8,
    },
    /// The point is the identity (the point at infinity: SEC1's single
    /// `00` byte, or the reference code's 64 zero bytes), which is no
    /// public key.
    PointIdentity,
    /// A coordinate of the point is not below the field prime `p` (a
    /// non-canonical encoding).
    PointCoordinateOutOfRange,
    /// The coordinates do not satisfy the curve equation (for a compressed
    /// point: no `y` has that `x`).
    PointNotOnCurve,

    // ---- ECDSA (FIPS 186-5) ----
    /// The bytes are not the strict DER encoding of an ECDSA signature;
    /// the [`DerError`](crate::ecdsa::DerError) says which rule is broken.
    SignatureDer(crate::ecdsa::DerError),
    /// The ECDSA signature's `r` is 0 or not below the group order `n`.
    SignatureROutOfRange,
    /// The ECDSA signature's `s` is 0 or not below the group order `n`.
    SignatureSOutOfRange,
    /// The ECDSA signature's `s` is in the high half (`s > (n - 1) / 2`),
    /// which low-S verification (Bitcoin's rule) rejects.
    SignatureHighS,
    /// A prehash (a digest given to `sign_prehash` or `verify_prehash`) is
    /// too short to be the output of a hash function of adequate strength.
    PrehashLength {
        /// The shortest accepted, bytes.
        minimum: usize,
        /// The length given.
        actual: usize,
    },
}

impl Error {
    /// The length rule of every batch function: `Ok` if the scalars, the
    /// points (`None` for key generation, which takes none) and the output
    /// slots are as many, else [`Error::BatchLengthMismatch`] with the three
    /// lengths.
    pub(crate) fn check_batch(
        scalars: usize,
        points: Option<usize>,
        outputs: usize,
    ) -> Result<(), Error> {
        if scalars == outputs && points.is_none_or(|p| p == scalars) {
            Ok(())
        } else {
            Err(Error::BatchLengthMismatch {
                scalars,
                points,
                outputs,
            })
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NonContributory => f.write_str(
                "X25519 shared secret is all zeros: the peer public key has small order",
            ),
            Error::BackendUnsupported(b) => {
                write!(f, "backend {} is not supported by this CPU", b.name())
            }
            Error::SignatureLength { expected, actual } => {
                write!(f, "signature must be {expected} bytes, got {actual}")
            }
            Error::PublicKeyLength { expected, actual } => {
                write!(f, "public key must be {expected} bytes, got {actual}")
            }
            Error::SecretKeyLength { expected, actual } => {
                write!(f, "secret key must be {expected} bytes, got {actual}")
            }
            Error::ContextEmpty => {
                f.write_str("Ed25519ctx context is empty (it must be 1 to 255 bytes)")
            }
            Error::ContextTooLong { actual } => write!(
                f,
                "Ed25519 context must be at most 255 bytes, got {actual}"
            ),
            Error::PublicKeyNotOnCurve => {
                f.write_str("Ed25519 public key does not encode a curve point")
            }
            Error::PublicKeyNonCanonical => f.write_str(
                "Ed25519 public key is a non-canonical encoding (y >= p, or x = 0 with the sign bit set)",
            ),
            Error::PublicKeySmallOrder => f.write_str("Ed25519 public key has small order"),
            Error::SignatureRNotOnCurve => {
                f.write_str("signature R does not encode a curve point")
            }
            Error::SignatureRNonCanonical => f.write_str(
                "signature R is a non-canonical encoding (y >= p, or x = 0 with the sign bit set)",
            ),
            Error::SignatureRSmallOrder => f.write_str("signature R has small order"),
            Error::SignatureSNotReduced => {
                f.write_str("signature S is not reduced (S >= l, the group order)")
            }
            Error::SignatureInvalid => {
                f.write_str("signature does not verify for this key and message")
            }
            Error::KeyPairMismatch => {
                f.write_str("public key does not match the secret key")
            }
            Error::BatchLengthMismatch {
                scalars,
                points: Some(points),
                outputs,
            } => write!(
                f,
                "batch slices differ in length: {scalars} scalars, {points} points, {outputs} outputs"
            ),
            Error::BatchLengthMismatch {
                scalars,
                points: None,
                outputs,
            } => write!(
                f,
                "batch slices differ in length: {scalars} scalars, {outputs} outputs"
            ),
            Error::SignatureBatchLengthMismatch {
                messages,
                signatures,
                keys,
            } => write!(
                f,
                "batch slices differ in length: {messages} messages, {signatures} signatures, {keys} public keys"
            ),
            Error::RandomnessUnavailable => {
                f.write_str("the random number generator failed")
            }
            Error::SecretScalarOutOfRange => f.write_str(
                "secret scalar must be in 1..=n-1 (it is zero or not below the group order n)",
            ),
            Error::PointLength {
                compressed,
                uncompressed,
                actual,
            } => write!(
                f,
                "point encoding must be {compressed} bytes (compressed) or {uncompressed} bytes (uncompressed), got {actual}"
            ),
            Error::PointPrefix { prefix } => write!(
                f,
                "point encoding starts with 0x{prefix:02x}; expected 0x02 or 0x03 (compressed) or 0x04 (uncompressed)"
            ),
            Error::PointIdentity => {
                f.write_str("the point is the identity (point at infinity), not a public key")
            }
            Error::PointCoordinateOutOfRange => {
                f.write_str("a point coordinate is not below the field prime p (non-canonical)")
            }
            Error::PointNotOnCurve => f.write_str("the point is not on the curve"),
            Error::SignatureDer(e) => write!(f, "ECDSA signature is not strict DER: {e}"),
            Error::SignatureROutOfRange => {
                f.write_str("ECDSA signature r is zero or not below the group order n")
            }
            Error::SignatureSOutOfRange => {
                f.write_str("ECDSA signature s is zero or not below the group order n")
            }
            Error::SignatureHighS => f.write_str(
                "ECDSA signature s is in the high half (s > (n-1)/2); low-S verification rejects it",
            ),
            Error::PrehashLength { minimum, actual } => {
                write!(f, "prehash must be at least {minimum} bytes, got {actual}")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
