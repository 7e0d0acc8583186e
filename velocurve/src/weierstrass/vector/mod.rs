//! Curve13318 on the four-lane fields (`field::lanes4`): the formulas
//! ([`lanes4`]) and the variable-base multiplication on them ([`window`]),
//! written once for `Fe2625x4` (AVX2) and `Fe51x4` (IFMA).

pub(crate) mod lanes4;
pub(crate) mod window;

#[cfg(test)]
mod tests;
