//! [`Fp192Mulx`] against a `num-bigint` model of Montgomery arithmetic mod
//! P-192's `p` and against the portable [`FpP192`], word for word on the
//! stored Montgomery forms: the shared driver of the `mulx` fields
//! (`field::tests::mulx`: edge pairs, random products and squares, the
//! largest inputs, chains, conversions; the ignored rdtsc comparison
//! `ticks`).

use super::*;

crate::field::tests::mulx::mulx_field_tests!(Fp192Mulx, FpP192, 3, 24, "P-192", 0x9192_3a17);
