//! Ed25519 batch verification: the verdict equals the AND of
//! `verify_zip215` over the batch (valid batches of every size, one bad
//! signature at every position, the C2SP CCTV edge cases mixed into valid
//! batches), the failure report names exactly the failing signatures, the
//! multi-scalar multiplication's two algorithms (Straus below the
//! crossover, Pippenger above it) are both exercised, ed25519-dalek's
//! `verify_batch` agrees where its semantics are the same, and every
//! backend is forced.
#![cfg(feature = "std")]

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde_json::Value;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::ed25519::{
    BatchFailure, Signature, SigningKey, VerifyingKey, verify_batch, verify_batch_report,
    verify_batch_report_with_backend, verify_batch_report_with_rng, verify_batch_with_backend,
    verify_batch_with_rng, verify_batch_with_rng_and_backend,
};

mod common;
use common::*;

/// `n` honest (message, signature, key) triples, seeded.
struct Batch {
    msgs: Vec<Vec<u8>>,
    sigs: Vec<Signature>,
    keys: Vec<VerifyingKey>,
}

impl Batch {
    fn honest(seed: u64, n: usize) -> Batch {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut b = Batch {
            msgs: vec![],
            sigs: vec![],
            keys: vec![],
        };
        for _ in 0..n {
            let sk = SigningKey::from_seed(&rng.r#gen());
            let len = rng.gen_range(0..100);
            let mut m = vec![0u8; len];
            rng.fill_bytes(&mut m);
            b.sigs.push(sk.sign(&m));
            b.keys.push(sk.verifying_key());
            b.msgs.push(m);
        }
        b
    }

    fn msgs(&self) -> Vec<&[u8]> {
        self.msgs.iter().map(|m| &m[..]).collect()
    }

    fn verify(&self, b: Backend) -> Result<(), Error> {
        verify_batch_with_backend(b, &self.msgs(), &self.sigs, &self.keys)
    }

    fn report(&self, b: Backend) -> Result<(), BatchFailure> {
        verify_batch_report_with_backend(b, &self.msgs(), &self.sigs, &self.keys)
    }

    /// `verify_zip215` on every entry: the failures, as the report gives
    /// them.
    fn singles(&self, b: Backend) -> Vec<(usize, Error)> {
        (0..self.sigs.len())
            .filter_map(|i| {
                self.keys[i]
                    .with_backend(b)
                    .and_then(|k| k.verify_zip215(&self.msgs[i], &self.sigs[i]))
                    .err()
                    .map(|e| (i, e))
            })
            .collect()
    }

    /// Checks the batch verdict and the report against the singles.
    fn check(&self, b: Backend, what: &str) {
        let singles = self.singles(b);
        let verdict = self.verify(b);
        assert_eq!(verdict.is_ok(), singles.is_empty(), "{b} {what}");
        match self.report(b) {
            Ok(()) => assert!(singles.is_empty(), "{b} {what}: report accepts"),
            Err(BatchFailure::Signatures(v)) => assert_eq!(v, singles, "{b} {what}"),
            Err(e) => panic!("{b} {what}: {e:?}"),
        }
        if self.sigs.len() == 1 {
            assert_eq!(verdict, singles.first().map_or(Ok(()), |x| Err(x.1)));
        }
    }
}

/// A signature whose `S` is `>= l` (S = l + original, still < 2^256).
fn s_not_reduced(sig: &Signature) -> Signature {
    let mut b = sig.to_bytes();
    let l: [u8; 32] = [
        0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde,
        0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
    ];
    let mut carry = 0u16;
    for i in 0..32 {
        let t = b[32 + i] as u16 + l[i] as u16 + carry;
        b[32 + i] = t as u8;
        carry = t >> 8;
    }
    assert_eq!(carry, 0);
    Signature::from_bytes(&b)
}

/// A signature whose `R` encodes no point (`y = 2`).
fn r_not_on_curve(sig: &Signature) -> Signature {
    let mut b = sig.to_bytes();
    b[..32].copy_from_slice(&[0; 32]);
    b[0] = 2;
    Signature::from_bytes(&b)
}

#[test]
fn valid_batches_of_every_size() {
    for b in backends("valid_batches_of_every_size") {
        let big = Batch::honest(1, 300);
        for n in (0..=70).chain([100, 189, 190, 191, 256, 300]) {
            let sub = Batch {
                msgs: big.msgs[..n].to_vec(),
                sigs: big.sigs[..n].to_vec(),
                keys: big.keys[..n].to_vec(),
            };
            assert_eq!(sub.verify(b), Ok(()), "{b} n={n}");
            assert_eq!(sub.report(b), Ok(()), "{b} n={n}");
        }
    }
    // The default entry points (auto backend, OS randomness).
    let big = Batch::honest(2, 40);
    assert_eq!(verify_batch(&big.msgs(), &big.sigs, &big.keys), Ok(()));
    assert_eq!(
        verify_batch_report(&big.msgs(), &big.sigs, &big.keys),
        Ok(())
    );
}

#[test]
fn one_bad_signature_at_every_position() {
    for b in backends("one_bad_signature_at_every_position") {
        let mut count = 0;
        for n in [1usize, 2, 3, 5, 8, 17, 64, 200] {
            let honest = Batch::honest(10 + n as u64, n);
            let positions: Vec<usize> = if n <= 64 {
                (0..n).collect()
            } else {
                vec![0, 1, n / 3, n / 2, n - 2, n - 1]
            };
            for &pos in &positions {
                for kind in 0..5 {
                    let mut bad = Batch {
                        msgs: honest.msgs.clone(),
                        sigs: honest.sigs.clone(),
                        keys: honest.keys.clone(),
                    };
                    let want = match kind {
                        0 => {
                            bad.msgs[pos].push(1);
                            Error::SignatureInvalid
                        }
                        1 => {
                            bad.keys[pos] = honest.keys[(pos + 1) % n];
                            if n == 1 {
                                bad.keys[pos] = SigningKey::from_seed(&[9; 32]).verifying_key();
                            }
                            Error::SignatureInvalid
                        }
                        2 => {
                            bad.sigs[pos] = s_not_reduced(&honest.sigs[pos]);
                            Error::SignatureSNotReduced
                        }
                        3 => {
                            bad.sigs[pos] = r_not_on_curve(&honest.sigs[pos]);
                            Error::SignatureRNotOnCurve
                        }
                        _ => {
                            let mut s = honest.sigs[pos].to_bytes();
                            s[40] ^= 4;
                            bad.sigs[pos] = Signature::from_bytes(&s);
                            Error::SignatureInvalid
                        }
                    };
                    assert_eq!(bad.verify(b), Err(want), "{b} n={n} pos={pos} kind={kind}");
                    assert_eq!(
                        bad.report(b),
                        Err(BatchFailure::Signatures(vec![(pos, want)])),
                        "{b} n={n} pos={pos} kind={kind}"
                    );
                    count += 1;
                }
            }
        }
        println!("[one_bad_signature_at_every_position] {b}: {count} batches");
    }
}

#[test]
fn several_bad_signatures_are_all_reported() {
    for b in backends("several_bad_signatures_are_all_reported") {
        let mut rng = ChaCha20Rng::seed_from_u64(77);
        for n in [9usize, 33, 70, 250] {
            for _ in 0..4 {
                let mut bad = Batch::honest(rng.r#gen(), n);
                let k = rng.gen_range(1..=n.min(12));
                for _ in 0..k {
                    let i = rng.gen_range(0..n);
                    bad.msgs[i].push(0x55);
                }
                bad.check(b, &format!("n={n} k={k}"));
            }
        }
    }
}

/// The CCTV vectors whose key decodes (every profile rejects the others
/// before any equation), as (key, signature, message, index).
fn cctv(b: Backend) -> Vec<(VerifyingKey, Signature, Vec<u8>, usize)> {
    let d = data("cctv/ed25519vectors.json");
    let vectors = d.as_array().unwrap();
    assert_eq!(vectors.len(), 914);
    vectors
        .iter()
        .enumerate()
        .filter_map(|(i, v): (usize, &Value)| {
            let key = VerifyingKey::from_bytes_with_backend(b, &b32(&v["key"])).ok()?;
            let sig = Signature::from_bytes(&b64(&v["sig"]));
            Some((key, sig, v["msg"].as_str().unwrap().as_bytes().to_vec(), i))
        })
        .collect()
}

#[test]
fn cctv_vectors_mixed_into_valid_batches() {
    for b in backends("cctv_vectors_mixed_into_valid_batches") {
        let vectors = cctv(b);
        let honest = Batch::honest(5, 12);
        let (mut accepted, mut rejected) = (0, 0);
        for (j, (key, sig, msg, i)) in vectors.iter().enumerate() {
            // The vector at position j % 13 of a batch of 13 (or alone).
            let single = key.with_backend(b).and_then(|k| k.verify_zip215(msg, sig));
            let pos = j % 13;
            let mut batch = Batch {
                msgs: honest.msgs.clone(),
                sigs: honest.sigs.clone(),
                keys: honest.keys.clone(),
            };
            batch.msgs.insert(pos, msg.clone());
            batch.sigs.insert(pos, *sig);
            batch.keys.insert(pos, *key);
            assert_eq!(
                batch.verify(b).is_ok(),
                single.is_ok(),
                "{b} CCTV vector {i} in a batch of 13"
            );
            match (batch.report(b), single) {
                (Ok(()), Ok(())) => accepted += 1,
                (Err(BatchFailure::Signatures(v)), Err(e)) => {
                    assert_eq!(v, vec![(pos, e)], "{b} CCTV vector {i}");
                    rejected += 1;
                }
                (r, s) => panic!("{b} CCTV vector {i}: report {r:?}, single {s:?}"),
            }
            // Alone: exactly verify_zip215's verdict and error.
            let alone = verify_batch_with_backend(b, &[&msg[..]], &[*sig], &[*key]);
            assert_eq!(alone, single, "{b} CCTV vector {i} alone");
            // With a torsion-laden neighbour: pairs of consecutive vectors.
            if let Some((k2, s2, m2, i2)) = vectors.get(j + 1) {
                let both =
                    verify_batch_with_backend(b, &[&msg[..], &m2[..]], &[*sig, *s2], &[*key, *k2]);
                let want = single.is_ok()
                    && k2
                        .with_backend(b)
                        .and_then(|k| k.verify_zip215(m2, s2))
                        .is_ok();
                assert_eq!(both.is_ok(), want, "{b} CCTV vectors {i} and {i2}");
            }
        }
        // All of them in one batch (Pippenger's range), and the report.
        let all = Batch {
            msgs: vectors.iter().map(|v| v.2.clone()).collect(),
            sigs: vectors.iter().map(|v| v.1).collect(),
            keys: vectors.iter().map(|v| v.0).collect(),
        };
        all.check(b, "all CCTV vectors");
        let only_ok: Vec<usize> = (0..vectors.len())
            .filter(|&j| {
                vectors[j]
                    .0
                    .with_backend(b)
                    .and_then(|k| k.verify_zip215(&vectors[j].2, &vectors[j].1))
                    .is_ok()
            })
            .collect();
        let good = Batch {
            msgs: only_ok.iter().map(|&j| vectors[j].2.clone()).collect(),
            sigs: only_ok.iter().map(|&j| vectors[j].1).collect(),
            keys: only_ok.iter().map(|&j| vectors[j].0).collect(),
        };
        assert_eq!(
            good.verify(b),
            Ok(()),
            "{b}: every accepted CCTV vector at once"
        );
        println!(
            "[cctv_vectors_mixed_into_valid_batches] {b}: {} vectors with a key ({accepted} accepted, {rejected} rejected); {} accepted together",
            vectors.len(),
            only_ok.len()
        );
        assert_eq!(only_ok.len(), 826);
    }
}

#[test]
fn agrees_with_dalek_verify_batch() {
    let mut rng = ChaCha20Rng::seed_from_u64(2024);
    let mut counts = [0usize; 2];
    for round in 0..200 {
        let n = [1usize, 2, 4, 16, 64, 200][round % 6];
        let mut batch = Batch::honest(rng.r#gen(), n);
        if round % 2 == 1 {
            let i = rng.gen_range(0..n);
            match rng.gen_range(0..3) {
                0 => batch.msgs[i].push(1),
                1 => {
                    let mut s = batch.sigs[i].to_bytes();
                    let bit = rng.gen_range(0..512);
                    s[bit / 8] ^= 1 << (bit % 8);
                    batch.sigs[i] = Signature::from_bytes(&s);
                }
                _ => {
                    batch.keys[i] = SigningKey::from_seed(&rng.r#gen()).verifying_key();
                }
            }
        }
        let dk: Vec<ed25519_dalek::VerifyingKey> = batch
            .keys
            .iter()
            .map(|k| ed25519_dalek::VerifyingKey::from_bytes(k.as_bytes()).unwrap())
            .collect();
        let ds: Vec<ed25519_dalek::Signature> = batch
            .sigs
            .iter()
            .map(|s| ed25519_dalek::Signature::from_bytes(&s.to_bytes()))
            .collect();
        let dalek = ed25519_dalek::verify_batch(&batch.msgs(), &ds, &dk).is_ok();
        for b in Backend::supported() {
            assert_eq!(batch.verify(b).is_ok(), dalek, "{b} round {round}");
        }
        counts[dalek as usize] += 1;
    }
    println!(
        "[agrees_with_dalek_verify_batch] {} accepted, {} rejected by both, on every supported backend",
        counts[1], counts[0]
    );
    assert!(counts[0] > 50 && counts[1] > 50);
}

/// A generator that always fails.
struct BrokenRng;

impl RngCore for BrokenRng {
    fn next_u32(&mut self) -> u32 {
        0
    }
    fn next_u64(&mut self) -> u64 {
        0
    }
    fn fill_bytes(&mut self, _: &mut [u8]) {}
    fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), rand::Error> {
        Err(rand::Error::from(
            core::num::NonZeroU32::new(rand::Error::CUSTOM_START).unwrap(),
        ))
    }
}

impl rand::CryptoRng for BrokenRng {}

#[test]
fn rng_entry_points_and_errors() {
    let batch = Batch::honest(3, 10);
    let m = batch.msgs();
    let mut rng = ChaCha20Rng::seed_from_u64(1);
    for b in backends("rng_entry_points_and_errors") {
        assert_eq!(
            verify_batch_with_rng_and_backend(b, &m, &batch.sigs, &batch.keys, &mut rng),
            Ok(())
        );
        assert_eq!(
            verify_batch_with_rng_and_backend(b, &m, &batch.sigs, &batch.keys, &mut BrokenRng),
            Err(Error::RandomnessUnavailable)
        );
    }
    assert_eq!(
        verify_batch_with_rng(&m, &batch.sigs, &batch.keys, &mut rng),
        Ok(())
    );
    assert_eq!(
        verify_batch_report_with_rng(&m, &batch.sigs, &batch.keys, &mut rng),
        Ok(())
    );
    assert_eq!(
        verify_batch_report_with_rng(&m, &batch.sigs, &batch.keys, &mut BrokenRng),
        Err(BatchFailure::Batch(Error::RandomnessUnavailable))
    );
    // Empty batches verify without randomness; a batch of one needs none.
    assert_eq!(verify_batch_with_rng(&[], &[], &[], &mut BrokenRng), Ok(()));
    assert_eq!(
        verify_batch_with_rng(&m[..1], &batch.sigs[..1], &batch.keys[..1], &mut BrokenRng),
        Ok(())
    );
    // Length mismatches, each way round.
    for (mn, sn, kn) in [(9, 10, 10), (10, 9, 10), (10, 10, 9), (0, 1, 0)] {
        let want = Error::SignatureBatchLengthMismatch {
            messages: mn,
            signatures: sn,
            keys: kn,
        };
        assert_eq!(
            verify_batch(&m[..mn], &batch.sigs[..sn], &batch.keys[..kn]),
            Err(want)
        );
        assert_eq!(
            verify_batch_report(&m[..mn], &batch.sigs[..sn], &batch.keys[..kn]),
            Err(BatchFailure::Batch(want))
        );
        assert!(want.to_string().contains("messages"));
    }
    // Unsupported backends are refused.
    for b in Backend::ALL.iter().filter(|b| !b.is_supported()) {
        println!("[rng_entry_points_and_errors] backend {b}: SKIPPED (checking the refusal)");
        assert_eq!(
            verify_batch_with_backend(*b, &m, &batch.sigs, &batch.keys),
            Err(Error::BackendUnsupported(*b))
        );
    }
}

#[test]
fn from_bytes_batch_matches_from_bytes() {
    let d = data("cctv/ed25519vectors.json");
    let mut keys: Vec<[u8; 32]> = d
        .as_array()
        .unwrap()
        .iter()
        .map(|v| b32(&v["key"]))
        .collect();
    let mut rng = ChaCha20Rng::seed_from_u64(11);
    for _ in 0..300 {
        keys.push(rng.r#gen());
    }
    for b in backends("from_bytes_batch_matches_from_bytes") {
        for len in (0..=40).chain([keys.len()]) {
            let got = VerifyingKey::from_bytes_batch_with_backend(b, &keys[..len]);
            assert_eq!(got.len(), len);
            for (k, g) in keys.iter().zip(&got) {
                let want = VerifyingKey::from_bytes_with_backend(b, k);
                assert_eq!(g, &want, "{b} {k:x?}");
                if let (Ok(g), Ok(w)) = (g, &want) {
                    assert_eq!(
                        (g.is_canonical(), g.is_weak(), g.backend()),
                        (w.is_canonical(), w.is_weak(), b)
                    );
                }
            }
        }
    }
    let auto = VerifyingKey::from_bytes_batch(&keys);
    let rejected = auto.iter().filter(|k| k.is_err()).count();
    println!(
        "[from_bytes_batch_matches_from_bytes] {} keys, {rejected} not on the curve",
        keys.len()
    );
    assert!(rejected > 100 && rejected < keys.len() - 100);
}
