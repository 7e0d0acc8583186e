//! The harness's self-check: `velocurve auto` against the forced backend
//! that runs the same code.
//!
//! In every row, `velocurve auto` calls the code of one backend
//! ([`crate::rows::auto_twin`] names that backend's column). The two cells
//! time the same instructions, so their medians must agree within the
//! run's own noise; a gap between them is a bias of the harness (the
//! column's place in the visiting order once gave up to 17 %), and bounds
//! what any other comparison in the table can resolve.
//!
//! Criterion: the ratio of the medians, auto / forced, with a 95 %
//! confidence interval from a **paired moving-block bootstrap** over the
//! rounds. The two cells of a row are sampled in the same rounds on the
//! same inputs, so the bootstrap resamples whole rounds (keeping each
//! round's pair together: a frequency dip that hits both cancels in the
//! ratio), in blocks of about `n^(1/3)` consecutive rounds (Künsch 1989;
//! Hall, Horowitz and Jing 1995), so that slow drift, which makes
//! neighbouring rounds alike, is not counted as independent evidence.
//!
//! The verdict compares that interval with a margin of 1 % ([`MARGIN`]),
//! the resolution the table claims (its ratios have two decimals): with a
//! few thousand samples the interval is a few tenths of a percent wide, so
//! a test of "exactly 1" would flag the sub-percent differences between two
//! call sites of the same code (inlining, code alignment) that no figure
//! of the table can show anyway.
//!
//! * `agree`: the whole interval is within 1 ± 1 % (the gap is below 1 %
//!   with 95 % confidence);
//! * `differ`: the whole interval is outside it (the gap is above 1 %);
//! * `unresolved`: neither (too few samples or too much noise to tell;
//!   `--quick` runs usually end here).
//!
//! The resampling is seeded from the run's seed and the row, so the
//! verdicts are reproducible from the same samples.
//!
//! What it showed (AMD EPYC, Zen 3, `--samples 3000`, 2026-11-25): with the
//! old round-robin order auto / mulx64 was 1.10–1.14 for Ed25519 `verify`
//! and `verify_zip215`, 1.03–1.06 for `verify_strict`, 1.01–1.03 for key
//! generation and signing; with the random order every row of seven runs
//! was within 0.985–1.007 except one. What remains is per process, not per
//! place in the order: the same command gives Ed25519 key generation 0.985
//! in one run and 1.022 in another (each with an interval of ±0.2 %), and
//! with address-space randomisation off (`setarch -R`) four runs gave
//! 0.997–1.000. Where the code and data of two columns land in memory is
//! worth up to about 2 % on this machine; the bootstrap cannot see it (it
//! is the same in every round of a run), the verdict can (`differ`).

use crate::harness::{Kind, Row, imp_ops};
use crate::rng::Rng;

/// Bootstrap resamples per row.
pub const RESAMPLES: usize = 1000;

/// The gap (relative) below which auto and forced count as agreeing.
pub const MARGIN: f64 = 0.01;

/// The check's outcome for one row.
#[derive(Clone, Debug)]
pub enum Agreement {
    /// Both cells measured: `ratio` = median(auto) / median(forced), and
    /// its 95 % interval.
    Measured {
        forced: String,
        ratio: f64,
        lo: f64,
        hi: f64,
    },
    /// The forced column was not measured in this row (`why`).
    Unavailable { forced: String, why: String },
}

impl Agreement {
    /// `agree`, `differ`, `unresolved` or `not measured` (see the module
    /// documentation).
    pub fn verdict(&self) -> &'static str {
        match *self {
            Agreement::Measured { lo, hi, .. } => {
                if 1.0 - MARGIN <= lo && hi <= 1.0 + MARGIN {
                    "agree"
                } else if hi < 1.0 - MARGIN || lo > 1.0 + MARGIN {
                    "differ"
                } else {
                    "unresolved"
                }
            }
            Agreement::Unavailable { .. } => "not measured",
        }
    }

    pub fn forced(&self) -> &str {
        match self {
            Agreement::Measured { forced, .. } | Agreement::Unavailable { forced, .. } => forced,
        }
    }
}

/// The check for one row from its raw samples (`ticks[j]`: impl `j`'s
/// ticks per call, in round order); `None` if the row has no measured
/// `velocurve auto` cell.
pub fn check(row: &Row, ticks: &[Vec<u64>], seed: u64) -> Option<Agreement> {
    let a = row
        .impls
        .iter()
        .position(|i| i.kind == Kind::VelocurveAuto && i.skipped.is_none())?;
    if ticks[a].is_empty() {
        return None;
    }
    let forced = crate::rows::auto_twin(row);
    let Some(f) = row.impls.iter().position(|i| i.name == forced) else {
        return Some(Agreement::Unavailable {
            forced,
            why: "no such column in this row".into(),
        });
    };
    if let Some(why) = &row.impls[f].skipped {
        return Some(Agreement::Unavailable {
            forced,
            why: why.clone(),
        });
    }
    let per_op = |j: usize| -> Vec<f64> {
        let ops = f64::from(imp_ops(row, &row.impls[j]));
        ticks[j].iter().map(|&t| t as f64 / ops).collect()
    };
    let (xa, xf) = (per_op(a), per_op(f));
    if xa.len() != xf.len() || xa.is_empty() {
        return Some(Agreement::Unavailable {
            forced,
            why: "the two cells were not sampled in the same rounds".into(),
        });
    }
    let mut rng = Rng::new(seed, &format!("agreement/{}", row.id));
    let (ratio, lo, hi) = paired_block_bootstrap(&xa, &xf, RESAMPLES, &mut rng);
    Some(Agreement::Measured {
        forced,
        ratio,
        lo,
        hi,
    })
}

/// Median of `v` (reorders it).
pub fn median(v: &mut [f64]) -> f64 {
    let n = v.len();
    let (_, &mut hi, _) = v.select_nth_unstable_by(n / 2, f64::total_cmp);
    if n % 2 == 1 {
        hi
    } else {
        let lo = v[..n / 2]
            .iter()
            .copied()
            .max_by(f64::total_cmp)
            .expect("n >= 2");
        (lo + hi) / 2.0
    }
}

/// median(a) / median(b) and its 2.5 % and 97.5 % bootstrap quantiles,
/// resampling pairs `(a[k], b[k])` in circular blocks of `ceil(n^(1/3))`.
pub fn paired_block_bootstrap(
    a: &[f64],
    b: &[f64],
    resamples: usize,
    rng: &mut Rng,
) -> (f64, f64, f64) {
    let n = a.len();
    let ratio = median(&mut a.to_vec()) / median(&mut b.to_vec());
    let block = (n as f64).cbrt().ceil().max(1.0) as usize;
    let (mut ra, mut rb) = (Vec::with_capacity(n + block), Vec::with_capacity(n + block));
    let mut ratios = Vec::with_capacity(resamples);
    for _ in 0..resamples {
        ra.clear();
        rb.clear();
        while ra.len() < n {
            let start = ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize;
            for k in 0..block {
                let idx = (start + k) % n;
                ra.push(a[idx]);
                rb.push(b[idx]);
            }
        }
        ra.truncate(n);
        rb.truncate(n);
        ratios.push(median(&mut ra) / median(&mut rb));
    }
    ratios.sort_unstable_by(f64::total_cmp);
    let q = |p: f64| ratios[((resamples - 1) as f64 * p).round() as usize];
    (ratio, q(0.025), q(0.975))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples around `centre` with a heavy right tail and a slow drift
    /// common to both columns (as on a shared machine).
    fn samples(centre: f64, n: usize, rng: &mut Rng) -> Vec<f64> {
        (0..n)
            .map(|k| {
                let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                let drift = 1.0 + 0.05 * ((k as f64) / 300.0).sin();
                let tail = if u > 0.9 { 1.5 } else { 1.0 };
                centre * drift * tail * (1.0 + 0.02 * u)
            })
            .collect()
    }

    #[test]
    fn verdicts() {
        let m = |lo, hi| Agreement::Measured {
            forced: String::new(),
            ratio: (lo + hi) / 2.0,
            lo,
            hi,
        };
        assert_eq!(m(0.997, 1.004).verdict(), "agree");
        assert_eq!(m(1.002, 1.004).verdict(), "agree");
        assert_eq!(m(1.02, 1.05).verdict(), "differ");
        assert_eq!(m(0.90, 0.98).verdict(), "differ");
        assert_eq!(m(0.98, 1.003).verdict(), "unresolved");
    }

    #[test]
    fn medians() {
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
    }

    #[test]
    fn same_distribution_agrees_and_a_two_percent_gap_does_not() {
        let mut rng = Rng::new(1, "t");
        let a = samples(1000.0, 3000, &mut rng);
        let b = samples(1000.0, 3000, &mut rng);
        let (r, lo, hi) = paired_block_bootstrap(&a, &b, 500, &mut rng);
        assert!(lo <= 1.0 && 1.0 <= hi, "{r} [{lo}, {hi}]");
        let c = samples(1020.0, 3000, &mut rng);
        let (r, lo, hi) = paired_block_bootstrap(&c, &b, 500, &mut rng);
        assert!(lo > 1.0, "{r} [{lo}, {hi}]");
        assert!((r - 1.02).abs() < 0.01, "{r}");
    }
}
