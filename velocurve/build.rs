//! Decides, once, which code of the crate compiles for the target.
//!
//! `cfg(x86_backends)` is set when the target is x86-64, and only then. It
//! marks everything that is x86-64-only: the `mulx64`, `avx2` and `ifma`
//! backends (the `asm!` field, the vector fields and kernels, their
//! engines), CPU feature detection and its tokens, the `asm!` divsteps of
//! the inversion, and the tests, benchmark hooks and table generators of
//! that code. Every such item, statement and match arm in the crate is
//! written `#[cfg(x86_backends)]` (its portable counterpart, where it has
//! one, `#[cfg(not(x86_backends))]`); no source file names `target_arch`.
//! Without the cfg (every other target) the portable backend runs
//! everything, and `Backend::is_supported` is false for the x86 backends.
//! See "Targets" in `docs/ARCHITECTURE.md`.
//!
//! A cfg rather than a macro around the items: a cfg also reaches match
//! arms, statements, `cfg!` and `cfg_attr`, the integration tests and the
//! examples, and `rustc-check-cfg` makes a misspelt name an error.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(x86_backends)");
    // The target's architecture (not the host's, which runs this script).
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64") {
        println!("cargo::rustc-cfg=x86_backends");
    }
}
