//! The ECDSA rows: signing and verification of a 32-byte message on P-256,
//! P-384, P-521, P-224, P-192 and secp256k1 (`pNNN/sign`, `pNNN/verify`,
//! `secp256k1/sign`, `secp256k1/verify`), velocurve beside ring (P-256,
//! P-384), aws-lc-rs (P-256, P-384, P-521, secp256k1), OpenSSL (all six,
//! `EcdsaSig` on the curve's hash), RustCrypto's curve crates (0.13; P-192
//! verifies only) and libsecp256k1 (the `secp256k1` crate, secp256k1 only).
//!
//! Every column hashes the message with the curve's hash (SHA-256; SHA-224
//! for P-224, SHA-384 for P-384, SHA-512 for P-521) inside the timed call.
//! Keys are imported and, for verification, public keys decoded and
//! signatures parsed before timing (ring and aws-lc-rs take them as bytes
//! in the call: their parsing is timed, as in their API).
//!
//! The reference is OpenSSL, itself checked against the CAVP ECDH vectors
//! (`nist_rows::reference_self_check`) and, through the differential tests
//! of `velocurve/tests/ecdsa.rs`, against RustCrypto: every signing
//! column's signatures of the first pool messages must verify under
//! OpenSSL; every verifying column must accept the pool's signatures (made
//! by OpenSSL, `s` normalised to the low half so that libsecp256k1, which
//! requires it, accepts them) and reject each with its message changed.

use crate::harness::{Impl, Kind, POOL, Row, fold, op};
use crate::rng::Rng;
use crate::rows::{CHECKED, hex, peer};
use openssl::bn::{BigNum, BigNumContext};
use openssl::ec::{EcGroup, EcKey, EcPoint, PointConversionForm};
use openssl::ecdsa::EcdsaSig;
use openssl::hash::{MessageDigest, hash};
use openssl::nid::Nid;
use openssl::pkey::{Private, Public};
use velocurve::backend::Backend;
use velocurve::ecdh::{P192, P224, P256, P384, P521, Secp256k1};
use velocurve::ecdsa::{EcdsaCurve, Signature, SigningKey, VerifyingKey};

/// Column name of libsecp256k1.
const LIBSECP256K1: &str = "libsecp256k1";

/// Message bytes.
const MSG: usize = 32;

/// A signer prepared for the pool's keys: `(i, message)` to the P1363
/// signature under key `i`.
type Signer = Box<dyn Fn(usize, &[u8]) -> Vec<u8>>;
/// A verifier prepared for the pool's public keys and signatures: `(i,
/// message)` to whether signature `i` verifies under key `i`.
type Verifier = Box<dyn Fn(usize, &[u8]) -> bool>;
/// Big-endian scalars (and a backend) to a [`Signer`].
type MakeSigner = fn(&[Vec<u8>], Option<Backend>) -> Result<Signer, String>;
/// SEC1 points and P1363 signatures (and a backend) to a [`Verifier`].
type MakeVerifier = fn(&[Vec<u8>], &[Vec<u8>], Option<Backend>) -> Result<Verifier, String>;

/// A peer's column: its name, its signer (if it signs) and its verifier.
type Peer = (&'static str, Option<MakeSigner>, MakeVerifier);

/// One curve's rows.
struct Spec {
    /// Row id prefix (`p256`).
    id: &'static str,
    name: &'static str,
    /// Bytes of a scalar.
    len: usize,
    nid: Nid,
    digest: fn() -> MessageDigest,
    velocurve: (MakeSigner, MakeVerifier),
    peers: Vec<Peer>,
}

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// `parse` of every input (untimed setup), the first error as text.
fn parse_all<T, E: std::fmt::Display>(
    inputs: &[Vec<u8>],
    parse: impl Fn(&[u8]) -> Result<T, E>,
) -> Result<Vec<T>, String> {
    inputs.iter().map(|x| parse(x).map_err(err)).collect()
}

/// velocurve's signer and verifier on `C` (on backend `b`; `None`: auto).
fn vc_signer<C: EcdsaCurve>(keys: &[Vec<u8>], b: Option<Backend>) -> Result<Signer, String> {
    let keys = parse_all(keys, |k| {
        let k = SigningKey::<C>::from_slice(k)?;
        match b {
            Some(b) => k.with_backend(b),
            None => Ok(k),
        }
    })?;
    Ok(Box::new(move |i, m| {
        keys[i].sign(m).to_bytes().as_ref().to_vec()
    }))
}

fn vc_verifier<C: EcdsaCurve>(
    points: &[Vec<u8>],
    sigs: &[Vec<u8>],
    b: Option<Backend>,
) -> Result<Verifier, String> {
    let keys = parse_all(points, |p| {
        let k = VerifyingKey::<C>::from_sec1_bytes(p)?;
        match b {
            Some(b) => k.with_backend(b),
            None => Ok(k),
        }
    })?;
    let sigs = parse_all(sigs, Signature::<C>::from_slice)?;
    Ok(Box::new(move |i, m| keys[i].verify(m, &sigs[i]).is_ok()))
}

/// RustCrypto's signer and verifier of one curve crate.
macro_rules! rustcrypto {
    ($c:ident) => {{
        fn signer(keys: &[Vec<u8>], _: Option<Backend>) -> Result<Signer, String> {
            use $c::ecdsa::signature::Signer as _;
            let keys = parse_all(keys, $c::ecdsa::SigningKey::from_slice)?;
            Ok(Box::new(move |i, m| {
                let s: $c::ecdsa::Signature = keys[i].sign(m);
                s.to_bytes().to_vec()
            }))
        }
        fn verifier(
            points: &[Vec<u8>],
            sigs: &[Vec<u8>],
            _: Option<Backend>,
        ) -> Result<Verifier, String> {
            use $c::ecdsa::signature::Verifier as _;
            let keys = parse_all(points, $c::ecdsa::VerifyingKey::from_sec1_bytes)?;
            let sigs = parse_all(sigs, $c::ecdsa::Signature::from_slice)?;
            Ok(Box::new(move |i, m| keys[i].verify(m, &sigs[i]).is_ok()))
        }
        (
            crate::nist_rows::RUSTCRYPTO,
            Some(signer as MakeSigner),
            verifier as MakeVerifier,
        )
    }};
}

/// P-192: RustCrypto's `p192` verifies only (no hash of its own): SHA-256
/// here, then the prehash verification.
fn p192_verifier(
    points: &[Vec<u8>],
    sigs: &[Vec<u8>],
    _: Option<Backend>,
) -> Result<Verifier, String> {
    use p192::ecdsa::signature::hazmat::PrehashVerifier;
    let keys = parse_all(points, p192::ecdsa::VerifyingKey::from_sec1_bytes)?;
    let sigs = parse_all(sigs, p192::ecdsa::Signature::from_slice)?;
    Ok(Box::new(move |i, m| {
        let d = openssl::sha::sha256(m);
        keys[i].verify_prehash(&d, &sigs[i]).is_ok()
    }))
}

/// ring's or aws-lc-rs's signer and verifier for their algorithms.
macro_rules! ring_like {
    ($column:expr, $krate:ident, $nid:ident, $sign:ident, $verify:ident, $($rng:expr)?) => {{
        fn signer(keys: &[Vec<u8>], _: Option<Backend>) -> Result<Signer, String> {
            use $krate::signature::{EcdsaKeyPair, $sign};
            let rng = $krate::rand::SystemRandom::new();
            let pairs = parse_all(keys, |k| {
                let public = ref_public(Nid::$nid, k)?;
                EcdsaKeyPair::from_private_key_and_public_key(&$sign, k, &public $(, $rng)?)
                    .map_err(|e| format!("{}: {e}", stringify!($krate)))
            })?;
            Ok(Box::new(move |i, m| {
                pairs[i]
                    .sign(&rng, m)
                    .expect("signing does not fail")
                    .as_ref()
                    .to_vec()
            }))
        }
        fn verifier(points: &[Vec<u8>], sigs: &[Vec<u8>], _: Option<Backend>) -> Result<Verifier, String> {
            use $krate::signature::{UnparsedPublicKey, $verify};
            let (points, sigs) = (points.to_vec(), sigs.to_vec());
            Ok(Box::new(move |i, m| {
                UnparsedPublicKey::new(&$verify, &points[i])
                    .verify(m, &sigs[i])
                    .is_ok()
            }))
        }
        ($column, Some(signer as MakeSigner), verifier as MakeVerifier)
    }};
}

/// OpenSSL's signer and verifier on `nid` with `md`.
macro_rules! ossl {
    ($nid:ident, $md:ident, $len:expr) => {{
        fn signer(keys: &[Vec<u8>], _: Option<Backend>) -> Result<Signer, String> {
            let keys = parse_all(keys, |k| ossl_private(Nid::$nid, k))?;
            Ok(Box::new(move |i, m| {
                let d = hash(MessageDigest::$md(), m).expect("hash");
                let s = EcdsaSig::sign(&d, &keys[i]).expect("OpenSSL signs");
                p1363(&s, $len)
            }))
        }
        fn verifier(
            points: &[Vec<u8>],
            sigs: &[Vec<u8>],
            _: Option<Backend>,
        ) -> Result<Verifier, String> {
            let keys = parse_all(points, |p| ossl_public(Nid::$nid, p))?;
            let sigs = parse_all(sigs, ossl_sig)?;
            Ok(Box::new(move |i, m| {
                let d = hash(MessageDigest::$md(), m).expect("hash");
                sigs[i].verify(&d, &keys[i]).unwrap_or(false)
            }))
        }
        (
            peer::OPENSSL,
            Some(signer as MakeSigner),
            verifier as MakeVerifier,
        )
    }};
}

/// libsecp256k1 (the `secp256k1` crate): SHA-256, then its ECDSA.
fn libsecp_signer(keys: &[Vec<u8>], _: Option<Backend>) -> Result<Signer, String> {
    use libsecp256k1::{Message, Secp256k1, SecretKey};
    let ctx = Secp256k1::signing_only();
    let keys = parse_all(keys, |k| {
        <[u8; 32]>::try_from(k)
            .map_err(err)
            .and_then(|k| SecretKey::from_byte_array(k).map_err(err))
    })?;
    Ok(Box::new(move |i, m| {
        let d = Message::from_digest(openssl::sha::sha256(m));
        ctx.sign_ecdsa(d, &keys[i]).serialize_compact().to_vec()
    }))
}

fn libsecp_verifier(
    points: &[Vec<u8>],
    sigs: &[Vec<u8>],
    _: Option<Backend>,
) -> Result<Verifier, String> {
    use libsecp256k1::{Message, PublicKey, Secp256k1, ecdsa};
    let ctx = Secp256k1::verification_only();
    let keys = parse_all(points, PublicKey::from_slice)?;
    let sigs = parse_all(sigs, ecdsa::Signature::from_compact)?;
    Ok(Box::new(move |i, m| {
        let d = Message::from_digest(openssl::sha::sha256(m));
        ctx.verify_ecdsa(d, &sigs[i], &keys[i]).is_ok()
    }))
}

/// One curve's [`Spec`]: velocurve's module `$m` and curve type `$c`, the
/// name, OpenSSL's NID and hash, RustCrypto's column, and ring's and
/// aws-lc-rs's algorithms where they have the curve (then any other peer).
macro_rules! spec {
    ($m:ident, $c:ident, $name:literal, $nid:ident, $md:ident, rustcrypto $rc:expr
     $(, ring $rs:ident / $rv:ident)? $(, aws $as_:ident / $av:ident)? $(, also $extra:expr)?) => {{
        let len = velocurve::$m::SECRET_KEY_BYTES;
        let mut peers: Vec<Peer> = Vec::new();
        $(peers.push(ring_like!(peer::RING, ring, $nid, $rs, $rv, &ring::rand::SystemRandom::new()));)?
        $(peers.push(ring_like!(peer::AWS_LC, aws_lc_rs, $nid, $as_, $av,));)?
        peers.push(ossl!($nid, $md, velocurve::$m::SECRET_KEY_BYTES));
        peers.push($rc);
        $(peers.push($extra);)?
        Spec {
            id: stringify!($m),
            name: $name,
            len,
            nid: Nid::$nid,
            digest: MessageDigest::$md,
            velocurve: (vc_signer::<$c>, vc_verifier::<$c>),
            peers,
        }
    }};
}

fn specs() -> Vec<Spec> {
    vec![
        spec!(p256, P256, "P-256", X9_62_PRIME256V1, sha256, rustcrypto rustcrypto!(p256),
            ring ECDSA_P256_SHA256_FIXED_SIGNING / ECDSA_P256_SHA256_FIXED,
            aws ECDSA_P256_SHA256_FIXED_SIGNING / ECDSA_P256_SHA256_FIXED),
        spec!(p384, P384, "P-384", SECP384R1, sha384, rustcrypto rustcrypto!(p384),
            ring ECDSA_P384_SHA384_FIXED_SIGNING / ECDSA_P384_SHA384_FIXED,
            aws ECDSA_P384_SHA384_FIXED_SIGNING / ECDSA_P384_SHA384_FIXED),
        spec!(p521, P521, "P-521", SECP521R1, sha512, rustcrypto rustcrypto!(p521),
            aws ECDSA_P521_SHA512_FIXED_SIGNING / ECDSA_P521_SHA512_FIXED),
        spec!(p224, P224, "P-224", SECP224R1, sha224, rustcrypto rustcrypto!(p224)),
        spec!(
            p192,
            P192,
            "P-192",
            X9_62_PRIME192V1,
            sha256,
            rustcrypto(
                crate::nist_rows::RUSTCRYPTO,
                None,
                p192_verifier as MakeVerifier
            )
        ),
        spec!(secp256k1, Secp256k1, "secp256k1", SECP256K1, sha256, rustcrypto rustcrypto!(secp256k1),
            aws ECDSA_P256K1_SHA256_FIXED_SIGNING / ECDSA_P256K1_SHA256_FIXED,
            also (LIBSECP256K1, Some(libsecp_signer as MakeSigner), libsecp_verifier as MakeVerifier)),
    ]
}

fn ossl_err(what: &'static str) -> impl Fn(openssl::error::ErrorStack) -> String {
    move |e| format!("OpenSSL {what}: {e}")
}

/// `[k] G` of OpenSSL, SEC1 uncompressed, and the key pair.
fn ossl_private(nid: Nid, k: &[u8]) -> Result<EcKey<Private>, String> {
    let group = EcGroup::from_curve_name(nid).map_err(ossl_err("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl_err("ctx"))?;
    let d = BigNum::from_slice(k).map_err(ossl_err("bn"))?;
    let mut q = EcPoint::new(&group).map_err(ossl_err("point"))?;
    q.mul_generator2(&group, &d, &mut ctx)
        .map_err(ossl_err("mul"))?;
    EcKey::from_private_components(&group, &d, &q).map_err(ossl_err("key"))
}

fn ref_public(nid: Nid, k: &[u8]) -> Result<Vec<u8>, String> {
    let key = ossl_private(nid, k)?;
    let mut ctx = BigNumContext::new().map_err(ossl_err("ctx"))?;
    key.public_key()
        .to_bytes(key.group(), PointConversionForm::UNCOMPRESSED, &mut ctx)
        .map_err(ossl_err("encode"))
}

fn ossl_public(nid: Nid, sec1: &[u8]) -> Result<EcKey<Public>, String> {
    let group = EcGroup::from_curve_name(nid).map_err(ossl_err("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl_err("ctx"))?;
    let q = EcPoint::from_bytes(&group, sec1, &mut ctx).map_err(ossl_err("decode"))?;
    EcKey::from_public_key(&group, &q).map_err(ossl_err("key"))
}

/// A P1363 signature as OpenSSL's.
fn ossl_sig(s: &[u8]) -> Result<EcdsaSig, String> {
    let (r, s) = s.split_at(s.len() / 2);
    EcdsaSig::from_private_components(
        BigNum::from_slice(r).map_err(ossl_err("bn"))?,
        BigNum::from_slice(s).map_err(ossl_err("bn"))?,
    )
    .map_err(ossl_err("sig"))
}

/// OpenSSL's signature as P1363 of `len`-byte halves.
fn p1363(s: &EcdsaSig, len: usize) -> Vec<u8> {
    let half = |b: &openssl::bn::BigNumRef| b.to_vec_padded(len as i32).expect("fits");
    [half(s.r()), half(s.s())].concat()
}

/// The group order, big-endian.
fn order(nid: Nid, len: usize) -> Vec<u8> {
    let group = EcGroup::from_curve_name(nid).expect("OpenSSL knows the curve");
    let mut ctx = BigNumContext::new().expect("ctx");
    let mut n = BigNum::new().expect("bn");
    group.order(&mut n, &mut ctx).expect("order");
    n.to_vec_padded(len as i32).expect("fits")
}

/// The row inputs: keys (big-endian, uniform in `1 ..= n - 1`), their
/// public keys, messages, and OpenSSL's signatures with low `s`.
struct Inputs {
    keys: Vec<Vec<u8>>,
    points: Vec<Vec<u8>>,
    msgs: Vec<Vec<u8>>,
    sigs: Vec<Vec<u8>>,
}

fn inputs(s: &Spec, rng: &mut Rng) -> Inputs {
    let n = order(s.nid, s.len);
    let nb = BigNum::from_slice(&n).expect("bn");
    let mut half = BigNum::new().expect("bn");
    half.rshift1(&nb).expect("shift");
    let mask = u8::MAX >> n[0].leading_zeros();
    let mut inp = Inputs {
        keys: Vec::new(),
        points: Vec::new(),
        msgs: Vec::new(),
        sigs: Vec::new(),
    };
    while inp.keys.len() < POOL {
        let mut k = Vec::new();
        while k.len() < s.len {
            k.extend_from_slice(&rng.bytes32());
        }
        k.truncate(s.len);
        k[0] &= mask;
        if k.iter().all(|&b| b == 0) || k >= n {
            continue;
        }
        let key = ossl_private(s.nid, &k).expect("OpenSSL key");
        let msg = rng.bytes32().to_vec();
        let d = hash((s.digest)(), &msg).expect("hash");
        let sig = EcdsaSig::sign(&d, &key).expect("OpenSSL signs");
        let mut low = BigNum::new().expect("bn");
        if sig.s() > &*half {
            low.checked_sub(&nb, sig.s()).expect("n - s");
        } else {
            low = sig.s().to_owned().expect("bn");
        }
        let sig =
            EcdsaSig::from_private_components(sig.r().to_owned().expect("bn"), low).expect("sig");
        inp.points.push(ref_public(s.nid, &k).expect("public key"));
        inp.sigs.push(p1363(&sig, s.len));
        inp.msgs.push(msg);
        inp.keys.push(k);
    }
    inp
}

/// Whether `sig` (P1363) is OpenSSL-valid for `msg` under `point`.
fn ref_verify(s: &Spec, point: &[u8], msg: &[u8], sig: &[u8]) -> Result<bool, String> {
    let d = hash((s.digest)(), msg).map_err(ossl_err("hash"))?;
    let key = ossl_public(s.nid, point)?;
    ossl_sig(sig)?.verify(&d, &key).map_err(ossl_err("verify"))
}

/// The first pool signatures of `signer` verify under OpenSSL.
fn check_signer(s: &Spec, inp: &Inputs, signer: &Signer) -> Result<(), String> {
    for i in 0..CHECKED {
        let sig = signer(i, &inp.msgs[i]);
        if !ref_verify(s, &inp.points[i], &inp.msgs[i], &sig)? {
            return Err(format!(
                "signature {} of message {} under key {} does not verify under OpenSSL",
                hex(&sig),
                hex(&inp.msgs[i]),
                hex(&inp.points[i])
            ));
        }
    }
    Ok(())
}

/// `verifier` accepts the first pool signatures and rejects them for a
/// changed message.
fn check_verifier(inp: &Inputs, verifier: &Verifier) -> Result<(), String> {
    for i in 0..CHECKED {
        if !verifier(i, &inp.msgs[i]) {
            return Err(format!("rejects the valid signature {}", hex(&inp.sigs[i])));
        }
        let mut m = inp.msgs[i].clone();
        m[0] ^= 1;
        if verifier(i, &m) {
            return Err(format!(
                "accepts {} for a changed message",
                hex(&inp.sigs[i])
            ));
        }
    }
    Ok(())
}

/// A prepared signer or verifier as a checked [`Impl`].
fn sign_impl(
    name: String,
    kind: Kind,
    s: &std::rc::Rc<Spec>,
    inp: &std::rc::Rc<Inputs>,
    made: Result<Signer, String>,
) -> Impl {
    match made {
        Err(e) => Impl::new(name, kind, move || Err(e.clone()), op(|_| 0)),
        Ok(f) => {
            let f = std::rc::Rc::new(f);
            let (s2, i2, f2) = (s.clone(), inp.clone(), f.clone());
            let inp = inp.clone();
            Impl::new(
                name,
                kind,
                move || check_signer(&s2, &i2, &f2),
                op(move |i| fold(&f(i, &inp.msgs[i]))),
            )
        }
    }
}

fn verify_impl(
    name: String,
    kind: Kind,
    inp: &std::rc::Rc<Inputs>,
    made: Result<Verifier, String>,
) -> Impl {
    match made {
        Err(e) => Impl::new(name, kind, move || Err(e.clone()), op(|_| 0)),
        Ok(f) => {
            let f = std::rc::Rc::new(f);
            let (i2, f2) = (inp.clone(), f.clone());
            let inp = inp.clone();
            Impl::new(
                name,
                kind,
                move || check_verifier(&i2, &f2),
                op(move |i| u64::from(f(i, &inp.msgs[i]))),
            )
        }
    }
}

/// The rows, in table order: each curve's sign and verify.
pub fn rows(seed: u64) -> Vec<Row> {
    specs()
        .into_iter()
        .flat_map(|s| {
            let s = std::rc::Rc::new(s);
            let sign_id: &'static str = Box::leak(format!("{}/sign", s.id).into_boxed_str());
            let verify_id: &'static str = Box::leak(format!("{}/verify", s.id).into_boxed_str());
            let inp = std::rc::Rc::new(inputs(&s, &mut Rng::new(seed, sign_id)));
            let (vs, vv) = s.velocurve;
            let mut sign: Vec<Impl> = Vec::new();
            let mut verify: Vec<Impl> = Vec::new();
            let columns = std::iter::once(None)
                .chain(Backend::ALL.iter().map(|&b| Some(b)));
            for b in columns {
                let name = crate::rows::velocurve_column(b);
                let kind = if b.is_none() { Kind::VelocurveAuto } else { Kind::VelocurveForced };
                if let Some(b) = b.filter(|b| !b.is_supported()) {
                    let _ = b;
                    sign.push(Impl::skipped(name.clone(), kind, "not supported by this CPU"));
                    verify.push(Impl::skipped(name, kind, "not supported by this CPU"));
                    continue;
                }
                sign.push(sign_impl(name.clone(), kind, &s, &inp, vs(&inp.keys, b)));
                verify.push(verify_impl(name, kind, &inp, vv(&inp.points, &inp.sigs, b)));
            }
            for (name, signer, verifier) in &s.peers {
                if let Some(make) = signer {
                    sign.push(sign_impl(name.to_string(), Kind::Peer, &s, &inp, make(&inp.keys, None)));
                }
                verify.push(verify_impl(name.to_string(), Kind::Peer, &inp, verifier(&inp.points, &inp.sigs, None)));
            }
            let note = format!(
                "{} ECDSA of a {MSG}-byte message, the hash included; keys imported and (verification) signatures parsed before timing",
                s.name
            );
            [
                Row {
                    id: sign_id,
                    title: Box::leak(format!("{} ECDSA sign", s.name).into_boxed_str()),
                    ops_per_call: 1,
                    note: note.clone(),
                    impls: sign,
                },
                Row {
                    id: verify_id,
                    title: Box::leak(format!("{} ECDSA verify", s.name).into_boxed_str()),
                    ops_per_call: 1,
                    note,
                    impls: verify,
                },
            ]
        })
        .collect()
}
