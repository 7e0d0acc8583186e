//! A user's program: every public operation of velocurve, once on each
//! backend this CPU runs, and the backends' bytes compared. Built by
//! `.ci/target-cpus.sh` under each `-C target-cpu`; it exits non-zero if two
//! backends disagree, a round trip fails, or a published vector (RFC 7748,
//! RFC 8032, NIST CAVP, the Curve13318 PARI set) comes out wrong: the code
//! compiled under each setting is checked against answers computed
//! elsewhere, not only against itself.

use velocurve::backend::Backend;
use velocurve::{curve13318, ed25519, p192, p224, p256, p384, p521, secp256k1, x25519};

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

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex"))
        .collect()
}

/// The first NIST CAVP ECC CDH vector (`KAS_ECC_CDH_PrimitiveTest.txt`,
/// COUNT = 0) of a curve, on every backend: their point, our secret, the
/// expected shared x-coordinate.
macro_rules! cavp {
    ($m:ident, $qx:expr, $qy:expr, $d:expr, $z:expr) => {{
        // CAVP pads P-521's 66-byte values to 68 bytes.
        let last = |h: &str| unhex(&h[h.len() - 2 * $m::SECRET_KEY_BYTES..]);
        let point = [vec![4u8], last($qx), last($qy)].concat();
        let d = last($d);
        let z = agree(concat!(stringify!($m), " CAVP"), |be| {
            let sk = $m::SecretKey::from_slice(&d)
                .expect("dIUT")
                .with_backend(be)
                .expect("supported");
            let pk = $m::PublicKey::from_sec1_bytes(&point).expect("QCAVS");
            sk.diffie_hellman(&pk)
                .expect("contributory")
                .as_bytes()
                .to_vec()
        });
        assert_eq!(
            hex(&z),
            hex(&last($z)),
            concat!(stringify!($m), ": CAVP COUNT = 0")
        );
    }};
}

/// Published answers, each on every backend.
fn known_answers() {
    // RFC 7748 section 5.2, first vector.
    let k: [u8; 32] = unhex("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4")
        .try_into()
        .unwrap();
    let u: [u8; 32] = unhex("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")
        .try_into()
        .unwrap();
    let out = agree("x25519 RFC 7748", |be| {
        x25519::x25519_with_backend(be, &k, &u)
            .expect("supported")
            .to_vec()
    });
    assert_eq!(
        hex(&out),
        "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"
    );
    // RFC 8032 section 7.1, TEST 1.
    let seed: [u8; 32] = unhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
        .try_into()
        .unwrap();
    let sig = agree("ed25519 RFC 8032", |be| {
        let sk = ed25519::SigningKey::from_seed_with_backend(be, &seed).expect("supported");
        [
            sk.verifying_key().to_bytes().to_vec(),
            sk.sign(b"").to_bytes().to_vec(),
        ]
        .concat()
    });
    assert_eq!(
        hex(&sig),
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a\
         e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
    );
    // Curve13318, ../shared/vectors/curve13318 (PARI/GP): 4 * (0, sqrt(13318)).
    let point: [u8; 64] = unhex("0000000000000000000000000000000000000000000000000000000000000000b32b6af7ceb0c94d89e07ab04c5d1d45be89116769acecace148f3075e80f011").try_into().unwrap();
    let mut scalar = [0u8; 32];
    scalar[0] = 4;
    let out = agree("curve13318 PARI", |be| {
        curve13318::scalarmult_with_backend(be, &scalar, &point)
            .expect("valid")
            .to_vec()
    });
    assert_eq!(
        hex(&out),
        "cdbcb8214309c5ae36c8539d938b0b77eb51f3e4cd03ac3efd68fb0ebf461762f1689df3200bb86ec7f294f3637e3054d6573de8d85f6c0b03f9df8dda4e5004"
    );
    cavp!(
        p192,
        "42ea6dd9969dd2a61fea1aac7f8e98edcc896c6e55857cc0",
        "dfbe5d7c61fac88b11811bde328e8a0d12bf01a9d204b523",
        "f17d3fea367b74d340851ca4270dcb24c271f445bed9d527",
        "803d8ab2e5b6e6fca715737c3a82f7ce3c783124f6d51cd0"
    );
    cavp!(
        p224,
        "af33cd0629bc7e996320a3f40368f74de8704fa37b8fab69abaae280",
        "882092ccbba7930f419a8a4f9bb16978bbc3838729992559a6f2e2d7",
        "8346a60fc6f293ca5a0d2af68ba71d1dd389e5e40837942df3e43cbd",
        "7d96f9a3bd3c05cf5cc37feb8b9d5209d5c2597464dec3e9983743e8"
    );
    cavp!(
        p256,
        "700c48f77f56584c5cc632ca65640db91b6bacce3a4df6b42ce7cc838833d287",
        "db71e509e3fd9b060ddb20ba5c51dcc5948d46fbf640dfe0441782cab85fa4ac",
        "7d7dc5f71eb29ddaf80d6214632eeae03d9058af1fb6d22ed80badb62bc1a534",
        "46fc62106420ff012e54a434fbdd2d25ccc5852060561e68040dd7778997bd7b"
    );
    cavp!(
        p384,
        "a7c76b970c3b5fe8b05d2838ae04ab47697b9eaf52e764592efda27fe7513272734466b400091adbf2d68c58e0c50066",
        "ac68f19f2e1cb879aed43a9969b91a0839c4c38a49749b661efedf243451915ed0905a32b060992b468c64766fc8437a",
        "3cc3122a68f0d95027ad38c067916ba0eb8c38894d22e1b15618b6818a661774ad463b205da88cf699ab4d43c9cf98a1",
        "5f9d29dc5e31a163060356213669c8ce132e22f57c9a04f40ba7fcead493b457e5621e766c40a2e3d4d6a04b25e533f1"
    );
    cavp!(
        p521,
        "000000685a48e86c79f0f0875f7bc18d25eb5fc8c0b07e5da4f4370f3a9490340854334b1e1b87fa395464c60626124a4e70d0f785601d37c09870ebf176666877a2046d",
        "000001ba52c56fc8776d9e8f5db4f0cc27636d0b741bbe05400697942e80b739884a83bde99e0f6716939e632bc8986fa18dccd443a348b6c3e522497955a4f3c302f676",
        "0000017eecc07ab4b329068fba65e56a1f8890aa935e57134ae0ffcce802735151f4eac6564f6ee9974c5e6887a1fefee5743ae2241bfeb95d5ce31ddcb6f9edb4d6fc47",
        "005fc70477c3e63bc3954bd0df3ea0d1f41ee21746ed95fc5e1fdf90930d5e136672d72cc770742d1711c3c3a4c334a0ad9759436a4d3c5bf6e74b9578fac148c831"
    );
    println!(
        "published vectors: RFC 7748, RFC 8032, Curve13318, CAVP P-192/224/256/384/521 on every backend"
    );
}

fn main() {
    let names: Vec<&str> = Backend::supported().map(|b| b.name()).collect();
    println!("backends: {}", names.join(", "));
    known_answers();

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
    ecdh!(secp256k1, 19, batch);
    println!("every backend agrees");
}
