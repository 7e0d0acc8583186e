//! Curve13318 on vector fields: the four-lane formulas (`field::four_lanes`:
//! [`formulas4`]) and the variable-base multiplication on them ([`window`]),
//! written once for `Fe2625x4` (AVX2) and `Fe51x4` (IFMA); and eight
//! independent multiplications in the lanes of zmm registers ([`lanes8`],
//! IFMA), the batch functions' kernel.

pub(crate) mod formulas4;
pub(crate) mod lanes8;
pub(crate) mod window;

#[cfg(test)]
mod tests;
