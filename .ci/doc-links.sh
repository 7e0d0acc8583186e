#!/usr/bin/env bash
# Documentation names only files and modules that exist.
#
# Scans every Markdown file of the repository (README.md, docs/, the
# crates' READMEs, the test-data notes) and the doc comments (`//!` and
# `///` lines) of every Rust file (tracked by git, or new and not ignored),
# and fails, printing FILE:LINE: what, for each reference to something that
# is not there:
#
#   - a relative Markdown link, `[text](path#anchor)` or `[text]: path`
#     (http(s):, mailto: and pure #anchors are not checked; the #anchor part
#     is dropped), resolved against the file's directory; in Rust doc
#     comments also against the repository root. In Rust doc comments only
#     targets with a `/` or a file extension are paths: `[x](crate::a::b)`
#     and [`crate::a::b`] are intra-doc links, which rustdoc checks.
#   - a file path, in backticks or not: a word that contains `/` and ends in
#     .rs, .md, .sh, .json, .toml, .svg, .txt or .py (`field/fp.rs`,
#     docs/BACKENDS.md, `.ci/doc-links.sh`). Found if it exists relative to
#     the file's directory or one above it, the repository root, the file's
#     crate's src/, velocurve/src/ or velocurve/ (module docs name files
#     from there), or a directory an earlier path on the same line names (a
#     table's "`edwards/comb/avx2.rs`, `comb/ifma.rs`").
#     Not checked: paths outside the repository on purpose (`../shared/`),
#     build outputs (target/, $OUT, anything .gitignore ignores), globs and
#     placeholders (containing `*`, `<`, `{` or `...`), a file as a past
#     commit had it (`381db83:velocurve/src/scalar/mod.rs`, checked with
#     `git cat-file -e` instead), and another project's files, named right
#     after the project (C2SP/wycheproof `testvectors_v1/x.json`, OpenSSL
#     `test/x.txt`: a word with a `/` or an inner capital).
#   - a module path in backticks that is not an intra-doc link
#     (`edwards::msm::pippenger_ifma`, `crate::field::fe64::Fe64`, `super::fp`): each
#     lower-case segment before the last must be a module (a file, an inline
#     `mod`, or a `pub use` re-export); a lower-case last segment must be a
#     module or a name its parent module's file mentions; a bare first
#     segment must be a module of the workspace or a crate a Cargo.toml
#     names (`core::`, `zeroize::`). Checking stops at the first upper-case
#     segment (a type or trait: rustdoc's business).
#
# A history document (a Markdown file with HISTORY in its name:
# docs/PERFORMANCE-HISTORY.md) records past code: a file path it names must
# exist now or in some commit, and its module paths are not checked.
# Markdown fenced code blocks are not scanned. Run from anywhere:
#   bash .ci/doc-links.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - <<'PY'
import os, re, subprocess, sys


def git(*args):
    return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout


EXTS = (".rs", ".md", ".sh", ".json", ".toml", ".svg", ".txt", ".py")
# Tracked files, and new ones not yet added (but not ignored ones).
files = [f for f in git("ls-files", "-z", "--cached", "--others", "--exclude-standard",
                       "--", "*.md", "*.rs").split("\0")
         if f and os.path.exists(f)]
problems = []


def read(path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        return fh.read()


# --- what exists ---------------------------------------------------------------

def exists(p):
    return os.path.exists(os.path.normpath(p))


def crate_dir(path):
    """The nearest directory above `path` holding a Cargo.toml ('' if none)."""
    d = os.path.dirname(path)
    while d and not os.path.exists(os.path.join(d, "Cargo.toml")):
        d = os.path.dirname(d)
    return d


def not_checked(p):
    """Outside the repository on purpose, a build output, or a placeholder."""
    return (p.startswith("../shared/") or p.startswith("target/") or "/target/" in p
            or "$" in p or any(c in p for c in "*<{") or "..." in p)


def ignored(p):
    """A build output: a path .gitignore ignores (bench-results/...)."""
    return subprocess.run(["git", "check-ignore", "-q", "--no-index", p],
                          stderr=subprocess.DEVNULL).returncode == 0


def in_history(word):
    """`COMMIT:path`: a file as a past commit had it (removed since)."""
    return (re.fullmatch(r"[0-9a-f]{7,40}:.+", word) is not None
            and subprocess.run(["git", "cat-file", "-e", word],
                               stderr=subprocess.DEVNULL).returncode == 0)


def bases(path):
    """Directories a path named in the file at `path` may be relative to."""
    out, d = [], os.path.dirname(path)
    while d:  # the file's directory and every one above it
        out.append(d)
        d = os.path.dirname(d)
    return out + ["", os.path.join(crate_dir(path), "src"), "velocurve/src", "velocurve"]


# Modules that macros write (`pub mod pkcs8 {` inside `macro_rules!`), every
# module of the workspace by name, and every crate a Cargo.toml names.
MACRO_MODS = set()
for f in files:
    if f.startswith("velocurve/src/"):
        MACRO_MODS |= set(re.findall(r"^\s+(?:pub(?:\([a-z]+\))?\s+)?mod\s+(\w+)\s*\{",
                                     read(f), re.M))
ALL_MODS = MACRO_MODS | {os.path.basename(f)[:-3] for f in files if f.endswith(".rs")}
ALL_MODS |= {os.path.basename(os.path.dirname(f)) for f in files if f.endswith("/mod.rs")}
# (Read line by line, not with tomllib, which Python before 3.11 lacks.)
CRATES = {"core", "alloc", "std"}
for toml in git("ls-files", "*Cargo.toml").split():
    table = ""
    for line in read(toml).splitlines():
        if m := re.match(r"\s*\[+([^\]]+)\]+", line):
            table = m.group(1).strip()
            if m := re.search(r"dependencies\.([\w-]+)$", table):  # [dependencies.foo]
                CRATES.add(m.group(1).replace("-", "_"))
        elif m := re.match(r"\s*([\w-]+)\s*=\s*\"?([\w-]*)", line):
            if table.endswith("dependencies"):
                CRATES.add(m.group(1).replace("-", "_"))
            elif table == "package" and m.group(1) == "name":
                CRATES.add(m.group(2).replace("-", "_"))


# --- module paths ----------------------------------------------------------------

def module_file(dir_, name):
    """(file, children's directory) of module `name` in directory dir_, or None."""
    for f in (os.path.join(dir_, name + ".rs"), os.path.join(dir_, name, "mod.rs")):
        if os.path.exists(f):
            return f, os.path.join(dir_, name)
    return None


def own_module(path):
    """(file, children's directory) of the module a Rust source file is."""
    if os.path.basename(path) in ("mod.rs", "lib.rs", "main.rs"):
        return path, os.path.dirname(path)
    return path, path[:-3]


def parent_module(path):
    f, children = own_module(path)
    if os.path.basename(f) in ("lib.rs", "main.rs"):
        return None
    d = os.path.dirname(children)
    for cand in (os.path.join(d, "mod.rs"), d + ".rs", os.path.join(d, "lib.rs")):
        if os.path.exists(cand):
            return cand, d
    return None


def module_path_fault(path, token):
    """None if `token` names something that exists (or is not ours to check)."""
    segs = token.split("::")
    if any(not re.fullmatch(r"[A-Za-z_]\w*", s) for s in segs):
        return None
    is_rs = path.endswith(".rs")
    lib = [(f, os.path.dirname(f)) for f in
           (os.path.join(crate_dir(path), "src", n) for n in ("lib.rs", "main.rs"))
           if is_rs and os.path.exists(f)]
    first = segs[0]
    if first == "velocurve":
        starts = [("velocurve/src/lib.rs", "velocurve/src")]
    elif first == "crate":
        starts = lib
    elif first == "self" and is_rs:
        starts = [own_module(path)]
    elif first == "super" and is_rs:
        starts = [p for p in [parent_module(path)] if p]
    elif first in ("self", "super"):
        return None  # copied from a module's documentation: relative to nothing here
    elif first[0].isupper():
        return None
    else:
        # A bare path: a child of this module, a sibling, or a top-level
        # module of this crate or of velocurve.
        near = [own_module(path)] + [p for p in [parent_module(path)] if p] if is_rs else []
        near += lib + [("velocurve/src/lib.rs", "velocurve/src")]
        starts = [m for (_, d) in near if (m := module_file(d, first))]
        if not starts:
            # Another crate (core::, zeroize::) or a module named from
            # elsewhere in the workspace (fe64::Fe64) is fine.
            if first in CRATES or first in ALL_MODS:
                return None
            return f"no module `{first}` in the workspace and no crate `{first}`"
    faults = [walk(start, segs[1:]) for start in starts]
    return None if not faults or None in faults else faults[0]


def walk(module, segs):
    file_, children = module
    for i, s in enumerate(segs):
        if s[0].isupper():
            return None  # a type, trait or constant: rustdoc's business
        sub = module_file(children, s)
        if sub:
            file_, children = sub
            continue
        text = read(file_)
        if re.search(r"\bmod\s+" + s + r"\b", text) or s in MACRO_MODS:
            return None  # an inline module (or one a macro writes): not followed
        if re.search(r"\bpub(\([a-z]+\))?\s+use\b[^;]*\b" + s + r"\b", text):
            return None  # a re-export (`pub use rand_core;`): not followed
        if i == len(segs) - 1 and re.search(r"\b" + s + r"\b", text):
            return None  # a function, macro or constant of the parent module
        return f"no module or item `{s}` in {file_}"
    return None


# --- one line of documentation -----------------------------------------------------

LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFDEF = re.compile(r"^\s*\[[^\]]+\]:\s*(\S+)")
TICKS = re.compile(r"(\[?)`([^`]+)`(\]?)")


def check_link(path, n, target, is_rs):
    if re.match(r"[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
        return  # a URL, mailto:, an anchor in this page
    target = target.split("#")[0]
    if is_rs and "/" not in target and not target.endswith(EXTS):
        return  # an intra-doc link
    if not target or not_checked(target):
        return
    cands = [os.path.join(os.path.dirname(path), target)] + ([target] if is_rs else [])
    if not any(exists(c) for c in cands):
        problems.append(f"{path}:{n}: link to missing file `{target}`")


def in_any_commit(p):
    """`p` existed in some commit (a history document may name removed files)."""
    return git("log", "--all", "-1", "--format=%h", "--", os.path.normpath(p)).strip() != ""


def history(path):
    """A record of past code (docs/PERFORMANCE-HISTORY.md): its references are
    to the code of the commits it cites."""
    return path.endswith(".md") and "HISTORY" in os.path.basename(path).upper()


def check_path(path, n, word, upstream, context):
    """A word that may be a file path; adds the directories it names to context."""
    word = word.split("=")[-1].strip("(),;:'\"")  # also a marker's source=FILE
    word = re.sub(r":\d+(-\d+)?$", "", word.rstrip(".")).rstrip(":")  # file.rs:123
    if "/" not in word or not word.endswith(EXTS) or "://" in word:
        if word.endswith("/") and exists(word):
            context.append(word.rstrip("/"))
        return
    if not_checked(word) or upstream or in_history(word):
        return
    cands = [os.path.join(b, word) for b in bases(path) + context]
    found = [c for c in cands if exists(c)]
    if not found:
        if history(path) and any(in_any_commit(c) for c in cands):
            return
        if not ignored(word):
            problems.append(f"{path}:{n}: no file `{word}`")
        return
    d = os.path.dirname(os.path.normpath(found[0]))
    while d:  # for a later `comb/ifma.rs` after `edwards/comb/avx2.rs`
        context.append(d)
        d = os.path.dirname(d)


def after_project_name(before):
    """The text before a path ends with another project's name."""
    words = before.split()
    return bool(words) and re.fullmatch(r"[\w.-]+/[\w.-]+|\w+[A-Z]\w*", words[-1]) is not None


def check_line(path, n, text, is_rs):
    for m in LINK.finditer(text):
        check_link(path, n, m.group(1), is_rs)
    m = REFDEF.match(text)
    if m:
        check_link(path, n, m.group(1), is_rs)
    text = LINK.sub("]", text)
    context = []  # directories that earlier paths on this line name
    pos = 0
    for m in list(TICKS.finditer(text)) + [None]:
        # The plain text before this backticked span, word by word.
        end = m.start() if m else len(text)
        plain = text[pos:end]
        for w in re.finditer(r"\S+", plain):
            check_path(path, n, w.group(), after_project_name(plain[:w.start()]), context)
        if not m:
            break
        pos = m.end()
        if is_rs and m.group(1) == "[" and m.group(3) == "]":
            continue  # [`crate::a::b`]: an intra-doc link, checked by rustdoc
        span = m.group(2)
        upstream = after_project_name(text[:m.start()])
        for word in span.split():
            check_path(path, n, word, upstream, context)
        if len(span.split()) == 1 and "::" in span and not history(path):
            fault = module_path_fault(path, span.strip("(),;:").rstrip("()!"))
            if fault:
                problems.append(f"{path}:{n}: module path `{span}`: {fault}")


for path in sorted(files):
    is_rs = path.endswith(".rs")
    fence = False
    for n, line in enumerate(read(path).splitlines(), 1):
        if is_rs:
            m = re.match(r"\s*//[/!](?!/)(.*)", line)
            if not m:
                continue
            line = m.group(1)
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        elif not fence:
            check_line(path, n, line, is_rs)

for p in problems:
    print(p)
print(f"doc-links: {len(files)} files scanned, {len(problems)} broken references",
      file=sys.stderr)
sys.exit(1 if problems else 0)
PY
