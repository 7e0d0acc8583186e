//! [`Fp224Mulx`] against a `num-bigint` model of Montgomery arithmetic mod
//! P-224's `p` and against the portable [`FpP224`], word for word on the
//! stored Montgomery forms: the shared driver of the `mulx` fields
//! (`field::tests::mulx`: edge pairs, random products and squares, the
//! largest inputs, chains, conversions; the ignored rdtsc comparison
//! `ticks`).

use super::*;

crate::field::tests::mulx::mulx_field_tests!(Fp224Mulx, FpP224, 4, 28, "P-224", 0x9224_3a17);
