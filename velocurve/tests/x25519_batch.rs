//! The batch X25519 functions (`x25519_batch`, `x25519_base_batch` and their
//! forced-backend forms) against the single operation, RFC 7748 and
//! Wycheproof, on every backend this CPU supports. The AVX-512 IFMA kernel
//! runs only where the CPU has it; elsewhere its tests say SKIPPED.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::x25519::{
    BASEPOINT, x25519, x25519_base, x25519_base_batch, x25519_base_batch_with_backend,
    x25519_batch, x25519_batch_with_backend,
};

mod common;
use common::{b32, data};

/// Backends to run (printing which ran and which were skipped), and the
/// backend the batch functions choose by default.
fn backends(test: &str) -> Vec<Backend> {
    let run = common::backends(test);
    println!(
        "[{test}] batch default: {}",
        Backend::auto(velocurve::backend::Operation::X25519Batch)
    );
    run
}

/// A random u-coordinate; one in four is non-canonical (in `[p, 2^255)`)
/// or has bit 255 set, or both.
fn random_u(rng: &mut ChaCha20Rng) -> [u8; 32] {
    let mut u = [0u8; 32];
    rng.fill_bytes(&mut u);
    match rng.gen_range(0..8) {
        0 => {
            u[1..31].fill(0xff);
            u[0] |= 0xed;
            u[31] = 0x7f;
        }
        1 => u[31] |= 0x80,
        2 => {
            u[1..].fill(0xff);
            u[0] |= 0xed;
        }
        _ => {}
    }
    u
}

fn random_scalars(rng: &mut ChaCha20Rng, n: usize) -> Vec<[u8; 32]> {
    (0..n)
        .map(|_| {
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            k
        })
        .collect()
}

/// Batch lengths: every length 0..=20 (all remainders, with and without
/// full groups), then larger ones across the 64-key chunk boundary.
const LENGTHS: &[usize] = &[
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 23, 31, 63, 64, 65,
    71, 72, 100, 127, 128, 129, 200,
];

/// At least 10,000 seeded random (scalar, u) pairs per backend, in batches of
/// every length in [`LENGTHS`], against the single `x25519`.
#[test]
fn batch_matches_single_random() {
    const MIN_CASES: usize = 10_000;
    let mut rng = ChaCha20Rng::seed_from_u64(0x0008_5519_0001);
    // The same cases on every backend.
    let mut cases = Vec::new();
    let mut total = 0;
    while total < MIN_CASES {
        for &n in LENGTHS {
            let k = random_scalars(&mut rng, n);
            let u: Vec<[u8; 32]> = (0..n).map(|_| random_u(&mut rng)).collect();
            let want: Vec<[u8; 32]> = k.iter().zip(&u).map(|(k, u)| x25519(k, u)).collect();
            total += n;
            cases.push((k, u, want));
        }
    }
    for b in backends("batch_matches_single_random") {
        for (k, u, want) in &cases {
            let mut out = vec![[0xaa; 32]; k.len()];
            x25519_batch_with_backend(b, k, u, &mut out).unwrap();
            assert_eq!(&out, want, "{b}, batch of {}", k.len());
        }
        println!("[batch_matches_single_random] {b}: {total} cases agree");
    }
    // The default entry point.
    for (k, u, want) in cases.iter().take(LENGTHS.len()) {
        let mut out = vec![[0u8; 32]; k.len()];
        x25519_batch(k, u, &mut out).unwrap();
        assert_eq!(&out, want);
    }
}

/// Key generation in batches against the single `x25519_base` (and so
/// against the fixed-base comb, which the single operation uses).
#[test]
fn base_batch_matches_single_random() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x0008_5519_0002);
    let mut cases = Vec::new();
    let mut total = 0;
    while total < 5_000 {
        for &n in LENGTHS {
            let k = random_scalars(&mut rng, n);
            let want: Vec<[u8; 32]> = k.iter().map(x25519_base).collect();
            total += n;
            cases.push((k, want));
        }
    }
    for b in backends("base_batch_matches_single_random") {
        for (k, want) in &cases {
            let mut out = vec![[0x55; 32]; k.len()];
            x25519_base_batch_with_backend(b, k, &mut out).unwrap();
            assert_eq!(&out, want, "{b}, batch of {}", k.len());
        }
        println!("[base_batch_matches_single_random] {b}: {total} cases agree");
    }
    for (k, want) in cases.iter().take(LENGTHS.len()) {
        let mut out = vec![[0u8; 32]; k.len()];
        x25519_base_batch(k, &mut out).unwrap();
        assert_eq!(&out, want);
    }
}

/// RFC 7748 section 5.2 (both vectors) and section 6.1 (Alice and Bob),
/// placed at every position of a group of eight and in the remainder.
#[test]
fn rfc7748_vectors_through_batch() {
    let d = data("rfc7748/x25519.json");
    let mut known: Vec<([u8; 32], [u8; 32], [u8; 32])> = d["x25519_single"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (b32(&c["scalar"]), b32(&c["u"]), b32(&c["output"])))
        .collect();
    assert_eq!(known.len(), 2);
    let dh = &d["x25519_dh"];
    let (a, ap) = (b32(&dh["alice_private"]), b32(&dh["alice_public"]));
    let (bk, bp) = (b32(&dh["bob_private"]), b32(&dh["bob_public"]));
    let shared = b32(&dh["shared_secret"]);
    known.push((a, BASEPOINT, ap));
    known.push((bk, BASEPOINT, bp));
    known.push((a, bp, shared));
    known.push((bk, ap, shared));

    let mut rng = ChaCha20Rng::seed_from_u64(0x0008_5519_0003);
    for b in backends("rfc7748_vectors_through_batch") {
        for (k0, u0, want0) in &known {
            for len in [1, 8, 11, 16, 67] {
                for pos in [0, len / 2, len - 1] {
                    let mut k = random_scalars(&mut rng, len);
                    let mut u: Vec<[u8; 32]> = (0..len).map(|_| random_u(&mut rng)).collect();
                    k[pos] = *k0;
                    u[pos] = *u0;
                    let mut out = vec![[0u8; 32]; len];
                    x25519_batch_with_backend(b, &k, &u, &mut out).unwrap();
                    assert_eq!(out[pos], *want0, "{b} len {len} pos {pos}");
                }
            }
        }
        // Key generation: Alice and Bob in one batch, at several positions.
        let mut k = random_scalars(&mut rng, 19);
        k[3] = a;
        k[16] = bk;
        let mut out = vec![[0u8; 32]; 19];
        x25519_base_batch_with_backend(b, &k, &mut out).unwrap();
        assert_eq!((out[3], out[16]), (ap, bp), "{b}");
    }
}

/// Every Wycheproof X25519 case through the batch path: all cases as one
/// batch, then shifted by 1..7 positions so each case meets every lane and
/// the remainder, against the expected raw output (all zeros for the
/// low-order cases: the raw function does not reject).
#[test]
fn wycheproof_through_batch() {
    let d = data("wycheproof/x25519_test.json");
    let mut k = Vec::new();
    let mut u = Vec::new();
    let mut want = Vec::new();
    let mut zeros = 0;
    for group in d["testGroups"].as_array().unwrap() {
        for t in group["tests"].as_array().unwrap() {
            k.push(b32(&t["private"]));
            u.push(b32(&t["public"]));
            let s = b32(&t["shared"]);
            zeros += usize::from(s == [0u8; 32]);
            want.push(s);
        }
    }
    assert_eq!(k.len(), d["numberOfTests"].as_u64().unwrap() as usize);
    let mut rng = ChaCha20Rng::seed_from_u64(0x0008_5519_0004);
    for b in backends("wycheproof_through_batch") {
        for shift in 0..8 {
            let mut kk = random_scalars(&mut rng, shift);
            let mut uu: Vec<[u8; 32]> = (0..shift).map(|_| random_u(&mut rng)).collect();
            kk.extend_from_slice(&k);
            uu.extend_from_slice(&u);
            let mut out = vec![[0x11; 32]; kk.len()];
            x25519_batch_with_backend(b, &kk, &uu, &mut out).unwrap();
            for i in 0..k.len() {
                assert_eq!(out[shift + i], want[i], "{b} shift {shift} case index {i}");
            }
        }
        println!(
            "[wycheproof_through_batch] {b}: {} cases ({zeros} with an all-zero result) at 8 offsets",
            k.len()
        );
    }
}

/// Small-order points (all-zero results) in the same group as ordinary
/// points: the shared inversion must not spoil the other lanes, and the
/// zero lanes must come out as zeros, not as an error.
#[test]
fn low_order_points_mixed_with_ordinary_ones() {
    // u = 0, u = 1, and the order-8 points of Curve25519 (u-coordinates from
    // the Wycheproof/libsodium blocklist), plus p and p + 1 (= 0, 1).
    let hexes = [
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
        "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    ];
    let low: Vec<[u8; 32]> = hexes
        .iter()
        .map(|h| hex::decode(h).unwrap().try_into().unwrap())
        .collect();
    let mut rng = ChaCha20Rng::seed_from_u64(0x0008_5519_0005);
    for b in backends("low_order_points_mixed") {
        let mut zero_lanes = 0;
        for round in 0..64 {
            let len = [8, 16, 13, 64, 70][round % 5];
            let k = random_scalars(&mut rng, len);
            let mut u: Vec<[u8; 32]> = (0..len).map(|_| random_u(&mut rng)).collect();
            // Some lanes low order (round 0: all of them).
            for (i, ui) in u.iter_mut().enumerate() {
                if round == 0 || rng.gen_ratio(1, 3) {
                    *ui = low[(i + round) % low.len()];
                }
            }
            let mut out = vec![[0x77; 32]; len];
            x25519_batch_with_backend(b, &k, &u, &mut out).unwrap();
            for i in 0..len {
                let want = x25519(&k[i], &u[i]);
                assert_eq!(out[i], want, "{b} round {round} lane {i}");
                zero_lanes += usize::from(want == [0u8; 32]);
            }
        }
        assert!(zero_lanes > 100, "{b}: {zero_lanes}");
        println!("[low_order_points_mixed] {b}: {zero_lanes} all-zero lanes among ordinary ones");
    }
}

/// Unequal lengths are a typed error and leave `out` untouched; an
/// unsupported forced backend is an error too.
#[test]
fn length_mismatch_and_unsupported_backend() {
    let k = [[1u8; 32]; 9];
    let u = [BASEPOINT; 8];
    let mut out = [[0x33u8; 32]; 9];
    let err = x25519_batch(&k, &u, &mut out).unwrap_err();
    assert_eq!(
        err,
        Error::BatchLengthMismatch {
            scalars: 9,
            points: Some(8),
            outputs: 9
        }
    );
    assert!(
        err.to_string().contains("9 scalars, 8 points, 9 outputs"),
        "{err}"
    );
    assert_eq!(out, [[0x33u8; 32]; 9]);
    let err = x25519_batch(&k[..8], &u, &mut out).unwrap_err();
    assert_eq!(
        err,
        Error::BatchLengthMismatch {
            scalars: 8,
            points: Some(8),
            outputs: 9
        }
    );
    let err = x25519_base_batch(&k, &mut out[..3]).unwrap_err();
    assert_eq!(
        err,
        Error::BatchLengthMismatch {
            scalars: 9,
            points: None,
            outputs: 3
        }
    );
    assert!(err.to_string().contains("9 scalars, 3 outputs"), "{err}");
    assert_eq!(out, [[0x33u8; 32]; 9]);
    // Empty batches are fine.
    x25519_batch(&[], &[], &mut []).unwrap();
    x25519_base_batch(&[], &mut []).unwrap();
    for &b in Backend::ALL {
        let r = x25519_batch_with_backend(b, &k[..8], &u, &mut out[..8]);
        let r2 = x25519_base_batch_with_backend(b, &k[..8], &mut out[..8]);
        if b.is_supported() {
            assert!(r.is_ok() && r2.is_ok(), "{b}");
        } else {
            println!(
                "[length_mismatch_and_unsupported_backend] backend {b}: SKIPPED (unsupported: checking the error)"
            );
            assert_eq!(r, Err(Error::BackendUnsupported(b)));
            assert_eq!(r2, Err(Error::BackendUnsupported(b)));
        }
    }
}
