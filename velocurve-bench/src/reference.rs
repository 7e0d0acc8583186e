//! An independent, deliberately naive GF(2^255-19) used only to check the
//! field rows' outputs: 256-bit integers as four little-endian 64-bit limbs,
//! multiplication by double-and-add, inversion by Fermat. Slow and obviously
//! correct; nothing here is constant time or shared with the library.

/// A field element, fully reduced (`< p`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fe([u64; 4]);

/// p = 2^255 - 19.
const P: [u64; 4] = [
    0xffff_ffff_ffff_ffed,
    0xffff_ffff_ffff_ffff,
    0xffff_ffff_ffff_ffff,
    0x7fff_ffff_ffff_ffff,
];

/// p - 2, the Fermat inversion exponent.
const P_MINUS_2: [u64; 4] = [
    0xffff_ffff_ffff_ffeb,
    0xffff_ffff_ffff_ffff,
    0xffff_ffff_ffff_ffff,
    0x7fff_ffff_ffff_ffff,
];

fn geq(a: &[u64; 4], b: &[u64; 4]) -> bool {
    for i in (0..4).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

fn sub(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let mut out = [0u64; 4];
    let mut borrow = false;
    for i in 0..4 {
        let (d1, b1) = a[i].overflowing_sub(b[i]);
        let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
        out[i] = d2;
        borrow = b1 || b2;
    }
    out
}

impl Fe {
    /// The element encoded by `bytes`, or `None` if the encoding is not
    /// canonical (the value is `>= p` or bit 255 is set).
    pub fn from_bytes(bytes: &[u8; 32]) -> Option<Fe> {
        let mut l = [0u64; 4];
        for (i, limb) in l.iter_mut().enumerate() {
            let mut w = [0u8; 8];
            w.copy_from_slice(&bytes[8 * i..8 * i + 8]);
            *limb = u64::from_le_bytes(w);
        }
        (!geq(&l, &P)).then_some(Fe(l))
    }

    pub fn to_bytes(self) -> [u8; 32] {
        let mut out = [0u8; 32];
        for (i, limb) in self.0.iter().enumerate() {
            out[8 * i..8 * i + 8].copy_from_slice(&limb.to_le_bytes());
        }
        out
    }

    pub fn is_zero(self) -> bool {
        self.0 == [0; 4]
    }

    /// `a + b mod p`; both are below p < 2^255, so the sum fits in 256 bits.
    fn add(self, b: Fe) -> Fe {
        let mut s = [0u64; 4];
        let mut carry = false;
        for (i, limb) in s.iter_mut().enumerate() {
            let (t1, c1) = self.0[i].overflowing_add(b.0[i]);
            let (t2, c2) = t1.overflowing_add(u64::from(carry));
            *limb = t2;
            carry = c1 || c2;
        }
        debug_assert!(!carry);
        if geq(&s, &P) { Fe(sub(&s, &P)) } else { Fe(s) }
    }

    pub fn mul(self, b: Fe) -> Fe {
        let mut r = Fe([0; 4]);
        for bit in (0..255).rev() {
            r = r.add(r);
            if (b.0[bit / 64] >> (bit % 64)) & 1 == 1 {
                r = r.add(self);
            }
        }
        r
    }

    pub fn square(self) -> Fe {
        self.mul(self)
    }

    pub fn invert(self) -> Fe {
        let mut r = Fe([1, 0, 0, 0]);
        for bit in (0..255).rev() {
            r = r.square();
            if (P_MINUS_2[bit / 64] >> (bit % 64)) & 1 == 1 {
                r = r.mul(self);
            }
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_values() {
        let two = Fe([2, 0, 0, 0]);
        let three = Fe([3, 0, 0, 0]);
        assert_eq!(two.mul(three), Fe([6, 0, 0, 0]));
        assert_eq!(two.mul(two.invert()), Fe([1, 0, 0, 0]));
        // (p-1)^2 = 1.
        let m1 = Fe(sub(&P, &[1, 0, 0, 0]));
        assert_eq!(m1.square(), Fe([1, 0, 0, 0]));
        assert!(Fe::from_bytes(&Fe(P).to_bytes()).is_none());
    }
}
