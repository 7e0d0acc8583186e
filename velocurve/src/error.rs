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
    /// The slices given to a batch function have different lengths.
    BatchLengthMismatch {
        /// Number of scalars.
        scalars: usize,
        /// Number of points (`None` for key generation, which takes none).
        points: Option<usize>,
        /// Number of output slots.
        outputs: usize,
    },
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
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
