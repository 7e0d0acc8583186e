//! The portable backend: radix 2^51, five `u64` limbs, `u128` products.
//!
//! An element is `l[0] + l[1]*2^51 + l[2]*2^102 + l[3]*2^153 + l[4]*2^204`.
//!
//! **Invariant (in and out of every operation): every limb is `< 2^52`.**
//!
//! Why that bound is enough:
//! * `mul`/`square`: with limbs `< 2^52`, `19*l < 2^56.3`, so each of the five
//!   products in a column is `< 2^108.3` and a column sum is `< 2^110.7`,
//!   far inside `u128`.
//! * [`carry`] (parallel carries) turns any limbs `< 2^64` into limbs
//!   `< 2^51 + 2^13` for `l[1..5]` and `< 2^51 + 19*2^13` for `l[0]`, both
//!   `< 2^52`.
//! * `sub` adds `4p`, whose limbs (`2^53 - 76`, `2^53 - 4`) exceed any limb
//!   `< 2^52`, so no limb underflows.

use super::{Field, Field25519};
use subtle::{Choice, CtOption};

const MASK51: u64 = (1 << 51) - 1;

/// A field element in radix 2^51 (see the module documentation for the
/// limb invariant).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fe51(pub(crate) [u64; 5]);

/// Parallel carry propagation: input limbs `< 2^64`, output limbs `< 2^52`
/// (precisely: `< 2^51 + 2^13`, limb 0 `< 2^51 + 19*2^13`).
#[inline(always)]
fn carry(l: [u64; 5]) -> Fe51 {
    let c0 = l[0] >> 51;
    let c1 = l[1] >> 51;
    let c2 = l[2] >> 51;
    let c3 = l[3] >> 51;
    let c4 = l[4] >> 51; // < 2^13
    Fe51([
        (l[0] & MASK51) + c4 * 19,
        (l[1] & MASK51) + c0,
        (l[2] & MASK51) + c1,
        (l[3] & MASK51) + c2,
        (l[4] & MASK51) + c3,
    ])
}

/// Carry propagation of 128-bit column sums `< 2^115` into limbs `< 2^52`.
#[inline(always)]
fn carry_wide(c: [u128; 5]) -> Fe51 {
    // Columns are `< 2^111`. Sequential carries: each carry is `< 2^60`,
    // so every column stays `< 2^111 + 2^60`.
    let mut c = c;
    c[1] += c[0] >> 51;
    let l0 = (c[0] as u64) & MASK51;
    c[2] += c[1] >> 51;
    let l1 = (c[1] as u64) & MASK51;
    c[3] += c[2] >> 51;
    let l2 = (c[2] as u64) & MASK51;
    c[4] += c[3] >> 51;
    let l3 = (c[3] as u64) & MASK51;
    let top = c[4] >> 51; // < 2^60
    let l4 = (c[4] as u64) & MASK51;
    // l0 + 19*top < 2^51 + 2^65: one more carry, done in u128.
    let t = l0 as u128 + 19 * top;
    let l0 = (t as u64) & MASK51;
    let l1 = l1 + (t >> 51) as u64; // < 2^51 + 2^15
    Fe51([l0, l1, l2, l3, l4])
}

#[inline(always)]
fn m(a: u64, b: u64) -> u128 {
    (a as u128) * (b as u128)
}

impl Field for Fe51 {
    type Bytes = [u8; 32];

    const ZERO: Self = Fe51([0; 5]);

    const ONE: Self = Fe51([1, 0, 0, 0, 0]);

    fn to_bytes(&self) -> [u8; 32] {
        // Bring limbs below 2^51 + 2^13, then compute q = floor(x / p) in
        // {0, 1} by checking whether x + 19 overflows 2^255.
        let mut l = carry(self.0).0;
        let mut q = (l[0] + 19) >> 51;
        q = (l[1] + q) >> 51;
        q = (l[2] + q) >> 51;
        q = (l[3] + q) >> 51;
        q = (l[4] + q) >> 51;
        // x - q*p = x + 19q - q*2^255
        l[0] += 19 * q;
        l[1] += l[0] >> 51;
        l[0] &= MASK51;
        l[2] += l[1] >> 51;
        l[1] &= MASK51;
        l[3] += l[2] >> 51;
        l[2] &= MASK51;
        l[4] += l[3] >> 51;
        l[3] &= MASK51;
        l[4] &= MASK51; // drops q*2^255
        let w = [
            l[0] | (l[1] << 51),
            (l[1] >> 13) | (l[2] << 38),
            (l[2] >> 26) | (l[3] << 25),
            (l[3] >> 39) | (l[4] << 12),
        ];
        let mut out = [0u8; 32];
        for (i, x) in w.iter().enumerate() {
            out[8 * i..8 * i + 8].copy_from_slice(&x.to_le_bytes());
        }
        out
    }

    #[inline(always)]
    fn add(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // limbs < 2^53
        carry([
            a[0] + b[0],
            a[1] + b[1],
            a[2] + b[2],
            a[3] + b[3],
            a[4] + b[4],
        ])
    }

    #[inline(always)]
    fn sub(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // a + 4p - b: 4p limbs are 2^53 - 76 and 2^53 - 4 > b limbs; sums < 2^54.
        const P4_0: u64 = 4 * ((1 << 51) - 19);
        const P4_I: u64 = 4 * ((1 << 51) - 1);
        carry([
            (a[0] + P4_0) - b[0],
            (a[1] + P4_I) - b[1],
            (a[2] + P4_I) - b[2],
            (a[3] + P4_I) - b[3],
            (a[4] + P4_I) - b[4],
        ])
    }

    #[inline(always)]
    fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    #[inline(always)]
    fn mul(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        // b_i * 19 < 2^56.3 (limbs < 2^52)
        let b1 = b[1] * 19;
        let b2 = b[2] * 19;
        let b3 = b[3] * 19;
        let b4 = b[4] * 19;
        // Each column: five products < 2^108.3, sum < 2^110.7.
        let c0 = m(a[0], b[0]) + m(a[4], b1) + m(a[3], b2) + m(a[2], b3) + m(a[1], b4);
        let c1 = m(a[1], b[0]) + m(a[0], b[1]) + m(a[4], b2) + m(a[3], b3) + m(a[2], b4);
        let c2 = m(a[2], b[0]) + m(a[1], b[1]) + m(a[0], b[2]) + m(a[4], b3) + m(a[3], b4);
        let c3 = m(a[3], b[0]) + m(a[2], b[1]) + m(a[1], b[2]) + m(a[0], b[3]) + m(a[4], b4);
        let c4 = m(a[4], b[0]) + m(a[3], b[1]) + m(a[2], b[2]) + m(a[1], b[3]) + m(a[0], b[4]);
        carry_wide([c0, c1, c2, c3, c4])
    }

    #[inline(always)]
    fn square(&self) -> Self {
        let a = &self.0;
        let a0_2 = a[0] * 2; // < 2^53
        let a1_2 = a[1] * 2;
        let a3_19 = a[3] * 19; // < 2^56.3
        let a4_19 = a[4] * 19;
        // Column bounds: at most 2^53 * 2^56.3 * 3 terms < 2^111.
        let c0 = m(a[0], a[0]) + m(a1_2, a4_19) + m(a[2] * 2, a3_19);
        let c1 = m(a0_2, a[1]) + m(a[2] * 2, a4_19) + m(a[3], a3_19);
        let c2 = m(a0_2, a[2]) + m(a[1], a[1]) + m(a[3] * 2, a4_19);
        let c3 = m(a0_2, a[3]) + m(a1_2, a[2]) + m(a[4], a4_19);
        let c4 = m(a0_2, a[4]) + m(a1_2, a[3]) + m(a[2], a[2]);
        carry_wide([c0, c1, c2, c3, c4])
    }

    #[inline(always)]
    fn select(a: &Self, b: &Self, choice: Choice) -> Self {
        let mask = 0u64.wrapping_sub(choice.unwrap_u8() as u64);
        let mut out = [0u64; 5];
        for (i, o) in out.iter_mut().enumerate() {
            *o = a.0[i] ^ (mask & (a.0[i] ^ b.0[i]));
        }
        Fe51(out)
    }

    #[inline(always)]
    fn or_masked(&mut self, e: &Self, mask: u64) {
        for (a, b) in self.0.iter_mut().zip(e.0.iter()) {
            *a |= b & mask;
        }
    }

    #[inline(always)]
    fn cswap(a: &mut Self, b: &mut Self, choice: Choice) {
        let mask = 0u64.wrapping_sub(choice.unwrap_u8() as u64);
        for i in 0..5 {
            let t = mask & (a.0[i] ^ b.0[i]);
            a.0[i] ^= t;
            b.0[i] ^= t;
        }
    }

    #[inline]
    fn from_canonical_bytes(bytes: &[u8; 32]) -> CtOption<Self> {
        super::from_canonical_bytes_25519(bytes)
    }

    #[inline]
    fn invert(&self) -> Self {
        super::invert_25519(self)
    }
}

impl Field25519 for Fe51 {
    #[inline]
    fn from_bytes(bytes: &[u8; 32]) -> Self {
        let w = |i: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[i..i + 8]);
            u64::from_le_bytes(b)
        };
        // Bit 255 is dropped by the final mask; limbs are < 2^51.
        Fe51([
            w(0) & MASK51,
            (w(6) >> 3) & MASK51,
            (w(12) >> 6) & MASK51,
            (w(19) >> 1) & MASK51,
            (w(24) >> 12) & MASK51,
        ])
    }

    #[inline]
    fn from_u64x4(w: &[u64; 4]) -> Self {
        // The top bit (2^255) is worth 19.
        let top = w[3] >> 63;
        let l = [
            w[0] & MASK51,
            ((w[0] >> 51) | (w[1] << 13)) & MASK51,
            ((w[1] >> 38) | (w[2] << 26)) & MASK51,
            ((w[2] >> 25) | (w[3] << 39)) & MASK51,
            (w[3] >> 12) & MASK51,
        ];
        carry([l[0] + 19 * top, l[1], l[2], l[3], l[4]])
    }

    #[inline(always)]
    fn mul_small(&self, c: u32) -> Self {
        let a = &self.0;
        let c = c as u64;
        // limbs * c < 2^84
        carry_wide([m(a[0], c), m(a[1], c), m(a[2], c), m(a[3], c), m(a[4], c)])
    }

    /// A canonical value is `< 2^255`, so its 51-bit slices are the limbs
    /// of a valid element (each `< 2^51`, within the `< 2^52` invariant) and
    /// no carry or reduction is needed.
    #[inline(always)]
    fn from_canonical_words(w: &[u64; 4]) -> Self {
        debug_assert!(w[3] >> 63 == 0);
        Fe51([
            w[0] & MASK51,
            ((w[0] >> 51) | (w[1] << 13)) & MASK51,
            ((w[1] >> 38) | (w[2] << 26)) & MASK51,
            ((w[2] >> 25) | (w[3] << 39)) & MASK51,
            w[3] >> 12,
        ])
    }
}
