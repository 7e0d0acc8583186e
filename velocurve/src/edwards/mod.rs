//! PLACEHOLDER: the twisted Edwards form (to be replaced by the fixed-base comb).
use crate::backend::Backend;

pub(crate) fn x25519_base(backend: Backend, k: &[u8; 32]) -> [u8; 32] {
    crate::montgomery::x25519_ladder(backend, k, &crate::x25519::BASEPOINT)
}

#[cfg(feature = "table-gen")]
pub(crate) mod table_gen {
    /// Placeholder.
    pub fn generate_base_table_source() -> alloc::string::String {
        alloc::string::String::new()
    }
}
