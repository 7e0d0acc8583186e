//! Point arithmetic in the lanes of vector registers (x86-64 only).
//!
//! * [`formulas4`]: the four coordinates of one point in the four lanes of a
//!   four-lane field ([`crate::field::four_lanes::Lanes4`]: AVX2's `Fe2625x4`,
//!   IFMA's `Fe51x4`), the 4-way formulas of Hisil–Wong–Carter–Dawson
//!   written once for both;
//! * [`ifma8`]: eight points at once, one per lane of the eight-lane IFMA
//!   field [`crate::field::fe51x8`];
//! * [`ifma_pair`] (feature `alloc`): one point in four lanes and a second
//!   in the other four of the eight-lane IFMA field, for chains of
//!   doublings and additions where latency counts.
//!
//! Everything here runs inside functions compiled with the backend's
//! `#[target_feature]`, called only after the backend was detected.

pub(crate) mod formulas4;
pub(crate) mod ifma8;
#[cfg(feature = "alloc")]
pub(crate) mod ifma_pair;
