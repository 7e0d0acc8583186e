//! The catalogue of what is measured: every secret-dependent operation of
//! velocurve on every implementation this CPU can run, and two controls.
//!
//! The implementations come from the library's own enumerations, so a new
//! backend joins without a change here: [`Backend::supported`] for the
//! field backends (portable51, mulx64, and any later one such as AVX-512
//! IFMA), and [`TableScan::supported`] for the table scans of the
//! fixed-base multiplication (the scalar scan, and the AVX2 scan that
//! mulx64 uses when the CPU has AVX2).
//!
//! A target is the operation on one *secret* input of a fixed length; its
//! public inputs (a peer's public key, a message) are drawn once from the
//! seeded generator and are the same for both classes, so only the secret
//! differs between the classes.
//!
//! # Adding an operation (a new curve, a new secret operation)
//!
//! One [`Target::new`] call per implementation in [`targets`], with the
//! secret's length and a closure from the secret bytes to the output. When
//! the operation takes a secret object that is made from the bytes (a
//! signing key), [`Target::with_setup`] makes the object before the timed
//! run, so that only the operation is timed. Ed25519 signing, for example:
//!
//! ```text
//! let msg = random_bytes(rng, 64);
//! for b in Backend::supported() {
//!     out.push(Target::with_setup("SigningKey::sign", b.name(), 32,
//!         move |seed| SigningKey::from_seed_with_backend(b, arr(seed)).expect("supported"),
//!         move |key| key.clone().with_backend(b).map(|k| k.sign(&msg)).map_or(0, |s| s.to_bytes()[0])));
//! }
//! ```
//!
//! The closure must do the whole secret-dependent computation and return
//! something computed from its result (one byte is enough: the harness
//! passes it through `black_box`).

use rand_chacha::ChaCha20Rng;
use rand_core::{CryptoRng, RngCore};
use std::hint::black_box;
use velocurve::__bench::{TableScan, x25519_base_with_scan};
use velocurve::backend::Backend;
use velocurve::curve13318;
use velocurve::ecdh::{self, Curve};
use velocurve::ed25519::SigningKey;
use velocurve::x25519::{self, EphemeralSecret, PublicKey, StaticSecret};

/// The measured function. The harness calls [`Runner::prepare`] with the
/// secrets of a batch (untimed), then [`Runner::run`] on each of them
/// (timed).
pub trait Runner {
    /// Prepares the secrets `inputs` (`len` bytes each) of the next batch.
    fn prepare(&mut self, inputs: &[u8], len: usize);
    /// Runs the operation on the `i`-th secret of the batch, `input`;
    /// returns a byte of its output.
    fn run(&mut self, i: usize, input: &[u8]) -> u8;
}

/// An operation on the secret bytes themselves.
struct OnBytes<F>(F);

impl<F: FnMut(&[u8]) -> u8> Runner for OnBytes<F> {
    fn prepare(&mut self, _: &[u8], _: usize) {}
    #[inline(always)]
    fn run(&mut self, _: usize, input: &[u8]) -> u8 {
        (self.0)(input)
    }
}

/// An operation on an object made from the secret bytes before timing.
struct OnPrepared<S, P, F> {
    setup: P,
    op: F,
    states: Vec<S>,
}

impl<S, P: FnMut(&[u8]) -> S, F: FnMut(&S) -> u8> Runner for OnPrepared<S, P, F> {
    fn prepare(&mut self, inputs: &[u8], len: usize) {
        // Dropping the previous batch's objects (which wipe themselves)
        // happens here, untimed.
        self.states.clear();
        let setup = &mut self.setup;
        self.states.extend(inputs.chunks_exact(len).map(setup));
    }
    #[inline(always)]
    fn run(&mut self, i: usize, _: &[u8]) -> u8 {
        (self.op)(&self.states[i])
    }
}

/// What a target is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An operation of the library: should show no leak.
    Library,
    /// A deliberately leaky function outside the library: the harness must
    /// find its leak, or it could not find one in the library either.
    LeakyControl,
    /// A constant-time function outside the library: shows what `|t|` the
    /// machine's noise alone produces.
    ConstantTimeControl,
}

/// One operation on one implementation.
pub struct Target {
    /// The operation.
    pub op: String,
    /// The implementation (backend, table scan, or `auto` for the typed API).
    pub implementation: String,
    /// The length of the secret input in bytes.
    pub secret_len: usize,
    /// Library operation or control.
    pub kind: Kind,
    /// Runs the operation on one secret; returns a byte of its output.
    pub run: Box<dyn Runner>,
}

impl Target {
    /// A library operation.
    pub fn new(
        op: impl Into<String>,
        implementation: impl Into<String>,
        secret_len: usize,
        run: impl FnMut(&[u8]) -> u8 + 'static,
    ) -> Target {
        Target {
            op: op.into(),
            implementation: implementation.into(),
            secret_len,
            kind: Kind::Library,
            run: Box::new(OnBytes(run)),
        }
    }

    /// A library operation on an object that `setup` makes from the secret
    /// bytes before the timed run (`setup` is not timed).
    pub fn with_setup<S: 'static>(
        op: impl Into<String>,
        implementation: impl Into<String>,
        secret_len: usize,
        setup: impl FnMut(&[u8]) -> S + 'static,
        run: impl FnMut(&S) -> u8 + 'static,
    ) -> Target {
        Target {
            op: op.into(),
            implementation: implementation.into(),
            secret_len,
            kind: Kind::Library,
            run: Box::new(OnPrepared {
                setup,
                op: run,
                states: Vec::new(),
            }),
        }
    }

    /// `op implementation`, what `--filter` matches.
    pub fn id(&self) -> String {
        format!("{} {}", self.op, self.implementation)
    }
}

/// The first 32 bytes of a secret as an array (every X25519 scalar and
/// Ed25519 seed is 32 bytes; the harness always passes `secret_len`
/// bytes).
fn arr(secret: &[u8]) -> &[u8; 32] {
    secret[..32].try_into().expect("32-byte secret")
}

/// A "random" generator that hands out the given bytes: it turns a secret
/// into an [`EphemeralSecret`], whose only constructors take an RNG. Not a
/// cryptographic generator; the `CryptoRng` marker is only to satisfy
/// `random_from_rng`.
struct Replay<'a>(&'a [u8]);

impl RngCore for Replay<'_> {
    fn next_u32(&mut self) -> u32 {
        let mut b = [0u8; 4];
        self.fill_bytes(&mut b);
        u32::from_le_bytes(b)
    }
    fn next_u64(&mut self) -> u64 {
        let mut b = [0u8; 8];
        self.fill_bytes(&mut b);
        u64::from_le_bytes(b)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        let (head, rest) = self.0.split_at(dest.len());
        dest.copy_from_slice(head);
        self.0 = rest;
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl CryptoRng for Replay<'_> {}

/// The scalars of a batch: the secret bytes cut into 32-byte arrays (the
/// setup of the batch targets, untimed).
fn scalars(secret: &[u8]) -> Vec<[u8; 32]> {
    secret.chunks_exact(32).map(|k| *arr(k)).collect()
}

/// The Curve13318 keys of a batch ([`ecdh_key`] of every 32 bytes).
fn c13318_keys(b: Backend, secret: &[u8]) -> Vec<curve13318::SecretKey> {
    secret
        .chunks_exact(32)
        .map(|k| ecdh_key::<ecdh::Curve13318>(b, k))
        .collect()
}

/// A key of curve `C` on backend `b` from `C::SECRET_KEY_BYTES` secret
/// bytes (setup, untimed): the big-endian integer with its first byte
/// masked below the largest power of two not above the order's first byte
/// (`0x7f` for P-256 and Curve13318, `0` for P-521) and its lowest bit
/// set, so in `1 ..= n - 1` (the fixed class's zero secret becomes 1).
fn ecdh_key<C: Curve>(b: Backend, secret: &[u8]) -> ecdh::SecretKey<C> {
    let top = C::ORDER.as_ref()[0];
    let mut bytes = secret.to_vec();
    bytes[0] &= (1u8 << (7 - top.leading_zeros())) - 1;
    bytes[C::SECRET_KEY_BYTES - 1] |= 1;
    ecdh::SecretKey::<C>::from_slice(&bytes)
        .and_then(|k| k.with_backend(b))
        .expect("a scalar below n on a supported backend")
}

/// `C`'s shared secret with a fixed peer and its key generation, on every
/// backend.
fn ecdh_targets<C: Curve>(rng: &mut ChaCha20Rng, out: &mut Vec<Target>) {
    let peer = ecdh::SecretKey::<C>::random_from_rng(rng).public_key();
    for b in Backend::supported() {
        out.push(Target::with_setup(
            ecdh_op::<C>("diffie_hellman"),
            b.name(),
            C::SECRET_KEY_BYTES,
            move |k| ecdh_key::<C>(b, k),
            move |key| {
                key.diffie_hellman(&peer)
                    .map_or(0, |s| s.as_bytes().as_ref()[0])
            },
        ));
        out.push(Target::with_setup(
            ecdh_op::<C>("public_key"),
            b.name(),
            C::SECRET_KEY_BYTES,
            move |k| ecdh_key::<C>(b, k),
            |key| key.public_key().to_uncompressed().as_ref()[1],
        ));
    }
}

/// `C`'s ECDSA signing of a fixed public message (RFC 6979's nonce from
/// the key, `[k] G` on the comb, `k^-1 mod n`), on every backend; the key
/// (and its verifying key) made before timing.
fn ecdsa_targets<C: velocurve::ecdsa::EcdsaCurve>(rng: &mut ChaCha20Rng, out: &mut Vec<Target>) {
    let msg = random_bytes(rng, 32);
    for b in Backend::supported() {
        let msg = msg.clone();
        out.push(Target::with_setup(
            ecdh_op::<C>("ecdsa sign"),
            b.name(),
            C::SECRET_KEY_BYTES,
            move |k| velocurve::ecdsa::SigningKey::<C>::from(ecdh_key::<C>(b, k)),
            move |key| key.sign(&msg).to_bytes().as_ref()[0],
        ));
    }
}

/// The operation name of a target of curve `C`: `p256 diffie_hellman`.
fn ecdh_op<C: Curve>(what: &str) -> String {
    format!("{} {what}", C::NAME.to_lowercase().replace('-', ""))
}

/// `len` random public bytes (a message, a context).
fn random_bytes(rng: &mut ChaCha20Rng, len: usize) -> Vec<u8> {
    let mut v = vec![0u8; len];
    rng.fill_bytes(&mut v);
    v
}

/// A peer's public key: the public key of a random secret.
fn peer_key(rng: &mut ChaCha20Rng) -> PublicKey {
    let mut s = [0u8; 32];
    rng.fill_bytes(&mut s);
    PublicKey::from(&StaticSecret::from(s))
}

/// Every target, library operations first, then the controls. `rng` draws
/// the public inputs; `fixed` is the fixed class's secret (the controls
/// compare with it).
pub fn targets(rng: &mut ChaCha20Rng, fixed: [u8; 32]) -> Vec<Target> {
    let mut out = Vec::new();

    // X25519 with a variable base (the Montgomery ladder), every backend.
    for b in Backend::supported() {
        let u = peer_key(rng).to_bytes();
        out.push(Target::new("x25519(k, u)", b.name(), 32, move |k| {
            x25519::x25519_with_backend(b, arr(k), &u).map_or(0, |r| r[0])
        }));
    }

    // X25519 key generation (the fixed-base comb on the Edwards form),
    // every backend and every table scan it can use.
    for b in Backend::supported() {
        for scan in TableScan::supported(b) {
            out.push(Target::new(
                "x25519_base(k)",
                format!("{b}/{}", scan.name()),
                32,
                move |k| x25519_base_with_scan(b, scan, arr(k)).map_or(0, |r| r[0]),
            ));
        }
    }

    // The typed API, on Backend::Auto: the same functions wrapped in the
    // key types, plus the contributory check (a constant-time comparison
    // with zero).
    let auto = format!(
        "auto={}",
        Backend::auto(velocurve::backend::Operation::MulBase)
    );
    out.push(Target::new(
        "PublicKey::from(&StaticSecret)",
        auto.clone(),
        32,
        |k| PublicKey::from(&StaticSecret::from(*arr(k))).as_bytes()[0],
    ));
    let peer = peer_key(rng);
    out.push(Target::new(
        "StaticSecret::diffie_hellman",
        auto.clone(),
        32,
        move |k| {
            StaticSecret::from(*arr(k))
                .diffie_hellman(&peer)
                .map_or(0, |s| s.as_bytes()[0])
        },
    ));
    out.push(Target::new(
        "PublicKey::from(&EphemeralSecret)",
        auto.clone(),
        32,
        |k| PublicKey::from(&EphemeralSecret::random_from_rng(&mut Replay(k))).as_bytes()[0],
    ));
    let peer = peer_key(rng);
    out.push(Target::new(
        "EphemeralSecret::diffie_hellman",
        auto.clone(),
        32,
        move |k| {
            EphemeralSecret::random_from_rng(&mut Replay(k))
                .diffie_hellman(&peer)
                .map_or(0, |s| s.as_bytes()[0])
        },
    ));

    // Batch X25519 (`x25519_batch*_with_backend`; the public functions use
    // `Backend::Auto`, IFMA where the CPU has it). The secret is every
    // scalar of the batch: the fixed class has all of them fixed. With
    // IFMA: one group of eight in the zmm lanes; and a group plus a
    // remainder run as a padded second group (4 keys for the variable
    // base and for the fixed base: the smallest remainders that pad; smaller
    // ones run the single operation, measured above as `x25519(k, u)` and
    // `x25519_base(k)` on ifma). Other backends run each key as a single
    // operation: two keys take that loop.
    for b in Backend::supported() {
        let sizes: &[(usize, usize)] = if b == Backend::Ifma {
            &[(8, 8), (12, 12)]
        } else {
            &[(2, 2)]
        };
        for &(n_var, n_base) in sizes {
            let points: Vec<[u8; 32]> = (0..n_var).map(|_| peer_key(rng).to_bytes()).collect();
            let mut out_var = vec![[0u8; 32]; n_var];
            out.push(Target::with_setup(
                "x25519_batch",
                format!("{b}, {n_var} keys"),
                32 * n_var,
                scalars,
                move |ks| {
                    x25519::x25519_batch_with_backend(b, ks, &points, &mut out_var)
                        .map_or(0, |()| out_var[0][0] ^ out_var[n_var - 1][0])
                },
            ));
            let mut out_base = vec![[0u8; 32]; n_base];
            out.push(Target::with_setup(
                "x25519_base_batch",
                format!("{b}, {n_base} keys"),
                32 * n_base,
                scalars,
                move |ks| {
                    x25519::x25519_base_batch_with_backend(b, ks, &mut out_base)
                        .map_or(0, |()| out_base[0][0] ^ out_base[n_base - 1][0])
                },
            ));
        }
    }

    // Curve13318 (the complete formulas), every backend: the shared secret
    // with a fixed peer key (the signed window) and key generation (the
    // comb), then the batches (`*_batch_with_backend`): with IFMA one group
    // of eight in the zmm lanes, and 12 keys (a group plus four left over
    // for the single path); other backends run every key as a single
    // operation, two keys take that loop.
    ecdh_targets::<ecdh::Curve13318>(rng, &mut out);
    for b in Backend::supported() {
        let sizes: &[usize] = if b == Backend::Ifma { &[8, 12] } else { &[2] };
        for &n in sizes {
            let publics: Vec<curve13318::PublicKey> = (0..n)
                .map(|_| curve13318::SecretKey::random_from_rng(rng).public_key())
                .collect();
            let mut shared = vec![[0u8; 32]; n];
            out.push(Target::with_setup(
                "curve13318 diffie_hellman_batch",
                format!("{b}, {n} keys"),
                32 * n,
                move |ks| c13318_keys(b, ks),
                move |keys| {
                    curve13318::diffie_hellman_batch_with_backend(b, keys, &publics, &mut shared)
                        .map_or(0, |()| shared[0][0] ^ shared[n - 1][0])
                },
            ));
            let mut public = vec![[0u8; curve13318::UNCOMPRESSED_BYTES]; n];
            out.push(Target::with_setup(
                "curve13318 public_key_batch",
                format!("{b}, {n} keys"),
                32 * n,
                move |ks| c13318_keys(b, ks),
                move |keys| {
                    curve13318::public_key_batch_with_backend(b, keys, &mut public)
                        .map_or(0, |()| public[0][1] ^ public[n - 1][1])
                },
            ));
        }
    }

    // The NIST curves and secp256k1 (the generic ECDH layer), every
    // backend: the shared secret with a fixed peer key (the window) and key
    // generation (the comb).
    ecdh_targets::<ecdh::P256>(rng, &mut out);
    ecdh_targets::<ecdh::P384>(rng, &mut out);
    ecdh_targets::<ecdh::P521>(rng, &mut out);
    ecdh_targets::<ecdh::P224>(rng, &mut out);
    ecdh_targets::<ecdh::P192>(rng, &mut out);
    ecdh_targets::<ecdh::Secp256k1>(rng, &mut out);

    // ECDSA signing on the same curves, every backend.
    ecdsa_targets::<ecdh::P256>(rng, &mut out);
    ecdsa_targets::<ecdh::P384>(rng, &mut out);
    ecdsa_targets::<ecdh::P521>(rng, &mut out);
    ecdsa_targets::<ecdh::P224>(rng, &mut out);
    ecdsa_targets::<ecdh::P192>(rng, &mut out);
    ecdsa_targets::<ecdh::Secp256k1>(rng, &mut out);

    // Ed25519 (RFC 8032), every backend: key generation from the seed (SHA-512,
    // clamping, the fixed-base comb, the encoding of the public key), and
    // signing with a key made from the seed before timing (the nonce
    // SHA-512(prefix || M), [r]B, S = r + k a mod l). The message and the
    // context are public and the same for both classes.
    let msg = random_bytes(rng, 64);
    for b in Backend::supported() {
        out.push(Target::new(
            "SigningKey::from_seed",
            b.name(),
            32,
            move |seed| {
                SigningKey::from_seed_with_backend(b, arr(seed))
                    .map_or(0, |k| k.verifying_key().as_bytes()[0])
            },
        ));
        let msg = msg.clone();
        out.push(Target::with_setup(
            "SigningKey::sign",
            b.name(),
            32,
            move |seed| SigningKey::from_seed_with_backend(b, arr(seed)).expect("supported"),
            move |key| {
                key.clone()
                    .with_backend(b)
                    .map(|k| k.sign(&msg))
                    .map_or(0, |s| s.to_bytes()[0])
            },
        ));
    }
    // Ed25519ctx and Ed25519ph through the typed API (the same signing core
    // with the dom2 prefix).
    let ctx = random_bytes(rng, 16);
    let (m, c) = (msg.clone(), ctx.clone());
    out.push(Target::with_setup(
        "SigningKey::sign_ctx",
        auto.clone(),
        32,
        |seed| SigningKey::from_seed(arr(seed)),
        move |key| key.sign_ctx(&c, &m).map_or(0, |s| s.to_bytes()[0]),
    ));
    let (m, c) = (msg, ctx);
    out.push(Target::with_setup(
        "SigningKey::sign_ph",
        auto,
        32,
        |seed| SigningKey::from_seed(arr(seed)),
        move |key| key.sign_ph(&c, &m).map_or(0, |s| s.to_bytes()[0]),
    ));

    out.extend(controls(fixed));
    out
}

/// The controls: the same comparison of the secret with the fixed-class
/// secret `fixed`, written with an early exit (the classic leak of
/// `memcmp`: the fixed class always compares all 32 bytes, a random secret
/// almost always stops at the first) and with masks.
fn controls(fixed: [u8; 32]) -> [Target; 2] {
    let mut leaky = Target::new("control: early-exit compare", "leaks", 32, move |s| {
        let reference = black_box(fixed);
        for (a, b) in s.iter().zip(&reference) {
            if black_box(*a) != *b {
                return 0;
            }
        }
        1
    });
    leaky.kind = Kind::LeakyControl;
    let mut constant = Target::new("control: masked compare", "constant time", 32, move |s| {
        let reference = black_box(fixed);
        let diff = s.iter().zip(&reference).fold(0u8, |d, (a, b)| d | (a ^ b));
        u8::from(black_box(diff) == 0)
    });
    constant.kind = Kind::ConstantTimeControl;
    [leaky, constant]
}
