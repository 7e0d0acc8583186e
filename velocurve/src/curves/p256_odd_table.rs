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
//! 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4> = OddMultiples([
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
]);
