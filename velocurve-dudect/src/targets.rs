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
//! # Adding an operation (a new curve, Ed25519 signing, …)
//!
//! One [`Target::new`] call per implementation in [`targets`], with the
//! secret's length and a closure from the secret bytes to the output. For
//! Ed25519 signing on every backend, for example:
//!
//! ```text
//! let msg = random_bytes::<64>(rng);
//! for b in Backend::supported() {
//!     out.push(Target::new("Ed25519 sign (seed)", b.name(), 32, move |seed| {
//!         SigningKey::from_bytes(arr(seed)).sign_with_backend(b, &msg).to_bytes()[0]
//!     }));
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
use velocurve::x25519::{self, EphemeralSecret, PublicKey, StaticSecret};

/// The measured function: secret bytes in, one byte of the output out.
pub type Run = Box<dyn FnMut(&[u8]) -> u8>;

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
    pub op: &'static str,
    /// The implementation (backend, table scan, or `auto` for the typed API).
    pub implementation: String,
    /// The length of the secret input in bytes.
    pub secret_len: usize,
    /// Library operation or control.
    pub kind: Kind,
    /// Runs the operation on one secret; returns a byte of its output.
    pub run: Run,
}

impl Target {
    /// A library operation.
    pub fn new(
        op: &'static str,
        implementation: impl Into<String>,
        secret_len: usize,
        run: impl FnMut(&[u8]) -> u8 + 'static,
    ) -> Target {
        Target {
            op,
            implementation: implementation.into(),
            secret_len,
            kind: Kind::Library,
            run: Box::new(run),
        }
    }

    /// `op implementation`, what `--filter` matches.
    pub fn id(&self) -> String {
        format!("{} {}", self.op, self.implementation)
    }
}

/// The first 32 bytes of a secret as an array (every X25519 secret is 32
/// bytes; the harness always passes `secret_len` bytes).
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

    // The typed API, on Backend::auto(): the same functions wrapped in the
    // key types, plus the contributory check (a constant-time comparison
    // with zero).
    let auto = format!("auto={}", Backend::auto());
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
        auto,
        32,
        move |k| {
            EphemeralSecret::random_from_rng(&mut Replay(k))
                .diffie_hellman(&peer)
                .map_or(0, |s| s.as_bytes()[0])
        },
    ));

    // Ed25519 and later curves join here (see the module documentation).

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
