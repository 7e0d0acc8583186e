//! The clock (fenced `rdtsc`) and what the report says about the machine.

use std::time::{Duration, Instant};

/// Reads the time-stamp counter at the start of a timed region: `lfence`
/// before (earlier instructions have completed) and after (later ones do not
/// start before the read).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn start() -> u64 {
    use core::arch::x86_64::{_mm_lfence, _rdtsc};
    // SAFETY: `lfence` (SSE2) and `rdtsc` are part of x86-64's baseline.
    unsafe {
        _mm_lfence();
        let t = _rdtsc();
        _mm_lfence();
        t
    }
}

/// Reads the time-stamp counter at the end of a timed region: `rdtscp`
/// waits for earlier instructions, `lfence` keeps later ones out.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn stop() -> u64 {
    use core::arch::x86_64::{__rdtscp, _mm_lfence};
    let mut aux = 0u32;
    // SAFETY: `rdtscp` is present on every x86-64 CPU this program targets
    // (checked in `describe`), `lfence` is baseline.
    unsafe {
        let t = __rdtscp(&mut aux);
        _mm_lfence();
        t
    }
}

#[cfg(not(target_arch = "x86_64"))]
static EPOCH: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// Elsewhere than x86-64 the "ticks" are nanoseconds.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn start() -> u64 {
    EPOCH.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn stop() -> u64 {
    start()
}

/// What the clock counts, for the report.
pub const UNIT: &str = if cfg!(target_arch = "x86_64") {
    "rdtsc ticks"
} else {
    "nanoseconds"
};

/// Ticks per nanosecond, estimated against the OS monotonic clock.
pub fn ticks_per_ns(window: Duration) -> f64 {
    let (i0, t0) = (Instant::now(), start());
    while i0.elapsed() < window {
        std::hint::spin_loop();
    }
    let (t1, i1) = (stop(), Instant::now());
    (t1 - t0) as f64 / (i1 - i0).as_nanos() as f64
}

/// Median cost of an empty timed region (reported, never subtracted).
pub fn overhead() -> u64 {
    let mut v: Vec<u64> = (0..2001)
        .map(|_| {
            let t0 = start();
            let t1 = stop();
            t1.wrapping_sub(t0)
        })
        .collect();
    v.sort_unstable();
    v[v.len() / 2]
}

/// The CPU's brand string (from `cpuid`), family and model.
#[cfg(target_arch = "x86_64")]
pub fn cpu_model() -> String {
    use core::arch::x86_64::__cpuid;
    // `cpuid` is safe to execute on every x86-64 CPU.
    let max_ext = __cpuid(0x8000_0000).eax;
    let mut brand = String::new();
    if max_ext >= 0x8000_0004 {
        let mut bytes = Vec::with_capacity(48);
        for leaf in 0x8000_0002u32..=0x8000_0004 {
            let r = __cpuid(leaf);
            for w in [r.eax, r.ebx, r.ecx, r.edx] {
                bytes.extend_from_slice(&w.to_le_bytes());
            }
        }
        brand = String::from_utf8_lossy(&bytes)
            .trim_matches(char::from(0))
            .trim()
            .to_string();
    }
    let sig = __cpuid(1).eax;
    let base_family = (sig >> 8) & 0xf;
    let family = if base_family == 0xf {
        base_family + ((sig >> 20) & 0xff)
    } else {
        base_family
    };
    let model = if base_family == 0x6 || base_family == 0xf {
        ((sig >> 4) & 0xf) | (((sig >> 16) & 0xf) << 4)
    } else {
        (sig >> 4) & 0xf
    };
    if brand.is_empty() {
        brand = "unknown x86-64".into();
    }
    format!("{brand} (family {family:#x}, model {model:#x})")
}

/// The CPU's family and model (as `cpu_model` prints them).
#[cfg(target_arch = "x86_64")]
fn family_model() -> (bool, u32, u32) {
    use core::arch::x86_64::__cpuid;
    let v = __cpuid(0);
    let amd = [v.ebx, v.edx, v.ecx]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .eq(*b"AuthenticAMD");
    let sig = __cpuid(1).eax;
    let base_family = (sig >> 8) & 0xf;
    let family = if base_family == 0xf {
        base_family + ((sig >> 20) & 0xff)
    } else {
        base_family
    };
    let model = ((sig >> 4) & 0xf) | (((sig >> 16) & 0xf) << 4);
    (amd, family, model)
}

/// The microarchitecture for the CPUs this project has run on and their
/// neighbours, from family and model (AMD's and Intel's published
/// numbering); `None` for any other, rather than a guess.
#[cfg(target_arch = "x86_64")]
pub fn uarch() -> Option<&'static str> {
    let (amd, family, model) = family_model();
    uarch_of(amd, family, model)
}

#[cfg(not(target_arch = "x86_64"))]
pub fn uarch() -> Option<&'static str> {
    None
}

pub fn uarch_of(amd: bool, family: u32, model: u32) -> Option<&'static str> {
    Some(match (amd, family, model) {
        (true, 0x17, 0x00..=0x2f) => "Zen / Zen+",
        (true, 0x17, 0x30..=0xff) => "Zen 2",
        (true, 0x19, 0x00..=0x0f | 0x20..=0x2f | 0x40..=0x5f) => "Zen 3",
        (true, 0x19, 0x10..=0x1f | 0x60..=0x7f | 0xa0..=0xaf) => "Zen 4",
        (true, 0x1a, _) => "Zen 5",
        (false, 6, 0x55) => "Skylake-SP / Cascade Lake",
        (false, 6, 0x6a | 0x6c) => "Ice Lake-SP",
        (false, 6, 0x7d | 0x7e) => "Ice Lake",
        (false, 6, 0x8c | 0x8d) => "Tiger Lake",
        (false, 6, 0x8f) => "Sapphire Rapids",
        (false, 6, 0xcf) => "Emerald Rapids",
        (false, 6, 0xad | 0xae) => "Granite Rapids",
        (false, 6, 0x97 | 0x9a) => "Alder Lake",
        (false, 6, 0xb7 | 0xba | 0xbf) => "Raptor Lake",
        _ => return None,
    })
}

#[cfg(not(target_arch = "x86_64"))]
pub fn cpu_model() -> String {
    format!("unknown ({})", std::env::consts::ARCH)
}

/// The CPU features that matter to the backends and peers.
pub fn cpu_features() -> Vec<(&'static str, bool)> {
    #[cfg(target_arch = "x86_64")]
    {
        vec![
            ("bmi2", std::is_x86_feature_detected!("bmi2")),
            ("adx", std::is_x86_feature_detected!("adx")),
            ("avx2", std::is_x86_feature_detected!("avx2")),
            ("avx512f", std::is_x86_feature_detected!("avx512f")),
            ("avx512ifma", std::is_x86_feature_detected!("avx512ifma")),
            ("avx512vl", std::is_x86_feature_detected!("avx512vl")),
        ]
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn uarch_names() {
        // This project's machines: AMD EPYC family 0x19 model 0x1 (Milan),
        // Intel family 6 model 0x8f (Sapphire Rapids).
        assert_eq!(super::uarch_of(true, 0x19, 0x01), Some("Zen 3"));
        assert_eq!(super::uarch_of(false, 6, 0x8f), Some("Sapphire Rapids"));
        assert_eq!(super::uarch_of(false, 0x19, 0x01), None);
    }
}
