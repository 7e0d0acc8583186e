//! `velocurve-bench render`: the speed tables of the documentation,
//! generated from the JSON files of recorded runs, so that a figure is
//! written in one place (the JSON) and every table that cites it agrees.
//!
//! ```sh
//! cargo run --release -p velocurve-bench -- render --update README.md docs/BACKENDS.md
//! cargo run --release -p velocurve-bench -- render --check README.md docs/BACKENDS.md
//! cargo run --release -p velocurve-bench -- render --json docs/results/RUN.json   # preview every kind
//! ```
//!
//! A table lives between two marker lines:
//!
//! ```text
//! <!-- bench-table: main source=docs/results/2026-11-25-amd-epyc-zen3.json rows=x25519/keygen,x25519/shared -->
//! (generated: a label line, a blank line, the table, a blank line)
//! <!-- /bench-table -->
//! ```
//!
//! The first word is the table's kind; then `key=value` options, without
//! spaces in values:
//!
//! * `source=PATH`: the JSON file, relative to the directory the command
//!   runs in (the repository root); without it, the one `--json` given;
//! * `rows=ID,ID,...`: the rows, in that order (`ID*` for every row whose
//!   id starts with `ID`); all of the run's rows by default. An id the run
//!   does not have is an error, so a renamed row cannot silently drop out;
//! * `cols=C,C,...` (kind `columns` only): the columns, see [`Col`]; a
//!   column whose name has spaces is written with `-` for each space
//!   (`OpenSSL-EC` for the column `OpenSSL EC`).
//!
//! Kinds:
//!
//! * `main`: `velocurve auto` beside every peer in the rows, the fastest
//!   cell of each row in bold, and auto / the fastest peer;
//! * `backends`: `velocurve auto` and each forced backend measured in the
//!   rows side by side, with the fastest peer;
//! * `agreement`: the harness's self-check, auto / the forced backend
//!   running the same code with its 95 % interval and verdict;
//! * `columns`: any columns (`auto`, a backend name such as `mulx64`, a
//!   peer's column name such as `aws-lc-rs`, `best-peer`) and ratios of
//!   two of them (`avx2:mulx64`, `auto:best-peer`).
//!
//! The label line names the CPU, the date of the run, the samples per
//! cell, velocurve's commit and the JSON file. Everything outside the
//! markers is left byte for byte; `--check` changes nothing and exits with
//! status 1 if a table differs from what its JSON gives (so a hand edit of
//! a generated table fails CI rather than coming back).

use crate::report::ticks;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const OPEN: &str = "<!-- bench-table:";
const CLOSE: &str = "<!-- /bench-table -->";

pub const USAGE: &str = "\
usage: velocurve-bench render [--check] [--json PATH]... [--update] FILE...

  Regenerates every table between <!-- bench-table: KIND [source=PATH] [rows=..] [cols=..] -->
  and <!-- /bench-table --> in each FILE from the JSON result it names
  (kinds: main, backends, agreement, columns; see velocurve-bench/src/render.rs).

  --check       change nothing; exit 1 if a table differs from its JSON
  --json PATH   the source of markers without source=; with no FILE, print
                every kind of table for PATH
  --update      (optional) the FILEs follow";

// ------------------------------------------------------------- the runs

/// One cell of a recorded run.
#[derive(Clone, Debug)]
struct Cell {
    name: String,
    kind: String,
    median: Option<f64>,
    samples: Option<u64>,
}

/// The agreement check of one row, as recorded.
#[derive(Clone, Debug)]
struct Agree {
    forced: String,
    verdict: String,
    ratio: Option<f64>,
    ci: Option<(f64, f64)>,
    why: Option<String>,
}

#[derive(Clone, Debug)]
struct RunRow {
    id: String,
    title: String,
    cells: Vec<Cell>,
    agree: Option<Agree>,
}

impl RunRow {
    fn cell(&self, name: &str) -> Option<&Cell> {
        self.cells.iter().find(|c| c.name == name)
    }

    fn median(&self, name: &str) -> Option<f64> {
        self.cell(name).and_then(|c| c.median)
    }

    /// The fastest measured peer: (name, median).
    fn best_peer(&self) -> Option<(&str, f64)> {
        self.cells
            .iter()
            .filter(|c| c.kind == "peer")
            .filter_map(|c| c.median.map(|m| (c.name.as_str(), m)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }
}

/// A recorded run (a `velocurve-bench` JSON file).
#[derive(Clone, Debug)]
struct Run {
    path: String,
    cpu: String,
    uarch: Option<String>,
    logical_cpus: Option<u64>,
    date: String,
    unit: String,
    tsc_ghz: Option<f64>,
    commit: Option<String>,
    auto_backend: String,
    rows: Vec<RunRow>,
}

fn field<'a>(v: &'a Value, path: &[&str]) -> Option<&'a Value> {
    path.iter().try_fold(v, |v, k| v.get(k))
}

fn string(v: &Value, path: &[&str]) -> Option<String> {
    field(v, path)?.as_str().map(str::to_string)
}

impl Run {
    fn load(path: &str) -> Result<Run, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}"))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
        let schema = string(&v, &["schema"]).unwrap_or_default();
        if !schema.starts_with("velocurve-bench/") {
            return Err(format!(
                "{path}: not a velocurve-bench result (schema {schema:?})"
            ));
        }
        let need = |p: &[&str]| string(&v, p).ok_or_else(|| format!("{path}: no {}", p.join(".")));
        let mut rows = Vec::new();
        for r in field(&v, &["rows"])
            .and_then(Value::as_array)
            .ok_or_else(|| format!("{path}: no rows"))?
        {
            let id = string(r, &["id"]).ok_or_else(|| format!("{path}: a row without id"))?;
            let cells = field(r, &["results"])
                .and_then(Value::as_array)
                .ok_or_else(|| format!("{path}: row {id} without results"))?
                .iter()
                .map(|c| Cell {
                    name: string(c, &["impl"]).unwrap_or_default(),
                    kind: string(c, &["kind"]).unwrap_or_default(),
                    median: field(c, &["median"]).and_then(Value::as_f64),
                    samples: field(c, &["samples"]).and_then(Value::as_u64),
                })
                .collect();
            let agree = field(r, &["auto_vs_forced"])
                .filter(|a| a.is_object())
                .map(|a| Agree {
                    forced: string(a, &["forced"]).unwrap_or_default(),
                    verdict: string(a, &["verdict"]).unwrap_or_default(),
                    ratio: field(a, &["ratio"]).and_then(Value::as_f64),
                    ci: field(a, &["ci95"])
                        .and_then(Value::as_array)
                        .and_then(|c| Some((c.first()?.as_f64()?, c.get(1)?.as_f64()?))),
                    why: string(a, &["why"]),
                });
            rows.push(RunRow {
                title: string(r, &["title"]).unwrap_or_else(|| id.clone()),
                id,
                cells,
                agree,
            });
        }
        Ok(Run {
            path: path.to_string(),
            cpu: need(&["machine", "cpu"])?,
            uarch: string(&v, &["machine", "uarch"]),
            logical_cpus: field(&v, &["machine", "logical_cpus"]).and_then(Value::as_u64),
            date: need(&["date"])?,
            unit: string(&v, &["unit"]).unwrap_or_else(|| "rdtsc ticks".into()),
            tsc_ghz: field(&v, &["machine", "tsc_ghz"]).and_then(Value::as_f64),
            commit: string(&v, &["velocurve", "commit"]),
            auto_backend: need(&["velocurve", "auto_backend"])?,
            rows,
        })
    }

    /// The rows named by a `rows=` option (all without one).
    fn select(&self, spec: Option<&str>) -> Result<Vec<&RunRow>, String> {
        let Some(spec) = spec else {
            return Ok(self.rows.iter().collect());
        };
        let mut out = Vec::new();
        for want in spec.split(',').filter(|s| !s.is_empty()) {
            let found: Vec<&RunRow> = match want.strip_suffix('*') {
                Some(prefix) => self
                    .rows
                    .iter()
                    .filter(|r| r.id.starts_with(prefix))
                    .collect(),
                None => self.rows.iter().filter(|r| r.id == want).collect(),
            };
            if found.is_empty() {
                return Err(format!("{}: no row {want}", self.path));
            }
            out.extend(found);
        }
        Ok(out)
    }
}

// ----------------------------------------------------------- the tables

/// A column of a `columns` table.
#[derive(Clone, Debug, PartialEq)]
enum Col {
    /// A column of the run, by its name in the JSON (`velocurve auto`,
    /// `velocurve/mulx64`, `aws-lc-rs`): median.
    Named(String),
    /// The fastest peer of the row: its name and median.
    BestPeer,
    /// The ratio of two columns' medians.
    Ratio(Box<Col>, Box<Col>),
}

impl Col {
    /// `auto`, a backend (`mulx64`), a peer (`aws-lc-rs`; `OpenSSL-EC`
    /// for `OpenSSL EC`: marker values have no spaces), `best-peer`, or
    /// `A:B`.
    fn parse(s: &str, run: &Run) -> Result<Col, String> {
        if let Some((a, b)) = s.split_once(':') {
            return Ok(Col::Ratio(
                Box::new(Col::parse(a, run)?),
                Box::new(Col::parse(b, run)?),
            ));
        }
        // A column of the run by its name, each space written as `-`.
        let spelled = run
            .rows
            .iter()
            .flat_map(|r| &r.cells)
            .find(|c| c.name == s || c.name.replace(' ', "-") == s)
            .map(|c| c.name.clone());
        let name = match s {
            "best-peer" => return Ok(Col::BestPeer),
            "auto" => "velocurve auto".to_string(),
            _ => spelled.unwrap_or_else(|| format!("velocurve/{s}")),
        };
        if run.rows.iter().any(|r| r.cell(&name).is_some()) {
            Ok(Col::Named(name))
        } else {
            Err(format!("{}: no column {s}", run.path))
        }
    }

    fn header(&self, run: &Run) -> String {
        match self {
            Col::Named(n) if n == "velocurve auto" => format!("auto ({})", run.auto_backend),
            Col::Named(n) => n.strip_prefix("velocurve/").unwrap_or(n).to_string(),
            Col::BestPeer => "best peer".into(),
            Col::Ratio(a, b) => format!("{} / {}", a.header(run), b.header(run)),
        }
    }

    /// The median (or the ratio) in `row`, and the best peer's name where
    /// it is used.
    fn value<'a>(&self, row: &'a RunRow) -> Option<(f64, Option<&'a str>)> {
        match self {
            Col::Named(n) => row.median(n).map(|m| (m, None)),
            Col::BestPeer => row.best_peer().map(|(n, m)| (m, Some(n))),
            Col::Ratio(a, b) => {
                let (x, _) = a.value(row)?;
                let (y, peer) = b.value(row)?;
                Some((x / y, peer))
            }
        }
    }

    fn text(&self, row: &RunRow) -> String {
        match (self, self.value(row)) {
            (_, None) => "—".into(),
            (Col::Ratio(..), Some((r, None))) => format!("{r:.2}"),
            (Col::Ratio(..), Some((r, Some(p)))) => format!("{r:.2} ({p})"),
            (_, Some((m, Some(p)))) => format!("{p} {}", ticks(m)),
            (_, Some((m, None))) => ticks(m),
        }
    }
}

/// A markdown table: header, alignment (`true`: right) and cells.
fn markdown(header: &[String], right: &[bool], lines: &[Vec<String>]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let rule: Vec<&str> = right
        .iter()
        .map(|&r| if r { "---:" } else { "---" })
        .collect();
    let _ = writeln!(out, "|{}|", rule.join("|"));
    for l in lines {
        let _ = writeln!(out, "| {} |", l.join(" | "));
    }
    out
}

/// Column names of the given kind that have a cell in some row, in order
/// of first appearance, each variant after its base (`OpenSSL EC` after
/// `OpenSSL`: `report::variants_after_base`).
fn present(rows: &[&RunRow], kind: &str, measured_only: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for r in rows {
        for c in r.cells.iter().filter(|c| c.kind == kind) {
            if (!measured_only || c.median.is_some()) && !out.contains(&c.name) {
                out.push(c.name.clone());
            }
        }
    }
    crate::report::variants_after_base(out, String::as_str)
}

/// The `main` table.
fn main_table(rows: &[&RunRow]) -> String {
    let peers = present(rows, "peer", true);
    let mut header = vec!["operation".to_string(), "velocurve".to_string()];
    header.extend(peers.iter().cloned());
    header.push("velocurve / best peer".into());
    let mut right = vec![false];
    right.extend(std::iter::repeat_n(true, peers.len() + 2));
    let lines: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            let names: Vec<&str> = std::iter::once("velocurve auto")
                .chain(peers.iter().map(String::as_str))
                .collect();
            let measured: Vec<f64> = names.iter().filter_map(|n| row.median(n)).collect();
            // Bold marks the fastest of two or more.
            let best = measured
                .iter()
                .copied()
                .min_by(f64::total_cmp)
                .filter(|_| measured.len() > 1);
            let mut l = vec![row.title.clone()];
            for n in &names {
                l.push(match row.median(n) {
                    None => "—".into(),
                    Some(m) if Some(m) == best => format!("**{}**", ticks(m)),
                    Some(m) => ticks(m),
                });
            }
            l.push(
                Col::Ratio(
                    Box::new(Col::Named("velocurve auto".into())),
                    Box::new(Col::BestPeer),
                )
                .text(row),
            );
            l
        })
        .collect();
    markdown(&header, &right, &lines)
}

/// The `backends` table.
fn backends_table(run: &Run, rows: &[&RunRow]) -> String {
    let mut cols = vec![Col::Named("velocurve auto".into())];
    cols.extend(
        present(rows, "velocurve-backend", true)
            .into_iter()
            .map(Col::Named),
    );
    cols.push(Col::BestPeer);
    columns_table(run, rows, &cols)
}

/// The `agreement` table.
fn agreement_table(run: &Run, rows: &[&RunRow]) -> Result<String, String> {
    let header: Vec<String> = [
        "operation",
        &format!("auto ({})", run.auto_backend),
        "forced",
        "auto / forced",
        "95 % interval",
        "verdict",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let right = [false, true, true, true, true, false];
    let mut lines = Vec::new();
    for row in rows {
        let Some(a) = &row.agree else {
            if row.median("velocurve auto").is_some() {
                return Err(format!(
                    "{}: row {} has no auto_vs_forced (a run older than the check?)",
                    run.path, row.id
                ));
            }
            continue;
        };
        let forced = row.median(&a.forced).map_or("—".into(), |m| {
            format!("{} {}", a.forced.trim_start_matches("velocurve/"), ticks(m))
        });
        lines.push(vec![
            row.title.clone(),
            row.median("velocurve auto").map_or("—".into(), ticks),
            forced,
            a.ratio.map_or("—".into(), |r| format!("{r:.3}")),
            a.ci.map_or(String::new(), |(lo, hi)| format!("{lo:.3}–{hi:.3}")),
            match &a.why {
                Some(why) => format!("{}: {why}", a.verdict),
                None => a.verdict.clone(),
            },
        ]);
    }
    Ok(markdown(&header, &right, &lines))
}

/// A `columns` table.
fn columns_table(run: &Run, rows: &[&RunRow], cols: &[Col]) -> String {
    let mut header = vec!["operation".to_string()];
    header.extend(cols.iter().map(|c| c.header(run)));
    let mut right = vec![false];
    right.extend(std::iter::repeat_n(true, cols.len()));
    let lines: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            std::iter::once(row.title.clone())
                .chain(cols.iter().map(|c| c.text(row)))
                .collect()
        })
        .collect();
    markdown(&header, &right, &lines)
}

/// `1234` as `1,234` (and `37` as `37`, where `ticks` gives `37.0`).
fn thousands(n: u64) -> String {
    if n < 100 {
        n.to_string()
    } else {
        ticks(n as f64)
    }
}

/// The label line: what was measured where and when.
fn label(run: &Run, rows: &[&RunRow]) -> String {
    let samples: Vec<u64> = rows
        .iter()
        .flat_map(|r| r.cells.iter().filter_map(|c| c.samples))
        .collect();
    let samples = match (samples.iter().min(), samples.iter().max()) {
        (Some(lo), Some(hi)) if lo == hi => format!("{} samples per cell", thousands(*lo)),
        (Some(lo), Some(hi)) => format!("{}–{} samples per cell", thousands(*lo), thousands(*hi)),
        _ => "no samples".into(),
    };
    let mut cpu = run.cpu.clone();
    if let Some(u) = &run.uarch {
        let _ = write!(cpu, ", {u}");
    }
    if let Some(n) = run.logical_cpus {
        let _ = write!(cpu, ", {n} logical CPUs");
    }
    let tsc = run
        .tsc_ghz
        .map_or(String::new(), |g| format!(" (TSC {g:.3} GHz)"));
    format!(
        "*{cpu}; run of {}; {samples}; velocurve {} (auto = {}); median {} per operation{tsc}, lower is better. Generated from `{}` by `velocurve-bench render`: edit the JSON, not this table.*",
        run.date,
        run.commit.as_deref().unwrap_or("commit unknown"),
        run.auto_backend,
        run.unit,
        run.path
    )
}

/// The options of a marker: kind and `key=value` pairs.
struct Marker {
    kind: String,
    opts: BTreeMap<String, String>,
}

fn parse_marker(line: &str) -> Result<Marker, String> {
    let inner = line
        .trim()
        .strip_prefix(OPEN)
        .and_then(|s| s.strip_suffix("-->"))
        .ok_or("a marker is one line: <!-- bench-table: KIND key=value ... -->")?;
    let mut words = inner.split_whitespace();
    let kind = words.next().ok_or("a marker without a kind")?.to_string();
    let mut opts = BTreeMap::new();
    for w in words {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| format!("not key=value: {w}"))?;
        if !["source", "rows", "cols"].contains(&k) {
            return Err(format!("unknown option {k}= (source, rows, cols)"));
        }
        opts.insert(k.to_string(), v.to_string());
    }
    Ok(Marker { kind, opts })
}

/// The generated lines between a marker pair (label, blank, table, blank).
fn generate(m: &Marker, run: &Run) -> Result<String, String> {
    let rows = run.select(m.opts.get("rows").map(String::as_str))?;
    if m.kind != "columns" && m.opts.contains_key("cols") {
        return Err("cols= is for kind columns only".into());
    }
    let table = match m.kind.as_str() {
        "main" => main_table(&rows),
        "backends" => backends_table(run, &rows),
        "agreement" => agreement_table(run, &rows)?,
        "columns" => {
            let spec = m.opts.get("cols").ok_or("kind columns needs cols=")?;
            let cols = spec
                .split(',')
                .map(|c| Col::parse(c, run))
                .collect::<Result<Vec<_>, _>>()?;
            columns_table(run, &rows, &cols)
        }
        k => {
            return Err(format!(
                "unknown table kind {k} (main, backends, agreement, columns)"
            ));
        }
    };
    Ok(format!("{}\n\n{table}\n", label(run, &rows)))
}

/// A file's text with every table regenerated, and the tables that
/// changed (their marker lines, 1-based).
fn render_text(
    text: &str,
    default_source: Option<&str>,
    runs: &mut BTreeMap<String, Run>,
) -> Result<(String, Vec<(usize, String)>), String> {
    let mut out = String::with_capacity(text.len());
    let mut changed = Vec::new();
    let mut lines = text.split_inclusive('\n').enumerate();
    while let Some((n, line)) = lines.next() {
        out.push_str(line);
        if !line.trim_start().starts_with(OPEN) {
            if line.trim() == CLOSE {
                return Err(format!("line {}: {CLOSE} without an opening marker", n + 1));
            }
            continue;
        }
        let at = |e: String| format!("line {}: {e}", n + 1);
        let m = parse_marker(line).map_err(at)?;
        let source = m
            .opts
            .get("source")
            .map(String::as_str)
            .or(default_source)
            .ok_or_else(|| at("no source= and no --json".into()))?
            .to_string();
        if !runs.contains_key(&source) {
            runs.insert(source.clone(), Run::load(&source).map_err(at)?);
        }
        let generated = generate(&m, &runs[&source]).map_err(at)?;
        let mut old = String::new();
        let mut closed = false;
        for (_, l) in lines.by_ref() {
            if l.trim() == CLOSE {
                out.push_str(&generated);
                out.push_str(l);
                closed = true;
                break;
            }
            if l.trim_start().starts_with(OPEN) {
                return Err(at(
                    "a marker inside a table (missing <!-- /bench-table -->?)".into(),
                ));
            }
            old.push_str(l);
        }
        if !closed {
            return Err(at(format!("no {CLOSE} after it")));
        }
        if old != generated {
            changed.push((n + 1, m.kind.clone()));
        }
    }
    Ok((out, changed))
}

/// `render`'s command line; returns the exit status.
pub fn main(args: &[String]) -> u8 {
    let mut check = false;
    let mut jsons: Vec<String> = Vec::new();
    let mut files: Vec<PathBuf> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--check" => check = true,
            "--update" => {}
            "--json" => match it.next() {
                Some(p) => jsons.push(p.clone()),
                None => {
                    eprintln!("velocurve-bench render: --json needs a value\n\n{USAGE}");
                    return 2;
                }
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return 0;
            }
            s if s.starts_with("--") => {
                eprintln!("velocurve-bench render: unknown argument {s}\n\n{USAGE}");
                return 2;
            }
            f => files.push(PathBuf::from(f)),
        }
    }
    let mut runs: BTreeMap<String, Run> = BTreeMap::new();
    for j in &jsons {
        match Run::load(j) {
            Ok(r) => {
                runs.insert(j.clone(), r);
            }
            Err(e) => {
                eprintln!("velocurve-bench render: {e}");
                return 1;
            }
        }
    }
    if files.is_empty() {
        let Some(j) = jsons.first() else {
            eprintln!("velocurve-bench render: no FILE and no --json\n\n{USAGE}");
            return 2;
        };
        for kind in ["main", "backends", "agreement"] {
            let m = Marker {
                kind: kind.into(),
                opts: BTreeMap::new(),
            };
            match generate(&m, &runs[j]) {
                Ok(t) => println!("<!-- bench-table: {kind} source={j} -->\n{t}{CLOSE}\n"),
                Err(e) => eprintln!("{kind}: {e}"),
            }
        }
        return 0;
    }
    let default_source = (jsons.len() == 1).then(|| jsons[0].as_str());
    let mut status = 0;
    for f in &files {
        match render_file(f, default_source, &mut runs, check) {
            Ok(msg) => println!("{msg}"),
            Err(e) => {
                eprintln!("velocurve-bench render: {e}");
                status = 1;
            }
        }
    }
    status
}

fn render_file(
    f: &Path,
    default_source: Option<&str>,
    runs: &mut BTreeMap<String, Run>,
    check: bool,
) -> Result<String, String> {
    let name = f.display();
    let text = std::fs::read_to_string(f).map_err(|e| format!("reading {name}: {e}"))?;
    let (new, changed) =
        render_text(&text, default_source, runs).map_err(|e| format!("{name}: {e}"))?;
    let tables = new
        .lines()
        .filter(|l| l.trim_start().starts_with(OPEN))
        .count();
    if changed.is_empty() {
        let s = if tables == 1 { "" } else { "s" };
        return Ok(format!("{name}: {tables} table{s} up to date"));
    }
    let list: Vec<String> = changed
        .iter()
        .map(|(line, kind)| format!("{name}:{line} ({kind})"))
        .collect();
    if check {
        return Err(format!(
            "tables differ from their JSON (a hand edit, or a JSON changed without `render --update`): {}",
            list.join(", ")
        ));
    }
    std::fs::write(f, new).map_err(|e| format!("writing {name}: {e}"))?;
    Ok(format!("{name}: regenerated {}", list.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run() -> Run {
        let cell = |name: &str, kind: &str, median: Option<f64>| Cell {
            name: name.into(),
            kind: kind.into(),
            median,
            samples: median.map(|_| 3000),
        };
        Run {
            path: "r.json".into(),
            cpu: "CPU".into(),
            uarch: Some("Zen 3".into()),
            logical_cpus: Some(2),
            date: "2026-11-25 20:00 UTC".into(),
            unit: "rdtsc ticks".into(),
            tsc_ghz: Some(2.445),
            commit: Some("abc1234".into()),
            auto_backend: "mulx64".into(),
            rows: vec![RunRow {
                id: "x25519/shared".into(),
                title: "X25519 shared".into(),
                cells: vec![
                    cell("velocurve auto", "velocurve-auto", Some(68_000.0)),
                    cell("velocurve/mulx64", "velocurve-backend", Some(68_100.0)),
                    cell("velocurve/ifma", "velocurve-backend", None),
                    cell("dalek", "peer", Some(150_000.0)),
                    cell("aws-lc-rs", "peer", Some(70_000.0)),
                ],
                agree: Some(Agree {
                    forced: "velocurve/mulx64".into(),
                    verdict: "agree".into(),
                    ratio: Some(0.9985),
                    ci: Some((0.997, 1.001)),
                    why: None,
                }),
            }],
        }
    }

    #[test]
    fn kinds() {
        let r = run();
        let rows = r.select(None).unwrap();
        assert_eq!(
            main_table(&rows),
            "| operation | velocurve | dalek | aws-lc-rs | velocurve / best peer |\n\
             |---|---:|---:|---:|---:|\n\
             | X25519 shared | **68,000** | 150,000 | 70,000 | 0.97 (aws-lc-rs) |\n"
        );
        assert_eq!(
            backends_table(&r, &rows),
            "| operation | auto (mulx64) | mulx64 | best peer |\n\
             |---|---:|---:|---:|\n\
             | X25519 shared | 68,000 | 68,100 | aws-lc-rs 70,000 |\n"
        );
        let cols: Vec<Col> = ["mulx64", "ifma", "auto:mulx64", "auto:best-peer"]
            .iter()
            .map(|c| Col::parse(c, &r).unwrap())
            .collect();
        assert_eq!(
            columns_table(&r, &rows, &cols),
            "| operation | mulx64 | ifma | auto (mulx64) / mulx64 | auto (mulx64) / best peer |\n\
             |---|---:|---:|---:|---:|\n\
             | X25519 shared | 68,100 | — | 1.00 | 0.97 (aws-lc-rs) |\n"
        );
        assert!(Col::parse("avx9", &r).is_err());
        assert!(r.select(Some("x25519/nope")).is_err());
        assert_eq!(r.select(Some("x25519/*")).unwrap().len(), 1);
    }

    /// The NIST shared-secret rows have two OpenSSL columns (EVP and the
    /// EC layer); the faster is the best peer where it is the fastest, and
    /// `OpenSSL-EC` names the second in `cols=`. Older runs have only
    /// `OpenSSL`.
    #[test]
    fn two_openssl_columns() {
        let mut r = run();
        let cell = |name: &str, median: f64| Cell {
            name: name.into(),
            kind: "peer".into(),
            median: Some(median),
            samples: Some(3000),
        };
        r.rows[0].id = "p256/shared".into();
        r.rows[0].title = "P-256 shared".into();
        r.rows[0].cells.truncate(3);
        // The EC column first (as in a key-generation row before a
        // shared-secret row): the table puts it after `OpenSSL`.
        r.rows[0].cells.push(cell("OpenSSL EC", 90_000.0));
        r.rows[0].cells.push(cell("OpenSSL", 140_000.0));
        let rows = r.select(None).unwrap();
        assert_eq!(
            main_table(&rows),
            "| operation | velocurve | OpenSSL | OpenSSL EC | velocurve / best peer |\n\
             |---|---:|---:|---:|---:|\n\
             | P-256 shared | **68,000** | 140,000 | 90,000 | 0.76 (OpenSSL EC) |\n"
        );
        let cols: Vec<Col> = ["OpenSSL", "OpenSSL-EC", "best-peer", "OpenSSL-EC:OpenSSL"]
            .iter()
            .map(|c| Col::parse(c, &r).unwrap())
            .collect();
        assert_eq!(cols[1], Col::Named("OpenSSL EC".into()));
        assert_eq!(
            columns_table(&r, &rows, &cols),
            "| operation | OpenSSL | OpenSSL EC | best peer | OpenSSL EC / OpenSSL |\n\
             |---|---:|---:|---:|---:|\n\
             | P-256 shared | 140,000 | 90,000 | OpenSSL EC 90,000 | 0.64 |\n"
        );
        // A run recorded before the column: no such column.
        assert!(Col::parse("OpenSSL-EC", &run()).is_err());
    }

    #[test]
    fn markers_are_regenerated_and_the_rest_kept() {
        let mut runs = BTreeMap::new();
        runs.insert("r.json".to_string(), run());
        let doc = "intro\n<!-- bench-table: main source=r.json -->\nhand-typed\n<!-- /bench-table -->\noutro\n";
        let (out, changed) = render_text(doc, None, &mut runs).unwrap();
        assert_eq!(changed, vec![(2, "main".to_string())]);
        assert!(out.starts_with("intro\n<!-- bench-table: main source=r.json -->\n*CPU, Zen 3"));
        assert!(out.ends_with("|\n\n<!-- /bench-table -->\noutro\n"));
        assert!(out.contains("velocurve abc1234 (auto = mulx64)"));
        assert!(out.contains("; 3,000 samples per cell;"));
        assert_eq!(thousands(37), "37");
        // Regenerating the result changes nothing.
        let (again, changed) = render_text(&out, None, &mut runs).unwrap();
        assert_eq!(again, out);
        assert!(changed.is_empty());
        // Errors name the line.
        let bad = "x\n<!-- bench-table: main source=r.json -->\n";
        assert!(
            render_text(bad, None, &mut runs)
                .unwrap_err()
                .starts_with("line 2:")
        );
        let bad = "<!-- bench-table: nope source=r.json -->\n<!-- /bench-table -->\n";
        assert!(render_text(bad, None, &mut runs).is_err());
    }
}
