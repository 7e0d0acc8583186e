//! Deterministic ECDSA nonces: RFC 6979 §3.2 (HMAC-DRBG keyed by the
//! secret key and the message hash), with §3.6's additional data for the
//! hedged form (fresh randomness mixed in).
//!
//! Integers are big-endian byte strings of `rolen = ceil(qlen / 8)` bytes
//! (at most 66, P-521), `q` the group order of `qlen` bits. The candidate
//! `k` is checked against `1 <= k < q` and the generator steps on when it
//! fails (probability below `2^-32` for every curve here): that branch
//! reveals only that a candidate was rejected, as in every implementation
//! of the RFC. Everything else is constant time in the key and the hash:
//! HMAC over fixed lengths, the reduction `bits2octets` by a masked
//! subtraction. Every buffer that held a secret is wiped.

use sha2::Digest;
use subtle::{Choice, ConditionallySelectable};
use zeroize::Zeroize;

/// The longest integer (`rolen` bytes): P-521's 66.
pub(crate) const MAX_BYTES: usize = 66;

/// A hash ECDSA signs with: SHA-224, SHA-256, SHA-384 or SHA-512 (sealed;
/// outputs of at most 64 bytes, at most the block, as RFC 6979's HMAC
/// here needs).
pub trait Hash: Digest + Clone + signature::digest::Update + sealed::Sealed {
    /// The block size, bytes.
    #[doc(hidden)]
    const BLOCK: usize;
}

mod sealed {
    /// Only the four SHA-2 hashes are [`super::Hash`]es.
    pub trait Sealed {}
    impl Sealed for sha2::Sha224 {}
    impl Sealed for sha2::Sha256 {}
    impl Sealed for sha2::Sha384 {}
    impl Sealed for sha2::Sha512 {}
}

impl Hash for sha2::Sha224 {
    const BLOCK: usize = 64;
}
impl Hash for sha2::Sha256 {
    const BLOCK: usize = 64;
}
impl Hash for sha2::Sha384 {
    const BLOCK: usize = 128;
}
impl Hash for sha2::Sha512 {
    const BLOCK: usize = 128;
}

/// HMAC under one key (no longer than the block; here always the hash's
/// output size): the hash states after the inner and the outer pad, so
/// that every MAC under the key starts from them (RFC 6979 computes two or
/// three MACs per key: two compressions saved each time).
struct Keyed<D: Hash> {
    inner: D,
    outer: D,
}

impl<D: Hash> Keyed<D> {
    fn new(key: &[u8]) -> Self {
        let mut pad = [0u8; 128];
        for (p, k) in pad.iter_mut().zip(key) {
            *p = *k;
        }
        let xored = |pad: &[u8; 128], c: u8| -> [u8; 128] { core::array::from_fn(|i| pad[i] ^ c) };
        let mut ipad = xored(&pad, 0x36);
        let mut opad = xored(&pad, 0x5c);
        let mut inner = D::new();
        let mut outer = D::new();
        Digest::update(&mut inner, &ipad[..D::BLOCK]);
        Digest::update(&mut outer, &opad[..D::BLOCK]);
        pad.zeroize();
        ipad.zeroize();
        opad.zeroize();
        Keyed { inner, outer }
    }

    /// `HMAC_key(parts[0] || parts[1] || ...)` into `out` (the hash's
    /// output size).
    fn mac(&self, parts: &[&[u8]], out: &mut [u8]) {
        let mut inner = self.inner.clone();
        for part in parts {
            Digest::update(&mut inner, part);
        }
        let mut ih = inner.finalize();
        let mut outer = self.outer.clone();
        Digest::update(&mut outer, &ih);
        let mut oh = outer.finalize();
        out.copy_from_slice(&oh);
        ih.as_mut_slice().zeroize();
        oh.as_mut_slice().zeroize();
    }
}

/// `bits2int(b)` (RFC 6979 §2.3.2): the leftmost `qlen` bits of `b` as an
/// integer, into `out` (`rolen` bytes, big-endian).
pub(crate) fn bits2int(b: &[u8], qlen: usize, out: &mut [u8]) {
    let rolen = out.len();
    out.fill(0);
    if b.len() >= rolen {
        out.copy_from_slice(&b[..rolen]);
        // 8 rolen - qlen < 8 bits too many: shift right by that.
        let s = 8 * rolen - qlen;
        if s > 0 {
            for i in (0..rolen).rev() {
                let hi = if i > 0 { out[i - 1] << (8 - s) } else { 0 };
                out[i] = (out[i] >> s) | hi;
            }
        }
    } else {
        // Fewer than qlen bits: the value itself.
        out[rolen - b.len()..].copy_from_slice(b);
    }
}

/// `a - b` into `a` (both `a.len()` bytes, big-endian) where `choice` is
/// set, and whether `a >= b` (no borrow) before; constant time.
fn sub_if(a: &mut [u8], b: &[u8], choice: Choice) {
    let mut borrow = 0u16;
    let mut d = [0u8; MAX_BYTES];
    for i in (0..a.len()).rev() {
        let t = (a[i] as u16).wrapping_sub(b[i] as u16).wrapping_sub(borrow);
        d[i] = t as u8;
        borrow = (t >> 8) & 1;
    }
    let keep = choice & Choice::from((borrow ^ 1) as u8);
    for (x, y) in a.iter_mut().zip(d.iter()) {
        x.conditional_assign(y, keep);
    }
    d.zeroize();
}

/// Whether `1 <= k < q` (big-endian, equal lengths); constant time.
fn in_range(k: &[u8], q: &[u8]) -> Choice {
    let mut borrow = 0u16;
    let mut or = 0u8;
    for i in (0..k.len()).rev() {
        let t = (k[i] as u16).wrapping_sub(q[i] as u16).wrapping_sub(borrow);
        borrow = (t >> 8) & 1;
        or |= k[i];
    }
    Choice::from(borrow as u8) & !Choice::from((or == 0) as u8)
}

/// The nonce generator of RFC 6979 §3.2 for one signature: the state `K`,
/// `V` after step f; [`Nonces::next`] runs steps h.1 to h.3.
pub(crate) struct Nonces<'q, D: Hash> {
    /// HMAC under the state's `K`.
    k: Keyed<D>,
    v: [u8; 64],
    q: &'q [u8],
    qlen: usize,
    started: bool,
    hash: core::marker::PhantomData<D>,
}

impl<'q, D: Hash> Nonces<'q, D> {
    /// Steps a to g for the secret key `x` (big-endian, `q.len()` bytes,
    /// in `1..q`), the message hash `h1` and the additional data `extra`
    /// (empty: the deterministic nonces of the RFC; fresh random bytes:
    /// §3.6's hedged form).
    pub(crate) fn new(q: &'q [u8], qlen: usize, x: &[u8], h1: &[u8], extra: &[u8]) -> Self {
        let rolen = q.len();
        let hl = <D as Digest>::output_size();
        let mut h = [0u8; MAX_BYTES];
        // bits2octets(h1): bits2int(h1) mod q, one subtraction (the value
        // is below 2^qlen < 2q).
        bits2int(h1, qlen, &mut h[..rolen]);
        sub_if(&mut h[..rolen], q, Choice::from(1));
        let mut s = Nonces {
            k: Keyed::new(&[0u8; 64][..hl]),
            v: [1u8; 64],
            q,
            qlen,
            started: false,
            hash: core::marker::PhantomData,
        };
        let mut t = [0u8; 64];
        for sep in [[0u8], [1u8]] {
            s.k.mac(&[&s.v[..hl], &sep, x, &h[..rolen], extra], &mut t[..hl]);
            s.k = Keyed::new(&t[..hl]);
            s.k.mac(&[&s.v[..hl]], &mut t[..hl]);
            s.v[..hl].copy_from_slice(&t[..hl]);
        }
        t.zeroize();
        h.zeroize();
        s
    }

    /// The next candidate `k` in `1..q` (big-endian, `q.len()` bytes, into
    /// `out`): step h, and step h.3's update before every candidate after
    /// the first (for a signature whose `r` or `s` came out 0, and for a
    /// rejected candidate).
    pub(crate) fn next(&mut self, out: &mut [u8]) {
        let hl = <D as Digest>::output_size();
        let rolen = self.q.len();
        let mut t = [0u8; 2 * MAX_BYTES];
        let mut u = [0u8; 64];
        // A candidate outside 1..q (probability below 2^-32): the next
        // one; the branch is in `retry_until`.
        super::retry_until(&mut || {
            if self.started {
                self.k.mac(&[&self.v[..hl], &[0u8]], &mut u[..hl]);
                self.k = Keyed::new(&u[..hl]);
                self.k.mac(&[&self.v[..hl]], &mut u[..hl]);
                self.v[..hl].copy_from_slice(&u[..hl]);
            }
            self.started = true;
            let mut tlen = 0;
            while tlen < rolen {
                self.k.mac(&[&self.v[..hl]], &mut u[..hl]);
                self.v[..hl].copy_from_slice(&u[..hl]);
                t[tlen..tlen + hl].copy_from_slice(&self.v[..hl]);
                tlen += hl;
            }
            bits2int(&t[..tlen], self.qlen, out);
            in_range(out, self.q)
        });
        t.zeroize();
        u.zeroize();
    }
}

impl<D: Hash> Drop for Nonces<'_, D> {
    fn drop(&mut self) {
        // The keyed hash states wipe themselves (sha2's `zeroize`).
        self.v.zeroize();
    }
}
