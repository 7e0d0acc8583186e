//! Field elements from arbitrary bytes: the decoder (bit 255 ignored,
//! non-canonical values reduced), the encoder (canonical), and the
//! operations that run on decoded values, on every backend, against a
//! big-integer model.
//!
//! Input: `a || b`, 32 bytes each (zero-padded when short).
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::__bench::field::{invert_chain, invert_fermat_chain, mul_chain, square_chain};
use velocurve_fuzz::{backends, decode, encode, p, take};

fuzz_target!(|data: &[u8]| {
    let a: [u8; 32] = take(data, 0);
    let b: [u8; 32] = take(data, 32);
    let (x, y) = (decode(&a), decode(&b));
    let x_inv = x.modpow(&(p() - 2u32), &p());
    for be in backends() {
        // a * b^0: decode and encode only.
        assert_eq!(mul_chain(be, &a, &b, 0), encode(&x), "{be}: decode/encode");
        assert_eq!(mul_chain(be, &a, &b, 1), encode(&(&x * &y)), "{be}: mul");
        assert_eq!(square_chain(be, &a, 1), encode(&(&x * &x)), "{be}: square");
        assert_eq!(invert_chain(be, &a, 1), encode(&x_inv), "{be}: invert");
        assert_eq!(
            invert_fermat_chain(be, &a, 1),
            encode(&x_inv),
            "{be}: invert (Fermat)"
        );
    }
});
