#!/usr/bin/env bash
# Coverage-guided fuzzing of velocurve with libFuzzer, on stable Rust.
#
# Builds the targets in fuzz/ (libfuzzer-sys compiles libFuzzer itself with
# the C++ compiler) with LLVM's SanitizerCoverage instrumentation, which
# stable rustc enables through `-C passes=sancov-module` and `-C llvm-args`
# (the same instrumentation cargo-fuzz asks for; only the sanitizers, such as
# AddressSanitizer, need nightly's `-Z sanitizer`). Then runs each target for
# a bounded time (one target per core at a time, $FUZZ_JOBS to change it)
# on a scratch copy of its committed seed corpus
# (fuzz/corpus/TARGET), and fails if any target finds a crash: a panic
# (a failed assertion of the target: a wrong result), an abort, a time-out
# of one input, or running out of memory. The crashing input is kept in
# $CARGO_TARGET_DIR/fuzz/artifacts/TARGET/ and its bytes are printed.
#
# Usage: .ci/fuzz.sh [--seconds N] [TARGET...]
#   --seconds N   time per target (default 60, or $FUZZ_SECONDS)
#   TARGET...     targets to run (default: every fuzz/fuzz_targets/*.rs)
#   --keep        keep and grow the scratch corpus between runs (longer
#                 campaigns) instead of starting from the seed corpus
#   --asan        also AddressSanitizer: builds with the nightly toolchain
#                 (`rustup toolchain install nightly`) and -Z sanitizer=address
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
keep=0
asan=0
targets=()
while (($#)); do
    case $1 in
        --seconds) seconds=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        --asan) asan=1; shift ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
        *) targets+=("$1"); shift ;;
    esac
done
self_test=0
if ((${#targets[@]} == 0)); then
    self_test=1
    for f in fuzz/fuzz_targets/*.rs; do
        t=$(basename "$f" .rs)
        [[ $t == self_test ]] || targets+=("$t")
    done
fi

host=$(rustc -vV | sed -n 's/^host: //p')
out="${CARGO_TARGET_DIR:-$PWD/target}/fuzz"
cargo=(cargo)
if ((asan)); then
    cargo=(cargo +nightly)
    out="$out-asan"
fi
mkdir -p "$out"
# The instrumentation: 8-bit edge counters and the PC table (coverage),
# comparison tracing (lets libFuzzer solve comparisons with constants),
# stack depth; `--cfg fuzzing` as cargo-fuzz sets it; debug assertions and
# overflow checks on, so a bug trips an assertion instead of passing
# silently. `--target` keeps the flags off build scripts and proc macros.
export RUSTFLAGS="--cfg fuzzing -C passes=sancov-module \
 -C llvm-args=-sanitizer-coverage-level=4 \
 -C llvm-args=-sanitizer-coverage-inline-8bit-counters \
 -C llvm-args=-sanitizer-coverage-pc-table \
 -C llvm-args=-sanitizer-coverage-trace-compares \
 -C llvm-args=-sanitizer-coverage-stack-depth \
 -C debug-assertions -C overflow-checks"
if ((asan)); then RUSTFLAGS="$RUSTFLAGS -Z sanitizer=address"; fi
echo "fuzz: building ${targets[*]} ($("${cargo[@]}" --version), SanitizerCoverage$( ((asan)) && echo ' + AddressSanitizer'))"
build_start=$(date +%s)
"${cargo[@]}" build --release -q --manifest-path fuzz/Cargo.toml --target "$host" \
    --target-dir "$out/build" $(printf -- '--bin %s ' "${targets[@]}") \
    $( ((self_test)) && echo --bin self_test)
echo "fuzz: built in $(( $(date +%s) - build_start ))s"
# Lint the targets too (they are outside the main workspace's clippy run);
# same flags and directory, so the build scripts' outputs are reused.
((asan)) || cargo clippy --release -q --manifest-path fuzz/Cargo.toml --target "$host" \
    --target-dir "$out/build" --all-targets -- -D warnings
bin="$out/build/$host/release"

# Self-test (with the default target list): the fuzzer must find the
# crash planted in fuzz_targets/self_test.rs, which needs coverage feedback.
if ((self_test)); then
    echo
    echo "--- self-test: the fuzzer must find the input that crashes self_test (coverage-guided)"
    rm -rf "$out/self_test"
    mkdir -p "$out/self_test/corpus" "$out/self_test/artifacts"
    set +e
    "$bin/self_test" "$out/self_test/corpus" -max_total_time=120 -seed=1 \
        -artifact_prefix="$out/self_test/artifacts/" > "$out/self_test.log" 2>&1
    rc=$?
    set -e
    found=$(cat "$out"/self_test/artifacts/crash-* 2>/dev/null | head -c 9 || true)
    # The crash ends the run before the final statistics: the count of the
    # last progress line instead.
    execs=$(grep -Eo '^#[0-9]+' "$out/self_test.log" | tail -1 | tr -d '#')
    if [[ $rc -eq 0 || $found != velocurve ]]; then
        tail -30 "$out/self_test.log"
        echo "fuzz: FAIL: the self-test crash was not found (exit $rc): is the build instrumented?"
        exit 1
    fi
    echo "self-test: ok: found the 9-byte magic input after about ${execs:-?} executions, and the crash failed the run (exit $rc)"
fi

# One target: runs it for $seconds and writes its summary line to
# $out/$t.line (with CRASH and libFuzzer's log if it failed).
run_target() {
    local t=$1 seeds work artifacts log rc execs rate cov corpus line
    seeds="fuzz/corpus/$t"
    work="$out/corpus/$t"
    artifacts="$out/artifacts/$t/"
    if ((!keep)); then rm -rf "$work"; fi
    mkdir -p "$work" "$artifacts" "$seeds"
    log="$out/$t.log"
    set +e
    # The first corpus directory is written (new inputs that reach new
    # coverage); the seed corpus is only read.
    "$bin/$t" "$work" "$seeds" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts" \
        > "$log" 2>&1
    rc=$?
    set -e
    execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    rate=$(grep -Eo 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
    corpus=$(ls "$work" | wc -l)
    line="$t: $execs executions, $rate/s, ${cov:-cov: ?}, corpus $corpus inputs"
    if ((rc != 0)); then
        {
            echo "$line: CRASH (exit $rc)"
            echo "--- libFuzzer's log of $t (last 60 lines):"
            tail -60 "$log"
            for a in "$artifacts"*; do
                [[ -f $a ]] || continue
                echo "crashing input $a:"
                od -An -tx1 -v "$a" | head -20
            done
        } > "$out/$t.line"
    else
        echo "$line" > "$out/$t.line"
    fi
}

# The targets run side by side, one per core (each libFuzzer process is
# single-threaded), so the whole run takes about seconds x targets / cores.
jobs=${FUZZ_JOBS:-$(nproc)}
echo
echo "--- ${#targets[@]} targets, ${seconds}s each, $jobs at a time"
running=0
for t in "${targets[@]}"; do
    echo "$t: seed corpus fuzz/corpus/$t ($(ls "fuzz/corpus/$t" 2>/dev/null | wc -l) files)"
    run_target "$t" &
    running=$((running + 1))
    if ((running >= jobs)); then
        wait -n || true
        running=$((running - 1))
    fi
done
wait || true
fail=0
summary=()
for t in "${targets[@]}"; do
    line=$(head -1 "$out/$t.line")
    [[ $line == *CRASH* ]] && { fail=1; tail -n +2 "$out/$t.line"; }
    echo "$line"
    summary+=("$line")
done

echo
echo "fuzz summary (${seconds}s per target):"
printf '  %s\n' "${summary[@]}"
if ((fail)); then
    echo "fuzz: FAIL: a target crashed (inputs in $out/artifacts/; rerun one with"
    echo "  $bin/TARGET INPUT_FILE)"
    exit 1
fi
echo "fuzz: ok, no crash"
