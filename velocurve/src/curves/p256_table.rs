//! Multiples of P-256's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p256 > velocurve/src/curves/p256_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p256.rs`. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each as its canonical value in
//! four little-endian 64-bit words.
//!
//! Parameters: W = 6, 43 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table = [
    // row 0: multiples of 2^0 G
    [
        [
            0xf4a13945d898c296, 0x77037d812deb33a0, 0xf8bce6e563a440f2, 0x6b17d1f2e12c4247,
            0xcbb6406837bf51f5, 0x2bce33576b315ece, 0x8ee7eb4a7c0f9e16, 0x4fe342e2fe1a7f9b,
        ],
        [
            0xa60b48fc47669978, 0xc08969e277f21b35, 0x8a52380304b51ac3, 0x7cf27b188d034f7e,
            0x9e04b79d227873d1, 0xba7dade63ce98229, 0x293d9ac69f7430db, 0x07775510db8ed040,
        ],
        [
            0xfb41661bc6e7fd6c, 0xe6c6b721efada985, 0xc8f7ef951d4bf165, 0x5ecbe4d1a6330a44,
            0x9a79b127a27d5032, 0xd82ab036384fb83d, 0x374b06ce1a64a2ec, 0x8734640c4998ff7e,
        ],
        [
            0x509302446b030852, 0x031fe2db785596ef, 0xa02dde659ee62bd0, 0xe2534a3532d08fbb,
            0x5c42c23f184ed8c6, 0x4efc96c3f30ee005, 0x19dfee5fda862d76, 0xe0f1575a4c633cc7,
        ],
        [
            0x21554a0dc3d033ed, 0xef8c82fd1f5be524, 0xd784c85608668fdf, 0x51590b7a515140d2,
            0xd1d0bb44fda16da4, 0x0d012f00d4d80888, 0x8ae1bf36bf8a7926, 0xe0c17da8904a727d,
        ],
        [
            0xc6b0aae93c2291a9, 0x024c740debb215b4, 0x92d3242cb897dde3, 0xb01a172a76a4602c,
            0xfd7c48538fc77fe2, 0x1c00f7701c7e16bd, 0x6fec0e2dfba70379, 0xe85c10743237dad5,
        ],
        [
            0x300628703187b2a3, 0x7ef9f8b8a80fef5b, 0x25bb30667c01fb60, 0x8e533b6fa0bf7b46,
            0xc55e1a86c1f400b4, 0x53c73633cb041b21, 0x6d069f83a6f59000, 0x73eb1dbde0331836,
        ],
        [
            0xb4dd9dc1db6fb393, 0xc1d238980fce97db, 0x4042742d3ab54cad, 0x62d9779dbee9b053,
            0xda540a6a0f09957e, 0xa2ed51f6bbe76a78, 0x4ff15d771167cee0, 0xad5accbd91e9d824,
        ],
        [
            0xd79e8a4b90949ee0, 0x9e0acb8c2c6df8b3, 0x878938d51d71f872, 0xea68d7b6fedf0b71,
            0xe85a224a4dd048fa, 0x4d714feaa4de823f, 0x87014a964a8ea0c8, 0x2a2744c972c9fce7,
        ],
        [
            0x4c36069404c5723f, 0x45ca6c471c48306e, 0x591214d1ea223fb5, 0xcef66d6b2a3a993e,
            0xca34bbaa44af0773, 0x590ded29fe751eee, 0x6e123cdd9d3b4c10, 0x878662a229aaae90,
        ],
        [
            0x433391d374bc21d1, 0x16742ed0255048bf, 0x0638379db0c21cda, 0x3ed113b7883b4c59,
            0xe2f8eefce82a3740, 0x090d04da5e9889da, 0x24c843afa4f4c68a, 0x9099209accc4c8a2,
        ],
        [
            0xd500c5ee8624e3c4, 0x79983028b2f82c99, 0x4626537320e5d551, 0x741dd5bda817d95e,
            0x1995ff22cd4481d3, 0x8eeb912c35ba5ca7, 0x567383554887b154, 0x0770b46a9c385fdc,
        ],
        [
            0x98e15d9d46072c01, 0x792e284b65ead58a, 0x61805df2d85ee2fc, 0x177c837ae0ac495a,
            0x9c43bbe2efc7bfd8, 0x26ee14c3a1fb4df3, 0xa24091adb40f4e72, 0x63bb58cd4ebea558,
        ],
        [
            0x5709277324d2920b, 0xf126acbe7a069c5e, 0x7a76647f4336df3c, 0x54e77a001c3862b9,
            0x1ba7c82f60d0b375, 0x7171ea7773509008, 0x42121f8c05a2e7c3, 0xf599f1bb29f43175,
        ],
        [
            0x63668c63e59b9d5f, 0xae03af92de3a0ef1, 0xadfb378999888265, 0xf0454dc6971abae7,
            0x47e59cde0d034f36, 0x2a3b21ce75b5fa3f, 0x4e6594e51f9643e6, 0xb5b93ee3592e2d1f,
        ],
        [
            0xa5eb4787e1277c6e, 0xcd28392eff6ca038, 0x8b821c629836315f, 0x76a94d138a6b4185,
            0x0e9ddd724b8c5110, 0x8599a0040fc78baa, 0x6cb0a1b5e11e8720, 0xa985fe61341f260e,
        ],
        [
            0xba1abce34738a73e, 0x5fa68678f0d64af8, 0x9c0984b66f75301a, 0x47776904c0f1cc3a,
            0x32f787ff71f1fcdc, 0x81b2804428d5733f, 0x6231856577648e83, 0xaa005ee6b5b95728,
        ],
        [
            0xd936266dbd781fda, 0x37bb4c6f9ea55c63, 0xdefc9378d1c7c874, 0x1057e0ab5780f470,
            0x8d83b3393c6a45a2, 0xdcc11b5c5ef4f1f7, 0x9fa9b7dfd96ee5a7, 0xf6f1645a15cbe5dc,
        ],
        [
            0xc1fc7b74ab03ed83, 0x782c452257884895, 0xce39b7c17108c507, 0xcb6d2861102c0c25,
            0xe39150752bcecdaa, 0xa496716e30fa3e03, 0x5c35e7100d6d6ce4, 0x58d7614b24d9ef51,
        ],
        [
            0xa234dc4c6b28da9a, 0x56e6b19250465a94, 0x9bcd6a0ad03cc56d, 0x83a01a9378395bab,
            0xf8240aaa86f640b8, 0x9f2202bb6923f54f, 0xae6a5eb9d612b75c, 0x76e49b6de2f73234,
        ],
        [
            0xfd76364e67399e83, 0x3a582139f42b1523, 0x2e4ac86eb473bca5, 0x3250fcf686637c7b,
            0x15de24a071d48c09, 0x897cd3c33b566a82, 0x97b3090d1d7eb88c, 0x42e7c342667d3593,
        ],
        [
            0x36f5c4e950d67afb, 0x63ec90478e1def8e, 0xfcc7a186a6d44e07, 0xc0dd241a50d48f99,
            0x0cbcd16bd8caec6c, 0xda78e57ce03ea2d6, 0x41a7cdc6eac062d8, 0x8286732ea96548b8,
        ],
        [
            0x672e573045ca7896, 0x3c0bc0a5df64a4fe, 0xd28a3e39d4583fa6, 0x0e91c7239c2640d7,
            0x138046543140ad55, 0x7e68833575e7a5ae, 0x1a22733bb8e0bd6d, 0x5df65c3b550dba22,
        ],
        [
            0x76e27d7d8c2aa4cb, 0x9b2f394723ab1037, 0xb652b8b0af585aba, 0xdb474918ec62ad7e,
            0x21db656c94a7ab55, 0x8a249c47830a37d2, 0x439794607b06d52b, 0x85811d39bb743f28,
        ],
        [
            0x84a4dc45f200d687, 0x41652fc5b76f1b24, 0x85f4f52d8c07fa84, 0x3a67e2554b0c0bb6,
            0xa9ed16b302f79324, 0x8c188af735a7618a, 0x26daf267163afb0d, 0x27d0f1872f1fcf43,
        ],
        [
            0x7417001857658331, 0xdffd3d78e1a2eee6, 0xd1f3958b0ae68aa5, 0xf5757c012185a599,
            0xff533dfe7268dec4, 0x0a6e5e5108df840b, 0x4b1238d1d2a08fd5, 0x393a6ed02c7675b2,
        ],
        [
            0xf2e201173b0883d1, 0x576355bd683e54ab, 0xdeba2fac4611f378, 0x184ffa5819d80d51,
            0x20d242c260906e6f, 0x45bdeccc63f04916, 0xa4c6d90826cb9995, 0xc0a66e276688f359,
        ],
        [
            0x39246f69c4300e4e, 0x36cbdcf7fa621293, 0x6c5f05fae7acfc4d, 0x38d86fa55b4fd158,
            0x9f930dc0ff69e47b, 0xf8b9fcbb91d89bb7, 0x7ff6a68909e7022e, 0x3f93b85a4abd0f27,
        ],
        [
            0xdedd693d1c784def, 0xfd8cd1c688b58a41, 0xa7c36da090853b8c, 0xd6d33adefa195b07,
            0x550c124593d1bca6, 0x09a166ab4b95eded, 0x3f78245f558a5dcb, 0x84aaba16ee195d7e,
        ],
        [
            0x319869a8ad0838a3, 0x6192a67d0da08936, 0x5f5a1904d0310c1c, 0x409f8da21aea236a,
            0xe163d2c72a1e8f5a, 0x3e99a0ec162a6793, 0x0e26e72bd3bd40f7, 0x70dcf7b1cf008e57,
        ],
        [
            0x3e3f9aa0a1b45b8b, 0xfac9db7d52a95b3e, 0xa85da026a7ae9aa0, 0x301d9e502dc7e05d,
            0xd58db6aea17ee267, 0x298d9ae46887ca61, 0xe0d23c026b017d72, 0x6551b6f6b3061223,
        ],
        [
            0xd1475bd52a7ed0e1, 0xaa557fd5b68371d9, 0x6c45074e8ea5beef, 0x2377c7d690a242ca,
            0xe7c067b1ddb8d2b2, 0x6658a6cdecf46716, 0x3f8d90e9bf901b7e, 0x47a13fb98413a439,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0xaa4110a6b90ee785, 0x25b35edc7338d816, 0xf67a6a5eb1bf8e91, 0x0a0643fb8fcc14de,
            0xbac0d100861f9cc2, 0x0da10d00e7012ed7, 0xc520dacda2920e70, 0x553438324a9e7955,
        ],
        [
            0x6a9e6235a674c4f6, 0xc556dea678f85962, 0xd7ce2f8eede4b762, 0xae3f7dba0bde8b6a,
            0x1ee0553e711f4b53, 0x7940500d085f8a5c, 0x24b8c213249db9a9, 0x1c0549fc0a69995a,
        ],
        [
            0xa3b73fb2efdba936, 0xb9c7de5adefd7c62, 0x71f2a56eaa14f436, 0x366018516f5a5a22,
            0x8f3ae9d3626adcb1, 0x4cf24008d15af99d, 0x195d35b2e9a028ca, 0x91ec1aacf53ceb78,
        ],
        [
            0x2db2e35f12d0441b, 0x190d0b710d6a564c, 0x87ffd1528603ed61, 0x34a2d4a3b0091659,
            0xb424e7845e93b146, 0xe7d766b9deddd81d, 0x2bca71046e777fc0, 0xbeaaed6a53a1e3c2,
        ],
        [
            0x5b9b35b900e8f0c8, 0x253ff170ee49f3af, 0xe1d92412362beed2, 0x696a4c73a3ac4dd9,
            0xbc746a4ac3f4bb1c, 0x0edffa76a08bd47b, 0x97a806559e6af045, 0xc666aa37c1dab37e,
        ],
        [
            0x35a40a24571726d8, 0x839b7e8044a9a3c1, 0x8fcb0f14086e942c, 0xa7e645c802237b6f,
            0xee75bae182756483, 0xa68b94d1d4a3316c, 0x5e01b3a193d5db59, 0x11d7cce30da492c6,
        ],
        [
            0x2d90ac93de283e9d, 0xc62341d874590117, 0x4f15e0eb619684ae, 0x80bdaef7be711cd4,
            0x1f5fd3b4c4932ed9, 0x874837c97a11933e, 0x32a5784af39019d1, 0xc6af88a099501494,
        ],
        [
            0x3469cea39f3f98de, 0xa416b9ae0b3c5dfc, 0xe8897bbd818d459a, 0x04c490528be759e4,
            0xebd949434e8d6e96, 0x471d9d7b4a4605ee, 0xade84c66242a8107, 0x30e50b46405cc74f,
        ],
        [
            0xaf33a4ed230c4c96, 0xba92cc8e4eceeaca, 0xf61ffc737b633b54, 0x15ebb2743593dbe4,
            0x1d278d871eebc742, 0xacf0546a89023bbc, 0x3d130060215408e4, 0x4a3377fc56cbf7b4,
        ],
        [
            0x4f8afe185c89a1c5, 0x04ec7ba36190564f, 0x42f1e980a2665ad8, 0x149cb2bafef561f8,
            0xbb5db2757a37fd5f, 0xcb2078dac864e66e, 0xe241d6c924188689, 0xb99b0dc4c9d1c899,
        ],
        [
            0x76b802cb93ad150d, 0x692aba7b7d7c2f6e, 0x49160f92ee5f81bf, 0x7e9de669d5955fb3,
            0xe919ab59e7b5aa9e, 0x389fb359740fd372, 0x5e40ee967b661257, 0x12f461aab91e5fc5,
        ],
        [
            0xdce4ae33bda08424, 0x3abfb7ab74f644a9, 0x1b58c5ffa95d23ed, 0xa98b0a07adc359aa,
            0x361287a0e831800c, 0x752be80ba0df582d, 0xe5319e8c8e1d1320, 0x4754c64722499b66,
        ],
        [
            0x2e0affac0120c815, 0xaf67ecbc1c15a889, 0x1e3682deb43a52fb, 0x331bd8bf17f90a7a,
            0x5a0817ed3aeae2fd, 0x72f5e9ff3f2c8cb7, 0x98388b0c0e1c2713, 0x9a7206168a4aa5f8,
        ],
        [
            0xdfc1eaeb3dbe8b0f, 0xd06f886f262d4b8c, 0x264d02b507c937f2, 0xcf1d201a16697396,
            0x813739114364a224, 0x64cc5fabf182bd18, 0x5350f3343d0e8ce3, 0x17987bee5d12d0c7,
        ],
        [
            0x48e3cc06ed3d2022, 0x66c0fafe9aa8717e, 0xdef846bb5c3ce284, 0xbf6d0137bee9fd00,
            0xb59dd9e561e78b7f, 0x05f834c9986721c5, 0xd91306012b1e6e99, 0xaa97a5021142c11e,
        ],
        [
            0x80e76bb98e61ca07, 0xcdc5849ae1d527e2, 0x897299b9eb6fe80c, 0x16949b7287d4f481,
            0xa09c2be7a0420427, 0x4d2d6ac6fedf983a, 0xbdf997b75b601209, 0xe7a4146d770edede,
        ],
        [
            0x5d5653463fee98b6, 0x02cc772872d2c256, 0x77447f9317aaef9a, 0xf29ad98a6098698d,
            0xfc3bf54ebca8ca9c, 0x78c040737c6a38d3, 0x01172996482f4695, 0x9db849c7a2a4b8b7,
        ],
        [
            0x3dae704f3e6fddb6, 0x54e2838c941450a0, 0x51f4690fd0d238d3, 0x480dc41981cd246a,
            0x8133761a0006e298, 0x4ab20a0fc0372e58, 0x439971e7aff76565, 0xd14e4f67e44ce89f,
        ],
        [
            0xa6bf2ee38934289a, 0x3cb6f68608e83968, 0x51ac926d0720bf27, 0x28add80925ce7f6d,
            0x5735a93d8785501f, 0xf59907f8d7561c73, 0xe00fbaf8642502f7, 0x79759b0da30d4a90,
        ],
        [
            0xb52d7e5e883c2d6a, 0xd22f918d81bd29b3, 0xd21b6b78c85a696d, 0xa034f009c88daac5,
            0xf4336ef2c2c30e72, 0xbe06035f16267e7c, 0xb0cdb8545ceceb06, 0xfe1b0036ca899c1f,
        ],
        [
            0x9543198fef5e725f, 0x514901f327b2d2be, 0xc8d2b3bf745f2d5f, 0x7e1b1f499259c730,
            0x418543123e2f410a, 0x5b239704b5174e16, 0xa5926412fc34021e, 0x0e92c383a3c792a4,
        ],
        [
            0x62d393cae79012a1, 0x75ef298f6de998d6, 0xa58c886a937ccd29, 0x85e3015784e1a26a,
            0x94f463108c6fb80d, 0x85eabb969d86534a, 0x2faa6944b1d7048c, 0x08e78d56bc126531,
        ],
        [
            0x5797f5089de6a73d, 0x1ac9cf79a8228dc2, 0xe2cd082c9b464ee4, 0x97d8432e953b9cc1,
            0x04315066d6387bdd, 0x73d8d838bf8c3cef, 0xa853ce284ec48042, 0x8fc8654b15ac89a2,
        ],
        [
            0x6d61fdb48f6752cd, 0xb71bdd3c3f3f923b, 0xa8420fe520b265cb, 0x3fb660a7f0e14da3,
            0x2f12e8c064c6017e, 0x8bc013bd1100a0c1, 0x4c2869c4d9577d59, 0x6545851d4224637c,
        ],
        [
            0x11372ff61f97b4e0, 0x2c0232190c663c84, 0x62dfd806bf77fe90, 0x76ba3d8cc35453fc,
            0x3cb0189db2751f5e, 0x752359fa0f6faeee, 0xfd7ef8595e21f90c, 0x53b32de56dd4d674,
        ],
        [
            0x8f3bc973c62c0558, 0xf5d7f2a3ec3344f5, 0xbc2b51793a66716c, 0x05f1232077858a5d,
            0xccb2f5d7c032fefe, 0xd9ea27a669265cbc, 0x4a584fa44fa9020c, 0xd2fe58ef4ed0221b,
        ],
        [
            0xffe85eebf9834179, 0xf6952cef8c2315e4, 0x318bf4480f05dbc0, 0x9a1e17d67590cf14,
            0x7ec8c4aed2428842, 0xc993e2a6ab2fad28, 0xf17c29790097b693, 0x1f8b77df43d866f5,
        ],
        [
            0x716a51dd28be8c78, 0x4a096cf82b793e4d, 0xa076e2b40962e9a1, 0xb52226ff319d4401,
            0x203367ca51686903, 0x819f7fc8e5b58ff3, 0xca1b36697e92851a, 0x701ee0c9f539f540,
        ],
        [
            0xd6c46b363a048481, 0x78763161e31e759e, 0x2a4f7e43d0608dd9, 0x5a2340e094546061,
            0x952e198700623031, 0xb39993c9a79c5a9c, 0x3ecef13974922afc, 0x74a4f7c40d3feb14,
        ],
        [
            0xd9506559fcd69979, 0xeac1cf6f60d519c3, 0xc4adb5693f4b8a7e, 0x02067f0187f7eb70,
            0x409bd1715474b759, 0xee91bc9c31c370ab, 0x2a9921158b26f991, 0xa6db7726034f6728,
        ],
        [
            0x5928c1842f4ef309, 0xe80e84e8706fb387, 0x1635fb49b86d8066, 0x4c4cdfde182e4122,
            0x399fc8c6a07cad74, 0xc8ac6264812df912, 0x7597430280997914, 0x5acada77ca983645,
        ],
        [
            0xe1404a861abe45c0, 0x281b195ff46f925a, 0x886a8f4749b86176, 0xb01a67f716475f72,
            0xc72f0dbe0090106c, 0x72fc676341b62c7f, 0xacd56b13164ef994, 0x7c521bbf5a3956e2,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xf077e8daa245573f, 0x508676f2f4fd0a64, 0x997789672e6d6bd2, 0xe716aed2cf069e4d,
            0x505fc26b469218d1, 0xd13d0df2fa07c9b3, 0x5912b06687b9a851, 0x353663e694fc72ab,
        ],
        [
            0xb5113c2b357174b3, 0x6b2e5d2fcec451f4, 0x2f4541cf25b5e81b, 0x5a57c3e3548207ef,
            0x88cf5959383437e3, 0x28886700134bb928, 0x01b1165729f34433, 0x077c7b303e692246,
        ],
        [
            0x7f987930657008ac, 0x19ce1ecee329edfb, 0x64e5558a4c1da22d, 0xd2bf898d6f507ce8,
            0x8111534a727beb55, 0x679ce10ab5ff0798, 0x3f8195db3fa90c56, 0x69c0b1cb5a6b77aa,
        ],
        [
            0x8937f00facb006ff, 0x1a87a974797e4fc5, 0xd10920adecfb86ad, 0x5ce96505eef7208c,
            0x818dcda107152613, 0x669d20bebd955c2b, 0xec56d1f22fde7bc3, 0xd16b6ebd381f5ad5,
        ],
        [
            0xfd0d7ca9782f1580, 0xb0e4ddee24203eb7, 0x87fa57391f3064f8, 0x4d88304ee583ce60,
            0x0c0fb16d5616edd7, 0xaafca3bd68eb1e11, 0xe8d6800898fd6518, 0x28a94e709ab0636c,
        ],
        [
            0xa0c1c454c543d986, 0x76754b6ebb642a20, 0xb28aaa0aa37d9e16, 0x541c97a5c80be642,
            0x7b0b8f98424b2ea7, 0x7fb3ddc8c61678bd, 0x54d48455eb64b144, 0x054d35662cd2b632,
        ],
        [
            0x5f84c3dae0c38e11, 0x7156421bea6e26ba, 0x3267399202e5af9e, 0x17c72727c8fc0eeb,
            0xcd8366bbae90decd, 0x7e539945a60cdae3, 0x40602fcce901802e, 0x95c5a4f4fe664b3c,
        ],
        [
            0x15261b05d0b79fbc, 0x63a5b8311d31a919, 0x4b2a3a4635b10433, 0x71a5bd27c625ca1b,
            0xc2e37ccc8f277f6b, 0xc76b6051ebaa32d0, 0xb39452ca1a02f2ef, 0xc5bf524d066741ff,
        ],
        [
            0xd955fd8ae32f36ea, 0xcd4f46a7293541c3, 0x8463b1cfc84cb8b3, 0x7e03fdaac47450a8,
            0x8acc23fc8a68b8af, 0x419e979a4c5009d6, 0x668e6b170184af99, 0xdcf6d5f1201228da,
        ],
        [
            0x0c5e14bfa3d9aeea, 0x6c04351af9985153, 0xf2017de615706416, 0xed42091a6c5ea880,
            0x1a456364c16e9ae7, 0x954ebdd1e2105392, 0xe0d3092b508982c4, 0x340932a238f9d141,
        ],
        [
            0xd43e52a6d953baa9, 0x2615ae8649e18de8, 0x61637ac1dca0b214, 0x8ce6da684b1bcf07,
            0x78e75c28f52689e5, 0x07f3986bb6a9341d, 0xe69b3bc90061b568, 0x3d9f4fb8fa93120b,
        ],
        [
            0x2bf3909a3f490661, 0x7835611ce53cad64, 0x087e87c9ceb75878, 0x1f4179b924a320c8,
            0x2e477122b437b2e2, 0xb971141104890217, 0xd9485f70af853ca0, 0x82ac86b413a8baa0,
        ],
        [
            0x4ab8d853af22a96a, 0x08b1ba9d9c6ab8f9, 0x20a5354975bae2b0, 0xb570e73040dc054a,
            0xcb33f661c85d1b00, 0xa7c9bb7a5855cc9c, 0x028c3769b5c0cfbd, 0xdcd8a2638f71e77f,
        ],
        [
            0x495ba2d5e264bd27, 0xa5a1b3ba7ef715a6, 0x94567b56a196e517, 0xf8a34ad3387c6344,
            0xa7f3956ff71ac586, 0x0e528e13dbcf1fb0, 0x7f6375adfe7d67a5, 0x69ec806150467434,
        ],
        [
            0x9e40eb94589a7509, 0xe1270b9641fa8054, 0x04a11a3e75c7f20d, 0x44d94323cbab943b,
            0xe20a2b9b60437234, 0x6f93e1fdf14dd126, 0x03423bcd277b9358, 0xb2c5b38008401f0a,
        ],
        [
            0x03e8465c6eade3c4, 0x714ab749c9052a05, 0x8e5c643340e586b4, 0xa018366f4e91e90d,
            0xf45c42026b26e8d0, 0xd5f7284e44614f37, 0x7c6ce578349d8369, 0xe2bbec1714110b16,
        ],
        [
            0x007c2e34457650d5, 0xf42c940bf4cd4d79, 0x2e82c8befc315812, 0xfb3409ef7e64082d,
            0xe45bb87f0378274e, 0x944d6827deed5281, 0x69cbfc448abfd2e5, 0xdb5b3a8fac926f4e,
        ],
        [
            0x8657b483a29d022f, 0xcc8b9918dd9de186, 0x853f42d701cfe548, 0x456c1ffe7e7b9ea7,
            0x2b1946ea6b5e8e08, 0x1ff3aa4d8492dd09, 0xec33ad9943dc6fe7, 0x88978ab47bdb3b49,
        ],
        [
            0xb187d6ec4adf35d4, 0x95843996d4d7a583, 0x080b31a1a99fd89e, 0x0ae68ce083cb74cc,
            0x5233cd9d51e862ca, 0x030802dd71dfb85a, 0x9b5699897b2490d8, 0xa01e9c288a47e2d8,
        ],
        [
            0x7c2ce46139ac2ff3, 0x0703e634da13aa62, 0xda8987e0bffb1924, 0xc1dd410786bc279b,
            0x238fc8a78bcce510, 0xc484d8253386acd2, 0xd3f1b15b88a3a47e, 0xf4ca58c5a9cd47a0,
        ],
        [
            0xe0c199db55b0a598, 0xdd26441dda39a498, 0x82661bf7ee7da3c0, 0x863caf9a0cc24498,
            0x62d932492e83cd2f, 0x59c2d02099f6bb7b, 0xb91a02b349e340db, 0xd1ebc4b9e914f403,
        ],
        [
            0x4c1584b25aa67669, 0x4ef2cd2d0c316e09, 0x9608bcba36f5d232, 0x4f1505495fcec880,
            0x3ad7c716c1b63b95, 0x0594d8e0b52b3ff4, 0x3317935348b4059d, 0x8cef3c8bbdc0f658,
        ],
        [
            0xabbdd1eed7cb44f1, 0x1458100510be1e7c, 0xf93dabcad81bd4f5, 0x5349cff7e5f92b81,
            0xd5d2b1b58a123d36, 0x9f1416eed7d15372, 0xa7fe0d4b235c23e3, 0xfab3afd811000f9a,
        ],
        [
            0x92d613860eaa69fe, 0xe381095326673d16, 0x95a946c390e7fe66, 0x7331cfee453fc39e,
            0xdf78ef801bdbbf62, 0x7df0799e46c96451, 0xe526314808cc91a2, 0x3cd5d02aa129e4dc,
        ],
        [
            0x0e89cd30e9ae0340, 0x47a64432227c5f80, 0x29d7c2ab4714d509, 0x09ad59b88d393954,
            0x7524d1937affde78, 0xf646ed849192be18, 0xc8271ae6c34bfcec, 0x8920d4c60e6649a9,
        ],
        [
            0x432781cd5b3caec5, 0x1205642d5c69da1e, 0xef8884d7330ab97c, 0x5c90a58ff57478ca,
            0x4f9925f702c50fcf, 0x58ccc5351cd2a9dd, 0xa9736d71d87c7380, 0x48e7f279a7de5b85,
        ],
        [
            0x5284d73aa09d37c8, 0xea1ec8b87fb0d41e, 0xe0f5a6cee384eec3, 0x6311c4c33fc15cd7,
            0x139ca1b698c7c63e, 0x64951565cbe6d3bc, 0x971b3ca209e3f304, 0xef00269d2172ea80,
        ],
        [
            0x826c503c897bca4f, 0xcc82f0f57ce6d40e, 0xbb838d508a1836fd, 0xb99fede9759ac619,
            0x8588b749d0fe42f6, 0xd527a9d4573fc8a8, 0x985966e587482ae4, 0xd4eb67725383532e,
        ],
        [
            0xd6587f8378698690, 0x1dfedaa32bf80289, 0xf01d165a8dbae767, 0x1a4343d7f5d65e3e,
            0x7c0f7504bb875a2a, 0x36709f617c4804b0, 0x9dafedc1ed290f52, 0xca053b3faa2b5289,
        ],
        [
            0xb92ae800abc6bd61, 0xd830c416f46e61a3, 0xa9f3ddd10895fb3c, 0xe5291e2851bf03df,
            0x743d5b3a02393e4d, 0xeea147350f05dce2, 0x8621cda451189388, 0xb07617e354467084,
        ],
        [
            0x9cc96949eeed17a4, 0xf6f0c89a93d62950, 0x38a6340d2b386edc, 0x85fcdcf33ec3c49c,
            0x24c88aa17edbc5ac, 0xb7aaa5817c1d146b, 0x493fcab29cbd4424, 0x4243aedfd47bdbaf,
        ],
        [
            0xfebccee647a9112d, 0xeb7d5adffe1ce3ee, 0x9ea25487ea254c45, 0xcd7ce65d707da2a6,
            0xffbabe0d3a92b3af, 0xa190aa498bee60a5, 0x89b9016aa5ee6708, 0x85e04a4b4c966f97,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x6c88ad96c3212f1a, 0xe8af0bc36c998bef, 0x8e67d4c73705ae59, 0x0f5f0aea09963471,
            0x755d7b1e7712b09a, 0x4f5ed40dde29af7c, 0x5886aadd4ba16b78, 0xf8a8b2b7c8593c95,
        ],
        [
            0x2435158cfc4471bb, 0x91428bf4e1e6e917, 0xf15f0d870ae25c90, 0x471ad0a8d57f5939,
            0x454318fa49693a0c, 0xb0d7e9ff7f23982c, 0x2a367ab48094d138, 0x2234ca62778e8e39,
        ],
        [
            0x2e06dae905566022, 0xa2d3e61463d4dfff, 0x7405e146be83337f, 0x93e498f09e88d0d6,
            0xb1cb31eec7c53f91, 0x3b27a24bc689e611, 0x9096e0f3540088f4, 0x7d974929d221120d,
        ],
        [
            0x8f7dcecb7d96dff1, 0x30e431c1aad5fcfe, 0xfef6a0b570cd98d5, 0x0ec73885141fe54f,
            0x9ec841ac7c7b552c, 0x1d5264ce87ed78aa, 0x91acc4ef58065251, 0xd6224f4e87ae875d,
        ],
        [
            0x341d9e8b37f8da51, 0xab63d4dc33116910, 0xf759504db93315c4, 0x645ac5e12e835960,
            0x254ee708eded3667, 0x618367543eb3b552, 0xeea1ad69f45e8e93, 0x6040e223b2a4203b,
        ],
        [
            0x7ae4a0e2d7252552, 0x61abafb21e18b558, 0x463ca557f553ce55, 0x05f031e7920eb60a,
            0x1b69e944b66bf3ea, 0xc3ca96e994c944e1, 0x0f92b38e40868fcb, 0x9a386cad4293de4c,
        ],
        [
            0xd0744e2a557e6440, 0xf9425cd51687acba, 0x7912187d674adb36, 0xcaa2538edf7be6b2,
            0xb615f24819e51e91, 0x18b23666d808d8ac, 0xde3beba1f4e118d8, 0xf4a18e09e8cbb81d,
        ],
        [
            0xb183b5399660b7c9, 0x9ba12b3112fb6dcf, 0x059a0e2532c8f0c6, 0x477778364e6e1cde,
            0x5c205fa39918c3df, 0x5e0604c1f142ebcf, 0x7373efb6a7c89e8a, 0x2dd89d00b8389e31,
        ],
        [
            0xa97361346081cf98, 0xe61b71c412be81e7, 0x30e3da4037d266a6, 0xa8c0ad36cc49a105,
            0xc07ddab3c016c523, 0x9b3f371045870f3a, 0x1e7bafd288d05ad6, 0xbd26b6222a12a5e0,
        ],
        [
            0x71fa35c75f0b8a9b, 0x18b689668dcfe57b, 0x966db24256d277e8, 0x0162ea6823e36c7c,
            0xfa2ef06a3498dcc9, 0xb692b1b56fc31fc4, 0xd3a461268c353eb2, 0x179fb66d22479489,
        ],
        [
            0xd4c0652d00ba5f8b, 0xa95551b4e2238357, 0x6f0bf1ae4307bad9, 0x5f9161ca5e2dccb6,
            0x3dfa8a10d04fd40e, 0xad4137902224bbfe, 0xc8e32ff07360887a, 0x5ce75afbe066c6fc,
        ],
        [
            0x51c324ab088d58e9, 0xe94a5c1c64e31838, 0xe992a46a7c42a7b6, 0x96dac3fdc7064a86,
            0x80349312aebebc5e, 0x685be89b9487e6e3, 0x856cc4949382c439, 0xcb1faff3ad46c1ad,
        ],
        [
            0x0a2f8026ae5365b2, 0x684f9f0dc542440c, 0xe53493c3375cbb86, 0x4d77ae5fcd9df704,
            0x9501ab532787f29f, 0x87c11c965f8e273b, 0xf0aacd1089168e70, 0xda85f27f30f63a6a,
        ],
        [
            0xfa0ef7baf2542717, 0x6875dec6575fa59b, 0x7364fd4ac606f0d8, 0xa37e58703f706cd2,
            0x317e5c436329fb73, 0xfdd7c09724ceb381, 0x1633cc72bc1a6588, 0xc2e5bc8f42c70a74,
        ],
        [
            0x3a40773e87891327, 0xa8f2b723f987f4b2, 0x92f702ade0935701, 0x2bdd788c8b433e51,
            0x86d64e7d2e254628, 0x65ec5a45ab542f5b, 0xd8b9694b1f7d6413, 0x082065286f769277,
        ],
        [
            0x0fd8013b26d69d8e, 0x2ec38faf35f45d26, 0xc73d989017e14dd2, 0x353d458d3491b5a8,
            0x842b9d0020f32b82, 0x825dfc12fb71a9a8, 0x3130fde40c040a8a, 0x9c7d37bf4f5bde24,
        ],
        [
            0x9c2dd1e8de98d4e7, 0x733eac44e9bf040a, 0xd297b2e4d4f630ff, 0x91d736d3d72b8a58,
            0x45191c8263dc6fe4, 0x6ead2fd64e78e752, 0x570e7fc208e0bb39, 0x077292e42241bcf1,
        ],
        [
            0x1ff7b34d906d48ae, 0x47b872ab5ef089b3, 0x1f0e2a125c31e1f4, 0x90bd6c4bd43bc98c,
            0x62659bbd4dd650fc, 0xae1be362334b49d5, 0x71adf12096357273, 0xc418c9a646b37fea,
        ],
        [
            0x84d102d5466e24a6, 0x5d2fdaed9926f18f, 0x5afbba473140c858, 0x5771e4cb54c4ca64,
            0x5d07ccfc52b65268, 0x0f3fb901a91a1347, 0x19b7991436707381, 0xe6c370450fe892ed,
        ],
        [
            0x8952ad132db29f92, 0x1d21d271b947b2c5, 0xa105dc378aeb8f81, 0xe297b23ceb14f312,
            0x60f294c8a5e58ddb, 0x1223cebb85ed4141, 0xb480dbabb8cd9149, 0xe1372520f8cb70b4,
        ],
        [
            0x986c32ebe2fcf568, 0x09876c33b5bb5de9, 0xfaeb158d36e5ded7, 0x50cfc29b337a77a4,
            0x0545a931cc454ccf, 0x989f01cbf1923817, 0x30d9fb38b5807e14, 0x23fb4bf2d13f7689,
        ],
        [
            0xfc35637412f85c90, 0x26a6b7169a001ced, 0xaa0ed99a8227997b, 0x6f73bb20e3f624f6,
            0x775e839850afdfe3, 0xd8df60ec61ccab5f, 0x76ca7456c001aef8, 0xcbe48c8cd314ba84,
        ],
        [
            0xd79a76d2b5c22ddb, 0x1d4d2937587e35ff, 0x02a70803ceb272aa, 0x5fb34ad0a3e8cd91,
            0xae5dd426fdae0e03, 0x2aa06353bf9a8312, 0xe55e682e2e0354b6, 0x022784344e60b909,
        ],
        [
            0x3f4dacc55b5e6a6c, 0x86679fdea1d8de80, 0x3171bdb6d33f07e5, 0xa737bb3da35a3b5e,
            0xb730c7d69054745d, 0x0d4e7d487692ed0a, 0x2b1e765d8e905f15, 0xc68f53e01f98ffd2,
        ],
        [
            0xd7b6779696d90b76, 0x8f7cd50abbf08d93, 0x9b97c71a7c7901eb, 0xc44b4943038deefe,
            0x64bb567e56ab30bc, 0x8a67bece2d357bba, 0xab75e38d732b1d3b, 0x5ee0544d456517a3,
        ],
        [
            0x59cbbedf41713889, 0xe1f1081e27dfbc7c, 0xdc187e20f204e16f, 0xc22a97d1a267ba78,
            0x559fc2f764f45ff9, 0x841f280139a78bb2, 0xfcb78380fa741e64, 0xb5bff42c506eca32,
        ],
        [
            0x49c370f16eef2a88, 0xd26d196ff1a22e91, 0xc24917a7e2f533e2, 0xebe3530b131bb7e1,
            0x34a1ad60aa3cd4a4, 0x9cca5da589b51b3d, 0x64246f43096d806e, 0x8742847ded9d751a,
        ],
        [
            0xfd943b7b8ad88c33, 0xd91ae394d9746bca, 0x6b06bc920d24da97, 0x1cd22338fb2b94b6,
            0x628ea784248fb1b2, 0x13fe51315eca1e49, 0x96c8640ab136bc27, 0xfc3acdf838ab48b0,
        ],
        [
            0x513a1cc3d980c3e1, 0xcb6c0ca55e8b488f, 0xabab2365853a5f47, 0x6bc6e6cfc7f79cd4,
            0xa2cebc6e310cdafc, 0xf30f737f0c162394, 0xbac00e0e9c77f6d8, 0x9b18f9a9c7beaae4,
        ],
        [
            0x6d2878b39e503129, 0xcee9371cb7cfc5b6, 0x0721423c00ed1bbf, 0xa4cf2b713827fd89,
            0x4a1f4c8bc235242b, 0x318e59a8ebf8dff5, 0xac64bfa8483bf77a, 0xda14d2223b0cc98e,
        ],
        [
            0x4a647f22ac34be10, 0x7c906ae27497931a, 0xbf9978b93d013657, 0x770cd2938c9bac15,
            0x8561a4c13e3f6af7, 0x99ebfa3834474c85, 0x12044d68ede55dfa, 0xd13226fe6dc797e6,
        ],
        [
            0xaf0d4e79e330c098, 0x28e6bf035dc617cc, 0xd57180ff0b1ba76e, 0xddad6bf0172e2240,
            0x3e5a994d63b67b58, 0xfa333bad2db9d140, 0x7530a4736125adda, 0x0b1371e6935a2189,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0x3725c5dce392d805, 0xa87a8069875405d4, 0xa4a54daafaa3449a, 0xf8f5dccf4c6a93d7,
            0x026619516cda02fa, 0x51f3da64a52143ba, 0x389d3e3364613273, 0xe58176cf66d63054,
        ],
        [
            0xaca7f0b2ac51d8a6, 0xfd42d88478182a90, 0x9b317fe248af581f, 0xa118b0f24bc45d9c,
            0x8621b55d5c87b030, 0x81922408e376967d, 0xdf7b25ae09464d6a, 0x698b53fd0f7e1798,
        ],
        [
            0x19d4b3167fa046f7, 0x17110f390207309d, 0x4e084ac8946e2d45, 0xe12c8e4a865883a9,
            0x53a55a28a12646ad, 0xdd0c04e113311934, 0x433b3ed5393126f6, 0x7cec04610fd9a2f3,
        ],
        [
            0xfa42e8729cf5250e, 0x7bd24be788828675, 0xde9ec29566d715ea, 0xfcc8ca2e4e502d2e,
            0x602e0fbf730fd4a2, 0x9046bc05c03b2120, 0xf6b9880a8b34da5c, 0x30b57bcceef8bd04,
        ],
        [
            0xb9b127e8c2853c43, 0x48166c57ae22e466, 0x3d08e2efe3d13236, 0x394bd47417969209,
            0xb17828cca064469d, 0xd52f6712d90fcf0c, 0x207e3fc2f1d60767, 0x2b4d6d52151dc6b9,
        ],
        [
            0x18da08ba74cb5cbf, 0x1f177e3abc30f120, 0x26a78cadbc7ed64e, 0x81341ae328b19095,
            0x461726673e856d6f, 0x80babdc773bc3358, 0x0dd25cfe06cf0349, 0xf2a47728b2deb5f4,
        ],
        [
            0xec2dd739fc722e94, 0x4ed810396d058961, 0x445c6656c5940433, 0xca8538df38de82e9,
            0x3a0a62df1049a527, 0xf20953a8a48b26a4, 0x11e73126a1fb9f12, 0x3b27fc42eb9e05c3,
        ],
        [
            0x2318aa0489a95e03, 0xf349f675d2af3c3d, 0xee9a4b43cf2e4e3a, 0x24bbe05bfa35ddc0,
            0x87df45ed8d793c4d, 0xd40aa52e375aa149, 0x17182d4dd2760faa, 0xd49405ee090a22cf,
        ],
        [
            0x87174629dcad6309, 0xd31a1fc2f239ff48, 0xa1bb74624ca67b3d, 0x663e1a59f2357b75,
            0x53286ba389981f28, 0xb907d44402eb52bd, 0xc102c183cb1cf918, 0x292fb73b8066a8c3,
        ],
        [
            0x70d45a4ded4d335f, 0xf2accb5f8a3edd13, 0xaaf94227eac9c482, 0x46e22fdc70432f68,
            0xab8aa54c61bdb9a8, 0x9cb893a34c6225ea, 0xd59f4b2940a2aeb3, 0x1e1f378d8436fbb7,
        ],
        [
            0x9275b24522c23d03, 0x3ba1b04d8fc7ff24, 0x96c36c23707beeab, 0xa2d9efe730636670,
            0x102e4c04f085db74, 0xea09a7e95839df45, 0x15530436c7101b92, 0x1cc85228cc841b8f,
        ],
        [
            0xfa22eb9ba08eaf08, 0x6df610b42ae2c020, 0xeb76c8e73d40e0df, 0x86f0d61c0c8a0982,
            0xdd71fbaa13a0c1a2, 0x14a0c650cc021492, 0x3104df1399953635, 0x03059e9c7572fb0f,
        ],
        [
            0x1755f96707d4c6d1, 0xf662cd519ad9fffb, 0xe0b910b5273f35d0, 0x5657e12b48b1a9ef,
            0x88303f298106bdec, 0xbff9a35a1452c141, 0xacfb390f33ae6a0a, 0x72b5bef4b8dd49f9,
        ],
        [
            0xbfc50fbbf32d296e, 0x59d03d9ae280de5c, 0x1a257a892c9ec527, 0x5e378784112a2a52,
            0x491eff584e42294d, 0x4c9118ef208fde89, 0x4fcdeb66d5b8ad3e, 0xa559d906505d0e67,
        ],
        [
            0xf8654dd55933564a, 0x7a68b4faede3af44, 0x0864edc6676d8d2b, 0x5b686215d40ae001,
            0x3b5f04588204ef63, 0x392aee228878869f, 0x52d30c54d19d95de, 0x76b5ea69cf3a2645,
        ],
        [
            0x984a23176f922dbd, 0x1ca631161f99218f, 0x3f85eaad8e4d71b9, 0x6d28b6bffd4daf31,
            0x44abff02a0ef3cff, 0x4c24e9f0b84da299, 0x40fbe1a61ccb4a1c, 0xaf39d905141dd2fa,
        ],
        [
            0xf81635a4b50ab290, 0x3ebe61d79894a370, 0x1586162369624d61, 0x285c8ac39f361c6d,
            0x6aac3eeeeac7053f, 0x9d74e466d0b476d1, 0xf60357470acf5ed3, 0x30505fb91a569faa,
        ],
        [
            0x1c18367f397e09e7, 0x30205f18302e304a, 0x6a4bf3c54ecd8014, 0x76b8ecf4aeebc794,
            0xb9255cf64241ed45, 0x1f7d3fe893c2f42b, 0xd5a097ec187ed3c9, 0x0a582fe4b0a3a65e,
        ],
        [
            0x05748a91b9aea165, 0x7252542d9ea636e2, 0x612b9e0313b1c84e, 0xcd96363f4fc131ff,
            0x63dfa84f8068973a, 0xfc47d1c0eb80a8f6, 0x9a83348d4cf8d7af, 0xe8c4c64442424285,
        ],
        [
            0x3033155fb0b435ab, 0x8e9289c3fe24414e, 0x3444a60b612afc1d, 0x9ed822c5e660ec65,
            0xe92dd108159b6095, 0x74f1210ac060249d, 0x5da418c8cc17b64e, 0x62cdfd1b462bd506,
        ],
        [
            0x6cd1f35d37962128, 0x1ada30c91dd39c9b, 0x4919fac1f3f3a325, 0xebfc16ecabec09e8,
            0x5c2c6c4924580c29, 0x060a4aad8b1c4f64, 0x1f3a7cdd79750957, 0x335486586fc089a6,
        ],
        [
            0x380102bd5db52009, 0x91b0acbf768ca4ed, 0x41addaffcd6e8fd6, 0x6ea6e674ba6ebd23,
            0xc1d588bf9719b798, 0x9b4fa0d7b6707325, 0x83c9788887a4e3ee, 0x6607996f775f5622,
        ],
        [
            0xa579eecaa1c83474, 0xe494ff94d2d96313, 0xded8403133c245b7, 0xf1725e62b08ee63b,
            0xafcf2aa31020e920, 0xddf144a02369242e, 0x86d4efe3628873af, 0x6300e93b1530b4aa,
        ],
        [
            0x86b9f056d64316ce, 0xb23d789b8e161a15, 0x431928c46d0a62d1, 0x0da68f2e5656c992,
            0xa444bf540e166c34, 0x80d29408f577ef5a, 0x5f9ea3256270ac5e, 0xe493dfc65415d571,
        ],
        [
            0xbb2fa45e14832b69, 0xe679d16dec3fde44, 0xb40e9d7d69b298b3, 0x90f4efe302c19214,
            0xe222f8480e535620, 0x156a545c966f0ecb, 0x1a09b39bf0edfd91, 0xb030c18155808a1c,
        ],
        [
            0xc5f46114ab3914ef, 0xba48b2127010033d, 0x5209dc0d4cd0f4ca, 0x108884ce883b42d2,
            0x1750947f37f1fb4b, 0x9707b7c82ce0476e, 0x0bbd60c6331dd5b7, 0x4a5bea9db3d80bf8,
        ],
        [
            0xfb6edf671004d3df, 0xc1af1b8ac2c42d14, 0xf9ea3a092152f6cf, 0x19b74d4899dd13c5,
            0x6d3871e8e78db3b3, 0x6debe6e4e489a446, 0x9609257b9e5806c9, 0xc5db8c64ac2c9233,
        ],
        [
            0x01c313a0ef2e827a, 0xf88e3fc3865e270d, 0x0fc54c5c1d651593, 0x0b58a24be8a02672,
            0x7ceba1b3e7fdf69d, 0x568a5f7398d19bf6, 0x7f5f1585ccf064a1, 0x3c4acb4cd96a2ecf,
        ],
        [
            0x364e79d432fdc889, 0xf6b8b5f8aed0e6df, 0xc5ca1bc54382311f, 0x6e4e0009b19f52bb,
            0xf3062e65b1eb890c, 0x6e888766283307d6, 0x50ac728efb0df1ac, 0x9eb072cf9701e7e7,
        ],
        [
            0x0c0309ece8046d9f, 0xc36b466173c88c01, 0xa4d1f02b4df4393b, 0x72a0e1482e49db2b,
            0xa284ebc798e97e52, 0x2531f0b2588ff799, 0xc5b4126a46e419cc, 0xd1a12117a5044146,
        ],
        [
            0xaeaf5d57ede6b448, 0xdaabb4fe21f6a37e, 0xfc931d092ef8bc5e, 0x6ef3bb7715917254,
            0x312d23810d3949dd, 0xf1a9d1835daac60a, 0x24113bf8ecc59c61, 0x02794643655688cf,
        ],
        [
            0x9789404fc4fb240a, 0x50ea585cafb75250, 0xe613947f2d302f2f, 0xd131e661dd93d815,
            0x22f60e1402501a57, 0x7423d4ebcdeacdf4, 0xe79b4c37f48f4fd4, 0x34342c8461a95da2,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x67e5fdd7b8087dde, 0xd0434584477fe2e8, 0x712e02810be246a2, 0xafff5af92c807615,
            0x178346acd44eb3a2, 0xaacf175292ddabe7, 0x099a747ee10a2a22, 0x659f6ea22cd060c2,
        ],
        [
            0x99fb69a100371f53, 0xe89dfdb368bc6669, 0x05b8000a73853a82, 0x8437a7cab8f3e67c,
            0x248872d7879cbbab, 0x10e124fedbfbe259, 0x735483f43819bb8e, 0x968fd75882812a40,
        ],
        [
            0xb510cae477159a25, 0x1f456b063da3e65b, 0xf5f7b88e7e1bda6e, 0x0701a78dd6546551,
            0x0a843a51fbfcdba3, 0x55fe9158099dce97, 0x19eda0a206beaa8e, 0x8bd65e64e6b94200,
        ],
        [
            0x3a5a9e22185a5943, 0x1ab919365c65dfb6, 0x21656b32262c71da, 0x7fe36b40af22af89,
            0xd50d152c699ca101, 0x74b3d5867b8af212, 0x9f09f40407dca6f1, 0xe697d45825b63624,
        ],
        [
            0xbaedccf3af80a8d5, 0x8abb24cfdd8458b2, 0x64e37c5733d6e47f, 0xac5c0ea53d7aac20,
            0xdc3e6c2397189bbd, 0xdce49aaade49ae03, 0xa1ac880b19d843fb, 0x3b63c4111da64486,
        ],
        [
            0xf8ea12fff137c3b5, 0xac01f36085a2f378, 0x32db784c28027edb, 0xeb11786bd03b93f2,
            0x271de2c145843884, 0xa3a79b8406a46fb3, 0xba89a8a2903f814b, 0xd4cfcb6683f39367,
        ],
        [
            0xf4391323763009ce, 0x909b0e10a257f191, 0xc7c689c95bcff7de, 0x0955360baa14d7f8,
            0x0a4dbab10f29115a, 0x0c28fd95a560a4d8, 0x9abe047f2f8ed1d3, 0x9bb3410097624eba,
        ],
        [
            0x336dd1e7c68278c2, 0xa1dd10b8a60e47c0, 0x6554caa343adfa5a, 0x6177947147864343,
            0x9d03ecb2efabd2cf, 0x327969992317a1a6, 0x03bff005c8986473, 0x4ecee7d5a568791f,
        ],
        [
            0x1b352ecaf467de7b, 0xf9d4782802457b1e, 0x2919c0ecfd8d30a6, 0xf5064f9553cac5cf,
            0xe48ced4c5cc33980, 0x7b89599675cd86d3, 0xee8eacf9162f68d8, 0xbc55e2f5494db117,
        ],
        [
            0x78e2b3262778531d, 0xeacb264a088aaf5c, 0xe19a22c0ee087221, 0xbe930a6137958360,
            0x19c2fa5ba929b468, 0x2a4b72572640c706, 0xda5d6c746119889e, 0x6dd3fd455e08be27,
        ],
        [
            0x8ae7064e1460904a, 0xc3bce0ba733b23d4, 0xc055be02f57674e8, 0x6b5c81b42a12c460,
            0x88ebf7bfb0ab37b4, 0xb1ba14ed47d2f0fd, 0xdca55e1202de0132, 0x77016daafd496a3d,
        ],
        [
            0x76a78091df0922a8, 0x8e90e9d2545cf8d9, 0x80924e56022f8b80, 0x4b656a405b4e2d73,
            0x4dadcac5999a80bb, 0xd473b9e2b9850f69, 0x20d04cc255d8c4d6, 0xee1ea31d12e77839,
        ],
        [
            0xbe5a5c928bf8d413, 0xddea274558dcb953, 0xbbdc5beac6b19825, 0xfb368f5999fd0932,
            0xd7c418fe59f8e35f, 0xeaf34bc7f66d36b2, 0xd3b99bd825969f01, 0x4263c1d549a8a8c9,
        ],
        [
            0x011711190f6cfca8, 0x22a56b445c2ab2f4, 0xb91a33689cf04a17, 0x227788f7c398c652,
            0x7a4b13f268fa4fd8, 0x978e7e37f367acd2, 0x7b4e92dea3c6bded, 0xc5e95706573d97fc,
        ],
        [
            0x1ba8979c83efcbc2, 0x31774e2836b670c8, 0x5a7e33da0e8f614e, 0x338a90cecf87b24e,
            0x5b0c72c613bed317, 0x58ca506bb79f8605, 0xbb759c00de660eeb, 0xeaa91688df84a380,
        ],
        [
            0xaeab93965a7d9344, 0xf7221aba0101b56b, 0x193d8758abf96019, 0x521cf0cd89729d1a,
            0x4529f28196b7064a, 0x7a1341ca5a95fba1, 0xc583fe0ed386371b, 0xd60220dacbf9e9ba,
        ],
        [
            0x080528117b53d9df, 0x3cec6753ac444e29, 0xe88a6ecb0c063657, 0xdf81af17ab6d83af,
            0x6739bc26714fb8c3, 0xd5e302a2655d4984, 0xcd9fb8d68225c4d9, 0x0307b593e967c1e8,
        ],
        [
            0xeac0eb4ac2888b86, 0x87ea27fcca58c8e6, 0x4ffb4ec43abca3d5, 0x682b052b00c6920b,
            0xe773ca28f053e8ea, 0xc7a9ada67b1cd9fe, 0xae6d47db426bd3f5, 0x08104b01eab39ddd,
        ],
        [
            0xb25a9e4330c53ceb, 0x3d9557a6dddc249e, 0x046a1ae93d7ed572, 0xa27ffce76d8cefb2,
            0x2e183cca9b402bcb, 0x1edfadb582ca2c70, 0x1c5a3dd9f36be780, 0x56a5e5da664be0db,
        ],
        [
            0xb504f88869d07e9e, 0xa09e7ca1f6a60c36, 0x93db2be0fb3d8e5e, 0x9d78956ebd65e13d,
            0xf4dd615ac3d8c8ee, 0x7460a2da3b94c7b2, 0x6542a89c1d3210ce, 0xd5149e6ef48ea8cd,
        ],
        [
            0x3b0b09044d0181dd, 0x017b83668f7daf48, 0xf6ee04220ceb23a5, 0xf44b889dc07475b0,
            0x00cac9e4b9c57e40, 0xb5e83622992dd21e, 0x2ca4139b23b9fb78, 0x9764baa9ccbdd483,
        ],
        [
            0x88432648f91e3c20, 0xba236b4c842c8eae, 0xd7621853088bf1a7, 0x8f83ab337330c791,
            0x8bf9efe52a906b6b, 0xf7a4e4de2c918559, 0x9b79b9cb7d09e708, 0x49fadca095aed358,
        ],
        [
            0x5e9bb03cfb569b70, 0xf94b48a1ffc18d42, 0xc51629087b862953, 0x52c976514c542e58,
            0xb1bea2c71bab72cb, 0x607f6d14850bc7e6, 0x1a1a95e2009a2dba, 0x63b960d490a068c8,
        ],
        [
            0xbb430cf33b281418, 0x7ce5019bb0000e35, 0x4d56c2613639e706, 0x7c86b3ad8863a8dd,
            0x79dd3eed3117e0ec, 0x82ea7c317bc0861b, 0x4c62b97768daa72f, 0xd958bacceebefe95,
        ],
        [
            0xac0e2757ce65e3e2, 0x497ac2ac4d15bfd3, 0x9b9d54fd27b015b3, 0x53ca3997253e64a5,
            0x4e8dc2518962d03c, 0x46769529cb749116, 0xe59c8342419b0d3f, 0xd62491bedceddd8e,
        ],
        [
            0xaa571776f8a2610b, 0x05b8a7ac685a7278, 0xa3ef78b58c0ea1a7, 0x20a956c87bad0693,
            0x4fed05917c33c902, 0xddc1b413d3efcbf3, 0x2430f67d8de43d3a, 0x8f2985f8fb63741a,
        ],
        [
            0x66097fa6430bf0ec, 0x9c884ca49dc307f3, 0xa14fb26bbb7a9308, 0xe9bc6607c7de00bf,
            0x52ca876a4a952417, 0xc766222ada2e724d, 0xa8f77e5772cc4add, 0xb8bb6fe6e9dc8aa0,
        ],
        [
            0x667750867dc4950f, 0x5741b2adbd394207, 0x57236846e4db6316, 0x4acb1272e1353fa9,
            0x66c6e44463d8b4df, 0xdf9e4280b5866ac5, 0x8cf298f6cc71e29f, 0x726cd20fb743cdad,
        ],
        [
            0x0ad33cf75281d42b, 0x922d1349973ac8c7, 0xacd18fa35dfe2c6f, 0x0dd44e4c018c0567,
            0xbefb3bec8d5ad709, 0x3ba4b3fdc4b1aa38, 0x3e361cd4de56a015, 0x74de2458a7294d1a,
        ],
        [
            0x648cb4bd0de0f572, 0x27ab852315c43045, 0x6a97b48bff72bbcd, 0xcd61723823b2371c,
            0x6508296ce6dfb607, 0x4a48933ae1874fe0, 0x4b1e1118dd85920c, 0x7ed0881c7f7d40cd,
        ],
        [
            0x5c007851555a1dda, 0x8bfb7e968afbf459, 0x19adc472621d3de4, 0x8d5b6a5663cd6b6f,
            0xc4d8bc8cd48bb336, 0x6024f891ffa78134, 0x2869e03d95b27101, 0x0adc90e681b16faf,
        ],
        [
            0x0b3184a32b3fce8c, 0xbd4bbdec1543d1a7, 0x562fc9efce42700b, 0x176c11c1328ed07b,
            0x6ea68436a3c9f19f, 0x5c5d842a5bb51ab1, 0x89592180b7de3b7e, 0xd17f8dae934b8a35,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x7aff4fe1fdde3445, 0x76bba9dda2aea781, 0x85371fe7ff26519e, 0x6965b6384d7061e6,
            0x7cc4389e18855113, 0xf47ce6051a5f99d9, 0x325e496638732dbe, 0xd1bcdae39c482511,
        ],
        [
            0x0375c0c6edee30ee, 0x48526336679189f1, 0x9ba834fcb1840971, 0x9ba1e12f974ac9f3,
            0x8a96b83b67b43c5e, 0x62067ebb8c7d4f38, 0x277c3eea86a877be, 0x03d2f132311bea6c,
        ],
        [
            0xf5e40f96888acfc5, 0xb1ef589b36689789, 0x027e7ddbd4091a71, 0xe1cbc51dde75c7da,
            0x3bc5fed5a249a225, 0xe7d3292beebfba52, 0xb312764ffdb9e23c, 0xec678397cde7daed,
        ],
        [
            0x8afbc67f51c57125, 0x5a1658f6d17c5b10, 0x485b544d9567e863, 0xc90ea1fbe9020055,
            0xc669a504defb8d94, 0xb6a3d07d6de19a69, 0x19667af636e660b1, 0x05aca66c710ede6b,
        ],
        [
            0x758ea53fe107ccc6, 0x1d3897e1543c8228, 0x731e9d2845a90048, 0x9c3f267971138aa1,
            0x840794cd3dea9152, 0x51a8fd4e95f9b186, 0x8be375f4bf3e6eca, 0xdaee0c1b64b51d9c,
        ],
        [
            0x61067df977fc555d, 0xd1df6426ed18d433, 0xaa47106437dc1824, 0x67a51d096d01cb39,
            0x5d9ac5946c12c1d7, 0x4363755443132b3e, 0xe175487a3fa794f2, 0xc1095aea14bf7be0,
        ],
        [
            0x21c5eb4395a449e7, 0x2fa2a034e53c2be4, 0x796fac17b140922b, 0x5c30d9577c6b2d72,
            0x770ea481ae2677d0, 0xb75e4053c3ce790e, 0x164b65f799c592d0, 0x8025e3b5b08e1b92,
        ],
        [
            0xc1bf1f2dab3cd7fe, 0x9cf25089f822df8f, 0x3d3a1bb4a48c105b, 0x0a88b8f77c896230,
            0x6a3bd234f1661fd1, 0x0c491c0994d7154c, 0x1d4d29d246caa990, 0x15b63b6905525ac2,
        ],
        [
            0xfa558c028b8ceb07, 0x5379252bffee271c, 0xafe4e2b07ea8d995, 0xaa3bbf230c8e9682,
            0x99a8462e9fd83984, 0x3b71b2bc7ab3f9eb, 0x44dcb0fe4c9162ec, 0xe6320cb09c1ec268,
        ],
        [
            0xc35c99281f9d5429, 0x7d4a5cc6a003762f, 0xbafaf9cb5d606ff2, 0x34233278994634fd,
            0xdfda0ad8402e2826, 0x68094c6b36d9d8f0, 0xd34b5dc46e068d45, 0xa3258285f3856a65,
        ],
        [
            0xe40ea55583bfd1f1, 0x3a36dc3515d65732, 0x79e60fc991400194, 0xab4a325113334181,
            0x21139610c8e1c233, 0xa57d9324279e98cf, 0xb4eb3bd0412fe057, 0xea6c64bb036c8668,
        ],
        [
            0x9277d1148a50a1e1, 0x164b7ea9c4a0cd28, 0x6cac5fae0ffae1b1, 0xbd58add042642ec7,
            0xfdf7accb06773780, 0xc5c046287663ec57, 0xc6f41fba2b27ab6b, 0x8ad1183e2ea2fbc1,
        ],
        [
            0x08406d780b1d6d3f, 0x5f37668a4eeebb89, 0xf7337f5cd8a5a810, 0xdba9b259dded5d77,
            0xc42e928289cd8133, 0x48bd9bc4512bd93c, 0x5aca994f4feb8714, 0xb3862d3f57535b7b,
        ],
        [
            0x2c12b388701f3de8, 0x0cd3c187faac904d, 0xe53a635b6cbcd930, 0xed3588338031f0a4,
            0x5f4e485f7266ebe3, 0x98eee3ec1ac407d8, 0x3fb6cbbf1554b67d, 0x87fe94dc7deeab86,
        ],
        [
            0x679a038031fa2a6a, 0x34fc1d585b0e4b25, 0x07add742b1a3cdfe, 0x1998f4c42e982745,
            0x607edb4bc6415142, 0x4c6c02387b7258b5, 0x9700f8008b78a1e9, 0x2ebb416d190afa10,
        ],
        [
            0x258fca6c4d9aefbd, 0x1efe47b273b95775, 0x32ca9f0d41bc43dc, 0x0fbc341c8c669d76,
            0xed3b6ea9d3e71ca0, 0x950b069e200a9ff1, 0xe4014b1d4957d3d3, 0xbd8022632f360e3f,
        ],
        [
            0x1b6523b5e3e71350, 0x6b00141d4a97f6cc, 0x437f30d6d11272b2, 0x2fbcc0944b52c4cd,
            0x11f77060c35fca33, 0x272797c42a250a40, 0xc5361ee81733eb9a, 0xad8f405b6fe0c9b3,
        ],
        [
            0x8b127bd4f1614c57, 0xe3b9ceff432c7869, 0xea3999b05079266a, 0x83e7cc8fc3b63521,
            0x6508431eebacb627, 0xd5403e149facc56e, 0xab7aff3e68e85b2b, 0xc4794c28f914903c,
        ],
        [
            0x8ad71ef05fa700c4, 0xfaf83d3843dad4e7, 0xe0cafc30c820c7ea, 0x0183873006bac40e,
            0xf5ba0bb3d2122e1f, 0x87efaa0a0f4967bc, 0x18db26a5fc69655f, 0xb536fc8690e23fe9,
        ],
        [
            0xe39fddcf3ea0d22b, 0xdbd93f52e5ded2ec, 0x44baf85aa9225ece, 0xc3a1aad76d9560da,
            0x2fc8ff5525483b20, 0xf2a0f3cff9b4aaab, 0x1320f7dba21d9cda, 0x8aba2450f2c12623,
        ],
        [
            0x7b3504ecb2273234, 0xb7ac96e1bc3b2382, 0x1010208633fff993, 0xf1b2484c14ddfddc,
            0xe92dee071d421d13, 0x400f7faefb61366e, 0x5e0e8a51fe048adc, 0x8bab30aa19e90e54,
        ],
        [
            0xcb6f20b82f6c26f7, 0xee756098ea0961c1, 0xf85c2527cff8186a, 0xdd9ced3d102f5f7a,
            0x8c05c03d7d6d4c82, 0xd9e88c521edeb4e8, 0xa83cad24d14e3278, 0x83b3cc1bdbef9da5,
        ],
        [
            0x3dc577192b3b6c51, 0xb3c4421f3186e890, 0xce52c0e788aa7cdc, 0x7df4b7b2c1c3171c,
            0x2c834a8e3f1cedfa, 0x7468ecb6a195f2a7, 0xabcf45e7a4eecabf, 0xd8397bf2e71ba8b3,
        ],
        [
            0x24106fcf9213ae66, 0x5cf4492a9494e4d3, 0x7323bd7e95a71edc, 0x2ae4a4386cae524f,
            0x2bda04cbed1b289d, 0xfefbc5de2de87b0a, 0xf517dbe549ba8a07, 0x113258ddfb720a48,
        ],
        [
            0x7d8cf39b3d65065b, 0xfd89b49a0a63ebfd, 0x1e321fd5ead4a6b7, 0x4838fbe38a64fd1c,
            0x87a78aa8064feef7, 0xf7167d2995a79bfa, 0xc3f43ea8da0def18, 0x9393eac10c297b35,
        ],
        [
            0xe2a45db197716e69, 0x98ca8ad8de352c2c, 0xf6009c20f506c432, 0xac22460cb5bb8a75,
            0x41d257580c5aeb74, 0xa10ccda47e6ee952, 0xc4dfe945ec367063, 0x1cb370d83f9b3bc9,
        ],
        [
            0xd31c2562da5e3abe, 0xf6bb580b9f83399a, 0x654f02a73029f347, 0xa52b875b7011332d,
            0x5e91571985e8936a, 0x1a1f4b398e3aa1c9, 0x4f9213cf2654a684, 0xade10afc05d915a9,
        ],
        [
            0x822adb3eafade308, 0xf9481ca4f133eb36, 0x3b6b7ff89726afac, 0xc20242b28584c210,
            0xd2a2cc43b05fcc46, 0x6811ba972fc0dbe1, 0x2361aefdbc0b3441, 0xad6a24d3b86fde20,
        ],
        [
            0x2c88af5a6d0fbd8a, 0x57c5172d1170d608, 0xb7dfce45223b4272, 0xe5c9ca87f8f44ff1,
            0xaf8073fe9796969e, 0x11bac16b25e9f207, 0x90af02a6a52bf403, 0xffb338a6a1b31c40,
        ],
        [
            0x8afa9b6c15b4cc31, 0x76dd75fbbc012f8b, 0xc7d503e49b66556a, 0xbc756a3a253b8e0f,
            0x5d67f6ea5c4c61ef, 0xfec5f0eac680488d, 0xd2c813a0d2a234c1, 0x2363107d6d85005d,
        ],
        [
            0xabb19eeedeb41686, 0x6669f58d5c5a78cb, 0x58e067a6e37a61f1, 0x2718072eb3017b62,
            0x5dbead1686e4ad4f, 0xa38bdc9bc7b5af97, 0x25ac736280073f55, 0x0091f1fb738d74f3,
        ],
        [
            0xf3a6db8a73e44b54, 0x54dbeefa7c1e27f7, 0x2dcb6c352620546c, 0x829019319d8f776a,
            0x6803f5e4fe5fe6ac, 0x9f47a0a101135484, 0x65888d6eac1dd9a0, 0xe6a26e713ea8fa1d,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0xa5e743ceea394a20, 0xb41ca518e198a281, 0x444cd57db517ac92, 0xc48dbfa12299cf2a,
            0x4a0580dbea77a75b, 0x9440b125991bb5e2, 0x64ff2e411bdbd6cd, 0xbc83cba00e1380ba,
        ],
        [
            0xcd013f88b049e7cd, 0xe8f9257ae57fdc00, 0x3be71969fc3a9301, 0x987f256d58cff937,
            0xb7254bbc6efa35d6, 0x47b4605207aaffdb, 0xe860ebd60007e39e, 0x8e92695694ec505c,
        ],
        [
            0x0a5db33fc75f4ddf, 0xe955273186ec58f7, 0x8507a52f4805eb98, 0x41db43d818f963fb,
            0x285c41fbb53425b3, 0xd53db5d79f7f2e31, 0xdd2ec30777538b8f, 0x4210da1ad0865781,
        ],
        [
            0xc6e3197aa3fe67b2, 0x34a8bfe70a2e3338, 0xbc666b9ba97323b2, 0x6608c243773c85dc,
            0x1923fe5ce5b47a28, 0xc22b159f40c54308, 0x846f640da746e03f, 0xa1a916bec521c168,
        ],
        [
            0xd8550fc4d36d4aeb, 0x222dd83cf82c1f96, 0x375f920839d1d9ef, 0x297c85c558565043,
            0xaa2ffcab52af57cd, 0x08faae014927d4ed, 0xec58fbac11f90675, 0x77c5ff6cc941833c,
        ],
        [
            0x84830e821393b53e, 0x2a16f4eb00320742, 0x6f37dd65aa14f666, 0xb0bf6d536b97a79d,
            0xad232baa596b5a13, 0xc8e5f7e3c05f7e44, 0x24e55c59154169d8, 0x2700d172c44eba71,
        ],
        [
            0xa4508c8a860dd897, 0x7d0f56f7b0e8901a, 0x6206fb36a8b8897b, 0x07031b1f1e83d641,
            0x14cf6e0cd51b728a, 0x663282e27dc9fd6c, 0xfb86f500b53c8b31, 0x47f0cad0f7336a5a,
        ],
        [
            0x5fc1209b0378bc7f, 0x58bc6e018be06286, 0x9979bc856e976e53, 0x70c1fd6918000aa9,
            0x6d68171ca6aeb856, 0xf5a9f32f61e1cb0d, 0xaaedf6f122428543, 0xf7daabc20d5bc522,
        ],
        [
            0x6172d81b42e1eb1b, 0xa24ecc0406bb0c14, 0x408970fc4e695b29, 0x0ae9e4cea4932174,
            0xb147580ed59ff027, 0x7f8ec8fdc51f207d, 0x0b20ed543181b216, 0xd3b9f676e624f3ef,
        ],
        [
            0x1de250d46b2820cb, 0x15c49a76ce96a05f, 0xc3b897cdf5a4550b, 0x265916627a138203,
            0x79475d836e8dd73d, 0x53a8af45fdddca35, 0xd8ef4addc3373c8c, 0x80ca3ef8d3697b57,
        ],
        [
            0x2e6614461f306567, 0x8785928b61cdf736, 0xfa1a740102da00d8, 0x37aca20d3d3443c3,
            0xc3dad1c2827553c5, 0x08dacf1202e3fec2, 0x088843979c45597c, 0xa8ecd50de413f4fe,
        ],
        [
            0x13e6eaad2bc73e02, 0x8496614eeb65312c, 0x206a98117d578631, 0xf0956ae2a6c5dc23,
            0x2d2cf6998611219d, 0x672d048dbbae9457, 0x76e2058af2839356, 0x433fe6601144e03c,
        ],
        [
            0x8e8328ac328b3987, 0x44f64505fdb6a7a3, 0x8e9ac2c9844538fc, 0x5addb6eba9b62d72,
            0xb8eaca0367cb9bad, 0x169d25d3ec3338e9, 0x3659340c35f94ff7, 0x88d20301dcd9085d,
        ],
        [
            0x97c097d8479ef362, 0xaba5eb2022395277, 0x519e4821e6dc2ced, 0x3a6d70c4e150e719,
            0x8affe775d76f1bbd, 0x25bc357543627f03, 0xe2db3e29e25b50d1, 0xbd09df48b76559d9,
        ],
        [
            0x0915ae2693297e01, 0x72d8081b93334b85, 0x86544e367f8f6a70, 0x9e60c60a7902b10d,
            0x947f62d15db022bd, 0xa8951f7936e6fb56, 0x54402f60c1f657b0, 0x847ec2ad31b7adfd,
        ],
        [
            0xbc63b9f4e77e03c2, 0xfe32c900bfb0192c, 0xc0733fdeacec50aa, 0x30ac8e52250d76b2,
            0xa11914fed1dc3f83, 0x6704ba32cd8786dc, 0x69aa6584002e77a0, 0xd694b530c099785e,
        ],
        [
            0x58c70ea0795ab5a4, 0x260fea408819acdd, 0x38d93e502819aa4e, 0x1d98d98b2fd4dbd9,
            0x035b89de116b61e4, 0x09a64ff7f37c0e27, 0xd341459f82ce15c4, 0x3040b758c997e774,
        ],
        [
            0x6c50b5243d47d9d4, 0xa874ed2fb713a3a9, 0x60bd148dc50804d2, 0x39b11d204df4f847,
            0x6778fd4d3d38a418, 0x34d06873457748f9, 0xf8687c46fa7d09b6, 0x46ebdb4df8d010a3,
        ],
        [
            0x22f00b5b12b428ec, 0x46f416d569ea3a4b, 0xc5be6f2467a54709, 0x87ea0c9e2204a849,
            0xa4b7a2627b2c18dd, 0x7fc3429ce81a8389, 0x5b2001efdec694bb, 0x565e86255b29e4ba,
        ],
        [
            0x7de22de51c5fe45c, 0x88b281a8387c0f59, 0xa52f249d7cf72834, 0xdb98ebea3ca2a60c,
            0x44a701c43ef45a22, 0xe983204faa480e1c, 0xde15129dd8912c8c, 0xe0c0f30b75bd85a2,
        ],
        [
            0x6b982d0190089df2, 0x08cd5339473f441a, 0x76c85b809be5cd2b, 0x95f4a143f4d86374,
            0x842bb08ae91e2cb7, 0x428f29bd6ebcde47, 0x7dee63b827a1ad43, 0xc4e78682f1e7abd8,
        ],
        [
            0xd561b49b4d036812, 0x2317d60ba6090507, 0x0897ecc2890e7aaa, 0x450bd256b9bb3b29,
            0xc3ba5ebd1914338b, 0x42be8c978683d19e, 0x7eef45bb2a094033, 0xd7f976566d67c191,
        ],
        [
            0xc92804cf30229a3f, 0x59060e3c3cdfbfa8, 0xce5d3c131b4c231f, 0x7d533a58b3a43613,
            0x2a1a7833dc13205d, 0x96c1befa94a799d0, 0x0ccbc8f9f6984573, 0x6e5a3f6f64875b51,
        ],
        [
            0xcba43acb80c6c0bc, 0x4d9f8d7283df687f, 0x785a855ff7c71008, 0x0b92902a077e8e4c,
            0xd088e9d8baf5dd22, 0x04785ee3d92ed23c, 0x0d6e697a2d161e20, 0xddbbd3cdad5f6a8c,
        ],
        [
            0x593da86d2f6fcab1, 0xee4bb867f1b2e6cd, 0x4a5c1cc39d952613, 0xae1eb707c3df572a,
            0xd1d778c483d6a44b, 0x97ea5d1aa69362dd, 0x93a96a5a6bfa423b, 0x2ade857fbc9f46ba,
        ],
        [
            0x9b827276564039c1, 0x2d5b28e349d8926e, 0xbff16e8965f71efe, 0xfbad8974a002260a,
            0x26c478ba3404bc90, 0x9b33fede4e5fad28, 0x3f36baaafa4f550f, 0x7255f70dce076b12,
        ],
        [
            0x744bca50f75bbfb9, 0x115ab2fc894fee90, 0xc78dfc18f942c6df, 0xaded491a25dd0333,
            0x9ae2e506df319980, 0xecae01b8819f2498, 0x1159b7e4db50a669, 0x3952641c033e3ab3,
        ],
        [
            0xaf59e60de2128eac, 0x0c4758d5ccaf1ccb, 0x21ba6b3b7d6a5169, 0x0a73c0160adda5f4,
            0x3859291d64f1180d, 0x793759f17755d9ca, 0xa55cb6dd94f50a7c, 0x443fda56044e838c,
        ],
        [
            0xe0d7edb90a947bc8, 0x0037633af07f0d12, 0xfde97702bfbbbb80, 0x5211ce85691b8c90,
            0xd71d6720f7760035, 0xd2968536c36d19a4, 0xbba99fb8123288a4, 0x990a8b03af3c104d,
        ],
        [
            0x908d23a6c55b323a, 0x33a36f70d4e20577, 0x9990f834691e626e, 0x40969f4c0619f27e,
            0xb101d338f45a11c7, 0xd1bc47d50d8ff94c, 0xd99771fc0e32e39d, 0x841788df9e21ce98,
        ],
        [
            0x7e69c07d3d3382b5, 0x9d54916452b094d8, 0x1efb1797d97d0c4d, 0x9f391acffe8cdde6,
            0xcb676dddbe81fff4, 0xfbd5a0ae7b3199cc, 0x055d365c09d65305, 0x2b023e17dca6347b,
        ],
        [
            0x2d86a63c3e689186, 0x36bba6c05ecdb6af, 0xef5a97ae73396212, 0x5bb99589230a0df5,
            0xedfb310d1be3a018, 0x92643ed05bc1dcc4, 0x5724d461a33c413e, 0x189e83e977ed3159,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0xc2ebaf8017e55104, 0xf73a835fbb8e9c71, 0x63de93c34d8b561c, 0xd8de765227b78737,
            0x2a02ef80e52e08cd, 0xc2f73fce1940db1b, 0x5c4c628ad1dcf924, 0x2fd29465be13f2d1,
        ],
        [
            0x06eb9409f722a81b, 0xe9227bab9467b68f, 0x6020f71756a0a320, 0xd03eb26a9a38b79b,
            0x95e25f86d8a85767, 0x9dff1a286df208f5, 0x6ce057045262d412, 0x50c5fcb02c21a3e7,
        ],
        [
            0x6939c2c7e987bfd3, 0x87c5472ff4c4284c, 0x551dfbeafaddd191, 0xe3a5786fbd518e33,
            0x7ed31b6c8cc23e7d, 0xa3dcf2ecd928e081, 0x8477b9ff4ad8210c, 0xf74bad09535840e6,
        ],
        [
            0xe834110d03f61c13, 0xff6986d6f1790dd7, 0x2d3ad94e07c7976f, 0xfe4091010eb8cda7,
            0xc3d3cecdbda0b3ae, 0xf986fbdb99e1d973, 0x39486faf093b0b79, 0x081759c1da404032,
        ],
        [
            0xb67951d222d5056e, 0x0edcb5a7e247a07c, 0x11525ffce96e5e48, 0x42a97041eca520d4,
            0x48414dc8b0f7db11, 0xb64e483d6e9fd1fd, 0x6ec36dd26b563b26, 0xf2fc7f66cf008706,
        ],
        [
            0x7bca829e0a94a6b1, 0xca300c28d0d9e4b6, 0x28a7cebe93fc4323, 0x5873b9f32aa7b78d,
            0x52bf9f98de524c9d, 0x1f5054889ffb3df0, 0xf4e0379cc39bb95a, 0x17a7dbf4ed5e2eb5,
        ],
        [
            0xc6745f91d3dafd3b, 0x6fb899f02dcb3956, 0xfe232c2ed65379d6, 0x0d6ca71b1c27964c,
            0xd6adf1421a6fe6e8, 0xa02248abee88771a, 0x9fe494a02707de58, 0xa85130b38fde293d,
        ],
        [
            0x13d00c248fa8ee41, 0xcb4e6644c7743648, 0x1e80957063154403, 0xc90e300839dd5895,
            0x47a63667c3d7c1ae, 0x5045534717accd6e, 0x9c0710c653840362, 0x62f504176d19e73c,
        ],
        [
            0xf6bf9c7ff1131f8b, 0x69646960cfa20d4d, 0x7d4c22df9c431fb4, 0x05edca7ad865a3d9,
            0x0ecf0b19ba6f779f, 0x33525005f0e89d49, 0x01c9d71b5f0271be, 0x9e58881e48e886bc,
        ],
        [
            0xb379f9608dc703cc, 0xaea569b7160376b3, 0xac9356eb5857c526, 0x73cfdacbef8c6a4c,
            0xa65e18594e1e5c55, 0x78ef3b9a43e85885, 0x394dfcdf253517ed, 0x4f80f3584201e6d2,
        ],
        [
            0x9c8f9f41eb597e4d, 0x4974f325e77d1a31, 0x121b45a33b771c11, 0x5a13c0560bc7a0a4,
            0xaf7e4869e41856e0, 0x7bde87ab59136664, 0x51fd18a0f22d73ce, 0xc9e73c13890f97ff,
        ],
        [
            0xf790b4efa70216ca, 0x57e23b198e1539ba, 0xb21c60ae448fb2ea, 0xb6ee9f71ab3f761c,
            0x24865ba1c5759234, 0x76eed96a290f9f0b, 0xc820b826a8e9f4bb, 0x5594644173e90b46,
        ],
        [
            0xdaa789614260faf0, 0xa2bbd34597e95935, 0x43144e1a680f272e, 0x96b25656017b6e75,
            0xc0e42520e366d412, 0x890bbf98707d4f5a, 0x00ad8e5733bf99e1, 0xdcf8a6a001b37cac,
        ],
        [
            0x8d9140f3d7f07578, 0x59b20724d6db1a81, 0x455322bb63570df1, 0x8f51c431527fd5de,
            0x500400f045e9298b, 0x044cd7048083be29, 0x912a4f8d105dade4, 0xfb97b65f1e044468,
        ],
        [
            0xa49a1be4aad13276, 0xca6350eae9c043c7, 0x26f12b2b387771a3, 0x0b971910c41cde24,
            0xb338f3420a84dadb, 0x593d79298270fae3, 0xd4e2e45b3bf6811f, 0xac28486ef006eefb,
        ],
        [
            0xeea6bc92071e5c83, 0x8bd27f198542a0be, 0x20a845b72a58e5b1, 0x54ccc9415026d73f,
            0xcfd08ef7140916a1, 0x929e0bcc5d8ee496, 0x3a8f8715dad2bf22, 0x1c433f45b4514532,
        ],
        [
            0x83c0505e47e4e7a9, 0xeeb54ebac8319568, 0xd7e5fbee155bde28, 0x5dcd7318eb4d06ca,
            0xb07afb5e50970a08, 0xde87fb362bbad572, 0xe66d5a48753513b5, 0xccd5202d24dbdd1a,
        ],
        [
            0x5c12e1bf92336d10, 0xa990a1ece7e6da2c, 0x9ae3454e3c83f2df, 0x0752c49bac003ef2,
            0xb70fc8cda9f90f8f, 0x077212c2cfdc6ac3, 0x7d5ce2e71e68f510, 0x17611a71c6419326,
        ],
        [
            0x9b77f5f7a14004a4, 0xadb4416144a5ca38, 0x80c21c0abfe35883, 0xf38d797371e918d5,
            0x0854205f0df9f0f5, 0x795173845166aa44, 0x09220e54f9b7cbe7, 0xe9293daa226752d1,
        ],
        [
            0x5e83c1881804b608, 0x39b430c99b8764cf, 0xebbfa82f8a419da6, 0x75a6eb7a5d44fc25,
            0xac80e2b48dea40b1, 0xa98e984c2b6ae4d1, 0x52cd759a9ef508f0, 0xc2e6c60e0ac53359,
        ],
        [
            0xb659b14f90d8ef34, 0x71cb48b38f4007b5, 0x25ff52e23c123e5f, 0x0b56579f496fe334,
            0x8b1ca329a9d40cc0, 0x5c968b54da9e4127, 0x1952efa7e1f552f1, 0xe11cf78d4b0633d4,
        ],
        [
            0x0d9578c8d3bce49b, 0x0c75131a93dd7e17, 0x78ff9bece40a768b, 0xd52fbb3f1c35351c,
            0x758b900e0111d8ae, 0x15b8913d407c2eb2, 0x9c394de76f1a8ad3, 0x24c83b83d9ff4e62,
        ],
        [
            0x3a94baf7245651ed, 0x0263f1940f9fff56, 0xb20c4d8f8bed9d2a, 0x55e324b105588b8e,
            0x164d50f3a95237ff, 0x6c4e3bb42f831747, 0xc4baf50a875859e5, 0x5155f994522814c0,
        ],
        [
            0x80d6a10ee81009ab, 0x8d92c3390c86f674, 0xf2dbc179dcbb95e3, 0xbb4c47e5d1785b70,
            0xba08a200f453918e, 0x3bb3cb4b71f627b2, 0x2cbed20569956557, 0xc84daae9cb40b5cf,
        ],
        [
            0x5f557c2c6c4cb97d, 0x4490895083ba474c, 0xdacf6a63ca5e6f9d, 0x0b1ac2a830c336d1,
            0x3c24b9783c832c9c, 0xb28603fb453af307, 0x0d263d5914e613a4, 0x1e95f7d05b14a352,
        ],
        [
            0x3c644d79ff67fc41, 0x54014bdaab849391, 0x52c4b2382c6f7717, 0x56ce23ab9f189526,
            0xc90b61ced2dd602b, 0x1668c72de4fa2c8d, 0x1e4474944db66287, 0xfd55c5430ace5edf,
        ],
        [
            0x73d617b1887c6043, 0x6537f3f2d69bfa4f, 0xc9e9a32ccfd5c19e, 0xe7e89aa653e6a05a,
            0x1093929cb34fce02, 0x3fbe85ace4605cc4, 0x8c81863e1a5a4ce9, 0x9fb7c11535d87651,
        ],
        [
            0xfd8a08bb26e46d21, 0xb86482c564329e43, 0xa60998cdefb3d048, 0xaa9f87a500b3b2f1,
            0x5e21def6338adb52, 0xa076f1dea4b93e4e, 0x1c1ef5cd4c767622, 0xee7ccc3d3d491de1,
        ],
        [
            0xc64645ed23be2658, 0xaf5e314a576d04df, 0xa2f3e3fd9b8f1d5f, 0x5429b4a63874161e,
            0x8a241bb2f4811664, 0xe381aa237a32ab33, 0x2bfd3d8ed4fa2f6c, 0xbb32191f6a6a5faf,
        ],
        [
            0x80c812434e6bdc29, 0x5be19ab96a77bc4e, 0x721a766723a79dc8, 0xa9ce439431dec7a7,
            0x326c48582a3464e2, 0x39b83cafb0c4c08a, 0x01f99736f6a96708, 0xb47e09d28373eef5,
        ],
        [
            0x91e86256f33b65c3, 0xcf3d05ce206a0b2f, 0xf7f5accb5a3c1e77, 0x108fd4d92b014c24,
            0x18a3bdda50db51e7, 0xf5426323852a4017, 0x4427a99deb1daccd, 0x2c4feb972e4ba647,
        ],
        [
            0x831bb80c01287c25, 0x83fd5b1e946f64b2, 0x9d841014dcfbe833, 0x29e34b1bed8aa814,
            0x1d23ad1d75a7e46e, 0xcf3a198b6e15a439, 0xc1417cdfccd96b25, 0xea4397df95eeb3a3,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0xf3d5be3a53a3a383, 0x876f31533ab62409, 0xea5b5f1d3c001919, 0xd2a076367c5ba19e,
            0x65f2abb22e7e0640, 0x5981aeff3f598bce, 0x6643a0f5bb9dce30, 0x79aa09b893b7fcc0,
        ],
        [
            0x7748532d4fa43529, 0xd505671ae1abb34a, 0x66dceb631977d5ba, 0xc56dd686b0fd846a,
            0x59ededacf9a521f6, 0x619e467816fb7eee, 0x555d2c60a76b8c11, 0xf2acaa85f3f1b263,
        ],
        [
            0x0a86af7404e21b27, 0x57cf59e4820a93da, 0x52aa94eeb7ea8e3d, 0xb1c35b7e83dc78c2,
            0xf410a29f634ac059, 0x924bb475b7c4b4f5, 0xfcd952a9563ffdb4, 0xa622031ff4e87d1b,
        ],
        [
            0xc30fb77122d32936, 0xe40cd02e32847f01, 0x9f6cc7d1513d7f38, 0xc5440c597814a47d,
            0x9a42fa3747cabfd4, 0xd8a6d28631e41e5d, 0x2edc1e1d23ecf4ac, 0xd27ee9ba383e1fa7,
        ],
        [
            0x1d4f0590456157b5, 0x1468b5a58ebf6d05, 0xddf369b7d74f5151, 0x409a262f516286f7,
            0x4f3d5bdadb92996c, 0x45e9c28966bec1c5, 0xf4edc1ea32c1fa12, 0x886d95832771163e,
        ],
        [
            0xe7d27736e8c0fe95, 0xc778108c641299a1, 0x95b6dca9610d706d, 0xf92294e908dd3177,
            0xf360f2f593d92a41, 0xcccdeb333f5ec749, 0x1dbdf1f5462e5723, 0xc6bd14fba707dd5a,
        ],
        [
            0xfc92f375dfe8da52, 0x7d1483e97c47d44b, 0x6f542d2e46e6f2c1, 0xcf85b76a5beb953c,
            0x57733f76d0a6811c, 0x1353211ad4109f9d, 0xde45db404aed748f, 0x2cfe78c2274fb595,
        ],
        [
            0xcbe1a18d2c2e32b9, 0xf165803dfbd492c0, 0xff3e42d52f5bab12, 0xd07e95892daa15af,
            0x5e78ad6a2c1a4f5c, 0x23ed98f15228e81e, 0x731f0769f893ef4e, 0x774e4d6506724528,
        ],
        [
            0xe73d836cfc37a50d, 0xf68b08c0d395a886, 0x4fb27771a7c0f34f, 0x76ae6ea001fa4b08,
            0x6ac7e59b5b1e7960, 0x90f2c74c97b224bf, 0x12cab10989546fe5, 0x8a2f0313bb9d4cfb,
        ],
        [
            0x06549d2fe91cdd42, 0x335c0e844cf485a6, 0x0e660a3896a2fb23, 0xb899248e7ba223a9,
            0xf7dbb89f78237a07, 0x26dfc025c5437297, 0x2b74a114d497121a, 0xfabba2295c75effd,
        ],
        [
            0x88b6647846bfe565, 0x3c90e020e95d046f, 0x7c75e476bc2eecc7, 0x7484cb30df2162b0,
            0x9909806c2de02e6f, 0xa7745b26a62a8f34, 0xac88e73a0fea5d27, 0x3a24dc51eb84c167,
        ],
        [
            0x7d8501ec7989a8e1, 0x7c1d96f374ee4bdd, 0x7500e0479b9cfe0a, 0x3e4d03c45cdfa79b,
            0x98791388441c240a, 0xffaf18d5f3bd6740, 0xaac117cad7caa719, 0x12f744d0815a6475,
        ],
        [
            0xb223de6b453cf467, 0x38297ed9159e8876, 0x1446d26fe40b4794, 0x583793cbfdaf9695,
            0xc453d263c1c6d8dd, 0xa4f5de8d6e6a626a, 0x7937d52906dfdbbe, 0x2edfeaef1ede785d,
        ],
        [
            0xa020155c8bd18ab3, 0x318da9c4e9b36994, 0x1fbf3ff0841e9bc6, 0x6130732b7c4f4f4d,
            0x6e9daffe16cdefbd, 0xd8c2fa0e305ac457, 0x128028b457aff699, 0xe8e58ad2d503af34,
        ],
        [
            0x9bc4930bc7f7d8f2, 0x60f045ee22b41adb, 0x54cbfff59554f03f, 0x68ad38156c415200,
            0xd74f897e89e602c3, 0x8020976564223643, 0x34f5f7e217d9a93b, 0x7b6377cb04fc9607,
        ],
        [
            0x7601aeeef79f7b91, 0x4275a149e19d957c, 0x3a06ae0295829d32, 0x437f6e07b86fd8fc,
            0x64b6ace375270033, 0x589a771191396833, 0xbf38b8289b15d63c, 0x5fe8d37ca889f13a,
        ],
        [
            0x8f8107ff313d9b88, 0xc23bd9f3bf4234e3, 0xc5118784f8d93e8f, 0x8721f34802f517cb,
            0x4ebaa8b51147319a, 0xfdfe03b6ed6cc045, 0xae5d54a1616cd323, 0x92676f9b67ff4172,
        ],
        [
            0x2276a828a3634c4e, 0x76a68124a8c8a744, 0xd3e1934dda8d2e32, 0xc69685404072792e,
            0x39201f624d80dcb0, 0xf5f93387fa2cdd80, 0x17b5fbc0fb42fc6d, 0xa3604db394d3df92,
        ],
        [
            0x94f0fc4af0b46903, 0x34e61b5769743418, 0xea3ecfd58f0baa41, 0x07862cd48df3b276,
            0x64050ab157b5e771, 0xe5d06becd5b99a61, 0xf6fb4ca9633123c1, 0x8727cf21412748f0,
        ],
        [
            0x6939a8d0d9bb7902, 0xd8c26c7286b7c73f, 0x9a9a249e94485e9f, 0x01b68449b3d61035,
            0xcd7f44b1e03ee653, 0xfceb260471836682, 0x0bf198e5c36d1581, 0xe59063a1e9379c3e,
        ],
        [
            0xd4a1d17d6069c1c1, 0xda5275512e98fd0a, 0x1356b2a00a3fd7c8, 0x9344b8cc60aeec80,
            0xd28ff05e7ac4ad44, 0x2bc4da75e428fea8, 0x5fc2f16cd99bb548, 0xa8b6550b90e52076,
        ],
        [
            0x6111a3e854b52b21, 0x6223d703478fe414, 0xa5a1673d70894f98, 0x888c4c89b333b575,
            0xec17e8fb97dd0826, 0x232e6992c472cdd0, 0xcb485bdbb864b67d, 0xb728c5b39937ad35,
        ],
        [
            0x0a8c5c28088e3810, 0x666b3cf1c06db939, 0x72f279e6b04bb873, 0x639ca7a4fbfdb633,
            0x5e01d70a899e36e4, 0x5f4bf34b80b330c0, 0x7f33a97816ac7078, 0x4721a8894c15ba05,
        ],
        [
            0x360cdeed45046203, 0x5533528adc6cfcbd, 0x534665997d06e463, 0xd2ea9fb217fd7e77,
            0x8599f27a3e8ea623, 0x15dff2d56a34c3f5, 0x5b06420824500d44, 0x16ad23b09f909a70,
        ],
        [
            0xf7b19373ea4b2479, 0xa94c3ef522dba0fd, 0x68354ac1fdfbad54, 0x8ffa299661adb642,
            0x71a475134d01f310, 0x47db786f0c6b6ab3, 0x045112a9d3bb0510, 0x9311eccf4a68e0f8,
        ],
        [
            0x19518c1bf4e6bc08, 0x29bc873d2fe09f7b, 0x2e21be9482b291c3, 0x6a613503d210b422,
            0xfda4980d7e112322, 0x04fc7f94319014d0, 0x2b3d4ba4c6f4d718, 0xbfc608ea27704f7f,
        ],
        [
            0x8680b111a65ab72b, 0x8c36f5df1bad4491, 0x62123f946fcee95b, 0x42c92b2403361dba,
            0x11eeae2f1941a35d, 0x66060f560cc75325, 0x60fe97647478aa08, 0x7a7b649b88a49572,
        ],
        [
            0xc29b56d4c371d9fe, 0xf04b356c1999d6bb, 0x335955a7c3ab3a4c, 0x952c3cb1accc9ca2,
            0xd76ce6d24189a13f, 0x664464f11808c75e, 0xa7df9136f6ece5d0, 0x59b98546f7d62f06,
        ],
        [
            0x3d4b3b77a1ca4d98, 0xd83bef4cba2e50fb, 0x558fd1d2270eef5d, 0x6bb20c26a20be29b,
            0xb99c7a3bf897df7f, 0xa9cc147bc737ac4c, 0xaa65987825e0ea1e, 0xbfd9462ea69970de,
        ],
        [
            0x4af0afd724ecc236, 0xe440ad94311c007f, 0x5d4762af77b444f4, 0xaea35247d87b7e0e,
            0xe4dd0cf9776eb9e2, 0xec3da7000c4900e9, 0xa82322581beae720, 0xe09035587e414291,
        ],
        [
            0x07d8da02386a11d7, 0x810b052e3ca74182, 0xecbc5d924ec7f118, 0xa70071a02f03f297,
            0x8145803d2fe9ebff, 0xdbae199ac2eba753, 0x6695a520b63f2781, 0xac68fad209b7280a,
        ],
        [
            0xa969ecfec51cd9c7, 0xb80a7c8a3447db8f, 0x79ca1e2a6483ee28, 0xcecdff7a5cab844f,
            0xeb76eac729389632, 0x0d09d06b645e5a3f, 0x92af68819c7d0f6b, 0x9323e54d22868008,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0xbf9f4172b066fd48, 0x1c37101cb8971583, 0x06c79b97a6badca6, 0x241c567a4227f1c5,
            0x7f7d2c6792857b08, 0x8ea87138aea36605, 0x9363817c043203a4, 0x40a62d93d4302d4b,
        ],
        [
            0x42ae5b50783dfb7c, 0xa518b52ea2004466, 0x609077a9243b173c, 0x4ea220c78bed1c8d,
            0xe5d9e6e88415e13e, 0x28c2a2b452324480, 0x27417d9d954c8298, 0xc644dd2f1ec88d3a,
        ],
        [
            0x861f7db90df9591d, 0xdcec3ac242b4c82a, 0xcba0d3c4ab327218, 0xde2fd23b826978e9,
            0xb4e1973d0457ad84, 0xda9a8a1f88c036a4, 0x05ecb7ec84b92ebb, 0x400d71133b6243f3,
        ],
        [
            0x0f02e89487d70d2e, 0x558dd9397551ce0d, 0xeb27e145f21c1935, 0x9c8651ced75ae94e,
            0x9cd3da9320f35d28, 0xf3ed01a82d75cf12, 0x3bb36e293a2454c8, 0x9532e363ad04e53e,
        ],
        [
            0x2ea8254af562282c, 0xf02f3af938fbc377, 0x993948b024e11340, 0x8df889b0304ccbdd,
            0x7256abd961d195cd, 0x247f7044cef9bb15, 0x6c741e63188af35e, 0x74525b673205ceed,
        ],
        [
            0x9ae50a7e3da4a543, 0xb2b21c2e5edd208c, 0x439d86dca7a03fbb, 0x211a671daacf935d,
            0x532117bb36b69c0b, 0x37810c54418a6cf7, 0x436d68dca868838a, 0xf46d47a89bfef4a0,
        ],
        [
            0xf9d528950dddb2dd, 0x078864cdcc2c0da6, 0x001fb80cf152f245, 0xa0fd758cd98b80f8,
            0x7fd94ff873ede6b2, 0x1c8ce96f89409a7c, 0xf8691fd313b08f31, 0x53e5d835c13368d5,
        ],
        [
            0x17a4f678c5d62af3, 0xe93e7ca26bc0ec36, 0xa708fbc0a52e5a71, 0x298a401a6ee92414,
            0x94763ef0af0a3d96, 0x4866e6b9604ed6ef, 0xe40985ffc80c90df, 0x18f9a3aa04fe0466,
        ],
        [
            0xe08cbaa04f542e36, 0x4e22ffafa13415c2, 0x7de59267946335d8, 0x3170c58472d1a0f6,
            0xc6c475aef63288b5, 0x006f75695999be1b, 0x37515093feb9773d, 0xb2083612fc3a7fe2,
        ],
        [
            0xe94c733ab6025d6b, 0xc002060fa12bad98, 0x32b2db74238391dc, 0x5b099db0c70b101c,
            0x22502ca7f82fc98d, 0xb5d4ecd04852eeb4, 0xade148d1f5f01656, 0x9f529e2e79a81012,
        ],
        [
            0x799b23a5dc7548e9, 0xd8dda8070892d54c, 0x9db481694f063fe5, 0x92fab0a90a2d3e02,
            0x8c712cd04917758f, 0xc8a0dc68ef2d0848, 0xf431714e0c2679ff, 0x55e7b4680cb246bc,
        ],
        [
            0xdcb5d5b2e7795486, 0x33d2e0ad04572cd6, 0x643976f1021e0380, 0x60ea8cdd9a9cd83d,
            0x07d5cc267caf96a1, 0x475534ed19cd7093, 0xead5790fd0685f4b, 0x262967e6f092d4b0,
        ],
        [
            0xe0d8050b9498f7f8, 0xc4df67d326411622, 0x9d0be11b192c8712, 0x91b065be18035517,
            0x3c740d9e3f23195b, 0xdf2c7b425789639e, 0xff9ff3490017e264, 0x035b6f77fb671620,
        ],
        [
            0x24f9181974eed127, 0xddd013e967492859, 0xf408b832247dc145, 0x1228c7e6bc4d4a41,
            0x6a01cc351a1da910, 0x90f8cdcb12f0f703, 0x492b6cb25f9a6b04, 0x61044d3dde684ebe,
        ],
        [
            0x51dcbee24060e322, 0x3ecdc737a9c4d14b, 0x9c390697489ab992, 0x8e4a1f4ccac9cb3a,
            0x4e2183cd904619d7, 0xfb00a98d954fbfe0, 0x2fb05ed2406e7bc4, 0x4936b75eb328d775,
        ],
        [
            0x90e75cb48e14db63, 0x29493baaad651f7e, 0x8492592e326e25de, 0x0fa822bc2811aaa5,
            0xe41124545f462ee7, 0x34b1a65050fe82f5, 0x6f4ad4bcb3df188b, 0xbff44ae8f5dba80d,
        ],
        [
            0xf4e1ae2b6b3effdb, 0x5b6d123bcb2cb7ab, 0x261217356a06b5d3, 0xa00a031889755bcb,
            0xfc203635b9d2884f, 0x3c3553ec670366d6, 0x5ae928c820306ab2, 0x58173fe44de110c8,
        ],
        [
            0x25040c4dedb9a4bd, 0xa7237ff3b70a74eb, 0xa250604c4f601d6f, 0x0382098199e5c260,
            0x31b3c426e910bcff, 0x7d02d1bb87062945, 0x084a747b3364ccf3, 0xd10d8ecee8b0102d,
        ],
        [
            0x6a439dca03cbf4fc, 0x3b4e1ecc8d5b73d7, 0xd6219289b72984f1, 0x28b435989cfea8d7,
            0x796735bef654fb5f, 0x26d62477aef144d7, 0x83eb37c9b86174a4, 0xa3ad30010023de90,
        ],
        [
            0x9b0c26c867ca1523, 0xb95519ada8075a68, 0xb33c88ae66364a65, 0x1ed52e395f387cfd,
            0xae7cbb38331c424e, 0x2396feed6e4700fb, 0x7c35608a045f1218, 0x34f1b828569dbf4a,
        ],
        [
            0x9b9ac858655b3fc5, 0x00701198054cf815, 0x9dd6f3cf1d88f695, 0x22f0fd98e23846bf,
            0x85d34abbb4d111d8, 0xc129e08cc0cd9871, 0x272b62aa8e5e8131, 0x94cdd0cb97ce843c,
        ],
        [
            0xf04cffd75580733d, 0x82862007ab01cf28, 0x0461fd5e643ce7e6, 0x1da7d3f8ff88552e,
            0xf9f10a11a62a76f6, 0x3d11ac2a2a0849a2, 0x8b395f20ad39d32e, 0x1d283c752a376cc9,
        ],
        [
            0x7772eefd93a7fe9a, 0x289c942dbe6ac951, 0xe430912661716dbb, 0xeb2d5c09a8fdac1a,
            0xa2fba1200741135b, 0x10cf9ed15215b9e6, 0x7ab8b965800ad375, 0x087c0ab75881e3e1,
        ],
        [
            0x478f326ad899f024, 0x91bb97472e534b93, 0xe87f3393ccbbc6dd, 0x5fbec2fcf32713df,
            0x3c61415144e25782, 0x2cd4a4b18e145e92, 0x2c4dc0f92332cd53, 0xa5f116c02898b778,
        ],
        [
            0x3225e858a9d032dd, 0x4888c02b9f81edd9, 0x4aae6dcb2da02696, 0x8a99bfbb64c94cdc,
            0x5b6d77bc2aaae2ad, 0x0ed0d224961f0066, 0x7bf5fa4dc2916413, 0x79632da6e4b2ec7c,
        ],
        [
            0xf90f8b277a0d2f25, 0xb6fdb3e11a86571b, 0x16cb4e3ab99b7823, 0x1a8037928ce4a758,
            0x29d7d749ad4e28b5, 0x306037bc5ce4fd69, 0x881e2edd2cafaff1, 0xba67be8553212a6b,
        ],
        [
            0x327c81ae50218dbf, 0x18f2edf6368fb252, 0xd7115d8db5a09640, 0x6bde76f0bbf24c3c,
            0x6602a93cfdd071ec, 0xee236ab51950e5c7, 0x12512dca931b9024, 0x78b5f35ef18c5dd9,
        ],
        [
            0x3c9a8bca6ce1819c, 0xe9b9ff78c22b6c7d, 0x77bdc9c49a9b9a47, 0xaaad2ad7059b79ca,
            0x6ba9c34d32e1a7a9, 0x36b3d50dc56ada83, 0x6bc26c2f5d8583fd, 0x32e8fa934d9c7e8c,
        ],
        [
            0x8d1dc67c76681520, 0xf14418e40cdcce2c, 0xbbee88c6dfe490e0, 0xb78d521b82ea1514,
            0xac8d9a8da77d3ff4, 0x83f0fac94c9a65b8, 0x3f8f47ac72c3c174, 0x5a5c512edaac3838,
        ],
        [
            0xbe5894ff28cc6903, 0xe9795b89456b07cd, 0xf639243270ea29ce, 0xd9a46a881b2496f4,
            0x0726be633a6fb32a, 0x5db8d6564c14c442, 0x5b55255918b5275f, 0x5576e4fadfaa6fac,
        ],
        [
            0xb07b1a25fb59d540, 0xe4c4d9e9ced7b875, 0xb5324c758217cd02, 0x9ae2c78baac0be94,
            0x354acebff141a19e, 0xd19112e5a3e85a12, 0xf950e803c978cc04, 0xab522ec2db5571bb,
        ],
        [
            0x794a16baa05f57b5, 0x53fe448a57324591, 0xe4c13d0306960801, 0x031a8747df8dc746,
            0x1827ee579c0343fd, 0x1431c18c42b8def2, 0x60e8aa6c1e387a32, 0x883a2c64fda8d586,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0x015e2e65580b2322, 0x4eccac6096513cca, 0xf9571975c0d5934a, 0xa7163c2b9b973c17,
            0x3933b2232197ffe9, 0xb841a4f4e09952d7, 0x63389991545a6b7a, 0x308a9a797af31fa5,
        ],
        [
            0x6cb04a6a5c42a280, 0x02a50c382db2670c, 0x811b3923ef4b991f, 0x1bffab8c03ab8279,
            0xc9c742364ddb9261, 0x982a369aa9d24fb6, 0x332ac758529f1aaa, 0x2982b620ceb1d098,
        ],
        [
            0xe788e04ab021a9be, 0x18b0c59b8ac074b7, 0x9d76b8258b28b28c, 0x66aa4fd12add747a,
            0x88b5a3ac03a15a99, 0x9d64422d106aa108, 0xca94f6c567e1dc3f, 0x10c65e609047474c,
        ],
        [
            0x68f41305b76a6987, 0x2b481ab443da43ff, 0x7ddc6988d7ee1b3f, 0x54bc18d7a9989954,
            0xfe457cd05b9aae49, 0x52eb8ed4bb73b119, 0x7391b851ba73e2fd, 0x4b2c8c1211e6eaf3,
        ],
        [
            0x5e5e48320038a4d3, 0x395e493a27511bef, 0x64a8c9cffe7d63e6, 0xd3db9b013b334bb5,
            0xf5885a882de9744c, 0xf702e94394a0415c, 0xddec0d6b3e427380, 0xaf36ed9e441c40ee,
        ],
        [
            0xaaff87bf8a68fd2d, 0x074d3fb83db5adf3, 0x8c14f0f0b8acbeae, 0xac3857170b8b6252,
            0x65d518497b48707b, 0xdc5689fd1dd39426, 0x78658166b27e4c56, 0x07726bd947412104,
        ],
        [
            0x68e1c196cdbadc1d, 0xb410ec4b7440cca5, 0xab2426302bfc3bc7, 0x2cefe861bf2c3184,
            0xe52e15ffd37537ac, 0x0bb3958ff42b1056, 0x0f1b16c5d31aecdf, 0x1fcbc458df871736,
        ],
        [
            0xb2a64c6196260250, 0xba770f18355cca4c, 0xf33d8173a6fb4d96, 0x1f380071781dff16,
            0xb1519b2e6b011955, 0x1b8567660590d693, 0xa33705176ca2cf62, 0xb1521ec4ba6c681d,
        ],
        [
            0x112f15e79fb17d51, 0x699639862d757c6e, 0x5da4b29d869b559c, 0x49dd943597b40d06,
            0xe162d82db986131e, 0x10093a8744826fff, 0x4e9ee73e4bbfc8e1, 0x10c1cb0c9545a2d6,
        ],
        [
            0x7d4217eba239b908, 0x7f3c546db6072b4f, 0x77aac7906ee8402e, 0x9a2ae99a7b3bfdc2,
            0x02dfe5ae4c174283, 0x76e2ec7c1aa57762, 0x184eb13781d99c1a, 0x10febf923a236cc8,
        ],
        [
            0x6c1a60f6ea52b8c9, 0x9c2086f66f2fb33f, 0xf0bcbb9dc569a168, 0xc0cea7286851fc44,
            0x5444c7485ae8da18, 0xe87f619d1a2af95a, 0x9fa3c4f006339016, 0xa6f17cb8f01bf8ed,
        ],
        [
            0x38bf47f5fd1fd820, 0x7887854648767500, 0xa863502262b1271b, 0xbafbbcf680c1c52a,
            0xeaedad521bf074f0, 0xe81c34a1231fcad6, 0x2ce7bf5ac89bc0fd, 0x1487997c9db4dd81,
        ],
        [
            0xdb9fcb1a6cdd4e57, 0xdb1d778e9f7248b8, 0xc35b0099b13d6d2b, 0x09dc4ac71f9de515,
            0xd9f6860a2b5076cc, 0xc5a62cf72bc74953, 0x376e5fb87ee32189, 0xf6f094ac61968492,
        ],
        [
            0xbf55e671662a8075, 0x5273948ca3e4fc1d, 0xef0bb0d34378b414, 0x7a91770642464d0f,
            0xd9cc2e5af43cdc83, 0x877767133e1d6cbf, 0x66a07d1f4d429766, 0x667848e9d845d81a,
        ],
        [
            0xd123e30853539099, 0x95b6678670a3dbc9, 0xb5f1190c87a95ff6, 0xfb6e4371d3651aa6,
            0x52e84c7a882bd4ec, 0xc1f289c52fe6b8bd, 0xf1f5e06a9cacdb08, 0x22402314f986acca,
        ],
        [
            0xea6d95d177ae84da, 0x58e6ea55222034f3, 0x41e0be2b789273a0, 0x99eba192aadb019f,
            0x8da39dbe02155cac, 0xb630d866d7108d10, 0xf4f806644530184d, 0xfc4dc4cde1efbfd9,
        ],
        [
            0x3227c232138acae7, 0x97d74bf9e1891fdf, 0xe7b5aa0a97cd7fe6, 0xadd5cabb70066689,
            0xe3887f8f9b6e8fb2, 0xca26454a5084eef3, 0x314df62ec1f5147b, 0x86f6aba0d265ebf0,
        ],
        [
            0x2137a39c8933320b, 0x9656804e597470ee, 0x6af3358e5c3faf0d, 0x3b93487d8ae986fb,
            0x18f411a5dfa553cb, 0x5d1a72caf7e71c8f, 0xa1cafa63dcee790b, 0x2a3186d5d6a590b3,
        ],
        [
            0xce18662d6465e9e6, 0x3f996e4c0c11b4c2, 0x0ef63bcbf5ddb946, 0x5927b20b461c00a8,
            0xcbb10929ef8b70d2, 0xcd8dd0d4f3515b34, 0x6e2495c57d72de82, 0x0b044888f1c58a34,
        ],
        [
            0xe917081294299b7e, 0x24e79f2d0986e0d0, 0x2a3c3bfc75c220ec, 0x9b1938f7103389fe,
            0xc57b2857447b84de, 0x0acde851f86b8232, 0x3140e98e1caa3ec9, 0xfb12aa6ef1710283,
        ],
        [
            0xe9573bb7857df6d3, 0xd6aef6a0095a6570, 0x488de324b947ab01, 0x59feb4ebde26fd64,
            0xf62e00d570849e17, 0x2cecf819c49a15a9, 0xc649da7fdfc1a18c, 0x8d567883d472fa00,
        ],
        [
            0xd91654ba5473627b, 0x58f94711fca76f63, 0x561242b150928f82, 0x566279abc7b275cf,
            0xfb482a5cfb80d3de, 0xd067591d2fa9a717, 0x42e433850fc12cba, 0xaea070077bf6ceb4,
        ],
        [
            0x0331ef76c9be4eed, 0xc500c8b048f3aca3, 0xcd31bcc15631b7e7, 0x21221643fb722990,
            0x22f96f20cdac55b3, 0xf5245d313ada0aa4, 0x0c892ae1f88c4873, 0x1458afaae5de03ab,
        ],
        [
            0xca3a26ba0409ca06, 0xb46c5f5f8fa42e6e, 0xe81ef0ea907bf3d8, 0x19b738fc965208dc,
            0x023530a35741156d, 0x7cb418df147531e7, 0xe02610b7e55a7acf, 0x6faad12c8f69664b,
        ],
        [
            0xcec9488c6adf58bb, 0xc05df172cabeff19, 0x81927e5e788e940f, 0x998e817859d47cc8,
            0x78a45de3137a005b, 0x9ec929fdb269c367, 0x807b2163bbf8a34a, 0xaaa270a8b68335f9,
        ],
        [
            0x7a4286862d5ea190, 0x7321db9fd428a643, 0x16dc90a1c000ace0, 0x4f2cb1e56fb1b1a3,
            0x1cf72152d56871f6, 0xba0dea234ba04161, 0xb43d95f61e6ce368, 0x9669ca5b8bce3210,
        ],
        [
            0xa2a508230d4f9ec9, 0x1c131e4ac4772914, 0x30b267e189880c2f, 0xa6c91ed99c96a095,
            0xb6750fbfcaa5d538, 0x775662126aab971c, 0xbcaf54ef4ff69ce2, 0x149387bd440a7bd9,
        ],
        [
            0xfd410740d10cc4c4, 0xb71d35a2c4a53da0, 0x7c381fdc06761b2c, 0xa6771985cc017590,
            0xc20f3b237c976570, 0xbc745773a6ff3094, 0xf29bd6601e5d9c3d, 0x85506185f750dd98,
        ],
        [
            0xe53c5ba8e76d39ca, 0xca8bf6be24a7488c, 0xdf11bc4250339ac6, 0xbc2b6f201ddc4d0c,
            0x77e4abf9a6e1835c, 0xea9aa0bbdb6f0481, 0xe08f8e7d7243cad9, 0x528e86b53695ab19,
        ],
        [
            0xe953dbcd19c96c6c, 0x5e84877e62d8b05d, 0xa3f215cd9ca050c2, 0x218e924a5a42df97,
            0xf53a21e1dc972a79, 0x25b95267e099bdbf, 0x4ed4fb903ee014ae, 0x8adc98746acd1cd2,
        ],
        [
            0x65f6a92226bb259d, 0xe76c6943effa1069, 0xf48251285e6dd94e, 0xb0cc3be6ed01922f,
            0x85f561b9c0f98530, 0x1878c5475dcb7449, 0x41ddc178ea6f0e13, 0x58d11a46155ce538,
        ],
        [
            0x896bf7c7f7f96003, 0x9d4e993b7604a5fa, 0xfc5945ce21621e08, 0x6d50856433968435,
            0x0271ccaaac7e969c, 0xd6c0d6dc8263a0d9, 0xc6bc5d8aa2c7eef9, 0xccf57357e968c6e7,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0x60aafad170aae231, 0x5194b85279f96b7c, 0x85f248239267756f, 0x1d35c9699761e3f2,
            0x5867063accd6ac71, 0xedf58aa4729a66f1, 0x1d660ab622ebf810, 0xc7226cb62df60823,
        ],
        [
            0x501a327426432d92, 0xd9c9823c2b473903, 0x9910e1c2a6397ab4, 0x6f2b065a7800cdd8,
            0x6d2d1c4963e17c9f, 0x093bf02de33dbecb, 0xeb1472cf700826c5, 0x0acfeb77e5e7a2e4,
        ],
        [
            0xce0d3fe18cfa3fac, 0x23ad869fc32b8193, 0xe2cebb45d60d8030, 0xdf3d4047a6d2234c,
            0xf4626d938fc7d419, 0xafd63ce496882975, 0x24aa21f29c0f9dbf, 0x48fa6f5229fd40db,
        ],
        [
            0xe3065e088a6edbf5, 0x2f3352569662876b, 0x68991da7fdadd0af, 0x870ac12ba3dd7774,
            0x1906d2dcf02f8ce3, 0xd03c64022e5f297e, 0x8de7efd769d05a67, 0x7543728b999a7699,
        ],
        [
            0xaed925ae1f1322d4, 0xcb0a69404accdcbb, 0xea1e6c4ca311f822, 0xdbb2af6ab1f96144,
            0xaa492b4f4a8c5311, 0x9a9fc9787b7e3a5f, 0xa1b60d1ed6433f9d, 0xebae75b92f13561a,
        ],
        [
            0xe8a58ada373a6b7a, 0xf3adf06c6252d45b, 0x09b667aa14226d09, 0x17b29fd1b5222134,
            0x0c1482074844ebac, 0x39d03897d388cbae, 0xe9924e663efefbd2, 0x15fb4490352f3d4e,
        ],
        [
            0xf069a33ca1138f7b, 0xc4c1c93e2df2e8f2, 0xcafa8a267f9b5f0b, 0x1dba7b597f261fd4,
            0xdc82d8c7a39bf268, 0x8136e6b7998232c0, 0x3ae19006bb8007f5, 0x6aaf7d3e5de7efc6,
        ],
        [
            0x7aa6e46350c06af3, 0x6a9e8c749fdbf0f0, 0xa0bf5fef8034db34, 0xdbec13e6da0d5592,
            0x7caf0f7cb6d243ed, 0x42243a3264edb664, 0xc0e57348b745e4d4, 0xf859978fd619e5f8,
        ],
        [
            0x8da87770179a70af, 0xec9d429a9b64df28, 0x31bbe82d5f5305c6, 0x348a2e442626919d,
            0xca84861487b66e82, 0xb2a7c2c5b7e13e5a, 0x8c747bce00230105, 0xa1b9fa79f55a3e80,
        ],
        [
            0x59476eb82cf4b3eb, 0x8f8e3c46c59e4946, 0x88d9640515697bfb, 0x2820910fb5e0ff12,
            0xbda69d20c1d6df4c, 0xc0f9bd31a62b982a, 0xa8dec339ec825a12, 0x94d9c37635a1a28d,
        ],
        [
            0xc7476d76c4d3a201, 0x36e926a4fd9b9eef, 0xa86a4fbf931adf5f, 0x3a4ec851999c9e1c,
            0xdd8596f768635f89, 0x27d31e5af73cd55b, 0x69e03c11a4774a8b, 0xc99a2ef82f6262de,
        ],
        [
            0xfbcbd75eec3bacf9, 0x0254295c49227f9f, 0xba6d73897768feda, 0x148cf7fd16f0a1ad,
            0xaddd8aed8d143036, 0x2abf4481c576dd9b, 0x78aa8117e505b36c, 0xfff2799def47dcc3,
        ],
        [
            0x1efae72fdc978567, 0xe15da68840dc1f98, 0x84e935d62ff1f60b, 0xb1ba52d88334d457,
            0x77fa482a362dc291, 0xd9a46cb0bafcd40a, 0x7c5f7cf713dbb78f, 0xa46baec7a86943a7,
        ],
        [
            0xdf392c1f5c5d5653, 0xda88b77c165c55b9, 0xa7650860a2d365c5, 0xf2c392ba6ec31de1,
            0x93152947af189f45, 0x5cd94a9f671b8640, 0xb3010946e5903d65, 0x5b7396ae40589537,
        ],
        [
            0xd228eea512350da1, 0x19414c77c175f043, 0x2718b7b969612c2f, 0x0ae6eb3d8ef2aafd,
            0xc73e09f370a14bc3, 0x66d468f0ed43da4b, 0x2dd034f7fc4189b5, 0x99cdee9fb6006cae,
        ],
        [
            0x5572aea8750e4f5f, 0xcbf5ca9aa567e0e6, 0x388ff0f7aa02f29a, 0x55d9a959844b5aef,
            0xc858eb76bca97db0, 0x4c9810c633ad1b15, 0x766d574fbcc8ec52, 0x69cb7f9aa5dad203,
        ],
        [
            0x4b36f8468946798b, 0x5887a6f2b30810b4, 0x59876f2ed92d894e, 0x66890646c9752a12,
            0x79087839ce5ab8a8, 0x092d064a5fa04b62, 0xb8ee63331b3a77fb, 0xed1d7c1cf73f3984,
        ],
        [
            0xdc46221dd1ac0f0e, 0x20d38c7fa6123fba, 0xfabc5a74fa6d72ce, 0x16d5b8eea4cb94bd,
            0x45419fcf2632112b, 0x109cd6cd1945f015, 0x89654a86360c0326, 0x6e342f2d693c1e65,
        ],
        [
            0xee73dcff216ef6ec, 0x7b9393789ca8bb7b, 0xd4d15d08bdc7afaa, 0x6576b43e90375c0a,
            0x17496174266ff91b, 0x875c7b14a4ec3f1d, 0x02cf622b2dc9da39, 0xfc37989427b01b2f,
        ],
        [
            0x85446b332666bb36, 0xacbb45920d12002c, 0x5a286726bab9385a, 0x18292c3ae3f2290a,
            0x930be5886ff9131e, 0x5891fffd3209dc66, 0xfb83e07a95a5f9f8, 0x372006c0c94e6431,
        ],
        [
            0x766877e82efcf135, 0x2614aa2e35f0f721, 0x81d8ca7e29c2c94f, 0xc77b158b954e5792,
            0xf5b7b33c0127eed5, 0xdf6aab6fb8535fc0, 0x0add556452b9e01a, 0x466a51c2632be140,
        ],
        [
            0x1881660b262605e3, 0xa4630dd4fd8aa3cb, 0x2053e0f93fcd636d, 0x301236eeb09d004c,
            0xe790b379bd15c4a9, 0xf73eb4b7ac0d7895, 0x156734b8b0d68f29, 0x75b8e0e5b8c3a58e,
        ],
        [
            0x4dc3e7ac150f0ee9, 0xdf50e598da9e7106, 0x6a2171bf860fb545, 0x4fbe5c567c70dddc,
            0x316fbe02c787de7c, 0x84485f8fd80e9c36, 0x3300f8a639c87f97, 0x1cb21f40394c4a8c,
        ],
        [
            0x23eb05d2c5377f54, 0x8d0cfdff69c0d3ec, 0x32ae8ace42942b9a, 0xa1858490241813ff,
            0xbc7c3460addacf8c, 0x634ed8308ee3f785, 0x0ecfbed59ed894df, 0xc4b86f4c2b6dd9d3,
        ],
        [
            0x444ad4bfb7fb0fdb, 0x9a42c9a434e478fb, 0x3784e1e437e7dc18, 0x3b6edf8f94f89aab,
            0x47107e607155245d, 0x9e1a6ef84633635a, 0x375adce9f6d27ea3, 0x22fde9ae951292e3,
        ],
        [
            0xaee7facab48e779b, 0x00fc1efe11d9312c, 0x39cc15da95ce00de, 0xed4b08dbb7a0a559,
            0xd4c2ed5de21979e1, 0xf37ae59d0cd00ed6, 0x701b855efd0354aa, 0xfdd48577dee1a3e1,
        ],
        [
            0x4cc4759505fa550a, 0xa934c8b572d2b385, 0xa10d5df3310e6c8e, 0x24f0bd3493b651d0,
            0xa29d50ab83223eb0, 0x1c88f8deaff15f1c, 0xcc0c3a3db570149f, 0x43fc22c120e6af90,
        ],
        [
            0x603d95fbdcee1a72, 0x5eb14bbf8d36017f, 0xbf2176ea910f7651, 0xec8e550e6012942a,
            0xed68e15ff82e1fd7, 0x02b3ce299b0f6071, 0x4db31f356260902c, 0x15152adeb099cff4,
        ],
        [
            0x79ceace1230b4888, 0xdff3898d85516c17, 0xebc1b5800e10e15d, 0x44e1c55579b3e4fd,
            0x6400bb438abce42d, 0xb15174749eed08f1, 0xb10839dc03be8488, 0xbb2c8d4ec813d447,
        ],
        [
            0x5af2b1587ec49ed8, 0x464bd15c19330bc3, 0x3fccf1db1ff88c36, 0x404d3b694e4ad0de,
            0x1449e63f0a802369, 0xee853d8acf7520b4, 0x8011580ea18d0b3d, 0xde9bf262fa62ba90,
        ],
        [
            0x5b4e90cf346e0e4e, 0x5a8d57df508cfc21, 0xc4b09ac6b119b8a8, 0x1766f1228c8bcd42,
            0xbf56129d8b086847, 0xa62e6cf9f3a50493, 0x05dca336ff788460, 0x8b9c8718380babea,
        ],
        [
            0x0758cb4d57c6f8fb, 0xf517323e3f09b5d3, 0x38f9434c2f72e662, 0x8c76689ba78a1661,
            0x7dc5b39a9bcf2306, 0xf0b11fc3136bc05f, 0x288489b0c63d6dcd, 0xcd3172990a409d3a,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x1ee45f92ed69f1d5, 0x46543768ce5e1244, 0xf0c6a4169281bf87, 0x3fb5909a93dfe46a,
            0x13d4fefe99a56cc5, 0x25d35688fd0562b0, 0x704a4e3a3bdf7754, 0x549991ac0be8809f,
        ],
        [
            0x506f1270bde7bc7f, 0x7feabb0cbeed3e03, 0x8ae227e16feaf253, 0xc34ace1ce5dd9040,
            0xaeb63980697806c4, 0xd6554299bd55a442, 0xe623b8be80166f12, 0xe1ef3b3a009857e2,
        ],
        [
            0x4d8a0e970f154768, 0xd6446f4c54960456, 0xc3b5ad54cd3b6d7f, 0x11c6b94ff7180c69,
            0x0a98238928f3c0e4, 0x62085b9673d6cb8e, 0xd71027bdff700360, 0xa84afe0696a2d9eb,
        ],
        [
            0xd4d3d2de4351964c, 0x346924376f5412c1, 0xae5abca185755c08, 0x6e29f959be28c47f,
            0x118824bd563fd88f, 0xef640c527a0bfb63, 0x5052ec6cc184246d, 0x34565d9f500f32f6,
        ],
        [
            0xac4d1263a143b51e, 0x5981f81a17d834da, 0x12ead26ae96dfc02, 0xf4c7f34d630e33cf,
            0xca296dd6d36f68af, 0x05e2a1c497f960e3, 0xc9a67eeff0cb49f7, 0x97b30e667774f0cb,
        ],
        [
            0x6c08203106ea4b1f, 0xdb9ab3230ec146ac, 0x42eb5a88e051fcde, 0x7b33cbd66ab8d9be,
            0xd56f40fdb1bb3d6a, 0xa66183518ba7d447, 0x498f529567f20bd2, 0x2b6f278d95f897c5,
        ],
        [
            0x87681017f32abb66, 0xeb66482a52f96df9, 0x7748a208d064d3de, 0x6c1b920ff54cfb2f,
            0xbc90130361ea1a3a, 0x0d3ac6719221a74b, 0x5b839172102a12b9, 0xb1dfce40e3f6091c,
        ],
        [
            0x61e0f0efe5e84da4, 0x3b09f0776ed90cad, 0x10cfa381496e6894, 0x8efa0f79b5909a0b,
            0xfde19f42596969d3, 0x79957c4897816035, 0x9fa46f1c5daafd14, 0x242418e7934cd613,
        ],
        [
            0x0beaaf90631e334d, 0x4372d14df5b29ac6, 0x750bb93eb9081234, 0xc9a1c9fb4adbd3e6,
            0xb2b513cf8c3b7ee0, 0xd86f03ab15e10ba2, 0xd1115ba0e51ab35b, 0xbbb9e4140aebd8ce,
        ],
        [
            0x1d806d291ad13666, 0x54352b29902eaebd, 0x89ad2f96114fda92, 0x4295662b2f2584d6,
            0x9d9e328fbf50c669, 0xb62dbf0ff3959b13, 0x6687916a27e7ac13, 0x520b758cc2eb7dbc,
        ],
        [
            0x5fca516238bf71af, 0xbf608a5d0b5094d9, 0x7a688e3296e62eb5, 0xebe74c98cefaac44,
            0x26f4b1ac89ef6a4a, 0xbfb493ca0027cecb, 0x1bdaeef2603e4b69, 0xd6e35e06e15da7f4,
        ],
        [
            0x3f9501038c0e49cc, 0x41232da85bc5400d, 0xdd8288decbb740ed, 0xd691d4a978970f6e,
            0xdd0bb4c1d00f4152, 0xac5be1d02ad043f2, 0xf7fbbdb5763e0c52, 0x7a79e7874b78f397,
        ],
        [
            0x9c89368119e6745f, 0xd86e6ac0ac6920f2, 0xe9219b69284f76c6, 0x2dc34fffdf9d86b5,
            0xc2d087531fffef39, 0xb70d88973b0532e9, 0x327fafb91263a045, 0xfede171071458cbc,
        ],
        [
            0x7bb22fd212284ef4, 0x5367eca29c161564, 0x540e486b0a2e63a4, 0x88088610c58428b7,
            0x1105c2998bb28126, 0x627e35c65f298bcc, 0xd4d03beebe0c7088, 0x9dcc9ea8f0fe09b8,
        ],
        [
            0x28de5bd83af41c31, 0x20ca3f1386f6666a, 0xba88e1ab4e5afec9, 0x943ea9f47ef56c1e,
            0x53f7e2217db58ffe, 0x109fb317136a449c, 0xf6e32a06f7e530a2, 0xe96fc6ad34512eed,
        ],
        [
            0x4acaf2c0023ac4ce, 0x1f8973e31eb3f397, 0xb9d6d6d0f360db2f, 0xd0d4af73cb8fdb30,
            0xe3df0360a47dd6b9, 0x61850b1c863aae77, 0xbbe9ccee3e529530, 0xed90f8c8f15d7ddc,
        ],
        [
            0xb213c05ff8a31d5d, 0xba65f66468eb5251, 0x1f91b2fc5af782d6, 0xe8bac1e892457b79,
            0xfee08b9816bcef00, 0x6be6819a274957bf, 0x0129247d8bec633b, 0xd7aa7b1e0adf6e07,
        ],
        [
            0xd3f14dd8efecf7da, 0x9373548fec4c7826, 0xd7896507a1f5d068, 0xecb15cb80c61692c,
            0xe39681d3dc664b22, 0xb8bca9ccf4a5cefd, 0xb50bfdce314a9a41, 0x04dbc8e97edaacfd,
        ],
        [
            0x0b3b0cbbf4d19564, 0x511e320478b3db3b, 0xd0f9ca38892dcbd4, 0x608b985114d382f3,
            0xc693187f402e7c03, 0x30ddd3a8dca82232, 0x02aa70b7aeb35a52, 0x51f570d8c81899d3,
        ],
        [
            0x3d876b9f2b9b930a, 0xdeb1352a4530f58f, 0xdee5b7df7a7bbc49, 0x2a5d6846a2e0d7c5,
            0x86ff345f3b2caeca, 0xea5b73435e271685, 0xe5ccf03903c4ab58, 0xdc3d7c096876476d,
        ],
        [
            0xe99147005945fcfd, 0x0b9bb451f433ab28, 0x4380526ffe36f9b3, 0x3c2559ba277c71d8,
            0x755aadbd26f1c620, 0xd63d45562083943a, 0x03021a25373b9a70, 0x0621faebd30e6d25,
        ],
        [
            0xcac884db5badb03d, 0x6f2d04ec12abdf53, 0x1aa844ab971caddd, 0x359e7f6275cab532,
            0x198095a1da26df60, 0xd7174f5991b35bac, 0xb5a876b1b1559de5, 0x8bdf2dcfec5662d0,
        ],
        [
            0xaaac41c90d7c45fb, 0x05bc6e1ec9df502f, 0x325c863eead0fd06, 0xd42f495cdfc231eb,
            0xe73c204b195dc27e, 0x69fe87a881e2ae3c, 0x004d735bf19163f0, 0x9449d3c9b1e4387b,
        ],
        [
            0x0bc6e130b886719a, 0x165cb495470922f0, 0xfd851c4d332b75e3, 0x8b277f8ce445915b,
            0x078b30fe6ed37c38, 0x55213780cea31a3d, 0x6e4b52ee69ec9139, 0xcf44d77b164543bc,
        ],
        [
            0x0abc08631e793b9e, 0xc603c4ecaed18084, 0x38bcc70d804fdec1, 0x2bb8c92c0279f372,
            0xf1d900d24da12c4b, 0x77cf4f80768677a6, 0xf6331784f070a2a5, 0xa32871aeeebe987c,
        ],
        [
            0xa23d2c99fec281b8, 0x22aa378360b5551d, 0x6a807f6cbb07cb91, 0xb275845c0d667fd7,
            0x618bcc4781499462, 0x3400e8b25392a6c4, 0xba1569a9004e071e, 0xade13088ace72b8c,
        ],
        [
            0x9bb8d40eaa017bd2, 0x18e1c05d9be0e6e6, 0x7e387702ebfe8591, 0xbf89980b925d11de,
            0xc995dbd4856c6c4e, 0xa100ba88771da455, 0xdf3134dbe6a8268b, 0xc1f1b4cec2a9da1b,
        ],
        [
            0xfa7dcbd2816959ef, 0x7679d056741db59a, 0x2f0431412e275df8, 0x8764496a389bb526,
            0x660311cbe0cd5010, 0x2856ad4172f9e3f1, 0x9e0b412796ed961f, 0x599b69d61d002ffd,
        ],
        [
            0xa52b5aa6e867d673, 0xff13e97f6a53f916, 0x7b17ee9a199c2f2e, 0xb8fca5e35035493f,
            0x03c661bf84ec202f, 0x44259fddabbad6ea, 0xb3301b95b6c30358, 0x11f6877be5ecc844,
        ],
        [
            0x84a6be98831b9adc, 0x350705081b0301d2, 0x0c73cc68ce867b62, 0xf1e29d9092e5c860,
            0x9a19a44295301625, 0x47c033189324dde5, 0x998e51e24bdea557, 0x36811dfed5458963,
        ],
        [
            0xee5e2e579079fa4a, 0x1099278626e911fb, 0x82923983f4102de0, 0x585ae9314bb25006,
            0x52c6fc71d3a5b017, 0xeb97b49e59f6fee1, 0x8e5a342a2607d4e3, 0xa6faf65507037a84,
        ],
        [
            0xe399da6192397d42, 0x38d1d60251256eac, 0xa6d6f71b65b85f90, 0x829b8dd0ed5452e8,
            0x91b71631e3df5612, 0x5c5adc4263ad1a5d, 0x99e73c8a896241af, 0xd300ec543fccf46d,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0x28a7d4110cb71280, 0xc141c259a8456311, 0xc00f2ef0796f458e, 0xff046a9eb2bfeed9,
            0x7ec3271f5ec33919, 0x012b6e6ebd28487a, 0x0a01eddbdd4cfcc9, 0x432f55acc0953a17,
        ],
        [
            0xb2bd41c7b0b3da07, 0x011745f856de35ac, 0x8fabbccc41287df4, 0x5890c0f334ddc2b0,
            0x623d0ae88d3813e0, 0x55a279ce3e2a8166, 0x5e4604fa4f792726, 0xcc9eac788b1d9c04,
        ],
        [
            0x5f2782aa33ca3ce3, 0xef2b1865ab6a77e2, 0x1a95bc1f5312231f, 0xf717c45d14d3dcd3,
            0x6894ccdb50ed88e9, 0xaf53e2bddc176df0, 0xca9b54ed0aadee55, 0x422c40768c99512d,
        ],
        [
            0xfdc73e83bf780c2c, 0xffdc67942d666817, 0xc14b66dd02436893, 0x6eec95670d54650c,
            0x089ec1a1edbfcd32, 0x79ab66153a07ff89, 0xfc281de065ea0105, 0x14bb5350997732c2,
        ],
        [
            0xc368430d5b28cd88, 0x738e097502a9bd9a, 0xc2feb5627f91b32c, 0x60e269b4f3370b20,
            0xe29ba8a42be2066c, 0x02456138c6c846b0, 0x609211889728df76, 0xfe00175a6579f0a9,
        ],
        [
            0x0de04e8ff43fae7a, 0x06d74f465c3813b8, 0x01e037acd13e8aca, 0x2209938b8c24ad56,
            0x866f6aa1c7e52306, 0x53b8e6af17afd946, 0x28002f3a42008c8c, 0x9bf8e087b32b55a5,
        ],
        [
            0x153b1932861cc594, 0x964bdd1704d0536b, 0x0aa5ba05fcb46855, 0x799297a1e6739949,
            0x9e9110920f8d309e, 0x27da86ae0bac6e90, 0xe1069118789fe501, 0x132ff18cd523c9b0,
        ],
        [
            0x53d6d6e9019fc555, 0x08f69591eeb51bd8, 0xb79470f6ad3da829, 0xa0e2410cd09c01a1,
            0xcf340818c1ac6d8d, 0x8bbaf19f6b667930, 0x2ac3b57ba5b2fe89, 0x1e29648c71bfded4,
        ],
        [
            0xdc8c47a2572d0aba, 0xd8d190adc77e1b16, 0x79ee0eeb5501241d, 0x2d9be94efe428070,
            0xf8f731fb31fa0876, 0xbad1c67988b710e6, 0x295ef934b619d91b, 0xa9708db5e9e898a2,
        ],
        [
            0x54bd04ac01a9645c, 0x01e8d05eeb9c3d74, 0xccc8b4d00c53d2da, 0xc7ff399f359f33ad,
            0x119c0cdd46b6edf0, 0x2a82a5219723665a, 0x672efcbb7da1ea09, 0x4dddeb8f46852216,
        ],
        [
            0xe0c07b48355e8732, 0xcfa62ede506d1e31, 0x60cbc6531492c243, 0x2127039ec8824216,
            0xd59235f460cacc07, 0xd693f3f3bad7bd68, 0x0194b9dbbb7f0a5c, 0x85219c6f23ae35aa,
        ],
        [
            0x6f15b01492205e77, 0xe6bcb55c30a0adbc, 0x7e1b44c540379e31, 0xd659b87f2a2ad401,
            0xe15820b5b448991d, 0x76a0b2eb631cd452, 0xfde13c935acb7287, 0x845d83f4f6e49e35,
        ],
        [
            0x6091340cf2083347, 0x9e1ae3e6771a5322, 0x97ad0f5aba02b42b, 0xfab5b54b2bd8e0eb,
            0x9ccc9cd83d38fd2f, 0xc05e37a616a69afa, 0x3c87aaf2260a3eaf, 0x5758d116186d4150,
        ],
        [
            0xb4e7eb431114cc35, 0xa49cd1b2e4b1fb8f, 0x1f067857de8521d0, 0x91fa0534bf36fd47,
            0x5638b951bc92cb28, 0x12688ceeccbfa684, 0x20dd5a3ce0f981dc, 0x358d02069a62fe26,
        ],
        [
            0x3f672614ff572554, 0xf3842e4718f4dab7, 0x579096770b7ea56f, 0x685d275727971fca,
            0xb71af6d0a0979e03, 0xc58aaa2ac0f4cca4, 0x06e39c8041e0377c, 0xa82f89c220ab45fc,
        ],
        [
            0xc7d0b24cc5852e50, 0x8b2c7e63cf570cc5, 0xc1f9aa2349ee7eff, 0xe486c7dffeabb058,
            0x66ba3cadaecf107d, 0x694463d63392ebd8, 0x9ee88a5c9f51e05a, 0x51fd75ed5606a12e,
        ],
        [
            0xdef0fa58effe9a8a, 0x63e94ce4ac345a19, 0x4bc1acbcd79a7e97, 0x4a795fe9b233f661,
            0xd071a3c37d17b626, 0xe00f1d0b05db47a6, 0x0562200071798019, 0xb7f431fa79ea5134,
        ],
        [
            0x46aea7bca13fb688, 0xe20ded7a0047d1f9, 0x6f46f49403b03ac3, 0x358e5865dcd77f27,
            0x85133b95f12c7131, 0xcb3c69e271c8927e, 0x62d837843b5af842, 0x85eae6a17763e4ec,
        ],
        [
            0xa5c5a6f931e95c98, 0x2ea5492e81ab36c5, 0x1d021f7b07260b77, 0xf53f02d11260971e,
            0x2c864cb27f3d4e4a, 0xf7c446a21528e75d, 0x21994adc4c6f0f48, 0x6f095894ada666c1,
        ],
        [
            0xcd62e2ac96087655, 0x1daadda5ce4f1f5d, 0xdc9e87c8af67084b, 0x2166be7eea79245f,
            0xe0abeae55d12b2ea, 0xa099ee7fd9c34c18, 0xd3db13ab05b68880, 0x7a7a02e9337407d5,
        ],
        [
            0xd49aa8e65f5b4c8f, 0xbdfe76ebcbff7a05, 0xeab39546541d3262, 0x85c0bf848ae258a4,
            0x6b1e9ed43a07ce6d, 0xfacf88bd6015f227, 0xbea93c00153d03f1, 0x5b91d3585c25aa3b,
        ],
        [
            0x49c8f7fa56b1ba8b, 0xfba9f71e279e143d, 0x287ccc5d1eae84ea, 0x8e1b4be784d1df85,
            0x0be2578f0d001613, 0x025ad8c8c58255bc, 0x25d007ba154d148a, 0x6581cda064c8702b,
        ],
        [
            0x3cb0acc9558f67d2, 0xa7273944201d052b, 0xc35117dd38e846e4, 0x8823fc359cafe0b3,
            0x8f1881082ed7aed3, 0x62149f915ec1e053, 0x263f5da84c106b95, 0x11a9157ba9dc8694,
        ],
        [
            0x7a31ef83fb71b949, 0x0725ccefa43004ef, 0x1a735ec5a700edde, 0xba9b6729aa1581a1,
            0x99ca155311b72d6b, 0x2935aedfade0f357, 0xedb0f53f341b3c23, 0x8efe2ea0e7c2609c,
        ],
        [
            0x3f2ea141f0426049, 0x8af5b35b8e03b0fa, 0x2b2338cc0a73cdca, 0xb82972f1fee6a7df,
            0xe7464f38141a6bd9, 0x4b631893ec29d5fb, 0xc32dda67dda88a0d, 0x393354bbf8490742,
        ],
        [
            0x1ef0ebabf4b1c79c, 0x51f23d444c59ee6e, 0x6e91a333b209869f, 0x7e0db71165832039,
            0x38a7d02fb51c5157, 0x0665771d471f7ccc, 0xe82d577abfce3647, 0xc10cee26134a3d0e,
        ],
        [
            0x3afbbf41f131b036, 0x243fbe2a2d927447, 0x08d1265c8ec33e96, 0xb1145fc45c3a7cfc,
            0x5b54df9cb761193d, 0x7e0dd1cf6ad6d30f, 0x7f63a3f47da20e97, 0x4478a75bb72fea8e,
        ],
        [
            0xf9504730ea72f1ca, 0xa5cf2e9555ab9cdd, 0xbcb85e443525b524, 0xeb8c29aa173ea8cd,
            0x7ebfda12f6a62a50, 0x9744d540dd412e1a, 0x08e676ddd66f8a35, 0x4f68022c573ae807,
        ],
        [
            0x431962321bbf0696, 0x1d4ae1ca0755377d, 0x39042bdbc27ff39f, 0x514a89f5156253e2,
            0x58bfa40197307adf, 0x9228faa846afc774, 0x3ca02115e707dbc0, 0x69447b6d5a7c8109,
        ],
        [
            0x97df59df6d08d053, 0x09dc6462fb4bb245, 0x7cdd410cbaebeee7, 0x4c30a210f6e35248,
            0x1a1906890b767efa, 0x41e8948001bdb962, 0x887212faeac7ea14, 0xf7209a7c635a38eb,
        ],
        [
            0xc0e9db915e37498f, 0x842dc569012a8150, 0x599186caf435476f, 0x806ae4b1142a46ea,
            0x59dd223547cd3ee7, 0xc55d27e7e851d64d, 0xeb8cc4e54889bf73, 0x76367be45a8d9ae1,
        ],
        [
            0x74502ca378692e20, 0x63ad9e86c339d0ea, 0x21ff1441906276e9, 0x69a16e245a5fcb88,
            0x996e69a9b3116c8f, 0x113d28620f7da894, 0x06f01e9a4cddba10, 0xa7c968cd891afc01,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0x47bde79706bc8d71, 0x7a39f95bc79b0d17, 0x21190e12fa0e745a, 0xdcad8b2a7eefb2c7,
            0x470cfe2ea297fcf2, 0x2726c4077b717b56, 0x2211993ce07c0fa3, 0x8bf1287ab91faf9b,
        ],
        [
            0xd7273629aa99ad56, 0x13fea55aad0e2f87, 0x4dca9848228c57c4, 0xd9f8b3771d318bc5,
            0xd4e919385f5c61b9, 0x995de59a31f63cb4, 0xc6551557fb70a4a3, 0x07aad641f0d22377,
        ],
        [
            0xd3df8e1b4354f993, 0x5cd8982354afe75b, 0xfed9b396fbba71cf, 0xadbba24f50e000a2,
            0x25b83ac1a2af4773, 0x5c756a550b61eb26, 0xd3628f1206ac8f2d, 0x7c112ba338a4d9af,
        ],
        [
            0x84b6b8ec2b519178, 0xb63b9998a43d1fc5, 0xcfe08cf8b5e2ee0a, 0xf41d7f4bb5e50430,
            0xa7a1665dca6a3551, 0xab49acc36919e1f9, 0xf1046de3faa82347, 0xe6a669bebd9af8d6,
        ],
        [
            0xc1442fcf5ab315f3, 0x9ee4b2877fdd0e48, 0xd01fa423e1b9d3aa, 0x1b2143bf1134659a,
            0xf5858c3509c0b2a2, 0xc6a0ff22af80f11a, 0x5da16d1cbf1c3220, 0x3f2898eb18b05ace,
        ],
        [
            0x2520ddd3982dfcd9, 0xdc9e19b57625f44b, 0x7db9ee21062786ab, 0xbe0bacd23f75dace,
            0x9395004c7eaa0cfd, 0x08f1533293ee4eed, 0x8c55ec2d1ed11f36, 0x0bc6e3310ab05384,
        ],
        [
            0xbcebf65461b71e1a, 0x4fd1fff1e58a1e21, 0xcfbc775bd9884b8c, 0x8f98bd8a8d7ab285,
            0xfa46258537920fa3, 0x00a3642f8f5991e5, 0xf65e5d2431dc81e3, 0x8fc01072c22827b6,
        ],
        [
            0x2a937e108f089b4b, 0x0d80e91bd6616f3d, 0xf85bc3da3881ec45, 0x3b2369ff19ddd591,
            0xf065556f67f00f4f, 0x3970e7b02723e7c1, 0x2d22213dd27d7876, 0x5df102ecb29a762c,
        ],
        [
            0xd8d7d6bf9e99da43, 0x48dccd1ffc739217, 0x946e69a4ebd2852e, 0x1e91abce8a3437a0,
            0x380c79bb89f99675, 0x1930eb8d8d89b41c, 0x282b5417503f4a6e, 0xcc7368757a0169a9,
        ],
        [
            0xa0b2f6ba5d225fbb, 0x0054c145a5b0c177, 0x697dc5b6432cc475, 0x55dbb4ef0bf810d0,
            0x6334c45d29b83476, 0x4f69540c5aceba60, 0x3c21385741da7815, 0x9bfba15c744d791f,
        ],
        [
            0x0f4fd9f411929622, 0x771c6ce8c636eb23, 0xa1f987840124d754, 0x2f811c21fb73d05c,
            0x5263da71811ea8df, 0xc3ea7272d8ef480c, 0x2f95e4166d7fce74, 0xe884232c4edcd537,
        ],
        [
            0x1a71313e1e3501d9, 0x1be82ce1bb61fc8b, 0x3332d691d62d3e61, 0xd65f827ed62d4e7f,
            0xab9446c6eb55759e, 0x61c13aad5d730be1, 0x537b7ca5166b87fc, 0xf24b60fcf09a90fe,
        ],
        [
            0x04fd136d36777960, 0x21f22753cab85ddf, 0x232e6a09f0580f4d, 0x527caca07bf65c6d,
            0x02afc6d5bed2a81e, 0x2cfcdb065b837597, 0x7d2c66e8cf16da18, 0x98414b552ad59c99,
        ],
        [
            0xf5448b6b70201cfb, 0x441c493909f5db8e, 0x63fecb79356066bb, 0x5dbc9856b4f91046,
            0x9af8c784d8c97aba, 0x9731e45261704800, 0x9f86fe8442541d86, 0xed9968da35ac8fa9,
        ],
        [
            0xbf8fc6646671a75f, 0x95b8dc5cf37d5161, 0xcfcd5be0692ac0bb, 0xecb938672ee4c793,
            0xd811f484b5d63cae, 0xd1b8810452be693a, 0x27ba00e622293567, 0xcc286cccc373cd1f,
        ],
        [
            0xbb180bc7b8352aa1, 0x997cd06e999c1020, 0xc7661093249bff8f, 0xeca3eef00455b406,
            0x85f3ad39ecc12ea3, 0xa8359b399b78ed23, 0xf6b863f37ca79007, 0x9e6bc281e78c25b8,
        ],
        [
            0x550d543ae8adc9b1, 0x4ac4ae7453d5c5f3, 0xd6bbd935464fd317, 0x0cd3e94861e2207f,
            0x764a6a1f8e60c6dc, 0x1de70fa837bec820, 0xa33fa4800e622a62, 0x824d2befc4cc1758,
        ],
        [
            0x51e672a0ff7ebf53, 0xdcb2881de26c8f8a, 0x11919628248bb6fd, 0x17b1aa6717f5a933,
            0x1e099bdad676d44f, 0xc70a95289fd0a969, 0x3cbc178c9937164c, 0xaf9cb8a9ad4072c8,
        ],
        [
            0x7c7114c1cb4dba25, 0x79cb55d6a3b2f23b, 0x2c31dba76a69dca2, 0x70d9c87cb2b7fcb1,
            0xb0e02eef181e5036, 0x186f25350b2c323c, 0x7f7974ff63a7b8e9, 0xb53401fb6692d88e,
        ],
        [
            0xcb62fe240f2ed84e, 0xe7994df35fe2ea12, 0x5ee6c8b5782cc0ad, 0x55a9b5b6deb05c38,
            0x579dc550546495a3, 0xe8ffb4d712a0d8f0, 0x29174d190ed7f43a, 0xc4f22196ac9f19ab,
        ],
        [
            0x93518be2be6c9e7b, 0x1cdb444a2da7cd6a, 0xb0910b1868d5c3ef, 0x9eddae78ca58be59,
            0xcb0dcd49a4bf2eaa, 0x76c96dc67b42feab, 0xa50cb79051a04088, 0xb11b83967fe130a9,
        ],
        [
            0x0e790c6491e5fe70, 0x3b1f493bbeeafeca, 0xe1fb61e875926dd9, 0x06e2365bc1c01ab1,
            0x9b5e1c056cb03cf2, 0x36739355dba9218d, 0x5b214815787cf5c3, 0xaf8a59a364cccfe2,
        ],
        [
            0x44232cabf6428588, 0x964319732b2baab9, 0xf87e9ca7bc5e4c2d, 0x5adb7b76378b7765,
            0xaeb84b89d03b582e, 0x8984f7bd9ee6a336, 0x76faadd811eb40c8, 0x90f27f6bdf6b1a0a,
        ],
        [
            0xd6d4d26b5e4c47d4, 0xc20e8839a7615c7e, 0x41bb5a14a5e51ca1, 0xf91386ebe69ef8cf,
            0x37d18a490e9cdd72, 0x5b8e120559b73b3f, 0x606f08dd4849f9c4, 0xf43574316fed3b26,
        ],
        [
            0x12ccc766a6bb55e1, 0xa3638ed9ea005c00, 0x8e4c025a4de09d3c, 0x29e1467e44320253,
            0xd5df842e1ad65945, 0xa210f487018a3159, 0x401834886829a572, 0xf8d1d3dbf453e57a,
        ],
        [
            0x29f9f4c5ad25ef67, 0xd6daee510acfe5b5, 0xc1ea6a99039b41c3, 0xd8dd1ef38961eeb4,
            0xaee33e207f52304d, 0x1261e43171c57b6d, 0x52691eab3664f636, 0x5b83bc5ad8cfc58d,
        ],
        [
            0xe6d0ab1a2850d261, 0x12bfbe08be1314f2, 0xe36cf76069b0fe21, 0x99e85a0ece560d8f,
            0x6204bf8ac6446e4f, 0xbf4624bdca9a7b35, 0xd29f9b7c58a2dd94, 0x16a6e4feca585e1a,
        ],
        [
            0x9bd2cf87075495a2, 0x9fde1eb648bc00b2, 0x1f7ed60a62548bc4, 0x79de576dc7db71da,
            0x802c8c6aaaec6fb8, 0x8314f5096493a746, 0x785e6dae47dc79c6, 0x3b2d3d0e6b186a02,
        ],
        [
            0x3b61e97387e947f7, 0x11aaca85e7e98528, 0x5da7ae2e91489316, 0xbd300f0a066fa733,
            0x7ebf52ab8f0aadb8, 0x2e5beb1c895d0bed, 0xfe91d9e9967cb154, 0x071c1e31b7d61f86,
        ],
        [
            0x0ddcec05698563e7, 0x9adc1ad7bdaa72ef, 0x2f5d5723fd650022, 0x7062a70e4ce67c22,
            0xb1a5bd5ba086dec1, 0x1f8a26a81b010e28, 0x7134006d8a20f390, 0xcc2c61bc1016e04f,
        ],
        [
            0x95094d1215bb1ff2, 0x8392b70f526d2535, 0xde902a12798cf7de, 0xdead7dcc4720db47,
            0x82f264a602eabbea, 0xa65e1b6d15070dd9, 0x59852967c92b6745, 0xd28e50b20f5e8931,
        ],
        [
            0xfd94a8b61a93d03f, 0x468f41ce1b0dad7b, 0xcba214b7fb45ea98, 0x5c97699d44b7daff,
            0x67499ca90e6f2ba7, 0x20680f3274536159, 0x238ff9a6ca28f2ec, 0x4737a353a4cb0fb1,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0xa84aa9397512218e, 0xe9a521b074ca0141, 0x57880b3a18a2e902, 0x4a5b506612a677a6,
            0x0beada7a4c4f3840, 0x626db15419e26d9d, 0xc42604fbe1627d40, 0xeb13461ceac089f1,
        ],
        [
            0x1b68edccbf8d5842, 0xda74be4d8455b67c, 0x521473143eb337c5, 0xcc8fe9ecccdaf543,
            0x567e1ac9487100c7, 0x5df1592d458677c8, 0x75cec6140b91fb77, 0xc2a5d01cd9f2fc3f,
        ],
        [
            0x52ef40e2518473fd, 0xbbb9026bc6973391, 0x85292ab99728a9e3, 0x1064063233318ba0,
            0xafa6162e785cf805, 0xcfbe190d0c21d039, 0xc8e7829e6585883c, 0x9c6832823b8ba2d8,
        ],
        [
            0x23f389be0c37da54, 0x71b0b96cbc1184de, 0x8006b50f37e86261, 0x11c881390823d8ce,
            0x567c651408ee3df5, 0xb3e32b21384d2adf, 0xa42aaf13caf61ae4, 0x82f5ca516726bda3,
        ],
        [
            0x3567eec8653f30f3, 0x2b423ed2eda238dd, 0x5eda410d54083f21, 0x38c8ad8ff05f27bf,
            0xa060e749ebe9217b, 0x6583fa982959df37, 0xf3909654ddbd641f, 0x83c2617876dcb116,
        ],
        [
            0x62b66e34fd7046cc, 0x280398b6e32d8d77, 0x23a5d12e930f5e51, 0x3f789c12505a876c,
            0x1487856590683e4d, 0x6320de848e0b3fd6, 0x64c974dd964e47a2, 0xd0d9f1b3a291a6e5,
        ],
        [
            0x543e6911b6ef1584, 0x77a9a2a38f920cbf, 0x5858fbe3fd351842, 0x6fcb8cbce860bb09,
            0xc3c9f7c21d3110f2, 0x5992f6d6928a4325, 0xd54c0823ac30459d, 0xa8f1a83d8b721d76,
        ],
        [
            0x355c95a1fd698f73, 0xcb4cb3a72a5c98ea, 0x676e37e7fc8b8d71, 0x9c7a4efa52a32680,
            0x122443bd120cf142, 0x94b07cd5ea879e7c, 0x16c424c1d0ade69b, 0xa2c4a71ab2150c7b,
        ],
        [
            0xe8f51340462255ef, 0x50d71d346764078c, 0x73515c90de45b0ee, 0x7811d0b93f76e2bd,
            0xa58bef9b1be3252e, 0xf51ed0513ad43768, 0x54c02e9401b85132, 0x99bb76370bb5ac7a,
        ],
        [
            0x1bf6578b3517b889, 0xb998a3f0afb9323a, 0x3798d6c6e4cb1ecf, 0xbaf532bfbec94d7d,
            0xfa19fe6749fdca6c, 0xfef1d3823e27338f, 0xf1b51983b721939d, 0xe7bcc2a44e4a22d0,
        ],
        [
            0x93e110f1353d2ea7, 0x9eed0823a3fa8650, 0x0c7b729d5f816f2a, 0xc3583d944a8b50ce,
            0x2b183e9e0b667bbd, 0xd6c925a6515f1c43, 0x5964627ef89fcccd, 0x53967ac09391e90f,
        ],
        [
            0xfdf0b36a7a032c75, 0xa4f6c1826b9d71d5, 0x346e877e467a90e1, 0x0280a27d97ef8d60,
            0x6c3043cb76c0f2b1, 0xdc7171891f30fd67, 0x41351993ed79a6ad, 0x8ca3591d1507693c,
        ],
        [
            0x8eddf0e0502e3099, 0x53f213a662840165, 0xf3a0f018bb7ad00d, 0xd591cf283cdee501,
            0x33bc2765455ac5af, 0x5cf2eff88b116fd6, 0x4e51330d350bc582, 0x87ebe5cfc478e6e4,
        ],
        [
            0xc03562bd884a85e9, 0xdc75980f62e2fba9, 0x829800f8315da4d5, 0x86192922e83c5bc0,
            0x34b026a6cf94138b, 0x72eb2277193e431f, 0x9f84e2c1fa2cbd68, 0x9a468a0e4b1b52df,
        ],
        [
            0x2b26564632a940a5, 0x4a435eb5a414e6b1, 0xc01241e1a4f9e871, 0xa0aa0d612f3235c4,
            0x93f882a68b950422, 0x6c691cdda7d1bf93, 0x19b34cf9a0181f3e, 0x22340eba76f76428,
        ],
        [
            0x6628d837008e2df0, 0x32c3b2574328e5f7, 0x012c29df8bbe0f50, 0x2eb3910bde2ab995,
            0x0910cc4ed274eaae, 0x9540d120ecf65f49, 0x77d37d348da4999f, 0x3f29c02337474b3a,
        ],
        [
            0x5ac08acc3cffd7f7, 0xfb4359ccf96d362d, 0xc0203aa5e9b69e8a, 0x6890fd8a221d7173,
            0x2a6e67cfb5508c03, 0xa2e9d639fcb74d67, 0xd4c15fb8c66a0399, 0xa90ba5f9bea4cf4b,
        ],
        [
            0x6e9a3b303b1eafb1, 0x81c6570681b8b1c3, 0xfb33b88b077ab65c, 0x1bfb91afa34dc657,
            0xe0895fa37d1285b2, 0x47908299a7563133, 0x3dce6cf0078b361d, 0xd8d0393aa67e4c82,
        ],
        [
            0xa3bf52edd1072842, 0x646f6d9dd9555f6d, 0x19f3a0515f646243, 0x004bc4a152611d49,
            0x626d741a36023824, 0x4c77c5e2f5177191, 0xd4df9e3e1af01274, 0xb89bb106dcd652b5,
        ],
        [
            0xfc0417306f8ff510, 0xa3bf49a6e3397a5d, 0x9f2e261a37ed73e6, 0x6e2d89cbb51afb1e,
            0xd013bcee5d9f33e2, 0x7123c5e9ff32513b, 0xc7bb90b034fc5fbf, 0x881335f95e90e9ce,
        ],
        [
            0xebd918cde3727bb2, 0x429d6f3b9b48f8fe, 0x541387f01c1dbf89, 0x7a994d9d075dccb2,
            0x26adccfafa2ee5fc, 0x8fe59400e8abe88f, 0xe8211e527c17e676, 0x70c26794d37fea70,
        ],
        [
            0xf55f3078ba00939b, 0x6398bc3f8715ee7e, 0xa68319cc7d0e1eaf, 0xc34e94f93cc52300,
            0x4a6850bf6a6bc549, 0xe98df5e27996dabf, 0xe0437d384a23a668, 0xdf4f463eebd5e7cc,
        ],
        [
            0xced58bce846917a5, 0xa1edd22523cc3ebb, 0x184ef3ff8d82968a, 0xe445da4fa141c25e,
            0xdd2ad1232fb3f0cd, 0x23f7fbd0d9f01658, 0x65be1f6eec881631, 0x0b76f7c88a7f7a6e,
        ],
        [
            0xdb0d84aba97d0778, 0x3ec044df230dc36a, 0xf27f2437db6c533b, 0xd59d8b7e39f5a1af,
            0xce105c08d563822b, 0x0c689dd1220e1add, 0x452d7fc765688938, 0x4acbcd4d85506876,
        ],
        [
            0x3baaba4ac1471a31, 0x718f5fe6141ea528, 0x4446a5b4f3361892, 0x332b13c6d251db06,
            0x7ae7426ce2101145, 0x3f22d26c5e66f8f8, 0xd78eb83785e1f9dd, 0xea3d12da1fdc6448,
        ],
        [
            0x7ce4d77c2b36e52d, 0x2a330b328600d283, 0x9381b946b1b1e7f3, 0x3ae5532331be26bf,
            0x03376aaea93b8012, 0x8d41948770aa84f0, 0x36b76242df72df41, 0xa1de8bf93a80a02a,
        ],
        [
            0x90273478f61cb020, 0x4079cdf507f01931, 0x0fba5f4da328e17c, 0xd8e93ab64858a67b,
            0x42ede967e6c4bd38, 0xe9ef989269dc1085, 0x88e2c556c87fb0e7, 0x5d4e65ccf0455b79,
        ],
        [
            0xb3b7b3b4d3be260d, 0x58d0af56af210a49, 0xce5685e1c99a95b9, 0xc77377441e2b079f,
            0xa489e7000aa4f182, 0x9b4a74943667e3f9, 0xc3558c39b98b3216, 0x7812c8fe3119fc94,
        ],
        [
            0xaeb403896ed24b1f, 0x221583e821b0ba98, 0xa23d986a5b16b339, 0xd555bb0c4f740e6f,
            0x99618edb8e37db5e, 0xf2f203fa976ed35b, 0x41c1a4379b595a26, 0x008bd56ef027885b,
        ],
        [
            0xee3dd5b5476e0dfd, 0xa3ce468e9165f322, 0xa536a19d182b3f03, 0x6e04ab69499066ba,
            0xf88b43e094b3566f, 0x3734faf38174ae0d, 0xf78f3a52ab4686aa, 0x09d76b7e2d7d7ca6,
        ],
        [
            0x9cfd2ce1f98c117c, 0x70b5f8a77e8f6b39, 0xf43d3a308d0f7d7a, 0x2f18c28792bbeb56,
            0x3d00fcfbabdcaba3, 0xc081a5804f3c8bc4, 0x7a5de465afa10291, 0xf02922b2064bdc1d,
        ],
        [
            0xfe39d9aca1dc428e, 0x10ec719690525db1, 0xfba2f5bdf8f04826, 0xd32e851a25c965c2,
            0xb551d5b501cfe158, 0x31f58d904694f768, 0x45cc6d22a98a8340, 0x6bec05a1fcc5d64e,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0x71fc28e6e42f662d, 0xc681312779800dbf, 0xf54d0746449c0331, 0xe644041c2ed2cff4,
            0x6711c11d66e6d591, 0x52e1678f917fd7c0, 0x4ba0050d00c7b4d0, 0xbc79ffb9de665acf,
        ],
        [
            0xdd030872b7314c65, 0x4c287dfb6f6e6aad, 0xb59f52272ca6064b, 0xa626c3f311cb5315,
            0xb6607db5a63f1919, 0xee365bd68035523a, 0xd949b781e9efc624, 0xbb882a6b990ec04c,
        ],
        [
            0x1e56f33244c73526, 0x886df7cdd3beb534, 0x2673a399356dfaab, 0x50c2845be4dc506f,
            0xa744f4de53d49ab9, 0xd87e018a680d49e2, 0xa6a8d73b5fd47d25, 0xad81723489b95f70,
        ],
        [
            0xc739a5ea3ecca7e0, 0xa7d2c98f6743333e, 0x0fef6335224d9428, 0x7ef2ee3c5c792a0c,
            0x302b22dd552ac094, 0x81b21450dfbd3d20, 0xa4f67f51d5e609db, 0xafb6862730acc011,
        ],
        [
            0x15c2b5494888e0ec, 0xf23f0c9d4649daca, 0xd8e69e0d78237e16, 0x980b69fbaf33715c,
            0xffa2cf7c539efaff, 0xed059d5c049ec293, 0xcbed001b9119773a, 0xaea0586ae213f93e,
        ],
        [
            0x6704a4eee0cfa833, 0x5551e9b4bf80aa24, 0x05a8e911b4ea1776, 0x1b883cc32668312c,
            0x63eb08f708a659a0, 0xae98f61eb63edd22, 0x70fcfa207e2dd0ee, 0xca95e245002e7a3e,
        ],
        [
            0xfecc81956b668849, 0xd569b68b8d4f19d7, 0xe0d97ff44a474af1, 0x753b2af4376d4161,
            0xe777b11d4defa0c8, 0xc605d825c9c6e3c6, 0x8d094bd666e63057, 0x256cd9e64cdcd9e0,
        ],
        [
            0x6db02c92ab896d0f, 0x5e880be50c09223c, 0x93539def6986c76b, 0x0646472486e68db1,
            0x90d74508a4f528ea, 0xdb1b895dc63b4f90, 0xf2b3f5cef9047cfe, 0xf1f4ee22fe7063bb,
        ],
        [
            0x05d7f41e0b3b612b, 0xc13b1f79f0fdcfe5, 0x026544aa8d1c2175, 0x2093e32f1d276615,
            0xc301ef09e47405e8, 0x2c925763a677d6b9, 0xd817421943daf9bb, 0x1922f2577ac1b188,
        ],
        [
            0x7c4eba50ecff95f1, 0x914ede48cfa07bf0, 0x9ca7bd9934bd4ea0, 0xe0a9a7fc546617a4,
            0x9031e8166ef5c070, 0x7aab9248ac585244, 0x89d6bf10457f03d7, 0x8ee02378bcdfebdb,
        ],
        [
            0x8b05a3d9df3011f5, 0x0adac2c1c19ef250, 0x7fe9267819936415, 0x44e4fc51a4f55060,
            0x9b978b5d3aa86547, 0x0df475921cd32729, 0x01597ca74fc271a8, 0x6c33f6008304c15a,
        ],
        [
            0x72f3583da33f0ffa, 0xcae4cac611807a41, 0x7624a576c9d9c641, 0x3704572716887acd,
            0x5fed3fc660fa35ac, 0x57ba3eb7aa8bf2fc, 0x841bb4bb8895ff4c, 0x5c6408c61a71e74f,
        ],
        [
            0x8fe3adad90858ac2, 0xa2a98f46466af853, 0x82b646d7808a3efb, 0x80f9ac5aebc4485f,
            0x8b69700b5222d4ea, 0x32effa6321300b0f, 0xf9a520960964a91b, 0x93b8ba32144b658a,
        ],
        [
            0xa42cfc453904e59c, 0x5bd06fd563bfba49, 0xe7041decfd274007, 0xe69021beb35ef391,
            0x78c77b975b155ec7, 0xc39e3a5577de4460, 0x2f1d02bf1c59c7f5, 0xa1aea015bc5c404e,
        ],
        [
            0xacf482c6a9187f3d, 0x5f0906c26ad860c6, 0xf5a06e85a8b105fc, 0x87a3a8007192b77b,
            0xb4a79c60837c12f7, 0x0b65ecb18a097161, 0x4fb293d26cd2f87c, 0x6cbcd4130b3158de,
        ],
        [
            0x699c584da8d5825e, 0x7beb467e384d570b, 0x2ea713544ff03fd1, 0x0d42e1f15292fc71,
            0xed1808977a8946b3, 0x0c4cb2ec4b4340cb, 0x2c1f17a55a85ca7e, 0xadda2b0a21f69acb,
        ],
        [
            0x3a3fcb58032d6f00, 0x56d36353831dc160, 0x3a30f8c03c9f49cf, 0xb6fe54668422e8a8,
            0x6b5a13a8e4dfda05, 0xa74befd57f20ed6c, 0xe025b0cf212bcf05, 0x25107e4b36ca8f71,
        ],
        [
            0x6a49744b5cf14814, 0x62de25699e734a2c, 0x0014aa6313e48eb6, 0xdc2d70a64082c7c8,
            0xe1b257956e89fb2e, 0xbec0f22869804e9a, 0xaeecc707123f0ed6, 0xb143ae0374d77359,
        ],
        [
            0x7c1194ac18c1237c, 0x05a96dfc3e6d47ef, 0xce8698f7555d2752, 0x2f2184345d310040,
            0x786e2705a8f78be9, 0x6d5fff09471776af, 0x9a4b8183fd06867d, 0x44e4f5909e3272f3,
        ],
        [
            0x3c6f986532603513, 0xf6c64dc6814a0095, 0x2d1eaa42c08bb697, 0xc2a979e54298db72,
            0x95755b2c3c3505b9, 0x8cc666df48151449, 0x54278081935bce7e, 0xef9dd74a1e6eb5c8,
        ],
        [
            0xd8b424991a0e079f, 0xfefa808f0589b28b, 0xe7883e41849c87f0, 0x1ae34d681b5aa56e,
            0x43150c4d6e0e46d8, 0xaa8cc3133cb6bbd1, 0x8d6f1108fe0ad456, 0x14b787e8ddf9f4ab,
        ],
        [
            0xf0f85632708f813a, 0x90034ead10e16312, 0xbccea19ee07bacb7, 0x8798619fa64f5642,
            0x8566d4e813c254ca, 0x5fcca378d29e87e7, 0x95b7de5649a0219e, 0x398168a55dde56c6,
        ],
        [
            0xb76c63396e7231d4, 0xae3382b6c778d86b, 0xfc0018dfed9c0e33, 0x9183802f7319b746,
            0x5fb5eea7e0e35879, 0x1310e0c0288b6683, 0x9d1119b0a1df9046, 0x671afd49ff69facc,
        ],
        [
            0xdfb7dbf315fc7295, 0x4307ad9549cf786f, 0x3fb48be1f115d687, 0xae67ecd7d603693a,
            0x04ff9c5efa4f5b62, 0xfc3019722c2aee34, 0x072b94b84a82d9c1, 0xd23cd2aea5faa6d2,
        ],
        [
            0x75eb262f902ca61b, 0x5ce47434c49e7686, 0x85ae71c56ce42826, 0xa9619b9d56ca474c,
            0x334543292dadcace, 0xed2c2969643356b5, 0xb5db375d7d8960e8, 0xca34340fd191b38c,
        ],
        [
            0x4d433a7c6e8e372e, 0xcaab583f3df53a3e, 0x779683c0dfd95f1e, 0x4e2f1a526089d88b,
            0x124b1722d17486fe, 0xb4df5457834e4873, 0x9101301c6cb9bf48, 0x6bb36ac130ec6a52,
        ],
        [
            0x845d531f15b88f2e, 0xf339b106db6b22b0, 0x7f53bfed862042e1, 0x6731d501c372db0e,
            0x2c0ef726fd9283ac, 0x0eeaf86e3a046cf5, 0xe1c020f4d72d017b, 0xd2cfaca40844aaa4,
        ],
        [
            0xe646ffb1d9fdee3e, 0x681f97716c302e01, 0x172bb15cdb17afb9, 0xc9f4186ab1fc59e1,
            0x51e66cc5cced22e7, 0x44e1531c7b58df4f, 0x0df73142b8832143, 0x09420a7f3cb3a341,
        ],
        [
            0x8b76bfcf00352f0a, 0x4ccfe9ef7c9e360f, 0x414671620c28aa6d, 0xf680eb493325c334,
            0x4e7db0cd7c0dae86, 0x51158744a53fafe1, 0x430359196b14913a, 0x1ecfad259e9d8890,
        ],
        [
            0xa13d54783e67998a, 0x64b98f25ab383506, 0xf1b3267de3bfe89a, 0x20697db637bb3df4,
            0xf26df7d3e9d84be0, 0x9321cbfb9fd419ce, 0xb222e520c0ade4bb, 0x20766359d9d8d54e,
        ],
        [
            0x3a09b92a1bd2714c, 0x13e3c6331a82a461, 0x48d4b890629280af, 0x41b76fe1dd9c47f8,
            0xcb46f03943ae952a, 0x3711518e68252e0a, 0xfc4d79f149ac0209, 0x078b5830d9168ded,
        ],
        [
            0xf9c18a469ad780b2, 0x8c3b0da6f68440e7, 0x0e19d0c28f9ae751, 0x44dc4d9e945c7db2,
            0x91437413ab93b11e, 0xb47775e1c2cec39d, 0xf8fd19dc683f5f95, 0xdbeb918745c2f9c9,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0x6701f090ec49e853, 0xa9cb53529975e04a, 0x57802554eb5fa77a, 0x0e51416421640aeb,
            0x336e3d1376405cb2, 0xf568394190c9ee36, 0x278eb4a53a91030d, 0xcf331cea65905469,
        ],
        [
            0xbf7fbadb5ab7aa65, 0x43e17e0a2710f1a2, 0x83d8640f8db563d5, 0x8525d0b3ef763142,
            0xf9be830fdde8648c, 0xd0dfccc1923f092a, 0x06cc431c1e676976, 0x0e63a7e111f91fd6,
        ],
        [
            0xc4a23f1c1dc6afad, 0x1bd3d92295f80f46, 0xde8ed25f64c0c677, 0x977ba06765cacf25,
            0x4d62cdc51d7faa09, 0x2f75a1241dda1a15, 0x8833faa0d081d999, 0x1bc3bc43aedb8fa2,
        ],
        [
            0x29dd16ed044c1b21, 0xd8432893c3d8180f, 0xb39e7d7665bc22d4, 0x1b3e00b320971112,
            0x8de24014b7f594c7, 0x4fff41a9f0b6a9e9, 0xf11325d9c0df7684, 0x9b442543faf3e2d2,
        ],
        [
            0x65f745d7dd81983b, 0x10220fd02f8eab78, 0x4c3cb60771fffacc, 0x3bc328612a123abe,
            0xbd99f28511a637b6, 0x4334885a8fbb848d, 0x250b305caaf00a7f, 0xa6b5826ded0c8a20,
        ],
        [
            0x4f30b43ae18cbd32, 0xe5e453919505c729, 0x8171864fbfa379a1, 0x02a3759b87c0c622,
            0xc327f4e1a6cf9ec4, 0x6419a83a7c8df6d0, 0x1ea5d75b001e1e1e, 0xa88356cc1f9f211f,
        ],
        [
            0x75f76c1ff7c8537b, 0xca8cacb7441f8061, 0x51baefe1caf96c21, 0x67cba4e8e9ec04ac,
            0x1ceb5057385726da, 0x7bdf043ed0403f6e, 0xa1e1c61f2fb1cc04, 0x5b65ededea1c8984,
        ],
        [
            0xc828bbee5ab90065, 0x26ddc475bbfa75b7, 0x899db93959f2e876, 0x778468f5252b48e4,
            0xc8f76aa2f2d79ff1, 0x27bbcaef00acdaaf, 0x6f65136a7f01e2e9, 0x43341ab10eb39ca0,
        ],
        [
            0x368228ce4b6a1226, 0x2af9e9c8ab546539, 0x1a073d686468f392, 0xc5958ea6d5749993,
            0x1c100688c66961d4, 0x96876dbeba2108b9, 0xecbe19719d45bd82, 0xa031a882f70f7dd7,
        ],
        [
            0x6a9c32597e189f07, 0x0848c9c516ed80d2, 0xdf310940fa30d604, 0xdec3480f5d68a92e,
            0x1be2ef80b18ca938, 0xed5f41f8cf2193e8, 0x436ed448431a7960, 0x7332d2e4f241e886,
        ],
        [
            0xe4de3f85b3713a52, 0x25c75b8c683c5417, 0xc1fcc0c3c74a5fa0, 0x83f07bf82e425ca7,
            0xa111273f9fb0ffb6, 0xcab5b760e1fb45d2, 0x049794c912c7d3cf, 0xf2ec4f10a25b8bb9,
        ],
        [
            0x627cf469e42f35fd, 0x27a76bcfb6baee4c, 0x99fa24688e7aeb37, 0x439f864eb2f08528,
            0x3865a5b530c62d57, 0xefa584fc6ea72915, 0x7f3af4671cb58401, 0xf56850929086dccc,
        ],
        [
            0x9ad9a09121ba21b0, 0xd855d8d200c26553, 0xe6f680686eae0076, 0x938dba4f9b5a42d4,
            0x374d995e4d5b4325, 0xcbf1bbee3f2b697c, 0x6e9aadbdd136b90b, 0x48afc0a89af75656,
        ],
        [
            0xe792984f403482fe, 0xa7bf278fafd65aa7, 0xe70b585390c06d34, 0x613483aed9ed08b7,
            0x55dc8a6d37d1055d, 0x2bc644b0cabb61a5, 0x3e6f5f2b4585ad86, 0xedd7bb3007929c3b,
        ],
        [
            0xb53e49a63f2b24f1, 0xcfaec64f5fe76bcf, 0x3a81daacf3b49779, 0x7efa89b76ca031e7,
            0xd65dc5d4af8e4b83, 0x1dbadf3ac554a455, 0x78ced222fc16ab21, 0xa99ff3ec61f4aeff,
        ],
        [
            0xf0699bf9e2f2b734, 0x79c3bb5b5501d267, 0x0634a786f1164457, 0x224a02299eecc99a,
            0x840f585491ec7fdf, 0x07b704b673c7afd0, 0x149a08ad871d7fff, 0xfa41a8d29b6d22b4,
        ],
        [
            0xc6c9e340fda5ba33, 0xec148fd61acd283d, 0x8830ced5e88e9fe9, 0xf5f802384ca52d95,
            0xe150f68afb8d7653, 0xfa211a10a5f546b9, 0x96544a062bb16d44, 0xa1279eea3528b3b4,
        ],
        [
            0x0ad2425d1eec703d, 0xcdb055f4da224976, 0x0c87e7c32afdf9c3, 0x4e52bc1aab2a3103,
            0xa080cc632c8fcda9, 0xba2684db19bfa067, 0xea8df67c64670b1b, 0xa9355e2a04300aad,
        ],
        [
            0xde836121a32f873d, 0x5ad4296ab4d2ca12, 0x052782edccb0b597, 0xfb1995d5aa7da5b2,
            0xe00a151ceeaecd8d, 0x42909f714d502eed, 0x702aec3f518cba72, 0x2c8672a0d933995c,
        ],
        [
            0x585375cabd02ddcb, 0xa32200c9c18ef0b8, 0x2a456aca05eb30cb, 0xa500b5e265be8505,
            0x3fea597e1f706567, 0xa617764f8a916118, 0x93765960b8dd80c3, 0xa8f1bbc439045e86,
        ],
        [
            0xcfda2dafd9c25e3b, 0x8bd58ce7fe5b4f6c, 0xc6538dd2034f24d4, 0xa6cac21b9bf2e105,
            0x4a73ca848bc8f3e5, 0xf840aae679031614, 0x9499cca734995491, 0xcce392aa119c44f2,
        ],
        [
            0x9cbf8d3bdbbca9df, 0x1fe7e3d6ada88d90, 0xf2cad382d062b36f, 0xa0197875443e49bd,
            0x4df6e4a7e4b985e0, 0x95cdf215e4d35034, 0xc26843992d9a0d2a, 0x07918702824cfe4e,
        ],
        [
            0x7002909fb49ec0a2, 0xcaefea0247e06266, 0xbbf8218922beb6ef, 0x35ed7754e72c1590,
            0x0ef77f7350b2930e, 0xdf6301dbc0021fa3, 0x32de1e6fb20db1e4, 0x848584bd08273f45,
        ],
        [
            0xa8fff4d79346c2df, 0xc6f5a8e1e19b71c2, 0xb2f8eb79657a8f4d, 0x9ac3f43c8321a8d1,
            0xc2a95f0d8a1f27f6, 0x06f1812ac6b9b978, 0xb86b8bdc78d39209, 0x01f3824758584a7f,
        ],
        [
            0x464bc8009f79c2c5, 0xbe1b050cc0f81e4b, 0x9a3e355ed1d56ebb, 0xab33a5b810c6dd73,
            0x46716aa54f95e357, 0xaefdb536db79ae68, 0xf21b2ab19da94768, 0xeca20ae4a24e73dd,
        ],
        [
            0x954eeb9f4c3692d1, 0x00b7c0447b97f3a4, 0x82afdec9073f777e, 0x042377a0cc0fa4be,
            0x848f60776dc666d4, 0x3b630a5c0a577106, 0xa3452f5a1d8ea671, 0x3e4c6d11991ea070,
        ],
        [
            0xcd91eec526511ee9, 0xc58635ca7b9af523, 0x4e1a3e88479cbadb, 0xbafa3d18635e0278,
            0x5a44d631eed5ca90, 0xf036c659b5181c2e, 0xb6bda28751866d03, 0xaa2143a079fbcf27,
        ],
        [
            0x64bd76c86570e2bf, 0x22dd2a2101ef8473, 0x2f996f44d72b29f2, 0xc135aae9c0a903d1,
            0xe59165874895044c, 0x59973d259c9d0758, 0x1ac4b29bdadee7e7, 0x8fea9925b794cd3c,
        ],
        [
            0x614d7093dcd02b5e, 0x74e55e2e09575aab, 0x52585b6dd3d27028, 0x299658e2d8712a2a,
            0xc7f4d6aabb875d79, 0x75dbf8d5f3982758, 0xccf4fd8c4ee07723, 0xcac3db497e1eaa2b,
        ],
        [
            0x0cc16179b3ce9700, 0x41410ac66a52639f, 0x5fa573a59003610a, 0x3ce468da20ab1dbc,
            0xec27f62800295709, 0xe94fbd99687e7249, 0xcb7094997f992a2f, 0x2997adf5560be996,
        ],
        [
            0x356d6adfd4113615, 0x550e1aed7f77155e, 0x31a03ddb052e0f71, 0x80a1be2c8131a53e,
            0x07f9704989c452a1, 0x911c03a612792365, 0x28f054eefb81cc94, 0x1dfaf70201a42e0e,
        ],
        [
            0xa8df3dae1991e607, 0xe310d10e196e11de, 0x760f78b8af6b2261, 0xafd35b35bea5bda1,
            0x5e0b73bc4308126f, 0xbab7d9872155af41, 0x96d8ee266b81ec93, 0x03555f48e204e994,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x7e16cc51f0b9a00a, 0x05174da42f93e68f, 0xa0c7cc97b56175d5, 0xe5ceac4035eb4955,
            0x157ff80e67984a57, 0x8ceddb7586fe794f, 0x854a459c3396d1e4, 0x660cb9301fcd56b9,
        ],
        [
            0x4f556db22343750b, 0x944995a27d329c76, 0x8ec64fd2a2b75f9c, 0x0e415c462be67902,
            0xa6097c15becd56cc, 0x6ef691a45ff7ec06, 0x27bca21077f8cddc, 0xc3056e7177f984e2,
        ],
        [
            0xd77107b51f2ca098, 0xe4066263414b9d7a, 0x6148a999fe559bf5, 0xd9bdb44b1b3520a3,
            0x7406bbd75abca6b7, 0x0de0c9740ee3ab32, 0xe5e5518457563f01, 0x552624fda1dd30cd,
        ],
        [
            0xea6065ad7789b84d, 0x167d5ee4d1041ce2, 0xcdb5d111b56493fe, 0x4a89a61457374b4c,
            0xef9b7d7f018e3ea8, 0xa72e280634711999, 0x08c2ea979fe677e6, 0x45b04e87ed480d5c,
        ],
        [
            0x8bc47f3084c80849, 0x066b6a4f8b941577, 0x26fe2507d224f7a0, 0x1173f3b7e0c64130,
            0x13c879e421ecc22e, 0x5f9b5c3c0e5c17a2, 0x00f5d0d0811a9b17, 0xd59f865d1dfecfa7,
        ],
        [
            0xadb917491e0a2b7c, 0xc8140d35abd929f5, 0x44db7e0e8f114fac, 0x1c569b250c531d3c,
            0xb0c645c0c0a18f57, 0xc5812e26e9ded0fe, 0xb0d54487862c2178, 0x6e32a19e41fe7c8b,
        ],
        [
            0x72b573a33fd29a99, 0x2e78aa64ee005927, 0x715c3fd1dc6f5abd, 0x4db6936dd1ebf7c0,
            0x9d82d6d0037ae19a, 0x176e76fd99e5d9c6, 0xe4efcd05f273c5fd, 0x3bfb56411907a3ca,
        ],
        [
            0x20049d0364e11f7e, 0x3bdbbc488e7cdb08, 0x8aa4bba0ae54ddc7, 0x55b66e6dc586296f,
            0x04bddc671c77d076, 0xccfe610621b594f9, 0xc386cc04cca223eb, 0x9043a91f1dd1419b,
        ],
        [
            0xb5c2c99c04e1baf8, 0x320926374e71b0a3, 0xa52974e08cb11dc3, 0xde9398b2b360fe5b,
            0x3660a4df673bc383, 0x1ab7975e6daaeba0, 0x9789632dce95a74b, 0x5c3e1f2812bccb16,
        ],
        [
            0x9e8430a47ee4793e, 0x2640d262f06e2e7b, 0x1eb037cc348ca3b4, 0xbbeba745c7e1ab76,
            0x80855c2765348ea6, 0xefebfbe714db42e3, 0x9197ca4400b7fbdb, 0x9658543107013035,
        ],
        [
            0xa9b5d57dbb143824, 0x438a78c6d764c292, 0xf35023f8fd781623, 0x09760c11a350f1e8,
            0xe2ff90a831466710, 0xfdd3244b26638fdc, 0x701c05abdcbb2f8a, 0xf91bd535bcc00630,
        ],
        [
            0x6e76b23742e14c34, 0x834c5ebe07327593, 0xa2a9b30e781377c9, 0xcc9f9648a870ef92,
            0x8892157a94be556b, 0x299917f1828c7e05, 0x43116633dbe689db, 0x829bff2cb5f8c96f,
        ],
        [
            0xd81a6ad0a6f8567e, 0x94218eb17161ca2e, 0xb00fa33506b4fab3, 0xdd36ae48e0879f50,
            0x1a307860136f75e8, 0x06037903edb57313, 0xba7ce052a09f4181, 0x87296c760665920f,
        ],
        [
            0x4010893e6bada85e, 0x4ec4dac3927df181, 0x6dab9ae20c708b00, 0xfff61378e35bd96b,
            0x0a1299a016ddc3a0, 0xcf11104c3875dc8e, 0xae2ed644efeda8c4, 0xddc2615b94b6f6b3,
        ],
        [
            0xbe6d3f16fb1d35f8, 0xedbe09e369b0a37b, 0x38fa61e2ea7cfdda, 0xccb02f8c2874e8d6,
            0x1f8d07b4d4b279e8, 0x937ccd9996603ce3, 0xff5f3195c6a4dd0a, 0x95c7423f97f3a9d9,
        ],
        [
            0x2046400ecc4bb506, 0x06614d6a97448f01, 0xab1d0013a1821a0b, 0xdb3ebc91cdcb79a8,
            0xcbdd181f49b3e60a, 0xb21826f5e8f7d202, 0xaf1a685e85539258, 0xa95a64538a676683,
        ],
        [
            0x946404ff94461ef6, 0x7033912b66c457fe, 0xee3bee220b986826, 0x898df1d0096e5358,
            0xf433ca021feac606, 0x78df067eb0b3d8dc, 0xf9a2bc70a1c14fb2, 0xfe0a82e6ad262f26,
        ],
        [
            0x663cbb645f18fc1d, 0xcf3b21e5cf7af227, 0x2d88030e0ad45566, 0x1f28caf5dc6aa99e,
            0xb15cd8b1095570a8, 0xc4eddeff86eeab60, 0x558d996b504f278c, 0xedf9216fc79a3234,
        ],
        [
            0x574f60447269b410, 0x972e13b0aac87f77, 0x763edfe6656370b7, 0x293b9d7d5747e183,
            0x5993e1ab14102858, 0x92b942cc27e133df, 0xdd3d665dc04f7ec9, 0x4c991d82c75dc402,
        ],
        [
            0x87de6c8595de4837, 0x8d4286c82de5e74e, 0xf4f58c1d0ad98a75, 0x5c618da1faad041a,
            0xc0b8583b634a7dee, 0xecd36649642278ca, 0x88b80e3849fd9671, 0x4c719117bcf3a19d,
        ],
        [
            0x20718caee8df0d9d, 0x6e68e6a01fd87582, 0x7fc96bb78b309dd4, 0x632502d0357e0776,
            0xf221ae71a75e0b0b, 0x9732d3d1fefde8ce, 0xa5002d0ba4f70b8f, 0x51b653f4c840e0b5,
        ],
        [
            0x2bfdc922de0d52d1, 0xc7d61874ad98780f, 0xb7efb70f8ccba2d5, 0x4ac2f5e2ebf79c56,
            0x234e19a7dcba6fc7, 0x8c0e8928c54b1a06, 0xd269e92e78579659, 0xf2379948694e9e3c,
        ],
        [
            0xa51f0551e38ee944, 0x335e61920eecbb71, 0xe9435d34cddbe7fa, 0x47a1ac613913565d,
            0x6b3f5f45eb6492ce, 0x5a130e7da72dfcb7, 0xc2d29af0e4ed84a6, 0x096f5895f7388ffd,
        ],
        [
            0xb6ca448b40dc67c0, 0xf08dd2bb64e18d8c, 0x67de7cee87eec09a, 0x22bdcb12aae2c57f,
            0x8a9a5c843b0e7ddb, 0x75fcbf3b3b89c774, 0xb9987a8f0d909c47, 0x53ef0c95ab3e7dd1,
        ],
        [
            0xc5f8bc2a8410c757, 0x960daa66e7c2d340, 0xc556e1c719180f09, 0xdd6567f72083ae59,
            0xe1a39f407b8624bd, 0xbc4ce94b45feba13, 0x6c678eb1f1712ab9, 0xd1f3a5b26cd6e538,
        ],
        [
            0x63af8be51f03a6b1, 0x103ac04e640d4902, 0xa79cabc764609681, 0x781464f1c7b11361,
            0xa0aba9b4ab3a0aa2, 0x35ab4e7ef677a9a3, 0x9de6c8906ec26cf3, 0x3124f652362c8de7,
        ],
        [
            0x64d5d58bf7815a4b, 0x19163431d775d9f2, 0xfaf6e81a59abd989, 0x87d4bb594afc9400,
            0x38a283280d408cf7, 0xc0a00dd370a6af5b, 0x2fc9691fccb52d47, 0x93e5c0c53053899d,
        ],
        [
            0x2589342656635396, 0xf2cae15a368a6c0c, 0xe585e2dde671c11e, 0xab8a886a915a06a2,
            0x7e38fa6a3fc92c23, 0xb9360583f7d2d6ad, 0x5668ff8248bcd5ab, 0xe773cf7c7da84319,
        ],
        [
            0x3b6d699f5e5ebac3, 0xbea8c61aad08a74c, 0x64186d761febd102, 0x28fe6c8a669c069c,
            0xf1241d3977a0e726, 0xe79b698d78d1a327, 0xcdd0988367816c81, 0xa8d2efd3013ce446,
        ],
        [
            0x22fd856575ab9c72, 0xdd406dcfb0b4a783, 0x948bf911ebb5d92e, 0xff1a020011ea4298,
            0xafdd3b04cf09b4aa, 0x74ddb77aae328a72, 0x9e721a9b21f6ccbe, 0xfa5b8adb23455161,
        ],
        [
            0x68c63fff7fca6148, 0x871bb282650c9ad7, 0xea64e3619018b5d0, 0xeb3f843222a125cc,
            0xf0e3f3301fec7b04, 0x352af9b3b2360cb9, 0xf6567feb4b7108d6, 0x1feab40550304ad1,
        ],
        [
            0x4f5c2279ade5d1b1, 0xddfa9e91c66ab702, 0xb92174e3aa64a3bf, 0xded37dd152738517,
            0x81cc777712c778bb, 0xf43b076d59128448, 0x2b3caab3824544b8, 0xb14e3c5a84e78c40,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0x3438c84a72bd05a0, 0xba82337d0b1fc80d, 0xedc2f995f36d1f90, 0xe5e892363a31885c,
            0xc936de2be1a69f5d, 0xca73995b9cd099ae, 0x1301eb01e79b5c3e, 0x77439de4da1b87d2,
        ],
        [
            0x0c665cf973b4df41, 0xfe6784fa0f696a51, 0x44d95fecd3177c78, 0xc827ed763ffec8d1,
            0x2e5b6a2380f91f4a, 0xbfe9a6106c0047b3, 0x60e17d7b66ef3cd3, 0x1e4c4475f2da5ed5,
        ],
        [
            0x4f09528101467d6b, 0x357d712952a24b51, 0xd1018611642cf1d8, 0x5d2393df9435ccf5,
            0x07c673c6b1bc5458, 0x72a707a7510473a8, 0x7acbd85b2d5af46d, 0xe66e63f263fd0f7d,
        ],
        [
            0x405904b346340d60, 0x8998961b956e7dc2, 0x25ed93eeb3c1587d, 0xb511001491b74657,
            0x68cd6178653ecaa6, 0x8fb582b118594791, 0x72ab899ef769f978, 0x9c3981f431fe4c46,
        ],
        [
            0xf0b1e93c9d159f7a, 0xecf93a9cf242e590, 0x3adcfb2bd2ff873f, 0x453657a53aab893f,
            0x99c22b708a02fb78, 0x6f949bd4e81dda5d, 0xda2ef0913a01c728, 0xbfb5aeff88023dc5,
        ],
        [
            0x973276c64cfb1a94, 0xa32f06e363cdcde9, 0xffc3dda2e480e645, 0x27a0c221b72432f0,
            0xab98f8c2d4098584, 0x91e3b03d78674297, 0xf2f2ef8dc1821e9d, 0xc3f6ab3eb3a0a792,
        ],
        [
            0x31ededf3d46cb42a, 0xbc052853a7239093, 0x4d14adeaa13d73e7, 0x435b54cb07b04c46,
            0xb7e24deddaf72dd0, 0x5edc4c79433949a6, 0x49f4a54cc1e0585d, 0xd726c031e4718a1a,
        ],
        [
            0xc193d479678e27d3, 0xc12883ed0e4c688f, 0x1cb2f03148e4774e, 0x60aacaeec40e8409,
            0xff7c610228c4d2de, 0x46d400783a680f4b, 0xda54f7c803de04ee, 0x9677dffcc5def66d,
        ],
        [
            0xa97d941b1d2fc263, 0x89cf813e5b65d57b, 0x19fbc47c4e13da0e, 0x1805b819e14edd7e,
            0x266470b4f0870ec7, 0x9c8c1af8e551ecaf, 0x5858daa86bcb3148, 0x101f642809438171,
        ],
        [
            0xcc326b493d9eb773, 0x6319c47b85cae6cf, 0x612c78017b1c51e3, 0x79481a2aab0f1180,
            0x37d96c11c1162620, 0x8cbd8693297f950b, 0xc6d9625e70f28a4b, 0xdc61463f8555e09d,
        ],
        [
            0x9a2b1b70c076d1df, 0xf41e2081427fa1b3, 0x40617a8a2a775f45, 0xc73aaf4366d3194f,
            0xd279d516e5ad6605, 0xf75b57a51d893720, 0xf9ce01be3bbcdcfe, 0x9201ec69eccf916e,
        ],
        [
            0xaf71acdeb0028fe6, 0x3fb37fc78e50f376, 0x5a861535e82bcc35, 0xe6ac0ad271bae59b,
            0x6a51064068570fb1, 0xc5ef07bc43191afe, 0x8b6999aeefed3475, 0x53fbe5579ea7cf60,
        ],
        [
            0xd3683f7985a745c7, 0xbc8a2738c17eac07, 0x77189b6af61d52c1, 0xe3ddee8f7d5c36d2,
            0xa39f0940778efcc2, 0x7c28c2f17bd027b1, 0x1be51b86aa7bd8f4, 0x487199d391932b87,
        ],
        [
            0x526f51dbd2943e92, 0x69bab975255a517b, 0xc0aeda8052ac58b0, 0x2fa496cc907cae20,
            0xd5264339738a13b6, 0xb1507f3e1d1bf694, 0x3f6c08acb28b6433, 0xe7be908162a44887,
        ],
        [
            0xf4c733e84d4170b3, 0x40144156fc3a3587, 0xaf68aa1186c0a1d5, 0x45c78ddc2035f1e5,
            0x16efa3ed511faa1d, 0x2cb046606420cc73, 0xb0e1a9d144fb3a51, 0x11af9946238d5c0c,
        ],
        [
            0x21579992fab5c2cf, 0x5312f0c21fb084de, 0x71e7474104fa90a4, 0xe4107e431e221f50,
            0xd028403f2b955c2b, 0x3c7892dcff7b2410, 0x3948c668741c2b32, 0x1e5f11e6cf701c9a,
        ],
        [
            0xae8d088712c8f01b, 0x79b70d17af0a529d, 0x15f41aa62f0e0c52, 0x019d5dcb322d6dd1,
            0x8a3c2c183a793687, 0xf0d003fb9ba5b715, 0x510b18e94dd50176, 0x69e7d2f894162b71,
        ],
        [
            0x7624654a437d2376, 0xf016580863d825b9, 0x8d766ffa4629543c, 0x8b6319a5815956ef,
            0xf0ceab486d6e424b, 0x53a5ff0e06e684e9, 0xf34b23ef2c438903, 0xf93f96a10b433c21,
        ],
        [
            0x0dba6abb04be7ec9, 0x41f2df494b13a91c, 0x657c6b92ac1170d1, 0xbc6e324ddebf8763,
            0xfb0861680ce924a9, 0xe6cae0cac5842184, 0xc90703792e3b1b3f, 0x1d643f684f307ea7,
        ],
        [
            0x6bc099f3be04e7f4, 0x1f4142690a0fbeb1, 0xfedee6d27bc94c5e, 0x18065f0331980fec,
            0x2fed3d30ea582124, 0xf368053815c2e96f, 0x4961ab7df842ea7c, 0x31544617379fbcac,
        ],
        [
            0x888ed03de799d0b5, 0x1496da86fa24a577, 0xb8f18ca85ee75518, 0xcff704cf143a5eea,
            0x502de9cf05d717db, 0xe58dc847c58fd822, 0xd8a3f6ca2987e80b, 0x9b428c3a8930a0eb,
        ],
        [
            0xba8201e87586cb84, 0xf1f6ad1b0f237c7a, 0xfb7b849a023abfad, 0xced0a09a733a30cd,
            0xcd60470fac9a3a93, 0xd49a486ee0d7936b, 0xc9ebca001363e714, 0x37b864f0a5a48e7f,
        ],
        [
            0x1d5e33f77c026c40, 0x6d382dcc6a1dcbaf, 0xd34c1f865bd1180a, 0x39facaf9f1f2a63a,
            0x0d263860f66857b5, 0xa321ac7f01e96530, 0xf0a209d3b41fe748, 0xe470a988773a0fbc,
        ],
        [
            0xf2e271f9b92183b7, 0x698dd003184aa977, 0x539426f0836c8c82, 0x99b90d3764979be5,
            0x9ac98b10449fc78e, 0xd5fb7b56593b13c4, 0xeac7fc3df9aa0bf8, 0x11ff53a09e0f979a,
        ],
        [
            0x0b28665804df00eb, 0x7bfe6e055cad4204, 0x4518f90dfa04b034, 0xcb6de94e8b9948ec,
            0x679c240edeeb0b25, 0x367680d681e3dc5e, 0x7297f3e1c43e5a0f, 0x4b3e6757ad412c51,
        ],
        [
            0x9f08110967c015e7, 0x9ecaa1ca3601b112, 0xce5eaf8984af70e6, 0x8bc2f7a34509e8f9,
            0xaf72a376b3d7ee46, 0x54736a23f353dbd6, 0x853e84be046c9f29, 0xea4f1896b411ae8a,
        ],
        [
            0x2b35e9623aea1c1e, 0xc475f31dadd9f400, 0x4b547bc9ece7a401, 0x42343c9b70a8e110,
            0xcad4d22f8f955512, 0xefc3017da522ea7e, 0x0b44db6e39a182d8, 0xa0d2b8e3965e9d9a,
        ],
        [
            0x93451a31d96fbb58, 0x1c85636977ad81e2, 0x2803500193ba8ccb, 0xef341443b1e29f9c,
            0x9581b0c11d2361c7, 0x4b5f01bd7eb888f2, 0x47935173950ac8ff, 0xef705bd37a8bd915,
        ],
        [
            0xff25d3f51b4197d4, 0x14496606fbc3afee, 0x649cdb9f41d4a1fc, 0xd298bb54fed0dc09,
            0x5fca60926c84dc3b, 0x6a283cf83fd7162b, 0x5cc69d6b3880873c, 0xde2cf4a01bbe637b,
        ],
        [
            0x1839fda70156979a, 0x3d3974c090b6fae7, 0x48cf1f96317d8f4e, 0xd67113f9673b07ca,
            0x7e113e20dfa3499c, 0xb2123f14672482a6, 0x766449d56ac46e40, 0xf3c296d58a70aea2,
        ],
        [
            0x4c920dd1e28cc62b, 0x4ddd1268c5988794, 0xf5c9d1dd4921340e, 0x7487bcb039e170f8,
            0xb40bd40a3adf0e4c, 0x046d3af3a4134212, 0xb0bb9d2b7e69e30f, 0x2766a81c1761c656,
        ],
        [
            0x510f99b4549e7a36, 0xa0654d2666872435, 0xa757f11164d63319, 0x2d5295db41e6f839,
            0xddb68195ce32eb67, 0xea7b44f99730ba3b, 0x3af16cac763b38c6, 0xf98acf2806807232,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0xcfed817743a29747, 0x32242bc07eb98697, 0xff26ec4601bffcda, 0x3877152e0bbff37e,
            0xba573e25f24d4637, 0x9fbd1f6ecffee641, 0xbe16116cb99d3730, 0xcc70a7f9014bc61a,
        ],
        [
            0x59469a0606bba654, 0x5e3bffbd135ea79f, 0xa67834270a8e1649, 0x437a6a6e40d04569,
            0x3755406037a7c0f3, 0x14a7c3761938d410, 0xab24825ff34dc5a0, 0xc2911e15587f2492,
        ],
        [
            0x91f23fe06eb8394c, 0xddd80153cdc93b32, 0xcb94cd05cfed4c53, 0xc2e65b9dc8bbc43c,
            0x6cad3e4383f6c688, 0x3fedf8318dbd4924, 0x23948c9d2f469724, 0x36cb9b541bdf3dc2,
        ],
        [
            0x57c84fc9d789bd85, 0xfc35ff7dc297eac3, 0xfb982fd588c6766e, 0x447d739beedb5e67,
            0x0c7e33c972e25b32, 0x3d349b95a7fae500, 0xe12e9d953a4aaff7, 0x2d4825ab834131ee,
        ],
        [
            0xb686b6f0bdcc421b, 0x912acd3803adac62, 0x09bec1e8e0151c00, 0x53f91dcb77ebf070,
            0x3e81c1b4b0033064, 0xb9d14f76e9cb726c, 0x83b5271d2bea2f4f, 0xe15008da2149d9b3,
        ],
        [
            0x0d7c6b46fa4e5fba, 0xbe5d8cdf7788583a, 0xa9a5667af9598826, 0xcddd74cd86256beb,
            0x8d6de49bd9f3d678, 0x4eb283a031b49ed0, 0x0818f615b92f53bc, 0x69acf810c065919b,
        ],
        [
            0x295fbde85a7ff0d8, 0x508e4568153f7b2f, 0xe8624768ac1adf74, 0x1a4cea4b50b058be,
            0x4956e0affd142199, 0xa04a60f0b719d62e, 0x0f9f0f2cc5aa39bb, 0x8709fb667e5970d5,
        ],
        [
            0xeb0421211a6b665e, 0x802f779ea7f6803a, 0x47501f2a3c0804c3, 0xa263919b4945a1d4,
            0x9ee4040030bcdcfb, 0xac3f83df4c00efe2, 0x2e9d3c9de60d60c5, 0x873200bd2aed20fc,
        ],
        [
            0xb7d81195e79a699b, 0x20bd52b944836fff, 0x1d48b0ccd45e542c, 0x39932d296b461822,
            0x42a412a5bd1cc364, 0x32af5f884f70b997, 0x2d7d2e3e53bf9a5d, 0x8ad691249c63f562,
        ],
        [
            0x52fc4fb360862ef8, 0x57c9b8364d962bd7, 0x978ea306ff361045, 0xac09807f650f3016,
            0x13038039cd12ccd5, 0x1dee2c7c39bed435, 0x635bab34e7f75f23, 0x72ed2dd76cfc9e63,
        ],
        [
            0x090de31a9ea83c31, 0x6518e7335fec2890, 0xbbda01822817624c, 0x29e5f20863d04e41,
            0x4632794d01638d4a, 0x8b866f926dca5d59, 0x53d4a739eb64cfb4, 0x8a17b39b9af178fc,
        ],
        [
            0x73e1998edea6db68, 0xddfad856082632c2, 0x58b14df965def4f6, 0xf8b6533e03ca017f,
            0x69bd25b0ae760da9, 0x6bbd70dd9c5ca0ed, 0x2f046dda50aa3ec6, 0xc30f4ef5ec445486,
        ],
        [
            0x0047e470e8229dac, 0x986f7923cbbc5dca, 0x7e143a8b86f4a078, 0x3e331d8357f8350c,
            0xaeed57d7fc93ba70, 0xb8904aedc7f1cd2e, 0x2bf670c8fe758b16, 0x94f6a5afb5c58412,
        ],
        [
            0x451b1a0cdcb48e58, 0xcff8c2a7015e3b49, 0x900df2e0ec9616d9, 0x3ef0c047d243f856,
            0x4284a83538914f80, 0x960b0847b12cce59, 0x11b139235af4d6fe, 0xd2b604a93725426f,
        ],
        [
            0xcc6429a50da24a0a, 0x95c5138fec612a3a, 0x8e29d10a1fe00765, 0xf3b490b412c46d7d,
            0x2c1bc801b4fdb142, 0xfeb6ef1d0d010068, 0x3e4c3a40b7c95995, 0x867a212dfe62a79e,
        ],
        [
            0xf6f1d3ac4d771f0c, 0xacad16e63be0aea8, 0x18e63add579547f0, 0x2890d721e57e1961,
            0x0a5728ecb5890d78, 0x7dc0e7f77ef54069, 0xaf77e1d1416752ec, 0x69b5b8159ddc032a,
        ],
        [
            0x17795b86bd8b8ee4, 0x0470c65ae1869800, 0xd6529725a728066b, 0xba513ab8aa3306bd,
            0x21787913f2da066f, 0x759070cb2579644e, 0x020b7b6c64a57235, 0xe311d8dc72b2b875,
        ],
        [
            0x07e2d70c6433b52e, 0xa91d9ad7225658ce, 0xb98b32d1395628f4, 0x80ec98cfde765309,
            0x1fb36069bec43a20, 0x6f868f136c35a874, 0x6028dc025fe1d6ce, 0xcb6accbaf63c89af,
        ],
        [
            0xc7bbb27b20b3c6ad, 0x8a3e1793a3b2ec54, 0xfef381b38ac06ac9, 0xd45a96a9ec18cffe,
            0xeb785382106c1abd, 0x341793e6552ebd4d, 0x0ba3e11ee6cd3d1e, 0x9a8707df35d79ab0,
        ],
        [
            0x66d5d4ebf924e753, 0x5f0173072cf8727c, 0x548ef18729edfb75, 0xf35289d35582847c,
            0xaa45b5c2eb13a20c, 0xc562fc57292d0f04, 0x93df08a1b50e1bd8, 0x75c1781ec5ec13fb,
        ],
        [
            0x9e0ce2c54b8ede7f, 0x2460db56254ecec8, 0x0fa104806aba8371, 0xf192b94ccbe8ad2e,
            0x088926dc8678c874, 0xdeb50ad3ff4fdf5e, 0x2049e83e500407d8, 0xb82cce044dd2c729,
        ],
        [
            0x701b75b397a87751, 0xdf6a7e5e00275bbf, 0x801226fdbd5a9085, 0x2517cb6bdc4192eb,
            0x2d81aa5c7b84862d, 0x63ae48ea83634038, 0x357701ce9786b00e, 0xdeedf2cfa55cc8d3,
        ],
        [
            0xb2ae87bcbc844500, 0xf304fcaac2d383b1, 0x10b00d06220cdb02, 0x0c2479f4631630c5,
            0xb9f302393be59c84, 0x939ad7a9b0ed437d, 0x0c98be0a84f18462, 0xa293f825ea28b571,
        ],
        [
            0xf8b6930d2670213a, 0x946d1bf2af7a9da4, 0x5430c3c0595033cb, 0x929f5cfaec5be480,
            0xa53059c5cd486f14, 0x1b383964f7f20170, 0xc5ac64bb51e39045, 0x29cd3692293320c6,
        ],
        [
            0x9d58d86ebe85c87e, 0x1919c77a03230e3b, 0x4eeedadef2c7eae2, 0xba678a629268f64d,
            0x16648c483d30e038, 0xb6dcfb2996abdb2a, 0xf966743846a13667, 0x21279f4ac87cf039,
        ],
        [
            0x433edd9169e93db6, 0x09c6beab16002cb9, 0x36da0d7b00463c0f, 0xa160950e968dd214,
            0xb760a5adc95daee9, 0x385c5a08d54f9766, 0xd89b92f9585265cb, 0x99be536580002dc8,
        ],
        [
            0x4f0f7973293f774f, 0xbbb4784b766f8548, 0x41e6f4e67bd201b9, 0xbed0ae9783089a9f,
            0xabfb62ec2ebe124e, 0x51ee2c2cb5baecf8, 0x471e26da4127267e, 0x5ef86e5f25291c82,
        ],
        [
            0x2395cb673018017e, 0xaf141fffd6df23d7, 0x4834185fb6734e01, 0xcfd06b74da441716,
            0xa0ae7be4ce0dff50, 0x003030786b779777, 0x8103b39587da7950, 0xb647b7a9b72ba913,
        ],
        [
            0x4bf2ea1912f4ff02, 0x56b7a40db6c98e6d, 0xfadd9f40d03b2a2c, 0x485f6529ee233979,
            0xc30a30deb16a7dc6, 0x6610fc7dd53ad518, 0x1013914d97c89d1e, 0x298053d28ac95340,
        ],
        [
            0x22eb2a17bb674e08, 0xea97054f3206415d, 0x1af3fd32f3cb117f, 0xbb114c56f7dcd77f,
            0xc40b6b993fd0a80d, 0xe25b4a418960c599, 0x188b0ea33efb1778, 0x86860072f55bea54,
        ],
        [
            0x4e63a9bd6f36000e, 0xf6fed19092960676, 0x130ec139871cf6ec, 0xc11e9992262777eb,
            0x6b242e3983285307, 0x102663d102ff597a, 0xeb68da1a539f3729, 0x711483317fd7fcc8,
        ],
        [
            0x4f5822efac7e9e44, 0xd4e3ff5e71da1781, 0x81690628033de305, 0x7b8b8867dd4d9c6f,
            0x0767022aa8cd12c3, 0x64057e6dbbd72365, 0x2246073c7dd5adb5, 0x8bc6273e511680b4,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x1ebd8bac137de736, 0xa2f8d5618688ce24, 0x8937542b8cdec18e, 0x9022e314949ccf3e,
            0xf4ef5c0844c42ecc, 0x7f49366c44ea7657, 0x66d0bb045226ce08, 0x2fae5e4f2904a394,
        ],
        [
            0x872e52cf757a603c, 0xe130a96964396297, 0xc2731f7801b1133e, 0xa77663f5fcdf189c,
            0xd91745804ca8e468, 0x8ab86c568cbace48, 0xdae982fa5476a35a, 0x4e139cbdaddafc58,
        ],
        [
            0x91706cb8d09b01f5, 0xf73f35183273c051, 0xfb0f2d3f1af7857a, 0x6e5872e3076fe945,
            0xc30758d9abcd5fde, 0xc13179d4e09a85a7, 0x80cc1d4af3bef0eb, 0x4213c02ec8d77171,
        ],
        [
            0xe83e2130461dffe4, 0xa93d696bf79b5582, 0x12911d2965f2870e, 0x1a7098d2db889a11,
            0xf3ba5eed161315da, 0x68682783de26b553, 0xe5a42c936f76f327, 0x39d474f5ee8b69fa,
        ],
        [
            0xb539b747efe45b1f, 0x7bd155fb2e6168c2, 0x4afd1e344c17df82, 0x292220b1a5da3f50,
            0x5fe40b8b534bb026, 0xf7c344304cdd4104, 0xe37c795ffae98d7f, 0xe316a0532bf175ae,
        ],
        [
            0x0493d0686db76ed9, 0x63b807e9a1021509, 0xcd6cb74ab4e765c5, 0x7da5f99d3d6c3e86,
            0x80f1cf939752c9f4, 0x191cbb6b8c720131, 0xe529dd1342c75643, 0xda269ac028102f19,
        ],
        [
            0x3e850662a3abd540, 0x0e8040654b166de4, 0xc3224f8721093a34, 0x3644e14807a44f0a,
            0xe1c6fe1cd55da631, 0x00177ceda66fa14d, 0x11c285309fa1e293, 0xec5a9150dbc27976,
        ],
        [
            0x84100f6f2472c9ae, 0x1a078f4b263234f2, 0xac43ff1f15417fe9, 0xffd92260ea330bb7,
            0xa0cec1d866d03ae4, 0x263d2e9c868b8a34, 0x5999633225711e5f, 0xcf4b93b0ba211147,
        ],
        [
            0x1a2fd21e89142ccb, 0x4c920a5ac687ede3, 0xe55b38f4993bb482, 0xedfe7dae17fcd838,
            0xbb951d31ac593d75, 0x1da442b69d51142e, 0x61855d2b4f55beb8, 0xc88692122e0daf21,
        ],
        [
            0xcd2c725d04dfb784, 0xa8239331db50a97f, 0x237d162a581b7c63, 0x34a8fa8c48884176,
            0x213b4be5247d5003, 0x2e73fc51a1eebd57, 0xcf3ec31a3fe1e53c, 0x51d8381001dfdf52,
        ],
        [
            0xf3da71c64a41b208, 0xe7f7475cdee27000, 0x98714026bcea0de8, 0x5311968b4059a695,
            0x691e1f9e048e4b69, 0x3b3c1dc02436877f, 0xa6c6581e33b3da11, 0xb78d732b3dc22978,
        ],
        [
            0xb544b022450cc54e, 0xdf180f578c520280, 0x968dbd4d1d0d26fa, 0xa826e880bc8555ba,
            0xa463b4d6ccf176da, 0x5cb680fac4c8ded7, 0xd8c52f2ee5ec51a2, 0xaaf394288cbfa120,
        ],
        [
            0xb3d01b5c495daae7, 0xaf46e6ec7c7033bc, 0xf7a22bf6f560e1d5, 0xf65dd1f22ffba594,
            0x8d4e5a99c2556738, 0xeb06180f9eacd9b2, 0x20e6fe637cfc4cd0, 0x9d71b820ce1b66e8,
        ],
        [
            0x70862c0c4bf4b3ea, 0x7126e7f99f8781c2, 0x31a9a309315a28fd, 0x08dc1f3f37aa789d,
            0xc2c42a8650c5e9b8, 0x920564232cae4286, 0x164c269569d32f93, 0xb1e8b4ae7aff7442,
        ],
        [
            0xabefc15e3afcf1ee, 0x0afaa80472069a11, 0xb41bf480aaa807c6, 0xa6670e7edccae248,
            0x378870abe0c67fc8, 0x1ef39891c93cf38a, 0xa395f72f4957ac13, 0xa7fd14c93a51c2f3,
        ],
        [
            0x741145c144cd3397, 0xdc34c10619515eb5, 0x89386cf2b5156ded, 0x73baff0419eda723,
            0x41ef2a139adcb8e4, 0x779ef92cf8261349, 0x6a00d1e8c18f825e, 0x1e97de634977ac5f,
        ],
        [
            0xb256863579d954d1, 0x353556a8b4bb8551, 0xc70a0a9521801726, 0x7efc053bcb06dfaf,
            0x9ddc5a72a8953f0f, 0x03b022502b26c290, 0xacb4a24bd8a466b3, 0xa7c8be55103704de,
        ],
        [
            0x76254c0b78cf8318, 0xa6c6018406f47031, 0x6ec7633b99dc2012, 0xbec09840896af0e9,
            0x485bc663272cfe44, 0x8b64e29154b886c5, 0xb7ad09881760023a, 0xfe69da6543733a7e,
        ],
        [
            0x33aa3e2b9002d81d, 0xa3c5d1a6205b8de0, 0xdf10d9ca696723ed, 0x1de1919308c2dd59,
            0x2f9991964f27a076, 0xb91b991f2e259443, 0x961a188872dbef62, 0x925148888eec5572,
        ],
        [
            0xb3b44fca4a24bfdb, 0x2637c93faf9699ee, 0xc96c2526ded00f42, 0xd0244d9bbb5b66b8,
            0x3dcdbf238b95dda6, 0x3951dc678beedd42, 0x5ed5bf711aaa8067, 0x561913f19e883a7f,
        ],
        [
            0x949f9807b8c2fee8, 0x491504666efce5cb, 0xeb3b05bb2c08668f, 0xae75ad64dd6a65f6,
            0xfc5680e1d5e23e12, 0xdc35ea46ed55035a, 0x04fa9d8f8159e557, 0xcfac5665437ba988,
        ],
        [
            0xf4434dc93a9445d4, 0x268d41be623431a6, 0x09a87a089b6ce2fb, 0x8997bf0224cdd30e,
            0x204e6963ca7b2a99, 0x6e61063e5a43c394, 0x2f64bd2416871cc2, 0x1f4ed6b5b19e5734,
        ],
        [
            0xbaf7b02d30330b72, 0x676339858c033d86, 0xddf7deccd4f0bea3, 0xf048637b8e7babf9,
            0x6f6e7552fba32a21, 0x44e75617187ca811, 0x00ff6e9297fc9b52, 0xe67ae01194b05e16,
        ],
        [
            0xabb4a1c3f73e27b8, 0x26dab406aa7948fd, 0xf11b21183acb63d4, 0x3e718747a955735f,
            0x22ad2a6eef62b883, 0x5c20a79d084ae5ca, 0xddbc733732abd70f, 0xecc17589101d91f0,
        ],
        [
            0xa7fa70124f62496d, 0x631399b24aa23ce7, 0xf75fe63482b730e7, 0x01ae68db11db8c35,
            0x65ed820f58f1cb2b, 0xca035b5d41efa618, 0xa0ae6244de0399d9, 0x42a9fdcf66dbe915,
        ],
        [
            0xfa5be7ef21010f66, 0xdec906a46e18fb9f, 0xe53c35bdca3cc55e, 0xbb90f41a25d95d62,
            0x62e3d42bab1965f4, 0x300271056eae5c3a, 0x0efdfdaf0a04d5c3, 0x772ffed3c3bce703,
        ],
        [
            0xd2c50914a5c9813d, 0x344adee6a10b2b2e, 0x7287c61270823c52, 0xc68b3d28df4482e9,
            0xc834ea661af8bf5e, 0x9645d2427d5dc872, 0x0b26b5b43929c2c5, 0xa2e4939606920cfd,
        ],
        [
            0xf563fcba8c2153a4, 0x782396f077ed2945, 0x5d468c1e21b666b7, 0x3aa994e30dfb6656,
            0x97379deed6f570f8, 0xde2f2d3277f60221, 0xf3073ae6587e5a6d, 0xab060db466c02ded,
        ],
        [
            0xc9b4c499da9aaee5, 0x520f6be337e83545, 0x9d2e4f467cfafbaf, 0x156d3640d15ebe4b,
            0xc24020259ae80fb6, 0x5272e7a636d4912c, 0x26b57002e7245291, 0x5fb437eaea95d9fb,
        ],
        [
            0x67cc0433b40c10e0, 0xf516bc9fa9704ef8, 0xe90d248cc523ebae, 0x64ee684ed5d1d7e5,
            0x5c3e599fee289a92, 0xbaa753b344d38560, 0x26737d8eaf11b2d8, 0x9f312b0f495def54,
        ],
        [
            0xed0a5f962492e2fe, 0x2f0cd949dc495270, 0xfa0a5c72d8985cff, 0x9fcfb55558e2ffd3,
            0xc720213bc52d3ccc, 0x036ca121170c8b21, 0xef6b3f336cb39997, 0xf1657a110596eb85,
        ],
        [
            0xacc1fd7cdfd83618, 0x140b55dc318d93bc, 0x36ca35ada0f4871e, 0x6fb5456391ba4305,
            0x3f39f5cb02430626, 0x2f1e6499aae5d33e, 0xed3b68c52109daba, 0xf663d87766c6b8a3,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0x357bdb041cbd9a71, 0x42d91e70b46ef479, 0xa145c7ebdf98e4b9, 0xd554ded0b2862113,
            0xa43a4a8b3c8cc32e, 0x5f29fea9a7a61c99, 0xff0f7ad45ac39314, 0x74b8f94b6c36708e,
        ],
        [
            0xde82817f3be28c8a, 0x9f61776622130485, 0x63c4e45429625171, 0xb889d78bcf05f1c7,
            0x3037fe51eafdf89e, 0xdff631e5782fb8c3, 0x182be4a975c700ea, 0xbabb0b07fa511b9b,
        ],
        [
            0x44b05f8625e92803, 0xb14f6191e97c17af, 0x6ca2519f3a756b62, 0x94054f36a1b6bc14,
            0x0e1e9a9b3786f08d, 0x9e6e5d1fe37f86aa, 0x4b0d80d7ddae8fc9, 0xb848d8f95e4c4c07,
        ],
        [
            0x0e2e5fb31fa4e33c, 0x2683bec78b098cb3, 0xc974446c2976fb98, 0x9cf646b91a4c25bb,
            0x19c45e060e0d4563, 0x9e205827ebc16032, 0x1e408e258b821f31, 0x37b0624dc1f65a89,
        ],
        [
            0xcafe00678fb3b087, 0xe52b99e044c296eb, 0xeee6ad05e656d8a1, 0xb3911e3708c6c462,
            0xad3c1f222423642a, 0xded6204e89893cb7, 0x858eb1b7d83265aa, 0xca9a2e03c5abc0c8,
        ],
        [
            0xd0825a7bb14c92bd, 0xbed3281f5c033a09, 0x98fc7d684a0993e6, 0xdda65ba37a89aa1b,
            0x89f2c8d8d48c65c0, 0x446caf5f1794ae5e, 0x4f848f4afc8d58eb, 0x2b072ea1583e939a,
        ],
        [
            0x59161df26732e12e, 0x9822861957793c13, 0xf204c314d03dbbcd, 0xe9487410c71e6157,
            0x020bb7b651db1001, 0x8c2faf2d980115db, 0x99bee99fbf0d7aa1, 0xa56e6d8b9c9350e3,
        ],
        [
            0x8c496939c224ef48, 0x6cae5469245e15f5, 0x35917f8d5547844f, 0xfe251903a4523298,
            0xae6960a05136dfa7, 0x455aaaa1c321e408, 0xd836b9405a1b36a0, 0x4fac9cac97ca9be0,
        ],
        [
            0x183a9ec629d843b8, 0xaddf866242917eb0, 0xba3be6f254d56443, 0xc35a0c8895a96895,
            0xafce9e915adffb7d, 0x36b7e7acdf412e84, 0x7cd0134716fbc26f, 0xf2983611c83d6e2c,
        ],
        [
            0xa2f4a89e19ef8995, 0xd015765eac542b79, 0x3dffb1f48bbbd002, 0xfcf599de32dfbeca,
            0x9f87e4e87a3cd2b9, 0x8b6fcb94b84dda8e, 0xaa948337ce0cf826, 0x0a7045af9ba62e66,
        ],
        [
            0xeab200a28c63e16c, 0x90b984252a008f7b, 0xb8006dc117f39d0a, 0xc44e7214e7a96c98,
            0xaeea1120166f25c3, 0x46439c5fc7e06b6b, 0xfe0c0155241a49e3, 0xb7c3acdb5d039a27,
        ],
        [
            0xe98b618cc6bf1e67, 0x4c566749fe5caf63, 0x9d7a653827764e0f, 0x83cb43de151b6499,
            0xa27ee8b3099acc97, 0x2874422cbdd1169e, 0xefb1806e624418f8, 0xbce28ca24b98f6f8,
        ],
        [
            0x23d314ca112b60c4, 0x99c787239f5787ee, 0x3fec469d25717ac8, 0x9bc328c30749fa97,
            0x6135c7536c78fe53, 0xecc31eff678f23f0, 0x129f586786ef7367, 0x0aec18d9eca5bb93,
        ],
        [
            0x04aa65ab57021835, 0x751f26befed6fa93, 0xd3da6bcf4b411b42, 0xb3852d5b769f619d,
            0xb102c6450c0a1300, 0xf6ce628e097eb91f, 0x44269fa67f97358f, 0xe33f646d65ec7f58,
        ],
        [
            0x99355660e5747397, 0xa60531b3ba3975b8, 0x9c7663c56d211780, 0x70de9b22d36a0339,
            0x6effb0a39c70cb9c, 0xbc5cc5ed6a0da415, 0xed049c95ac6b2aab, 0x25f28dfda9fac6ed,
        ],
        [
            0xbccf5cb64d405a74, 0xcec29f6bbdd3e7a5, 0xe2c3b6c3f6131016, 0xcc411e541368f9f2,
            0x645be6b618d1bddb, 0xbe4fc2009f16fb0d, 0x571527fc350186d0, 0xfecb812fac774584,
        ],
        [
            0x3e00d491a2551b65, 0x532f3b0abc455b16, 0xc3654e38f06bd1cc, 0xcd1360528ccc54a6,
            0xf683761f0eaf9b5b, 0x2d3b7845b018e703, 0x5ed1735d027217b5, 0x3b24edeb64c2c893,
        ],
        [
            0x2af2326756ecde0b, 0x60c92adbefe313ec, 0xe1917a43673a2843, 0xbd5a5af92ad1b1d4,
            0x1891e684c84451de, 0x51f05b1004acf0df, 0xba253856b2fa1136, 0xa8728da5468ff3ec,
        ],
        [
            0xed2fa28c81939e14, 0xf78c76863d82d907, 0x95fa43816eb6de87, 0x1de1ecb04970034a,
            0x9a5fa2630df953c7, 0xf4c37f9879302b89, 0xf449b7ae15704d24, 0xd7a983770e4e692b,
        ],
        [
            0x230ad748dc0f057e, 0x84e8628701d53dd8, 0x03340fc15e250224, 0x3ff3b3e560ceb08c,
            0x2d41f7daa817965e, 0xa010236ec4701762, 0x6f7fd17057867843, 0x7f17ad6f3bb6578f,
        ],
        [
            0x0a707e10529a8472, 0xa3355ace5908a605, 0x04cf27f03ba383a3, 0x87e9af109c4af088,
            0x30c0334d91baa2a6, 0x4d53f2ef414be9f2, 0x3ed10c19670455bf, 0x1dc35c020d939f77,
        ],
        [
            0x2e29effabb9b7128, 0xdd3a48705eee8942, 0x490b33cbe0372a7b, 0x914c5ad0b7e65e06,
            0x3da21309963e17fe, 0x7356b7478d0e49de, 0x5fe3f827b9f6d5a3, 0xbae099a6afa0f10b,
        ],
        [
            0x8d33cf54ed7f73a1, 0x18cb4f614bc41ca0, 0xb2cea1f31bfceefe, 0x85e617fd18a5871b,
            0x8db73488b9069269, 0x58f3bf0ce92f6e0e, 0xe272db391d5f1ca3, 0x197f429c12fe36f9,
        ],
        [
            0x74d4780e769ebf5d, 0xd64fed987e38c62b, 0x80dc73f390d4654f, 0x84d6e7f91e9d174f,
            0xbb0586f1662cc379, 0xb14a9f3aa8a268f2, 0xe4f7033de50ad159, 0x0555f4e86e407c4d,
        ],
        [
            0x2c94a52d537db186, 0x04674b5cec1c264e, 0xe922db62238c32d6, 0x980ed4e2d42c0b57,
            0xec4fcd044ed06fb9, 0xf1a8f80422ab386d, 0x5e3b2114b1d2c621, 0x78b5138a0bcc8298,
        ],
        [
            0x78c3db2f1983a207, 0x9035e48743fcab32, 0xdce9ff496dbdc657, 0xf6a9eb2aa07635f2,
            0x8b13b2723a6910af, 0x1a9720efd9cafabc, 0x600f83e78c06b908, 0x0f0e5a8a99af7ec5,
        ],
        [
            0x249a7a9f15d978e5, 0x0f5317c29794b89b, 0xfdb436e9018e52f5, 0x2d94e644ef582eee,
            0xc595ffc292c46c72, 0xd70fe1660d4ae7b2, 0x012a2b1c2625e812, 0x2409bf186605dffd,
        ],
        [
            0x15114b40325e69f1, 0x6367a8f2d422bcb5, 0xdda19de173d6af99, 0x6e9edb2dd8ffd83f,
            0x720e17e3402b7e9b, 0x1c727454799f281b, 0xab3556ab65f3bff6, 0xc0822216ceff954e,
        ],
        [
            0x1d76380a02675f2f, 0x1326b2d8faaf1a65, 0xf913399f0bc4a11c, 0xcf0c1bb51cc60a86,
            0x9942cc77ba8b697f, 0xd855c3545dd06386, 0xb0e86c40e8677465, 0x8e3e99b193ece7ee,
        ],
        [
            0x9a18fc7b7d8093bc, 0x9fc6087c43184013, 0x0a8af3adcc653cfb, 0x577e834771a0cedb,
            0x9e52966b7aee61a3, 0xd32f3b905b285944, 0x228faa01e26271f2, 0xb22f71e105678b3d,
        ],
        [
            0xc127a2d592899660, 0xb66e1ab13969c89f, 0x9894b6a31031b161, 0xf0e275f3295c5d1f,
            0xf41154b61bedbe9d, 0xe5feb4148418df44, 0x1a33c843892d1dc5, 0xcf9b8a3f39dab1d7,
        ],
        [
            0x96282910aee1337b, 0x0898022a45c4a1b1, 0xca356ef3efc35de1, 0x8c6c923cf1a4351c,
            0xcb451d5cd9c84abe, 0x845362c1c6ddfa2a, 0x5efbb2319eaa8e84, 0xa1256fc84d40ff6a,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0x826fadc0523b716d, 0x0d238966f74e1a6b, 0xe8a5c7938d18df9e, 0xf81f5be38b8ca534,
            0x464002f512632401, 0x660758503a878330, 0x1d56d29d380e0328, 0xdc7f49329c1f06df,
        ],
        [
            0x46e0c52790789539, 0x0e4e1a713bd05725, 0x158ea76280d63182, 0x7459e772c29c4c3f,
            0x3cdf5a471439d97f, 0x383af5e04f7db391, 0xec7e8e858a2ec1a9, 0x892bc7f5183444ea,
        ],
        [
            0x84c5685039d19d8a, 0x3b41278951a55215, 0x5af6ec35c16d490a, 0xa6008450fb128638,
            0xfd95dbb3590d2c4f, 0xf0fe008fa726573d, 0xc8f6d45e7be9ca84, 0x7b4b79c067a37c72,
        ],
        [
            0xf4727e8c8ef2dfe7, 0x345e4fd95b8881c4, 0xc604c9f87d2efd3f, 0x2e1c7c383d7f8492,
            0x3f85cca2c55e5f2a, 0xc2d747d667b0c5bd, 0x6d9f4529ff7ea8f1, 0xc629dc2b09f0be26,
        ],
        [
            0x26987b39496cac9f, 0x59e38cea5c44de72, 0xc64c09798feb0e1c, 0xde5382b1967df354,
            0x7ce082fdafa473d3, 0xc2e3e29473d84115, 0x62c3b00991cf9f2b, 0x9c47b678b69c9185,
        ],
        [
            0x3b4c7c0831bf35a9, 0xe2ed30366d621c90, 0x40cb0798638b5965, 0x74dfabecc5345e53,
            0x3615b07b36a268e1, 0x3f5fa126c564848d, 0x69281e79c517ce99, 0x48341b4c8956a770,
        ],
        [
            0x7cb2963786807a23, 0x400020516a25ff3e, 0x5344b99d51194ec8, 0xa7227b0807f2a908,
            0x1c471983d4115894, 0xe7bf8157b728cdc9, 0x45da847920a075ab, 0xf5507525d45d39e8,
        ],
        [
            0xacebe833f2f21873, 0x022fc19d8429b019, 0xe63138a90228dc28, 0x8c86799b36e7d519,
            0x8905b7d7e5159140, 0x5dbf4306e861f0ec, 0x61ce9fe475a272d1, 0x5c0c2c12a5a3e85d,
        ],
        [
            0x5a797fc2044d14c0, 0x005cab5fa1a8f35e, 0x465abe73a3661d39, 0xcd2b2e8d42344596,
            0xa560acf222496315, 0xfddb6f0cb9accece, 0x4d505eeddac0f671, 0xf13012df9b0870a2,
        ],
        [
            0xa94a60e30f18a7ab, 0xeaafc3e392c6cdc9, 0x12de04490cd9ba82, 0x183950fddd7be0a1,
            0x6ae5ddf8560b4b74, 0xcc6e77e9d46108bd, 0x81cda4cb3f77a930, 0xaa8cbec079204cc3,
        ],
        [
            0x66f4eb12399a1566, 0xf25c655aff228f69, 0x4cefbc9b83df9dd8, 0x11b2e84c8f0df7eb,
            0x59a4b3c05c56bb73, 0x824b55840cd80968, 0xd042d698797405cc, 0x6103769dbca23175,
        ],
        [
            0x5fd577fab0f2928c, 0xf6bc238850e7187f, 0xa088cf12640a72f1, 0x675107e17bc4604d,
            0x8740be4015174f14, 0xb26711d18b114573, 0x5d664043d781f304, 0x6034e0018ea3f8d3,
        ],
        [
            0x7d09eb28dba6f34a, 0x31286a0fe245c6f8, 0x759da0a3ef991485, 0xfb6d19295f2ba070,
            0x9b5f3c822bcf0452, 0xecfcfa2dc9685b1f, 0x9e388fd4c4a791b9, 0xf29b2d29d7bf46dd,
        ],
        [
            0x48fcc264147c34d0, 0x26dc449c991c9eb3, 0xddb77e96f0b512ac, 0xe42b60f34a9e51b9,
            0x6de84bd897a87eb0, 0xbdf8bf104fc3c2f0, 0xbe07cb0c7eb81c57, 0xff0cc44f2cd6f0dd,
        ],
        [
            0x74ca2d2a0a435427, 0xa690109827e4db50, 0x0aaf67650d906651, 0xff429fcc103c13c1,
            0x8e50450d39853824, 0x205bee534a3a0da2, 0x94d409c856186876, 0x2addf9668a4ecdb0,
        ],
        [
            0x8ed9c7e787354b7a, 0x022eca56c3915c97, 0x2397f463e53cde1d, 0x85685474d77e0848,
            0x8954402bd16e04c6, 0x06a891dc1fd6fdbd, 0xeebc913b2a6f7287, 0x20b50eb50bf587b6,
        ],
        [
            0x9a83649d5589eb50, 0xbafa72856a39661d, 0x4ff9b3b264311f51, 0x407e1dd36da9495c,
            0x3dc1cf8913f50ddb, 0x70465ac0dd491f18, 0x744bb2918bc79562, 0x7c5eb526e7818056,
        ],
        [
            0xf9f7c1bca3bec070, 0x24de6aabbc9727c9, 0x5c2583e9c1b4757a, 0x2a206baf92a04ec6,
            0x6ce2fea5da1bc499, 0x42c4447d67ab1804, 0xbaec63dc9c2e7bd6, 0x773cc4050a3f5099,
        ],
        [
            0x0b90da0b5fe28c14, 0x41e2ac214a9c21d3, 0x09bd54af072960a2, 0x341d6c50b13a19d2,
            0x08f9d9435c80784d, 0x91d266ef838eaa5b, 0xad30b635aa02cb7e, 0x0cb7500f0e8bdf2c,
        ],
        [
            0x1fb1f0b4353a3983, 0x5812a436c5139a5b, 0xf972c3c7e44bd5ee, 0x102d86b43e1f6952,
            0xe902f04e4283d554, 0x3d61a5181c333a89, 0x677b5a35375653d7, 0x572a8065e3b6de49,
        ],
        [
            0x69453bae7951f4cb, 0x041edd8bc674cf19, 0x1f479dd216cce48f, 0x242534a7a7e71105,
            0x30f83a2df6e75bbc, 0xaa9917276700ebc7, 0x3c19f1ac2334433b, 0x52fcc6403b5d11fe,
        ],
        [
            0xd0afc624ce784c9e, 0xad64a8f15b64204d, 0x014aa581b7b6b293, 0x52dccd72d4a28ef4,
            0xc103af975136df21, 0x87be0bd9efae69b6, 0x2281c2a27812d801, 0x6c392758046a515c,
        ],
        [
            0x3e3162c50f65cc5f, 0xec8430055d4f808f, 0x92996571de13674e, 0x9047cf470a65a26e,
            0xc0b7849d30fd23cc, 0xa08817d2d724ee6b, 0x93df6f9eeb54a665, 0xf5b873dffd904e68,
        ],
        [
            0xeaa68b64034f34f7, 0x05de2c70cadc6f41, 0x28384f31b498762d, 0x1df10a732818f86b,
            0xc4ee8c6db11e8424, 0x99e9c7883dd5005b, 0x71825cf71b4dc71d, 0x4278b47e73137c50,
        ],
        [
            0x2a998a7c3aa02f96, 0x923a4dd2b7278e3d, 0x6ac86e014def881f, 0xaa7c581caf675140,
            0xaa5713106f624e29, 0x558ce1f029668069, 0x64ab8b9c46a8deab, 0x353730d51c9e52fe,
        ],
        [
            0x5c74c92ac8618541, 0xc0d2c442b8a45c67, 0xe990640ba5170940, 0xb93f87787c598237,
            0xce96aaa69c0b5896, 0xc2bbdb616de1eb83, 0x42540aad071dfea7, 0xdf1a58f2f4a7cae0,
        ],
        [
            0x6336d45347e8043c, 0xbfe41ae021f0d6fd, 0x1cb401ee6e6f4912, 0xf0031c0ca3d83d5d,
            0x49663b7c3a5c7c71, 0x409e44a5880e7fd4, 0xf85b6c956ca096a0, 0x01156b757e8d5e93,
        ],
        [
            0x4a3aea5724892289, 0x38cd031be867f236, 0xa638d0996b38005a, 0xa2f07de933b73e68,
            0x7e4c25c9dad4e3ba, 0x97977d9016afb2ce, 0x92ef6061929e6c4e, 0xee93d243da0ff66c,
        ],
        [
            0x7f7877d291ac941f, 0x46d91fd41e34652d, 0x839f6b9b6288dd78, 0xedebcd96fd704b92,
            0x43eddb475264a4cd, 0x98c4a091a56d634d, 0x166bc26e178aa289, 0x51b6acfda0b56752,
        ],
        [
            0x2889e6d306eed69b, 0x2e04662aa6a23fd6, 0x496374725cc07244, 0xdaa8d1f46330db28,
            0xc5923f5398287398, 0x9d5beb682f30bb8c, 0x9f82c1fdd0b6c0c5, 0xabcb07d24944d09e,
        ],
        [
            0x55ffb47f7673a5fa, 0x9af67918940c3bee, 0x1b4aa25368e5c7e9, 0xc9a3253d9fa77d90,
            0x6d93fb5262f605d7, 0xfe17fedb1338a4c3, 0x807a250f112f8662, 0x615b19c62d59187e,
        ],
        [
            0x186c5ae0464345e7, 0x45faf0843c5344c1, 0x691ec77b5af1694c, 0x80ecab9f02b4cc6c,
            0x97a3de52e042e3ef, 0x32e500ca5bccdbb4, 0xfb5fc8f83e19fc84, 0xf424148aca6d55c6,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x2540306574362bd4, 0x5d139a212f6bc03d, 0x33f1c0b1843eff4f, 0xe15d0f2321cecf44,
            0xbe6accdaafb46fb8, 0x23ed4bf8a4468269, 0xc1bfe039308be326, 0x9a84cbe2707ec22e,
        ],
        [
            0xd376b93b369f9c65, 0x5b4273b92840cc66, 0x58f94187dc6d34dc, 0xe7a38889ddb5553d,
            0x3b1be4e0aca7ee5c, 0x58a22b94187d1ab7, 0x08e37b26192145bd, 0x5437b5bab1219172,
        ],
        [
            0x7ae08ae3f41f840a, 0x2f63f5b9a8e3abb3, 0x41d3e1d802596f51, 0x987f1f01103eb892,
            0x0c5c8e8768861028, 0x537d27be14f7e057, 0x8f39b5e4f13ab094, 0x0ec349554991f2bc,
        ],
        [
            0xddc6dc1b12378c16, 0x9e3607554615622a, 0xb319e52d6bf9597d, 0x1136b759c12b3b11,
            0x79f59bd0b3488127, 0x9614aa28e751cce3, 0x09f0abc60fe9ecb2, 0x7dec0fcf45168fdd,
        ],
        [
            0x62ce61f83184f1bd, 0x73889c42f94d925e, 0xa246a06508052cd3, 0xc34798390306e4ad,
            0x871362014c8c7b85, 0xa025b0d97c119418, 0x59359dac1dafe4b8, 0xc75a106778f1ae9d,
        ],
        [
            0x2232d127f590e12e, 0x033c1cf312b7298e, 0xce10e60c211d7562, 0x38adfea231da7631,
            0x6cd17fb2c5c5a7b3, 0xf92083902a53ee54, 0x87fa3ca81b0c6fa0, 0x4e463dd5b238a09c,
        ],
        [
            0xc07849b52864e133, 0x6bf33676837f4d86, 0xd98ac3365f2f34c1, 0x80a8fd90b9ed5d2b,
            0x09378b03b15266f9, 0x80bd8c72076de4aa, 0x87eeeec2cd578a10, 0x0fe2f35087f21322,
        ],
        [
            0xd0e6dafff34d3977, 0xd95c410a18d0145f, 0x086f8c11b6445072, 0x11f1f5738159984d,
            0x14bc90ea00154b71, 0x937e953f3dc68206, 0xcb829f87d3a748c7, 0xab98c1b579c0b985,
        ],
        [
            0xfab119a693c99ad7, 0x557e87ee1b8552c3, 0xfa0c7190126e4998, 0x35a771ddfd1463cf,
            0x5348bcba21cd6f78, 0x7e93805928f547e7, 0x3686f04c206cc64c, 0xb872938e8954524c,
        ],
        [
            0x58f5501da3a4eb56, 0xa7dde7155c770a4a, 0x67d174a14bea3aa4, 0xd83c7e4c8583a9a7,
            0xbe3647b4537d3168, 0xe6d4fbeaec27dbd3, 0x3fef953d28e530d7, 0xe4822938b6ed70c9,
        ],
        [
            0x741483288e4ae80f, 0xd488531e3b64479e, 0x5bd1fb6291bbb5ba, 0x7ee71ddbb05d0911,
            0xea4c56e54cbd1ad3, 0x0c8152e3e9ec6282, 0x7a14f97f418d13f7, 0x7804fdb2b81e9c8b,
        ],
        [
            0x970e6d827b299740, 0xf40f467d713db134, 0xcc4ad13793faad48, 0x53893eb71cdd4336,
            0x51ea6f1b3fff7509, 0xd8a132ef21fde8cd, 0x3841ce28ea75dc8d, 0x27728a7e9485fbd8,
        ],
        [
            0x4bd92d4a3b2a6cda, 0xce6d61052486b8e6, 0x86899cc8ce777607, 0x8511871e13fdf119,
            0x0578826d0422a685, 0xa7999dbda619ed07, 0xc08d34780af98bbf, 0x337a33d13073176e,
        ],
        [
            0x1a600186bf85dfe3, 0x2b809e3b712e52fb, 0x40a887036bde860a, 0x67d5968e5d277750,
            0x43ab7c2b6ee85a06, 0x97a36b9c135c570a, 0x4c48f6bebfdab651, 0x22b504521223b6b8,
        ],
        [
            0xeb299fb8fc6d9e49, 0x02270a80d0e74513, 0x9a1cce9b634f4427, 0xa0351f9e5c1bc4a3,
            0x9999ddf00a7ba566, 0x4a4425204d730e4c, 0xf7df352787ec7f88, 0x431d07335532ce43,
        ],
        [
            0xbe840ca84d6a6a96, 0x953b9a779a2e613f, 0x9b8018b75e7d2586, 0x934c89b9aa1cdc48,
            0xebef148533d838ed, 0x107d2df0e2e4ca9f, 0x4516d6d6b31b2e9d, 0x856af4ffbccaf40a,
        ],
        [
            0xc254ecbb60aeb9ab, 0x602c9d3333afef9c, 0x1ebb696c329ff34f, 0xfcb2e5af0ef4f003,
            0xc96801a07ad41ba6, 0xd27601ffea735ae9, 0x4ab1987033e64f55, 0xc7fcdee5d066a821,
        ],
        [
            0xf0cbae196e2d1d07, 0xb40c03c36b7aeb3f, 0x17caf9f0836828f8, 0x4fe5582e09833f4e,
            0xf9a861ab6910df50, 0x834ed1498bd38606, 0x1aaf7480a87fa13e, 0xc324efc3672dc7c6,
        ],
        [
            0xbe4d027cdbb16f90, 0x6270598a211c4061, 0x0a781187e3a1d257, 0x3bbd10c4baf3df5e,
            0xc1a72d579eb7bf59, 0xcd7bfd20bc4ea3c8, 0xf86c700c4d554106, 0x85691edbad31f4ce,
        ],
        [
            0x30b3c956738000fc, 0x4e1e27707bf03bc1, 0x57e376baf1fae560, 0xdd64e9dd754cda27,
            0xbfaa1c50ddf4ac12, 0xbe45d022b91e48f8, 0x6df89e3e19ca79ff, 0x432193eb0c2932c9,
        ],
        [
            0xb480238cff67f72c, 0xdbe7ea5550181ba3, 0x5fe05812074e3b46, 0xc5b0f743207f8805,
            0xf9c00db20de7bbe3, 0xabed5496eec40452, 0xebf6c80baa89b120, 0x67a1e29740edfa5b,
        ],
        [
            0x185fd9d50e996d05, 0x139a7c9a6c34aa19, 0x0c8865b7adbf8211, 0xb3b3a5989b770ef1,
            0xdcf0b069216a1320, 0x1e28c458c7f27ea4, 0xd003e88d466010e3, 0x28d906d99f34f51f,
        ],
        [
            0x70b5cca4e5a7e6db, 0xa57fa86ff33f5e50, 0xf7a95919a2db2f06, 0x9943ff2be21b153a,
            0xf6eb3e7fc171cba9, 0x97933e219c794485, 0xde71beec0e272cbe, 0x6c267970bcd88899,
        ],
        [
            0xfce56020573aa9b8, 0xdf7150b8829ed224, 0x5aa3227fb295f467, 0xd1bd257b592c6943,
            0xc16568492b51d81b, 0x75ce33d784cf7342, 0xd0b4922e396a0e41, 0x177cc0cc4bc60526,
        ],
        [
            0x819f840084469993, 0x49a2e758088fe74c, 0x3638a9e4acdc1fbe, 0xd65c7f7ee090b779,
            0xb10ee0b023c0c7cc, 0x4c7b9076479b8682, 0xb512500b73404b08, 0x66af43979ef9798f,
        ],
        [
            0x3d681f395d51794a, 0x08fdec9235265392, 0x8ce2198e743ff0b4, 0xaf0b94d4d36436cb,
            0xe786e898876652ee, 0x82b150722c519ec8, 0xda1dca222333060b, 0x138f7f37207d1e16,
        ],
        [
            0x1a190d0cc3448a81, 0x8e0f739336d06881, 0x55077804cb0b146e, 0x355b3532b0c183e7,
            0x33522196b0ba8406, 0x85908a178c456183, 0x5e09bd5fb572d605, 0x18340a3b080cb139,
        ],
        [
            0xef82151733878c4a, 0xd883d03c8551c055, 0xf2c69c60e4a91b21, 0xff9845a87effd516,
            0x6ba6847d7488df68, 0xf1f33746b65cfebc, 0x8fd8a48edff5e8dd, 0x835b9af4a4e2428f,
        ],
        [
            0x07c476470ea92881, 0x5dc73b47e1eeaa79, 0xb315831680ce925a, 0x8d4093c4fa256143,
            0x843b42101a29925c, 0x138995c23ffc74cc, 0x871cacc402565765, 0xdbec480d85114e52,
        ],
        [
            0xb191a87d0d1d4d14, 0x3e54d4a3fea93c98, 0x356da8c36b9cb1ee, 0xbb47801dacbcd744,
            0x2dec0755cf65171b, 0x2795697df3f2fc2f, 0xb7a0b5aa10f4e660, 0x2cfe76e17d010015,
        ],
        [
            0x99285b1e4b644fd4, 0x8d6b373027e6350a, 0x6882c474cf86b4ee, 0x6067cd1cf0194d40,
            0xd88f5d32f86166fb, 0x1eb6cbcd10577a3b, 0x685fd7a002c049fb, 0x74a876ab8f576ddb,
        ],
        [
            0xfebf5ea4acc506c8, 0xa8030f018d3a3511, 0x8f5832665cda09c3, 0x4d00885c9a9df215,
            0xd4fa660e1835aa2c, 0x45d17acaa56ce133, 0x14c0474409fe88a1, 0x3f853c3a9671c7f2,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x9c762ef1943e832a, 0x07e50ab01786df70, 0x90f573a82589f18e, 0x0d2bf28ba7c2a51a,
            0x48263af15b20d37c, 0x27ec9db960551446, 0x7087a10a94b4e7ed, 0x0cac3f4313bd00ac,
        ],
        [
            0xfe43bd70a38305bd, 0x0b63f06c8f9b6856, 0xfbe9218bf89db761, 0x84feedc3620ebad8,
            0xfff41ff86073bba9, 0x2568e12ddb32c53b, 0x4a3f5b5c17da3948, 0xf199bbd5a9c7c165,
        ],
        [
            0x61eac4bc112c9666, 0x1cf8c6c365ffcdf3, 0xfd9bcc35b7d9531b, 0x34e5e85eb967f82c,
            0xb5a1853c992a3666, 0x0f47ed63c1e3a526, 0x82846575ccbc4633, 0xc0ce68313221a36b,
        ],
        [
            0x582554a2a1faaf83, 0x3c399f34f03e03f0, 0x21501871dfd7fdeb, 0x5d890886cb475bd4,
            0x498413ff2ce31fba, 0x755b7179214633d2, 0x46b14def6cb0616d, 0x970938bd84a2f69a,
        ],
        [
            0xc1652be351209502, 0x5941720025d92665, 0xa6c493ef0919e154, 0x727362cc59f4d863,
            0xc677d1d3d7042b0d, 0xa18d37f9bb2760bb, 0x9f100b8c2ce91d20, 0x17b0f4229babab58,
        ],
        [
            0xc5fa15ba3f891521, 0x2065a28c35a2d166, 0x2ef73d190a70593b, 0xb5afd1574fd7a904,
            0xaace31c0f0d1acf2, 0xbdd4f9934e541d61, 0x71c573a608e6388f, 0x7955a0ac880179cb,
        ],
        [
            0x455e7928a447f959, 0xf947daba8271d368, 0x973a14c4bb49eee9, 0xa0c3f260054a6cec,
            0xb039d248968b671f, 0xb1b5540258d272c9, 0x382f8c10cb628208, 0x508c73090e4b2c4f,
        ],
        [
            0x0604c5b8bdff8874, 0x1bc3cafc1640d35e, 0xf5d74845410e1629, 0xa6e1c5814699e69c,
            0x1885d8ef93076daf, 0xb789999f3812b214, 0x24b1e0a9ef5a2efd, 0x0c25ae34dfa827e6,
        ],
        [
            0x021f9f025b37e1d3, 0x10761be13ce4de23, 0x40cb433be415fd04, 0x7e81b231f795ca7a,
            0x3f5fca264155681a, 0x4ec84bf2b1c2e0e0, 0x125e896cee6c7c4e, 0xf3855a1b0e9bed13,
        ],
        [
            0x44ed88dfeaf0a062, 0x6002de365f76d2a9, 0x923729be3dac09e2, 0x67e3d9a5c6f539c6,
            0x392cb84a785188cf, 0xd54a03d5ca72746e, 0xc604bcefb6abe481, 0xad17fe9d1670dd21,
        ],
        [
            0xc497715f56c051a0, 0xdcdf29246f5b3e6d, 0x4a36d8e6db0f2abd, 0x8035e21c7d8026d8,
            0x601ebb2fb2d0dd12, 0xb3e7dc63098b6235, 0x375dbe6837bdd318, 0x0b8810a44b7a2bef,
        ],
        [
            0xb60914e6301ef90b, 0xf11fee4341da301b, 0x3935ab93e753a748, 0x9fbf99b277da3d93,
            0x03f839472c9df49f, 0x4973193c0a90c384, 0xb259a27cc432519e, 0x806a00260128ca94,
        ],
        [
            0xce00c309ff12c69e, 0xafe5aef589651963, 0x06baf0010204fcec, 0x196908dfd618a533,
            0x8d3319041d114831, 0xb6b2e3371ffb886b, 0x0bee1deadd21054e, 0x3f65bf6b2f916e04,
        ],
        [
            0xd6d940287ca2eb91, 0xd0260c1d29be35e3, 0xf19d2afe08b90c48, 0x18845229180712b0,
            0x6a917d4a0f091533, 0x0fdf00a69598d38c, 0xb122be6c54ed1a9f, 0xd535a17d0f51d9ca,
        ],
        [
            0xe498e01fcb89c5ed, 0x77b530cf797a78c7, 0x46e6e1d210ad0f35, 0xdb77fceb8961a2af,
            0x59ff1c7eed25b46e, 0x1f16c7ab68899afa, 0xecf339be4c99ad41, 0x7fd1dc3871cee5ce,
        ],
        [
            0xaee9c75df7f82f2a, 0x9e4c35874afdf43a, 0xf5622df437371326, 0x8a535f566ec73617,
            0xc5f9a0ac223094b7, 0xcde533864c8c7669, 0x37e02819085a92bf, 0x0455c08468b08bd7,
        ],
        [
            0x429ad0f7b25a4ec7, 0x8bba6356d3d17e43, 0x09e8acbe7248d19e, 0xd33af43b3992661e,
            0x4cb02633287869a7, 0x214ffc66f94cee29, 0x0f41a39c17252e36, 0x17a6fcc94757247b,
        ],
        [
            0x8f20051aa626cc9b, 0x368d21aef55a1cf0, 0x379ca45e153076d6, 0xe8619cb3bee10e05,
            0x4810bc1e05bb63eb, 0x060bbe35991ba0dc, 0x4c8cc1b31c5b72c2, 0x2464c6b7b13f2c97,
        ],
        [
            0x8b94f25a99e6a98f, 0xb51c01772695d0a1, 0x5336c125fd8b5877, 0xff67df9842610ebd,
            0xe219dfff2976280c, 0x2140264a07c3a9b7, 0x8070731d6ef1c383, 0xf677adb98681a91e,
        ],
        [
            0xe1f288fef1537565, 0x181dc201fa53ba9f, 0xfd5d505e866cfafd, 0x9b4804b2cf81a513,
            0xbc119bf09621ab90, 0x8c70a3fcdc0a635b, 0x2896ec9e9b00a0b1, 0xf321d4fea8f49645,
        ],
        [
            0x6e79a1f15de9d823, 0x38b76ed431c847af, 0xe149784140566f87, 0x505d1721fa2e7c50,
            0xe56e7dc7383457a1, 0x71a990ca87edcd88, 0xdb0bbe38c87477a7, 0xabd63c878c0bed8b,
        ],
        [
            0x86eab385a99131d2, 0x657d5bc712db5605, 0x174da3f8d9803626, 0xf83581a88d238439,
            0x5dfad0035af77266, 0xa93905fb0e7bfb39, 0x4fe558651d0adae5, 0x535178d38c8e8be7,
        ],
        [
            0x124181695a76f5b9, 0x289e944d801041f1, 0x563e29899a987d92, 0x8b5ef33c1a7c3faf,
            0xecd9a4dd94ff8909, 0x10f79c82bf305a2a, 0x414e01cb4e20fbf0, 0x8df83bc09e8fb461,
        ],
        [
            0xe5d2aaa78e88a8cd, 0x676f6e8eaf17ba89, 0xe12e8d644905cfa6, 0xcf866af13ff8122f,
            0x7d37f538381e8c41, 0xb6a97a4e8f5449a7, 0x1af9d4d21a1ef8c7, 0x52c976cf5d838bad,
        ],
        [
            0xc107e6e1e7571d07, 0x842efc7e2b871158, 0x8eb37a7efd80b40b, 0x82720d9767a5adb9,
            0xa6c98f389ef8ae7a, 0xf9f1f5e05be7e1a3, 0x64865abead926e2a, 0x018354cb1871a1c6,
        ],
        [
            0xf0e61c120a574269, 0x30bf331c78c98c8d, 0xd48ab0c04e13ccf1, 0x9e4b918bc09c314b,
            0x1c8bf9ac652d7829, 0xebb0e254738ba781, 0xdc9e90c3f0ae8e31, 0xf43f04bbd081a876,
        ],
        [
            0xd0c9b80985b3ebf7, 0x1eb16caf71c2d81e, 0x2c63937a81b06473, 0x9d3ffbd318feed17,
            0x450b2171b2cabeb3, 0xd78cc3deb00676c4, 0x98ff5730eb35edbd, 0x4b306927c4301628,
        ],
        [
            0xb0e1563baa18faa2, 0xff642a8ad3e60c33, 0x24695c4eae43ef82, 0xcc95bb872bde98c9,
            0x28ea351a59f381f7, 0xbcc7b5b00a7fd5c6, 0xd2aafc580ba327c1, 0x85ef3d3e833c156f,
        ],
        [
            0x0a66fdf01574170a, 0x65df96f0060adc84, 0xfe79b74318f53f88, 0x8aa49feda40a01b1,
            0x0256892ca0582ee9, 0x4200a236fc511ba3, 0xa7067692de99eb45, 0xb5f3f5f646c32707,
        ],
        [
            0xdbb446d70dc27336, 0x2ac430776d5a9f10, 0xa4f638f86ab3a24e, 0xc7053e445165eac0,
            0x15dcf1389d13f1d6, 0x24f0f77ede202a29, 0x0a7b91491b0a58cf, 0x6af7d9e1e643ce9e,
        ],
        [
            0x2763ce8fb8ae5159, 0x9ce5fdeab2b183d7, 0xdf07697282b4dcea, 0x395799a1e11bf459,
            0x4574fa2c821de013, 0x5500336ded886605, 0x70273c1601feceda, 0x85d3213fec52a2ea,
        ],
        [
            0xe8b043c401cd7f36, 0x5799c8f19419149b, 0xd36e2c6048bdfa17, 0x4eafa17a88814d84,
            0xc778c64a0b2d1c43, 0x5036a58cad4543d2, 0xee45531527efc47b, 0xa47974d851ec201f,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0xcc319d54b96214fb, 0x71dc987a8febc765, 0xcda9e496cdf1c589, 0xc6122fc44fbfdb25,
            0x3702bd8fb7adfff7, 0x08a6e48c1e271f8a, 0x9031c9868877f91f, 0xea205bec8343ac41,
        ],
        [
            0xe97be9ed0e9d6b84, 0x6f4fffddee86b987, 0x24b4042c13019fda, 0xb6d94022c1812137,
            0xe1bcaa0fbca7cb21, 0xc23273eaec4f382a, 0x8634478884d77ad3, 0x93ff3f4162928723,
        ],
        [
            0x6b96e60ec43e4011, 0x657fe995ddbb2e9d, 0x8622f79df3c7d730, 0x4c302e77f4602e9d,
            0x991210b65c5d5b0b, 0x8349cd4299a3fe76, 0xc335017a576b9579, 0x776bc24768d62940,
        ],
        [
            0x9c837f4fe476c81d, 0xb7a3030e99e53d5e, 0x9af7cd273da8a366, 0xad6090dfdcb41a01,
            0x818abc84ee6705dd, 0x393fdc364f3048df, 0xaccd75c2cc5bd8a8, 0x77b5d1dd48f4c91e,
        ],
        [
            0xd6eef1afea4d6801, 0x96c2b2bf4cfc7394, 0xfe805e61a62f2919, 0x05d4f3dabe86c5fd,
            0xdf299f7ee85e6627, 0x9346d93cfa265969, 0xdfc6cb3139049a64, 0xa58aaa2217e073bd,
        ],
        [
            0x862d5cd7166f100b, 0x474585fa9acdce78, 0xd9ffbeb842fa2f0c, 0x9e532e3b62953351,
            0xa68f35b8f46535b5, 0x6378a9dc0cea2270, 0x579c3f277a1249d8, 0xf26e91713c868b34,
        ],
        [
            0x84b00e26eb74761d, 0x5f3fc401358681bb, 0x0158642bca041ffb, 0xcb2b22a4fbb9b236,
            0xc3d04377dc7afaf0, 0xb84a0c73546e7851, 0xbe186d0693bf1c71, 0x79ad75fee233fcf8,
        ],
        [
            0xad180dc0caed764b, 0x227f1d7586bd4cb5, 0x2626f6ca66f6a11f, 0x7e4573da81bc84dc,
            0x9c83115f17c2f2f7, 0x2fedf3c7d11e7fb4, 0xf1bb9fc93651b20b, 0x8cbbeffd96069f25,
        ],
        [
            0xdd36ac01235e833a, 0x0ad9637b93b75f66, 0xb6ebcc68afe82062, 0x6074c74b45ddc42b,
            0xa64f5350e28880b0, 0xfb7464d1406c1352, 0xd96c1f56bd104c83, 0xff0dc2467ac5c7b0,
        ],
        [
            0xefe59a3d09d4f629, 0xd1692c4b66752f98, 0xbfa0a8722f930155, 0xa2689f56849a51b8,
            0xa2ff0147d4e2a7b9, 0xba203b5e7f95d89f, 0x79f0fe8080889c5c, 0xe17b8f70c1fe9c9a,
        ],
        [
            0x972df4d9314c09a9, 0x2373754c40936c18, 0x3c3a318db0035c22, 0x30d5de57efc32327,
            0xc67041c25a387df9, 0xe6230b6cb6956712, 0x8a70bb18b644a77b, 0x837730c4c3520bc4,
        ],
        [
            0x0a24737ce2725490, 0x4ac3240623cb5990, 0xa2adaa533b09863c, 0xd90b45bb71ad697c,
            0xb0f84f84afeb1299, 0x0cdc07bff3c466cc, 0x09d8b5687378cbd8, 0x3326928ec1bb350f,
        ],
        [
            0x95e07089765e74ae, 0x244e62f14e15e05f, 0xa461a8df5557d254, 0x462be026ec5c258d,
            0x9209a281edc6d0d9, 0xc1e32574b86d97f2, 0x85c9e55e0b4d715b, 0x1ea5cd9d2330e493,
        ],
        [
            0x50e7ecb54d2a7e5f, 0xb86610efae31ee1b, 0x21d56435b39ccd2e, 0xfa9a6d3d6e9a505b,
            0x8f57282e70714e61, 0x59e36d46d65734f5, 0x3a5f6aa763b42f8a, 0x549ced335dc702d1,
        ],
        [
            0x9b58da63c749a3a5, 0x97815dcbe503416b, 0xda7dbf3c13f3c0aa, 0xbde223558735e1b3,
            0x7f67f37ff8f26b8a, 0xbe8c1b1466a6bc43, 0x58152a802a0a295a, 0x8262fcedb4f8050c,
        ],
        [
            0xb5252b56c3f0e03e, 0x1a9c655f50187a3d, 0x7977aac8fc30c25f, 0xaf13583cbf65021f,
            0xbb2f5bfc575ccb22, 0xca20edffa3e1dc84, 0xdbf60be46d83d6f8, 0xf8fe31f81a9b57b3,
        ],
        [
            0x16a92f7837fd6c47, 0x58b7feb978a3126b, 0x099c1c2de80f2138, 0xf431c7a04888abea,
            0xbf9a9438ce85567e, 0x8d64669c9c298c67, 0x24ed893adc01434d, 0x554164c706453a46,
        ],
        [
            0x7c6000035257980c, 0x32f43e5335e78142, 0xec4da626f90212a3, 0x522ffba29789256c,
            0x496790065f7c7f85, 0xd83adfb1fde4e003, 0x700020c4d940cee9, 0x496b6b9435344706,
        ],
        [
            0x8707a3304974b290, 0x829fc36684c94a3e, 0x15f023250fef285a, 0xe260f2759e246921,
            0x4892bbacc4b85799, 0xaafbcdac48f8e006, 0x79fdbedfcb821984, 0xda36892bc624087f,
        ],
        [
            0xa76b3a657e933668, 0xfb02d84cf86babf0, 0xac05393afa1f06be, 0xac25921731213fc7,
            0x16e77f6732776fb5, 0x6f864189c69e1e7a, 0x850ec13eebd8ed7c, 0x6c79a03870dba8ba,
        ],
        [
            0x3f531422975e5be1, 0x18577b1b8c4887ea, 0x9a6c7f796047aa02, 0x79f8ad0ad0e280d4,
            0x407c3673557f6a48, 0x51d6602ae4cb0c95, 0x6964a371b31a52bc, 0x64a2bd56868b3782,
        ],
        [
            0xc501ad021dfb9c46, 0xe350716516a661d8, 0x009ddef210fc57a3, 0xf9c2ec68f4933889,
            0x4592e747d41c01d9, 0x3a67f3e32e56cd1d, 0x3bd6504f9805ca7c, 0xbbcc1a912a785a3a,
        ],
        [
            0x7b2ddf22b55247bc, 0x9c8a73b09fb4968b, 0xbeab67877537f9f1, 0xd17be5bfef46984a,
            0xbacc8035fd698c11, 0xceabba16fae3b453, 0x5c69b9225ad2837d, 0x3a19f8d4125cd493,
        ],
        [
            0x560b276cb62ca483, 0xc3677bfd6dc6cee6, 0x9cd9c99c12311daf, 0xd32a0d2c402577af,
            0x4959a5ddfa435b18, 0x6d4c582b760d3d17, 0x73a262470597d0d9, 0x0d17d4ad78a74b30,
        ],
        [
            0xf1d3c74ff60ac842, 0x18a1166b2dab8a2c, 0x2068b3d2ca3cf239, 0x38442ba423d5ac02,
            0xc40a2927a9815733, 0x8b7eb4b9e1e1c271, 0xe6a60e7c3ddd5267, 0x8ddb9322dc73beb9,
        ],
        [
            0x7f8afe5c880b73fa, 0x256b276030868f74, 0x28440768736d9edd, 0x789f04b7ce0a7136,
            0x3f970f386991f7b8, 0x19e4ab3a8bdc54de, 0x53c69d3b64d58dbd, 0x6c65168e51cca248,
        ],
        [
            0xe2b2199360b806b3, 0x5a4a766b0767def3, 0x765b4028d8bebca9, 0xcdf33eed2d9e0596,
            0xe0e9d01c360bf708, 0x54eff15361d4fb44, 0xfd46a6e7fcd96c9c, 0xace06751dae1c50e,
        ],
        [
            0x9a617c12128de7e3, 0x86842ac3abea996d, 0x87320fbda7b431bf, 0x7bc3374ae979f3a8,
            0x67a0b32eae6e5e29, 0x55f2db39b4c0ccf0, 0xe00c77ae6e4bacbd, 0xb431f02460854e5d,
        ],
        [
            0x05ec467e26cb3edc, 0xc2cf881328869216, 0x92b77f5dc000390b, 0xc6d4582ba7bc7fc1,
            0xf8de8ab4d6cd7e49, 0x32f95f5e79dbd432, 0x827eeacc43e2ee85, 0xf6ceae388bd63e4e,
        ],
        [
            0xe8ce2b1f3f1c7bce, 0xcc0359e206f34353, 0x3a3dcf359d5aba32, 0xbd222d5f7ac213f0,
            0x77aab4db5ee38549, 0x861576642c6ea6fa, 0xb362a898979e3d88, 0x704f512ec3c6056f,
        ],
        [
            0x438249cc83936fd6, 0x8e97cc14b2e80774, 0x84bbf3556269b48c, 0x743858de7b51420e,
            0xe234886018bbdd1e, 0x5a81d20f43058bc5, 0xe5e77d060c9ed5f2, 0x8e4acad971907bcd,
        ],
        [
            0x142fbc118fc3fcb9, 0xb2a3a6939881b969, 0x28e91651abe7add0, 0xda2535f6cda744d6,
            0x78086193902a869f, 0xed8df5246a0960d9, 0x24454c68510dcdd3, 0xe756083c27486df2,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0xa52f2c3693c4a205, 0xde1adf89f510a848, 0xe466557075b929fc, 0xb6e06c516305bbc4,
            0x537f4d865db36d05, 0x63f99419a82a9f87, 0xc5e1f126e79ed73b, 0xbdb4277c21b323f5,
        ],
        [
            0x29f315f9fcdcfc44, 0xaf3674c6d797eb13, 0xe55703a07bee1e8d, 0xa61727a4f5f8ddbf,
            0x93b82a7f0ef3d60e, 0xc1b9010462f080f3, 0xde692d5a2bbae158, 0x03fd9e4f9b02696a,
        ],
        [
            0x92f821f6f9e27907, 0x771ad4b388d9e4d6, 0x6b395d5d6fdfbd68, 0x0ed9e43f84241c4e,
            0xf13f4f506e78c4fb, 0xe9151cfeb8ba1905, 0xf5bc0fd8eb120e0c, 0xb5af874aff6b2347,
        ],
        [
            0x93fa154a553faea4, 0x324a7181c96b10c8, 0x8c89f34b7cbf6a9e, 0x27708f23e8bdb74f,
            0xb21ade75d0802d2f, 0xfc6d68b3d1965bd1, 0x300225d66cc2c973, 0x575f186149caa4a4,
        ],
        [
            0x36d0572535b38f54, 0x2e2a860e5caf07ce, 0xc55268db48fee1f9, 0x57a7e410076d8f7d,
            0x5fa781e6245f2809, 0xdfd76e39a907eba7, 0x194c8a23bc82dd21, 0xfd7f0f03c8ecad24,
        ],
        [
            0xa8c081b7a0f69001, 0xcfc99d57b30c8656, 0x57dd0cd934b55a4f, 0x2ed8369aae243bf7,
            0x616ca32a2dba519e, 0x9e3959c55a9244f9, 0xf38a5dbab4fdd7de, 0x8d916d516a90f28a,
        ],
        [
            0x46febbf9a7a79593, 0x347a7249d25c4979, 0xf52d9b258cca5cf3, 0x24799ae2f3ef5dbe,
            0xd6388d75d0920d55, 0x9994361f9beb1398, 0x32c3d1a9d363e300, 0x9436b5262ec87b7b,
        ],
        [
            0x7fb5bf4597445fb2, 0xb0844aecb2da6510, 0x09bfe97cab77ae6c, 0x7cee417faa66dc61,
            0x4fffcd61a8223a26, 0xa667e8569ed0e31f, 0x96d871e7f9cf0bb3, 0x3040efebe1e5b9f5,
        ],
        [
            0x60216eb50bf5abdc, 0x456cd3afbd0b6506, 0xed3111cb080d5d60, 0xf15017c6884c7026,
            0xb75de2b8adef85b7, 0xcbdc675c27b85584, 0xecd8341e3fc5e232, 0xdea7ef1c2c5f02a8,
        ],
        [
            0x37e96dc1176701f6, 0x5f9ab4e94444bcb1, 0x1da49d4efdc21668, 0x9c85a7df8eb3edd8,
            0x4d817802f1bb52d2, 0xaf7a7b000bc3f2ec, 0xb00356dfecdfc66a, 0xe2625f6813bb92b4,
        ],
        [
            0x69f252b1fe78e9b1, 0x8978e6dc4ec141e8, 0x6e0f831f7512dfcc, 0xe196e20f89b4beaa,
            0x4417561fca77eed7, 0x908d0112beed35f4, 0x2a6408be76b2ed9a, 0xa5d66d85f81a85a6,
        ],
        [
            0x2f2ff3673c5e24db, 0x1c66e06d8f71f05c, 0x05dfd1ed91c998fa, 0x9be2a2f68fad9f22,
            0xa9fc9c9155e4795e, 0x55960afcd16762b6, 0x5a6cff1c32895908, 0x01362fa0b6e4f8c1,
        ],
        [
            0x76ee33e57b1cb64b, 0xd609e525618ac3d5, 0xf397fcd71539ed14, 0x7779f5de6c1b0302,
            0xd8e18d1cbaba3aab, 0xe2a829423caa9533, 0xadfab134a7a2e3fa, 0x09a8423f474c3ebe,
        ],
        [
            0x63cac4af02e34dd9, 0x7f78e95026917ba0, 0x3e1397278149a0c5, 0x338fdda9d0f38cc8,
            0x51f7c7ea954d31ac, 0x1054cde1654a9d27, 0x03385e79e65ecd33, 0x8f8fa4f59f5972c2,
        ],
        [
            0x3ed8587691d1b492, 0xdfa0618c2019a6f5, 0x1e5f6d9aaeb28ce8, 0x8605b94be423a2f1,
            0x571d77bf78ac6598, 0xee23526d481e925c, 0xf3ef6e0c2143d1a8, 0xa8e561287de75758,
        ],
        [
            0x3cd5f4e4a9aa52df, 0x18c452b1b42a627f, 0x6dbc4189d991ece6, 0x45a511c97f608bf7,
            0x7b52bd12125ec16c, 0x5a919b27d22955ce, 0x3fe3337fcb625ad2, 0x73be0ec773ea9b6d,
        ],
        [
            0x5a974817e0d79d4c, 0x285a2ea221346e88, 0x806add3b2972a5f6, 0x2d88a84d6a021fc4,
            0x2cbabfc7bd8203c2, 0xa271b0e4d2ce34ad, 0x4b1d79f9485bade8, 0x2041353a14d74942,
        ],
        [
            0x4fcd58f2cc4e4280, 0xaafb5e5568412dc5, 0x8bbeb97835688e00, 0xb722d2999c2b5137,
            0xa8c61285bce35d77, 0x3430b821e7e7ab0a, 0xe508dfe8e8111e03, 0x6eb24109de55dcb2,
        ],
        [
            0xf1492b234b00f921, 0x8b13c0bc1200950f, 0x328a606ee07aa9d1, 0xc0ba9947c4426fdd,
            0xbaa31198664aa2ee, 0x31068374f1472f78, 0x7dffa645e267f305, 0x33236a5a1440c08d,
        ],
        [
            0xd558e4ba054e54c4, 0xdb0b3365a40a6965, 0x3476d30530fd7121, 0x9661af9d199f0d9e,
            0xa1cb9da86bf915f4, 0x41c2f7e6da9bc9ec, 0xa7de0f6960afd62c, 0x6c3b8f8d00d1308d,
        ],
        [
            0x0d9b999d52390f6d, 0xf7bdf675d80d0121, 0x53442094259c0896, 0xe573a84514e5bfda,
            0x88d34e7508e24698, 0xed4626f46fa00cbb, 0x936e89e37dbd4f2f, 0x6e4d4e0ff99c24c8,
        ],
        [
            0x4533957b62530d69, 0x583b0ebc7c7ed4fb, 0x81f84f79603b456e, 0x7512dacbafe06edf,
            0xd847f233232134e0, 0x2de65764329ae7d0, 0xdcf58d71804932c7, 0x23b9b0b4aca6d3aa,
        ],
        [
            0x11f665fb3d8207b7, 0x3fc5b1f7ba0d2f1b, 0x9b471bc264b00cba, 0x48e1c7f1ea5f89be,
            0x9c41be7b8c6c1caf, 0x279a243728f9364b, 0x9da771ec0efa2433, 0xdfb6eef3c47c54ad,
        ],
        [
            0x8516eb92c9284bd5, 0xa68cd76fc672dcea, 0x8665d644923a4297, 0x4d9e4b5fe189dc70,
            0xaa7ba1c41fd4b186, 0xda79a1b4af15ad5e, 0x8db898c128731214, 0xff5ab4787fe1941e,
        ],
        [
            0x082bef2f55e74a6f, 0x1cac46c7d15799e8, 0xf174e4d52d31a134, 0xcc1b6da14fb6a0e8,
            0x3df4dd405c7d142d, 0xd9f64dc8b9e4a0f0, 0xaf10aa389d93bfa6, 0x0574bb018c972b31,
        ],
        [
            0xa8ee29a5f631ef59, 0x00e2337c6b451af9, 0x3df50cf78181f6d8, 0xbfa1560f6a218496,
            0x521b1b9f27e42c96, 0x108673f5ec4a95e8, 0x6d154c4fc0d790da, 0xc02abd2377ba598a,
        ],
        [
            0x3a764aa6349a429b, 0x3049c03541fb3153, 0xc5cd9ade4d997f36, 0x1d9cc68fff49a52a,
            0xde8d5263032cfbd9, 0x2a2d2545e9aa2a8c, 0x3020f9be190911ae, 0xa8c92a451e5c9864,
        ],
        [
            0xabd64d9e457dbc08, 0x12d7b08333fc6abf, 0xe20d77d66d2b6399, 0x27b2e72eb6f5fa56,
            0x8a00f3e26e421748, 0x692fe7a200cf92fc, 0x6ee672876d6c7e13, 0xe39d4ea90de9bd92,
        ],
        [
            0xef5b439cf1e51eb1, 0xd97b3836c5ef48a6, 0x64e0a22cd69b23a2, 0x4d6112fef9685142,
            0x35a862fdb607c6e0, 0xbe7fab2e2eaf044c, 0x301ea3913df7c654, 0x766a9378133713a1,
        ],
        [
            0xcadf6ca1761b8ca7, 0x313d3c1b83ae2c57, 0x2cbfbf7228f861ed, 0xafaa4d04264997a4,
            0x48fb39977354aecb, 0x052521fbc84752e3, 0xee3ff870a608a357, 0xbff854cc6a5918eb,
        ],
        [
            0x984755bdaaa0c4a5, 0x3c305c9dde0ac5fb, 0x64847ca2d51b8ff8, 0x787f746f272f8745,
            0x1123888c5b61b4ac, 0xe12f71c64fb253b4, 0x0be8736285cd44f0, 0xe18262db6afa319c,
        ],
        [
            0x13cc521bf003e44a, 0x020688b6b3a0e5f2, 0x2bf7ca0444ab1b75, 0x4cd2a0bab6ace28a,
            0x4993eca97b19c38d, 0xbde2e7d1c97ea5d6, 0x6d1310756218d126, 0x6adf08c371d22405,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0x7ad039a2f521ba40, 0xedc4e459a0829db2, 0x323357a021c84544, 0x7451fe377b24776b,
            0xd0a61cd3e518dcf9, 0x36b09eb9985d5439, 0xd69002198464eade, 0x16396435fcc70940,
        ],
        [
            0x6c47a8cbab3f4576, 0xe9d08bab256a1904, 0x24a33a3bb84ef35e, 0x058fdc0dfe5dcaa3,
            0x3a45e3e1a0110e9e, 0x1e80139260757759, 0xc3df9b4606b8871e, 0x90ee3b9e9ea9e0e7,
        ],
        [
            0x043d95a53eaa99aa, 0xf5ef01ba2fc2e5f0, 0xa152c3a612fecd63, 0x0a9c1e53ec28889b,
            0xaa396b087e003bde, 0x7ea6d315a2b8c8f7, 0xf161d8990a6b8fd1, 0xd731b36622fd601a,
        ],
        [
            0x28cf1ab99076f57b, 0x030b86e3cecac607, 0xb927e3501cf2a53f, 0x20e118564880c79c,
            0x8583bedbada7afe6, 0x9fe0dc9b40e1b71e, 0x31bdc3e3fb6de997, 0xff67b352ac437ef7,
        ],
        [
            0xa80907b09ee6c5ac, 0x8e4213690e07b87a, 0x0956e19b4ad5d019, 0x265c0c641f1ea751,
            0xe83c8e5188e3c8c4, 0x25140662cd336481, 0x154e4c2e22386f68, 0x08afa479fcfc75c7,
        ],
        [
            0xae17860935ed8593, 0x5369d6b366074d1f, 0x0f1a207764ce343e, 0x58f3c0e261730d2a,
            0x937a084d51fec685, 0xf8d56e5a4c94293b, 0xe7eb92cca2e98c93, 0xcaffc92042129a06,
        ],
        [
            0xe3bd0b026363f447, 0x52d9652a8b7c19b3, 0x11aeddaec13d7604, 0x7d91720e069328bb,
            0x37c3ec1ef4fa4829, 0xfc3e282559f8ef32, 0xfe5a22caf1e4e13e, 0x817c18cb781dd808,
        ],
        [
            0x9e849544d4c20855, 0x62df6c0f0ba0405b, 0x3fefe10d9289d72b, 0x4eed0b4dfbb5c307,
            0x4c087a3f8bdffd1f, 0x1136ccd32d34fe3f, 0x1941d3287fc115c8, 0xace0fb288a56693a,
        ],
        [
            0x98aeb6fe10fde142, 0x88e4c8dc200aac2d, 0xaf3bd06be503ccf7, 0x0ca5fb99bc9e6026,
            0x324135b9c1c18d3b, 0x94892b3f17d52706, 0xe976158c35a24fcf, 0x478b0a1f530cdf89,
        ],
        [
            0x9ff79647b093bdec, 0x1e3f0ffdefb08a6c, 0xe37a3357d296cc0c, 0x3a1b7fcb698d0cb6,
            0xcf310d6b1b48862f, 0xcfe985f43232702c, 0x45c541792e2558c5, 0x380bfe21b9805821,
        ],
        [
            0x300b69d2e5bfd13c, 0x5123e800bf81c498, 0xe3ea1ae01c0d92d9, 0x590e82fcbde77bbe,
            0x8af7c2e41af58717, 0x69559929e513223d, 0xe3aa0c7cf4df64b6, 0x5c04be4a19169453,
        ],
        [
            0x849e3aed4b661da4, 0x940a51ac64a84a5c, 0x8f7c7fd903061a21, 0xffca2a5bb86606ce,
            0x8984835eaf9b8a5a, 0x478f87ade5687f6f, 0xa53cc9a148f46c8c, 0xce1cb0e32b71cdc8,
        ],
        [
            0x63883ef15dd0d1c0, 0x511edc8af2d4741c, 0x60595aea240f1a28, 0x580b7724a6c085b9,
            0xba5be75507b6d2fa, 0xf4a5c608454be202, 0x78ea7846f79297e8, 0x78b9f51c3abf08ca,
        ],
        [
            0xb73156c93fb6684e, 0xf9d6ff41257f5c07, 0x091bdf1365ee9c33, 0xeb1e4014e84be986,
            0xdb040a6b558adb0a, 0xcaa545b8ac40b093, 0x57e40a5adfcbf068, 0x96ae60adfc95f010,
        ],
        [
            0xa14056eeb36a88ca, 0xe9173d24204c9ef2, 0x34009ef7b7ac1944, 0x7a11207968088acf,
            0xa60d7a67cb408ca6, 0xfa2b8ce4bc4e6915, 0x28437032419916f0, 0xbb348d85d26e0be7,
        ],
        [
            0x83d637e60524722b, 0xfeb99f12e6a12de7, 0x0a45b1168ed12d20, 0x42e0437c7aca84f7,
            0x766939c81fea76c6, 0xdbea2a6daf54265a, 0xbafd84ccc9b4ea3e, 0x2de1da0901d920ee,
        ],
        [
            0x166ee336bb0670ca, 0x9a1c4544d91b1fb5, 0xf9b0c56f377246d1, 0xfb31e2a063fc0f58,
            0x2d4112141075f9c8, 0x597e8cd26a883d31, 0x7dbdb7f61d82c44f, 0x0de422e3790ce4da,
        ],
        [
            0xcf472c1e34059cf4, 0xba714d5a9c2b3db2, 0x5866e97a75b61e5c, 0xa1d42c6195f6d546,
            0xc68abd4daa7835d2, 0xf49e2e1f9037cf7c, 0xb9634f0ba6374779, 0x15579f48d21fe4dc,
        ],
        [
            0x644ff7744bc4b57b, 0x6629b7043e057c03, 0x50fd00a4df251097, 0xef4c6e6890ece6f0,
            0xeabd5421b373028d, 0x9b71019941a57c57, 0x3e3b1acdaf5ca09f, 0xc306dba705674a06,
        ],
        [
            0x3cac1e139c8cfd22, 0x4e2b0671b636be58, 0x636535150dad354a, 0xff209cedffc116ab,
            0x2389b14e93bc5535, 0x0d4f4b92c9684b94, 0x207d41d24ccff1c8, 0xad79f397469d0f7e,
        ],
        [
            0xd35f741abf9c3d11, 0x972a5bb2a4bac502, 0x5a6572baa76ba763, 0xbf7d2d932de101d1,
            0x620b3ec8275b67fa, 0xda03fb44bba60074, 0x8c70e0626de1a8c5, 0xacb94b5b6b6e702c,
        ],
        [
            0x37c9fba895735e21, 0x2dbae341660375a1, 0x6334368f8ed24223, 0x078893fbf1615b1c,
            0x6edef43d113e235d, 0xc7a48e6e37fdcfe6, 0xf0445577db1643c2, 0x53631a21ad4efd90,
        ],
        [
            0xd75ffdf6e4212557, 0xbbb41a4002299eb4, 0x22f3aece01cbfb26, 0xad4becf6060af514,
            0xb638dd1e21ff7063, 0x63771b34700c286f, 0xfc7e0d50869571ae, 0xbbae33393ba9139d,
        ],
        [
            0xc4ad7478ecdc9426, 0x0e411d07935382a4, 0x9025f8240670dfde, 0xb30ddefbc268d865,
            0xf33e104b29c7275e, 0x5b93309caec0238f, 0x4ab3871bc983d48b, 0x7dbf4fd5c014c153,
        ],
        [
            0x1d60f60f9fd67764, 0xa5488f16aa7ba97e, 0x1dfb1786b0388e8b, 0x712eaba704699df2,
            0x4812103114705f9e, 0x96a97c4dd525eb19, 0xe24502c7d346ab97, 0x3779e9d5c9cbe70d,
        ],
        [
            0x2babc43e982e9d80, 0x6ce5c124c8e8ab6e, 0xc0fb17f4f471a1b1, 0x1129431b3ccb30cc,
            0x9e319c816502ff3c, 0x2081001f5a539022, 0x8410c7e759a42daa, 0x814e1fbd8fec0302,
        ],
        [
            0x771292803cea8b7b, 0x9c654712708ac09a, 0x23d5e87d2dba8468, 0xa0dfc465e318fa8a,
            0x9758360462b1ce64, 0x3d9606aedd1a3ff7, 0x606073d8df4f25a5, 0x803383fa78095d53,
        ],
        [
            0xe807e5858f4e983e, 0x6d9e6ec87017f77c, 0x58604080d33b4b15, 0x33d5f02d0b079ba9,
            0x6d70db8791ea37a9, 0x7a71aa9259630c95, 0x73c3d61655bba1eb, 0x01eb5a76d39c4784,
        ],
        [
            0xf14b16cfd6fc0826, 0x7d8b92d11c638425, 0x6a0269e833e0bb48, 0x532f33e911130826,
            0xea3bfdbd4bee6684, 0xecac62688321fe24, 0xc7ebac50a522a91e, 0x63ca6bc8df774728,
        ],
        [
            0x4e47afd07509ab02, 0x6154f486180dffa4, 0x506a2b98d9839379, 0xed45f60e2fecb8f0,
            0xc94fd495ede5388e, 0x2abc2697685a54c8, 0x641384fc6955cf2c, 0x2b2a81781afe3a6d,
        ],
        [
            0x433de27f49a7f3db, 0x3960cb712a345683, 0xaeaf312ca9cfe740, 0xf3b2f5e164f2f4fb,
            0xa59a0a0eda8b757a, 0x8ec1493a21c65400, 0xbc7c3d8b83a53d2f, 0x3bdd86f7e4ca8602,
        ],
        [
            0xc6f24fc37bcec904, 0x49a7cbf2445cc228, 0xc499ea8fc2ef48c9, 0x070d96ccc51afb00,
            0xf62f4db2a3ab316f, 0x53bdec7b34681bac, 0xfc61582d55f0e977, 0x9b915ef5ff0abc21,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0xdd1452e899273a8f, 0x3fdd478e694fd54a, 0x0318ec7fdfd7dac9, 0x5c9cc4f8723a027b,
            0xaddaca695ce80d6e, 0x4f003675a11acab5, 0xa827589d3708af96, 0x84efe07a1dfed259,
        ],
        [
            0x0f2e4327bcfc91de, 0x8bd467275c0f80d4, 0xa824a072e4c20a4b, 0x0e3ea757deb82767,
            0x145e8c5df582f54c, 0xbfaf0850149c5383, 0x23f2abf6056aaab3, 0x13f2bf92ffae2156,
        ],
        [
            0x8c8c98544883e382, 0xd0604fcef55536f3, 0x5be2403952007431, 0x5ac8e192bbdfd85c,
            0x51373d9bddfeaadc, 0xde76eca13d4d9d2e, 0x39c8fff2f0963976, 0xfcb7e5004c7a8c80,
        ],
        [
            0xc5f483aaa556ed7a, 0xf6bada2932f50e57, 0x154a04034f63c34a, 0x9a6cabe1f8c78b4f,
            0x2521483ea054a72e, 0xfeb87eafd1220716, 0x1de544fb7d555740, 0xed9f5029fad50045,
        ],
        [
            0xbca43077ef01a3e8, 0xc6eb65432e48094e, 0x2d515d44e0d67362, 0x99dc0698b7912118,
            0x528645fe40f61114, 0xb7a67034d7f8f294, 0x697ac71171d80044, 0x67c69cdd23b982bc,
        ],
        [
            0xe73b8ec1fc74d145, 0xb9c96bd28139b2bc, 0xa5ddb4e150cb2609, 0x9cd44dc242811d04,
            0x5c6c406240d456f7, 0x3339b8fbfe816e5d, 0x045ad0badd8443a3, 0x86adcadafc464e33,
        ],
        [
            0x383f7b004cd535ab, 0x7724d883e8764dc3, 0x44024357cfcfb9f3, 0xabe2f3618e040616,
            0x90711b34517b9c1a, 0x7fde7a18c3ac8dd9, 0xde0dbf2b202df795, 0x4f02d64cb755b293,
        ],
        [
            0xbcc2887a735a8087, 0xf318de811d6a8871, 0xd880f08099a2e4dc, 0xed19a56a1b59cf5c,
            0xe56ca0873a9fe557, 0xa98cfd5aae96da46, 0x30254512ab54afe1, 0xcfbe683e6c3b56b6,
        ],
        [
            0xdb4b66b36909970c, 0x4518dba599e6e4e0, 0x37c6fb1f77e6099e, 0x227cd0d78c39e721,
            0x285a4ae31f809727, 0xa210ec3f7eb99ec4, 0x87d6c8741cff5def, 0x2225e771c819391d,
        ],
        [
            0xbc64dbab7e6325f2, 0xa68a7f0cdf05d32a, 0xaa73845640c50eaf, 0x7318f2cc7ac20e1a,
            0x726271efb0013899, 0x2ff956ece9fd3f10, 0x0d2b1bd53182a770, 0x65746b8246e7281c,
        ],
        [
            0xcd9adfc989e65b59, 0x7a41022f7d44ff77, 0x827ee930a8cd053b, 0x363146820aedc5b6,
            0xc80a164269b4c2cf, 0xc143c903b5c5b6e9, 0x8e8278f920227fc1, 0x1d87db6217897292,
        ],
        [
            0xbbcd5a4df85fa6cc, 0x83befeeffa594c92, 0xa8b9841059328be6, 0x4a247bce25c45963,
            0x53337b0f8e2bc2d7, 0x2cd38dc8ef4d6467, 0x0c92b3080f221cdd, 0x8b4487f1d473b4f3,
        ],
        [
            0x017b158bcd4c2506, 0x5b6c5dc7f19e9faf, 0xe74a68ce189d1fec, 0xf65ed6b6686b18a3,
            0xcc52dc253913dfac, 0x4128efc34cd6542b, 0x5255dc2fd376e7bd, 0xd6d0bc68328baae8,
        ],
        [
            0x59544a87aece4a11, 0xeada9af5476a97e1, 0x7de4bd6144abc201, 0x87d600fd202009c1,
            0xd019658f9a4d4876, 0x5cabb39652a3bc0d, 0x8dd72d4431473f9e, 0xf2d9fac94931e5e5,
        ],
        [
            0x81e4f9753b47a80b, 0xff97c5a664249757, 0x29dd9c276fabdba8, 0x66a0defa11f61357,
            0x0f7195f8ff795e8b, 0xc230a428526edd20, 0xcad8df2561aef474, 0x3e24aa6de37aca41,
        ],
        [
            0xe7dd9ab328523eb3, 0x351a3a75556c6c4a, 0x46ac18444f3dcde3, 0xbaffd4ebf8a8b5ab,
            0x1978300cd5acf387, 0x24511ccfbf48b6ee, 0x003a8eb3795ac09c, 0x0fa93dc5dbc95e83,
        ],
        [
            0xc784c655211d76c5, 0xb0ae8fe5053bdf48, 0x8d5f8bc8bc00484f, 0x9cabbfc0f95cdefe,
            0xee2a6bfce1ae707f, 0xfdf2d3468d143ea8, 0x441d6eca8c28b5e3, 0xc6da9aac7f258905,
        ],
        [
            0x21e73850bf8a340d, 0x29dbda4e3ac65f4f, 0xfd33961461beaadc, 0x73c27797014cffff,
            0x648ea463ed645ce5, 0x39498c1e65edf164, 0xc0a2880cf1188ef7, 0xb2809268552fdcf1,
        ],
        [
            0xf916474cec436ce5, 0x137b1508da2d84cd, 0x6dfc719e811a7750, 0x4f830b42c605e200,
            0xe94fd116c8705236, 0xcfa7d838c59b255c, 0x37385411bed8efd6, 0x57b646f299d71142,
        ],
        [
            0xaa6ff723f806e844, 0xd07148bba6ce7ee3, 0x60e912a3ab0fc032, 0xdddc4997816c41f8,
            0x8ea19e97c180b70d, 0x3ccadc8963784e8e, 0xfb3eb004f5a26d5a, 0x1ae665785c859937,
        ],
        [
            0xe2d447be87e22a0f, 0x46c146bcaa37e6a1, 0xf94e246f25a50b9e, 0xd6c0b4435ee355cb,
            0xe7dbcbde422c5451, 0x733027943816af66, 0x30f5fd13338db168, 0xfa493db6f33a39da,
        ],
        [
            0xc3485196ee58645e, 0xc2d3e16161e3cd35, 0x74420ef4de5f347a, 0x9f4786b1b6df1d2f,
            0xab30d3827da631f0, 0x4f94b74ab007e615, 0xc5b76092e46be5ba, 0x768fab66d2269a80,
        ],
        [
            0xef8c84cce9c1fd17, 0x17763befbb6484ff, 0x74e35f30bbaea424, 0x3441e8257d804aab,
            0x74f4bc1aa94a5b47, 0x30f78ed7638996b0, 0x0924a8f46fae03e4, 0x0f8f16ff62948c2a,
        ],
        [
            0x5cbdde964bbce810, 0xd32feb9afbe9f075, 0xe2c2404fbe94bb63, 0x5267aa84b3f59419,
            0x31d9a2ccfe8975a7, 0x21a6bc8de3a83931, 0x385160d2b0b02f4f, 0x617caad1d3777c6e,
        ],
        [
            0x37887f749168d522, 0xc809a925d2b16e65, 0x83bb46e544d99258, 0x13a5abecff4711d9,
            0xea9e997fefbc9b6f, 0x82188fbe9e68076b, 0xfac3e19f7b52d32a, 0x000fe69fb051792e,
        ],
        [
            0x6a9ec1ffaee6a2a7, 0xd1120d6e0b690151, 0xd539a10633adaca6, 0x711405d849ba9bc3,
            0xcc42642ea6518b6c, 0x8e483505cc5071ba, 0xde248ca11c1346bc, 0xd09ac9e0c90dc3c4,
        ],
        [
            0x40347e2fa87d1817, 0x465965478d8f0167, 0x5928305e0eaf16b9, 0x3bd3aa77f5298dcc,
            0x21e2912ce4454629, 0x6517b99bc0658051, 0x43f0f9777b77db56, 0xddda342d7588c7ff,
        ],
        [
            0x9c43c1872aab0f2d, 0x403211f9b6e37faa, 0x18030a85484e056f, 0x8b45af466ebf3002,
            0x66d3c623de962a8e, 0x7f6e67e2cf06315b, 0xd519ee32c1005bba, 0x525ae4c36aa0017f,
        ],
        [
            0x18c1418cc7ca975e, 0xd9eca32bc8d2b158, 0xfb5adcc432a0f40e, 0x281e000bef85fbce,
            0x8b90c7d9e89d86ea, 0x42b4f239c4c80ee1, 0x5a36e0aaad4bd00d, 0x5a71626fb0b4699d,
        ],
        [
            0xcfa03f3b23537310, 0x1c87d132651aaefc, 0xb0b18323b968f025, 0x8b2fa369090abbb1,
            0xfafc0819c3585c2e, 0x2073e4ee8a72fc35, 0x29310beb85aa2739, 0xb2150f0b0852ea3e,
        ],
        [
            0x14f4bde594eb4d36, 0x3f35414afd097988, 0x41c65ba987e203bd, 0x55905e2cd98b7c72,
            0xcc93d22adadd2996, 0x72982b94b31aaf68, 0xa444a88b5dbebc5e, 0x88daeafb41c81d3f,
        ],
        [
            0xae03ad0f9d2157ff, 0xe9817b137d07f1ee, 0x751a418ae4eb8eee, 0xcafb6c8657874a09,
            0x16cec08173ce8988, 0x9c6ab445913b9e0e, 0x01a1cbb99ab4e2e0, 0x2adafb1ed5c5c67a,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0x4700eb8ce51b2cf9, 0x37d28a48a4bf795c, 0x9a879a27cf8ea9a3, 0x894890b2fad37ccb,
            0x0d187ac835979d3b, 0x498e7116a3bc2ecb, 0x88a0abfdfd48e438, 0xd46800ff7c5b3011,
        ],
        [
            0xbcff60267e460d62, 0xa26e2a1e94139936, 0xa1697678f8b8c55b, 0x463d8e29e481aacd,
            0x226650888c11217f, 0x8f9eac14da469b0a, 0xf1fd6c6724f85296, 0x400f734b7ae2a66e,
        ],
        [
            0x85f694280f703588, 0xab6187b010f996c8, 0x8366893255833b9e, 0xdbbd8f0c432db2ac,
            0x66dc602dae9e6efc, 0x9fb66f2b251d8a28, 0xb5faf53dcfe82b72, 0x1dfa800172bdf452,
        ],
        [
            0x835208d8ba111101, 0x479f0b1a76db3c5f, 0xed22a34d257e4c96, 0x06ad2a098fced766,
            0xc1a7ba9d5fb37ef4, 0xde429d82b70e89ae, 0x59a4c01bb9eb62a0, 0x2d5b8b1c58f85e35,
        ],
        [
            0x2a76e7662f559c04, 0x3a4a0e29d5a47163, 0x3b5c5d703d74bfa0, 0xf777adf635394254,
            0xcb3f4702bd117feb, 0x77713ca96afbe555, 0xda0d5928f7d18501, 0x786b06cb702a0394,
        ],
        [
            0x5f9f6f44c9ab89a7, 0x230fd9f827470085, 0xcb227770d2b727ff, 0x0391a0cd13fcae97,
            0x0f9118aa87a0b10b, 0x7037fc11ee5abecd, 0x1aaea0e3298c74dc, 0xd3407b1ef8d7fbd6,
        ],
        [
            0xeb44852f8e8489fd, 0x8e70cb1783bc0f67, 0x933b7873e279c2ff, 0x160af9dcc42ce9d9,
            0x782cb7dd0703588e, 0xc36d9f5f8309520c, 0x7f97f5ee0b4c0724, 0x22194abaa4ad5aee,
        ],
        [
            0x2b1f0bd0f65bb830, 0x08fe3cda3b36a5dc, 0xeb9acb6ebfe5941a, 0xf657e9015f9855a5,
            0xc3b9a74d87b193fb, 0xc2abba9cf2c8e35a, 0x6dc83cd25da0e7ff, 0x8077a8bb3bcaac49,
        ],
        [
            0xda23048eabdb9572, 0x1a2ed35fadcdf8b5, 0x379c845508e979e8, 0xc57fca9ae86851c0,
            0x305b82aef9e8bb80, 0x6f866e7c4d1ac2ae, 0x3755f066581ce24d, 0x570f72dad4eaefe1,
        ],
        [
            0x4f20b6ffdeef30ae, 0x8d2180f10dac6a30, 0xf790d3284df42b00, 0x76f00b07f9c59fe1,
            0x8fb6099c67ce6567, 0xe2ea7a8cc7bb987f, 0xc82cc9f609ea4175, 0x491629c03b616cb2,
        ],
        [
            0x1e01793e43fb119f, 0x297301aa85e3f430, 0x86d8a18f737f8e52, 0x85e04c9b67908859,
            0xae4054b4c62e15e1, 0x37a2b089ddbeb97f, 0xb941be648d62426f, 0xd9d5f75b88ad1e77,
        ],
        [
            0x76fc3847702bef6f, 0xbbae4f184531ee43, 0x04f78bd66bd8d475, 0xf1a2ca556c3bcd72,
            0x11b2d1fd8f6c1ca3, 0xb0b47ea81fd52b40, 0xdf455417dc020168, 0xb39b59af0488313e,
        ],
        [
            0x813c3a719080c0d2, 0x009d720f583d32fb, 0x0bb4457db233d552, 0x8ac944e930021d75,
            0x160327bb828681e5, 0xe9b2a54014e0b768, 0x05e7881e0f60ba34, 0xbd3435eea3e165a7,
        ],
        [
            0x19f8a0b115b444a0, 0x90a29473efb9019c, 0x2130abf89c4a65eb, 0xed3e5665df289865,
            0x50d3ed7795e17e97, 0x3e6b548edd9cd413, 0x0aecf92c979dae74, 0x2b05c4fbe297c762,
        ],
        [
            0x0897fd2937d53611, 0xe654fa60e09326f6, 0x55a3cb4a3e96309a, 0x2094e1aade072ef1,
            0xc56ec0b6797d3246, 0x9c0d4438f9a6295e, 0x352a1f15324c1532, 0x6c6dfe8286cfc25a,
        ],
        [
            0xdb47ffceeb3fa150, 0x855719520ec5a6e7, 0xf0ef002c94979625, 0xe46eabc9f8e2f20c,
            0xb934894c4a0b139f, 0x50f68cc24c227e4b, 0xadb002810c09fc3a, 0x2532cfc894c18963,
        ],
        [
            0x4023feca5f71e8da, 0x82f02d5826d7867e, 0xdc02523a1421c71b, 0xa2f6999d3e468aa2,
            0xd78ce2fb96e296a0, 0xade436f761c51c77, 0x9cb8b2586d4f4e5b, 0xdd506991909c36fe,
        ],
        [
            0x06b348c4aa1e7f2d, 0x691398d71956ab1a, 0xdaddd822ce13a0f1, 0x5421d87dbde79214,
            0x5cd9cf50ab2c010d, 0xff9d99d04e868dcd, 0x591361ec73cedb0b, 0xbbaaedfe2019e863,
        ],
        [
            0xa099926acfda31bc, 0x2f4beb2c78cbb757, 0x6812ff372d975229, 0xc015eec7caeb7657,
            0xa2db545ed7944b24, 0x3bc95dbb1ace547b, 0x273c9e70b39b06e0, 0x9a0d80bcfad75301,
        ],
        [
            0x806028fca0455367, 0xe6c4f2c824d613e0, 0xee1901658ebf1851, 0xe924ad49fe3b8030,
            0x5fd18cf828257e92, 0x52da31aa4fa6752b, 0x752085393d6fbb6f, 0xfcc97d979a143ed5,
        ],
        [
            0xe159ce165d2e5e4e, 0xbef2d493eaed5748, 0x95bc633e5affb189, 0x5b2c02ed70d70d0f,
            0xb209dfd1838d552f, 0x0f8a942029685b11, 0x958f7e705b3d33e8, 0x3353683fc0337c9d,
        ],
        [
            0xe748541a16386c5d, 0xcd064587640f82d7, 0x8cf0b1cd22555fa6, 0x1e6d2d41699b30d9,
            0x441e3669b4a347bb, 0x7d2584c975b3c92d, 0x3585b01c0d1477a1, 0x907fac4f1a8fd4c7,
        ],
        [
            0x8d5318cf5512aa57, 0x770f574e85f191a1, 0x31b99ebd51068ddc, 0xfbeacca1bfe1011e,
            0xb43e3a1818908671, 0xd9f70f4586652b15, 0x8e4d8e4fef72c47e, 0x723b89c33b45919e,
        ],
        [
            0xe0f0bcea876ab854, 0xa0acb88e2294af94, 0xdfcb04e096395097, 0x38136959c7525f69,
            0xf615b5aadfef276b, 0x5aa59636de810fe6, 0x39e0257cfac06a9e, 0x20136ac6a0b18411,
        ],
        [
            0x1b6d6589b514281f, 0xe0dd38e9b52769c9, 0x4fd90e2fc69294c6, 0x4c4c183f34efc4b8,
            0xe5f1d734230bae41, 0xc33b880a33e3f3ee, 0x8f9d347ae65af284, 0x6a3b600768a6feca,
        ],
        [
            0xe906df93325984e1, 0x6585c775c1bb28ee, 0xe647fe4f8f6760b6, 0xba87ca0a58299b2a,
            0x5734ce019818fc12, 0x999101bb071357fa, 0x9e040b38d49493cb, 0x7b40449ce882bc53,
        ],
        [
            0x2b09d2d92774f7fe, 0x7ce037820070e092, 0x26e32047206054f7, 0x5687f0b72ba57bef,
            0x1b01c7c6b6659a21, 0xde41c65f99876489, 0xcce93d32c16a012d, 0xa2f8a6025546bcc7,
        ],
        [
            0xe91f093942f8f1e7, 0x8dd4aa5d4dd1f9e2, 0xa00b935105fb22f6, 0xf49d9c7dc5f7026f,
            0x92228ab1914d9972, 0x01b0013c4e4d7a83, 0x6ae5d3b3b994f679, 0xf5585d4203e3acae,
        ],
        [
            0x43e983d32fcbc559, 0xd182ead43e930925, 0x5b6c6cd5c37a9422, 0x8b6e450db8a6f8f1,
            0x14b5d6f1edd6211f, 0x9e8009a265c25e87, 0x01b2c93c197e95e8, 0x6016d7913cbc446b,
        ],
        [
            0x030585eeceecf7e7, 0xa0322497a65cc52e, 0xfc73fd4f462ddc5e, 0x40286a5ae0554d7b,
            0xa7f3f105319af5df, 0xf9c52dd2a06231b2, 0xf1a0ebd6faa33c39, 0x49418828138f0feb,
        ],
        [
            0xacaf8335e5076fad, 0x604cc349aa380b45, 0x2585f1ac635baca7, 0xe49a32f5eebafb78,
            0x52a877006f7cc160, 0x96180410a70e765d, 0x4bf88cf7b1122280, 0x0e7a78d5098643ef,
        ],
        [
            0x7724967e5833c4be, 0xe06a970759acdc14, 0x14bb5af4516750f0, 0x107a4485aa07fe2e,
            0x6566ec48c87c80dc, 0x4d3a4fc91d760c4a, 0x813794ec48e68007, 0x6ea22142b8e4d7cd,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x6cf20ffb313728be, 0x96439591a3c6b94a, 0x2736ff8344315fc5, 0xa6d39677a7849276,
            0xf2bab833c357f5f4, 0x824a920c2284059b, 0x66b8babd2d27ecdf, 0x674f84749b0b8816,
        ],
        [
            0x1583948c5974bb08, 0x75f3b0caaeeadd25, 0x4a661caa2d2a1086, 0x3f06dcd2ce62e80d,
            0x89655da995083c99, 0x831606905e88f53e, 0x985807be931d9b2e, 0x08bc2550ce1922db,
        ],
        [
            0xc054b569cf15d864, 0x2406fdc6a1cc8d3c, 0xafc8ece7be26cf35, 0x07ef66d7c5dedb0d,
            0x54625427740907fe, 0x9f470e3b1cce4a8b, 0x06d40c5221fd505e, 0x2db3325db89de6a5,
        ],
        [
            0x1c101b8fd5c7c27c, 0xeb3228b94bdc794c, 0xe0c05b31527e97b7, 0xec61ff29918a1d05,
            0xadf01167d9ddfe51, 0xfe3c46c47690233d, 0xd0960f82c7759298, 0x02fa1d3dc1b257a1,
        ],
        [
            0xc695143c17c7c05e, 0xb283cb952ce5416a, 0x14f3a72f75f28c0b, 0x82df4e5fc06dc460,
            0xb9613d02d8fff26b, 0xcf15d946842db300, 0x275216211217cbd1, 0xe4e188c98c96420a,
        ],
        [
            0xc23e42e21d7dd05c, 0xc54f84d4c1b00e1a, 0x69a3fb20e7d116d1, 0x5bb18bcdff791761,
            0x56c549f2cb96a309, 0x95187587a4d2a416, 0xf81b6dd5d7f58215, 0x42ad92172dea4874,
        ],
        [
            0x80ae1d41540368b0, 0x1324c22f8fee949d, 0x7d9e5b8d38e47a62, 0x261efc9bc12b0c6a,
            0x13ad2559bdeb011f, 0x7e340be1e39b5d30, 0xfdc8852cd64fff79, 0x8a9d2adbe386fce9,
        ],
        [
            0xc409332de46e2050, 0xf5ac2a3900f5abf0, 0x4d6c6698316797e2, 0x9a79bfbfe71e347f,
            0x7a3f4781926250d2, 0xca94faccb6dfde31, 0xb6f671f3b224efa9, 0xe98b4de6d316e200,
        ],
        [
            0xf1033e9515eb8034, 0xf30b335f56e8ca4a, 0x49aa7e59d9e7692d, 0x6d48dfd77a2c2791,
            0xe873087a5ab0ce30, 0x080210ea2a3e8961, 0x3d5e79649e054763, 0x3cb47245165dd12f,
        ],
        [
            0x856ef847d4598089, 0x0e867737aa8d3616, 0x552f2572bdf5a5ba, 0x1f3fa7c10b9878cf,
            0xed4b37c59825d989, 0x1de1b2e886e5a500, 0xc7cae5b3f6cd1d1e, 0x7c27c1d9db7b9e55,
        ],
        [
            0xb5143dfc540535c8, 0x65f0a5630c8db13e, 0xa49123fb4fc54e6f, 0x93a5c01e7bb98923,
            0xc49574083d59b844, 0x66a16204935bedff, 0xc16a84358e15a5c1, 0x2d440e904980c2f4,
        ],
        [
            0x50ae677014bfc0d8, 0x71e2c88697a4800e, 0xd2a4b4298373d400, 0xfb9198671b7ebb21,
            0x775250f36a805701, 0x07e90760d5c244b5, 0x041e4e90fe1e9d28, 0x17fc6939a5ff362b,
        ],
        [
            0xa261a5669e2047ba, 0xe54704996bb0f652, 0xb35da0e017d67031, 0x3fb0b929161272bb,
            0x57fecd4eddb24158, 0x6c420ae7717009d3, 0xca72621c99666dc8, 0x9d467ae68217df94,
        ],
        [
            0xa9b77255b15d3ac8, 0x871e4ed9d99444ee, 0x5686db122ec8ad7f, 0xc8817e631bfdb29c,
            0xbf2c496232b9a312, 0xf5107bfe96dd8358, 0xc293c342158697c4, 0xd157cc02d749cfd4,
        ],
        [
            0x00bdbdbae2df71c1, 0x1c3186beafbb723a, 0xd0763ba9de33e438, 0xdab09439e08e83d5,
            0xb873484124c3a1e3, 0x6e96330ca4b44e3b, 0x385ae86f20d20b3d, 0x763cbc1e544e1cef,
        ],
        [
            0x6eef62ff4514c6fd, 0xfd683b4d0dab013e, 0x33d4db5710ff5936, 0xac25da80089cf4e0,
            0x60b5397705830541, 0x810983e8243bf37a, 0x883da9312a1b338c, 0xebc69d985cb44c7b,
        ],
        [
            0x7aea6f49468d12c2, 0x071cbbe4bfc7371a, 0xb953411c9c2a8939, 0xd9bd9afa56fae01c,
            0x2c8f925e3744001a, 0x537d56858615ae60, 0xce2e83ace1cd2ded, 0x74066a40c818c796,
        ],
        [
            0x02f7978c881f5481, 0xc57cbb368e36afbd, 0x2ff6c16f66c0a7ed, 0x93527a509d1109ac,
            0x3faeed40910679fc, 0xb97d1731ba7a7824, 0x3bb0175097f73289, 0xd17a54dc15625490,
        ],
        [
            0x3ecc32dfe960367b, 0x3e9f399ce4539f6d, 0xa6a11a232339ae95, 0x5da9f5f1b5df929a,
            0xc4b60262f71eb045, 0xe36b5909e297743a, 0xe762fd2bc1d41fe6, 0x92f6d34a3403688d,
        ],
        [
            0xa620ae10fa12f5c0, 0xc4e49af622f9a4e0, 0x9d3d0b3f5dd93ff3, 0x735b55641a7d38f9,
            0xa4906a95dc6e51de, 0xabf724bb482d8d5d, 0xa67b2a4ea563827e, 0xe793a6acc9cf4f73,
        ],
        [
            0xb02f922d4e94ce7b, 0x8b37028f4818a118, 0xc9281fe58e4c9d18, 0x9dfd7d98f04f1e45,
            0x13d37eb8ee22f84c, 0xef9e5ea9a651136f, 0x05af48fa62c89748, 0xe67d445dd35524c0,
        ],
        [
            0x3ae72967a35c4c1b, 0xa50c4cc31ee74bc9, 0x67496893a766fdbf, 0xeb255376b061a93b,
            0x29827348a05cd98b, 0xc2a2aa377373ea90, 0x531033cedec14284, 0x5dd081a455744d88,
        ],
        [
            0xed7674c8a1badb60, 0x09b2030b0cd6e1c2, 0x4a3d0d2bdf78593a, 0x8f9f3305324566cc,
            0x4ac3cd55daf68ce7, 0x1d30a88257923424, 0x5c8b2dfa60635483, 0x3a424c17cc251616,
        ],
        [
            0x3a611c1e24b91cd0, 0x6087250028ac0ecd, 0xd0b45c92fc82055a, 0x3a52d92c9b4df939,
            0xda58c4ed72313ba9, 0xf9d2197601a1c427, 0xe0362ac11f589476, 0x9ebbcbdb18d87820,
        ],
        [
            0x5b0d276731e5213f, 0x404dac98ad84f807, 0x5d45f5b5f818015b, 0x08ec16cd785dd440,
            0x76646cee8f071e85, 0x15d7cebf42b8798f, 0xc0061a4d60c10d84, 0x7fd8dd5e60d13511,
        ],
        [
            0xa07b5ff7749ad93b, 0x34f6da3b25a18ce2, 0xe9ddc379a2f43480, 0x436a51a11249a41a,
            0x8cd85837907e4998, 0x8fffea5779c895ff, 0x778476b5024d42ff, 0x419a03d2aa656869,
        ],
        [
            0x5332bbd5e9bee09f, 0x7b3c9a0a0aa8034f, 0x2a1bb1a181680541, 0x446c1758ae332cd9,
            0xad8caa7c396f9918, 0x75cccb36bb57a8cc, 0x0d8d9779bf8dc44f, 0x2bdb98fd68fa9e19,
        ],
        [
            0x46c88eff324ef531, 0x09060ce923648151, 0x40f1cbbfdd4c517a, 0x391874b142d2e669,
            0x1e8ba3bc48a72400, 0x8f688d9c51975982, 0x8c688a2c7f3cc74d, 0x3c87576ec0b7e65c,
        ],
        [
            0xf913ae81f371ad17, 0x9cb7213ea9545be6, 0xce98fa3567bfc82e, 0xc209441a3bd8e736,
            0x4b9ca70143ff32e5, 0x9533638d297aa79e, 0xd8f9ee2bcecf9832, 0x228ec4b7920d7e83,
        ],
        [
            0x1ecac697399840d3, 0xbb5996924f17759e, 0x10e4c0785a54581d, 0x9b59bbb504a2e2ae,
            0x3405682e6e343d3f, 0x3390eede7228a9ad, 0x5418d8656b590418, 0xa9a971d85ad91493,
        ],
        [
            0xa3e384a8a471fd99, 0x158d45858a37186b, 0x731dcf974eb308ba, 0x64f800453c632691,
            0x67566bbc5f9bf5cf, 0xde502cd837284150, 0xa748bce43d302423, 0x1c0c4890fa6dd916,
        ],
        [
            0xb456511069962f3c, 0xc1e6b5ea71a0d289, 0x4aec42b5296bc037, 0xb467cd65660c13b8,
            0xf75584cb22877596, 0x3cb212df6cbda472, 0xbb3f5d2a011664ac, 0xdc91b9bc4d36ffea,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0x919b1597b43c7e8d, 0x08533abeef2160f4, 0x979280de26da6cde, 0x92f9a6f93fa37761,
            0x7746055552bf1285, 0x7309284ecea31289, 0xed41d3a6f5e542df, 0xbf618d715147afe8,
        ],
        [
            0xd79a7081afaefc6a, 0xfd7516a5b209d887, 0xa1623065bce83b11, 0x5ce4fd836044baf3,
            0x38606dfbbf9db9a6, 0x4abfbd4ab9e4acce, 0x1e31bc1ea832c714, 0x61042108aa50f368,
        ],
        [
            0xb3868678b914b225, 0x71cd9ede1d889c4e, 0xdbacec2a8cf6eca6, 0x84b8cbaf6945c266,
            0xa0a42d0d04b5ea85, 0xce62a2bebc8f14ac, 0x34d5ac01c492104d, 0x40a6eee647c236ff,
        ],
        [
            0x55d4e37a2fd20bae, 0x26035672d5b4a811, 0x027bba12176d343a, 0x285250edc3bcfcd9,
            0xf9de455a54e0ab97, 0x6e9b1a2cf1eff323, 0x3f7284ad1046c171, 0x7866c086f4ad7ea8,
        ],
        [
            0x952d539480eb8925, 0xbef4ca6dd23ff603, 0xfe85d6753107cd9f, 0x5067f5a2d618fdd5,
            0x39a700a727abddf2, 0xdb6618981d75dec0, 0x055b10916780af26, 0x76bf72583f4c288c,
        ],
        [
            0x2893360071523ddd, 0x7883ef873e72e524, 0xb8219ad4dfaac806, 0xe29a5372c378e927,
            0xc312ba0a65de824a, 0x7ccd89f99c3037e7, 0xba7fa4b1f8ae30f0, 0xa7eb173534f70402,
        ],
        [
            0xddafb5b4b9587d64, 0x5302ebd6e70bddcf, 0x0a4feb6d858a7d61, 0xecbebc5e3db8681b,
            0x71eb0bb1e329348f, 0xb261647736a598e4, 0xa9061e6814137845, 0x25ed3649d3f39845,
        ],
        [
            0xf0f2efdb220ca9a7, 0x3840e563817c6662, 0xb651d0cc325161c0, 0xdbc091d89944b44e,
            0x4d20588316c8e76b, 0x6367309fe96192c8, 0x2d57926d1e4aa5fc, 0x092d80eaae856795,
        ],
        [
            0xe10bb89da646886f, 0xd8b61d9984d89916, 0x0ee0d4b0e3a99816, 0x75e5ed37c6f1cf3e,
            0xf6458ab5378871c5, 0xb6d210e01b3ff0b6, 0x1bb4b1df4bf90f96, 0x3ce761da31d309c9,
        ],
        [
            0x71dc36e194d3643b, 0x59ebe51ff9ad8362, 0xd262d7964e0bafbc, 0x1baa5693a0620b7a,
            0x74d033f944cc2e77, 0x791d650b80ed7f96, 0xcaadf190da13817a, 0x2db6f0cfb5986f13,
        ],
        [
            0x7a3ff6d6cebe6547, 0xade85428e2a6f45b, 0x413a8029ab977cb1, 0xf9b4d77b5902528a,
            0xcb62522c82c2b0e6, 0x27beb588316325b6, 0xc05efc22947ede7e, 0xe0bb46622951de65,
        ],
        [
            0xcc8876aba636a50b, 0x5d2ef616abb75196, 0x5836fa12fc78baf6, 0xf1e3c56545d5a75c,
            0xdf77914eab3128b6, 0x6b7fa576d22d7a6e, 0x6c736a67f6a5f313, 0x12b8847a6e1efce7,
        ],
        [
            0xe4f6603f0fdcad59, 0xad3c0dbd18a361a7, 0x3cae229f95f39036, 0xd08937f21ad5bee2,
            0x2ab137046a7c6fdb, 0x25c38640be18d252, 0x5f0441cebd692428, 0x32fd41d1471533fd,
        ],
        [
            0x09a8dba0f9c6e939, 0xeaaf2e4475058238, 0xccba6d6342c39f43, 0x18ab1b06b1e9d8d1,
            0x42bfeef9684e9821, 0xdeafe0268b974980, 0x6aebe9df304055fe, 0xe915a7cfcccd0d68,
        ],
        [
            0xba0c51256924eeac, 0x2bc7d74028a6dc1b, 0x7de35bf55580d338, 0x5c21928b156ff214,
            0x4464c271f8e0c646, 0x856aeebd11f7aee7, 0x48d1bbf887ce4e7b, 0x34caac11959dd58c,
        ],
        [
            0xd6be4fd07ef7d72d, 0xad3a6dd5f518e8d7, 0xb322489c6ee06d88, 0x9018baa11e938f23,
            0x1267044fc036ce68, 0x4eb56d8002736aeb, 0xe8c147f743bf00b7, 0xc9c382d871f9c6c9,
        ],
        [
            0xecd82c5b26d6f781, 0x7337c7137a11c169, 0xef3a0906d188909c, 0x6da2894b9c972948,
            0x81a91200255d22a3, 0x9da752c181bccc73, 0x02449e7eb54a2be9, 0x303bf4a0b5ae34e1,
        ],
        [
            0x31020c931aaf0361, 0xbebb0248ecf0ad67, 0x0efec4691c24be38, 0x051ee4d455cac2d7,
            0x1e68ece3b379225b, 0xaeea0ab1f58ab034, 0xdd64b6c262e3c178, 0x14b9328c714baa9c,
        ],
        [
            0x6988173878ced73d, 0xd24c5996225b5461, 0xd4ac478a29187878, 0x85984f5beeb6ca13,
            0x939086aed6a7a93f, 0x7e563625a18325d7, 0x627b865ee1aa37e2, 0x9891348348ba53fc,
        ],
        [
            0x517f13214e583340, 0xf45c1b6b5d34f3b2, 0x6d87cdabfa9b228c, 0x584d729c81e134a7,
            0x72f6e5e974fb24b9, 0x8f1770a66494c070, 0xcd307c593030affa, 0x2fdd80a4560d80ab,
        ],
        [
            0x481a59e7dc75a719, 0x373f0b702fa0da61, 0x1376e3649ed9ef5f, 0x824501d966614bba,
            0x5dd5bbafdfb318b0, 0xa0066c6bbd0ce247, 0xb66aff7946727f02, 0xd32b7762672de89c,
        ],
        [
            0x563857131fdda798, 0xf738700334785b70, 0x92601b7ac7779775, 0xcee0b4abd9829eb0,
            0xf854a00a7692ebb0, 0xaf524b368ff8dcd6, 0x3dbea72742cdda29, 0x3ccbf6e140993a5d,
        ],
        [
            0x02eca46b22fb5865, 0xe94161c3958b22a8, 0x6a645729cdf0389c, 0xd986069579913b57,
            0x112f744416e9a884, 0xcb750037516387d0, 0x2b8db66dc77fbe1d, 0x8e7ca4e2495d50f6,
        ],
        [
            0x08e24680b5182e0f, 0x86c0e6eeb2ad008b, 0x28a8842dde8ad36c, 0xa77f7298d5478dde,
            0xa2b37f28c4b82d57, 0x3368ac6e2475b42c, 0x0f1e64bbca515f6a, 0xfa48a69c911b4fcb,
        ],
        [
            0x03179a4bc63994dd, 0x4b82df8109b86ea3, 0x32ee1700268a796d, 0x4b23257ed36ea728,
            0xd97c5ac6f02dd2d4, 0x6a168d6c947fd123, 0xc7874b2d29c470db, 0x8e25983a684e454a,
        ],
        [
            0xe965e40a85190250, 0x39d988bfd405d03d, 0xf963c3b045b976cf, 0x38c58d7e2c476fe5,
            0x9863b54462b45edc, 0x7e41b0d5aaa7a7c1, 0xae2ef2ce27b572f2, 0x5af42bcb71d888f3,
        ],
        [
            0xee8aaa2d4ade4df8, 0xc1f6a303e6fc4bd7, 0xe7929eaaddbb3836, 0x2f341f48ff496e03,
            0xa0faed5782e81b8f, 0xda665f5a9bd25b5c, 0x415925ba52e2ea2a, 0x049493c4a1e8c29c,
        ],
        [
            0x92c83ede0235809b, 0x3c572df0b5eb8173, 0x1e2e028dc2383c45, 0xbaaeae00c837df7d,
            0xcd61d8a5c154fd62, 0x835c3c42a1d2e7e5, 0xb4a2307bcb49f299, 0x325788833f324b80,
        ],
        [
            0x1fced3c8363195ea, 0x53a8d7e76bc69675, 0x34d292f72506d046, 0x87177cbcf3b3ce9f,
            0x03bb18ffbab7ca8e, 0x6a5cd37678555e0c, 0xc9a1dcd118472cdc, 0x6d80df0fa5b0dd21,
        ],
        [
            0x53e363174419aaf2, 0xdefcc2bf99e91b8e, 0x713925d4a454ebdb, 0x84af77168245e6e6,
            0xc8aa3a9081622168, 0x3b299a8e219aace9, 0x7d1371f3a8146733, 0xbec47c0fe6fcb3af,
        ],
        [
            0xd27b9da024331fee, 0x124bbe9a10e602a6, 0x7ca409e1c4a440d6, 0x1d3097f94f14af78,
            0xdd70f2a9774c150d, 0x69025012479893a7, 0xf25f0e42883e912e, 0x03590b3c1ccb3899,
        ],
        [
            0x07596c1f536ba602, 0xdd2f1e9bff60a8a6, 0x63336038135004a3, 0xedd513bbfef3fb24,
            0x3b8086f945dbf993, 0x61854d442da5dcac, 0x7c592ca290f0188b, 0x257b598c3bb3f7a9,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0x171f3a2a3e07e4f1, 0x1fc5147dd0dc267c, 0x818debc07ef8890e, 0xc472c1062ed0366f,
            0x571c683d86b0daa9, 0x85f3b7b1e22b5d8a, 0x6432ab5a84d667d8, 0x41820e01945f70e9,
        ],
        [
            0xc0512999fa863437, 0xf8c49096987f88ef, 0x42cddf6fba29971e, 0x454e27cbfa01cbe5,
            0x179b00e551a6bbe6, 0x6b8d88d5c651b986, 0x9e7e5f8f2f81017c, 0x134a4b214cf01e9e,
        ],
        [
            0x4369534aa2f8acb1, 0xb39d6554613f053f, 0x85e1b7a4b8ecc31e, 0x86f88f399545e3d6,
            0x14b042d105098a19, 0x4eea62bee9165271, 0xb37c978fb591b121, 0x2ccfdd69a68238d6,
        ],
        [
            0x3828179c8084a599, 0xb94130623c2c0317, 0x06226d5629c51fff, 0x0ecfef25fbc3698c,
            0x3dcb4c13d520e922, 0xee9d57df992f62b2, 0xb2471c839f9a7982, 0x8132b98bf295f2c0,
        ],
        [
            0xd88377b6fcadab66, 0xe1c6a33c3dd35602, 0x7df7669660d9f9a0, 0xa2a3be1fc9948e74,
            0xef4a12484c1aeb12, 0xfb2de8a53480ad25, 0x06507ed74d235ee1, 0xa93bd8e6b524be67,
        ],
        [
            0x5cb709dee63e9e1d, 0x896dec1320eb0a98, 0xcc8936952b904bbf, 0x4366cd148fd0c312,
            0x6a57ed87db364bf4, 0xfbe7cc19e0df4045, 0xe86995697bb39803, 0x2ba2ad81e31075c1,
        ],
        [
            0xb89d2213207c25bf, 0x82fbc777be2d8097, 0x367e124677c080be, 0x354e7ced56e78db9,
            0x5123a3995a864211, 0x5fd756cb05a0aa21, 0xe6ebd824a5cfe558, 0x629d62e9bb994070,
        ],
        [
            0x644630ba41330c21, 0x075969944b3b7edb, 0x9ec2c0fecc2f9b18, 0xf11f5d1ddcbbe346,
            0x54e06c7749ee7ae0, 0x0caf2cbd57927715, 0xb3e3750f78871661, 0xd20045d6570278c2,
        ],
        [
            0x4a7d82e075e1dad8, 0x8b80a78586c4bd2e, 0x79b5cf720c099f49, 0xc751c9aaf5de805b,
            0xd136b3612e4afc8b, 0xe6f8970a3a0a8c02, 0xbeb4c1fd6dc9a4ff, 0xcb986437fc799de2,
        ],
        [
            0x96f264d366f70126, 0xfad4302c3e7bc9e1, 0x4b887223fe0b3fd9, 0x22fb2ecf815e2681,
            0x803f991f610b811c, 0xe2a4413c312b6e56, 0x01d3e2d7fda5dc66, 0x05c41f0179851334,
        ],
        [
            0xd3121b21099d9ba2, 0x0cf657d697aaa757, 0x78ab5286b50f9ca8, 0xaee9cc41b9d1d021,
            0x78d60483bed2ad58, 0x312e68e26a17490e, 0x7be97bfb00c6b1f5, 0xb72cf302db52a36f,
        ],
        [
            0xe38d54e8feda2a97, 0xadc53adf247962eb, 0xe13ee8c1c102a021, 0xe6c92b5a52d770df,
            0x403f3e7fc8f8a8df, 0x0e74911c82171670, 0x2752676cc984e02a, 0xe280e93cd7241796,
        ],
        [
            0x63ff0824894d208d, 0xfb0da8ff0ff391a4, 0x6bff60af2b1ff0ce, 0x0d0d3f46a7912ec5,
            0xd62f53f79d45d1b1, 0xb213c0d1a71ddabf, 0xb0474da65f909ff0, 0xdc371b80ae1f7169,
        ],
        [
            0xcd3240ac19c24451, 0x2ad9381ab187cdd2, 0x3d483896be3ffbe5, 0x6c21a0c6d8702797,
            0xfa43dfe9236f3116, 0xa04be5eaaaecceec, 0x343a31d7ef641eec, 0x15e1e64e69b11a88,
        ],
        [
            0xc6e822c819cfd890, 0xcb36c3737c071145, 0xf47cd8387e5441e1, 0x778d146b44137535,
            0xc9a87fa7d6f057f2, 0x96ca45488ed20aca, 0x2a52718d9786cd37, 0x3c85ba133b011af7,
        ],
        [
            0x320f09c3839bb85f, 0x0101fb06a050e62c, 0x557582c99ad53458, 0x55d5398d1666432b,
            0xf7f631184fed936f, 0xd90d6a7f1833d9e1, 0x059c6a9e8ebaa72a, 0x576e229049ff8e2d,
        ],
        [
            0xb275608f5bfb4b83, 0x2b40289d623c4673, 0x4a1a3bbd7cc8c7d7, 0x9372ae16acf6fbb0,
            0xf1cd8767cb2fcfbc, 0xbfc6df786c3acceb, 0x6c867ec53f8c8117, 0x40aa30e92a61f1f1,
        ],
        [
            0xca05f76c9d7db760, 0xb9575bd7da7e4471, 0x041b9d19fb2c356c, 0xabead3314440e271,
            0x90319706469ae696, 0x00689279a11871c4, 0xf04ba15cf56a140b, 0x2bbbf3ee07bfedf1,
        ],
        [
            0x7d98f95022cdc7e9, 0x2f051d834719515d, 0xf7136083b113167d, 0xc8cfcad5eb9146f0,
            0x1729c697a32e877b, 0x09256d9ce327bcef, 0xdd4847abb409f64d, 0xc2e1aeaad9d0b268,
        ],
        [
            0xc8bc507b92516eb7, 0xba3c32fcf6b548a0, 0x4746038559bec8fc, 0x74693cda92b64926,
            0x5efc3ea9db5dccc0, 0x3d6380d7f65347ec, 0x35c8b9bc6ad25549, 0xaed394ed8dfe08ca,
        ],
        [
            0xf557eefb67efc704, 0xbc03e3757e39a274, 0x35f0f752e8fe23d6, 0xa5bb01f0f685ed9f,
            0xefe98644b604e580, 0x6e9eef49688df7de, 0x1ae82c5c23a8e97f, 0x5c2a598eab95d279,
        ],
        [
            0x409e8dbb46f81e69, 0x423fd9b31d4e7213, 0xaec171b28686882e, 0xdc32dc2b25cdfc58,
            0xcb75c77e0f840c45, 0xd442c40f4fcdac7b, 0xd6d93b789d073a35, 0x3c3a1d0dfef10f77,
        ],
        [
            0x653697a3260f5a0b, 0x56f7890131830576, 0x9be74470328b5f45, 0x759f7ccdb56a6b28,
            0xef6d0d0a950c1d39, 0x526dab2f94339c8b, 0x5058c16a04ad67b8, 0xaa1ba376f9f22dda,
        ],
        [
            0x65c68d4a0e8277ab, 0x8ec7b210fcd6b0a6, 0x80f2f4e97e490483, 0xf484e977a2373750,
            0x1ff777ef172f37f0, 0xa55b42ab893332de, 0x1c02f821ae278b77, 0x4d37be26174d4074,
        ],
        [
            0x10b6bd6249298335, 0xbe49de048513400a, 0xfba36859d7d490f0, 0xd64a5d3514352c62,
            0x48f8eb0a11d46a3a, 0x94aeeb41b0c870d2, 0x00304540cf70e8db, 0xb99242929edd90ba,
        ],
        [
            0xd9f3c9d53a63c36b, 0x27c86033a576e51c, 0x080cef94b6b0c279, 0x5d0cd013832eead4,
            0xa1b5c60e2c30ae96, 0x07fdae417bcb3140, 0xc939dbb798c68b74, 0x022c0fd5062210a0,
        ],
        [
            0x60e0fefe2bbefa25, 0x0da1297aff6a0727, 0xd8ba5f4b1c7854de, 0x4acf18a2c1b50adf,
            0x9cca96a9f2d8da57, 0xafe3073bc8f87ac8, 0xaabf6c51e5681e9d, 0xeebafada7b6fafbe,
        ],
        [
            0x476da9292c28d0c6, 0x3646a545f6fa0490, 0x9481560e509e9f7d, 0x69662820d12cb1c6,
            0xac08387e894158c1, 0x15521454ad6227b1, 0x4919c02c7f213140, 0xf455e728ce03382b,
        ],
        [
            0xe8f55ae586470da2, 0x254c74e6b876af2c, 0x91cdc5d9d7d227e4, 0x4838eb8355315e30,
            0xdf6c9a9a6335f4a9, 0x052968c2bdef90be, 0xa1e2dc3f822fe3f8, 0xb80e198bbe2f94cb,
        ],
        [
            0xc65132abecaa4bbd, 0x469d5bfc3ba9f812, 0x58c93d01083551ec, 0xaff81fba5f64b1b7,
            0x8693584828bd4c03, 0xf5f7d57c7896bc29, 0xca96d5a3ed2c0c99, 0x234d47f876f4d600,
        ],
        [
            0xfbae9af621700d36, 0x7c180c41f4641c98, 0x2e9bf6c02a580f93, 0xc5e93fea2ad3d081,
            0x8c66b0112d5a0dda, 0x0feb03cddca98b02, 0x8a64aed7c8c318ca, 0x2329ffe0ddf9303b,
        ],
        [
            0xf642e95b4f491155, 0x28b1eb93fff3c118, 0xfd23639585d56f8d, 0x419a4f03ae7617cc,
            0x4b91ba6ad489bbc7, 0xc7ab4a22074c6889, 0x2e334b1484804545, 0x237c2d343a6e835b,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0xc0841ba9e49e8f34, 0xc3e61dae0b35d0fc, 0x372304ad31abf75e, 0xa2157eb3dadf2828,
            0x1a8e983289eebef3, 0x064bbba35b187f4e, 0x0fb42577ccfbe5a2, 0x0817697da70df31d,
        ],
        [
            0xd4eb281c2d5c502e, 0x27fce62d1df14515, 0xfb28652a88c376d2, 0xdc386db7f409d9e0,
            0x23b47a257bfc1e4f, 0x372c3db3cc760b7b, 0xe7e69c459d7ad72b, 0x526c6376cf20188a,
        ],
        [
            0x68119a550bdeb2cb, 0x2c0cb5078f86a05b, 0x4c9af29039895a09, 0x2ee47b1e63b15d11,
            0x53ed9c7e453ad96d, 0x23b9d3b2811f1749, 0x4efd69719dd7c79b, 0x6ed220b6c3014a34,
        ],
        [
            0xc62dbc9c32513926, 0xcc268940efec85ec, 0x94febab24bfc3383, 0x884286463ca08726,
            0x0ee4282aafb8a54d, 0xce0eb122ebdbc15a, 0x69660db365d81207, 0xf778429c01c2dd5a,
        ],
        [
            0x10dd7682d743ef42, 0x36d90adcca4efa60, 0xa14db10c5f10ba74, 0xf9fa9911affbdda8,
            0x7938d55c26ef96a6, 0xae94472845bea58f, 0xfd2bd8aca125ae11, 0xe9a8415d9d00248d,
        ],
        [
            0x6a8dd8bbe559ee15, 0xec62f108874c1337, 0x76d913a9a67afaf8, 0x26ba91d57da4e844,
            0x49c048f6701342cc, 0x3a6405127a300ee5, 0x2bf6dfcc36166ce4, 0xa258aab0983b344d,
        ],
        [
            0xb5ea8252b0cf9444, 0xb45f7db1c4ad93b2, 0x53168555792d0a7c, 0x601949413fdd0ca8,
            0x7024848c2054b707, 0x7c7b7f4ec18f8cec, 0x316a898d2c183cac, 0xf0daed5601278ecb,
        ],
        [
            0x005791ea7c2ae635, 0x0f3d27b94cd4417f, 0xb48c9ad4808a2e9f, 0x789bbeb0199b2c38,
            0xb781dfecbfe96db6, 0x7fef5a9c2ca1550f, 0x8680b79f62f1217a, 0x14357e6199189bc6,
        ],
        [
            0x345a5b7395578797, 0xcc28edda1c507aa7, 0x4efa88b912f8347b, 0x7f56fb3ca82fdf0c,
            0xdb7108c084d2e66b, 0x88c0aa40fcbf1d42, 0x4abb1f41572e8ad2, 0xeaf718d74c15d638,
        ],
        [
            0x7f5dc654e8dadc29, 0x82b8ce16235c7316, 0x8e487be602c4170a, 0x07488a8b10d0f18f,
            0x32e59d02d54cad5e, 0x3de4f67a99f6c21f, 0xc6037fee67467c93, 0x89ee188de5cbbf39,
        ],
        [
            0x5bcc854b470897f4, 0x0f339b29f17a227a, 0x2bfae4b4af701b17, 0xf1ba79e4d15f8ddb,
            0x4e22a0604afcedea, 0x8410ee0a1bbecd60, 0x551e622b78bcb9d2, 0x75bed54ef76344dd,
        ],
        [
            0xed2bac196520f1f1, 0xd7f1b49e647f7da4, 0xd5a5fd168ccf6f4a, 0x3bad9d36f76f0819,
            0x6a1970725698df4d, 0x499981a24eb67258, 0xbcd9fa7d9dec0e80, 0x49f99de33e24e659,
        ],
        [
            0x981614cb539af0d0, 0xfe8a47a0796f38f5, 0xdebae7b98f73ae40, 0x93432f9671ad8a32,
            0xb1e9fc074795e57e, 0xeca898dbf6b9deaa, 0x29185133aba645b2, 0xffca54a56a1e0b0d,
        ],
        [
            0xe2085e05bcaa3feb, 0x36875c8ae695c99c, 0xc5a8c14d27461e5d, 0x1bd01965108a0651,
            0xc536855925236a18, 0x06a435f5accc67d8, 0x6d62f9d0ef832760, 0xd00d2e3cf307a4b4,
        ],
        [
            0xa20863138f134501, 0x87cc3e1334e9c1d0, 0x96b747397570a618, 0x70d26e050ef40431,
            0xeff5b8dff2949416, 0x75a092107bd3cd86, 0x78c11ac228a27955, 0xd53aa9589e3a284f,
        ],
        [
            0xb1f11f16f529b1cc, 0x5156b3fd89b84639, 0x2cbc4a513a0a9bbd, 0x87c1d99c5ead72de,
            0xcf26978dd5a94d6c, 0xbb0d0eb2c5b275e3, 0xb8617a6ca55ef683, 0x7e1654c6985d0bcd,
        ],
        [
            0x86ea423f3bec10f8, 0xadfe276d50618a09, 0xd0156ce619d3a2bc, 0xb81aa1c00d8da341,
            0xca834d382b0816a2, 0xf77e9b0b8ffda54f, 0x39fdbd85d7dd7b13, 0x62286de5db7e2a7a,
        ],
        [
            0xae2dab3b1274f04c, 0x584f85aad51f1759, 0x92c8f9a4bf28c7cf, 0xfc711d0bc90d6e6f,
            0x9c91c12338dddf03, 0x497e7d55015c8d4e, 0xeafc2d615ed6b0ed, 0x114257cd8354bbe6,
        ],
        [
            0xf3540fa0bd37674b, 0xdfd49aeef990402b, 0x38ad02e2d6687d58, 0x23a225b614c2fdaa,
            0xd7d30d3ac76358fe, 0x5dc1bed8870bae3d, 0x0007c47ab6642cd0, 0xef7a88d3564fbad6,
        ],
        [
            0x0b1e44a8b185ae66, 0xa6ec16dbefa783df, 0x67a7df53d124118b, 0xa6b3a4b1adb0c46d,
            0x7beb553f8bfbf21b, 0xbcbf0a5df5b248dd, 0x1361a91cd969e8d8, 0x0cb6e8d763889623,
        ],
        [
            0xaa74d75413b10891, 0x83a9e96b92987335, 0x49f107bb9ded5898, 0xbdf479a9b29e12a6,
            0x055c321ecb52114d, 0x5d5eb8082489e245, 0x4987eeebcbd9c4f9, 0x4bee836c93979d3b,
        ],
        [
            0x8d4b70b931d32333, 0x66432e35d4f4aa64, 0x7976293c6d97f86f, 0x970ebc6f558603f2,
            0x54e839cba85d8321, 0x598841a7a1e1282a, 0xcd334297044e30e5, 0x6ce3841cbca7c43d,
        ],
        [
            0xcad152713614427d, 0xfcf352f156697d0a, 0x9b3a19ce97e2a356, 0xe784fb20190a6d3f,
            0x6b3e0e6a9bcb241c, 0x58961de1eeafff01, 0x28fb131eb4e6d659, 0x8b102bd5313699d0,
        ],
        [
            0x201391bc2fa4e24f, 0x5dc7fc279d6f25a3, 0x550651821d38468f, 0x1ec07b834f2a5ee0,
            0x318910fd4d270725, 0xeccd3c9377755dfc, 0xf73485cf787edc58, 0x83fc544920187511,
        ],
        [
            0x57f00b236df7b1f0, 0x44ba742ad39281c6, 0x5025f681ea2e3c5a, 0x01559ffe59ffeb16,
            0x11ad0970fa4e3bb3, 0xcd646494dd7856cf, 0x9b134ef807bcee13, 0x652aa5e4fe988950,
        ],
        [
            0x9fd8a1fb45496f7f, 0x6ed1424eb0c40475, 0x8c41854fa360c70d, 0x8c1adb9dea8d8049,
            0xfd14e7613c0345f6, 0x6390b1fb404e9250, 0x92be3aac0d14bcb9, 0x834e3b451c170b14,
        ],
        [
            0xcb5cfdb0aafc5dec, 0xe149ea81aaf396f4, 0x9228b3485908a038, 0xf5b08db7100d797a,
            0x2966c4fbfea4c0e8, 0xd8baaad42a416ccf, 0x7bd556b7d062543e, 0xc485de5f90fdb160,
        ],
        [
            0xa9684ce4ec630e3a, 0xf61060c17ff3f1c2, 0xe227e3a7d87f10c1, 0x1f848f5a6c9114a4,
            0xaeed9ff686ca610a, 0x4ba3926bfe359724, 0x8629c83d1a9da426, 0xa028552ccd06f963,
        ],
        [
            0xb9739dcc6d0c5142, 0xb30341e3290b5920, 0xf6197fe74ad5887f, 0xe8d66c6fc3299564,
            0xc35d9ab81a2bc6ce, 0xa16439f5d03478ae, 0x1b5c05b5edb4be70, 0xea6a7eb95c69a93b,
        ],
        [
            0xaedc0566f956e103, 0xc9de6b8f49dba8cc, 0x07ada8639bc5b8f4, 0x1cc2f51bff8c7929,
            0xca3cf7df2e878d27, 0xd9c7d4096d58aaf3, 0x166ed265870e3610, 0xe55ebf0683c952fa,
        ],
        [
            0x173c712120e8eeda, 0x5a227ca80d4708f6, 0x75981890c7a64441, 0x1936f618b8e4bdaa,
            0xf237fde84c92a850, 0xfae296839a5aadd1, 0x46b24f8a6559bc84, 0xc7d75dee1602b37f,
        ],
        [
            0xf0f679f10b79847d, 0x3719a8b66bb19be6, 0x2ddb6c3ddc7f43d5, 0x2800043ada0982e2,
            0xfe5b0083908d9eda, 0xa87058dbb8513ae9, 0xb6c0796584a4dc3b, 0x0f99174667e82909,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0x3e0b5d5ad4441fbb, 0x9eaa8520a5ed115e, 0x7fb60c55edb92555, 0xb4958c4e21de21d4,
            0x4c7e3c9f4add7118, 0x2db9f6132d463841, 0xe5c041fbc38cb7e1, 0xfcd6e7bf996640ef,
        ],
        [
            0xfc4da1176bd00b59, 0x2cdd704dbc1a71c7, 0xe77ceb19f84df258, 0xa41e9e9ed5876481,
            0xe8dd28cdcf2e6f15, 0x5cd253563dd4359f, 0xda4e1ed1efc739b8, 0x50dc31723b30f2b6,
        ],
        [
            0x5aed684c371f07f1, 0x878cedb730d70c4a, 0x232ea0b64606684b, 0xb3a43f5e7b20444d,
            0x53cd22f4e01dfda5, 0xec7877a0cdcb0ecc, 0x4183227369975ee7, 0x34c64f5b248fd6b8,
        ],
        [
            0xab0c96ef401403f9, 0x32a6d94ebf58e793, 0x2c5f09a87d6886df, 0xc02a0f2e94cc35ac,
            0x21f59639a7ed80b0, 0xabb913066000adb5, 0x0f716d457c5cd473, 0x8ebaa8a18e491aae,
        ],
        [
            0xff7c97a46b559d49, 0x48e1b4690ddc9b44, 0xc2662ffd84c008b1, 0x452e9869a46be14a,
            0x747c6046da0d6ba7, 0x5982856c3b1ee425, 0xf5c0057b6761ee52, 0x8c5e8a8f195f80d0,
        ],
        [
            0xfee1fa912975566a, 0x6af2b72d39c2b06f, 0x276c8d6312b7d65f, 0x9f170a79d27219b8,
            0x5a576c88ecf3e6d8, 0xa0a6a793f5db695f, 0xc799b0077d4e8578, 0x54a6aa2de8864a0c,
        ],
        [
            0x537a67eb53ce94da, 0x8bb24f4256829e60, 0x51cde0dc3ac474ee, 0x19a7f5d48c6d62bb,
            0x730447163025e7bb, 0xfb625306ae25eb03, 0x2f6a51d44200a2e8, 0xa2504ba7a93075c3,
        ],
        [
            0xa69173875f7a8d33, 0x9a6c22e3eca47658, 0x1a765de14913e26b, 0xb8d550a10d926557,
            0x1777b77bfec3abee, 0x541c3aaf586f670d, 0x7d1790c97073e188, 0xded908e0ed161c30,
        ],
        [
            0xb9696cc6d47dc697, 0x17ee18afb5e15b9b, 0x011eb0b2b5fc6fa4, 0xbdaf5b020a4f34dc,
            0xb911cbe786a479e2, 0x55122e7885b7a477, 0x8cf575e47b57aa08, 0x3cec0c6cbdfa836c,
        ],
        [
            0x0f0f0ded60106d8d, 0x9ac1b330802aa4d8, 0x70090e18f245626b, 0x39fee9fd2d627675,
            0xba2715cc8fac1771, 0xc5f7e608422bbc8f, 0x414f1238a7434b81, 0xa4ed4a25730ad5b3,
        ],
        [
            0x2a00b91b6ce05e10, 0x8aef7c9f43e10620, 0xab84b7fe84ce70db, 0x265dbae95f39d15d,
            0xff7f018b171324f4, 0x0663f3933d64c67f, 0xf3b3ce8b56cb5dcb, 0x58df63d09a3037ad,
        ],
        [
            0xe7efd2361161bab2, 0x3a45062dae0e6f28, 0x38809b87c78cf13a, 0x14be9987b11d1480,
            0x6bae9a3e4700a3f1, 0x060c9ff44e4bb74b, 0x4af646e95e96cd34, 0xb1009f268e95f845,
        ],
        [
            0xed15bc55b3fe5938, 0x9ec8303db636d7cd, 0x89f749d53a566866, 0xc43e083f17e66396,
            0x7679756ed83732f3, 0xab62307162440747, 0x35090303abc4402e, 0x54c6029239fbcc58,
        ],
        [
            0xb05a78ab6a03780b, 0x91a6a55184a5c130, 0x59cad484d81501d9, 0xdb85215d2e0e93cd,
            0xeaf21f928e7c4786, 0xdf8f56684dd531bf, 0xf9bdb3a11d663c6d, 0x2511cd6b26fd9a07,
        ],
        [
            0xc31c70f79dd52975, 0x2bcf0fd306b44180, 0x65ac50da77b266ba, 0x7868f1700a3f8486,
            0x3016ed503c626fac, 0x68f6f9eca6969044, 0x113fa1c6db11276c, 0xe89097cf31217ee1,
        ],
        [
            0xac24e6436e12e1df, 0xd8a7fd0b7d761d04, 0x4134bf13b346027c, 0xd0e0919688e932b6,
            0x6a6544db9fd28fbe, 0x544cc4bd9846b8df, 0xb4eb60b691dbf867, 0x069c9a59fe7d1452,
        ],
        [
            0xd1aedf591cbdddc8, 0x4f937084784c8acb, 0xab32a2dae511fa55, 0x83b897c0cff425aa,
            0x9152ba85a1ed42d3, 0x9528f959cdd10f76, 0x90011d074530dda8, 0x1b17db3d05c4af57,
        ],
        [
            0x4af5a232617a1cf4, 0x1682d92ce45cbf11, 0x8cd6c05ac4b1941d, 0xfbc20a3c23e57b14,
            0xb11db39a7cc996ed, 0x2311632d6716ace4, 0x79cb15e0cff3ae05, 0x0bc5817ee43e8a74,
        ],
        [
            0x9e48cc884663038c, 0x922f74eeb9f18571, 0xd1c3dd2060c3d243, 0x79aa31ca26634361,
            0xc65ed932845b0b0c, 0x2d0ed421b788200f, 0x1133383c27abc28f, 0xb9d4ea50ca42fa2e,
        ],
        [
            0xa5130641c33e9163, 0xcf1f3528383a76e7, 0x696ebe35492d3b24, 0x99f44108b71f5972,
            0x7503b0cc66c44e4e, 0xbf38f8d6378fdfb6, 0xf87e6b52441bf7c5, 0x438cd8db1fd6823f,
        ],
        [
            0x1b04332427c99aa9, 0x9b7164a64c9d8966, 0xccd80be89ee3b0b1, 0xd6d62f9439ad0de3,
            0xcbe9abd209244938, 0x71c10125c8048c04, 0x53136873321b6074, 0x313a7727ac577ee9,
        ],
        [
            0xe0de63af71b460c8, 0x0fcbc379b5040219, 0xbe51b3f8b11a1531, 0x511f4692a4f06f02,
            0xfeba223c4b69f438, 0x39da67efddc4d767, 0x441f59d46cb4ab18, 0x2e0978ec0fb4ffa9,
        ],
        [
            0xf473336390fa779b, 0xedd57570a9cad40f, 0x22f732e18c486201, 0x144447d8f9bff780,
            0x8e819b7313ac5980, 0x84d36eeb407600bd, 0x6c39695b67b256a0, 0x84b7e2c5c6992276,
        ],
        [
            0xdc9e3388a62c343a, 0x49706ce590c35a9d, 0x27ab029269c147cd, 0x76cac55b227d9ded,
            0x7c1e98ee48a28d76, 0x6cc50ddf35244545, 0xe60e25489d268a88, 0xd5378b58c829e8b0,
        ],
        [
            0x2cd5fe9070b4ade4, 0x937c4e7c035f8589, 0xd8f41fc10d77ccb2, 0x8a2598a0a616e3a7,
            0xc1254e13a1b9bd04, 0x8369d932160efcb8, 0x13c057dc48e27b3c, 0xb46fe98d5bbd3a1c,
        ],
        [
            0x96a6ce5e6821fd82, 0x0c98d6dfac6fea77, 0x5b129841b83c8ad2, 0xae520dae6b03c6a0,
            0xaf5c02278ac55faa, 0x8c2c5a9f4b33e130, 0xf64c1cc3d86115e7, 0x0389af2e0fe0b649,
        ],
        [
            0xbe630a68229f7cd7, 0xf6b13803d8fec663, 0xd34153943914cfca, 0x6b5a92c82feae525,
            0x942c650a371bddf8, 0x68a596957bd4c4ea, 0x55853000ddfe687b, 0xa5f959ec7a4c9e06,
        ],
        [
            0xc3505c7c6af28ee8, 0xede0f8f3771b0406, 0xd1ceeadb54327da6, 0x26707a641ee000f4,
            0x49bb520ba8c13bc8, 0x6f07a357634f7d72, 0x63c1b3c7c8be0498, 0xf6d7580d1cca8758,
        ],
        [
            0x0936d26b693f6609, 0x6b78136834ee98d9, 0x15a9bd43776af752, 0x194160506bf1144a,
            0x36304b1823f1c295, 0x3f0277e504b43f7f, 0x662235c067c4db8a, 0x8e7d0df836572e34,
        ],
        [
            0x13ba885ac096ea7e, 0xb57b34fe38f67833, 0x13ccece22faf29c3, 0xe3872ab2e4d14a9f,
            0x7d4bf2ec68a32d0e, 0xe0acb3afcb27b8b6, 0x452eee8aded3f3ae, 0xa4459a20620bfc05,
        ],
        [
            0xb2b518f984f3e16a, 0x4b5fcef3705bc85f, 0x64274dd5125c99fa, 0x629e7885e53083d9,
            0x1380aae6f7b47f0c, 0x2b245c7a4bf11e40, 0x4d99a8689b45cb8c, 0x121fa367f68c9fc1,
        ],
        [
            0xe27b29cc18dac2d8, 0x8f7137ddf287be11, 0x66d8c6be3c064abe, 0x49c696ad84a3a2cc,
            0xba5cf21de3a6aee8, 0x4d0fec2acfc3e019, 0x578962c7088dde4b, 0xfb7cbedae854b6df,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0x8eb8b6730050f080, 0x95f5bbf94bf15388, 0x1c42027371d3ac47, 0xe7fe1a77506aebc7,
            0x48c989da99e9e32b, 0xf8edfb37676496a8, 0x1de51e7893cb5838, 0x6a87c46d10e65daf,
        ],
        [
            0x05ec3921fa72672f, 0x5a47fd7bfa47b095, 0x069f16f419b12308, 0x9e02fb86b5061741,
            0xb24f5d49f4b7502d, 0x11741a026ed5c3de, 0x265ab8ce550b0c1e, 0xd622305feea9f183,
        ],
        [
            0x0b8b20b43b7950fc, 0xf1e91751624d3c8e, 0xec85ea796fdb9b69, 0x4e2e5a2a0e8219dd,
            0x2608fd2a727056d2, 0x3da949dbd9403f58, 0xc621ed2d3e97d04b, 0xf8575fca385c8a95,
        ],
        [
            0x6a703f10e895df07, 0xfd75f3fa01876bd8, 0xeb5b06e70ce08ffe, 0x68f6b8542783dfee,
            0x90c76f8a78712655, 0xcf5293d2f310bf7f, 0xfbc8044dfda45028, 0xcbe1feba92e40ce6,
        ],
        [
            0x29b5f8b5631a25e7, 0x6b40a689c1280b35, 0xdc82d1f7a94b2ee0, 0xa96d4f7789d830ae,
            0x9bf8f4de39b1b3fb, 0x3e1fe15ba02602ab, 0x989c432139a4cc87, 0xa389d9e059287fa1,
        ],
        [
            0x568ee8f6ac454cd1, 0xa64d00e430f1e9e0, 0x7eaee06bd6b5584a, 0x68fd5179b5caddb0,
            0x9c7c97bb65ce15fe, 0x3dd65599fa4b62e9, 0x44b982afa7c56c52, 0x37534a91578c5aa2,
        ],
        [
            0x87bb1db7fac796c0, 0xb2a31fb9ca25ce06, 0x436c7574595ed1ba, 0x49ac2a83cbbd2955,
            0xb385f720dc74214a, 0x91fe2f723b2e0d89, 0xd6118f86b4c3354e, 0xb1a62fad96e6f047,
        ],
        [
            0x9d10531d80c15fc7, 0x666623f172e99258, 0xf3cf09cd0e55e541, 0xe1b40c548c1c0d5f,
            0x17ca84682a318024, 0x00924520de9bb624, 0xf47d811207f4708f, 0x1ea8aaac3f384ff9,
        ],
        [
            0x48fb300f90437d20, 0xdc015632ad0555e7, 0x89fec27cf4de7547, 0xa4a2d8ec67d6c478,
            0xbb77888b551a605b, 0x2fe75541049734d7, 0x69bb6744c176f72d, 0xe391f20feb5f0e14,
        ],
        [
            0x8b1b79e7d4f0267a, 0xdd5b26ffc8e61259, 0xfbaa9f6f3e3af9ba, 0xb314463185e9e6ef,
            0xe851f5a45a7e9287, 0x8b3668d1377bfaad, 0x89aaba8a2690d2e1, 0xa47d13823744305a,
        ],
        [
            0x0623a259d7fc5a29, 0x602023793531320f, 0x1e8cf8f7973e1efd, 0xfdbd11131ee4fddf,
            0x0013b38937c1f054, 0x8d0bd3007bff7446, 0x1c191098a0f6269c, 0x71d78499b493503c,
        ],
        [
            0xe418fa233aa89692, 0x713b08d6f94c2308, 0xe996e6412418a776, 0x3bdfca7181668f4d,
            0x93dbdb431a510308, 0xc7dc0c6345e2ef13, 0x49426151aeda5333, 0x0a721f68565167b8,
        ],
        [
            0x9c35def0c726e993, 0xfdcb0a93d7811971, 0xfa8b1bfdcff2ebc9, 0xe482b09110332bce,
            0x749e6caae2942139, 0x0bcc4ca574877fe5, 0x54e9db5d658d0d68, 0xaa3f564227906002,
        ],
        [
            0xe3ae237887f6a6d8, 0xaa74c0ce55e57678, 0xc480b724c440fd4c, 0xd3a1524669fc4739,
            0x40d297c631ad8ddf, 0xf6ffb6872a226fbc, 0xc4c162fc725aa029, 0x8b5a930adbd4318b,
        ],
        [
            0x8d8d8003c4ceab16, 0x69f0794544d1fdb3, 0x84839b0f44affb50, 0x478184ee790fd08f,
            0xe15d9ec9fe615496, 0x358e407b696f15b0, 0x8e83d4d49384385b, 0x47a75d63f33ee06f,
        ],
        [
            0xa25b597e831eba7e, 0xf1e49c2570989e56, 0x4201bba7bc72a37e, 0x963e315dba2a02df,
            0x3dfa4b328e7c79c0, 0x869d0ae5c0d5f13c, 0xa2a3cb7c52167e11, 0x5c02ba13c84a3935,
        ],
        [
            0x6aa72ee4d0417928, 0x2da0e8bbd7656984, 0xec7ca21a20d5ddde, 0xc25f6e7e7529f645,
            0x5c284bd615642016, 0x6329192a841ec538, 0x887b0b10d7118cd5, 0x67fd18856d12cba5,
        ],
        [
            0x0fb59aa4b85ae607, 0x09b8ab7086505a3d, 0x3d01262c24f7fc7d, 0x122f318256cdd8c3,
            0x168117a93668d612, 0xa1d9a8a382a48d9c, 0x7b2def033c6f77d6, 0xc4f6c51bd42150ed,
        ],
        [
            0x3a34e68f5b055983, 0x0b4b78e5bc308c18, 0x601b90fbdb8480f4, 0xe870a0d7f61ac3f5,
            0x442907cf2cbfa18b, 0x10c6ce3664a2a0d3, 0x0f7e5e60e013cb0b, 0xea808ebb6c777815,
        ],
        [
            0x079b2342c37ea1d7, 0xb2393658f89aae4d, 0x35328552518d9e4f, 0xaca8ac95b7521056,
            0xddefb1049ba973a2, 0xe1edbfdc413935e9, 0x94304c4b92872189, 0x7f12c567dd75cc20,
        ],
        [
            0x9d065279570d6f0e, 0xb544fc53cef8be22, 0x5646d6ef4f104dd4, 0x767af35b4aa3e372,
            0xdfcf5584d716d772, 0xa29c0f2d0b302ce0, 0xbf21840fb17b355d, 0x560236e0dbf40910,
        ],
        [
            0xeb968af0dff33171, 0xffa11e8e06674e17, 0xfd351394fd0fc9ed, 0xaf04258d18ca3132,
            0x089444e0a80d1e60, 0x3641a8b25a8ea0e3, 0x11264a5f4539b985, 0xf18bb889b9b907fd,
        ],
        [
            0xc34ab74780582930, 0xe380d60ca0f6f550, 0x9ff2eb7a2dac24c3, 0xc0edf9ca4bc1ddff,
            0xa92689aac1acd154, 0x41b2c4806d7669cc, 0x8ab63ddba0e35f10, 0x43849b2a9ba9751d,
        ],
        [
            0x02d58a93ed8d3763, 0x163c1b41b3d25d44, 0x8c0821207c82521e, 0x79cc32165d5941a2,
            0x36aab0f0bc5f6bfc, 0xadabc17581d3626b, 0x27cc1d59942ffc3e, 0x9cf893e8073053d0,
        ],
        [
            0x7f1da7072b2422e3, 0x652e79b2620b72db, 0x67d71431098899b8, 0x815c29376832b511,
            0x2de53d307a14ae47, 0x1ef4a408bc0fb5e4, 0x34f532ec18edfafe, 0x42e75a4f1dbd341b,
        ],
        [
            0xccc2395a34999e97, 0x4b8ba6ad8b8892b0, 0x55c7c67f95d37e07, 0x25bba408c7e3c8cf,
            0xd14737a58b8148e9, 0x68770ff03cc8492a, 0xc9a5586b33eda4cc, 0x32745b8d215c7cee,
        ],
        [
            0x5e75efb73eb6c35c, 0xe9ef0b75fbbc2625, 0x1179e84780227b94, 0xc6c1edce7ff0d8bb,
            0xb59270c56837a8d8, 0xf70f0fb13e8ce3a6, 0x17fb967250e34023, 0x77042487d1eda931,
        ],
        [
            0x5db2781cd3245b7f, 0xa37d669690597fbf, 0x206c21af98d85311, 0xfa904704db667c0e,
            0xef833df14ddf6bef, 0xcb9eecd2624f1d47, 0x2d6fa3ed40f1c189, 0x1a1c8c3674a836a4,
        ],
        [
            0x533c484604006515, 0x9e2915b3bad672ae, 0xfd3969cdefb4ff37, 0xead44a18ef983fd4,
            0x96cec8f514c1d0b4, 0xdaaa83919889e9a0, 0x57904f5436f8edca, 0x2fd06932777eb8c0,
        ],
        [
            0x1a539166f2bff52b, 0x3a68da2282adac4e, 0x7cc9cc39de58ffb2, 0x02a07adce329adb3,
            0xfa5750a0cb23599b, 0xcfe9fea4d1debb09, 0xd2c3a45c636b296b, 0x89ae42264d41eaed,
        ],
        [
            0x60861b1c66dd242e, 0x8cb042bf422a67c7, 0x91efddcd48552c25, 0x59451536852722bd,
            0x72236dca6492d660, 0x0312f86ffdbb1773, 0x35480b35574545a8, 0xfa5bf40f16fa3ef4,
        ],
        [
            0x6c38ba21348560a9, 0xb3e960fd626f217c, 0x7be369478640da20, 0x6fa2d99005994393,
            0xb9609377bae52757, 0xfe39cdabc551c5ee, 0x3754a352a6985c3a, 0x9eba0cc3915ac7e8,
        ],
    ],
    // row 38: multiples of 2^228 G
    [
        [
            0xd34dab1767ea1f34, 0x646bd35404739e0d, 0xc3b41d1793b353d6, 0x7f9460a23d474b66,
            0x58bec2cacd9063ec, 0xc6ff815124e34ffc, 0x69f1f2bf8f076661, 0xd0d516778fb06187,
        ],
        [
            0x2e45a0052b8c5bdb, 0x800d59722771bc76, 0x9f796a57e0321efc, 0x02292b0887db3c97,
            0x4bcfe7b5207256f2, 0x34c8f01116662d89, 0x70cf0501cf4185f6, 0x10b668847507e382,
        ],
        [
            0xdc5b74c9bdfc0a9d, 0xde44235b14f77aa0, 0x2a60e3646ae0a2a2, 0xdb43e7f84c329e02,
            0xf0b1093a9e9ad713, 0x8839047356d2f054, 0xb8a56c814cef9fa4, 0xb0168da2be36b591,
        ],
        [
            0x7bcffb0d1840a484, 0xeaf7deb95dae05a0, 0xe01efce48208425e, 0xf6a16b6054bf7ac1,
            0x87dc4e6e638f9111, 0xacdc817c6fe7ae35, 0x59cf3e324c399409, 0x716c92116b36d291,
        ],
        [
            0x30bcb1774283808d, 0x0f8f07ce35643a89, 0xb8515e9121fa7898, 0xe9af3081ee0d21ae,
            0x966c2f8e39b39d33, 0x976b925115136d19, 0x85af26550fef4971, 0xa976c8489c471260,
        ],
        [
            0x1495c285ffcd7198, 0xa45d77fd9b76f496, 0x995b8a7f7abce4bb, 0x3affa9b5cb5e8730,
            0x029f302430eb6635, 0x10a58f03876b2f02, 0x75c98089bf7859cd, 0x2d4d554f8eac633d,
        ],
        [
            0x2692f42cad8426df, 0x0f41395a4e6f8a0a, 0x703ac9383bf88359, 0x6eb733632c806980,
            0x3ff759ee200b4267, 0x9252e97c83fe1b83, 0x030e4b2cecc08e8d, 0x96c56ec117307a9a,
        ],
        [
            0x1617acdcdbc10ba4, 0xbc7c0ed17ff78b36, 0x6a3efdd5ad2652c1, 0x948f395d3e845445,
            0x1a6b40ca6da2be0f, 0x5a63d297ffd0987c, 0x72a41300a1b5a9ef, 0x98ba0006d11ae9b5,
        ],
        [
            0xf7d16d7c1a16453d, 0x8b7e87be761033db, 0xe1741b91f8b4d0e6, 0xd3979d5e079d5f45,
            0xf3cbb83167b6d737, 0x17ddf6628a6961a4, 0xa4d0925753724569, 0xc55f9335d799adb9,
        ],
        [
            0x7c533b16225a4e3d, 0x3c9b5fd6837e27b1, 0x406d776727e41697, 0x5c11fba94fb7606a,
            0xc52df5ef6569163d, 0x14b271f8c9958360, 0x19eb94d54cab3ccb, 0x26a6c35de3216a9c,
        ],
        [
            0xcea199a5ed326504, 0xf65a9b4627b5202c, 0x2c383b88c1aefc12, 0x54c3929ce5b8c234,
            0x8bf011fa7ec9e107, 0x47a53d9e608a6726, 0xc489aa284914ab44, 0x4696302560ea16d0,
        ],
        [
            0x293be10f4bebf743, 0x99b84da4ff66ebc4, 0xfdb8f62b67116cbf, 0xeb9c78a6cf98b900,
            0xf768a159f142e6e7, 0x85a7af8e430fde3b, 0x75fb6e9d80f3bbd3, 0x42e03d6cc97964a0,
        ],
        [
            0x3044f576bb5ecce7, 0x7328158b0c0d2135, 0xb84e8e83c19659c8, 0x3744e9b28666d6c5,
            0x201321416a247721, 0x28e8b5f052a6f839, 0x0e0e6956eb29ec3c, 0x9546e0f8d99047aa,
        ],
        [
            0x209343292da66409, 0x0ce5984677788ef9, 0x0d29f157b4c41597, 0x371da99fc1142416,
            0x43fc5230d298657f, 0x3bf17374e766df81, 0x65dbb44552523bf8, 0xe697cc8d4bbc1435,
        ],
        [
            0x50c928de45fef996, 0x14068f6394425351, 0x324cd0a41ef3f2de, 0x11343e17e3656d53,
            0x40150ae75792aded, 0xd0ce4d65a086f18e, 0xb04ddf9306273765, 0x4a9e8480deba8eee,
        ],
        [
            0xcec9b4d78e6d8483, 0x82f2d7a846967f0d, 0x2958f49f1b6ee945, 0x9c39cb60a33d563d,
            0x94b3356f6b2c50fb, 0xbbade52f3dbe4368, 0x03d196b7bca16546, 0xf097bf1ee493e510,
        ],
        [
            0x2791711d6cffbc8c, 0xbc74041d0686f90a, 0x73dc9cad04b415c0, 0xcc5735dbf5d254df,
            0x09f0045fda54087c, 0x390734fc551a2b48, 0xa0b401e36eef3af1, 0x5f065ccd5ac3e1c0,
        ],
        [
            0xbb0305c87f8bca76, 0xc3761c89ce608966, 0x84156734744e8841, 0xf1fdde84a18c1273,
            0x9ad98ef61d77e7c2, 0x64427fa0ba1c028d, 0x2fd8f9701de3be04, 0xc106e78211390510,
        ],
        [
            0x306cb52fb4ae3e13, 0x9ad460696d28cfd3, 0xe70987a45a882bd4, 0x269df8ea26086a44,
            0x59a68b63b883ffb0, 0x2c4ff73d153fcb97, 0x64b21084658fa863, 0x2a39a614e24b6569,
        ],
        [
            0x0ead669fd9421ef9, 0x1d8706a9405d246f, 0xfaaf4c36e2e9ea44, 0xeb63d41687900c17,
            0x4e30afca61ee6559, 0x22848c037526b8cf, 0x36043e351017db01, 0xc4dd4065f8e775a2,
        ],
        [
            0xc98ff645b89ad111, 0xb0b76722f8fc2a37, 0x1f1dd250721d6315, 0xa1a07ce1864516ca,
            0xeec213a48d943fc8, 0xa9047e99c57a5846, 0x5532aa8404884918, 0xe69f7caeea6322a2,
        ],
        [
            0x18f47561486d3567, 0x8206265deb536bb5, 0xe3bae30adb775f24, 0xc9d29c1f38372fb4,
            0x35c318917e718a91, 0x7af267500b955272, 0xd433174b23b3933a, 0xe50198b5b3ac3148,
        ],
        [
            0x4fab55592b4ba864, 0x6724dd0b9280631b, 0xd1f45a8c426846ae, 0x7ab988336d7ac678,
            0xfcd0be25067f09ab, 0xaa820dbf1e6f5211, 0x40f4d4e3caa44220, 0x8fd04f14ad316b4f,
        ],
        [
            0xe7f3d2a741756b64, 0x8cca53cb031431e0, 0xaa1184b60b904211, 0x58df4e7657651025,
            0x6fa9e4e3e515680d, 0x5f7d3ae1d9cc659f, 0xf00a2a612b8c1d95, 0x095de8aa1b500bf6,
        ],
        [
            0x55f6ef16fc3301b6, 0x411b914f1059a505, 0x2b9543da4f4f2f99, 0x4f60081e3fae4f95,
            0xb027a4c684a8e7dc, 0x3a51ed8cc18a81ef, 0x4a8a79b4bfd13bce, 0x6cbd0d894edd0f8e,
        ],
        [
            0x066b8db7960f4ea9, 0x0293fce7ccea7047, 0x5e6ed5b70dd7f4fd, 0xaecc409189f583a3,
            0x6c4e4406aa0a64a9, 0x487590eea764a64a, 0xeb8de2dc01b7fae7, 0x5442c2cb91f8d315,
        ],
        [
            0xaa16c10a8909ce3b, 0x3d2376997eb23b3e, 0x4ba2e85211f53077, 0x808e20a7f3e54ee2,
            0x843d8b3c305baa93, 0x991e6818ba84b0dd, 0x56a129dbcabcf11b, 0xe3162393291639fc,
        ],
        [
            0xf3b85d6d5cf82610, 0x620dba0947ebc541, 0xd25f02bc54d68c0f, 0xeb0680fafb196044,
            0x7d9cee437f4f2835, 0x170f19a17bb05c2c, 0x033e09c3c87f5d38, 0x99eb1501add84076,
        ],
        [
            0xeb06b9585562f21a, 0x6f218ee796a25049, 0x646ddbc9c09cf219, 0xe81d56ad6cfabf9a,
            0x091b175bb9d5da8c, 0xb4c90aca4e9b380d, 0x1a9d60ed72636f01, 0xcfa195f00d62f635,
        ],
        [
            0xd41f553e299280e1, 0x1e11433a3913192d, 0xbe86f60be9330ef4, 0xb849c980805b50cc,
            0x1347aa9cfe8c301c, 0xc6ed240750ed0f40, 0x3b34d4c89ed65228, 0x7e42c27b82777d22,
        ],
        [
            0x8f0eb40790b575e4, 0x0be3129fb972d728, 0xaf9513542606b1a7, 0x23e4500388ceaea7,
            0x6c4f2776ad643f3e, 0xb47b6901304bf4b6, 0xf2d8dd594580277f, 0x0b68ba915d3906b1,
        ],
        [
            0x1363784b6c7f27bf, 0x41067a6336fe96a7, 0x33e8a4eb3b323ed1, 0xcbc809ae94d7802f,
            0xecc69d63caa30fa6, 0x07ad4dd8903daa9a, 0xd7aaceb5dfdcdb05, 0xbd9cbb0e18115c85,
        ],
    ],
    // row 39: multiples of 2^234 G
    [
        [
            0xbe5cc18760a81cad, 0x822c3c1cb43b223b, 0x37151ef349506cf4, 0x8bfbee24c6e52618,
            0x6986b9515ff0013e, 0x8d9fc8ecacfd2376, 0x0cfd289fe71be151, 0xd75127caa3409b59,
        ],
        [
            0xc21115782fb33b93, 0x76b07b2bd63afc5c, 0xc07879421041e8f1, 0xb8181bc6badbe124,
            0x911a5e167a54ead6, 0xf9acc5b14bf627dc, 0xdeef104be967dd75, 0xbb012f5118cce7ca,
        ],
        [
            0x8efdb312b83b6500, 0x4f1e86b7e98fac90, 0x41901dda1c9671cb, 0x69c0a197952bd5d9,
            0xefdfc2c9d3846b42, 0xe0afea3ab84c8cc8, 0x66c43d425cc76f2f, 0x024f0d0df9fe8c11,
        ],
        [
            0x7dda97c55c38d4e4, 0xe2fd65f1b1b17374, 0x97566e7430181e25, 0x3d92852611229938,
            0x6faaef00c0ccf0d3, 0xcc0ab138197abc7f, 0x3ff057035c2869ea, 0xd32ca0a5d468eab5,
        ],
        [
            0xdcd49b9dc8403423, 0xbdbad2733aa9fb8a, 0x29809434cb4b1673, 0x3a76cbd173e4dec9,
            0xdb8a7e76f7b11e49, 0x89517c4a5c40ad58, 0x490b5659d3f28c16, 0xbf873c151380f11b,
        ],
        [
            0xcbfeab77e54aa1b6, 0x902497aa04af896a, 0x51761dd2a93c1e9b, 0x953f2e747796ca78,
            0x5e182353983cac0e, 0x61ee2b36e05f3839, 0x1b25f9e2b8a83f94, 0xa5e6032b85d67663,
        ],
        [
            0x23fc4982b28c1ca1, 0xdf311d17975be2b6, 0xb0ce1ab5962c1d65, 0xf2e125db15d79867,
            0x8012ea29c55c282e, 0xd289218e8ec52619, 0x90d75a7fe22e8b02, 0x3bf76ba9214d44ba,
        ],
        [
            0xd9de4a8bd4904297, 0x0d23b7fe32845dc2, 0xe3fedcfbd314c30f, 0x5551c1b53b0878ea,
            0xddbdec1a85153809, 0xf2be7383db6967a6, 0x2dc6f85e00e65a5c, 0x2faaf850def03ffa,
        ],
        [
            0xbb143c5b8e478340, 0xc5903afdba9be497, 0x380801786785f9a9, 0xdcb3b3b73ed01591,
            0x90a35e5ad81d0573, 0xde5e5a34734cc11d, 0x6178a1ae54278268, 0x4fa64e8cf245b925,
        ],
        [
            0x19afedbf5622ff19, 0xeda0bc05b0b084bf, 0x6ba653c4663c55c7, 0x4c0f60cacf24554e,
            0x36b3f653d4162803, 0x71aaeab50cd4afe5, 0xcf29169e11f18f9c, 0x5d459c297e60ad32,
        ],
        [
            0x1b052be8a0bafd68, 0x81d943b95980f197, 0xd508eeec99c36f11, 0xc83f225626df6461,
            0xd530e1b50ca66361, 0xb4dbbdf59eabc365, 0x1a853f695183a109, 0x4c2ffb1a4cdd80af,
        ],
        [
            0xd07232580dd7718a, 0x91c81b6519be4e4e, 0xf7c159a25e76dff8, 0x3b180e372b902fc3,
            0x726626299afd82db, 0x58491156702d14d0, 0xfaa4bc9d2905211e, 0xf2b6b117f36b58aa,
        ],
        [
            0x7a780cbf24a251e9, 0x8f1f2a3dc68efe18, 0xa48ff03984ffc963, 0xbfad61d72b8e7c40,
            0x4ee8c381844e6fdd, 0xf695c2d90a40879f, 0xc9560f9a325c4a3d, 0xa2671c0106a33063,
        ],
        [
            0x214d9a89533c7a2d, 0xd95b38f3fa7fcc3c, 0x5febc4d7e4271c3b, 0x80610ae8a7b70df9,
            0x9dde6d114a3bd67c, 0xfc927e51e311e573, 0x62dac203037b2c19, 0x65d113ecb89afdbc,
        ],
        [
            0x4688e225bd2324a8, 0x2dff97e1c497bb36, 0x926e3cf62e5143e7, 0xff697abf03b5e80c,
            0x06ed32fe9dc58117, 0x81dda80538985084, 0xd82419aaec08e1c4, 0x1de6d682dec2d7a0,
        ],
        [
            0xb1488fe58e2058c2, 0x274b136a6beb56c9, 0x6bf7491e6ef96a09, 0x6a9cb41f4e7d95cd,
            0xea95ab2bc86b1495, 0x050886aa9aa7f367, 0x02b907a608a21208, 0xedd93d45ec97a966,
        ],
        [
            0x9f855741f8d7aaaa, 0x91c10433d2f2d871, 0x105c8afb9355400c, 0x111a771f95ca199f,
            0xbeb4608351651631, 0x9a68870d26f49070, 0xdd8f44ee10be7ad8, 0x145dc442b6d5b530,
        ],
        [
            0x4dbdc2d44aaa35c4, 0x6415bc7407325c6c, 0x7f5caae62055f75d, 0xb9ba421e355e9a90,
            0xb7526b17e7d86497, 0xd767408047540469, 0xf0d68d7f914c3262, 0xd65c9a632e1550f2,
        ],
        [
            0x69cdb71654c2d639, 0x5795cfa7859c7f42, 0x21c37fdf135919a9, 0x4fa11cb4d3ef189c,
            0x76d3038c4eacfd66, 0x86fd45f40213c592, 0x70005134bb2e1ae8, 0x6a27601d619fcbbe,
        ],
        [
            0xfa81a51193d3653d, 0x134ec4b274e467d5, 0x45ef4f4098a83eb2, 0xf352ff0391d69c9f,
            0x79e6678c8a44f28e, 0x5c1995f972c582d0, 0x020bd73dfda6d505, 0x4472626ccb6c5ebd,
        ],
        [
            0x676c709f49f2335d, 0xac980af3a409a1c2, 0x5f130cb4f00b2cc4, 0x7c86900999a5949c,
            0xd30ab7ef87e8670b, 0x2af7c2e1a5d63e01, 0x0c74fc904e2d4d6a, 0x20a91eb3be2790e1,
        ],
        [
            0x27255b2a49ddd876, 0xb90d8e9d108e2138, 0x7365d1402dbc4246, 0xfb3459fdd6277977,
            0xe14e8b21e6ab2db1, 0x140c69b620380837, 0xc4fb8ca271147d8a, 0x0e7002f06961d20e,
        ],
        [
            0x03c41eac4a0eff3e, 0x73fbb400d49eef84, 0xd63f2dd15910b580, 0x01f090d58bbd0a25,
            0x4d7524fc79f76d69, 0xa2c6c5c22bfe596b, 0x2b162330337c6311, 0xf57962e8e3e927d2,
        ],
        [
            0x78d15204d94b75a2, 0x911cde8a1d8392df, 0x8eabd472366f4340, 0xe46ae49aac77cfbb,
            0x4799fd908a81c0d6, 0x816766c987d4a6f4, 0x845017effe90f85b, 0x9aa6ebebe5f5335e,
        ],
        [
            0xc6aa6f039059ff60, 0xc31b72c00d4ef9dd, 0xd6fe99dba9140650, 0xec83bc2802dfa090,
            0xa56953dc8339fd9c, 0xf44563fbbc062e3d, 0xb759f35343d663a9, 0x5ff089f2d61e69b2,
        ],
        [
            0x6dba03ee728e7f3e, 0x56895fbfbaf76b51, 0x4fc478d846a02055, 0xc2c20f2136eadea2,
            0x9a5d24b73906d02d, 0x7e1e4bfd29b82909, 0x2844e3c074addc58, 0x2f376705d511cea8,
        ],
        [
            0x80d59f887149d0e6, 0x60747f04165d0a81, 0x9f24dc4a37f4305b, 0xef8c60affc0f683c,
            0x569aa50de1758aaa, 0x0d9d264376bac4d7, 0xec4d43cb00b305be, 0xd1a6b84713274f11,
        ],
        [
            0xd661df1aed4478da, 0xf15cf6c2240e0154, 0x0afb45cdbf793ca1, 0x670ee471034d8c23,
            0x628ffe4ff4f563f0, 0x1cc3b8160ff24770, 0x2546605b138750e8, 0x5ca0c7425ba022ca,
        ],
        [
            0x8cff75f07c9e28f5, 0x0ae166ab348c989f, 0x02a8ff5840fa439d, 0x81e71fcce03cb142,
            0xc883c9e4e860d136, 0x5fbcfc3dc81f4c5c, 0x54996168db3eef19, 0x586596a20f2611eb,
        ],
        [
            0x978f4fd677f1f864, 0xa5d6c9177e627bac, 0xe09805564c176797, 0x1285a0b6b717d0d4,
            0xcd982c4d3ba8e1b8, 0x40e0cd231cebe588, 0x767343bf2435af72, 0x8e8ddabb18cd3f10,
        ],
        [
            0x5b3f9ea34d272ae0, 0x281e96715369a0d0, 0x8d2831355a8a4e2a, 0xb1b884f6c12124e6,
            0xe5c03cbb566e7c17, 0x38f092e596fe66b6, 0xb2d3aec1b2d57d2e, 0xe6d538be2361f284,
        ],
        [
            0x245cdfd17a53cbf5, 0x378c76b944d45159, 0xb6ac29ed3f203add, 0xdab5fc7fe5706d90,
            0xbf8c1d4b3052fb1a, 0x87b15173c166c997, 0x5039598fd8b49197, 0x97f6cc216d0557b4,
        ],
    ],
    // row 40: multiples of 2^240 G
    [
        [
            0x606304b1a44e8de3, 0x5c08966a2ecc1e07, 0x3a5a7dcf08bd1791, 0xf50b99b7468810b7,
            0x4a3f3ba6db7f3588, 0xe975f18d21721e85, 0x8789973a2dedcebb, 0xe2b5061e55f18f0c,
        ],
        [
            0xa9103a2d60dc749c, 0xd83321fba27ad800, 0xb09c743020a46e97, 0x2a148954227198c9,
            0xf2e1f28ff0fa3cf2, 0xbef92dcdc39b6f01, 0xea3c2440a37608c4, 0xaa215a188974e422,
        ],
        [
            0xdddc6b6b82accf8b, 0x81d2999182816fa7, 0x645f30e251394304, 0x598d7f61a5505770,
            0x1b84673c0f6cb808, 0xd2289a8f353540b9, 0x546c5162b273ebca, 0x9f3121f74f8f2609,
        ],
        [
            0x1e0cc372dd962abc, 0x1ebb7d208e87bdcc, 0xcc7a3ec58a642c87, 0x0a5a4878f4cc4453,
            0xe85daabc9e2cc3fa, 0x5832a64c8e50a9fa, 0x4d72b14df2903017, 0xf7148b2288b0dc57,
        ],
        [
            0x9fb39a5464aa7b3e, 0x13c4ef1b056c9cea, 0x64fd2091541c5810, 0x715a2012f49f4c4d,
            0xd9a33944bc7d081d, 0x421bc588a88b47d0, 0x1f79288f8a913b62, 0x5922b3b1aa606c0a,
        ],
        [
            0x85c3fa7018ae2298, 0xcb07adef81b3e0d6, 0xaa74356789578652, 0xf8093ca11ac87d03,
            0x06c36192d35c93b0, 0xe4509a0f6db6006f, 0xb16129ec307e9cf3, 0x32074f216ef49c10,
        ],
        [
            0xd1bdb697620db220, 0xc71ccb101687ace4, 0xc409ce897fb87876, 0x49ec8c5e6aa9b125,
            0x99b8aca0677338c2, 0x842c3073e53b9cce, 0x3da9cc34865f5429, 0x99a97d4fe5ea629b,
        ],
        [
            0x93925b40128aa5cd, 0xceceaf38ed9768e7, 0x20feb9fbdd6c93fc, 0xf5e3efcb5a92f1b3,
            0xab2799c7ceaa0fb4, 0x84e0a6f4b110cec9, 0x4e51e2dfeb07bd2b, 0x76cfa2899bf3de05,
        ],
        [
            0x51ebca315e771268, 0x2f4f14a7d90a6568, 0x3e6f190e05e07b7a, 0x1f8fb70d4850b448,
            0x1afd3010c909c8dd, 0x4e1d3c311c92b3ab, 0x12c2ed74726192a1, 0xf53e7adb461ba2bf,
        ],
        [
            0xa2c15b625a3ba4ee, 0x800f385ade168ff2, 0xb1c320078c03d084, 0xdf8b2be9c62045ac,
            0x40ead285431a9955, 0xd0a8a06c08d307e7, 0xd1955020049f17eb, 0xd8835d9003cfd523,
        ],
        [
            0x55ec0f2b28d9819e, 0xd606792f742dab1a, 0xdd5d142ba678732c, 0xb8d5c71a6497f61f,
            0xdc78be8ea9138ac4, 0xe2f49f1361d45c3c, 0x3b6ee4359b63dc79, 0x1cd14ef132137f82,
        ],
        [
            0x1ae9a5558c3b3d61, 0x53b60aa6bd66c3e9, 0x6595ffc144469d82, 0x30128814f6ac0487,
            0x772b5e6c8f2dbb38, 0xac30f673875adc53, 0x12c4c890b81f7e14, 0x5d57c66104d3c4ec,
        ],
        [
            0x6a93dbe660bca3f3, 0xecb3435145600490, 0xdd63eb61c880d8c4, 0x2265b5ac65baae3d,
            0x25829c6c517409ff, 0x3c80a612d2393d5a, 0x61a313a3b1096498, 0x97a198bf5cacfe0f,
        ],
        [
            0xe79c12b6916e8a30, 0xfc7af0c38c1cb896, 0x24af7e03f4371ba5, 0x64d0c4f5a46437fa,
            0xd81d912650bfeb69, 0x7cfcf2050f1fdce5, 0x6d03198de496a8c5, 0x86654d5973b6abe3,
        ],
        [
            0x372d23ff45bac36e, 0x599899459975dcd0, 0x21fd8a9f5fc9abcb, 0xaf381cd103584925,
            0xff3d887ab1b119a9, 0x589b82f1ef4d4a90, 0xc9457f22951a2648, 0x681a087fb7df0fbd,
        ],
        [
            0x9e1994056037cfb4, 0x7400f246c3cdaa85, 0x0d77f4880da0b0e0, 0x042531823ff5ed0b,
            0x00b7325ed8775d23, 0xeea3e4f534ec5dd4, 0x628ca4d0c8661fac, 0xc90e8bccfae00f7e,
        ],
        [
            0x43a1cdd667919889, 0xfdd0d303d5e69a79, 0x245a813992f6f126, 0xe18b6faf05e1600d,
            0x34db08d7b34fd0e2, 0x4f0294a3ca3b8da4, 0x6922640516225e42, 0x473dab0e0ec2f202,
        ],
        [
            0xa067480cef52f190, 0xb4928e82ada7ab36, 0x13e0d0dc26c34343, 0xe2cd38d671d53fc7,
            0x9ede8a5b07115c2b, 0x8c0d6796dede03d4, 0xc98542f41d6b18ae, 0x936daac90006b423,
        ],
        [
            0xaf10b6f76faa4b0d, 0x46aacc6c768a37a3, 0xe7679e7e3f3864d7, 0x8291086cb9ee49de,
            0xa22930b69d92b690, 0xd9a92787cc0668db, 0x7b7cdabbdf2e35c6, 0x65088e00dc582525,
        ],
        [
            0x3fc1762c1cb0ab18, 0x957e8c9d99994fc8, 0x9bdd8c1fc553826b, 0x439eda2e28a34fd3,
            0xd544977d0b758217, 0x8c96d11797f9cb7e, 0x376ad9b9380ffa4f, 0x935df90d99cf4b6f,
        ],
        [
            0xc575d01ad243c2ea, 0x50eb9e9e90383a0b, 0xd4489a42de07d11f, 0x0592c900767418e6,
            0x94a0202eb6a65093, 0xe1a71635ae84a50d, 0xce324f88dbef7bff, 0x01043c2b818ff250,
        ],
        [
            0x73d96c2614acc064, 0xa339ff9f142ee447, 0xcfd525dc31dfd7b7, 0x851189873dc125b6,
            0xd1656d09fce2c450, 0xe5c8a29400854989, 0x25c88af0b3adf5b3, 0xae7b28fa6798437c,
        ],
        [
            0xd70965066b4e953d, 0x719a8789aa6c0bec, 0x988a04d09aa21bc8, 0x306903c6337bbc8c,
            0x5382b4e9d32123ff, 0xb68f920fb80351bf, 0xce9e75d3afe0e34c, 0xee706191ae02ef27,
        ],
        [
            0x415471288d4176a2, 0x7232a4aefac855ba, 0x04c9d75afa5544bd, 0x7f04af56e0a0b5e1,
            0xb75a16bb2a8eb766, 0xe352247a8dc86678, 0x65f3461ef9a110fe, 0xac2641ae4aba44ca,
        ],
        [
            0x68e57b2755a9fc5b, 0xcf11e6a622230756, 0xd3b904d1aec3c0de, 0xe55be622f59822ce,
            0x384e42a4bdb7c75a, 0xd0555b9f8c54a5b7, 0xa9e975deeefe8d6d, 0x8f7f84c159a86961,
        ],
        [
            0x68ba329bfbe6d678, 0x11edd7f0f438cb99, 0x3a9dc5dc7ebcd899, 0x46b1e1ddfd2eea1e,
            0x49ec68b48a392529, 0xa30e34ca861cbd35, 0x5594150b1bc471b0, 0x26450cb29f89f925,
        ],
        [
            0x78a204c0f2718825, 0xaf371460e3c85868, 0xfb8d93748ec8ff2c, 0x5dab91d04342d82d,
            0x429481ac95b9775b, 0x5dd433e704091030, 0xf64a8bb12df46aa2, 0x8af9c2da1928a01e,
        ],
        [
            0x38903dd64dd8bd3d, 0x853689aa624fa0f3, 0x59702d3b58b5f68e, 0x2e01820a49cb2ef1,
            0x2a037ed1cfe4fead, 0xaea591fbb72ab1d5, 0xe6b0ebab521508c9, 0xf0200fbe9de0b049,
        ],
        [
            0xf6124e73ab684f7d, 0x0bd383bbb84b194c, 0xead448fd9ddeaea8, 0x890d1215539a696f,
            0xb5be3dd8b868162a, 0x04e54abd2629084d, 0x281f2dad70fda0d7, 0x30edb4763ad72108,
        ],
        [
            0xf5573f03f34b40ad, 0x7870d6b5466ea8db, 0x72923b87bd2775d4, 0xcc52548d8547c84a,
            0xbc0481e15e39a0dc, 0x6d68aea2e509e7f1, 0x5ba01c8ff76969b0, 0x94248585d0828a50,
        ],
        [
            0x9762c00721f8b1a4, 0x27dd60f965b82ce6, 0x0453dd0cabd0d14a, 0xb73463d3a0d03ef3,
            0x0bba1161497733aa, 0x53a86b0caeb6c6ba, 0x448b579654cf499c, 0x68b67bee6bdfe5c7,
        ],
        [
            0xfd6e1483e66b5a8b, 0x37385a1378241662, 0xdbaa6c128d47df66, 0xb0d7a6dbed426d40,
            0xf6c4fb12cc550ae3, 0x239b77371572068b, 0xfd1c0d687ef4a316, 0xf652634815abf316,
        ],
    ],
    // row 41: multiples of 2^246 G
    [
        [
            0x9c1a74b282375988, 0x68723275964aa5eb, 0x4542cb5c539a534c, 0x040bf36bdea2de0a,
            0x80d2a3d4793301cb, 0x977abe33ae04f7f0, 0x37d16867767ee3c5, 0xe8b5b2b681dad753,
        ],
        [
            0x0e789e3ff0cdb59d, 0x8be44e3392eb68e1, 0x3d70139bfcd5ce69, 0x3754e99f0786e2e1,
            0x4239c0ffeb6a8499, 0x61019b6f632734f0, 0x012f3c27206480db, 0x24c2f87496addcbe,
        ],
        [
            0xc1d5c120b853417b, 0xcc82e7626d76ad40, 0x314124ebc2bc75e2, 0xc93c33ccf68ce434,
            0x29e94d9b0f7f0362, 0xcfe2f63a9d1e1c7d, 0x20f2c2e2f575ddf3, 0x6f042c8b50622bd7,
        ],
        [
            0xc0747129885fbd44, 0x89c2caa39f26267a, 0xe05471ce16d5222c, 0x9bbf06dad9ab5905,
            0xa3447dfa7a1d3e88, 0xc0d4bddc15036ed2, 0x6755daf30a6f47e8, 0x1bcc7fa84de120a3,
        ],
        [
            0xa361065ee00921db, 0x5bb26272f9642f5a, 0xdc377e35264119a6, 0xc06cf2d09fa157d8,
            0xc33a8d6726ccb670, 0xaf641d6da2781db5, 0x6c98e1f48d95691e, 0xd27a278e7e40b1e9,
        ],
        [
            0x74c21221adee368d, 0x24127ab32e85c709, 0x4d59536ae929d7fd, 0xb483579f0b318ee6,
            0xb63832df2b7d6698, 0x33357565dc14ecc3, 0xbc28a2850ba91eca, 0xbf1a1a9055c48a04,
        ],
        [
            0xfd560eba68d99710, 0xec845e340f858e45, 0x57f9e595f01a3ff3, 0x3935cf991152c5d6,
            0x416aca28515d8d32, 0xa118ab326781e7c0, 0x1c1624396f979edd, 0xab0094dceae577e9,
        ],
        [
            0x3ce59840d8490005, 0x90599d29a4c5181f, 0x4adaab192fbfb78c, 0xf8ef49b4bbedf416,
            0x1a462e83bd62afde, 0x58f2128837deee67, 0x02bbd77665a4b73a, 0x979e67a7ee972164,
        ],
        [
            0xc06e6554bee2bb19, 0xe3ef6b5f92d59142, 0x20474043ec581aef, 0x00f48a95d56cf942,
            0x096145c04f0053d3, 0x83daf6fcf09c911c, 0xb27ee06652087706, 0x4ab6e6c45f225c5f,
        ],
        [
            0x072fa32007bbb007, 0x13b8e696877adeb5, 0xa9bf62c36d4f8342, 0x286f2696b165287b,
            0x0beb97dd96670401, 0xd55dfa16c33e5d85, 0xd83f6ed41448a93d, 0x3f8c7ff60814fd45,
        ],
        [
            0x5a8863da90f4a07f, 0xd3d8e07458a3a4bf, 0xf2db947f4b106f23, 0x293ab8d73ac54d5d,
            0xb78c840a0defe818, 0x139e51e622b07c5c, 0xc71f6e431c790d9f, 0x9f0efeab7a361aab,
        ],
        [
            0x8b7ae792b4a7b506, 0x22758bbae7860be0, 0x429cfb2ae7500ee9, 0x646ff7f65b3b5bd3,
            0xc979c1252b36f946, 0x492dfc4fc08e6995, 0x5a61e331804a8fe8, 0xbc112a9d064a18a5,
        ],
        [
            0xde0ba73a6b5efbe8, 0x08cee2d4e03e6cf3, 0xcb8d224992a154cf, 0x6b9ddf4044f444c7,
            0x4776c0c036875360, 0x34df8c0b24c6143e, 0x26dffa1ca97da98d, 0x7e1df4240f5ade7b,
        ],
        [
            0x50cb48ae0de05492, 0x719b14192ebd615d, 0xf6a6fe9b8663b341, 0xfa109a2f357fa563,
            0x7d58d32a469d4f82, 0xa592bd6908a88334, 0xfac7e4a9f55df4b8, 0x34fadfba5ced02b3,
        ],
        [
            0xa58ac4edb50e3d87, 0x3e73a4546f4692b9, 0x654b587e7e94e221, 0x3df608c707b565ed,
            0x1b59e2ff4b6cd159, 0x3a6510401f477fc2, 0x8027454f38dbb6c7, 0x978141ef48dcba1b,
        ],
        [
            0xeddeea19f87b338b, 0xfe44d4fc2e04eba7, 0x1b3a9b22d66d9101, 0xbe63ab41d2c743f0,
            0x9d212f2591b00a85, 0x7053cb7e45930daf, 0x8d3021bbb90b353b, 0x1f125f145e22f475,
        ],
        [
            0xe2c6785efe0af029, 0x82d3f94c5d2e5b2f, 0x4680dfa85fe3e7bf, 0x7e6c45f3034e6850,
            0x28a1b0817040cad7, 0x347c1bed5ef49697, 0xce989f763a46af9a, 0x17e8b348bf599a08,
        ],
        [
            0xa1acd263577dc5fd, 0x14d5114b422cfe9f, 0xa0b814d7b3b0d8b4, 0xf6c3c4baca8f6c00,
            0x858a8290db27bd78, 0xc14ca4fe545b50e4, 0x190314cfa21efd01, 0x43a093d5ede1dc8d,
        ],
        [
            0xe2216ca81f258d52, 0x41a5aa8a5a6d26f4, 0xd5ee4e9ad682cbfa, 0x760282ef9afc1dab,
            0x559841ff6c73becd, 0x473f80fe1a68e2f1, 0x4210708136800c6c, 0x9d0027b0dff8c613,
        ],
        [
            0x154b71c9c103b553, 0xbe60ea2783385a80, 0x9d0c1000b27e507e, 0x7cc0547aa617d39a,
            0x5799cba3cd45a526, 0x00185a0aac228b7d, 0xbdd728cb39fc94c4, 0x7b329ebd2328045a,
        ],
        [
            0x609b457a76d2fd5d, 0x83856e5a5b7a1b0b, 0xa386b2903f7abbef, 0x2fea6317a20f5f45,
            0x0b152e426edcfe15, 0xc9a52fa4c7f26e38, 0xa6583294b4d7eeda, 0x9abd2bce308618c8,
        ],
        [
            0x9cd2bc822d9c82f2, 0xe8c16874bce53819, 0xf16106e0b701dd8b, 0x2ed97d4e03e35c63,
            0x5a37aded5000df3e, 0x5c0b76463de85780, 0xdbc93f2e3a8615f8, 0x6ca80241fc9347c2,
        ],
        [
            0x2872aa1260361ccf, 0x2482141e0a3bea61, 0x5cfa3da9dc16ff21, 0x819c1125508fa0c5,
            0x1596f259873e96e2, 0x3b1c762b470b5982, 0x777fdf3645ebb111, 0xaf69efead8be56f8,
        ],
        [
            0x9890459558583600, 0x6beb2ffe723b5310, 0xe62280c7ebc5fd4a, 0x1516534b9efe26de,
            0x08428e0cc3a0131b, 0x2bab43c9e74e0c09, 0xb0e74299ecaa5c59, 0x60e343b6a7ce88ea,
        ],
        [
            0xb72e9e653375d1fa, 0xfd3d4de2426fa132, 0x70afb166c5755bc2, 0x10a2633d80880e64,
            0xc946c6431c6526a7, 0xdf0e86253a96832e, 0x741c144b0106b4fb, 0x0ba9b9c464751962,
        ],
        [
            0xf1d5e665c4310ebe, 0x46b7b18d19dbc9f0, 0x056ff203f9ef67c6, 0xd0b54bf5095d7bca,
            0xe6dd1009523c926e, 0xabce34be8174842c, 0x7f199d3750d48d44, 0xc6afaf66fee67911,
        ],
        [
            0xb4bc6d04a52287d4, 0xe6401f1b9b75f3b5, 0xe5970160e52083c6, 0x1629e78646517c6e,
            0x326040eadaee758a, 0x57f15f200a02110e, 0x68be197760dd7618, 0x57b8341efb7a5ae3,
        ],
        [
            0xac2ef45419e717a4, 0x68da2bdaacf01b81, 0x0563ed536daee154, 0x946851990bc1db4e,
            0xa75f0fd1b526dea3, 0x57999590f70acd9c, 0xb3b8d0e6b2667dc0, 0xca5c78420dc591a8,
        ],
        [
            0x434582014a7b8488, 0x0732700a0242f891, 0x8836d58fb28c44da, 0x1d679dbc35dae585,
            0x8c23e594118d255d, 0xc99f6c807a4bb2e6, 0xf8a8b5ee955c43c4, 0x39e532bbd9954a1a,
        ],
        [
            0xaf3b952db9766bc2, 0xd06d42c7951f2efa, 0xac7656f14081266d, 0xd8431b61439cba4e,
            0x5cccf974c71946ba, 0xb8704f85c1bc820e, 0x980a0133075e3cce, 0x1ba73b3ec9aa0597,
        ],
        [
            0xa3608562a2e12f08, 0x8bd2880465436e9b, 0xbaa70ed2111ea9c0, 0xeec72d73927a3faa,
            0x0f12d50c6ba28df5, 0xb60be7c9b820fbf9, 0x81c23cf09a1e81b5, 0xa912e5013c8e9eb8,
        ],
        [
            0x44342466113bd81e, 0x578042f6caebe721, 0xaeda82df286eb6e2, 0xfc1d6f42b05d00e6,
            0x41e3d4415d7ee1ea, 0x3976b531546dc8dc, 0x93d74bd97fd76ce6, 0x6d2cdf43ac02382a,
        ],
    ],
    // row 42: multiples of 2^252 G
    [
        [
            0x1ead3233444c0448, 0x96357686c10319e3, 0x4943fccb3b7893e7, 0xb12fadf52943dfa5,
            0x96575e76b369de57, 0x1d05e70332fc4df2, 0xe96f8f6677b2a6a7, 0x02e2459599b0f4ac,
        ],
        [
            0x58627e5e8b47e27b, 0x3bf2d82d8d98b368, 0xbe2df29f6cea3b79, 0x6054b2225e75b6a4,
            0x001829e764ae4b62, 0x1d789cf5afad1987, 0xb0760cd1f574e0f8, 0x6e7106f3b190d8ed,
        ],
        [
            0xf536c45464e9151f, 0x67ea3399c80d8418, 0x43255dda91d8fb3e, 0x48388e34f1c50568,
            0x1bee49edcd7a9434, 0x99b1411153de8310, 0x6a25339315482bcc, 0xb0ec63abf4e44e9e,
        ],
        [
            0x8d93ca698eb99805, 0xad086d4ce99a11e3, 0xb0c2bf930bf33a68, 0x01ee7fc202708cfe,
            0x09fd5f4e10eeccaf, 0x811836ea35be799b, 0x124be02ef3455711, 0x9655cef01b024882,
        ],
        [
            0xd7dfb4a58e5b833d, 0x593a0073ca0b2419, 0x5e65df81050109c9, 0xde8e6447ae1453da,
            0xf0fcc19aa14c5cc7, 0x987e03132901c6c9, 0xe332288cbd6de265, 0x05e1463c150913d8,
        ],
        [
            0x754205712bf6f44e, 0x4a403a59c9330e24, 0xced279a2fdd4b0e9, 0x016cf2eee40a0ee4,
            0x53225c3f611603a8, 0xafcf53e490868b9b, 0xb52e38390dce53bd, 0xb8e9cf624ea7d5a8,
        ],
        [
            0x3e2593eac1f7df48, 0xb267473eb871317b, 0x8e555b4e4e58f385, 0xb18b12d0a4ec7e9e,
            0x91b3d590e846b546, 0x3c83f7e483d1e559, 0x5cec426bc5acc33b, 0xff531922a359fb44,
        ],
        [
            0xb52dec8f375f2b54, 0x4efe3560e3e92350, 0x5066e911891524bc, 0x77b20a912e6b2313,
            0xcaa801fcd6cc67ff, 0xdf623da1e850e0f1, 0xf7b10bfcdd038a72, 0xa3dc291825cea3f7,
        ],
        [
            0xf253adc699c9fd24, 0x02cdd89845211e0d, 0xc7c1caa4c7286944, 0x5f51ad71c8dc9433,
            0x9c3bae886d2ffd3a, 0x8721f6244624a996, 0x0cd305fbcc2e4d03, 0x2bbbef11df7e714a,
        ],
        [
            0xea6a3d9c467b9766, 0x9f02f864cb7c7cd3, 0x9f79cfa01eb3a0f6, 0xc1e164748d9c4ecb,
            0x0ffd437efd6e8f30, 0x6254dcb278d2fb65, 0x46a9a2e228ca25c4, 0x104e006a2e19ba8b,
        ],
        [
            0xe3c4063fd7cec42e, 0x6f3dc933eee3bdb7, 0xfa5822ee4346d855, 0xfdf340d937301ebb,
            0x38f634b7cdb6908b, 0x456e6abf50de30c8, 0xd70c1fe738cad2c4, 0xa3e59a63968cc6e1,
        ],
        [
            0xe51cdf4fed6741cb, 0xd1d983ea87c3ea8f, 0x0cd84489c68f7b4b, 0x510869f66298a7cf,
            0x57252b046fc4ac9d, 0x30380a05e0a5c278, 0xba412433bba63ce9, 0xcee1ab93a5b40cc2,
        ],
        [
            0xfc189454e1dc4fe8, 0xf9e8a13a96072415, 0xec6452917b7dc983, 0xe3caebc8b9ea5d79,
            0x16b60b721307b403, 0x51300365a14f86a1, 0xd22035cb8b01f976, 0x97f093d27bf05928,
        ],
        [
            0x5c0c0e3df00d264c, 0x1455ea638f8ff5da, 0x00e419e6f78dcae1, 0x6e83c3a6b43fdcd3,
            0x8e70f5a400603714, 0x5bc0dbf6915fe849, 0xb257110a49af6412, 0xcd3da4cf0228e56c,
        ],
        [
            0x6414d65d3c119eff, 0x39902e0c0a9f9b84, 0x9af41a5ce58fa003, 0x03312db942a865b8,
            0xfe95a3a9f8b1b950, 0x0aec59db5f515585, 0x104eea317809e86f, 0x6e3eda646b3724df,
        ],
        [
            0x39912513c420924a, 0x00b60867487cab57, 0x5afb62de48adde64, 0x0b197a2e1e67a44b,
            0xb9e53b38d1045a5f, 0x0f5f54efb8bfb340, 0x566f385d67c641fc, 0xa4a03b30f39453e2,
        ],
        [
            0xd8577babef544299, 0xa6e8db4a347b3ecf, 0xf80239e6506691d6, 0x389012b732f88aaa,
            0x6bc4b28cefb6bced, 0x4ac9945d69e409fb, 0xba2cf1e170d1a656, 0xa407d1b9fcf26719,
        ],
        [
            0xe3b8053f97f71149, 0xfc20a78ed6ed959f, 0xe92fa0558843a1cb, 0x229768da5d96eecc,
            0x0cd3f3a5edb63cda, 0xd7895028f0b6331b, 0x3724f52e5fb6bca6, 0x2ca103ebc2e75fff,
        ],
        [
            0xb7c4542f048cdc93, 0xe63233498ef3379c, 0x927ca7898f9e524c, 0xd75389ae04fc8473,
            0x5daed3a53ef322f9, 0x9569073fc80f4a0e, 0x02d0ae94cd7116d3, 0xa8cd3dc174bfbd74,
        ],
        [
            0x44c5af26c14546cf, 0x32a4abe0f9491eaf, 0x79c71732abaa07cf, 0x93da638d5b5abdcc,
            0xe3aaf48fe84675a7, 0x289929152aaa29a1, 0x711935336df6dbd1, 0x1a190540e43005b8,
        ],
        [
            0xdc94017a3dff287c, 0x1107f9c591782696, 0x857156ab67720066, 0x1fede2f3b5dfa435,
            0xdf6590b036b44c96, 0xef3c749cbd479b2a, 0x3fc321744850baf6, 0x8417da569263768b,
        ],
        [
            0x00ca82fc5c0e802d, 0x141748c394e4a59b, 0x91959ccb1f85ed5d, 0x8f3c8b0d43f311ad,
            0x8df33973494e89da, 0x8a21526b8f557a3d, 0xf38255bb7e93e37a, 0xf9135ccb3c20c191,
        ],
        [
            0x6620b2d8c6bc714a, 0x570d1a447f414750, 0x1bd0b1bd088d98fd, 0x7769ce5f784cae11,
            0x6038ab36d1a727a7, 0x4c199db7c2646e08, 0x6bbe6402584be574, 0x7400c2894b4bab32,
        ],
        [
            0x7f2a3100284bf62a, 0x97339d330fb5a837, 0x9dbaa607f630e987, 0xd58e4d551c587f32,
            0x93e7847bda625a7b, 0xa36c5109b50b8d83, 0x56e612ab529b06f8, 0x54daf7726cd5a009,
        ],
        [
            0x6472eef116ad86cb, 0xa49d5749de062405, 0x6e28a5042130d923, 0xfe3872e3eeb6d2c4,
            0x974c1c1c0918b21b, 0xea1b3ffaf3cea857, 0x1bea4f209cc88f06, 0xaa87ace0838b2a39,
        ],
        [
            0x4b1baca7ff198098, 0xe3721fd10e5f4a55, 0x54c8032665307ce9, 0x880c9002f6ffa5d8,
            0x2f3ad8554642f1bd, 0xa362081320ae347e, 0x956110ee78fe3ba1, 0xe462dac7e84f763f,
        ],
        [
            0x72cd07cbce62bdb6, 0xfebd15f2f4f535d6, 0x766c5fc9313466f7, 0x6cac04afbb4edf4f,
            0x63aebb5b1c2d64f0, 0x4f28cee94cdd937a, 0xe95a5dc5077bdb85, 0x9b2f4e151ff481e2,
        ],
        [
            0xab051398b55ef9cc, 0x21e31fb2bd95451a, 0x3776eca471096c47, 0xdf18991f945711e2,
            0x20c7ca6f76410aa3, 0x0041716e4acd297d, 0x3a23e1d2a8b06e08, 0x35cdd6834e8d326f,
        ],
        [
            0xfdffc1a11daac561, 0x1381a400860d87a8, 0x8d50b1ec1147b6bd, 0xf350047916a03f82,
            0x881f22015b071830, 0x4072283c531b3661, 0x2b143ec62b75460b, 0x689a929a93e64501,
        ],
        [
            0x844f7919df8a75a5, 0x1620390cd73ce080, 0x8ed94acf9a7e8824, 0x716330941cc34102,
            0x13ad01384289befe, 0x01a4c117ebff2d39, 0x9ddefac0715761e1, 0x9f01591e708cc167,
        ],
        [
            0x0014f71fc4da506c, 0xa2ee6a0fd65f1eaa, 0x4766c1c36286eb8b, 0xe4938c51c411ea2b,
            0x0e33bc4a7703e50c, 0x617790320297de52, 0xa4033f75657c2dd0, 0xd2f67ea388067c63,
        ],
        [
            0x2378719781868ba1, 0x5c1fdf971d53f9e2, 0x504023d8a4afba59, 0x1de4d76cd10a793b,
            0xfc55fa88cdde321b, 0x988c00b97a4e620d, 0xbecb359b3ed71df4, 0x71821762743848a6,
        ],
    ],
];
