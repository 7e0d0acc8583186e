#!/usr/bin/env bash
# velocurve under the `-C target-cpu` settings users build with.
#
# Builds .ci/downstream (a user's crate: a path dependency, cargo's default
# `release` profile) under each TARGET_CPUS entry, once more under
# `x86-64-v3` with frame pointers forced, and under `x86-64-v3` in the `dev`
# profile, and runs each build where this CPU can execute the code. The
# program checks published vectors (RFC 7748, RFC 8032, NIST CAVP, the
# Curve13318 PARI set) on every backend and that every backend gives the
# same bytes for every public operation, batches included: the code compiled
# with the wider baseline is run against answers computed elsewhere, not
# only compiled. velocurve's own test suite runs once, in the main test
# step, with the default setting.
#
# The `asm!` blocks are what these settings stress: with AVX in the
# baseline, functions that realign their stack lose `rbp` and `rbx` to the
# frame, and a block that needs 13 registers no longer compiles (see
# "Register budget" in velocurve/src/field/fe64.rs).
set -euo pipefail
cd "$(dirname "$0")/.."

# x86-64-v2 is not built: it adds SSE4.2, POPCNT and CX16 to x86-64's
# baseline, none of which changes the code around the `asm!` blocks (no
# AVX, so no stack realignment), and velocurve has no
# `cfg(target_feature)` (only `#[target_feature(enable)]` functions chosen
# at run time), so it compiles the same code as x86-64. Set TARGET_CPUS to
# build it (or any other setting) anyway.
TARGET_CPUS_SET=${TARGET_CPUS:+1}
TARGET_CPUS=${TARGET_CPUS:-"x86-64 x86-64-v3 x86-64-v4 native"}

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
build_and_run() {
    # $1 target-cpu, $2 profile, $3 more RUSTFLAGS, $4 suffix of the build folder
    local cpu=$1 profile=$2 flags=$3 suffix=$4 start target dir verdict
    start=$(date +%s)
    target=target/downstream/$cpu$suffix
    RUSTFLAGS="-C target-cpu=$cpu $flags" CARGO_TARGET_DIR=$target \
        cargo build -q --manifest-path .ci/downstream/Cargo.toml --profile "$profile"
    dir=$profile
    [[ $profile == dev ]] && dir=debug
    if runs_here "$cpu"; then
        "$target/$dir/velocurve-downstream" > "$target/$profile.out"
        verdict="built and ran: $(tail -1 "$target/$profile.out")"
    else
        verdict="built (this CPU cannot run it)"
    fi
    echo "target-cpu=$cpu${flags:+ ($flags)}, $profile profile: $verdict ($(( $(date +%s) - start )) s)"
}

for cpu in $TARGET_CPUS; do
    # Where this CPU has every x86-64-v4 feature, `native` has them all in
    # its baseline too (and more: IFMA, ...), so its build covers what the
    # v4 build checks (AVX-512 in the baseline around the `asm!` blocks);
    # the v4 build is skipped unless TARGET_CPUS was set by hand.
    if [[ $cpu == x86-64-v4 && -z ${TARGET_CPUS_SET:-} && " $TARGET_CPUS " == *" native "* ]] \
        && runs_here x86-64-v4; then
        echo "target-cpu=x86-64-v4: covered by native on this CPU (it has every v4 feature)"
        continue
    fi
    build_and_run "$cpu" release "" ""
done
# Frame pointers take `rbp` from every function: the tightest setting for
# the `asm!` blocks found so far (a 12-register product failed there).
build_and_run x86-64-v3 release "-C force-frame-pointers=yes" -fp
# Without optimisation nothing is inlined into the blocks' functions; one
# build checks that the blocks still get their registers there.
build_and_run x86-64-v3 dev "" ""
rm -f .ci/downstream/Cargo.lock
