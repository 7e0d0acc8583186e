//! The twisted Edwards form of Curve25519 (edwards25519), by algorithm:
//!
//! * [`point`]: the point models and the complete HWCD formulas;
//! * [`decode`]: point decoding (RFC 8032 strict and ZIP-215), the group
//!   checks (small order, torsion, identity, equality), and (`alloc`)
//!   decoding many points at once;
//! * [`comb`]: constant-time fixed-base `[k]B` with precomputed tables
//!   (X25519 key generation through the birational map `u = (1 + y)/(1 -
//!   y)` of RFC 7748 section 4.1, Ed25519 key generation and signing),
//!   and its AVX2 and IFMA forms;
//! * [`double_base`]: variable-time wNAF/Straus multiplication and the
//!   lattice-halved double-base multiplication of signature verification,
//!   with its generated table, and its four-lane form;
//! * `msm` (`alloc`): variable-time multi-scalar multiplication (Straus,
//!   Pippenger) for batch verification, scalar, four-lane and IFMA;
//! * `vector` (x86-64): point formulas in vector lanes, written once over
//!   the four-lane field contract, and the eight-lane IFMA points;
//! * `table_gen`: the generator of the tables.

pub(crate) mod comb;
pub(crate) mod decode;
pub(crate) mod double_base;
#[cfg(feature = "alloc")]
pub(crate) mod msm;
pub(crate) mod point;
#[cfg(any(test, feature = "table-gen"))]
pub(crate) mod table_gen;
#[cfg(x86_backends)]
pub(crate) mod vector;

#[cfg(test)]
mod tests;
