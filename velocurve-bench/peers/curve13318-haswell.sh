#!/usr/bin/env bash
# Builds the optional Curve13318 peer of velocurve-bench: Schwabe and
# Sprenkels' research code for "The complete cost of cofactor h = 1"
# (Indocrypt 2019), https://github.com/dsprenkels/curve13318-haswell (CC0):
# four-lane AVX2 assembly (nasm) and C, compiled with -march=haswell by its
# own Makefile into libcurve13318.so, whose
# crypto_scalarmult_curve13318_avx2_scalarmult the benchmark loads at run
# time (dlopen) for a column of the curve13318/shared row.
#
# The code is never copied into this repository: it is extracted into a
# temporary directory, built there, and only the shared library (and a
# one-line .version file naming the source commit) lands in OUT_DIR, under
# target/ (ignored by git) by default.
#
# usage: bash velocurve-bench/peers/curve13318-haswell.sh [OUT_DIR [SOURCE]]
#
#   OUT_DIR  where libcurve13318.so goes (default: target/peers of the
#            workspace, where the benchmark looks for it; otherwise point
#            VELOCURVE_BENCH_CURVE13318_REF at the file)
#   SOURCE   a clone of https://github.com/dsprenkels/curve13318-haswell
#            (a work tree or a bare repository); also taken from the
#            environment as CURVE13318_HASWELL_SRC. Without one, the local
#            mirror CURVE13318_HASWELL_MIRROR (default
#            /work/.mirror/dsprenkels+curve13318-haswell/repo) is used.
#
# Needs nasm (installed with apt-get when missing and run as root), a C
# compiler and make. The library runs only on CPUs with AVX2 (and the rest
# of Haswell's instructions: BMI1/2, FMA, LZCNT); the benchmark checks that
# before loading it. Prints the path of the library.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out_dir="${1:-$root/target/peers}"
src="${2:-${CURVE13318_HASWELL_SRC:-}}"
mirror="${CURVE13318_HASWELL_MIRROR:-/work/.mirror/dsprenkels+curve13318-haswell/repo}"

die() {
    echo "curve13318-haswell.sh: $*" >&2
    exit 1
}

if ! command -v nasm >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        echo "curve13318-haswell.sh: installing nasm" >&2
        apt-get install -y nasm >&2 || { apt-get update >&2 && apt-get install -y nasm >&2; }
    else
        die "nasm is missing: install it (Debian/Ubuntu: apt-get install nasm)"
    fi
fi
command -v make >/dev/null 2>&1 || die "make is missing"

work="$(mktemp -d "${TMPDIR:-/tmp}/curve13318-haswell.XXXXXX")"
trap 'rm -rf "$work"' EXIT
build="$work/src"
mkdir -p "$build"

# The source tree into $build, and its commit into $commit.
if [ -n "$src" ]; then
    [ -d "$src" ] || die "source directory not found: $src"
    if git -C "$src" rev-parse --is-bare-repository 2>/dev/null | grep -qx true; then
        git --git-dir="$src" archive HEAD | tar -x -C "$build"
        commit="$(git --git-dir="$src" rev-parse HEAD)"
    else
        # A work tree (or a plain copy): build what is there, without the
        # git metadata and without its earlier build products.
        (cd "$src" && tar -c --exclude=.git --exclude='*.o' --exclude='*.d' \
            --exclude='*.so' --exclude='*.lst' .) | tar -x -C "$build"
        # Its own commit only if it is the top of a work tree (not a plain
        # copy inside some other repository).
        commit="unknown"
        if [ "$(git -C "$src" rev-parse --show-toplevel 2>/dev/null)" = "$(cd "$src" && pwd -P)" ]; then
            commit="$(git -C "$src" rev-parse HEAD)"
            git -C "$src" diff --quiet HEAD -- || commit="$commit-dirty"
        fi
    fi
    from="$src"
else
    [ -d "$mirror" ] || die "no source: clone https://github.com/dsprenkels/curve13318-haswell and pass its path (second argument or CURVE13318_HASWELL_SRC)"
    git --git-dir="$mirror" archive HEAD | tar -x -C "$build"
    commit="$(git --git-dir="$mirror" rev-parse HEAD)"
    from="$mirror"
fi
[ -f "$build/Makefile" ] && [ -f "$build/scalarmult.c" ] \
    || die "$from does not hold curve13318-haswell (no Makefile / scalarmult.c)"

echo "curve13318-haswell.sh: building $commit from $from" >&2
# Its .S objects carry no .note.GNU-stack, so by default the linker marks
# the library as needing an executable stack (which dlopen then grants the
# whole process, or refuses on newer glibc): it does not need one.
make -C "$build" -j "$(nproc 2>/dev/null || echo 2)" LDFLAGS="-Wl,-z,noexecstack" \
    libcurve13318.so >&2

mkdir -p "$out_dir"
out_dir="$(cd "$out_dir" && pwd)"
# Replace atomically: a benchmark may have the old file mapped.
cp "$build/libcurve13318.so" "$out_dir/.libcurve13318.so.tmp"
mv -f "$out_dir/.libcurve13318.so.tmp" "$out_dir/libcurve13318.so"
echo "$commit" >"$out_dir/libcurve13318.version"
echo "$out_dir/libcurve13318.so"
