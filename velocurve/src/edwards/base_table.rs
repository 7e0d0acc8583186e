//! Multiples of the edwards25519 base point for `fixed_base::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen > velocurve/src/edwards/base_table.rs
//! ```
//!
//! (`edwards::table_gen::generate_base_table_source`; the unit test
//! `edwards::tests::base_table_is_regenerated` recomputes this file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Row `r`, entry
//! `j - 1` is `j * 2^(W * PASSES * r) * B` in affine Niels form
//! `(y + x, y - x, 2dxy)`, each coordinate as its canonical value in four
//! little-endian 64-bit words.
//!
//! Parameters: W = 5, PASSES = 2, N = 52 digits, 26 rows of
//! 16 entries.

use super::fixed_base::BaseTable;

/// The table described in the module documentation.
pub(crate) static BASE_TABLE: BaseTable = BaseTable([
    // row 0: multiples of 2^0 B
    [
        // 1 * 2^0 B
        [
            0x2fbc93c6f58c3b85, 0xcf932dc6fb8c0e19, 0x270b4898643d42c2, 0x07cf9d3a33d4ba65,
            0x9d103905d740913e, 0xfd399f05d140beb3, 0xa5c18434688f8a09, 0x44fd2f9298f81267,
            0xabc91205877aaa68, 0x26d9e823ccaac49e, 0x5a1b7dcbdd43598c, 0x6f117b689f0c65a8,
        ],
        // 2 * 2^0 B
        [
            0x9224e7fc933c71d7, 0x9f469d967a0ff5b5, 0x5aa69a65e1d60702, 0x590c063fa87d2e2e,
            0x8a99a56042b4d5a8, 0x8f2b810c4e60acf6, 0xe09e236bb16e37aa, 0x6bb595a669c92555,
            0x43faa8b3a59b7a5f, 0x36c16bdd5d9acf78, 0x500fa0840b3d6a31, 0x701af5b13ea50b73,
        ],
        // 3 * 2^0 B
        [
            0xaf25b0a84cee9730, 0x025a8430e8864b8a, 0xc11b50029f016732, 0x7a164e1b9a80f8f4,
            0x56611fe8a4fcd265, 0x3bd353fde5c1ba7d, 0x8131f31a214bd6bd, 0x2ab91587555bda62,
            0x14ae933f0dd0d889, 0x589423221c35da62, 0xd170e5458cf2db4c, 0x5a2826af12b9b4c6,
        ],
        // 4 * 2^0 B
        [
            0x287351b98efc099f, 0x6765c6f47dfd2538, 0xca348d3dfb0a9265, 0x680e910321e58727,
            0x95fe050a056818bf, 0x327e89715660faa9, 0xc3e8e3cd06a05073, 0x27933f4c7445a49a,
            0x5a13fbe9c476ff09, 0x6e9e39457b5cc172, 0x5ddbdcf9102b4494, 0x7f9d0cbf63553e2b,
        ],
        // 5 * 2^0 B
        [
            0xa212bc4408a5bb33, 0x8d5048c3c75eed02, 0xdd1beb0c5abfec44, 0x2945ccf146e206eb,
            0x7f9182c3a447d6ba, 0xd50014d14b2729b7, 0xe33cf11cb864a087, 0x154a7e73eb1b55f3,
            0xbcbbdbf1812a8285, 0x270e0807d0bdd1fc, 0xb41b670b1bbda72d, 0x43aabe696b3bb69a,
        ],
        // 6 * 2^0 B
        [
            0x3a0ceeeb77157131, 0x9b27158900c8af88, 0x8065b668da59a736, 0x51e57bb6a2cc38bd,
            0x499806b67b7d8ca4, 0x575be28427d22739, 0xbb085ce7204553b9, 0x38b64c41ae417884,
            0x85ac326702ea4b71, 0xbe70e00341a1bb01, 0x53e4a24b083bc144, 0x10b8e91a9f0d61e3,
        ],
        // 7 * 2^0 B
        [
            0x6b1a5cd0944ea3bf, 0x7470353ab39dc0d2, 0x71b2528228542e49, 0x461bea69283c927e,
            0xba6f2c9aaa3221b1, 0x6ca021533bba23a7, 0x9dea764f92192c3a, 0x1d6edd5d2e5317e0,
            0xf1836dc801b8b3a2, 0xb3035f47053ea49a, 0x529c41ba5877adf3, 0x7a9fbb1c6a0f90a7,
        ],
        // 8 * 2^0 B
        [
            0x59b7596604dd3e8f, 0x6cb30377e288702c, 0xb1339c665ed9c323, 0x0915e76061bce52f,
            0xe2a75dedf39234d9, 0x963d7680e1b558f9, 0x2c2741ac6e3c23fb, 0x3a9024a1320e01c3,
            0xe7c1f5d9c9a2911a, 0xb8a371788bcca7d7, 0x636412190eb62a32, 0x26907c5c2ecc4e95,
        ],
        // 9 * 2^0 B
        [
            0x9b2e678aa6a8632f, 0xa6509e6f51bc46c5, 0xceb233c9c686f5b5, 0x34b9ed338add7f59,
            0xf36e217e039d8064, 0x98a081b6f520419b, 0x96cbc608e75eb044, 0x49c05a51fadc9c8f,
            0x06b4e8bf9045af1b, 0xe2ff83e8a719d22f, 0xaaf6fc2993d4cf16, 0x73c172021b008b06,
        ],
        // 10 * 2^0 B
        [
            0xff1d93d2b360748e, 0x45f534d41617e057, 0x0d5503639b554646, 0x43ac7628aae591ed,
            0x75f3558e227081dd, 0x04f8183665a9f02f, 0x84739745f5dc3958, 0x0353832c4950b702,
            0xd03d2ae403d0f8d8, 0x1d0c1ccbd3f06340, 0xff169f0f6731b509, 0x0ec62af470bf4ce7,
        ],
        // 11 * 2^0 B
        [
            0x2fbf00848a802ade, 0xe5d9fecf02302e27, 0x113e847117703406, 0x4275aae2546d8faf,
            0x315f5b0249864348, 0x3ed6b36977088381, 0xa3a075556a8deb95, 0x18ab598029d5c77f,
            0xd82b2cc5fd6089e9, 0x031eb4a13282e4a4, 0x44311199b51a8622, 0x3dc65522b53df948,
        ],
        // 12 * 2^0 B
        [
            0xe2358042a71e7539, 0x88de3dd7d834d1a9, 0x45ecdd2e701a6f93, 0x078aafde8d3cdd58,
            0x856f8375b53d54b9, 0x23b2bf90ccb25b24, 0x884dfb6e56d5dbdd, 0x7956ece28a6022ed,
            0xeea594d87f944553, 0xf66cda23a24e180b, 0xffcb589af4976461, 0x37c6a5151c83d0c6,
        ],
        // 13 * 2^0 B
        [
            0xbf70c222a2007f6d, 0xbf84b39ab5bcdedb, 0x537a0e12fb07ba07, 0x234fd7eec346f241,
            0x506f013b327fbf93, 0xaefcebc99b776f6b, 0x9d12b232aaad5968, 0x0267882d176024a7,
            0x5360a119732ea378, 0x2437e6b1df8dd471, 0xa2ef37f891a7e533, 0x497ba6fdaa097863,
        ],
        // 14 * 2^0 B
        [
            0x26f870ec3f213df2, 0x80277fc057efa987, 0x1a474c042881bdd5, 0x6eaf60b2464d1630,
            0xdfdb8a44d4171280, 0xce69b20fdb7ca331, 0x112e56f16eec47a9, 0x2df0ea2c5b3c80d2,
            0x96a1c5877a1e1b82, 0xf02397eda2a9bf54, 0x9c1fdf703ecb1baa, 0x24bf7e3cd8ba9c93,
        ],
        // 15 * 2^0 B
        [
            0x24cecc0313cfeaa0, 0x8648c28d189c246d, 0x2dbdbdfac1f2d4d0, 0x61e22917f12de72b,
            0x040bcd86468ccf0b, 0xd3829ba42a9910d6, 0x7508300807b25192, 0x43b5cd4218d05ebf,
            0x5d9a762f9bd0b516, 0xeb38af4e373fdeee, 0x032e5a7d93d64270, 0x511d61210ae4d842,
        ],
        // 16 * 2^0 B
        [
            0x322d04a52d9021f6, 0xb9c19f3375c6bf9c, 0x587a3a4342d20b09, 0x143b1cf8aa64fe61,
            0x7ec851ca553e2df3, 0xa71284cba64878b3, 0xe6b5e4193288d1e7, 0x4cf210ec5a9a8883,
            0x9f867c7d968acaab, 0x5f54258e27092729, 0xd0a7d34bea180975, 0x21b546a3374126e1,
        ],
    ],
    // row 1: multiples of 2^10 B
    [
        // 1 * 2^10 B
        [
            0x21e70b2f4e71ecb8, 0xe656ddb940a477e3, 0xbf6556cece1d4f80, 0x05fc3bc4535d7b7e,
            0xff437b8497dd95c2, 0x6c744e30aa4eb5a7, 0x9e0c5d613c85e88b, 0x2fd9c71e5f758173,
            0x24b8b3ae52afdedd, 0x3495638ced3b30cf, 0x33a4bc83a9be8195, 0x373767475c651f04,
        ],
        // 2 * 2^10 B
        [
            0x3df2d29dc4244e45, 0x2b020e7493d8de0a, 0x6cc8067e820c214d, 0x413779166feab90a,
            0x644d58a649fe1e44, 0x21fcaea231ad777e, 0x02441c5a887fd0d2, 0x4901aa7183c511f3,
            0x08b1b7548c1af8f0, 0xce0f7a7c246299b4, 0xf760b0f91e06d939, 0x41bb887b726d1213,
        ],
        // 3 * 2^10 B
        [
            0xd242a86a2b59fca3, 0x9d8d3cbfa3e3cbee, 0x2dbcd514284952a2, 0x49618ce3a351d2cb,
            0x7b9060e0cdbe51bc, 0x5340555bfc736404, 0x16b4ede8fc446580, 0x472f669da0961d21,
            0xee8fe154241f9049, 0xd0d43889a9720924, 0xf6518b654e00650a, 0x3508cfa3a6b28a3e,
        ],
        // 4 * 2^10 B
        [
            0x97d980e0aa39f7d2, 0x35d0384252c6b51c, 0x7d43f49307cd55aa, 0x56bd36cfb78ac362,
            0x9267806c567c49d8, 0x066d04ccca791e6a, 0xa69f5645e3cc394b, 0x5c95b686a0788cd2,
            0x2ac519c10d14a954, 0xeaf474b494b5fa90, 0xe6af8382a9f87a5a, 0x0dea6db1879be094,
        ],
        // 5 * 2^10 B
        [
            0xe9c0db1f065b2938, 0xdc890dea31e97327, 0x71d7581bc8300f96, 0x7780c78c3a6b0f73,
            0x5f00b74116de4654, 0x33168ea8a643a995, 0x636d928899699fbb, 0x38aab9193a597769,
            0xe051ae23f8673711, 0x539fd4675bacf1be, 0x50671c7a11945044, 0x0c247fb289f46b5c,
        ],
        // 6 * 2^10 B
        [
            0x2faa8bce88173ec9, 0x6e176221c43e0498, 0xea851ed5bf3ce547, 0x5c0b0f37211bee05,
            0x9c74107556d2cfaa, 0x971ba918e0796280, 0x37b654c7eade8acb, 0x661bc5c816346aa1,
            0x7e1a734ef8f66149, 0xe4a98420ad20dfb3, 0x9bba01792207e1d3, 0x4cfb400c9b340718,
        ],
        // 7 * 2^10 B
        [
            0xc9d77ba4efa57b33, 0xe4c4abc72f747fac, 0x5df70cc0eae12f03, 0x2203d9cc20489228,
            0xdf4627fbda02d79a, 0x025c5737198283d0, 0x873aec6bcf0bf8fb, 0x5fa64e9f2656cbdb,
            0x41fcaeb4663724ce, 0xf8493abb73e82d26, 0x3e1a80b95de4b5d7, 0x25f4279bed4bd7c5,
        ],
        // 8 * 2^10 B
        [
            0x15baeb74d6a8797a, 0x7ef55cf1fac41732, 0x29001f5a3c8b05c5, 0x0ad7cc8752eaccfb,
            0xaa66bf547344e5ab, 0xda1258888f1b4309, 0x5e87d2b3fd564b2f, 0x5b2c78885483b1dd,
            0x52151362793408cf, 0xeb0f170319963d94, 0xa833b2fa883d9466, 0x093a7fa775003c78,
        ],
        // 9 * 2^10 B
        [
            0x6e31784169242c10, 0x963829d3dedf69dd, 0x5d4d5bec64a1aa85, 0x2f4fa56611766002,
            0xbcca0251b40278a2, 0xb03a5c555d36bc68, 0xdf64c67d0d063e08, 0x3f58dcf44f6f0367,
            0x15c36225f142f058, 0x2f254abcc4bf2b66, 0x9ff466456d6d5d43, 0x28cebade6b46412f,
        ],
        // 10 * 2^10 B
        [
            0x8b99d7e292980e5d, 0x2ebf0ed3a7d66653, 0x99967b1a50f12600, 0x73a1354b7434530a,
            0x5aff4e76f3ea260a, 0xbaaa725dbebd3efd, 0x58bab970e4dfce81, 0x645f15742a65e6de,
            0xe6cf0e4f31ce8302, 0x56da9b28c5f2a53e, 0xe80380fc5cdbd400, 0x3c9d24ff455a3391,
        ],
        // 11 * 2^10 B
        [
            0x09da6c89b9b4fed3, 0x0c13a948c0bcb9ce, 0x42ae102d79270fc9, 0x3e8489ba3175a076,
            0x36de7e388988c89c, 0xe4ea2e9db6dd1267, 0x3d1efa102dc6bc3f, 0x298463c75b7d0f9c,
            0x000dc4a75e965c7b, 0xc253551cd7f7e2ff, 0x75af2ac590c63470, 0x1cda5f8fa03d45c8,
        ],
        // 12 * 2^10 B
        [
            0xb8e9604460a91286, 0x7f3fd8047778d3de, 0x67d01e31bf8a5e2d, 0x7b038a06c27b653e,
            0xe5107de63a16d7be, 0xa377ffdc9af332cf, 0x70d5bf18440b677f, 0x6a252b19a4a31403,
            0x9ed919d5d36990f3, 0x5213aebbdb4eb9f2, 0xc708ea054cb99135, 0x58ded57f72260e56,
        ],
        // 13 * 2^10 B
        [
            0x52826dccbe0b91fc, 0x420b20dafae350cd, 0x55446e016fe23927, 0x1602710fb37d8328,
            0xb9aa4ace789b612e, 0x27e0afcffd0fe4f0, 0x4c50329146238344, 0x0f87d0692dbcffe2,
            0xd8842c2c0741bdf8, 0x95b2fff0e7a5b3f0, 0x34f852e54f4c0980, 0x00967fff91e698c5,
        ],
        // 14 * 2^10 B
        [
            0x1b3242ae5974a179, 0xba0efd2202fb0986, 0x0a5e007cb55f131e, 0x7a70eed7e5fe22c6,
            0xd4e5d349c134d77c, 0x96df61eee6033163, 0x8967e8379d787857, 0x258b88152dd2d543,
            0x5f506ca8f0303a80, 0x0aec3548b98c7a61, 0x115c8d95c58e72e2, 0x28b909c9123212c4,
        ],
        // 15 * 2^10 B
        [
            0x90f233deef7b75ff, 0x5753090e6a026a51, 0xa48045d9713d032f, 0x185867318b16b183,
            0xc704547922cea526, 0x45c2fb45e34b1484, 0xc2984bdf287460e7, 0x3f11529f7e8c2b47,
            0xb1e384b76463218b, 0x99c42b3db96a4607, 0x093c77a39210c33f, 0x65588e3d6ef1fc1c,
        ],
        // 16 * 2^10 B
        [
            0xda6d53265b0fd48b, 0x8960823193bfa988, 0xd78ac93261d57e28, 0x79f2942d3a5c8143,
            0x78e79dade9413d77, 0xf257f9d59729e67d, 0x59db910ee37aa7e6, 0x6aa11b5bbb9e039c,
            0x97da2f25b6c88de9, 0x251ba7eaacf20169, 0x09b44f87ef4eb4e4, 0x7d90ab1bbc6a7da5,
        ],
    ],
    // row 2: multiples of 2^20 B
    [
        // 1 * 2^20 B
        [
            0x3906c72aed261ae5, 0x9ab68fd988e100f7, 0xf5e9059af3360197, 0x0e53dc78bf2b6d47,
            0x50b70bf5d3f0af0b, 0x4feaf48ae32e71f7, 0x60e84ed3a55bbd34, 0x00ed489b3f50d1ed,
            0xb90829bf7971877a, 0x5e4444636d17e631, 0x4d05c52e18276893, 0x27632d9a5a4a4af5,
        ],
        // 2 * 2^20 B
        [
            0xa98285d187eaffdb, 0xa5b4fbbbd8d0a864, 0xb658f27f022663f7, 0x3bbc2b22d99ce282,
            0xd11ff05154b260ce, 0xd86dc38e72f95270, 0x601fcd0d267cc138, 0x2b67916429e90ccd,
            0xb917c952583c0a58, 0x653ff9b80fe4c6f3, 0x9b0da7d7bcdf3c0c, 0x43a0eeb6ab54d60e,
        ],
        // 3 * 2^20 B
        [
            0x3ac6322357875fe8, 0xd9d4f4ecf5fbcb8f, 0x8dee8493382bb620, 0x50c5eaa14c799fdc,
            0x396966a46d4a5487, 0xf811a18aac2bb3ba, 0x66e4685b5628b26b, 0x70a477029d929b92,
            0xdd0edc8bd6f2fb3c, 0x54c63aa79cc7b7a0, 0xae0b032b2c8d9f1a, 0x6f9ce107602967fb,
        ],
        // 4 * 2^20 B
        [
            0x139693063520e0b5, 0x437fcf7c88ea03fe, 0xf7d4c40bd3c959bc, 0x699154d1f893ded9,
            0xad1054b1cde1c22a, 0xc4a8e90248eb32df, 0x5f3e7b33accdc0ea, 0x72364713fc79963e,
            0x315d5c75b4b27526, 0xcccb842d0236daa5, 0x22f0c8a3345fee8e, 0x73975a617d39dbed,
        ],
        // 5 * 2^20 B
        [
            0x6f37f392f4433e46, 0x0e19b9a11f566b18, 0x220fb78a1fd1d662, 0x362a4258a381c94d,
            0xe4024df96375da10, 0x78d3251a1830c870, 0x902b1948658cd91c, 0x7e18b10b29b7438a,
            0x9071d9132b6beb2f, 0x0f26e9ad28418247, 0xeab91ec9bdec925d, 0x4be65bc8f48af2de,
        ],
        // 6 * 2^20 B
        [
            0x1d50fba257c26234, 0x7bd4823adeb0678b, 0xc2b0dc6ea6538af5, 0x5665eec6351da73e,
            0x78487feba36e7028, 0x5f3f13001dd8ce34, 0x934fb12d4b30c489, 0x056c244d397f0a2b,
            0xdb3ee00943bfb210, 0x4972018720800ac2, 0x26ab5d6173bd8667, 0x20b209c2ab204938,
        ],
        // 7 * 2^20 B
        [
            0x1fcca94516bd3289, 0x448d65aa41420428, 0x59c3b7b216a55d62, 0x49992cc64e612cd8,
            0x549e342ac07fb34b, 0x02d8220821373d93, 0xbc262d70acd1f567, 0x7a92c9fdfbcac784,
            0x65bd1bea70f801de, 0x1befb7c0fe49e28a, 0xa86306cdb1b2ae4a, 0x3b7ac0cd265c2a09,
        ],
        // 8 * 2^20 B
        [
            0xf0d54e4f22ed39a7, 0xa2aae91e5608150a, 0xf421b2e9eddae875, 0x31bc531d6b7de992,
            0x822bee438c01bcec, 0x530cb525c0fbc73b, 0x48519034c1953fe9, 0x265cc261e09a0f5b,
            0xdf3d134da980f971, 0x7a4fb8d1221a22a7, 0x3df7d42035aad6d8, 0x2a14edcc6a1a125e,
        ],
        // 9 * 2^20 B
        [
            0x597920b3ba6ec6a8, 0xf2f2922b2777981c, 0xb288902d0ee76838, 0x7fcff60e48af20ee,
            0xde8fc4197bd6631f, 0xb9673a4038f99b30, 0xf35db2a39c1b549f, 0x578e866d9553cb69,
            0xa899558c15a49d17, 0x76fbb65a47aef784, 0xcd62876587d12b9a, 0x3cce27ed5d3c9571,
        ],
        // 10 * 2^20 B
        [
            0xefeddae6b1011ce6, 0x989e1196eb9b1ddc, 0x35c740c4757b8c11, 0x69cb142e3f888b10,
            0x3b5fc1e063228d1a, 0xd063b44c41f9f431, 0xf2e39e8673321bd8, 0x601ce18b09434f3c,
            0xbbccce812fb1a6eb, 0xbe2d9cd1f9bc60b5, 0x551273cd6e13554a, 0x59335b5eee597d29,
        ],
        // 11 * 2^20 B
        [
            0x70fc2e816765b5cd, 0xae969568375986fc, 0x4b697c72d787ba91, 0x5c60ccc5f0d2a6f7,
            0xb119be91bc16ca69, 0x73f0cfa4e4d97c12, 0x4b8eb8e672167b02, 0x4b5ef8fc05a81565,
            0x56f1b2ce5962dc93, 0x7a3e3891b5ce56b6, 0x17b7aec862c93dc8, 0x063242203c9fc0d6,
        ],
        // 12 * 2^20 B
        [
            0x650d3f49d0b574c8, 0x556096c1f89eb145, 0x43b535b866a7c15f, 0x7542c170d1b3883a,
            0xcd6378613d2eab67, 0x4bd4e7e8bf81523c, 0x17c44c8a156da37e, 0x4cc78b1710672d5d,
            0x65a4b96664ad698f, 0x79f6e7c1508c1e60, 0x31365d35ec54fc21, 0x1872aac51b4fcdbc,
        ],
        // 13 * 2^20 B
        [
            0x9608d2ad87080d85, 0xc8b70126c4806120, 0x42157a87d689ee5d, 0x21e4a5f3b0d7df2c,
            0x057e746346350e7e, 0x5181c4b06e35108f, 0xece115bcff4edefe, 0x71b95265eefe8ed1,
            0xa16008260b27b561, 0x90cd2ab24013b22f, 0x4b4f4e55f1ea934a, 0x12cb8b751680b213,
        ],
        // 14 * 2^20 B
        [
            0x0605fa7b960a2d4a, 0xa26f83cb5c04d195, 0x26367ab98cdb7f2e, 0x5d79e97c93cc4d93,
            0x6cd238d136999448, 0x1ea0061e7a1b9807, 0xe79a750ea41fd9fe, 0x07108ca92aeb83e6,
            0x2bbb77bd0b0054ac, 0xf7a26db781412573, 0x02a72dd334d7d81d, 0x3976d7e5c7de2a9b,
        ],
        // 15 * 2^20 B
        [
            0x5f2287997625b930, 0x3749359f8f8a3df2, 0x7c4a3458c41afb4a, 0x719d6f0a6a99ee93,
            0x68163bcf238f89c3, 0xd85fd1fc20c11832, 0x47029e7778c2b78a, 0x4f8ef157dbd35828,
            0xef8a3c564b645070, 0x02e7b7ea3081682b, 0xee86e22f7f17d39d, 0x5102cb8b95277b1b,
        ],
        // 16 * 2^20 B
        [
            0x231a8c570478433c, 0xb7b5270ec281439d, 0xdbaa99eae3d9079f, 0x2c03f5256c2b03d9,
            0xdf48ee0752cfce4e, 0xc3fffaf306ec08b7, 0x05710b2ab95459c4, 0x161d25fa963ea38d,
            0x790f18757b53a47d, 0x307b0130cf0c5879, 0x31903d77257ef7f9, 0x699468bdbd96bbaf,
        ],
    ],
    // row 3: multiples of 2^30 B
    [
        // 1 * 2^30 B
        [
            0x9b41acf85c74ccf1, 0xb673318108265251, 0x99c92aed11adb147, 0x7a47d70d34ecb40f,
            0x98bcb118a9d0ddbc, 0xee449e3408b4802b, 0x87089226b8a6b104, 0x685f349a45c7915d,
            0x60a0c4cbcc43a4f5, 0x775c66ca3677bea9, 0xa17aa1752ff8f5ed, 0x11ded9020e01fdc0,
        ],
        // 2 * 2^30 B
        [
            0xc0accf90b4d3b66d, 0xa7059de561732e60, 0x033d1f7870c6b0ba, 0x584161cd26d946e4,
            0x85683916c11a1897, 0x2d69a4efe506d008, 0x39af1378f664bd01, 0x65942131361517c6,
            0xbbf2b1a072d27ca2, 0xbf393c59fbdec704, 0xe98dbbcee262b81e, 0x02eebd0b3029b589,
        ],
        // 3 * 2^30 B
        [
            0x26c17689a0711a50, 0xfaeca83bda1e1b20, 0x56bf1ed0df5f17a7, 0x1f88bd9fd43bf980,
            0x2045107a4d935737, 0x678360d89be48321, 0xb9a0d6dee03107e4, 0x45028fe917ddfefe,
            0x3a8f3c0373726586, 0x0455e7b4f2aed50b, 0x3634e2a2dfe2a136, 0x109075126d95c30a,
        ],
        // 4 * 2^30 B
        [
            0x8765b69f7b85c5e8, 0x6ff0678bd168bab2, 0x3a70e77c1d330f9b, 0x3a5f6d51b0af8e7c,
            0x61368756a60dac5f, 0x17e02f6aebabdc57, 0x7f193f2d4cce0f7d, 0x20234a7789ecdcf0,
            0x76d20db67178b252, 0x071c34f9d51ed160, 0xf62a4a20b3e41170, 0x7cd682353cffe366,
        ],
        // 5 * 2^30 B
        [
            0x59f9babddffd31d0, 0xdb5cf0778e9e3b5c, 0x5d869571a6884099, 0x3fa02b627b17956f,
            0xd0fb429185b56004, 0xc59bd0b8de859e71, 0xebb63de2720f3f88, 0x2d23b7368082b1ea,
            0x13cde55970620108, 0x088cc220ff543437, 0xdb795c58be1a580f, 0x1f7882bce2187520,
        ],
        // 6 * 2^30 B
        [
            0x9fd0ca7f8b5cb1ee, 0xc1246b235dc7b18b, 0x6d64dce5ec3b2a5a, 0x508b0de7473e2555,
            0xcf2b7a1f73ae6a31, 0xb5599792cd09778a, 0x25eb0f50f6d20c0a, 0x41fede25c6fbb305,
            0xba3f4a753566b61c, 0xb4e9682f7a0bd6fd, 0x48f39f12c73665cb, 0x5c4ec39194a8e248,
        ],
        // 7 * 2^30 B
        [
            0x4a02b91d56eb287b, 0x2bc4cc454835efd1, 0xa46bfbb68e8d95c2, 0x4fca003af91e99ed,
            0x8c77c57870c7c84b, 0x474accac8fe2be13, 0x0a857fbfb552d4a3, 0x5c8fbd2471ad88bc,
            0x9725ec8a729ab797, 0x1e9741e9ae5ef55c, 0x56612c0703c4c8cb, 0x360fb6166884d91f,
        ],
        // 8 * 2^30 B
        [
            0xa665cd6068acf4f3, 0x42d92d183cd7e3d3, 0x5759389d336025d9, 0x3ef0253b2b2cd8ff,
            0x0be1a45bd887fab6, 0x2a846a32ba403b6e, 0xd9921012e96e6000, 0x2838c8863bdc0943,
            0xd16bb0cf4a465030, 0xfa496b4115c577ab, 0x82cfae8af4ab419d, 0x21dcb8a606a82812,
        ],
        // 9 * 2^30 B
        [
            0xbe8c308f404c00ae, 0x4b48d73caecba2da, 0x3f4aba0c212a13e9, 0x4f750eb9a880a761,
            0xe068a15f2dd73890, 0xaa3ab7101f418e11, 0x775983151a54e11b, 0x74afc5120afd4568,
            0x8aa12b6a472952db, 0x4e1613cf33df186c, 0x617cb5b3c300778f, 0x7a5adc23a580588b,
        ],
        // 10 * 2^30 B
        [
            0x8f9f77f3f4d50063, 0x3a740db4440d1ad0, 0x389156635439359c, 0x6913f1449e778211,
            0xc7aaa7d93ee5f2c9, 0x51272bdb1ee159d1, 0xbae8f9e168788d5b, 0x4d44c4645da6c99c,
            0xc45aa675d4b609c4, 0x83743abe08acb744, 0xb662bbc9bcd35566, 0x006057d839123db4,
        ],
        // 11 * 2^30 B
        [
            0xc7bc8071b3fd3d24, 0xccde1d8476e70cd6, 0x6549ddf743465389, 0x7a9e0d016ae3525f,
            0xe8f831526ea463f7, 0x4cb13cec026a56f3, 0x3222c93e0d55bd8e, 0x77381f0a45e919d4,
            0xdc9e8aee6bf3784b, 0xa46531ca499d8df4, 0x39e41acf6d17d49d, 0x6657d71f88023d4d,
        ],
        // 12 * 2^30 B
        [
            0x9a8d00fabe7731ba, 0x8203607e629e1889, 0xb2cc023743f3d97f, 0x5d840dbf6c6f678b,
            0x5c6004468c9d9fc8, 0x2540096ed42aa3cb, 0x125b4d4c12ee2f9c, 0x0bc3d08194a31dab,
            0x706e380d309fe18b, 0x6eb02da6b9e165c7, 0x57bbba997dae20ab, 0x3a4276232ac196dd,
        ],
        // 13 * 2^30 B
        [
            0x3a0e3ce7646adaf9, 0x92434b5c1443661b, 0x6bc21cc951d12f94, 0x218fac425bf0a43c,
            0x5ae545a295a2ab8f, 0xe30237b049e3e0d8, 0x47e1eafd92d75981, 0x3224f6f6e0ba717b,
            0x086a617a53cba588, 0x5bf3147644203491, 0x14d8bd4eca244ada, 0x39ef737626f332df,
        ],
        // 14 * 2^30 B
        [
            0x0341a4540a083187, 0xc1a6e03824c3256d, 0x635871eecfd05910, 0x28f53f8d12607ff6,
            0x1b4aa76ae434ad5b, 0x04977d096eb69f86, 0x0ad19fa8a62b9e1b, 0x6f6359310dcfed31,
            0xc9e798cc33c06bb2, 0x6ea566fab4f44acb, 0xb47938c9714bb0d1, 0x23d2ad95c94498b2,
        ],
        // 15 * 2^30 B
        [
            0xb7c86d2207eadf66, 0xdf44276558218f9b, 0x41203c6fd5188ef7, 0x3c160f77d6114856,
            0x38ee2258b5dd92d2, 0x0444698e3a509c0d, 0xb0e2bef8ff965055, 0x561fc3190493e96f,
            0x97e300a1aa4cd92c, 0x5cd4c44f8689c216, 0xe1ecba8062ef78db, 0x4b1d88c88b3f7b59,
        ],
        // 16 * 2^30 B
        [
            0x3bf8c172db447ecb, 0x5fcfc41fc6282dbd, 0x80acffc075aa15fe, 0x0770c9e824e1a9f9,
            0x4b42432c8a7084fa, 0x898a19e3dfb9e545, 0xbe9f00219c58e45d, 0x1ff177cea16debd1,
            0xcf61d99a45b5b5fd, 0x860984e91b3a7924, 0xe7300919303e3e89, 0x39f264fd41500b1e,
        ],
    ],
    // row 4: multiples of 2^40 B
    [
        // 1 * 2^40 B
        [
            0xd074d8961cae743f, 0xf86d18f5ee1c63ed, 0x97bdc55be7f4ed29, 0x4cbad279663ab108,
            0x6e7bb6a1a6205275, 0xaa4f21d7413c8e83, 0x6f56d155e88f5cb2, 0x2de25d4ba6345be1,
            0x80d19024a0d71fcd, 0xc525c20afb288af8, 0xb1a3974b5f3a6419, 0x7d7fbcefe2007233,
        ],
        // 2 * 2^40 B
        [
            0xcd7c5dc5f3c29094, 0xc781a29a2a9105ab, 0x80c61d36421c3058, 0x4f9cd196dcd8d4d7,
            0xfaef1e6a266b2801, 0x866c68c4d5739f16, 0xf68a2fbc1b03762c, 0x5975435e87b75a8d,
            0x199297d86a7b3768, 0xd0d058241ad17a63, 0xba029cad5c1c0c17, 0x7ccdd084387a0307,
        ],
        // 3 * 2^40 B
        [
            0x9b0c84186760cc93, 0xcdae007a1ab32a99, 0xa88dec86620bda18, 0x3593ca848190ca44,
            0xdca6422c6d260417, 0xae153d50948240bd, 0xa9c0c1b4fb68c677, 0x428bd0ed61d0cf53,
            0x9213189a5e849aa7, 0xd4d8c33565d8facd, 0x8c52545b53fdbbd1, 0x27398308da2d63e6,
        ],
        // 4 * 2^40 B
        [
            0xb9a10e4c0a702453, 0x0fa25866d57d1bde, 0xffb9d9b5cd27daf7, 0x572c2945492c33fd,
            0x42c38d28435ed413, 0xbd50f3603278ccc9, 0xbb07ab1a79da03ef, 0x269597aebe8c3355,
            0xc77fc745d6cd30be, 0xe4dfe8d3e3baaefb, 0xa22c8830aa5dda0c, 0x7f985498c05bca80,
        ],
        // 5 * 2^40 B
        [
            0xd35615520fbf6363, 0x08045a45cf4dfba6, 0xeec24fbc873fa0c2, 0x30f2653cd69b12e7,
            0x3849ce889f0be117, 0x8005ad1b7b54a288, 0x3da3c39f23fc921c, 0x76c2ec470a31f304,
            0x8a08c938aac10c85, 0x46179b60db276bcb, 0xa920c01e0e6fac70, 0x2f1273f1596473da,
        ],
        // 6 * 2^40 B
        [
            0x30488bd755a70bc0, 0x06d6b5a4f1d442e7, 0xead1a69ebc596162, 0x38ac1997edc5f784,
            0x4739fc7c8ae01e11, 0xfd5274904a6aab9f, 0x41d98a8287728f2e, 0x5d9e572ad85b69f2,
            0x0666b517a751b13b, 0x747d06867e9b858c, 0xacacc011454dde49, 0x22dfcd9cbfe9e69c,
        ],
        // 7 * 2^40 B
        [
            0x56ec59b4103be0a1, 0x2ee3baecd259f969, 0x797cb29413f5cd32, 0x0fe9877824cde472,
            0x8ddbd2e0c30d0cd9, 0xad8e665facbb4333, 0x8f6b258c322a961f, 0x6b2916c05448c1c7,
            0x7edb34d10aba913b, 0x4ea3cd822e6dac0e, 0x66083dff6578f815, 0x4c303f307ff00a17,
        ],
        // 8 * 2^40 B
        [
            0x29fc03580dd94500, 0xecd27aa46fbbec93, 0x130a155fc2e2a7f8, 0x416b151ab706a1d5,
            0xd30a3bd617b28c85, 0xc5d377b739773bea, 0xc6c6e78c1e6a5cbf, 0x0d61b8f78b2ab7c4,
            0x56a8d7efe9c136b0, 0xbd07e5cd58e44b20, 0xafe62fda1b57e0ab, 0x191a2af74277e8d2,
        ],
        // 9 * 2^40 B
        [
            0x1ab0e9137c0d1177, 0x5d95aed4c75c8946, 0x36f72c1f098573c6, 0x6956286c7206dc5c,
            0x0e8ab59caa32debd, 0x58cc7c59ff502d6b, 0x6826b04317b1c7d9, 0x63efa6c34ae8a6f8,
            0x77700438d6cf3a39, 0x47caef2559500769, 0xc49f98ffa370836d, 0x0453eaea69389327,
        ],
        // 10 * 2^40 B
        [
            0x727e19e97235cd1e, 0xcf2a86d968c84f41, 0x3758332f25b0f54a, 0x7fceed59ba35fc11,
            0xb30a5c1dc54dc0f1, 0x8b78b019c2f6e712, 0xd1b213ad4b62354f, 0x56c5319b842b61eb,
            0x6074d1ce2069e466, 0xbc4fc928ea7dd400, 0xd1f698add0c831ca, 0x3b5e0a5a64bde307,
        ],
        // 11 * 2^40 B
        [
            0x99b5156355c6ad20, 0xfcf4ccf703e5b8e2, 0x794a3b833cd0d662, 0x5abcbc9767af046f,
            0x261598e28b4a15ee, 0x345454db7db2f573, 0x330c60e885c31aa9, 0x09b65af15a8c9699,
            0xddbd46264952fd57, 0xe8d903c9c59ca2ad, 0xd2389b9d42f29793, 0x32e24215b60fcb30,
        ],
        // 12 * 2^40 B
        [
            0x0befcb30cacc8521, 0xf4445b406572971a, 0x8181678d4c7d02ad, 0x7e168be4c930bb2e,
            0xcfdf9399287a03bb, 0xca3378c8f2cb27e0, 0xfadc628fedccce88, 0x73ca56bce0be988f,
            0xe840728374645878, 0xec091c59d27f5b4a, 0x2f4d72e47639cc2e, 0x67d9b63dd4511d16,
        ],
        // 13 * 2^40 B
        [
            0x169454302b1a8acd, 0x3d83bd22be20aaa7, 0x3a39ffcba7af8266, 0x0fd6b71d06e04066,
            0x5b6e44649bc2aaab, 0x39375318bee6eb41, 0x28864053543a2fb5, 0x41dd8e9602c29868,
            0x410ccda716926c32, 0x79fe4622dad674bf, 0xbf992cfddda12ff0, 0x4733b76887216138,
        ],
        // 14 * 2^40 B
        [
            0x7170f4df90c0f71f, 0xe1e004f0b2a2d604, 0xfdcd1248a6b7ee8d, 0x013c1e14d3866fd4,
            0xdf0f9a6c27f741fc, 0x18cb166064bf373b, 0x836006be0ee5701c, 0x70abebc1e8b26d16,
            0xf4db880fb3fce6e4, 0x3a9898a7a990ed1f, 0xd5e47caf4b868521, 0x54d149158a976075,
        ],
        // 15 * 2^40 B
        [
            0x953a28a964d63b6d, 0x11c91a89b1201782, 0x03dde15f04ad1692, 0x18d974e03c548ef3,
            0x443ff99bb12ec81a, 0xdb0204ee7184a659, 0xbab8547487b3170e, 0x2a6138b62825509b,
            0xa5827087200cb1f4, 0x0a6217e0193e9174, 0x5e1e8f9a153587ff, 0x6f5302b1fd9045c9,
        ],
        // 16 * 2^40 B
        [
            0x09d4b60b2fe09a14, 0xc384f0afdbb1747e, 0x58e2ea8978b5fd6e, 0x519ef577b5e09b0a,
            0xd550095bab6f4985, 0x04f4cd5b4fbfaf1a, 0x9d8e2ed12a0c7540, 0x2bc24e04b2212286,
            0x1863d7d91124cca9, 0x7ac08145b88a708e, 0x2bcd7309857031f5, 0x62337a6e8ab8fae5,
        ],
    ],
    // row 5: multiples of 2^50 B
    [
        // 1 * 2^50 B
        [
            0xeeb122b5b6e423c6, 0x939d7010f286ff8e, 0x90a92a831dcf5d8c, 0x136fda9f42c5eb10,
            0x6a46c1bb560855eb, 0x2416bb38f893f09d, 0xd71d11378f71acc1, 0x75f76914a31896ea,
            0xf94cdfb1a305bdd1, 0x0f364b9d9ff82c08, 0x2a87d8a5c3bb588a, 0x022183510be8dcba,
        ],
        // 2 * 2^50 B
        [
            0xb36e706efc7c3484, 0x73dfc9b4c3c1cf61, 0xeb1d79c9781cc7e5, 0x70459adb7daf675c,
            0x0e7a4fbd305fa0bb, 0x829d4ce054c663ad, 0xf421c3832fe33848, 0x795ac80d1bf64c42,
            0x1b91db4991b42bb3, 0x572696234b02dcca, 0x9fdf9ee51f8c78dc, 0x5fe162848ce21fd3,
        ],
        // 3 * 2^50 B
        [
            0x6ddfd50423856f94, 0x4f0139595331b7b5, 0x6fd0941d6a2d6c8a, 0x242248a82c64a6c4,
            0xf77fcf5f66e10884, 0x1eb4a48fcabcddc8, 0x45a6a900046cf757, 0x73e118d4ed1d0d8d,
            0xda49d04192d88051, 0xbf3a224d38825b28, 0xc2b008c93dcbe632, 0x01cdf7aa40ddfd5d,
        ],
        // 4 * 2^50 B
        [
            0x315c29c795115389, 0xd7e0e507862f74ce, 0x0c4a762185927432, 0x72de6c984a25a1e4,
            0xe2790aae4d077c41, 0x8b938270db7469a3, 0x6eb632dc8abd16a2, 0x720814ecaa064b72,
            0xae9ab553bf6aa310, 0x050a50a9806d6e1b, 0x92bb7403adff5139, 0x0394d27645be618b,
        ],
        // 5 * 2^50 B
        [
            0x0c9c74707d311c32, 0x801bb60dde55ea5d, 0x286960c29a17ebf0, 0x1f52de08817ec20b,
            0x6a29b4da4221bf5e, 0x99d9df8f91ede2ae, 0xabbb7282e8e56497, 0x7c5e489da07fc1a1,
            0xf3c95c2148011ff4, 0x005d740ab8fe024b, 0x0e32978257ca0838, 0x69a312ed86e3fcbb,
        ],
        // 6 * 2^50 B
        [
            0x872537fed52ce247, 0xfb3fbbdb6f605010, 0x21209e314b349f8b, 0x019162b71d964339,
            0x982657d96828352c, 0x488030301ca8d42e, 0x978e99ec9fcda00d, 0x56b69985f077348e,
            0xd4508641e53c3448, 0x49bc5c9554ecd606, 0x26bdb90ca4313ae0, 0x25e1c978deb97330,
        ],
        // 7 * 2^50 B
        [
            0x9d78ea72a0a8a7b8, 0x4f390200b30d0d55, 0x47ad2c6dd55b7b1f, 0x646b80e6d2fb5e46,
            0x951bc31059b111ee, 0xf1fbbc825e66c59b, 0x1bbe9daf97999793, 0x2854b76e38c430d0,
            0x9dbea8a54e1205bf, 0x30b4622e3a8e7d25, 0x13e16cdf4e227237, 0x28259a8f6a16733c,
        ],
        // 8 * 2^50 B
        [
            0xf5396425b23545a4, 0x15a7a27e98fbb296, 0xab6c52bc636fdd86, 0x79d995a8419334ee,
            0x4d572251857eedf4, 0xe3724edde19e93c5, 0x8a71420e0b797035, 0x3b3c833687abe743,
            0xcd8a8ea61195dd75, 0xa504d8a81dd9a82f, 0x540dca81a35879b6, 0x60dd16a379c86a8a,
        ],
        // 9 * 2^50 B
        [
            0x00b4fcb69f8111a9, 0x532d8f3b13cc4a5b, 0xea096bfcb12ccca5, 0x42b18b5030084b22,
            0xd4f369a6b6bb8609, 0x41e7179412dd45ce, 0xf2315c83f1177cd1, 0x72b62dc93dd1caee,
            0x3a07ce2e3c0cea72, 0xa1e04467fe504946, 0x1d95d441a0e59b17, 0x6bc93e2e92bea082,
        ],
        // 10 * 2^50 B
        [
            0xba26081f8b145e5a, 0x708ab9ab35aae3e9, 0x33a9c06d62b1aa50, 0x7b27141799c4bcbe,
            0x469a02b825afa716, 0x63b43d3c3b993b75, 0x257dbe7fd14663b0, 0x00f9d5825ed3c226,
            0xced89589575f7b63, 0xe4753bd1306940c8, 0xd76506bcadae8720, 0x6ded02dab5e0f6b1,
        ],
        // 11 * 2^50 B
        [
            0x5dd64e333d30b2f1, 0x76262518bcc585bd, 0x0dd7b23b74dd7b2f, 0x0507119e707a55de,
            0xa10e2ad04349acef, 0xf20cce12defa8a58, 0xbc3d67c620a01e45, 0x6b21d35b9296d59f,
            0x410f63bea54fa4fb, 0xe9f6a94e627cab1a, 0x9d0f62a5bf966250, 0x7bd8888b8947089c,
        ],
        // 12 * 2^50 B
        [
            0x3501d6f8153e47b8, 0xb7a9675414a2f60c, 0x112ee8b6455d9523, 0x4e62a3c18112ea8a,
            0x35a2c8487381e559, 0x596ffea6d78082cb, 0xcb9771ebdba7b653, 0x5a08b5019b4da685,
            0xc8d4ac04516ab786, 0x595af3215295b23d, 0xd6edd234db0230c1, 0x0929efe8825b41cc,
        ],
        // 13 * 2^50 B
        [
            0x8c1a798d95da9d2c, 0x738dd0f461eb9fbd, 0x75ec70eb5141ebff, 0x4a1943cab76c6370,
            0xa905be1bb92cc499, 0x0cfd0eb679753024, 0xaf601df0f075bb03, 0x6d5b167dfddfe7cb,
            0x9eb9a2508f23b94e, 0xdc9e6eceb05e3b4b, 0x6e0ff5de69b61015, 0x4197b6c64fba2718,
        ],
        // 14 * 2^50 B
        [
            0x748d2f5ffdcafb65, 0x9c27c2f83da0b41f, 0x188fda7baa5789f3, 0x3c074779b134759c,
            0xec3452e9b940ad83, 0x6d3d130992cf66b1, 0x783344171c1aae4c, 0x6aeb71365c57efca,
            0xc528e27661c68269, 0xdeb0fdb7e3e4eba3, 0xb9977a29fc0c4954, 0x756cce556a30de8c,
        ],
        // 15 * 2^50 B
        [
            0x16c034098999e331, 0x6e1db2f716dba15e, 0x0e3a2cafe5d3cc53, 0x60542b3e617d2a3a,
            0x47e3499f47a80ccd, 0xbdc786c528d60580, 0x355910c486b67312, 0x128847c6cbb4385d,
            0x17ffa05b7e023784, 0xf69eba05c1b8c2a9, 0x36f5b29cd2b033f9, 0x198f8429e1bc847c,
        ],
        // 16 * 2^50 B
        [
            0x8b3172b7ad56651d, 0x01581b7a3fabd717, 0x2dc94df6424df6e4, 0x30376e5d2c29284f,
            0x5f0601d1cbd0f2d3, 0x736e412f6132bb7f, 0x83604432238dde87, 0x1e3a5272f5c0753c,
            0xd2918da78159a59c, 0x6bdc1cd93f0713f3, 0x565f7a934acd6590, 0x53daacec4cb4c128,
        ],
    ],
    // row 6: multiples of 2^60 B
    [
        // 1 * 2^60 B
        [
            0xd91430e0dc028c3c, 0x0eb955a85217c771, 0x4b09e1ed2c99a1fa, 0x42881af2bd6a743c,
            0xcaf55ec27c59b23f, 0x99aeed3e154d04f2, 0x68441d72e14141f4, 0x140345133932a0a2,
            0x7bfec69aab5cad3d, 0xc23e8cd34cb2cfad, 0x685dd14bfb37d6a2, 0x0ad6d64415677a18,
        ],
        // 2 * 2^60 B
        [
            0x7914892847927e9f, 0x33dad6ef370aa877, 0x1f8f24fa11122703, 0x5265ac2f2adf9592,
            0x781a439e417becb5, 0x4ac5938cd10e0266, 0x5da385110692ac24, 0x11b065a2ade31233,
            0x405fdd309afcb346, 0xd9723d4428e63f54, 0x94c01df05f65aaae, 0x43e4dc3ae14c0809,
        ],
        // 3 * 2^60 B
        [
            0xea6f7ac3adc2c6a3, 0xd0e928f6e9717c94, 0xe2d379ead645eaf5, 0x46dd8785c51ffbbe,
            0xbc12c7f1a938a517, 0x473028ab3180b2e1, 0x3f78571efbcd254a, 0x74e534426ff6f90f,
            0x709801be375c8898, 0x4b06dab5e3fd8348, 0x75880ced27230714, 0x2b09468fdd2f4c42,
        ],
        // 4 * 2^60 B
        [
            0x5b97946582ffa02a, 0xda096a51fea8f549, 0xa06351375f77af9b, 0x1bcfde61201d1e76,
            0x97c749eeb701cb96, 0x83f438d4b6a369c3, 0x62962b8b9a402cd9, 0x6976c7509888df7b,
            0x4a4a5490246a59a2, 0xd63ebddee87fdd90, 0xd9437c670d2371fa, 0x69e87308d30f8ed6,
        ],
        // 5 * 2^60 B
        [
            0x0f80bf028bc80303, 0x6aae16b37a18cefb, 0xdd47ea47d72cd6a3, 0x61943588f4ed39aa,
            0x435a8bb15656beb0, 0xf8fac9ba4f4d5bca, 0xb9b278c41548c075, 0x3eb0ef76e892b622,
            0xd26e5c3e91039f85, 0xc0e9e77df6f33aa9, 0xe8968c5570066a93, 0x3c34d1881faaaddd,
        ],
        // 6 * 2^60 B
        [
            0xbd5b0b8f2fffe0d9, 0x6aa254103ed24fb9, 0x2ac7d7bcb26821c4, 0x605b394b60dca36a,
            0x3f9d2b5ea09f9ec0, 0x1dab3b6fb623a890, 0xa09ba3ea72d926c4, 0x374193513fd8b36d,
            0xb4e856e45a9d1ed2, 0xefe848766c97a9a2, 0xb104cf641e5eee7d, 0x2f50b81c88a71c8f,
        ],
        // 7 * 2^60 B
        [
            0x2b552ca0a7da522a, 0x3230b336449b0250, 0xf2c4c5bca4b99fb9, 0x7b2c674958074a22,
            0x31723c61fc6811bb, 0x9cb450486211800f, 0x768933d347995753, 0x3491a53502752fcd,
            0xd55165883ed28cdf, 0x12d84fd2d362de39, 0x0a874ad3e3378e4f, 0x000d2b1f7c763e74,
        ],
        // 8 * 2^60 B
        [
            0x9624778c3e94a8ab, 0x0ad6f3cee9a78bec, 0x948ac7810d743c4f, 0x76627935aaecfccc,
            0x3d420811d06d4a67, 0xbefc048590e0ffe3, 0xf870c6b7bd487bde, 0x6e2a7316319afa28,
            0x56a8ac24d6d59a9f, 0xc8db753e3096f006, 0x477f41e68f4c5299, 0x588d851cf6c86114,
        ],
        // 9 * 2^60 B
        [
            0x2c8695ae2b28085a, 0x58167aac66da8caa, 0x9a8b4070139a990c, 0x55cd49391c9d6b00,
            0x90b78246eeee8700, 0xa81915533af5feab, 0x79f680c99a78e95f, 0x6d7467dc36e60a50,
            0x681b6f34cd8612da, 0xf95210f0058fb329, 0x4a0f71b170c53795, 0x5845382d8bcfe400,
        ],
        // 10 * 2^60 B
        [
            0x356185e8e82ac206, 0x063078d8d3594892, 0x52a0018f42340227, 0x40e5b0e668d0634d,
            0xc23dfe5452527d03, 0x400884958ef04d23, 0xbb1bec946120221c, 0x5765f3e490e462c3,
            0x3946a687f66be558, 0x2c954e841b2a0bbb, 0x9aff92619a62d2e6, 0x248abd1d530f43ed,
        ],
        // 11 * 2^60 B
        [
            0xeaf66d9a09f4271a, 0x4c899e427f45650a, 0x9232e54966241a7b, 0x4e8937d290a4d924,
            0x95d0e51c2a20938e, 0x6e59d6e7d964cc51, 0x5dd84e1975392740, 0x7eb74af44975c70e,
            0x22d83ae74b53d5a8, 0x12b2da81f4549b08, 0x4906ffb30bbf9075, 0x0c068de93916be79,
        ],
        // 12 * 2^60 B
        [
            0xd353ba402c88ebb3, 0x17a8c44c19142a8f, 0xed62061e82679324, 0x28682db566937011,
            0xe24bb1e5f91006a0, 0x943686819ef1f871, 0xd1f196cdb033e02f, 0x1cf137641d6b8cd0,
            0x90a59c751661bfb6, 0xd05c1db7738503f3, 0xf73350800f998c2a, 0x64f0e3be4552c831,
        ],
        // 13 * 2^60 B
        [
            0xae69f186cf7fa6ab, 0xd40ad1b8e9e121c0, 0x7b7dd8d0f1017bcd, 0x25c41d21e358f0f8,
            0x6b7ca273b72ae1b1, 0x73728528a95c62cf, 0x72ad93f7d3b5a1ea, 0x002bb828c80d253b,
            0x9406eaf9bb329cb0, 0x12eaf071c0d52856, 0xf444076e4cbe08cd, 0x6a2a15c4ba3fccce,
        ],
        // 14 * 2^60 B
        [
            0xab80f39fdf0f978d, 0x7c2b01e02f62cb7e, 0x027cfbb66a102c5f, 0x1f89108467e5bbcd,
            0x2c1b0301f19f6461, 0x1702e0cb50cdb7c7, 0xe42bbcc9f0d3bdb7, 0x78c2d3976208af10,
            0xe5ec86a07919daf1, 0xf4e52734eff52659, 0x2146435b81fc6f65, 0x1b1e8ee9196331f4,
        ],
        // 15 * 2^60 B
        [
            0xa626fbd9843401be, 0x0c8b50daf4977ede, 0x60ec1a206f4e52bd, 0x6f0d8778b691e89d,
            0x449bee85210f219c, 0x8bee826c6c853a42, 0x5562a1b144788df9, 0x18d7bb57fbc59221,
            0x03aeea407587a77d, 0xd6e3caf9bb08d10a, 0xebe3aab8ab05ac06, 0x5176392c18c03552,
        ],
        // 16 * 2^60 B
        [
            0xcd2a65e777d1f515, 0x548991878faa60f1, 0xb1b73bbcdabc06e5, 0x654878cba97cc9fb,
            0x51138ec78df6b0fe, 0x5397da89e575f51b, 0x09207a1d717af1b9, 0x2102fdba2b20d650,
            0x969ee405055ce6a1, 0x36bca7681251ad29, 0x3a1af517aa7da415, 0x0ad725db29ecb2ba,
        ],
    ],
    // row 7: multiples of 2^70 B
    [
        // 1 * 2^70 B
        [
            0x9a6ce876760321fd, 0x7fe2b5109eb63ad8, 0x00e7d4ae8ac80592, 0x73d86b7abb6f723a,
            0xe1f6b79ebf8469ad, 0x15801004e2663135, 0x9a498330af74181b, 0x3ba2504f049b673c,
            0x0b52b5606dba5ab6, 0xa9134f0fbbb1edab, 0x30a9520d9b04a635, 0x6813b8f37973e5db,
        ],
        // 2 * 2^70 B
        [
            0x14fd6dfa726ccc74, 0x3b084cfe2f53b965, 0xf33ae4f552a2c8b4, 0x59aab07a0d40166a,
            0xdbdae701c5738dd3, 0xf9c6f635b26f1bee, 0x61e96a8042f15ef4, 0x3aa1d11faf60a4d8,
            0x77bcec4c925eac25, 0x1848718460137738, 0x5b374337fea9f451, 0x1865e78ec8e6aa46,
        ],
        // 3 * 2^70 B
        [
            0x833fd1dad6a1b645, 0x706b8f478d49d876, 0xac0cbd408861bd2e, 0x58d4f3c210c31e66,
            0xedc157e62914a03c, 0x1906e8d7797b4f24, 0xd2dd866c87773ec2, 0x63d223c83e81144e,
            0x373735da96155e15, 0x505c0d96b0a8e850, 0xd8c0b9d6c2dae858, 0x21ddebb6b92d3a3d,
        ],
        // 4 * 2^70 B
        [
            0x967c54e91c529ccb, 0x30f6269264c635fb, 0x2747aff478121965, 0x17038418eaf66f5c,
            0xccc4b7c7b66e1f7a, 0x44157e25f50c2f7e, 0x3ef06dfc713eaf1c, 0x582f446752da63f7,
            0xc6317bd320324ce4, 0xa81042e8a4488bc4, 0xb21ef18b4e5a1364, 0x0c2a1c4bcda28dc9,
        ],
        // 5 * 2^70 B
        [
            0x90002fa9b507ecfe, 0x951e2403b0a18a6a, 0x47f4d3bac324cae4, 0x07bba53eefa8c5aa,
            0xe3bbcb2dfe982283, 0x892ff2d3e216a584, 0x79bbce2341ff0b7d, 0x0fbbe90fefff9f2d,
            0x0b6f6d4c516a4b61, 0x32ba1431674e5083, 0x5106d3d062146110, 0x55cb5ee4032a5259,
        ],
        // 6 * 2^70 B
        [
            0x8e62b29b7caa19b7, 0x9c142af84d3e4199, 0xb743dc46dce50374, 0x4ababfdbc85d0d7a,
            0xf66b08008c5de967, 0xe1bc2a2bce935138, 0x737d9b83fa95cf1c, 0x66a130afaa0b3a35,
            0xad9ae4425cdcfde0, 0xee2f18bad77a001a, 0xa67d448c7aff8313, 0x5d3758babfd4e0e4,
        ],
        // 7 * 2^70 B
        [
            0xc98258aece8a047d, 0x92105f35ffa09813, 0x453280d2cdf77236, 0x25ada8e98fe3c33f,
            0x2f498c0dddbb6ef5, 0x8a8d34fe2a76281a, 0x8699dd9a312c5de0, 0x1252d1c82742ead3,
            0xfa9c0b833e348d2c, 0x602118e0ba8811e2, 0xeb14fb4adc5dfe5a, 0x4210c779e9df1fd3,
        ],
        // 8 * 2^70 B
        [
            0xedc4814869bd6945, 0x0d6d907dbe1c8d22, 0xc63bd212d55cc5ab, 0x5a6a9b30a314dc83,
            0xd24dc7d06f1f0447, 0xb2269e3edb87c059, 0xd15b0272fbb2d28f, 0x7c558bd1c6f64877,
            0xd0ec1524d396463d, 0x12bb628ac35a24f0, 0xa50c3a791cbc5fa4, 0x0404a5ca0afbafc3,
        ],
        // 9 * 2^70 B
        [
            0x54a8031ab15ef51b, 0x532f4c0daa01e9e0, 0xb5bfd4cfda132498, 0x7dd29417f997d476,
            0xc8e696e65c72151d, 0x7dce5409911ee681, 0x89448262f4b77522, 0x206a553d12d5f71e,
            0x7bcaf69c5d8aa236, 0xbfb29447b3f367af, 0x96e69f8dd5376d89, 0x47f8afc86cdb7cec,
        ],
        // 10 * 2^70 B
        [
            0xc0450302fb35f3c4, 0x156248bbd2b205b1, 0x29f18a151f1ecb1e, 0x6f59360a7107b128,
            0x83cd50c1087b8389, 0xfd29849ef104944e, 0xa7ce5a322a9d488f, 0x0ed560ec453060fc,
            0x036bb0c06ae9cd5c, 0xf9febfe6ef47efb8, 0x816c832e22b8e91c, 0x37e7c36ac935394c,
        ],
        // 11 * 2^70 B
        [
            0x5c058abda9b5fab2, 0xb72aa8974331187d, 0x89a27f38af7541c1, 0x591cf22c4f624a48,
            0x80b1b0965c664faf, 0xecf688216897d2d1, 0x3a197130c9c5d781, 0x0a89a2c5d70d65eb,
            0x0780f043e498fb98, 0xfb440fe3af4b55e5, 0x675d5d20c112f9d9, 0x423d188feb2549aa,
        ],
        // 12 * 2^70 B
        [
            0x62bc9e1b2a416fd1, 0xb5c6f728e350598b, 0x04343fd83d5d6967, 0x39527516e7f8ee98,
            0x8c1f40070aa743d6, 0xccbad0cb5b265ee8, 0x574b046b668fd2de, 0x46395bfdcadd9633,
            0x117fdb2d1a5d9a9c, 0x9c7745bcd1005c2a, 0xefd4bef154d56fea, 0x76579a29e822d016,
        ],
        // 13 * 2^70 B
        [
            0x112bba8cdcfd72e3, 0x601581cb87f879af, 0x12c76f9da8bb8afa, 0x7f2ce474c70f74f6,
            0x45afb91117f2e17b, 0x1bd2c126d19c33be, 0xc0a83cd2f0a78ff5, 0x14af5c2521d5e79e,
            0x02d08d91ebb35be1, 0xcb740d73128f3b26, 0x82412f0a3e32bbc6, 0x389e9fbdeb4b9353,
        ],
        // 14 * 2^70 B
        [
            0x4d7b10e9bc867734, 0xb2fc6f51b05ed686, 0xa132df6caa03e1dd, 0x15ac49f730ef6d6d,
            0x683d8a6b64fa2a47, 0xf2ceeea371751718, 0x4cb8e88bb0801801, 0x42fd12f8710ba041,
            0xf1efe16f76e808db, 0x89088c7e5b3e8570, 0x8800258576fb74a3, 0x1f27856bcd7ccc52,
        ],
        // 15 * 2^70 B
        [
            0xf898d054e2c6a19e, 0x2b6747e55aa12109, 0xe3a2430f9b3e1279, 0x61364079e9483024,
            0x411019cd44291356, 0x734681bb2628443b, 0x04abbdcc3e2cae46, 0x0a6656cf8c5be07a,
            0x57975ae3686595ea, 0x0adc71338dda0bad, 0x3f10eb4d6eec49c6, 0x35a351dff7cfbe83,
        ],
        // 16 * 2^70 B
        [
            0x333cb51352b434f2, 0xd832284993de80e1, 0xb5512887750d35ce, 0x02c514bb2a2777c1,
            0x45b68e7e49c02a17, 0x23cd51a2bca9a37f, 0x3ed65f11ec224c1b, 0x43a384dc9e05bdb1,
            0x684bd5da8bf1b645, 0xfb8bd37ef6b54b53, 0x313916d7a9b0d253, 0x1160920961548059,
        ],
    ],
    // row 8: multiples of 2^80 B
    [
        // 1 * 2^80 B
        [
            0x2798aaf9b4b75601, 0x5eac72135c8dad72, 0xd2ceaa6161b7a023, 0x1bbfb284e98f7d4e,
            0x89f5058a382b33f3, 0x5ae2ba0bad48c0b4, 0x8f93b503a53db36e, 0x5aa3ed9d95a232e6,
            0x656777e9c7d96561, 0xcb2b125472c78036, 0x65053299d9506eee, 0x4a07e14e5e8957cc,
        ],
        // 2 * 2^80 B
        [
            0x240b58cdc477a49b, 0xfd38dade6447f017, 0x19928d32a7c86aad, 0x50af7aed84afa081,
            0x4ee412cb980df999, 0xa315d76f3c6ec771, 0xbba5edde925c77fd, 0x3f0bac391d313402,
            0x6e4fde0115f65be5, 0x29982621216109b2, 0x780205810badd6d9, 0x1921a316baebd006,
        ],
        // 3 * 2^80 B
        [
            0xd75aad9ad9f3c18b, 0x566a0eef60b1c19c, 0x3e9a0bac255c0ed9, 0x7b049deca062c7f5,
            0x89422f7edfb870fc, 0x2c296beb4f76b3bd, 0x0738f1d436c24df7, 0x6458df41e273aeb0,
            0xdccbe37a35444483, 0x758879330fedbe93, 0x786004c312c5dd87, 0x6093dccbc2950e64,
        ],
        // 4 * 2^80 B
        [
            0x6bdeeebe6084034b, 0x3199c2b6780fb854, 0x973376abb62d0695, 0x6e3180c98b647d90,
            0x1ff39a8585e0706d, 0x36d0a5d8b3e73933, 0x43b9f2e1718f453b, 0x57d1ea084827a97c,
            0xee7ab6e7a128b071, 0xa4c1596d93a88baa, 0xf7b4de82b2216130, 0x363e999ddd97bd18,
        ],
        // 5 * 2^80 B
        [
            0x2f1848dce24baec6, 0x769b7255babcaf60, 0x90cb3c6e3cefe931, 0x231f979bc6f9b355,
            0x96a843c135ee1fc4, 0x976eb35508e4c8cf, 0xb42f6801b58cd330, 0x48ee9b78693a052b,
            0x5c31de4bcc2af3c6, 0xb04bb030fe208d1f, 0xb78d7009c14fb466, 0x079bfa9b08792413,
        ],
        // 6 * 2^80 B
        [
            0xf3c9ed80a2d54245, 0x0aa08b7877f63952, 0xd76dac63d1085475, 0x1ef4fb159470636b,
            0xe3903a51da300df4, 0x843964233da95ab0, 0xed3cf12d0b356480, 0x038c77f684817194,
            0x854e5ee65b167bec, 0x59590a4296d0cdc2, 0x72b2df3498102199, 0x575ee92a4a0bff56,
        ],
        // 7 * 2^80 B
        [
            0x5d46bc450aa4d801, 0xc3af1227a533b9d8, 0x389e3b262b8906c2, 0x200a1e7e382f581b,
            0xd4c080908a182fcf, 0x30e170c299489dbd, 0x05babd5752f733de, 0x43d4e7112cd3fd00,
            0x518db967eaf93ac5, 0x71bc989b056652c0, 0xfe2b85d9567197f5, 0x050eca52651e4e38,
        ],
        // 8 * 2^80 B
        [
            0x97ac397660e668ea, 0x9b19bbfe153ab497, 0x4cb179b534eca79f, 0x6151c09fa131ae57,
            0xc3431ade453f0c9c, 0xe9f5045eff703b9b, 0xfcd97ac9ed847b3d, 0x4b0ee6c21c58f4c6,
            0x3af55c0dfdf05d96, 0xdd262ee02ab4ee7a, 0x11b2bb8712171709, 0x1fef24fa800f030b,
        ],
        // 9 * 2^80 B
        [
            0x145989bd2b03ff59, 0x80c846c843a26f06, 0x5246f4468c8eac6b, 0x37de25a68e3925dc,
            0xc119415fee42707e, 0xb4b77bb89c5e90ba, 0xda0aa5fc4878d374, 0x7f3b3c8ab8e554ad,
            0xe49699a3e971ea7e, 0x93763f7271b82612, 0xdb5d3208fb3aa764, 0x4101ae8202430dd8,
        ],
        // 10 * 2^80 B
        [
            0xe3d63019541b5adc, 0x36ac81b9fead06d9, 0xe08f79cd0ae20714, 0x49466a16e7a9cc70,
            0x2f950da3231955ba, 0x2325039ba01e6627, 0x5ffc98387c8249d8, 0x14e6262c635a8687,
            0x69085db4d99b7873, 0x61cccd7466e9e611, 0xc4082e0228f29a1e, 0x06c33ec93bf0a899,
        ],
        // 11 * 2^80 B
        [
            0x038712c9ff3f6699, 0xa719ce584a7a4994, 0xe40e2379d122019b, 0x620192966d6bda40,
            0xa461de76af0916fc, 0xdf8c91ed14b825a6, 0x04e7f4161f6ce795, 0x76baa89b608d0e8c,
            0x9e6327ded56846f4, 0x6d180134db8ea2ef, 0x2ccf138c8aa26f51, 0x1422088ce676c069,
        ],
        // 12 * 2^80 B
        [
            0x311de4243e3f8d56, 0x32e3696a78e7bdfc, 0xcd27d9e8adb4e65e, 0x0cb40e456c36e5aa,
            0x67f5806036caf803, 0xe2d500de849d4f12, 0xc13862f1035c3172, 0x68d1529a53e0768d,
            0xcd0c95f1ea24ee60, 0x9c4213ed7dd165c2, 0xcdecac4036b270ed, 0x1a1a04e7879ca301,
        ],
        // 13 * 2^80 B
        [
            0x3727de9f69906e79, 0x87da82b8c289fe95, 0x065d336c7b1c042b, 0x49832ee87102434e,
            0x57bc2b34be5fb035, 0x84637894ee6ddf54, 0x0cb527caa9ad6874, 0x2af6269ddac48088,
            0x6c93212b5381c115, 0x2e8f83922e3272bf, 0x9a4fc717b22d8968, 0x5d3f41dd6061d21c,
        ],
        // 14 * 2^80 B
        [
            0xb022570673e49b05, 0x7201e2a9ab38501e, 0xa8d7c2d6af435446, 0x5207af90c5d67f21,
            0x313e4c2b79519940, 0xa29c65c939d4fab8, 0x849bb217cbf615ab, 0x6912f842709b1d50,
            0xa8ed71f0d7089be2, 0x9470fe77a9f1a823, 0x607df448be1966d0, 0x4a3e7a3a6473bc24,
        ],
        // 15 * 2^80 B
        [
            0xbb073ed992378f5c, 0xce4575167dce699e, 0xede24e1081364cfb, 0x3fdc0d88a7009753,
            0xea25b731f7712e75, 0x70cc1f3f658a8887, 0xdaab839bc4b40ef5, 0x6edef7213d47f2d1,
            0x5f12b7ce124b75ae, 0xf2a1a14cd5fa0043, 0x1932785aac039ca4, 0x2ba8aff614f68574,
        ],
        // 16 * 2^80 B
        [
            0xff91a66a90166220, 0xf22552ae5bf1e009, 0x7dff85d87f90df7c, 0x4f620ffe0c736fb9,
            0xb496123a6b6c6609, 0xa750fe8580ab5938, 0xf471bf39b7c27a5f, 0x507903ce77ac193c,
            0x62f90d65dfde3e34, 0xcf28c592b9fa5fad, 0x99c86ef9c6164510, 0x25d448044a256c84,
        ],
    ],
    // row 9: multiples of 2^90 B
    [
        // 1 * 2^90 B
        [
            0xcda86f40216bc059, 0x1fbb231d12bcd87e, 0xb4956a9e17c70990, 0x38750c3b66d12e55,
            0x80d253a6bccba34a, 0x3e61c3a13838219b, 0x90c3b6019882e396, 0x1c3d05775d0ee66f,
            0x692ef1409422e51a, 0xcbc0c73c2b5df671, 0x21014fe7744ce029, 0x0621e2c7d330487c,
        ],
        // 2 * 2^90 B
        [
            0x893147ab2bbea455, 0x8c53a24f92079129, 0x4b49f948be30f7a7, 0x12e990086e4fd43d,
            0x57502b4b3b144951, 0x8e67ff6b444bbcb3, 0xb8bd6927166385db, 0x13186f31e39295c8,
            0xf10c96b37fdfbb2e, 0x9f9a935e121ceaf9, 0xdf1136c43a5b983f, 0x77b2e3f05d3e99af,
        ],
        // 3 * 2^90 B
        [
            0x906c4f287ee8821a, 0x8e6a2b799747729d, 0xc2118a30e10ff53e, 0x2ba3cfe49da0b9b2,
            0x5a654a12dac2cb00, 0x950cae40ff541461, 0xf304c4ca9abacb75, 0x538178696a4c71b6,
            0x20ff283178fa4e49, 0x223af5edaf9832fa, 0xebdade0793a5c84d, 0x381fac8a1b631fa2,
        ],
        // 4 * 2^90 B
        [
            0x9532f48fcc5cd29b, 0x2ba851bea3ce3671, 0x32dacaa051122941, 0x478d99d9350004f2,
            0xfd0d75879cf12657, 0xe82fef94e53a0e29, 0xcc34a7f05bbb4be7, 0x0b251172a50c38a2,
            0x1d5ad94890bb02c0, 0x50e208b10ec25115, 0xa26a22894ef21702, 0x4dc923343b524805,
        ],
        // 5 * 2^90 B
        [
            0x06ddc3ee82da81c8, 0xb1ed1f1a01ce7473, 0xcf27bf804db6d6b3, 0x09a32ae022462235,
            0x34f105293da94e06, 0x89ae46f41e623c66, 0xbeda080d8fb68865, 0x755176f3b4b4f87f,
            0x6b5582ee731bb879, 0xc3f99cb75d9990ba, 0xa276caa6592a7706, 0x74fea9604c8ec17f,
        ],
        // 6 * 2^90 B
        [
            0x7b888134d3f6a924, 0xd81a5d2702523db1, 0x50665d94a7ed0535, 0x53f4b9e75ad8ff1a,
            0x1a42ca591ab016d8, 0xe42ac0b196c18975, 0xf20187e1b2f54837, 0x44f879ced64966aa,
            0x0f9380ac92259e82, 0x3de82465e2073d1c, 0x20e4a94509f29bc9, 0x186cd45829172d14,
        ],
        // 7 * 2^90 B
        [
            0x93ec6c9ccae52923, 0x1d3431ad8f36a1e7, 0x5c6890e137df23ec, 0x0626dab9f0880c7c,
            0xd24b2bb568de83a7, 0xc9a30fa4765a6e07, 0x1f25cde558419825, 0x12bebe097070387a,
            0x6aeb6c5fbe8992be, 0x4a5afb87e7a7886f, 0x8a6e048acbb0d041, 0x2128ed3e40fd26f3,
        ],
        // 8 * 2^90 B
        [
            0x3ad3e3ebf36c4975, 0xd75d25a537862125, 0xe873943da025a516, 0x6bbc7cb4c411c847,
            0xe3828c400f8086b6, 0x3f77e6f7979f0dc8, 0x7ef6de304df42cb4, 0x5265797cb6abd784,
            0x3c6f9cd1d4a50d56, 0xb6244077c6feab7e, 0x6ff9bf483580972e, 0x00375883b332acfb,
        ],
        // 9 * 2^90 B
        [
            0x1ac5584fa8e3a052, 0x6cc51a8d48fc049e, 0xd428a9225e5015eb, 0x6cb64137f074b94d,
            0xa930508546bf44ba, 0xc676e4e4c8143488, 0x5880eaf234441ecb, 0x659fac04e9a4106e,
            0xfe8e128a79d7bba9, 0xaa29699020695c7e, 0xfcda975bbbc5d393, 0x4504e14e20aefd8f,
        ],
        // 10 * 2^90 B
        [
            0xcc13b4ecbf4df71f, 0x3cf056ba1251c44a, 0x97cbbaef53825bca, 0x0155f595e409923d,
            0xf8faca2530166bf7, 0x0c96ea03c02169ce, 0xeb13e668c65fb9a3, 0x0ebb6e298d96ca0d,
            0x90f91039a9ed9d6d, 0x60a180381aad5334, 0x79f4d4bf144e4729, 0x3799d4aa46cccacf,
        ],
        // 11 * 2^90 B
        [
            0x69675b53dc640f04, 0xfad089ac6a666376, 0x6ba4b5172970e39e, 0x5c78d4483a32085b,
            0x5d646ff99ba66de2, 0x3ac550306280abc0, 0xe7ed589bfb15684c, 0x1900a43a3b52cc84,
            0x5b2d650c1c73650f, 0x40c1c5c97a79e7e4, 0xd7bea42359640a6f, 0x00bd2a877c171166,
        ],
        // 12 * 2^90 B
        [
            0xc98bec856c75c99c, 0xe44184c000e33cf4, 0x0a676b9bba907634, 0x669e2cb571f379d7,
            0x0001b2cd28cb0940, 0x63fb51a06f1c24c9, 0xb5ad8691dcd5ca31, 0x67238dbd8c450660,
            0xcb116b73a49bd308, 0x025aad6b2392729e, 0xb4793efa3f55d9b1, 0x72a1056140678bb9,
        ],
        // 13 * 2^90 B
        [
            0x3c3264363b7e27de, 0x1a7512077e3de6eb, 0xf4f4772a00980bac, 0x3119f1fd5d0fdff2,
            0x131819948da7d515, 0xdb75d2658c4d4a4d, 0x82f2f9fe9fa5fbe6, 0x0b2839d22d7f0bac,
            0x2d08803d60278702, 0x5aaa6f952cf9db1f, 0xaed06af20fb78ace, 0x112caf8d80be4fcb,
        ],
        // 14 * 2^90 B
        [
            0xb9eeb990b6f5b607, 0x04361506630bbdea, 0xc17501215ac9aa62, 0x773e8d3612b9d0fa,
            0x4d0ca88d8919ac5c, 0x8753f99138e17fa4, 0x89c9955dd609fb25, 0x4e6ec333a20be01d,
            0x1dd7834bc40f7a0e, 0x9a883371796494e9, 0x7e6c6c3a7b264d1f, 0x03d1924a0fc26f5e,
        ],
        // 15 * 2^90 B
        [
            0x706f747281ff2d06, 0xe782bba40be5c45d, 0xc91cb9adc6dc6b91, 0x13b76649c9ca97b4,
            0x1e4b3576632eafbe, 0xca36a0fc7a4ea1f8, 0x479c368961b87acd, 0x6eb315bce5fee9f3,
            0x247dbba62d30abd2, 0xcd069e0c1cc5fa03, 0x8eb224a237fcabf1, 0x7e3d761440f3a1ce,
        ],
        // 16 * 2^90 B
        [
            0x0d8d2909e2e505b6, 0x98ca78abc0291230, 0x77ef5569a9b12327, 0x7c77897b81439b47,
            0xa2b6812b1cc9249d, 0x62866eee21211f58, 0x2cb5c5b85df10ece, 0x03a6b259e263ae00,
            0xf1c1b5e2de331cb5, 0x5a9f5d8e15fca420, 0x9fa438f17bd932b1, 0x2a381bf01c6146e7,
        ],
    ],
    // row 10: multiples of 2^100 B
    [
        // 1 * 2^100 B
        [
            0x7b26e56b9e2d4734, 0xc4c7132b81c61675, 0xef5c9525ec9cde7f, 0x39c80b16e71743ad,
            0x7afcd613efa9d697, 0x0cc45aa41c067959, 0xa56fe104c1fada96, 0x3a73b70472e40365,
            0x0f196e0d1b826c68, 0xf71ff0e24960e3db, 0x6113167023b7436c, 0x0cf0ea5877da7282,
        ],
        // 2 * 2^100 B
        [
            0xe332ced43ba6945a, 0xde0b1361e881c05d, 0x1ad40f095e67ed3b, 0x5da8acdab8c63d5d,
            0x196c80a4ddd4ccbd, 0x22e6f55d95f2dd9d, 0xc75e33c740d6c71b, 0x7bb51279cb3c042f,
            0xc4b6664a3a70159f, 0x76194f0f0a904e14, 0xa5614c39a4096c13, 0x6cd0ff50979feced,
        ],
        // 3 * 2^100 B
        [
            0x7fecfabdb04ba18e, 0xd0fc7bfc3bddbcf7, 0xa41d486e057a131c, 0x641a4391f2223a61,
            0xc0e067e78f4428ac, 0x14835ab0a61135e3, 0xf21d14f338062935, 0x6390a4c8df04849c,
            0xc5c6b95aa606a8db, 0x914b7f9eb06825f1, 0x2a731f6b44fc9eff, 0x30ddf38562705cfc,
        ],
        // 4 * 2^100 B
        [
            0x33bef2bd68bcd52c, 0xc649dbb069482ef2, 0xb5b6ee0c41cb1aee, 0x5c294d270212a7e5,
            0x4e3dcbdad1bff7f9, 0xc9118e8220645717, 0xbacccebc0f189d56, 0x1b4822e9d4467668,
            0xab360a7f25563781, 0x2512228a480f7958, 0xc75d05276114b4e3, 0x222d9625d976fe2a,
        ],
        // 5 * 2^100 B
        [
            0x0f94be7e0a344f85, 0xeb2faa8c87f22c38, 0x9ce1e75e4ee16f0f, 0x43e64e5418a08dea,
            0x1c717f85b372ace1, 0x81930e694638bf18, 0x239cad056bc08b58, 0x0b34271c87f8fff4,
            0x8155e2521a35ce63, 0xbe100d4df912028e, 0xbff80bf8a57ddcec, 0x57342dc96d6bc6e4,
        ],
        // 6 * 2^100 B
        [
            0xf3c3bcb71e707bf6, 0x351d9b8c7291a762, 0x00502e6edad69a33, 0x522f521f1ec8807f,
            0xefeef065c8ce5998, 0xbf029510b5cbeaa2, 0x8c64a10620b7c458, 0x35134fb231c24855,
            0x272c1f46f9a3902b, 0xc91ba3b799657bcc, 0xae614b304f8a1c0e, 0x7afcaad70b99017b,
        ],
        // 7 * 2^100 B
        [
            0xa88141ecef842b6b, 0x55e7b14797abe6c5, 0x8c748f9703784ffe, 0x5b50a1f7afcd00b7,
            0xc25ded54a4b8be41, 0x902d13e11bb0e2dd, 0x41f43233cde82ab2, 0x1085faa5c3aae7cb,
            0x9b840f66f1361315, 0x18462242701003e9, 0x65ed45fae4a25080, 0x0a2862393fda7320,
        ],
        // 8 * 2^100 B
        [
            0x960e737b6ecb9d17, 0xfaf24948d67ceae1, 0x37e7a9b4d55e1b89, 0x5cb7173cb46c59eb,
            0x46ab13c8347cbc9d, 0x3849e8d499c12383, 0x4cea314087d64ac9, 0x1f354134b1a29ee7,
            0x4a89e68b82b7abf0, 0xf41cd9279ba6b7b9, 0x16e6c210e18d876f, 0x7cacdb0f7f1b09c6,
        ],
        // 9 * 2^100 B
        [
            0xd58b19771a094304, 0x93bd3f9cec284fcd, 0x4852d9523ffc840e, 0x24c6dbc6ea80ae62,
            0x52c77fae780c1c7a, 0xed24871ec84f7cc8, 0xc9ef1b0035298384, 0x520d4226f15e2000,
            0x5d54679cbfe90581, 0x651537f14d0ee938, 0xf9229ff4af75d3fa, 0x7b1216f5eb6025f5,
        ],
        // 10 * 2^100 B
        [
            0xa98968de4331ee65, 0xaed850a8e66d27fd, 0x25551c4af7d9872c, 0x4c8a726ec39de239,
            0xf6d0c483602bd648, 0xc423de4ccec93bd4, 0x1120b11b7906c6d7, 0x67eda79a93aafb09,
            0xb0970806a7d02c75, 0xbe72ad1466b14e90, 0xabbb2bea7bde6598, 0x7a9e35523b1cab17,
        ],
        // 11 * 2^100 B
        [
            0xb65e6d0abf8b8af4, 0xb8f8654e18e68269, 0xe3d0c0705d6a5245, 0x00bdf11e6e674dab,
            0x64a6d71e46f59597, 0x0a0e651a5f3faa6c, 0xcb09df547a5cf37e, 0x58e7a1a3e7b5d852,
            0xba76473ff43cc476, 0x2ddd3197c05856ff, 0x6e77247cb62dd675, 0x5203a80ccce21e11,
        ],
        // 12 * 2^100 B
        [
            0x5510752e4ea74da6, 0x08586c75f493ec22, 0xa2f9c5109ae489f4, 0x132cec56efe6fc8f,
            0x3c9faa3b3d3bf8cb, 0x92bda37b85ce3ef9, 0x022436fd97128a1d, 0x7e05b83ce996e27d,
            0x1393d3bb526f3702, 0xa36d27114341c4c8, 0xec6fd4057f51c300, 0x3a2761e52a63b7a1,
        ],
        // 13 * 2^100 B
        [
            0xffe0dbb277cb64af, 0xfc3f4c86088bc380, 0x52b9b20ad7b7894c, 0x0971548537da0d5c,
            0x830c9f4184807894, 0x18527b0f77c7a7bf, 0x845a30a69a736024, 0x221aac4ec38a4973,
            0xa894902dc4190ea1, 0xe68f23b8fcf93525, 0x2e30dd7e3c342e4d, 0x5ac25a7e59b90bac,
        ],
        // 14 * 2^100 B
        [
            0xbfac66c0fcbfcac0, 0x389f658d643bc1ad, 0xe13eb79e87adb834, 0x52ae510d0308f2a9,
            0x66cfe92c63308134, 0x1af35fd11f03deff, 0x3f7542ea9bd35ab4, 0x7c86a4f6dbc534b1,
            0x80bb7a59cdfdd59d, 0xf924a7adc695ae8f, 0x8eda2c888deb21bd, 0x49602bd3b7c32fcb,
        ],
        // 15 * 2^100 B
        [
            0x768324325464995d, 0x5947c4dad2ea59b4, 0xaed56916d819a004, 0x76b1c324be4206f3,
            0x9c770a401b3a3936, 0xdbae940749e9e19d, 0x5934c19df10995a7, 0x742b9faf0bdc1943,
            0xa58922d087f905a3, 0x8c7f603b1078d30a, 0x5095ec42233a29c2, 0x4533c94ce3c86f2c,
        ],
        // 16 * 2^100 B
        [
            0xe1014434dcc5caed, 0x47ed5d963c84fb33, 0x70019576ed86a0e7, 0x25b2697bd267f9e4,
            0x9062b2e0d91a78bc, 0x47c9889cc8509667, 0x9df54a66405070b8, 0x7369e6a92493a1bf,
            0x9d673ffb13986864, 0x3ca5fbd9415dc7b8, 0xe04ecc3bdf273b5e, 0x1420683db54e4cd2,
        ],
    ],
    // row 11: multiples of 2^110 B
    [
        // 1 * 2^110 B
        [
            0xd6d70996f12309d6, 0xdbfb2385e9c3d539, 0x46d602b0f7552411, 0x270a0b0557843e0c,
            0x751a50b9d85c0fb8, 0xd1afdc258bcf097b, 0x2f16a6a38309a969, 0x14ddff9ee5b00659,
            0x61ff0640a7862bcc, 0x81cac09a5f11abfe, 0x9047830455d12abb, 0x19a4bde1945ae873,
        ],
        // 2 * 2^110 B
        [
            0xd594b3333a8a85f8, 0x4ea37689e78d7d58, 0x73bf9f455e8e351f, 0x5507d7d2bc41ebb4,
            0xdc84e93563144691, 0x632fe8a0d61f23f4, 0x4caa800612a9a8d5, 0x48f9dbfa0e9918d3,
            0x1ceb2903299572fc, 0x7c8ccaa29502d0ee, 0x91bfa43411cce67b, 0x5784481964a831e7,
        ],
        // 3 * 2^110 B
        [
            0x23b0137c630b94ca, 0x9f05b2e2c34e0359, 0x5c504752df6850ab, 0x4e165fe783148e5e,
            0x8453134729dabc56, 0xb19385a26314566b, 0x7d73f7579a66b4cb, 0x3e70c42ddd2c0063,
            0x4ac33e88e5d5b328, 0x64653bf8e58a8ebf, 0x5832177c98c8c3a1, 0x621d49cdc3b2c221,
        ],
        // 4 * 2^110 B
        [
            0xd6cfd1ef5fddc09c, 0xe82b3efdf7575dce, 0x25d56b5d201634c2, 0x3041c6bb04ed2b9b,
            0xda7c2b256768d593, 0x98c1c0574422ca13, 0xf1a80bd5ca0ace1d, 0x29cdd1adc088a690,
            0x0ff2f2f9d956e148, 0xade797759f356b2e, 0x1a4698bb5f6c025c, 0x104bbd6814049a7b,
        ],
        // 5 * 2^110 B
        [
            0x368693607d862f24, 0x474a996fe3322e53, 0x6fbe917014092ec6, 0x43429d86b998ee41,
            0xf119a90c6ea464ee, 0xced8771eb1c46127, 0xd21a4fe6ef2531b7, 0x76ce9a42f459a817,
            0x413f62ca47a19d7b, 0xcd1b4a0bd8c36c8b, 0x2623e2a0199ae711, 0x3ece61dd366f5cff,
        ],
        // 6 * 2^110 B
        [
            0x3b7352d8c543dd6f, 0xe96c16624e9a7af7, 0x7916da27abccfb9c, 0x6d16a65382f91633,
            0xc35b760d9db5f9c3, 0x64590c70caba5121, 0x458d8a9341f74c09, 0x745062a5ec267488,
            0x316e980c1ecffc41, 0xc7b4abc7e0d49f06, 0x9fd5c247c87c8e61, 0x77d76a5aacb55db5,
        ],
        // 7 * 2^110 B
        [
            0xaa8fcaabd000938a, 0x1240effe9cec5e98, 0xc49495f15abccf57, 0x4d35815daaa107f9,
            0xc27616c2bae6bea0, 0xb9de192a3b221e6b, 0xf8e8836087ea4f3b, 0x261d6f4d87c756cd,
            0x2f9bc52d50e2a4eb, 0xa2d7e204c067f66c, 0x153a318db6c72c35, 0x4d93e0f3ff4b22e7,
        ],
        // 8 * 2^110 B
        [
            0xa95d9a5fd67ff163, 0xe92be69d4cc75681, 0xb7f8024cde20f257, 0x204f2a20fb072df5,
            0x51f0fd3168f1ed67, 0x2c811dcdd86f3bc2, 0x44dc5c4304d2f2de, 0x5be8cc57092a7149,
            0xc8143b3d30ebb079, 0x7589155abd652e30, 0x653c3c318f6d5c31, 0x2570fb17c279161f,
        ],
        // 9 * 2^110 B
        [
            0x6ba282627009c961, 0x1536efd9ab16ca30, 0x7ee470fdf5b2897c, 0x50286df764f35298,
            0x07bbf83dcf6f5fd8, 0xfb5c2678a2f04c8d, 0xa3093ed833710c63, 0x12cf2b5e098e0a65,
            0xa0fcc0f42a339d72, 0x9581d64592461553, 0xd3df4000c4e42a33, 0x09d57371a58b030a,
        ],
        // 10 * 2^110 B
        [
            0xcefd7430ce6de65c, 0xa4c87b462337d522, 0xb298f0934f72af62, 0x7769f56b018c48cd,
            0x9dc5ec6a5d0dde05, 0xa46291d274062bfe, 0xde407c6372e77964, 0x6da2f9fa7054c334,
            0xe4615a7b9397d6a5, 0x79e86e3de97f5226, 0xc5b3c02bb2a8e8bb, 0x38b3aa0804829d94,
        ],
        // 11 * 2^110 B
        [
            0x0d4dd2a031841df1, 0x4eca7edd592248fe, 0xb74fe9a71a0d84c8, 0x2519f06d8c1d5580,
            0x717b81654b7ed1da, 0x2eee0f0eca7c9552, 0x72ed662f407cc9ad, 0x1e63427335cc2a68,
            0x980176c0b14e503e, 0x6429c6b93d257610, 0xe2c88b83f2a14073, 0x07be6dce3de49873,
        ],
        // 12 * 2^110 B
        [
            0x192ea9550bb8245a, 0xc8e6fba88f9050d1, 0x7986ea2d88a4c935, 0x241c5f91de018668,
            0x3efa367f2cb61575, 0xf5f96f761cd6026c, 0xe8c7142a65b52562, 0x3dcb65ea53030acd,
            0x28d8172940de6caa, 0x8fbf2cf022d9733a, 0x16d7fcdd235b01d1, 0x08420edd5fcdf0e5,
        ],
        // 13 * 2^110 B
        [
            0xce81bf1d976a862e, 0x86d9a231aa317ba9, 0x103ea57f182f8427, 0x05c2acb11f3b5a40,
            0x14d43a0f9dba2ae4, 0x2a44e01545e981a9, 0xe7799aedf11773dc, 0x2d5afbe9bafda5e6,
            0xcd17f6374abe8e98, 0x4d86b58eb016ef6f, 0xc901d6e55a89c7e3, 0x2e431a634d9d3878,
        ],
        // 14 * 2^110 B
        [
            0x62190ea512ec4ae7, 0xcd392ce14b8dc445, 0x3bf7360f35216018, 0x2f6cbedbf17c207a,
            0xd893886ca9497d9c, 0x1c1d55126431dd17, 0x3bec9af3d7d8f455, 0x763c42a196bb7ea2,
            0x0a5f2e37fd5d240f, 0xe72e50933075af85, 0xe044dd092b861d4f, 0x558e55f50caeaf99,
        ],
        // 15 * 2^110 B
        [
            0xa212e2e5e58577e2, 0x3203eba6a5cb012e, 0x91f9efbef97656f1, 0x477d637f7929796f,
            0xd256f837ba787ed2, 0x33fb601f2852a27e, 0xf8b66dd9dcd27f27, 0x26df30dfe44f3283,
            0x0c79f74b5d14eedf, 0x471f90bfd001836b, 0x9004de6e8588a2c5, 0x4501075a2d19c904,
        ],
        // 16 * 2^110 B
        [
            0x0358c34e04f410ce, 0xb6135b5a276e0685, 0x5d9670c7ebb91521, 0x04d654f321db889c,
            0xcdff20ab8362fa4a, 0x57e118d4e21a3e6e, 0xe3179617fc39e62b, 0x0d9a53efbc1769fd,
            0x5e7dc116ddbdb5d5, 0x2954deb68da5dd2d, 0x1cb608173334a292, 0x4a7a4f2618991ad7,
        ],
    ],
    // row 12: multiples of 2^120 B
    [
        // 1 * 2^120 B
        [
            0xc08f788f3f78d289, 0xfe30a72ca1404d9f, 0xf2778bfccf65cc9d, 0x7ee498165acb2021,
            0x239e9624089c0a2e, 0xc748c4c03afe4738, 0x17dbed2a764fa12a, 0x639b93f0321c8582,
            0x7bd508e39111a1c3, 0x2b2b90d480907489, 0xe7d2aec2ae72fd19, 0x0edf493c85b602a6,
        ],
        // 2 * 2^120 B
        [
            0x6767c4d284764113, 0xa090403ff7f5f835, 0x1c8fcffacae6bede, 0x04c00c54d1dfa369,
            0xaecc8158599b5a68, 0xea574f0febade20e, 0x4fe41d7422b67f07, 0x403b92e3019d4fb4,
            0x4dc22f818b465cf8, 0x71a0f35a1480eff8, 0xaee8bfad04c7d657, 0x355bb12ab26176f4,
        ],
        // 3 * 2^120 B
        [
            0xa301dac75a8c7318, 0xed90039db3ceaa11, 0x6f077cbf3bae3f2d, 0x7518eaf8e052ad8e,
            0xa71e64cc7493bbf4, 0xe5bd84d9eca3b0c3, 0x0a6bc50cfa05e785, 0x0f9b8132182ec312,
            0xa48859c41b7f6c32, 0x0f2d60bcf4383298, 0x1815a929c9b1d1d9, 0x47c3871bbb1755c4,
        ],
        // 4 * 2^120 B
        [
            0xfbe65d50c85066b0, 0x62ecc4b0b3a299b0, 0xe53754ea441ae8e0, 0x08fea02ce8d48d5f,
            0x5144539771ec4f48, 0xf805b17dc98c5d6e, 0xf762c11a47c3c66b, 0x00b89b85764699dc,
            0x824ddd7668deead0, 0xc86445204b685d23, 0xb514cfcd5d89d665, 0x473829a74f75d537,
        ],
        // 5 * 2^120 B
        [
            0x23d9533aad3902c9, 0x64c2ddceef03588f, 0x15257390cfe12fb4, 0x6c668b4d44e4d390,
            0x82d2da754679c418, 0xe63bd7d8b2618df0, 0x355eef24ac47eb0a, 0x2078684c4833c6b4,
            0x3b48cf217a78820c, 0xf76a0ab281273e97, 0xa96c65a78c8eed7b, 0x7411a6054f8a433f,
        ],
        // 6 * 2^120 B
        [
            0x579ae53d18b175b4, 0x68713159f392a102, 0x8455ecba1eef35f5, 0x1ec9a872458c398f,
            0x4d659d32b99dc86d, 0x044cdc75603af115, 0xb34c712cdcc2e488, 0x7c136574fb8134ff,
            0xb8e6a4d400a2509b, 0x9b81d7020bc882b4, 0x57e7cc9bf1957561, 0x3add88a5c7cd6460,
        ],
        // 7 * 2^120 B
        [
            0x85c298d459393046, 0x8f7e35985ff659ec, 0x1d2ca22af2f66e3a, 0x61ba1131a406a720,
            0xab895770b635dcf2, 0x02dfef6cf66c1fbc, 0x85530268beb6d187, 0x249929fccc879e74,
            0xa3d0a0f116959029, 0x023b6b6cba7ebd89, 0x7bf15a3e26783307, 0x5620310cbbd8ece7,
        ],
        // 8 * 2^120 B
        [
            0x6646b5f477e285d6, 0x40e8ff676c8f6193, 0xa6ec7311abb594dd, 0x7ec846f3658cec4d,
            0x528993434934d643, 0xb9dbf806a51222f5, 0x8f6d878fc3f41c22, 0x37676a2a4d9d9730,
            0x9b5e8f3f1da22ec7, 0x130f1d776c01cd13, 0x214c8fcfa2989fb8, 0x6daaf723399b9dd5,
        ],
        // 9 * 2^120 B
        [
            0xc4815ad72357c57a, 0xa72841c37428e48a, 0xa4fe3a26a3c110e0, 0x38fc45179973f918,
            0xfb6720592032e20b, 0xa3b198025f89ef2f, 0x728f23394fe3a169, 0x213a9c7a5c882031,
            0x7f06bc83af3ca4fd, 0x792758e027a99ff6, 0xda1f5ef637a06712, 0x08b4cc40feda78f9,
        ],
        // 10 * 2^120 B
        [
            0xa47237918db9016c, 0xc49eeb0a278e253e, 0x6fbf68f282dc75ee, 0x67f65ee35bc63974,
            0x4459d034a88637e1, 0xb5d90557d4899b52, 0x495b128b7d06ade8, 0x42517e7c6339137b,
            0x0a904dc87e976952, 0x508b13e090616e9b, 0x87f92500da3d9882, 0x71a1132c13b8cca8,
        ],
        // 11 * 2^120 B
        [
            0xd062516141a0dc3d, 0xba9d9439492a5dcc, 0x299f7c9d1dc575a5, 0x2243fff87a865f70,
            0xd1f7471d1c8ec3a6, 0x63de58c34fbd6fad, 0xabf2c1437e5212b4, 0x0b894e91e5bf45af,
            0x52ef8f139a1d052f, 0x3f49163eb0cb4610, 0x39a31b6d91a48a4a, 0x6b0b4761d23a5c72,
        ],
        // 12 * 2^120 B
        [
            0x63a2b594b65c224f, 0xecd0764e42564e36, 0x391a1a8c34f210d6, 0x2e1a955b7d9543be,
            0x083e2cceb7160ffd, 0xb3333686c62a82bd, 0xb15533da06a1a911, 0x42e5c04acb137eea,
            0x44fd574e4831c376, 0xf749d9f91c09d1c1, 0x06af2c5b2670c106, 0x0f7bc2188e50ad8a,
        ],
        // 13 * 2^120 B
        [
            0x056e812f83865ef8, 0x986097accd2ebfa1, 0x48c4414d0175c3b9, 0x07abaa4608d477da,
            0xbdeca6ef739a2535, 0x3126e2cf8abc48ee, 0x17b3f7b5ea2ddb17, 0x2ad5b215d7053dd1,
            0x66338997e95d110d, 0xe61ea228aaafc938, 0xce8ac50dff0aa2d2, 0x66382115d607eafa,
        ],
        // 14 * 2^120 B
        [
            0x79d488ee9ed3db11, 0x182fc347d3b64bc0, 0xcf266f8c8500f82c, 0x7ae19a742662c91a,
            0x79727eb17d43f08b, 0x98cf2405350b6460, 0x13cff37c88fd238d, 0x34123c1565046ff0,
            0xa95ba44a002ab527, 0xbe7b4a413e0bc32b, 0x129eac01bff68575, 0x5050dc93402f31a8,
        ],
        // 15 * 2^120 B
        [
            0x9c18b27c844a8843, 0xa6872f9106aff202, 0xb14f08669abc6c69, 0x4d4b8217df446884,
            0x5efca61ca213efcd, 0xabd62c0131244fe7, 0xc79c8b16b0b146bb, 0x10efb4f1ca6b8239,
            0xd501f9a743aa8b23, 0xe1daf37d65bb9ad5, 0xbfc087a3403c9cf3, 0x7c2c3de9b42062e7,
        ],
        // 16 * 2^120 B
        [
            0x81aebbdd2cd13070, 0x962e4325f85a0e9e, 0xde9391aacadffecb, 0x53177fda52c230e6,
            0x591e4a5610628564, 0x2a4bb87ca8b4df34, 0xde2a2572e7a38e43, 0x3cbdabd9fee5046e,
            0xa7bc970650b9de79, 0x3d12a7fbc301b59b, 0x02652e68d36ae38c, 0x79d739835a6199dc,
        ],
    ],
    // row 13: multiples of 2^130 B
    [
        // 1 * 2^130 B
        [
            0x9d18f6d97cbec113, 0x844a06e674bfdbe4, 0x20f5b522ac4e60d6, 0x720a5bc050955e51,
            0xc3a8b0f8e4616ced, 0xf700660e9e25a87d, 0x61e3061ff4bca59c, 0x2e0c92bfbdc40be9,
            0x0c3f09439b805a35, 0xe84e8b376242abfc, 0x691417f35c229346, 0x0e9b9cbb144ef0ec,
        ],
        // 2 * 2^130 B
        [
            0x962cd91db73bb638, 0xe60577aafc129c08, 0x6f619b39f3b61689, 0x3451995f2944ee81,
            0x44beb24194ae4e54, 0x5f541c511857ef6c, 0xa61e6b2d368d0498, 0x445484a4972ef7ab,
            0x9152fcd09fea7d7c, 0x4a816c94b0935cf6, 0x258e9aaa47285c40, 0x10b89ca6042893b7,
        ],
        // 3 * 2^130 B
        [
            0xa9eadfbe60e27cd7, 0x481c5d4f3b9ff9ae, 0x97d27cfec07f8bda, 0x346f01acd2869617,
            0x532a2120bf310f6e, 0xe6e815182154ef4e, 0x80da4db2a1c7710c, 0x0ac2129186a49d9b,
            0xd88700075cb01065, 0x42307975a28106b2, 0x4768ac983fe2336c, 0x0970c3f002e3fd69,
        ],
        // 4 * 2^130 B
        [
            0xd67cded679d34aa0, 0xcc0b9ec0cc4db39f, 0xa535a456e35d190f, 0x2e05d9eaf61f6fef,
            0x9b2a426e3b646025, 0x32127190385ce4cf, 0xa25cffc2dd6dea45, 0x06409010bea8de75,
            0xc447901ad61beb59, 0x661f19bce5dc880a, 0x24685482b7ca6827, 0x293c778cefe07f26,
        ],
        // 5 * 2^130 B
        [
            0xee763b43896f9346, 0x9c019c2825b1f150, 0x20fed32c065a104f, 0x5c6ac6f202184045,
            0xe0555077bba9d1cf, 0x527dc853036f67de, 0xe09c2a13b3d5b1d3, 0x4f9b5a5b384dde6d,
            0x03d4fb81703b3a97, 0xd34ad18f6b75fbee, 0xd70ba52c3114662f, 0x116ade0f0c3af50b,
        ],
        // 6 * 2^130 B
        [
            0x1c91324bff709850, 0x009634d955bca989, 0x2f371874e2368013, 0x6cb38c89e457be03,
            0x795eee0fe838ab22, 0x1d1f7a3da1be148b, 0x937159234a83201f, 0x46785f6e9e09137d,
            0xaf4e83eca129234c, 0xdf18333709f08b4a, 0x311c59d360912e37, 0x7bba5431bca76ff6,
        ],
        // 7 * 2^130 B
        [
            0x397354fdf67dbb72, 0x3cac00d6bfa0a80a, 0x565e0c35171fdef1, 0x786c11f422b6004b,
            0x2950952982e7bdab, 0x012ac6090631c0cb, 0x4c39e0a61add99b4, 0x082b3d95b81d503c,
            0xeab54bc1c835b149, 0xdf0501cc3ccc3a31, 0x545b6109d88516f1, 0x79593a61efc2ec67,
        ],
        // 8 * 2^130 B
        [
            0x16c795d6a11ff200, 0xcb70d0e2b15815c9, 0x89f293209b5395b5, 0x50b8c2d031e47b4f,
            0x86809e7007069096, 0xaad75b15e4e50189, 0x07f35715a21a0147, 0x0487f3f112815d5e,
            0x48350c08068a4962, 0x6ffdd05351092c9a, 0x17af4f4aaf6fc8dd, 0x4b0553b53cdba58b,
        ],
        // 9 * 2^130 B
        [
            0x9a5dab65f3f624fe, 0xc3b6e67668f9c475, 0x7993e00119b5096b, 0x59de00448918589b,
            0x85ce2f2f2593e409, 0xfc4f1c1c6f153c79, 0x43ebf62e8d0d44ff, 0x502ddb71bb9aa9ed,
            0xfdfe1eb21320283c, 0xa4550a54513060ee, 0x1e845b0665a0587d, 0x4560794d369edba6,
        ],
        // 10 * 2^130 B
        [
            0xe89e457f0b1a90da, 0xef06ce8d3eb359d6, 0x9f10efc5d398bed0, 0x024d127c0b1ccbaa,
            0xb1f43460eaa08de2, 0x0d21836087e3d5c1, 0x15f6272ae65152cb, 0x2071b5f318a12e8e,
            0xa504b50084927524, 0xe33633b297c70357, 0xe2a53c02d8931553, 0x1d140135e65254ce,
        ],
        // 11 * 2^130 B
        [
            0x5662e35e5b95f14d, 0xb252e3230da55379, 0xd8d589f9addf6878, 0x35982724cabfa938,
            0x6752c35dfe727026, 0xe31b531083bba50c, 0x4d217b04b888afb2, 0x7180771c829f7074,
            0x4adb64f2ddc97340, 0x04ef65043b30cd77, 0xb55ceb78fca5db50, 0x6f6efdcbe76eff9e,
        ],
        // 12 * 2^130 B
        [
            0xbf05211b27c152d4, 0x5ec26849bd1af639, 0x5e0b2caa8e6fab98, 0x054c8bdd50bd0840,
            0x9c65fcbe1b32ff79, 0xeb75ea9f03b50f9b, 0xfced2a6c6c07e606, 0x35106cd551717908,
            0x38a0b12f1dcf073d, 0x4b60a8a3b7f6a276, 0xfed5ac25d3404f9a, 0x72e82d5e5505c229,
        ],
        // 13 * 2^130 B
        [
            0x73d765296c75b946, 0x8e4c8e3879bd17d8, 0x88e0b82a1b342085, 0x176e80feafd65ed2,
            0x9fe1cbb8ab6befcf, 0xc81fcc7f02ad2e2e, 0x67779da5ab282061, 0x199cc3eb95298dfc,
            0xdc17d38dc8893b1a, 0x0bea9479144a07fb, 0x4ae9b1b877d1439e, 0x07a91d9445f84939,
        ],
        // 14 * 2^130 B
        [
            0xde5a3a631c0053b9, 0x30acb6c129f01e5c, 0xb9b3a7101986d3a9, 0x3ad2c7546b769be0,
            0xefc754e1f471f7dd, 0x080222c92b5bf106, 0x0676e61728e90987, 0x597ea4c5cb2e0c3a,
            0x2345aa028b43f0ef, 0xade79b45b5c50642, 0x4a057c65378f51ce, 0x2f35bdda16d3bba1,
        ],
        // 15 * 2^130 B
        [
            0x618f3104fd45f3c8, 0xdc6b1d45a5b02f86, 0x8ab069671b274d45, 0x0385da9f416db3aa,
            0xfd826c0c0f266c17, 0x404fc1f72cee8614, 0xa66f8060ddd6b730, 0x2d68905794a8f9c4,
            0x9007ebbe0b574c75, 0x2bb04136d062e37a, 0xf3ac04bae33a17a5, 0x1469bc10e9afca61,
        ],
        // 16 * 2^130 B
        [
            0x00d9cdfd69771d02, 0x410276cd6cfbf17e, 0x4c45306c1cb12ec7, 0x2857bf1627500861,
            0x6b0b697ff0d844c8, 0xbb12f85cd979cb49, 0xd2a541c6c1da0f1f, 0x7b7c242958ce7211,
            0x9f21903f0101689e, 0xd779dfd3bf861005, 0xa122ee5f3deb0f1b, 0x510df84b485a00d4,
        ],
    ],
    // row 14: multiples of 2^140 B
    [
        // 1 * 2^140 B
        [
            0x529fdffe638c7bf3, 0xdf2b9e60388b4995, 0xe027b34f1bad0249, 0x7bc92fc9b9fa74ed,
            0x0c9c5303f7957be4, 0xa3c31a20e085c145, 0xb0721d71d0850050, 0x0aba390eab0bf2da,
            0x9f97ef2e801ad9f9, 0x83697d5479afda3a, 0xe906b3ffbd596b50, 0x02672b37dd3fb8e0,
        ],
        // 2 * 2^140 B
        [
            0xee9ba729398ca7f5, 0xeb9ca6257a4849db, 0x29eb29ce7ec544e1, 0x232ca21ef736e2c8,
            0x48b2ca8b260885e4, 0xa4286bec82b34c1c, 0x937e1a2617f58f74, 0x741d1fcbab2ca2a5,
            0xbf61423d253fcb17, 0x08803ceafa39eb14, 0xf18602df9851c7af, 0x0400f3a049e3414b,
        ],
        // 3 * 2^140 B
        [
            0x2efba412a06e7b06, 0x146785452c8d2560, 0xdf9713ebd67a91c7, 0x32830ac7157eadf3,
            0xabce0476ba61c55b, 0x36a3d6d7c4d39716, 0x6eb259d5e8d82d09, 0x0c9176e984d756fb,
            0x0e782a7ab73769e8, 0x04a05d7875b18e2c, 0x29525226ebcceae1, 0x0d794f8383eba820,
        ],
        // 4 * 2^140 B
        [
            0x7be44ce7a7a2e1ac, 0x411fd93efad1b8b7, 0x1734a1d70d5f7c9b, 0x0d6592233127db16,
            0xff35f5cb9e1516f4, 0xee805bcf648aae45, 0xf0d73c2bb93a9ef3, 0x097b0bf22092a6c2,
            0xc48bab1521a9d733, 0xa6c2eaead61abb25, 0x625c6c1cc6cb4305, 0x7fc90fea93eb3a67,
        ],
        // 5 * 2^140 B
        [
            0xc527deb59c7cb23d, 0x955391695328404e, 0xd64392817ccf2c7a, 0x6ce97dabf7d8fa11,
            0x0408f1fe1f5c5926, 0x1a8f2f5e3b258bf4, 0x40a951a2fdc71669, 0x6598ee93c98b577e,
            0x25b5a8e50ef7c48f, 0xeb6034116f2ce532, 0xc5e75173e53de537, 0x73119fa08c12bb03,
        ],
        // 6 * 2^140 B
        [
            0x7845b94d21f4774d, 0xbf62f16c7897b727, 0x671857c03c56522b, 0x3cd6a85295621212,
            0xed30129453f1a4cb, 0xbce621c9c8f53787, 0xfacb2b1338bee7b9, 0x3025798a9ea8428c,
            0x3fecde923aeca999, 0xbdaa5b0062e8c12f, 0x67b99dfc96988ade, 0x3f52c02852661036,
        ],
        // 7 * 2^140 B
        [
            0x9258bf99eec416c6, 0xac8a5017a9d2f671, 0x629549ab16dea4ab, 0x05d0e85c99091569,
            0xffeaa48e2a1351c6, 0x28624754fa7f53d7, 0x0b5ba9e57582ddf1, 0x60c0104ba696ac59,
            0x051de020de9cbe97, 0xfa07fc56b50bcf74, 0x378cec9f0f11df65, 0x36853c69ab96de4d,
        ],
        // 8 * 2^140 B
        [
            0x4433c0b0fac5e7be, 0x724bae854c08dcbe, 0xf1f24cc446978f9b, 0x4a0aff6d62825fc8,
            0x36d9b8de78f39b2d, 0x7f42ed71a847b9ec, 0x241cd1d679bd3fde, 0x6a704fec92fbce6b,
            0xe917fb9e61095301, 0xc102df9402a092f8, 0xbf09e2f5fa66190b, 0x681109bee0dcfe37,
        ],
        // 9 * 2^140 B
        [
            0x5762d8060bddda5b, 0xe71bc28004e4733d, 0xca2f140eb029722b, 0x13f50b4a919bc2fd,
            0x67e355e70b74b679, 0x16d8e77f12f42af4, 0xb388e4bdfe750d46, 0x718b2ad721d0fa92,
            0xa75f9e9135c3d1f0, 0x8f9bc50f6ddc2c4e, 0x31a4cc78e106a42d, 0x0da8bc68cc4749fb,
        ],
        // 10 * 2^140 B
        [
            0xf5eca4fd803dd355, 0xde0ab6564b241559, 0x0e1dab442d8740dc, 0x73187fa7c5c7cd96,
            0xd23a31de887c6285, 0x2b1a00c9630e685a, 0x28ed2d72bb93e68c, 0x622a9d7da8ee4740,
            0x84c0142b04a84201, 0x7d7880caaa7ec4c5, 0x37cb4544d713560b, 0x397cb12559eaad86,
        ],
        // 11 * 2^140 B
        [
            0xefb2a76344d19b8a, 0x9b21d7ba7d73bc00, 0x636bae223093499b, 0x68b58e920d0ffacb,
            0xe7d90c2f01527611, 0x78d54deffb39e82f, 0x147ae873dd863002, 0x2e062d9265ccc761,
            0xe82b2b75614714a8, 0x5ee6587570c4b340, 0xb9a55923c1a84fa0, 0x090e311660e2a41a,
        ],
        // 12 * 2^140 B
        [
            0xbd8b148c43e25292, 0xb45d07a840e48ea7, 0x549e9762af34eb63, 0x5727b3f2462e6c8a,
            0xc520589d9f497147, 0xf45467a4d32023c7, 0x5bbed49d6f220420, 0x1ffc4ff2e1bacdf9,
            0xe18afd4bf58d3e7a, 0x0722500e7da81add, 0x3d9a36649447d659, 0x4aeb1db9a870354b,
        ],
        // 13 * 2^140 B
        [
            0x9927dfdf45ea9b0c, 0xba51453584f56946, 0x7fc03e5f8728ca36, 0x2ba53aa49e880127,
            0x2a8a84c356188f25, 0x9338f765ca2fcc1b, 0x011bf863dc39bf5d, 0x0c9cbbc1818d1ab4,
            0xdcee5c21133879f7, 0xb52b9ca3fda18551, 0xe05aaad200d20f92, 0x294a103e01bdbe84,
        ],
        // 14 * 2^140 B
        [
            0x7223b8d294494827, 0x4770c8dce55915aa, 0xfa28d6cf33f5af0d, 0x5ed0b58417d79bfe,
            0xf64154cca7eef00d, 0x0f92187804e08ffd, 0x8f2f67c738f34312, 0x0d9da8044fc82834,
            0x05fe50c4dc3a414f, 0xaa6fc20a74b9ffb9, 0x661966be7501f8c4, 0x311e7bc493728125,
        ],
        // 15 * 2^140 B
        [
            0xd60c4a64e03842ea, 0x30db1aa155baa602, 0x6cbf3141e1daadac, 0x7e8b773078c649a9,
            0x5580f2dea24ede0a, 0x698cf0183e4058bb, 0x43f194e175bc0487, 0x0635fe385b3d9551,
            0x5fe8a3acb0928174, 0x0ab92b28c804ffcf, 0xd7c86cc801572ce4, 0x5b56664e2bb5334d,
        ],
        // 16 * 2^140 B
        [
            0x9c18fcfa36048d13, 0x29159db373899ddd, 0xdc9f350b9f92d0aa, 0x26f57eee878a19d4,
            0x559a0cc9782a0dde, 0x551dcdb2ea718385, 0x7f62865b31ef238c, 0x504aa7767973613d,
            0x0cab2cd55687efb1, 0x5180d162247af17b, 0x85c15a344f5a2467, 0x4041943d9dba3069,
        ],
    ],
    // row 15: multiples of 2^150 B
    [
        // 1 * 2^150 B
        [
            0x59a16676706ff64e, 0x10b953dd0d86a53d, 0x5848e1e6ce5c0b96, 0x2d8b78e712780c68,
            0x9c9c85ea63fe2e89, 0xbe1baf910e9412ec, 0x8f7baa8a86fbfe7b, 0x0fb17f9fef968b6c,
            0x79d5c62eafc3902b, 0x773a215289e80728, 0xc38ae640e10120b9, 0x09ae23717b2b1a6d,
        ],
        // 2 * 2^150 B
        [
            0x5c3cecb943f5a53b, 0x9cc9a61d06c08df2, 0xcfba639a85895447, 0x5a845ae80df09fd5,
            0x1d06005ca5b1b143, 0x6d4c6bb87fd1cda2, 0x6ef5967653fcffe7, 0x097c29e8c1ce1ea5,
            0x4ce97dbe5deb94ca, 0x38d0a4388c709c48, 0xc43eced4a169d097, 0x0a1249fff7e587c3,
        ],
        // 3 * 2^150 B
        [
            0x599b1aec0d07a536, 0x79e706d08634890c, 0x19143da1b87dfb7b, 0x6a78f6618d4b8c08,
            0xe558064e00d0e481, 0x42131a4ed8bf389a, 0xbbde28eb75d1608e, 0x3349b85128491169,
            0x17b0eedf2053a19b, 0x7c58d84b330b1ffa, 0xae53db7badaade24, 0x3505a7a47978c0f5,
        ],
        // 4 * 2^150 B
        [
            0x0b408d9e7354b610, 0x806b32535ba85b6e, 0xdbe63a034a58a207, 0x173bd9ddc9a1df2c,
            0x12f0071b276d01c9, 0xe7b8bac586c48c70, 0x5308129b71d6fba9, 0x5d88fbf95a3db792,
            0x2b500f1efe5872df, 0x58d6582ed43918c1, 0xe6ed278ec9673ae0, 0x06e1cd13b19ea319,
        ],
        // 5 * 2^150 B
        [
            0x028207d94f8708b8, 0xfbdec941abce0852, 0xc91f219c7732fe9c, 0x1dc385de2abc626e,
            0x3fa5556af39a161c, 0x6d0df863313b967d, 0xa4fb5a8675610456, 0x5edc0b1646e8f027,
            0x811ed5be76ef3796, 0xc6593483791dffbc, 0x47b3c94ea2e3fd48, 0x4167fd900bdd6043,
        ],
        // 6 * 2^150 B
        [
            0xb43d7512aa88838e, 0xc1c081346c8a9ef0, 0x3d8d4b54e1b94e68, 0x655888fa3810395e,
            0x6f69475fca70423d, 0x5490c601397752c2, 0x49df9845251de594, 0x60c4e4aa68e1cce0,
            0x431bea7190b43846, 0x1b5f5079dd8cf89c, 0x77584412ec96c960, 0x68477ca9c1d30919,
        ],
        // 7 * 2^150 B
        [
            0x809a155aca692363, 0xaa837d54ae08d415, 0x85a4e2b0f3b400b1, 0x2db30a6a2d904d8f,
            0x3ece7641d3962c96, 0xd107da3c0b7bc983, 0x08f519ad84f7a772, 0x29f6cefffd39249c,
            0xdc2c9be4fea7d9a6, 0xafe6abce9d34ae29, 0x099bc710c503bf76, 0x5b1f27e31f4de3c7,
        ],
        // 8 * 2^150 B
        [
            0x472baf629e5b0353, 0x3baa0b90278d0447, 0x0c785f469643bf27, 0x7f3a6a1a8d837b13,
            0x40d0ad516f166f23, 0x118e32931fab6abe, 0x3fe35e14a04d088e, 0x3080603526e16266,
            0xf7e644395d3d800b, 0x95a8d555c901edf6, 0x68cd7830592c6339, 0x30d0fded2e51307e,
        ],
        // 9 * 2^150 B
        [
            0x97aec67834a1b1a0, 0x2ee0c9ac28bd90e4, 0x4932b0ac286bb367, 0x4bfe8a259bd37b66,
            0xb50df990b67b4dd7, 0x72fd7e80113ac874, 0xfc5ae38c704f5a04, 0x30bea73a8efcadd0,
            0xb1385d64af1b8301, 0xe971fe1408af9c2c, 0x118fec232d9e30f6, 0x63d2add55b8b9fed,
        ],
        // 10 * 2^150 B
        [
            0x10394f0e7efe7a97, 0xadf7bfc97c517b89, 0x0c446a2216947ab2, 0x20717ca59786b35d,
            0xdf9f265c69327680, 0xd4cb9432f0d08525, 0xc6547958a1749c28, 0x010fffed756cc301,
            0x2d69b8822a3fd8d6, 0xec6080aef8d877e1, 0xdc2225e15ec19a2e, 0x0a4147b4379910bd,
        ],
        // 11 * 2^150 B
        [
            0xb32055ab31e68d89, 0xd376b2c9e794938f, 0x19742419a7de1ef2, 0x4084c15878231e9f,
            0xf0ffdc4a7ff016d3, 0x8e855084c6c5d08d, 0x97440a17cac16ee2, 0x6f151bc60f1ba97a,
            0x3c8e23b6a3ee00bc, 0xe13eaa31727a3d77, 0xe505b5a443f56f4b, 0x48003612adc69a37,
        ],
        // 12 * 2^150 B
        [
            0x9cb4971e68b84750, 0xa09572296664bbcf, 0x5c8de72672fa412b, 0x4615084351c589d9,
            0xe0594d1af21233b3, 0x1bdbe78ef0cc4d9c, 0x6965187f8f499a77, 0x0a9214202c099868,
            0xbc9019c0aeb9a02e, 0x55c7110d16034cae, 0x0e6df501659932ec, 0x3bca0d2895ca5dfe,
        ],
        // 13 * 2^150 B
        [
            0x8ecee0ad9bb9215d, 0x8ad0dd7c64aa6759, 0x91fae1a7adf07be6, 0x7d32a95cc15346a2,
            0x872742fea2ec6390, 0xb318c00b8ba134d0, 0x5235ff2d96e78f33, 0x332a979df299cbfa,
            0xaaad7c0523c1f126, 0xc83e9e1704555e61, 0x39691954901ded00, 0x3fddaf7bb76527a8,
        ],
        // 14 * 2^150 B
        [
            0x3c2ff98ad2dd7b03, 0xc0811ff7bc40a9c3, 0x0419841ca691ab00, 0x579a8adfc85aec78,
            0x608be7cc6c6f8c02, 0x8dc3786bcd183160, 0xd3f86ee23688b24c, 0x52179b1844610c89,
            0x7fcbb00f417d1fb2, 0x53bac2d41c09978d, 0x95e84fb677666c92, 0x01791c62e77b2e4a,
        ],
        // 15 * 2^150 B
        [
            0x441b942572970716, 0x062acc23f0a8a946, 0x4da571740c425278, 0x0e6867ee9a1cbdf2,
            0x13cef47ae7f86a86, 0x3153d1035cb61221, 0x5123cc202038d459, 0x3c4022b1c09e1b12,
            0x2054b2521a37664b, 0x77aca00c5ef0449f, 0xa4bf8b88ee000e69, 0x5e940529360c3858,
        ],
        // 16 * 2^150 B
        [
            0x9c688eb69ecc01bf, 0xf0bc83ada644896f, 0xca2d955f5f7a9fe2, 0x4ea8b4038df28241,
            0x40f031bc3c5d62a4, 0x19fc8b3ecff07a60, 0x98183da2130fb545, 0x5631deddae8f13cd,
            0x2aed460af1cad202, 0x46305305a48cee83, 0x9121774549f11a5f, 0x24ce0930542ca463,
        ],
    ],
    // row 16: multiples of 2^160 B
    [
        // 1 * 2^160 B
        [
            0x96eebffb305b2f51, 0xd3f938ad889596b8, 0xf0f52dc746d5dd25, 0x57968290bb3a0095,
            0x4637974e8c58aedc, 0xb9ef22fbabf041a4, 0xe185d956e980718a, 0x2f1b78fab143a8a6,
            0xf71ab8430a20e101, 0xf393658d24f0ec47, 0xcf7509a86ee2eed1, 0x7dc43e35dc2aa3e1,
        ],
        // 2 * 2^160 B
        [
            0x5a782a5c273e9718, 0x3576c6995e4efd94, 0x0f2ed8051f237d3e, 0x044fb81d82d50a99,
            0x85966665887dd9c3, 0xc90f9b314bb05355, 0xc6e08df8ef2079b1, 0x7ef72016758cc12f,
            0xc1df18c5a907e3d9, 0x57b3371dce4c6359, 0xca704534b201bb49, 0x7f79823f9c30dd2e,
        ],
        // 3 * 2^160 B
        [
            0x6a9c1ff068f587ba, 0x0827894e0050c8de, 0x3cbf99557ded5be7, 0x64a9b0431c06d6f0,
            0x8334d239a3b513e8, 0xc13670d4b91fa8d8, 0x12b54136f590bd33, 0x0a4e0373d784d9b4,
            0x2eb3d6a15b7d2919, 0xb0b4f6a0d53a8235, 0x7156ce4389a45d47, 0x071a7d0ace18346c,
        ],
        // 4 * 2^160 B
        [
            0xcc0c355220e14431, 0x0d65950709b15141, 0x9af5621b209d5f36, 0x7c69bcf7617755d3,
            0xd3072daac887ba0b, 0x01262905bfa562ee, 0xcf543002c0ef768b, 0x2c3bcc7146ea7e9c,
            0x07f0d7eb04e8295f, 0x10db18252f50f37d, 0xe951a9a3171798d7, 0x6f5a9a7322aca51d,
        ],
        // 5 * 2^160 B
        [
            0xe729d4eba3d944be, 0x8d9e09408078af9e, 0x4525567a47869c03, 0x02ab9680ee8d3b24,
            0x8ba1000c2f41c6c5, 0xc49f79c10cfefb9b, 0x4efa47703cc51c9f, 0x494e21a2e147afca,
            0xefa48a85dde50d9a, 0x219a224e0fb9a249, 0xfa091f1dd91ef6d9, 0x6b5d76cbea46bb34,
        ],
        // 6 * 2^160 B
        [
            0xe0f941171e782522, 0xf1e6ae74036936d3, 0x408b3ea2d0fcc746, 0x16fb869c03dd313e,
            0x8857556cec0cd994, 0x6472dc6f5cd01dba, 0xaf0169148f42b477, 0x0ae333f685277354,
            0x288e199733b60962, 0x24fc72b4d8abe133, 0x4811f7ed0991d03e, 0x3f81e38b8f70d075,
        ],
        // 7 * 2^160 B
        [
            0x0adb7f355f17c824, 0x74b923c3d74299a4, 0xd57c3e8bcbf8eaf7, 0x0ad3e2d34cdedc3d,
            0x7f910fcc7ed9affe, 0x545cb8a12465874b, 0xa8397ed24b0c4704, 0x50510fc104f50993,
            0x6f0c0fc5336e249d, 0x745ede19c331cfd9, 0xf2d6fd0009eefe1c, 0x127c158bf0fa1ebe,
        ],
        // 8 * 2^160 B
        [
            0xdea28fc4ae51b974, 0x1d9973d3744dfe96, 0x6240680b873848a8, 0x4ed82479d167df95,
            0xf6197c422e9879a2, 0xa44addd452ca3647, 0x9b413fc14b4eaccb, 0x354ef87d07ef4f68,
            0xfee3b52260c5d975, 0x50352efceb41b0b8, 0x8808ac30a9f6653c, 0x302d92d20539236d,
        ],
        // 9 * 2^160 B
        [
            0xab08883fc739dc86, 0x53e59b59ed9e16d2, 0xaa174f19da7c2407, 0x1d7ad57afe99b9f5,
            0xcf473c1349d93ebe, 0xa9cdffce431e03d6, 0x742e7c1e0be63c01, 0x2406901582cb3956,
            0xbea336c1053761bf, 0xe7dff88a6b3c7b6d, 0xebaa337ff9b46497, 0x3042c5dbf294c4db,
        ],
        // 10 * 2^160 B
        [
            0x04611dddc83091f2, 0x14266e6c3ba7d4ef, 0xf42adcad1709b5ad, 0x5bc0b69970219ce3,
            0xa5af9235b5441414, 0x10cd151eaf41ba80, 0x6dbf9c06bff9039e, 0x7db1b183cd0b2c8f,
            0xee37dba1789d8a7d, 0x8e69f5787e9e4583, 0xeeda6dfdbb111eb3, 0x32412583af023e21,
        ],
        // 11 * 2^160 B
        [
            0xec53377d9ab0f2b5, 0x9b88c9fb51209348, 0x9611c582ed73c882, 0x3992d9fc84e2dbfa,
            0x4925f4ac331504d2, 0xdba624c0160a5cc3, 0x79fe00113453b875, 0x0c3e22d0d60dd6da,
            0x50d9f8c2ded92e03, 0x3aa3fedda9443ac3, 0x92ecc3b10e3660b4, 0x46ff1058eb86f893,
        ],
        // 12 * 2^160 B
        [
            0x10183f03c31f7806, 0x30cf809b13cc4ae7, 0x9b630894f1af5f4b, 0x7fdaa5f6e8a4ffc9,
            0x535847ad483de24b, 0x85dd9056243432e6, 0xd35b7b5efb4499ee, 0x56cb9275594d23af,
            0x11fbe932ade672f3, 0x307bc64116d76c02, 0x9f6bfa0ef6350e1f, 0x15414c1b8d9cb40d,
        ],
        // 13 * 2^160 B
        [
            0x5cca4fad67882fbb, 0x61abdea06c7637b1, 0x303b2f083d2c0475, 0x76f34ea3376fa15c,
            0xc2092202bfcc6d84, 0x0ac47602213938d6, 0xb128ba74fb6355ae, 0x453d54d2157a7c21,
            0xc6b0169f8420bdd6, 0x198949531c7472b9, 0x5f4f65ef53dfabf7, 0x248e14cee8e19463,
        ],
        // 14 * 2^160 B
        [
            0x250b2e1a8b07e155, 0x4444d701b15c7bed, 0x2a2cfdcee72ed723, 0x3802940f6bff5a40,
            0x536527ce7c831666, 0xc03cfcb7f9b894a9, 0x1891fd4fae04f004, 0x7aca19657268d3c1,
            0x16dbea164eb08890, 0xcdd9acc163d74eb8, 0xca092553fa6793f6, 0x269611ba5c0f6585,
        ],
        // 15 * 2^160 B
        [
            0x51dc465b71b0a016, 0xfd76bf91f28617d6, 0xf9f320b9e356ea47, 0x4faf5f03202d29d9,
            0x61b99ba7522de4ed, 0x36b9abbd5e605b9f, 0xe3fef083b53eee64, 0x7ae310cf2a3594a0,
            0x79a34ce2adc14f6a, 0x52af8817ac32df17, 0x4d069ca55a6aa2a7, 0x509eb2eed9bb3b13,
        ],
        // 16 * 2^160 B
        [
            0x957b8b8b0df53c30, 0x2a1c770a8e60f098, 0xbbc7a670345796de, 0x22a48f9a90c99bc9,
            0x4c59023fcb3efb7c, 0x6c2fcb99c63c2a94, 0xba4190e2c3c7e084, 0x0e545daea51874d9,
            0x6b7dc0dc8d3fac58, 0x5497cd6ce6e42bfd, 0x542f7d1bf400d305, 0x4159f47f048d9136,
        ],
    ],
    // row 17: multiples of 2^170 B
    [
        // 1 * 2^170 B
        [
            0xf5c716bce22e83fe, 0xb42beb19e80985c1, 0xec9da63714254aae, 0x5972ea051590a613,
            0x18f0dbd7add1d518, 0x979f7888cfc11f11, 0x8732e1f07114759b, 0x79b5b81a65ca3a01,
            0x0fd4ac20dc8f7811, 0x9a9ad294ac4d4fa8, 0xc01b2d64b3360434, 0x4f7e9c95905f3bdb,
        ],
        // 2 * 2^170 B
        [
            0x4082fa8cb5c7db77, 0x068686f8c734c155, 0x29e6c8d9f6e7a57e, 0x0473d308a7639bcf,
            0x812aa0416270220d, 0x995a89faf9245b4e, 0xffadc4ce5072ef05, 0x23bc2103aa73eb73,
            0xcaee792603589e05, 0x2b4b421246dcc492, 0x02a1ef74e601a94f, 0x102f73bfde04341a,
        ],
        // 3 * 2^170 B
        [
            0x8c7356ea2096bada, 0xa7d363af413dbf55, 0xfec73d8f136b53dc, 0x7790288af7a9e5cc,
            0x62088bfeb5fbf396, 0x23244c722bab6fae, 0x862717dd88782563, 0x03237aa33c2afdd1,
            0xbce059999f6e34eb, 0xedcbf8387a053d1b, 0x88cea08ce618f8b2, 0x3163fa98d0cf41c5,
        ],
        // 4 * 2^170 B
        [
            0x358ecba293a36247, 0xaf8f9862b268fd65, 0x412f7e9968a01c89, 0x5786f312cd754524,
            0xb5a2d50c7ec20d3e, 0xc64bdd6ea0c97263, 0x56e89052c1ff734d, 0x4929c6f72b2ffaba,
            0x337788ffca14032c, 0xf3921028447f1ee3, 0x8b14071f231bccad, 0x4c817b4bf2344783,
        ],
        // 5 * 2^170 B
        [
            0x6e00e71f5469a9f9, 0x8ed8d62b95ae6f92, 0x89e6d6238a908b29, 0x795a20df8375481f,
            0xa1b634c709324e2a, 0x9ee4e9d380135df8, 0x82b7d7de29d08c1b, 0x05ee0540cc55a6e7,
            0xd76b076211194906, 0xca4093b26b1e7eef, 0x71e914304619339e, 0x13d7e950472d5fdb,
        ],
        // 6 * 2^170 B
        [
            0xcad2d21e57196c45, 0x392d7679747b796b, 0x50a3516f0f89de69, 0x2f2430fabcc57931,
            0x2782cd2b37386683, 0x08ac609ce4694fb6, 0x665b49b25ae11d7c, 0x301f5f7cb5031963,
            0x1350648c9a834429, 0x76b3cc53ed56ac0b, 0xdfe89804f0d782cd, 0x7c4d328a72a95727,
        ],
        // 7 * 2^170 B
        [
            0xf152d88c45668fc7, 0x27889cf7138a60c0, 0x78ed9edfb4ccec1a, 0x17582fa5b44b8db6,
            0x32e55e79db8b98c1, 0xc8881363529c2192, 0x4c9f4cd9ded6007f, 0x64a3cda34a69f608,
            0x0c6e3bd46639b89a, 0x38baa07d3c119a1c, 0x54f70fc6f3c96305, 0x5235d0af34d99dff,
        ],
        // 8 * 2^170 B
        [
            0x413ba057a40b4484, 0xba4c2e1a4f5f6a43, 0x614ba0a5aee1d61c, 0x78a1531a8b05dc53,
            0x0ff853852871b96e, 0xe13e9fab60c3f1bb, 0xeefd595325344402, 0x0a37c37075b7744b,
            0x6cbdf1703ad0562b, 0x8ecf4830c92521a3, 0xdaebd303fd8424e7, 0x72ad82a42e5ec56f,
        ],
        // 9 * 2^170 B
        [
            0x1372b02532d8cc87, 0xa9c36b389ab405e4, 0xefde7d42473845e6, 0x6fe0d18440641bd5,
            0x89d21b16443306fc, 0x93bfdc8107d6f704, 0x73793da6a44457ad, 0x437c9e4a6eb987cb,
            0x3bbc03ac8e09965e, 0x530cc00347ba7354, 0x0f54d972eb75a5fd, 0x45180463b582b784,
        ],
        // 10 * 2^170 B
        [
            0x85537a89fafb0f48, 0xab2189d6352de2bc, 0x85e907b2cdd29ec9, 0x524091d862d93473,
            0x13b9ce067d1426db, 0x4feef1fe07a28706, 0x367abaa3d21b5e31, 0x247a60a5863bb13f,
            0x436461f1322f4867, 0xc4b29e1b7adc599f, 0xf6baf79430f08e4c, 0x503faebb1a4756df,
        ],
        // 11 * 2^170 B
        [
            0x5a963e9e98838920, 0x1b09ba5373ee8ff9, 0x6a3e6d57412581cd, 0x181e8925884f792e,
            0x1f6c3a71e0cf3bac, 0x6bc17a7effd05127, 0xfcd1ade7be44ff06, 0x7c1ea80190e6b2ef,
            0x6ec67ac41941ab5f, 0x2915a04361aaacd5, 0x212215a803c6139b, 0x718a012af501ea94,
        ],
        // 12 * 2^170 B
        [
            0xc368939167024bc3, 0x8e69d16d49502fda, 0xfcf2ec3ce45f4b29, 0x065f669ea3b4cbc4,
            0x3f9e8e35bafb65f6, 0x39d69ec8f27293a1, 0x6cb8cd958cf6a3d0, 0x1734778173adae6d,
            0x8a00aec75532db4d, 0xb869a4e443e31bb1, 0x4a0f8552d3a7f515, 0x19adeb7c303d7c08,
        ],
        // 13 * 2^170 B
        [
            0xb77edfd1a4faef4b, 0x902da34b08f74d31, 0xf78d46a33b289ae6, 0x552bb35dc9380add,
            0x55998b24e5b9ca38, 0xfea77207bd7d5048, 0xeeb53fd08e77ac74, 0x29d472d4b890e6ef,
            0x0cf1bac9f8348cca, 0xdaf3ea0784c364dd, 0xfa88fd2d259e498e, 0x5f63aeddc98221b0,
        ],
        // 14 * 2^170 B
        [
            0x3ddfae74735962a5, 0xf1cf1f2fa1fa8d86, 0x40101c75f8634a3b, 0x59337b0d843e425d,
            0xdcb46ce3a63ff1cc, 0x0ebe0f9dfe3b7e0f, 0x5512b6ed81fe7cf9, 0x3dff10e544463125,
            0x6c11a0abd3f73907, 0x0b07db9ab6296289, 0x8f305c3a2dffabd7, 0x1340dd1dcb085315,
        ],
        // 15 * 2^170 B
        [
            0xa33f4df01490b336, 0x920935ae2f388e6c, 0x22f3c2d7931b3a07, 0x6fae7b34c346f183,
            0xdb4bed212869fd19, 0x8689177bf273e709, 0x6747a04c13f7e078, 0x5abe0ed72a1bcd7c,
            0xb6ea694c2d7ff4af, 0x49df3b81a4605a1e, 0x2766b7c443b5d548, 0x495a3c5a0c1589b7,
        ],
        // 16 * 2^170 B
        [
            0x9d05ba7d43c31794, 0x2470c8ff93322526, 0x8323dec816197438, 0x2852709881569b53,
            0xc720cb6153ead9a3, 0x55b2c97f512b636e, 0xb1e35b5fd40290b1, 0x2fd9ccf13b530ee2,
            0x07bd475b47f796b8, 0xd2c7b013542c8f54, 0x2dbd23f43b24f87e, 0x6551afd77b0901d6,
        ],
    ],
    // row 18: multiples of 2^180 B
    [
        // 1 * 2^180 B
        [
            0x852dd1fd3d578bbe, 0x2b65ce72c3286108, 0x658c07f4eace2273, 0x0933f804ec38ab40,
            0xf19aeac733a63aef, 0x2c7fba5d4442454e, 0x5da87aa04795e441, 0x413051e1a4e0b0f5,
            0xa7ab69798d496476, 0x8121aadefcb5abc8, 0xa5dc12ef7b539472, 0x07fd47065e45351a,
        ],
        // 2 * 2^180 B
        [
            0x304211559ae8e7c3, 0xf281b229944882a5, 0x8a13ac2e378250e4, 0x014afa0954ba48f4,
            0xc8583c3d258d2bcd, 0x17029a4daf60b73f, 0xfa0fc9d6416a3781, 0x1c1e5fba38b3fb23,
            0xcb3197001bb3666c, 0x330060524bffecb9, 0x293711991a88233c, 0x291884363d4ed364,
        ],
        // 3 * 2^180 B
        [
            0xfb9d37c3bc1ab6eb, 0x02be14534d57a240, 0xf4d73415f8a5e1f6, 0x5964f4300ccc8188,
            0x033c6805dc4babfa, 0x2c15bf5e5596ecc1, 0x1bc70624b59b1d3b, 0x3ede9850a19f0ec5,
            0xe44a23152d096800, 0x5c08c55970866996, 0xdf2db60a46affb6e, 0x579155c1f856fd89,
        ],
        // 4 * 2^180 B
        [
            0xb5f16b630817e7a6, 0x808c69233c351026, 0x324a983b54cef201, 0x53c092084a485345,
            0x96324edd12e0c9ef, 0x468b878df2420297, 0x199a3776a4f573be, 0x1e7fbcf18e91e92a,
            0xd2d41481f1cbafbf, 0x231d2db6716174e5, 0x0b7d7656e2a55c98, 0x3e955cd82aa495f6,
        ],
        // 5 * 2^180 B
        [
            0xab39f3ef61bb3a3f, 0x8eb400652eb9193e, 0xb5de6ecc38c11f74, 0x654d7e9626f3c49f,
            0xe48f535e3ed15433, 0xd075692a0d7270a3, 0x40fbd21daade6387, 0x14264887cf4495f5,
            0xe564cfdd5c7d2ceb, 0x82eeafded737ccb9, 0x6107db62d1f9b0ab, 0x0b6baac3b4358dbb,
        ],
        // 6 * 2^180 B
        [
            0x204abad63700a93b, 0xbe0023d3da779373, 0xd85f0346633ab709, 0x00496dc490820412,
            0x7ae62bcb8622fe98, 0x47762256ceb891af, 0x1a5a92bcf2e406b4, 0x7d29401784e41501,
            0x1c74b88dc27e6360, 0x074854268d14850c, 0xa145fb7b3e0dcb30, 0x10843f1b43803b23,
        ],
        // 7 * 2^180 B
        [
            0xd56f672de324689b, 0xd1da8aedb394a981, 0xdd7b58fe9168cfed, 0x7ce246cd4d56c1e8,
            0xc5f90455376276dd, 0xce59158dd7645cd9, 0x92f65d511d366b39, 0x11574b6e526996c4,
            0xb8f4308e7f80be53, 0x5f3cb8cb34a9d397, 0x18a961bd33cc2b2c, 0x710045fb3a9af671,
        ],
        // 8 * 2^180 B
        [
            0xa03fc862059d699e, 0x2370cfa19a619e69, 0xc4fe3b122f823deb, 0x1d1b056fa7f0844e,
            0x73f93d36101b95eb, 0xfaef33794f6f4486, 0x5651735f8f15e562, 0x7fa3f19058b40da1,
            0x1bc64631e56bf61f, 0xd379ab106e5382a3, 0x4d58c57e0540168d, 0x566256628442d8e4,
        ],
        // 9 * 2^180 B
        [
            0x0f8fb17aa4cfa6a8, 0xf10a1ff604c3f8cd, 0x9d9260ac36ed16e7, 0x66f05afb22bf6e4f,
            0x0cb09db7707023bc, 0x69cde41b7fb3c639, 0x4fd98a9025b20da3, 0x14403e08489342ed,
            0xdb7fc62a8850c41c, 0xba218fd883794580, 0x3c28c65344618ca4, 0x16a64f763963a2fd,
        ],
        // 10 * 2^180 B
        [
            0x4407c0f47cd1e95e, 0x0342cb6285866e88, 0x17b99982952cbba2, 0x343ebecc3bfad9a4,
            0xbf5320d2a85dc4df, 0x27a0da38c5eb76da, 0xd2eb72a2fb517cf3, 0x76bc96275c9ca1ef,
            0xa45aeee4efac1277, 0x33deb94647d56dce, 0x90f3cf56685f7bf0, 0x0a6e78e1d4ba1e8b,
        ],
        // 11 * 2^180 B
        [
            0x8ce2c83fa98c223c, 0x81ddca08b7e58416, 0xcb6913d10404f33a, 0x61da2f198e00b0bc,
            0x449793176ad3f8ea, 0x2b53da5fa4189546, 0xd1ab514be81d3f1c, 0x0dc3e18cb672dc79,
            0x8931694e18df62c4, 0x8890d0ee696261db, 0x6cecb70dd334e484, 0x49f0257b1b891482,
        ],
        // 12 * 2^180 B
        [
            0x489b689a03641c46, 0x6d63bcd2755172d6, 0x3f61f8f9e08fe43a, 0x5feaae4db6d936e2,
            0xc0a01f08dcd6ec77, 0x057b523d40ce356c, 0xaf5e15c884377df1, 0x08aded3748b9a0d5,
            0xeaa21e84893e747e, 0xbbca1f281eb609e6, 0x3f73a7d10e48ce6d, 0x2cf88a206992cc1b,
        ],
        // 13 * 2^180 B
        [
            0x84ea52f79d55e3e9, 0x60a7219a64e762e5, 0xf5d4315a0d7295ee, 0x72234b33eba9fb7c,
            0x006dfb233f79bd98, 0x8e0d70d4b0cf9123, 0x865ec732b5fd6eaf, 0x5d69c3241c55cd20,
            0xace61f97a8de0870, 0x7d8017c132cf7bac, 0xf32291aeeca1bcc4, 0x07e5d451f6496cce,
        ],
        // 14 * 2^180 B
        [
            0x1bba06a4098539ab, 0x257739614de6b10e, 0x52841fcfea83f3e3, 0x4c5ace535d781882,
            0xfcfc8f52c9ae957a, 0x486155b5c6a7e1f5, 0x4b1f93c107e39068, 0x650dcb667282e4d5,
            0x1f00b746cca28cdb, 0x025c1f544e5f8459, 0x3f28167b602c00bf, 0x2685b798f87c720f,
        ],
        // 15 * 2^180 B
        [
            0xd982e59ee2face13, 0xee7f8be57aec3942, 0xa6a198fbd8c38719, 0x4b51bdf2386d93df,
            0x70d40b86c96eaf46, 0x51592bde5d7a8dda, 0xd1bbe5eb3b72a698, 0x494e65648519083f,
            0xf2a9d92009b63896, 0x7ae6b45786937b64, 0x7a712201c160002b, 0x333d783db108e19c,
        ],
        // 16 * 2^180 B
        [
            0xdd499cd61ff38640, 0x29cd9bc3063625a0, 0x51e2d8023dd73dc3, 0x4a25707a203b9231,
            0xb9e499def6267ff6, 0x7772ca7b742c0843, 0x23a0153fe9a4f2b1, 0x2cdfdfecd5d05006,
            0x2ab7668a53f6ed6a, 0x304242581dd170a1, 0x4000144c3ae20161, 0x5721896d248e49fc,
        ],
    ],
    // row 19: multiples of 2^190 B
    [
        // 1 * 2^190 B
        [
            0xa57ba4a01efcae9e, 0x769f4beedc308a94, 0xd1f10eeb3603cb2e, 0x4099ce5e7e441278,
            0xd63d8483ef30c5cf, 0x4cd4b4962361cc0c, 0xee90e500a48426ac, 0x0af51d7d18c14eeb,
            0x1ac98e4f8a5121e9, 0x7dae9544dbfa2fe0, 0x8320aa0dd6430df9, 0x667282652c4a2fb5,
        ],
        // 2 * 2^190 B
        [
            0x8e793a7acc36e6e0, 0xf9fab7a37d586eed, 0x3a4f9692bae1f4e4, 0x1c14b03eff5f447e,
            0xa311ddc26b89792d, 0x1b30b4c6da512664, 0x0ca77b4ccf150859, 0x1de443df1b009408,
            0x19647bd114a85291, 0x57b76cb21034d3af, 0x6329db440f9d6dfa, 0x5ef43e586a571493,
        ],
        // 3 * 2^190 B
        [
            0x50c0600f3ae2b7cb, 0x349b6b6d780fe7ba, 0x43b599bb2f87d1d3, 0x46b6e402e66d1acf,
            0xade88cb7a006bfdf, 0x4f8917cf2d0ea457, 0x9cce8dafb8b62407, 0x05302255d06612f6,
            0x38ddfa5fb154fb6a, 0xc799668e72ad19e8, 0xe1d2c5c7a72f88e6, 0x5c22833331b0c599,
        ],
        // 4 * 2^190 B
        [
            0xa66dcc9dc80c1ac0, 0x97a05cf41b38a436, 0xa7ebf3be95dbd7c6, 0x7da0b8f68d7e7dab,
            0xef782014385675a6, 0xa2649f30aafda9e8, 0x4cd1eb505cdfa8cb, 0x46115aba1d4dc0b3,
            0xd40f1953c3b5da76, 0x1dac6f7321119e9b, 0x03cc6021feb25960, 0x5a5f887e83674b4b,
        ],
        // 5 * 2^190 B
        [
            0x52cd5528ccd59310, 0xd1e8db2c71512e73, 0xcbc0e958a28a7a70, 0x67ebead86ef8faea,
            0xdd663e674c2dd837, 0xa8efca5ed367aab6, 0x5384f53f5a996753, 0x7af92429597facc6,
            0x388603713a8ce9bb, 0xa3d9ffa8e8f98155, 0xa0bc01ac4bb18a1a, 0x22bafbc5d240c5fa,
        ],
        // 6 * 2^190 B
        [
            0xca60169c21887119, 0x563baa20f17c3456, 0x50d36a5b36ac11f5, 0x374a0c316eece157,
            0x519cda73aece9aeb, 0x3403face796884dc, 0x53388d3cf96abee3, 0x3bd7be95edfc50ab,
            0x1f54e7b4bd0b5b7e, 0xa1b3ad40626d0653, 0xe6f2e04a333e0055, 0x5dd89a2270c49b99,
        ],
        // 7 * 2^190 B
        [
            0x74827ad0f9bdd9fd, 0x76310bc3cabc20db, 0x8985cbfbd14981a2, 0x04dcf7b775d726e0,
            0xdfb5573804094f13, 0xa196bab268a50523, 0x9cebfcb8bafc5280, 0x03e147fcd30a0c10,
            0x7bde35f5c6e2c8fc, 0x7e91838f2f6715b6, 0xb32a9b4632815cbf, 0x3e6a34fe0d7820e8,
        ],
        // 8 * 2^190 B
        [
            0x9e9628d3a0a643b9, 0xb5c3cb00e6c32064, 0x9b5302897c2dec32, 0x43e37ae2d5d1c70c,
            0x8f6301cf70a13d11, 0xcfceb815350dd0c4, 0xf70297d4a4bca47e, 0x3669b656e44d1434,
            0x387e3f06eda6e133, 0x67301d5199a13ac0, 0xbd5ad8f836263811, 0x6a21e6cd4fd5e9be,
        ],
        // 9 * 2^190 B
        [
            0x32b04bbf81eb77e2, 0x232f177a9bdb2f08, 0x98d04d30eaf06945, 0x510427cd2edb6646,
            0x268c365e9b0890ff, 0x6d8140f55882952b, 0x7e7435381885dd81, 0x31b88fd4f56401a4,
            0x188afaff30a03a9e, 0x722ec9fa8406e492, 0x558c1ae4eaaf648c, 0x1c284fcb7fe2f25c,
        ],
        // 10 * 2^190 B
        [
            0x490c082030af6c10, 0x8667e8f68d654a55, 0x5199c2541b5b792c, 0x6f09107e98bb4e6c,
            0x5465cde4392f68e7, 0xe03fdc0dc887add4, 0xd5c396094b904337, 0x54d17c61d2713d38,
            0x86aa1bc6cb7de286, 0x2c8538a09715f855, 0x6911a2abec1452c1, 0x0907a415f76eeb1c,
        ],
        // 11 * 2^190 B
        [
            0xba74648b9b205f03, 0x4fe712cb43c31d77, 0x94325bfe3d9b3829, 0x5b4737db86af1cbc,
            0xb8e8f40637a6a9fe, 0x74a2f725a45bef03, 0x41e6d4d26dcaa31b, 0x1e681e465c92ef30,
            0x43b487fdd83f48a2, 0xf87a7fa97f37e28e, 0x4a7e8598f1ab97ba, 0x35678d1c801bd80d,
        ],
        // 12 * 2^190 B
        [
            0xef4129126699b2e3, 0x71d30847708d1301, 0x325432d01182b0bd, 0x45371b07001e8b36,
            0xf1c6170a3046e65f, 0x58712a2a00d23524, 0x69dbbd3c8c82b755, 0x586bf9f1a195ff57,
            0xa6db088d5ef8790b, 0x5278f0dc610937e5, 0xac0349d261a16eb8, 0x0eafb03790e52179,
        ],
        // 13 * 2^190 B
        [
            0x7244aae22f79b4ea, 0xc0b657e5631609eb, 0x1841a77b27140be7, 0x6e08ace6dd421175,
            0x05e17740febdc7e6, 0x0f3707538c82ced0, 0x97e9549972497e9d, 0x54625729460f3f72,
            0xf42b94d5c87d8e18, 0x7ab82cfbaa759164, 0xf16f829b6422d43f, 0x308d6d9606a39408,
        ],
        // 14 * 2^190 B
        [
            0x5884e0c7acd88bb7, 0x6aea093ce5eef6d3, 0x64c88ecde80f30aa, 0x57e9c7abc1026313,
            0xbac8adf19b58cf2f, 0x69cfa8f8c5f17fde, 0xa141e06c1ca91259, 0x10e0a62434c58682,
            0xc5abb8dc9a79d84f, 0x517dfc25cbe56318, 0xc7dc3dbda376c2a0, 0x56f5997127cf3178,
        ],
        // 15 * 2^190 B
        [
            0x2628651f3d13d261, 0x32d948d77672c25d, 0xe36dc0b08330c266, 0x694950c7fd280edf,
            0x3bc34061d0aaf22f, 0xe86b4f6368dba2db, 0xd835e2685b121f25, 0x1617c79186191a26,
            0xf65f214b181e7768, 0x19541ec6cbe9a35e, 0x7e5a408f1fe66f72, 0x584990d5744309b4,
        ],
        // 16 * 2^190 B
        [
            0x5140805e0f75ae1d, 0xec02fbe32662cc30, 0x2cebdf1eea92396d, 0x44ae3344c5435bb3,
            0x960555c13748042f, 0x219a41e6820baa11, 0x1c81f73873486d0c, 0x309acc675a02c661,
            0x9cf289b9bba543ee, 0xf3760e9d5ac97142, 0x1d82e5c64f9360aa, 0x62d5221b7f94678f,
        ],
    ],
    // row 20: multiples of 2^200 B
    [
        // 1 * 2^200 B
        [
            0xbc1ef4bd567ae7a9, 0x3f624cb2d64498bd, 0xe41064d22c1f4ec8, 0x2ef9c5a5ba384001,
            0x95fe919a74ef4fad, 0x3a827becf6a308a2, 0x964e01d309a47b01, 0x71c43c4f5ba3c797,
            0xb6fd6df6fa9e74cd, 0xf18278bce4af267a, 0x8255b3d0f1ef990e, 0x5a758ca390c5f293,
        ],
        // 2 * 2^200 B
        [
            0x8ce0918b1d61dc94, 0x8ded36469a813066, 0xd4e6a829afe8aad3, 0x0a738027f639d43f,
            0xa2b72710d9462495, 0x3aa8c6d2d57d5003, 0xe3d400bfa0b487ca, 0x2dbae244b3eb72ec,
            0x980f4a2f57ffe1cc, 0x00670d0de1839843, 0x105c3f4a49fb15fd, 0x2698ca635126a69c,
        ],
        // 3 * 2^200 B
        [
            0x2e3d702f5e3dd90e, 0x9e3f0918e4d25386, 0x5e773ef6024da96a, 0x3c004b0c4afa3332,
            0xe765318832b0ba78, 0x381831f7925cff8b, 0x08a81b91a0291fcc, 0x1fb43dcc49caeb07,
            0x9aa946ac06f4b82b, 0x1ca284a5a806c4f3, 0x3ed3265fc6cd4787, 0x6b43fd01cd1fd217,
        ],
        // 4 * 2^200 B
        [
            0xb5c742583e760ef3, 0x75dc52b9ee0ab990, 0xbf1427c2072b923f, 0x73420b2d6ff0d9f0,
            0xc7a75d4b4697c544, 0x15fdf848df0fffbf, 0x2868b9ebaa46785a, 0x5a68d7105b52f714,
            0xaf2cf6cb9e851e06, 0x8f593913c62238c4, 0xda8ab89699fbf373, 0x3db5632fea34bc9e,
        ],
        // 5 * 2^200 B
        [
            0x2e4990b1829825d5, 0xedeaeb873e9a8991, 0xeef03d394c704af8, 0x59197ea495df2b0e,
            0xf46eee2bf75dd9d8, 0x0d17b1f6396759a5, 0x1bf2d131499e7273, 0x04321adf49d75f13,
            0x04e16019e4e55aae, 0xe77b437a7e2f92e9, 0xc7ce2dc16f159aa4, 0x45eafdc1f4d70cc0,
        ],
        // 6 * 2^200 B
        [
            0xb60e4624cfccb1ed, 0x59dbc292bd5c0395, 0x31a09d1ddc0481c9, 0x3f73ceea5d56d940,
            0x698401858045d72b, 0x4c22faa2cf2f0651, 0x941a36656b222dc6, 0x5a5eebc80362dade,
            0xb7a7bfd10a4e8dc6, 0xbe57007e44c9b339, 0x60c1207f1557aefa, 0x26058891266218db,
        ],
        // 7 * 2^200 B
        [
            0x4c818e3cc676e542, 0x5e422c9303ceccad, 0xec07cccab4129f08, 0x0dedfa10b24443b8,
            0x59f704a68360ff04, 0xc3d93fde7661e6f4, 0x831b2a7312873551, 0x54ad0c2e4e615d57,
            0xee3b67d5b82b522a, 0x36f163469fa5c1eb, 0xa5b4d2f26ec19fd3, 0x62ecb2baa77a9408,
        ],
        // 8 * 2^200 B
        [
            0x92072836afb62874, 0x5fcd5e8579e104a5, 0x5aad01adc630a14a, 0x61913d5075663f98,
            0xe5ed795261152b3d, 0x4962357d0eddd7d1, 0x7482c8d0b96b4c71, 0x2e59f919a966d8be,
            0x0dc62d361a3231da, 0xfa47583294200270, 0x02d801513f9594ce, 0x3ddbc2a131c05d5c,
        ],
        // 9 * 2^200 B
        [
            0x6dba5c8f9bdd5af0, 0x5dab388298627685, 0x26318617b36c2f3a, 0x19f15d90ee023c87,
            0xaa4fcd27c9bda895, 0x0dc6a384bb64d2f8, 0xde8438c292f86064, 0x282092bcbbc4741b,
            0x2c44c1d5219c8f18, 0xaf3554f4519df5cd, 0xf5c63b753ac7a011, 0x6ee4a17943c5c91a,
        ],
        // 10 * 2^200 B
        [
            0xe453a00aead88af3, 0xc87497ecfd33a4a7, 0x9f266a7f86102080, 0x2c879237d4655713,
            0xa21101ae355154cc, 0x7ce7c58cd48c9cd9, 0x0f7fd20292a7a811, 0x1b5468e9d04eb4da,
            0xf587fc9faf9170c7, 0xe5229d84ed2b5c42, 0x7175b09b038cc039, 0x61f0a9f1690336cd,
        ],
        // 11 * 2^200 B
        [
            0x2650b79840a516bb, 0x74b2b2a7fc48f5d1, 0x259d17ad3be4ffb1, 0x3d38fdd1ed6d248b,
            0x7d8597eecc84c0e4, 0x4474a2cdb17f3d32, 0xd675d2a0d14ad2e6, 0x4f1baf94e1155388,
            0x3bb4fca280736be5, 0x91a827c501678297, 0x82f79d317e2e8e26, 0x375700d478c195d9,
        ],
        // 12 * 2^200 B
        [
            0xc09c79b27ec6adb4, 0x4d6f0fc28e1197f4, 0x3daf9d8a0eaf6425, 0x57a55c49a6391d45,
            0x606fbbdfbeb7d071, 0x52186af9a193e66e, 0x9ecc62f3c00c8ed0, 0x2dfb737868344005,
            0x3090f87383948495, 0xebe041ca0f135b8f, 0x482c660a47b49324, 0x2775ade56ff46ee6,
        ],
        // 13 * 2^200 B
        [
            0xb480136d07820aa7, 0x8951459c7a4b2ddb, 0x7ed6c1247d4aed39, 0x7165b7f83fe2ec16,
            0x8e86ddf48d3819de, 0xf5218cb57f3f5424, 0xf9a7eeb3ead0f3aa, 0x74e601892518dfa9,
            0xec93098d9a0fb303, 0x18436ec70a3dc6c0, 0x1fee7ed925260492, 0x2c919f8050f3e49b,
        ],
        // 14 * 2^200 B
        [
            0xd27aa498f819063f, 0x561bd5d84dda158c, 0xedee3ef6966a2c1e, 0x4033f73022320739,
            0xde400065d04ff8d1, 0xb570761aea259bd6, 0x5eaf87c9b55dced7, 0x30755a0e1401d2f3,
            0x12f77a6404879f7c, 0x8448e398d0f68674, 0x3567a981ca732c60, 0x6fcdb5807dcd5497,
        ],
        // 15 * 2^200 B
        [
            0x10e00ff58733abba, 0xe72f18f64e1298f7, 0x9c3f4b4f6094eb6b, 0x3031d7ff646c144d,
            0x4dfd7d0799c1eff2, 0xb3c50cdd013b2f27, 0x3499c13363b32e9f, 0x2cc6e0b79b06dec7,
            0x12a2f9345150668f, 0xcf90cf324c943ad1, 0x21e4eccca29efd12, 0x711f54c64a1b15de,
        ],
        // 16 * 2^200 B
        [
            0xfb735ac2004a35d1, 0x31de0f433a6607c3, 0x7b8591bfc528d599, 0x55be9a25f5bb050c,
            0x3f50a50a4ffb81ef, 0xb1e035093bf420bf, 0x9baa8e1cc6aa2cd0, 0x32239861fa237a40,
            0x0d005acd33db3dbf, 0x0111b37c80ac35e2, 0x4892d66c6f88ebeb, 0x770eadb16508fbcd,
        ],
    ],
    // row 21: multiples of 2^210 B
    [
        // 1 * 2^210 B
        [
            0xc845dfa56de66fde, 0xe152a5002c40483a, 0xe9d2e163c7b4f632, 0x30f4452edcbc1b65,
            0x18fb8a7559230a93, 0x1d168f6960e6f45d, 0x3a85a94514a93cb5, 0x38dc083705acd0fd,
            0x856d2782c5759740, 0xfa134569f99cbecc, 0x8844fc73c0ea4e71, 0x632d9a1a593f2469,
        ],
        // 2 * 2^210 B
        [
            0x3304fb0e63066222, 0xfb35068987acba3f, 0xbd1924778c1061a3, 0x3058ad43d1838620,
            0xb16c62f587e593fb, 0x4999eddeca5d3e71, 0xb491c1e014cc3e6d, 0x08f5114789a8dba8,
            0x323c0ffde57663d0, 0x05c3df38a22ea610, 0xbdc78abdac994f9a, 0x26549fa4efe3dc99,
        ],
        // 3 * 2^210 B
        [
            0x69868d5ffebb50a7, 0xf0743e6b54ce640c, 0x815a098bbb9f9fd4, 0x16e05886620c8c83,
            0x6bd4d462de864067, 0x16156e8e86140488, 0xfcefe07cfd18f4f5, 0x2aab4cdeb6afa0dc,
            0xb25fb012ea8a685a, 0x6ea0cdb37060b971, 0xf294d389f116deea, 0x121d162bda6fe00b,
        ],
        // 4 * 2^210 B
        [
            0x04dbbc17f75396b9, 0x69e6a2d7d2f86746, 0xc6409d99f53eabc6, 0x606175f6332e25d2,
            0x738b38d787ce8f89, 0xb62658e24179a88d, 0x30738c9cf151316d, 0x49128c7f727275c9,
            0x4021370ef540e7dd, 0x0910d6f5a1f1d0a5, 0x4634aacd5b06b807, 0x6a39e6356944f235,
        ],
        // 5 * 2^210 B
        [
            0x86574401de1f0b8b, 0x6bd1215a64352758, 0x509895efd38e4ac8, 0x6078628121b4d1bb,
            0x70e5c27b7db5f6c1, 0xf754110d76a447a6, 0xe7476fb8a019e9c1, 0x12fff160ab3efe68,
            0x37f83bac36dd6b3c, 0x3e40cb74dc025290, 0x6ecf90abade37883, 0x78da471a8077dc0f,
        ],
        // 6 * 2^210 B
        [
            0x94af90407ff40aac, 0xd5ff666f4feb12d2, 0xd34f467544bc1863, 0x792e6ee065d751ff,
            0xf80d81adf1b88c86, 0x9456eda831dd5817, 0xfe5dddb1e60b380c, 0x74b9962ff12a2d8d,
            0x0640531002d9d83b, 0x6d574726588406fb, 0x284b1acc692c2a77, 0x3e761555f0f14eb7,
        ],
        // 7 * 2^210 B
        [
            0x99cb093b01e8fb26, 0x9827991a1a0864f1, 0x124ace20f6c83066, 0x70dd0d5c3332a259,
            0x06e95187577c6496, 0x90c1545b3c2030bc, 0x45340014eb969f43, 0x2318291c4bd40e7e,
            0xbbbcff53fbfa638e, 0xd563fbdd5b5f906f, 0x2c29dd45a31391a1, 0x476a1b78de28d591,
        ],
        // 8 * 2^210 B
        [
            0x1da1965774049e9d, 0xfbcd6ea198fe352b, 0xb1cbcd50cc5236a6, 0x1f5ec83d3f9846e2,
            0x96cd5640df90f3e7, 0x6c3a760edbfa25ea, 0x24f3ef0959e33cc4, 0x42889e7e530d2e58,
            0x8efb23c3328ccb75, 0xaf42a207dd876ee9, 0x20fbdadc5dfae796, 0x241e246b06bf9f51,
        ],
        // 9 * 2^210 B
        [
            0x3fdb342234c38720, 0x14a0814f39dfb0b2, 0x93a03ca2a234d58f, 0x68fa0077621a286f,
            0xb4f279a3bfba8c75, 0x52b59c8dd4da31ef, 0xde08c09eb3999df9, 0x14919d2861314181,
            0xbf4af3bc8bc6fcbd, 0xa93b0d25992cbe3f, 0x8654d1d2bc392f08, 0x7e5772f65bfea242,
        ],
        // 10 * 2^210 B
        [
            0xf8b4ce7012053bed, 0x1684b60a3f38891d, 0x5d8d83a975079bdf, 0x57333db8a78b20e3,
            0xa4498a2f6555415b, 0x3e197ce2f9498020, 0x07ece76067b170ce, 0x344801b82b259a6c,
            0xa33d73be3680dfad, 0x9e41c8a818ae391b, 0x218a8dc30c5f18de, 0x67e4405b048add7a,
        ],
        // 11 * 2^210 B
        [
            0xcbd918becdab4c20, 0x3dcce2fe471a5789, 0x98c79dd0a7fece23, 0x7a97eda3a1c7cc76,
            0x729b2178b9df8abf, 0x2dff8994a2759d67, 0xb0e6a114975e4a5e, 0x2da07d7a9b4128af,
            0xfb7df7aa601d2989, 0x3f01c666fbc27e77, 0x0f470b3f6e1f7968, 0x4e225ed2835b9a7e,
        ],
        // 12 * 2^210 B
        [
            0x7eaafc9a6280bbb8, 0x22a70f12f403d809, 0x31ce40bb1bfc8d20, 0x2bc65635e8bd53ee,
            0x29e68e57ad6e98f6, 0x4c9260c80b462065, 0x3f00862ea51ebb4b, 0x5bc2c77fb38d9097,
            0xe8d5dc9fa96bad93, 0xe58fb17dde1947dc, 0x681532ea65185fa3, 0x1fdd6c3b034a7830,
        ],
        // 13 * 2^210 B
        [
            0x0d772295e5af3331, 0xebca9fc0176e9407, 0x1f8492223bfa7c9e, 0x086ba5215b57e65b,
            0xfefb1c9932a678c6, 0xc44048c3d5b6cdd5, 0xaddda6884499a4f0, 0x63f1730c5ee03a5f,
            0xd634fd5372cea6de, 0x02d0c5052e9134a8, 0xb0ddc54638574cf5, 0x09209d93fd84498f,
        ],
        // 14 * 2^210 B
        [
            0x743ebce89bb1cb45, 0xdea084bde6cc2d39, 0x4ff493b0aa9c7d96, 0x354d55bea1ad5843,
            0x6e68300997ecb7d5, 0xfd235d1e6e8243c6, 0xf896ba2f16ea7685, 0x474fb8e1047add13,
            0x9278a2c01800d98b, 0x067fa63c9b9b6851, 0xc58c8cd71f19907e, 0x5cfbba3d0b564016,
        ],
        // 15 * 2^210 B
        [
            0xea56a35abfec5336, 0xd060af4d93c84b28, 0x786b77bbec38721f, 0x094056fa8ecee5c0,
            0xa87be18267e9a0f7, 0xb2ccd28c2ca7d7a3, 0x536cefff6b7ee198, 0x4c7ea6db6f4bb996,
            0x772969fee6948af3, 0xd88ca5a82c5d34be, 0xa1a39cc7cc372588, 0x757eaa99d8ef6719,
        ],
        // 16 * 2^210 B
        [
            0x9c13a6a52dd8f7a9, 0x2dbb1f8c3efdcabf, 0x961e32405e08f7b5, 0x48c8a121bbe6c9e5,
            0x0a64e28c55dc18fe, 0xe3df9e993399ebdd, 0x79ac432370e2e652, 0x35ff7fc33ae4cc0e,
            0xfc415a7c59646445, 0xd224b2d7c128b615, 0x6035c9c905fbb912, 0x42d7a91274429fab,
        ],
    ],
    // row 22: multiples of 2^220 B
    [
        // 1 * 2^220 B
        [
            0x1e6284c5806b467c, 0xc5f6997be75d607b, 0x8b67d958b378d262, 0x3d88d66a81cd8b70,
            0xcbb5b5556c032bff, 0xdf7191b729297a3a, 0xc1ff7326aded81bb, 0x71ade8bb68be03f5,
            0x8b767a93204ed789, 0x762fcacb9fa0ae2a, 0x771febcc6dce4887, 0x343062158ff05fb3,
        ],
        // 2 * 2^220 B
        [
            0xfce219072a7b31b4, 0x4d7adc75aa578016, 0x0ec276a687479324, 0x6d6d9d5d1fda4beb,
            0xe05da1a7e1f5bf49, 0x26457d6dd4736092, 0x77dcb07773cc32f6, 0x0a5d94969cdd5fcd,
            0x22b1a58ae9b08183, 0xfd95d071c15c388b, 0xa9812376850a0517, 0x33384cbabb7f335e,
        ],
        // 3 * 2^220 B
        [
            0x33bc627a26218b8d, 0xea80b21fc7a80c61, 0x9458b12b173e9ee6, 0x076247be0e2f3059,
            0x3c6fa2680ca2c7b5, 0x1b5082046fb64fda, 0xeb53349c5431d6de, 0x5278b38f6b879c89,
            0x52e105f61416375a, 0xec97af3685abeba4, 0x26e6b50623a67c36, 0x5cf0e856f3d4fb01,
        ],
        // 4 * 2^220 B
        [
            0xbeaece313db342a8, 0xcba3635b842db7ee, 0xe88c6620817f13ef, 0x1b9438aa4e76d5c6,
            0xf6c968731ae8cab4, 0x5e20741ecb4f92c5, 0x2da53be58ccdbc3e, 0x2dddfea269970df7,
            0x8a50777e166f031a, 0x067b39f10fb7a328, 0x1925c9a6010fbd76, 0x6df9b575cc740905,
        ],
        // 5 * 2^220 B
        [
            0xecdfc35b48cade41, 0x6a88471fb2328270, 0x740a4a2440a01b6a, 0x471e5796003b5f29,
            0x42c1192927f6bdcf, 0x8f91917a403d61ca, 0xdc1c5a668b9e1f61, 0x1596047804ec0f8d,
            0xda96bbb3aced37ac, 0x7a2423b5e9208cea, 0x24cc5c3038aebae2, 0x50c356afdc5dae2f,
        ],
        // 6 * 2^220 B
        [
            0xcfed9cdf1b31b964, 0xf486a9858ca51af3, 0x14897265ea8c1f84, 0x784a53dd932acc00,
            0x09dcbf4341c30318, 0xeeba061183181dce, 0xc179c0cedc1e29a1, 0x1dbf7b89073f35b0,
            0x2d99f9df14fc4920, 0x76ccb60cc4499fe5, 0xa4132cbbe5cf0003, 0x3f93d82354f000ea,
        ],
        // 7 * 2^220 B
        [
            0xeaac12d179e14978, 0xff923ff3bbebff5e, 0x4af663e40663ce27, 0x0fd381a811a5f5ff,
            0x8183e7689e04ce85, 0x678fb71e04465341, 0xad92058f6688edac, 0x5da350d3532b099a,
            0xf256aceca436df54, 0x108b6168ae69d6e8, 0x20d986cb6b5d036c, 0x655957b9fee2af50,
        ],
        // 8 * 2^220 B
        [
            0xbdc1409bd002d0ac, 0x66660245b5ccd9a6, 0x82317dc4fade85ec, 0x02fe934b6ad7df0d,
            0xaea8b07fa902030f, 0xf88c766af463d143, 0x15b083663c787a60, 0x08eab1148267a4a8,
            0xef5cf100cfb7ea74, 0x22897633a1cb42ac, 0xd4ce0c54cef285e2, 0x30408c048a146a55,
        ],
        // 9 * 2^220 B
        [
            0xc3f11bc0d628214d, 0x78fb581f08c138ac, 0x3e6043719601a495, 0x50b2e26788b909e5,
            0xbe9baf5acf46bef7, 0x4be0d8303aed3cef, 0x4d95b31c4cac1c56, 0x792cffee64aa813a,
            0x5d237cb5c7a9774d, 0x73e8620e83d29438, 0x824e950923eb8242, 0x5f220d748c170a35,
        ],
        // 10 * 2^220 B
        [
            0xd0e4d71defcbde08, 0x740a5beec53ef746, 0xd3296ca5507f5f98, 0x065ec91096f5e505,
            0x407761d9e118c0ad, 0x535fef8c626da5ba, 0x10566f1786677a75, 0x6b513827d9a9c73a,
            0x2e5c99aac7581142, 0x1d375c0f0dd9306b, 0x0b3094330bcdb0ee, 0x371c7c87888f7218,
        ],
        // 11 * 2^220 B
        [
            0x3bdc2dae712287e0, 0x25c248f5d4c25f09, 0x17ab4f113d9c251f, 0x022a0b14e2dcfaa7,
            0x2ed897ad934c0f37, 0x339bc531c532483a, 0x14f694b34869554b, 0x0ea10c83f155a1a8,
            0xd6b83844cd1a2ac5, 0x2fdb73c6b60111cf, 0x9ab5f3971a8a52b5, 0x5c80eaeb74419d00,
        ],
        // 12 * 2^220 B
        [
            0xe6ed39f44a8f7ba4, 0x1e805ab4f4b9784d, 0xe6fd2f9057d0f6e0, 0x4a60eb2e3b8e39d8,
            0x3951fc193eb7ff76, 0x85f81b4c702f4863, 0x6c27a38fc9a60ed5, 0x40b265cb8b742790,
            0x866662235d5344fe, 0x0d74e93f71b96849, 0x6dfabed4f6283290, 0x3b2d249ec5f970f3,
        ],
        // 13 * 2^220 B
        [
            0x07c42ab0f51f7144, 0x91ce0507ebdacd86, 0x01bde2dc7ed82458, 0x3d542eda6831ad45,
            0x5f9491bb95a4565d, 0x8cfa63153870f29b, 0x7d1477453d244247, 0x498d0f058d895e6f,
            0xf9f5201666f01bd2, 0x7b35507227b24c7a, 0xc6332dfe6847ec1e, 0x427236fe655e9242,
        ],
        // 14 * 2^220 B
        [
            0x36559d24d4b3fc23, 0x74b4539b2f0cd08a, 0xdd714832e032ea3b, 0x7b55aeec85112403,
            0x174cca0a3f68a281, 0x76fac62ec14a50e3, 0x2a4a707557d28d21, 0x563ab43fb8f90035,
            0x02cee67e61cd0c23, 0xde0f53016ee59b92, 0xd0f997bb8b9ceb1a, 0x76f7e3311a1cb641,
        ],
        // 15 * 2^220 B
        [
            0x683cc6836b803ee3, 0x5b355f9dcd19368e, 0x43ca1b22e7bb17b3, 0x5d861828703445d5,
            0xeacb95d4d2e7040a, 0xb8c33275428a1297, 0x54fe84fbd65fb569, 0x4faee859f0039538,
            0x3bae3334fa4c2687, 0xd1b05334311b2aa3, 0xde3f4d6e07d0805c, 0x43443a4573af8af2,
        ],
        // 16 * 2^220 B
        [
            0xbb2e00c9193b877f, 0xece3a890e0dc506b, 0xecf3b7c036de649f, 0x5f46040898de9e1a,
            0x739d8845832fcedb, 0xfa38d6c9ae6bf863, 0x32bc0dcab74ffef7, 0x73937e8814bce45e,
            0xb9037116297bf48d, 0xa9d13b22d4f06834, 0xe19715574696bdc6, 0x2cf8a4e891d5e835,
        ],
    ],
    // row 23: multiples of 2^230 B
    [
        // 1 * 2^230 B
        [
            0x4493896880baaa52, 0x4c98afc4f285940e, 0xef4aa79ba45448b6, 0x5278c510a57aae7f,
            0x12550d37f42ad2ee, 0x8b78e00498a1fbf5, 0x5d53078233894cb2, 0x02c84e4e3e498d0c,
            0xa54dd074294c0b94, 0xf55d46b8df18ffb6, 0xf06fecc58dae8366, 0x588657668190d165,
        ],
        // 2 * 2^230 B
        [
            0x1215505c0d58359f, 0x2a2013c7fc28c46b, 0x24a0a1af89ea664e, 0x4400b638a1130e1f,
            0x0c1ffea44f901e5c, 0x2b0b6fb72184b782, 0xe587ff910114db88, 0x37130f364785a142,
            0x3a01b76496ed19c3, 0x31e00ab0ed327230, 0x520a885783ca15b1, 0x06aab9875accbec7,
        ],
        // 3 * 2^230 B
        [
            0x5cdd5aae407cb59e, 0x2c8de2007591de79, 0x581a3530cea5099c, 0x5d46138d81c78fa8,
            0x0da1e53d33e0c7a9, 0xa09748bab2f154bc, 0x202b092941e7409e, 0x35f1382dfb777685,
            0xae863a66dd75ce87, 0x7952b5ae6773b0c2, 0x9f420e3b8a94d9fe, 0x40edb7b67eb1d1cf,
        ],
        // 4 * 2^230 B
        [
            0x5349acf3512eeaef, 0x20c141d31cc1cb49, 0x24180c07a99a688d, 0x555ef9d1c64b2d17,
            0xc1339983f5df0ebb, 0xc0f3758f512c4cac, 0x2cf1130a0bb398e1, 0x6b3cecf9aa270c62,
            0x36a770ba3b73bd08, 0x624aef08a3afbf0c, 0x5737ff98b40946f2, 0x675f4de13381749d,
        ],
        // 5 * 2^230 B
        [
            0x1604142c4f290f40, 0x55d6d7bc9ccf0cf5, 0xe10c7574b31c5007, 0x409795532a84b7a0,
            0x8661893bb2d75496, 0xd1dc5c01212c93e8, 0x9cfce6b7d0320b1d, 0x47120a214c9dc645,
            0x0364a6574218a7c5, 0x67970be92f280c0f, 0x43e2c1dcb8fa7b5f, 0x09a7ad5aca55aaa3,
        ],
        // 6 * 2^230 B
        [
            0xe878cd8c9f2475bf, 0x7d3eab111628f704, 0x1d78edccc4d5dffa, 0x51e6b17b3a4b6803,
            0x75755046b6c13a80, 0xcc552f01a0ec43b9, 0xbf8f4b51854a0849, 0x36d45bec9a8cc065,
            0x6f58703f86556c2e, 0x663b93783bf8cebc, 0x8bfa513cfd32aa73, 0x52e4a38e699b93dd,
        ],
        // 7 * 2^230 B
        [
            0x30e75aa19726e27e, 0xacce4aa52d66f5fd, 0xa342467e4a044ea3, 0x53bfa50df3c36425,
            0xbde4302ef3bda4af, 0x997454d280f040a5, 0xd5e383b0e376e307, 0x0f1ac574ecb7b193,
            0x51c0a9fab2929430, 0x7a29c693084a6d30, 0xeb2fa1eeef8e2353, 0x2ec0bb1ba585da51,
        ],
        // 8 * 2^230 B
        [
            0xa12ff6d93bdab31d, 0x0725d80f9d652dfe, 0x019c4ff39abe9487, 0x60f450b882cd3c43,
            0x0e2c52036b1782fc, 0x64816c816cad83b4, 0xd0dcbdd96964073e, 0x13d99df70164c520,
            0x014b5ec321e5c0ca, 0x4fcb69c9d719bfa2, 0x4e5f1c18750023a0, 0x1c06de9e55edac80,
        ],
        // 9 * 2^230 B
        [
            0x22e8feab1438db0a, 0x2ee837e00a23886d, 0x9bab307c089e7b06, 0x03650636ebbeed89,
            0x327eb071ee474c45, 0xea62192a3e9dd1eb, 0x357ddcacaa47b36f, 0x6b2dc268924ccc3a,
            0xdea112e5291be11f, 0x114e59e215ae769a, 0x52401e80265dce46, 0x725c6b113c29626f,
        ],
        // 10 * 2^230 B
        [
            0x2853f6bec169da02, 0xc6472c1c4ff56b8e, 0x692b8bbae237703f, 0x73947897ad76c164,
            0x13407f426831ac88, 0x77c06a7be363a91f, 0xc3b572300d1a1ec8, 0x5e95d35542bacef1,
            0x4c460183fd8fcce3, 0x99d4f370ce52c5b8, 0x6a01d49055cad98b, 0x710e0880a3cfa34d,
        ],
        // 11 * 2^230 B
        [
            0x1774e863109e746c, 0xe2a86254d204d688, 0x1201f3065c448daf, 0x7bb66a376fdb5526,
            0xc0acd51fdd373efe, 0x910d56efc7a38380, 0xbf7203bd2b7e5e8b, 0x375ecd3312e9b71e,
            0x2c7b063c26cb0782, 0x5f701c8e495b0800, 0x0fd2f9ab2235c3b5, 0x01de6b4e59d419fc,
        ],
        // 12 * 2^230 B
        [
            0xffd52b40ff6d69aa, 0x34530b18dc4049bb, 0x5e4a5c2fa34d9897, 0x78096f8e7d32ba2d,
            0x990f7ad6a33ec4e2, 0x6608f938be2ee08e, 0x9ca143c563284515, 0x4cf38a1fec2db60d,
            0xa0aaaa650dfa5ce7, 0xf9c49e2a48b5478c, 0x4f09cc7d7003725b, 0x373cad3a26091abe,
        ],
        // 13 * 2^230 B
        [
            0xe13b21287c958e0c, 0xf58940262bba7493, 0xce6515ac369921b5, 0x63e97082bfc52601,
            0xc3e1d5e09fbadd56, 0xbec988cb1188442b, 0xbc3f4e9420d8dc90, 0x6bf76cdaa4b0709b,
            0x6a4cdb3ae1955279, 0x72d4584b4d64ea68, 0xa0617eb4a3d02d3b, 0x16e5d60f0235797e,
        ],
        // 14 * 2^230 B
        [
            0xd3e646597547defe, 0xe846eb7f2a66e7d8, 0xd4f3d305785a962b, 0x2933cc1039f21f51,
            0x655595b08707498f, 0xb27368d5137e0298, 0x4f2403ae97f68182, 0x3e44a6856af9ae90,
            0x11a46865d0b053ab, 0xebb5c69d8983b6c2, 0x0e27894f52c68914, 0x2bcb765e7078f5ff,
        ],
        // 15 * 2^230 B
        [
            0x50b879f43a912845, 0xf6e07ba14136015a, 0xcffb2561e6ed151b, 0x4c53e80e3ee38a52,
            0xbbbf060209918bd7, 0xf63581112c8bee70, 0x08718c35eed6508d, 0x105d516c32666dff,
            0x213e2925d3bf880f, 0x4e56c2929ef5f9d9, 0x3f3a2a7eba2686fb, 0x6e156101de0070c4,
        ],
        // 16 * 2^230 B
        [
            0xf1bea8fb89ddbbad, 0x3bcb2cbc61aeaecb, 0x8f58a7bb1f9b8d9d, 0x21547eda5112a686,
            0xb294634d82c9f57c, 0x1fcbfde124934536, 0x9e9c4db3418cdb5a, 0x0040f3d9454419fc,
            0xdefde939fd5986d3, 0xf4272c89510a380c, 0xb72ba407bb3119b9, 0x63550a334a254df4,
        ],
    ],
    // row 24: multiples of 2^240 B
    [
        // 1 * 2^240 B
        [
            0xe1b7f29362730383, 0x4b5279ffebca8a2c, 0xdafc778abfd41314, 0x7deb10149c72610f,
            0x51f048478f387475, 0xb25dbcf49cbecb3c, 0x9aab1244d99f2055, 0x2c709e6c1c10a5d6,
            0xcb62af6a8766ee7a, 0x66cbec045553cd0e, 0x588001380f0be4b5, 0x08e68e9ff62ce2ea,
        ],
        // 2 * 2^240 B
        [
            0x2f2d09d50ab8f2f9, 0xacb9218dc55923df, 0x4a8f342673766cb9, 0x4cb13bd738f719f5,
            0x34ad500a4bc130ad, 0x8d38db493d0bd49c, 0xa25c3d98500a89be, 0x2f1f3f87eeba3b09,
            0xf7848c75e515b64a, 0xa59501badb4a9038, 0xc20d313f3f751b50, 0x19a1e353c0ae2ee8,
        ],
        // 3 * 2^240 B
        [
            0xb42172cdd596bdbd, 0x93e0454398eefc40, 0x9fb15347b44109b5, 0x736bd3990266ae34,
            0x7d1c7560bafa05c3, 0xb3e1a0a0c6e55e61, 0xe3529718c0d66473, 0x41546b11c20c3486,
            0x85532d509334b3b4, 0x46fd114b60816573, 0xcc5f5f30425c8375, 0x412295a2b87fab5c,
        ],
        // 4 * 2^240 B
        [
            0x2e655261e293eac6, 0x845a92032133acdb, 0x460975cb7900996b, 0x0760bb8d195add80,
            0x19c99b88f57ed6e9, 0x5393cb266df8c825, 0x5cee3213b30ad273, 0x14e153ebb52d2e34,
            0x413e1a17cde6818a, 0x57156da9ed69a084, 0x2cbf268f46caccb1, 0x6b34be9bc33ac5f2,
        ],
        // 5 * 2^240 B
        [
            0x11fc69656571f2d3, 0xc6c9e845530e737a, 0xe33ae7a2d4fe5035, 0x01b9c7b62e6dd30b,
            0xf3df2f643a78c0b2, 0x4c3e971ef22e027c, 0xec7d1c5e49c1b5a3, 0x2012c18f0922dd2d,
            0x880b55e55ac89d29, 0x1483241f45a0a763, 0x3d36efdfc2e76c1f, 0x08af5b784e4bade8,
        ],
        // 6 * 2^240 B
        [
            0xe27314d289cc2c4b, 0x4be4bd11a287178d, 0x18d528d6fa3364ce, 0x6423c1d5afd9826e,
            0x283499dc881f2533, 0x9d0525da779323b6, 0x897addfb673441f4, 0x32b79d71163a168d,
            0xcc85f8d9edfcb36a, 0x22bcc28f3746e5f9, 0xe49de338f9e5d3cd, 0x480a5efbc13e2dcc,
        ],
        // 7 * 2^240 B
        [
            0xb6614ce442ce221f, 0x6e199dcc4c053928, 0x663fb4a4dc1cbe03, 0x24b31d47691c8e06,
            0x0b51e70b01622071, 0x06b505cf8b1dafc5, 0x2c6bb061ef5aabcd, 0x47aa27600cb7bf31,
            0x2a541eedc015f8c3, 0x11a4fe7e7c693f7c, 0xf0af66134ea278d6, 0x545b585d14dda094,
        ],
        // 8 * 2^240 B
        [
            0x6204e4d0e3b321e1, 0x3baa637a28ff1e95, 0x0b0ccffd5b99bd9e, 0x4d22dc3e64c8d071,
            0x67bf275ea0d43a0f, 0xade68e34089beebe, 0x4289134cd479e72e, 0x0f62f9c332ba5454,
            0xfcb46589d63b5f39, 0x5cae6a3f57cbcf61, 0xfebac2d2953afa05, 0x1c0fa01a36371436,
        ],
        // 9 * 2^240 B
        [
            0xd66525cc3814ec1f, 0xccc8a3b9635d7ed4, 0x65f536bc70bee3f3, 0x227098525cc4e6c7,
            0xf187c0785d132cb1, 0x76d0c069c65cc1a5, 0x43032ac34870ac12, 0x2877f9a0e442232d,
            0x3a573765d745ef15, 0xe197e8dae4a9801c, 0x8946bd073f4b6e4e, 0x5b875f2667ba28b0,
        ],
        // 10 * 2^240 B
        [
            0x731d312b48b972a3, 0x69d74f308d26be89, 0xad4484bc5347b001, 0x7d8e4a3588018f31,
            0x1ddec995f8ac8311, 0x8f612186eea43e54, 0xcda4cb09b2d06381, 0x0871258a9aee253d,
            0x6d22a3ea284b370e, 0xeacb986264186085, 0x0badc9058f2757b5, 0x1224c304f6334fee,
        ],
        // 11 * 2^240 B
        [
            0x5b5064010c450bd9, 0x1e18976f6a552bef, 0x45b84c9859931452, 0x701d31686b1f9f8d,
            0xcc20c0b2ceccb06f, 0x2673a9888143f398, 0xb34e55ec8f62ce02, 0x5b951b54e5add586,
            0xfc77e787a513025b, 0x644ecf0d0bd3b909, 0x9a36a530bcc217fe, 0x5132d1e91054c04d,
        ],
        // 12 * 2^240 B
        [
            0xba7eb57d88ac5d88, 0x0ab26a1c44fb4042, 0x0b237dde8fd1dc48, 0x7b9906e88fecc2f9,
            0x6bbce10ba7db2ca3, 0x5c459cdbda20fff6, 0x32ae4fe69cf7a1c0, 0x3891c02063d121b0,
            0x1ec6a0949e185020, 0xa2bbb2d1d56d16f8, 0x7e56177e942136db, 0x7281471bb4839c11,
        ],
        // 13 * 2^240 B
        [
            0x0d297ceff2238316, 0x0a6e368b5e1e4c30, 0x5bbff89c82078dac, 0x5338333f2b2a0fd4,
            0x3bcbdceb0c24a9ac, 0x7dbe29e99afd70fd, 0xc8dcd584c05cb87b, 0x3d13a782285c5ddb,
            0xb9b66afa6c14eadd, 0xa97735cf5032da8e, 0xcf9f881a9c74a2f7, 0x3cd13f5c96468dd1,
        ],
        // 14 * 2^240 B
        [
            0x62e9372c3fceb682, 0x66b222447b291d10, 0xd9dd741003d80f49, 0x6add899bdc503f74,
            0xb6595c4c7a4a71aa, 0x2ecafc0a1d9c2905, 0xebee2be8866095eb, 0x501363db6764bf88,
            0x3199725af0892aeb, 0xb06085fb5b94e32e, 0x3739e087e1e02e3a, 0x3d170bc4477a8b97,
        ],
        // 15 * 2^240 B
        [
            0x8b99c8ee652e4e4e, 0xc6df823bfaf914b8, 0x96086f2d963f2dfb, 0x051d4cbb6f2d13a9,
            0x12378f4e25942853, 0x651b2175e2a6f54a, 0x57191740315e2089, 0x37b9d0188c877b38,
            0x837d7f0144ec87c3, 0x9ab8de11806a25d4, 0x57caf805f66e6696, 0x1a031e6df8015ac8,
        ],
        // 16 * 2^240 B
        [
            0xc11ee5e854c53fae, 0x6a0b06c12b4f3ff4, 0x33540f80e0b67a72, 0x15f18fc3cd07e3ef,
            0xe7547449bc7cd692, 0x0f9abeaae6f73ddf, 0x4af01ca700837e29, 0x63ab1b5d3f1bc183,
            0x32750763b028f48c, 0x06020740556a065f, 0xd53bd812c3495b58, 0x08706c9b865f508d,
        ],
    ],
    // row 25: multiples of 2^250 B
    [
        // 1 * 2^250 B
        [
            0x9c4891e7f6d266fd, 0x0744a19b0307781b, 0x88388f1d6061e23b, 0x123ea6a3354bd50e,
            0xa7738378b3eb54d5, 0x1d69d366a5553c7c, 0x0a26cf62f92800ba, 0x01ab12d5807e3217,
            0x118d189041e32d96, 0xb9ede3c2d8315848, 0x1eab4271d83245d9, 0x4a3961e2c918a154,
        ],
        // 2 * 2^250 B
        [
            0xbf7bbb8a42a975fc, 0x8c5c397796ada358, 0xe27fc76fcdedaa48, 0x19735fd7f6bc20a6,
            0x1abc92af49c5342e, 0xffeed811b2e6fad0, 0xefa28c8dfcc84e29, 0x11b5df18a44cc543,
            0xe3ab90d042c84266, 0xeb848e0f7f19547e, 0x2503a1d065a497b9, 0x0fef911191df895f,
        ],
        // 3 * 2^250 B
        [
            0x585720ad093f064e, 0x8933a66ae1188c96, 0xae7d2640ded8fed7, 0x2b301a7de5328d0d,
            0x6757b80ece590002, 0xa603ef7c34fdb1df, 0xc791dd148bd291e4, 0x492ee64881d55134,
            0x7edc37d8df9b528b, 0xdcce8ce75bde24b0, 0x3477d1654474f941, 0x216fda00c35db2ca,
        ],
        // 4 * 2^250 B
        [
            0x6ab5dcb85b1c16b7, 0x94c0fce83c7b27a5, 0xa4b11c1a735517be, 0x499238d0ba0eafaa,
            0xb1507ca1ab1c6eb9, 0xbd448f3e16b687b3, 0x3455fb7f2c7a91ab, 0x7579229e2f2adec1,
            0xecf46e527aba8b57, 0x15a08c478bd1647b, 0x7af1c6a65f706fef, 0x6345fa78f03a30d5,
        ],
        // 5 * 2^250 B
        [
            0x598e7c39c352063b, 0x7f299159cc4a9a57, 0x7b344792f0cfc72d, 0x362a887bd9ff92ad,
            0x76e80ef89cadd573, 0x6705081898593bf8, 0x3c7567d4f0f5d1de, 0x2771beabfbf7fe19,
            0x3c0e2ac8fe50d8a9, 0x0837484729f9c52b, 0x2e91fcdde9fb5574, 0x59be8b4ead7c315a,
        ],
        // 6 * 2^250 B
        [
            0xee7d63b43e8d3c70, 0x27b057ea2d80214b, 0x4042b5a8ca762131, 0x4d31faf29a354e72,
            0x3da56e5b30772b10, 0xc83e2c39592ed974, 0xb5d11e5669083f6f, 0x79e9ab147028cce0,
            0x554626fcad0c5813, 0x0a0e7cb300784602, 0xc5f6e68087764b42, 0x17a062cace060297,
        ],
        // 7 * 2^250 B
        [
            0xec2b149ffd77b8cf, 0xf7e18585095479cf, 0x60c5ab8e44d412a3, 0x6d848dda9ac9a65d,
            0x6e5dbd4b94253ca2, 0x79bdc38012947c0a, 0x8d2ea2d63206b602, 0x19b9bf4c8d31dea4,
            0x85c7b08d9af6697e, 0x384c537f8938742c, 0xbda7d055310c6639, 0x00faa9dad7af95f8,
        ],
        // 8 * 2^250 B
        [
            0x93d3cbe9bdd8f0a4, 0xdb152c1bfd177302, 0x7dbddc6d7f17a875, 0x3e1a71cc8f426efe,
            0xdf02f95f1015e7a1, 0x790ec41da9b40263, 0x4d3a0ea133ea1107, 0x54f70be7e33af8c9,
            0xc83ca3e390babd62, 0x80ede3670291c833, 0xc88038ccd37900c4, 0x2c5fc0231ec31fa1,
        ],
        // 9 * 2^250 B
        [
            0x446f85d918cb9aaa, 0x3026d93093d5e808, 0xde6921260e3526c2, 0x5b0274e596045305,
            0x1e165f52f96a6ee5, 0x5c1f2e567c6d5829, 0xec9041cfb5b052ec, 0x1746739952d684c4,
            0x345b0095f60f6a17, 0x23856e5bd3736404, 0x5397858e3c2c1739, 0x15300f5876cdc332,
        ],
        // 10 * 2^250 B
        [
            0x371fdd301fd10f94, 0x3d509606e512acc1, 0x695db21179a295ca, 0x1ee359ea28b77934,
            0x2e7556a693d12050, 0x0fb6e675bf68122d, 0xc56e2b7ec411011f, 0x163636743397c4aa,
            0x55943f48c222473c, 0xad8a9a25cbe4f046, 0x7c8962cbc52aa59a, 0x006b56f384c717de,
        ],
        // 11 * 2^250 B
        [
            0xba2cf5948995c62a, 0x52e547ced2d860e5, 0x76de91f4dff1cb06, 0x44b040587e6e6b7f,
            0x71b4fd2662101940, 0xc6f5b22cadc33de0, 0xe9a7ef9963b6c6b2, 0x3bfe0e4efbd62ede,
            0xc5c12787135f1f50, 0xef1f65f532ed5184, 0xb8d4606d48acf7ce, 0x3ef952676302efe3,
        ],
        // 12 * 2^250 B
        [
            0xc422e4d102456e65, 0x87414ac1cad47b91, 0x1592e2bba2b6ffdd, 0x75d9d2bff5c2100f,
            0xfeba911717038b4f, 0xe5123721c9deef81, 0x1c97e4e75d0d8834, 0x68afae7a23dc3bc6,
            0x5bd9b4763626e81c, 0x89966936bca02edd, 0x0a41193d61f077b3, 0x3097a24200ce5471,
        ],
        // 13 * 2^250 B
        [
            0x250c01193997ebdd, 0xbc34be5b609da280, 0x629d2de81cde7101, 0x6e4cbf6bd33277e4,
            0x458bf35367820cc5, 0x90a9b2465eeeb237, 0x103878bfdca97666, 0x2df29426c34f0f7f,
            0xfe430d76a8ecde6b, 0x0aeb27717292ce88, 0x5e25e870b5869951, 0x74ddd25666cefc90,
        ],
        // 14 * 2^250 B
        [
            0x39693b8142eb5d3a, 0xa21c114edae709c8, 0x8937b3207c5c9d87, 0x6d92586bac1613b9,
            0xc9710c71987420b5, 0x8bc563b1a26bad54, 0x4cf3d598b5eb7436, 0x276f8953418fe5d5,
            0xff7eb57913e6f756, 0x2b83a64596a0193b, 0xfb45e4445fb66308, 0x0f84900322aed498,
        ],
        // 15 * 2^250 B
        [
            0xb25c0b033507a42e, 0xb34614248ebf1dc7, 0x14a355c5271f2e1c, 0x4b5aba5177f93e1f,
            0x85802bf25e8f4d87, 0xad2e7b65e80415b7, 0x75edf6be626296f4, 0x5db2d18dc49a7712,
            0x88ba2f2f18d9abf0, 0xf05b47335d901364, 0x901e7c7644263976, 0x6e63bef1a8430a70,
        ],
        // 16 * 2^250 B
        [
            0xa162e7246695c486, 0x131d633435a89607, 0x30521561a0d12a37, 0x56704bada6afb363,
            0x57427734c7f8b84c, 0xf141a13e01b270e9, 0x02d1adfeb4e564a6, 0x4bb23d92ce83bd48,
            0xaf6c4aa752f912b9, 0x5e665f6cd86770c8, 0x4c35ac83a3c8cd58, 0x2b7a29c010a58a7e,
        ],
    ],
]);
