#!/usr/bin/env bash
# velocurve on a target without the x86-64 backends: aarch64-unknown-linux-gnu.
#
# Installs the cross linker, the AArch64 C library and user-mode QEMU (Debian
# packages) and the Rust target, then lints the crate for AArch64 with its
# default features and without std, builds it without std, and runs its
# tests (library, vectors, differential, zeroize) under `qemu-aarch64`.
# Only the portable backend compiles there (see docs/ARCHITECTURE.md,
# "Targets"), so this is the check that the crate is correct without any
# x86 code.
#
# Tests too slow under emulation are skipped by name, each skip printed with
# its reason; they run natively on x86-64 in the main test step.
#
# Usage: .ci/aarch64.sh
set -euo pipefail
cd "$(dirname "$0")/.."
target=aarch64-unknown-linux-gnu

need=()
for pkg in gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if ((${#need[@]})); then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need[@]}"
fi
rustup target add "$target"

export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"

echo "--- clippy for $target (default features, no_std; the bench-hooks and table-gen code is linted on x86-64, and the tests below build with bench-hooks)"
cargo clippy -p velocurve --target "$target" --all-targets -- -D warnings
cargo clippy -p velocurve --target "$target" --all-targets --no-default-features -- -D warnings

echo "--- no_std build for $target"
cargo build -p velocurve --target "$target" --no-default-features

# name: reason. Each is a substring filter of `cargo test -- --skip`.
skips=(
    "rfc7748_iterated_1000000: one million ladders; about ten minutes emulated (runs natively in the main test step)"
    "random_differential_vs_bigint_model: 10,000 Curve13318 cases against a big-integer model, about two minutes emulated (runs natively in the main test step; the other Curve13318 tests, the PARI vectors and the edge scalars run here)"
    "every_generated_file_is_up_to_date: recomputes every generated table, the same text on every target, minutes emulated (runs natively in the main test step)"
    "jacobian::p521_jacobian_window: 1,833 edge secrets of P-521's Jacobian window against the complete formulas, over two minutes emulated (runs natively in the main test step; the generic code is target-independent, P-521's field is tested here by field::fp521, and the P-192, P-224, P-256 and secp256k1 windows run here)"
    "jacobian::p384_jacobian_window: P-384's edge secrets against the complete formulas, half a minute emulated (runs natively in the main test step; P-384's field is tested here by field::fp)"
    "bit_flips_every_curve: every single-bit corruption of an ECDSA message, signature and key on six curves, thousands of verifications, minutes emulated (runs natively in the main test step; the Wycheproof ECDSA files and the RFC 6979 vectors run here)"
    "window_vs_model_on_random_points_and_scalars: P-256's window against a big-integer model, a minute emulated (runs natively in the main test step; the P-256 vectors, edge scalars and the comb run here)"
)
skip_args=()
for s in "${skips[@]}"; do
    echo "SKIPPED under QEMU (${s#*: }): ${s%%: *}"
    skip_args+=(--skip "${s%%: *}")
done

echo "--- tests for $target under qemu-aarch64"
start=$(date +%s)
cargo test -p velocurve --target "$target" --features bench-hooks -- "${skip_args[@]}"
echo "aarch64 tests took $(( $(date +%s) - start ))s (build and emulated run)"
