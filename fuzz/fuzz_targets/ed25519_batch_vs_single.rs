//! Differential: Ed25519 batch verification against single verification,
//! on every backend. The verdict of `verify_batch` must be the AND of
//! `verify_zip215` over the batch, and `verify_batch_report` must name
//! exactly the signatures that `verify_zip215` rejects, with its errors.
//!
//! Input: `n (1) || seed (8) || n x (mode (1) || a (32))`, zero-padded when
//! short; `n` is taken mod 40, plus 1, so batches reach both IFMA paths
//! (Straus below 16 signatures, the lane Pippenger from 16). Signature
//! `i` signs the message `i || a` with the key of seed `a`; `mode & 3`:
//! 0 keeps it valid, 1 flips bit `mode >> 2` of it, 2 swaps in the key of
//! seed `a ^ 1` (a valid signature under another key), 3 replaces key and
//! signature by `a` and `a || a` (arbitrary bytes: non-canonical and
//! small-order encodings among them). The batch coefficients come from a
//! ChaCha generator seeded with `seed`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;
use velocurve::ed25519::{
    BatchFailure, Signature, SigningKey, VerifyingKey, verify_batch_report_with_backend,
    verify_batch_with_rng_and_backend,
};
use velocurve_fuzz::{backends, take};

fuzz_target!(|data: &[u8]| {
    let n = usize::from(data.first().copied().unwrap_or(0)) % 40 + 1;
    let seed: [u8; 8] = take(data, 1);
    let mut messages = Vec::with_capacity(n);
    let mut signatures = Vec::with_capacity(n);
    let mut keys = Vec::with_capacity(n);
    for i in 0..n {
        let at = 9 + 33 * i;
        let mode = data.get(at).copied().unwrap_or(0);
        let a: [u8; 32] = take(data, at + 1);
        let mut msg = vec![i as u8];
        msg.extend_from_slice(&a);
        let sk = SigningKey::from_seed(&a);
        let mut key = sk.verifying_key().to_bytes();
        let mut sig = sk.sign(&msg).to_bytes();
        match mode & 3 {
            0 => {}
            1 => {
                let bit = usize::from(mode >> 2) % 512;
                sig[bit / 8] ^= 1 << (bit % 8);
            }
            2 => {
                let mut b = a;
                b[0] ^= 1;
                key = SigningKey::from_seed(&b).verifying_key().to_bytes();
            }
            _ => {
                key = a;
                sig[..32].copy_from_slice(&a);
                sig[32..].copy_from_slice(&a);
            }
        }
        // A key that encodes no point cannot enter a batch: skip it.
        let Ok(vk) = VerifyingKey::from_bytes(&key) else {
            continue;
        };
        messages.push(msg);
        signatures.push(Signature::from_bytes(&sig));
        keys.push(vk);
    }
    let msgs: Vec<&[u8]> = messages.iter().map(|m| m.as_slice()).collect();
    let singles: Vec<Result<(), velocurve::Error>> = (0..keys.len())
        .map(|i| keys[i].verify_zip215(msgs[i], &signatures[i]))
        .collect();
    let all = singles.iter().all(|r| r.is_ok());
    let failures: Vec<(usize, velocurve::Error)> = singles
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.err().map(|e| (i, e)))
        .collect();
    for be in backends() {
        let mut rng = ChaCha20Rng::seed_from_u64(u64::from_le_bytes(seed));
        let verdict = verify_batch_with_rng_and_backend(be, &msgs, &signatures, &keys, &mut rng);
        assert_eq!(verdict.is_ok(), all, "{be}: batch verdict vs single");
        let report = verify_batch_report_with_backend(be, &msgs, &signatures, &keys);
        if all {
            assert_eq!(report, Ok(()), "{be}: report of a valid batch");
        } else {
            assert_eq!(
                report,
                Err(BatchFailure::Signatures(failures.clone())),
                "{be}: report vs single"
            );
        }
    }
});
