//! velocurve: constant-time elliptic-curve cryptography for x86-64.
//!
//! The crate is layered (see `docs/DESIGN.md` in the repository):
//!
//! * [`backend`] — CPU feature detection and the choice of field backend,
//!   made once per high-level operation; every supported backend can be
//!   forced for tests and benchmarks.
//! * `field` — GF(2^255-19) backends behind one written contract
//!   (portable radix 2^51; 4x64-bit limbs with `mulx`/`adcx`/`adox`), a
//!   portable field for any prime, and the constant-time inversion for any
//!   odd modulus.
//! * `montgomery`, `edwards` — the curve groups: the Montgomery ladder and
//!   the fixed-base comb on the twisted Edwards form.
//! * [`x25519`] — the protocol API of RFC 7748.
//! * [`ed25519`] — Ed25519, Ed25519ctx and Ed25519ph signatures (RFC 8032)
//!   with named verification profiles, and their key formats.
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
pub mod ed25519;
mod edwards;
mod error;
pub(crate) mod field;
mod montgomery;
#[cfg(target_arch = "x86_64")]
mod montgomery_avx2;
mod montgomery_batch;
#[cfg(target_arch = "x86_64")]
mod montgomery_ifma4;
pub(crate) mod scalar;
#[cfg(test)]
mod test_support;
pub mod x25519;

pub use error::Error;

#[cfg(feature = "table-gen")]
#[doc(hidden)]
pub mod __table_gen {
    //! Generator of the precomputed tables (for `examples/gen_tables.rs`).
    #[cfg(target_arch = "x86_64")]
    pub use crate::edwards::table_gen::generate_lane_table_source;
    pub use crate::edwards::table_gen::{
        generate_base_table_source, generate_vartime_table_source,
    };
    #[cfg(target_arch = "x86_64")]
    pub use crate::montgomery_ifma4::codegen::generate_step_source as generate_ladder4_step_source;
}

#[doc(hidden)]
pub mod __bench;

/// The README's code blocks, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
