//! An independent, deliberately naive GF(2^255-19) used only to check the
//! field rows' outputs: 256-bit integers as four little-endian 64-bit limbs,
//! multiplication by double-and-add, inversion by Fermat. Slow and obviously
//! correct; nothing here is constant time or shared with the library.
//! [`c13318`] builds Curve13318's scalar multiplication on it (textbook
//! Jacobian formulas, double-and-add) to check the Curve13318 rows.

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

    pub fn from_u64(v: u64) -> Fe {
        Fe([v, 0, 0, 0])
    }

    /// `a - b mod p`.
    pub fn sub(self, b: Fe) -> Fe {
        if geq(&self.0, &b.0) {
            Fe(sub(&self.0, &b.0))
        } else {
            // 0 < p - b < p and a < b: the sum is below p.
            Fe(sub(&P, &b.0)).add(self)
        }
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

/// Curve13318, `y^2 = x^3 - 3x + 13318` over GF(2^255-19): `[k] P` by
/// textbook double-and-add in Jacobian coordinates (`x = X/Z^2`, `y =
/// Y/Z^3`), every special case (the identity, `P + P`, `P - P`) handled
/// explicitly, one inversion at the end. Variable time; inputs only.
pub mod c13318 {
    use super::Fe;

    /// A point in Jacobian coordinates; `z = 0` is the identity.
    #[derive(Clone, Copy)]
    struct Jac {
        x: Fe,
        y: Fe,
        z: Fe,
    }

    const INFINITY: Jac = Jac {
        x: Fe([1, 0, 0, 0]),
        y: Fe([1, 0, 0, 0]),
        z: Fe([0; 4]),
    };

    fn small(v: u64, a: Fe) -> Fe {
        Fe::from_u64(v).mul(a)
    }

    /// Whether `(x, y)` satisfies the curve equation.
    pub fn on_curve(x: Fe, y: Fe) -> bool {
        let rhs = x.square().mul(x).sub(small(3, x)).add(Fe::from_u64(13318));
        y.square() == rhs
    }

    fn double(p: Jac) -> Jac {
        if p.z.is_zero() || p.y.is_zero() {
            return INFINITY;
        }
        // M = 3 X^2 + a Z^4 (a = -3), S = 4 X Y^2.
        let z2 = p.z.square();
        let m = small(3, p.x.square()).sub(small(3, z2.square()));
        let y2 = p.y.square();
        let s = small(4, p.x.mul(y2));
        let x3 = m.square().sub(small(2, s));
        let y3 = m.mul(s.sub(x3)).sub(small(8, y2.square()));
        let z3 = small(2, p.y.mul(p.z));
        Jac {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    fn add(p: Jac, q: Jac) -> Jac {
        if p.z.is_zero() {
            return q;
        }
        if q.z.is_zero() {
            return p;
        }
        let (z1s, z2s) = (p.z.square(), q.z.square());
        let (u1, u2) = (p.x.mul(z2s), q.x.mul(z1s));
        let (s1, s2) = (p.y.mul(z2s.mul(q.z)), q.y.mul(z1s.mul(p.z)));
        if u1 == u2 {
            return if s1 == s2 { double(p) } else { INFINITY };
        }
        let (h, r) = (u2.sub(u1), s2.sub(s1));
        let h2 = h.square();
        let h3 = h2.mul(h);
        let x3 = r.square().sub(h3).sub(small(2, u1.mul(h2)));
        let y3 = r.mul(u1.mul(h2).sub(x3)).sub(s1.mul(h3));
        Jac {
            x: x3,
            y: y3,
            z: h.mul(p.z).mul(q.z),
        }
    }

    /// `[k] (x, y)` for a big-endian `k` (any 256-bit value) and a point on
    /// the curve; `None` for the identity.
    pub fn mul(k: &[u8; 32], x: Fe, y: Fe) -> Option<(Fe, Fe)> {
        let p = Jac {
            x,
            y,
            z: Fe::from_u64(1),
        };
        let mut acc = INFINITY;
        for byte in k {
            for bit in (0..8).rev() {
                acc = double(acc);
                if (byte >> bit) & 1 == 1 {
                    acc = add(acc, p);
                }
            }
        }
        if acc.z.is_zero() {
            return None;
        }
        let zi = acc.z.invert();
        let zi2 = zi.square();
        Some((acc.x.mul(zi2), acc.y.mul(zi2.mul(zi))))
    }

    /// The affine point of 64 bytes `x || y` little-endian (zeros: the
    /// identity), checked; `None` off the curve.
    fn from_xy(xy: &[u8; 64]) -> Option<Jac> {
        if *xy == [0u8; 64] {
            return Some(INFINITY);
        }
        let x = Fe::from_bytes(xy[..32].try_into().ok()?)?;
        let y = Fe::from_bytes(xy[32..].try_into().ok()?)?;
        on_curve(x, y).then_some(Jac {
            x,
            y,
            z: Fe::from_u64(1),
        })
    }

    /// `P + Q` for points as 64 bytes `x || y` little-endian (zeros: the
    /// identity); `None` if either is off the curve.
    pub fn add_xy(p: &[u8; 64], q: &[u8; 64]) -> Option<[u8; 64]> {
        let r = add(from_xy(p)?, from_xy(q)?);
        let mut out = [0u8; 64];
        if !r.z.is_zero() {
            let zi = r.z.invert();
            let zi2 = zi.square();
            out[..32].copy_from_slice(&r.x.mul(zi2).to_bytes());
            out[32..].copy_from_slice(&r.y.mul(zi2.mul(zi)).to_bytes());
        }
        Some(out)
    }

    /// `[k] (x, y)` as 64 bytes `x || y` little-endian, the identity as
    /// zeros (the form of the paper's reference code).
    pub fn mul_xy(k: &[u8; 32], xy: &[u8; 64]) -> Option<[u8; 64]> {
        let x = Fe::from_bytes(xy[..32].try_into().ok()?)?;
        let y = Fe::from_bytes(xy[32..].try_into().ok()?)?;
        if !on_curve(x, y) {
            return None;
        }
        let mut out = [0u8; 64];
        if let Some((x, y)) = mul(k, x, y) {
            out[..32].copy_from_slice(&x.to_bytes());
            out[32..].copy_from_slice(&y.to_bytes());
        }
        Some(out)
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
