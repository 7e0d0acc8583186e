//! Welch's t-test, accumulated online, with the cropped and second-order
//! variants of dudect (Reparaz, Balasch and Verbauwhede, "Dude, is my code
//! constant time?", DATE 2017, section II and the reference `dudect.h`).
//!
//! Each measurement is one execution time `x` of class 0 (fixed secret) or
//! 1 (random secret). The statistics kept, all updated by every
//! measurement they accept:
//!
//! * **uncropped**: every measurement;
//! * **cropped** at each of [`CROPS`] thresholds `T_i`: only measurements
//!   `x < T_i`. The thresholds are the `1 - 0.5^(10 (i + 1) / CROPS)`
//!   quantiles (about 6.7 % up to 99.9 %) of a first, discarded batch, as in
//!   `dudect.h`: long executions are mostly interrupts and other processes'
//!   work, and cropping them away keeps a leak in the bulk of the
//!   distribution from being drowned by that noise;
//! * **second order**: `(x - mean_c)^2`, with `mean_c` the running
//!   uncropped mean of the measurement's class, once [`SECOND_ORDER_AFTER`]
//!   measurements are in: it compares the classes' variances, a leak that
//!   changes the spread but not the mean.
//!
//! Means and variances use Welford's update (numerically stable in one
//! pass). Welch's statistic is `t = (m0 - m1) / sqrt(v0/n0 + v1/n1)`.
//! Under the null hypothesis (the time does not depend on the class) each
//! `t` is close to a standard normal; `|t| > 4.5` happens with probability
//! about 7e-6 per statistic, which is the threshold of the TVLA
//! methodology and of the dudect paper.

/// The number of cropping thresholds (as in `dudect.h`).
pub const CROPS: usize = 100;

/// The second-order statistic starts after this many measurements (as in
/// `dudect.h`), once the class means it centres on are settled.
pub const SECOND_ORDER_AFTER: u64 = 10_000;

/// Online mean and variance of the two classes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Welch {
    n: [u64; 2],
    mean: [f64; 2],
    m2: [f64; 2],
}

impl Welch {
    /// Adds `x` to class `class` (0 or 1).
    #[inline]
    pub fn push(&mut self, x: f64, class: usize) {
        self.n[class] += 1;
        let delta = x - self.mean[class];
        self.mean[class] += delta / self.n[class] as f64;
        self.m2[class] += delta * (x - self.mean[class]);
    }

    /// Measurements in both classes.
    pub fn count(&self) -> u64 {
        self.n[0] + self.n[1]
    }

    /// The mean of class `class`.
    pub fn mean(&self, class: usize) -> f64 {
        self.mean[class]
    }

    /// Welch's t; 0 while a class has fewer than two measurements or both
    /// variances are zero.
    pub fn t(&self) -> f64 {
        if self.n[0] < 2 || self.n[1] < 2 {
            return 0.0;
        }
        let var = |c: usize| self.m2[c] / (self.n[c] - 1) as f64;
        let se2 = var(0) / self.n[0] as f64 + var(1) / self.n[1] as f64;
        if se2 > 0.0 {
            (self.mean[0] - self.mean[1]) / se2.sqrt()
        } else if self.mean[0] == self.mean[1] {
            0.0
        } else {
            // No spread at all but different means: a certain difference.
            f64::INFINITY.copysign(self.mean[0] - self.mean[1])
        }
    }
}

/// Which statistic a [`Verdict`] is about.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Statistic {
    /// Every measurement.
    Uncropped,
    /// Measurements below the `q` quantile of the first batch.
    Cropped {
        /// The quantile, in (0, 1).
        q: f64,
    },
    /// Squared distances from the class mean.
    SecondOrder,
}

impl core::fmt::Display for Statistic {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Statistic::Uncropped => f.write_str("uncropped"),
            Statistic::Cropped { q } => write!(f, "below p{:.1}", q * 100.0),
            Statistic::SecondOrder => f.write_str("2nd order"),
        }
    }
}

/// The largest `|t|` among the statistics with enough measurements.
#[derive(Clone, Copy, Debug)]
pub struct Verdict {
    /// `|t|`.
    pub max_abs_t: f64,
    /// The statistic that gave it.
    pub statistic: Statistic,
    /// The measurements that statistic holds.
    pub count: u64,
}

/// Every statistic of one (operation, implementation).
pub struct Tests {
    thresholds: [f64; CROPS],
    quantiles: [f64; CROPS],
    uncropped: Welch,
    cropped: [Welch; CROPS],
    second: Welch,
}

impl Tests {
    /// Sets the cropping thresholds from a first batch of execution times
    /// (which the caller then discards).
    pub fn new(first_batch: &[u64]) -> Tests {
        let mut sorted = first_batch.to_vec();
        sorted.sort_unstable();
        let mut quantiles = [0.0; CROPS];
        let mut thresholds = [f64::INFINITY; CROPS];
        for i in 0..CROPS {
            let q = 1.0 - 0.5f64.powf(10.0 * (i + 1) as f64 / CROPS as f64);
            quantiles[i] = q;
            if !sorted.is_empty() {
                let idx = ((q * sorted.len() as f64) as usize).min(sorted.len() - 1);
                thresholds[i] = sorted[idx] as f64;
            }
        }
        Tests {
            thresholds,
            quantiles,
            uncropped: Welch::default(),
            cropped: [Welch::default(); CROPS],
            second: Welch::default(),
        }
    }

    /// Adds one execution time of class `class` (0 fixed, 1 random).
    #[inline]
    pub fn push(&mut self, ticks: u64, class: usize) {
        let x = ticks as f64;
        // The second-order statistic centres on the class means so far,
        // before this measurement joins them (as dudect does).
        if self.uncropped.count() >= SECOND_ORDER_AFTER {
            let centred = x - self.uncropped.mean(class);
            self.second.push(centred * centred, class);
        }
        self.uncropped.push(x, class);
        // The thresholds increase with i: the crops that keep `x` are a
        // suffix of the list.
        for (w, &t) in self.cropped.iter_mut().zip(&self.thresholds).rev() {
            if x >= t {
                break;
            }
            w.push(x, class);
        }
    }

    /// The uncropped statistic (means of both classes, t).
    pub fn uncropped(&self) -> &Welch {
        &self.uncropped
    }

    /// The largest `|t|` over the statistics holding at least `enough`
    /// measurements (the uncropped one always counts).
    pub fn verdict(&self, enough: u64) -> Verdict {
        let mut best = Verdict {
            max_abs_t: self.uncropped.t().abs(),
            statistic: Statistic::Uncropped,
            count: self.uncropped.count(),
        };
        let others = self
            .cropped
            .iter()
            .zip(self.quantiles)
            .map(|(w, q)| (w, Statistic::Cropped { q }))
            .chain(core::iter::once((&self.second, Statistic::SecondOrder)));
        for (w, statistic) in others {
            let t = w.t().abs();
            if w.count() >= enough && t > best.max_abs_t {
                best = Verdict {
                    max_abs_t: t,
                    statistic,
                    count: w.count(),
                };
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn welch_matches_the_textbook_formula() {
        // Class 0: 1, 2, 3, 4 (mean 2.5, variance 5/3); class 1: 2, 4, 6
        // (mean 4, variance 4). t = -1.5 / sqrt(5/12 + 4/3).
        let mut w = Welch::default();
        for x in [1.0, 2.0, 3.0, 4.0] {
            w.push(x, 0);
        }
        for x in [2.0, 4.0, 6.0] {
            w.push(x, 1);
        }
        let expect = -1.5 / (5.0f64 / 12.0 + 4.0 / 3.0).sqrt();
        assert!((w.t() - expect).abs() < 1e-12, "{} vs {expect}", w.t());
        assert_eq!(w.count(), 7);
    }

    #[test]
    fn identical_classes_give_t_zero_and_a_shift_is_found() {
        let mut same = Welch::default();
        let mut shifted = Welch::default();
        // The same values in both classes; then shifted by a third of
        // their standard deviation (29) in class 1: t = 10 / 1.3 ≈ 7.7.
        for i in 0..1000u64 {
            let x = (i * 7919 % 101) as f64;
            same.push(x, 0);
            same.push(x, 1);
            shifted.push(x, 0);
            shifted.push(x + 10.0, 1);
        }
        assert_eq!(same.t(), 0.0);
        assert!(shifted.t().abs() > 4.5, "{}", shifted.t());
    }

    #[test]
    fn crops_keep_only_measurements_below_their_threshold() {
        let first: Vec<u64> = (0..1000).collect();
        let mut tests = Tests::new(&first);
        // The lowest threshold is the 6.7 % quantile: 66.
        assert_eq!(tests.thresholds[0], 66.0);
        assert!(tests.thresholds.windows(2).all(|w| w[0] <= w[1]));
        // The highest is the 99.9 % quantile: 999 (kept: strictly below).
        assert_eq!(tests.thresholds[CROPS - 1], 999.0);
        for x in [10u64, 500, 999, 5000] {
            tests.push(x, 0);
        }
        assert_eq!(tests.cropped[0].count(), 1);
        assert_eq!(tests.cropped[CROPS - 1].count(), 2);
        assert_eq!(tests.uncropped().count(), 4);
        // A crop with fewer than `enough` measurements is ignored.
        assert_eq!(tests.verdict(u64::MAX).statistic, Statistic::Uncropped);
    }
}
