//! edwards25519 in the eight 64-bit lanes of AVX-512 IFMA registers.
//!
//! * [`point`]: eight points at once, one per lane, on the eight-lane
//!   field [`crate::field::fe51x8`];
//! * [`fixed_base`]: `[k]B` with the digits of one scalar spread over the
//!   eight lanes (one table row per lane and step) and a lane-parallel
//!   constant-time table scan, the lanes summed at the end;
//! * [`four`] (feature `alloc`): one point in four lanes (and a second in
//!   the other four), for chains of doublings and additions where latency
//!   counts;
//! * [`msm`] (feature `alloc`): the variable-time multi-scalar
//!   multiplication of batch verification, Pippenger's buckets with one
//!   window per lane;
//! * [`straus`] (feature `alloc`): the same for few points, Straus's
//!   method on two accumulators in four lanes each.
//!
//! Everything here is compiled inside functions with
//! `#[target_feature(enable = "avx512f,avx512ifma,…")]`, called only after
//! [`crate::backend::Backend::Ifma`] was detected.

#[rustfmt::skip]
pub(crate) mod base_table;
pub(crate) mod fixed_base;
#[cfg(feature = "alloc")]
pub(crate) mod four;
#[cfg(feature = "alloc")]
pub(crate) mod msm;
pub(crate) mod point;
#[cfg(feature = "alloc")]
pub(crate) mod straus;
