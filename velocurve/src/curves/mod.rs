//! The curves of [`crate::ecdh`] as data: the public face every curve
//! shows ([`Curve`]: name, sizes, order; [`NamedCurve`]: its OID) and one
//! description file per curve. A described curve (`p192.rs` … `p521.rs`,
//! `secp256k1.rs`) is its public type, those two impls and a
//! [`Description`](crate::weierstrass::nist::Description): its published
//! constants, its generated comb table (`<curve>_table.rs`), its groups on
//! each machine's field, its scalars and its backend choices, all run by
//! the generic code of `weierstrass/nist.rs`. Curve13318 (`curve13318.rs`)
//! implements the engine's model itself, to offer its vector kernels.
//!
//! The layers: this module imports the groups (`weierstrass/`) and the
//! fields; the protocols (`ecdh/`, and the key formats) import it.

mod curve13318;
mod p192;
mod p224;
mod p256;
mod p384;
mod p521;
mod secp256k1;

pub use curve13318::Curve13318;
pub use p192::P192;
pub use p224::P224;
pub use p256::P256;
pub use p384::P384;
pub use p521::P521;
pub use secp256k1::Secp256k1;

use crate::field::Encoding;
use crate::weierstrass::group::Model;
use core::fmt;
use pkcs8::ObjectIdentifier;
use sealed::Sealed;

/// A prime-order short-Weierstrass curve with an ECDH surface: its name and
/// sizes (sealed: the curves are those of this crate, [`P192`] to
/// [`Curve13318`]). The rest of its description is internal (each curve's
/// description file in `curves/`).
pub trait Curve: Copy + Eq + fmt::Debug + Send + Sync + 'static + sealed::Sealed {
    /// The curve's name, as in its standard ("P-256").
    const NAME: &'static str;
    /// Bytes of a secret key, of a field element and of a shared secret.
    const SECRET_KEY_BYTES: usize;
    /// Bytes of a SEC1 compressed public key (`02`/`03 || x`).
    const COMPRESSED_BYTES: usize = 1 + Self::SECRET_KEY_BYTES;
    /// Bytes of a SEC1 uncompressed public key (`04 || x || y`).
    const UNCOMPRESSED_BYTES: usize = 1 + 2 * Self::SECRET_KEY_BYTES;

    /// `[u8; SECRET_KEY_BYTES]`.
    type Bytes: Encoding;
    /// `[u8; COMPRESSED_BYTES]`.
    type Compressed: Encoding;
    /// `[u8; UNCOMPRESSED_BYTES]`.
    type Uncompressed: Encoding;

    /// The group order `n`, big-endian.
    const ORDER: Self::Bytes;

    /// The curve as the rest of the crate sees it (its groups on each
    /// machine's field, its scalars, its backend choices): the curve itself.
    #[doc(hidden)]
    #[allow(
        private_bounds,
        reason = "the description is internal; it also seals the trait"
    )]
    type Model: Model<Bytes = Self::Bytes>;
}

pub(crate) mod sealed {
    /// Only this crate's curves are [`super::Curve`]s.
    pub trait Sealed {}
}

/// A curve with a `namedCurve` OID (RFC 5480 section 2.1.1): its keys have
/// the formats of this module.
pub trait NamedCurve: Curve {
    /// The `namedCurve` OID.
    const CURVE_OID: ObjectIdentifier;
}

/// The group order `n` of `C` from its little-endian words, big-endian
/// (for the curves' `ORDER` constants).
const fn order_be<const L: usize, const N: usize>(n: [u64; N]) -> [u8; L] {
    let mut out = [0u8; L];
    let mut i = 0;
    while i < L {
        out[L - 1 - i] = (n[i / 8] >> (8 * (i % 8))) as u8;
        i += 1;
    }
    out
}
