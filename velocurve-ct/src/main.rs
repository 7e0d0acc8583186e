//! velocurve-ct: the secret-taint check ("ctgrind", as in Adam Langley's
//! ctgrind and libsodium/timecop) of velocurve under valgrind memcheck.
//!
//! Memcheck tracks, bit by bit, whether each value is *defined*, and reports
//! a conditional branch, or a memory address, computed from an undefined
//! value. Marking the secret inputs undefined with the client request
//! `MAKE_MEM_UNDEFINED` turns that into a constant-time check: memcheck then
//! reports every branch and every memory index that depends on a secret,
//! wherever it is (library, inlined std, asm). Data flow through arithmetic,
//! `cmov` and masks is not reported: it only makes the results undefined
//! too. The outputs are marked defined again (`MAKE_MEM_DEFINED`) before the
//! program looks at them.
//!
//! Run it through `.ci/ctgrind.sh`, which runs it under
//! `valgrind --error-exitcode=1`:
//!
//! * `velocurve-ct [--cases N]`: for every backend that
//!   `Backend::supported()` reports (under valgrind: those the *emulated* CPU
//!   reports), runs each secret-dependent operation on `N` secrets (default
//!   32: all-zero, all-ones, then seeded random) with the secret tainted:
//!   X25519 (ladder, key generation with every table scan, batches, the
//!   typed API), field inversion, Ed25519 key generation and signing
//!   (Ed25519, Ed25519ctx, Ed25519ph; the whole `SigningKey` tainted: seed,
//!   secret scalar, nonce prefix), PKCS#8 private-key decoding, and the
//!   public key (comb) and exchange (window) of Curve13318 and of NIST
//!   P-256, P-192, P-224, P-384, P-521 and secp256k1 (the whole secret key
//!   tainted), ECDSA signing on those six curves (deterministic and hedged;
//!   the key tainted, so the nonce derived from it too),
//!   and the batch entry points of Curve13318, P-256, P-384 and P-521 (every key of
//!   the batch tainted).
//!   Per case it checks that (1) memcheck found no error, (2) every 32-byte
//!   piece of the output (of a NIST curve other than P-256: every
//!   coordinate) still carries taint before it is made defined (the
//!   operation really computed on the tainted secret — the check cannot
//!   pass vacuously), and (3) the output equals the same operation computed
//!   without taint. Prints one row
//!   per operation and backend; exits 1 on any failure.
//!   `--backend NAME` restricts the per-backend rows to one backend.
//! * `velocurve-ct --self-test`: runs deliberately leaky functions
//!   ([`leaky`]) on a tainted secret and checks that memcheck reports each
//!   one, and reports nothing on a constant-time control. Exits 0 if so —
//!   valgrind itself then exits 1 because of the reported errors, which is
//!   what the script expects.
//!
//! Outside valgrind the client requests are no-ops: the program then only
//! checks the results and says that nothing was checked for taint.
//!
//! To keep false positives out, everything other than the operation runs on
//! defined data: CPU feature detection (`Backend::supported()`) runs before
//! any taint, the reference results are computed before tainting, and the
//! taint is removed before anything is compared, formatted or printed.

mod leaky;
mod probe;
mod vg;

use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use std::process::ExitCode;
use velocurve::__bench::{TableScan, x25519_base_with_scan};
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::curve13318;
use velocurve::ed25519::pkcs8::DecodePrivateKey;
use velocurve::ed25519::sha2::{Digest, Sha512};
use velocurve::ed25519::{Signature, SigningKey};
use velocurve::x25519::{self, EphemeralSecret, PublicKey, StaticSecret};
use velocurve::{p192, p224, p256, p384, p521, secp256k1};

/// What every operation returns: a 32-byte result (X25519, a public key), a
/// 64-byte signature, or an array of results (a batch), or a typed error.
type Out<T = [u8; 32]> = Result<T, Error>;

/// The seed of the test secrets (fixed: runs are reproducible).
const SEED: u64 = 0x7665_6c6f_6375_7276; // "velocurv"

/// The bytes of a key object that hold public data, by the key's type: the
/// backend tag of `StaticSecret` and `EphemeralSecret`, the `VerifyingKey`
/// of a `SigningKey` (public key, key facts, backend tag). The backend a key
/// runs on is public (the caller chose it, or `Backend::Auto` did from the
/// CPU), and a `Result` of a key may keep its discriminant in a niche of
/// these fields; the rest of the object stays tainted.
fn public_bytes<S: 'static>(_secret: &S) -> Option<core::ops::Range<usize>> {
    use std::any::TypeId;
    use velocurve::__bench::{KeyLayout, public_bytes};
    fn entry<K: KeyLayout + 'static>() -> (TypeId, core::ops::Range<usize>) {
        (TypeId::of::<K>(), public_bytes::<K>())
    }
    [
        entry::<SigningKey>(),
        entry::<StaticSecret>(),
        entry::<EphemeralSecret>(),
        entry::<curve13318::SecretKey>(),
        entry::<p192::SecretKey>(),
        entry::<p224::SecretKey>(),
        entry::<p256::SecretKey>(),
        entry::<p384::SecretKey>(),
        entry::<p521::SecretKey>(),
        entry::<secp256k1::SecretKey>(),
    ]
    .into_iter()
    .find(|(t, _)| *t == TypeId::of::<S>())
    .map(|(_, r)| r)
}

/// Counts of one (operation, backend) row.
#[derive(Default)]
struct Row {
    cases: usize,
    errors: usize,
    untainted_outputs: usize,
    wrong: usize,
    min_tainted_bits: Option<u32>,
    /// Bytes of one output piece whose taint is counted (0: 32).
    piece: usize,
}

impl Row {
    /// A row whose output pieces have `piece` bytes (one coordinate of a
    /// NIST curve), instead of 32.
    fn with_piece(piece: usize) -> Self {
        Row {
            piece,
            ..Row::default()
        }
    }
}

/// The harness: runs cases, accumulates rows.
struct Harness {
    under_valgrind: bool,
    cases: usize,
    failed: bool,
}

impl Harness {
    /// Runs `op(secret)` with the bytes of `secret` tainted, and compares its
    /// output with `expected` (computed beforehand without taint). The
    /// output (`T`: byte arrays) must carry taint in each of its 32-byte
    /// pieces: every X25519 result, both halves `R` and `S` of a signature,
    /// every result of a batch.
    ///
    /// A key object is tainted whole, then its public part (the backend tag,
    /// and a `SigningKey`'s `VerifyingKey`) is declassified: see
    /// [`public_bytes`].
    fn case<S: 'static, T: PartialEq, E: PartialEq>(
        &self,
        row: &mut Row,
        mut secret: S,
        expected: &Result<T, E>,
        op: impl FnOnce(S) -> Result<T, E>,
    ) {
        let errors_before = vg::count_errors();
        vg::taint(&mut secret);
        if let Some(public) = public_bytes(&secret) {
            vg::untaint_range(vg::address_of(&secret) + public.start, public.len());
        }
        let mut out = op(secret);
        // The validity bits of the output as the operation left it, then the
        // output is declassified before anything looks at it.
        let vbits = vg::vbits(&out);
        vg::untaint(&mut out);
        let errors = vg::count_errors() - errors_before;

        row.cases += 1;
        row.errors += errors;
        if let (Some(vbits), Ok(bytes)) = (&vbits, &out) {
            let off = vg::address_of(bytes) - vg::address_of(&out);
            let len = size_of_val(bytes);
            // The least tainted piece of the output (32 bytes, or one
            // coordinate: see `Row::with_piece`).
            let piece = if row.piece == 0 { 32 } else { row.piece };
            let bits = vbits[off..off + len]
                .chunks(piece)
                .map(|piece| piece.iter().map(|b| b.count_ones()).sum::<u32>())
                .min()
                .unwrap_or(0);
            row.min_tainted_bits = Some(row.min_tainted_bits.map_or(bits, |m| m.min(bits)));
            if bits == 0 {
                row.untainted_outputs += 1;
            }
        }
        if out != *expected {
            row.wrong += 1;
        }
    }

    /// [`Harness::case`] with only `range` of the bytes of `secret` tainted
    /// (a document whose structure is public around a secret field).
    fn case_tainting<T: PartialEq, E: PartialEq>(
        &self,
        row: &mut Row,
        secret: Vec<u8>,
        range: core::ops::Range<usize>,
        expected: &Result<T, E>,
        op: impl FnOnce(Vec<u8>) -> Result<T, E>,
    ) {
        self.case(row, secret, expected, |mut s| {
            // `case` tainted the vector's header (pointer, length): public.
            vg::untaint(&mut s);
            vg::taint(&mut s[range]);
            op(s)
        });
    }

    /// Prints `row` and records a failure.
    fn report(&mut self, op: &str, backend: &str, row: &Row) {
        let ok = row.cases == self.cases
            && row.errors == 0
            && row.wrong == 0
            && (!self.under_valgrind
                || (row.untainted_outputs == 0 && row.min_tainted_bits.is_some()));
        let taint = match row.min_tainted_bits {
            Some(b) => format!("{b:>3}"),
            None => "  -".to_string(),
        };
        println!(
            "  {:<40} {:<10} {:>5} {:>6} {:>9} {:>8} {:>7}  {}",
            op,
            backend,
            row.cases,
            row.errors,
            taint,
            row.untainted_outputs,
            row.wrong,
            if ok { "ok" } else { "FAIL" }
        );
        if !ok {
            self.failed = true;
        }
    }
}

/// `n` test secrets: all-zero, all-ones, then seeded random bytes.
fn secrets(rng: &mut ChaCha20Rng, n: usize) -> Vec<[u8; 32]> {
    (0..n)
        .map(|i| match i {
            0 => [0u8; 32],
            1 => [0xffu8; 32],
            _ => {
                let mut s = [0u8; 32];
                rng.fill_bytes(&mut s);
                s
            }
        })
        .collect()
}

/// The two rows of a NIST curve's module `$m` (`velocurve::p256` and the
/// curves of the same API): `public_key` (the comb; the coordinate bytes
/// after the constant `04`) and `diffie_hellman` with `$peer` (the window),
/// the key tainted whole (its public backend tag, if it has one,
/// declassified), the taint counted per `$piece` bytes of output. The `new
/// keys` form makes `$cases` keys (before any taint: the range check's
/// verdict is public; on `backend` if given, for the curves with a backend
/// choice: P-192, P-224, P-384) and the peer, and counts the taint per coordinate.
macro_rules! nist_rows {
    ($h:expr, $m:ident, new keys: $rng:expr, $cases:expr $(, backend: $b:expr)?) => {{
        let mut peer = [7; $m::SECRET_KEY_BYTES];
        peer[0] &= $m::ORDER[0] >> 1; // below n (P-521: 0)
        let peer = $m::SecretKey::from_bytes(&peer)
            .expect("in range")
            .public_key();
        let keys: Vec<$m::SecretKey> = nist_secrets($rng, $cases, &$m::ORDER)
            .iter()
            .map(|s| {
                $m::SecretKey::from_slice(s)
                    $(.and_then(|k| k.with_backend($b)))?
                    .expect("in range")
            })
            .collect();
        let backend = [$($b.name(),)? "portable"][0];
        nist_rows!($h, $m, keys: keys, peer: peer, piece: $m::SECRET_KEY_BYTES, backend: backend);
    }};
    ($h:expr, $m:ident, keys: $keys:expr, peer: $peer:expr, piece: $piece:expr, backend: $b:expr) => {{
        let mut row = Row::with_piece($piece);
        for k in &$keys {
            let run = |k: $m::SecretKey| {
                let u = k.public_key().to_uncompressed();
                let mut xy = [0u8; $m::UNCOMPRESSED_BYTES - 1];
                xy.copy_from_slice(&u[1..]);
                Ok::<_, Error>(xy)
            };
            let expected = run(k.clone());
            $h.case(&mut row, k.clone(), &expected, run);
        }
        $h.report(concat!(stringify!($m), "::SecretKey::public_key"), $b, &row);
        let mut row = Row::with_piece($piece);
        for k in &$keys {
            let run = |k: $m::SecretKey| k.diffie_hellman(&$peer).map(|s| s.to_bytes());
            let expected = run(k.clone());
            $h.case(&mut row, k.clone(), &expected, run);
        }
        $h.report(concat!(stringify!($m), "::SecretKey::diffie_hellman"), $b, &row);
    }};
}

/// The ECDSA rows of a curve of `velocurve::ecdsa` (`$c`, its module
/// `$m`): signing (deterministic RFC 6979, and hedged with public extra
/// randomness) of a public message with the secret key tainted whole (its
/// backend tag declassified): the nonce, derived from the key, is tainted
/// with it, so every computation on either is checked (HMAC-DRBG, `[k] G`
/// on the comb, `k^-1 mod n`, the signature equation, secp256k1's low-S
/// selection). The output `r || s`, tainted per half.
macro_rules! ecdsa_rows {
    ($h:expr, $m:ident, $c:ty, $rng:expr, $cases:expr, backend: $b:expr) => {{
        use velocurve::ecdsa::SigningKey;
        let keys: Vec<$m::SecretKey> = nist_secrets($rng, $cases, &$m::ORDER)
            .iter()
            .map(|s| {
                $m::SecretKey::from_slice(s)
                    .and_then(|k| k.with_backend($b))
                    .expect("in range")
            })
            .collect();
        let msg = public_message($rng, 37);
        let mut row = Row::with_piece($m::SECRET_KEY_BYTES);
        for k in &keys {
            let run = |k: $m::SecretKey| {
                let sig = SigningKey::<$c>::from(k).sign(&msg);
                Ok::<_, Error>(sig.to_bytes())
            };
            let expected = run(k.clone());
            $h.case(&mut row, k.clone(), &expected, run);
        }
        $h.report(
            concat!("ecdsa::SigningKey<", stringify!($c), ">::sign"),
            $b.name(),
            &row,
        );
        let mut row = Row::with_piece($m::SECRET_KEY_BYTES);
        for k in &keys {
            let run = |k: $m::SecretKey| {
                let mut rng = ChaCha20Rng::seed_from_u64(3);
                let sig = SigningKey::<$c>::from(k).sign_with_rng(&mut rng, &msg);
                Ok::<_, Error>(sig.to_bytes())
            };
            let expected = run(k.clone());
            $h.case(&mut row, k.clone(), &expected, run);
        }
        $h.report(
            concat!("ecdsa::SigningKey<", stringify!($c), ">::sign_with_rng"),
            $b.name(),
            &row,
        );
    }};
}

/// The two batch rows of a NIST curve's module `$m`: `public_key_batch`
/// (the coordinate bytes after each constant `04`) and
/// `diffie_hellman_batch` with `BATCH` copies of a peer, each case a batch
/// of `BATCH` keys from [`nist_secrets`] (1, the largest with that top
/// byte, a random one), the batch of keys tainted whole and each key's
/// public backend tag (`$tag`: its byte range, if the key has one)
/// declassified; the taint counted per coordinate. `$public` and `$shared`
/// call the entry points (on the row's backend, or the default one).
/// Keys per batch in the NIST batch rows: each batch takes the per-key
/// window (comb) twice and the shared inversion once, which is the code
/// path to check; more keys of a P-384 or P-521 window under valgrind only
/// add minutes to CI.
const NIST_BATCH: usize = 2;

macro_rules! nist_batch_rows {
    ($h:expr, $m:ident, $rng:expr, $cases:expr, backend: $b:expr, tag: $tag:expr,
     public: $public:expr, shared: $shared:expr) => {{
        const L: usize = $m::SECRET_KEY_BYTES;
        let mut peer = [7; L];
        peer[0] &= $m::ORDER[0] >> 1; // below n (P-521: 0)
        let peer = $m::SecretKey::from_bytes(&peer)
            .expect("in range")
            .public_key();
        let peers = [peer; NIST_BATCH];
        let batches: Vec<[$m::SecretKey; NIST_BATCH]> = (0..$cases)
            .map(|_| {
                let s = nist_secrets($rng, NIST_BATCH, &$m::ORDER);
                core::array::from_fn(|i| $m::SecretKey::from_slice(&s[i]).expect("in range"))
            })
            .collect();
        let tag: Option<core::ops::Range<usize>> = $tag;
        let declassify = move |ks: &[$m::SecretKey; NIST_BATCH]| {
            if let Some(t) = &tag {
                for k in ks {
                    vg::untaint_range(vg::address_of(k) + t.start, t.len());
                }
            }
        };
        let mut row = Row::with_piece(L);
        for ks in &batches {
            let run = |ks: [$m::SecretKey; NIST_BATCH]| -> Out<[[u8; 2 * L]; NIST_BATCH]> {
                declassify(&ks);
                let mut out = [[0u8; 2 * L + 1]; NIST_BATCH];
                ($public)(&ks[..], &mut out[..])?;
                Ok(core::array::from_fn(|i| {
                    let mut xy = [0u8; 2 * L];
                    xy.copy_from_slice(&out[i][1..]);
                    xy
                }))
            };
            let expected = run(ks.clone());
            $h.case(&mut row, ks.clone(), &expected, run);
        }
        $h.report(
            &format!("{}::public_key_batch({NIST_BATCH} keys)", stringify!($m)),
            $b,
            &row,
        );
        let mut row = Row::with_piece(L);
        for ks in &batches {
            let run = |ks: [$m::SecretKey; NIST_BATCH]| -> Out<[[u8; L]; NIST_BATCH]> {
                declassify(&ks);
                let mut out = [[0u8; L]; NIST_BATCH];
                ($shared)(&ks[..], &peers[..], &mut out[..])?;
                Ok(out)
            };
            let expected = run(ks.clone());
            $h.case(&mut row, ks.clone(), &expected, run);
        }
        $h.report(
            &format!(
                "{}::diffie_hellman_batch({NIST_BATCH} keys)",
                stringify!($m)
            ),
            $b,
            &row,
        );
    }};
}

/// PKCS#8 decoding of a NIST private key (`$m::SecretKey::from_pkcs8_der`):
/// a document `{ 0, { id-ecPublicKey, namedCurve }, ECPrivateKey { 1,
/// scalar } }` with only the scalar octets tainted (the DER structure
/// around them is public), the result the public key `[k] G` (its
/// coordinates after the constant `04`). The document carries no `[1]
/// publicKey`: with one, the decoder compares it with `[k] G`, a branch on
/// data derived from the secret whose outcome (the document is or is not
/// consistent) is public, which memcheck would report.
macro_rules! nist_pkcs8_row {
    ($h:expr, $m:ident, $rng:expr, $cases:expr) => {{
        use velocurve::$m::pkcs8::spki::der::Encode;
        const L: usize = $m::SECRET_KEY_BYTES;
        let alg = velocurve::$m::pkcs8::ALGORITHM_ID
            .to_der()
            .expect("encodes");
        let inner_len = 3 + 2 + L;
        let mut prefix = vec![0x02, 0x01, 0x00];
        prefix.extend_from_slice(&alg);
        prefix.extend([0x04, (2 + inner_len) as u8, 0x30, inner_len as u8]);
        prefix.extend([0x02, 0x01, 0x01, 0x04, L as u8]);
        let mut header = vec![0x30, (prefix.len() + L) as u8];
        header.extend(prefix);
        let mut row = Row::with_piece(L);
        for s in nist_secrets($rng, $cases, &$m::ORDER) {
            let mut der = header.clone();
            der.extend_from_slice(&s);
            let run = |der: Vec<u8>| -> Out<[u8; 2 * L]> {
                use velocurve::$m::pkcs8::DecodePrivateKey as _;
                let k = $m::SecretKey::from_pkcs8_der(&der)
                    .map_err(|_| Error::SecretScalarOutOfRange)?;
                let mut xy = [0u8; 2 * L];
                xy.copy_from_slice(&k.public_key().to_uncompressed()[1..]);
                Ok(xy)
            };
            let expected = run(der.clone());
            assert!(expected.is_ok(), "the document decodes");
            let at = header.len();
            $h.case_tainting(&mut row, der, at..at + L, &expected, run);
        }
        $h.report(
            concat!(stringify!($m), "::SecretKey::from_pkcs8_der"),
            "portable",
            &row,
        );
    }};
}

macro_rules! for_each_nist_pkcs8 {
    ($h:expr, $rng:expr, $cases:expr) => {
        nist_pkcs8_row!($h, p192, $rng, $cases);
        nist_pkcs8_row!($h, p224, $rng, $cases);
        nist_pkcs8_row!($h, p256, $rng, $cases);
        nist_pkcs8_row!($h, p384, $rng, $cases);
        nist_pkcs8_row!($h, p521, $rng, $cases);
        nist_pkcs8_row!($h, secp256k1, $rng, $cases);
    };
}

/// `n` big-endian secret keys of `order.len()` bytes in `1 ..= order - 1`:
/// [`secrets`]' all-zero, all-ones and seeded random bytes, with the first
/// byte cut below the order's (so below the order) and the last bit set
/// (not zero).
fn nist_secrets(rng: &mut ChaCha20Rng, n: usize, order: &[u8]) -> Vec<Vec<u8>> {
    (0..n)
        .map(|i| {
            let mut s = vec![if i == 1 { 0xff } else { 0 }; order.len()];
            if i > 1 {
                rng.fill_bytes(&mut s);
            }
            s[0] &= order[0] >> 1;
            s[order.len() - 1] |= 1;
            s
        })
        .collect()
}

/// Keys per batch in the batch rows: below the IFMA group of eight (which
/// valgrind cannot run), and more than one pass of every per-key loop.
const BATCH: usize = 5;

/// `BATCH` seeded random scalars (the first all zero in a batch now and then
/// would add nothing: every scalar is clamped).
fn batch_secrets(rng: &mut ChaCha20Rng) -> [[u8; 32]; BATCH] {
    core::array::from_fn(|_| {
        let mut s = [0u8; 32];
        rng.fill_bytes(&mut s);
        s
    })
}

/// A public message of `len` random bytes.
fn public_message(rng: &mut ChaCha20Rng, len: usize) -> Vec<u8> {
    let mut m = vec![0u8; len];
    rng.fill_bytes(&mut m);
    m
}

/// The DER of a PKCS#8 v1 Ed25519 private key up to the 32 seed bytes
/// (RFC 8410 section 10.3): SEQUENCE { INTEGER 0, AlgorithmIdentifier
/// { id-Ed25519 }, OCTET STRING { OCTET STRING (32 bytes) } }.
const PKCS8_V1_PREFIX: [u8; 16] = [
    0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
];

/// A "random" generator that hands out the 32 bytes it holds (then zeros):
/// [`SigningKey::generate`] on a known, tainted seed. Not a cryptographic
/// generator; the `CryptoRng` marker only satisfies `generate`.
struct Replay([u8; 32]);

impl RngCore for Replay {
    fn next_u32(&mut self) -> u32 {
        rand_core::impls::next_u32_via_fill(self)
    }
    fn next_u64(&mut self) -> u64 {
        rand_core::impls::next_u64_via_fill(self)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        let n = dest.len().min(32);
        dest[..n].copy_from_slice(&self.0[..n]);
        dest[n..].fill(0);
        self.0 = [0; 32];
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl rand_core::CryptoRng for Replay {}

/// A random public u-coordinate (a real public key, so the contributory
/// check passes).
fn public_key(rng: &mut ChaCha20Rng) -> PublicKey {
    let mut s = [0u8; 32];
    rng.fill_bytes(&mut s);
    PublicKey::from(&StaticSecret::from(s))
}

/// The real check: every operation on every supported backend.
fn run_checks(cases: usize, only: Option<&str>, under_valgrind: bool) -> ExitCode {
    // Feature detection first, on untainted data (it is cached afterwards).
    let backends: Vec<Backend> = Backend::supported()
        .filter(|b| only.is_none_or(|n| n == b.name()))
        .collect();
    let auto = Backend::Auto;
    if let Some(n) = only {
        if !Backend::ALL.iter().any(|b| b.name() == n) {
            eprintln!("unknown backend {n:?}");
            return ExitCode::from(2);
        }
    }
    if cfg!(all(target_feature = "bmi2", target_feature = "adx")) {
        println!("built with BMI2 and ADX enabled: mulx64 is selected without CPUID");
    }
    for &b in Backend::ALL {
        if only.is_some_and(|n| n != b.name()) {
            println!("backend {b}: not selected (--backend)");
        } else if backends.contains(&b) {
            println!("backend {b}: runs");
        } else {
            println!("backend {b}: SKIPPED: {}", skip_reason(b, under_valgrind));
        }
    }
    println!("backend used by the typed API (Backend::auto): {auto}");
    println!();
    println!(
        "  {:<40} {:<10} {:>5} {:>6} {:>9} {:>8} {:>7}",
        "operation (secret tainted)",
        "backend",
        "cases",
        "errors",
        "min taint",
        "no taint",
        "wrong"
    );

    let mut h = Harness {
        under_valgrind,
        cases,
        failed: false,
    };
    let mut rng = ChaCha20Rng::seed_from_u64(SEED);

    for &b in &backends {
        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let u = public_key(&mut rng).to_bytes();
            let expected = x25519::x25519_with_backend(b, &s, &u);
            h.case(&mut row, s, &expected, |s| {
                x25519::x25519_with_backend(b, &s, &u)
            });
        }
        h.report("x25519_with_backend(k, u)", b.name(), &row);

        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let expected = x25519::x25519_base_with_backend(b, &s);
            h.case(&mut row, s, &expected, |s| {
                x25519::x25519_base_with_backend(b, &s)
            });
        }
        h.report("x25519_base_with_backend(k)", b.name(), &row);

        // The other table scans of the fixed-base path (the one the library
        // picks on this CPU ran just above).
        for scan in TableScan::supported(b).skip(1) {
            let run = |s: &[u8; 32]| {
                x25519_base_with_scan(b, scan, s).ok_or(Error::BackendUnsupported(b))
            };
            let mut row = Row::default();
            for s in secrets(&mut rng, cases) {
                let expected = run(&s);
                h.case(&mut row, s, &expected, |s| run(&s));
            }
            h.report(
                &format!("x25519_base_with_scan(k, {})", scan.name()),
                b.name(),
                &row,
            );
        }

        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let expected: Out<_> = Ok(velocurve::__bench::field::invert_chain(b, &s, 1));
            h.case(&mut row, s, &expected, |s| {
                Ok(velocurve::__bench::field::invert_chain(b, &s, 1))
            });
        }
        h.report("field invert (safegcd)", b.name(), &row);

        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let expected: Out<_> = Ok(velocurve::__bench::field::invert_fermat_chain(b, &s, 1));
            h.case(&mut row, s, &expected, |s| {
                Ok(velocurve::__bench::field::invert_fermat_chain(b, &s, 1))
            });
        }
        h.report("field invert (Fermat)", b.name(), &row);

        // Batch X25519: every key runs the backend's single operation
        // without its inversion, and all share one (`BATCH` is below the
        // IFMA kernel's group of eight). The secret is every scalar of the
        // batch.
        let mut row = Row::default();
        for _ in 0..cases {
            let ks = batch_secrets(&mut rng);
            let us: [[u8; 32]; BATCH] = core::array::from_fn(|_| public_key(&mut rng).to_bytes());
            let run = |ks: [[u8; 32]; BATCH]| {
                let mut out = [[0u8; 32]; BATCH];
                x25519::x25519_batch_with_backend(b, &ks, &us, &mut out).map(|()| out)
            };
            let expected = run(ks);
            h.case(&mut row, ks, &expected, run);
        }
        h.report(
            &format!("x25519_batch_with_backend({BATCH} keys)"),
            b.name(),
            &row,
        );

        let mut row = Row::default();
        for _ in 0..cases {
            let ks = batch_secrets(&mut rng);
            let run = |ks: [[u8; 32]; BATCH]| {
                let mut out = [[0u8; 32]; BATCH];
                x25519::x25519_base_batch_with_backend(b, &ks, &mut out).map(|()| out)
            };
            let expected = run(ks);
            h.case(&mut row, ks, &expected, run);
        }
        h.report(
            &format!("x25519_base_batch_with_backend({BATCH} keys)"),
            b.name(),
            &row,
        );

        // Curve13318: the raw function (the scalar tainted; bit 255 is
        // ignored), and the typed key tainted whole (its backend tag
        // declassified) for the public key (the comb) and an exchange (the
        // window). Every 32-byte half of each output must carry taint.
        let mut row = Row::default();
        let peer = curve13318::scalarmult_base(&[7; 32]);
        for s in secrets(&mut rng, cases) {
            let run = |s: [u8; 32]| curve13318::scalarmult_with_backend(b, &s, &peer);
            let expected = run(s);
            h.case(&mut row, s, &expected, run);
        }
        h.report("curve13318::scalarmult_with_backend", b.name(), &row);
        let peer = curve13318::PublicKey::from_xy_le_bytes(&peer).expect("a point");
        let keys: Vec<curve13318::SecretKey> = secrets(&mut rng, cases)
            .iter()
            .map(|s| {
                let mut s = *s;
                s[31] &= 0x7f; // below 2^255 < n
                s[0] |= 1; // not zero
                curve13318::SecretKey::from_le_bytes(&s)
                    .and_then(|k| k.with_backend(b))
                    .expect("in range")
            })
            .collect();
        let mut row = Row::default();
        for k in &keys {
            let run = |k: curve13318::SecretKey| Ok::<_, Error>(k.public_key().to_xy_le_bytes());
            let expected = run(k.clone());
            h.case(&mut row, k.clone(), &expected, run);
        }
        h.report("curve13318::SecretKey::public_key", b.name(), &row);
        let mut row = Row::default();
        for k in &keys {
            let run = |k: curve13318::SecretKey| k.diffie_hellman(&peer).map(|s| s.to_bytes());
            let expected = run(k.clone());
            h.case(&mut row, k.clone(), &expected, run);
        }
        h.report("curve13318::SecretKey::diffie_hellman", b.name(), &row);
        // Its batch entry points forced to this backend, as the NIST
        // curves' below.
        nist_batch_rows!(h, curve13318, &mut rng, cases, backend: b.name(),
        tag: Some(velocurve::__bench::public_bytes::<curve13318::SecretKey>()),
        public: |k: &[curve13318::SecretKey], o: &mut [[u8; curve13318::UNCOMPRESSED_BYTES]]| {
            curve13318::public_key_batch_with_backend(b, k, o)
        },
        shared: |k: &[curve13318::SecretKey], p: &[curve13318::PublicKey], o: &mut [[u8; 32]]| {
            curve13318::diffie_hellman_batch_with_backend(b, k, p, o)
        });

        // P-256: the typed key tainted whole (its backend tag declassified)
        // for the public key (the comb with this backend's table scan; the
        // 64 coordinate bytes after the constant prefix) and an exchange
        // (the window), on this backend's field (portable51: FpP256; the
        // others: Fp256Mulx). Keys are made before tainting (the range
        // check's verdict is public).
        let p256_peer = p256::SecretKey::from_bytes(&[7; 32])
            .expect("in range")
            .public_key();
        let p256_keys: Vec<p256::SecretKey> = secrets(&mut rng, cases)
            .iter()
            .map(|s| {
                let mut s = *s;
                s[0] &= 0x7f; // below 2^255 < n
                s[31] |= 1; // not zero
                p256::SecretKey::from_bytes(&s)
                    .and_then(|k| k.with_backend(b))
                    .expect("in range")
            })
            .collect();
        nist_rows!(h, p256, keys: p256_keys, peer: p256_peer, piece: 32, backend: b.name());
        // P-384 the same way (portable51: Fp<P384Base, 6>; the others:
        // Fp384Mulx).
        nist_rows!(h, p384, new keys: &mut rng, cases, backend: b);
        // P-192 and P-224 the same way (portable51: Fp<P192Base, 3>,
        // Fp<P224Base, 4>; the others: Fp192Mulx, Fp224Mulx).
        nist_rows!(h, p192, new keys: &mut rng, cases, backend: b);
        nist_rows!(h, p224, new keys: &mut rng, cases, backend: b);
        // P-521 (Fp521 on every backend, compiled with its target features).
        nist_rows!(h, p521, new keys: &mut rng, cases, backend: b);
        // secp256k1 (a = 0: RCB Algorithms 7-9; portable51: Fp<_, 4>, the
        // others the same field, compiled with their target features).
        nist_rows!(h, secp256k1, new keys: &mut rng, cases, backend: b);
        // ECDSA signing on each curve (RFC 6979 nonces, the comb, the
        // safegcd inversion modulo n; secp256k1's low-S selection).
        ecdsa_rows!(h, p192, velocurve::ecdh::P192, &mut rng, cases, backend: b);
        ecdsa_rows!(h, p224, velocurve::ecdh::P224, &mut rng, cases, backend: b);
        ecdsa_rows!(h, p256, velocurve::ecdh::P256, &mut rng, cases, backend: b);
        ecdsa_rows!(h, p384, velocurve::ecdh::P384, &mut rng, cases, backend: b);
        ecdsa_rows!(h, p521, velocurve::ecdh::P521, &mut rng, cases, backend: b);
        ecdsa_rows!(h, secp256k1, velocurve::ecdh::Secp256k1, &mut rng, cases, backend: b);
        // The batch entry points of P-256 and P-384 forced to this backend
        // (the keys' own backends are not consulted).
        nist_batch_rows!(h, p256, &mut rng, cases, backend: b.name(),
        tag: Some(velocurve::__bench::public_bytes::<p256::SecretKey>()),
        public: |k: &[p256::SecretKey], o: &mut [[u8; p256::UNCOMPRESSED_BYTES]]| {
            p256::public_key_batch_with_backend(b, k, o)
        },
        shared: |k: &[p256::SecretKey], p: &[p256::PublicKey], o: &mut [[u8; 32]]| {
            p256::diffie_hellman_batch_with_backend(b, k, p, o)
        });
        nist_batch_rows!(h, p384, &mut rng, cases, backend: b.name(),
        tag: Some(velocurve::__bench::public_bytes::<p384::SecretKey>()),
        public: |k: &[p384::SecretKey], o: &mut [[u8; p384::UNCOMPRESSED_BYTES]]| {
            p384::public_key_batch_with_backend(b, k, o)
        },
        shared: |k: &[p384::SecretKey], p: &[p384::PublicKey], o: &mut [[u8; 48]]| {
            p384::diffie_hellman_batch_with_backend(b, k, p, o)
        });
        nist_batch_rows!(h, p521, &mut rng, cases, backend: b.name(),
        tag: Some(velocurve::__bench::public_bytes::<p521::SecretKey>()),
        public: |k: &[p521::SecretKey], o: &mut [[u8; p521::UNCOMPRESSED_BYTES]]| {
            p521::public_key_batch_with_backend(b, k, o)
        },
        shared: |k: &[p521::SecretKey], p: &[p521::PublicKey], o: &mut [[u8; 66]]| {
            p521::diffie_hellman_batch_with_backend(b, k, p, o)
        });

        // Ed25519 key generation: the seed is the secret; SHA-512 expands
        // it, the clamped half is the scalar of the fixed-base comb, the
        // public key (an output, derived from the secret) must be tainted.
        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let keygen = |s: [u8; 32]| {
                SigningKey::from_seed_with_backend(b, &s).map(|k| k.verifying_key().to_bytes())
            };
            let expected = keygen(s);
            h.case(&mut row, s, &expected, keygen);
        }
        h.report("SigningKey::from_seed_with_backend", b.name(), &row);

        // Ed25519 signing with the whole key tainted: the seed, the secret
        // scalar and the nonce prefix (its VerifyingKey, public, is
        // declassified by `case`). The nonce is derived from them, so it,
        // [r]B and S are tainted too; the message and the context are
        // public.
        let msg = public_message(&mut rng, 100);
        let ctx = public_message(&mut rng, 17);
        type Sign = fn(&SigningKey, Backend, &[u8], &[u8]) -> Out<Signature>;
        let variants: [(&str, Sign); 3] = [
            ("SigningKey::sign_with_backend", |k, b, _, m| {
                k.clone().with_backend(b).map(|k| k.sign(m))
            }),
            ("SigningKey::sign_ctx_with_backend", |k, b, c, m| {
                k.clone().with_backend(b).and_then(|k| k.sign_ctx(c, m))
            }),
            ("SigningKey::sign_ph_with_backend", |k, b, c, m| {
                k.clone().with_backend(b).and_then(|k| k.sign_ph(c, m))
            }),
        ];
        for (name, sign) in variants {
            let mut row = Row::default();
            for s in secrets(&mut rng, cases) {
                let key = || SigningKey::from_seed_with_backend(b, &s).expect("supported");
                let run = |k: SigningKey| sign(&k, b, &ctx, &msg).map(|sig| sig.to_bytes());
                let expected = run(key());
                h.case(&mut row, key(), &expected, run);
            }
            h.report(name, b.name(), &row);
        }
    }

    // The typed API runs on Backend::Auto. The secret is the whole
    // StaticSecret / EphemeralSecret object.
    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let expected: Out<_> = Ok(PublicKey::from(&StaticSecret::from(s)).to_bytes());
        h.case(&mut row, StaticSecret::from(s), &expected, |s| {
            Ok(PublicKey::from(&s).to_bytes())
        });
    }
    h.report("PublicKey::from(&StaticSecret)", auto.name(), &row);

    // diffie_hellman: the contributory check branches on whether the shared
    // secret is all zeros. That outcome is public — it depends only on the
    // peer's key (zero exactly when the peer's point has small order, since
    // clamped scalars are multiples of 8) — and the caller sees it as Ok/Err
    // anyway. The branch is in `SharedSecret::checked`; it is the one
    // suppressed in ctgrind.supp.
    let mut row = Row::default();
    for (i, s) in secrets(&mut rng, cases).into_iter().enumerate() {
        // Case 0: the peer sends u = 0 (small order): Err(NonContributory).
        let peer = if i == 0 {
            PublicKey::from([0u8; 32])
        } else {
            public_key(&mut rng)
        };
        let expected = StaticSecret::from(s)
            .diffie_hellman(&peer)
            .map(|k| k.to_bytes());
        h.case(&mut row, StaticSecret::from(s), &expected, |s| {
            s.diffie_hellman(&peer).map(|k| k.to_bytes())
        });
    }
    h.report("StaticSecret::diffie_hellman", auto.name(), &row);

    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let peer = public_key(&mut rng);
        let expected: Out<_> = Ok(StaticSecret::from(s)
            .diffie_hellman_unchecked(&peer)
            .to_bytes());
        h.case(&mut row, StaticSecret::from(s), &expected, |s| {
            Ok(s.diffie_hellman_unchecked(&peer).to_bytes())
        });
    }
    h.report("StaticSecret::diffie_hellman_unchecked", auto.name(), &row);

    // EphemeralSecret has no constructor from bytes: two generators with the
    // same seed make the reference secret and the tainted one.
    let mut row = Row::default();
    for i in 0..cases {
        let seed = SEED ^ (i as u64 + 1);
        let peer = public_key(&mut rng);
        let mk = || EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(seed));
        let expected = mk().diffie_hellman(&peer).map(|k| k.to_bytes());
        h.case(&mut row, mk(), &expected, |s| {
            s.diffie_hellman(&peer).map(|k| k.to_bytes())
        });
    }
    h.report("EphemeralSecret::diffie_hellman", auto.name(), &row);

    let mut row = Row::default();
    for i in 0..cases {
        let seed = SEED ^ (i as u64 + 1);
        let mk = || EphemeralSecret::random_from_rng(&mut ChaCha20Rng::seed_from_u64(seed));
        let expected: Out<_> = Ok(PublicKey::from(&mk()).to_bytes());
        h.case(&mut row, mk(), &expected, |s| {
            Ok(PublicKey::from(&s).to_bytes())
        });
    }
    h.report("PublicKey::from(&EphemeralSecret)", auto.name(), &row);

    // The NIST curves' key formats (the exchanges run per backend above).
    // Their own generator, so that the rows after them keep their secrets.
    let mut nist_rng = ChaCha20Rng::seed_from_u64(SEED ^ 0x4e49_5354); // "NIST"
    for_each_nist_pkcs8!(h, &mut nist_rng, cases);

    // Ed25519's typed API on Backend::Auto: key generation from a tainted
    // seed (every constructor ends in `from_seed`), then each way of
    // signing with the whole key tainted.
    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let expected: Out<_> = Ok(SigningKey::from_seed(&s).verifying_key().to_bytes());
        h.case(&mut row, s, &expected, |s| {
            Ok(SigningKey::from_seed(&s).verifying_key().to_bytes())
        });
    }
    h.report("SigningKey::from_seed", auto.name(), &row);

    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let expected: Out<_> = Ok(SigningKey::from_seed(&s).verifying_key().to_bytes());
        // A generator that hands out the tainted seed (tainting a real
        // generator would also taint its public buffer index).
        h.case(&mut row, Replay(s), &expected, |mut rng| {
            Ok(SigningKey::generate(&mut rng).verifying_key().to_bytes())
        });
    }
    h.report("SigningKey::generate", auto.name(), &row);

    let msg = public_message(&mut rng, 100);
    let ctx = public_message(&mut rng, 17);
    type TypedSign = fn(&SigningKey, &[u8], &[u8]) -> Out<Signature>;
    let typed: [(&str, TypedSign); 4] = [
        ("SigningKey::sign", |k, _, m| Ok(k.sign(m))),
        ("SigningKey::sign_ctx", |k, c, m| k.sign_ctx(c, m)),
        ("SigningKey::sign_ph", |k, c, m| k.sign_ph(c, m)),
        ("SigningKey::sign_prehashed", |k, c, m| {
            k.sign_prehashed(c, Sha512::new_with_prefix(m))
        }),
    ];
    for (name, sign) in typed {
        let mut row = Row::default();
        for s in secrets(&mut rng, cases) {
            let run = |k: SigningKey| sign(&k, &ctx, &msg).map(|sig| sig.to_bytes());
            let expected = run(SigningKey::from_seed(&s));
            h.case(&mut row, SigningKey::from_seed(&s), &expected, run);
        }
        h.report(name, auto.name(), &row);
    }

    // PKCS#8 v1 decoding (what OpenSSL writes): the seed inside the
    // document is the secret; the DER structure around it is public.
    let mut row = Row::default();
    for s in secrets(&mut rng, cases) {
        let mut der = PKCS8_V1_PREFIX.to_vec();
        der.extend_from_slice(&s);
        let expected: Result<_, velocurve::ed25519::pkcs8::Error> =
            Ok(SigningKey::from_seed(&s).verifying_key().to_bytes());
        let at = PKCS8_V1_PREFIX.len();
        h.case_tainting(&mut row, der, at..at + 32, &expected, |der| {
            SigningKey::from_pkcs8_der(&der).map(|k| k.verifying_key().to_bytes())
        });
    }
    h.report("SigningKey::from_pkcs8_der (v1)", auto.name(), &row);

    // The batch entry points as shipped, on `Backend::Auto` (IFMA where
    // the CPU has it: never under valgrind, which has no AVX-512).
    let mut row = Row::default();
    for _ in 0..cases {
        let ks = batch_secrets(&mut rng);
        let us: [[u8; 32]; BATCH] = core::array::from_fn(|_| public_key(&mut rng).to_bytes());
        let run = |ks: [[u8; 32]; BATCH]| {
            let mut out = [[0u8; 32]; BATCH];
            x25519::x25519_batch(&ks, &us, &mut out).map(|()| out)
        };
        let expected = run(ks);
        h.case(&mut row, ks, &expected, run);
    }
    h.report(
        "x25519_batch",
        Backend::auto(velocurve::backend::Operation::X25519Batch).name(),
        &row,
    );

    let mut row = Row::default();
    for _ in 0..cases {
        let ks = batch_secrets(&mut rng);
        let run = |ks: [[u8; 32]; BATCH]| {
            let mut out = [[0u8; 32]; BATCH];
            x25519::x25519_base_batch(&ks, &mut out).map(|()| out)
        };
        let expected = run(ks);
        h.case(&mut row, ks, &expected, run);
    }
    h.report(
        "x25519_base_batch",
        Backend::auto(velocurve::backend::Operation::X25519Batch).name(),
        &row,
    );

    println!(
        "  (errors: memcheck errors during the cases; min taint: fewest tainted bits of a \
         32-byte piece of an output, of 256 (P-192, P-224, P-384, P-521: of a \
         coordinate, of 192, 224, 384, 528), before it is made defined; no taint: outputs \
         with an untainted piece, must be 0; wrong: outputs differing from the untainted \
         computation)"
    );
    println!();
    if !under_valgrind {
        println!("NOT under valgrind: results checked, taint NOT checked (run .ci/ctgrind.sh)");
    }
    if h.failed {
        println!("ctgrind: FAIL (memcheck errors: see valgrind's log for the backtraces)");
        ExitCode::FAILURE
    } else if under_valgrind {
        println!(
            "ctgrind: ok: {} backend(s), no secret-dependent branch or address",
            backends.len()
        );
        ExitCode::SUCCESS
    } else {
        println!(
            "results ok: {} backend(s) (taint not checked)",
            backends.len()
        );
        ExitCode::SUCCESS
    }
}

/// Why `backend` is not supported here.
fn skip_reason(backend: Backend, under_valgrind: bool) -> String {
    let cpu = if under_valgrind {
        "the CPU valgrind emulates"
    } else {
        "this CPU"
    };
    let ebx =
        probe::cpuid7_ebx().map_or(String::new(), |e| format!(" (CPUID.7.0:EBX = {e:#010x})"));
    match backend.name() {
        "mulx64" => {
            let mut r = format!(
                "{cpu} does not report both BMI2 and ADX{ebx}, so velocurve's dispatch never selects it"
            );
            #[cfg(target_arch = "x86_64")]
            if under_valgrind && probe::host_has(&["bmi2", "adx"]) {
                let works = probe::mulx_adx_work();
                r.push_str(&format!(
                    "; the host CPU has them (/proc/cpuinfo) and valgrind {} mulx/adcx/adox{}",
                    if works {
                        "executes"
                    } else {
                        "does NOT correctly execute"
                    },
                    if works {
                        ": only the emulated CPUID hides the backend \
                         (.ci/ctgrind.sh checks it in a second build with BMI2 and ADX enabled)"
                    } else {
                        ""
                    }
                ));
            }
            r
        }
        "ifma" if under_valgrind => format!(
            "valgrind implements no AVX-512 and hides it from CPUID{ebx}, so the IFMA code \
             (the eight-lane fixed-base comb of key generation and signing, the batch kernels \
             of x25519_batch / x25519_base_batch, the four-lane single ladder of x25519) \
             cannot run here; velocurve-dudect is its constant-time check"
        ),
        "avx2" if under_valgrind => format!(
            "{cpu} does not report ADX{ebx}, so velocurve's dispatch never selects it \
             (.ci/ctgrind.sh checks it in the second build, with BMI2 and ADX enabled)"
        ),
        _ => format!("{cpu} lacks its features{ebx}"),
    }
}

/// The self-test: each deliberate leak must be reported, the control not.
fn self_test(under_valgrind: bool) -> ExitCode {
    if !under_valgrind {
        println!("self-test: NOT under valgrind: nothing can be detected");
        return ExitCode::FAILURE;
    }
    let mut ok = true;
    let mut run = |name: &str, expect_leak: bool, f: &dyn Fn(&[u8; 32]) -> u64| {
        let mut secret = [0x5au8; 32];
        let before = vg::count_errors();
        vg::taint(&mut secret);
        let mut out = f(&secret);
        vg::untaint(&mut out);
        vg::untaint(&mut secret);
        let errors = vg::count_errors() - before;
        let flagged = errors > 0;
        let verdict = if flagged == expect_leak {
            "as expected"
        } else {
            "WRONG"
        };
        println!(
            "self-test: {name}: {} ({errors} error(s)): {verdict}",
            if flagged { "flagged" } else { "not flagged" }
        );
        ok &= flagged == expect_leak;
    };
    run("branch on a secret bit", true, &|s| {
        u64::from(leaky::branch_on_secret(s))
    });
    run("table lookup at a secret index", true, &|s| {
        u64::from(leaky::lookup_by_secret(s))
    });
    run("masked select (constant time control)", false, &|s| {
        leaky::select_by_mask(s, 3, 5)
    });
    println!("self-test: {}", if ok { "ok" } else { "FAIL" });
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    let mut self_test_mode = false;
    let mut cases = 32usize;
    let mut only: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--self-test" => self_test_mode = true,
            "--cases" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n >= 1 => cases = n,
                _ => {
                    eprintln!("--cases needs a positive integer");
                    return ExitCode::from(2);
                }
            },
            "--backend" => match args.next() {
                Some(n) => only = Some(n),
                None => {
                    eprintln!("--backend needs a backend name");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!(
                    "usage: velocurve-ct [--self-test] [--cases N] [--backend NAME]   (run under valgrind: .ci/ctgrind.sh)"
                );
                return ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("unknown argument {a:?} (try --help)");
                return ExitCode::from(2);
            }
        }
    }
    let under_valgrind = vg::running_on_valgrind() != 0;
    println!(
        "velocurve-ct: {}",
        if under_valgrind {
            "running under valgrind: secrets are tainted"
        } else {
            "not under valgrind: taint requests are no-ops"
        }
    );
    if self_test_mode {
        self_test(under_valgrind)
    } else {
        run_checks(cases, only.as_deref(), under_valgrind)
    }
}
