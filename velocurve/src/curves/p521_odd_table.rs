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
//! `G` of `curves/p521.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! as its canonical value,
//! in nine little-endian 64-bit words. wNAF width 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<9, 256> = OddMultiples([
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
    // 129 G
    [
        [
            0xc02cb6e8a2aa9945, 0xab5e6863ed5537e1, 0x39cf1a8218e3a5a4, 0x10ad5165ac7169c9,
            0x70f6fc6afc04a972, 0xb43a8209e656c248, 0xd39b9a124e69dfce, 0x54f984eaced06dff,
            0x000000000000005a,
        ],
        [
            0x776e44250e546502, 0x17d1dce81d0da851, 0x42a8dae0ba8e0206, 0x726c789c5bcee6ed,
            0xa508917b93de5cbc, 0xf12410fc2750456f, 0x039d22983a384ebe, 0x9a1b075998ad22c9,
            0x00000000000001cd,
        ],
    ],
    // 131 G
    [
        [
            0x9ccc8b9865c8328e, 0xf31f83426538be8b, 0x608bfa94c2298a52, 0x18fe27b868db2029,
            0xe255750b1c5fbd08, 0xcb3c642c84ab2373, 0x3d2a3586fcaae5d4, 0x3b85ada09990ddfa,
            0x0000000000000180,
        ],
        [
            0x1f63f3f4bb1ba5bf, 0xa2144b8e3989b44e, 0xcde411a76e951902, 0x43c542b76c1e759e,
            0xcb00b8c93f0cfdeb, 0xb026657d3e95e593, 0xbd61809c3b927c41, 0xc51e4dbcc4b0427e,
            0x00000000000001a3,
        ],
    ],
    // 133 G
    [
        [
            0x6f13c1526b0934ff, 0x8894bf63c1ba2650, 0xdd791076a506a188, 0x5ce9fbed7bb584e7,
            0x81ff9d9ca24cb545, 0x5089c7ad7cd54c0d, 0x7ffd959b786de856, 0xf19e6284940a7f26,
            0x00000000000001ea,
        ],
        [
            0x0e364abc6d9f09ad, 0x7b0d1b8df84575f0, 0x8cafa06081d66621, 0x77af930326ab97f3,
            0x3bcc6c171535939e, 0x08c06bfec0c4191d, 0xee7c30913448c4ea, 0xae3be5d68d3f8b2f,
            0x00000000000000e8,
        ],
    ],
    // 135 G
    [
        [
            0x9efe2e9a46abd46d, 0xbdb0df2a12ec369e, 0x1c566104a9ae676a, 0x16df5edbe9fe81fc,
            0xf0a16605cdad9d20, 0x88402de8eb15f7ac, 0x2bf7f5000b296a89, 0xeddfafde88a35493,
            0x0000000000000184,
        ],
        [
            0x1184e3a63e239368, 0xca6f950797b183f6, 0x3faed1ea3b639eac, 0xb27f5b15788d749f,
            0xdaf9bdeb808aa973, 0x37cce4e6439367c1, 0xdfe2b9e66687da64, 0x5335e680902fa088,
            0x0000000000000178,
        ],
    ],
    // 137 G
    [
        [
            0x6185c40480375fdf, 0xde40c6139bb83bc2, 0x2357c1ce698d643a, 0xd0a407984d485f25,
            0x6678cc29d67d72d2, 0x2ae75a7d087b11b4, 0xa1329ebaaf335be0, 0xfc2740f1138155e8,
            0x0000000000000135,
        ],
        [
            0x7115d7575be94fe1, 0x51a17af67d9feba9, 0xb8183e075baf270a, 0x0f23a1bad182cf0e,
            0xdb94a6f4e5305dea, 0xe2777fa83561a58b, 0x71ac7dfae15e8d93, 0x133e4e54251aca20,
            0x00000000000000d5,
        ],
    ],
    // 139 G
    [
        [
            0x7ac3340874520727, 0xdc1baea595242a18, 0xe2fc3389b8697913, 0xf0e0bae09d042828,
            0x4a3e38fcb1b3a0da, 0x526bf2ed83775fb1, 0x9ed7eee4b756d658, 0x71411f71b0a6029d,
            0x000000000000014b,
        ],
        [
            0x88e8bfed37be44c4, 0xdb507ce57dee5777, 0x1bdde0272acf323e, 0x2e5446d4ffbb71d2,
            0xd80f2ae5878462bc, 0x8107656207692fc4, 0xe23240143ea01e1b, 0xb9795985c16bc68c,
            0x00000000000001ce,
        ],
    ],
    // 141 G
    [
        [
            0x1072aeef36641219, 0x5b71d40cd29ad049, 0xb60d70227cb25052, 0x6eaf5aab852f8409,
            0xcc5f9d9cf5c37b91, 0x9fb50e246bb8e240, 0x0b6ca332e07e2df5, 0x525e4583315d46a2,
            0x0000000000000078,
        ],
        [
            0xbb727cb3627a26e3, 0x699aba0af84f79c5, 0x6fd07f73b0c9f74e, 0x95a469400d06015d,
            0x3434cc6f200a66ec, 0xeaa1a20aaeea7a2b, 0x42f0673ea63f9876, 0x0c5340dd9a524a14,
            0x0000000000000026,
        ],
    ],
    // 143 G
    [
        [
            0x32e5d47af4907d3f, 0x0ca16c8507e1e785, 0x30b1593b38a5686b, 0xff5c16f817c6738d,
            0x109ef22080bd7d13, 0x9faa308ce7c06a3f, 0x58f2aa5367b900d7, 0x5216409278eca7bb,
            0x0000000000000056,
        ],
        [
            0x5747ad035ae7e944, 0xc6f24898a6b61c59, 0xbebee349b1d75263, 0xff824e4d735d62eb,
            0xdb6c26d0acf863d7, 0x2b313d05b6fb0418, 0xdbb1a3b093269d91, 0xa5b22fa39f07638a,
            0x00000000000000b4,
        ],
    ],
    // 145 G
    [
        [
            0x5ae5cde72be7051d, 0xe0c0d69d53d8fc77, 0xf5dad27770da03bd, 0xc45ffdb55f509d62,
            0x8a081fdc356cecac, 0x9f223e83e23f6e07, 0x3889e3f9863d8ece, 0xfd9adabfe1c91732,
            0x0000000000000021,
        ],
        [
            0x4a331029df315e8b, 0x66d0cb95b45512ac, 0x185b7988dcd94aed, 0xfecbc2df096d8bb3,
            0xe632e1e2cc239dc4, 0xc16bbcd14b3e63d8, 0x3533cb8c8789ee00, 0x97699528711813d7,
            0x000000000000013a,
        ],
    ],
    // 147 G
    [
        [
            0x865154bcfc333022, 0xb89ab2c00b835b9a, 0x27167760ba9f8d6c, 0xe9148c31d5416239,
            0x49099d6ee6abbe11, 0xc9cee12724db0911, 0x88a0c7dab609011c, 0xac61d62b85e6a359,
            0x0000000000000165,
        ],
        [
            0xd4fc02600a76b8eb, 0xd3aef9b13c70e274, 0xf5ab4c1e0cb0a0ef, 0x07ffdb4a32188ce5,
            0xadc73ccdbd05c0a0, 0x36d395bd657d20a3, 0x8f931832531b6ad4, 0x8361ab3c4ccbcbed,
            0x0000000000000052,
        ],
    ],
    // 149 G
    [
        [
            0xe4d638d68a8c47bc, 0x73f9b496c9af501a, 0x25c86b4f5c1b18f9, 0x0732e27d3009a4ee,
            0xf30176801a8036bb, 0x5f9465941176ce25, 0x67a9c1d5096008cc, 0xa62d4eacb4924d3b,
            0x0000000000000093,
        ],
        [
            0x5e87a657ceb6919c, 0x9091eff1d5d85cf3, 0x723cb3797fef25e9, 0x959b1e49a308cf9e,
            0xdb6e7286011060a6, 0x6a5bcaaabd781557, 0xdb694646a1c1362e, 0x826dcf7b44f81783,
            0x00000000000000c9,
        ],
    ],
    // 151 G
    [
        [
            0x51cfd3ac4c56a2f6, 0xa5dedf1f4ffb8eb4, 0x317f439617b7f188, 0x4658f6aa7713f53a,
            0x51f8458e963168f3, 0x5f5298e7ec6ef493, 0xe82d29bf4fb30a7f, 0x5786704582a2dd0f,
            0x00000000000000b2,
        ],
        [
            0xa14ef84fc3b9c759, 0x3bce599d66e0cb6a, 0x583ab8e62cf28046, 0x602d7fd893e1ca70,
            0x1f85d4e221aebbd8, 0x264094d37147e0a6, 0x7b7e3830c368f203, 0xbc3f3f97a5731855,
            0x000000000000001e,
        ],
    ],
    // 153 G
    [
        [
            0x736eb810e1c01155, 0xe1416ee4a034b4b0, 0xfd0d5d136b9bb75b, 0xf23a64f1210bfbc3,
            0x345ca73da2d679fb, 0x89658fcd81e548e6, 0xfae39b95aff8e03a, 0xbf4331f7c402676c,
            0x00000000000000d9,
        ],
        [
            0x820fec045373c207, 0xa7bc60ed8d89a25b, 0x32d9444fe71bcf43, 0x53a30d965479c850,
            0x069bb81114985c02, 0x5e5aed03a69412d2, 0x9bb0682bbe753336, 0x94f538b5862e4689,
            0x000000000000003d,
        ],
    ],
    // 155 G
    [
        [
            0xd2f2ea895c63045e, 0xc1d9c4e8d83370d0, 0x1def1aa966e42372, 0xf6ec94aef0625c7d,
            0xe58d879a84371457, 0x86a077e4f53940db, 0x73c29253fd2d3f7e, 0xcb1ee6653f5c9ad1,
            0x0000000000000135,
        ],
        [
            0x038f3a21555944af, 0xc8bbf0738c1decc1, 0x4891ac6ce5048fba, 0xcb44cc4cfad3d0a4,
            0x6906902877481a78, 0x9b4075de97f139a3, 0xd9fa39d92319f55b, 0x0011227916ddfe13,
            0x00000000000001ae,
        ],
    ],
    // 157 G
    [
        [
            0x134251ce048c0552, 0x6d86317471b47bf6, 0x5e617592e123fcee, 0x4cf1d726f53c1ab5,
            0xafb723154e38a073, 0xbec410130506b4f3, 0x090f67e2ae07cf53, 0x8f44bc7dd05ee5bc,
            0x000000000000014e,
        ],
        [
            0x36c0378c6692e38a, 0x769dff3a254c761d, 0x2ba444fc6360b027, 0x5173dbb8f0394b31,
            0x35cc207226a5799c, 0x7f1a2b3ec5595eac, 0x1a47f65d59f347aa, 0x15d061f7c603ffca,
            0x0000000000000084,
        ],
    ],
    // 159 G
    [
        [
            0x6e77a9c3f5d7a383, 0x03136452866e358c, 0x14a76d261d9f380c, 0xd9020c1fa4483ed0,
            0x0dfd3d74e5fc000b, 0xeac7f9fbc8e7613d, 0x10de0e9f8c50c5bb, 0x1b471324c954f3d8,
            0x000000000000010f,
        ],
        [
            0x67bf8eedde27f2c6, 0xf51efeb7f21e0b3d, 0x4df66aa128af8400, 0xaeaa5dd72ac6d9f6,
            0xab9a6507119013fd, 0x212f14bec07303e5, 0x170cb3ffc5507606, 0xa6e55da56276e4b5,
            0x000000000000012a,
        ],
    ],
    // 161 G
    [
        [
            0x6863e5e4c6fadafd, 0xb715d9523b465f78, 0xc3420939465c740e, 0xc6e913354788146a,
            0xe3e826c843264f24, 0xba47c19c60ef2c3c, 0xf9a6a4fdb6c81cdf, 0xe13dde1b3f4575ae,
            0x0000000000000121,
        ],
        [
            0x23dab6c8e62bea3c, 0xefe6207960ed7e6b, 0xdbd79f0ce5ad48c5, 0xd85e57e3b81d5650,
            0x636e3b24db01809f, 0x5a709697d19ed58e, 0xe9499e88c2c59046, 0x3c02c52634efdd9d,
            0x0000000000000171,
        ],
    ],
    // 163 G
    [
        [
            0x3b326b3216290519, 0xd17490b109370c46, 0x81a822420d881e61, 0x9d12ca086bcb47f0,
            0x07182534ca57c46f, 0xcb7cb76b7689d426, 0x31881f73d0a15efc, 0x6ef7d183a0175fa8,
            0x0000000000000088,
        ],
        [
            0xc05eb0eb9fd6ea5e, 0x29eaca96d1abc3a0, 0xea25b885e192307d, 0xe4affebab6851e64,
            0x21084ca34216ac62, 0x221522d79c78a545, 0xf5a0c16c9bb3efd0, 0xcf4faf1d81858794,
            0x0000000000000055,
        ],
    ],
    // 165 G
    [
        [
            0xf84521bd128b30f7, 0xc7a3a857e4e14638, 0xc7ae76224b8f9721, 0x382324cb89d2a2c8,
            0x7ec35144c637bb3f, 0x5c66262629596a88, 0x4f9fd35e2cc2c1f6, 0xe6268788dc17ae44,
            0x0000000000000010,
        ],
        [
            0x15698b99a719ca98, 0xfc83fbe380d61b9e, 0xe6914cc6bf054424, 0x7c9dd95d7b6dd85f,
            0x751258237b8e9296, 0x156af5005ca2c729, 0x4f6f68a55e3f8db8, 0xd451e0c1c1b3b1b2,
            0x0000000000000187,
        ],
    ],
    // 167 G
    [
        [
            0xb8b5fd41f4358978, 0xd40f59870ba657cd, 0x230969fc044a5bf9, 0xee8e4bb53b9c9818,
            0xf4c91e3a40e2cb93, 0xde0bddbf02b5f14f, 0x74a3675f9ead7c73, 0xe016ae55ae3c5f91,
            0x0000000000000199,
        ],
        [
            0xb4be016ec9a5add6, 0x2b9645a68182a546, 0x6affa8039fc55024, 0x973864280b94782b,
            0xf2fed5f269d00aa8, 0xd2b95576ca9f1481, 0x9f061ef5c7a8a780, 0x2afee0e8036fa765,
            0x00000000000001e7,
        ],
    ],
    // 169 G
    [
        [
            0x75b4812bd699f1f5, 0x78ca7b7d8f7cc292, 0x51c5bb6cf707db65, 0xf8ba0dabf48505dc,
            0xedd89c15ab3d9f24, 0x2fa225fae5838762, 0x88217b087cbc359a, 0x1db1f9d303e142f3,
            0x0000000000000111,
        ],
        [
            0xcc7a298a64d07b8f, 0x15f2c077029225ca, 0x3ce09f2db7b16b40, 0x3ba9d7ac433a5e46,
            0x6d7e364838b936a9, 0xd14a7bdbbc841648, 0xd94990a67e2153f0, 0x6c74669fd9cba967,
            0x0000000000000083,
        ],
    ],
    // 171 G
    [
        [
            0xc040bd4ae56a44f4, 0x50f400745eba504b, 0x7c8e771c71ddf42d, 0x72782308fea3d8c4,
            0x2620d17ba77d15d7, 0x4ff2ad0c281def65, 0x834e166058266467, 0xe36ab6420324e924,
            0x0000000000000147,
        ],
        [
            0xb1ffce1bb2572388, 0x127feee2cfe74aac, 0x9335430ea7d35864, 0x2e1e4e0f0641cab0,
            0x78f993b46b105e80, 0x810990fc5a1f8331, 0xfd7c9645769d2e8d, 0x712dc01c96ac84a5,
            0x000000000000018b,
        ],
    ],
    // 173 G
    [
        [
            0x456fb367bac6aab5, 0x36ac5e26453b8a3c, 0x8020ad58cea219e6, 0x7d3ae91b8cd89822,
            0x4af59f2925b0db48, 0x1b165cd5b594f230, 0x00e2ae83a365bd3a, 0x1898672f6392267a,
            0x00000000000001cc,
        ],
        [
            0xa9b3a0932cc10793, 0x7ac58072b37ab828, 0x8422ba04c79d8114, 0x2caa4701045b4f92,
            0x82c8dcd744bd0506, 0xe5884b5fe1d62dc7, 0xdd042a6f15483c9a, 0xf2995350f548e1be,
            0x00000000000001a8,
        ],
    ],
    // 175 G
    [
        [
            0x67595a9127df745c, 0x51c385f0c2d32bca, 0x2039018946aa9a0a, 0xe59cff50c2114538,
            0xd644cdb7086bf2a8, 0x25e6ab8a540fc1f3, 0xc3e0777b2f54a9d2, 0x841e0592540e23d9,
            0x00000000000001e1,
        ],
        [
            0x1b499f369fd05142, 0xf711b80d755da8f0, 0x205ceb8b92b61777, 0xafc226007d09b013,
            0x7691b32420814ca3, 0x266af11379aa5990, 0xbdccfb5d633584c6, 0xf34813af7d744883,
            0x0000000000000180,
        ],
    ],
    // 177 G
    [
        [
            0x4031de4ec9992271, 0xdf81d57e852856f2, 0x73fceb9f048cd75c, 0xe5bdad8bbcc2590e,
            0x96255656a0aaefb5, 0x93e91150db2b651f, 0x12dd72d58628954c, 0xa3d8b298c6463cc0,
            0x0000000000000132,
        ],
        [
            0x414917f1d838411a, 0xd15cfdec12c9403d, 0x8524b495393b8ed1, 0x08374ceeb2af735f,
            0x8e1bfe2f3492a7cd, 0xdddabdb748c469cc, 0x760c3ff6d82c40e4, 0xffe08d3ce9cf137b,
            0x000000000000011c,
        ],
    ],
    // 179 G
    [
        [
            0xeeef6b9f38665280, 0x7a2fab21ba261641, 0x7f167bdeff8499f0, 0x5196e41597aca483,
            0xeb2477648c31a65b, 0x06ba09fd8ad41e73, 0xdef3401698a1f527, 0x5c1ae72b9abe5b0c,
            0x00000000000001c8,
        ],
        [
            0x20d9d781cc892bf4, 0x9393e3f628804549, 0x80e9d4af35132bb2, 0x2a74f1b0372f4929,
            0xbc7fc6c0ad531030, 0xbf8e1b7784b32de4, 0x85c0302afc5ec111, 0x5884cf58bb6d5ef6,
            0x0000000000000038,
        ],
    ],
    // 181 G
    [
        [
            0xc2042c913172d50b, 0xe8f3fa74eff657ed, 0x7906acee784867ef, 0x2e895c3c3e9703ff,
            0x449719f6b9490fa7, 0xd8f490b313f742e5, 0xdb7a658b5df63aff, 0x0e1cf5c6e71dbb19,
            0x0000000000000178,
        ],
        [
            0xa4d19b3b2a0db21a, 0xada930d4591a9551, 0x842ed70ed3b097d9, 0x2c7749218462fcf8,
            0xc9fed901c303efd8, 0x7019d248286e124f, 0xefad8baf636af7b8, 0x2bb893a5c0577a79,
            0x0000000000000040,
        ],
    ],
    // 183 G
    [
        [
            0x2fde85c58885959a, 0xc6d5f1e3fe7f9e59, 0x374f842712f2ae35, 0xaa521b4f7c208884,
            0x2fcd858573d0df94, 0x611153a171f02887, 0x7a6ff31cd50c8b1a, 0xef8586b5bb800bf6,
            0x000000000000010b,
        ],
        [
            0x19d642c0c6a3d763, 0x2bfcefadacce463d, 0x99cf6924b2744442, 0x5dc2e70425c253eb,
            0xb9ae9017eb0c50b6, 0x9eb1d6b162afc066, 0x4f77ccbf5cf3757b, 0x7241561d933ead80,
            0x00000000000000e1,
        ],
    ],
    // 185 G
    [
        [
            0xc3c706bdbb46efa3, 0x70be867ee9bf47e3, 0x484eb557c6eef8e5, 0x07ed329f017456ac,
            0x46fd13be086597cd, 0xe8efd26ba0fab256, 0xd3264fb10820fdad, 0x443b94a3334222e5,
            0x0000000000000001,
        ],
        [
            0x5c6a8ed5193bfda4, 0x24039c2740e6ecba, 0x360c42fbad70ec2e, 0xd2fac9aa93d4e087,
            0xe548dc3284fefe47, 0x4506aa510440d19c, 0x32d7869716c4e17b, 0xd16126f42bfb4db0,
            0x00000000000000e3,
        ],
    ],
    // 187 G
    [
        [
            0xac551c8ecd166a5d, 0x4544f2ea485f4dff, 0x1898f24338f6c141, 0xd882da9a5b35b650,
            0x54e348f7ced60d98, 0xf4bc1fc4237a927a, 0xa7390ef565a23348, 0x5c3e3bd3005a8d3e,
            0x00000000000000ce,
        ],
        [
            0xc65ef2919d9f4018, 0xa8d12ed9896435be, 0xcc70141e27e4e8bd, 0x08f8b681244a0c8a,
            0xf1a930baaaec703f, 0x13d8d3f243cbec2c, 0x80dffba812485a03, 0x1edee1c37c89fa20,
            0x000000000000012e,
        ],
    ],
    // 189 G
    [
        [
            0xb9bd12f0e044913f, 0x2045c8c93e7c6632, 0x541ef0b7417afddb, 0x8b1765091d3bd9b7,
            0x234baa9624ac6d2b, 0x35d4e2f941881c63, 0x98c6455483a3a73d, 0xafb7b0eaf7fb6ec3,
            0x00000000000001e4,
        ],
        [
            0x3dfa73b1bf83b87e, 0xbd15b38abb1c649f, 0x10425c00cf8b5a6a, 0x8b761a79a8810b80,
            0x06a862b899790abd, 0x5d30f88ccb054b0b, 0xee09b01075809a4d, 0x0c48dfe00990931e,
            0x000000000000017e,
        ],
    ],
    // 191 G
    [
        [
            0x931a39fc64dd900f, 0x7390dca058ab229a, 0x2bb7f87407f2a229, 0x2e0b7936fd11a25e,
            0x7942f8b85e62637a, 0xce1dc91a7c772af3, 0x29d533fce35255c4, 0x75f87112365207aa,
            0x0000000000000176,
        ],
        [
            0x7a81e93c8ad4f07e, 0x5be68dfc59cb457e, 0xc5e8e42c1ec2223b, 0x7ce7395c135a718f,
            0x8c225c503d4f9869, 0xca18ebd61981451a, 0xadddffe2aeb9dfcc, 0x8d1c382f2a7db3a6,
            0x000000000000008a,
        ],
    ],
    // 193 G
    [
        [
            0x3786e744c373057c, 0x9246c538041b2df0, 0x43578c2d6e99159a, 0x19bfe933d4738bc2,
            0x7ea693199c209799, 0x8a5e25ec53f1f228, 0xa15a2dae45adbab8, 0xc1bb0a22bf0a3ea1,
            0x0000000000000002,
        ],
        [
            0xde81c9d8c90d6233, 0x2605a7499ee24866, 0x6988fe8786f9e6b9, 0x85be4f676dd69869,
            0x65abc70a21ca90d2, 0x4372fd087a77c3b7, 0x1c5cd1e3bf455047, 0x9f70407161ef9331,
            0x000000000000003e,
        ],
    ],
    // 195 G
    [
        [
            0xcfcab8cba25322fc, 0xd02f34d8a3d88090, 0x6feeb1d01d781c50, 0x6283bbd2d003aa3a,
            0x9789ba6ae9409000, 0xf900f9fc09458ceb, 0xbc1a57beff084148, 0xe4a69f99fa4a0502,
            0x000000000000013a,
        ],
        [
            0xdf07ac95c318b193, 0xadc595172dadd70c, 0xcdcb7dbae51d6852, 0xf43f16e9a603179a,
            0x5a7c6961ac63e1f1, 0xf05c33ea8c1ad6bd, 0x5ec0b3cec48b6e3e, 0x1d99df0f1787e63c,
            0x0000000000000060,
        ],
    ],
    // 197 G
    [
        [
            0x49e9ae51771a6a77, 0xee5109e025f018e2, 0x3ed79db60f688e01, 0x93237a7f9789bcc3,
            0xdfad30839a64cd70, 0x0a03fefba98cef1f, 0x0aaa3922f215fb28, 0x1dda64d69c55a2c4,
            0x00000000000001f8,
        ],
        [
            0x2917d988e219fa0d, 0xc3271e1d84a9f263, 0x8f0c5fa89c456dea, 0x1b0711f0f7e3d774,
            0xf4c036e72d5a0015, 0x5b59870afee608e6, 0x4b776ebf312b45f0, 0x611699eae4276472,
            0x0000000000000028,
        ],
    ],
    // 199 G
    [
        [
            0xf907cce4a187cf0f, 0xa001c82f13bfdd7e, 0xa6739d6857d7f610, 0xa2a7d93d67219855,
            0xc7757f59aabca788, 0x5b76fbfb4f1acddb, 0xdf0cad085d5af1b6, 0x547adc40246ca73b,
            0x00000000000001c8,
        ],
        [
            0xe0bffbc77186eb7f, 0x54d3dbc386870f73, 0x55916ce096c03101, 0x22420ca0f88cbc58,
            0xa234377ae8f1c702, 0x277afc49e9745000, 0xfa9bcf244e8b0ac8, 0xccb6a9272748c106,
            0x000000000000005a,
        ],
    ],
    // 201 G
    [
        [
            0x7526c2b7959646be, 0x5c8f64d531d107e2, 0x2383eda1e0f48655, 0x0d23f9cf5fc9aa8d,
            0xbca912765d510e1f, 0x8655963cfca949bc, 0x682e0cbcb85ca9a2, 0x3d4fbdac09aba64c,
            0x00000000000001ca,
        ],
        [
            0xc90578854569aa3c, 0x684e9eeec9901c7d, 0x16cbf0d37d802c60, 0x36ea15fed182723b,
            0xb45efd2ee9f70628, 0x7837c75d6d142ea4, 0x1492b9bd0379ed89, 0x74f5dea455b4fc6a,
            0x00000000000000df,
        ],
    ],
    // 203 G
    [
        [
            0x70bc573a2d60caab, 0xd14c77933bc5756a, 0x069ad8f874d77420, 0x518881643b0f4865,
            0xe97b7244465bc85a, 0x59ddfd7e87ae7d88, 0x02c662b190c77157, 0xff565a2a05197dd9,
            0x000000000000011c,
        ],
        [
            0x8e592e75c17026d3, 0x27308d80aa3c71e9, 0x3ccac4c96632789e, 0x33645a487fd8ddcc,
            0x05c5e8d760f44320, 0x9619e18636c7142f, 0x9ff877afbc14a53a, 0x477c61dccaf5c1bd,
            0x0000000000000067,
        ],
    ],
    // 205 G
    [
        [
            0x55947da67e8b2c89, 0x56183e0af33711de, 0x29c38526bfcdd090, 0xf84dd8cb7db1d023,
            0xaf9a00f8090f24b0, 0x457bbc263d69f27c, 0x5b069fe58d75bc11, 0xb90540048659760b,
            0x00000000000000e0,
        ],
        [
            0x00651b8d8f7ea37e, 0x18e4faf0975d29e0, 0x272895c3908b9d6a, 0xc4767d3062f2242a,
            0xa52a9deaa40d3f72, 0x1653ba4a226e80f2, 0xccbd2988fefab46f, 0x0920121f6888b527,
            0x000000000000015b,
        ],
    ],
    // 207 G
    [
        [
            0x7bdeac08829e8865, 0x39cfbb0da5e8b9de, 0x1f0cbdaa78783151, 0x2a6fe044a087333d,
            0x0f29edf5a9ab7055, 0x79315246fc61f35f, 0x654373dbd3e5e70d, 0xf96b518266ef25c2,
            0x0000000000000078,
        ],
        [
            0xc459a802511cab26, 0xbdde363b78003f26, 0x9a07cd745ec1ff82, 0x3bb87dc58374be3c,
            0xe0122589e917daf5, 0x4844eac717211bb1, 0x7adc839ef132deb1, 0xc2cd30db84d4f229,
            0x000000000000013b,
        ],
    ],
    // 209 G
    [
        [
            0x298153f3dde70be5, 0x1d1ff05cb2c365ef, 0xcbb57004e7abcbc6, 0xd06e0a746caf64cf,
            0x21f3a1afc5a38f1c, 0xa23c0fcfb675463d, 0xcc1f5016247688cc, 0x72b83fd156897eb4,
            0x0000000000000060,
        ],
        [
            0x4ef6f18e7a3f0865, 0xfc3d872218bbed5e, 0x7f11d5e4407ba33d, 0xa58029a13e0b7eb1,
            0xce626fc96e42acc3, 0x950674714b790847, 0xee9dcb6d783b5b13, 0x81c09ddd530d7a44,
            0x0000000000000078,
        ],
    ],
    // 211 G
    [
        [
            0xa660678534c2b800, 0x479ea2a96ca23799, 0x6580d4c857efaac1, 0xd03989e78dbbd4c6,
            0x105636f07eeaa2dd, 0x128192ee74f21192, 0x6837c40bfbff6716, 0x0825683d5772557f,
            0x000000000000018a,
        ],
        [
            0xd22facfabd23c21d, 0x90f03b07120d2a7a, 0xab9369d3bc00c9f2, 0xfd15a73ee03357b7,
            0x205766d061014dd4, 0x10643dd2770d487a, 0xe00b0ff2ad4435a7, 0x571146c221112196,
            0x00000000000001e8,
        ],
    ],
    // 213 G
    [
        [
            0xdd0496f923c312e8, 0x1cfe14b0dbb2254f, 0xa5b6307ac67825a6, 0x8fb06e2c9c8139a6,
            0x0b25a3d3df37c6fd, 0xd899bb592e28f555, 0xed4a16cf6ef723d3, 0xad563c4e5b9ad748,
            0x0000000000000169,
        ],
        [
            0xd7e38a9e54422e3d, 0xe8f2efb5ff0273a3, 0x5966e0ebdcbacb2f, 0xe612551314676230,
            0xf4617f432e7dbd99, 0x83767466704ff820, 0x4a5b4551a719b986, 0xc3723c83c5badb27,
            0x00000000000001a2,
        ],
    ],
    // 215 G
    [
        [
            0xf53cb256a0151488, 0x31b3a43486dafdca, 0x07c580ca9a421cf8, 0x1570e3a4b56d8920,
            0x61faf8383a2e2b8f, 0x2f08859c160efe98, 0x7e76f5a55cd49deb, 0x0a51c696fd623c44,
            0x0000000000000154,
        ],
        [
            0x5f69b62ce49c6143, 0x4c0b2376991663d5, 0xde752d24e1118363, 0xc18c8fca73ee8464,
            0xe11dcde12b4d4702, 0xe481f66ce415cdfb, 0xbe6f07415ec92234, 0x00d19a558906c32d,
            0x0000000000000134,
        ],
    ],
    // 217 G
    [
        [
            0x86317776b8f88bdf, 0xd2fb8a9561707869, 0xdc62382d43b0c249, 0x2bd7cd5e7a63688a,
            0x9afed9ea8d73f614, 0xe445f36daeac0003, 0x6e3cb9a921c8f6dc, 0x6e3bf3646440ff1f,
            0x00000000000001f2,
        ],
        [
            0x88fc2f4ccb8389b1, 0x14d51e7808caf40a, 0x78ea40c91370754c, 0x4334b2e456c1f5b5,
            0xdaa5c63e1a00734e, 0x97dd07b7d04d8daa, 0xa374022f97e5cad8, 0x4c8c589eaaf18755,
            0x0000000000000191,
        ],
    ],
    // 219 G
    [
        [
            0xcc4de5add2f10e9b, 0x20d9e201db1ecd1a, 0x705f8a8eb9f8ccd1, 0xa425cdf62d9c0bf3,
            0x9d4c3da9fcf53ae8, 0x77f98942f9b47567, 0xeff068ec5e41f882, 0x068e89872bb8114b,
            0x00000000000001c8,
        ],
        [
            0x921d3ca0486a067c, 0x93601c38a759ccc1, 0x5cc9dfcb564088a8, 0x320dfd5047ed920c,
            0xbc90d92f3257f09e, 0x7c12375454451733, 0xb36f450a5dbf63c6, 0x4072382285c32929,
            0x00000000000000b9,
        ],
    ],
    // 221 G
    [
        [
            0xa758c3adc97f2f57, 0x49311ffeac21051f, 0x3549a0d3f2f8b8bb, 0x87cc4f3af97d4693,
            0x68402434fa3d00ff, 0xd3b0b9ea7adba948, 0xe7f175303b5d0cd7, 0xeb11f8e9ef4e7e69,
            0x000000000000016e,
        ],
        [
            0x932dbbccd8b673ba, 0x270b0011a753d5ff, 0x780b1fb92254a4fb, 0x9f53580911cf19ef,
            0xd3e680e5a166df79, 0xbbec08be6414ff4f, 0x13370f5d459e2291, 0x976be660a2399738,
            0x00000000000000ba,
        ],
    ],
    // 223 G
    [
        [
            0x69b1e47943196551, 0x9e19fa4e9d9e9c1a, 0x004b2a40bd8a1f8a, 0xf544fb1c573fcb06,
            0x167d23afce442e67, 0x63f3ad42234db629, 0xfec34715b1fdb8b6, 0x24a485cd7d834150,
            0x0000000000000033,
        ],
        [
            0x733f0dddaa47ad9f, 0x42912e7f01fbe73a, 0xd6d5e528a4bf6eee, 0x0810c76b8fe6a0ad,
            0x3dd254d2ca44330e, 0x911f426211c33833, 0x784e9d6d778418d0, 0x9afd696e494d2481,
            0x0000000000000093,
        ],
    ],
    // 225 G
    [
        [
            0x8a4ce74c3e44c6f0, 0x0b41645622171bb1, 0x33915e9ac4605b11, 0xba29d0219f0f8cc0,
            0xb1f4f528fa8304c3, 0x740cf5273268ab61, 0x57225511337e1deb, 0xfb54b0aa735b1f13,
            0x000000000000000a,
        ],
        [
            0x480eb8be759ea07f, 0x88b30a276ad75ef1, 0xbbc92809d02c835b, 0xd3e1c8e2d0c5f229,
            0x2562628feecfae90, 0x1696b6fbfa69bd54, 0x4e807e97506e7b0a, 0x9d01e56cd12b6730,
            0x0000000000000022,
        ],
    ],
    // 227 G
    [
        [
            0xfe63159c9c7913a5, 0x17fb5928946af862, 0xb7aba27917ede723, 0x1386fac51f299f09,
            0xc6e133b4fad018e4, 0x9ab679af81fcf6cd, 0xa8729793cab225d5, 0xe28bc9235ae849bc,
            0x0000000000000024,
        ],
        [
            0x8d9371891ca9c8c9, 0x3a5a14c06b504e95, 0x5bfd54066387142c, 0xaeed91c552081c0c,
            0x25f4cc14b8030c07, 0xbb85f27aea41cd36, 0xf4e7734594c72288, 0x8590097b05ed6f91,
            0x00000000000000cb,
        ],
    ],
    // 229 G
    [
        [
            0x1c583ac200b5d723, 0x128f678e6c1e2d3e, 0xc5b82189a484ba65, 0xf43e17ce40c49403,
            0x9e0d8c914c5c7645, 0x1e572eb4f4333bb6, 0x055e567490712c51, 0xd759668a02ae7c06,
            0x0000000000000057,
        ],
        [
            0x924ec10874efbc7d, 0x8ecff2cc1df69732, 0x1d3578ff3d0af762, 0x6126b37abfb25158,
            0x633d14f0763391e0, 0xe2ab5e7ff113e867, 0x33ceee69b39c26d7, 0xcc67a2b05f5af7e1,
            0x0000000000000128,
        ],
    ],
    // 231 G
    [
        [
            0x86619616e27a047a, 0x3ca9b7f2da20a959, 0xd32bc8d860050cc8, 0x8d71d6868e4124e9,
            0xd29f34ccffa6438e, 0xb150596f93e6c806, 0x6f7e3322eb949502, 0xa5f897857c0e8fc3,
            0x00000000000001e0,
        ],
        [
            0xf51e169817b404a7, 0x4188eec75ceb86ba, 0xab6bd1dbda537929, 0x06a39eacf2928926,
            0x213e9c64eabc7e59, 0x2400ad395d63fa11, 0x0fc204eaee4185fc, 0x49fc0a9831ebff00,
            0x00000000000000a1,
        ],
    ],
    // 233 G
    [
        [
            0xcd0a42dcdbc8411b, 0x3968cdc876b9dc5f, 0xf4a75c8eb71f7a54, 0x5ee5a560c56d32ce,
            0x0df591232120eec6, 0x4f536af22d1b528b, 0xe8a9e518c2b7e54a, 0x055cc93a3d99fe2a,
            0x0000000000000013,
        ],
        [
            0x7737ce1dc844017a, 0xbd21c7fe796a60c7, 0x8b3423dea70afb5b, 0x0ed13c4025df26a6,
            0x493ad8d952158dcc, 0x61ce58049945123e, 0x0671440faf895741, 0x4c28e5bb210883a0,
            0x0000000000000090,
        ],
    ],
    // 235 G
    [
        [
            0x9e2ed0bbbfbd3b18, 0x164ac4c2c53ca9f6, 0x4c6bc5c75087a33a, 0x7df3d20914b514c9,
            0xf68806346d4375e6, 0x75367d9964aa8521, 0x94efaaa20c1c49ee, 0x918653fe99b2a848,
            0x00000000000000fd,
        ],
        [
            0x2f1ad21a18c43f79, 0x775ef7e75ab65dd6, 0xcd305dbb94a2f0dc, 0xa227fe1276fb64e0,
            0xdc19c2ee9a31b26f, 0xac08ae412f3514ba, 0x4eee6b13aaef7dba, 0x48f6dbd7448114c6,
            0x00000000000000fe,
        ],
    ],
    // 237 G
    [
        [
            0xf0cb0b44b1c67958, 0x47e2a34fed252127, 0x319fe93795cfe877, 0xd771903b052a5f7d,
            0xf893856852051228, 0xdda8c8430b57e528, 0x02b4771c2edac9ff, 0xe4e84bf2fb8fddc8,
            0x00000000000001af,
        ],
        [
            0x6df3525b08331664, 0x1566fb9ff226ec3b, 0xe14bcb8d1011a370, 0xbc9aaa805f650e7b,
            0xa49de2fbd0115c3d, 0x33190266d1d5d0fd, 0xa95d3e2f8aeb5860, 0x5e79e20a3937799a,
            0x0000000000000147,
        ],
    ],
    // 239 G
    [
        [
            0x07a0fe6dedaa4076, 0x4a2d19cf29a91ca5, 0x5fb5f20c4ff3971a, 0x0ac6e69cdc30733d,
            0x406aca6f38f1bbec, 0xb13d5cdba0804426, 0x73f2b6e8d9ea12bd, 0x04574abca774678f,
            0x00000000000001e7,
        ],
        [
            0x742f7d272e110c05, 0xc64923e2827fc179, 0x815939d83ec843e0, 0x284ed0d49d3151ea,
            0xcb9fae2b58b60b19, 0xa53a8ce0695580fb, 0xdb6af54f5c0a1142, 0x3fa6cb5a7bf94ea1,
            0x00000000000000eb,
        ],
    ],
    // 241 G
    [
        [
            0xa3bba25139706bd9, 0x412754a92eae5d77, 0x8efb6320f304a3f4, 0xe46d29fd2b778f40,
            0x0428625e5a38f097, 0x9fe41caab470b194, 0xd74442db1f115838, 0xff1412c56df63082,
            0x00000000000001b4,
        ],
        [
            0x5c7a6dfe436ccd29, 0x0fedf3a46a76ee9f, 0x92a9dd90151d997e, 0x6064ded1f61d6d48,
            0x2618d26a5005a74f, 0x228653a9c70126d5, 0x22beadbe5ec8697f, 0x9fcdf540b436edcd,
            0x00000000000000b0,
        ],
    ],
    // 243 G
    [
        [
            0x85d76462abdc8b2b, 0x4b14c0832ab26a27, 0xb6bb117a81c461a3, 0x43a7377a937e1050,
            0x95008bf2c90bd930, 0x42b4bcb51baf2d64, 0x17d5542fc0ca5eb1, 0x253227b379651746,
            0x00000000000001cb,
        ],
        [
            0x3e74e2a5f2ed15ec, 0xe70b0bc4ba8904ea, 0xe1e4a4aea8351855, 0x1de4af315eb36e92,
            0x804b4cd3bac49c9b, 0x5fb21a00884834c9, 0x37d84f5b637c7a74, 0xdf35a935ab3008e0,
            0x000000000000012f,
        ],
    ],
    // 245 G
    [
        [
            0x3be3493f21716ac9, 0x249538706f67d0f7, 0x2de3948520f5ce3b, 0x96f80e329f16bd45,
            0x06960e2ce5b88dad, 0x9ef613925f96dcda, 0x52d6c12ee8432389, 0xc14213dd45bfd9f1,
            0x00000000000001d0,
        ],
        [
            0xbfc38249ae1af52a, 0x7e8764597ab992b7, 0x42094912e9fd896f, 0x6631055ff70015f9,
            0x35aed62af3bdf911, 0xebdc7adff865b7b8, 0x5d439ee095913171, 0x5e9bbd4c73e09bbf,
            0x00000000000001e2,
        ],
    ],
    // 247 G
    [
        [
            0x6024a706702d581e, 0xdf94f4216b28d0a8, 0x315688a72474f333, 0x819275e899335b92,
            0x492c1e573d470393, 0x61f5f5d88712a3af, 0x29206fe7944504a0, 0x0a381222b42a87ff,
            0x00000000000000fd,
        ],
        [
            0xede64cabe5300a14, 0x60189b74e8b1009e, 0x496aa59fdd1fec56, 0x1f4aca16179fa09a,
            0x0d819b62a367471d, 0x9babc96c2d072464, 0x1ac33522d001a623, 0x4e42ec6801272697,
            0x00000000000000a4,
        ],
    ],
    // 249 G
    [
        [
            0x8f44955990ec64f7, 0x6769ed8b7c9af163, 0x860e83084b611771, 0xa240276dd47f2056,
            0x5d3c89d9953e3086, 0xe924dcd0a0acc8ce, 0x4025f2db85e506b4, 0x1f2166724565634a,
            0x00000000000000ed,
        ],
        [
            0x4164c30e748d544b, 0x0edd840f71e5a0bc, 0x521779a00a6cccba, 0x1d3f8aa7d240426b,
            0xfd7c4c1a723b077f, 0x5db77aaf992f4059, 0xe7038eb98afd4b34, 0x97149c75d497bfb7,
            0x0000000000000118,
        ],
    ],
    // 251 G
    [
        [
            0xaf2cabf58817bccb, 0x12b9021c7df06bb1, 0x1adb084aaec5bb9e, 0x67ddf586410f0ff7,
            0x8528376f95e4af21, 0x8ea713b2107f208b, 0x19dff91f1a5bf49f, 0xe7f56db03ed03e15,
            0x00000000000000c1,
        ],
        [
            0xea33948b6de59331, 0x5d318bfd230357ef, 0xc7091bbc70c5d284, 0x319cdfa579873944,
            0xd38785362dec55e5, 0xe9a42cb65430e695, 0x0fbd90689464466d, 0x888b2d77d4e969a5,
            0x00000000000001a4,
        ],
    ],
    // 253 G
    [
        [
            0x39113cadfcde2e21, 0x486e5c72fdd3f56a, 0x531b29ac0c206934, 0x0dc4e45acbd0f6c1,
            0xc72a3393e299c1df, 0x7dba1c1e19414c65, 0x337e85fbe7adb0f1, 0xd47e3de4f2992b51,
            0x000000000000016c,
        ],
        [
            0xb7c35b8edb435b12, 0x557599487b6b0d84, 0xb6e3206552f6266f, 0x9fa3abe64358a83f,
            0x5235e9154d9acddd, 0x73696f3a27ca61a0, 0x009287c07181e295, 0x5ee77aeda88e55ba,
            0x00000000000000f2,
        ],
    ],
    // 255 G
    [
        [
            0xd8b62d89dae33181, 0x2623722c92e918cd, 0xb6267ec5cb798978, 0x20d74c19a6d6ea70,
            0x844d53c31e57eda6, 0x74d6728b52f19eab, 0x53d6b44d248bfe75, 0x1c90b2da70ff3a50,
            0x0000000000000122,
        ],
        [
            0x0119da68f5626594, 0x72638006ccf34bb0, 0xa76b65b7f1707bad, 0xc20d8fdad2b75d20,
            0x5853fccd3faf985f, 0xae8302431da6710b, 0xe8ed953468dcd8f2, 0x9807fc1a5bd962b6,
            0x00000000000001da,
        ],
    ],
    // 257 G
    [
        [
            0xd03ef7e4b6cf6023, 0xb3ee97e7e45ec2b1, 0xdc41d5a61596e26a, 0xc16dc70ac5d4f899,
            0xa3d6dab702238114, 0x04e75d36f280e0fb, 0x0ecab1adfb9290eb, 0x7314ade52b31ddb9,
            0x00000000000001a8,
        ],
        [
            0x00de72b965cdc912, 0x17e6ea364ba3ebdd, 0x6c2a1ca58b2eadd9, 0x3f817e5a784715a0,
            0x23c466502add2a27, 0x9f9a3253310f79ed, 0x393b29e64c583d95, 0x50f8d8454be84bb5,
            0x00000000000000f3,
        ],
    ],
    // 259 G
    [
        [
            0x7feb9cb80ba8abaa, 0xd3695440216c3851, 0x2e0df68f93336019, 0x9a98688e83fa0d27,
            0x8172747a376a629c, 0x683ce50a59c363fb, 0xf2bffa8910791510, 0x38642ae80a05ca5a,
            0x000000000000001a,
        ],
        [
            0x941abff500db5e34, 0x5987b3213a282bcf, 0x8f48fdb99c0e18c0, 0xb6937e9a0f4d4316,
            0x9971f4e4520804b5, 0xac5930ce9d83b5b3, 0xca409693dd529fbc, 0x0d926a6b85bc0343,
            0x0000000000000097,
        ],
    ],
    // 261 G
    [
        [
            0x53951b4589c093ae, 0xfdfc1ffc95d28af6, 0x13f1c16073f62acc, 0x32137a61a2c46707,
            0x639d47b9824f59ae, 0xbdff869b5dbb3204, 0xbf1e3c40b01d9101, 0x19d4d11f1eca7d77,
            0x000000000000011d,
        ],
        [
            0xf910c3ec3fc16310, 0x236bee9652fae7d0, 0xf77670bcfc8aa503, 0xfa398c9acb54d246,
            0x1b6e926c720d846d, 0x82ba3c6e91aad404, 0x6f1e5a53387e7334, 0x282f7a31cd1709a9,
            0x0000000000000014,
        ],
    ],
    // 263 G
    [
        [
            0x9f5e307808154ed1, 0x580f9116e0a477df, 0xbb7182d8efa6fb99, 0x9d1e46c858971c21,
            0x864293f9694927a8, 0x889d5b0ea0a67fdc, 0xa2de493266390c43, 0x74404d8db17d97c8,
            0x00000000000001f0,
        ],
        [
            0xfc0c2ccc1afac277, 0x4f05c07240614530, 0x61aac0c41128ec9e, 0x8d758f529cad9c42,
            0x1cf0be67dbc9e4d5, 0x5a69521b74a31b72, 0x821e445058fe9393, 0xdcf93faf8217af67,
            0x000000000000015d,
        ],
    ],
    // 265 G
    [
        [
            0xa5257bff2a7690ff, 0xff8c7f883707cdf8, 0x6d65582f3a452746, 0x1263d3c7c206a88d,
            0xa4006864a8d244f6, 0x509c7e226468f3c6, 0xfd4f9621820a7c1a, 0xe9b61881197ab141,
            0x000000000000004d,
        ],
        [
            0xef5b8b7bbc2fecec, 0xd81a4eacc6ede12c, 0x2689ad0c2c6c5b59, 0x92e708633797de35,
            0x72e9c3b131ca7d0c, 0x5b3c91e742e2e9b5, 0xc0a7bea6b9062797, 0xddebc7c3c930ec38,
            0x00000000000001cb,
        ],
    ],
    // 267 G
    [
        [
            0x8ec1b37080bd0540, 0x68d9ce96d971c9da, 0xd6a3d3c1c754b22b, 0xe4cf66197a4d5945,
            0xdc9bebb2eaedf588, 0xb1e13e399047f269, 0x00a56dfcd0db2a93, 0x8343e32168cada68,
            0x0000000000000148,
        ],
        [
            0x5d7e898352449a4d, 0xf66e18f260ddc311, 0x47f887625df806cb, 0x3ad9be13bdb9f08e,
            0x00b6592171b6d619, 0x0c167fd5c45ee683, 0xd9c9444cc0966eb8, 0xcb70f1cb890176b2,
            0x000000000000005f,
        ],
    ],
    // 269 G
    [
        [
            0x199aec1441bbc42d, 0x13812ab8c3b23177, 0xd6c4dc391a27e8d0, 0x8f47ac5d6309f225,
            0x676516171e6ce2fd, 0xbccf5d0010a7475d, 0x0a8bcfd6629f5fba, 0x844d76d143aa1918,
            0x00000000000000c5,
        ],
        [
            0x42be9b37ca23621a, 0x74d02db735686f9b, 0x1208aa0e72537171, 0x6aa8330932fca3eb,
            0x06cb37e36889b6a5, 0xe2e1bd199e50ea7f, 0x42707b087076e67d, 0xe98e8716d2cf318c,
            0x0000000000000050,
        ],
    ],
    // 271 G
    [
        [
            0xd9b4a2f246808310, 0x2c0a30e46af331dc, 0x46bb97a8d5f1ca01, 0x6b6bf9799ff36a38,
            0x5b7c2ff14426e1cf, 0xb380c706b58de760, 0xf3d28a70f6fbdf2a, 0x06d19fd051f22d90,
            0x0000000000000134,
        ],
        [
            0xd2cb82e9af76b4dd, 0xf5f3c5109c29a9e6, 0x5e05da7249bff9f7, 0xa40960425ec1875c,
            0x77e6889e7e9933a1, 0x796f60f7717b123c, 0xc5b0374ca24ec80d, 0x68695add3a5db5a6,
            0x0000000000000024,
        ],
    ],
    // 273 G
    [
        [
            0xe032ff2ac1afff19, 0xe972a04e12cb9cf9, 0xa6712c7887e75dfc, 0x95996fd86b8e9e78,
            0x1c1414a5958b62a4, 0x4a0bcb7b863f56f2, 0x7b2dc4e465dfd7e7, 0x60a88d8596a2c659,
            0x0000000000000000,
        ],
        [
            0xc1f2edeb8914528a, 0x9293d49828b61f47, 0x2c58d01cbcc05945, 0x0c5388d1cbb05f0e,
            0xe508d9ac9e2a8b1d, 0xb7cd0a60d1adf2b2, 0x578d2980c77fe63c, 0xd1fc0aadba080613,
            0x0000000000000133,
        ],
    ],
    // 275 G
    [
        [
            0xb153f026ff4bc680, 0xb78d6f7221c59d18, 0x45909b1d2c3dec6b, 0x8ea2aa471c9d2c03,
            0x4521f0a6863fc7cf, 0xa028ea5e30f30975, 0x356afaff4688cfa2, 0xa19ed96ce3043a1f,
            0x00000000000001aa,
        ],
        [
            0xa45568fda06688d8, 0xb5c2d45143bd0067, 0x9d2f240ab447c628, 0xf2e24010d4632ee9,
            0x779ad9a022a7ca4b, 0x77b6de507d86b53b, 0xe29261db2d053d23, 0xa7cd7a6701e3552c,
            0x00000000000001ca,
        ],
    ],
    // 277 G
    [
        [
            0x4b26856c7fecd5b6, 0x12df5dab5246e274, 0x1d88430a32326a06, 0xe6a1bc34cac43208,
            0x62f8018b858b481e, 0x48de29cedade5435, 0x77a982ed6f575d98, 0xa71ad9fb824be898,
            0x000000000000001f,
        ],
        [
            0xa1fd61f3d905a16c, 0x848c2e6b1bb8e456, 0x87c2c0d1a5d6c5d1, 0x905e2e06fd69fe27,
            0xc3f64ed7dd0c1b5f, 0x450804eb3e5b8524, 0x4aa09030f9fc9311, 0xc8e9b230f41548b7,
            0x0000000000000098,
        ],
    ],
    // 279 G
    [
        [
            0x3ecf18a436fab7cb, 0x91a7ce4b21cc6d12, 0x6e3defc220e11e69, 0x57ca42aa413db934,
            0x70b8d62bd093eebf, 0xfacd3cb44edda20a, 0x1ae638f0805fdfb0, 0x837a265c036e0f1d,
            0x00000000000000b3,
        ],
        [
            0xfb3766919ef7078b, 0x114374acd80881ce, 0x910b9423ca82192d, 0x8885c8f87e77e20b,
            0xd548e45e94710946, 0x3c37a549346a22cf, 0x12c526cd1a289a0c, 0x533d58e286caf661,
            0x00000000000000f6,
        ],
    ],
    // 281 G
    [
        [
            0x034d1e5a83314856, 0xabf72e5bdf1d87f0, 0xde19e6452f457afb, 0x4a39aff9be3a9840,
            0xa2e51d73359056d7, 0x78dc510ad5d2e58b, 0xbba610f07f44c389, 0x6d00b65ed71ae3f5,
            0x000000000000014d,
        ],
        [
            0xe39bdb3762df8d30, 0x1ae18e05034eea46, 0xeb2d650c6269beed, 0xfe673c996da6ec2a,
            0x8e74151cebcd39fe, 0xa7203b301a4c79f0, 0xdf1db60cd30bd212, 0x3b55fd1a6ed44c97,
            0x0000000000000040,
        ],
    ],
    // 283 G
    [
        [
            0x6e112e114298b37b, 0xcf632d27f6715407, 0x6866cc7dbaaf3343, 0x951a501da2253fa2,
            0x212321c303bfac9d, 0xae49a6bc71ea139c, 0x9be9ab542e8f8410, 0x2e067b9f0e35d6ac,
            0x000000000000002a,
        ],
        [
            0xbb303ae77505eda0, 0x6f872f1624b8bee2, 0x44e480c955bd85a9, 0x8a9ec87d4c505507,
            0x0f05b11f53d6d448, 0x39798af7f330ceee, 0x69c3c6a6601980b6, 0x38d7c88eaeb4ec5f,
            0x00000000000000bc,
        ],
    ],
    // 285 G
    [
        [
            0xfffa86ec9b38315f, 0xf1504e826db39439, 0x347a415260c810b5, 0x75271c2f67dd7488,
            0x78a2ec5243a1eb6d, 0xaef4add1b16b06bc, 0x41f6feef390fc146, 0x4203ad9af64baeeb,
            0x00000000000000c3,
        ],
        [
            0x0cff3dd4aebf5627, 0x2b616b438c51be8f, 0x8df1b69326a1e07c, 0xeb9ee0913f324c6e,
            0xc3da9096dc3195bd, 0x2e08412c754b80aa, 0xb92608cc93b6cc07, 0x2912390a6e382fa4,
            0x000000000000015b,
        ],
    ],
    // 287 G
    [
        [
            0x2bc32382234d5a24, 0x47a6d16d336b74cf, 0x198607245a3133ae, 0x32f9842d0d5fd6e5,
            0x206f0ac5dade1c7b, 0xaf357b1823314603, 0xa5d398e4587a3639, 0x9a8906ae676ad57e,
            0x000000000000005d,
        ],
        [
            0xf248bc2e69a83ab5, 0xd4232040f0a896f3, 0xc694dfe33f11a99a, 0x408cbbee7226d8e3,
            0xb99c6332cc1b572e, 0xfdf7278d41ff3629, 0x937c425d2f4cc0d0, 0x871d7ea3496e4b08,
            0x00000000000000b7,
        ],
    ],
    // 289 G
    [
        [
            0x6e2a18a4caee070a, 0xa2f9ef7c9ecd0522, 0x99693131a4892359, 0xc3e5ef72439c9b3f,
            0xb30fe4cec701665f, 0xa3e1e7bcbaab70ba, 0x2ae31403c2428c9f, 0xaed6f9e146aa0b02,
            0x0000000000000197,
        ],
        [
            0xaa221850f68dfadc, 0x9d80e48a18dde2b5, 0x212215bf80a956a3, 0x2dba726109a25e6f,
            0x5ec2104af4a96ac1, 0x802e74409d5cb0bd, 0xc37c3c7416143984, 0x12bad74267ca2497,
            0x0000000000000124,
        ],
    ],
    // 291 G
    [
        [
            0x1e9442c9ae884848, 0xe40c514cd763ee04, 0x4499c8cb80bd8f3c, 0xb15feb121a2fa72b,
            0x0aee313a242502c5, 0x7e6fc7896b5486c5, 0x682b0b1d20c318f4, 0xdc5327fd3e6974cf,
            0x000000000000012c,
        ],
        [
            0x5cb837716775652f, 0x6b6d4421b6976da2, 0x3875c5384f80d424, 0x2c1f8b81ef26fa37,
            0xd255bad298231d90, 0x9cc657a7a8c5f035, 0x9bad10adae6be711, 0x2318526a99126d71,
            0x000000000000017e,
        ],
    ],
    // 293 G
    [
        [
            0xe5c5df01c9b03b47, 0xe1487acc78a3e471, 0x8f0337daf7729328, 0x7ab8fbf4014638fc,
            0x2fa5aaf85885c858, 0xd182d4918dd339c5, 0x409b3f3ae0fd7366, 0xd9123fa96cb066d8,
            0x0000000000000011,
        ],
        [
            0x164446c4e22260f8, 0x2edb9bfdb884a21b, 0xe877133163178d79, 0x0bb3cf4f64464485,
            0xb42d33d620a37c54, 0x51e58e7a0b8c22c4, 0xf20933c427f459f3, 0x014198ff0fd4d739,
            0x000000000000001f,
        ],
    ],
    // 295 G
    [
        [
            0x46506f7ac15b2705, 0xbe5474d769c758f9, 0x204ae39586cd8da5, 0x7188816fa20675aa,
            0x449c0d374966db9a, 0xa5b465e69f34a8ed, 0xd7a62cbce06c117e, 0xc43dac4dee682725,
            0x000000000000004b,
        ],
        [
            0x6f3614a1592fb5ee, 0x7d8d26a7b979cf0f, 0x69c870e28a66e544, 0xd18fd2952cbdb79d,
            0xc0a0580a6d409c1f, 0xd437c375975f15b5, 0x4eacad0fb73ea039, 0x5a9f90233558b338,
            0x00000000000001fd,
        ],
    ],
    // 297 G
    [
        [
            0xbe7106b9d9cf80c6, 0xeba95219c4245f35, 0x87ebf6d793fe9cd3, 0xfbcfa482392c39b8,
            0xe64fb45a161c5ab1, 0xfb61d1e9aff867e2, 0x0669c6804a036c1e, 0xdf85adab7a6b4760,
            0x00000000000000f6,
        ],
        [
            0x8d03118c568e4602, 0xa373803db5e2d835, 0x4513b10c85ddff0c, 0x891b0e6e1c7855f1,
            0xc7920b9403cae3ce, 0x933591697453ca99, 0xadd73aec3695cc6d, 0x52b709e69be0bf5e,
            0x00000000000001b6,
        ],
    ],
    // 299 G
    [
        [
            0x670cdd60aab57d5d, 0x87898683ab4f437d, 0xd06c1be3e33555df, 0xa44af8012d77915f,
            0x06199252af7b2006, 0xf95610b8f6f276be, 0x534d116ee92437d4, 0x1e66fc2f20db7401,
            0x0000000000000038,
        ],
        [
            0x7f2988330b6610b0, 0xbc1f1741d7dae458, 0x6b3548d8d740c136, 0x914634a1124e494c,
            0x114feb3ec6fcb284, 0x768f66a4b9d1a1de, 0xde2848ee6605f554, 0xa72de31e1e12ae1c,
            0x00000000000000f8,
        ],
    ],
    // 301 G
    [
        [
            0xa75253eae98d9ba0, 0x85b6231375620a00, 0xb9fb15a656b3977a, 0x4cdb308bdc96093a,
            0x47c2cd153ebaaead, 0x113983316edac7a8, 0x9129c45e2cd93058, 0xa0601542c4bdc854,
            0x00000000000001b0,
        ],
        [
            0x3e42d824aed7564b, 0x0886aedc0dc26393, 0x7fa319d0404c0c87, 0xb2bceef730d5117c,
            0x54c4b741d4145ca7, 0xbb552197b024510d, 0xc86cdbb71e533aff, 0x86bf1d87e382de81,
            0x0000000000000074,
        ],
    ],
    // 303 G
    [
        [
            0xa0b16091b1f7d1d4, 0x2024e2581da1b319, 0xfb2d43481c988670, 0xe5204ba67f66916b,
            0x88c0d019b7dc877d, 0x74d67d035901b441, 0xe11c4d349cb949de, 0x550352485d5f2d90,
            0x0000000000000159,
        ],
        [
            0x46925c80945f3274, 0x9a52ba6b74383f1e, 0x88cdf59eb24711e4, 0xb5d420ccab20cf1b,
            0x49d9b26b810769a0, 0x89ed3013b3ac913a, 0x084e4b1df9520171, 0x3318712531641f30,
            0x00000000000000bb,
        ],
    ],
    // 305 G
    [
        [
            0x9d5a6db88d806ae1, 0x22cee6a184121063, 0x4194aab98280da28, 0xea74977b64a8e925,
            0xd380943bfa64c8af, 0x46a81ddc1db89dc9, 0x1741bf68f671ec77, 0xa3e36f450f5ecf71,
            0x00000000000000f9,
        ],
        [
            0x2764e3abd0030913, 0x823469baac06f45a, 0xa0352d1f09c5a2b5, 0xbaa9e5eb2cb893fe,
            0x85fdd1e31aaa16b1, 0xe176c20d853d8f8d, 0xb316b38d335a8100, 0xc38612e601ef40ee,
            0x000000000000011a,
        ],
    ],
    // 307 G
    [
        [
            0x721aa9e12f59ad2d, 0x9a1148109e9ccb1d, 0xf58ebd9934b0e64a, 0x1f467679ab76a1b3,
            0xd6ba4a346508c445, 0x05f14499a16f8ffc, 0xfbbfcc32ab0431e6, 0xc9442f1a68d78f28,
            0x0000000000000174,
        ],
        [
            0x248e0daa930c9c7e, 0xc588530ad3ea8cc6, 0xaa6674b6b6d64751, 0xa26f882019e17463,
            0x7a8c1bdf67579f2d, 0x4a5a0a00d1571229, 0xefb9ecf90e0542e9, 0xf55c82351a3e3cf5,
            0x0000000000000008,
        ],
    ],
    // 309 G
    [
        [
            0x48ef92dd1a9bff5a, 0x8ce14488a5d5c6f0, 0xd587874d3d8863f0, 0x2cbfadadf396a513,
            0xe996f68d2b3ef3af, 0x5f3c92b8d2a4e503, 0x36a201f346e0e7e6, 0x2d7a5403497a0234,
            0x000000000000006f,
        ],
        [
            0x1dd41d146fe73f0a, 0xc94b21485799a6f9, 0x4598a4751ee0ab28, 0xe87c0ce1087bbd15,
            0x1525db3cec84664e, 0x7ee1c2b40eb4882b, 0x161588f7599fde98, 0x1e1db3cdfa0412f8,
            0x0000000000000052,
        ],
    ],
    // 311 G
    [
        [
            0x8f776003d36067fb, 0xaa3e34473505cada, 0x63962300856890b5, 0x07d773bdf883c9e0,
            0x699df136e35b07ef, 0x28c0a8ef36fbc8ef, 0x308dd91a9d280b8e, 0x2f3f9e0d0383453a,
            0x000000000000002b,
        ],
        [
            0x7256365e4434dd5b, 0x3a90607dfc476a7a, 0x6cd0811817be7296, 0x2308dc3b8b9d3a40,
            0x370a5e8f4470e488, 0xee3a1fbb612152d8, 0x9472d726a063fae9, 0xec088e1f2974fc4f,
            0x0000000000000161,
        ],
    ],
    // 313 G
    [
        [
            0x92b5df5fde9d6750, 0x255ebc2b10bfa504, 0xbcd7ff68ce75a5a8, 0x2cda30a8419f6383,
            0x48afab5ef92071d6, 0x1d9bc7bcb3a604f0, 0xc5fbf8adf49e8cdb, 0x3e60158b40a6ee5e,
            0x00000000000000f0,
        ],
        [
            0x231eff481cac330a, 0x726d9bb2b615c50c, 0x1f626a59985de984, 0x70dd5cd7f83336f1,
            0xe1dcba16c09b1a1d, 0x4c4b07184e6f47ec, 0xa18d6f148eaa2830, 0x8bcdaea83e007768,
            0x000000000000016a,
        ],
    ],
    // 315 G
    [
        [
            0x89a2ef405b393ea7, 0xfd16ce5a41690279, 0x30793a964c59d882, 0xe8470e85a96e44fe,
            0x4a9b706ead33afee, 0x088abad585fbd72a, 0x0518c80e3cdc09f1, 0x5deb01c8364ba33f,
            0x00000000000000db,
        ],
        [
            0x61204e408155c7d8, 0x6a57c5589c8e4b9e, 0x07afd05f8ee7151e, 0x042144b2c19c43c5,
            0xfdbee3953e4d9e02, 0x7509e27bc5866b44, 0x0d6e2869ce130b49, 0x28e8736019d813b6,
            0x000000000000014f,
        ],
    ],
    // 317 G
    [
        [
            0xb2dabd6b1e634eb4, 0x3dd9a347fde78b8b, 0x384e50e05ba2c887, 0x72f71b896d144d10,
            0x2dac3bba22db8535, 0x9b3f376ec2e8cd90, 0x9090a3d5c6e3beeb, 0x8668f3638098f894,
            0x0000000000000192,
        ],
        [
            0xb861fc4eb1df0c73, 0x65181ccc04d9330f, 0x9b4f4d543862da79, 0x1e3ae4271f3cb86a,
            0x654ea15405d03cf3, 0x38015882454ea947, 0xc5d83bb752eec62f, 0x910f18de1f7d9f2f,
            0x0000000000000168,
        ],
    ],
    // 319 G
    [
        [
            0x0044c5fac9df2916, 0x42b553b45ae5f7da, 0x9e8900979a28552c, 0xe652d44c42ceaee7,
            0xd2f8036dfae88a36, 0xc06798e7bb3baad3, 0xdb11bc56d23e7bb3, 0x63ed00720582fb8e,
            0x0000000000000090,
        ],
        [
            0x35dbf9e580749e1c, 0x98ca933a32c5a7a3, 0xf9d1ae0d423f59e1, 0x91bf99a57ae125cd,
            0xd3fd42e064ae00e2, 0xc3f4663d48331805, 0x50244040eb4d214b, 0xa4a3509f72823ff0,
            0x00000000000000f5,
        ],
    ],
    // 321 G
    [
        [
            0x338bd6974ae84c05, 0x3982e62239e9b607, 0x1d7b82f863e0dae4, 0x396f51a0601dfb81,
            0x6fab0c5509b8179d, 0x31b5329668f48742, 0x4838395b08d31308, 0x113e473841d60f63,
            0x00000000000001b4,
        ],
        [
            0xd5029b00f467d05d, 0xf9102ec99edd99f9, 0xca53cbfe4b30603e, 0x1bb253e5e6407b9d,
            0x1a1be571797e9f88, 0xbbbe7359d75cccd6, 0xd6e34e4b2a995aa6, 0xfecd4ab3147c8a6c,
            0x00000000000001e3,
        ],
    ],
    // 323 G
    [
        [
            0x05fa0372ced2a2e4, 0xcf7ad0f83749ebb6, 0x73111ae62f642092, 0x159c0ed4bfa9f989,
            0x34ef0bbf3f9ae6ee, 0xb5b570f42c7514bd, 0xfd8378db12c31f03, 0x7328c69ae499dd26,
            0x0000000000000016,
        ],
        [
            0x945bb85e2e49fe42, 0x8142084a6599033e, 0x28b172c71f59b78b, 0xac931d59db569cff,
            0x62a16e1dc8f4d2ed, 0x240ddd2351a51576, 0x7c63171a6c417b4d, 0xf172746bf2cec570,
            0x00000000000000ca,
        ],
    ],
    // 325 G
    [
        [
            0xd36d2275c44a6f20, 0x158bd2edbec276cd, 0x14839cc6f2c63821, 0x196f61b28cdcf3cc,
            0xbdcbd1f68190b69c, 0xfd23def3a34f3f22, 0x165994ec8868d45f, 0xc23350e856ce5823,
            0x00000000000000f9,
        ],
        [
            0x640f11080873d3dc, 0x6430fd0f5c31643c, 0x74682ac84121aec4, 0xa2c8c0bea8ea7056,
            0xcaa358cdabacd913, 0x9a5f2d333bd5ebee, 0xa35cf437e24e4a4b, 0xe2e3b6a14b0696af,
            0x0000000000000011,
        ],
    ],
    // 327 G
    [
        [
            0x5a6b16f84145682f, 0xae9bcf457b03603e, 0xa0be79c2e87e30ec, 0x322dca30c7b23ad6,
            0x0ae71a72038b1109, 0x3589f1b6fda0695d, 0xb8964112ea7d35e9, 0x44cc017e056d0b56,
            0x00000000000001f2,
        ],
        [
            0x59226dbbd3efe0b6, 0x27c295a966d48440, 0x539de761ec71b0bd, 0xaad5132b2408a8f8,
            0x8705dae5f45b8545, 0x0bc52fb11b809763, 0x13086db98aabff22, 0x4bf5c57603373ca5,
            0x0000000000000052,
        ],
    ],
    // 329 G
    [
        [
            0xcfebf7a0fb6ed59c, 0xa947a61d98b7d0bc, 0xf0789d48b80ff76c, 0x1b1ace7907f1c64f,
            0x46d5a11f6afc8215, 0x1823d0dfe120076e, 0x575f4281452ef3e6, 0x8df73b9f81dfe1d0,
            0x00000000000001b7,
        ],
        [
            0x72a9d948cc4e25dd, 0xe9ea8bcf4cb37fd6, 0x11f28a11a3abd1bb, 0xf24ca68f0dc00d87,
            0x0b7d434517119982, 0xf897606a7b8c6caf, 0xff7989ed2a5e5c47, 0x3c458761809459f4,
            0x0000000000000106,
        ],
    ],
    // 331 G
    [
        [
            0x667bdd773c78a92b, 0xbd017f0b1b7b7953, 0x9f00ff18e516fdae, 0x79df4251235b65df,
            0xdc2e4d05ae146269, 0xeb91749281f22809, 0x00d1e9122b766dd8, 0x9601eddc6ebce153,
            0x0000000000000100,
        ],
        [
            0xdcd39af63d1beb4e, 0xb231072b4a01d709, 0x4ea08d71ad0314c3, 0xed42db57a65202d2,
            0x73d0b486640c1b8e, 0x7af37dfa43afa5f4, 0x06f0f33f8719595f, 0x1c9bb55983440d2e,
            0x000000000000008f,
        ],
    ],
    // 333 G
    [
        [
            0x1c1ed12dbfba7365, 0x150aff7ccbe95067, 0xad8db1bfbd2c27f0, 0xd7dfe59dcff3df76,
            0xa268bee605846570, 0x9a1273f776991a92, 0x8ca7dafd1a734302, 0xdc46a3a5e2f85a06,
            0x00000000000000f4,
        ],
        [
            0xd51f8a7c993dc2de, 0x8123a6284c04188d, 0xbca5befb268b1a15, 0x359f9f6836168614,
            0xab36945306ef413b, 0xf37dbc533c25624c, 0xb704a23f91871780, 0x4f792d74ef17c2fc,
            0x0000000000000052,
        ],
    ],
    // 335 G
    [
        [
            0x10b9e12bda0e1739, 0x14edd9947e85d9ab, 0x21857cb4ab609fd7, 0x545272b8c87b72c3,
            0xdbb721207d0ccdf9, 0x79a3dd0e0d5b4eb6, 0xbb392172eca732c8, 0xdd6595876392f67a,
            0x00000000000000bb,
        ],
        [
            0x71e07ef2bc6a38d2, 0x687fca6e2c631c62, 0x5958173344dd4c04, 0xcf6237afcfb0f951,
            0x03a70e6b1cb3e71b, 0xe6e6b206769b9a9b, 0xcaead9e627de0e73, 0xfa2831f4a06b3fb9,
            0x000000000000013d,
        ],
    ],
    // 337 G
    [
        [
            0x3b4b5fee151168d7, 0x632bf5ca073bf0c6, 0xfce3639cc80e770c, 0xc24b416036564a3e,
            0x911f315040a8bad3, 0xedec0f830c6cc5cc, 0xbaee853c1eb9229b, 0xacf76b79dcffb2bc,
            0x000000000000015c,
        ],
        [
            0x2e6e1ef86978d9a5, 0xce530599d360653b, 0xcb8604438cb979ef, 0x0d09a1c42426b84e,
            0xb240ff16e6e2dd5f, 0x56b785546ebb1aac, 0x8fbf76f7d33efb94, 0xc3b95bb69d573a87,
            0x00000000000001d7,
        ],
    ],
    // 339 G
    [
        [
            0xbbeab14e40a4c962, 0x81424862e197ce7d, 0x3fd6a71706ff2ee4, 0x4b67e1531fe5fbe4,
            0x472f1b8c3d07b9f5, 0x117ad832db5814f8, 0x1891bddfcd763a26, 0xac8870c4f425519e,
            0x00000000000001d6,
        ],
        [
            0xf6d7109b18a50529, 0x749cf6a7c9e0ca91, 0xe7613be63ae00a17, 0x521b3061994f1729,
            0x39c5320b49fc9c82, 0x10caee9e3fda1bbf, 0x1aff7eef47597690, 0x28a7422471813721,
            0x00000000000000bd,
        ],
    ],
    // 341 G
    [
        [
            0xc376932078ab1a99, 0x5a69cb3204aae312, 0xbe03a477eeeb68ab, 0x5a20659a6147c0e5,
            0xcb9427a65fc74f9f, 0x8d88f2aa01f6ff34, 0xbae64cb56a577731, 0xe4eba8a005d34de1,
            0x00000000000001bf,
        ],
        [
            0x9f0184293b4cee5f, 0x33b1096db4594f40, 0x86612d9b900ba0a3, 0x1480dfb87006fc09,
            0x7d59c1164b17de15, 0x925f20b06200d80c, 0x871b80b669de3245, 0x3b87b99889f5b041,
            0x0000000000000018,
        ],
    ],
    // 343 G
    [
        [
            0x8dbc64ce046dd5db, 0xb2749e762ebca2eb, 0x5be211e2220ef013, 0xcc64c25753f71cd0,
            0x560ace15cf10c8d1, 0xa731d3c808bbad3a, 0x77fff75de301900d, 0x8f3617cc5e371616,
            0x000000000000001c,
        ],
        [
            0x68aa3746b10145ef, 0xa644f0cdb41e2efc, 0x7561f6e4fccffaad, 0xa172f6b7e3e8fd3b,
            0xee29fb33e146ab0f, 0xaf49d17add8281eb, 0x40f5e6228dcf6e23, 0x2e26e26db7cc4b7b,
            0x000000000000004b,
        ],
    ],
    // 345 G
    [
        [
            0xa45a3adc7bf2f777, 0x6830a0ca0f0f6227, 0x6237386f5b034095, 0x224800fd51bf43dd,
            0x56dbf41da8b303ca, 0xf5e7b1aa8efd93e3, 0x5b90764a003ca8d2, 0x506a527e4ec6cd9e,
            0x0000000000000169,
        ],
        [
            0x6b36e8cb4ede0ff4, 0x1076d7575a9e2248, 0x11aa2a40facd394b, 0x832f9e471c5f4d17,
            0xa321b74de25baa72, 0x4be222382f815b00, 0x8e4229f0ac9dd5c4, 0xebc1aeceb8effcae,
            0x0000000000000016,
        ],
    ],
    // 347 G
    [
        [
            0x0cb95e9910bcf75a, 0x9f28cfd07102d2e3, 0xf5c9d0d3b1e19e88, 0xae97dbcfe3588748,
            0x325b7f09a7c3214d, 0xbefc0e1282975985, 0xa72ecae35afd5f25, 0xd78b1d51d1a52839,
            0x000000000000010f,
        ],
        [
            0x50ff097a2d19f365, 0xd5e153ec44a660fc, 0xdc460f9c53d46bb7, 0xce6fe58b6bd0a0c0,
            0xc32a1b98f1d302aa, 0x83d7566203f7773a, 0x538c9dc6fd34bd0c, 0x9af9ae9c7a7a17c6,
            0x0000000000000015,
        ],
    ],
    // 349 G
    [
        [
            0x0f69c1c325222668, 0x202db1a159cf3cba, 0x7c94648227dc8380, 0x7520c65e995b5c9b,
            0x48fc41918e4daeb8, 0xb51185f460644b5b, 0xd89acfba8f2270e2, 0x3c19f1df6b0c4ce3,
            0x00000000000001d4,
        ],
        [
            0x752fcd520b25f486, 0x6079bc94fd6271f0, 0xa1daa06f059958b0, 0xb8cf8ef2427b242e,
            0x1ec3fb1ef5eea3f8, 0xc22dd3d8ab263912, 0xec83f56b27677731, 0xf0d656cba9e688ca,
            0x0000000000000073,
        ],
    ],
    // 351 G
    [
        [
            0xcebe313d1a6d8cee, 0x711bcefae4c96549, 0x4f881b29dbbc6551, 0x45c491f3a23a1caf,
            0x18f5259cbe8553f8, 0x306f39964c178ac6, 0x506b3aed02fb6c2d, 0xcb17513610661c55,
            0x0000000000000000,
        ],
        [
            0x923b5cd869423ca8, 0xb88a785530284dc4, 0x52c8ad6f725fd0b0, 0xa51d8969747b000c,
            0x708d40dbee1e2684, 0xc639031ac317d6e2, 0x22ccba96b40d3d27, 0x51cb114dc70dc309,
            0x00000000000000e5,
        ],
    ],
    // 353 G
    [
        [
            0xbccc3d46d3631063, 0xbe8ad9e859e923d4, 0xc66081a7cfb61145, 0x34d5ef024a05e4eb,
            0x213b7b4b39135554, 0x9c33e05f3251251f, 0xad5ff2217d75577f, 0x5e9924cca0b24c2e,
            0x000000000000007b,
        ],
        [
            0xd497d7778be06735, 0x114c4fe1d11c1c6e, 0x1d24590803267990, 0x88319a7b233cb84c,
            0x3bfb01156eac336c, 0xa3697b4ad438d862, 0xeba382266e6c544e, 0xe4dbd583e2f85364,
            0x00000000000001ca,
        ],
    ],
    // 355 G
    [
        [
            0xc1c1f96b4c0c9b03, 0x5cef0b26b1aec025, 0xf21a1a271a0c11d8, 0x962451a02ff998e3,
            0x408aab693aa47f54, 0x22ecae8cd24da861, 0xbfc1a2959d945a1a, 0xdb570811438103b4,
            0x00000000000000aa,
        ],
        [
            0xedc2cb02dbbb8751, 0x5424cf9f3a65c478, 0x13cabf2b82e33692, 0x09e65764fefdd5ba,
            0xb4e4cd9652f4ff69, 0xe2c447ea08c51fd4, 0x28d97d81ccafdd41, 0x58f940ebd89deb78,
            0x00000000000000a2,
        ],
    ],
    // 357 G
    [
        [
            0xa6b679a55263ddb3, 0xa7e2bf763a264874, 0x8c4d2549a15fabcc, 0x29c6f84cdd0c1459,
            0x636f8787d76ac5cf, 0x8efbfa8638804198, 0xa37bd527fa7566a3, 0xfe57d5059bc8f1cf,
            0x00000000000000c3,
        ],
        [
            0xf4a0ee059a8ee3c7, 0x442b6ace333f0821, 0x31c83dc7868b08a6, 0xda33b20fb1e79799,
            0x361cc29d182d558e, 0x08aff2f745afeb07, 0x437a4320aba8c214, 0x10936049631712bf,
            0x0000000000000128,
        ],
    ],
    // 359 G
    [
        [
            0xde56e0ba48d552b7, 0x0dba647f45de781c, 0x991567d768f1c264, 0xedd591ef6fd9aea9,
            0x2abcfae2a5506158, 0x3ac4b61f0764254d, 0xed3d9745a0cccd2d, 0x364bf7db2a885dad,
            0x0000000000000084,
        ],
        [
            0x262617e0f443187e, 0xa88af6badab1e276, 0x9664eee6a5f21ec3, 0x2a452d04ac36181a,
            0xd530bf48516bea1e, 0x9e0b65eb8cdaf307, 0x09999700928ee4dd, 0xc639e5a5d0e3658b,
            0x00000000000001a3,
        ],
    ],
    // 361 G
    [
        [
            0x675506d0ca115570, 0xa9094d2b5fe4f0d1, 0xbed7a02299340c19, 0x592df87744a98143,
            0xc4c0919ce0c15010, 0x792fc2281d8fe24e, 0x0a110b39cfbb2a82, 0x7b714bbca4700dc8,
            0x00000000000000ff,
        ],
        [
            0x588f400ed80322ab, 0x981e77f1535ad028, 0x1cddb7287639a483, 0x82260d28e528c654,
            0x3352a8d79a36d236, 0x2321c250bac97616, 0xa666a11cfaf16f72, 0xac184f1bb86815e0,
            0x0000000000000037,
        ],
    ],
    // 363 G
    [
        [
            0x0960afdc75101fa9, 0xfe77819122b4e649, 0xd604fec7d43f97a6, 0xe10856965605d287,
            0xb4aa63804a998bd1, 0x4b7b99d914c9a929, 0xdf1341704e042b34, 0xcc83bab59258c841,
            0x00000000000001ea,
        ],
        [
            0xe249e7150b06b46a, 0xc82affd19ba57c42, 0x8ca0b6a496f00cb7, 0x074f24f14411f121,
            0xe54d89c73c6626fc, 0x227fb36de27ec250, 0x426b1d6d20b5f573, 0x83c9229f67e08a2c,
            0x000000000000012c,
        ],
    ],
    // 365 G
    [
        [
            0xb581720b9083fddf, 0xcd72b56c249a4b48, 0xe26dad8b9f2d364d, 0xbe741bb34eb47980,
            0x0da032430577be8e, 0xa2f70c397d3997fe, 0xbc093dfb4d9d2270, 0xcf766627e6e843f7,
            0x00000000000000f2,
        ],
        [
            0x4e7dda6d5e1cc3fd, 0x1081ddaf54292847, 0x07ffff6c5d204340, 0xeccf63137f055a0b,
            0x82cd029820f8255c, 0x593debaa08becce3, 0xbba48b89cb54d1ce, 0x06ce92929ea46ac3,
            0x0000000000000050,
        ],
    ],
    // 367 G
    [
        [
            0x2002cf77819eec42, 0xba20d5b79118d1c7, 0x52b701e2e9e93831, 0xb610c55c507798d5,
            0xb587d1654acb9825, 0x7b38aabf721ab460, 0xfef0ce7b4619353b, 0x94aadf61098ec8e5,
            0x00000000000001b7,
        ],
        [
            0xe838e46c802a879a, 0x830f9786073ef19a, 0x4b345eaaadeaef54, 0xca1a6147607c7657,
            0x5668dc8f37a6bc06, 0x99baca902b0c5499, 0xaa9968e000df421d, 0xdfa504f0e95d39d8,
            0x000000000000016e,
        ],
    ],
    // 369 G
    [
        [
            0x4324075f2d1d7571, 0xe95427c3b1ddbb1b, 0x4dcd94b33440dcd3, 0xe068b2f3b856500a,
            0x32a6c11cd7356706, 0xba3668ba874aa7fb, 0x8dfd1c9e0ba25b06, 0x4d519eaa8ed39744,
            0x0000000000000020,
        ],
        [
            0x39bf4a96448a93e4, 0xd392472057751801, 0x2b997bedabe3ee16, 0x6c5ea2b8eaac6d40,
            0x0771ca48ba44efe6, 0x53a881fba14e659e, 0x0db0a977aabb9a97, 0x6ae9b94058cfec95,
            0x000000000000006e,
        ],
    ],
    // 371 G
    [
        [
            0x2feb577e1fb24da4, 0xc095e03c0971af7b, 0xdf366d3d62ff3b51, 0x056e0c5ac2a3cd13,
            0xd7343dde5c3fdf7f, 0x69a114edd80fee13, 0xf88f096eefa02d76, 0xd63e998430a47509,
            0x0000000000000084,
        ],
        [
            0xe6f7526d91430e00, 0xca571ea7669867fa, 0x0c20b7de8302a1cd, 0x6d51df9d44b91962,
            0x07e780cecad31dde, 0x5d7a47b288af113c, 0xd078b1c0610e5c02, 0x95406ff5d3f303df,
            0x0000000000000160,
        ],
    ],
    // 373 G
    [
        [
            0xdb0ef4b801b4fe41, 0x2d42ef99a5f7cf52, 0xa3372cc0e96c266d, 0xf8d779fe70a99018,
            0x68bd496c6a4571f0, 0xf210a6e05352b846, 0x8796d61164d751a1, 0x1343c12315898625,
            0x00000000000000e1,
        ],
        [
            0x2997b252d3f8f288, 0xb7e101dfb00db7d2, 0xc6b9bb5b47297d80, 0x025588cee4f231d7,
            0x983731ee412e86df, 0xbde789905dc29454, 0x4fb2d2afca3ed327, 0x4a9b9a3d69e046c3,
            0x0000000000000045,
        ],
    ],
    // 375 G
    [
        [
            0x23350c18d20bbc21, 0xed69fffd785bfadb, 0x826ef8c13601e792, 0x3d006ef19b7391e6,
            0x6809f08dd1965bc3, 0xc770da1f1d743eca, 0xce136393460f19d7, 0xba31018dedc508ad,
            0x0000000000000186,
        ],
        [
            0x3700a96229f75287, 0xdb7a3b461afec131, 0x70a91530cce67fb5, 0x2ea52bbcbb765dbd,
            0x608c8e28976c89c8, 0x780553bf9d2d2e28, 0x9f33209b79d15090, 0x1a518bfe77e3c7e3,
            0x000000000000008c,
        ],
    ],
    // 377 G
    [
        [
            0xead6ba9f38c946fd, 0x2559397c1eef47e1, 0x4f8d581398fb3276, 0x2484d63ee6dd895c,
            0x819856fe0661ccd0, 0x3e18a3ed487edc9d, 0xcdc7bf04bac50158, 0x64a8ddfc585d9e96,
            0x00000000000001cd,
        ],
        [
            0x4a5b2edabc2aba3d, 0xf9cf9e4f7aceb91b, 0x77d29c454c7047b8, 0x62bcdbf9f117d3e2,
            0xe904df771c505243, 0x3736e6b18db90d5e, 0x40a8caea6ce4ea18, 0x4bcf77add1b4b646,
            0x00000000000001d7,
        ],
    ],
    // 379 G
    [
        [
            0x65d9a89de6aaf104, 0x67d5ab8bd51f4a90, 0x8844a4b8c54925e5, 0x825ceaeb7514eeda,
            0xd433718140ac1688, 0x59a9c6f7e2cc76e4, 0xc45d251a20cd54d2, 0xfe6bb1c529e64315,
            0x0000000000000166,
        ],
        [
            0x9710b2e0861854e8, 0xeea354d9019b5778, 0xb62632d69d705dc8, 0x2315b5414ec4acf5,
            0xc09bba307c0675ca, 0x967e9badf64b043e, 0xeed6795bfaa33c6e, 0x0e9b746288da0309,
            0x0000000000000030,
        ],
    ],
    // 381 G
    [
        [
            0x09be81d290f60654, 0xfa22ae354e54af1f, 0x200d561013234bd2, 0x87d13763e99b1693,
            0x58a056312842d992, 0x3d220b3139b7587e, 0xacfa92c63a9ad723, 0x13dfed26b912bd5f,
            0x00000000000000e1,
        ],
        [
            0x936f15953628d7e3, 0xabd0a5d6ac60760c, 0x5fad15b43da37ebe, 0x8fdcc884183e56dc,
            0x0f9b791681e50f65, 0x2ac561ceff8a4d51, 0xa1dde6c4c2cd5cdc, 0x2dd9f6b5e35b5677,
            0x0000000000000015,
        ],
    ],
    // 383 G
    [
        [
            0x63475f1a155f8363, 0x6fd8245c91706912, 0x74e173523bb62c7e, 0x901098e4aeda4704,
            0xb840402acd265213, 0xa7a49bb857465d20, 0x6e86d6722e486620, 0xd9ba5d6b001fb4c1,
            0x0000000000000085,
        ],
        [
            0x065c00653d86c7d8, 0x7ab4719c2ce4b062, 0x4578ac1b36979180, 0x335db42db06a84ab,
            0x20552374ff4d8ba0, 0x9ffa7f698b095bb0, 0x2254895c584503e9, 0xbd92de113556aeb2,
            0x0000000000000104,
        ],
    ],
    // 385 G
    [
        [
            0x0197a6df5675e5d4, 0xd4fed9dce1ab7df3, 0xe3c022aed135d917, 0xb3112e696f2725dd,
            0xebaf2cb060cba23f, 0x08a301a8961cfef5, 0x09ce5b3abc732c45, 0xef727995f9e1fb06,
            0x0000000000000067,
        ],
        [
            0xd765838ce3b851c6, 0x15ad6e0b8465a23b, 0x48e63ea6e37327d0, 0xdcc14df23fe0d18b,
            0x21556013de4bfc37, 0x4d8b85efec60f991, 0x112a0ddf14056df6, 0xf551f404755cce63,
            0x000000000000017f,
        ],
    ],
    // 387 G
    [
        [
            0x4af31d80b1e6e897, 0xf9fd9cf62692cdbf, 0x1e528e45808dd786, 0x18c7ffd0acdc897e,
            0xcf7ab9b738c594b9, 0x93ff743094df3547, 0x30737003521d0c23, 0xbebe446f37d9b5b8,
            0x0000000000000186,
        ],
        [
            0x3e7c1e0b3d5b5f93, 0x9bf5a3d3a09a6c2e, 0xd577f4b076f097dc, 0x54e930d56d406ad6,
            0xa72021ffcd017f6e, 0xbc2219570ffc26b7, 0x5c474dba7f0f71a0, 0xc6218e03f13392d9,
            0x000000000000011d,
        ],
    ],
    // 389 G
    [
        [
            0x3bb06cf4e7f60370, 0x171b23dd33480ac4, 0x15bb9a4183663a33, 0xf64dd99b3a771986,
            0xfac87e919e9e4950, 0xafc8a881bad2c3c0, 0xf22f0cd86072a23d, 0x467652c3da40cbc3,
            0x00000000000001d9,
        ],
        [
            0x88f942ef67ab6ef1, 0x123b5015bcecc815, 0x55ba15e6ae7cbf03, 0x3ff5982bc858ae5d,
            0x200f0baac7da15d9, 0x9e7a9308d0c083d7, 0x57a57356089c52e1, 0x9dca914279b80dfb,
            0x0000000000000055,
        ],
    ],
    // 391 G
    [
        [
            0xffb1d1ac183cf579, 0x2131863a31631820, 0xc0286a28f30670a3, 0x312cb2228d538f27,
            0x2dc518e9aa715380, 0xa8554a1efcbd4a22, 0x1bdecfe4b9cee26e, 0xa05d56d333a5bdb6,
            0x0000000000000054,
        ],
        [
            0xfda2e5227ee44d5c, 0x6197a4f68eb9ce4b, 0xa78ba5fc749fdad8, 0xa27f8892b63a2ba1,
            0xe84183fc7d602717, 0x333667c247c23b4d, 0xfbe02c3bff695d9d, 0x1e57db797b01767b,
            0x000000000000007b,
        ],
    ],
    // 393 G
    [
        [
            0x3d11c6c6115c4f6e, 0xd7d9f540652ddecc, 0x0387ece870d0c1b8, 0x0f176e9702ee8c46,
            0xd0657b398b64af50, 0xc729d15e22450388, 0x1b03c53bad221530, 0x7f1aee44578fbd26,
            0x000000000000010e,
        ],
        [
            0x315dde8c7c7adf69, 0x84651fae6391e5d7, 0xfaa5cbb715173890, 0x3308965e266915af,
            0xe3ca808bc5d29d06, 0x4a6521d7c61f5c11, 0x90cb027e7e0846cb, 0xae264e8ccb0601e8,
            0x00000000000001f1,
        ],
    ],
    // 395 G
    [
        [
            0x328c9aa774f09114, 0x7ec94a9449244de7, 0x22a4e0b223e50b28, 0x27747b3515f7b5db,
            0x3046967f47192e84, 0x1bdddc9cf52942f0, 0xb2a794a8ad8f692d, 0xf0cc07a6e9afed55,
            0x00000000000000b2,
        ],
        [
            0xdaf70db564b94297, 0xf6f03adb686a2f24, 0xe2d44fa16a29a4c7, 0xa8cb235d3e4f4e2b,
            0xa287b995d77de537, 0xdb965677ff40c404, 0x68cd0a2ba27fce4d, 0x129b841d4e1ffa6c,
            0x00000000000000de,
        ],
    ],
    // 397 G
    [
        [
            0xeb81b7800dcd3963, 0x449c47b6f5b3a344, 0x231e3dc8967520d9, 0x5092968418682fbd,
            0x64846eb8fdf8dc0b, 0x44a3e5d610faabd2, 0x100473ddfebbd530, 0x5283131bc355489f,
            0x0000000000000076,
        ],
        [
            0x72e66f2b1f290bab, 0x088ea42b55b2eccc, 0xdb8ee87c2208cf87, 0x16e1a8f8646021b2,
            0x8777112981128362, 0xcbdc9caa234ca596, 0x267cc2ef49568a03, 0xde8153c4606364b8,
            0x0000000000000130,
        ],
    ],
    // 399 G
    [
        [
            0x0518d2a536202cac, 0xc7b26d0b0e80cc90, 0x6892c2913b13d8f4, 0x8aa4a301e3ed173e,
            0xf484b71a02a4635a, 0x2fd80ab457c1d319, 0xe1c27a5964b3db6e, 0x58bff6da3e2caa58,
            0x000000000000005c,
        ],
        [
            0xe499fd354c7ee6bd, 0xc81784cef8280cfa, 0xa802d2a72be08d31, 0x4672e8ea7d116f49,
            0xdb63a710d012416f, 0x42243b260fe4811e, 0x804a66bae24449e8, 0x02a570b95306d284,
            0x0000000000000021,
        ],
    ],
    // 401 G
    [
        [
            0x4d29e0b489e33321, 0x9df5ed57f19a85e0, 0x4aa61d5c8f3d4023, 0xfbe4e698ddf4013a,
            0x48bf7a27985bbbe3, 0x773727c2031ec7f2, 0x5ef09747eb259638, 0x6300459b8d208edc,
            0x000000000000015f,
        ],
        [
            0x07e5424f5104d699, 0xa145d993aba34115, 0x778351f703fcb5f9, 0x17fa64990924a3e8,
            0x27376c06b1162dea, 0xa2c8ea912c3f3e2f, 0xf98f827d126ba28c, 0x8660380003dfa586,
            0x000000000000008c,
        ],
    ],
    // 403 G
    [
        [
            0xb6aa0c554b5f7e0a, 0x20f83f396657b62c, 0x4b853337a6323556, 0xaa64058c56836968,
            0xc4bbb81c98a0f869, 0x1aa04e6cfc22c844, 0xf7b3ddc20bdf0f96, 0xb712108ec9b39955,
            0x0000000000000026,
        ],
        [
            0x0a096e528e533f4a, 0x83ef6361a33c074a, 0xb0efefaf2d3b2de2, 0x89f307595979a421,
            0xafc012d7213aaa8e, 0x553764c06409813e, 0x2faa1a5a8df2321b, 0xd9a0332740b60285,
            0x000000000000000f,
        ],
    ],
    // 405 G
    [
        [
            0xef584a84d94a8b06, 0xfe422be49f9746d9, 0xc6d7911a386d4217, 0xa6ec5d1d7b58cf91,
            0x69e8db352bd16e34, 0x17f368546349cefb, 0x4abe5ffe55a98ecc, 0x62d912246f66d76c,
            0x000000000000018b,
        ],
        [
            0x92597874d4caea27, 0xe9847156567b98c1, 0x833d7554ef70bb76, 0x6c0041b1be710682,
            0x2cb71256bb8f4b89, 0xcc86079cf6b4a890, 0xaa7762eaf870d8ca, 0xcb62ae7d4c7b3c0e,
            0x000000000000007f,
        ],
    ],
    // 407 G
    [
        [
            0x8bc4b5cda21b7990, 0x0c5cfbb929ac9217, 0xf2f595efd67a6300, 0xc02dfaf0a327338e,
            0xf27eeab616550481, 0x0c502c06bcc7ac98, 0x8769b6acd760a7af, 0x6156a6bcacd45c4f,
            0x000000000000007f,
        ],
        [
            0x63acc35d0375854f, 0x657cb758a3c72e21, 0x105c28dab1042aec, 0x4f695ab282945c58,
            0x6635130aea8ac38f, 0x92e893e148477b5b, 0xc9d4f2a7c013cd27, 0x6509558dee4dfbf0,
            0x0000000000000001,
        ],
    ],
    // 409 G
    [
        [
            0xee3599bf884875ef, 0xf3b2a2fa46b50cc3, 0x5e45379a9c8494fe, 0x996cc145c2d0c9f5,
            0x5f13dff0c6e9cb46, 0x434606586f413ce9, 0x98add77ea806cf4c, 0x16768adaf5ce81df,
            0x00000000000001c4,
        ],
        [
            0x36374e7809d6d86e, 0x7f38226c94fe4959, 0xf5451dca78bb1d12, 0xcd883556fdb19dc6,
            0xdc3d2e7684dce573, 0x66d15f08a326393e, 0xc6a625a8bc651229, 0xb69a78b4f534ef6e,
            0x00000000000001e6,
        ],
    ],
    // 411 G
    [
        [
            0x1ae446670fe3ca2d, 0x3ef0ec5b8fa96825, 0xfe406555024fff8a, 0xef3dc0d0a3acf281,
            0x2b3f3ae8e518e81a, 0x19bb7fda16a8d9e0, 0x8958925c7c1ea259, 0x69648900a8448482,
            0x00000000000000c7,
        ],
        [
            0x75be0ad8b04ba235, 0x403d13dd7acdde04, 0xffe1a0d6220dc36b, 0xc6bcd76f2f44726a,
            0x64f19d909533366b, 0x710982f754fd464d, 0xdf9412b14441aab8, 0x9660bfb5c4e54b48,
            0x00000000000001b1,
        ],
    ],
    // 413 G
    [
        [
            0xec1bdd4fd48f5f3a, 0x7fcc6275f210ce9c, 0xffd734ecb232047c, 0x666dde52dbcd48c8,
            0x014e4c954a9b3cfc, 0xe1bec82328f6a4f4, 0xf96560898f5517af, 0xab49a2ab1fc6031b,
            0x000000000000017a,
        ],
        [
            0x46027df16932807b, 0x99fd7d77bc72ced5, 0xdf87a5af6f97cf4f, 0x3ef8c0308e79a9ff,
            0x4ccded89539cfb09, 0x2a394050a57cff84, 0x0247b070bfc8e594, 0xee4080e40d1dcb24,
            0x00000000000000c2,
        ],
    ],
    // 415 G
    [
        [
            0x8b7dcdd1e00abbbe, 0xe49fdb512b7e5a6d, 0x0af753da0a8ac3a5, 0x7cf5aa4b765d02ee,
            0x2bcb316e77930924, 0x1dcb897ce72fa08b, 0x77323f4346304c67, 0xcd5307a4466368c2,
            0x000000000000012d,
        ],
        [
            0x2c6a538a0bd4e50a, 0x86a826efbdce2970, 0x4e683d99d18a5b35, 0xefbd42e4676b09b9,
            0x4a80cc9a5590e3c9, 0x8f42aa382d617cc1, 0xc308016490ca2461, 0x1c96b9ff2da7d8a8,
            0x0000000000000102,
        ],
    ],
    // 417 G
    [
        [
            0xd2c57d2ad5e3bcac, 0x9ac80bffe7bac7b1, 0x57b213fc384e18e7, 0xa16d736be7c07fc9,
            0x43be416b0f321156, 0x56c987d11a5252f6, 0xd4bb9d58f41f88bb, 0x6a65324130f97958,
            0x0000000000000013,
        ],
        [
            0xcbfdc38b33bb6b83, 0xbb7946a20ce44783, 0xd4d33a8b21f7e698, 0xcceae78033b42409,
            0x195cc9483458da52, 0xd28f6705c62b18e1, 0xee7d7b7618b728cb, 0x3825497ea03ffbda,
            0x00000000000000dd,
        ],
    ],
    // 419 G
    [
        [
            0x2ad03cf6ce0bbe9d, 0x51b7c5e256d7c03e, 0x824d79d679f09954, 0x2a72f78c9d15de44,
            0x7be0cde553737b08, 0x9a7d47c99c5004b3, 0xfb42fac8a0e5177e, 0x3539aa609c3fa908,
            0x00000000000001a7,
        ],
        [
            0x11a37974f9137b5f, 0x25a25c1112f771ac, 0x8764a5f53010b2ed, 0x2f951644361a96a1,
            0x4f56720c9416ded8, 0x10c7b529bb7c250d, 0x7fbe0d128832597a, 0x042e8ed8f310a9d0,
            0x00000000000001b5,
        ],
    ],
    // 421 G
    [
        [
            0x430a0a508ce96127, 0x9ceeeac2a1b381d2, 0x141ab4b2e12bcb12, 0x859ef6d495788beb,
            0xb7f8eb79e2104f77, 0xe4cae407410d55ba, 0xaaac600253329eb7, 0x492ca52d17ab8d08,
            0x0000000000000026,
        ],
        [
            0xb1dcd10207164cfb, 0xd937fa5f32cd5942, 0x52a2bf0f796e64fb, 0xdd15819a2d0f1e7f,
            0x602bb45609733cfe, 0x99a432f6b29d2ee1, 0x348dee3863357bce, 0x6009a7424b86810e,
            0x000000000000012b,
        ],
    ],
    // 423 G
    [
        [
            0x6d33e5e2815c49b1, 0x17364e1c67ab5aa8, 0xe4c40688c6e1be76, 0x53180e598026a049,
            0x14584c4f5dfd0097, 0xb0771378eb81c2ea, 0x2a29906ac00ba5b5, 0xc3e7e28bbb74615b,
            0x00000000000000de,
        ],
        [
            0x6ad7f5bbd08c9244, 0xdbf364c496d4be1a, 0x2c1e8dbc0a991c52, 0xd326279c38e0ecb5,
            0x6d5775feda57a294, 0x01429dfb104be17e, 0xc5ef5d84eabb769f, 0xb9e05f12e2108a42,
            0x00000000000000d0,
        ],
    ],
    // 425 G
    [
        [
            0x87eb262ab6e19770, 0x28adf8f96808ce01, 0x77b5d427107350a5, 0x2d340d297fb9eb93,
            0x2f0c350fc7d6fcff, 0x3df57771b082a93d, 0x27fb80e1a947573b, 0x6e56ae69941ddac6,
            0x0000000000000082,
        ],
        [
            0x1f863aee52df97ef, 0xcd5288e41d168923, 0x2e293ef0d723eb80, 0xd0614d478b7d43c9,
            0x46647d244706ce2d, 0xf9cacde0bc10e740, 0x60087184a17706a6, 0x048095cdfb23c39d,
            0x00000000000001aa,
        ],
    ],
    // 427 G
    [
        [
            0xe749999db16f366c, 0x14077d19ccdbd7a1, 0x759403b7b863e3a5, 0x71089bbc0791972c,
            0xed9bfd1d097247e7, 0xdd7ffc3d8c9cb0f4, 0xef3920c87910532b, 0xed6124817fb70c31,
            0x0000000000000186,
        ],
        [
            0x389f0e5fd9ec93cd, 0x9fe49d6b93e04745, 0x711de0506941b453, 0xbdf2e889e9b9b19c,
            0xa9445977f5fab20d, 0xc8c6bdec35ee6b00, 0xdd2eacfa28573b00, 0x609a0175361890fc,
            0x00000000000000f3,
        ],
    ],
    // 429 G
    [
        [
            0xacc6ff1dfbd8c0be, 0x77ef58a04b3a826f, 0x6f215bb8fca765cc, 0x600a9fbff773e069,
            0x0626b098c198ef4d, 0xb85e121492781f43, 0xb312515d6779e2b7, 0xaf9797d901261373,
            0x0000000000000185,
        ],
        [
            0x5d993b2dc6433f06, 0x9590905048492132, 0xe823ca647fd12701, 0x86465e24198d5cab,
            0xede6a958b517339f, 0xaf19b1b48bbaeaaa, 0x3ac82869acf7dd77, 0x7a113ce90206095b,
            0x0000000000000189,
        ],
    ],
    // 431 G
    [
        [
            0xc30deb73a761bee2, 0x548fa9d72f4e7607, 0x690ac5141754d2aa, 0x70cf959062d199f1,
            0xedb2426bd44d4634, 0x76410bc15cd09f57, 0x74d6f42dc6f1c94e, 0x4f9ef206d608896a,
            0x0000000000000074,
        ],
        [
            0x8056d55af6fe9d7a, 0x773b480650477ecd, 0xe1e066526a6e3f73, 0xb8b7026df6473ee5,
            0xfb47d211796d3e06, 0x244f497c55bc1c8c, 0xdd65eaf4947d140a, 0x02d35c0d74de7fde,
            0x000000000000008d,
        ],
    ],
    // 433 G
    [
        [
            0xe932de82a76d358b, 0xede0283ed4cdf36b, 0xf06346840316ce47, 0xfaddd1016e593a4e,
            0x59ba66a396227f4a, 0xb3934a88ed3d8ab8, 0x568e29073d66fa90, 0x81db3c88e8027c01,
            0x0000000000000035,
        ],
        [
            0xce0bbb760535378a, 0xe0f0389314dc0ccb, 0x6172c72126224d6c, 0x90c36dc2f742f23c,
            0xe3042d52eb8db019, 0x87f8da08f9000f5f, 0xe24a95fa4feed4e3, 0xb31734b9b5beb62f,
            0x000000000000014b,
        ],
    ],
    // 435 G
    [
        [
            0xf2b49077339ef301, 0xbef2d009ae59ab45, 0x6c3740ea68490e78, 0x0a3642ef210750f3,
            0xbe9faf9d3cbd7234, 0x4134efc4489b6b72, 0xa3e26ef95f98c007, 0xf36d6d99a1490b37,
            0x00000000000000a3,
        ],
        [
            0x1038b71a1b4a008f, 0xf1656537169f50cc, 0xc9e7a2dc11c66c1d, 0x89818a5364ccc696,
            0x205dcb8596efedde, 0x173d2855aea96efb, 0xadd0b9c6a14f7f0f, 0xeae22f7cf14c0a83,
            0x0000000000000133,
        ],
    ],
    // 437 G
    [
        [
            0xa9d5079d1e3fc36b, 0xd0c0ade9b1ac1128, 0x08d9e836fbcc68d2, 0x40b59f5f57737604,
            0x555e9ee263265ff7, 0x0c52951c4fa3ad45, 0x8bb7dae1ebb67d55, 0x1cd75302e3f46337,
            0x0000000000000037,
        ],
        [
            0x8f4ce5b291af250c, 0x58dec4312796ab3e, 0x9175b9509853979b, 0xaeae97f2dfc94177,
            0x0c619cb66b37e387, 0xe3907f62ffe0fa98, 0x16ae34870a0aa052, 0xc73a29b3e763c596,
            0x00000000000001c9,
        ],
    ],
    // 439 G
    [
        [
            0x946942e349fa9bc8, 0x8bb856eabd5adf84, 0xd112cd4d8580cb7f, 0xd1804b0ce0b332c2,
            0x7ec372654fe91dfd, 0xf0e0443e838d1cd4, 0x0718d1627fed0d89, 0x1bca04d0d86545e3,
            0x000000000000008d,
        ],
        [
            0x6f7ecf71d2c283f4, 0x9a3bed97132a08f7, 0x67f773efb29c7c10, 0xee8ce8c412f39046,
            0x53a234bf2207ffaa, 0xa0b2534937288ccb, 0x6dde0a839ab9c5b7, 0xf21af559d77a20d7,
            0x0000000000000092,
        ],
    ],
    // 441 G
    [
        [
            0x431fc4de13d7bcfb, 0x64b239d15a187754, 0x9fee2454adc46d15, 0xf6377fcc6832d6a0,
            0xa2848988b9d3c92f, 0xd607b11cc3b30578, 0xc82d596478899599, 0x99083422bcbe0a95,
            0x00000000000000b3,
        ],
        [
            0x5a7d32966a0983b7, 0x75a476a8bc0287e0, 0xc8e9910289277c22, 0xcaa74ed3e6647f75,
            0xced07587aa3c58f0, 0x33decc653afbb808, 0x25fd7973f083d35a, 0x72991c67deb274c2,
            0x00000000000001fb,
        ],
    ],
    // 443 G
    [
        [
            0x0393146eff158074, 0xb0ef6d4a72c08bcd, 0x4d645a801d50f020, 0x159214873128e65a,
            0x7f81a6cf73190388, 0x55c3101bbe4c2b95, 0xc95b0c368da2a144, 0x45cbb0e40416ea99,
            0x0000000000000183,
        ],
        [
            0x036826bf96ecd534, 0x27c78c6829070116, 0x2b7d0b3e9150deec, 0x131ebbdd95691f5d,
            0xad5de6a70293a0dd, 0x91eec96f713f871b, 0xde77ed5a9fc65cb6, 0xaed16cc4c7466102,
            0x00000000000001b0,
        ],
    ],
    // 445 G
    [
        [
            0x9e189f300370b5da, 0x5cc936198b890f74, 0xbdd4b00e64c70186, 0x6382bc6ac62c49cb,
            0xe69503ac21185cc7, 0x487ae63ffc67e882, 0x7c52774a5f310a69, 0xc9e48e808f4be3e2,
            0x00000000000000c2,
        ],
        [
            0xedd229c289d6f885, 0xeaa2ee89a3804311, 0x1bcc4bc1abf1a478, 0xbde0e93523504fea,
            0x830f03d9e06a2137, 0x59aa2298cd006681, 0x2fb40a782d61a58d, 0xa9bb160ebce58c62,
            0x000000000000019b,
        ],
    ],
    // 447 G
    [
        [
            0x69064425c0a9ca36, 0xbcede5d659d36d5f, 0xb2b90b6607882920, 0x435e8bc89e14efd4,
            0x131a8e889dab6d2e, 0x119d9b67cfb56741, 0x7e10de5ccbed63c9, 0x6622969e6bde12af,
            0x000000000000001c,
        ],
        [
            0x036b6d8457d5a5e8, 0x5a4d05d4b78b56a6, 0x65444eb19dfc1fa1, 0x15ae02c377a8b082,
            0x0ca86298c61e6f9c, 0x3401a5e6ca9946dd, 0x62e1712a18f9a539, 0x0b2fe10bd8fed294,
            0x0000000000000116,
        ],
    ],
    // 449 G
    [
        [
            0x7cb5389160b89956, 0x03bfa188ed5c4fef, 0x2b8eb88b90c51f01, 0xca42a4cbafdc2746,
            0x4a1a5324d94f5871, 0x52c8da82196fcb50, 0xa3edc05f659e7eec, 0x858c1328c42ffb60,
            0x0000000000000096,
        ],
        [
            0x51c5b1c308fcb389, 0x116d0add94dd2bfa, 0x1284f9db677e55a4, 0xc61a5318ca3b7292,
            0x10ff9939ea4562e5, 0xd1c531fb1c74c5d3, 0x1bf87e79ff8f7c1c, 0xa38a3fa891cdd576,
            0x000000000000001b,
        ],
    ],
    // 451 G
    [
        [
            0x2fb486713f66dfdd, 0x9cb753575aa76a13, 0x5715ab6ada1c6cbd, 0xa964fb45a450ba4f,
            0xd6eb0344de7f30d6, 0x53e6f9c09ce295a3, 0x716c3d8366a5b258, 0xe85395411e7f7961,
            0x00000000000000e5,
        ],
        [
            0x8db978b566fa4592, 0x2b54acb12b147c80, 0xf0b251f131e8d883, 0x6ed1b1da116719ac,
            0xb898572e14ad2c4b, 0xd49300b43d5e9eec, 0x2d6c465c6d8e79c8, 0x59b1e7da4ea1afdd,
            0x000000000000005a,
        ],
    ],
    // 453 G
    [
        [
            0xf230144248ad3b53, 0x6425e8b796b1f1d2, 0xdfb8edf50b4cb82a, 0xd70b8157b9ec0683,
            0x9efed9832993ef4f, 0x6da0f1057fb42697, 0xcdedab85c892ad77, 0x6fc12a4b88fc55d9,
            0x0000000000000124,
        ],
        [
            0xf1c0c92d5db58759, 0xdee421a1a6719647, 0xdfddc1384fa440e0, 0xc7a23c7aaa6715fb,
            0x8541545503487287, 0x84a55e0dc8a0f8d2, 0x9638880e8338e814, 0x8c026c3d8038635f,
            0x000000000000012a,
        ],
    ],
    // 455 G
    [
        [
            0x4dc62e16c15f9666, 0xdb525ef95b374f4d, 0xda76541f5fdf60d0, 0xecd99a0b2c286c67,
            0xb327be09cffcbe2d, 0xcbe54ba67df3ce81, 0x318d77f8a0090d30, 0xde8f34b12922b818,
            0x000000000000010c,
        ],
        [
            0xca0eb913a46cf330, 0xdc2a821bfeda35eb, 0xc2470c1aa9bb5b55, 0x8682e2daa78d0258,
            0x15b916bf592258a4, 0x182c38daad52338c, 0xd5b192dc63ed0c76, 0xf5d0c95cbf37e55e,
            0x0000000000000119,
        ],
    ],
    // 457 G
    [
        [
            0xdfb27e4a4a7f7fde, 0x817b52f0afce7bd5, 0x2e78c4cae7fe6135, 0xf4b7171644bd6d9f,
            0x4d836bad06c16bdf, 0xdc5aa3fab4e6c0a1, 0xce913db9768dd507, 0x7a2f9e3de11d863d,
            0x00000000000000b5,
        ],
        [
            0x910ea049180318dc, 0x2967d8153b05705a, 0x0d32a21e6b7917ac, 0xf478ea67c4102c52,
            0xc9fa1865857b80b8, 0xc66c76464158eff3, 0x45c3d15fb72202a8, 0xff2be07c3a7ffe8b,
            0x000000000000009f,
        ],
    ],
    // 459 G
    [
        [
            0x0d8fc4eae20c580c, 0xf245b7acfe36642a, 0x4d8f229f35713dd8, 0x71b5c7ac4b7d8d16,
            0x05cad85827da06b7, 0xc26fafa26ed14f9d, 0xd723491f011fc29c, 0xdd3d829e6dd455f8,
            0x000000000000010a,
        ],
        [
            0xe78953890a180089, 0x122e883beb8352b2, 0x81d3b3c88928c930, 0xe5038d7209054060,
            0x4ee4858a5b80fc5d, 0xbfbf5419d0cf8b4a, 0xed282ff55be31ad0, 0xe73da1e112736338,
            0x00000000000000a3,
        ],
    ],
    // 461 G
    [
        [
            0x129a59a029e5edb4, 0x3d13ea29bc766f9a, 0xa124d38c2d84018b, 0xb29b109103cc5e1a,
            0x0b8f39cc9315e59d, 0x6bd3000880a80fac, 0xaa95c23b9c06f63e, 0x90052cd2af434b01,
            0x000000000000018f,
        ],
        [
            0x598b170bb0564141, 0x8ee72c5a97717bd2, 0x210209ed6e8536e8, 0xb081a3a78dbaa735,
            0x1e10533075ba4273, 0xf0d8d4fc6694c3d2, 0x8a644a01dc3316a5, 0xfddd3e3214027e19,
            0x000000000000001b,
        ],
    ],
    // 463 G
    [
        [
            0xd85fcb7b7529db6f, 0x0d5333934e154498, 0xed21a58de11165aa, 0x6c33ac4cc1f97d16,
            0x70f59d77c8f38698, 0x995a4e0687c536f7, 0x0c9590a16247494c, 0xf4054259663f31de,
            0x0000000000000129,
        ],
        [
            0x4adc91f7fec04b2d, 0xda44eb003891bb5a, 0x336a2cadb1ba2132, 0x7c83d751541d91d5,
            0x32091011b977e62f, 0x7f1fd3164dbfcacf, 0xd2d69b2fce26960a, 0x7c6f332f7514df16,
            0x000000000000004e,
        ],
    ],
    // 465 G
    [
        [
            0x05a2076c3f7c289d, 0xcb8ad25ef5b2582e, 0xe4a0746b58e1e42b, 0xc20a1d1233581259,
            0xfdfeebea7377b29c, 0x027522b779bddb6e, 0xbfca6e33735db454, 0xe214c27cec8302db,
            0x00000000000001f1,
        ],
        [
            0xe3b42f401df5c6c0, 0x6477dffa3f775c31, 0x79fa8c31455e9289, 0x94d639e759308613,
            0x9a5c7cd3119db83b, 0xea83811cc7ae3201, 0xf9f844ec6c5a26f4, 0xafdf402a28165050,
            0x000000000000004e,
        ],
    ],
    // 467 G
    [
        [
            0xc2061b6c08e8692f, 0x70b494f8618b829f, 0xbd9555ffa92d72ff, 0x48f4831192604dae,
            0x638a2ca5c55e5ccd, 0x117106d59748af0b, 0x2a428b8cf1cc91ef, 0xd3e9f344a5d0eda5,
            0x00000000000001f3,
        ],
        [
            0xbccc373cde91cd6e, 0x73a302a8eed4a28d, 0xf910782e7399c528, 0x02a7f2905d4892c8,
            0x32c416022920dff2, 0xe2072a535b2e1f8b, 0x5754c11358a0c9da, 0xed8550453582f118,
            0x00000000000000ee,
        ],
    ],
    // 469 G
    [
        [
            0x7e6e2995afa2103c, 0x4a34d01e8b0af942, 0x4c39f85566d122bf, 0x6d6d89d881aa5de1,
            0xfbaf3ebc27d8ef36, 0xf29d096219510338, 0xef2432745fa71ac0, 0x46d5d5172b3f57a1,
            0x0000000000000103,
        ],
        [
            0x1850a9a368387907, 0x03949bb85708b7cd, 0xe43f372fd6285c79, 0x43d58e9a387c6555,
            0xd46988ea7306c659, 0x890ac6967f2fc9b2, 0x13b47c01dbe55e74, 0x08538862712e0fd4,
            0x0000000000000044,
        ],
    ],
    // 471 G
    [
        [
            0x8f5b31e73b57584e, 0x969302d3b291503f, 0x4ecde5bc03d104ec, 0x01cbcce08f05a81f,
            0x286fe10fc017b076, 0x05f191429848c72c, 0x80de690731c6dbe6, 0x766b3534badfe3c5,
            0x0000000000000163,
        ],
        [
            0xbc3c324c6ec73fac, 0x300d7c34ee69570d, 0x71ae487bd3b081b2, 0xfba40cd0c2d6df06,
            0x0afc8d59619bb24e, 0x52989eacc7a7d31a, 0x6bdf06d7e4e8aa30, 0x5af8aa41f49fb2f0,
            0x0000000000000117,
        ],
    ],
    // 473 G
    [
        [
            0x1faea6d3a9334bfe, 0xa390c8718ff7dab7, 0x3efa267270e5133e, 0xf22412b2d2187208,
            0xe325a051cdc1e3ec, 0x2386cc06bd488a6f, 0xab931fe1c134b59e, 0x4d210c585edfa952,
            0x0000000000000162,
        ],
        [
            0x7cf53995f9176a8a, 0x92f761c9b64b15bb, 0x468156cd6622ff9d, 0x1e9773e4fb0fc88b,
            0xa1790d91afec5b36, 0xf546d30de880dbdd, 0x6c2188a4402700ee, 0xe0cf98b54372dea0,
            0x00000000000001e3,
        ],
    ],
    // 475 G
    [
        [
            0x20d3965f0c176294, 0xb5ce638766e026bd, 0x6cfbc6558f1bc7a6, 0xeb859202bdd403ac,
            0xeaf563a5346733ae, 0x9b6e5b05e4c4d178, 0xd199fcf932ebdbb6, 0xedeeca639a41f37c,
            0x00000000000000e4,
        ],
        [
            0xc493410ebc2324c0, 0xbde3249e7d66b1cb, 0xf74a179b5c24c41b, 0xaf1e0359836a0819,
            0x2209da515717e185, 0xec75199ad4010fb6, 0xd5dfa4b49804e684, 0x0176cc1cfd647043,
            0x00000000000000b8,
        ],
    ],
    // 477 G
    [
        [
            0x9e95bc04ca21d49c, 0x32f66842056109bd, 0x5422a148f09263a7, 0xa31118560e7e3e80,
            0xaf0eddd4b883a0f0, 0xb85064d511fb4055, 0x8cda3202f59e32e9, 0xeb254a32e4b9144e,
            0x0000000000000072,
        ],
        [
            0x6b7a15dd4c279598, 0xedb059d9bdfa96d2, 0x7e00b88781be81f0, 0x5ffc13f46a3eed63,
            0xf81a7503009f103a, 0xbd8e9380964b0098, 0xd5d9488303419e81, 0xd32d54a9cac76c53,
            0x000000000000004d,
        ],
    ],
    // 479 G
    [
        [
            0x5b575ccce0ada11b, 0xea33e69139ad488d, 0x9498725802261388, 0x4adfef14b98bf6ba,
            0xe0ca08cc74598e1d, 0xc4234f6374d78f85, 0x2bf98aca4d65cee7, 0x038df74e958f0167,
            0x000000000000015c,
        ],
        [
            0x17a4f34493488a83, 0x2260fff4bb0155bb, 0x9a61f35448bad725, 0xceb1cc66d3e68c38,
            0x4f5fe4a906ffe8cc, 0x8a90d500b72f90f9, 0xd8946686d746d79d, 0x41c83cf94bcb7cd1,
            0x0000000000000026,
        ],
    ],
    // 481 G
    [
        [
            0x422c62534809e2a7, 0xffa2fb49d1fe6a28, 0x2b5b209e6644d383, 0x6d42a9508a90f8a9,
            0x0b89ca211b849159, 0xdd8b9bd79acfc053, 0x326ffe8ce1bfa22f, 0x0f2a6594b1c5a45b,
            0x000000000000002f,
        ],
        [
            0xb26af9524d0dcdf8, 0x4981c4b1d85e2042, 0xf6f64521a8f36496, 0xb49fb3e0f3ea9205,
            0x4d3b6eb64912d4c7, 0xa6c7e3ad62ebff0a, 0xe939fe0de3a749f0, 0xdecdf23aaf7b74af,
            0x00000000000001b3,
        ],
    ],
    // 483 G
    [
        [
            0xa8277b0dc56d643e, 0xe3f3394fd9c940f3, 0xa45d1915c8959fe7, 0xad13ae51e700e7a4,
            0x1de3329565513aed, 0x71112a398c411919, 0x6b278fb19687b29b, 0xf05471db55b40517,
            0x00000000000000d1,
        ],
        [
            0xc57e7674cb684ea2, 0xd1e73a7f19085f39, 0xcaa43a985eeabbfc, 0x2bea15b6d9e19120,
            0xfd6e137c67121dad, 0xa1867a950875a006, 0x7e65d384bc20b3c7, 0x6d72e98a43e91f6a,
            0x0000000000000187,
        ],
    ],
    // 485 G
    [
        [
            0x681d1cb63f1872f6, 0x555bd7665b76c4cc, 0x3876e7a594fd0792, 0xa1e608f53a7725f4,
            0xe84c88344a66554a, 0xb64c4637fb20d9c7, 0xee71cb7fde9b68f6, 0x04a2306c97f54f3b,
            0x0000000000000104,
        ],
        [
            0x3af55d658b2f8854, 0xcd949ab41a6716e7, 0x7f5d8a58c8078422, 0x9907d9e3da1f0c53,
            0x30df9eacc72b0bdb, 0xb448bcc47d47e283, 0x7224c661396298f8, 0xe55f20d16a92b8da,
            0x0000000000000196,
        ],
    ],
    // 487 G
    [
        [
            0xa31a768b01c26d6f, 0x1072c8485a00773d, 0x1787426553a2a1c1, 0xe4b1e5cea98f90df,
            0x098be4f3e4d94455, 0xd7008079e0ff972f, 0xac2e6b9a55a49825, 0x0d447c02923d6697,
            0x00000000000001c5,
        ],
        [
            0x6c50ce78bf514755, 0x27e32cb6816bcd03, 0x4beb0071608f370a, 0x8ed9fbd47bc24e79,
            0x951404868c966cc4, 0xa223148f990034df, 0x57866f10b54d353c, 0xe73b2fd73e57f496,
            0x00000000000001dd,
        ],
    ],
    // 489 G
    [
        [
            0x2b3c591aa8544ce3, 0x970fba23aa36239c, 0x6be2a93405553b8f, 0xfbd20866a5d07e2c,
            0x7f28ee0c4cbe839c, 0x9d6352c411e02d32, 0xd01b6fcda2b2257e, 0x9d1bc5c9d8df3bc8,
            0x000000000000000b,
        ],
        [
            0x75359e08f8a720d1, 0x39937f6b20e8c5e8, 0x4eab3bcdd617a3ae, 0x9fb56ef6bd6bd52f,
            0xa9cb0ba12beb5472, 0x4e1df346b36a1c8d, 0xfd2aaee64dca4e0d, 0x49415b64e2eaa702,
            0x0000000000000044,
        ],
    ],
    // 491 G
    [
        [
            0x0777cf559c32cb9a, 0xf683ad2fdc23a09c, 0x0b3569488979bb51, 0x645f7b1ab3ebe70a,
            0x458bff7dca5cb2c6, 0xdfd639dd66516af8, 0xe3b60f1864324c55, 0x3ca6966b41db4684,
            0x0000000000000014,
        ],
        [
            0xc09100f1272df326, 0x0b1bf426aa6b01ad, 0x30800f343ec74d44, 0x1f817dc3bb9a24c8,
            0x9645dfbd4aa541b6, 0xe151989c0b1554bf, 0x557c7b14babceba1, 0x0b8921087efedd5c,
            0x00000000000001bc,
        ],
    ],
    // 493 G
    [
        [
            0xec2ce252356d681b, 0x5acd96c3124f790c, 0x3208d0f81e0fe8fd, 0x2c5faea5a9b7c87d,
            0xa00962d676878946, 0x08e7eab333c6f822, 0x8b6fb21c8e33b188, 0xe9821e58393bec16,
            0x00000000000000da,
        ],
        [
            0xd57cd553e076076e, 0x549b2c7d6847cd5e, 0x10a055f7b36c4cda, 0x3dc9354a43dc4d5a,
            0xf1db15da276f06ee, 0x6bef0393fbed896d, 0xd4b607af85479bef, 0xffc6311f497aeae7,
            0x000000000000004d,
        ],
    ],
    // 495 G
    [
        [
            0x405028da965254b3, 0x4428b98a5c8691fe, 0x32d1c6ae8a33e4cc, 0x6a47a1a6a7802ad1,
            0x561b3577deba76b3, 0x43241cfc0fd3786b, 0x78523c1c9c829a37, 0x6d346710c18d0320,
            0x000000000000005f,
        ],
        [
            0x6bc48aea162fb9d6, 0x33b3331c0d94afe2, 0x86edddec56e56413, 0x5f56b7b9f9ff5a01,
            0x902b02b19c842b0d, 0xb0be2b65dfbb17bd, 0x27e4d76e887850e4, 0x5f8c56925096d089,
            0x0000000000000022,
        ],
    ],
    // 497 G
    [
        [
            0xf9487917cc21f5ed, 0xf8ef4e6efa38b697, 0x5ac78af654aa62db, 0x65c0d73da65ec2de,
            0xce0ed47488eebc2c, 0x8e15f15405fc62a4, 0x40c570fa9f68475f, 0x997c4f536f4c293b,
            0x000000000000013f,
        ],
        [
            0x2132b6a3353b62be, 0xbde8fabf12de83e0, 0xa55a463407897b84, 0x8a29053eaa1f68e4,
            0x37b737abe514c279, 0xf8389ecbd9575c8d, 0xa5d674813e5a7eee, 0xee50436bccf322f0,
            0x0000000000000106,
        ],
    ],
    // 499 G
    [
        [
            0x742a494bbee4dcc8, 0xcce0dacef9eee27a, 0xb43d0d982821d3c0, 0x786a4e849e73c6da,
            0x48b2e23d02ca9259, 0xb4b32dacad08ef71, 0xfa3e221db4b4497d, 0xaa3dea29747da8a0,
            0x00000000000001f6,
        ],
        [
            0x758d8dcb3b95ae26, 0xc2a6b38157906dab, 0x091931e49b6c758b, 0x825df0bc2e45496e,
            0x3dfd7249d2499b2a, 0xb2cb0a40153a4df0, 0x7844a416cb402982, 0xacd5dcfde7833ae0,
            0x000000000000008e,
        ],
    ],
    // 501 G
    [
        [
            0x6b4036f7f5f2c11f, 0x5cc8ec149249b536, 0xb4d38f69a14a65f3, 0xc51c54673079b93e,
            0xf149f16e556aae7a, 0xd054ec7aca9c3446, 0x276197d3697e3508, 0x415d94a69997ff0a,
            0x000000000000003f,
        ],
        [
            0x970e4f673e9d178b, 0x3de994977884eef0, 0x1161c3f6da26d93b, 0x5e04704a06c89e8b,
            0x068bee1db6fe1556, 0xe58e5eaba98f8867, 0x115e364add53fd53, 0xeb806da710cc3b22,
            0x00000000000000d1,
        ],
    ],
    // 503 G
    [
        [
            0x5302ab423cc69bc3, 0xa7890aa02d0f5848, 0xd04c92fa545244ce, 0x84246f1aa4a046e4,
            0xcf409d0a2d811030, 0x8c91326a004ffb2e, 0x80b723dd5733d972, 0x29ce84b2bdd09f53,
            0x000000000000011b,
        ],
        [
            0x3a587bfb67269c14, 0xc614e23c0132fa4a, 0xc8853c958e500996, 0xe4732633681001da,
            0x7d342bd91b73f7f4, 0x02f5d614084cfb98, 0xa968f6afab8db171, 0x8d5c6ebd7d0ffdc8,
            0x000000000000005a,
        ],
    ],
    // 505 G
    [
        [
            0xee4cbd652b5b1c32, 0x8e369d356ca6d81d, 0x7cf603f7ffb1ef37, 0x70801fe62fdcaa14,
            0xf8f19c6a73d0317f, 0x65d304731291bb9e, 0xa3ce38b200a17225, 0x2702bef28a04aa0c,
            0x000000000000001b,
        ],
        [
            0x2d04dd35e3d5c3c9, 0xd76c671e24880675, 0xa672c97e0565e1b1, 0xd353902e60beac8a,
            0x54c1dae0054f69a9, 0xf2894c4d50fd0fef, 0xfd20e283df7b2787, 0x60f2bbaf6e4f585f,
            0x000000000000017c,
        ],
    ],
    // 507 G
    [
        [
            0x983e0b81b76c0ee3, 0xd5d3e1b0b02848cc, 0xd63d14b688c83732, 0xa20ae206839675c2,
            0xcfc83ca98d8b6418, 0x35195f4db62b77b3, 0xdce998ff2602b34d, 0x8a0310d0c21efc26,
            0x00000000000000c1,
        ],
        [
            0x23e5181f428f0fca, 0x6fa04ec3d9369855, 0xe896e303ed7e75c8, 0x391856f0b47d7d48,
            0x582486ea7017202f, 0x0c0f2984539b752d, 0x153aef39ff3daa0a, 0x562170c64317fcd2,
            0x0000000000000004,
        ],
    ],
    // 509 G
    [
        [
            0x0924606f9348973c, 0x3de9a64c81ca29db, 0x90fe5d4d988e92e5, 0x6fa76955ad5e95a8,
            0x24a52c672b3e95a8, 0x39796c62a5095383, 0x60412d46c1d54820, 0x76dac74eb02d8f45,
            0x000000000000005c,
        ],
        [
            0xea4645477f4d7140, 0x33e9421f6509d43c, 0x09290b305491a1a0, 0x0ae7e60e215f2d9c,
            0x65d59eb419222e82, 0x0d34f80668e37abc, 0x60e9ee2edf8c90a3, 0x3e26f384939736f4,
            0x00000000000001b9,
        ],
    ],
    // 511 G
    [
        [
            0xa4d7eb38b852ef59, 0x228bcec01c4c7318, 0xf3e1cc4ab9324b20, 0x95f0982cce1ace3a,
            0x754d083f363ec622, 0x0b538fef8f36e5ec, 0xf5f3e5ac4062e77a, 0x610286b84ddaa0e0,
            0x000000000000015d,
        ],
        [
            0x6bcac1401aaccc1e, 0x39b5548d0f95d77f, 0x3bf918dfbb78272d, 0x8348b164c47ab9dc,
            0x95a92612b4a664c3, 0x587ed38a7cba4743, 0xebef2a581d022ee6, 0x29e42a852a70be20,
            0x0000000000000167,
        ],
    ],
]);
