//! Ed25519 rows: key generation, signing, the three verification profiles
//! and batch verification, against ed25519-dalek, ed25519-zebra (ZIP-215),
//! ring, aws-lc-rs, OpenSSL and libsodium.
//!
//! The reference is ed25519-dalek, itself checked against RFC 8032 test 1
//! ([`reference_self_check`]). Every implementation's output is compared with
//! it before timing: public keys and signatures byte for byte (Ed25519 is
//! deterministic), verifiers must accept the pool's valid signatures and
//! reject a corrupted one.

use crate::harness::{Impl, Kind, POOL, Row, fold, op};
use crate::rng::Rng;
use crate::rows::{CHECKED, hex, peer};
use ed25519_dalek::{Signer as _, Verifier as _};

/// ed25519-zebra's column (the ZIP-215 reference implementation).
pub const ZEBRA: &str = "zebra";

/// Message length of the sign and verify rows.
const MSG_LEN: usize = 64;

/// Batch sizes of the batch-verification rows.
pub const BATCH_SIZES: [usize; 5] = [4, 16, 64, 256, 1024];

/// Seeds, messages, public keys and signatures made by the reference.
#[derive(Clone)]
pub struct Pool {
    pub seeds: Vec<[u8; 32]>,
    pub msgs: Vec<Vec<u8>>,
    pub pks: Vec<[u8; 32]>,
    pub sigs: Vec<[u8; 64]>,
}

/// `n` seeded key/message/signature triples.
pub fn pool(seed: u64, label: &str, n: usize) -> Pool {
    let mut rng = Rng::new(seed, label);
    let seeds: Vec<[u8; 32]> = (0..n).map(|_| rng.bytes32()).collect();
    let msgs: Vec<Vec<u8>> = (0..n)
        .map(|_| {
            let mut m = rng.bytes32().to_vec();
            m.extend_from_slice(&rng.bytes32());
            m.truncate(MSG_LEN);
            m
        })
        .collect();
    let keys: Vec<_> = seeds
        .iter()
        .map(ed25519_dalek::SigningKey::from_bytes)
        .collect();
    let pks = keys.iter().map(|k| k.verifying_key().to_bytes()).collect();
    let sigs = keys
        .iter()
        .zip(&msgs)
        .map(|(k, m)| k.sign(m).to_bytes())
        .collect();
    Pool {
        seeds,
        msgs,
        pks,
        sigs,
    }
}

/// RFC 8032 section 7.1, TEST 1 (empty message): seed, public key, signature.
const RFC8032_TEST1: (&str, &str, &str) = (
    "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
    "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
);

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("valid hex constant"))
        .collect()
}

/// Checks ed25519-dalek against RFC 8032 TEST 1.
pub fn reference_self_check() -> Result<(), String> {
    let seed: [u8; 32] = unhex(RFC8032_TEST1.0).try_into().expect("32 bytes");
    let k = ed25519_dalek::SigningKey::from_bytes(&seed);
    if hex(&k.verifying_key().to_bytes()) != RFC8032_TEST1.1 {
        return Err("ed25519-dalek public key disagrees with RFC 8032 TEST 1".into());
    }
    if hex(&k.sign(b"").to_bytes()) != RFC8032_TEST1.2 {
        return Err("ed25519-dalek signature disagrees with RFC 8032 TEST 1".into());
    }
    Ok(())
}

// ------------------------------------------------------------------ checks

fn check_keygen(p: &Pool, f: impl Fn(&[u8; 32]) -> Result<[u8; 32], String>) -> Result<(), String> {
    for (s, want) in p.seeds.iter().zip(&p.pks).take(CHECKED) {
        let got = f(s)?;
        if &got != want {
            return Err(format!(
                "seed {}: public key {} want {}",
                hex(s),
                hex(&got),
                hex(want)
            ));
        }
    }
    Ok(())
}

/// `f(i)` signs message `i` with key `i` of the pool.
fn check_sign(p: &Pool, f: impl Fn(usize) -> Result<[u8; 64], String>) -> Result<(), String> {
    for i in 0..CHECKED {
        let got = f(i)?;
        if got != p.sigs[i] {
            return Err(format!(
                "seed {}: signature {} want {}",
                hex(&p.seeds[i]),
                hex(&got),
                hex(&p.sigs[i])
            ));
        }
    }
    Ok(())
}

/// `f(pk, msg, sig)` must accept the pool's signatures and reject each of
/// them with one bit of R, of S, of the message or of the key flipped.
pub fn check_verify(
    p: &Pool,
    f: impl Fn(&[u8; 32], &[u8], &[u8; 64]) -> bool,
) -> Result<(), String> {
    for i in 0..CHECKED {
        let (pk, m, s) = (&p.pks[i], &p.msgs[i][..], &p.sigs[i]);
        if !f(pk, m, s) {
            return Err(format!("rejects valid signature {}", hex(s)));
        }
        let mut bad_r = *s;
        bad_r[i % 32] ^= 1 << (i % 8);
        let mut bad_s = *s;
        bad_s[32 + i % 31] ^= 1 << (i % 8);
        let mut bad_m = m.to_vec();
        bad_m[i % MSG_LEN] ^= 1;
        let mut bad_pk = *pk;
        bad_pk[i % 31] ^= 1 << (i % 8);
        if f(pk, m, &bad_r) || f(pk, m, &bad_s) || f(pk, &bad_m, s) || f(&bad_pk, m, s) {
            return Err(format!("accepts a corruption of signature {}", hex(s)));
        }
    }
    Ok(())
}

/// `f(batch)` over the pool's first `n` signatures must accept them, and
/// reject the same batch with one signature of another message.
pub fn check_batch(
    p: &Pool,
    n: usize,
    f: impl Fn(&[&[u8]], &[[u8; 64]], &[[u8; 32]]) -> bool,
) -> Result<(), String> {
    let msgs: Vec<&[u8]> = p.msgs[..n].iter().map(|m| &m[..]).collect();
    if !f(&msgs, &p.sigs[..n], &p.pks[..n]) {
        return Err(format!("rejects a valid batch of {n}"));
    }
    let mut bad = msgs.clone();
    bad[n / 2] = &p.msgs[n];
    if f(&bad, &p.sigs[..n], &p.pks[..n]) {
        return Err(format!("accepts a batch of {n} with one wrong message"));
    }
    Ok(())
}

// ------------------------------------------------------------------- peers

fn dalek_verifying_key(pk: &[u8; 32]) -> Option<ed25519_dalek::VerifyingKey> {
    ed25519_dalek::VerifyingKey::from_bytes(pk).ok()
}

fn ring_verify(pk: &[u8; 32], m: &[u8], s: &[u8; 64]) -> bool {
    ring::signature::UnparsedPublicKey::new(&ring::signature::ED25519, pk)
        .verify(m, s)
        .is_ok()
}

fn aws_lc_verify(pk: &[u8; 32], m: &[u8], s: &[u8; 64]) -> bool {
    aws_lc_rs::signature::UnparsedPublicKey::new(&aws_lc_rs::signature::ED25519, pk)
        .verify(m, s)
        .is_ok()
}

fn openssl_verify(pk: &[u8; 32], m: &[u8], s: &[u8; 64]) -> bool {
    let Ok(key) = openssl::pkey::PKey::public_key_from_raw_bytes(pk, openssl::pkey::Id::ED25519)
    else {
        return false;
    };
    openssl::sign::Verifier::new_without_digest(&key)
        .and_then(|mut v| v.verify_oneshot(s, m))
        .unwrap_or(false)
}

fn sodium_verify(pk: &[u8; 32], m: &[u8], s: &[u8; 64]) -> bool {
    // SAFETY: s is 64 bytes and pk 32 as the function requires; m is valid
    // for m.len() bytes. libsodium was initialised in `main`.
    unsafe {
        libsodium_sys::crypto_sign_verify_detached(
            s.as_ptr(),
            m.as_ptr(),
            m.len() as u64,
            pk.as_ptr(),
        ) == 0
    }
}

/// libsodium's (public key, 64-byte secret key) from a seed.
fn sodium_keypair(seed: &[u8; 32]) -> Result<([u8; 32], [u8; 64]), String> {
    let (mut pk, mut sk) = ([0u8; 32], [0u8; 64]);
    // SAFETY: the buffers have the sizes crypto_sign_seed_keypair writes.
    let rc = unsafe {
        libsodium_sys::crypto_sign_seed_keypair(pk.as_mut_ptr(), sk.as_mut_ptr(), seed.as_ptr())
    };
    if rc != 0 {
        return Err("libsodium crypto_sign_seed_keypair failed".into());
    }
    Ok((pk, sk))
}

fn sodium_sign(sk: &[u8; 64], m: &[u8]) -> [u8; 64] {
    let mut sig = [0u8; 64];
    // SAFETY: sig has the 64 bytes written; a null length pointer is
    // allowed; m is valid for m.len() bytes; sk is libsodium's secret key.
    unsafe {
        libsodium_sys::crypto_sign_detached(
            sig.as_mut_ptr(),
            core::ptr::null_mut(),
            m.as_ptr(),
            m.len() as u64,
            sk.as_ptr(),
        );
    }
    sig
}

fn openssl_key(seed: &[u8; 32]) -> openssl::pkey::PKey<openssl::pkey::Private> {
    openssl::pkey::PKey::private_key_from_raw_bytes(seed, openssl::pkey::Id::ED25519)
        .expect("OpenSSL: Ed25519 private key import failed")
}

fn openssl_sign(key: &openssl::pkey::PKeyRef<openssl::pkey::Private>, m: &[u8]) -> [u8; 64] {
    let mut sig = [0u8; 64];
    let mut s = openssl::sign::Signer::new_without_digest(key).expect("OpenSSL: Signer");
    s.sign_oneshot(&mut sig, m).expect("OpenSSL: sign_oneshot");
    sig
}

fn sig64(s: &[u8]) -> Result<[u8; 64], String> {
    s.try_into()
        .map_err(|_| format!("signature of {} bytes", s.len()))
}

/// The peers' key generation columns: seed -> public key.
pub fn keygen_peers(p: &Pool) -> Vec<Impl> {
    let mut v = Vec::new();
    let (c, s) = (p.clone(), p.seeds.clone());
    v.push(Impl::new(
        peer::DALEK,
        Kind::Peer,
        move || {
            check_keygen(&c, |s| {
                Ok(ed25519_dalek::SigningKey::from_bytes(s)
                    .verifying_key()
                    .to_bytes())
            })
        },
        op(move |i| {
            fold(
                &ed25519_dalek::SigningKey::from_bytes(&s[i])
                    .verifying_key()
                    .to_bytes(),
            )
        }),
    ));
    let (c, s) = (p.clone(), p.seeds.clone());
    v.push(Impl::new(
        peer::RING,
        Kind::Peer,
        move || {
            check_keygen(&c, |s| {
                use ring::signature::KeyPair as _;
                let k = ring::signature::Ed25519KeyPair::from_seed_unchecked(s)
                    .map_err(|e| format!("ring: {e}"))?;
                k.public_key()
                    .as_ref()
                    .try_into()
                    .map_err(|_| "ring public key is not 32 bytes".into())
            })
        },
        op(move |i| {
            use ring::signature::KeyPair as _;
            let k = ring::signature::Ed25519KeyPair::from_seed_unchecked(&s[i])
                .expect("ring: from_seed_unchecked");
            fold(k.public_key().as_ref())
        }),
    ));
    let (c, s) = (p.clone(), p.seeds.clone());
    v.push(Impl::new(
        peer::AWS_LC,
        Kind::Peer,
        move || {
            check_keygen(&c, |s| {
                use aws_lc_rs::signature::KeyPair as _;
                let k = aws_lc_rs::signature::Ed25519KeyPair::from_seed_unchecked(s)
                    .map_err(|e| format!("aws-lc-rs: {e}"))?;
                k.public_key()
                    .as_ref()
                    .try_into()
                    .map_err(|_| "aws-lc-rs public key is not 32 bytes".into())
            })
        },
        op(move |i| {
            use aws_lc_rs::signature::KeyPair as _;
            let k = aws_lc_rs::signature::Ed25519KeyPair::from_seed_unchecked(&s[i])
                .expect("aws-lc-rs: from_seed_unchecked");
            fold(k.public_key().as_ref())
        }),
    ));
    let (c, s) = (p.clone(), p.seeds.clone());
    v.push(Impl::new(
        peer::OPENSSL,
        Kind::Peer,
        move || {
            check_keygen(&c, |s| {
                let pk = openssl_key(s)
                    .raw_public_key()
                    .map_err(|e| format!("OpenSSL: {e}"))?;
                pk.try_into()
                    .map_err(|_| "OpenSSL public key is not 32 bytes".into())
            })
        },
        op(move |i| {
            fold(
                &openssl_key(&s[i])
                    .raw_public_key()
                    .expect("OpenSSL: raw_public_key"),
            )
        }),
    ));
    let (c, s) = (p.clone(), p.seeds.clone());
    v.push(Impl::new(
        peer::SODIUM,
        Kind::Peer,
        move || check_keygen(&c, |s| sodium_keypair(s).map(|(pk, _)| pk)),
        op(move |i| fold(&sodium_keypair(&s[i]).expect("libsodium keypair").0)),
    ));
    v
}

/// The peers' signing columns: keys imported once, untimed.
pub fn sign_peers(p: &Pool) -> Vec<Impl> {
    let mut v = Vec::new();
    let keys: Vec<_> = p
        .seeds
        .iter()
        .map(ed25519_dalek::SigningKey::from_bytes)
        .collect();
    let (c, m) = (p.clone(), p.msgs.clone());
    let ck = keys.clone();
    v.push(Impl::new(
        peer::DALEK,
        Kind::Peer,
        move || check_sign(&c, |i| Ok(ck[i].sign(&c.msgs[i]).to_bytes())),
        op(move |i| fold(&keys[i].sign(&m[i]).to_bytes())),
    ));

    let ring_keys: Vec<_> = p
        .seeds
        .iter()
        .map(|s| ring::signature::Ed25519KeyPair::from_seed_unchecked(s).expect("ring: import"))
        .collect();
    let ring_keys = std::rc::Rc::new(ring_keys);
    let (c, m, ck) = (p.clone(), p.msgs.clone(), ring_keys.clone());
    v.push(Impl::new(
        peer::RING,
        Kind::Peer,
        move || check_sign(&c, |i| sig64(ck[i].sign(&c.msgs[i]).as_ref())),
        op(move |i| fold(ring_keys[i].sign(&m[i]).as_ref())),
    ));

    let aws_keys: Vec<_> = p
        .seeds
        .iter()
        .map(|s| {
            aws_lc_rs::signature::Ed25519KeyPair::from_seed_unchecked(s).expect("aws-lc: import")
        })
        .collect();
    let aws_keys = std::rc::Rc::new(aws_keys);
    let (c, m, ck) = (p.clone(), p.msgs.clone(), aws_keys.clone());
    v.push(Impl::new(
        peer::AWS_LC,
        Kind::Peer,
        move || check_sign(&c, |i| sig64(ck[i].sign(&c.msgs[i]).as_ref())),
        op(move |i| fold(aws_keys[i].sign(&m[i]).as_ref())),
    ));

    let ossl: std::rc::Rc<Vec<_>> = std::rc::Rc::new(p.seeds.iter().map(openssl_key).collect());
    let (c, m, ck) = (p.clone(), p.msgs.clone(), ossl.clone());
    v.push(Impl::new(
        peer::OPENSSL,
        Kind::Peer,
        move || check_sign(&c, |i| Ok(openssl_sign(&ck[i], &c.msgs[i]))),
        op(move |i| fold(&openssl_sign(&ossl[i], &m[i]))),
    ));

    let sk: Vec<[u8; 64]> = p
        .seeds
        .iter()
        .map(|s| sodium_keypair(s).expect("libsodium keypair").1)
        .collect();
    let (c, m, ck) = (p.clone(), p.msgs.clone(), sk.clone());
    v.push(Impl::new(
        peer::SODIUM,
        Kind::Peer,
        move || check_sign(&c, |i| Ok(sodium_sign(&ck[i], &c.msgs[i]))),
        op(move |i| fold(&sodium_sign(&sk[i], &m[i]))),
    ));
    v
}

/// One verifier column: `f(pk, msg, sig)` on the pool, checked first.
pub fn verify_impl(
    name: &str,
    kind: Kind,
    p: &Pool,
    f: impl Fn(&[u8; 32], &[u8], &[u8; 64]) -> bool + Clone + 'static,
) -> Impl {
    let c = p.clone();
    let g = f.clone();
    let p = p.clone();
    Impl::new(
        name,
        kind,
        move || check_verify(&c, &g),
        op(move |i| u64::from(f(&p.pks[i], &p.msgs[i], &p.sigs[i]))),
    )
}

/// The peers of the RFC 8032 `verify` row (each library's usual verify;
/// their acceptance rules differ on edge cases, not on valid signatures).
pub fn verify_peers(p: &Pool) -> Vec<Impl> {
    vec![
        verify_impl(peer::DALEK, Kind::Peer, p, |pk, m, s| {
            dalek_verifying_key(pk).is_some_and(|k| {
                k.verify(m, &ed25519_dalek::Signature::from_bytes(s))
                    .is_ok()
            })
        }),
        verify_impl(peer::RING, Kind::Peer, p, ring_verify),
        verify_impl(peer::AWS_LC, Kind::Peer, p, aws_lc_verify),
        verify_impl(peer::OPENSSL, Kind::Peer, p, openssl_verify),
        verify_impl(peer::SODIUM, Kind::Peer, p, sodium_verify),
    ]
}

/// The peers of the `verify_strict` row: dalek's verify_strict and
/// libsodium (which rejects small-order A and R the same way).
pub fn verify_strict_peers(p: &Pool) -> Vec<Impl> {
    vec![
        verify_impl(peer::DALEK, Kind::Peer, p, |pk, m, s| {
            dalek_verifying_key(pk).is_some_and(|k| {
                k.verify_strict(m, &ed25519_dalek::Signature::from_bytes(s))
                    .is_ok()
            })
        }),
        verify_impl(peer::SODIUM, Kind::Peer, p, sodium_verify),
    ]
}

fn zebra_verify(pk: &[u8; 32], m: &[u8], s: &[u8; 64]) -> bool {
    ed25519_zebra::VerificationKey::try_from(*pk).is_ok_and(|k| {
        k.verify(&ed25519_zebra::Signature::from_bytes(s), m)
            .is_ok()
    })
}

/// The peer of the `verify_zip215` row: ed25519-zebra, ZIP-215's own
/// implementation.
pub fn verify_zip215_peers(p: &Pool) -> Vec<Impl> {
    vec![verify_impl(ZEBRA, Kind::Peer, p, zebra_verify)]
}

/// A CSPRNG for the peers' batch verifiers (their random coefficients).
struct OsRng;

impl rand_core_010::TryRng for OsRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        let mut b = [0u8; 4];
        self.try_fill_bytes(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0u8; 8];
        self.try_fill_bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        getrandom::fill(dst).expect("OS randomness");
        Ok(())
    }
}

impl rand_core_010::TryCryptoRng for OsRng {}

fn dalek_batch(msgs: &[&[u8]], sigs: &[[u8; 64]], pks: &[[u8; 32]]) -> bool {
    let sigs: Vec<_> = sigs
        .iter()
        .map(ed25519_dalek::Signature::from_bytes)
        .collect();
    let Some(keys) = pks
        .iter()
        .map(dalek_verifying_key)
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    ed25519_dalek::verify_batch(msgs, &sigs, &keys).is_ok()
}

fn zebra_batch(msgs: &[&[u8]], sigs: &[[u8; 64]], pks: &[[u8; 32]]) -> bool {
    let mut v = ed25519_zebra::batch::Verifier::new();
    for ((m, s), pk) in msgs.iter().zip(sigs).zip(pks) {
        v.queue((
            ed25519_zebra::VerificationKeyBytes::from(*pk),
            ed25519_zebra::Signature::from_bytes(s),
            m,
        ));
    }
    v.verify(OsRng).is_ok()
}

/// One batch column: `f(msgs, sigs, pks)` over `n` consecutive pool
/// entries starting at input `i`, checked first.
pub fn batch_impl(
    name: &str,
    kind: Kind,
    p: &Pool,
    n: usize,
    f: impl Fn(&[&[u8]], &[[u8; 64]], &[[u8; 32]]) -> bool + Clone + 'static,
) -> Impl {
    let c = p.clone();
    let g = f.clone();
    let p = p.clone();
    Impl::new(
        name,
        kind,
        move || check_batch(&c, n, &g),
        op(move |i| {
            let msgs: Vec<&[u8]> = p.msgs[i..i + n].iter().map(|m| &m[..]).collect();
            u64::from(f(&msgs, &p.sigs[i..i + n], &p.pks[i..i + n]))
        }),
    )
}

/// The peers of the batch rows.
pub fn batch_peers(p: &Pool, n: usize) -> Vec<Impl> {
    vec![
        batch_impl(peer::DALEK, Kind::Peer, p, n, dalek_batch),
        batch_impl(ZEBRA, Kind::Peer, p, n, zebra_batch),
    ]
}

/// The batch rows' pool: batch `i` is entries `i..i + n`.
pub fn batch_pool(seed: u64) -> Pool {
    pool(seed, "ed25519/batch", BATCH_SIZES[4] + POOL)
}

// --------------------------------------------------------------- velocurve

use crate::rows::velocurve_columns;
use velocurve::backend::Backend;
use velocurve::ed25519::{Signature, SigningKey, VerifyingKey};

/// The backend of a velocurve column (`None`: the automatic choice). Auto
/// and forced columns run the same calls, with a different argument.
fn be(b: Option<Backend>) -> Backend {
    b.unwrap_or(Backend::Auto)
}

fn velo_signing_key(b: Option<Backend>, seed: &[u8; 32]) -> Result<SigningKey, String> {
    SigningKey::from_seed_with_backend(be(b), seed).map_err(|e| e.to_string())
}

fn velo_keygen(b: Option<Backend>, seed: &[u8; 32]) -> Result<[u8; 32], String> {
    Ok(velo_signing_key(b, seed)?.verifying_key().to_bytes())
}

/// Signs with a key made on the column's backend (which it keeps).
fn velo_sign(k: &SigningKey, m: &[u8]) -> [u8; 64] {
    k.sign(m).to_bytes()
}

/// The verification profiles, for [`velo_verify`].
#[derive(Clone, Copy)]
enum Profile {
    Rfc8032,
    Strict,
    Zip215,
}

/// Decodes the public key and verifies, both in the timed call (as the
/// peers do).
fn velo_verify(
    b: Option<Backend>,
    profile: Profile,
    pk: &[u8; 32],
    m: &[u8],
    s: &[u8; 64],
) -> bool {
    let sig = Signature::from_bytes(s);
    let Ok(k) = VerifyingKey::from_bytes_with_backend(be(b), pk) else {
        return false;
    };
    match profile {
        Profile::Rfc8032 => k.verify(m, &sig).is_ok(),
        Profile::Strict => k.verify_strict(m, &sig).is_ok(),
        Profile::Zip215 => k.verify_zip215(m, &sig).is_ok(),
    }
}

/// Decodes the public keys (together, `VerifyingKey::from_bytes_batch`)
/// and verifies the batch, both in the timed call (as the peers do).
fn velo_batch(b: Option<Backend>, msgs: &[&[u8]], sigs: &[[u8; 64]], pks: &[[u8; 32]]) -> bool {
    let sigs: Vec<Signature> = sigs.iter().map(Signature::from_bytes).collect();
    let decoded = VerifyingKey::from_bytes_batch_with_backend(be(b), pks);
    let Ok(keys) = decoded.into_iter().collect::<Result<Vec<_>, _>>() else {
        return false;
    };
    velocurve::ed25519::verify_batch_with_backend(be(b), msgs, &sigs, &keys).is_ok()
}

fn batch_velocurve(p: &Pool, n: usize) -> Vec<Impl> {
    velocurve_columns(|b| {
        let imp = batch_impl("", Kind::Peer, p, n, move |m, s, k| velo_batch(b, m, s, k));
        (imp.check, imp.op)
    })
}

fn keygen_velocurve(p: &Pool) -> Vec<Impl> {
    velocurve_columns(|b| {
        let (c, s) = (p.clone(), p.seeds.clone());
        let check = move || check_keygen(&c, |s| velo_keygen(b, s));
        let o = op(move |i| fold(&velo_keygen(b, &s[i]).expect("backend was checked")));
        (check, o)
    })
}

fn sign_velocurve(p: &Pool) -> Vec<Impl> {
    velocurve_columns(|b| {
        let keys: std::rc::Rc<Vec<SigningKey>> = std::rc::Rc::new(
            p.seeds
                .iter()
                .map(|s| velo_signing_key(b, s).unwrap_or_else(|_| SigningKey::from_seed(s)))
                .collect(),
        );
        let (c, ck) = (p.clone(), keys.clone());
        let check = move || check_sign(&c, |i| Ok(velo_sign(&ck[i], &c.msgs[i])));
        let m = p.msgs.clone();
        let o = op(move |i| fold(&velo_sign(&keys[i], &m[i])));
        (check, o)
    })
}

fn verify_velocurve(p: &Pool, profile: Profile) -> Vec<Impl> {
    velocurve_columns(|b| {
        let imp = verify_impl("", Kind::Peer, p, move |pk, m, s| {
            velo_verify(b, profile, pk, m, s)
        });
        (imp.check, imp.op)
    })
}

// -------------------------------------------------------------------- rows

/// velocurve's columns, then the peers'.
fn joined(mut velocurve: Vec<Impl>, peers: Vec<Impl>) -> Vec<Impl> {
    velocurve.extend(peers);
    velocurve
}

/// Every Ed25519 row, in table order.
pub fn rows(seed: u64) -> Vec<Row> {
    let p = pool(seed, "ed25519/single", POOL);
    let b = batch_pool(seed);
    let mut out = vec![
        Row {
            id: "ed25519/keygen",
            title: "Ed25519 keygen",
            ops_per_call: 1,
            note: "public key from a 32-byte seed (RFC 8032 expansion + [a]B + encoding)".into(),
            impls: joined(keygen_velocurve(&p), keygen_peers(&p)),
        },
        Row {
            id: "ed25519/sign",
            title: "Ed25519 sign",
            ops_per_call: 1,
            note: format!("{MSG_LEN}-byte message, key imported before timing"),
            impls: joined(sign_velocurve(&p), sign_peers(&p)),
        },
        Row {
            id: "ed25519/verify",
            title: "Ed25519 verify",
            ops_per_call: 1,
            note: "RFC 8032 profile; public key decoded in the call; each peer's usual verify"
                .into(),
            impls: joined(verify_velocurve(&p, Profile::Rfc8032), verify_peers(&p)),
        },
        Row {
            id: "ed25519/verify_strict",
            title: "Ed25519 verify_strict",
            ops_per_call: 1,
            note: "rejects small-order A and R; peers: dalek verify_strict, libsodium".into(),
            impls: joined(
                verify_velocurve(&p, Profile::Strict),
                verify_strict_peers(&p),
            ),
        },
        Row {
            id: "ed25519/verify_zip215",
            title: "Ed25519 verify_zip215",
            ops_per_call: 1,
            note: "ZIP-215 (cofactored, permissive decoding); peer: ed25519-zebra".into(),
            impls: joined(
                verify_velocurve(&p, Profile::Zip215),
                verify_zip215_peers(&p),
            ),
        },
    ];
    for (n, id, title) in [
        (4, "ed25519/batch4", "Ed25519 batch 4, per sig"),
        (16, "ed25519/batch16", "Ed25519 batch 16, per sig"),
        (64, "ed25519/batch64", "Ed25519 batch 64, per sig"),
        (256, "ed25519/batch256", "Ed25519 batch 256, per sig"),
        (1024, "ed25519/batch1024", "Ed25519 batch 1024, per sig"),
    ] {
        out.push(Row {
            id,
            title,
            ops_per_call: n as u32,
            note: "public keys decoded in the call; ZIP-215 verdict (dalek: cofactorless)".into(),
            impls: joined(batch_velocurve(&b, n), batch_peers(&b, n)),
        });
    }
    out
}
