//! `uarch`: latency and throughput of the instructions the vector backends
//! are built from, measured on this machine.
//!
//! ```sh
//! cargo run --release -p velocurve-bench --bin uarch
//! ```
//!
//! Each measurement runs one `asm!` loop whose body is a block of the same
//! instruction repeated (`.rept`), either as one dependent chain (latency)
//! or spread over 12 independent destination registers (throughput), and
//! divides the elapsed `rdtsc` ticks by the number of instructions. The
//! loop overhead (`dec` + `jnz` per 120-instruction block) is negligible
//! and is not subtracted.
//!
//! The time-stamp counter runs at a fixed rate (2.6 GHz on the development
//! machine), not at the core clock. So just before every measurement the
//! program also times a dependent chain of 1-cycle register-register
//! `add`s (one core cycle per instruction on every x86-64 core; not `add
//! reg, imm`, which Golden Cove class renamers fold) and reports each figure both in
//! ticks and in *core cycles* = ticks / (ticks per `add`). The ratio
//! (ticks per core cycle) is printed too: above 1 means the core runs
//! slower than the TSC, below 1 faster (boost).
//!
//! Every figure is the median of 31 runs of about 120,000 instructions each,
//! after at least 300 ms of warm-up so the core clock has ramped up.
//!
//! The register contents are zero or small; the multipliers measured here
//! are constant-time (their timing does not depend on the values).

#[cfg(target_arch = "x86_64")]
mod x86 {
    use core::arch::asm;
    use std::time::{Duration, Instant};

    /// Iterations of the 120-instruction loop body per run.
    const ITERS: u64 = 1000;
    /// Instructions per loop iteration (every kernel repeats its block so
    /// the body holds this many instructions).
    const PER_ITER: u64 = 120;

    /// Defines `fn $name(iters)`: `$setup`, then `iters` times a body of
    /// `.rept $rept` of `$block` (so `$rept * lines($block) == PER_ITER`).
    macro_rules! kernel {
        ($name:ident, $block:expr, $rept:literal) => {
            #[target_feature(enable = "avx512f,avx512ifma,avx512vl,bmi2")]
            fn $name(iters: u64) {
                // SAFETY: the caller checked the CPU features; the block
                // touches only the registers declared clobbered below.
                unsafe {
                    asm!(
                        setup!(),
                        "2:",
                        concat!(".rept ", $rept),
                        $block,
                        ".endr",
                        "dec {n}",
                        "jnz 2b",
                        n = inout(reg) iters => _,
                        out("rax") _, out("rcx") _, out("rdx") _,
                        out("r8") _, out("r9") _, out("r10") _, out("r11") _,
                        out("zmm0") _, out("zmm1") _, out("zmm2") _, out("zmm3") _,
                        out("zmm4") _, out("zmm5") _, out("zmm6") _, out("zmm7") _,
                        out("zmm8") _, out("zmm9") _, out("zmm10") _, out("zmm11") _,
                        out("zmm12") _, out("zmm13") _, out("zmm14") _, out("zmm15") _,
                        out("zmm16") _, out("zmm17") _, out("zmm18") _, out("zmm19") _,
                        out("zmm20") _, out("zmm21") _, out("zmm22") _, out("zmm23") _,
                        out("zmm24") _, out("zmm25") _, out("zmm26") _, out("zmm27") _,
                        out("zmm28") _, out("zmm29") _, out("zmm30") _, out("zmm31") _,
                        out("k1") _,
                        options(nostack),
                    );
                }
            }
        };
    }

    /// Zeroes the vector registers, sets small values in zmm14/zmm15 and an
    /// all-ones mask k1.
    macro_rules! setup {
        () => {
            "
        vpxorq zmm0, zmm0, zmm0
        vpxorq zmm1, zmm1, zmm1
        vpxorq zmm2, zmm2, zmm2
        vpxorq zmm3, zmm3, zmm3
        vpxorq zmm4, zmm4, zmm4
        vpxorq zmm5, zmm5, zmm5
        vpxorq zmm6, zmm6, zmm6
        vpxorq zmm7, zmm7, zmm7
        vpxorq zmm8, zmm8, zmm8
        vpxorq zmm9, zmm9, zmm9
        vpxorq zmm10, zmm10, zmm10
        vpxorq zmm11, zmm11, zmm11
        vpxorq zmm12, zmm12, zmm12
        vpxorq zmm13, zmm13, zmm13
        mov eax, 3
        vpbroadcastq zmm14, rax
        mov eax, 5
        vpbroadcastq zmm15, rax
        mov eax, 0xaa
        kmovw k1, eax
        mov edx, 7
        mov r8d, 1
        xor r9d, r9d
        xor r10d, r10d
        xor r11d, r11d
        xor ecx, ecx
    "
        };
    }

    /// `op r0..r11` on 12 independent destinations, `src` operands after.
    #[rustfmt::skip]
    macro_rules! indep12 {
        ($op:literal, $r:literal, $rest:literal) => {
            concat!(
                $op, " ", $r, "0, ", $rest, "\n",
                $op, " ", $r, "1, ", $rest, "\n",
                $op, " ", $r, "2, ", $rest, "\n",
                $op, " ", $r, "3, ", $rest, "\n",
                $op, " ", $r, "4, ", $rest, "\n",
                $op, " ", $r, "5, ", $rest, "\n",
                $op, " ", $r, "6, ", $rest, "\n",
                $op, " ", $r, "7, ", $rest, "\n",
                $op, " ", $r, "8, ", $rest, "\n",
                $op, " ", $r, "9, ", $rest, "\n",
                $op, " ", $r, "10, ", $rest, "\n",
                $op, " ", $r, "11, ", $rest, "\n",
            )
        };
    }

    // -- core clock reference: register-register additions (r8 = 1). A
    // chain of `add rcx, 1` is no reference on Golden Cove class cores,
    // whose renamer folds immediate additions (it ran at about 5 per
    // cycle on the Intel development VM).
    kernel!(add_chain, "add rcx, r8", 120);

    // -- IFMA, zmm
    // latency through the accumulator (the destination is also an input)
    kernel!(madd52lo_z_lat_acc, "vpmadd52luq zmm0, zmm14, zmm15", 120);
    // latency through a multiplicand (the product of one feeds the next)
    kernel!(
        madd52lo_z_lat_mul,
        "vpmadd52luq zmm1, zmm0, zmm15\nvpmadd52luq zmm0, zmm1, zmm15",
        60
    );
    kernel!(madd52hi_z_lat_acc, "vpmadd52huq zmm0, zmm14, zmm15", 120);
    kernel!(
        madd52hi_z_lat_mul,
        "vpmadd52huq zmm1, zmm0, zmm15\nvpmadd52huq zmm0, zmm1, zmm15",
        60
    );
    kernel!(
        madd52lo_z_tput,
        indep12!("vpmadd52luq", "zmm", "zmm14, zmm15"),
        10
    );
    kernel!(
        madd52hi_z_tput,
        indep12!("vpmadd52huq", "zmm", "zmm14, zmm15"),
        10
    );
    kernel!(
        madd52mix_z_tput,
        "vpmadd52luq zmm0, zmm14, zmm15\nvpmadd52huq zmm1, zmm14, zmm15
         vpmadd52luq zmm2, zmm14, zmm15\nvpmadd52huq zmm3, zmm14, zmm15
         vpmadd52luq zmm4, zmm14, zmm15\nvpmadd52huq zmm5, zmm14, zmm15
         vpmadd52luq zmm6, zmm14, zmm15\nvpmadd52huq zmm7, zmm14, zmm15
         vpmadd52luq zmm8, zmm14, zmm15\nvpmadd52huq zmm9, zmm14, zmm15
         vpmadd52luq zmm10, zmm14, zmm15\nvpmadd52huq zmm11, zmm14, zmm15",
        10
    );
    // IFMA and vpaddq interleaved (12 + 12 independent): shared ports?
    kernel!(
        madd52_add_z_tput,
        "vpmadd52luq zmm0, zmm14, zmm15\nvpaddq zmm16, zmm14, zmm15\nvpmadd52huq zmm1, zmm14, zmm15\nvpaddq zmm17, zmm14, zmm15\nvpmadd52luq zmm2, zmm14, zmm15\nvpaddq zmm18, zmm14, zmm15\nvpmadd52huq zmm3, zmm14, zmm15\nvpaddq zmm19, zmm14, zmm15\nvpmadd52luq zmm4, zmm14, zmm15\nvpaddq zmm20, zmm14, zmm15\nvpmadd52huq zmm5, zmm14, zmm15\nvpaddq zmm21, zmm14, zmm15\nvpmadd52luq zmm6, zmm14, zmm15\nvpaddq zmm22, zmm14, zmm15\nvpmadd52huq zmm7, zmm14, zmm15\nvpaddq zmm23, zmm14, zmm15\nvpmadd52luq zmm8, zmm14, zmm15\nvpaddq zmm24, zmm14, zmm15\nvpmadd52huq zmm9, zmm14, zmm15\nvpaddq zmm25, zmm14, zmm15\nvpmadd52luq zmm10, zmm14, zmm15\nvpaddq zmm26, zmm14, zmm15\nvpmadd52huq zmm11, zmm14, zmm15\nvpaddq zmm27, zmm14, zmm15",
        5
    );
    // IFMA and vpsrlq interleaved (the carries)
    kernel!(
        madd52_srl_z_tput,
        "vpmadd52luq zmm0, zmm14, zmm15\nvpsrlq zmm16, zmm14, 52\nvpmadd52huq zmm1, zmm14, zmm15\nvpsrlq zmm17, zmm14, 52\nvpmadd52luq zmm2, zmm14, zmm15\nvpsrlq zmm18, zmm14, 52\nvpmadd52huq zmm3, zmm14, zmm15\nvpsrlq zmm19, zmm14, 52\nvpmadd52luq zmm4, zmm14, zmm15\nvpsrlq zmm20, zmm14, 52\nvpmadd52huq zmm5, zmm14, zmm15\nvpsrlq zmm21, zmm14, 52\nvpmadd52luq zmm6, zmm14, zmm15\nvpsrlq zmm22, zmm14, 52\nvpmadd52huq zmm7, zmm14, zmm15\nvpsrlq zmm23, zmm14, 52\nvpmadd52luq zmm8, zmm14, zmm15\nvpsrlq zmm24, zmm14, 52\nvpmadd52huq zmm9, zmm14, zmm15\nvpsrlq zmm25, zmm14, 52\nvpmadd52luq zmm10, zmm14, zmm15\nvpsrlq zmm26, zmm14, 52\nvpmadd52huq zmm11, zmm14, zmm15\nvpsrlq zmm27, zmm14, 52",
        5
    );
    // IFMA and vpblendmq interleaved (the swaps)
    kernel!(
        madd52_blend_z_tput,
        "vpmadd52luq zmm0, zmm14, zmm15\nvpblendmq zmm16 {{k1}}, zmm14, zmm15\nvpmadd52huq zmm1, zmm14, zmm15\nvpblendmq zmm17 {{k1}}, zmm14, zmm15\nvpmadd52luq zmm2, zmm14, zmm15\nvpblendmq zmm18 {{k1}}, zmm14, zmm15\nvpmadd52huq zmm3, zmm14, zmm15\nvpblendmq zmm19 {{k1}}, zmm14, zmm15\nvpmadd52luq zmm4, zmm14, zmm15\nvpblendmq zmm20 {{k1}}, zmm14, zmm15\nvpmadd52huq zmm5, zmm14, zmm15\nvpblendmq zmm21 {{k1}}, zmm14, zmm15\nvpmadd52luq zmm6, zmm14, zmm15\nvpblendmq zmm22 {{k1}}, zmm14, zmm15\nvpmadd52huq zmm7, zmm14, zmm15\nvpblendmq zmm23 {{k1}}, zmm14, zmm15\nvpmadd52luq zmm8, zmm14, zmm15\nvpblendmq zmm24 {{k1}}, zmm14, zmm15\nvpmadd52huq zmm9, zmm14, zmm15\nvpblendmq zmm25 {{k1}}, zmm14, zmm15\nvpmadd52luq zmm10, zmm14, zmm15\nvpblendmq zmm26 {{k1}}, zmm14, zmm15\nvpmadd52huq zmm11, zmm14, zmm15\nvpblendmq zmm27 {{k1}}, zmm14, zmm15",
        5
    );

    // IFMA, vpaddq and vpsrlq together (8 + 8 + 8): the total vector-op rate
    kernel!(
        madd52_add_srl_z_tput,
        "vpmadd52luq zmm0, zmm14, zmm15\nvpaddq zmm16, zmm14, zmm15\nvpsrlq zmm24, zmm14, 52\nvpmadd52huq zmm1, zmm14, zmm15\nvpaddq zmm17, zmm14, zmm15\nvpsrlq zmm25, zmm14, 52\nvpmadd52luq zmm2, zmm14, zmm15\nvpaddq zmm18, zmm14, zmm15\nvpsrlq zmm26, zmm14, 52\nvpmadd52huq zmm3, zmm14, zmm15\nvpaddq zmm19, zmm14, zmm15\nvpsrlq zmm27, zmm14, 52\nvpmadd52luq zmm4, zmm14, zmm15\nvpaddq zmm20, zmm14, zmm15\nvpsrlq zmm24, zmm14, 52\nvpmadd52huq zmm5, zmm14, zmm15\nvpaddq zmm21, zmm14, zmm15\nvpsrlq zmm25, zmm14, 52\nvpmadd52luq zmm6, zmm14, zmm15\nvpaddq zmm22, zmm14, zmm15\nvpsrlq zmm26, zmm14, 52\nvpmadd52huq zmm7, zmm14, zmm15\nvpaddq zmm23, zmm14, zmm15\nvpsrlq zmm27, zmm14, 52",
        5
    );
    // vpsrlq and vpaddq together (12 + 12): do shifts and adds share pipes?
    kernel!(
        srl_add_z_tput,
        "vpsrlq zmm0, zmm14, 52\nvpaddq zmm16, zmm14, zmm15\nvpsrlq zmm1, zmm14, 52\nvpaddq zmm17, zmm14, zmm15\nvpsrlq zmm2, zmm14, 52\nvpaddq zmm18, zmm14, zmm15\nvpsrlq zmm3, zmm14, 52\nvpaddq zmm19, zmm14, zmm15\nvpsrlq zmm4, zmm14, 52\nvpaddq zmm20, zmm14, zmm15\nvpsrlq zmm5, zmm14, 52\nvpaddq zmm21, zmm14, zmm15\nvpsrlq zmm6, zmm14, 52\nvpaddq zmm22, zmm14, zmm15\nvpsrlq zmm7, zmm14, 52\nvpaddq zmm23, zmm14, zmm15\nvpsrlq zmm8, zmm14, 52\nvpaddq zmm24, zmm14, zmm15\nvpsrlq zmm9, zmm14, 52\nvpaddq zmm25, zmm14, zmm15\nvpsrlq zmm10, zmm14, 52\nvpaddq zmm26, zmm14, zmm15\nvpsrlq zmm11, zmm14, 52\nvpaddq zmm27, zmm14, zmm15",
        5
    );
    kernel!(paddq_y_lat, "vpaddq ymm0, ymm0, ymm15", 120);
    kernel!(srlq_y_lat, "vpsrlq ymm0, ymm0, 1", 120);

    // IFMA with distinct source registers (no operand shared between
    // neighbours): register-file read bandwidth
    kernel!(
        madd52_distinct_z_tput,
        "vpmadd52luq zmm0, zmm12, zmm13\nvpmadd52huq zmm1, zmm14, zmm15\nvpmadd52luq zmm2, zmm16, zmm17\nvpmadd52huq zmm3, zmm18, zmm19\nvpmadd52luq zmm4, zmm20, zmm21\nvpmadd52huq zmm5, zmm22, zmm23\nvpmadd52luq zmm6, zmm24, zmm25\nvpmadd52huq zmm7, zmm26, zmm27\nvpmadd52luq zmm8, zmm28, zmm29\nvpmadd52huq zmm9, zmm30, zmm31\nvpmadd52luq zmm10, zmm12, zmm13\nvpmadd52huq zmm11, zmm14, zmm15",
        10
    );
    // IFMA and vpaddq (12 + 12), sources spread over 16 registers
    kernel!(
        madd52_add_distinct_z_tput,
        "vpmadd52luq zmm0, zmm12, zmm13\nvpaddq zmm28, zmm14, zmm17\nvpmadd52huq zmm1, zmm15, zmm16\nvpaddq zmm29, zmm17, zmm20\nvpmadd52luq zmm2, zmm18, zmm19\nvpaddq zmm30, zmm20, zmm23\nvpmadd52huq zmm3, zmm21, zmm22\nvpaddq zmm31, zmm23, zmm26\nvpmadd52luq zmm4, zmm24, zmm25\nvpaddq zmm28, zmm26, zmm13\nvpmadd52huq zmm5, zmm27, zmm12\nvpaddq zmm29, zmm13, zmm16\nvpmadd52luq zmm6, zmm14, zmm15\nvpaddq zmm30, zmm16, zmm19\nvpmadd52huq zmm7, zmm17, zmm18\nvpaddq zmm31, zmm19, zmm22\nvpmadd52luq zmm8, zmm20, zmm21\nvpaddq zmm28, zmm22, zmm25\nvpmadd52huq zmm9, zmm23, zmm24\nvpaddq zmm29, zmm25, zmm12\nvpmadd52luq zmm10, zmm26, zmm27\nvpaddq zmm30, zmm12, zmm15\nvpmadd52huq zmm11, zmm13, zmm14\nvpaddq zmm31, zmm15, zmm18",
        5
    );
    // One carry round over five limbs, each round's output the next one's
    // input (latency of a round = 15 x the per-instruction figure).
    // Radix 2^51, parallel: every limb's carry computed at once.
    kernel!(
        carry51_parallel_lat,
        "vpsrlq zmm16, zmm0, 51\nvpsrlq zmm17, zmm1, 51\nvpsrlq zmm18, zmm2, 51\nvpsrlq zmm19, zmm3, 51\nvpsrlq zmm20, zmm4, 51\nvpandq zmm0, zmm0, zmm14\nvpandq zmm1, zmm1, zmm14\nvpandq zmm2, zmm2, zmm14\nvpandq zmm3, zmm3, zmm14\nvpandq zmm4, zmm4, zmm14\nvpmadd52luq zmm0, zmm20, zmm15\nvpaddq zmm1, zmm1, zmm16\nvpaddq zmm2, zmm2, zmm17\nvpaddq zmm3, zmm3, zmm18\nvpaddq zmm4, zmm4, zmm19",
        8
    );
    // Radix 2^52, sequential: the top limb's excess folded by 19 first, then
    // a carry rippling through the five limbs (what a valid 52-bit
    // multiplicand needs when the limbs are full).
    kernel!(
        carry52_sequential_lat,
        "vpsrlq zmm20, zmm4, 47\nvpandq zmm4, zmm4, zmm13\nvpmadd52luq zmm0, zmm20, zmm15\nvpsrlq zmm16, zmm0, 52\nvpandq zmm0, zmm0, zmm12\nvpaddq zmm1, zmm1, zmm16\nvpsrlq zmm17, zmm1, 52\nvpandq zmm1, zmm1, zmm12\nvpaddq zmm2, zmm2, zmm17\nvpsrlq zmm18, zmm2, 52\nvpandq zmm2, zmm2, zmm12\nvpaddq zmm3, zmm3, zmm18\nvpsrlq zmm19, zmm3, 52\nvpandq zmm3, zmm3, zmm12\nvpaddq zmm4, zmm4, zmm19",
        8
    );
    // -- IFMA, ymm
    kernel!(madd52lo_y_lat_acc, "vpmadd52luq ymm0, ymm14, ymm15", 120);
    kernel!(
        madd52lo_y_lat_mul,
        "vpmadd52luq ymm1, ymm0, ymm15\nvpmadd52luq ymm0, ymm1, ymm15",
        60
    );
    kernel!(madd52hi_y_lat_acc, "vpmadd52huq ymm0, ymm14, ymm15", 120);
    kernel!(
        madd52lo_y_tput,
        indep12!("vpmadd52luq", "ymm", "ymm14, ymm15"),
        10
    );
    kernel!(
        madd52hi_y_tput,
        indep12!("vpmadd52huq", "ymm", "ymm14, ymm15"),
        10
    );

    // -- vpmuludq
    kernel!(muludq_z_lat, "vpmuludq zmm0, zmm0, zmm15", 120);
    kernel!(
        muludq_z_tput,
        indep12!("vpmuludq", "zmm", "zmm14, zmm15"),
        10
    );
    kernel!(muludq_y_lat, "vpmuludq ymm0, ymm0, ymm15", 120);
    kernel!(
        muludq_y_tput,
        indep12!("vpmuludq", "ymm", "ymm14, ymm15"),
        10
    );

    // -- mulx (64x64 -> 128), latency of the high half through rdx
    kernel!(mulx_lat, "mulx rdx, rax, rdx", 120);
    kernel!(
        mulx_tput,
        "mulx r9, rax, r8\nmulx r10, rcx, r8\nmulx r11, rax, r8
         mulx r9, rcx, r8\nmulx r10, rax, r8\nmulx r11, rcx, r8",
        20
    );

    // -- the rest of the toolbox (zmm)
    kernel!(paddq_z_lat, "vpaddq zmm0, zmm0, zmm15", 120);
    kernel!(paddq_z_tput, indep12!("vpaddq", "zmm", "zmm14, zmm15"), 10);
    kernel!(srlq_z_tput, indep12!("vpsrlq", "zmm", "zmm14, 52"), 10);
    kernel!(srlq_z_lat, "vpsrlq zmm0, zmm0, 1", 120);
    kernel!(andq_z_tput, indep12!("vpandq", "zmm", "zmm14, zmm15"), 10);
    kernel!(blendmq_z_lat, "vpblendmq zmm0 {{k1}}, zmm0, zmm15", 120);
    kernel!(
        blendmq_z_tput,
        "vpblendmq zmm0 {{k1}}, zmm14, zmm15\nvpblendmq zmm1 {{k1}}, zmm14, zmm15
         vpblendmq zmm2 {{k1}}, zmm14, zmm15\nvpblendmq zmm3 {{k1}}, zmm14, zmm15
         vpblendmq zmm4 {{k1}}, zmm14, zmm15\nvpblendmq zmm5 {{k1}}, zmm14, zmm15
         vpblendmq zmm6 {{k1}}, zmm14, zmm15\nvpblendmq zmm7 {{k1}}, zmm14, zmm15
         vpblendmq zmm8 {{k1}}, zmm14, zmm15\nvpblendmq zmm9 {{k1}}, zmm14, zmm15
         vpblendmq zmm10 {{k1}}, zmm14, zmm15\nvpblendmq zmm11 {{k1}}, zmm14, zmm15",
        10
    );
    kernel!(
        ternlog_z_tput,
        indep12!("vpternlogq", "zmm", "zmm14, zmm15, 0xca"),
        10
    );
    kernel!(permq_z_lat, "vpermq zmm0, zmm14, zmm0", 120);
    kernel!(permq_z_tput, indep12!("vpermq", "zmm", "zmm14, zmm15"), 10);
    kernel!(alignq_z_lat, "valignq zmm0, zmm0, zmm15, 1", 120);
    kernel!(permq_y_lat, "vpermq ymm0, ymm0, 0x93", 120);
    kernel!(permq_y_tput, indep12!("vpermq", "ymm", "ymm14, 0x93"), 10);

    // -- the ymm toolbox of the four-lane single ladder (montgomery_ifma4):
    // which instructions share the two ports that execute 256-bit IFMA
    kernel!(paddq_y_tput, indep12!("vpaddq", "ymm", "ymm14, ymm15"), 10);
    kernel!(srlq_y_tput, indep12!("vpsrlq", "ymm", "ymm14, 51"), 10);
    kernel!(shufd_y_lat, "vpshufd ymm0, ymm0, 0x4e", 120);
    kernel!(permq_y_var_lat, "vpermq ymm0, ymm14, ymm0", 120);
    kernel!(subq_y_masked_lat, "vpsubq ymm0 {{k1}}, ymm0, ymm15", 120);
    // 8 IFMA + 4 vpaddq / vpsrlq / vpermq / vpshufd, independent
    kernel!(
        madd52_add_y_tput,
        "vpmadd52luq ymm0, ymm14, ymm15\nvpmadd52luq ymm1, ymm14, ymm15\nvpaddq ymm16, ymm14, ymm15\nvpmadd52luq ymm2, ymm14, ymm15\nvpmadd52luq ymm3, ymm14, ymm15\nvpaddq ymm17, ymm14, ymm15\nvpmadd52luq ymm4, ymm14, ymm15\nvpmadd52luq ymm5, ymm14, ymm15\nvpaddq ymm18, ymm14, ymm15\nvpmadd52luq ymm6, ymm14, ymm15\nvpmadd52luq ymm7, ymm14, ymm15\nvpaddq ymm19, ymm14, ymm15",
        10
    );
    kernel!(
        madd52_srl_y_tput,
        "vpmadd52luq ymm0, ymm14, ymm15\nvpmadd52luq ymm1, ymm14, ymm15\nvpsrlq ymm16, ymm14, 51\nvpmadd52luq ymm2, ymm14, ymm15\nvpmadd52luq ymm3, ymm14, ymm15\nvpsrlq ymm17, ymm14, 51\nvpmadd52luq ymm4, ymm14, ymm15\nvpmadd52luq ymm5, ymm14, ymm15\nvpsrlq ymm18, ymm14, 51\nvpmadd52luq ymm6, ymm14, ymm15\nvpmadd52luq ymm7, ymm14, ymm15\nvpsrlq ymm19, ymm14, 51",
        10
    );
    kernel!(
        madd52_perm_y_tput,
        "vpmadd52luq ymm0, ymm14, ymm15\nvpmadd52luq ymm1, ymm14, ymm15\nvpermq ymm16, ymm14, 0x4e\nvpmadd52luq ymm2, ymm14, ymm15\nvpmadd52luq ymm3, ymm14, ymm15\nvpermq ymm17, ymm14, 0x4e\nvpmadd52luq ymm4, ymm14, ymm15\nvpmadd52luq ymm5, ymm14, ymm15\nvpermq ymm18, ymm14, 0x4e\nvpmadd52luq ymm6, ymm14, ymm15\nvpmadd52luq ymm7, ymm14, ymm15\nvpermq ymm19, ymm14, 0x4e",
        10
    );
    kernel!(
        madd52_shufd_y_tput,
        "vpmadd52luq ymm0, ymm14, ymm15\nvpmadd52luq ymm1, ymm14, ymm15\nvpshufd ymm16, ymm14, 0x4e\nvpmadd52luq ymm2, ymm14, ymm15\nvpmadd52luq ymm3, ymm14, ymm15\nvpshufd ymm17, ymm14, 0x4e\nvpmadd52luq ymm4, ymm14, ymm15\nvpmadd52luq ymm5, ymm14, ymm15\nvpshufd ymm18, ymm14, 0x4e\nvpmadd52luq ymm6, ymm14, ymm15\nvpmadd52luq ymm7, ymm14, ymm15\nvpshufd ymm19, ymm14, 0x4e",
        10
    );
    // the ladder step's mix: 8 IFMA + 2 vpsrlq + 10 vpaddq, independent
    kernel!(
        ladder_mix_y_tput,
        "vpmadd52luq ymm0, ymm14, ymm15\nvpaddq ymm16, ymm14, ymm15\nvpmadd52luq ymm1, ymm14, ymm15\nvpaddq ymm17, ymm14, ymm15\nvpmadd52luq ymm2, ymm14, ymm15\nvpaddq ymm18, ymm14, ymm15\nvpsrlq ymm19, ymm14, 51\nvpmadd52luq ymm3, ymm14, ymm15\nvpaddq ymm20, ymm14, ymm15\nvpmadd52luq ymm4, ymm14, ymm15\nvpaddq ymm21, ymm14, ymm15\nvpmadd52luq ymm5, ymm14, ymm15\nvpaddq ymm22, ymm14, ymm15\nvpsrlq ymm23, ymm14, 51\nvpmadd52luq ymm6, ymm14, ymm15\nvpaddq ymm24, ymm14, ymm15\nvpmadd52luq ymm7, ymm14, ymm15\nvpaddq ymm25, ymm14, ymm15\nvpaddq ymm26, ymm14, ymm15\nvpaddq ymm27, ymm14, ymm15",
        6
    );

    /// A kernel as a plain `fn(u64)`; called only after `main` has
    /// checked the CPU features.
    macro_rules! k {
        ($f:ident) => {{
            fn w(n: u64) {
                // SAFETY: `main` checked AVX-512F/IFMA/VL and BMI2 before
                // any kernel runs.
                unsafe { $f(n) }
            }
            w as fn(u64)
        }};
    }

    /// (instruction, what is measured, kernel).
    type Row = (&'static str, &'static str, fn(u64));

    /// One run of `f`: ticks per instruction.
    fn run(f: fn(u64)) -> f64 {
        let t0 = crate_timer_start();
        f(ITERS);
        let t1 = crate_timer_stop();
        (t1 - t0) as f64 / (ITERS * PER_ITER) as f64
    }

    #[inline(always)]
    fn crate_timer_start() -> u64 {
        use core::arch::x86_64::{_mm_lfence, _rdtsc};
        // SAFETY: `lfence` and `rdtsc` are baseline x86-64.
        unsafe {
            _mm_lfence();
            let t = _rdtsc();
            _mm_lfence();
            t
        }
    }

    #[inline(always)]
    fn crate_timer_stop() -> u64 {
        use core::arch::x86_64::{__rdtscp, _mm_lfence};
        let mut aux = 0u32;
        // SAFETY: `rdtscp` and `lfence` exist on every CPU with AVX-512.
        unsafe {
            let t = __rdtscp(&mut aux);
            _mm_lfence();
            t
        }
    }

    fn median(mut v: Vec<f64>) -> f64 {
        v.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
        v[v.len() / 2]
    }

    /// (ticks per instruction, ticks per core cycle), medians of 31 runs
    /// each preceded by the `add` chain.
    fn measure(f: fn(u64)) -> (f64, f64) {
        let (mut t, mut c) = (Vec::new(), Vec::new());
        for _ in 0..31 {
            c.push(run(k!(add_chain)));
            t.push(run(f));
        }
        (median(t), median(c))
    }

    pub fn main() {
        let ok = std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512ifma")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("bmi2");
        if !ok {
            println!("uarch: this CPU lacks AVX-512F/IFMA/VL or BMI2; nothing to measure");
            return;
        }
        // Warm up: let the core clock ramp up.
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(300) {
            run(k!(add_chain));
        }

        let rows: &[Row] = &[
            (
                "vpmadd52luq zmm",
                "latency (accumulator)",
                k!(madd52lo_z_lat_acc),
            ),
            (
                "vpmadd52luq zmm",
                "latency (multiplicand)",
                k!(madd52lo_z_lat_mul),
            ),
            (
                "vpmadd52huq zmm",
                "latency (accumulator)",
                k!(madd52hi_z_lat_acc),
            ),
            (
                "vpmadd52huq zmm",
                "latency (multiplicand)",
                k!(madd52hi_z_lat_mul),
            ),
            ("vpmadd52luq zmm", "recip. throughput", k!(madd52lo_z_tput)),
            ("vpmadd52huq zmm", "recip. throughput", k!(madd52hi_z_tput)),
            (
                "vpmadd52l/huq zmm",
                "recip. throughput, alternated",
                k!(madd52mix_z_tput),
            ),
            (
                "vpmadd52 + vpaddq zmm",
                "recip. throughput per instr.",
                k!(madd52_add_z_tput),
            ),
            (
                "vpmadd52 + vpsrlq zmm",
                "recip. throughput per instr.",
                k!(madd52_srl_z_tput),
            ),
            (
                "vpmadd52 + vpblendmq zmm",
                "recip. throughput per instr.",
                k!(madd52_blend_z_tput),
            ),
            (
                "vpmadd52+vpaddq+vpsrlq",
                "recip. throughput per instr.",
                k!(madd52_add_srl_z_tput),
            ),
            (
                "vpsrlq + vpaddq zmm",
                "recip. throughput per instr.",
                k!(srl_add_z_tput),
            ),
            (
                "vpmadd52 zmm, distinct srcs",
                "recip. throughput",
                k!(madd52_distinct_z_tput),
            ),
            (
                "vpmadd52+vpaddq, distinct",
                "recip. throughput per instr.",
                k!(madd52_add_distinct_z_tput),
            ),
            (
                "carry round, radix 2^51",
                "latency per instr. (parallel, 15)",
                k!(carry51_parallel_lat),
            ),
            (
                "carry round, radix 2^52",
                "latency per instr. (sequential, 15)",
                k!(carry52_sequential_lat),
            ),
            (
                "vpmadd52luq ymm",
                "latency (accumulator)",
                k!(madd52lo_y_lat_acc),
            ),
            (
                "vpmadd52luq ymm",
                "latency (multiplicand)",
                k!(madd52lo_y_lat_mul),
            ),
            (
                "vpmadd52huq ymm",
                "latency (accumulator)",
                k!(madd52hi_y_lat_acc),
            ),
            ("vpmadd52luq ymm", "recip. throughput", k!(madd52lo_y_tput)),
            ("vpmadd52huq ymm", "recip. throughput", k!(madd52hi_y_tput)),
            ("vpmuludq zmm", "latency", k!(muludq_z_lat)),
            ("vpmuludq zmm", "recip. throughput", k!(muludq_z_tput)),
            ("vpmuludq ymm", "latency", k!(muludq_y_lat)),
            ("vpmuludq ymm", "recip. throughput", k!(muludq_y_tput)),
            ("mulx r64", "latency (high half)", k!(mulx_lat)),
            ("mulx r64", "recip. throughput", k!(mulx_tput)),
            ("vpaddq zmm", "latency", k!(paddq_z_lat)),
            ("vpaddq zmm", "recip. throughput", k!(paddq_z_tput)),
            ("vpsrlq zmm, imm", "latency", k!(srlq_z_lat)),
            ("vpsrlq zmm, imm", "recip. throughput", k!(srlq_z_tput)),
            ("vpandq zmm", "recip. throughput", k!(andq_z_tput)),
            ("vpternlogq zmm", "recip. throughput", k!(ternlog_z_tput)),
            ("vpblendmq zmm{k}", "latency", k!(blendmq_z_lat)),
            ("vpblendmq zmm{k}", "recip. throughput", k!(blendmq_z_tput)),
            ("vpermq zmm (index reg)", "latency", k!(permq_z_lat)),
            (
                "vpermq zmm (index reg)",
                "recip. throughput",
                k!(permq_z_tput),
            ),
            ("valignq zmm", "latency", k!(alignq_z_lat)),
            ("vpaddq ymm", "latency", k!(paddq_y_lat)),
            ("vpsrlq ymm, imm", "latency", k!(srlq_y_lat)),
            ("vpermq ymm, imm", "latency", k!(permq_y_lat)),
            ("vpermq ymm, imm", "recip. throughput", k!(permq_y_tput)),
            ("vpaddq ymm", "recip. throughput", k!(paddq_y_tput)),
            ("vpsrlq ymm, imm", "recip. throughput", k!(srlq_y_tput)),
            ("vpshufd ymm", "latency", k!(shufd_y_lat)),
            ("vpermq ymm (index reg)", "latency", k!(permq_y_var_lat)),
            ("vpsubq ymm{k}", "latency", k!(subq_y_masked_lat)),
            (
                "8 vpmadd52 + 4 vpaddq ymm",
                "recip. throughput per instr.",
                k!(madd52_add_y_tput),
            ),
            (
                "8 vpmadd52 + 4 vpsrlq ymm",
                "recip. throughput per instr.",
                k!(madd52_srl_y_tput),
            ),
            (
                "8 vpmadd52 + 4 vpermq ymm",
                "recip. throughput per instr.",
                k!(madd52_perm_y_tput),
            ),
            (
                "8 vpmadd52 + 4 vpshufd ymm",
                "recip. throughput per instr.",
                k!(madd52_shufd_y_tput),
            ),
            (
                "8 madd52+2 srlq+10 addq ymm",
                "recip. throughput per instr.",
                k!(ladder_mix_y_tput),
            ),
        ];
        println!(
            "{:<24} {:<32} {:>8} {:>8} {:>10}",
            "instruction", "measure", "ticks", "cycles", "ticks/cyc"
        );
        for &(name, what, f) in rows {
            let (t, c) = measure(f);
            println!("{name:<24} {what:<32} {t:>8.3} {:>8.3} {c:>10.3}", t / c);
        }
    }
}

fn main() {
    #[cfg(target_arch = "x86_64")]
    x86::main();
    #[cfg(not(target_arch = "x86_64"))]
    println!("uarch: x86-64 only");
}
