//! edwards25519 in the eight 64-bit lanes of AVX-512 IFMA registers.
//!
//! * [`point`]: eight points at once, one per lane, on the eight-lane
//!   field [`crate::field::fe51x8`];
//! * [`fixed_base`]: `[k]B` with the digits of one scalar spread over the
//!   eight lanes (one table row per lane and step) and a lane-parallel
//!   constant-time table scan, the lanes summed at the end;
//! * [`msm`] (feature `alloc`): the variable-time multi-scalar
//!   multiplication of batch verification, Pippenger's buckets with one
//!   window per lane.
//!
//! Everything here is compiled inside functions with
//! `#[target_feature(enable = "avx512f,avx512ifma,…")]`, called only after
//! [`crate::backend::Backend::Ifma`] was detected.

pub(crate) mod fixed_base;
#[cfg(feature = "alloc")]
pub(crate) mod msm;
pub(crate) mod point;
