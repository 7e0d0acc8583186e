//! Differential: Ed25519 key generation and signing against ed25519-dalek,
//! on every backend: from the same seed, the same public key and the same
//! signature bytes (Ed25519, and Ed25519ph with a context); Ed25519ctx,
//! which dalek does not implement, against the independent model of
//! verification on curve25519-dalek (`ed25519_oracle` with `dom2(0, ctx)`);
//! and every signature verifies under every profile of both libraries.
//!
//! Input: `seed (32) || context length (1) || message` (zero-padded when
//! short); the context is the first bytes of the message, truncated to the
//! length.
#![no_main]

use ed25519_dalek::{Signer as _, Verifier as _};
use libfuzzer_sys::fuzz_target;
use velocurve::ed25519::sha2::{Digest, Sha512};
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};
use velocurve_fuzz::{backends, dom2, ed25519_oracle, take};

fuzz_target!(|data: &[u8]| {
    let seed: [u8; 32] = take(data, 0);
    let ctx_len = data.get(32).copied().unwrap_or(0);
    let msg = data.get(33..).unwrap_or_default();
    let ctx = &msg[..msg.len().min(usize::from(ctx_len))];

    let dsk = ed25519_dalek::SigningKey::from_bytes(&seed);
    let dvk = dsk.verifying_key();
    let dsig = dsk.sign(msg).to_bytes();
    let dph = dsk
        .sign_prehashed(Sha512::new_with_prefix(msg), Some(ctx))
        .expect("context of at most 255 bytes")
        .to_bytes();

    let sk = SigningKey::from_seed(&seed);
    assert_eq!(sk.verifying_key().to_bytes(), dvk.to_bytes(), "public key");
    assert_eq!(sk.sign(msg).to_bytes(), dsig, "Ed25519");
    assert_eq!(sk.sign_ph(ctx, msg).unwrap().to_bytes(), dph, "Ed25519ph");
    assert_eq!(
        SigningKey::from_keypair_bytes(&dsk.to_keypair_bytes()).as_ref(),
        Ok(&sk)
    );

    for b in backends() {
        let skb = SigningKey::from_seed_with_backend(b, &seed).unwrap();
        assert_eq!(skb, sk, "{b}: seed");
        assert_eq!(skb.verifying_key(), sk.verifying_key(), "{b}: public key");
        assert_eq!(
            skb.clone()
                .with_backend(b)
                .map(|k| k.sign(msg))
                .unwrap()
                .to_bytes(),
            dsig,
            "{b}"
        );
        assert_eq!(
            skb.clone()
                .with_backend(b)
                .and_then(|k| k.sign_ph(ctx, msg))
                .unwrap()
                .to_bytes(),
            dph,
            "{b}: Ed25519ph"
        );
    }

    // Both libraries accept the signature under each of their profiles.
    let vk = VerifyingKey::from_bytes(&dvk.to_bytes()).unwrap();
    let sig = Signature::from_bytes(&dsig);
    assert_eq!(vk.verify(msg, &sig), Ok(()));
    assert_eq!(vk.verify_strict(msg, &sig), Ok(()));
    assert_eq!(vk.verify_zip215(msg, &sig), Ok(()));
    assert_eq!(vk.verify_ph(ctx, msg, &Signature::from_bytes(&dph)), Ok(()));
    let dalek_sig = ed25519_dalek::Signature::from_bytes(&dsig);
    assert!(dvk.verify(msg, &dalek_sig).is_ok());
    assert!(dvk.verify_strict(msg, &dalek_sig).is_ok());

    // Ed25519ctx (context of 1 to 255 bytes): the model accepts it under
    // every profile, and it is not an Ed25519 or Ed25519ph signature.
    if !ctx.is_empty() {
        let cs = sk.sign_ctx(ctx, msg).unwrap();
        for b in backends() {
            let csb = SigningKey::from_seed_with_backend(b, &seed)
                .unwrap()
                .clone()
                .with_backend(b)
                .and_then(|k| k.sign_ctx(ctx, msg))
                .unwrap();
            assert_eq!(csb, cs, "{b}: Ed25519ctx");
        }
        assert_eq!(
            ed25519_oracle(&dvk.to_bytes(), &cs.to_bytes(), &dom2(0, ctx), msg),
            [true; 3],
            "Ed25519ctx vs the model"
        );
        assert_eq!(vk.verify_ctx(ctx, msg, &cs), Ok(()));
        assert!(vk.verify(msg, &cs).is_err());
        assert!(vk.verify_ph(ctx, msg, &cs).is_err());
    }
});
