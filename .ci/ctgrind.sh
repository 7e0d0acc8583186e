#!/usr/bin/env bash
# Secret-taint check (ctgrind / timecop) of velocurve under valgrind memcheck.
#
# Builds velocurve-ct in release with debug info (so valgrind's backtraces
# name functions and lines), then
#   1. runs `velocurve-ct --self-test` under valgrind and requires memcheck to
#      REPORT its deliberate leaks (a branch on a secret bit, a table lookup
#      at a secret index) and nothing on a constant-time control: proof that
#      the check can fail;
#   2. runs `velocurve-ct` (every operation on secrets, every backend the CPU
#      valgrind emulates supports) under valgrind and requires ZERO errors,
#      correct results, and taint on every output;
#   3. the same for the mulx64 backend, which valgrind's emulated CPUID hides
#      (see below), from a second build with BMI2 and ADX enabled, and the
#      avx2 backend from the same build.
# The operations: X25519 (ladder, key generation with every table scan,
# the typed API, the batch entry points), field inversion, Ed25519 key
# generation and signing (Ed25519, Ed25519ctx, Ed25519ph; seed, expanded
# key and nonce tainted), PKCS#8 decoding of a private key, Curve13318 (the
# raw scalarmult and the exchange: the scalar window, on avx2 its four-lane
# form in weierstrass/vector/; key generation by the comb), P-256 (the
# exchange and key generation, per backend: portable51 on the portable
# field, mulx64 and avx2 on the mulx/adx field), P-192, P-224 and P-384
# (the same, per backend: the portable Fp<_, N> or Fp192Mulx, Fp224Mulx,
# Fp384Mulx, on the generic code of weierstrass/nist.rs), P-521 (the same,
# portable field only), secp256k1 (the same, per backend, on its
# portable field compiled with each backend's features), the batch entry
# points of P-256, P-384 (per backend) and P-521 (public_key_batch,
# diffie_hellman_batch; every key of a batch tainted), and PKCS#8
# decoding of a private key of each of the six. The IFMA backend cannot
# run: valgrind has no AVX-512 (velocurve-dudect covers it).
# Both runs use the same valgrind options and suppressions
# (velocurve-ct/ctgrind.supp). Exits non-zero on any problem.
#
# Usage: .ci/ctgrind.sh [--cases N]   (N secrets per operation, default 32)
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
cases=()
if (($#)); then cases=("$@"); fi

if ! command -v valgrind >/dev/null; then
    echo "ctgrind: installing valgrind"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq valgrind
fi
valgrind --version

# Release as shipped (opt-level 3, thin LTO, one codegen unit); debug = 1 is
# the workspace's release setting already, set here so that the backtraces
# keep function and inlined-frame names even if that setting changes.
export CARGO_PROFILE_RELEASE_DEBUG=limited
cargo build --release -q -p velocurve-ct
bin="${CARGO_TARGET_DIR:-target}/release/velocurve-ct"
test -x "$bin"

logdir="${CARGO_TARGET_DIR:-target}/ctgrind"
mkdir -p "$logdir"
vg=(valgrind --tool=memcheck --error-exitcode=1 --track-origins=yes
    --num-callers=30 --suppressions=velocurve-ct/ctgrind.supp -s)
fail=0

echo
echo "--- self-test: the deliberate leaks must be reported"
set +e
"${vg[@]}" --log-file="$logdir/self-test.vg.log" "$bin" --self-test \
    > "$logdir/self-test.out" 2>&1
rc=$?
set -e
cat "$logdir/self-test.out"
# The headline and first frame of each error valgrind reported.
grep -E '^==[0-9]+== (Conditional jump|Use of uninitialised|Syscall param|Invalid)' -A1 \
    "$logdir/self-test.vg.log" | sed 's/^==[0-9]*== /  valgrind: /' | grep -v '^--$' \
    | awk '!seen[$0]++' || true
summary=$(grep -Eo 'ERROR SUMMARY: [0-9]+ errors' "$logdir/self-test.vg.log" | tail -1)
errors=$(grep -Eo '[0-9]+' <<<"${summary:-0}" | head -1)
echo "  $summary (valgrind exit code $rc)"
if [[ $rc -ne 1 ]]; then
    echo "ctgrind: FAIL: the self-test should make valgrind exit 1 (errors found), got $rc"
    fail=1
fi
if ((errors < 2)); then
    echo "ctgrind: FAIL: valgrind reported ${errors} errors for the self-test, expected at least 2"
    fail=1
fi
if ! grep -q '^self-test: ok$' "$logdir/self-test.out"; then
    echo "ctgrind: FAIL: the self-test program did not see each leak flagged exactly as expected"
    fail=1
fi
for fn in leaky::branch_on_secret leaky::lookup_by_secret; do
    if ! grep -q "$fn" "$logdir/self-test.vg.log"; then
        echo "ctgrind: FAIL: no valgrind backtrace names $fn (debug info missing?)"
        fail=1
    fi
done
if ((fail)); then
    echo "--- valgrind's log of the self-test:"
    cat "$logdir/self-test.vg.log"
    exit 1
fi
echo "self-test: the check detects a secret-dependent branch and a secret-indexed load"

# One real run: $1 names it, then the binary and its arguments. Prints the
# table, valgrind's summary and the suppressions used; on any problem prints
# valgrind's whole log (the errors, with backtraces) and exits 1.
# Runs valgrind on one build ($2...) for the run called $1, in the
# background if asked; `report` prints its outcome and fails on errors.
vg_run() {
    local name=$1 rc
    shift
    set +e
    "${vg[@]}" --log-file="$logdir/$name.vg.log" "$@" > "$logdir/$name.out" 2>&1
    rc=$?
    set -e
    echo "$rc" > "$logdir/$name.rc"
}
report() {
    local name=$1 rc summary
    rc=$(cat "$logdir/$name.rc")
    echo
    echo "--- real run ($name): no secret-dependent branch or address in velocurve"
    cat "$logdir/$name.out"
    summary=$(grep -E 'ERROR SUMMARY' "$logdir/$name.vg.log" | tail -1 | sed 's/^==[0-9]*== //')
    echo "  valgrind: $summary (exit code $rc)"
    grep -E 'used_suppression' "$logdir/$name.vg.log" | sed 's/^--[0-9]*-- */  valgrind: /' || true
    if [[ $rc -ne 0 ]] || ! grep -q '^ctgrind: ok' "$logdir/$name.out" \
        || ! grep -q 'ERROR SUMMARY: 0 errors' "$logdir/$name.vg.log"; then
        echo "--- valgrind's log of the real run ($name):"
        cat "$logdir/$name.vg.log"
        echo "ctgrind: FAIL (valgrind exit code $rc; see the errors and backtraces above)"
        exit 1
    fi
    grep -E '^backend [^ ]+: runs' "$logdir/$name.out" | awk '{sub(":","",$2); print $2}' >> "$logdir/ran"
}
: > "$logdir/ran"

# valgrind runs on one core: the shipped build's run overlaps the second
# build, and the second build's two runs (mulx64, avx2) run side by side.
vg_run shipped "$bin" "${cases[@]}" &
shipped=$!

flags=$(grep -m1 '^flags' /proc/cpuinfo || true)
mx_target=
if grep -qw bmi2 <<<"$flags" && grep -qw adx <<<"$flags"; then
    echo
    echo "--- building with -C target-feature=+bmi2,+adx for the mulx64 backend"
    mx_target="${CARGO_TARGET_DIR:-target}/ctgrind-bmi2-adx"
    RUSTFLAGS="${RUSTFLAGS:-} -C target-feature=+bmi2,+adx" CARGO_TARGET_DIR="$mx_target" \
        cargo build --release -q -p velocurve-ct
fi
wait "$shipped"
report shipped

second=()
if grep -qx mulx64 "$logdir/ran"; then
    : # already checked in the shipped build
elif [[ -n $mx_target ]]; then
    vg_run mulx64 "$mx_target/release/velocurve-ct" --backend mulx64 "${cases[@]}" &
    second+=(mulx64)
else
    echo
    echo "mulx64: SKIPPED: the host CPU lacks BMI2 or ADX"
fi
if grep -qx avx2 "$logdir/ran"; then
    : # already checked in the shipped build
elif [[ -n $mx_target ]] && grep -qw avx2 <<<"$flags"; then
    vg_run avx2 "$mx_target/release/velocurve-ct" --backend avx2 "${cases[@]}" &
    second+=(avx2)
else
    echo
    echo "avx2: SKIPPED: the host CPU lacks AVX2, BMI2 or ADX"
fi
wait
for name in "${second[@]}"; do
    report "$name"
done

echo
echo "backends checked: $(sort -u "$logdir/ran" | xargs)"
all=$(grep -E '^backend [^ ]+:' "$logdir/shipped.out" | awk '{sub(":","",$2); print $2}')
skipped=$(for b in $all; do grep -qx "$b" "$logdir/ran" || echo "$b"; done | xargs)
echo "backends skipped: ${skipped:-none}"
for b in $skipped; do
    grep -E "^backend $b: SKIPPED" "$logdir/shipped.out" | sed 's/^/  /' || true
done
echo "ctgrind: ok in $(( $(date +%s) - start ))s"
