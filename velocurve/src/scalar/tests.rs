//! Scalars mod `l` against a `num-bigint` model: recomputed constants, edge
//! values, seeded random cases for every operation, NAF digit rules and
//! reconstruction, and the lattice-halving bounds.

use super::*;
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Signed, Zero};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::vec::Vec;

/// Random cases per operation.
const RANDOM_CASES: usize = 100_000;

fn l() -> BigUint {
    (BigUint::one() << 252u32) + 27742317777372353535851937790883648493u128
}

fn big_words(w: &[u64]) -> BigUint {
    w.iter()
        .rev()
        .fold(BigUint::zero(), |acc, &x| (acc << 64u32) + x)
}

fn to_big(s: &Scalar) -> BigUint {
    BigUint::from_bytes_le(&s.to_bytes())
}

fn bytes32(x: &BigUint) -> [u8; 32] {
    let b = x.to_bytes_le();
    assert!(b.len() <= 32);
    let mut out = [0u8; 32];
    out[..b.len()].copy_from_slice(&b);
    out
}

fn bytes64(x: &BigUint) -> [u8; 64] {
    let b = x.to_bytes_le();
    assert!(b.len() <= 64);
    let mut out = [0u8; 64];
    out[..b.len()].copy_from_slice(&b);
    out
}

/// A scalar built through the (separately tested) canonical decoder.
fn scalar(x: &BigUint) -> Scalar {
    assert!(x < &l());
    Option::from(Scalar::from_canonical_bytes(&bytes32(x))).expect("canonical")
}

fn pow2(k: u32) -> BigUint {
    BigUint::one() << k
}

/// Integers `< 2^512` that stress the reduction.
fn wide_edge_values() -> Vec<BigUint> {
    let l = l();
    let mut v = std::vec![
        BigUint::zero(),
        BigUint::one(),
        &l - 1u32,
        l.clone(),
        &l + 1u32,
        (&l << 1u32) - 1u32,
        &l << 1u32,
        (&l << 1u32) + 1u32,
        &l * 3u32,
        &l * 15u32,
        &l * 15u32 - 1u32,
        pow2(252),
        pow2(252) - 1u32,
        pow2(253),
        pow2(253) - 1u32,
        pow2(255),
        pow2(255) + 19u32,
        pow2(256) - 1u32,
        pow2(256),
        pow2(256) + 1u32,
        pow2(320) - 1u32,
        pow2(448) - 1u32,
        pow2(511),
        pow2(512) - 1u32,
        &l * &l,
        &l * &l - 1u32,
        &l * &l + &l - 1u32,
        (&l - 1u32) * (&l - 1u32) + &l - 1u32,
    ];
    // The largest multiples of l below 2^512, and their neighbours.
    let q = (pow2(512) - 1u32) / &l;
    for d in 0u32..4 {
        let m = (&q - d) * &l;
        v.push(m.clone());
        v.push(&m - 1u32);
        v.push(&m + &l - 1u32);
    }
    // Values whose 64-bit words are all at their maximum or zero.
    for mask in 1u32..256 {
        let mut x = BigUint::zero();
        for i in 0..8 {
            if mask >> i & 1 == 1 {
                x += (pow2(64) - 1u32) << (64 * i);
            }
        }
        v.push(x);
    }
    v.retain(|x| x < &pow2(512));
    v
}

/// Scalars that stress the operations.
fn edge_scalars() -> Vec<BigUint> {
    let l = l();
    std::vec![
        BigUint::zero(),
        BigUint::one(),
        BigUint::from(2u32),
        &l - 1u32,
        &l - 2u32,
        pow2(252),
        pow2(252) - 1u32,
        pow2(252) + 1u32,
        &l >> 1u32,
        (&l >> 1u32) + 1u32,
        pow2(64) - 1u32,
        pow2(128) - 1u32,
        pow2(128),
        pow2(192) - 1u32,
        pow2(250) * 3u32,
    ]
}

/// A random scalar: mostly uniform, sometimes an edge value.
fn random_scalar(rng: &mut ChaCha20Rng, edges: &[BigUint]) -> BigUint {
    if rng.gen_ratio(1, 16) {
        edges[rng.gen_range(0..edges.len())].clone()
    } else {
        let mut b = [0u8; 64];
        rng.fill_bytes(&mut b);
        BigUint::from_bytes_le(&b) % l()
    }
}

#[test]
fn constants_recomputed() {
    let l = l();
    assert_eq!(big_words(&L), l, "L");
    assert_eq!(big_words(&BARRETT_M), pow2(512) / &l, "BARRETT_M");
    assert_eq!(big_words(&L_SQUARED), &l * &l, "L_SQUARED");
    assert_eq!(to_big(&Scalar::ZERO), BigUint::zero());
    assert_eq!(to_big(&Scalar::ONE), BigUint::one());
    assert_eq!(to_big(&Scalar::default()), BigUint::zero());
}

#[test]
fn from_bytes_mod_order_wide_edges() {
    let l = l();
    for x in wide_edge_values() {
        let s = Scalar::from_bytes_mod_order_wide(&bytes64(&x));
        assert_eq!(to_big(&s), &x % &l, "wide {x:x}");
        if x < pow2(256) {
            let s = Scalar::from_bytes_mod_order(&bytes32(&x));
            assert_eq!(to_big(&s), &x % &l, "32-byte {x:x}");
        }
    }
}

#[test]
fn from_bytes_mod_order_random() {
    let l = l();
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0001);
    for i in 0..RANDOM_CASES {
        let mut b = [0u8; 64];
        rng.fill_bytes(&mut b);
        // Bias some cases to short inputs and to all-ones high words.
        match i % 4 {
            1 => b[32..].fill(0),
            2 => b[48..].fill(0xff),
            _ => {}
        }
        let x = BigUint::from_bytes_le(&b);
        let s = Scalar::from_bytes_mod_order_wide(&b);
        assert_eq!(to_big(&s), &x % &l, "wide {b:02x?}");
        let b32: [u8; 32] = b[..32].try_into().unwrap();
        let s = Scalar::from_bytes_mod_order(&b32);
        assert_eq!(to_big(&s), BigUint::from_bytes_le(&b32) % &l, "32");
    }
}

fn check_canonical(x: &BigUint) {
    let b = bytes32(x);
    let r = Scalar::from_canonical_bytes(&b);
    if x < &l() {
        assert!(bool::from(r.is_some()), "rejected canonical {x:x}");
        assert_eq!(to_big(&r.unwrap()), *x);
        assert_eq!(r.unwrap().to_bytes(), b, "to_bytes round trip");
    } else {
        assert!(bool::from(r.is_none()), "accepted non-canonical {x:x}");
    }
}

#[test]
fn from_canonical_bytes_boundary() {
    let l = l();
    for x in [
        BigUint::zero(),
        BigUint::one(),
        &l - 1u32,
        l.clone(),
        &l + 1u32,
        pow2(253),
        pow2(255),
        pow2(255) + 1u32,
        pow2(255) + &l - 1u32,
        pow2(256) - 1u32,
        &l * 15u32,
        pow2(252) - 1u32,
        pow2(252),
    ] {
        check_canonical(&x);
    }
    // Every value that differs from l - 1 or l in one word or one bit.
    for base in [&l - 1u32, l.clone()] {
        for bit in 0..256 {
            check_canonical(&(&base ^ pow2(bit)));
        }
    }
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0002);
    for i in 0..RANDOM_CASES {
        let mut b = [0u8; 32];
        rng.fill_bytes(&mut b);
        match i % 4 {
            // Below l (top nibble clear, most are < l).
            0 => b[31] &= 0x0f,
            // Near l: the top 16 bytes of l with random low bytes.
            1 => b[16..].copy_from_slice(&bytes32(&l)[16..]),
            // 2^255 + x.
            2 => b[31] |= 0x80,
            _ => {}
        }
        check_canonical(&BigUint::from_bytes_le(&b));
    }
}

fn check_ops(x: &BigUint, y: &BigUint, z: &BigUint) {
    let l = l();
    let (a, b, c) = (scalar(x), scalar(y), scalar(z));
    assert_eq!(to_big(&a.add(&b)), (x + y) % &l, "add {x:x} {y:x}");
    assert_eq!(to_big(&a.sub(&b)), (x + &l - y) % &l, "sub {x:x} {y:x}");
    assert_eq!(to_big(&a.neg()), (&l - x) % &l, "neg {x:x}");
    assert_eq!(to_big(&a.mul(&b)), (x * y) % &l, "mul {x:x} {y:x}");
    assert_eq!(
        to_big(&Scalar::mul_add(&a, &b, &c)),
        (x * y + z) % &l,
        "mul_add {x:x} {y:x} {z:x}"
    );
    assert_eq!(bool::from(a.ct_eq(&b)), x == y, "ct_eq");
    assert!(bool::from(a.ct_eq(&a)), "ct_eq self");
    assert_eq!(
        to_big(&Scalar::conditional_select(&a, &b, Choice::from(0))),
        *x
    );
    assert_eq!(
        to_big(&Scalar::conditional_select(&a, &b, Choice::from(1))),
        *y
    );
}

#[test]
fn operations_edge_values() {
    let e = edge_scalars();
    for x in &e {
        for y in &e {
            for z in [&e[0], &e[3], x] {
                check_ops(x, y, z);
            }
        }
    }
}

#[test]
fn operations_random() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0003);
    let e = edge_scalars();
    for _ in 0..RANDOM_CASES {
        let x = random_scalar(&mut rng, &e);
        let y = random_scalar(&mut rng, &e);
        let z = random_scalar(&mut rng, &e);
        check_ops(&x, &y, &z);
    }
}

#[test]
fn from_i128_model() {
    let l = BigInt::from_biguint(Sign::Plus, l());
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0009);
    let mut cases = std::vec![0, 1, -1, 2, -2, i128::MAX, i128::MIN, i128::MIN + 1];
    for _ in 0..RANDOM_CASES {
        let x: i128 = rng.r#gen();
        cases.push(x >> rng.gen_range(0..128));
    }
    for x in cases {
        let want = BigInt::from(x).mod_floor_l(&l).to_biguint().unwrap();
        assert_eq!(to_big(&Scalar::from_i128(x)), want, "from_i128 {x}");
    }
}

#[test]
fn zeroize_and_debug() {
    let mut s = scalar(&(l() - 1u32));
    assert_eq!(std::format!("{s:?}"), "Scalar([redacted])");
    s.zeroize();
    assert_eq!(s.0, [0; 4]);
}

// ---------------------------------------------------------------------------
// NAF
// ---------------------------------------------------------------------------

/// Checks the width-`w` NAF rules and that the digits represent `x` (given
/// as bits, least significant first), by carry-normalising the digits
/// column by column (independent of the encoder's window logic).
fn check_naf(digits: &[i8], w: usize, bits: &[u8], what: &str) {
    let bound = 1i32 << (w - 1);
    let mut last_nonzero: Option<usize> = None;
    for (i, &d) in digits.iter().enumerate() {
        if d != 0 {
            assert!(d % 2 != 0, "{what}: even digit {d} at {i} (w={w})");
            assert!((d as i32).abs() < bound, "{what}: digit {d} too large");
            if let Some(j) = last_nonzero {
                assert!(i - j >= w, "{what}: nonzero digits at {j} and {i}");
            }
            last_nonzero = Some(i);
        }
    }
    let mut carry = 0i64;
    for i in 0..digits.len().max(bits.len()) + 8 {
        let t = carry + digits.get(i).copied().unwrap_or(0) as i64;
        let bit = t.rem_euclid(2);
        assert_eq!(
            bit as u8,
            bits.get(i).copied().unwrap_or(0),
            "{what}: value differs at bit {i} (w={w})"
        );
        carry = (t - bit) / 2;
    }
    assert_eq!(carry, 0, "{what}: value differs above the top");
}

fn bits_of(x: &BigUint, n: usize) -> Vec<u8> {
    (0..n).map(|i| x.bit(i as u64) as u8).collect()
}

#[test]
fn naf_scalar() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0004);
    let e = edge_scalars();
    let mut cases: Vec<BigUint> = e.clone();
    // All-ones runs, which produce the longest carry chains.
    for k in [1u32, 2, 7, 8, 9, 63, 64, 65, 127, 128, 200, 251, 252] {
        cases.push(pow2(k) - 1u32);
    }
    for _ in 0..RANDOM_CASES {
        cases.push(random_scalar(&mut rng, &e));
    }
    for x in &cases {
        let s = scalar(x);
        let bits = bits_of(x, 256);
        for w in 2..=8 {
            let d = s.non_adjacent_form_vartime(w);
            check_naf(&d, w, &bits, "scalar");
            assert!(d[254..].iter().all(|&x| x == 0), "digit past 253");
        }
    }
}

#[test]
fn naf_u128() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0005);
    let mut cases: Vec<u128> = std::vec![
        0,
        1,
        2,
        3,
        u128::MAX,
        u128::MAX - 1,
        1 << 127,
        (1 << 127) - 1,
        u64::MAX as u128,
        1 << 64,
        0xaaaa_aaaa_aaaa_aaaa_aaaa_aaaa_aaaa_aaaa,
        0x5555_5555_5555_5555_5555_5555_5555_5555,
    ];
    for _ in 0..RANDOM_CASES {
        let x: u128 = rng.r#gen();
        cases.push(x >> rng.gen_range(0..8));
    }
    for &x in &cases {
        let bits: Vec<u8> = (0..128).map(|j| (x >> j & 1) as u8).collect();
        for w in 2..=8 {
            check_naf(&wnaf_u128_vartime(x, w), w, &bits, "u128");
        }
    }
}

// ---------------------------------------------------------------------------
// Lattice halving
// ---------------------------------------------------------------------------

/// Checks the contract of [`lattice_halve_vartime`] for `k`, returning
/// `v0^2 + v1^2`.
fn check_halve(k: &BigUint) -> BigUint {
    let l = l();
    let (v0, v1) = lattice_halve_vartime(&scalar(k));
    assert!(v1 != 0, "v1 = 0 for k = {k:x}");
    let (b0, b1) = (BigInt::from(v0), BigInt::from(v1));
    let norm = (&b0 * &b0 + &b1 * &b1).to_biguint().unwrap();
    assert!(norm < pow2(254), "v0^2 + v1^2 >= 2^254 for k = {k:x}");
    // Implied by the norm bound; stated as the contract.
    assert!(v0.unsigned_abs() < 1 << 127 && v1.unsigned_abs() < 1 << 127);
    let lhs = (b0 - &b1 * BigInt::from_biguint(Sign::Plus, k.clone()))
        .mod_floor_l(&BigInt::from_biguint(Sign::Plus, l));
    assert!(lhs.is_zero(), "v0 != v1 * k mod l for k = {k:x}");
    norm
}

trait ModFloor {
    fn mod_floor_l(&self, m: &BigInt) -> BigInt;
}

impl ModFloor for BigInt {
    fn mod_floor_l(&self, m: &BigInt) -> BigInt {
        let r = self % m;
        if r.is_negative() { r + m } else { r }
    }
}

#[test]
fn lattice_halve_edges() {
    let l = l();
    let mut ks: Vec<BigUint> = std::vec![
        &l - 1u32,
        &l - 2u32,
        &l >> 1u32,
        (&l >> 1u32) + 1u32,
        (&l >> 1u32) - 1u32,
        &l / 3u32,
        &l / 3u32 + 1u32,
        pow2(126),
        pow2(127),
        pow2(127) - 1u32,
        pow2(128),
        pow2(252),
        pow2(252) - 1u32,
        l.sqrt(),
        l.sqrt() + 1u32,
    ];
    for k in 0u32..1000 {
        ks.push(BigUint::from(k));
        ks.push(&l - 1u32 - k);
        ks.push((&l >> 1u32) + k);
        ks.push((&l >> 1u32) - k);
    }
    // k ≡ a / b for small a, b: short vectors (a, b) in the lattice.
    for a in 1u32..20 {
        for b in 1u32..20 {
            let binv = BigUint::from(b).modpow(&(&l - 2u32), &l);
            ks.push(BigUint::from(a) * binv % &l);
        }
    }
    for k in &ks {
        check_halve(k);
    }
}

#[test]
fn lattice_halve_random() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0006);
    let mut max_norm = BigUint::zero();
    for _ in 0..RANDOM_CASES {
        let mut b = [0u8; 64];
        rng.fill_bytes(&mut b);
        let k = BigUint::from_bytes_le(&b) % l();
        max_norm = max_norm.max(check_halve(&k));
    }
    // log2 from the top 53 bits.
    let shift = max_norm.bits().saturating_sub(53);
    let top = u64::try_from(&max_norm >> shift).unwrap() as f64;
    std::println!(
        "[lattice_halve_random] largest v0^2 + v1^2: 2^{:.4}",
        top.log2() + shift as f64
    );
}

// ---------------------------------------------------------------------------
// Rough timing (ignored; prints, never asserts a speed)
// ---------------------------------------------------------------------------

/// Median rdtsc ticks per operation, for tuning. Run with
/// `cargo test -p velocurve --lib scalar::tests::timing -- --ignored --nocapture`.
#[cfg(target_arch = "x86_64")]
#[test]
#[ignore = "timing printout, not a test"]
fn timing() {
    use core::arch::x86_64::_rdtsc;
    use core::hint::black_box;

    fn median(mut v: Vec<u64>) -> u64 {
        v.sort_unstable();
        v[v.len() / 2]
    }
    const CHAIN: u64 = 100;
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0007);
    let rand_scalar = |rng: &mut ChaCha20Rng| {
        let mut b = [0u8; 64];
        rng.fill_bytes(&mut b);
        Scalar::from_bytes_mod_order_wide(&b)
    };
    let (a, b, c) = (
        rand_scalar(&mut rng),
        rand_scalar(&mut rng),
        rand_scalar(&mut rng),
    );

    let mut t = Vec::new();
    let mut x = a;
    for _ in 0..2000 {
        // SAFETY: rdtsc exists on every x86-64 CPU.
        let t0 = unsafe { _rdtsc() };
        for _ in 0..CHAIN {
            x = Scalar::mul_add(&x, black_box(&b), black_box(&c));
        }
        // SAFETY: as above.
        t.push((unsafe { _rdtsc() } - t0) / CHAIN);
    }
    black_box(x);
    std::println!("[timing] mul_add (dependent chain): {} ticks", median(t));

    let mut t = Vec::new();
    let mut x = a;
    for _ in 0..2000 {
        // SAFETY: as above.
        let t0 = unsafe { _rdtsc() };
        for _ in 0..CHAIN {
            x = x.mul(black_box(&b));
        }
        // SAFETY: as above.
        t.push((unsafe { _rdtsc() } - t0) / CHAIN);
    }
    black_box(x);
    std::println!("[timing] mul (dependent chain): {} ticks", median(t));

    let mut t = Vec::new();
    let mut h = [0x5au8; 64];
    for _ in 0..2000 {
        // SAFETY: as above.
        let t0 = unsafe { _rdtsc() };
        for _ in 0..CHAIN {
            let s = Scalar::from_bytes_mod_order_wide(black_box(&h));
            h[..32].copy_from_slice(&s.to_bytes());
            h[32..].copy_from_slice(&s.to_bytes());
        }
        // SAFETY: as above.
        t.push((unsafe { _rdtsc() } - t0) / CHAIN);
    }
    black_box(h);
    std::println!(
        "[timing] from_bytes_mod_order_wide (dependent chain): {} ticks",
        median(t)
    );

    let ks: Vec<Scalar> = (0..20_000).map(|_| rand_scalar(&mut rng)).collect();
    let mut t = Vec::new();
    for k in &ks {
        // SAFETY: as above.
        let t0 = unsafe { _rdtsc() };
        black_box(lattice_halve_vartime(black_box(k)));
        // SAFETY: as above.
        t.push(unsafe { _rdtsc() } - t0);
    }
    std::println!("[timing] lattice_halve_vartime: {} ticks", median(t));
}

/// A loop of lattice halvings for `perf` (ignored).
#[test]
#[ignore = "profiling loop, not a test"]
fn lattice_halve_profile_loop() {
    let mut rng = ChaCha20Rng::seed_from_u64(0x5ca1_0008);
    let ks: Vec<Scalar> = (0..1000)
        .map(|_| {
            let mut b = [0u8; 64];
            rng.fill_bytes(&mut b);
            Scalar::from_bytes_mod_order_wide(&b)
        })
        .collect();
    let mut acc = 0i128;
    for _ in 0..200 {
        for k in &ks {
            let (a, b) = lattice_halve_vartime(core::hint::black_box(k));
            acc = acc.wrapping_add(a ^ b);
        }
    }
    std::println!("{acc}");
}
