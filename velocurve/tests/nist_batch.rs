//! The batch ECDH entry points of the five NIST curves and Curve13318
//! (`diffie_hellman_batch`, `public_key_batch` and their `_with_backend`
//! forms) against
//! the single operations, for random keys, at the lengths around the
//! 64-key chunk of the shared inversion, on every backend the single
//! operations are tested on; the length-mismatch and unsupported-backend
//! errors.

use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use velocurve::Error;
use velocurve::backend::Backend;

mod common;

/// Batch lengths: empty, one, two, around eight, and around the chunk (64)
/// and two chunks.
const LENGTHS: [usize; 10] = [0, 1, 2, 7, 8, 9, 63, 64, 65, 130];

macro_rules! batch_tests {
    ($m:ident, seed $seed:literal) => {
        mod $m {
            use super::*;
            use velocurve::$m::{self, PublicKey, SecretKey};

            batch_tests!(@runs $m);

            /// `n` random keys and `n` random peer public keys (decoded
            /// from SEC1, some compressed), on `b`.
            fn inputs(rng: &mut ChaCha20Rng, n: usize, b: Backend) -> (Vec<SecretKey>, Vec<PublicKey>) {
                let keys = (0..n)
                    .map(|_| on(SecretKey::random_from_rng(rng), b))
                    .collect();
                let peers = (0..n)
                    .map(|i| {
                        let p = SecretKey::random_from_rng(rng).public_key();
                        let bytes = if i % 2 == 0 {
                            p.to_compressed().to_vec()
                        } else {
                            p.to_uncompressed().to_vec()
                        };
                        PublicKey::from_sec1_bytes(&bytes).expect("a valid key")
                    })
                    .collect();
                (keys, peers)
            }

            /// Every length of [`LENGTHS`], on every backend: the batch
            /// equals the single exchange and the single public key of
            /// each key (the keys on that backend).
            #[test]
            fn batch_equals_single() {
                let run = runs(concat!(stringify!($m), " batch"));
                let mut rng = ChaCha20Rng::seed_from_u64($seed);
                let mut checked = 0;
                for &b in &run {
                    for n in LENGTHS {
                        let (keys, peers) = inputs(&mut rng, n, b);
                        let mut out = vec![[0xa5u8; $m::SECRET_KEY_BYTES]; n];
                        shared(b, &keys, &peers, &mut out).expect("equal lengths");
                        let mut pks = vec![[0xa5u8; $m::UNCOMPRESSED_BYTES]; n];
                        public(b, &keys, &mut pks).expect("equal lengths");
                        for i in 0..n {
                            let single = keys[i].diffie_hellman(&peers[i]).expect("an exchange");
                            assert_eq!(&out[i], single.as_bytes(), "{b}, n = {n}, key {i}");
                            let pk = keys[i].public_key();
                            assert_eq!(pks[i], pk.to_uncompressed(), "{b}, n = {n}, key {i}");
                            assert_eq!(PublicKey::from_sec1_bytes(&pks[i]), Ok(pk));
                            checked += 1;
                        }
                    }
                }
                println!(
                    "[{} batch] {checked} keys on {} backends agree with the single operations",
                    stringify!($m),
                    run.len()
                );
            }

            /// The same key and peer many times (the shared inversion sees
            /// equal `Z`s), and a key with its own public key.
            #[test]
            fn repeated_inputs() {
                let mut rng = ChaCha20Rng::seed_from_u64($seed + 1);
                let k = SecretKey::random_from_rng(&mut rng);
                let p = k.public_key();
                let keys = vec![k.clone(); 70];
                let peers = vec![p; 70];
                let mut out = vec![[0u8; $m::SECRET_KEY_BYTES]; 70];
                $m::diffie_hellman_batch(&keys, &peers, &mut out).expect("equal lengths");
                let want = k.diffie_hellman(&p).expect("an exchange").to_bytes();
                assert!(out.iter().all(|o| *o == want));
                let mut pks = vec![[0u8; $m::UNCOMPRESSED_BYTES]; 70];
                $m::public_key_batch(&keys, &mut pks).expect("equal lengths");
                assert!(pks.iter().all(|o| *o == p.to_uncompressed()));
            }

            /// Slices of different lengths: the typed error with the three
            /// lengths, `out` untouched.
            #[test]
            fn length_mismatch() {
                let mut rng = ChaCha20Rng::seed_from_u64($seed + 2);
                let (keys, peers) = inputs(&mut rng, 3, Backend::Auto);
                for (nk, np, no) in [(3, 2, 3), (2, 3, 3), (3, 3, 2), (3, 3, 4), (0, 1, 0), (0, 0, 1)] {
                    let mut out = vec![[0x5au8; $m::SECRET_KEY_BYTES]; no];
                    let r = $m::diffie_hellman_batch(&keys[..nk], &peers[..np], &mut out);
                    let want = Error::BatchLengthMismatch {
                        scalars: nk,
                        points: Some(np),
                        outputs: no,
                    };
                    assert_eq!(r, Err(want));
                    assert!(out.iter().all(|o| o.iter().all(|&x| x == 0x5a)));
                }
                for (nk, no) in [(3, 2), (2, 3), (0, 1), (1, 0)] {
                    let mut out = vec![[0x5au8; $m::UNCOMPRESSED_BYTES]; no];
                    let r = $m::public_key_batch(&keys[..nk], &mut out);
                    let want = Error::BatchLengthMismatch {
                        scalars: nk,
                        points: None,
                        outputs: no,
                    };
                    assert_eq!(r, Err(want));
                    assert!(out.iter().all(|o| o.iter().all(|&x| x == 0x5a)));
                }
                batch_tests!(@unsupported $m, keys, peers);
            }
        }
    };
    // Every supported backend, through the `_with_backend` forms (keys on
    // that backend too), and `Backend::Auto` through the plain forms.
    (@runs $m:ident) => {
        fn runs(test: &str) -> Vec<Backend> {
            let mut run = common::backends(test);
            run.push(Backend::Auto);
            run
        }

        fn on(k: SecretKey, b: Backend) -> SecretKey {
            k.with_backend(b).expect("supported")
        }

        fn shared(
            b: Backend,
            k: &[SecretKey],
            p: &[PublicKey],
            out: &mut [[u8; $m::SECRET_KEY_BYTES]],
        ) -> Result<(), Error> {
            if b == Backend::Auto {
                $m::diffie_hellman_batch(k, p, out)
            } else {
                $m::diffie_hellman_batch_with_backend(b, k, p, out)
            }
        }

        fn public(
            b: Backend,
            k: &[SecretKey],
            out: &mut [[u8; $m::UNCOMPRESSED_BYTES]],
        ) -> Result<(), Error> {
            if b == Backend::Auto {
                $m::public_key_batch(k, out)
            } else {
                $m::public_key_batch_with_backend(b, k, out)
            }
        }
    };
    // An unsupported backend is an error before the length check.
    (@unsupported $m:ident, $keys:ident, $peers:ident) => {
        for &b in Backend::ALL.iter().filter(|b| !b.is_supported()) {
            let mut out = vec![[0u8; $m::SECRET_KEY_BYTES]; 1];
            let r = $m::diffie_hellman_batch_with_backend(b, &$keys, &$peers, &mut out);
            assert_eq!(r, Err(Error::BackendUnsupported(b)));
            let mut out = vec![[0u8; $m::UNCOMPRESSED_BYTES]; 1];
            let r = $m::public_key_batch_with_backend(b, &$keys, &mut out);
            assert_eq!(r, Err(Error::BackendUnsupported(b)));
        }
    };
}

batch_tests!(p256, seed 256);
batch_tests!(p384, seed 384);
batch_tests!(p521, seed 521);
batch_tests!(p224, seed 224);
batch_tests!(p192, seed 192);
batch_tests!(curve13318, seed 13318);
batch_tests!(secp256k1, seed 0x2561);
