//! Odd multiples of P-224's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p224-odd > velocurve/src/curves/p224_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p224.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each as its
//! canonical value in four little-endian 64-bit words. wNAF width
//! 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4, 256> = OddMultiples([
    // 1 G
    [
        [
            0x343280d6115c1d21, 0x4a03c1d356c21122, 0x6bb4bf7f321390b9, 0x00000000b70e0cbd,
        ],
        [
            0x44d5819985007e34, 0xcd4375a05a074764, 0xb5f723fb4c22dfe6, 0x00000000bd376388,
        ],
    ],
    // 3 G
    [
        [
            0x79fe0d08fd896d04, 0x58b9d2cc75c21802, 0xa551d0d31eff8225, 0x00000000df1b1d66,
        ],
        [
            0x4e1af3591981a925, 0x30130ddf77d31734, 0xadd0be444c0aa568, 0x00000000a3f7f03c,
        ],
    ],
    // 5 G
    [
        [
            0xab51c57526f011aa, 0x5d94ee9021fedbb5, 0x5bce7807cdff2205, 0x0000000031c49ae7,
        ],
        [
            0x29ffe37e790a079b, 0xc2ede15414c6507d, 0x745635ec5ba0c9f1, 0x0000000027e8bff1,
        ],
    ],
    // 7 G
    [
        [
            0x66b94b24a03c3e28, 0x5194b123d487e2d4, 0x30e246a5cf7d99b8, 0x00000000db2f6be6,
        ],
        [
            0x8bb4e4808d02b963, 0xb163ef8c53b715d1, 0x5497f2f611ee2517, 0x000000000f3a3008,
        ],
    ],
    // 9 G
    [
        [
            0xa4a07e36ed15f78d, 0xb447f9383117e3da, 0xe720a77ef6cb3bfb, 0x000000002fdcccfe,
        ],
        [
            0x7b48171697517463, 0xa79fcedc0e196eb0, 0xf41bf4f7883035e6, 0x00000000371732e4,
        ],
    ],
    // 11 G
    [
        [
            0xd377e716448e507c, 0x82eb9050324f1d88, 0x4aca431f0f3c22dc, 0x00000000ef53b629,
        ],
        [
            0xb754fa6d6491a6da, 0x2efded8265c266df, 0x4092e96636cfb7e3, 0x0000000020b51000,
        ],
    ],
    // 13 G
    [
        [
            0xbd3366981fcfaeca, 0xfac9774247b40e9e, 0x430e43289793c383, 0x0000000034e8e17a,
        ],
        [
            0x63724fdfb0ecb767, 0x37d37d3336d7feb9, 0x1c7fb7fbcb159be3, 0x00000000252819f7,
        ],
    ],
    // 15 G
    [
        [
            0xf97f867e21916bf9, 0xd12ce529ff102c91, 0x5511a7d288aebeed, 0x00000000baa4d863,
        ],
        [
            0x35e7b61046127989, 0xf5566d595680a117, 0x59f80f4fb4ec2e34, 0x00000000979a5f47,
        ],
    ],
    // 17 G
    [
        [
            0x1942497c484403bc, 0xbfeff9200846ca8c, 0x6ceef288310e17b8, 0x00000000b8357c3a,
        ],
        [
            0xe5174db6cc554a26, 0x06bd92f6904639dc, 0x6606a6bd20ef7d1b, 0x00000000ff149efa,
        ],
    ],
    // 19 G
    [
        [
            0x22f2acdbc6cae83c, 0x85ed44cc33b455a0, 0xf30ce201c7c9ace7, 0x00000000a1e81c04,
        ],
        [
            0xd6cea356c04719cd, 0x492fe25b4a180bab, 0xdb09c70acc25391d, 0x00000000dcf1f6c3,
        ],
    ],
    // 21 G
    [
        [
            0x8a85a4e826165174, 0x1c9b8cefecb369a6, 0xe7eec18c534d4ceb, 0x00000000a3d482c3,
        ],
        [
            0x5c6263c701167bf9, 0xdbf7202272506f8e, 0x83efaa9e4cb63478, 0x0000000064ee0059,
        ],
    ],
    // 23 G
    [
        [
            0xf2d196f4bca2d074, 0x560782026da04bf2, 0xec26e646ceef802c, 0x000000002da9b6b6,
        ],
        [
            0x64ca4e951569c69b, 0xb84995166082cfd7, 0x6600dc16d375fbc4, 0x00000000a7290cc0,
        ],
    ],
    // 25 G
    [
        [
            0x7dca1ce3c1ad6ad0, 0xce16fb28965fb377, 0x4dba054b51dff5d5, 0x00000000f1a7ae36,
        ],
        [
            0xe04b2d75e8d246a4, 0xc78311fc0793680a, 0xeac6dbaba4c68cce, 0x000000004ea00597,
        ],
    ],
    // 27 G
    [
        [
            0xa51a4a8239f4865b, 0x50afc929e914c03d, 0x5f6636b610854bcc, 0x000000001989153b,
        ],
        [
            0x19192f126542796c, 0x9164837ad450a68c, 0xc79b58e0443cdb00, 0x00000000b9381e6d,
        ],
    ],
    // 29 G
    [
        [
            0xfb3246212e146e5c, 0x8c78859508a8c1e6, 0x5262e9b691f9bb84, 0x00000000f63f9d85,
        ],
        [
            0x2607d57effe3061d, 0xfbf1833165df2e67, 0x78404a34e667d74e, 0x0000000008a2a248,
        ],
    ],
    // 31 G
    [
        [
            0x0e855a4ff3546eab, 0xd69ff8300d55a42b, 0x836e92b7af968bcc, 0x000000000ecf1b60,
        ],
        [
            0xed9ee3709943e2e0, 0xf3971401dcd81c50, 0xf2e16a4f9c2dd076, 0x00000000b42895c4,
        ],
    ],
    // 33 G
    [
        [
            0xb063a8e6875d3b5c, 0x1d451409b23d680b, 0xc8b1028606603cce, 0x00000000224c4a62,
        ],
        [
            0xaf5e315d1b602ee8, 0x06ee8e2d89facdf6, 0xdca1014ff5fa8d62, 0x000000003568f963,
        ],
    ],
    // 35 G
    [
        [
            0x5cf38d2bf07471b0, 0xb87b356b84541f76, 0xa742573ca097e34b, 0x00000000da200dcd,
        ],
        [
            0x00b8956563833e63, 0xabb4f5e02cb770e2, 0x70ec03979575f494, 0x0000000010fa6e80,
        ],
    ],
    // 37 G
    [
        [
            0x7ed7421b17d0b8aa, 0x4df66f5f81e51dc0, 0x8ec461154d317a95, 0x000000009810b821,
        ],
        [
            0x700f31ec37fa5ef7, 0x5343533ea2253817, 0x93346744057bdc43, 0x000000001e99025a,
        ],
    ],
    // 39 G
    [
        [
            0x4cb15d5c9f4492ca, 0x84c5099a154a0795, 0x6f9b400618997c11, 0x000000009a89bcce,
        ],
        [
            0x10fbf1d32c93b034, 0x3c1a3ebd1c5992ed, 0xeeffce17e571af5f, 0x000000000b714595,
        ],
    ],
    // 41 G
    [
        [
            0xcbea0ee34502317c, 0x116453e4f8c21c0a, 0x90a968d497e0adbf, 0x00000000c772baaa,
        ],
        [
            0x096605f9350f759f, 0xfd9feb6f258b4653, 0xf8caa6f9126a853b, 0x0000000021df18ad,
        ],
    ],
    // 43 G
    [
        [
            0x1e2edac8a784ad75, 0x756defe1499b98df, 0x655ee5d9f00b398e, 0x000000002f9a6dce,
        ],
        [
            0xb0d901533d9b689f, 0x5baab56a6403df0e, 0x8d8e2356dc47fc5b, 0x00000000427ae03e,
        ],
    ],
    // 45 G
    [
        [
            0x1d6288b86cb8a17a, 0xb8afb448a21c0982, 0x052b2f04f1cebb4c, 0x00000000cc96733b,
        ],
        [
            0xdfb85b14f2424393, 0xab6bebba36ffab02, 0x3c7170803deffc9f, 0x00000000ea61793f,
        ],
    ],
    // 47 G
    [
        [
            0x6a5b88232a285c92, 0xa178b71b1ec6e7af, 0x046c7fd242e29ba1, 0x00000000eca965fd,
        ],
        [
            0xa78d241087793385, 0x0248a859e5a9b143, 0xa1342db06cf721fc, 0x00000000c1ad9594,
        ],
    ],
    // 49 G
    [
        [
            0x3d1fb1dc8b927cca, 0x30d86691386ba2a8, 0x62d2340c4a88e001, 0x00000000f18721e4,
        ],
        [
            0xfa49b22db6495718, 0x57656debfa272adf, 0x5ee72e3d3e60f7ea, 0x000000004ce0b266,
        ],
    ],
    // 51 G
    [
        [
            0x8d4e47f7e2ce7b0f, 0xc77c67dc14d91bd7, 0x825f6a00f83cd3bb, 0x000000005b4ce687,
        ],
        [
            0x67a6e7a80471222b, 0x6097f37e943caa18, 0xe2b417bf6213fc86, 0x0000000095794dba,
        ],
    ],
    // 53 G
    [
        [
            0x39a4d607eb424932, 0xdebdd036cd9f11f3, 0x5b75fb433d057198, 0x00000000df5d3ed8,
        ],
        [
            0x6824120dd146ed18, 0x87485d1564f3d6dd, 0x4d76489a7bc6c8a9, 0x0000000059e5e3f5,
        ],
    ],
    // 55 G
    [
        [
            0x948250749639b32a, 0x1fbe5ca00f3a1410, 0x7cc5ca03ec9507ff, 0x00000000a3168f50,
        ],
        [
            0xf2a437f8303bb563, 0x3df701a0f5253411, 0x6b635e6d442d596e, 0x00000000827c4ff8,
        ],
    ],
    // 57 G
    [
        [
            0xf5761d7eed89d916, 0xe214a828b4f9227c, 0x187fef3010c81e77, 0x00000000868ef00d,
        ],
        [
            0x949c4081708f26f0, 0x930bb28de01e9059, 0xa987936a6d05142b, 0x00000000251f110b,
        ],
    ],
    // 59 G
    [
        [
            0x91b1b916bd3c107e, 0x2123ac91042f888b, 0x63eed9cf12d44df8, 0x0000000079fb86be,
        ],
        [
            0x638ee37db7171cc3, 0xb3bffd8bc486be39, 0x2375cde667bf4ad1, 0x00000000b453aac8,
        ],
    ],
    // 61 G
    [
        [
            0x2db27913a80911b8, 0x4b390553185c0570, 0x84e06252585475f5, 0x000000002396b9ee,
        ],
        [
            0x994e468e227a122f, 0xae1beccff257d287, 0xee56bb75a5ee51d4, 0x00000000a44d0154,
        ],
    ],
    // 63 G
    [
        [
            0x0ef5f5671caba7ef, 0x822b7a9b6dcb6494, 0x5404a8900c8e3d4f, 0x000000002e74dd66,
        ],
        [
            0xa2363d60889da4ed, 0x048170fbcdd31715, 0x9a39d2b3d3d52857, 0x000000000a743bae,
        ],
    ],
    // 65 G
    [
        [
            0xf5e3f02f2a81180c, 0xce31c88ac3f6a3de, 0x3b1bd3a37488138d, 0x000000004ec5c126,
        ],
        [
            0x3db0f9e06d98272c, 0x77a2ca2ce7453b0c, 0x1229b7fc7ff3971e, 0x00000000c1956520,
        ],
    ],
    // 67 G
    [
        [
            0x735b643adee3c3fe, 0x89bd54dbc3300c1a, 0x9f52c0098fcff51e, 0x00000000789a4165,
        ],
        [
            0x3151019ae1fa22ba, 0x77bcf5b06ae8d357, 0x3879dcd9a6432aa4, 0x00000000e450aa8f,
        ],
    ],
    // 69 G
    [
        [
            0x05360673a19b80bc, 0x32c799cbeba5a21d, 0x48288461f27a505a, 0x000000008f7778fd,
        ],
        [
            0x70438a2160e814cd, 0x699b2ba94e96990d, 0x2d0328d183e6d15c, 0x0000000004cbed33,
        ],
    ],
    // 71 G
    [
        [
            0x1e1f56268360ae4c, 0x4cae6344653ff176, 0xb0aac261cb875f9e, 0x000000009dc4a204,
        ],
        [
            0x508333162bb1459e, 0xd3fb728e1fa3fc43, 0xbffd8a2a3158a7f2, 0x000000000b225ac8,
        ],
    ],
    // 73 G
    [
        [
            0xb479f7f89783814e, 0xb44b7f1e677a41e8, 0x44f815524cee641f, 0x0000000050314a9f,
        ],
        [
            0x24bb7a87250d06c4, 0x3608bbfffe030429, 0xc9bf1605a3c398b5, 0x000000000d632476,
        ],
    ],
    // 75 G
    [
        [
            0x4e8dc509e29fbde5, 0x953d03e3a02dfd8d, 0x4c26cb2ed219aa17, 0x0000000036321801,
        ],
        [
            0xf236e71d36b4b386, 0x73fe26b9a0ddf7fe, 0x4a69cb1f5dab7f07, 0x00000000b6033f50,
        ],
    ],
    // 77 G
    [
        [
            0x0dcab4cb007a3082, 0x4c5b36f5c29d5bf4, 0x5ff466ae5da2a367, 0x00000000c22285b6,
        ],
        [
            0xba2fd7802a575827, 0x057ae65b5cba4dc3, 0x9480006aa22dd360, 0x000000009701f3a1,
        ],
    ],
    // 79 G
    [
        [
            0xced463c0abb94174, 0x1f4dc3357615b6b7, 0xe16bf8b3588fedea, 0x00000000e5eac92d,
        ],
        [
            0x3f7e25b504189474, 0x4a07ae5d6f03c2d9, 0x8c00d0cd93ecf859, 0x0000000084e626e8,
        ],
    ],
    // 81 G
    [
        [
            0xfd6e11ae45d1eac1, 0x85b413fd807dbb30, 0x0d3731f228a44aa7, 0x00000000f9276738,
        ],
        [
            0x69fc9ca22e5083a6, 0x31291c43cc54f101, 0x153c3e5f1cef13fe, 0x0000000082fc1287,
        ],
    ],
    // 83 G
    [
        [
            0x616dff8800c41239, 0x05844951a9dd46f3, 0xc9cd815eb6935876, 0x00000000320ce60b,
        ],
        [
            0x12ccfa96db7bdc3d, 0x4d53fcb82e1bcc7a, 0xba44881d434d3cb7, 0x000000006ad02879,
        ],
    ],
    // 85 G
    [
        [
            0x9ede49aa77445218, 0x4c2a42e8454e25cd, 0x7cab59fdc0255b7e, 0x00000000c8a41810,
        ],
        [
            0xff560b91836b4dea, 0xf10f3eabc6869885, 0x141acfc936a2cadb, 0x000000005e245d5c,
        ],
    ],
    // 87 G
    [
        [
            0x8f3bb51c4f2496c5, 0xb79dea270441db62, 0xa518e23987076890, 0x000000007f2c8a51,
        ],
        [
            0x834e307e0d023333, 0x99f27447e6553abd, 0x38b949172aa72215, 0x00000000981ea4fc,
        ],
    ],
    // 89 G
    [
        [
            0xb01e492a080eb9ae, 0x97456c1d4be9799a, 0x4d8480212ffe27b1, 0x00000000983862b8,
        ],
        [
            0xb9b849fd63b27e7f, 0xe41eb5a149eeae04, 0x53aed6bff9106e0b, 0x00000000948e8049,
        ],
    ],
    // 91 G
    [
        [
            0x11c215c81267b6a2, 0xd1f4186eac174994, 0x391346be884ae5cb, 0x0000000071b48d58,
        ],
        [
            0xef236187c120cfe8, 0x08eae10d7459b665, 0xf65ea0ee49d0b59b, 0x00000000aa973252,
        ],
    ],
    // 93 G
    [
        [
            0x4f502adf55601cf9, 0x9b87673339185f02, 0x49762cceab8f6c4f, 0x000000008d7946c9,
        ],
        [
            0xa1bee408390ae30c, 0x4e9b284d44f3d67a, 0x406ab24378b96d35, 0x00000000278cbfeb,
        ],
    ],
    // 95 G
    [
        [
            0xb61716f9c04c1493, 0x792bd61711cf8af0, 0x6803ffcfb0bf4a70, 0x000000001de54c53,
        ],
        [
            0x65e5b1dfa24204f0, 0xac3017431a9a17e9, 0xb3731040f5587833, 0x00000000c8583991,
        ],
    ],
    // 97 G
    [
        [
            0xc0dbcaf7c9d01f13, 0x98dff6664248c6a2, 0xc02f30f00c3c652d, 0x0000000077edc081,
        ],
        [
            0xd7ba5c91083d5e9a, 0xdbeee1127f5e870d, 0xe5f9c5e5468c1d16, 0x00000000e7c9c56d,
        ],
    ],
    // 99 G
    [
        [
            0x5ed0dc131ed9a33e, 0xf398a3919ea047a6, 0xa3bd25a89d3af500, 0x00000000adbf41f8,
        ],
        [
            0xfe734d128ef87814, 0x4250befbd935c247, 0x5099484495694dae, 0x0000000036c7daf5,
        ],
    ],
    // 101 G
    [
        [
            0x065752ac75cb20b0, 0x72afb2e75c298722, 0x0fdf09b62a68d64c, 0x0000000035c1e387,
        ],
        [
            0x1724bb94288526c3, 0x6752a756d0fdc910, 0xdf23730832a56f58, 0x0000000047544c64,
        ],
    ],
    // 103 G
    [
        [
            0xcb5417540801b601, 0x0d79015975a69cc4, 0xd50a1fb8ed9ccfe9, 0x000000006ac2f774,
        ],
        [
            0x3bdd90ee5f1755f4, 0x601b49f00e7f7b60, 0xa53ce0942a43897c, 0x0000000073cb36d3,
        ],
    ],
    // 105 G
    [
        [
            0x1b4703e293e1d8b5, 0x1410d0e67ffe1b01, 0xc2aeeaf62fc56c4a, 0x000000005f55ac5c,
        ],
        [
            0x45095badd73d555d, 0x541bb03a327862be, 0xb7a5199623533c00, 0x000000001f1d02fa,
        ],
    ],
    // 107 G
    [
        [
            0xdcad25ff553c7c95, 0x99238600be107fcb, 0x064808af623b3e7c, 0x00000000a7220948,
        ],
        [
            0xefdecb069154aab9, 0x17822bc011f4b64d, 0x952820acd5531656, 0x00000000c3fe0b0e,
        ],
    ],
    // 109 G
    [
        [
            0x7063eccaa2f9d591, 0x754f9b579581c7ce, 0x7c81b2f08e6dde3b, 0x00000000c0ba7b96,
        ],
        [
            0x97f86eda613d2c6e, 0x0b8e24231cc035bf, 0x245a41372c32ca19, 0x0000000094b2e299,
        ],
    ],
    // 111 G
    [
        [
            0x65d7e7f4559fba71, 0xe2a22c40154fff15, 0x3a9f108be2c67ed2, 0x000000006703ec38,
        ],
        [
            0x52ee00fcaa0b417c, 0x43ed77e811087eb0, 0xbddfc6d8fe9c5115, 0x00000000f89b9c3c,
        ],
    ],
    // 113 G
    [
        [
            0xb84d34a47fd778a7, 0xf43ef015e28c7c6b, 0xb9f7959340555a3e, 0x000000002f4ee08c,
        ],
        [
            0x6a7f060531f1234d, 0x9eead205b24afd31, 0xf2834ba62c1bfc98, 0x00000000b535ba21,
        ],
    ],
    // 115 G
    [
        [
            0x5c109b57a23d9fab, 0x41b064afacbc8baa, 0x3042a50d756f50e1, 0x000000008fefde85,
        ],
        [
            0xe20daeadea119c44, 0xbaee21ad930cd8b1, 0xce1a6dcee222c40f, 0x00000000551d1f2f,
        ],
    ],
    // 117 G
    [
        [
            0x3849e2e89e373235, 0x9c1e18a8b3683f05, 0x5037bb1166ffb6fe, 0x00000000ca1ee4ae,
        ],
        [
            0xc76b487192d57920, 0x5eec0f422d9a0ba2, 0xbdfd614fb5920cfa, 0x00000000ad660bc0,
        ],
    ],
    // 119 G
    [
        [
            0x79f1e728177daccb, 0x5c745f6322a481e7, 0xe6269c17f6d9bf3f, 0x00000000cb13f508,
        ],
        [
            0xfa03190ad73bd4ec, 0x87666c96ee5e7827, 0xff4099940e900d7d, 0x00000000b53dfe48,
        ],
    ],
    // 121 G
    [
        [
            0x0899dec8cb057e52, 0xc4cf26e570c09885, 0xeb93617e74f31017, 0x000000001542eb6d,
        ],
        [
            0xd2e23957ee2dac1f, 0xbe5bdb6e8712fe67, 0xa3cadcaaab22b90e, 0x0000000058f0ca57,
        ],
    ],
    // 123 G
    [
        [
            0xe90fc3b80c198b56, 0x566b3012c263751f, 0x4d90a07c150d4135, 0x00000000de9119cc,
        ],
        [
            0x1efc2449b2d6d877, 0x66f4278a632d8bc1, 0x89c93b5ffe0cbcd3, 0x00000000a89acae8,
        ],
    ],
    // 125 G
    [
        [
            0x2828c820b864e2b1, 0x178d69624229a193, 0x08f97b1ecbb1c77d, 0x0000000019a6d7cd,
        ],
        [
            0x4f5de0a92014954e, 0x86ae69a7649109ab, 0x911433b140cdcdd4, 0x00000000ecb1b8fb,
        ],
    ],
    // 127 G
    [
        [
            0x56ada0aa722a7704, 0x35ed3a663e023b21, 0xef4f8d0d614f9472, 0x0000000036ad582b,
        ],
        [
            0xc42afd035865b602, 0x9ea2943dcad3d033, 0x457b3641b5d282db, 0x00000000f87c0da1,
        ],
    ],
    // 129 G
    [
        [
            0x75c7b9c369345883, 0x3191b9360f603fc9, 0x22b56706e0ec346c, 0x000000009af1ba28,
        ],
        [
            0x4f50ef1c9d16accc, 0x4d8f9e3855eef929, 0x4a912936ef28f3d6, 0x000000001919d0d3,
        ],
    ],
    // 131 G
    [
        [
            0xd9119e67e5dc8c6c, 0x907bdb1313f6f5be, 0xb91eab0807bf5ec9, 0x00000000c751ae9a,
        ],
        [
            0x1a607a48bbdfbc65, 0x6bf05e4e9a337bfd, 0x9676d51e86cf2f32, 0x000000003fb33b6d,
        ],
    ],
    // 133 G
    [
        [
            0xa0b61b2b2b4d8144, 0xecea2904354f2d25, 0x094d84065b49b4d1, 0x00000000e9c0dafc,
        ],
        [
            0x3317453681483f7c, 0x030bd970cf2c8316, 0xb247515abbded556, 0x0000000072773ee7,
        ],
    ],
    // 135 G
    [
        [
            0x44bc558e1d4300b9, 0xb4a2c777992bf232, 0x143ba0f17ff1fd12, 0x00000000c427826f,
        ],
        [
            0x8bb41a98b3f71071, 0xae8442f610ddc535, 0xaf25926b144045a7, 0x000000009f1bee96,
        ],
    ],
    // 137 G
    [
        [
            0x026b34ffc0fbce88, 0x85b38701b956244b, 0x857d32d5d191fcfc, 0x0000000086b3b0e2,
        ],
        [
            0x2ecc3b3782a4efcb, 0x102699a6ee72f39d, 0x14552fd6e4d69670, 0x0000000084e228a9,
        ],
    ],
    // 139 G
    [
        [
            0x6bb180e7c5734521, 0x0c1909cb3694aca0, 0xc799be162302bc02, 0x00000000527d84dc,
        ],
        [
            0x334d32f800733d97, 0x955ae172c0819f97, 0xb4b34b3a1d0f39b7, 0x000000002bb74320,
        ],
    ],
    // 141 G
    [
        [
            0x01924992c06bf99c, 0x62e3a328c9d37d35, 0x7c38fc54ee7f3999, 0x000000003b5bd982,
        ],
        [
            0xb7d56ea686c36974, 0xb99f37e37c2576dc, 0x45ffd7274ea9a790, 0x0000000025809754,
        ],
    ],
    // 143 G
    [
        [
            0x54d38d9a71e3fb1d, 0x902e24c71d554df3, 0xf9dda8b1360d6770, 0x000000000aee2d2f,
        ],
        [
            0xe842558625fae5b4, 0xb03ac17758af0101, 0xb65f81ce93c2db2a, 0x00000000ed4b240b,
        ],
    ],
    // 145 G
    [
        [
            0xb0647e36e507088d, 0x0371856b3f0c2498, 0x61b3f5255e419b4f, 0x00000000ef526918,
        ],
        [
            0xf2bd4b949e3224ca, 0xc586eb6f149040dd, 0xf75c2d43b4acfefa, 0x000000003f59b1f0,
        ],
    ],
    // 147 G
    [
        [
            0xebefcdd3c028f686, 0x9bfd987eb52f24f1, 0xb7a2e7daa0408c62, 0x00000000f6eba2ec,
        ],
        [
            0x7e5106f684804698, 0x055c5dfb26b1b5f7, 0x3c0a329910b78c6c, 0x000000000d2f1ded,
        ],
    ],
    // 149 G
    [
        [
            0xd28d8936164d9fa0, 0xeb94be2389dbd348, 0xb88f2e01984cb425, 0x000000003b09e0d5,
        ],
        [
            0x899c719958d4f8ef, 0xde661482fe34078e, 0x9adc7f189c85baf1, 0x00000000ed890148,
        ],
    ],
    // 151 G
    [
        [
            0x6524208a7ed7eadd, 0xe4d5b1cb30c90dac, 0x44f37f619cc88feb, 0x00000000c17f4837,
        ],
        [
            0xf0bb22eddebe857c, 0xff36eac24ff75b38, 0xf1c8eb03096b4247, 0x000000005ef1f2e6,
        ],
    ],
    // 153 G
    [
        [
            0x40cebacfb3f764da, 0xb1e15773d8678b05, 0xda7ae51e529a8725, 0x000000007c7c9f13,
        ],
        [
            0x707a2af3754457e1, 0x5ad241e3675674fb, 0xa2f447440d54f7e5, 0x000000001e1579ad,
        ],
    ],
    // 155 G
    [
        [
            0xda1fd0f69d4a6650, 0xb50916d90153d581, 0xa3bc013b172b29a7, 0x00000000c4b39c3f,
        ],
        [
            0x2bf93ea91dbab194, 0x7f3fb62fc999a85c, 0x76c301afdef78a93, 0x00000000f7b12985,
        ],
    ],
    // 157 G
    [
        [
            0xf4133005e764f5aa, 0x88d0cb8875b6af6a, 0x63c3b43f5e3573a9, 0x00000000acf8bfc5,
        ],
        [
            0x82a66a28f322ea53, 0x5d2c59488faf7eea, 0x33fefa37f7136a4b, 0x00000000ea62d57a,
        ],
    ],
    // 159 G
    [
        [
            0x15d4a1f78660085f, 0xdc85466108ea104f, 0x8fb2a891e2acb09b, 0x0000000059189e0e,
        ],
        [
            0xcda555490ccbbbab, 0x03b818fb0b2ac881, 0x5e45369974554a91, 0x00000000bcbe84f7,
        ],
    ],
    // 161 G
    [
        [
            0x15b91cfa43d9edbc, 0x8e21afecc6b49b50, 0xe9393fe49eadf75e, 0x0000000035efebc3,
        ],
        [
            0xa587b1a82a80c771, 0xa0d6908ae45fa0c8, 0x235f5145a2c3993c, 0x00000000c16897d6,
        ],
    ],
    // 163 G
    [
        [
            0x5717c505aa06931e, 0x15ba5c6a7090f8a4, 0x5d65af1f23281b89, 0x00000000bbf86a46,
        ],
        [
            0x74da8adba2c45fa5, 0xaf11f8acac7d4aef, 0xf72e368eed7b494d, 0x00000000f57a87cb,
        ],
    ],
    // 165 G
    [
        [
            0x3f85e0538e18a739, 0x16c2f63c6a9af11a, 0x88cb6d799ad32f75, 0x00000000a4f758c2,
        ],
        [
            0xa64e88978ae2158e, 0xa386ed14866563ff, 0x6db4fd0072b33973, 0x00000000d888c30f,
        ],
    ],
    // 167 G
    [
        [
            0xdb975828c7bb6bcf, 0x1cddf190becf5947, 0x52311d492385fa95, 0x0000000075e2962d,
        ],
        [
            0xbe6bd8db0ae7db01, 0x816edafac93a9be1, 0x76d638298710abc5, 0x00000000956fd883,
        ],
    ],
    // 169 G
    [
        [
            0x71043f6cf58216fc, 0xcdb67051ee6e1a94, 0xec1192b00724488e, 0x00000000b021b064,
        ],
        [
            0x0c7825abff391357, 0x53b8659aed74728d, 0x0048556f7b4027e0, 0x00000000c4313171,
        ],
    ],
    // 171 G
    [
        [
            0x61c405c6a4bae4b9, 0x35ed026a143c21b0, 0xfdd8b55aaa53e50e, 0x0000000018bf8470,
        ],
        [
            0x86ea332ca8af35bd, 0x2a729fb0aeb11bd4, 0x9905a6e7e6cd6d65, 0x000000001ce38712,
        ],
    ],
    // 173 G
    [
        [
            0xec54e931b9bcb1f7, 0xeee541981f41b252, 0xa7c0e6490e8b01f5, 0x000000004b51d1ff,
        ],
        [
            0xe9ced5c7c24db36e, 0x36b462785cd9dd45, 0x730fc13ad1cd1c55, 0x00000000f28e6b14,
        ],
    ],
    // 175 G
    [
        [
            0x55d8af699d2d255f, 0xccf3df226c9f8f3d, 0x225f5c85a5d93379, 0x00000000525669ef,
        ],
        [
            0x49eaeb0c07ac34f1, 0x37b57edefcf72572, 0x530424186f03dd98, 0x0000000094136486,
        ],
    ],
    // 177 G
    [
        [
            0x69e741ccb9db8fae, 0x2901a7383f84a1e9, 0x94b283d7a371d30a, 0x0000000023ccfc57,
        ],
        [
            0xe4ecae8a0a9e26fc, 0xde6cd09b50fcdb86, 0x2497ea83648740e4, 0x000000005676ac67,
        ],
    ],
    // 179 G
    [
        [
            0x9271f32017ac177e, 0x509c54077b377c1a, 0xeba814d3a8a50c15, 0x000000004f7439ce,
        ],
        [
            0x213ae1998a984e59, 0x358f02d3d696dd00, 0x89fc6ef5bb99a97d, 0x0000000075097712,
        ],
    ],
    // 181 G
    [
        [
            0x9cf0041a7641f068, 0xa42748ba25566df6, 0xb1518e6369c52137, 0x00000000c3760bba,
        ],
        [
            0xc96d5a260683057d, 0xba1571a5b4c61c98, 0x3dc24f88bbbf2d23, 0x000000007fdc2966,
        ],
    ],
    // 183 G
    [
        [
            0xeecab2f4b0942f04, 0x76a91070e9920282, 0x9c7c1de4bdfe64d7, 0x00000000fc2fb52d,
        ],
        [
            0x4dd47542345fee12, 0x8bf54389aa1fe044, 0x6fa253398a4553b1, 0x00000000178a019e,
        ],
    ],
    // 185 G
    [
        [
            0xe15d0ba8bcc53022, 0xde264d8d9f7eb510, 0xb4a150441ebe9a89, 0x000000003bb7dd36,
        ],
        [
            0x05ec74801f116812, 0x5046a74223646c55, 0x883ef1a8423dcd13, 0x000000001e0ea2db,
        ],
    ],
    // 187 G
    [
        [
            0xca9ce66f58da901d, 0x45cfe9724eb74393, 0x06caa9d78b094aa9, 0x000000005fb1f178,
        ],
        [
            0xeb153f32535df0d6, 0x5ca1fcbc98749b15, 0x038c85136a5bc06c, 0x0000000045337d82,
        ],
    ],
    // 189 G
    [
        [
            0x9b39a41938732b29, 0x8c98d56d36a4edea, 0x68b8d0676be34a6a, 0x00000000fc4d4906,
        ],
        [
            0x478af9abee165932, 0x0cd92813a9679963, 0x96e3391c9a42c60e, 0x00000000c602d6fa,
        ],
    ],
    // 191 G
    [
        [
            0x6e0781a0ede43a89, 0x1c27f68edd804a41, 0x25211cfee1319482, 0x00000000946bfba9,
        ],
        [
            0x1862918ecd3b13d2, 0xe18dfdee62e81141, 0xfa9cb55acc75cdea, 0x00000000e7f1168c,
        ],
    ],
    // 193 G
    [
        [
            0x2dce358937de60aa, 0xf31c2272df61a0ed, 0xb1ffb9924988c3cd, 0x000000003886382c,
        ],
        [
            0xe12ed2c511e7bdb3, 0x47a0aeb3a073e98d, 0x27c7c8aaf78b7d2f, 0x00000000d5c067d5,
        ],
    ],
    // 195 G
    [
        [
            0x038cebe996fbaa33, 0x0b897fb294db9242, 0x6e22d438653a869a, 0x0000000095215c77,
        ],
        [
            0x79fde3394a97a212, 0x301f3257112b683a, 0x0c473cf7461cee2f, 0x000000000df54e8b,
        ],
    ],
    // 197 G
    [
        [
            0xd593101ca9636ca7, 0x01a5928340b5176e, 0xfc132266287038fa, 0x00000000a81b8298,
        ],
        [
            0x5ead9424bc6fa952, 0x06aee918ba70dd90, 0x05987b2fd0a91798, 0x00000000defba734,
        ],
    ],
    // 199 G
    [
        [
            0x975ed97bc56f91cb, 0x879bd22cede6a83c, 0xde8ca38dad3b1cf3, 0x000000003e4e54a0,
        ],
        [
            0x5f0a3d35daa9d347, 0x4ad805464d25dc17, 0xbd0464e9ceaa54b9, 0x0000000032eb3ca2,
        ],
    ],
    // 201 G
    [
        [
            0x8e335e9b0ed06c72, 0x200ef6543411a5fd, 0xff2ec16e3b94c588, 0x00000000f9f6758d,
        ],
        [
            0x1a66ae0f8724658a, 0xee8542a1a6d7ea50, 0xff01fe91beed6fd4, 0x000000004da11a25,
        ],
    ],
    // 203 G
    [
        [
            0x768758024dddafa5, 0x47f381460e323549, 0x5298861588dd73ea, 0x00000000eb01c637,
        ],
        [
            0x25bf4110410c655f, 0xf7eace7b10c72973, 0xb1b5c94863310036, 0x000000004833ab9c,
        ],
    ],
    // 205 G
    [
        [
            0x2636efbe8f04bf49, 0x69cd31529d9d9c90, 0x60c3b53bfdc4ad90, 0x00000000d6848365,
        ],
        [
            0x74e8f6a0e995e4f0, 0x206da72caef9c90f, 0x4c8a0fda0438a89b, 0x00000000f9e8a8b7,
        ],
    ],
    // 207 G
    [
        [
            0xf779222ef77fd187, 0xee4284e013af400a, 0x3e32ce81c3f5c212, 0x000000004c25c270,
        ],
        [
            0x4fc162f6aa1c3468, 0x9d518f342bdfacf3, 0xec5639225c4a4c36, 0x00000000f777cd23,
        ],
    ],
    // 209 G
    [
        [
            0x087fb10491e22284, 0xb40f06bdb95650c3, 0x659a4d07b5fadaae, 0x000000009665ad58,
        ],
        [
            0x1e27b6a57c60ac23, 0x8a7964e0fbaba927, 0xd7ab6c7721d7b730, 0x000000009232fd16,
        ],
    ],
    // 211 G
    [
        [
            0x22d4b51282eb687e, 0xa079cd05eae812b9, 0x25589b7c63360301, 0x000000004fb1e593,
        ],
        [
            0x717af783754b8f35, 0x107ff9406206c110, 0x210dad9cb7804544, 0x0000000080b97782,
        ],
    ],
    // 213 G
    [
        [
            0x36d1da48687e5dc2, 0xa023d3f72ea20395, 0xd9f7362033de1db0, 0x0000000046f33d9c,
        ],
        [
            0x1a907523f6d11293, 0x25ce975dc6d9403e, 0xf85263438c7054d5, 0x0000000018231360,
        ],
    ],
    // 215 G
    [
        [
            0x4dceffd10f2c243d, 0x845ff7c6558e23c4, 0x237024e589c47b92, 0x00000000bc51561e,
        ],
        [
            0xcecaf760a4b44189, 0xb48b00faf2a8089f, 0x06bd8ce7caddf660, 0x0000000078c255ce,
        ],
    ],
    // 217 G
    [
        [
            0xe034fafaf8e016bd, 0xc7374c367503c5f9, 0x1467adafdc47d0a0, 0x000000002857a4e1,
        ],
        [
            0x5aa796795bbfb56a, 0xa13deab84dececc4, 0x542ce90a0f0d7e67, 0x000000009f686b3b,
        ],
    ],
    // 219 G
    [
        [
            0x1fbb3e9e1c818532, 0x64c02152eacc5382, 0x0f20734bf34666b7, 0x00000000e7483a6e,
        ],
        [
            0x95fa4aefeecac3b7, 0x6bb7ebf40a352db1, 0x31574701960396a8, 0x0000000061c237d6,
        ],
    ],
    // 221 G
    [
        [
            0xdd03ea5dacc77157, 0xb7335d4f769c8a09, 0x1ab7b05eb8440e7a, 0x00000000d9b9284e,
        ],
        [
            0x6b113396984f2087, 0xe48e207d0b8acb71, 0x47346bc15378c644, 0x00000000888423e5,
        ],
    ],
    // 223 G
    [
        [
            0x891d4d01e570b83d, 0xc4c85ce426794652, 0x894b593fefe7b8af, 0x00000000d3905cac,
        ],
        [
            0x6cce22f8802f366d, 0x79ac8717c29b9a4e, 0x718df2efed2536cc, 0x000000003c20d504,
        ],
    ],
    // 225 G
    [
        [
            0x0d7a99e86d2709fa, 0x061ecc96c3b7ec4f, 0x3d07189532f01f26, 0x00000000cb976f06,
        ],
        [
            0x57c23560ede8bb20, 0x0b8135915f82c5d0, 0xdc27123f3c272fcf, 0x00000000eca39c9d,
        ],
    ],
    // 227 G
    [
        [
            0xb3cd217266ee2efa, 0x2053eeeb60ba108d, 0xe4958ae39c2f616c, 0x000000003b232d29,
        ],
        [
            0xf750f55613af6e00, 0x19662b6b9e3045de, 0x7c199c131aa5508b, 0x00000000594d84a1,
        ],
    ],
    // 229 G
    [
        [
            0x46cacc0b0c1df444, 0xd9736a2d361ac857, 0x6e3a08fe7a8c5702, 0x000000007650aa34,
        ],
        [
            0xb9a0a202026843f7, 0x7878e4e43d46aa2a, 0x47b3833186b581e9, 0x00000000efd2dd47,
        ],
    ],
    // 231 G
    [
        [
            0xf068e4d9d880b9ec, 0x3969252e19cdfc7a, 0x9d8b039fca457080, 0x0000000099bc010e,
        ],
        [
            0xa2faa9591caf27b3, 0x3b0d66b0885b357b, 0x80fa1469ca12a630, 0x000000006e1fd9fa,
        ],
    ],
    // 233 G
    [
        [
            0x0fb97b9e31a047f9, 0xcce818e313377b8d, 0x2b10cb0494c597f5, 0x00000000bf86dc39,
        ],
        [
            0x8809bbc0fa3ef4fe, 0xdfa38a760944cbab, 0x55b113bf317be96e, 0x00000000be746c9d,
        ],
    ],
    // 235 G
    [
        [
            0xf836df868462888f, 0x002db26de1ec82ca, 0x905d206f4ecf60bf, 0x0000000043d50295,
        ],
        [
            0x341d281515d0dbc3, 0x8fc841ebfcb49c66, 0xc0ad733e09964dc0, 0x00000000e35c01ed,
        ],
    ],
    // 237 G
    [
        [
            0x9f1287c1ddf864ef, 0x0250b3f3c122e30c, 0xf75b04d72b052ccd, 0x000000006e9c8f74,
        ],
        [
            0xa1acff761541852e, 0xc136462fb30eae4f, 0xc4dc0bbe20e0ee51, 0x000000000760660c,
        ],
    ],
    // 239 G
    [
        [
            0xed4bf608730b8aa6, 0x46f5a82a2c3c1b12, 0xec31c57d08a66db3, 0x00000000c6108a52,
        ],
        [
            0x7ee49547d5a6658c, 0x1c97086e58ea79a9, 0xecd41a16708b93ab, 0x000000009c86d649,
        ],
    ],
    // 241 G
    [
        [
            0xbd5c0ffeeeec2d77, 0x3fee87d2b0cc844b, 0x009dfd792689df05, 0x00000000db297e87,
        ],
        [
            0x30ae2b0996db255b, 0x0f6549f992e24ef0, 0x6705347d10ee421d, 0x00000000a27b329d,
        ],
    ],
    // 243 G
    [
        [
            0xe977349c4fc68c74, 0xc88512e777efdc48, 0x3a9e0297a75e32df, 0x000000009799481f,
        ],
        [
            0xd6571e71b7d8359e, 0x8af9a1f27667abe8, 0x474c0c8d13af4f7b, 0x00000000b6e8e987,
        ],
    ],
    // 245 G
    [
        [
            0x0bfc7f04d39ef58f, 0x9b8430e5732ef580, 0xd5c4081ca0549c64, 0x0000000069e25642,
        ],
        [
            0x8c1f5cd5ae97751f, 0x109cbc3eea06c6a9, 0x9b6705e2339334d2, 0x000000004964a1c1,
        ],
    ],
    // 247 G
    [
        [
            0xd4f27ab0b4d87205, 0x2ed41ab1979b0534, 0xaddddb95043b4dc1, 0x0000000096bbcb63,
        ],
        [
            0x2365c5a627c79db4, 0x13d1a1efb9d28210, 0x51e8d8072dc7f84d, 0x0000000002c943e2,
        ],
    ],
    // 249 G
    [
        [
            0x2d55f0ad5668382b, 0x5da369eeda41c11c, 0xdd9dbdc18ee7d0be, 0x000000001f084382,
        ],
        [
            0xd26df33da66867bc, 0x5bc8e3f9777005b8, 0x086c97d014fba2de, 0x00000000623fab80,
        ],
    ],
    // 251 G
    [
        [
            0x0dad0d76479b5945, 0x0c2c3e37b0fb0500, 0x011217222e618b18, 0x00000000791c5a83,
        ],
        [
            0x508b65568c8620f8, 0xdc5b03b19b4f517b, 0x8b735b05da8b5c01, 0x000000000f220307,
        ],
    ],
    // 253 G
    [
        [
            0x22898f8e4366f1b8, 0x49fe1ade473ca24b, 0x92b49d543610e637, 0x000000001737ee67,
        ],
        [
            0x730c3770fbdae01f, 0xaf842065a56b9c58, 0x3370118fb84b0cbb, 0x00000000c7ee51f2,
        ],
    ],
    // 255 G
    [
        [
            0x32e6a26d740b334f, 0x2e5ead6eeb1601b0, 0xe94f040bbcd0d270, 0x0000000071af322e,
        ],
        [
            0x51ab7ff3753b8c5f, 0x9278a8d946e682d6, 0x8f7adaa431e55e5c, 0x000000009c516205,
        ],
    ],
    // 257 G
    [
        [
            0x17c96534ed78c9ae, 0x82f88d87b52b8006, 0x8e2a6ddd65f95641, 0x00000000a0bb0a4b,
        ],
        [
            0x73b25954cae57bfe, 0xaecf28ad306f4d41, 0x48963c2b99a01308, 0x00000000b1c21041,
        ],
    ],
    // 259 G
    [
        [
            0xa1fc5106b48a43ed, 0xeae898117af25c0f, 0xdc6c2cede67b4773, 0x00000000a3f9dafb,
        ],
        [
            0x5a100962b169c62f, 0x44a4ca20901afc1d, 0xa5c3c2cef2558c05, 0x00000000d051bf23,
        ],
    ],
    // 261 G
    [
        [
            0xcd251e5d2b21970d, 0x750db9b2ec24d5aa, 0x3c1ecd0a1782d584, 0x00000000391a948e,
        ],
        [
            0x2c40f9e3b2290d98, 0x3cbd0e63955f29e9, 0xf272f6622427f328, 0x0000000086baeae2,
        ],
    ],
    // 263 G
    [
        [
            0x26552f698b72f625, 0xea1c67ed22a11440, 0x8e3b31f152a53d5c, 0x00000000ee19d6d6,
        ],
        [
            0x55f5d9bff79c039c, 0x292cb226fbba0bfb, 0x253f8a0521f73458, 0x00000000161bc872,
        ],
    ],
    // 265 G
    [
        [
            0xb5cddc989a10308c, 0x13f03adaa7e405cc, 0x7951c39d65fc601b, 0x000000005b7ce765,
        ],
        [
            0x5621930039f4e37d, 0x9a98632b6a83c488, 0x6d95f16cef0cf928, 0x0000000010be5476,
        ],
    ],
    // 267 G
    [
        [
            0x9b6b457a45a8f4ee, 0x82b875d51b8ebb68, 0xdfd625f303060a30, 0x00000000427722f6,
        ],
        [
            0xb1757ebc63996746, 0xa6d61868ef0878e3, 0xede000ebce642f71, 0x00000000dc875666,
        ],
    ],
    // 269 G
    [
        [
            0x346d3a5509971bee, 0x1f4d338510d08526, 0xd5c4b6dcb91fd988, 0x000000001d26c7bd,
        ],
        [
            0x12d3337e2bceaba9, 0xb85a9d85a68cac87, 0xbaa1373aab31a2fc, 0x00000000ed531f45,
        ],
    ],
    // 271 G
    [
        [
            0x73ecb8341438a3c7, 0x71bdd0709e93775c, 0x3364897817813c00, 0x0000000036bad971,
        ],
        [
            0x6d40f664aab182f6, 0x4d809a203397ac3e, 0xe4720afd2b30a4f7, 0x00000000ab3ec1d1,
        ],
    ],
    // 273 G
    [
        [
            0xa7f0d644a0e8c58b, 0x79d85b6a6b94a5f4, 0xc6c7e7b438c5d667, 0x00000000decfaa84,
        ],
        [
            0x88ceae37cfb9dfa5, 0x73b392584a3956a1, 0x4bb540068ec1eb77, 0x0000000037741008,
        ],
    ],
    // 275 G
    [
        [
            0xb93bd21e4f6662cd, 0x9e8647934d4f90ba, 0x5529511946a4ef33, 0x000000005ebe148e,
        ],
        [
            0xee9f8312b7b1c4ec, 0x2a8a27dfc7849384, 0x3dd881a83eafce74, 0x00000000b57e4459,
        ],
    ],
    // 277 G
    [
        [
            0xb917e327cccd3ecb, 0xf770835faea8c08c, 0x72905943265d72b9, 0x0000000017b579d3,
        ],
        [
            0xc99ad19c1b00b4d0, 0x4ec84c42cd7a87b6, 0x93a358885e09becf, 0x0000000014b9df10,
        ],
    ],
    // 279 G
    [
        [
            0x2e48c90a3a4d10ed, 0xcd275639bea4e322, 0xfdda1aa103b74986, 0x00000000510f328e,
        ],
        [
            0x508ac67cdeebf7b0, 0x9562468aa2b2333c, 0x28e4c1f34e2e6d24, 0x000000006502eb7c,
        ],
    ],
    // 281 G
    [
        [
            0xc1a96e0233fe4b1d, 0x0aa2d4bb2f9c0432, 0x10d72884f90f5bb2, 0x0000000046afb97b,
        ],
        [
            0x36edbb2db2d5ebc8, 0x864d4ff36cc61f08, 0x9d858369855cb92f, 0x00000000aeaf321b,
        ],
    ],
    // 283 G
    [
        [
            0x4950d62b8b36b148, 0x50fca8f9f44a0993, 0xb99cb648b80349e6, 0x00000000107fb17f,
        ],
        [
            0x594267b6710c2ba7, 0xd49646567ec33ead, 0x238d1c5ffdbee462, 0x00000000f5702b3e,
        ],
    ],
    // 285 G
    [
        [
            0x93b442155c0d4939, 0xd951fb9d8978bda5, 0xb5017feb28a5cc5f, 0x00000000f09a9d04,
        ],
        [
            0xc0f9449a5fd10665, 0xd72d9e7e71257937, 0xb15344aed58ec0a7, 0x00000000148570c9,
        ],
    ],
    // 287 G
    [
        [
            0xad5592dfaa37ac08, 0x53c3d1a2ee1a1446, 0x5355b82f578c23f5, 0x000000000e84d7ac,
        ],
        [
            0xbf052839ea81b334, 0xe32c8ed4725d177d, 0x7b8e75ba9fbb839c, 0x00000000bd461a7a,
        ],
    ],
    // 289 G
    [
        [
            0xfa8dfe635f444854, 0xfb85481212044657, 0x5aa949f2ab33e388, 0x00000000f4020113,
        ],
        [
            0x2554b9fb4a2a864a, 0x2482c58ae2d0be20, 0x5f0e54dd150edb80, 0x00000000be59940f,
        ],
    ],
    // 291 G
    [
        [
            0x95257f91623fc778, 0xcf4e53273779dbe1, 0x64473a0dc0e7ba5f, 0x000000007978e77f,
        ],
        [
            0x8989be5e292166dd, 0x25741fa8a9fd373e, 0x210f2387c2820225, 0x00000000d076585b,
        ],
    ],
    // 293 G
    [
        [
            0x3419ba227a91e94a, 0x862aa40bce66d387, 0x4baa73555202fc8c, 0x000000005db07e40,
        ],
        [
            0x81283326a6a24f50, 0xd6d2d1c26c103af8, 0x008f05cbc7c67f10, 0x00000000ba2ab637,
        ],
    ],
    // 295 G
    [
        [
            0xde9975bfca347d55, 0x6f82ee7382afa8a2, 0xbdd164bb39a812b3, 0x00000000440e749c,
        ],
        [
            0x546afc5126aa803d, 0xcd87d4e6d0cbbe89, 0x9dafa8d416b40524, 0x00000000be767bca,
        ],
    ],
    // 297 G
    [
        [
            0x0ce0873a8aef4b1f, 0xf51ed7b538b6e0d7, 0x1bf9aa3b3c557b8a, 0x00000000fbe69667,
        ],
        [
            0xe2cb040b0141066d, 0xb7ce54c0e1f95b2a, 0x575637486d6d03c6, 0x00000000ba75b4e1,
        ],
    ],
    // 299 G
    [
        [
            0xc6a712d527249df2, 0xdcbff8b136fe4a8f, 0xa6bfd71237a85f99, 0x0000000013660113,
        ],
        [
            0xab7c9220b1f00633, 0x35e4f8dcb368acb2, 0x321884ab13fe9d54, 0x000000001df2d05d,
        ],
    ],
    // 301 G
    [
        [
            0x8c2c0f087e1b4e9f, 0x44b1f1fc6895667f, 0x19148d593f5fcce9, 0x0000000014628018,
        ],
        [
            0x06f425c1829f85ab, 0xad82174e238616f0, 0x804f68d55b7fbafb, 0x00000000140a1c20,
        ],
    ],
    // 303 G
    [
        [
            0x31d7c7f872dc336c, 0x785e1c0ba50e08d7, 0xbabfb6320b10e245, 0x000000009b7df1b9,
        ],
        [
            0x69c76c503ee670f5, 0xf24cafafd4a4f391, 0x2531df47da2a38bc, 0x0000000076e2af22,
        ],
    ],
    // 305 G
    [
        [
            0x2e59fdae4aa7bbc9, 0xd644414860274f76, 0xc37d95d622b71825, 0x000000002ccffb4c,
        ],
        [
            0xfc8119bf59ff7f9c, 0x4bfbd09ce63ae2e5, 0x76f99927a5730491, 0x00000000b7cc2853,
        ],
    ],
    // 307 G
    [
        [
            0xd0e4d7fe0ce2f676, 0x2675d100bd284b31, 0x618ecde9df14c970, 0x00000000d1156f49,
        ],
        [
            0xfec282ee006c2930, 0x80687f9f0eb3163e, 0x955830577636165a, 0x00000000c9183fc1,
        ],
    ],
    // 309 G
    [
        [
            0xb76167bf261728b1, 0xfa0b63e7bada03ba, 0xca1be4dfe4d69469, 0x00000000b3a74364,
        ],
        [
            0xd65d6f0d98777f84, 0x0ac4d16d07dda68d, 0xcf098eed4de19abb, 0x000000003a90d767,
        ],
    ],
    // 311 G
    [
        [
            0x15fd05c6f2ea6e67, 0x1315fd68567e674c, 0x37bb2d560a0ae7f5, 0x0000000017abee2c,
        ],
        [
            0xf2b30258d22ec41d, 0x85c99ad364d0a8d6, 0xab08ce34d0167ae7, 0x00000000deedb342,
        ],
    ],
    // 313 G
    [
        [
            0xffee593aba71eba3, 0x3cbc00565f2a0314, 0x3596fad121ccbc22, 0x00000000a4c41e8b,
        ],
        [
            0x6279d69edefdbe50, 0x838f2f8d3b30babd, 0x5f9512c43912134f, 0x0000000041c76282,
        ],
    ],
    // 315 G
    [
        [
            0xb1cb1a27980fe2d7, 0xe9538bf6f466ae9d, 0xd30f88b4ddda4029, 0x000000009b855f0e,
        ],
        [
            0xe7316638ea334c24, 0x7526f67844a7290a, 0x5a5a08a31615640f, 0x00000000136754bb,
        ],
    ],
    // 317 G
    [
        [
            0x6fb9a20e1ffaeb01, 0x0ce0a42233d49a48, 0x7da4e233f2533c37, 0x00000000f8ff6441,
        ],
        [
            0x872786bb3fab3e63, 0x88dd44d7b7be9d58, 0xb7bb6a16ec70aa6a, 0x00000000ecb95afb,
        ],
    ],
    // 319 G
    [
        [
            0x9c03dec3e5885b75, 0x87fb30dd3533a309, 0xf09a88fd53feb354, 0x000000006bf46249,
        ],
        [
            0xfbd064d2b838836c, 0x2cb43a1aefaed8ca, 0x9e37c9579292eadb, 0x00000000d21ee296,
        ],
    ],
    // 321 G
    [
        [
            0xdaedc0fe8b1bf64a, 0x5654c4a7a15e1404, 0x8f60742bc4b8b4f0, 0x000000007f368cda,
        ],
        [
            0x74f70fc9b05e28c4, 0x97453bbadd1bdee4, 0x01c2786e7e70081b, 0x00000000d27935b1,
        ],
    ],
    // 323 G
    [
        [
            0x1ab0d34843f99765, 0xb6b53954b2767c89, 0xb3e89a8ffb8e5443, 0x000000003737aec6,
        ],
        [
            0xd30115e176db26c0, 0x7e7e8f5f7052b1a3, 0x897e72f145a9234a, 0x0000000052bbb62f,
        ],
    ],
    // 325 G
    [
        [
            0xbbcc5ab33fd16951, 0xc94912d743533df9, 0x21c307424edd75d2, 0x0000000004102a08,
        ],
        [
            0xf000387f1f9bad2c, 0x2d413b770c3c97a9, 0x61d74fa76cb30112, 0x00000000c191ec9d,
        ],
    ],
    // 327 G
    [
        [
            0x58f576037ed7b2b6, 0x2ccf6ea228628b80, 0x940aa781b99f3739, 0x0000000077040f10,
        ],
        [
            0xa91f5c31936a0794, 0x813d4c94bf707e01, 0x77a1c38538a5876a, 0x0000000078965b1b,
        ],
    ],
    // 329 G
    [
        [
            0x8e83abe30bac8ab0, 0x76797643419555e9, 0x663c887b78680e72, 0x00000000014e7526,
        ],
        [
            0xa04bd21cd86a7407, 0x2c8cc38c934e7e86, 0x367552b173229cfa, 0x00000000763eca85,
        ],
    ],
    // 331 G
    [
        [
            0x4122d82ec20de17e, 0x0f2dcb8aec639371, 0xdaf268ae34194c16, 0x0000000086cf2db3,
        ],
        [
            0x0f9411c50c1e5a8c, 0xdbe04ba72f9b80a8, 0x8dab670649728057, 0x000000002e9836dc,
        ],
    ],
    // 333 G
    [
        [
            0xed30475c10b68922, 0x2f6bd774d3a55e5d, 0x64ae208ca6b2c2fb, 0x00000000e7158715,
        ],
        [
            0x71829323d6465ead, 0xe3989cc345ae1a9c, 0x2ed98e5c0fc62d83, 0x00000000ac190322,
        ],
    ],
    // 335 G
    [
        [
            0x2df2d6c2a8626dd1, 0xf29870502e7b8b98, 0x76a3a0b3e6809522, 0x0000000012e6d190,
        ],
        [
            0x4ac95106808711a7, 0x9a305547e7f1fded, 0xbfd422f761b8c879, 0x000000003f530427,
        ],
    ],
    // 337 G
    [
        [
            0xe09a6579c58e2a54, 0x56ab9355913a6baf, 0x37d1a29ba2e34de0, 0x00000000f64d23e1,
        ],
        [
            0x05f140a276ee32f7, 0x45942e12c911b56a, 0x42390c173d4f6f2f, 0x0000000086300476,
        ],
    ],
    // 339 G
    [
        [
            0x0fa0ed6c5a1ab3a9, 0x5a70dbc57702775e, 0x5e91449e7b6fc089, 0x00000000b006e383,
        ],
        [
            0x77653895d217f56b, 0x6f8fb7fb54895ad5, 0x5996bea43e0f7bf2, 0x00000000afd48844,
        ],
    ],
    // 341 G
    [
        [
            0x9844d0797208c186, 0x9c97eb835fcec455, 0x09b4fde6239a2ec0, 0x00000000bed81f50,
        ],
        [
            0xcc028ca2d105581c, 0xe637622645d89eeb, 0x9d4d5c5ae8da3c4f, 0x0000000006776440,
        ],
    ],
    // 343 G
    [
        [
            0x5c6d5068d28ffc6a, 0x4c5fa83483e87656, 0x599f864ad3ba82ca, 0x000000001a992c1e,
        ],
        [
            0x92d8fd4d369d8095, 0xec02454bc71ba9fc, 0xb7e5575d2b3d301f, 0x00000000e906bc12,
        ],
    ],
    // 345 G
    [
        [
            0x621013b21db9021b, 0xe75b9c2116e5fc86, 0x9f49fba702423aba, 0x000000009765f2db,
        ],
        [
            0x0f6a7f52a14e5ed1, 0x555877d82c8b9877, 0xf221559c58e7de7c, 0x0000000016d38e51,
        ],
    ],
    // 347 G
    [
        [
            0x67a7cf74b4ddb899, 0xb795e6707480574b, 0x9074c76b4571730d, 0x0000000074cc6e60,
        ],
        [
            0x74bdba39339036ae, 0xc3010ee047fc164a, 0x1a3f409555a74f89, 0x00000000e68cb3c7,
        ],
    ],
    // 349 G
    [
        [
            0x9ffd3a6c60b7e7c2, 0xc3843b5266f24581, 0x9b43be82a9c9bc00, 0x00000000e3996268,
        ],
        [
            0xdf1be867ecf3da68, 0x642b8e11a0d23cc5, 0xc4060f29cc6f0fad, 0x0000000031743207,
        ],
    ],
    // 351 G
    [
        [
            0x0dd1f94677e60a5c, 0xbd4b45b4dbf03e69, 0x52fb97d52a3837bd, 0x000000007cd8a831,
        ],
        [
            0x0b4015d859183335, 0x73b57c97c91238a5, 0x5a2827c13f5109f9, 0x00000000c6df8205,
        ],
    ],
    // 353 G
    [
        [
            0x6ae2fb86a49c0f1a, 0x1c3947596d693061, 0x531028674c73ec2d, 0x0000000024900204,
        ],
        [
            0x67fff37ceb17241c, 0xfb10f08844bde231, 0x272941531b9008e1, 0x0000000007653e52,
        ],
    ],
    // 355 G
    [
        [
            0xe4fc6eae07e0323d, 0x079e77262d32b302, 0x454a43e54c11a046, 0x00000000438e7b3a,
        ],
        [
            0x829f31ebe85a3878, 0x6af701aea07f2d32, 0x53783778c3f0b6f7, 0x00000000c10711fa,
        ],
    ],
    // 357 G
    [
        [
            0xad9f000bbfaa3aa2, 0xdb0defccdb0feb0a, 0x2506ae6211d65caa, 0x0000000019a17182,
        ],
        [
            0x011ce2b91b3e43a4, 0x6e5155e2dadebb2c, 0x5eab789926cf64f2, 0x00000000bfbda8d4,
        ],
    ],
    // 359 G
    [
        [
            0x99568a584f648ef3, 0x54a74a9987a4a718, 0x296c77639096c9e9, 0x0000000098eb29d6,
        ],
        [
            0x24f62a516be066e2, 0x89700d96ea814080, 0xe1934014afda6c75, 0x00000000e272164d,
        ],
    ],
    // 361 G
    [
        [
            0xd4be590be13e0fa8, 0x5a17e838c84977b4, 0x3026582bab6d834b, 0x0000000000ffcee1,
        ],
        [
            0x5764b863d23ce511, 0x1ac4ef90dc6cc22b, 0x67ef46ea64d70fb2, 0x000000003df2bde4,
        ],
    ],
    // 363 G
    [
        [
            0xa3c72100543ee852, 0x82ac16d29c92c680, 0x2f04a8abd68acaf1, 0x000000000256ee4c,
        ],
        [
            0x83fb3a476789b54e, 0x7f88cea25a62f158, 0x9375bef970139c7f, 0x00000000dd210f6f,
        ],
    ],
    // 365 G
    [
        [
            0x68b2b0e0c4eb739d, 0xafd5d506109fcc46, 0x1dc4572c7b7145ff, 0x00000000cb691d0f,
        ],
        [
            0x09841f2e4e233a2d, 0x573a6e9c24c01921, 0xd2dddde916624231, 0x0000000015d933e4,
        ],
    ],
    // 367 G
    [
        [
            0x3ce2e4549abdb186, 0x9d7b24313ce8cabb, 0x7ba77baaad0de7c1, 0x000000007d281e81,
        ],
        [
            0x7dc281e30e08e04b, 0x59d8963f5e55215a, 0x68316823fd772eef, 0x000000006330407e,
        ],
    ],
    // 369 G
    [
        [
            0xb55f772778169d52, 0xacb32548f1a62382, 0x7af4588f582e0f2f, 0x00000000e4e92f37,
        ],
        [
            0xd1278ff7c2d670e0, 0x88579100479982c8, 0x64e464760d40d8ec, 0x00000000caf1dd00,
        ],
    ],
    // 371 G
    [
        [
            0x7e63ceef53e7e3ee, 0xbd62ae6f1dc0a856, 0x5d025c35095a737c, 0x0000000053389c33,
        ],
        [
            0x38211399281e1173, 0xa904143554f279c5, 0xdbc85f94906553c1, 0x0000000075d0d976,
        ],
    ],
    // 373 G
    [
        [
            0x20d6d43b0004a790, 0x0c3ef4f59724aa47, 0xf7c019bcea05eb69, 0x0000000028df715e,
        ],
        [
            0x74999b73913ccf3e, 0x54746a465d776bfd, 0xe39e126fb63299a1, 0x000000001a3f0887,
        ],
    ],
    // 375 G
    [
        [
            0x868a2191cd4d461a, 0xb686828641f5b4be, 0x02c2b2e62fca0e36, 0x000000003db2076a,
        ],
        [
            0xb2e45d9f738e7aa6, 0x44fd8fe393bd1aa9, 0xd926e58e46f959f0, 0x00000000680edd62,
        ],
    ],
    // 377 G
    [
        [
            0xf30e42efdcfc7bf3, 0xaf75eccca9502d94, 0x56794db3e709dcc9, 0x00000000d90822cf,
        ],
        [
            0x8b709f2a2483dc01, 0x7e6f5efc8b7e0155, 0xd77dfa02c1ccc387, 0x00000000f05f4790,
        ],
    ],
    // 379 G
    [
        [
            0xde78c7b201e8d7a9, 0xa075da1dac15ed5d, 0xeb3e2c8eacb71411, 0x00000000632bf8c1,
        ],
        [
            0xb4fb645b432eba84, 0x7d2f4f6b5866dc91, 0x56e576d28fa35fc1, 0x00000000aaced090,
        ],
    ],
    // 381 G
    [
        [
            0x63d114db994b869d, 0xdafdef6ea7e0c62c, 0x4471ebd9822b9c56, 0x00000000988c9c5c,
        ],
        [
            0x9d2b2fa44241dc4c, 0x49b1e19e28b8e804, 0x9d28fc68b645f853, 0x000000008928a9e4,
        ],
    ],
    // 383 G
    [
        [
            0x224014d94cc08105, 0xd158dea4c7395f5b, 0xb62d71a539507733, 0x00000000cc44bcce,
        ],
        [
            0x8874e94c7b65ea25, 0x27b2ee6b3d4f34af, 0x852ce9a358f8e6f2, 0x00000000f46aee09,
        ],
    ],
    // 385 G
    [
        [
            0x5932ff63f5922596, 0x83ca09cf83d75f2e, 0xae3647e5526e04ac, 0x000000004bc1177b,
        ],
        [
            0x6e074251d96a9cc0, 0x5c79949e93e2daf8, 0xe90fdcac3a717c0f, 0x00000000f13a315d,
        ],
    ],
    // 387 G
    [
        [
            0xd11bb8d2eddc6703, 0xaf62003908ea1d0f, 0x08cb708947a7a07c, 0x0000000019f88063,
        ],
        [
            0xd65bf4e9f37e74e7, 0xcb57d135f0109acb, 0x030dd84725760e55, 0x0000000039cd0786,
        ],
    ],
    // 389 G
    [
        [
            0x0c6a5cd7127c1bb5, 0x209a0abe20fc0ae3, 0x98a8efc29974b62b, 0x00000000fc23c5ed,
        ],
        [
            0xafc6eb7a0f7f8da2, 0x25cbc2df359ae7c0, 0x47a65c6318fba324, 0x0000000068d64bc4,
        ],
    ],
    // 391 G
    [
        [
            0x07d59ef70ba34b0d, 0xb92c73c321e023b7, 0xf6e6e4def6afb56c, 0x000000004536d5a0,
        ],
        [
            0x1cc790665407ca66, 0x0a328bf1550b75a6, 0xb55604b92ed6cfe5, 0x00000000459ed210,
        ],
    ],
    // 393 G
    [
        [
            0xe87c89b2280908dc, 0xde7def84b6a233be, 0x2f9f429ec1874da2, 0x00000000db4a1bb2,
        ],
        [
            0x25c9f70bc9fd16e3, 0xa8fe67f701c6aff4, 0xa2dc0bb2e539343a, 0x00000000e18060a8,
        ],
    ],
    // 395 G
    [
        [
            0xad2503f7c4496fe2, 0x793d498c2ddbc081, 0xe25fc189a3a3e754, 0x00000000e2588f55,
        ],
        [
            0x616b8cadc6e005e3, 0x1762986807a5c54b, 0xdb8193f4050fcb96, 0x00000000368ea319,
        ],
    ],
    // 397 G
    [
        [
            0x589f90a0bfb99f03, 0xec1402248db40c65, 0x72f8dca2f76b94e4, 0x000000003da404ac,
        ],
        [
            0x6f3072537250ad71, 0x410c678d8c24458d, 0x0f531eb440341693, 0x00000000dc008291,
        ],
    ],
    // 399 G
    [
        [
            0xfa07560c3b27a720, 0x1198565bc87dc398, 0x10643fc979ea2c51, 0x000000001b987bf2,
        ],
        [
            0x1fe8bdee9b067f73, 0x1b6012bb72e92e27, 0x9f496d8a2a89c4b7, 0x0000000079e81481,
        ],
    ],
    // 401 G
    [
        [
            0x42a238fca0b04a0e, 0x6de9f10286c01e59, 0x8ef6384098206c8c, 0x00000000db8651ec,
        ],
        [
            0x92bf905a17a50dcd, 0xb405baf00712bbc3, 0xcfdb5b51f51fdc70, 0x0000000072cb30ca,
        ],
    ],
    // 403 G
    [
        [
            0xa84899be0ca9ce0d, 0xf9a7bf7db2365cfb, 0x5acdb24bc571916c, 0x00000000b9f6a803,
        ],
        [
            0x359e7ff05f92f79d, 0x6a1bd85233b37c59, 0x90d6f69dc6d2d60b, 0x0000000022ebc15a,
        ],
    ],
    // 405 G
    [
        [
            0xce83dd78deca3ee8, 0x791fb572b1401184, 0x82de70c4db0a21d3, 0x0000000074ad654f,
        ],
        [
            0x3a65a45116a6d7dd, 0x2f3eff7067e4e21d, 0x29f24bd5f749c17e, 0x0000000079904af1,
        ],
    ],
    // 407 G
    [
        [
            0x3618617adfad407f, 0x283b28fa687223ad, 0x4ecfb04ccbd9c9de, 0x0000000052661cd4,
        ],
        [
            0x9643926ec38f5baa, 0xc41923c39c8e66a5, 0x53f9072d31b63a7b, 0x000000007b015ad0,
        ],
    ],
    // 409 G
    [
        [
            0xe28d35b04097cb6a, 0xf0661e3e4f55791e, 0xe9cd4ab487c1843e, 0x00000000990be08a,
        ],
        [
            0xcddb746c65e5198b, 0x8b5d403af95f0692, 0x5117d704c229cb6e, 0x00000000a4698660,
        ],
    ],
    // 411 G
    [
        [
            0x1aa419683389c11b, 0x4898dbf8b7e2e4cf, 0xbbe23cffc44a141b, 0x0000000002e25ce4,
        ],
        [
            0x8b4647656b553069, 0xf588886cf3ff4baf, 0x7d598646448b086a, 0x0000000034bb8564,
        ],
    ],
    // 413 G
    [
        [
            0x40a42d38512ede0d, 0xf6b506ad5ae26e72, 0x3702e8cbcf4da42b, 0x00000000cad8666d,
        ],
        [
            0x1042c327f330ec22, 0x0df2892133f627e7, 0x00b0a1cef70eedfc, 0x00000000810e9f01,
        ],
    ],
    // 415 G
    [
        [
            0xae6d609ccce6092d, 0xc87efb9f21fdcaa9, 0x05b281f30993ea63, 0x000000006d7744ec,
        ],
        [
            0x36da425d95133cb2, 0xf48940044e18d11a, 0xe3fa7b9c8dd440a8, 0x00000000554ffc48,
        ],
    ],
    // 417 G
    [
        [
            0x05895be7374d153c, 0x224da04c43585726, 0xe5383c52ba05a295, 0x00000000838cacff,
        ],
        [
            0x65e75c443fc68bdc, 0x840ab4a59c2262eb, 0x47b8347053492b47, 0x00000000efc5d278,
        ],
    ],
    // 419 G
    [
        [
            0x78fbd898e7b4a9eb, 0xcb24a4dfe9ec2717, 0x4048e5965c8991a3, 0x00000000cc49c608,
        ],
        [
            0xaca7576987c3a6fc, 0xc37525933142b031, 0xf5dcc5c021cf47a7, 0x0000000006a69cd2,
        ],
    ],
    // 421 G
    [
        [
            0xc42fe7aa965bf419, 0x2586066518bf9ec7, 0xb86e6c9a7e0ccb6b, 0x00000000a662c09e,
        ],
        [
            0xf826205b61a9ef8c, 0x0780838218200cce, 0xbe9a191471d89c36, 0x00000000f24f0eac,
        ],
    ],
    // 423 G
    [
        [
            0x57ce124998dbcbe9, 0x235f430bc51215da, 0xadefa2a247e3adb5, 0x000000009f2b4c01,
        ],
        [
            0x24e2f1c0a36c7e69, 0x5c430e664c2f65d3, 0x8ca7fe5a6a7a15dd, 0x00000000a5ea63e0,
        ],
    ],
    // 425 G
    [
        [
            0xaa8f6fca38cd093c, 0xa1feefabebce653c, 0x4ad6ea7fcc44e31c, 0x000000001c12641e,
        ],
        [
            0xb319c17726f7c072, 0x692a839d56d8e006, 0x7ade0b2cbf3397ad, 0x0000000030584e2b,
        ],
    ],
    // 427 G
    [
        [
            0x5d5a6a4d2898cf58, 0x3c6f20fb4c8dfd76, 0xd3847f8e13625721, 0x00000000954c9289,
        ],
        [
            0xc049a85df6e36cf4, 0xc2db5ba2591aa826, 0xfc02c8336b3391c9, 0x0000000063878069,
        ],
    ],
    // 429 G
    [
        [
            0x008c03535ac82f1d, 0xd0b39c89bd63cd13, 0xdd71d178e76b779d, 0x0000000075738cce,
        ],
        [
            0x86dfc28b079d99c8, 0xfa976743abd81d3c, 0xb1a420e750f35b67, 0x0000000078590496,
        ],
    ],
    // 431 G
    [
        [
            0xcc18fd16c0408146, 0x037d0c42b2fb4470, 0xc7dffac19cdfdc48, 0x00000000c30303d1,
        ],
        [
            0xdf6d93dd709bcd2d, 0xcb830994f3206039, 0x8511161868167132, 0x00000000b31795f8,
        ],
    ],
    // 433 G
    [
        [
            0x2beccc00f4e86f9b, 0xad45d2548fa3d1ea, 0x49af897d160e5a5b, 0x00000000e98bd35b,
        ],
        [
            0x5fc059c6707dc057, 0xc99553b5c3824cbc, 0x70ac46ea1c67826b, 0x00000000c4e46c5e,
        ],
    ],
    // 435 G
    [
        [
            0x1d60595310171461, 0xe0a79560bc872557, 0xdd79a6a207ebb503, 0x00000000a0fc5f0c,
        ],
        [
            0xae176c4938286d58, 0x170a38b2d5c91363, 0x1df2e1a3a74dacdf, 0x00000000ddea9780,
        ],
    ],
    // 437 G
    [
        [
            0xd851e31b2e1408d4, 0x4fd4803657c6ff00, 0x5f968a7b953dbf54, 0x000000004fe4f601,
        ],
        [
            0xabeeb90e3250d82b, 0x948893c5a681f68d, 0x70cddc5a1b8e054b, 0x0000000066871637,
        ],
    ],
    // 439 G
    [
        [
            0xf3b1a2dc1f1f072b, 0xcbd014fd477bc5ab, 0xd1e89dd3d6e481eb, 0x00000000d47e13e7,
        ],
        [
            0x6b61b7bb50c68288, 0x849111f17356275e, 0x820eb452c434b55a, 0x00000000ab2aa04a,
        ],
    ],
    // 441 G
    [
        [
            0xdf6de86057892d52, 0xdb53a52e46d5827d, 0xc5e88e2e19ff3083, 0x0000000001642989,
        ],
        [
            0x2a9df0366cae0291, 0xd4bc3debc5580ee1, 0x3cdafb445af0ed7d, 0x000000003454f48f,
        ],
    ],
    // 443 G
    [
        [
            0xd0efdc377d1eb30b, 0x7a292b820547a24b, 0x1dfcce7f959de671, 0x00000000ee6b627c,
        ],
        [
            0x8cae0c02fda3cfec, 0x88f2afef011b827a, 0x068d781f73bac81b, 0x00000000d02267eb,
        ],
    ],
    // 445 G
    [
        [
            0x14f4492a30968ae9, 0x18f0cf3041914491, 0xfcf477ebf30cfd80, 0x0000000087736539,
        ],
        [
            0x00dc4488400fe3de, 0x52d43ec6b8ce0401, 0xe6381c2ff28af588, 0x00000000110844a5,
        ],
    ],
    // 447 G
    [
        [
            0x68d6c06e63a8fe29, 0xbc851c2dec24942f, 0x47395c81503ac333, 0x000000008feed924,
        ],
        [
            0x5bb3307a0de64101, 0xeb2a3671ee657dc2, 0x31401e2bc2c7bfe5, 0x000000008b10c4fc,
        ],
    ],
    // 449 G
    [
        [
            0x755f03180b978550, 0x9e9a64b3497c4009, 0xd489c44458cf5779, 0x0000000004d72033,
        ],
        [
            0x78048bb8eb2dd65d, 0x7022fbaf7b1fe116, 0x3442edc171c06f4e, 0x00000000da57eed0,
        ],
    ],
    // 451 G
    [
        [
            0x28b05732b5179663, 0x913899ebc928ec11, 0xb9cad47935614008, 0x000000003cff3bb3,
        ],
        [
            0x2d1021c2b5c6f05a, 0x4290ed2935ebce6b, 0x61e3eb832793fcc2, 0x000000007e6978f1,
        ],
    ],
    // 453 G
    [
        [
            0x59453adaa7f49ed1, 0xac915e05526c86a2, 0xefec9812e50ace1a, 0x00000000bd3c8a55,
        ],
        [
            0x4499877bf88ced8b, 0x71a1457b98080b7b, 0xf63a6b2a86067581, 0x00000000928101fd,
        ],
    ],
    // 455 G
    [
        [
            0xa4b8ef7e25622c0b, 0x42ddfa2da0d896d5, 0x9ba050c22757eb67, 0x000000008d6e085c,
        ],
        [
            0x4a738ad5aa833a51, 0xaa74c6e01cc3305d, 0x4fd7b6c74aad1cee, 0x00000000f4b4b84e,
        ],
    ],
    // 457 G
    [
        [
            0x6181eed4fde844ae, 0xa113e3a4f42f943b, 0x9025c4cdcce327c5, 0x000000000ca7724f,
        ],
        [
            0x59a48562cd4fb151, 0x1b15bc17999f9c9d, 0x8ee3e1ec7d21a70a, 0x00000000563bb173,
        ],
    ],
    // 459 G
    [
        [
            0x7f351998d416cd25, 0xa32b953c21a006c3, 0x59a96669d5477166, 0x000000009ad15df0,
        ],
        [
            0x2d0abec01f3719fb, 0x538aa30834e8fe65, 0x72042bed66bddb66, 0x00000000fb916066,
        ],
    ],
    // 461 G
    [
        [
            0xc1d9e844dae1fc65, 0xe2790d1f8693c90e, 0xa4a9776fffe7558a, 0x000000007000583e,
        ],
        [
            0x7a8a317aedf77a91, 0xaa12e65b5b15c609, 0xe1a0344351017bd2, 0x00000000a4b55eab,
        ],
    ],
    // 463 G
    [
        [
            0x69afd25b82a5bbdc, 0x4131d91048c96294, 0x2abb1fa28ac93c1f, 0x0000000048708fdc,
        ],
        [
            0xac5cb07c2f471ae2, 0x67a7e5ca3cef8e4c, 0x23f8686a3b00fb6f, 0x0000000064b37505,
        ],
    ],
    // 465 G
    [
        [
            0x68824d37820247be, 0x44c53b10bf459ee4, 0xf28d93f81f267bb7, 0x00000000ea06f1b8,
        ],
        [
            0x05f4602599b746cd, 0x61bf2b67e99db92e, 0x8cd8bc8c6fc53210, 0x00000000a6053afb,
        ],
    ],
    // 467 G
    [
        [
            0xbe6b17e3c8599742, 0xf43cd269f01d6c0a, 0x666eb9671e195254, 0x000000001963b892,
        ],
        [
            0x9ee22235c72011b0, 0x024e6ff261bcdaf5, 0xebaffe9da58134c9, 0x000000009c551e64,
        ],
    ],
    // 469 G
    [
        [
            0x87e59d0cc3b9b3a7, 0xe8c951eaae3a52a4, 0x74510c533fcbbb55, 0x00000000847326b6,
        ],
        [
            0x9d387816d1e766ae, 0x35b7587d5687223a, 0x08c64bd49202c8c3, 0x00000000f31a5ddb,
        ],
    ],
    // 471 G
    [
        [
            0x8171147190ff8f9b, 0x7849628808ed3d13, 0x127c6eedf478a2ec, 0x00000000679087c8,
        ],
        [
            0x7e536e026ee7dcd2, 0x6083a35213f3a2bd, 0xa3daa2f7fec930fd, 0x000000009ee22a66,
        ],
    ],
    // 473 G
    [
        [
            0xad731168caf462ce, 0x26f49599449376dd, 0xa5367e6e3719f2ad, 0x00000000ce683727,
        ],
        [
            0x187bbc9de7c25df0, 0xcbcf3914ac13633b, 0x9d35101643b0c6f5, 0x00000000281eae4c,
        ],
    ],
    // 475 G
    [
        [
            0xa9188aa662a56e97, 0xdf731d7027c1ccea, 0xb83aac7f62b7e2b8, 0x000000009e40e1a2,
        ],
        [
            0x3f88ce6925baa508, 0xe72d434b766ce61f, 0xc52682e85a0073c5, 0x000000006b74caa3,
        ],
    ],
    // 477 G
    [
        [
            0x133395d2ad938a5b, 0xd806f62d5d0d9d17, 0x6c9a47f3207b3b19, 0x0000000053f8d1f6,
        ],
        [
            0xa2e930a9757949a2, 0x91f35dd47308a8ad, 0xd01073ffd9490185, 0x000000007ebc7865,
        ],
    ],
    // 479 G
    [
        [
            0x1a84cf7b230a076d, 0x779ecd4a3a85bde6, 0x24ce8c7d3c90d921, 0x00000000bb1c6d63,
        ],
        [
            0xe835d82a2e9a9b21, 0xdfc27cc07b78e3e9, 0xadbddbf771b8710b, 0x0000000099750665,
        ],
    ],
    // 481 G
    [
        [
            0x97618e0d674f1d5c, 0x1583acdcd66c0fb9, 0x9e8d8b7b92e3f38a, 0x00000000deba30c4,
        ],
        [
            0x587db935e6f0e7b8, 0x9f08f43e79d876e0, 0x81901e42deae37e3, 0x0000000059542637,
        ],
    ],
    // 483 G
    [
        [
            0x26d7dc1a817e0841, 0x80e5e3faab4b773e, 0xf3137fef65339f9f, 0x00000000a7053663,
        ],
        [
            0x067b9350264ada8c, 0x502e13ae13f2ef6e, 0x6159098db72eda4c, 0x00000000f7fec4ad,
        ],
    ],
    // 485 G
    [
        [
            0xf9ef0903715e0e06, 0xea99eed8a475c377, 0xd5f0b20cdfb45150, 0x00000000a84b1cd8,
        ],
        [
            0x743be7354d399e61, 0xd6c977cd17d41903, 0x2a6a2433ddb725ad, 0x0000000069677a59,
        ],
    ],
    // 487 G
    [
        [
            0x31609b4ff09fa26d, 0xd6a9e6348eeb8282, 0xf7d1592d0e099b03, 0x000000007ae7c18b,
        ],
        [
            0xdf1a2aaeec3153dd, 0x7c285b61717532bd, 0xfbe03c833cc8f1d3, 0x000000000b5be8da,
        ],
    ],
    // 489 G
    [
        [
            0xe36ac52326796d99, 0x90e11101a5b7095c, 0xc35b7be10543388f, 0x00000000b1e8ba85,
        ],
        [
            0xfe4eeca6bed1d151, 0x223f8440b1e2cb93, 0xa31d98eff98409d0, 0x0000000005b47e54,
        ],
    ],
    // 491 G
    [
        [
            0x91a6f8414f613ec2, 0x630c09f372631d3f, 0xb9d88e4f054be3eb, 0x0000000025cf2db6,
        ],
        [
            0x8c912b5df55cb109, 0x4ecf2ec2d2ba66f5, 0xcc71366aa693e239, 0x00000000888b5ada,
        ],
    ],
    // 493 G
    [
        [
            0x67f951cbef3534a9, 0xf306649f16ba6ef5, 0xcc9d9ee3aac44a6d, 0x000000005ec596c3,
        ],
        [
            0xd1c8123d375ecfcb, 0xad996cd52a7c4a62, 0x67358fd86d7b9155, 0x00000000e7bbd7cb,
        ],
    ],
    // 495 G
    [
        [
            0xf3632c6edd5ed1ea, 0x00ae129f6d2baaa0, 0x3fcdec48e5846521, 0x00000000a03c2d06,
        ],
        [
            0xcb779435cc010f56, 0x5c5a49098ecf77c4, 0xe1363a946931627d, 0x000000005849e0bb,
        ],
    ],
    // 497 G
    [
        [
            0x5404a630cf5fc8fb, 0x1978e905dd2dca55, 0xfdb89776467e9244, 0x00000000025c5f92,
        ],
        [
            0xe14ef6420b4e3f3b, 0xd7ddae0b07483e32, 0x6dfca474e41e5511, 0x000000006c45d1a0,
        ],
    ],
    // 499 G
    [
        [
            0xe40a493befff5d16, 0x792d35f402279d24, 0xabc6c61426314b90, 0x00000000cb1e5231,
        ],
        [
            0xbdb2b9b3571d2978, 0x04b20064a2fdc35c, 0x9dda99d7ad8f75f3, 0x00000000121207fc,
        ],
    ],
    // 501 G
    [
        [
            0xa15a917f4a04a25b, 0x4985cee4bdafb9c4, 0x808eedc64b53e548, 0x000000008dfaf22a,
        ],
        [
            0x95e36e9dfdfea7b9, 0x12895dbadfe439d2, 0xa060ea0daa2263d9, 0x000000004db38a06,
        ],
    ],
    // 503 G
    [
        [
            0x53892bd048167aab, 0x9eb295f233451885, 0xab18c01b403c44ce, 0x00000000203a9c25,
        ],
        [
            0x59f41cb6dbbb8030, 0x776628a72357532f, 0x91f0ede161d32196, 0x00000000702fd0df,
        ],
    ],
    // 505 G
    [
        [
            0x7cc540748b69d3ed, 0x6be3409a437fac93, 0x19d8fa388d263d08, 0x00000000ff31332c,
        ],
        [
            0x64c3fa39907a6ccc, 0xd9bd2e1b150ecbdc, 0x7f5439675efbde0f, 0x00000000858fc1ae,
        ],
    ],
    // 507 G
    [
        [
            0x35f3ee6a361de1ed, 0x4ebd6e2f647f698e, 0x7d50b427eef948ca, 0x00000000a91c8528,
        ],
        [
            0xb57467c7bb8adcdb, 0x40c1e1a72b3908c3, 0xa5bbc868e2049ab1, 0x0000000028e0160b,
        ],
    ],
    // 509 G
    [
        [
            0x6f8ca00b6a45c8ed, 0xb58e12f009e46074, 0xae259943e1feb634, 0x000000005d0145ed,
        ],
        [
            0xc0c316d15f227afb, 0x347cff31ebb0381c, 0x0bbbda583260e56b, 0x0000000002445ed5,
        ],
    ],
    // 511 G
    [
        [
            0x85e225208b73895b, 0x0ee0f2350277eeef, 0xcb30b4ced8ffd7e1, 0x00000000a898a1d2,
        ],
        [
            0xe578fde9b2a3d0d4, 0x40901597cbc91408, 0x25fd7fa31ccd21e8, 0x00000000fdde81e0,
        ],
    ],
]);
