//! The NIST-curve rows: key generation and shared secrets on P-192, P-224,
//! P-256, P-384 and P-521, single and in batches of 64 (per key, rows
//! `pNNN/keygen`, `pNNN/shared`, `pNNN/batch64`, `pNNN/keygen-batch64`),
//! and secp256k1 (`secp256k1/...`), velocurve beside ring (P-256, P-384),
//! aws-lc-rs (P-256, P-384, P-521), OpenSSL (all six) and RustCrypto's
//! `p192`, `p224`, `p256`, `p384`, `p521` and `k256` crates (0.13).
//!
//! The reference is OpenSSL (its EC code shares nothing with velocurve's),
//! itself checked against NIST's CAVP ECC CDH vector `COUNT = 0` of each
//! NIST curve (secp256k1: Wycheproof's first case) in
//! [`reference_self_check`]. Scalars are uniform in `1 ..= n - 1`;
//! public keys are `[r] G` for such `r`, passed as SEC1 uncompressed bytes.
//! ring's keys cannot be imported: it is checked by symmetry with the
//! reference, as in the X25519 rows.
//!
//! Each curve is one `spec!` entry (module, name, NID, which peers have
//! it, whether velocurve has a backend choice, CAVP `COUNT = 0`); the
//! velocurve functions of a row come from `vc_fns!` and `vc_batch_fns!`
//! on the curve's module, so adding a curve is adding an entry.

use crate::harness::{Impl, Kind, Op, POOL, Row, fold, op};
use crate::rng::Rng;
use crate::rows::{CHECKED, hex, peer};
use openssl::bn::{BigNum, BigNumContext, BigNumRef};
use openssl::ec::{EcGroup, EcGroupRef, EcKey, EcPoint, EcPointRef, PointConversionForm};
use openssl::nid::Nid;
use openssl::pkey::{PKey, Private, Public};
use velocurve::backend::Backend;

/// Column name of RustCrypto's curve crates.
pub const RUSTCRYPTO: &str = "RustCrypto";

/// velocurve's operations on one curve: the public key (SEC1 uncompressed)
/// of a big-endian scalar, and the shared secret of a scalar and a SEC1
/// point; each prepared once per input (key import and decoding untimed).
type Prepared = Box<dyn Fn(usize) -> u64>;
type Prepare = fn(&[Vec<u8>], &[Vec<u8>], Option<Backend>) -> Result<Prepared, String>;

/// A RustCrypto or velocurve one-shot: public key or shared secret (on a
/// backend: `None` is the default).
type PublicFn = fn(&[u8], Option<Backend>) -> Result<Vec<u8>, String>;
type SharedFn = fn(&[u8], &[u8], Option<Backend>) -> Result<Vec<u8>, String>;

/// One curve's row parameters and implementations.
struct Spec {
    /// Row id prefix (`p384`).
    id: &'static str,
    /// Name (`P-384`).
    name: &'static str,
    /// Bytes of a scalar and of a field element.
    len: usize,
    nid: Nid,
    ring: Option<&'static ring::agreement::Algorithm>,
    aws: Option<&'static aws_lc_rs::agreement::Algorithm>,
    rustcrypto: Option<(PublicFn, SharedFn, Prepare, Prepare)>,
    velocurve: (PublicFn, SharedFn, Prepare, Prepare),
    /// velocurve's `diffie_hellman_batch` and `public_key_batch`.
    batch_shared: Batch,
    batch_keygen: Batch,
    /// A known answer in CAVP's form (`COUNT = 0` of the NIST curves):
    /// dIUT, QCAVSx, QCAVSy, QIUTx, QIUTy, ZIUT.
    cavp: [&'static str; 6],
}

/// velocurve's public key, shared secret and prepared ops of one curve
/// module (a backend can be forced with `SecretKey::with_backend`).
macro_rules! vc_fns {
    ($m:ident) => {{
        use velocurve::$m::{PublicKey, SecretKey};
        fn key(k: &[u8], b: Option<Backend>) -> Result<SecretKey, String> {
            let sk = SecretKey::from_slice(k).map_err(|e| e.to_string())?;
            match b {
                None => Ok(sk),
                Some(b) => sk.with_backend(b).map_err(|e| e.to_string()),
            }
        }
        fn public(k: &[u8], b: Option<Backend>) -> Result<Vec<u8>, String> {
            Ok(key(k, b)?.public_key().to_uncompressed().to_vec())
        }
        fn shared(k: &[u8], p: &[u8], b: Option<Backend>) -> Result<Vec<u8>, String> {
            let pk = PublicKey::from_sec1_bytes(p).map_err(|e| e.to_string())?;
            let z = key(k, b)?.diffie_hellman(&pk).map_err(|e| e.to_string())?;
            Ok(z.as_bytes().to_vec())
        }
        fn keys(ks: &[Vec<u8>], b: Option<Backend>) -> Result<Vec<SecretKey>, String> {
            ks.iter().map(|k| key(k, b)).collect()
        }
        fn prep_public(
            ks: &[Vec<u8>],
            _: &[Vec<u8>],
            b: Option<Backend>,
        ) -> Result<Prepared, String> {
            let keys = keys(ks, b)?;
            Ok(Box::new(move |i| {
                fold(&keys[i].public_key().to_uncompressed())
            }))
        }
        fn prep_shared(
            ks: &[Vec<u8>],
            ps: &[Vec<u8>],
            b: Option<Backend>,
        ) -> Result<Prepared, String> {
            let keys = keys(ks, b)?;
            let pks = ps
                .iter()
                .map(|p| PublicKey::from_sec1_bytes(p).map_err(|e| e.to_string()))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Box::new(move |i| {
                fold(
                    keys[i]
                        .diffie_hellman(&pks[i])
                        .expect("a checked public key gives a shared secret")
                        .as_bytes(),
                )
            }))
        }
        (
            public as PublicFn,
            shared as SharedFn,
            prep_public as Prepare,
            prep_shared as Prepare,
        )
    }};
}

/// A batch entry point of velocurve (`diffie_hellman_batch` or
/// `public_key_batch`, and their `_with_backend` forms): `once` runs one batch (for the check: one output per key),
/// `prep` makes the op that runs batch `i` of the row's batches (keys
/// imported and peer keys decoded untimed; fails, untimed, on an
/// unsupported backend). Inputs are big-endian scalars and SEC1 points
/// (none for key generation).
#[derive(Clone, Copy)]
struct Batch {
    once: BatchOnce,
    prep: BatchPrepare,
}

/// Keys and points of one batch to one output per key.
type BatchOnce = fn(&[Vec<u8>], &[Vec<u8>], Option<Backend>) -> Result<Vec<Vec<u8>>, String>;
/// Keys and points of every batch to the op that runs batch `i`.
type BatchPrepare =
    fn(&[Vec<Vec<u8>>], &[Vec<Vec<u8>>], Option<Backend>) -> Result<Prepared, String>;

/// A batch call on decoded inputs into `out` (one array per key).
type BatchCall<K, P, O> = fn(Option<Backend>, &[K], &[P], &mut [O]) -> Result<(), String>;

/// [`Batch::once`] on decoded inputs: `call` on one batch.
fn batch_once<K, P, O: Copy + AsRef<[u8]>>(
    (keys, points): (Vec<K>, Vec<P>),
    zero: O,
    call: BatchCall<K, P, O>,
    b: Option<Backend>,
) -> Result<Vec<Vec<u8>>, String> {
    let mut out = vec![zero; keys.len()];
    call(b, &keys, &points, &mut out)?;
    Ok(out.iter().map(|o| o.as_ref().to_vec()).collect())
}

/// [`Batch::prep`] on decoded batches: the op runs `call` on batch `i`
/// into one reused buffer and folds its last output.
fn batch_prep<K: 'static, P: 'static, O: Copy + AsRef<[u8]> + 'static>(
    batches: Vec<(Vec<K>, Vec<P>)>,
    zero: O,
    call: BatchCall<K, P, O>,
    b: Option<Backend>,
) -> Result<Prepared, String> {
    let buf = std::cell::RefCell::new(vec![zero; batches[0].0.len()]);
    // Fails here (not timed) on an unsupported backend.
    call(b, &batches[0].0, &batches[0].1, &mut buf.borrow_mut())?;
    Ok(Box::new(move |i| {
        let mut buf = buf.borrow_mut();
        let (k, p) = &batches[i];
        call(b, k, p, &mut buf).expect("the backend was checked");
        fold(buf[buf.len() - 1].as_ref())
    }))
}

/// velocurve's two batch entry points of one curve module, shared secret
/// then key generation (with the `_with_backend` forms).
macro_rules! vc_batch_fns {
    ($m:ident) => {{
        use velocurve::$m::{self as m, PublicKey, SecretKey};
        const ZS: [u8; m::SECRET_KEY_BYTES] = [0; m::SECRET_KEY_BYTES];
        const ZP: [u8; m::UNCOMPRESSED_BYTES] = [0; m::UNCOMPRESSED_BYTES];
        fn shared(
            b: Option<Backend>,
            k: &[SecretKey],
            p: &[PublicKey],
            out: &mut [[u8; m::SECRET_KEY_BYTES]],
        ) -> Result<(), String> {
            vc_batch_fns!(@call b, m::diffie_hellman_batch(k, p, out),
                |f| m::diffie_hellman_batch_with_backend(f, k, p, out))
        }
        fn public(
            b: Option<Backend>,
            k: &[SecretKey],
            _: &[PublicKey],
            out: &mut [[u8; m::UNCOMPRESSED_BYTES]],
        ) -> Result<(), String> {
            vc_batch_fns!(@call b, m::public_key_batch(k, out),
                |f| m::public_key_batch_with_backend(f, k, out))
        }
        fn inputs(ks: &[Vec<u8>], ps: &[Vec<u8>]) -> Result<(Vec<SecretKey>, Vec<PublicKey>), String> {
            let keys = ks
                .iter()
                .map(|k| SecretKey::from_slice(k).map_err(|e| e.to_string()))
                .collect::<Result<Vec<_>, _>>()?;
            let pks = ps
                .iter()
                .map(|p| PublicKey::from_sec1_bytes(p).map_err(|e| e.to_string()))
                .collect::<Result<Vec<_>, _>>()?;
            Ok((keys, pks))
        }
        fn all(kss: &[Vec<Vec<u8>>], pss: &[Vec<Vec<u8>>]) -> Result<Vec<(Vec<SecretKey>, Vec<PublicKey>)>, String> {
            kss.iter().zip(pss).map(|(k, p)| inputs(k, p)).collect()
        }
        fn once_shared(ks: &[Vec<u8>], ps: &[Vec<u8>], b: Option<Backend>) -> Result<Vec<Vec<u8>>, String> {
            batch_once(inputs(ks, ps)?, ZS, shared, b)
        }
        fn prep_shared(kss: &[Vec<Vec<u8>>], pss: &[Vec<Vec<u8>>], b: Option<Backend>) -> Result<Prepared, String> {
            batch_prep(all(kss, pss)?, ZS, shared, b)
        }
        fn once_public(ks: &[Vec<u8>], ps: &[Vec<u8>], b: Option<Backend>) -> Result<Vec<Vec<u8>>, String> {
            batch_once(inputs(ks, ps)?, ZP, public, b)
        }
        fn prep_public(kss: &[Vec<Vec<u8>>], pss: &[Vec<Vec<u8>>], b: Option<Backend>) -> Result<Prepared, String> {
            batch_prep(all(kss, pss)?, ZP, public, b)
        }
        (
            Batch { once: once_shared, prep: prep_shared },
            Batch { once: once_public, prep: prep_public },
        )
    }};
    (@call $b:ident, $auto:expr, |$f:ident| $forced:expr) => {
        match $b {
            None => $auto.map_err(|e| e.to_string()),
            Some($f) => $forced.map_err(|e| e.to_string()),
        }
    };
}

/// Keys per call in the batch rows.
pub const BATCH: usize = 64;

/// RustCrypto's public key, shared secret and prepared ops of one curve
/// crate (0.13).
macro_rules! rc_fns {
    ($c:ident, $curve:ident) => {{
        use $c::elliptic_curve::sec1::ToEncodedPoint;
        type SecretKey = $c::elliptic_curve::SecretKey<$c::$curve>;
        type PublicKey = $c::elliptic_curve::PublicKey<$c::$curve>;
        // The generic ECDH of `elliptic-curve` (what each crate's `ecdh`
        // module re-exports), so that P-192 and P-224 need no feature.
        use $c::elliptic_curve::ecdh::diffie_hellman as ecdh;
        fn secret(k: &[u8]) -> Result<SecretKey, String> {
            SecretKey::from_slice(k).map_err(|e| format!("RustCrypto import private: {e}"))
        }
        fn point(p: &[u8]) -> Result<PublicKey, String> {
            PublicKey::from_sec1_bytes(p).map_err(|e| format!("RustCrypto decode: {e}"))
        }
        fn public(k: &[u8], _: Option<Backend>) -> Result<Vec<u8>, String> {
            Ok(secret(k)?
                .public_key()
                .to_encoded_point(false)
                .as_bytes()
                .to_vec())
        }
        fn shared(k: &[u8], p: &[u8], _: Option<Backend>) -> Result<Vec<u8>, String> {
            let s = ecdh(secret(k)?.to_nonzero_scalar(), point(p)?.as_affine());
            Ok(s.raw_secret_bytes().to_vec())
        }
        fn prep_public(
            ks: &[Vec<u8>],
            _: &[Vec<u8>],
            _: Option<Backend>,
        ) -> Result<Prepared, String> {
            let ks = ks.to_vec();
            Ok(Box::new(move |i| {
                fold(&public(&ks[i], None).expect("RustCrypto keygen failed"))
            }))
        }
        fn prep_shared(
            ks: &[Vec<u8>],
            ps: &[Vec<u8>],
            _: Option<Backend>,
        ) -> Result<Prepared, String> {
            let keys = ks
                .iter()
                .map(|k| secret(k))
                .collect::<Result<Vec<_>, _>>()?;
            let pks = ps.iter().map(|p| point(p)).collect::<Result<Vec<_>, _>>()?;
            Ok(Box::new(move |i| {
                let s = ecdh(keys[i].to_nonzero_scalar(), pks[i].as_affine());
                fold(s.raw_secret_bytes())
            }))
        }
        (
            public as PublicFn,
            shared as SharedFn,
            prep_public as Prepare,
            prep_shared as Prepare,
        )
    }};
}

/// One curve's [`Spec`]: module `$m` (velocurve's and RustCrypto's
/// crate, the row id), name, OpenSSL NID, RustCrypto's curve type, the
/// ring and aws-lc-rs algorithms where they have the curve, and CAVP
/// `COUNT = 0`.
macro_rules! spec {
    ($m:ident, $name:literal, $nid:ident, $rc:ident, $(ring $ring:ident,)? $(aws $aws:ident,)?
     cavp $cavp:expr) => {{
        let (batch_shared, batch_keygen) = vc_batch_fns!($m);
        Spec {
            id: stringify!($m),
            name: $name,
            len: velocurve::$m::SECRET_KEY_BYTES,
            nid: Nid::$nid,
            ring: spec!(@opt $(&ring::agreement::$ring)?),
            aws: spec!(@opt $(&aws_lc_rs::agreement::$aws)?),
            rustcrypto: Some(rc_fns!($m, $rc)),
            velocurve: vc_fns!($m),
            batch_shared,
            batch_keygen,
            cavp: $cavp,
        }
    }};
    (@opt) => { None };
    (@opt $x:expr) => { Some($x) };
}

/// The curves, in table order.
fn specs() -> Vec<Spec> {
    vec![
        spec!(
            p256, "P-256", X9_62_PRIME256V1, NistP256, ring ECDH_P256, aws ECDH_P256,
            cavp [
                "7d7dc5f71eb29ddaf80d6214632eeae03d9058af1fb6d22ed80badb62bc1a534",
                "700c48f77f56584c5cc632ca65640db91b6bacce3a4df6b42ce7cc838833d287",
                "db71e509e3fd9b060ddb20ba5c51dcc5948d46fbf640dfe0441782cab85fa4ac",
                "ead218590119e8876b29146ff89ca61770c4edbbf97d38ce385ed281d8a6b230",
                "28af61281fd35e2fa7002523acc85a429cb06ee6648325389f59edfce1405141",
                "46fc62106420ff012e54a434fbdd2d25ccc5852060561e68040dd7778997bd7b",
            ]
        ),
        spec!(
            p384, "P-384", SECP384R1, NistP384, ring ECDH_P384, aws ECDH_P384,
            cavp [
                "3cc3122a68f0d95027ad38c067916ba0eb8c38894d22e1b15618b6818a661774ad463b205da88cf699ab4d43c9cf98a1",
                "a7c76b970c3b5fe8b05d2838ae04ab47697b9eaf52e764592efda27fe7513272734466b400091adbf2d68c58e0c50066",
                "ac68f19f2e1cb879aed43a9969b91a0839c4c38a49749b661efedf243451915ed0905a32b060992b468c64766fc8437a",
                "9803807f2f6d2fd966cdd0290bd410c0190352fbec7ff6247de1302df86f25d34fe4a97bef60cff548355c015dbb3e5f",
                "ba26ca69ec2f5b5d9dad20cc9da711383a9dbe34ea3fa5a2af75b46502629ad54dd8b7d73a8abb06a3a3be47d650cc99",
                "5f9d29dc5e31a163060356213669c8ce132e22f57c9a04f40ba7fcead493b457e5621e766c40a2e3d4d6a04b25e533f1",
            ]
        ),
        spec!(
            p521, "P-521", SECP521R1, NistP521, aws ECDH_P521,
            cavp [
                "017eecc07ab4b329068fba65e56a1f8890aa935e57134ae0ffcce802735151f4eac6564f6ee9974c5e6887a1fefee5743ae2241bfeb95d5ce31ddcb6f9edb4d6fc47",
                "00685a48e86c79f0f0875f7bc18d25eb5fc8c0b07e5da4f4370f3a9490340854334b1e1b87fa395464c60626124a4e70d0f785601d37c09870ebf176666877a2046d",
                "01ba52c56fc8776d9e8f5db4f0cc27636d0b741bbe05400697942e80b739884a83bde99e0f6716939e632bc8986fa18dccd443a348b6c3e522497955a4f3c302f676",
                "00602f9d0cf9e526b29e22381c203c48a886c2b0673033366314f1ffbcba240ba42f4ef38a76174635f91e6b4ed34275eb01c8467d05ca80315bf1a7bbd945f550a5",
                "01b7c85f26f5d4b2d7355cf6b02117659943762b6d1db5ab4f1dbc44ce7b2946eb6c7de342962893fd387d1b73d7a8672d1f236961170b7eb3579953ee5cdc88cd2d",
                "005fc70477c3e63bc3954bd0df3ea0d1f41ee21746ed95fc5e1fdf90930d5e136672d72cc770742d1711c3c3a4c334a0ad9759436a4d3c5bf6e74b9578fac148c831",
            ]
        ),
        spec!(
            p224, "P-224", SECP224R1, NistP224,
            cavp [
                "8346a60fc6f293ca5a0d2af68ba71d1dd389e5e40837942df3e43cbd",
                "af33cd0629bc7e996320a3f40368f74de8704fa37b8fab69abaae280",
                "882092ccbba7930f419a8a4f9bb16978bbc3838729992559a6f2e2d7",
                "8de2e26adf72c582d6568ef638c4fd59b18da171bdf501f1d929e048",
                "4a68a1c2b0fb22930d120555c1ece50ea98dea8407f71be36efac0de",
                "7d96f9a3bd3c05cf5cc37feb8b9d5209d5c2597464dec3e9983743e8",
            ]
        ),
        spec!(
            p192, "P-192", X9_62_PRIME192V1, NistP192,
            cavp [
                "f17d3fea367b74d340851ca4270dcb24c271f445bed9d527",
                "42ea6dd9969dd2a61fea1aac7f8e98edcc896c6e55857cc0",
                "dfbe5d7c61fac88b11811bde328e8a0d12bf01a9d204b523",
                "b15053401f57285637ec324c1cd2139e3a67de3739234b37",
                "f269c158637482aad644cd692dd1d3ef2c8a7c49e389f7f6",
                "803d8ab2e5b6e6fca715737c3a82f7ce3c783124f6d51cd0",
            ]
        ),
        // Not in CAVP: dIUT, QCAVS and ZIUT are Wycheproof's
        // ecdh_secp256k1_test.json tcId 1; QIUT = [dIUT] G is from a
        // big-integer model (affine double-and-add in Python's integers),
        // whose [dIUT] QCAVS equals Wycheproof's shared secret.
        spec!(
            secp256k1, "secp256k1", SECP256K1, Secp256k1,
            cavp [
                "f4b7ff7cccc98813a69fae3df222bfe3f4e28f764bf91b4a10d8096ce446b254",
                "d8096af8a11e0b80037e1ee68246b5dcbb0aeb1cf1244fd767db80f3fa27da2b",
                "396812ea1686e7472e9692eaf3e958e50e9500d3b4c77243db1f2acd67ba9cc4",
                "2437217554f2c4a425d320acb9519abe59fb491279630c8daa8d19bcaa6d6d32",
                "fc1d8c23feba0a9ea3931fa3baa6684d870a514885b9f854ba1d1fda8fb33cc3",
                "544dfae22af6af939042b1d85b71a1e49e9a5614123c4d6ad0c8af65baf87d65",
            ]
        ),
    ]
}

/// Whether `id` is one of this module's rows.
pub fn is_nist_row(id: &str) -> bool {
    ["p192/", "p224/", "p256/", "p384/", "p521/", "secp256k1/"]
        .iter()
        .any(|p| id.starts_with(p))
}

/// The rows, in table order: each curve's keygen, shared, batch shared
/// and batch keygen.
pub fn rows(seed: u64) -> Vec<Row> {
    specs()
        .into_iter()
        .flat_map(|s| {
            let s = std::rc::Rc::new(s);
            [
                keygen_row(&s, seed),
                shared_row(&s, seed),
                batch_row(&s, seed, BatchOf::Shared),
                batch_row(&s, seed, BatchOf::Keygen),
            ]
        })
        .collect()
}

fn ossl(what: &'static str) -> impl Fn(openssl::error::ErrorStack) -> String {
    move |e| format!("OpenSSL {what}: {e}")
}

/// The group order of `nid`, big-endian, `len` bytes.
fn order(nid: Nid, len: usize) -> Vec<u8> {
    let group = EcGroup::from_curve_name(nid).expect("OpenSSL knows the NIST curves");
    let mut ctx = BigNumContext::new().expect("OpenSSL context");
    let mut n = BigNum::new().expect("OpenSSL bignum");
    group.order(&mut n, &mut ctx).expect("OpenSSL group order");
    n.to_vec_padded(len as i32)
        .expect("the order fits its length")
}

/// Seeded secret scalars, big-endian, uniform in `1 ..= n - 1` (by
/// rejection on the top byte's significant bits).
fn scalars(s: &Spec, rng: &mut Rng) -> Vec<Vec<u8>> {
    let n = order(s.nid, s.len);
    let mask = u8::MAX >> n[0].leading_zeros();
    let mut out = Vec::with_capacity(POOL);
    while out.len() < POOL {
        let mut k = Vec::with_capacity(s.len + 32);
        while k.len() < s.len {
            k.extend_from_slice(&rng.bytes32());
        }
        k.truncate(s.len);
        k[0] &= mask;
        if k.iter().any(|&b| b != 0) && k < n {
            out.push(k);
        }
    }
    out
}

/// OpenSSL's group of `nid`, the scalar `k` (big-endian), `[k] G` and the
/// context that computed it.
fn ossl_mul_generator(
    nid: Nid,
    k: &[u8],
) -> Result<(EcGroup, BigNum, EcPoint, BigNumContext), String> {
    let group = EcGroup::from_curve_name(nid).map_err(ossl("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl("ctx"))?;
    let d = BigNum::from_slice(k).map_err(ossl("bn"))?;
    let mut q = EcPoint::new(&group).map_err(ossl("point"))?;
    q.mul_generator2(&group, &d, &mut ctx)
        .map_err(ossl("mul_generator"))?;
    Ok((group, d, q, ctx))
}

/// The reference's public key of `k` (big-endian), SEC1 uncompressed.
fn ref_public(nid: Nid, k: &[u8]) -> Result<Vec<u8>, String> {
    let (group, _, q, mut ctx) = ossl_mul_generator(nid, k)?;
    q.to_bytes(&group, PointConversionForm::UNCOMPRESSED, &mut ctx)
        .map_err(ossl("to_bytes"))
}

/// An OpenSSL private key of `k` (big-endian) with its public key.
fn ossl_private(nid: Nid, k: &[u8]) -> Result<PKey<Private>, String> {
    let (group, d, q, _) = ossl_mul_generator(nid, k)?;
    let key = EcKey::from_private_components(&group, &d, &q).map_err(ossl("key"))?;
    PKey::from_ec_key(key).map_err(ossl("pkey"))
}

/// An OpenSSL public key of SEC1 bytes.
fn ossl_public(nid: Nid, sec1: &[u8]) -> Result<PKey<Public>, String> {
    let group = EcGroup::from_curve_name(nid).map_err(ossl("group"))?;
    let mut ctx = BigNumContext::new().map_err(ossl("ctx"))?;
    let q = EcPoint::from_bytes(&group, sec1, &mut ctx).map_err(ossl("decode"))?;
    let key = EcKey::from_public_key(&group, &q).map_err(ossl("key"))?;
    PKey::from_ec_key(key).map_err(ossl("pkey"))
}

/// OpenSSL's shared secret of private `sk` and public `pk` (EVP derive).
fn ossl_derive(sk: &PKey<Private>, pk: &PKey<Public>) -> Result<Vec<u8>, String> {
    let mut d = openssl::derive::Deriver::new(sk).map_err(ossl("Deriver::new"))?;
    d.set_peer(pk).map_err(ossl("set_peer"))?;
    d.derive_to_vec().map_err(ossl("derive"))
}

/// The reference shared secret of `k` (big-endian) and a SEC1 point.
fn ref_shared(nid: Nid, k: &[u8], sec1: &[u8]) -> Result<Vec<u8>, String> {
    ossl_derive(&ossl_private(nid, k)?, &ossl_public(nid, sec1)?)
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex literal"))
        .collect()
}

/// Checks the reference against NIST CAVP ECC CDH (SP 800-56A), `COUNT =
/// 0` of each curve: the public key of `dIUT` and the shared secret with
/// `QCAVS`.
pub fn reference_self_check() -> Result<(), String> {
    for s in specs() {
        let [d, qx, qy, ix, iy, z] = s.cavp.map(unhex);
        let q = [&[4u8][..], &qx, &qy].concat();
        let qiut = [&[4u8][..], &ix, &iy].concat();
        if ref_public(s.nid, &d)? != qiut {
            return Err(format!(
                "OpenSSL's {} public key disagrees with CAVP COUNT = 0",
                s.name
            ));
        }
        if ref_shared(s.nid, &d, &q)? != z {
            return Err(format!(
                "OpenSSL's {} shared secret disagrees with CAVP COUNT = 0",
                s.name
            ));
        }
    }
    Ok(())
}

/// Compares `f(k)` (a SEC1 uncompressed public key) with the reference on
/// the first pool scalars, `1` and `n - 1`.
fn check_keygen(
    s: &Spec,
    scalars: &[Vec<u8>],
    f: impl Fn(&[u8]) -> Result<Vec<u8>, String>,
) -> Result<(), String> {
    let mut one = vec![0u8; s.len];
    one[s.len - 1] = 1;
    let mut n1 = order(s.nid, s.len);
    n1[s.len - 1] -= 1; // n is odd
    for k in scalars.iter().take(CHECKED).chain([&one, &n1]) {
        let (got, want) = (f(k)?, ref_public(s.nid, k)?);
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
    s: &Spec,
    scalars: &[Vec<u8>],
    points: &[Vec<u8>],
    f: impl Fn(&[u8], &[u8]) -> Result<Vec<u8>, String>,
) -> Result<(), String> {
    for (k, p) in scalars.iter().zip(points).take(CHECKED) {
        let (got, want) = (f(k, p)?, ref_shared(s.nid, k, p)?);
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
fn check_ring(
    s: &Spec,
    alg: &'static ring::agreement::Algorithm,
    scalars: &[Vec<u8>],
) -> Result<(), String> {
    use ring::agreement::{EphemeralPrivateKey, UnparsedPublicKey, agree_ephemeral};
    let rand = ring::rand::SystemRandom::new();
    for k in scalars.iter().take(CHECKED) {
        let key =
            EphemeralPrivateKey::generate(alg, &rand).map_err(|_| "ring key generation failed")?;
        let ring_pub = key
            .compute_public_key()
            .map_err(|_| "ring compute_public_key failed")?
            .as_ref()
            .to_vec();
        let ref_pub = ref_public(s.nid, k)?;
        let got = agree_ephemeral(key, &UnparsedPublicKey::new(alg, &ref_pub), <[u8]>::to_vec)
            .map_err(|_| "ring agree_ephemeral failed")?;
        let want = ref_shared(s.nid, k, &ring_pub)?;
        if got != want {
            return Err(format!(
                "DH symmetry with the reference fails: k={} ring_pub={}: ring {} ref {}",
                hex(k),
                hex(&ring_pub),
                hex(&got),
                hex(&want)
            ));
        }
    }
    Ok(())
}

fn aws_public(alg: &'static aws_lc_rs::agreement::Algorithm, k: &[u8]) -> Result<Vec<u8>, String> {
    let sk = aws_lc_rs::agreement::PrivateKey::from_private_key(alg, k)
        .map_err(|e| format!("aws-lc-rs import private: {e}"))?;
    let pk = sk
        .compute_public_key()
        .map_err(|_| "aws-lc-rs compute_public_key failed")?;
    Ok(pk.as_ref().to_vec())
}

fn aws_shared(
    alg: &'static aws_lc_rs::agreement::Algorithm,
    sk: &aws_lc_rs::agreement::PrivateKey,
    p: &[u8],
) -> Result<Vec<u8>, String> {
    aws_lc_rs::agreement::agree(
        sk,
        aws_lc_rs::agreement::UnparsedPublicKey::new(alg, p),
        "aws-lc-rs agree failed".to_string(),
        |s| Ok(s.to_vec()),
    )
}

/// The velocurve columns of a row: auto and one per backend
/// (`make(backend)` gives the check and the op).
fn vc_columns<C>(_: &Spec, make: impl FnMut(Option<Backend>) -> (C, Box<dyn Op>)) -> Vec<Impl>
where
    C: FnMut() -> Result<(), String> + 'static,
{
    crate::rows::velocurve_columns(make)
}

/// A prepared op as an [`Op`], or a failing one whose check reports why.
fn prepared(p: Result<Prepared, String>) -> (Option<String>, Box<dyn Op>) {
    match p {
        Ok(f) => (None, op(f)),
        Err(e) => (Some(e), op(|_| 0)),
    }
}

fn keygen_row(s: &std::rc::Rc<Spec>, seed: u64) -> Row {
    let id: &'static str = Box::leak(format!("{}/keygen", s.id).into_boxed_str());
    let title: &'static str = Box::leak(format!("{} keygen", s.name).into_boxed_str());
    let scalars = scalars(s, &mut Rng::new(seed, id));
    let none: Vec<Vec<u8>> = Vec::new();

    let (public, _, prep_public, _) = s.velocurve;
    let mut impls = vc_columns(s, |b| {
        let (err, o) = prepared(prep_public(&scalars, &none, b));
        let (cs, sp) = (scalars.clone(), s.clone());
        let check = move || match &err {
            Some(e) => Err(e.clone()),
            None => check_keygen(&sp, &cs, |k| public(k, b)),
        };
        (check, o)
    });

    if let Some(alg) = s.ring {
        let (cs, sp) = (scalars.clone(), s.clone());
        let rand = ring::rand::SystemRandom::new();
        let ring_keys: Vec<_> = (0..POOL)
            .map(|_| {
                ring::agreement::EphemeralPrivateKey::generate(alg, &rand)
                    .expect("ring: EphemeralPrivateKey::generate failed")
            })
            .collect();
        impls.push(Impl::new(
            peer::RING,
            Kind::Peer,
            move || check_ring(&sp, alg, &cs),
            op(move |i| {
                let pk = ring_keys[i]
                    .compute_public_key()
                    .expect("ring: compute_public_key failed");
                fold(pk.as_ref())
            }),
        ));
    }

    if let Some(alg) = s.aws {
        let (cs, sp, k) = (scalars.clone(), s.clone(), scalars.clone());
        impls.push(Impl::new(
            peer::AWS_LC,
            Kind::Peer,
            move || {
                for x in cs.iter().take(CHECKED) {
                    let (got, want) = (aws_public(alg, x)?, ref_public(sp.nid, x)?);
                    if got != want {
                        return Err(format!(
                            "k={}: got {} want {}",
                            hex(x),
                            hex(&got),
                            hex(&want)
                        ));
                    }
                }
                Ok(())
            },
            op(move |i| fold(&aws_public(alg, &k[i]).expect("aws-lc-rs keygen failed"))),
        ));
    }

    let (cs, sp) = (scalars.clone(), s.clone());
    impls.push(Impl::new(
        peer::OPENSSL_EC,
        Kind::Peer,
        move || {
            // The timed object's code against the reference (a fresh group
            // and context per key): the same SEC1 bytes.
            let n = CHECKED.min(cs.len());
            let mut timed = OsslEcPublic::new(sp.nid, &cs[..n])?;
            for (i, x) in cs.iter().take(n).enumerate() {
                let (got, want) = (timed.public(i)?, ref_public(sp.nid, x)?);
                if got != want || got.len() != 1 + 2 * sp.len || got[0] != 4 {
                    return Err(format!(
                        "k={}: got {} want {}",
                        hex(x),
                        hex(&got),
                        hex(&want)
                    ));
                }
            }
            Ok(())
        },
        Box::new(OsslEcPublic::new(s.nid, &scalars).expect("OpenSSL: keygen setup failed")),
    ));

    if let Some((public, _, prep_public, _)) = s.rustcrypto {
        let (err, o) = prepared(prep_public(&scalars, &none, None));
        let (cs, sp) = (scalars.clone(), s.clone());
        impls.push(Impl::new(
            RUSTCRYPTO,
            Kind::Peer,
            move || match &err {
                Some(e) => Err(e.clone()),
                None => check_keygen(&sp, &cs, |k| public(k, None)),
            },
            o,
        ));
    }

    Row {
        id,
        title,
        ops_per_call: 1,
        note: format!(
            "{}: public key [k] G as SEC1 uncompressed bytes from a {}-byte secret (1 <= k < n); \
             ring: compute_public_key of a pre-generated key; aws-lc-rs: private-key import + \
             compute_public_key; OpenSSL EC (OpenSSL's EC layer): EC_POINT_mul by the \
             generator + EC_POINT_point2oct, group, context and constant-time secret made \
             before the call (no EVP column: OpenSSL 3.0 has no \
             EVP function that computes the public key of a given secret; EVP_PKEY_fromdata \
             with the private key alone leaves it unset); RustCrypto (0.13): \
             SecretKey::from_slice + public_key + encoding",
            s.name, s.len
        ),
        impls,
    }
}

/// ring's shared secret: the ephemeral key is consumed by the agreement, so
/// a fresh one is generated (untimed) before each call.
struct RingShared {
    alg: &'static ring::agreement::Algorithm,
    rand: ring::rand::SystemRandom,
    points: Vec<Vec<u8>>,
    key: Option<ring::agreement::EphemeralPrivateKey>,
}

impl Op for RingShared {
    fn prepare(&mut self, _i: usize) {
        let key = ring::agreement::EphemeralPrivateKey::generate(self.alg, &self.rand)
            .expect("ring: EphemeralPrivateKey::generate failed");
        self.key = Some(key);
    }

    fn run(&mut self, i: usize) -> u64 {
        use ring::agreement::{UnparsedPublicKey, agree_ephemeral};
        let key = self
            .key
            .take()
            .expect("RingShared::prepare runs before run");
        agree_ephemeral(
            key,
            &UnparsedPublicKey::new(self.alg, &self.points[i]),
            fold,
        )
        .expect("ring: agree_ephemeral failed")
    }
}

/// What OpenSSL's shared secret computes below EVP, with objects made once:
/// the result point, the coordinates and the context.
struct EcWork {
    r: EcPoint,
    x: BigNum,
    y: BigNum,
    ctx: BigNumContext,
}

impl EcWork {
    fn new(group: &EcGroupRef) -> Result<EcWork, String> {
        Ok(EcWork {
            r: EcPoint::new(group).map_err(ossl("point"))?,
            x: BigNum::new().map_err(ossl("bn"))?,
            y: BigNum::new().map_err(ossl("bn"))?,
            ctx: BigNumContext::new().map_err(ossl("ctx"))?,
        })
    }

    /// The shared secret of `k` and the decoded point `p` through the EC
    /// layer, as `ECDH_compute_key` computes it: `EC_POINT_mul`, the affine
    /// `x`, `len` big-endian bytes.
    fn shared(
        &mut self,
        group: &EcGroupRef,
        k: &BigNumRef,
        p: &EcPointRef,
        len: usize,
    ) -> Result<Vec<u8>, String> {
        self.r
            .mul2(group, p, k, &mut self.ctx)
            .map_err(ossl("EC_POINT_mul"))?;
        self.r
            .affine_coordinates(group, &mut self.x, &mut self.y, &mut self.ctx)
            .map_err(ossl("affine_coordinates"))?;
        self.x
            .to_vec_padded(len as i32)
            .map_err(ossl("to_vec_padded"))
    }
}

/// OpenSSL's public key of a secret through its EC layer, with the group,
/// the context, the result point and the secrets (flagged constant-time)
/// made once: `EC_POINT_mul` by the generator, SEC1 uncompressed bytes.
struct OsslEcPublic {
    group: EcGroup,
    keys: Vec<BigNum>,
    q: EcPoint,
    ctx: BigNumContext,
}

impl OsslEcPublic {
    fn new(nid: Nid, ks: &[Vec<u8>]) -> Result<Self, String> {
        let group = EcGroup::from_curve_name(nid).map_err(ossl("group"))?;
        let keys = ks
            .iter()
            .map(|k| ossl_secret(k))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OsslEcPublic {
            q: EcPoint::new(&group).map_err(ossl("point"))?,
            ctx: BigNumContext::new().map_err(ossl("ctx"))?,
            group,
            keys,
        })
    }

    /// The public key of input `i`.
    fn public(&mut self, i: usize) -> Result<Vec<u8>, String> {
        self.q
            .mul_generator2(&self.group, &self.keys[i], &mut self.ctx)
            .map_err(ossl("EC_POINT_mul"))?;
        self.q
            .to_bytes(
                &self.group,
                PointConversionForm::UNCOMPRESSED,
                &mut self.ctx,
            )
            .map_err(ossl("EC_POINT_point2oct"))
    }
}

impl Op for OsslEcPublic {
    fn run(&mut self, i: usize) -> u64 {
        fold(&self.public(i).expect("OpenSSL: EC_POINT_mul failed"))
    }
}

/// The secret `k` (big-endian) as OpenSSL's EC layer holds a private key: a
/// BIGNUM flagged constant-time (what `EC_KEY_set_private_key` sets).
fn ossl_secret(k: &[u8]) -> Result<BigNum, String> {
    let mut d = BigNum::from_slice(k).map_err(ossl("bn"))?;
    d.set_const_time();
    Ok(d)
}

/// OpenSSL's shared secret through the EC layer (column `OpenSSL EC`):
/// secrets and peer points decoded once, [`EcWork::shared`] timed.
struct OsslEcShared {
    group: EcGroup,
    keys: Vec<BigNum>,
    peers: Vec<EcPoint>,
    work: EcWork,
    len: usize,
}

impl OsslEcShared {
    fn new(nid: Nid, len: usize, ks: &[Vec<u8>], ps: &[Vec<u8>]) -> Result<Self, String> {
        let group = EcGroup::from_curve_name(nid).map_err(ossl("group"))?;
        let mut work = EcWork::new(&group)?;
        let keys = ks
            .iter()
            .map(|k| ossl_secret(k))
            .collect::<Result<Vec<_>, _>>()?;
        let peers = ps
            .iter()
            .map(|p| EcPoint::from_bytes(&group, p, &mut work.ctx).map_err(ossl("decode")))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OsslEcShared {
            group,
            keys,
            peers,
            work,
            len,
        })
    }

    /// The shared secret of input `i`.
    fn shared(&mut self, i: usize) -> Result<Vec<u8>, String> {
        self.work
            .shared(&self.group, &self.keys[i], &self.peers[i], self.len)
    }
}

impl Op for OsslEcShared {
    fn run(&mut self, i: usize) -> u64 {
        fold(&self.shared(i).expect("OpenSSL: EC_POINT_mul failed"))
    }
}

/// OpenSSL's EC-layer shared secret of `k` and a SEC1 point, from scratch.
fn ossl_ec_shared(nid: Nid, len: usize, k: &[u8], sec1: &[u8]) -> Result<Vec<u8>, String> {
    OsslEcShared::new(nid, len, &[k.to_vec()], &[sec1.to_vec()])?.shared(0)
}

/// The `OpenSSL EC` column against CAVP `COUNT = 0` (secp256k1:
/// Wycheproof's case), and against the reference (OpenSSL's EVP derive)
/// on the first pool inputs, both through the timed object's code.
fn check_ossl_ec(s: &Spec, scalars: &[Vec<u8>], points: &[Vec<u8>]) -> Result<(), String> {
    let [d, qx, qy, _, _, z] = s.cavp.map(unhex);
    let q = [&[4u8][..], &qx, &qy].concat();
    let got = ossl_ec_shared(s.nid, s.len, &d, &q)?;
    if got != z {
        return Err(format!(
            "the known answer (CAVP COUNT = 0; secp256k1: Wycheproof): got {} want {}",
            hex(&got),
            hex(&z)
        ));
    }
    check_shared(s, scalars, points, |k, p| {
        ossl_ec_shared(s.nid, s.len, k, p)
    })
}

fn shared_row(s: &std::rc::Rc<Spec>, seed: u64) -> Row {
    let id: &'static str = Box::leak(format!("{}/shared", s.id).into_boxed_str());
    let title: &'static str = Box::leak(format!("{} shared", s.name).into_boxed_str());
    let mut rng = Rng::new(seed, id);
    let scalars = scalars(s, &mut rng);
    let points: Vec<Vec<u8>> = self::scalars(s, &mut rng)
        .iter()
        .map(|r| ref_public(s.nid, r).expect("OpenSSL computes a public key"))
        .collect();

    let (_, shared, _, prep_shared) = s.velocurve;
    let mut impls = vc_columns(s, |b| {
        let (err, o) = prepared(prep_shared(&scalars, &points, b));
        let (cs, cp, sp) = (scalars.clone(), points.clone(), s.clone());
        let check = move || match &err {
            Some(e) => Err(e.clone()),
            None => check_shared(&sp, &cs, &cp, |k, p| shared(k, p, b)),
        };
        (check, o)
    });

    if let Some(alg) = s.ring {
        let (cs, sp) = (scalars.clone(), s.clone());
        impls.push(Impl::new(
            peer::RING,
            Kind::Peer,
            move || check_ring(&sp, alg, &cs),
            Box::new(RingShared {
                alg,
                rand: ring::rand::SystemRandom::new(),
                points: points.clone(),
                key: None,
            }),
        ));
    }

    if let Some(alg) = s.aws {
        let keys: Vec<_> = scalars
            .iter()
            .map(|k| {
                aws_lc_rs::agreement::PrivateKey::from_private_key(alg, k)
                    .expect("aws-lc-rs: private key import failed")
            })
            .collect();
        let (cs, cp, sp) = (scalars.clone(), points.clone(), s.clone());
        let p = points.clone();
        impls.push(Impl::new(
            peer::AWS_LC,
            Kind::Peer,
            move || {
                check_shared(&sp, &cs, &cp, |k, p| {
                    let sk = aws_lc_rs::agreement::PrivateKey::from_private_key(alg, k)
                        .map_err(|e| format!("aws-lc-rs import private: {e}"))?;
                    aws_shared(alg, &sk, p)
                })
            },
            op(move |i| {
                use aws_lc_rs::agreement::{UnparsedPublicKey, agree};
                agree(&keys[i], UnparsedPublicKey::new(alg, &p[i]), (), |s| {
                    Ok(fold(s))
                })
                .expect("aws-lc-rs: agree failed")
            }),
        ));
    }

    let keys: Vec<_> = scalars
        .iter()
        .map(|k| ossl_private(s.nid, k).expect("OpenSSL: private key import failed"))
        .collect();
    let peers: Vec<_> = points
        .iter()
        .map(|p| ossl_public(s.nid, p).expect("OpenSSL: public key import failed"))
        .collect();
    let (cs, cp, sp) = (scalars.clone(), points.clone(), s.clone());
    impls.push(Impl::new(
        peer::OPENSSL,
        Kind::Peer,
        move || {
            // The reference against itself by symmetry: ref(k, [r] G) ==
            // ref(r, [k] G) needs r; the CAVP self-check covers its values,
            // so here only the shape of the output is checked.
            for (k, p) in cs.iter().zip(&cp).take(CHECKED) {
                let z = ref_shared(sp.nid, k, p)?;
                if z.len() != sp.len {
                    return Err(format!("OpenSSL derived {} bytes", z.len()));
                }
            }
            Ok(())
        },
        op(move |i| fold(&ossl_derive(&keys[i], &peers[i]).expect("OpenSSL derive"))),
    ));

    let (cs, cp, sp) = (scalars.clone(), points.clone(), s.clone());
    impls.push(Impl::new(
        peer::OPENSSL_EC,
        Kind::Peer,
        move || check_ossl_ec(&sp, &cs, &cp),
        Box::new(
            OsslEcShared::new(s.nid, s.len, &scalars, &points)
                .expect("OpenSSL: EC inputs import failed"),
        ),
    ));

    if let Some((_, shared, _, prep_shared)) = s.rustcrypto {
        let (err, o) = prepared(prep_shared(&scalars, &points, None));
        let (cs, cp, sp) = (scalars.clone(), points.clone(), s.clone());
        impls.push(Impl::new(
            RUSTCRYPTO,
            Kind::Peer,
            move || match &err {
                Some(e) => Err(e.clone()),
                None => check_shared(&sp, &cs, &cp, |k, p| shared(k, p, None)),
            },
            o,
        ));
    }

    Row {
        id,
        title,
        ops_per_call: 1,
        note: format!(
            "{}: SecretKey::diffie_hellman with a decoded (validated) peer public key (SEC1 \
             uncompressed); ring: agree_ephemeral on a pre-generated key (public key parsed in \
             the call); aws-lc-rs: agree with an imported key (likewise); OpenSSL (the \
             reference; its EVP interface): Deriver new + set_peer + derive on pre-imported \
             keys; OpenSSL EC (its EC layer, what ECDH_compute_key runs): EC_POINT_mul of the \
             peer point (decoded and checked by EC_POINT_oct2point before the call, as \
             velocurve's) by the secret (a BIGNUM flagged constant-time, as EC_KEY's) + \
             EC_POINT_get_affine_coordinates (x and y; ECDH_compute_key asks for x alone) + \
             x as {} big-endian bytes, group, BN_CTX and result point made before the call; \
             RustCrypto (0.13): ecdh::diffie_hellman on decoded keys",
            s.name, s.len
        ),
        impls,
    }
}

/// What a batch row times.
#[derive(Clone, Copy, PartialEq)]
enum BatchOf {
    /// `diffie_hellman_batch` (row `pNNN/batch64`).
    Shared,
    /// `public_key_batch` (row `pNNN/keygen-batch64`).
    Keygen,
}

/// A batch row, per key: `diffie_hellman_batch` on [`BATCH`] (secret, peer
/// public key) pairs per call, or `public_key_batch` on [`BATCH`] secrets,
/// beside the peers' single shared secret or key generation (none has a
/// batch API; their cells are those of the `pNNN/shared` or `pNNN/keygen`
/// row, re-measured in this one), as the X25519 batch rows. Every key of
/// the first two batches is checked against the reference (OpenSSL).
fn batch_row(s: &std::rc::Rc<Spec>, seed: u64, of: BatchOf) -> Row {
    let (id, title, batch) = match of {
        BatchOf::Shared => (
            format!("{}/batch{BATCH}", s.id),
            format!("{} batch shared secret, per key", s.name),
            s.batch_shared,
        ),
        BatchOf::Keygen => (
            format!("{}/keygen-batch{BATCH}", s.id),
            format!("{} batch keygen, per key", s.name),
            s.batch_keygen,
        ),
    };
    let id: &'static str = Box::leak(id.into_boxed_str());
    let title: &'static str = Box::leak(title.into_boxed_str());
    let mut rng = Rng::new(seed, id);
    let scalars = scalars(s, &mut rng);
    // Batch i holds pool entries i*BATCH .. i*BATCH + BATCH (mod POOL).
    let batches = |pool: &[Vec<u8>]| -> Vec<Vec<Vec<u8>>> {
        (0..POOL)
            .map(|i| {
                (0..BATCH)
                    .map(|j| pool[(i * BATCH + j + i) % POOL].clone())
                    .collect()
            })
            .collect()
    };
    let kss = batches(&scalars);
    // Key generation has no peer points: empty lists.
    let pss = match of {
        BatchOf::Shared => batches(
            &self::scalars(s, &mut rng)
                .iter()
                .map(|r| ref_public(s.nid, r).expect("OpenSSL computes a public key"))
                .collect::<Vec<_>>(),
        ),
        BatchOf::Keygen => vec![Vec::new(); POOL],
    };
    let mut impls = vc_columns(s, |b| {
        let (err, o) = prepared((batch.prep)(&kss, &pss, b));
        let (ck, cp, nid) = (kss.clone(), pss.clone(), s.nid);
        let check = move || {
            if let Some(e) = &err {
                return Err(e.clone());
            }
            // Every key of the first batches against the reference.
            for (ks, ps) in ck.iter().zip(&cp).take(2) {
                let got = (batch.once)(ks, ps, b)?;
                for (j, k) in ks.iter().enumerate() {
                    let (want, p) = match of {
                        BatchOf::Shared => (ref_shared(nid, k, &ps[j])?, hex(&ps[j])),
                        BatchOf::Keygen => (ref_public(nid, k)?, "G".into()),
                    };
                    if got[j] != want {
                        return Err(format!(
                            "key {j}: k={} P={p}: got {} want {}",
                            hex(k),
                            hex(&got[j]),
                            hex(&want)
                        ));
                    }
                }
            }
            Ok(())
        };
        (check, o)
    });
    let single = match of {
        BatchOf::Shared => shared_row(s, seed),
        BatchOf::Keygen => keygen_row(s, seed),
    };
    impls.extend(
        single
            .impls
            .into_iter()
            .filter(|i| i.kind == Kind::Peer)
            .map(|i| i.with_ops_per_call(1)),
    );
    let note = match of {
        BatchOf::Shared => format!(
            "{}: diffie_hellman_batch on {BATCH} (secret key, decoded peer public key) pairs \
             per call, divided by {BATCH}: each key the single window, one shared inversion \
             (Montgomery's trick); no peer has a batch API: peers show their single shared \
             secret (one per call, as in the {}/shared row)",
            s.name, s.id
        ),
        BatchOf::Keygen => format!(
            "{}: public_key_batch on {BATCH} secret keys per call (SEC1 uncompressed out), \
             divided by {BATCH}: each key the single fixed-base comb, one shared inversion \
             (Montgomery's trick); no peer has a batch API: peers show their single key \
             generation (one per call, as in the {}/keygen row)",
            s.name, s.id
        ),
    };
    Row {
        id,
        title,
        ops_per_call: BATCH as u32,
        note,
        impls,
    }
}
