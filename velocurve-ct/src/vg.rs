//! Valgrind client requests, written out by hand.
//!
//! A client request is valgrind's documented "special instruction sequence"
//! (`valgrind.h`, `__SPECIAL_INSTRUCTION_PREAMBLE` for amd64): four `rol`s of
//! `rdi` by 3, 13, 61 and 51 bits (128 in all, so `rdi` is unchanged) followed
//! by `xchg rbx, rbx`, with `rax` pointing at six words — the request code and
//! five arguments — and the result returned in `rdx`. On a real CPU the
//! sequence does nothing and `rdx` keeps the default value put in it, so every
//! request is a no-op (returning 0) when the program is not run under
//! valgrind. Valgrind recognises the sequence while translating and performs
//! the request instead.
//!
//! The request codes are those of `valgrind.h` and `memcheck.h` (valgrind
//! 3.19; they have been stable since 3.x): memcheck's requests are
//! `VG_USERREQ_TOOL_BASE('M','C') + n`.

/// `VG_USERREQ__RUNNING_ON_VALGRIND`.
const RUNNING_ON_VALGRIND: usize = 0x1001;
/// `VG_USERREQ__COUNT_ERRORS`.
const COUNT_ERRORS: usize = 0x1201;
/// `VG_USERREQ_TOOL_BASE('M','C')`.
const MC_BASE: usize = ((b'M' as usize) << 24) | ((b'C' as usize) << 16);
/// `VG_USERREQ__MAKE_MEM_UNDEFINED`.
const MAKE_MEM_UNDEFINED: usize = MC_BASE + 1;
/// `VG_USERREQ__MAKE_MEM_DEFINED`.
const MAKE_MEM_DEFINED: usize = MC_BASE + 2;
/// `VG_USERREQ__GET_VBITS`.
const GET_VBITS: usize = MC_BASE + 8;

/// Performs client request `request` with `args`; `default` when not under
/// valgrind.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn client_request(default: usize, request: usize, args: [usize; 5]) -> usize {
    let block: [usize; 6] = [request, args[0], args[1], args[2], args[3], args[4]];
    let result: usize;
    // SAFETY: on a CPU the sequence only rotates rdi by 128 bits in all
    // (leaving it unchanged), exchanges rbx with itself and clobbers the
    // flags (which asm! assumes without `preserves_flags`); rdx is declared
    // as an in/out operand. Under valgrind, the request reads the six words
    // at rax (live: `block` outlives the asm) and, for the memcheck requests
    // used here, changes only valgrind's shadow state or writes into the
    // buffer the caller passed for GET_VBITS (which the caller owns and
    // which is covered by the default "may read/write memory" assumption of
    // asm!, since its address was exposed in `block`). Neither uses the stack.
    unsafe {
        core::arch::asm!(
            "rol rdi, 3",
            "rol rdi, 13",
            "rol rdi, 61",
            "rol rdi, 51",
            "xchg rbx, rbx",
            inout("rdx") default => result,
            in("rax") block.as_ptr(),
            options(nostack),
        );
    }
    result
}

/// Not x86-64: client requests are not implemented; every request is a
/// no-op.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn client_request(default: usize, _request: usize, _args: [usize; 5]) -> usize {
    default
}

/// The address of `x` as an exposed integer (so the asm may use it).
fn addr<T: ?Sized>(x: &T) -> usize {
    (x as *const T).cast::<u8>().expose_provenance()
}

/// Nonzero when running under valgrind (the nesting depth).
pub fn running_on_valgrind() -> usize {
    client_request(0, RUNNING_ON_VALGRIND, [0; 5])
}

/// The number of errors valgrind has found so far (0 when not under
/// valgrind). Suppressed errors are not counted.
pub fn count_errors() -> usize {
    client_request(0, COUNT_ERRORS, [0; 5])
}

/// Marks the bytes of `x` undefined ("secret"): from now on memcheck reports
/// any branch or memory address that depends on them.
#[inline(never)]
pub fn taint<T: ?Sized>(x: &mut T) {
    client_request(0, MAKE_MEM_UNDEFINED, [addr(x), size_of_val(x), 0, 0, 0]);
}

/// Marks the bytes of `x` defined again ("public").
#[inline(never)]
pub fn untaint<T: ?Sized>(x: &mut T) {
    client_request(0, MAKE_MEM_DEFINED, [addr(x), size_of_val(x), 0, 0, 0]);
}

/// Marks `len` bytes at `addr` (inside an object the caller holds) defined
/// again: declassifies one public part of a tainted object.
#[inline(never)]
pub fn untaint_range(addr: usize, len: usize) {
    client_request(0, MAKE_MEM_DEFINED, [addr, len, 0, 0, 0]);
}

/// Memcheck's validity bits of the bytes of `x`, one byte per byte of `x`,
/// a set bit meaning "undefined" (tainted); `None` when not under valgrind
/// (or if the request failed).
#[inline(never)]
pub fn vbits<T: ?Sized>(x: &T) -> Option<Vec<u8>> {
    let n = size_of_val(x);
    let mut vbits = vec![0u8; n];
    // GET_VBITS copies the validity bits of `x` into `vbits`: it returns 1
    // on success and 0 when not under valgrind. The copy is made behind the
    // compiler's back, but the asm may write any memory whose address it was
    // given, so the compiler reads `vbits` afresh afterwards.
    let dst = vbits.as_mut_ptr().expose_provenance();
    let r = client_request(0, GET_VBITS, [addr(x), dst, n, 0, 0]);
    (r == 1).then_some(vbits)
}

/// The address of `x`, for computing field offsets.
pub fn address_of<T: ?Sized>(x: &T) -> usize {
    addr(x)
}
