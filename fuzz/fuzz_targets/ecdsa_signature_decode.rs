//! The ECDSA signature decoders of every curve (P-192, P-224, P-256, P-384,
//! P-521, secp256k1) on arbitrary bytes, against a model:
//!
//! * `Signature::from_der` accepts only canonical DER: an accepted input
//!   re-encodes byte for byte, its `r` and `s` are in `1..n` and its P1363
//!   form decodes to the same signature; every rejection is one of the
//!   DER or range errors;
//! * the model's own DER encoding (written here, independently of the
//!   crate's) of the `(r, s)` taken from the input is accepted exactly when
//!   both are in `1..n`, and gives those integers;
//! * `Signature::from_slice` accepts exactly `2 L` bytes with both halves
//!   in `1..n`, and gives the bytes back;
//! * verification of any decoded signature with a fixed key returns, never
//!   panics, on every backend.
//!
//! Input: a curve selector byte (`% 6`), then any bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use velocurve::Error;
use velocurve::ecdh::{Curve, P192, P224, P256, P384, P521, Secp256k1};
use velocurve::ecdsa::{EcdsaCurve, Signature, SigningKey};
use velocurve_fuzz::backends;

/// Whether big-endian `v` is in `1..n`.
fn in_range<C: Curve>(v: &[u8]) -> bool {
    v.iter().any(|&b| b != 0) && v < C::ORDER.as_ref()
}

/// The model's DER of big-endian `r`, `s`: `30 len (02 len [00] v)*`,
/// integers without leading zero bytes, a zero byte before a high bit.
fn model_der(r: &[u8], s: &[u8]) -> Vec<u8> {
    let int = |v: &[u8]| {
        let v = match v.iter().position(|&b| b != 0) {
            Some(i) => &v[i..],
            None => &v[v.len() - 1..],
        };
        let mut out = vec![0x02];
        let pad = usize::from(v[0] >= 0x80);
        out.push((v.len() + pad) as u8);
        out.extend(std::iter::repeat_n(0, pad));
        out.extend_from_slice(v);
        out
    };
    let body = [int(r), int(s)].concat();
    let mut out = vec![0x30];
    if body.len() >= 0x80 {
        out.push(0x81);
    }
    out.push(body.len() as u8);
    out.extend(body);
    out
}

fn check<C: EcdsaCurve>(data: &[u8]) {
    let l = C::SECRET_KEY_BYTES;
    let key = SigningKey::<C>::from_slice(&{
        let mut k = vec![0u8; l];
        k[l - 1] = 7;
        k
    })
    .expect("7 is a key");
    let verify = |sig: &Signature<C>| {
        for b in backends() {
            let vk = key.verifying_key().with_backend(b).expect("supported");
            let _ = vk.verify(data, sig);
            let _ = vk.verify_low_s(data, sig);
        }
    };
    match Signature::<C>::from_der(data) {
        Ok(sig) => {
            assert_eq!(sig.to_der().as_bytes(), data);
            assert!(in_range::<C>(sig.r().as_ref()) && in_range::<C>(sig.s().as_ref()));
            assert_eq!(Signature::<C>::from_slice(sig.to_bytes().as_ref()), Ok(sig));
            verify(&sig);
        }
        Err(e) => assert!(matches!(
            e,
            Error::SignatureDer(_) | Error::SignatureROutOfRange | Error::SignatureSOutOfRange
        )),
    }
    // The model's encoding of the first 2 L bytes (zero-padded).
    let mut rs = data.to_vec();
    rs.resize(2 * l, 0);
    let (r, s) = rs.split_at(l);
    let want = in_range::<C>(r) && in_range::<C>(s);
    match Signature::<C>::from_der(&model_der(r, s)) {
        Ok(sig) => {
            assert!(want);
            assert_eq!((sig.r().as_ref(), sig.s().as_ref()), (r, s));
        }
        Err(e) => {
            assert!(!want, "{e:?}");
            assert!(matches!(
                e,
                Error::SignatureROutOfRange | Error::SignatureSOutOfRange
            ));
        }
    }
    match Signature::<C>::from_slice(data) {
        Ok(sig) => {
            assert_eq!(sig.to_bytes().as_ref(), data);
            verify(&sig);
        }
        Err(Error::SignatureLength { expected, actual }) => {
            assert_eq!((expected, actual), (2 * l, data.len()));
            assert_ne!(data.len(), 2 * l);
        }
        Err(e) => {
            assert_eq!(data.len(), 2 * l);
            let ok_r = in_range::<C>(&data[..l]);
            assert_eq!(
                e,
                if ok_r {
                    Error::SignatureSOutOfRange
                } else {
                    Error::SignatureROutOfRange
                }
            );
        }
    }
}

fuzz_target!(|input: &[u8]| {
    let Some((&curve, data)) = input.split_first() else {
        return;
    };
    match curve % 6 {
        0 => check::<P192>(data),
        1 => check::<P224>(data),
        2 => check::<P256>(data),
        3 => check::<P384>(data),
        4 => check::<P521>(data),
        _ => check::<Secp256k1>(data),
    }
});
