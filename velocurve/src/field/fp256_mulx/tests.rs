//! [`Fp256Mulx`] against a `num-bigint` model of Montgomery arithmetic mod
//! P-256's `p` and against the portable [`FpP256`], word for word on the
//! stored Montgomery forms: the shared driver of the `mulx` fields
//! (`field::tests::mulx`: edge pairs, random products and squares, the
//! largest inputs, chains, conversions; the ignored rdtsc comparison
//! `ticks`).

use super::*;

crate::field::tests::mulx::mulx_field_tests!(Fp256Mulx, FpP256, 4, 32, "P-256", 0x9256_3a17);
