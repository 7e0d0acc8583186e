//! [`Fp384Mulx`] against a `num-bigint` model of Montgomery arithmetic mod
//! P-384's `p` and against the portable [`FpP384`], word for word on the
//! stored Montgomery forms: the shared driver of the `mulx` fields
//! (`field::tests::mulx`: edge pairs, random products and squares, the
//! largest inputs, chains, conversions; the ignored rdtsc comparison
//! `ticks`).

use super::*;

crate::field::tests::mulx::mulx_field_tests!(Fp384Mulx, FpP384, 6, 48, "P-384", 0x9384_3a17);
