//! Decoding many point encodings at once (batch signature verification).
//!
//! Each decoding is dominated by one exponentiation, `(u v^7)^((p-5)/8)`
//! in [`Field25519::sqrt_ratio_i`]: about 250 squarings in a chain where
//! every step waits for the previous one, so a single decoding leaves most
//! of the core's multipliers idle through each step's latency. Here
//! [`LANES`] independent chains advance in lockstep, step by step, so the
//! out-of-order core overlaps them ([`pow_p58_lanes`]); the rest of each
//! decoding (the ratio, the sign checks, the choice of root) is the single
//! one's, per element. The result is exactly [`decompress_vartime`]'s for
//! each encoding (a test checks it).
//!
//! [`decompress_vartime`]: crate::edwards::decode::decompress_vartime

use crate::edwards::decode::Decoded;
use crate::edwards::point::{EDWARDS_D, EdwardsPoint};
use crate::field::{Field25519, SQRT_M1};

/// Chains advanced together. Measured (`batch_profile`, mulx64, Intel
/// model 0xa7, with the constant-time end of the square root then used),
/// ticks per decoding: one by one 6,810; 2 lanes 4,900; 4 lanes 4,310;
/// 8 lanes 4,180 (not worth padding a short batch to 8). With the
/// variable-time end ([`finish`]), 4 lanes: 4,000.
pub(crate) const LANES: usize = 4;

/// `x[i]^(2^k)` for every lane, one squaring of every lane per step.
#[inline(always)]
fn pow2k_lanes<F: Field25519, const N: usize>(mut x: [F; N], k: u32) -> [F; N] {
    for _ in 0..k {
        for e in x.iter_mut() {
            *e = e.square();
        }
    }
    x
}

/// `a[i] * b[i]` for every lane.
#[inline(always)]
fn mul_lanes<F: Field25519, const N: usize>(a: &[F; N], b: &[F; N]) -> [F; N] {
    let mut out = *a;
    for i in 0..N {
        out[i] = a[i].mul(&b[i]);
    }
    out
}

/// `x[i]^((p-5)/8) = x[i]^(2^252 - 3)` for every lane: the chain of
/// [`Field25519::pow_p58`], lanes interleaved.
#[inline(always)]
pub(crate) fn pow_p58_lanes<F: Field25519, const N: usize>(x: &[F; N]) -> [F; N] {
    let t0 = pow2k_lanes(*x, 1); // 2
    let t1 = pow2k_lanes(t0, 2); // 8
    let t2 = mul_lanes(x, &t1); // 9
    let t3 = mul_lanes(&t0, &t2); // 11
    let t4 = pow2k_lanes(t3, 1); // 22
    let t5 = mul_lanes(&t2, &t4); // 2^5 - 1
    let t6 = pow2k_lanes(t5, 5);
    let t7 = mul_lanes(&t6, &t5); // 2^10 - 1
    let t8 = pow2k_lanes(t7, 10);
    let t9 = mul_lanes(&t8, &t7); // 2^20 - 1
    let t10 = pow2k_lanes(t9, 20);
    let t11 = mul_lanes(&t10, &t9); // 2^40 - 1
    let t12 = pow2k_lanes(t11, 10);
    let t13 = mul_lanes(&t12, &t7); // 2^50 - 1
    let t14 = pow2k_lanes(t13, 50);
    let t15 = mul_lanes(&t14, &t13); // 2^100 - 1
    let t16 = pow2k_lanes(t15, 100);
    let t17 = mul_lanes(&t16, &t15); // 2^200 - 1
    let t18 = pow2k_lanes(t17, 50);
    let t19 = mul_lanes(&t18, &t13); // 2^250 - 1
    let t20 = pow2k_lanes(t19, 2); // 2^252 - 4
    mul_lanes(&t20, x) // 2^252 - 3
}

/// `y`, `u = y^2 - 1`, `v = d y^2 + 1` of an encoding, and
/// `w = u v^7`, `uv3 = u v^3` (the inputs of the square root).
#[derive(Clone, Copy)]
struct Ratio<F> {
    y: F,
    u: F,
    v: F,
    uv3: F,
    w: F,
}

#[inline(always)]
fn ratio<F: Field25519>(bytes: &[u8; 32]) -> Ratio<F> {
    let y = F::from_bytes(bytes);
    let yy = y.square();
    let u = yy.sub(&F::ONE);
    let v = yy.mul(&F::from_u64x4(&EDWARDS_D)).add(&F::ONE);
    let v3 = v.square().mul(&v);
    let v7 = v3.square().mul(&v);
    let uv3 = u.mul(&v3);
    Ratio {
        y,
        u,
        v,
        uv3,
        w: u.mul(&v7),
    }
}

/// The end of [`Field25519::sqrt_ratio_i`] and of the single decoding,
/// from `p = w^((p-5)/8)`: `r = u v^3 p`, the sign checks, the even root,
/// and the sign bit of the encoding. Variable time (public inputs): the
/// comparisons are of canonical bytes, with early exits.
///
/// Equivalence with the constant-time function: it returns "square" iff
/// `v r^2` is `u` or `-u`, and the root `|r i|` if `v r^2` is `-u` or
/// `-u i`, else `|r|`. A decoding uses the root only when it is a square,
/// and then `v r^2 = -u i` with `v r^2 != -u` would need `u = 0`, where
/// `r = 0` and every choice gives 0; so `|r i|` iff `v r^2 = -u`.
#[inline(always)]
fn finish<F: Field25519>(bytes: &[u8; 32], q: &Ratio<F>, p: &F) -> Option<Decoded<F>> {
    let r = q.uv3.mul(p);
    let check = q.v.mul(&r.square()).to_bytes();
    let flipped = if check == q.u.to_bytes() {
        false
    } else if check == q.u.neg().to_bytes() {
        true
    } else {
        return None;
    };
    let r = if flipped {
        r.mul(&F::from_u64x4(&SQRT_M1))
    } else {
        r
    };
    let rb = r.to_bytes();
    let x_is_zero = rb == [0u8; 32];
    // The even root is `r` or `-r`; the encoded sign asks for the odd one
    // when set. For `x = 0` both are 0 (negative zero).
    let sign = bytes[31] >> 7 == 1;
    let x = if (rb[0] & 1 == 1) != sign { r.neg() } else { r };
    Some(Decoded {
        point: EdwardsPoint::from_affine(&x, &q.y),
        y_non_canonical: crate::edwards::decode::y_is_non_canonical(bytes),
        negative_zero: sign && x_is_zero,
    })
}

/// Decodes `encodings[i]` permissively into `out[i]` (`None`: no point has
/// that `y`), exactly as [`crate::edwards::decode::decompress_vartime`] would,
/// [`LANES`] square roots at a time; with the `ifma` token the
/// exponentiations run sixteen at a time in the lanes of zmm registers
/// instead ([`ifma::pow_p58_x16`]). `out`
/// must be as long as `encodings`. Variable time (public inputs).
#[inline(always)]
pub(crate) fn decompress_batch_vartime<F: Field25519>(
    encodings: &[[u8; 32]],
    out: &mut [Option<Decoded<F>>],
    ifma: Option<crate::backend::IfmaToken>,
) {
    debug_assert_eq!(encodings.len(), out.len());
    // The groups of sixteen in the IFMA lanes (only x86-64 has a token).
    let done = match ifma {
        #[cfg(x86_backends)]
        Some(_ifma) => {
            let done = if encodings.len() % 16 >= ifma::IFMA_MIN_TAIL {
                encodings.len()
            } else {
                encodings.len() - encodings.len() % 16
            };
            for (enc, o) in encodings[..done].chunks(16).zip(out[..done].chunks_mut(16)) {
                let mut q = [ratio::<F>(&enc[0]); 16];
                let mut w = [[0u8; 32]; 16];
                for j in 0..16 {
                    q[j] = ratio(&enc[j.min(enc.len() - 1)]);
                    w[j] = q[j].w.to_bytes();
                }
                // SAFETY: the token proves AVX-512F and AVX-512 IFMA.
                let p = unsafe { ifma::pow_p58_x16(&w) };
                for (j, slot) in o.iter_mut().enumerate() {
                    *slot = finish(&enc[j], &q[j], &F::from_bytes(&p[j]));
                }
            }
            done
        }
        _ => 0,
    };
    for (enc, o) in encodings[done..]
        .chunks(LANES)
        .zip(out[done..].chunks_mut(LANES))
    {
        // A short last chunk repeats its first encoding in the spare lanes.
        let mut q = [ratio::<F>(&enc[0]); LANES];
        let mut w = [F::ZERO; LANES];
        for j in 1..LANES {
            q[j] = ratio(&enc[j.min(enc.len() - 1)]);
        }
        for j in 0..LANES {
            w[j] = q[j].w;
        }
        let p = pow_p58_lanes(&w);
        for (j, slot) in o.iter_mut().enumerate() {
            *slot = finish(&enc[j], &q[j], &p[j]);
        }
    }
}

/// The exponentiation of the square root, eight elements per zmm register
/// ([`crate::field::fe51x8`]).
#[cfg(x86_backends)]
pub(crate) mod ifma {
    use crate::field::fe51x8::{Fe51x8, products};

    /// A remainder (after the groups of sixteen) of at least this many
    /// encodings runs as one more padded group in the IFMA lanes; a
    /// shorter one on the scalar interleaved path. Measured on Zen 5.
    pub(crate) const IFMA_MIN_TAIL: usize = 5;

    /// Two registers (sixteen elements), whose products are computed
    /// together ([`products`] interleaves their instructions).
    type X2 = [Fe51x8; 2];

    /// `x^(2^k)`.
    #[inline(always)]
    fn sq(x: X2, k: u32) -> X2 {
        let [mut a, mut b] = x;
        for _ in 0..k {
            let ([], [sa, sb]) = products([], [&a, &b]);
            (a, b) = (sa.reduce(), sb.reduce());
        }
        [a, b]
    }

    /// `x * y`.
    #[inline(always)]
    fn mul(x: &X2, y: &X2) -> X2 {
        let ([ma, mb], []) = products([(&x[0], &y[0]), (&x[1], &y[1])], []);
        [ma.reduce(), mb.reduce()]
    }

    /// `w_j^((p-5)/8)` for sixteen encodings `w` (canonical), the chain
    /// of [`crate::field::Field25519::pow_p58`] on two zmm registers of
    /// eight lanes each; canonical encodings out.
    ///
    /// # Safety
    /// The CPU supports AVX-512F and AVX-512 IFMA.
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(crate) unsafe fn pow_p58_x16(w: &[[u8; 32]; 16]) -> [[u8; 32]; 16] {
        let lo: &[[u8; 32]; 8] = w[..8].try_into().expect("eight lanes");
        let hi: &[[u8; 32]; 8] = w[8..].try_into().expect("eight lanes");
        let x = [Fe51x8::from_bytes(lo), Fe51x8::from_bytes(hi)];
        let t0 = sq(x, 1); // 2
        let t1 = sq(t0, 2); // 8
        let t2 = mul(&x, &t1); // 9
        let t3 = mul(&t0, &t2); // 11
        let t4 = sq(t3, 1); // 22
        let t5 = mul(&t2, &t4); // 2^5 - 1
        let t6 = sq(t5, 5);
        let t7 = mul(&t6, &t5); // 2^10 - 1
        let t8 = sq(t7, 10);
        let t9 = mul(&t8, &t7); // 2^20 - 1
        let t10 = sq(t9, 20);
        let t11 = mul(&t10, &t9); // 2^40 - 1
        let t12 = sq(t11, 10);
        let t13 = mul(&t12, &t7); // 2^50 - 1
        let t14 = sq(t13, 50);
        let t15 = mul(&t14, &t13); // 2^100 - 1
        let t16 = sq(t15, 100);
        let t17 = mul(&t16, &t15); // 2^200 - 1
        let t18 = sq(t17, 50);
        let t19 = mul(&t18, &t13); // 2^250 - 1
        let t20 = sq(t19, 2); // 2^252 - 4
        let r = mul(&t20, &x); // 2^252 - 3
        let mut out = [[0u8; 32]; 16];
        out[..8].copy_from_slice(&r[0].to_unreduced().to_bytes());
        out[8..].copy_from_slice(&r[1].to_unreduced().to_bytes());
        out
    }
}

#[cfg(test)]
mod tests;
