#!/usr/bin/env bash
# Old against new in one run: builds velocurve at BASE (a commit, default
# HEAD) beside the working tree's velocurve and times the same public-API
# operations of both, interleaved (src/main.rs). Usage:
#   velocurve-bench/ab/run.sh [BASE] [-- options of the program: --samples N --filter S --backend B]
# Writes nothing outside target/.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
base=HEAD
if (($#)) && [[ $1 != -- ]]; then base=$1; shift; fi
[[ ${1:-} == -- ]] && shift
dir=$root/target/ab-base
rm -rf "$dir"
mkdir -p "$dir"
git -C "$root" archive "$base" | tar -x -C "$dir"
# Only the library, under another package name (two packages called
# `velocurve` cannot be in one build).
sed -i 's/^members = .*/members = ["velocurve"]/' "$dir/Cargo.toml"
sed -i '0,/^name = "velocurve"/s//name = "velocurve-base"/' "$dir/velocurve/Cargo.toml"
cp "$root/Cargo.lock" "$root/velocurve-bench/ab/Cargo.lock" 2>/dev/null || true
rev=$(git -C "$root" rev-parse --short "$base")
cd "$root/velocurve-bench/ab"
CARGO_TARGET_DIR=$root/target/ab cargo run --release -q -- --base-name "$rev" "$@"
