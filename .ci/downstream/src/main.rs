//! A user's program: every public operation of velocurve, once on each
//! backend this CPU runs, and the backends' bytes compared. Built by
//! `.ci/target-cpus.sh` under each `-C target-cpu`; it exits non-zero if two
//! backends disagree or a round trip fails.

use velocurve::backend::Backend;
use velocurve::{curve13318, ed25519, p192, p224, p256, p384, p521, x25519};

/// Runs `f` on every backend this CPU supports and checks that all give the
/// same bytes; returns them.
fn agree(what: &str, f: impl Fn(Backend) -> Vec<u8>) -> Vec<u8> {
    let mut first: Option<(Backend, Vec<u8>)> = None;
    for b in Backend::supported() {
        let out = f(b);
        match &first {
            None => first = Some((b, out)),
            Some((b0, o0)) => {
                assert_eq!(o0, &out, "{what}: {} and {} disagree", b0.name(), b.name())
            }
        }
    }
    first.expect("at least one backend").1
}

/// ECDH on one Weierstrass curve: key generation and the shared secret
/// both ways through SEC1 encodings, on every backend; with `batch`, the
/// batch forms too.
macro_rules! ecdh {
    ($m:ident, $seed:expr $(, $batch:ident)?) => {{
        let mut s = [0u8; $m::SECRET_KEY_BYTES];
        s[$m::SECRET_KEY_BYTES - 1] = $seed;
        s[1] = 0x5a;
        let a = $m::SecretKey::from_bytes(&s).expect("secret in range");
        s[2] = 0xa5;
        let b = $m::SecretKey::from_bytes(&s).expect("secret in range");
        let shared = agree(stringify!($m), |be| {
            let a = a.clone().with_backend(be).expect("supported");
            let b = b.clone().with_backend(be).expect("supported");
            let pa = $m::PublicKey::from_sec1_bytes(&a.public_key().to_compressed()).expect("valid");
            let pb = $m::PublicKey::from_sec1_bytes(&b.public_key().to_uncompressed()).expect("valid");
            let k1 = a.diffie_hellman(&pb).expect("contributory");
            let k2 = b.diffie_hellman(&pa).expect("contributory");
            assert_eq!(k1.as_bytes(), k2.as_bytes());
            let mut v = k1.as_bytes().to_vec();
            v.extend(pa.to_uncompressed());
            $(ecdh!(@$batch $m, be, a, b, pa, pb, k1, v);)?
            v
        });
        println!("{:>10}: {}", stringify!($m), hex(&shared[..8]));
    }};
    (@batch $m:ident, $be:ident, $a:ident, $b:ident, $pa:ident, $pb:ident, $k1:ident, $v:ident) => {
        let mut out = vec![[0u8; $m::SECRET_KEY_BYTES]; 2];
        $m::diffie_hellman_batch_with_backend($be, &[$a.clone(), $b.clone()], &[$pb, $pa], &mut out)
            .expect("batch");
        assert_eq!(&out[0], $k1.as_bytes());
        assert_eq!(&out[1], $k1.as_bytes());
        let mut keys = vec![[0u8; $m::UNCOMPRESSED_BYTES]; 2];
        $m::public_key_batch_with_backend($be, &[$a, $b], &mut keys).expect("batch");
        $v.extend(keys.concat());
    };
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn main() {
    let names: Vec<&str> = Backend::supported().map(|b| b.name()).collect();
    println!("backends: {}", names.join(", "));

    let x = agree("x25519", |be| {
        let a = x25519::x25519_base_with_backend(be, &[0x11; 32]).expect("supported");
        let k = x25519::x25519_with_backend(be, &[0x22; 32], &a).expect("supported");
        let mut out = vec![[0u8; 32]; 3];
        x25519::x25519_batch_with_backend(be, &[[0x22; 32]; 3], &[a; 3], &mut out).expect("batch");
        assert!(out.iter().all(|o| o == &k));
        let mut base = vec![[0u8; 32]; 3];
        x25519::x25519_base_batch_with_backend(be, &[[0x11; 32]; 3], &mut base).expect("batch");
        assert!(base.iter().all(|o| o == &a));
        [a, k].concat()
    });
    assert_eq!(
        x25519::x25519(&[0x22; 32], &x25519::x25519_base(&[0x11; 32]))[..],
        x[32..]
    );
    println!("{:>10}: {}", "x25519", hex(&x[32..40]));

    let e = agree("ed25519", |be| {
        let sk = ed25519::SigningKey::from_seed_with_backend(be, &[0x42; 32]).expect("supported");
        let vk = sk.verifying_key();
        let sig = sk.sign(b"message");
        vk.verify(b"message", &sig).expect("valid");
        vk.verify_strict(b"message", &sig).expect("valid");
        vk.verify_zip215(b"message", &sig).expect("valid");
        assert!(vk.verify(b"other", &sig).is_err());
        let sigs: Vec<_> = (0..4u8).map(|i| sk.sign(&[i])).collect();
        let msgs: Vec<&[u8]> = (0..4).map(|i| &[0u8, 1, 2, 3][i..i + 1]).collect();
        ed25519::verify_batch_with_backend(be, &msgs, &sigs, &[vk; 4]).expect("valid batch");
        [vk.to_bytes().to_vec(), sig.to_bytes().to_vec()].concat()
    });
    println!("{:>10}: {}", "ed25519", hex(&e[32..40]));

    ecdh!(curve13318, 3);
    ecdh!(p192, 5, batch);
    ecdh!(p224, 7, batch);
    ecdh!(p256, 11, batch);
    ecdh!(p384, 13, batch);
    ecdh!(p521, 17, batch);
    println!("every backend agrees");
}
