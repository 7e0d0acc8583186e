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
//! `G` of `curves/p224.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! in the Montgomery form `v 2^256 mod p` of its value `v`,
//! in four little-endian 64-bit words. wNAF width 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4, 256> = OddMultiples([
    // 1 G
    [
        [
            0xbc9052266d0a4aea, 0x852597366018bfaa, 0x6dd3af9bf96bec05, 0x00000000a21b5e60,
        ],
        [
            0x2edca1e5eff3ede8, 0xf8cd672b05335a6b, 0xaea9c5ae03dfe878, 0x00000000614786f1,
        ],
    ],
    // 3 G
    [
        [
            0xe37710d786614a9a, 0x24c17ffce0b02223, 0x00505bb6c3cf1c5b, 0x00000000af8b6496,
        ],
        [
            0x9a73b17373e4e25d, 0x7050163204144e62, 0xafe10c35357940ac, 0x000000006dfa492c,
        ],
    ],
    // 5 G
    [
        [
            0x0b10cc50d42fac58, 0xd80cdd0af8dfc283, 0x39211b77975a451e, 0x00000000f7f4fe95,
        ],
        [
            0x2b552e7364fade9e, 0x5e5610f361a9e695, 0x42b54f7911bcf038, 0x00000000c858da82,
        ],
    ],
    // 7 G
    [
        [
            0x90462820899abac2, 0xc6adf68368646e35, 0xc81df8121e2526ba, 0x000000007ed50814,
        ],
        [
            0x610f21855dd6407c, 0x3f3879aa1fb32889, 0xce5eb25eed8ceeee, 0x000000000e5952e3,
        ],
    ],
    // 9 G
    [
        [
            0x1c1ecc777b94d3c7, 0x23767b5f743eda4a, 0x94f5e9ba2f993a50, 0x0000000079d4095a,
        ],
        [
            0xe07e55b68f776409, 0x2b57fa61909bf3f1, 0xe733d62777e1db6d, 0x000000005114ac9d,
        ],
    ],
    // 11 G
    [
        [
            0xac358ca86c6825d9, 0x71f50674e1bdd5ca, 0x0f060758d0dee306, 0x00000000d6d89093,
        ],
        [
            0x649ea142f1b7227e, 0x87d166a208181c2c, 0xc1182bf06c63713a, 0x0000000045e48d79,
        ],
    ],
    // 13 G
    [
        [
            0x489c8db23a1f6a38, 0x4943a5aeffbe563f, 0x68ade63cbc99fb0b, 0x00000000398eacf0,
        ],
        [
            0x83fdacb5ed549cc4, 0xb6ab4a8b800df824, 0xb4dc6bf8442ed616, 0x000000003f8060b4,
        ],
    ],
    // 15 G
    [
        [
            0x55bfd519e977f339, 0x5cd307d1b16ed1af, 0xc5e26f62d91345bb, 0x0000000064a35d22,
        ],
        [
            0x05015842a243f1ee, 0x6fa10db370203aa0, 0xdaf3972b05a83a63, 0x000000009422f10e,
        ],
    ],
    // 17 G
    [
        [
            0x86ade48bf845831a, 0x473e361f79cec3fb, 0x5523244bb9622253, 0x00000000538d543e,
        ],
        [
            0x12bb38bff8570c03, 0x784e1b25b4e20b8c, 0x2a2e7758e6873448, 0x000000002954321a,
        ],
    ],
    // 19 G
    [
        [
            0x716b6add1bfad739, 0x0e68b721ea007122, 0x4e35e1f608a75056, 0x00000000e28f8fa3,
        ],
        [
            0x7393ad1693c21468, 0x4533e9284e27959e, 0xe5b33144433c708d, 0x000000004c003b64,
        ],
    ],
    // 21 G
    [
        [
            0x869c61a18738f5d4, 0xe83f1dc18d8b998b, 0x1f2719895cc8116d, 0x00000000a8992ade,
        ],
        [
            0xb2334f8e88f6e037, 0x9fcaafe11fadf19a, 0x939bd9ec71d5904e, 0x00000000534ec549,
        ],
    ],
    // 23 G
    [
        [
            0x746daf5fd7a234b5, 0x8d13c8a1210782c4, 0x1008fd0f358ace9d, 0x00000000af231c63,
        ],
        [
            0x17203da0eedf77aa, 0x0974abbe3534d554, 0xf7552ee730962d48, 0x00000000a1ab0080,
        ],
    ],
    // 25 G
    [
        [
            0xec729f5b2390b30d, 0x5467eb45347bddd0, 0x79a42c594576657b, 0x000000003a4d5c62,
        ],
        [
            0x72672c8d871cf39c, 0x22af9ec134edf6de, 0x264b7c52c615c176, 0x000000006b6c91f7,
        ],
    ],
    // 27 G
    [
        [
            0xb5862dd8c8d94c12, 0x3488de74fb7f7ec7, 0xf3fb356bf9ca08fd, 0x00000000a3379ec2,
        ],
        [
            0x5680ab9427d39af3, 0x4aa3a0131f4b780d, 0x9c77acf2181ad0f0, 0x00000000c5ed6c19,
        ],
    ],
    // 29 G
    [
        [
            0x3ff1d62069c717f0, 0x975088a3b26ad028, 0xbb9b74533395a449, 0x00000000ac8575b5,
        ],
        [
            0x19b522940cb11f18, 0x84cd103861b7e04c, 0xb7e04864ea595a3a, 0x00000000f641867a,
        ],
    ],
    // 31 G
    [
        [
            0x5d150588382f2331, 0xabac1d436e0c12f8, 0xe25d613acc4b0247, 0x0000000098b62cd3,
        ],
        [
            0xca8e4ca9c09181c3, 0xae6dcc271f7fb23f, 0x44527d4941da9f53, 0x000000009e1f47c6,
        ],
    ],
    // 33 G
    [
        [
            0x724287d605073659, 0x266f173886eb5493, 0x72b46e9e70786420, 0x000000000bd8afe8,
        ],
        [
            0xeea543b62e7a6b37, 0x1221cd6e7400cd52, 0x9604a54b0a6c2e1c, 0x00000000e2c2c60a,
        ],
    ],
    // 35 G
    [
        [
            0x6ef3ab0521a4d862, 0x7fe6fa59fbca1b97, 0x639e011cd8911f8e, 0x00000000b731d607,
        ],
        [
            0x0706cd08654578a1, 0x5d08a7fc8e5b6703, 0xdc2ea4684d443d17, 0x00000000ccc5dbca,
        ],
    ],
    // 37 G
    [
        [
            0x9afdccc14a1a48c2, 0x9befe15bf2645ccf, 0xc06a289b170bc3de, 0x000000008b3174cc,
        ],
        [
            0xc289c4c5cb55af1c, 0x73ec1671fcbc66cf, 0xfdc7bcecea32e7fb, 0x000000002d89d32d,
        ],
    ],
    // 39 G
    [
        [
            0x4821f12515c4b334, 0x3a67886843b3629d, 0xa3b3215133190540, 0x000000004038845d,
        ],
        [
            0xedfaa06ccf5706d9, 0x08de20a400044014, 0x1a8a108bd5eb20d6, 0x0000000038cb0a6b,
        ],
    ],
    // 41 G
    [
        [
            0x231d20c5b60e66c5, 0x89bcc285a36c8848, 0xc4b2c9f8cb7e8b54, 0x000000002f8b6de0,
        ],
        [
            0xb8860525243f2d3f, 0x945673bffdcf530d, 0xefc627b649da0f6b, 0x000000004e9fb807,
        ],
    ],
    // 43 G
    [
        [
            0x687018fcba2c7ded, 0xcc9d7b657c723f5d, 0x938287142221f721, 0x0000000013d720d3,
        ],
        [
            0xe61c9b05e6d02ad4, 0x72b115dec198db55, 0x621f284ebe38af8f, 0x0000000018f09bf6,
        ],
    ],
    // 45 G
    [
        [
            0xa178a33a13e6bef2, 0x7d66c450dd724842, 0x30befc70a5d7a87c, 0x0000000069874db8,
        ],
        [
            0xcfcdbfce3ef58d85, 0x9fa94e38e3d6346a, 0xde39cef584c65476, 0x00000000e4efb3c1,
        ],
    ],
    // 47 G
    [
        [
            0x92f507cd4b30aee1, 0xa95f03729137f80a, 0x2be56c53cb924116, 0x000000000703cdda,
        ],
        [
            0x0b8faa7fbf64ed3a, 0x9943cbedb73eae3f, 0xdbca2fc4f227ad25, 0x0000000006231927,
        ],
    ],
    // 49 G
    [
        [
            0x29e4a335c0aebb53, 0x155e8020600e1a17, 0x556905e7a542f638, 0x00000000c7209080,
        ],
        [
            0x0b55b0fdf57b447b, 0xc37cde3ea6cf1f95, 0x1acfe8809d44e115, 0x00000000e820af09,
        ],
    ],
    // 51 G
    [
        [
            0x24f4b13593d07eac, 0xfc097ef4f0524e07, 0x1770de3d138ee6ed, 0x00000000edc6985e,
        ],
        [
            0x997ae14f34e15a3c, 0xa168adf0b5a50098, 0xe84702e105ed2b31, 0x000000004701e013,
        ],
    ],
    // 53 G
    [
        [
            0xd7b84536009f6ea1, 0x526440936ae52eb4, 0x58155fb24989ea92, 0x0000000051865588,
        ],
        [
            0xb2f24a3ed29d86e0, 0x6e88be4d4a65a557, 0x39d391fec5c558ab, 0x0000000071637238,
        ],
    ],
    // 55 G
    [
        [
            0x7d3144d7835832b0, 0xca5729eeeeb7e587, 0x24b3127963105e87, 0x00000000358ad95d,
        ],
        [
            0x8b96f12f44854e57, 0x43d92d9ea1f8699a, 0x19da3cf736720d2f, 0x000000000c3e259d,
        ],
    ],
    // 57 G
    [
        [
            0x01ae0872a47a47e4, 0x1ffda591f209f351, 0xfd2dee371c3d4f64, 0x0000000023082359,
        ],
        [
            0x226bc4e492135e7e, 0x68af001cc1dc2c14, 0xd11ebfc04a88888d, 0x000000005bb60dfa,
        ],
    ],
    // 59 G
    [
        [
            0x2fefa18a58d7da2d, 0x28fd16890a5f6d1a, 0xe2cc44edaeecb1e4, 0x000000001a3c357a,
        ],
        [
            0xe129986c0093ad3c, 0x8691e9c278fb4e9b, 0x1f4566926b166a07, 0x0000000055649b1b,
        ],
    ],
    // 61 G
    [
        [
            0xffa27852d85db49c, 0xebaf8c054d6d2499, 0x5a3e6570b5248259, 0x00000000b7125d0c,
        ],
        [
            0x37979bfcf6311485, 0x732a179e785afdfc, 0xe1b6b02f1a4c7732, 0x00000000a84e1866,
        ],
    ],
    // 63 G
    [
        [
            0xd6c61ac1ac4962cb, 0xb7765b3a9d056208, 0x566c60a7a70e6aa2, 0x00000000483b996a,
        ],
        [
            0xa38d32bc05f2cab3, 0x21c5e288c38fefeb, 0x689ae7bd57f15c48, 0x000000003e0d8010,
        ],
    ],
    // 65 G
    [
        [
            0x60f6d4668093f89c, 0x6cafa25ecf003c2d, 0xbc77b044d0d7630e, 0x00000000d7a09161,
        ],
        [
            0x127441b649f29af3, 0x0d32c4e0b0254e23, 0xcfe71abe75e8f41c, 0x0000000096b0e82f,
        ],
    ],
    // 67 G
    [
        [
            0x914c46e3eedcec8a, 0xd558c5f5ed51dbbb, 0x82de2f25e4f6643f, 0x000000009c778d76,
        ],
        [
            0x77c2b2a26c93b4de, 0x4432cd3b9635218b, 0xc387b3d0108057ac, 0x0000000016bfa10c,
        ],
    ],
    // 69 G
    [
        [
            0x6bea2eea5cafdf31, 0x283305b4b2a1752a, 0x5ae43a7b614e3749, 0x0000000032f496b8,
        ],
        [
            0x1b3119d69b30c18a, 0x116cb83562b94d0d, 0x195fe1967b33ba80, 0x00000000265f5d6f,
        ],
    ],
    // 71 G
    [
        [
            0xb117f21651163ec0, 0xabe52dc53135e777, 0x0342b8ea0239aaa4, 0x000000005259d119,
        ],
        [
            0xa2f6126f3726e83b, 0x9e12c0b8ef7f42bf, 0xdf28154d890e7b02, 0x000000006ac8cce1,
        ],
    ],
    // 73 G
    [
        [
            0x1b8e1a929be5cb81, 0xac6ea7f7068df2b5, 0xac83a92b3026664e, 0x0000000072b37735,
        ],
        [
            0x372f6086d75a6877, 0x1d3f6ee911856f73, 0x4ab6f7d792c7e379, 0x0000000041a7129a,
        ],
    ],
    // 75 G
    [
        [
            0x4b469803a0f5141e, 0x88aad653654b6fc7, 0xc89ae6211f7c6418, 0x000000008a394a5f,
        ],
        [
            0x6b9fcd7342051896, 0x6719b01ac35f4dc3, 0xdef5333520620bd2, 0x000000000c776c2f,
        ],
    ],
    // 77 G
    [
        [
            0xa1e32c1775c74ec0, 0x0578cf959240e486, 0x101c781211c19cf2, 0x0000000024cb7afc,
        ],
        [
            0x337ad47991870d46, 0x7abcb154b1502815, 0xac82048ac70a452a, 0x000000005f3c40fa,
        ],
    ],
    // 79 G
    [
        [
            0xfbb6d0a2c69d05f8, 0xdd627a224fbfa38b, 0x57b06e89e4fb6c26, 0x000000007a948732,
        ],
        [
            0x67fa73333ade788b, 0xd1379db33481097d, 0x3791fe294dfdde6e, 0x0000000067e918f4,
        ],
    ],
    // 81 G
    [
        [
            0x9189ca987373533a, 0x12e78a5cf55abc5f, 0xe200f8f8e8c22169, 0x000000006c6df076,
        ],
        [
            0xb4c0685c51d2f643, 0x5edc063480c724fe, 0x6249c7031a167b5f, 0x000000003a14c529,
        ],
    ],
    // 83 G
    [
        [
            0x48a895512c889cba, 0xf78d3646d4c47f19, 0x74a82870b1d3215c, 0x00000000121caba0,
        ],
        [
            0xe136e70c1d7c2bc2, 0x4997df4a32ee7d4b, 0x89c445fcd1751c3b, 0x00000000dea76cd6,
        ],
    ],
    // 85 G
    [
        [
            0xc896526a7c79d528, 0x7593ecf9e4765c57, 0x5b644829eb3f6aac, 0x000000009146e3e0,
        ],
        [
            0x45f1e73a6d151eb0, 0x6e3feb6dec8f24a5, 0xdcce107ec8feda19, 0x0000000010902618,
        ],
    ],
    // 87 G
    [
        [
            0x29d400aac78ea02b, 0xb502fa20cbab68aa, 0xad4d2ec51e8e152d, 0x00000000de55837a,
        ],
        [
            0xc856aab7fe2c30b4, 0x835fef9243f8866a, 0x9160577f9db6e0ff, 0x0000000045ba96a2,
        ],
    ],
    // 89 G
    [
        [
            0xc7f31ea100f2f69b, 0x1aeb2d12025d36b4, 0xcda4a199a0c77541, 0x00000000969d5c31,
        ],
        [
            0xa33d1375b06fcaa8, 0x71130709f298df42, 0x1456b2b178a436e8, 0x000000008ace578e,
        ],
    ],
    // 91 G
    [
        [
            0x654d63929fc074ea, 0x4273b429b52aa379, 0xc28a76bac8be83fe, 0x00000000e4b8902d,
        ],
        [
            0xf50e7a7da1ac5145, 0x3f62c6021a7dfd89, 0x9bb14cdb0206a474, 0x00000000289247ca,
        ],
    ],
    // 93 G
    [
        [
            0xff1076b7f1f1df96, 0x477c7a9e6739a851, 0xed36eb5e65682214, 0x000000007d1b78fc,
        ],
        [
            0x4e3bafbed8f1979e, 0xba8dd1fc1dd669b4, 0x69702916632927f3, 0x000000002c15e422,
        ],
    ],
    // 95 G
    [
        [
            0x8ef4a0fca4b9763d, 0x2b91b27ee1e4e936, 0x6d5bcc58f7df88ec, 0x00000000c7b0d774,
        ],
        [
            0x686582dd1c28224e, 0x00e58c36e6a73ddf, 0x240049eceb6a65df, 0x000000002f7f413a,
        ],
    ],
    // 97 G
    [
        [
            0x29f37bbfdf0dca1c, 0x66bbaebf7ef50418, 0x74ce96ba3d2c8dd9, 0x00000000fa075634,
        ],
        [
            0xb13684500bdae45b, 0x8cfccf29424bdd89, 0x7728055f72da9a9c, 0x00000000812e8696,
        ],
    ],
    // 99 G
    [
        [
            0x43eb67c1ba269e67, 0xf979d7f9fd71fe44, 0x65530cbac87bf4ab, 0x00000000a8a263f6,
        ],
        [
            0xdb9e3a3df4771bfa, 0xfb8b46c8b0f36aa8, 0xb9a347a8e21106c5, 0x00000000bf6454f8,
        ],
    ],
    // 101 G
    [
        [
            0x5fcc0903c31230a0, 0xab0264b6e9c9a39d, 0xebcd86162d844414, 0x00000000820c60f2,
        ],
        [
            0xa4d569e4e001a50e, 0x07ac457d09b7d163, 0xc3a2bf43f3d7eec4, 0x00000000392ea26c,
        ],
    ],
    // 103 G
    [
        [
            0x0a617a165d49f61b, 0xc24c75ab5fa1c8f3, 0xb2c16723e825848f, 0x000000000b5f7480,
        ],
        [
            0x76a5209013afece4, 0x6a0560e81ee58e7d, 0xb6d6e806293f957f, 0x00000000dd0dd19f,
        ],
    ],
    // 105 G
    [
        [
            0x3c58bb014b44db76, 0xd5675d2c220a1127, 0xae30828eaf967417, 0x000000001ca4dc67,
        ],
        [
            0x056f6ea2cb0152c1, 0xe369478603518abc, 0xd95b3943a674e122, 0x0000000099f04c22,
        ],
    ],
    // 107 G
    [
        [
            0x488844ef0dfe8347, 0x8ccef3a51d0ad151, 0x80b9f0321e54350f, 0x000000005eea8064,
        ],
        [
            0x99583ef1ac7bdf4e, 0x7d915f557af9144c, 0xafb3d55d4f25954d, 0x0000000040caa0af,
        ],
    ],
    // 109 G
    [
        [
            0xce984c344b6ae03f, 0x5e58dc5c131a6044, 0x5e77c17fbc181873, 0x00000000d9ba9074,
        ],
        [
            0x729009798924be76, 0xc568293143ad4fee, 0x901fe5f881e1d262, 0x000000008d18d721,
        ],
    ],
    // 111 G
    [
        [
            0xc799c6bc8461bff8, 0xff4a54ba5f89077f, 0xbdb079ad55c40d02, 0x0000000041b4dac1,
        ],
        [
            0x57586d6fb4ae2454, 0x41adc0beef32382a, 0x123176c064ba1aa7, 0x000000004bc45414,
        ],
    ],
    // 113 G
    [
        [
            0x3fd32d1a3b0ff077, 0xb314b2908dbb35c8, 0x31ef6ff8cbede2cf, 0x0000000057e3c765,
        ],
        [
            0xa1f2e01b164ae81c, 0x82346090a2fdae54, 0x30e65512bf224dde, 0x0000000074fd6bad,
        ],
    ],
    // 115 G
    [
        [
            0xe8530f744e3f79d5, 0x75141bfb73acbf9a, 0x16e3ef83d5fc8bdb, 0x000000000c69c522,
        ],
        [
            0x33cb9fac9a2efd82, 0x7da70a9c4fd7e383, 0xce05586d11463ea5, 0x000000001a0f8a12,
        ],
    ],
    // 117 G
    [
        [
            0xfac916cd2e00cc05, 0x54781047777e6205, 0x2181e6fb6918d089, 0x000000002d4f68a2,
        ],
        [
            0xb79879e64e79fc7e, 0xd685ec1e7a97563e, 0xcfd69cc6e97b76d6, 0x000000001d02b613,
        ],
    ],
    // 119 G
    [
        [
            0xf1a893f66e9f95a5, 0xa3a7f36a9fe77cbf, 0x693ec400b1e30ca5, 0x000000000791dad8,
        ],
        [
            0x1a341d972dd791b2, 0x2e8bf7dd06bc4d61, 0xeab3a5215e6575d1, 0x00000000a45bdcdc,
        ],
    ],
    // 121 G
    [
        [
            0xc00771965073c489, 0x2988b7840bd2bfb8, 0x7f3a302f7b296784, 0x000000009a702274,
        ],
        [
            0x66af9ad29a94eee9, 0x856748578952e9fd, 0xcb8a5cf3daf489be, 0x000000003c38ec14,
        ],
    ],
    // 123 G
    [
        [
            0xded933758825e9b9, 0xd6e5875ac95f9bcb, 0x219322fecabb9c76, 0x000000005363ee70,
        ],
        [
            0x4f1c6ab641a6a35e, 0xb29105f8573aa056, 0xaab8a2d649ef6dbe, 0x0000000081ff1b49,
        ],
    ],
    // 125 G
    [
        [
            0x7be955d202196e6b, 0xa2161834ceddbcc0, 0x65707bc26c8940cb, 0x0000000052d6fe41,
        ],
        [
            0x9f1d9cde66034f54, 0x48b9ee051f8deba5, 0x9fa44685da33f979, 0x00000000c02e8ef5,
        ],
    ],
    // 127 G
    [
        [
            0x2c85f48a00c01dc6, 0x8a904eecba02d248, 0xe4ad99459d8cd10f, 0x000000008560063f,
        ],
        [
            0xf1c7c72359d97963, 0xe2d6a8c7f659ccba, 0x53d3b0696f95a49d, 0x000000007dd4a793,
        ],
    ],
    // 129 G
    [
        [
            0xb5df7311696000f2, 0xec4e051c6782df35, 0xb790ec5e188ed3b7, 0x00000000879c92ea,
        ],
        [
            0x73c05f5dcb8a329b, 0xc56d0368661de7ac, 0xaab9247d3eb00269, 0x000000002477a0c5,
        ],
    ],
    // 131 G
    [
        [
            0x126414cb36d5d387, 0xede1881f6dcfb690, 0x8a70eaa65d201020, 0x000000002229f951,
        ],
        [
            0xbd511468d3c2dd1f, 0x52566b764f28b098, 0x2a082034d6be8d48, 0x00000000436fe24c,
        ],
    ],
    // 133 G
    [
        [
            0x7968c9eafcd6b1f7, 0xe41945e755fc60ce, 0x4eb9ea5f99ad0d0f, 0x0000000015c2841b,
        ],
        [
            0xc2d8eb2e6f6b6577, 0x4ef0d88b1aa1696e, 0x297fc13b3a1b3b60, 0x000000008f5c70a3,
        ],
    ],
    // 135 G
    [
        [
            0x62cb02350f84baf7, 0x9327d067a7080980, 0xd905f96ce8923652, 0x000000004917d3af,
        ],
        [
            0x37c8a9e7f097aba0, 0x5f6ea093c52652fc, 0x2699675c19b31321, 0x0000000000d42161,
        ],
    ],
    // 137 G
    [
        [
            0x6d72347c010029e1, 0xbef600f17817982a, 0xb6566ad90cda4481, 0x00000000ba8ca257,
        ],
        [
            0x988479c574bb8f02, 0x17ef54b7bcde94f1, 0x5e4ad49e5754ec93, 0x000000005effec6f,
        ],
    ],
    // 139 G
    [
        [
            0x1789fedd46647b12, 0x30895370ccb4c102, 0x104882fbdc5cf757, 0x00000000c1787367,
        ],
        [
            0xe27d88b1965c61ae, 0x7d6abb9a17ff81cd, 0xcaf1447a882795db, 0x000000003785977d,
        ],
    ],
    // 141 G
    [
        [
            0x5114cccad878365a, 0x225872ee8234ba18, 0x8f4c0c4e4c07900c, 0x0000000088f65a62,
        ],
        [
            0x2a92eefb6be15f71, 0xf278925e022aba32, 0xaf2b9e3d1bcdd920, 0x000000005ba63709,
        ],
    ],
    // 143 G
    [
        [
            0x580e9d727ac00869, 0x5cfc7c73b14ec9b4, 0x18a3cedb17c33dc6, 0x000000002e65d272,
        ],
        [
            0x46423f223d106294, 0x7cf5785e615e28ab, 0x0adefc2a0982ff65, 0x000000008f9aa33f,
        ],
    ],
    // 145 G
    [
        [
            0xbcb75c24ebe0e3ad, 0xe5c08ea1ede78ca3, 0xb3d6d80d3fd71e6e, 0x00000000ccaa988b,
        ],
        [
            0xad20dc3b79d2c682, 0x324346af15e68727, 0x356c79dd8d583855, 0x000000005c8dc58b,
        ],
    ],
    // 147 G
    [
        [
            0x9f967d185aee0a6e, 0xf8f72db35c6d4a51, 0x0352294bc46bea67, 0x00000000f477e004,
        ],
        [
            0x6ac82cfc07d2bff3, 0xc44c6c2845a4c670, 0xa9a3ad238fdb7508, 0x00000000f7d6a14b,
        ],
    ],
    // 149 G
    [
        [
            0x5165ac3a4f7522b2, 0xeba5292f74e348c8, 0xf2d00311c30595a1, 0x000000000c56861c,
        ],
        [
            0x0aa54c200f22ecc5, 0x05200a63db870f4e, 0x87f335c016f49f5c, 0x0000000050e089be,
        ],
    ],
    // 151 G
    [
        [
            0xe45f8537dca9966c, 0x310e13b055e86013, 0x0d4f100036cac8fc, 0x00000000ad54d682,
        ],
        [
            0x17d6383c5fbb0825, 0xf15ba9bb1d7bf20f, 0xd918cba8e8f2dd00, 0x00000000bd20631c,
        ],
    ],
    // 153 G
    [
        [
            0xf96e1400ca9b47a0, 0xe0808e46e4b66011, 0xc8af18c854b0948a, 0x000000007a6944fa,
        ],
        [
            0x7d66b039c34337cb, 0xb750d98bec918dc8, 0x06197a5227c70de2, 0x00000000e277a765,
        ],
    ],
    // 155 G
    [
        [
            0x4b8a70090faa8566, 0x2a4e08d882242dce, 0x66b0a889ff6c791d, 0x00000000224b7086,
        ],
        [
            0x034dc3d978717355, 0xc643bac95d43bfa7, 0xc3c4b5c57d7285f5, 0x000000004a87d031,
        ],
    ],
    // 157 G
    [
        [
            0xba6596ad2427f43d, 0xb9289c92a8291bba, 0xf9a1709bbcc99dc9, 0x00000000beebbaf0,
        ],
        [
            0x15c9ab628d367c31, 0xf8b72f6a495a9b9f, 0xbf91fa158d09fb53, 0x0000000046135a2c,
        ],
    ],
    // 159 G
    [
        [
            0x96f347057c9357ae, 0x2169f9f45a78b576, 0xc2da99ed8c877299, 0x00000000d25005cb,
        ],
        [
            0x7edef9c4b9066bfc, 0x7f10468ad415741d, 0xb79541517d68ed3f, 0x0000000069a416df,
        ],
    ],
    // 161 G
    [
        [
            0x1d781ae5a7ce3bd7, 0x5b8d3d15010da321, 0x604465805466352d, 0x00000000136b472f,
        ],
        [
            0x32bb9f532092074b, 0x39a5c0163718fd12, 0x262369b12c6dd021, 0x000000008268e759,
        ],
    ],
    // 163 G
    [
        [
            0x32d15159a63e0ddc, 0x2d388f394b828bdb, 0x9155589bb774523b, 0x00000000cf23b3cb,
        ],
        [
            0x6fc0570e46688f1f, 0x179f9e2593f73e95, 0x7e8d781ce12db044, 0x00000000aac99c2c,
        ],
    ],
    // 165 G
    [
        [
            0xd71429528e346286, 0x6239539d37aeb232, 0x2d7e1e581228e070, 0x0000000086c6dc63,
        ],
        [
            0x026ab0ff3501d5fb, 0x6c1002f5ebfc7a68, 0xa1504c245a0e61eb, 0x00000000f1392a0e,
        ],
    ],
    // 167 G
    [
        [
            0x14be999c5904a49d, 0x72496bedd2378a8e, 0x0a427adcce6374d2, 0x00000000e280d22c,
        ],
        [
            0x6e07793a1400fd89, 0x8d548e11cabdeefb, 0xae31653f1089abca, 0x00000000e7d43c3b,
        ],
    ],
    // 169 G
    [
        [
            0x0359a075e26b4013, 0x7f04f4f3a2ea2de3, 0x55f1898e2eefef37, 0x00000000b27e3849,
        ],
        [
            0x8586c4c97078cbd6, 0xdde1902bf33f84e4, 0x9180533b26c0d59a, 0x00000000b15d4e8e,
        ],
    ],
    // 171 G
    [
        [
            0xb0f13638e2d28207, 0xf031d7d7a06344de, 0xb548d6131921c75c, 0x000000002f22f0c6,
        ],
        [
            0x70835cddf270e762, 0x41fa75b6e01025eb, 0x39226caf650a0371, 0x00000000328efbff,
        ],
    ],
    // 173 G
    [
        [
            0x37b84c135c6c9068, 0x38ffeb456bea3085, 0x858acd84d9627254, 0x00000000c2d29e09,
        ],
        [
            0x6be5303dbbda089c, 0xf4bdaf09a32168fd, 0x8b117aad5d666d48, 0x00000000dc58871f,
        ],
    ],
    // 175 G
    [
        [
            0xbcf9a72785628acd, 0xbba77c0687c7f410, 0xd25ed875761279b5, 0x000000009c969ca6,
        ],
        [
            0x894fed775c5de5a7, 0x129790606310f0db, 0x2deb318c3efa93a9, 0x000000003e0665e0,
        ],
    ],
    // 177 G
    [
        [
            0xa2b29d47facb5520, 0xa1e30c9f01663a5b, 0x5b27f29a344bbb7f, 0x00000000ce9f1a69,
        ],
        [
            0x90da981f7809dbcc, 0xe0829c45f67b66f2, 0xa4fd582890b89744, 0x0000000082db9d6a,
        ],
    ],
    // 179 G
    [
        [
            0x3faedc6cfed7e5c8, 0x367c644e81e5f80c, 0xd574fbde6fb4cf8b, 0x00000000df03a115,
        ],
        [
            0xb9ce082a3f7a743f, 0x74e537ae54c8af70, 0xef9da71210a2f501, 0x00000000c1a3e51c,
        ],
    ],
    // 181 G
    [
        [
            0x1ff8ee611f4ec300, 0xf7e4c34eb1be6d82, 0xe47c71463bdfc8e3, 0x00000000377aeb4d,
        ],
        [
            0x3dbdcd5fc5c6b7c1, 0x0597023ff8d05651, 0x4b707c8b082cc0fa, 0x00000000f6dff676,
        ],
    ],
    // 183 G
    [
        [
            0x916d6c258586a4bc, 0x94b7a39374b92f26, 0xcd486c01f7e98368, 0x00000000494599cb,
        ],
        [
            0x415abe3c8b94be15, 0xb2c1600842893784, 0x333174ca32affe39, 0x0000000052078ea9,
        ],
    ],
    // 185 G
    [
        [
            0x247c35545d918fa9, 0xc737de0f6a01a413, 0x773fc162fd5d7d1d, 0x0000000026954203,
        ],
        [
            0x9eb0cadacdc7fb9a, 0xf0c4f53571d499d7, 0x4bed991511088de2, 0x00000000b9341d88,
        ],
    ],
    // 187 G
    [
        [
            0x1c1c253a19e20806, 0x37b4c2ee2e986fb9, 0x465e459d9e13f153, 0x00000000a79e8b34,
        ],
        [
            0x42464ebde89180c6, 0x39c666a2115e3bba, 0x844603d96117b485, 0x00000000da1b9384,
        ],
    ],
    // 189 G
    [
        [
            0x5ba98a6d6fb47399, 0x5d595575fc0d8b7f, 0x980f2a1617bda024, 0x00000000ca396689,
        ],
        [
            0x77a6e0c0b929aee7, 0xd76be0bb2191cd37, 0x442b6cba7b7ff72a, 0x00000000d8873741,
        ],
    ],
    // 191 G
    [
        [
            0x30ea30f57844051a, 0x15cfb4fb6cd76160, 0xb1f70a1db2edd87b, 0x000000004ccb28eb,
        ],
        [
            0x664f1e440663189e, 0xaec3bf93ed00b916, 0x468978feb822e3cc, 0x00000000503c7273,
        ],
    ],
    // 193 G
    [
        [
            0x7e98db88456a15ba, 0xa2ae112c203210e4, 0x96452b4d8e4b0204, 0x0000000065e81f87,
        ],
        [
            0xf68cc51e8e1fb921, 0xfbabf57bf709648f, 0x116b1e40c1d28c2c, 0x000000004e6c88b8,
        ],
    ],
    // 195 G
    [
        [
            0x03c9cf338997dcc5, 0x4c6b34818e503fde, 0x0c753987f0acb119, 0x00000000bbda1a81,
        ],
        [
            0x6f4b6fbeddd61c34, 0x03092d0679badfcf, 0x4028320160955dea, 0x0000000012d979ce,
        ],
    ],
    // 197 G
    [
        [
            0x2e2c5a5fa675f016, 0x70b975e22e59cd7d, 0xa935f988d02e131c, 0x00000000ecbd77a1,
        ],
        [
            0x72e73f16d84cbe1b, 0x8e46bd209bb9f0ab, 0x939cf7bc8669d7cf, 0x0000000093d40994,
        ],
    ],
    // 199 G
    [
        [
            0x8d555141b6b28274, 0x1d1880ae8a1482f6, 0xc8b06015eb0edc91, 0x000000004da8594f,
        ],
        [
            0x56abd7ffe813375d, 0x97dbafe8e3f15de0, 0x4d644d665e7c22b9, 0x00000000c30cb3d0,
        ],
    ],
    // 201 G
    [
        [
            0xb59ace06d9e77f39, 0xf810653b729ddff6, 0x51cd5a812a563ba3, 0x000000002ed95a1d,
        ],
        [
            0xb9ee2aa15f1bd785, 0xac6b2404e697535e, 0x5a7b3ccc578c92bc, 0x00000000f57705e4,
        ],
    ],
    // 203 G
    [
        [
            0x2944dc71a30e44f1, 0x63bdbf8e36e021e8, 0x40426a2d8ec7a247, 0x00000000a69b756b,
        ],
        [
            0x5bc29a6a5048dd22, 0x56bc4dce288af5a7, 0x74440a21ac52971a, 0x00000000a7450bc7,
        ],
    ],
    // 205 G
    [
        [
            0x733693276cb75212, 0x1f268df879055b05, 0x8935f76a22fc3b85, 0x00000000135e6ab9,
        ],
        [
            0x12317275d97b018a, 0x7da28caf3e8cf985, 0xbd3a5ddfcd60e65c, 0x000000005c5861ec,
        ],
    ],
    // 207 G
    [
        [
            0x448a6c665de33d90, 0x4247bff4ca540f4f, 0x71b62e9dcd330eb9, 0x0000000021a233f9,
        ],
        [
            0xf9997f625a263def, 0x828247f9c3e863e6, 0xdfcd4fe26914f168, 0x00000000370140f4,
        ],
    ],
    // 209 G
    [
        [
            0xb82302cde256a69b, 0xcded5b4991e601f3, 0xb81f235d93cdf673, 0x00000000ea21b113,
        ],
        [
            0x61c79cad07b99836, 0x6a67c18c0a2cdce3, 0xd3fb6bec13befe71, 0x00000000b63339c6,
        ],
    ],
    // 211 G
    [
        [
            0x19de9480af38188d, 0x162def26b7d2af71, 0xe4f74d8d45a79e79, 0x0000000015415ccf,
        ],
        [
            0xd3342b8770397e42, 0xad06492b6d775adf, 0xdb085fdc1c4bdb37, 0x00000000c1b28af5,
        ],
    ],
    // 213 G
    [
        [
            0x63a3848da6cf69a6, 0xe39b5527ef36ef97, 0xdceaf2b7fc38a77a, 0x000000009b9e0b11,
        ],
        [
            0x7cbe9897f2547c04, 0x2eaf305ced1d2798, 0x867283925d72d00a, 0x00000000e6a9f05b,
        ],
    ],
    // 215 G
    [
        [
            0x670f603137f15e58, 0xb62f27c58ec0db49, 0xe77aa9241490a807, 0x00000000ee6f54fc,
        ],
        [
            0x906dc816c43754d3, 0xd05e4cbf2a777bb7, 0x0aaa8de7bb0736ed, 0x0000000064acd186,
        ],
    ],
    // 217 G
    [
        [
            0x2ad818a2612058ab, 0x01843c7a0b635755, 0x1854d80a0df09b27, 0x0000000088f3bd2b,
        ],
        [
            0x9532cc2efe2a8083, 0x1480277d512b807c, 0x9fc7011bc98f4918, 0x0000000099286ef5,
        ],
    ],
    // 219 G
    [
        [
            0xf03814178288191b, 0xab6358f4d1244e15, 0x3b954b32ab07ca94, 0x00000000c2f41aa4,
        ],
        [
            0x7b31a5a0f60a4be2, 0x9dfe4e9638ae6e0e, 0x314dfb4919166e6a, 0x000000003aa01e86,
        ],
    ],
    // 221 G
    [
        [
            0x9af4802f2285cafe, 0x8d2482aa08446543, 0x3f778c41add82280, 0x00000000359e01f9,
        ],
        [
            0x14381934a3f60368, 0xc7fb0d414dba60a8, 0x5eccd9130739c64d, 0x000000004cda8395,
        ],
    ],
    // 223 G
    [
        [
            0x2aa78f140ec7ffc8, 0xf72e5d38ed9759be, 0x2280ed9210901406, 0x0000000070be49bf,
        ],
        [
            0x92ab92c6c2744ded, 0x3ecf42c021a3ea17, 0xf136df1bf3a7e621, 0x000000008d2e7c62,
        ],
    ],
    // 225 G
    [
        [
            0x5fe8d6e0c578a26f, 0xab38023bb57e4d82, 0x1791935799f85c87, 0x00000000524842c0,
        ],
        [
            0xd5f01511e122670c, 0xd2b73685cc16b85f, 0xf7c217d11e8eb55b, 0x000000006fff502e,
        ],
    ],
    // 227 G
    [
        [
            0xfce26f9a1acf3e3f, 0x49538409679d53a9, 0xfc334ae9e2c9a17a, 0x00000000b747b2d3,
        ],
        [
            0xd1ab41753fe75936, 0xc89adc498c956e96, 0x58c540de14ee931e, 0x000000007b642e6d,
        ],
    ],
    // 229 G
    [
        [
            0x7955b4b99cdd4007, 0xb6b74d6d4afb2af6, 0x3a787e06ad36e118, 0x000000003e31698d,
        ],
        [
            0x76e23a207759f863, 0x5b8c802afeabdacc, 0x7a9ea34a10a4e0fa, 0x00000000e5660440,
        ],
    ],
    // 231 G
    [
        [
            0x5d39d5946052dbe0, 0xec232696720c1786, 0xc3ae77f9695d053c, 0x0000000015fef9e9,
        ],
        [
            0x193e321d3312734a, 0xd6727d3fdc0b423d, 0x59e21792abb46731, 0x000000007580fb0c,
        ],
    ],
    // 233 G
    [
        [
            0x399a2011f29ec356, 0x3aa2e4e3c535b95d, 0xa604aeacf97dc70a, 0x00000000a7ad8cc1,
        ],
        [
            0xd4452193ded0e227, 0x5975e5902245307f, 0xac3ee6114c1753f5, 0x0000000072082489,
        ],
    ],
    // 235 G
    [
        [
            0x2cce16b243a75028, 0x96972a77776c000a, 0x39c49f36d30436df, 0x00000000956464f1,
        ],
        [
            0xe098d67d5393c001, 0xcc5ba1ab0b3564ac, 0xeb344d928f9ee795, 0x000000001f632b15,
        ],
    ],
    // 237 G
    [
        [
            0xf7026e446c4bdb81, 0x63f4b1fd69927366, 0x6b685fcc06acddc7, 0x0000000038646daa,
        ],
        [
            0xc9dd8c80462a1fde, 0xff66cbc59976f4cb, 0x45a81ce274ec2d4f, 0x00000000f593089e,
        ],
    ],
    // 239 G
    [
        [
            0x844e07a77f1ae228, 0x8e9878722682447a, 0xd0d74dd234bc502d, 0x00000000061adfe8,
        ],
        [
            0xb9ce06c97fefcddb, 0x8a9ee231944750a1, 0xfb2d1bb3299af0c7, 0x00000000089d35dc,
        ],
    ],
    // 241 G
    [
        [
            0xea89f3849b3af6b4, 0xd8cf06794205f287, 0x97702e72d58784a7, 0x000000008b580559,
        ],
        [
            0x583698889315e8a4, 0x378c95ce684ca079, 0x86c51d6998641d7d, 0x00000000ce584d10,
        ],
    ],
    // 243 G
    [
        [
            0x08db40accf143538, 0x2162a65fdbeac8cc, 0x7cb704542e9fac6b, 0x00000000d4eb21d0,
        ],
        [
            0x34787ae72bef4795, 0xa6c022fae25cd501, 0x09f3db83408de325, 0x00000000e60488e3,
        ],
    ],
    // 245 G
    [
        [
            0x8c0c6e0cce5e255d, 0x54908ee01e3f78de, 0x416beabcd86f610d, 0x00000000074d43a6,
        ],
        [
            0x1dd5560f38c7e583, 0x93ccb211d8799d48, 0xf3f32de5d18dedb1, 0x0000000098046288,
        ],
    ],
    // 247 G
    [
        [
            0x46ec403a67e7b0b2, 0x69c17eb57d2fa9ba, 0x7e9508848a3fa513, 0x000000008078f503,
        ],
        [
            0xaa7069feeef7a1f3, 0x546c981a8ab16252, 0x4786a56041bdf411, 0x000000006ab2edeb,
        ],
    ],
    // 249 G
    [
        [
            0x1aaff716c164d994, 0x455121ccf50c5191, 0x7c0bddb087ac9efa, 0x000000001bac46dd,
        ],
        [
            0x449bf5660676c787, 0x1fd98740252574f2, 0xc5dee82f5f9b26a0, 0x00000000d1431968,
        ],
    ],
    // 251 G
    [
        [
            0x8a031ba36cf01c4b, 0x68f88431f140db67, 0xe05d998069d0a624, 0x0000000029054860,
        ],
        [
            0x98ee830632c6ff56, 0x22c7ac2724013fa3, 0x0173645a8ab67948, 0x000000001efdf97d,
        ],
    ],
    // 253 G
    [
        [
            0x86882810cd39d38a, 0xd4519bc34ac1d31d, 0x7f2d46ab2f79bd10, 0x00000000cbbff35e,
        ],
        [
            0x4bda1326186a318c, 0x7a3be0295983b6ff, 0xee313c4504a1cc73, 0x0000000039e9dcba,
        ],
    ],
    // 255 G
    [
        [
            0xcf23fa41435084c0, 0x5fea4760e3ca5986, 0x5f64d409027d584f, 0x0000000073762fd3,
        ],
        [
            0x58df154509d8b92c, 0x12ef61f81ed9a568, 0xaf40fc3b14a841e1, 0x0000000053bd0a37,
        ],
    ],
    // 257 G
    [
        [
            0xac8de0111dc27cc4, 0x8c56f8ea5a0c2ced, 0x3ffa7cd0d0799266, 0x00000000c7bc1c74,
        ],
        [
            0x9b7a70fa02f2e794, 0x1adbbae943b76a7f, 0x22a88277b5b66658, 0x00000000999b2157,
        ],
    ],
    // 259 G
    [
        [
            0x64fa749fb91142ea, 0x2802860a8197820b, 0x97ed3680b01cf34e, 0x0000000042800a1d,
        ],
        [
            0x5c40adcc8bacf503, 0x13e64fbc002c33ce, 0x0d7e402c5f1a8812, 0x00000000baa8f872,
        ],
    ],
    // 261 G
    [
        [
            0xbd5b936ec40cdadc, 0x16b3baeaf6bc1498, 0xf1c115e2cd96b2de, 0x00000000e9209d2e,
        ],
        [
            0x29aeff4049fddc7f, 0x99e80eb4e14c0fba, 0xfa8bfd1d9993f25b, 0x0000000029a71e69,
        ],
    ],
    // 263 G
    [
        [
            0x21e7cc7f03fd6ee9, 0xeb47a6004b6f9ea5, 0x61eb23fdf3fbcb92, 0x00000000827fb925,
        ],
        [
            0xe66cc80becef164c, 0x013b154684ca9c3a, 0x593e2f6cf06685cd, 0x00000000ec964a68,
        ],
    ],
    // 265 G
    [
        [
            0xfff36f59478cac8b, 0xb5126642d0e05fc9, 0xc923401aec1c55cb, 0x000000008a0f2994,
        ],
        [
            0xd6fe235a7625f14b, 0x0e97f5b63c487b92, 0xd4aa8b448e69797a, 0x000000000dac2791,
        ],
    ],
    // 267 G
    [
        [
            0xb75100e1bfbead22, 0xe23b747e84be9492, 0x783b613cc5f68948, 0x000000007e2fb86c,
        ],
        [
            0xce02694935b13dfe, 0xfebef2b760aa8057, 0xd0f150368b277e4c, 0x00000000ddafce5e,
        ],
    ],
    // 269 G
    [
        [
            0x3d490a89fdd99439, 0xd42f1ee2f5ce0ece, 0x511217a9a369c1f0, 0x0000000058329607,
        ],
        [
            0x28ffb15b34f881c0, 0x3727b273328b9547, 0x2242c7bc1ea5b11e, 0x00000000d93e9492,
        ],
    ],
    // 271 G
    [
        [
            0xd4462038c4fd0901, 0x65b4a63158aebe53, 0x8fd005abb9fc0f56, 0x00000000a1e9c755,
        ],
        [
            0x2a1dd8135dbe27b2, 0xc36b6a3dae4cfe9e, 0x26825c6a88618dcb, 0x00000000fa646313,
        ],
    ],
    // 273 G
    [
        [
            0x2651640e64f74f1a, 0x50a4606c91474207, 0x35f2e7915fd64086, 0x00000000839c68c5,
        ],
        [
            0xa18434e3c3c07db0, 0xba921ba62b7c11c1, 0x45c202c6eac838c3, 0x0000000035f826a3,
        ],
    ],
    // 275 G
    [
        [
            0x69f4adffc037ccfb, 0x93ba8dbbf19adcc8, 0xc7c03403f7850a6c, 0x0000000056e4542f,
        ],
        [
            0x099e6ca08af41c79, 0xf8090ba8d387fb45, 0xedc83646cbd76b7e, 0x000000003f2a5635,
        ],
    ],
    // 277 G
    [
        [
            0x0cd54e7b2044f674, 0x195ccf2bd457c395, 0x054ac9b0fbba2e25, 0x0000000053cde11d,
        ],
        [
            0x86f58c60c5f192ce, 0x57da066aa2c1d5db, 0xff346b552a42275c, 0x000000004e910e3e,
        ],
    ],
    // 279 G
    [
        [
            0xc1fba58c83e7dc55, 0x6c640df9d3dd1c54, 0x286b9a2470dd0439, 0x0000000011d9fb10,
        ],
        [
            0xd2e59b2bcfa0a4f2, 0x28aa3c558690778f, 0x2b411b4b97b81e49, 0x00000000ded05cc5,
        ],
    ],
    // 281 G
    [
        [
            0xd2f259313c0ce4c0, 0x4da75d922d7f6978, 0xd9713ad5226ad213, 0x0000000065749528,
        ],
        [
            0xc7cd5b092861e228, 0xbc28ccb42b8cc168, 0x4f168567b1e55502, 0x000000007defcdba,
        ],
    ],
    // 283 G
    [
        [
            0xbcc604d1bf830886, 0x3bb33c66fd12738b, 0x4aea428df23d5234, 0x000000004b2d04ca,
        ],
        [
            0x9134eff720d9e4e7, 0x6af2b12d83307be9, 0x7f109fb39a34c9b1, 0x0000000050a64d8b,
        ],
    ],
    // 285 G
    [
        [
            0x7b4cea681748a167, 0x6ea403eeb74a3dff, 0x200ff5a0ab6119f9, 0x00000000c511dabf,
        ],
        [
            0xcaa038f33d57d24c, 0x3cfd43b28db376b6, 0x9cbdc8a15e32288e, 0x00000000d457a552,
        ],
    ],
    // 287 G
    [
        [
            0xfe3c3002bac1060a, 0x48a00e02ff54b4f0, 0xa91f2719adfffe5a, 0x00000000a94933c3,
        ],
        [
            0x75c2c92fda198ba6, 0xf6434261c56c620b, 0x9ad81a57a710a7fa, 0x00000000b414bc3d,
        ],
    ],
    // 289 G
    [
        [
            0xf587d423f87cb901, 0x017cff93aac8b7a9, 0xaa0364cd0ef2e3c9, 0x00000000ab5cfd78,
        ],
        [
            0xa0c69e3699d6ce84, 0xc4fedf4c7b9cf127, 0x6f5433583ab69c3d, 0x00000000421bfd52,
        ],
    ],
    // 291 G
    [
        [
            0xdcd87e28aa2a9458, 0xa4e2a84706934660, 0x3884ff3f53d92eaf, 0x000000004cab8953,
        ],
        [
            0x145c96feab0238b2, 0xda8a37b455671e1a, 0xe816dfc0c62f4957, 0x0000000059646c11,
        ],
    ],
    // 293 G
    [
        [
            0x336b1a29d785da35, 0xfc62d403803bd288, 0x2dc130eb466a41c9, 0x00000000e06cde72,
        ],
        [
            0x9197319fe357e474, 0xf66d2a5c7e48c70d, 0xb9f0b9e19795fc9c, 0x0000000025abeb63,
        ],
    ],
    // 295 G
    [
        [
            0xfc236ff7d48b8629, 0x64b65c9763952584, 0x62c2c7c79459a194, 0x0000000008ecb884,
        ],
        [
            0xc2a17a9ef0eea6e4, 0x7fcf1ec80de55ada, 0xdb66a0006fd6b079, 0x00000000f192917f,
        ],
    ],
    // 297 G
    [
        [
            0x38bb395706c7beb1, 0xc49aca10d725ce8a, 0xec84b5ead225eef2, 0x0000000018a3cd02,
        ],
        [
            0x9151f5cd02a76020, 0x60e98fd3c5dec4ac, 0xccb4378cb6dfb571, 0x000000004518d8c3,
        ],
    ],
    // 299 G
    [
        [
            0xa133027436a60863, 0x7ef5abf992991618, 0x35be8a4d820d04da, 0x00000000a3a47491,
        ],
        [
            0x3a115c78e80dd781, 0x4696ab6f226ae934, 0xc99679779009aaaa, 0x000000009f42f864,
        ],
    ],
    // 301 G
    [
        [
            0x4284e477cfb08e1c, 0xb3578b4c5abf639e, 0x65e0cf7878c9298b, 0x0000000063e3593e,
        ],
        [
            0x21e0bf59668804d3, 0x61e7c81c78bc7169, 0x2bc3d39b309d2958, 0x00000000b740ca3b,
        ],
    ],
    // 303 G
    [
        [
            0x8212ea4f231fd5ae, 0x9c542fc1136881d5, 0xe1869be5058ef9a4, 0x0000000085cc445e,
        ],
        [
            0xe6ef564e8495ff72, 0x2fe25dda7106b467, 0xb4cf12db26c3fa01, 0x000000002655c36b,
        ],
    ],
    // 305 G
    [
        [
            0x92a12c11568bba05, 0x1c7cfb380e286c7b, 0xcf207b5e971a92a6, 0x00000000c979b4ec,
        ],
        [
            0x008d7bd36bd057b6, 0xf6289d108c854d19, 0xce07ae55b376b38e, 0x00000000270d7211,
        ],
    ],
    // 307 G
    [
        [
            0x1408401aaa9f9e48, 0xc722a73ccd8c5a18, 0x535edc77c581eee3, 0x000000002caeec91,
        ],
        [
            0x895dc07648afc022, 0xdf84e9dd6be54cba, 0x1de49ceaf639bfe9, 0x00000000427325a9,
        ],
    ],
    // 309 G
    [
        [
            0xf51242e5b99bdf7d, 0xd7e2d9637e82b360, 0x9ca6b83510e25931, 0x00000000a465623f,
        ],
        [
            0x19a6e5c12fcc05fb, 0x8dc57c0f5a990205, 0x5785633fdb9448d1, 0x000000007364ef08,
        ],
    ],
    // 311 G
    [
        [
            0x030aa9a40495f0c4, 0x8d3fb9c3b247cce3, 0x43ad4b27e9df58f3, 0x00000000366f2822,
        ],
        [
            0x5dbac0fc5924186f, 0x631d8b7762442f72, 0xcda555a61c7ba42f, 0x0000000098b58de4,
        ],
    ],
    // 313 G
    [
        [
            0x23c1583b68081e35, 0x9409c02aca7aabf4, 0x13b897e99f82a76d, 0x00000000ce5726cf,
        ],
        [
            0xe7f02e60be3832f5, 0xc4cfafcb3df1169c, 0x88fcd6139480a211, 0x000000001d630a7b,
        ],
    ],
    // 315 G
    [
        [
            0x8a15dcffb231d318, 0xbde21f3b7b255d23, 0xa70062b28c969708, 0x00000000bcdc84f7,
        ],
        [
            0xffb74fcc9e405e44, 0x09b123f5be749123, 0x2b760acc8b21b9bb, 0x00000000fdb47523,
        ],
    ],
    // 317 G
    [
        [
            0xedb1d8c8ec1ec01f, 0xe70d415712a17bbd, 0xfb0b480b056d8313, 0x00000000af2f1c55,
        ],
        [
            0xd3e4173363dc1624, 0xf7abf187c11d0f2d, 0x52724667a33ea3f3, 0x00000000ecbc8e3d,
        ],
    ],
    // 319 G
    [
        [
            0xc678f136e3f9316d, 0x7adec93f7361983e, 0x389fb46cb18bddeb, 0x00000000b08d7c56,
        ],
        [
            0xb53491b9a56aa87b, 0x98c79c2365f7d1d5, 0x0775434f1e17342a, 0x000000002395f20a,
        ],
    ],
    // 321 G
    [
        [
            0xb02b54c628e1c833, 0xb68996ed95b1cad5, 0xa5958039f97fe691, 0x0000000091342cb3,
        ],
        [
            0xd131cf213b33f9f6, 0x1536f174894677c7, 0xf849801c9788f523, 0x00000000add29c26,
        ],
    ],
    // 323 G
    [
        [
            0xc078145780827572, 0x95cf5f3e31669227, 0xd30b199488d2b253, 0x0000000035c590bf,
        ],
        [
            0x437bb5f5d43d26d0, 0x68b4715ca380772d, 0x16d665883e05baaa, 0x00000000398ff4e2,
        ],
    ],
    // 325 G
    [
        [
            0x715120dc3ac71731, 0x7dd580cd22709e0a, 0x8eb1ec22c565cc4c, 0x0000000025a060bf,
        ],
        [
            0x73b151c29450b126, 0x9de0ca92ae2877d9, 0xe52487145f0d72c5, 0x000000006bf7349f,
        ],
    ],
    // 327 G
    [
        [
            0xc78916114a34a06e, 0x1664c50112ffe27a, 0x3360e64c0ba77b4c, 0x000000000b5bf30f,
        ],
        [
            0x33f07101f7590e87, 0xd0a0185bdf3ee049, 0xe81b984c4ad24268, 0x00000000c0651597,
        ],
    ],
    // 329 G
    [
        [
            0x7beb66dd8ad4fee4, 0x3247360c0b3fcba1, 0x7c5825ec0d9b22df, 0x00000000dca74294,
        ],
        [
            0xb472eeff49b206f9, 0xacc0affb293edb31, 0x639e87d41f004d73, 0x00000000d317f65a,
        ],
    ],
    // 331 G
    [
        [
            0x09d8d26c77a16229, 0x152bdcb1e3eabf23, 0xe7fbf4c6e6f96208, 0x0000000098405876,
        ],
        [
            0xaa6f251c52b7eb36, 0x4f145d4562c08734, 0x53ccf87379b08f3c, 0x00000000d088507e,
        ],
    ],
    // 333 G
    [
        [
            0x4896b3e3b7a9afa0, 0x8d9b6aecae219817, 0xab2ba4ed87fd74a6, 0x00000000560cc4e6,
        ],
        [
            0x19f373cfc880665f, 0x45b87be25fa3de80, 0x9095f3fc0273ef6c, 0x00000000c2ed8f62,
        ],
    ],
    // 335 G
    [
        [
            0x711cfd0c204e6141, 0x9e4f41965b698889, 0xbe15e2539c4a92a3, 0x00000000cabebc74,
        ],
        [
            0x1dc025dfa522aee0, 0x33984f0af5628c02, 0xa8e4ab84480f84d8, 0x000000006770df1d,
        ],
    ],
    // 337 G
    [
        [
            0x978e87cc9fa1908b, 0xd8d6dfe3e793f7ea, 0x7588ba3511c5e4dc, 0x000000004fb5ecf5,
        ],
        [
            0x4bc25dda409bd663, 0x70226fbcb7d5b346, 0x0adadd8a6ea97412, 0x000000000d08adc9,
        ],
    ],
    // 339 G
    [
        [
            0x2a758bce559607be, 0x83609d6091cdcdf5, 0xf2c271817b19986b, 0x00000000c8781642,
        ],
        [
            0xefd88ea34044d049, 0xbb5d4c9d2f0408c5, 0x92ec7b47a097b960, 0x00000000aac72475,
        ],
    ],
    // 341 G
    [
        [
            0x6a5d0fba224033cc, 0xbf18e88e5e0631a0, 0x7e5f9f9ef90b04c1, 0x0000000014f1e5bf,
        ],
        [
            0x46206b942040021b, 0x936ffab896b01702, 0x8075acadd3a83245, 0x00000000af02a6d1,
        ],
    ],
    // 343 G
    [
        [
            0x59b580cbce3983ea, 0x9344d9a149f3294c, 0xe25253e959ead6ff, 0x0000000044e21c29,
        ],
        [
            0x9e254f4bfd0476c7, 0x52d92329b541ab55, 0x1f81248a75d86b67, 0x00000000f83d0eb2,
        ],
    ],
    // 345 G
    [
        [
            0xe004c32ab00a56ba, 0xa1a9b9e3fea5f0a6, 0xff17d49e389fa0b3, 0x000000000f01f3ba,
        ],
        [
            0x05c9c2b2c17b167a, 0xfb25c2bcfe742b11, 0xa8a3f672a4ddc574, 0x00000000513dd12c,
        ],
    ],
    // 347 G
    [
        [
            0x05b0d459bd3687f0, 0x597cb26407e36920, 0xb2ab23d242b94535, 0x0000000058d7fe40,
        ],
        [
            0x76c879c9238ba4e6, 0xadeb910871030531, 0x3955ab44c6367755, 0x000000001449897c,
        ],
    ],
    // 349 G
    [
        [
            0xf57e5c3e20152716, 0x955f30ffc4bf0710, 0x91773cee46fd686e, 0x00000000af47e967,
        ],
        [
            0x469d15eacd48a3f6, 0x6070ed3c5cde086e, 0xd6b2e7e455375c03, 0x000000000e405fa3,
        ],
    ],
    // 351 G
    [
        [
            0x5de1bde6bf8d627c, 0xe7a9b6e99f326ee4, 0x3695595de4d2fc63, 0x0000000005cd4ec5,
        ],
        [
            0x6796c2d2532a056d, 0x1ce43fe89a97c266, 0x261733a024b3c095, 0x0000000035c992e9,
        ],
    ],
    // 353 G
    [
        [
            0x0ef004b90856baab, 0x65b012ef420cdc12, 0x717f37c0d4d6b3ed, 0x000000003ee909fe,
        ],
        [
            0xf958d3020c544dca, 0xa78891b270d6cb2f, 0x73992bee0b963c75, 0x0000000024f9df30,
        ],
    ],
    // 355 G
    [
        [
            0xac0e2d7d3bf00414, 0x534ecdaed5b94d6c, 0xde35124d4c535b5c, 0x000000002b76ea57,
        ],
        [
            0x53b510915610104b, 0x4869b08829e8969b, 0x1226b26d4153edbf, 0x000000000e0e07b4,
        ],
    ],
    // 357 G
    [
        [
            0x2e7f68b33e9381b6, 0xccbb21bd2d5a5192, 0xc0cf51c2f672a77f, 0x00000000cfaaae2a,
        ],
        [
            0xbdf2576a516c52f1, 0x13f7490ea037a4ad, 0x38f8f65fd3bc52b2, 0x000000003bf0eb67,
        ],
    ],
    // 359 G
    [
        [
            0x2004a7244443df3d, 0x9b2c4fd43d3cfe44, 0x322c37d28b540e41, 0x00000000f723598b,
        ],
        [
            0xe4452ca9590208b7, 0xda0aa07af9769599, 0x56aefdf0924ac5be, 0x00000000eb6016b9,
        ],
    ],
    // 361 G
    [
        [
            0x73546d0ca6e7e6a9, 0x8fced2c0fb1b4ec8, 0x59772dec3293aaba, 0x000000009922ee6a,
        ],
        [
            0xc8ec0b3d232dce54, 0xc272b19c40ac00b1, 0x5a7cef9c1c4f0531, 0x00000000b2703925,
        ],
    ],
    // 363 G
    [
        [
            0xd5364cbc7faad77a, 0xe16b73b92d343653, 0xfc40febaa81d9c70, 0x000000006fe50c20,
        ],
        [
            0x2862ae335d9840cd, 0x6ae3be6ae88f06bf, 0xa75d5cc158148329, 0x00000000a40e41ce,
        ],
    ],
    // 365 G
    [
        [
            0xbfa346641b934809, 0x0863cea17988f7f2, 0x0b05c20d9086e495, 0x00000000be449229,
        ],
        [
            0x9b7a83a1be9ec549, 0x06c7edb1239e02e8, 0xc5ffbae60d4b0dc2, 0x0000000067bb6f1c,
        ],
    ],
    // 367 G
    [
        [
            0xb83466b8dfacfa50, 0x66421c734775a000, 0x0b7c783daa507515, 0x000000003e696d92,
        ],
        [
            0xf47ff0c60957aa3f, 0x3522f3e81a0c15f8, 0xe87cbb17b1a778fa, 0x000000005953f9b4,
        ],
    ],
    // 369 G
    [
        [
            0x2fbb537f383609ee, 0xf13aa357cfac3049, 0xd825c08723918736, 0x000000005b9afa2a,
        ],
        [
            0x2fe8b634429a4c00, 0xaada5436c9f40b92, 0x28cb1b8147bfb8ca, 0x00000000ada6fb53,
        ],
    ],
    // 371 G
    [
        [
            0xa2bda89595d5edc4, 0xf930cdb22499d4db, 0xd20bb7a79fdfa8fa, 0x0000000013f6e854,
        ],
        [
            0x477c9acbccccc542, 0x686fe781ec168cd2, 0x83841f6c0f7f50fe, 0x00000000eefaf3a7,
        ],
    ],
    // 373 G
    [
        [
            0x15f56d071ca07c6a, 0x235b67efe7691208, 0x2e91028eddcb9e03, 0x00000000c84401e9,
        ],
        [
            0xb8909720c5ca9e42, 0xc27eed38a7c8521c, 0xa2051441f2fafe98, 0x0000000094186215,
        ],
    ],
    // 375 G
    [
        [
            0x02e8abaf872b84e4, 0xf92cbef376b32b88, 0x5982c6414690d1c9, 0x000000007ce50942,
        ],
        [
            0x45782b6a23114d7f, 0xe122ba7473f4bcd2, 0x4511e93d758a44b1, 0x0000000022a5127e,
        ],
    ],
    // 377 G
    [
        [
            0x3bf9a74429923602, 0x54157999b6786f5c, 0x627db3da14906bee, 0x000000002bdf02b0,
        ],
        [
            0x19af607871efe894, 0x1232ce859d1166d3, 0xa121d5a567e1408a, 0x00000000a45f4ee3,
        ],
    ],
    // 379 G
    [
        [
            0x51601445c2b61ea4, 0x2e07fb3c36490bbf, 0x1cffe02f0e2a119c, 0x000000002403b991,
        ],
        [
            0x2d2de5bb2d9f8125, 0xcf2ad1b8f41f24d2, 0x7c3d7b6c55a2cad8, 0x00000000ac50364f,
        ],
    ],
    // 381 G
    [
        [
            0xe488dd0cbd8eacee, 0x0203f08957bcff4a, 0x2617645e40793384, 0x00000000fbfb76af,
        ],
        [
            0x07782b613f76c846, 0x0ea7a5d0c5abd3f3, 0x840e33b9aed5f300, 0x0000000014b89580,
        ],
    ],
    // 383 G
    [
        [
            0x79ef07c7faebde2a, 0x719605ac27927981, 0x9f1d0f4ab4b81992, 0x00000000dd50aa84,
        ],
        [
            0x2ba12ee9ccb7ff9e, 0x018ddda8f25e2d10, 0xb4a8ebfdacabe2aa, 0x00000000ac8d3915,
        ],
    ],
    // 385 G
    [
        [
            0xb7ffd5bdc7f70dac, 0x68707ba9f896b8b6, 0xb4fb429cc4362072, 0x0000000021622ec4,
        ],
        [
            0xec23e73194c09cbf, 0xe62256eaa8e8e101, 0x1ca5a2eeb762842e, 0x000000009c0d2faa,
        ],
    ],
    // 387 G
    [
        [
            0xca7bf8806a96802a, 0x7286e2632618d6a3, 0x923f88df86220746, 0x000000001a172ce9,
        ],
        [
            0xe70b7cc36e753650, 0x67ad275e269632ce, 0xb3f3bedb4d9cb206, 0x0000000026cfca0a,
        ],
    ],
    // 389 G
    [
        [
            0x540f2e20db89bb2f, 0x075674005aecb366, 0x0b9e966e8b56c720, 0x000000008476e10e,
        ],
        [
            0xd784cf3a430a88e5, 0x1e8443960892b822, 0xde71a4b902af6de6, 0x0000000056cad721,
        ],
    ],
    // 391 G
    [
        [
            0xfdacff868c0a61de, 0x0cdea4ca01437c29, 0x080cce6949268cb6, 0x0000000070301479,
        ],
        [
            0x7d2165b53b6c4620, 0x29e972292de26ae0, 0xa346c53a78ac0e59, 0x00000000e55442fd,
        ],
    ],
    // 393 G
    [
        [
            0x166fa981fccc2c2d, 0x71478461e7e433af, 0x56947eae0b1266f8, 0x00000000624d0cd2,
        ],
        [
            0x50c9b4e33881f8b1, 0xe436f6b23759fd41, 0xe36cce840637e324, 0x00000000406b04e9,
        ],
    ],
    // 395 G
    [
        [
            0x9812a8ca691b45c9, 0x86b06a5f707b3a7e, 0xebe0de2ceeb00da8, 0x000000002dd48e4d,
        ],
        [
            0x34102e871f2c0ab2, 0xa29f8ce8c312df5e, 0x37dd550bb48d3910, 0x0000000062b2d471,
        ],
    ],
    // 397 G
    [
        [
            0x48dacc1851900288, 0xe317ec66346792bc, 0xd42cd85ecb1131c2, 0x00000000585f346e,
        ],
        [
            0x4d7b3bfc9af41b03, 0xfce71cde817c6ef8, 0x3e4f7a7471785c74, 0x0000000058d1a96a,
        ],
    ],
    // 399 G
    [
        [
            0x4aee2c8f0a002597, 0x11e99addf5946a2a, 0x90816984a3797d15, 0x00000000d3b1ffc1,
        ],
        [
            0x3a6fbbd65e8801c6, 0xb4a6bb9140cdd487, 0x94a866c1aa30316d, 0x000000004d87d51e,
        ],
    ],
    // 401 G
    [
        [
            0xc72f49666d9c60ea, 0x301d2ed02e678ec2, 0x397804b0cae6c596, 0x00000000d3503805,
        ],
        [
            0xf33b15c2bec575db, 0xc75c9d969d651453, 0x6d7b0f3b58bf2f4c, 0x00000000aa02913c,
        ],
    ],
    // 403 G
    [
        [
            0x2de4a086c04ee885, 0xd384127bfce9b3f6, 0x3da4ba9cd8739ffa, 0x00000000115f52b3,
        ],
        [
            0xd99a3257b8cfe909, 0xf090d943398a8971, 0xffa2a082bc49f555, 0x00000000c5c84715,
        ],
    ],
    // 405 G
    [
        [
            0x462b9f44fb8dafdd, 0xde84d94eae9db1c2, 0x76582c6a40b4ab47, 0x00000000a30f060f,
        ],
        [
            0xf20f66a54a514b81, 0xd43987709ba80fd8, 0x6d0e2ea8deb199e9, 0x00000000b782e138,
        ],
    ],
    // 407 G
    [
        [
            0x5478f5a32a2af3da, 0x1afccba47b17ee38, 0xb90e47e9834be162, 0x000000006c089034,
        ],
        [
            0x0aba69dab6e8370d, 0x3188077d15c36664, 0xb8865f20312c7261, 0x00000000c396ba48,
        ],
    ],
    // 409 G
    [
        [
            0x37a6b057a8a5c24d, 0x6ef8e40933a57f9b, 0x4498fc25d7f33169, 0x00000000fe940ef5,
        ],
        [
            0xd7f11b07190c4625, 0x492b2ce7e10cb48e, 0x5cc980029cb1a4bd, 0x000000004cb0b5ee,
        ],
    ],
    // 411 G
    [
        [
            0x082c2ac9ba4980ed, 0x8af13d5f2979a998, 0x123c424caf3af93d, 0x00000000fee304b4,
        ],
        [
            0x501fc72c3f32fcf8, 0x981231f3f7603254, 0xc414c540ba57b066, 0x00000000ab614acd,
        ],
    ],
    // 413 G
    [
        [
            0xdf837dc7d4235fc0, 0x0621cb608858e9fb, 0xa85971d829c77b8a, 0x00000000eeb7ec13,
        ],
        [
            0x15c025e2731c15e0, 0xd7df2337ef0c9b09, 0x19e476fadc4d50fb, 0x00000000b4542519,
        ],
    ],
    // 415 G
    [
        [
            0x29860c6fa4f8494d, 0xcb92a71d4be01d70, 0xaa8bf82c0dfaf7f0, 0x0000000089c28da2,
        ],
        [
            0xdd1882a560c6bc45, 0xfbd07657e52b4205, 0x8d007d512e5e3d55, 0x00000000bf6e51c6,
        ],
    ],
    // 417 G
    [
        [
            0x0ead482f613f0cb4, 0xd7dbef26153e67c6, 0x30bbf5a4cf051783, 0x00000000e1acc7d3,
        ],
        [
            0x6cf048dd6bbb1dd2, 0x085cacca52606f4b, 0x5a56656d0f05027c, 0x00000000443000f3,
        ],
    ],
    // 419 G
    [
        [
            0xbbc1c47201252128, 0x48a4f1b846bb41d0, 0x5cbb2c8b791996ad, 0x0000000075ed0789,
        ],
        [
            0x566d115c43317740, 0x84e53bbb5d7be2d6, 0x80b4d581e61dc910, 0x00000000420c8744,
        ],
    ],
    // 421 G
    [
        [
            0xeb97407c80dcba39, 0xc000e6608361abba, 0xfe9188d9eee2b91d, 0x0000000006b3f2cb,
        ],
        [
            0x2c7d743eeace8b2a, 0x0ac2595a493fc690, 0x44e79d39cc02083e, 0x000000004bd50267,
        ],
    ],
    // 423 G
    [
        [
            0x1f4086627bcc08f6, 0x1ff6952dfa424b14, 0xbdda0736bd603691, 0x00000000b64dbf39,
        ],
        [
            0xf2196bba49a7557a, 0xc43ee0d24e750fe4, 0x4710da3db1a385de, 0x000000006571cb59,
        ],
    ],
    // 425 G
    [
        [
            0xfaee13a77a137473, 0x7e0bc2320a99a5b5, 0x2921772d6312fcac, 0x00000000bd09dedb,
        ],
        [
            0x19d4a7e0c72dca8e, 0xb1a1073fd208335c, 0x6ec434f67d00d481, 0x000000000c532305,
        ],
    ],
    // 427 G
    [
        [
            0xc404d98758dd718e, 0xc547fe71cf211624, 0x1d7c92b9ff8c057c, 0x000000000e561072,
        ],
        [
            0x9de90142a0ac24c8, 0xa2b1b2a743b38f6e, 0x5118dec79f3ba31a, 0x00000000c09f605d,
        ],
    ],
    // 429 G
    [
        [
            0xbdcc5945a4bff045, 0x2868b5d922022b33, 0xf6925d2e71800a30, 0x0000000055658868,
        ],
        [
            0xa76f0ad07dc19d53, 0x5e0d40d9c77c1c8d, 0xe790880a5df98deb, 0x00000000728d00eb,
        ],
    ],
    // 431 G
    [
        [
            0xa2dfa272bf85f78f, 0xca7bc02e6c070827, 0xf7191b9059a35149, 0x00000000ae1e4d80,
        ],
        [
            0x274dc1a0e7948c63, 0x72337d6a9b81560a, 0xfc6838c30d2f34c9, 0x000000002126e019,
        ],
    ],
    // 433 G
    [
        [
            0xf509360a3c460106, 0x4a8a59b48a63aa81, 0x5f8dfb225db0f7a0, 0x000000002f801bc8,
        ],
        [
            0x731abd3dfb4f18a8, 0x7c4a2e3d2f935f4f, 0xb4051e44c34fef0b, 0x0000000017ba7230,
        ],
    ],
    // 435 G
    [
        [
            0xe7fd369bc054c9ac, 0xe227b1f00526000a, 0xf2ee4af1375b3402, 0x000000008009ddc1,
        ],
        [
            0x2089e5c9c6e05ecd, 0x856bf64f33f5b213, 0x24bca10dc86be182, 0x0000000095c0c940,
        ],
    ],
    // 437 G
    [
        [
            0x3cae37d8001075cb, 0x58439532c8179269, 0xa2aaae42737d47f1, 0x0000000048156a86,
        ],
        [
            0xb2212289d1fe8272, 0x20f870c8e3436a97, 0x012e901cb95649b0, 0x000000009c3b306b,
        ],
    ],
    // 439 G
    [
        [
            0x09fc76ea08adfeea, 0xdb5827823a65bf50, 0xeeb5bec42a337417, 0x000000004a113bbf,
        ],
        [
            0xeb04c81e26998e59, 0xbae5a9fe128f93f1, 0x293bb6b3906a25ef, 0x000000009c721356,
        ],
    ],
    // 441 G
    [
        [
            0x8e77a22a2610845c, 0x91b5cf9c5aa98971, 0x8b57460a9634b8a7, 0x0000000082511dd9,
        ],
        [
            0x38610ff15f98b6a4, 0xa6ba45eb98871485, 0x0c87fdfcf2e2b222, 0x00000000bcd2082c,
        ],
    ],
    // 443 G
    [
        [
            0xed436684744236fa, 0x980ac43e11135548, 0x594ec44598936df8, 0x00000000d5b63648,
        ],
        [
            0x8ea167f9472fb7fc, 0xe7925d9e6cc47bdd, 0x1f80bc06e86be816, 0x00000000cab07246,
        ],
    ],
    // 445 G
    [
        [
            0xdc5c77976e82960a, 0xc878c02aee173ee9, 0x1edbc3960ab2b937, 0x00000000cc1031df,
        ],
        [
            0xcd652699be3405e0, 0x77f5b17918eb9f47, 0xf4896b2fdfc69a9f, 0x00000000e39e2c76,
        ],
    ],
    // 447 G
    [
        [
            0x4c1c3ea3d369bcf6, 0xb082d5b64fefe310, 0x5fd559bbf75ea52d, 0x0000000034da10d2,
        ],
        [
            0x2f51ff199fe68e8a, 0xe6a32eb7730cb15a, 0xca2b8ebfe583ca73, 0x0000000048362492,
        ],
    ],
    // 449 G
    [
        [
            0x9b992336663cbb81, 0x4b6fe441b61738a3, 0xf1196fe2c5cc7816, 0x0000000079c99bf8,
        ],
        [
            0xa311ba556a34f320, 0x40533cf953b88685, 0x3a870a2beccb49fa, 0x000000002134e225,
        ],
    ],
    // 451 G
    [
        [
            0x15872994abc6a1c8, 0x4e1136731d84d454, 0xad19eba359403c7f, 0x000000004c5d534b,
        ],
        [
            0x22a512e43bd88bc8, 0x0fd22cdb710bf2ba, 0x676010839ac9fff2, 0x0000000052715bd9,
        ],
    ],
    // 453 G
    [
        [
            0x7300931510ab2c50, 0xdfabc2b7b6ce2d12, 0x642704d2e06e0ee4, 0x000000001fbc78e5,
        ],
        [
            0x816c9cf420dfbc82, 0xb4973604c52c0d59, 0xb4cd7d250cf21d8f, 0x00000000344ea24e,
        ],
    ],
    // 455 G
    [
        [
            0xb345e88e4a900e2f, 0x8729529ebfa6bfbf, 0x190154d909dc1d43, 0x0000000092a64e70,
        ],
        [
            0x0acfa8c14a3ff16e, 0xa44825e665b4be63, 0x4f9e24ae4abb905d, 0x00000000c1a031e4,
        ],
    ],
    // 457 G
    [
        [
            0x3534938c6b938eab, 0x93956aca0e584c5d, 0x24c48bdd29b788ce, 0x0000000070b141bd,
        ],
        [
            0xb58ea7a53b25f55c, 0xd4febc93177798b0, 0x6b66c0452f5b9c42, 0x0000000060f76c24,
        ],
    ],
    // 459 G
    [
        [
            0x56a1c174f7a5c8b4, 0x4be8d29827217ffd, 0x03970e9c0632a94e, 0x0000000062c7fe4a,
        ],
        [
            0x7a0b0a9fa806bd5e, 0x277ee3d660f11552, 0x38510f47326a5257, 0x00000000be7632de,
        ],
    ],
    // 461 G
    [
        [
            0x2536ae108d874b1f, 0x7be49393997ca04b, 0x669c0a29f85044cf, 0x0000000051eaa9dd,
        ],
        [
            0xc107099cfaa27850, 0x059262faa3d59a41, 0x0b28e9eb94e61007, 0x000000001e2af072,
        ],
    ],
    // 463 G
    [
        [
            0xf2910805073eb6cc, 0x678756c36b950e01, 0x09a1b5decc3d1eea, 0x00000000667ed2ce,
        ],
        [
            0x95b7e9aefd0b8f3b, 0x61516d732faae719, 0x95541d7702a03086, 0x000000007daa9ae7,
        ],
    ],
    // 465 G
    [
        [
            0x5ed73c8ba541b6a8, 0xb171b8baa4f01ed0, 0x3be965785c638862, 0x00000000b6befca5,
        ],
        [
            0xf683872344460f93, 0x2c16fc436d32e34d, 0x2307eaa1a7bd4d74, 0x0000000002ca379d,
        ],
    ],
    // 467 G
    [
        [
            0x198d16692526e629, 0xd157f539db262eb5, 0x06c07ef5f236172c, 0x00000000a3126b36,
        ],
        [
            0x935eb9879a06ae72, 0x67e75833756ddf2c, 0xe510ec0a6a52d685, 0x000000001261fabc,
        ],
    ],
    // 469 G
    [
        [
            0xfc7a91039ba9d4cc, 0x31a8b1d903c9569f, 0xbc6aee0a1abc1d11, 0x00000000be5c6d07,
        ],
        [
            0x9c15d08fbd63055d, 0xf8fb7a8d5a013c14, 0x13fbfb282e32d6f1, 0x0000000040db3441,
        ],
    ],
    // 471 G
    [
        [
            0x7a87cd78ef472540, 0xa03b15e46c127ca0, 0x9f74e0730d2ecffe, 0x000000005e0155ed,
        ],
        [
            0x924ef2313e5e8714, 0x0ecbabc7ddd1ef05, 0x2364dffd0d2d6a7c, 0x000000000efb2a2c,
        ],
    ],
    // 473 G
    [
        [
            0xfdf1aa85a773a18e, 0x4590b06cad567028, 0x1b8f9d29db19bfe0, 0x000000006dc52f97,
        ],
        [
            0xd48cdb1a5c4f7538, 0xcf7e79404a4f334b, 0x720005be5fa3ebd0, 0x0000000036fd0171,
        ],
    ],
    // 475 G
    [
        [
            0x3aa2aeb0becdc432, 0x7b2f8d409eacc8da, 0xfe9b546ce5ea33de, 0x000000000dc8020d,
        ],
        [
            0x8044e73284478758, 0x99d6c7e4fb50aeae, 0xaaaedd8b988dd581, 0x000000001cbb2dda,
        ],
    ],
    // 477 G
    [
        [
            0x31f13a8b7bf1dbc9, 0xd307b5298032223a, 0x5f52a2abf607cf46, 0x00000000446c271a,
        ],
        [
            0xb13db4d8ecc91a91, 0x2171c45b8d065b56, 0x99b0a323bcceed52, 0x0000000021b4ad13,
        ],
    ],
    // 479 G
    [
        [
            0xa0651f72437da019, 0xc6e0349dc0aca407, 0x02c282d6e7fc1342, 0x00000000d0d39ecc,
        ],
        [
            0x5facf3d3b9b289a5, 0x315f8c0b6a0c4bde, 0x243b4315c0908f6b, 0x0000000067300e58,
        ],
    ],
    // 481 G
    [
        [
            0x05ccef1ac93683e7, 0x81a33b9aca10e677, 0xa30b25fee4af6407, 0x000000001698b502,
        ],
        [
            0x3a60e064ba4b31f9, 0x728830ef25f22887, 0xfb5f9f9526962b5c, 0x00000000519c7ed4,
        ],
    ],
    // 483 G
    [
        [
            0x194e5820261f5269, 0x878ffff4e614a3f6, 0xb4b7bc6a65cbc3e4, 0x000000005f3d2db2,
        ],
        [
            0x22864b28a7d0b0ff, 0x4c3d9ae5982b6322, 0xb0a5c2918d4ba128, 0x00000000aa98aa8d,
        ],
    ],
    // 485 G
    [
        [
            0xaeeda0a9bdb12e00, 0xf58df1af302044ef, 0xf02b69bf6678707c, 0x0000000076d02e43,
        ],
        [
            0xd50f3bf1929e028c, 0xec266a176159f496, 0xc0eee5bb54274c40, 0x0000000056d16f28,
        ],
    ],
    // 487 G
    [
        [
            0x0156c28fa43ddb57, 0x51eee09ad6ce0b83, 0x1b28597927ff573b, 0x000000001201eae1,
        ],
        [
            0xd705ba4f8f338d7a, 0xf3fb56ed250598cd, 0x9e31755eacd1ea4e, 0x0000000080f0df15,
        ],
    ],
    // 489 G
    [
        [
            0xd44359d82107a984, 0x875892995939befb, 0xa18308749adb9525, 0x0000000094444801,
        ],
        [
            0x47aa24dee374fa14, 0x64f3bc035e937a69, 0xa7e87bc6961656e0, 0x000000001479b0f8,
        ],
    ],
    // 491 G
    [
        [
            0xab52dd52c2c323c4, 0xa50a9145b480796f, 0x4633a2a4f1a118b9, 0x00000000de59bca7,
        ],
        [
            0x640f6cbe39bc2c18, 0x6afe1217a6fd9e37, 0xb26e7f8f4d21647e, 0x000000008ed48b65,
        ],
    ],
    // 493 G
    [
        [
            0x660680e96bbf3225, 0x1ec0c821cb690f50, 0x89d2a641a6f31a77, 0x00000000a8e266d5,
        ],
        [
            0x5b259ee03a226af6, 0xb3a572dbc7025dea, 0xcb8210bff740f449, 0x00000000ab029255,
        ],
    ],
    // 495 G
    [
        [
            0x3d1cc8f59f8e1a67, 0x530a0df1cccee748, 0x4dacb396c235246a, 0x00000000cd99eb5e,
        ],
        [
            0xcacd8e2cfbef97b2, 0x1cf70fcd53523135, 0x437c6c4cd8d828c9, 0x0000000005e31dec,
        ],
    ],
    // 497 G
    [
        [
            0xea21a4c0e8e3768e, 0x37925f89ae42c258, 0x0b3eab62fc657239, 0x00000000e1d19272,
        ],
        [
            0x10936bb394682395, 0xf809cc97b0b46549, 0x6b2d45a5178ee640, 0x0000000005916b5e,
        ],
    ],
    // 499 G
    [
        [
            0xe9cf575a51f11c3d, 0xe0c8f46c702ef0af, 0x699fc3bf9d0372b0, 0x00000000217f2942,
        ],
        [
            0xfb5360950d600798, 0x3d902d0ea472ac74, 0xadfddd97fffa9f06, 0x0000000017353181,
        ],
    ],
    // 501 G
    [
        [
            0x6aa7785d44752346, 0x6fe030cade1680ba, 0xd69599fd4bd2b8bd, 0x00000000cb1bbe28,
        ],
        [
            0x57def46e3b2a2c4c, 0x973e0fdac9bba754, 0x8c21f4d29597add6, 0x000000008d36d9cb,
        ],
    ],
    // 503 G
    [
        [
            0x77ad408681880634, 0x2af84521015e1414, 0xbe65a71ce9a02987, 0x00000000a866f48f,
        ],
        [
            0xc2715e39f8c9a838, 0x73af33b9141af567, 0x8a11e901c628791e, 0x000000000196362d,
        ],
    ],
    // 505 G
    [
        [
            0xe76fef0b934df291, 0x2a012daf6961c552, 0x0977fda4acacd059, 0x0000000028d7e587,
        ],
        [
            0x1089b524abd29393, 0xb98edee21be7cc5f, 0x851c559115b91cbf, 0x000000001b4a5423,
        ],
    ],
    // 507 G
    [
        [
            0xdae8d5495a5f16f9, 0x9804fa504cbb5d6d, 0xc44b59c7d659bc86, 0x00000000904b3a8e,
        ],
        [
            0x62708873e81e3465, 0xc3c8accba4cfcfcf, 0x792b957f5ccd95e4, 0x00000000ae5d5666,
        ],
    ],
    // 509 G
    [
        [
            0xb3bb80dea77332fe, 0xf1a7269fe24dc6b0, 0x3bb3831a96b66c30, 0x00000000b8c00d1e,
        ],
        [
            0x6e7c9f99cdc75fa4, 0x4444096a33810ed6, 0x9a1e0bbe5d066134, 0x00000000e238bc99,
        ],
    ],
    // 511 G
    [
        [
            0x9b8c9ec499b7af9e, 0xbb37bf9faeed2610, 0x7813020e55926f05, 0x00000000dfdfdbf3,
        ],
        [
            0x308f0d44bd4e6c48, 0x7909fdcef4898273, 0xeea95ba48ee0dd22, 0x00000000a3aa1645,
        ],
    ],
]);
