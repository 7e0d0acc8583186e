//! Rows, implementations, the interleaved measuring loop and statistics.
//!
//! A [`Row`] is one operation (a line of the table); it holds one [`Impl`]
//! per column that implements it. Adding an operation means writing a
//! function that returns a `Row` (see `rows.rs`) and listing it in
//! `main.rs` (from `rows.rs`, `ed25519_rows.rs`, `nist_rows.rs`,
//! `nist_field_rows.rs`).

use crate::rng::Rng;
use crate::timer;
use std::hint::black_box;

/// Number of distinct inputs each implementation cycles through.
pub const POOL: usize = 64;

/// The measured part of an implementation.
pub trait Op {
    /// Untimed: get input `i` ready (for example, generate a fresh ephemeral
    /// key that the timed call will consume).
    fn prepare(&mut self, _i: usize) {}
    /// Timed: perform the operation on input `i` (`i < POOL`) and return
    /// some bits of the result, which are folded into the run's checksum.
    fn run(&mut self, i: usize) -> u64;
}

/// An [`Op`] without preparation, from a closure.
pub struct FnOp<F>(pub F);

impl<F: FnMut(usize) -> u64> Op for FnOp<F> {
    #[inline]
    fn run(&mut self, i: usize) -> u64 {
        (self.0)(i)
    }
}

/// `FnOp` boxed, for the common case.
pub fn op(f: impl FnMut(usize) -> u64 + 'static) -> Box<dyn Op> {
    Box::new(FnOp(f))
}

/// The first 8 bytes of an output, after hiding it from the optimiser.
#[inline(always)]
pub fn fold(bytes: &[u8]) -> u64 {
    let bytes = black_box(bytes);
    let mut w = [0u8; 8];
    let n = bytes.len().min(8);
    w[..n].copy_from_slice(&bytes[..n]);
    u64::from_le_bytes(w)
}

/// Which family a column belongs to; decides the ratio column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// `velocurve auto`: the numerator of the ratio.
    VelocurveAuto,
    /// A forced velocurve backend.
    VelocurveForced,
    /// Another library: candidates for the ratio's denominator.
    Peer,
}

/// One implementation of one operation: a cell of the table.
pub struct Impl {
    /// Column name, the same in every row (`velocurve auto`, `ring`, ...).
    pub name: String,
    pub kind: Kind,
    /// Why it is not measured (unsupported backend), if it is not.
    pub skipped: Option<String>,
    /// Checks outputs against an independent reference before any timing.
    pub check: Box<dyn FnMut() -> Result<(), String>>,
    pub op: Box<dyn Op>,
    /// Operations per timed call of this implementation, when it differs
    /// from the row's (a peer without a batch API runs one operation per
    /// call in a batch row).
    pub ops_per_call: Option<u32>,
}

impl Impl {
    pub fn new(
        name: impl Into<String>,
        kind: Kind,
        check: impl FnMut() -> Result<(), String> + 'static,
        op: Box<dyn Op>,
    ) -> Impl {
        Impl {
            name: name.into(),
            kind,
            skipped: None,
            check: Box::new(check),
            op,
            ops_per_call: None,
        }
    }

    /// The same implementation timing `n` operations per call (see
    /// [`Impl::ops_per_call`]).
    pub fn with_ops_per_call(mut self, n: u32) -> Impl {
        self.ops_per_call = Some(n);
        self
    }

    pub fn skipped(name: impl Into<String>, kind: Kind, why: impl Into<String>) -> Impl {
        Impl {
            name: name.into(),
            kind,
            skipped: Some(why.into()),
            check: Box::new(|| Ok(())),
            op: op(|_| 0),
            ops_per_call: None,
        }
    }
}

/// One operation: a line of the table.
pub struct Row {
    /// Stable identifier, used by `--filter` and in the JSON (`x25519/shared`).
    pub id: &'static str,
    /// Human-readable name for the table and the chart.
    pub title: &'static str,
    /// Operations per timed call (a dependent chain); results are divided
    /// by it. 1 for whole operations.
    pub ops_per_call: u32,
    /// What a cell means, shown under the table (empty for none).
    pub note: String,
    pub impls: Vec<Impl>,
}

/// Order statistics of one cell, in ticks per operation.
#[derive(Clone, Debug)]
pub struct Stats {
    pub median: f64,
    pub min: f64,
    pub p10: f64,
    pub p90: f64,
    pub samples: usize,
}

impl Stats {
    fn from_calls(mut ticks: Vec<u64>, ops_per_call: u32) -> Stats {
        ticks.sort_unstable();
        let n = ticks.len();
        let q = |f: f64| -> f64 {
            let idx = ((n - 1) as f64 * f).round() as usize;
            ticks[idx] as f64 / f64::from(ops_per_call)
        };
        let median = if n % 2 == 1 {
            ticks[n / 2] as f64
        } else {
            (ticks[n / 2 - 1] as f64 + ticks[n / 2] as f64) / 2.0
        } / f64::from(ops_per_call);
        Stats {
            median,
            min: q(0.0),
            p10: q(0.1),
            p90: q(0.9),
            samples: n,
        }
    }
}

/// Operations per timed call of `imp` in `row`.
pub fn imp_ops(row: &Row, imp: &Impl) -> u32 {
    imp.ops_per_call.unwrap_or(row.ops_per_call)
}

/// How to measure.
pub struct Plan {
    pub samples: usize,
    /// Untimed rounds first: at least this many, and for at least
    /// `warmup_time` (long enough for the core clock to ramp up).
    pub warmup_rounds: usize,
    pub warmup_time: std::time::Duration,
    /// Run one untimed call right before each timed one, so each sample
    /// sees warm caches and predictors rather than the previous column's.
    pub warm_call: bool,
    /// Seed of the visiting order (a fresh permutation of the cells every
    /// round, see [`measure`]).
    pub seed: u64,
}

/// Results of [`measure`], indexed like the rows and their impls.
pub struct Measured {
    pub stats: Vec<Vec<Option<Stats>>>,
    /// Every timed call's ticks, in round order. All cells of a row are
    /// sampled in the same rounds (the stride is per row), so the `k`-th
    /// samples of two cells of one row come from the same round and input.
    pub ticks: Vec<Vec<Vec<u64>>>,
    pub checksum: u64,
    /// Untimed rounds actually run.
    pub warmup_rounds: usize,
}

/// Runs every check; returns the failures as printable lines.
pub fn check_all(rows: &mut [Row]) -> Vec<String> {
    let mut failures = Vec::new();
    for row in rows.iter_mut() {
        for imp in row.impls.iter_mut().filter(|i| i.skipped.is_none()) {
            if let Err(e) = (imp.check)() {
                failures.push(format!("{} / {}: {e}", row.id, imp.name));
            }
        }
    }
    failures
}

/// Rounds that run every cell and record each cell's fastest call.
const STRIDE_PROBE_ROUNDS: usize = 3;
/// A row whose slowest call costs more than this many ticks is visited only
/// every `ceil(cost / STRIDE_BUDGET)` rounds (so a batch of 1,024
/// verifications gets a few hundred samples rather than the run's 10,000).
pub const STRIDE_BUDGET: u64 = 1_000_000;

/// Fisher–Yates: `order` becomes a uniformly random permutation of itself.
pub fn shuffle(order: &mut [usize], rng: &mut Rng) {
    for k in (1..order.len()).rev() {
        // Lemire's multiply-shift: uniform in 0..=k up to a bias of
        // (k + 1) / 2^64, irrelevant here.
        let j = ((u128::from(rng.next_u64()) * (k as u128 + 1)) >> 64) as usize;
        order.swap(k, j);
    }
}

/// The interleaved loop: each round visits every (row, implementation) once,
/// in a fresh random order drawn from `plan.seed`, all on the same input
/// index.
pub fn measure(rows: &mut [Row], plan: &Plan, mut progress: impl FnMut(usize)) -> Measured {
    let cells: Vec<(usize, usize)> = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.impls
                .iter()
                .enumerate()
                .filter(|(_, imp)| imp.skipped.is_none())
                .map(move |(j, _)| (r, j))
        })
        .collect();
    let mut ticks: Vec<Vec<Vec<u64>>> = rows
        .iter()
        .map(|row| {
            row.impls
                .iter()
                .map(|_| Vec::with_capacity(plan.samples))
                .collect()
        })
        .collect();
    // Expensive rows (large batches) are visited only every `stride[r]`
    // rounds, so that no row dominates the run; the stride comes from the
    // slowest cell of the row, each cell's cost being its fastest call in
    // the first rounds (the very first calls pay for page faults).
    let mut cost: Vec<Vec<u64>> = rows.iter().map(|r| vec![u64::MAX; r.impls.len()]).collect();
    let mut stride = vec![1usize; rows.len()];
    let mut checksum = 0u64;
    // The visiting order, reshuffled every round: a fixed cyclic order (even
    // rotated each round) gives each cell a fixed predecessor, whose state
    // (caches, branch predictors, the core's power state after a heavy or
    // light neighbour) biased the cell by up to 17 %.
    let mut order: Vec<usize> = (0..cells.len()).collect();
    let mut order_rng = Rng::new(plan.seed, "harness/visiting-order");
    let started = std::time::Instant::now();
    let mut warmup_rounds = None;
    let mut round = 0;
    loop {
        if warmup_rounds.is_none()
            && round >= plan.warmup_rounds
            && started.elapsed() >= plan.warmup_time
        {
            warmup_rounds = Some(round);
        }
        let timed = warmup_rounds.is_some();
        let done = warmup_rounds.map_or(0, |w| round - w);
        if done == plan.samples {
            break;
        }
        let i = round % POOL;
        if round == STRIDE_PROBE_ROUNDS {
            for (r, c) in cost.iter().enumerate() {
                let slowest = c.iter().filter(|&&t| t != u64::MAX).max().copied();
                stride[r] = slowest.map_or(1, |t| t.div_ceil(STRIDE_BUDGET).max(1) as usize);
            }
        }
        shuffle(&mut order, &mut order_rng);
        for &k in &order {
            let (r, j) = cells[k];
            if round % stride[r] != 0 {
                continue;
            }
            let op = &mut rows[r].impls[j].op;
            if plan.warm_call {
                let w = (i + POOL / 2) % POOL;
                op.prepare(w);
                checksum = checksum.rotate_left(5) ^ black_box(op.run(w));
            }
            op.prepare(i);
            let t0 = timer::start();
            let out = op.run(i);
            let t1 = timer::stop();
            checksum = checksum.rotate_left(5) ^ black_box(out);
            if round < STRIDE_PROBE_ROUNDS {
                cost[r][j] = cost[r][j].min(t1.wrapping_sub(t0));
            }
            if timed {
                ticks[r][j].push(t1.wrapping_sub(t0));
            }
        }
        if timed {
            progress(done + 1);
        }
        round += 1;
    }
    let stats = rows
        .iter()
        .zip(&ticks)
        .map(|(row, cols)| {
            cols.iter()
                .zip(&row.impls)
                .map(|(t, imp)| {
                    (!t.is_empty()).then(|| Stats::from_calls(t.clone(), imp_ops(row, imp)))
                })
                .collect()
        })
        .collect();
    Measured {
        stats,
        ticks,
        checksum,
        warmup_rounds: warmup_rounds.unwrap_or(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shuffle_is_a_seeded_permutation_that_changes_every_round() {
        let mut rng = Rng::new(1, "test");
        let mut order: Vec<usize> = (0..50).collect();
        let mut seen = Vec::new();
        for _ in 0..20 {
            shuffle(&mut order, &mut rng);
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..50).collect::<Vec<_>>());
            seen.push(order.clone());
        }
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 20, "a round repeated the previous order");
        // The same seed gives the same orders.
        let (mut a, mut b) = (Rng::new(7, "x"), Rng::new(7, "x"));
        let (mut oa, mut ob): (Vec<usize>, Vec<usize>) = ((0..9).collect(), (0..9).collect());
        shuffle(&mut oa, &mut a);
        shuffle(&mut ob, &mut b);
        assert_eq!(oa, ob);
    }

    #[test]
    fn every_position_is_equally_likely() {
        // Each of 6 cells lands first about 1/6 of the time.
        let mut rng = Rng::new(3, "uniform");
        let mut first = [0u32; 6];
        let mut order: Vec<usize> = (0..6).collect();
        for _ in 0..60_000 {
            shuffle(&mut order, &mut rng);
            first[order[0]] += 1;
        }
        for c in first {
            assert!((9_400..10_600).contains(&c), "{first:?}");
        }
    }
}
