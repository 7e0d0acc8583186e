//! Points in four lanes: the coordinates `(X, Y, Z, T)` of one point in
//! lanes 0..4 of the registers of an [`Fe51x8Unreduced`] / [`Fe51x8`],
//! and of a second, independent point in lanes 4..8. Every operation
//! treats both halves alike (`vpermq` with an immediate permutes within
//! each 256-bit half), so one instruction stream advances two points.
//!
//! This is the layout for a chain of operations on *one* point, where
//! what counts is latency (curve25519-dalek's AVX2 and AVX-512 backends
//! use the same layout for its parallel formulas): a doubling is one
//! four-lane squaring and one four-lane multiplication ([`double`]), an
//! addition two four-lane multiplications ([`add`]), each step's lanes
//! arranged by permutations and combined by [`Fe51x8Unreduced::lincomb_reduce`].
//! The formulas are those of [`crate::edwards::point`] (HWCD, `a = -1`),
//! complete, so any input is handled without special cases.
//!
//! Points are kept with limbs `< 2^60` (the bound of [`Fe51x8Unreduced`]:
//! products are `< 2^59`); cached operands are reduced.

use crate::field::fe51x8::{Fe51x8, Fe51x8Unreduced, products};

/// `perm(a, b, c, d)`: the immediate of [`Fe51x8::permute4`] that puts
/// lanes `a, b, c, d` in lanes `0, 1, 2, 3` (and likewise in the upper
/// half).
pub(crate) const fn perm(a: i32, b: i32, c: i32, d: i32) -> i32 {
    a | b << 2 | c << 4 | d << 6
}

/// Lane masks of a point in four lanes (both halves).
const L0: u8 = 0x11;
const L2: u8 = 0x44;
const L3: u8 = 0x88;
const L01: u8 = 0x33;
const L03: u8 = 0x99;
const L23: u8 = 0xcc;
const L012: u8 = 0x77;

/// `2P` for `P = (X : Y : Z : T)` in each half, limbs `< 2^60`: the
/// doubling of [`crate::edwards::point`] (`A = X^2`, `B = Y^2`, `E = (X +
/// Y)^2 - (B + A)`, `G = B - A`, the result `(E T' : (B + A) G : G T' : E
/// (B + A))` with `T' = 2Z^2 - G`) as one four-lane squaring and one
/// four-lane multiplication. `T` of the input is not read.
#[inline(always)]
pub(crate) fn double(p: &Fe51x8Unreduced) -> Fe51x8Unreduced {
    // (X, Y, Z, X + Y)
    let u = p.permute4::<{ perm(0, 1, 2, 0) }>().lincomb_reduce(
        0,
        &p.permute4_maskz::<{ perm(0, 0, 0, 1) }>(L3),
        0,
    );
    // (A, B, Z^2, (X + Y)^2)
    let ([], [s]) = products([], [&u]);
    // (B + A, B + A, G, G)
    let hg = s.permute4::<{ perm(1, 1, 1, 1) }>().lincomb_reduce(
        0,
        &s.permute4::<{ perm(0, 0, 0, 0) }>(),
        L23,
    );
    // (E, B + A, G, T') = ((X + Y)^2, 0, 0, Z^2) with lane 3 doubled,
    // minus, plus, plus, minus (B + A, B + A, G, G).
    let v = s
        .permute4_maskz::<{ perm(3, 0, 0, 2) }>(L03)
        .lincomb_reduce(L3, &hg.to_unreduced(), L03);
    let ([out], []) = products(
        [(
            &v.permute4::<{ perm(0, 1, 2, 0) }>(),
            &v.permute4::<{ perm(3, 2, 3, 1) }>(),
        )],
        [],
    );
    out
}

/// `P + Q` in each half, for `P = (X : Y : Z : T)`, limbs `< 2^60`, and
/// `Q` in the cached form `(Y - X, Y + X, 2Z, 2dT)`, reduced: the
/// addition of [`crate::edwards::point`] (`A = (Y1 - X1)(Y2 - X2)`, `B =
/// (Y1 + X1)(Y2 + X2)`, `D = Z1 2Z2`, `C = T1 2dT2`, `E, F, G, H = B - A,
/// D - C, D + C, B + A`, the result `(EF : GH : FG : EH)`) as two
/// four-lane multiplications.
#[inline(always)]
pub(crate) fn add(p: &Fe51x8Unreduced, q: &Fe51x8) -> Fe51x8Unreduced {
    // (Y - X, Y + X, Z, T)
    let l = p.permute4::<{ perm(1, 1, 2, 3) }>().lincomb_reduce(
        0,
        &p.permute4_maskz::<{ perm(0, 0, 0, 0) }>(L01),
        L0,
    );
    // (A, B, D, C)
    let ([m], []) = products([(&l, q)], []);
    // (E, F, G, H) = (B, D, D, B) minus, minus, plus, plus (A, C, C, A)
    let v = m.permute4::<{ perm(1, 2, 2, 1) }>().lincomb_reduce(
        0,
        &m.permute4::<{ perm(0, 3, 3, 0) }>(),
        L01,
    );
    let ([out], []) = products(
        [(
            &v.permute4::<{ perm(0, 2, 1, 0) }>(),
            &v.permute4::<{ perm(1, 3, 2, 3) }>(),
        )],
        [],
    );
    out
}

/// The cached form `(Y - X, Y + X, 2Z, 2dT)` of `P` in each half (`d2`:
/// `(1, 1, 1, 2d)` in each half, reduced): 1 product.
#[inline(always)]
pub(crate) fn cached(p: &Fe51x8Unreduced, d2: &Fe51x8) -> Fe51x8 {
    // (Y - X, Y + X, 2Z, T)
    let l = p.permute4::<{ perm(1, 1, 2, 3) }>().lincomb_reduce(
        L2,
        &p.permute4_maskz::<{ perm(0, 0, 0, 0) }>(L01),
        L0,
    );
    let ([c], []) = products([(&l, d2)], []);
    c.reduce()
}

/// `-Q` for `Q` cached in each half: `(Y + X, Y - X, 2Z, -2dT)`.
#[inline(always)]
pub(crate) fn neg_cached(q: &Fe51x8) -> Fe51x8 {
    let q = q.to_unreduced();
    q.permute4_maskz::<{ perm(1, 0, 2, 3) }>(L012)
        .lincomb_reduce(0, &q.permute4_maskz::<{ perm(0, 1, 2, 3) }>(L3), L3)
}
