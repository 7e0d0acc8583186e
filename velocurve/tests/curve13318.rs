//! Curve13318 ECDH against the project's self-generated PARI/GP vectors
//! (`tests/data/curve13318/derived_pari_vectors.json`: not an external
//! authority, see `tests/data/README.md`), against a small big-integer
//! model of the field written here, and against itself across backends,
//! on every backend this CPU supports.

use num_bigint::BigUint;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde_json::Value;
use velocurve::Error;
use velocurve::backend::Backend;
use velocurve::curve13318::{
    GENERATOR_XY, ORDER, PublicKey, SecretKey, scalarmult, scalarmult_base, scalarmult_with_backend,
};

mod common;
use common::{b32, b64, backends, data};

const VECTORS: &str = "curve13318/derived_pari_vectors.json";

// ---------------------------------------------------------------------
// A model of the field and the curve equation, independent of the library.
// ---------------------------------------------------------------------

fn p() -> BigUint {
    (BigUint::from(1u8) << 255u32) - BigUint::from(19u8)
}

fn n() -> BigUint {
    BigUint::from_bytes_be(&ORDER)
}

/// `y^2 = x^3 - 3x + 13318 (mod p)`, for canonical `x`, `y`.
fn on_curve(x: &BigUint, y: &BigUint) -> bool {
    let p = p();
    let rhs = (x.modpow(&BigUint::from(3u8), &p) + &p * 3u8 - (x * 3u8) % &p + 13318u32) % &p;
    (y * y) % &p == rhs
}

/// 32 bytes big-endian of `v < 2^256`.
fn be32(v: &BigUint) -> [u8; 32] {
    let b = v.to_bytes_be();
    assert!(b.len() <= 32);
    let mut out = [0u8; 32];
    out[32 - b.len()..].copy_from_slice(&b);
    out
}

fn le32(v: &BigUint) -> [u8; 32] {
    let mut out = be32(v);
    out.reverse();
    out
}

fn rev(b: &[u8]) -> [u8; 32] {
    let mut out: [u8; 32] = b.try_into().unwrap();
    out.reverse();
    out
}

/// The 64-byte `x || y` little-endian form of two integers.
fn xy(x: &BigUint, y: &BigUint) -> [u8; 64] {
    let mut out = [0u8; 64];
    out[..32].copy_from_slice(&le32(x));
    out[32..].copy_from_slice(&le32(y));
    out
}

fn coords(b: &[u8; 64]) -> (BigUint, BigUint) {
    (
        BigUint::from_bytes_le(&b[..32]),
        BigUint::from_bytes_le(&b[32..]),
    )
}

/// The scalar `k < 2^256` as 32 little-endian bytes.
fn scalar_le(k: u64) -> [u8; 32] {
    le32(&BigUint::from(k))
}

fn vectors() -> Value {
    let d = data(VECTORS);
    assert!(
        d["source"].as_str().unwrap().starts_with("SELF-GENERATED"),
        "the file's provenance note changed"
    );
    assert_eq!(
        d["curve"]["order_N"].as_str().unwrap(),
        format!("0x{}", hex::encode(ORDER)),
        "the vectors' group order is the library's ORDER"
    );
    d
}

// ---------------------------------------------------------------------
// The vectors.
// ---------------------------------------------------------------------

#[test]
fn pari_scalarmult_vectors() {
    let d = vectors();
    let cases = d["scalarmult"].as_array().unwrap();
    assert_eq!(cases.len(), 175);
    for b in backends("curve13318 scalarmult vectors") {
        let mut identities = 0;
        for (i, c) in cases.iter().enumerate() {
            let (k, pt, out) = (b32(&c["scalar"]), b64(&c["in"]), b64(&c["out"]));
            assert_eq!(
                scalarmult_with_backend(b, &k, &pt).unwrap(),
                out,
                "case {i} on {b}"
            );
            if out == [0u8; 64] {
                identities += 1;
            }
        }
        assert_eq!(identities, 7, "[0]P for each of the 7 points");
    }
    // The default backend, and [k]G through the base-point function.
    let mut base = 0;
    for c in cases {
        let (k, pt, out) = (b32(&c["scalar"]), b64(&c["in"]), b64(&c["out"]));
        assert_eq!(scalarmult(&k, &pt).unwrap(), out);
        if pt == GENERATOR_XY {
            assert_eq!(scalarmult_base(&k), out);
            base += 1;
        }
    }
    assert_eq!(base, 25, "25 scalars on the generator");
    println!(
        "[curve13318 scalarmult vectors] 175 cases on each backend, {base} also through scalarmult_base"
    );
}

/// The library has no public point addition (and none is added for this
/// test), so an `add` vector is checked where the public API can express
/// its sum honestly: `P + P = [2] P` through `scalarmult`, and `G + (-G) =
/// O` where `-G` is the public key of `n - 1` (so the sum is `[1 + (n - 1)]
/// G = [n] G`, the identity). The others are skipped with a note; the data
/// is still checked to be consistent (symmetric, sums on the curve).
#[test]
fn pari_add_vectors() {
    let d = vectors();
    let cases = d["add"].as_array().unwrap();
    assert_eq!(cases.len(), 49);
    let minus_g = {
        let nm1 = n() - 1u8;
        SecretKey::from_bytes(&be32(&nm1))
            .unwrap()
            .public_key()
            .to_xy_le_bytes()
    };
    let two = scalar_le(2);
    for b in backends("curve13318 add vectors") {
        let (mut doubling, mut inverse, mut skipped) = (0, 0, 0);
        for (i, c) in cases.iter().enumerate() {
            let (pp, q, sum) = (b64(&c["p"]), b64(&c["q"]), b64(&c["sum"]));
            // The data: P + Q = Q + P, and every sum is O or on the curve.
            let swapped = cases
                .iter()
                .find(|o| b64(&o["p"]) == q && b64(&o["q"]) == pp)
                .expect("every pair is listed both ways");
            assert_eq!(b64(&swapped["sum"]), sum, "case {i}");
            if sum != [0u8; 64] {
                let (x, y) = coords(&sum);
                assert!(on_curve(&x, &y), "case {i}: sum off the curve");
                assert_eq!(
                    PublicKey::from_xy_le_bytes(&sum).unwrap().to_xy_le_bytes(),
                    sum
                );
            }
            if pp == q {
                assert_eq!(
                    scalarmult_with_backend(b, &two, &pp).unwrap(),
                    sum,
                    "case {i} (P + P) on {b}"
                );
                doubling += 1;
            } else if (pp == GENERATOR_XY && q == minus_g) || (q == GENERATOR_XY && pp == minus_g) {
                let key = SecretKey::from_bytes(&be32(&(n() - 1u8)))
                    .unwrap()
                    .with_backend(b)
                    .unwrap();
                assert_eq!(key.public_key().to_xy_le_bytes(), minus_g, "{b}");
                assert_eq!(sum, [0u8; 64], "case {i}: G + (-G) is the identity");
                inverse += 1;
            } else {
                skipped += 1;
            }
        }
        assert_eq!((doubling, inverse, skipped), (7, 2, 40));
        println!(
            "[curve13318 add vectors] {b}: {doubling} P + P checked as [2]P, {inverse} G + (-G) checked as [n]G = O; \
         the other {skipped} only checked symmetric and on the curve here (no public point addition); \
         all 49 run through the formulas in the unit test weierstrass::tests::pari_additions"
        );
    }
}

#[test]
fn pari_invalid_points() {
    let d = vectors();
    let cases = d["invalid_points"].as_array().unwrap();
    assert_eq!(cases.len(), 4);
    let k = scalar_le(7);
    for b in backends("curve13318 invalid points") {
        for (i, c) in cases.iter().enumerate() {
            let pt = b64(&c["in"]);
            let expect = if pt == [0u8; 64] {
                Error::PointIdentity
            } else {
                Error::PointNotOnCurve
            };
            assert_eq!(
                scalarmult_with_backend(b, &k, &pt),
                Err(expect),
                "case {i} on {b}"
            );
            assert_eq!(PublicKey::from_xy_le_bytes(&pt), Err(expect), "case {i}");
            assert_eq!(scalarmult(&[0u8; 32], &pt), Err(expect), "case {i}");
        }
    }
}

#[test]
fn pari_noncanonical_coordinates() {
    let d = vectors();
    let cases = d["noncanonical_coordinates"].as_array().unwrap();
    assert_eq!(cases.len(), 2);
    let scalars = [
        scalar_le(1),
        scalar_le(2),
        scalar_le(0x1234_5678_9abc_def0),
        {
            let mut k = [0xa5u8; 32];
            k[31] = 0x55;
            k
        },
    ];
    for b in backends("curve13318 noncanonical coordinates") {
        for (i, c) in cases.iter().enumerate() {
            let (pt, canon) = (b64(&c["in"]), b64(&c["equivalent_canonical"]));
            for k in &scalars {
                assert_eq!(
                    scalarmult_with_backend(b, k, &pt).unwrap(),
                    scalarmult_with_backend(b, k, &canon).unwrap(),
                    "case {i} on {b}"
                );
            }
            // [1] P is P, canonical.
            assert_eq!(scalarmult_with_backend(b, &scalars[0], &pt).unwrap(), canon);
            assert_eq!(
                PublicKey::from_xy_le_bytes(&pt),
                Err(Error::PointCoordinateOutOfRange),
                "case {i}"
            );
            assert!(PublicKey::from_xy_le_bytes(&canon).is_ok());
        }
    }
}

// ---------------------------------------------------------------------
// Diffie–Hellman.
// ---------------------------------------------------------------------

#[test]
fn diffie_hellman_200_random_pairs_per_backend() {
    for b in backends("curve13318 DH agreement") {
        let mut rng = ChaCha20Rng::seed_from_u64(13318);
        for i in 0..200 {
            let alice = SecretKey::random_from_rng(&mut rng)
                .with_backend(b)
                .unwrap();
            let bob = SecretKey::random_from_rng(&mut rng)
                .with_backend(b)
                .unwrap();
            assert_eq!(alice.backend(), b);
            let (ap, bp) = (alice.public_key(), bob.public_key());
            let k1 = alice.diffie_hellman(&bp).unwrap();
            let k2 = bob.diffie_hellman(&ap).unwrap();
            assert_eq!(k1.as_bytes(), k2.as_bytes(), "pair {i} on {b}");
            assert_eq!(k1.to_bytes(), *k2.as_bytes());
            // The public key is [k]G of the raw function; the shared secret
            // is the big-endian x of [k]P (when bit 255 of k is clear, which
            // the raw function ignores).
            let k = alice.to_le_bytes();
            if k[31] & 0x80 == 0 {
                assert_eq!(scalarmult_base(&k), ap.to_xy_le_bytes(), "pair {i}");
                let raw = scalarmult_with_backend(b, &k, &bp.to_xy_le_bytes()).unwrap();
                assert_eq!(rev(&raw[..32]), k1.to_bytes(), "pair {i} on {b}");
            }
            // The public keys are on the curve (model check).
            let (x, y) = coords(&ap.to_xy_le_bytes());
            assert!(on_curve(&x, &y));
        }
    }
}

#[test]
fn diffie_hellman_agrees_across_backends() {
    let run = backends("curve13318 cross-backend");
    let mut rng = ChaCha20Rng::seed_from_u64(0x1331_8000);
    for i in 0..50 {
        let a = SecretKey::random_from_rng(&mut rng);
        let peer = SecretKey::random_from_rng(&mut rng).public_key();
        let auto_pub = a.public_key();
        let auto_shared = a.diffie_hellman(&peer).unwrap().to_bytes();
        for &b in &run {
            let ab = a.clone().with_backend(b).unwrap();
            assert_eq!(ab.public_key(), auto_pub, "key {i} on {b}");
            assert_eq!(
                ab.diffie_hellman(&peer).unwrap().to_bytes(),
                auto_shared,
                "key {i} on {b}"
            );
            let mut k = a.to_le_bytes();
            k[31] &= 0x7f;
            assert_eq!(
                scalarmult_with_backend(b, &k, &peer.to_xy_le_bytes()).unwrap(),
                scalarmult(&k, &peer.to_xy_le_bytes()).unwrap(),
                "key {i} on {b}"
            );
        }
    }
    // An unsupported backend is a typed error.
    for &b in Backend::ALL.iter().filter(|b| !b.is_supported()) {
        let a = SecretKey::random_from_rng(&mut rng);
        assert_eq!(a.with_backend(b).err(), Some(Error::BackendUnsupported(b)));
        assert_eq!(
            scalarmult_with_backend(b, &scalar_le(1), &GENERATOR_XY),
            Err(Error::BackendUnsupported(b))
        );
    }
}

/// Secrets at the edges: 1, 2, 3, n - 1, n - 2, n - 3, (n - 1) / 2,
/// (n + 1) / 2, 2^255 - 1, 2^255, 2^255 + 1 (n > 2^255), every scalar of the
/// form n - 2^k and n - d 32^k for small k, and all-ones windows below n.
fn edge_secrets() -> Vec<SecretKey> {
    let n = n();
    let mut v: Vec<BigUint> = vec![1u32, 2, 3].into_iter().map(BigUint::from).collect();
    for d in [1u32, 2, 3] {
        v.push(&n - d);
    }
    v.push((&n - 1u32) / 2u32);
    v.push((&n + 1u32) / 2u32);
    let two255: BigUint = BigUint::from(1u32) << 255usize;
    v.push(&two255 - 1u32);
    v.push(two255.clone());
    v.push(&two255 + 1u32);
    for k in [0u32, 1, 5, 64, 128, 200, 250, 254] {
        v.push(&n - (BigUint::from(1u32) << k));
    }
    for d in [1u32, 15, 16, 17, 31] {
        for k in [0u32, 1, 25, 50] {
            let x = BigUint::from(d) << (5 * k);
            if x < n {
                v.push(&n - x);
            }
        }
    }
    v.push((BigUint::from(1u32) << 250) - 1u32);
    v.iter()
        .map(|k| SecretKey::from_bytes(&be32(k)).expect("in 1..n-1"))
        .collect()
}

/// The batch functions equal the single operations, byte for byte, on
/// every backend (and `Auto`): every length 0..=20, 63..=65 and 127..=129
/// (the eight-lane groups, their leftovers and the 64-key chunks of the
/// shared inversion), with the edge secrets spread over the lanes among
/// random ones, and random peers.
#[test]
fn batches_equal_single_operations() {
    use velocurve::curve13318::{self, UNCOMPRESSED_BYTES};
    let mut run = backends("curve13318 batches");
    run.push(Backend::Auto);
    let edges = edge_secrets();
    let mut rng = ChaCha20Rng::seed_from_u64(0x0013_318b);
    let lengths: Vec<usize> = (0..=20).chain(63..=65).chain(127..=129).collect();
    let mut checked = 0;
    for &b in &run {
        let mut e = 0;
        for &n in &lengths {
            let keys: Vec<SecretKey> = (0..n)
                .map(|i| {
                    let k = if i % 3 == 0 {
                        e += 1;
                        edges[e % edges.len()].clone()
                    } else {
                        SecretKey::random_from_rng(&mut rng)
                    };
                    if b == Backend::Auto {
                        k
                    } else {
                        k.with_backend(b).unwrap()
                    }
                })
                .collect();
            let peers: Vec<PublicKey> = (0..n)
                .map(|_| SecretKey::random_from_rng(&mut rng).public_key())
                .collect();
            let mut out = vec![[0xa5u8; 32]; n];
            let mut pks = vec![[0xa5u8; UNCOMPRESSED_BYTES]; n];
            if b == Backend::Auto {
                curve13318::diffie_hellman_batch(&keys, &peers, &mut out).unwrap();
                curve13318::public_key_batch(&keys, &mut pks).unwrap();
            } else {
                curve13318::diffie_hellman_batch_with_backend(b, &keys, &peers, &mut out).unwrap();
                curve13318::public_key_batch_with_backend(b, &keys, &mut pks).unwrap();
            }
            for i in 0..n {
                let single = keys[i].diffie_hellman(&peers[i]).unwrap();
                assert_eq!(&out[i], single.as_bytes(), "{b}, n = {n}, key {i}");
                assert_eq!(
                    pks[i],
                    keys[i].public_key().to_uncompressed(),
                    "{b}, n = {n}, key {i}"
                );
                checked += 1;
            }
        }
    }
    println!(
        "[curve13318 batches] {checked} keys on {} backends equal the single operations",
        run.len()
    );
}

// ---------------------------------------------------------------------
// SEC1.
// ---------------------------------------------------------------------

#[test]
fn sec1_round_trips() {
    let mut rng = ChaCha20Rng::seed_from_u64(2);
    let (mut odd, mut even) = (0, 0);
    for i in 0..100 {
        let pk = SecretKey::random_from_rng(&mut rng).public_key();
        let c = pk.to_compressed();
        let u = pk.to_uncompressed();
        let le = pk.to_xy_le_bytes();
        assert_eq!(PublicKey::from_sec1_bytes(&c).unwrap(), pk, "key {i}");
        assert_eq!(PublicKey::from_sec1_bytes(&u).unwrap(), pk, "key {i}");
        assert_eq!(PublicKey::try_from(&c[..]).unwrap(), pk);
        assert_eq!(PublicKey::try_from(&u[..]).unwrap(), pk);
        assert_eq!(PublicKey::from_xy_le_bytes(&le).unwrap(), pk);
        // SEC1 big-endian and the LE x || y form describe the same point.
        assert_eq!(u[0], 0x04);
        assert_eq!(rev(&u[1..33]), le[..32]);
        assert_eq!(rev(&u[33..]), le[32..]);
        assert_eq!(c[1..], u[1..33]);
        assert_eq!(c[0], 0x02 | (u[64] & 1), "key {i}: prefix is y's parity");
        if c[0] == 0x03 {
            odd += 1;
        } else {
            even += 1;
        }
        let (x, y) = coords(&le);
        assert!(on_curve(&x, &y));
        // The other parity decodes to -P.
        let mut other = c;
        other[0] ^= 1;
        let neg = PublicKey::from_sec1_bytes(&other).unwrap().to_xy_le_bytes();
        assert_eq!(neg[..32], le[..32]);
        assert_eq!(BigUint::from_bytes_le(&neg[32..]), p() - y);
    }
    assert!(
        odd > 20 && even > 20,
        "both parities seen: {odd} odd, {even} even"
    );
    // The generator: x = 0, y odd.
    let g = PublicKey::from_xy_le_bytes(&GENERATOR_XY).unwrap();
    let mut gc = [0u8; 33];
    gc[0] = 0x03;
    assert_eq!(g.to_compressed(), gc);
    assert_eq!(PublicKey::from_sec1_bytes(&gc).unwrap(), g);
    assert!(format!("{g:?}").contains(&hex::encode(gc)));
}

fn length_err(actual: usize) -> Error {
    Error::PointLength {
        compressed: 33,
        uncompressed: 65,
        actual,
    }
}

#[test]
fn sec1_errors() {
    let pk = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(3)).public_key();
    let (c, u) = (pk.to_compressed(), pk.to_uncompressed());

    assert_eq!(PublicKey::from_sec1_bytes(&[]), Err(length_err(0)));
    assert_eq!(PublicKey::try_from(&[][..]), Err(length_err(0)));
    assert_eq!(
        PublicKey::from_sec1_bytes(&[0x00]),
        Err(Error::PointIdentity)
    );
    // Right prefix, wrong length.
    for len in [1, 2, 32, 34, 64, 66, 100] {
        for prefix in [0x02u8, 0x03, 0x04] {
            let mut v = vec![0x11u8; len];
            v[0] = prefix;
            assert_eq!(
                PublicKey::from_sec1_bytes(&v),
                Err(length_err(len)),
                "{prefix} {len}"
            );
        }
    }
    assert_eq!(PublicKey::from_sec1_bytes(&c[..32]), Err(length_err(32)));
    assert_eq!(PublicKey::from_sec1_bytes(&u[..64]), Err(length_err(64)));
    // The right lengths swapped between the forms.
    let mut v = u[..33].to_vec();
    assert_eq!(PublicKey::from_sec1_bytes(&v), Err(length_err(33)));
    v = [&c[..], &[0u8; 32]].concat();
    assert_eq!(PublicKey::from_sec1_bytes(&v), Err(length_err(65)));
    // 0x00 of any length other than 1.
    assert_eq!(PublicKey::from_sec1_bytes(&[0, 0]), Err(length_err(2)));
    assert_eq!(PublicKey::from_sec1_bytes(&[0u8; 33]), Err(length_err(33)));
    // Bad prefixes (including the hybrid forms 06/07 of X9.62).
    for prefix in [0x01u8, 0x05, 0x06, 0x07, 0x80, 0xff] {
        for base in [&c[..], &u[..], &[0u8][..]] {
            let mut v = base.to_vec();
            v[0] = prefix;
            assert_eq!(
                PublicKey::from_sec1_bytes(&v),
                Err(Error::PointPrefix { prefix }),
                "{prefix:02x} len {}",
                v.len()
            );
        }
    }
    // x >= p, compressed and uncompressed (y = p too: any coordinate).
    let pm = p();
    for x in [
        pm.clone(),
        &pm + 1u8,
        &pm + 5u8,
        (BigUint::from(1u8) << 256u32) - 1u8,
    ] {
        for prefix in [0x02u8, 0x03] {
            let v = [&[prefix][..], &be32(&x)[..]].concat();
            assert_eq!(
                PublicKey::from_sec1_bytes(&v),
                Err(Error::PointCoordinateOutOfRange)
            );
        }
        let v = [&[0x04][..], &be32(&x)[..], &u[33..]].concat();
        assert_eq!(
            PublicKey::from_sec1_bytes(&v),
            Err(Error::PointCoordinateOutOfRange)
        );
        let v = [&u[..33], &be32(&x)[..]].concat();
        assert_eq!(
            PublicKey::from_sec1_bytes(&v),
            Err(Error::PointCoordinateOutOfRange)
        );
    }
    // y + p for the generator (y < 2^256 - p): the same point, non-canonical.
    let (gx, gy) = coords(&GENERATOR_XY);
    let v = [&[0x04][..], &be32(&gx)[..], &be32(&(&gy + &pm))[..]].concat();
    assert_eq!(
        PublicKey::from_sec1_bytes(&v),
        Err(Error::PointCoordinateOutOfRange)
    );
    // Off the curve: the uncompressed point with y + 1, and x = 1 (1 - 3 +
    // 13318 is not a square mod p) compressed.
    let mut off = u;
    off[64] ^= 1;
    let (ox, oy) = (
        BigUint::from_bytes_be(&off[1..33]),
        BigUint::from_bytes_be(&off[33..]),
    );
    assert!(!on_curve(&ox, &oy));
    assert_eq!(
        PublicKey::from_sec1_bytes(&off),
        Err(Error::PointNotOnCurve)
    );
    let rhs = BigUint::from(13316u32);
    assert_ne!(rhs.modpow(&((&pm - 1u8) >> 1u32), &pm), BigUint::from(1u8));
    for prefix in [0x02u8, 0x03] {
        let mut v = [0u8; 33];
        v[0] = prefix;
        v[32] = 1;
        assert_eq!(PublicKey::from_sec1_bytes(&v), Err(Error::PointNotOnCurve));
    }
    // The 64 zero bytes in SEC1: (0, 0), off the curve.
    let mut zero = [0u8; 65];
    zero[0] = 0x04;
    assert_eq!(
        PublicKey::from_sec1_bytes(&zero),
        Err(Error::PointNotOnCurve)
    );
    // The error messages name the fault.
    assert!(length_err(7).to_string().contains("got 7"));
    assert!(
        Error::PointPrefix { prefix: 0x05 }
            .to_string()
            .contains("0x05")
    );
}

// ---------------------------------------------------------------------
// Secret keys.
// ---------------------------------------------------------------------

#[test]
fn secret_key_range() {
    let n = n();
    let out_of_range = [
        BigUint::from(0u8),
        n.clone(),
        &n + 1u8,
        (BigUint::from(1u8) << 256u32) - 1u8,
    ];
    for v in &out_of_range {
        assert_eq!(
            SecretKey::from_bytes(&be32(v)).err(),
            Some(Error::SecretScalarOutOfRange),
            "{v:x}"
        );
        assert_eq!(
            SecretKey::from_le_bytes(&le32(v)).err(),
            Some(Error::SecretScalarOutOfRange)
        );
        assert_eq!(
            SecretKey::from_slice(&be32(v)).err(),
            Some(Error::SecretScalarOutOfRange)
        );
    }
    let one = SecretKey::from_bytes(&be32(&BigUint::from(1u8))).unwrap();
    assert_eq!(one.public_key().to_xy_le_bytes(), GENERATOR_XY);
    assert_eq!(one.backend(), Backend::Auto);
    let nm1 = SecretKey::from_bytes(&be32(&(&n - 1u8))).unwrap();
    let neg = nm1.public_key().to_xy_le_bytes();
    let (gx, gy) = coords(&GENERATOR_XY);
    assert_eq!(neg[..32], GENERATOR_XY[..32]);
    assert_eq!(BigUint::from_bytes_le(&neg[32..]), p() - &gy);
    assert_eq!(gx, BigUint::from(0u8));
    assert!(on_curve(&gx, &gy));
    assert!(gy.bit(0), "the odd square root");
    // Big-endian and little-endian of the same integer.
    let mut rng = ChaCha20Rng::seed_from_u64(4);
    for _ in 0..20 {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        b[0] &= 0x7f; // below 2^255 < n
        let v = BigUint::from_bytes_be(&b);
        let be = SecretKey::from_bytes(&b).unwrap();
        let le = SecretKey::from_le_bytes(&le32(&v)).unwrap();
        assert_eq!(be.to_bytes(), b);
        assert_eq!(be.to_le_bytes(), le32(&v));
        assert_eq!(le.to_bytes(), b);
        assert_eq!(be.public_key(), le.public_key());
        assert_eq!(SecretKey::from_slice(&b).unwrap().to_bytes(), b);
        // The raw function with the little-endian scalar.
        assert_eq!(scalarmult_base(&le32(&v)), be.public_key().to_xy_le_bytes());
    }
    // n - 1 and random keys round-trip.
    assert_eq!(BigUint::from_bytes_be(&nm1.to_bytes()), &n - 1u8);
    let r = SecretKey::random_from_rng(&mut rng);
    assert!(BigUint::from_bytes_be(&r.to_bytes()) < n);
    assert_eq!(
        SecretKey::from_bytes(&r.to_bytes()).unwrap().public_key(),
        r.public_key()
    );
    // from_slice of a wrong length.
    for len in [0usize, 1, 31, 33, 64] {
        assert_eq!(
            SecretKey::from_slice(&vec![1u8; len]).err(),
            Some(Error::SecretKeyLength {
                expected: 32,
                actual: len
            })
        );
    }
    #[cfg(feature = "std")]
    {
        let a = SecretKey::random();
        assert_ne!(a.to_bytes(), SecretKey::random().to_bytes());
    }
}

#[test]
fn edge_scalars_on_the_generator() {
    for b in backends("curve13318 edge scalars") {
        let mul = |k: &[u8; 32]| scalarmult_with_backend(b, k, &GENERATOR_XY).unwrap();
        assert_eq!(mul(&[0u8; 32]), [0u8; 64], "{b}");
        assert_eq!(mul(&scalar_le(1)), GENERATOR_XY, "{b}");
        // Bit 255 is ignored: 2^255 is 0, 2^255 + 1 is 1, and so on.
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        for _ in 0..10 {
            let mut k = [0u8; 32];
            rng.fill_bytes(&mut k);
            let mut lo = k;
            lo[31] &= 0x7f;
            let mut hi = k;
            hi[31] |= 0x80;
            assert_eq!(mul(&lo), mul(&hi), "{b}");
            assert_eq!(scalarmult_base(&hi), mul(&lo));
        }
        let mut top = [0u8; 32];
        top[31] = 0x80;
        assert_eq!(mul(&top), [0u8; 64]);
        top[0] = 1;
        assert_eq!(mul(&top), GENERATOR_XY);
        // 2^255 - 1 (the largest the raw function uses) gives a point on
        // the curve, the same as the typed API's key of that integer.
        let mut max = [0xffu8; 32];
        max[31] = 0x7f;
        let r = mul(&max);
        let (x, y) = coords(&r);
        assert!(on_curve(&x, &y));
        assert_eq!(
            SecretKey::from_le_bytes(&max)
                .unwrap()
                .with_backend(b)
                .unwrap()
                .public_key()
                .to_xy_le_bytes(),
            r
        );
    }
    assert_eq!(scalarmult_base(&[0u8; 32]), [0u8; 64]);
    assert_eq!(scalarmult_base(&scalar_le(1)), GENERATOR_XY);
    // [2]G by the model's tangent formula: the generator has x = 0, so
    // lambda = (3x^2 - 3) / 2y = -3 / 2y.
    let p = p();
    let (_, gy) = coords(&GENERATOR_XY);
    let inv = |v: &BigUint| v.modpow(&(&p - 2u8), &p);
    let lambda = ((&p - 3u8) * inv(&((&gy * 2u8) % &p))) % &p;
    let x2 = (&lambda * &lambda) % &p; // - 2x, x = 0
    let y2 = (&lambda * ((&p - &x2) % &p) + &p - &gy) % &p; // lambda (0 - x2) - y
    assert_eq!(scalarmult_base(&scalar_le(2)), xy(&x2, &y2));
}

#[test]
fn debug_prints_no_secret() {
    let k = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(6));
    let peer = SecretKey::random_from_rng(&mut ChaCha20Rng::seed_from_u64(7)).public_key();
    let s = k.diffie_hellman(&peer).unwrap();
    for (name, text, secret) in [
        ("SecretKey", format!("{k:?}"), k.to_bytes()),
        ("SecretKey", format!("{k:#?}"), k.to_bytes()),
        ("SharedSecret", format!("{s:?}"), s.to_bytes()),
        ("SharedSecret", format!("{s:#?}"), s.to_bytes()),
    ] {
        let lower = text.to_lowercase();
        for form in [secret, rev(&secret)] {
            // Hex of any 4-byte piece, and the decimal list of the first bytes.
            for piece in form.chunks(4) {
                assert!(!lower.contains(&hex::encode(piece)), "{name}: {text}");
            }
            let list = format!("{:?}", &form[..4]);
            assert!(!text.contains(&list[1..list.len() - 1]), "{name}: {text}");
        }
        println!("[curve13318 Debug] {name}: {text}");
    }
    assert!(format!("{k:?}").starts_with("SecretKey"));
    assert_eq!(format!("{s:?}"), "SharedSecret(..)");
}
