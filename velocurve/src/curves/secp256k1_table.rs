//! Multiples of secp256k1's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- secp256k1 > velocurve/src/curves/secp256k1_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/secp256k1.rs`. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each
//! as its canonical value,
//! in four little-endian 64-bit words.
//!
//! Parameters: W = 6, 43 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table = [
    // row 0: multiples of 2^0 G
    [
        [
            0x59f2815b16f81798, 0x029bfcdb2dce28d9, 0x55a06295ce870b07, 0x79be667ef9dcbbac,
            0x9c47d08ffb10d4b8, 0xfd17b448a6855419, 0x5da4fbfc0e1108a8, 0x483ada7726a3c465,
        ],
        [
            0xabac09b95c709ee5, 0x5c778e4b8cef3ca7, 0x3045406e95c07cd8, 0xc6047f9441ed7d6d,
            0x236431a950cfe52a, 0xf7f632653266d0e1, 0xa3c58419466ceaee, 0x1ae168fea63dc339,
        ],
        [
            0x8601f113bce036f9, 0xb531c845836f99b0, 0x49344f85f89d5229, 0xf9308a019258c310,
            0x6cb9fd7584b8e672, 0x6500a99934c2231b, 0x0fe337e62a37f356, 0x388f7b0f632de814,
        ],
        [
            0x74fa94abe8c4cd13, 0xcc6c13900ee07584, 0x581e4904930b1404, 0xe493dbf1c10d80f3,
            0xcfe97bdc47739922, 0xd967ae33bfbdfe40, 0x5642e2098ea51448, 0x51ed993ea0d455b7,
        ],
        [
            0xcba8d569b240efe4, 0xe88b84bddc619ab7, 0x55b4a7250a5c5128, 0x2f8bde4d1a072093,
            0xdca87d3aa6ac62d6, 0xf788271bab0d6840, 0xd4dba9dda6c9c426, 0xd8ac222636e5e3d6,
        ],
        [
            0x2f057a1460297556, 0x82f6472f8568a18b, 0x20453a14355235d3, 0xfff97bd5755eeea4,
            0x3c870c36b075f297, 0xde80f0f6518fe4a0, 0xf3be96017f45c560, 0xae12777aacfbb620,
        ],
        [
            0xe92bddedcac4f9bc, 0x3d419b7e0330e39c, 0xa398f365f2ea7a0e, 0x5cbdf0646e5db4ea,
            0xa5082628087264da, 0xa813d0b813fde7b5, 0xa3178d6d861a54db, 0x6aebca40ba255960,
        ],
        [
            0x67784ef3e10a2a01, 0x0a1bdd05e5af888a, 0xaff3843fb70f3c2f, 0x2f01e5e15cca351d,
            0xb5da2cb76cbde904, 0xc2e213d6ba5b7617, 0x293d082a132d13b4, 0x5c4da8a741539949,
        ],
        [
            0xc35f110dfc27ccbe, 0xe09796974c57e714, 0x09ad178a9f559abd, 0xacd484e2f0c7f653,
            0x05cc262ac64f9c37, 0xadd888a4375f8e0f, 0x64380971763b61e9, 0xcc338921b0a7d9fd,
        ],
        [
            0x52a68e2a47e247c7, 0x3442d49b1943c2b7, 0x35477c7b1ae6ae5d, 0xa0434d9e47f3c862,
            0x3cbee53b037368d7, 0x6f794c2ed877a159, 0xa3b6c7e693a24c69, 0x893aba425419bc27,
        ],
        [
            0xbbec17895da008cb, 0x5649980be5c17891, 0x5ef4246b70c65aac, 0x774ae7f858a9411e,
            0x301d74c9c953c61b, 0x372db1e2dff9d6a8, 0x0243dd56d7b7b365, 0xd984a032eb6b5e19,
        ],
        [
            0xc5b0f47070afe85a, 0x687cf4419620095b, 0x15c38f004d734633, 0xd01115d548e7561b,
            0x6b051b13f4062327, 0x79238c5dd9a86d52, 0xa8b64537e17bd815, 0xa9f34ffdc815e0d7,
        ],
        [
            0xdeeddf8f19405aa8, 0xb075fbc6610e58cd, 0xc7d1d205c3748651, 0xf28773c2d975288b,
            0x29b5cb52db03ed81, 0x3a1a06da521fa91f, 0x758212eb65cdaf47, 0x0ab0902e8d880a89,
        ],
        [
            0xe49b241a60e823e4, 0x26aa7b63678949e6, 0xfd64e67f07d38e32, 0x499fdf9e895e719c,
            0xc65f40d403a13f5b, 0x464279c27a3f95bc, 0x90f044e4a7b3d464, 0xcac2f6c4b54e8551,
        ],
        [
            0x44adbcf8e27e080e, 0x31e5946f3c85f79e, 0x5a465ae3095ff411, 0xd7924d4f7d43ea96,
            0xc504dc9ff6a26b58, 0xea40af2bd896d3a5, 0x83842ec228cc6def, 0x581e2872a86c72a6,
        ],
        [
            0xc44ee89e2a6dec0a, 0xb2a31369b87a5ae9, 0x3011aabc21c23e97, 0xe60fce93b59e9ec5,
            0xe1f32cce69616821, 0x1296891e44d23f0b, 0x9db99f34f5793710, 0xf7e3507399e59592,
        ],
        [
            0x66e4faa04a2d4a34, 0xeb9898ae79b97687, 0xa420fee807eacf21, 0xdefdea4cdb677750,
            0xcfb199f69e56eb77, 0xced1f4a04a95c0f6, 0xe997b0ead2a93dae, 0x4211ab0694635168,
        ],
        [
            0xcf55c2a2444da7cc, 0xf3ba28d1a319f5e7, 0x2b0286db4a990fa0, 0x5601570cb47f238d,
            0xf5192e5e8b061d58, 0x81d8e0bc736ae2a1, 0xe9e298043589351d, 0xc136c1dc0cbeb930,
        ],
        [
            0x7475656138385b6c, 0xf06acfebd7e86d27, 0x93ef5cff444f4979, 0x2b4ea0a797a443d2,
            0xb570c854e5c09b7a, 0x1a01f60c50269763, 0xb343083b5a1c8613, 0x85e89bc037945d93,
        ],
        [
            0xf3e471b273211c97, 0xf02d5290aff74b03, 0x200b559b2f7dd5a5, 0x4ce119c96e2fa357,
            0x450288ee9233dc3a, 0x6162948271d96967, 0x5da61fa10a844c67, 0x12ba26dcb10ec162,
        ],
        [
            0x81340aef25be59d5, 0x1d9ad40271f81071, 0x4f93fa332ce33330, 0x352bbf4a4cdd1256,
            0x67bd3d8bcf81998c, 0x4a1b3b2e71b1039c, 0xd59c18259dda3e1f, 0x321eb4075348f534,
        ],
        [
            0x99ddcb316f31e9fc, 0x2431741c72713b4b, 0x5c96fdb91c0c1e2f, 0x421f5fc9a2106544,
            0xdb20717ad1cd6781, 0x743034b37b223115, 0x16f6db7e225d1e14, 0x2b90f16d11dabdb6,
        ],
        [
            0xdc9cdadd4ecacc3f, 0xe42ab8dfeff5ff29, 0x0230010559879124, 0x2fa2104d6b38d11b,
            0x423ba76b532b7d67, 0x181d70ecfc882648, 0xb64569335bd5dd80, 0x02de1068295dd865,
        ],
        [
            0x0502bda8b202e6ce, 0x683215439d62b794, 0x8ac09c9161ba8b09, 0xfe72c435413d33d4,
            0x978ed2fbcf58c5bf, 0x01dc88e36b4a9d22, 0xd3ab47e09d729981, 0x6851de067ff24a68,
        ],
        [
            0x69ca0cd7f5453714, 0x263c3d84e09572e2, 0xab21a9b066edda83, 0x9248279b09b4d68d,
            0xe54a32ce97cb3402, 0x3fc0de2a887912ff, 0x5d1aa71bdea2b1ff, 0x73016f7bf234aade,
        ],
        [
            0x5e5cad81710c4c8a, 0xc03fe1b2abb84088, 0xf40cbdefc8e40997, 0x6687cdb5b650d558,
            0xb32e83b25c83ad64, 0x0ef8e529f033f272, 0x1a1fa873825c7200, 0x3fd502b3111178b1,
        ],
        [
            0x7e996d443dee8729, 0x2f570e144bf615c0, 0x8e70132fb0beb752, 0xdaed4f2be3a8bf27,
            0xab40e52290be1c55, 0x3f83c230f3afa726, 0xd4a1aca87ef8d700, 0xa69dce4a7d6c98e8,
        ],
        [
            0xc39a66f904f97968, 0x6b31536da6eb344d, 0xa7fa6f64d5dc3c82, 0x55eb67d7b7238a70,
            0xd0689f2f493be3c8, 0x40973bce1c95052d, 0x0b1e718bf4042585, 0x7d916a47b2b58140,
        ],
        [
            0xe6a3b5e87d22e7db, 0x11ecd9e9fdf281b0, 0x8acf28d7cbb19f90, 0xc44d12c7065d812e,
            0xa039063f0e0e6482, 0x0e106e861edf61c5, 0x76c45926c982fdac, 0x2119a460ce326cdc,
        ],
        [
            0x7513a49d9a688a00, 0x1ccfff21574de092, 0x0b69fc311a03f864, 0x6d2b085e9e382ed1,
            0x8dbac47a17f388fb, 0x776238aa0bd5ff24, 0xc739ddfa33604a83, 0xacb82eb93309ad1c,
        ],
        [
            0xb61c65cbd269e6b4, 0x152b695336c28063, 0xc89a20cfded60853, 0x6a245bf6dc698504,
            0xfd5e6348100d8a82, 0x8b33ba48d0423b6e, 0x8b3f5126f16a24ad, 0xe022cf42c2bd4a70,
        ],
        [
            0x75d0dbd407143e65, 0xdacffcb89904a61d, 0x47b6e054e2f378ce, 0xd30199d74fb5a22d,
            0x05b3ff1f24106ab9, 0x1f760cc364ed8196, 0xb3d6dec9e9838065, 0x95038d9d0ae3d5c3,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0xe37918e6f874ef8b, 0xfc4c6f1dcdbafd81, 0x0b1051eaf832823c, 0xbf23c1542d16eab7,
            0x4dc37efe66831d9f, 0xc522fc54811e2f78, 0x7ad928a0ba5392e4, 0x5cb3866fc3300373,
        ],
        [
            0x647077456769a24e, 0xbcf55cd700535655, 0x696c3d09f7d1671c, 0x34ff3be4033f7a06,
            0x8491067a73cc2f1a, 0x55df16c3e8f8b681, 0x3f6619d89832098c, 0x5d9d11623a236c55,
        ],
        [
            0xc7b750f733ce1752, 0xe783c797d7cd204e, 0x812ddf64d99c9aea, 0xd7a0da58d01dc635,
            0xbbc027380762cef4, 0x0be040a8c062b742, 0xf6f2928340e28465, 0x912770e068008032,
        ],
        [
            0x0646e23fd5f51508, 0xd8c39cabd5ac1ca1, 0xea2a6e3e172de238, 0x8282263212c609d9,
            0xd31b6eaff6e26caf, 0x62d613ac2f7b17be, 0x5e8256e830b60ace, 0x11f8a8098557dfe4,
        ],
        [
            0x41a9d2dab3eba32e, 0xb36248acde3cb427, 0xb8a65ca77c422dda, 0xfe1c5d4876b17caa,
            0xacacf0f99e8c0b97, 0x61f1bffc754a7fe3, 0x7a59fbeb7f872c17, 0xf6d2878e566894fc,
        ],
        [
            0xa908b701b5476085, 0xb5714e7796eb9f84, 0x10d3aad6a78ed1af, 0x3443a7067a08cd3e,
            0x6d3484bd8b8f52d8, 0x018a4b27d0c2b67f, 0x4f6e8c4b8c7e1da9, 0x661a7a5f829b6f85,
        ],
        [
            0x5033637562d46286, 0xc3ba1c7ec9293fde, 0x4fd3a6f3416ab8cf, 0x2c5654e3e9511b21,
            0x5a8a4d093328a002, 0xff794376be1e0fe1, 0x63eebebf507b60fa, 0x0b10c521209643e2,
        ],
        [
            0x926e2c00ef34a24d, 0x0adbc968d9e159d0, 0x905a857a9cf918d5, 0x465370b287a79ff3,
            0xa2f8fb20b33887f4, 0x588e09b215d37a10, 0xa4af8bdafdeec2c1, 0x35e531b38368c082,
        ],
        [
            0xb5648b9c11b4cc12, 0xd0b2332a469c6d32, 0x461b13a676317263, 0xee72d86603658630,
            0x860d8f687d8bf740, 0x0e210c4421af455b, 0xb032f03d47e495de, 0x5f1e02087dafc71e,
        ],
        [
            0x62ec4567c9008326, 0xb61157da4314b058, 0x3ba989a1775f3f55, 0x793963bbb2304166,
            0x3cf8ee6d55824fb5, 0xdeb65a08a95f2868, 0x5f633c751163564c, 0x3b8400f74a20329f,
        ],
        [
            0xd35b868f83f4c63a, 0x33c259befd63c181, 0x10273b0b3947b915, 0x839fb1382a45d580,
            0x70d16073e1ec282a, 0xecdaaa39fb17d2c4, 0x02cd3a12f504af31, 0x6195b541ee167c4f,
        ],
        [
            0xfcfc0cb9e57e8dfa, 0x09809191a3c7e184, 0x0d9a30f8aca98ca0, 0x8262cf2ff0799c4c,
            0x35cff8d8fbac376a, 0x57b6ed332b14c478, 0x66fee22ec5b34f34, 0x83fd95e209109e4e,
        ],
        [
            0xc4aad32da8021426, 0x5abc437d0452143d, 0x24cdf4d515d9e99c, 0xe2e116b680a19c17,
            0x07d3974c3c564681, 0xde76ebfbacce4c6c, 0xa0b01cce08c9e951, 0x00836ded76b2a71f,
        ],
        [
            0xe1a7a30ce2a22239, 0x98b2a37fac8e3286, 0xaf682f850d8d46eb, 0xd7d13f59cf40565e,
            0x748b5aa56ad88962, 0x2f72883f2a1ff227, 0x9b9dcc6c069fefb1, 0x1c90052e26167afa,
        ],
        [
            0x29a6923292a7e3b2, 0x957c2debbe93158e, 0xf98135ab685cd9ca, 0x2dc9e7bf3113e0a1,
            0x7613e224a6bd0365, 0xc8b17f0209dd2f40, 0x00919a71e61bc947, 0x551ab6de9826aaa5,
        ],
        [
            0xd5b901b2e285131f, 0xaaec6ecdc813b088, 0xd664a18f66ad6240, 0x241febb8e23cbd77,
            0xabb3e66f2750026d, 0xcd50fd0fbd0cb5af, 0xd6c420bd13981df8, 0x513378d9ff94f8d3,
        ],
        [
            0xf024c71e17b9945d, 0xf059c9dffc32e57a, 0xb13847b9d1f819ea, 0x4ea911dbebf1493d,
            0x3cc58e1bb79b66cd, 0x66431e8c777ff9cd, 0x8052e11586432739, 0x732faa69ac032039,
        ],
        [
            0x3549faf12c7bce88, 0xbc1b2e886b1391b8, 0x595af55925197ed3, 0x1902fb6009179696,
            0x1cdd22c8a63c80be, 0x258d751db5a72b88, 0x6198c8d77adbe146, 0x61cb039669d5763b,
        ],
        [
            0x550645560229d75a, 0x649473c2c113ce86, 0x24177782cb922ec4, 0xa421d0ec51322ff7,
            0x1fb6e013e32b08a5, 0x41fe900c0742d4ab, 0x84e6ecf97247a08c, 0xd25157a9c38efe14,
        ],
        [
            0x9052e48b026bdb6f, 0x7ca41bd47b734b94, 0x168105b24ce99c87, 0x19825c8b1da0ddd5,
            0xb5df7084c49cfc9b, 0xebe9eecc8cf6d3a6, 0x320261cc94f59f6c, 0x6294310f0d4c878f,
        ],
        [
            0x227770216fe9900d, 0x5e3bb12c6564f72b, 0x936d8b22560f32d6, 0x53600011f0856d56,
            0xfa089b222b2fd446, 0xdb79232941606afc, 0x8da0c99d8205d17a, 0x8531fe6e81b4e236,
        ],
        [
            0xa18d9f9273e369ef, 0xa21358fcc06d9a26, 0x63ed83f0d1e01e88, 0xafcbfdd64a296ad0,
            0x1c2eb23a75b0db2d, 0xae03752307c9ad6f, 0xb1bfc49fba270bd5, 0x5be3bf0d78581e16,
        ],
        [
            0x25903f973c9dbfc5, 0x090bd606e0a40276, 0xe4fcc6074e4fdd97, 0xaa8d6ab42323c9c9,
            0x36a64529b8881deb, 0x7a987a7e2ee0855a, 0x66bd0278f8aa2a06, 0xc71acc80425e8fe4,
        ],
        [
            0xd17cc1f27c70620c, 0x4998c4beabc288d9, 0xc60dd31a2b671780, 0x1653a8a48d2c236d,
            0x6ca2e81d315b32cd, 0x012af748dfd3dc52, 0xeafa99474efa701c, 0x0338290935af7f7a,
        ],
        [
            0x7b99d25223e73cb3, 0x9a24de944c5d9bad, 0xf4fbe3fe7178e2fe, 0x34298f015a976de6,
            0xbe56b2881df377dc, 0x55ee09e2b865f63e, 0x334aab0b9b7319c6, 0x9e029683672b1ac9,
        ],
        [
            0x527fd31cae3a8c97, 0xbc37c6512797d9d3, 0x0fb1be66a31ee33f, 0x5bfab2c11b6ef334,
            0x7860d6d7b8b9d111, 0xbca63680142a8a97, 0xe20a678c18657dd5, 0x2ba22cf766595646,
        ],
        [
            0xdcd3a082f52d272f, 0x9e850f2b7e1fa188, 0xc60e9cefb0c58011, 0x34cf627b8a7f2939,
            0x8929aef47d8e10de, 0x49d46ec4d5921a11, 0x47127930f2f74e95, 0xc0fab9b8e0f280e4,
        ],
        [
            0x50ed09523d82824c, 0xdfa58e345e1534e6, 0x43c5f56ec6c2999e, 0x6f12d86c11601914,
            0x8579c34806eb34d0, 0x391c92410854bc5b, 0x875994f3fd623769, 0x5c4ff7f44ab3bfa0,
        ],
        [
            0x67757fea105bb768, 0x0d97d671abe1977a, 0x727c45163599dac2, 0x94110ead58ef83a7,
            0x7698cce277d96b39, 0x64acd6735f92c8fd, 0xd08bca51aa46e91b, 0xa3209fde5014f0cf,
        ],
        [
            0x1cee74d718f671eb, 0xeb32b1f00aac65cc, 0x7ff24c61fffa4df1, 0xd359bd9bbba2721f,
            0x823b8cfc0db10c1a, 0x3579abbaee6f2e03, 0x2a3ccbe5fbe6ce3c, 0xc4bfe3ad73932b31,
        ],
        [
            0x06929eeea08b2a62, 0xdc65e4203dfcd091, 0x95a06d008b5086bf, 0xec9d045989d58d5d,
            0xd27481c49c54089b, 0x6329bc1a9861949c, 0x93112e4b6c5b5f55, 0x8d2d714270eae188,
        ],
        [
            0xedcb63069b920471, 0xfc318b85f423de0d, 0xfce4cc2983d8f8d9, 0x5d1bdb4ea172fa79,
            0x70330666f7b83103, 0x79eb1e9996c56e7b, 0x794bb99438a22656, 0x2843826779379e2e,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0x73fce5b551e5b739, 0xe0b93833fd2222ed, 0x72f99cc6c6fc846d, 0x175e159f728b865a,
            0x6efa6ffee9fed695, 0xacb5955add24345c, 0xa4ef97a51ff71f5e, 0xd3506e0d9e3c79eb,
        ],
        [
            0xce78049e46bc47d6, 0x30fdfeb5c6da121b, 0xa5ffbcc8e139c621, 0x423a013f03ff32d7,
            0xd1236e6d8b548a34, 0x720d8ec3524f009e, 0xa1179f7bbaf6b3c7, 0xb91ae00fe1e1d970,
        ],
        [
            0x65b7f8f1c5041216, 0x3f7335f6842b836a, 0x128b59efdc2fed52, 0xda75317b21f7acf4,
            0xdaed32986e708572, 0xe9aac07ae77aceda, 0xdf19e21b342d7fc6, 0x73f8a046bf72d5f0,
        ],
        [
            0x302df6f78416824a, 0x49df662f3b3e2741, 0x08907a7abcd68776, 0x111d6a45ac1fb905,
            0xa9a111d42108e9d0, 0xf070008996daca4c, 0xb90d48dbff065952, 0x0696911c478eaffb,
        ],
        [
            0xb0143e71e465a930, 0x2587f1c16b1352fd, 0x0573c58c4a82eb1e, 0x1c71c5b48e9749d7,
            0x1d873f6cc34638b5, 0x79345e3fb7174d47, 0x2713f1f2824bb68c, 0x4a91c334e8f5fa0c,
        ],
        [
            0x9505324f3c62bac0, 0x19150ddf51f0ab06, 0x1364b7d2c3e8b70e, 0x9530f0f9023f469c,
            0x478abda97618e309, 0xe25b32852f1fdc68, 0x34dd2f7f59b333e0, 0x8f3c305a8f9f21e2,
        ],
        [
            0xe318dae5badb6ee7, 0x7850dd432744a077, 0x936e837a909b4c9c, 0xd84e4afc1f31a566,
            0x82d556e6d42ebed2, 0xfdd8ac974aa3e649, 0x12a38d58f565de4d, 0xe525809a7c7b79ce,
        ],
        [
            0xab5edde01bced775, 0x7290b68a5ef74e56, 0xad795dbebcb9dcff, 0x4a4a6dc97ac7c8b8,
            0xb2bf8f68a78dd66d, 0x1de90cdb424742ac, 0x943ef9f739c0f457, 0x529911b016631e72,
        ],
        [
            0x394e9ecfa49e6d10, 0xf60adff3aeac99d2, 0x41b22b9285ff6ed3, 0xf3d4444bde66814d,
            0x0a038cc05347da3f, 0xfc1ada50ce9d6c63, 0x4bab95ac198a4b5b, 0x0a4324dfa6f0163d,
        ],
        [
            0xf5e91b77a547b4b3, 0x356929d1fd665411, 0x1df82efee099522c, 0xf006c42f1d8e4f75,
            0xb5ef449fa86aa74b, 0x75c933eed6be7ae1, 0x5c47848a4e4f7d16, 0xf68154d4a666520a,
        ],
        [
            0x48cb3406e9d33a07, 0x4e72ee08aa39bcab, 0xf9085520cdbdf404, 0xae30652c9d9c1d89,
            0x74870c0f60a0b2a6, 0x1c9c37f5dfd7e95c, 0xefcce7d33db8d5cf, 0x6cb9d9c38d63fe57,
        ],
        [
            0x06704385dc3c9c8f, 0xf2816fee3e4367b2, 0x6f09ff43aaa332b0, 0x67be02dcbe4298fd,
            0x55384998593652d9, 0xcd993bf60b88c2be, 0xa2c945b608291693, 0x7a9b55a73e4def84,
        ],
        [
            0x759654b90c28caca, 0x1869c7bbcc8281da, 0x15e17e7583388c9a, 0xd8dc1b2a5bd5e1c8,
            0xcdb676ea23b3ec7a, 0x7d315d2cec8128f6, 0x8c6d8da420247d94, 0x8cec0ad927cec7d5,
        ],
        [
            0xc5c2f974518b01b5, 0xddccc88b8710bada, 0xc1a50c45352405b1, 0x0e69b346403de885,
            0x418ee36878d965c5, 0xcedf595f3d00683e, 0x61ded70ab7d7dd37, 0x0b4efac5fcd7e452,
        ],
        [
            0x8921fb663bc4416f, 0xa7aefd23f30b0402, 0xd59425a8d032f31d, 0x2749e292c5f84ecc,
            0x7e98bde2fc6bbd8e, 0xf59e9fb65ee96105, 0x403d94990fcadb3e, 0x50cc2d4e37672bc4,
        ],
        [
            0x526bad8f83ff4640, 0x53441c7e55552ffe, 0x99ceac05b6262ee0, 0x363d90d447b00c9c,
            0x62003c7f3bee9de9, 0x45b9a89008199ecb, 0x953b445397f33631, 0x04e273adfc732221,
        ],
        [
            0xce27e15a722244ed, 0xf61d99c914c565bc, 0x391b0975bc2ef9ed, 0xd46641d2c8faf6c6,
            0x2f1695e820dcfac9, 0x1fbd640bfb0b3ba3, 0x6efa003a2c6b9e6b, 0xbf429311132cc63b,
        ],
        [
            0x0c92f8922e2af1d3, 0x18e46c7a35d9ac0d, 0xf9f17036c1d82d1a, 0x59ff55c2d2a03783,
            0xb3e92026e40fd919, 0xd7e7f07a506ca4bd, 0x7341a10f1d942a90, 0x768943414767213d,
        ],
        [
            0x89fae1fd26974cd8, 0xcfd70ebfcb76fc9c, 0x3d4596ee0a107e39, 0xa22bc52d98647687,
            0x3cd4416b887e6549, 0xb87528f474ed0d9c, 0x98d5084b18e11a4b, 0x042ed68db5c7efd7,
        ],
        [
            0x78715738bad9669f, 0x921e9eacf97f5f8f, 0x67c0549a6519dbbb, 0x388ade73bf8bc760,
            0x07963cbb618b934a, 0x5a1370b5efcb5fb2, 0x1e9c64a2d6291ae9, 0x55fa601b6a709f58,
        ],
        [
            0xd74b982c1396b356, 0xb73a59c487421259, 0xf57c997ed0685024, 0xbfa47d6846ae0e3c,
            0x36e0af856fcb9539, 0xb0d7e8356300e5e5, 0x14c4fc78695161b5, 0xd4e4655d86bc4c98,
        ],
        [
            0xf5624d60715f8407, 0xeccd818bc4180fac, 0x77473e53b24aec49, 0x34fb8c783298d920,
            0x02f12148c0898b3e, 0x8ce4ec1421eb4321, 0x5565d151ff024ec2, 0x0bb8e076d8dc058a,
        ],
        [
            0x321f59e50b7f5efd, 0x14b1f8a97cb5ce9c, 0x951cc964deb5d59b, 0x8e32b9afffbc9313,
            0x1b9fa02e34810caa, 0x9eafc098422f0acd, 0x57b7cbcb026f1a54, 0xefa23162fc20cb8e,
        ],
        [
            0x11f9bcbe10aaa33a, 0x8c92dd29c17b9ca5, 0xdf569013bc571836, 0x893b2492f4ef876a,
            0x67b80b8ad1af3445, 0xa439e8a213ceeb42, 0xf413a00766507f32, 0xcdb152b672d1c89e,
        ],
        [
            0x09d3a8a9db2211cb, 0xfd5266f6b6fc6201, 0x9756204f5d88f7c8, 0x44c6b93b5e905ab9,
            0xa6db5ae14884af2b, 0x6e77b609ae364ab5, 0x1734c8b0fc3c682d, 0xaa5a545f38ccb6ea,
        ],
        [
            0xcb6a77d20add84e4, 0xd634fd64a33e7c96, 0x9d04216c6082394c, 0xa74672b086f18c47,
            0x10040e82b78ff996, 0x64723af3607ca2a2, 0xe1ac5c57b83dbb24, 0xb080d5c7b4171962,
        ],
        [
            0x093aca4c7aebba73, 0x54569146d85bb0c8, 0xe5026e237f8fc818, 0x184e3814f916189b,
            0x1a5d2093f20cccc4, 0x7dae06bfdd9edec4, 0x9ea731f8548c3c9f, 0x9f4ae1285ead7bbc,
        ],
        [
            0xa7952d455d2cb054, 0x1afaff5a7786798e, 0x63f5b8c4831e93a3, 0xadd3d2b2dc05b3b6,
            0xa2920769144c3e3c, 0x0ae3abd232b2fb40, 0x073d585cd598c3ca, 0x47e2e2e29346b375,
        ],
        [
            0x9ccd3ea6f754113c, 0x70b757860d8659c6, 0x9f6033d4fdad16a2, 0xa7400da250490cf8,
            0x0bcc54c942bf11ed, 0x8dd705e2b8d51085, 0xd47b571037c81e74, 0x682fc97fc32f5b85,
        ],
        [
            0x084e335582f4f21c, 0x7b75ea0a8891c7ca, 0x44d45b504e9607a7, 0xe6eb22cf1c775962,
            0xa68e98be8f06ad5f, 0x50911016a978e790, 0x55d32b46e794d0a8, 0x8c536e073a351f29,
        ],
        [
            0x64dd37d3a4c43e40, 0x93b6b403f479e328, 0x0fdeb86ec48f3cc2, 0xcfdf992019b80fbe,
            0x0a6a9ea2a3c6e418, 0x4fe73e0077dafd67, 0x351e642a995edabb, 0x50511863a2c367ac,
        ],
        [
            0xd2712a5caf92c541, 0x0b62fb012edfb59d, 0x553973c6c93b02bf, 0x4c1b9866ed9a7e9b,
            0x72c4f3fdc68fe020, 0xc652ead7e43eb1ad, 0x7fbcb753ce56e69c, 0xc1f792d320be8a0f,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0xe0c8f28cbeaaf3d1, 0x3233edbc1a28f135, 0x529a2f3c0780b54e, 0xa4083877ba83b12b,
            0xb12b534df0b254b9, 0x2001e7576ed1ef90, 0xb8bf83d69361b3e2, 0x40e9f612feefbc79,
        ],
        [
            0x8cd3db5a7940d33a, 0x6e0d880a454203b9, 0x3a4e3e1a2f56c86f, 0xa804c641d28cc0b5,
            0x43ce95fa6d46967a, 0x1af18ca89cf736a9, 0x3dec2842c16047e8, 0x95be83252b2fa6d0,
        ],
        [
            0x1aed361beebc61d6, 0x8a8fd3a7d9ff42de, 0xc395f0d15d6b1f51, 0x939ff3e4a3ed9af0,
            0xe75ea466a3f5cb70, 0x980bf26eb78c7f82, 0x9d46fc4eef016c04, 0xdeab3bcf08b7a90e,
        ],
        [
            0x69f79a55dffdf80c, 0x43e4a781a15bcd1b, 0x8c6244b5b7456388, 0x8b4b5f165df3c2be,
            0xb3eff0c65fd4fd36, 0xf9e336546162ee56, 0xb3fbd7813ab0da04, 0x4aad0a6f68d308b4,
        ],
        [
            0x9dfd822a0870710d, 0x97387f3d9db1e718, 0x68704de98820d223, 0x49daee588d1a9c6d,
            0xf32ccf42bf6eaa12, 0xcb555ed8279a5275, 0xf25658ab3d66de8d, 0x145dcda2cdb0bfc5,
        ],
        [
            0x016e134dc497e0df, 0x4c3bb436ecf76f53, 0x07858785fe6029a0, 0xfdc63e52ae383293,
            0xf0604449db9eb19f, 0x7bbeb22fbf35d9d5, 0xe3df71428ae2e8b8, 0x292dad67acebbb52,
        ],
        [
            0x24d8a9400e4ddcc4, 0x1c3516cffb647159, 0xfec82ac238cc4272, 0xa5bc87e99bbd42b0,
            0xcc1fd4722a022464, 0x8436b38609c8ff3d, 0x805ed09d04020735, 0xd1e7e53da403df74,
        ],
        [
            0xbb3f26714755e4be, 0x71af64ee417c997a, 0x8ce17c7ec83c6110, 0xed0c5ce4e1329171,
            0x63f9fa6ea07bf42f, 0x49d93925763ddab1, 0xbf3dad7f5a7ea680, 0x221a9fc7bc2345bd,
        ],
        [
            0x0faa088126da9c78, 0x6bd26768f2e22d88, 0x46982ce9ca313735, 0x47b12cebe2a45eab,
            0x0e6d6b0ce9253980, 0x4a5774f2324eb827, 0xc465f90f7b2f18e8, 0xc9054f61e7cc61a9,
        ],
        [
            0x0e3b0fb58deb1bde, 0xf917827f2a04abe4, 0x6945c714e74b8bc0, 0x46b0c38921506e7b,
            0x1e3bc52201a451dd, 0x5d5c0f0a0cf809ed, 0x74b61131ffa58827, 0xac054518c3c7ca34,
        ],
        [
            0x82134e90161b2cd3, 0xd1cb6a7735eec495, 0x09e0763143e70a71, 0x078a5023f0f9863d,
            0x756df97ca1d8a21f, 0xa9b857ed603a7a95, 0xcac8267a6b8bfe5b, 0xeeab6a920cba5b82,
        ],
        [
            0xa0a2a582f55812dd, 0x3d446723552d30e2, 0x0b6abed6c058f78e, 0x7029bd7a92ff352f,
            0x721cc66b1a2d2927, 0x47dae84243b2c73c, 0x7dd6544ae30683ac, 0xb0eefadafde8b3d2,
        ],
        [
            0x22fb85dc6788c69f, 0x20b4a49a8b5384f4, 0x373d0a775acfdab7, 0x54d059a252a12d89,
            0x8f4ebfb2bbbea4a8, 0x502f137f49cdd098, 0xe69ca86f900aaab6, 0xb59c612f90083d3e,
        ],
        [
            0xb93c06bf6df037bf, 0xe3fbf0c3bfbc8bea, 0xd40b82965143edb1, 0x31a4b0c5e4609da4,
            0x4b464bf2a64e86ca, 0xc725320e072f05d8, 0x6e71d828f0146a88, 0x6c894c5d6781bffe,
        ],
        [
            0xc39b15d14c8199e9, 0x53ff03c8767e1e1b, 0xf3684cf69dd04467, 0xf9d3f4a858a8a17a,
            0x9951274943584874, 0xeae2a524e222ec58, 0x854e637ddb27600a, 0xa6c9baeb4bbf1ba8,
        ],
        [
            0xd4b6e6c807cec8ab, 0xe53254566e0552ce, 0xb3b15c3f83f1fae8, 0xfaecb013c44ce694,
            0x8981dfd9ab155070, 0x9c32b286b85e2e2e, 0xfc2e02c6ec2fb13d, 0xcc09b5e90e9ecb57,
        ],
        [
            0xbcecf40e0a8bb83b, 0x9b0a351a582a02b0, 0x433cff9030744f46, 0x42aa5d4844090428,
            0x193c6419822d5bd0, 0x7c9f9bb2f5c8b615, 0x7d5a30522926838c, 0x0b76872f3ec82490,
        ],
        [
            0x4320b43fd622c972, 0xd99562b9f0df7fef, 0x2e9639501cb501a8, 0x07068e2b45ea52a0,
            0x519bbd6efd89554b, 0xe8bd51dfc1d60a1f, 0x2c640a28eb1de30d, 0xbc5520bcb8792746,
        ],
        [
            0x95a222bfc8bfc16d, 0xe8f801f483a06bca, 0xa6919d4553cb7903, 0xe1adeb3e9f973644,
            0x4059501b3ab002c6, 0x9c217726f08e3f8a, 0x6080b56314727fbb, 0x9de605241fea498a,
        ],
        [
            0x49ce5683bd486ed1, 0x5745beba49565b6a, 0x009d4109d8cf7560, 0x9ccfedcaeae65c99,
            0x4f6d59ed75e95d8d, 0x2421675969592aa2, 0xb6122481200b3411, 0x7c2f4d713d6a32cf,
        ],
        [
            0x2beb910d467950ee, 0x591d9dfc68a115f3, 0xb8eb609e59b15153, 0x8d16dc7461cc62ba,
            0xe0a6251c422cfde2, 0x195c2447a770f689, 0x6d21d5b01ab4e1a6, 0xcaeb97a111534211,
        ],
        [
            0x430ead1ff74c278f, 0x0c4e53ec3a930bc4, 0x28657979ccffeb6a, 0xe4b139bd29bff9fd,
            0xf9336d5a96c7593d, 0x87c2fb48c4957d97, 0x2880251bf06e5fa1, 0x00ccd51f64d6c943,
        ],
        [
            0x9a8cfd55d180164d, 0xd19b1389f56705e1, 0x6920f8f16ba07b92, 0x6669585d3fc0a63c,
            0xa6d7c0fd5fa80dee, 0x9e88f589b8135713, 0xe70e385eb22bc267, 0x98c481c684220f2d,
        ],
        [
            0xdcdabff9b181fdc2, 0xdd2f62bb5cc62364, 0x4aa264b818a34e7e, 0xf42c102af47e6e47,
            0x81f00093a485d7fd, 0x4c15502d9a2acf26, 0x78fad05cb86fe22a, 0x57503ab46cfe806c,
        ],
        [
            0x751b3391ace7c7de, 0x7abdac203f884936, 0xc002791275ed4c74, 0x628380c857b2566b,
            0x5f216e0a194ab1dc, 0x615ca5575434f231, 0x8e114c9736a7edab, 0x8e72137c53fdd0cc,
        ],
        [
            0xb56b3f410acc0917, 0xc6dd54b7d9c6c45e, 0xac49d513b754a32d, 0x6d57618d12512071,
            0x791d014b81aea499, 0x48d1520e813ee3da, 0x5982720563d14364, 0xdbc7bce5ce62af63,
        ],
        [
            0x1591c7db82143dd3, 0xcba746d9d287f14e, 0xc2fa644a17aa8330, 0xbcfaf4e991caf4ef,
            0x055f616e5bd2db72, 0xa83041c5c694ac8d, 0x3d0c7f0c1eecd25f, 0x4722f4f292fc3f91,
        ],
        [
            0xa206b1a75bd0eaca, 0xd0c74576ba2d4ab7, 0x35a8fde33ca4df19, 0xcd9a4b8763414143,
            0x6e6fafb5abff4acc, 0x0127b38eed6f634f, 0x815488ae933ea08b, 0xf0455879a1e8f23e,
        ],
        [
            0x106e8601b66a26ca, 0xe0235d4b02f4e3c4, 0x576bfe41ec38fd34, 0xb15d93f2669e5268,
            0xb81d6ec8d8ae08bd, 0x315f39c053fd014d, 0x133f8eb10d491ada, 0x16857f1f3bc60ed4,
        ],
        [
            0x58d23348f473568e, 0xe1ab6ac30475f0bf, 0x2b8046534744d40a, 0x000405a00c5bcea8,
            0xee104ff7ec5759a7, 0x29600056f2798939, 0x8efe4f20c7bd2b02, 0x1880d10400cf2be0,
        ],
        [
            0x01c3d75a36557075, 0xc1f5f88069e71db8, 0xb53cbd674ea929ff, 0x75b670dcda919f21,
            0xb8139b2d485ab0b1, 0x1a89b3a15113de89, 0xec677c37a2a1c057, 0xb5612cf7f6aa7a77,
        ],
        [
            0x07f64eae9ad1b1f7, 0xb3b2dd824f23cd3e, 0xc8731a0b37cbcafd, 0x09bb8a132dcad2f2,
            0x64130627c3811c80, 0x0f54a840f4752d53, 0xb6f9dd284f863e85, 0x945bb2b2afeee3b9,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0xcb6115925232fcda, 0xb700dbffa6c0e77b, 0x6bf771c00bd548c7, 0x723cbaa6e5db996d,
            0x01dc069d9eb39f5f, 0x2660a06537794948, 0xa921137488824d6e, 0x96e867b5595cc498,
        ],
        [
            0x1fd383d60ca030d5, 0x2d240a4307984907, 0x343d7dc45773a3c6, 0x57efa786437b744d,
            0xb07ab44274b02f9e, 0x689b6d2ae5e9974a, 0x893627c928de03ec, 0xd712db0bd1b48518,
        ],
        [
            0x2567e09e80633cb1, 0x575a224b69d02113, 0x00c6273212181fcb, 0x6dde9cf317aacad4,
            0x57dd49aa67ce6b34, 0x80b27fdacf859ef3, 0x5c99ef86a1ba66a8, 0x9188fbe7a707e41d,
        ],
        [
            0x7fafc7770c584dd5, 0x1080577e327b012a, 0xa2df7e9cd5226cb9, 0x264bbd436a28bc42,
            0xe61227937704ab11, 0x6a118243717b8d8d, 0xd4f75ce24c33be22, 0xd87c6fa94ee093b4,
        ],
        [
            0x419a518d2933f3c5, 0x085a0f7115f12522, 0x13c4bb7f8e47b850, 0x486fa72cd5b5cde8,
            0x9ad4a71acafb0f53, 0x62d9b783cf0f23b7, 0xe48c48baecc8f19f, 0x62e12319f56bdd43,
        ],
        [
            0x4d0bd76a44e5467d, 0x40908ab819bbface, 0x2c21f62e0ec970e9, 0x97d064f0fc69a122,
            0x797300fd1e9cb3fa, 0xda5fb3b854f17ccd, 0x03f7c66fa850861f, 0x89974f2ed33402cc,
        ],
        [
            0xebd594225e99f728, 0x677375fbe6f12204, 0xb664ff27b76a5303, 0x24796974a894af4f,
            0x37a00516ebaaebff, 0x5adbf3c09575a2d8, 0xec52e87e7d8d664a, 0xe3d78d44688f3001,
        ],
        [
            0x2bf26bd84b2438e8, 0xa78bc61fd5bdec9d, 0xdac85c056236a79d, 0xa94c6524bd40d2bb,
            0xc2e2c8dbf18661f4, 0x7e5d3c60a0e39b2b, 0xfd79219505019e3a, 0xb5201fd992f96280,
        ],
        [
            0xc9e0c6d42fb0079a, 0x916f9ef723926049, 0x631a59ee76b38324, 0x2f39cbdaa3d55ff0,
            0xfe2297302c5690ba, 0x9bfb3fbc882a0230, 0x4da936d0278da58b, 0xabeadbde13863983,
        ],
        [
            0x5f46f289b98086c8, 0x40c10e34b62663ff, 0x289263b70aa8e6fc, 0x3e842e5baa802bdd,
            0xf994b5138ee939a9, 0x37b8e576b75e7d4e, 0x1b93704631b077c0, 0x89f24ff5fc92e72e,
        ],
        [
            0x793300b2e4f7ab73, 0x62e3d4ea9d4443a7, 0x56a39e86c534aed2, 0xe5a31d6c327d61ba,
            0x3913a3fc70561f42, 0xbf8c4449a80cba21, 0x0c118a977a4ece5d, 0x37788c3d8d1e9d7a,
        ],
        [
            0xcca81cb913613bec, 0x8bb5fc9d101cfe67, 0xedf1b33dc74f972a, 0x2dcfcab8c93937bd,
            0x3e7309249a039215, 0x3732cfbad33f5f38, 0x65f088b7d6f6c6f4, 0x46dbc4dd9474a412,
        ],
        [
            0x88f929a3c14dcd86, 0x1fc5d42096bf71b5, 0xdf50dd982051dcf1, 0xcc389d4a0d153447,
            0x68eb6dd9c8f0a873, 0x05c57e18fe7e7874, 0x9b568bdbbea910ca, 0x93ae4fd660f6bbed,
        ],
        [
            0x8443d764dfb4f6be, 0xb567d5ff4fa3eb64, 0x8ec4bb0428f0e8b6, 0xa2ae53d1ae758228,
            0xc04225674aeeb9a2, 0x4c0efa67c3d40436, 0x7c95679c7c1b547c, 0x6933594d44b3a098,
        ],
        [
            0x24f9c6eb78819311, 0x0b3e1ee210877147, 0x3750a17e0cf5ed1f, 0x7f9291c89d71e902,
            0xaa9f9b57ac2eb125, 0x120aaa409c86a174, 0xf5d0de8c452415b6, 0x9da00d1063ec3ef0,
        ],
        [
            0x9a533eca0e7dd7fa, 0x0947961237a91983, 0xba5feec812c2d3b5, 0xeebfa4d493bebf98,
            0xddfd4fdae1de8999, 0x9ae4cdc3a711f712, 0x69ee7edaf178089d, 0x5d9a8ca3970ef0f2,
        ],
        [
            0xc34f3b625446374c, 0xc9de09ee0300186a, 0xfcded180dabb3df1, 0xeb816052fbcbfba2,
            0x3468d091561842b7, 0xc2582ee1014cc962, 0x1bcb0d4063de90c2, 0x759f26e2f6b07455,
        ],
        [
            0x99acea5e20c3e964, 0x64177851b48557a7, 0x99804494947332ab, 0x8577c8e072b0e19b,
            0x06d72401cab34f36, 0xdb58669148bf78d6, 0xd9e30f42045562a3, 0x019ac3e05d37a4ea,
        ],
        [
            0x3410c22aaaf9df61, 0x8e05c2d8e0334296, 0x1ab010fc2d8e11d3, 0xf2ee13760842ae81,
            0x903d705beced01ce, 0xab233a0ca803bccd, 0x4a17e48689464cc2, 0x51c74f619da403eb,
        ],
        [
            0x6dbfecdcad050d70, 0x1a8cd3cbe5075785, 0x02bfb12a32c20b5f, 0x8adec094bda417c6,
            0x090e0552a51739ab, 0x3246419b814baf44, 0x15ea2102824d7f9a, 0x7a98774f0a99e682,
        ],
        [
            0xdcc94d5729a0a9b7, 0xef4645f5d25893f4, 0x69a8ecac0493bd08, 0x5141cac92e98af4a,
            0x25057e91614d7d50, 0x16d1fcfaa2f5ff7b, 0x63e1ed1a770d3a02, 0xd1b86ce4be84107d,
        ],
        [
            0xa74ff75f5981e286, 0x31bd9373c502d0fb, 0xa0c385ee78641ef5, 0xcf8deac79fe38a63,
            0xd9d503325ebb7eb7, 0x1e55424e6298b594, 0x4094b5ee75e7ae15, 0xe26fdb815f3c0057,
        ],
        [
            0x5e33070a8187ead5, 0xaefc554176e27bae, 0x8fe9f51825d82e62, 0xba7495bc9d8b7caf,
            0x3e45d6a679f9ad0f, 0xde3931402346dd83, 0xee40a01c9efefe16, 0x3f487fe995d48004,
        ],
        [
            0x17cd170847fb9e1a, 0x7fe74b74de2a3296, 0xf1a02bc9bbab0e76, 0x1bec414aa48ec5a8,
            0x57f6e117749c0443, 0x681385dae8c9796e, 0x8a79bc5730c54b0f, 0xe358670470126667,
        ],
        [
            0xe5de4eb45498a2c9, 0x0f4cf730d92b93e1, 0x2b42ca500bcb5e76, 0x4b6bcc9c4190faae,
            0x6bf2956832da7519, 0xad336ece23b7a45b, 0xcd1e67d462a2e5e4, 0x999a643c5fdb14a7,
        ],
        [
            0xab8c821ff0961cf6, 0x7ad9eb1f1dac0eaa, 0x6e3a5f9fb11aab22, 0xb5e3e0bbd2d110f2,
            0x83d486ff35737484, 0xb0c7c8c24413b83b, 0x9fbb7d2c4789830d, 0xd322af13ddb6c2b4,
        ],
        [
            0x036fe2404f22eefe, 0x3f6fd29a2499199f, 0x1bae0102a322f47c, 0x51ffbafc5a57677c,
            0x54e61709a6bf0939, 0x00875f3976575eb2, 0xd5615f78e5a310ad, 0xa00770d369135c10,
        ],
        [
            0xa987853a6cf019a1, 0x4e591154d8d1cb45, 0x29b8f4867dd25323, 0x37819b07abae5945,
            0x80efad1d458839b5, 0x0438cee1ebe96657, 0xd82799550353576d, 0xbe94c36c24f50a6a,
        ],
        [
            0xb45c3bd2461f58cf, 0xd832ff5a82493b0d, 0x737b839ed53bda8e, 0x0f427b4ccff7a469,
            0x1758e64ac9a685f1, 0x6a833e74e3981b15, 0x84c3d9e7ffac718b, 0x0ae7ff8eef7fa76f,
        ],
        [
            0x162f5dd3c3de1ade, 0x08002c748fc3318f, 0x47ab9203da730752, 0x9c3b181eedbcdcc3,
            0x8ccb0a19e40002ad, 0x85f80f1ab1eefd46, 0x03ae84a61ed326a1, 0x2ab53271133d6def,
        ],
        [
            0xee347d70e840c0ff, 0xae599e272e2a607f, 0x2f86068733ec574b, 0xd28732bb4127e01d,
            0xbc304afe4ad7afe3, 0x1eda28557c8879cc, 0x356da0b799c56e76, 0x9177eba54cd679bf,
        ],
        [
            0x76bee90847d297fd, 0xc4ea4bc08f6766d6, 0xa61c6031c118495f, 0x381c4ad7a7a97bfd,
            0x93ace3187d493fc5, 0xf0451032db939c00, 0x8f3e5fa709915ecc, 0x936af53b238eeee4,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x448d70422ede454c, 0x9cf1d05fefdd08b2, 0xcce10831d9538c47, 0xe1efb9cd05adc63b,
            0xad9fd233a8913797, 0x464e3244a7a2d4c6, 0xb0154c1ffe477123, 0x0ecb4530d8af9be7,
        ],
        [
            0xd33feeb329eb99a4, 0xc7e5419f33d47b18, 0xc5ac235e9af475a8, 0x5318f9b1a2697010,
            0x2c726eeefe91f92d, 0xa41f2b40d1e3ec65, 0x5772d93aebb405e8, 0xf44ccfeb4beda419,
        ],
        [
            0xb9d6ff9ab6fbe7b2, 0x5eadedc1458d65a3, 0xf336bbb1b2a88460, 0x264887669cb441f8,
            0x932a78bc21bc2a34, 0x5638d9816a0eb603, 0x8f2f2dcad02ddf18, 0x9e15dab4b2014498,
        ],
        [
            0xefd7835b39a48db0, 0x9f1215a29b3c03bf, 0x2791d0a09b7bde45, 0x100f44da696e7167,
            0x0fbd5cd62bc65a09, 0xb7ff4a18ff5195ac, 0x2ec8f3300c090666, 0xcdd9e13192a00b77,
        ],
        [
            0x41a8fab6daaea872, 0x489be6d3475293c0, 0x9bcd8cb6ad2b822e, 0x2315c418b4fa88a7,
            0x5f4c32e51ed32c01, 0xa6e4e05abd39c756, 0xc91df58c3052ba56, 0x1e5d5838d46d7035,
        ],
        [
            0x9690d3062b038315, 0x9cacc43369310e6f, 0x1e4680e39794b862, 0xaba5568756771222,
            0xf9a003f9ae25fc0a, 0x3fbfb532d8b63338, 0x63d570f625130d6f, 0xa0e75d87aa365edb,
        ],
        [
            0x15dadf1093991c2a, 0x7bdc9d02d896217f, 0xe2aa93a183a77e41, 0x40f3633fa3fed45e,
            0x57695ec616c193e4, 0xda393b4b42dc540d, 0x6a2b0a4b1861d65f, 0xac4401ab15aa5efb,
        ],
        [
            0x4b05284f1e4df706, 0xd8d9c8f9237d0808, 0xa8415dff2b4c4199, 0x8c0989f2ceb5c771,
            0x736ac5a35d72fa98, 0x60de6bf5156511aa, 0xffd2172cb9dc966c, 0xfb4dbd044f432034,
        ],
        [
            0x31de18acf4b90546, 0x41263f546c1c1d79, 0xa917a4a9a0ccb79d, 0x5a729a17d85e2e8e,
            0xcdce7d9ee8a68700, 0x96fe3bbe4e559d11, 0x5bec0e8d66f32697, 0xb5b8d56945425316,
        ],
        [
            0x7bc075b8c3196adb, 0x6205fe38b48386ea, 0x502fb64c44303d3b, 0x739235491d5f494c,
            0x9d83ec20e2ba8185, 0xe8cb75ddeeb64d5c, 0x13e2375f7f1e11ed, 0x54815ec8b490d139,
        ],
        [
            0xdf6a8ff188ba581c, 0x29e2e6078c322c91, 0xc2342f012e777c62, 0x1f9c1f637072d1cb,
            0x1f950c76486d2c8f, 0x81b806f6fabc4aa4, 0xb29add3030e28c68, 0xb785eb3139b95a96,
        ],
        [
            0x9cb9a13495bc15b4, 0x9275028e465a2ee6, 0xed858ee9ced7ca8d, 0x10e90e2e51eeadc9,
            0x34ebe60958aa258d, 0x4ca5896302bb6a88, 0x4d57a8c616ad1f75, 0xc68a370380d5e042,
        ],
        [
            0xc998ad8d03b82c15, 0x270fb746088be99e, 0xa362eda8f68d5e13, 0x3027ad591a6ff447,
            0x3a89146972a8ec6e, 0x98411c7678ccc17a, 0x200fd2c82e7b8762, 0xbfc7d9e7fe6e98c6,
        ],
        [
            0xf44ade75a7632373, 0xb73457856bbc4425, 0xf7602a8580b4e447, 0xe3033700c01c4619,
            0xe22ae8b017b764a7, 0xed665bbd2c17c84d, 0x207b4d26fdf9d600, 0x9b3b22a02dbced5d,
        ],
        [
            0x5f730bf89681fb59, 0x41872d0809b8ada4, 0x5230d6f92a9bcb17, 0x27c8a5dc5d20721f,
            0x3d4b5781781554f8, 0x98cfb6ec479ac2c6, 0x5cba097b35875635, 0xe0039083aa2a98f2,
        ],
        [
            0xb1e63c33dc47bffd, 0x9c528539bc95bc1b, 0xc4a481743262c025, 0xfb8f153c5e266704,
            0x090a45ddd949b095, 0x1dde1389ac542613, 0x16fa11d9b4bccd53, 0x6ca27a9dc5e06218,
        ],
        [
            0x5df2bf08d5041323, 0x0e55450d8fc3e51b, 0x587c68063e5a4c5d, 0x1e04ef06880bb439,
            0xf1c5e7f67a5e5a04, 0xe427744b759948dd, 0x8609372668d6c14c, 0x41885bdf4d98e560,
        ],
        [
            0x29dcc5468c3563da, 0x54c3245f788944d2, 0x579e1f736e73f779, 0xfb1cd443dab1b12c,
            0xd60caab6baca53a9, 0x1fbf9e6688c91e2a, 0xde1e35e513f1b092, 0xc5ef7ad0ef50863a,
        ],
        [
            0x2a079df9e796a063, 0xb09a891ac93acb26, 0x134ab0fca1db70cb, 0x5e010b35d6ab2352,
            0x4eb3a045a694582b, 0x885e663e633deed0, 0xa7a547d9cf493a40, 0x58e9246ca9f98759,
        ],
        [
            0x2dd3fc303fe75269, 0xa377a3cc053d3318, 0x4575b90b714b7dcd, 0xf7422f42da541638,
            0x18980e8717e49bd5, 0x7fb3a237f4a398e0, 0xd18ce7dcb9f63597, 0x406c2f1a3313093f,
        ],
        [
            0x2536f70df04325f6, 0x6a3f048691be3f64, 0x89c1191b9e6537b2, 0xe7d7aabd1732bf4e,
            0xaa162da73d25a75a, 0x6b1c0f211d08f3f2, 0x554340ebda21c120, 0x7557b2bb957347ed,
        ],
        [
            0xf6d57f4895ebde71, 0xf8e744f4e97946e4, 0xef2a9823e8a7188d, 0x1d1044521870ae47,
            0x9e3f2777af60712e, 0x53b4508159a3c47e, 0x1bc34cfbee6791da, 0xbc7cd468217c54af,
        ],
        [
            0xd0c69c8cabd69ac6, 0xb611040245f26900, 0x6f9dc0fb590b9b03, 0x935a4f8e0da13542,
            0xcc79978d396b3432, 0x2a7ea25a2652afcc, 0xe8208221b5532dd2, 0xbb4898bbea25d5be,
        ],
        [
            0x0f62abc87a1c0a80, 0x4d625158c65a9c74, 0xb17c9be7002ff9c3, 0xb6b15a68a614cca5,
            0xb6cd011041ce0a03, 0x9c9a12b3082e16ee, 0xa54e223eef6536d4, 0xfae62e14d6cdb61e,
        ],
        [
            0x983e0743a173bcc2, 0x32de10d27d2af922, 0x27a95498d8af7d0e, 0x1b33a8f04d7d96d4,
            0x79e8cfa70fb03c98, 0xcd2ce147ea2f5c9c, 0x03758aa2b00ac254, 0xcd6c2b8f695568f9,
        ],
        [
            0x623dc74514607da1, 0xda7d134ebc9ad4cc, 0xb867ae9434563749, 0x4a46965d4e499768,
            0x3083648e3b8acda6, 0xa8a8d3f26afbb6bc, 0x3f78b6a37daeef25, 0x8cbc19d47424413e,
        ],
        [
            0x6476f00427576607, 0x5348555b477d3ac6, 0xe7471104cde880d1, 0xf1a601ec3a1653fc,
            0xb507295f44f6fae4, 0xc6cefc3755b2b671, 0xe54b1fe664ee051c, 0xc4592c2bfba2ef20,
        ],
        [
            0x653b6696f5a7175f, 0xedb8e771d31cf42a, 0x72879a5582d5debb, 0x2d8cad0417d43cff,
            0xcf37bb91bb9d592a, 0x7a846bfd9cb5e5e0, 0x7bb232fa612c9d37, 0xc73f3b83318ca94a,
        ],
        [
            0xd872c8837b4dfcd9, 0x688f082bef738e94, 0x7e940e0aeed94b44, 0x92904dfb474abc5d,
            0x5242dc76652f9609, 0x205af3232282ab85, 0xb49d2c3246b01737, 0x67ad6653f0e0e4ff,
        ],
        [
            0xc3c80988e0f5f19c, 0x39174916c9194088, 0xf6afa122d76c9538, 0xd678a0e3cdcafaa2,
            0x8700743a791750f2, 0xfa5b79c4f06c789c, 0xd8366bdb15b2c011, 0x8e81cd3e611258e5,
        ],
        [
            0xa6f4c50871a05e4f, 0xeabd0b9c47269e3e, 0x786f079e9e2bc7d1, 0x9e4ca5af965ba786,
            0x3d239e5f99a4153d, 0xe42331a940b83a4e, 0xc730e21208b32ae6, 0x866540e6b08f5e06,
        ],
        [
            0xb8fa1b8b4bb2629a, 0x65a02c587737a7b8, 0x5a0cc9f0a7287084, 0xe747333fd75d5175,
            0x9f8d961a6946f6d6, 0xc88376aa6e1a969a, 0x4cc43603804c2581, 0xf2affe0145070c11,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x2c8acde6e534fd2d, 0xa77f8d4464f3b385, 0x1dc9227a4a04c017, 0xe1031be262c7ed1b,
            0xa44f18f29456a00d, 0xf292dd419e1ced79, 0x6bb6a4176597535a, 0x9d7061928940405e,
        ],
        [
            0x84e27e36a95c8356, 0x028a6ac5de94d857, 0xb9f95dcd0f29b2c9, 0xf4b93f224c8089ea,
            0xbd5861b9be001fd3, 0xc37ef1344915609a, 0xb0e5f6a7a40eee90, 0xa67a92ec062962df,
        ],
        [
            0x579623aeef028d83, 0x6195926dba743961, 0x6a5abe5a15de69db, 0xa7ebf7c4e3c785ec,
            0x9640392b99d0bed1, 0x47a389274b053919, 0xcfd9c7377044804b, 0x6205152fbfe362d5,
        ],
        [
            0x20d62fe17b160e8a, 0xd51e8512f97e696c, 0xb19622ea025b08b0, 0x09d1aca1fce55236,
            0x34e050c57ca04c44, 0x6fe9e0ee9212b5e5, 0x3e56692ce0d8c27e, 0x1153188f5101f0c6,
        ],
        [
            0xbae0e40227dd5cfa, 0x6a89c5137f09d4b5, 0x1cdc6a5342634633, 0x5b5ca08dcb024f4c,
            0xe664a6f99e48e98c, 0xbfd067ccaf3269d3, 0xe991f0cea8869094, 0x3eccb6f70aa15825,
        ],
        [
            0xf28844137bb61ee5, 0xda4f04e2fb1f0c13, 0x662638cd8974ae6e, 0xd4933230cc8721b8,
            0x662da4d0e5d694a8, 0x1ad12c8c5a438ddc, 0xedcc5e9d1ecafb5e, 0x021c09abf51a9d23,
        ],
        [
            0x2b9528e323531f82, 0xff51326bb10c2c9f, 0xccef3e7489c22c29, 0x046f26acc1114bb5,
            0xa505fc8b0bceda07, 0xd025945cdab55c7f, 0xce2370ac2fc32579, 0x6b804b31635b82ea,
        ],
        [
            0xe97d7d0475ba7fc2, 0x518b3a93bfc39562, 0x18a2ad793821cde7, 0xc66c59cc454c2b9e,
            0x7ec3c69cf75f5956, 0xf00a60ddb1595597, 0xbea4f3ceaac10cb2, 0xd9592fe2bfb30fcf,
        ],
        [
            0x60b1543710432711, 0xcf140b2fdd916b90, 0x35f96f0f0899645a, 0xc11926d931e0efb5,
            0xe49261e2efe2610c, 0x83ab922ca0f34055, 0x18494bf186ccc6cf, 0x8be1f8cc7d25b689,
        ],
        [
            0xf836c6cd22be316c, 0x6bf4043f278e7ad0, 0x2b17cef5b25ef5f1, 0x559cd5aa4a0b37b3,
            0x1a6ab9c99fe04013, 0x8a389a1d360780e7, 0xf2dba929874c692f, 0xaad5449c08d44076,
        ],
        [
            0xc179874fa1257963, 0x5b018d52c34aa861, 0x6cdbb54b538979c4, 0x690846e9eb688f2e,
            0x3a576599466f9835, 0x6cbc3ca821c92b25, 0xb4017024f92fbb7f, 0xe2485fcb7f3febc5,
        ],
        [
            0x530ddcbcec04554a, 0xaadcffbb4688cffe, 0x474652c27a10a2ec, 0x896f37c89873d1a0,
            0xd68f9fe1929138df, 0xe6085b61acc417dc, 0xda622bb04e811bf1, 0x380423e7224ac4ac,
        ],
        [
            0x2d11394bdee23ace, 0xdec87c65b54dd2fd, 0xbba7552df4a32915, 0xfb3df7fb8c9220ba,
            0xe09def4c9722e8de, 0x9e727142fed27f5e, 0x52a251540dbab58a, 0x510e29bc11c73c56,
        ],
        [
            0x5f90f1305cd36f89, 0x1e4754c6e700cb92, 0x651d68b872900ee3, 0x482b6f1769155239,
            0x467ca37270a4f423, 0x19ee073442d49a68, 0xcb18c23e6d7fe92e, 0xe8c3c11df9a5cc5a,
        ],
        [
            0x8607cfef50272351, 0x70734b3df99ff109, 0x3eb8a3eb3ab1cd41, 0x6dd85ec24f5c518b,
            0x9b07fa2b7fc7664b, 0x877c6ff7c3e0817c, 0x09d407f9af5c41b7, 0x16ea67f4121f427e,
        ],
        [
            0x2d5e688d9094696d, 0x5cf8b266a41d6af5, 0x0ac2839f143bd7ec, 0xfeea6cae46d55b53,
            0x3155debf18090088, 0x981c8957cc41442d, 0xb06e4e12bf3ecd5c, 0xe57c6b6c97dce1ba,
        ],
        [
            0x21741e6a1b84926d, 0x2dfd2b3d7e9c560c, 0xd37aa665629637ca, 0x8f3d8ee5b1f63b07,
            0x0bd9cddab47189ae, 0xee65be75db7c8b1e, 0xd834eb87531dc251, 0x60f44dbb52fafc6d,
        ],
        [
            0x1e84e283dc04d28f, 0xaf7e9e78d4edd015, 0x0745f5eb305c5c7c, 0x32f58ea9900ab1d1,
            0x9cd821105bbadda9, 0x115b2318482ae366, 0xa4c4fa54ba407982, 0x8ce6a83e876c8594,
        ],
        [
            0xf4c465ae357f8464, 0xba20386b499df8cd, 0x631b498f1186974c, 0xd1be204e2966859b,
            0xe4ee7128b6f0cf66, 0xcde22177d52ca6f2, 0x57fcf88b06ff94ca, 0x039458bba739a8fb,
        ],
        [
            0xcd75b24dedcacf5e, 0xe14e84d992a6ea48, 0x8a4e08339fa0e783, 0xbe137a2e614d0d93,
            0xce9da0f03d5ee382, 0x64dacc2413bbb819, 0xdefe410d054a38d8, 0xdd0ebc3a10f50d94,
        ],
        [
            0x9e79e0998811a852, 0xc0c19e33158015c4, 0xbbdc4b0ed93e93fb, 0xab92389356f67d89,
            0x6d2c521b0a74932b, 0xa6c1ac085d76ce8a, 0x2a28a8ff4f9497a9, 0x025a944ac8c89986,
        ],
        [
            0x10d9ca943af6003b, 0x6a934e4a5c6fcbbc, 0xa8694f40beaadc65, 0xf335efba832c99cc,
            0x8ab25a4f67c3bfc9, 0xb350469731f7c031, 0x7de92445ad81c883, 0x38342f7d7d5f0a7e,
        ],
        [
            0xa209abeef0a11c34, 0xf4533d1e280cc928, 0x7de03892618c66a0, 0xad54f5ff46a7bf6d,
            0xddfe67b941c570c1, 0xf92335abed9363b8, 0x19841fd9d3a027ee, 0x37dc4b2206189300,
        ],
        [
            0x84077d1ab43fca26, 0x7dfb841da3bc2367, 0xca6c209dbf3578a2, 0x11b3b97f774b6d6c,
            0xd3b27eaf5b679d58, 0x3bae231c4b9f9d42, 0x8cd5650c2f36d3bb, 0x65331f9fae600c50,
        ],
        [
            0x9d41bdf7f128ba14, 0xbeb6d57b36b050c8, 0x1f8198b2ca5b2a66, 0x3f1fbd06d35e516a,
            0xce1ebdaf790635d4, 0x400ce3f835132fef, 0xbb133a36897da601, 0x530517a9c4629c61,
        ],
        [
            0xc4b8a294630add8f, 0xd66a65ecfbe8771f, 0x851f15647d53e09d, 0xb3182f3ed74b3386,
            0x13b112efc13c7455, 0x6fa510f23bace20e, 0xb835729983d7c722, 0x1e290499b72dbfcc,
        ],
        [
            0xf42234c86da8ae6a, 0xd9ddc581ee3b1628, 0x73b806d7bf04ae33, 0xd4c38bc5c73ac6b2,
            0x20a163e80eaaaaca, 0x1a141abdd5eed1e8, 0xb103628e23b8ba9d, 0xe8d09c3b6d75b711,
        ],
        [
            0x3428e2e56f4e7288, 0x6286edfcf59d1912, 0x7146b0ca1a0f8d5a, 0x83aeb0b8864dc878,
            0x2d62595c9434d4ac, 0xf7d306cbf38e817b, 0xa1751b24801a350d, 0xec9313ee9329a792,
        ],
        [
            0x344d9c263bbb16f6, 0xca6806e6e6762abf, 0x373d508c508a929c, 0x2cb40bb4225e4c0c,
            0xf185323645554f36, 0x2251ef71a1788e9d, 0x6b7c4c676524085b, 0xe9c727a1691735d8,
        ],
        [
            0x01a4c8238e838539, 0xf82db81350d92b73, 0x4c8faaa2882e9981, 0x5361bc938b1355e5,
            0x574179f808ad50f6, 0xce20f0b24b03ad79, 0x5a059da0ac87164d, 0xa2bc3b230552c7f2,
        ],
        [
            0x2ed4453cd34bd20a, 0x06b0289b0b2e6511, 0x936d2780b483bb67, 0x60092a2c37e8612f,
            0x2de05c00ea2b17a8, 0xbfbcb80c1851fcf3, 0x3709b7f648906774, 0x0c0f95e6ce850d81,
        ],
        [
            0x0aa4040aee752b08, 0x141ecae0b331a187, 0xc53261af9db2e179, 0x4d000b621adb87e1,
            0x3e72851f48302cea, 0xcb7df5f119c7293a, 0xcb6d825582d972cc, 0x6a0d5b8f18e0d255,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0xf89962fd475c58ef, 0xd657a0403e1f1b77, 0xd6aa262114717128, 0x71f570ca203da05d,
            0xf8649a72d35d420e, 0xf2445d00c3363e7d, 0xd25557345bc95b8d, 0xeb42415b95dc880d,
        ],
        [
            0x6048b06043ff8359, 0x46b4821dc65e7651, 0xb7d282b5c21da014, 0xa2b7b3629f7bd253,
            0xa2397fecfe86fec2, 0x10d10835046f3835, 0x57a937a3f71e29c9, 0x693038941695122d,
        ],
        [
            0x3c096d3fe7a1d916, 0x315b0a395d1f1f3a, 0xbac6158a65dbb070, 0x650ef9acb6d59d0c,
            0x85849ca67068387b, 0x58bb4608a76c26ba, 0x70e9c0b9279b82c5, 0x085d11f21162b118,
        ],
        [
            0x33fa978bc1ec6cb1, 0xfeed657d808583de, 0xb367be4be6ffca3c, 0xda67a91d91049cdc,
            0x7e9ea8e27a68be1d, 0xdec7adc508f740a1, 0x41f463f7ec9780e5, 0x9bacaa35481642bc,
        ],
        [
            0xc8cf9cd31e6494ca, 0x93a7bdc840b57c23, 0x2d6815716397a38e, 0x6202769f852cdced,
            0xf994e2732c065e09, 0xe9c26684d46d5915, 0xe57b5ca6f53513ac, 0x78dc38f06fd06633,
        ],
        [
            0xfdfc1d4076fb2940, 0x711fc069b2534042, 0xecb7413842ab8fbd, 0x5083a0efda01c82f,
            0xbde303b676ceee44, 0x086a126e1ecdddf3, 0xba8fbdf8624df19b, 0xf064aef8ffe4782b,
        ],
        [
            0x5926f791ae5bc542, 0xcf58a160492e4ed8, 0x5572af078caa5521, 0xf046e0853e5b5c4e,
            0xa9d1433a15980595, 0x44d6dd491f1e6b34, 0xfd020f74290666d0, 0x5cf088a319c7dcb3,
        ],
        [
            0x5ee3cc821fe741c9, 0x8bbd9f35ccea5a83, 0x7c0c0cfaaf00d871, 0x4dbacd365fa1ef58,
            0x60be10f8338eb623, 0x0cc384a09fc0535f, 0x7fdcfd59e838299d, 0x16c3540e8a51892e,
        ],
        [
            0x319f1776eb92c298, 0x1dfb7b0c80f7c56f, 0x69a3466c258fba20, 0xedb211c2ba7658d4,
            0x1be2dba2e554b274, 0xba07e919741e9a3f, 0xc21de29121f5e407, 0x1221e6753bbffc0f,
        ],
        [
            0x68b117608f66b6c4, 0xf3b6944850629f29, 0x445c51aa3b4cc0e5, 0x2a49d724d6342d0b,
            0x311f267a2d26097a, 0x0ce303f018763aad, 0xf96ed62110e8a094, 0xfe51d1816fd91ccc,
        ],
        [
            0xb742d3bc69cc0577, 0x97d804237211ae49, 0xdef1232c62adbc61, 0x7e374c7501046a71,
            0x469aa37809d1dc4b, 0x2d539845e257ab4c, 0x2d2efbc559961a20, 0x2f7d0cc8242c771e,
        ],
        [
            0x9efdd06515bc8a44, 0x68410177cbe151a1, 0xd38565a4ba5a5fc7, 0x4d0180583cfceda3,
            0x2f1f94c91adbc09e, 0x969420468582da36, 0x67e9ba8007d63813, 0x3a33c6c18cb4f5d3,
        ],
        [
            0x00cc3159ea998e58, 0xa945f70e0b79a8f1, 0x9eb5303f8ddcdf76, 0x7aa81de183bb7527,
            0x4e59adc333f55726, 0x0fc4eecfa9b4834f, 0x24c7e28267c31087, 0xd85e456c8c14ad93,
        ],
        [
            0xffb841e7dad758a2, 0x69ebf616b7c7ccd0, 0x140e11fb71c0d3b1, 0x53c3d362ec73225d,
            0x4aba8e47baa82822, 0x61d80ce26b8b86ec, 0xb016d0b204225bff, 0x5df53c3de2a1ca9f,
        ],
        [
            0x72952fbbe0eec8f8, 0x530f0502fe327ba2, 0xef2e96287e90b4d3, 0x2a754a72f9e22a35,
            0x85c4e2af393c7e49, 0x54aeb4f8af67e4e7, 0xa7c74b5e1941703a, 0xfbf54f9c83161647,
        ],
        [
            0x87eda8bab4e218da, 0x0f4c85f152686050, 0xe68f17d8ff41c259, 0x13d1ffc481509bee,
            0xe0db419ddb191c19, 0xa4ad01206d5bd127, 0xcecb9337b1b758bd, 0x6008391fa991961d,
        ],
        [
            0x53f40c288d8b1038, 0x52b208e81a8cd545, 0x69fe93ff3a784bce, 0x5fcca101e763d4a7,
            0xf148329487f7c203, 0xf43f87485a55e6e1, 0x368b6f9673513e36, 0xd090ef6c36daf3e2,
        ],
        [
            0x0ccc83bf6c65fa18, 0xb3c2a73ab1340198, 0xc34cb52c233f8b3a, 0xce2e50e420fe7642,
            0x6e6bd56a1dab8e73, 0x427caeb81a2e1e31, 0xa9f98752568307f8, 0xf1517d840aa11bc4,
        ],
        [
            0x974111d168d4dc9f, 0xab3bdd89b7e903cb, 0x3732c4b72c97ace7, 0x831925c258d9e644,
            0x995d1a154947527e, 0x3f4bc5b99e215c21, 0x618ddb9342c8d9c1, 0x0a25426c69a14efc,
        ],
        [
            0xbc1ab52865daeb00, 0x5923eb24ce645f76, 0x082cb6a273b6e9d1, 0x2f661507df5cf957,
            0x12276789833992c0, 0x6ecdee27195d308c, 0x6ef9537a8200add0, 0xfd5c12136f52b33f,
        ],
        [
            0x45969339d6002972, 0x7c5095b8ef5a467c, 0x2d4b6c65b90241e3, 0x85ea178c9e35b59a,
            0x084151ddc2527f63, 0xcf6afc60984798b5, 0x19432b6777034bc0, 0x80ae8cee4a8a8072,
        ],
        [
            0x91c2d6bca8d5e478, 0x762b75a553627174, 0x290a5dff1e5dc78b, 0xa726562963d3125e,
            0xc03dbbf197d0c105, 0x40673e8aa8865373, 0x5fa0eb32cb529e64, 0xdbeb97f6f5b6188e,
        ],
        [
            0xe28bb15128a32b9a, 0x4faaaf2e0a877462, 0x9f465e7f40d219c7, 0x56dc5ad30ad6be10,
            0x14288dbd6fdb105a, 0x934bee292b748546, 0x8a83faf7dfe5f659, 0x9c9b48a32845937a,
        ],
        [
            0xf52213e4935b4eb8, 0x07f557f1ab8b5a3c, 0xf0ff54a3ccaf2dce, 0xc11968e43adf2256,
            0x7044996d6f911add, 0x42f8b49412a7149b, 0x8379d81fe6766f82, 0xbff5e6937786458f,
        ],
        [
            0x8a0e2bedb755f5f2, 0xe49e378ec5b04507, 0xe331c1d63e716f86, 0xb8bbf2ff73a3bdb0,
            0x61cfac32bb9bd703, 0xfe85947cd9f40e77, 0x8ffc7a0dfc841cc8, 0x0a8ced45068ed164,
        ],
        [
            0x5b5c810f2ed376e4, 0xffb87d8f9bcea5e8, 0xeb40b058391c67d0, 0x16d970d5cc9e39a2,
            0xb1adff240bbf5a76, 0x871f98548ec8fc0c, 0xca50589aeca7bc2e, 0xe7e7a7d1b05436ce,
        ],
        [
            0xa21a05a8357098b4, 0x952be2bad8115b82, 0xe451cc04346b7ee6, 0x3241424617af0b81,
            0x50f7d96df1cb9fc4, 0xa6918d123f187d7e, 0x7ec1e510bc0cc0e5, 0x91f455fe42733d74,
        ],
        [
            0x182a90a0916aa6d9, 0x3662c8b647702dcf, 0x254f174da1835a38, 0xf594117d05fe47d2,
            0xc7d0696ebf2e50cf, 0x7a9277883e6b5b86, 0xcf65dbdab094bceb, 0xcaa761a56e971b12,
        ],
        [
            0xc6cddc14d7d17023, 0x09c7c63e48df211e, 0x45d7cebd805d1ebc, 0x16cba753d27df0f7,
            0x40d1ec3dd4466139, 0xf330ce81761eef71, 0xe8f38c7de7e6cc78, 0xa301df279ae80ddb,
        ],
        [
            0x39b62a2d19821c03, 0x730c74dd55dfc502, 0xe8858d98e73975ff, 0x507a76fb3638fc16,
            0x7a8bfb04e375a1ce, 0x081e735601d880ea, 0xaa878bb6d12e7fc4, 0x71df111a800247f9,
        ],
        [
            0x0d97ff199ac72e33, 0x6d88a444ae6acce0, 0x2df06dad24076e65, 0x12c81cf89a57e222,
            0x4973e25b071838a8, 0x1fc7d02cda2b40b1, 0xe63d02d151ead976, 0xf1ebad9a7d8d7c50,
        ],
        [
            0x133b40caa2e96db8, 0x3cc9d916ce29dbff, 0x7659c79c45b0533b, 0x219b4f9cef6c6000,
            0x27df01a78d3b6bc7, 0x394f8ac53e905765, 0xf5a44180c0372a6e, 0x24d9c605d959efea,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0x57545ccc1a37b7c0, 0xec08d0f7bb11069f, 0xa6e000935ef22151, 0x53904faa0b334cdd,
            0x9dcb096b022771c8, 0x13999981e1443469, 0x88c9eccac20d3c1c, 0x5bc087d0bc80106d,
        ],
        [
            0x57cd0f1f38a47ca9, 0x2a6ee7aaad0f85ad, 0x3cf991196316995d, 0x01a575af9d414675,
            0x67c5df2e77ebcdb7, 0xbdb93c5d9f4d7ea6, 0xcc55fc52e1bb8698, 0x3038f1cb8ab20dc3,
        ],
        [
            0x71ac42fe48a2050e, 0x742ef557615f8a67, 0x96b769cc6e479b89, 0x673724fd24bc7318,
            0xb90c9a49061d3d70, 0xbe6bacfd43349cc2, 0x203482c09a886b6d, 0xe4cf8257896a4a20,
        ],
        [
            0xe309d755e315565b, 0xd3a61a83d3c20c6e, 0xca71f5c1b76155d6, 0xf5f0e0437621d439,
            0x678430afdd2ecc82, 0xa5bf61bf3ed7e40a, 0xf62189160df7101a, 0x6b9f4e62be5a052b,
        ],
        [
            0xcbf6e48382de63bf, 0xe03af53287261c66, 0x9e598a631f6166a8, 0x4366efa472df4c30,
            0x02c6a408e17924cd, 0xf33b0c525aaa6d6b, 0x2ee2537e130268ea, 0x2e7dd909bee2d7ce,
        ],
        [
            0x34cf601fa9a78179, 0x6b50e905260d6afe, 0x905a47336209ed9f, 0x995ca7f37081b8dc,
            0x931fbb4cafec1f47, 0xbbcc85569ab64e52, 0xb5e34d880492863a, 0xd9a059e95553573a,
        ],
        [
            0xf10527ff06f96190, 0xd1f02de907c9525e, 0x97be5569667aa75f, 0x7bd753627991ab1f,
            0xa3d17204abda00f6, 0xce0fcc5c1e0ea695, 0xd5ed6474943827d6, 0x8336f2b3dbba6309,
        ],
        [
            0xcbe781d9f5362d33, 0x47cbc92146227642, 0x57a7f36d970ca4e3, 0x8f506f0b6c0b6e9a,
            0x30487d0c87fa243f, 0x48cf925d43bb8eaf, 0x9530c5424f1c3368, 0x469f955d2afa6171,
        ],
        [
            0x33b1531556ad41ed, 0x0308ac35f4f03524, 0xafa3419e8918dc92, 0x4f7e927bddaad5c1,
            0xdf4357867e642d57, 0x2e7314714eaf775b, 0x552980df53a8f6a6, 0xdfe7745156a88b10,
        ],
        [
            0xc1843a1a3e5e6618, 0x166d65f59d8ffcb4, 0x87e017141e412463, 0xfbc2107338b97dbf,
            0x0ed54da02230c860, 0x7f3c4f3f1dcbccf2, 0xb4960c1a6f39b11d, 0x9f9b0859185c9414,
        ],
        [
            0xcfa6051267748690, 0x7d57904dd8630b01, 0x94b452b1edd33d00, 0x2355cb867d291ccc,
            0x47c475314c89582b, 0x58286858cd1c9391, 0xf55b85ec15aa7c58, 0x21c2f18a5a71e1f8,
        ],
        [
            0x13d8d85d849135d3, 0x74203cd012e431fc, 0x65c134294130b16a, 0x05940bc7ef82a85a,
            0xd02d7451962255d2, 0xf1286328c9902391, 0x2f75b0c7aab6687a, 0x90537985eb4fab61,
        ],
        [
            0x6daea2160ade7f16, 0xae9cbae93cbe028c, 0x013592ab6c275d24, 0x0b66825b9b3da56c,
            0xd944426848c56217, 0xb7243c0df3e7cd2b, 0xef3a76ba8b57a97f, 0xa1fba0b818e09b3f,
        ],
        [
            0xc633070164d2374d, 0xdcf38a9684cfeb2b, 0x5da5a9f71b3ff6a4, 0x16ee8ed8b5e5c9d2,
            0x80e5bcb4fc865998, 0x0755130ee6d4ddd9, 0x8a26b843e5b6ff62, 0xf500e7f0546ff110,
        ],
        [
            0x2906b02299060d5b, 0x904613b11c3a3a7c, 0xb6109b2fd9f951cb, 0xf602043cf0bd022c,
            0x76f6f50b1af88f13, 0x37aa56d2b7dd1a3f, 0x881a8f64ac4f7bea, 0xf036b706c1f0cf19,
        ],
        [
            0xeff959f43ad86047, 0x79b53a043a9b8bca, 0x719cca7764ca9067, 0x8e7bcd0bd35983a7,
            0xea10047e8460372a, 0x79e88e2e47fd68b3, 0x940310420ca95145, 0x10b7770b2a3da4b3,
        ],
        [
            0x6fc7801638524edb, 0x06962cc9e90b9f1c, 0xd142f384358b64bc, 0xb1705f509cf75008,
            0x9eeaf9a798749488, 0x01415ac7514e1e36, 0xeebe953c638b3dc7, 0xc1c7737b73f59f1d,
        ],
        [
            0xb75b0a427aebbc2b, 0x817f58ca9c6579c6, 0xc6c99d7fc9f21c57, 0x091643fe46848066,
            0xaea4761f3e4f586b, 0xc0a6aea4af5d886a, 0x6e930a6b0c61c6bc, 0xd11655ae4c1efaac,
        ],
        [
            0x98cf3d3fbd2a1905, 0xb837c9ecdba635ba, 0x549e7f6a93ff021a, 0x70c3bb39e24654d0,
            0x114ad425afce8fc3, 0x924f3f17c3f5320a, 0x64b741f1d27e891b, 0x68abff6953c356f9,
        ],
        [
            0x2711dc4a222722ea, 0x7851e09cfec77e37, 0x701c1df1837ea470, 0x63c6cf52a7ccbf8f,
            0x896a8041aae5651d, 0x0a8a6cc8c3b4301d, 0x8b1cf26cf481ddaf, 0x8293192576348c76,
        ],
        [
            0xb80b8ec803d6cbaf, 0xa348ec2b08ca7c09, 0x7aa896479f9dd8b2, 0xa2439e8ecbb09652,
            0x8314a7e22cc371da, 0x13989fce7038acc1, 0x13b3aba0f7071820, 0x62e64d7c3b07e01e,
        ],
        [
            0x5a4ff00c7e740f25, 0x885d3295b7e657f7, 0xd2b0dfb1b71fbb99, 0xf7ef6e5a357114a8,
            0x5781352d24776457, 0xf7da32faac0157fa, 0x75e8dea84a43f59f, 0x405e174535cd107d,
        ],
        [
            0x23afe20b0cb9f81f, 0xa0bd9e7c9a366b20, 0x6208f2448f73dc24, 0x45999616dfef8de1,
            0x9e25f95a76317012, 0xf7723af02f1fce61, 0x9477b15290c0b081, 0x0fa3a1f1042f74cb,
        ],
        [
            0x0f78ea27b9e68f51, 0xf56e1fcab96b6e1d, 0x74dc0625728d870c, 0xc75545ac9dba6fcb,
            0xd1c4838978cfbbc1, 0x251c9189ca2ddf68, 0x2a758edb2a168bf7, 0x7c803c46a3bc855c,
        ],
        [
            0xd3ad3962a852a9dd, 0xecbddf6671dd0368, 0x5d74166fb44a6e2a, 0x14b813f17db003fd,
            0x94066484399d5995, 0x8465d123d808b925, 0xc39d2a907ab48726, 0x3441ca39bf49ebbf,
        ],
        [
            0x2decb1c7b180a9ca, 0xb5c874491e7137f5, 0xd8fcb63669513508, 0x9feb4a096f8dd673,
            0x1a87f419a5d029e8, 0xa7d54add2b3d5b02, 0x4df4270dd677ca9f, 0x6e20d6ee4ef5dfbc,
        ],
        [
            0x2d47b9c76d13fa8a, 0x20fa76ca7c5c24f0, 0x8877f77e7b8ab997, 0x37168d4137a9d58d,
            0xf51b533dbd810f72, 0xbdbc0e28301aa402, 0x83a0f21093c0b8f0, 0xbf2e2a53bd7873f5,
        ],
        [
            0x7242392c295f5a7c, 0x1167e4e922da0d72, 0xe76c3b6465476ed3, 0x469ec5caed1f85da,
            0xafc8a16ac76ec65c, 0x3afd7707d3c8d4a6, 0xdeaf1c2737e0f5a0, 0x0c7c96d1e83c098c,
        ],
        [
            0x7384c997b9d00b7c, 0x284ca7a5e7370e7a, 0x8848893e27c3f02c, 0x4da68ab8a38ec6ea,
            0x264a2654d4bcf6f6, 0xf182ca6c7ee2623b, 0xed6efcc101d60368, 0xc2d4271d09a43248,
        ],
        [
            0x0c95e481776f15a7, 0x7e1b2c3b62de13e3, 0xd371ca9d12e50cfb, 0xcc458056196eb9b8,
            0x33fe133ad91af6c8, 0xe92a79ef8cceadbe, 0x7c17b20238fdb1ee, 0x19a6c24993f99feb,
        ],
        [
            0x52f07550b9e305c0, 0xbfcf658caca38d9b, 0xe972d2ee6a85e270, 0x9d031864eb3c2cac,
            0xe444833068036bb4, 0xda27879750a8812f, 0xa2b31cbb75f93cb1, 0x14c6826643140373,
        ],
        [
            0x77d2808bf13f0351, 0x3bc15b8d3d0389e7, 0xc350f319996950df, 0x33b35baa195e729d,
            0x2bc503cccb8d7418, 0xaa6560efbc889b70, 0xf9464036248d52bc, 0xa58a0185640abf87,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0xd71dc7b24414bb36, 0x56f6e109cad7bca6, 0x5cb83ad2071f7e22, 0x374deeae22c93f95,
            0x7875bea98daf734a, 0x3828d66300e54321, 0x16032c06f806f729, 0x171165b64fcd4f99,
        ],
        [
            0x5e8a64ad6ae7d616, 0x944dbaf2b62a9f0c, 0x7c46e07395aeb0dc, 0x2380c09c7f3aeae5,
            0x0099be48161bbc1a, 0x93af92148f846756, 0xf1598aefd509b09a, 0x6f8e86193464956a,
        ],
        [
            0x927a47b099b2df82, 0xec5e7a1647104fb1, 0xcc92d18ecce32c04, 0x405a645c62bfb92c,
            0x5da2834a09307dbf, 0x2ffa9db2cedc462b, 0xf5caca61e237e712, 0xbc3cb414f44d96e0,
        ],
        [
            0x0a841e1599c43862, 0x71a7f4f18397e669, 0xe6d0818689b81bde, 0x385eed34c1cdff21,
            0xc0458fe5542e5453, 0x6b304eec2086dc8c, 0x6701de19e9ebf457, 0x283bebc3e8ea23f5,
        ],
        [
            0x024d5e971dc60ec0, 0xa857434b76bf0667, 0x6252e6a9b91f490b, 0xa1a87361f5c83c92,
            0x4a3a0ba0c415298c, 0x9ca67037313e6802, 0xae7a436c5c6e4a2b, 0x7b5f2dffc4f4d1c4,
        ],
        [
            0xa27c3cc458f4033f, 0xcc4acf25b20ab6d3, 0xd2ab20d7a0e8f817, 0x10ba146b439bcfb3,
            0xa5cf6b94c76d1fbf, 0x771b6b37e9c78b4e, 0xb2aa0f066a129f36, 0xade1066e5d1caef4,
        ],
        [
            0x2f67faddd2745ba3, 0xb81bd5987b6e11e6, 0x5f60ac2c84ea3140, 0xf4b6d5761a2a5a88,
            0x3ad39b8666048dd5, 0xe411cb2cf23bd752, 0xdc25e233092df7bc, 0x98ca325eff669a8f,
        ],
        [
            0xdc83a27078f2827c, 0x47c82642befc1ce2, 0x0456be134d5f67d1, 0xf6f622083daf5480,
            0xd15b20b520aaa102, 0xe657ca7448321bf6, 0xaf2c5715b367cee7, 0x1bcd4e817de73a0f,
        ],
        [
            0x419726d247117297, 0x7e363ece005468ac, 0x64f2390c18b5633e, 0xfa25a40d11583c7b,
            0x0d7f76f922b82e3e, 0xbb5c068784309f89, 0x7995ef80465536ed, 0x8f8de109ec112b84,
        ],
        [
            0x5847297e777c70d1, 0xecb1ec86fed409d0, 0xae2f1a5265c1c079, 0xf64974201b23a201,
            0x00ad58a7b5aa05f7, 0x4e055aa813cbd35d, 0xf804824a0ea68f4e, 0xb21dc30f99aa91ec,
        ],
        [
            0x7ca7894997dbfa6b, 0x8902af60106f9bd5, 0x088f05226761cd7b, 0xd206bc00f55fdc6d,
            0xe537ecfe91465edd, 0xa9e8025377e6ae60, 0x0404e1cfddd41ab9, 0x2e5ef0e33a838a6e,
        ],
        [
            0x14bd306ab6e2d9b3, 0x41db92831b38d635, 0x5e12ea6139cf8456, 0x19a314f397c705e7,
            0xd552ee25cbaaaf33, 0xa5021d1d2404be56, 0x234965f887f528b3, 0x6cacd8f5dac728dd,
        ],
        [
            0x3145f361baf946bf, 0x1ca9516c072778d7, 0x120faedddb79c575, 0xc20319fdb1e552d5,
            0xa7090f72672c3467, 0x5f311ce98ab5266c, 0x79bbc58835638576, 0x293639876d2d2883,
        ],
        [
            0x01ee921a3208b7ab, 0x72e1f0cda350f258, 0x81bc2bf0072fb0f7, 0x9b439663d3ba4c8f,
            0xc6504c12b2cf8158, 0x93b1000bedb53b42, 0xde741786bf5083c1, 0x7fa2c21f07a508c6,
        ],
        [
            0x07b1a10cf5ecb541, 0x6d97ed1626b38ea0, 0xd600f905f4e61e44, 0xcdb0b209306c4579,
            0xc54a6aada57ca0ba, 0xeb12deab890ccbc3, 0x0e67c83bf0e3924c, 0xa65c0a92ff47368e,
        ],
        [
            0x9d893209715adcb6, 0xcd91c3ce7d8c6f36, 0xbd70cb3c3d1fc255, 0xfb26e5188f953de2,
            0x49dbca3b58ba68f3, 0x16d2cb31b8b7ab54, 0x58e846a719d01769, 0xf3e128811012a34d,
        ],
        [
            0x9039a45f765a27ea, 0x6ca39ea294569186, 0x53e86e8cab1704c9, 0x96e7acb74e0d0da8,
            0x620ee1a2efd14dfc, 0x36060aadee80b627, 0x4f172df35dc5c929, 0x303f8733f97bf85b,
        ],
        [
            0xc11571095c2cd9b0, 0x90d2108365ad08dc, 0xcf4a4fc114a71119, 0xdd16e578933433f7,
            0x7098d480dbcc09d1, 0x00ab55c94edeaf26, 0xef70e5c694c83e3a, 0x8b2e2295b40e2250,
        ],
        [
            0x9f6a57843e078b7d, 0xf4f66fd8b5a6c803, 0x07b11b50fd76b839, 0x15ba4b1251a92271,
            0x1dc9e997ef1fbfe2, 0x5ce5a51c00416151, 0x03f17ad042ed59b0, 0xc6dc66077c9247d5,
        ],
        [
            0x7d8587eb12f00480, 0x20358804a100dcee, 0x55dc986364f67219, 0x5840ed4b95a8daa3,
            0x1592d5e2be22cf9e, 0xba75225452ae3872, 0x07968deaa15dd8da, 0x670cda6b220bf141,
        ],
        [
            0x04d7e6c12f2d4b67, 0x41f97e042a8ae098, 0x4edf903ee091c252, 0xa2173674514d0d14,
            0x080845dda21d8569, 0xba8801d848477a5a, 0x97487f18ecb0f3f2, 0xb85d171ff113c548,
        ],
        [
            0x26c5ec450f038417, 0x11552d88ed408c45, 0xf137b94de1e21f91, 0x253fe001dc607df9,
            0x4f79d8a201ece67a, 0x5739223bde414663, 0x8c0175ee9951cbbe, 0x411be343087b77c1,
        ],
        [
            0x35bd0106f712edbb, 0x982812df0253d00f, 0x1cd2349ddb2b6b96, 0x6c9b3491c28cc472,
            0x5ec4de992a73f7cd, 0x4184ec6f72ef71bc, 0x2707f6bbc374b998, 0x77ce61b1478bdcc2,
        ],
        [
            0x52e737d963a52264, 0xd0adfc0315400b37, 0xa806e2a9aae51cff, 0x85ffdc0de8187fe9,
            0x98c7d29a82da2082, 0x678182c92b179d04, 0x0be568f50554706c, 0x3fee30187ae2948d,
        ],
        [
            0xb20147b9cf84b0cd, 0x85ebfedfbdbcfdf4, 0x3a5609bc85cf7d02, 0x111ca3fae433cda4,
            0x4efcf19bfad58bc8, 0x529580285c87483d, 0xed3b9a5cc8e353af, 0x8383a6e4bda54333,
        ],
        [
            0x9fa94b7deeb0ee11, 0x9b946a0181b193ae, 0xfe1960349a061a17, 0x11216a0624b1746a,
            0x16f6cf475cbe25b6, 0x00cd5540780e1905, 0x32573e6b3369ac96, 0xe1a52b2f9311c91d,
        ],
        [
            0xc81aef918b8d7845, 0x619b96985fe8945b, 0xabf19981e0084297, 0x04bed0185289711c,
            0x4d57e613c021db87, 0xbf9a471a9dc3173d, 0x763b99d54833d339, 0x87e5f6f8ebf3bba1,
        ],
        [
            0xe484dee823f54c42, 0x45dc1a3c269a3dc8, 0x1dc58c1f4ece5325, 0x9f5701a5346918fb,
            0x860e1c492feb6a21, 0x89ee784ab219e527, 0xbfb95b6b5729bfdd, 0xce7b8fb8801d9e57,
        ],
        [
            0x5a12af2682243d65, 0x220be64b6f9fb2ee, 0xda8cd8ba8e8e71da, 0x257be1ff87f1527b,
            0xdcab3548ae97d6bd, 0xf5d5eff402bec2f2, 0x0e05ff5cd379b685, 0x29086df539156c20,
        ],
        [
            0xaa8c88a441e0fa65, 0x8dcb7fb99480e2c5, 0xe84a047e0dd1548d, 0x3f2c1f8f2ee942e3,
            0x111c2c17508b546d, 0x2d432ff02d0db1ad, 0x1b7b2e77bf8e141c, 0x364812c6077d9bce,
        ],
        [
            0x59617bc9a56af0b6, 0x3cc72df04c92fee6, 0x107e31de7480d5ff, 0x36e42623b8fe956c,
            0xeacd29cb7c4c15a7, 0x15852f3977a35b6c, 0xc9d9b05eb3ff9303, 0xdff23ba1bf1a8002,
        ],
        [
            0xed44db7560788c1e, 0xd18c37060e8bd1d7, 0x28f5c6bc763ceab7, 0x8991225911b9132d,
            0x635c42228e8f0ef1, 0x36969c84fdef9e11, 0x27b8763559b136fa, 0xda8b4d987cc9ac9b,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0xc606ed86c3fac3a7, 0x0fddf84a5947fbc9, 0x637c73a4413dfa18, 0x06f9d9b803ecf191,
            0xd86890603a842160, 0x7ea4dd2f5c281002, 0x69b8e2a30e45c4d4, 0x7c80c68e603059ba,
        ],
        [
            0x5c9d22744b7fd72d, 0xda1745e5a7e4da17, 0x1cdc36c284482939, 0xae86eeea252b411c,
            0x2334cb7a4eee38bc, 0x8d9211551472f728, 0x62ab0ace589ff0e9, 0x19e993c9707302f9,
        ],
        [
            0x24ed75e8d21ce204, 0xb2a7258e426763d5, 0xb8374d859ca6f72f, 0x43ca41d162b3c64f,
            0xe525044e934a8f6b, 0x9ab6c7b33ea4a468, 0x1c650f9218dba31f, 0xdcea5a82e37023fa,
        ],
        [
            0x7a1474267c169290, 0x8718be75cf36f2ee, 0xe61d2f8c56dc2c48, 0x2248c9f90bbfff55,
            0x369d8a12883ea257, 0xe163750235da2be2, 0xa506bb55b435ba18, 0xfa0594692d21eed7,
        ],
        [
            0x64fce92cebe6efda, 0x922d4ff3f8728059, 0xb666f723785a506d, 0x9c3e06ef22892bf5,
            0xdf140f32a7aefc7d, 0xd43bc8687b36fdf7, 0x8af0b2d44ce26fd5, 0xa7b709e5e762923d,
        ],
        [
            0x5b3a432014978583, 0xcdd6e9aef061613f, 0x4978419990f92214, 0x30abf89b9cf23137,
            0x446180351dc75777, 0x63120ea23bb584ac, 0xcdf7b4f2d0e1ab80, 0x4b035115477f7498,
        ],
        [
            0x79127ab5c6c88be2, 0xea2c7820d06ee5e2, 0x3bb72759d830775b, 0x5d6f8aa313e20f03,
            0x892e553f0d7ad75d, 0xedab6f8ea6bf92c2, 0xc71aaf33ab08bc20, 0xadc4b18d8d56d4e8,
        ],
        [
            0xfd0dac4bb50964e3, 0xa99f0877dd1c6f76, 0x4ac11b48d94085d0, 0xe11a6e16e05c4407,
            0x767fbf8b0682bfc8, 0x17adc6e138318c6f, 0xe1ad5e2596f0af24, 0x87d6065b87a2d430,
        ],
        [
            0xf289351b92d1b844, 0xc69c0382c173e484, 0xc86b15c3c1388bc5, 0xf57d35c304a60d5f,
            0x464babbd61266837, 0x7006972030915c6a, 0x7904d3f5a9e4634c, 0x707f3d9ea98ef4d9,
        ],
        [
            0x73971647b21f51d3, 0x11f80d462c39fdf8, 0xce8d419b9da10ba8, 0x6a73fb216726a955,
            0x01824dd9a5224b17, 0x2db482468b60b774, 0x7fea7d2949721132, 0x4f3ceefca1edf3c2,
        ],
        [
            0x234d007f3cc7cb09, 0x3bc7eb68a1d1b435, 0xf596e1fee3d87146, 0x13e7607a3a6594a5,
            0x1be75a8a08079160, 0x65eae2bb66b57641, 0xe325fdd85b34299d, 0x284dc88de8fbb8b1,
        ],
        [
            0x39a37e63ec288015, 0x4673f853eedc99cc, 0x681fac61a05b6aa6, 0xaa014eaad936de6f,
            0xdf814e6646c1006f, 0xef4b9b0743cecad9, 0xc3f2a7e43f7b0f63, 0x3de913c04636be9a,
        ],
        [
            0x0060ce1258cdee05, 0xa8761fb2172ec3b9, 0x2400250b1b06901d, 0x29bea322568182e6,
            0x9e4a0359a62651c8, 0xf9fc31b6c8c698e3, 0xa9009b3fb8705ec7, 0x7c40d9a2690e9a0e,
        ],
        [
            0x4cf85578f11d45f9, 0xba4c1cde6c796614, 0x4ea2ef2c77db796e, 0x36aee3d35337512b,
            0x9d3bab3f7cfebad4, 0x004b35d0ac473606, 0x79cb954707c98f54, 0xcaadda35cd69609c,
        ],
        [
            0x11b6c75612f18ada, 0xd460bd93bbdbdbcc, 0xd9c36faff33d4a59, 0xf521786d238288e7,
            0x1dd68afd23953516, 0xaa5ef4a36c5bf098, 0xecc26102bcd1d1d6, 0xe0686fbf6038db57,
        ],
        [
            0x13b7e0e742d0e6bd, 0xf774d163db0f5e53, 0x82a2147c104d6ecb, 0x3322d401243c4e25,
            0x24f3a2e96c28b2a0, 0x2805f63ea2873af6, 0xbfb019bc4ddaf9b7, 0x56e70797e9664ef5,
        ],
        [
            0x7532df38f191717f, 0x07afb23054205ec3, 0x4b362e4092882222, 0x8e639ac0aa95bd11,
            0xdde088e853a1cbe9, 0x8361624c1f02fa3d, 0x16acc8109508379d, 0x3c2f972e69b528ad,
        ],
        [
            0x17142003ddda646e, 0xdaf643dd06f79d00, 0x1bd346acb50916d2, 0xbb5a618e784da455,
            0xdb624d45313cf2ff, 0xa2bae57ea966b0e1, 0xced77a447a055109, 0x4ccbfdd4a269a4c4,
        ],
        [
            0x3344ada0350fd406, 0x194b7558f1edcdf1, 0x745adf949f6d9387, 0x80992015a4b7f9d5,
            0x6af7271bef4065b9, 0xcfc17c861b07fcce, 0x9050636321f5ae79, 0x4d7c36f9eabba9c7,
        ],
        [
            0x319b76aefaf31c6d, 0x7775274eb86aee19, 0x3709c3a2e4c39892, 0x51c66108ed70c28d,
            0xe3a8e59efcd69930, 0x6b6d340362ac8a01, 0x595b495782bd472c, 0xe9a5649940871d87,
        ],
        [
            0xe5adadf24767f84f, 0xcefa067d57b684fa, 0xa4d164d8fd9c45af, 0xe4eecd173fca642c,
            0x4a8eab8b713b6039, 0x5cacee7fc45cb329, 0xb24a258e3e877590, 0x43fa82612b016254,
        ],
        [
            0xd3137eb100aaa967, 0x3d2e89c8a71e7fad, 0x6082ce3f07b4c11c, 0x4bd84e162c58234f,
            0xf8ba91293ffcb0a5, 0x9e47b9ea783ccc03, 0x8340c8ecb0c1ecba, 0x5ec3dc340bac8eb3,
        ],
        [
            0x341bf8e5d88f0b41, 0xf9a686453b2c53db, 0x6ef1bd155da19c38, 0xc76997307d17c0f1,
            0xcf77935ca5dbd171, 0xda78b0d702c5ccc1, 0x916f87efbf8712ac, 0x32e31fbaee4b0bfb,
        ],
        [
            0x3d08c4914185bfe2, 0x5edfa2ae78e5e42d, 0xb56aa0a82ce679cb, 0xe52615dbf37ca0b0,
            0x40cf010bea0e5888, 0x8476ff2dca45a9c4, 0x20f1f95289f2c1a2, 0x5403335166d04885,
        ],
        [
            0x4212147107e4c236, 0x97fc33900c87d5b5, 0x159369beb71955cb, 0x9e0235637e55d9c9,
            0x9c980e57b9efba05, 0x39a9fce2c23fcf5f, 0x7b29c63399492798, 0xacb1a4aeceffd303,
        ],
        [
            0xdb82baf568e82e05, 0x7d389010ae99914c, 0xc01c7626ee2becc1, 0xd5caa80d1e084dee,
            0xc7738edf42908c9e, 0xe17621d49eccbda4, 0x16bbca00c0e3a1dd, 0x2d9c3a8a0aa1d358,
        ],
        [
            0xf5a82198a99338e1, 0xeff4eda34ae5571d, 0x5f6842cc763d0d93, 0x2ff529dc25fdee09,
            0x1d66dae5a4f4128b, 0xbbe4b60a8b2d94c5, 0xfda8b5a2749fe63f, 0x60fe34fbfcdfd117,
        ],
        [
            0xb13dc6031f3d8fd9, 0xb39803adbb5b7247, 0x2159947726ee74c7, 0x144c2d1e7592ac1b,
            0x701a852c4aba65c1, 0xc2e5522cc4608521, 0x5ef2c07c9115c36c, 0x465a86a1c78a90df,
        ],
        [
            0x89fcd873b0731232, 0xba129caa74418797, 0x629faebc96b4fbd7, 0xcb881dcf59024b31,
            0x4ac283d955866eb3, 0x9b31a93ad4595e7a, 0x2f5d61d7a595d8b0, 0x7ece9d98c0bdd956,
        ],
        [
            0xcfe0cbd687e9665a, 0xa0a9a2c7efe72b8a, 0x2c21c1d1a82037b4, 0xd58d754ac70c04e0,
            0x325a89a922eb2c0b, 0x485fc86cf5459de4, 0x249f800f84c00cb9, 0x67e145b4913053af,
        ],
        [
            0x6b23066d5834a80d, 0xbd346a4586f26d1a, 0xee7fd037e73a41c8, 0xe40e7fbbb03dfcef,
            0x34827f53fcbb5b90, 0x85209a592085d414, 0x2db155cc132b0c3d, 0x6dd3796fb2e5f98c,
        ],
        [
            0xfc696d32c0ade462, 0x0d4cddc8eadbcf29, 0x120ef31b04c80cd5, 0x8d26200250cebdae,
            0xd8e0a8b90f26470c, 0x1d4afb4e72678b3a, 0xd31f6f2dc3ee36ba, 0xebed3bb4715bf437,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0x9164643e1516e633, 0x8ed4930d072d9c8b, 0xce4068a1f594d03b, 0x1238c0766eaebea9,
            0x05cdb728c77b7805, 0x0946252dcc740228, 0xd6c979e2d1c3dc17, 0x8a9db02dbb271359,
        ],
        [
            0x19b01552788e7a66, 0xcddcd7282b0ec216, 0xe7b2ea758a6a11b9, 0x271d5b0770cb9c15,
            0x7a8d7258e03c9727, 0xe2a065e3508a824e, 0xe457d09949ac877f, 0x5d3aa45834e7f491,
        ],
        [
            0x5793c018ca2d8dae, 0xac32a5f91fd25ea9, 0xba6b25ef9cb2256e, 0x88271c02621192f9,
            0xfb426c0f3e1e77d9, 0xc300876dc717d099, 0x401c8b3ae5abf5ac, 0xd719dd53507176aa,
        ],
        [
            0x721d74d28134ab83, 0x741b3f9af7643397, 0x2bd1770d89665868, 0x85672c7d2de0b7da,
            0xc8e3094f790313a6, 0xe77f17fcc5298f44, 0x6374049bfa62c2e5, 0x7c481b9b5b43b2eb,
        ],
        [
            0x5f29b66eb89447a0, 0x6a25734cc87bcc49, 0xd92a75cb7af3930e, 0xead4fa2f0a1516e0,
            0x5a6036bc79163281, 0xf5d2a845d92eda06, 0xce27bb0b2b6f2cb9, 0xb45174e03831ff21,
        ],
        [
            0xa950fafd1ee503a6, 0x431e8524f124e1fb, 0xaa6a8311986ec5ab, 0xceb67e812e3e4a29,
            0x1ffd40d94e98c4d1, 0x4b896d95ee69e2f3, 0xb823df78109cd86b, 0x5e6a8545ac390613,
        ],
        [
            0xcadb1be5796c687a, 0x84ad1c823f952889, 0xeafe2e753f2c0693, 0x07758c6de814678e,
            0xd9d1005ed089dda2, 0x949f9331aa048403, 0xaa540add077202b0, 0x6b6039ea9cdc8488,
        ],
        [
            0x998b90bc1f17fc25, 0x3b89ea46df2e6d96, 0x36c1861215c8a61f, 0x534ccf6b740f9ec0,
            0xd71c7f6ecfe86e76, 0x0ae3d277bfdd28dd, 0x462ae3dd32d54355, 0xd5715cb09c8b2ddb,
        ],
        [
            0x1b04b81766e90e57, 0xec1824c863c4c990, 0xcbf9c22c723d6ba5, 0x6234eb94934feae0,
            0x208ebf4e57f196c2, 0x202b649332721d3e, 0x9905cfd5a3291565, 0xb0bf5ca2928eabed,
        ],
        [
            0x97ed1dda859d63e6, 0x8d6a35fc8c4021a0, 0xbbc4ec1009c17e00, 0xef743f431c4a3615,
            0xd11a32dc2fc35322, 0xceee6c63349f6640, 0xd2a1df930cfed3c9, 0xf663862efe8b5c0c,
        ],
        [
            0x8e110659006c1282, 0x89484c8d5061a6ff, 0x8607f8251932adad, 0xd23d6d83e875ce39,
            0xc02b5c3dc2418f9f, 0xb7570a4533d414ec, 0x743e1fe75e7ba820, 0xb1e1ac2bf62df532,
        ],
        [
            0xfdf0723a83ba9000, 0xc4872f9c6825e8b6, 0x684876075840143d, 0xac3874f9fff1d8c1,
            0x4da3c7d96f10cf0a, 0x085e350d7f66e9fa, 0xb862dde894117f93, 0xaa65e92308a1c069,
        ],
        [
            0x0be0f015fc6d7910, 0x73f9487dee3700a1, 0x60789d9b06e62517, 0x759a2ad535e5e533,
            0x0e382299d459d608, 0x245ddd3f4f13dfa8, 0xc7e61d5ba3bd708c, 0x0cb887c44f15dd6f,
        ],
        [
            0xd2d96b600c779b3f, 0xf65bd9f40369689e, 0x276302447a0ef4c6, 0x071869adb87e60af,
            0x208993041ed6c01c, 0xd1ebab2671bf221b, 0x332c0e3e341d38df, 0xd7c4eee480ee82e9,
        ],
        [
            0x2a033326073a8fc6, 0xd7b8f0f7f06a13ff, 0x798e88fa7fc9eadb, 0x13d11370c43fe0a1,
            0x87c23aeaa6dc95e0, 0x3fcc877fb55f699e, 0x4888447cc6160527, 0x4381ee389ad16c36,
        ],
        [
            0xc7170923e8bee8b6, 0x79020d47ecfbc8d2, 0x081e142018f8aaed, 0xa91d1f5cee87b7f3,
            0x003d16aa410644c1, 0xf800569f628cb225, 0x5a7189c8dddad3b2, 0x748a324ee2df8ee1,
        ],
        [
            0x32587379939455a8, 0x5b200ef931ef0492, 0xa17440439d8b0678, 0x5570b2757318ef07,
            0x110f6aebccab7739, 0xc214fae849f3c117, 0x50fb51f829dd31c2, 0x4104608af4b4dffd,
        ],
        [
            0x80ee90e7bf33fc82, 0x217eb1fd04db2951, 0xbf95374551558895, 0x7efb7b6a0c883bc2,
            0x3bda3d646592d671, 0xe2fad69bceb94568, 0x45ebf7758885ec03, 0xd6a1862458362ba0,
        ],
        [
            0x76fade15e0b7c9d9, 0x8068002c6fee19be, 0x75a43f012ccc6f17, 0x8351be89a1ca3417,
            0x5730e0368f772bff, 0xad49dc758335105a, 0x82841a26e1c55440, 0x0004f222882d8ae6,
        ],
        [
            0x1a606f66ed06dbd4, 0xec0e3f8578a20d08, 0x9ad14075e9a3e729, 0x570d5ce7aa687013,
            0x5a65becebd1ed495, 0xb683a36dc6460bed, 0x05b66e6711d01bbb, 0xa6ae5349420e02f6,
        ],
        [
            0xcf690f2728593764, 0x682bd13d88e27dac, 0xf11d5a7e1ff2975a, 0xc8db09ed8e3e5cc2,
            0x64e133c99f91d52d, 0x00af9f1a86495c00, 0xa341719a01953d4e, 0xf51b647a8d2da98c,
        ],
        [
            0x0cf6868cc54e3fcd, 0xf1c4a5fc320049be, 0xa0aef91daae6d6c8, 0x1f57f1e3eb47aa8f,
            0x4a30b05e183d6b95, 0x8a26e741f7506d11, 0xbdb4802bb72c5c49, 0xd2f533af66423f9b,
        ],
        [
            0xc70fa676b29be297, 0xc979611695daad72, 0x7a0e5b6d3fc61f86, 0x9d7107b95c765cfb,
            0xae2a771d09b52953, 0x6ca728ac40a829f1, 0x2b09df8bd0420218, 0x45a968ec34617f04,
        ],
        [
            0xae5d630b17ba402e, 0xc3b81a5c2d042989, 0x58bead0c4848e3c3, 0x8e891b5cd18fa02a,
            0x8e1b6279c4fad9e0, 0xaf650c242157a7ee, 0x0b38d0e404f2a306, 0xe5d30e0e6a9ec668,
        ],
        [
            0x65ad3402d2929f56, 0x67f7a439db39f08f, 0xcc080f589ce7d435, 0xc927eed6199e1a70,
            0x037091ec47809535, 0x21f5a757f3eec89f, 0xb03cf85ed0887010, 0xc138ddd979f4008b,
        ],
        [
            0x69f38cc6606d42e4, 0x478d9c9ef32c0bce, 0x23331500d3ab3cd1, 0x11c35c0a29c5a289,
            0xb48e981e74e3ace1, 0x42fd9b8973b4c011, 0xd771c2983f5acec5, 0x2d5c4429bde69c43,
        ],
        [
            0xdac64165da671d5b, 0xd4063c19aea0f0ec, 0x3c488559b913de17, 0x4293c28dac68a5a1,
            0x27b3848d3e5f601e, 0x9f8effbdb9afdae1, 0x83c936e04cfa867a, 0x061d51f4f229a0b0,
        ],
        [
            0x434c1f92092d230e, 0xdaee32a0d2933928, 0xf87c229ee0366ef5, 0x75b5f87028268bb6,
            0x037cbdfbd51570b8, 0x0267a4b00511f8fb, 0x63d7874554ddfa8e, 0x527cce21e3a78523,
        ],
        [
            0xa3bf01bdd08bc12e, 0x129fffe4c132bf00, 0xd9ee8364ae04e674, 0x1d3388f0037e4ca5,
            0x02e8e53a22cc6d46, 0xba1f9916a7ebbd7c, 0x3ebbdb7875e917a2, 0x5dd2d968d0a4d552,
        ],
        [
            0xa0882e844ad80938, 0xd5678153a16efb9f, 0x4e8f504e872bf6c0, 0xec7680cb7ac86f01,
            0x7eebadd3f47454fd, 0x683f1446de03bb17, 0x6a79fb8dddd4ea4b, 0xad838b048b0342dc,
        ],
        [
            0x982db2be643806b0, 0xe50a860e82a1b34b, 0xeb64b34f5db43de8, 0x71c51362dde0e002,
            0xffbe1de2279a2b5c, 0xd8e840144bd6d40e, 0xe2d6b92192cbc027, 0x947ee19f0b297c17,
        ],
        [
            0xaa1a1c255984cf74, 0x0735ae45bef61f10, 0xc1a214dde2d4383c, 0xc15c8c23d90c8e35,
            0xc4a48cd839ccb000, 0x47bf772d50b015a2, 0xc8dc6f45e25fd7ba, 0x2ba954d828522235,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0xffd959af60c82a0a, 0x0f9226c60f668832, 0x6b06c9f1919413b1, 0x0948bf809b1988a4,
            0xd4cb7f88d8c8e589, 0x6d4dff08c97cd2be, 0xdc6b74c5d1c3418c, 0x53a562856dcb6646,
        ],
        [
            0x396eb0457e8b000a, 0xef16c1331e825e51, 0x0d5ce4c66291f0b6, 0x26952c7f372e5936,
            0x8c3d401f05ef705a, 0xdebe398f653d6731, 0x62bc893d2d688422, 0xf513ea4c5800a688,
        ],
        [
            0x7282fe5fb8c8ac7f, 0x641242ee65e2aa52, 0xb5c3396d2056f849, 0x9945b2fbe3822bbc,
            0x96d943a169aea3b0, 0x282f7a23eedacdfa, 0x607db44ffb28eff5, 0x3eefed824b0f282d,
        ],
        [
            0xf102588976134f96, 0xf521196572d6b0e9, 0xbef2be8b131ff243, 0xc62e58e6fc23c5bd,
            0x82277ed4d14cf97e, 0xbcfb853563731c3e, 0x8c3d676753141fc5, 0x4397827d45b1a167,
        ],
        [
            0xed1d79e3969e353a, 0x10a0440852bbe1f6, 0x235f82227107d5fe, 0x2a314c6b205870e6,
            0xc25926e1e5746067, 0x138a54aadb2658bf, 0x1a463e476baa1ba0, 0x15a4ac0bf35a27ac,
        ],
        [
            0x3baa499892fccf64, 0x3bd278de2581318e, 0xb068772c77c95dbf, 0x0c7d115c0eb4637d,
            0x53f6d3b32878fee0, 0x48785d83959ae68d, 0x7aa424b8478af145, 0x4aa8747b1925b044,
        ],
        [
            0x89e2f49ee9b84966, 0x1b4f4106dd7f3ff9, 0x498b6faf3a6b6c91, 0x5959a500b703fc2d,
            0x40a6632187473a6a, 0x9100dcc08cfe2426, 0xf94312820dc82a70, 0x0370e6741f5ca897,
        ],
        [
            0x3686f8800b188cbb, 0xb81c03200807de97, 0x1683329a716622b0, 0x107460520eec5c74,
            0x01d7b6361f272124, 0x242e0d748dce3da6, 0x35326b9b9cf54a11, 0xabe5d4c09a21598c,
        ],
        [
            0x3b0c9b922bc6b173, 0x7dd8623c7eed3feb, 0xe1160c46305b5f9d, 0x9eeb313937222fe8,
            0x9539620d9723a71d, 0x0ea71abed0e70c4b, 0x952aabfdbbba1ae3, 0xe121f1e0110ed58d,
        ],
        [
            0x457e9bc92ad2cf25, 0x7ba49b4dbc927a94, 0x18d1e80ba27b3c2f, 0x520d9a9bf3daa9cb,
            0x610b6c83a285181f, 0x2bab0b6511bf70c7, 0x48f0ae71b4ba9706, 0xe526f49b10271eae,
        ],
        [
            0x5772443f7ec805f3, 0x7de40f7509d99591, 0x16ebb238806e9788, 0x39cc4fe4c7f718f5,
            0xd191a0c13a3c48d3, 0xbbb957373fc912e4, 0x151e6693cf42de7d, 0xecb1472c5a46f8f3,
        ],
        [
            0x8b5aebac548d5622, 0xe1db07ef7a51bd2e, 0xa39586a81bf3381b, 0x5fc6c11e61689535,
            0x0d0d840101ac1683, 0x0e05ad08e6c7bf30, 0x9c19ba2db0367acb, 0x10e80e549aa1d9db,
        ],
        [
            0x93d62fb5ce22580e, 0xc7132896d2d6f887, 0x6892ffde64dbd4d2, 0xf94c807466ecdc69,
            0x81e523f67127db82, 0x9887ec4532371d4e, 0x9194bff6ab5a81f6, 0x5e9c7fdc6785225a,
        ],
        [
            0x123ab607c0a3d8a5, 0x26d77d684573ef99, 0x3431274a33ed09ad, 0x5aa433e5d872d6e9,
            0xfb5f7ef76d3c2ba7, 0x16475cf52d9d6ef4, 0x19a394aec728a561, 0xddcea1fc682ae79a,
        ],
        [
            0x6be40bad10c4f21f, 0x5024a9594d03da7a, 0xfcc02068db1999d2, 0x8cccb86c6ad5d162,
            0xf7f126ea729dfea0, 0x4b92dcac8264be28, 0x699bef549c8758a5, 0x57f8965862751c43,
        ],
        [
            0xccecd819f38fd8e8, 0xf1b0e44dfc69752a, 0x4f067ce0f02873a8, 0x6260ce7f461801c3,
            0xc1a84e95b2b4ae17, 0xecd292238051c198, 0xa7f09049776a1ef7, 0xbc2da82b6fa5b571,
        ],
        [
            0xcc630a49a589c65c, 0xf4d67918b6254247, 0x1fcd9c529f735e0e, 0xe3f2c495ff7b5711,
            0xc841ed961a41b8d4, 0xa5cb0bb97d6b6d8f, 0xa5b710cbfcf16c63, 0xca0de4b49670c819,
        ],
        [
            0xfba1831fbdb38fb5, 0xb234318e86e7a19e, 0xc9dfb5f7c9cfc2f5, 0xef15fcc35e82d66d,
            0xd4537ec8d8a9d5af, 0xb8e323e2170a2980, 0xfd68ff4afc4e3f1c, 0x18eb0f1e107ede03,
        ],
        [
            0xe0e6730bc40025e3, 0xaa35f3732b5e0c78, 0x630baebeb4dde600, 0x5844de88c4801a0c,
            0x767c5bf5d9e107e6, 0xc5347224b1258209, 0xc33453f306c6661f, 0x9c418a68244c9e2c,
        ],
        [
            0x789eb8158b41cb48, 0xf6279db17b709ff2, 0x03c7d917e44ec3b6, 0x8a79b94cd4f24ce5,
            0x48d5eeab6bcbb5e4, 0xa481b2ac1a43ddfd, 0x075997f69323bf8c, 0x0570199c46c6355b,
        ],
        [
            0xa9e44a3d8ee05743, 0x4a4ce464366186ad, 0x2014f37823959df9, 0x7219400d4df32804,
            0x592df4a305a03f7a, 0xbf45bd547dbcfd12, 0x8e9b189ed62e777d, 0xd0585298c9258891,
        ],
        [
            0xff33a698bb0ed6cc, 0x244c2a1fdb9d10d6, 0x3a8505819ffb66bc, 0x7fc6cefd63f89597,
            0x669be51b31ce248e, 0xf0732db56ed2b1f9, 0x189215b3b8c623ed, 0xffa73afbda937323,
        ],
        [
            0xb63f0ced92ce1ba7, 0x6b9ef3c9d00a3d68, 0x324075451605e2b0, 0x974080e9f296e489,
            0xfa70b94afb25c9e7, 0x1c52b87affd28c0a, 0x3f7ea099040741d7, 0xb6a1a10e6c78076c,
        ],
        [
            0x769645b3b3c85ecf, 0x7d1b820e6015dacd, 0x84402f5a7e8ff080, 0x23dd8bd5a9223e20,
            0xf709c0aba74504ad, 0xfc9d31804cec98f6, 0x7101ed2fe710d4b7, 0x052d9bbc0253d26f,
        ],
        [
            0xb66592fd43a38b5b, 0xc9f383c0d0c101fd, 0xcf2bc3ea36b0e985, 0xf753cea571363881,
            0xc4c8c960490c4c09, 0x7127633974ace633, 0x3c65e96d09d1d264, 0xd3bc47fe35113f4f,
        ],
        [
            0xfad447a9fa7b01c3, 0x8cfd1c2d2e513d9e, 0x451efe3ed32db577, 0x3f68cd7b1df9513a,
            0xdbae85b4f32bf190, 0x17997d0d6973f8d1, 0x94f366832c63af3b, 0x08ef35e4938d6565,
        ],
        [
            0xa785d6f4e7a27571, 0x95cb2f97a226cc16, 0x3e05e2e923e8ac02, 0x6622f7be6fb596d7,
            0xaf2287b9fc187b87, 0x91c79d1990b0e937, 0xd7d878490c9e2f7f, 0xb18f28b2db3ffc93,
        ],
        [
            0xf676d7f080aea49d, 0x9db1d008e83d770a, 0x390b841b5c6f92e8, 0x4acd608e64125fa7,
            0x7999505b352dcb5c, 0x8ada92c7c0bad1da, 0xdb5742f9545c55ff, 0x011368250db2a094,
        ],
        [
            0x1e8d536048fd8f42, 0xde3e31959f7f9730, 0x3d48f0b7f41b8b94, 0x8b4f383b7e2059c3,
            0x8c3246fcceb5156a, 0xa48c0df8613ee8a1, 0x2c7aa9c2692d5e06, 0x5194d321e809b6d7,
        ],
        [
            0x21d32977f591d23a, 0xdb697b431aa17b54, 0x888bf7ab2aeaee19, 0x31347a58e24d3c95,
            0x4b550a999c3a413a, 0xca254ab3a9f5d23e, 0xbc8cbbab4e45cc9a, 0x7996c3d4f4c4bd48,
        ],
        [
            0xb41e4d228bd9347f, 0x28025b655de293c7, 0xb8b6ec3fe7f24b97, 0x708930425b59aaee,
            0xea87d4c6f18eb5da, 0x9b11dce13ea5b531, 0x39f18ba9ea2d419d, 0x5b9f7aa80ea4f6c7,
        ],
        [
            0x0766746f3d477c2d, 0x16e65c5196aad27e, 0xdec8409be84f1a13, 0x85d8da4748ad1a73,
            0x2079816fc7d1dd70, 0x94b0a02033c4d5a6, 0x586b536531efc7bc, 0x58948b53665c6690,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x4850312d6c0b80d9, 0x4d1e7e100fdc47f0, 0x8c0892e9cc3ee3ee, 0x8e2a7166e7ec4b96,
            0x49c61f2ad6b29f50, 0x5297b688d706349a, 0x2cedd29b716a9d48, 0xeadb0ba9ae2cbe59,
        ],
        [
            0x9921fa3d2c4561be, 0xee4ab2e81359d90f, 0xdc8366ecd78f8950, 0x769bc75842bff58e,
            0xd5920bffb0d9685f, 0x41a177767b7873ad, 0xc8dce4cef73f5d47, 0x4bf817362fe783ba,
        ],
        [
            0x346d9dc529c71143, 0x2e7eadac44f057ea, 0x3ca7ccf90023fa35, 0x0eb45f9622bbea10,
            0xc8a8cda20b70b136, 0xd65969ea6a2b1bf4, 0x573601f5901e2857, 0x52c42f585838bd0f,
        ],
        [
            0x2953cc8d2037fa2d, 0x043ec8f575bfdc43, 0x3d8348414bbf4103, 0xe5037de0afc1d8d4,
            0xe0e5dc841d755bda, 0xbd5f5b03ec481f10, 0xf9f98d09fb990bdd, 0x4571534baa94d3b5,
        ],
        [
            0xaf71e6d980569869, 0x583cb9caf6d3545e, 0xe9a1aad4ea60e4ec, 0xb9ceb4224238c5ee,
            0xbcfb92af813b3139, 0x73077bf658928f91, 0xa840a4bcf5371da7, 0x6a7858c7420cd840,
        ],
        [
            0xbdf36bc89507a7e6, 0xc09625baf705f129, 0x5f42851633710c41, 0x232d50b05745ad0d,
            0xb7080821152b5892, 0x1260c0efb46459cc, 0x086388adf06257f7, 0x780f3ac535e73f6b,
        ],
        [
            0x995ccd541220e965, 0x23a73079cdfc6adc, 0x25f73e3bdbe8e46b, 0x780a84d986039a97,
            0x2ae2f0f3c342566a, 0x66223cccdfa1ff59, 0xbdd731e51a0bf88c, 0xeb7d1be9a7f706ef,
        ],
        [
            0x8c63c8c79e3d34ef, 0xc3ab217c792a2ddb, 0xf40b6cf7d2d61b3e, 0xa5e00da467fd5494,
            0xb855c5ce2f7adb4c, 0x5b60dcfe790900ac, 0x421726fe99bf43d2, 0x098fe5f5e5608555,
        ],
        [
            0x62a4dda5fd583f26, 0x277868a248cb106f, 0x32f3d9fb7229cd0a, 0x16e813c873cb6fa2,
            0xe39df8050068fcbf, 0x072f207d7c354d36, 0xeea34f640c8b4fcf, 0x4e05281826aff8cd,
        ],
        [
            0xb620db5bcd0eec8e, 0x920fb7ff842e862a, 0xe5b62ec1b73e3048, 0x8a6f515d82325664,
            0xe058be8fc75edfc5, 0x4564d3cf77770d0a, 0x9e5e511ac41ccbf0, 0x63510b16142c20e4,
        ],
        [
            0xbaf4432a69d27418, 0xbd0fc962a80a5056, 0xc4cf596773e9a9e8, 0xa4ef5b957a3de2e9,
            0x120d2e06444d7a33, 0x3671ea69a67b2878, 0x8932f702ff20d8d5, 0x77da3b25f972fa62,
        ],
        [
            0x388a8a6e177e7775, 0xb5e1559388ed95f6, 0xe58543bacf5291ae, 0x9d896a3aff9633ce,
            0xefcf6d3aba056691, 0xe899cd7ee299253b, 0x94e964ed7250927d, 0xdd91a9e43f49bf0b,
        ],
        [
            0x7a4f0e89e3e605c8, 0x9faa863afc5eb522, 0x048f623103fc9ee2, 0x315d46840a0cf8f7,
            0xb2ab2f18bae0770d, 0x88abbce6c955c00f, 0x81be4e9d0074169e, 0x1c63506be5243529,
        ],
        [
            0x9b42bd1daedf7821, 0xabd3007439ae4b88, 0x65b35193aa5d8e5e, 0xb190eb4854e23ccd,
            0x7592c559fbffa5b1, 0xa6901c2b39131ce7, 0xc4041bfc2704c7ac, 0x9ccb9b99621f2b27,
        ],
        [
            0x1f441710fc89dd20, 0x3afaccbb0635c9ea, 0xac3d9f3917cddaac, 0x8c9ed6b4191309ec,
            0x1e6c14abd06c9bdc, 0x3d53664c02792ec0, 0xe876c3b814aa66d0, 0x8ea853b70904458b,
        ],
        [
            0xe6737160d7b91252, 0x6d4afd2e4477572a, 0x3519f4bb1c9bfbc4, 0xa99415f5ef3a2b40,
            0x73a377ac4bedc264, 0x899a16ad590f4ddd, 0xb9e2f10f24f6f6b6, 0x82d0e64cae81f84b,
        ],
        [
            0x606ebc38ba653176, 0x3f3b984444a879f4, 0x3d5808b7c762b50a, 0xdf54401fc3b2d909,
            0x704cbe9bd9119db3, 0x58fcfc042ef0ca2a, 0x69a6169e102352b9, 0x75d9caa3519bc198,
        ],
        [
            0x7d07d240d5b7faa0, 0xc4dfae62b816c840, 0x2916a84aa9728a5d, 0x7f451fd844c4b116,
            0x239457a2d7fef832, 0x4692107e98907b32, 0x4b129c25920bcf38, 0xc161b2a3a6e441d1,
        ],
        [
            0x6066c40eb87a1089, 0x99587e2295aefa11, 0x64afb5deb5a955bc, 0xcd8142693a5e89a1,
            0xcca479d54b329dfb, 0x5b6e2d6ced7cc4f4, 0x41da3ce2ab4178ce, 0xf1ece7713dbbdfb9,
        ],
        [
            0x5fde04de3c2a3293, 0x5688b86ee903476c, 0xd0eb0a573282f4cd, 0x8327b8ee71163792,
            0x6bc854e18e0df9bd, 0x96afdab4ee326a41, 0x18bb3ea662797084, 0x04997e266ee0a98e,
        ],
        [
            0x63837f9e2a8a13a7, 0x1631725a6883acee, 0x4f4e98e55323d365, 0xb7c945830098dd94,
            0x5b658931c4012898, 0x6599aea4cec144f5, 0x0b5b92c43731c74c, 0x3ee307e8e06b8b23,
        ],
        [
            0xd78c81f72f6a5f2d, 0x34afe44d9ed3f938, 0xe74b3cf537e62123, 0xff166657b0677af2,
            0xc28e6447657c61c4, 0xc8420bd9a38d19fa, 0xdc80a8600aad677b, 0xbbce94da029e6c80,
        ],
        [
            0xca72060bfaa79d06, 0x86947b1d45b9a573, 0xf6b882c40eb41a6e, 0x9ec343cf40affb1e,
            0x883bef0f3461c1b9, 0xc8816be0c7cf9602, 0x4272484ab485f7a4, 0xd52b486f4be6869b,
        ],
        [
            0x15957f1e8c904ed3, 0xdf2a745890585784, 0xf97f8e6431272384, 0x00cf8c2d2db818df,
            0xb009963b796f77c1, 0x22991d79d32f6827, 0x19dd5c1bd51bd811, 0xaaad000ea781d441,
        ],
        [
            0x51b1a1b42558e85b, 0x7138c207df9e7e67, 0xe6adaae54159da14, 0x69237d802c370639,
            0x9bfecfbc887f07d3, 0x159d0c5068b235fb, 0x8d95829d7b9d5eab, 0x0966b8680ce52dfc,
        ],
        [
            0x79d26897cb60319d, 0x182cb99985cfa9b5, 0xd374645cf5fd7804, 0xd107641dd51885c5,
            0x9f09f4f2a6f89293, 0x68f667609bac3fd7, 0xfc5e35d8abb49f27, 0x176160cc88e87232,
        ],
        [
            0xe615e364ada6822c, 0x777cb6f377b67447, 0x1b524a38d613cca8, 0x215494f6475a78c8,
            0x271a40af00cdfbfd, 0xa5af749bd26bd60a, 0xdcc246b4ec23d257, 0x7d07d67b9ea94dd1,
        ],
        [
            0x2421b26c4562c042, 0x092d23234b8dfb1a, 0x97d6661d8f9a8ed6, 0x5ae42aaa2a6db168,
            0xf905ccdf8f79269c, 0x94e0db95107cd8db, 0xab5c1ddc60389d4a, 0x99d93a7c05ff051e,
        ],
        [
            0xe9c36ba4a8c1d885, 0x49985013d9d9e8bb, 0xe498b1ac6bbb875a, 0x6f72bdd8402cdb05,
            0x72cb2973d2098a7f, 0x0d5816ccab1388c5, 0xe38a747d102ec27a, 0x670c7cd53aa8d85e,
        ],
        [
            0x871cdb3a72afae96, 0xe59e2b033bf6f210, 0x23ee0b37a427b1f0, 0x36db226433151fe9,
            0x242006e5453b51f5, 0x7c216e5ad6657cd6, 0x981473c180bbacc2, 0x6151e8d29da1feba,
        ],
        [
            0xfaab64a6536d54fb, 0x17a1ddd89b281684, 0xc33c4e2f9a01de53, 0xa19b937fcf42d7a7,
            0x8632bc7a5977d27a, 0xea34b827292e7424, 0x0859a968395390b2, 0x1a78e794de79978d,
        ],
        [
            0xd8c465b66a540f17, 0x4c750d705f0c132b, 0x7d8edde098f935f8, 0xb56f4e9f9e4fd1fc,
            0x46a2fcae0200102d, 0x21d42963cbcca854, 0xd3dc11adf0582d1d, 0x32e8e53429cca856,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0x25866a0ae4fce725, 0xe7e8dbd1c6a6c5b7, 0xf5ea905e8f1771b4, 0xe06372b0f4a207ad,
            0xb27034f94eee31dd, 0xd7484a7787104870, 0x12a27bb2ad5a488c, 0x7a908974bce18cfe,
        ],
        [
            0xfe09aee43ed2ff3e, 0x045ebfdb4ec6ed3c, 0x9c8dbd304fad3f3c, 0x0eac134ca2046b8f,
            0xe17206207d210988, 0xac19f696b7f21376, 0x45bf103bf2b11799, 0x49630dbe79359b42,
        ],
        [
            0xdbaa8188da328d6a, 0xb24d773a95adc18b, 0xa346899185b08fa7, 0xc663c05ba6234e00,
            0x23b0bb6abec9b8c0, 0xdd8551ea512bf9cc, 0xd39afdcf27571317, 0x3331e98d5f721c38,
        ],
        [
            0x476706e4dfbfa4dc, 0xf5948a7804c85b17, 0x8392119d7adbb41f, 0xd6788590731fea19,
            0xca7bcd6bbd3b5406, 0x6206f1c4ddc9a07c, 0x940ef5c6d21c13aa, 0x28eaa8c89d5063c4,
        ],
        [
            0xbc91c8483996de2f, 0x77cedf2ee0b25114, 0x9ceb30deea0fe4e9, 0xd3fc2682dfb86a45,
            0x8c492241d4526f8c, 0x4e59b498df7abf16, 0xf68b4754d4f781da, 0xc4f0df99a45f0a18,
        ],
        [
            0x6dc35a6562143fb0, 0xa9fb92830bc205dd, 0x0cfaff3394799597, 0x292adc1c33af8379,
            0x8a9db63ce36ad01c, 0xd83e662d735e9d4d, 0xf3f1968a0cc4ecf6, 0xa072661bcee0b647,
        ],
        [
            0x5c6c48d103e697ea, 0x9ce678fb985f83e8, 0x7dca1fec9a3fabd1, 0xc17a4b43feb2c023,
            0x0ee3b87ddedc6c87, 0x96e1a1b57f9f02ab, 0xcae178f719601fae, 0x39355c2d55ab5954,
        ],
        [
            0x7275fb40e48ff9b3, 0xc7b1a6205599b01a, 0x4abf210f12b71d4b, 0x6930fccbd9a04097,
            0xcfddab5f8ee96a4e, 0x090f9b13e4acc51a, 0xda30fcdb875f6d78, 0x7f02ae94b94701ea,
        ],
        [
            0x82d2c3023163da1b, 0x9a0edee60f93a311, 0x68c9349d7fc11fde, 0x8f618b7ca26790b4,
            0xc7f3121103bdd76e, 0x6450c66a3249b6e7, 0xb5fbda74d7ac5a42, 0x78233f25f08beb6e,
        ],
        [
            0x84fb09b54d0cec10, 0xba25f0fcaaded6b0, 0xaeab0e61b2d3ce72, 0x4d952a9ca3321e69,
            0x8ee36b13bbd06932, 0xba4aa2dfc84f54da, 0x4542aec787b5cb4e, 0xb178184a66dd279e,
        ],
        [
            0xee8590fe0ec8ae90, 0xcfb26b92e8bbc5de, 0xb86d5b8dac83f1b8, 0x9798c0f15b7a1e6e,
            0x7a9ac2eae52844d3, 0xe2e4965bd03188e2, 0xdd2ec9494f9c73be, 0xba40e2aa75a42ed3,
        ],
        [
            0x89ec1e6c30b90e0b, 0xd6ff1d39fb094a45, 0xfedc804a59c675b3, 0xa43507f9ad5467d3,
            0x3f000b993a1fdc20, 0xdc2a203653599b5a, 0x142d07ccb40be8c0, 0x7c8f2dc94c3fd71a,
        ],
        [
            0x05a1978f11d66b7f, 0x7aa692505187dc81, 0x47cf1b90b8928475, 0xfdfa6ee3fb5a2d67,
            0xdaa8f80678e5178b, 0xd846f9dd13d78de9, 0x93c0c1c9a3da18c4, 0x4d9cf31e224998db,
        ],
        [
            0xb836b58659c0d7ad, 0x1ddb64db7a2b493a, 0xefe11ca1a749e671, 0x72b04ecd4b7bfbba,
            0x2efe6ff46723cd97, 0x96265d681dc6f4fb, 0xcedd452d6d934d01, 0x6865b3ea0e64a358,
        ],
        [
            0xb80757849265bcf0, 0x69ce2b78411c7d30, 0xaddea9a461cf220e, 0xfd58ce38de229e43,
            0xf33e7a9ceb996292, 0x87261bfe28f1cd1d, 0xd5382ab9a485e4fb, 0xffe0a5e53763215b,
        ],
        [
            0x40ad6908d0559754, 0x04b10bdde2a3f585, 0x58d0bbf9dc0ce022, 0x213c7a715cd5d453,
            0xdff2c27534b458f2, 0xbb4850f5f36a7eed, 0x7013ad06245ba190, 0x4b6dad0b5ae46250,
        ],
        [
            0xfb5d199f0556dd59, 0x491c33e928f0e057, 0xfca470f9ccab516a, 0x5d2408aedd4c1769,
            0x65babee1f184bdc9, 0x60abe233e4d5cdce, 0xd29b4390298f2a91, 0x3ea3f0cc3e439520,
        ],
        [
            0x25b3ea01ab3a873e, 0x6fedcfb743756f16, 0x6640fa5b7e98b674, 0xdcd71438ae144e54,
            0x9b4cca5c9724ece2, 0x4296a0328a635af2, 0xabde54413eefa541, 0x62d5dd8eb076647e,
        ],
        [
            0xd8818bcb92d2afbc, 0x5ebbf77829a14806, 0x55a7a11b213961ec, 0x4c597579afda0e84,
            0x589a763537a3fd75, 0x614532804b8b7609, 0x292299f5acd3234e, 0x3134f9d085666007,
        ],
        [
            0xb768f6f173c31e27, 0x272cbbfa36c62172, 0x5e74ca0b7fc41e4f, 0x490193aa6a74aecd,
            0xe9ae87bdc7038b7c, 0xac1abcd4d71dc5f5, 0x02b3b68bdcdec396, 0xd53927a943d62636,
        ],
        [
            0xd32f4ad7953ac968, 0x9b070f7bcadfccd4, 0xb9fe1aac34971f1f, 0xcf27e7da3f2fe97a,
            0x138f80b1b41dc9e6, 0xf4d8498968c8d808, 0x43ca014e05969b3b, 0xc81168db2c804518,
        ],
        [
            0xe6859ce0435a7711, 0xab89538d58f5a9f4, 0x84e2c6ab73db704b, 0x28d32b52994e8f67,
            0x4d6ca6d081a3466d, 0x97dd598d9a622a2b, 0x6b5ab1a8b655d2f4, 0x7aea38d7f3376890,
        ],
        [
            0xe4f0517b1ecfdb72, 0x7271a19f999ae587, 0x3515371a01cc0c18, 0xf48fa6bdc86c2a7b,
            0x1c9b22425624ed70, 0xa5d84cd880becf1d, 0x716698663fe8a5ea, 0x7871e345761eb1ba,
        ],
        [
            0xcb9d1d2b588f4d82, 0xaf264dd9d959204a, 0xb0e5c3026c21d6fc, 0x6dd5599706e5c515,
            0x5a1eab6ad4132ad3, 0x78f6e7046d5927be, 0xd46cd18ddb6d0f94, 0xbc92427fd535233d,
        ],
        [
            0x85db795f2a341e82, 0x8955a44a3400546e, 0x75f80afca7c1fbbe, 0xaf9e4eeb1bf0a35c,
            0xd9a118b596ab39de, 0xf4932966f105d15a, 0xbc9b1bc681ac47eb, 0xb924ca7727a6d6e7,
        ],
        [
            0x6b59bdec4fd87825, 0xba9d81d91697c309, 0x9c60a8fa248b8243, 0x6b9a4ff0f143eae1,
            0x19a40866d12df763, 0x96c23a64b4b41cf0, 0xb5d9b76920b1ad54, 0x7ac5f00865d1c58b,
        ],
        [
            0xa2bf88823a4d8098, 0x8dc4e38f859d9ee7, 0x0cc3eeb935809c81, 0x07157c5b9e1dcd1f,
            0x957274c07e66bf8a, 0x601a07a3787b9c75, 0x6d3fa8ee8e2a402a, 0x113563d880e8e671,
        ],
        [
            0x7feabcfd5cb432bf, 0xe493d3ac923972cc, 0x1ad8b07e71c9efdf, 0x430597be41f7aa79,
            0x2421dbb166e443d6, 0x02073851f4dfafbc, 0x0cfdb0334af63ab6, 0xa0a61c0e103e3b4f,
        ],
        [
            0x08af408cca3f47f0, 0xa85978dce87df590, 0x4b006faaa09159e1, 0x2ba988a6da946f02,
            0x34b7f726a51f11e1, 0x8777b9391a2ddf62, 0x5dd810794ab231f5, 0xdae8d906328f442a,
        ],
        [
            0x00c5d59c6a42092c, 0xd9f5ce2b9e5164a5, 0xff4f3312bdb211d5, 0x0343551bc57951d5,
            0xf7df21375282ed50, 0x72c05977ed11064a, 0xaf5d458a7c7249ac, 0xc89ca9a1c13368b4,
        ],
        [
            0x4ba79b42073a024a, 0xd88cda4bd756a860, 0xdccfb8862966a758, 0x5372b83943bef68a,
            0x291a6277f4f33ad6, 0xc44dc1edab61f093, 0xb0c40acb2251d8e6, 0x772a45f31e5e514c,
        ],
        [
            0x8993895e0ec87fac, 0x0d1ab974622e7cf0, 0x66ae9fed8323480e, 0x1c5e548132b49a7f,
            0x555d7b3d5fc2d4ef, 0xa3deaceb26fe324c, 0x2bb959fa1d4c2ad3, 0x4ffcf60f837f468f,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0xe20fcba1d4531dbc, 0x1f901c19fed5c970, 0xdef6e94210bbc7ce, 0x46276d0602c5668d,
            0xaf8730099686b8e2, 0x498badfbffe1bc99, 0x4a292287570ded99, 0x0e0f7f24d44c75b8,
        ],
        [
            0x6114ef13522f001d, 0x6850e0acdc78d899, 0x4e65eb211c319163, 0xefea68eca7a6c24f,
            0xc128419f73bc4415, 0xe413959fb3848771, 0xda150307a3719a17, 0xaab847869d583c14,
        ],
        [
            0xe2aa2b67f88f7e09, 0xb3a03779ba7d92cd, 0xbd8e12e5a45dc0be, 0x5e6a863d4f205fcb,
            0xbbd6286748dfca97, 0xa68e503723b4cfe3, 0xc444a8d1f6940234, 0xc2571a078a388edf,
        ],
        [
            0xf0cc3a3b08fbd53c, 0xe2838c70adc62cdd, 0x8dbb9352a5419a87, 0x4e7c272a7af4b34e,
            0xe0b3941817dcaae6, 0x530b9614bff7dd33, 0xe16fd09f6def681b, 0x17749c766c9d0b18,
        ],
        [
            0x4dc585c27ed69d58, 0x6b110a6ba6f3e57c, 0x101c6cfb4b817e7a, 0x2ca6b3ac23bec5de,
            0x5dfb36ec486f8949, 0x19829d4b09d8e36a, 0x1138c0a8ff3d3e05, 0x576ead41b4b5af3e,
        ],
        [
            0x9eca88a6ddf66583, 0x03190cf9a2558060, 0x9c10e2f7efdea876, 0x528171b523c2fd01,
            0x40d01ece7f480c26, 0x9520413dc7de0141, 0x598bce8d469e8fb4, 0x7b2c395d7b0c27a6,
        ],
        [
            0x325b7914664854ed, 0x91a2868fb7b4f212, 0xa9dd3fbdf89960a0, 0x888427cd33291749,
            0x2fdb0e445b8b5b8a, 0xde6d84c49cd0c1d6, 0x97675f441b3bfed4, 0xfec27c1c3868751f,
        ],
        [
            0xe2821e6e7c6e1b4d, 0x9b11f25a1bef8790, 0x268a269f4e385d9c, 0x899017b02696888f,
            0x009aebdad814ab2b, 0xe4e51bc0f932b212, 0xbb45798336358bfa, 0x43ae2cdab5b334f0,
        ],
        [
            0xd37c77d0552349c8, 0x3e66cd0ee4c9a9ef, 0x81ed6700fbae8d02, 0x5f686348d4e82f82,
            0xd7aa1a467c458533, 0x222cacc8b4cc08b8, 0xa89e63f52df880bc, 0x03cd8273434e0fa4,
        ],
        [
            0x5b03b0d3a3d5e147, 0x8e02f88621d306c6, 0xf7861b25a3bb3952, 0x24217876d75d882f,
            0xd7a0eedf872fdf0f, 0x9ec05e94653ad750, 0xd89f079cecfd45fb, 0x9d9230fb0f4e5d02,
        ],
        [
            0x4b61d77e82acbbc3, 0x07e24eeb15525bad, 0x1771cbc1b3cb62b2, 0xf8264626aa9c8877,
            0x933a3478fe626aa8, 0x50724e6840cbd167, 0xf59479967df5555a, 0x86ede7892a9fc8dc,
        ],
        [
            0xee298464e521b3ff, 0x233c0717e9aa750c, 0x75e44d2be9ae24a5, 0x02484e3010c9455c,
            0xcc1ae4b90269da7e, 0xad7006de923ac8bb, 0x07ec2b3c2b2d0eeb, 0x9619d0a0aa23e30d,
        ],
        [
            0xb33b35faa3e9f371, 0xbef82b7ae52f04fe, 0x51f5d8fc1fff957d, 0x6cc3e74d8ed1e408,
            0xfebd2de6d723b611, 0xc054ada17dce7d03, 0x78b7fc2712fe2d22, 0x8c4f99287a6e6e6b,
        ],
        [
            0xd8477dd0ffeaf016, 0xb91c044a791116ec, 0x0c139976d24f98ba, 0x32ea4a3fe5cf547c,
            0xf72dfa350089c504, 0x406bfa8a8a913dda, 0xda9fb9210c9df655, 0x4398d9e52a639015,
        ],
        [
            0x660844740207d7d1, 0x99ac588e8e44fc61, 0xd4714b3f50ee0b55, 0xdcdfbbbe0256bfaa,
            0xd5bcfde77bf953bb, 0x662779929e333d51, 0x694180da65282b5f, 0x7088801fde1ac8d6,
        ],
        [
            0xaf2635a17e5f712f, 0x2831f5bf91b583a8, 0xa8f4728e63227f0e, 0x67f644f76e905fd4,
            0xd68acb5e707160e5, 0x5e0e1488f7d36198, 0xf05adeb7b586cf78, 0xb833d68f66445d04,
        ],
        [
            0x0fe37da221369944, 0x1b69db1af6f9eef8, 0x6ccaa64d6acca89a, 0x9d83bf83de9247c2,
            0x627734adafbd2a86, 0x2b9b5ec5d22ac703, 0x0ff2fe0b343b41b9, 0x72df0159caac53c3,
        ],
        [
            0x1d1f54d6a1ff5cd1, 0xf6d2c4f8ad9d7761, 0x984c3070f9e7a7d2, 0xa55108c61fd8de83,
            0x2bca2caa03379405, 0xbc203e718a7b92a5, 0xad68d642444d1a68, 0x0bfbbfc8457b8ea1,
        ],
        [
            0x494f1dadbd4ecb36, 0x28c92421d9df5fcb, 0x3bb97e29b7561537, 0x120c3b7cc721e59a,
            0xd3352140e708959d, 0x1f6874f3336a434a, 0x410d56e0f7b6e479, 0x12fa5a7249437dfa,
        ],
        [
            0xf96b79fa804ba7b9, 0x20d6a47030741751, 0xef79b70d672c954e, 0x16c1c526cfb6ce57,
            0x475be3a51c5bd741, 0xec755c01bdc9a9cc, 0x062627459c8a94de, 0xdb157f7c34031439,
        ],
        [
            0xf50032b5eb224fac, 0x6fecbb99065007b1, 0x3c1c45b654213ceb, 0x711930e04b12d848,
            0xa49d0eaadfbeb43d, 0xd73a2dd72e549873, 0x57fba1b37ea89dcf, 0x29e7f70b595dfb6b,
        ],
        [
            0x30c64633564b7502, 0xe283df266d1a462d, 0x13587b4a6306025f, 0x5c2f4aae725d5ce3,
            0x1378e42cbbbdf3c5, 0xb65d098c457668f9, 0xbf90866d36d3dee0, 0x4d40fca9def3f535,
        ],
        [
            0x529233abb759feb5, 0x6cbc11e3ee26daa1, 0x64cf9ced5a108e30, 0x57bf925924a7c030,
            0x2c9f6ad62a192bb8, 0x1cc827cc149e6137, 0x14924f52b1003087, 0x5a1dffb0be628cf0,
        ],
        [
            0x2b26096140692fd1, 0xdcf43c6ccbd90dfe, 0x0e0aadef4b1f190e, 0x4e53c8b49901ff80,
            0x934930e7328625e0, 0xa87a50da57fc9753, 0x186cd709a7219da1, 0xdd6e3e4f4d41a01e,
        ],
        [
            0xaba82071d682b0a1, 0xf005726ebafb4571, 0x49660c25c352de10, 0x6012d0d0b5198878,
            0x791907a928cab8c8, 0x65853eb4148d3073, 0x5869c9dc11c7bfc0, 0xc40d410773b1003f,
        ],
        [
            0xc161eaa97243caf1, 0x1de312f829b23d3c, 0x7d6cc97a6ad08c8c, 0x6e30f63a42ed66b9,
            0xc4a8ef31b6ea54bb, 0x0a8e833268694871, 0xc9ae649570071ea2, 0x8195fa9b2b6d2e18,
        ],
        [
            0xc90f83251eb70577, 0x6f36f1e682ffc98c, 0x0915b32e961e4cf7, 0xe59a45a297cd120d,
            0x246a3b37a4ac3fa8, 0xa8e3432ba8324580, 0xa6a224051c5b67b0, 0x70c1551a7dd68462,
        ],
        [
            0xe836487aa36683fa, 0x95821b5380ec0825, 0x87a89ce774527b66, 0x03973cd753f931af,
            0xdf5fb2b77f4a577f, 0xd77884e18fe981de, 0x643e12b632b5a26c, 0x38cf5a2cc30ca3a3,
        ],
        [
            0xaa1487ca15fb5ac8, 0x4fc7bf7c782e3131, 0x4ab4b6ab267e5668, 0xc7c2042b8339e5a3,
            0xd0adf7d3cd1b71df, 0x81b3ecba5f1e4602, 0x371519d2991ac8c7, 0x8a8494eba074ad86,
        ],
        [
            0xf0e06e15532fbf86, 0xe40c70014fd7a4a2, 0x12b7d31488dbd610, 0x2f503dd5d929ce81,
            0x7b86def4bf94807c, 0xf710117654764b2d, 0x9f8cbac1ce4842ad, 0xab41ed5557feb68f,
        ],
        [
            0x238e2e7f4f69834e, 0xfe87523880f66038, 0x607a590916ec126e, 0x877be009bfe7d4c0,
            0xab9ef00c70efe0df, 0x0c5c2dd9530b08ae, 0xda6744ffc250e072, 0xdb195c995378a2ff,
        ],
        [
            0xc10263ed3b89a762, 0x930dc93012ee6b8d, 0xfa80a054968b4712, 0x327f876c93652555,
            0x9c9fd959b9203301, 0x75535070febd7dfe, 0xb09969255e1997b9, 0xb2d404eab3524026,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0x32427e2840fb27b6, 0xc76e3db2be430576, 0x10f238ad61686aa5, 0xfea74e3dbe778b1b,
            0x701d3db7f23cb96f, 0x126b596b973f7b77, 0x7cf674deccb6af93, 0x6e0568db9b0b1329,
        ],
        [
            0x8fd97c961f9756e4, 0xbb570ee5de373048, 0x180e03d850e8cd0e, 0xed9441c8304280ff,
            0xff0e09f93f3abfae, 0x09f23774fe4de98b, 0xafa176128b13911e, 0x3dbe9e9efe8bfa19,
        ],
        [
            0x5dd81ae9be889756, 0xf27b64997b004bb2, 0x226cd97b271899f3, 0x762e8bc33211fea8,
            0x25e259e07ca6b774, 0x1972db314884fa5e, 0x3c7cc4f14982e347, 0xc02894260af3e97c,
        ],
        [
            0x15bad033d51cf119, 0x5b10bdd84fab4d30, 0xc9fed3f624b48751, 0x29d9698ee67a7c3f,
            0x3c88740575056339, 0xb89c940e93a7c296, 0x277a125404f1c96f, 0x7fd02c517dc82b45,
        ],
        [
            0x26f75e970975d2ea, 0x1e52acfa1014e8ea, 0x8e19bdbb2308f4a9, 0xdf077d47df609534,
            0xaa3c2d9e31936f95, 0x8a1ec5b84fbdd277, 0x24c8425c98a2527c, 0xf8617a8800ef7f44,
        ],
        [
            0x875580a5a6714560, 0x247f21027e56c6c2, 0x9d47ef64f1a5a85c, 0x38b82a75579ad36b,
            0xada87334a774299e, 0x7d94f23bef716284, 0x28bf563461643459, 0xf9d8a6976f261ef4,
        ],
        [
            0x5b8491fbbc4c92d7, 0x35db4d6ee54391b4, 0x2e17dea8334b1429, 0x9f3e7d758bd3da03,
            0x6cbbbfcfb14906dd, 0x452a2303d694e118, 0x58862b21cbab1502, 0xecd2841ea77d466b,
        ],
        [
            0x467c44537f422491, 0xfd453e4a86060cff, 0x6f3fb7bd33580a31, 0x126b57d05013936d,
            0xafa31f199da3ef84, 0xe148bac30bf39347, 0xe3c4a3eba2bf3fb0, 0xc1a7dc13061662c2,
        ],
        [
            0x5ae0d732b2a8c483, 0x174b0c88c5040ac3, 0xdc38c3d22ef95281, 0xa0cc795d7b5ccf9e,
            0x5096745592cc6ba9, 0x6b348f1bdf693605, 0xe2374fc97231df78, 0xabc30122f8b3873e,
        ],
        [
            0x0515623a3afaf403, 0x38a0aefb97ad7576, 0x70cfaffac8a0b5bf, 0x1a241179b9e81f56,
            0x590b6e40e4d79a16, 0x2c8177f4178df60d, 0xc4bf27493905b76c, 0x8e1ca0c0a86740c2,
        ],
        [
            0x170f1b6bc5dd3aee, 0x13153a8a8f96d2f2, 0xe0e22a9ac6a976ca, 0x6d1c50a51553c7cc,
            0xfee354e4fdf597f7, 0x851e310aa8ed53ad, 0x977272002287d474, 0xafff148e06abdfdc,
        ],
        [
            0x7622eb049b720b26, 0x26f2835f98ccfcd0, 0x1f46bbed41390620, 0x3e10c5ae9ac968ee,
            0x346e98c7add92db5, 0xe2ff79a4dbe09e43, 0x5a8665b287215e28, 0xc735c6cffe428891,
        ],
        [
            0x678ca9b7e4a6d0bb, 0x659d3122f5a1afdc, 0xf311a6d8a8a6418f, 0x5e5f1d618b97f9f3,
            0x168384791033eaf9, 0x72555f2e506f653a, 0x358f6bcd04e721da, 0xd7b1502b06a7e6f7,
        ],
        [
            0xe0083a7d65543cb4, 0x3c4529b6c22d0299, 0x8ab684d0580ea8a0, 0x73f87bae9734854a,
            0x3d2dd872c4856cdd, 0x9d5c42f5357f2d7a, 0xeebfbfc11a140289, 0x37c66cf03a87f86f,
        ],
        [
            0xdda9b5e44f005e3f, 0x5af68e31bec39bd2, 0xffd3cb9ace01a149, 0xf8138a6b3c16427f,
            0x42d7e0202f357eb7, 0xf4ec41bd554be213, 0xf9d015e57aa5cb51, 0xca758f3befb4ebd9,
        ],
        [
            0x52c02a4417bdde39, 0x1544e179b7604329, 0x10a2570d599968d3, 0x76e64113f677cf0e,
            0xb4b1752d1901ac01, 0x5e2a33d2b56d2032, 0x577066d70681f0d3, 0xc90ddf8dee4e95cf,
        ],
        [
            0xc0aa0a647cd2e64a, 0x7056389ea8d248d3, 0x51e0bee354f1e1b8, 0x5d9fb5bbf00d85be,
            0x13fb541fbe08c22e, 0x8d99d4990ab2e374, 0x46d7668b69c86fad, 0x005893835cde1813,
        ],
        [
            0xa2f7b87aa0b52523, 0x08c46dece06c5dde, 0xc8c4e84668798800, 0x417b1eddb19f64ea,
            0x66712f975610a636, 0x0d5ec76d03ef12ea, 0xd3a676f8f7fcedbf, 0x5c89ed4f34b93db9,
        ],
        [
            0x07e766b1f47e610f, 0xed8857a859383926, 0x3e3c28e2b2dfd53e, 0x85d846f217cf325c,
            0xbcffc41c488322bb, 0xe9b13f9542ad5698, 0x22954f17a3394968, 0x2df73a9cc0cdefd5,
        ],
        [
            0xae88b5bb69a66170, 0xbc0639955b07840f, 0xc4b061a40a18c6c9, 0x54b9d1110d7aa5ab,
            0x96239172bb1f4042, 0x56b86f7ecf92107e, 0x2e3f5361646f3ba6, 0x4cf4a169e32c52bd,
        ],
        [
            0x234bba83b0d8c459, 0xc5cc5680d4fc3442, 0x4e7af987167c4103, 0xbdf1d3c560dc5d09,
            0x7020a28eebe2ea4e, 0xebaa0d5e3ee9cea0, 0xcce06dc0cf9a2648, 0x5cd99a0a74e1ad3f,
        ],
        [
            0xee4d6f8fbfa2ebf0, 0x9deb2e4474e9e77b, 0x1e92c42131e33948, 0xee097daab42e929d,
            0x096c1654c1418608, 0x7a3b43b5d8a1596b, 0xcbc494a60f714cc5, 0x8d6447a299c1da77,
        ],
        [
            0x4fd627fb40111b7e, 0xcaeec09de6cd1d30, 0xf7eb697cf82c3098, 0xf82b055e28fe9b73,
            0xfc197a9b1629e6e3, 0xaf664c2c7c5ff7d8, 0xc409972043ca5050, 0x33c86442c3342b00,
        ],
        [
            0x5dc42825cc15cf94, 0xbd03fd6a81208284, 0xb796f711857569f8, 0x1dc5a5e76fb0d97e,
            0x4fa54e67940ef8a2, 0x652dbc4b5a5d97f9, 0x01973311a9072d0c, 0x855b8ae2757f67d6,
        ],
        [
            0x089ba18483fdde3b, 0x5fc7b56aab75dc2c, 0x53163f06be9c40e0, 0xf7f3cecac4e6edbc,
            0x28f4d35dde4ceaf2, 0x89dfeac366a5d95f, 0x79ac94c68fa7e9e8, 0x6c42ae667cf80928,
        ],
        [
            0xd0aa0b8cb912fcb0, 0x86593d34a240a411, 0xdd1d66ca6fc8a6fb, 0xa8bdb0a159821377,
            0x07162553b968147f, 0x6acf5fe4196b1f18, 0x7103b435db589e56, 0x93632719951d200c,
        ],
        [
            0x1337e1f545b1dc04, 0x56aa9837f1c2eee1, 0x2ba01e6e9ad4e4df, 0xd08094a2039d0a37,
            0x336c0d2408a8a1bf, 0xa0bf43bae1cdfe4f, 0x69c35b320fee6347, 0x652d0dc6293b6fc1,
        ],
        [
            0xa7a1797d4df5b192, 0xaebd7bb01a823d4f, 0xfcb0ba17241bd393, 0x132aa8c2458aff6e,
            0x5e0da13235f78089, 0xb6c10e10ad279135, 0xf208de8e36001963, 0x10d1b8917e62c28c,
        ],
        [
            0x17b5cadc06cd6f3a, 0x7821cb050c3ef8cb, 0x6e63481f9ceac806, 0x4150b3f64e082c94,
            0x44eff5db2c8dd224, 0x6824e31b2f595ae6, 0x86ce1a66ae7c3452, 0x317a3c82ef2cd20d,
        ],
        [
            0x411ca39b5c7dfda9, 0x230d677c9d11328d, 0xb42698b041159e1a, 0x273ea5b2f6e99345,
            0x78e39fdef21a2443, 0x3f26683485988569, 0xfe03b5873dabd2bf, 0x48692968f8b19cb8,
        ],
        [
            0x70aa9ee4d7702ebe, 0x63dd96d118eabec5, 0x316b1dd20b88e568, 0xe8f3040b4d7281dc,
            0xd64a19e4c505fa1c, 0x21f3da09d7006926, 0xa8abd7af8b416c21, 0xaf0c137f7afb40e4,
        ],
        [
            0x1cf999a83a1187a5, 0x005d57622c29ae69, 0xee87c9d88161c810, 0x708a530e9e52c73b,
            0x58a4f19b473db9c0, 0x3ecda73c6d353e8a, 0xfa9656dcbb6d3828, 0x9b884811e1f9a897,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0x2e1b16c6cde4f5be, 0x9f374b6d86b2b59e, 0x19bd648395e462cf, 0x19cf034fc48b3be2,
            0x0a91532b6f321af2, 0xef91d1c93f0f1c0c, 0xc3b4be68ab181947, 0x28e32b06a15ab466,
        ],
        [
            0xe3abc209d17cf3e8, 0xee93bd034bea2219, 0x7c719c2f8397f576, 0xaf6c44a078cb5f0d,
            0xb8add0601751baea, 0xec362aea7ca0d435, 0xaf9e73153cb246df, 0x0784096fe85d4b30,
        ],
        [
            0x5bc1e6214ff4de54, 0xa5cabd91e9d3c2be, 0xc3b4031cf14a2858, 0x5716dc355df202a2,
            0xd3ea4fd550100fa5, 0xebf3feccd047e417, 0x91eaa661a99324c5, 0x985f6c400a5b83f3,
        ],
        [
            0x3ab150242bcbb891, 0x8f7cc643df26cbee, 0xe8281baa743f8f9a, 0xc738c56b03b2abe1,
            0x17e735d9699a84c3, 0x82314eef7880cfe9, 0x7f718f2eacbfbbbb, 0x893fb578951ad253,
        ],
        [
            0x3866e72863b189d6, 0x4bef09b938ddfe51, 0x38cccd7b8dc3e6e7, 0x8dbf1e4baf381abb,
            0xcb21e9139ee5c1f6, 0x3cb89583af07ed5c, 0xd01b928a03e707f9, 0xb2ae5cf3ab1cacfc,
        ],
        [
            0x14233fc4e336a875, 0x99edc71d219d064c, 0x947056f981af1b50, 0x24a659e1abe2d4dd,
            0xbf3fe85c1112057c, 0x69a44649e9e0b96a, 0x468331bd47dcf34f, 0xd3e1afac50be7240,
        ],
        [
            0x09894672e62e5a7e, 0x8004ed93c8bcfee6, 0xcbdffb5d6763cc88, 0x392afa0d07b2d860,
            0x55ac8dc979e308e2, 0x9dff0226c9b81c47, 0x09f7a96137e539d3, 0xe8adec280cf657b5,
        ],
        [
            0xddaab0784662ab1b, 0x647197ea49b8c9e4, 0x35b32a6992e7aa94, 0x5578845ecd7c0374,
            0x316d18f3056f3511, 0xf653a7746a5d64de, 0xcea6d0a51d2a4053, 0xe61d07978b6de2c3,
        ],
        [
            0xa164aecccc8f6d29, 0xe002f6881967e2c4, 0xb5a2445cd551552e, 0x8cfb6323ebd602cc,
            0x6a7624e63133747f, 0x4b615bc027408811, 0xf37301dd81cb0c54, 0x309e83538d98ef86,
        ],
        [
            0x32a6cd3b1b046632, 0xab9eaae02e24476d, 0xdbf742ea15351228, 0xfea78add5e3a1d50,
            0xd7889b701d777476, 0xa338bb283d4f3d86, 0xb9a803cea4882224, 0xd85a4da97be758c5,
        ],
        [
            0xad7341bae8589985, 0x76e0ac436da1ad70, 0xbe19c13a67619827, 0xd8d1edb515ada513,
            0x51b98f6ae92fe1b9, 0xddcc75e025792a8f, 0x5475a9345a80b6b8, 0x119172444ea95086,
        ],
        [
            0x34baaf338761d58d, 0xca4c9be408d60e2f, 0x10a240a35720df7a, 0xb8c46127823f6146,
            0x638ea0ba9d1051a4, 0x3f7504785e107c5b, 0x14a458f697f3c505, 0x8f9ed96c5170e37d,
        ],
        [
            0x7643bffde97460bc, 0x0b027e1d8e92399f, 0x7c113c5b514cb099, 0x4942af5b8696998d,
            0x84ec256a4d454b4d, 0xdaed680b98d4f2d3, 0xb988a1d864b9ab2a, 0x0b300de9b17c6248,
        ],
        [
            0x430f028e9aa766a8, 0xc7f3b7943781608c, 0xf4bcc5cf7a4db0ef, 0x40e499d8fb3fcb11,
            0xd4bf03816c4e1c76, 0xedbbadbe643f2529, 0xc246f5b12b3b536c, 0x2767167e757094a8,
        ],
        [
            0x15f2595e89e1ac55, 0x38bfc5aff87cef31, 0x78a4ba71bbb6a1f9, 0x420350cd1c6e946a,
            0x1c382bbc20452679, 0x162dbd66f36031c6, 0x17f71afe7c829374, 0x3f637db51e8a3571,
        ],
        [
            0x94f869b8948b6c29, 0x22f12354fce39960, 0x4abfa3bc1d0ceccd, 0x47f3383888a364cc,
            0x1edee1120e537ef9, 0x18bb499588f994a8, 0x190e48675b416c71, 0x48ca9a8d0f032937,
        ],
        [
            0x0ed0de9d0a826f61, 0xe3eb55c184e61138, 0xdbc05135e916a651, 0x9e95d6f32b8dbc59,
            0xfb955109bb53ddd2, 0xdf7952ea64a0b688, 0x4f089314c5623183, 0xa3dfe34a54870565,
        ],
        [
            0xc34d255c200cde74, 0xa3724c1bc2ec791b, 0x1fd8279cf298df62, 0x675dfd91ffd60762,
            0xd6e1808a79f1e09e, 0x9b5f3985b63f54a5, 0x7dde5941cd305d68, 0xcd2ed8e3583f4907,
        ],
        [
            0x5d81f774ced6ceac, 0x7da09e066be25720, 0x854ecc5e4c0add7c, 0x9294e7c3010d99da,
            0xc742887212696d3d, 0x98ab23500f8a99ba, 0x3403bf45a7c645b6, 0xfe6a97a1cccc0693,
        ],
        [
            0x2db0b304050b0040, 0xf3f47db9f0134adc, 0xa350c993fe9a3671, 0x08d56e9f710271f7,
            0xb58e267a5b3fd0a1, 0xf6d7c4720e1782be, 0x1ffd150a8d79b285, 0xa12185aebd0a9aa2,
        ],
        [
            0xdacf1d8adb814fcf, 0xa46f8fb21fab0f13, 0x50250808334fd3ec, 0x2fae6074e6b54889,
            0x93cb66b5d5c0e300, 0x8c4ef79e2c111c09, 0xfa469288175191f4, 0x3e5b38dbfeb9e424,
        ],
        [
            0x4f47caa788672342, 0xf26919cfb6d253b0, 0x607c504d31bbcf9f, 0x91963821ad809279,
            0x998919468a78a191, 0x8d4f402193387525, 0xd9d3d12f065242da, 0x00e0633f85a11b1d,
        ],
        [
            0x230b7655da53f241, 0x81e15eed89dea09a, 0xf2f9cfcb222a594a, 0xbf5587222844ae10,
            0x54a499bf990e90f9, 0x142ed12a6e5208ea, 0xa7fe4b257e654d56, 0x3d91c0bd6845b574,
        ],
        [
            0xa14dea1a1166ff40, 0xcaeebf4a41fff36d, 0x7c78125d8e480a2e, 0x6b00403318818d2b,
            0xeb74130e9d71b847, 0x076883f6e7f3ede9, 0x968943a0590bf2f0, 0x41cd1b3ae8aafac9,
        ],
        [
            0x54096fa391830c82, 0x768da354cb83df23, 0x095bff8cb36f08b5, 0x747437e18af0171f,
            0x440558fe42749fdb, 0x2753e9ce7b096b77, 0x87fe9606e9289c4f, 0x23f9443eb44a9cd1,
        ],
        [
            0xe12175221bb2c141, 0xb3a06f18a9ef0672, 0x1c9310d8e659d454, 0x9b920ae58d61142d,
            0x16f215d86844e85a, 0x3d6e636df2fa774d, 0xf86242d025e2744b, 0xad8e0bb3304f467e,
        ],
        [
            0x00ca3b6316703aa4, 0x54e8f9bf04e2f1ae, 0x1d10f3068e598ab4, 0xcd8b80faef6608cd,
            0x4d5eda22502cfd59, 0x8c210559a149d907, 0x5a8febc289ef6502, 0x377082f9e2ee2353,
        ],
        [
            0xf56563df13573b7f, 0x889a1c5ed30b6270, 0x41e20f977be65a37, 0xdc13f232d42fce63,
            0x42acd2284c1f2ba6, 0x7045547017404b1c, 0x3c7410da84a90a76, 0xc909ba80429e340c,
        ],
        [
            0x3c876d992a7e7f3e, 0x2434bbe981f0a2e5, 0x66cd947436bf03b1, 0xa221a46c5838598d,
            0x0d01250eae6a78e6, 0x12cad08f342f7a47, 0x6e2ed71864173149, 0xdb0256837f0e67e2,
        ],
        [
            0xfa39ebe4b287729d, 0x8aa7e5544ffa94f5, 0xb043cb1783fb4e50, 0x2d641663fc5735bf,
            0x20a74f9ff8fd5628, 0x7dd46981bbd285ec, 0xf5c4f56e5f4e8273, 0x75ca75ab7ccd0e25,
        ],
        [
            0xb3f25d8396e6c449, 0x4120737548bf135d, 0x2d8c6078c86511c4, 0x5e184596cfbd38a3,
            0x1ad34972872f2506, 0xd41af3ecbf2d6c40, 0x418a55d75814da3d, 0x4de48f398913e7c5,
        ],
        [
            0xa81a6c8f05ff4adb, 0x14f570d6fcbef768, 0xe466b4c9c6a5d5f6, 0xc0c01f34ae41b8cf,
            0xfc4eff73ac351065, 0xcdbc43d170d15b85, 0x7c937a0b4075b8ce, 0x0b84f5bee4357f5c,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0x372e9f6588f6c14b, 0xd1d72e5f3a925014, 0xe264c7637c972877, 0xd895626548b65b81,
            0x79363ed75d7d991f, 0x03428d632bb067e1, 0x728ec60818c340eb, 0xfebfaa38f2bc7eae,
        ],
        [
            0xba5b594b77078424, 0x03ecaf7a0ec40c3f, 0x8a3a43622003a267, 0xfd136eef8971044e,
            0xcd61eeefc671ddf1, 0x7cf2b1f78a2adfa8, 0x67a1d191b5c5efa5, 0x218da834f3c652cc,
        ],
        [
            0x80ba87ff6127b756, 0x03428be4aba09704, 0x72d362da5060b416, 0x6d8c782f716df126,
            0x6551f74abf172571, 0x4e3aa6da2d7cdcca, 0x1459a82d36d34daf, 0x99aedf0896fdb911,
        ],
        [
            0x5f1d84ec8db1cb3c, 0x1b7003a0d43f024a, 0x0e9cca5367519f86, 0xd99e8e9dd9638d14,
            0xd88a29e36b8637a7, 0x6286fef8ffc8765c, 0xa945bb321bceba6e, 0x36dc19ad1cc0a3a7,
        ],
        [
            0x4dee1a73758cf17a, 0xf1f85dcba5882352, 0x8d059aef1b4097f8, 0xebcabedd95bf7aca,
            0x446cdc5f5caa0ccd, 0x10fad212d0ace95c, 0x02c00a1b67c32e6b, 0x47d3ce0f8f22b9cb,
        ],
        [
            0xe4c4b2c551a3c43c, 0x0df701ca8ecee258, 0x48cc1f2b4aae6714, 0x56c9da9467cacd5b,
            0x824d8b7d20d7c9ed, 0x41d40ff932edcaa1, 0xf33c7964ddcb6852, 0x38d46acb42c79ec2,
        ],
        [
            0xbceee515ac855c5b, 0x1185621a017c8afb, 0x45331a369e17fc28, 0xe8df4d2e4bd4ce24,
            0x59d5e72c2e465650, 0x9663b55f1e1e4d7d, 0x4444db4f59ef32c5, 0x6c57fd70c47f9b26,
        ],
        [
            0xfd46f68d3c385172, 0xd203351e0440e636, 0xa1bd8a54e5b09191, 0x03fdf1619a198317,
            0x79ac67f0fccb9794, 0x5b9b929e90e7232b, 0xfe470c7d3c857375, 0x408d02c06e5c12c3,
        ],
        [
            0xd08f5bda52e7e454, 0xfe32efef0f0e6150, 0x912486023a981662, 0x4068d3d718eca832,
            0x779acde5d8ef191e, 0x988d21ed13c37332, 0xb9ec14597d9d38d1, 0x8cd853b7254a47aa,
        ],
        [
            0x400c1ff535d8247e, 0xcd4780c2511691eb, 0x56e101f9afa0b7a0, 0x33eac9bba2c355ce,
            0x37216ab0af3da9bf, 0x84f8cf37b7ea407f, 0xd4461f2afd15ef2d, 0x35973173e4e17c41,
        ],
        [
            0x0857adf846c5d939, 0xa475a2877ba933de, 0xb55bf32e60ca027e, 0x12550ecdb1d825e0,
            0x92a74fc559e757c9, 0x838b741fecd8d431, 0x5448e43c17724a72, 0x7b8f8334f872d7a7,
        ],
        [
            0xb9e249d02df771c8, 0x335a5211ee094c87, 0x9d32c2b3c01f8750, 0xb71e546d922dc902,
            0x2453a26f93f48c51, 0x26bd522b55bba286, 0x78912a4ccce288f4, 0xe7ccefa8cec9f900,
        ],
        [
            0x38d0aac656c8a56f, 0x85093c5434f37421, 0xc69bb7b53afad08f, 0x944d671ac3b585d4,
            0xb9f4dc65da7be289, 0x67d4c174dd06517e, 0x4c143936133ac619, 0xa71065977b501fff,
        ],
        [
            0x68f73092d3194444, 0x850fea94baa7fea2, 0x612239666d87a19e, 0xfacf5d96ba1526b8,
            0x552bf48844bad676, 0xbe72b245b947d00b, 0x935b7756392ddac6, 0x7ceb907bb8ad44f6,
        ],
        [
            0xaeeb8a18ae08f15a, 0xfd69e56dc812900b, 0xfe6b03655ad3c305, 0x86a54e91cd099a0c,
            0x3524d1e7c1388308, 0x77129d125b35254d, 0x3a72a8d06d756867, 0xcfee614837a78460,
        ],
        [
            0x49150a564f676e03, 0xceffc73693e84edd, 0xeb0f6433571e8761, 0xb8da94032a957518,
            0x1488e4e74efdf6e7, 0x92cc584d95ff3b51, 0xd7c99cc9762808b0, 0x2804dfa44805a1e4,
        ],
        [
            0xb2a74d1413a73681, 0x86822ab0b9f151ac, 0xfa11ca446febdb05, 0xc75d67677bff57fd,
            0x14def3395cd419aa, 0x8082f88a29f9b44d, 0x164c7322561ff1df, 0x5757e1f09343289c,
        ],
        [
            0xeb010b656e8a1a71, 0xd7d24e1d9db03898, 0x31443a4dc11f3f0d, 0xeafcccd437c4a559,
            0x44e7df79b297b388, 0x7f2e68782dd99f7e, 0x10a99f6deb67d70a, 0x81119a501eba3af3,
        ],
        [
            0xa2a90e841f24652b, 0x8d211639f5d769ae, 0x58a560560f71e3cd, 0x0a1ee811402d3119,
            0x01dff1d538dbbf84, 0x525abefd9a2ce5f4, 0x5b97b68936db0bc0, 0xf520858f5ab7abde,
        ],
        [
            0x457b3d91d52eaf34, 0x0bec1dedddf80247, 0x79321f058f67768f, 0x0ca2151fdba59f48,
            0xcda3c69fb563d7fa, 0xdf463c0323b0b93f, 0x10568c28415f384d, 0x7f74d9f384d95248,
        ],
        [
            0x1ac588000fdaad40, 0xeb83bda9c8c94a6c, 0x36d5b4f0d1a44269, 0x42974246bbefe122,
            0x1251703bac690514, 0x14740880ab0539b2, 0x50d349d1161a1250, 0x7a04be6920b4aa33,
        ],
        [
            0x76ce0ecf422356cc, 0xf4e9ec241e41b0be, 0x3a29c93aa7ec66e6, 0x4040a0d1d27e0251,
            0x7cb09eabac1ea740, 0xaa311da80d154b36, 0x842df982a7ec443a, 0x9748d81009dff0ad,
        ],
        [
            0xf244b7442dd49907, 0x9713f22add507f0c, 0xecac8adb9ada11c1, 0xd2f8082c566d3755,
            0x4d973520db9832a7, 0xa60c2f038e919ab1, 0xfc7425f895e0ad76, 0x72c966fa656635d8,
        ],
        [
            0xf9fd796c2ee40896, 0xa1ae37a925177f5b, 0x6bb6e064e6661e6a, 0x7a0df01b04936de4,
            0x22d8e4ef044a7569, 0xaa228a28d517da7f, 0xb2ad6aff5ea90e9a, 0xb4467580e356fcd1,
        ],
        [
            0x08b06e51e815b031, 0x4f5f9b789d22e602, 0x80dd8bf39b750fb7, 0x1584022005b1ad49,
            0x66d0943b6a1dea7e, 0x9c9f2f50f4f35f8c, 0x91b16f60dd0e1562, 0x4702752c68cce1d5,
        ],
        [
            0x3f06c651a8345c30, 0xa03c2cc204be268e, 0xc2e89c092e2ee5c3, 0xec4c30fe3d6db689,
            0xb74dd26524e6566e, 0xdb11b31dd4eaaeaa, 0x69ea37168b548485, 0x4a96661970411ab1,
        ],
        [
            0xdf23b2b947876e47, 0x1fa70db5d57b3a95, 0x9add6cce089abfdb, 0xe24a00ea500106db,
            0xe20faa538d898202, 0xfe590b5b0f5282f8, 0xaa198a3cedf0ce6a, 0xbddaab128bfb86e3,
        ],
        [
            0x114e4dd93ef945ec, 0xcfd360e026407f5f, 0x87778c2d20dcb61b, 0x5dabe9cfad97f35b,
            0x4921ebb43be58ac2, 0xb89e382a01fc6c2a, 0x081a28e5d4f633dd, 0x8b49547b92bb05c5,
        ],
        [
            0x3d90550a50b1ed86, 0xc5b1bc0b9a4bfd9d, 0x1e89c5bef8add733, 0x4e4289c42a6f80de,
            0x106479a0cad91ff0, 0xf24a42fabb204901, 0x9823465b9ea8a409, 0x6a47be878afcc24a,
        ],
        [
            0x09f59163e75e45df, 0xdb055e2273c0925e, 0xd861c82b9307eaee, 0x54ccdbbe194f42fb,
            0x658591cec43c1d6f, 0xf63469c5a5d60894, 0xb52143cab7f45145, 0xed29dc9c7be927c8,
        ],
        [
            0xff1f93cf9dd9735f, 0x82136dffbf5babc6, 0xe59e32a00f5fc9c3, 0x96e5b123843430a0,
            0xecc93110e8fe604e, 0x18f654d0ba1d1247, 0x70a0e5983abf16f9, 0xf57b878c8dd573ba,
        ],
        [
            0xd413f414c5af726a, 0x469a3e5cb25bf6e6, 0x53f2cb698ab620f9, 0x6d36d105ed8cc5ce,
            0xc570491a13f9fc7d, 0xdcc59936b4108a35, 0x72d8c66c95c50029, 0xe4ba5c34e377669e,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x86e2a30ca540db99, 0xeb1309c0534b8122, 0xd06883fa66f0b0e3, 0x3ab6bde10cd3ac0c,
            0xe6873fe31bda78a3, 0x38d137b0e369c043, 0xfc3117a96a13e99c, 0xbaca62079be871d7,
        ],
        [
            0x7777bf279f1048da, 0xba2fd4f373ddd3ba, 0xfdba069d9d07bce2, 0x796634e3f1ad56f0,
            0xe8f9be24a106cf01, 0x532576d8cfd74862, 0x56de74735a7927f2, 0x4d8ee2b6cfb20b89,
        ],
        [
            0xfd37a7f16c1cbaab, 0x1acab879033d564c, 0x598ab6c18a70635c, 0xd031ae98fb356071,
            0x4c39047f85116b26, 0x6dfb4a4fdbd65fdc, 0x8e6e4c06adcb4dcf, 0x415196b4e954584e,
        ],
        [
            0xf1a11778e3c0df5d, 0x2019effb5156a792, 0x7d8adab9475d7fab, 0xe80fea14441fb33a,
            0xfcb4291b6ac9ec78, 0x2d155e80af322ea9, 0x1e89768ca3ca9447, 0xeed1de7f638e0077,
        ],
        [
            0x02ad3eaf8035b056, 0x7412e7af36d09bf8, 0x51cdf50db94fb9b1, 0x1247c6ac92759c2d,
            0x81f06caf7871a134, 0xf15a829d6cafa413, 0x8cfdb269b4c4548b, 0x02e07a2d1f89d927,
        ],
        [
            0x1fd13617daffca70, 0x996b7708754ce5fd, 0x3ffd594d1a92d1f9, 0xd4c011ef3a47861d,
            0x9c7f2e297d9c4777, 0xb22f47b05656ebb0, 0x28774219002b2906, 0x90b24b9883a61566,
        ],
        [
            0x075532393f3461e4, 0xa16ff32bcce911ae, 0x3b65b91a4989dec8, 0x663cd1226961d098,
            0x2c13b531610a3288, 0x72f1e55ea4937630, 0xf0c8235d8955b78b, 0x01656fb0849008f3,
        ],
        [
            0x2db0e78b0f83cd58, 0x122dcc3877d2f916, 0x981ac4ed1efe7a37, 0x440ca1f08ea41265,
            0xb07bc069b88a3f4b, 0xa21e4d4269c0a260, 0xaf8954dc9d4e2f02, 0xa6c8b0d2cd5ee122,
        ],
        [
            0xc132eed41b1aac20, 0xf8c297d41a4beb13, 0xc7e1d10f83cb5406, 0x68673cffb0662af4,
            0x8e6aabd3b48b78d8, 0x2c4e065766dd2ee1, 0xbdba57caf1543fb3, 0xa73c0eac6ca7803d,
        ],
        [
            0xf48a924b7ccfe9ab, 0x625ed9f829c84725, 0x7390e93068c48ff4, 0xbd9e36e91f72aa59,
            0xbfdc1d70191cb499, 0x40d53f847d3f6151, 0x949e2cc983f05abb, 0xac1b70967e6d321e,
        ],
        [
            0x56e6480b947d248a, 0x7829e19a585faabd, 0x04d20d4819ab484f, 0x668234118774daba,
            0x0168d6176a2de5f8, 0xa2784a13f510fd78, 0xc260dba477787da8, 0x33e5258f7968207e,
        ],
        [
            0x2c0359ecd7592d55, 0x06d5b94740e35019, 0x08afef69633ce3b1, 0x5d2ec6dbc4a10526,
            0x266e5d0eaf5183a7, 0x0e2a7bcdad115174, 0x58f710fa268cd695, 0x0a92cdf89c6e45eb,
        ],
        [
            0xb4bd20c1e291d948, 0x072c2a84c8932cb4, 0x0c869a65f3b7d9a6, 0x52096036bf4dd6c3,
            0x0426c4f7c27a9058, 0x3e85e25eb605fecb, 0xef39ab98dde58412, 0x7e5d2ab79e67523a,
        ],
        [
            0xe2ab55aa6d227c0c, 0x3a81b0e32ea6913e, 0x802608cf2940140d, 0x6b4d979969f8856e,
            0x1d9b753f93c696a8, 0x6f4c20cfa3e24c65, 0xd1a2fed60bb91415, 0xbc22f18d324d19fe,
        ],
        [
            0xea6825ae1717710f, 0x2bbb10bd895b037b, 0x3ee0f7c60734074d, 0xbecde6948f203673,
            0xd84949920613ed78, 0xa1f26755f7a63b5f, 0xc8c8c50212148048, 0xf115ef42d5987174,
        ],
        [
            0xe81bda2712998b10, 0x9bc70ebcc1b229d9, 0xc5f7f829d3a90781, 0xf694cbaf2b966c1c,
            0xf6788b1700f05e51, 0xeb6c64c3183c2a47, 0x633c5ffacc46d82a, 0x40a63eba61bef03d,
        ],
        [
            0x8558257bff6bcd13, 0xb7b869c599ce5e93, 0x232f326233cb905a, 0x60e30f1e46f20d5f,
            0x727ebf7e0223ac6e, 0x1561112b3cd197bc, 0x99f685a236ce694a, 0xedabed656abfb69c,
        ],
        [
            0x161cb23bab241bfb, 0x6c600bc2d8198880, 0xcfa8c8e75510205f, 0x142377d2b4dfdea7,
            0x8fb618c90e56526f, 0xb1f4de9de107f113, 0x2e7494780110416a, 0xd1f5ec0a7db75f11,
        ],
        [
            0x2c91cc00b5d0527b, 0xabe66a1a39a84388, 0x7e387db425e22320, 0xec2252eb69eca8cf,
            0x00c462dfbdc9d0e3, 0x00c7390ceca65197, 0x708593be25355c68, 0xe5395f0edee36165,
        ],
        [
            0x991f4b49fe8f9f5c, 0x7361f1e159880a51, 0xfe2cae34215f404d, 0xac371dc3b11bf742,
            0x17a83ff3325a503c, 0x22953458ee751e1d, 0xff2101e73254e735, 0xc51616c18709a477,
        ],
        [
            0x254ff239fcc18f31, 0x7cff1f494faf5ea0, 0x956aaf5ae6d9ceb6, 0xd24f90ce2728fa51,
            0x507e94dff0f3484e, 0x5936159c727f49a2, 0x75ab5d75f72eda2d, 0xf5439364cedc33a2,
        ],
        [
            0x942ce0c6946a3f3a, 0x73da7dd190439542, 0xbe6f1fed17addc33, 0xb56d1b010afcc512,
            0x70141fa5a1f31345, 0x15de324ae5f27ac7, 0x3e6468fc33baee29, 0x7cb7b77f1aaedd48,
        ],
        [
            0xccbb51ebe089174b, 0x18a34c8737b8aa85, 0x8199f30e9f48c4f1, 0xd7ef287ebee830a4,
            0x357eb8598b02fa36, 0xd79d7f06c0ef341c, 0xadb1568f9d3467df, 0xe188cd0737110c29,
        ],
        [
            0xa744b8f8e55bf84c, 0xd964c6ed570d9027, 0xe5dd3c25223cae4f, 0x62782899ceb96cc8,
            0x6f51cfab5f15fa2a, 0x9a020de7ddd176ed, 0x01c5497229726783, 0xd670aca40911a289,
        ],
        [
            0x0e3cf9049564398b, 0xb939c0f7b9916b23, 0xea1a248102bd48a5, 0xabbc02b65f0481de,
            0xdb84b718a8616866, 0xec75430455bf3359, 0x3f5a914797bbf293, 0x3da48e71fc32a34a,
        ],
        [
            0x8d663d03082d2be8, 0xf7689b0eeec0778f, 0x9ac638aa402ba7b6, 0x585e6ac8fc2a9732,
            0x7cf54cee4559e23d, 0x0c531dc1ea425df7, 0x82192abd77578f1f, 0x5589a30c50222f76,
        ],
        [
            0x4713de1f0f93c552, 0x256f7598e6da800a, 0xa0f0e079b5d594a4, 0xefcdf645021758f8,
            0x6ca410e3b657ca7d, 0x2a3e89c911166e12, 0x903fd5353aec67bf, 0x911bd6b21c2eb190,
        ],
        [
            0xf4a1c8d519e33446, 0x40893bc452af385d, 0x9348c0bd0222a17a, 0x8942003a14f1840c,
            0x40d38a00e6387689, 0x6bfd773679e74f98, 0x4d8b2d6d0efde4e0, 0xa9fd039595a5077a,
        ],
        [
            0x539543affb0097e7, 0x7c9996bde21b5ecb, 0x6e6a8dd30627ce87, 0xbaa2b8b1ef30fa6d,
            0x9494aa039b849bea, 0x22fcad0899c2d6f3, 0x293c7d466cdbe60d, 0xde9089ba90a4e285,
        ],
        [
            0x1ecf8ddb428aa251, 0x62c274486e409441, 0x3ac39e00d7204086, 0x8dbe26975604bba7,
            0x1707892e2d74ae9d, 0xfd8b53f6c1233f2e, 0x2da45ae1626e416d, 0x7aa55c23327db93b,
        ],
        [
            0xafa6f8588868f8d1, 0xaf646b3bd9abd4ab, 0x530e2afb29808bc2, 0x3f5aa0f90c3a2078,
            0xec55824ccc9a4ab0, 0x88ba1a006c550283, 0xc23056adb95ef1d0, 0x3d59d30374d0f093,
        ],
        [
            0xf95a13358dd553fd, 0x47abf695c08b6414, 0x50b6d4f439a25950, 0x8b6e862a35566848,
            0xd803dad33e9be5ed, 0x24ac3c5a183383d0, 0x0d10bc2df4eb9fa1, 0xea5e08910ed11cb4,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0xddc07bbcc4e16070, 0xf2a182031efd6915, 0x13ba48e51d567543, 0xa301697bdfcd7043,
            0x0c0d1a041e177ea1, 0x1735dbf7c0a11a13, 0x081809fa25d40f9b, 0x7370f91cfb67e4f5,
        ],
        [
            0x11420316f24ba5ae, 0xb43965004c34b5d8, 0xf3e8d2419e0bff74, 0x27e1e59cff79f049,
            0x84a5bfee883a45b3, 0xdf48a1a69afa63f7, 0xee1b5e3cfc79df05, 0x310b26a6c804e209,
        ],
        [
            0x67012700138011fc, 0x83596a67ad728562, 0x156b133082200a4d, 0x6e8313a30815eb11,
            0x6acb69fa3f15ab7d, 0x26af915ae9c51f9a, 0xc1a12db201dac304, 0xc147818bdc24f204,
        ],
        [
            0x9969175c9caed7ae, 0x5a39adde84fbfb4f, 0x16588ec3892d7e4f, 0xc712e7a5f6864aee,
            0x84d148aa46156294, 0x380d8e544b0ce637, 0x65ed4b82311dd9e5, 0x49644107516363b3,
        ],
        [
            0x53a749b8d00e6ba7, 0x3d36ec5b44916f7f, 0x2bd1e038a4d9e1b4, 0xf952a9099784851f,
            0x8dbaeee50175e4c1, 0x5557167b4c62a2b9, 0x861376a2e27fa0f6, 0xd8a93a5b08abcebf,
        ],
        [
            0xf9549f5c595b6f7e, 0xbeb32b53d38b2021, 0x83a053aad09876cd, 0xa5ac7d1d04cda30c,
            0x48dbb7308ab19c84, 0x99e39160f5818a48, 0x36cc3c9247d9ee1b, 0xdf0b8a0ab540f55b,
        ],
        [
            0x690065a283aa0e93, 0x8f2e3943aefb1f62, 0x504031a19d9e893a, 0x94016d5e31d3fee7,
            0x38eed26887addac2, 0xf484373baa57b07a, 0x40355d354eee6fd7, 0x675032ee5c454d96,
        ],
        [
            0x1b43e1fe44a6db03, 0xb2c85d6f58275d79, 0x065c0d426b8675fc, 0x0bfc0504a4b3235d,
            0x58ac8d1a464b8542, 0x37427197345d4f05, 0x3fb8ec7f94a6c992, 0x1955467a6c34f345,
        ],
        [
            0xb0f4862e0266b17b, 0x023568a20262bb32, 0x1bb978846a9f09c2, 0xef22d174d59fb289,
            0x32a6e04379dac83e, 0x3ee7276f71c341b7, 0x68f9ccc3ae34a107, 0xbc5784c97ab24c75,
        ],
        [
            0x57f2c542eb4318b5, 0x72ed5c812f5b8456, 0x55788a38df2057ee, 0x9885f5fbe1948d0f,
            0x2fe542541599175c, 0x7c82aded676904af, 0x96d2c467768ceb8e, 0x135fd6f69ef198f9,
        ],
        [
            0x2313015a92d382a0, 0xf28dcbbce2ecd9ae, 0x39cacc780b2df927, 0xb5f7efce4ceb892d,
            0xba2f0abba5b4b532, 0x71fb096d29acf8c5, 0x3c0957c6e0cbddd3, 0x6843545b51c3f235,
        ],
        [
            0xb93a4ae4ce81c1bc, 0xd25365e58abb5b33, 0x5ad815b8d68ce767, 0x03360f05465c0463,
            0x76dd2896566cbedd, 0x231728eb5c811501, 0x4ff69c4251306753, 0x7e48b5f90c575001,
        ],
        [
            0x7e692464412cffa5, 0x89ed4208668cc5c4, 0x408754d8fbd46243, 0x1cddc3d2b2e71076,
            0xade6d89cd521954e, 0xc41c98426b36b528, 0x3fdb126bf942b08a, 0x1e476a0cb2f1f8a6,
        ],
        [
            0x1509f734048993f7, 0x96255223f8273ce1, 0x6334fbe1bc8bae42, 0x0875346a56a38511,
            0x601c2c8172b9dcc2, 0xc9f4d4f1b126018e, 0x10e994e6e75fa287, 0x064e6ca8a2ef8b03,
        ],
        [
            0xd35fe43934a9f22f, 0xcc0819c5217a8e2a, 0xf21f8b8b948835b0, 0x2accb359f25ce939,
            0x7b75dcb3b75c4927, 0x154bd7bec5ba550b, 0x19213a37edf0edf1, 0xd518a4e9588ad2e5,
        ],
        [
            0xab7ac63e3fb04ed4, 0x08cc330b11307fff, 0x463f9d0512678de2, 0x90ad85b389d6b936,
            0x991d4d48cb6ef150, 0x39aefabe1582894d, 0xaffdcbd9427222b8, 0x0e507a3620a38261,
        ],
        [
            0xaaf47ec415d5e807, 0xe0b2d636aa3c1a2b, 0x70511e94cb138de2, 0x4f383151c320f36c,
            0xc7f87d637777c17d, 0x68d55d9476b93d2f, 0x50f0bafa7d37af44, 0x4399de3703a9896e,
        ],
        [
            0xfc7aa2140e8ddf66, 0x6b50fa58232a19f8, 0xfe617f12d95e33ce, 0x01297c0b49ac6dde,
            0xa7c35b8e163b0845, 0xc9d7380aab65162a, 0x9decf37f66e68705, 0x3ec55d496fa81e8b,
        ],
        [
            0x669a94fdb1ee5097, 0x92f7e78bf736092a, 0x24ffa7ae57713329, 0x0df7f488b9027c7c,
            0x6c83ee17b159f81d, 0xddf4432d6fbf43c1, 0xe3258259698b184b, 0xaf7b51e3384f7bb2,
        ],
        [
            0xb58d237cadd8423e, 0x2fea6527565f3ef7, 0x3d58468ec3452168, 0xe4f65e36226c54da,
            0x4ac0c4363baf81db, 0x5cece0df8592f885, 0x5463aecc0ba11d9a, 0xfacdafaee5874a90,
        ],
        [
            0xdafb4a76491d3a2f, 0x4902d78a8d916536, 0xecb1272451cce1b0, 0x9360f6ef7e8c3269,
            0xe7b7d3b8d7cefaef, 0x56b000a2a07c0312, 0xf88bca38f65dc89a, 0x9cc2c760065a2e61,
        ],
        [
            0x89deea377efd30bb, 0x5adc3f8a0ee70ae2, 0xb28cc1f921673b01, 0x381db0c40bfb2dc6,
            0x96e8ec99eb31e77a, 0x9bd5c32d9c9dc10e, 0xeaa92fcf0ce5e9ac, 0xb242cd9940aa4f27,
        ],
        [
            0xc9b4b0f8058b9810, 0x67beccab653e3533, 0xca2c67328553ed04, 0x48fd58c6131df205,
            0x1b109d21d47b7334, 0x72f8a4f6f0c3166d, 0x2ac269d5a6f2ab79, 0xb6da3fc377c5fe28,
        ],
        [
            0x5a8822c014bc0324, 0x5587f028d64d2cfc, 0x38e6625a366f1191, 0xb96ba66423e8e7c3,
            0x4b4ebffdb6c2ee15, 0x83ce5229465ba837, 0xbeac4649a29876b3, 0xe83c2ccdb3ba85df,
        ],
        [
            0x9c2a9c9082f15bd3, 0x9405951c29d5b759, 0xe10b14d9edb1a899, 0x37b0a9321316efb8,
            0x7c679a6283ba7619, 0x9c6919c794748191, 0x72e79ef263585a70, 0x9cad3ba4aee80a32,
        ],
        [
            0x5b85ab52b6655d21, 0xf59763a637b734c6, 0xd9c33bb6abc4e4db, 0x22f58400dc8e7c4b,
            0xc9286aab1dd65ab1, 0xe1264e33bead1db0, 0x71db06c358bcda27, 0xb52f245f0ea887f3,
        ],
        [
            0x60c6258284fde8da, 0xaa37b93f216ed035, 0x8648985f189975a7, 0x5b3115f5b54d0605,
            0x12813b74af0bd79c, 0xf572db7858c93abb, 0xe2a8ee2973fa9756, 0x9aa02911197f5d02,
        ],
        [
            0x5c09d756d2c0df01, 0xbc3473064e0ef664, 0xffe76047924ca03e, 0xa82270c1e969129a,
            0xfd2a179360bb8966, 0xb3aaf8a65c349b8d, 0x98f92e7d41c49c94, 0x2fdee67a995cd56e,
        ],
        [
            0xc8362a8fc2bc2691, 0x9425d6c605aa2c74, 0xfa0eade76f9142a2, 0x31a0dd0cdf3de6cb,
            0x7721c4ef4f687c2a, 0xb4defe50fdfaeda4, 0xdfd8d5de334e2cb1, 0x0c11b4403f21116d,
        ],
        [
            0x2d72949f752010ee, 0x16fe8f1211a54550, 0xce6be02e3fde9590, 0xf3e015405ea72fa4,
            0xd3ad7a23ad98e2b6, 0x1515667afa71cf19, 0xd70e887a8919505d, 0x434bed2c20aebd93,
        ],
        [
            0xe076383df9aaae3a, 0x2fd0b32d4e93b8a2, 0x161637a4efb3061b, 0xcd6bdcaeb9293e78,
            0xda00622cf722c789, 0x77175b5047b81a53, 0x046e0fe1c2c3bde6, 0xb2a4c8932a6fa6af,
        ],
        [
            0x2818b0eda7dc0151, 0x7e125be646707bad, 0xf44b1d1548425e3d, 0x7e2cd40ef8c94077,
            0x9a3bc53920721ec7, 0x889bee40aeee082c, 0x82a61a8b321ef95d, 0x905b75082adcfab3,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0x0e103ae41345e597, 0x9c636bf9db853cf9, 0x21c975bbd1ef52a7, 0xa146f52195bedace,
            0x7675676af45a770a, 0xea67a5b221f094b0, 0x9ae95dd2dbb31b40, 0xa5a99b0ab053feb0,
        ],
        [
            0x0cbb53fc4ce45444, 0xdbde421efeccc4e2, 0xbcfbf9dab25a8114, 0xd24c75a1cf1993b9,
            0xcb93246987dd4a57, 0xbf7593f499f1e524, 0xcfcb7d1810e5a78a, 0x58fe1d2de84dc1d1,
        ],
        [
            0xe3e9432c3b963645, 0x2dcdb2807e71f1f8, 0x6e74781a2e3132fb, 0xc5f0954fb1b8a63e,
            0xdbf8874f008be2dd, 0xa330502b0047be4e, 0x18a3cb440260d7e6, 0xd552d31021b0b6fb,
        ],
        [
            0x1b7b444c9ec4c0da, 0xe88c5678723ea335, 0x9239c1ad981f162e, 0x8f68b9d2f63b5f33,
            0xf23cbf79501fff82, 0xbbea2cfe95510bfd, 0xde1d90c2b6be215d, 0x662a9f2dba063986,
        ],
        [
            0x830a1d0584c53e66, 0xfe5f320e1ff0d512, 0x3f760e9593044aa2, 0x07a8b1059f56a09b,
            0x27887343bbf65757, 0xf4cc36d12b4d864f, 0x23e4bb3cdd6969e8, 0x6601f03aee8a21bd,
        ],
        [
            0xedc3b5cbbb6aa206, 0xbd35601ff71c19bc, 0xec7138ff155ac744, 0x9dac85768c7df7d2,
            0xc8d7d46293b30b86, 0xfa6aab911a3ff64c, 0x79102433b6bbde77, 0xb23ccae0ae4f7bba,
        ],
        [
            0x5dc00a1783d13f15, 0x16178c2a801d4184, 0xfc7aa06e2c30c715, 0x68cc41c6d5fae20c,
            0xab12a65ff50d4c80, 0x99a8bdb915dac554, 0x26f4d77ea5a183bb, 0xfe37f8e4ca1435ac,
        ],
        [
            0xe6847df84cf27076, 0xd89858ade7627eae, 0xfcafebe77fd9af59, 0x4d49aefd784e8158,
            0x6b90b66203aa781e, 0x6e0f2d1a7df4d846, 0xe723f210359ca6f0, 0xcd32fc59a10dd135,
        ],
        [
            0x74e4f197311b24f8, 0xe0d5c518c647e24c, 0x11d934e5ba7c956d, 0x888cf091704440e4,
            0xbd6962062792ad6a, 0x09829149f7340021, 0x1d81d6245f3a08ff, 0x2be5e672313c4f2e,
        ],
        [
            0xff8e4ad27931c170, 0x8275578bbb95d849, 0xca90afe94168dd6c, 0xcc449f326c7faa09,
            0x34155575436c0685, 0x58f0e7eee4e3df8d, 0x7ca9e05190a9ce50, 0x7232df3e1fee3a78,
        ],
        [
            0x5751d595247482b7, 0x85bbfa339cf56f80, 0x88e5ef4544f1dd07, 0xc13250832fa09acb,
            0x99260cc615424a0b, 0xb4f3ee926226dc34, 0xbc9c580ee9003418, 0xd16fbde57c7b50e6,
        ],
        [
            0x18e2b8edd23809fa, 0xfd845cb351d954be, 0x8ba93363f2451f08, 0x38381dbe2e509f22,
            0xbd707518331fed52, 0x3681fccb32d8f24d, 0xb09405a5520eb1cc, 0xe4a32d0a0fb917dc,
        ],
        [
            0x787d6ceda549c9eb, 0xefc9c5d7140b79f2, 0x1e4791fb2134427d, 0xb807e461b1e87139,
            0x3380d6ec22a2e7fc, 0xb5327aee37759234, 0xed69383fea757a3c, 0x151f3621d8d356d1,
        ],
        [
            0x5eaef31acdd8f5f9, 0x6c00391b0a0ee8cd, 0xc786f1d086c20969, 0x8de2db51130f7c27,
            0x492f6876a9d3e074, 0x22e2c92d2c3f03ef, 0x744dc04daa21a4f8, 0x371c122bea43f9fa,
        ],
        [
            0x41d0bce845d1e43f, 0x7f3b024615f8faf2, 0x75787729e3a271bd, 0x3739b5150e1c10dc,
            0xc93cc66bef24dff5, 0xcb43e70e466f825f, 0x086573090d9b102d, 0x064d7712c576ed76,
        ],
        [
            0xe8dbcb5729b62026, 0x8d2a3de0889d1d4e, 0x37d6619e1f5c5aa7, 0x7564539e85d56f85,
            0x4172c8fadace0cf3, 0x684aacd954b79f33, 0x5231df524a722925, 0xc1d685413749b3c6,
        ],
        [
            0x57bdf50077671c47, 0x0873a3da713e3339, 0x685f776eef87690c, 0x5fb8a5a6d1b02e1d,
            0x1fc149afcc73551d, 0x9c4109eff02bdd7d, 0xcbcee2cc2575d429, 0x6d7f68de4171f1d6,
        ],
        [
            0xfc12892170502abb, 0x5d075c7f49415b01, 0xd241c7550da32221, 0xdc170a669e52c6cc,
            0x3fecf67e66a9f0c2, 0xb557cb62becd3132, 0xa3c6db0fbe4bdc0e, 0xf39b07059d7d0af3,
        ],
        [
            0xa5ded22f29482bf4, 0x714e467db497d142, 0x9363a40f95f30c0a, 0x8e5c933783d9e65b,
            0x8bdab233b47fee2d, 0xc42dcd138ee3b234, 0xbcec88b00ce93c0b, 0x1c055834ae0482de,
        ],
        [
            0x3ea4264897c2a310, 0xf186aea540122630, 0xf6921b82aa4699a1, 0x49262724e4372ae6,
            0x0c41b6815e27ded0, 0x6d163612a75ff8ce, 0x5a2cfa569714303b, 0x1337e773bca7abf9,
        ],
        [
            0xc13625c5df2c69c4, 0x82d77e22eb496fca, 0x4b6449eedb6918d3, 0x6393deca85201fc2,
            0xb722f22ec87962f4, 0x6296a47840b1fc9e, 0xdfb6f3699dc30f6b, 0x92a0524f2e811405,
        ],
        [
            0x7f5a68f6013535ca, 0x6c9e881168097e80, 0x08832238d0993b69, 0x76957d80245e4c1f,
            0x0b74326d82b7cc42, 0x029f1856f06c5c7d, 0x39365980053bcd74, 0x3368ec95332ab22d,
        ],
        [
            0xffe57b04f094b69e, 0x5d7c918798fbc6a3, 0xa53ae272b995597f, 0x0bc947d934045efc,
            0xb10626f2fa19ee78, 0x8ead351b9697e8d6, 0x7665514fd18e0260, 0xcdad6883746dad7b,
        ],
        [
            0xf8166c1903663da4, 0xa5a362919f5d0b81, 0x6808a6ed7c44aa2b, 0x6a664a356aa5705e,
            0xc28313fb33fc22c4, 0x089916127e6c04c9, 0x29f86ec196bf0cd5, 0x449a125954fde98b,
        ],
        [
            0x966a582188c1db30, 0xd803ab975ab05d25, 0xdf0ce38927505ef3, 0xb032aec69f9d4398,
            0x87a14741db9d0802, 0xae5c83b0ae56207d, 0x1a4ae6754ac86000, 0x2ee34513bc0fecf9,
        ],
        [
            0xfc823d2e447c6787, 0x48f20ecda90262e6, 0x4eb0043a9903a868, 0x0072a7eec157faa3,
            0xa51f4bab69df5c8f, 0x517ee4edc77daff4, 0x9f5f1d4dddf64e40, 0x7728fb4c3677570a,
        ],
        [
            0x0a34f810f1bd4238, 0xbfeb84958c0ea219, 0x552af8908f1f6ff9, 0x57f8bd9504bac5bc,
            0xfb79b55bade50484, 0x3257e75eeb646591, 0x868d0ea7cff7fa90, 0xa124734fe8adaa1a,
        ],
        [
            0x1384b079cebd2d31, 0x4dcc1a56ff06db8d, 0xd5e253b3e477e2f8, 0xe306568c1a240c90,
            0x692b408392546e44, 0xffbc8042be373826, 0x888f2b107f7d0db6, 0x0eac6fe378934260,
        ],
        [
            0xc2a0de8f6d810851, 0xcd113eabd837af9b, 0x469af59a3ab6fa71, 0xe17e20b32e9841f6,
            0xb18873336daf1421, 0x1808ee78be276c60, 0x4282fedd24b5d43d, 0xf12108ad4ec874d1,
        ],
        [
            0x4cc7f98d24e4b96d, 0x1c13d53afea23ec8, 0xa0416757822f52bc, 0x22b162b6e9593732,
            0x5c9bb3d93ffdacf8, 0x9403a4fc3373cf39, 0x8e941a7c348688f3, 0xa880feac8f4a7ba2,
        ],
        [
            0x621aa6a39dcca77e, 0x082a8e6bc8eddcdf, 0x011257d9749e5147, 0xc19094274a137a7e,
            0xc63015490b10e733, 0xf938edb2f9268b98, 0xd22ba0ce0d42e817, 0x066fb4e107ac5968,
        ],
        [
            0x5364dacd57b4a278, 0x78f61a5f1ff4082b, 0x6746ff301ad9ccc8, 0x210a917ad9df2779,
            0x7f2713fd0c7b2231, 0x3789e61aaff20bfc, 0x7a39be81f8d6737d, 0x670e1b5450b5e57b,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x6686fd5053231e11, 0x1f48e86503681e3e, 0x5ff99ff9198c3609, 0xe4f3fb0176af85d6,
            0x822c38576feb73bc, 0x6cc7e74ec951d1c9, 0x1661a6d0ea02b728, 0x1e63633ad0ef4f1c,
        ],
        [
            0x3bfee2233bcdaf2f, 0x88531a825ba17295, 0x1ec64110abdb362f, 0x4b30cbb7686773e0,
            0x68033d463d26b5b7, 0x1fdf3c81e4348575, 0x6f9e2c5777c3c4a9, 0x74c6350265bb629b,
        ],
        [
            0x5399f04e6bf05bd6, 0xa2f56e03212a9946, 0x0832f51feb470dec, 0x900c3241bee44fe9,
            0xde52ad3bf00d358b, 0xd69853583c4efb15, 0xf95c7204570b2439, 0x6c31f9e8e8b1f0f5,
        ],
        [
            0x2ffe9c29a673059f, 0xec11715050e0fa19, 0xcd15b20b17464817, 0xcbb434aa7ae1700d,
            0xb7da9642227c070c, 0x41d45e4f0ad5f845, 0x562d492338b5dfad, 0x4a1a200ab4dabd17,
        ],
        [
            0x7a7c28cc9f105c50, 0x82e0deef7b138525, 0xd628cc3403c233cd, 0x5a8d0362ab0590aa,
            0x5c9b201838a4cde9, 0xa605f68a66d013c3, 0x936a6b724143ff74, 0xc059eab113d4e536,
        ],
        [
            0xbe6fb2f7a72e294d, 0xf158eba3f00d0dd5, 0x1a6289eaedf7edc6, 0x29dfe4805cd534b9,
            0x44137260ec469b52, 0xd1f1961c3929ee69, 0x9b434e7588a05e4d, 0xbf66d826d00672e1,
        ],
        [
            0x647e18b9b2d64feb, 0x3772f8a59292292c, 0x48ef3a5776cba4e8, 0xd93f4d031232f60a,
            0x7b0fbd5934698359, 0x93e0430beec90da3, 0xa237311c54dc8c4d, 0x7925555d45cb2733,
        ],
        [
            0x4d4786e106de12c0, 0x6d9cdac5874610e9, 0xd06d7b1e7557244c, 0xf478056d9c102c1c,
            0x69a76ce6ca5361fe, 0x26c17ef609ab92d7, 0xe68095e01068694c, 0x7f09e610f33e3946,
        ],
        [
            0x722204cd439fbc84, 0x7e7062916057a016, 0x1b14e2bc662ac65b, 0x2f0769c6e36f2844,
            0x3fb902de1c201bec, 0xcca79b6a4c4dd5d7, 0xfa5df007990e2149, 0xb434f3724d73bddd,
        ],
        [
            0x928b2fd2d026dea2, 0x87c84c452c59c5d8, 0xd71a1e26d9a6dd61, 0x1ddcfa48d561bbfb,
            0x06f4873d183de522, 0x666fd68c51c06734, 0x41fea34d6402c020, 0xc6fa401fa9923a7d,
        ],
        [
            0xd537eacc86a758ea, 0x91188318927f19c4, 0x9586895a15416e39, 0xfe7e6780559e0309,
            0xe4f22d95db7ab649, 0x3b801707443120d1, 0x88c08e169849251f, 0x38aa6967a281dcb9,
        ],
        [
            0x3c7f0046c33773f7, 0x50d44fd345b59995, 0x3e1410c009e372a1, 0x355b3226f5dd236d,
            0x0053c3ff1887c182, 0x1e25df78cce25109, 0x49f10eeddd21fcb8, 0x08eca480704703ad,
        ],
        [
            0xde7156268cfffefa, 0x1018044f70651afa, 0xd6df6f9150c3af85, 0x91baf5ca75383127,
            0xc7d36f34df7f6faf, 0xf4bef310e6fd303d, 0xe5d969f127dd3d92, 0x04e5cf119347bceb,
        ],
        [
            0xdd3df40690785491, 0x5291de5e4aeaa5d1, 0x5619f43cb2f866b7, 0x92b1e0f17f260bae,
            0x9c98d36058be555b, 0x3985fb77e2288d7b, 0xe167c1d1034e5ad0, 0x81ec44028d8d9e63,
        ],
        [
            0x2fc0917e8d33c546, 0x82575fb3285edaf3, 0xcb2c5373e0f5ddd7, 0x44584121cb3f78a7,
            0x60a6d187000b4fd4, 0x852f0a3cfb2ca736, 0x77225eae391ada20, 0x308d9377f3f8753a,
        ],
        [
            0x16fb6eae20eae29e, 0xc7034f2f0d4e1d07, 0xeb961537a45a4266, 0x8c00fa9b18ebf331,
            0xe7d2a4c66702414b, 0xc2fadafa81e36c54, 0xa9dc343a3736c974, 0xefa47267fea521a1,
        ],
        [
            0x9887952ad1d51e73, 0x0b2294446de267e6, 0xbecf151bf0f894f2, 0x36cba7bde6a66e27,
            0xf337048944b69d08, 0xa6d936811f58bdff, 0xa57ffef71ff97e60, 0x0a7b34f43cbd500b,
        ],
        [
            0xbf3446e9652d215a, 0xef25455334f46144, 0x3fe197ca6e4cbf48, 0x73eb7b33246fe5bd,
            0x27c021667e3e2ab7, 0x39ea43a1fcdb64ca, 0x9d5bd812af595d4b, 0x3ec622de23de6b6d,
        ],
        [
            0x677a7728ddc5cb15, 0xe2574583ef4f9269, 0x2ce78a6757439bfb, 0xf2c546f9904b4152,
            0x94d78841e399dace, 0x2a8391cac95e1aef, 0x780b2f828d7f7092, 0x31ebd298dc9ff760,
        ],
        [
            0x9d8d50b94a41321f, 0x0374779156182ce0, 0x1289380a602e86af, 0x373cb626daaa764a,
            0x5496a7ac28a95df1, 0xec659c854331ba3c, 0xb26692b79b259c58, 0x9a0b1ea6df1e4735,
        ],
        [
            0x0a0ff442c65e69a0, 0xba78eb188478ca9e, 0xaaeb35225c8984f2, 0xf98940311de38732,
            0xd3ae6e7c6be1188e, 0x7478a1ed4dc7b47f, 0xae1269528eb014d4, 0x90f981b26bea3da9,
        ],
        [
            0xc457bd912e6cf5f5, 0x6bf5a3847086cf69, 0x74d499f28a21252d, 0xab7f2346373db427,
            0xe57949ed05a81254, 0xf5a6821be0278f61, 0x0e57e5ec51e326c9, 0xfa3228ef4a5db2eb,
        ],
        [
            0x8203f735f225fb08, 0x82545c87071a2453, 0xa55f326d9fb3a2c8, 0xac86e73cc6e519c5,
            0x181f95ce119fdf65, 0x9dca85d8eb6e962b, 0xe77e11afa43232e8, 0xec091d56cfa08d82,
        ],
        [
            0x34042724941fcc76, 0x8dd3599b6627146b, 0x8480b29c30a78a55, 0x2a1ec3244186d4ad,
            0x0a0df2642451553f, 0xb25527560382a312, 0x4c1bec14153e3b61, 0xe01e82e68f65cacf,
        ],
        [
            0x50a86d1c6a8a9adb, 0x5aab3cca526f9c62, 0x14b975e4045216b1, 0xdc333282b6fca8fc,
            0x7772b7b5f7f5c4d8, 0xb8611b4b420f152a, 0x203248b3d6ffe67d, 0x47d8b9fd903fcdb1,
        ],
        [
            0xa1eaddac5934f2c2, 0x30a99c17529e28c4, 0x436fd1844373d407, 0xbf47ebe64c9630a8,
            0x2ea18c2fcdc7c044, 0xb5ff1a34dea9afe0, 0x70637fcc5c091ab5, 0x4dc90bbdd59e787a,
        ],
        [
            0x82895d43d0a9e438, 0xd20a9673cca04f20, 0x00ad66c66c75f218, 0x4be15a847fdb8ef5,
            0xa2085c81eef39442, 0x5981d3198b527b2a, 0x60e9533fd36f1614, 0x06f7dd5816e5d6c4,
        ],
        [
            0x6f7747538ab7f0dd, 0x2a1b56e74028dbdc, 0x86e735cb05aae199, 0x70b74cdb94dffb0b,
            0x06759e246b767e1f, 0x780ea0610a8732bb, 0xa2210bc3ea985806, 0x7ac765917bcdf0c3,
        ],
        [
            0x1a04472d987ac224, 0x1d5127e46625e0b3, 0x2a29fb3dfc522521, 0x82ca653df68a75b1,
            0x02c349dc148a0bb9, 0xc1ba7ff942a91deb, 0x8771e9abb6e6d33a, 0xcf6986f8d283819f,
        ],
        [
            0x1682016f9ac3455b, 0xc31823694eea0fec, 0x9ad3665722d4d2a3, 0x10100f25a1cdbc08,
            0xd69c123d1731fbc5, 0x3d7468e5d5aecd8b, 0x5382695d072031d4, 0xa864a6137de50b04,
        ],
        [
            0x203587ee06004fa5, 0x051049726ecf047d, 0x18dcb2cfcb8de556, 0x952ffc5f35cc4dd8,
            0xbec081e11a3e186f, 0x1ff8d234ac479e59, 0x8a48b4c308419db3, 0x37317de0c2083b22,
        ],
        [
            0xe84c9ab0c18ada5f, 0xfd7e297f29122fb3, 0xa8bb5bf9636be1ef, 0x24cfc0176da2b46f,
            0x68fa6139978a586b, 0xed959ca1a4f814f2, 0x9868714d5deda927, 0xebff8fbb079c61a6,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0xf103189594679da2, 0x16ddd67fc7f057ed, 0xea2ded72a1292ec6, 0x004a7d58d4b9bc82,
            0x4877f484779ffe26, 0x71c3b494963fa28a, 0xe6b1d8147ec71b3b, 0xb98ac5b76702cb75,
        ],
        [
            0xccf34eadc87c4b65, 0x96f8808a1e07b2a9, 0xfc76c5e2c066ce49, 0xee7d69c4cbd001c7,
            0x23e8f44ed136a95a, 0xc33e8999bae942e5, 0x1a192abf030f2ee2, 0xecc8626ec1a41382,
        ],
        [
            0xf2a1f83934889f3f, 0xc4feb28b45095da7, 0x21ea3469b169b0eb, 0x87991026f1b21196,
            0x49e2df9bc3bb792b, 0xe932f61bf286037b, 0x2132f2cb717f279d, 0xddeab94ca5a91d96,
        ],
        [
            0x997fddfc60cb3e41, 0x143d084f308b92c0, 0x3e10cec0a9e98ed3, 0xe7a26ce69dd4829f,
            0x0e8a9421cf2cfd51, 0xd0a6b2c0420e83e2, 0x471b006a1aafbb18, 0x2a758e300fa7984b,
        ],
        [
            0x84f529e777954cff, 0xab44f5d05e38d449, 0x3f54891689a09c76, 0xfed2d06da59aefac,
            0xac0aa65d5a129a16, 0x93e8b6c2838904c8, 0x74b12c8fc6fbbde6, 0xaf6b8decbfd0a7f2,
        ],
        [
            0x4dd850186fa4e07e, 0x492ca74857423bec, 0x4221c103ffb37d9a, 0x37d7af9517df5718,
            0xc936d876ae020165, 0xc423ea89798a65a4, 0xf473b352c619c556, 0x35bc7a9281a933c8,
        ],
        [
            0x607aaccfbfda1893, 0xad0e44bfc291c815, 0x375dfffa284da954, 0x695f2b21b8d853fa,
            0x5730756e80c28dd9, 0x044f1e6986591307, 0xe81599dc54f9534d, 0x52a948c81f955214,
        ],
        [
            0xd97e5b917b4ae861, 0x203c35e4d6e32fa9, 0x0d38bfb6772089f5, 0xf5cafaba036bf8d0,
            0xcc9c239c0d82239c, 0x9b3b2a9c552f05f3, 0x7bff990464083915, 0x19e83b8a022a6d81,
        ],
        [
            0x6c462cb083ab8c52, 0xee7a2ab7d4009aa8, 0x7b956d777a8f5647, 0x3264c4a24138b0b9,
            0xec08f4f4e839128e, 0xfcdf21c2b958520b, 0xcf6b4e9db38b23b6, 0x5ffcfc2faa29c10c,
        ],
        [
            0x913f0479dcf3f846, 0x8b7aa82c6aa1885f, 0x98e8247398004ee8, 0x7c69be4b9d82bd9d,
            0x8b43ee85e80fec61, 0xecb909e6e5c66f65, 0x94c7b54b2984c538, 0x9389ec532d4f2dfa,
        ],
        [
            0x353666c8471601e5, 0x51371d84ee2b1cd1, 0x4434a5ada97c507e, 0x4f12d2d16bb74214,
            0xf0736fb8598b7ca7, 0x202cffdb5ea63e0d, 0x415c82abb5ce3046, 0x8e940e426e8057ce,
        ],
        [
            0x70f9fd2bfaee42db, 0xd9bbbc5b4730714a, 0xfc7b6edb91ecbfc1, 0xcc3427e7d9b59150,
            0xc6229c0115d87bdb, 0x10e5cbad8e72422d, 0x885e3fd3fb215200, 0xea249841a521c6a1,
        ],
        [
            0x7dacfb33d51546d5, 0xaa0784d49cc2570f, 0x3374db66a6ba868d, 0x004042f59c230370,
            0xe04ff18313f018f2, 0xa9991cf4116f25a5, 0x9e17c7fd8de1089d, 0x195f1863f17c66fb,
        ],
        [
            0xa311c84d542a414f, 0xfb839bcda6b21143, 0xf42edf48be4832b3, 0x8cf58ebc567d81df,
            0x540ced6e34bf6b9a, 0xcd6cf46fa618dfe7, 0xc38aba9e8f9821b1, 0xd3240a5550b2668b,
        ],
        [
            0xc2b900415008edd1, 0xb72724a18b524122, 0x6b91c35ae11a59a2, 0xbc84f36ec925c75d,
            0x78d3d21afb72ab99, 0x16a71961afc2a5ca, 0x739eae364b4a37bb, 0x9b9b378ed7b5e465,
        ],
        [
            0x84fd4cd7bd2a9651, 0x8f9e509c494c9820, 0x12df5156d7e80542, 0xe9389024ceb63f1f,
            0xfefde2b75e786824, 0x8d7110cec6770bfe, 0xf9287abaf671aaf1, 0x8648688723726595,
        ],
        [
            0x4b57872bbc9b32e6, 0x3db94d74dcf0e753, 0x5cea570e61a3e593, 0x670dcae7aae0aafb,
            0x63e7e2928aac8e62, 0x56b3aee7f2b678f6, 0x18997f12a7885a06, 0x1ba1f1242177d082,
        ],
        [
            0x51d419260b29569f, 0x12cee8609851faa4, 0x96ffe61f1a93bedd, 0x7835e1a3d2969058,
            0x2dfb4ce8b0af9789, 0x57723db22ed28283, 0x85bd73675b0e5eaf, 0xfffd06cac05a2406,
        ],
        [
            0x34d2d9ec49680c56, 0x333af0c668868869, 0x2ac30a027e7dfe80, 0x43f95c6e31724c6a,
            0x727bf698de77f58a, 0x0e1799d19b3c9763, 0x33932db8dc70edb3, 0xafc4976b50d886f7,
        ],
        [
            0xff4366c67ed4a086, 0xb1d75c158e9c410e, 0xec83c585fbcb5cf4, 0x948f05bacd98445d,
            0xa2a1800f9e2bca4b, 0x1c2328a71c3fa2d1, 0x82f450a660113941, 0x864ca89ffb5a2a33,
        ],
        [
            0xe7561155117ffe69, 0xb2baf0e4ae65b234, 0x801c381ef36b72a3, 0xdea6e0cefb4074a2,
            0x8fb6536e0346407d, 0x1131374aaaa6ff16, 0x4697ff7d588250b4, 0x34193d70f60e3640,
        ],
        [
            0x65cc490dcdfe2dcf, 0xd9c8aa09e16248ae, 0xd58553e4e9b8f967, 0xc331cf77dd5f5c9f,
            0x2b0076cd51d43795, 0x7903eda431ccf11d, 0xd0d6bf8c265c0610, 0x8584fbe5f3e62078,
        ],
        [
            0x49df6e59abead078, 0x6d0f19bdbad8be1d, 0xef14eba31bb2e888, 0x1ebb135b38b60623,
            0x7abd2ef404e8c26a, 0x08d9538617d2501e, 0x038c51e2d3624ff5, 0x5e25c55c2ba6370f,
        ],
        [
            0xcb0a71652e96e4f1, 0xff5f01600ae80030, 0x20177708335efcca, 0x56bb148f0198197e,
            0x5889f019eeb0582e, 0x7313d1d2004af0eb, 0xbeb03ed8be30ea9f, 0xa09584a561300a33,
        ],
        [
            0x94d13415ad1ea276, 0x353605abef002fbc, 0x060b6e1dd97a9456, 0xb5b903af85e8e6fd,
            0xa6205574856d04f7, 0x7d394cd967ee25c3, 0xee7a31d31a4c1c34, 0xf2397fa1730834eb,
        ],
        [
            0x9c85b16b5c244cec, 0x53f91f5307c88a3c, 0xbb763ed9bee1db61, 0x325b951cf915729a,
            0xae46489d9c5c2bfd, 0x09093e6663de88db, 0x4cd3cecf0b8dfc3e, 0x38d3a24bc2788de3,
        ],
        [
            0xc31a6d20ebe7ecf0, 0x9c8fca47afe83ff5, 0xb59eb249aab0428f, 0x1f01e56bdfa86968,
            0x8d0b431ee4182971, 0x7aff30b653dde294, 0x3b78ab9f7453d4dc, 0x6f23fcebf9d5c331,
        ],
        [
            0xc0cbea6cb7542c21, 0xae19f4d28ea64c15, 0x0656fc45451d6d43, 0x2584196292919ac9,
            0x3bebe319672bfabf, 0xf3e3a186e4c2ad7b, 0x01e5daa4cc7513d5, 0xfcb35b1f1cdb2448,
        ],
        [
            0xd0fc880f143f4e76, 0xa477a08b21174db2, 0x3c526a49a304aef2, 0xaacad4701a44588a,
            0x2c7ca20b652b79ff, 0xf298d32b28a93db4, 0x5ab0f04245768322, 0x17abf1f62a75d7de,
        ],
        [
            0x4f209d9df6f4d9b5, 0x61ee296197b35dd0, 0x8c84e2c5b71f4fa6, 0x1713fc850beb36f9,
            0xe9ffb376ab0075a3, 0x7f307e0c19e0ca13, 0x8981e91ff024cb69, 0xc978a712aa98a538,
        ],
        [
            0x7a3f206076707a13, 0xf1ef60d7f299c9d0, 0x433e8879d57d3719, 0x8a2ce194a1947c0b,
            0xad5485211392f7d9, 0x60c57ba9d37d914a, 0xed03368da5b6e513, 0xe520034c08baaaa9,
        ],
        [
            0xcf2d41ae7cddab8b, 0x9f0e4d1253c68e6f, 0xed116900d82d0c37, 0x264559d87829256b,
            0xc9f64b45001de473, 0x7a8631af39caf1e6, 0xef7bc637034072d7, 0x79e5bd1926d3512c,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0x3cf29eb3de6b80ef, 0x71cbcb967d79424f, 0xd23540c223bcbdc5, 0xb6459e0ee3662ec8,
            0xf30bf0b61a71ba45, 0xc4b3ae6d48e35b2f, 0xe1dadf16e5661db3, 0x067c876d06f3e06d,
        ],
        [
            0x253ef375033eb51f, 0xb6890576be79c211, 0xe4d36f7301f41593, 0xe5d8e8f0d9823c88,
            0x79d5bd965a62a2d9, 0xe509dc46d9f0f549, 0xabb16a57d8feeef0, 0x4dc1e9b7861e3e04,
        ],
        [
            0x439cf279319888e9, 0x3d12ba6bf2448a8b, 0xdde60d3029668167, 0x1f90ea773ac3a6e2,
            0x56fdfc97ef113b79, 0x213751fee59522e6, 0x958153d271eb96a8, 0x89be367c15daa10e,
        ],
        [
            0x37a676480f155e64, 0xab66be4fa8a30117, 0xc56b0f7321bae0dd, 0xa9ca27f77dbc8c3d,
            0x1f3f333c561b3297, 0x875d41821bcaf0ae, 0xd197d2246c02d004, 0xf4bb335678fb14d4,
        ],
        [
            0x085efb6f3562222c, 0xde03447991e6f2c6, 0x6e702bad334b52ba, 0x13a4e54dedffe0ad,
            0x8cb1668ca8200145, 0xd4f9c577adc904c0, 0xb2cac2f81d609a52, 0xc9d67d4e5816e813,
        ],
        [
            0x93eab3ddc1bf6c42, 0xf7793d9b11988753, 0xee74654816cee74e, 0xd02e1b3cd6c105c7,
            0x1336328f87bc54cc, 0xbca5879b931b6aac, 0x12732270d0d24526, 0x9a0b74f3ca8e2258,
        ],
        [
            0x437e4dc0f43b46bb, 0x12ed3a63fac92525, 0x1d407c05d8455dbd, 0x61991ebf233caadd,
            0xf48f5901cc20a848, 0x1ca8729ca52ecd8e, 0x952f387166fbadf1, 0x01c5e308f3fde492,
        ],
        [
            0x6d4bc629d6ee247c, 0x1f478e847f51cee0, 0x5eba105611cfe759, 0x68fb71800686d7f2,
            0xae1f822d1a01865d, 0x9a8d580b04c73c9d, 0x73735427501b0c07, 0xcd12d23462dd9636,
        ],
        [
            0x7e5be3ddd21add3b, 0x8b9a944f45727d8f, 0x49039cdb0d162611, 0xea27aea4b787d387,
            0x1b5e291db68ce7dd, 0x78b212d68e4e1be7, 0x5723ceb2325c2f62, 0xc70ff1e6e42a17de,
        ],
        [
            0x9345abdbe2da1f54, 0x1b2b52c2231425df, 0x987550ab19345116, 0x7137f7b23df260eb,
            0x4af8d436cdc3edbc, 0xebf081d546cfdbb8, 0xe5cdacb17f2600a7, 0x5fe78ad804358074,
        ],
        [
            0x6e8af8bb611ff757, 0x9b4ce9741c4c226e, 0xba9010f8b6e2b6da, 0x594651356b7ffd54,
            0x28a66eca894d031a, 0x961bbc7b7fbffe3b, 0x042038d015c406f9, 0x3611360ce5df2750,
        ],
        [
            0xa1ef47f18f6c15c2, 0x3de76414c8f38f1c, 0xea17398139d14348, 0x8456a852bca1757f,
            0xff1efc328b174134, 0x4cc90f09856fb671, 0xfd349ec371079e7f, 0xe1b9da46d4842cde,
        ],
        [
            0x676258a3636160b5, 0xccc53f2470e7ebc0, 0xe843af7970091ec0, 0x16b26e3915f73290,
            0x14625fbf58a1dc0e, 0xe1363aac70ba3ef8, 0xb6364352463654d4, 0x060f565a6302ef8b,
        ],
        [
            0x3d61de938e1b793e, 0xd36aeea2b0d2e518, 0x5c02eccf2cfaae4d, 0x4f15157c98351ce6,
            0xb4fcc1fdc3ba9889, 0xc0daff4b354a47aa, 0xfc9da9db9cd4a0ce, 0xc094e366079db939,
        ],
        [
            0x3964d28937b32db8, 0xc91ed749f647791f, 0x1bea143c842cea85, 0x024b5295c4559f93,
            0x59454faaaa64f760, 0x62ab6811205b81a9, 0x7b6e2821cc5e5be8, 0x609fef8f5bff309c,
        ],
        [
            0xdeda0f5b496943e8, 0x1d6f1fc67e73c5a5, 0x793234aa118f0623, 0xd68a80c8280bb840,
            0x294c84266b133120, 0x5b0e7b8f7845295a, 0x0c4b1f9177b0e28b, 0xdb8ba9fff4b586d0,
        ],
        [
            0xd851fcb879d04778, 0xddba83ff91774d53, 0xb6ca1328ed5e99e5, 0x465cc2a9271be8d4,
            0xe656410d7175d87f, 0x5fb59a417a31862e, 0x1e4193e27b6577fe, 0x7bc90bd876c23f0c,
        ],
        [
            0xa3a6ed5ca79b0467, 0x708ec1825aa86437, 0x9986779c9f6024e2, 0x16f467821e3fc5c9,
            0xe60883e29add01d6, 0x5b0b53642bd4d0ea, 0x9727e2aee519fc2c, 0x2b63efb925d481be,
        ],
        [
            0xf9fa36dbe7c78610, 0x46ec162d5524ed86, 0x9540ae80e68250d4, 0x44c5c08f8d692620,
            0x1e735088ca0bd2a6, 0xbd2f689e9117a8c7, 0xd5f4ea9189f21599, 0x205daaf38a84997d,
        ],
        [
            0xc66e43de871af1b3, 0x2f853ddee8b5c5cd, 0xd2df1be216253f9b, 0x995414ac10b42866,
            0xa894979bb1e47903, 0xe2a253588dd3b89c, 0x7cf8260260daab47, 0xc76786f7a3906fef,
        ],
        [
            0x81bc342f30be3a40, 0x9eda1f5a943288a5, 0x7a58f81df09467d3, 0xa6f471b72ccc84eb,
            0x746bb298b2f12c50, 0x8c694af6062beccd, 0xe694efe18d6f9bd6, 0x7a05e15a028be0cd,
        ],
        [
            0xe02a5cc017a826f0, 0x73c7d9ba580c8250, 0x1fd4c529709fe83a, 0x8bffc82d971f63eb,
            0x87b8dd20146d97e0, 0x92422b0f2b5e3ca3, 0x27c4d204151daf0a, 0x0f0991ac2064721d,
        ],
        [
            0xe3f024ea49ccbb5b, 0xd1e7a4a63c7593c7, 0xf8dd5345cd624955, 0x98b4efcc8de4c256,
            0xa262275320435699, 0x4e788001900ede67, 0xe5569f40c5e16b20, 0xf0638128405446fd,
        ],
        [
            0x2751faece7df614a, 0xd79fce69324705eb, 0x180246a9febe1804, 0xa7d2e598d02f3049,
            0x6f0cbc39559b4c8d, 0x53f00779519bc865, 0xc7981eec10bfa2de, 0x62a20cd44bc10172,
        ],
        [
            0x983c0ce5007fa08f, 0xc05c9501ab177ca0, 0x18f0518a4df1432f, 0xdedc1f84f8021f2c,
            0xf5b2fb0851d2bff6, 0xdc33567cc1ebf7be, 0x5bf8ebba9aa72ba0, 0x446eb6f40c423943,
        ],
        [
            0x6067011798dbdd5b, 0x12bc7328dae79506, 0x2b4338756ac656ee, 0xf93ba3c88e7a9102,
            0xe110e0e3df69b163, 0x3931e2cca8844818, 0xdeb1d88415b0776d, 0x477a95ed2931ec6d,
        ],
        [
            0x8be40436b3c37b68, 0x517c1575c1b36e07, 0x225ed92ab077a3eb, 0xd9f82db1a57cd7b7,
            0x4ada650c4c122cc4, 0x841b948789194577, 0x645e41e8c49ccd8e, 0x5657652f8dd868ff,
        ],
        [
            0x2a49806f9f3637fd, 0x5235a336a87735c2, 0xa51d8738c29b4a0c, 0x16d1a70367549c2e,
            0x90d7b52636ce2013, 0x09bb1474797ebb4b, 0xdc13f48e234b2c36, 0x30ac8f43be05af4c,
        ],
        [
            0x12dcf69c27186671, 0xa70324e7a536de8b, 0x2bbbf1e6c496fd45, 0x704756cae0872e98,
            0x343cda74fc32b16d, 0x7d24a81c3ced9801, 0xd7a53d3ef639cb88, 0xb9bbfb9104bff183,
        ],
        [
            0xabb2f884cadcf7e6, 0x0271629eaf9607d8, 0xe7635e0e71888c99, 0x7b7e31d1c001df07,
            0x87113739c026ef44, 0xb555a284c630e8ca, 0x50d6b11f3c5fc89e, 0x27c7657bbf19e0a1,
        ],
        [
            0xa8a25be793b847df, 0x07ec8c47c68a07bf, 0xe6933c0de214154f, 0x43cfa20e96e65105,
            0x44ce081c6eea5dc8, 0x2d33a72cbaaac83c, 0xfb7f0c129d9a5dc3, 0xccae6028ed7e48ab,
        ],
        [
            0x8bda222ca412b6fd, 0xaced053c6f702b82, 0x402f8efb3752373c, 0xf16a409c677a40be,
            0x268dae77eca052da, 0x16540659249ebca4, 0xd7a6a75a74e30e4e, 0x2a41311714532799,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x5c1a0b6e326dd4e4, 0xb89f4f2f6bed9832, 0xfbe37f699976f84d, 0x4154b506ab766f42,
            0x6c859295075ded1c, 0x414ea9d9d1e22dd4, 0x94c6e44d61025ff6, 0x23ad075043c59888,
        ],
        [
            0x4c51a7a63f7f0246, 0x93e86e49fc727ddf, 0x080a8d4d0b5956ea, 0xb73c652769cc95c1,
            0x597e5164ea2a407b, 0x1a0d72e4c6e554e5, 0x4b535893c5b6c1ea, 0x9a67db107174ca9d,
        ],
        [
            0x1f4d359cee2e607b, 0x88aa1eec6c0f36aa, 0x20d111f5657fdd2b, 0x07733f67fd31772c,
            0x6a2f311dcc614763, 0x89e3bde05be017d2, 0xeae63a8c5bb156f4, 0xfd9fe8fbac178285,
        ],
        [
            0x4095980fc28d3d5d, 0x9612aeb973449cea, 0x52dc0270907a30b0, 0x324aed7df65c8042,
            0x967224af96ab7c84, 0x19213b0c7e332843, 0xf130c0c35aec1f4f, 0x648a365774b61f2f,
        ],
        [
            0x08a22a6f79990067, 0xb9e7b680221b69ff, 0x82d36646c0b637ca, 0x6f0de31efa9baa52,
            0x1040cac65063816c, 0xa508af87e193d019, 0xe74ffd04f081af08, 0x0d007587d1530ae5,
        ],
        [
            0xffb2e201f54d61d1, 0x1715275dbf0b99ba, 0x9c58f99e405bf215, 0x875e13e47627ed8b,
            0x94a89d1c00945747, 0x019dd50e9673c530, 0xf646de13d3799e36, 0x2d8fddc4a96456e8,
        ],
        [
            0xb0fcfaabd975182f, 0xea4c80f7d398e685, 0x43ef904a0998900c, 0x23d72fae41d66ca7,
            0x9eaf7afe61e70a2d, 0xd164457615b9b5cc, 0xba44d92f93b66055, 0x0c5f41ffd4fc19b8,
        ],
        [
            0xa8f38381b2919749, 0xf72b3e4a8de0db1f, 0x28d32681880d7203, 0x32c9331ea26f4902,
            0x631e97b0f290b5e3, 0x268a4abdae39ab09, 0x695a2f02b6f3dbb8, 0xd7cd272b34209cb5,
        ],
        [
            0xcb58eb7fca2730ed, 0x413925d7d1ed0fe9, 0x4a7b0d200f3ce4bc, 0x80ec2720a8f23fb6,
            0xa97390b834fb60de, 0x344282f718051bdf, 0x8d25d77abecb3273, 0x0840174e4ccf10dd,
        ],
        [
            0x96de800a63c112e1, 0x41412c3478704ae4, 0xb4768d9b77248ac9, 0xfdadf09717dfde7e,
            0x30b42f179e491123, 0x6e989a1292d24295, 0xffe5fe1c0f8c9298, 0x990e7c67b6d87039,
        ],
        [
            0xa48c03206de3807c, 0x5a1253a582687bb3, 0x5d60b524696b0962, 0xf174e60c85080c73,
            0xcdd95231e0d05532, 0x36361f869dcce99b, 0x2ad27dd2fff6f9ca, 0x2fc90fa941c6494d,
        ],
        [
            0xf5c917582fd53ed3, 0x163f74fb9da56cce, 0x5b8f60b931df7c49, 0x20840bd5996772ad,
            0x87143fe51a7a7132, 0x5487c47394e70899, 0x487bd476a6bafac2, 0xf2993497cec18243,
        ],
        [
            0xecea17adf6e49649, 0x5ff47adf13b475c8, 0xd6a2c0d521268428, 0x0614f1c4bb2bf6fa,
            0x0e4c1395f9d589a1, 0x30f0126a39797fea, 0xc04c603f47d58473, 0xf3ec3d084710458f,
        ],
        [
            0x463b9cf1814aeef4, 0x7ca33fc3f2bbaf3c, 0x88fcb88310f97314, 0xa0e38f9d4927fcd1,
            0x96ce8886baf12279, 0xcddf5c8b0cfb6016, 0x087359d40ca59acc, 0x4f215fbdda3239c3,
        ],
        [
            0xe64d1725711ca173, 0xf096010d5c7e0935, 0x67af7d78ea39d545, 0xb25d72ad4f697775,
            0x35a5838b72364d64, 0x7587510a0b35461a, 0x7add171af0b7c20b, 0x4e066c6981be5c8d,
        ],
        [
            0x1e1c22527b9795e4, 0x69c161b6e1846b8e, 0x4a02f6a70fec6b1c, 0xeb292f3b3b983785,
            0x5b7e9d2fae53a0fe, 0x57131d7509111c6f, 0x1696634af145835b, 0x8c43c25a96eebe80,
        ],
        [
            0x8af6b25bcea2783e, 0x1a39fe00781c9e9d, 0x81bcf08258242daa, 0x6ae130c6c7006a62,
            0x66916eab5aa1174f, 0xc2d445b49dc0cd1e, 0x1d8553d7a9baee4a, 0xe244091beeab89f1,
        ],
        [
            0x1025e559a81eef5e, 0x991b1e6b2304bae8, 0x3dbdee8a16073d95, 0xe537689cd05553e2,
            0x73ffd3a327da882c, 0xea0b7d9f050ef54c, 0x8af7255f298ad865, 0xf5a764f0c6120208,
        ],
        [
            0x20734faa83c40f53, 0x24a83caf77dd4795, 0x39797b12010584b4, 0x54bd439f07f7fba0,
            0x9481c12e658002ce, 0xf4241c099597cd30, 0xf75b2295e4218bf2, 0x6531436e8ef8ad7f,
        ],
        [
            0xdbd2cbb588a35b35, 0x1ab5d88a5c0a121e, 0xbd13d029e588ebfd, 0xe6b6bff60eb339bb,
            0xc57293db9c1007bd, 0xfe3b6c9d3be999c7, 0x266f43e3835961dd, 0x1a5ff2bd3300d2f3,
        ],
        [
            0xd44a0e98cfe2febb, 0x28b917e41580372f, 0xddcce05f0169e7ab, 0x6e87c461ef79e55a,
            0xbd6f979ab609b33d, 0x4aab9045dfea666d, 0x9fccf653aba9b3e0, 0xbb20a5a9dadb55ac,
        ],
        [
            0x35d3f8153b3e92a3, 0xf106f67486b49053, 0x8b58f642035ff0d0, 0xebfcbe4c2bfd5f35,
            0x7d0a9c566352a46e, 0x387f37d1fd019136, 0x4a3028199e3f3f55, 0x6c5fd7f9c58ded66,
        ],
        [
            0x15a47207e0e27497, 0xc7cd0ee0f28fb213, 0xb776c68927e1912b, 0xa8c058171479a19a,
            0x3e42033b95bfa0b2, 0x322592ade4de854d, 0xa78c1e06f27488bc, 0xf4369ca325fef4cd,
        ],
        [
            0xc48b8e292032f9a2, 0xce566f50fa1fc6cc, 0xed2374cb31ff8f63, 0x25aac6bd9a6b2640,
            0xe76230a12b51d4f0, 0x559883bbc419f3d9, 0x16f32f54f4f190f6, 0xf5a6c63ba644546c,
        ],
        [
            0x4d44b18d8dd67e3e, 0x1949473d5d93d8bf, 0x3cb6fbfcbac918d9, 0x9db5d15f05283ddc,
            0x5d71e502c4f5a827, 0xa1d0efced3f8dd77, 0x9894a4c4b1584a8f, 0x22a846909134d36f,
        ],
        [
            0x7dd74e486b117bdb, 0xe6370274ef835837, 0xf83005d64aa248d5, 0xfaf7400049968752,
            0x96ee25af6cccb9cb, 0x332fa17f7fa8001b, 0x7d9b15085a465e23, 0x65aed4229aedfb8d,
        ],
        [
            0xeb9345d0de0d430e, 0xc4cb395e6957758a, 0x81ea33997633b393, 0x902060060f3a1e9a,
            0x0e7756912b2a3c3b, 0x7f144ebdef3e526f, 0x2e9524020f2fd4bb, 0xe1db33e2a0d51694,
        ],
        [
            0x0d4ef8d2c0360dd3, 0x47a8a836d850e209, 0x88b0b8086e0ce3bb, 0xe05317745be499b2,
            0xb2aecd913c24f87b, 0x61b987de98103dc2, 0xcd809582b5b6a014, 0xdc1c3b71a5d92f39,
        ],
        [
            0xec5dcaf2e94a5c50, 0x7f1a53809675ba20, 0x77640d7da3b5e3d8, 0xc9c7c3271e8c74a2,
            0xe6ee6595ef5a443b, 0xaccc117bf99b0d15, 0x26a5da891d94a035, 0x579711f61201b344,
        ],
        [
            0xac000a40448ff4cc, 0x35d14d4a519d9c93, 0x1b1009a2ca7c8fed, 0x3b2777acd463ab7a,
            0x6aa5ee536e428f6b, 0xba2dd128c4ecedff, 0x13708ef08f3d111f, 0x03032387b37242dd,
        ],
        [
            0x4fd28b1f67d2693b, 0xdb32af9b114f34c5, 0xd515bf32c83ad42b, 0xbfee095a29b4de5d,
            0x60eb0a6ecb983dab, 0x7df305a02d556515, 0x60b5f2efe17048d5, 0x16d4b995240fc6ef,
        ],
        [
            0xaea39d5789303fdd, 0x4d71457f19d1ed35, 0xe620d4310049fbe1, 0xa65a3a01df3b5ef2,
            0xdad44a8d02e68703, 0x86861d024faed3ca, 0xb8f43d8d90ed2c76, 0x798ea0940cff5c6f,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x8e8bd373fd054c96, 0xeec4143ba8d1ca88, 0x6d51dfdbe5fee5dc, 0x4df9c14919cde61f,
            0x92ebac06cad10d5d, 0xb5d506cdc2884901, 0x050974c23a1d85d4, 0x0035ec51092d8728,
        ],
        [
            0xc0c6b0fc1da49e04, 0xe9de4554e57a8d70, 0xd25317d4e4b87088, 0xed32cad8d2cc998c,
            0xb63120d17c1db9e0, 0x52da9facb49fab7d, 0xa541ca375859d20b, 0x129fef5f1d030204,
        ],
        [
            0xf4f225da5def001d, 0x21f9bbd6989ba27e, 0x20e0bd1c09e3b64b, 0xa549a32db27e2caf,
            0xdd5db1a7f0624783, 0xeb141e2a62c9705a, 0xdf4cc30ed8a59456, 0x799b7a7906d966cb,
        ],
        [
            0xcb7418d4e883f855, 0x28c36dcb63c34016, 0x8049e4111c70366e, 0xe821ab724d6360f1,
            0xed4e0c6a59852ddf, 0x8b3b19c614ec23ef, 0x67d0d4115416cf59, 0xadefcbf863f53ce3,
        ],
        [
            0x05aef1e5c52ed4cb, 0xc954defb3c09ec5a, 0x23f08bd983532e6e, 0x7e798f30da07ecd1,
            0x2571660794bb9462, 0xb173571bff9f37a1, 0x041a9549def2f057, 0xd23dccc4a24dac83,
        ],
        [
            0xa24778ac4206e37a, 0x4d8c18948c504731, 0xcf4e83f46b5a274f, 0xb526ab87f2868002,
            0xbf3678fff0c5ccab, 0x28ce539b00fa392a, 0xd5caaced60a6f18d, 0x641f35d778100d8e,
        ],
        [
            0xfdf3a0fbd3630834, 0x8463f12863dac067, 0xad5b9e96ba8c8108, 0x224fa20031514783,
            0xcd3c4737c47a2272, 0x3d62924ec0a50f75, 0x3c4b70fa391d09f5, 0xbbe54e32bb3eda5c,
        ],
        [
            0xfbff59eeb441742e, 0x2f14a547af3806e9, 0xf455452fbc9693a7, 0x3f0d8994e51ad212,
            0x8c65363bcfecadbe, 0x1e205e2c3ad13d95, 0x45e5cb0e847a6e0b, 0xfbd76c23f28c3dc4,
        ],
        [
            0xb67649d1583c19d7, 0xbbbb5e45ac2cf57b, 0x129a25cce4228ef2, 0xc2d4a0cc600a39e4,
            0x72f28b82c507928d, 0x26804a8317345c97, 0xd4183b5f7f41260d, 0x65ada0f9c0806294,
        ],
        [
            0xa04541e55d848116, 0x1cc9b100fc9e27bb, 0x05072ce10e948454, 0x1693799abb39d3be,
            0x83df66c2027198b3, 0xc03193e5c4d992e4, 0x4e6af60f16c60dee, 0xc49c433b9cb2d8c5,
        ],
        [
            0x84c80ad4bc940c9a, 0x13cf3ce13af42330, 0x0e5585e2744ddc21, 0x2ec22a7ec305f319,
            0xcd194fd9851e7a4d, 0x12405183d9a35bda, 0x4c2e24f5029c7feb, 0x8b1da468de337968,
        ],
        [
            0x7e93831eb9d9123f, 0x29fc791b1f88ba7d, 0x2f95f8ecafbd1e91, 0x341b538f72aa6a6f,
            0x19ea0aaf18bb9a40, 0x72dee6a7052a26ed, 0xba6f2f041124d9ac, 0x5858124719c1c59e,
        ],
        [
            0xaa70ee5fdd683eeb, 0x3e36eb38a08d3133, 0xab1af6525084b8f3, 0xafc669738f9a8cec,
            0x91e29cab30cd4509, 0x570bab5525eddfdc, 0xbc359c7fca239c16, 0x002c21976dd22752,
        ],
        [
            0xa7d07b1cc7aad77f, 0x6d4ebbdf0f5a7b7f, 0x3284afc3a7699670, 0x4f0eab3ec68eb8de,
            0xe6c3f11dcce6eea8, 0xadaa078d025ac92c, 0x5a08de3062ac2f28, 0xb28ea27176ebb757,
        ],
        [
            0xea201f87b76f4293, 0x10e978b5653c5139, 0x121bc8cf370b282e, 0xd2557b5a9f343309,
            0x1db187a25282740a, 0xe34b6838de405a5f, 0x12682f06eb4ad21f, 0xa787b34355e427f0,
        ],
        [
            0xcbfc99c8ac1f98cd, 0x523489054d7f0308, 0xfaed8a9c1cc66021, 0x9c3919a84a474870,
            0xbe7e5e03d4fc599d, 0x905326f76c64c8e6, 0x584f044bf260e641, 0xddb84f0f4a4ddd57,
        ],
        [
            0x67c3b681a00d4faa, 0x5389e2d5f00d776b, 0xed9f3a93ac77fb51, 0x3c636d3bb8550f8e,
            0xe9165f12cd36058a, 0x41508b87ca96d28c, 0x6fb8f643ee176d61, 0x8e66106122f1eda8,
        ],
        [
            0x29d7f3916b90fb46, 0x8df49546c1b862dd, 0x55a17c7eb69c1a39, 0x40639350d254c123,
            0xb0f744abe331bf0c, 0xf7caf7093e8acb3b, 0xc9082fb29b550465, 0x80349fc86309fb99,
        ],
        [
            0x442ccea4008a974b, 0xfcae160edabc5cab, 0xd67bbc8b504413af, 0xf0951717d1d761ba,
            0x05ab971d7953bdd0, 0x52d216dbdd61ecc3, 0x4bed224bef26a6be, 0x655c7931dd79a8e6,
        ],
        [
            0xbc2f23d8775418ef, 0x52f01ca86c2f79a3, 0x1acea4d6425b97a9, 0x50eab0421af0d86a,
            0x9789eda48974e270, 0xa223131ccedcfc9b, 0xc41ecf8869ff9601, 0x55a5c8b83d4a732e,
        ],
        [
            0xa8d44c136e408b50, 0x3ac186214d3c33e1, 0xb16c2a51b5bbd86c, 0x7b3eef1b49c197a0,
            0x8aec8e22fb4607d3, 0xff6118aea3b04785, 0xe890fcf7afa9473a, 0x6998889e3bec08b0,
        ],
        [
            0xf32b0b65ffc7b01a, 0x5dde1ced918755c7, 0x565538cec073c05f, 0x95e24d397ce1338b,
            0x98f78d7dc6f9957b, 0x405ddd56b97020a5, 0x0997cfb4f5d5891a, 0x5264866eede8ca90,
        ],
        [
            0x04d78373159c3197, 0xa4d64bedb176933f, 0x32b0bc988d6c50a0, 0xe880ce34de3ed0ef,
            0xb380ec8514e93321, 0xf89a0b16179288c5, 0x33072a7cce09c894, 0xc06b139862a68818,
        ],
        [
            0x895d8c8e4760cb4d, 0x0387e054033a69b6, 0x21a552ebec306738, 0xbca37ee538dc9df5,
            0x3a770636a4e10d88, 0x9f175558f08df9cf, 0x2638b8083baffbad, 0x3ce03b1c1fbed4b2,
        ],
        [
            0xd4b414b776b37b8b, 0x95969718f3fccce7, 0x67879dca9da8ef9e, 0x58c18320fea3bacf,
            0xab48af94282744aa, 0x3922084906e49200, 0x4caa6f8b175ca9f8, 0xa3c61f5eff298d4e,
        ],
        [
            0xdfd85376f039d248, 0x14dbb05dfb5fcce8, 0x736d2809d2ff4445, 0x36c6bd26d57e761e,
            0xd6b95307ee873518, 0x0bc384d57ba8f411, 0x9d2a0f39d331e702, 0xd25d61ef51e577fb,
        ],
        [
            0x08332a9d3374444d, 0x8e3281c5c70f117f, 0x7a84e683e7f36be6, 0x9c4318a1d4edd180,
            0x11b6514b6cf71f11, 0x42231fcbc7714ccb, 0x81bd5ea0feb15f14, 0xc686ca7e6251ddf2,
        ],
        [
            0x0d4925225f2ccd89, 0xb3b70820daabf46f, 0xbae9eeee6c288341, 0x32a6063e0aa009bd,
            0xa17a7d961af68556, 0xa1b89ec64603b1a0, 0xe886d77c6a729bbf, 0x42d2d757b66ea582,
        ],
        [
            0xd3bf027f86a6838f, 0x9bef16af88be1cb1, 0x2f8a34daaa52cd71, 0x5e0fe75ba396c669,
            0x8b95a886905ab392, 0x396b84cb15668d02, 0xe9fc5e1f61a3efea, 0xaae0c3d10bbd1975,
        ],
        [
            0x26d744433df308e5, 0x0285cbc99a8664a9, 0xff031cdc913413b5, 0x51d962b534cff0cd,
            0x66d8ba23d82ea6be, 0x3468ca0e0362c827, 0x1b46c0291719343b, 0x909fd101bc8fd7ab,
        ],
        [
            0xaff7aa3308ffc121, 0x577a66939c2e2cd7, 0xefc47de82ee48765, 0x52c0d6c1c84378e9,
            0x3a324a2512138740, 0x12fea141856ad910, 0x07f388cad99d502c, 0x8c2d678b997a9f91,
        ],
        [
            0x435efb7b694a09ec, 0x0cd326a53e8535f0, 0x0a42fc69d5c92aa4, 0x2e3c05326255d80f,
            0x2534868188c7327e, 0xe048a53c707b6651, 0xbddae240b82fc1ab, 0x001ff891656c6fb5,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x205f19a2ab9c7ce6, 0x33710316a1908934, 0xae15fb7e3e24dda4, 0xe8e2a24ccfa41587,
            0xb2c01eb68836267c, 0x6e09e603b5c27a73, 0x4caf2b2b3bee2059, 0x46c983ce0c6f5d1b,
        ],
        [
            0x5b0d39668ac7b3c2, 0x12acaf92383d5b5f, 0xb2f0a38b170032a2, 0xa7549aac5d8573c2,
            0xfa0c91719287eaef, 0x5d6b5115537116df, 0x335a1d70c1947d2b, 0xbd17d1b90d1c2415,
        ],
        [
            0x17371d11ae548418, 0xdce4887d88983923, 0x2fb072b0537a341a, 0x2e6db0c9e4817e29,
            0xe69792c010a2b918, 0x4b8e1d73e1c3f5f1, 0xa213148978a91164, 0x74eb6a411d776fbf,
        ],
        [
            0x5a21382120a959e5, 0x91e1493a8b91d4cc, 0x8de05f281d8e06bb, 0x6057170b1dd12fdf,
            0xe899be932385a2a8, 0x465152bc3ee24c65, 0xadd9a2daf71df262, 0x9a1af0b26a6a4807,
        ],
        [
            0x41d2fabebd7c885e, 0x13c3a34a6101e4c4, 0x320b66f987b7aa49, 0x0cbbe78f458e4579,
            0x2dd1eed429d80cc1, 0xb83d0b00db0dca3d, 0xe8b110db05731518, 0x912cd2d7cc867c34,
        ],
        [
            0x4ae3e8ec7ccbdf95, 0x9422b1ca44a5853b, 0x50fd8302ac822f54, 0xcea02ed80e1c3130,
            0x9e6552eab24a006c, 0xb2ba28520eecc53d, 0x04e0cc07d6d0b433, 0xfc006c6d877f4a6f,
        ],
        [
            0x5414cdd96db2ea34, 0x93b8ab02f951e5ce, 0xfe8c4271264a9cf1, 0x2e0e11ba206c3bdd,
            0xd738c1db4b6900ef, 0x085a41b241bea2c2, 0x6f3678d0b528b2af, 0xa18249b756061b74,
        ],
        [
            0x1899ca5d82fd545c, 0x7c133f8dd4a28e66, 0x0394110a46dc85df, 0x6773fd677c52e064,
            0xe8c7f034947eb1ae, 0xead780f5a1c6cf98, 0x0f0f25c9dd2b246b, 0x444eb6d8cd97652f,
        ],
        [
            0xf735268e0fc050e0, 0x200119b1ac9d053f, 0x472114b09659417e, 0xef930254cc446375,
            0xc30f1a3c4b06d238, 0x5b1a309ff35d03c9, 0xd355c57c8fc69e00, 0xdd7b46773b80838d,
        ],
        [
            0x71d3ec0413560afd, 0x3a65cd3a324db907, 0xfb15925275d5591b, 0x0147154ca88b84cf,
            0x9c2e176dba418713, 0x5185c4cc85e0417e, 0x8ddc3969badc430f, 0xfe3a105a7be95000,
        ],
        [
            0x55a910be5d1ac948, 0x643fabbd6f24090f, 0x2896ba67e8471253, 0xe5f14822dede7709,
            0xdc0f8556c9b5c0f2, 0xaabfd280e46de1ff, 0x1542eaf8369a0f3a, 0xdbcfb180b5ee2370,
        ],
        [
            0x0d4da162971c032b, 0xff6b668a17afdc98, 0x3dd11b5fdfc766c5, 0x71eba8fcd6e00260,
            0xe7ab5a8e1668359f, 0x71931ad1774b4755, 0xef660516f54cbb7f, 0xd2ff12624b61d39d,
        ],
        [
            0x934fc65a4664b738, 0xc7598ede05d289c8, 0xac91af225af5c4bf, 0x3c5e3b5ed4eaffaf,
            0x773f4a2022d920f8, 0x0c2cc15b11818c94, 0xd0ee390aba66782a, 0x2b09146d3cc2ea53,
        ],
        [
            0xc183fe99c0ff28c4, 0x4d17fbc3670b02cb, 0x822cf04af3b3a559, 0x772200a9b0f0444d,
            0x5c5fb41b5df7d08b, 0xcd89719a17c735ac, 0x74acb09e7f3383b8, 0x8306e0933af722a3,
        ],
        [
            0xc2d0372cd9448682, 0x58ccd80e52b29cb4, 0xdc2957c2c27bb83c, 0x1b2d47d21c1f0d07,
            0xbe2fe471f48f61f4, 0xbb096bbdcb584ca5, 0x700e8fd69380cba4, 0xb80c529a95a0ef79,
        ],
        [
            0x373c616b0b86f021, 0x0374e43810468050, 0x237c79aace0c87c2, 0xe0f86d94d17ce565,
            0x3b6b79ccb5bf325a, 0x9a80bcc0115fc45b, 0x7a91e832f1c89a2c, 0x0c571c73730abcf4,
        ],
        [
            0xd2aa39cd779da005, 0xaf5e5149d7e1ae0c, 0x227e70e5c9fe9b64, 0x44c06b07c6271860,
            0x9854be10ad7e9fc0, 0xeeab3c9f16eff12a, 0xfefd4460259431e2, 0x1afd6bc2344d6c03,
        ],
        [
            0x00b25b773734c299, 0x59d695bbf463adbc, 0xc1abeebe28322000, 0x7bc1d84518f41bb9,
            0x6af94d5889cc729d, 0xd875872d8f262482, 0xa75434769f484dbf, 0x7bf7091900648e6a,
        ],
        [
            0x5b5a4ccec920941d, 0x5bdc8e8ff5851cbd, 0xb793e71be526ce61, 0x39925ba462bb7fdd,
            0x3fb16480557a8ee7, 0xc3ae0e3a3f45147e, 0x9cdf2086446350f6, 0x5c64187fb4afa261,
        ],
        [
            0xd06e47452a03a61c, 0x507868f469070574, 0x2ca17442baaa9dd0, 0x855ec305b3249d23,
            0x5dfc6eaac65dfc07, 0xd332f74ea17e4496, 0xf543cbff9b42fb4e, 0x0dd85d2ec5f01c17,
        ],
        [
            0xfd923337dc2d00ed, 0x5e14bd67cfb23dbd, 0x1e9537ac6e6d9ef4, 0xea17390a0eda4c13,
            0x4659543960ce6679, 0x888a4ecce0104b96, 0x01dd356c41b010da, 0x4006f0c16063ff13,
        ],
        [
            0xb3d1029b3b2d0d27, 0xf68ca9f8bf67a60d, 0xfaf55c32ae807f4b, 0xc52177eb6da4cb29,
            0xce428f2fead95cec, 0x1d9b20292226fabd, 0xe14ac13c0d90a0d8, 0x9928169da6e7e8ab,
        ],
        [
            0x3822c5a8ae3b6694, 0x6cedd7f03ae6beb0, 0xad3bd34b6ed98e65, 0x0184c3625b32848d,
            0x2fe310d18dcac9d8, 0x33980b2abf513f78, 0xa4f662e1c45dec2d, 0x12af6b7dd7dac11d,
        ],
        [
            0x6df0d9f73aaa138b, 0x63efba0bef786cd6, 0x7943ebc18c4671ff, 0x417fe249d3c3ae28,
            0xd1c91b334a1ae869, 0xc19dafdec05566af, 0xc20a5d29f0fa9e57, 0x023589d7bcd23e38,
        ],
        [
            0xcf07141e33f4cbc8, 0x800ec02b8ce55a4f, 0xc5bf248e76803b98, 0x5a4610079f8e5c00,
            0x0163f472f6fa4abd, 0xe19e778ed658b2b0, 0xf19c7a81dd8615d3, 0xf898ac0cd59c678f,
        ],
        [
            0x006eb88061aaf231, 0xba79933b8890aa33, 0x1e6f72a802ea666c, 0x7e10525ec14e21ab,
            0x9440832dab54cea0, 0xcc5ea774f3935cc6, 0xf2169c97bd536df0, 0xf7b0107934fb096a,
        ],
        [
            0x38078444ef6123aa, 0xaed12c7f7e15ef6a, 0xd9216058751adb3c, 0x976994fe70d5f7bc,
            0xb386e67510994d85, 0xf04c90b0ed5cfe63, 0xa927419d5e0648f5, 0x046e478e9e48c2e7,
        ],
        [
            0xb00c0a481f32d706, 0x0618cca4746a0678, 0xf150d29a3095bfa2, 0x3ce4486abab3fbf1,
            0x40b73637fc7fd9e4, 0xedd15643cd61e89f, 0x88efd046b1094906, 0xe775408daae37852,
        ],
        [
            0xf6ab77b3cef57be6, 0x03a58b7870fb1627, 0xe7dd89b2bf44f384, 0x953ef5fe0afe76e7,
            0xbfba8f0010be0985, 0x9acfe398661f3710, 0x607043218db06280, 0xcff1f75e999fc24c,
        ],
        [
            0x7774f4fda07b7447, 0x2eb889d0b28ee199, 0x1ff74163066e78da, 0x0546fb38952f31fc,
            0x0bfb93d360212456, 0xc796e25de0621182, 0x1d1816611f4c304f, 0x12368b2607cf177a,
        ],
        [
            0x1221195a076d3c3f, 0x7d62b154c432d47e, 0xef23dc668b3ae927, 0x6490fd25277c44c0,
            0x083cd776ce27d016, 0x4555c3ff985f75b4, 0x5067eb3b6d2912dc, 0x340e6c513803e644,
        ],
        [
            0x8ad0772c02da6e03, 0x4c277df908cad603, 0xce991e193d696f4f, 0x42ca15ab9f245041,
            0x836889fa8c347793, 0xd66e85a68106bea7, 0x647ce4d1fcb800ee, 0x68d2ef26c81c57c9,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0xb1a6973eecb94266, 0x80cef0fba7d4df12, 0x421439a4518da318, 0xa576df8e23a08411,
            0xee8be11ae1b28ec8, 0x432e10a7f514d9f3, 0xc92b97afe58cd82c, 0x40a6bf20e76640b2,
        ],
        [
            0xcec5725bda704896, 0x6f3ba063c9acfb8d, 0x546520867be71bae, 0x9e5dcc62ef3b5a3b,
            0x48f2769dca82c835, 0x79605d186030f512, 0xa5fd3a2154c76122, 0x6fedd12ddb925f3e,
        ],
        [
            0xb68aeb58cd9ed6c1, 0xc24e745bc3d593d6, 0x80bfc187705edd0e, 0x0328336dcb74f53e,
            0xdec6ebe6f8fafeee, 0x265bf4df25cb494a, 0xc46d5943a20d7c8c, 0x71a8983812fd9f28,
        ],
        [
            0x953ed58744bf7ea0, 0xe33625a05cef5833, 0xf8d6e9f976f03b20, 0xa7de08375b8745ad,
            0xe04c05539bbcabaa, 0x645a47c0febc5aa2, 0x2104a0b334888e9a, 0xa63d96b057ada5e5,
        ],
        [
            0x919a9a8d3235983a, 0xe38a1037013bceb2, 0xdc63926d70fe1531, 0xce4f4eae8b911c54,
            0xecfd6b190d3cdecf, 0x526c65228ebf740a, 0x3eade0249e707543, 0xf3c9f973c390fbbb,
        ],
        [
            0x6b75648a66da57e4, 0x98c4996efdcdd9f8, 0xdbdea2a74631bc1e, 0x690cdae3983918b9,
            0x2b6195b4933f33bb, 0xf863d8fbce95a3d4, 0x7a9fd91bf595894d, 0x840adc79677b79a4,
        ],
        [
            0xa6daab6655b0e6c9, 0xdb5ff9cf786e4c89, 0x78e28fb36df8bcbd, 0x4dbebfa54b986222,
            0xe94a78555eb2cc25, 0x589311b2bc504efa, 0xf45a626e6e2229f3, 0x10fee7b03c913aed,
        ],
        [
            0xa9f8fa104ad916fb, 0xe68065fde949e4a3, 0xc13c35ac01cff4cb, 0xc266658e689080c9,
            0x56aef52ba0887814, 0x6b8fecdfeb611388, 0x0f798170b24627ab, 0xe7e8593854e7daab,
        ],
        [
            0x64e01a11a5857295, 0x69c8e47f03433f01, 0x8b2e118fca1ca120, 0xa42a240bfef45c21,
            0x56b377feca7eb9c1, 0x27a1c22cd1519395, 0x67a6b22b24dda4c4, 0x3aa0b3f261005d45,
        ],
        [
            0x269bcfd6005c5b40, 0x150b96879bb9fd1e, 0xdaded382e8ccc3df, 0xa4b53cc8bf53cd14,
            0xd1f5ed16d1c61bfd, 0x199cca9bf75259e3, 0x4495ca003dfda587, 0xceef08ce83005b80,
        ],
        [
            0x2220ff556fcdc098, 0x550ae00f6ae46803, 0x7a7f1f86c0c499c1, 0x34e12b2f96fb2226,
            0x64cb1ade6a7474e2, 0x04df5130f19883f6, 0xd974cbc8417972db, 0xa64ac2ddd7b5d322,
        ],
        [
            0x5f9898aa5cfb8036, 0x3ad09a92c0da3508, 0x8ae117dd1fd67e83, 0xcff62751fb1647b4,
            0x843f3b5a24f59de0, 0x78a589d8f6032825, 0xc5fe34b5886143c6, 0xcdf4ed26bd542d1a,
        ],
        [
            0x1cd6eb5e8f173b92, 0x3b7e72f4169fb761, 0x9be31a218f4d6568, 0x10f4d240d9bb91f2,
            0xc902006d633146c2, 0x90bb769d1486adb7, 0x211b25a5a33908ba, 0x850e2d95091753ad,
        ],
        [
            0xee6660edd04393d7, 0x869dff2567749de1, 0x4317f893623573e3, 0xdea1fc018a78f3b8,
            0xbf97d4ef95710ccd, 0xaf6def9a2b79ccbd, 0xd3bf134ff6d66e03, 0x4f6549cc942e5c50,
        ],
        [
            0xee6fd1d9a8d84958, 0x6a11deb16cacc5ca, 0x49f19b976d40cc86, 0xe846e80b69b677e7,
            0x40c4647b7882cf9f, 0xad51a33671e0c1a6, 0x41dbd9104798b76f, 0xa29cb8fc894c7e25,
        ],
        [
            0x8f763889be58ad71, 0xbb30d1f5cf9a3a20, 0x0a05fe9629de8c38, 0x7778a78c28dec3e3,
            0x3b513fc1fd9f43ac, 0x87b38411ff24ac56, 0xf7098e12f2ff5800, 0x34626d9ab5a5b22f,
        ],
        [
            0xf32af9574c3824b2, 0x3de426342293da68, 0xaa64af8b989dc8bd, 0xff745a21410aecac,
            0xa9eaac4bd8194604, 0x3d187f1580c280ba, 0x3bc0a60180b48a6a, 0x3ebbf1d09566b626,
        ],
        [
            0x0648b28c407ab66a, 0xe5f797cace71f957, 0x79911ebb6ff1044b, 0x816dc1a6598cfe9d,
            0x200a54c28cbf5e53, 0x1b0813f9cfbeb82b, 0xae7901c2e1a672ab, 0x468eb3c9b874b451,
        ],
        [
            0xb624543ea7aee248, 0x027270e463fdf3f6, 0x6f310052feeef3af, 0xe664e5761e6e9da3,
            0xfcbdd9bec69388a6, 0x93b68544f2582905, 0x42c2c74620043ac3, 0x1713c7ea518d0a97,
        ],
        [
            0x424922c02a143649, 0xd2ba7e2b1a1680e0, 0x2899eed6ed1874f0, 0x449fa5015a9e7c14,
            0xa0622b47e5f7951c, 0xc4fd2dc1a29c725f, 0x82bc84bdec761c2b, 0x4f2b3d9f6f0a4044,
        ],
        [
            0xa3b06fa5ce895746, 0x486d794306a4e04f, 0x45d985b7b371e846, 0x0c954300eed1c7f7,
            0xe3ea907cbf1c050e, 0x71609c09dc94aecd, 0xc6f8a744b6ca5957, 0xf0e69c83a5357a29,
        ],
        [
            0xaf0779f7e3d4baaf, 0xafacfa6746302341, 0x46374f852b326382, 0xe2c4355d8a5a627e,
            0x712593623b10ced5, 0x3b87a2a1d4f68f8f, 0xbca97dcb983b76ad, 0xb48abc0be043b2aa,
        ],
        [
            0x3ecfd0c06187da97, 0xd931b35f0c73e927, 0x9e158cc6942f7c1b, 0x66ab2ead6440f8ab,
            0xc13c634f31ed1e2c, 0x765b479f36735b45, 0x2bcbb7b066c8fa03, 0x8bad378c710246af,
        ],
        [
            0xd769284ae0ebec47, 0x2ee04e631142ca23, 0x761437a64dbb4ea7, 0xe8b639771d127df9,
            0x5ca9e1d72eb3d8a7, 0xbe0e62da5815fe03, 0xae71955797fff204, 0x5f382dfa041f2e11,
        ],
        [
            0xa4fe4d20509cbaf6, 0xf7182840997ea6b5, 0x4b3bc6c0daaf6573, 0x91c1976e0ddb2780,
            0x2a334a1c73762477, 0xaa9f696207d1bb37, 0xf7f6ea8e5ad30b7d, 0x3f73f17d5adab013,
        ],
        [
            0xefba13c8d050a00e, 0x2ac2345426626450, 0x81807240c2b53ae8, 0x427323bb1c6cf806,
            0x5b5979581eb350ef, 0xcded74637738a72c, 0x6bd00a66d4c1c423, 0xcc7b102fb41151fc,
        ],
        [
            0xee012d8dda9c2cb0, 0x28a42123b8349a33, 0x617bc6a37aaee520, 0x6f34d03151b2bde0,
            0xede9872b28839454, 0xb14a26082da903ee, 0x4408fdeeacee9881, 0x3e7967d6790e605c,
        ],
        [
            0x141855f9d70d629a, 0x951bc16182c186db, 0x9feccc9ae0713d83, 0xd55d4cb94d62e737,
            0x942177c43524b8cd, 0x71b885498826ecb1, 0x62f6ecd45a4d2a10, 0x62ba37e383040303,
        ],
        [
            0xc562e4ee65f2deb4, 0xe8ecf0eababb3197, 0xe80ebf546dc97b49, 0x7344b634b34c06b0,
            0x85bb0976755cb5e2, 0x58bc2d67d338a49a, 0x7acfb66e179b1f39, 0xda391b97902ef018,
        ],
        [
            0xdae3f2ce3652fb3f, 0xdd7990b3bb9c27c7, 0x1b1849e8a8d228a1, 0x3b53938acc6d0b87,
            0xdfe25d909815a52f, 0x34bddb17c321a69d, 0xd7b4e88bba52fd6c, 0xc82d5debee1ec68e,
        ],
        [
            0xd8f063ce0d16c759, 0x0e8dceec1fca4007, 0xa8ba377d8fbf8de0, 0x3b4f43f02fbb0218,
            0x63ee1b7826ed4dab, 0x50920f6579585636, 0x868c17a951db78f9, 0xd2b79d0c74213fa8,
        ],
        [
            0xa7ea1c251073e879, 0x2cf16a5ae104eea7, 0x632f482d7f0fe393, 0xe7b9796b5ca006d1,
            0x38e71089baa89d98, 0x9cb5bf25eda98af3, 0xdf42102a737cc1ca, 0x12b8988c19169e2f,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0x865d722bf2628f0f, 0x65423daaf2aee919, 0xc2c915a24be09a73, 0x071bf01850876203,
            0xb57c5cbd45a1c334, 0x098f9c6a231c80bb, 0xe33600bc1c084ce2, 0x527aa15d504dcf4a,
        ],
        [
            0x6f6376dfa39620e1, 0x5b1911c850121378, 0x33a32e594c03c39e, 0x0218343acb9be568,
            0x5e0199f6506998b5, 0x443299a42f43c9ec, 0xaf3f24fd602fbfc0, 0xbea81d48970a50be,
        ],
        [
            0x7eaf0ec0df0a2a53, 0xd51dcab3f816611e, 0x3a83945743a9b892, 0x6f86518d07c3997c,
            0x1139a574733bfeb2, 0xbf54f772eaa05f35, 0x9b776ea95a709968, 0xd50af616fd4582f2,
        ],
        [
            0xb09eda9c06d903ac, 0xd5f96274e5ad7e5c, 0x63729fd30e7afd2e, 0x0928955ee637a844,
            0xc5180e935bcd091f, 0xac3d26efa8a8d83f, 0x27b78a13093a95ee, 0xc25621003d3f42a8,
        ],
        [
            0x99a3051feed714a7, 0x59fa52caa1cc8093, 0x5df24743c22461da, 0xb461e0f3455c21ce,
            0x06691c3c592dd73a, 0x516dd71e803b30ad, 0x1e820420bb0cf641, 0xed594fb9a66115fd,
        ],
        [
            0x679e19cbe78b4a0d, 0xe4fb60f27c8c9be0, 0x1cb3d75bb49c73ac, 0x2f9842eba6a3db4e,
            0x03532beeb3f39758, 0x8b8eeae76bd54f32, 0x2a1c9227164bb8f4, 0x4774d6930bdf5555,
        ],
        [
            0x604b281d22c67ba3, 0xf79a99293a4cb6a4, 0xe9ef1af03ee410f0, 0x41185877eb2dbc9d,
            0xc86f3d7c7c2d4cf5, 0x4eb747c845def112, 0xaec2b66ec8b870bd, 0xea36a5b15fb9b006,
        ],
        [
            0x231047a60f59dd9e, 0x7ce5e9c55b58f0e7, 0xdad163b04cb18ad6, 0x4f89bdee3771d350,
            0x1016ae320156b049, 0x1e4882506638df5c, 0x5c4baf4c043bb247, 0xca7952d5227a1f69,
        ],
        [
            0x56add0718b97165c, 0xc2ee630e1fb58ca4, 0x35ddffb43f4f6133, 0x8c87ebb2c8e63339,
            0x08a500fdd1e199a7, 0x3a5a4206d6970941, 0x6c44dc302d5824e4, 0xe4ae60130ca4a683,
        ],
        [
            0x7292640d29510403, 0xc4d35a53d38db98c, 0xa2b5126149ea08db, 0xd08c74db94a6dcdb,
            0x70d0cb0aecf8658a, 0xf5f0cb22e8cf37f6, 0x2c1d0efcb28156e6, 0xd87b1fe8c83a67a5,
        ],
        [
            0x91f4022d4b843e7b, 0x5a8911f9c6de9549, 0x74fc3a6e4f08dd87, 0x9a1fd5a815f8cff9,
            0x56d65dba18d785ce, 0x782debe3f631ea92, 0xb4b9d7ef0f10867e, 0xa9ffbd0e51385b17,
        ],
        [
            0x811128757874b839, 0xbe4115b3953d2b41, 0x053df0dfb230b6ae, 0x3e03b81fc0e1e5a8,
            0xa0c1ce567c0594ba, 0x7de5c5f0fdab5b8d, 0xc44f660757198f66, 0xd13ae163dff07f42,
        ],
        [
            0x328f25e10306a8c9, 0x07ccebf9ad21bccc, 0x33396fe8f0f8d086, 0x79aa778dcbb4f46a,
            0x777b7526ba879f6c, 0xc889ca832a3219f7, 0xa7cf30ac136353f2, 0xe036d59baf8edc3b,
        ],
        [
            0x878ee8793c816729, 0xbde44d9a85f25370, 0x7ed00718b061d3e3, 0x7bf2f69fd235f27d,
            0xf327f16e30819cd8, 0x4fa65a183f20959e, 0x51e821b84fe366f2, 0x0318006f0feb147b,
        ],
        [
            0xd4b73f90fc8d5d04, 0x4369570d36aef42a, 0xcfd1a2f7d452ee56, 0xc296bd13f65dd194,
            0xbdd75f9faffd2d7d, 0xd356d82828a1a8b7, 0x8c9fa5e55fd4f8c8, 0xb8cefec52eaef0e8,
        ],
        [
            0x529c314cfff01197, 0x94b668f079a245bf, 0x0c396baca2c3c4c9, 0xcb9e8304cae3c5a8,
            0xc334e0763b989c1d, 0x41b2d18c015e0a24, 0x127258cdff088917, 0x62c7d2801eb80e6a,
        ],
        [
            0x1bbbdbe54d47800f, 0xce2446f2b43f550e, 0xc5ed96421babfb41, 0x864c7e434579479a,
            0xf9db9b39d18242bc, 0xff8cec27cb731160, 0xf06530ace54e0281, 0x7ad25c081d44ff4e,
        ],
        [
            0x66ba138824411597, 0xd45a363d65f4aac3, 0x51887f5818b34e8c, 0x3a0be8259312bbaf,
            0xbbaac9fd6bc46926, 0x5d10aaa3cbe45776, 0x86fc52cea183eef7, 0x62808c51ad0b37e8,
        ],
        [
            0x66ce5e2c3ad2350c, 0x667da21613b3d109, 0xc0e302c98d8f48a2, 0x5bab702da67d46a3,
            0xee19178925e7bd35, 0x352be8abc13a2e6c, 0xe96174d0db89220f, 0x3dd6e729a410207f,
        ],
        [
            0x3a3f78e68357a513, 0xf151bd1345b3023f, 0xd62fa283aa2922c5, 0xe662c0b7a2f4492c,
            0x192a201ca017d07e, 0xd8035cd625538d89, 0x05dae208a121a419, 0xab0b193ce6124523,
        ],
        [
            0x72278a5a9e5b52b3, 0xea5a115a4557c6c1, 0x8eac926d2e34b2f4, 0x43f29aee7fdbd5b1,
            0xe6313a914972c2a2, 0x4d11280f3615c0e2, 0xa211228314dbfd61, 0x1395216053896338,
        ],
        [
            0xe5817b29f9eaf04f, 0xf6d8aef96214908a, 0x90760720dd75b93b, 0xa9d71a421346c256,
            0x968038dbb24e55de, 0xd4909aa3f20f232c, 0x6be51a6fb4e0cf20, 0x36841be66d6c057f,
        ],
        [
            0xdec37c084745723a, 0x0accbfdc82d26fc2, 0xc16cc1087c2a6d93, 0x7ead53604ae61c6f,
            0x16882e6d9fedff2b, 0x163ed9567be13b4a, 0x78799dfb9d6ee221, 0x8d1408ef9dad4190,
        ],
        [
            0x9bae90d3b9a7d197, 0x5e83a8c188ea5945, 0x4778ffe0a22c234b, 0xc2c58a54280df639,
            0x4e41ccbf89eeb5e9, 0x0a47ec4545ad8248, 0x573041ab62ed39a6, 0x72ea3288366e0927,
        ],
        [
            0xc3e3ec1a8ebec2c4, 0x1290d94232f8f539, 0x1f43551396c09a28, 0x9ce952a0449ff206,
            0x1f7871890e29c34d, 0x98e4f70dd2008f6a, 0x7c519dcad7fab061, 0x95cfb35ff2b2d0ad,
        ],
        [
            0xc455a996993de4f8, 0x9583f48dc16ca6a1, 0xad9d60e1dce63d97, 0x3b6515354424a6c1,
            0x6d9abf4f1912c298, 0x52bed237a81c1ba0, 0xc4e6f545b10df34f, 0x93063d43533047af,
        ],
        [
            0xf6a6776986f5e35e, 0x97606c0fb02b80ae, 0x6d024e0df1d16244, 0x1def3c1c723e3acc,
            0x08b04366839d5827, 0xedc74fce55104731, 0x4becee7e43f4e7f7, 0xb85c626696d0796a,
        ],
        [
            0x4995f7efdf37d242, 0xc29feca6079c14b0, 0x843862c7cbe3587d, 0x40bf80b1c94cf6cb,
            0x3d1d8279a6405088, 0x74321eba42bd3558, 0x4f53fe9b1b26fe12, 0xb579dd35d856aaf0,
        ],
        [
            0x909f5d9861af0d00, 0xef235a93f4ddff47, 0x7c80081352569aba, 0x64daf3ed53aeda6c,
            0x71c1d1d86304021b, 0xbdc1561a8c83b501, 0x1e59d774ec8221ca, 0xec61f3e8f552a7f8,
        ],
        [
            0x38161f72709e981a, 0xcf54298b6ee53549, 0x7f0407ec56b5a75d, 0x28d747c4081d6596,
            0x67e1ab92ba560007, 0xf7f245b93b6ad24d, 0x7c70cbff32a7c416, 0x1af3a6aca5b41f88,
        ],
        [
            0x4a4fd6ea7b235b43, 0xe7c2f37e7d35a5a3, 0x899f3e71cb236790, 0x10c133ad7ceec0f9,
            0xbb97a14037baffe0, 0xf0fa08f21abfb47d, 0x2208e02d6f804be3, 0xe7ae2c008d98b4a6,
        ],
        [
            0x15f9ffc2508d2cc2, 0x8e0beed47048c58c, 0x3c8cf2a410730dc5, 0xe2f349b0f89c69bd,
            0x7e347bd8e0d4c04f, 0x42344be8e09cbdb3, 0x81860aec760215ba, 0x1feb2f280f827237,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x27aae75163d82751, 0x5645b4a907ad3545, 0x399064f3a0e3b285, 0x85d0fef3ec6db109,
            0x82c237a24eb1f962, 0x3e8751e968773315, 0xe29d496e582cf566, 0x1f03648413a38c0b,
        ],
        [
            0x56356d141d5fcade, 0x68b482e009711ff7, 0xf607a6cfcd11df04, 0x6b790f4b19a4c4f4,
            0xb6fff86fc338d3ff, 0xa83fa5b47be26b0a, 0xf296661f9cae09cb, 0xd03a981b2ff9eb3e,
        ],
        [
            0xb9955061ecde4cf3, 0x9340e535478a066a, 0xbe7c2d26d15d9ae7, 0x384dab4ac11422c3,
            0xb7c796b2252d0566, 0x1f430a339751ba73, 0xbfb4ed6da2b4c6f0, 0xd6e3c5bcd1b9ca43,
        ],
        [
            0xbb0ccdabe3a3e0cb, 0x3d2479de85978be0, 0xc162c367acc4f8fe, 0x41149b2c2d7ebed3,
            0x70e92e98339033a8, 0xb3ec7805ef490f24, 0x2b415c9b9902cf28, 0xc90d5b92db7c3054,
        ],
        [
            0x98af3e921e5238c2, 0x40355f5c380ecb8b, 0x41b1610b4e82ed48, 0x14f0ec0eb7d415aa,
            0x6e86a34792f07922, 0xd25c00d80304939d, 0x921fc73e3842747f, 0xab12d53dd4835d80,
        ],
        [
            0x8a4366a08a972627, 0xe192160402521e1f, 0x8198c1efcbc441a0, 0x8a31870949bfe15c,
            0xe7b47b5646bb8af9, 0x1744365ac3efcbcc, 0x09577ed28587baa4, 0x64bb7c8768f7a64d,
        ],
        [
            0x8f6352efd543e94d, 0xdd1302a756f98e18, 0xc41c34678a5a0dda, 0xeb42f3bb782c287e,
            0x40559de445924d89, 0x4cd8468de60d6d42, 0xc9a0dd572fcdfb77, 0x234a6d074f25d92d,
        ],
        [
            0xf8dddd28e3f3d3fc, 0x664a9b8205c29ceb, 0xfaec3dfe2872a7ba, 0xd1fad4fa4e7c849d,
            0xed22343c50f3704d, 0xbad37131eff37326, 0x5473f70e858b7818, 0x8fe19714a348fdfe,
        ],
        [
            0x0324e5b57e19aaed, 0x459bacde8c667327, 0xa9eec02f6e06a920, 0x1cf138ca516820d9,
            0xc136ea5d692f400e, 0x479eef8fefc77ffb, 0x5f4372a66b6dde17, 0xd6ffdaf3171c6386,
        ],
        [
            0x37473ba2e0ba68dd, 0xbca7c9438c7ead65, 0x7f266838c1dad312, 0x05cbeaabfe2b7412,
            0x94229f327dd03959, 0x7f3d96705de533b5, 0xae9386665506efa0, 0x13ca23b6fa90156e,
        ],
        [
            0x5f6c0e9fb6a8aa39, 0x37a6637b4a78fac5, 0xc875a096849990d9, 0xb58686be5f40d412,
            0x8fc7935d2b493c1f, 0xabbdaf98e6db347b, 0x149478d454c0a91d, 0x5632d54324c78c2c,
        ],
        [
            0x9a544c67ca3a1550, 0x801da99f8effdf27, 0x2dd30976e1f8b751, 0xebfc69ab34055741,
            0x51f42bf641362f6e, 0x7983c818e68c0b19, 0xa3df199db7f4fd07, 0xe2ffe8cdb99cb540,
        ],
        [
            0xee91ebe3b03b4cc5, 0x572831ba5a1c77c2, 0x67b5bc4fe7f3a802, 0x5fc19db06b8bcc2b,
            0xa3b39fb865b57c28, 0x9276f503cc087ec4, 0x6ee2138f9a3a5ef4, 0xec8e84c0ec98c7c6,
        ],
        [
            0x48bbf38e5e8d319f, 0xe66aa5616d4418e9, 0x1050b65337aac980, 0x6ce5c350ce93a866,
            0x08ac6bd795cf513f, 0x2da8f2e00ec53783, 0xbed3e3e8cbbe23f1, 0x950d0026e2503c85,
        ],
        [
            0xbb4b857d4cb38cb5, 0xe10b7fdf4d388948, 0xdeba8a40fd3eea1b, 0xb88fb70d42ede289,
            0x97bfa7565965f3d7, 0x4d4f3e1227af8c71, 0x6034bb994b35a8e2, 0xd6c736ad46ea3280,
        ],
        [
            0x8f5404824526087e, 0xfdfb6d8882da2030, 0xc1c9b6041798b85d, 0xff2b0dce97eece97,
            0x2c951e01f0c29907, 0xc7b7ed6fb90e2ceb, 0x8af4c4dc54d07936, 0x493d13fef524ba18,
        ],
        [
            0xa356f4c3a5a139af, 0xf568a7b83e923d02, 0xd75cefcaac62b87f, 0xc055d12b291f0954,
            0xcf619ede52255f98, 0xb71b17f1dbcc5761, 0x595fa60cdd7c5979, 0xca2145f73b59a0c3,
        ],
        [
            0xbd79dc1f786015f9, 0x26fbbff33b74a20c, 0x8942572eac3e720b, 0x5245936524fb434e,
            0x28a9f3605f34c0f1, 0xd44bb38e09f87ffe, 0x71ee6b2fd379a7c2, 0x54ac748917650441,
        ],
        [
            0x4b079a566d521b89, 0xdfd472233453d834, 0x98bfaeb7f2699eca, 0x165ed9f1764ca131,
            0x6f201768040774a3, 0xf624bdf8fd0ced7e, 0x1bfede08cefa334b, 0x354bd9dff200c233,
        ],
        [
            0x2930a8d62f360d65, 0x821b58c44d14c680, 0x0c0be532b1565fe1, 0x0ccfe0ef26108b52,
            0xaf9c164357adeffa, 0x4cc2baea15b7e732, 0xcb51fd156a55dedc, 0x7043e483a3323ce4,
        ],
        [
            0xd0a18e7c285f2f0b, 0x758d64d8cd85e0f7, 0xcc00253a1bdbf652, 0x8c52c254b945493e,
            0xfcbb7b059866a818, 0x1d4183ccaa657b78, 0x330737d9f8d768c3, 0x5a127c4da59a4e84,
        ],
        [
            0x8d3276cbd04bd5e8, 0x4ced772e8e8419bd, 0x7f855ddb892a9436, 0x15a945778ff32dfe,
            0x37b4f8a5976c5322, 0xd0eae51e8aa51cc3, 0xdc8991fe9cfd503c, 0x6d12a07cc7b18686,
        ],
        [
            0x7a3917875672e213, 0x9c471c901784d534, 0x0d241dd65c508807, 0x8b94293f743c02aa,
            0x9520df6b1854eba2, 0x177223ea86be0430, 0x6779149a158edf42, 0x68e956b4b55de3a8,
        ],
        [
            0x5f8aea2314f24bf1, 0x8e55401e0ac500d2, 0xec77374bc34e7870, 0x62993abdb6b6d024,
            0x5d3ad431508d1b1d, 0x1d935302c948c677, 0xa00d2cafe33c429b, 0x86fb72b0aeae9b93,
        ],
        [
            0xd0e55eb4c28d6ac6, 0x65e8b81067da9b23, 0x439dcb64189a0cbb, 0x642b9df1d1a4436e,
            0x26930b5adeff40bd, 0xdba6938a89097c88, 0x28448dc5d1667ca7, 0xc896072ebeddc751,
        ],
        [
            0x7e0bc446911d8593, 0xe02ba2eb87c9a502, 0xc5dec272ba455fb5, 0x5c4930fc12df66d7,
            0x2749950623b7249a, 0x261405a571c21a54, 0x6d656654e79d807d, 0xdad86bba56fd245d,
        ],
        [
            0xcaab0d361467f76f, 0xd90adb41c25addd1, 0xfc9412167dd40d9d, 0xa05ceb904321f496,
            0x93a6bc5c9ffd0bc6, 0x20dd65d6aef6b2f3, 0x5d1a438b66568526, 0x5127b0ea893754a6,
        ],
        [
            0x6e5cc93c59e983c5, 0x9d062a9a14f65d7b, 0xeb297aabd6a39f2d, 0xf5ba9c7bf696ed47,
            0x5957b756935d9fe3, 0x1b24b5c4de89078a, 0xc3195ea98f21a82f, 0x4480f314ae868079,
        ],
        [
            0x382a874c9dacde95, 0xc20a9902d27b75c6, 0x16ae4e43bc6b7e78, 0x03484c0830b7369a,
            0xdd1b9604ac319e71, 0x0322fde0b29f8592, 0xd2d61b2ecb21b941, 0x846708843684d9e3,
        ],
        [
            0x7615092933a40978, 0x1643bef2b3268852, 0xc94b60fe86a5c898, 0x7b13e910d0265f41,
            0x85508067288365fd, 0xb37dc8ea9b335fff, 0xbd72af4dbd400192, 0xf1f26331c11aec46,
        ],
        [
            0xce21189774db9732, 0x37572b04e678841c, 0x608fe36b21ea60fd, 0x62dfa65360d0b5ce,
            0x7feeb8b14970e7a7, 0x1f1b0666575669cf, 0x2aae8fb241d0ae19, 0x339719e2a14e49d5,
        ],
        [
            0x3bd3a9af3149f8ef, 0x3deb5c4ee638b458, 0x78e29ebbecb1bb22, 0x2982dbbc5f366c9f,
            0x56e726b016c7a248, 0x095db99412e3ed84, 0xb9fa5339c7b5bc9d, 0xa61b5be9af66220a,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0x85289f612380441b, 0x60011f4580e17658, 0xb436eb590497db58, 0x1a28e5042af0c0f6,
            0xb05f606a8452af25, 0x04b3e75b46ee67ae, 0x7c78329a8976f0ed, 0x55779a7996c59dab,
        ],
        [
            0x2eef0e39621e30a7, 0x2edd5eb7985d8324, 0x1d250cc0bd3f2014, 0x0c8b83e9535f3060,
            0xbebf7beb9ff688de, 0xaacad237b987134d, 0xb850e3f17efdc854, 0x0dcc7077065fdac7,
        ],
        [
            0xfdb86c351b816b2f, 0xee0cb7841228ee11, 0x6e8165fe126c5d5d, 0x5a4d46dd65951a67,
            0xaf97aeb873e86c60, 0xb50e6cc5fb3ecceb, 0x0283e27f8f3dfcd6, 0x77c92396ca0e60ab,
        ],
        [
            0x780e5e2cf856e241, 0x57f1ee148cd6dd28, 0x9ed2b2e6301b212b, 0x827fbbe4b1e880ea,
            0xd605b68baec293ec, 0x7ff7a63186903166, 0x71bef2c67d1d1268, 0xc60f9c923c727b0b,
        ],
        [
            0x23a0be7a5fe3265a, 0xad143b754d6fe89c, 0x5fca7195816cb7aa, 0x8a643609ad0c6fd5,
            0x544de3f275d60fd4, 0x8e751238a15dab10, 0x54accdff0a8466c7, 0xdfbedc088530da5e,
        ],
        [
            0x304404c6f1ce59e7, 0x0676d39d4ed9919f, 0xc25d67c16db24e69, 0x1bbc2f79e6a1f964,
            0xd0532192379aa297, 0x6c8996f40f839618, 0x781db16fad1bc5a3, 0x281fcb4c8dd5f1a8,
        ],
        [
            0x7dd63d08f8b47406, 0xac8abb193c2f253b, 0x758d4f6535051a3e, 0xd853e3f4cf1d4ee4,
            0x28bfdf70bd7e817d, 0xcebe8c3c5bb354e6, 0x8f4e7e414b3c39c7, 0x42f16aee782ce364,
        ],
        [
            0xef6e44b70cb1815d, 0x60470a9218b87461, 0x3e2d7c8d576e6b36, 0xb77f12a7dce56b97,
            0x6ba3d2bc8e57dbc5, 0x4c42f0f91a44816d, 0x3f0cefb373cc2e65, 0x4b6f85b14f86acc4,
        ],
        [
            0xd088ad2367e59445, 0xef41d5b864d60e6b, 0x83f91511bf10d9c0, 0x524bbf47b69c497a,
            0xa036c90b579ae8c0, 0x37d37e4ab387b831, 0x74306d47318d2407, 0xfc240f8bf0fe6141,
        ],
        [
            0x187311b904694cd3, 0xecfe2a77c828c0ee, 0xb6c2117020e3beaf, 0x24a0fe9ba0fc2192,
            0x87ddfdad8cd114cf, 0xc70964f2bc78d7b3, 0x804a456c8b05dbc3, 0xbe9405c3a7b579c8,
        ],
        [
            0x39560d335e498899, 0x43ea781bb2708985, 0xc3becd7440fb2842, 0x82a6936b8e22c872,
            0x58a4495451734357, 0x07c4655e8e09e2ab, 0x3c601a339f2deb6b, 0xe3261e0f6388aaa2,
        ],
        [
            0x634485cb3bb80fa7, 0x3aa7da6bb7041388, 0xc0d1a06bd320819f, 0x0857e31f6308c2fb,
            0xbd98211f09366b2d, 0x172e37043cd7016a, 0x92d7cc9d1dcb7147, 0xf64393423ae01720,
        ],
        [
            0xdb1d4852cef8d04a, 0x64cc281de0ada3d0, 0x486ecb5c05be36cc, 0x8a09af26ae482c87,
            0x6dda610e50bc0b14, 0x2851c2906fab59e4, 0x162dc3b8a6ecc139, 0x57e75d688a316386,
        ],
        [
            0x570722fb1c529543, 0xf3cf742ce9987541, 0x157392063b88988d, 0xf7389bbd00e1131e,
            0xde04fdcdb6af0d8d, 0xa22b9c158d2e34e8, 0x869bcfe4573f0fa7, 0x83de5d1927a766be,
        ],
        [
            0x12b44c88cec79f4d, 0x92023479edf5993d, 0x35ed4f024c3e67ed, 0xfe92291c6d9cdcb0,
            0x1a64ed9bd5f8222f, 0x0129f6987014b197, 0x815daeeff9b1a2c4, 0xb390461c1f017206,
        ],
        [
            0x0fe5dad2c45565ec, 0xd858d8df4977c597, 0x47b308b2cb79f956, 0x48973b943018bf12,
            0x3b879075faed07e9, 0x511b3596580477b8, 0x6437bb3a01445af1, 0x761f75684f3cdc1b,
        ],
        [
            0x9c8f4e7036058a37, 0x06bdaa20d16126cb, 0xc3eeb172a354649f, 0x4d5d56186eca3669,
            0xa69019078beb5a80, 0x0c121e4911e084e9, 0xcf1a475062e274a4, 0xee304535350cb9db,
        ],
        [
            0x1196b73de1cd79c8, 0xe4e91dd36c4e967f, 0xf2af029fc0214056, 0xe80371650b75a654,
            0x2c8b06c54aaa9e83, 0x8f7931ae29a2fc8c, 0x86f72b2e98a57637, 0xb547cf40e388db54,
        ],
        [
            0x2cf1751febe46d4b, 0x6ba1ba3c746ea783, 0x8260cb51e74f47fe, 0xc316a9060a5fc515,
            0x5660d14512d36aef, 0x2f25495c1efd6b04, 0x2ad2c099a435a38e, 0xf0c76143aa586bdb,
        ],
        [
            0xf5d02c3a09c70e63, 0x9cbb8b78e753d496, 0x3545c655764a672e, 0x28aaccea56bd6004,
            0xb9f03882f057da4e, 0xf5fc59ce444da1e8, 0x67a89667c768ebb7, 0x2b69322ef81a0e15,
        ],
        [
            0xe8d5c5d1e33175cd, 0xd3d8b246f24b00a2, 0xffba7d0bba1f078b, 0x4828e4731a760d4a,
            0xf339644efbedd5c2, 0x89d9fcb7c780f5b8, 0xe1eeb4a485536ab7, 0x42e7574d7f5930f4,
        ],
        [
            0x5bc3dc813b243cf4, 0x570055a5c563964d, 0xae45da8fc3cba7d1, 0x9a1296d6235eb492,
            0x7a7987fb89b9e795, 0x78d67be8f41f061e, 0xb69b4dba8c27e55d, 0x7535253fc79f651e,
        ],
        [
            0xcc61cd45b341c12f, 0xe16c559bae4e101f, 0xc2686ed68957c91c, 0xabb5a444b8f5adbb,
            0x1681656ed7303b8c, 0xfa5212ce7e294880, 0x342dd2ad10a8aa00, 0x2ad6fc43429407ff,
        ],
        [
            0x33a00abe7b6d6cd3, 0x3416611d03893788, 0x81a69b8705652397, 0xea1266167f2b8184,
            0xaae62925f4f450be, 0xb1c9752debbe1a88, 0xaace112bf1145e25, 0x21a4e2e5078ee3fd,
        ],
        [
            0xd6fe24769a0b477d, 0x3310380a1605e914, 0x6f538d4c7f94d6c4, 0xbd05001a7c2f1b3f,
            0xfb37a8bcf403b462, 0x454f3035afaef747, 0xb17949b95e885d9e, 0x6c15a575106f2a80,
        ],
        [
            0x6608e53f1d667dc8, 0x018a326b0b761ad9, 0x4514a4253b54430a, 0x58a42933b8fe4456,
            0x82096dcfd2d6e3b1, 0x59870fec747b357a, 0x908248873e858fe7, 0xdacaa0de5dbb85da,
        ],
        [
            0x156da9b34fbf20bc, 0x5de033f3386d6bda, 0xe750826e8464bf56, 0x4dc79e48bd31c68e,
            0xd847d87037ae4353, 0xae03eb1d586385cc, 0xb354e7e13459e67a, 0xeb584274b9cfb165,
        ],
        [
            0x601dc52f73e674b5, 0x92d8f69ce7060aac, 0x45ddb2c9bceb8a4f, 0xa2f3b625a055a661,
            0xb0938c8e0e937941, 0x9222fa317c33fa53, 0x80044a90f32a7c4b, 0x620ea159614c68ae,
        ],
        [
            0x4eaa156ac0dad4bb, 0xb7aa7f35a36d2ecb, 0x0bc6252144d36a86, 0xdd3f0b114096238e,
            0x0e374cfc488f0123, 0xc58add464c91c0bc, 0x412258cd7e7988eb, 0xf2891b5f65ecdf67,
        ],
        [
            0x6dc2602269dded2c, 0x35cb18553bfe9ad6, 0x68e8b1a1fd023888, 0x1ecb424122b691f5,
            0x87f9ab9d71eb2b93, 0xfb6252434826eba1, 0xb511462453f680bf, 0x2f6ab8f1b1f3e114,
        ],
        [
            0x2ca8f683549ee769, 0x49c11acd6accd751, 0xc39a1a892d126848, 0xe993d85990998427,
            0x4ea4355fdc7fae95, 0xd713208e224f267c, 0xa11e4b8fa1ea3fa3, 0xd79651bf682f9364,
        ],
        [
            0xa4d4d742bbfd71fa, 0x0b775a265b4527d4, 0x6d6972728a704c17, 0xe931258e8eb5559c,
            0x3d9bd0d3174d3307, 0xb3946ce1bb5e35f3, 0xe85eb4169c954b40, 0xfb1e33364c3fdee0,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x7f3b58fa2120e2b3, 0x7a58fdce7f47f9aa, 0xe7be4ae34ce6e521, 0xeaa649f21f51bdba,
            0xd47a5305ba5ad93d, 0x01a6b965f13f7e59, 0xc69a80f89879aa5a, 0xbe3279ed5bbbb03a,
        ],
        [
            0x53dbc1cc1fc9b0a8, 0x9e337b5c705f3db4, 0xc2623ea5002279ea, 0x3adb9db3beb997ee,
            0x61ae7975f05bbdda, 0xaad9c8f9870266cc, 0x3c774de07c095ff6, 0x374e2d6daee74e71,
        ],
        [
            0xf583fd3a3f2e070d, 0x29aab71cc52a6a98, 0xf48731c3b85047e2, 0x4b72a5e9042f4abf,
            0xe44ba82ee96dd780, 0xb0b465ddd2948c3d, 0x60277bb36d0f3c10, 0x599e1d4e1d6ae1cf,
        ],
        [
            0x054e9e0c90ae86f9, 0xfefdff56963e7caf, 0x7e10955e56c5fc69, 0x129e53ac428e9cbb,
            0x822efdcd1e89c85d, 0xb2a232fd16b3e01b, 0xb2da2115b712183f, 0x415ecb958aee9a29,
        ],
        [
            0xe9ce7fd84a02591c, 0x3ef54996585125a1, 0x85a6bfbeb5e1fd61, 0xa9fc93fc6539c8e2,
            0x790addef69bec2dc, 0xca888c415fcf7253, 0x3e84c17a1a9165e5, 0x9c2ce739dc538717,
        ],
        [
            0x428700a0f85912ec, 0x27f9ca04e4609113, 0x6ab499694aaf0543, 0xaa7121d4e3fb5b78,
            0xb114cb264ae35978, 0xfee134a8ce056cbd, 0xc505266b96a2edeb, 0xc690f077dad09509,
        ],
        [
            0x11006e0e2d968b59, 0x09a28bae13cbbc2e, 0x6a7d7ac1209b0277, 0xc940017c1a6f9f0a,
            0xfefd76408de572fb, 0xe2842cb64390c9c8, 0x13b8a1bfa5b5742c, 0x39d922500c9b8620,
        ],
        [
            0x922243d5e855b8da, 0xc756267d12894711, 0x5b85ecb6aee10956, 0x60144494c8f69448,
            0xad500590f34e4bbd, 0x543955c27e3f2a4b, 0x9e8be1fd9132e65b, 0x8bb5d669f681e646,
        ],
        [
            0xa2873335726b3332, 0x310388d073ee5de6, 0xec6793a5f70bf8e0, 0x1f84bb9d7eed0024,
            0x554428a314e8d52e, 0xc2bcce2d436dc3a2, 0x2547c27f75b9edf0, 0xee726d072bca9ecc,
        ],
        [
            0x9dd95979b1972bcb, 0xc2f22e3e241ecceb, 0x8f68e0213eda1776, 0x3df2d057c8bb9f02,
            0xb2822cd3d65d09df, 0x1b91449680194771, 0xd6e6b23b046a684b, 0xdc7eb1c640c86eea,
        ],
        [
            0x5cdaa54acdefa98e, 0x7248446811ac2799, 0x6ca8157b3991e9c7, 0x0f13e0890945fcd0,
            0xc08a7769be286767, 0x287e705e16ceaccd, 0x35e3f8b0a7b362db, 0xadd521f1764e7c50,
        ],
        [
            0x1b806a24ffd292dc, 0x775e2680b17714ce, 0xba48070d37bd79d9, 0x4b9915533720f934,
            0x433a5ffe57095ca6, 0x938323c45b376afd, 0x6dfc0a74b5f01f57, 0xe327754961103a22,
        ],
        [
            0xa5e1c03be9f59b6b, 0xe9b38c63c1888e2f, 0xb3728a1d2d5826d3, 0xdde191a551ddec7d,
            0xf6ad962926cb1410, 0x8b5738bbe7154fec, 0xe0a757d61c52e14e, 0x5b2bfb78028275cb,
        ],
        [
            0xeeed1b3423b43eeb, 0x181c9401bf81184f, 0x7ea4825fff359c5c, 0x83c403979eb95e93,
            0xaff34086d484fb51, 0x95b6bfcab553fb40, 0x0bfc1e46d00d61b2, 0x29575ff2437cee3d,
        ],
        [
            0xb68c55fdc9c6b699, 0xa86f57356be46871, 0x5a16d7bf97b41682, 0x5fab012eed836f7a,
            0xb1732152c1c6c3aa, 0x90ab117fea883519, 0xe9ebb41130d62f7b, 0x2d9bfa70a3c3d144,
        ],
        [
            0x1e23632dda34d24f, 0x41b6d8f0c9a13740, 0x9391df6decf42ee5, 0xe4a42d43c5cf169d,
            0x3a7f7131deba9414, 0xe886eedfa8d8e4f1, 0x26fc99ccfb8ad34c, 0x4d9f92e716d1c735,
        ],
        [
            0xe2e3030c658b3a02, 0x0b7d87d063de152e, 0x9cea022618660d4a, 0xd2ea4290b29b6ba0,
            0xce7ea1a4444dda61, 0x7727862f7b5c4ee4, 0x752b305609a33924, 0xc0e01ebd8286afee,
        ],
        [
            0x3d07aa833166d30a, 0x35637c4f77c340d6, 0xe827d5edb2f28974, 0x8a03862645d6f794,
            0x055156d663191e94, 0x1e0215d93ec900de, 0xf73ef94fe7e1651e, 0x57e01f3fa09f2380,
        ],
        [
            0x6f42163a6723d62f, 0x6d4c08cc14497d91, 0x68789b358dee6eb6, 0x0e383a79bb0e1153,
            0x3570c9feedc36bf0, 0x647ea208fd159f6b, 0x89cc98425663f583, 0x9bf7e3a50bd14e24,
        ],
        [
            0x4126a32f19859745, 0x262deb03fad47d60, 0xceebf70ca4e9c9c1, 0x5a913b3b24132d9a,
            0xddfb536c48a4e8ba, 0xfdc78a1d89d314a0, 0x4f3432e366af7c67, 0xd45062789bd542fe,
        ],
        [
            0xb03a9c721e4e7b84, 0xcdf87352f7db71cd, 0xb6c3291900378ebb, 0xe4ea7bb2342ad69d,
            0x9468434174e304c2, 0x95518e21e77a2e1d, 0xd70856a1d8dc9f55, 0x82602ee71ffb80c2,
        ],
        [
            0xb09a0cc475a155da, 0x2a162088e9b7dfce, 0xe1ae9dde6e27ced1, 0x927de253e1e550cc,
            0x6356b418e469a0a0, 0xa22d13709329a1da, 0xf1c97a361df7fc91, 0x80cb00f21cd982bc,
        ],
        [
            0x58d887888b35f46e, 0x04281ae003cddff6, 0xd4c80f7f726426de, 0x90c48bfad1ed462a,
            0xadea4e4d13fc72a4, 0xf24fc4d8ac397c52, 0xff6f49b3b8d85d37, 0xdbb19e50d4ff6a68,
        ],
        [
            0x4a95838eb84da233, 0xcf4f0da811f362cd, 0xa209bd338ff36ed9, 0x1eb7cb4d971e5316,
            0xcb8ea55317c43f18, 0xa336c99981cf0ae9, 0x826f3bcd0bded0ab, 0xd984328ae47c84ff,
        ],
        [
            0x177b5e04c83e91a2, 0xf178d60ab04a1a42, 0xf93341bfadbb10d2, 0x71d918218e7e6e7c,
            0xef747708b82af73c, 0x4d778f30fd42bb66, 0xe6fada8528cdf86a, 0xea1b8e3cf14604bf,
        ],
        [
            0x4cbd2592003a5adf, 0xb321f98613bc32eb, 0x9b9c862c19a2745a, 0x73d10c295cc794f2,
            0x73c7884c8040da99, 0x4aae085037e55914, 0x10db58cd698e351d, 0xe180c2f933ef0c72,
        ],
        [
            0xb0a48f183b187c0a, 0x057b6dce62870511, 0x2a0ff1a998ef4c28, 0x7a9739a7cdd5ab82,
            0xbb0cda53ccebb918, 0x7540a7ae4518d2e6, 0x189ccafb29ca7f17, 0xaadb1401249e33b9,
        ],
        [
            0xa80a7878bf8abdd9, 0xf1a36885e4c50cf3, 0x1128d0c79a69f4de, 0x7ab8451f1c13621c,
            0x7aaa75b8964d42da, 0x90044b7bd5ab790a, 0x1270678371971906, 0x877ae673546fdcf2,
        ],
        [
            0xd1c43bebb63b8ea3, 0x24e96ea00f319264, 0xa9042b833b814e5b, 0xab924910368cc38f,
            0x52928741ff571151, 0x538b67cb4de02aa2, 0x6d2a7ccd6c98fbe3, 0xe8e3f1b89b9c3bdd,
        ],
        [
            0x5db87e4f20375888, 0xc8f075822282595b, 0x6b48e963be682193, 0x6ec2c9f9de1e5a27,
            0x84fa1d5585643c96, 0xfdc6fb02193832a2, 0xb0954a3bad04fb04, 0x163f0ddf69557362,
        ],
        [
            0x9a2224c655ed205e, 0x7d01a9ba60d610d5, 0x125736c118ca9c90, 0x1456a4a4e10a662b,
            0x4f6db3d94c1cf476, 0xaac64c75f1464dc8, 0x7101cb5042771cb4, 0x1cacb75329794e83,
        ],
        [
            0x303f2ea33e8f62bb, 0x0553c562f7ae4d2a, 0x3ef0acf856c4ef4d, 0xfd6451fb84cfb18d,
            0xd0ad9086132c0911, 0xfa2ab492d200e83f, 0xb6fe7a5c1bc344cc, 0xe745ceb2b1871578,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0xfa1d1fb9d5fe696b, 0x0042e2d5dcf3c7a1, 0x716e81a06f9edbbb, 0x1eee207cb24086bc,
            0xbb45670e7429337b, 0x7a02062e0afd694e, 0xd2b196d12461c95f, 0x652cbd19aef6269c,
        ],
        [
            0x08d40f19ef94c0d5, 0xe1c0fc017c572579, 0xd465ab2c346e2111, 0xcc0ea33ea8a9eb14,
            0xdeabe597af452fe6, 0xf6074f266113f543, 0xb23dd203b5fbe663, 0xf9907a3b711c8a2f,
        ],
        [
            0x5f0c3b144e735a1e, 0x4003e0966be61fa0, 0x46b8cddad61202fc, 0x678ac7c0799b56cb,
            0xa363a5f712f7c055, 0x597fffb33d371457, 0x7a70ff3d57105e8e, 0x08514e33d9a5285b,
        ],
        [
            0x47173b9d4300bf19, 0x92b53576a88fea49, 0x54160fadab352b6b, 0x1ec80fef360cbdd9,
            0x671cdc1cc107cefd, 0x0146e77f6295a07b, 0x2f3a4958a7abbf5e, 0xaeefe93756b5340d,
        ],
        [
            0xe8fdcc799d8b1cf8, 0x8d5097a53b05f67b, 0xbeb9ef5e174200c3, 0x14c69833a17fe278,
            0xd97b90b0b404e47e, 0xb6d6f21f4a01da54, 0x3dbc6fe67eb1637a, 0xd6e159d7ed012783,
        ],
        [
            0x5c381e5d14c426d5, 0xb7a550f87a2adf26, 0xd4c48431f8dfa93a, 0x364c7519e08eb66b,
            0x186d472a5a5876c0, 0x168c4d5f147db719, 0xf1eb18b18d2d95be, 0xfaa8b59742c9fa52,
        ],
        [
            0xc7ccf163686192a3, 0x6000738a077eae86, 0xe099154ae66f71bb, 0xe71e44a4ec45ff8b,
            0x1739d0b4d42c271b, 0x9d605dea72fe37fd, 0x29fbb81129095725, 0xc909809ce68d37a3,
        ],
        [
            0x0dae805d414ff9e4, 0x8e8462f6ebd89056, 0xcbeeaa0344fc90bb, 0x5be7ea3519f04bc6,
            0x4030b07847e0bdbb, 0x0e99c6302119a309, 0x477f890f655ab7fe, 0x32f32ec3f638e605,
        ],
        [
            0x8e1ad4c62905c80d, 0xcab61d3186e1e1f0, 0x66f82538c8b989e5, 0x08b017bf1af46513,
            0x989c57dae6112222, 0x82054b1f96d086d2, 0x9848f4e155801edf, 0x857fd751590d8a85,
        ],
        [
            0x316b15305da7a18a, 0xbbaf27ee34cd4b9c, 0xde7bd2fd5920e8b9, 0x43449a4c423b0df2,
            0xea2f1fabc899c381, 0xfe21d8083a732366, 0x126a58edf5dae0a9, 0x5c92ad53af50312e,
        ],
        [
            0xbc2ef76b5f16415b, 0x736a706b0e9aff1f, 0x4e2f3909535d1b60, 0x036cf614ed4e33ba,
            0x50348ae895f1a0fc, 0xab88647397ec103e, 0xc3b470cc67e0fee4, 0x68c441105402aff7,
        ],
        [
            0x4b17cbbc52fea1f9, 0xc4ff0b508c0452b9, 0x3bcfddab67106531, 0xa6dc880a55d1f2e8,
            0x3b1c14e47bc345e9, 0x057b89db7e68f7e6, 0x038683a116acbc50, 0x7ef1a8547dc367c3,
        ],
        [
            0x7e742d959a37e680, 0x104dabd16fb8ba88, 0xae60d30c7bf7e1d6, 0x7679f11d9ae79193,
            0x23340ec1cb2c932c, 0x1804920c34653f30, 0xdcf903befec7345d, 0xdeaaa61e8bcd24eb,
        ],
        [
            0xbb1481fa9cc75bed, 0x6ee6e7d0f99f503f, 0xa59c6af4a7194bc6, 0x36c9ee80b336541a,
            0xdfe0523640cabc8c, 0x555f4394621b661e, 0x90e66a91e1a493a0, 0xb051cb3606ea726f,
        ],
        [
            0xa8b2e61de76c8dd6, 0xe99d8d0db6cd3c2a, 0x471985a98d82aa1e, 0xdae2482890ea09c4,
            0xfd23385235de3c98, 0x7a84e9082fa86203, 0x5e4c9b3cd74cac0a, 0x57814c8945da104c,
        ],
        [
            0xe3fb545f4ddb7bb8, 0xd50028649f853991, 0x0813fc8698df7f5c, 0x58f099116eae4e65,
            0xbdec73582e5b2d6e, 0x507ee4062d174302, 0x0d62ff7614638066, 0x7e07002aaffe111a,
        ],
        [
            0x02aa0192a9cd0722, 0xb2812a694c9ebf89, 0x1a00e9dc276d77a4, 0x76d34e9f8badac12,
            0xbf6b89a299c0baa2, 0x764fe15111ecbaeb, 0xdd36da70773e46fb, 0xbf60d90e855fb009,
        ],
        [
            0x8584c2f56fcf2820, 0x6c099ea36c1e7ef8, 0x79f44939b94e5fe9, 0x951e16520ad00df7,
            0x520d4c136109d5e6, 0xc9df52765a74044a, 0xc39360876d2b27cf, 0xb74abb22fb03b0fe,
        ],
        [
            0x64ad1b7849406acf, 0x8cd385e92396c092, 0xfd965923d9916005, 0x47b7d4a34807c963,
            0xc5fe6a8e87043f7c, 0x1e34970426e1619d, 0xb22701d8103cb3a5, 0xeedc109de725274d,
        ],
        [
            0xc8d40c3f06d6c9b3, 0x8c6c4ce874865637, 0x2bdc229c78a481ba, 0xfe6ba93fea424599,
            0x0c2c788fa948bdfb, 0xd980f1bf05c2e9b0, 0xb6bb41b345413b56, 0x7ee918d740539872,
        ],
        [
            0x88c4a0d1e45bcd21, 0xd461db6cc9e46935, 0x2251aac2f93ad1ed, 0xd98b852b4f6952b9,
            0xdd4858cc5f99c16a, 0x59ef42fd28d38615, 0xc3addcb8c137916c, 0x0a28762e3b75f56b,
        ],
        [
            0x5063d763f61b18c7, 0x6ce5bd150c911d1f, 0x95981bc61509c795, 0x9a5ccab280e2f8eb,
            0xa633fa28efe51bbe, 0x089925fdbdc2a064, 0xbcce618ff61151b8, 0xd80955f99ce14636,
        ],
        [
            0xe3e604548e541d9c, 0xe71eb2bc51c03bb0, 0x4b389372122596c5, 0x859491b9abe71284,
            0xc2353dcd7cd1152b, 0x892663ef0e1185e0, 0xe024b66eabd9be9e, 0x02848941725be2dc,
        ],
        [
            0x8b613e771c7985c4, 0x134bfc495b9e2b10, 0xe542842802f74c34, 0x2320b5caf7b59b7c,
            0x4ff4f1df4c2c6d44, 0xd96f10211cd9eb8d, 0x18c721b81f9bca93, 0xc79f943dc88be943,
        ],
        [
            0x1732bcb7616449d9, 0xbb93767144c5dda6, 0x976381d33a7f84ab, 0x93c5b32759e9af6a,
            0xa1f0748828518b57, 0x8eb5b47bfb5aa532, 0x344e3b15dd6cef6f, 0x74bf21db199bfe06,
        ],
        [
            0xb482b3b33f33a92c, 0x1701b9f89238bf92, 0x35082901c3d645f8, 0x80e68aa049bc14e9,
            0xb18a96ab21ab5ec8, 0x5abfe0a9a7f14d64, 0x664ed284c1c54c77, 0x40e92c693b80fd8a,
        ],
        [
            0xa52bf2eb14ec6e15, 0xda0265ecf2e2b508, 0xd0161f5b6426a988, 0x594dab5e16969686,
            0xfa28e20e35bf76d0, 0x492cea5c7b32268c, 0x735c421cfd604044, 0x2cfc043463f2a03d,
        ],
        [
            0x422f10730cf95151, 0xb964806e442c4b64, 0xb020c8c2dc08ded1, 0x15d5e2f146fc98bf,
            0x482a07cc2ff8ecf2, 0xbb204fb97dd8c0f9, 0x7f90e109789023f9, 0xa5b72e31915fd4ec,
        ],
        [
            0xd34c4576a8e88cb4, 0x21ad8bd9a5449abc, 0x50b56688e7e24ffc, 0xe678adb7070f2ebb,
            0x5a88592d8ba2469f, 0x4b8204b5264a4a43, 0x7b71427c20180592, 0x16870dd606e504e0,
        ],
        [
            0x29ea58f8ab44f194, 0x0b23eca4561ec923, 0xe15b55449e43af28, 0xf172d72d0eaf5e77,
            0x7ef5a9fb7209c56d, 0x78176d22975f3ee7, 0x355a285366098b47, 0xa94ef2311e12308e,
        ],
        [
            0xc162d3371f78d235, 0x2ed060faa1dbdb7d, 0xbb45e525ef943abc, 0xb9e1a8789f028225,
            0x50a6d6ab8ea400bd, 0x5437fdb06cb3e1f2, 0x285bde0c9e6a035a, 0x7cc6100ab082758a,
        ],
        [
            0x413c1606cc9a8e2c, 0x823d8d1a4cc1a1c1, 0x33bcc04fd860cb0f, 0xb0f9e4b9b29790b6,
            0x6c2066c4df3d0db4, 0x3350cc02c171cee7, 0x41cbb0b906fde3f0, 0x49e82bf1843ade6d,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0x9ddb5928366642be, 0xce3490717d58ba88, 0x91b00af4680dfa8b, 0x146a778c04670c2f,
            0xd0b297483d83efd0, 0x0aaa971d2f7e5ed1, 0xdd669827f9d4b287, 0xb318e0ec3354028a,
        ],
        [
            0x11b2365579de5cac, 0xeefc983c7ecb2619, 0xe5670b5c0bcd14cf, 0x574ef0ce8a597e24,
            0xae59aea6c75a4805, 0x1a260a7bef10008c, 0x3bd6ada0569b7845, 0x09b99930281f19c7,
        ],
        [
            0x9d93873827315443, 0x3d79bbd54ae86729, 0xf42c899820a142a1, 0xfc696c040660935f,
            0x7490d60b57d28960, 0x487ff486109bd1b1, 0xbbf0e1cdd69677b5, 0xe0ce27ebf83b5892,
        ],
        [
            0x808c2d74260966d3, 0x10a770c1aeff8645, 0x5d909397b98c835d, 0xd3d97e799d8bf9f8,
            0xbddeb850833c2e52, 0xb5e48711be8dc4ee, 0x6aaa89275d403ad3, 0x8ddbb46376bac95e,
        ],
        [
            0xd1bb2f5c16fdb4eb, 0x8fa3dd79c62e6a79, 0x1ae56a3562beb092, 0x974af221ff4ff2ad,
            0x8409c3dfa9f6f484, 0x111c572a3bffc234, 0x64d1e43d02c090ed, 0x5552387d535003ca,
        ],
        [
            0x7f3615fd7c6b5b56, 0x4185c8aaed888b60, 0xcdf587ed3bf200e5, 0xa0e8865700ef4338,
            0xa16bde513a1d7518, 0x526b871d70858a51, 0xb99a6b89b853dead, 0xf5ba46839fa9ad50,
        ],
        [
            0x73904adb5d5aeee3, 0xe8284bc36658c813, 0x09121b3a669270c5, 0x5baab59b49de398b,
            0x82d29afb70f69717, 0x215ddc9dabd31eed, 0x6e5a008661ffdaf7, 0x8a577f617c0f7e85,
        ],
        [
            0x0040fb93968c6d4b, 0xb2be78cf8f494c12, 0x7b974e782cbbee0a, 0xb1aa653288b31898,
            0x83d9e62ae891ac51, 0x100a1d909d623cc3, 0x2684aa8e2d63a83b, 0x7ed6071c60810d71,
        ],
        [
            0x851b1e44f5726890, 0xe59025feac837d15, 0x01032fcebf910a0e, 0xfb685fa7eb49c43d,
            0x606ea8f3b835783a, 0x4fa6cb12e90e79b2, 0x869ca16d9864ba09, 0xd750df22c98e5e2e,
        ],
        [
            0xb7eedaec62c6e5bb, 0x24fdffee356cfe6a, 0x358ab0b8392a597f, 0x25116c4108c7105f,
            0x4dc4732a0f7e1321, 0x77c508df51cc272d, 0x1eb7406dc815dd8f, 0x60d86913e77177e0,
        ],
        [
            0x5464bf13a8bca48a, 0x78b4d5f4e83df62f, 0x0ab27b91c287f71d, 0x5de58ff659e2995a,
            0x58794e80d2fd41cd, 0x3fe5bd9c4e0f8aa9, 0x309a623c252d3c84, 0x685a3b3d80359b55,
        ],
        [
            0x1d765df750cedd26, 0x3cc8b99dea571554, 0x611d8100f9639e2a, 0xaf8848372961ebb2,
            0x8b6e7ad3b0e43f7f, 0x54549e4867aa4170, 0xd28cbb88ebed2f96, 0xdc57fbf97b167030,
        ],
        [
            0xbde38344e5ef63b6, 0x5ab4d016731b182e, 0xaf1b7fda3b4fc1c8, 0x6f1825cdead618bf,
            0x12c846cf45c655f3, 0x3c895a64027f9454, 0x98f4204d78333455, 0xff097e7dd591911b,
        ],
        [
            0x39f9e5b1faa50e2d, 0xb5a275ecf6ae4bdc, 0x5b256e3ea081add0, 0x5210d6605b888036,
            0xb029a8935afda8ee, 0x5a273dcdc642686e, 0x39c13c0e7ff6588b, 0x35f6674a5decd301,
        ],
        [
            0x7b5047edf4a63f3b, 0x83203b019978f972, 0xb587115f5e76c765, 0xc5ecb895f762a376,
            0xb53f374685005024, 0x8beb65ee5e30bee5, 0x74ea4058ff9233ec, 0x22252518197881f3,
        ],
        [
            0x6d76a8793180eef9, 0x8d0012209a28b977, 0x7e3acebb1aa07b12, 0xfa50c0f61d22e5f0,
            0x38cd8d7d3f4f2811, 0x5e683293a57a213b, 0xb72cd2872281a68a, 0x6b84c6922397eba9,
        ],
        [
            0xa97a754dae842fc3, 0xdd36265c0001ad83, 0x26ed00c729da377f, 0x19fc3696c8a17764,
            0x00ba1cfd6d83e223, 0xb4073603c8fca885, 0xf28dd51c84c3bb01, 0x06676bf6d0b9ed91,
        ],
        [
            0x6773838e7cc20caf, 0x05486ce188823e9a, 0x482859502e1b4e80, 0x0c5ff05645906ff7,
            0x2376144e27e76ab5, 0xe2dabaa9cd5b06b2, 0x75fed190b201d63e, 0x76188cda6c48a122,
        ],
        [
            0x359d34882a7c9648, 0x0b1c9a9c87e6ad0e, 0x6bc72e0c2f2dc595, 0x25afed757f2fe049,
            0x0a0a2a3ffe4fe26e, 0x58673f7054f84881, 0x79d05f6edc6a5e8b, 0xc686adbfe06caca7,
        ],
        [
            0xf715920a6eb5743d, 0x0002be4ca0c4353e, 0xf6d4299b86c1ae14, 0xe5f45fac9c9b26a7,
            0x56c1d5cd22af8ffd, 0x93c4914f8e1c163e, 0x152b542d4a11924b, 0x7c3a281e02454577,
        ],
        [
            0x9d44923a0f71ff92, 0xb835e8f514046885, 0x63b6fe16bb3950f5, 0x4a5fc571190e86e8,
            0xfa340952788b7e03, 0x8cb4c4a3cd613088, 0xe27c3accfa3bd4e4, 0xbc69b0aae2f731d0,
        ],
        [
            0xe53ecd12c7c26f28, 0x911ced6438fc6be8, 0x40917d581c957259, 0x4f6abe0e783722bb,
            0xf48775edea747c52, 0xe054e456a4adcf7e, 0x3d606fca6c135c55, 0x65a9f48fadc58bc9,
        ],
        [
            0x99c4bb446cea7261, 0xba38fe14610ec405, 0xfa882dbc6f98443e, 0x8f7cae0038b18465,
            0xc115fa2449b9b0b5, 0x602aafa231846f25, 0x9369b947717ed2d4, 0x7bd5683e129585be,
        ],
        [
            0x5767f77f10b36a01, 0xfc47a7b17f20812b, 0x68ae7a96406ec63c, 0x853c94dd4e1b177a,
            0xc7e5c7e8e7fe4ebe, 0x28bf98280072f4fc, 0x30e9d0203de5123a, 0xa328ce94ec99b195,
        ],
        [
            0x09526297f1aa0585, 0x48d68b713dd6b424, 0x66c8c278558abcbd, 0x3df9fc6c186f41d9,
            0x38fec3f93ad4b9e6, 0x801bfa808db736b0, 0xcb14fb033fbba7af, 0x269a79ca91a8c994,
        ],
        [
            0x290f02b77e359262, 0x17472b7b08f73325, 0x831829d870862be6, 0xf1472b6b0eb68bee,
            0x5e35d82872d03187, 0x30a14fe30918c87c, 0xe76d5438e3e3241e, 0xc97dc61257aeb03a,
        ],
        [
            0x4610c8f2a2974594, 0x0292cb247b64c331, 0xc9d422a5626969de, 0x95c2aeacb4e3abcb,
            0xc02012ec4b25782e, 0x58b8890c8f710d7f, 0x8514879d2a6d51a9, 0x30f550378b6532ac,
        ],
        [
            0x4e4e5b178f9a5977, 0x64a9becf40ae4e51, 0x2f91299fd5c06ca4, 0x05e6401ce3ad618d,
            0x573dac2a6cffdf1d, 0xc2fa56077b610dae, 0x5b244489ceca5577, 0x0de9c62842d1c5dd,
        ],
        [
            0xdf39cc190a6a9a8f, 0x46e3053ff39a5724, 0xad15b083955a8ea5, 0x1339929be7cd4fb4,
            0xabf7d41d0da8d94b, 0x98beece226f55726, 0x8ae2de744e9a5efd, 0x34a2da22c0dc6dcb,
        ],
        [
            0x7dc387b9f0f25c5c, 0x3b23fb1f20d12b0c, 0x115afd0be46562e9, 0x22abb3a31f36ffd3,
            0x6eb690e60190bfb3, 0xe58d5453e53e0438, 0xcab23c53cf9a1888, 0x1da7e4c260b7089f,
        ],
        [
            0xbb556812769f0891, 0x705c3f68a9e9a0f9, 0xdb9d9ea6414c91ed, 0xe1c27c2217ed9114,
            0x340be0f52e67eada, 0x651a4f2db3caa00f, 0x94c0b124c0334656, 0x47afb52da6a2223a,
        ],
        [
            0x59c5be23187f5048, 0xe72328d2448386d4, 0x780140fe02e90836, 0x63964eee619074e0,
            0x383a284d89309df8, 0x3d580b934dde6c84, 0xa39ff9b1c34bfbc9, 0x3b6cfb3a6b89cf41,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0xf814ba1ebadb2a65, 0xafd7f12ad3cbda31, 0x2d1469ddf0fc9f75, 0x5a3ce25b4d15b7e2,
            0xd8b170cf1d327f1d, 0x3ee28bc3d825fe8e, 0x873a6dbfbf3f99af, 0x8b34125b92e05f63,
        ],
        [
            0x16a733754a9f44d0, 0x85dbcb6e69a8fa00, 0x6910be34f0de41ff, 0x5ce605af98f93eda,
            0xc0d05f3489d30105, 0xab3cb1bfa32eccc6, 0x7ba56bd031c76c58, 0x4cddcf9bec226bfe,
        ],
        [
            0x56a7237ba16ddcd3, 0x044b110021ea0035, 0xf7b5beb6cb8761af, 0x1ae1ad36f64e99ed,
            0x7cc4619d2e7eb2b7, 0x59616addfcbb613c, 0x59c74f7752104489, 0x7016054987a09220,
        ],
        [
            0x0e53d32b5f067ec2, 0x1a288ab5d5bba522, 0xb1a5bf6b7d88e842, 0xda1d61d0ca721a11,
            0x655fba0f1ad836f1, 0x66a73899d279b48a, 0x79c0766161c91e29, 0x8157f55a7c99306c,
        ],
        [
            0x74a1e023336d4929, 0x4d0975233aba1230, 0xc8aff9e18b1bf580, 0x0d4195255cd68e0b,
            0x1a5a220c4dc6263e, 0x463364a369062c01, 0x2210f3e02327491b, 0xec6b347ddbb5236d,
        ],
        [
            0xa993f04399158bab, 0x4c1326c3192d06ca, 0x4197cf3df2c5a067, 0xe2c6f4bb080f9b3c,
            0x5853cf27ad7a27f2, 0x411b588b9049fd3f, 0xbd12bb3611fef5c6, 0xfa927862d3c0b1ea,
        ],
        [
            0xbeab85aadb5e2783, 0xe0ac9926aee69f72, 0x0131cb4001ea52e4, 0xd5b64a6db312d263,
            0x4082170f9dc819d5, 0x564cfbfcafb709c2, 0x00337ca183674cd0, 0xdc75c217d31bf407,
        ],
        [
            0xb3c210d22cd3c369, 0x23605483e1f8e934, 0xdf85d5f61dc1283a, 0x9c7be00b4ef4c444,
            0x29ee3feba2329515, 0x3e31153a16769cbd, 0x52a26d455ce40148, 0x9220c0de74b20d20,
        ],
        [
            0xde40c493c8bc1387, 0x98e35c1ff856a513, 0x6de70153cf267ab1, 0xc7c0e6a994e68c73,
            0xaccb4da744cf4ab9, 0xb25188e74634dbd9, 0x6dbb9d8664768cb2, 0xf6dd52cbc49abc3a,
        ],
        [
            0x71244f67cd5870ff, 0xc519501b2c36b357, 0xcd8b76a3eb925d85, 0xc23683c17cc0153b,
            0xf8c50c2681445303, 0x8cdeba8a3f69a9fa, 0x61116c35b49df913, 0x1d5f8d3a16c879c4,
        ],
        [
            0x38d989fe4f15c0b7, 0x1b5c93dc09f9402b, 0x557d61f7f16cdb77, 0xbdcf4a905dcb08d6,
            0xf5b90aa1f1959c13, 0xf08c4d13620b82c5, 0xe8a9b2d92c9e6033, 0x826a11cfc61434e4,
        ],
        [
            0x15d87732fa95a8db, 0xb83ec0c4479d36f6, 0x19e96646991b1723, 0xe3e90da46303dd04,
            0x1016cf7f1b0d1cf9, 0xfbb1ef97cc984d3d, 0xb00faa90c702e76a, 0xfbe53bc0056c178b,
        ],
        [
            0x878c83e18281d4bf, 0xfbb19a5ab317fab5, 0xc8ff408b366c3d48, 0x34782643da4a55a4,
            0xc69572af1f797b14, 0xf75c8351e3a090fd, 0x1d2726509548dc43, 0x13088a59a0b5d4b1,
        ],
        [
            0xa60baca6830a66f2, 0x04daf1a9baef42d3, 0xccc2433616fb02a9, 0x2bc4b28671946e7d,
            0xa665000f4771849b, 0xd5d85b809fa210c0, 0x1b232c61f6c840f7, 0xa6837a92d1947693,
        ],
        [
            0xd6e44e784a69785a, 0x931557b20f29f50c, 0xee2620c0ab14cf06, 0x9e2ba34002467e3c,
            0xd00f4c18c7ac4c59, 0xcf71ef6ccf171508, 0x69d77cdc60d82100, 0x224277b99efa636e,
        ],
        [
            0x76bcd92d7bb8c9e3, 0x74dd06a70541178e, 0xb55664b238ccc491, 0x0fcd83f42825263b,
            0xe86d55fbdf4aa9ad, 0xadbeaecdf1627bf4, 0xd1d8232de5fdb683, 0x6c0bc1cfeac5fbce,
        ],
        [
            0x498a574d41d6073f, 0x1b32cdadac96839c, 0xb1a690768b535058, 0x92a4e0fc3fe15138,
            0x56a554fdc88d3f06, 0x72a5b87aa0bcad0f, 0xb42639bf008e0f2b, 0xac8f12af65f3a522,
        ],
        [
            0x21d08bb99c4f07f8, 0x45bfde9040dde191, 0xb2a0c620f2f8b180, 0xc801bdf0520a34d1,
            0x60efdfa63af27bc1, 0x10f725e8f5d6c533, 0xed9ae0f4353b99c0, 0xebf6455197ea9954,
        ],
        [
            0x80f724438da78e5b, 0x2f6c0caf7202a3a0, 0x28e956bca6f5e98d, 0x6865da093242a070,
            0x5ac3991c0fe1f1aa, 0xc85c2b6a395750b3, 0x9f78c9bf2b788838, 0x5093df8538d6981a,
        ],
        [
            0x17aafd64112ee214, 0x782a4e9795931540, 0xa8b650dfd5c0c01c, 0x9f4ffec732e3d775,
            0x3ef442225085f37a, 0x9719b6930bc88028, 0x60e96682fd75c69d, 0x639ce2e1318e2f2e,
        ],
        [
            0xa66ebe1506cacc07, 0x06bc6d84a927f202, 0x74ebaff4f3e95430, 0x67445d7c71f06f46,
            0x978747c82a91804a, 0xc92b4b76fff0071c, 0x3a1ba853915c091b, 0x381f5966d756679e,
        ],
        [
            0x4582bfa84199f9dc, 0xb4484977d0b2282f, 0x5ada28817681eaf5, 0x48cd4555aa6ae3ba,
            0x7d9d9f80d4a14f8e, 0xf394b99f4abc8b75, 0x1bac5ce7e13b7385, 0x94fddeeb60690957,
        ],
        [
            0xc1132e4285f9c0e4, 0x8d0677de48677d45, 0x8f1963c46971b762, 0x02afb6cb0d175640,
            0xd60141fef7ff44e0, 0x5db6541d23aea755, 0xc6f06a1ee8c56760, 0x0eb24a91f934800a,
        ],
        [
            0xf4fc3dcb541d0ce6, 0x748992a2cf598d41, 0x2ee14cce33a05fb2, 0x14295a2937f1a941,
            0x52a81a8ad738bb86, 0x310895601b5d241a, 0x1b031c44844083b1, 0xfea75363df115071,
        ],
        [
            0xbf181514416424b8, 0x43fa0ff535795d27, 0x1db28900dde640c5, 0xa4052ffe805ccea5,
            0x1dbce2ef96b8b78b, 0xe990504643f8a29a, 0xd7bdbadcda119f58, 0xeb57d66daae6df2a,
        ],
        [
            0x8da28042fa8a5ea3, 0xc3da038920afe8b7, 0xe03b7e9b4c716085, 0x5924ca005fa028ab,
            0x094a9fabf978c3b1, 0x1365782d590a48e6, 0x434ab9a82ecf7241, 0xd2de9c307faea8e9,
        ],
        [
            0x799ad1815aeb5160, 0xb2751a2db1b7d05c, 0xd914a7c592d64ca7, 0xc35395799447287e,
            0x6f7633c3468f0216, 0xb58ff24c2063833d, 0xea0c0f46aba277c9, 0xe1fe3060be927df3,
        ],
        [
            0xf8b681451f61a0a5, 0x4b1253e1b3c14e3e, 0xb171a0a41f440b2c, 0x431f622d41134ac1,
            0x46b7b7fe78cef899, 0x41baaa0435565772, 0x6d6de6519723aa72, 0xa298327fe7aa438f,
        ],
        [
            0x726f73d280f519e4, 0x62c5f0fcf7d6214d, 0xb4ed7e5b43a3223b, 0x52a19923f5a60e98,
            0xd7bfc2710d0b1d03, 0x124c48ae56ed6fee, 0x32b457287c0346af, 0xf75e5360ecdc1b96,
        ],
        [
            0x5b462747f305f54a, 0xc64ee8572d799e76, 0x82ce4859aed868c9, 0x2ce28e4068a089f6,
            0x913b169df160c0ad, 0xf216d480ae838e0c, 0x598e15452aadead3, 0xafc5e8a139b588ac,
        ],
        [
            0xf2fb215f2e1bd4a1, 0xb067df759331b4d5, 0x68c3bc8ef7f27b19, 0x24b83f1d78c41fb9,
            0x97862d61c9f90527, 0xf38b374f8eb601f5, 0x3d6511729f7de6bc, 0xb3d8c8d5274bc9e9,
        ],
        [
            0x5cf39944b26b64f1, 0xb7edcf28f5476d99, 0xd4cda4c62511e59d, 0x7175407f1b58f010,
            0x426e7efab24234d5, 0xb01fe8b774471d2a, 0xf36d3401134cc86e, 0x43b4554344e3d550,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0x2a73b0610d064e13, 0x15311de0446f1e06, 0x7215ff98e8fd4166, 0xa8e282ff0c970690,
            0xcef7c73111f4cc0c, 0x8b679a3e50dd6bd6, 0xabfb7f3c5b251588, 0x7f97355b8db81c09,
        ],
        [
            0xc15eb9ea7f7653a1, 0xefbe9eaa753d67c1, 0xcb876f805ea66e63, 0xcac6f2e7e27faecb,
            0x68c10ad0fec5e556, 0x81e83ae5688103a0, 0x4cdb65d9a42a3450, 0xf7d416e5e2aa6f19,
        ],
        [
            0x22a199b0ba3979b5, 0xba288f8de67e829e, 0x27f37f0b1ee40e50, 0xae2207c5cdade263,
            0x68f3cd668450fa6f, 0xfca87b7d37d4f889, 0xad4c924523ad7060, 0xea91fe510c079f71,
        ],
        [
            0xcc9f4ab08624003d, 0x4ab767294238cb11, 0xefbc5932e58e4325, 0xe6dfde46ee37d206,
            0x7548650e2216b93b, 0x3b1ce5ea527fd7dd, 0x8f2f48f7b88f9220, 0x8727b3b7be913949,
        ],
        [
            0xe41019100efca824, 0xe0be0c4fea2164fa, 0x9cec541006585461, 0xcb8ded0cad72ace5,
            0xf140bd058f227361, 0x96ad1fdfc7931742, 0x5b316c487a2ccbc4, 0x33a5008f740d88c8,
        ],
        [
            0x559e11e1ece4dd6a, 0x0a00e49ca3221cef, 0xbc9eca37e8d64c46, 0x49dbe4f7b2792b64,
            0xb13b72a42a9e3eae, 0x1c38552fca05bb69, 0x2c5fe33db692255a, 0xb8b57298470481c7,
        ],
        [
            0x9411b4da3bcbd327, 0xb04e085221e4aaee, 0x08e94900d7e76ed6, 0xb0c53b298af18367,
            0x1616bc4a2d7be436, 0xd82a220c74636a0f, 0x638f6a601b66b2af, 0xee2a97401fbd7ea1,
        ],
        [
            0xb0e1103548dce109, 0xe250e3149cf211d3, 0x66a40cfc7ac96082, 0x3c4e089cd9a6823d,
            0xe2bf65923a19aeea, 0x9579e142d97fe697, 0x80757bca15764d37, 0x43fbbe669fe191b4,
        ],
        [
            0xde6efb6397b836a1, 0xc806405ff7679ef7, 0xd4d8862ece77f526, 0x6f6ba73f329db920,
            0x4dbdf2fb06832b84, 0xd8990c5288e1ff93, 0x3db0b8a405bee9c0, 0xdc778a17ff5fc18e,
        ],
        [
            0x68056b7f825d5241, 0x563ed7ca920bd2f6, 0x534277d340b3ea8a, 0xf8cc1dada779674e,
            0x960af038f070e10a, 0x52c2d76c61eb0bd4, 0xb33e892fa5166f04, 0x13de4e4410b170fe,
        ],
        [
            0x2aee34209eb39ede, 0x31088032d70612d4, 0xbbcff467e1024360, 0x7d471a7dc7422af4,
            0x0c9bcd94abf6607e, 0x7795cf7d1c22a8fd, 0x07b82231effc86fa, 0x004a7b19f3a68565,
        ],
        [
            0x4fe8b5bdf4e5f03a, 0x96565feb1e1606d5, 0x737dcfb33d7dfe35, 0x80c34fdd0289be33,
            0x117f4546fe3ca504, 0xd30b2aef1f3245cb, 0x55edb57007dc9a03, 0x247e0856a78c1ecd,
        ],
        [
            0xa56d49e2565eb1c1, 0x7fcd7567cdae5c5a, 0x7070fcc31982f096, 0xf0025163f9b73fac,
            0x7da7d7046dde2ae0, 0x8576ff5cd6cd11e5, 0x4c66b4a5da26afed, 0x054ea9e8883d20df,
        ],
        [
            0xa610a061ca14f422, 0xb383e4ed9e4c4dec, 0x4afe802214dbc7bc, 0x6ced1ae897a9df3d,
            0xae73da43d84fc091, 0x8ca102c879a9c932, 0xbb495a728be6b9b8, 0x25888aeb1b0f8e7a,
        ],
        [
            0x4cf35093dac32c64, 0x0e36fe03ecae4bf8, 0x0f704e950f47715e, 0xac12140001ed23aa,
            0x8812adbadeb1a867, 0xed5a5d3a5a53f089, 0x1870b695730499a3, 0xce8ebccbac338baf,
        ],
        [
            0x22f382de8319497c, 0x5d59b1fa512508c0, 0x2d39e56e6913cab1, 0x174a53b9c9a28587,
            0x83da13ac079afa73, 0x646b3a1d8cb98543, 0x57b4155f2c47f9e6, 0xccc9dc37abfc9c16,
        ],
        [
            0x68cca3966b4d0633, 0x79a83cd00c33a2e2, 0x140299ae7f93f9a7, 0x098e4a43d9ac3095,
            0x174a143c0a959d27, 0xedc6a355a133a278, 0x2b65d6de4531773a, 0xa0291ff2f3f4044d,
        ],
        [
            0xd0e5e936694cb69f, 0xcd33361d25ccf100, 0x4755b07cf15ddfb1, 0x5a9cd196f5234ecc,
            0xd7b90c02e99dff5f, 0xbaf61812df5d626d, 0xd85aed31eb8bacab, 0xd152a5884661c6e3,
        ],
        [
            0x631d6491ee201b59, 0xf0fe59b913404b5c, 0x722a979a75d14c83, 0x1980b86dd24a8087,
            0x8028a67298172048, 0x4a545fa1daf4f190, 0x7435c26dd11500d7, 0xaec3fa71a58c0b45,
        ],
        [
            0xcf6ee25d57abe574, 0x3183a2d11a52968a, 0x174710c6564528f5, 0x0246701d68e46397,
            0x75182e2eb39da7a4, 0x8fefd5bdb4da535e, 0x34ea3dd6734cc09c, 0x4c377a9952486d30,
        ],
        [
            0x5e76046ec788513a, 0x8ee50ab4808e7002, 0xf9e692922ffc4f8d, 0xd8d4ae60c0697404,
            0xa3705bbdb2bc6d72, 0x57c9db1f3a434fa3, 0xfe6169308d5ee976, 0x742969db2a6ef855,
        ],
        [
            0xed80e87fab62d3bc, 0x545a9d087bf0c017, 0x0f2f228c1918ae6d, 0xfe3febb09117f1a6,
            0xa23f327dcb0e0ac2, 0x3bb5b94d6a64d88d, 0x0ad22feab97aab71, 0x4de1574bf8f5f2e7,
        ],
        [
            0x388db8036bc27f4b, 0xcfb47032af0fed16, 0xfc50dc437b17c48b, 0x894fc3e95b8a7cd6,
            0x01646d16e0f34c07, 0x9fb96d8b58251084, 0x3a6b17f95b0b07bd, 0xa8717343ad0f2bcc,
        ],
        [
            0xf8185fefa9565331, 0x935e89262da915ab, 0x61139efb540cf1ce, 0x9d32524c90370c22,
            0x901d630aa6f06930, 0x5cc9512ec236934f, 0xd7fec4c2cbc6d2ae, 0x3766573d277e2ebf,
        ],
        [
            0x798dca269943f44a, 0xefc0d9880af773be, 0x9a1ab8419dd8ad5a, 0x2fa0ade999c8f98c,
            0x57b7fd60a56d680c, 0x3e8f98ff1dead2c3, 0x11529f4e1d21f6d0, 0xff368a65c86dbe5b,
        ],
        [
            0x54bf2a3c8bf082f2, 0xc325785c020dae9a, 0x04af0bbed2a1d2ee, 0x7088be3dcfc25cd0,
            0x0fe161db66a69484, 0x0dc03a5d29c7b601, 0xf842a7748f3c8cf8, 0xabe9f523fe75a8bd,
        ],
        [
            0x78b8b54db8885eb2, 0x219a7cf7ea316408, 0xa0c4563ac8143125, 0xfad7a6feb568ae9c,
            0x6a27ea6d562b6247, 0x97068c98ceaf8c5b, 0x666bcc12f50daf4b, 0xe9be785a299c5406,
        ],
        [
            0xfcd775d08481bbb5, 0x5b720eb8cc61ad11, 0x9b2afc195e6a0645, 0x870d3409fca7f8c3,
            0x06fd1d9e0a1f84fb, 0x73d567bee3f62988, 0x6b9e246bc6adceff, 0x3c7bcc1e5baf8398,
        ],
        [
            0x564e68a630e2f16b, 0x3992ef5bf7b7d19f, 0xa7809502cd8436ac, 0x97654f30491d52c7,
            0x7651c5bbe02fbe97, 0x93aaf161257b49bc, 0x18f4fd7c0640738e, 0x295473ee902b1069,
        ],
        [
            0xba55e0942867459f, 0x75a668c460e054ad, 0xc3993728ea3f2fbb, 0x26e788bc003377c8,
            0x7511abf8176e1e4e, 0x559c53795b16bd1b, 0x3519186b39548ca2, 0x61dbc9413bbeb284,
        ],
        [
            0x7804a87dbfa8e9dd, 0x246267e72819334f, 0x9a07e853fecacc52, 0xd31867e66bae250e,
            0x1146050ac9b12a60, 0xe981485ad55dcdf2, 0x5a3f48492593249f, 0xd9cea8acf1c2408a,
        ],
        [
            0x5f5da36f840dd273, 0xd53d280e0e450111, 0x30c7071ef1b92ea3, 0x20e6e2e796946bb6,
            0xc07cfd15bb46b593, 0x811ec9793da8693c, 0x4a0ba1ad97874655, 0xd3ad7afe4f1559e4,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0xe7b54f301a077674, 0x35ae68136cc24ca3, 0xa80280a07e71db70, 0x8e0ca824d7a351db,
            0x0b84cbec12b7ed98, 0xcff60419d2f91029, 0xdc569d24da62cf57, 0x04ec560759192d41,
        ],
        [
            0xe96afc5ea8192441, 0xafdb5821a321b4af, 0xc5fa63553e3d66c1, 0xf7bb50da51c982d1,
            0xbc640ea1d45165ae, 0xb1cfdc1fbbc4c74b, 0x311bc63bdde6485d, 0x93cc3be30334a526,
        ],
        [
            0x830f4571e4b84b48, 0x91adf4c799e817ea, 0x41910f577d417f70, 0x5fb1df0e7d45a4f5,
            0x77edea6a37be8eb8, 0x0629c390873f21ad, 0xfbcf4646fe6d2582, 0x2152fbbcbc3c4d49,
        ],
        [
            0x884fdff09475b7ba, 0xe039e730e4918b3d, 0x3d3e57edf5018cdb, 0x959396981943785c,
            0xe9b8abf87524f2fd, 0x9c653f64c8709385, 0x8ba0386a4b9cd684, 0x2e7e552888c331dd,
        ],
        [
            0x90c2c056b450f4b1, 0x8692020790b8acb8, 0x9c5fe4a974ac2042, 0xd322c28caa1e6781,
            0x3461369c3fd77da9, 0x9988d8c84436dce5, 0x5f877de041e8c8b6, 0xf840dfce569053ad,
        ],
        [
            0xd5761c152aa2a748, 0xc90b267e1778c403, 0x6c5cdf9f46a835d8, 0x135a9fb6b1c14148,
            0xd31059d6f8a6cf84, 0x6566e13e8bf91ab2, 0x8e762e5fe709453a, 0xa8691de2caa01593,
        ],
        [
            0xfc0940b4b11293c9, 0x316f5fc5d22e839b, 0xac46e3b05fbd606f, 0x8a9c8d314516d6b9,
            0xadc529f27a222d79, 0x6b3af7e915061f0a, 0x048899656c0eef6d, 0x52c0d8fffcd12246,
        ],
        [
            0x07275a940bc8f53b, 0xd702226b391747c7, 0xafe32ca7dd73d95e, 0xcbee1405ff0da7de,
            0x2922e6b278c87f45, 0x0d9ff4f68126f728, 0xb51f3e689b8294cf, 0xf6211f4f4e75f902,
        ],
        [
            0xa6e38c8d548cc749, 0xf46eaf044aefc051, 0x9236f262a91d78bb, 0x8bf87e87d2a49fae,
            0xeabfedc87fd6c0b0, 0x728289a5728c0fa0, 0x67fb98e5fef13a93, 0x210ae6bd0a2ae4ba,
        ],
        [
            0xf39ed91ff8ec7e66, 0x56d30f86c9628b40, 0x9e83f35ad15eb354, 0x11ea39e10e6568ea,
            0xd3a95cac5df78e47, 0xa4cb4a996f721ad4, 0x14b5982c16fa108b, 0x565a02a15cea35cf,
        ],
        [
            0x9b4c4df28c0e497b, 0x50019f0f52b14e5c, 0xc0bc6ecc3b519c79, 0xaa058d6ee42026d9,
            0x43c65a23bfaa2d75, 0xbf2ffd1200a11388, 0x96fdc25a12fafd38, 0x1135ceee119cc55c,
        ],
        [
            0xa09c5dd90fd69985, 0x9f309ccb6ddf72ae, 0x788f690dfbcccf14, 0x0ae97675ceb72f7e,
            0x89c8eb411409a003, 0xd0b99d417aee1aff, 0xe9b8dfee051a54c5, 0x91219973f6e48d14,
        ],
        [
            0xd3ae670345f3aee5, 0xaa3b4e6afac7d7d8, 0x8978878dbb16ba1d, 0x237558d61db38113,
            0x6ba74480124e4d00, 0x5967a2feba20e6d9, 0xfbc22edad3e932cb, 0x2cc4265f4d383f37,
        ],
        [
            0xda6622276c2fca77, 0xc8aa8a54e646064e, 0x844ba134751ef695, 0xa2f9b81200105291,
            0xba44e686c7889b7b, 0xc46f5444dd37db66, 0x415d11b5c68f1bb6, 0x1e6fe755966aa665,
        ],
        [
            0x47a851d300538054, 0xb185c581440e1d22, 0x3ea25efbfb6014db, 0xc21b460a97759b4a,
            0x6954671834965f6f, 0xf7f42e5b6f9d23b7, 0x45eb767f047e5e05, 0x455729cad9003553,
        ],
        [
            0xf377c88b14b311dd, 0x3de3beaefbd71b9c, 0xdd580bfa0ba252e0, 0xadd5bad28faaf5ac,
            0x02f982f349d6c38d, 0x52d4e1e7669b9b89, 0x974e434f8359814f, 0xe9c43cf4da3dc3a5,
        ],
        [
            0xc843442b246c9068, 0x8334c3130e10d763, 0x1249a9e121cca2c7, 0x0a7cb28f0eae3758,
            0xccc4f56ed780a3e1, 0xae2617f7ac8a7439, 0x2b7cd580f079e8e9, 0x2cf7511c06958fc6,
        ],
        [
            0xf8e541e9ea9bc62d, 0xf46b62240d08bfd2, 0xc6a8ef97f13ada1a, 0x845cec4a74a80ae2,
            0x0247ddbf02127b3c, 0x32a8a3083d837d67, 0x6b4d4088723ede38, 0xc087eb7dcf8dcbe1,
        ],
        [
            0x6b724127232ee790, 0xac97d9048c02e29a, 0xea838f3e53176a04, 0x12d471605be5eb90,
            0x629aa33614afde50, 0xe5891c962d26476b, 0xce19e436c2064aa7, 0xc8f1495eac9ce9be,
        ],
        [
            0x9dc193dfd9262b90, 0xb723c4c1fe3cc29a, 0xc9b65f1778025d1f, 0x2b15862a5ac1612e,
            0x991996e6483d7557, 0x6f534970f99489a4, 0xa7a30d52da874906, 0x2eb0053daa0a33fa,
        ],
        [
            0xead95680db8aedc3, 0x0dfb8d2c339429e6, 0xc1655e14fc801457, 0xca88dd9ec3ee1bc3,
            0xdc048c574cd5f2d7, 0x7857afa016fe6759, 0xab4581f1259ee21d, 0xb7a3ea39ca7a3b2b,
        ],
        [
            0xe878820ba4d2a5b0, 0x8e353a38bbd570c3, 0x6ca5883810acfa99, 0x6ffeb2c12ea5ceb9,
            0x397b699c8676b4c0, 0x594d549b08780a12, 0x1febfc691ff706c1, 0xbc4cb75d9715b776,
        ],
        [
            0x3c975f3d76292c4f, 0x71c161d94890b4ea, 0x47e672ab1966e7fc, 0xa7ef0bf9e77cf220,
            0x3298bf29895b0264, 0x0a5c185438eba560, 0x63b14812689b2006, 0x9cf54d0274028a40,
        ],
        [
            0x4e75ae796078afb0, 0x14ff12c6c4126197, 0x248d4468c66d1707, 0x209d6bcd766163b5,
            0x85d1b775a740b310, 0x01edb79339f4e3e3, 0xa0965baba9898a5b, 0x1a2f13429e7b3280,
        ],
        [
            0x3fefc9d54295a20b, 0x70167ddf849956d9, 0x9e713cd6a3ba6c7f, 0x6aa5d47e7cee677a,
            0xd311146a5442d6e9, 0x6a98dfd3a0fc899a, 0x2dc64bfae7e28c36, 0x35476066058b21eb,
        ],
        [
            0xc014174b3dacf63d, 0x4703a0864fe25c8a, 0xd9cb0f944fe9b3e7, 0xd624868f04a094a3,
            0xfe3d843c83063b40, 0x47c2e8765ecf43b4, 0xd69ecc1eb0c878b1, 0xc39259478388d6bd,
        ],
        [
            0xeb71f75e4046140e, 0xed928215e955925a, 0xca968a896e5c7fe4, 0x7014a79d7e05fba5,
            0x09b81ef54417517d, 0xe5c428555786abd8, 0xeda8295fda7d14d1, 0x187edfb07d3c7d0f,
        ],
        [
            0x93f9714ca8e7be40, 0xf2d2c89491040ee5, 0x7ee95c1616e4769a, 0x6af9eaed1a96ee67,
            0xfa416e026e387e1c, 0x45e3f666a0f59569, 0x6709ea428347dc81, 0xb3812a1169006649,
        ],
        [
            0x265dcb15a651ef23, 0xa5c743721fdbf7f4, 0xc009b965d4f84b29, 0xd04032c7abae0235,
            0x5c5d639299b1a890, 0x958c4315a97206bd, 0x45ad2c53f4b4a6ac, 0x3bc27b49cde76d8f,
        ],
        [
            0xd3c2092201bd15c3, 0xa2fb506a61814336, 0x5637aae307e0bcc7, 0xa6ad3ad8b78bdc1f,
            0x3c1e4ec3b1bf5a16, 0x9e979fba108e9c21, 0xdc1221c28817712e, 0x3162a807c7fd93b5,
        ],
        [
            0x042538192c047922, 0x01a1d44005db7a43, 0x945faba8b86d17cb, 0x50befcd194ffc477,
            0x17bba7210a6c1b6f, 0xb7690aef41a4d1c3, 0xa4b602c17b834209, 0xb44ec5b9937967b4,
        ],
        [
            0xf5f6400a0d7c0979, 0x4a29b314bc5a8c96, 0x3fa9df3dff41ced2, 0x53f2432ba8171714,
            0xf9f7e90c537b36a2, 0x4bd5a4f5c9e8b845, 0xccd4e3e0911b07de, 0xbd52effbc1f079b7,
        ],
    ],
    // row 38: multiples of 2^228 G
    [
        [
            0xbb51340c9d82b151, 0xcca0a43d561fba2d, 0xd645a1153b109a8f, 0xd2a63a50ae401e56,
            0xd4142174dcf89405, 0xa70f750af484ca52, 0x565aee58b2948220, 0xe82d86fb6443fcb7,
        ],
        [
            0x7c6c4bacca72da5f, 0x22b9cd6b36c41349, 0x23bc7202033725f9, 0xbaf183a76100525e,
            0x377ce628a8f2a0cf, 0x8e2336c5ca739361, 0x5688bd58dd69b1d1, 0xdeac9fbe9ccb4d33,
        ],
        [
            0x7859f635ee4b3ba0, 0x5c2abef5f18bf1f1, 0xbefe170f31bf245f, 0x41081105221ffb73,
            0x486961dc17525595, 0x1336498565a06455, 0xf2ca65ae1d6b8498, 0xdc37f36976ff5668,
        ],
        [
            0xfa5aca58c56c3943, 0x5adbd02d56b76a5f, 0x8f9332906e48f6fd, 0xf7aef8a7e3844023,
            0x431f627facf442f1, 0xeec30184a8dcd003, 0x7c442bbdc3ab3fcf, 0x4e3b0b44d5ffda79,
        ],
        [
            0x4629c9b893d98ded, 0xdbdf22833b8a0218, 0xc8cf22990531d65e, 0x63a2a210a16cc0c8,
            0x519197d4e0d1cfc2, 0x1fabf6a009c7873a, 0xd065033254ed9446, 0x882b42e2e7fec76f,
        ],
        [
            0x2089e66a000e5485, 0x4513068bf5da5df0, 0x8e2c708627320f12, 0x1cd276d793a2bdff,
            0xca5cf051885fbd7f, 0x99d0e270b209a4ec, 0x8d4b34d4552e977f, 0x6615bdd18b2eaf73,
        ],
        [
            0xea861a50b8045445, 0x80ff7371901e8d7e, 0x3df12e2e5d57bef0, 0x0c15815d449d67ca,
            0x214f87d54054a206, 0xba3054e43658cea3, 0xd0a93c3b6663cd28, 0x2f30d60a3ae94115,
        ],
        [
            0x1fac945711924459, 0x7af2fa25a3c7a78c, 0xc5a2e29f0dddbb1f, 0xdfb547cb10019036,
            0xfa205e0dcc65fd9e, 0x22af0930e5c031dc, 0x8b8389ce9dc864cc, 0x9accd2a9ba0f4708,
        ],
        [
            0x1e91239cc3857faf, 0x882fcade1e961970, 0x0d57ba8f4828ef7f, 0xc757eb6b89ae8a9c,
            0x01d9db0ca0584ca4, 0x627d310d101894c1, 0x257369f208bec61b, 0xf03a59cfcd23ff36,
        ],
        [
            0x9a8bb3518ef8b517, 0x77c2771a47171bac, 0x95dbc8064a115e25, 0x712022f7ccc4db24,
            0x48b7df28249da1ac, 0xa3603edf3bd79d77, 0xae7101f9b0947541, 0xbd578338de4de928,
        ],
        [
            0x0e4d184f5459225d, 0x44faf77e2d8858d1, 0xf815d409919c02a2, 0xfa8063aeadafa0d0,
            0x3a2b7e3b7ece1507, 0x0a2b6c36d007c59c, 0x160de220824c425c, 0x0ba71f9057c0c069,
        ],
        [
            0x3c753d59a90bc03e, 0x84b0f39351e015e3, 0x9e5a925f74450f80, 0x2ceed8ed2c82072e,
            0x1cb72b8b7ab82adc, 0x4a1df9cf20d53cd0, 0xcd850eb7afc7daeb, 0xa4276b80e9b9de3e,
        ],
        [
            0x9679fe9416f0d044, 0xaaba9fd4909e61a7, 0x9e2f69cf862ee0a5, 0x658ca3c59d0257a8,
            0xadd1f32ef7cb872d, 0x55a16763c418ce89, 0x0f165d62713bd376, 0xae5cc1377aea2546,
        ],
        [
            0x50cd4e3142aa2494, 0x7bdcddfe7dd10c9a, 0xdd1136e7c4ebbc82, 0x379c749a4539e8ec,
            0x5befa9e8cec86c63, 0x1364f6a7b7e85643, 0x3c9c0ef1d6783f11, 0xa25463848bf9c031,
        ],
        [
            0xab5ac9573696756d, 0x676af16056561417, 0xce4c19835d3f305c, 0x31c94b4aaf91f2ba,
            0xabc45e8dde08ae78, 0x83aedfcae6ad1070, 0xbf4b8b59aaf41606, 0xf80f884b556e83a9,
        ],
        [
            0x3436f9b45617e073, 0x6bacbdbd3839317b, 0x90ee7896d7cfdc86, 0x64587e2335471eb8,
            0x58299e5e9faf6589, 0x85b90a39133aeab3, 0xae96dd6447c299a1, 0xd99fcdd5bf6902e2,
        ],
        [
            0xf4e8a9dcfcc48984, 0xeaad92861d87fd33, 0x232093e6b59c6503, 0x338bf16612dfdb38,
            0x02cfa1bba03d6ade, 0x2f7ba2ac32d3f990, 0xd8a74e2d174607bb, 0x2eb30c4572b4b364,
        ],
        [
            0x32585175ba5e40e4, 0x619533699e4598f8, 0xa9cda12233a45321, 0x400b91464f9b7c01,
            0x391ba9b0959880d6, 0x7d03842860b1103c, 0x4bb6a6a037c91df8, 0xdb5db048e0eea4c3,
        ],
        [
            0xffc9ba9f0cdb9ff4, 0x82b4ad5e3e00ce8c, 0x7754402f7a2568a0, 0xcea9045de5d63506,
            0x9af0c97736c139c2, 0x9fcdff4b873247c1, 0x8d9ebcf365186269, 0x421f755e64c27d10,
        ],
        [
            0xae5576ea935629e9, 0xce7c179c4d4fca1f, 0x1e3731d6ece99641, 0x964d92e89023af13,
            0x88e439aa914a8715, 0x61063a92c9c03cd0, 0xcf011512dce7b9a2, 0xc9e214f3e48c6bcd,
        ],
        [
            0x640598b00108e82e, 0x7fa62c359368a5be, 0xc70edc64e901155c, 0x8548bee833760fa3,
            0x70ba7b68e680bf33, 0xbe0cac53a56561d2, 0x43608d5c9ac74991, 0xe1ba5f082aa28ae1,
        ],
        [
            0x4d1e82cb0e616c9d, 0xc490a02f30da539c, 0x54432dc6fb7224b0, 0x58e9e141ffcf0f21,
            0xbe60e286c3eddd1d, 0x393fa77ede743083, 0x2e5c77da693cd7fd, 0xff98b1860124a642,
        ],
        [
            0xab10d2dc3785a2fb, 0xcdc6991cdd449f86, 0x77ac4cb300f69fc7, 0x16a1730a45aa4fd4,
            0xaf5966f55a0d6a7c, 0xde10efc2de50c01b, 0x1bdfbd77025e6713, 0xa544ef6a62b2e355,
        ],
        [
            0x5b9c4d4bb009ee3e, 0x3726a1e678729ead, 0x2b7009cebc672de2, 0xb17a85b032ea2ac9,
            0x8063e51ee96b911d, 0x65216ca7c8446fa3, 0xf5c018fdc0c26eda, 0x966e269d26b29a65,
        ],
        [
            0x08d789b6d5da9dfa, 0x37127a0760c15bf0, 0xe29bcc393431ecc2, 0x758e136b01373719,
            0x0fa1ab62b4c68010, 0xd6a285fdd64a002b, 0xd9fea986251eae90, 0x1150ed79658e7d0e,
        ],
        [
            0xe67de324f44e2ff2, 0x8d00e4f6e9f22678, 0xbf56104b0c2f4793, 0x5e233f1f2e5adfd9,
            0x493049c64cce0e51, 0xb205a33eea7a9685, 0x50212eaabaf3b3d5, 0x24036faad26d188c,
        ],
        [
            0x621bfa00cf6eb190, 0xa93910a61bf2dc48, 0x86871615eff6d720, 0x7a1810c3f35f4de6,
            0x01cfbb18bcea3af3, 0xb575a48c682298d4, 0xf064ee9d4d338db8, 0x412c0e153cf67700,
        ],
        [
            0xa806722eebb4ccdb, 0xfce186c251a43719, 0x64f181534dd8c1e3, 0x5fa4bfac82be2a63,
            0x773734c4e5e21f80, 0xbb511d349bb00fd2, 0x20ad319a523f6e41, 0xd13c9eef84547754,
        ],
        [
            0xa42ae2871083b153, 0x9a83f5a56e7653df, 0x435d7c38431e353e, 0xe889f2df24e50e0c,
            0xc2d51a1598961f5a, 0x9b184a962ec96162, 0xfafe41fb6b3148e1, 0xa2337cfab226cef9,
        ],
        [
            0xc4f9c72d44781dd3, 0xdf413df129a96c11, 0x9f036271077ce7fc, 0x78b05942a94f03a4,
            0x66448adbc00d7087, 0x7a4d27b33052a1d7, 0x430ab36a3b05f9c6, 0x16ee33ce36f975f9,
        ],
        [
            0x5e0348e007afe658, 0x28903cecabc4eda4, 0x60b332f75ce1c908, 0x1628a43fa5be0085,
            0xa47546bea2e61e26, 0xcbaf83380b8b81fe, 0x721a3fba9b2220ff, 0x1656dbd71b121cac,
        ],
        [
            0x44bcd88c4384480d, 0x94e0b6a22a91f2ef, 0x2cf28b54c92f0c12, 0xb866d6b142df940f,
            0x0e659b470c4cafa8, 0x24e522804b1d86d6, 0x89a278d7ea9ad7ac, 0x1914b0b3426aeb70,
        ],
    ],
    // row 39: multiples of 2^234 G
    [
        [
            0xd229cda81db20d6c, 0xe2d52ae4ed4fe455, 0xc4d9d1646102ba87, 0xec2bb89085de819e,
            0xa0e99c4d629cf4a0, 0x33a2364be87efa98, 0x332f66f0650940c6, 0xccecc17661e013a1,
        ],
        [
            0x38a60ecb23b09d0f, 0xe50050640f50becf, 0xd39d75ef5e545905, 0x71c4a7e389e296ce,
            0x637b1f01720ddb62, 0x786f2b084a62ffc7, 0x0af3e0a292f810aa, 0x1313fadb737af3ba,
        ],
        [
            0x49971018b6f83231, 0xb7c30d8e760425e3, 0xa8d1582765b3fdd0, 0x850f8cc53502ba26,
            0x4a031a9d5f2e8373, 0x0a85bfa17722d77f, 0xd0bf7086b82cc789, 0xbc4a9dbe02a79053,
        ],
        [
            0x358d6c86dd45e458, 0x2f0aa6cea250e7fd, 0xb3a546d3e549de04, 0x8481bde0e4e4d885,
            0x6d64b1b59779057e, 0x900a79c42b262e55, 0x84a25bf39cecb2ca, 0x38ee7b8cba5404dd,
        ],
        [
            0x6664b71106622562, 0xeac687c7617b65ff, 0x9e0a5fee465fd9c1, 0x25d4f51debbb9fcc,
            0xec11471f6f1482da, 0xf4bb615011f1b5f1, 0xeaf04bce070fece4, 0xbb619fe8ea5fa51a,
        ],
        [
            0xa2e20bdbf9343959, 0x17a19cf2fac9ce78, 0x65dafe93091bc1f6, 0x2d381b805d0c6514,
            0x3710caea1442fb00, 0x4352d5d6271e45a4, 0x59aaf2f3a431025f, 0x5451de094d2b61bf,
        ],
        [
            0x13285cfe017f91ea, 0xefb40022f1c3b21c, 0xea684faf0cb5dbdd, 0xf93b780d85d7e039,
            0x0a760220f93820ec, 0x2ff70ad97930e54e, 0xb82d032815009841, 0xabf51df3d8283012,
        ],
        [
            0xe54433526ce9f114, 0x392ed605299561dd, 0x9fd43c6cd1d492bf, 0x9629a450bd383a8b,
            0xca3972c4a24aa391, 0xb925593e5c56af8d, 0x576befd220cef64d, 0xbf439b280c5fb6d7,
        ],
        [
            0x7f663caaf89b81c5, 0x21ab10d0dd93d695, 0xc9226956de01f035, 0x294e9117548259ec,
            0x559caafb56c8ad28, 0xd7357ed560643202, 0x4008dc1236bd93c2, 0xa8799a51de9d3293,
        ],
        [
            0x074b9996dcca6eb3, 0xe3be4b9cf916d454, 0xa70dc80351467d6a, 0x6dda88ab47c4bc7a,
            0x03e285d5b3a56786, 0xe20ea7657f8c1af8, 0xd8d729b59a535ae7, 0xf64a8ab04b5727c2,
        ],
        [
            0x529946e96b0b964e, 0xef990594af5fd174, 0x015d51f8f2efbd69, 0xd56d9a50ceb681d3,
            0x86008f9485cf964c, 0xbae2df4de21c7000, 0xa22f628f26b3bb1f, 0xe989d567d6a4e49c,
        ],
        [
            0x160a0fa4152da17d, 0x11dc13db08d0646b, 0x0894e6b05fe00bc8, 0x3beaed1e0f518c5f,
            0xce704985ecc768d2, 0x54cde77b8dfec416, 0xfef4a8bebe80e1b5, 0xc3b0d7f55aff7acd,
        ],
        [
            0xa004243c93cafd92, 0x2ed7632351a6c76a, 0xe313b119fe0a516f, 0x1af479ee519f1007,
            0x46f7e3327e8a7620, 0x6a2ae4027c1e053a, 0x2efe21c0591771df, 0xf64264641da2fa2d,
        ],
        [
            0x97131de2d5e176da, 0xa4dbd64f7e5b4bcb, 0x810a9d4b359fa483, 0xa94f9dc0217df864,
            0x7dfe056282b6f3c1, 0x638f2c0786a8b8a3, 0x89ce1f4157077302, 0x4d51bc6627c6ca7a,
        ],
        [
            0x2c2dbca33eb14dbc, 0xa4f76192fb4761d8, 0xfbef31b8c1d71517, 0xe4100b42de63dea1,
            0x1c2bed3d648199cb, 0xb05374ccad0343f2, 0xb3b4b7963516a421, 0xae4174b900b2a898,
        ],
        [
            0x83d38d9626ca6cc3, 0x1477d747e187e183, 0xeb1730da7cc893df, 0xb73b1c47ef1e4688,
            0xfac35d76a54fdba3, 0x7322a25209757f5a, 0x0a57d64bbcc80509, 0x584315cb294922a9,
        ],
        [
            0x3135ca51a352d070, 0xb6e0a7706c08b112, 0xb6878b2ccfe50c44, 0xc79244cd7d7272ab,
            0xd3c06e2c071f138e, 0x476f6384c0765279, 0xb9c48792fdefa7ca, 0x004dbdcb6f4bbde4,
        ],
        [
            0xc73d417fa395cd39, 0x865c77f4d99ddc4f, 0x51b6d4caddf0ebef, 0xe7b61633e771a340,
            0xefbffcca8015b2f7, 0x34cebfffd954c5fb, 0xf8a4438a1abbaf60, 0xe9c5292a9a8ad83b,
        ],
        [
            0x30b157da5e270afa, 0x50636733183d221b, 0x20d480674ee2a707, 0xac6b9fd396255ce4,
            0xe2a1ba348b683cf8, 0xf36a4a515a5c4e2c, 0x5d8ea64eb3bd8ab9, 0x7ac6e6cf70b583dd,
        ],
        [
            0x234fa17dba4edcc5, 0xe74e3221420311b7, 0x8752dfc039275997, 0x6e73dba0cbdc9d61,
            0x7b31f7cdd59da0e4, 0x278a77da70067903, 0xbea4550888828693, 0xee0ac1fc49eecc48,
        ],
        [
            0x88f798ef9fe9de3a, 0x321b3905e0237a66, 0xdfe76f9f3a63b783, 0x75ebfc6096976751,
            0x5184b630f074d300, 0x9511138f1e19a0bf, 0xa5014d37d707b6ea, 0xa1f27d5ad5310bbc,
        ],
        [
            0xf007097676e85f0b, 0x9f92e8b4b0dc0655, 0xdd86c8d37ce61553, 0x44cc613fc1ec70cc,
            0x520b19b4bec34b53, 0x9bfd522684eec924, 0xa3406c83c7c73c8d, 0x4e8c3b6b635c49c7,
        ],
        [
            0x26927efe1139300f, 0xd753978cf3bcb0a7, 0xea4bdee13bc5169f, 0xd04bb18c74233db4,
            0x4af52693d701d684, 0x70d4f8de2998e041, 0x924e1e71efbcf5f3, 0x2ab9c676c9c1e096,
        ],
        [
            0xc1b9ad04d063e1be, 0xa92429a2f7e39a75, 0x722615253dbcf027, 0x131641d11d602b14,
            0xfdd1ff3e21fec890, 0xbd0faec0f9745b77, 0x6a42e30fcdbd2beb, 0x4c3bda61796039f0,
        ],
        [
            0xfee1e740a3466a65, 0x5beaf53ddcc41e18, 0x6d638599bdc60eb8, 0x75896933be801922,
            0x456131deb7d40dd6, 0x6a646d7762bd5aae, 0x93e0796046242a5e, 0xaeeab4b62cdcae23,
        ],
        [
            0x29ae82a056448960, 0x2813d6ba8429101a, 0x1fc42c0494b491a0, 0xae90b4f9d16fccb7,
            0x3b5c062de8b991f5, 0xd190e9fdee370104, 0xa1dd2c7cc6832eb1, 0x033e6003339a0c5f,
        ],
        [
            0x6998c95562fce3b8, 0x8d4242af63c56523, 0x9e80e94475a94a19, 0xb0e6c71073237cce,
            0x66afeead8b22fa14, 0x53d08b428ab037ea, 0x18ef034ccda62aad, 0xe2273a1d8897cff6,
        ],
        [
            0x409c4c424a80b979, 0x0490f5fa329abb31, 0x7627d97eaa47c310, 0x7706dd8937e5b592,
            0x14cf48104126cfde, 0x17fa0a34fd7efe32, 0x7778dd7991ea9c71, 0x8a02a9827d5bb714,
        ],
        [
            0x2285bacdc6593538, 0xd4f4befa1501ecf2, 0x565cdecbd966efd8, 0xc5c5700767bcd979,
            0xb94de396643b292e, 0x9ca7d4d5189ee184, 0xc4a783aaf5c61bdf, 0xae80dfc6bde1ba9b,
        ],
        [
            0x2af9cf82cca1c1e1, 0xd2045a416984aba6, 0xb7b959f70961c69d, 0xfb736a0b4601359a,
            0xc95dcdafee11f54b, 0xa3e80184d405a3eb, 0x3fc2aa1dcecf0c21, 0x8c37fc0479d497c7,
        ],
        [
            0xe5fc89faa02ef1e1, 0x291b7eac326ed098, 0xa4db43ae44c2f5c1, 0x5c7fe85aa228ca19,
            0xdc05e1bc21b810a6, 0xeb4823c7f52a640d, 0x51efb3209411862e, 0x8a26ee34873d1de3,
        ],
        [
            0x9c6e2192d38f93e0, 0xd05b2a3bb676899f, 0x11f9892007a2fef7, 0xedfe16b2db401803,
            0x3d01793de29405ad, 0x5b3d5100c46e227e, 0x94d74faa4b05d0d2, 0xee6902f1fca5db36,
        ],
    ],
    // row 40: multiples of 2^240 G
    [
        [
            0xbcd6303f6caf666b, 0x7ffcfed3c4b1ce30, 0x62b6979ae817f463, 0x13464a57a78102aa,
            0x3f495a907f6ecc27, 0x48f300a81d0942e1, 0xef7e433453ccb0ca, 0x69be159004614580,
        ],
        [
            0xc75849c6065084ae, 0x9182be7dceabe577, 0xec05c88c85fe12d1, 0xeb3cf8f532245362,
            0x6f67c1fff96b9480, 0xf52b45c5e7dbd2a6, 0x43fe63dcefdca4a1, 0xc833c78222d9d700,
        ],
        [
            0xf216b2098eca5f51, 0xddea171b94fc9aeb, 0x2c6ed6b2bf05b5cf, 0xdde9d514dd9ee696,
            0x9ad69a73d0c638f7, 0x50feebe8de89571f, 0xd891f34b0a7f8f09, 0xb84e69133ce28111,
        ],
        [
            0xf8e5bcbcc2e9a5d0, 0xa576fcf984a201d9, 0x4f7a60f2184519b2, 0xbdf1a67d092d9997,
            0xcdb4f7018562ff7b, 0xa6280b61e5626461, 0xa80be54a86bf7baa, 0x4095902bab65a1aa,
        ],
        [
            0x2f906b05999c88e4, 0x9aed513e20ad46ec, 0x6e9f406eb1204b17, 0xfd1a621023699373,
            0x99c8c916595bc8df, 0xdc6b71d495cc00f2, 0xfb13c06954977782, 0x1ac97b54b9c8c20b,
        ],
        [
            0x1ccc6a55a09b0cca, 0xa345758924a4d6f0, 0xd5c454f68a28da59, 0x0d538cb1dbb0f4c8,
            0x731b147e0c929e05, 0x8534cd99d89134c9, 0xcb0a8d5c40eed7cf, 0xc8196bac7a3ec110,
        ],
        [
            0xbd515b5b5f8018ce, 0xcf2da5738d892d68, 0xf13ffce4f2c86dc7, 0x4ee48531d8c296b9,
            0x3c35a61b1e48381f, 0x71074971b4e80601, 0xfc7b4408d0c7c5e6, 0xb68f9ed4810bf8b5,
        ],
        [
            0xbde5fc173b27e771, 0x8c3b4196477da62a, 0xcd5be267b64483b4, 0x68856a6eddc4ec29,
            0x6118d62a07bbdab6, 0x331d22f293b0733a, 0x13b6fd49c19f7b4a, 0x77a33df14f79a1fb,
        ],
        [
            0x02852e91f1473678, 0xcba05795094392f7, 0xff5e314c55b8c070, 0xfd76cc9c34c400db,
            0x7e164eea8d144f4f, 0x60628eee1401c843, 0xe0fee0a73d032cd6, 0xf2046543787143da,
        ],
        [
            0xb5f00532cee66b24, 0xe8b9c60fed7b8366, 0x80e44d99bf1aded2, 0x4cd5d8cfb9e9c7b8,
            0x221efdbaf40932fd, 0xca61e45e12d2faed, 0x9fe4e8c39cd6d103, 0x576eae82deb94b55,
        ],
        [
            0xdf00b7148d7a2193, 0x2c691e44f197546e, 0x19e6ce8274b4ea21, 0x85a2aba33123b402,
            0x7f0c83d4b0cdcf3a, 0xe1c6dadf9c3b1242, 0xd82c6082d1cc029f, 0x9c129857eb2b0516,
        ],
        [
            0x6ae303ceedd7e577, 0xd3a0f2568536c4d5, 0x5ac6047270ea2107, 0xc352d50f8828f7b2,
            0x3ca4ff88f8d9b570, 0x00a8abb2b6121706, 0x6abd53145bce79fb, 0xbe772838ba76b9b9,
        ],
        [
            0x35b0305b377568b0, 0x35ae8dd019e03b05, 0x440b6d6c5783650f, 0xd25ddbfc73cffe74,
            0x60a13926df39929c, 0x832273881e3c3f00, 0x8beaef74cde7d92b, 0x7a3aff7593f84893,
        ],
        [
            0xa33563e81e712536, 0xa85051f56ff5fe71, 0xe086de71ab635e9e, 0x06914e86b0a43a9f,
            0x2a247713801128f1, 0x896c226b0af7a9da, 0x27d8aceae5ac28c0, 0x2b7e792852d9bd05,
        ],
        [
            0x55fe5118a71d7c13, 0x641ab5f7fa0ffa38, 0x55f07e9a97aac805, 0x4581353143e94a72,
            0x9638bc553aff63cf, 0x7020065542bd96b9, 0xb57f50f177dd69c9, 0x9f5858ec14979ad8,
        ],
        [
            0xcada3a0d2d83f366, 0x0cd9ccede2f28588, 0x9aef430bcc1dc97a, 0xbc4a9df5b713fe2e,
            0xd758d666581f33c1, 0xa6e8a9fbfa547b16, 0x383937adf4b798ca, 0x0d3a81ca6e785c06,
        ],
        [
            0x800a88bd7786bd4d, 0x87b35d8f9bd8828e, 0xbe458b4aa0e0ddbb, 0xaec088f5698e2606,
            0x655021f2d3b1b8e2, 0xbb37a81af4b9b505, 0x50988382c35a4fa9, 0xf895f816bc97f23f,
        ],
        [
            0xe46fad10de64846c, 0x7aff629e6d74d8dc, 0x0a0ee1814294542f, 0x3fe73d7f7deaffae,
            0x9be07c7baf701040, 0xb38c813e1a08df0d, 0x2ea3ef174d74d939, 0x22033f1f666dd457,
        ],
        [
            0x5799a2d4a49af03e, 0xaa49d1445f7e76bf, 0xc167aba6ff33e99e, 0x38f53053a56e9e62,
            0x29eb9c38e304202c, 0x3aaed173cf5e45d3, 0xe91f4783530548b0, 0xc7c53ca8993b56f2,
        ],
        [
            0x11d37cc209e29b36, 0xc4262be3cccb946b, 0xadc6cfca35a7499b, 0xe58999107b8d2903,
            0x987872d784eed80c, 0xd83686bc1b662fd0, 0x70a7186bac279dc7, 0x91bdfdab840b7140,
        ],
        [
            0x18338ccc11192e2c, 0x1706caf3a2ba7934, 0x1afc6dc5b558be72, 0xdda0df3444a931f9,
            0x33e0a00752aea273, 0xc2acbb073f48cad3, 0xbd0ffdda561941c9, 0x4fd6b5bb7db1d6ae,
        ],
        [
            0xd00dac01115b009a, 0x894a651de11d0b19, 0xaa776570dcaaafc8, 0x610502f52cbf9312,
            0xcba90fa2547204a8, 0xaa368202761f6522, 0x7f4401ada89c6061, 0x0dac9401dbf686b7,
        ],
        [
            0xf9ea675271968675, 0x0495bb095445c7b9, 0x9b1f9a28d169b505, 0x3da9c736af716143,
            0xf0f571db422c6a13, 0x24126c5f6514532b, 0x4fb7d42eb287432e, 0x34a392cfd7a4c77d,
        ],
        [
            0xd8bf37ac23868246, 0xa89f6d8af46dd2de, 0x0b55d907d2c2248b, 0xfb9d7e0ab3391d60,
            0x29d83e0ae969605a, 0xa6d2ad305aa2606d, 0xff2a8b816a1475f4, 0xb0389be01f4b680c,
        ],
        [
            0xfec3707a763ae860, 0xda130235ad460a30, 0xff67fc6d0272eeed, 0xeca5f02e103e6b2d,
            0xad8409b7df8b00cb, 0x2f380f456ec5c58f, 0x454090a573ba87d4, 0xb526f73c95ca03a2,
        ],
        [
            0xca03deb8090df9ca, 0x89a97c21485228e6, 0xa67f16fcab5685b1, 0x27d5d838fb690c8d,
            0x67fa0ee1145f68f5, 0xf59a87989537d013, 0xd74a1cf9815d27de, 0xb6ea58ebc1b44909,
        ],
        [
            0xe5ef6534c11732f1, 0xa4042376dfd68e07, 0x6e316e7588397a7e, 0xc90e49dfd0dd2364,
            0x4627dd4fd37880ee, 0x5130d1e1b424ddcf, 0xfec664f33aeeca42, 0x43e84c10ecc9e3e2,
        ],
        [
            0xcb597d1a83bc4176, 0x8a2a265e8bce83e5, 0x6d33058daf399da9, 0xeb068967e2764d16,
            0x9f0a3e8d45a2c0a1, 0x3da9e450ee113ddf, 0x99cfb3715d91df36, 0x0bcd44f65ac4c7be,
        ],
        [
            0x14bb4096715bb311, 0x1bd146001ec247ab, 0xb9dc1feee3d09170, 0x1da370dc4bd774f6,
            0xe9a6b628e38982d2, 0xcb4b7717f1fb3c37, 0xdd23a695442f516c, 0x954dd3fdab321cc8,
        ],
        [
            0xb09055cdab3be690, 0x1c5be6f75e3f2a45, 0xd0b2756e85372bd9, 0x335fd727845c9b0f,
            0xe4bef2168bdedf59, 0xf4d42bee5732ecb7, 0xff23a276c225b5df, 0xeae5092e3e04a4a3,
        ],
        [
            0xe9bb88451e31378a, 0xfd910846d52285aa, 0x9915eb919438abd1, 0x93813432ac036a7e,
            0x571f59a1d8bfd3f6, 0x849bd05718e2f54e, 0x1311059e5da15f0c, 0x1589f4decb94cc20,
        ],
        [
            0x282de545f3fceb19, 0x2e89b221f785c409, 0xabc5c7626ce7bab4, 0xda433d5e11ceccc0,
            0x684e7120a6f5cc64, 0x8e77fc2d9227b277, 0x1debbdc4af95e521, 0xe498dbd321a81030,
        ],
    ],
    // row 41: multiples of 2^246 G
    [
        [
            0x54de275c5acf692a, 0xbcc4838a72207e06, 0x1c1c116981c16efd, 0x031e8e1ee9e8c7ec,
            0x9cc2a84eb16f667a, 0x70649827c5bf73b0, 0xd9d0970290d6743b, 0xad7e7f5b465b353d,
        ],
        [
            0x92bbd7ff81f488b6, 0xe9c9bf363fc7a915, 0x5d3e00d862657f73, 0xa9878607a88d6115,
            0x495a7bbb031dab1d, 0x39d0f01964ad5c6d, 0x1c063e7c82157c22, 0xd181a1abd58895d6,
        ],
        [
            0xf4bf1126cdcbcb9e, 0xd6fa5689dcd83c3d, 0x9ecc32447fd43761, 0xcdcb12d7119d337a,
            0xa08a585ac961cfd1, 0xa199af24358df340, 0xbfefbea096de9949, 0xe699e2e17bb9f11f,
        ],
        [
            0x954ab30fe5324caa, 0x694b65e30a9472a3, 0xd23d8c749452a32e, 0x8c28a97bf8298bc0,
            0x9e71dc73cbef9482, 0x7ae784f0451cb945, 0x378fedf31f7cc0eb, 0x40a30463a3305193,
        ],
        [
            0xe7650380fe3fa972, 0x13216896857800b8, 0xaa201cacab83945e, 0x447981aa18cde357,
            0x7f98d5fc9bc711fe, 0x95a4211b2022e0ec, 0x0e0bc8794b189501, 0x3c18772aa21de09b,
        ],
        [
            0x0781d2644e90bc26, 0xa98a203e1364d3aa, 0xf3d3c656c74acd88, 0x5e4de16f65b67275,
            0x7017d51a8252f79e, 0x07653dccad127f9c, 0x04e3afa9783ad552, 0x5ac5f2e4353d4329,
        ],
        [
            0x735421044c510f81, 0xb05ba78ca71aaf48, 0x3310bc68a2be178b, 0xf398d8cb9a57a1e2,
            0xc2f72366071310c4, 0xb167593e4b7367e5, 0xc6eb6df0d8208049, 0x429e919ec3ed3046,
        ],
        [
            0x5dfb201f7611d8e2, 0xc8130fe8de49fc4d, 0x96bed5a6047f0da2, 0xab1ac1872a38a2f1,
            0x01a581f3c429d15b, 0xf7ef93d33e1e545f, 0xe9aa5f39db6a42b6, 0x13f4a37a324d17a1,
        ],
        [
            0xa28ff59f6e22053d, 0x724049b9bd7b45e0, 0xde234594b32075dc, 0x1999ed179802d274,
            0xbab27bc61a910af6, 0x04cb15fec10a69f4, 0x3e2d90c2a176b651, 0x25e0db802b6652f7,
        ],
        [
            0xf083e11dc48752f0, 0xb1f8bb885456a239, 0x77afd1162388ee7e, 0xedaf7841c17fb4bf,
            0xd671b0b320dc2b1c, 0x1b9e7236712189e4, 0x44e095839e41053c, 0x0e014177819ece28,
        ],
        [
            0xe0a64e3594768d12, 0x9bd4cf9396a43a23, 0x606b8d9fbee803bf, 0x601490335f277fab,
            0x3592d7a886a6f295, 0x145642a5130c5cdb, 0x66ba69b8d92a609c, 0x951eb7cbb4ad4cbc,
        ],
        [
            0x863e87154754dd40, 0xa2422631fc3466cf, 0x45b4841fcd72f6e9, 0x9729247032c0dfcf,
            0x384b492f2aa36143, 0x90dae85255acaf49, 0xcd15c75dcbd4df36, 0x91d1a244265fea1d,
        ],
        [
            0x82b8353dd2a61027, 0x24fd440620531832, 0x4008e00803b85932, 0x844ce7c9e0936d51,
            0x2201aaf92a9844c5, 0xe073c6a77149849a, 0xf20c2dd142a56063, 0xa85a13b9c398a272,
        ],
        [
            0x1bad335b3d4e1b99, 0xb69c3722eb06eefa, 0xe769fef99bde8b71, 0x4ff0b6e0e09ed090,
            0xb0316eee059e8bd2, 0x6765f396adc4436d, 0x301e3723721a8fcb, 0xdd7bb555bc4da1a9,
        ],
        [
            0x5ef7f8114fcbd6d2, 0xe96f230594d15828, 0x33718ac76df1fa81, 0xa2ce7fb24277cfcb,
            0x4198317e9b61228d, 0xe5471a6ae2674e39, 0x356cee7d0ddee35f, 0xa28e8488ad34cc8e,
        ],
        [
            0x226aee642651b3fa, 0x8ea1b365772df434, 0x3703a607253f31ef, 0x2564fe9b5beef82d,
            0xdb82e6a301e5122d, 0x14f37dab6b79816e, 0x95fa14ae1203925f, 0x8ad9f7a606783890,
        ],
        [
            0xee1e444fa883bd2d, 0x2cf37904cf41bb6f, 0xf29df7bca5fa512c, 0xa30d0ed5d5fc967b,
            0x2dca7ee87913b6fc, 0x5235624d150033da, 0x658119bb6a6fb6fe, 0xa180f23dcdd1142b,
        ],
        [
            0x5e291ab3ac856c25, 0x9e33609a13172b58, 0x043c1c3502ecb8da, 0x3f7722bf85740999,
            0x22ac9e4e4a74c559, 0xfe71e7879e374ced, 0x49788736a4809e98, 0x5e869bbcfbe8664e,
        ],
        [
            0x59105b4104f5cea8, 0x67e31f147ff4a3dd, 0xf235707c3f720bc3, 0x8a3e29bcd9a262f0,
            0x790e4cfcd4452249, 0x7be85f11f0a5b9f1, 0x0db1650a9dbfe593, 0x02de69cb30a55c04,
        ],
        [
            0x3c2d82eb8c2ca7ff, 0x1803645d95df021a, 0x050791ad5a2f27af, 0x89637f97580a796e,
            0xbed415e170493e68, 0xf87bc6a38e42eab7, 0xd57b9cf154357489, 0x2d1fe1248c888424,
        ],
        [
            0x77865b69136428df, 0xa8f24e2f9596eecc, 0x402e3286c5ca8fe0, 0xf2540275c68cf8fa,
            0xb78b99814b13765d, 0xd2c0e76ff16ea8ff, 0xa248219074b0b6c0, 0xe5a856dbcd6ab62c,
        ],
        [
            0x3665ff519f2da6a6, 0xf47a44b965f1b88d, 0x7a8e6f26cd8244dd, 0xa9bd2cba3464322e,
            0xcc7a39f0dc5e9d02, 0x2fa14a5fbbd70466, 0x658e46379d36d695, 0x7daca3310480be40,
        ],
        [
            0xa1005f8a555d36f9, 0x29e452665b30a16a, 0xe89d8a184e00f87d, 0x40523ed668f357e7,
            0x7f92d1b36f0d7a25, 0xa745ff4fe5dad69b, 0xc7140558fa5ac540, 0xe30188231d67d56b,
        ],
        [
            0x057c35330c7a89ee, 0x4bdbc59c7ab6d4f8, 0x12860b88fc98658a, 0x71efa4e26a4179e1,
            0x4f489329c1366a2e, 0x2aaafab88e5e9a0b, 0x9efb2c32b17294a2, 0x145fa81f8bb624ae,
        ],
        [
            0x613b37abff23692b, 0x6f80aa90daeba48a, 0x45250e21af7f5b47, 0xd72cbaa33e3771c3,
            0xb1845c12e8248270, 0x831511d0f69fe9c0, 0x582faa7218cc5584, 0x44f50d7c3a54bbc3,
        ],
        [
            0xecae4ec75aec2f08, 0xcb25d85522a4cafc, 0xcf78fd1ca8f68ff1, 0x911c3596275efe7c,
            0x1e419e442837ba8d, 0x6285cab5069d2fba, 0xde50173280140ad7, 0xbe3752f1b24c639f,
        ],
        [
            0x85a88c5ac18d35d1, 0xf479fa8b178b1686, 0xa55a9464a3cf5039, 0xcce492901d0d897e,
            0xe3bbd3569c9e09e4, 0xe475a99986b8d1a3, 0x64c3b6310e8429bf, 0xcce387fe0a0c33bf,
        ],
        [
            0x6186d63a0ca8dd7f, 0x1bc7280356a1381a, 0x2fdc9da03d535742, 0x308138e71be25e09,
            0xe415f2478a92c7f2, 0xc8165646434ad915, 0x5e39ec45d1408e18, 0x28d1e2d28828fc92,
        ],
        [
            0xaee5e4eed2f6ce09, 0x2aff253c484826a5, 0x3ad71204e74f40d6, 0x675591271b352e38,
            0x6dfa0d4e3a713644, 0xa0f7ab10d6994d0f, 0xa7a49abd45305c67, 0x63a07d1b71c790dd,
        ],
        [
            0x8550dab612931f20, 0x5d86eada573a2d64, 0x0811da478ee0acdc, 0xa758a75e096a3b48,
            0xd89d7effb0b4e2b7, 0xa22996a80c914314, 0xcde69ee9313e122b, 0x37ee60aa25fe4782,
        ],
        [
            0x6179997b94cd2afe, 0xb7ed3eba201bb725, 0x947b43e36689b0d2, 0x0975bfd2cb495264,
            0x05d7cc53af0de56b, 0x31f27940806c343a, 0x429ce9b97c691edc, 0x8fbbbdf2bcba47a7,
        ],
        [
            0xb178e3d3ae180068, 0x7ea3d56c20bd3103, 0xbfc6c5c0c30dc01a, 0xff3d6136ffac5b0c,
            0x70a6bb6e188c6077, 0x547676f24001f5e6, 0x40d0372cdd96adc1, 0x133239be84e4000e,
        ],
    ],
    // row 42: multiples of 2^252 G
    [
        [
            0x48c4ba111faccae0, 0x3c8b350c5a4bb337, 0xc1dd94ce4f071fd2, 0x08ea9666139527a8,
            0x55af34a30e62b945, 0x35b783be9cf0f8e9, 0xe24e7c0cfb95c5d7, 0x620efabbc8ee2782,
        ],
        [
            0xa293131da190b632, 0x63cf2a23a4ab5ab9, 0xf3a66df315559d82, 0xc25f637176220cd9,
            0x6eebf3d6fc9590cf, 0x0a9f04ff9e027a1d, 0x989049903809d798, 0x53154fede94d2873,
        ],
        [
            0x21a40b5966a06f5e, 0xa34192516ea08370, 0xc37b0d421263b716, 0x383b24fbea14253a,
            0x089f4786d3c6e772, 0xe8f6ae74bb8c2b04, 0x44cf566d54ea5a19, 0x54cf706ac4edba20,
        ],
        [
            0xe2ccb3b7d466d561, 0x0c7b55dc31978b4d, 0x3e82d82a5688544c, 0x2a9e8dfe3cce6bab,
            0xf96ccf5252e76373, 0x5e01eaec17a02182, 0xbac7b5ad608b96cf, 0x01dfeda5c16e651f,
        ],
        [
            0xc7975c1d4638a136, 0x2b0d1ce336838195, 0x789e59c6b60d790c, 0xe68432d03e02ed6d,
            0xaafd18108c6c2584, 0x2e09e3ebdb357336, 0x24d2a7303a01e647, 0xca5be41398e35a66,
        ],
        [
            0x2139b408dbcf2dce, 0x68114a105c1dc6c0, 0xbd49e4c992ff9980, 0x95e62d4292e46218,
            0x62bddfdf58c86594, 0x5e7b30603704d20e, 0x183a26e2b428d52e, 0x06b68184296c2875,
        ],
        [
            0x7ce87c4416e8c10c, 0xb472985f391bd680, 0x0eefbdece7306e7f, 0x395dd559e2fe5c2a,
            0xbc3d6d9305fe638e, 0x4c909c04dc66922c, 0xd0413e87affa4e27, 0xfd62dcd4b4592ac5,
        ],
        [
            0xe8bd32043f8be384, 0x71ec0aada31db6c3, 0x251ad6c94fdef072, 0xb23790a42be63e1b,
            0xd10a473deb19880e, 0x17f004f4149ecb58, 0xe8d50f88aa81f945, 0xfc6b694919d55edb,
        ],
        [
            0x51664db20d6c14ef, 0x0858fc7506f93c8f, 0x9f6eed5beee26480, 0x7a514adc35525dcb,
            0x7ad3e1870b3fbd13, 0x29beaef72aa6e24f, 0xe897f0b94c8f5c37, 0x56edd1fed152e4d8,
        ],
        [
            0xff9f053d097ec94b, 0x27ed7091c8d59c2d, 0x1ee215aa8ae68181, 0xb2113bcb7b4aefed,
            0xbd5fbffc687831ad, 0x0943220b2357d0fd, 0x105a0b53454cb4eb, 0x93be9e7399e8ee73,
        ],
        [
            0x4a9463d04f6d65eb, 0x5a99107754402152, 0x8ea8ef3bf4908f23, 0x1ee1fd584325d90d,
            0x1e036b925d22941c, 0xca32f4e9863582b1, 0x1cfab9fc4f42fcfa, 0xbb692891bdd6c73c,
        ],
        [
            0xb805264597a6257f, 0x1873c3b1a27a6c40, 0xa6424274ab07e789, 0x71e935c8e1f54f25,
            0x5b217461d1b1e582, 0xef2523540cf70f7a, 0x3ded86ba47ae2a52, 0x78d93e59f47c2251,
        ],
        [
            0x1f1950ef0e36cb44, 0x617e8b6c8dca2019, 0xbc058fd0d883357d, 0x15515634d38faaa8,
            0x329af4651f495a68, 0xa8c37175f020c1e5, 0xe370e3f0b463205d, 0xab4fffc755575215,
        ],
        [
            0xbf08472479ca950e, 0x39e015762bb13bac, 0xc52f8be79ee2c461, 0xabc451ca4ee795ca,
            0x07ce7d8c9a9490d2, 0x52684000cea553ec, 0xdb1dfb80c2c91456, 0xae2718befe820a59,
        ],
        [
            0x51f946107427bacc, 0x9e733164dd2d62e1, 0x36358eb0958dc4aa, 0x3bc6bc6446bf5201,
            0x14c33fd5ead6fda6, 0xd71b75a5228beb47, 0xcdb62ee226d6c02b, 0x8e305cc07176c305,
        ],
        [
            0x92f76cc4eb9a9787, 0x89bdde8159599680, 0x74669716bbd3788d, 0xdd3625faef5ba060,
            0x37f68d00c644a573, 0x9414619828833959, 0x61da2501045731ca, 0x7a188fa3520e30d4,
        ],
        [
            0x2528edf1558ecc62, 0x960c46f4c9386076, 0x4f493fa2f3ed7389, 0xf7d2c9aa3fbde5a9,
            0x2641dcf4380871ec, 0x45efed5bc49c6b7a, 0xa74b16d2b5b1c203, 0xa8160173f5c01611,
        ],
        [
            0xc49217c4941f0a22, 0x5a5ad393076eefbb, 0xef0fac1ceda4ca33, 0xaabd2cb43e445b9d,
            0xb5d5beb7efb05671, 0x007bb93a91f8ebb7, 0x6945831629612ec9, 0xe9526a02bf1e702d,
        ],
        [
            0x1072f35adfa65f1f, 0x82b7fd186e5e527d, 0xa84b4eeb2e7ae308, 0xa53233bf188986a5,
            0x4bda3ddc44726e14, 0xdedb81d70b599efe, 0x847399aff3321abe, 0xaade6182d58738e9,
        ],
        [
            0xab484df4845174fd, 0xd1d0be31a4e5c8c9, 0xf130b717ff69c31f, 0x2579b8ceb02b06ec,
            0x840a34804ec50074, 0x634d1b83ae86c80a, 0x5079c210159ddd7c, 0x29c40846365d66d4,
        ],
        [
            0x44ca158c724b5a88, 0x75b26a42a762e06c, 0xf775e6cc54e9f572, 0x11c42b82a92afb85,
            0xbfd75fdb3a54e932, 0xd5a1829bc449323b, 0x0eb41a73290ea8c1, 0xaff6e9bf6161e96f,
        ],
        [
            0xbb7ac96eda1c8896, 0x00127239a0ee1ef4, 0x8f5995de3ace354b, 0x8a2cb792ba5fb1fc,
            0x312f290ff791e091, 0xc97234ea6d93ec0d, 0xa12be0e83fc74557, 0xe4e149dc6a159bef,
        ],
        [
            0x4b5da4fa45b2f9cf, 0xc38b4f8eb87e90d8, 0x09bd5aaf4bedc48a, 0x8bdf34d6505c9fd5,
            0x2cbb4aa00d96925c, 0x8a385fd382b7f048, 0x0577db5a27ec109b, 0x4d5e7ca0a8b7eadc,
        ],
        [
            0x15594f3259a1d7e0, 0xd4fa6711df3008a6, 0x1c8a02ca691ac597, 0xaef6779d1a8cf742,
            0x94bffbf043451fb2, 0x9634c05ef71f8509, 0xe026e298eb04874a, 0xaa289ffe81e3c79b,
        ],
        [
            0xd3f8f6d57221a431, 0xfc90cb71faf0a783, 0xda071415c4657fb3, 0xc7b750d63829865d,
            0x4468614ca9d8bd26, 0x4dab494db170cc25, 0xeb2b0968a3a59e0e, 0x2d55d5542616373f,
        ],
        [
            0xcecabb8c735316b2, 0x3d2ce127826c2974, 0x6a1f91fa09331dfc, 0x37fcf9566d2e9989,
            0xf65c26b96a12ddca, 0x7a2ca1872266518b, 0xba7bfaa9d9d06528, 0x1a799638275c9b68,
        ],
        [
            0xb12a691288c35735, 0x104b19b4963d78f0, 0x6f45370bce5758e7, 0xde72dc7009c1a9b0,
            0x676e93db7ed60101, 0x55e28cddf11db308, 0x4e9d24e6c1e6a90c, 0x44c90532d7bdc612,
        ],
        [
            0xf13fa8e83c0ec8cf, 0xfbbefb951ab0b8e3, 0xf62f0b0c9553be42, 0x4cd6cbef75b924bf,
            0xdce9879793eb012b, 0x778a1b9c66182273, 0xe0ed1d35e2cc0a0a, 0xb3baee2b75d734f4,
        ],
        [
            0x2aba8852e2250708, 0xc4f8db5f5ff6c809, 0x7063350352182cca, 0x54fb4e94992249aa,
            0xe38feedf34791494, 0x2c94ac509ce0cf27, 0x898fd7ca5e1f761c, 0x16cde9fe15c48cd6,
        ],
        [
            0xa2e45fa9cbfadcbf, 0xb45e8fd68e67bed8, 0x61465638f5b9b291, 0xbe682b0996615fbd,
            0x6705cf5abe81f295, 0x4ecb2ac6803ea6c5, 0xa0daf9f59d87e1fc, 0x2fcc58db836491d1,
        ],
        [
            0x99f0680d6b0938c6, 0x67e4f7664b71d76d, 0xf4ed2a427554c9ba, 0x53c73ce91375215f,
            0xbca49712ee3851e4, 0x0002bf2de1a2339f, 0x248823f1ab0b8d21, 0xe0227818fb2f061e,
        ],
        [
            0x17f014d8f76a9a68, 0xe1520d4eba9dac51, 0x65a441507eef123b, 0x276b9eff8f2aa883,
            0x81d66ac5b8e7eb15, 0x3e845314a0d6029e, 0xbc0ebc0d08e5dab7, 0x39f8aab0f2f7db81,
        ],
    ],
];
