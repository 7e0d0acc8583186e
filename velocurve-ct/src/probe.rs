//! Why a backend is skipped: what the (possibly emulated) CPU reports, what
//! the host CPU has, and whether valgrind executes the backend's
//! instructions.
//!
//! Valgrind 3.19 runs the program on a synthetic CPUID: on an AVX-512 host it
//! reports an AVX2 machine with BMI2 but *without* ADX (CPUID.(7,0):EBX bit
//! 19), although it executes `mulx`, `adcx` and `adox` correctly. velocurve's
//! dispatch follows CPUID, so under valgrind it never selects `mulx64`.

/// CPUID.(EAX=7,ECX=0):EBX as this process sees it (under valgrind: the
/// emulated value); `None` off x86-64.
pub fn cpuid7_ebx() -> Option<u32> {
    #[cfg(target_arch = "x86_64")]
    {
        // `__cpuid_count` is a safe function in current Rust but was
        // `unsafe` before 1.87 (the workspace's rust-version is older).
        #[allow(unused_unsafe)]
        // SAFETY: `cpuid` exists on every x86-64 CPU. Leaf 7 is valid on
        // every CPU that has BMI2/ADX at all; older ones return zeros or the
        // highest leaf's data, which only makes the report less informative.
        let r = unsafe { core::arch::x86_64::__cpuid_count(7, 0) };
        Some(r.ebx)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        None
    }
}

/// Whether the host kernel reports the CPU flags `flags` in /proc/cpuinfo
/// (which valgrind does not emulate: this is the real CPU).
pub fn host_has(flags: &[&str]) -> bool {
    let Ok(info) = std::fs::read_to_string("/proc/cpuinfo") else {
        return false;
    };
    let Some(line) = info.lines().find(|l| l.starts_with("flags")) else {
        return false;
    };
    flags
        .iter()
        .all(|f| line.split_whitespace().any(|w| w == *f))
}

/// Runs `mulx`, `adcx` and `adox` on known inputs and checks the results:
/// whether this CPU (or valgrind's emulation of it) executes them
/// correctly. Only call it when [`host_has`] reports `bmi2` and `adx`.
#[cfg(target_arch = "x86_64")]
pub fn mulx_adx_work() -> bool {
    #[target_feature(enable = "bmi2,adx")]
    fn probe() -> (u64, u64, u64, u64) {
        let (lo, hi): (u64, u64);
        let (mut c, mut o) = (u64::MAX, u64::MAX - 1);
        // SAFETY: register-only arithmetic (mulx, xor, adcx, adox); the
        // caller checked that the host CPU has BMI2 and ADX.
        unsafe {
            core::arch::asm!(
                "mulx {hi}, {lo}, {y}",
                "xor {z:e}, {z:e}",
                "adcx {c}, {y}",
                "adox {o}, {y}",
                "adcx {c}, {z}",
                "adox {o}, {z}",
                y = in(reg) 3u64,
                hi = out(reg) hi,
                lo = out(reg) lo,
                z = out(reg) _,
                c = inout(reg) c,
                o = inout(reg) o,
                in("rdx") u64::MAX,
                options(pure, nomem, nostack),
            );
        }
        (lo, hi, c, o)
    }
    // SAFETY: the caller checked (in /proc/cpuinfo) that the CPU has BMI2
    // and ADX.
    let r = unsafe { probe() };
    // 3 * (2^64 - 1) = 2 * 2^64 + (2^64 - 3); (2^64-1) + 3 = 2 carry 1, then
    // + 0 + CF = 3; (2^64-2) + 3 = 1 carry 1, then + 0 + OF = 2.
    r == (u64::MAX - 2, 2, 3, 2)
}
