//! The three outputs: the text table, the JSON file and the SVG chart.

use crate::agreement::Agreement;
use crate::harness::{Kind, Row, Stats};
use std::fmt::Write as _;

/// Everything about the run that is not a measurement.
pub struct Info {
    pub cpu: String,
    /// The microarchitecture, from the CPU's family and model, when known.
    pub uarch: Option<String>,
    pub cpu_features: Vec<(&'static str, bool)>,
    pub logical_cpus: usize,
    pub unit: &'static str,
    pub ticks_per_ns: f64,
    pub timer_overhead: u64,
    pub rustc: String,
    pub os: String,
    pub auto_backend: String,
    /// velocurve's git commit at build time (`unknown` outside a checkout).
    pub commit: String,
    /// (name, supported) for every backend velocurve knows.
    pub backends: Vec<(String, bool)>,
    /// (crate, version) of the peers as built, plus run-time library versions.
    pub peers: Vec<(String, String)>,
    pub samples: usize,
    pub warmup_rounds: usize,
    pub warm_call: bool,
    pub seed: u64,
    pub quick: bool,
    pub filter: Option<String>,
    pub date: String,
    pub seconds: f64,
    pub checksum: u64,
}

/// A row's cells, in column order.
pub enum Cell<'a> {
    /// The row has no implementation in this column.
    Absent,
    Skipped(&'a str),
    Measured(&'a Stats),
}

/// Columns in order of first appearance over the rows, each variant next
/// to its base ([`variants_after_base`]: `OpenSSL EC` after `OpenSSL`).
pub fn columns(rows: &[Row]) -> Vec<(String, Kind)> {
    let mut cols: Vec<(String, Kind)> = Vec::new();
    for row in rows {
        for imp in &row.impls {
            if !cols.iter().any(|(n, _)| *n == imp.name) {
                cols.push((imp.name.clone(), imp.kind));
            }
        }
    }
    variants_after_base(cols, |(n, _)| n)
}

/// `items` with each variant of a column (a name that is another item's
/// name, a space and more: `OpenSSL EC` of `OpenSSL`) moved right after
/// that column, variants in their order; everything else in its order. A
/// variant whose base is absent stays where it is.
pub fn variants_after_base<T>(items: Vec<T>, name: impl Fn(&T) -> &str) -> Vec<T> {
    let names: Vec<String> = items.iter().map(|t| name(t).to_string()).collect();
    let base_of = |n: &str| {
        names.iter().position(|b| {
            n.strip_prefix(b.as_str())
                .is_some_and(|rest| rest.starts_with(' '))
        })
    };
    let bases: Vec<Option<usize>> = names.iter().map(|n| base_of(n)).collect();
    let mut slots: Vec<Option<T>> = items.into_iter().map(Some).collect();
    let mut out = Vec::with_capacity(slots.len());
    for i in 0..slots.len() {
        if bases[i].is_some() {
            continue;
        }
        out.extend(slots[i].take());
        for j in 0..slots.len() {
            if bases[j] == Some(i) {
                out.extend(slots[j].take());
            }
        }
    }
    out
}

pub fn cells<'a>(
    row: &'a Row,
    stats: &'a [Option<Stats>],
    cols: &[(String, Kind)],
) -> Vec<Cell<'a>> {
    cols.iter()
        .map(
            |(name, _)| match row.impls.iter().position(|i| i.name == *name) {
                None => Cell::Absent,
                Some(j) => match (&row.impls[j].skipped, &stats[j]) {
                    (Some(why), _) => Cell::Skipped(why),
                    (None, Some(s)) => Cell::Measured(s),
                    (None, None) => Cell::Absent,
                },
            },
        )
        .collect()
}

/// `velocurve auto / best peer` by median, and the best peer's name.
pub fn ratio(row: &Row, stats: &[Option<Stats>]) -> Option<(f64, String)> {
    let measured = || {
        row.impls
            .iter()
            .zip(stats)
            .filter_map(|(imp, s)| s.as_ref().map(|s| (imp, s)))
    };
    let auto = measured().find(|(i, _)| i.kind == Kind::VelocurveAuto)?.1;
    let (best, s) = measured()
        .filter(|(i, _)| i.kind == Kind::Peer)
        .min_by(|a, b| a.1.median.total_cmp(&b.1.median))?;
    Some((auto.median / s.median, best.name.clone()))
}

/// `1234567.8` as `1,234,568`; below 100, one decimal (`27.4`).
pub fn ticks(v: f64) -> String {
    if v < 100.0 {
        return format!("{v:.1}");
    }
    let digits = format!("{:.0}", v);
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn cell_text(c: &Cell) -> String {
    match c {
        Cell::Absent => "—".into(),
        Cell::Skipped(_) => "skipped".into(),
        Cell::Measured(s) => ticks(s.median),
    }
}

/// Splits a column name into two header lines (`velocurve` / `auto`).
fn header_lines(name: &str) -> (String, String) {
    match name.split_once(['/', ' ']) {
        Some((a, b)) => (a.to_string(), b.to_string()),
        None => (String::new(), name.to_string()),
    }
}

fn width(s: &str) -> usize {
    s.chars().count()
}

fn pad_left(s: &str, w: usize) -> String {
    format!("{}{s}", " ".repeat(w.saturating_sub(width(s))))
}

fn pad_right(s: &str, w: usize) -> String {
    format!("{s}{}", " ".repeat(w.saturating_sub(width(s))))
}

/// The text table.
pub fn table(rows: &[Row], stats: &[Vec<Option<Stats>>], unit: &str) -> String {
    let cols = columns(rows);
    let mut grid: Vec<Vec<String>> = Vec::new();
    let (mut h1, mut h2) = (vec![String::new()], vec![format!("median {unit}/op")]);
    for (name, _) in &cols {
        let (a, b) = header_lines(name);
        h1.push(a);
        h2.push(b);
    }
    h1.push("ratio".into());
    h2.push("auto/best peer".into());
    for (row, st) in rows.iter().zip(stats) {
        let mut line = vec![row.title.to_string()];
        line.extend(cells(row, st, &cols).iter().map(cell_text));
        line.push(match ratio(row, st) {
            Some((r, best)) => format!("{r:.2} ({best})"),
            None => "—".into(),
        });
        grid.push(line);
    }
    let ncol = cols.len() + 2;
    let widths: Vec<usize> = (0..ncol)
        .map(|c| {
            grid.iter()
                .map(|l| width(&l[c]))
                .chain([width(&h1[c]), width(&h2[c])])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let fmt_line = |l: &[String]| -> String {
        let mut s = String::new();
        for (c, text) in l.iter().enumerate() {
            if c > 0 {
                s.push_str("  ");
            }
            // First column and the ratio column are left-aligned.
            if c == 0 || c == ncol - 1 {
                s.push_str(&pad_right(text, widths[c]));
            } else {
                s.push_str(&pad_left(text, widths[c]));
            }
        }
        s.trim_end().to_string()
    };
    let mut out = String::new();
    out.push_str(&fmt_line(&h1));
    out.push('\n');
    out.push_str(&fmt_line(&h2));
    out.push('\n');
    let total: usize = widths.iter().sum::<usize>() + 2 * (ncol - 1);
    out.push_str(&"─".repeat(total));
    out.push('\n');
    for l in &grid {
        out.push_str(&fmt_line(l));
        out.push('\n');
    }
    out
}

// ---------------------------------------------------- the cost of cofactor 1

/// One Curve13318 row against its X25519 row (`rows::COFACTOR_PAIRS`).
pub struct Cofactor {
    /// Index of the Curve13318 row.
    pub row: usize,
    /// The X25519 row's id, and its index if it is in this run.
    pub baseline: (&'static str, Option<usize>),
    /// Per velocurve column of the Curve13318 row: median(Curve13318) /
    /// median(X25519) in that column, when both cells were measured.
    pub ratios: Vec<(String, Option<f64>)>,
}

/// The cost of cofactor 1 for every Curve13318 row of the run.
pub fn cofactor(rows: &[Row], stats: &[Vec<Option<Stats>>]) -> Vec<Cofactor> {
    let median = |r: usize, name: &str| -> Option<f64> {
        let j = rows[r].impls.iter().position(|i| i.name == name)?;
        stats[r][j].as_ref().map(|s| s.median)
    };
    crate::rows::COFACTOR_PAIRS
        .iter()
        .filter_map(|&(id, base)| {
            let r = rows.iter().position(|row| row.id == id)?;
            let b = rows.iter().position(|row| row.id == base);
            let ratios = rows[r]
                .impls
                .iter()
                .filter(|i| i.kind != Kind::Peer)
                .map(|i| {
                    let v = b.and_then(|b| Some(median(r, &i.name)? / median(b, &i.name)?));
                    (i.name.clone(), v)
                })
                .collect();
            Some(Cofactor {
                row: r,
                baseline: (base, b),
                ratios,
            })
        })
        .collect()
}

/// The text of the cost of cofactor 1 (empty without Curve13318 rows).
pub fn cofactor_table(rows: &[Row], cof: &[Cofactor]) -> String {
    let Some(first) = cof.first() else {
        return String::new();
    };
    let mut out = String::from(
        "cost of cofactor 1: Curve13318 / X25519, by median, in the same run and column (Schwabe–Sprenkels, \"The complete cost of cofactor h = 1\", Table 1: 1.47 on Haswell)\n",
    );
    let names: Vec<&str> = first.ratios.iter().map(|(n, _)| n.as_str()).collect();
    let mut grid: Vec<Vec<String>> = vec![
        std::iter::once(String::new())
            .chain(names.iter().map(|n| n.to_string()))
            .collect(),
    ];
    for c in cof {
        let title = match c.baseline {
            (_, Some(b)) => format!("{} / {}", rows[c.row].title, rows[b].title),
            (id, None) => format!("{} ({id} not in this run)", rows[c.row].title),
        };
        let mut line = vec![title];
        for n in &names {
            let v = c.ratios.iter().find(|(m, _)| m == n).and_then(|(_, v)| *v);
            line.push(v.map_or("—".into(), |v| format!("{v:.2}")));
        }
        grid.push(line);
    }
    let w: Vec<usize> = (0..=names.len())
        .map(|c| grid.iter().map(|l| width(&l[c])).max().unwrap_or(0))
        .collect();
    for l in &grid {
        let mut s = format!("  {}", pad_right(&l[0], w[0]));
        for (c, text) in l.iter().enumerate().skip(1) {
            s.push_str("  ");
            s.push_str(&pad_left(text, w[c]));
        }
        out.push_str(s.trim_end());
        out.push('\n');
    }
    out
}

// ---------------------------------------------------------------------- JSON

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_num(v: f64) -> String {
    if v.is_finite() {
        format!("{v:.2}")
    } else {
        "null".into()
    }
}

/// How the harness orders the cells of a round (in the JSON).
pub const ORDER: &str = "a fresh seeded random permutation of the cells every round";

/// The JSON document (schema `velocurve-bench/2`: `/1` plus
/// `velocurve.commit`, `machine.uarch`, `config.order` and each row's
/// `auto_vs_forced`; Curve13318 rows also carry `cost_of_cofactor_1`, their
/// X25519 row's id and, per velocurve column, Curve13318 / X25519 by
/// median, `null` where a cell is missing).
pub fn json(
    rows: &[Row],
    stats: &[Vec<Option<Stats>>],
    agreements: &[Option<Agreement>],
    info: &Info,
) -> String {
    let cof = cofactor(rows, stats);
    let mut o = String::new();
    o.push_str("{\n  \"schema\": \"velocurve-bench/2\",\n");
    let _ = writeln!(o, "  \"date\": {},", json_str(&info.date));
    let _ = writeln!(o, "  \"unit\": {},", json_str(info.unit));
    o.push_str("  \"machine\": {\n");
    let _ = writeln!(o, "    \"cpu\": {},", json_str(&info.cpu));
    let uarch = info.uarch.as_deref().map_or("null".into(), json_str);
    let _ = writeln!(o, "    \"uarch\": {uarch},");
    let feats: Vec<String> = info
        .cpu_features
        .iter()
        .map(|(n, on)| format!("{}: {on}", json_str(n)))
        .collect();
    let _ = writeln!(o, "    \"cpu_features\": {{{}}},", feats.join(", "));
    let _ = writeln!(o, "    \"logical_cpus\": {},", info.logical_cpus);
    let _ = writeln!(o, "    \"os\": {},", json_str(&info.os));
    let _ = writeln!(o, "    \"tsc_ghz\": {:.4},", info.ticks_per_ns);
    let _ = writeln!(o, "    \"timer_overhead_ticks\": {},", info.timer_overhead);
    let _ = writeln!(o, "    \"rustc\": {}", json_str(&info.rustc));
    o.push_str("  },\n  \"velocurve\": {\n");
    let _ = writeln!(o, "    \"commit\": {},", json_str(&info.commit));
    let _ = writeln!(o, "    \"auto_backend\": {},", json_str(&info.auto_backend));
    let bes: Vec<String> = info
        .backends
        .iter()
        .map(|(n, s)| format!("{{\"name\": {}, \"supported\": {s}}}", json_str(n)))
        .collect();
    let _ = writeln!(o, "    \"backends\": [{}]", bes.join(", "));
    o.push_str("  },\n");
    let peers: Vec<String> = info
        .peers
        .iter()
        .map(|(n, v)| format!("{}: {}", json_str(n), json_str(v)))
        .collect();
    let _ = writeln!(o, "  \"peers\": {{{}}},", peers.join(", "));
    o.push_str("  \"config\": {\n");
    let _ = writeln!(o, "    \"samples\": {},", info.samples);
    let _ = writeln!(o, "    \"warmup_rounds\": {},", info.warmup_rounds);
    let _ = writeln!(
        o,
        "    \"warm_call_before_each_sample\": {},",
        info.warm_call
    );
    let _ = writeln!(o, "    \"input_pool\": {},", crate::harness::POOL);
    let _ = writeln!(o, "    \"order\": {},", json_str(ORDER));
    let _ = writeln!(o, "    \"seed\": {},", info.seed);
    let _ = writeln!(o, "    \"quick\": {},", info.quick);
    let filter = info.filter.as_deref().map_or("null".into(), json_str);
    let _ = writeln!(o, "    \"filter\": {filter}");
    o.push_str("  },\n  \"rows\": [\n");
    for (r, ((row, st), ag)) in rows.iter().zip(stats).zip(agreements).enumerate() {
        o.push_str("    {\n");
        let _ = writeln!(o, "      \"id\": {},", json_str(row.id));
        let _ = writeln!(o, "      \"title\": {},", json_str(row.title));
        let _ = writeln!(o, "      \"ops_per_call\": {},", row.ops_per_call);
        let _ = writeln!(o, "      \"note\": {},", json_str(&row.note));
        match ratio(row, st) {
            Some((v, best)) => {
                let _ = writeln!(o, "      \"ratio_auto_over_best_peer\": {},", json_num(v));
                let _ = writeln!(o, "      \"best_peer\": {},", json_str(&best));
            }
            None => o.push_str(
                "      \"ratio_auto_over_best_peer\": null,\n      \"best_peer\": null,\n",
            ),
        }
        let _ = writeln!(
            o,
            "      \"auto_vs_forced\": {},",
            json_agreement(ag.as_ref())
        );
        if let Some(c) = cof.iter().find(|c| c.row == r) {
            let ratios: Vec<String> = c
                .ratios
                .iter()
                .map(|(n, v)| {
                    let v = v.map_or("null".into(), |v| format!("{v:.4}"));
                    format!("{}: {v}", json_str(n))
                })
                .collect();
            let _ = writeln!(
                o,
                "      \"cost_of_cofactor_1\": {{\"baseline\": {}, \"baseline_in_run\": {}, \"ratios\": {{{}}}}},",
                json_str(c.baseline.0),
                c.baseline.1.is_some(),
                ratios.join(", ")
            );
        }
        o.push_str("      \"results\": [\n");
        let n = row.impls.len();
        for (j, (imp, s)) in row.impls.iter().zip(st).enumerate() {
            let kind = match imp.kind {
                Kind::VelocurveAuto => "velocurve-auto",
                Kind::VelocurveForced => "velocurve-backend",
                Kind::Peer => "peer",
            };
            let _ = write!(
                o,
                "        {{\"impl\": {}, \"kind\": {}",
                json_str(&imp.name),
                json_str(kind)
            );
            match (&imp.skipped, s) {
                (Some(why), _) => {
                    let _ = write!(o, ", \"skipped\": {}", json_str(why));
                }
                (None, Some(s)) => {
                    let _ = write!(
                        o,
                        ", \"median\": {}, \"min\": {}, \"p10\": {}, \"p90\": {}, \"samples\": {}",
                        json_num(s.median),
                        json_num(s.min),
                        json_num(s.p10),
                        json_num(s.p90),
                        s.samples
                    );
                }
                (None, None) => o.push_str(", \"skipped\": \"not measured\""),
            }
            o.push_str(if j + 1 < n { "},\n" } else { "}\n" });
        }
        o.push_str("      ]\n");
        o.push_str(if r + 1 < rows.len() {
            "    },\n"
        } else {
            "    }\n"
        });
    }
    o.push_str("  ],\n");
    let _ = writeln!(o, "  \"seconds\": {:.1},", info.seconds);
    let _ = writeln!(o, "  \"checksum\": \"{:016x}\"", info.checksum);
    o.push_str("}\n");
    o
}

/// A row's `auto_vs_forced` object (`null` without an auto cell).
fn json_agreement(ag: Option<&Agreement>) -> String {
    let Some(ag) = ag else {
        return "null".into();
    };
    let head = format!(
        "{{\"forced\": {}, \"verdict\": {}",
        json_str(ag.forced()),
        json_str(ag.verdict())
    );
    match ag {
        Agreement::Measured { ratio, lo, hi, .. } => format!(
            "{head}, \"ratio\": {ratio:.4}, \"ci95\": [{lo:.4}, {hi:.4}], \"method\": \"paired moving-block bootstrap of the ratio of medians, {} resamples\"}}",
            crate::agreement::RESAMPLES
        ),
        Agreement::Unavailable { why, .. } => format!("{head}, \"why\": {}}}", json_str(why)),
    }
}

/// The text of the agreement check, one line per row with an auto cell.
pub fn agreement_table(rows: &[Row], agreements: &[Option<Agreement>]) -> String {
    let lines: Vec<[String; 4]> = rows
        .iter()
        .zip(agreements)
        .filter_map(|(row, ag)| {
            let ag = ag.as_ref()?;
            Some(match ag {
                Agreement::Measured { ratio, lo, hi, .. } => [
                    row.title.to_string(),
                    format!("{ratio:.3}"),
                    format!("[{lo:.3}, {hi:.3}]"),
                    ag.verdict().to_string(),
                ],
                Agreement::Unavailable { forced, why } => [
                    row.title.to_string(),
                    "—".into(),
                    String::new(),
                    format!("not measured: {forced}: {why}"),
                ],
            })
        })
        .collect();
    let Some(first) = agreements.iter().flatten().next() else {
        return String::new();
    };
    let mut out = format!(
        "auto vs forced: velocurve auto / {} (the same code), by median, with its 95 % interval (paired block bootstrap over the rounds); agree: the interval is within 1 ± {m} %, differ: outside it, unresolved: neither\n",
        first.forced(),
        m = crate::agreement::MARGIN * 100.0
    );
    let w: Vec<usize> = (0..4)
        .map(|c| lines.iter().map(|l| width(&l[c])).max().unwrap_or(0))
        .collect();
    for l in &lines {
        let s = format!(
            "  {}  {}  {}  {}",
            pad_right(&l[0], w[0]),
            pad_left(&l[1], w[1]),
            pad_right(&l[2], w[2]),
            l[3]
        );
        out.push_str(s.trim_end());
        out.push('\n');
    }
    let measured: Vec<&Agreement> = agreements
        .iter()
        .flatten()
        .filter(|a| matches!(a, Agreement::Measured { .. }))
        .collect();
    let count = |v: &str| measured.iter().filter(|a| a.verdict() == v).count();
    let _ = write!(out, "  {} of {} rows agree", count("agree"), measured.len());
    for v in ["differ", "unresolved"] {
        if count(v) > 0 {
            let _ = write!(out, ", {} {v}", count(v));
        }
    }
    if count("differ") > 0 {
        out.push_str(
            " (a gap between two columns running the same code is a bias of the harness or of the machine's state: it bounds what the other columns can resolve)",
        );
    }
    out.push('\n');
    out
}

// ----------------------------------------------------------------------- SVG

fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Writes `text` as grey lines of at most `max_chars` characters starting at
/// baseline `y`, breaking at spaces; returns the baseline of the last line.
fn wrapped(body: &mut String, y: f64, size: f64, text: &str, max_chars: usize) -> f64 {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split(' ') {
        let cur = lines.last_mut().expect("lines is never empty");
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > max_chars {
            lines.push(word.to_string());
        } else {
            if !cur.is_empty() {
                cur.push(' ');
            }
            cur.push_str(word);
        }
    }
    let mut y = y;
    for (k, line) in lines.iter().enumerate() {
        if k > 0 {
            y += size + 3.0;
        }
        let _ = writeln!(
            body,
            r##"<text x="20" y="{y}" font-size="{size}" fill="#444">{}</text>"##,
            xml(line)
        );
    }
    y
}

/// Kelly's 22 colours of maximum contrast (Kelly 1965, "Twenty-two colors
/// of maximum contrast"), without white and black, in his order (each
/// differs most from those before it).
pub const PALETTE: [&str; 20] = [
    "#F3C300", "#875692", "#F38400", "#A1CAF1", "#BE0032", "#C2B280", "#848482", "#008856",
    "#E68FAC", "#0067A5", "#F99379", "#604E97", "#F6A600", "#B3446C", "#DCD300", "#882D17",
    "#8DB600", "#654522", "#E25822", "#2B3D26",
];

/// Palette slots of the columns this program has: each keeps its colour in
/// every chart, whatever rows are selected. The velocurve columns take
/// warm, strong colours, the peers cool or neutral ones; no two are alike.
const FIXED: [(&str, usize); 14] = [
    ("velocurve auto", 4),       // vivid red
    ("velocurve/portable51", 0), // vivid yellow
    ("velocurve/mulx64", 2),     // vivid orange
    ("velocurve/avx2", 8),       // strong purplish pink
    ("velocurve/ifma", 15),      // strong reddish brown
    ("dalek", 9),                // strong blue
    ("ring", 7),                 // vivid green
    ("aws-lc-rs", 1),            // strong purple
    ("OpenSSL", 6),              // medium grey
    ("OpenSSL EC", 19),          // dark olive green
    ("libsodium", 3),            // very light blue
    ("zebra", 16),               // vivid yellowish green
    ("RustCrypto", 5),           // greyish yellow
    ("curve13318-haswell", 11),  // strong violet
];

/// The colour of every column of a chart: the fixed one for a known name,
/// otherwise the next palette entry no column of the chart uses, in column
/// order (so a chart's colours are always distinct, up to 20 columns).
pub fn colours(names: &[&str]) -> Vec<&'static str> {
    let fixed = |n: &str| FIXED.iter().find(|(f, _)| *f == n).map(|&(_, k)| k);
    let mut used: Vec<usize> = names.iter().filter_map(|n| fixed(n)).collect();
    names
        .iter()
        .map(|n| {
            let k = fixed(n).unwrap_or_else(|| {
                let k = (0..PALETTE.len())
                    .find(|k| !used.contains(k))
                    .unwrap_or(used.len() % PALETTE.len());
                used.push(k);
                k
            });
            PALETTE[k]
        })
        .collect()
}

/// A grouped horizontal bar chart: one group per row, one bar per column,
/// each group on its own linear scale (bars relative to the slowest in the
/// group), medians written at the bar ends.
pub fn svg(rows: &[Row], stats: &[Vec<Option<Stats>>], info: &Info) -> String {
    const W: f64 = 980.0;
    const LABEL_X: f64 = 200.0;
    const BAR_X: f64 = 210.0;
    const PLOT_W: f64 = 620.0;
    const BAR_H: f64 = 16.0;
    const GAP: f64 = 4.0;
    let cols = columns(rows);
    let names: Vec<&str> = cols.iter().map(|(n, _)| n.as_str()).collect();
    let palette = colours(&names);
    let mut body = String::new();
    let mut y = 24.0;
    let _ = writeln!(
        body,
        r#"<text x="20" y="{y}" font-size="18" font-weight="bold">velocurve-bench: median {} per operation (lower is better)</text>"#,
        xml(info.unit)
    );
    y += 20.0;
    let sub = format!(
        "{} · TSC {:.2} GHz (ticks, not core cycles) · auto backend {} · {} · {} samples, interleaved · {}",
        info.cpu, info.ticks_per_ns, info.auto_backend, info.rustc, info.samples, info.date
    );
    y = wrapped(&mut body, y, 11.0, &sub, 160);
    y += 16.0;
    let _ = writeln!(
        body,
        r##"<text x="20" y="{y}" font-size="11" fill="#444">Each operation has its own linear scale (bars relative to the slowest in that operation).</text>"##
    );
    // Legend, five entries per line.
    y += 14.0;
    for (k, (name, _)) in cols.iter().enumerate() {
        let (cx, cy) = (20.0 + (k % 5) as f64 * 190.0, y + (k / 5) as f64 * 18.0);
        let _ = writeln!(
            body,
            r##"<rect x="{cx}" y="{cy}" width="12" height="12" fill="{}" stroke="#333" stroke-width="0.5"/><text x="{}" y="{}" font-size="12">{}</text>"##,
            palette[k],
            cx + 17.0,
            cy + 10.5,
            xml(name)
        );
    }
    y += cols.len().div_ceil(5) as f64 * 18.0 + 14.0;

    for (row, st) in rows.iter().zip(stats) {
        let cs = cells(row, st, &cols);
        let max = cs
            .iter()
            .filter_map(|c| match c {
                Cell::Measured(s) => Some(s.median),
                _ => None,
            })
            .fold(0.0f64, f64::max);
        let ratio_text = match ratio(row, st) {
            Some((r, best)) => format!(
                "— velocurve auto / best peer ({best}) = {r:.2}{}",
                if r < 1.0 { " (faster)" } else { "" }
            ),
            None => String::new(),
        };
        y += 18.0;
        let _ = writeln!(
            body,
            r#"<text x="20" y="{y}" font-size="14" font-weight="bold">{}<tspan dx="8" font-weight="normal" font-size="12">{}</tspan></text>"#,
            xml(row.title),
            xml(&ratio_text)
        );
        if !row.note.is_empty() {
            y = wrapped(&mut body, y + 14.0, 10.5, &row.note, 165);
        }
        y += 6.0;
        let _ = writeln!(
            body,
            r##"<line x1="{BAR_X}" y1="{y}" x2="{BAR_X}" y2="{}" stroke="#999"/>"##,
            y + cs.iter().filter(|c| !matches!(c, Cell::Absent)).count() as f64 * (BAR_H + GAP)
        );
        for (k, ((name, _), c)) in cols.iter().zip(&cs).enumerate() {
            let ty = y + BAR_H - 4.0;
            match c {
                Cell::Absent => continue,
                Cell::Skipped(why) => {
                    let _ = writeln!(
                        body,
                        r##"<text x="{LABEL_X}" y="{ty}" font-size="12" text-anchor="end" fill="#888">{}</text><text x="{}" y="{ty}" font-size="11" fill="#888" font-style="italic">skipped: {}</text>"##,
                        xml(name),
                        BAR_X + 6.0,
                        xml(why)
                    );
                }
                Cell::Measured(s) => {
                    let w = if max > 0.0 {
                        (s.median / max * PLOT_W).max(1.0)
                    } else {
                        1.0
                    };
                    let bold = if name == "velocurve auto" {
                        r#" font-weight="bold""#
                    } else {
                        ""
                    };
                    let _ = writeln!(
                        body,
                        r##"<text x="{LABEL_X}" y="{ty}" font-size="12" text-anchor="end"{bold}>{}</text><rect x="{BAR_X}" y="{y}" width="{w:.1}" height="{BAR_H}" fill="{}" stroke="#333" stroke-width="0.5"><title>{}: median {}, min {}, p90 {} ({} samples)</title></rect><text x="{:.1}" y="{ty}" font-size="12"{bold}>{}</text>"##,
                        xml(name),
                        palette[k],
                        xml(name),
                        ticks(s.median),
                        ticks(s.min),
                        ticks(s.p90),
                        s.samples,
                        BAR_X + w + 6.0,
                        ticks(s.median)
                    );
                }
            }
            y += BAR_H + GAP;
        }
        y += 8.0;
    }
    y += 10.0;
    let peers = info
        .peers
        .iter()
        .map(|(n, v)| format!("{n} {v}"))
        .collect::<Vec<_>>()
        .join(", ");
    y = wrapped(&mut body, y, 10.5, &format!("Peers: {peers}"), 165);
    y += 14.0;
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{y}\" viewBox=\"0 0 {W} {y}\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n{body}</svg>\n"
    )
}

/// `YYYY-MM-DD HH:MM UTC` for a Unix time.
pub fn utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (h, m) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let yr = yoe + era * 400 + i64::from(mo <= 2);
    format!("{yr:04}-{mo:02}-{d:02} {h:02}:{m:02} UTC")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(ticks(27.44), "27.4");
        assert_eq!(ticks(123.0), "123");
        assert_eq!(ticks(1234.0), "1,234");
        assert_eq!(ticks(1234567.0), "1,234,567");
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(json_str("a\"b\n"), "\"a\\\"b\\n\"");
    }

    /// The ratio's denominator is the fastest peer column, whichever of
    /// OpenSSL's two (EVP, EC layer) that is; the EC column's header is
    /// `OpenSSL` over `EC`.
    #[test]
    fn best_peer_counts_both_openssl_columns() {
        use crate::harness::{Impl, op};
        let st = |m: f64| {
            Some(Stats {
                median: m,
                min: m,
                p10: m,
                p90: m,
                samples: 1,
            })
        };
        let imp = |name: &str, kind: Kind| Impl::new(name, kind, || Ok(()), op(|_| 0));
        let row = Row {
            id: "p256/shared",
            title: "P-256 shared",
            ops_per_call: 1,
            note: String::new(),
            impls: vec![
                imp("velocurve auto", Kind::VelocurveAuto),
                imp("OpenSSL", Kind::Peer),
                imp("OpenSSL EC", Kind::Peer),
            ],
        };
        let (r, best) = ratio(&row, &[st(50.0), st(200.0), st(100.0)]).unwrap();
        assert_eq!((r, best.as_str()), (0.5, "OpenSSL EC"));
        let (r, best) = ratio(&row, &[st(50.0), st(100.0), st(200.0)]).unwrap();
        assert_eq!((r, best.as_str()), (0.5, "OpenSSL"));
        assert_eq!(header_lines("OpenSSL EC"), ("OpenSSL".into(), "EC".into()));
        let rows = [row];
        let t = table(&rows, &[vec![st(50.0), st(200.0), st(100.0)]], "ticks");
        assert!(t.contains("0.50 (OpenSSL EC)"), "{t}");
    }

    #[test]
    fn variants_follow_their_base() {
        let v = |names: &[&'static str]| variants_after_base(names.to_vec(), |n| n);
        assert_eq!(
            v(&["ring", "OpenSSL EC", "RustCrypto", "OpenSSL", "zebra"]),
            ["ring", "RustCrypto", "OpenSSL", "OpenSSL EC", "zebra"]
        );
        // Without the base, a variant keeps its place.
        assert_eq!(v(&["OpenSSL EC", "ring"]), ["OpenSSL EC", "ring"]);
        // Other separators are not variants.
        assert_eq!(
            v(&["velocurve/mulx64", "velocurve auto", "aws-lc-rs"]),
            ["velocurve/mulx64", "velocurve auto", "aws-lc-rs"]
        );
    }

    #[test]
    fn chart_colours_are_distinct() {
        let mut slots: Vec<usize> = FIXED.iter().map(|&(_, k)| k).collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), FIXED.len(), "two columns share a colour");
        let mut names: Vec<&str> = FIXED.iter().map(|&(n, _)| n).collect();
        names.insert(3, "new peer");
        names.push("velocurve/new-backend");
        let c = colours(&names);
        let mut d = c.clone();
        d.sort_unstable();
        d.dedup();
        assert_eq!(d.len(), c.len(), "{c:?}");
        // A known column keeps its colour whatever else is charted.
        assert_eq!(colours(&["zebra"]), colours(&["dalek", "zebra"])[1..]);
    }
}
