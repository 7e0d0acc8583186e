//! velocurve: constant-time elliptic-curve cryptography, fastest on x86-64,
//! correct on every target.
//!
//! * [`x25519`] — X25519 (RFC 7748): the raw function, typed keys, batches.
//! * [`ed25519`] — Ed25519, Ed25519ctx and Ed25519ph (RFC 8032) with named
//!   verification profiles, batch verification, and PKCS#8 / SPKI keys.
//! * [`ecdh`] — ECDH on the prime-order short-Weierstrass curves, written
//!   once over the curve: SEC1 keys, batches, PKCS#8 / SEC1 / SPKI key
//!   formats; one module per curve names its types: [`p192`], [`p224`],
//!   [`p256`], [`p384`], [`p521`] (NIST), [`secp256k1`] and [`curve13318`] (with the
//!   forms of its reference software).
//! * [`backend`] — which arithmetic runs an operation: `portable51` (every
//!   target), `mulx64` (x86-64 with BMI2 and ADX), `avx2` and `ifma` (vector
//!   kernels, `mulx64` for the rest), or `Backend::Auto` (the default),
//!   which picks per operation the backend measured fastest on the CPU's
//!   family. Every public operation can be forced onto a backend (its
//!   `*_with_backend` form, or a key made or set `with_backend`).
//!
//! Inside, the layers are fields (GF(p) for any prime behind one contract;
//! GF(2^255-19) in radix 2^51, 2^64, and four or eight lanes of AVX2 and
//! AVX-512 IFMA; the NIST primes in Montgomery form, portable and on
//! `mulx`/`adx`), scalars, the groups (the Montgomery ladder; edwards25519's
//! comb, double-base and multi-scalar multiplications; the short-Weierstrass
//! curves' complete and Jacobian formulas, window and comb), one dispatch point that runs
//! each operation on a backend, and the protocols. The map, and
//! where a new curve or backend goes, is `docs/ARCHITECTURE.md` in the
//! repository.
//!
//! # Targets
//!
//! The crate builds on every target. The `mulx64`, `avx2` and `ifma`
//! backends (and CPU detection) are x86-64 code; the build script decides
//! once whether they compile, setting `cfg(x86_backends)` when the target
//! is x86-64, and every x86-64-only item of the crate is marked with that
//! cfg. On every other target only the portable backend is compiled: it
//! runs everything, and [`Backend::is_supported`](backend::Backend::is_supported)
//! is false for the x86 backends.
//!
//! ```
//! use velocurve::x25519::{PublicKey, StaticSecret};
//!
//! let alice = StaticSecret::from([1u8; 32]);
//! let bob = StaticSecret::from([2u8; 32]);
//! let alice_pub = PublicKey::from(&alice);
//! let bob_pub = PublicKey::from(&bob);
//! let k1 = alice.diffie_hellman(&bob_pub).expect("contributory");
//! let k2 = bob.diffie_hellman(&alice_pub).expect("contributory");
//! assert_eq!(k1.as_bytes(), k2.as_bytes());
//! ```
#![no_std]
#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

pub mod backend;
pub mod curve13318;
mod curves;
pub mod ecdh;
pub mod ecdsa;
pub mod ed25519;
mod edwards;
mod engine;
mod error;
pub(crate) mod field;
pub(crate) mod lookup;
mod montgomery;
pub mod p192;
pub mod p224;
pub mod p256;
pub mod p384;
pub mod p521;
pub(crate) mod scalar;
pub mod secp256k1;
#[cfg(any(test, feature = "table-gen"))]
mod table_text;
#[cfg(test)]
mod test_support;
mod weierstrass;
pub mod x25519;

pub use ecdh::pkcs8::KeyFormatError;
pub use error::Error;

/// The `rand_core` version (0.6) whose generators the RNG-taking functions
/// accept (`SigningKey::generate`, `StaticSecret::random_from_rng`,
/// `verify_batch_with_rng`, …): rand 0.8's `OsRng` / `StdRng`, rand_chacha
/// 0.3. Re-exported so that callers name the same version; without a
/// generator of your own, the `random()` constructors use the operating
/// system's.
pub use rand_core;

#[cfg(any(test, feature = "table-gen"))]
mod generated;

/// The generated files and their generators (for `examples/gen_tables.rs`).
#[cfg(feature = "table-gen")]
#[doc(hidden)]
pub mod __table_gen {
    pub use crate::generated::{FILES, GeneratedFile};
}

#[cfg(feature = "bench-hooks")]
#[doc(hidden)]
pub mod __bench;

/// The README's code blocks, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
