//! Odd multiples of P-521's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p521-odd > velocurve/src/curves/p521_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p521.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each as its
//! canonical value in nine little-endian 64-bit words. wNAF width
//! 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<9> = OddMultiples([
    // 1 G
    [
        [
            0xf97e7e31c2e5bd66, 0x3348b3c1856a429b, 0xfe1dc127a2ffa8de, 0xa14b5e77efe75928,
            0xf828af606b4d3dba, 0x9c648139053fb521, 0x9e3ecb662395b442, 0x858e06b70404e9cd,
            0x00000000000000c6,
        ],
        [
            0x88be94769fd16650, 0x353c7086a272c240, 0xc550b9013fad0761, 0x97ee72995ef42640,
            0x17afbd17273e662c, 0x98f54449579b4468, 0x5c8a5fb42c7d1bd9, 0x39296a789a3bc004,
            0x0000000000000118,
        ],
    ],
    // 3 G
    [
        [
            0xa5919d2ede37ad7d, 0xaeb490862c32ea05, 0x1da6bd16b59fe21b, 0xad3f164a3a483205,
            0xe5ad7a112d7a8dd1, 0xb52a6e5b123d9ab9, 0xd91d6a64b5959479, 0x3d352443de29195d,
            0x00000000000001a7,
        ],
        [
            0x5f588ca1ee86c0e5, 0xf105c9bc93a59042, 0x2d5aced1dec3c70c, 0x2e2dd4cf8dc575b0,
            0xd2f8ab1fa355ceec, 0xf1557fa82a9d0317, 0x979f86c6cab814f2, 0x9b03b97dfa62ddd9,
            0x000000000000013e,
        ],
    ],
    // 5 G
    [
        [
            0xd5ab5096ec8f3078, 0x29d7e1e6d8931738, 0x7112feaf137e79a3, 0x383c0c6d5e301423,
            0xcf03dab8f177ace4, 0x7a596efdb53f0d24, 0x3dbc3391c04eb0bf, 0x2bf3c52927a432c7,
            0x0000000000000065,
        ],
        [
            0x173cc3e8deb090cb, 0xd1f007257354f7f8, 0x311540211cf5ff79, 0xbb6897c9072cf374,
            0xedd817c9a0347087, 0x1cd8fe8e872e0051, 0x8a2b73114a811291, 0xe6ef1bdd6601d6ec,
            0x000000000000015b,
        ],
    ],
    // 7 G
    [
        [
            0x01cead882816ecd4, 0x6f953f50fdc2619a, 0xc9a6df30dce3bbc4, 0x8c308d0abfc698d8,
            0xf018d2c2f7114c5d, 0x5f22e0e8f5483228, 0xeeb65fda0b073a0c, 0xd5d1d99d5b7f6346,
            0x0000000000000056,
        ],
        [
            0x5c6b8bc90525251b, 0x9e76712a5ddefc7b, 0x9523a34591ce1a5f, 0x6bd0f293cdec9e2b,
            0x71dbd98a26cbde55, 0xb5c582d02824f0dd, 0xd1d8317a39d68478, 0x2d1b7d9baaa2a110,
            0x000000000000003d,
        ],
    ],
    // 9 G
    [
        [
            0x1f45627967cbe207, 0x4f50babd85cd2866, 0xf3c556df725a318f, 0x7429e1396134da35,
            0x2c4ab145b8c6b665, 0xed34541b98874699, 0xa2f5bf157156d488, 0x5389e359e1e21826,
            0x0000000000000158,
        ],
        [
            0x3aa0ea86b9ad2a4e, 0x736c2ae928880f34, 0x0ff56ecf4abfd87d, 0x0d69e5756057ac84,
            0xc825ba263ddb446e, 0x3088a654ee1cebb6, 0x0b55557a27ae938e, 0x2e618c9a8aedf39f,
            0x000000000000002a,
        ],
    ],
    // 11 G
    [
        [
            0xecc0e02dda0cdb9a, 0x015c024fa4c9a902, 0xd19b1aebe3191085, 0xf3dbc5332663da1b,
            0x43ef2c54f2991652, 0xed5dc7ed7c178495, 0x6f1a39573b4315cf, 0x75841259fdedff54,
            0x000000000000008a,
        ],
        [
            0x58874f92ce48c808, 0xdcac80e3f4819b5d, 0x3892331914a95336, 0x1bc8a90e8b42a4ab,
            0xed2e95d4e0b9b82b, 0x3add566210bd0493, 0x9d0ca877054fb229, 0xfb303fcbba212984,
            0x0000000000000096,
        ],
    ],
    // 13 G
    [
        [
            0x1887848d32fbcda7, 0x4bec3b00ab38eff8, 0x3550a5e79ab88ee9, 0x32c45908e03c996a,
            0x4eedd2beaf5b8661, 0x93f736cde1b4c238, 0xd7865d2b4924861a, 0x3e98f984c396ad9c,
            0x000000000000007e,
        ],
        [
            0x291a01fb022a71c9, 0x6199eaaf9117e9f7, 0x26dfdd351cbfbbc3, 0xc1bd5d5838bc763f,
            0x9c7a67ae5c1e212a, 0xced50a386d5421c6, 0x1a1926daa3ed5a08, 0xee58eb6d781feda9,
            0x0000000000000108,
        ],
    ],
    // 15 G
    [
        [
            0xe9afe337bcb8db55, 0x9b8d96981e3f92bd, 0x7875bd1c8fc0331d, 0xb91cce27dbd00ffe,
            0xd697b532df128e11, 0xb8fbcc30b40a0852, 0x41558fc546d4300f, 0x6ad89abcb92465f0,
            0x000000000000006b,
        ],
        [
            0x56343480a1475465, 0x46fd90cc446abdd9, 0x2148e2232c96c992, 0x7e9062c899470a80,
            0x4b62106997485ed5, 0xdf0496a9bad20cba, 0x7ce64d2333edbf63, 0x68da271571391d6a,
            0x00000000000001b4,
        ],
    ],
    // 17 G
    [
        [
            0x76f817a853110ae0, 0xf8c3042af0d1a410, 0xdf4e799b5681380f, 0x760a69e674fe0287,
            0xd66524f269250858, 0x99ee9e269fa2b3b4, 0xa0b874645923906a, 0x0ddb707f130eda13,
            0x00000000000001b0,
        ],
        [
            0x35b9cb7c70e64647, 0xe6905594c2b755f5, 0xd2f6757f16adf420, 0xf9da564ef6dd0bf0,
            0x8d68ac2b22a1323d, 0xb799534cf69910a9, 0xc111d4e4aeddd106, 0x683f1d7db16576db,
            0x0000000000000085,
        ],
    ],
    // 19 G
    [
        [
            0x78ff0b2418d6a19b, 0xfecf431e725bbde4, 0x9232557d7a45970d, 0xfa3b309636266967,
            0xfff0acdb3790e7f1, 0x45b77e0755df547e, 0xc0f948c2d5a1a072, 0x8dcce486419c3487,
            0x0000000000000099,
        ],
        [
            0xa9091a695bfd0575, 0xf5a4d89ea9fbfe44, 0xb0ec39991631c377, 0x73ad963ff2eb8cf9,
            0xcc50eee365457727, 0x67d28aee2b7bcf4a, 0xc3942497535b245d, 0xd5da0626a021ed5c,
            0x0000000000000137,
        ],
    ],
    // 21 G
    [
        [
            0x42ef399693c8c9ed, 0x37ac920393a46d2d, 0xd9497eaed827d75b, 0x46257eae4d62a309,
            0x19523e759c467fa9, 0x268bb98c2ed15e98, 0x3cc8550859ed3b10, 0xcbb2c11a742bd2fb,
            0x00000000000001a1,
        ],
        [
            0xe60bc43c9cba4df5, 0x7c9b0f17649ccb61, 0xbeb43a372c63eec5, 0xdf741a53da483295,
            0x180a296f6bafa7f7, 0xe83c0059c5193e6c, 0x2c12da7c5e40ce62, 0x209d7d4f8eeb3d48,
            0x000000000000011a,
        ],
    ],
    // 23 G
    [
        [
            0xa1c6a5ece2af535c, 0x07e1f1ac26ae5806, 0xe9e3f8e9a5ec53e2, 0x1f6f83fc9af5b0af,
            0x490d234d0cdd4510, 0xee7a39ba785fb282, 0xdb1cacec5f547b8e, 0x0b275d7290159376,
            0x00000000000001ae,
        ],
        [
            0xd815c3536fa0d000, 0x213b4450a8d23856, 0x3c27b27bb07dd0c2, 0x10843361ee97fcf4,
            0xb431647844c2dc0e, 0x7d759ff890d05832, 0x68a2858fc068471c, 0xc97a825e53853806,
            0x00000000000000f2,
        ],
    ],
    // 25 G
    [
        [
            0x3f8c2460bf70ace0, 0xe41e0eb1c25d3fb1, 0x56e87e2aa648ff27, 0xa91856917c36ee4d,
            0x1c772c8c5499994a, 0x0073102651b107b1, 0xa35874a6f5dff9d2, 0xe84c6d5c5a9a1834,
            0x0000000000000154,
        ],
        [
            0x4325bce404c78230, 0xeede2a54672e6b6d, 0xd1e2370a6a5972f5, 0xdee3543572fbc1a0,
            0xf66c2888151666a6, 0x15a923eb0022a0c7, 0xe22a28f80bb60d3f, 0x0fdce9171910473a,
            0x00000000000000cd,
        ],
    ],
    // 27 G
    [
        [
            0x357643017002d68b, 0xb215604492ec4568, 0x51353aeda0d3163c, 0x80b2123da719d483,
            0x33f35187e135854d, 0x8739535d0e4f862c, 0x62a4d4eb889e646f, 0x373edf8218f9b6a7,
            0x0000000000000160,
        ],
        [
            0xf3e6aeca5d90b740, 0x463ffe709d45acb3, 0x13b874f4a8bb572e, 0x1efa491ed92ebc54,
            0x4a56f78e1a1b2201, 0x9fd193c5cf52c3bb, 0xe5828401ac06a3fa, 0x597050014dcfe1c5,
            0x00000000000000f1,
        ],
    ],
    // 29 G
    [
        [
            0x2c3927618eda25dc, 0xf33d8595d51f6d96, 0x4003ab8e847ffb9e, 0x5ca9bc06876d7291,
            0x28bef38f7664a130, 0xf9f45131e86265ec, 0xb3c1fbfcb65a085f, 0xc644d6c94b68287d,
            0x0000000000000174,
        ],
        [
            0x187bbbc4821a0c30, 0x0679927c26ebbfbd, 0x50c2732d706d303f, 0xbe0e21952ce0d90b,
            0xb5cf5eb795ad34b7, 0x0233ef8fcb6441fc, 0x05acc95b41b7b782, 0xf3a7c2f87f419e68,
            0x000000000000011a,
        ],
    ],
    // 31 G
    [
        [
            0x2257d0e0c16a8803, 0x0dcfb5e488e24812, 0xfc14c1ac09cd6b22, 0xd65543a904c9d429,
            0x7260a83ca5e7726c, 0xb574589657c2a661, 0x006a58cdb7307b7d, 0xe9920cf30f0c6615,
            0x00000000000000d8,
        ],
        [
            0xca4677c739792d19, 0xaa1bd97c7b54318a, 0x139a868cae4cc263, 0xf76b8c3244d14790,
            0x0aefb72cbed1aa30, 0x8b5406328f10c806, 0xdf09c13a214a30ec, 0xb023b5454a663987,
            0x0000000000000127,
        ],
    ],
    // 33 G
    [
        [
            0x5ea2e1fc649f308d, 0xa5ec59186b2ed12d, 0xe9a519a57aa53ac2, 0xabdbea7e2b77ef1a,
            0xf381421a74236df0, 0x52086d482be92613, 0x8c76eb4e3c76f58e, 0x4195f0978fb969e6,
            0x0000000000000028,
        ],
        [
            0x6be95a3dd3e11c4d, 0x88effd5c228b58f3, 0x00bd7216c16deb3a, 0xe7656ecbf3d138bf,
            0x9e016769614ac5f2, 0x24d513abe063c663, 0x7b7a3bc869056d3a, 0x43eb08c656dc636b,
            0x000000000000007e,
        ],
    ],
    // 35 G
    [
        [
            0xdc1039c9ccd7d718, 0xa92ff614b5dcc8d8, 0xee4a618608f6b2ce, 0xb4806c84fda74023,
            0xc4a780b56f97392b, 0xa267a642b593e0bf, 0x398b62069e0ba392, 0xc300757549630a78,
            0x00000000000000dd,
        ],
        [
            0x3eb1d3ef241e07f4, 0xdeba4db422640a4d, 0x5c212522ee69e797, 0x9ab1178bd2c70142,
            0x462796591a31db50, 0xa510936cb5d85bcf, 0x1b83431f0c30dbbf, 0xbd2d07f6ac7fc5cc,
            0x00000000000000c1,
        ],
    ],
    // 37 G
    [
        [
            0xf1ac4d59b557a36f, 0x8c64e76ae4780273, 0x0e58e26ee0980df2, 0xbd445763a2885604,
            0x29ed0ae6af9d5749, 0xc35c5d56c1d59e42, 0x39e798352ded5867, 0x4f64a6c21832b671,
            0x0000000000000094,
        ],
        [
            0x312bf98394fb2a03, 0x31a4be4056988296, 0xb85c564995a057c3, 0xdcbdbc2471c83f81,
            0x26317da6b7991305, 0xfe4e6ff21865f859, 0x0c4b9624f26cb192, 0xb7ee1b02028ab741,
            0x0000000000000150,
        ],
    ],
    // 39 G
    [
        [
            0x0b704119ee33b77c, 0x5b4fa1d48083af67, 0xac0bf434e5fa3179, 0x256b0cc58626a1e2,
            0x38d9fd62359c6ea7, 0x9e9661a49b5b9072, 0x5264126356a49902, 0xa0b8f411fbad6075,
            0x0000000000000124,
        ],
        [
            0xd8dcdc61228b61a6, 0xf212e74b698e40ab, 0xa3caf2415944e762, 0x18dc59feb96825aa,
            0xdc0b1240c690db48, 0x68937baa8796154c, 0x602a9a406bbd399c, 0x29616edc7335dce3,
            0x0000000000000010,
        ],
    ],
    // 41 G
    [
        [
            0x8e00ce952624381e, 0xddfda1a522cc2af6, 0x4c08c3ddc8297bfa, 0x16b931eaf495ccce,
            0x85b85f23864a60c8, 0x52a523e4b28998a6, 0x63ebfd9d28830825, 0xa140ed79e85e24a7,
            0x0000000000000175,
        ],
        [
            0xebeb760ec1028ecf, 0xf75dd758e7f3a3ec, 0x052a6e551fa28ebd, 0xb39e0e11ecf327da,
            0x23de821b22c82111, 0xab59e580e9ee5632, 0x36f21343ca399be7, 0x9696d71855e2d4ed,
            0x00000000000001b0,
        ],
    ],
    // 43 G
    [
        [
            0x713e3083224f497e, 0x51f0b62fdee07d20, 0xa3a74e7a9b3d85ca, 0xfc66ad7aed7d37dd,
            0x8ef0f94438fea396, 0x70678aa2ec1419af, 0xd55022d90544d8a0, 0x0148a165ec58e4fe,
            0x000000000000018c,
        ],
        [
            0x895829067683adbf, 0x94edb92f76b688d2, 0x932d602b547ce17a, 0x67fd6098879b1cf1,
            0x7a3037819f1a0bec, 0x2677e91db1d144cd, 0xebf7a83c7aa3bf24, 0xbbaa1f099e78869a,
            0x000000000000010a,
        ],
    ],
    // 45 G
    [
        [
            0xa32dec600fc95c1a, 0xc2954607b66b70c4, 0xdc8ea1ace5703f0f, 0x79189b7df8a1f2d9,
            0x7b2df5e3f1972867, 0x7a58f7f28c147cc0, 0x79596b8fff2bc020, 0x69d186aca09e53b8,
            0x0000000000000049,
        ],
        [
            0x9498a7cd000903a9, 0x3463f5d90b37564f, 0xe6ed9e879be328e1, 0xb8d5b2802eadae85,
            0x35584a1bbcdb40a9, 0x15862a4232708841, 0x4d6ac21f3149fc7b, 0x1ec9b50cd8d3847d,
            0x00000000000001e8,
        ],
    ],
    // 47 G
    [
        [
            0x2fda63c9abd59d11, 0x0a56a130d1ecbb67, 0x9cee75a3a9c4dd66, 0x381864a0b9e922ac,
            0x97233106c71dd0b2, 0xe4e4fe2714033ff8, 0x9cf5083ecc35882c, 0xe31f8907048afd5f,
            0x00000000000000af,
        ],
        [
            0xd3065d2f1d90e1d6, 0x11ca41599f10673b, 0xebb760f478d825e7, 0x9276080b904982a6,
            0xecea7f3276f06497, 0x605f079349209f88, 0xb4290cbbb54ff69a, 0xf95dc8657275fe9d,
            0x0000000000000012,
        ],
    ],
    // 49 G
    [
        [
            0x0c8cb45049efc0ad, 0x7258dab1ac4c04ca, 0x91d8c84e2e345fa8, 0x6bc2a2df52f62842,
            0xf581b8b111dea9eb, 0x9d45c347ae499839, 0xcba40a63bbaba0d3, 0xcb98fa3c0b8c1d57,
            0x00000000000000a5,
        ],
        [
            0x0b9bf46a2c8884b4, 0x4b963fbfb0b88b1d, 0x0c10f2ceebb72bb4, 0x5dd9775543d575c2,
            0xb072c39d9da8bf83, 0x749ee467877e5b7e, 0x1409b01bf72e151b, 0xdc95654090d77b97,
            0x0000000000000015,
        ],
    ],
    // 51 G
    [
        [
            0xa8d916fffbcc9504, 0xfba689ef1d7be2dd, 0x1321ae1b1054cbc0, 0xc2edfe6af07390df,
            0x3ba316cbf9beea26, 0xfdf9f5bde34fe9ba, 0x025d93b68145f3cc, 0x395ba51e278415a2,
            0x0000000000000168,
        ],
        [
            0x8eb9c45edd5c087b, 0x0600aabed3a89e18, 0x849c36096e3aeba5, 0x97bc2b68badb600c,
            0x24e5b174adeb9b3c, 0x52dd878f21c480ce, 0x39d9531942d3f579, 0xcc10f3ca041a2456,
            0x0000000000000071,
        ],
    ],
    // 53 G
    [
        [
            0x6285684cccb69906, 0x08153da9c9880816, 0xd3af581fba4fe12b, 0x4e210e637209a78e,
            0x27e82f6f948100c4, 0xf8688be916895fb7, 0x7b3d0ffd310306df, 0xf6e249195ee693f7,
            0x0000000000000143,
        ],
        [
            0xfd6ddaddd40c7861, 0x040a3dfbc4abee6a, 0x0f6a7a9de3b4cf8c, 0x4fdf64f503cf3bb3,
            0x35437e8053d10cb1, 0x7dc73fdde42c2169, 0xc5611a0257510987, 0x3e8fcc9618eb2a74,
            0x0000000000000105,
        ],
    ],
    // 55 G
    [
        [
            0x84ad7ccebd470f5e, 0x7fe9ab4bda96ac4e, 0xbe17486b1e0b549a, 0x8cca93917cad27e6,
            0x6472d4028e8da1a1, 0x7cb03e9fd9d0a79d, 0xb551e4155c6daca9, 0x52fc4b6d310ce7c4,
            0x000000000000004b,
        ],
        [
            0x7a196cd230a36ef2, 0xfa03a23006a096ea, 0xd69609e345b53586, 0x10aa85895c5a084c,
            0x00fb114a7dbae155, 0x619f44311a16a0b6, 0x385ea7907a1a7b2e, 0x85e54fe81461ae21,
            0x0000000000000035,
        ],
    ],
    // 57 G
    [
        [
            0x3475330a4e9a13e2, 0x8372c8fff95c8450, 0xf66fd5bc64b8a520, 0x4af300bbde9118b2,
            0xef3c6d77a521b9f8, 0x5a8defe72e6dbf85, 0x4463da75efb25ffa, 0x53c3e7fcf3c902e0,
            0x00000000000000dc,
        ],
        [
            0x33ad7f7fd9c4248f, 0xa9493190c62a5532, 0x4a3f82056a929f73, 0x3482530d0d3bd86a,
            0xb62e7eb390dff3ea, 0xb13d0dd2caf9d989, 0x68073ee6c4d4f8f7, 0xe88fccd4fdbd992b,
            0x0000000000000074,
        ],
    ],
    // 59 G
    [
        [
            0x63be8a26eb16686b, 0xcba8524ec3472088, 0x1a90342d64373a8a, 0x055693c9b1344c69,
            0xaae5c2934c222920, 0xc7223c5d98901999, 0x063c60342df29ead, 0xaeb454ad31876773,
            0x0000000000000035,
        ],
        [
            0xcf4aa03c5381fa2e, 0xfd82c38cfaffe51a, 0xc9fd5fddd64ffec3, 0xb8cf8c44bc83d0b8,
            0xe22f2ef3cb6efd45, 0x15a48db3660903f4, 0xdb0b0ca0aff1ba7f, 0x7ecbec147e7e43b4,
            0x0000000000000018,
        ],
    ],
    // 61 G
    [
        [
            0xcb53d8cfcfc376a1, 0x952bad1671543c41, 0xa5e7fce59a7b32d7, 0x7193c11a77dc0b39,
            0x4cd724b1be8b1717, 0x8b6cd17d5b660d1a, 0x92ca7c732a1c7d8f, 0x544c4a011407425c,
            0x0000000000000115,
        ],
        [
            0xb8eff8cd4a17604b, 0x56f22ee9c3fe5e24, 0xa834ff603afa032b, 0x03f78d54b7f553a8,
            0xec097a3aed58c6a0, 0x79af485fef422cbf, 0x07996d2a399c872c, 0x3df9c6c0ac6485b3,
            0x0000000000000115,
        ],
    ],
    // 63 G
    [
        [
            0x0f5beb6fce8888e5, 0x75af7d025770ac8d, 0xc63996847586265e, 0x3ae99661308e125e,
            0xe7f54fe4d51b0845, 0x1ca21b5affa0ddc1, 0xe82f799acb0a6e8e, 0x32753b64640c457f,
            0x00000000000001c1,
        ],
        [
            0xe9d15ad2a03dba15, 0xaf657b5bf664a2ac, 0x13f78f82f0071283, 0x05d3dbdcec1896bc,
            0x595e8c353aa22380, 0x1a9e093286414006, 0x6d81ac89b205d796, 0x47e184197a053817,
            0x0000000000000153,
        ],
    ],
    // 65 G
    [
        [
            0xba20742a3a199008, 0xb765155778f84544, 0xd080a95294b5bb57, 0xd78bba61a023860c,
            0x8e3d58e27b0cbfe2, 0x9249faa77bc13911, 0xdf9ccf56efb4cb8c, 0xcf00856250b5d1d1,
            0x0000000000000088,
        ],
        [
            0x4ba52497eac95796, 0x88286024313fdc33, 0x6a4f238b77a4af68, 0xf9debfc40e5b5f94,
            0xd3997e6b5a4cff4c, 0xfbd116fbcb4b9096, 0x885550626fd8f489, 0xa90b77abdecab88e,
            0x00000000000001f4,
        ],
    ],
    // 67 G
    [
        [
            0x183c408de269096a, 0xd76306cae1c59e39, 0x16ba3478cd900add, 0xe117bfb597073311,
            0x22a6579f9a48c37b, 0x439f7341721f4691, 0xa001e26e7cd100fe, 0x7444a8e1e3eb1604,
            0x0000000000000089,
        ],
        [
            0x19917790490d9309, 0x347c7cb68bea750a, 0x4711462b37586d91, 0x75a808a544541fb3,
            0x83759f1b0bce88fa, 0xc149a1793147ec71, 0xb0d7c2a7d7687b62, 0x53373874693fa2a8,
            0x000000000000000f,
        ],
    ],
    // 69 G
    [
        [
            0x918859a4df52a9b6, 0xab41c7bf8f643a20, 0x5330845a5fbf6cbc, 0x5bb39c83dc06ba5d,
            0x83b06f4d3ab27759, 0x70a12a5f1aff4951, 0x5cbed74a58296e16, 0xca70b1e1ee4b8b2a,
            0x000000000000001c,
        ],
        [
            0xef033e442f431f17, 0xeb8decd40b9bbf49, 0xdfdfdedc3b8e7cd9, 0x5d35de8032f97dc0,
            0x288b8a97c30100a9, 0xbf5fc6e81e79d8b7, 0xbd17555807e25cae, 0xee895c5567d11588,
            0x00000000000000fa,
        ],
    ],
    // 71 G
    [
        [
            0xfa496f9d0d4b257b, 0x41492df118e0ffec, 0x88b1c4692f2389fc, 0xdf2c522f33b64980,
            0xa8ef366e062d5c72, 0x60291765e870d0fa, 0x535e2de4ed3d0874, 0x8dad119e2014895b,
            0x0000000000000104,
        ],
        [
            0xfe800fba8f3a49ea, 0x45f9c8e6ad206c2f, 0x2596a188e1b39dcc, 0xe6ae577455e93d41,
            0xc78085b6add33adf, 0x935c6789e878dd70, 0xc60a97e91f4c3d15, 0x23c31b0d2fb9f5e7,
            0x000000000000013c,
        ],
    ],
    // 73 G
    [
        [
            0xbc16a86e871cebde, 0x178bff873bb01b44, 0x8202310dcf99f233, 0x40a38f3899d1e363,
            0x7d68a78adb98922b, 0x09b24b24d1089282, 0xfb6053390709de36, 0x390e66e973c9ef9f,
            0x0000000000000175,
        ],
        [
            0x9937f13d4c1c76c7, 0x25a6ac25559c4e65, 0xad021083005e4e5f, 0xaf5eb24f0f24919e,
            0xd87eeefa8e673384, 0xb43e6055694234bf, 0x84abed2752bd26a3, 0xeb7757b15cbaf37b,
            0x0000000000000000,
        ],
    ],
    // 75 G
    [
        [
            0xe5864b112fd7cc3e, 0x7c28b6533fb9148b, 0xedeaf8c491d1f64f, 0x9978c40779d5dcaa,
            0xf48f482a8bbfa62d, 0xde3db59f16e5f495, 0xd26593c80bda5e26, 0xebfaf8e5e4a0634c,
            0x0000000000000103,
        ],
        [
            0x2de916c2958590bb, 0x4e4ffaf00b8c9804, 0x70403df94bb9fc0d, 0x087cac1c09ab622e,
            0xb118706518c5f829, 0xaa15e00940d0da73, 0xbeb275f7c7cd39f0, 0x2c6f348526188ed3,
            0x000000000000004f,
        ],
    ],
    // 77 G
    [
        [
            0x089fcd939590162d, 0x1bd4018467c20918, 0x9a41be88407ea3d6, 0x25356b8c53b646ed,
            0x58a6c1a9bb90d561, 0xe73c6a06fbfccfc8, 0x3b9c8ed8941a0c0a, 0x2d4648a6f879ae7e,
            0x00000000000000ba,
        ],
        [
            0x72aa7035460273ea, 0x4f70cb7e2df33779, 0x946f2b8cf1b38fa1, 0x7bba85a147fbc61e,
            0x67d2c2416ea5530c, 0x324c569abcaa748a, 0xd1f08a94035b551e, 0x980a308d2e682c55,
            0x0000000000000139,
        ],
    ],
    // 79 G
    [
        [
            0x226c148f20520d17, 0x685815b8825a7dcf, 0xa47ae711e62027ef, 0xa9c5abb221969eb5,
            0x531f34e8ab3334e8, 0x11abaca7a4ff1323, 0xd0f8349c97f7ee79, 0xb119cf781b996496,
            0x0000000000000102,
        ],
        [
            0xd428eebeea5eddb2, 0x9483b008d583b170, 0x045a1a192a14a9db, 0xde4d561b7e99f86b,
            0x98d750083a388230, 0x985d76aa9c396be1, 0xc6c6aa598af8e187, 0xa456534a8c3e83b6,
            0x0000000000000178,
        ],
    ],
    // 81 G
    [
        [
            0x5a339416299c8ae0, 0x575a0b029a7b251e, 0x3577f6b0a4731872, 0x09f67171227b5c92,
            0x45381fd72be7ee81, 0x842de44d26646bbc, 0xcd7d76d6d63469cc, 0xbba380289a7726bb,
            0x00000000000001d1,
        ],
        [
            0xee1b2160cbb90f01, 0x93b0c8870f7a6662, 0x04b4d5dfca8343eb, 0xfec0368616e1e23b,
            0x2a980e93172ebc8a, 0x541c9ce6e3529b90, 0x5bd69e91c0670f3e, 0x3aee0f7ad8244cc3,
            0x0000000000000170,
        ],
    ],
    // 83 G
    [
        [
            0x9fe70061aa455066, 0x43a6b6c2eb173d43, 0x9dca384788266c59, 0xb27ba066235189f9,
            0xf9365e67c084bcad, 0x80eef8a85014b584, 0x87a5c4721492fae3, 0x23348a012184d849,
            0x00000000000000ee,
        ],
        [
            0x5cbc933b1f47b3a9, 0x237a0aa9bf98159d, 0x13c57eef2e51f0ef, 0x7711f41a9950e7c4,
            0xb50dee3e39284306, 0xafa7b9fb9dabd032, 0xf3d074eacc021245, 0x643c3b3f641df411,
            0x000000000000001a,
        ],
    ],
    // 85 G
    [
        [
            0xe07ad00b3b7d0343, 0xf5a3f135ac65e07d, 0x77bf88c18ec5a6a0, 0x2fb2f1717735bff6,
            0x794812464f05574f, 0x1ac2036d36033582, 0x413b8edb128ea7dc, 0x17da1cad286edbdd,
            0x00000000000000d8,
        ],
        [
            0xcccde2706d617b63, 0xec10223e7222d821, 0xae41bbbf5213ee3c, 0x5973c2c89b8b0252,
            0x518e20ee7d3b50bc, 0x176a3427482f27d7, 0xec86992ed4fb53db, 0x61925a7e611d29dd,
            0x00000000000001b5,
        ],
    ],
    // 87 G
    [
        [
            0x50e586ce88cdb2d4, 0x1f77e15db6e4cb05, 0xaf76fe8d4f1fcd90, 0xa73bf7dd0d0d8040,
            0xe43c9b2c40ed327e, 0x46ef71beef633bca, 0x58908c83fbc3f5c3, 0x6941e97ba91ff0f8,
            0x0000000000000095,
        ],
        [
            0x50b29fa04db5def2, 0x782b467fb9be933f, 0xc789370c3de0b51e, 0xa9eaaa39d5aa6918,
            0xa1279b9f745d6d67, 0x0a18bf966357f520, 0x6169d174db06ff34, 0x195a395876f2aa66,
            0x00000000000000df,
        ],
    ],
    // 89 G
    [
        [
            0xf8ea4d5af9c53ed9, 0x6e83a352035d6a8e, 0xa9eba407aa6fec7e, 0xbde215ea081dbf0e,
            0xe97f1604d4125bad, 0xf05d9f4c7ed4aef6, 0x91d2f5d54a66f5d3, 0xb37d5bfae1cd5f45,
            0x0000000000000054,
        ],
        [
            0x71d2926adb7df7d1, 0x6b27c997bae2bc76, 0xe4f0de35e906aa8f, 0xf0b07e3ba4e3a07a,
            0x0f2c34eba167aae5, 0x09be3ce81ac82326, 0xa0445eb75fb7a4ce, 0x35f81df3a5b403de,
            0x0000000000000043,
        ],
    ],
    // 91 G
    [
        [
            0xc8d972e5067e2441, 0x5b365b133addeb5b, 0xb0b7e90a109319c4, 0xa9431055e36ac201,
            0x6076a7b5e5ffb047, 0xf52d9ec5cc51b1dd, 0xd5223d1159b74856, 0x69893b956b8d815e,
            0x00000000000001f5,
        ],
        [
            0x7f8be74d2a8e7370, 0xd7335f404f8f83d4, 0xdaed9bb311646df9, 0xc6057ab5c00f88b2,
            0xe16088835d2839df, 0xb0223927f06c44f3, 0x86ff58cf5fba0929, 0x9ca6c923803107bd,
            0x0000000000000065,
        ],
    ],
    // 93 G
    [
        [
            0xe2e2792e7c45e607, 0xc77af793a974ff99, 0x8d8e1906fdc75398, 0x28ef00c47c3a5a78,
            0x8662e69755aa6ad5, 0x144b277ccde61467, 0xd212963d3d0ce6bd, 0x349be21c3783ea94,
            0x00000000000000f1,
        ],
        [
            0xac8fb0b5b6d01f0e, 0x8e305b1b93f5a896, 0x3d2596c4d8d8aa97, 0x1bd6fe9f8258834e,
            0xf5fb18dc67c662e3, 0x6d60843788902f9f, 0x57ca929a51a5a1a3, 0x734130e618e110cc,
            0x0000000000000106,
        ],
    ],
    // 95 G
    [
        [
            0x944fce04730f0ca9, 0x4d19d800fcffcdb8, 0x05b8689917990e21, 0xa20e1d691fc10eee,
            0x5440fae19b5a66e8, 0x1f36b3cc8c35641c, 0x15731738db1a4209, 0x55d40008cb5b0226,
            0x00000000000000fe,
        ],
        [
            0x0ba3abea114d0fef, 0x8fe7a1a3a934c558, 0x4e839fad0c8d7b0f, 0xe9ba489114501589,
            0x689ae056ec3ea188, 0x9a8d21ddb94c8420, 0xb4a5b020400ba4f3, 0x047dbd50f46db9a9,
            0x00000000000000ee,
        ],
    ],
    // 97 G
    [
        [
            0xc106803fa42ba4a0, 0x81d81c9635ea7891, 0xf5ac6d14d51fd763, 0xa848713d63a4c9f5,
            0xe1d13e159fed6bb9, 0x07a8456ede711bff, 0x98e69c209725bd81, 0x62dbd245500733f0,
            0x00000000000000b9,
        ],
        [
            0x2c354d2b7484b4f3, 0x974bc7dfb91166bc, 0xf1c24e9c71be5c9b, 0xc820fdda37d17336,
            0x5e55126749827719, 0xc3b2f58bd130ce7c, 0xb9dd6845d73225ff, 0x14bc30c2ec923c40,
            0x00000000000000e2,
        ],
    ],
    // 99 G
    [
        [
            0x73ec4abb6845151c, 0xb4ad7cf6bf70c637, 0x0405186ff25e9690, 0xf1a08e213ed6cd0f,
            0xcbc2876950901758, 0x456b453c2b2a71a9, 0xa86e760ad8efabba, 0xf68c0538b4081a5d,
            0x000000000000018a,
        ],
        [
            0x91294a31aa1e82f8, 0xc04d5dc0939500bb, 0x2688fb5f403057de, 0x4c77772ca9c3e5e1,
            0x510b2945e1f431c7, 0x4e02610b31f0fe8c, 0x3d5c791942fba4e9, 0xbf5192263f6a73b2,
            0x00000000000000cc,
        ],
    ],
    // 101 G
    [
        [
            0x0d46e8cf249b4ff4, 0x7060d7db3d76950d, 0x8a3e02373d5c4719, 0x5bde1f6b5058c937,
            0xba021fa67c939d7b, 0x24d4152626c470b3, 0x2007a69d76e97052, 0xdf95b6ed0c20a0ba,
            0x000000000000015c,
        ],
        [
            0xb2b162e58646541f, 0xf352c3dbf7e40b8e, 0xf357e4791b4f2000, 0xd6a816280e262a93,
            0xc2818ec5aff5a258, 0x5678bd36f41984fc, 0x06a8fa14cfe88cd7, 0x7381683f97ca777a,
            0x0000000000000094,
        ],
    ],
    // 103 G
    [
        [
            0x1c3b6a70afc044e6, 0xd3d7c6a279f0d45b, 0xf29e8d36c49ec204, 0x3aea8ceab16452be,
            0x18cb0945f581db3a, 0x6677d4456c5206a5, 0x7f5604bd544e88f6, 0xd1d662a604dc31af,
            0x0000000000000035,
        ],
        [
            0x4fff5b7b005f6506, 0xf48bebfbc8aa5e26, 0x91ca680021af94c0, 0xca238a3674e725cc,
            0xdf9aa8ce6a8beb23, 0xe88e1b1af787e2b0, 0x83680d870d55dd06, 0x721ee953a4abe635,
            0x0000000000000107,
        ],
    ],
    // 105 G
    [
        [
            0xd52b1f1795f085f5, 0xf22e3a9858123438, 0x0c5f5f9da90297b1, 0xdd410663827b201f,
            0xeb2965b4d0a5a3a9, 0xc8dbcd7c980e1f49, 0x273d8d9bf21295d5, 0xd8141e1a442714cf,
            0x00000000000000dd,
        ],
        [
            0x68e7924766e02a96, 0xa89f5c3edee3100c, 0xf54de0f9285b5ea3, 0x1bdbf3ce5b7148f1,
            0x3d1d991008d996b0, 0x9ffb7b2716154125, 0x410b64c4e0842b9b, 0x6e5f892e0a846bd9,
            0x000000000000007f,
        ],
    ],
    // 107 G
    [
        [
            0xb8acba716c05978e, 0x391680d95c11aa17, 0x3265bdcd1b258e3b, 0xee288501570c2c00,
            0x0f645d825bf0eebd, 0xa58638d279d964e2, 0x0151bd848d59a62f, 0x2b8e14de77c87037,
            0x00000000000001ac,
        ],
        [
            0x1a74d4d8af9123ec, 0x07629b4c3ee1e308, 0x537f1db640e27641, 0x1fb80584703d7217,
            0x6745ea24e3c04a53, 0x16e07cfd40c4edd7, 0x4d0ce4b1aaa64b5c, 0xdd54645757091f1e,
            0x00000000000001e0,
        ],
    ],
    // 109 G
    [
        [
            0x56fa6bc1643992ed, 0x7ec7d7eb7d77b7eb, 0x9fc49e04d6267889, 0xb3f35fde15ca5e84,
            0x7fa7ea8c8932a513, 0x4764040270b1c57a, 0xc06e57ec5ac7fd38, 0x8fe762e72228401c,
            0x0000000000000005,
        ],
        [
            0x4889573711ffc02c, 0x29639318290f25a5, 0xbea1aa391fccb08b, 0xbcf654516bbe824a,
            0x52ced643e6c7c355, 0x82f6c1fcef76bc8f, 0x25ea0269dc6a1126, 0xa9ffe63f4d2b918b,
            0x00000000000000fd,
        ],
    ],
    // 111 G
    [
        [
            0xbeceae89e6e8c856, 0xf995b45eab5c7dee, 0xf045813a8c89971f, 0x9f686854c790915c,
            0x9b76d5bf16541c75, 0xf9e511651485523e, 0x5deeb95e67ed3bb4, 0x56dca13aed8181ff,
            0x0000000000000019,
        ],
        [
            0x697a8a2ad39f0261, 0x371219c0d17fef79, 0x4fedc83de112d356, 0x864a9429465e910b,
            0xef50edb0715bf321, 0xd1b4d02fba8741bc, 0x3aec1463c7caa334, 0x3b307563e7591041,
            0x0000000000000098,
        ],
    ],
    // 113 G
    [
        [
            0x7afb9a5c39607cf4, 0xc5c3b80ca634c824, 0x4926a2590a01cca9, 0xad2f3b8f9140bcd1,
            0x6ca459182ee7221e, 0x78c0ee8b3154f963, 0x5cc5e120a4b33db1, 0x7f01270f63d5bf46,
            0x00000000000000b7,
        ],
        [
            0x0e63f11bc1f3943f, 0xcd6d072830df20f8, 0x579b76d31a48f47d, 0xf438377139c3c51c,
            0x3c6f40239e097b2c, 0x859046454959db50, 0xfe4ae69e69e0ae7d, 0xaf28857523d71323,
            0x0000000000000083,
        ],
    ],
    // 115 G
    [
        [
            0x13a20ec56e906248, 0x95132605e30edbc2, 0xafbaee3d88255aff, 0xbe283f2c51e9cddb,
            0xa552e5b0b483b7d9, 0x56e1c85e0fe9d3a9, 0x820101cca22c57a5, 0x7a6d19edab64d198,
            0x00000000000000d9,
        ],
        [
            0x3978c5a5e31907ba, 0x5c0d10bdef76dbef, 0x0f75915fbc1d5aac, 0xf45d5c7f2b4a76c2,
            0x846ef04c0ebf3cb8, 0xd5f759f3e606df87, 0x3cda07d052c80287, 0x4c8a3dd346db1f3f,
            0x00000000000000eb,
        ],
    ],
    // 117 G
    [
        [
            0x4012cede080a2d3b, 0x4b12ed7adb93027d, 0x31030ad2c334c32a, 0x7bb93c02e0ce2f63,
            0x44ddee48740a60c9, 0xb8a6d55070e63325, 0x2ce0fffcd9fee067, 0x6dbe6459bc73bc99,
            0x000000000000002c,
        ],
        [
            0x2b014c3bb6d52c5e, 0xb3165190fe49d9e7, 0x81ffd0e416ab4399, 0x94beda05c23cab12,
            0x481ad6474f8c3fef, 0xbe3e75b534a5b96c, 0x78d029938dec5158, 0x1f71310a5df6c818,
            0x00000000000000cd,
        ],
    ],
    // 119 G
    [
        [
            0xece68e59c7934e3d, 0x4ff94f2330caedf8, 0xd9b484e0c9d300b6, 0x473b63e87545f412,
            0xfdd018f5642b7d10, 0x839c537402c148d3, 0x6bc5ea6b692b306d, 0xd956e40c9c164a23,
            0x0000000000000179,
        ],
        [
            0x3ede65d6aba05898, 0x02249c541e276347, 0xea1b9b5cccc8ca2d, 0xf2a33da00bbb2063,
            0x3db1a2c1010e44c3, 0x55acd0e40fbf47e8, 0x89e7efe1ea61d45f, 0xc259e9e900af7316,
            0x0000000000000079,
        ],
    ],
    // 121 G
    [
        [
            0x997465f203bf2751, 0x7ace4f4edb0348ee, 0x75360bfbdbd21179, 0x28adf60c2bcfdcdd,
            0x02ca58486930c9a9, 0x5c8e5d1087cf7792, 0x6e2d78548c7943ad, 0x67d0c6dfba2001fa,
            0x00000000000000a3,
        ],
        [
            0x6b164ce97fdf8192, 0x7e0a98fb9adb1b94, 0xa333caa4ccc0cd8d, 0xa91663da208b4ac3,
            0xeecf38c54a08a9e4, 0x9189b35066189f82, 0x0ba9c0d2d7bb4bc6, 0xb7b412cf7592686e,
            0x00000000000000c1,
        ],
    ],
    // 123 G
    [
        [
            0x2ed834c80f6f21c3, 0x994f7743a735a86e, 0xf4663f6e1f705ce4, 0xa84df39d5cb67910,
            0x36c78ae97f6aa840, 0x8b69881b8ecc4aba, 0x25e514edc855e64d, 0x7b794db70fd9c3ab,
            0x0000000000000004,
        ],
        [
            0xc87c3b96618fad1f, 0xaf23bfa31fd8383b, 0x8eb68410908fa1d7, 0x47b7b0ee618e1d5e,
            0xbf5573ecfca859e9, 0xc9ab4c37c283f5e6, 0xb1d4b89fcd79031b, 0x0614ce07ba8c9cb1,
            0x0000000000000175,
        ],
    ],
    // 125 G
    [
        [
            0x3f5496302e54196f, 0xd723b60eaba0461d, 0xfcfaa62a97262e35, 0x4aced17351738652,
            0x635c1cd374a35b9e, 0x9cfe339f763bdf36, 0x7261d98b95d6368e, 0x14c7e087fa5cd5ad,
            0x0000000000000119,
        ],
        [
            0xcc988dbf72658df1, 0x35a0b801172e74e3, 0x92c7b7cd965445f9, 0x48fcbfae8ef79f7b,
            0x49c5e890adcb6385, 0x9caa476ce8735115, 0x304254d6dd3f3824, 0x0cccb1b14bf87d2d,
            0x000000000000016c,
        ],
    ],
    // 127 G
    [
        [
            0x56553f2102f4bd89, 0x68326ed098286100, 0x36354a21bda4bc37, 0x26a6e4bc8fe67176,
            0x59f4c291704265cb, 0x3781ab9fd8aa4fee, 0x3a6795becef6aadc, 0x988fc5358ea8ab5c,
            0x0000000000000144,
        ],
        [
            0x9449c99e1c6e419f, 0x3fa1156488ed5bb5, 0xff6b70d534ec7e25, 0xdf973081af45028d,
            0xfa70efd35f9bd256, 0x019153052bbd868b, 0x9ab5e7c69073ec86, 0x0f9cba61124a4829,
            0x0000000000000040,
        ],
    ],
]);
