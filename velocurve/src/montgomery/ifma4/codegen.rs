//! Generator of `step.rs`: one step of the four-lane ladder as straight-line
//! code, its instructions in an order chosen by a list scheduler.
//!
//! Why generated: the step's three levels of products are separated by
//! folds, carries and lane shuffles, and the core overlaps one level's
//! tail only with instructions that appear early enough in program order.
//! Written block by block (product, fold, carry, shuffles), the same
//! instructions measured about 10 % slower than in the order below
//! (`docs/VECTOR.md`).
//!
//! # How
//!
//! [`build`] writes the step as a graph of single instructions (the
//! operations of `field/fe51x4.rs`, in the order the mathematics reads).
//! [`schedule`] then simulates an idealised core: every cycle it issues the
//! ready instructions with the longest path to the end of the step first
//! (ties by the order of [`build`]), at most one per port, with the
//! latencies and port sets measured on the development machine
//! (`vpmadd52*` 4 cycles on ports 0 and 1; shifts 1 cycle on ports 0 and 1;
//! additions, logic, blends 1 cycle on ports 0, 1 and 5; in-lane shuffles
//! 1 cycle on ports 1 and 5; `vpermq` 3 cycles on port 5). The resulting
//! issue order is the program order of the generated code; the core's own
//! scheduler then only has to follow it.
//!
//! The model is crude (it ignores the core's port assignment at rename,
//! its finite window and the register allocator), and searching orders
//! against it overfits: orders it rated better ran slower. The plain list
//! schedule is what was measured best.

extern crate alloc;

use alloc::string::String;
use alloc::vec::Vec;
use alloc::{format, vec};
use core::fmt::Write;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// A value from outside the step (constant or input): `text`.
    Extern,
    Zero,
    Lo,
    Hi,
    Add,
    MaskSub,
    MaskAdd,
    Swap,
    Shr,
    Shl,
    And,
    Perm,
    Blend,
    MaskZ,
    Opaque,
}

impl Kind {
    fn latency(self) -> u32 {
        match self {
            Kind::Lo | Kind::Hi => 4,
            Kind::Perm => 3,
            Kind::Extern | Kind::Zero | Kind::Opaque => 0,
            _ => 1,
        }
    }

    fn ports(self) -> &'static [u8] {
        match self {
            Kind::Lo | Kind::Hi | Kind::Shr | Kind::Shl => &[0, 1],
            // Listed port 5 first: the schedule then places these where
            // port 5 is free, leaving ports 0 and 1 to the IFMAs (measured
            // about 1 % faster than listing them 0, 1, 5).
            Kind::Add | Kind::MaskSub | Kind::MaskAdd | Kind::And | Kind::Blend | Kind::MaskZ => {
                &[5, 1, 0]
            }
            Kind::Swap => &[1, 5],
            Kind::Perm => &[5],
            Kind::Extern | Kind::Zero | Kind::Opaque => &[],
        }
    }
}

struct Op {
    kind: Kind,
    args: Vec<usize>,
    /// The k-mask operand (a literal or an expression), if any.
    mask: Option<String>,
    /// The variable name (or, for `Extern`, the expression).
    name: String,
}

/// The step as a graph of instructions, in construction order.
pub(crate) struct Graph {
    ops: Vec<Op>,
    out: Vec<usize>,
}

impl Graph {
    fn op(&mut self, kind: Kind, args: &[usize], mask: Option<&str>, name: String) -> usize {
        self.ops.push(Op {
            kind,
            args: args.to_vec(),
            mask: mask.map(String::from),
            name,
        });
        self.ops.len() - 1
    }

    fn ext(&mut self, expr: &str) -> usize {
        self.op(Kind::Extern, &[], None, String::from(expr))
    }
}

/// Constants and inputs of the step, as graph nodes.
struct Ins {
    mask51: usize,
    n19: usize,
    iy: usize,
    bias: [usize; 5],
    c2: [usize; 5],
    c3: [usize; 5],
    zero: usize,
}

/// One parallel carry round (`fe51x4::carry`): prefix `p` names the values.
fn carry(g: &mut Graph, ins: &Ins, z: &[usize; 5], p: &str) -> [usize; 5] {
    let c: [usize; 5] =
        core::array::from_fn(|i| g.op(Kind::Shr, &[z[i]], None, format!("{p}c{i}")));
    let m: [usize; 5] =
        core::array::from_fn(|i| g.op(Kind::And, &[z[i], ins.mask51], None, format!("{p}m{i}")));
    let r0 = g.op(Kind::Lo, &[m[0], c[4], ins.n19], None, format!("{p}r0"));
    let mut r = [r0; 5];
    for i in 1..5 {
        r[i] = g.op(Kind::Add, &[m[i], c[i - 1]], None, format!("{p}r{i}"));
    }
    r
}

/// `x * y + init`, folded (`Fe51x4::mul_add`): columns 9..0 round-robin,
/// one low and one high chain per column; prefix `p` names the values.
fn product(
    g: &mut Graph,
    ins: &Ins,
    x: &[usize; 5],
    y: &[usize; 5],
    init: &[usize; 5],
    p: &str,
) -> [usize; 5] {
    let terms = |k: usize, high: bool| -> Vec<(usize, usize)> {
        let (a, b) = crate::field::fe51x4::column_terms(k, high);
        (a..=b)
            .map(|i| (i, if high { k - 1 - i } else { k - i }))
            .collect()
    };
    let mut l: [Option<usize>; 10] = [None; 10];
    let mut h: [Option<usize>; 10] = [None; 10];
    for k in 0..5 {
        l[k] = Some(init[k]);
    }
    let (mut nl, mut nh) = ([0usize; 10], [0usize; 10]);
    for r in 0..5 {
        for k in (0..10).rev() {
            if let Some(&(i, j)) = terms(k, false).get(r) {
                let acc = l[k].unwrap_or(ins.zero);
                l[k] = Some(g.op(
                    Kind::Lo,
                    &[acc, x[i], y[j]],
                    None,
                    format!("{p}l{k}_{}", nl[k]),
                ));
                nl[k] += 1;
            }
            if let Some(&(i, j)) = terms(k, true).get(r) {
                let acc = h[k].unwrap_or(ins.zero);
                h[k] = Some(g.op(
                    Kind::Hi,
                    &[acc, x[i], y[j]],
                    None,
                    format!("{p}h{k}_{}", nh[k]),
                ));
                nh[k] += 1;
            }
        }
    }
    // t = L + 2 H for the high columns.
    let mut t = [0usize; 5];
    for k in (5..10).rev() {
        let hh = h[k].expect("every high column has high halves");
        let d = g.op(Kind::Add, &[hh, hh], None, format!("{p}d{k}"));
        t[k - 5] = match l[k] {
            Some(lk) => g.op(Kind::Add, &[lk, d], None, format!("{p}t{k}")),
            None => d,
        };
    }
    // out_i = (L_i + t + 16 t) + 2 (H_i + t).
    let mut out = [0usize; 5];
    for i in 0..5 {
        let ti = t[i];
        let s = g.op(Kind::Shl, &[ti], None, format!("{p}s{i}"));
        let s = g.op(Kind::Opaque, &[s], None, format!("{p}so{i}"));
        let li = l[i].expect("low columns start from init");
        let a = g.op(Kind::Add, &[li, ti], None, format!("{p}a{i}"));
        let b = match h[i] {
            Some(hi) => g.op(Kind::Add, &[hi, ti], None, format!("{p}b{i}")),
            None => ti,
        };
        let bb = g.op(Kind::Add, &[b, b], None, format!("{p}bb{i}"));
        let bb = g.op(Kind::Opaque, &[bb], None, format!("{p}bbo{i}"));
        let c = g.op(Kind::Add, &[a, s], None, format!("{p}e{i}"));
        out[i] = g.op(Kind::Add, &[c, bb], None, format!("{p}o{i}"));
    }
    out
}

/// The step (`montgomery::ifma4` documents the lanes and the bounds).
pub(crate) fn build() -> Graph {
    let mut g = Graph {
        ops: Vec::new(),
        out: Vec::new(),
    };
    let mask51 = g.ext("c.mask51");
    let n19 = g.ext("c.n19");
    let iy = g.ext("b.iy");
    let bias = core::array::from_fn(|i| g.ext(&format!("c.bias[{i}]")));
    let c2 = core::array::from_fn(|i| g.ext(&format!("c.c2[{i}]")));
    let c3 = core::array::from_fn(|i| g.ext(&format!("c.c3[{i}]")));
    let zero = g.op(Kind::Zero, &[], None, String::from("zero"));
    let ins = Ins {
        mask51,
        n19,
        iy,
        bias,
        c2,
        c3,
        zero,
    };
    let st: [usize; 5] = core::array::from_fn(|i| g.ext(&format!("s[{i}]")));

    // Level 1: A, B, C, D (lanes 0..3) = x_0 + z_0, x_0 - z_0, x_1 + z_1,
    // x_1 - z_1 of R_0 (lanes 0, 1) and R_1 (lanes 2, 3); then times the
    // permuted copy.
    let t: [usize; 5] = core::array::from_fn(|i| g.op(Kind::Swap, &[st[i]], None, format!("w{i}")));
    let mut h1 = [0usize; 5];
    for i in 0..5 {
        let a = g.op(Kind::Add, &[st[i], t[i]], None, format!("u{i}"));
        h1[i] = g.op(
            Kind::MaskSub,
            &[a, t[i], st[i]],
            Some("0b1010"),
            format!("had{i}"),
        );
    }
    let h1c = carry(&mut g, &ins, &h1, "k1");
    let y1: [usize; 5] =
        core::array::from_fn(|i| g.op(Kind::Perm, &[ins.iy, h1c[i]], None, format!("y1_{i}")));
    let p1 = product(&mut g, &ins, &h1c, &y1, &ins.bias, "m1");

    // Level 2: E, S, U from AA, BB, CB, DA; S^2, U^2 and a24 E.
    let t2: [usize; 5] =
        core::array::from_fn(|i| g.op(Kind::Swap, &[p1[i]], None, format!("w2_{i}")));
    let mut h2 = [0usize; 5];
    for i in 0..5 {
        let pp = g.op(
            Kind::MaskAdd,
            &[p1[i], p1[i], t2[i]],
            Some("b.kadd"),
            format!("v{i}"),
        );
        h2[i] = g.op(
            Kind::MaskSub,
            &[pp, t2[i], pp],
            Some("0b1010"),
            format!("had2_{i}"),
        );
    }
    let h2c = carry(&mut g, &ins, &h2, "k2");
    let y2: [usize; 5] = core::array::from_fn(|i| {
        g.op(
            Kind::Blend,
            &[h2c[i], ins.c2[i]],
            Some("b.ky2"),
            format!("y2_{i}"),
        )
    });
    let tp: [usize; 5] =
        core::array::from_fn(|i| g.op(Kind::MaskZ, &[t2[i]], Some("b.ky2"), format!("tp{i}")));
    let y3: [usize; 5] = core::array::from_fn(|i| {
        g.op(
            Kind::Blend,
            &[h2c[i], ins.c3[i]],
            Some("b.ky3"),
            format!("y3_{i}"),
        )
    });
    let p2 = product(&mut g, &ins, &h2c, &y2, &tp, "m2");

    // Level 3: AA BB, E F, S^2, x_1 U^2.
    let wc = carry(&mut g, &ins, &p2, "k3");
    let p3 = product(&mut g, &ins, &wc, &y3, &ins.bias, "m3");
    g.out = p3.to_vec();
    g
}

/// Longest path from each instruction to the end of the step, in cycles.
fn heights(g: &Graph) -> Vec<u32> {
    let n = g.ops.len();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, op) in g.ops.iter().enumerate() {
        for &a in &op.args {
            users[a].push(i);
        }
    }
    let mut h = vec![0u32; n];
    for i in (0..n).rev() {
        let below = users[i].iter().map(|&u| h[u]).max().unwrap_or(0);
        h[i] = g.ops[i].kind.latency() + below;
    }
    h
}

/// The list schedule described in the module documentation: instruction
/// indices in issue order.
pub(crate) fn schedule(g: &Graph) -> Vec<usize> {
    let n = g.ops.len();
    let h = heights(g);
    let mut finish: Vec<Option<u32>> = vec![None; n];
    let mut left: Vec<usize> = (0..n).collect();
    let mut order = Vec::with_capacity(n);
    let mut cycle = 0u32;
    while !left.is_empty() {
        let mut ready: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&i| {
                g.ops[i]
                    .args
                    .iter()
                    .all(|&a| finish[a].is_some_and(|f| f <= cycle))
            })
            .collect();
        ready.sort_by_key(|&i| (core::cmp::Reverse(h[i]), i));
        let mut used: Vec<u8> = Vec::new();
        for i in ready {
            let kind = g.ops[i].kind;
            let port = if kind.ports().is_empty() {
                Some(None)
            } else {
                kind.ports()
                    .iter()
                    .find(|p| !used.contains(p))
                    .map(|&p| Some(p))
            };
            if let Some(p) = port {
                if let Some(p) = p {
                    used.push(p);
                }
                finish[i] = Some(cycle + kind.latency());
                order.push(i);
                left.retain(|&j| j != i);
            }
        }
        cycle += 1;
    }
    order
}

/// One line of Rust for instruction `i`.
fn line(g: &Graph, i: usize) -> String {
    let op = &g.ops[i];
    let a = |k: usize| g.ops[op.args[k]].name.as_str();
    let m = op.mask.as_deref().unwrap_or("");
    let expr = match op.kind {
        Kind::Extern => unreachable!("externs are not emitted"),
        Kind::Zero => String::from("_mm256_setzero_si256()"),
        Kind::Lo => format!("madlo({}, {}, {})", a(0), a(1), a(2)),
        Kind::Hi => format!("madhi({}, {}, {})", a(0), a(1), a(2)),
        Kind::Add => format!("add({}, {})", a(0), a(1)),
        Kind::MaskSub => format!("mask_sub({}, {m}, {}, {})", a(0), a(1), a(2)),
        Kind::MaskAdd => format!("mask_add({}, {m}, {}, {})", a(0), a(1), a(2)),
        Kind::Swap => format!("swap_pairs({})", a(0)),
        Kind::Shr => format!("shr51({})", a(0)),
        Kind::Shl => format!("shl4({})", a(0)),
        Kind::And => format!("and({}, {})", a(0), a(1)),
        Kind::Perm => format!("permute({}, {})", a(0), a(1)),
        Kind::Blend => format!("blend({m}, {}, {})", a(0), a(1)),
        Kind::MaskZ => format!("maskz({m}, {})", a(0)),
        Kind::Opaque => format!("opaque({})", a(0)),
    };
    format!("    let {} = {expr};\n", op.name)
}

/// The Rust source of `montgomery/ifma4/step.rs`.
pub fn generate_step_source() -> String {
    let g = build();
    let order = schedule(&g);
    let mut s = String::new();
    s.push_str(
        "\
//! One step of the four-lane X25519 ladder (`montgomery::ifma4`), in the
//! instruction order of a list schedule.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- ladder4 > velocurve/src/montgomery/ifma4/step.rs
//! ```
//!
//! (`montgomery::ifma4::codegen::generate_step_source`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! The names: `w`, `u`, `had`: the sums and differences of level 1; `k1`,
//! `k2`, `k3`: the three carries (`c` carry, `m` masked limb, `r` result);
//! `y1_`: the permuted operand of level 1; `m1`, `m2`, `m3`: the three
//! products (`l<k>_<r>` / `h<k>_<r>`: the low / high chain of column `k`
//! after `r + 1` terms, `d`, `t`: the high columns, `s`, `a`, `b`, `e`,
//! `o`: the fold); `w2_`, `v`, `had2_`, `y2_`, `tp`, `y3_`: the sums,
//! differences and operands of levels 2 and 3.

use super::{BitConsts, StepConsts};
use crate::field::fe51x4::{
    add, and, blend, madhi, madlo, mask_add, mask_sub, maskz, opaque, permute, shl4, shr51,
    swap_pairs,
};
use core::arch::x86_64::{__m256i, _mm256_setzero_si256};

/// One ladder step: the state `s` (lanes 0, 1: `R_0`; lanes 2, 3: `R_1`)
/// to the next state, for the scalar bit in `b` (see `montgomery::ifma4`).
#[rustfmt::skip]
#[inline]
#[target_feature(enable = \"avx512f,avx512ifma,avx512vl\")]
pub(super) fn step(s: &[__m256i; 5], c: &StepConsts, b: &BitConsts) -> [__m256i; 5] {
",
    );
    let mut used = vec![false; g.ops.len()];
    for op in &g.ops {
        for &a in &op.args {
            used[a] = true;
        }
    }
    for &o in &g.out {
        used[o] = true;
    }
    for i in order {
        if g.ops[i].kind == Kind::Extern || !used[i] {
            continue;
        }
        s.push_str(&line(&g, i));
    }
    let out: Vec<&str> = g.out.iter().map(|&o| g.ops[o].name.as_str()).collect();
    let _ = writeln!(s, "    [{}]", out.join(", "));
    s.push_str("}\n");
    s
}
