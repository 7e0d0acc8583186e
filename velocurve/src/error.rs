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
    /// A public key of the wrong length (X25519: 32 bytes).
    PublicKeyLength {
        /// The required length.
        expected: usize,
        /// The length given.
        actual: usize,
    },
    /// A secret key of the wrong length (X25519: 32 bytes).
    SecretKeyLength {
        /// The required length.
        expected: usize,
        /// The length given.
        actual: usize,
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
            Error::PublicKeyLength { expected, actual } => {
                write!(f, "public key must be {expected} bytes, got {actual}")
            }
            Error::SecretKeyLength { expected, actual } => {
                write!(f, "secret key must be {expected} bytes, got {actual}")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
