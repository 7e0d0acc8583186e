//! The NIST-curve rows: P-256 key generation and shared secrets, velocurve
//! beside ring, aws-lc-rs, OpenSSL and RustCrypto's `p256`.
//!
//! The reference is OpenSSL (its EC code shares nothing with velocurve's),
//! itself checked against NIST's CAVP ECC CDH vector `COUNT = 0` of P-256
//! in [`reference_self_check`]. Scalars are uniform in `1 ..= n - 1`;
//! public keys are `[r] G` for such `r`, passed as SEC1 uncompressed bytes.
//! ring's keys cannot be imported: it is checked by symmetry with the
//! reference, as in the X25519 rows.

use crate::harness::{Impl, Kind, Op, POOL, Row, fold, op};
use crate::rng::Rng;
use crate::rows::{CHECKED, hex, peer};
use openssl::bn::{BigNum, BigNumContext};
use openssl::ec::{EcGroup, EcKey, EcPoint, PointConversionForm};
use openssl::nid::Nid;
use openssl::pkey::PKey;
use velocurve::backend::Backend;
use velocurve::p256::{PublicKey, SecretKey};

/// Column name of RustCrypto's `p256` crate.
pub const RUSTCRYPTO: &str = "RustCrypto";

/// The rows, in table order.
pub fn rows(seed: u64) -> Vec<Row> {
    vec![p256_keygen(seed), p256_shared(seed)]
}

/// P-256's group order `n`, big-endian.
const P256_ORDER: [u8; 32] = [
    0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xbc, 0xe6, 0xfa, 0xad, 0xa7, 0x17, 0x9e, 0x84, 0xf3, 0xb9, 0xca, 0xc2, 0xfc, 0x63, 0x25, 0x51,
];

/// Seeded secret scalars, big-endian, uniform in `1 ..= n - 1` (by
/// rejection).
fn scalars(rng: &mut Rng) -> Vec<[u8; 32]> {
    let mut out = Vec::with_capacity(POOL);
    while out.len() < POOL {
        let k = rng.bytes32();
        if k != [0; 32] && k < P256_ORDER {
            out.push(k);
        }
    }
    out
}

fn ossl(what: &'static str) -> impl Fn(openssl::error::ErrorStack) -> String {
    move |e| format!("OpenSSL {what}: {e}")
}

/// The reference's public key of `k` (big-endian), SEC1 uncompressed.
fn ref_public(k: &[u8; 32]) -> Result<Vec<u8>, String> {
    let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).map_err(ossl("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl("ctx"))?;
    let d = BigNum::from_slice(k).map_err(ossl("bn"))?;
    let mut q = EcPoint::new(&group).map_err(ossl("point"))?;
    q.mul_generator2(&group, &d, &mut ctx)
        .map_err(ossl("mul_generator"))?;
    q.to_bytes(&group, PointConversionForm::UNCOMPRESSED, &mut ctx)
        .map_err(ossl("to_bytes"))
}

/// An OpenSSL private key of `k` (big-endian) with its public key.
fn ossl_private(k: &[u8; 32]) -> Result<PKey<openssl::pkey::Private>, String> {
    let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).map_err(ossl("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl("ctx"))?;
    let d = BigNum::from_slice(k).map_err(ossl("bn"))?;
    let mut q = EcPoint::new(&group).map_err(ossl("point"))?;
    q.mul_generator2(&group, &d, &mut ctx)
        .map_err(ossl("mul_generator"))?;
    let key = EcKey::from_private_components(&group, &d, &q).map_err(ossl("key"))?;
    PKey::from_ec_key(key).map_err(ossl("pkey"))
}

/// An OpenSSL public key of SEC1 bytes.
fn ossl_public(sec1: &[u8]) -> Result<PKey<openssl::pkey::Public>, String> {
    let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).map_err(ossl("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl("ctx"))?;
    let q = EcPoint::from_bytes(&group, sec1, &mut ctx).map_err(ossl("decode"))?;
    let key = EcKey::from_public_key(&group, &q).map_err(ossl("key"))?;
    PKey::from_ec_key(key).map_err(ossl("pkey"))
}

/// OpenSSL's shared secret of private `sk` and public `pk` (EVP derive).
fn ossl_derive(
    sk: &PKey<openssl::pkey::Private>,
    pk: &PKey<openssl::pkey::Public>,
) -> Result<[u8; 32], String> {
    let mut d = openssl::derive::Deriver::new(sk).map_err(ossl("Deriver::new"))?;
    d.set_peer(pk).map_err(ossl("set_peer"))?;
    let mut out = [0u8; 32];
    let n = d.derive(&mut out).map_err(ossl("derive"))?;
    if n != 32 {
        return Err(format!("OpenSSL derived {n} bytes"));
    }
    Ok(out)
}

/// The reference shared secret of `k` (big-endian) and a SEC1 point.
fn ref_shared(k: &[u8; 32], sec1: &[u8]) -> Result<[u8; 32], String> {
    ossl_derive(&ossl_private(k)?, &ossl_public(sec1)?)
}

fn unhex32(s: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex literal");
    }
    out
}

/// Checks the reference against NIST CAVP ECC CDH (SP 800-56A),
/// `[P-256] COUNT = 0`: the public key of `dIUT` and the shared secret
/// with `QCAVS`.
pub fn reference_self_check() -> Result<(), String> {
    let d = unhex32("7d7dc5f71eb29ddaf80d6214632eeae03d9058af1fb6d22ed80badb62bc1a534");
    let mut q = vec![4u8];
    q.extend(unhex32(
        "700c48f77f56584c5cc632ca65640db91b6bacce3a4df6b42ce7cc838833d287",
    ));
    q.extend(unhex32(
        "db71e509e3fd9b060ddb20ba5c51dcc5948d46fbf640dfe0441782cab85fa4ac",
    ));
    let mut qiut = vec![4u8];
    qiut.extend(unhex32(
        "ead218590119e8876b29146ff89ca61770c4edbbf97d38ce385ed281d8a6b230",
    ));
    qiut.extend(unhex32(
        "28af61281fd35e2fa7002523acc85a429cb06ee6648325389f59edfce1405141",
    ));
    let z = unhex32("46fc62106420ff012e54a434fbdd2d25ccc5852060561e68040dd7778997bd7b");
    if ref_public(&d)? != qiut {
        return Err("OpenSSL's P-256 public key disagrees with CAVP COUNT = 0".into());
    }
    if ref_shared(&d, &q)? != z {
        return Err("OpenSSL's P-256 shared secret disagrees with CAVP COUNT = 0".into());
    }
    Ok(())
}

/// Compares `f(k)` (a SEC1 uncompressed public key) with the reference on
/// the first pool scalars, `1` and `n - 1`.
fn check_keygen(
    scalars: &[[u8; 32]],
    f: impl Fn(&[u8; 32]) -> Result<Vec<u8>, String>,
) -> Result<(), String> {
    let mut one = [0u8; 32];
    one[31] = 1;
    let mut n1 = P256_ORDER;
    n1[31] -= 1;
    for k in scalars.iter().take(CHECKED).chain([&one, &n1]) {
        let (got, want) = (f(k)?, ref_public(k)?);
        if got != want {
            return Err(format!(
                "k={}: got {} want {}",
                hex(k),
                hex(&got),
                hex(&want)
            ));
        }
    }
    Ok(())
}

/// Compares `f(k, P)` with the reference on the first pool inputs.
fn check_shared(
    scalars: &[[u8; 32]],
    points: &[Vec<u8>],
    f: impl Fn(&[u8; 32], &[u8]) -> Result<[u8; 32], String>,
) -> Result<(), String> {
    for (k, p) in scalars.iter().zip(points).take(CHECKED) {
        let (got, want) = (f(k, p)?, ref_shared(k, p)?);
        if got != want {
            return Err(format!(
                "k={} P={}: got {} want {}",
                hex(k),
                hex(p),
                hex(&got),
                hex(&want)
            ));
        }
    }
    Ok(())
}

/// ring, checked by symmetry with the reference: ring(r, ref_pub(s)) ==
/// ref(s, ring_pub(r)).
fn check_ring(scalars: &[[u8; 32]]) -> Result<(), String> {
    use ring::agreement::{ECDH_P256, EphemeralPrivateKey, UnparsedPublicKey, agree_ephemeral};
    let rand = ring::rand::SystemRandom::new();
    for s in scalars.iter().take(CHECKED) {
        let key = EphemeralPrivateKey::generate(&ECDH_P256, &rand)
            .map_err(|_| "ring key generation failed")?;
        let ring_pub = key
            .compute_public_key()
            .map_err(|_| "ring compute_public_key failed")?
            .as_ref()
            .to_vec();
        let ref_pub = ref_public(s)?;
        let got = agree_ephemeral(key, &UnparsedPublicKey::new(&ECDH_P256, &ref_pub), |k| {
            <[u8; 32]>::try_from(k)
        })
        .map_err(|_| "ring agree_ephemeral failed")?
        .map_err(|_| "ring shared secret is not 32 bytes")?;
        let want = ref_shared(s, &ring_pub)?;
        if got != want {
            return Err(format!(
                "DH symmetry with the reference fails: s={} ring_pub={}: ring {} ref {}",
                hex(s),
                hex(&ring_pub),
                hex(&got),
                hex(&want)
            ));
        }
    }
    Ok(())
}

/// velocurve's key of `k` (big-endian) on `backend` (`None`: auto).
fn vc_key(k: &[u8; 32], backend: Option<Backend>) -> Result<SecretKey, String> {
    let key = SecretKey::from_bytes(k).map_err(|e| e.to_string())?;
    match backend {
        None => Ok(key),
        Some(b) => Err(format!(
            "velocurve's P-256 has no backend choice yet ({} requested)",
            b.name()
        )),
    }
}

/// The velocurve columns of a P-256 row: `velocurve auto` only, until
/// P-256 has a backend choice (its one field is the portable one).
fn vc_columns<C>(mut make: impl FnMut(Option<Backend>) -> (C, Box<dyn Op>)) -> Vec<Impl>
where
    C: FnMut() -> Result<(), String> + 'static,
{
    let (check, o) = make(None);
    vec![Impl::new(
        crate::rows::velocurve_column(None),
        Kind::VelocurveAuto,
        check,
        o,
    )]
}

fn aws_lc_public(k: &[u8; 32]) -> Result<Vec<u8>, String> {
    use aws_lc_rs::agreement::{ECDH_P256, PrivateKey};
    let sk = PrivateKey::from_private_key(&ECDH_P256, k)
        .map_err(|e| format!("aws-lc-rs import private: {e}"))?;
    let pk = sk
        .compute_public_key()
        .map_err(|_| "aws-lc-rs compute_public_key failed")?;
    Ok(pk.as_ref().to_vec())
}

fn aws_lc_shared(k: &[u8; 32], p: &[u8]) -> Result<[u8; 32], String> {
    use aws_lc_rs::agreement::{ECDH_P256, PrivateKey, UnparsedPublicKey, agree};
    let sk = PrivateKey::from_private_key(&ECDH_P256, k)
        .map_err(|e| format!("aws-lc-rs import private: {e}"))?;
    agree(
        &sk,
        UnparsedPublicKey::new(&ECDH_P256, p),
        "aws-lc-rs agree failed".to_string(),
        |s| <[u8; 32]>::try_from(s).map_err(|_| "aws-lc-rs secret is not 32 bytes".into()),
    )
}

fn rc_secret(k: &[u8; 32]) -> Result<p256::SecretKey, String> {
    p256::SecretKey::from_slice(k).map_err(|e| format!("RustCrypto import private: {e}"))
}

fn rc_public(k: &[u8; 32]) -> Result<Vec<u8>, String> {
    use p256::elliptic_curve::sec1::ToEncodedPoint;
    Ok(rc_secret(k)?
        .public_key()
        .to_encoded_point(false)
        .as_bytes()
        .to_vec())
}

fn rc_shared(k: &[u8; 32], p: &[u8]) -> Result<[u8; 32], String> {
    let pk = p256::PublicKey::from_sec1_bytes(p).map_err(|e| format!("RustCrypto decode: {e}"))?;
    let s = p256::ecdh::diffie_hellman(rc_secret(k)?.to_nonzero_scalar(), pk.as_affine());
    Ok((*s.raw_secret_bytes()).into())
}

fn p256_keygen(seed: u64) -> Row {
    let scalars = scalars(&mut Rng::new(seed, "p256/keygen"));
    let mut impls = vc_columns(|backend| {
        let cs = scalars.clone();
        let check = move || {
            check_keygen(&cs, |k| {
                Ok(vc_key(k, backend)?.public_key().to_uncompressed().to_vec())
            })
        };
        let keys: Vec<Option<SecretKey>> =
            scalars.iter().map(|k| vc_key(k, backend).ok()).collect();
        let o = op(move |i| match &keys[i] {
            Some(key) => fold(&key.public_key().to_uncompressed()),
            None => 0,
        });
        (check, o)
    });

    let cs = scalars.clone();
    let rand = ring::rand::SystemRandom::new();
    let ring_keys: Vec<_> = (0..POOL)
        .map(|_| {
            ring::agreement::EphemeralPrivateKey::generate(&ring::agreement::ECDH_P256, &rand)
                .expect("ring: EphemeralPrivateKey::generate failed")
        })
        .collect();
    impls.push(Impl::new(
        peer::RING,
        Kind::Peer,
        move || check_ring(&cs),
        op(move |i| {
            let pk = ring_keys[i]
                .compute_public_key()
                .expect("ring: compute_public_key failed");
            fold(pk.as_ref())
        }),
    ));

    let (cs, s) = (scalars.clone(), scalars.clone());
    impls.push(Impl::new(
        peer::AWS_LC,
        Kind::Peer,
        move || check_keygen(&cs, aws_lc_public),
        op(move |i| fold(&aws_lc_public(&s[i]).expect("aws-lc-rs keygen failed"))),
    ));

    let (cs, s) = (scalars.clone(), scalars.clone());
    impls.push(Impl::new(
        peer::OPENSSL,
        Kind::Peer,
        move || check_keygen(&cs, ref_public),
        op(move |i| fold(&ref_public(&s[i]).expect("OpenSSL keygen failed"))),
    ));

    let (cs, s) = (scalars.clone(), scalars);
    impls.push(Impl::new(
        RUSTCRYPTO,
        Kind::Peer,
        move || check_keygen(&cs, rc_public),
        op(move |i| fold(&rc_public(&s[i]).expect("RustCrypto keygen failed"))),
    ));

    Row {
        id: "p256/keygen",
        title: "P-256 keygen",
        ops_per_call: 1,
        note: "public key [k] G as SEC1 uncompressed bytes from a 32-byte secret (1 <= k < n); \
               ring: compute_public_key of a pre-generated key; aws-lc-rs: private-key import \
               + compute_public_key; OpenSSL: EC_POINT_mul by the generator + encoding; \
               RustCrypto p256 0.13: SecretKey::from_slice + public_key + encoding"
            .into(),
        impls,
    }
}

/// ring's shared secret: the ephemeral key is consumed by the agreement, so
/// a fresh one is generated (untimed) before each call.
struct RingShared {
    rand: ring::rand::SystemRandom,
    points: Vec<Vec<u8>>,
    key: Option<ring::agreement::EphemeralPrivateKey>,
}

impl Op for RingShared {
    fn prepare(&mut self, _i: usize) {
        let key =
            ring::agreement::EphemeralPrivateKey::generate(&ring::agreement::ECDH_P256, &self.rand)
                .expect("ring: EphemeralPrivateKey::generate failed");
        self.key = Some(key);
    }

    fn run(&mut self, i: usize) -> u64 {
        use ring::agreement::{ECDH_P256, UnparsedPublicKey, agree_ephemeral};
        let key = self
            .key
            .take()
            .expect("RingShared::prepare runs before run");
        agree_ephemeral(
            key,
            &UnparsedPublicKey::new(&ECDH_P256, &self.points[i]),
            fold,
        )
        .expect("ring: agree_ephemeral failed")
    }
}

fn p256_shared(seed: u64) -> Row {
    let mut rng = Rng::new(seed, "p256/shared");
    let scalars = scalars(&mut rng);
    let points: Vec<Vec<u8>> = self::scalars(&mut rng)
        .iter()
        .map(|r| ref_public(r).expect("OpenSSL computes a public key"))
        .collect();

    let mut impls = vc_columns(|backend| {
        let (cs, cp) = (scalars.clone(), points.clone());
        let check = move || {
            check_shared(&cs, &cp, |k, p| {
                let pk = PublicKey::from_sec1_bytes(p).map_err(|e| e.to_string())?;
                let s = vc_key(k, backend)?
                    .diffie_hellman(&pk)
                    .map_err(|e| e.to_string())?;
                Ok(*s.as_bytes())
            })
        };
        let keys: Vec<Option<SecretKey>> =
            scalars.iter().map(|k| vc_key(k, backend).ok()).collect();
        let pks: Vec<PublicKey> = points
            .iter()
            .map(|p| PublicKey::from_sec1_bytes(p).expect("a public key decodes"))
            .collect();
        let o = op(move |i| match &keys[i] {
            Some(key) => fold(
                key.diffie_hellman(&pks[i])
                    .expect("a checked public key gives a shared secret")
                    .as_bytes(),
            ),
            None => 0,
        });
        (check, o)
    });

    let cs = scalars.clone();
    impls.push(Impl::new(
        peer::RING,
        Kind::Peer,
        move || check_ring(&cs),
        Box::new(RingShared {
            rand: ring::rand::SystemRandom::new(),
            points: points.clone(),
            key: None,
        }),
    ));

    let (cs, cp) = (scalars.clone(), points.clone());
    let aws_keys: Vec<_> = scalars
        .iter()
        .map(|k| {
            aws_lc_rs::agreement::PrivateKey::from_private_key(&aws_lc_rs::agreement::ECDH_P256, k)
                .expect("aws-lc-rs: private key import failed")
        })
        .collect();
    let p = points.clone();
    impls.push(Impl::new(
        peer::AWS_LC,
        Kind::Peer,
        move || check_shared(&cs, &cp, aws_lc_shared),
        op(move |i| {
            use aws_lc_rs::agreement::{ECDH_P256, UnparsedPublicKey, agree};
            agree(
                &aws_keys[i],
                UnparsedPublicKey::new(&ECDH_P256, &p[i]),
                (),
                |s| Ok(fold(s)),
            )
            .expect("aws-lc-rs: agree failed")
        }),
    ));

    let (cs, cp) = (scalars.clone(), points.clone());
    let ossl_keys: Vec<_> = scalars
        .iter()
        .map(|k| ossl_private(k).expect("OpenSSL: private key import failed"))
        .collect();
    let ossl_peers: Vec<_> = points
        .iter()
        .map(|p| ossl_public(p).expect("OpenSSL: public key import failed"))
        .collect();
    impls.push(Impl::new(
        peer::OPENSSL,
        Kind::Peer,
        move || check_shared(&cs, &cp, ref_shared),
        op(move |i| fold(&ossl_derive(&ossl_keys[i], &ossl_peers[i]).expect("OpenSSL derive"))),
    ));

    let (cs, cp) = (scalars.clone(), points.clone());
    let rc_keys: Vec<_> = scalars
        .iter()
        .map(|k| rc_secret(k).expect("RustCrypto: private key import failed"))
        .collect();
    let rc_peers: Vec<_> = points
        .iter()
        .map(|p| p256::PublicKey::from_sec1_bytes(p).expect("RustCrypto: decode failed"))
        .collect();
    impls.push(Impl::new(
        RUSTCRYPTO,
        Kind::Peer,
        move || check_shared(&cs, &cp, rc_shared),
        op(move |i| {
            let s =
                p256::ecdh::diffie_hellman(rc_keys[i].to_nonzero_scalar(), rc_peers[i].as_affine());
            fold(s.raw_secret_bytes())
        }),
    ));

    Row {
        id: "p256/shared",
        title: "P-256 shared",
        ops_per_call: 1,
        note: "SecretKey::diffie_hellman with a decoded (validated) peer public key (SEC1 \
               uncompressed); ring: agree_ephemeral on a pre-generated key (public key parsed in \
               the call); aws-lc-rs: agree with an imported key (likewise); OpenSSL: EVP Deriver \
               new + set_peer + derive on pre-imported keys; RustCrypto p256 0.13: \
               ecdh::diffie_hellman on decoded keys"
            .into(),
        impls,
    }
}
