#!/usr/bin/env bash
# velocurve under the `-C target-cpu` settings users build with.
#
# 1. Builds .ci/downstream (a user's crate: a path dependency, cargo's
#    default `release` and `dev` profiles) under each TARGET_CPUS entry, and
#    once more under `x86-64-v3` with frame pointers forced, and runs it
#    where this CPU can execute the code (it checks that every backend gives
#    the same bytes for every public operation).
# 2. Runs velocurve's own test suite once under `x86-64-v3` (LIB_TESTS=0
#    skips it), so the code compiled with the wider baseline is tested, not
#    only compiled: unit and integration tests, without the doctests and the
#    million-iteration X25519 vector (both run in the main test step).
#
# The `asm!` blocks are what these settings stress: with AVX in the
# baseline, functions that realign their stack lose `rbp` and `rbx` to the
# frame, and a block that needs 13 registers no longer compiles (see
# "Register budget" in velocurve/src/field/fe64.rs).
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET_CPUS=${TARGET_CPUS:-"x86-64 x86-64-v2 x86-64-v3 x86-64-v4 native"}
PROFILES=${PROFILES:-"release dev"}
LIB_TESTS=${LIB_TESTS:-1}

# Whether this CPU runs code built for `$1` (the psABI levels' features).
runs_here() {
    local flags need
    flags=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
    case $1 in
        x86-64 | native) return 0 ;;
        x86-64-v2) need="cx16 lahf_lm popcnt sse4_1 sse4_2 ssse3" ;;
        x86-64-v3) need="cx16 lahf_lm popcnt sse4_1 sse4_2 ssse3 avx avx2 bmi1 bmi2 f16c fma abm movbe xsave" ;;
        x86-64-v4) need="cx16 lahf_lm popcnt sse4_1 sse4_2 ssse3 avx avx2 bmi1 bmi2 f16c fma abm movbe xsave avx512f avx512bw avx512cd avx512dq avx512vl" ;;
        *) return 1 ;;
    esac
    for f in $need; do
        [[ $flags == *" $f "* ]] || return 1
    done
}

# The downstream crate takes the workspace's lock file, so it builds the
# same dependency versions offline-equivalent to the workspace.
cp Cargo.lock .ci/downstream/Cargo.lock
for cpu in $TARGET_CPUS; do
    for profile in $PROFILES; do
        start=$(date +%s)
        target=target/downstream/$cpu
        RUSTFLAGS="-C target-cpu=$cpu" CARGO_TARGET_DIR=$target \
            cargo build -q --manifest-path .ci/downstream/Cargo.toml --profile "$profile"
        dir=$profile
        [[ $profile == dev ]] && dir=debug
        if runs_here "$cpu"; then
            "$target/$dir/velocurve-downstream" > "$target/$profile.out"
            verdict="built and ran: $(tail -1 "$target/$profile.out")"
        else
            verdict="built (this CPU cannot run it)"
        fi
        echo "target-cpu=$cpu, $profile profile: $verdict ($(( $(date +%s) - start )) s)"
    done
done
# Frame pointers take `rbp` from every function: the tightest setting for
# the `asm!` blocks found so far (a 12-register product failed there).
start=$(date +%s)
RUSTFLAGS="-C target-cpu=x86-64-v3 -C force-frame-pointers=yes" CARGO_TARGET_DIR=target/downstream/x86-64-v3-fp \
    cargo build -q --manifest-path .ci/downstream/Cargo.toml --release
if runs_here x86-64-v3; then
    verdict="built and ran: $(target/downstream/x86-64-v3-fp/release/velocurve-downstream | tail -1)"
else
    verdict="built (this CPU cannot run it)"
fi
echo "target-cpu=x86-64-v3 with force-frame-pointers, release profile: $verdict ($(( $(date +%s) - start )) s)"
rm -f .ci/downstream/Cargo.lock

if [[ $LIB_TESTS == 1 ]]; then
    start=$(date +%s)
    set +e
    # Unit and integration tests; not the doctests (examples of the API,
    # the same code as the main test step's) nor the million-iteration
    # vector (about 90 s; the 1,000-iteration one runs here, the million
    # in the main test step).
    RUSTFLAGS="-C target-cpu=x86-64-v3" CARGO_TARGET_DIR=target/x86-64-v3 \
        cargo test -p velocurve --lib --tests -- --skip rfc7748_iterated_1000000 \
        > target/x86-64-v3-tests.log 2>&1
    status=$?
    set -e
    grep -E 'FAILED|panicked|^error' target/x86-64-v3-tests.log || true
    passed=$(grep -Eo '^test result: .* [0-9]+ passed' target/x86-64-v3-tests.log | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
    failed=$(grep -Eo '^test result: .* [0-9]+ failed' target/x86-64-v3-tests.log | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
    echo "velocurve's tests under target-cpu=x86-64-v3: $passed passed, $failed failed ($(( $(date +%s) - start )) s; log in target/x86-64-v3-tests.log)"
    test "$status" -eq 0
fi
