//! Deliberately leaky functions, for `--self-test`: they prove that the
//! check can fail (a harness that never reports anything would also "pass").
//!
//! Each has exactly one kind of leak that constant-time code must not have,
//! and one control function has none:
//! * [`branch_on_secret`]: a conditional branch on a secret bit — memcheck
//!   reports "Conditional jump or move depends on uninitialised value(s)";
//! * [`lookup_by_secret`]: a table load at a secret index — memcheck reports
//!   "Use of uninitialised value of size 8" (the address);
//! * [`select_by_mask`]: the constant-time way (mask and combine) — memcheck
//!   must report nothing.

use core::hint::black_box;
use core::ptr;

/// A byte table to index.
static TABLE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u8).wrapping_mul(167).wrapping_add(13);
        i += 1;
    }
    t
};

/// Counts calls of [`side_effect`].
static mut SIDE_EFFECTS: u64 = 0;

/// A volatile write: the compiler can neither drop it nor turn the branch
/// that guards it into a conditional move.
#[inline(never)]
fn side_effect() {
    // SAFETY: single-threaded program; a volatile read and write of a static
    // through a raw pointer (no reference to the `static mut` is made).
    unsafe {
        let p = &raw mut SIDE_EFFECTS;
        ptr::write_volatile(p, ptr::read_volatile(p).wrapping_add(1));
    }
}

/// LEAKS: branches on bit 0 of `secret[0]`.
#[inline(never)]
pub fn branch_on_secret(secret: &[u8; 32]) -> u8 {
    let s = black_box(secret);
    if s[0] & 1 == 1 {
        side_effect();
        1
    } else {
        0
    }
}

/// LEAKS: loads `TABLE[secret[1]]`, an address that depends on the secret
/// (a cache-timing leak).
#[inline(never)]
pub fn lookup_by_secret(secret: &[u8; 32]) -> u8 {
    let s = black_box(secret);
    black_box(&TABLE)[s[1] as usize]
}

/// Constant time: returns `a` if bit 0 of `secret[2]` is set, else `b`, with
/// a mask (no branch, no secret address).
#[inline(never)]
pub fn select_by_mask(secret: &[u8; 32], a: u64, b: u64) -> u64 {
    let s = black_box(secret);
    let mask = 0u64.wrapping_sub(u64::from(s[2] & 1));
    black_box((a & mask) | (b & !mask))
}
