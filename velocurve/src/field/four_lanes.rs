//! The contract of a four-lane vector field: four GF(2^255-19) elements,
//! one per 64-bit lane of ymm registers, with the lane permutations that
//! vectorised formulas need (the four coordinates of one point in the four
//! lanes, as in Hisil–Wong–Carter–Dawson's 4-way formulas and
//! curve25519-dalek's `parallel-formulas`).
//!
//! Implemented by [`super::fe2625x4::Fe2625x4`] (AVX2, radix 2^25.5) and
//! [`super::fe51x4::Fe51x4`] (AVX-512 IFMA on ymm, radix 2^51). Formulas
//! written once against this trait live in `crate::edwards::vector::formulas4`
//! (edwards25519) and `crate::weierstrass::vector::formulas4` (Curve13318).
//!
//! Every value of an implementing type satisfies that type's single limb
//! invariant, in and out of every operation; lane permutations and blends
//! move whole lanes, so they keep it. Values are made only from the
//! detection token of the type's features ([`Lanes4::from_fe51`]), so the
//! operations on them are safe to call.

use super::Ring;
use super::fe51::Fe51;
use subtle::Choice;

/// Four field elements in four lanes; see the module documentation.
///
/// The lane-by-lane `add`, `sub` and `mul` are the supertrait [`Ring`]'s, so the scalar point formulas written against
/// [`Ring`] also run on four independent points, one per lane.
pub(crate) trait Lanes4: Ring {
    /// The detection token of the type's CPU features
    /// ([`crate::backend::cpu`]): values are made only from one, so a value
    /// of the type proves the features.
    type Token: Copy;
    /// `self^2`, lane by lane.
    fn square(&self) -> Self;
    /// Lane `j` of the result is lane `(IMM >> 2j) & 3` of `self`
    /// (`vpermq` with an immediate).
    fn permute<const IMM: i32>(&self) -> Self;
    /// Lane `j` of the result is lane `j` of `b` where bits `2j` and `2j +
    /// 1` of `IMM8` are set, otherwise of `self` (`vpblendd`; use
    /// [`lanes`] to build `IMM8`).
    fn blend<const IMM8: i32>(&self, b: &Self) -> Self;
    /// `-self`, lane by lane.
    fn neg(&self) -> Self;
    /// Lane `j` times the signed constant `c[j]`, `|c[j]| < 2^16` (a
    /// negative constant also negates its lane; 0 clears it). One
    /// multiplication per limb by a constant vector and one carry round,
    /// where [`Ring::mul`] by a vector of constants would be a full
    /// product. The constants are public: callers pass literals.
    fn mul_small(&self, c: [i32; 4]) -> Self;
    /// `b` where `choice` is set, else `a`, all four lanes, in constant
    /// time (masks made from `choice` by arithmetic, no branch).
    fn select(a: &Self, b: &Self, choice: Choice) -> Self;
    /// The four elements, lane `j` from `f[j]`; the token proves the
    /// features.
    fn from_fe51(t: Self::Token, f: &[Fe51; 4]) -> Self;
    /// The four elements in radix 2^51.
    fn to_fe51(self) -> [Fe51; 4];
}

/// The `vpblendd` immediate that selects the 64-bit lanes whose bits are
/// set in `mask` (bit `j`: lane `j`).
pub(crate) const fn lanes(mask: u8) -> i32 {
    let mut imm = 0;
    let mut j = 0;
    while j < 4 {
        if mask & (1 << j) != 0 {
            imm |= 0b11 << (2 * j);
        }
        j += 1;
    }
    imm
}

/// The `vpermq` immediate that puts lane `s[j]` in lane `j`.
pub(crate) const fn perm(s: [u8; 4]) -> i32 {
    (s[0] as i32) | (s[1] as i32) << 2 | (s[2] as i32) << 4 | (s[3] as i32) << 6
}
