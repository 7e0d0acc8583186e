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
//! 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4> = OddMultiples([
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
]);
