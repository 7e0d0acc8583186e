//! The optional Curve13318 peer: Schwabe and Sprenkels' research code for
//! "The complete cost of cofactor h = 1" (Indocrypt 2019,
//! <https://github.com/dsprenkels/curve13318-haswell>, CC0; four-lane AVX2
//! assembly), found at run time like a system library.
//!
//! Its code is not in this repository and not linked into the program:
//! `velocurve-bench/peers/curve13318-haswell.sh` builds `libcurve13318.so`
//! (into `target/peers` by default, with a `libcurve13318.version` file
//! naming the source commit), and [`found`] loads it with `dlopen` from
//! the path in [`ENV`] if that is set, else from `target/peers` of the
//! workspace or of the current directory. It is loaded only on x86-64
//! Linux and only if the CPU has the Haswell instructions the library is
//! compiled for (`-march=haswell`: AVX2, BMI1, BMI2, FMA, LZCNT). Without
//! it the `curve13318-haswell` column of `curve13318/shared` is absent and
//! `main.rs` prints one line saying why.

use std::ffi::c_int;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The environment variable naming the library (a path, or a bare file name
/// that `dlopen` searches for like any shared library).
pub const ENV: &str = "VELOCURVE_BENCH_CURVE13318_REF";
/// The script that builds the library, from the workspace root.
pub const SCRIPT: &str = "velocurve-bench/peers/curve13318-haswell.sh";
/// The library's file name, as the script writes it.
const FILE: &str = "libcurve13318.so";

/// `crypto_scalarmult_curve13318_avx2_scalarmult` (`scalarmult.h`):
/// `out` 64 bytes, `key` 32, `in` 64; returns -1 for an invalid point.
type Scalarmult = unsafe extern "C" fn(out: *mut u8, key: *const u8, input: *const u8) -> c_int;

/// The loaded library: its scalar multiplication, where it came from and
/// which source it was built from. It is never unloaded.
#[cfg_attr(
    not(all(target_arch = "x86_64", target_os = "linux")),
    allow(dead_code)
)]
pub struct Library {
    scalarmult: Scalarmult,
    /// The file loaded (canonical where it could be resolved).
    pub path: String,
    /// The source commit from the `.version` file beside the library
    /// (`unknown` without one).
    pub version: String,
}

impl Library {
    /// `[k] P` by the research code: `key` the scalar, 32 bytes
    /// little-endian (bit 255 is ignored: its signed 5-bit windows cover
    /// bits 0 ..= 254), `xy` the point as affine `x || y`, 32 bytes each,
    /// little-endian (each coordinate read modulo p); the result in the
    /// same form, fully reduced, the identity as 64 zero bytes. `None`
    /// when the library rejects the point (off the curve, which includes
    /// the 64 zero bytes).
    pub fn scalarmult(&self, key: &[u8; 32], xy: &[u8; 64]) -> Option<[u8; 64]> {
        let mut out = [0u8; 64];
        // SAFETY: the function reads 32 bytes at `key` and 64 at `xy` and
        // writes 64 at `out` (scalarmult.c, ge_frombytes.c, ge_tobytes.c),
        // all valid for those lengths; it keeps no pointer after the call.
        // It was loaded only on a CPU with the instructions it is compiled
        // for, and its library is never unloaded.
        let rc = unsafe { (self.scalarmult)(out.as_mut_ptr(), key.as_ptr(), xy.as_ptr()) };
        (rc == 0).then_some(out)
    }
}

/// The outcome of the search.
pub enum Found {
    Loaded(Library),
    /// No library was found, or it would not load: what happened
    /// (`not found: …`, `not loaded: …`).
    Missing(String),
    /// Not looked for: the platform or the CPU cannot run it (why).
    Unsupported(String),
}

static FOUND: OnceLock<Found> = OnceLock::new();

/// The library, looked for (and loaded) on the first call.
pub fn found() -> &'static Found {
    FOUND.get_or_init(find)
}

/// The loaded library, if any.
pub fn library() -> Option<&'static Library> {
    match found() {
        Found::Loaded(lib) => Some(lib),
        Found::Missing(_) | Found::Unsupported(_) => None,
    }
}

/// Where the library is looked for: [`ENV`] if set and not empty, else the
/// first of `target/peers/libcurve13318.so` under the workspace root (as
/// built) and under the current directory that exists.
fn location() -> Result<PathBuf, String> {
    if let Some(v) = std::env::var_os(ENV).filter(|v| !v.is_empty()) {
        let p = PathBuf::from(&v);
        // A bare file name is left to dlopen's search (LD_LIBRARY_PATH, the
        // system's directories); a path must exist.
        if p.components().count() > 1 && !p.exists() {
            return Err(format!("{ENV}={}: no such file", p.display()));
        }
        return Ok(p);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    [
        root.join("target/peers").join(FILE),
        Path::new("target/peers").join(FILE),
    ]
    .into_iter()
    .find(|p| p.is_file())
    .ok_or_else(|| format!("no target/peers/{FILE} ({ENV} is not set)"))
}

/// The `.version` file beside `path` (`libcurve13318.version`), its first
/// line; `unknown` without one.
fn version(path: &Path) -> String {
    std::fs::read_to_string(path.with_extension("version"))
        .ok()
        .and_then(|s| s.lines().next().map(|l| l.trim().to_string()))
        .filter(|l| !l.is_empty())
        .unwrap_or_else(|| "unknown".into())
}

#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
fn find() -> Found {
    // -march=haswell: the compiler may use any of these in the C parts.
    let needs = [
        ("AVX2", std::arch::is_x86_feature_detected!("avx2")),
        ("BMI1", std::arch::is_x86_feature_detected!("bmi1")),
        ("BMI2", std::arch::is_x86_feature_detected!("bmi2")),
        ("FMA", std::arch::is_x86_feature_detected!("fma")),
        ("LZCNT", std::arch::is_x86_feature_detected!("lzcnt")),
    ];
    if let Some((name, _)) = needs.iter().find(|(_, has)| !has) {
        return Found::Unsupported(format!(
            "the CPU lacks {name} (the library is built for Haswell)"
        ));
    }
    let path = match location() {
        Ok(p) => p,
        Err(e) => return Found::Missing(format!("not found: {e}")),
    };
    match dl::open_scalarmult(&path) {
        Ok((scalarmult, file)) => {
            // The file the loader chose (a bare name is searched for).
            let file = file.unwrap_or(path);
            let file = std::fs::canonicalize(&file).unwrap_or(file);
            Found::Loaded(Library {
                scalarmult,
                path: file.display().to_string(),
                version: version(&file),
            })
        }
        Err(e) => Found::Missing(format!("not loaded: {e}")),
    }
}

#[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
fn find() -> Found {
    // The lookup's helpers are not needed here; naming them keeps them
    // free of dead-code warnings on these targets.
    let _ = (location, version);
    Found::Unsupported("only on x86-64 Linux".into())
}

/// glibc's dynamic loader (`<dlfcn.h>`: `dlopen`, `dlsym`, `dladdr`,
/// `dlerror`), declared here: the `libc` crate is no dependency of this
/// package.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
mod dl {
    use super::Scalarmult;
    use std::ffi::{CStr, CString, OsStr, c_char, c_int, c_void};
    use std::os::unix::ffi::OsStrExt;
    use std::path::{Path, PathBuf};

    /// `<dlfcn.h>` of glibc on x86-64.
    const RTLD_NOW: c_int = 2;
    const RTLD_LOCAL: c_int = 0;

    /// `Dl_info` of `<dlfcn.h>`.
    #[repr(C)]
    struct DlInfo {
        dli_fname: *const c_char,
        dli_fbase: *mut c_void,
        dli_sname: *const c_char,
        dli_saddr: *mut c_void,
    }

    unsafe extern "C" {
        fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
        fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
        fn dlerror() -> *mut c_char;
        fn dladdr(addr: *const c_void, info: *mut DlInfo) -> c_int;
    }

    const SYMBOL: &CStr = c"crypto_scalarmult_curve13318_avx2_scalarmult";

    /// The last dl error of this thread, as text.
    fn last_error() -> String {
        // SAFETY: dlerror takes no arguments; it returns null or a
        // NUL-terminated string valid until the next dl call of this
        // thread, copied out at once.
        let e = unsafe { dlerror() };
        if e.is_null() {
            "unknown error".into()
        } else {
            // SAFETY: non-null, NUL-terminated (above), not used after.
            unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
        }
    }

    /// The file of the loaded object that holds `addr`, if the loader
    /// knows it.
    fn file_of(addr: *const c_void) -> Option<PathBuf> {
        let mut info = DlInfo {
            dli_fname: std::ptr::null(),
            dli_fbase: std::ptr::null_mut(),
            dli_sname: std::ptr::null(),
            dli_saddr: std::ptr::null_mut(),
        };
        // SAFETY: `info` is a writable Dl_info; dladdr only reads `addr`'s
        // value (an address in a loaded object) and fills `info`.
        if unsafe { dladdr(addr, &mut info) } == 0 || info.dli_fname.is_null() {
            return None;
        }
        // SAFETY: a non-null dli_fname is the object's NUL-terminated name,
        // valid while it stays loaded (for good, here); copied at once.
        let name = unsafe { CStr::from_ptr(info.dli_fname) };
        Some(PathBuf::from(OsStr::from_bytes(name.to_bytes())))
    }

    /// Loads `path` (never unloaded) and finds the scalar multiplication;
    /// also the file loaded, where the loader says.
    pub fn open_scalarmult(path: &Path) -> Result<(Scalarmult, Option<PathBuf>), String> {
        let name = CString::new(path.as_os_str().as_bytes())
            .map_err(|_| format!("{}: a NUL byte in the path", path.display()))?;
        // SAFETY: `name` is NUL-terminated. Loading runs the library's
        // initialisers: the file is the one the user named in the
        // environment or the one our script built in target/peers, trusted
        // like any library the program links.
        let handle = unsafe { dlopen(name.as_ptr(), RTLD_NOW | RTLD_LOCAL) };
        if handle.is_null() {
            return Err(format!("dlopen: {}", last_error()));
        }
        // SAFETY: `handle` is a live handle from dlopen (never closed) and
        // SYMBOL is NUL-terminated.
        let sym = unsafe { dlsym(handle, SYMBOL.as_ptr()) };
        if sym.is_null() {
            return Err(format!(
                "{}: no {} ({})",
                path.display(),
                SYMBOL.to_string_lossy(),
                last_error()
            ));
        }
        // SAFETY: the symbol is the function scalarmult.h declares, `int
        // (uint8_t *, const uint8_t *, const uint8_t *)`, which is
        // `Scalarmult`; POSIX guarantees dlsym's pointer converts to a
        // function pointer, and the library stays loaded for the rest of
        // the process.
        let f = unsafe { std::mem::transmute::<*mut c_void, Scalarmult>(sym) };
        Ok((f, file_of(sym)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_is_the_first_line_beside_the_library() {
        let dir = std::env::temp_dir().join(format!("vc-bench-c13318-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let lib = dir.join(FILE);
        assert_eq!(version(&lib), "unknown");
        std::fs::write(dir.join("libcurve13318.version"), "c815f82c\nmore\n").unwrap();
        assert_eq!(version(&lib), "c815f82c");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
