//! The operations measured, one function per row, and their checks.
//!
//! To add a row: write a function returning a [`Row`] with an [`Impl`] per
//! column (reuse [`velocurve_columns`] for the velocurve ones and the
//! column names in [`peer`]), give each a check against an independent
//! reference, and list it in [`rows`] (or in `ed25519_rows.rs`,
//! `nist_rows.rs` / `nist_field_rows.rs`, which `main.rs` chains after
//! these).

use crate::harness::{Impl, Kind, Op, POOL, Row, fold, op};
use crate::reference::{Fe, c13318};
use crate::rng::Rng;
use std::cell::OnceCell;
use std::rc::Rc;
use velocurve::backend::{Backend, Operation, OperationKind};
use velocurve::curve13318::{self as vc13318, PublicKey, SecretKey};

/// Column names of the peers, in table order.
pub mod peer {
    pub const DALEK: &str = "dalek";
    pub const RING: &str = "ring";
    pub const AWS_LC: &str = "aws-lc-rs";
    pub const OPENSSL: &str = "OpenSSL";
    /// OpenSSL through its EC layer (`EC_POINT_mul`), where the `OpenSSL`
    /// column of the same row (if any) goes through EVP.
    pub const OPENSSL_EC: &str = "OpenSSL EC";
    pub const SODIUM: &str = "libsodium";
    /// Schwabe and Sprenkels' Curve13318 research code (four-lane AVX2),
    /// optional: loaded at run time where it has been built
    /// (`curve13318_haswell.rs`).
    pub const CURVE13318_HASWELL: &str = "curve13318-haswell";
}

/// Inputs checked per implementation (from the start of the pool).
pub const CHECKED: usize = 8;

/// The rows of this module (field, X25519, Curve13318), in table order.
pub fn rows(seed: u64) -> Vec<Row> {
    vec![
        field_mul(seed),
        field_square(seed),
        field_invert(seed),
        x25519_keygen(seed),
        curve13318_keygen(seed),
        x25519_shared(seed),
        curve13318_shared(seed),
        curve13318_double_base(seed),
        x25519_batch(seed, 8),
        curve13318_batch(seed, 64, false),
        curve13318_batch(seed, 64, true),
        x25519_batch(seed, 64),
        x25519_keygen_batch(seed, 8),
        x25519_keygen_batch(seed, 64),
    ]
}

/// Checks the reference (x25519-dalek) against RFC 7748's known answers;
/// everything else is checked against it.
pub fn reference_self_check() -> Result<(), String> {
    for (k, u, want) in rfc7748_dh_vectors() {
        let got = x25519_dalek::x25519(k, u);
        if got != want {
            return Err(format!(
                "x25519-dalek disagrees with RFC 7748: k={} u={} got {} want {}",
                hex(&k),
                hex(&u),
                hex(&got),
                hex(&want)
            ));
        }
    }
    Ok(())
}

/// The column name of a velocurve backend (`None`: the automatic choice).
pub fn velocurve_column(b: Option<Backend>) -> String {
    match b {
        None => "velocurve auto".into(),
        Some(b) => format!("velocurve/{}", b.name()),
    }
}

/// The library's operation a row times (whose backend `Backend::Auto`
/// chooses separately).
pub fn operation(row_id: &str) -> Operation {
    let (curve, what) = row_id.split_once('/').unwrap_or((row_id, ""));
    // The Weierstrass curves' rows: a batch runs on the curve's batch
    // operation where it has one, else on the single operation's.
    // The NIST field rows run on the field of the curve's exchange.
    let kind = match what {
        "shared" | "double_base_vartime" | "field-mul" | "field-square" => Some(OperationKind::Mul),
        "keygen" | "sign" => Some(OperationKind::MulBase),
        "verify" => Some(OperationKind::Mul),
        "batch64" => Some(OperationKind::MulBatch),
        "keygen-batch64" => Some(OperationKind::MulBaseBatch),
        _ => None,
    };
    let single = |k| match k {
        OperationKind::MulBatch => OperationKind::Mul,
        OperationKind::MulBaseBatch => OperationKind::MulBase,
        k => k,
    };
    if let Some(op) =
        kind.and_then(|k| Operation::find(curve, k).or_else(|| Operation::find(curve, single(k))))
    {
        return op;
    }
    match row_id {
        id if id.starts_with("field/") => Operation::Field,
        id if id.starts_with("x25519/keygen-batch") => Operation::X25519BaseBatch,
        id if id.starts_with("x25519/batch") => Operation::X25519Batch,
        "x25519/keygen" | "ed25519/keygen" | "ed25519/sign" => Operation::MulBase,
        id if id.starts_with("ed25519/batch") => Operation::Ed25519VerifyBatch,
        _ => Operation::Ed25519Verify,
    }
}

/// The forced column that runs the code `velocurve auto` runs in `row`,
/// for the agreement check (`agreement.rs`): the column of
/// `Backend::auto(op)` for the row's operation.
pub fn auto_twin(row: &Row) -> String {
    velocurve_column(Some(Backend::auto(operation(row.id))))
}

/// `velocurve auto` then one column per backend in [`Backend::ALL`];
/// unsupported backends become skipped cells. `make` builds the check and
/// the op for one backend (`None`: auto).
pub fn velocurve_columns<C>(mut make: impl FnMut(Option<Backend>) -> (C, Box<dyn Op>)) -> Vec<Impl>
where
    C: FnMut() -> Result<(), String> + 'static,
{
    let mut out = Vec::new();
    let (check, o) = make(None);
    out.push(Impl::new(
        velocurve_column(None),
        Kind::VelocurveAuto,
        check,
        o,
    ));
    for &b in Backend::ALL {
        if b.is_supported() {
            let (check, o) = make(Some(b));
            out.push(Impl::new(
                velocurve_column(Some(b)),
                Kind::VelocurveForced,
                check,
                o,
            ));
        } else {
            out.push(Impl::skipped(
                velocurve_column(Some(b)),
                Kind::VelocurveForced,
                "not supported by this CPU",
            ));
        }
    }
    out
}

// ---------------------------------------------------------------- field rows

/// Dependent field operations per timed call (also of the NIST field rows,
/// `nist_field_rows.rs`).
pub const MUL_CHAIN: u32 = 1000;
pub const SQUARE_CHAIN: u32 = 1000;
const INVERT_CHAIN: u32 = 20;

fn field_pool(rng: &mut Rng) -> Vec<[u8; 32]> {
    let mut out = Vec::with_capacity(POOL);
    while out.len() < POOL {
        let mut b = rng.bytes32();
        b[31] &= 0x7f;
        if Fe::from_bytes(&b).is_some_and(|f| !f.is_zero()) {
            out.push(b);
        }
    }
    out
}

fn chain_note(n: u32) -> String {
    format!("per op in a dependent chain of {n} (latency); peers expose no field arithmetic")
}

/// Compares `got(input, n)` with the reference on the first inputs, for a
/// chain of one and of the timed length.
fn check_field(
    pool: &[[u8; 32]],
    chain: u32,
    got: impl Fn(usize, u32) -> [u8; 32],
    want: impl Fn(usize, u32) -> Fe,
) -> Result<(), String> {
    for (i, input) in pool.iter().enumerate().take(4) {
        for n in [1, chain] {
            let (g, w) = (got(i, n), want(i, n).to_bytes());
            if g != w {
                return Err(format!(
                    "input {} (chain of {n}): got {} want {}",
                    hex(input),
                    hex(&g),
                    hex(&w)
                ));
            }
        }
    }
    Ok(())
}

fn fe(b: &[u8; 32]) -> Fe {
    Fe::from_bytes(b).expect("field pool holds canonical encodings")
}

fn field_mul(seed: u64) -> Row {
    let mut rng = Rng::new(seed, "field/mul");
    let (a, b) = (field_pool(&mut rng), field_pool(&mut rng));
    let impls = velocurve_columns(|backend| {
        let be = backend.unwrap_or(Backend::Auto);
        let (ca, cb) = (a.clone(), b.clone());
        let check = move || {
            check_field(
                &ca,
                MUL_CHAIN,
                |i, n| velocurve::__bench::field::mul_chain(be, &ca[i], &cb[i], n),
                |i, n| (0..n).fold(fe(&ca[i]), |x, _| x.mul(fe(&cb[i]))),
            )
        };
        let (a, b) = (a.clone(), b.clone());
        let o = op(move |i| {
            fold(&velocurve::__bench::field::mul_chain(
                be, &a[i], &b[i], MUL_CHAIN,
            ))
        });
        (check, o)
    });
    Row {
        id: "field/mul",
        title: "field multiply",
        ops_per_call: MUL_CHAIN,
        note: chain_note(MUL_CHAIN),
        impls,
    }
}

fn field_square(seed: u64) -> Row {
    let mut rng = Rng::new(seed, "field/square");
    let a = field_pool(&mut rng);
    let impls = velocurve_columns(|backend| {
        let be = backend.unwrap_or(Backend::Auto);
        let ca = a.clone();
        let check = move || {
            check_field(
                &ca,
                SQUARE_CHAIN,
                |i, n| velocurve::__bench::field::square_chain(be, &ca[i], n),
                |i, n| (0..n).fold(fe(&ca[i]), |x, _| x.square()),
            )
        };
        let a = a.clone();
        let o = op(move |i| {
            fold(&velocurve::__bench::field::square_chain(
                be,
                &a[i],
                SQUARE_CHAIN,
            ))
        });
        (check, o)
    });
    Row {
        id: "field/square",
        title: "field square",
        ops_per_call: SQUARE_CHAIN,
        note: chain_note(SQUARE_CHAIN),
        impls,
    }
}

fn field_invert(seed: u64) -> Row {
    let mut rng = Rng::new(seed, "field/invert");
    let a = field_pool(&mut rng);
    let impls = velocurve_columns(|backend| {
        let be = backend.unwrap_or(Backend::Auto);
        let ca = a.clone();
        let check = move || {
            check_field(
                &ca,
                INVERT_CHAIN,
                |i, n| velocurve::__bench::field::invert_chain(be, &ca[i], n),
                |i, n| (0..n).fold(fe(&ca[i]), |x, _| x.invert()),
            )
        };
        let a = a.clone();
        let o = op(move |i| {
            fold(&velocurve::__bench::field::invert_chain(
                be,
                &a[i],
                INVERT_CHAIN,
            ))
        });
        (check, o)
    });
    Row {
        id: "field/invert",
        title: "field inversion",
        ops_per_call: INVERT_CHAIN,
        note: chain_note(INVERT_CHAIN),
        impls,
    }
}

// --------------------------------------------------------------- X25519 rows

/// Seeded secret scalars (unclamped: every implementation clamps) and
/// peer public keys (real public keys, computed by the reference).
fn x25519_pools(seed: u64, label: &str) -> (Vec<[u8; 32]>, Vec<[u8; 32]>) {
    let mut rng = Rng::new(seed, label);
    let scalars: Vec<[u8; 32]> = (0..POOL).map(|_| rng.bytes32()).collect();
    let points = (0..POOL)
        .map(|_| x25519_dalek::x25519(rng.bytes32(), x25519_dalek::X25519_BASEPOINT_BYTES))
        .collect();
    (scalars, points)
}

/// The reference shared secret.
fn reference(k: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    x25519_dalek::x25519(*k, *u)
}

/// Compares `f(k, u)` with the reference on the first pool inputs and the
/// RFC 7748 vectors.
fn check_shared(
    scalars: &[[u8; 32]],
    points: &[[u8; 32]],
    f: impl Fn(&[u8; 32], &[u8; 32]) -> Result<[u8; 32], String>,
) -> Result<(), String> {
    let pool = scalars.iter().zip(points).take(CHECKED);
    let rfc = rfc7748_dh_vectors().map(|(k, u, _)| (k, u));
    for (k, u) in pool.map(|(k, u)| (*k, *u)).chain(rfc) {
        let (got, want) = (f(&k, &u)?, reference(&k, &u));
        if got != want {
            return Err(format!(
                "k={} u={}: got {} want {}",
                hex(&k),
                hex(&u),
                hex(&got),
                hex(&want)
            ));
        }
    }
    Ok(())
}

/// Compares `f(k)` with the reference `x25519(k, 9)` (a ladder, not the
/// fixed-base code under test) on the first pool inputs and RFC 7748 §6.1.
fn check_keygen(
    scalars: &[[u8; 32]],
    f: impl Fn(&[u8; 32]) -> Result<[u8; 32], String>,
) -> Result<(), String> {
    let rfc = rfc7748_keygen_vectors().map(|(k, _)| k);
    for k in scalars.iter().take(CHECKED).copied().chain(rfc) {
        let (got, want) = (f(&k)?, reference(&k, &velocurve::x25519::BASEPOINT));
        if got != want {
            return Err(format!(
                "k={}: got {} want {}",
                hex(&k),
                hex(&got),
                hex(&want)
            ));
        }
    }
    for (k, want) in rfc7748_keygen_vectors() {
        if reference(&k, &velocurve::x25519::BASEPOINT) != want {
            return Err("reference disagrees with RFC 7748 §6.1".into());
        }
    }
    Ok(())
}

/// ring's private keys cannot be imported, so ring is checked by symmetry
/// with the reference: ring(r, ref_pub(s)) == ref(s, ring_pub(r)).
fn check_ring(scalars: &[[u8; 32]]) -> Result<(), String> {
    use ring::agreement::{EphemeralPrivateKey, UnparsedPublicKey, X25519, agree_ephemeral};
    let rand = ring::rand::SystemRandom::new();
    for s in scalars.iter().take(CHECKED) {
        let key = EphemeralPrivateKey::generate(&X25519, &rand)
            .map_err(|_| "ring key generation failed")?;
        let ring_pub = key
            .compute_public_key()
            .map_err(|_| "ring compute_public_key failed")?;
        let ring_pub: [u8; 32] = ring_pub
            .as_ref()
            .try_into()
            .map_err(|_| "ring public key is not 32 bytes")?;
        let ref_pub = reference(s, &velocurve::x25519::BASEPOINT);
        let got = agree_ephemeral(key, &UnparsedPublicKey::new(&X25519, &ref_pub), |k| {
            <[u8; 32]>::try_from(k)
        })
        .map_err(|_| "ring agree_ephemeral failed")?
        .map_err(|_| "ring shared secret is not 32 bytes")?;
        let want = reference(s, &ring_pub);
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

fn openssl_shared(k: &[u8; 32], u: &[u8; 32]) -> Result<[u8; 32], String> {
    use openssl::pkey::{Id, PKey};
    let e = |what: &'static str| {
        move |err: openssl::error::ErrorStack| format!("OpenSSL {what}: {err}")
    };
    let sk = PKey::private_key_from_raw_bytes(k, Id::X25519).map_err(e("import private"))?;
    let pk = PKey::public_key_from_raw_bytes(u, Id::X25519).map_err(e("import public"))?;
    let mut d = openssl::derive::Deriver::new(&sk).map_err(e("Deriver::new"))?;
    d.set_peer(&pk).map_err(e("set_peer"))?;
    let mut out = [0u8; 32];
    let n = d.derive(&mut out).map_err(e("derive"))?;
    if n != 32 {
        return Err(format!("OpenSSL derived {n} bytes"));
    }
    Ok(out)
}

fn openssl_public(k: &[u8; 32]) -> Result<[u8; 32], String> {
    use openssl::pkey::{Id, PKey};
    let sk = PKey::private_key_from_raw_bytes(k, Id::X25519)
        .map_err(|e| format!("OpenSSL import private: {e}"))?;
    let pk = sk
        .raw_public_key()
        .map_err(|e| format!("OpenSSL raw_public_key: {e}"))?;
    pk.try_into()
        .map_err(|_| "OpenSSL public key is not 32 bytes".into())
}

fn aws_lc_shared(k: &[u8; 32], u: &[u8; 32]) -> Result<[u8; 32], String> {
    use aws_lc_rs::agreement::{PrivateKey, UnparsedPublicKey, X25519, agree};
    let sk = PrivateKey::from_private_key(&X25519, k)
        .map_err(|e| format!("aws-lc-rs import private: {e}"))?;
    agree(
        &sk,
        UnparsedPublicKey::new(&X25519, u),
        "aws-lc-rs agree failed".to_string(),
        |s| <[u8; 32]>::try_from(s).map_err(|_| "aws-lc-rs secret is not 32 bytes".into()),
    )
}

fn aws_lc_public(k: &[u8; 32]) -> Result<[u8; 32], String> {
    use aws_lc_rs::agreement::{PrivateKey, X25519};
    let sk = PrivateKey::from_private_key(&X25519, k)
        .map_err(|e| format!("aws-lc-rs import private: {e}"))?;
    let pk = sk
        .compute_public_key()
        .map_err(|_| "aws-lc-rs compute_public_key failed")?;
    pk.as_ref()
        .try_into()
        .map_err(|_| "aws-lc-rs public key is not 32 bytes".into())
}

fn sodium_shared(k: &[u8; 32], u: &[u8; 32]) -> Result<[u8; 32], String> {
    let mut out = [0u8; 32];
    // SAFETY: all three pointers point to 32 valid bytes, as the function
    // requires; libsodium was initialised in `main`.
    let rc = unsafe {
        libsodium_sys::crypto_scalarmult_curve25519(out.as_mut_ptr(), k.as_ptr(), u.as_ptr())
    };
    if rc != 0 {
        return Err(format!("crypto_scalarmult_curve25519 returned {rc}"));
    }
    Ok(out)
}

fn sodium_public(k: &[u8; 32]) -> Result<[u8; 32], String> {
    let mut out = [0u8; 32];
    // SAFETY: both pointers point to 32 valid bytes.
    let rc =
        unsafe { libsodium_sys::crypto_scalarmult_curve25519_base(out.as_mut_ptr(), k.as_ptr()) };
    if rc != 0 {
        return Err(format!("crypto_scalarmult_curve25519_base returned {rc}"));
    }
    Ok(out)
}

/// ring's shared secret: the ephemeral key is consumed by the agreement, so
/// a fresh one is generated (untimed) before each call.
struct RingShared {
    rand: ring::rand::SystemRandom,
    points: Vec<[u8; 32]>,
    key: Option<ring::agreement::EphemeralPrivateKey>,
}

impl Op for RingShared {
    fn prepare(&mut self, _i: usize) {
        let key =
            ring::agreement::EphemeralPrivateKey::generate(&ring::agreement::X25519, &self.rand)
                .expect("ring: EphemeralPrivateKey::generate failed");
        self.key = Some(key);
    }

    fn run(&mut self, i: usize) -> u64 {
        use ring::agreement::{UnparsedPublicKey, X25519, agree_ephemeral};
        let key = self
            .key
            .take()
            .expect("RingShared::prepare runs before run");
        agree_ephemeral(key, &UnparsedPublicKey::new(&X25519, &self.points[i]), fold)
            .expect("ring: agree_ephemeral failed")
    }
}

fn x25519_keygen(seed: u64) -> Row {
    let (scalars, _) = x25519_pools(seed, "x25519/keygen");
    let mut impls = velocurve_columns(|backend| {
        let (cs, s) = (scalars.clone(), scalars.clone());
        let check = move || {
            check_keygen(&cs, |k| match backend {
                None => Ok(velocurve::x25519::x25519_base(k)),
                Some(b) => {
                    velocurve::x25519::x25519_base_with_backend(b, k).map_err(|e| e.to_string())
                }
            })
        };
        let o = match backend {
            None => op(move |i| fold(&velocurve::x25519::x25519_base(&s[i]))),
            Some(b) => op(move |i| {
                fold(
                    &velocurve::x25519::x25519_base_with_backend(b, &s[i])
                        .expect("backend was checked to be supported"),
                )
            }),
        };
        (check, o)
    });

    let (cs, s) = (scalars.clone(), scalars.clone());
    impls.push(Impl::new(
        peer::DALEK,
        Kind::Peer,
        move || {
            check_keygen(&cs, |k| {
                let sk = x25519_dalek::StaticSecret::from(*k);
                Ok(*x25519_dalek::PublicKey::from(&sk).as_bytes())
            })
        },
        op(move |i| {
            let sk = x25519_dalek::StaticSecret::from(s[i]);
            fold(x25519_dalek::PublicKey::from(&sk).as_bytes())
        }),
    ));

    let cs = scalars.clone();
    let rand = ring::rand::SystemRandom::new();
    let ring_keys: Vec<_> = (0..POOL)
        .map(|_| {
            ring::agreement::EphemeralPrivateKey::generate(&ring::agreement::X25519, &rand)
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
        move || check_keygen(&cs, openssl_public),
        op(move |i| fold(&openssl_public(&s[i]).expect("OpenSSL keygen failed"))),
    ));

    let (cs, s) = (scalars.clone(), scalars);
    impls.push(Impl::new(
        peer::SODIUM,
        Kind::Peer,
        move || check_keygen(&cs, sodium_public),
        op(move |i| fold(&sodium_public(&s[i]).expect("libsodium keygen failed"))),
    ));

    Row {
        id: "x25519/keygen",
        title: "X25519 keygen",
        ops_per_call: 1,
        note: "public key from a 32-byte secret; ring: compute_public_key of a pre-generated \
               key; aws-lc-rs and OpenSSL: raw private-key import (which computes the public \
               key) + export"
            .into(),
        impls,
    }
}

fn x25519_shared(seed: u64) -> Row {
    let (scalars, points) = x25519_pools(seed, "x25519/shared");
    let mut impls = velocurve_columns(|backend| {
        let (cs, cp) = (scalars.clone(), points.clone());
        let check = move || {
            check_shared(&cs, &cp, |k, u| match backend {
                None => Ok(velocurve::x25519::x25519(k, u)),
                Some(b) => {
                    velocurve::x25519::x25519_with_backend(b, k, u).map_err(|e| e.to_string())
                }
            })
        };
        let (s, p) = (scalars.clone(), points.clone());
        let o = match backend {
            None => op(move |i| fold(&velocurve::x25519::x25519(&s[i], &p[i]))),
            Some(b) => op(move |i| {
                fold(
                    &velocurve::x25519::x25519_with_backend(b, &s[i], &p[i])
                        .expect("backend was checked to be supported"),
                )
            }),
        };
        (check, o)
    });

    let (cs, cp, s, p) = (
        scalars.clone(),
        points.clone(),
        scalars.clone(),
        points.clone(),
    );
    impls.push(Impl::new(
        peer::DALEK,
        Kind::Peer,
        move || check_shared(&cs, &cp, |k, u| Ok(x25519_dalek::x25519(*k, *u))),
        op(move |i| fold(&x25519_dalek::x25519(s[i], p[i]))),
    ));

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
            aws_lc_rs::agreement::PrivateKey::from_private_key(&aws_lc_rs::agreement::X25519, k)
                .expect("aws-lc-rs: private key import failed")
        })
        .collect();
    let p = points.clone();
    impls.push(Impl::new(
        peer::AWS_LC,
        Kind::Peer,
        move || check_shared(&cs, &cp, aws_lc_shared),
        op(move |i| {
            use aws_lc_rs::agreement::{UnparsedPublicKey, X25519, agree};
            agree(
                &aws_keys[i],
                UnparsedPublicKey::new(&X25519, &p[i]),
                (),
                |s| Ok(fold(s)),
            )
            .expect("aws-lc-rs: agree failed")
        }),
    ));

    let (cs, cp) = (scalars.clone(), points.clone());
    let ossl_keys: Vec<_> = scalars
        .iter()
        .map(|k| {
            openssl::pkey::PKey::private_key_from_raw_bytes(k, openssl::pkey::Id::X25519)
                .expect("OpenSSL: private key import failed")
        })
        .collect();
    let ossl_peers: Vec<_> = points
        .iter()
        .map(|u| {
            openssl::pkey::PKey::public_key_from_raw_bytes(u, openssl::pkey::Id::X25519)
                .expect("OpenSSL: public key import failed")
        })
        .collect();
    impls.push(Impl::new(
        peer::OPENSSL,
        Kind::Peer,
        move || check_shared(&cs, &cp, openssl_shared),
        op(move |i| {
            let mut d =
                openssl::derive::Deriver::new(&ossl_keys[i]).expect("OpenSSL: Deriver::new");
            d.set_peer(&ossl_peers[i]).expect("OpenSSL: set_peer");
            let mut out = [0u8; 32];
            d.derive(&mut out).expect("OpenSSL: derive");
            fold(&out)
        }),
    ));

    let (cs, cp, s, p) = (scalars.clone(), points.clone(), scalars, points);
    impls.push(Impl::new(
        peer::SODIUM,
        Kind::Peer,
        move || check_shared(&cs, &cp, sodium_shared),
        op(move |i| fold(&sodium_shared(&s[i], &p[i]).expect("libsodium scalarmult failed"))),
    ));

    Row {
        id: "x25519/shared",
        title: "X25519 shared",
        ops_per_call: 1,
        note: "x25519(secret, peer public key); ring: agree_ephemeral on a pre-generated key; \
               aws-lc-rs: agree with an imported key (public key parsed in the call); OpenSSL: \
               EVP Deriver new + set_peer + derive on pre-imported keys"
            .into(),
        impls,
    }
}

// ----------------------------------------------------------- Curve13318 rows

/// (Curve13318 row, X25519 row): the pairs whose ratio, column by column,
/// is the cost of cofactor 1 (Schwabe and Sprenkels, "The complete cost of
/// cofactor h = 1", Indocrypt 2019, Table 1: 1.47 on Haswell).
pub const COFACTOR_PAIRS: [(&str, &str); 4] = [
    ("curve13318/keygen", "x25519/keygen"),
    ("curve13318/shared", "x25519/shared"),
    ("curve13318/batch64", "x25519/batch64"),
    ("curve13318/keygen-batch64", "x25519/keygen-batch64"),
];

/// `n - 1`, big-endian.
fn c13318_order_minus_1() -> [u8; 32] {
    let mut k = vc13318::ORDER;
    for b in k.iter_mut().rev() {
        let (v, borrow) = b.overflowing_sub(1);
        *b = v;
        if !borrow {
            break;
        }
    }
    k
}

/// Seeded secret scalars, big-endian, uniform in `1 ..= n - 1` (by
/// rejection).
fn c13318_scalars(rng: &mut Rng) -> Vec<[u8; 32]> {
    let mut out = Vec::with_capacity(POOL);
    while out.len() < POOL {
        let k = rng.bytes32();
        if k != [0; 32] && k < vc13318::ORDER {
            out.push(k);
        }
    }
    out
}

/// The key of `k`, on `backend` (`None`: the default, auto).
fn c13318_key(k: &[u8; 32], backend: Option<Backend>) -> Result<SecretKey, String> {
    let key = SecretKey::from_bytes(k).map_err(|e| e.to_string())?;
    match backend {
        None => Ok(key),
        Some(b) => key.with_backend(b).map_err(|e| e.to_string()),
    }
}

/// The reference's `[k] G`, `x || y` little-endian.
fn c13318_ref_base(k: &[u8; 32]) -> Result<[u8; 64], String> {
    c13318::mul_xy(k, &vc13318::GENERATOR_XY).ok_or_else(|| "reference: G is off the curve".into())
}

/// Checks the reference's Curve13318 itself: `G` is on the curve, `[n] G`
/// is the identity, `[n - 1] G = -G`, and `[2] G` equals `G + G` computed
/// from the affine chord-and-tangent formula.
pub fn curve13318_reference_self_check() -> Result<(), String> {
    let g = vc13318::GENERATOR_XY;
    let (gx, gy) = (
        Fe::from_bytes(g[..32].try_into().unwrap_or(&[0xff; 32])),
        Fe::from_bytes(g[32..].try_into().unwrap_or(&[0xff; 32])),
    );
    let (Some(gx), Some(gy)) = (gx, gy) else {
        return Err("G is not canonical".into());
    };
    if !c13318::on_curve(gx, gy) {
        return Err("G is off the curve".into());
    }
    if c13318::mul(&vc13318::ORDER, gx, gy).is_some() {
        return Err("[n] G is not the identity: n is not G's order".into());
    }
    let neg = c13318::mul(&c13318_order_minus_1(), gx, gy);
    if neg != Some((gx, Fe::from_u64(0).sub(gy))) {
        return Err("[n - 1] G != -G".into());
    }
    // Tangent at G: lambda = (3 x^2 - 3) / 2y.
    let three = Fe::from_u64(3);
    let lambda = three
        .mul(gx.square())
        .sub(three)
        .mul(Fe::from_u64(2).mul(gy).invert());
    let x2 = lambda.square().sub(gx).sub(gx);
    let y2 = lambda.mul(gx.sub(x2)).sub(gy);
    let mut two = [0u8; 32];
    two[31] = 2;
    if c13318::mul(&two, gx, gy) != Some((x2, y2)) || !c13318::on_curve(x2, y2) {
        return Err("[2] G disagrees with the affine doubling".into());
    }
    Ok(())
}

/// The inputs a Curve13318 row checks: the first pool scalars, then 1 and
/// `n - 1`.
fn c13318_checked(scalars: &[[u8; 32]]) -> Vec<[u8; 32]> {
    let mut one = [0u8; 32];
    one[31] = 1;
    scalars
        .iter()
        .take(CHECKED)
        .copied()
        .chain([one, c13318_order_minus_1()])
        .collect()
}

/// The reference's answers, computed on first use (the reference takes
/// milliseconds per point) and shared by the row's columns.
type Lazy<T> = Rc<OnceCell<Result<Vec<T>, String>>>;

fn c13318_keygen_check(
    scalars: &[[u8; 32]],
    want: &Lazy<[u8; 64]>,
    backend: Option<Backend>,
) -> Result<(), String> {
    let inputs = c13318_checked(scalars);
    let want = want
        .get_or_init(|| inputs.iter().map(c13318_ref_base).collect())
        .as_ref()
        .map_err(Clone::clone)?;
    for (k, w) in inputs.iter().zip(want) {
        let got = c13318_key(k, backend)?.public_key().to_xy_le_bytes();
        if got != *w {
            return Err(format!(
                "k={}: got {} want {} (x || y, little-endian)",
                hex(k),
                hex(&got),
                hex(w)
            ));
        }
    }
    Ok(())
}

/// Compares `shared(k, P)` (the shared secret: `x`, big-endian) with the
/// reference on the checked inputs ([`c13318_checked`], each with a pool
/// point in turn); an input for which `shared` gives `None` (outside the
/// implementation's scalars, checked otherwise by `shared`) is passed over.
fn c13318_shared_check(
    scalars: &[[u8; 32]],
    points: &[PublicKey],
    want: &Lazy<[u8; 32]>,
    shared: impl Fn(&[u8; 32], &PublicKey) -> Result<Option<[u8; 32]>, String>,
) -> Result<(), String> {
    let inputs: Vec<([u8; 32], PublicKey)> = c13318_checked(scalars)
        .into_iter()
        .zip(points.iter().cycle())
        .map(|(k, p)| (k, *p))
        .collect();
    let want = want
        .get_or_init(|| {
            inputs
                .iter()
                .map(|(k, p)| {
                    let xy = c13318::mul_xy(k, &p.to_xy_le_bytes())
                        .ok_or("reference: a peer public key is off the curve")?;
                    let mut x: [u8; 32] = xy[..32].try_into().map_err(|_| "32 bytes")?;
                    x.reverse();
                    Ok(x)
                })
                .collect()
        })
        .as_ref()
        .map_err(Clone::clone)?;
    for ((k, p), w) in inputs.iter().zip(want) {
        let Some(got) = shared(k, p)? else {
            continue;
        };
        if got != *w {
            return Err(format!(
                "k={} P={}: got {} want {}",
                hex(k),
                hex(&p.to_uncompressed()),
                hex(&got),
                hex(w)
            ));
        }
    }
    Ok(())
}

/// velocurve's shared secret of `k` (big-endian) and `p` on `backend`.
fn c13318_shared(
    k: &[u8; 32],
    p: &PublicKey,
    backend: Option<Backend>,
) -> Result<[u8; 32], String> {
    let s = c13318_key(k, backend)?
        .diffie_hellman(p)
        .map_err(|e| format!("diffie_hellman: {e}"))?;
    Ok(*s.as_bytes())
}

/// The research code's shared secret: `[k] P` by its scalar
/// multiplication (`k` little-endian, `P` as `x || y` little-endian), the
/// `x` of the result reversed into velocurve's form (big-endian).
fn c13318_haswell_shared(
    lib: &crate::curve13318_haswell::Library,
    k_le: &[u8; 32],
    xy: &[u8; 64],
) -> Result<[u8; 32], String> {
    let out = lib
        .scalarmult(k_le, xy)
        .ok_or("crypto_scalarmult_curve13318_avx2_scalarmult rejected the point")?;
    let mut x = [0u8; 32];
    for (d, s) in x.iter_mut().zip(out[..32].iter().rev()) {
        *d = *s;
    }
    Ok(x)
}

/// The `curve13318-haswell` column of `curve13318/shared`: the research
/// code on the row's scalars and points, converted before timing (scalar
/// to little-endian, public key to its `x || y` form); checked on the
/// inputs of the velocurve columns against the reference and against
/// velocurve's own shared secret.
///
/// The research code reads 255 bits of the scalar (bit 255 is ignored),
/// while `n > 2^255`: it computes `[k mod 2^255] P`, so it agrees with
/// velocurve for `k < 2^255` (all of `1 ..= n - 1` but a fraction of about
/// `2^-127.6`), which the check confirms of every pool scalar. On the
/// checked `k = n - 1` it is checked to give `[k - 2^255] P` instead.
fn curve13318_haswell_column(
    lib: &'static crate::curve13318_haswell::Library,
    scalars: &[[u8; 32]],
    points: &[PublicKey],
    want: &Lazy<[u8; 32]>,
) -> Impl {
    let le = |k: &[u8; 32]| {
        let mut k = *k;
        k.reverse();
        k
    };
    let (cs, cp, cw) = (scalars.to_vec(), points.to_vec(), want.clone());
    let check = move || {
        if let Some(k) = cs.iter().find(|k| k[0] >= 0x80) {
            return Err(format!(
                "pool scalar {} >= 2^255: outside the research code's scalars",
                hex(k)
            ));
        }
        c13318_shared_check(&cs, &cp, &cw, |k, p| {
            let got = c13318_haswell_shared(lib, &le(k), &p.to_xy_le_bytes())?;
            // Bit 255 dropped: the scalar the research code uses.
            let mut used = *k;
            used[0] &= 0x7f;
            let ours = c13318_shared(&used, p, None)?;
            if got != ours {
                return Err(format!(
                    "k={} P={}: {} but velocurve auto {} (for k mod 2^255)",
                    hex(k),
                    hex(&p.to_uncompressed()),
                    hex(&got),
                    hex(&ours)
                ));
            }
            Ok((used == *k).then_some(got))
        })
    };
    let keys: Vec<[u8; 32]> = scalars.iter().map(le).collect();
    let xys: Vec<[u8; 64]> = points.iter().map(PublicKey::to_xy_le_bytes).collect();
    let o = op(move |i| {
        fold(&c13318_haswell_shared(lib, &keys[i], &xys[i]).expect("checked points are accepted"))
    });
    Impl::new(peer::CURVE13318_HASWELL, Kind::Peer, check, o)
}

fn curve13318_keygen(seed: u64) -> Row {
    let scalars = c13318_scalars(&mut Rng::new(seed, "curve13318/keygen"));
    let want: Lazy<[u8; 64]> = Rc::default();
    let impls = velocurve_columns(|backend| {
        let (cs, cw) = (scalars.clone(), want.clone());
        let check = move || c13318_keygen_check(&cs, &cw, backend);
        let keys: Vec<SecretKey> = scalars
            .iter()
            .map(|k| c13318_key(k, backend).expect("pool scalars are in 1 ..= n - 1"))
            .collect();
        let o = op(move |i| fold(&keys[i].public_key().to_xy_le_bytes()));
        (check, o)
    });
    Row {
        id: "curve13318/keygen",
        title: "Curve13318 keygen",
        ops_per_call: 1,
        note: "SecretKey::public_key ([k] G, fixed base) of a key imported from 32 random bytes \
               (1 <= k < n); no peer implements Curve13318"
            .into(),
        impls,
    }
}

fn curve13318_shared(seed: u64) -> Row {
    let mut rng = Rng::new(seed, "curve13318/shared");
    let scalars = c13318_scalars(&mut rng);
    // Real, validated public keys: [r] G for random r, through SEC1 bytes.
    let points: Vec<PublicKey> = c13318_scalars(&mut rng)
        .iter()
        .map(|r| {
            let pk = c13318_key(r, None)
                .expect("pool scalars are in 1 ..= n - 1")
                .public_key();
            PublicKey::from_sec1_bytes(&pk.to_uncompressed())
                .expect("a public key decodes from its SEC1 form")
        })
        .collect();
    let want: Lazy<[u8; 32]> = Rc::default();
    let mut impls = velocurve_columns(|backend| {
        let (cs, cp, cw) = (scalars.clone(), points.clone(), want.clone());
        let check = move || {
            c13318_shared_check(&cs, &cp, &cw, |k, p| c13318_shared(k, p, backend).map(Some))
        };
        let keys: Vec<SecretKey> = scalars
            .iter()
            .map(|k| c13318_key(k, backend).expect("pool scalars are in 1 ..= n - 1"))
            .collect();
        let p = points.clone();
        let o = op(move |i| {
            fold(
                keys[i]
                    .diffie_hellman(&p[i])
                    .expect("a checked public key gives a shared secret")
                    .as_bytes(),
            )
        });
        (check, o)
    });
    let ours = "SecretKey::diffie_hellman with a decoded (validated) peer public key";
    let note = match crate::curve13318_haswell::library() {
        Some(lib) => {
            impls.push(curve13318_haswell_column(lib, &scalars, &points, &want));
            format!(
                "{ours}; curve13318-haswell (Schwabe–Sprenkels' AVX2 research code, loaded at \
                 run time): one crypto_scalarmult_curve13318_avx2_scalarmult call on the same \
                 secret scalar (as 32 bytes little-endian) and peer point (as its 64-byte x || y, \
                 converted before timing) — it checks the point is on the curve and returns the \
                 affine x and y — then x reversed into the 32-byte big-endian shared secret \
                 (its scalars are below 2^255, bit 255 ignored; all of the pool's are)"
            )
        }
        None => format!(
            "{ours}; no peer implements Curve13318 (the optional curve13318-haswell column was \
             not loaded)"
        ),
    };
    Row {
        id: "curve13318/shared",
        title: "Curve13318 shared",
        ops_per_call: 1,
        note,
        impls,
    }
}

/// `[a] G + [b] P` by the reference: two double-and-adds and an addition
/// (`a`, `b` little-endian; the reference's scalars are big-endian).
fn c13318_ref_double_base(a: &[u8; 32], b: &[u8; 32], p: &[u8; 64]) -> Result<[u8; 64], String> {
    let be = |k: &[u8; 32]| {
        let mut k = *k;
        k.reverse();
        k
    };
    let ag = c13318::mul_xy(&be(a), &vc13318::GENERATOR_XY).ok_or("reference: G off the curve")?;
    let bp = c13318::mul_xy(&be(b), p).ok_or("reference: P off the curve")?;
    c13318::add_xy(&ag, &bp).ok_or_else(|| "reference: a sum off the curve".into())
}

/// The verification-style double-base multiplication `[a] G + [b] P`
/// (variable time, public inputs) through the benchmark hook: `a`, `b`
/// uniform in `1 ..= n - 1`, `P` a validated public key. Checked on the
/// first pool entries, on `b = 0`, and with `a = b` on `P = -G` (the
/// identity) and `P = G` (`[2a] G`), against the reference.
fn curve13318_double_base(seed: u64) -> Row {
    use velocurve::__bench::kernels::curve13318_double_base_vartime as double_base;
    let mut rng = Rng::new(seed, "curve13318/double_base_vartime");
    let le = |k: &[u8; 32]| {
        let mut k = *k;
        k.reverse();
        k
    };
    let a: Vec<[u8; 32]> = c13318_scalars(&mut rng).iter().map(le).collect();
    let b: Vec<[u8; 32]> = c13318_scalars(&mut rng).iter().map(le).collect();
    let points: Vec<[u8; 64]> = c13318_scalars(&mut rng)
        .iter()
        .map(|r| {
            c13318_key(r, None)
                .expect("pool scalars are in 1 ..= n - 1")
                .public_key()
                .to_xy_le_bytes()
        })
        .collect();
    let mut neg_g = vc13318::GENERATOR_XY;
    // -G = (0, p - y): p - y computed on the little-endian bytes.
    let p_bytes: [u8; 32] = {
        let mut p = [0xffu8; 32];
        p[0] = 0xed;
        p[31] = 0x7f;
        p
    };
    let mut borrow = 0i16;
    for (out, (&pb, &yb)) in neg_g[32..]
        .iter_mut()
        .zip(p_bytes.iter().zip(&vc13318::GENERATOR_XY[32..]))
    {
        let d = i16::from(pb) - i16::from(yb) - borrow;
        *out = d.rem_euclid(256) as u8;
        borrow = i16::from(d < 0);
    }
    let mut inputs: Vec<([u8; 32], [u8; 32], [u8; 64])> =
        (0..CHECKED).map(|i| (a[i], b[i], points[i])).collect();
    inputs.push((a[0], [0; 32], points[0]));
    inputs.push((a[1], a[1], neg_g));
    inputs.push((a[2], a[2], vc13318::GENERATOR_XY));
    let want: Lazy<[u8; 64]> = Rc::default();
    let impls = velocurve_columns(|backend| {
        let (inputs, want) = (inputs.clone(), want.clone());
        let bk = backend.unwrap_or(Backend::Auto);
        let check = move || {
            let want = want
                .get_or_init(|| {
                    inputs
                        .iter()
                        .map(|(a, b, p)| c13318_ref_double_base(a, b, p))
                        .collect()
                })
                .as_ref()
                .map_err(Clone::clone)?;
            for ((a, b, p), w) in inputs.iter().zip(want) {
                let got = double_base(bk, a, b, p).ok_or("the hook rejected a valid point")?;
                if got != *w {
                    return Err(format!(
                        "a={} b={} P={}: got {} want {} (little-endian)",
                        hex(a),
                        hex(b),
                        hex(p),
                        hex(&got),
                        hex(w)
                    ));
                }
            }
            Ok(())
        };
        let (a, b, p) = (a.clone(), b.clone(), points.clone());
        let o = op(move |i| {
            fold(&double_base(bk, &a[i], &b[i], &p[i]).expect("a public key is a point"))
        });
        (check, o)
    });
    Row {
        id: "curve13318/double_base_vartime",
        title: "Curve13318 double_base (vartime)",
        ops_per_call: 1,
        note: "[a] G + [b] P, variable time (verification; public inputs): interleaved wNAF, \
               width 8 on G's generated table, width 5 on P's; a, b in 1 ..= n - 1, P a \
               validated public key, the affine result by one inversion; no peer implements \
               Curve13318"
            .into(),
        impls,
    }
}

/// Curve13318's batch functions on `n` keys per call (`keygen`:
/// `public_key_batch`, else `diffie_hellman_batch` with validated peer
/// keys), per key; every velocurve column, checked key by key on the first
/// batch against the reference.
fn curve13318_batch(seed: u64, n: usize, keygen: bool) -> Row {
    let id = if keygen {
        "curve13318/keygen-batch64"
    } else {
        "curve13318/batch64"
    };
    let mut rng = Rng::new(seed, id);
    let scalars = c13318_scalars(&mut rng);
    let points: Vec<[u8; 32]> = c13318_scalars(&mut rng);
    let (kss, pss) = (batches(&scalars, n), batches(&points, n));
    // The peers' public keys, decoded from SEC1 (validated).
    let peers: Vec<Vec<PublicKey>> = pss
        .iter()
        .map(|b| {
            b.iter()
                .map(|r| {
                    let pk = c13318_key(r, None).expect("pool scalars are in 1 ..= n - 1");
                    PublicKey::from_sec1_bytes(&pk.public_key().to_uncompressed())
                        .expect("a public key decodes from its SEC1 form")
                })
                .collect()
        })
        .collect();
    let keys: Vec<Vec<SecretKey>> = kss
        .iter()
        .map(|b| {
            b.iter()
                .map(|k| c13318_key(k, None).expect("pool scalars are in 1 ..= n - 1"))
                .collect()
        })
        .collect();
    // One call: key generation writes SEC1 (65 bytes), an exchange 32.
    let run = move |b: Backend, i: usize, out: &mut Vec<u8>| -> Result<(), String> {
        out.clear();
        if keygen {
            let mut o = vec![[0u8; vc13318::UNCOMPRESSED_BYTES]; n];
            vc13318::public_key_batch_with_backend(b, &keys[i], &mut o)
                .map_err(|e| e.to_string())?;
            out.extend(o.iter().flatten());
        } else {
            let mut o = vec![[0u8; 32]; n];
            vc13318::diffie_hellman_batch_with_backend(b, &keys[i], &peers[i], &mut o)
                .map_err(|e| e.to_string())?;
            out.extend(o.iter().flatten());
        }
        Ok(())
    };
    let run = Rc::new(run);
    let col = |name: String, kind: Kind, b: Backend| {
        let (r, ks, ps) = (run.clone(), kss[0].clone(), pss[0].clone());
        let check = move || {
            let mut out = Vec::new();
            r(b, 0, &mut out)?;
            let w = if keygen {
                vc13318::UNCOMPRESSED_BYTES
            } else {
                32
            };
            for (j, k) in ks.iter().enumerate().take(CHECKED) {
                let want = if keygen {
                    let mut sec1 = vec![4u8];
                    let xy = c13318_ref_base(k)?;
                    sec1.extend(xy[..32].iter().rev());
                    sec1.extend(xy[32..].iter().rev());
                    sec1
                } else {
                    let p = c13318_key(&ps[j], None)?.public_key().to_xy_le_bytes();
                    let xy =
                        c13318::mul_xy(k, &p).ok_or("reference: a peer key is off the curve")?;
                    xy[..32].iter().rev().copied().collect()
                };
                if out[j * w..(j + 1) * w] != want[..] {
                    return Err(format!(
                        "key {j}: k={}: got {} want {}",
                        hex(k),
                        hex(&out[j * w..(j + 1) * w]),
                        hex(&want)
                    ));
                }
            }
            Ok(())
        };
        let r = run.clone();
        let mut buf = Vec::new();
        let o = op(move |i| {
            r(b, i, &mut buf).expect("backend was checked to be supported");
            fold(&buf[buf.len() - 8..])
        });
        Impl::new(name, kind, check, o)
    };
    let mut impls = vec![col(
        velocurve_column(None),
        Kind::VelocurveAuto,
        Backend::Auto,
    )];
    for &b in Backend::ALL {
        if b.is_supported() {
            impls.push(col(velocurve_column(Some(b)), Kind::VelocurveForced, b));
        } else {
            impls.push(Impl::skipped(
                velocurve_column(Some(b)),
                Kind::VelocurveForced,
                "not supported by this CPU",
            ));
        }
    }
    let (title, what) = if keygen {
        (
            "Curve13318 keygen batch of 64, per key",
            "public_key_batch on 64 secret keys",
        )
    } else {
        (
            "Curve13318 batch of 64, per key",
            "diffie_hellman_batch on 64 (secret key, decoded peer public key) pairs",
        )
    };
    Row {
        id,
        title,
        ops_per_call: n as u32,
        note: format!(
            "{what} per call, divided by 64; eight keys per call of the eight-lane IFMA kernels \
             where the CPU has them; no peer implements Curve13318"
        ),
        impls,
    }
}

// ---------------------------------------------------------- X25519 batch rows

/// The `POOL` batches of `n` inputs each: batch `i` holds pool entries
/// `i*n .. i*n + n` (mod `POOL`).
fn batches(pool: &[[u8; 32]], n: usize) -> Vec<Vec<[u8; 32]>> {
    (0..POOL)
        .map(|i| (0..n).map(|j| pool[(i * n + j) % POOL]).collect())
        .collect()
}

/// One batch: scalars and u-coordinates.
type Batch = (Vec<[u8; 32]>, Vec<[u8; 32]>);

/// Checks a batch function on the first batches and on a batch holding the
/// RFC 7748 vectors, lane by lane against the reference.
fn check_batch(
    ks: &[Vec<[u8; 32]>],
    us: Option<&[Vec<[u8; 32]>]>,
    f: impl Fn(&[[u8; 32]], Option<&[[u8; 32]]>, &mut [[u8; 32]]) -> Result<(), String>,
) -> Result<(), String> {
    let n = ks[0].len();
    let mut cases: Vec<Batch> = (0..CHECKED.min(ks.len()))
        .map(|b| {
            let u = us.map_or_else(|| vec![velocurve::x25519::BASEPOINT; n], |u| u[b].clone());
            (ks[b].clone(), u)
        })
        .collect();
    // The RFC vectors in the lanes of one batch (keygen: their scalars).
    let (mut k, mut u) = cases[0].clone();
    for (lane, (vk, vu, _)) in rfc7748_dh_vectors().into_iter().enumerate() {
        if lane < n {
            k[lane] = vk;
            if us.is_some() {
                u[lane] = vu;
            }
        }
    }
    cases.push((k, u));
    for (k, u) in &cases {
        let mut out = vec![[0u8; 32]; n];
        f(k, us.map(|_| &u[..]), &mut out)?;
        for lane in 0..n {
            let want = reference(&k[lane], &u[lane]);
            if out[lane] != want {
                return Err(format!(
                    "lane {lane}: k={} u={}: got {} want {}",
                    hex(&k[lane]),
                    hex(&u[lane]),
                    hex(&out[lane]),
                    hex(&want)
                ));
            }
        }
    }
    Ok(())
}

/// The velocurve columns of a batch row: `velocurve auto` (the default
/// batch backend) and every backend forced; on backends other than ifma a
/// batch is a loop of single operations, so those cells are skipped (their
/// per-key figure is the single-operation row's).
fn velocurve_batch_columns(ks: Vec<Vec<[u8; 32]>>, us: Option<Vec<Vec<[u8; 32]>>>) -> Vec<Impl> {
    let run = move |b: Backend, k: &[[u8; 32]], u: Option<&[[u8; 32]]>, out: &mut [[u8; 32]]| {
        match u {
            Some(u) => velocurve::x25519::x25519_batch_with_backend(b, k, u, out),
            None => velocurve::x25519::x25519_base_batch_with_backend(b, k, out),
        }
        .map_err(|e| e.to_string())
    };
    let col = |name: String, kind: Kind, b: Backend| {
        let (cks, cus) = (ks.clone(), us.clone());
        let check = move || check_batch(&cks, cus.as_deref(), |k, u, o| run(b, k, u, o));
        let (ks, us) = (ks.clone(), us.clone());
        let mut buf = vec![[0u8; 32]; ks[0].len()];
        let o = op(move |i| {
            run(b, &ks[i], us.as_ref().map(|u| &u[i][..]), &mut buf)
                .expect("backend was checked to be supported");
            fold(&buf[buf.len() - 1])
        });
        Impl::new(name, kind, check, o)
    };
    let mut out = vec![col(
        velocurve_column(None),
        Kind::VelocurveAuto,
        Backend::Auto,
    )];
    // Every backend has a batch of its own now (at least the single
    // operations with one shared inversion per chunk), so every supported
    // backend gets a column.
    for &b in Backend::ALL {
        if b.is_supported() {
            out.push(col(velocurve_column(Some(b)), Kind::VelocurveForced, b));
        } else {
            out.push(Impl::skipped(
                velocurve_column(Some(b)),
                Kind::VelocurveForced,
                "not supported by this CPU",
            ));
        }
    }
    out
}

/// The peers of a single-operation row, timing one operation per call.
fn single_op_peers(row: Row) -> Vec<Impl> {
    row.impls
        .into_iter()
        .filter(|i| i.kind == Kind::Peer)
        .map(|i| i.with_ops_per_call(1))
        .collect()
}

fn x25519_batch(seed: u64, n: usize) -> Row {
    let (scalars, points) = x25519_pools(seed, "x25519/batch");
    let mut impls = velocurve_batch_columns(batches(&scalars, n), Some(batches(&points, n)));
    impls.extend(single_op_peers(x25519_shared(seed)));
    let (id, title) = match n {
        8 => ("x25519/batch8", "X25519 batch of 8, per key"),
        _ => ("x25519/batch64", "X25519 batch of 64, per key"),
    };
    Row {
        id,
        title,
        ops_per_call: n as u32,
        note: format!(
            "x25519_batch on {n} (secret, peer public key) pairs per call, divided by {n}; \
             no peer has a batch API: peers show their single x25519 shared secret (one per \
             call, as in the x25519/shared row)"
        ),
        impls,
    }
}

fn x25519_keygen_batch(seed: u64, n: usize) -> Row {
    let (scalars, _) = x25519_pools(seed, "x25519/keygen-batch");
    let mut impls = velocurve_batch_columns(batches(&scalars, n), None);
    impls.extend(single_op_peers(x25519_keygen(seed)));
    let (id, title) = match n {
        8 => ("x25519/keygen-batch8", "X25519 keygen batch of 8, per key"),
        _ => (
            "x25519/keygen-batch64",
            "X25519 keygen batch of 64, per key",
        ),
    };
    Row {
        id,
        title,
        ops_per_call: n as u32,
        note: format!(
            "x25519_base_batch on {n} secrets per call, divided by {n}; no peer has a batch \
             API: peers show their single key generation (one per call, as in the \
             x25519/keygen row)"
        ),
        impls,
    }
}

// ------------------------------------------------------------------ vectors

fn unhex(s: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("valid hex constant");
    }
    out
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// RFC 7748 §5.2 (scalar, u, output) and §6.1 (Alice, Bob's public key, K).
fn rfc7748_dh_vectors() -> [([u8; 32], [u8; 32], [u8; 32]); 3] {
    [
        (
            unhex("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
            unhex("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c"),
            unhex("c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"),
        ),
        (
            unhex("4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d"),
            unhex("e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493"),
            unhex("95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"),
        ),
        (
            unhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"),
            unhex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"),
            unhex("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"),
        ),
    ]
}

/// RFC 7748 §6.1 (secret, public key) for Alice and Bob.
fn rfc7748_keygen_vectors() -> [([u8; 32], [u8; 32]); 2] {
    [
        (
            unhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"),
            unhex("8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"),
        ),
        (
            unhex("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb"),
            unhex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"),
        ),
    ]
}
