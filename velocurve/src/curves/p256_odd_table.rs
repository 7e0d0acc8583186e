//! Odd multiples of P-256's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p256-odd > velocurve/src/curves/p256_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p256.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each as its
//! canonical value in four little-endian 64-bit words. wNAF width
//! 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4, 256> = OddMultiples([
    // 1 G
    [
        [
            0xf4a13945d898c296, 0x77037d812deb33a0, 0xf8bce6e563a440f2, 0x6b17d1f2e12c4247,
        ],
        [
            0xcbb6406837bf51f5, 0x2bce33576b315ece, 0x8ee7eb4a7c0f9e16, 0x4fe342e2fe1a7f9b,
        ],
    ],
    // 3 G
    [
        [
            0xfb41661bc6e7fd6c, 0xe6c6b721efada985, 0xc8f7ef951d4bf165, 0x5ecbe4d1a6330a44,
        ],
        [
            0x9a79b127a27d5032, 0xd82ab036384fb83d, 0x374b06ce1a64a2ec, 0x8734640c4998ff7e,
        ],
    ],
    // 5 G
    [
        [
            0x21554a0dc3d033ed, 0xef8c82fd1f5be524, 0xd784c85608668fdf, 0x51590b7a515140d2,
        ],
        [
            0xd1d0bb44fda16da4, 0x0d012f00d4d80888, 0x8ae1bf36bf8a7926, 0xe0c17da8904a727d,
        ],
    ],
    // 7 G
    [
        [
            0x300628703187b2a3, 0x7ef9f8b8a80fef5b, 0x25bb30667c01fb60, 0x8e533b6fa0bf7b46,
        ],
        [
            0xc55e1a86c1f400b4, 0x53c73633cb041b21, 0x6d069f83a6f59000, 0x73eb1dbde0331836,
        ],
    ],
    // 9 G
    [
        [
            0xd79e8a4b90949ee0, 0x9e0acb8c2c6df8b3, 0x878938d51d71f872, 0xea68d7b6fedf0b71,
        ],
        [
            0xe85a224a4dd048fa, 0x4d714feaa4de823f, 0x87014a964a8ea0c8, 0x2a2744c972c9fce7,
        ],
    ],
    // 11 G
    [
        [
            0x433391d374bc21d1, 0x16742ed0255048bf, 0x0638379db0c21cda, 0x3ed113b7883b4c59,
        ],
        [
            0xe2f8eefce82a3740, 0x090d04da5e9889da, 0x24c843afa4f4c68a, 0x9099209accc4c8a2,
        ],
    ],
    // 13 G
    [
        [
            0x98e15d9d46072c01, 0x792e284b65ead58a, 0x61805df2d85ee2fc, 0x177c837ae0ac495a,
        ],
        [
            0x9c43bbe2efc7bfd8, 0x26ee14c3a1fb4df3, 0xa24091adb40f4e72, 0x63bb58cd4ebea558,
        ],
    ],
    // 15 G
    [
        [
            0x63668c63e59b9d5f, 0xae03af92de3a0ef1, 0xadfb378999888265, 0xf0454dc6971abae7,
        ],
        [
            0x47e59cde0d034f36, 0x2a3b21ce75b5fa3f, 0x4e6594e51f9643e6, 0xb5b93ee3592e2d1f,
        ],
    ],
    // 17 G
    [
        [
            0xba1abce34738a73e, 0x5fa68678f0d64af8, 0x9c0984b66f75301a, 0x47776904c0f1cc3a,
        ],
        [
            0x32f787ff71f1fcdc, 0x81b2804428d5733f, 0x6231856577648e83, 0xaa005ee6b5b95728,
        ],
    ],
    // 19 G
    [
        [
            0xc1fc7b74ab03ed83, 0x782c452257884895, 0xce39b7c17108c507, 0xcb6d2861102c0c25,
        ],
        [
            0xe39150752bcecdaa, 0xa496716e30fa3e03, 0x5c35e7100d6d6ce4, 0x58d7614b24d9ef51,
        ],
    ],
    // 21 G
    [
        [
            0xfd76364e67399e83, 0x3a582139f42b1523, 0x2e4ac86eb473bca5, 0x3250fcf686637c7b,
        ],
        [
            0x15de24a071d48c09, 0x897cd3c33b566a82, 0x97b3090d1d7eb88c, 0x42e7c342667d3593,
        ],
    ],
    // 23 G
    [
        [
            0x672e573045ca7896, 0x3c0bc0a5df64a4fe, 0xd28a3e39d4583fa6, 0x0e91c7239c2640d7,
        ],
        [
            0x138046543140ad55, 0x7e68833575e7a5ae, 0x1a22733bb8e0bd6d, 0x5df65c3b550dba22,
        ],
    ],
    // 25 G
    [
        [
            0x84a4dc45f200d687, 0x41652fc5b76f1b24, 0x85f4f52d8c07fa84, 0x3a67e2554b0c0bb6,
        ],
        [
            0xa9ed16b302f79324, 0x8c188af735a7618a, 0x26daf267163afb0d, 0x27d0f1872f1fcf43,
        ],
    ],
    // 27 G
    [
        [
            0xf2e201173b0883d1, 0x576355bd683e54ab, 0xdeba2fac4611f378, 0x184ffa5819d80d51,
        ],
        [
            0x20d242c260906e6f, 0x45bdeccc63f04916, 0xa4c6d90826cb9995, 0xc0a66e276688f359,
        ],
    ],
    // 29 G
    [
        [
            0xdedd693d1c784def, 0xfd8cd1c688b58a41, 0xa7c36da090853b8c, 0xd6d33adefa195b07,
        ],
        [
            0x550c124593d1bca6, 0x09a166ab4b95eded, 0x3f78245f558a5dcb, 0x84aaba16ee195d7e,
        ],
    ],
    // 31 G
    [
        [
            0x3e3f9aa0a1b45b8b, 0xfac9db7d52a95b3e, 0xa85da026a7ae9aa0, 0x301d9e502dc7e05d,
        ],
        [
            0xd58db6aea17ee267, 0x298d9ae46887ca61, 0xe0d23c026b017d72, 0x6551b6f6b3061223,
        ],
    ],
    // 33 G
    [
        [
            0x65c100f3cb2cd793, 0xa03b0a533aa872fd, 0xfa9aa25b89d9d34e, 0x9807d699fcd81356,
        ],
        [
            0x2f6bf92479634af4, 0xffe630b96c587853, 0x86a01a4d1d091b2f, 0xc2a59cdccab11bf2,
        ],
    ],
    // 35 G
    [
        [
            0xa12d389033bb291a, 0x94e8e1fe92af9700, 0x8ffa3ad7326c48ca, 0xd58d4a589ed27d16,
        ],
        [
            0xa5b0c9c6f586b9d5, 0x67271c163b034979, 0x76ea92632dc7fef6, 0xd45514d102726b85,
        ],
    ],
    // 37 G
    [
        [
            0x73a92894502b3348, 0xe0d21379246bfd44, 0xd6b0978611a826aa, 0x419a6a646ddb817d,
        ],
        [
            0xdb1d6c81b09214b2, 0x13c6d072f3dee1e2, 0x545c9fb1954c2fd5, 0x332544cf1102f584,
        ],
    ],
    // 39 G
    [
        [
            0xa0c199ddfb2776c4, 0x547b942dd2d138d4, 0x42014976a179046e, 0x22a682f7c3996d4d,
        ],
        [
            0x5347f649cbaa285d, 0x979dcc310265b068, 0xb918c9835a54356c, 0x4f4606b0102223ee,
        ],
    ],
    // 41 G
    [
        [
            0x3a7de694995d2fa2, 0x6067c5c3d4175a59, 0x1cf258d2e6cfe8aa, 0x67a6bec240dee065,
        ],
        [
            0x49c24ce1441feed5, 0x1542c7ee209aca6c, 0x6c249b49464d4499, 0xde692b7022d13158,
        ],
    ],
    // 43 G
    [
        [
            0x7544dc129b82d28d, 0x8f4bc4c6d009b30f, 0xd04230861d8f4b49, 0x986ae2506f1ff104,
        ],
        [
            0x25110c441bb07e97, 0xd86fc6289c189f25, 0xe328a4d97d3c7b61, 0x003cccc0a6460e0a,
        ],
    ],
    // 45 G
    [
        [
            0x79c78080fae0ba03, 0x0f5f609edd29d6d9, 0x3ecd0f5ddff0672e, 0xa891d06670bde99b,
        ],
        [
            0xefc3edc8166934ae, 0x1c6b38f0feb0f2cc, 0x419a88c4033c1ce7, 0xb596cd922cbfa1c1,
        ],
    ],
    // 47 G
    [
        [
            0x51d689227b1c0d7c, 0xdd5b31583e19066d, 0x595361ea83071bbc, 0x42c315cc48958708,
        ],
        [
            0xd6c4a72bb2f9b1b9, 0x74f1a1e1eb87f164, 0x2914d1dfbb7a7990, 0x649a61ce571b9585,
        ],
    ],
    // 49 G
    [
        [
            0x7d228ce6a5674455, 0x28fb7ea9758fd4fd, 0xbb22b146866e6c05, 0xf785b0e098068875,
        ],
        [
            0xe7bc490c10d62408, 0x4b04b6fd5f3aa60a, 0xe15c767f0d9f5b41, 0x73fdb0bf6080da6e,
        ],
    ],
    // 51 G
    [
        [
            0x044360f0018e22b1, 0x95f7eb56e81008ff, 0xaadee6863c1d68bc, 0x672c4a514d9de43e,
        ],
        [
            0x9935399191f37104, 0x136246589704d941, 0x611de5a4ace203f7, 0x548c7e9196a25bfe,
        ],
    ],
    // 53 G
    [
        [
            0xf126ec9f7449d036, 0x982b1ca78de9b983, 0x5a47802254b88039, 0x6f01bd49c9d95245,
        ],
        [
            0x360233dd989e17db, 0xa78551bfc3749b08, 0x11a0f21a608776ce, 0x1562080ff1d5deab,
        ],
    ],
    // 55 G
    [
        [
            0xdec1dff7df6e60a0, 0xc2a595b762c1eada, 0x7571a109fe7fea2c, 0x079dba7ba068c926,
        ],
        [
            0xfb0da5aeb4824dea, 0x83eb2df35751a397, 0x1d223f9d2a9588ab, 0xdc1e19b743d4d181,
        ],
    ],
    // 57 G
    [
        [
            0x8abd97b1d0f56077, 0x289d406e2d6c6bd8, 0x126d45a8ea907f86, 0xc116e30ebb4d2865,
        ],
        [
            0x313fd7fda410c206, 0x7d5bd5e89e59c8c5, 0xb8b16d9bb13b8765, 0xe9478823c35b30c2,
        ],
    ],
    // 59 G
    [
        [
            0xa2b6ea0e0faa4b45, 0xe50941119e8dc8ec, 0x765b2784fca9bdf7, 0x665f1a6ffe0c6437,
        ],
        [
            0x6e25a6602b7f4ccf, 0x7dede5bf81e215bc, 0x6e8cca29f7eac37f, 0x490e2ca49ffd18c2,
        ],
    ],
    // 61 G
    [
        [
            0x5939ac380d32af0e, 0x3e7910a08b724fd5, 0x2d3a6b3d8d990001, 0x059ccb19edd3da9a,
        ],
        [
            0x928e1e3c97fe91d1, 0x1621f7a33956cecd, 0xda65281b9345638e, 0xbb6ad7eccad49159,
        ],
    ],
    // 63 G
    [
        [
            0x32a290825d8bdac1, 0xdf53c8af01a7cd38, 0x2a1f28a08acc7d8f, 0x6a9501d85bf5dc80,
        ],
        [
            0x30aff53d5f1ef1a3, 0xf8461b5c697a6f35, 0x81c6c6e44a3c56a3, 0xca640ad193473743,
        ],
    ],
    // 65 G
    [
        [
            0x11aa2ec254ea3410, 0x9c7046afcbf39f66, 0x343d0535537dd5e0, 0x34325dcb458d8e5b,
        ],
        [
            0x6f3b1601f3c869c9, 0x794deb3ead76feb8, 0x96cd238c49676718, 0x8568d1dc50295547,
        ],
    ],
    // 67 G
    [
        [
            0xd916cd0b10a6483c, 0xa46a6529ce596ff8, 0xeaef897b52466883, 0x2d27033cb622fa8c,
        ],
        [
            0x599a4bf4edc331b2, 0x2a05d594ab147bf9, 0xd0123f6d09832688, 0xea177493148e92a4,
        ],
    ],
    // 69 G
    [
        [
            0x1db82b9f5c1874fe, 0x1bab33236b7459b2, 0xe90d03a299cb5585, 0x52910a011565810b,
        ],
        [
            0xdd2b2504ca42a562, 0x05490ffc4c597233, 0x511c2b1865bcdfd1, 0xe3d03339f660528d,
        ],
    ],
    // 71 G
    [
        [
            0x8b49bb9d9260e969, 0x9fae27b0bff2a1da, 0xaa5d897cf601dc0a, 0x6e4b20574af29f6a,
        ],
        [
            0xc0ac3c58afa16213, 0x3e937c54efd04659, 0x46d7eaad0896b1d2, 0x61d496eea86c4f26,
        ],
    ],
    // 73 G
    [
        [
            0x36920e63cc4940cd, 0xd62b953bef294a13, 0x4457d51dbb46a198, 0x392c4bba3e610624,
        ],
        [
            0x5fded58287146bd2, 0xfcfd867956882209, 0xb3c3d7bf6b594c91, 0xe50c821ad6af849d,
        ],
    ],
    // 75 G
    [
        [
            0x6cd5ed29e021934b, 0x61a043cd71bbd4fc, 0x3e1cd4eed4432405, 0x8d435a0fdd81431f,
        ],
        [
            0x968f1ceceaa1d1ac, 0x08f9ce9475feeb9b, 0x532912cb2a671076, 0xbcd8433681b32c85,
        ],
    ],
    // 77 G
    [
        [
            0x17d871340893be7b, 0xf4efe021b38029c0, 0x1a9d18eb72d5c720, 0x5821b002dba27725,
        ],
        [
            0x1bbe9540e59f2363, 0x869c04f125ded1c3, 0xdf9b62f63fff5866, 0x23ec12d67a538534,
        ],
    ],
    // 79 G
    [
        [
            0xd4dbc74df0222957, 0x624289e1dcb58b8b, 0x121ef296d3aea625, 0xdbd2f3d34beebf77,
        ],
        [
            0x3e344b3b3838fb9f, 0x587e52133edb809e, 0xeb3e890abc26ed34, 0x94a16bbe7e5762d0,
        ],
    ],
    // 81 G
    [
        [
            0x2cdcf0c2a8a3b072, 0x1e2a1b96700bb9b1, 0x8464c3093dc72e91, 0xd829ab2d2eed358c,
        ],
        [
            0xcf3bc0b0b543775e, 0x166273e2d406aaf7, 0xe1f6c7be2a598059, 0x3ec1bbe459cae899,
        ],
    ],
    // 83 G
    [
        [
            0x28b945c867e045e8, 0x631e6eddfe1aa0bd, 0x61e3fe0285630a57, 0x8ff01da682fdda57,
        ],
        [
            0x5e039b1b1b7d52d8, 0x72565cec7b0f557f, 0x645291e2e58038b4, 0x3be3b91ef709bc92,
        ],
    ],
    // 85 G
    [
        [
            0x1f97fea1c9f64e8b, 0xa942f1f95dab9175, 0x3fbea9cf65bdd242, 0x84d067191caffc0e,
        ],
        [
            0xc46fbcd4b30900d9, 0x61304a7c351ef683, 0xc68bfd91caf3f8b3, 0xd8c9d818f5b6ea38,
        ],
    ],
    // 87 G
    [
        [
            0x672fc426889334fc, 0x9433543b9d296f1c, 0xf49d996faee48687, 0xd2b3ef863cbff9c5,
        ],
        [
            0xd4511c8e8e2f4f0e, 0x921ba797f1b1baeb, 0x5b046629035cf83c, 0x566d7e001025a8ee,
        ],
    ],
    // 89 G
    [
        [
            0xc96a49751f461042, 0x21b5fa95141f580f, 0x3e70b728e31a34fa, 0xfc8b9e62fd84b49a,
        ],
        [
            0xf51db6524f3d820d, 0x6da77b7c5a014ab0, 0x8bfc86cb0b63b608, 0xd5b4287a2a5816f7,
        ],
    ],
    // 91 G
    [
        [
            0x89c4cc1d387738ca, 0xf240907ebc707101, 0x30c619436dd3f71e, 0x07a1e7e2c7de6ba1,
        ],
        [
            0x41a8d7714d3c7049, 0x03123fe158e45dd2, 0xb2828204cb47806d, 0x9cfc4945aa3fd5ff,
        ],
    ],
    // 93 G
    [
        [
            0x291d9c0ab90a4a9d, 0xe55acd833679e294, 0x414994e1dc29a3c6, 0xd73fc6300614a355,
        ],
        [
            0x31dd941178e83eb1, 0xc0d43d8000c88792, 0xb1b71c30ce01e631, 0x03ed6f0e2cd69c0d,
        ],
    ],
    // 95 G
    [
        [
            0x8aa17c957d462774, 0xedf5380bdd4388c8, 0x29f9e1eba1a2b0c0, 0xdabd62029b4d0d13,
        ],
        [
            0xed0cc412a77ea93f, 0xcc263496d577e42e, 0x31cb988965424681, 0x9ac784cdc8ad3fcd,
        ],
    ],
    // 97 G
    [
        [
            0xbf1949e634bf9a19, 0xb067b13cd17fe6d3, 0xb6bd8a416b9faa62, 0x20668209714547d0,
        ],
        [
            0x076a4965a9d1fd83, 0xa1fd67f8aa682fbd, 0xde5738a8930de06d, 0x113ca8c80168fe5d,
        ],
    ],
    // 99 G
    [
        [
            0x8a0e83174c8c609c, 0x49688dc911e3a74c, 0x1ad0857e7e1dbcc7, 0x21508b35b4afe0f0,
        ],
        [
            0x9408df4140f7fcb5, 0x8ccd53fc446fe12d, 0x83681e414ad64ae9, 0xe2f8f5d3f58be2cd,
        ],
    ],
    // 101 G
    [
        [
            0x76ae0b0e749833af, 0xb17ad259fbe717c2, 0x85b3bf94c7269ad1, 0xcfc746589e4a1407,
        ],
        [
            0x11e7bb1930978ef8, 0xe8a1006aef0e41f6, 0xbe4f9367e271322c, 0x9ee25d020b5be979,
        ],
    ],
    // 103 G
    [
        [
            0x7f3fb1c1fc2aabf6, 0xf379987131d5ed29, 0x6033c6114f7232d6, 0x99f888ff112b3f5d,
        ],
        [
            0xfc983789dfce6f67, 0xe4bfa2b0706ac282, 0x4f3531d93f8b3a2d, 0x5d6cb14380271b23,
        ],
    ],
    // 105 G
    [
        [
            0x496bbc6162ab6cc2, 0xfff59bdc9abbc3aa, 0x70a8313e6db1fe12, 0xd4cf299b52904a67,
        ],
        [
            0xf9346544e51769f9, 0xffed4546c22d751e, 0xe4d8a1135f292428, 0xfc494ce7a52a4c83,
        ],
    ],
    // 107 G
    [
        [
            0xd4ea99cfe649ce7f, 0xd897e7a5fc7d75bb, 0xe77a915d28dedac2, 0xf9c1c90b9aac1fc3,
        ],
        [
            0xab113c2dfa54a06b, 0x144bec235d38d3dc, 0x42429ee2ef2f1a7f, 0x7c7deb67a844cd38,
        ],
    ],
    // 109 G
    [
        [
            0x0432191239585f43, 0x5700d21eb9a17624, 0x72399f899019993b, 0x05949c0407257fa1,
        ],
        [
            0x07401e7bf7233606, 0x9bf0d4e8dc71f1d9, 0x45dff17312db1759, 0xbdf1d7ea1dc39756,
        ],
    ],
    // 111 G
    [
        [
            0xcad2cccdb85b089e, 0x6233002be8063cb1, 0x0fe2c0ae1093724f, 0x3fc424067a1f679b,
        ],
        [
            0x66aaaef8c6629ecf, 0xcf9fc800f7934c94, 0x2aedbb47eda98d26, 0x5bb243009e581be5,
        ],
    ],
    // 113 G
    [
        [
            0xa73c1a3004d85e13, 0x8e4100d7f5b4bfe1, 0x467d26bf88c13fd7, 0x95e3476b96a9454d,
        ],
        [
            0x9bfd92a132b7bcca, 0x4043f9d4c830228e, 0xa88dcbf9f340e0ec, 0x4676645ea10f7550,
        ],
    ],
    // 115 G
    [
        [
            0xf4bc4671406b50e4, 0x03cbb8d52209b18d, 0x8f6e6637ecb67bba, 0x49efa5f0a3978fe3,
        ],
        [
            0xb7210c6a6deef872, 0x0bd2e06acb555371, 0x9148ff2bac153b35, 0x8551c53605e93452,
        ],
    ],
    // 117 G
    [
        [
            0xa697ef313de16f2d, 0x72850383b2b91283, 0x45bd77200497c5b0, 0xf9d9f00c0c3d1048,
        ],
        [
            0x85f8e9d1a4c34e09, 0x4d99ef6db92b6cba, 0x473f886a537b8fcd, 0x0ddee1f404154e79,
        ],
    ],
    // 119 G
    [
        [
            0xd19c9b1d4d5a20c5, 0x41af2eae2ba4b223, 0x59f33217266fa0af, 0x050f1973f0204768,
        ],
        [
            0xb02b3a1092e16df0, 0x13d0e0a9b6b540ae, 0xd1fea9a5a272feaf, 0xe3a723ef8d64df2a,
        ],
    ],
    // 121 G
    [
        [
            0xada7e96300cb7a69, 0xbec04e4db26cd86e, 0xd9aa4cfc8af6741b, 0xe78e6b2aff0e7073,
        ],
        [
            0x3b68ea73311638c8, 0xc3042b42b0496b7d, 0x9e36a299addaeea8, 0x14442eb0e6c87bde,
        ],
    ],
    // 123 G
    [
        [
            0x7c2b237be99aac39, 0x19e7c3f9b0024f02, 0xdd84747297fec477, 0x811a6c2bd2a547d0,
        ],
        [
            0xa12aa0c4d083ff64, 0x058cec6f18368f72, 0x1524a0f5ea4bfed6, 0xa9230acbd163d0cb,
        ],
    ],
    // 125 G
    [
        [
            0xec9b2d3732248956, 0xe827db6eec05db6d, 0xd83b1b497c1538c6, 0x8ac7e1b94ed385de,
        ],
        [
            0x01754c4aadb1e63c, 0x6444f1bfc89743d8, 0x7067cfd8e2448a48, 0x2bc15c273913ccb5,
        ],
    ],
    // 127 G
    [
        [
            0x67cebdfac42d623c, 0xa8d4eb58c6aaad35, 0xd2a5d0a765f16013, 0x534d45db6baca8e2,
        ],
        [
            0x17fdf664419e500c, 0xeef093e0f23a631d, 0x4154357f992ccec8, 0xfad669c89a2a54e4,
        ],
    ],
    // 129 G
    [
        [
            0xc529a23391a2a4d4, 0xdfabf0fb6beb8ddc, 0x7b6bffc90fa47257, 0xfdc2915e626931b1,
        ],
        [
            0xbe3fb01680399178, 0x80a0e5f98f01182f, 0xbab37fc34f539c5a, 0x69875848075da770,
        ],
    ],
    // 131 G
    [
        [
            0xde7797c8fc9b7887, 0xb8ba4d0d1790aede, 0x7e5f375fa07dbc3c, 0x7e0cfeda14e8b970,
        ],
        [
            0x5a268f1e216620b8, 0xcb9b812a276eb800, 0x23eb43d634b21950, 0x5b7dde8cfa56c664,
        ],
    ],
    // 133 G
    [
        [
            0xbc972f0641b22527, 0xb3b1d0476a62272f, 0xc7eca26dda1062fa, 0x29ee3680c3c5ce19,
        ],
        [
            0x029c6401ef0090d1, 0xa44da4c5782a4a18, 0xb810a4ae830f0454, 0xb8dad1a3eed7c275,
        ],
    ],
    // 135 G
    [
        [
            0x9e609f5bff4fbbb2, 0xa4d46b1f5497f89a, 0x9d95e34a75e878fd, 0x2023686920fefc10,
        ],
        [
            0x9efc13e5cf9d135e, 0x9464f775af120748, 0x98853a2959f7ff9c, 0x5baefda0e85eb749,
        ],
    ],
    // 137 G
    [
        [
            0xba88c0c08a6329d2, 0xbb89d0874dde29dd, 0xf789324098661a15, 0x39daf267869de081,
        ],
        [
            0xac923a1c5b00759d, 0x599b8653163ea8dc, 0xf9e7544c57f59ff0, 0x9933f25abc0170df,
        ],
    ],
    // 139 G
    [
        [
            0x2a92100feb43969b, 0xeae0e6f483a43497, 0xa79118d04c517a43, 0x7abc32442d5aa6a9,
        ],
        [
            0x3dc8681a4073e799, 0x6a159e69660f09a3, 0xae3278106155192d, 0x8bcdc69779391e2e,
        ],
    ],
    // 141 G
    [
        [
            0x50bd7cbbf8b24a38, 0xe0b2c192f21151d5, 0xeec055714a2dc218, 0xf7757a5c2b39a294,
        ],
        [
            0x71f5b899beaca052, 0xc4ac7e2e59f2540a, 0xce0e7a9b4f7583fb, 0x32bc6817f54c0999,
        ],
    ],
    // 143 G
    [
        [
            0x3934e6230be3606d, 0x960d267f03d3ba5b, 0x86b93a5c8c6d6607, 0x4dc9b2c29cf6728b,
        ],
        [
            0xac1a58225ea13453, 0x272c319b856d4281, 0x478dfd16228446ee, 0xd15bde1925796247,
        ],
    ],
    // 145 G
    [
        [
            0x15f40602f8fc8120, 0xefda21434ff5f61c, 0x4d7872aea45872b1, 0xabab69bf2ebe5000,
        ],
        [
            0xa12df4146163cdaf, 0x0f3e6c399b681755, 0x018b6f6801f925e3, 0xdfe1e05fe426e0ee,
        ],
    ],
    // 147 G
    [
        [
            0x4e26152aa34b81bf, 0x4e43378baebf4800, 0x4af6ae386dc39ca1, 0x4a35ceb32f421644,
        ],
        [
            0xfb91d4cd47af6056, 0x40806a48f82ef1b8, 0xbfa0bca551778d81, 0x7fd18e766ec74e3e,
        ],
    ],
    // 149 G
    [
        [
            0x4b8eb97cf2e65389, 0xf1828ceef3e48647, 0x49f817be75e9c516, 0xea99361bd54af4ba,
        ],
        [
            0xfd87a97750e2e296, 0x74253ab5f3447f70, 0x36e883ec00d36b26, 0x517a964b7058f856,
        ],
    ],
    // 151 G
    [
        [
            0xc3445660878d8b13, 0x42f233210d16668f, 0xffca3a007dbff6f3, 0xc694838789835cff,
        ],
        [
            0x5dc14904098c2daa, 0x64fd341810eff9c0, 0x35faa62387e2c84d, 0x23d4752d1130f101,
        ],
    ],
    // 153 G
    [
        [
            0x18edc1feafd8479e, 0xa387bf05cb1dfc07, 0x262437934d269e3a, 0x5aec2275d0429ad4,
        ],
        [
            0x9da37e8e374f87c1, 0xcdfefce13037d389, 0x04760ab21e9d309b, 0xf3fb88720eda74b2,
        ],
    ],
    // 155 G
    [
        [
            0x007a3666d908d16f, 0xd953686b095d0bfd, 0x80d297baa16f0ed4, 0x43ef1232fad346c2,
        ],
        [
            0x2929092e8376fd3d, 0xb91c146cc3f83c01, 0x0a1bbad1cc984bbf, 0xb6e3a1bbe2a64c29,
        ],
    ],
    // 157 G
    [
        [
            0xb83809b055d2d396, 0xf535cf725fbe8733, 0x101496fdb5d1544e, 0x5432c277580eb3cc,
        ],
        [
            0x1f1a8477d4083055, 0xb73d25b7659ec7fa, 0xe4db187b4ba8d35b, 0x50230a8108329bed,
        ],
    ],
    // 159 G
    [
        [
            0x2588bb28f34c5a52, 0x9ce5edde383a825b, 0x47b5a0ba1aea605b, 0x59d24eed2de01fb1,
        ],
        [
            0xa2f531243ac629a9, 0xe9cf94b51e29120a, 0xe5034f0b3bc5af8a, 0xf4701fe20340384c,
        ],
    ],
    // 161 G
    [
        [
            0x3bce4640e52ae125, 0x323a5d85dfe90218, 0x1bcda5630b9799c3, 0x33722147e2b1ac75,
        ],
        [
            0xdf67cbacfb5eebf4, 0xce9cd27a640e4fc7, 0x4bcebd5e74c61458, 0x03d7566a889ae6b6,
        ],
    ],
    // 163 G
    [
        [
            0xcad07416aa79ea48, 0xd55f684ca272d90d, 0xf0452405ab30905f, 0xa772dc29ae49985b,
        ],
        [
            0xf588bfdfd66f7fb7, 0xb7ebcfbfa229203c, 0x524e16c05ec267f6, 0x73f8dc82f0838a53,
        ],
    ],
    // 165 G
    [
        [
            0xda800f64c64a737b, 0x3fe7465db62674fe, 0x2d7822a04e1a0d26, 0x0370073d2888a1e9,
        ],
        [
            0xb91308948d7c58a3, 0xac621a01a39ab066, 0x0066acd9c0fe773e, 0xe33c943f3159c4fb,
        ],
    ],
    // 167 G
    [
        [
            0x498aa25174da7342, 0xf733afc4c731f04d, 0x1a704c9852304402, 0x2b093ee1533ded6d,
        ],
        [
            0xcafd7adbb600224d, 0x0bb55520d228960b, 0xca1e1e2e65f4cf7f, 0x524bd3b4859dff8f,
        ],
    ],
    // 169 G
    [
        [
            0x8aa75663b7a231ca, 0xbcc5f9e520feb5e9, 0x8dd5e471062c976f, 0xa7a6b9102398b4e3,
        ],
        [
            0x4fe587520b205271, 0x657a0d42ab233081, 0x689ae461ff48ff2f, 0x0389216e456ed70c,
        ],
    ],
    // 171 G
    [
        [
            0xf6ec84aea3c040ff, 0x11e3713aae558097, 0xf30718001ae4e737, 0xc68816f3869f7772,
        ],
        [
            0x8f89fd215bbd194c, 0x796d97f06dbee21d, 0x8c1cad16a51f8ab6, 0x383d9e85d9a72b77,
        ],
    ],
    // 173 G
    [
        [
            0xfae4dc0299cfcc03, 0xe7c4e993a254d0b4, 0xffda0ff12f91ab2c, 0x7e5c1f020a8b9ff2,
        ],
        [
            0x6baf36ed532641e1, 0xabf472ad28036ff9, 0x5d958422ac91e4bb, 0x2606beb61e2181b1,
        ],
    ],
    // 175 G
    [
        [
            0x20caca80066df09b, 0xf97718eda666d1f3, 0xfd494e652cb5c90e, 0x391b95a861772b39,
        ],
        [
            0x0f71414c694fe844, 0x372a734d32a2739a, 0x6a800e91b2a5e650, 0xad00d332bcc3a0b8,
        ],
    ],
    // 177 G
    [
        [
            0xf33630dac9406eca, 0xdcecbdd3502313f0, 0x496afe16772e8d54, 0x83f93d3c7f8b2e78,
        ],
        [
            0x6ea67c71f562d4c6, 0x57776cf89f80aeef, 0x9aa606f9059d75ad, 0x9fcdc295adb19019,
        ],
    ],
    // 179 G
    [
        [
            0xe137b472f6c30a5a, 0x6d0d4a9ab5f7c7b8, 0x098d1361fbd9756a, 0xe004562ae423e396,
        ],
        [
            0x93d222c70a6e8876, 0x0526e8a9cf9e6994, 0xf295ed86e9fa88eb, 0x390d4929f8e54009,
        ],
    ],
    // 181 G
    [
        [
            0x9ef6b1f8b27ca270, 0x1b2e6a19ce943db9, 0xeb2cb325a51023dc, 0xe2353719b5fa306e,
        ],
        [
            0xb038cbb31549af0b, 0xe0b7968e2cbbfcc4, 0xe0f2e84868ee0d6a, 0x2cb05dc35cf21e3c,
        ],
    ],
    // 183 G
    [
        [
            0x1953da5d88041f86, 0xc3b7f34e4f11cd84, 0x3dc3ad671ca9434d, 0x30133afec328d71b,
        ],
        [
            0x4174a26df8e8f5e6, 0x85c0065224f26432, 0x4d46c5bf86c6014d, 0xb341b402446ff46d,
        ],
    ],
    // 185 G
    [
        [
            0x2e404075f726882b, 0xb2bdd9b135f4aff1, 0xa6cf4dd3d381c7b1, 0x442e86e7085a748c,
        ],
        [
            0x1b5c59218812d56d, 0xa4c2edb03d8cbfb5, 0xc4e526321e5bab11, 0x152cf994536d82ba,
        ],
    ],
    // 187 G
    [
        [
            0x6a5496f27ebba613, 0xb22e4b3fcd1bdf4f, 0x4a7cb71bd71d900d, 0x6ab19199df4cf0af,
        ],
        [
            0x587b7ca1f5cd346b, 0xfcca77d36d4a47a1, 0x59b9eb9ce27aee73, 0x1442a8079326d051,
        ],
    ],
    // 189 G
    [
        [
            0x481d47e7c5b195fd, 0x8f8377f2ee835159, 0xd6ed3442ee20ae2a, 0x9df0841a8e8e10c6,
        ],
        [
            0xa3943eb2ad1db29a, 0x0fc7fc44197aff60, 0x658fc9513cef0c86, 0x765799dce45f150b,
        ],
    ],
    // 191 G
    [
        [
            0xd6d5ba069e2067f0, 0x10ff5ba35d7c8ac2, 0x0d640236e8d001c1, 0xd6683d044a03ab98,
        ],
        [
            0x3f483c215991b32b, 0xdd98211c4cc97819, 0xd1167cc4fa4e1f96, 0xd3d3f62958358a79,
        ],
    ],
    // 193 G
    [
        [
            0x7c96108d1bf8054c, 0x703d9318ddd9413b, 0xc465bc70a3022832, 0x84ca3a785aba0643,
        ],
        [
            0x1b5d9db100caebab, 0xaf47a2692e65d9ca, 0x9f19c2f99e1c4515, 0xcdef3a6f1c28f841,
        ],
    ],
    // 195 G
    [
        [
            0x659a678cc78c45b0, 0xe294686fbadbe82c, 0x885a97e8e0e267ed, 0x6bd7fc66a64d87e3,
        ],
        [
            0xdcec47e09517bd2d, 0xd195f3492827ceac, 0x230738d56c8fd588, 0x7104d23d245aa0ce,
        ],
    ],
    // 197 G
    [
        [
            0xd352cf280d824288, 0x53203ff529185476, 0xbbfb341a12c80fdd, 0x82eb86d2c4f2334a,
        ],
        [
            0xb13a2466f04ca03f, 0x44354128e1323061, 0xdb1823059f53890d, 0x5407cca0d34d7545,
        ],
    ],
    // 199 G
    [
        [
            0x069d2240a17e714a, 0xf76ac8bb712094e8, 0x5edd78cb9c72818d, 0xc24112a8951da862,
        ],
        [
            0x9d98de88b2ddfb05, 0x455726bfdc28b740, 0x4109f6f10f95ed5b, 0xed78a62ebf7310e5,
        ],
    ],
    // 201 G
    [
        [
            0x7bbfa0421cd4c0c7, 0x965793cbea40661f, 0x53718f6f38336046, 0xf7120a01ae3d2742,
        ],
        [
            0xc4454d3a2b176ba6, 0xf4dd90e654efde43, 0x4f07b0985bc52625, 0xbfb7e83e49659580,
        ],
    ],
    // 203 G
    [
        [
            0x77f78c99e3707f11, 0xb89b2d6cb7fd1be7, 0x5bbb0f1357d880f4, 0x6488ea04dd82064b,
        ],
        [
            0x4fc743d6f102e467, 0x1a5957701a7cad96, 0x7419ebf823b444e1, 0x1181cdc08848aadb,
        ],
    ],
    // 205 G
    [
        [
            0x58a920407989120c, 0xccaaa53c207c6b3c, 0xb96329dfcb8fcd5d, 0xba93530c9525681a,
        ],
        [
            0xf023aa232cdfb49f, 0x8ddfdfd6575ff60a, 0xcdb791403d35ac01, 0x3153f325ab69a9f3,
        ],
    ],
    // 207 G
    [
        [
            0x0c7937d682c38318, 0x24354489ca6ee7f4, 0x4ee0f427b8255b11, 0x94c444b1bd21d51f,
        ],
        [
            0xe6533dd9f99a51e5, 0x506693eb46b6ca36, 0xf3bf924a53f6fbba, 0x36186a57c187c054,
        ],
    ],
    // 209 G
    [
        [
            0x7e5746dde4d1a5d5, 0xce81b6ccb2b6a411, 0xfc603698a3f4f171, 0x45c2ee3dd988a86e,
        ],
        [
            0xfed57b3a075eb4d2, 0x8e3e43ae864e6d2c, 0xec84c4ec48e00e90, 0x98c52a60673237d8,
        ],
    ],
    // 211 G
    [
        [
            0xeed04b2ee3fdb85a, 0x6ce15d168d1ad45c, 0x78260ccb5e70d068, 0xed075c81ea7bc42e,
        ],
        [
            0xd59e072f1e256d3c, 0xc7d7c098dc558560, 0x5c5f415364a736b4, 0x14f38433f3c4c0da,
        ],
    ],
    // 213 G
    [
        [
            0xa80337fc251e5551, 0x9829911a1e3c68b8, 0x79df708bc586a2f1, 0xc7899c4a56d327e0,
        ],
        [
            0x2fcb453633780a5a, 0x104cfb9cc53260f2, 0x147925bb81372791, 0x5bb779655edef171,
        ],
    ],
    // 215 G
    [
        [
            0xd8312bf4741f0d9b, 0x6d45f5e43e1c5a17, 0x39517307711e37c1, 0x0f30e74eca216fff,
        ],
        [
            0xec28e0ad2363f028, 0xa4c5404e28ab094f, 0x9e0fc39a305e9519, 0xe5f134099e1682aa,
        ],
    ],
    // 217 G
    [
        [
            0x99f375720b426c4b, 0x97954ced85dc68e1, 0x3f06caefd0dc8942, 0x78dc4b569e94791d,
        ],
        [
            0x3cb97c4267e06b37, 0x1fc6f9070b5149e4, 0xd0c8fe9776ac0083, 0xa3b76c7600edde5d,
        ],
    ],
    // 219 G
    [
        [
            0x60a18166a99d3bcf, 0xd88be16d0db8417b, 0x9dba3c2f9bd0cebd, 0xe2af917f95c8030e,
        ],
        [
            0xc46856dfd2ebf205, 0xe25bd851251778fd, 0xf2a1f134d843eeef, 0x43934188194b4307,
        ],
    ],
    // 221 G
    [
        [
            0x6ac1fb27f9cb7379, 0xef93e21b4178252f, 0x66b442b3c024d639, 0x9b52f160f0183fe5,
        ],
        [
            0xc4f3c2f9128c816c, 0x860108c78a3549bc, 0xa9e0d3a47c597e87, 0x846070fe8cec1d53,
        ],
    ],
    // 223 G
    [
        [
            0x70c5d667325a1569, 0xc19b32479ae622b6, 0x0e4e930e4b383113, 0x321e3f620f59e0b5,
        ],
        [
            0x842e1bef5adf00de, 0xec5e3856b9f5724a, 0x4ea0ba10a5e2fa0f, 0xcff22dece9d23644,
        ],
    ],
    // 225 G
    [
        [
            0xe92194d162c1bada, 0xc210031dc4caab97, 0x63042ba5c4747355, 0xf2df102bc0521a16,
        ],
        [
            0x6823ec5e87ad5724, 0x76857380c17a8312, 0xd928b422351f8dad, 0x0cd8dfdff95cb2a9,
        ],
    ],
    // 227 G
    [
        [
            0x2e13ffd4c6871d03, 0x00ef8d025d504266, 0x36d4d215228dcca9, 0x7610e1ee92fefc09,
        ],
        [
            0xd721ac2a2f89252a, 0x6aa8c6c298640fc1, 0x2cb7e7639d86c2a2, 0xda78accd08960f15,
        ],
    ],
    // 229 G
    [
        [
            0x9d1750527f518fbc, 0x5494cec58dac69f2, 0x42771bd5370fd08c, 0x3ae9f8abb1d1199d,
        ],
        [
            0x2c9f2a33c041a7be, 0x01ef599599bbc3a9, 0x50155a5a564a3e1c, 0xa8ca7351c70279dd,
        ],
    ],
    // 231 G
    [
        [
            0x2e7c0343affe262f, 0xb98bfb0e4b4822a8, 0xeb844f01603e8e62, 0x5bdd9c1d00d92f1b,
        ],
        [
            0xd84437788fd91b2b, 0xa5f1004efabfbea0, 0x8b07654f213b7aed, 0x409ed87d603c7c0a,
        ],
    ],
    // 233 G
    [
        [
            0xbe55cbbffd335a9a, 0xce37cebe1866b649, 0xdb6bdd672af441f2, 0x6aa688b448c11d72,
        ],
        [
            0x3432405230a844b4, 0x9aa8cfae9caffef1, 0xc7dd7089d384e1aa, 0x7a18f01f5c3e0bea,
        ],
    ],
    // 235 G
    [
        [
            0x45b493d80cf6ad1a, 0x7d5a7da6a236edde, 0x00a5c38afcf238d0, 0x7b9d8810429c2943,
        ],
        [
            0x6862c09887765184, 0xd81b79ffa4dc95c9, 0x83a5fb3ea9f4e412, 0xf17ff74a46e377b5,
        ],
    ],
    // 237 G
    [
        [
            0xe70dcd8e25c25f80, 0x768a6eda9e227d58, 0x95ea3c470521338a, 0xa59ccd6c9125a271,
        ],
        [
            0x4ca52678a923a6b2, 0x8265778cde26d867, 0xdd080354dedbdf5a, 0xe2b6e9efe344a4e7,
        ],
    ],
    // 239 G
    [
        [
            0x43d391e60ca9e968, 0x417e8f226af10a4d, 0xea32fff5905066bd, 0x94b0683dc19114c5,
        ],
        [
            0x59e6b47ac25dd5c1, 0x055f498b3c909483, 0x9eb65927a09462b6, 0x2a5eb4394947be9f,
        ],
    ],
    // 241 G
    [
        [
            0xfb173b97eeb6bad1, 0xb81d78a04b90290a, 0xce41c8a692430af4, 0x559a141238dd6a51,
        ],
        [
            0x055cd7b495bc96b0, 0x9abc985351a20b3f, 0xd6e08724e3843af1, 0xcaa72fd43d0d3092,
        ],
    ],
    // 243 G
    [
        [
            0xee8bc58dfea92529, 0x2a84d6211b21c914, 0x0ce1e02acadf19d7, 0xa392b26b0503a71f,
        ],
        [
            0xff88e7560d1c5493, 0xf12194d8eb011465, 0x6f97aed2c48f4c59, 0x90bb3c9f9f1b598b,
        ],
    ],
    // 245 G
    [
        [
            0xb01f7549a9ffa0b3, 0xf5fd09ced9dc3987, 0x80cf0ff2f665404f, 0x5a679ccf2d4319b4,
        ],
        [
            0xb849805e030e94fe, 0xb00d7867b8bc084b, 0x15399a4682ba3355, 0x519c8de12efa76da,
        ],
    ],
    // 247 G
    [
        [
            0x79f2ed7d9b85440a, 0x1606903fa8ab4a47, 0xdefc2559396acf5d, 0x43e9f8900f5e8170,
        ],
        [
            0xd57d4e9f433f65be, 0xf1ee452b6e1df51d, 0x6edc79505e51d9c2, 0xd35df8428586f02e,
        ],
    ],
    // 249 G
    [
        [
            0xbdca9c816a15004f, 0x7678e51e8d8193cc, 0x3c3558922c9f13c3, 0xc13dcf15ade2a738,
        ],
        [
            0x7760906cccd0ef0d, 0x6443e678db2bebec, 0x1faf7ff42a2c8a93, 0x64a986d49f5f679e,
        ],
    ],
    // 251 G
    [
        [
            0xc9d803668e3303bb, 0x196b11382b5e1a7f, 0x3740d5191dff99af, 0x3871f2ff13be671e,
        ],
        [
            0xe2760696ce5aed62, 0x63261e598e4a0418, 0x02e635abb961a27d, 0x58e722b723cd286e,
        ],
    ],
    // 253 G
    [
        [
            0x29048e7b7b2103cf, 0xa2410b9b3783a3ff, 0xda96b1567b9cb305, 0x3ab5707837c2e80c,
        ],
        [
            0x8a8f7db00f11b0b9, 0x3f8fb29631480ba7, 0xa5e1eb2c0ca0026b, 0x278f7c097a9bba62,
        ],
    ],
    // 255 G
    [
        [
            0xeacd1d03e5edf214, 0x08e95380f1fca470, 0x23a6f90249972dfd, 0xf44b39759a2e6db7,
        ],
        [
            0x436a8d917a02dede, 0xa2116fca81f7a4a9, 0xf0a0db4eea93ff06, 0xbefafccf223ca065,
        ],
    ],
    // 257 G
    [
        [
            0xd506cbf9e65492de, 0x83122032dda1669d, 0xe09e2c8ae944c4b5, 0xd9dd8e22e2ffae0a,
        ],
        [
            0x116567353c34d9a2, 0xc16a9046c31b7594, 0x0eb192fe94512178, 0x26d2fbee7e9f713b,
        ],
    ],
    // 259 G
    [
        [
            0xfb849e271eabca38, 0xa720f75f6c832fdd, 0x7d2ce9126f434a2d, 0x3b12f048d6222c9e,
        ],
        [
            0x890b4a7159f8215b, 0xb2030a937c6d88ba, 0x2e3e53b62bab68d9, 0x5e56e10e47ba5151,
        ],
    ],
    // 261 G
    [
        [
            0x362d1fef94f586fd, 0xfdfbf5cd81e1864d, 0xefa0490349d2e2ee, 0x233288b79b72f33f,
        ],
        [
            0x4a7c5d7008223769, 0x73680acacaa1fd02, 0x4a714fb6b199926c, 0x72118af2e72db1cb,
        ],
    ],
    // 263 G
    [
        [
            0x58e9cd348f99fa4a, 0x856e9e0db3b167b1, 0x641a39ff8b8f4353, 0x775332333f2e5d8f,
        ],
        [
            0x4441644c7182a65d, 0x64ce6d662cc44d0a, 0xe346336760470212, 0xf921be4d9677d2b7,
        ],
    ],
    // 265 G
    [
        [
            0x68321bc7e2ad4c66, 0x33ebf8a3878347b1, 0x96149158799e8d4a, 0x1906a34ff532826a,
        ],
        [
            0xecbea573e2e93c1f, 0xb4ae1cc43bdcec77, 0x2e95037960274f3c, 0xdcf20c27ccb0caf4,
        ],
    ],
    // 267 G
    [
        [
            0x7889989fb1eadd82, 0x4f4a3dfb6f1885bb, 0x117f0c56bd6b33ce, 0x7789dec464dc45a7,
        ],
        [
            0xaf110f980860c448, 0x2ffdf141b8ba3173, 0x9c3c060fa77c0969, 0x6aec6236fbe5be57,
        ],
    ],
    // 269 G
    [
        [
            0x67d31bb1eb678e17, 0xcace6fc81a5f18a4, 0x1fb9c96622161c45, 0xf66c3919379549fe,
        ],
        [
            0x7e2d32888c458d20, 0x32d8666cd7ab1603, 0x055826e715694231, 0xcbb7bf343aa57a3f,
        ],
    ],
    // 271 G
    [
        [
            0x2b7363997e92f185, 0x42d00a32ce5c487d, 0x911ef94abb3a43d7, 0x55572ec3a2fc3bab,
        ],
        [
            0xd2097a6bae870d79, 0x2c098866ae465bb8, 0x652d5be524470e4c, 0x4d23fae36437c6d8,
        ],
    ],
    // 273 G
    [
        [
            0xc76a103ea6fc8800, 0xc9b234a6b05379e2, 0xc9c356d79ba829fd, 0x700ac63d3db3d61f,
        ],
        [
            0xad36cf8ef72e6a32, 0x4dd92d705f5c996b, 0xdf5eb06f724527f8, 0x396725f25d957734,
        ],
    ],
    // 275 G
    [
        [
            0xbae2cbcb36a82909, 0x2827eba58ae37ee6, 0x435e5d2fcd9ef132, 0x65835d2d9240143f,
        ],
        [
            0xc7fd19e781dc82f3, 0x270bfb2f8de428ef, 0x5f6bfa836bb721e1, 0x14d2d3952dee3906,
        ],
    ],
    // 277 G
    [
        [
            0x17715a9069df1c40, 0xb6ed04de2b5e8716, 0x9e43cf5443d050fe, 0xc01981542a09258a,
        ],
        [
            0x9b3e91862a14f1df, 0xd64cbe7f366acc99, 0x29ed3dcd738f065e, 0x8d3c242041575779,
        ],
    ],
    // 279 G
    [
        [
            0x15147b2a42f4901b, 0x6e677c0c66db71bf, 0x716fa8f19c286059, 0xab391f790c8164cf,
        ],
        [
            0x7eca5bec24c9b59f, 0x73f1edee853121ba, 0x6f8766b2cae47baa, 0x2f8a8c1e25f25f0e,
        ],
    ],
    // 281 G
    [
        [
            0x8c11792a8672a9ed, 0x2a6c595d579ad1a1, 0x1acfea73dd2d5f96, 0xa1c0bdc61bfc2c08,
        ],
        [
            0x1c0d77ca3889c777, 0x2559783c144da825, 0x3f28efae662b11f2, 0xb597e441f7e149df,
        ],
    ],
    // 283 G
    [
        [
            0xab1960a835fd3794, 0x5d9ea65df13e971a, 0x387012895a8b01b1, 0xac9e5a5d2b009d78,
        ],
        [
            0xb76712a02634d41c, 0xf6fe8feafc878cb6, 0xc9fbe87116a9cc90, 0x70ae21a18d3fc629,
        ],
    ],
    // 285 G
    [
        [
            0x2a1b57728fda85f8, 0xd0ce56316dd6e6a7, 0xe59d3e0065b630af, 0x19f84e74e424988c,
        ],
        [
            0xde30c875fa8338a7, 0x9320cb4f47e7a74b, 0xcd853d65ff19ca2c, 0xf9a8ed7793b8028a,
        ],
    ],
    // 287 G
    [
        [
            0x6d23e2c45d8f7bdb, 0x0b2a5dd9537a0a97, 0x1d0caa694f7c4e59, 0x532346e77c4b09e1,
        ],
        [
            0x1c90dd169a7639ac, 0x116139d804a6217b, 0x120c2f4dac10939a, 0x249310b464f271cb,
        ],
    ],
    // 289 G
    [
        [
            0xa39be59485d0b7b2, 0x6d6b44d9d7adb8ec, 0x5006f492046fdd7e, 0x2eef2226b69095d2,
        ],
        [
            0x9401eaad6097e45f, 0x008cf0b5b305ff8d, 0x694780dd5ee356c9, 0x802ef7a7ce003cc2,
        ],
    ],
    // 291 G
    [
        [
            0x2ec35ac426ceb960, 0xeb1689c22e113faf, 0x8e2bfbf145855fd8, 0xb29ddf7aece9e676,
        ],
        [
            0xab29b64b8fe975d8, 0xa122cee0d190e9c3, 0xbb4a60baa6b66972, 0x3a8014ff99a13181,
        ],
    ],
    // 293 G
    [
        [
            0xc9f4c3a13b0610f9, 0xd6ffc7444f069bb1, 0x6b5b80a7aa28f671, 0xff229b98c9e2fbdc,
        ],
        [
            0xd02665720b321023, 0xbfb3f221c986b4ad, 0xa0db2934b3df4a91, 0xe6593b7734faaa4a,
        ],
    ],
    // 295 G
    [
        [
            0x85dc24ace9c64b77, 0x65e1ac47b9d8deee, 0x0bfcc9304d4c1eaf, 0x67e7dd6e536b0385,
        ],
        [
            0x2ea395cb3803ee30, 0xb72bfdbf35d50628, 0x38a8b754665a44ed, 0xbc1a96d7916d9f06,
        ],
    ],
    // 297 G
    [
        [
            0xaf7db5dbf3cac138, 0x6c3899061bf5dc0f, 0x2b8e8ff79452050c, 0xa9225fe9dd994940,
        ],
        [
            0x19f416e6213c682b, 0xaff462be5c7c3fd4, 0xd5234332bc5cb3b3, 0x1957f763591e18c7,
        ],
    ],
    // 299 G
    [
        [
            0x1f906cd9bb1db3c5, 0xc510488945ce4548, 0x033a10352e34f2a9, 0x415cf6ab4d718f83,
        ],
        [
            0x43b8a0389a99b42e, 0x730d2891c4f05cbe, 0x41fa84b352326039, 0xadc883a55da017f2,
        ],
    ],
    // 301 G
    [
        [
            0x0d431b4055783e9d, 0xce742ffe67f6e0cc, 0xa42d00a702c2e0ce, 0x5cf3066c0f4dccca,
        ],
        [
            0x4716d8cbbda3cca1, 0x48e2504fb7420439, 0x368927ba63e480ec, 0xf56c002bdf0ac979,
        ],
    ],
    // 303 G
    [
        [
            0x0e5871836c8d58a7, 0x0e37726b045f3cfe, 0x660d8366bba0e9fe, 0x3464391fade61eaa,
        ],
        [
            0x230463e84836906b, 0xc9a4a9f96395fbc6, 0xf86299a4d7b1ac00, 0x1c5c5df95d718360,
        ],
    ],
    // 305 G
    [
        [
            0x93a2a58236969e9d, 0xbf79296b62fd8e8f, 0x731e440710b4cf11, 0xd0e2356ea6f822c1,
        ],
        [
            0x5596e63e0eebdbde, 0x404e60835702e5a6, 0xbb3ea1b4282af57f, 0x79bb27154b00c0e1,
        ],
    ],
    // 307 G
    [
        [
            0xf2ab2d763e41368a, 0x04fd9b594a4d8a9d, 0x624a3e8121fa64e8, 0x0999c9fcbed288e3,
        ],
        [
            0xd7bbff5c381e7fb8, 0x0fad8f9669372a30, 0x7a7c239914ca76af, 0x2d1565f1a4db6c6d,
        ],
    ],
    // 309 G
    [
        [
            0x9c527611615bc4fb, 0xfb1f8df53814ca86, 0x211d09c0ee630d51, 0xd0ef0d9c1e333378,
        ],
        [
            0x82bf993792499463, 0xf6cb25cca0595208, 0x3fc683dfd3e8031e, 0x19cd34e76bd17114,
        ],
    ],
    // 311 G
    [
        [
            0x4f5f7b8944247ecf, 0xe77de6dfa8c487f4, 0xcae5391a2bae96c4, 0xb27173911c0025f9,
        ],
        [
            0x90d017c909870c48, 0x6aedc4606e8f8999, 0xdc4fd6939384e280, 0x52cbbc5ed3b99d62,
        ],
    ],
    // 313 G
    [
        [
            0x17874e2bafd4233a, 0x106c0ba6e1f22033, 0x255e49912dfeba6c, 0xbdbf58c174e93d60,
        ],
        [
            0xf18e0e4822853dd3, 0x74b194d9b4cfdb69, 0x5a082a4b6ae5ce56, 0xd23d3139f6da02e1,
        ],
    ],
    // 315 G
    [
        [
            0xdb66f23271f0ed34, 0xc7fa645f029fe3e6, 0x45874d02de76e77e, 0x7bd80de069f8011d,
        ],
        [
            0x3ac1a5c6a97c7519, 0x99a7b0a0c37b6e89, 0xaa807c49278d9704, 0xc7d9bd7c0ff87805,
        ],
    ],
    // 317 G
    [
        [
            0x7db0c22e4e5c56f2, 0xfd63bb2e5d944805, 0xe8e817db9962b026, 0xaa3dfecc53851bcf,
        ],
        [
            0x5dc142096ee820fe, 0x467a8aa15a36cce2, 0x3a6d014e920c510e, 0xc02fd37147728778,
        ],
    ],
    // 319 G
    [
        [
            0xaab6d81768447283, 0xd30330115e8707a2, 0x72950e8e07b8d1bd, 0x3ddfb4487ddc7366,
        ],
        [
            0x3d302144f3380cb6, 0x5a54690092187e3a, 0xea3a8a66fef1a417, 0xae89c5974be8fff9,
        ],
    ],
    // 321 G
    [
        [
            0x20974a2553c6981a, 0x503cbb26f751f00a, 0xfd2e290ae440fc2c, 0xf57d4a680c2e97a6,
        ],
        [
            0x56b53188e64eb1ed, 0xa87ba5e099e5d61a, 0x4c83028691a4adf2, 0x334cfbdb316dadb8,
        ],
    ],
    // 323 G
    [
        [
            0x8d05ad40598e503d, 0xbf5a8c0757dee1fc, 0xff6f4a2417010a07, 0xa9e574a7c3053fed,
        ],
        [
            0xc23195012cbce52d, 0xdccedcdb71dce8f0, 0xdcd15ef8ea6b35bd, 0xcb8f14fbaa20ef1c,
        ],
    ],
    // 325 G
    [
        [
            0x49270779c04f7fbd, 0xd1fa765c47a45718, 0xc2c2eca32ef25d92, 0x6ac43677ba27d2f4,
        ],
        [
            0x9504c9a0f45ab0ba, 0xe2b57731eda13df5, 0xbe858190df08857d, 0x6405cfb89f7a79ba,
        ],
    ],
    // 327 G
    [
        [
            0x0f61a5ef940ad98e, 0x978308801001b605, 0xe132fda6c2a88714, 0x878b29a64ab18385,
        ],
        [
            0x9c87b4b66923df19, 0xf846d41b54f56b10, 0xfa27f91568c5869d, 0xb966df245f257d07,
        ],
    ],
    // 329 G
    [
        [
            0xca77de4fba670b3b, 0x32ea048863b8ae06, 0x011548edc1d0f575, 0x05277b40fed0377c,
        ],
        [
            0x7c7deaac5456f574, 0x8ca269fd3d4deb2e, 0xeddea130f1392598, 0xc1d15edca7e94f43,
        ],
    ],
    // 331 G
    [
        [
            0xfe08238779058ee8, 0xcba488ab877a0d0f, 0x35889cc263d4a35a, 0xcb9e35a283fa42f2,
        ],
        [
            0x7c97c13102f51e36, 0x9f4b650217ba13eb, 0xb8bcbef397411aea, 0x8f319d64ddbec56f,
        ],
    ],
    // 333 G
    [
        [
            0x79426408279e4771, 0xbc45c4c7e816f035, 0xeef5bd88b3f2518c, 0x2225098e90ef30f7,
        ],
        [
            0x4ad5cd43e270f4ff, 0xc8a36b64e53fed09, 0x642d4ac5d8ec69f9, 0x1f5da87bb6e1f03f,
        ],
    ],
    // 335 G
    [
        [
            0xf2deae4cc624fc56, 0x4bff7dc8d2aa7b50, 0xffc4a11e58c5ba9e, 0x03573e87f7d44e5a,
        ],
        [
            0xcbfd0c79760f0d30, 0x56c2d28d1d9e43e0, 0x759b76e377dbc7ae, 0x8730d90c993d249c,
        ],
    ],
    // 337 G
    [
        [
            0xceb995d87699743a, 0x4f45bfec501aa98a, 0x0115344516d74701, 0xd1a103985c6225b1,
        ],
        [
            0xb04679ea0adce4bc, 0xe8f419dadcd71518, 0x65046b243aeeab93, 0x5cff24c15beb0c47,
        ],
    ],
    // 339 G
    [
        [
            0x099650ed840c4fd6, 0x5f2a99df491c6f5f, 0xbe7af29028162804, 0xad6856dfcf8048de,
        ],
        [
            0x2a8362572b95faf5, 0x2441629aa962bd14, 0x0ede290b17a6d7eb, 0xf6df379892e9adfc,
        ],
    ],
    // 341 G
    [
        [
            0xa210ae728eca8770, 0x91762be3a3ef0988, 0xa1f241d1574942fa, 0x3937fc8c9060bb6b,
        ],
        [
            0xa3882820b3be4a65, 0x3d8e280422983075, 0x6fc17e08d894925e, 0x8b8c2e835e9afdc9,
        ],
    ],
    // 343 G
    [
        [
            0xa5c52745d6b0dd2e, 0x5519eb3743f0bbdf, 0x3535c8af7dd3ffae, 0x16ca293106167887,
        ],
        [
            0x6c81fdaad923bfbc, 0x96a8937aae374e92, 0x1d76109894df3765, 0xecc999868431ca52,
        ],
    ],
    // 345 G
    [
        [
            0x4ff7022ae8a797e9, 0x2175f63ea254cc0a, 0x2bcce527f279d228, 0xd9de69cc40924fe6,
        ],
        [
            0x835082729e7b21b4, 0x4b05e8478d719706, 0x3b3eaeb8d31a2072, 0x4dbfe8d2e4ad1427,
        ],
    ],
    // 347 G
    [
        [
            0xa58bdacbcfbafc1e, 0xcc9275a6dcfef292, 0x6e6c05e60c485460, 0xe1a723c7aa6acfb6,
        ],
        [
            0x75eeeecb5ab852d4, 0x48fd187158e3f027, 0xecdba1455cfb4249, 0x552577940dfc79f6,
        ],
    ],
    // 349 G
    [
        [
            0x060add87450d17b0, 0x7b5385ccb5e11fa5, 0x4fae99508ad1e982, 0x273817af2ad3a478,
        ],
        [
            0x8ddf8f6838704cce, 0x0f5f2c177b43018c, 0x8f197dab433a6083, 0x0494a1183e7af4f5,
        ],
    ],
    // 351 G
    [
        [
            0x809227a8c726cda2, 0x958b6d5ea3c645e1, 0x60475bbb6a8db5c9, 0x96e04ff14ace80d7,
        ],
        [
            0x10c72735aac8a1bd, 0xc0ebe11545b1ac9a, 0x6d0cb0ba4a485d02, 0xd6acd58f53ccd13c,
        ],
    ],
    // 353 G
    [
        [
            0x6b43eae3375ea3f4, 0x6c55def82966401e, 0xa36c26f5a25af8d5, 0x689ba1efb706498e,
        ],
        [
            0x057ba39f232c290b, 0x4e354199295a16ed, 0xea7f887807b5e14e, 0xaf8a79c1fba37bd6,
        ],
    ],
    // 355 G
    [
        [
            0xadc00b950fd9810c, 0xda7753693335c6f0, 0xf4d550c1f881b66a, 0xea003867de138c44,
        ],
        [
            0x6e6af1b2707dbf20, 0xc43e8b3f7e8ed646, 0xc5107c4dc0a2d2ea, 0x375c17b222f42b89,
        ],
    ],
    // 357 G
    [
        [
            0x0a2727afd5d3675e, 0x16237ffaa9b283b7, 0xe49fcfd37c5aa78e, 0x449abd4a28a1f44a,
        ],
        [
            0x5f02509c8bc7d823, 0x38b38fe1d2e18a20, 0x79edadaf36003975, 0xd9b2741154c2a1fb,
        ],
    ],
    // 359 G
    [
        [
            0xf578287501a6ad9a, 0xb947c02c679f8fde, 0xbd6dec61621039f7, 0xaef9f30a9ace86f9,
        ],
        [
            0x7d6b31a1cc150057, 0x2ce10870597ee4f1, 0xd7be81566e043104, 0x22061cdbdf91bcd4,
        ],
    ],
    // 361 G
    [
        [
            0x3a9c443e70f3c8ec, 0x75497ab4201f09f9, 0x43ca7c534715eec1, 0xb2327b22d7369e84,
        ],
        [
            0x9853ffd3dd6c4f72, 0xbf276093e97edcd5, 0xc4986403344e7c8f, 0xbf40ab3f52f15386,
        ],
    ],
    // 363 G
    [
        [
            0xd2e965bc0e978ad8, 0xf7af5025f5ab5f27, 0x85f848a5cf952807, 0xdd39de3f862f49db,
        ],
        [
            0x74f9d5dfac7e4710, 0x8a77b438aa1c532c, 0x3e3d8b3ac652386d, 0xa127a38e08358864,
        ],
    ],
    // 365 G
    [
        [
            0x237bfc294621951e, 0x13bb1e033c0e4ada, 0x99d16328b6128900, 0xa51078213fe23fa7,
        ],
        [
            0x4e86d9a93d81563e, 0x6d9b3b6d7af923f6, 0x2e0161ca89edf049, 0xc3db877a06dbf4c1,
        ],
    ],
    // 367 G
    [
        [
            0xb6998de57fb1a627, 0xb24533cf1a2718c1, 0x15c3fca18c585c8d, 0x08d7e253c423b82a,
        ],
        [
            0x0113a2c90e1630f7, 0x4201e2ba52969257, 0xecab83f70cb69a12, 0x23f4f3f8a2ceff32,
        ],
    ],
    // 369 G
    [
        [
            0x1a7ea92df0f2a659, 0xe2e736de2b45248a, 0x6c761faf3e74d684, 0x915a89859799f606,
        ],
        [
            0x4d1a6d153bf70980, 0x02364222be981f1b, 0x07e16261427b0c49, 0x7ea1fcde3c0e3630,
        ],
    ],
    // 371 G
    [
        [
            0x43e575a061297f03, 0xde458e555650a93d, 0xce98dadd60b64720, 0xc293180b56b7d967,
        ],
        [
            0x59d30212e0d9673f, 0x5459611de469f8ff, 0x59e7f8c7014fc2a5, 0xe2f879119bca9b56,
        ],
    ],
    // 373 G
    [
        [
            0x52f20cbe76b2a987, 0xe9c0dab898247529, 0x10b0c35723218bff, 0x406a366b6771786a,
        ],
        [
            0x0408fcbc263a65c9, 0x6fc29ac33f2582e5, 0xa54deb19256cd037, 0x5df9ec6f3a68a4cb,
        ],
    ],
    // 375 G
    [
        [
            0xe59158166749cf8c, 0x381fd7e24113f331, 0xab74cc79bf0580fd, 0x7702fafe772d6905,
        ],
        [
            0x891c5851e19bfa46, 0x7a181bd2cbeba5b5, 0x6d65a191c985806b, 0xf9e05df17a917e1a,
        ],
    ],
    // 377 G
    [
        [
            0xb92723375ccfe80f, 0xb3a0e732318cd50e, 0xccb3684f25b97037, 0x6a12a3020ef4030c,
        ],
        [
            0x4370e221d11fcdf3, 0x51284f864a4d53bb, 0x56135e2d04b8f6b5, 0xd5a304a8e519c90e,
        ],
    ],
    // 379 G
    [
        [
            0xeea78b90a8d7c00a, 0xb06877b787db5f70, 0xd7d740abdbd75c96, 0x005543894af3d00e,
        ],
        [
            0x6c6bd58a5d943f92, 0xd5b14dc32bf656ef, 0xaafa24406912dd84, 0xbb4c85a3d8ea29ef,
        ],
    ],
    // 381 G
    [
        [
            0x500ecb03708d55bb, 0xae62f4c911f40dff, 0x572b6f4313f4dce0, 0x0d12597c5da8d20c,
        ],
        [
            0xd60bbee96e82c8aa, 0xf5f11eccb7b4ca19, 0x745893bfe97d3ea8, 0x359e47f4a64015f9,
        ],
    ],
    // 383 G
    [
        [
            0x237d6e5c840c15d6, 0x8be38e2fd2d8c00d, 0xf42936315c5b44be, 0x4394a88ce99eb037,
        ],
        [
            0x2ced68e206e3793a, 0x156334ccf244e8da, 0x9477ea1ff1d959c8, 0x131d3d913e9690cd,
        ],
    ],
    // 385 G
    [
        [
            0x5b257d1adc763666, 0x5eba4824d4be2ef4, 0x220e3c30b07f575f, 0x90791f516a778529,
        ],
        [
            0xd3e84905f6fb89ef, 0x59ae7ac1df117c4b, 0xd6a71cdc3d0634a5, 0x2a852dbe82a401fd,
        ],
    ],
    // 387 G
    [
        [
            0x723c0f90afa4cda4, 0xe2928991405ba968, 0x42b29638eeb7bc59, 0xbe5b2b75fa651b8f,
        ],
        [
            0x3e6f4e5f355b17f9, 0x7fc6879f63d2a1d2, 0xd301edd565dd9d8f, 0x1fcaea6a655c4d31,
        ],
    ],
    // 389 G
    [
        [
            0x501edda4ac0cd272, 0xe74e126a34d26586, 0x7099e6f41e715afb, 0x5c19227cab1572a0,
        ],
        [
            0x7fad6e6b8f066765, 0x3b550959977b68c0, 0xbdb252dec883770b, 0xc7d878d165f0e1ae,
        ],
    ],
    // 391 G
    [
        [
            0x68d3941c6f95f8eb, 0x2e9f866d2d438d99, 0x18264852b67f384c, 0x230c5b4ef455d0d2,
        ],
        [
            0x213dcaf9de0bb931, 0x249540c2e58b594a, 0x732e463f116586e0, 0x7b76406e2b2edbc5,
        ],
    ],
    // 393 G
    [
        [
            0x811359cea92a153b, 0x489f17537013d439, 0xdfdc9c71be6ffe6f, 0x52855ac01ec47862,
        ],
        [
            0x4e222a136800bd23, 0xcab9310d848890f4, 0xe30daf83ba25d723, 0x7cdbc3084686928e,
        ],
    ],
    // 395 G
    [
        [
            0x2a5fd6cabed718b9, 0xc7cea30fb1f9ef99, 0x061daa305ce52491, 0x143bd74fd2fcfdab,
        ],
        [
            0x5d715734d47b4638, 0x696efa0744dfe2a6, 0x1b2d422a1a953cfd, 0xab39188da86c4666,
        ],
    ],
    // 397 G
    [
        [
            0x8c8d455400d68ccf, 0xc3ab6a41a974484d, 0xe213fb864608d018, 0x859aac027f4abbee,
        ],
        [
            0xd53f5918cbe48e7c, 0x415f08dbf9759809, 0x2474683bdbf76ed3, 0x1a2b2115541338dc,
        ],
    ],
    // 399 G
    [
        [
            0x293fd0b52c975ae2, 0x81c4f930c5dd3817, 0xb12b1970e9858481, 0xbb393d8a0246397b,
        ],
        [
            0xde3dd66ccb4b26d4, 0x329fc77d7ee9d22d, 0x7917505f9274eff2, 0xe1c03545eef2d2c4,
        ],
    ],
    // 401 G
    [
        [
            0xe5d5482bc27bf322, 0xeb804e7da93d06fb, 0xd3834ff61567225c, 0x577ed7ad714c39bc,
        ],
        [
            0xad8d1d41229f6cdd, 0x72d90c3b8a3b2477, 0x53e27f0d76ce02a4, 0x608a20787e5b8277,
        ],
    ],
    // 403 G
    [
        [
            0x80aa28e5ff1db101, 0xccc7e5ca6f4a3eaa, 0x8f6c5fa62bda46ff, 0x42184307a30b9415,
        ],
        [
            0x98ac0112965ee748, 0x47cc1f5ff1c0a5d4, 0x3c75da487cd348e3, 0x86664ae797829422,
        ],
    ],
    // 405 G
    [
        [
            0x4fa1a3061e24c182, 0x9246f60dbb064df9, 0x0061acbcfd0ba33b, 0x7dcba84fa341e215,
        ],
        [
            0x54e2879c6cbd2530, 0x565051bae18a3494, 0x8c121e442736929a, 0xae3bafe2eee4ba5a,
        ],
    ],
    // 407 G
    [
        [
            0x71b75be6d9d77742, 0x85c3204113381066, 0xdab37fe1a30ad73e, 0xe80a5d5b3668e0a6,
        ],
        [
            0xea0ba097f9f6f251, 0x1f6a19cf97f79297, 0x4f00999894347454, 0xebd0bce07ee2f5a9,
        ],
    ],
    // 409 G
    [
        [
            0xbda1d78bdd7e40b0, 0x8c731dfe37246d71, 0x58da7f7dfdfaa40e, 0x62b321cf253f3ef3,
        ],
        [
            0xeb06f3759cc30698, 0xd2d52f6c15136570, 0x1abfde18ece5bde1, 0xaae7d387582abaa0,
        ],
    ],
    // 411 G
    [
        [
            0x444db2e10839bfe6, 0x04a35c6c86afbb7a, 0x2937739d238efd7b, 0x47398e0904aeea9c,
        ],
        [
            0x1a25145391dcf9d1, 0x27b77776ec3d4985, 0x623f09175dd4a1aa, 0x707cc6ce22cdf3f7,
        ],
    ],
    // 413 G
    [
        [
            0x4fb2561339044506, 0xab7f610bb80eb163, 0x9cd293d5b771681b, 0x04bd44c6e96c742d,
        ],
        [
            0xac3cb1b526d977f9, 0x9494fee4973f88cb, 0x19b8122242f2edc4, 0x6cb980d0a78a7e5a,
        ],
    ],
    // 415 G
    [
        [
            0x01013d4d72f72140, 0xc620984fd4103e06, 0x8d6d7729848be190, 0x5f77af26d68ebefd,
        ],
        [
            0x0c75b70041b7ba73, 0xa183c0c6c08a1797, 0x29df122b9d79f4fc, 0x5b12c7f815cf21f4,
        ],
    ],
    // 417 G
    [
        [
            0xb650c3a5cd704069, 0x850f2e94b0040e15, 0x016b79d07218d9d7, 0x7952b4e48f5cdd52,
        ],
        [
            0x97a2971e3f098126, 0xa50d1a867c5d1b74, 0x1a9cf56fa922c0a3, 0xf29d06016494259c,
        ],
    ],
    // 419 G
    [
        [
            0x80417926a2d4d328, 0x85db737d2e6912f8, 0x268382915364a8d8, 0xed25b526180c78c3,
        ],
        [
            0xf5225ebc95a85069, 0x09f1b1029685b6d9, 0xddead096eb35b0f4, 0x3c406d54f3e4c725,
        ],
    ],
    // 421 G
    [
        [
            0x32c35cbff3909ef1, 0x4a495e1b49771469, 0xc1b8535199ea8b96, 0x9fe734361fdc74f5,
        ],
        [
            0xb7d5ed39e95d57fc, 0xaa68b5bd2d06342c, 0x7038f6e4ab1a4e10, 0x6079800cd5392cd2,
        ],
    ],
    // 423 G
    [
        [
            0x5848fa019666476a, 0x79854bdb70db3c3e, 0x35354c3cc8548603, 0x12259ba7fccba9ee,
        ],
        [
            0x160fa464709440b7, 0xde1108322accfebf, 0x2630e2b1f5bc01f1, 0x771943cd4014272a,
        ],
    ],
    // 425 G
    [
        [
            0x16a6aa1896791eda, 0x3ea1e9970b38c9fd, 0xcb8e9a0f2b3333e8, 0xb1c200a42635265d,
        ],
        [
            0xb08dc19b0a62d82f, 0x0b89195f00d00295, 0xe713500b8ac15bf0, 0x910da053281a5874,
        ],
    ],
    // 427 G
    [
        [
            0x3bae78c5dbbecc11, 0xa80ae6103e195b67, 0x3bb098b718286d7e, 0xcf1134e8b2ce5540,
        ],
        [
            0xaef0a04505a3a868, 0x2857c23ffb006732, 0x4257b9025ad95e06, 0x5f4ea514465f3f96,
        ],
    ],
    // 429 G
    [
        [
            0xf6f359a1c3901858, 0x61b558c4b90dc9b7, 0x795e1ff560507997, 0x875ed4adce032f39,
        ],
        [
            0x3d0217ed5957e401, 0x48598cb6ff10e173, 0x5885b4527949b00e, 0xef7674aec325bc8f,
        ],
    ],
    // 431 G
    [
        [
            0x2a9473ce16dfcd3c, 0x03b314b367582fcc, 0x805c3b7c9af1ddd1, 0xefffc5c6c573e0a1,
        ],
        [
            0xe936edc2dbe4cefc, 0x6870eaa01c931ec2, 0xb023c6ba7a6bede9, 0xc4b0bfed83e7ed45,
        ],
    ],
    // 433 G
    [
        [
            0x7ae0305bae1ee06b, 0xe49e07544bad1fc4, 0x4459eea132fba2f2, 0x550e17001d436667,
        ],
        [
            0x35945204b6a421ad, 0xf6ae9bad74f51bfe, 0x2d5cf0b739ca0a9a, 0x0940c682bdfa3797,
        ],
    ],
    // 435 G
    [
        [
            0x43bc93fbf6f2936f, 0xcfe3abfc3ef1ebe3, 0x5f64a7150a306615, 0xb55972bac57b2656,
        ],
        [
            0xa9d1166a1efadedb, 0x9e77231835d12159, 0xdd62c3fe5b32c14c, 0x39d10c6864ece97c,
        ],
    ],
    // 437 G
    [
        [
            0xa6abfc8a301f1784, 0x116cadb3152caaca, 0x122eac3c5f266f3a, 0xbb001f899b8672e3,
        ],
        [
            0x60ced46c2bdf1bd4, 0x7cf375668091fa25, 0xa0c4185f8808c152, 0x518b6bdeb256b3be,
        ],
    ],
    // 439 G
    [
        [
            0xbd121c4ca9aaa80f, 0xe684e98fe364d503, 0x390a5355abd2710a, 0x69e33b1bfa56635c,
        ],
        [
            0xa0d233b010fb8d0c, 0x2478f6660cbc4dab, 0xa156df100be2f827, 0xaf96a747be8a8d05,
        ],
    ],
    // 441 G
    [
        [
            0x07f770ac43d7c280, 0x9047e9b6c1bb0eec, 0x5b0a0538ce2b59a3, 0xded811d79d41d97e,
        ],
        [
            0x6667d0198cc10559, 0xd7af679a2d50b8d7, 0x2d80941e5c8fb16a, 0x05162ce6989b64df,
        ],
    ],
    // 443 G
    [
        [
            0x6d1a752a6e87005c, 0xb16abe2cf572ce35, 0xca57a27d3d0400f8, 0x40a7f3928444efac,
        ],
        [
            0x87ca8de62ce4b380, 0x9dec8bd239795b78, 0x3c0ce5da198358b5, 0x9b1aa49fa30d3387,
        ],
    ],
    // 445 G
    [
        [
            0xac7ec6e8dc3521be, 0x71fc8947c82e5ef5, 0x625e4b199e814e6a, 0x9e8f66827420ae63,
        ],
        [
            0xa3ce5900885dfd70, 0xbf3cab119f0b1fb7, 0x520cbcee1c391962, 0x833fb31cd8b7fb8c,
        ],
    ],
    // 447 G
    [
        [
            0xa5c77cca0553072b, 0x61b78f7537bd2feb, 0x7452cf6451e0453c, 0xd0b678534bb47e1b,
        ],
        [
            0x1b69c1fcc94a211c, 0xf6f1c2a466994970, 0xb2ea3e92db3dcb1d, 0xb20bb3c1b7d85472,
        ],
    ],
    // 449 G
    [
        [
            0x35e067ca5025ad4f, 0x7c679c88fb13712f, 0x458bf444a14b29b5, 0xb05e600fca161628,
        ],
        [
            0x304ac9aa23aa0e6c, 0xd468163c149af4aa, 0x131367660d37feb3, 0x7e3e5e1038267ff0,
        ],
    ],
    // 451 G
    [
        [
            0x120654fbe55f2e1b, 0xd6e1ea889b9fd79a, 0x0db7c7d46a70e017, 0xd996f0efca59993c,
        ],
        [
            0x3a02e484dae4714a, 0xf1ea0f1389608a2c, 0x6e78931b021a4435, 0x4b43f76448e60c11,
        ],
    ],
    // 453 G
    [
        [
            0xe39b2d2ce0eaff36, 0x6f72db78aa21eac2, 0xda308b4412c65ad7, 0xe70b718ec0dd6cb4,
        ],
        [
            0xd7adc20a7b6f2700, 0xbffc96de70ce9296, 0x5bcbed08fbc0e39d, 0x9592acb8f18e1196,
        ],
    ],
    // 455 G
    [
        [
            0x8eb954fc1504a332, 0x20d45f6a084aff46, 0xbd5db9ce1297a9a4, 0xfae2f26e7ced7542,
        ],
        [
            0x6951016dffafb4d3, 0xa86329aab74d27b7, 0xc04dfc84ed9b023b, 0x47673baa5bfcfa46,
        ],
    ],
    // 457 G
    [
        [
            0x228d9c25c5a41b58, 0xd3c316c6330039e3, 0x1b7567638a5b30bd, 0x48017e15e6317d4b,
        ],
        [
            0xa56f1a0fec23363d, 0x976f742c7df43179, 0x97a00d6435940f3b, 0x237d5791c965c967,
        ],
    ],
    // 459 G
    [
        [
            0xb0dffa5466f76580, 0x0fa6605658459e7b, 0xa1ea08ac6e9535c9, 0x0e80d6f9d0fb2dda,
        ],
        [
            0x3cb2226a6e931d16, 0xa3eaf22d31673f0d, 0x5bfa5b06d7715454, 0xd95d3ebe000427ea,
        ],
    ],
    // 461 G
    [
        [
            0x306ba4552bcc1939, 0x18ae28273b9ba16a, 0x977fd2eb88c93a6d, 0x54541f075fbd75fe,
        ],
        [
            0x31f2b5426f525f20, 0x16f31a1562a436be, 0x32a5e113ea1fc259, 0x85c50f8148bff676,
        ],
    ],
    // 463 G
    [
        [
            0xc09dcaf805072ce2, 0x32209e3c16a36b04, 0x541ba20ba41e5b5c, 0xae428e2a7a73ba4a,
        ],
        [
            0x092fa58335dfa252, 0x43afc27418939e12, 0x420bb75f6c20b88f, 0x594c34a1d3022386,
        ],
    ],
    // 465 G
    [
        [
            0xfffcd789221e38f4, 0x57a614844cebcf8b, 0x578f3d2dba2486de, 0x4766be7ee55cfa78,
        ],
        [
            0x3a8f6466fb6ef3a0, 0xfa307a3e9e9695c9, 0xc6a3af5f82856f8e, 0x0880730daf7f32d9,
        ],
    ],
    // 467 G
    [
        [
            0xe3eb7eb4789ff85e, 0xd5504b2398e5f1b1, 0x2e0aea9745dcdd80, 0xc64aee4bbea9da28,
        ],
        [
            0x27d3929b015961cd, 0x6aad1d3aadf19cd6, 0x64f8573322562b9e, 0xd47bba6d4039391a,
        ],
    ],
    // 469 G
    [
        [
            0x406941083ef079e0, 0xe38e25e78c832c46, 0x558ce3b5e173a174, 0x487065b603bac9a1,
        ],
        [
            0x4877dda5b810f3d7, 0x8f5ebe866401dc94, 0x4d4315c2d13ebd2a, 0x932aab54695d9ad3,
        ],
    ],
    // 471 G
    [
        [
            0xceb0a36e0018afc9, 0x507d7d16396c0d1d, 0x67bd4d951ffc181f, 0x2c1b3b1c599790f9,
        ],
        [
            0x71cabaf782ab9905, 0x3b483a7dd6857af9, 0x58b393f5c0e42d7f, 0x51bd3daf8d150f34,
        ],
    ],
    // 473 G
    [
        [
            0x90156b83fb4ef655, 0xd63bd1cc96eb6191, 0x13c9a7050c58e3c0, 0x7bf067b5a0fae2ed,
        ],
        [
            0x21603b6335466d2b, 0x4ca3fd105def9d37, 0x5392eb8411069694, 0x52cc3cd3a5af8b06,
        ],
    ],
    // 475 G
    [
        [
            0x790a9a48c028c5c8, 0x48634044bb07d9e3, 0xf9598ea14a1852ac, 0x682ff33b27c10b80,
        ],
        [
            0xd3176e6128763ea2, 0x8197ae6af928f261, 0x4a2c13c376551abe, 0x5e6a14fc36d8c566,
        ],
    ],
    // 477 G
    [
        [
            0xe562aa90bc059fc5, 0xb0dbd1eb371de786, 0xef968a35cfce93ca, 0xf52b50efc5c8068c,
        ],
        [
            0xc9acda0b4269259b, 0x7e5a313b1aa43c71, 0x8d1308a56dc479e2, 0x660896517be150ad,
        ],
    ],
    // 479 G
    [
        [
            0xc7a3d354bbf5751b, 0xf2d110677b0fe099, 0x1f83a1ab92952cc2, 0xec42909fa266d4aa,
        ],
        [
            0xc5d2c73e99e2961c, 0x3105ea7dd3f720c8, 0xa9192ae737312ee6, 0x80d3cc9b18106b50,
        ],
    ],
    // 481 G
    [
        [
            0xc4f12498e7ea4dfd, 0xfe3c421e2356593e, 0x2e9378783b0d739a, 0xcf2ac419fb542c21,
        ],
        [
            0xfecef182a8a52347, 0xc1970a29ae4f27d9, 0x4fbc875589836806, 0x550392c1106a33fb,
        ],
    ],
    // 483 G
    [
        [
            0xa26f2317788306a2, 0xbc01ac8102cbba33, 0x110be0bc9d0cb5aa, 0x016b3f501e354f33,
        ],
        [
            0x8f45d1e89bdb38b4, 0x8ca3f5da3a9bf159, 0xba249ef8a6899e2b, 0x0e29875ccebb1753,
        ],
    ],
    // 485 G
    [
        [
            0x7ac81968f2b68ac8, 0xcb3dfe868708b812, 0x9c96530e38aa1a29, 0x828bb85076230f1b,
        ],
        [
            0x3402dc1636af46af, 0x02434270c693afd6, 0x02adc360dcaa5fba, 0x685a3a5d10183516,
        ],
    ],
    // 487 G
    [
        [
            0xbd6b94cc6f8d0838, 0xbacfa0a951245c74, 0x8a66a00e3fd78ea2, 0x8f625459e2a5f83c,
        ],
        [
            0x07cf76578dac5010, 0xef7b94d3bc726fe1, 0x81814dc8d4c05502, 0x318ef5ef4cba1bcc,
        ],
    ],
    // 489 G
    [
        [
            0x45f432cacaa47532, 0x1141dfb66500bdb2, 0xc1584cd9a14da8de, 0x1245401394147c30,
        ],
        [
            0x040004f760fc9cef, 0xabc45445a0ed264c, 0xcc1e7fd1a847a073, 0xf102cb981f8a8a28,
        ],
    ],
    // 491 G
    [
        [
            0xf0f42fb288998988, 0xb908f7e6e7501152, 0xffa55365a122efab, 0x4d7c73eebd492614,
        ],
        [
            0xa13443660d36fe90, 0x4649387310e9e59c, 0x782d129f584c7215, 0xadc3825f822addd4,
        ],
    ],
    // 493 G
    [
        [
            0xa9a7388fa60926fd, 0x4494732dfc3eaefa, 0x730d9246bc005b2b, 0xffc90fc464a293f9,
        ],
        [
            0x53997a042d383336, 0xb5e8a3a52f0174de, 0xbc4f36c69d37f3c8, 0x10a4dd3c7df6450d,
        ],
    ],
    // 495 G
    [
        [
            0x45ba19439cd86cdf, 0xcce2d0963ce1f235, 0xab554531a1accace, 0xc216ac7b6833e40e,
        ],
        [
            0x7a60463d73949714, 0x3d9c4e85a02991e5, 0x43ed242e7c9149cb, 0x1430f8df86882040,
        ],
    ],
    // 497 G
    [
        [
            0x91ff4d57b6397dee, 0x470dea9ba07cfa11, 0xe95c07b20e4a0324, 0xdd11519fed69c92c,
        ],
        [
            0x3ff2961afe9cb6ba, 0x703e8c94f89f37cb, 0x93d8e2f7a746501f, 0x712f03f9d0faf603,
        ],
    ],
    // 499 G
    [
        [
            0x4a7571d5829ed9c7, 0x0da01d6921c23bc5, 0xcd21cf7ec89d23c9, 0x43d7469712952e0f,
        ],
        [
            0x79874276abd98d78, 0xa81dc41adfb59be9, 0xd803794c678c0628, 0xb7d32348d903c95b,
        ],
    ],
    // 501 G
    [
        [
            0x4a24c610591560f9, 0x3736f0f481eb0c1c, 0x3ad1d04dc96294d0, 0x4fbc3f7269d8dc80,
        ],
        [
            0x48d23f4ef5bb263e, 0x7f6908b36dbdffb9, 0xaf2c6fa85bf4bfd9, 0xb8fba8d4b83c692c,
        ],
    ],
    // 503 G
    [
        [
            0xeb9e5a9a49930ef6, 0x4e1dc223fbdee196, 0x56edbcd73c836313, 0x244881fe7f4f8db0,
        ],
        [
            0x67e22b0bbf2a5de9, 0xd85d30fb1b8f9871, 0xb3ddec9a7821b15d, 0x80a16d9c5d093255,
        ],
    ],
    // 505 G
    [
        [
            0xa23194f8ccc0b5de, 0xf107332d82e35b33, 0xc980f2ad8bc7c9b3, 0x969dc4d3d35ba6f1,
        ],
        [
            0x23a033364c909408, 0x6bacab58284fd9a5, 0x40517c973fc3b4c1, 0xeae8da34a07031d3,
        ],
    ],
    // 507 G
    [
        [
            0x76434effd90c5d1b, 0x767910d70885ea11, 0xa5e4d1aa0534dbc0, 0xddafcb1ade01a9d9,
        ],
        [
            0x4a92b9f0d2de9a24, 0x84a3ca98c6470c2f, 0x2f9a35a44ec60605, 0x456da40e7cee7dab,
        ],
    ],
    // 509 G
    [
        [
            0x35f7e57de7f4904a, 0xe0b3b8459dd18fae, 0x7bd7eb61a87d83c9, 0xb04f042ed5e126ac,
        ],
        [
            0xa19acb6d6fc77cdb, 0x59c7f858cc20d1c0, 0xdef4200a707d74ca, 0x9a3126ae085c7134,
        ],
    ],
    // 511 G
    [
        [
            0x0a5dc09b219329b6, 0x4e89e19e2fab423b, 0x4aea497e799dd942, 0x55a02d9988e3ddd9,
        ],
        [
            0xdfc8ff38386e4404, 0x007dfa0f83aa49d8, 0x940306217000fb3d, 0x4a629cffe278693b,
        ],
    ],
]);
