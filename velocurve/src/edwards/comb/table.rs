//! Multiples of the edwards25519 base point for `edwards::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- base > velocurve/src/edwards/comb/table.rs
//! ```
//!
//! (`edwards::table_gen::generate_base_table_source`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Row `r`, entry
//! `j - 1` is `j * 2^(W * PASSES * r) * B` in affine Niels form
//! `(y + x, y - x, 2dxy)`, each coordinate as its canonical value in four
//! little-endian 64-bit words.
//!
//! Parameters: W = 6, PASSES = 1, N = 43 digits, 43 rows of
//! 32 entries.

use super::BaseTable;

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
        // 17 * 2^0 B
        [
            0x92c676ef950e9d81, 0xa54620cdc0d7044f, 0xaa9b36646f8f1248, 0x6d325924ddb855e3,
            0x081386484420de87, 0x8a1cf016b592edb4, 0x39fa4e2729942d25, 0x71a7fe6fe2482810,
            0x6c7182b8a5c8c854, 0x33fd1479fe5f2a03, 0x72cf591883778d0c, 0x4746c4b6559eeaa9,
        ],
        // 18 * 2^0 B
        [
            0xcd0483372c26bbe0, 0x4dd9a6c74d8c96c2, 0x2d84ec7e46c1d22c, 0x4179ae03c67301c3,
            0x9d97f9ea94c4a4b4, 0x2b2875d6601c969d, 0xce4ce556ce6bb51f, 0x1aa89f0535a4af6d,
            0x6c79e6ad449f3eff, 0x329ebebb3315da1a, 0xdaa08951735ac021, 0x6a76f18365b84804,
        ],
        // 19 * 2^0 B
        [
            0xd3777b3c6dc69a2b, 0xdefab2276f89f617, 0x45651cf7b53a16b5, 0x5c9a51de34fe9fb7,
            0x348546c864741147, 0x7d35aedd0efcc849, 0xff939a760672a332, 0x219663497db5e6d6,
            0xf510f1cf79f10e67, 0xffdddaa1e658515b, 0x09c3a71710142277, 0x4804503c608223bb,
        ],
        // 20 * 2^0 B
        [
            0x7d8a5e4e1a8953e7, 0x27f6e4cce3f381ef, 0xadc5fba6efbc708f, 0x7aa95177a3fca356,
            0x3cd89966c3ef6076, 0x54ecbaaf495f3f84, 0x0f0e80bbf3cdfb52, 0x2c3085e1c84f71e4,
            0x1b3da2bab61a40e7, 0xd90acd10793d45be, 0xfb579e7a48f785d8, 0x0c11ce6dfee560ce,
        ],
        // 21 * 2^0 B
        [
            0xc4249ed02ca37fc7, 0xa059a0e3a615acab, 0x88a96ed7c96e0e23, 0x553398a51650696d,
            0x3b6821d23a36d175, 0xbbb40aa7e99b9e32, 0x5d9e5ce420838a47, 0x771e098858de4c5e,
            0x9a12f5d278451edf, 0x3ada5d7985899ccb, 0x477f4a2d9fa59508, 0x5a5ed1d68ff5a611,
        ],
        // 22 * 2^0 B
        [
            0x68d1cc70e3838e9e, 0xec05d0014ddbb6ae, 0x2d11fdb28b323d88, 0x24c264dab96ff547,
            0xe7e308188dab2f97, 0xaf96facb58dfe71c, 0xcb8382cc1a8f67de, 0x68bd2db3a04d373d,
            0xf06ee8439445bb44, 0x40d23c13e31e4698, 0x7a7c1016291454c1, 0x749f6e1e3ccb3d93,
        ],
        // 23 * 2^0 B
        [
            0x1195122afe150e83, 0xcf209a257e4b35d8, 0x7387f8291e711e20, 0x44acb897d8bf92f0,
            0xbae5e0c558527359, 0x392e5c19cadb9d7e, 0x28653c1eda1cabe9, 0x019b60135fefdc44,
            0x1e6068145e134b83, 0xc4f5e64f24304c16, 0x506e88a8fc1a3ed7, 0x150c49fde6ad2f92,
        ],
        // 24 * 2^0 B
        [
            0x7e2a0b6ed603e585, 0x40aeaaf25b6bae17, 0x4e60c16c1f4e0d6c, 0x50e67abc4fd4f990,
            0x513a7d3104f30e5d, 0x7e90f931b6186bfa, 0x8d33a632f4f31a2f, 0x6fb5bc6b411a7982,
            0x91ab6eb937c63dac, 0x6ded3570765b07b1, 0x88e61f27490afbc7, 0x4f0498a7759722be,
        ],
        // 25 * 2^0 B
        [
            0x8e7bf29509471138, 0x5d6fef394f75a651, 0x10af79c425a708ad, 0x6b2b5a075bb99922,
            0xb849863c9cdca868, 0xc83f44dbb8714ad0, 0xfe3ee3560c36168d, 0x78a6d7791e05fbc1,
            0x58bf704b47a0b976, 0xa601b355741748d5, 0xaa2b1fb1d542f590, 0x725c7ffc4ad55d00,
        ],
        // 26 * 2^0 B
        [
            0x28b59437c372eef5, 0x7fd7ad008dd9066e, 0x3b3a868123be6b4f, 0x73ff174e7024a39c,
            0xfb0a3f2780814523, 0x13097a00e1d376f1, 0x98087abf7765427c, 0x64ceb883653cfbf7,
            0xf6970ad05a63cbe3, 0xfdaa8228a7c853b9, 0xec4aebb6b68469c5, 0x71215035d428cd92,
        ],
        // 27 * 2^0 B
        [
            0xe4426715d1cf99b2, 0x7352d51102a20d34, 0x23d1157b8b12109f, 0x794cc9277cb1f3a3,
            0x91802bf71cd098c0, 0xfe416ca4ed5e6366, 0xdf585d714902994c, 0x4cd54625f855fae7,
            0x4af6c426c2ac5053, 0xbc9aedad32f67258, 0x2ad032f10a311021, 0x7008357b6fcc8e85,
        ],
        // 28 * 2^0 B
        [
            0xa4ddf8a569ed734c, 0x353d98a7f5b01881, 0x11729e92d661842a, 0x779d143037bad2b2,
            0x8d420d3ad7046e2a, 0xa485e151c4016d1e, 0x14ef89a2fbbc80e2, 0x6eacc43766349523,
            0xf03be44157371551, 0xc9e093e5463096eb, 0xa78169c9ac21823e, 0x3d6b19ebd18f0945,
        ],
        // 29 * 2^0 B
        [
            0x0b88672738773f01, 0xb8ccc8fa95fbccfb, 0x8d2dd5a3b9ad29b6, 0x06ef7e9851ad0f6a,
            0xd01b9fbb82584a34, 0x47ab6463d2b4792b, 0xb631639c48536202, 0x13a92a3669d6d428,
            0xca93771cc0577de5, 0x7540e41e5035dc5c, 0x24680f01d802e071, 0x3c296ddf8a2af86a,
        ],
        // 30 * 2^0 B
        [
            0xdc002c8f8054d5db, 0xc07637079c55dfe8, 0xbb0d5dce99ecd5c0, 0x32682755caea2f1b,
            0x6c287e588f5111ed, 0x9a09b6e8e88f5c58, 0x24ccdf679e499b38, 0x35e65aa86f6f59da,
            0x30403be93ec09db4, 0x8ea43c0884f5cfa0, 0xce646a7a9922cbe8, 0x688adcea41122f39,
        ],
        // 31 * 2^0 B
        [
            0xaead15f9d914a713, 0xa92f7bf98c8ff912, 0xaff823179f53d730, 0x7a99d393490c77ba,
            0xfceb4d2ebb1f2541, 0xb89510c740adb91f, 0xfc71a37dd0a1ad05, 0x0a892c700747717b,
            0x8f52ed2436bda3e8, 0x77a8c84157e80794, 0xa5a96563262f9ce0, 0x286762d28302f7d2,
        ],
        // 32 * 2^0 B
        [
            0x490a7a45d185218f, 0x9a15377846049335, 0x0060ea09cc31e1f6, 0x7e041577f86ee965,
            0xa94ff858a2888343, 0xce0ed4565313ed3c, 0xf55c3dcfb5bf34fa, 0x0a653ca5c9eab371,
            0x66b2a496ce5b67f3, 0xff5492d8bd569796, 0x503cec294a592cd0, 0x566943650813acb2,
        ],
    ],
    // row 1: multiples of 2^6 B
    [
        // 1 * 2^6 B
        [
            0xed280fbec816ad31, 0x52d9595bd8e6efe3, 0x0fe71772f6c623f5, 0x4314030b051e293c,
            0x0a851b9f679d651b, 0xe108cb61033342f2, 0xd601f57fe88b30a3, 0x371f3acaed2dd714,
            0xd560005efbf0bcad, 0x8eb70f2ed1870c5e, 0x201f9033d084e6a0, 0x4c3a5ae1ce7b6670,
        ],
        // 2 * 2^6 B
        [
            0x5b433149f91b6483, 0xadb5dc655a2cbf62, 0x87fa8412632827b3, 0x60895e91ab49f8d8,
            0x9ffe9e92177ba962, 0x98aee71d0de5cae1, 0x3ff4ae942d831044, 0x714de12e58533ac8,
            0xe9ecf2ed0cf86c18, 0xb46d06120735dfd4, 0xbc9da09804b96be7, 0x73e2e62fd96dc26b,
        ],
        // 3 * 2^6 B
        [
            0x602a2474bfc85576, 0x09b8fca591224407, 0x2cc3d2b86279e9fd, 0x65ec7c43d3b4c016,
            0xb31e44460a705cd5, 0x809c66555015e392, 0xeda56cd65d9d7514, 0x092e4eae014aaf96,
            0x7eccf83d090b5345, 0x9a7bdbd6778fb654, 0x5deeea106e07990b, 0x7d61ea9538afeba2,
        ],
        // 4 * 2^6 B
        [
            0x2eccdd0e632f9c1d, 0x51d0b69676893115, 0x52dfb76ba8637a58, 0x6dd37d49a00eef39,
            0xed5b635449aa515e, 0xa865c49f0bc6823a, 0x850c1fe95b42d1c4, 0x30d76d6f03d315b9,
            0x6c4444172106e4c7, 0xfb53d680928d7f69, 0xb4739ea4694d3f26, 0x10c697112e864bb0,
        ],
        // 5 * 2^6 B
        [
            0xb100cd141371509f, 0x8b0af06e22eb7d74, 0x20ee3ecaec636830, 0x7aa6c994f25de5e1,
            0xe2343c5307783d3a, 0x27cf92ce2b5b0251, 0x575e0272803bf86a, 0x7f244b08a083941d,
            0x325a08f8d0472ed8, 0x0277c0b4e46a1f4c, 0x02530e8d01a4e807, 0x07c52160ba80dfaf,
        ],
        // 6 * 2^6 B
        [
            0x5004e221d5e735a9, 0xda753eacbb54e27c, 0xc5d7338863cd0fb0, 0x1604114d4b989396,
            0xb9c0f58e535c6632, 0x5b4d69c70b4af409, 0xf798f6b0a8e0ddea, 0x7305083644a57207,
            0xe2981dfc925d0823, 0x968a14e035150312, 0xd476e0bb811db765, 0x05b9c530fc1913f9,
        ],
        // 7 * 2^6 B
        [
            0x94654e241dd933f9, 0x6d1b85c8be3d3cca, 0xa96678d4a0789dc9, 0x006cda064b023d5f,
            0xadd2ce3dde2dab8b, 0x526ea4ee3acdac37, 0x6ac460f0db9b3d09, 0x0237cab3aacbc8a9,
            0xd1032585a427c8df, 0x91a67304782c6f99, 0x4e3cc49348db0aa6, 0x41308ffb174221fb,
        ],
        // 8 * 2^6 B
        [
            0x0ca62aa08358c805, 0x6a3d4ae37a204247, 0x7464d3a63b11eddc, 0x03bf9baf550806ef,
            0x6493c4277dbe5fde, 0x265d4fad19ad7ea2, 0x0e00dfc846304590, 0x25e61cabed66fe09,
            0x3f13e128cc586604, 0x6f5873ecb459747e, 0xa0b63dedcc1268f5, 0x566d78634586e22c,
        ],
        // 9 * 2^6 B
        [
            0xf129e978eaab842c, 0x3590ea8546197040, 0x6114d46e83f210d7, 0x77f96118d2827c3b,
            0x3b9d9b298efc987a, 0x7621c39f1b8e8405, 0x562d8223b138357c, 0x18772bd3292390b6,
            0x917ac45cfb826625, 0x021d700f16143617, 0x646707a6b5316f2e, 0x3ab284e47ae8b7ff,
        ],
        // 10 * 2^6 B
        [
            0xf08b8838674c21c7, 0xa2736b488c9c3e8e, 0xc37c30d346f1e0cd, 0x237469ef5c92d22d,
            0x35c98043dadae9dd, 0x5e181c538cb91f4c, 0x25dc6751463de04f, 0x666c44ba20453b87,
            0xc1c93cebcb2b3e41, 0x701da5c5def04858, 0x7dd57325663f6848, 0x600a6e7abacb5ef6,
        ],
        // 11 * 2^6 B
        [
            0xdd865f24f893c6dc, 0xa35d101956cee746, 0x85c0efdef2c19c66, 0x587248f9e52323bf,
            0x73979e914f7ad523, 0x04d54233d5d94241, 0xb32beee9758930e7, 0x38933b0b38d9fb5b,
            0xf525ab7c9dadac73, 0xbafe061ebfdc5eb0, 0xe8f5077c6824d52f, 0x6da90610f72b32ae,
        ],
        // 12 * 2^6 B
        [
            0xa1054285c65a2fd0, 0x6c64112af31667c3, 0x680ae240731aee58, 0x14fba5f34793b22a,
            0x1637a49f9cc10834, 0xbc8e56d5a89bc451, 0x1cb5ec0f7f7fd2db, 0x33975bca5ecc35d9,
            0x3cd746166985f7d4, 0x593e5e84c9c80057, 0x2fc3f2b67b61131e, 0x14829cea83fc526c,
        ],
        // 13 * 2^6 B
        [
            0x123569a22deebadd, 0x987c2f4ba804f207, 0x671bc6a8397b3205, 0x2de7bde47e76eec6,
            0xdd2abe187eda8aac, 0x94f624eb5f8aa442, 0xfff78c133c143125, 0x048e8904544d0b5b,
            0x2f1f38d59d1030b2, 0xb149fbf11b11cf70, 0x90361953b6842d0e, 0x288f7e80eeceb659,
        ],
        // 14 * 2^6 B
        [
            0x0c79bdf1a789a418, 0xf30b5c10e7805c5b, 0x931aee4ad6719430, 0x46256a7a8f0ac315,
            0x0de51f798a3e6b91, 0x1b533a5a5b52819e, 0xeaa933f1fa0f6630, 0x7ecfbb9235072cb4,
            0x1176cf4b3ffd5d02, 0xef644b128f9b2246, 0xc67fa10e27fefb49, 0x57458a1ddf35d13c,
        ],
        // 15 * 2^6 B
        [
            0x00b9d22bb7bbffe1, 0x7ee59dbfc4c542be, 0xad9ed55d77554192, 0x287c7ed62ca99101,
            0x5b9382b4ebbe75a2, 0x92d8d2b20dab2f60, 0x8ce6345b0480158b, 0x7e2b9279081a4b76,
            0x2f7a19b5a992ac00, 0x65ed1f7395e5e600, 0xd367ba0512749675, 0x5ae99eccebc0a210,
        ],
        // 16 * 2^6 B
        [
            0x21e70b2f4e71ecb8, 0xe656ddb940a477e3, 0xbf6556cece1d4f80, 0x05fc3bc4535d7b7e,
            0xff437b8497dd95c2, 0x6c744e30aa4eb5a7, 0x9e0c5d613c85e88b, 0x2fd9c71e5f758173,
            0x24b8b3ae52afdedd, 0x3495638ced3b30cf, 0x33a4bc83a9be8195, 0x373767475c651f04,
        ],
        // 17 * 2^6 B
        [
            0x5c0596d992c6db80, 0xa3bbe4c0d929604f, 0xb40b7cd31dc68531, 0x6a9aaa12e159c384,
            0x01ea7d3fca3cae19, 0x0935eefb85408967, 0x6dded9fbfe7ae4f4, 0x6a0531ae1d9a370d,
            0xf05b260a849eb9f5, 0xc063750cfaccd6a5, 0x682f035afde75ef2, 0x609f50acc56ea698,
        ],
        // 18 * 2^6 B
        [
            0x168fe223ee544846, 0xaad8f273bed99d07, 0x21889dd244db2498, 0x6d47cdf2bc91fa14,
            0xc36f7e235424cf91, 0x1c37a6a912911d65, 0x283e6c38b7ace914, 0x739d00711fa2d71c,
            0x582008138ddc032d, 0x7d40b811ee0131d5, 0xdb8d0d281f6423c6, 0x66591185c119ff85,
        ],
        // 19 * 2^6 B
        [
            0x33ac6e81bc3cbaf4, 0xe607e2c2c945782c, 0x09d8eadc43a86704, 0x5ecd2d90852eea7c,
            0x1f734d6b56486fc2, 0xeb109bc8d3c90bf2, 0xc423b0a2029b583c, 0x451d4cd25009ba98,
            0x80e158fef992ddab, 0xe383c07c0bced5a8, 0xfded98f50fd2c58b, 0x3803a310aaf1fcec,
        ],
        // 20 * 2^6 B
        [
            0x634095cb14246590, 0xef12144016c15535, 0x9e38140c8910bc60, 0x6bf5905730907c8c,
            0x2fba99fd40d1add9, 0xb307166f96f4d027, 0x4363f05215f03bae, 0x1fbea56c3b18f999,
            0x0fa778f1e1415b8a, 0x06409ff7bac3a77e, 0x6f52d7b89aa29a50, 0x02521cf67a635a56,
        ],
        // 21 * 2^6 B
        [
            0xa947092443cbc86e, 0x129b91d63b6e6f00, 0xb67d0381044777d4, 0x334bf7631aae2e74,
            0xde69d0b956e0b3f3, 0x5f34c2ad5cc528f6, 0x4cc2fbfc1864fb43, 0x10da7f81d7fb1e34,
            0x4735ceab47258ec3, 0x38647fa6d86b71fa, 0x5b12538d911aa1fd, 0x0cdd9b47b48cd5c5,
        ],
        // 22 * 2^6 B
        [
            0x50de33b3d8f771d0, 0x143684e8da9e4a3d, 0x0ff1c8ad4147d17e, 0x48885c75e8b27849,
            0x1c2b44bffd761749, 0xbb0ba4fb2ad4c3ff, 0x2496e59b461669f3, 0x640786bf4fd17508,
            0xdcad551d8c0de3e3, 0x5284b88dfacc685f, 0x296ab20d98d3af4b, 0x0903c88d092fe1dd,
        ],
        // 23 * 2^6 B
        [
            0xf3f1b04ac184a20c, 0x71d9c6abb3e2e108, 0xc6990353947080b6, 0x029f06e2aff680c4,
            0x2118eec75a1c30a9, 0x9ffd9593762a9774, 0xf6dd93e083a6a410, 0x038306d8361478c1,
            0x5f79e73f0aae92cc, 0xd6b4f4bd0fed79fc, 0x2b6f0e876ff3bf2c, 0x3366c5dadc6cac49,
        ],
        // 24 * 2^6 B
        [
            0xb1146720772f5ee4, 0xe8f894b196079ace, 0x4af8224d00ac824a, 0x001753d9f7cd6cc4,
            0x513fee0b0a9d5294, 0x8f98e75c0fdf5a66, 0xd4618688bfe107ce, 0x3fa00a7e71382ced,
            0x3c69232d963ddb34, 0x1dde87dab4973858, 0xaad7d1f9a091f285, 0x12b5fe2fa048edb6,
        ],
        // 25 * 2^6 B
        [
            0x3a001d9887023e66, 0x0aded90e27dc9edd, 0x074086e76bd64694, 0x0f97fed69c1a881f,
            0x745a30515bf8ca31, 0x060d58c3303e82cc, 0x021778ec2dd0c252, 0x2279821d868bc9f1,
            0x77277c1a39dd31cd, 0x8776702fa783384d, 0xe939b8afb7f6f7ff, 0x07b22a5b9e10bc1a,
        ],
        // 26 * 2^6 B
        [
            0x12eb6109cc36e8fb, 0x2ea4d988b860c382, 0xdac1ce26faa291e8, 0x091d676f96daf330,
            0x7b4c4f12a335a7c7, 0x278a897615b80124, 0xdb7e579e5de1055e, 0x6f427667bd82616e,
            0x85a2969459dea0de, 0xaab91aae38ee247b, 0xc8d6cb23c8f9bf9f, 0x006d469f960398f8,
        ],
        // 27 * 2^6 B
        [
            0x334c493b187c66ea, 0x66d7565e6f4e7f01, 0x07cbbe5d8caccd3c, 0x4fe34cfe90abd0c6,
            0xc2cd94c246121cf7, 0x6a07ca4297432618, 0xcc66e843f5d15e61, 0x77e1130fbf98c189,
            0xd8b07470c9744b7e, 0x50114f89af0765fd, 0xc781c293a8e0b78e, 0x073f9b2f486cfc34,
        ],
        // 28 * 2^6 B
        [
            0xdf2b7c26ad6f1e92, 0x4b66d323504b8913, 0x8c409dc0751c8bc3, 0x6f7e93c20796c7b8,
            0x71f0fbc496fce34d, 0x73b9826badf35bed, 0xd2047261ff28c561, 0x749b76f96fb1206f,
            0x1f5af604aea6ae05, 0xc12351f1bee49c99, 0x61a808b5eeff6b66, 0x0fcec10f01e02151,
        ],
        // 29 * 2^6 B
        [
            0x8948824d7f0fc5e8, 0xefa202482bbfadc2, 0x6cd714d1632343c3, 0x1114a456d7e7611e,
            0x888a99ffcad25a6a, 0x5da28139bbcfe863, 0x21463b7dc98b1fff, 0x66951b7978452d5b,
            0x6a9709c4e3de1bba, 0xde69f0aebc28aa5a, 0xc3095c28f3c96b3f, 0x724c90eaa42f299b,
        ],
        // 30 * 2^6 B
        [
            0x997c7bf8fd402084, 0xdcadb7b9aabaf490, 0xf825db68313aea52, 0x7616af379623eee2,
            0x121cfc174a1628f2, 0xf708776e4280b097, 0xc1bdecd7ce4ab33c, 0x153278f1da7df8aa,
            0xafb2fe7ddd8ae2b2, 0x53a41f04cd10f68c, 0xe079820b421d3430, 0x001fb7a61325f5f9,
        ],
        // 31 * 2^6 B
        [
            0x9120a41790c60be1, 0xe92d21f48ed871f3, 0xc799e455ebe059f1, 0x1eb34c5b101dfb08,
            0x9d8178d4ca6c8e54, 0xbc7def1a85d5b658, 0xcd5d087cf9c98225, 0x1a5e68432aaea1c0,
            0x3b9cf34f879f5bfc, 0x8df10c28316ff15b, 0x24857565da723621, 0x2363e7296d533810,
        ],
        // 32 * 2^6 B
        [
            0x3df2d29dc4244e45, 0x2b020e7493d8de0a, 0x6cc8067e820c214d, 0x413779166feab90a,
            0x644d58a649fe1e44, 0x21fcaea231ad777e, 0x02441c5a887fd0d2, 0x4901aa7183c511f3,
            0x08b1b7548c1af8f0, 0xce0f7a7c246299b4, 0xf760b0f91e06d939, 0x41bb887b726d1213,
        ],
    ],
    // row 2: multiples of 2^12 B
    [
        // 1 * 2^12 B
        [
            0x97d980e0aa39f7d2, 0x35d0384252c6b51c, 0x7d43f49307cd55aa, 0x56bd36cfb78ac362,
            0x9267806c567c49d8, 0x066d04ccca791e6a, 0xa69f5645e3cc394b, 0x5c95b686a0788cd2,
            0x2ac519c10d14a954, 0xeaf474b494b5fa90, 0xe6af8382a9f87a5a, 0x0dea6db1879be094,
        ],
        // 2 * 2^12 B
        [
            0x15baeb74d6a8797a, 0x7ef55cf1fac41732, 0x29001f5a3c8b05c5, 0x0ad7cc8752eaccfb,
            0xaa66bf547344e5ab, 0xda1258888f1b4309, 0x5e87d2b3fd564b2f, 0x5b2c78885483b1dd,
            0x52151362793408cf, 0xeb0f170319963d94, 0xa833b2fa883d9466, 0x093a7fa775003c78,
        ],
        // 3 * 2^12 B
        [
            0xb8e9604460a91286, 0x7f3fd8047778d3de, 0x67d01e31bf8a5e2d, 0x7b038a06c27b653e,
            0xe5107de63a16d7be, 0xa377ffdc9af332cf, 0x70d5bf18440b677f, 0x6a252b19a4a31403,
            0x9ed919d5d36990f3, 0x5213aebbdb4eb9f2, 0xc708ea054cb99135, 0x58ded57f72260e56,
        ],
        // 4 * 2^12 B
        [
            0xda6d53265b0fd48b, 0x8960823193bfa988, 0xd78ac93261d57e28, 0x79f2942d3a5c8143,
            0x78e79dade9413d77, 0xf257f9d59729e67d, 0x59db910ee37aa7e6, 0x6aa11b5bbb9e039c,
            0x97da2f25b6c88de9, 0x251ba7eaacf20169, 0x09b44f87ef4eb4e4, 0x7d90ab1bbc6a7da5,
        ],
        // 5 * 2^12 B
        [
            0x1a07a3f496b3c397, 0x11ceaa188f4e2532, 0x7d9498d5a7751bf0, 0x19ed161f508dd8a0,
            0x9acca683a7016bfe, 0x90505f4df2c50b6d, 0x6b610d5fcce435aa, 0x19a10d446198ff96,
            0x560a2cd687dce6ca, 0x7f3568c48664cf4d, 0x8741e95222803a38, 0x483bdab1595653fc,
        ],
        // 6 * 2^12 B
        [
            0xd6cf4d0ab4da80f6, 0x82483e45f8307fe0, 0x05005269ae6f9da4, 0x1c7052909cf7877a,
            0xfa780f148734fa49, 0x106f0b70360534e0, 0x2210776fe3e307bd, 0x3286c109dde6a0fe,
            0x32ee7de2874e98d4, 0x14c362e9b97e0c60, 0x5781dcde6a60a38a, 0x217dd5eaaa7aa840,
        ],
        // 7 * 2^12 B
        [
            0x8bdf1fb9be8c0ec8, 0x00bae7f8e30a0282, 0x4963991dad6c4f6c, 0x07058a6e5df6f60a,
            0x9db7c4d0248e1eb0, 0xe07697e14d74bf52, 0x1e6a9b173c562354, 0x7fa7c21f795a4965,
            0xe9eb02c4db31f67f, 0xed25fd8910bcfb2b, 0x46c8131f5c5cddb4, 0x33b21c13a0cb9bce,
        ],
        // 8 * 2^12 B
        [
            0x9aafb9b05ee38c5b, 0xbf9d2d4e071a13c7, 0x8eee6e6de933290a, 0x1c3bab17ae109717,
            0x360692f8087d8e31, 0xf4dcc637d27163f7, 0x25a4e62065ea5963, 0x659bf72e5ac160d9,
            0x1c9ab216c7cab7b0, 0x7d65d37407bbc3cc, 0x52744750504a58d5, 0x09f2606b131a2990,
        ],
        // 9 * 2^12 B
        [
            0xe9e5be888a20a7f7, 0x9bd6f5cc558c5a5c, 0xddf8b008af552e84, 0x116e1153a977c1cc,
            0xf91b10337c461ed6, 0xeb806f74f6712f69, 0x646bf7b38ab63572, 0x03d47fbe3cb7f31e,
            0x3d6fda586d9d979c, 0x9ddc2cb9abd4fa56, 0x10b0bc2fc15b45a0, 0x2b12ac93e785719c,
        ],
        // 10 * 2^12 B
        [
            0x9a4f3f29fcc30b11, 0x63a1a1da7e4292de, 0x054efd0329c2ad1f, 0x0a9fe12092de6931,
            0x4fdc1c7ee78c76c9, 0x6abd3772d0ce9aa6, 0xf4bf5bda5314943e, 0x0ad7c2de168960c8,
            0xc814d2831f960d1c, 0x9c2f767a2352c56d, 0x0661d4ac7b91bcd3, 0x16599a9ec8369711,
        ],
        // 11 * 2^12 B
        [
            0x82985d4dca61559d, 0xd860823ca521ba3e, 0x1341ca0657542ed6, 0x488e714c13dcc777,
            0x95769cf7615b82c7, 0x08d839f07acd4a3f, 0xba2bc9f8239f774d, 0x602fce51fa2c7eb1,
            0x618d0eacf65c21ca, 0xa6c545e803019019, 0x45e3371f4ead3db6, 0x1a6ab8920d406cac,
        ],
        // 12 * 2^12 B
        [
            0xd4f360a6dee7e770, 0x3f772c92aeb8d1a1, 0x56d285c994642b97, 0x379ab59dd61522e6,
            0x7fc248bcab71e8d1, 0x808f98cf21704d38, 0xfb0a44b702776f92, 0x5dfe1c6403d74752,
            0xe24bd528d7522bf5, 0x728a997adaecda9e, 0x43bf96242d82b1e5, 0x79dfb624bd76ca49,
        ],
        // 13 * 2^12 B
        [
            0xe28684062c0194a7, 0xf65424ca5c287dde, 0x984dd45280b05c12, 0x1314def640a4b71d,
            0xfb07dc1340a1792c, 0x4ff68158b0756bec, 0x93005e2d70afb525, 0x1a68aef642e93958,
            0x2f8398cb1b513049, 0xe4b6b43a2209fdda, 0x619f6539771ea893, 0x3c9c9f56d416dd06,
        ],
        // 14 * 2^12 B
        [
            0xd00a3921a0deed15, 0x9f0f7f3d17e47823, 0x3205433c42d98e99, 0x0fe3db25d5fba9f2,
            0xb16482b01b43a8d5, 0xd5800740669bb6db, 0xb6ffcdbfa4228d1d, 0x3fa68d344769e7e8,
            0x4925d4002027e1ae, 0x3d440a5cd7a641d5, 0xf0616768590c019c, 0x37c7aec10adc76fb,
        ],
        // 15 * 2^12 B
        [
            0xdd3725d86f094e7d, 0x8034e2203733ae68, 0x095eed75fc59f506, 0x06fc745449c332ae,
            0x76a7024c8b1240a1, 0x37f94d05621887cf, 0xb1bfd008faa103dd, 0x3333658994e8bd48,
            0x06b46ca94f413848, 0xc51ab9dae48720fe, 0x940b58b80f37b64c, 0x4880953c7d34e4d8,
        ],
        // 16 * 2^12 B
        [
            0x7e234c597c6691ae, 0x64889d3d0a85b4c8, 0xdae2c90c354afae7, 0x0a871e070c6a9e1d,
            0x40e87d44744346be, 0x1d48dad415b52b25, 0x7c3a8a18a13b603e, 0x4eb728c12fcdbdf7,
            0x3301b5994bbc8989, 0x736bae3a5bdd4260, 0x0d61ade219d59e3c, 0x3ee7300f2685d464,
        ],
        // 17 * 2^12 B
        [
            0xde3450697f5b75de, 0x63dc4a0f400cc5fe, 0x917c7d0ffcdcc51c, 0x716aa935ba0ecafe,
            0xf60ef58b7bdbda99, 0xf1cff217b04cf272, 0x2c03c2536cc281e0, 0x61d0fd94fdd17fda,
            0x75ecc9042d7010bb, 0xb8216c062d67a4a0, 0x3f8e01ce58cd8911, 0x1a026827ee306229,
        ],
        // 18 * 2^12 B
        [
            0xc3d84ed59edc2312, 0xda10ba422437a623, 0x65c7e76e364b42cd, 0x5b441c265d33eec1,
            0xa6fb99658bf34219, 0x7f57e521696754c7, 0xad1b86152d89371a, 0x566f0ce6ceefc555,
            0xd4a2376f5372b868, 0x03b6e45f86e9ecf7, 0xadf8cc6cb1d50bbb, 0x3da7265fa8d93ddc,
        ],
        // 19 * 2^12 B
        [
            0x6ff086007239d2e0, 0x380c3c528de32ecd, 0x8d14d5c8a276fc04, 0x5c7cff0ce61e49a8,
            0x4fbe9a338a12d54f, 0x8bf34c0df30c70b9, 0xf82f8c20a1d7b414, 0x13bfe2e7355c693c,
            0xc601152edef3023b, 0x64a5a7f25ce13895, 0x5088840de4bf295d, 0x404265e11d1b7d3f,
        ],
        // 20 * 2^12 B
        [
            0x57bb259508cd1471, 0x09ffbae91d06bb30, 0x0845628627336cec, 0x64685f208164ace3,
            0x20b8b28eaffd75f7, 0x060963645bb3ccc2, 0xb9a5ead23ae13825, 0x681aa88b2c17cc1a,
            0xc448c9d0e5369f76, 0xec2007b71d7b7b6d, 0xac220d41d3aefcd3, 0x62f3c67d5e265d18,
        ],
        // 21 * 2^12 B
        [
            0x9fda53c044f7e8dc, 0xac6d030c1fc8a118, 0xc4b3e5bdf7cc2335, 0x40bc9f936d7aacde,
            0x27af39e42c4ec6c2, 0xd7655fb9891d4cee, 0x1603bfd742dfc625, 0x418d8435230ec5db,
            0x65ee531093d02f6a, 0xb27dd976d3171dd3, 0xf7889472cd2ce513, 0x6f9dfe178e58ac73,
        ],
        // 22 * 2^12 B
        [
            0xd33e2152b1848752, 0x38b9177fbf1a3fa1, 0x199de2af947136e7, 0x5c36d454b4f225d3,
            0xfded64f8fe5bbdff, 0x9c332251ac0d41a4, 0x566ccf9a6866e897, 0x68bcd7e42ae7b6d0,
            0xbe3f774054883b84, 0x9a4bb0d5f6b80603, 0xbacec0d2f21d6b34, 0x12f6a1199c03dbce,
        ],
        // 23 * 2^12 B
        [
            0x11ffe4455f9a5d5f, 0xa3e9bea9a94d4e97, 0x966b4316730837ec, 0x5c3887b454e3002f,
            0x38324cdea5ddb3bb, 0x1d13d0e33829ffda, 0x19423bd12f1c1dc4, 0x1e7e86b45e98dd3d,
            0x3799c7751b67e340, 0x975515bfa334d08e, 0x875cac41620d3075, 0x6a64db4c79c21675,
        ],
        // 24 * 2^12 B
        [
            0x9ceea9b34e0cad1a, 0xbe8f806df8f2a75a, 0xddab5c46b7ab028d, 0x16a292a96b0cd785,
            0xe7570019a3aeffb9, 0x673546676aff58e3, 0xb4a74bbab68aa025, 0x341be6e189d315fd,
            0x2346ae4cd6292da2, 0x8ce4f4670e2dae28, 0x4a3d2d94ccdf6f9e, 0x4351147c9f75bc28,
        ],
        // 25 * 2^12 B
        [
            0x28db20c14d4c28e0, 0x89c393d968c60ff5, 0x4f9ee63ebaba1d9a, 0x2f3beb8ce7eff460,
            0x0729a97589ebfab0, 0xf3711de4f56ed608, 0xb388d883d04a7896, 0x0c6a9f7223574abd,
            0x92650d4b364a9972, 0x7602a6f03849f069, 0x3abdee75254f82c2, 0x67f499f5f9d94d10,
        ],
        // 26 * 2^12 B
        [
            0x5963e6c9d84e0c3e, 0x14e0c91e1412b9f5, 0x572200bee28c86f1, 0x07f2e40382292017,
            0xcc82546f22b941f7, 0x949417ad6f8f9a83, 0xa8cb0ce5cfccf1c2, 0x5530ccfa40a930c1,
            0xa03205b05c478891, 0xa19c00057edbcd96, 0x8751773bfc96d4c5, 0x442ca8f82d98fc1f,
        ],
        // 27 * 2^12 B
        [
            0x38644c040504c8d1, 0xe8c60a22c378e953, 0x1dd3594b908533c2, 0x560ffacd51d8bcaf,
            0xee2a9fe055b523d3, 0x91a5e87099a21dad, 0x027a11037030110b, 0x000495b265685438,
            0x94de8baad3f81144, 0xb0c615f72cd6a992, 0xd8fdc7f39dc35a3c, 0x7fecdf28b2ec11db,
        ],
        // 28 * 2^12 B
        [
            0x8c4d90d0769ab291, 0x61966737769d2481, 0xcbd9e65c2775aea2, 0x7ac31e46169c66e3,
            0x2d3e4c7dd435efff, 0x374529834da2b443, 0xdce746efd48ec598, 0x57f3959e8e43389c,
            0x852317e844dbfc50, 0xe79c397442a39d37, 0x092c5bb9863d9df1, 0x5142370ac8fd4f09,
        ],
        // 29 * 2^12 B
        [
            0xa01e22ca144cc937, 0x10273b9edde1bab9, 0xd40caeb05cf64b23, 0x129a13cc03dcaccf,
            0x277556314cb2662e, 0xd9575d4398049d33, 0xda3fdff885e3e97f, 0x476279e31ab2bd9c,
            0x409fcc16bd190569, 0xba5faf0452617a54, 0x090fc02614a3d993, 0x793b36997faaa993,
        ],
        // 30 * 2^12 B
        [
            0xdfcb1d0d0adc482e, 0xe406fff9d853a2dc, 0x9ed922f0dff954e5, 0x1a9aea2ada1270ba,
            0xc6753621ebb50064, 0x88910a8e5bbe0579, 0xa7c05019709752f9, 0x14fdf49816ddede4,
            0x260365cbdd0b9979, 0x630a169845398eb3, 0xe3a8b3079e5cb62f, 0x7b9e948198039ec5,
        ],
        // 31 * 2^12 B
        [
            0xaf44cc8e6dd83773, 0x4188d7be792cd29c, 0x9f99c7359536daa2, 0x3e6db3212ccd7d56,
            0x55023c442d5f53ea, 0xbea910d1215a4f3e, 0x0f0f9c889722cee4, 0x6fe06a9a17368a43,
            0xb91e5586217a8ee8, 0x4d52ec87aa9ccd11, 0x42eacedd808763b3, 0x36b49951abdb4ed9,
        ],
        // 32 * 2^12 B
        [
            0x43fa7947841e7518, 0xe5c6fa59639c46d7, 0xa1065e1de3052b74, 0x7d47c6a2cfb89030,
            0xf5d255e49e7dd6b7, 0x8016115c610b1eac, 0x3c99975d92e187ca, 0x13815762979125c2,
            0x3fdad0148ef0d6e0, 0x9d3e749a91546f3c, 0x71ec621026bb8157, 0x148cf58d34c9ec80,
        ],
    ],
    // row 3: multiples of 2^18 B
    [
        // 1 * 2^18 B
        [
            0x81214e06db096ab8, 0x21a8b6c90ce44f35, 0x6524c12a409e2af5, 0x0165b5a48efca481,
            0x72b2bf5e1124422a, 0xa1fa0c3398a33ab5, 0x94cb6101fa52b666, 0x2c863b00afaf53d5,
            0xf190a474a0846a76, 0x12eff984cd2f7cc0, 0x695e290658aa2b8f, 0x591b67d9bffec8b8,
        ],
        // 2 * 2^18 B
        [
            0x85c4932115e7792a, 0xc64c89a2bdcdddc9, 0x9d1e3da8ada3d762, 0x5bb7db123067f82c,
            0x7f9ad19528b24cc2, 0x7f6b54656335c181, 0x66b8b66e4fc07236, 0x133a78007380ad83,
            0x0961f467c6ca62be, 0x04ec21d6211952ee, 0x182360779bd54770, 0x740dca6d58f0e0d2,
        ],
        // 3 * 2^18 B
        [
            0x836dd0b66735aa76, 0xb63fffdfd3531ec9, 0xf4f1893b2a374f38, 0x3f591c4e0c4f896e,
            0xfca061e4810fed7b, 0x5f0d5474cf9a4ceb, 0x0a1f08244f70fd85, 0x6c62b751b795ee96,
            0x147fd9fa35f26feb, 0x085f027218b6505b, 0x43df16387b7fa58f, 0x317be8e4d6916011,
        ],
        // 4 * 2^18 B
        [
            0x3906c72aed261ae5, 0x9ab68fd988e100f7, 0xf5e9059af3360197, 0x0e53dc78bf2b6d47,
            0x50b70bf5d3f0af0b, 0x4feaf48ae32e71f7, 0x60e84ed3a55bbd34, 0x00ed489b3f50d1ed,
            0xb90829bf7971877a, 0x5e4444636d17e631, 0x4d05c52e18276893, 0x27632d9a5a4a4af5,
        ],
        // 5 * 2^18 B
        [
            0x92f92320e65e24da, 0xf68d724e88bb404c, 0xa544992cd57bb11f, 0x5c8af833cbd1490a,
            0x9669591337d24fd7, 0x24eeb28c8a4cc1f9, 0x67a7eb8e38d512ea, 0x2f9af126b44128be,
            0x7a13c627e9f91c81, 0x2e50760cd394392f, 0xe67a278ca9bb42bb, 0x611cec409a0a4caa,
        ],
        // 6 * 2^18 B
        [
            0x3d05c5a39260aa18, 0x2d112bf304a0d258, 0x522d2957fdcee7d9, 0x3c6152b41c284605,
            0xb1022fb4e15775d9, 0x63fbb991a7462859, 0x15b08afc67012453, 0x261aa2786e1597f2,
            0x0e75e722d86bda57, 0x85f3af1e31452661, 0xb430b8093db1b923, 0x209734ea7813e725,
        ],
        // 7 * 2^18 B
        [
            0x99dc1985e7ddd7e6, 0xb8b32ad0a8128eab, 0x39c82e13b9169379, 0x6cd405c509ab111f,
            0xe48d8ad358dc54a3, 0xc946888b184dc277, 0x544937bee9db00b9, 0x5f7a8bfeb4fa4480,
            0x6473331b7e85d0f1, 0x0fc622c88ab93968, 0x5e4ff97ffc8ee60f, 0x295e48f349c0c943,
        ],
        // 8 * 2^18 B
        [
            0xa98285d187eaffdb, 0xa5b4fbbbd8d0a864, 0xb658f27f022663f7, 0x3bbc2b22d99ce282,
            0xd11ff05154b260ce, 0xd86dc38e72f95270, 0x601fcd0d267cc138, 0x2b67916429e90ccd,
            0xb917c952583c0a58, 0x653ff9b80fe4c6f3, 0x9b0da7d7bcdf3c0c, 0x43a0eeb6ab54d60e,
        ],
        // 9 * 2^18 B
        [
            0x12c4c3228a5381e3, 0xc1cbda73af799e06, 0x35f62cafde299002, 0x682323225d28ef90,
            0x54bddeeab947acd1, 0x43707e0ab6951a36, 0x983dd1c1c5ccc362, 0x13ef35e9145dbad6,
            0x388c7e5af4a58e3a, 0xa32516e988ac8073, 0xff76eb80df1ec273, 0x34ac94dbae78be34,
        ],
        // 10 * 2^18 B
        [
            0x86eb5220f4020998, 0x1a83c09eae1e5fde, 0x3eaf4d091574574d, 0x24fd3690e1548687,
            0x7ba32d95fd15a010, 0xdc349de5ed862612, 0x0c1a8ae67f83d376, 0x09ff02dc372d1b84,
            0x7bf99454cd5f8ec5, 0x42373c7926c7d3b0, 0x5c21443bb513b392, 0x42b69e702c90f2ea,
        ],
        // 11 * 2^18 B
        [
            0xb973fa7af95ff3ca, 0xde01d73ea67611d9, 0x97f0373120299bf2, 0x6ddc5020f834ed05,
            0x01b6f024ffd3b2f4, 0xa01a63af03a4e53a, 0xe702e99c2ceee4be, 0x61daa76a99505e0c,
            0x56e11af66b3901f6, 0x1ed9a30966e9da4d, 0xfed5d123f72fb361, 0x0332ec9df719169c,
        ],
        // 12 * 2^18 B
        [
            0x3ac6322357875fe8, 0xd9d4f4ecf5fbcb8f, 0x8dee8493382bb620, 0x50c5eaa14c799fdc,
            0x396966a46d4a5487, 0xf811a18aac2bb3ba, 0x66e4685b5628b26b, 0x70a477029d929b92,
            0xdd0edc8bd6f2fb3c, 0x54c63aa79cc7b7a0, 0xae0b032b2c8d9f1a, 0x6f9ce107602967fb,
        ],
        // 13 * 2^18 B
        [
            0x4b0c13fad20c124f, 0x3722fb0053a199ef, 0x2213fff210ed558e, 0x0a4d3dcaf4efe9cd,
            0x4fe73b2fc8a68663, 0xcca25f5cc0b4b79f, 0x371cce730346c4e4, 0x76419113ddb73da2,
            0x5ab45ad5009137c0, 0x0a738d6f19d2c227, 0xd7919e406697686d, 0x4d010cdefa805bb9,
        ],
        // 14 * 2^18 B
        [
            0x82287e10263cc3cf, 0x63f568a53ccf3d82, 0x039f7520539cc73a, 0x45fc79a47a3354c2,
            0xcc9910fc0f603697, 0x5580b5baec5e2103, 0x644a98a69055acd2, 0x5b05f1ba46f1bc0f,
            0x752d07f08f216451, 0x2c49d71fb792a540, 0xeffccaefcd02fd8e, 0x31d8724dbb7336ca,
        ],
        // 15 * 2^18 B
        [
            0x5cf3ad946f5c699b, 0xf7a484118821ca0e, 0xe31593327b1cde72, 0x7649c7b2ae32280f,
            0xb27e5cd155c17222, 0x9e52ed83fc1682f2, 0x817437d7b1ad7022, 0x3fc4374d76ca3533,
            0x789cb81e912d545d, 0x7f647d0c9ab88223, 0xaf8b4c72fbda59dc, 0x02695456868529f1,
        ],
        // 16 * 2^18 B
        [
            0x139693063520e0b5, 0x437fcf7c88ea03fe, 0xf7d4c40bd3c959bc, 0x699154d1f893ded9,
            0xad1054b1cde1c22a, 0xc4a8e90248eb32df, 0x5f3e7b33accdc0ea, 0x72364713fc79963e,
            0x315d5c75b4b27526, 0xcccb842d0236daa5, 0x22f0c8a3345fee8e, 0x73975a617d39dbed,
        ],
        // 17 * 2^18 B
        [
            0xbf62e4e2b72f7cdd, 0xf2010a7ad02605ab, 0x708323ea75185701, 0x3c1c08c1856a69e8,
            0xe51ac588fb329336, 0x0632f1cd19e7cc36, 0x216f659738248efa, 0x476c359075c192a3,
            0x771ee719e28d30d5, 0x6e48fc9f7c92e3de, 0x06d77defa1be368b, 0x0445d28eb2f4813c,
        ],
        // 18 * 2^18 B
        [
            0x63e1187e2fea8a29, 0x3f404bef491a9eda, 0xebffa9837d88905e, 0x15799e40aed0aa52,
            0xda19823892e195e0, 0x67e9d7c1e00f32a7, 0xab05bd72be610464, 0x75db5416da1fffb7,
            0x2a1a0429994e4541, 0x7bf277293bb4a114, 0xa374e6db3714fbf4, 0x48d0627f889739ed,
        ],
        // 19 * 2^18 B
        [
            0x144a9c2424a72c7b, 0xab582dce92d2f8f2, 0x34ce84cd1a1d88d6, 0x46362415f6f06655,
            0x39855d136d71f5d3, 0xfe2f068552b4a014, 0xb844a913615f8bf1, 0x1c381ac7dafcd78c,
            0xec897578d0f775d1, 0x8a645c2510cd11b1, 0x29af4ba65f3230c0, 0x64e14bef501e9d3a,
        ],
        // 20 * 2^18 B
        [
            0x6f37f392f4433e46, 0x0e19b9a11f566b18, 0x220fb78a1fd1d662, 0x362a4258a381c94d,
            0xe4024df96375da10, 0x78d3251a1830c870, 0x902b1948658cd91c, 0x7e18b10b29b7438a,
            0x9071d9132b6beb2f, 0x0f26e9ad28418247, 0xeab91ec9bdec925d, 0x4be65bc8f48af2de,
        ],
        // 21 * 2^18 B
        [
            0x51571a1eec6ce9bb, 0xddf1e5de36c3f41c, 0xd7bcb8fd2f894730, 0x34456421faeb431c,
            0x54dba0bf74bd35a5, 0x0202fdb804cbadd2, 0xa33331eaa1640ac2, 0x0c251fe72522c8eb,
            0x9e115f8395074e7d, 0x99ed9d4cd9478a21, 0xa09fc0ab5c5bd930, 0x78ece5581adfc79c,
        ],
        // 22 * 2^18 B
        [
            0xfccfde2b70003c7f, 0x6df3a26bedaa518a, 0xb6fe6bc65f651f5f, 0x2b7942f061c59ebf,
            0x38e0724b9e9c0018, 0x624f00b54588b843, 0x2bcb1feef02db67e, 0x00ec03c8e388f671,
            0xd380911a2c7d49cb, 0x87036e52050c65c4, 0x9544959ab63ebb93, 0x236e63c9180da43c,
        ],
        // 23 * 2^18 B
        [
            0xb293fe7528fa016d, 0x224bd1caf52e8930, 0xf68818fa541a5106, 0x772eb43ad0b56b92,
            0x76ebbf13ec44d455, 0x6bf43df693d0305e, 0x624b5780ec9d5b76, 0x4547aaf2e9f10e62,
            0x119e364f0bf2dc74, 0x2ecb397fb95641c5, 0x52ba1c450c7217cf, 0x026a4d945a7e9d73,
        ],
        // 24 * 2^18 B
        [
            0x1d50fba257c26234, 0x7bd4823adeb0678b, 0xc2b0dc6ea6538af5, 0x5665eec6351da73e,
            0x78487feba36e7028, 0x5f3f13001dd8ce34, 0x934fb12d4b30c489, 0x056c244d397f0a2b,
            0xdb3ee00943bfb210, 0x4972018720800ac2, 0x26ab5d6173bd8667, 0x20b209c2ab204938,
        ],
        // 25 * 2^18 B
        [
            0xeb066751dc88b6c8, 0x6a992691e32c4f6b, 0xfcb4dadb8e3dbfbf, 0x05846d03e50fcb8a,
            0x2ab23d8bace4d105, 0xa3fee137b22791cc, 0x4628c2bb027dc1b7, 0x6879fd2a1dff0b12,
            0x9d5e2cab54165143, 0x218e691747bace5e, 0xaeccaf67662f5934, 0x7982db01b40bf5c6,
        ],
        // 26 * 2^18 B
        [
            0x7afef3ae79b06f2c, 0x19924fc4760f6912, 0xf9f717bec8d4ac6f, 0x5e5f2fe46456ae07,
            0x8ff2a100ac3b93ac, 0x04a468cc6f37a2a0, 0xcca6889533724b63, 0x72433828bf7cb200,
            0xa95098e94624583d, 0x54407b209e65e011, 0x7d731d3836c32544, 0x165c1b31201ebcb5,
        ],
        // 27 * 2^18 B
        [
            0xa6f7da47ec60b031, 0xd67c88b62ccfd1ed, 0x0360a013b9e9ba9a, 0x70ad08e754a04122,
            0xee27a18ac70dcd87, 0x469ad553314ed3ed, 0x9b35d0b439f22984, 0x1d041c021cd71449,
            0xbaf9e29741b1ef2e, 0xece4fa32ba4799bf, 0x2dd7338a6a146be5, 0x3d777845263ce8e8,
        ],
        // 28 * 2^18 B
        [
            0x1fcca94516bd3289, 0x448d65aa41420428, 0x59c3b7b216a55d62, 0x49992cc64e612cd8,
            0x549e342ac07fb34b, 0x02d8220821373d93, 0xbc262d70acd1f567, 0x7a92c9fdfbcac784,
            0x65bd1bea70f801de, 0x1befb7c0fe49e28a, 0xa86306cdb1b2ae4a, 0x3b7ac0cd265c2a09,
        ],
        // 29 * 2^18 B
        [
            0x4598993c39dcf171, 0x138ecc0d68a1e7ad, 0xfb5adc9a20e4ec54, 0x25d29226ba51e4c8,
            0xb63bf2487a971528, 0x2d121b9b981a745a, 0xc70d57e9fc9ff88e, 0x6af28aeba78f3901,
            0xd2017705b8c9b18c, 0x0b9caa5d9cd91b48, 0xbad364a732099639, 0x06892ce27d5af829,
        ],
        // 30 * 2^18 B
        [
            0x7f29958d67d73c7f, 0x66e6682233cd6643, 0x1f85463ce92def25, 0x0f7c9be31bcc5ae8,
            0x391e7a815d8833b5, 0x4f3d553df1158c6c, 0xbf1fc7dc13f7444a, 0x762fdd08adce9be5,
            0x19faa95ad5b82d82, 0x09ecf3ebc1c97913, 0xe2064eeaf09effec, 0x77e7975bffdd830c,
        ],
        // 31 * 2^18 B
        [
            0xb3d50121b94c7fc4, 0xee5f96dec4de5ff6, 0xdbeb7b795269776c, 0x1c14226965342d66,
            0xc27c78b80cc4451f, 0x8f84b3867a84517f, 0xcd513906c5a70415, 0x1b084a5c1db82555,
            0xd18834ff6e6e3dd8, 0x7258274227c37eea, 0x94a64515635857ed, 0x6e117b944528f952,
        ],
        // 32 * 2^18 B
        [
            0xf0d54e4f22ed39a7, 0xa2aae91e5608150a, 0xf421b2e9eddae875, 0x31bc531d6b7de992,
            0x822bee438c01bcec, 0x530cb525c0fbc73b, 0x48519034c1953fe9, 0x265cc261e09a0f5b,
            0xdf3d134da980f971, 0x7a4fb8d1221a22a7, 0x3df7d42035aad6d8, 0x2a14edcc6a1a125e,
        ],
    ],
    // row 4: multiples of 2^24 B
    [
        // 1 * 2^24 B
        [
            0x231a8c570478433c, 0xb7b5270ec281439d, 0xdbaa99eae3d9079f, 0x2c03f5256c2b03d9,
            0xdf48ee0752cfce4e, 0xc3fffaf306ec08b7, 0x05710b2ab95459c4, 0x161d25fa963ea38d,
            0x790f18757b53a47d, 0x307b0130cf0c5879, 0x31903d77257ef7f9, 0x699468bdbd96bbaf,
        ],
        // 2 * 2^24 B
        [
            0xd8dd3de66aa91948, 0x485064c22fc0d2cc, 0x9b48246634fdea2f, 0x293e1c4e6c4a2e3a,
            0xbd1f2f46f4dafecf, 0x7cef0114a47fd6f7, 0xd31ffdda4a47b37f, 0x525219a473905785,
            0x376e134b925112e1, 0x703778b5dca15da0, 0xb04589af461c3111, 0x5b605c447f032823,
        ],
        // 3 * 2^24 B
        [
            0x3be9fec6f0e7f04c, 0x866a579e75e34962, 0x5542ef161e1de61a, 0x2f12fef4cc5abdd5,
            0xb965805920c47c89, 0xe7f0100c923b8fcc, 0x0001256502e2ef77, 0x24a76dcea8aeb3ee,
            0x0a4522b2dfc0c740, 0x10d06e7f40c9a407, 0xc6cf144178cff668, 0x5e607b2518a43790,
        ],
        // 4 * 2^24 B
        [
            0xa02c431ca596cf14, 0xe3c42d40aed3e400, 0xd24526802e0f26db, 0x201f33139e457068,
            0x58b31d8f6cdf1818, 0x35cfa74fc36258a2, 0xe1b3ff4f66e61d6e, 0x5067acab6ccdd5f7,
            0xfd527f6b08039d51, 0x18b14964017c0006, 0xd5220eb02e25a4a8, 0x397cba8862460375,
        ],
        // 5 * 2^24 B
        [
            0x7815c3fbc81379e7, 0xa6619420dde12af1, 0xffa9c0f885a8fdd5, 0x771b4022c1e1c252,
            0x30c13093f05959b2, 0xe23aa18de9a97976, 0x222fd491721d5e26, 0x2339d320766e6c3a,
            0xd87dd986513a2fa7, 0xf5ac9b71f9d4cf08, 0xd06bc31b1ea283b3, 0x331a189219971a76,
        ],
        // 6 * 2^24 B
        [
            0x26512f3a9d7572af, 0x5bcbe28868074a9e, 0x84edc1c11180f7c4, 0x1ac9619ff649a67b,
            0xf5166f45fb4f80c6, 0x9c36c7de61c775cf, 0xe3d4e81b9041d91c, 0x31167c6b83bdfe21,
            0xf22b3842524b1068, 0x5068343bee9ce987, 0xfc9d71844a6250c8, 0x612436341f08b111,
        ],
        // 7 * 2^24 B
        [
            0x8b6349e31a2d2638, 0x9ddfb7009bd3fd35, 0x7f8bf1b8a3a06ba4, 0x1522aa3178d90445,
            0xd99d41db874e898d, 0x09fea5f16c07dc20, 0x793d2c67d00f9bbc, 0x46ebe2309e5eff40,
            0x2c382f5369614938, 0xdafe409ab72d6d10, 0xe8c83391b646f227, 0x45fe70f50524306c,
        ],
        // 8 * 2^24 B
        [
            0x62f24920c8951491, 0x05f007c83f630ca2, 0x6fbb45d2f5c9d4b8, 0x16619f6db57a2245,
            0xda4875a6960c0b8c, 0x5b68d076ef0e2f20, 0x07fb51cf3d0b8fd4, 0x428d1623a0e392d4,
            0x084f4a4401a308fd, 0xa82219c376a5caac, 0xdeb8de4643d1bc7d, 0x1d81592d60bd38c6,
        ],
        // 9 * 2^24 B
        [
            0xf39b5e2fb96d7927, 0x5e5242ab0058e7b6, 0x18f1243c39916052, 0x020942e935297571,
            0xcb86f273ce33f6b7, 0x9d8d708ccc3ad645, 0xc2c16f9dcdad4a90, 0x3efa77e59257ee8b,
            0x0d57fd32710f3bed, 0x27d8fd5b1aacce7c, 0xe7f07bfc461b07cb, 0x1d8ac21dc63b68d6,
        ],
        // 10 * 2^24 B
        [
            0x11a51e5bbe353f24, 0xf932f18d3e66012d, 0x6f597b5250887546, 0x525a9fde17283815,
            0x13d43e0287c313a6, 0xfedd14f1055344e6, 0x782c84e2fe51500d, 0x3b9f59bd9751c16a,
            0x5592ff695cf4dbdb, 0xe00e98e8ccd2e096, 0xf05f6c3c9ef73072, 0x3f38f7079c229cc0,
        ],
        // 11 * 2^24 B
        [
            0x765de4ec079efb0a, 0xf4f6b41d9774881f, 0xe732c9db4f71a25a, 0x1cb4bed7bcd62ac6,
            0x4a1a2046c3534fa5, 0x54a256443cc055dd, 0x90cc26b66f764aa1, 0x27f08814afd6797a,
            0xb9ebd67fbba4e2f6, 0x36c2ee062b43d434, 0x2ed505ef9b789ad3, 0x1f1ed5cbf78f2b91,
        ],
        // 12 * 2^24 B
        [
            0xc40e62a64e81d56a, 0x68ce3ad116ae0300, 0x0d32986354c6d140, 0x2e0b57a610d083fa,
            0x21c07292614f8a6c, 0xadbf479bd603ad1b, 0x9d81ec39b876cea0, 0x6dc7ff88b338680f,
            0x48d5f25c53631816, 0xfb6bcbbad1a87164, 0xa7e803ea5665156b, 0x492330cb35bd5243,
        ],
        // 13 * 2^24 B
        [
            0x7e23f7315847ad08, 0xea1a6074fbb18c9e, 0x30960be075cc903a, 0x2f27ac1a1a183f88,
            0x1d3a94d227aa4bd3, 0x2262ac41e862dbaf, 0xdf08a50d0e613ad0, 0x22026a7ec75406df,
            0xe20bfb142be22e4c, 0x0a5a6e47a43f2412, 0x80fe55f44e3479f7, 0x57cfc844ab269062,
        ],
        // 14 * 2^24 B
        [
            0x01e36c0bfaba393d, 0x9c0c05f88d4e73c2, 0xaf07b9131a0efaf4, 0x2d1055ad59a5eebb,
            0xa2e852488a9b7da8, 0x673eebb29cd4ec72, 0xe8bc466ff72f820b, 0x6f0239bf756732b5,
            0xa990c20ebb69ea28, 0xc88b8c5460d650f3, 0xf68f9e8969b30776, 0x200979ad9e4b6b43,
        ],
        // 15 * 2^24 B
        [
            0x06aeba56fc8c48ec, 0x0e2d15d25110ef82, 0x93751cd393c40df4, 0x6eb6ae25a1a2e285,
            0xa742130565ed86ad, 0xc6e0d50943fca0d4, 0x0d47ea9f7518db71, 0x7a8ff7474616c3d8,
            0xc4f5fe9a30d21bd3, 0xb6deff003810a093, 0xfc29112c2c6ef4ef, 0x2c52163e459793fb,
        ],
        // 16 * 2^24 B
        [
            0x3a4a369a2f89c8a1, 0x63137a1d7c8de80d, 0xbcac008a78eda015, 0x2cb8b3a5b483b03f,
            0xd833d7beec2a4c38, 0x2c9162830acc20ed, 0xe93a47aa92df7581, 0x702d67a3333c4a81,
            0x36e417cbcb1b90a1, 0x33b3ddaa7f11794e, 0x3f510808885bc607, 0x24141dc0e6a8020d,
        ],
        // 17 * 2^24 B
        [
            0xd3dd39867176aca7, 0x345936be815b3962, 0xc2eb6e68f8350f6d, 0x12403ada9ffb9352,
            0x71eb6f61367d8229, 0xe58060a2f633455b, 0xcacaae07a26056bf, 0x3bb665a8f601b2ba,
            0xcd67de490727082e, 0x4a235cadbb5ec71b, 0x9953373523c8217d, 0x56ba0557920677bd,
        ],
        // 18 * 2^24 B
        [
            0xfdf412ee4f4f7524, 0x3e1fcf715d7fb641, 0x9117c8b6c9028d0d, 0x6c497c763f0ac20e,
            0x5a9338c7b5ad4bb1, 0x94e22dd2430d22e5, 0xa21ab16d014966f0, 0x01521d613cf77a03,
            0x052a3d7829829a4e, 0x7a137accc165472e, 0x81433cf948e34544, 0x7505fbc316591fa4,
        ],
        // 19 * 2^24 B
        [
            0x5b73a41c1e3f0891, 0xe35821cfeb40f3c1, 0x5c692bdd043bce64, 0x47c1de166fae36d5,
            0xbbeca5b6729cb93c, 0x258f2001462e61c7, 0xdf255c2bcb469090, 0x02d2929c14b91786,
            0x03c7ff62fc95ad73, 0x4cae2a1d42e2a7e3, 0xe7e9b89f70c6eeaa, 0x025ba9b3eb0201ea,
        ],
        // 20 * 2^24 B
        [
            0xf535fdb16d126dd6, 0xfdfdf9eb5825f640, 0x18f9497c0a7ebd80, 0x2a5457f084604dda,
            0xb49813014c7da302, 0x038ce3fea4cf1534, 0x9f537354808545d0, 0x43b5c8277f768d0a,
            0x16e54a066b92adac, 0x43b4277cac91d305, 0x27c2f246f7684fa8, 0x2482a0c53a16fd6c,
        ],
        // 21 * 2^24 B
        [
            0x34c6b192d3f1c157, 0x834f8a9cbd85b28c, 0x220cb3814ee89bc2, 0x509e1e3b532ec20d,
            0x6ddc6541a2ef7d99, 0x22c8c50cd1041327, 0xd3d4378206296a0c, 0x5af9b0571544f8ff,
            0x878c6dad612464dd, 0x6685a824256840c3, 0xe17a918fb88780ff, 0x4b1447b5b89851be,
        ],
        // 22 * 2^24 B
        [
            0xcb54281be16a9bf6, 0x15b8b382764fd50b, 0xafb8c740202a6501, 0x7c6757423069a029,
            0x794de61bdb6dbc29, 0xd74d78d7892679f9, 0xfdbc9b59ce48017b, 0x42b3346ede94b13c,
            0x87c96c733487e8fa, 0x15592272391135ad, 0x39c869b52c7cb550, 0x4644bddd95ede602,
        ],
        // 23 * 2^24 B
        [
            0x02f6aa6eaffd2905, 0x38287bfe2276b78b, 0xef2055e2644e431d, 0x53860aab837599e5,
            0x50355cec3a2af95c, 0x133fbb33203b48ba, 0xa21e73275db3c0f9, 0x641364e6eba4cf36,
            0x8c2a01aa75dd8add, 0x7738843e82b5db3a, 0x26ded173453f4d82, 0x28a9d1afc8fbe0cd,
        ],
        // 24 * 2^24 B
        [
            0x698116c3b21e6c5a, 0xb599a6c3ba17e0bc, 0x91eb2c52070e40a2, 0x59c2b81c84fe60dc,
            0xf6da138ccf479c4d, 0x3e63453c0ea5f849, 0x123ee948652cf9aa, 0x2e745d925defc76d,
            0x8852adde036cf224, 0x0dcf92b2a3ffb390, 0x5a785971bfa64bbf, 0x5f05fe366c4a24fd,
        ],
        // 25 * 2^24 B
        [
            0xba7fceb168d22690, 0x416f84128a7b6ea5, 0x433858f1720ed620, 0x6dc63e34e98a0037,
            0xca040d4ce328b378, 0x57b20c0ae69bc1df, 0x8f54ddc8e9abab29, 0x6ba8af0cf942780c,
            0xa9d02db1b4780fc5, 0xb01e6c1c0db12f0e, 0xa305c5cb73252353, 0x5eeffd363c7d74db,
        ],
        // 26 * 2^24 B
        [
            0x60e742c9e2286e84, 0x450a9f0aad4256a3, 0xe444c1dce7ba89ec, 0x15907f3e97fe9914,
            0xee432afa5658c2db, 0xcf58674f67e76fe9, 0x8dd627c1b187f7d3, 0x71dba0fb6216b372,
            0xaa7af0a17bcd6a58, 0x0a04c07ca2b31bc8, 0xfd0e63341f285ba1, 0x6ce611f30aeda9c9,
        ],
        // 27 * 2^24 B
        [
            0x2045dad481f5aeb5, 0x4c8938182108b88b, 0x302d38a60dff0cf4, 0x5d1f6ba50b68ffdc,
            0x4428220eaeb03b91, 0xd2ce475140bec4d2, 0xc61774ad595dfa75, 0x32eee01a49645693,
            0x1a55187c085307c7, 0x4c5ea67d40784497, 0xb922eee5020c1973, 0x26b2c2300582c9ea,
        ],
        // 28 * 2^24 B
        [
            0x2dc05b3a0381ec71, 0x1609b3d61daa281b, 0xe160a9c7b42a32d4, 0x0b6c8795f5403c38,
            0x07886b25334830be, 0x00f5a7d0e46422ed, 0xcd3e81616bb0b41e, 0x5dd823df37aebb06,
            0xe0907a9c485f6e9a, 0xe469ce36437277db, 0x189ab4dac7cdc904, 0x4988e90b9300f4c8,
        ],
        // 29 * 2^24 B
        [
            0x525663a303397e64, 0x45ce9f50300102d4, 0x99c828a75ba5a091, 0x057a98851c1fe2f8,
            0xb939a2003ebb58ff, 0x3f37410044ee1cf0, 0xf027a91eab59f238, 0x3ed945b3214f1d7d,
            0xe62ec45b2b427690, 0xc3945ec8e0dd4831, 0xd729589a3388a525, 0x28305c6031b3de1b,
        ],
        // 30 * 2^24 B
        [
            0x71349f54b18d6cc2, 0x624aea215d461953, 0x4c8219d981be02eb, 0x3aa2ba5720c33c3d,
            0xe5eed1c367c172cf, 0x526cdb14787f53ce, 0x27d6142b0815d79b, 0x37b097135ac7de9b,
            0x2d55321f494be127, 0x89e94bac8a72b2e9, 0xd65dd4b4b26f21e6, 0x23b4f23b08e18dcc,
        ],
        // 31 * 2^24 B
        [
            0xc38a8917f468a333, 0xca44b008cab2137b, 0x6ae081ec65a34553, 0x3a8d7cb259a473e2,
            0x1bc25776fb410225, 0xfb0c1c7c1b80c29c, 0x9a0c88c72bbcb7aa, 0x74527fb765026f0d,
            0xdbed1822c01133be, 0x8d1aa6c6d782d3af, 0xcf083c34b3cdce1d, 0x7f3c1d61b34d167c,
        ],
        // 32 * 2^24 B
        [
            0x91925dccbd83157d, 0x3ca1205322cc8094, 0x28e57f183f90d6e4, 0x1a4714cede2e767b,
            0x59f73c773fefee9d, 0xb3f1ef89c1cf989d, 0xe35dfb42e02e545f, 0x5766120b47a1b47c,
            0xdb20ba0fb8b6b7ff, 0xb732c3b677511fa1, 0xa92b51c099f02d89, 0x4f3875ad489ca5f1,
        ],
    ],
    // row 5: multiples of 2^30 B
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
        // 17 * 2^30 B
        [
            0x0bc50b3347b2523a, 0x5f0d5a175368b54c, 0xf6b6a0c347343a37, 0x2df52c04de35d217,
            0xddabef4542881d48, 0x887b05807d5d1e21, 0xfec3c217b73a99d6, 0x3920ad30bf03427a,
            0x03c3de3dc86101e4, 0x7d13510ee8cfdaf4, 0x84e31cd228c29582, 0x561a092ebdbca130,
        ],
        // 18 * 2^30 B
        [
            0x63942be040936c3d, 0x7ed6bb3d68467ef0, 0x547266851cbaff2e, 0x1dbab6e7fa3b2005,
            0x3bf35ec9b3ceb24f, 0xdbcb44c4463c5c63, 0x825b140a1fb87869, 0x0a3825009c853e5e,
            0xbba6ef99287b083c, 0xec9172d5c3a7ac8e, 0x3effc08a1cb2b46e, 0x063b0b33c94c9cde,
        ],
        // 19 * 2^30 B
        [
            0xbfaac854dfe4a6a6, 0xc89506b1a0822380, 0x2ae3e8c63b1d9976, 0x040fc0b1f30e8a92,
            0xa376af356b9f54cf, 0x05d5df1c48ec7ce4, 0xdba54056ce862175, 0x3af5671e5529ff5a,
            0xa53cf88211c310ae, 0x71b5df415254ae00, 0xa963cfc196da30f4, 0x6f850ec589aa192e,
        ],
        // 20 * 2^30 B
        [
            0xd19b4aabfe097be1, 0xa46dfce1dfe01929, 0xc3c908942ca6f1ff, 0x65c621272c35f14e,
            0xa7ad3417dbe7e29c, 0xbd94376a2b9c139c, 0xa0e91b8e93597ba9, 0x1712d73468889840,
            0xe72b89f8ce3193dd, 0x4d103356a125c0bb, 0x0419a93d2e1cfe83, 0x22f9800ab19ce272,
        ],
        // 21 * 2^30 B
        [
            0xe4235b19d9583a94, 0xeeb9181d85e37b8d, 0x97d067d18f1a8746, 0x138168c161f80662,
            0xb9a8562fb003abad, 0x43522a2eca095173, 0x6e2cecd399a28a45, 0x4c38720c60ada8a9,
            0xb78733267dd4169b, 0x38f20c4bfaeed52b, 0x471ef3b5353ad3a2, 0x32fb3c8eeb2be1b5,
        ],
        // 22 * 2^30 B
        [
            0x6cb12d1ff746316b, 0xd85916193e851a41, 0x91122e4fac32481e, 0x3c896348995b9d59,
            0x32ce3657a9d16b2a, 0x983cbe25a3758aa5, 0x8d943747ed1a844a, 0x031a931d213c81a9,
            0xc0f4c0f485ecabbc, 0x24bff6743a352ba9, 0x6e1eb923d337363a, 0x43685cf59056d204,
        ],
        // 23 * 2^30 B
        [
            0x844b0b0726d3086b, 0xcdaac4527d6e5808, 0xdf7ececf90a4bf46, 0x1872eaa5e2350a17,
            0xfeee2d8152da2563, 0x4d9caae8110a9071, 0x28ffa1b407bacebb, 0x64074cf9970c7289,
            0xbb506d910378743a, 0x569582ef416c53f5, 0x15c90d3f31d47ce7, 0x06839fb51582a330,
        ],
        // 24 * 2^30 B
        [
            0x42029fdd9a6efdac, 0xb912cebe34a54941, 0x640f64b987bdf37b, 0x4171a4d38598cab4,
            0x605a368a3e9ef8cb, 0xe3e9c022a5504715, 0x553d48b05f24248f, 0x13f416cd647626e5,
            0xfa2758aa99c94c8c, 0x23006f6fb000b807, 0xfbd291ddadda5392, 0x508214fa574bd1ab,
        ],
        // 25 * 2^30 B
        [
            0xec09fd1c9959951f, 0x685dd3601acabaec, 0x4266011696e9586a, 0x0d46e4e09bd78fca,
            0xcd979eabfbf7168f, 0x89ec57f2f19e9a22, 0xb9e1ff4366af8762, 0x59c5918c404be430,
            0x161cfd8bf20618e1, 0x8b883ebd9f7aafd2, 0x7b3529ca8b46d4f6, 0x2f85df3530a543c4,
        ],
        // 26 * 2^30 B
        [
            0xc26af4b2d95309be, 0x2f90c97cd3539f48, 0xffcd82c33768c296, 0x10d3c44e7354588f,
            0xa9fb40a5e11e4809, 0x72ffadcf4272150a, 0xf554190b2a9e2e72, 0x63e2fe20262c2d54,
            0x38654f311521a067, 0x48804e64f5cee106, 0xda18a03f116f2f37, 0x0239b2fad2537912,
        ],
        // 27 * 2^30 B
        [
            0xce89f6ca29a3a8a9, 0xde74b1debcaded05, 0xc9aba27cf1321844, 0x496d6ea4d5ac34fd,
            0x9b58a741e243875d, 0xbcd0034034823afd, 0x64e8d3b27ee41809, 0x3db293c3e4a6e7a0,
            0xaee594b85e0d6eef, 0xf4328ce8d321c9e8, 0x4f3f56bd3188795a, 0x219a747061d65e74,
        ],
        // 28 * 2^30 B
        [
            0x461a15bb53d003d6, 0xb2102888bcf3c965, 0x27c576756c683a5a, 0x3a7758a4c86cb447,
            0xc20269153ed6fe4b, 0xa65a6739511d77c4, 0xcbde26462c14af94, 0x22f960ec6faba74b,
            0x548111f693ae5076, 0x1dae21df1dfd54a6, 0x12248c90f3115e65, 0x5d9fd15f8de7f494,
        ],
        // 29 * 2^30 B
        [
            0xd339feb9a7099634, 0x55fa9bfac11a60c7, 0x520d0b220cac6d04, 0x39b9245ec40b944e,
            0xc63601b56137d77a, 0xa3387ac69c10c7e5, 0x2acbd65d81398db8, 0x3afbd0be7750c9f1,
            0x37c650a97d06dd36, 0x875e1d990afe67e5, 0x33ebba09e586547e, 0x6065f1684ade8f64,
        ],
        // 30 * 2^30 B
        [
            0xf4ede3c83c992738, 0xab0de4cf579e1c6a, 0x42b4ebf44a575b7a, 0x30cd8c882f5627ec,
            0x4e7c4921624d80d9, 0xe1f0c76c8efa5bd3, 0x1afa33e8249d08eb, 0x21fa3991f88fb8d9,
            0x67526af8dd9b9f47, 0x5d8702194d176d97, 0x68d77777d57fb4ab, 0x1ecc31a6627e756f,
        ],
        // 31 * 2^30 B
        [
            0xd9f2bcfe4096659b, 0x92f82887ff838e15, 0x8f862a44cf427304, 0x4e970d93a825c42f,
            0xae0f16954856177d, 0x611965f3efe965f2, 0x68d24973763d028f, 0x360b10f75d142c10,
            0x29c81e38bbbff77a, 0x73dc1d962f9c7f96, 0x46187b4fce743f81, 0x4813a05641e51cdb,
        ],
        // 32 * 2^30 B
        [
            0x3f244d2aeed7521e, 0x8e3a9028432e9615, 0xe164ba772e9c16d4, 0x3bc187fa47eb98d8,
            0x031408d36d63727f, 0x6a379aefd7c7b533, 0xa9e18fc5ccaee24b, 0x332f35914f8fbed3,
            0x6d470115ea86c20c, 0x998ab7cb6c46d125, 0xd77832b53a660188, 0x450d81ce906fba03,
        ],
    ],
    // row 6: multiples of 2^36 B
    [
        // 1 * 2^36 B
        [
            0x23264d66b2cae0b5, 0x7dbaed33ebca6576, 0x030ebed6f0d24ac8, 0x2a887f78f7635510,
            0xf8ae4d2ad8453902, 0x7018058ee8db2d1d, 0xaab3995fc7d2c11e, 0x53b16d2324ccca79,
            0x2a23b9e75c012d4f, 0x0c974651cae1f2ea, 0x2fb63273675d70ca, 0x0ba7250b864403f5,
        ],
        // 2 * 2^36 B
        [
            0xdd63589386f86d9c, 0x61699176e13a85a4, 0x2e5111954eaa7d57, 0x32c21b57fb60bdfb,
            0xbb0d18fd029c6421, 0xbc2d142189298f02, 0x8347f8e68b250e96, 0x7b9f2fe8032d71c9,
            0xd87823cd319e0780, 0xefc4cfc1897775c5, 0x4854fb129a0ab3f7, 0x12c49d417238c371,
        ],
        // 3 * 2^36 B
        [
            0x09b3a01783799542, 0x626dd08faad5ee3f, 0xba00bceeeb70149f, 0x1421b246a0a444c9,
            0x0950b533ffe83769, 0x21861c1d8e1d6bd1, 0xf022d8381302e510, 0x2509200c6391cab4,
            0x4aa43a8e8c24a7c7, 0x04c1f540d8f05ef5, 0xadba5e0c0b3eb9dc, 0x2ab5504448a49ce3,
        ],
        // 4 * 2^36 B
        [
            0xdc07ac631c5d3afa, 0x58615171f9df8c6c, 0x72a079d89d73e2b0, 0x7301f4ceb4eae15d,
            0x2ed227266f0f5dec, 0x9824ee415ed50824, 0x807bec7c9468d415, 0x7093bae1b521e23f,
            0x6409e759d6722c41, 0xa674e1cf72bf729b, 0xbc0a24eb3c21e569, 0x390167d24ebacb23,
        ],
        // 5 * 2^36 B
        [
            0xd7bb054ba2f2120b, 0xe2b9ceaeb10589b7, 0x3fe8bac8f3c0edbe, 0x4cbd40767112cb69,
            0x27f58e3bba353f1c, 0x4c47764dbf6a4361, 0xafbbc4e56e562650, 0x07db2ee6aae1a45d,
            0x0b603cc029c58176, 0x5988e3825cb15d61, 0x2bb61413dcf0ad8d, 0x7b8eec6c74183287,
        ],
        // 6 * 2^36 B
        [
            0x32fee570fc386b73, 0xda8b0141da3a8cc7, 0x975ffd0ac8968359, 0x6ee809a1b132a855,
            0xe4ca40782cd27cb0, 0xdaf9c323fbe967bd, 0xb29bd34a8ad41e9e, 0x72810497626ede4d,
            0x9444bb31fcfd863a, 0x2fe3690a3e4e48c5, 0xdc29c867d088fa25, 0x13bd1e38d173292e,
        ],
        // 7 * 2^36 B
        [
            0x223fb5cf1dfac521, 0x325c25316f554450, 0x030b98d7659177ac, 0x1ed018b64f88a4bd,
            0xd32b4cd8696149b5, 0xe55937d781d8aab7, 0x0bcb2127ae122b94, 0x41e86fcfb14099b0,
            0x3630dfa1b802a6b0, 0x880f874742ad3bd5, 0x0af90d6ceec5a4d4, 0x746a247a37cdc5d9,
        ],
        // 8 * 2^36 B
        [
            0x6eccd85278d941ed, 0x2254ae83d22f7843, 0xc522d02e7bbfcdb7, 0x681e3351bff0e4e2,
            0xd531b8bd2b7b9af6, 0x5005093537fc5b51, 0x232fcf25c593546d, 0x20a365142bb40f49,
            0x8b64b59d83034f45, 0x2f8b71f21fa20efb, 0x69249495ba6550e4, 0x539ef98e45d5472b,
        ],
        // 9 * 2^36 B
        [
            0x04b432db1c82f8cf, 0x698e8060dff0b4f4, 0x5e649b008a61e74e, 0x3e8bd3476568400f,
            0xa2dc8f7a56c21079, 0xe0fb90b70690ec2a, 0xf090f9fb85545a07, 0x2bab9a342f780a93,
            0x4d1d48f48f3ae403, 0xa2a63387e43cd945, 0x2f792cec513a1e75, 0x4d93e4ca33c7478a,
        ],
        // 10 * 2^36 B
        [
            0xfd83ee503d9e62e5, 0x8a0a7f7adba7ab82, 0x8750deda01d8333b, 0x236f0c720a163290,
            0x6b58f9bd0bd217cb, 0x33035031ba64f7f2, 0xede8c445c96e103d, 0x49e1b291cd56174d,
            0xad2bd8c94c49c694, 0x5241dcab9fd2ee65, 0x83f9d95b2fa5304a, 0x5702e44f3558cefd,
        ],
        // 11 * 2^36 B
        [
            0x0724184ea454d3aa, 0x50c3b516772636a6, 0x88fe9fb6b7e18d96, 0x03ffb8bcb47ccc6a,
            0xc5397e43bd725b56, 0xf2f67e7d17e9ae98, 0x65d85e7889dc2472, 0x6eb5cf2d2aacbfb4,
            0x8b85806680135b4f, 0xc2dcc1f96d404ac3, 0x855e23e3402d2605, 0x1e2fcf045127837c,
        ],
        // 12 * 2^36 B
        [
            0x18f151b81f75284f, 0xc6901521b14d6d43, 0x1b5d4606777c7c3f, 0x118fa36fde457de3,
            0x257a483b684c9999, 0x28b5ba2360546c4d, 0x55088205619d515d, 0x3d069d05a6826ece,
            0x53b1d5ab2549f8d4, 0xd82ed02e2ad390bc, 0x60387de7352c134f, 0x2e953af08ea0e7a6,
        ],
        // 13 * 2^36 B
        [
            0x9602fed3e79e6f22, 0xa187c4b6da329458, 0xccc0219cfac91fa9, 0x006bc1bd6bd229a3,
            0xf3de3b6a9ffce88d, 0x90927fd9d069e6ab, 0x5824f14e2df96b73, 0x27b0fe1240e7dda8,
            0x6a9d316c3dd2a625, 0xbed1f4b9ee731226, 0x48e94d2967e1fab5, 0x615b6086599fd485,
        ],
        // 14 * 2^36 B
        [
            0x13dc1c9256889d97, 0xb9cb18f3bab6175a, 0x61c3e9d2b626792c, 0x53da8be1b63a3705,
            0xab11ad66c09d38b2, 0xa81afd2e84f38bde, 0xc5c69e4ff8a4eb0c, 0x0b99680aa6afe3cc,
            0xcaa1b0cd12dc6604, 0x5746bed93aa4912e, 0xbb471775246d8e80, 0x4de3ba8d27af7a6f,
        ],
        // 15 * 2^36 B
        [
            0xadf6e734b8ed9ada, 0xc70ccf92254d855a, 0x824533d0f8851130, 0x314cabc8f8efc7ad,
            0xf325277ae82c4180, 0x734dcdaa61e07503, 0x778938aa09350fad, 0x0ca1bccd158a3f99,
            0xad7d05a53695082e, 0x7806e4a43509bf5f, 0xe42734b1c4a51d2f, 0x171a3b0c05dbe4f7,
        ],
        // 16 * 2^36 B
        [
            0xd074d8961cae743f, 0xf86d18f5ee1c63ed, 0x97bdc55be7f4ed29, 0x4cbad279663ab108,
            0x6e7bb6a1a6205275, 0xaa4f21d7413c8e83, 0x6f56d155e88f5cb2, 0x2de25d4ba6345be1,
            0x80d19024a0d71fcd, 0xc525c20afb288af8, 0xb1a3974b5f3a6419, 0x7d7fbcefe2007233,
        ],
        // 17 * 2^36 B
        [
            0x1a60251371380646, 0x2cd270371867ddde, 0xaf41f65eb6e58b34, 0x0ecd847d35ca1e8c,
            0x9bb35783c64a65da, 0x1ddb3c16081590e3, 0xed2ac2d22b32e5b2, 0x3d8861f20e3f2bc7,
            0x1296e3f052d7e756, 0x0b2556ec922010e5, 0xf1c052fc478ab3e9, 0x157d37d8eb1eea1c,
        ],
        // 18 * 2^36 B
        [
            0x2a14dba82fab43af, 0xadfa85f96b441060, 0x2674ba7e521d6b5c, 0x3a224738c57bf9d0,
            0x2926ede489fca992, 0x4c7497ac67186fb8, 0x34ad58b4fef4a7ae, 0x1deada9569f6ea2a,
            0xf16e4a6a64bbcd68, 0x7e094f55da91dd17, 0xf44aee6f7c10247a, 0x77a242e8b5b45c80,
        ],
        // 19 * 2^36 B
        [
            0x1bf27125087ccde3, 0xbb27013beb27c66d, 0x5e8ab264cdfb19f2, 0x5d23a00e02d067d7,
            0xdba018c2ba79724b, 0x95dbb335f0221eb3, 0x517c6442c04f5b87, 0x0f1594b1e0cfc547,
            0x7eddfe638da24b0b, 0xb59ec4825f7f1464, 0xc36aa6530b852111, 0x1040786e8d74c1ed,
        ],
        // 20 * 2^36 B
        [
            0x3e455ce4fbef5e12, 0xd9bbb81be3960d74, 0xd03caf02568d6b4f, 0x440a769ab6444494,
            0xdf5d761a45b7f78a, 0x29a24e949982eb4d, 0x4b9a9733a2ff8b31, 0x0fdbe7f1a8d91175,
            0x0ef68577b4d77f6e, 0x4a58b15adae472c1, 0xc36edd9485a33b88, 0x0193ec4b60a49040,
        ],
        // 21 * 2^36 B
        [
            0x49f9a582cd0cbef0, 0xd70987ee5154955e, 0xe4956c384d58f3fa, 0x7253210dcc70a2e8,
            0x203cc67665ce3f94, 0x816f26a4a8c2509b, 0x1b4fe8187d9c72b1, 0x232b96c61613f486,
            0x6a8564bffa3e8993, 0x91b6f56edc8eaa8e, 0xfb605e2abaa49ebd, 0x450e11ad020c996c,
        ],
        // 22 * 2^36 B
        [
            0x5b6bdb89d2f79528, 0x949ff499a010a649, 0xe57ab19d78d8eec3, 0x225ac300dd20120f,
            0xd000bed6e219415a, 0x9b2a55b51edff61a, 0xf308aeea433709f5, 0x550b001de14e06d8,
            0x9c5a7bdb82913645, 0x430a86dc19138b01, 0xdf74ff45777c62c1, 0x29de662011f5b71d,
        ],
        // 23 * 2^36 B
        [
            0xbe03237785265cd6, 0xdffd75645148b421, 0x9c16cb3edafb9e2a, 0x79efe8e8e544569a,
            0xf65e5f7a5025735e, 0x08e6af00502351ab, 0x5a7d0023d9a17232, 0x2933180adbc714f4,
            0xc693d5c2d8d4376a, 0xc528981591c35cbd, 0x968bd723f013b04f, 0x6daa5bcbb8058338,
        ],
        // 24 * 2^36 B
        [
            0x9ae36b1670ecb60d, 0xeba56849fe0fa5f8, 0xfdc86085e7545575, 0x395cd6e955030b21,
            0xed27b91707cfcb69, 0x29f9edd322d4f788, 0xb8bf8ff0741f8a65, 0x7c46cdbb0ad35052,
            0x135aa1bfac3a2aee, 0xc95c4d6a29c72e31, 0x08c6f3e2020052de, 0x7902550c20b06e8b,
        ],
        // 25 * 2^36 B
        [
            0xf0482f39d3a66884, 0x183c75bc3ecc8e41, 0x1e1275faa7aa9a93, 0x1570d14bfe5bbaab,
            0xec18d66e5d633544, 0xe06b25ee9b7a3b83, 0xc2103adf108f9772, 0x1c74aefc50cc63c7,
            0x0fe767856efc0d67, 0x214b78615e826a83, 0x665eb06b0aa47dd2, 0x5f8838d007830e07,
        ],
        // 26 * 2^36 B
        [
            0xe4d91af9a45910c8, 0x31064513362ccde5, 0xc2549ee3802ef760, 0x5198f09a5958375a,
            0x9a3fb57f1c1f549a, 0x5bc1175ddcd4a795, 0x9d07022e3c953620, 0x51f0165170bda9b2,
            0x2a3e2a7850c0079f, 0x42b796fb50586212, 0x019a6428f0178710, 0x3cbd71763501c6b2,
        ],
        // 27 * 2^36 B
        [
            0x36933e872c97b56b, 0x762f963977c395a1, 0xd5f23b20b6b827ff, 0x5392602309413bd8,
            0xdd59775bb001f846, 0xe81e24a4a37699f3, 0xdf4bf24515c00b3d, 0x55bf2fe88438799f,
            0xbd6e1c1331d6aa34, 0x4253426287161d56, 0x94c669917f9cc621, 0x0a4faf62bfb15caa,
        ],
        // 28 * 2^36 B
        [
            0xb35ac207b8a56a39, 0x016d5b67c5e9246d, 0xd2c782e53e7d51d3, 0x7d765c198910f3b8,
            0x731c55ed0dad4c66, 0xec797d90fabed329, 0x14c40135b0e1d5a1, 0x650813ee6f798054,
            0x4547e14719a901be, 0x6b93021dde3c85f5, 0x1ef0e6058988d7a7, 0x0d40d22b0797aa79,
        ],
        // 29 * 2^36 B
        [
            0xdd49d1977dc55054, 0x5dc45a432159ca54, 0x15710725cb9311cd, 0x1824841616bd0823,
            0x81d67534fc9b3f2c, 0x67acc23be0bef4ff, 0xe27cbdd743b9f6b3, 0x35ea2c54742566bb,
            0x2b4aa23f08c66f61, 0xfb7ee0c94411303d, 0x63aa555af50b442f, 0x2357bcc3eafb1399,
        ],
        // 30 * 2^36 B
        [
            0x06ce3eab7afd1be3, 0xd38a33190de49f47, 0x036e7c381caadb07, 0x23a386691e695848,
            0x241d1791459331a3, 0x37631f815d47703c, 0x67ae1e0f6c2a6ffd, 0x1766173248c58ca3,
            0xd540b6975f7e9572, 0xd7d459294471d6ba, 0xb00d28037046c32a, 0x0d13a72d1f57ad61,
        ],
        // 31 * 2^36 B
        [
            0xd04d13b1efdbd0b6, 0x4c2f9ecc6c7513d6, 0xac0e2fa22ad9065f, 0x48431115fdd049cf,
            0x9260f88cedd4825f, 0x2e6c9981c1364419, 0x13df72c6e550f29f, 0x64aab38958c8972b,
            0x281dd9ff528c3f2f, 0xb217fe2c569aa9f6, 0xe65447a472781cd9, 0x6962f1de4bfc7adf,
        ],
        // 32 * 2^36 B
        [
            0xcd7c5dc5f3c29094, 0xc781a29a2a9105ab, 0x80c61d36421c3058, 0x4f9cd196dcd8d4d7,
            0xfaef1e6a266b2801, 0x866c68c4d5739f16, 0xf68a2fbc1b03762c, 0x5975435e87b75a8d,
            0x199297d86a7b3768, 0xd0d058241ad17a63, 0xba029cad5c1c0c17, 0x7ccdd084387a0307,
        ],
    ],
    // row 7: multiples of 2^42 B
    [
        // 1 * 2^42 B
        [
            0xb9a10e4c0a702453, 0x0fa25866d57d1bde, 0xffb9d9b5cd27daf7, 0x572c2945492c33fd,
            0x42c38d28435ed413, 0xbd50f3603278ccc9, 0xbb07ab1a79da03ef, 0x269597aebe8c3355,
            0xc77fc745d6cd30be, 0xe4dfe8d3e3baaefb, 0xa22c8830aa5dda0c, 0x7f985498c05bca80,
        ],
        // 2 * 2^42 B
        [
            0x29fc03580dd94500, 0xecd27aa46fbbec93, 0x130a155fc2e2a7f8, 0x416b151ab706a1d5,
            0xd30a3bd617b28c85, 0xc5d377b739773bea, 0xc6c6e78c1e6a5cbf, 0x0d61b8f78b2ab7c4,
            0x56a8d7efe9c136b0, 0xbd07e5cd58e44b20, 0xafe62fda1b57e0ab, 0x191a2af74277e8d2,
        ],
        // 3 * 2^42 B
        [
            0x0befcb30cacc8521, 0xf4445b406572971a, 0x8181678d4c7d02ad, 0x7e168be4c930bb2e,
            0xcfdf9399287a03bb, 0xca3378c8f2cb27e0, 0xfadc628fedccce88, 0x73ca56bce0be988f,
            0xe840728374645878, 0xec091c59d27f5b4a, 0x2f4d72e47639cc2e, 0x67d9b63dd4511d16,
        ],
        // 4 * 2^42 B
        [
            0x09d4b60b2fe09a14, 0xc384f0afdbb1747e, 0x58e2ea8978b5fd6e, 0x519ef577b5e09b0a,
            0xd550095bab6f4985, 0x04f4cd5b4fbfaf1a, 0x9d8e2ed12a0c7540, 0x2bc24e04b2212286,
            0x1863d7d91124cca9, 0x7ac08145b88a708e, 0x2bcd7309857031f5, 0x62337a6e8ab8fae5,
        ],
        // 5 * 2^42 B
        [
            0x1548521e9d4c4be7, 0x6fc10301e1bccfc9, 0xa01f929926b76bf6, 0x048f47129ed5ec2e,
            0xdf71b6885402fa73, 0x60c07dd32d92f4e8, 0x42b2ed364961c0dd, 0x03f42cbc027bf2f4,
            0x4bb1ff93178945b4, 0xc39a1b655aa397bf, 0xd905149360189b74, 0x6732736c0a956dfa,
        ],
        // 6 * 2^42 B
        [
            0xcfd91633658feb1a, 0xf94a655230aff19b, 0x30affec168521c7c, 0x5a0d7dee71e3e396,
            0xbe5576badbb1786d, 0xaf60e7b3f6d51f09, 0x51631321413fc975, 0x156b0979ba4dba71,
            0x5e352be09c516f34, 0xa7e21b539c8fbb9e, 0xa45fc21e85b9dce4, 0x587c9a4d88abcfbb,
        ],
        // 7 * 2^42 B
        [
            0xa9622bf334b4c858, 0x7cdda2175e411094, 0x1856bedd33a1b4f5, 0x5257e2813e4a9ff3,
            0x680ce97af860d6c4, 0xd914bccc6393d463, 0x89a30cb11b8d8412, 0x6e16e6f3c464360f,
            0xc71178f457b4785d, 0xbf4139cdecc716ba, 0x2a7524e18ac49634, 0x649e81f935fe9678,
        ],
        // 8 * 2^42 B
        [
            0xd1ab324e1b3a1273, 0x18947cf181055340, 0x3b5d9567a98c196e, 0x7fa00425802e1e68,
            0x4bcef17f06ffca16, 0xde06e1db692ae16a, 0x0753702d614f42b0, 0x5f6041b45b9212d0,
            0x7d531574028c2705, 0x80317d69db0d75fe, 0x30fface8ef8c8ddd, 0x7e9de97bb6c3e998,
        ],
        // 9 * 2^42 B
        [
            0x4585821d34bf356e, 0x99c90c6701e9dfd0, 0x3812b13e54488c16, 0x470b533deb29e09e,
            0x995b2959064c889d, 0xb480fbb6d3e38b68, 0x95370ce1a299a4ef, 0x776a6310ae599a41,
            0x5955dc9d9aa5bf1e, 0x6cd1019b00dacafc, 0x3e8f9639c6fb3779, 0x79ee30e204e3af43,
        ],
        // 10 * 2^42 B
        [
            0x4b21ac4d453c624b, 0x60e0244d4f14ac44, 0xf3858bcb71b2adb9, 0x15f37fbdba08a023,
            0x74e7883afdf0a92a, 0x8c061ef4049ae786, 0x3e5478b3ed8f7b11, 0x7fab904a200aceb5,
            0xef308aa1a5873b3d, 0x29c98e6f25a128ba, 0x8cc7ef68e7c10234, 0x3af0456b98824a13,
        ],
        // 11 * 2^42 B
        [
            0xdff3b5a87cc85552, 0xa9529720fb0cbef4, 0x460fa84c77e5aa26, 0x556e51307ab4bb95,
            0xbe7b8282a1a2cf1f, 0x327b7ed0ce38de08, 0x3876f6cac32912e0, 0x00331b04bfee5f04,
            0x2be7e7f306285e48, 0x2163f27ed01a1672, 0x3bf6d28c50cf8e08, 0x53f7e058de95337c,
        ],
        // 12 * 2^42 B
        [
            0xf004be62a24d40dd, 0xba0659910452d41f, 0x81c45ee162a44234, 0x4cb829d8a22266ef,
            0x1558967b9e6585a3, 0x97c99ce098e98b92, 0x10af149b6eb3adad, 0x42181fe8f4d38cfa,
            0x1dbcaa8407b86681, 0x081f001e8b26753b, 0x3cd7ce6a84048e81, 0x78af11633f25f22c,
        ],
        // 13 * 2^42 B
        [
            0x1ec2810340377bec, 0xbac5f3580faf0f78, 0x943ab38249a2bd9d, 0x0e47a470febdc06a,
            0xe21c1528543d1ce8, 0xa19a2a1da173f98e, 0x048f8ca6513f09c1, 0x57f41ea08dc5472a,
            0x35ba523a639c030e, 0xfa799d36b907a056, 0x3c58c6e64b3b6f36, 0x0cf3e25a9a8ea9bc,
        ],
        // 14 * 2^42 B
        [
            0x5b489a96253123ec, 0x2c71aff7a99d2914, 0xff65d197ddbb91ea, 0x6deece75f7feafc1,
            0xee6ea75b738afd3e, 0xe1987ff72746af6c, 0x852d470a51df6261, 0x5371ab84cbc6e707,
            0x186ca0be9b94ba04, 0x38e70abd5fc6a4d0, 0xb7583607552f8b24, 0x167c2724122657df,
        ],
        // 15 * 2^42 B
        [
            0x0d58d45a5e58c649, 0xf5aa4c1aa56ea11f, 0xab9ace0b2115b7bb, 0x78f0cb036a1278e2,
            0x32c830ed52f4d864, 0x2aeee67cb0df5c5e, 0xc535fabbd4526870, 0x66ca975e90c0dc02,
            0x8248d63849b11e9f, 0x0f50e6a62d568dfa, 0xf687af42e6a50daf, 0x54d717275c680234,
        ],
        // 16 * 2^42 B
        [
            0x3241c00e7d65318c, 0xe6bee5dcd0e86de7, 0x118b2dc2fbc08c26, 0x680d04a7fc603dc3,
            0x8416ebd40b50babc, 0x1508722628208bee, 0xa3148fafb9c1c36d, 0x0d07daacd32d7d5d,
            0xf9c2414a695aa3eb, 0xdaa42c4c05a68f21, 0x7c6c23987f93963e, 0x210e8cd30c3954e3,
        ],
        // 17 * 2^42 B
        [
            0xd3fd4de4d57d343c, 0xc37601a9f2200bdc, 0xfa1fd680bd5b5620, 0x32b7bc8af5d3d1b7,
            0xbf017ff3b62b5150, 0xa868bf6e59988b08, 0x1af37d0716da651a, 0x627a66284af4031e,
            0x3364a342f973ab6a, 0x6512749a0ace36b5, 0x7628e182f134c8dc, 0x24e9dd285734f41f,
        ],
        // 18 * 2^42 B
        [
            0x0c1ba93656c8fc88, 0xf8323bc0807f8978, 0x897e5e3d194a7a3c, 0x1bcb0daba97ec07c,
            0x4aa254751ef89bf5, 0xd8bd0da440bbac10, 0xe4b385c074031f66, 0x58913c5ac5a9199b,
            0x8ac203bd741992d7, 0x95184607618cff8e, 0x3d18bc48e44001f6, 0x78c83cd410e51b6b,
        ],
        // 19 * 2^42 B
        [
            0xd9abb00b69dfbfdb, 0x839dc490ab592fb9, 0x22dec47e96a87ea8, 0x36806ce8220d3f9b,
            0x880ace23dbfb015b, 0x174dd7b00011684e, 0xf188b071920aaa6c, 0x00a0bb8b605925c2,
            0x2eeba9894156416e, 0x3c0ef9677e9404a6, 0xe6114c90738a9d47, 0x43399525e79f76d5,
        ],
        // 20 * 2^42 B
        [
            0x2b50f16137fe6c26, 0xe102bcd856e404d8, 0x12b0f1414c561f6b, 0x51b17bc8d028ec91,
            0xac4201f210a71c06, 0x6a65e0aef3bfb021, 0xbc42c35c393632f7, 0x56ea8db1865f0742,
            0xfff5fb4bcf535119, 0xf4989d79df1108a0, 0xbdfcea659a3ba325, 0x18a11f1174d1a6f2,
        ],
        // 21 * 2^42 B
        [
            0xb2db025f1a0634c1, 0x288f10926d2ebfe4, 0xf017e45d99f27de6, 0x1354b4daf3dbbd15,
            0x63ef870f13185235, 0x146ed0fe533e0ff0, 0xa125c1252427b2e4, 0x08db985892f2a5a4,
            0x9ab8b2af6574625a, 0x547b39a2d758f824, 0x7566d82053120cd0, 0x0258f102ed74d281,
        ],
        // 22 * 2^42 B
        [
            0x1cc8c935d45844f0, 0x5668cee2404ccf00, 0xce47200597e7ad10, 0x2d5d7ba0728c4839,
            0x866d28792d62cffe, 0x5aafb5b5c2fa9427, 0x19a06e3247926f09, 0x1e18b7a99beff738,
            0xd0a03f3a2c603e0d, 0x6d481cdc5fcbf827, 0xed7eadb1cb640597, 0x593b0b48db1ff402,
        ],
        // 23 * 2^42 B
        [
            0xda7bfcd5f0a19f9e, 0xa77c269051409cb7, 0x903a569f5999bdfb, 0x154fd69686cf8ec4,
            0x3f01789e2a74e5aa, 0x38635ba768e2b613, 0xf6d656a1034c282f, 0x160174eb7266ec09,
            0x73ceacff26d03e1d, 0x06f926952248eb59, 0x02bbc1ec1fdba481, 0x7c8be1bfe786e9be,
        ],
        // 24 * 2^42 B
        [
            0xfbd63cdad27a5f2c, 0xf00fc4bc8aa106d7, 0x53fb5c1a8e64a430, 0x04eaabe50c1a2e85,
            0x407375ab3f6bba29, 0x9ec3b6d8991e482e, 0x99c80e82e55f92e9, 0x307c13b6fb0c0ae1,
            0x24751021cb8ab5e7, 0xfc2344495c5010eb, 0x5f1e717b4e5610a1, 0x44da5f18c2710cd5,
        ],
        // 25 * 2^42 B
        [
            0x52b89a02d58e67a9, 0xdec202b1bd0d7e0b, 0xefb52b830bfe4676, 0x25878a174488554b,
            0x8021adff6e8fc85f, 0xc57213a3bce2c01d, 0x51cd5926404ed9f3, 0x295ba1e36c7cd89f,
            0xdee28d0e52f53d3b, 0xda548669803abf14, 0x46639ae6e664c70f, 0x156c9e92db16264c,
        ],
        // 26 * 2^42 B
        [
            0xc57dbaa8a739d1e9, 0x1f14b994315a165e, 0x280c14936c4ef668, 0x1b1dd89d8fe15b04,
            0xaa81e37f73208204, 0xd8fdf6cc15aeeb69, 0x4aa2149afd24685e, 0x590a2f65fe6b611c,
            0x931424b4c5a29cad, 0x0de691a81ebe34fa, 0xe59cb009ed256dd4, 0x1e77740bb10499ba,
        ],
        // 27 * 2^42 B
        [
            0x6b1e2d67d97fe1ec, 0x9b17a67c9b0b2930, 0x64271b828e21610b, 0x38658a115035201a,
            0xbf51a7729b2d70d6, 0x582feca49d131a10, 0x49c25a228c11ba3f, 0x37fcf256ddd9b39d,
            0x40068baf014b72ab, 0x1627cebe1da5b2b5, 0x32611311f1a4ce19, 0x2fb832e82289dbd2,
        ],
        // 28 * 2^42 B
        [
            0x9156fe6b89d8eacc, 0xe6b79451e23126a1, 0xbd7463d93944eb4e, 0x726373f6767203ae,
            0x033cc55ff1b82eb5, 0xb15ae36d411cae52, 0xba40b6198ffbacd3, 0x768edce1532e861f,
            0xe305ca72eb7ef68a, 0x662cf31f70eadb23, 0x18f026fdb4c45b68, 0x513b5384b5d2ecbd,
        ],
        // 29 * 2^42 B
        [
            0xa70b922b31d3e01c, 0xbd10cd807cde94ac, 0xdc71b0965bbf3292, 0x77c46dde954245e6,
            0x529140c51745ae6d, 0xad8e1828765527da, 0xbe5feb2888e5c733, 0x5b3377fcad76ada7,
            0xfa46d1f90f13472e, 0xeec2aa5c6cadef78, 0x0c5c33ed355b7f1c, 0x4f4d450c16e7ac55,
        ],
        // 30 * 2^42 B
        [
            0x3cd14b75c34e2286, 0xa381cb121505592e, 0x33b7074be7ad8a44, 0x0c0a71f20b5c4654,
            0x78c09c6524623242, 0xe56ccf48387f51ad, 0xec944b4ca8324c21, 0x1cc2dc48c6fa8404,
            0x1c4d890cec3c94c0, 0x4600e197c2415e43, 0xa796da1cf167a2db, 0x0e93bc0f53f77bea,
        ],
        // 31 * 2^42 B
        [
            0xb59a03a4228e6bff, 0x146fed09c1dd5b3c, 0x4dd2a90f02cab31a, 0x34d15caeba7f2c00,
            0xe588bd6fd55cf718, 0xa1a072773f885549, 0xda437ab8835d656a, 0x4904add8e8050d3a,
            0xa3c6d44828bb5e0a, 0xb416896e8687197b, 0xbff00905d5f062c7, 0x12487ce2cc82e08e,
        ],
        // 32 * 2^42 B
        [
            0x5e2702878af34ceb, 0x900b0409b946d6ae, 0x6512ebf7dabd8512, 0x61d9b76988258f81,
            0x46d46280c729989e, 0x4b93fbd05368a5dd, 0x63df3f81d1765a89, 0x34cebd64b9a0a223,
            0xa6c5a71349b7d94b, 0xa3f3d15823eb9446, 0x0416fbd277484834, 0x69d45e6f2c70812f,
        ],
    ],
    // row 8: multiples of 2^48 B
    [
        // 1 * 2^48 B
        [
            0x9fe62b434f460efb, 0xded303d4a63607d6, 0xf052210eb7a0da24, 0x237e7dbe00545b93,
            0xce16f74bc53c1431, 0x2b9725ce2072edde, 0xb8b9c36fb5b23ee7, 0x7e2e0e450b5cc908,
            0x013575ed6701b430, 0x231094e69f0bfd10, 0x75320f1583e47f22, 0x71afa699b11155e3,
        ],
        // 2 * 2^48 B
        [
            0xea423c1c473b50d6, 0x51e87a1f3b38ef10, 0x9b84bf5fb2c9be95, 0x00731fbc78f89a1c,
            0x65ce6f9b3953b61d, 0xc65839eaafa141e6, 0x0f435ffda9f759fe, 0x021142e9c2b1c28e,
            0xe430c71848f81880, 0xbf960c225ecec119, 0xb6dae0836bba15e3, 0x4c4d6f3347e15808,
        ],
        // 3 * 2^48 B
        [
            0x2f0cddfc988f1970, 0x6b916227b0b9f51b, 0x6ec7b6c4779176be, 0x38bf9500a88f9fa8,
            0x18f7eccfc17d1fc9, 0x6c75f5a651403c14, 0xdbde712bf7ee0cdf, 0x193fddaaa7e47a22,
            0x1fd2c93c37e8876f, 0xa2f61e5a18d1462c, 0x5080f58239241276, 0x6a6fb99ebf0d4969,
        ],
        // 4 * 2^48 B
        [
            0xeeb122b5b6e423c6, 0x939d7010f286ff8e, 0x90a92a831dcf5d8c, 0x136fda9f42c5eb10,
            0x6a46c1bb560855eb, 0x2416bb38f893f09d, 0xd71d11378f71acc1, 0x75f76914a31896ea,
            0xf94cdfb1a305bdd1, 0x0f364b9d9ff82c08, 0x2a87d8a5c3bb588a, 0x022183510be8dcba,
        ],
        // 5 * 2^48 B
        [
            0x9d5a710143307a7f, 0xb063de9ec47da45f, 0x22bbfe52be927ad3, 0x1387c441fd40426c,
            0x4af766385ead2d14, 0xa08ed880ca7c5830, 0x0d13a6e610211e3d, 0x6a071ce17b806c03,
            0xb5d3c3d187978af8, 0x722b5a3d7f0e4413, 0x0d7b4848bb477ca0, 0x3171b26aaf1edc92,
        ],
        // 6 * 2^48 B
        [
            0xa60db7d8b28a47d1, 0xa6bf14d61770a4f1, 0xd4a1f89353ddbd58, 0x6c514a63344243e9,
            0xa92f319097564ca8, 0xff7bb84c2275e119, 0x4f55fe37a4875150, 0x221fd4873cf0835a,
            0x2322204f3a156341, 0xfb73e0e9ba0a032d, 0xfce0dd4c410f030e, 0x48daa596fb924aaa,
        ],
        // 7 * 2^48 B
        [
            0x14f61d5dc84c9793, 0x9941f9e3ef418206, 0xcdf5b88f346277ac, 0x58c837fa0e8a79a9,
            0x6eca8e665ca59cc7, 0xa847254b2e38aca0, 0x31afc708d21e17ce, 0x676dd6fccad84af7,
            0x0cf9688596fc9058, 0x1ddcbbf37b56a01b, 0xdcc2e77d4935d66a, 0x1c4f73f2c6a57f0a,
        ],
        // 8 * 2^48 B
        [
            0xb36e706efc7c3484, 0x73dfc9b4c3c1cf61, 0xeb1d79c9781cc7e5, 0x70459adb7daf675c,
            0x0e7a4fbd305fa0bb, 0x829d4ce054c663ad, 0xf421c3832fe33848, 0x795ac80d1bf64c42,
            0x1b91db4991b42bb3, 0x572696234b02dcca, 0x9fdf9ee51f8c78dc, 0x5fe162848ce21fd3,
        ],
        // 9 * 2^48 B
        [
            0xb19df8718ed12d9d, 0xd07abe2dd5107fcb, 0xe348a3a86c9be252, 0x1d65bd894a9c7d0c,
            0x6d9e7f8c0c5e532a, 0x2dc7b0116a2076f8, 0xf1c17012218efe55, 0x6eaf6def038b4ee9,
            0xd63d056edd9d19af, 0xe3f4fad709286a28, 0xebf2e3ea6f02c3ad, 0x387b085931884b0e,
        ],
        // 10 * 2^48 B
        [
            0xac59b83bd843ef80, 0xb286497c284cf427, 0x3660b60b385b0cca, 0x23fe7564850bbdd2,
            0x2c841883c6f65f40, 0xafbfd0eccada868d, 0xc48c89b94b4423ad, 0x3f94f1a9bdc2352a,
            0x7d29f5b229efb0cf, 0x75e086a19ea40206, 0x61b2cea954ed3bef, 0x7f61b4ad84d376b5,
        ],
        // 11 * 2^48 B
        [
            0xaf57fc7eb589d7d8, 0x990774c621b07781, 0xa91f06bb80ee281a, 0x2e6ff9668b0919df,
            0xeae8a026f12c0d8a, 0x76d638befaab6be2, 0x00db10e218bd1d9b, 0x1f1d1909d735f771,
            0x183c12f51c2e2dbc, 0x74c2f62850f919d8, 0x8a669ded2cbfc0fb, 0x4683852098268aac,
        ],
        // 12 * 2^48 B
        [
            0x6ddfd50423856f94, 0x4f0139595331b7b5, 0x6fd0941d6a2d6c8a, 0x242248a82c64a6c4,
            0xf77fcf5f66e10884, 0x1eb4a48fcabcddc8, 0x45a6a900046cf757, 0x73e118d4ed1d0d8d,
            0xda49d04192d88051, 0xbf3a224d38825b28, 0xc2b008c93dcbe632, 0x01cdf7aa40ddfd5d,
        ],
        // 13 * 2^48 B
        [
            0x8eccb9edbbeba5ec, 0x2d336c81bd521e54, 0xd348522013853388, 0x1ca5c367ec2b605e,
            0xa1ea1bc721c57fff, 0x75241f105498c08c, 0xfc68c24bf78d3fd0, 0x209071ac1f4808f6,
            0x79635ac8de0ff080, 0xf8a407474601c615, 0xfad484d771a5e3ac, 0x6caaa614a4e2f8d7,
        ],
        // 14 * 2^48 B
        [
            0x9aa5a802760ac0fe, 0x34e27f04af62ff58, 0x0322e0cd2d861c9b, 0x4330817fc22c0c54,
            0xc0f9d9b6e552651f, 0x3c7dec877a64cc22, 0x782464b9436bf959, 0x5dec6eda62bc7cab,
            0xadf40d5fa085ec5b, 0xfc127fe66d567b80, 0xdb23092d9149704f, 0x38ee5aebeee7d6b0,
        ],
        // 15 * 2^48 B
        [
            0x43accca233c16c65, 0x169b12fe7ba65867, 0x80330e274f922370, 0x2bd0e69041e13174,
            0x279f31f63f922cc2, 0x4dce84d878a02c83, 0xf31ea380d6c42949, 0x4f1c96cdf4aa6234,
            0x3f4ca3a9c4ac7e37, 0xfeecea94a73dc064, 0xfd267dc607ded52a, 0x59718a4dabd481c0,
        ],
        // 16 * 2^48 B
        [
            0x315c29c795115389, 0xd7e0e507862f74ce, 0x0c4a762185927432, 0x72de6c984a25a1e4,
            0xe2790aae4d077c41, 0x8b938270db7469a3, 0x6eb632dc8abd16a2, 0x720814ecaa064b72,
            0xae9ab553bf6aa310, 0x050a50a9806d6e1b, 0x92bb7403adff5139, 0x0394d27645be618b,
        ],
        // 17 * 2^48 B
        [
            0xd189b4f512f675e1, 0x21c9ee484ca394ad, 0xb84179597d09f0c9, 0x408e5996dd9c0b8a,
            0x5c6381279b16dcfd, 0x851ac783f29a66fe, 0x9b357c57a3420737, 0x1170b9016794c73e,
            0x2d4060e9c470c2be, 0xeb9e5b6b13bf5381, 0xb58c92d5bca64c65, 0x42018feb68b781ed,
        ],
        // 18 * 2^48 B
        [
            0xefb739669758ae5d, 0xd151db84817f8db3, 0x56c732b7727bdd1b, 0x47aa20b1e1b0d07c,
            0x03ed6145587699b6, 0x68b9003c91459e00, 0x8679ba59dc547951, 0x45ab246af68ea149,
            0xbeedaa7972b748ac, 0x6cc1c211725c2bff, 0xa4221902639a6a73, 0x3767e41ded821b6b,
        ],
        // 19 * 2^48 B
        [
            0x91616519fece35ba, 0x209e1239d804efa2, 0x23db7fc51edb21c1, 0x104b5fcbcb2a1525,
            0x16fb26ce4cac5f29, 0xcf02bb2cc197778f, 0x55f3c635ab98c1d6, 0x68f20d52905f3f44,
            0x916673233662edbd, 0xe5569393a4ab91c5, 0x544a672bb467f6f4, 0x504e03b1004ae4a7,
        ],
        // 20 * 2^48 B
        [
            0x0c9c74707d311c32, 0x801bb60dde55ea5d, 0x286960c29a17ebf0, 0x1f52de08817ec20b,
            0x6a29b4da4221bf5e, 0x99d9df8f91ede2ae, 0xabbb7282e8e56497, 0x7c5e489da07fc1a1,
            0xf3c95c2148011ff4, 0x005d740ab8fe024b, 0x0e32978257ca0838, 0x69a312ed86e3fcbb,
        ],
        // 21 * 2^48 B
        [
            0x97c8410de12d0ef6, 0x61bcdcb57405efd0, 0x62510463b9764ae1, 0x2dc095cf8a4b6463,
            0x2aeeba9e1461956a, 0x1a0c24f046c2cb0d, 0x4b252e76a71f08d9, 0x12c62a3fdf4aefe4,
            0x3e07ff560d5be777, 0xf034ccee60bf560a, 0x0f79c8d5fcc8748d, 0x7b95d33bda6cb93e,
        ],
        // 22 * 2^48 B
        [
            0xb3bbc6a8cd303b42, 0xbdc252e4f84e1e47, 0x10b8d949b9bbcf8b, 0x296b59895bbc018a,
            0x71b18aa2e03eef8b, 0xd4680bcce579b749, 0xe1b157fd715d0dcd, 0x29a5a5f7d1de3e02,
            0x938f1fba8ea88872, 0x1662d7f9906bcb70, 0x1a578b015f153a78, 0x1cbb2bf3bd353622,
        ],
        // 23 * 2^48 B
        [
            0x7fdad185fff9a2a6, 0x17e4399eda666eb3, 0x2bf4ed489b62f86c, 0x087c66726e172d70,
            0x7163d1d03a51c7ce, 0x2df64feb811f7ce8, 0x401a7652d68baf18, 0x730f03dc714e0b61,
            0x302611fc3dc83271, 0xf3021c748a7ab732, 0x99fd360627e1f9b0, 0x6bce46f80da63227,
        ],
        // 24 * 2^48 B
        [
            0x872537fed52ce247, 0xfb3fbbdb6f605010, 0x21209e314b349f8b, 0x019162b71d964339,
            0x982657d96828352c, 0x488030301ca8d42e, 0x978e99ec9fcda00d, 0x56b69985f077348e,
            0xd4508641e53c3448, 0x49bc5c9554ecd606, 0x26bdb90ca4313ae0, 0x25e1c978deb97330,
        ],
        // 25 * 2^48 B
        [
            0x7c9223df2dea40df, 0x90ea4bcaae97c0c9, 0x08ee0cfdf648d117, 0x106175b77afe1773,
            0xb490476bf3161b20, 0xc69b1f7c1117c851, 0x7425647d6c8855a0, 0x5646193cb7e4862c,
            0xa26bae6f75ee1c64, 0xb39bdde16fca3a37, 0x8eb82fc531e070df, 0x09bad2e52be96e36,
        ],
        // 26 * 2^48 B
        [
            0xeba96b7a35cb93af, 0x701fc849149322d0, 0x73abe278e51e54d2, 0x103cc7ff8e57abf2,
            0x52c2ab5817f7bafc, 0x0c3962b4e13766c1, 0xe63477211c3f65ec, 0x1d524841164b4e9d,
            0x6cd494f26fd1b512, 0x9e63c366500528f1, 0x476e08c73418e2ff, 0x025105c96ff9338c,
        ],
        // 27 * 2^48 B
        [
            0xe93bd23789f5040c, 0x2f0dd3aced0a3884, 0x25103e5144e8f6dc, 0x2f1237f0ebcc0468,
            0xabfc3285e5e53e0a, 0x5e9bebf01fe5df01, 0x0ebce0958a7be066, 0x6928db4d8439e920,
            0xc1cc1e1721c880e8, 0xd62949d4abdf2ef3, 0x01c6129b1b362c2d, 0x32d482ca98036194,
        ],
        // 28 * 2^48 B
        [
            0x9d78ea72a0a8a7b8, 0x4f390200b30d0d55, 0x47ad2c6dd55b7b1f, 0x646b80e6d2fb5e46,
            0x951bc31059b111ee, 0xf1fbbc825e66c59b, 0x1bbe9daf97999793, 0x2854b76e38c430d0,
            0x9dbea8a54e1205bf, 0x30b4622e3a8e7d25, 0x13e16cdf4e227237, 0x28259a8f6a16733c,
        ],
        // 29 * 2^48 B
        [
            0x2b0903340c0fd613, 0x12218fa81360190e, 0xe7fd49f838d07850, 0x4056a62719658738,
            0x4017dcf79c559b00, 0x599d9ccce7865481, 0x2ef3f9029b2192d4, 0x7b401d27722364ce,
            0x63c3663c170e3878, 0x3200c2228fe3706c, 0xd9012ae4988139d9, 0x52540a9052a714bb,
        ],
        // 30 * 2^48 B
        [
            0x99cccde0e6a7ea42, 0xeaeeeea8c0085d70, 0xd939863af4c22f35, 0x3aeb31e0de4fced8,
            0xa026ab62fb3668c9, 0x354b51f05eb48299, 0xb70885c9a0d7aebd, 0x0b89415f57f0d2b7,
            0x9b3fd5d5f8bdee0a, 0x8358ff720d435833, 0x5a33118775634f67, 0x72a15571011721eb,
        ],
        // 31 * 2^48 B
        [
            0x0aa77047fbfbfd0d, 0xe59d0ca6346ce101, 0x9028bd4bb3271a32, 0x0756d3192afd4054,
            0xecb66ed092a65391, 0xf94cdb6f0b606e35, 0x4b76a21349ba6938, 0x65f747b8ee6ecccf,
            0x61c162d35b57baaf, 0xb2042f1522855d5e, 0x13d970562e2aeabf, 0x3e6f621ad30b0c59,
        ],
        // 32 * 2^48 B
        [
            0xf5396425b23545a4, 0x15a7a27e98fbb296, 0xab6c52bc636fdd86, 0x79d995a8419334ee,
            0x4d572251857eedf4, 0xe3724edde19e93c5, 0x8a71420e0b797035, 0x3b3c833687abe743,
            0xcd8a8ea61195dd75, 0xa504d8a81dd9a82f, 0x540dca81a35879b6, 0x60dd16a379c86a8a,
        ],
    ],
    // row 9: multiples of 2^54 B
    [
        // 1 * 2^54 B
        [
            0x8b3172b7ad56651d, 0x01581b7a3fabd717, 0x2dc94df6424df6e4, 0x30376e5d2c29284f,
            0x5f0601d1cbd0f2d3, 0x736e412f6132bb7f, 0x83604432238dde87, 0x1e3a5272f5c0753c,
            0xd2918da78159a59c, 0x6bdc1cd93f0713f3, 0x565f7a934acd6590, 0x53daacec4cb4c128,
        ],
        // 2 * 2^54 B
        [
            0xca651e848011937c, 0xc6b0c46e6ef41a28, 0xb7021ba75f3f8d52, 0x119dff99ead7b9fd,
            0xe7a254db49e95a81, 0x5192d5d008b0ad73, 0x4d20e5b1d00afc07, 0x5d55f8012cf25f38,
            0x43eadfcbf4b31d4d, 0xc6503f7411148892, 0xfeee68c5060d3b17, 0x329293b3dd4a0ac8,
        ],
        // 3 * 2^54 B
        [
            0x4f104ba4d2af7894, 0xe2d560ddf58d590c, 0x9c5e310e43893b5c, 0x5a0b8dae3ffe487d,
            0x0e2bda30b779fc44, 0xf5666db7420f6df8, 0x8e7570d9f5192286, 0x5fc7f06e3f48f206,
            0x68fb23bd533eabfe, 0x7ca65bbc6df53e8f, 0xc932f04301a67d4a, 0x4d34970b677c39f6,
        ],
        // 4 * 2^54 B
        [
            0x2879852d5d7cb208, 0xb8dedd70687df2e7, 0xdc0bffab21687891, 0x2b44c043677daa35,
            0x4e59214fe194961a, 0x49be7dc70d71cd4f, 0x9300cfd23b50f22d, 0x4789d446fc917232,
            0x1a1c87ab074eb78e, 0xfac6d18e99daf467, 0x3eacbbcd484f9067, 0x60c52eef2bb9a4e4,
        ],
        // 5 * 2^54 B
        [
            0xfd9086e67b1dcb30, 0x24fa28a752864f34, 0x44e5801e3b94f357, 0x7b732728a2bba33b,
            0x65a5e58ca13a37c3, 0xeac170c1410b3259, 0xec0877428bc03199, 0x28a6b61a70bd13c5,
            0x4970f0d649e02c1b, 0x837cef4fff97d6d9, 0x316688100f485ddc, 0x70751296b32c7228,
        ],
        // 6 * 2^54 B
        [
            0x994cf1c81fd548f7, 0x4d46802bc1c0b15d, 0xac4826df699b27cc, 0x6bedff16e03d4a37,
            0x6a7f5f4cf5c3892c, 0x66b534d237b1daee, 0x640ce7fe2854b0ff, 0x0c4058aea9bdc1a3,
            0x54f4e621515e768e, 0x0f8e2f23593a9343, 0x612a6875412d1265, 0x5528d74a8b928698,
        ],
        // 7 * 2^54 B
        [
            0x94b51afe5b0087c1, 0xbff8a38745392d14, 0xdc292692e5541fc6, 0x5c28d1091b652f1a,
            0x80cea7409763e783, 0x54743c5ae643c16e, 0xab7aa3ebfb0351c0, 0x6f15484981505ec3,
            0x1556f8b0797e1286, 0xb2ff7788655cef85, 0x0577ba1d83651417, 0x0c8b5dc082fdf9c5,
        ],
        // 8 * 2^54 B
        [
            0x702bc5c27cae6d11, 0x44c7699b54a48cab, 0xefbc4056ba492eb2, 0x70d77248d9b6676d,
            0x0b5d89bc3bfd8bf1, 0xb06b9237c9f3551a, 0x0e4c16b0d53028f5, 0x10bc9c312ccfcaab,
            0xaa8ae84b3ec2a05b, 0x98699ef4ed1781e0, 0x794513e4708e85d1, 0x63755bd3a976f413,
        ],
        // 9 * 2^54 B
        [
            0x68609136c921b27e, 0x4b562697d996de5a, 0x227f8b39e542eb58, 0x4bc3a9f20240daa8,
            0xec18f79c9ddae5d1, 0x1a0444fbefc12dd7, 0x8d4d51a5a1922f4c, 0x4b034f533904a85e,
            0xacc8395bfa92701c, 0xcf31c4d4bd8c891e, 0x9346b30f680ac3fd, 0x2f0fabe7410205bf,
        ],
        // 10 * 2^54 B
        [
            0xd801aa5a4960ae93, 0xcf5a8e4b1cd90892, 0xe02f7b232836145f, 0x001a15fe58d11ca5,
            0xf8573d51420de995, 0x8bd7ee1ea392c266, 0x144e3be328ccdfd7, 0x0d1302f49255f841,
            0x2c18f0b1c066a942, 0x0e30d8bd550b057e, 0x8de8b61435fdce78, 0x6d63bb9229bbd5e8,
        ],
        // 11 * 2^54 B
        [
            0xbcc791aa88f08553, 0xe00598306d20af2f, 0x143f8940256c28b2, 0x7d0ae78ee8e8740d,
            0x9558a206b72e3e9c, 0xf29f00f709f91a46, 0xcb5affb299146429, 0x07287d72eafa025d,
            0x8634afd48de80786, 0x73a0cb8ca749da8c, 0xd0211957d6fe58c8, 0x476c7ed0ea496c7a,
        ],
        // 12 * 2^54 B
        [
            0x3dc7101897f1acb7, 0x5dda7d5ec165bbd8, 0x508e5b9c0fa1020f, 0x2763751737c52a56,
            0xb55fa03e2ad10853, 0x356f75909ee63569, 0x9ff9f1fdbe69b890, 0x0d8cc1c48bc16f84,
            0x029402d36eb419a9, 0xf0b44e7e77b460a5, 0xcfa86230d43c4956, 0x70c2dd8a7ad166e7,
        ],
        // 13 * 2^54 B
        [
            0x181e8bf6880a622e, 0x8239d2f6485b5bd1, 0x13eaf9e2cef7aa9e, 0x43f41ae089c678f0,
            0x7a7d3c22abf55c51, 0x95b4e77fdd4be4bb, 0x63affe7eaf885193, 0x5e09bfb051ccd0cc,
            0x0b5ca71527c03ccd, 0x5f9dbdcdfeae8172, 0x6e47ca4ca1f44aba, 0x48d8e824e0793efe,
        ],
        // 14 * 2^54 B
        [
            0xb1641fc2ab45dffa, 0x8b95cef17f03f0b5, 0x30fd0a9fa771fa25, 0x7b917a3ff9c2b2cb,
            0x8599bfe3f457518d, 0x66bc91bac5596bc5, 0xa8cd0585c9d59473, 0x41f79f45af063354,
            0x68549b8b1e21f5b9, 0x0be303a4b17feb57, 0xc9b7e0c05d8d6c3f, 0x018134171ebe5093,
        ],
        // 15 * 2^54 B
        [
            0xd7fb0bdba74cde85, 0xf40176dc2cf12245, 0x05b4b3bcc447c346, 0x6885a909abe8faff,
            0xef3d515492b7e909, 0xc63ef8f9408f81e6, 0x2981fd8cc5ad421f, 0x4f095bd9594ef177,
            0x6763903851146ee1, 0x8a0bc12a10350f9a, 0x157d324133174d98, 0x3b51dd7e2883b1bf,
        ],
        // 16 * 2^54 B
        [
            0x91d4967db8ed7e13, 0x74252f0ad776817a, 0xe40982e00d852564, 0x32b8613816a53ce5,
            0x656194509f6fec0e, 0xee2e7ea946c6518d, 0x9733c1f367e09b5c, 0x2e0fac6363948495,
            0x79e7f7bee448cd64, 0x6ac83a67087886d0, 0xf89fd4d9a0e4db2e, 0x4179215c735a4f41,
        ],
        // 17 * 2^54 B
        [
            0x3f9f96fd481e92c7, 0xf613211d9a134ba4, 0xac10b039b6fbd1f2, 0x54234d9f6c2c1469,
            0x0b19c91fa941134c, 0x2b8ff91f6ef604c1, 0xf5a08b9e206c0458, 0x3e40732c01db1ccb,
            0x0857946362b383d1, 0x4c0719dcc7326d03, 0x56b5976923aa5987, 0x3654a09e549b1258,
        ],
        // 18 * 2^54 B
        [
            0xd5e3d5269d0e29a7, 0xda8dff2cdda07284, 0x76098ea7a0edf9f7, 0x7de1b5e9a6f6481d,
            0x9f3d1b77d6c6d893, 0x434130da66911c85, 0x524a27142bd4e63c, 0x57d352997f3a4dab,
            0x88db42e3c8cc9f36, 0x54b318b6024ec680, 0x37ae8056b9fdbe11, 0x0b249b0a2497d0d8,
        ],
        // 19 * 2^54 B
        [
            0x5731e7482e6e9074, 0x732671941ccafecb, 0x134ab00c305c040d, 0x1f2c4df5ce0ad93c,
            0x16fc67c59d1ec77b, 0x15753cc96ab82e28, 0x6402e4e4b4266d82, 0x1140caa25af9e276,
            0x4865b57aea0eb03f, 0xca517ebf20f7ea01, 0x3c63fc2547e9615e, 0x30d70393338f2d96,
        ],
        // 20 * 2^54 B
        [
            0xe4ae33b9286bcd34, 0xb7ef7eb6559dd6dc, 0x278b141fb3d38e1f, 0x31fa85662241c286,
            0x8c7094e7d7dced2a, 0x97fb8ac347d39c70, 0xe13be033a906d902, 0x700344a30cd99d76,
            0xaf826c422e3622f4, 0xc12029879833502d, 0x9bc1b7e12b389123, 0x24bb2312a9952489,
        ],
        // 21 * 2^54 B
        [
            0x4a78ffcbb9ceed60, 0xc201b30fa359297a, 0xeb5e93c30c4e0ad7, 0x414953ccf0d66b38,
            0x9b2c0352b04a2d07, 0x742fc10106e44e66, 0x77e6c1b1b84c7fd1, 0x7596725d1f8ce0ea,
            0x07a0fb14b591b768, 0x59d34738b6fe702a, 0x946f8831d446185f, 0x762bbb7c405e0614,
        ],
        // 22 * 2^54 B
        [
            0xb9994f464509988a, 0x9b610dc147bd2b83, 0xeae8f14920a6d994, 0x0b3159a596945a69,
            0xa09f96072af72677, 0x2776b9c3925f6dc8, 0x9623739754f3d004, 0x38cb375e72ec8998,
            0x3dc66293620c480d, 0xb559a4f6e1ba8b80, 0x781cae6a33dd5f8d, 0x1f9f042dfce0fcb1,
        ],
        // 23 * 2^54 B
        [
            0xeeaa0f1447ff6e4f, 0x47fda0cc8f1d4861, 0x53330473c8699ca6, 0x6783c781a3f7ccda,
            0x47c18c0a75cd263f, 0x4894c46c4f37cb4f, 0xafd2188e98b9f228, 0x4381bc3d0bb38617,
            0xd5979f6ce840d52d, 0x6e2c80ff34dbf16a, 0x88b4f46ec39705a4, 0x683dd17bf576072f,
        ],
        // 24 * 2^54 B
        [
            0x41f80c2af5f85c6b, 0x687284c304fa6794, 0x8945df99a3ba1bad, 0x0d1d2af9ffeb5d16,
            0xb1a8ed1732de67c3, 0x3cb49418461b4948, 0x8ebd434376cfbcd2, 0x0fee3e871e188008,
            0xa9da8aa132621edf, 0x30b822a159226579, 0x4004197ba79ac193, 0x16acd79718531d76,
        ],
        // 25 * 2^54 B
        [
            0xfcd14d5954fa959e, 0x1ef8def8a0a1ced4, 0x79e0bba1a7abc400, 0x5d8ceaf3f00b954a,
            0x33b4d2c0cc7983d1, 0xb834bcb4efb08b91, 0x0fa8b88fa40188a4, 0x127652c9f8bfb6d5,
            0x0c3669256f2596b6, 0x396cdc19bb2601f9, 0xa4a39ee01c6bf83c, 0x3cb206c17722d5cc,
        ],
        // 26 * 2^54 B
        [
            0xbb80cedf001f7fb0, 0x580e2c9864fffd23, 0xbedae76aa423d7ba, 0x50099c5bd4c21d96,
            0x14887375091d18ab, 0x1f33b81df9508606, 0xa8e270bd6d987dc2, 0x7ccd75fc90f1db5b,
            0xe92795a707946379, 0x91a74f917dddc25d, 0x793f6261cf804205, 0x40a1eb259f4d84df,
        ],
        // 27 * 2^54 B
        [
            0x4f401b539d7253e0, 0xacd44b9118abdfc1, 0x2c1aa624201ad343, 0x67d0712f5bcdaf74,
            0x63172a2d7b929581, 0x34729e560675e449, 0x68e01fe45639dad1, 0x4e62a82d33f0be75,
            0xac1f6c94c0ec3a08, 0x73ddb2212670cdba, 0x150ae1eeff5b5407, 0x7677fdc1b8014235,
        ],
        // 28 * 2^54 B
        [
            0xc959c6c57887b6ad, 0x94e19ead5f90feba, 0x16e24e62a342f504, 0x164ed34b18161700,
            0x72df72af2d9b1d3d, 0x63462a36a432245a, 0x3ecea07916b39637, 0x123e0ef6b9302309,
            0x487ed94c192fe69a, 0x61ae2cea3a911513, 0x877bf6d3b9a4de27, 0x78da0fc61073f3eb,
        ],
        // 29 * 2^54 B
        [
            0xf733a2606ab02fa1, 0xfb83463ee8a267fb, 0x588871a0b3da2212, 0x7dcaa64c5fafb819,
            0x48a587c29576329d, 0x01f711425d1ea208, 0xc413cc6067c55a4c, 0x4303d956f3cdaad9,
            0x24df34c27af13738, 0x9d23be5c22e95f47, 0x41d70ae0499915e0, 0x51ad4e95a510fcf8,
        ],
        // 30 * 2^54 B
        [
            0x6c8dbe5c52f8fd41, 0x74258fb335808400, 0xcea49d6723623c83, 0x6bf86b83ea19624e,
            0x60ccee37a544be0c, 0xd192e49760266be9, 0x59ee307f46badeea, 0x0dfd91ca983f758a,
            0x635ed769e146d6ec, 0x65831983ebfd621f, 0xa337eed0de11f328, 0x14dae302be7424a0,
        ],
        // 31 * 2^54 B
        [
            0xdf060232419232c3, 0xcb0f15eb36b09c15, 0x6432aa86d81988c8, 0x5a87e149ae55e631,
            0xb1546db30490d9e4, 0x3385cad7ddd33293, 0xb55bdd1ba35da428, 0x5e4a417ef90eb9e1,
            0xda9de7401a55dd34, 0x4185adb9b4aec08d, 0x01ad7f2966f4065b, 0x7a47df0bf54eb44b,
        ],
        // 32 * 2^54 B
        [
            0xa29f80f1680c3a94, 0x71f77e151ae9e7e6, 0x1100f15848017973, 0x054aa4b316b38ddd,
            0x5bf15d28e52bc66a, 0x2c47e31870f01a8e, 0x2419afbc06c28bdd, 0x2d25deeb256b173a,
            0xdfc8468d19267cb8, 0x0b28789c66e54daf, 0x2aeb1d2a666eec17, 0x134610a6ab7da760,
        ],
    ],
    // row 10: multiples of 2^60 B
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
        // 17 * 2^60 B
        [
            0xf3ac1d7323f63387, 0x1ac2ce581be62e71, 0xcdab1875826c1ab9, 0x6016a592f4f6bd53,
            0xa35bbef58e4a9414, 0xe3674f77a99da2e8, 0x8444887371f010cd, 0x15bf060e7f22c6d5,
            0x2f577a3cd1b3a870, 0x5a99700715424137, 0x6c2ef1b87b12ee01, 0x129ad40ffe9fa44a,
        ],
        // 18 * 2^60 B
        [
            0xff702a051b2958cf, 0x66afb073edc5f1dd, 0x192aa71bdfabd706, 0x228121df715472c9,
            0x382fb4e1ed5a0e94, 0x5e37e32d4094edd8, 0xd4a6bc461ab4c8c2, 0x429cfc2dcfd539e2,
            0x2e4271d484353a4b, 0x88d49ed3b40f1a03, 0x935fca4357a0f37c, 0x75f7accc231a38a0,
        ],
        // 19 * 2^60 B
        [
            0xda06c87c91c5fd74, 0x7a488432c8429d59, 0xba28a2cd146511c2, 0x62183ba1b20af42c,
            0x5becd03927c6dc1f, 0xb771d4316ac5ca0d, 0x94f25de5031503b3, 0x2848b8df0e78ea47,
            0x0190142da0874d09, 0xf1bfbe414b3f28c9, 0xdef0d20d3495d494, 0x3e4daa17b6ad15df,
        ],
        // 20 * 2^60 B
        [
            0x2b3e148f6d195ac1, 0x7bd02495cb661904, 0xba2071aa71991396, 0x44dc01303f5fc442,
            0x596b55c1a6081dd8, 0x3c92f6db4fffbabb, 0x103416b25f01c816, 0x3bdb0f24fb01e19e,
            0x5c101ace08117ff2, 0x1cfed78de953f098, 0x29910e2a284d910e, 0x12b4c1ceb27441ae,
        ],
        // 21 * 2^60 B
        [
            0x1d592fa9e98ec51f, 0x3d1edc9685238809, 0xe03fe4f5828d0020, 0x377f96ee52cbbd0a,
            0xd62ede2f2f56adc2, 0xcf5ec0b423611780, 0x8688cd7c0cedd1ee, 0x5a76091a684509f3,
            0x4176c5a96804bbb3, 0xb6a55b948d4cf264, 0x8a1a09cb1a00eee7, 0x5574e77974e9ad07,
        ],
        // 22 * 2^60 B
        [
            0x350c741d35cdab98, 0xbbcff96b30946069, 0x155a3b14345ea123, 0x61eb28153e89ce6f,
            0xf161474903cd663c, 0x9f8035dc04e658f7, 0x14477c3ffeb71121, 0x7d629dbba37444d9,
            0x9f16fb8a416ce61a, 0xae613469efcd065c, 0xaa7ef2d2c660c168, 0x567430f819da8a2a,
        ],
        // 23 * 2^60 B
        [
            0x89d33c1bcbc87396, 0x7ef2497a106c1832, 0xac3ccfbfb327d807, 0x70f6dc6ef2b2e832,
            0x67d73785eca78139, 0x5f5d9f1a667af64c, 0x556329a99eec69f5, 0x192192a0c8d9f0ce,
            0x26b1641047d1f42b, 0x4619b240f8811df9, 0xfd115071e0860443, 0x0ce8f4bdaeb581af,
        ],
        // 24 * 2^60 B
        [
            0xb0b0e998e9b6c25e, 0x057020065c135a9d, 0x81206f924ed4788e, 0x782cb8f73a71746b,
            0x7cc42dedf11695a9, 0x17d95a11bf2e6acc, 0x8b754a616b105fa3, 0x25db7cba5bb7b5df,
            0x8451e3d0d6c67442, 0xe999efafe9b0a661, 0x85a36210f3fcd35f, 0x5e3c4c361014b0f1,
        ],
        // 25 * 2^60 B
        [
            0x1daf8c8d8cab843f, 0xceeaeb001e13cc96, 0xe1a23f4f7a2595be, 0x6cde0be506e0af63,
            0x2fa74d8a6ded27f7, 0x0c108d0533c40212, 0x86d9b6c223811ee8, 0x25648f8c99e5e005,
            0x2545821eef006399, 0x96c3882241e52659, 0xa5814b1ec05dade1, 0x79ac73a0ff59f0ef,
        ],
        // 26 * 2^60 B
        [
            0x25b5e3927a8bd8eb, 0xd9ac8d6da2995ab0, 0x290793b4d1a747ec, 0x6c17f52eee0a8d6d,
            0x74040d29c1bfb17a, 0x0efda9fff65f3237, 0x46a8c40df99edb83, 0x51f2733612772bd1,
            0x2d9968d7bf2c04e2, 0x362aac93325ed2bb, 0xf897a149ea2958f0, 0x496e228445183910,
        ],
        // 27 * 2^60 B
        [
            0x1564406c60f157a5, 0x0a0bedafebba3739, 0x22b37391184899e9, 0x22628143866c77bb,
            0xd737ae604c2436c9, 0xbb2065b9e64462ae, 0xe07a70f8d07cbd0f, 0x0b2964203d513135,
            0x2627b1d418daf5e5, 0x3e4bcd81a5d233d1, 0x01e1e96a35db4431, 0x5079a6327a81d410,
        ],
        // 28 * 2^60 B
        [
            0x18894f7036c2b354, 0x2f9dff1d1b98092e, 0x18c1a81a2f9f4644, 0x30959c0d041f1807,
            0x01c31e4a8cab302b, 0x26ef25a03b275d14, 0x6aadeeda279eec79, 0x2ca8fc4e4c52d178,
            0x139ad6cb1cf6889a, 0x51d54bd3423d0dd2, 0x1f143e572d70a9ae, 0x383d6f6aa01324e2,
        ],
        // 29 * 2^60 B
        [
            0x9d6f16d95b6f6d01, 0x477b54e6efea678c, 0x78b01c3c28c3d9df, 0x105a541971cbf3ae,
            0x8d0f538779e8a7d9, 0x947814c0aa1f8483, 0x005dcc99f87bb794, 0x1f82fb488417a56f,
            0x6de29a9209f42470, 0xf5864b617dd35e71, 0x827e098a22e6b964, 0x7c69ad2bea0eb971,
        ],
        // 30 * 2^60 B
        [
            0xe9ac1ea0964397a3, 0x66fb10f40a044ae4, 0xcc0858b035f57577, 0x0fcabe856cd92192,
            0x265ebc89754816ba, 0xd2621a8beba606c9, 0x6a46209882925121, 0x265f272555188186,
            0x5323117af99d6925, 0x1633f3e7adcf6af9, 0xc7880367c56c4839, 0x3cbc843ff182fb2d,
        ],
        // 31 * 2^60 B
        [
            0x2f8817d33110186d, 0xd767e8c5e4d2e58a, 0x8a96fc8a001909fc, 0x5f44c326afc3b49b,
            0x5950666fc7195533, 0x018b1bec07b82e85, 0xa01f6d1c2b8a64f7, 0x79b1d3f1c6c8b967,
            0x40878a1a89354d2e, 0xd6fdd6a8f0d426cc, 0x8e1147186790ccd6, 0x7abe8cc56ee253d6,
        ],
        // 32 * 2^60 B
        [
            0xfec7bc0c9b056f85, 0x537d5268e7f5ffd7, 0x77afc6624312aefa, 0x4f675f5302399fd9,
            0xdc4267b1834e2457, 0xb67544b570ce1bc5, 0x1af07a0bf7d15ed7, 0x4aefcffb71a03650,
            0xc32d36360415171e, 0xcd2bef118998483b, 0x870a6eadd0945110, 0x0bccbb72a2a86561,
        ],
    ],
    // row 11: multiples of 2^66 B
    [
        // 1 * 2^66 B
        [
            0x21717b0d0f537593, 0x914e690b131e064c, 0x1bb687ae752ae09f, 0x420bf3a79b423c6e,
            0x97f5131594dfd29b, 0x6155985d313f4c6a, 0xeba13f0708455010, 0x676b2608b8d2d322,
            0x8138ba651c5b2b47, 0x8671b6ec311b1b80, 0x7bff0cb1bc3135b0, 0x745d2ffa9c0cf1e0,
        ],
        // 2 * 2^66 B
        [
            0xaa6202e14e5df981, 0xa20d59175015e1f5, 0x18a275d3bae21d6c, 0x0543618a01600253,
            0x157a316443373409, 0xfab8b7eef4aa81d9, 0xb093fee6f5a64806, 0x2e773654707fa7b6,
            0x0deabdf4974c23c1, 0xaa6f0a259dce4693, 0x04202cb8a29aba2c, 0x4b1443362d07960d,
        ],
        // 3 * 2^66 B
        [
            0xe4c10ff606f09880, 0x5c00d1a9dd4a3811, 0x45e7eaa6a658744f, 0x53cadf8d52e963ee,
            0x5d263eb31cc113c0, 0xccdebeb816c23084, 0x06ebf5f5809055d0, 0x75c6ac1496383bae,
            0x825b343f186e4a37, 0x767ad824f8cb6165, 0x09b12e297b984bda, 0x036d4dff214ccb4d,
        ],
        // 4 * 2^66 B
        [
            0x299b1c3f57c5715e, 0x96cb929e6b686d90, 0x3004806447235ab3, 0x2c435c24a44d9fe1,
            0x47b837f753242cec, 0x256dc48cc04212f2, 0xe222fbfbe1d928c5, 0x48ea295bad8a2c07,
            0x0607c97c80f8833f, 0x0e851578ca25ec5b, 0x54f7450b161ebb6f, 0x7bcb4792a0def80e,
        ],
        // 5 * 2^66 B
        [
            0x47a1b04bc9818fe1, 0x5e6580abd5eabc74, 0x3eee9b1d3eb1636a, 0x53085b03822de6a8,
            0xa0c043a82a7a9a32, 0x6235a6330de03dba, 0xce92ce8444f1cd5b, 0x0e11cdac543a3b00,
            0x25de3437214201ca, 0xbc07b226d267b65a, 0x3cc38e6c29c792c2, 0x46a2d245d05fe473,
        ],
        // 6 * 2^66 B
        [
            0x5b4614ec6116f3ca, 0x131691364e6964cc, 0xd9929904d2df7648, 0x79c0e0fec46c5b71,
            0x13795198693756e6, 0x149e595106f7931f, 0xf6bf72415992b150, 0x1b1b2c535fc8ea31,
            0x710593b24aed47cf, 0xf83fb13e814cb1a1, 0x921372848f0b2688, 0x37d76ec8a91b9ea0,
        ],
        // 7 * 2^66 B
        [
            0x6cd60fbac78da244, 0x138ebe5cbec187c9, 0x87532ec4a1830db8, 0x5dff3528725b783a,
            0xb594d80a106bfa62, 0xad54a807e03e23a6, 0x8103a85f9c598984, 0x259ca3dd93a96def,
            0xdbdbbb96ae414fd9, 0x4aabafca0d461f00, 0xb8df09e458923e05, 0x1d744b3212031db8,
        ],
        // 8 * 2^66 B
        [
            0x1cecd0a0045224c2, 0x757f1b1b69e53952, 0x775b7a925289f681, 0x1b6cc62016736148,
            0x8487e3d02bc73659, 0x4baf8445059979df, 0xd17c975adcad6fbf, 0x57369f0bdefc96b6,
            0xf1a9990175638698, 0x353dd1beeeaa60d3, 0x849471334c9ba488, 0x63fa6e6843ade311,
        ],
        // 9 * 2^66 B
        [
            0x0d4e58a3b161fea3, 0xe6e720e6fa9f46bf, 0xbed38465b3d41c3c, 0x3db4d89ae77f7b61,
            0xaf8046d73d51b4aa, 0xd7a7c8eb873c427f, 0x2847128b61ff0a02, 0x66b4510686fb069e,
            0xfd209f91b52e51cd, 0xf4eb5ca8589f8f0f, 0xb23b2f87fede0338, 0x470e124f80c8af8d,
        ],
        // 10 * 2^66 B
        [
            0x7f8c7a03775b9e28, 0xce488384a1ddf4dd, 0xa87c0f8413c54c62, 0x12de7768ef484faa,
            0x7582bb4b70640a02, 0x83ad55a3b5d35eb5, 0xe55756eb8a751cbf, 0x3ec8a8720fa71c39,
            0x060a8441abaecf3e, 0xe05384ef345923c4, 0xf04e0656d097b568, 0x232f42aad9af6296,
        ],
        // 11 * 2^66 B
        [
            0x2b59604dc0f51d3e, 0xbdc9b53a0bf25f70, 0xdcd8555ce12c2699, 0x74bfb60d1669456e,
            0xf42a53d2c546477e, 0xbaea807a760daab4, 0x94953f76b7776f5a, 0x18e6cae89296c4f1,
            0x1b3e386e8c409dc6, 0x50d2e1ef12b13023, 0x380132547fd5f2ab, 0x187734fe6d4e154d,
        ],
        // 12 * 2^66 B
        [
            0x2195becdd24b5eb7, 0x5e41f18cc0cd44f9, 0xdf28074441ca9ede, 0x07073b98f35b7d67,
            0xd15c20536597c168, 0x9f73740098d28789, 0x18aee7f13257ba1f, 0x3418bfda07346f14,
            0xd03c676c4ce530d4, 0x0b64c0473b5df9f4, 0x065cef8b19b3a31e, 0x3084d661533102c9,
        ],
        // 13 * 2^66 B
        [
            0xc35a59d2a0620c60, 0xaf32b8916eb4d2b2, 0x461d35054993d92d, 0x180786da9e38070a,
            0x2b7a26d3cf7958dc, 0x83fe9f936c90f0d4, 0x3ba138ab4f890e62, 0x56935cdc2b699578,
            0xec2f06d0de60ef79, 0xff8a87a8e89e006c, 0x9f286858ce56f844, 0x544012ffe6a3226e,
        ],
        // 14 * 2^66 B
        [
            0x843511f691633320, 0x62c2d6fe5b521160, 0x22ad326ff6e510c1, 0x2657172d51baf1b6,
            0xa735e234d8be3e84, 0xeb9ebc580d43b13e, 0xa63b450d1f3e53f9, 0x3974429cbc5e4501,
            0xda3ad6d870058066, 0x23a693b16bb8823a, 0xf67cf527da80d3e7, 0x49bb6b1d3079a50d,
        ],
        // 15 * 2^66 B
        [
            0xf45420263dae3d83, 0x0920f4f1e6daf12c, 0x4332a6a2cfc07884, 0x25a3b235711b56ff,
            0x6ab307a34673321f, 0x9a0427f3d5656c89, 0x17b81e34bb93d0b1, 0x199fc8ae0dad9d81,
            0x92bb71584dd82578, 0x2219caca55d9dda9, 0x91a826871b894aef, 0x26d895cf8c0351ab,
        ],
        // 16 * 2^66 B
        [
            0x9a6ce876760321fd, 0x7fe2b5109eb63ad8, 0x00e7d4ae8ac80592, 0x73d86b7abb6f723a,
            0xe1f6b79ebf8469ad, 0x15801004e2663135, 0x9a498330af74181b, 0x3ba2504f049b673c,
            0x0b52b5606dba5ab6, 0xa9134f0fbbb1edab, 0x30a9520d9b04a635, 0x6813b8f37973e5db,
        ],
        // 17 * 2^66 B
        [
            0x1f887c43f8cffa0d, 0x1c5eb58f3cd95fb4, 0xb028b69cad4134db, 0x0bf688f03044772c,
            0x7e2966186242a625, 0x45dceba885aa3844, 0xc2b62b37cadc2f73, 0x4646eeebd42494ee,
            0x6a8c36ec1fa4606c, 0xbebc866cb299dad5, 0x1150647ace4e36c1, 0x405a554433b15958,
        ],
        // 18 * 2^66 B
        [
            0x61663f2921f4f38e, 0x05c363dc1fb00dd0, 0xc35032be6358eeb8, 0x7f6066371cc72c8c,
            0xab02d479503b3dc3, 0x33f59d00b049a484, 0xa4637196acacfe3d, 0x2427bbbae1877090,
            0x80e3079eac9a7ae5, 0xdf606a4e51edb96e, 0x4e1270da19a3bb31, 0x252886fd29e7cd3c,
        ],
        // 19 * 2^66 B
        [
            0x1a7c11e434fbdb30, 0x848a4c8368729447, 0x7eb82696972a1a5f, 0x090319a843873831,
            0x09b6378545f8cfa6, 0x6457e5e93e56e086, 0x7039df2bd0db024d, 0x3e0acd3d7b4bd7d4,
            0x1bcfa63bc801730a, 0xb4e3794d041186e5, 0x02d6e9dad5af8592, 0x35d384091682b4ac,
        ],
        // 20 * 2^66 B
        [
            0xf194ca56f3157e29, 0x136d35705ef528a5, 0xdd4cef778b0599bc, 0x7d5472af24f833ed,
            0x9854b054334127c1, 0x105d047882fbff25, 0xdb49f7f944186f4f, 0x1768e838bed0b900,
            0xd0ef874daf33da47, 0x00d3be5db6e339f9, 0x3f2a8a2f9c9ceece, 0x5d1aeb792352435a,
        ],
        // 21 * 2^66 B
        [
            0xe50e070187815217, 0xb6a7500f6c886160, 0x68ed8ae296828585, 0x13d3c283eac86284,
            0x362bcc47a5b6414f, 0xa6065e5b7cdcf7bd, 0x9be8b0560809beff, 0x449f50442d0267fc,
            0x0a14b1db77bf54a8, 0xe2786618a4d69623, 0x665b90f483ce397b, 0x35e0d11396e1a22a,
        ],
        // 22 * 2^66 B
        [
            0xd63d6cb44abed6e8, 0xe0a1619264349df0, 0x7e38166fb5a0b84f, 0x5418343194480aeb,
            0x353dbb081d464739, 0xafcb254b0d7de88d, 0x0df27230a61173dc, 0x34c0432cb7216a3d,
            0x82eb2671197231e1, 0xb200743408d9dc63, 0xabd581657a7a0637, 0x4b8ead5c8ee970bb,
        ],
        // 23 * 2^66 B
        [
            0x960aed3fef2a9ba7, 0xcaa1649ccb06c2ca, 0xa21f88e2d0211f04, 0x6a493a2e171012fb,
            0xa9edd63b0ff01a1c, 0x6633ac4abf4866e8, 0x0670b764a1ca8ef7, 0x5fbe2a9b793eee10,
            0xb0519b31c3f1c2d3, 0xcabd3ef17bb8f805, 0xaafcbe92ebfdba81, 0x10fcf3aca3bbf04a,
        ],
        // 24 * 2^66 B
        [
            0x12c7bfaeb61ba775, 0xb84e621fe263bffd, 0x0b47a5c35c840dcf, 0x7e83be0bccaf8634,
            0xf59e6bb319cd63ca, 0x670c159221d06839, 0xb06d565b2150cab6, 0x20fb199d104f12a3,
            0x61943dee6d99c120, 0x86101f2e460b9fe0, 0x6bb2f1518ee8598d, 0x76b76289fcc475cc,
        ],
        // 25 * 2^66 B
        [
            0x75406c735c03ddcd, 0xd2dc97ea651ec1e2, 0x2b86b42589d14840, 0x4a4f176d39cb594c,
            0x82f301e9a8fb8904, 0xe2a19c7335d8d79e, 0x1a0eb373f6600829, 0x5ae419e0fd7da3ed,
            0x8e3b661fa88410f9, 0xd02b07e8932de58d, 0x8d42c62003aa8a88, 0x2884f623164e5750,
        ],
        // 26 * 2^66 B
        [
            0x5ded9ccc640c8408, 0x5ad169ccd71bdf8e, 0x520b2fedccd94ebf, 0x5881cad1db5ae258,
            0x4b5792c02fb5e78e, 0xba4412aa62694ee1, 0x9f43ba98bcfc5c6d, 0x7ef8e136e1edcc4b,
            0xc28e77c9b005d82f, 0x445085e3e13eb97e, 0x979ce16dd337e33a, 0x0ce4e9976dcfb95f,
        ],
        // 27 * 2^66 B
        [
            0xacac2cf2f5f76e1f, 0x044a0ff7871e7c2d, 0x0a6f2d657874041f, 0x0dffa0276d622e97,
            0xe65fa4df8dda2cb0, 0x486bd2ece2370fb2, 0xe082b27541e9a15b, 0x7215b5561250b215,
            0xeb08339407e6e4a9, 0xac090b8cff140baa, 0x2ef8786823958d51, 0x43712b785ce202af,
        ],
        // 28 * 2^66 B
        [
            0x4245f1a1522ec0b3, 0x558785b22a75656d, 0x1d485a2548a1b3c0, 0x60959eccd58fe09f,
            0x791b4cc1756286fa, 0xdbced317d74a157c, 0x7e732421ea72bde6, 0x01fe18491131c8e9,
            0x3ebfeb7ba8ed7a09, 0x49fdc2bbe502789c, 0x44ebce5d3c119428, 0x35e1eb55be947f4a,
        ],
        // 29 * 2^66 B
        [
            0x83a3378326aea1f8, 0x7f04bb31d901be99, 0x8a486388024497ab, 0x3aff6ee0525a64c6,
            0x930d90f12e413308, 0xbbb8cdf4513a8747, 0xfa325117088a46f5, 0x1943607347a21b60,
            0x9004f23d2368f6ae, 0x5ce5ebfa58be08e3, 0xf0cbecdeb70a357a, 0x022d8b69f373f9a9,
        ],
        // 30 * 2^66 B
        [
            0x7f968a6ca4c9cf55, 0x6fe0307b31cc70ba, 0x16261aacb3525471, 0x540efa950573720a,
            0xea49da68b2afc3ac, 0x373d4caf178690a9, 0x278be7ad56f5b3c9, 0x7a803989ac6117fc,
            0x75ed2489e7d9dc98, 0xecc53c5f90765d9d, 0x3000c4e681621c0d, 0x52e0cc48382815b1,
        ],
        // 31 * 2^66 B
        [
            0x00ccd89588da1896, 0x971d78f36bbaf466, 0x60d6b4f3512df0f8, 0x67363dcca21c9191,
            0xe896f79fd0a51a9f, 0x78d367c836724b7a, 0xb9ef0bb13c9b79a9, 0x6511ef687e4594e1,
            0xbeca7b3b7d8addce, 0xd47b2886e4c5fe34, 0xe3210f3d7d92b0ab, 0x0a504f87369a3aa8,
        ],
        // 32 * 2^66 B
        [
            0x14fd6dfa726ccc74, 0x3b084cfe2f53b965, 0xf33ae4f552a2c8b4, 0x59aab07a0d40166a,
            0xdbdae701c5738dd3, 0xf9c6f635b26f1bee, 0x61e96a8042f15ef4, 0x3aa1d11faf60a4d8,
            0x77bcec4c925eac25, 0x1848718460137738, 0x5b374337fea9f451, 0x1865e78ec8e6aa46,
        ],
    ],
    // row 12: multiples of 2^72 B
    [
        // 1 * 2^72 B
        [
            0x967c54e91c529ccb, 0x30f6269264c635fb, 0x2747aff478121965, 0x17038418eaf66f5c,
            0xccc4b7c7b66e1f7a, 0x44157e25f50c2f7e, 0x3ef06dfc713eaf1c, 0x582f446752da63f7,
            0xc6317bd320324ce4, 0xa81042e8a4488bc4, 0xb21ef18b4e5a1364, 0x0c2a1c4bcda28dc9,
        ],
        // 2 * 2^72 B
        [
            0xedc4814869bd6945, 0x0d6d907dbe1c8d22, 0xc63bd212d55cc5ab, 0x5a6a9b30a314dc83,
            0xd24dc7d06f1f0447, 0xb2269e3edb87c059, 0xd15b0272fbb2d28f, 0x7c558bd1c6f64877,
            0xd0ec1524d396463d, 0x12bb628ac35a24f0, 0xa50c3a791cbc5fa4, 0x0404a5ca0afbafc3,
        ],
        // 3 * 2^72 B
        [
            0x62bc9e1b2a416fd1, 0xb5c6f728e350598b, 0x04343fd83d5d6967, 0x39527516e7f8ee98,
            0x8c1f40070aa743d6, 0xccbad0cb5b265ee8, 0x574b046b668fd2de, 0x46395bfdcadd9633,
            0x117fdb2d1a5d9a9c, 0x9c7745bcd1005c2a, 0xefd4bef154d56fea, 0x76579a29e822d016,
        ],
        // 4 * 2^72 B
        [
            0x333cb51352b434f2, 0xd832284993de80e1, 0xb5512887750d35ce, 0x02c514bb2a2777c1,
            0x45b68e7e49c02a17, 0x23cd51a2bca9a37f, 0x3ed65f11ec224c1b, 0x43a384dc9e05bdb1,
            0x684bd5da8bf1b645, 0xfb8bd37ef6b54b53, 0x313916d7a9b0d253, 0x1160920961548059,
        ],
        // 5 * 2^72 B
        [
            0x7a385616369b4dcd, 0x75c02ca7655c3563, 0x7dc21bf9d4f18021, 0x2f637d7491e6e042,
            0xb44d166929dacfaa, 0xda529f4c8413598f, 0xe9ef63ca453d5559, 0x351e125bc5698e0b,
            0xd4b49b461af67bbe, 0xd603037ac8ab8961, 0x71dee19ff9a699fb, 0x7f182d06e7ce2a9a,
        ],
        // 6 * 2^72 B
        [
            0x09454b728e217522, 0xaa58e8f4d484b8d8, 0xd358254d7f46903c, 0x44acc043241c5217,
            0x7a7c8e64ab0168ec, 0xcb5a4a5515edc543, 0x095519d347cd0eda, 0x67d4ac8c343e93b0,
            0x1c7d6bbb4f7a5777, 0x8b35fed4918313e1, 0x4adca1c6c96b4684, 0x556d1c8312ad71bd,
        ],
        // 7 * 2^72 B
        [
            0x81f06756b11be821, 0x0faff82310a3f3dd, 0xf8b2d0556a99465d, 0x097abe38cc8c7f05,
            0x17ef40e30c8d3982, 0x31f7073e15a3fa34, 0x4f21f3cb0773646e, 0x746c6c6d1d824eff,
            0x0c49c9877ea52da4, 0x4c4369559bdc1d43, 0x022c3809f7ccebd2, 0x577e14a34bee84bd,
        ],
        // 8 * 2^72 B
        [
            0x94fecebebd4dd72b, 0xf46a4fda060f2211, 0x124a5977c0c8d1ff, 0x705304b8fb009295,
            0xf0e268ac61a73b0a, 0xf2fafa103791a5f5, 0xc1e13e826b6d00e9, 0x60fa7ee96fd78f42,
            0xb63d1d354d296ec6, 0xf3c3053e5fad31d8, 0x670b958cb4bd42ec, 0x21398e0ca16353fd,
        ],
        // 9 * 2^72 B
        [
            0xc44c07518ade616f, 0x1eba39ce3411335e, 0xcaf5d21ba5763f98, 0x0817fa483f96700e,
            0xe416982f71033891, 0xbe0de8cb3fd4aa1a, 0xf5e627f24c98adb7, 0x180284ce7860c8ef,
            0xe607db7c0ef507ef, 0x4b89c8f6788e4ea2, 0x3a1868696bf899a0, 0x756efc48e62707fb,
        ],
        // 10 * 2^72 B
        [
            0xf0f10ce84af07ed3, 0x7523b92d78bd3497, 0x9d1c3a6d8591df18, 0x0ad92ce8908e665b,
            0xbe627468d6069569, 0x245d74047e31c50c, 0x83633fe1484f7c4b, 0x563eda16d88b4c4f,
            0xcc33a2a87ee5a9cb, 0x74b3dfdc9ddbf18f, 0xc5861924cdeb1702, 0x2efac9a32ca79ae9,
        ],
        // 11 * 2^72 B
        [
            0xb3623c43b7599f46, 0x605f01093006b68e, 0x4a0c0292021ffe84, 0x769c701aa554c30b,
            0x60365e5eb4066b1f, 0x24d7740819bfd9b0, 0x53cb22338c5f5569, 0x38fd7bd72c4b3003,
            0xfb839789596d5760, 0xab23006ca29c182f, 0x0890e59e0a5ad6f0, 0x10abf924042a4760,
        ],
        // 12 * 2^72 B
        [
            0x839dd64141e2b45c, 0x586bea97c979ab77, 0xc7a9d27daf8f2180, 0x1758d03d158f0855,
            0x005defaca2b3fe9d, 0x135e8bf66c7ec7de, 0x9b2b6274541e7c71, 0x37d8127af782c2d3,
            0x4e374630213c0408, 0xeca028a37fd1da9e, 0x595d014d62505a8b, 0x6ed8797c4ff17cf7,
        ],
        // 13 * 2^72 B
        [
            0x07a07041ab34a678, 0xf7d57c8027c7aab3, 0x5e1e4bf216f052ea, 0x4ed25641c32ba435,
            0x067e9f3319c736e8, 0x20356dd9413ffa3e, 0xce44f8a07e28e08f, 0x3c71cc12b2b40f72,
            0xe46c7280322c7bbc, 0x3619c5b263731f39, 0x877acca098d9282b, 0x168bd21df52898c1,
        ],
        // 14 * 2^72 B
        [
            0xe298fe52c01aa385, 0x972440f87e63ff2c, 0xf06138aa8c33c15b, 0x4c3a62cc0c79a72e,
            0xe81300d01c79beff, 0xf73ffbd13ec362cb, 0x4338bc129c12a951, 0x03075741b7555f34,
            0x80b84b86164a5c61, 0x62beb4cc06bcf0d5, 0xb91af69dc50d0202, 0x4c338160ba22912c,
        ],
        // 15 * 2^72 B
        [
            0x58af0159e59d2828, 0x755ecdb23651d05a, 0x14abbd013a4408b8, 0x474257a650c369fd,
            0xdd7886393ecc0b56, 0x195fcf062ecebc79, 0xb6ada91e49e7d26b, 0x6caf423fe6967b21,
            0xaf9ae5204c8ae852, 0xfdc5d5781a9b4599, 0xc7f271cb9ea29d96, 0x05ba24e3a7df68cf,
        ],
        // 16 * 2^72 B
        [
            0x86c5fc16861b7e9a, 0xf6a330476a27c451, 0x01667267a1e93597, 0x05ffb9cd6082dfeb,
            0x216ab2ca8da7d2ef, 0x366ad9dd99f42827, 0xae64b9004fdd3c75, 0x403a395b53909e62,
            0xa617fa9ff53f6139, 0x60f2b5e513e66cb6, 0xd7a8beefb3448aa4, 0x7a2932856f5ea192,
        ],
        // 17 * 2^72 B
        [
            0x1eaa69d9058a942b, 0x0bd1a01aa5b33e29, 0xc29ed828cc9803bf, 0x6407c4d9c86d4684,
            0x009af055aba5402c, 0xfe611629e22ef241, 0xa1e82b0981f0f092, 0x2d113297030ce5dd,
            0x52ec847d92bc2b9d, 0xd57689d2d413da42, 0x8fade359e5e97946, 0x03435a60986b8d28,
        ],
        // 18 * 2^72 B
        [
            0x4886fa78604e8a8b, 0x3479c80ad2bd8230, 0xe2e2a17bff11f8e1, 0x0334ead871a87162,
            0xd7b3362bfa5a0b90, 0x5bae05ef87e50f25, 0x9274f7942ac70415, 0x209037254b528e0d,
            0x12e4d1bfcd873d95, 0x1cb74a5347f9fb54, 0x1486adbf169db10b, 0x65c4c9933ad1c5cd,
        ],
        // 19 * 2^72 B
        [
            0x9ccd3ccac5e9943b, 0x4ea942cc2c3f6d1f, 0x8b883cb89efd75c2, 0x19334ee4902eb6eb,
            0x9e87390061cd267b, 0xe85f58b44f4c6d8c, 0x6b6700dfcb0645ab, 0x362e2d3482f16708,
            0x22022d7e49312368, 0xf6ffcacd67bc9517, 0xc1bd5738602597fa, 0x000ba51af691d20d,
        ],
        // 20 * 2^72 B
        [
            0x15e4b115c7c3fbf6, 0x2624ddf7d0be2bcc, 0x44191338a256abec, 0x0543d6968185f5ff,
            0x8bb4cfd6e48e37c0, 0x092bed559d402f0b, 0x6247b2d073eece73, 0x1042671d1fc387a5,
            0x5ee61eb8f41461f9, 0x0ababb57cd0e3f94, 0xe22884efad12aa2c, 0x244eb6c1cc3ff447,
        ],
        // 21 * 2^72 B
        [
            0x3facee481ca7a909, 0xabd83108e5cc89a5, 0x2417b6ed52d632f0, 0x3f0f1506f62703f6,
            0x3c99cb7bd5cdc8d5, 0x954e22d6a494d7ed, 0x4f32a63e110a5f19, 0x6b50a8015b59320d,
            0x355e516328493b5f, 0x6578fffcce0f94d7, 0x33d21c4a8658894b, 0x1bb3c35b60143afd,
        ],
        // 22 * 2^72 B
        [
            0xb9af55274155bb73, 0x740001d543e8cf64, 0xea79b596864e35e0, 0x4cba3c30829d6a05,
            0x003819d5dc792a5e, 0x16243c50b4848864, 0x05c0bb619343fe77, 0x64ac4a755eb2d8fd,
            0x3a4b0ee09c6e4a7f, 0x5c23959e8f1bc2f5, 0x81942606ff9252b2, 0x29a159c7209b0d4f,
        ],
        // 23 * 2^72 B
        [
            0x0febbbf85ea5ad7d, 0x69fc91ed9078a416, 0x469a8bc0ea7b1a95, 0x3cdf65224f9458a6,
            0x433c976c50980f21, 0xbe82b9806f82d9f3, 0xb370946dc7b233a5, 0x0e1f1ee9b5897df0,
            0xa2b9736d6ba3cd50, 0xadad4b08a0cb0c1f, 0xe185f34cb6b48f88, 0x00d64ec06383cd8e,
        ],
        // 24 * 2^72 B
        [
            0x88a8481eff883244, 0xa459e7c77621fd1d, 0xfb44d594d48974b2, 0x7c12aa95b35b75c0,
            0xdac33f07cb2d19ee, 0xe1f7ee5877c4a126, 0xe1a7fa4439146246, 0x4df07a41fd9b14a9,
            0x615446c0094037ea, 0x2ef0b11ea6d42426, 0x964746181425ca59, 0x42f5823623db95ce,
        ],
        // 25 * 2^72 B
        [
            0xf6fbbd157c3976ca, 0x252397658a678ab3, 0xec47c75a3a0a03c8, 0x5db94f73f39cec7a,
            0xbb4a51f39693952d, 0xb0af3a9f25246be9, 0x2f5d2d2f63e3c58f, 0x587d34b613644c0d,
            0xe2a7a731fa073283, 0x43a67911b487e539, 0x6cc7e0957b9af92a, 0x5587888bd021160d,
        ],
        // 26 * 2^72 B
        [
            0x8eccdda57b6f0f6d, 0x5eb1e12443a19eaf, 0x55274c6d323c5f7f, 0x0ee54f8c298a103a,
            0x5c926bbfd89d4282, 0x4c5166474df47213, 0x80971362b6743809, 0x7ee5bfa2521c1ea8,
            0x5f4717ea4f7c5f98, 0xb91698035e49e038, 0xa4a983123f91428a, 0x75363be9ff10893f,
        ],
        // 27 * 2^72 B
        [
            0xde59f03199ae873c, 0x3e155aeba09d6d72, 0xfb503ad5c775505e, 0x3f585740980968a8,
            0x9aa77a3d38c1f41d, 0x8204d108024c1787, 0xfa1cadece063467a, 0x422bc9536e6186e0,
            0x9d16ec0bc0e5e3ba, 0x3114a24647edfaec, 0x69869c8f7abe4bda, 0x3badd35e18f83882,
        ],
        // 28 * 2^72 B
        [
            0xacd7378c72b3aa97, 0x30aa6a87a3d62734, 0x85b92a63fe011c43, 0x410321a79eebb82e,
            0x89093a0c32491ad7, 0x0714b32d6c6cc076, 0x0c2b037e570bddbd, 0x1d93f6845dd5c45c,
            0x23b33b7638f6333d, 0x82018a5d97ced6b1, 0x54847a5e09949a3c, 0x08640def690b6530,
        ],
        // 29 * 2^72 B
        [
            0xe35e45737584bedb, 0x3d3f836fd1817810, 0xc473300da860850e, 0x4b15053e45cef82a,
            0xe16dc3a31368b41f, 0xceeadadf799896e2, 0xf7851c894971e9a9, 0x150899468a9bbf54,
            0xcddc8c72e38b16fd, 0x89374293ea90a37a, 0xfb53c638bd86a236, 0x0261a5f9c26fcaab,
        ],
        // 30 * 2^72 B
        [
            0x356d765b80c99182, 0x4e3513ea7318d698, 0xf721259fdc39e0ad, 0x05181e9138a7fd71,
            0x579467881c1a5676, 0x76d089b9802e85c3, 0x3bd862fac77bcf37, 0x1016ac8e21d19b40,
            0xa2d1c2e762db9e0c, 0x2a200fedd11b1370, 0xf74d869f06c86805, 0x6bf4fd2b86de492d,
        ],
        // 31 * 2^72 B
        [
            0x0466d035ff5f28dd, 0xf934d6af8863397e, 0x8624479d5b76c3f6, 0x7d895d2690db292f,
            0x41221794e3fabb42, 0x84f086cab53c92a7, 0xcae9e04603da36e3, 0x449b36b6d34a9cad,
            0x1aa3e757669a812e, 0x4a6fab5d0e03c856, 0x0aef4ce38a762c27, 0x26d794ecc61e1a4c,
        ],
        // 32 * 2^72 B
        [
            0xb89c444879639302, 0x4ae4f19350c67f2c, 0xf0b35da8c81af9c6, 0x39d0003546871017,
            0x0b39d761b02de888, 0x5f550e7ed2414e1f, 0xa6bfa45822e1a940, 0x050a2f7dfd447b99,
            0x437c3b33a650db77, 0x6bafe81dbac52bb2, 0xfe99402d2db7d318, 0x2b5b7eec372ba6ce,
        ],
    ],
    // row 13: multiples of 2^78 B
    [
        // 1 * 2^78 B
        [
            0x95265514d71eb524, 0xe603d8815df14593, 0x147cdf410d4de6b7, 0x5293b1730437c850,
            0xf2a7af510354c13d, 0xd7a0b145aa372b60, 0x2869b96a05a3d470, 0x6528e42d82460173,
            0x23d0e0814bccf226, 0x92c745cd8196fb93, 0x8b61796c59541e5b, 0x40a44df0c021f978,
        ],
        // 2 * 2^78 B
        [
            0xbb40a859182362d6, 0xb99f55778a4d1abb, 0x8d18b427758559f6, 0x26c20fe74d26235a,
            0xd5a91d1151039372, 0x2ed377b799ca26de, 0xa17202acfd366b6b, 0x0730291bd6901995,
            0x648d1d9fe9cc22f5, 0x66bc561928dd577c, 0x47d3ed21652439d1, 0x49d271acedaf8b49,
        ],
        // 3 * 2^78 B
        [
            0xff20d00fac70b95c, 0xbd004fc759dae150, 0x0f05d124be405314, 0x23312063a9f53233,
            0x4e82fc64f6ccfb1d, 0x2aaac9b4b71bba26, 0x87a089dbcbafa76b, 0x6cbe9107d8dbdd6d,
            0x7a9f181b0a0a888a, 0x1a04909e1d572103, 0xd40dc29153fd6acf, 0x172c388f386b3b5c,
        ],
        // 4 * 2^78 B
        [
            0x2798aaf9b4b75601, 0x5eac72135c8dad72, 0xd2ceaa6161b7a023, 0x1bbfb284e98f7d4e,
            0x89f5058a382b33f3, 0x5ae2ba0bad48c0b4, 0x8f93b503a53db36e, 0x5aa3ed9d95a232e6,
            0x656777e9c7d96561, 0xcb2b125472c78036, 0x65053299d9506eee, 0x4a07e14e5e8957cc,
        ],
        // 5 * 2^78 B
        [
            0xb8ab4131c95c0bf6, 0x4414f7626e3fae5d, 0x9ab8d00d4212fdb1, 0x602db137ef29f599,
            0x35ce51b3132c802a, 0x2fd99fe5f91286c0, 0x22eebb09e204abd9, 0x4fece2de3b6ebc42,
            0x714c4130b584257a, 0xf35e4ce82f6dd5cb, 0xaca2fc0508152f05, 0x4e9b75f6ebf703cf,
        ],
        // 6 * 2^78 B
        [
            0x478bc4fd25477f0c, 0x9bf50a6e939d9ba0, 0xf692582ff528ebcb, 0x45638edb3597399b,
            0x1948846df1d65936, 0x02cb4798ee69b5c9, 0x4930e5c3f324c05e, 0x72874335fa18169d,
            0x9cbbf8f0b3a3cc51, 0x0f566bdb00487aff, 0x674671cfcc0ce522, 0x66d8210c757506f6,
        ],
        // 7 * 2^78 B
        [
            0x378184a19feccb63, 0xf8d72b75dcd3c896, 0x3f459394323f266d, 0x07b65e262b859841,
            0x5f9a4f197cdecd19, 0x8b4f8ebd607e386c, 0x71d8740fef057145, 0x1ed5db6b332c57c7,
            0x68d4d1d04bddd85a, 0xcd2342d82bcda05a, 0xc6992fb9a47c2c69, 0x1cb55ea1a4d22caa,
        ],
        // 8 * 2^78 B
        [
            0x240b58cdc477a49b, 0xfd38dade6447f017, 0x19928d32a7c86aad, 0x50af7aed84afa081,
            0x4ee412cb980df999, 0xa315d76f3c6ec771, 0xbba5edde925c77fd, 0x3f0bac391d313402,
            0x6e4fde0115f65be5, 0x29982621216109b2, 0x780205810badd6d9, 0x1921a316baebd006,
        ],
        // 9 * 2^78 B
        [
            0x288af72b02d59bc0, 0x99b6e6a51a7255b5, 0x8d515f0407df3eb3, 0x2a678559bf7ee5ba,
            0x7d265c66ddfab866, 0xa3404e3fe54a6dd1, 0x8e38a173a8603811, 0x29df93a29ecd04cc,
            0x5900db248bdbd449, 0x0e2bdb0589c75a9e, 0x84c0263e55481b26, 0x166647a98f21628b,
        ],
        // 10 * 2^78 B
        [
            0x3a4eddfc40dbcd61, 0x601f1b0159416724, 0xde8f2aee89afdce4, 0x6c3e01d322e476b5,
            0x903e787873b3d311, 0x19cc7362e167d036, 0xe959a5d57f879fff, 0x2f87849f5b2c8949,
            0x5a5ef4b91b8fad77, 0x67f26db71991892c, 0x849e82fcd902eafd, 0x14e3be0047aefc8c,
        ],
        // 11 * 2^78 B
        [
            0x11233ce2e879946e, 0xbff2bb63f571e8af, 0xa33bcfcecabf0b2a, 0x483c0598bfb326e9,
            0x8b62328d28e210ea, 0x58457258c7b334be, 0xbf1856c814891cb3, 0x7fb5964d7fdd87a9,
            0xd75e60dce2fb138f, 0xf472941d3ea900c7, 0x30c541e75f601476, 0x1055c582bb3b0a96,
        ],
        // 12 * 2^78 B
        [
            0xd75aad9ad9f3c18b, 0x566a0eef60b1c19c, 0x3e9a0bac255c0ed9, 0x7b049deca062c7f5,
            0x89422f7edfb870fc, 0x2c296beb4f76b3bd, 0x0738f1d436c24df7, 0x6458df41e273aeb0,
            0xdccbe37a35444483, 0x758879330fedbe93, 0x786004c312c5dd87, 0x6093dccbc2950e64,
        ],
        // 13 * 2^78 B
        [
            0x177f599add6395ff, 0xd618cef043e42078, 0xa629422cbb8a3d80, 0x26b39ab6c31dbb9d,
            0x6fc12b33de4d77ab, 0x7cf654c4c45b6785, 0xad6218147996ae27, 0x14c39c2e9265d359,
            0x7d4740d04b69c349, 0x8a1fa5a199b3fce9, 0xdfeb69930912902c, 0x3c27d7844548227a,
        ],
        // 14 * 2^78 B
        [
            0xcd703d440a269f5c, 0xd9063ee46339596d, 0x0a69ffcff786b46f, 0x4da36604c33dfba8,
            0xacbe4dd24e6df120, 0xc80f2df8ac7ded03, 0xb917b661ccb342c4, 0x00525e8cf029f842,
            0xd3dbb549c5107140, 0xaf393594313c6644, 0x115beafb19c0fd6f, 0x2e16619be393d1b9,
        ],
        // 15 * 2^78 B
        [
            0x3dfc9c8f5e8e7d81, 0x1d045cbc94d07491, 0x873144df2cb7656c, 0x6a5d1242b153fb6a,
            0xb9b2cdcf53147260, 0xcee85b62bb244d51, 0xbabddb768d59b880, 0x5d4b638e4838677c,
            0x7b48088d686ebe79, 0xec48a55ace59297a, 0x6468cd6736b9f9d7, 0x57ed91347c6fe67a,
        ],
        // 16 * 2^78 B
        [
            0x6bdeeebe6084034b, 0x3199c2b6780fb854, 0x973376abb62d0695, 0x6e3180c98b647d90,
            0x1ff39a8585e0706d, 0x36d0a5d8b3e73933, 0x43b9f2e1718f453b, 0x57d1ea084827a97c,
            0xee7ab6e7a128b071, 0xa4c1596d93a88baa, 0xf7b4de82b2216130, 0x363e999ddd97bd18,
        ],
        // 17 * 2^78 B
        [
            0xb81035577c0b7daa, 0x661153b9cd2e02d8, 0x4c40610c783baed8, 0x175ecadb64d6ea47,
            0x3f6578790909c0e3, 0xbd9110d51e258d21, 0xbbceb41f4e5e34e3, 0x555bb725a0385d14,
            0xdc59c6dd0bac9fc1, 0x6bed102a3a8970d8, 0x96bc138041fe80b3, 0x444930402b8df128,
        ],
        // 18 * 2^78 B
        [
            0xe86ae871815a0bfa, 0x911fc2cd009eff7f, 0xca406301d6f6ba2d, 0x21b000eecbcee022,
            0x20e895f8ab7ef724, 0xcd4f325845b5cb20, 0x742e73b862622c1e, 0x291d00a8ad8ed36d,
            0x26a5f576409021af, 0x83324d5a47be3cab, 0x9d621a2902a2f2e1, 0x4d7c586cdac9b055,
        ],
        // 19 * 2^78 B
        [
            0x9c407d9f20baa4dd, 0x0db77cf1e3a03784, 0xeb6539cac8970e9a, 0x10b065443a2cf9c5,
            0xc9e51a2113f8220a, 0x079fc1c61b08c2c2, 0x24e523544f9cd2a8, 0x491e541077f79605,
            0x4733967af1d0edba, 0xc5d34e822b76dfa5, 0x7a469d939310cbca, 0x6bd834b019393f7d,
        ],
        // 20 * 2^78 B
        [
            0x2f1848dce24baec6, 0x769b7255babcaf60, 0x90cb3c6e3cefe931, 0x231f979bc6f9b355,
            0x96a843c135ee1fc4, 0x976eb35508e4c8cf, 0xb42f6801b58cd330, 0x48ee9b78693a052b,
            0x5c31de4bcc2af3c6, 0xb04bb030fe208d1f, 0xb78d7009c14fb466, 0x079bfa9b08792413,
        ],
        // 21 * 2^78 B
        [
            0xdb239885f677f20b, 0xbfb5afbb1aaca3c7, 0x6156e37873a32c87, 0x4bff0bcd5281efbe,
            0xb148bfea138314ed, 0xf4595c05d8fc9e64, 0x7a13fc6d560a4d67, 0x26024a995a8c140d,
            0x6a23d826d6640e0f, 0x3a23c4ddbf241bbb, 0x32121505a5a465d6, 0x73cfcfce3c84ff1d,
        ],
        // 22 * 2^78 B
        [
            0x8a1d17e4305001ae, 0x32ea2a2fd4666891, 0x4f80b63fc0032a00, 0x523054a7218c5b55,
            0x98c879e66851001e, 0x6457d5e25e30d39e, 0x5dc00bcd45af8c31, 0x350b12387df7277d,
            0xdb1bcaeaf2667b20, 0x90d0b3f1b94592b0, 0xa12db1904510796d, 0x7c24e13b85dc4616,
        ],
        // 23 * 2^78 B
        [
            0x91c3c370e323b329, 0x63f5cacd339c332f, 0x58b7fabbd391c6d7, 0x4e8bf7fcf45c1079,
            0x1839515e5d0fc425, 0x32f227e99f9781ed, 0x2146387f9f0e7c84, 0x330bce4bda356815,
            0x114ec8ea2044175a, 0x7df1550828d3a15a, 0xaad2be77463f674c, 0x0d96b0172c0e436b,
        ],
        // 24 * 2^78 B
        [
            0xf3c9ed80a2d54245, 0x0aa08b7877f63952, 0xd76dac63d1085475, 0x1ef4fb159470636b,
            0xe3903a51da300df4, 0x843964233da95ab0, 0xed3cf12d0b356480, 0x038c77f684817194,
            0x854e5ee65b167bec, 0x59590a4296d0cdc2, 0x72b2df3498102199, 0x575ee92a4a0bff56,
        ],
        // 25 * 2^78 B
        [
            0x1ac9fe354a52c47d, 0xb09d9bdb8ba668e6, 0x3f067d3f10584850, 0x47f396c03470cc24,
            0xaf6ebf0cad97c009, 0xff4bb442b3ca266b, 0xd8f3e42ea92ad54a, 0x31d1847d310c54e1,
            0xfacdbcc3a30a9f50, 0xf253ec54d0762e85, 0x397087ee0213b2ab, 0x379ae309317535cd,
        ],
        // 26 * 2^78 B
        [
            0x979dfd04285c6a50, 0xa346c160e2af56db, 0x31a511bba2967f9a, 0x272743e5597382bc,
            0x1bfab1cb7b5626b3, 0xcd0fcfd87e42b42e, 0xdd366bdd2ae50172, 0x3912cc00e79a0ecf,
            0x1b3feb903bea0075, 0xe762583b10826cdf, 0x7f99f8bc32d92695, 0x4ba96a0b372ec405,
        ],
        // 27 * 2^78 B
        [
            0x16028ae4e3b437af, 0xfc730c23436f301d, 0xd02bb5f31f26e6b4, 0x6e56511998d03d51,
            0x1046d4ea02dbfe7b, 0x34ee9afd6fb30e24, 0xa1484b1adb97dfea, 0x332785de066fd159,
            0x5b4895f22dfe0d21, 0xb1ef0e7b35587f1a, 0xff9a4d2a04fcb05a, 0x5559c668bcf66cc9,
        ],
        // 28 * 2^78 B
        [
            0x5d46bc450aa4d801, 0xc3af1227a533b9d8, 0x389e3b262b8906c2, 0x200a1e7e382f581b,
            0xd4c080908a182fcf, 0x30e170c299489dbd, 0x05babd5752f733de, 0x43d4e7112cd3fd00,
            0x518db967eaf93ac5, 0x71bc989b056652c0, 0xfe2b85d9567197f5, 0x050eca52651e4e38,
        ],
        // 29 * 2^78 B
        [
            0xa1308bb387acca01, 0xc3b31257839afad2, 0x6f025f50f0e1850f, 0x35036752f8bd1f22,
            0xad18030d38024fef, 0x12b555e31d1770f3, 0x1344d26d906d9643, 0x23fe12a9a10139bd,
            0xdf23f67e2e868d1e, 0xafa426b0ca062ecc, 0x63e56a060dcdf262, 0x1ea3e8a8fcfcc97e,
        ],
        // 30 * 2^78 B
        [
            0x7375096696bc37fc, 0x994774d762ea9bfe, 0x701320b282ae05b6, 0x7bb2a580b8e55e68,
            0x0e0ced724749dd83, 0x7fc24708c35a76f2, 0x73acf3ba93df8c05, 0x3bbcfcf96e0c2f0a,
            0x0471ee94a4bd50b4, 0x15041639e95ae557, 0xb4abf95724224332, 0x0195d32593dff64c,
        ],
        // 31 * 2^78 B
        [
            0xb4e98c5e690646f0, 0xd3a0ae89a443ba81, 0x0533ab1f741c72e7, 0x7a51d281161b1a74,
            0xe6d64a37ecd8afab, 0x273f489b6d36a42f, 0xdb9ade5820df2b6f, 0x24e10bcd8abe1950,
            0x3cc7d8e27ed3b7ab, 0x4871b3acbb1f17a3, 0x94ae2580ef245225, 0x59912b8668c9848f,
        ],
        // 32 * 2^78 B
        [
            0x97ac397660e668ea, 0x9b19bbfe153ab497, 0x4cb179b534eca79f, 0x6151c09fa131ae57,
            0xc3431ade453f0c9c, 0xe9f5045eff703b9b, 0xfcd97ac9ed847b3d, 0x4b0ee6c21c58f4c6,
            0x3af55c0dfdf05d96, 0xdd262ee02ab4ee7a, 0x11b2bb8712171709, 0x1fef24fa800f030b,
        ],
    ],
    // row 14: multiples of 2^84 B
    [
        // 1 * 2^84 B
        [
            0xff91a66a90166220, 0xf22552ae5bf1e009, 0x7dff85d87f90df7c, 0x4f620ffe0c736fb9,
            0xb496123a6b6c6609, 0xa750fe8580ab5938, 0xf471bf39b7c27a5f, 0x507903ce77ac193c,
            0x62f90d65dfde3e34, 0xcf28c592b9fa5fad, 0x99c86ef9c6164510, 0x25d448044a256c84,
        ],
        // 2 * 2^84 B
        [
            0x2c7c4415c9022b55, 0x56a0d241812eb1fe, 0xf02ea1c9d7b65e0d, 0x4180512fd5323b26,
            0xbd68230ec7e9b16f, 0x0eb1b9c1c1c5795d, 0x7943c8c495b6b1ff, 0x2f9faf620bbacf5e,
            0xa4ff3e698a48a5db, 0xba6a3806bd95403b, 0x9f7ce1af47d5b65d, 0x15e087e55939d2fb,
        ],
        // 3 * 2^84 B
        [
            0x8894186efb963f38, 0x48a00e80dc639bd5, 0xa4e8092be96c1c99, 0x5a097d54ca573661,
            0x12207543745c1496, 0xdaff3cfdda38610c, 0xe4e797272c71c34f, 0x39c07b1934bdede9,
            0x2d45892b17c9e755, 0xd033fd7289308df8, 0x6c2fe9d9525b8bd9, 0x2edbecf1c11cc079,
        ],
        // 4 * 2^84 B
        [
            0xee0f0fddd087a25f, 0x9c7531555c3e34ee, 0x660c572e8fab3ab5, 0x0854fc44544cd3b2,
            0x1616a4e3c715a0d2, 0x53623cb0f8341d4d, 0x96ef5329c7e899cb, 0x3d4e8dbba668baa6,
            0x61eba0c555edad19, 0x24b533fef0a83de6, 0x3b77042883baa5f8, 0x678f82b898a47e8d,
        ],
        // 5 * 2^84 B
        [
            0x1e09d94057775696, 0xeed1265c3cd951db, 0xfa9dac2b20bce16f, 0x0f7f76e0e8d089f4,
            0xb1491d0bd6900c54, 0x3539722c9d132636, 0x4db928920b362bc9, 0x4d7cd1fea68b69df,
            0x36d9ebc5d485b00c, 0xa2596492e4adb365, 0xc1659480c2119ccd, 0x45306349186e0d5f,
        ],
        // 6 * 2^84 B
        [
            0x96a414ec2b072491, 0x1bb2218127a7b65b, 0x6d2849596e8a4af0, 0x65f3b08ccd27765f,
            0x94ddd0c1a6cdff1d, 0x55f6f115e84213ae, 0x6c935f85992fcf6a, 0x067ee0f54a37f16f,
            0xecb29fff199801f7, 0x9d361d1fa2a0f72f, 0x25f11d2375fd2f49, 0x124cefe80fe10fe2,
        ],
        // 7 * 2^84 B
        [
            0x1518e85b31b16489, 0x8faadcb7db710bfb, 0x39b0bdf4a14ae239, 0x05f4cbea503d20c1,
            0x4c126cf9d18df255, 0xc1d471e9147a63b6, 0x2c6d3c73f3c93b5f, 0x6be3a6a2e3ff86a2,
            0xce040e9ec04145bc, 0xc71ff4e208f6834c, 0xbd546e8dab8847a3, 0x64666aa0a4d2aba5,
        ],
        // 8 * 2^84 B
        [
            0xb0c53bf73337e94c, 0x7cb5697e11e14f15, 0x4b84abac1930c750, 0x28dd4abfe0640468,
            0x6841435a7c06d912, 0xca123c21bb3f830b, 0xd4b37b27b1cbe278, 0x1d753b84c76f5046,
            0x7dc0b64c44cb9f44, 0x18a3e1ace3925dbf, 0x7a3034862d0457c4, 0x4c498bf78a0c892e,
        ],
        // 9 * 2^84 B
        [
            0xd2f7d68ea08a7d76, 0xf652a992ac4bb6e3, 0x2afb26eee9ed52b9, 0x164e0a1ef3c6035b,
            0x48b2e90b7aadd808, 0x8282eca54ee51c06, 0x79bf5292b630832b, 0x1463e6b9bb9d197b,
            0xf46b238058bd0515, 0xcfc2b9ed88be433c, 0xf1f410ea18aebfa4, 0x6619461fa4468865,
        ],
        // 10 * 2^84 B
        [
            0x2a4fc105a03b9d8c, 0xbbc8565a5662c885, 0x7e4b3549987a8f69, 0x361758a6af1411f8,
            0xe06bdd408ed6bb19, 0xbd6a32d2b266831c, 0xab187eecb9d37f8d, 0x6e26c676b92e404d,
            0x7e20aa98694aeefd, 0x3755116250bd0bfd, 0xf1cbb73c697c01c0, 0x3e64792a813b60e8,
        ],
        // 11 * 2^84 B
        [
            0x0296981c62974d10, 0xa505381c1dc4b523, 0xd94bb50ce5fb970e, 0x02da246fddfbd3d2,
            0x53953e19fc6a63d5, 0xba9a6892f23ef160, 0x9cf131559d8d7160, 0x4de5b29f1baa8cbc,
            0x275b1c4fa5e477d4, 0x2e41463e9a8be3f6, 0x002d172b5bb3cdb0, 0x77a6ba07bc4d3b93,
        ],
        // 12 * 2^84 B
        [
            0x8e3e83bd9633a6f3, 0x48462b44521e2a4f, 0xddce596ceafa471f, 0x08f1cf564dc9a52f,
            0xe1f0d542761dae58, 0x0626b651bb3853d7, 0x7217d3069fa0384e, 0x07eca458ba5b85e2,
            0xb382ec7078b2da10, 0x1155871cfbdbfd68, 0xb96b04704363a4b3, 0x39a5804ca2db38a7,
        ],
        // 13 * 2^84 B
        [
            0x71d7efbf1a9fb0b3, 0x15edfd9c583ef38a, 0x5b0699414c6280f5, 0x1e0e659bb67dd1df,
            0x277ef67e01313c90, 0xdcbe63d583cd3526, 0x268aca07a9a84642, 0x18f20c02bc3d48f0,
            0x6eebfa2fbbed3371, 0x7b1c61d9a9449d49, 0x92f9846a157edad8, 0x3b5283ab2860e0b4,
        ],
        // 14 * 2^84 B
        [
            0x2a19643543ce6179, 0xb2af40275e9e548f, 0xf85e3653db2c7be0, 0x154802e8d378c225,
            0x355157667579d008, 0x0149bc66501629f1, 0x2425f42718c96b54, 0x50dfb55de41f909e,
            0x3c13b391d1a3ae79, 0x00e90a7888759cbd, 0x07c2166718cf0be6, 0x36805672d2d4513a,
        ],
        // 15 * 2^84 B
        [
            0x7b897d563505dad1, 0xad386cd740aac09a, 0x8b219692bb6f3c40, 0x3cfd636f871da452,
            0xd40e933728f865af, 0x0f70396bf9c8b323, 0x9b19f13c2cbe78ed, 0x186e2b93f4f6a517,
            0x614ff4dc3a7dc716, 0x631f292c997ed505, 0xdb19f1be883d769b, 0x0f7fbb6982a094bb,
        ],
        // 16 * 2^84 B
        [
            0x22d2aff530976b86, 0x8d90b806c2d24604, 0xdca1896c4de5bae5, 0x28005fe6c8340c17,
            0x37d653fb1aa73196, 0x0f9495303fd76418, 0xad200b09fb3a17b2, 0x544d49292fc8613e,
            0x6aefba9f34528688, 0x5c1bff9425107da1, 0xf75bbbcd66d94b36, 0x72e472930f316dfa,
        ],
        // 17 * 2^84 B
        [
            0xb45233d47015baa6, 0x2f9029cd6b3d56ea, 0xdd51f16329203a21, 0x0af8c8aac00caa1f,
            0x92d32c51b2bc1f64, 0x192126db6a69b8f1, 0xd0bb1ccec91fbfa6, 0x45226c60ce054964,
            0x202a6b1237055479, 0x0099bf07373fbfcb, 0x4249d5f54285fe3f, 0x49bb921036206e22,
        ],
        // 18 * 2^84 B
        [
            0xdabdaaf7c057f81f, 0xf248bc17931f7240, 0xddc4ba270dc1bb84, 0x2ba3a29a0d275756,
            0x05330cefcd71fec9, 0x708093325f1ad933, 0x911ef5d0acafad8b, 0x40b548533a9fb6a6,
            0x2636a9bdb837d0ba, 0x62339ba6d38ca813, 0xa4bdf8190b3bb389, 0x54ef7ceca01ae928,
        ],
        // 19 * 2^84 B
        [
            0x88707f8876a5b63f, 0xb5da361e32788314, 0x0280adba8f925d36, 0x0503e23617190cbf,
            0xb7519eec66ea5129, 0xcd12573893216f7d, 0x21310038609c9cfa, 0x51663fdb06c440df,
            0x3deb629bf543012a, 0xc2810f480a67939b, 0xd78cb0a22ca1e4f6, 0x1d1929c3a1d1f855,
        ],
        // 20 * 2^84 B
        [
            0x3d0df83b3df5edaa, 0x07ee516bbe326471, 0x8cff70e18d873d31, 0x6bf09d8b29d124c6,
            0x5a54e8cf181016b5, 0x0e4c1f6125a6b5f2, 0xb529e5af2438e174, 0x22a6ac6d603acd47,
            0xb40c298eab1e97de, 0x68631b8185acb022, 0x800f24855e73f119, 0x06a581c37dc8105b,
        ],
        // 21 * 2^84 B
        [
            0x858bad204e65c2e6, 0xb3d96fccf084818e, 0xac00f43a9b840a86, 0x13687cbef97d3523,
            0x34aa7cdb1140308e, 0xd7d338512f824d08, 0xad83b7fa174e34a5, 0x5431e5a8cf97745e,
            0xee3d6d07c8b8c498, 0x914ccb2ce5c7b9ae, 0xf80bf19408232859, 0x3fa6f8003899b147,
        ],
        // 22 * 2^84 B
        [
            0xa4f198787ba68cdb, 0xb5a2bed0e2c96612, 0x730a2cd017a20eb0, 0x065b2517b0b7081c,
            0x994e78c37b9ef111, 0x6bff3c0100ba2188, 0xac134dc03a50200c, 0x4bc3014b20204d08,
            0x21bdec2feabc580d, 0x8b04843ac02e795a, 0xc3683e08e67c3437, 0x1f68f10e99237cb2,
        ],
        // 23 * 2^84 B
        [
            0x6022a3912b7abe65, 0x5572e0c6a6627189, 0x19b8bbd838b2f131, 0x3079fdb80ec60612,
            0x5070cb5836da90bb, 0x83579f917018b2d4, 0xde74d77e3cdbb06c, 0x15717c73f18154cd,
            0x5eeae82b97ab2fc5, 0x72e73566ec040b56, 0x1093e06cd786fac2, 0x2b012926127d09c3,
        ],
        // 24 * 2^84 B
        [
            0x4ff4ee9c02699304, 0xf49bbd4e32f3c84f, 0x0f0686e3d4e80fe2, 0x1953cf2b85a2814c,
            0x6e1136cddf306cd3, 0xa4de02e008a34143, 0x224ec645426ab424, 0x74d660210d77ce4a,
            0x6631460a039a6846, 0xa04820a02f9b8061, 0x9d355ca0062fc0d6, 0x581e054891832e14,
        ],
        // 25 * 2^84 B
        [
            0x20388ca764937b1a, 0x70756e1562332241, 0xbc33848cb222da63, 0x6554d96518aa0027,
            0xf9a26197b5c89250, 0x465042ba332a163b, 0x6cf3d345744cac98, 0x220d614b753c5e3f,
            0x3c77898e025c7612, 0xdb820293781a9975, 0xe3c0453caf54d176, 0x48d4db9c2e889693,
        ],
        // 26 * 2^84 B
        [
            0x4acb2d9b9ad1076b, 0x2dca0ba337fc3e49, 0x1461e36137ceed60, 0x61a76b971fee439d,
            0xe45551a6fe5f7281, 0x94fe05627c7f3fbe, 0xcf5c6d38237072e4, 0x6d13e8dedb982abf,
            0xb49e428a04cca531, 0x5c17ffe7a2121d12, 0xcc44ce50af16e43d, 0x040021fed596f81b,
        ],
        // 27 * 2^84 B
        [
            0x97180b05bfede1fa, 0x425bb7270950c9ba, 0x7a3d7928e3d183b3, 0x326c2d92c43490d7,
            0x28a9e01187ca7e5c, 0x718b5dacb33fc4d1, 0x29ad5c91abe8b189, 0x08ff0201b13fe33b,
            0x61f8d9c1d83c1861, 0xf3929226f80670e0, 0xc7b8e9ad273a3232, 0x1be70da43216f699,
        ],
        // 28 * 2^84 B
        [
            0x104811b98044ccc4, 0x2ff1ec04d2b9b46e, 0x5e4c0e05d23f6e20, 0x3bb4f49d8d4ade1f,
            0x1d0145574aab866b, 0x51d87882e8177fcd, 0xcc366dfdec3c878b, 0x716b7b7dd86ff699,
            0x6f3ad848bfb46081, 0x9cc9c2dbe10a9c63, 0x9df90959c2ea9e6a, 0x3372ecd5beda2368,
        ],
        // 29 * 2^84 B
        [
            0xa84aceebc161340b, 0xf3da0d7461f67afe, 0xcf07710ee0fc73e2, 0x19800fc86d9b4b8b,
            0xb7fe1a18526ed91a, 0xb9add557d4c78cb6, 0xee29f0bbd97abc48, 0x19b08abbb914048d,
            0xefec64b973096d2a, 0xd90c5afe86e41f72, 0x7ffe2a672ee8a04b, 0x5bfa63cdd511d7fc,
        ],
        // 30 * 2^84 B
        [
            0x42cbd820518187dc, 0x3ef5d17c14262203, 0x43cb78a06703a04a, 0x199ae12a9a901ac9,
            0x1d06d7b7870e0f3b, 0xd33a443f9f5fd066, 0x2233b5a8b3434acc, 0x161fd5d141457f86,
            0x169479c8458af959, 0xc3c24938c7a92140, 0xf6a77e2e5b11ac8b, 0x7020bd198dcc4c43,
        ],
        // 31 * 2^84 B
        [
            0x6e77317db7c6aae4, 0x1e28f527af585ee6, 0x790a84ba65b9ca21, 0x72ad2d2cb609d934,
            0xd1cfda3599c6c516, 0x5cd2808c0413ed6d, 0x25511844e9e742b3, 0x11a52bce8e371c39,
            0xc1b46efad61217ca, 0x2a77f4c6659bfbcb, 0xba40506552d3e072, 0x0406cf012859f9cb,
        ],
        // 32 * 2^84 B
        [
            0x07f3f635d32a7627, 0x7aaa4d865f6566f0, 0x3c85e79728d04450, 0x1fee7f000fe06438,
            0x2695208c9781084f, 0xb1502a0b23450ee1, 0xfd9daea603efde02, 0x5a9d2e8c2733a34c,
            0x765305da03dbf7e5, 0xa4daf2491434cdbd, 0x7b4ad5cdd24a88ec, 0x00f94051ee040543,
        ],
    ],
    // row 15: multiples of 2^90 B
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
        // 17 * 2^90 B
        [
            0x78493520905674f7, 0x414cfc4080faa102, 0xa37ac42a1b56a4ee, 0x2c0cc54f8d63ba8a,
            0xa583b14b6fd1e225, 0x14026b6ac31ccc99, 0xbb3bfd617aee1ca2, 0x4461aa80eeab2810,
            0xd6ef2cc75a1d8d5d, 0x1004ea23ec755b43, 0xbd8f638a689b5ed5, 0x6d73d61bfc45807d,
        ],
        // 18 * 2^90 B
        [
            0xa6fc659e9f49f41a, 0x1a86d61b1a9f2518, 0x9794f832cb0469ad, 0x48a12f66246102ff,
            0xcee85491425cb6dc, 0x0e6ed377a20e651e, 0x7a6bdee5d74f83b3, 0x58d0372310e4b76c,
            0x6f3bf1f680cbd193, 0x57f09c02608fd8b2, 0xeda3392e929cfd7b, 0x6529b6c5774faa10,
        ],
        // 19 * 2^90 B
        [
            0x4642a9bf24600a31, 0x405d96b43ddd7ef2, 0x4eec41ba59938576, 0x128be4493b6e3028,
            0x3eb70cf5555806ca, 0xca411bbdbf3f386a, 0x19c0c949b8fc034b, 0x338b9a893be9ddb1,
            0xc4d195b1f5503444, 0xb33d60b50d72f3a8, 0x0b454f1170902e80, 0x0dac1949fa57d8d0,
        ],
        // 20 * 2^90 B
        [
            0xf7c0be32b534166f, 0x27e6ca6419cf70d4, 0x934df7d7a957a759, 0x5701461dabdec2aa,
            0xac9b9879cfc811c1, 0x8b7d29813756e567, 0x50da4e607c70edfc, 0x5dbca62f884400b6,
            0x2c6747402c915c25, 0x1bdcd1a80b0d340a, 0x5e5601bd07b43f5f, 0x2555b4e05539a242,
        ],
        // 21 * 2^90 B
        [
            0x4a810886d052f9e4, 0xf2d494f1ec16ce41, 0x76d333537477894d, 0x365e6b7e73f0915f,
            0x3bd8453bde8dd2c0, 0xe67fae239860b082, 0xce8e0be3d9aeb1d6, 0x75d947a190f0d0b5,
            0x3673ad76a4dc0c20, 0x93a791f858101566, 0xef69b7bfb67c0bcc, 0x6b7128e3137332c6,
        ],
        // 22 * 2^90 B
        [
            0x2b496678238c99b1, 0x855f9ebf69b95204, 0xa33a15bb8c4e4b2f, 0x542a5b2110079eb6,
            0x44435a433028d544, 0xe0f86df45ffa53a9, 0x2f483889eef65565, 0x11320a37897f83b4,
            0x93fdfe4d42125769, 0xcdc38193b6727ca4, 0x961e5b787de0c23b, 0x6d33c61e6a405fb5,
        ],
        // 23 * 2^90 B
        [
            0x36dc37dc1a2fc469, 0xead60952fd323fd3, 0xae82d984bd56567a, 0x58317b6622e46f6b,
            0x881631e10b66388b, 0x3c9dcb0e9d4fd8cd, 0x9c6c6df0cf023ed6, 0x0021e15f94551732,
            0x297634312fe2cbee, 0xd040bcef9b810cfe, 0x400729a4f01655c4, 0x7d45b50270d96989,
        ],
        // 24 * 2^90 B
        [
            0x78409b1d87e463d4, 0xad4da95acdfb639d, 0xec28773755259b9c, 0x69c806e9c31230ab,
            0x6fc09f5266ddd216, 0xdce560a7c8e37048, 0xec65939da2df62fd, 0x7a869ae7e52ed192,
            0x7b48f57414bb3f22, 0x68c7cee4aedccc88, 0xed2f936179ed80be, 0x25d70b885f77bc4b,
        ],
        // 25 * 2^90 B
        [
            0x8752814207d8368f, 0x8080a9c691be6f87, 0x67a3938ade4212e8, 0x12eee9672f26dfca,
            0x3ac3716901209991, 0x6c0f948e687fe478, 0xc7ddbdf45cf8f541, 0x069be191dedd4a5e,
            0x82d073cc571e68bd, 0x315fdc56249e594b, 0xf2b52ace92e0475f, 0x012ddfb948d65ff6,
        ],
        // 26 * 2^90 B
        [
            0x84aa78860457bc38, 0xcd7c4e23ed010a4c, 0x110697fb390b4443, 0x37dc5b6dede443d4,
            0xdd1cfb76cdbdd089, 0xeab510775ef80d52, 0x370279383e810f04, 0x7264e37a30379687,
            0xc90a18f049e0ef39, 0x79ec2573b230a67f, 0x07218eb548a52f04, 0x72eacdde4e234511,
        ],
        // 27 * 2^90 B
        [
            0xcd0fd255f0411074, 0x4800584b34a8eb52, 0x2a873541946b17d1, 0x22a300d99e1b1564,
            0x92916f78581ece0d, 0xaa59d19e156c3df0, 0x57698a3161fd4804, 0x5b96c199936a08d8,
            0x0a39f3bb5723eca4, 0xe452d0727e01806e, 0xef636696f9fc8a5c, 0x1226f62e6613ca26,
        ],
        // 28 * 2^90 B
        [
            0x98459d29bb1ae4d4, 0x56b9c4c739f954ec, 0x832743f6c29b4b3e, 0x21ea8e2798b6878a,
            0x4151c3d9762bf4de, 0x083f435f2745d82b, 0x29775a2e0d23ddd5, 0x138e3a6269a5db24,
            0x87bef4b46a5a7b9c, 0xd2299d1b5fc1d062, 0x82409818dd321648, 0x5c5abeb1e5a2e03d,
        ],
        // 29 * 2^90 B
        [
            0x6db222ec470ec251, 0x117ed9165fa5a69d, 0xc35047f725075d6d, 0x2850f4231c74f16b,
            0x5350a9730c0031a9, 0xc6ad8ca20b625853, 0x6fb84b85600c4573, 0x6201af83d53e91d8,
            0xdf4fefcad27fa9dc, 0xc7d6c9e406365301, 0xd1bf116bc8992ee5, 0x214be3ecfcd82d95,
        ],
        // 30 * 2^90 B
        [
            0x307469c4efaabe53, 0x83df2c83ceed9278, 0xafa5e9874195c268, 0x55a02ba680031114,
            0x0d78902aa745cd71, 0x2d862df46eb2af1e, 0x78a40f5b0686de48, 0x4c352ed4d3b146e4,
            0x8ce2e87ff0e7fd61, 0x6ed1b152411800b5, 0xcb7e92c00bb8c33e, 0x6fe11827f7f55fa2,
        ],
        // 31 * 2^90 B
        [
            0xc32fd99cfa7fac4a, 0xa5030a714403ab66, 0xc153d5148e16faf8, 0x38bafbee76c005fa,
            0x14ef8570501676b1, 0x49c9b13a54ff68e1, 0xfb184f1beabca40a, 0x3f1d714516445210,
            0x28ffbf7b39c9d3f8, 0x5aa2dfab4b01c65d, 0xbbab082f7406dd51, 0x3de4ba8d63c2d409,
        ],
        // 32 * 2^90 B
        [
            0x02cde6de1306a233, 0x7b5a52a2116f8ec7, 0xe1c681f4c1163b5b, 0x241d350660d32643,
            0x14722af4b73c2ddb, 0xbc470c5f5a05060d, 0x00943eac2581b02e, 0x0e434b3b1f499c8f,
            0x6be4404d0ebc52c7, 0xae46233bb1a791f5, 0x2aec170ed25db42b, 0x1d8dfd966645d694,
        ],
    ],
    // row 16: multiples of 2^96 B
    [
        // 1 * 2^96 B
        [
            0xd598639c12ddb0a4, 0xa5d19f30c024866b, 0xd17c2f0358fce460, 0x07a195152e095e8a,
            0x296fa9c59c2ec4de, 0xbc8b61bf4f84f3cb, 0x1c7706d917a8f908, 0x63b795fc7ad3255d,
            0xa8368f02389e5fc8, 0x90433b02cf8de43b, 0xafa1fd5dc5412643, 0x3e8fe83d032f0137,
        ],
        // 2 * 2^96 B
        [
            0x08704c8de8efd13c, 0xdfc51a8e33e03731, 0xa59d5da51260cde3, 0x22d60899a6258c86,
            0x2f8b15b90570a294, 0x94f2427067084549, 0xde1c5ae161bbfd84, 0x75ba3b797fac4007,
            0x6239dbc070cdd196, 0x60fe8a8b6c7d8a9a, 0xb38847bceb401260, 0x0904d07b87779e5e,
        ],
        // 3 * 2^96 B
        [
            0xf4322d6648f940b9, 0x06952f0cbd2d0c39, 0x167697ada081f931, 0x6240aacebaf72a6c,
            0xb4ce1fd4ddba919c, 0xcf31db3ec74c8daa, 0x2c63cc63ad86cc51, 0x43e2143fbc1dde07,
            0xf834749c5ba295a0, 0xd6947c5bca37d25a, 0x66f13ba7e7c9316a, 0x56bdaf238db40cac,
        ],
        // 4 * 2^96 B
        [
            0x1310d36cc19d3bb2, 0x062a6bb7622386b9, 0x7c9b8591d7a14f5c, 0x03aa31507e1e5754,
            0x362ab9e3f53533eb, 0x338568d56eb93d40, 0x9e0e14521d5a5572, 0x1d24a86d83741318,
            0xf4ec7648ffd4ce1f, 0xe045eaf054ac8c1c, 0x88d225821d09357c, 0x43b261dc9aeb4859,
        ],
        // 5 * 2^96 B
        [
            0x19513d8b6c951364, 0x94fe7126000bf47b, 0x028d10ddd54f9567, 0x02b4d5e242940964,
            0xe55b1e1988bb79bb, 0xa09ed07dc17a359d, 0xb02c2ee2603dea33, 0x326055cf5b276bc2,
            0xb4a155cb28d18df2, 0xeacc4646186ce508, 0xc49cf4936c824389, 0x27a6c809ae5d3410,
        ],
        // 6 * 2^96 B
        [
            0xcd2c270ac43d6954, 0xdd4a3e576a66cab2, 0x79fa592469d7036c, 0x221503603d8c2599,
            0x8ba6ebcd1f0db188, 0x37d3d73a675a5be8, 0xf22edfa315f5585a, 0x2cb67174ff60a17e,
            0x59eecdf9390be1d0, 0xa9422044728ce3f1, 0x82891c667a94f0f4, 0x7b1df4b73890f436,
        ],
        // 7 * 2^96 B
        [
            0x5f2e221807f8f58c, 0xe3555c9fd49409d4, 0xb2aaa88d1fb6a630, 0x68698245d352e03d,
            0xe492f2e0b3b2a224, 0x7c6c9e062b551160, 0x15eb8fe20d7f7b0e, 0x61fcef2658fc5992,
            0xdbb15d852a18187a, 0xf3e4aad386ddacd7, 0x44bae2810ff6c482, 0x46cf4c473daf01cf,
        ],
        // 8 * 2^96 B
        [
            0x213c6ea7f1498140, 0x7c1e7ef8392b4854, 0x2488c38c5629ceba, 0x1065aae50d8cc5bb,
            0x426525ed9ec4e5f9, 0x0e5eda0116903303, 0x72b1a7f2cbe5cadc, 0x29387bcd14eb5f40,
            0x1c2c4525df200d57, 0x5c3b2dd6bfca674a, 0x0a07e7b1e1834030, 0x69a198e64f1ce716,
        ],
        // 9 * 2^96 B
        [
            0x36ac725b8c0b77ed, 0x7e0aa3f9e9624fe1, 0x579db161470a4bc7, 0x6e370171be4dcaaf,
            0x88c55531a8008200, 0xb162edec00753194, 0xfb5582078d1a20ef, 0x5af14d2f26e26580,
            0xd8cfee959af78abd, 0xdcbe464e9cb178ed, 0xd3fce713cedf97aa, 0x60323d90642d0ac5,
        ],
        // 10 * 2^96 B
        [
            0xfab555d3e59e035e, 0x860aa5d6528625d1, 0x19a1b72be0b87924, 0x07c99f0fe56d3515,
            0x91f944c5947f2254, 0xab8ce2759f4a1567, 0x5f777fecd66a028d, 0x2b892c891fd497f3,
            0xde4547405eacad6e, 0xbb164ce0f557de9e, 0x975057924c2ceae3, 0x0e5406da42137583,
        ],
        // 11 * 2^96 B
        [
            0xd40dc0b6d93deed1, 0x94c02cc5335ecb50, 0x17dad1f0176ab4b8, 0x36ee03441063b8db,
            0xb50e9fe3c77a43f0, 0x08f0fdc2cf36fa64, 0x685a523ee41b6b37, 0x64669a5f42c28ae7,
            0x6c9f480894895815, 0xb37a71a8b30c8102, 0xe10e8c059a00d594, 0x64197797c994a576,
        ],
        // 12 * 2^96 B
        [
            0xfa7f35dd318ad089, 0x73bff40f634c643a, 0x1cdc10c7a2473485, 0x19705014a4990663,
            0xf79b39c7426f6b96, 0x71b23e8508bea681, 0xb2c7f676d51eaf55, 0x4ba27608710b2a08,
            0x5cf1d3068afd2af5, 0x0ab1d497c6c9f86d, 0x6a5fe5887612ac76, 0x29448a53ec33ab4e,
        ],
        // 13 * 2^96 B
        [
            0xc13bce694d144a49, 0x5be937f64a17c6e9, 0xd45e522f69b85b17, 0x05ed922e78d3b909,
            0x6737b7d1da0bd10a, 0xdf7a519813d984cb, 0x96cbf44296796564, 0x30d54fc53a943d2f,
            0xaba144f39241b7b6, 0x3ecc009d2cdbd08d, 0x808c8ac36daa8b2f, 0x6aa6c86942cecc63,
        ],
        // 14 * 2^96 B
        [
            0x25590c475ba92a5c, 0x2c72457cf90f78f4, 0x4ed2ae8b44f305da, 0x2fa92084208d903c,
            0x2437648a2a8557f6, 0x46b7a4e7312f3d74, 0x8fbd97fe8972a869, 0x465836b6ed036eb0,
            0xad4c63176e7d043a, 0xe86eba401bc369bf, 0xc6e143f0d7da2d1f, 0x0958b9aeb147b3aa,
        ],
        // 15 * 2^96 B
        [
            0xb69933b3e858171f, 0xcbc92fdcbece660c, 0x8d63a2e594da7a57, 0x013fbd47827fcaf0,
            0x24fbb2429ef5e79c, 0x11a35ebed97b5f79, 0xd578c0741c95fd8a, 0x0259815ef0bb5054,
            0x8966377cc96aac5b, 0xf352bfec62835d70, 0xb66904aded8b55ab, 0x53640740e32fa2d3,
        ],
        // 16 * 2^96 B
        [
            0x7b26e56b9e2d4734, 0xc4c7132b81c61675, 0xef5c9525ec9cde7f, 0x39c80b16e71743ad,
            0x7afcd613efa9d697, 0x0cc45aa41c067959, 0xa56fe104c1fada96, 0x3a73b70472e40365,
            0x0f196e0d1b826c68, 0xf71ff0e24960e3db, 0x6113167023b7436c, 0x0cf0ea5877da7282,
        ],
        // 17 * 2^96 B
        [
            0x0334f3a4f0b8a1d6, 0x7a7ae5a18e4791eb, 0x14ec1cd6923e2249, 0x23c55103243e863f,
            0xd7e1cb5bb884a508, 0x06a246384831af42, 0x12d71281392f1532, 0x1b02d4a7c49b5ff7,
            0x7a6e3c8ae919345d, 0xdeb9ee660b19f561, 0xf8a13ec18c807f87, 0x6779ab8ae47c2d0d,
        ],
        // 18 * 2^96 B
        [
            0x6b7a85f9784657a0, 0x695ebac7407f7c05, 0xed65402a4ae7ca9f, 0x5a44eca2dbfc789f,
            0xb003add81624c491, 0xe727cfa4b60566cd, 0x16bbbe74a3fead78, 0x020e78dd5da7e8ef,
            0xcfd50393a82fffdf, 0xf8124de4616a4f1d, 0x1ce68262405e7fb7, 0x4f68e814a891d110,
        ],
        // 19 * 2^96 B
        [
            0x2e1b113ea4b99df4, 0x7425e3063afcd246, 0x98b288ba196b6cff, 0x0728b1c597ef997b,
            0x8b31a58f7b5948fb, 0x62c203f5f12ea110, 0x19c40a408c52310d, 0x2813522501379f4a,
            0xffa9eae0141ae4aa, 0x4ea88c37b7ddaa58, 0xf6cf10ebea41d196, 0x390a614bed442c69,
        ],
        // 20 * 2^96 B
        [
            0x3179a6bd2bc7ec5b, 0x2cf19b56b7ee961d, 0x4b2930c8f4f63db8, 0x7370b8f2032a3d93,
            0x3d97bf61a0c14aa7, 0x47bcf25a2bcb2eb5, 0xcf07d52446cd902f, 0x626885038a32da4a,
            0x99c1c99e83ea1dca, 0xef4c6116af5919b8, 0xd76f41c4f5a376b8, 0x235443d642abdbf6,
        ],
        // 21 * 2^96 B
        [
            0x7e0d540872880fe8, 0x3e6768d41608a7ca, 0xacbdb8e818e3d91e, 0x5ab4ae1e0c4c6423,
            0x1f57735429315689, 0xb58ccbf0c021311a, 0x1a3c25134bbb797a, 0x676cc7fd466eb2f0,
            0xc4b1f64d1262c1b7, 0x3f9c5c7667d5b1b1, 0x7cad62fe0468cf44, 0x17b284bd6f11ce46,
        ],
        // 22 * 2^96 B
        [
            0x654244774bfca642, 0x81818229e7d981fe, 0xd7ae87f765b37c53, 0x33cffcd3d590e590,
            0x3d52cd094b2e4784, 0x70008d01ad50a715, 0xfd3fafe99783ffe1, 0x721decd83fda3ccb,
            0x20783407c96d3931, 0xded2ceeec02e830e, 0x0c8692d44f242a11, 0x3683e2f7bb4a8dab,
        ],
        // 23 * 2^96 B
        [
            0xfb70ced302e3177b, 0x910dc7c7f98f7c2f, 0xfb38fea7808a8b91, 0x5eaf3b278e653767,
            0x2d04fd955b423351, 0x0f222120e37d511b, 0xe34d68f24c381d62, 0x1f22105b4391762b,
            0xcf564f626daf70c7, 0x9fce283c2f677142, 0x8bffbd64e98fd0ca, 0x5753389b6bffaba1,
        ],
        // 24 * 2^96 B
        [
            0xb4877b2954969414, 0x7d3413546004f42f, 0xc6ef138e4a8e00ac, 0x6df35cacee4a215f,
            0x1433da3f4d16b4ef, 0x7c3d53f8e257f899, 0x2fc9f50e6f5cac48, 0x7b8215e42847745c,
            0x6e127b5aeff0b8b2, 0x0dae666ef35929b8, 0x502cf5bc6d421c55, 0x6766bbb0d845127c,
        ],
        // 25 * 2^96 B
        [
            0x7aff0f30458ad63d, 0xf67b74f634dfa034, 0x811fe8da1be7d474, 0x2456cedcae0cd911,
            0xdf004f337f4eed62, 0x092d82348c73ab50, 0xc757629ae4d3f225, 0x7aaeceb4f541a8ad,
            0xb2a24bd1caa1b8ed, 0xb7f551f9e2e89a32, 0x858ce8d8b2929d12, 0x2aaf1fbdcc52dfd4,
        ],
        // 26 * 2^96 B
        [
            0x77b1d6bdfab1caf5, 0x7c9d94b0d8aa1d1b, 0x32ce1af2c6de65b7, 0x0e7f21005635effa,
            0x88f215adc17f10bb, 0xb86d9219f981d50d, 0xbee696989bd778c9, 0x7df44527eb3aa5e4,
            0xf827838906da84fc, 0x1734980b4baa1bab, 0x64c58dace10f499b, 0x0ae9d32b1052a541,
        ],
        // 27 * 2^96 B
        [
            0xc34603095a8c9169, 0xa6990a09cfbf039b, 0x083787a5f7f97810, 0x46ce61d2377575ca,
            0xfd90e8ca4fc62a09, 0x420c086f481cf630, 0x11c6a942c2eb0cd0, 0x49b08b8c3c2f2a30,
            0xe352673199ed4be2, 0x3c2811edfcbcdd49, 0x277317f307c28a80, 0x616674c2a1478f76,
        ],
        // 28 * 2^96 B
        [
            0x3e25b1ee815409d5, 0x21a5a81bc1594c3b, 0xe8e846460178d38c, 0x19719715164e7341,
            0x7586431c33bcdec6, 0x1062057113a6b69c, 0x5abb69ca071fb83d, 0x3f0a16fe8a377e48,
            0x98bf5c7d00d821b6, 0xa027e6bca475f71d, 0x97d2361bfc5f516b, 0x6d9df6755d547753,
        ],
        // 29 * 2^96 B
        [
            0x9321e30f540e4e7f, 0x248641d90effcf63, 0x0fc432cabbdbc5ad, 0x4295b325352f75af,
            0x9c0b77e18c328d71, 0x58173c1f13c5858c, 0xac6815662178a8a5, 0x122bfedfccfe297c,
            0xd828f18947584fe9, 0x54b184e90bef7b67, 0x30f8c19af2c5e7dd, 0x30c981aee33731ac,
        ],
        // 30 * 2^96 B
        [
            0xcea6832ce86399b9, 0x341f2955fc1ffbac, 0xdaf590376c239e42, 0x1588e1fb1a1dea68,
            0x19ae53357a75a1e2, 0x6c8a155a162157d4, 0xcbb9631d8ce1b680, 0x4b70c8326a87b2a7,
            0x6752b14d201baf51, 0xb223e5bf2a2a0883, 0x17206e5683831358, 0x427812e4dc654821,
        ],
        // 31 * 2^96 B
        [
            0x4bd6dc8ac5b4e450, 0x55003647a33fbee5, 0x639340b6888e7db9, 0x362a870fd81acd69,
            0x4fff7115bec002b0, 0x916ad7ebd1616ffe, 0xfadc1fdd06655390, 0x6bb88d6a14333060,
            0x4c73e927fe58cad9, 0xce9a84a0a5f179b5, 0xe606755ceccb3352, 0x26b64a4e0735d1ed,
        ],
        // 32 * 2^96 B
        [
            0xe332ced43ba6945a, 0xde0b1361e881c05d, 0x1ad40f095e67ed3b, 0x5da8acdab8c63d5d,
            0x196c80a4ddd4ccbd, 0x22e6f55d95f2dd9d, 0xc75e33c740d6c71b, 0x7bb51279cb3c042f,
            0xc4b6664a3a70159f, 0x76194f0f0a904e14, 0xa5614c39a4096c13, 0x6cd0ff50979feced,
        ],
    ],
    // row 17: multiples of 2^102 B
    [
        // 1 * 2^102 B
        [
            0x33bef2bd68bcd52c, 0xc649dbb069482ef2, 0xb5b6ee0c41cb1aee, 0x5c294d270212a7e5,
            0x4e3dcbdad1bff7f9, 0xc9118e8220645717, 0xbacccebc0f189d56, 0x1b4822e9d4467668,
            0xab360a7f25563781, 0x2512228a480f7958, 0xc75d05276114b4e3, 0x222d9625d976fe2a,
        ],
        // 2 * 2^102 B
        [
            0x960e737b6ecb9d17, 0xfaf24948d67ceae1, 0x37e7a9b4d55e1b89, 0x5cb7173cb46c59eb,
            0x46ab13c8347cbc9d, 0x3849e8d499c12383, 0x4cea314087d64ac9, 0x1f354134b1a29ee7,
            0x4a89e68b82b7abf0, 0xf41cd9279ba6b7b9, 0x16e6c210e18d876f, 0x7cacdb0f7f1b09c6,
        ],
        // 3 * 2^102 B
        [
            0x5510752e4ea74da6, 0x08586c75f493ec22, 0xa2f9c5109ae489f4, 0x132cec56efe6fc8f,
            0x3c9faa3b3d3bf8cb, 0x92bda37b85ce3ef9, 0x022436fd97128a1d, 0x7e05b83ce996e27d,
            0x1393d3bb526f3702, 0xa36d27114341c4c8, 0xec6fd4057f51c300, 0x3a2761e52a63b7a1,
        ],
        // 4 * 2^102 B
        [
            0xe1014434dcc5caed, 0x47ed5d963c84fb33, 0x70019576ed86a0e7, 0x25b2697bd267f9e4,
            0x9062b2e0d91a78bc, 0x47c9889cc8509667, 0x9df54a66405070b8, 0x7369e6a92493a1bf,
            0x9d673ffb13986864, 0x3ca5fbd9415dc7b8, 0xe04ecc3bdf273b5e, 0x1420683db54e4cd2,
        ],
        // 5 * 2^102 B
        [
            0xa1bc9bd5736731c5, 0x3d2e794a458cc663, 0xdf524ea96938fc2d, 0x442bba6a906925b2,
            0x2e4fa4c316f48053, 0x9a9541c85f28b3c5, 0xe97cf358631738ed, 0x7ecebcc588b2e88f,
            0x7ae62b3c0cd91497, 0xd284a7784c01c07d, 0xb439acec77cbbd82, 0x75664fc030374894,
        ],
        // 6 * 2^102 B
        [
            0x4700ff14a1bfb41d, 0x055d9c7c634e8402, 0x59655be6c662a564, 0x7b4f832d3eb08dcb,
            0x8eebd49bdc889257, 0x173212cfb427a158, 0x06e66df4ada38333, 0x7a3bc41befa501cb,
            0x38a674c06c7f1e7a, 0x221ff155873c762b, 0xb5bf716c8ab60351, 0x48479a5275addab8,
        ],
        // 7 * 2^102 B
        [
            0x774de1ac14bb59c8, 0xdffa7c30cedba56b, 0x48b6984f96dfdde5, 0x5ab02717b5e98fe4,
            0xe94e8d91ea605199, 0x2c6decd333237e8f, 0xe9570ee74e9eb8a2, 0x316ff9fced5dda4b,
            0xce04a3d0a18bcb14, 0xb259a8af93b08d10, 0x834e69c6dafe90b3, 0x1d48f197a9ca1cdd,
        ],
        // 8 * 2^102 B
        [
            0x34eebb6fc1cc5ad0, 0x6a1b0ce99646ac8b, 0xd3b0da49a66bde53, 0x31e83b4161d081c1,
            0xb478bd1e249dd197, 0x620c35005e58c102, 0xfb02d32fccbaac5c, 0x60b63bebf508a72d,
            0x97e8c7129e062b4f, 0x49e48f4f29320ad8, 0x5bece14b6f18683f, 0x55cf1eb62d550317,
        ],
        // 9 * 2^102 B
        [
            0x7e401aceebb1ea7a, 0x9e7d4143c50578e3, 0x5bb8bca174c39e8a, 0x693e6615c22021d5,
            0x6b51fe9df66efaef, 0x30dcaaf04a92b6cb, 0x74f576b7c4b534d4, 0x762dc264261ebc20,
            0xd867cfafca29d9e8, 0x836885d8c2361bc3, 0xa3e7cc7f4c181e5a, 0x41cd3fcb2f1379a4,
        ],
        // 10 * 2^102 B
        [
            0x6c1d94e6cbc8a86f, 0xe64c5552d134b06f, 0x055e0a21ce628caa, 0x029a6970b2092367,
            0xd2cabe7cd71aa12b, 0xf9c143e85ed6afa4, 0xd7788bc0877c89b0, 0x34ff6ea2b906ff10,
            0xd00ba3592e139722, 0xcb73a44e9acac6ea, 0x3b3e71085135b71b, 0x1413c7814e7bf378,
        ],
        // 11 * 2^102 B
        [
            0x90359ea8e92eba94, 0x36040342d6fb9057, 0x2b8add5a0cfc21c7, 0x34d131da9dfff42f,
            0xdd15fe04fc09f446, 0x0576412163af9f91, 0xe14166630577ea37, 0x13f40550085a9212,
            0x25864bea16e4bde6, 0xadb679bb9d7f96e4, 0x2335d569e0a70cab, 0x2cbf033e19fee736,
        ],
        // 12 * 2^102 B
        [
            0x3076b5e37df58c52, 0xd73ab9dde799cc36, 0xbd831ce34913ee20, 0x1a56fbaa62ba0133,
            0x5879101065c23d58, 0x8b9d086d5094819c, 0xe2402fa912c55fa7, 0x669a6564570891d4,
            0x943e6b505c9dc9ec, 0x302557bba77c371a, 0x9873ae5641347651, 0x13c4836799c58a5c,
        ],
        // 13 * 2^102 B
        [
            0xb6214bb68da028dc, 0xc4cb886c9994d024, 0xd94410b5e0d14691, 0x1f228d2104c91402,
            0x5467ebba9bc857af, 0xc18627b7716ca6b8, 0x820ae32f4c4e8ef6, 0x1612db42d8a9c669,
            0x57a18a137ff129a9, 0xa6de4059535e13cb, 0xa0cc3faab36a6a8b, 0x09262e9aea012f72,
        ],
        // 14 * 2^102 B
        [
            0xc4a8daaa9d1fa207, 0x1bde654d4e34bcbc, 0x8e365e36f70daf1f, 0x28984960055174bf,
            0x0858176861a61a34, 0xeb710707b3834cd6, 0x32a833597c9c2357, 0x546675a866c566b6,
            0x3eeeb7cb006ba754, 0x066b7e2add82d365, 0xdb210caf6e79b885, 0x4a34c2ee286581f7,
        ],
        // 15 * 2^102 B
        [
            0x46d5c7fda6e4406a, 0x61902ace49281cf7, 0x75d5f3dd4e743ecb, 0x4f41763589d83cdb,
            0xf3192c2ffe6edce7, 0xf50244e2b05fde32, 0x34c00fd99a5d68f9, 0x2355d71414f2e109,
            0x368b64cda0f10e9c, 0xd78c39194192994c, 0x104babe0d327ccd0, 0x58ed256adb96948e,
        ],
        // 16 * 2^102 B
        [
            0xc4dcfb6a5d8bd080, 0xdeebc4ec571a4842, 0xd4b2e883b8e55365, 0x50bdc87dc8e5b827,
            0x423a5d465ab3e1b9, 0xfc13c187c7f13f61, 0x19f83664ecb5b9b6, 0x66f80c93a637b607,
            0x606d37836edfe111, 0x32353e15f011abd9, 0x64b03ac325b73b96, 0x1dd56444725fd5ae,
        ],
        // 17 * 2^102 B
        [
            0x862cbb9873ed728a, 0x146f3bf88a809c4c, 0xd340e25797d202ea, 0x69d44cbbd47b707e,
            0xe6e8ff90ffbe60cb, 0x89de117ea0d040f7, 0xa5401d613fbebcbd, 0x750648322856a556,
            0xda89bf70d724a2d6, 0x7ab6a191237e9b75, 0x5b01bb8277dd21a7, 0x4a3f917f58c05233,
        ],
        // 18 * 2^102 B
        [
            0x3932a9f6d3e7729a, 0xb8a17775a41dac3a, 0xb9ee1d320276eb45, 0x2ad665a133578b81,
            0xd19d0d3fd2af0674, 0x6352877c16fc7266, 0xf1aff9c93f63d23e, 0x70a487af33bf96da,
            0x321447fb147b71a7, 0xfe436d2cf792062e, 0xaf9bf15e514a8242, 0x5f41a43459f2949e,
        ],
        // 19 * 2^102 B
        [
            0x47f3fd22333718ac, 0x272c0c9743d5047e, 0xbb682d7807ec6dc3, 0x4f55597b60d9fc06,
            0xb55c7e57544a2cb0, 0x4937c91de978123d, 0xf5b30aeb0126a1a1, 0x357571be27d5f738,
            0xbdc07766a0df8d86, 0x99bd05c21820962d, 0x4bd171729463c524, 0x37f4bbfa42c2a71c,
        ],
        // 20 * 2^102 B
        [
            0xc297e60008bac89a, 0x7d4cea11eae1c3e0, 0xf3e38be19fe7977c, 0x3a3a450f63a305cd,
            0x8fa47ff83362127d, 0xbc9f6ac471cd7c15, 0x6e71454349220c8b, 0x0e645912219f732e,
            0x078f2f31d8394627, 0x389d3183de94a510, 0xd1e36c6d17996f80, 0x318c8d9393a9a87b,
        ],
        // 21 * 2^102 B
        [
            0x1d0e8b03832b068f, 0x9127068ef5630be9, 0x8dbddf1a08d080b9, 0x407d262dbdf0c788,
            0x1c282a544a552120, 0x765fdaff6f8fc981, 0x116db3a3338f9ca9, 0x174f2562dc526f5e,
            0x09fcdefc50ab599c, 0xa0b6beb7462312e8, 0x091308dc555a5bcb, 0x18885e4a0f9011ff,
        ],
        // 22 * 2^102 B
        [
            0xf0995e55df967d86, 0x6569ac7a17a92bb1, 0x330d41588919f00d, 0x7876f79af527b188,
            0xae79dd9ceae7e06b, 0x272d112f26a81000, 0xfc5b09e8b0bcac75, 0x6b44a0c68ff3b378,
            0xc7cd60e2be0afd1a, 0xd6de78a000816854, 0x5edc48c5eacb81fb, 0x2afc825e904760bd,
        ],
        // 23 * 2^102 B
        [
            0x540334450286faaf, 0x2fdeaa95e1b8a816, 0x50b591c23cc39283, 0x629c8a3867b83b9a,
            0x63a300fc2a59a512, 0xb6630ce6b5b241d9, 0x7ce696e93dad116f, 0x5a6145bac4f0b27f,
            0x6988502c77d80ef6, 0xdbff6c668948c59d, 0x84a56f3e26143ef7, 0x425019681af9b412,
        ],
        // 24 * 2^102 B
        [
            0x5d669e29ab1dd398, 0xfc921658342d9e3b, 0x55851dfdf35973cd, 0x509a41c325950af6,
            0xf2745d032afffe19, 0x0c9f3c497f24db66, 0xbc98d3e3ba8598ef, 0x224c7c679a1d5314,
            0xbdc06edca6f925e9, 0x793ef3f4641b1f33, 0x82ec12809d833e89, 0x05bff02328a11389,
        ],
        // 25 * 2^102 B
        [
            0xae80b97358e5bf99, 0x45c1da290edacfba, 0x0a64697b8d583b5c, 0x22c79ca84e44aa72,
            0x4ff4f7594dd6efde, 0xd63cdadd779e81d6, 0x7b78ecea8047680b, 0x7b36e84fe0ed0820,
            0x1cdb444e7dd3807a, 0x0d159f546f1e1edf, 0x8a33d700d5123e35, 0x01769e6e52f3a7e5,
        ],
        // 26 * 2^102 B
        [
            0xbb9266048ee14389, 0x23a7ec45fae33ffc, 0x124136c286f2f784, 0x23deaf4b5401850a,
            0xc392a0dce29c0555, 0x81b6541b59f36b40, 0xe75a1a8c6eb757ac, 0x41a492de67e4a702,
            0x9bf9a01f6c26cc39, 0x23ee36bc5b035792, 0x3112b0fed67d8f64, 0x399ff2c4dc0c0c17,
        ],
        // 27 * 2^102 B
        [
            0x0c9f6513ece75b8a, 0x9bb8a434b3afe7b0, 0x9714d1861ab02963, 0x4acfc63493921b73,
            0x3f9a313fd8ab5eac, 0x9c75fe5f331bc1ca, 0x71d0bf616b74b722, 0x3aeb00dcdaf20ca5,
            0xf535853810bf5e18, 0x469d0f417c303683, 0x2564e10353ee1fe3, 0x3be83eacf752b4f2,
        ],
        // 28 * 2^102 B
        [
            0x6881a0dd0dc512e4, 0x4fe70dc844a5fafe, 0x1f748e6b8f4a5240, 0x576277cdee01a3ea,
            0x3632137023cae00b, 0x544acf0ad1accf59, 0x96741049d21a1c88, 0x780b8cc3fa2a44a7,
            0x1ef38abc234f305f, 0x9a577fbd1405de08, 0x5e82a51434e62a0d, 0x5ff418726271b7a1,
        ],
        // 29 * 2^102 B
        [
            0xbee36f34bb2f8ad7, 0x81e58062abc236c0, 0xaabbbcf090b28ce5, 0x3e8a3e7f9627a19e,
            0xec0d0dd5bb34f48f, 0xef5c10bd45c499a0, 0x427d9f526c112316, 0x205a173341732f5b,
            0xb96f39086f65571a, 0xc2ce741f9096b8e6, 0x3e9b7dec98012d8d, 0x4e4970f322f6b7d3,
        ],
        // 30 * 2^102 B
        [
            0xfddbf399ec692233, 0x71df40f0f267bf28, 0xc96824fd8f775c4c, 0x1b4dd983e2cf01db,
            0xa75e92f901fa8754, 0x113c1db62a395bc0, 0xacd9dee9928e41b9, 0x4325ae20ed5f131c,
            0xcdcd27caf74a340c, 0xb34dc31c1f59b5e5, 0x9d3940aa3d6d698a, 0x4e72ad1616b5e36d,
        ],
        // 31 * 2^102 B
        [
            0x6604d089fae7fc38, 0x96a64b520a0fd345, 0xc054e176f1098f0e, 0x39c07e1960773be8,
            0x59cf4567d840b230, 0xcb63f4932e83dad1, 0xdc8557fd62f89803, 0x2f170209ab387bbb,
            0x2c23b3aea746342b, 0xba43cb3907cb7d0f, 0xcd8363b43bf65e2c, 0x139bd21169a8b7cc,
        ],
        // 32 * 2^102 B
        [
            0xe5db47e813b69540, 0xf35d2a3b432610e1, 0xac1f26e938781276, 0x29d4db8ca0a0cb69,
            0x398e080c1789db9d, 0xa7602025f3e778f5, 0xfa98894c06bd035d, 0x106a03dc25a966be,
            0xd9ad0aaf333353d0, 0x38669da5acd309e5, 0x3c57658ac888f7f0, 0x4ab38a51052cbefa,
        ],
    ],
    // row 18: multiples of 2^108 B
    [
        // 1 * 2^108 B
        [
            0xf68fe2e8809de054, 0xe3bc096a9c82bad1, 0x076353d40aadbf45, 0x7b9b1fb5dea1959e,
            0xdfdacbee4324c0e9, 0x054442883f955bb7, 0xdef7aaa8ea31609f, 0x68aee70642287cff,
            0xf01cc8f17471cc0c, 0x95242e37579082bb, 0x27776093d3e46b5f, 0x2d13d55a28bd85fb,
        ],
        // 2 * 2^108 B
        [
            0xbf019cce7aee7a52, 0xa8ded2b6e454ead3, 0x3c619f0b87a8bb19, 0x3619b5d7560916d8,
            0xfac5d2065b35b8da, 0xa8da8a9a85624bb7, 0xccd2ca913d21cd0f, 0x6b8341ee8bf90d58,
            0x3579f26b0282c4b2, 0x64d592f24fafefae, 0xb7cded7b28c8c7c0, 0x6a927b6b7173a8d7,
        ],
        // 3 * 2^108 B
        [
            0x8d7040863ece88eb, 0xf0e307a980eec08c, 0xac2250610d788fda, 0x056d92a43a0d478d,
            0x1f6db24f986e4656, 0x1021c02ed1e9105b, 0xf8ff3fff2cc0a375, 0x1d2a6bf8c6c82592,
            0x1b05a196fc3da5a1, 0x77d7a8c243b59ed0, 0x06da3d6297d17918, 0x66fbb494f12353f7,
        ],
        // 4 * 2^108 B
        [
            0xd6d70996f12309d6, 0xdbfb2385e9c3d539, 0x46d602b0f7552411, 0x270a0b0557843e0c,
            0x751a50b9d85c0fb8, 0xd1afdc258bcf097b, 0x2f16a6a38309a969, 0x14ddff9ee5b00659,
            0x61ff0640a7862bcc, 0x81cac09a5f11abfe, 0x9047830455d12abb, 0x19a4bde1945ae873,
        ],
        // 5 * 2^108 B
        [
            0x40c709dec076c49f, 0x657bfaf27f3e53f6, 0x40662331eca042c4, 0x14b375487eb4df04,
            0x9b9f26f520a6200a, 0x64804443cf13eaf8, 0x8a63673f8631edd3, 0x72bbbce11ed39dc1,
            0xae853c94ab66dc47, 0xeb62343edf762d6e, 0xf08e0e186fb2f7d1, 0x4f0b1c02700ab37a,
        ],
        // 6 * 2^108 B
        [
            0x79fd21ccc1b2e23f, 0x4ae7c281453df52a, 0xc8172ec9d151486b, 0x68abe9443e0a7534,
            0xe1706787d81951fa, 0xa10a2c8eb290c77b, 0xe7382fa03ed66773, 0x0a4d84710bcc4b54,
            0xda12c6c407831dcb, 0x0da230d74d5c510d, 0x4ab1531e6bd404e1, 0x4106b166bcf440ef,
        ],
        // 7 * 2^108 B
        [
            0xa485ccd539e4ecf2, 0x5aa3f3ad0555bab5, 0x145e3439937df82d, 0x1238b51e1214283f,
            0x02e57a421cd23668, 0x4ad9fb5d0eaef6fd, 0x954e6727b1244480, 0x7f792f9d2699f331,
            0x0b886b925fd4d924, 0x60906f7a3626a80d, 0xecd367b4b98abd12, 0x2876beb1def344cf,
        ],
        // 8 * 2^108 B
        [
            0xd594b3333a8a85f8, 0x4ea37689e78d7d58, 0x73bf9f455e8e351f, 0x5507d7d2bc41ebb4,
            0xdc84e93563144691, 0x632fe8a0d61f23f4, 0x4caa800612a9a8d5, 0x48f9dbfa0e9918d3,
            0x1ceb2903299572fc, 0x7c8ccaa29502d0ee, 0x91bfa43411cce67b, 0x5784481964a831e7,
        ],
        // 9 * 2^108 B
        [
            0x5228ec0dc2f7479f, 0xe2db7658921ea46f, 0xfd5a3209d161a4c0, 0x3ae0b7e1bbb67f34,
            0xff886222cd4db1ac, 0x3fc16087995454ae, 0xe56b7a86d3da7100, 0x64f7369981f79289,
            0x7893a5572d74b3aa, 0x257d96da706c68f7, 0xb8142493b99e794e, 0x6dcf9232ed50f368,
        ],
        // 10 * 2^108 B
        [
            0xae740f9e079a3982, 0x8610225ab74bd7bb, 0xf9a530a33bda4146, 0x16b7bfa429e1e0f3,
            0x7136bd519accb953, 0x67404125352b3946, 0x2e53ee4f9e1637db, 0x6eb1b2f6415e1af1,
            0x0813c18b80ae4c27, 0xcc66d333f4c0f2ca, 0x847840c22ae4de89, 0x592854eb41a2df5d,
        ],
        // 11 * 2^108 B
        [
            0xe1791dfac314aa69, 0x8b0a7630d92150c6, 0xf58aecb01e4ec3dc, 0x111b4a68f56c5feb,
            0xc543b596ead2f426, 0x607f82cdcd56bcce, 0xf8b9c1479412e00d, 0x60dc085f0ff8328d,
            0x0ac28ba3f300acbe, 0x1a0379d5fb62451a, 0x915bab3b7d95c61b, 0x68429b26b9ba4c60,
        ],
        // 12 * 2^108 B
        [
            0x23b0137c630b94ca, 0x9f05b2e2c34e0359, 0x5c504752df6850ab, 0x4e165fe783148e5e,
            0x8453134729dabc56, 0xb19385a26314566b, 0x7d73f7579a66b4cb, 0x3e70c42ddd2c0063,
            0x4ac33e88e5d5b328, 0x64653bf8e58a8ebf, 0x5832177c98c8c3a1, 0x621d49cdc3b2c221,
        ],
        // 13 * 2^108 B
        [
            0xa28ffd1b412f8ed2, 0x4eaa62260fd91b93, 0xfb1b735b30aedbf1, 0x61893d8a35e076db,
            0x0e4e33f7a68b98fc, 0x9dedc75fc0b0454d, 0xdc9295deb4a738b7, 0x0e435a0977e67833,
            0xb5df055e75e9110a, 0xfe834ba429ee8c77, 0xdbedcdb439657983, 0x3bfc4750bfde660d,
        ],
        // 14 * 2^108 B
        [
            0x93c89658fb5d4a33, 0x6891cabdacdb05f4, 0xdc517644cf20002a, 0x2809841b15e98666,
            0x1f72c61c25c64d90, 0xaf864466d78e7a36, 0xa3c74af047922b40, 0x6d1ccb56be16cf7f,
            0xda4c95b27c09b60e, 0x3e05c93c5198a523, 0x12db89acb98d7139, 0x07f26a43edf5c9f2,
        ],
        // 15 * 2^108 B
        [
            0x6b48c4bdcf030fcd, 0x66318c295e0f3683, 0x6471d99eb8bc6011, 0x1539d724c7fccf83,
            0x8197bb3cca3478ae, 0xf062a2125c5b262f, 0x5c4059bebc9cf1d6, 0x5b85162e17e4b826,
            0x32a9b303a4a9f677, 0xfb357b88a4d851ad, 0x6dcf9e4aa6387904, 0x5cfc38784da0d2a3,
        ],
        // 16 * 2^108 B
        [
            0xd6cfd1ef5fddc09c, 0xe82b3efdf7575dce, 0x25d56b5d201634c2, 0x3041c6bb04ed2b9b,
            0xda7c2b256768d593, 0x98c1c0574422ca13, 0xf1a80bd5ca0ace1d, 0x29cdd1adc088a690,
            0x0ff2f2f9d956e148, 0xade797759f356b2e, 0x1a4698bb5f6c025c, 0x104bbd6814049a7b,
        ],
        // 17 * 2^108 B
        [
            0xa175b618f14c7aaa, 0x05bac99a77996c37, 0x90a856143ecf2c3d, 0x769a66c4bfd81f12,
            0x2a1677c270c75fda, 0x82a95b0d93e49411, 0xdc73b16e932c093c, 0x056a568206c6a371,
            0x29b9edef32c88772, 0xd797cee3a363221d, 0x6bbf591e5e698fa9, 0x6dffc678c396415a,
        ],
        // 18 * 2^108 B
        [
            0xd483fb616f73efd3, 0x6da002fc6e8dd6f6, 0xdc4c303b52ca49e9, 0x464589e8c98b7f29,
            0xde05adeff520c84f, 0x72d026c17f2e9af0, 0x33b15c0d82382ec7, 0x098245ad973a515a,
            0xd5cfe4d644f10e9a, 0xb72541a4d4c8436a, 0xd990e4b119616875, 0x54368b94ff591de0,
        ],
        // 19 * 2^108 B
        [
            0x61475cfa99617bbe, 0x77eb4f2187f2037d, 0xe2b1795e42976726, 0x6ce58869f9ac6a4f,
            0x2644aa1f07ab2fd1, 0x6c8e55f6cde15f41, 0xa42b463e65e9cdd1, 0x3d3c9b5edbf77f20,
            0x202180b99133c5b4, 0xaf177663d951d508, 0xa11fe4243182bd48, 0x761d4e8af615375b,
        ],
        // 20 * 2^108 B
        [
            0x368693607d862f24, 0x474a996fe3322e53, 0x6fbe917014092ec6, 0x43429d86b998ee41,
            0xf119a90c6ea464ee, 0xced8771eb1c46127, 0xd21a4fe6ef2531b7, 0x76ce9a42f459a817,
            0x413f62ca47a19d7b, 0xcd1b4a0bd8c36c8b, 0x2623e2a0199ae711, 0x3ece61dd366f5cff,
        ],
        // 21 * 2^108 B
        [
            0x291fbf6330768d0f, 0x4282a470d15818c8, 0x03f208b8f1249f3d, 0x2d82311c8dc1f320,
            0xa96daefc7ae451ac, 0xcaa1741b47b6508e, 0xa21d2b7eca2036da, 0x309e93e59cea572e,
            0x67ddcde561f8e4a4, 0x41f51c4875421dbe, 0xace449a256b4da4a, 0x750c8651598f6e3e,
        ],
        // 22 * 2^108 B
        [
            0xa0cb1bcc16b87c07, 0xecf227a95da9cc19, 0x6f04c48c879447f6, 0x009f3d08f8bce931,
            0xc776b9c8f3a482ba, 0xf62f17606713c7e6, 0xc379ab93720f862f, 0x3aeda319af358d02,
            0x0a0b298c343585a6, 0xe52b6f2b083c6aee, 0x969402ffed14a006, 0x3d8484e857a1bdeb,
        ],
        // 23 * 2^108 B
        [
            0x40a0f238df88935b, 0xd2bbd980ca644f2c, 0x130773ca2b8903a1, 0x5cff0f804e883110,
            0xfc1c1beeb1fbefea, 0x35f33690488da195, 0xa8c2d56554e1aab0, 0x5e8d80d367186fc6,
            0x60a46a0721127732, 0x039e16c4babef99f, 0x249093f3311722b3, 0x1f3b35617c33d508,
        ],
        // 24 * 2^108 B
        [
            0x3b7352d8c543dd6f, 0xe96c16624e9a7af7, 0x7916da27abccfb9c, 0x6d16a65382f91633,
            0xc35b760d9db5f9c3, 0x64590c70caba5121, 0x458d8a9341f74c09, 0x745062a5ec267488,
            0x316e980c1ecffc41, 0xc7b4abc7e0d49f06, 0x9fd5c247c87c8e61, 0x77d76a5aacb55db5,
        ],
        // 25 * 2^108 B
        [
            0x9719905e19cba8cc, 0x9caba441b5b17c4c, 0xb1f6eef3e1341f2e, 0x53e72034b61656ce,
            0x4939b2421d5e91ae, 0x504bef944cc83149, 0x80174d67de319708, 0x534e18fc9e7fdebb,
            0x289b4adb07955cd9, 0x8a9584d13ba0dd28, 0xf0a0408cfe1b3a9b, 0x4770182af1b83a21,
        ],
        // 26 * 2^108 B
        [
            0x6102c7080e54e5a1, 0x1fc3cf0395099a7a, 0x4d6296bb9c6d9784, 0x625c5b4ad108cfd7,
            0x5ad870e965d9cc48, 0x48daf8162263ff49, 0xc25b30a9060614bd, 0x5ef2b6ed68611130,
            0xbd3315bde84ef6ac, 0x6b52215306e60980, 0xfc0e5d29efb03913, 0x177d63e8cfa359bb,
        ],
        // 27 * 2^108 B
        [
            0xac730d2e3c3604f6, 0xc93fdc79c455f994, 0xa8fcb5127a060faa, 0x64fef228bb0c5c5d,
            0xe7fbc534f79dda59, 0x4e45116dcd5ffd9e, 0x92716821a26f65bd, 0x281047921cfa2475,
            0xc87d032e379b368e, 0x006a70dcd8d0024d, 0x014d8355ab1f6014, 0x7d89d24052228286,
        ],
        // 28 * 2^108 B
        [
            0xaa8fcaabd000938a, 0x1240effe9cec5e98, 0xc49495f15abccf57, 0x4d35815daaa107f9,
            0xc27616c2bae6bea0, 0xb9de192a3b221e6b, 0xf8e8836087ea4f3b, 0x261d6f4d87c756cd,
            0x2f9bc52d50e2a4eb, 0xa2d7e204c067f66c, 0x153a318db6c72c35, 0x4d93e0f3ff4b22e7,
        ],
        // 29 * 2^108 B
        [
            0x88242b351bd33a63, 0x1bea36243edd212a, 0x70b1e16b0d576ba2, 0x7d61bf74385f4c5e,
            0xd280f5a2a422a263, 0xd5b446dbf2aec9d2, 0x0d3f923e8a6be26c, 0x34e435f3f2b1b615,
            0xf203bf28a2cf3741, 0xf519619ec0b2b168, 0xfcff74b8d73b421e, 0x283e6c4674ee0b12,
        ],
        // 30 * 2^108 B
        [
            0x74334e4ce850b732, 0x973ea0a8bf9c0007, 0x2e6a10df248ae67d, 0x4892edb22b42a8ff,
            0x9ecd9dcf4b4eb3cb, 0x5ba10ff74ceacb02, 0xc762c287bd914914, 0x6eef4999c7d291c4,
            0x3db11a63b7bfbd82, 0x7000067e9e7015d8, 0x6ff7060d58259cc7, 0x3a864e4cc053829e,
        ],
        // 31 * 2^108 B
        [
            0x68cdb897c200750a, 0x99e1f254d6f1d70e, 0xc11a66a445bd50d3, 0x2616edf771abb5f6,
            0xe52cf3c82abdf1d3, 0xb4cc28ab825ca0e5, 0x87edf4a63138e6df, 0x24420e74a931ecf6,
            0xe02129ccbbbdf7cf, 0x3ccf32b9eae7735f, 0x0d004d8f12c64dcf, 0x681bf4262c9a0ce5,
        ],
        // 32 * 2^108 B
        [
            0xa95d9a5fd67ff163, 0xe92be69d4cc75681, 0xb7f8024cde20f257, 0x204f2a20fb072df5,
            0x51f0fd3168f1ed67, 0x2c811dcdd86f3bc2, 0x44dc5c4304d2f2de, 0x5be8cc57092a7149,
            0xc8143b3d30ebb079, 0x7589155abd652e30, 0x653c3c318f6d5c31, 0x2570fb17c279161f,
        ],
    ],
    // row 19: multiples of 2^114 B
    [
        // 1 * 2^114 B
        [
            0x0358c34e04f410ce, 0xb6135b5a276e0685, 0x5d9670c7ebb91521, 0x04d654f321db889c,
            0xcdff20ab8362fa4a, 0x57e118d4e21a3e6e, 0xe3179617fc39e62b, 0x0d9a53efbc1769fd,
            0x5e7dc116ddbdb5d5, 0x2954deb68da5dd2d, 0x1cb608173334a292, 0x4a7a4f2618991ad7,
        ],
        // 2 * 2^114 B
        [
            0xddc4dbd414bb4a19, 0x19b2bc3c98424f8e, 0x48a89fd736ca7169, 0x0f65320ef019bd90,
            0xe9d21f74c3d2f773, 0xc150544125c46845, 0x624e5ce8f9b99e33, 0x11c5e4aac5cd186c,
            0xd486d1b1cafde0c6, 0x4f3fe6e3163b5181, 0x59a8af0dfaf2939a, 0x4cabc7bdec33072a,
        ],
        // 3 * 2^114 B
        [
            0xe33e3a73ae2a66b9, 0xb06826dfbcd01682, 0xf8c37a7f4b8f3fb3, 0x24d23ef9b4add873,
            0xeda28b0ba80e9de2, 0x601005fc95118906, 0xa63c719f417bd33c, 0x632276d896c32523,
            0x21c71faf5f960d08, 0x0956386ad874e205, 0x833f405ebd45436f, 0x25a2ba720b19d0ef,
        ],
        // 4 * 2^114 B
        [
            0xf7c0a19c1a54a044, 0x4a1c5e2477bd9fbb, 0xa6e3ca115af22972, 0x1819bb953f2e9e0d,
            0x16faa8fb532f7428, 0xdbd42ea046a4e272, 0x5337653b8b9ea480, 0x4065947223973f03,
            0x498fbb795e042e84, 0x7d0dd89a7698b714, 0x8bfb0ba427fe6295, 0x36ba82e721200524,
        ],
        // 5 * 2^114 B
        [
            0xc62fc8922f1d829a, 0x89cece79c71d1597, 0x8b08b52aeeaef5e6, 0x4d6111ce85193e9e,
            0x9f15473ef1883b9f, 0xdaa9ab9f49ffd5d1, 0xe314416cbe588f2d, 0x007b182c2ceb563b,
            0xeb4dede73e9bd5d9, 0xc2652fcb0652cf08, 0xa26efe8f8de838e5, 0x40097eafbc4b789b,
        ],
        // 6 * 2^114 B
        [
            0x94f0032d45b16986, 0x116854de1ecc1c68, 0x42355abec9e2c8a3, 0x153eec06efa033a5,
            0x46eafaafcf4aa586, 0xf29bb7e2503f46b9, 0xad48b8f7d211feb3, 0x2a1bf229c55d47c2,
            0x5f8060a4c077b968, 0xb3a2ea747e4b8e47, 0x816305949bd3dfff, 0x79866201a1f779ab,
        ],
        // 7 * 2^114 B
        [
            0xd674c05cf4648112, 0x8b6faf3a9ef04252, 0xbdfbb0b85a387283, 0x6a87dac6f24d445b,
            0x602728238d1ccca1, 0xfb25f453cfce641b, 0xa71a050a94ce3811, 0x36cf971d65c3227a,
            0xfe2ed164487687e0, 0x44ed9167c0f67cbb, 0x994f11152208ee5c, 0x2d4ef4d841fe0412,
        ],
        // 8 * 2^114 B
        [
            0xc8d69d0a57274ed5, 0x45ba803260804b17, 0xdf3cda102255dfac, 0x77d221232709b339,
            0xd60ecbb74245ec41, 0xfd9be89e34348716, 0xc9240afee42284de, 0x4472f648d0531db4,
            0x498a6d7064ad94d8, 0xa5b5c8fd9af62263, 0x8ca8ed0545c141f4, 0x2c63bec3662d358c,
        ],
        // 9 * 2^114 B
        [
            0x4935b1a5c76779d9, 0xbf4c1bbe9e74d352, 0x58171f2258da39c1, 0x4c0ba1bad1aac803,
            0x2789489e3f306ad6, 0x5394db0549d93428, 0x6bf679d4e8cc6831, 0x4acc67c5133e75b0,
            0xd8757821c83b187c, 0x188d8822744da8d5, 0x8ac0469b98f4f9f2, 0x01a74df35e8a278c,
        ],
        // 10 * 2^114 B
        [
            0xc922b759ecd0b60f, 0x6a25f681cb5bfe7b, 0x5cc659bb877e1ca5, 0x5471455e00c87660,
            0xed959546c76c79e7, 0x6ccc384b10d656c8, 0x01dd78d1e06ad428, 0x32ac73cba643b8c9,
            0x66cdeda8aba0f13a, 0xefa6a0dd046d71bd, 0x81900cf313e095e2, 0x72742767a857ec9b,
        ],
        // 11 * 2^114 B
        [
            0xba75b1f439d3541e, 0x6614e0d0a154cc7c, 0x2922a4beae621f7a, 0x0c91a447c0356b54,
            0xfd486d4147b7a953, 0xd81986633f698997, 0xc2675359eff4ef5e, 0x4c29beef2a6ee721,
            0x17a9784d915c2f3b, 0x50d3117635318911, 0x770ddcf3062ad1d3, 0x4f3ae995d438bb03,
        ],
        // 12 * 2^114 B
        [
            0x9a518b3a8586f8bf, 0x9ee71af6cbb196f0, 0xaa0625e6a2385cf2, 0x1deb2176ddd7c8d1,
            0x7fe60d8bea787955, 0xb9dc117eb5f401b7, 0x91c7c09a19355cce, 0x22692ef59442bedf,
            0x8563d19a2066cf6c, 0x401bfd8c4dcc7cd7, 0xd976a6becd0d8f62, 0x67cfd773a278b05e,
        ],
        // 13 * 2^114 B
        [
            0x576cbb23eb70a08a, 0xa116b7269ad2da05, 0x41179df92ea676c4, 0x4a943ce58d6e1b20,
            0x6cae6f2321a461e7, 0x54c46673c2882285, 0xc6fd542dd3371ca3, 0x0a08321f92fea456,
            0x0b6facf16047dff7, 0x8febc3dc385f2ead, 0x2184388c07b06840, 0x4b9c747f36b9584e,
        ],
        // 14 * 2^114 B
        [
            0x647739ba856a60e5, 0xefbf2cfe22676dd6, 0x16fbe35afd5314c8, 0x625287e0c2471443,
            0x0cb83e109af87bfb, 0xbd22dbaafe058de9, 0x377ca9ded168624f, 0x5513994ff0d7fe50,
            0x405152c1ff15b542, 0x5a2530bf229715b9, 0x63f28509fce73177, 0x43f062895f21b59a,
        ],
        // 15 * 2^114 B
        [
            0x3ee6901cbdf44cdb, 0x24374dcdf901ca87, 0x997641b13915ae69, 0x0bb22196fef90606,
            0xf35fb2987a41e30f, 0x1922813fc976177e, 0x7c6c3e77cc4944e7, 0x2615a6d9c37babd4,
            0x54e9955211d3ac6e, 0x84972e5bacee4432, 0x537e3c14302a865a, 0x28ae3d20ba5f1ef8,
        ],
        // 16 * 2^114 B
        [
            0x2d5fa9855a4e586a, 0x65f8f7a449beab7e, 0xaa074dddf21d33d3, 0x185cba721bcb9dee,
            0x8dec31faef3ee475, 0x99dbff8a9e22fd92, 0x512d11594e26cab1, 0x0cde561eec4310b9,
            0x93869da3f4e3cb41, 0xbf0392f540f7977e, 0x026204fcd0463b83, 0x3ec91a769eec6eed,
        ],
        // 17 * 2^114 B
        [
            0x3bdaefaa85cde8fd, 0xe68adf559fb01d47, 0x7095d39d72ccba76, 0x7136997f88800827,
            0x438fe2b4120b21f3, 0x2a8540d632e27481, 0x8e381a1d49d368f1, 0x5e090c621a1dcea5,
            0x4f3cd09c60c8e4cc, 0xaa0319bdcb009aeb, 0x03299fb6e36c89b5, 0x18bbb5a0e4c3df33,
        ],
        // 18 * 2^114 B
        [
            0xe310cbadd4ee0bc1, 0x4caf7918a5c264d7, 0xd88db2fca4325236, 0x4b20690200ab038a,
            0xb884f2ead00a1fb6, 0x23f1930b5802df8c, 0x8666a15ae2de21ec, 0x40369962a3e5778a,
            0xbb052d3932c36afa, 0x06ba31f8be9a31dc, 0xe15f61c59f293e88, 0x6eee575752dac43b,
        ],
        // 19 * 2^114 B
        [
            0xdf10acb240eba15a, 0x1562304da4e22e75, 0x4d2ff2eaa07aadd2, 0x47a720c9aa9e623e,
            0x644cb784d55f1fb6, 0xf27918caf699f97d, 0xa5c5b931572e460b, 0x03e75e7f9c44281b,
            0xc907098fc353d302, 0xfb345172d5773177, 0x74d7e6c307ef09db, 0x336718c10efc946f,
        ],
        // 20 * 2^114 B
        [
            0x0fad2fb7b0a3402f, 0x46615ecbfb69f4a8, 0xf745bcc8c5f8eaa6, 0x7a5fa8794a94e896,
            0x1e9df75bf78166ad, 0x4dfda838eb0cd7af, 0xba002ed8c1eaf988, 0x13fedb3e11f33cfc,
            0x52958faa13cd67a1, 0x965ee0818bdbb517, 0x16e58daa2e8845b3, 0x357d397d5499da8f,
        ],
        // 21 * 2^114 B
        [
            0x3792c134724a2e26, 0xe0c9b926996ac76c, 0xf40f589429f8b20b, 0x6bf72124b970870a,
            0xf8a8f9fe206e5732, 0xa5a061da516d0812, 0x8db5c69a8e9dad7a, 0x018d580160f9df9e,
            0x1e0cfbafaa97689a, 0xaa72e6ef18da07fd, 0xc27ff5c5a69ed177, 0x72252a34f36ae4fc,
        ],
        // 22 * 2^114 B
        [
            0xadd9db1ae969bf70, 0xffdd2372b4513cd1, 0xdf6dd872e9f14217, 0x1cc8baa102a421b7,
            0x510703c2f987b610, 0x688a0538090da442, 0x8d4beaf34885d3c2, 0x66c74d5691c34281,
            0xc1d36bb0c9024dc3, 0x58741f2dbff5a2a3, 0x4d29fcd508e42291, 0x07170b84a608cc53,
        ],
        // 23 * 2^114 B
        [
            0xbcad731594dc7ea3, 0x95f24d334a405de6, 0x93e9d43f76569247, 0x5dc1571167f9411e,
            0x09eded23179ea5c7, 0xe8945a0609865959, 0x9d8733c491e91dc9, 0x7a09526a67c4d342,
            0xe1c1b5408ffcca2b, 0x99768c912b712472, 0xba7d8a6b57414f3e, 0x4da77ac866a0c4d5,
        ],
        // 24 * 2^114 B
        [
            0x481dacb4194bfbf8, 0x4d77e3f1bae58299, 0x1ef4612e7d1372a0, 0x3a8d867e70ff69e1,
            0x1ebfa05fb0bace6c, 0xc934620c1caf9a1e, 0xcc771cc41d82b61a, 0x2d94a16aa5f74fec,
            0x6f58cd5d55aff958, 0xba3eaa5c75567721, 0x75c123999165227d, 0x69be1343c2f2b35e,
        ],
        // 25 * 2^114 B
        [
            0x6cbb0078b559e625, 0x1ba70b8cdfb9b818, 0x4a71ec557ff2d635, 0x70af66bb9c7d52fa,
            0x456f804b986e08c4, 0x2bbe3589c77bb8e1, 0x8019d75595d7d62a, 0x772332dc41460d67,
            0xa4ef7319f992e09f, 0x0de4f4a2791b6b84, 0xde93c29e2d34a594, 0x4a8dde0a331985da,
        ],
        // 26 * 2^114 B
        [
            0xb6ee4824446d8dd2, 0xd84e53b6cc2017ff, 0xd5855c162b1993c6, 0x462a60fee7854bce,
            0xb47cab68de1b5d1d, 0xe73072bcd0e6a965, 0xb94a376a16d4da66, 0x1ceee621bfcd0293,
            0x1c4c986c2cbaa9c1, 0x576e460c7b6ae934, 0x4955dd433b67d5de, 0x336765f8bc11541f,
        ],
        // 27 * 2^114 B
        [
            0x4b039c0b3861521b, 0xb64d4433bff8c480, 0xd5a4148a73287329, 0x744a3dea1c8cbc35,
            0xd3d8de6a54ad7d21, 0x75ccf2a8adca73cb, 0xaa374748f28b7731, 0x5e54a4d5ad76e2fc,
            0x561fcbfc59790f0a, 0xb992325609fb161c, 0x1314979a60ed8557, 0x6d7f3a302a1a10de,
        ],
        // 28 * 2^114 B
        [
            0x82bbbdac684b8de3, 0xa2f4c7d03fca0718, 0x337f92fbe096aaa8, 0x200d4d8c63587376,
            0x0e091d5ee197c92a, 0x4f51019f2945119f, 0x143679b9f034e99c, 0x7d88112e4d24c696,
            0x208aed4b4893b32b, 0x3efbf23ebe59b964, 0xd762deb0dba5e507, 0x69607bd681bd9d94,
        ],
        // 29 * 2^114 B
        [
            0x0a14e127582112fa, 0x03daa3a58081d8ad, 0xde2e536d30ca004a, 0x2bbcd94e3763d277,
            0x1151cbb5e6e43581, 0xf5be835d240070c1, 0x8685a43f682169d8, 0x1adc2927d7da47e3,
            0x861d88806bfab32d, 0x66c934834db09c01, 0x595f84c530a45462, 0x49954031f9330a14,
        ],
        // 30 * 2^114 B
        [
            0x77ac29ac437b1253, 0xa8a7f862d8c81081, 0x49367762a79406b7, 0x49c9469368a981f7,
            0x2da120cbda2a9d05, 0xc72cb6aa0756ea2e, 0x364cbceb729d4389, 0x59f06d0f6b6ff846,
            0x23ebd20fe3669d1a, 0x9c744078fb7f63dd, 0x9ec28eb313ac4b69, 0x4888c98dd579b012,
        ],
        // 31 * 2^114 B
        [
            0x4bc01d2d577ca1b3, 0x6ac60f7d33ed0afd, 0x8de2785b586113a2, 0x167cbc3af1274ff8,
            0xa18c3f0bb7296daa, 0xbefe4b2f92c176e3, 0x795b528dfd0270a9, 0x6aa353c9e5405e53,
            0x5f1822437c0799b9, 0x47916accedfc7c54, 0xa788f7b37c3ebb15, 0x2674c5702e9f3e95,
        ],
        // 32 * 2^114 B
        [
            0x3b7f3bd49323a902, 0x7c21b5566b2c6e53, 0xe5ba8ff53a7852a7, 0x28bc77a5838ece00,
            0xf6be021068de1ce1, 0xe8d518e70edcbc1f, 0xe3effdd01b5505a5, 0x35f63353d3ec3fd0,
            0x63ba78a8e25d8036, 0x63651e0094333490, 0x48d82f20288ce532, 0x3a31abfa36b57524,
        ],
    ],
    // row 20: multiples of 2^120 B
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
        // 17 * 2^120 B
        [
            0x524c365c210464f0, 0xc0fa311320433e7a, 0xcefe371a2865663d, 0x7a36d0bbaf2aedbd,
            0xa2ed3cf4d9397edb, 0x537d0c5b5e58bdbc, 0x3642ac1404567274, 0x2dd203663739493e,
            0x773c8dca43fba9c0, 0x534b8c7ffea4701c, 0xc0ab492cf0c3b217, 0x64b4e3167b7d590b,
        ],
        // 18 * 2^120 B
        [
            0x17968b31154c3f97, 0xe7c7671125a32062, 0xdb82c1869d005d12, 0x75e4f7445be89bac,
            0xe01c1dd1891ee571, 0xd0af18e55dfae31a, 0xcc84fcf8c90e69d5, 0x203fa7b2d0a9f4d9,
            0xba986b7aea0dd467, 0x869435cfc5eaca64, 0x41cd4c11e3c5e9f3, 0x0a6238d957b07cc0,
        ],
        // 19 * 2^120 B
        [
            0x2edde1a9d7b1013d, 0xc9acf743bb580c91, 0xe32b9cc186e2428a, 0x2c6296b6335f340b,
            0xf5a4c28e9d036af6, 0xc94f110d265073ca, 0x57e1a18ec46c454f, 0x73b9713881bd1640,
            0xc1303a0ffcd042eb, 0x96b64248dafd18a4, 0x5a9ae308796c15c5, 0x3fbfbb6b3e5fc3f5,
        ],
        // 20 * 2^120 B
        [
            0x0f830383358773ad, 0x27510b26b9909e30, 0x8f4e4cdb0e10770f, 0x554e149bfea2d75c,
            0xe416e999a4dcda63, 0x28a700bd70a7744d, 0xf6dc4190c3ce9792, 0x502994f2735bb5f7,
            0x352380c180af96a5, 0x4e28a1e8a3f1805d, 0x91328931148005f3, 0x2f35b9f329172484,
        ],
        // 21 * 2^120 B
        [
            0xe7ac58e88ccc8869, 0x438b6538540be9f8, 0x0306d6792f3485b3, 0x02e4ccf9ea0f272e,
            0x1d4d140dde36d1a6, 0x7424e09a54b0807a, 0x0e7f45f9153b1248, 0x0e1362c390f96143,
            0x677cb2248b4ebeee, 0x7eb707110d5c5922, 0x6637409fb5c6a5ff, 0x737259ae9dfc3758,
        ],
        // 22 * 2^120 B
        [
            0xd25f0d7cc3e1c2b5, 0xb329c2d8607248de, 0x75eb5e5c1cdd51cb, 0x70c710ea21671260,
            0x286ece7c60f0124e, 0x0f622118914f3586, 0x2def6ac2fa4f1306, 0x37de72daed62a8b4,
            0x184411ed1854d5f2, 0x0a36e21642852bd5, 0x43af112ccc8250c3, 0x41919f4f2e14809b,
        ],
        // 23 * 2^120 B
        [
            0x7a21b151fb755816, 0x25412cb956d84140, 0x007581ae886ec5e1, 0x11d3993985171dda,
            0xb4fabda1be5af3d6, 0x9fd3ed7757187043, 0x19b6bf9c8fbeeb0d, 0x389b8668b69823d9,
            0x2bf22c5102c07013, 0xd3701b2a189756cc, 0x1bcc90a0f9658da2, 0x05995fe69ccd1bda,
        ],
        // 24 * 2^120 B
        [
            0xcc2b10b3d20f7be5, 0x01af0cf5faf2745f, 0x8725991eff1894c7, 0x2f941df05593826b,
            0xd8d8d5579e9a7a1f, 0xad6fe0173f99f472, 0x67fbb6aeffb4412a, 0x61a7dabae1421852,
            0x3fd5ca26e1729394, 0xc117b7acfb89929e, 0x4c1636390e3c58d0, 0x6ea4eb27d468e404,
        ],
        // 25 * 2^120 B
        [
            0x45dc4b83f37a3e2c, 0x7511b98aebc4de89, 0xb538d977fa1c86e1, 0x735e17f387d27a02,
            0x108343f1670d2993, 0x26e736ad3b3dc824, 0x0a676ba3782a34ab, 0x537248b6d6598c65,
            0xf5aaecb81e8916d1, 0xb56f4cf99f9bf947, 0xfbe69e995fd7076c, 0x055286bc818297e9,
        ],
        // 26 * 2^120 B
        [
            0x2c7bf4b3d7935d5e, 0x83afdf904f597e63, 0x9e9328fb32f8ace9, 0x69f1c6d54e22af02,
            0x37e1d11ef8cca31e, 0xa91b95beef2776f7, 0x904cb887cb9fd7e4, 0x3687b376a06a14c5,
            0xc8f1f4fdae147f89, 0x86f71068cb21bca2, 0x04f85af1be6ef670, 0x6c1483267b97638b,
        ],
        // 27 * 2^120 B
        [
            0xc5d58eb8604caa98, 0x5f91992d7b714317, 0x20f42b251f8c66f9, 0x38b1ce3573374440,
            0xc7c3c497bb345349, 0x649569ef498d342f, 0xe38a7e03fbbb2d6e, 0x515008612edff3dc,
            0x8dadb52241f52773, 0x639dbf3fab7e8e29, 0x6543c35f21765a41, 0x0b671d5ae4524ef5,
        ],
        // 28 * 2^120 B
        [
            0x485584b71a9b8cd4, 0x9cf24d4173a508f0, 0x27b882aa8129fdd9, 0x586392d590f65d37,
            0x43409fc728d088fa, 0x9f3f788481e2dc6e, 0x30d3fb986555f8bf, 0x0f72605eb0e43ffe,
            0x6714452bb8b7ccd6, 0xbc711d6def1e24e7, 0xb10671f93d60b858, 0x6d5f9a57b5e3971d,
        ],
        // 29 * 2^120 B
        [
            0xacee3091f864ef0f, 0x44bcd08d59f2de3f, 0xd83445b0abcad539, 0x271852c19f8c3a2f,
            0x36545c835617f1b9, 0xd120fa1ec95d114c, 0xde8e99278c491b03, 0x328cdea31be108f5,
            0xcf97e2e76d9f3a9e, 0x6c51bbcea45c8dd0, 0x59ddb6703566d9df, 0x18772c589b7578bd,
        ],
        // 30 * 2^120 B
        [
            0xd17cfb744b23598e, 0xc38cedcf771d54e2, 0x03d47a6fefb87985, 0x319ce9704d0ded13,
            0xb4f8c58f88529827, 0xcc9071fc4708ace7, 0x33f8204b719849bb, 0x48a742879b7a7bc5,
            0x5876230173b40fc4, 0x5a85ce3feb6bb2a5, 0x8e9a4724c6a22ec0, 0x773622f712c1d4db,
        ],
        // 31 * 2^120 B
        [
            0x62a6f23ee3c9876d, 0x31d1a91b0a70d8be, 0x94b6327c37b1584d, 0x427acd4e66f4c673,
            0x2df668494f4e1d7d, 0x75b37f94a0c11d62, 0xc2714a68bb8a37fb, 0x1d344fed1ee692cd,
            0x742dd5713bef32b7, 0xc8085f31b584c638, 0x56b47c04dffc8fb8, 0x29472aee5a65ec07,
        ],
        // 32 * 2^120 B
        [
            0x21c9d9920d591737, 0x9bea41d2e9b46cd6, 0xe20e84200d89bfca, 0x79d99f946eae5ff8,
            0xd9354df64131c1bd, 0x758094a186ec5822, 0x4464ee12e459f3c2, 0x6c11fce4cb133282,
            0xf17b483568673205, 0x387deae83caad96c, 0x61b471fd56ffe386, 0x31741195b745a599,
        ],
    ],
    // row 21: multiples of 2^126 B
    [
        // 1 * 2^126 B
        [
            0x07242eb30d4b497f, 0x1ef96306b9bccc87, 0x37950934d8116f45, 0x05468d6201405b04,
            0x535fd60613037524, 0xe210adf6b0fbc26a, 0xac8d0a9b23e990ae, 0x47204d08d72fdbf9,
            0x00f565a9f93267de, 0xcecfd78dc0d58e8a, 0xa215e2dcf318e28e, 0x4599ee919b633352,
        ],
        // 2 * 2^126 B
        [
            0xb4f23c425ef83207, 0xabf894d3c9a934b5, 0xd0708c1339fd87f7, 0x1876789117166130,
            0xa2b072e95c8c2ace, 0x69cffc96651e9c4b, 0x44328ef842e7b42b, 0x5dd996c122aadeb3,
            0x925b5ef0670c507c, 0x819bc842b93c33bf, 0x10792e9a70dd003f, 0x59ad4b7a6e28dc74,
        ],
        // 3 * 2^126 B
        [
            0x348f016a267dad09, 0x2f58d6c9a2b7d363, 0x9775ba594e072213, 0x759d087ff9e6a650,
            0xa413e91d6a54c980, 0x554a7725f510d98f, 0x6ac286ac5a0f6246, 0x105ba38985c825bf,
            0xbfab80dd9d8a5ddb, 0x16ef6259905824c7, 0x63fe716a32ab64b8, 0x5461548ae00aebfb,
        ],
        // 4 * 2^126 B
        [
            0x583b04bfacad8ea2, 0x29b743e8148be884, 0x2b1e583b0810c5db, 0x2b5449e58eb3bbaa,
            0x5f3a7562eb3dbe47, 0xf7ea38548ebda0b8, 0x00c3e53145747299, 0x1304e9e71627d551,
            0x789814d26adc9cfe, 0x3c1bab3f8b48dd0b, 0xda0fe1fff979c60a, 0x4468de2d7c2dd693,
        ],
        // 5 * 2^126 B
        [
            0x87787f5d47d18c38, 0x53546abbd8e3da47, 0xa8c660982d520543, 0x476fc511210d50e2,
            0xd36e9de9527493ab, 0xde3352d1c21ff4f4, 0xc7b4ad917730750c, 0x10bef1d8a6961f7c,
            0x60e8d28d62a1b8c1, 0x92359afa6b1f9692, 0xec7713680282b49e, 0x5e9c111f1bbddc7e,
        ],
        // 6 * 2^126 B
        [
            0xc0b68cca99f0ae2d, 0xed3e34ce5e861a1f, 0x6944cb45718ecb64, 0x51905f83ab931643,
            0xdaaa4f857eb38ec0, 0xc8efb56999006db8, 0xb703ea491fee148c, 0x769a8d04973b8b84,
            0x35a5c098a7bbcbae, 0xa94da8104c8ba9e0, 0x6132607fad311f48, 0x32d74dae2f7911cd,
        ],
        // 7 * 2^126 B
        [
            0x28e90b75a08d0c28, 0xeba046128f5df845, 0x35992f09a224b74b, 0x489ad71d185198b7,
            0x952b17abc651ecc4, 0xce3ffc62dadcd52b, 0x8d70f0636f22203e, 0x212ff1fa04498441,
            0x063995799f52209f, 0x3ca2a85679f25d9f, 0x85940d15bd06f1e3, 0x57df53c1085ab64e,
        ],
        // 8 * 2^126 B
        [
            0x4b9ad8c6f86307ce, 0x21113531435d0c28, 0xd4a866c5657a772c, 0x5da6427e63247352,
            0x51bb355e9419469e, 0x33e6dc4c23ddc754, 0x93a5b6d6447f9962, 0x6cce7c6ffb44bd63,
            0x1a94c688deac22ca, 0xb9066ef7bbae1ff8, 0x88ad8c388d59580f, 0x58f29abfe79f2ca8,
        ],
        // 9 * 2^126 B
        [
            0xfa776f0a4835ea15, 0x47d27a58e4f9270a, 0x79fd9cb6e378e533, 0x3cf0ec6da74182dc,
            0x73aafb343143df91, 0xe5859f17155d89c3, 0x74fc88694a647255, 0x526642f7b8b9bfe5,
            0xa5f4c6ea23d63436, 0x618f91151817387d, 0x025249149f4f1074, 0x4e9b5b1c1b00107f,
        ],
        // 10 * 2^126 B
        [
            0x02b48de53541d5c1, 0xc9a046fa076646d6, 0xd466924d28805932, 0x73db3902663d63e3,
            0x4cff2862d0b62b4c, 0xb39fc5b4cea10887, 0xcecfd0aa474f7420, 0x7b0c886a42830fc5,
            0x51d5e94ea7c2d51b, 0x80b91483968a040e, 0x5b4b2cf6b1f9937b, 0x1b37fa9bcd5d929d,
        ],
        // 11 * 2^126 B
        [
            0x5fc3072292c284bf, 0xfa2300bc5dc02047, 0xa5935f9721f47787, 0x55162f70acd5778b,
            0x08227aca52792fdc, 0x70f8f733bb457f0a, 0xac21d7fe578f44b9, 0x77781e77abe0fd26,
            0xde96e29b5d6c8a2e, 0x9b07373a5ac9305c, 0x95a48e016ad8e785, 0x0c15656b2383a618,
        ],
        // 12 * 2^126 B
        [
            0x4b5a64bf710ecdf6, 0xb14ce538462c293c, 0x3643d056d50b3ab9, 0x6af93724185b4870,
            0xe90ecfab8de73e68, 0x54036f9f377e76a5, 0xf0495b0bbe015982, 0x577629c4a7f41e36,
            0x3220024509c6a888, 0xd2e036134b558973, 0x83e236233c33289f, 0x701f25bb0caec18f,
        ],
        // 13 * 2^126 B
        [
            0xada9adb8c2ab09b0, 0x301866b6baabba96, 0x2eb195bf55e13d52, 0x5a5a0fa21d62aa90,
            0xe5398f2ede49bb66, 0x6d2ebac5103d8f09, 0xaa7b2e8c279c466c, 0x5612e6ff2d20237d,
            0x1d97be5c45379ca1, 0xa9e1aafd233e282d, 0x014034679c561d97, 0x16c56fb9e6b60277,
        ],
        // 14 * 2^126 B
        [
            0x59b18b7e226e4ce7, 0xcb2b51a526f92079, 0x84972891929b8e7d, 0x595261ab309c63b0,
            0x6cf31593ce5e02aa, 0x9b878564763d3b80, 0x02e486c27614980c, 0x76500bf2ea40bed9,
            0xe908c39881dada7c, 0x77e2117a0b286050, 0x4dfb81d9416209cf, 0x51c0a83ae1f26ff0,
        ],
        // 15 * 2^126 B
        [
            0x5f627e63f3be17be, 0x422c51bf7a5f9dc4, 0x23baca002d5e9fc9, 0x60f451fcab5b6392,
            0x6f5961e9086365cd, 0x899aa8cc1583e782, 0x67133c948bdf0e9e, 0x241d6697a0c10f60,
            0xf6194cf1a7efff7b, 0xb98cd6814d8d4b44, 0x30d10fb223eca363, 0x4bd0b8881a482013,
        ],
        // 16 * 2^126 B
        [
            0x9d18f6d97cbec113, 0x844a06e674bfdbe4, 0x20f5b522ac4e60d6, 0x720a5bc050955e51,
            0xc3a8b0f8e4616ced, 0xf700660e9e25a87d, 0x61e3061ff4bca59c, 0x2e0c92bfbdc40be9,
            0x0c3f09439b805a35, 0xe84e8b376242abfc, 0x691417f35c229346, 0x0e9b9cbb144ef0ec,
        ],
        // 17 * 2^126 B
        [
            0xa29693039b778df1, 0x428af1d6ca5eb2d7, 0xc5361cccfac26c15, 0x1d6b2f9986fdcf5b,
            0x5ee6dfa4449a9164, 0xcf977908fa860950, 0x22b5056b7b0eeae1, 0x382c794f610b7cb0,
            0xd09e6dfbf2263b59, 0xcf1d467ad741ff0e, 0x3141bb90abd8c8e2, 0x2a8dbf0931987e13,
        ],
        // 18 * 2^126 B
        [
            0x6f5496b42e9a2faa, 0x833cb62f82de5060, 0x292e21f77b63db70, 0x7fad8b9e754830e1,
            0xd613539f2bdfedf9, 0xf12b662a290ee4e7, 0x498e60fa258b9e33, 0x3d9e22f6eb4265fc,
            0xc435dd456d641fd3, 0x0e71d9d1112a11ce, 0xdcb7401d3560a2bc, 0x47bb8af38a2632a5,
        ],
        // 19 * 2^126 B
        [
            0x22afa5498bea9a69, 0x1e2645fcfa1cba07, 0xd4a1795b20282bea, 0x5923d05ff17c0fcc,
            0x136bd68616f7433c, 0x1f06c3d0662a613c, 0x313a9e470934a4b2, 0x4f9e0c9864502ccd,
            0x319444d2573f0ee9, 0x33206faabd07309b, 0x4aa028acd5d9c3e0, 0x4eaf009ad26137bd,
        ],
        // 20 * 2^126 B
        [
            0x8dee9bd55db1beee, 0xc9c3ab370a723fb9, 0x44a8f1bf1c68d791, 0x366d44191cfd3cde,
            0xfbbad48ffb5720ad, 0xee81916bdbf90d0e, 0xd4813152635543bf, 0x221104eb3f337bd8,
            0x9e3c1743f2bc8c14, 0x2eda26fcb5856c3b, 0xccb82f0e68a7fb97, 0x4167a4e6bc593244,
        ],
        // 21 * 2^126 B
        [
            0xf2dfca37420e18c0, 0x8355b76824cda0f0, 0xc2312dfa98d2ed1a, 0x5b43e6275b9f5e46,
            0xa6b701b2085f0eef, 0x6f615ec263ffb36b, 0xb729253c3c562602, 0x626a05d50d4e6397,
            0x056a3e730e6fc24f, 0x52ab5764011fa43f, 0x7ca875abd36c28de, 0x71288f1b8759b1d3,
        ],
        // 22 * 2^126 B
        [
            0x7625b2fe46064846, 0xcf987d0891ecb79a, 0x55d1d398071f3fe1, 0x551bb42c24c1adfe,
            0x3a06e3c97e269127, 0xc0f1c12ed87811d9, 0x7949ccaa16482759, 0x3d6adfd2f8135e88,
            0xe54420ea00bcec72, 0x44627e63a87530de, 0x8bad717b76fdb734, 0x39c0e86c5a8d2c96,
        ],
        // 23 * 2^126 B
        [
            0x160ba5eb9692e387, 0xdf2c5fecc98905b3, 0xd623ab04d558c20e, 0x2c9254222b62ea66,
            0x9e303a2c0d3e47b0, 0x0105b8c85ccfc096, 0xee4654212a51378d, 0x6ec17664ba6bbb8e,
            0x1ed607207d1bef26, 0x4ee4248b0a791fad, 0x39eef6894b96bf95, 0x712b8e3986acdbe5,
        ],
        // 24 * 2^126 B
        [
            0xc2be2665f8ce8fee, 0xe967ff14e880d62c, 0xf12e6e7e2f364eee, 0x34b33370cb7ed2f6,
            0x643b9d2876f62700, 0x5d1d9d400e7668eb, 0x1b4b430321fc0684, 0x7938bb7e2255246a,
            0xcdc591ee8681d6cc, 0xce02109ced85a753, 0xed7485c158808883, 0x1176fc6e2dfe65e4,
        ],
        // 25 * 2^126 B
        [
            0x4cab2db0ca1b92db, 0xdf23294b2e7e961b, 0x94cdb13658a5f9f2, 0x6348575c2567275e,
            0x1a0d2b3cd8a711fc, 0xfb951e165e0af1ca, 0xac6a55a86740af42, 0x356dd9e4ae62f112,
            0x8a7241c2ef612f4f, 0x02dc8f951e0c72f2, 0x01c5bf14b36e4ea4, 0x7124b72e418a45fd,
        ],
        // 26 * 2^126 B
        [
            0x9cd048a7e4ec4e3e, 0xddcde2f3fd11c29d, 0x665642dbf7b68c1c, 0x0d4b54f4e5a019a4,
            0x5d5e45136a384887, 0xb8829a3fed36b4df, 0x59b4ea358103018a, 0x371e512f7f99a78d,
            0xc48b5a48635fe21a, 0x1f0b4dfef518378d, 0x632096b6e639b147, 0x7e720d143b776d70,
        ],
        // 27 * 2^126 B
        [
            0x6eb712f87fd2ccf4, 0x3e4804b2f9f5f547, 0x10ef4b8cc51a2ca7, 0x74a03e7701f30387,
            0x932217e9928db2f7, 0x57c5fa0e81337f83, 0xd8c9b67568e356b7, 0x4a5b586a1ddc4202,
            0x421b3aa637f2d184, 0x5b3cce0392599949, 0x68496fca17b34169, 0x607dc2e9a157cd73,
        ],
        // 28 * 2^126 B
        [
            0xdb90e28949770eb8, 0x98fbcc2aacf440a3, 0x21354ffeded7879b, 0x1f6a3e54f26906b6,
            0xb4af6cd05b9c619b, 0x2ddfc9f4b2a58480, 0x3d4fa502ebe94dc4, 0x08fc3a4c677d5f34,
            0x60a4c199d30734ea, 0x40c085b631165cd6, 0xe2333e23f7598295, 0x4f2fad0116b900d1,
        ],
        // 29 * 2^126 B
        [
            0xa10e59e007d81be4, 0x9cc3529dcb5977f0, 0x1af06a222ed34ee6, 0x66f0575336154c37,
            0x1b8e3d77d0c4ee14, 0x15eae2e3c1c9c445, 0x703795d2752c49a1, 0x0564a1c113a9746d,
            0x430b88dcf109d53e, 0x2574fb0aad6a556d, 0xb12b25e2fbf2f2bf, 0x11585acec385f6cd,
        ],
        // 30 * 2^126 B
        [
            0x25279fe9272e0265, 0x36bce15bea388937, 0x2e55056365f8c52b, 0x6d058356afec2baa,
            0x5b746767ccbc706f, 0x47830bc96ce0762d, 0xfef165aef5be6c7e, 0x3dd97e982271f5b7,
            0x1aee9eba9f4f798e, 0xa7a89a6be786df32, 0x49be74563ac36fd1, 0x5b79fe0a9df3611c,
        ],
        // 31 * 2^126 B
        [
            0xa4a2d01e6cef9d4e, 0xfdcfd927c48c030a, 0x0fa4f2b2cb05bd5b, 0x333c2319a1cdb580,
            0xc0a1f19f78c044db, 0x06a0f4db40355363, 0x1d40fdba516aad14, 0x0e19c01cc1554fef,
            0xbe7235ae2f695126, 0x8e0d17df5ec33455, 0xdc7e390f87fa00e4, 0x6ed7c6cd428b0f2c,
        ],
        // 32 * 2^126 B
        [
            0x962cd91db73bb638, 0xe60577aafc129c08, 0x6f619b39f3b61689, 0x3451995f2944ee81,
            0x44beb24194ae4e54, 0x5f541c511857ef6c, 0xa61e6b2d368d0498, 0x445484a4972ef7ab,
            0x9152fcd09fea7d7c, 0x4a816c94b0935cf6, 0x258e9aaa47285c40, 0x10b89ca6042893b7,
        ],
    ],
    // row 22: multiples of 2^132 B
    [
        // 1 * 2^132 B
        [
            0xd67cded679d34aa0, 0xcc0b9ec0cc4db39f, 0xa535a456e35d190f, 0x2e05d9eaf61f6fef,
            0x9b2a426e3b646025, 0x32127190385ce4cf, 0xa25cffc2dd6dea45, 0x06409010bea8de75,
            0xc447901ad61beb59, 0x661f19bce5dc880a, 0x24685482b7ca6827, 0x293c778cefe07f26,
        ],
        // 2 * 2^132 B
        [
            0x16c795d6a11ff200, 0xcb70d0e2b15815c9, 0x89f293209b5395b5, 0x50b8c2d031e47b4f,
            0x86809e7007069096, 0xaad75b15e4e50189, 0x07f35715a21a0147, 0x0487f3f112815d5e,
            0x48350c08068a4962, 0x6ffdd05351092c9a, 0x17af4f4aaf6fc8dd, 0x4b0553b53cdba58b,
        ],
        // 3 * 2^132 B
        [
            0xbf05211b27c152d4, 0x5ec26849bd1af639, 0x5e0b2caa8e6fab98, 0x054c8bdd50bd0840,
            0x9c65fcbe1b32ff79, 0xeb75ea9f03b50f9b, 0xfced2a6c6c07e606, 0x35106cd551717908,
            0x38a0b12f1dcf073d, 0x4b60a8a3b7f6a276, 0xfed5ac25d3404f9a, 0x72e82d5e5505c229,
        ],
        // 4 * 2^132 B
        [
            0x00d9cdfd69771d02, 0x410276cd6cfbf17e, 0x4c45306c1cb12ec7, 0x2857bf1627500861,
            0x6b0b697ff0d844c8, 0xbb12f85cd979cb49, 0xd2a541c6c1da0f1f, 0x7b7c242958ce7211,
            0x9f21903f0101689e, 0xd779dfd3bf861005, 0xa122ee5f3deb0f1b, 0x510df84b485a00d4,
        ],
        // 5 * 2^132 B
        [
            0x24b3c887c70ac15e, 0xb0f3a557fb81b732, 0x9b2cde2fe578cc1b, 0x4cf7ed0703b54f8e,
            0xa54133bb9277a1fa, 0x74ec3b6263991237, 0x1a3c54dc35d2f15a, 0x2d347144e482ba3a,
            0x6bd47c6598fbee0f, 0x9e4733e2ab55be2d, 0x1093f624127610c5, 0x4e05e26ad0a1eaa4,
        ],
        // 6 * 2^132 B
        [
            0x1833c773e18fe6c0, 0xe3c4711ad3c87265, 0x3bfd3c4f0116b283, 0x1955875eb4cd4db8,
            0xda9b6b624b531f20, 0x429a760e77509abb, 0xdbe9f522e823cb80, 0x618f1856880c8f82,
            0x6da6de8f0e399799, 0x7ad61aa440fda178, 0xb32cd8105e3563dd, 0x15f6beae2ae340ae,
        ],
        // 7 * 2^132 B
        [
            0xba9a0f7b9245e215, 0xf368612dd98c0dbb, 0x2e84e4cbf220b020, 0x6ba92fe962d90eda,
            0x862bcb0c31ec3a62, 0x810e2b451138f3c2, 0x788ec4b839dac2a4, 0x28f76867ae2a9281,
            0x3e4df9655884e2aa, 0xbd62fbdbdbd465a5, 0xd7596caa0de9e524, 0x6e8042ccb2b1b3d7,
        ],
        // 8 * 2^132 B
        [
            0x1530653616521f7e, 0x660d06b896203dba, 0x2d3989bc545f0879, 0x4b5303af78ebd7b0,
            0xf10d3c29ce28ca6e, 0xbad34540fcb6093d, 0xe7426ed7a2ea2d3f, 0x08af9d4e4ff298b9,
            0x72f8a6c3bebcbde8, 0x4f0fca4adc3a8e89, 0x6fa9d4e8c7bfdf7a, 0x0dcf2d679b624eb7,
        ],
        // 9 * 2^132 B
        [
            0xe24c67097e8ff1cd, 0xe1687208c4f692be, 0x766ffa5c92b4ba72, 0x235125c858845ae3,
            0xbda26f215e942f70, 0x10f9b30bbc7b4e50, 0xfe757d94be69a7eb, 0x7c2e84982e7ff33e,
            0xf24990599c667123, 0x2220d4fb8ec2e26a, 0x68c4bf64df6632c9, 0x41c5b949774dd54a,
        ],
        // 10 * 2^132 B
        [
            0xb775bfcf3fe8ed0e, 0x492284566ee33983, 0xad7035e1c61689df, 0x4d11b556b1ef67c1,
            0x9eb94d337f422347, 0x7873c3ee8f436fe1, 0x8cd04ab0fc0f390f, 0x5ac951ae9fe23ff2,
            0x4a0b4bd2961543f6, 0x52a516251408f4a3, 0x9f2c740cf68b5dc3, 0x09e597bf33a1cb95,
        ],
        // 11 * 2^132 B
        [
            0x86b20f300512bd72, 0x0e9c5d6f69cb0c27, 0xe00824bb62cef348, 0x732f8dbe7398274c,
            0xb7adcd80bfc6cd84, 0xa3ae4453e26cae38, 0xefb3aa25d45775bb, 0x04b6a42d801e62cb,
            0xe4862a9ac4e22b86, 0xd1c58923fde802cf, 0x2b40831c0553a97e, 0x544e552c59aef21c,
        ],
        // 12 * 2^132 B
        [
            0xea10c3525d050e0c, 0x5de58181c7829c74, 0x173f9434683e095d, 0x483537326fe065b9,
            0x69f888de47bd4469, 0x199f28afbaa88a79, 0x3ed3da43716284f4, 0x7ec568ee0ad3207c,
            0x9b72ab07003726a8, 0x42a7e6cb6be1a045, 0xa5f6e030200d344f, 0x0dbfd3388b37309f,
        ],
        // 13 * 2^132 B
        [
            0xa67fb64807e30876, 0xee38f01e1fc7ab66, 0x5f19529fc19e339e, 0x34a2ff415f7056e9,
            0xd5be829d95511398, 0xdfd7521c30cca1b3, 0xd71c7e7ad2bd9637, 0x6698d44c0ddc5beb,
            0xada27a9e25a5d910, 0xd9550266ebea277e, 0xab52ed7f1d3bba61, 0x412b0cc4d382f675,
        ],
        // 14 * 2^132 B
        [
            0x1de6e69f1145025f, 0xb1a16d62f75eb57a, 0x6f8fc0cbd69ec9b9, 0x7a4fd3cb02afea98,
            0x5d7f0e7a76023c8c, 0x513b962df3ccc0ad, 0xceb84272ab332aed, 0x1366bc491d63ffea,
            0x2e95841b84bc28ac, 0x10219bcaf1ad1873, 0x168cabffffb81f61, 0x0f9df99e9856cb46,
        ],
        // 15 * 2^132 B
        [
            0xdc947a62ba97abc3, 0xda65c881f1ad8e84, 0x7be10632ccea02a4, 0x372d98dc22e6aa55,
            0x5c2d2cfba8fc7e5a, 0xfdfe4b1ff7108934, 0x10ec818479ae4131, 0x1ec5d621fe3f2560,
            0xf5cc91c7f544fbbf, 0xeaf30908259379b0, 0x160bcf124cda66df, 0x29a50619db139560,
        ],
        // 16 * 2^132 B
        [
            0x753941be5a45f06e, 0xd07caeed6d9c5f65, 0x11776b9c72ff51b6, 0x17d2d1d9ef0d4da9,
            0x3d5947499718289c, 0x12ebf8c524533f26, 0x0262bfcb14c3ef15, 0x20b878d577b7518e,
            0x27f2af18073f3e6a, 0xfd3fe519d7521069, 0x22e3b72c3ca60022, 0x72214f63cc65c6a7,
        ],
        // 17 * 2^132 B
        [
            0xab5285d17549bb9c, 0xb46332f67e30706e, 0xce51a1d7d9b0e409, 0x40eac92590612965,
            0x174a222282fc105e, 0xa19f7e6be0533d08, 0xa8fb618551ef19b9, 0x26c69003ace4dcb0,
            0x47ba1b5253b93f81, 0xedf12ef47b59826e, 0xb57dcf4ce5dad452, 0x310d60ca5ffc4724,
        ],
        // 18 * 2^132 B
        [
            0xba32f8719295dba6, 0xfae6afbc15a144a7, 0x6c9e57392b8f9a97, 0x59016b95a1132e2a,
            0xbe6ecac9ac33f7b9, 0x0e0b608868225c9e, 0x189d2e79dcc456e4, 0x5d562d4e260a1ea6,
            0x6c0d221f1f792f57, 0x6bf2b6ac87c93db8, 0x65dba6a56f461bfd, 0x11a9e2611aac7375,
        ],
        // 19 * 2^132 B
        [
            0x419736e068dc1121, 0xebbc75988479d0d0, 0x3dfb9cff9499f319, 0x330183830e0a8412,
            0x269b22cb2f8c6d44, 0x56fb89a74ea3ee68, 0xd22627de54504eff, 0x6bc6ac8768a20763,
            0x5f0e9e406fec2aa1, 0x4090f62a50aa185d, 0x851ce61fd4473c76, 0x16768ba40e446a69,
        ],
        // 20 * 2^132 B
        [
            0xa5c9c54e4c17ffda, 0x7d860517d464f340, 0xbd3a8a94156bdbda, 0x2310242973458770,
            0xcf5f8e5d9e98df6e, 0x393ea697f9f4dcfb, 0xadc1b8b8ce9e4e9f, 0x5bad6df322ae242e,
            0x96935ccec0695318, 0x03c9543a46b05278, 0xb81adcb8be307aef, 0x341d8a410120101a,
        ],
        // 21 * 2^132 B
        [
            0x65fe0a483ea67c7d, 0x36de0c45bc26d1c8, 0x1a1fc51d02795c3f, 0x7a33e0147d6b15f6,
            0x310389a8498059b3, 0xa80e5dc915870703, 0xfde1887f765c7f69, 0x17e3504a7655c631,
            0x7821b9603c715995, 0x701b33c92d4f12d2, 0xa3989f6dd688cec6, 0x672f0022a375bb47,
        ],
        // 22 * 2^132 B
        [
            0x4c03ca366eab5694, 0x6bdebf3d576840fa, 0xe6ab08de4ae48d6e, 0x5587ec2032360c3d,
            0x5ba4bf51eefca309, 0xa3d99078afd7853b, 0x46a539c0793ca20a, 0x0689005382cb4cc8,
            0x72bbdfc7b3b1019f, 0x1bbaeb3f5378a784, 0x62de6a9b3ab5e154, 0x6a4ebf305af50cd3,
        ],
        // 23 * 2^132 B
        [
            0xac860132c44c5cea, 0x2010eca06558f6b2, 0xb5d97340552bb3ab, 0x0204fa0585a36d19,
            0x45abbfd35163d9e6, 0x81b869ff064e67d4, 0x25850d291b02f644, 0x1f954d88e7cf2c93,
            0xc1fd416e79c02eb5, 0xc9fafcf3044d8b17, 0xff907e065451b5c0, 0x75fddb501abfecaa,
        ],
        // 24 * 2^132 B
        [
            0xce47436356ac8f13, 0x3daddd605172efe7, 0xbb3dc7091449a62c, 0x2a6dddeb05225dcf,
            0xad5503bff6d869f5, 0x8e96838b5a2b03d1, 0x43fd24e5067ae1c7, 0x0ed17afac3d9a149,
            0x709c0745f452ec80, 0x470be1b50878f6bb, 0x73b60196c879b728, 0x42a0b6d811e5209a,
        ],
        // 25 * 2^132 B
        [
            0x9993d3efedf137ce, 0x4c03a93c148fc262, 0x6152fd66c0f91025, 0x7503c69ba97fa869,
            0x325098ae4163f45a, 0x9ac1b8b000dbfc34, 0x8c29ad91fbb3b34e, 0x0f471d8b643b7dee,
            0xba124ea41c3a9029, 0x262b72ee7bef88bf, 0x251c03e79199772d, 0x3a92f6e4faff57bf,
        ],
        // 26 * 2^132 B
        [
            0xd4adf83578d609bd, 0x5b60fc71881bd95f, 0x8813fb9b524a8fa4, 0x24befbb9c3928a08,
            0x38acd9ed766c2157, 0x173ffa9547cf06af, 0xc8fb696a66046cf1, 0x797b3806070f77af,
            0x2404367e8fc36c56, 0x2dae3f64aca51ab1, 0xb2f4850e45fab79d, 0x179c4163310bbbeb,
        ],
        // 27 * 2^132 B
        [
            0x89b6033b9a6a5cbc, 0xeb6dfc299065eb24, 0x8c2bcbf24f6b93cd, 0x06308f101ff0f3a8,
            0xdf8321bb8ec0766f, 0xa816ca4adcdd9d06, 0x337a7e6e2398653b, 0x3bed3273395c8b9c,
            0xa96cfd2dc4fced43, 0xbdda36bcf3798d83, 0x8f86e76680120c11, 0x06a30d31f5522c52,
        ],
        // 28 * 2^132 B
        [
            0x075457620b9a842f, 0x456c8416e3b8a557, 0xcc9e55434cd4393d, 0x41936d4ab977822b,
            0x0fdb6941710ea67f, 0x43ecd87485f25df0, 0x4cd786f141627e61, 0x1123ae5dc4e7f20e,
            0x4b923ef73b6a2ad1, 0xba352dd326079f06, 0xdd41467cb7fd5986, 0x1e649f3f5d747b29,
        ],
        // 29 * 2^132 B
        [
            0x5ec808f6343becab, 0x332d96ded7beae38, 0x53683eff28129dbf, 0x6d308618e1b59581,
            0x1e06b280e1027fc8, 0x54dd905d9dccceb1, 0x7cbe36c47dcab301, 0x236f5f0de06ae922,
            0xcf8f1c1bcace3934, 0x80ded4e59a4ba220, 0xc891065d153a4893, 0x2944d729154d04fe,
        ],
        // 30 * 2^132 B
        [
            0xccec33205f270d49, 0x538ea7336c52cdb1, 0x3941eb04e63ca42a, 0x2edb380e248ba23e,
            0xeca95329f789213a, 0x5d67863d74f7cbe5, 0xf520cd86566e6538, 0x06e65023186f4033,
            0xfe3b33e873b935d7, 0xc53ced8eaa6394ab, 0xf039c26818f6e3af, 0x58c6525d036592ce,
        ],
        // 31 * 2^132 B
        [
            0xae0f53e52f069da9, 0xa8191d5fc6621c89, 0x1081ede009759d17, 0x001d0d31b526776e,
            0xa093fc2a5279b24f, 0xcc8a0a9dcb49716e, 0xfb208c3c63516b1f, 0x0e7a48f046a2ea6c,
            0xd6fa8c61616da4c7, 0x81c35a3d3ab06f7b, 0x4234d8022953969c, 0x20a07f98572b76f6,
        ],
        // 32 * 2^132 B
        [
            0x1d9db7b9f43b29c9, 0xd605824a4f518f75, 0xf2c072bd312f9dc4, 0x1f24ac855a1545b0,
            0xb4e37f405307a693, 0xaba714d72f336795, 0xd6fbd0a773761099, 0x5fdf48c58171cbc9,
            0x24d608328e9505aa, 0x4748c1d10c1420ee, 0xc7ffe45c06fb25a2, 0x00ba739e2ae395e6,
        ],
    ],
    // row 23: multiples of 2^138 B
    [
        // 1 * 2^138 B
        [
            0xadbfbbc8242c4550, 0xbcc80cecd03081d9, 0x843566a6f5c8df92, 0x78cf25d38258ce4c,
            0xba82eeb32d9c495a, 0xceefc8fcf12bb97c, 0xb02dabae93b5d1e0, 0x39c00c9c13698d9b,
            0x15ae6b8e31489d68, 0xaa851cab9c2bf087, 0xc9a75a97f04efa05, 0x006b52076b3ff832,
        ],
        // 2 * 2^138 B
        [
            0xdc348b440c86c50d, 0x1337cbc9cc94e651, 0x6422f74d643e3cb9, 0x241170c2bae3cd08,
            0x51c938b089bf2f7f, 0x2497bd6502dfe9a7, 0xffffc09c7880e453, 0x124567cecaf98e92,
            0x3ff9ab860ac473b4, 0xf0911dee0113e435, 0x4ae75060ebc6c4af, 0x3f8612966c87000d,
        ],
        // 3 * 2^138 B
        [
            0x02c28b2fdc61e60c, 0xaacdd06828f6e377, 0x5fbf01d5149d0685, 0x29694f6609a86b19,
            0x70ba2890739d7246, 0xc35c45b9860f37c1, 0x9ab5ff114bbc7f3d, 0x1c80921ccd08eba1,
            0x52f729aead0590f5, 0xeab02dea1227e640, 0x2e8a5f0370c8a1ae, 0x217dc19d913289b7,
        ],
        // 4 * 2^138 B
        [
            0x529fdffe638c7bf3, 0xdf2b9e60388b4995, 0xe027b34f1bad0249, 0x7bc92fc9b9fa74ed,
            0x0c9c5303f7957be4, 0xa3c31a20e085c145, 0xb0721d71d0850050, 0x0aba390eab0bf2da,
            0x9f97ef2e801ad9f9, 0x83697d5479afda3a, 0xe906b3ffbd596b50, 0x02672b37dd3fb8e0,
        ],
        // 5 * 2^138 B
        [
            0x590e129496a569bc, 0xc7f19aa5a010e664, 0x3407eb97fad8e9e1, 0x4946461c22313db6,
            0x87c6c3300e1d6558, 0x3c8fd1b26d3005a4, 0x79a9ea4ff64d2219, 0x6f4a003dbc36e6f6,
            0xca22030719cc189f, 0xc05dd69a8817e8cb, 0x0978fc768302d0ae, 0x3f8903d4e1d8f99f,
        ],
        // 6 * 2^138 B
        [
            0x09954faed8ae57e6, 0x1502d6fb8d5bf460, 0xa65709ef04c8c740, 0x66f56e4a7879ce4c,
            0xebcaadc3e2f06e33, 0x68acdafa1b8d200b, 0x50e7e39af1290aeb, 0x2c625e9f0eb75788,
            0xde24911206814da8, 0xc3a3d6f45253d070, 0xd094afbb143e33ef, 0x64a5632f9c28ba8c,
        ],
        // 7 * 2^138 B
        [
            0xca784c7b7886ec7b, 0x3fd4ea83a5c5dcc7, 0xdd6a33002108e003, 0x640579a7350bbb36,
            0x17fb531114c2d332, 0xb0975ca6e2d52b0f, 0x24cbaaf031c61dfb, 0x707d6518b32325a2,
            0xbd3c8f4d2ec668b2, 0xd2f92b1e102c6a65, 0x4907eb9cea440fb4, 0x0f62fe95024c4b91,
        ],
        // 8 * 2^138 B
        [
            0xee9ba729398ca7f5, 0xeb9ca6257a4849db, 0x29eb29ce7ec544e1, 0x232ca21ef736e2c8,
            0x48b2ca8b260885e4, 0xa4286bec82b34c1c, 0x937e1a2617f58f74, 0x741d1fcbab2ca2a5,
            0xbf61423d253fcb17, 0x08803ceafa39eb14, 0xf18602df9851c7af, 0x0400f3a049e3414b,
        ],
        // 9 * 2^138 B
        [
            0x90c9e249645dc973, 0x9e37d9b4a626f818, 0x47bd1a87189801db, 0x2bc6d38679a215ed,
            0xa2dd655352e185de, 0x0fcecf8aa073487f, 0xb99ae1f7897b5a5e, 0x316840c63e6139a0,
            0xc45cd7f146747c14, 0x04fcfada609db37c, 0xf0216cc5e6be1162, 0x5443dc85f9fb2627,
        ],
        // 10 * 2^138 B
        [
            0x476e66e359bd76d9, 0xb26b545c94430bda, 0xc4c4f06ee42a422a, 0x432d1845462cfdcb,
            0x759491b140fc07d2, 0xfadb7707bf7ef677, 0x060b574ff29c94aa, 0x730d8e4adaaf1ddd,
            0x750511aa33130b1b, 0x4c19622026b8c796, 0x2ce5bad30d06db9e, 0x4349e29ed9c76562,
        ],
        // 11 * 2^138 B
        [
            0x5b50183fc0d7b510, 0x13685e7013b62400, 0x247fbd5f7d44d342, 0x6de10771cbf00b8e,
            0x66635bb0b0a0a2b5, 0xd2ec865722b2cb0e, 0x2c69b0b0b203608f, 0x6bb44589fe26c31a,
            0x81455e58ffcd7931, 0xfe2ffdb18ec63aeb, 0x928c60a9cdf760ac, 0x02dd94697711b0e4,
        ],
        // 12 * 2^138 B
        [
            0x2efba412a06e7b06, 0x146785452c8d2560, 0xdf9713ebd67a91c7, 0x32830ac7157eadf3,
            0xabce0476ba61c55b, 0x36a3d6d7c4d39716, 0x6eb259d5e8d82d09, 0x0c9176e984d756fb,
            0x0e782a7ab73769e8, 0x04a05d7875b18e2c, 0x29525226ebcceae1, 0x0d794f8383eba820,
        ],
        // 13 * 2^138 B
        [
            0xf971a3d647b3a119, 0x48c2fd88ec867149, 0x43a7ae3b6a4c659f, 0x1370db8de3dba70d,
            0xf112dbf9dca8234f, 0xeda9339c75b8cce7, 0xee33245580d3215f, 0x67e7ac40733a2956,
            0xfbba8f556829c87a, 0xe0c04c09a41ad1a5, 0xb9d61f2cce7ede59, 0x6c69d45c08ce52e2,
        ],
        // 14 * 2^138 B
        [
            0x5e33b1ba9eaf2931, 0xc6ca353999857666, 0xc6a3c383191c43c6, 0x5fa2a8f218c434b7,
            0xa9dffd8fd57b868a, 0x8d756a2568f4a86c, 0xdfaff4d31c76fcd5, 0x50b287de192b94ca,
            0x5b09b58f3ed92fcd, 0xcc5dcf03178389d0, 0xcf6d14349318bb20, 0x5a96b7c69399ffa2,
        ],
        // 15 * 2^138 B
        [
            0x348b08efb1584b95, 0x5f4c459b4eaf7c88, 0x15fda9ea3aacd83b, 0x2ac32dc6a4d980f7,
            0xf794ea48f216c88c, 0x8a95a0e95484f4d6, 0x06264341aa43e6be, 0x2c9261c9e1129dc2,
            0xe69951e0015e2159, 0x94cab295ef0e9b86, 0x2a456e81d4776c23, 0x671ef3c2c9fc4a1c,
        ],
        // 16 * 2^138 B
        [
            0x7be44ce7a7a2e1ac, 0x411fd93efad1b8b7, 0x1734a1d70d5f7c9b, 0x0d6592233127db16,
            0xff35f5cb9e1516f4, 0xee805bcf648aae45, 0xf0d73c2bb93a9ef3, 0x097b0bf22092a6c2,
            0xc48bab1521a9d733, 0xa6c2eaead61abb25, 0x625c6c1cc6cb4305, 0x7fc90fea93eb3a67,
        ],
        // 17 * 2^138 B
        [
            0x1712e2e31fb41bd2, 0x4512288280d410c0, 0xa3dcbccbd692c088, 0x647cff2f46b780b3,
            0xcae3cb9cac717fb3, 0x6e0b5eb666a3a5aa, 0x47d0620fe2f550d6, 0x1c7b8bb9ae2f7d3d,
            0xffac6e50f1c6c735, 0xd23917378702d9ae, 0xc4d3933f2f5d64a2, 0x4ceb753c3c844f74,
        ],
        // 18 * 2^138 B
        [
            0x67bf543fd0752d18, 0xfb9fb43f908e4255, 0xd153f10f2e4a1f56, 0x7d920fc8700f1e74,
            0x92bab7ceddceb850, 0xbc4422b204790c9f, 0xf8989bd385f60937, 0x0475699350ebb8ca,
            0xadc002713ed254bc, 0xc842893a776e07a1, 0xeb641cff4f359175, 0x123b3b0f3e25f534,
        ],
        // 19 * 2^138 B
        [
            0xc7a6159327041ef4, 0x122efd0006080a50, 0xc93db717cad508b2, 0x4597cbb040d10038,
            0x7c27458f586a00f2, 0x19c968b68eb74df6, 0x0417a8d1a840cc14, 0x42f4c774a57e6aa2,
            0x1ba4387e9d510a96, 0xac69f893297cf60e, 0x2f553ca8d07aa99d, 0x7f6414973e14e3ad,
        ],
        // 20 * 2^138 B
        [
            0xc527deb59c7cb23d, 0x955391695328404e, 0xd64392817ccf2c7a, 0x6ce97dabf7d8fa11,
            0x0408f1fe1f5c5926, 0x1a8f2f5e3b258bf4, 0x40a951a2fdc71669, 0x6598ee93c98b577e,
            0x25b5a8e50ef7c48f, 0xeb6034116f2ce532, 0xc5e75173e53de537, 0x73119fa08c12bb03,
        ],
        // 21 * 2^138 B
        [
            0xcf65f98c39a7518f, 0xee64f93b3ed24444, 0x5b3a9409b136d938, 0x09e05d03b63bf9db,
            0xd11783fca5c488a6, 0x0bf76db04da50927, 0x74d6c2c5927d4971, 0x008bd8cfbc08f970,
            0x110b8dffdf0ab66b, 0x590bbdf44e13ec9c, 0x54fb5155b7fc9f8c, 0x680b2dd6548d3d18,
        ],
        // 22 * 2^138 B
        [
            0x3003bf00d8308f65, 0xd6cec3faba444b18, 0x6eccd9c6e972b934, 0x3fe5ef1659fdcc8c,
            0x58c0e1391601c556, 0x2e82e72f2390754f, 0x39a09de201c00f9e, 0x1a9d439c568c65eb,
            0x256d6241e113931a, 0x263f0bd733376f4e, 0xc8c7ba5df8a4ce50, 0x65813e04e8b5883a,
        ],
        // 23 * 2^138 B
        [
            0x591990c754402167, 0x1ec700d083791181, 0xf1711230a6bb8ad3, 0x1648e698943d2529,
            0x1337785b2d69625f, 0x568257244724e235, 0x59c37746abbb75ed, 0x01335c1abc723803,
            0xb4b98ea8058c38d7, 0x2479ee0321fbcdd4, 0xd140868532f72d44, 0x1a245b054580703c,
        ],
        // 24 * 2^138 B
        [
            0x7845b94d21f4774d, 0xbf62f16c7897b727, 0x671857c03c56522b, 0x3cd6a85295621212,
            0xed30129453f1a4cb, 0xbce621c9c8f53787, 0xfacb2b1338bee7b9, 0x3025798a9ea8428c,
            0x3fecde923aeca999, 0xbdaa5b0062e8c12f, 0x67b99dfc96988ade, 0x3f52c02852661036,
        ],
        // 25 * 2^138 B
        [
            0x5231bd97deec5e86, 0x606416bfc8ad6607, 0x34dd8d14121393bb, 0x456c0b9487908a90,
            0xaa4fb075c442c3a8, 0x6c52868921ea48a5, 0xb1720314f43db92b, 0x74c12f6142888159,
            0xc661c6c99168c672, 0x5c89d4cf4eecb03a, 0x9945ab2a886226b8, 0x7c19884201230896,
        ],
        // 26 * 2^138 B
        [
            0x2398fe454ddea8e2, 0x12f1535a43211517, 0x6ace975c285f7557, 0x4681bc5ae6601ffc,
            0x5a67b21f39f325e7, 0x16695952adca2610, 0x701881b01d72fe54, 0x1e37210054681323,
            0xd55287a6bec89f98, 0x8f46f0726cf56d44, 0xa5e933496f4106b5, 0x4c0a59b7e430f9b9,
        ],
        // 27 * 2^138 B
        [
            0xa037561f06680252, 0x1f3ec4ef4f120216, 0xb9782e1c7f7971ee, 0x2152edfc7913f43e,
            0x6b71e5fb727e90c5, 0x7b8ca4ec0b4421bf, 0xeb67bd1c1533467e, 0x791326db5d9b4598,
            0x01c07f1d390f7903, 0x63b8aa79e23340c8, 0xc55c60aacd998c60, 0x40f0a1271aa71b26,
        ],
        // 28 * 2^138 B
        [
            0x9258bf99eec416c6, 0xac8a5017a9d2f671, 0x629549ab16dea4ab, 0x05d0e85c99091569,
            0xffeaa48e2a1351c6, 0x28624754fa7f53d7, 0x0b5ba9e57582ddf1, 0x60c0104ba696ac59,
            0x051de020de9cbe97, 0xfa07fc56b50bcf74, 0x378cec9f0f11df65, 0x36853c69ab96de4d,
        ],
        // 29 * 2^138 B
        [
            0x6fd72d62a7039d44, 0x20c49c9fd5b3fda7, 0x8e58ad26fb529834, 0x24278108f0c26812,
            0x96a6c79293edff50, 0x87d05ab4d4fbed95, 0xa622957af9d81b0c, 0x46ff4c585d5c65c1,
            0xc8d861f728f9d357, 0xbd936ddd7352db26, 0x7508329a7eb0af7b, 0x6db38c8889f5e693,
        ],
        // 30 * 2^138 B
        [
            0x3bcba4572dff52cb, 0xcb5153c1d08ade30, 0xf729218f144b48ae, 0x6e7ecc5c919db8d0,
            0x0a23672824853087, 0x41d34956f58ea5a0, 0x2d9464e1ffc5a03c, 0x467e570f296eb9dd,
            0x2e08aef1b40cb62f, 0xf2387112c335ae63, 0x8efee156865a9f3b, 0x55e16f4a4c6d02ac,
        ],
        // 31 * 2^138 B
        [
            0x46574ce32dde53e7, 0x80494b212fe1fc80, 0x9ae523395e8c2c83, 0x45b2f88aae5a6b29,
            0xf57be4822cbe1fd0, 0xc60a100d0abae6db, 0xc51501ad517867cc, 0x68686b069547f3bf,
            0x895d4778c5c0b266, 0xc879be5d27dd7a2b, 0x1883bfe5cf03dd32, 0x5a3d6afede02c4f8,
        ],
        // 32 * 2^138 B
        [
            0x4433c0b0fac5e7be, 0x724bae854c08dcbe, 0xf1f24cc446978f9b, 0x4a0aff6d62825fc8,
            0x36d9b8de78f39b2d, 0x7f42ed71a847b9ec, 0x241cd1d679bd3fde, 0x6a704fec92fbce6b,
            0xe917fb9e61095301, 0xc102df9402a092f8, 0xbf09e2f5fa66190b, 0x681109bee0dcfe37,
        ],
    ],
    // row 24: multiples of 2^144 B
    [
        // 1 * 2^144 B
        [
            0x9c18fcfa36048d13, 0x29159db373899ddd, 0xdc9f350b9f92d0aa, 0x26f57eee878a19d4,
            0x559a0cc9782a0dde, 0x551dcdb2ea718385, 0x7f62865b31ef238c, 0x504aa7767973613d,
            0x0cab2cd55687efb1, 0x5180d162247af17b, 0x85c15a344f5a2467, 0x4041943d9dba3069,
        ],
        // 2 * 2^144 B
        [
            0x4b217743a26caadd, 0x47a6b424648ab7ce, 0xcb1d4f7a03fbc9e3, 0x12d931429800d019,
            0xc3c0eeba43ebcc96, 0x8d749c9c26ea9caf, 0xd9fa95ee1c77ccc6, 0x1420a1d97684340f,
            0x00c67799d337594f, 0x5e3c5140b23aa47b, 0x44182854e35ff395, 0x1b4f92314359a012,
        ],
        // 3 * 2^144 B
        [
            0x33cf3030a49866b1, 0x251f73d2215f4859, 0xab82aa4051def4f6, 0x5ff191d56f9a23f6,
            0x3e5c109d89150951, 0x39cefa912de9696a, 0x20eae43f975f3020, 0x239b572a7f132dae,
            0x819ed433ac2d9068, 0x2883ab795fc98523, 0xef4572805593eb3d, 0x020c526a758f36cb,
        ],
        // 4 * 2^144 B
        [
            0xe931ef59f042cc89, 0x2c589c9d8e124bb6, 0xadc8e18aaec75997, 0x452cfe0a5602c50c,
            0x779834f89ed8dbbc, 0xc8f2aaf9dc7ca46c, 0xa9524cdca3e1b074, 0x02aacc4615313877,
            0x86a0f7a0647877df, 0xbbc464270e607c9f, 0xab17ea25f1fb11c9, 0x4cfb7d7b304b877b,
        ],
        // 5 * 2^144 B
        [
            0xe28699c29789ef12, 0x2b6ecd71df57190d, 0xc343c857ecc970d0, 0x5b1d4cbc434d3ac5,
            0x72b43d6cb89b75fe, 0x54c694d99c6adc80, 0xb8c3aa373ee34c9f, 0x14b4622b39075364,
            0xb6fb2615cc0a9f26, 0x3a4f0e2bb88dcce5, 0x1301498b3369a705, 0x2f98f71258592dd1,
        ],
        // 6 * 2^144 B
        [
            0x2e12ae444f54a701, 0xfcfe3ef0a9cbd7de, 0xcebf890d75835de0, 0x1d8062e9e7614554,
            0x0c94a74cb50f9e56, 0x5b1ff4a98e8e1320, 0x9a2acc2182300f67, 0x3a6ae249d806aaf9,
            0x657ada85a9907c5a, 0x1a0ea8b591b90f62, 0x8d0e1dfbdf34b4e9, 0x298b8ce8aef25ff3,
        ],
        // 7 * 2^144 B
        [
            0x837a72ea0a2165de, 0x3fab07b40bcf79f6, 0x521636c77738ae70, 0x6ba6271803a7d7dc,
            0x2a927953eff70cb2, 0x4b89c92a79157076, 0x9418457a30a7cf6a, 0x34b8a8404d5ce485,
            0xc26eecb583693335, 0xd5a813df63b5fefd, 0xa293aa9aa4b22573, 0x71d62bdd465e1c6a,
        ],
        // 8 * 2^144 B
        [
            0xcd2db5dab1f75ef5, 0xd77f95cf16b065f5, 0x14571fea3f49f085, 0x1c333621262b2b3d,
            0x6533cc28d378df80, 0xf6db43790a0fa4b4, 0xe3645ff9f701da5a, 0x74d5f317f3172ba4,
            0xa86fe55467d9ca81, 0x398b7c752b298c37, 0xda6d0892e3ac623b, 0x4aebcc4547e9d98c,
        ],
        // 9 * 2^144 B
        [
            0xc491ad36ed9a0b41, 0xfea6d6100076cad8, 0x1aa61c985d37236c, 0x3499c85415c2fc48,
            0x71de582fd579b33c, 0xd9ed4a94e75e6001, 0x0776add7aebd009b, 0x495da247024b0ba8,
            0xd83e76baf6047579, 0x3d2f8090e770bd29, 0x5c72be68d378051d, 0x36ca2598aee541b9,
        ],
        // 10 * 2^144 B
        [
            0x71290def76712acc, 0x710b284ba99625f8, 0xd97d2c3b7fdacb20, 0x1d852dd67efdc091,
            0x8efa6ecb4a34518f, 0x433000abedd4139d, 0xebca79219b4bff00, 0x13dd2127f378ee10,
            0x073ac5fb9c23cf32, 0x9cc9089220581c54, 0x6065584816ccddf3, 0x72c35c64555f39a0,
        ],
        // 11 * 2^144 B
        [
            0xa887801fe0d6943f, 0x7270dff4a0605e55, 0x90218c8c1fc50f50, 0x45401afaac8f1ee3,
            0x6f69f07bb578a59b, 0x80dc08216f837a57, 0x12548e66467600ea, 0x445065cfe0ca476b,
            0xdf5e6ecdd8a5156f, 0x9e957adb10cd1833, 0x346e6476a09ae575, 0x6f68c1e9415b78e6,
        ],
        // 12 * 2^144 B
        [
            0xd9154ff3796e5750, 0xfe1ab26b38fcfff6, 0x57f56c86d96b6fd5, 0x18e0c7c8d514ebc1,
            0x36297a4ad0d98bf3, 0x1ea8d4c9a5c9e982, 0xc7051f26202e0135, 0x795f074443608564,
            0x6252a4c6eccfb757, 0xde003debe4d47b64, 0x75314012d2a2c2c8, 0x0417c6caac165f11,
        ],
        // 13 * 2^144 B
        [
            0xcce8de2b8532d8c7, 0x1891edf8da02142c, 0xd54fb5455b1e9054, 0x77c5a3eeeb2b2e33,
            0x2c4836c6b31d6645, 0xeddb9ad35e7facfb, 0xac72d250ac9200bb, 0x2e0e0496aeca039c,
            0xaf13c5777c502507, 0x89179e6017996525, 0xbe6f16a454686513, 0x4598e8cb60fac85e,
        ],
        // 14 * 2^144 B
        [
            0xe8c877fa3bfd0e91, 0xeb328510dfbed4be, 0x3cf1dc537ad2e223, 0x6686301aa1118f7f,
            0x2dab337e5c463d31, 0x1c71b93404590db9, 0x39da607a4ae3eed9, 0x7e2bff5f8f9980b7,
            0xdb665e0f7509a6e3, 0xa0257cbab2c9f2be, 0xe3eb3df70c0bccb7, 0x3867319753bbf5ac,
        ],
        // 15 * 2^144 B
        [
            0xf41ed89d5e7d08a5, 0x824cd3f1a823e58d, 0x22e0a30719693add, 0x428ff2e6346047a8,
            0x7e6996518ca41d95, 0xa5c52f569a895c66, 0xc3f0f9e2d09309d9, 0x307dcec4fc9fc049,
            0xc42b8f02acbf0857, 0xaacc74b184bbb4de, 0x5af2ee7dab39a834, 0x7469dce8a0c29574,
        ],
        // 16 * 2^144 B
        [
            0x0de9b204a059a445, 0xe15cb4aa4b17ad0f, 0xe1bbec521f79c557, 0x2633f1b9d071081b,
            0x53175a7205d21a77, 0xb0c04422d3b934d4, 0xadd9f24bdd5deadc, 0x074f46e69f10ff8c,
            0xc1fb4177018b9910, 0xa6ea20dc6c0fe140, 0xd661f3e74354c6ff, 0x5ecb72e6f1a3407a,
        ],
        // 17 * 2^144 B
        [
            0x58c6155db98284ce, 0x9cfa29302ba62be0, 0xd1f6a301b3d9ea8c, 0x4bd5f8ac6ccec322,
            0x207e6b8359d04f3d, 0xe84316b3b9a6274b, 0xba37cf63651973dc, 0x6dc20c1dfef230f4,
            0xdfde6128caa08f0d, 0xdb60d740411b476d, 0x166afe5324baab58, 0x363dc10f87593158,
        ],
        // 18 * 2^144 B
        [
            0x613cfc65316b466f, 0xe91f96c337b93e38, 0x6591a200592dc526, 0x50ad4f0433b914f3,
            0xd46fbb4b144245b3, 0xf3ad41494bae4067, 0x1b1ea714dad62107, 0x194ebffdf38362a6,
            0x5c16990416766775, 0x771a9f71037a66a6, 0x074a3a943a4152e7, 0x54ef39d7ca2e1b46,
        ],
        // 19 * 2^144 B
        [
            0x027a45afd3a00421, 0x2043e18c1d598216, 0xaf8f734a2eb48a18, 0x48960aa65fc63057,
            0x1f6a917e78ac78d9, 0x2900f5f32c8757cd, 0x0636e28db03bb4b3, 0x0386b90cdbba434a,
            0x4ae31788d28232ab, 0x20adaac787b055bf, 0x3abd12c6209a42cd, 0x1ae0f89191ff0704,
        ],
        // 20 * 2^144 B
        [
            0x389208ba951bdc7a, 0x2e610c70d6ba32cd, 0x465d0b4d38c5c7d4, 0x5f29d0d8d3159810,
            0x9ba41571e8ebd187, 0x8842cad48b244d7f, 0xe1227f697db4393b, 0x401e5e5dc2e253a3,
            0xb238cda5893aecd7, 0x1c7a626904c6d152, 0xa5a494187e3d9433, 0x51c94534da8789ba,
        ],
        // 21 * 2^144 B
        [
            0xaacbfcf005cdd2b5, 0x24ab2f0085681e21, 0x441982804e7fbbf0, 0x0512a462c3a7f1ec,
            0x4d02f294788582d3, 0x9ad44f28242716b0, 0x0f065cf9defad83a, 0x31c2dc935365032b,
            0x6b4a1aa73e5a1711, 0xe66249f92f264ad6, 0x9ca5ddcba5ca9838, 0x138dacad7816dfbc,
        ],
        // 22 * 2^144 B
        [
            0x7c5d51a054cd6f00, 0xbabe925b2b6f91b7, 0x155d1aa50a7e349c, 0x2415888f8cf5dd82,
            0x5218bc800c6265aa, 0xdcdefaafd0d77387, 0xedf141f07a35a993, 0x72f9912986f96f16,
            0x06e76c0334850e5f, 0x32665211ce0c5877, 0x9e86545ef9e41693, 0x698c31e806031b27,
        ],
        // 23 * 2^144 B
        [
            0x0eb510ca17b11afe, 0xec769827ed57fa11, 0x5269cc49825eb269, 0x7c34e8cf234a0b71,
            0x283ec7737ecd9454, 0x0d33f2eb88f8704f, 0x7ee4884073171b7c, 0x7fe50d27f0893eb9,
            0x810577ee806d0cd3, 0x34e1230b49a33161, 0xde1f61bce1193d61, 0x0df55d086f3eb924,
        ],
        // 24 * 2^144 B
        [
            0xf3cacc3b9fdc24a9, 0x9e743f1c6779661d, 0xc0ecd95fbd0e71ce, 0x423e70adfe79eaf6,
            0xd093c823224fdafc, 0xdfc92efd02e4a3c6, 0x3ac6c275f10fc319, 0x6a3845085fa23af6,
            0x27f66be0ca3191a6, 0xa072369e83b3250d, 0x625dc84c11b31063, 0x69b1bab5e8521dbd,
        ],
        // 25 * 2^144 B
        [
            0x5c40c901b066f103, 0xddc9834d3925ad86, 0xf5e19692e2ac8692, 0x2526294a9ff8ecdb,
            0x7a95dce40813e309, 0xda4fa9d680a45bf3, 0x924c34fd99d512f5, 0x570cbb3be0bcaffc,
            0x1642db3fc75144df, 0x360b1e632cf68195, 0xad17bd4036694e22, 0x142ba192e80d48e5,
        ],
        // 26 * 2^144 B
        [
            0xaf241f726fcdb405, 0x2ca1c6c16dbead39, 0x368732a3eee1af15, 0x0c272113dfeb6fb0,
            0x3ef5edadd51284fd, 0x3c467ea537f05ced, 0xecca9c4ab76b3684, 0x4c15bcc417584ec4,
            0x7fb22bc72ae2a056, 0x018e9b19cd8697a7, 0xd5ff93eccce9048f, 0x3e193d1355b4aca3,
        ],
        // 27 * 2^144 B
        [
            0x290fb3bb4758788a, 0x4ffa08cd18feacf4, 0x8b9a08c366539474, 0x4bb26e1a2b0b7ced,
            0x8ddc14ad7aaa8f37, 0x57f5c13499666ac6, 0x2c234b10990d1e09, 0x06fb0be3b3669f6a,
            0xe3c2acf64e1ad08f, 0x078266df82a56d05, 0xa19a674a972855b4, 0x4f0d4870e118e579,
        ],
        // 28 * 2^144 B
        [
            0xd00a89e07ae4be56, 0xe0670dd8a1ffd9de, 0x496b6333b6d688dc, 0x4f342d86e125c6e6,
            0xe9c8da686ef28353, 0x2bb15184a7445a76, 0x8797a5e42a54c269, 0x17073e4dbde0c0aa,
            0x3b84482cce304316, 0xe4bf6304413ccadd, 0x4b286045a8bc6255, 0x5df0f4c5191d0423,
        ],
        // 29 * 2^144 B
        [
            0x12ab16277cbcf7fb, 0xe796d312ac8c8642, 0xfa48546581dd1378, 0x55470fbfde40aced,
            0x5809a071f111f52e, 0x88f8e9242294d6e7, 0x174d57cfba3dac6f, 0x62e134c5cef6dae8,
            0x106bae5c814a7b25, 0xc0ff2d22344da610, 0x526a6a4f684339a9, 0x687b5e5c5fcf6cdd,
        ],
        // 30 * 2^144 B
        [
            0x4ad03d92b340736f, 0xe77c7f6e609990cb, 0x4d13a565a5186046, 0x77ea984141268e12,
            0x089e78331b91d694, 0x03baa939f7584e18, 0x6ebe0a9751c89ffb, 0x653aa944644db449,
            0xe359ada295f05b3e, 0x2b11a7d2296ed0a0, 0x81f90b369a8b23c9, 0x73b3f5ba08f74af6,
        ],
        // 31 * 2^144 B
        [
            0xba26a636ec2fe8f8, 0xa0ec72da84cfa9c7, 0x6b921601d98f47ed, 0x57c2931042ccfbbd,
            0x66bf6c5d0d850258, 0x7afbd257e018d6b7, 0xb15fcc22738ff3f9, 0x0df5a4b5523cc43d,
            0xb2045adefe4d2ef7, 0x1152c97060c62384, 0x7434f65fb7f7004f, 0x0491742230b9ef54,
        ],
        // 32 * 2^144 B
        [
            0xfeeae106e8e86997, 0x9863337f98d09383, 0x9470480eaa06ebef, 0x038b6898d4c5c2d0,
            0xa515a31b2259fb4e, 0x0960f3972bcac52f, 0xedb52fec8d3454cb, 0x382e2720c476c019,
            0xf391c51d8ace50a6, 0x3142d0b9ae2d2948, 0xdb4d5a1a7f24ca80, 0x21aeba8b59250ea8,
        ],
    ],
    // row 25: multiples of 2^150 B
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
        // 17 * 2^150 B
        [
            0xa6dda3a8e56502af, 0x6cc150d3e9f1200f, 0xebc571da5b902cf3, 0x07ed04730a27d52c,
            0x7ba76c3890c83cd6, 0x50f7a87936e20653, 0xb0226763ddec80bd, 0x00009bd264379f78,
            0xff0b86d6125d6a82, 0x16c4f540c688b2bb, 0x7098d3a3c7622e5d, 0x70803b135d8b4004,
        ],
        // 18 * 2^150 B
        [
            0xf5cdef17228dfccd, 0x59f0b073f29e5f04, 0xf4b80d89910e4116, 0x4d1b979bf0fef501,
            0xd5dc880036065f04, 0x4a933509de7b573c, 0x0f6d96ce87de0e10, 0x23fb00d8597c27d4,
            0xa3583fa7dae4afe1, 0x0e9ca7b1798cb029, 0xe36f327358293f6b, 0x40cf1cabc9886f91,
        ],
        // 19 * 2^150 B
        [
            0x8801a1b9a56e7593, 0xe229f0ada3dbe607, 0x5d0df546a7130e36, 0x0ab1d695d91bc3c5,
            0x4ea3cafcbf6e1cd9, 0x0e4056351a66c5fd, 0x268d747b67471bf7, 0x5eb9f2a6f55368fd,
            0xa5385987313e5015, 0xfb42861f82f3adc5, 0xb6275d9da20afe95, 0x4b01cd59698446e2,
        ],
        // 20 * 2^150 B
        [
            0x3fcfa155fdf30b85, 0xd2f7168e36372ea4, 0xb2e064de6492f844, 0x549928a7324f4280,
            0x1fe890f5fd06c106, 0xb5c468355d8810f2, 0x827808fe6e8caf3e, 0x41d4e3c28a06d74b,
            0xf26e32a763ee1a2e, 0xae91e4b7d25ffdea, 0xbc3bd33bd17f4d69, 0x491b66dec0dcff6a,
        ],
        // 21 * 2^150 B
        [
            0x22376e885bf9cb02, 0x0cc686c9d313a29e, 0xb364aecde6725430, 0x458ddad5226e0c41,
            0x4e28f25b269bb32b, 0xf02e7b7a87a3f8df, 0x4957bb49261098fd, 0x162146c6573e65ab,
            0xd0fdd4cb06f5ea43, 0x017f74eaf7a30ec9, 0x4407841eb61cdd95, 0x6a5ec4c0d0664d08,
        ],
        // 22 * 2^150 B
        [
            0x8c9f85d796f56742, 0x441b9fd2cc792434, 0x5e2c053408487adb, 0x208fb3c685fbdde7,
            0x99dbcd972aaadcb5, 0x95f7eb8359c75aef, 0x55eda8970d4b8720, 0x0c674051ccc143da,
            0x08f07aa1cd4e2c26, 0x26036ba5f2a726ba, 0x338efd175bcd6995, 0x2a7578ba9a1b4ebe,
        ],
        // 23 * 2^150 B
        [
            0x78bc6d76de7ad3dc, 0xd51d7192d9fede0e, 0xf76f5f9245dd4421, 0x573165fe6221177b,
            0x7b0b449183f7a6b3, 0xddfcb93faaca3cdd, 0x8edf9866f11cda83, 0x0535ee3d1ac4c2e6,
            0x9a6465ff799f9383, 0x5873caf13dbd5863, 0x0a49b276bcf21d09, 0x13bdd8eefbebc127,
        ],
        // 24 * 2^150 B
        [
            0x75f04a8ed0da64a1, 0xed222caf67e2284b, 0x8234a3791f7b7ba4, 0x4cf6b8b0b7018b67,
            0x98f5b13dc7ea32a7, 0xe3d5f8cc7e16db98, 0xac0abf52cbf8d947, 0x08f338d0c85ee4ac,
            0xc383a821991a73bd, 0xab27bc01df320c7a, 0xc13d331b84777063, 0x530d4a82eb078a99,
        ],
        // 25 * 2^150 B
        [
            0x7c4931f4845cfcd7, 0xba2410d789ec7b4b, 0x4cbf2db3e3dd80aa, 0x3362e2e547921342,
            0x658efbcfa3026e56, 0xbb70e5f874a99ca2, 0xc20f421bb47ba55d, 0x55f573b6441aa601,
            0x83c36c1c9a24090a, 0xb31af9f8ba4a6d04, 0x113c03cde17e2b20, 0x36e958d2185b9446,
        ],
        // 26 * 2^150 B
        [
            0x6f9fb99973581d35, 0x94c88d19498a2504, 0xcb24dc2d6778d14a, 0x108fc1017a9ca35b,
            0x3d7c95b9e3171439, 0xf8dfb586d51c2011, 0xb6cbb1f4a9db09db, 0x07e513849a4fc7f8,
            0x6992152e02c3a980, 0xc4551db711a0e05d, 0x2bdfe796b2500551, 0x4ba501425cc24b62,
        ],
        // 27 * 2^150 B
        [
            0xf7066aab367ee7a3, 0xcede049a7118d39d, 0xc2b037dbfeb0c7a6, 0x672105be86e2725d,
            0x22b673b7fb939960, 0x23f3d3b98348fceb, 0x8d3359793d80082b, 0x4685f794e757b5ac,
            0xf1e9092b4f0b35ab, 0xe59c1555e0111364, 0x845da1e3039b5e30, 0x17e859d0e0a33fcb,
        ],
        // 28 * 2^150 B
        [
            0x6d6973456c9abf9e, 0x257fb2fc4900a880, 0x2bacf412c8cfb850, 0x0db3e7e00cbfbd5b,
            0x004c3630e1f94825, 0x7e2d78268cab535a, 0xc7482323cc84ff8b, 0x65ea753f101770b9,
            0x3d66fc3ee2096363, 0x81d62c7f61b5cb6b, 0x0fbe044213443b1a, 0x02a4ec1921e1a1db,
        ],
        // 29 * 2^150 B
        [
            0x4cbbe4559153edd6, 0x7d1f8e7f8fb3ff60, 0x52ed6cccbfd70182, 0x608886ecd91d7f9d,
            0x933682199abbade5, 0xaf2fec2f58d1f7b6, 0x8e01984643df1c10, 0x3c6d1115ec183e84,
            0x7ab5d3e27ce083ca, 0x49d83dc30a21afb5, 0x81887a5ddc0e79ba, 0x2ccf48a4afd24a9d,
        ],
        // 30 * 2^150 B
        [
            0x8f79bf4139fd0c20, 0x7d813547d2452d79, 0x1a2b971f2da19def, 0x307969687891960a,
            0x79f11fc67e9ff6d4, 0xa208a847bebc70fd, 0xd6918bd16c659c00, 0x4d48a2f4453f0172,
            0xb0be4dc9ce6947cd, 0x7a4eea0c482a43c5, 0x01ac01b04b41fe15, 0x055a70af53628fca,
        ],
        // 31 * 2^150 B
        [
            0x0c87b98f259b6e58, 0xf7a493fc8346cb9e, 0x4dfe134d11dd73b5, 0x7e9acba005a07139,
            0x76f8d2bb0e4b1cff, 0x3838454a7cdd6b7a, 0x65407270b1ce4b75, 0x13170615016c7f0d,
            0x5853e18c5dd5a102, 0x34c7755ea6865e44, 0x8d47bc45fd663e94, 0x32cc0eb0f5426b12,
        ],
        // 32 * 2^150 B
        [
            0xf5c86162f1cf795f, 0x118c861926ee57f2, 0x172124851c063578, 0x36d12b5dec067fcf,
            0x5ce6259a3b24b8a2, 0xb8577acc45afa0b8, 0xcccbe6e88ba07037, 0x3d143c51127809bf,
            0x126d279179154557, 0xd5e48f5cfc783a0a, 0x36bdb6e8df179bac, 0x2ef517885ba82859,
        ],
    ],
    // row 26: multiples of 2^156 B
    [
        // 1 * 2^156 B
        [
            0x1ea436837c6da1e9, 0xf9c189af1fb9bdbe, 0x303001fcce5dd155, 0x28a7c99ebc57be52,
            0x88bd438cd11e0d4a, 0x30cb610d43ccf308, 0xe09a0e3791937bcc, 0x4559135b25b1720c,
            0xb8fd9399e8d19e9d, 0x908191cb962423ff, 0xb2b948d747c742a3, 0x37f33226d7fb44c4,
        ],
        // 2 * 2^156 B
        [
            0x33912553c821b11d, 0x66ed42c241e301df, 0x066fcc11104222fd, 0x307a3b41c192168f,
            0x0dae8767b55f6e08, 0x4a43b3b35b203a02, 0xe3725a6e80af8c79, 0x0f7a7fd1705fa7a3,
            0x8eeb5d076eb55ce0, 0x2fc536bfaa0d925a, 0xbe81830fdcb6c6e8, 0x556c7045827baf52,
        ],
        // 3 * 2^156 B
        [
            0xb94b90022bf44406, 0xabd4237eff90b534, 0x7600a960faf86d3a, 0x2f45abdac2322ee3,
            0x8e2b517302e9d8b7, 0xe3e52269248714e8, 0xbd4fbd774ca960b5, 0x6f4b4199c5ecada9,
            0x61af4912c8ef8a6a, 0xe58fa4fe43fb6e5e, 0xb5afcc5d6fd427cf, 0x6a5393281e1e11eb,
        ],
        // 4 * 2^156 B
        [
            0x0fff04fe149443cf, 0x53cac6d9865cddd7, 0x31385b03531ed1b7, 0x5846a27cacd1039d,
            0xf3da5139a5d1ee89, 0x8145457cff936988, 0x3f622fed00e188c4, 0x0f513815db8b5a3d,
            0x4ff5cdac1eb08717, 0x67e8b29590f2e9bc, 0x44093b5e237afa99, 0x0d414bed8708b8b2,
        ],
        // 5 * 2^156 B
        [
            0x81886a92294ac9e8, 0x23162b45d55547be, 0x94cfbc4403715983, 0x50eb8fdb134bc401,
            0xcfb68265fd0e75f6, 0xe45b3e28bb90e707, 0x7242a8de9ff92c7a, 0x685b3201933202dd,
            0xc0b73ec6d6b330cd, 0x84e44807132faff1, 0x732b7352c4a5dee1, 0x5d7c7cf1aa7cd2d2,
        ],
        // 6 * 2^156 B
        [
            0x33d1013e9b73a562, 0x925cef5748ec26e1, 0xa7fce614dd468058, 0x78b0fad41e9aa438,
            0xaf3b46bf7a4aafa2, 0xb78705ec4d40d411, 0x114f0c6aca7c15e3, 0x3f364faaa9489d4d,
            0xbf56a431ed05b488, 0xa533e66c9c495c7e, 0xe8652baf87f3651a, 0x0241800059d66c33,
        ],
        // 7 * 2^156 B
        [
            0x28350c7dcf38ea01, 0x7c6cdbc0b2917ab6, 0xace7cfbe857082f7, 0x4d2845aba2d9a1e0,
            0xceb077fea37a5be4, 0xdb642f02e5a5eeb7, 0xc2e6d0c5471270b8, 0x4771b65538e4529c,
            0xbb537fe0447070de, 0xcba744436dd557df, 0xd3b5a3473600dbcb, 0x4aeabbe6f9ffd7f8,
        ],
        // 8 * 2^156 B
        [
            0x6a2134bcc4a9c8f2, 0xfbf8fd1c8ace2e37, 0x000ae3049911a0ba, 0x046e3a616bc89b9e,
            0x4630119e40d8f78c, 0xa01a9bc53c710e11, 0x486d2b258910dd79, 0x1e6c47b3db0324e5,
            0x14e65442f03906be, 0x4a019d54e362be2a, 0x68ccdfec8dc230c7, 0x7cfb7e3faf6b861c,
        ],
        // 9 * 2^156 B
        [
            0x07be77c3d5b74a0f, 0x1867f3613b6a29eb, 0x160be0ff13c86a80, 0x2aff12a714f0120e,
            0x0870c6786bac8112, 0xc608c15c602f7593, 0x9bc60b82eaace887, 0x44f42cab0c965a94,
            0x466620f188e61911, 0xb677e44cca1d5144, 0x9e66c969d01d4ac1, 0x2abcf3c81daff4c8,
        ],
        // 10 * 2^156 B
        [
            0xcb292e73de0517e5, 0x070bec0f3b632932, 0xe71795eb99be02e0, 0x724ad40e53823493,
            0x911c44850a3e4545, 0x948b09711540a45c, 0x1cea6e720f6afb54, 0x2e8881b4aa14fe2c,
            0x0ecc1b730877c7f3, 0x752a314dafc65a4b, 0xacb7c618eedbff8d, 0x3392751462a17beb,
        ],
        // 11 * 2^156 B
        [
            0x2575cc04fd37c214, 0xfef3907cb926c3fb, 0xac349ee25c297876, 0x761c34547928a30c,
            0xd0c764bf505de2e7, 0x085a40544574c6e1, 0x2d2dcd1508f8cfe6, 0x3fe32267db379f28,
            0x90e5e45c9f9d6421, 0x7d943e6da1d0ed18, 0x46472f9aa336af30, 0x4106fa9caf38a881,
        ],
        // 12 * 2^156 B
        [
            0xfa6c97aafb2feb6b, 0x97ab7233acfabf83, 0xf742577ef78cf93b, 0x6b98a85b957a5df5,
            0x3f632fed6b46ea69, 0xdc016a8b53b80d7c, 0xe6eba1898a926edb, 0x508c9980cdabde48,
            0xe5da5d04caf3fe7e, 0xaa057ad19a112f33, 0x5587145388ff4bad, 0x15b124144c89ae48,
        ],
        // 13 * 2^156 B
        [
            0x53edbc71999a6616, 0x5fbb662e263a6e9b, 0x0fedddcb2e3e12ef, 0x6e020a6ffbb561bd,
            0xea435b58cd14178f, 0x7a725c68ba63df31, 0x8adebdc734b2e5d0, 0x72b154a7bd9e3091,
            0xc763e1975702dba8, 0xc43fa6baa532d76a, 0x7825e7a234e3e812, 0x613bee8fe14342c8,
        ],
        // 14 * 2^156 B
        [
            0x1061e71866fb354e, 0x2fdbe6f16591a597, 0xdd90b565109f6d9a, 0x7956bf34bdd7dc51,
            0x846e76327c810f3a, 0x7032909742aab366, 0x1ef2a7b6105b2db2, 0x3774b60646ad0a0e,
            0xc80a27f74c1135a0, 0xf6d07d7c85539321, 0x4c2405b5e5827b65, 0x0480c57fa85f63c1,
        ],
        // 15 * 2^156 B
        [
            0x5cca4090217b5ea0, 0x5448ca074d8b1b60, 0x6062f4cba733fe2e, 0x67f38c058fd5f184,
            0x499a4a6723ba62b9, 0x0efb756c1cfc9ba7, 0x512740e64b50a89c, 0x1ab7dcc2e3dde5b9,
            0x317ccba56e6a60f7, 0xd92daf75bc5c15eb, 0x1f7998646ec193b7, 0x3a3ac023f28f4fd3,
        ],
        // 16 * 2^156 B
        [
            0x96eebffb305b2f51, 0xd3f938ad889596b8, 0xf0f52dc746d5dd25, 0x57968290bb3a0095,
            0x4637974e8c58aedc, 0xb9ef22fbabf041a4, 0xe185d956e980718a, 0x2f1b78fab143a8a6,
            0xf71ab8430a20e101, 0xf393658d24f0ec47, 0xcf7509a86ee2eed1, 0x7dc43e35dc2aa3e1,
        ],
        // 17 * 2^156 B
        [
            0xa49f7179dc8a7eac, 0x8193c3f7129763df, 0xd93c4e836d83f589, 0x3a9b171acd24039d,
            0x53d7ddb0b03bd495, 0x6d4e23ae901157a8, 0xd5b9443835ef66f0, 0x4021c75207104ac9,
            0xcf6f7a76643bff76, 0x00894db4c7d3aafe, 0x176f9b96392677f8, 0x706b9e679407b0fd,
        ],
        // 18 * 2^156 B
        [
            0xdf788b516d2fdee3, 0x3bc2cbc7fe59d589, 0x44b202280d6348c5, 0x57548b880c4509dd,
            0x21484454707b56e9, 0xb6806e019121f284, 0x94d29c259577e6ef, 0x487fb50e863cf72e,
            0x5d13b873f2f59ed5, 0xf7b9c3f195b4dcee, 0xd358b55ff30a0a54, 0x4c56889395172e3d,
        ],
        // 19 * 2^156 B
        [
            0x62faebf1d9241077, 0xea9e8221ddebdc3a, 0xa09ee28485a7d72c, 0x2c9659e3768e61f2,
            0xbeb174a7a2aa2a5f, 0xd4c722cb9686df81, 0x45dce910c4c4c6bf, 0x7de00c9f60c0c1b8,
            0xfdce00e861165fbc, 0x69ac6594e0729a7d, 0xd4d3d5a762a466df, 0x250d70bf8311c353,
        ],
        // 20 * 2^156 B
        [
            0xd6e4478c4867226e, 0x8c1a04f4db44848b, 0x77c027725c256781, 0x0701a415f7d88699,
            0x155d72f86289a06e, 0xe9ffb2a534310a52, 0x6f924380f71aa179, 0x1bc8b8f1f6a36434,
            0xdae677e0006af865, 0x7a862a96b8108048, 0xdbb4090818955768, 0x5cf5543013b470ac,
        ],
        // 21 * 2^156 B
        [
            0xc968d8780ad77d1d, 0xd9109456eff39635, 0xe977c6e8618c7ad5, 0x2b6afa7fc3ce9ef2,
            0xe767299e6cd9c61b, 0xa48dafd46e0e0862, 0xa8386fa8966c9bf0, 0x2f104747faaa7435,
            0x6c83048c5da8d952, 0xc9f5d84e2efcf4ba, 0x6af842365b8c5f23, 0x7f6003cf14a1c238,
        ],
        // 22 * 2^156 B
        [
            0xac9aa8bab60ee3a3, 0x908b11073af3c94b, 0x15c2a6ab466a1456, 0x5d407fe682b351c3,
            0xf79cd4395ac17bb7, 0xd0390a66a1663fc7, 0x54b212a3f6e32202, 0x03f9b5b4d543f7e3,
            0xa5f02c2e0c7e36b3, 0x76f2f703adc95f3f, 0xca001c80865532cc, 0x4e02bea52bc95240,
        ],
        // 23 * 2^156 B
        [
            0xcf0cc12dc820dd75, 0x8393c32f0f3244a8, 0xa73238f11ed23ea4, 0x55355c099a889488,
            0xe9f136bab0763ae9, 0x961fcab168a91756, 0x866ae4fe82927f92, 0x7f594e2d6ab506a7,
            0xc1fdc841a64fd6a2, 0xec2b6235a3b2cb38, 0x62b2bfa1ff83077c, 0x189462613cebfd1e,
        ],
        // 24 * 2^156 B
        [
            0x0eebe7dbaae23d65, 0x78ff6fdf0835d868, 0x4426249bc016264f, 0x738d5fd9da9d2149,
            0xa6bdaf16e34f2aff, 0x0aa1e9cc37e84fa6, 0x9a2e312e86ad3031, 0x64fe7005130c30a5,
            0xd5ce96dde8dad58c, 0x147edc10b22f4922, 0x82728502ac1ceb27, 0x3184ef3be37b09df,
        ],
        // 25 * 2^156 B
        [
            0x7a666c5cb731457e, 0x4629b6e0947c01c7, 0xff31f19f93415378, 0x6ec28f6924b39e0d,
            0x3445fd4d1f228298, 0x84e430f8ca93e035, 0x525d30f936405445, 0x5e3e448c379c1507,
            0x33d0f44d906d0c31, 0xd1662a2f23278522, 0xafc9bbada46df212, 0x6891e6445d6a910d,
        ],
        // 26 * 2^156 B
        [
            0xa4a3abfadcdf40a9, 0x9e0e38c24c4aa006, 0x37834567ddba7553, 0x4a663076e43c9dec,
            0x7e8162416640835f, 0x00e692eb3d246488, 0xe710d7abcdfc9ee7, 0x463d829f6ffcdf68,
            0xe47bc05e825ce585, 0xaa0033e0de53947b, 0x055ed4c936ed54ee, 0x18ce230f6c641865,
        ],
        // 27 * 2^156 B
        [
            0x3f177d85a54a1e35, 0xda5d1f521df4a6bd, 0x19344f58d8003e2b, 0x17c0924b36b3e3fd,
            0x49f3ee2af5184844, 0xc6db0ad2866a9d98, 0x27e982c93087d8dc, 0x7c61a912765773be,
            0x34f9dc773cfa66bf, 0xb1fc1cf1992b68de, 0x5a7d2de02c8adb60, 0x4d5e92753bc9cf33,
        ],
        // 28 * 2^156 B
        [
            0xf46dee2938f7e106, 0xf5df8fd76fe6e260, 0xa3c0a4ba51445b21, 0x6a47c1a82aae305e,
            0xe79023eb45a6187b, 0x5278f26bb29cf803, 0xd69a505b364a24f3, 0x587501587f396ae4,
            0xb2c1ad542727a3ca, 0x10a50ffafef2a9fc, 0xfae789c655fd326e, 0x4e678149d1df67be,
        ],
        // 29 * 2^156 B
        [
            0xadd92e190673737a, 0xe3e0a7dcdae69ddd, 0x8aeb6d664b03fb5c, 0x4c81a22109a1daae,
            0xcd2e3bae4b739859, 0x048e38b611f094af, 0xcc69149d54d68c38, 0x259a6796a24e057a,
            0x19a6d04f332c749c, 0x2d3330e5334af622, 0x9348416bac24df81, 0x18821202f2d738c4,
        ],
        // 30 * 2^156 B
        [
            0x9476a1686bbf31b5, 0x83dd587787698ff2, 0x4d5ba8756db6fbca, 0x3499412dd2122c47,
            0xb5acc411d7e1bea9, 0x92b84de4790ba62a, 0xea5c261a746a435d, 0x168905d4ef49b0fe,
            0x40184b17a1760418, 0x738f7c6d2329f461, 0x1a5b9931f78aaa76, 0x756a415b0a9ab50f,
        ],
        // 31 * 2^156 B
        [
            0xb81d51d6b3e8d444, 0xc9da5ce3d36da6df, 0x7db57e4b9cf82dbd, 0x127f04beccc49a3a,
            0x07bd14ee02c0365d, 0xfe765a0985d9bd54, 0x448466828ae62bd4, 0x25d5936b4f884803,
            0x4120e3117843c069, 0x327b803b025b79dc, 0x5adb3b9c97c13657, 0x767412a637141574,
        ],
        // 32 * 2^156 B
        [
            0x5a782a5c273e9718, 0x3576c6995e4efd94, 0x0f2ed8051f237d3e, 0x044fb81d82d50a99,
            0x85966665887dd9c3, 0xc90f9b314bb05355, 0xc6e08df8ef2079b1, 0x7ef72016758cc12f,
            0xc1df18c5a907e3d9, 0x57b3371dce4c6359, 0xca704534b201bb49, 0x7f79823f9c30dd2e,
        ],
    ],
    // row 27: multiples of 2^162 B
    [
        // 1 * 2^162 B
        [
            0xcc0c355220e14431, 0x0d65950709b15141, 0x9af5621b209d5f36, 0x7c69bcf7617755d3,
            0xd3072daac887ba0b, 0x01262905bfa562ee, 0xcf543002c0ef768b, 0x2c3bcc7146ea7e9c,
            0x07f0d7eb04e8295f, 0x10db18252f50f37d, 0xe951a9a3171798d7, 0x6f5a9a7322aca51d,
        ],
        // 2 * 2^162 B
        [
            0xdea28fc4ae51b974, 0x1d9973d3744dfe96, 0x6240680b873848a8, 0x4ed82479d167df95,
            0xf6197c422e9879a2, 0xa44addd452ca3647, 0x9b413fc14b4eaccb, 0x354ef87d07ef4f68,
            0xfee3b52260c5d975, 0x50352efceb41b0b8, 0x8808ac30a9f6653c, 0x302d92d20539236d,
        ],
        // 3 * 2^162 B
        [
            0x10183f03c31f7806, 0x30cf809b13cc4ae7, 0x9b630894f1af5f4b, 0x7fdaa5f6e8a4ffc9,
            0x535847ad483de24b, 0x85dd9056243432e6, 0xd35b7b5efb4499ee, 0x56cb9275594d23af,
            0x11fbe932ade672f3, 0x307bc64116d76c02, 0x9f6bfa0ef6350e1f, 0x15414c1b8d9cb40d,
        ],
        // 4 * 2^162 B
        [
            0x957b8b8b0df53c30, 0x2a1c770a8e60f098, 0xbbc7a670345796de, 0x22a48f9a90c99bc9,
            0x4c59023fcb3efb7c, 0x6c2fcb99c63c2a94, 0xba4190e2c3c7e084, 0x0e545daea51874d9,
            0x6b7dc0dc8d3fac58, 0x5497cd6ce6e42bfd, 0x542f7d1bf400d305, 0x4159f47f048d9136,
        ],
        // 5 * 2^162 B
        [
            0xeded100744bac2f7, 0x2beed96195b7bda3, 0xf711019590dc1b77, 0x47743631f93a1c54,
            0x1cfe08b25ff9e041, 0x4ad3ff74ebf1d15a, 0xf26bffaca042abbd, 0x4708e66875eedef1,
            0x7bd7a72edba7c28a, 0x12418525d69367ad, 0xcfd29dece2cea944, 0x33bfe19dee4d0dfc,
        ],
        // 6 * 2^162 B
        [
            0x37608b41ce6eef6d, 0xed8d8c3f9b6d115d, 0xf9a9a7a67b4e9008, 0x192ccb8f7ca395a7,
            0xb5802d9191ee62f7, 0x0d8ab604fa589780, 0xefb1e4791f11af3f, 0x66109d2b0eb167b0,
            0x55fce2f8816b00a0, 0x121aef1a1ae17180, 0xf256bb545f6fb2f8, 0x7ae0ac6216d42cd6,
        ],
        // 7 * 2^162 B
        [
            0x798100bb3d73acbc, 0xd89e643c0d9916de, 0x619dea750760f186, 0x3ebbd1f0f5c833a8,
            0x723a9ada38d8dd4d, 0xa68c27bac1b362c2, 0x5f40b23a59913a31, 0x1104985e9355e9d7,
            0x02e70899798279c4, 0x61ca6978cf10a495, 0xa70432a10efca013, 0x5615b853df14c4ac,
        ],
        // 8 * 2^162 B
        [
            0x748515a8bbd24839, 0x77128347afb02b55, 0x50ba2ac649a2a17f, 0x060525513ad730f1,
            0x20ad660839e31e32, 0xf81e1bd58405be50, 0xf8064056f4dabc69, 0x14d23dd4ce71b975,
            0xf2398e098aa27f82, 0x6d7982bb89a1b024, 0xfa694084214dd24c, 0x71ab966fa32301c3,
        ],
        // 9 * 2^162 B
        [
            0x6545b10c00a33eac, 0xa93ba8f8e2ba9be2, 0x6b95813ef566af3c, 0x09e05ae7a213e0c5,
            0x7226b184f9d94ed7, 0xce823dd2a37e70b1, 0x32f89687b75a3239, 0x3b0d9ab55987bd86,
            0xf45caad1322b86ea, 0xfa47ffc3d7efc3ef, 0x6f902bf890473af7, 0x552e22b75135c749,
        ],
        // 10 * 2^162 B
        [
            0x613097f58eb3ddbb, 0xead38b411c49693e, 0x0f9d6fd0bb6cd31c, 0x5682a9a44a5c81a0,
            0x5a1270112942ed6b, 0xf1b7e0c8f8c54633, 0x6cb770cc43e265e7, 0x1be33b0452d65d82,
            0x3f5a5aa667147fa5, 0x00e66eb5962e9d02, 0x9fcc346c061c3cb3, 0x51cf58cc04d80639,
        ],
        // 11 * 2^162 B
        [
            0xfdd083e210ba315f, 0xa27e543ea3eff370, 0x9687a651d1d1922f, 0x673a31773c4d6c37,
            0x28e9d189508808f0, 0xa5cd51cdb5f2dd5a, 0x6a266bc929289e18, 0x2abbddf7703b4bca,
            0x2e1e494a4f363841, 0x6066dc45b3457378, 0x83fd7c6275d49631, 0x2a783b91d396b172,
        ],
        // 12 * 2^162 B
        [
            0xb1088a0702809955, 0x43b273ea0b43c391, 0xca9b67aefe0686ed, 0x605eecbf8335f4ed,
            0x2dcbd8e34ded02fc, 0x1151f3ec596f22aa, 0xbca255434e0328da, 0x35768fbe92411b22,
            0x83200a656c340431, 0x9fcd71678ee59c2f, 0x75d4613f71300f8a, 0x7a912faf60f542f9,
        ],
        // 13 * 2^162 B
        [
            0x9451e2dabde9c1a5, 0x7cc3a2b50ba461d6, 0x44cf43752c3bfad7, 0x5dacbc3b2df334dc,
            0xf4d41e4915dd353d, 0x03585dc7e6faca85, 0xad086762b082efd3, 0x1d88a9e5ae112385,
            0xa24d7ebb53e63efd, 0xc993b4fa018d5899, 0xd33dc76dabef79a9, 0x2475260ec5c062f5,
        ],
        // 14 * 2^162 B
        [
            0xa2c5040a7c00977e, 0x444633cd155c4b1c, 0x481ec5a5f04749a8, 0x6b508ed675342923,
            0xb5fc2f214c172fe2, 0x11bd45a8c8a29c87, 0x399ca8e7473688b0, 0x23073b0835d034e8,
            0xc5f946db2986eb46, 0xc91714f5664622a6, 0x557199df32cc0837, 0x166d7bed6363a88f,
        ],
        // 15 * 2^162 B
        [
            0x67efbdaa2ae9987f, 0x8cf06e6a957f9405, 0x67f524459a4068cd, 0x3de1675678ae6bfe,
            0xf957d9ad4f7529c4, 0x08cad0d12c2f97c1, 0x7e2f4e77bd31c9be, 0x31ed7296cd1813ad,
            0x88c46d52f98069dd, 0x9a8e61e1db4fed33, 0x04a0036d8445b457, 0x1196a7f31a406353,
        ],
        // 16 * 2^162 B
        [
            0x253f4f8dfa2d5597, 0x25e49c405477130c, 0x00c052e5996b1102, 0x33cb966e33bb6c4a,
            0xb204585e5edc1a43, 0x9f0e16ee5897c73c, 0x5b82c0ae4e70483c, 0x624a170e2bddf9be,
            0x597028047f116909, 0x828ac41c1e564467, 0x70417dbde6217387, 0x721627aefbac4384,
        ],
        // 17 * 2^162 B
        [
            0x46c70725a4884c33, 0xeaf8e7f6013c2870, 0x12e5eabc6dfc9233, 0x1816840a2d19043b,
            0xa294d8693c5ea447, 0xa76b20cc889f1e16, 0x32525019e20388c0, 0x40069abf7fa6aaf1,
            0x3997b05d3bbe115b, 0x09d7236137561000, 0x6258cc62392df0ac, 0x4740cdd5d739cbe9,
        ],
        // 18 * 2^162 B
        [
            0xd411e47612a1ff74, 0x997b981211d2f74f, 0x7a3e4a9c22565524, 0x7961463b5d608556,
            0x2738c6d8ca30a069, 0x7b92e5debaa00fc3, 0x7c2c0cd73acb4d37, 0x6c4f2258b61d6654,
            0x0aa44f13527700d2, 0x6d6178d1e718c133, 0xac92ea6e37f6d6ad, 0x1188a14233459384,
        ],
        // 19 * 2^162 B
        [
            0x48aa46a60cc77098, 0xcf25e088bba2abb0, 0xae3200e40131bf9b, 0x4681fceae4dc6083,
            0xb138119441871571, 0x8ec1f19282b49dab, 0x019445197d3407e3, 0x395e4fa46f4d77e1,
            0x92792ba4a0f45923, 0x26eb6bafeb74ad45, 0x84357c375e633072, 0x46fc066f4c491856,
        ],
        // 20 * 2^162 B
        [
            0xfd3097bc410b2f22, 0xf1a05da7b5cfa844, 0x61289a1def57ca74, 0x245ea199bb821902,
            0x97d03bc38736add5, 0x2f1422afc532b130, 0x3aa68a057101bbc4, 0x4c946cf7e74f9fa7,
            0xaedca66978d477f8, 0x1898ba3c29117fe1, 0xcf73f983720cbd58, 0x67da12e6b8b56351,
        ],
        // 21 * 2^162 B
        [
            0x1fe78f300b7babd9, 0x49c0b240dc2c6ce2, 0x6728caf845283d2e, 0x5fd610b498c4d4da,
            0xfa845dbdeb268e15, 0x1b247f007637dd40, 0x5dfdc10c76cc43b4, 0x4991e5502b6c3b52,
            0x1febff77dc552333, 0x4f403572d1499712, 0x270a41be9e5c32d3, 0x57b4c4dbb5424f1c,
        ],
        // 22 * 2^162 B
        [
            0x310e14e8ea5e3404, 0x8b47eb3f5aa5a077, 0xd9155a8f20d436d2, 0x5adc769ddb8eafe3,
            0x92756551522742a6, 0x0fde3c01c57b2dc2, 0x46b8d6a90400a605, 0x76daa8f0f3410fbd,
            0xf86581742302ea52, 0x9b7dca96716b5338, 0x84de2eb78e1170c7, 0x32dc4be1982a6540,
        ],
        // 23 * 2^162 B
        [
            0x70118684f08c6aaf, 0x742be5825621a40b, 0x8876ba113484082e, 0x45b5759d84c3a968,
            0x39e6fcb8c81995c4, 0x00560cfd99ff7c1f, 0x19b56a3a06c012f1, 0x30d87a368f4ef6f0,
            0xf318d5862a0d2eba, 0x6f9ed7d6def4b767, 0x90fee472d52dd2ad, 0x4c902190da31c825,
        ],
        // 24 * 2^162 B
        [
            0x2b7ef3d38ec8308c, 0x828fd7ec71eb94ab, 0x807c3b36c5062abd, 0x0cb64cb831a94141,
            0x7067e187b4bd6e07, 0x6e8f0203c7d1fe74, 0x93c6aa2f38c85a30, 0x76297d1f3d75a78a,
            0x3030fc33534c6378, 0xb9635c5ce541e861, 0x15d9a9bed9b2c728, 0x49233ea3f3775dcb,
        ],
        // 25 * 2^162 B
        [
            0xd5f80cd7dd9f313b, 0x8dacf06dd661c2a7, 0xdd8a18637bef9156, 0x0575daf58aadf072,
            0xb58016b8f1537033, 0x2ff2213556ab8ce0, 0x4d10c3f9b1b8dca4, 0x72d186bfb2f86de7,
            0xb4b7b939e96390bf, 0xe21c3e6272f691fc, 0x284f1591bfb97722, 0x4d271bc1b3125ec5,
        ],
        // 26 * 2^162 B
        [
            0x2e80147419c29fe7, 0xdb76b1ca033b1070, 0xef9fca91a6410d7d, 0x41580d8ea3b5334e,
            0x79eb3199c91a5e22, 0x46f584719a7eab7f, 0x1b4b9cdb7b9a96fa, 0x6b6cae56939e17db,
            0x0c390551007f6d80, 0x9ab799a9e0de729d, 0xe320983d76ecc452, 0x7b486cfb8d4541bf,
        ],
        // 27 * 2^162 B
        [
            0xf03fab2c6b18346e, 0x056a57d30f0478c4, 0xdb589836f767c221, 0x111b671496cd2f7d,
            0xd2ab9f06c40e9776, 0x49aa691594a22b45, 0x732ecab56cb3c225, 0x672560dfd708658d,
            0x88a48f1c607897d8, 0xd9ae282c51cc826d, 0xb6fd80ef202aa67d, 0x1a6296f10fee3618,
        ],
        // 28 * 2^162 B
        [
            0x7b3985fe1c9f249b, 0x4fd6b2d5a1233293, 0xceb345941adf4d62, 0x6987ff6f542de50c,
            0x629398fa8dbffc3a, 0xe12fe52dd54db455, 0xf3be11dfdaf25295, 0x628b140dce5e7b51,
            0x47e241428f83753c, 0x6317bebc866af997, 0xdabb5b433d1a9829, 0x074d8d245287fb2d,
        ],
        // 29 * 2^162 B
        [
            0x93bf4dfae6012076, 0x925bc59ff2659eef, 0x3a69166fa9a3dc35, 0x01408dec360f234e,
            0xa610f97326365d50, 0x9e038f8fc92342f5, 0x457d8bdf1e3df13d, 0x1554a44796af6794,
            0xbd6850fe6611d7f7, 0x3e471e9f9ab9a062, 0x773a5af565b79f80, 0x30873eb49bda367b,
        ],
        // 30 * 2^162 B
        [
            0x1f6caf936300ba58, 0x6b398040e972bd6e, 0x7725a93f50285825, 0x6bc094e5737d8324,
            0x0a500f8c1d9c4bf1, 0xf9452cfdd8ad6891, 0xef3754e4fb0daaf1, 0x14c43ed1db524331,
            0x7bf2dd60b757e997, 0x5bfc37429abde226, 0x57b59a8807fe2ef9, 0x0e9f28e11573ed52,
        ],
        // 31 * 2^162 B
        [
            0xcb1d90157224b2ce, 0x36ba3f53a883750b, 0x9935ff18b7688727, 0x559acbdc09e8b7b5,
            0xd781ed5f1cd4c6d4, 0x3507bb5a3160c376, 0x9501299ed34f4084, 0x4920f6af53e81303,
            0x019ba078d0b93edf, 0xa0749c111a9493fb, 0xfde176e76714395c, 0x1ba36a4266d1f59c,
        ],
        // 32 * 2^162 B
        [
            0x481875c6c0e31488, 0x219429b2e22034b4, 0x7223c98a31283b65, 0x3420d60b342277f9,
            0x8337d9cd440bfc31, 0x729d2ca1af318fd7, 0xa040a4a4772c2070, 0x46002ef03a7349be,
            0xfaa23adeaffe65f7, 0x78261ed45be0764c, 0x441c0a1e2f164403, 0x5aea8e567a87d395,
        ],
    ],
    // row 28: multiples of 2^168 B
    [
        // 1 * 2^168 B
        [
            0x2dbc6fb6e4e0f177, 0x04e1bf29a4bd6a93, 0x5e1966d4787af6e8, 0x0edc5f5eb426d060,
            0x7813c1a2bca4283d, 0xed62f091a1863dd9, 0xaec7bcb8c268fa86, 0x10e5d3b76f1cae4c,
            0x5453bfd653da8e67, 0xe9dc1eec24a9f641, 0xbf87263b03578a23, 0x45b46c51361cba72,
        ],
        // 2 * 2^168 B
        [
            0xce9d4ddd8a7fe3e4, 0xab13645676620e30, 0x4b594f7bb30e9958, 0x5c1c0aef321229df,
            0xa9402abf314f7fa1, 0xe257f1dc8e8cf450, 0x1dbbd54b23a8be84, 0x2177bfa36dcb713b,
            0x37081bbcfa79db8f, 0x6048811ec25f59b3, 0x087a76659c832487, 0x4ae619387d8ab5bb,
        ],
        // 3 * 2^168 B
        [
            0x61117e44985bfb83, 0xfce0462a71963136, 0x83ac3448d425904b, 0x75685abe5ba43d64,
            0x8ddbf6aa5344a32e, 0x7d88eab4b41b4078, 0x5eb0eb974a130d60, 0x1a00d91b17bf3e03,
            0x6e960933eb61f2b2, 0x543d0fa8c9ff4952, 0xdf7275107af66569, 0x135529b623b0e6aa,
        ],
        // 4 * 2^168 B
        [
            0xf5c716bce22e83fe, 0xb42beb19e80985c1, 0xec9da63714254aae, 0x5972ea051590a613,
            0x18f0dbd7add1d518, 0x979f7888cfc11f11, 0x8732e1f07114759b, 0x79b5b81a65ca3a01,
            0x0fd4ac20dc8f7811, 0x9a9ad294ac4d4fa8, 0xc01b2d64b3360434, 0x4f7e9c95905f3bdb,
        ],
        // 5 * 2^168 B
        [
            0x71c8443d355299fe, 0x8bcd3b1cdbebead7, 0x8092499ef1a49466, 0x1942eec4a144adc8,
            0x62674bbc5781302e, 0xd8520f3989addc0f, 0x8c2999ae53fbd9c6, 0x31993ad92e638e4c,
            0x7dac5319ae234992, 0x2c1b3d910cea3e92, 0x553ce494253c1122, 0x2a0a65314ef9ca75,
        ],
        // 6 * 2^168 B
        [
            0xcf361acd3c1c793a, 0x2f9ebcac5a35bc3b, 0x60e860e9a8cda6ab, 0x055dc39b6dea1a13,
            0x2db7937ff7f927c2, 0xdb741f0617d0a635, 0x5982f3a21155af76, 0x4cf6e218647c2ded,
            0xb119227cc28d5bb6, 0x07e24ebc774dffab, 0xa83c78cee4a32c89, 0x121a307710aa24b6,
        ],
        // 7 * 2^168 B
        [
            0xd659713ec77483c9, 0x88bfe077b82b96af, 0x289e28231097bcd3, 0x527bb94a6ced3a9b,
            0xe4db5d5e9f034a97, 0xe153fc093034bc2d, 0x460546919551d3b1, 0x333fc76c7a40e52d,
            0x563d992a995b482e, 0x3405d07c6e383801, 0x485035de2f64d8e5, 0x6b89069b20a7a9f7,
        ],
        // 8 * 2^168 B
        [
            0x4082fa8cb5c7db77, 0x068686f8c734c155, 0x29e6c8d9f6e7a57e, 0x0473d308a7639bcf,
            0x812aa0416270220d, 0x995a89faf9245b4e, 0xffadc4ce5072ef05, 0x23bc2103aa73eb73,
            0xcaee792603589e05, 0x2b4b421246dcc492, 0x02a1ef74e601a94f, 0x102f73bfde04341a,
        ],
        // 9 * 2^168 B
        [
            0x38bab809660078f6, 0x69c7ab77c67dd5f3, 0x960111bba6e4ef4f, 0x1d680f3fc38d73f3,
            0xa995593d553df3d5, 0xa01d7db5f2482069, 0x8f096fdbf9808d1d, 0x6efba66f963b739b,
            0x56835dbfcd04e0d9, 0x4f0675eabacb06f9, 0xe41ab47b9ebe1e6a, 0x559c02f0ac920e63,
        ],
        // 10 * 2^168 B
        [
            0x4c52ce6131c554aa, 0xb96ef6a2ab18bf3b, 0x9a99a4b41f04eba0, 0x00b0a50c42e37a29,
            0xc56e2ab4bf8467b1, 0xa1528df7d9a83a10, 0x6fa5fbd4181764ba, 0x48126b174c500c99,
            0xd480f8352a5be441, 0x8278f110a0d959a6, 0xf4543ce03a5520f8, 0x1a85b2b3f938b770,
        ],
        // 11 * 2^168 B
        [
            0x3f50d845f792604d, 0x6d4668d188530b96, 0x6d81b8755a5b484e, 0x249f252da35ad587,
            0x621808d3e592dc72, 0x7b6072698b9699be, 0x50e2ed0d453962d0, 0x4cc7b3d8eaeb336c,
            0x72803dd083197e17, 0x00a177a06b6158f8, 0x9255fe2f5f45fa3c, 0x3965be6b7db62d8d,
        ],
        // 12 * 2^168 B
        [
            0x8c7356ea2096bada, 0xa7d363af413dbf55, 0xfec73d8f136b53dc, 0x7790288af7a9e5cc,
            0x62088bfeb5fbf396, 0x23244c722bab6fae, 0x862717dd88782563, 0x03237aa33c2afdd1,
            0xbce059999f6e34eb, 0xedcbf8387a053d1b, 0x88cea08ce618f8b2, 0x3163fa98d0cf41c5,
        ],
        // 13 * 2^168 B
        [
            0x111f1b05c369e585, 0xf407596b6a59ebe7, 0xb1233170174201a4, 0x1cf79771a39ae280,
            0x10a02ba12e6fb61d, 0x12633ec8c01c7a8d, 0x3afec98f99409f52, 0x56a0de118e808452,
            0xbc4dd6258ee90b22, 0xa21ccb3022db8596, 0xd2278b6e527baafb, 0x71bd6a4a2a8f8735,
        ],
        // 14 * 2^168 B
        [
            0x7fc2d2a6af827b1b, 0xeb69b8dd627450e1, 0x7472d8bbdf45c2ce, 0x54810835ed459404,
            0xc08bf45a386cb214, 0x055f36b41b9c063d, 0xd96f4b2996c29ad7, 0x52b7bdbcae034d9d,
            0xd05ef2f8e990635b, 0xb53eff7c6363579b, 0xc157578b9da929ec, 0x7ffc5cf37baa0ca4,
        ],
        // 15 * 2^168 B
        [
            0x138413d0b392a36f, 0x21dc27fe103fe8a1, 0x503591812b5188cc, 0x5e2de8347dacf8b1,
            0x1da332654bbac18c, 0x45886d7baddea6f3, 0x118773c3cff375df, 0x3cb3dc9a52ee7ddf,
            0xdc13873a0f4536c8, 0x810d6c814bbb50c2, 0xb0123ec96f163dd1, 0x4fc005162dc43db8,
        ],
        // 16 * 2^168 B
        [
            0x358ecba293a36247, 0xaf8f9862b268fd65, 0x412f7e9968a01c89, 0x5786f312cd754524,
            0xb5a2d50c7ec20d3e, 0xc64bdd6ea0c97263, 0x56e89052c1ff734d, 0x4929c6f72b2ffaba,
            0x337788ffca14032c, 0xf3921028447f1ee3, 0x8b14071f231bccad, 0x4c817b4bf2344783,
        ],
        // 17 * 2^168 B
        [
            0xced7140c4ff8cb4b, 0x1933f2206ecfb035, 0xdc50cdf27f25635a, 0x3b6437eec3755850,
            0x28cdd9a7ea2bb416, 0x3310761d1ba1909a, 0x293f4992d719ed8e, 0x60abc5b3194f64bc,
            0xfdf84286590f032f, 0x9f93999c1ae04f25, 0x74f44cec6e54854c, 0x5e5935749e0e6634,
        ],
        // 18 * 2^168 B
        [
            0x9dd600926ac9f32c, 0x0d558d428f8adfef, 0x23b4acc79873ac47, 0x45c237189f34e197,
            0x8c5bfac21ae390e3, 0x255b0bf2582ee094, 0x3f004ad9c01659e6, 0x4bb71f82b7960884,
            0xfa41d78b2dec06a4, 0x26849fe4f20fef72, 0xe87a5a243681b32a, 0x7973667a390c6691,
        ],
        // 19 * 2^168 B
        [
            0x495e7e3823ced76e, 0x4c391578e0856661, 0x2bee4d328ecc7129, 0x677569121e02710c,
            0x306e448eadef2476, 0x434cab3b1f30d78a, 0x66ada0faf2771ab6, 0x64c33dd7500c50ec,
            0xbab3b2ab2c6b0c1a, 0xa861749f5bb9134c, 0xe1c9b4ebef22e53a, 0x2ff5cba9ab2e8b7e,
        ],
        // 20 * 2^168 B
        [
            0x6e00e71f5469a9f9, 0x8ed8d62b95ae6f92, 0x89e6d6238a908b29, 0x795a20df8375481f,
            0xa1b634c709324e2a, 0x9ee4e9d380135df8, 0x82b7d7de29d08c1b, 0x05ee0540cc55a6e7,
            0xd76b076211194906, 0xca4093b26b1e7eef, 0x71e914304619339e, 0x13d7e950472d5fdb,
        ],
        // 21 * 2^168 B
        [
            0x641046cebb5c2484, 0x05dc0d2a25761352, 0x338dbce7fa952621, 0x7d5cb2570cbfdf39,
            0xff8afae1561d67a0, 0x08a921c06cb64712, 0x07184aadd84b7219, 0x1993c62d9cdb058a,
            0x2ccd4a5ffc824eaa, 0x633e73e049ee92a5, 0x17f79b9c98808082, 0x186625b853f27a1a,
        ],
        // 22 * 2^168 B
        [
            0x777a08ddb9503a12, 0xc502a6b7adb13df5, 0x60dbc51855b89143, 0x42c1e9bd2e841448,
            0x37687e634bff79d2, 0x6b2bf09c70e08d24, 0x8f3e4a613e3d4e88, 0x1b5cc060c7190c9b,
            0x0529908b455c2f42, 0x8d7fb44eae7b2779, 0xa0eeb53a6923c703, 0x1b1ccd090a490a40,
        ],
        // 23 * 2^168 B
        [
            0x5034a1de98c7b4ff, 0xe0a1cbbded909e07, 0x4198fe02d3ae853b, 0x307cfd354285947c,
            0x8a346a07e40eade2, 0x93a3b03c8d062e79, 0x307d99ee72115c34, 0x51315b5fcd77acb0,
            0xf0d98bb9386ecb47, 0xfeb8dc89b16d7eee, 0x48a430fc5d213bc4, 0x664d5464c0e3eee4,
        ],
        // 24 * 2^168 B
        [
            0xcad2d21e57196c45, 0x392d7679747b796b, 0x50a3516f0f89de69, 0x2f2430fabcc57931,
            0x2782cd2b37386683, 0x08ac609ce4694fb6, 0x665b49b25ae11d7c, 0x301f5f7cb5031963,
            0x1350648c9a834429, 0x76b3cc53ed56ac0b, 0xdfe89804f0d782cd, 0x7c4d328a72a95727,
        ],
        // 25 * 2^168 B
        [
            0x84bbfba138ae82bc, 0x1f236e9a5be694f2, 0xb5572aa23b4daa7e, 0x1fcf530fe364368b,
            0x8216dc0b06bc55e7, 0xe692c79f3777d686, 0x798abfb90d57e315, 0x35cba6d8b8776c43,
            0xdb36073da9186af8, 0xd96705090659e3b5, 0xf0f0c5bfd205c719, 0x60f50e8fd26b5ed1,
        ],
        // 26 * 2^168 B
        [
            0xf0fd3361a83b70eb, 0x45e6ba6a87a10ec9, 0x8fb4dfc0aedfa7ee, 0x4d8eef0ae790c8a8,
            0x109ceb1fcc5ecafd, 0xd39a6009f0bdefac, 0x44ff5b2c7a4399e9, 0x3e4851b40e7f55d1,
            0x842e1f75e6789140, 0xfab7e8e1c970d90b, 0x1256e0979e03e394, 0x6670c1f9d1e3d4c2,
        ],
        // 27 * 2^168 B
        [
            0x540ef1747a44fa11, 0xcd1b0a7eafc28f2e, 0xe79c7f544e7fc398, 0x7e4a35595e82b688,
            0xf2587d840e4e4f71, 0xf098f803308e91a0, 0xd6413fbcffc891c5, 0x032ea8130fdd2a50,
            0x6f9bc79c464ed11a, 0x26e2ca1ee78c405a, 0x6853b516e2a1e3c3, 0x27ce113be7111df5,
        ],
        // 28 * 2^168 B
        [
            0xf152d88c45668fc7, 0x27889cf7138a60c0, 0x78ed9edfb4ccec1a, 0x17582fa5b44b8db6,
            0x32e55e79db8b98c1, 0xc8881363529c2192, 0x4c9f4cd9ded6007f, 0x64a3cda34a69f608,
            0x0c6e3bd46639b89a, 0x38baa07d3c119a1c, 0x54f70fc6f3c96305, 0x5235d0af34d99dff,
        ],
        // 29 * 2^168 B
        [
            0x9315a3dba26aa0ee, 0x118833c9d868c2c5, 0x69c20dc508ece49e, 0x41273efe18ff72c0,
            0x029db8ec899cf03a, 0xe4bbb73ad3d2c19a, 0x1d03fa898385fdc5, 0x7a5dc3cd1890a374,
            0xc18ec623d2407132, 0xd8ceaa8181b75fef, 0x84f5dd2ede85d620, 0x719807c5b7694113,
        ],
        // 30 * 2^168 B
        [
            0x1e973fc09f114c42, 0x5e630ed1d2a489cc, 0x18ab8b6b7fcbf750, 0x264de442de8651b7,
            0xad76d0d8dc118efb, 0xf65f3d39a3648fca, 0xc94e15dee311b0a6, 0x415693e308cc2eea,
            0x635934e6a8421178, 0xb01b6def8779b2b5, 0x79810ccd3d56de27, 0x781ae16baa3c0761,
        ],
        // 31 * 2^168 B
        [
            0x9b5eb177f81f4e33, 0xa6991dfe6fd6cba3, 0x6db266e85d830c50, 0x55ac20978c22d89c,
            0xd1afef81dc5edd71, 0x82ed6d56f956825a, 0xd5fa69c3e658d679, 0x5ba543accc2a5626,
            0xb0072130830474c4, 0xa843d64f0c28b63a, 0xe65780b1fd28cabe, 0x2ffd768b3b8b644b,
        ],
        // 32 * 2^168 B
        [
            0x413ba057a40b4484, 0xba4c2e1a4f5f6a43, 0x614ba0a5aee1d61c, 0x78a1531a8b05dc53,
            0x0ff853852871b96e, 0xe13e9fab60c3f1bb, 0xeefd595325344402, 0x0a37c37075b7744b,
            0x6cbdf1703ad0562b, 0x8ecf4830c92521a3, 0xdaebd303fd8424e7, 0x72ad82a42e5ec56f,
        ],
    ],
    // row 29: multiples of 2^174 B
    [
        // 1 * 2^174 B
        [
            0x9d05ba7d43c31794, 0x2470c8ff93322526, 0x8323dec816197438, 0x2852709881569b53,
            0xc720cb6153ead9a3, 0x55b2c97f512b636e, 0xb1e35b5fd40290b1, 0x2fd9ccf13b530ee2,
            0x07bd475b47f796b8, 0xd2c7b013542c8f54, 0x2dbd23f43b24f87e, 0x6551afd77b0901d6,
        ],
        // 2 * 2^174 B
        [
            0x1466f5af5307fa11, 0x817fcc7ded6c0af2, 0x0a6de44ec3a4a3fb, 0x74071475bc927d0b,
            0x8c99cc5a8b3f55c3, 0x0611d7253fded2a0, 0xed2995ff36b70a36, 0x1f699a54d78a2619,
            0xe77292f373e7ea8a, 0x296537d2cb045a31, 0x1bd0653ed3274fde, 0x2f9a2c4476bd2966,
        ],
        // 3 * 2^174 B
        [
            0x38a6c15d20d7e338, 0x37dca5971e0b2743, 0xf88522315bab7fdc, 0x0d0cf40d84ddcd6e,
            0x15fbf9839a6b37cf, 0x43dfe7938ebf3a99, 0x0d51f08153bd6a2b, 0x4122a340ae35cbcd,
            0x9610ce64950bd609, 0xceb4dcaea98c28f2, 0xe39a2daa8237e825, 0x118e395460fcb1bb,
        ],
        // 4 * 2^174 B
        [
            0xa2b4dae0b5511c9a, 0x7ac860292bffff06, 0x981f375df5504234, 0x3f6bd725da4ea12d,
            0xeb18b9ab7f5745c6, 0x023a8aee5787c690, 0xb72712da2df7afa9, 0x36597d25ea5c013d,
            0x734d8d7b106058ac, 0xd940579e6fc6905f, 0x6466f8f99202932d, 0x7b7ecc19da60d6d0,
        ],
        // 5 * 2^174 B
        [
            0x09b9c624883084d6, 0x3371895904fda63a, 0xfc16b7059e002434, 0x0e463c06d26f6c6e,
            0x6e8c2a759b00ed8a, 0x07dd2a56290e0376, 0x5523f21b9d3d2ced, 0x413d9583795116c5,
            0x94a500f01361f5f5, 0xb6ac2b8378afccb7, 0x8d87baf2647ac904, 0x0f31af2661fe2316,
        ],
        // 6 * 2^174 B
        [
            0xb12139514d4abb6c, 0xa894f697154ae922, 0x7eb023d05322d57c, 0x7dd93fea6683420f,
            0x362ab7b66d30fa1d, 0x4fbd7c241f4a720c, 0x70305b6e46c6dbdc, 0x37da15b8bb4435b8,
            0xcc056224b2a96028, 0x3c304376700ecb0c, 0x8d1b45a26a8a576b, 0x0e8a2f5731df98bc,
        ],
        // 7 * 2^174 B
        [
            0x9c2cd108b917a0e8, 0xd72b308447d6687b, 0x989401c3bf982b79, 0x5a3c7440c3b412c5,
            0x5054883cf222f0e7, 0x08945613bc05dad2, 0x96e62ea32f222989, 0x537de4a79ab132b6,
            0x576d447dd2efa4e5, 0x10f978a58f88a3ab, 0x3c80d32fad6386d5, 0x1d073c5ed22b9dd0,
        ],
        // 8 * 2^174 B
        [
            0x6dae4a51a77cfa9b, 0x82263654e7a38650, 0x09bbffcd8f2d82db, 0x03bedc661bf5caba,
            0x78c2373c695c690d, 0xdd252e660642906e, 0x951d44444ae12bd2, 0x4235ad7601743956,
            0x6258cb0d078975f5, 0x492942549189f298, 0xa0cab423e2e36ee4, 0x0e7ce2b0cdf066a1,
        ],
        // 9 * 2^174 B
        [
            0x20ea090f92b460ab, 0x3f49525010b81ad4, 0xbea7a17e8d71a2f2, 0x139642978865dcb3,
            0x94135c558ff5130a, 0x4ebc3c2b6b78f89b, 0x79383c180e74892f, 0x11523e2855e35040,
            0x794460f46ad62650, 0x3cc1443d6444a38a, 0x891137fc201ea027, 0x3271a0b23bb3812c,
        ],
        // 10 * 2^174 B
        [
            0x9a1ab80116a75d07, 0xc0c9c3d1eac6ba84, 0x1c09a6f64dd23346, 0x6a2da02ae66d5dc5,
            0x87cf4dcd2a1bd2d1, 0xc8bc171931f33697, 0x8e72ecde9dc471c0, 0x311f6e4b37520c71,
            0xc69036439b4bede1, 0xd3297880000a6ed4, 0x85bf332402453573, 0x4de371edf49e9f8d,
        ],
        // 11 * 2^174 B
        [
            0x7f8619c03b351763, 0x342130aab52d196d, 0xd69f4137ba76abed, 0x4e04d7845f4b7cce,
            0x8784279515a1588d, 0x2685a7109e30f1e7, 0xb07510790ede90a1, 0x772c4a4df9b884d0,
            0x862a2000a7339974, 0x83f4c5dd218dbced, 0xf1b1c760493ba878, 0x61244c4a0901b90e,
        ],
        // 12 * 2^174 B
        [
            0xfea6fedfd94b70f9, 0xf130c051c1fcba2d, 0x4882d47e7f2fab89, 0x615256138aeceeb5,
            0xc494643ac48c85a3, 0xfd361df43c6139ad, 0x09db17dd3ae94d48, 0x666e0a5d8fb4674a,
            0x2abbf64e4870cb0d, 0xcd65bcf0aa458b6b, 0x9abe4eba75e8985d, 0x7f0bc810d514dee4,
        ],
        // 13 * 2^174 B
        [
            0x47b92abe36d58837, 0x3589639951904276, 0xefdc06205c585f4f, 0x03ba76e149059608,
            0xd3caa5f09717b875, 0x929098906fc59fbd, 0x3bf67b363024258c, 0x52cac59ebfd52d11,
            0x6aa9009aea839843, 0xb7dfb4aaca73f5bb, 0x92df1149576d49bc, 0x7b7a6c4824e53f93,
        ],
        // 14 * 2^174 B
        [
            0xc3940b9745bc15eb, 0x2ca05498a41b12a6, 0xdc5f06596dd99fc6, 0x38da73541998890a,
            0x13c4bc68f462c14b, 0x759e577956c69105, 0xf88158c0e0a5fe4b, 0x76787db829ab2cc9,
            0x34aa2a0ed3c1e7b6, 0xdda26c3c5b075dc4, 0x526eafaa85cfc5d4, 0x3decc9accae6539f,
        ],
        // 15 * 2^174 B
        [
            0x1c6f94ef882414b2, 0x73b2e4056beafe9d, 0x4d0355cc48a98c47, 0x2c2dc4c77799ced7,
            0xa19d838f598494c0, 0x91d290c272c227a3, 0x271e6653bd0bea00, 0x44b40a8c7bde3d81,
            0x926a9c62f9ae6aa8, 0xe3c850a1737eec11, 0xbd69edb4d4950eb7, 0x0375ab4f706af915,
        ],
        // 16 * 2^174 B
        [
            0x83ac9dad737213a0, 0x9ff6f8ba2ef72e98, 0x311e2edd43ec6957, 0x1d3a907ddec5ab75,
            0xb9006ba426f4136f, 0x8d67369e57e03035, 0xcbc8dfd94f463c28, 0x0d1f8dbcf8eedbf5,
            0xba1693313ed081dc, 0x29329fad851b3480, 0x0128013c030321cb, 0x00011b44a31bfde3,
        ],
        // 17 * 2^174 B
        [
            0xa7f4ea3805378dfd, 0xced58371091646b1, 0x16f47c9e9bceaf7d, 0x77bf524f73ee03bb,
            0x7537eee0b9ae3962, 0x7990e9f2aa9c7f00, 0x94145bf99ef98a03, 0x5628e088a12f0f69,
            0x0e3cd4458528d865, 0xd1ece416810ef969, 0xe5e00de244329bff, 0x6aa39425ef7f08d1,
        ],
        // 18 * 2^174 B
        [
            0x24a5e0a59a1fdff4, 0x5383c8a0615830c9, 0x87e0f8cbf974d74f, 0x0c1321da0d12554e,
            0x9a0f802f42d2dfb3, 0x4573300d905cfc00, 0x02ea7ff97b8762a5, 0x160c07d1a43e624a,
            0x801b58b61eb60999, 0xd7d13c8acdf73abf, 0xcfb9843ae2cd8afc, 0x2d1ec309c3128cb9,
        ],
        // 19 * 2^174 B
        [
            0xd064d75915bd2443, 0x84afe9da601c116a, 0x31b21f58a87023f1, 0x3c0e5298d8119bc9,
            0xe614bcea790e07ab, 0x565032f6630a07f0, 0x58964094fa88d7a5, 0x7dcde149251684b5,
            0x06281a28e6862c03, 0x75c13a734237677f, 0x6d8def33a8707411, 0x7fa8c0016d0c9d8b,
        ],
        // 20 * 2^174 B
        [
            0x16561f696a0aa75c, 0xc1bf725c5852bd6a, 0x11a8dd7f9a7966ad, 0x63d988a2d2851026,
            0x3fdfa06c3fc66c0c, 0x5d40e38e4dd60dd2, 0x7ae38b38268e4d71, 0x3ac48d916e8357e1,
            0x00120753afbd232e, 0xe92bceb8fdd8f683, 0xf81669b384e72b91, 0x33fad52b2368a066,
        ],
        // 21 * 2^174 B
        [
            0x9ecbdbe3b5c1e26a, 0x95f75fd7a010c393, 0x886f9ccd96065326, 0x55f92256069cf77e,
            0xc64aaf5cfaae2d11, 0x2617259de877dcca, 0xbb4294c1ecc06a2c, 0x39b93c7ff7dd02ee,
            0xbf20a57044612e18, 0xf501e9befc0cf61a, 0xc0d305938bd819d1, 0x2123cbf93ce86e72,
        ],
        // 22 * 2^174 B
        [
            0x2743f95b7bf78f19, 0x7da35e9a11aa0b78, 0x71881fa41484d9d8, 0x5812d613c8f7ab33,
            0x0fc0c08a2281cf0e, 0xee994b07e2883308, 0xc125419c3d20a9aa, 0x60f53e4554ae8752,
            0x3855aff2e70b6ea0, 0x889909e6d4c96349, 0x4cf3234d478aba9c, 0x76c0bc468f7526fd,
        ],
        // 23 * 2^174 B
        [
            0x80d723a359fd7cf9, 0x94eb5eff681384fa, 0xfbeaa01f4e8bca1a, 0x7948c470a5e8ead3,
            0x107fbbca7a51586f, 0x78d80b367457b3a5, 0x6f7736bb71e75675, 0x7375d965e25bac6f,
            0x65160d73d04ea19c, 0x9b60e5fb0058ef88, 0xb55aa6528970fd70, 0x6da35af1bbec4950,
        ],
        // 24 * 2^174 B
        [
            0x8d2cc8d0c422cfe8, 0x072b4f7b05a13acb, 0xa3feb6e6ecf6a56f, 0x3cc355ccb90a71e2,
            0x540649c6c5e41e16, 0x0af86430333f7735, 0xb2acfcd2f305e746, 0x16c0f429a256dca7,
            0xe9b69443903e9131, 0xb8a494cb7a5637ce, 0xc87cd1a4baba9244, 0x631eaf426bae7568,
        ],
        // 25 * 2^174 B
        [
            0x0da0eb80fff28a5b, 0xd2024f8cde942db4, 0x8cd22ef63cd11e64, 0x068b6cc40ecfb46e,
            0xfd64f95d990a4c72, 0xd1f154ddfaf418bd, 0xc7ba938420c5d08e, 0x1af9a1f1d447e050,
            0x05c62d6a29391fe2, 0xa5fc0630d7f1204e, 0x0139b0429c274035, 0x2bef7cf08beabf35,
        ],
        // 26 * 2^174 B
        [
            0x381ffddc16a5818c, 0x3508fc2e3df0e9e6, 0x329f2ddc5fc5674a, 0x724e7fbef47a0be3,
            0xf2c10e8b33c7919b, 0x0d2a9d4c1423fa07, 0x2ac2f8c88fe817e8, 0x55addbe5f5a519a0,
            0x870a5a334902941e, 0xad2d794e83ab2fd6, 0x3a2b0bf6262fb7f8, 0x588ac85eefbfd497,
        ],
        // 27 * 2^174 B
        [
            0xb5876446ebd2a0db, 0x3f8c336a4d9ba7cb, 0xd16fdf00af70ccd0, 0x1de771b30a9a9c04,
            0x9982a17eb85c7a82, 0x84a228d63f24ee38, 0xaa3bed30bac9103b, 0x2c9ef97fe3fda4f1,
            0xcdef12d0f643551a, 0xee6aa7b63eae8897, 0x433a0684b484b940, 0x704ec88fc6fc030f,
        ],
        // 28 * 2^174 B
        [
            0x47d975b9a3700de8, 0x7280c5fbe2f80552, 0x53658f2732e45de1, 0x431f2c7f665f80b5,
            0xb3e90410da66fe9f, 0x85dd4b526c16e5a6, 0xbc3d97611ef9bf83, 0x5599648b1ea919b5,
            0xd6026344858f7b19, 0x14ab352fa1ea514a, 0x8900441a2090a9d7, 0x7b04715f91253b26,
        ],
        // 29 * 2^174 B
        [
            0x52865fa426653038, 0x507c5ac00866ae7b, 0x112466300c970ab8, 0x213b00ba9b914871,
            0x01d1bf682e0e5c93, 0x4a75a690f984e104, 0x167e5a9add5e30df, 0x6c739e7e45425759,
            0xb94ae8239f329fbb, 0x0ab5e47222f921ce, 0x113dbf467c212b56, 0x0b2515075c2aad45,
        ],
        // 30 * 2^174 B
        [
            0xf2af1e2122d8dd3f, 0xa98ce4d1b7c70f5e, 0xb875328bd12d19fc, 0x0ab43bba319e5ca5,
            0xac305f6293b728d1, 0x6a8abe4a84316efb, 0xed34a67351d1449c, 0x6ee9d6953f4c454e,
            0xfe619a76e585d058, 0xe9c95ebbfe9c87d5, 0x78fce1c5822d9142, 0x03551bea61610b42,
        ],
        // 31 * 2^174 B
        [
            0x1a261550ff7211fe, 0x1cac67209871bb94, 0xb0fcf75fe98653ac, 0x3611bf1f4d1e1486,
            0xf051517df87019ed, 0x78908ca5e74d8603, 0x3f684d79f237c128, 0x3eb5beb670d06df0,
            0x6b3cbb4b931b5cfe, 0x4f527471d951b50a, 0xd8dd9489f3c06bca, 0x08710412dbed711b,
        ],
        // 32 * 2^174 B
        [
            0xb376c280c4e6bac6, 0x970ed3dd6d1d9b0b, 0xb09a9558450bf944, 0x48d0acfa57cde223,
            0x83edbd28acf6ae43, 0x86357c8b7d5c7ab4, 0xc0404769b7eb2c44, 0x59b37bf5c2f6583f,
            0xb60f26e47dabe671, 0xf1d1a197622f3a37, 0x4208ce7ee9960394, 0x16234191336d3bdb,
        ],
    ],
    // row 30: multiples of 2^180 B
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
        // 17 * 2^180 B
        [
            0xe60c0178adb05cf7, 0x91345bb637c8ec08, 0xf4c1ec627c244d9a, 0x1c1bb86e05efaf7e,
            0x592a48c6983a885f, 0xd69b35f69d7b85ae, 0x526c8f3201a31614, 0x61334e5c82366160,
            0x813443c63ef0345b, 0x432a064efeb1e89a, 0x890864ccbd91686a, 0x0c9223e46cd2d8a3,
        ],
        // 18 * 2^180 B
        [
            0x10a0bea24bc624d4, 0x059fa940d51bde52, 0xf19370030c956d05, 0x3f720b2d4021e6e1,
            0x34562a6d86990ea1, 0x5b3ccdf6ca1472a1, 0x039f8aa3fc29ff7c, 0x54cd6932874d1f9c,
            0x1c11c59d2fd740c1, 0xd836bfb41ae4df9a, 0x95a19e6124287595, 0x128204872cc7c051,
        ],
        // 19 * 2^180 B
        [
            0x962a42fc3427e82d, 0x2cb9fa0f1e81c331, 0x992a0a7b247982de, 0x38de9d5582e9c07b,
            0x56a30331e87afa49, 0x9d9d55f28cc6115e, 0xaa218362ebfb3c82, 0x0e92608e3d68db70,
            0xbab22f55edb9a8a3, 0xf10a71761a85717d, 0xfa6388b9c0f9d029, 0x2f2833791fa598a5,
        ],
        // 20 * 2^180 B
        [
            0x75dae7b077bc5547, 0x051e018d0de43a56, 0xdcc2bd0075f3c725, 0x50e99aa09be72c33,
            0x5baaefd52e9b5805, 0x1d70af009485e2d4, 0x2b7a32c475364959, 0x1216a2862de560c8,
            0x08ff89b2fe68d895, 0x9684b1242dc93881, 0xe4cb655b2fbe70d8, 0x069bfdadb3b5ba69,
        ],
        // 21 * 2^180 B
        [
            0x1a5b60a60eb194ab, 0xd657ec464891ecf4, 0xb4ebbad54b5f695e, 0x2c707d062ce9a338,
            0xdc3c770d9f476e0f, 0x3123754b7cbe789f, 0x7855d65227a6d07c, 0x4ef5c3bcb0fbfcdd,
            0xd31fec17f98344d6, 0x6abe659fdc5de487, 0xc2a6688b2d67e20d, 0x57adf45c477396d4,
        ],
        // 22 * 2^180 B
        [
            0xe983f30c043a8bbe, 0x6e2e5fea7a6e5d94, 0xf3b083d34626c503, 0x05187bc86442bbfc,
            0x00acb41d187cc287, 0x8fc9f5dd1cf81fba, 0xaa8d1d70adbed713, 0x621c7df96e28b175,
            0x320c88139900a43c, 0xf45a991f11b0e700, 0x497002d6e70be50d, 0x1abdfdb1819cc4b5,
        ],
        // 23 * 2^180 B
        [
            0x89ca0361c27e34d3, 0x043cb0fe4553ecc7, 0x565504b23f6f2c5f, 0x506d1312b4f0e9c2,
            0xbdf6668051407d75, 0xea5de11e1c2fed8f, 0x75129b110684a5c8, 0x3828c673c5794da9,
            0x4ddbecf7006058ae, 0x1a7c2d193ab299cb, 0xd082dc797041989b, 0x71ca4602737ec309,
        ],
        // 24 * 2^180 B
        [
            0x8b06dc5c177a921d, 0x60dfa5b6aa360f94, 0x6e87b2863cf667ab, 0x19633236b4b39e5c,
            0x66dd07093c842496, 0xc7ac6e42a9121a0a, 0x55bb3238fb2462fd, 0x595b63664da7acd3,
            0x3bf96a6f761207ed, 0xd19fa24dc534e0eb, 0x6f913c33688c1420, 0x69bcfdc8ce295b59,
        ],
        // 25 * 2^180 B
        [
            0x751e927228fd064e, 0x7e49d271a66c6aa5, 0xce3b0f8c04beec9d, 0x72904e606156ee12,
            0x636b25cc6e77dfdd, 0xfce638792d27467a, 0x0d0ae9ccb81bb3d7, 0x28ab5deaf3b9bd85,
            0xfc1a5d1bab08323a, 0x55f8b7e63ea84b19, 0x5fe23da71c227d2b, 0x5e4798a41b4cb81d,
        ],
        // 26 * 2^180 B
        [
            0xf436b514e05a80d1, 0xee53ab325243cef9, 0x4ba168b57486b9a5, 0x6dee63385fcadc00,
            0x4c955c45ef84dc24, 0xdeb4317d1e5a2b5f, 0xf0a36c9715bb889a, 0x004408febe8a71f0,
            0xd948580e0d851269, 0xd275e0667350514c, 0xd88bf01b6be1c340, 0x18f825b8ce4458fc,
        ],
        // 27 * 2^180 B
        [
            0x46f79490e3930ce3, 0xbdcc46abf374e083, 0xef568db6aab98d81, 0x467c58b4db20f95e,
            0x80755fbc7d8f8d6a, 0xd5588577909e062b, 0xeeac309087a48d1c, 0x5c7fba6309b02b5b,
            0xac5dfcd3c4e47b7c, 0x4c87cf78917e5aad, 0x2d08cd2bf40ae6f3, 0x6c583b31400407c2,
        ],
        // 28 * 2^180 B
        [
            0x5763db2c1e257f49, 0xe17154fef3847662, 0xede89b7257364b6e, 0x677a3dabdf864642,
            0x418cc81db7f271a1, 0x640e8a5afdff5d69, 0x5e05e4d9fe4b616f, 0x3bf73c36b8493c19,
            0x65bb94475fccd9d7, 0x773538836bd4db30, 0x5b1fcd2a2adc4a56, 0x45aa3e879a6baa01,
        ],
        // 29 * 2^180 B
        [
            0x3ff7c358b38caaf5, 0x4be25580294a0fd8, 0xbbfe7c0db45dc5a6, 0x04c70487b9fea9da,
            0x5c9f965d68fa8dea, 0xc6893e52c71c12a3, 0x11806e5b34c33aa4, 0x77fc7ccaadde06bf,
            0x8e046bd90d0139e6, 0x8cb8a1033dd5e498, 0x5e6df81ffcaa62c7, 0x41d140ea0d16fe68,
        ],
        // 30 * 2^180 B
        [
            0x21cc1ee985794d1c, 0xd53f53ac5775592c, 0xab4d6e7cff945dad, 0x61cbd9daf06329f3,
            0x79009ffa35ee90e0, 0xc5cf1daf6426d717, 0x1e4194d65824a6da, 0x216211d9701f1f7c,
            0x93d06f8a4585f40d, 0xede8d7552111227e, 0xf188ace1cacde960, 0x2c6e2caf03749b3a,
        ],
        // 31 * 2^180 B
        [
            0x3a3896d7aadba580, 0x3c58aa3a9a9a379b, 0xbd2fc8e0dbf4569d, 0x1507a4cc60f5f912,
            0x67080d7d5e137336, 0x4565ea5defeafd06, 0xb0944b87e636b79b, 0x7e72ef078c458150,
            0x9442745f65639593, 0x8d8d6894a0df6c92, 0x39bb881304551c5a, 0x3bc085053d340e37,
        ],
        // 32 * 2^180 B
        [
            0x285d5091a1d0da4e, 0x4baa6fa7b5fe3e08, 0x63e5177ce19393b3, 0x03c935afc4b030fd,
            0x0b6e5517fd181bae, 0x9022629f2bb963b4, 0x5509bce932064625, 0x578edd74f63c13da,
            0x997276c6492b0c3d, 0x47ccc2c4dfe205fc, 0xdcd29b84dd623a3c, 0x3ec2ab590288c7a2,
        ],
    ],
    // row 31: multiples of 2^186 B
    [
        // 1 * 2^186 B
        [
            0x805b094ba1d6e334, 0xbf3ef17709353f19, 0x423f06cb0622702b, 0x585a2277d87845dd,
            0xc43551a3cba8b8ee, 0x65a26f1db2115f16, 0x760f4f52ab8c3850, 0x3043443b411db8ca,
            0xa18a5f8233d48962, 0x6698c4b5ec78257f, 0xa78e6fa5373e41ff, 0x7656278950ef981f,
        ],
        // 2 * 2^186 B
        [
            0xd8ac9929943c6fe4, 0xb5f9f161a38392a2, 0x2699db13bec89af3, 0x7dcf843ce405f074,
            0x6669345d757983d6, 0x62b6ed1117aa11a6, 0x7ddd1857985e128f, 0x688fe5b8f626f6dd,
            0x6c90d6484a4732c0, 0xd52143fdca563299, 0xb3be28c3915dc6e1, 0x6739687e7327191b,
        ],
        // 3 * 2^186 B
        [
            0x4bbba8dd2241c7ab, 0xca6a3176f1612bbc, 0xa8be332ae4169b82, 0x100fbf7b5b869e71,
            0x295107b757166482, 0xfe04ab2e5577d2d0, 0x20104fa1d5bc9daa, 0x699b0a70ae925586,
            0x1cf33b6ab7af20b4, 0x06d01896513917c6, 0xec14e3690f30595e, 0x746d131a459a75df,
        ],
        // 4 * 2^186 B
        [
            0x8ce5aad0c9cb971f, 0x1156aaa99fd54a29, 0x41f7247015af9b78, 0x1fe8cca8420f49aa,
            0x9f65c5ea200814cf, 0x840536e169a31740, 0x8b0ed13925c8b4ad, 0x0080dbafe936361d,
            0x72a1848f3c0cc82a, 0x38c560c2877c9e54, 0x5004e228ce554140, 0x042418a103429d71,
        ],
        // 5 * 2^186 B
        [
            0xe0210cb32b7ab52c, 0x8cd0285e1336ce44, 0x4a5ff87ae2b643cc, 0x4fb034e3d088fb0f,
            0x364eead451bd6faa, 0x40323dcd4bb72dac, 0xa07d46906985ad5a, 0x75ea8aa2da0cd164,
            0x499257ad44fb0f27, 0x742d77fec552f374, 0x3baacba77d7ce0a2, 0x508df9a11068b342,
        ],
        // 6 * 2^186 B
        [
            0x75ec18c7eb5af67d, 0x50f737348797d7f6, 0x694bd0e4c38b36f4, 0x12769375c91a4263,
            0xd3b4b15159d3a00b, 0x7ccff42c95e840f7, 0x0688aaa165626927, 0x5432416e80a0e91b,
            0x193a09ca50fb2a13, 0x633762b820673638, 0x930aed624c385d9f, 0x45c45aab1d44d6d5,
        ],
        // 7 * 2^186 B
        [
            0x3930ad4310fccfde, 0x33aa19a6078c067c, 0x7892b0929a52fbca, 0x735a37dec043590c,
            0x221455c14c13c5c2, 0x3825ea8f10362709, 0x9b8a2c63b2b56662, 0x6d3c337955ada316,
            0xa34db80c8c5d3f7c, 0x81a487720d2178a1, 0x01e11c5816d6f79e, 0x2641bd166cc3fc58,
        ],
        // 8 * 2^186 B
        [
            0x58e84c6f20816247, 0x8db2b2b6e36fd793, 0x977182561d484d85, 0x0822024f8632abd7,
            0x899dea51abf3ff5f, 0x9b93a8672fc2d8ba, 0x2c38cb97be6ebd5c, 0x114d578497263b5d,
            0xb301bb7c6b1beca3, 0x55393f6dc6eb1375, 0x910d281097b6e4eb, 0x1ad4548d9d479ea3,
        ],
        // 9 * 2^186 B
        [
            0x08ca9dd1bdb69b11, 0x09743eec3589daf3, 0xca35bef0b411faaa, 0x205d681ba7b2ae36,
            0x8994ec950c77cf33, 0xbf32b49f2b044305, 0x6e5e376784e0579b, 0x72c4071e94ade64f,
            0x17fddc050827abee, 0x598d6ee2ea2adcac, 0x9932be2a607e23e2, 0x62771709efbb69c7,
        ],
        // 10 * 2^186 B
        [
            0xe15fa4bff82fa506, 0x5de01674c951b53f, 0xe63fa32fb2e95a67, 0x40151c739a1269ac,
            0x2aac173b04fa70c9, 0xf6a83ad0d77fb605, 0x40bfe4875d99a87a, 0x5a5d96ba344d5836,
            0x8df6304f3321d45c, 0xc225ed58cc65dd88, 0x83599c6e4a98e4a4, 0x734e42e73018ded3,
        ],
        // 11 * 2^186 B
        [
            0xf5867af9ffe808f0, 0x5dbadd00e4b73102, 0xa3a81b1a2a74d5f3, 0x094ee26443938d8f,
            0xf06bf57c111c808a, 0xb0074c5d172bd791, 0x9673f4219c9c73f2, 0x0dc3c059980bc89b,
            0x1d580ddf8a990571, 0xd6cce26813c45d77, 0x78218f366e07cbae, 0x3c64eb9dff7ecda8,
        ],
        // 12 * 2^186 B
        [
            0xa06fe66d0fe9fed3, 0xa8733a401c587909, 0x30d14d800df98953, 0x41ce5876c7b30258,
            0xcd5a7da0389a48fd, 0xb38fa4aa9a78371e, 0xc6d9761b2cdb8e6c, 0x35cf51dbc97e1443,
            0x59ac3bc5d670c022, 0xeae67c109b119406, 0x9798bdf0b3782fda, 0x651e3201fd074092,
        ],
        // 13 * 2^186 B
        [
            0x3d070d8caf194313, 0xebc7281f3dd2807a, 0x8e84b38e65ea4075, 0x4e8a7057a6b28e35,
            0xa150c72bee5bf1cd, 0x159f07cc656e0a8e, 0xa3e7cc91d056ec8c, 0x424330595f52285e,
            0xfdee43f3592b5355, 0x7584bff435ef5bb5, 0x262814ada9a899a0, 0x26067dc76c137745,
        ],
        // 14 * 2^186 B
        [
            0x90282974f83c496d, 0xf8d483b11854b929, 0x952cac64142c14f0, 0x499908e8c7744093,
            0x38933b514418c87b, 0xff096769c54e8a7a, 0x979752879fec7ad1, 0x70cf0c0b91f677a7,
            0xd324b6288eb647cb, 0xfa77ba44106e83d5, 0xe878e348e44dca49, 0x27fe77a58f77ac59,
        ],
        // 15 * 2^186 B
        [
            0xbdaa861d9465fdd0, 0x7657da249ae3738a, 0x5ecc4e7ad0b89a9c, 0x41708420784fe3c0,
            0x904ea73449201c09, 0x895a79326d256a82, 0x3600681c417e9e18, 0x316078f89f846cba,
            0x9af5da760d7e6ca7, 0xfd501b32856e16f7, 0xd91103c832d76d49, 0x5c7c510a2c013a73,
        ],
        // 16 * 2^186 B
        [
            0xa57ba4a01efcae9e, 0x769f4beedc308a94, 0xd1f10eeb3603cb2e, 0x4099ce5e7e441278,
            0xd63d8483ef30c5cf, 0x4cd4b4962361cc0c, 0xee90e500a48426ac, 0x0af51d7d18c14eeb,
            0x1ac98e4f8a5121e9, 0x7dae9544dbfa2fe0, 0x8320aa0dd6430df9, 0x667282652c4a2fb5,
        ],
        // 17 * 2^186 B
        [
            0xb7cdfe8b6e990d95, 0xed4ec36c06fbd879, 0xc0cb84b24a6831d9, 0x57863335a64d6218,
            0x11e19a1930bd8b16, 0x6b5ebb616d57473b, 0x58b76d04515fc97f, 0x2d2755863c815227,
            0xece6d53468363699, 0x45adc6f45273813a, 0xe9eb0e28f218c3b2, 0x5abb2ceca949231f,
        ],
        // 18 * 2^186 B
        [
            0x3a612cccb18b685e, 0x0c892094b294ae26, 0xfb1f49b9d641b243, 0x5344b8ac6d36124e,
            0xc1f8d852f78bcd61, 0x323f4d9c2464b8f2, 0x1f1aea37b47ed43e, 0x56497f980909c4b9,
            0xdb1df12e3b367319, 0x84dc1f348c89f7f3, 0x5854f4f1e97109ea, 0x5369093a5c6e770b,
        ],
        // 19 * 2^186 B
        [
            0xf1ebe7776747ab14, 0x468c2242f1360a01, 0x6acedd76f0b1216e, 0x60c459da7907cd64,
            0x9d73b469811b2168, 0x3c2cfacbb9cff9b3, 0x34a92257c8134319, 0x4d6d37ab2fb7d31f,
            0xfbdbcf28249a75b3, 0xdd24f26d62bd433a, 0xa9b201c21696159e, 0x0414b938b3e6823e,
        ],
        // 20 * 2^186 B
        [
            0xada8b6e02946db23, 0x1c0ce51a7b253ab7, 0x8448c85a66dd485b, 0x7f1fc025d0675adf,
            0x874621f4d86bc9ab, 0xb54c7bbe56fe6fea, 0x077a24257fadc22c, 0x1ab53be419b90d39,
            0xd8ee1b18319ea6aa, 0x004d88083a21f0da, 0x3bd6aa1d883a4f4b, 0x4db9a3a6dfd9fd14,
        ],
        // 21 * 2^186 B
        [
            0x1c72a1cfd032f2a1, 0x6ac7b4abb850735e, 0xcbabebfecffd5ba2, 0x20c4eadcfd67528b,
            0xc5d3a9a8ed0eb365, 0xe836a9ff20dca2b5, 0xe5c14241f091cfa9, 0x43639c87329d6f32,
            0x18838b8f7194c3c8, 0x2a66544de018abb6, 0xc4e311f593db7164, 0x15f7725508ef375d,
        ],
        // 22 * 2^186 B
        [
            0x35b80c0e927044ba, 0x4c310cbb9c718bfc, 0xc26cc44bff6009d2, 0x339e144b4fa14fd2,
            0xde21640cf4184985, 0x3b54be419420bc68, 0xe373e7f2b62989f5, 0x13aa6d2855c9d64e,
            0xed8ffeb8d73c9679, 0xc2a79a59bb87e398, 0x7686fbc168136cb6, 0x265811280065c0d6,
        ],
        // 23 * 2^186 B
        [
            0xfbecfcb3d17e9da9, 0xde9d66f75722023a, 0x9454d9416f7a9e4c, 0x16d45ce0e822ba78,
            0xf53b6c6089523f06, 0x2c71833b05720741, 0x4dc2b14a2afb24be, 0x7507b39e72468d06,
            0xc5f3b4710692d622, 0xc90d369638e712e1, 0xb8a771536f66daa5, 0x514e40897a90677e,
        ],
        // 24 * 2^186 B
        [
            0xd95b00bbcbb77c68, 0xddbc846a91f17849, 0x7cf700aebe28d9b3, 0x5ce1285c85d31f3e,
            0x8ce7b23bb99c0755, 0x35c5d6edc4f50f7a, 0x7e1e2ed2ed9b50c3, 0x36305f16e8934da1,
            0x31b6972d98b0bde8, 0x7d920706aca6de5b, 0xe67310f8908a659f, 0x50fac2a6efdf0235,
        ],
        // 25 * 2^186 B
        [
            0xf67e6dc51b803cc7, 0x71ca3057cb56f33c, 0xce95ef3ab0f61e88, 0x164fc293b40cf121,
            0xebc43c6d19dd2e51, 0x800519629e9f9774, 0xaeebacb945507436, 0x57a61ada97af13f7,
            0x3899a934b6fc603a, 0x852e446106cd138d, 0x3a9149fad6d4abba, 0x566780962932f1b6,
        ],
        // 26 * 2^186 B
        [
            0x3ad5d88b150e04bb, 0x2ad4d1e32a110261, 0xd28129d5c5a316a6, 0x62bd9cddc99e577d,
            0x77af2be5a243979f, 0xcbe634dc2ed79d83, 0x4e339e710458e965, 0x2a3ebf8bf610a483,
            0x51776a6695295032, 0xe0f668b2fae7ec49, 0xb780e174cd37791f, 0x05c4f82626224ab8,
        ],
        // 27 * 2^186 B
        [
            0xb8d3ff839f1d48b6, 0x18d89caff92de74b, 0x8663ecd93254a32e, 0x0f9d603ef94f55d8,
            0x768b63ef6c9aa75d, 0x8bb54b76bc77deab, 0xb854e70e81d506c0, 0x2f7a09b1f2c10026,
            0xe640a09ac016cbf5, 0xec12c337dfbeeb98, 0x0d2f3c06db33f123, 0x318a5cfabb0ede73,
        ],
        // 28 * 2^186 B
        [
            0x295b1c86f6f449bc, 0x51b2e84a1f0ab4dd, 0xc001cb30aa8e551d, 0x6a28d35944f43662,
            0xf3d3a9f35b880f5a, 0xedec050cdb03e7c2, 0xa896981ff9f0b1a2, 0x49a4ae2bac5e34a4,
            0x28bb12ee04a740e0, 0x14313bbd9bce8174, 0x72f5b5e4e8c10c40, 0x7cbfb19936adcd5b,
        ],
        // 29 * 2^186 B
        [
            0xeb348b1df634a838, 0x15beea7d8e7a0602, 0x95826dd371a14771, 0x2708335fbb6cc340,
            0x25e6290f6c6d4b62, 0xb080138766b8e0e3, 0x5679260fa1772479, 0x3f0cb4d4baed3ae5,
            0x0b147edf8596c8ce, 0xcb92ca49feb6da4a, 0x0b4a6c62534cd960, 0x2c5f845bdc9f04c5,
        ],
        // 30 * 2^186 B
        [
            0xb903409894d558d0, 0xca318963e2d19452, 0x7c952fa8686256d9, 0x0fb5134ad5d2ac04,
            0xab4ecbf61130c088, 0x022afcf9b739019e, 0x554fac452a48e818, 0x32d37f36f15fcda9,
            0x89d61e94d46de237, 0x03d864df0b22c341, 0xb872e03aadfe8323, 0x0c3e128a55cb9162,
        ],
        // 31 * 2^186 B
        [
            0x78a07e7d4ce91432, 0xfae298006b3d143c, 0x3f9437f72d12c852, 0x223a9f22e2d64357,
            0x8aed2a85001a8e08, 0xa2501284af08c1ba, 0xadfd40d180a1c50c, 0x770ce73f764f5388,
            0xa5a622c677a02c4f, 0x7004b8b8b6e58e64, 0x97cb6512e16f9535, 0x19714a6ae5c8b102,
        ],
        // 32 * 2^186 B
        [
            0x8e793a7acc36e6e0, 0xf9fab7a37d586eed, 0x3a4f9692bae1f4e4, 0x1c14b03eff5f447e,
            0xa311ddc26b89792d, 0x1b30b4c6da512664, 0x0ca77b4ccf150859, 0x1de443df1b009408,
            0x19647bd114a85291, 0x57b76cb21034d3af, 0x6329db440f9d6dfa, 0x5ef43e586a571493,
        ],
    ],
    // row 32: multiples of 2^192 B
    [
        // 1 * 2^192 B
        [
            0xa66dcc9dc80c1ac0, 0x97a05cf41b38a436, 0xa7ebf3be95dbd7c6, 0x7da0b8f68d7e7dab,
            0xef782014385675a6, 0xa2649f30aafda9e8, 0x4cd1eb505cdfa8cb, 0x46115aba1d4dc0b3,
            0xd40f1953c3b5da76, 0x1dac6f7321119e9b, 0x03cc6021feb25960, 0x5a5f887e83674b4b,
        ],
        // 2 * 2^192 B
        [
            0x9e9628d3a0a643b9, 0xb5c3cb00e6c32064, 0x9b5302897c2dec32, 0x43e37ae2d5d1c70c,
            0x8f6301cf70a13d11, 0xcfceb815350dd0c4, 0xf70297d4a4bca47e, 0x3669b656e44d1434,
            0x387e3f06eda6e133, 0x67301d5199a13ac0, 0xbd5ad8f836263811, 0x6a21e6cd4fd5e9be,
        ],
        // 3 * 2^192 B
        [
            0xef4129126699b2e3, 0x71d30847708d1301, 0x325432d01182b0bd, 0x45371b07001e8b36,
            0xf1c6170a3046e65f, 0x58712a2a00d23524, 0x69dbbd3c8c82b755, 0x586bf9f1a195ff57,
            0xa6db088d5ef8790b, 0x5278f0dc610937e5, 0xac0349d261a16eb8, 0x0eafb03790e52179,
        ],
        // 4 * 2^192 B
        [
            0x5140805e0f75ae1d, 0xec02fbe32662cc30, 0x2cebdf1eea92396d, 0x44ae3344c5435bb3,
            0x960555c13748042f, 0x219a41e6820baa11, 0x1c81f73873486d0c, 0x309acc675a02c661,
            0x9cf289b9bba543ee, 0xf3760e9d5ac97142, 0x1d82e5c64f9360aa, 0x62d5221b7f94678f,
        ],
        // 5 * 2^192 B
        [
            0x7585d4263af77a3c, 0xdfae7b11fee9144d, 0xa506708059f7193d, 0x14f29a5383922037,
            0x524c299c18d0936d, 0xc86bb56c8a0c1a0c, 0xa375052edb4a8631, 0x5c0efde4bc754562,
            0xdf717edc25b2d7f5, 0x21f970db99b53040, 0xda9234b7c3ed4c62, 0x5e72365c7bee093e,
        ],
        // 6 * 2^192 B
        [
            0x7d9339062f08b33e, 0x5b9659e5df9f32be, 0xacff3dad1f9ebdfd, 0x70b20555cb7349b7,
            0x575bfc074571217f, 0x3779675d0694d95b, 0x9a0a37bbf4191e33, 0x77f1104c47b4eabc,
            0xbe5113c555112c4c, 0x6688423a9a881fcd, 0x446677855e503b47, 0x0e34398f4a06404a,
        ],
        // 7 * 2^192 B
        [
            0x18930b093e4b1928, 0x7de3e10e73f3f640, 0xf43217da73395d6f, 0x6f8aded6ca379c3e,
            0xb67d22d93ecebde8, 0x09b3e84127822f07, 0x743fa61fb05b6d8d, 0x5e5405368a362372,
            0xe340123dfdb7b29a, 0x487b97e1a21ab291, 0xf9967d02fde6949e, 0x780de72ec8d3de97,
        ],
        // 8 * 2^192 B
        [
            0x671feaf300f42772, 0x8f72eb2a2a8c41aa, 0x29a17fd797373292, 0x1defc6ad32b587a6,
            0x0ae28545089ae7bc, 0x388ddecf1c7f4d06, 0x38ac15510a4811b8, 0x0eb28bf671928ce4,
            0xaf5bbe1aef5195a7, 0x148c1277917b15ed, 0x2991f7fb7ae5da2e, 0x467d201bf8dd2867,
        ],
        // 9 * 2^192 B
        [
            0x4cb74bf772ec328b, 0xffed90f1e89368d3, 0x69b6402374864f13, 0x3ef7c1ab7acbce0f,
            0xd11cb4ab471cbced, 0x5cea0223971c6837, 0x141081dfc8eb5bff, 0x166f19391a11cc8b,
            0x9865a3e049ea16ba, 0x97ef82a2cc075e1f, 0x7b6429bc6454e7b6, 0x14ccd4a191222536,
        ],
        // 10 * 2^192 B
        [
            0x45a28b84478f3d3b, 0x918324a0c56a8fb9, 0x755aa1c0ac7bf816, 0x72cba38cb7bc581f,
            0x56817c934b338da5, 0x7120b1190a266975, 0xb20118a740fae728, 0x7c8453d2e47b33e6,
            0xe09da48708eddde8, 0x5223a7da8a6adb68, 0xe5f9095ebea65bee, 0x2443e70425eba4e3,
        ],
        // 11 * 2^192 B
        [
            0x2d1977bf5e83617f, 0xe3396884ed41e241, 0xa4036e4ae3a9e4c7, 0x445c94fb3866b664,
            0x3ec6fb64e7ed26b4, 0xa1f955fc54e216bf, 0x3a0d524692dd9fba, 0x3349ed00b559d3e4,
            0x98a2f2f238cf2986, 0x1c324721b4e90bb7, 0x8f3e40df2759dfc0, 0x29c89a29b62ca8f3,
        ],
        // 12 * 2^192 B
        [
            0x43d218ef737a150a, 0xd8b90cd3c4eb5fba, 0x69580abdba675aaf, 0x0af04c893de7a51c,
            0x7feb9878e73666c5, 0xfacf4723af387805, 0xa3d2d9c0f3deaffc, 0x43c258dc825a3543,
            0xac74f5cdc698fed2, 0xe8e97dff56d86369, 0xec040ad2048b0329, 0x3d56f36c55476bcf,
        ],
        // 13 * 2^192 B
        [
            0x1ab2492390bf4ca8, 0xe9dbd019a16c2eaf, 0x9561108d688fb337, 0x3fe46cb74f448d56,
            0x05d599bc36f7bea5, 0x47dfd46336f08a8c, 0x8ad9c40a1b4059b5, 0x7aa56c365978467b,
            0xd534704de6f4834f, 0xac79096225c6d771, 0x3253b501d31e50a4, 0x42fdb9014fb9d426,
        ],
        // 14 * 2^192 B
        [
            0x73a258efdab4eb18, 0x12d3a46e7e3c3a80, 0xe3f34e9a58b4e8c1, 0x19122ceebb625f0a,
            0xdc30c0bb4b17c37d, 0xf92d8e3aead9ba94, 0x99dde24053bf4171, 0x0018c51cd1170caf,
            0x6085e1129dc87b7b, 0x0a229615cf000f35, 0xb306467a266c0555, 0x057b8f648a95c0d4,
        ],
        // 15 * 2^192 B
        [
            0xf22e50aeb74f4a44, 0x13f9f1eacc09774b, 0x2141239e368c2135, 0x3df041ab3b6dedfd,
            0x175c985ef74c6add, 0x62090f0eb8d0e5ba, 0xcbaf07d56c6c0e0e, 0x69590f15ef2f0a71,
            0xf0b2f638987e0f96, 0x0a5787526912d917, 0x7aae02d4ce822ce7, 0x766ba4cc1b4242db,
        ],
        // 16 * 2^192 B
        [
            0x745f9d56296bc318, 0x993580d4d8152e65, 0xb0e5b13f5839e9ce, 0x51fc2b28d43921c0,
            0x7906ee72f7bd2e6b, 0x05d270d6109abf4e, 0x8d5cfe45b941a8a4, 0x44c218671c974287,
            0x1b8fd11795e2a98c, 0x1c4e5ee12b6b6291, 0x5b30e7107424b572, 0x6e6b9de84c4f4ac6,
        ],
        // 17 * 2^192 B
        [
            0xb4f8590916f2cf65, 0x514b2bd14074da22, 0xa6fab777fc96ee55, 0x3a8b20467a10c3b7,
            0x82f314cccddb9362, 0xe303ef43e1130ed0, 0xc87798603d0d5caf, 0x4cb304c95d78554b,
            0x4d82fac13646549e, 0xcebf34f00da40bf7, 0x90715649f0ab1383, 0x4b1148e3e83cea36,
        ],
        // 18 * 2^192 B
        [
            0x0a6a58c6d5c0b02d, 0x7645b36d9500584c, 0x7f24711df954e85b, 0x0779cfaf7e364bc4,
            0xd2503d04ab195c68, 0xffe9dac991917366, 0xc231f60b35a81624, 0x47d691dd9630508b,
            0xdd73ea5f13feb45a, 0xb6cb2e675bfb529b, 0x90c8ab12c210d547, 0x5ac9afe1d91c582e,
        ],
        // 19 * 2^192 B
        [
            0xcbac34e290edb506, 0xc06009bc9221f8ff, 0x896cd9171f7da6c3, 0x38dcff1b4bdefd4c,
            0x3977c1c9c28d8db8, 0x7b43a9b77456f5d5, 0xb41cbef70710c95a, 0x57d6c49e1ac29207,
            0x377d214292b7ff7e, 0x2b0abd65b78e6a44, 0xeb087ead43afce2b, 0x6708e91c332e95d0,
        ],
        // 20 * 2^192 B
        [
            0x4607c4dee9301422, 0x3f3343686ed01068, 0xc16e7e8b4a79eb41, 0x520fa6c42a2074f6,
            0x11ebb1cab5996816, 0x454dde97e69b18c7, 0x7011ea22fa01e1ba, 0x043e2eefc6981cd6,
            0x2f956f4b169474c7, 0x3ddb758791114062, 0x378d3e95d0d359c2, 0x6b8c28314c5945a7,
        ],
        // 21 * 2^192 B
        [
            0x6afbade4d1f84492, 0x28ee0825bdb36fa2, 0x658977ca2627f7c0, 0x44db03b3f990e5fd,
            0x9d50e43c23e4ea14, 0x6a38dffe7071fae3, 0x584232f1b31a59c1, 0x3aa9356ff59a490b,
            0xa1d8c7edf3a6014d, 0xee1207ad3f54a483, 0x45922aa6814f2f83, 0x40296e07e1810901,
        ],
        // 22 * 2^192 B
        [
            0xf58ed3106899f4c3, 0xb18601bc67314c47, 0x3e131c8da9dea521, 0x6e9ff361f62a1ee2,
            0x6ba8554ca3f30451, 0x079d1235df1ece7a, 0x48b9a3a00a80f58e, 0x3c96329ad5e0fcb7,
            0x6a0b1180526bd78f, 0xf070bca78d9ee594, 0xc9d966becacf73f2, 0x479c13177a4d427d,
        ],
        // 23 * 2^192 B
        [
            0x6303be1f649b1415, 0xd8e37c09094dc85b, 0xe988a8c6dade7ea6, 0x10d82115883f7bb8,
            0x6cdb377ff890c452, 0x59a936ef22b08436, 0x70fd17bd1668b9d1, 0x5af8b52f4d2d7938,
            0xb32a396841445aea, 0x98046b9b914b306b, 0x176ccfe76b3572f1, 0x2fd1ea763ff36419,
        ],
        // 24 * 2^192 B
        [
            0xfc5e11f5ca6957bf, 0xbb735de8e48757aa, 0x75e8270254f351ad, 0x1e6c5ff840bf2091,
            0xb1bea535d198eb58, 0x1cb03668863e1be3, 0x580fd74a91193bbc, 0x71e99ab52400bc69,
            0xb16656a080de210d, 0x4575091331453155, 0x268b2ef2b9fbf01b, 0x7756230e8ac60507,
        ],
        // 25 * 2^192 B
        [
            0x4eba7b8b5a1b9c2d, 0x1a393d4d332dec29, 0x3b88fda7146e7da1, 0x0af67c0cbd64e8e0,
            0x7acf327da58f809a, 0x25606532142d44f4, 0x5fd9a1fffcff3b3b, 0x40039a3017d72f82,
            0xda9b1ff8e63ec9b5, 0x2ec6ec25faf069f9, 0xc6054f4e899df56c, 0x3754fa7bd6627ad2,
        ],
        // 26 * 2^192 B
        [
            0xc1976519f6d5bafb, 0x186c10ee08d862b5, 0xb751daa260dbb6e5, 0x23405ceeb719a8a7,
            0x66777370f8649bf6, 0x774f1451788bf00b, 0x51696f3ea9020c38, 0x1e1d1529ed6e5f36,
            0x8bfd0712d8ec5f6e, 0x5c0edab5c5c78e08, 0x1a9b03fde5b7f824, 0x02927305e32f4178,
        ],
        // 27 * 2^192 B
        [
            0x4a70837309fe195b, 0xf06b9eec51b66ff4, 0x17f26025aecded13, 0x7d534f90c0e56167,
            0x5fdeddf5d7025e2e, 0x972acfeac1665821, 0x0393fbdae6b8e2c8, 0x23aa24a06f2afad2,
            0xaa5d52cd39714435, 0x93ef365b77176cd4, 0x55be8b2358388a2d, 0x4d481de5a98cc634,
        ],
        // 28 * 2^192 B
        [
            0x32bf9db127e66454, 0x347e739b6aa2245e, 0x6bd6a2ad067986bb, 0x6318ab2c67eab0ea,
            0x32468da341aed55e, 0x04020f5975bfd7f1, 0x2eca91c02f5e9085, 0x372f2c8edd7cf971,
            0xf4f0d6aaef2e3493, 0x051f6b6446086330, 0x2fc439edd55f8650, 0x0d9afbb3df97b6c3,
        ],
        // 29 * 2^192 B
        [
            0x220c14077679d14c, 0xe33b743b09272880, 0x831141bb5e6f8ecc, 0x1330ac03d16b9863,
            0xd9c81e807cf48673, 0x5f6aad23f4f76c75, 0x95427c8bc1412dfc, 0x0d898b28a700dc97,
            0x817e3ef99e41784e, 0x3e80246e7bf8da39, 0x883f78406abf94eb, 0x221a77ae91f9eaba,
        ],
        // 30 * 2^192 B
        [
            0xe8f3030f9284d1ed, 0x0cb8362c28078df3, 0xf0064752d629f5da, 0x3840361bb2235416,
            0x1b7b6470330f2ca6, 0x6ee2066f04a99200, 0xc79cb0fe3c2da062, 0x382153aaec9dd379,
            0xde271d47caed179a, 0x4c5dcda706ad41af, 0xf4706af4b313205c, 0x4cbc9759068bb553,
        ],
        // 31 * 2^192 B
        [
            0xe092a6ac34d56136, 0x45869ea5581ab77c, 0xf218360442e3d06b, 0x0890b2114de1c324,
            0x73f708ddb695f9df, 0x568e428e7096fa63, 0xe8f728a7fd778160, 0x17e071c9bf1ac3d1,
            0xa9306bcfe3a41548, 0xbf3a31cb5e4ec23a, 0x3a70f905615075c2, 0x50b821ed2fb1e177,
        ],
        // 32 * 2^192 B
        [
            0x6b7c5f10f80cb088, 0x736b54dc56e42151, 0xc2b620a5c6ef99c4, 0x5f4c802cc3a06f42,
            0xdff25fce4b1de151, 0xd841c0c7e11c4025, 0x2554b3c854749c87, 0x2d292459908e0df9,
            0x9b65c8f17d0752da, 0x881ce338c77ee800, 0xc3b514f05b62f9e3, 0x66ed5dd5bec10d48,
        ],
    ],
    // row 33: multiples of 2^198 B
    [
        // 1 * 2^198 B
        [
            0xcd54e06b7f37e4eb, 0x8cc15f87f5e96cca, 0xb8248bb0d3597dce, 0x246affa06074400c,
            0x796dfb35dc10b287, 0x27176bcd5c7ff29d, 0x7f3d43e8c7b24905, 0x0304f5a191c54276,
            0x37d88e68fbe45321, 0x86097548c0d75032, 0x4e9b13ef894a0d35, 0x25a83cac5753d325,
        ],
        // 2 * 2^198 B
        [
            0xcb5a7d638e47077c, 0x8db7536120a1c059, 0x549e1e4d8bedfdcc, 0x080153b7503b179d,
            0x2746dd4b15350d61, 0xd03fcbc8ee9521b7, 0xe86e365a138672ca, 0x510e987f7e7d89e2,
            0xdda69d930a3ed3e3, 0x3d386ef1cd60a722, 0xc817ad58bdaa4ee6, 0x23be8d554fe7372a,
        ],
        // 3 * 2^198 B
        [
            0xeddab79027dc4f5f, 0xb65476a17fdbce65, 0x796ede04582ab1cd, 0x56a3bcdbe77056d0,
            0x1344dce55a784e9b, 0x9b6c4d3d4f0e0b4a, 0x665825b839be7bd2, 0x74a8ee91ff8afee9,
            0x13b26b87d05e325a, 0x77684d38b73521a8, 0x745c7fde498d6267, 0x6be914d1989100b6,
        ],
        // 4 * 2^198 B
        [
            0xbc1ef4bd567ae7a9, 0x3f624cb2d64498bd, 0xe41064d22c1f4ec8, 0x2ef9c5a5ba384001,
            0x95fe919a74ef4fad, 0x3a827becf6a308a2, 0x964e01d309a47b01, 0x71c43c4f5ba3c797,
            0xb6fd6df6fa9e74cd, 0xf18278bce4af267a, 0x8255b3d0f1ef990e, 0x5a758ca390c5f293,
        ],
        // 5 * 2^198 B
        [
            0xc42acb5d1420a9c1, 0xf57899f8925bc59b, 0x33cb239c1b2056c6, 0x2f29c29c370ab671,
            0xc0f5916a4d402c66, 0x9f7a1aa4aaaf8dd0, 0x5131362a06720b49, 0x288d2390f6736029,
            0x39488a5075edacc5, 0x6cdacd835a8ccb00, 0xfb353e5582d9f457, 0x242febf109dc02a4,
        ],
        // 6 * 2^198 B
        [
            0x95ca5304005acdc4, 0x5a14648dff23d5cd, 0x239a5a5d9776f2ff, 0x019ed2c81cd6a3aa,
            0x57cd5edc328fb01e, 0xa8f561205d026f4b, 0xdfec253212ab99d4, 0x3af0a948c796df9c,
            0x557d92ad03c9b133, 0x5cdaf2e22887a3b1, 0x20a019a0069bd2c8, 0x132a3cddbb5f526a,
        ],
        // 7 * 2^198 B
        [
            0xfddee3024ad805a1, 0x08e34a63a754be7d, 0x618665ce66db3b55, 0x59954e020d036e62,
            0x36d87299ddb610fe, 0xec98d28db8696c93, 0x3a910d85ced56c8d, 0x07e35062d076023e,
            0x98cf71817eeacbae, 0x31ef97f34bc69a6d, 0xc379da14c3fc1565, 0x03a24118e592dda7,
        ],
        // 8 * 2^198 B
        [
            0x8ce0918b1d61dc94, 0x8ded36469a813066, 0xd4e6a829afe8aad3, 0x0a738027f639d43f,
            0xa2b72710d9462495, 0x3aa8c6d2d57d5003, 0xe3d400bfa0b487ca, 0x2dbae244b3eb72ec,
            0x980f4a2f57ffe1cc, 0x00670d0de1839843, 0x105c3f4a49fb15fd, 0x2698ca635126a69c,
        ],
        // 9 * 2^198 B
        [
            0x7327731b07bcb737, 0x9a1e6743dfa95a27, 0x5ceba1491a23a8bb, 0x345d8bbf4f368e55,
            0x0b209428abd1c54a, 0xda2c11e49ba34940, 0x6ca1a0b4372cf377, 0x0320d56fb98d7cbe,
            0x78bb4d490dfbaea8, 0x691020536ba4c898, 0xaa9b3f80c60300d4, 0x6353d388e78be1c3,
        ],
        // 10 * 2^198 B
        [
            0xfc526c3581214360, 0x8f321086732a6fe8, 0x09afd7f15cb4399e, 0x61c3e39eb438aa85,
            0x4bc7563fbde123e9, 0xa9bc1a5a620564f7, 0xa8d083c89028344c, 0x73efe5d7308e0a53,
            0xb0d913f716abc23a, 0xe5c54a293a8cba6d, 0xdc90ce3db5609b16, 0x00d2adec71ac23bc,
        ],
        // 11 * 2^198 B
        [
            0xd6a814932c7c58cf, 0x46c87ebba8e39924, 0x2f1d3a39fe709d53, 0x149badbec8f9d6cf,
            0x8cfecd7697179be7, 0x2d6c7392af0b8d99, 0x6e74e0505c2e0755, 0x2538c307e857b4c3,
            0xbe2d59873be0acf7, 0x03011427a72f1fa7, 0x7987c8f017ae82c9, 0x5279df008f49ce80,
        ],
        // 12 * 2^198 B
        [
            0x2e3d702f5e3dd90e, 0x9e3f0918e4d25386, 0x5e773ef6024da96a, 0x3c004b0c4afa3332,
            0xe765318832b0ba78, 0x381831f7925cff8b, 0x08a81b91a0291fcc, 0x1fb43dcc49caeb07,
            0x9aa946ac06f4b82b, 0x1ca284a5a806c4f3, 0x3ed3265fc6cd4787, 0x6b43fd01cd1fd217,
        ],
        // 13 * 2^198 B
        [
            0x3772a2f0ee1af5d0, 0xe9025656335a12a2, 0xa6afac62a108993b, 0x4527cde1b71e1569,
            0x130cb334700bd181, 0x8e69feb9862a6db2, 0xe55300f3817dfc91, 0x738c9e62b0693780,
            0xce40f4465ba5a684, 0x3b505e16f84cd07d, 0x0bbb71f243ba6968, 0x0d74418812cf3759,
        ],
        // 14 * 2^198 B
        [
            0xdd108ed51a7a261f, 0x6683543a52e8693d, 0xc0390437cb541be3, 0x537ede485d326f95,
            0x625185bce5aa66c3, 0xf41a2e6315584acf, 0x1224f80dd52d4f6a, 0x38f93abf814e437b,
            0x14b83a02466cf3f7, 0x81ffbc42c8704fce, 0x510c35ea69eae262, 0x58fff26f14e711aa,
        ],
        // 15 * 2^198 B
        [
            0x2c658bab22ac96f8, 0x1b3e5dec04815a1b, 0x3b1448340df1e1d1, 0x1d16f51486612a98,
            0xb5aef23f4ba9ecfd, 0x4506edd44e3d7fd7, 0x99e4902dcbad7b79, 0x1c05eccce89afaa9,
            0xdbeb0a430a641db3, 0xd41003c1e94afecb, 0x595a5d04c0290baa, 0x0a7d02e88f25f493,
        ],
        // 16 * 2^198 B
        [
            0xb5c742583e760ef3, 0x75dc52b9ee0ab990, 0xbf1427c2072b923f, 0x73420b2d6ff0d9f0,
            0xc7a75d4b4697c544, 0x15fdf848df0fffbf, 0x2868b9ebaa46785a, 0x5a68d7105b52f714,
            0xaf2cf6cb9e851e06, 0x8f593913c62238c4, 0xda8ab89699fbf373, 0x3db5632fea34bc9e,
        ],
        // 17 * 2^198 B
        [
            0x1307944afca13ccc, 0x66fdd6184adcc91a, 0x18c689016287d111, 0x2b315045cdd4e361,
            0x4934e05ff7355aa4, 0xe53d2878e4f15986, 0x87dd0521b3cdd9e5, 0x65eb41d49cef9798,
            0x74b43b2cbf9682ab, 0x2d1273a7e97d49ed, 0xedfa2c38863ea78e, 0x272c0a0bf8f440da,
        ],
        // 18 * 2^198 B
        [
            0x0e1b29deaf0a5b21, 0xc1111fceb9336301, 0xf0ea7996787ee112, 0x1dcc0242e80079cc,
            0x75ca799525b4802d, 0xfc63745f5850080c, 0x34efcb178c285cc9, 0x3727e2884b6522ff,
            0xdeb0200beb3982f8, 0x10174100ba4f15ef, 0x43054fec78eaca15, 0x4dc7f7cd8de40485,
        ],
        // 19 * 2^198 B
        [
            0xc99f6d280c131523, 0x286c0f11c92672e5, 0x26449c2d19e5aa20, 0x4c4e1ede3f4d253e,
            0x6289b765b75e9358, 0xe99f65f429ceed4d, 0x98948a0d6109883a, 0x7edf6ea8aedb401b,
            0xffc546fa9bf3c692, 0x197fdd0b5b049306, 0x5883ca225a4a918b, 0x6641017884719869,
        ],
        // 20 * 2^198 B
        [
            0x2e4990b1829825d5, 0xedeaeb873e9a8991, 0xeef03d394c704af8, 0x59197ea495df2b0e,
            0xf46eee2bf75dd9d8, 0x0d17b1f6396759a5, 0x1bf2d131499e7273, 0x04321adf49d75f13,
            0x04e16019e4e55aae, 0xe77b437a7e2f92e9, 0xc7ce2dc16f159aa4, 0x45eafdc1f4d70cc0,
        ],
        // 21 * 2^198 B
        [
            0x01eef8ec9a15a02e, 0xee8603e77bd71f23, 0x442712ce59c24331, 0x65296b6694308438,
            0x9a1af1ff6a124c28, 0xe825b0f9502e322b, 0xb3ead3b4d93041f3, 0x63beaca6cadb7f62,
            0x3bc7f81fdc3b47bf, 0x50cb3daf1f35f2a3, 0x8c9b7bab579e67ef, 0x3c961a53757c12c1,
        ],
        // 22 * 2^198 B
        [
            0x896022efba19021b, 0x11a3e49b89029f0f, 0x69fc925560c5fd10, 0x0c2588bbd0b4d3a0,
            0x56a0329cdda1ad37, 0x1cefe4b149860a78, 0xb411c5630969e09a, 0x1686610a13856aa2,
            0x2e80601c2d6907b3, 0x16e39012c04115c5, 0x38447cc6c140f5b8, 0x09e50c56fecef0c8,
        ],
        // 23 * 2^198 B
        [
            0x9d6841790c373d81, 0x8882d776e373fc34, 0xca7f4d507f79a998, 0x519f120b83f06c92,
            0xe35e8f0c7896d39f, 0xfd3568620c3f44b7, 0xc6ee71aa837a217b, 0x28cca2a0ca308218,
            0xd56f22cd3acb5818, 0x61d71b284c6a264f, 0xf3095ce8a1545b33, 0x3ca796e1d584ac8f,
        ],
        // 24 * 2^198 B
        [
            0xb60e4624cfccb1ed, 0x59dbc292bd5c0395, 0x31a09d1ddc0481c9, 0x3f73ceea5d56d940,
            0x698401858045d72b, 0x4c22faa2cf2f0651, 0x941a36656b222dc6, 0x5a5eebc80362dade,
            0xb7a7bfd10a4e8dc6, 0xbe57007e44c9b339, 0x60c1207f1557aefa, 0x26058891266218db,
        ],
        // 25 * 2^198 B
        [
            0xae75a88d2ece648d, 0x6a1710adee3a3ba3, 0xfa5d565a8030137d, 0x215957269c227b97,
            0x350f57789ef1b04a, 0xde9deaa1aaa2d7e3, 0x92e58d4517c81d19, 0x46c5173e1010363c,
            0x2f22710572d57b3b, 0x4339118e5e7f7a20, 0x8b3fbb7fda016b57, 0x7543e4838618de4d,
        ],
        // 26 * 2^198 B
        [
            0x5d49fffe176db03b, 0xf4f1ddbc327bcb33, 0x472d1ffc614b9df0, 0x07825854ed59bf1c,
            0xadc649254adb2e77, 0x76a5f861b5532349, 0x045bbfd4a7d467ea, 0x105e01c3717d43d6,
            0x85ce5b0547ec4cdf, 0x8082d7f72f0e19ef, 0x04098be978795285, 0x0f7b1be806268637,
        ],
        // 27 * 2^198 B
        [
            0x04c4d55e0804d9cf, 0xffa77f3b0f9745ba, 0xa550ecbd4c414159, 0x068d28ce27a3e0ec,
            0x6233949057f85baa, 0x44682bcff1d81b48, 0x44222c635c8c5486, 0x1772cd377eb09afe,
            0x5c268b38aa640441, 0xb9efdccf6b18650c, 0x0ed59a65846c2b17, 0x0abd8a6c5d771293,
        ],
        // 28 * 2^198 B
        [
            0x4c818e3cc676e542, 0x5e422c9303ceccad, 0xec07cccab4129f08, 0x0dedfa10b24443b8,
            0x59f704a68360ff04, 0xc3d93fde7661e6f4, 0x831b2a7312873551, 0x54ad0c2e4e615d57,
            0xee3b67d5b82b522a, 0x36f163469fa5c1eb, 0xa5b4d2f26ec19fd3, 0x62ecb2baa77a9408,
        ],
        // 29 * 2^198 B
        [
            0x0c63d28ef15743b2, 0xb01660e988a2992b, 0xac1dbc723b9bf488, 0x0311c815aed301b3,
            0xbbcdc82a7e076e32, 0x3950452342870666, 0x88391fa123b2bf14, 0x7b175202b0e432e5,
            0xca9c6add9b1e8f09, 0x290efed03e05259b, 0x04629060094285a9, 0x3944a1f4ce78c72b,
        ],
        // 30 * 2^198 B
        [
            0x7358a0a0b483e224, 0x4d8b853d70676f67, 0xe15b9f91a1cd5efa, 0x06508a4250118406,
            0x9fe392078a1b1464, 0x6ee57a9600bdb4ec, 0xc8072691b3f32068, 0x4234dd4538a286e4,
            0x57f2b354b0aa3e9c, 0x26cbb6f7433a10fd, 0x1b3cfc8f9157ca4d, 0x6814c8bba0d8e1b1,
        ],
        // 31 * 2^198 B
        [
            0x878be633fd032369, 0x566397380004f56c, 0xb7ca01b1dd14f6da, 0x3457e6cb94bd160f,
            0x22ca40fc93a64036, 0x24811492cadc4826, 0xc7677f944a2f1e69, 0x13f8ee1775eb0c4a,
            0xe6750eaa7f0c071a, 0x9b7272b86742e983, 0x2f874be17ceaa833, 0x50be1ede283fb62c,
        ],
        // 32 * 2^198 B
        [
            0x92072836afb62874, 0x5fcd5e8579e104a5, 0x5aad01adc630a14a, 0x61913d5075663f98,
            0xe5ed795261152b3d, 0x4962357d0eddd7d1, 0x7482c8d0b96b4c71, 0x2e59f919a966d8be,
            0x0dc62d361a3231da, 0xfa47583294200270, 0x02d801513f9594ce, 0x3ddbc2a131c05d5c,
        ],
    ],
    // row 34: multiples of 2^204 B
    [
        // 1 * 2^204 B
        [
            0xfb735ac2004a35d1, 0x31de0f433a6607c3, 0x7b8591bfc528d599, 0x55be9a25f5bb050c,
            0x3f50a50a4ffb81ef, 0xb1e035093bf420bf, 0x9baa8e1cc6aa2cd0, 0x32239861fa237a40,
            0x0d005acd33db3dbf, 0x0111b37c80ac35e2, 0x4892d66c6f88ebeb, 0x770eadb16508fbcd,
        ],
        // 2 * 2^204 B
        [
            0xf1d3b681a05071b9, 0x2207659a3592ff3a, 0x5f0169297881e40e, 0x16bedd0e86ba374e,
            0x8451f9e05e4e89dd, 0xc06302ffbc793937, 0x5d22749556a6495c, 0x09a6755ca05603fb,
            0x5ecccc4f2c2737b5, 0x43b79e0c2dccb703, 0x33e008bc4ec43df3, 0x06c1b840f07566c0,
        ],
        // 3 * 2^204 B
        [
            0x69ee9e7f9b02805c, 0xcbff828a547d1640, 0x3d93a869b2430968, 0x46b7b8cd3fe26972,
            0x7688a5c6a388f877, 0x02a96c14deb2b6ac, 0x64c9f3431b8c2af8, 0x3628435554a1eed6,
            0xe9812086fe7eebe0, 0x4cba6be72f515437, 0x1d04168b516efae9, 0x5ea1391043982cb9,
        ],
        // 4 * 2^204 B
        [
            0x6f2b3be4d5d3b002, 0xafec33d96a09c880, 0x035f73a4a8bcc4cc, 0x22c5b9284662198b,
            0x49125c9cf4702ee1, 0x4520b71f8b25b32d, 0x33193026501fef7e, 0x656d8997c8d2eb2b,
            0xcb58c8fe433d8939, 0x89a0cb2e6a8d7e50, 0x79ca955309fbbe5a, 0x0c626616cd7fc106,
        ],
        // 5 * 2^204 B
        [
            0x8fdfc379fbf454b1, 0x45a5a970f1a4b771, 0xac921ef7bad35915, 0x42d088dca81c2192,
            0x1ffeb80a4879b61f, 0x6396726e4ada21ed, 0x33c7b093368025ba, 0x471aa0c6f3c31788,
            0x8fda0f37a0165199, 0x0adadb77c8a0e343, 0x20fbfdfcc875e820, 0x1cf2bea80c2206e7,
        ],
        // 6 * 2^204 B
        [
            0x982d6e1a02c0412f, 0x90fa4c83db58e8fe, 0x01c2f5bcdcb18bc0, 0x686e0c90216abc66,
            0xc2ddf1deb36202ac, 0x92a5fe09d2e27aa5, 0x7d1648f6fc09f1d3, 0x74c2cc0513bc4959,
            0x1fadbadba54395a7, 0xb41a02a0ae0da66a, 0xbf19f598bba37c07, 0x6a12b8acde48430d,
        ],
        // 7 * 2^204 B
        [
            0x793bdd801aaeeb5f, 0x00a2a0aac1518871, 0xe8a373a31f2136b4, 0x48aab888fc91ef19,
            0xf8daea1f39d495d9, 0x592c190e525f1dfc, 0xdb8cbd04c9991d1b, 0x11f7fda3d88f0cb7,
            0x041f7e925830f40e, 0x002d6ca979661c06, 0x86dc9ff92b046a2e, 0x760360928b0493d1,
        ],
        // 8 * 2^204 B
        [
            0xb43108e5695a0b05, 0x6cb00ee8ad37a38b, 0x5edad6eea3537381, 0x3f2602d4b6dc3224,
            0x21bb41c6120cf9c6, 0xeab2aa12decda59b, 0xc1a72d020aa48b34, 0x215d4d27e87d3b68,
            0xc8b247b65bcaf19c, 0x49779dc3b1b2c652, 0x89a180bbd5ece2e2, 0x13f098a3cec8e039,
        ],
        // 9 * 2^204 B
        [
            0x23f8441853ee6183, 0x31964fedb6275e2a, 0x745ba438e5e99e9e, 0x79e728206c651fbc,
            0x1201ff8d68c5d02f, 0x9aa888b4b3d3aff7, 0xbcee2dd62c1e3220, 0x7232fab9d063667f,
            0xc069a901c90ab5bf, 0x7bc62070201e568a, 0x8ab00b18e43d777b, 0x434654348a32249e,
        ],
        // 10 * 2^204 B
        [
            0x6f3cf8f8f5b73529, 0xb276042da7b519a2, 0x5a3e45720e8f41e3, 0x42deb1ada997a224,
            0x4fb9b17bc3f52f3a, 0x6b5617fb918f6026, 0x1a41040f535f632d, 0x1ff0ae3092110c32,
            0xa681128ba734d87d, 0x1aee2585eb3bacde, 0x783c9079140bd137, 0x4e5bf1fff2fe4e5d,
        ],
        // 11 * 2^204 B
        [
            0x97fce5d50bf65fe7, 0x95273d5c0ca22dce, 0x6279cbd258874cda, 0x58aacc3ad372c600,
            0x04e3503a672baccb, 0x4a847ee5959e1dbb, 0x7c7444f7dd891b4c, 0x6a960eeebf78d683,
            0x164303191b9fecbc, 0x1dacaf6ad1f23fcd, 0x8ac472d1ccfc3caf, 0x6b48419c38797754,
        ],
        // 12 * 2^204 B
        [
            0x150ff851daf765a0, 0x8081465ca68119c8, 0xbc41e757e9b2fb7f, 0x75f11a72e696c559,
            0x4761b21aa6dda3fe, 0xc7343d9c35bdeef9, 0x1c53779e601b8eff, 0x68cfe05f6b32219d,
            0x4343bb5b87894349, 0x72dbf24893ebe79c, 0x2409c2f4cb3ccae8, 0x5a3a9a33834d4924,
        ],
        // 13 * 2^204 B
        [
            0x5c0ffc48badd41bb, 0x98b9fc4f1307bb3d, 0x639c58aff20db6a8, 0x5a626634d394bbf0,
            0x024a64f52878cb52, 0xb2a6a1f57d30b3d0, 0x5f9af2c277479385, 0x7d715f746696e893,
            0x1fea8a44c117c91b, 0x9a5340b96bda8654, 0x63eb5275f796abcd, 0x1c98a6c11d8cdd4f,
        ],
        // 14 * 2^204 B
        [
            0x1a06b31e196f84ab, 0xc5ecad268f7018a9, 0xd5316edf0f61142b, 0x0ff7104f87f67a88,
            0x57cdf4fbe5643b11, 0xf569394d0bcc3122, 0x1134a21564731200, 0x0d3c7524b679a419,
            0x2670ca51f966b604, 0xb6ddf57577c2a51a, 0x292318fb4650fb38, 0x5a40684d6afa5e6f,
        ],
        // 15 * 2^204 B
        [
            0x5c2c7c550a2342c3, 0x732ad64a39deeb47, 0x5432c1e9310959d6, 0x2c765d6fb8ab0e6e,
            0xb2dbbed12b9c381e, 0x1a90e95aa4bdbc56, 0xc744ff264b9e2df5, 0x53fdaf135a10cf4e,
            0x1327c486355248d1, 0x946ed3f61fc523ce, 0x7745f0ff2e22b2f5, 0x014e01e6f41da3fb,
        ],
        // 16 * 2^204 B
        [
            0xf3aa57a22796bb14, 0x883abab79b07da21, 0xe54be21831a0391c, 0x5ee7fb38d83205f9,
            0x9adc0ff9ce5ec54b, 0x039c2a6b8c2f130d, 0x028007c7f0f89515, 0x78968314ac04b36b,
            0x538dfdcb41446a8e, 0xa5acfda9434937f9, 0x46af908d263c8c78, 0x61d0633c9bca0d09,
        ],
        // 17 * 2^204 B
        [
            0x16ac80bc599aeeeb, 0x451d9fc69e867d78, 0xb473eeb72491e2e3, 0x714329012c904fe4,
            0x7c1e77b1570ee8dd, 0x61ecd833293e5837, 0xfb9bdb0fd84afa7b, 0x75e95e6616c907a1,
            0x393b8306a7f56bf9, 0x5b038f6301c716f9, 0x7f307fbcf74d4c3e, 0x3ff7166f6c407aa0,
        ],
        // 18 * 2^204 B
        [
            0x3fd3ab3452340d6e, 0xad06e159261f0bd2, 0xc2ac786d362ef6a0, 0x68a43a26dcd576cd,
            0x8c7bc88e39eff6bb, 0x9c8a5ebdd49eb451, 0x4ef15fd015f154f6, 0x2898ea28f0009a2e,
            0x4f99d58b9b1d6228, 0xdec60c533c0d0133, 0x3faa1baeea317463, 0x50553b3300c29dae,
        ],
        // 19 * 2^204 B
        [
            0x4d49d78babd73584, 0xe821f02eeff9d64e, 0xa4484dc1e96bf504, 0x3aee9491ded073cd,
            0x5dfdc089d8af4657, 0x82f44a03c7107373, 0xb036b4bdf5c33329, 0x7578d8a1a005a7fa,
            0xcb9e2ab212a6eb2e, 0x5b08745411a79fe8, 0x39ff3a935584bad5, 0x7042d3f02bf7176e,
        ],
        // 20 * 2^204 B
        [
            0x1b6f0a79f11adeb6, 0x14ded27e36f22f6e, 0xd9abe190248671cd, 0x359b60439a101f16,
            0x34341dd2d9177f8f, 0x003e41a2941f2095, 0x93a0757361b2a978, 0x303a58441b5546f7,
            0xfc71dc25ea5e3f1b, 0x15651df5ad69c373, 0x6f390b6098ace54c, 0x287f5d0c71dd7262,
        ],
        // 21 * 2^204 B
        [
            0x0b8bcb3edcaf9049, 0x8db343be37a6bdf1, 0xd5573ad5f0c33381, 0x623ad4fa57251bf6,
            0x4b02d56c690ee0cd, 0x8071e053a2b0642d, 0xf65a3730e2a79fb5, 0x0e7ba15a4c958685,
            0xbd07c6b7559c5a59, 0xf81430b2c62edfb8, 0x320ec7d6abf203eb, 0x4d027c10f9c1a239,
        ],
        // 22 * 2^204 B
        [
            0x9b8db4721dc36692, 0x6c3066f60fe99fef, 0xb50c9b5bf3ce4a31, 0x7b17f2bb279d618f,
            0xc23139b0992e99f6, 0x65ae6c59b86ab793, 0x89a17c1404a6e0f1, 0x2785695369ddac9d,
            0x0b3e143939d4e368, 0xee5ae0165dc9b80d, 0x3017124f6b4cf45a, 0x77b9e03afe35f6c8,
        ],
        // 23 * 2^204 B
        [
            0x2df627656f70a79d, 0xe494b310ec5822c5, 0xfbc73bfaf74ff7a9, 0x2a816a7cb6db5846,
            0xb7c932a62b8008bc, 0x553543b1c479549c, 0x1693a903f9729a87, 0x330318a9380c5d43,
            0x28537c24f826f0c2, 0x19d639c335c83adc, 0xef3830921ad13cd7, 0x0914f5793822116d,
        ],
        // 24 * 2^204 B
        [
            0x1ac068b67012f5b0, 0x36fa1e26a9f5b14a, 0x3bbe1915165ace72, 0x0656ef87b5b4066b,
            0x6ec6d2f834f92891, 0xfc085142206f3b58, 0xa97cb08ac469a01a, 0x279f656460e4ee15,
            0x0e0e1440cb54834b, 0xd45aea53032ffabd, 0xc051a3ae9e62be6c, 0x560efb8b510b58ad,
        ],
        // 25 * 2^204 B
        [
            0xe2ee064aaed35523, 0xaefda42ca7187777, 0x1635941cff42e8a6, 0x77fc550717aa0816,
            0x4080cd406ebc4974, 0x1a92827995a77abf, 0xbcb8c3b0ec370a94, 0x6f7e0bf723efd182,
            0xd585dd67d17905fd, 0xf175281228d36d9e, 0x812377dd03fef5de, 0x430d118ce8f5d5d2,
        ],
        // 26 * 2^204 B
        [
            0xbc5504ad0d309e2f, 0x82e9dcefde018e05, 0x9630456c16b859b9, 0x29851e63b40d9ad8,
            0x4f46c5ad5f7d70d9, 0x3836cc1c2fb57a4b, 0x21de15989f7b916c, 0x17d81a3fcd2c85f6,
            0x78df8976fbebb3ab, 0xd2ca9c90a8a6c0e4, 0x39525ba46057ceff, 0x08b33f239392fea1,
        ],
        // 27 * 2^204 B
        [
            0x13a71b584599e898, 0x643e08b308485651, 0xd9b3ba9ef7690005, 0x66de54817e6e4597,
            0x12a5b9cec697bed9, 0xb0c98feca2fb9916, 0x39b9bf3033d764f8, 0x76e0ee1499dffc92,
            0x34ff8cbb56942e56, 0xfbd0c6ac8e7c334e, 0xe522ae77ccd15321, 0x6103148c7764394f,
        ],
        // 28 * 2^204 B
        [
            0x6941eef62c755cbd, 0x12cc8a58e22ce464, 0xf746e0446c510f42, 0x016e3e6ecbd2b339,
            0xfae8bdb2c25a154b, 0xff3448689c26bb9a, 0xb8701ddba5def701, 0x55e9fcf1fcdd06f0,
            0x56c45f055a073639, 0xe6fa4f11b1dba022, 0x49aa6bf28c68fdfe, 0x6db0abbbbf8d5f5b,
        ],
        // 29 * 2^204 B
        [
            0xa1801752d87a44f8, 0x43a84f98fa5e2d9d, 0x95eb850a9a800f1b, 0x1c30f3f940b79433,
            0x2b225064dc0c0765, 0x3dccfe03a94c3a33, 0x9c0295b68e35411b, 0x786e6ff975c88bbf,
            0x833d22868f26352e, 0x3bb6d250b9c74348, 0xb3504a5da5baf64f, 0x547ebf1080aedc79,
        ],
        // 30 * 2^204 B
        [
            0x61b4b0cecb369653, 0xce6e56ebbf4eb26c, 0x76b6949c6a51211b, 0x24f2e97afae417ed,
            0x81c539a408530789, 0x77e108b07b7c64db, 0xdaf7c88251a1a092, 0x6b93c91fa4ae856a,
            0x7315dcf86f2c71bb, 0xcee1d5810b2ac26a, 0x1ea4d9e393f6f842, 0x276b2b9b2639e3a8,
        ],
        // 31 * 2^204 B
        [
            0x5adf7f0db1790823, 0xc289054ec0ddec25, 0x59c9ee239d8eb3f4, 0x6a656d4944e786de,
            0x007249d0d9bd27fe, 0xa981b3861b18e4c6, 0xb8ec7c85dce9277b, 0x30088cda96cd6c71,
            0xadd6b5cbb5e5ab05, 0x6b8b1baf328b2b8c, 0x1dc5eb010fd5fc68, 0x55752425f60de0dc,
        ],
        // 32 * 2^204 B
        [
            0xada328bcf8fc73df, 0xee84695da6f037fc, 0x637fb4db38c2a909, 0x5b23ac2df8067bdc,
            0x63744935ffdb2566, 0xc5bd6b89780b68bb, 0x6f1b3280553eec03, 0x6e965fd847aed7f5,
            0x9ad2b953ee80527b, 0xe88f19aafade6d8d, 0x0e711704150e82cf, 0x79b9bbb9dd95dedc,
        ],
    ],
    // row 35: multiples of 2^210 B
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
        // 17 * 2^210 B
        [
            0xe80f71abfe2c1b55, 0x131d5e7865a99452, 0x1c769eaaef9f026b, 0x50fcdb7d449a1dfb,
            0xac5bf077036725e3, 0x775d80447c611bcf, 0x75a1992ae8d46505, 0x0ff0746ae0e435b9,
            0x5eb66d1fc0cb8469, 0x509a1ef54c627716, 0x233e0948d76cc436, 0x2a396d9b1cd23a35,
        ],
        // 18 * 2^210 B
        [
            0xf7e2a033e9a105f4, 0x530571a8327dee6a, 0x8397c84977ae48b9, 0x55510a09468ec209,
            0xa2d87fd90aa04eec, 0xfc150775445b74f7, 0x74361d7f38466c62, 0x38bccadc2de160f0,
            0xd8fe7c932fd4b4a5, 0x8975177ed563ba65, 0xa16c5de0645811cc, 0x21e0322d8a2d47a0,
        ],
        // 19 * 2^210 B
        [
            0xe014b645220df4cb, 0x8bd146f1c4543222, 0x31e1982913f74dab, 0x2eba13aa9a93a564,
            0x9d4e21c350b84a93, 0x20a400d8c8dc924a, 0x37a41023cacf0eb8, 0x12d1bbca6f440ed6,
            0x60be6d3658da3480, 0x3535a5b9376fed2d, 0x227eaa195cd7c7dc, 0x67cef3e12615bc14,
        ],
        // 20 * 2^210 B
        [
            0xa9a48947933da5bc, 0x4a58920ec2e979ec, 0x96d8800013e5ac4c, 0x453692d74b48b147,
            0x4e6213e3eaf72ed3, 0x6794981a43acd4e7, 0xff547cde6eb508cb, 0x6fed19dd10fcb532,
            0xdd775d99a8559c6f, 0xf42a2140df003e24, 0x5223e229da928a66, 0x063f46ba6d38f22c,
        ],
        // 21 * 2^210 B
        [
            0xe19ca573fd94967a, 0x55e7a5fd21c52c38, 0x5c9d4544d61a2909, 0x3a47eecd117d77a2,
            0x5d090fc37df0d93a, 0x583a18a9718411d1, 0xb7d058cd6689019b, 0x7e56026eb04014d8,
            0xb04d3c44ecc195ed, 0x14840e940dcf83f5, 0x85aef21297d0c7d7, 0x365ac0a7b299d360,
        ],
        // 22 * 2^210 B
        [
            0x35ef2e477cc1083d, 0xc6d6395f99eaa0b1, 0x339343c8d138b303, 0x130f919d5599c632,
            0x1eb3c8d1273f726c, 0x4f8474e4c0f831eb, 0x10587aa8824a2209, 0x26bc44bcf3d1db88,
            0xe3e40663b9859c1c, 0xb9033abca924cd35, 0x2f447d4e9a08caca, 0x04739ea6eeaf8fd9,
        ],
        // 23 * 2^210 B
        [
            0xb9187d3f6cc7cdc5, 0x693141c7e086416d, 0x43431dcd4a9913eb, 0x657fe1f007fabf85,
            0x722aa383f44ee580, 0x8e371d7e21e17566, 0x9d440541f4c76b4a, 0x7d85add1a89d9992,
            0x8eb72c1966ccad40, 0xe9ede009537c477d, 0x44ad8eea95b5a512, 0x0696d08cc8a6f9d2,
        ],
        // 24 * 2^210 B
        [
            0x39843cb737346921, 0xa747fb0738c89447, 0xcb8d8031a245307e, 0x67810f8e6d82f068,
            0xd2d242895f536694, 0xca33a2c542939b2c, 0x986fada6c7ddb95c, 0x5a152c042f712d5d,
            0x3eeb8fbcd2287db4, 0x72c7d3a301a03e93, 0x5473e88cbd98265a, 0x7324aa515921b403,
        ],
        // 25 * 2^210 B
        [
            0x161f393f40463816, 0x2aac15ddced72d64, 0x6409a37d9d3c839d, 0x0771fd997bc2a032,
            0x0cf21adac86e06e5, 0xbe81fb50be09e607, 0xf80fd7406289ac65, 0x1a6ef9aa6402e290,
            0x78026f793bdd366d, 0x1475317be64218ac, 0xd033c1be38e36ba4, 0x0c03c76840900d32,
        ],
        // 26 * 2^210 B
        [
            0x79e9bae72e9ab884, 0xba0922135a8672a4, 0xfb4b929e5d04f307, 0x0bf0c3c884d13921,
            0x95089540450e1ac2, 0x87af3dfe79c3ac5d, 0x7695c43483e7276c, 0x24666664797bd065,
            0xbde38cc3a6562e7f, 0x34f8e42f49b3a794, 0x927e931fd3bfa471, 0x70f98a08aff8c9f2,
        ],
        // 27 * 2^210 B
        [
            0xacb9240d1e7ba1e4, 0xf621eb0f46562a26, 0x28b4054ae0ce327c, 0x0c7dfdbde35b34e4,
            0xf359c635c4194b06, 0x49b88a7c68489293, 0x6488563fe4a2f192, 0x2d117fe51bc5be68,
            0x0491eb39daba0217, 0x68d44eec36da33c4, 0x7cebb24aa39526d8, 0x04979a03a9d5b4b3,
        ],
        // 28 * 2^210 B
        [
            0xad23f6dae82354cb, 0x6962502ab6571a6d, 0x9b651636e38e37d1, 0x5cac5005d1a3312f,
            0x857942f46c3cbe8e, 0xa1d364b14730c046, 0x1c8ed914d23c41bf, 0x0838e161eef6d5d2,
            0x8cc154cce9e39904, 0x5b3a040b84de6846, 0xc4d8a61cb1be5d6e, 0x40fb897bd8861f02,
        ],
        // 29 * 2^210 B
        [
            0x2a822ab778a1589e, 0xbc4005e0970c8e64, 0x7bd68df240a4e80e, 0x203e3708e8248609,
            0x788d263c32601135, 0xb3f83ba8f2fef05b, 0xc166fd594ef7ac9a, 0x30dac3ed28024b59,
            0xb826cc31b76201d1, 0xc4bb053325c95e3f, 0x92c61575b6d97640, 0x48af234055f7a331,
        ],
        // 30 * 2^210 B
        [
            0xe1a63e6cccfdc88a, 0x7f5d9cb854178af6, 0x3ddae4d0db34452a, 0x39162f2a4e165bd8,
            0x242586d9c540c079, 0xfdf96860e2420884, 0xb05ec0659e2927ec, 0x2f60c3b3008ad38b,
            0x308587bd97f31da8, 0xd5679151954e797f, 0xeab08543d04e3951, 0x3a9a828ea460c701,
        ],
        // 31 * 2^210 B
        [
            0x5c073578327e65f8, 0xbafc9f9b89e55245, 0xfc710e4bd1a58307, 0x53e62e3202cdf4e2,
            0xc17a9454205f0a41, 0x8f8bad9600fbf6cc, 0x1ce4ffcfe5b22ad2, 0x1868c660578a634f,
            0x566502c149635a65, 0x9eaa2af93820491f, 0xb3daf50c1bc364b1, 0x054a91ac5496d8e8,
        ],
        // 32 * 2^210 B
        [
            0xe57ed8475ab10761, 0x71435e206fd13746, 0x342f824ecd025632, 0x4b16281ea8791e7b,
            0x84c5aa9062de37a1, 0x421da5000d1d96e1, 0x788286306a9242d9, 0x3c5e464a690d10da,
            0xd1c101d50b813381, 0xdee60f1176ee6828, 0x0cb68893383f6409, 0x6183c565f6ff484a,
        ],
    ],
    // row 36: multiples of 2^216 B
    [
        // 1 * 2^216 B
        [
            0xdb468549af3f666e, 0xd77fcf04f14a0ea5, 0x3df23ff7a4ba0c47, 0x3a10dfe132ce3c85,
            0x741d5a461e6bf9d6, 0x2305b3fc7777a581, 0xd45574a26474d3d9, 0x1926e1dc6401e0ff,
            0xe07f4e8aea17cea0, 0x2fd515463a1fc1fd, 0x175322fd31f2c0f1, 0x1fa1d01d861e5d15,
        ],
        // 2 * 2^216 B
        [
            0x38dcac00d1df94ab, 0x2e712bddd1080de9, 0x7f13e93efdd5e262, 0x73fced18ee9a01e5,
            0xcc8055947d599832, 0x1e4656da37f15520, 0x99f6f7744e059320, 0x773563bc6a75cf33,
            0x06b1e90863139cb3, 0xa493da67c5a03ecd, 0x8d77cec8ad638932, 0x1f426b701b864f44,
        ],
        // 3 * 2^216 B
        [
            0xf17e35c891a12552, 0xb76b8153575e9c76, 0xfa83406f0d9b723e, 0x0b76bb1b3fa7e438,
            0xefc9264c41911c01, 0xf1a3b7b817a22c25, 0x5875da6bf30f1447, 0x4e1af5271d31b090,
            0x08b8c1f97f92939b, 0xbe6771cbd444ab6e, 0x22e5646399bb8017, 0x7b6dd61eb772a955,
        ],
        // 4 * 2^216 B
        [
            0x5730abf9ab01d2c7, 0x16fb76dc40143b18, 0x866cbe65a0cbb281, 0x53fa9b659bff6afe,
            0xb7adc1e850f33d92, 0x7998fa4f608cd5cf, 0xad962dbd8dfc5bdb, 0x703e9bceaf1d2f4f,
            0x6c14c8e994885455, 0x843a5d6665aed4e5, 0x181bb73ebcd65af1, 0x398d93e5c4c61f50,
        ],
        // 5 * 2^216 B
        [
            0xc3877c60d2e7e3f2, 0x3b34aaa030828bb1, 0x283e26e7739ef138, 0x699c9c9002c30577,
            0x1c4bd16733e248f3, 0xbd9e128715bf0a5f, 0xd43f8cf0a10b0376, 0x53b09b5ddf191b13,
            0xf306a7235946f1cc, 0x921718b5cce5d97d, 0x28cdd24781b4e975, 0x51caf30c6fcdd907,
        ],
        // 6 * 2^216 B
        [
            0x737af99a18ac54c7, 0x903378dcc51cb30f, 0x2b89bc334ce10cc7, 0x12ae29c189f8e99a,
            0xa60ba7427674e00a, 0x630e8570a17a7bf3, 0x3758563dcf3324cc, 0x5504aa292383fdaa,
            0xa99ec0cb1f0d01cf, 0x0dd1efcc3a34f7ae, 0x55ca7521d09c4e22, 0x5fd14fe958eba5ea,
        ],
        // 7 * 2^216 B
        [
            0x3c42fe5ebf93cb8e, 0xbedfa85136d4565f, 0xe0f0859e884220e8, 0x7dd73f960725d128,
            0xb5dc2ddf2845ab2c, 0x069491b10a7fe993, 0x4daaf3d64002e346, 0x093ff26e586474d1,
            0xb10d24fe68059829, 0x75730672dbaf23e5, 0x1367253ab457ac29, 0x2f59bcbc86b470a4,
        ],
        // 8 * 2^216 B
        [
            0x7041d560b691c301, 0x85201b3fadd7e71e, 0x16c2e16311335585, 0x2aa55e3d010828b1,
            0x83847d429917135f, 0xad1b911f567d03d7, 0x7e7748d9be77aad1, 0x5458b42e2e51af4a,
            0xed5192e60c07444f, 0x42c54e2d74421d10, 0x352b4c82fdb5c864, 0x13e9004a8a768664,
        ],
        // 9 * 2^216 B
        [
            0x7bdb92b64b6be1dc, 0x944044b06c9e73c1, 0xa2944741cf1dc2af, 0x6c2f248094d8690c,
            0x7b5aeb052170848a, 0xbcd956e1773c2637, 0x56b8d57346e5b8d0, 0x7f198fa27b015cea,
            0x028c32883caccf44, 0x6ae63dcea3dde579, 0xda51082c369631aa, 0x5b82ae38fc8d57f8,
        ],
        // 10 * 2^216 B
        [
            0xc3b35c6b3c4ae338, 0x3c3e01cbfbc2e611, 0x4d496d17ec117a42, 0x2ae1cbdcb3044b61,
            0xca8abefb7374c18d, 0xabaa41852785dbe2, 0x6c3c31aff773e810, 0x635a46d135e61abd,
            0xf01fc717d87ae74e, 0xec72805056f03cb7, 0x4aaddfe336f8a55e, 0x6aac7f33fc30eb4d,
        ],
        // 11 * 2^216 B
        [
            0x0518622dd2d9fbc7, 0xa6af890e2bbe892e, 0x36bec5cd7d5af95d, 0x7ef1d6e471de8bdd,
            0x0a5d496233d5d496, 0x23a75942e2dd93ae, 0x85cd87e65bb51194, 0x23bbb2c0a8693f2c,
            0x822026635549cd30, 0xeddab9da25463a47, 0x47d0165d13a7db94, 0x09822fb95389d2e2,
        ],
        // 12 * 2^216 B
        [
            0xc236e41fb55fda3a, 0x4c1e8eba8fdc8c3b, 0xe872b2d01e25d350, 0x0d6c2ce9997a4bfd,
            0x2ae0a2464739bbe8, 0x18ad8eaacc5ac840, 0xf0c90a639a9e48d6, 0x094df25668cfc425,
            0x426a652fa1e51844, 0x155e2997d12ee353, 0x27269730bd0a3300, 0x523275a29d47a459,
        ],
        // 13 * 2^216 B
        [
            0x7c0445eb4a484080, 0x63c3f9801ff5cd04, 0x3736bf9edc8b4c9b, 0x3b845d45c0c8af2b,
            0x1c090b9b272d5cb6, 0x2d153827baab2fe1, 0x02cab6ec829d68dc, 0x2e89b864111a1856,
            0x868d9f0668d60904, 0xebd91f4765a6d83e, 0x2a2779ef7301470c, 0x0f5a39cfb01c60ac,
        ],
        // 14 * 2^216 B
        [
            0x65d438f52398430e, 0x5b32456607a287df, 0x568be0f809953949, 0x31668598a3507f50,
            0x0893e0b85f6b7258, 0x788db37fba8d8faf, 0xf025ff2a6ee61ae4, 0x53927c699c6c73d7,
            0xa6970a3cf9ac35eb, 0x7014ffc40b652db5, 0x82bb86ff17cfbc95, 0x6fdbc2a79763f864,
        ],
        // 15 * 2^216 B
        [
            0xfe8eeba9c40c3c7c, 0xd8221cbda8d5975b, 0x63d7ecb32e30059e, 0x21f1ce26ab2246f1,
            0x3cbc4668eb93b828, 0xed621b6aab42d2d3, 0x003f6caca63ac04b, 0x1bc5ba7ff2d26cbe,
            0xfd5cec7425064837, 0x25553db5be87d51d, 0x50af1aa787e39e7d, 0x1ffdf55279df601f,
        ],
        // 16 * 2^216 B
        [
            0x1e6284c5806b467c, 0xc5f6997be75d607b, 0x8b67d958b378d262, 0x3d88d66a81cd8b70,
            0xcbb5b5556c032bff, 0xdf7191b729297a3a, 0xc1ff7326aded81bb, 0x71ade8bb68be03f5,
            0x8b767a93204ed789, 0x762fcacb9fa0ae2a, 0x771febcc6dce4887, 0x343062158ff05fb3,
        ],
        // 17 * 2^216 B
        [
            0x4d3e6c25bc8c10e5, 0xf10ae20404c68bba, 0x36d1a1f93cc54f7d, 0x672990ed714ce98d,
            0x92877996455e96d0, 0x1560dc0fa3cb4eee, 0xe60882ef88198397, 0x7df87710632ddffc,
            0xe7fc59783ec3eaf1, 0xd298020084eea1c6, 0x4219a84d50675de9, 0x73604f2c9326bf08,
        ],
        // 18 * 2^216 B
        [
            0x4d6ba616aa7a2330, 0x9a4aeb27c76ee3f6, 0x7d892932a0d0315e, 0x2d1389811f75ac51,
            0x8fb71f9fb411ec26, 0x3049e445b252655b, 0x410376861624a9cb, 0x7df3cb182196dbe5,
            0xac9784c2e710d8bd, 0xf81303232fe7077a, 0xe0b90c0f4e3688c5, 0x54c411f165478c14,
        ],
        // 19 * 2^216 B
        [
            0x453fec7707529a8a, 0xbde9a1c2c9542513, 0xc80afe48a1c24470, 0x74f89b8d363064e9,
            0x4d4f79864bf6495b, 0x05e900f8e4de4010, 0x8dd6c742922208e5, 0x38806953c0cf6aaf,
            0x8cd1a1127f156098, 0xf2611e85cfe78411, 0x3810d2390eab94a7, 0x53b259ee3bc1fc67,
        ],
        // 20 * 2^216 B
        [
            0xf0195a9754326a5b, 0x6deff68c587387c5, 0x8031e687e1e774ac, 0x64a7d3054b229ff4,
            0xba3b5a1925c68152, 0xcb3f014d40ef6925, 0x6d8606107adf5a13, 0x58754820a686d5ab,
            0xce12d1fb45fd9d6b, 0x3b86de0caa8c513d, 0xa8fd9498c866a790, 0x48d697d62a788ec8,
        ],
        // 21 * 2^216 B
        [
            0x77140417f7b3d874, 0x0b332c47256bae78, 0xfe0f97642958a619, 0x660e4a3c690a73e8,
            0xc2732b830425c286, 0x0558980d233c662e, 0xaf11a81ba025c072, 0x5922b82a0fb98d6f,
            0xab3b8ae272697201, 0xa2521e3d55892cdc, 0xa6affedc1d62c7ae, 0x26b9020ad9df9fc2,
        ],
        // 22 * 2^216 B
        [
            0x16aa11d2de1dba6e, 0x0907aac19363bead, 0x536d8e81148d70e7, 0x761a3998a5648829,
            0x14c8207f0c7c2853, 0x0b2bb9c9af6379dc, 0xd74d4079b867aba5, 0x2561c6bed402d741,
            0x0f53c1fd1a656d33, 0x73a25fa5e88aeaad, 0x2e2a0db5ff2cd201, 0x4d1b26b703e6c1d3,
        ],
        // 23 * 2^216 B
        [
            0x599fe12826d588ab, 0x4afacd0600394caf, 0xccc3214311123d9f, 0x638b7bf2ea736d6f,
            0x0c48b2b5e8dec660, 0xf194461540a75fff, 0x541c79d7c0a9927f, 0x5c408c0b9f42e28d,
            0xb970c3d36de716de, 0xb533de608fb06d34, 0xbc3f444823c31433, 0x72efe0f73610084e,
        ],
        // 24 * 2^216 B
        [
            0xe80ba0c701fec44a, 0xd70718cc15d50f94, 0x69d9a23b28cf3b5b, 0x5d780e20b2b5ca6a,
            0xbd66facad6847cfd, 0x603a6cbea0c81d48, 0xc5a90c9106aede42, 0x725e3ba2d22cc0b5,
            0x6761e9c9203249a9, 0xda82b872220ccdea, 0xed4058cc085878bb, 0x7bbb43e0f9401a33,
        ],
        // 25 * 2^216 B
        [
            0x069a7a00c5ced1d7, 0xa6e6bdd593cde486, 0x52abeca53454ef1a, 0x5b0189d0117aea3f,
            0xe8153d19a5f16ffb, 0x5baaf9db0565403d, 0x590b0f4f571c94e5, 0x79ce8479465fb3e7,
            0x21b3d6a8546173cd, 0x41f13b60eaf5e891, 0x778a5b5eb911c7c1, 0x5457964dcbbc3cc7,
        ],
        // 26 * 2^216 B
        [
            0xc3bb82d67407ce61, 0x93a5dc772831ed49, 0x37e388537aecd31a, 0x77a063db82f1981a,
            0x3afdbe6cd087f6ea, 0xde6555eff785ec7f, 0x39303918f4282919, 0x01b272e647153a14,
            0xa5ece3115d9a6d4a, 0xbc485ab4a4ef67c4, 0xd9022b7814dee683, 0x1d40b376194461fb,
        ],
        // 27 * 2^216 B
        [
            0x5a3925fec838bb4d, 0xf248d20c8e64da86, 0x7d53bee8bb39ce33, 0x587b97a2cf8cfd05,
            0x0706844beb90c05b, 0x47d484d0b86edea2, 0x6ee675fc8157c8dd, 0x2677c812f15c0e87,
            0x44eca367fb531b76, 0xf43b9542f0f20a1c, 0x087349d7f3e4d844, 0x1a37e87544c590fe,
        ],
        // 28 * 2^216 B
        [
            0xa37d2f4eeabc2009, 0xaf1f9f64fa90cc48, 0xcc6eb4b4b8fe673e, 0x5829251fdad74c1e,
            0x13f1d2c135ed5056, 0x053820d0e80b2001, 0x649041c360e37d5c, 0x33d447b742de6fc8,
            0x713be69f69f69777, 0x50130ab07fcebfb2, 0x4e5c665bf37af365, 0x708b139273edcbdb,
        ],
        // 29 * 2^216 B
        [
            0x417409d8e428eae1, 0x3646d9b072473f12, 0x2d829e26a992b90b, 0x5019095d9021d195,
            0x6c9db71160f60e97, 0x88a2130cbfd6832c, 0x0534a4c7d60d30da, 0x6f97095b8f0546a0,
            0x78fdb3f1b4577569, 0x5266110283819e4f, 0x5f0697a0549945f6, 0x6f8bb28dd7e4ceae,
        ],
        // 30 * 2^216 B
        [
            0x2f268b639f942686, 0xee33b398fc03766e, 0x7172c054c9d449c1, 0x653321064d7d56bc,
            0xbe87d8b92cdf4136, 0x49f09f61c4a76421, 0x9ffe27b1fd5e9167, 0x396b73cfa74d8089,
            0x494e1ec44d4bd7ab, 0xf5fb271dd91ff90e, 0x121ed6ba8aff4c9a, 0x53c2293502c00130,
        ],
        // 31 * 2^216 B
        [
            0x709f0f7b33157bef, 0xac93c27698f58d28, 0x2a574f7f0b7727e5, 0x3755a8eeb3c64f67,
            0xeb9ccb5161c09739, 0x917a587c6719422c, 0xc9a0993a048e5e37, 0x67f39575a7328887,
            0xeac9a2ed29cb5f6d, 0xe46db12c8b4f7d4c, 0x6227d8a18cb5df11, 0x372289213e4fcbfb,
        ],
        // 32 * 2^216 B
        [
            0xfce219072a7b31b4, 0x4d7adc75aa578016, 0x0ec276a687479324, 0x6d6d9d5d1fda4beb,
            0xe05da1a7e1f5bf49, 0x26457d6dd4736092, 0x77dcb07773cc32f6, 0x0a5d94969cdd5fcd,
            0x22b1a58ae9b08183, 0xfd95d071c15c388b, 0xa9812376850a0517, 0x33384cbabb7f335e,
        ],
    ],
    // row 37: multiples of 2^222 B
    [
        // 1 * 2^222 B
        [
            0xbeaece313db342a8, 0xcba3635b842db7ee, 0xe88c6620817f13ef, 0x1b9438aa4e76d5c6,
            0xf6c968731ae8cab4, 0x5e20741ecb4f92c5, 0x2da53be58ccdbc3e, 0x2dddfea269970df7,
            0x8a50777e166f031a, 0x067b39f10fb7a328, 0x1925c9a6010fbd76, 0x6df9b575cc740905,
        ],
        // 2 * 2^222 B
        [
            0xbdc1409bd002d0ac, 0x66660245b5ccd9a6, 0x82317dc4fade85ec, 0x02fe934b6ad7df0d,
            0xaea8b07fa902030f, 0xf88c766af463d143, 0x15b083663c787a60, 0x08eab1148267a4a8,
            0xef5cf100cfb7ea74, 0x22897633a1cb42ac, 0xd4ce0c54cef285e2, 0x30408c048a146a55,
        ],
        // 3 * 2^222 B
        [
            0xe6ed39f44a8f7ba4, 0x1e805ab4f4b9784d, 0xe6fd2f9057d0f6e0, 0x4a60eb2e3b8e39d8,
            0x3951fc193eb7ff76, 0x85f81b4c702f4863, 0x6c27a38fc9a60ed5, 0x40b265cb8b742790,
            0x866662235d5344fe, 0x0d74e93f71b96849, 0x6dfabed4f6283290, 0x3b2d249ec5f970f3,
        ],
        // 4 * 2^222 B
        [
            0xbb2e00c9193b877f, 0xece3a890e0dc506b, 0xecf3b7c036de649f, 0x5f46040898de9e1a,
            0x739d8845832fcedb, 0xfa38d6c9ae6bf863, 0x32bc0dcab74ffef7, 0x73937e8814bce45e,
            0xb9037116297bf48d, 0xa9d13b22d4f06834, 0xe19715574696bdc6, 0x2cf8a4e891d5e835,
        ],
        // 5 * 2^222 B
        [
            0x92d7d3b02512a174, 0xf924ea8be65a5a1a, 0xd11b72c344e4813a, 0x43fd29af634afa8d,
            0x932c12c3d661fa35, 0x0e862af78359d178, 0xa6e92b4e38f68858, 0x0d5e19c11e0d5ec6,
            0x98a24a9ef2e34b15, 0x530ffaf0f05bc8ca, 0x22d07d027bf3f4bf, 0x0271572dda19daed,
        ],
        // 6 * 2^222 B
        [
            0x7dd8aae9db067b48, 0xc7701809d8fc5094, 0xf19aa867226aa87f, 0x39ccd3f8929ec629,
            0x55d47db9f3fc29c7, 0x0d460b1b3690f794, 0xade57c15f3899b36, 0x683f8efee9c5f405,
            0x6b91f86c3d440aeb, 0x0dddc78b9d8b3570, 0x1b2776169629c540, 0x5199e0eced30db66,
        ],
        // 7 * 2^222 B
        [
            0x107ac57cee276a41, 0x4d0d27da85dd89a9, 0x89713010a821bb17, 0x16f3c6b6c21f4552,
            0xd894e58b9bfb9e94, 0x793f7712c974f293, 0xc429ddbdf93d9204, 0x3223d3a04b04c673,
            0x08027b579ee49903, 0x58af90ca6bd64647, 0x1da29940038b6298, 0x41ddd70f2b93c48d,
        ],
        // 8 * 2^222 B
        [
            0x2cb5487e17d06ba2, 0x24d2381c3950196b, 0xd7659c8185978a30, 0x7a6f7f2891d6a4f6,
            0x6d93fd8707110f67, 0xdd4c09d37c38b549, 0x7cb16a4cc2736a86, 0x2049bd6e58252a09,
            0x7d09fd8d6a9aef49, 0xf0ee60be5b3db90b, 0x4c21b52c519ebfd4, 0x6011aadfc545941d,
        ],
        // 9 * 2^222 B
        [
            0xe07b3ab6a554c188, 0xbdbde3bb33d7c0d3, 0x22fc7e35f0f093c2, 0x6a72fe3ad3f39284,
            0x3b239de605d01c20, 0xba381abac7776da4, 0xf6ebcca22959b394, 0x0c669a382ba3dc8a,
            0xcab41e712f0159c8, 0xe14f1a73d7cef1bf, 0x61890691b954807e, 0x5605ece9f2f96094,
        ],
        // 10 * 2^222 B
        [
            0xf01b23a1a5af63d4, 0xf5edb7f3298696ae, 0x52c23eee95114492, 0x284a256b9f46bd53,
            0x3e20bc81bca220b3, 0x1d1b4907036c9dba, 0x74daef98d71cd3f1, 0x427ed4009c142fb7,
            0xda25f1dce76a97de, 0xcc3f3b902bfd9852, 0x48c121788e044379, 0x1a4ad028a9c83d08,
        ],
        // 11 * 2^222 B
        [
            0x214ad34a3004ead6, 0x1d23d440e08a09da, 0xb13e9d1ed2f0b89d, 0x27e0feeb6f77c7c6,
            0x6a768b44bede2bea, 0x2179083f994dcc21, 0xd6c3091cde4503c9, 0x1dbfdcd80f4d7ea7,
            0xf8bdb975fcec4767, 0xc7f1d2e42d64acfe, 0xa1f08cbe392d2ffc, 0x79ddf4cd54086f28,
        ],
        // 12 * 2^222 B
        [
            0x63ded0c802cbf890, 0xfbd098ca0dff6aaa, 0x624d0afdb9b6ed99, 0x69ce18b779340b1e,
            0x5f67926dcf95f83c, 0x7c7e856171289071, 0xd6a1e7f3998f7a5b, 0x6fc5cc1b0b62f9e0,
            0xd1ef5528b29879cb, 0xdd1aae3cd47e9092, 0x127e0442189f2352, 0x15596b3ae57101f1,
        ],
        // 13 * 2^222 B
        [
            0x7424dab6da05ec0b, 0xb5f50e92e9ce346d, 0xb3c1b8ecf96ca29e, 0x6e0e12b73edbd553,
            0xee5591cccae1ada7, 0x9affb6ae3929f357, 0x15f1a59504d135e3, 0x1f63d8f3d13509de,
            0xc7070a821bfe5d1f, 0x14fd3ed1356b896d, 0x80cc6211ee6337dc, 0x69cf7f3ac4815ffd,
        ],
        // 14 * 2^222 B
        [
            0x1a77251ae381a8dc, 0xcc649c817162e753, 0x86bd240bcd9cb7cd, 0x04a2c8029cd52182,
            0x84e95d0878855817, 0x60c8b1aa6b44031b, 0x13f4630ca480246d, 0x109744f33b99a90e,
            0x08b9353014b5f7b7, 0x722aa237a3a8f90f, 0xa731be08db5e0368, 0x742cdfd6c818bd8d,
        ],
        // 15 * 2^222 B
        [
            0x97fac7e473930d22, 0x04aa27a152e3b53c, 0xc410f9ee5ef55bc4, 0x6bce2b713a89390e,
            0xe3812cf122661c34, 0x7e5c1225662334ef, 0x65b6eead8471739a, 0x2449dda8709cb30d,
            0x2c0877bffe3977f8, 0xebac9e7b87349902, 0x7ca93adba01b25ef, 0x7d92f15e3c7f4cee,
        ],
        // 16 * 2^222 B
        [
            0x09ff31167e5124ca, 0x0be4158bd9c745df, 0x292b7d227ef556e5, 0x3aa4e241afb6d138,
            0x462739d23f9179a2, 0xff83123197d6ddcf, 0x1307deb553f2148a, 0x0d2237687b5f4dda,
            0x2cc138bf2a3305f5, 0x48583f8fa2e926c3, 0x083ab1a25549d2eb, 0x32fcaa6e4687a36c,
        ],
        // 17 * 2^222 B
        [
            0x0c93e108cf0a78dc, 0xdb459650d2a2dd6b, 0x4fbe98a09b94a5cc, 0x31726beb3f17eecb,
            0xb35e562a2756b3e1, 0xb5f5b2a173cdbe25, 0x7d1b4546664fae09, 0x49f82da192c9209f,
            0x803e7039474541e5, 0xe43df70a533ea7e2, 0x6bd834a8c2485067, 0x7143ecfa021ab363,
        ],
        // 18 * 2^222 B
        [
            0x8815c145dd81cb78, 0x27d057156df1856c, 0x063fc8f9428f355a, 0x29631e1e36c76eac,
            0x8cae5390be7ce4bb, 0x28bc849119a5f0c9, 0x4bbb3778dceb8415, 0x07f2e634d45598e6,
            0xd7bd14fe65de8c87, 0xd97d03b9b51757c9, 0xfdabf1e395b93877, 0x55dbc7c41540782a,
        ],
        // 19 * 2^222 B
        [
            0x0bafef11ed725b44, 0x3fe8d1ebc9284774, 0xdc7dd6eaf9afd540, 0x66727a6d45747932,
            0x774cc38eeecec975, 0xdd57a4a6d3b38210, 0x125f1ece32a09b9f, 0x75171bf705a17996,
            0x2883193a1dd2a0df, 0xd7162f666cfc7ff9, 0xadfdfd66a7aac92e, 0x04b241545bc4c34a,
        ],
        // 20 * 2^222 B
        [
            0x3207a4732787ccdf, 0x17e31908f213e3f8, 0xd5b2ecd7f60d964e, 0x746f6336c2600be9,
            0x7bc56e8dc57d9af5, 0x3e0bd2ed9df0bdf2, 0xaac014de22efe4a3, 0x4627e9cefebd6a5c,
            0x3f4af345ab6c971c, 0xe288eb729943731f, 0x33596a8a0344186d, 0x7b4917007ed66293,
        ],
        // 21 * 2^222 B
        [
            0xcf36650e93a20fb2, 0xbc0e29a8f526dfa9, 0xb9923179daa5c8d9, 0x38612e3c384aee62,
            0x033c3b32fa7d26cc, 0x14244ae8464ff951, 0x6e00cd4770785d8c, 0x001662d42534cd2c,
            0x9295db376c0bea77, 0xd545cfd5d1278350, 0x3574ddc0c2740bc8, 0x33437a4383973804,
        ],
        // 22 * 2^222 B
        [
            0x26e2b1aeac3d3053, 0xf2367b0509de1f97, 0xe325a3abfd8fe041, 0x18db4d302dded579,
            0x1a9d16691c00d1d1, 0xa4a815a657df12ad, 0xf71659dcaf54253b, 0x103ee041890186bc,
            0x012995cea00b094d, 0x66b4eb227fcd15bd, 0x81b98d9663fc8516, 0x004bdd06a53022da,
        ],
        // 23 * 2^222 B
        [
            0xd1f9b3050d614c30, 0x9aad6a0a24d6f2ba, 0x8305866297c1f54c, 0x4c7a44e2f69b28a7,
            0xf26efa3b88127f0d, 0xb65dc2057b62ec74, 0x969d006ae00f86d3, 0x0f41419dc89ea285,
            0xb90da6b5f0677720, 0x45c43e821d43185e, 0xef8c15616aebed98, 0x5227a9c1ab06f066,
        ],
        // 24 * 2^222 B
        [
            0x54341b28dd53a2dd, 0xaa17905bdf42fc3f, 0x0ff592d94dd2f8f4, 0x1d03620fe08cd37d,
            0x2d85fb5cab84b064, 0x497810d289f3bc14, 0x476adc447b15ce0c, 0x122ba376f844fd7b,
            0xc20232cda2b4e554, 0x9ed0fd42115d187f, 0x2eabb4be7dd479d9, 0x02c70bf52b68ec4c,
        ],
        // 25 * 2^222 B
        [
            0xc9eddee0b475a53f, 0x698a7b4cc226ce27, 0x1d5ac7762f6ff829, 0x5a31bdd67c8a9145,
            0x48e5370aa2c7ee80, 0x01d272bf946605ab, 0xe37d558ef9e9b2aa, 0x2e9bc77a4f6c55e8,
            0x1e856e642b878b12, 0xbc434e7ddc800d19, 0x3241edc0c7aa0c4d, 0x79440fd52fd87ae2,
        ],
        // 26 * 2^222 B
        [
            0xe0853d2fd7659d99, 0x205cf4de5477fa79, 0x27d22af2fe396d83, 0x5d4c514b4f9dfcf4,
            0x38fcc55c06cf4824, 0xc79a8ffc7a4951b4, 0xb53f1ecebbb35dd0, 0x43fdd7ffd27753c3,
            0xb2617715554931a8, 0x5dd43f82f0827c88, 0x0d168b2801bcd353, 0x5863b8a9d0d27d9e,
        ],
        // 27 * 2^222 B
        [
            0x3eb79874da33a619, 0xd4a7c8a07c45be42, 0x1be0d231a7d56042, 0x482fb12732945c6c,
            0x2d2caf13d8e1b1d9, 0x598e19867b6c104b, 0x4a34aa875bc389a2, 0x5afba0d3fd8a91a5,
            0xc39f8779fac8ba92, 0xbdde9baed5de5ae0, 0x5604dcd0aef5d10a, 0x601bc3f3ec5d3d6d,
        ],
        // 28 * 2^222 B
        [
            0xace532bf458d72e1, 0x5be768e07cb73cb5, 0x56cf7d94ee8bbde7, 0x6b0697e3feb43a03,
            0xa287ec4b5d0b2fbb, 0x415c5790074882ca, 0xe044a61ec1d0815c, 0x26334f0a409ef5e0,
            0xb6c8f04adf62a3c0, 0x3ef000ef076da45d, 0x9c9cb95849f0d2a9, 0x1cc37f43441b2fae,
        ],
        // 29 * 2^222 B
        [
            0x1207607512ff31f1, 0xecc10a3ee5d0d3c5, 0x44214a0d74266939, 0x723e767c0184d0e2,
            0xafa67cc28f79bb60, 0xe7dccad6f739435c, 0xe80c9ba8307a3fbe, 0x5e12223ce24d3bf5,
            0x2bf5f7d434fa7fbc, 0x09cf3dee7eba246e, 0x1629db4c26b44a0c, 0x2c9b3625559d1cc2,
        ],
        // 30 * 2^222 B
        [
            0xfcbd8e3335e4beba, 0xae5c977d1e9b381f, 0x7ae13359726c29ba, 0x75ce6c4e0560e38e,
            0x1ff8344ad6d73f43, 0xe13ffd68f9de168d, 0xaf448ba9828beb59, 0x1e66efdfcdb78645,
            0x5e82db2e530893ca, 0x557cb7e9931f6343, 0xec25b0257662e7d9, 0x362ec53b13c4d729,
        ],
        // 31 * 2^222 B
        [
            0x92f5c09fe83027ae, 0xef8524bd22a486ea, 0x12808b14cb422f15, 0x2e20f7b6855e9a07,
            0x7da6e664ec7a6e5c, 0x7a04dccca2a6a9fe, 0x801fec71f0fcc317, 0x11ec955f43ee37e4,
            0x7f24aa78ce62f780, 0x0563a33f3e6a8ed1, 0x09261bbda94d6453, 0x534929d678b779a9,
        ],
        // 32 * 2^222 B
        [
            0xd76656f1c9ceaeb9, 0x1c5b15f818e5656a, 0x26e72832844c2334, 0x3a346f772f196838,
            0x508f565a5cc7324f, 0xd061c4c0e506a922, 0xfb18abdb5c45ac19, 0x6c6809c10380314a,
            0xd2d55112e2da6ac8, 0xe9bd0331b1e851ed, 0x960746dd8ec67262, 0x05911b9f6ef7c5d0,
        ],
    ],
    // row 38: multiples of 2^228 B
    [
        // 1 * 2^228 B
        [
            0x01c18980c5fe9f94, 0xcd656769716fd5c8, 0x816045c3d195a086, 0x6e2b7f3266cc7982,
            0xe9dcd756b637ff2d, 0xec4c348fc987f0c4, 0xced59285f3fbc7b7, 0x3305354793e1ea87,
            0xcc802468f7c3568f, 0x9de9ba8219974cb3, 0xabb7229cb5b81360, 0x44e2017a6fbeba62,
        ],
        // 2 * 2^228 B
        [
            0x87f82cf3b6ca6ecd, 0x580f893e18f4a0c2, 0x058930072604e557, 0x6cab6ac256d19c1d,
            0xc4c2a74354dab774, 0x8e5d4c3c4eaf031a, 0xb76c23d242838f17, 0x749a098f68dce4ea,
            0xdcdfe0a02cc1de60, 0x032665ff51c5575b, 0x2c0c32f1073abeeb, 0x6a882014cd7b8606,
        ],
        // 3 * 2^228 B
        [
            0xd111d17caf4feb6e, 0x050bba42b33aa4a3, 0x17514c3ceeb46c30, 0x54bedb8b1bc27d75,
            0xa52a92fea4747fb5, 0xdc12a4491fa5ab89, 0xd82da94bb847a4ce, 0x4d77edce9512cc4e,
            0x77c8e14577e2189c, 0xa3e46f6aff99c445, 0x3144dfc86d335343, 0x3a96559e7c4216a9,
        ],
        // 4 * 2^228 B
        [
            0x4493896880baaa52, 0x4c98afc4f285940e, 0xef4aa79ba45448b6, 0x5278c510a57aae7f,
            0x12550d37f42ad2ee, 0x8b78e00498a1fbf5, 0x5d53078233894cb2, 0x02c84e4e3e498d0c,
            0xa54dd074294c0b94, 0xf55d46b8df18ffb6, 0xf06fecc58dae8366, 0x588657668190d165,
        ],
        // 5 * 2^228 B
        [
            0xbf5834f03de25cc3, 0xb887c8aed6815496, 0x5105221a9481e892, 0x6760ed19f7723f93,
            0xd47712311aef7117, 0x50343101229e92c7, 0x7a95e1849d159b97, 0x2449959b8b5d29c9,
            0x669ba3b7ac35e160, 0x2eccf73fba842056, 0x1aec1f17c0804f07, 0x0d96bc031856f4e7,
        ],
        // 6 * 2^228 B
        [
            0xb1d534b0cc7505e1, 0x32cd003416c35288, 0xcb36a5800762c29d, 0x5bfe69b9237a0bf8,
            0x3318be7775c52d82, 0x4cb764b554d0aab9, 0xabcf3d27cc773d91, 0x3bf4d1848123288a,
            0x183eab7e78a151ab, 0xbbe990c999093763, 0xff717d6e4ac7e335, 0x4c5cddb325f39f88,
        ],
        // 7 * 2^228 B
        [
            0x57750967e7a9f902, 0x2c37fdfc4f5b467e, 0xb261663a3177ba46, 0x3a375e78dc2d532b,
            0xc0f6b74d6190a6eb, 0x20ea81a42db8f4e4, 0xa8bd6f7d97315760, 0x33b1d60262ac7c21,
            0x8141e72f2d4dddea, 0xe6eafe9862c607c8, 0x23c28458573cafd0, 0x46b9476f4ff97346,
        ],
        // 8 * 2^228 B
        [
            0x1215505c0d58359f, 0x2a2013c7fc28c46b, 0x24a0a1af89ea664e, 0x4400b638a1130e1f,
            0x0c1ffea44f901e5c, 0x2b0b6fb72184b782, 0xe587ff910114db88, 0x37130f364785a142,
            0x3a01b76496ed19c3, 0x31e00ab0ed327230, 0x520a885783ca15b1, 0x06aab9875accbec7,
        ],
        // 9 * 2^228 B
        [
            0x2edfd50631176d79, 0xdaca49ba0f2e0cf3, 0xf3cebcb5d0275de5, 0x16818e0f604dca0f,
            0xa5c3969e911dc419, 0xea7655e3b8d130b7, 0x2a6fcc4c97519c7b, 0x39f07d050b79c5e6,
            0x84317b43fee41a30, 0xca8133d73237411c, 0x5a5aa6f8f2492362, 0x389406137addb7f6,
        ],
        // 10 * 2^228 B
        [
            0x9a7de071ca9af477, 0xad08f584e9a64a44, 0x1012ba121de1aff4, 0x3e7d3d226ca932e3,
            0xb5dc22809be69ba9, 0x4b8bb0c242140c0a, 0xb446a9ffcf7f501d, 0x54f432b9e0dcf4bb,
            0x92ee3e0fc093d88b, 0xab88a243443ed3cb, 0x3279eef51354c474, 0x084c85629add9c4f,
        ],
        // 11 * 2^228 B
        [
            0xed2adeece0b9ffbe, 0x62a94c2eaba60987, 0xc9aefe30d5914252, 0x28e281f0480f4b81,
            0x076550663fa2dd5d, 0x81a62d61e3a84248, 0x05e6bee36aa7a283, 0x3e2df83eaecfc48d,
            0x4321399465ad7b71, 0xd42175556750029f, 0xfd1e73cd1ee836c3, 0x198e16f0794f665e,
        ],
        // 12 * 2^228 B
        [
            0x5cdd5aae407cb59e, 0x2c8de2007591de79, 0x581a3530cea5099c, 0x5d46138d81c78fa8,
            0x0da1e53d33e0c7a9, 0xa09748bab2f154bc, 0x202b092941e7409e, 0x35f1382dfb777685,
            0xae863a66dd75ce87, 0x7952b5ae6773b0c2, 0x9f420e3b8a94d9fe, 0x40edb7b67eb1d1cf,
        ],
        // 13 * 2^228 B
        [
            0xdd9b8a40cae0ed36, 0xe24b9a273c365d45, 0x2e477fecdb972784, 0x176a42a34211692c,
            0x7c6d08ea6f227d54, 0x1d1a37fb241e0334, 0xafd86d4b413059ba, 0x1b04c5417519f540,
            0x8113117a0e33783e, 0x64cf422b809a022d, 0xa544f298e58429d8, 0x06fb42910bf07062,
        ],
        // 14 * 2^228 B
        [
            0xd0ba0d16509b48f2, 0x05cf512051aa48d6, 0x9a156dcb2c48507d, 0x7b011ab4f4f9232b,
            0x4c63a80feec1180f, 0x0719134253723261, 0xcb4ee2ccd68b6771, 0x43dbae0025736a0a,
            0x753760b48fa15740, 0x4f795461ed3530f3, 0x29d8ef8f972d6733, 0x04f32c857f26eaab,
        ],
        // 15 * 2^228 B
        [
            0x459f9c41c4765676, 0x157e14d4d31b9e2f, 0xa50141207a69f1a6, 0x7ba9f136be787fa7,
            0x6de82fae703ce1a9, 0xcf5e0ea2959bd6b7, 0xcf5ab5329165267a, 0x0fafdc3172c2ac9d,
            0xb5eb2fea0d9c84ad, 0x96d1078cf52a1e6d, 0xfe4f935354c48a2b, 0x5ff955dc3432d23f,
        ],
        // 16 * 2^228 B
        [
            0x5349acf3512eeaef, 0x20c141d31cc1cb49, 0x24180c07a99a688d, 0x555ef9d1c64b2d17,
            0xc1339983f5df0ebb, 0xc0f3758f512c4cac, 0x2cf1130a0bb398e1, 0x6b3cecf9aa270c62,
            0x36a770ba3b73bd08, 0x624aef08a3afbf0c, 0x5737ff98b40946f2, 0x675f4de13381749d,
        ],
        // 17 * 2^228 B
        [
            0x78117ba45a4ca1bd, 0x1d317e1c4ddde290, 0x9d51d8a06c11ec5a, 0x356640ae8876c571,
            0x17c962dbfb636ecf, 0xd109b6d946a24eca, 0x9aaf2300fb2a45ec, 0x44e97626d0b4b92a,
            0x9d807a1719efa777, 0x2f2888692b0ac119, 0xc341576e7df4e62c, 0x43758bca6e9912d3,
        ],
        // 18 * 2^228 B
        [
            0xea7430afce47c779, 0xe8c1bb9108c3bb84, 0x02c6d09f355822bc, 0x6b8cd7ad690f403a,
            0x2576d137440585bd, 0x1a66d2b2fb19c051, 0xb7569bdd0135b07c, 0x02797fd186621236,
            0x0ce35ed13e3fb4a5, 0x674201b8173cd450, 0x80f98d7197c64723, 0x098f40e1ade4918f,
        ],
        // 19 * 2^228 B
        [
            0x1aa007dd05f014f9, 0x7292e7b2f34542cc, 0x7caa94bc7805b0c9, 0x7fd28b21db83d9d3,
            0x2dc6c19155d8d5d2, 0x54b27b50205700be, 0xc243bcbb634cf4fb, 0x0b2e1b18fc095ac7,
            0x56cbd270188a7235, 0x207ae781ac426d38, 0xa3cbbfcfb01cef4a, 0x4bac8892335620bf,
        ],
        // 20 * 2^228 B
        [
            0x1604142c4f290f40, 0x55d6d7bc9ccf0cf5, 0xe10c7574b31c5007, 0x409795532a84b7a0,
            0x8661893bb2d75496, 0xd1dc5c01212c93e8, 0x9cfce6b7d0320b1d, 0x47120a214c9dc645,
            0x0364a6574218a7c5, 0x67970be92f280c0f, 0x43e2c1dcb8fa7b5f, 0x09a7ad5aca55aaa3,
        ],
        // 21 * 2^228 B
        [
            0x66a99c4aca7f90b3, 0xf654da85bc5876a1, 0xea5b11331a2c7358, 0x0c3d3efa04ce6267,
            0xa409f5d94fe710ec, 0x50f1bec3d7b43ec6, 0x241ddf0b2fd06789, 0x40720f74aaabe764,
            0x88f665c85a904cb9, 0x3166fe9542976ae0, 0xdd9b6a5ed554bcb9, 0x24f9b35e96e89cdc,
        ],
        // 22 * 2^228 B
        [
            0x477df0dcbf3d2554, 0x97a2be0ef6701dff, 0xe40e892050739bc1, 0x6a342ba84085db3a,
            0xc3f33a8110217bb5, 0x2556ad3887bddb75, 0xe771c2a47a2eac11, 0x5e6af51a72b7bf7d,
            0xc1b078fec7d12b4f, 0x1fe3f221b2b718c2, 0xa76f27f07da208d6, 0x4713504248f86a9d,
        ],
        // 23 * 2^228 B
        [
            0x4b1b1b5822c8a7c7, 0xb1542b98a4dd3ca4, 0x2351740bbcb88587, 0x06b4b12d92642c2b,
            0x84a6a239d3b69b3e, 0x848ea06b5c2c7575, 0xef2b9435690091df, 0x0a723aac139d4726,
            0x6b07f039c8a1ae67, 0xfc8a043467f2ecb7, 0xef14a0c999248d4f, 0x7c45d2f40a2f985f,
        ],
        // 24 * 2^228 B
        [
            0xe878cd8c9f2475bf, 0x7d3eab111628f704, 0x1d78edccc4d5dffa, 0x51e6b17b3a4b6803,
            0x75755046b6c13a80, 0xcc552f01a0ec43b9, 0xbf8f4b51854a0849, 0x36d45bec9a8cc065,
            0x6f58703f86556c2e, 0x663b93783bf8cebc, 0x8bfa513cfd32aa73, 0x52e4a38e699b93dd,
        ],
        // 25 * 2^228 B
        [
            0xc1fd10f164b46649, 0xf73d955737cadc23, 0xb11c7200a07270e4, 0x4b0c0600e9faa08d,
            0x4e4a911d6eb0f114, 0xbfa23bd47bdcbbe9, 0x98e05d171259bf2e, 0x6ad84014d8176306,
            0xdcf087fe4a2367f7, 0xc6beab17ce1e07f1, 0x9601052cd11a38fc, 0x49040031f60e5585,
        ],
        // 26 * 2^228 B
        [
            0x677a354bb5ec46bd, 0xbbe82ce9c4848571, 0x40feeae74f733c18, 0x7b8d231fd067db0e,
            0x43c595261d1f5264, 0xb74689760eed6cda, 0x0890f2ba47823df2, 0x05d610568bafd5be,
            0xe84d3b890a0d9ddb, 0xf8034a1ba994878b, 0xc8df9b09c0635b10, 0x08e4170048f045ff,
        ],
        // 27 * 2^228 B
        [
            0x776f8af16b8a8958, 0x21d79903458b7caf, 0x3f21ee2d65414ff6, 0x5b86e8586b844fa0,
            0xdec2b2f705c5d513, 0x82069d0b31026cbc, 0x43e0240be4924b9d, 0x5aa3fc5c3f170a70,
            0xe51b6389a62c4d43, 0x089b2d42b41d024d, 0xa6f98e4e98543d64, 0x70095f90bb1bc904,
        ],
        // 28 * 2^228 B
        [
            0x30e75aa19726e27e, 0xacce4aa52d66f5fd, 0xa342467e4a044ea3, 0x53bfa50df3c36425,
            0xbde4302ef3bda4af, 0x997454d280f040a5, 0xd5e383b0e376e307, 0x0f1ac574ecb7b193,
            0x51c0a9fab2929430, 0x7a29c693084a6d30, 0xeb2fa1eeef8e2353, 0x2ec0bb1ba585da51,
        ],
        // 29 * 2^228 B
        [
            0xff78a5ca605506d5, 0x218e5ef7034dce6b, 0x92e92aed8c433aa1, 0x7a9fcce693839312,
            0x7390972f788dfd2c, 0x52424984b36782f1, 0x5bb9c9e2eaf6c68d, 0x7061e6e8978f1bf9,
            0x0124d643c7cbb5bb, 0xfeac218590aef06d, 0xa8188e06760fa7c6, 0x1a3be9c907b4b4f1,
        ],
        // 30 * 2^228 B
        [
            0x67227eac2c0a6bc5, 0x534c68105cb290d9, 0xfbbd9c39e090db65, 0x1bfd8bd9cc52b52d,
            0xff503f29ba945b86, 0xa2dbe47ca67a709d, 0xa107e584b9c7325e, 0x54d78e4935c4e8c0,
            0x6f93c03831fe9c7c, 0xfd5d85e6ac45a3c7, 0x6982d174995f4172, 0x2cb9f939154099ff,
        ],
        // 31 * 2^228 B
        [
            0xea59e0c866a367ae, 0x661e4178a365b32d, 0xc7c84939c034835e, 0x6673c0a99e1b7052,
            0xf14d3339bf21ee61, 0x0e188d250bc97e67, 0x1f26570beecf13d5, 0x6372fc9979ea2da5,
            0x3eae27c61be9531e, 0x03bbfffa05e79a2e, 0x9682a2d385731dcd, 0x5310f69068351184,
        ],
        // 32 * 2^228 B
        [
            0xa12ff6d93bdab31d, 0x0725d80f9d652dfe, 0x019c4ff39abe9487, 0x60f450b882cd3c43,
            0x0e2c52036b1782fc, 0x64816c816cad83b4, 0xd0dcbdd96964073e, 0x13d99df70164c520,
            0x014b5ec321e5c0ca, 0x4fcb69c9d719bfa2, 0x4e5f1c18750023a0, 0x1c06de9e55edac80,
        ],
    ],
    // row 39: multiples of 2^234 B
    [
        // 1 * 2^234 B
        [
            0xf1bea8fb89ddbbad, 0x3bcb2cbc61aeaecb, 0x8f58a7bb1f9b8d9d, 0x21547eda5112a686,
            0xb294634d82c9f57c, 0x1fcbfde124934536, 0x9e9c4db3418cdb5a, 0x0040f3d9454419fc,
            0xdefde939fd5986d3, 0xf4272c89510a380c, 0xb72ba407bb3119b9, 0x63550a334a254df4,
        ],
        // 2 * 2^234 B
        [
            0xc168bc93f9cb4272, 0xaeb8711fc7cedb98, 0x7f0e52aa34ac8d7a, 0x41cec1097e7d55bb,
            0xb0f4864d08948aee, 0x07dc19ee91ba1c6f, 0x7975cdaea6aca158, 0x330b61134262d4bb,
            0xf79619d7a26d808a, 0xbb1fd49e1d9e156d, 0x73d7c36cdba1df27, 0x26b44cd91f28777d,
        ],
        // 3 * 2^234 B
        [
            0x22c9203508b611b4, 0x9404b0e44c2d38be, 0x9f344c59466fd9b5, 0x187b776f82666971,
            0x954f147e4bb5e06b, 0x6467f649caa8bf4e, 0xbf139207f04570a0, 0x7e15377b54ce5101,
            0xf45804a5d4a57ebd, 0xe4ff7986bbdb378c, 0x929e331208862e24, 0x7a86788ae05343d8,
        ],
        // 4 * 2^234 B
        [
            0xaf44842db0285f37, 0x8753189047efc8df, 0x9574e091f820979a, 0x0e378d6069615579,
            0x300a9035393aa6d8, 0x2b501131a12bb1cd, 0x7b1ff677f093c222, 0x4309c1f8cab82bad,
            0xd9fa917183075a55, 0x4bdb5ad26b009fdc, 0x7829ad2cd63def0e, 0x078fc54975fd3877,
        ],
        // 5 * 2^234 B
        [
            0x0183386e57bb8d93, 0x9aeb3b62d6296b6e, 0xac47e72ac37828fe, 0x59170ce8e5875ca1,
            0x455a97b3d80d42a4, 0x8ec8b96e8b091be8, 0xaeef831244dff33f, 0x4d83cae702b2bff3,
            0x81a1104e36018a14, 0xe3a25eef62c767bd, 0x9d5d0a0be7c7d2c7, 0x0928d6c6adb140a0,
        ],
        // 6 * 2^234 B
        [
            0x6a769ec89dd80503, 0x62da10d15bd3fccf, 0x92ef910eb44c6bec, 0x451ee810fc82cca5,
            0xa4d65000523f9a7b, 0x0070bf5247825852, 0x489eb54b2d6b9afd, 0x4a1c1a7f46cbc272,
            0xd2712c0c1adbfa81, 0x56f0886863ea6397, 0xd3efe28383316831, 0x5da171968fabe62d,
        ],
        // 7 * 2^234 B
        [
            0x2ec9b095f08734ed, 0x6d14153f55e43b78, 0x3e3d0b40c6b4d96d, 0x2961a00486165d8d,
            0x3fd17676b00957f4, 0x76a2cca505e717b7, 0x07761a53b0beae61, 0x382a87ca0bb8cd75,
            0x45978bf713783c69, 0xeb4420ef60a5c4cf, 0x15092fd133c5b9f0, 0x4d1eb67ef003c419,
        ],
        // 8 * 2^234 B
        [
            0xe2004b5bb833a98a, 0x44775dec2d4c3330, 0x3aa244067eace913, 0x272630e3d58e00a9,
            0x87dfbd1428878f2d, 0x134636dd1e9421a1, 0x4f17c951257341a3, 0x5df98d4bad296cb8,
            0xf3678fd0ecc90b54, 0xf001459b12043599, 0x26725fbc3758b89b, 0x4325e4aa73a719ae,
        ],
        // 9 * 2^234 B
        [
            0xc04929d45607e30e, 0x26cb6c82b77543e8, 0x1f0060924b501b68, 0x32a4f84578d561dc,
            0x04b6aa46e16774fe, 0x54c129c88c55c205, 0x7416b2aa0b5ad214, 0x0501c1c46258f363,
            0x9af4bb33ed1c79c8, 0xc6de55cbcdff2052, 0x17db73b317099f9a, 0x567a98498d919e4c,
        ],
        // 10 * 2^234 B
        [
            0x03b7e218fffc2c7d, 0xcc9b2e466082f2f8, 0x2e0506fec5baad3d, 0x7de1d1449f1df983,
            0x11738f3867d8aee1, 0xe89e30d6cbe8082c, 0xa2eb25af42c89304, 0x60289fa9be52a73c,
            0xf8e93abdd9442190, 0xf384fd4b773c598e, 0x9643ad44475474e2, 0x11a8e95a93767b74,
        ],
        // 11 * 2^234 B
        [
            0x8f4a9351ca8d6971, 0x2f819d55e696123e, 0x32e58b2b4cab1d68, 0x31fce8a88a5046ae,
            0x094cb6d22ae74713, 0x89c5e5e8f2da986f, 0x04ee85d397d1143b, 0x6b8b5a9db33c958d,
            0x9a2492dd1a5fecce, 0x37aaf00784ea0fc4, 0x27039c0526dad0dd, 0x788ac13e7475a75d,
        ],
        // 12 * 2^234 B
        [
            0xed24629acf69f59d, 0x2a4a1ccedd5abbf4, 0x3535ca1f56b2d67b, 0x5d8c68d043b1b42d,
            0x657dc6ef433c3493, 0x65375e9f80dbf8c3, 0x47fd2d465b372dae, 0x4966ab79796e7947,
            0xee332d4de3b42b0a, 0xd84e5a2b16a4601c, 0x78243877078ba3e4, 0x77ed1eb4184ee437,
        ],
        // 13 * 2^234 B
        [
            0x2eb9f1d80efbc134, 0x75c5e72e8bfd6abe, 0xdedf4d31286c5c2d, 0x6fb236bf012000f1,
            0x79ec9f0fef34a619, 0x3d236f642b580b8b, 0x3d29a4b55a1b1597, 0x2f45a920ca3eadef,
            0x25a53e3d9dd68abd, 0xfd3f189be9868af4, 0xa592363e8f80f4d1, 0x5ca36ee3971bc40a,
        ],
        // 14 * 2^234 B
        [
            0xf3be30ba4331b0b8, 0xcc4e70037c673f6e, 0x95436527a0a2ded3, 0x259b7205579310ab,
            0x0b1f28ae33b5cf56, 0xddb06f06c60d0ba1, 0x3f33bf083753e816, 0x2ea0ad179bab9ba3,
            0xdfc0e30d6a4d2428, 0x4a09f40d2a21063d, 0xa8241008e7749b53, 0x4d16e101cdfafc3d,
        ],
        // 15 * 2^234 B
        [
            0x206d1d1dff300df2, 0x614a56d204e87bd3, 0x9ec20583f2916837, 0x5e925551ada96d83,
            0xd65e606168cc15e5, 0xd02b1178e31e51e2, 0x54c9f1274b10f44b, 0x04d244205860bef1,
            0x3265fc9c1daae609, 0xedf2275034153468, 0xea450c62ba6027e5, 0x2a9d1a35db608dc8,
        ],
        // 16 * 2^234 B
        [
            0x185d43f89e92ed1a, 0xb04a1eeafe4719c6, 0x499fbe88a6f03f4f, 0x5d8b0d2f3c859bdd,
            0xbfd4e13f201839a0, 0xaeefffe23e3df161, 0xb65b04f06b5d1fe3, 0x52e085fb2b62fbc0,
            0x124079eaa54cf2ba, 0xd72465eb001b26e7, 0x6843bcfdc97af7fd, 0x0524b42b55eacd02,
        ],
        // 17 * 2^234 B
        [
            0xe5298310e3c87482, 0x0a563340ace93870, 0xd71aab0662370897, 0x6131605df5337836,
            0xeab1615706457c96, 0xa5085b8c9e6bdc85, 0x0274cff3763bf4c8, 0x69975f1713740a18,
            0xf5a4f0a969b462f5, 0x47aa2d768ba3a45b, 0x58ad5ac0f79737e5, 0x5a03d9c42a4eb234,
        ],
        // 18 * 2^234 B
        [
            0x1d127b99eb36b8c4, 0xb9c032a9b7373a9a, 0x6e712b270086fa1b, 0x7ddfe8f2fe50d9f0,
            0x6321a0ab6b4b321e, 0x324f7e377a080b00, 0xc51f6f246dfb28ac, 0x5f439d914c9daadb,
            0xfdeafef27a860c68, 0x9e15897cf73cf055, 0x0e5eacffcea710d6, 0x6d377577e4a7a1ac,
        ],
        // 19 * 2^234 B
        [
            0xad49bbe858a7c5e8, 0xe44bfc8b8dac3431, 0x0c353a70a9e888b6, 0x45b2957c0381f943,
            0x59dae7d1f2b1743b, 0x65d3fa169380c09c, 0x3a56ddc36530e0fb, 0x16311d472a7c62a0,
            0x68a5bf555a26e270, 0x820232f8ef8822e6, 0xcc0d3e16349632a9, 0x5206348f3fa3e338,
        ],
        // 20 * 2^234 B
        [
            0xbc18dcad9b829eac, 0x23ae7d28b5f579d0, 0xc346122a69384233, 0x1a6110b2e7d4ac89,
            0xfd0d5dbee45447b0, 0x6cec351a092005ee, 0x99a47844567579cb, 0x59d242a216e7fa45,
            0x4f833f6ae66997ac, 0x6849762a361839a4, 0x6985dec1970ab525, 0x53045e89dcb1f546,
        ],
        // 21 * 2^234 B
        [
            0x745435b2d00a56f2, 0x31c3fe57d8ae9658, 0xa9497292ca60b5b7, 0x10e450b86f8b29a8,
            0xafc91cddf02c430f, 0x3c0f5d81afbdd28f, 0x061c000f288fa5c7, 0x4648366b570affe9,
            0x331aee9a857e0bfa, 0xf48e729b2a072de4, 0x899bd3ffd0a5a26f, 0x685a704a56b55a38,
        ],
        // 22 * 2^234 B
        [
            0xdefe0e9c47cdc198, 0x9c00d1d4278b82ea, 0xa77f791e6dbd83ab, 0x13fe070cfea3579a,
            0x51cc7d179b5aee47, 0xb51854f4a66c0f15, 0x2593f3a156c4fde7, 0x12b6805f5e357205,
            0xc3ba4c91cf972b2c, 0x785fbd44df980ad6, 0xa30d821dc20ac183, 0x3181cbc93a5c5ad3,
        ],
        // 23 * 2^234 B
        [
            0x8f04a829c2d1f365, 0x6e6534ae9d06ff5e, 0xcc56ab20b81beba8, 0x0aae3da11e66d4f0,
            0x7914b30abf28361e, 0xb5afe7e08ce1c39f, 0x36ba60fb26330bc4, 0x468be25a203733ba,
            0x3962e4903b84969b, 0xd469017edab9f79a, 0x7ca241e80b59c967, 0x61a91fcc138aea34,
        ],
        // 24 * 2^234 B
        [
            0x84da3cde8d45fe12, 0xbd42c218e444e2d2, 0xa85196781f7e3598, 0x7642c93f5616e2b2,
            0xcb8bb346d75353db, 0xfcfcb24bae511e22, 0xcba48d40d50ae6ef, 0x26e3bae5f4f7cb5d,
            0x2323daa74595f8e4, 0xde688c8b857abeb4, 0x3fc48e961c59326e, 0x0b2e73ca15c9b8ba,
        ],
        // 25 * 2^234 B
        [
            0xb24eac7d40489347, 0x74ea83aa8935bc73, 0xb1e2294ed39c12a7, 0x6babccce0c7ec469,
            0x1afa69843a35a44f, 0x473a2890b1c2a677, 0xe71b93ed0970c0ec, 0x7766c3da4c17c367,
            0xcaf071aed4c42d5c, 0x88fd42e16ebe44ac, 0x2f9efeeea3c22573, 0x7f6431f5ae4bc639,
        ],
        // 26 * 2^234 B
        [
            0xfe3d5b2551f4fa49, 0x5459b90af8dd4c49, 0x5116a1336595c185, 0x4abf56ede1b1c1fb,
            0xa17cdba90c373a71, 0x3134976d635930f7, 0xbfd1764ec277d0f9, 0x54a04e0e4559019d,
            0xca0fb90b2f18ea9f, 0x3ea76186533a2e26, 0xbf279d5d36725bef, 0x348c977954617f26,
        ],
        // 27 * 2^234 B
        [
            0x6f7d5fbcd1859cc9, 0x9d3edd4b6e6098c0, 0xee39c8e98484d20b, 0x14ca5dce3819fb35,
            0x116cfda07ffab382, 0xd1e416f696d83c93, 0xe49708f45a5deab5, 0x122d6f40033af923,
            0x8f4584b1ce27f097, 0x30b85db8c38f8a2f, 0x15310e6e7f229655, 0x39a965bc0da64db8,
        ],
        // 28 * 2^234 B
        [
            0x0e3fbfaf79c03a55, 0x3077af054cbb5acf, 0xd5c55245db3de39f, 0x015e68c1476a4af7,
            0xd6bb4428c17f5026, 0x9eb27223fb5a9ca7, 0xe37ba5031919c644, 0x21ce380db59a6602,
            0xc1d5285220066a38, 0x95603e523570aef3, 0x832659a7226b8a4d, 0x5dd689091f8eedc9,
        ],
        // 29 * 2^234 B
        [
            0xf3d057da1e8d2bdd, 0x0552f6079727d6dc, 0x03e9233a385408af, 0x386361f763f6e11f,
            0x497a2e7d36684512, 0x5badd551e81101fc, 0xed712d0b4f32d5c8, 0x7962170d45aa62ed,
            0xc2c4df1c0e5e2028, 0x9118c2c60e97bf07, 0xc48004f5343b1017, 0x6d488ebe6b4f88fd,
        ],
        // 30 * 2^234 B
        [
            0x2ef693c13962b45f, 0x6a73a678b189bd9a, 0x8b970ab226bb793f, 0x240b9708f40e4117,
            0x909f71a827bbecd3, 0x40aa9e40a30ac336, 0x8f0bf7b8c0ab2337, 0x09d48b46d7c271f3,
            0x1b777940c7c76bb3, 0x90dad61bcb89a103, 0x18cc83d68b03c502, 0x1566f2fe7b74374b,
        ],
        // 31 * 2^234 B
        [
            0xb0458220c2fb1b1e, 0x8ca4dffce9a37c61, 0x41061b6ded622cd9, 0x28d20b45bc921e56,
            0xa55fd4ca808b7b59, 0xa7c94e9f36d72860, 0x8baca6c0a39523f6, 0x1238238ab14d049b,
            0xe4160f258ebc114f, 0xc9fdfe508b1c9c06, 0x0eb5e7bd3837ee78, 0x6e89dfaacb990220,
        ],
        // 32 * 2^234 B
        [
            0x1d022591a5313084, 0xca2d4aaed6270872, 0x86a12b852f0bfd20, 0x56e6c439ad7da748,
            0xcbac84debfd3c856, 0x1624c348b35ff244, 0xb7f88dca5d9cad07, 0x3b0e574da2c2ebe8,
            0xc704ff4942bdbae6, 0x5e21ade2b2de1f79, 0xe95db3f35652fad8, 0x0822b5378f08ebc1,
        ],
    ],
    // row 40: multiples of 2^240 B
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
        // 17 * 2^240 B
        [
            0x386117635538f94d, 0x768ebc014f8f25d4, 0x56c8ac5d0cd872c8, 0x4534738b522324d7,
            0x012479fc9d587e8b, 0x8fca543a1b53f597, 0x0041eafee3c3664f, 0x3b8ef66da4ed200c,
            0xe8e7072c0e418cea, 0xeb457b2367df45f8, 0xb60de6054fd7c735, 0x440a9d31a1cd88b5,
        ],
        // 18 * 2^240 B
        [
            0x05d731e46fd844b3, 0xf663fff878ba2810, 0xc4540c2696f9c674, 0x321319bc3299ed42,
            0x0dc053fbfa7e4fa7, 0x7ccf45fa011658dd, 0x78bd6e84d87f5e80, 0x1038166de32cf7ff,
            0x39666cb740c5f9f8, 0x172c5009532bc7f8, 0xb06e61aae252bf59, 0x73aff8d02ac470c1,
        ],
        // 19 * 2^240 B
        [
            0xa98afaf297a24ff7, 0x3b1ce4978262cc29, 0x7f6d3c547dc1c73b, 0x375b26ccde570c0a,
            0xd855aa5d0b67c1db, 0xe6266c177e6af1fc, 0x93e63b7249399f95, 0x2fd03aa1a5d9576d,
            0xcf787bc0916ab6cd, 0x1ba23532a6c812be, 0x6a0c1aae6eda1acc, 0x392ca44a3991f929,
        ],
        // 20 * 2^240 B
        [
            0x77f1d9b5cbd4d528, 0x5861c8fb8ad61e86, 0x20676a31c4e96101, 0x198a442d10b2bcfb,
            0x44983556bbe1a5ee, 0xf9c3330499a6ad1d, 0xe68aa05897fd8fef, 0x6eaef4d92ba6cf24,
            0x8275cca1bb1e3269, 0x84bcb8bc572e54bf, 0x068f8bf1fc9ad88c, 0x74c9cfa8834c0a2c,
        ],
        // 21 * 2^240 B
        [
            0xa5074bfa32c5676b, 0x84141f0512735b70, 0xaf87c1d9279edbcf, 0x746a70c2d9cfb785,
            0x26c4dd57e4c909a0, 0xd4737b4fac6cb5d5, 0xb6f1ee0381b751ef, 0x5db1b9c82dcf9d01,
            0x85c826715ffd467b, 0x445a1f70a3e2648e, 0xc6f929c5bfb0be1c, 0x584df1e607b3e6e1,
        ],
        // 22 * 2^240 B
        [
            0x646b964bfce56021, 0x27a9d6a8bcb222ed, 0x303c6149168a235a, 0x3898020a1a200ecf,
            0xea3d1c99ec591d57, 0x700034ddd47ad5b6, 0x50ea08bea6ff88ab, 0x74e9a7d21c21adbc,
            0x429a69d402191bdb, 0xc2831127b7fa9266, 0x1cdb3f805be09ffd, 0x606639faf891c2b9,
        ],
        // 23 * 2^240 B
        [
            0x4697ce5095061c84, 0xe264b5175cb42d04, 0x0413f5937dba1eaa, 0x6ac41228b4cf993b,
            0x1b5f0a4dbff979bf, 0x9b2ef8eb17b89332, 0x9fd888c9ac7ba851, 0x082817a7f55c04c6,
            0xbff2c1a17bdc5c10, 0x3682d9cbf9c5fbe8, 0x5e4c750451055cab, 0x1b1cf95588441450,
        ],
        // 24 * 2^240 B
        [
            0xa0bf0024fd627067, 0x50610f5ebcc0405a, 0xf9912826ef96ddda, 0x76c43beda5700cbf,
            0x21b690f238cc58cc, 0xfc42f7991eccfb72, 0x6069ed7137cf975f, 0x25ea6fb2826a2d74,
            0xc2ba49e8e16ca602, 0x823c61f80adb159c, 0x92b241168c1e1259, 0x743fe577c2bf7113,
        ],
        // 25 * 2^240 B
        [
            0x670357779395f508, 0x338d8579fd700578, 0xfefba724651a9f51, 0x28b321720ef3e226,
            0x348a1beea7360374, 0xf28048d676c25760, 0x53a5d4af18336ea3, 0x5f8274b065c25681,
            0x6f4d3b6c3757aa1f, 0x13fdacd779f18eaf, 0xb69d58ae6e121228, 0x17dbc53a6a25566d,
        ],
        // 26 * 2^240 B
        [
            0x55873aa8a308fad9, 0xf027736a62a994e8, 0x3f229bea17e85751, 0x711eb714cbcc05e7,
            0x42b6df0089ef58e1, 0xc46c62520b7984aa, 0x78618f9cc69bbff4, 0x29fb123fea4e08e0,
            0x402d3db39ab937c3, 0xa63243053dbb15e0, 0xa32c5c4850b427c5, 0x61e4b34cb2522dd9,
        ],
        // 27 * 2^240 B
        [
            0xec70d8c06c38ce58, 0x411115def5f7c72f, 0xf840f0f898695545, 0x411dca6c75eea407,
            0x85c7c8ad0426d2aa, 0xc2a101f8547592d2, 0x584ff233849d5ec3, 0x4931e11694f38cc0,
            0xe077a16302124e67, 0x725c1472354aa971, 0xbfbba4ffe8ef5329, 0x321800f88a6e9043,
        ],
        // 28 * 2^240 B
        [
            0x953dd684a4ee4ff5, 0x1b1196cba723f1ce, 0x53defefb0960e2d8, 0x6341bce00f432f0b,
            0x799f52d60378a72e, 0x2d71a287f31909e8, 0xc3fc780c2a9b0864, 0x5bca89c5a796c3ed,
            0xa6d0d61059b0924f, 0x0e226039d1360884, 0x5e689e5ac144bdc9, 0x5dcf76d85c7d196f,
        ],
        // 29 * 2^240 B
        [
            0xabb951da6ffaa4ce, 0xa962c80c1b0ac017, 0xbc1f2a819fff43e2, 0x427606bdf16f6eca,
            0x674cb1ff98923f2a, 0x3970f56784a5d7f8, 0xd03e560b39af8b99, 0x20305b1e72c5de5b,
            0xbe7411f262a2bf3d, 0xbf1ab5890e97a210, 0xe2d1198a60e5a30d, 0x215d63d45b9b06e4,
        ],
        // 30 * 2^240 B
        [
            0xb9d971d63023b865, 0xd41f44db55bd22a3, 0x25a50eab431e6ae8, 0x2773db159c22fb37,
            0x6a061e82dd243c46, 0xe297a33d9e146747, 0xe2f3c254e319abcc, 0x1e9cbb31295fcbb7,
            0x139aeefac15cefdc, 0x67b5b73af6d9c18b, 0x784d0d36be1d0dcd, 0x655d9d56eba8eecd,
        ],
        // 31 * 2^240 B
        [
            0xeb37e9290253d14d, 0xe3a99fcbcb18304f, 0x82d33c463a22513b, 0x7b873c80c9346d9c,
            0x446603958808bcaa, 0x46065c36fa215930, 0x10671d1636b03c3d, 0x6695371ed2c23504,
            0x8061593bbc5599d0, 0x48a3d0a1c649ab20, 0xc27bbd6ec77f89c9, 0x4108230823d5aa9d,
        ],
        // 32 * 2^240 B
        [
            0xcc991b4138b41246, 0x243b9c526f9ac26b, 0xb9ef494db7cbabbd, 0x5fba433dd082ed00,
            0xf37ca2ab3d343dff, 0x1a8c6a2d80abc617, 0x8e49e035d4ccffca, 0x48b46beebaa1d1b9,
            0x9c49e355c9941ad0, 0xb9734ade74498f84, 0x41c3fed066663e5c, 0x0ecfedf8e8e710b3,
        ],
    ],
    // row 41: multiples of 2^246 B
    [
        // 1 * 2^246 B
        [
            0x3bd82dbfda777df6, 0x71b177cc0b98369e, 0x1d0e8463850c3699, 0x5a71945b48e2d1f1,
            0x8497404d0d55e274, 0x6c6663d9c4ad2b53, 0xec2fb0d9ada95734, 0x2617e120cdb8f73c,
            0x6f203dd5405b4b42, 0x327ec60410b24509, 0x9c347230ac2a8846, 0x77de29fc11ffeb6a,
        ],
        // 2 * 2^246 B
        [
            0x28302e71630ef9f6, 0xc2d4a2032b64cee0, 0x090820304b6292be, 0x5fca747aa82adf18,
            0x7eb9efb23fe24c74, 0x3e50f49f1651be01, 0x3ea732dc21858dea, 0x17377bd75bb810f9,
            0x232a03c35c258ea5, 0x86f23a2c6bcb0cf1, 0x3dad8d0d2e442166, 0x04a8933cab76862b,
        ],
        // 3 * 2^246 B
        [
            0x7ec47e6d2c946395, 0xffba4ce7a3360231, 0x4a215707c5ba0fd1, 0x26c65917e6f34387,
            0xa32b3cedf15913cc, 0xccb3bc756ff0bd89, 0x3432d6b7bc175f63, 0x0e1eba929b853202,
            0xf043561bdd87bee2, 0x2cf17dd2b1dadae8, 0x1de1cb49736195d4, 0x3939824b1e5c082c,
        ],
        // 4 * 2^246 B
        [
            0x69082b0e8c936a50, 0xf9c9a035c1dac5b6, 0x6fb73e54c4dfb634, 0x4005419b1d2bc140,
            0xd2c604b622943dff, 0xbc8cbece44cfb3a0, 0x5d254ff397808678, 0x0fa3614f3b1ca6bf,
            0xa003febdb9be82f0, 0x2089c1af3a44ac90, 0xf8499f911954fa8e, 0x1fba218aef40ab42,
        ],
        // 5 * 2^246 B
        [
            0x65248aa618b2a0ca, 0x95047ee20b472265, 0x0ff6dffd40c649c0, 0x1ee5607de32bb35c,
            0x807964fa65772413, 0x4241d955a8a1e641, 0xd6a18f42be67d5d7, 0x682ccccf1a1adb96,
            0xe193dcb6af86f421, 0xf47138ecf73c5c06, 0x6983e7d0b2f78ce8, 0x5c87404a739171da,
        ],
        // 6 * 2^246 B
        [
            0x98370aab8551a012, 0xbafc40e9058d03a7, 0xb4c0724876d251fd, 0x0beec6b7572cc1b9,
            0x3215471f0062e1ec, 0xf160b5d1b457bb44, 0xc83e0e698c40a1fd, 0x3f2931e363245b5f,
            0x4bcc1b77438c1bde, 0x318cb03f6c5e64d6, 0x392cdd475766c362, 0x5b2ae65a22bfd7a8,
        ],
        // 7 * 2^246 B
        [
            0x3726aafd161e284a, 0xff0148aae75c6faa, 0xbcb3ff45dddc9d07, 0x09ffff2e8360ce83,
            0x43afdd6a49bd5a61, 0x1fae250d8ffb076b, 0x1c3ff21ca915f99f, 0x3f7d6d95e293b4c0,
            0x2fac6c568bd9951a, 0xa83befefa25c5c2a, 0x1e7f71a44985e403, 0x4e949bfcae0e63ad,
        ],
        // 8 * 2^246 B
        [
            0x4f3e57043e7b0194, 0xa81d3eee08daaf7f, 0xc839c6ab99dcdef1, 0x6c535d13ff7761d5,
            0xab549448fac8f53e, 0x81f6e89a7ba63741, 0x74fd6c7d6c2b5e01, 0x392e3acaa8c86e42,
            0x4cbd34e93e8a35af, 0x2e0781445887e816, 0x19319c76f29ab0ab, 0x25e17fe4d50ac13b,
        ],
        // 9 * 2^246 B
        [
            0x38159426a321bc9a, 0x06e95f6040de2290, 0x3b51d75c02217349, 0x2de3d05ffd171081,
            0x912ed4458a9200fe, 0x0aea48fae405920c, 0xeaf459fa41ed0e0b, 0x28e8089c855bc9ea,
            0x87450e2720f31af9, 0xb41c388c8e855b97, 0xf1c1eb0a08b5b35b, 0x3fe55fd60308c47e,
        ],
        // 10 * 2^246 B
        [
            0xcfc8cbaf964978ca, 0x1ead1036b7c59a43, 0xdf3854da0aab32fb, 0x2f4d00614fb31ecf,
            0x01d0d49720e41ab7, 0x575fcd3dadd197ba, 0x9a69ffae873f466c, 0x6c033bbe337c34f0,
            0xfc9dd28841657bf1, 0x7bbccf174a040f30, 0x4c3a96017e97fee5, 0x10099c64e81cc770,
        ],
        // 11 * 2^246 B
        [
            0x3b5b9d14edd8f507, 0x38bceabba68d9b57, 0xb98457993a46980f, 0x46cd2902e3247bd8,
            0xc2178db0f0c046e7, 0xecc123659f2ce053, 0x358209d46da7738d, 0x1621759c4bc5f411,
            0xf7e03e37fac8f29b, 0x65ccf9dc4aa3094d, 0x653455dfc15a553e, 0x1e9b2924b0ea36ad,
        ],
        // 12 * 2^246 B
        [
            0x915f7ff576f121a7, 0xc34a32272fcd87e3, 0xccba2fde4d1be526, 0x6bba828f8969899b,
            0x0a289bd71e04f676, 0x208e1c52d6420f95, 0x5186d8b034691fab, 0x255751442a9fb351,
            0xe2d1bc6690fe3901, 0x4cb54a18a0997ad5, 0x971d6914af8460d4, 0x559d504f7f6b7be4,
        ],
        // 13 * 2^246 B
        [
            0xde71273c0e310e71, 0x22850ffd4001181b, 0x95d7262de74af9a4, 0x069bd0b4fb578a31,
            0x623659b755e8c3d5, 0x8d538e5e07934ecb, 0x65876f7ef57e2194, 0x02244379d5172ea0,
            0x3c050d57a579a8f1, 0x8aa33da4b8826247, 0x4e7c9c8fe1ed357e, 0x101c7c6f88b28a96,
        ],
        // 14 * 2^246 B
        [
            0x6f174ca5751c9d26, 0xac7f7a8b6e62aebb, 0xbf1ac8793a0b67d1, 0x48272f893750c97a,
            0x54e4db0a40224447, 0xaf243b5176db1660, 0xfbfbbdaac86b3dd0, 0x6a04fe208098b8ca,
            0x01dffd12b9f2416d, 0x93521dd55f93cfad, 0x52166a45a0769bf1, 0x656e0abdfe381e71,
        ],
        // 15 * 2^246 B
        [
            0x4aa51ba8f0559feb, 0xf6b0b215e5dfdd4a, 0x6351e7239825d01e, 0x16de51d444bdc93b,
            0xc69904452696686c, 0x9cba61da26a74858, 0x85341e8aae3c0907, 0x734546937650dec2,
            0xd5279a50baf577a1, 0x2d27c0ca1d2e2d66, 0xf0fce354a1b4ad6d, 0x5cb13fc6fa578d04,
        ],
        // 16 * 2^246 B
        [
            0x9c4891e7f6d266fd, 0x0744a19b0307781b, 0x88388f1d6061e23b, 0x123ea6a3354bd50e,
            0xa7738378b3eb54d5, 0x1d69d366a5553c7c, 0x0a26cf62f92800ba, 0x01ab12d5807e3217,
            0x118d189041e32d96, 0xb9ede3c2d8315848, 0x1eab4271d83245d9, 0x4a3961e2c918a154,
        ],
        // 17 * 2^246 B
        [
            0x0b4d554678039a17, 0xdcc972e1b11c9947, 0xf1898c5fc8f68ab4, 0x2a827613931645bd,
            0x6d25aaf45b3b8a19, 0xca3c3ae6766779c8, 0x011aca106e08e18d, 0x1c013637e7b5da71,
            0xf63350949a3e3d77, 0xfd4cf54a1fd1af2e, 0x37e93771d7fae700, 0x204afb4e68d690c1,
        ],
        // 18 * 2^246 B
        [
            0xf54fa1d7f011a9a8, 0x814482bf1652351d, 0xa63728e92b6a6d87, 0x31d8b89bd8ffe8c3,
            0x3b1eeb2444ff5b0e, 0xf144793c841127ba, 0x159cb864f395382d, 0x3170bed4642bbe30,
            0x84a6ac762e8d70d9, 0x2d3f76591f8a3ba8, 0x9053ee819e884dac, 0x368105acd7a616cf,
        ],
        // 19 * 2^246 B
        [
            0xc15701948df3543f, 0x840bbedf4e908b58, 0x61148cd7ede36de4, 0x2e338a222466643b,
            0x0ca611fd12c6e653, 0x0a9d1618eab058ec, 0x5d82144297916aae, 0x032694c31f69c637,
            0xbcd6b3b07df0b471, 0xa3d3ee4daf5c604d, 0x8debb2f19e8b3739, 0x5422b4061ea4000f,
        ],
        // 20 * 2^246 B
        [
            0x0327d644f3233f1e, 0x499a260e34fcf016, 0x83b5a716f2dab979, 0x68aceead9bd4111f,
            0x71dc3be0f8e6bba0, 0xd6cef8347effe30a, 0xa992425fe13a476a, 0x2cd6bce3fb1db763,
            0x38b4c90ef3d7c210, 0x308e6e24b7ad040c, 0x3860d9f1b7e73e23, 0x595760d5b508f597,
        ],
        // 21 * 2^246 B
        [
            0x6b0f5993dc9d064d, 0x597df02647ecace3, 0x87dd9afda435e63e, 0x5aef6eb69eeb4791,
            0x1ab99ad97d4efca7, 0x9f3221cf5a76b22d, 0x7a03d6bf991f3cce, 0x2807b1a70b9b8617,
            0xd7708097140132b7, 0x587962dcb9d87885, 0x1136951c35e899a6, 0x4dcd5c99c5744a6a,
        ],
        // 22 * 2^246 B
        [
            0xf423ee0929cf3be8, 0x37110f082bd8128c, 0x1e43f77a42200524, 0x352331b6bc5a0e5d,
            0xfcac20ac1ec03283, 0x0b85bcca10be4d66, 0x7156e904f0d6e05d, 0x5768d0718aac803d,
            0x0106996a4e31de2e, 0xa15a98c41265c045, 0x8b48ef7acb8bca41, 0x471303017415849b,
        ],
        // 23 * 2^246 B
        [
            0xd1e16bf58491266e, 0xaacd996590910042, 0xb4b2084a29ff357b, 0x69b31b86392710db,
            0x780c43985441ff7e, 0x0ffa20993e28bbf2, 0x5d5aad3b901161e5, 0x778edb2772b4c452,
            0x6f3098d3794837e7, 0xd9b1cd2d043c26d1, 0xdc8cc70779b74306, 0x44411f262179a265,
        ],
        // 24 * 2^246 B
        [
            0x882acbebfd022790, 0x89af3305c4115760, 0x65f492e37d3473f4, 0x2cb2c5df54515a2b,
            0x6129bfe104aa6397, 0x8f960008a4a7fccb, 0x3f8bc0897d909458, 0x709fa43edcb291a9,
            0xeb0a5d8c63fd2aca, 0xd22bc1662e694eff, 0x2723f36ef8cbb03a, 0x70f029ecf0c8131f,
        ],
        // 25 * 2^246 B
        [
            0xa4e9890aac981839, 0xf96e09a5d0e349a5, 0xf38b8c47e98657d1, 0x309d0ff1bb9a56d8,
            0x9e907fa802c82255, 0xa86dedc9f3f08473, 0x4bbbf4af7b006ce8, 0x06c77a11e898b0b9,
            0x57d95cd819439172, 0x3063ebbdf0dff737, 0x53028a60676c7877, 0x40133108044a0d77,
        ],
        // 26 * 2^246 B
        [
            0x0c1330262f338a35, 0xbb23ce8b3f5749d9, 0x545affe661a75d30, 0x362f2d147fbbea06,
            0x52152f30a1e1a98c, 0x668761db94142d18, 0x3ecb7e7eec73de47, 0x3b32dc6698f1fc3e,
            0x513dbc0ac19f6086, 0x495aec80d9f2363c, 0xa1aa6c52cc767a2c, 0x07f205bbf0f05bef,
        ],
        // 27 * 2^246 B
        [
            0x81b29d69c70a1dc2, 0x2c41cae9939ef6be, 0x428401835ac9e8d7, 0x5eb7ffa7887260a8,
            0x536951e743701a4a, 0x919fa292dfda5b91, 0xb9a1e0c2ca9faeb3, 0x387d63f844b47756,
            0x6c3b1b5e14b7b706, 0x2b3b6eaa68f6a7d9, 0xb92b15c09af65f8d, 0x1250976746cb4f29,
        ],
        // 28 * 2^246 B
        [
            0x2a6aafaa5e10b0b9, 0x78f0a370ef041aa9, 0x773efb77aa3ad61f, 0x44eca5a2a74bd9e1,
            0x461307b32eed3e33, 0xae042f33a45581e7, 0xc94449d3195f0366, 0x0b7d5d8a6c314858,
            0x25d448327b95d543, 0x70d38300a3340f1d, 0xde1c531c60e1c52b, 0x272224512c7de9e4,
        ],
        // 29 * 2^246 B
        [
            0x06eafc358e33f6b0, 0x868cfe7a9dfde785, 0x50e9846656ed10c5, 0x2989e43b86672b83,
            0x1c48002abd55fb5c, 0x6be115ce03a81e7b, 0x7ef1e1647fc093d1, 0x7d6e45eedc14a1f9,
            0xf899ecbf7bfb6712, 0x49634788bd23f297, 0x38ae98b60ce0b29b, 0x323d1e68ff4948a2,
        ],
        // 30 * 2^246 B
        [
            0xd937e0520f53d397, 0xa20557c469327a7d, 0x3bc87fe81c90e7e9, 0x6fcf03c12ed64b4d,
            0xce5d6d1aa7127241, 0xced6e5fdf3f7950f, 0x6dce59bb31cb0e2d, 0x0b1e8001d4a0099f,
            0xdb0c03f70c32aae0, 0xe3058bb07cf61e48, 0x34a066f0b6840f71, 0x633df7b9977fdbac,
        ],
        // 31 * 2^246 B
        [
            0x14cd9f4df6f36bbe, 0xcd983129e5ae5ece, 0x97ded76213ec7757, 0x38554c87befaef4a,
            0xc39ac91512f7eddd, 0xe53802bd2cc2d11d, 0x662c4b3bbecb10c0, 0x4ffdb9e29b0e7f1a,
            0xdf45e3473f86027a, 0x780acf16b992029f, 0x1c328ca924513ef8, 0x23b19aa2f757f502,
        ],
        // 32 * 2^246 B
        [
            0xbf7bbb8a42a975fc, 0x8c5c397796ada358, 0xe27fc76fcdedaa48, 0x19735fd7f6bc20a6,
            0x1abc92af49c5342e, 0xffeed811b2e6fad0, 0xefa28c8dfcc84e29, 0x11b5df18a44cc543,
            0xe3ab90d042c84266, 0xeb848e0f7f19547e, 0x2503a1d065a497b9, 0x0fef911191df895f,
        ],
    ],
    // row 42: multiples of 2^252 B
    [
        // 1 * 2^252 B
        [
            0x6ab5dcb85b1c16b7, 0x94c0fce83c7b27a5, 0xa4b11c1a735517be, 0x499238d0ba0eafaa,
            0xb1507ca1ab1c6eb9, 0xbd448f3e16b687b3, 0x3455fb7f2c7a91ab, 0x7579229e2f2adec1,
            0xecf46e527aba8b57, 0x15a08c478bd1647b, 0x7af1c6a65f706fef, 0x6345fa78f03a30d5,
        ],
        // 2 * 2^252 B
        [
            0x93d3cbe9bdd8f0a4, 0xdb152c1bfd177302, 0x7dbddc6d7f17a875, 0x3e1a71cc8f426efe,
            0xdf02f95f1015e7a1, 0x790ec41da9b40263, 0x4d3a0ea133ea1107, 0x54f70be7e33af8c9,
            0xc83ca3e390babd62, 0x80ede3670291c833, 0xc88038ccd37900c4, 0x2c5fc0231ec31fa1,
        ],
        // 3 * 2^252 B
        [
            0xc422e4d102456e65, 0x87414ac1cad47b91, 0x1592e2bba2b6ffdd, 0x75d9d2bff5c2100f,
            0xfeba911717038b4f, 0xe5123721c9deef81, 0x1c97e4e75d0d8834, 0x68afae7a23dc3bc6,
            0x5bd9b4763626e81c, 0x89966936bca02edd, 0x0a41193d61f077b3, 0x3097a24200ce5471,
        ],
        // 4 * 2^252 B
        [
            0xa162e7246695c486, 0x131d633435a89607, 0x30521561a0d12a37, 0x56704bada6afb363,
            0x57427734c7f8b84c, 0xf141a13e01b270e9, 0x02d1adfeb4e564a6, 0x4bb23d92ce83bd48,
            0xaf6c4aa752f912b9, 0x5e665f6cd86770c8, 0x4c35ac83a3c8cd58, 0x2b7a29c010a58a7e,
        ],
        // 5 * 2^252 B
        [
            0x33810a23bf00086e, 0xafce925ee736ff7c, 0x3d60e670e24922d4, 0x11ce9e714f96061b,
            0xc4007f77d0c1cec3, 0x8d1020b6bac492f8, 0x32ec29d57e69daaf, 0x599408759d95fce0,
            0x219ef713d815bac1, 0xf141465d485be25c, 0x6d5447cc4e513c51, 0x174926be5ef44393,
        ],
        // 6 * 2^252 B
        [
            0x3ef5d41593ea022e, 0x5cbcc1a20ed0eed6, 0x8fd24ecf07382c8c, 0x6fa42ead06d8e1ad,
            0xb5deb2f9fc5bd5bb, 0x92daa72ae1d810e1, 0xafc4cfdcb72a1c59, 0x497d78813fc22a24,
            0xe276824a1f73371f, 0x7f7cf01c4f5b6736, 0x7e201fe304fa46e7, 0x785a36a357808c96,
        ],
        // 7 * 2^252 B
        [
            0x070442985d517bc3, 0x6acd56c7ae653678, 0x00a27983985a7763, 0x5167effae512662b,
            0x825fbdfd63014d2b, 0xc852369c6ca7578b, 0x5b2fcd285c0b5df0, 0x12ab214c58048c8f,
            0xbd4ea9e10f53c4b6, 0x1673dc5f8ac91a14, 0xa8f81a4e2acc1aba, 0x33a92a7924332a25,
        ],
        // 8 * 2^252 B
        [
            0x7ba95ba0218f2ada, 0xcff42287330fb9ca, 0xdada496d56c6d907, 0x5380c296f4beee54,
            0x9dd1f49927996c02, 0x0cb3b058e04d1752, 0x1f7e88967fd02c3e, 0x2f964268cb8b3eb1,
            0x9d4f270466898d0a, 0x3d0987990aff3f7a, 0xd09ef36267daba45, 0x7761455e7b1c669c,
        ],
        // 9 * 2^252 B
        [
            0xadb250974b220084, 0x78aa3d47eae43674, 0xe9acbe63a4c6a8ad, 0x64e6b5aaf0fa7dc2,
            0x5cce8d50a45c8f4c, 0xa8272c04de764c23, 0x093248617e21a75f, 0x67e690cb60f7911c,
            0x4b63e338fbd2ae14, 0xd3a8f264c8d9d74e, 0xe98571607ef7d865, 0x515db7babc04bc87,
        ],
        // 10 * 2^252 B
        [
            0x9377b7a93d37ecba, 0x7eb1c7c8d00c11a0, 0x81efeb5f3b46b866, 0x7dccbe7c3c1f11ca,
            0x0824f7b75ebe86b2, 0x1d7f158ccbf0af34, 0x8756d8ce74a488e3, 0x430e7af36238c849,
            0xbb16ee996ab57210, 0x914aed5830b686cf, 0x7b72a61c81a40eb6, 0x22319bbb07f9f914,
        ],
        // 11 * 2^252 B
        [
            0xd933dc5c41cd0e9d, 0x3e4ab8d571a3c70e, 0x1f2dd11a09332e19, 0x32e93ccd6c7f766c,
            0x9974e70580a4e308, 0x5f5e0c6b1eb988e4, 0x5bb9c6aafcb5faa5, 0x2e2470b9cc7055d6,
            0x939feca593ed697d, 0xbbe921642cb49544, 0x795c5ad2a2cbd732, 0x42c8165c092c7b0a,
        ],
        // 12 * 2^252 B
        [
            0x9e628d00fe586fdb, 0x279f4beacb9cbddd, 0x26c63761ee7f9b90, 0x1dcad910b0532a3f,
            0xf136f75d53a77ef1, 0xadb7b2a3cd284dd8, 0x96b7524bc6f0af5a, 0x7f1ca117116f9750,
            0x43e45bc962e0b7cb, 0x277996a8a12b5c7d, 0x7daae8de3fe1ada9, 0x4f32e1aabdecf457,
        ],
        // 13 * 2^252 B
        [
            0xa9ff16b0548cef7a, 0x18287e17a588951d, 0x965e153fece9babc, 0x14e99a2dd99ce962,
            0x3b510f12310d696d, 0x2d8bcaa6f9870b5b, 0xf0620cf6c91ba6a8, 0x45f6f13fe001dc30,
            0xf730bef03639ede6, 0xf6713421392a770f, 0x8441c8ac2f565c6b, 0x21484b13a200521b,
        ],
        // 14 * 2^252 B
        [
            0x0807451dc96fbc0a, 0xaa3d8e09c64f498f, 0x7b42739d6a4b201c, 0x23c146182e44203a,
            0x36e854ab15e49075, 0xadc32e1c12de8938, 0x2ca757eddcb994b3, 0x1b02bcad4677d944,
            0xb05dc5f3624cf0a5, 0x02f077ecd4937060, 0x484a99302f8d7c76, 0x1c168c269d2a4ab7,
        ],
        // 15 * 2^252 B
        [
            0xbe81cdc2395f36f8, 0x5de2f2a4c064e0db, 0x3b5572f54a2043d9, 0x23a705402e5accb2,
            0x5a2a3c9ecd606cd2, 0xf3c37a52afb70573, 0xcc005291546ceead, 0x61ea8443beafe6ef,
            0xb07954e6e6328bef, 0x80ac3716b04287db, 0x8055e7ac48ebcf88, 0x2cb36aaf2832aa98,
        ],
        // 16 * 2^252 B
        [
            0xd5685c014dce6191, 0x69e4528a491f9dfc, 0xc6892129820c06df, 0x13f85b8ffc7edaaa,
            0x1268fe097e44b439, 0xe34fa88357087dd7, 0x34cb955731ad9b3c, 0x6c9068c07c8dee98,
            0x00596cbad956f568, 0xc317190a60b1da47, 0x89760bc787dc50cd, 0x31a35ea4c1a2fa79,
        ],
        // 17 * 2^252 B
        [
            0x723158ef87d02f58, 0x22a7a6e0dc74141a, 0xd25a4d564fd1fbd9, 0x760f81f3b592018c,
            0x9b3412e65c69c325, 0xf177dafb6a6b5b90, 0x1a41a7c07b52b7cd, 0x2d6a966d415b44ff,
            0xc9ab1dce50021b0d, 0x85c0d6f204f8afde, 0x299da33da56438fb, 0x3f452cef1d22730c,
        ],
        // 18 * 2^252 B
        [
            0xdcbca9bc617f1f43, 0x042fded138e1f13f, 0xc6a7078d05fa935e, 0x65e613ab6a8fd846,
            0x9bb39ae7a4c42f04, 0x43cd8176b8290310, 0xad8e9039c877bab5, 0x135fc7a6911134ba,
            0x48b83cde5b2fa359, 0xfeb2ad79aea8f424, 0x75698f9c1bcf7ddc, 0x2c886f406165f7d7,
        ],
        // 19 * 2^252 B
        [
            0xc60901c45fdba5f6, 0x0f62fee6ec2beb79, 0x3f9b95c5744f4b34, 0x54190d858ed49e56,
            0x2ceb54d18cb13ef6, 0xa66af6a4332d8125, 0x939bafad2a5e4a1e, 0x217d0fc1ed0fbeef,
            0x1597ca12e661a26d, 0x9098994820f7c75c, 0xa089017606b19266, 0x59c8a2894961ef36,
        ],
        // 20 * 2^252 B
        [
            0xafdef027c69b287b, 0x6bb62394b128f95f, 0x351bc5c800c4e70b, 0x6d2aaed1df38f736,
            0xe41c2fb02bd4e895, 0xba506b18a34863ef, 0x8fd842e3adbd55fd, 0x16a86aa0df1e5d09,
            0xbd0173c419e1d140, 0x5f36ebfaf0471663, 0xc8766233d8ddf45b, 0x39c1ec3c0ba432e7,
        ],
        // 21 * 2^252 B
        [
            0xfdc5285ddd1fd1ec, 0x48eb8c8802aa0a87, 0xd7ae338a6f920f2e, 0x7aaafa13b53a6ff0,
            0xa3470e0a40c8b09a, 0x26eb478888af1645, 0x53865f1030736d12, 0x5c557446c2ce2e2c,
            0xff2b30982557a5bc, 0xc950a776d7df0e3c, 0xd292f415839448fa, 0x2704776471614912,
        ],
        // 22 * 2^252 B
        [
            0xab32732505df4420, 0xea93932080e950f3, 0xd3f628a06d35a0d3, 0x79887a90135b9bdf,
            0x4935c8c51849d37f, 0x047ca4c783810144, 0xddad8d2c55a6da2f, 0x118093549240c196,
            0x30a0690c65e5a282, 0x823652d3bf6a88f4, 0xcb247795ad1034f8, 0x6f0f1797e80151bf,
        ],
        // 23 * 2^252 B
        [
            0x53132d6bd3a84088, 0x54b933cfff291462, 0xf27d785620e0cd94, 0x312e12a2b8948670,
            0xccb7c2418f8ed4d4, 0x78e33ddf922167b2, 0x60699e01297ff1c4, 0x22a0a21051831fb8,
            0x44c86b29b5c11b48, 0xc443e2c8bfd60252, 0x42313b5072989ba1, 0x2f3a3075bb38e7df,
        ],
        // 24 * 2^252 B
        [
            0x0e9db378c1d9d8c4, 0xb8363626b2b333b1, 0xbed728eb676e238f, 0x15c9b5088ebcc1bd,
            0x178d4c49a25c9945, 0x6c61c4d1e46af782, 0x7880e84ab8095ee3, 0x13be93cc523d98ab,
            0x13df3edb3e8966af, 0x9cb42876c2e32e5f, 0xce12fdc042eea1e7, 0x46c12f6248c1f03c,
        ],
        // 25 * 2^252 B
        [
            0x206f72d28d1d6dac, 0x39d8d09fea9e1e1e, 0x5a0bc73aa9b1ba9b, 0x520eb9ac7da41c8a,
            0x199fee4f3b33750c, 0x4abf8237968f46e6, 0x860a61729f4503ec, 0x2b56b7b11efffd42,
            0xbe8e4f35891bc85c, 0xe412610f7de98a38, 0x887273cae50a89da, 0x63bd2f4f958947ce,
        ],
        // 26 * 2^252 B
        [
            0x511e6e1d01325bb6, 0x4ac3733d8bb319fe, 0x986229d46bfb7d68, 0x708660d0c69a0dea,
            0xe68911385786ef9a, 0x2a195fee6f08b57a, 0xdd7291313fc22086, 0x7fb86019e28c2045,
            0xb17bd35a70c2cbb8, 0x1420ea51b01d03bb, 0xdb0ce9f12282485b, 0x273cd1908ed106db,
        ],
        // 27 * 2^252 B
        [
            0x60920dc4d1ad0617, 0xc415345253510170, 0x0bbbdbe9444e5be8, 0x6dab6ede625ed3df,
            0x12a20bdcc13cd7be, 0xd8cfb99c32f96793, 0x4b00dea81c723d56, 0x72d5b460d9001c2a,
            0x7e9023f035bb7935, 0x075bbd998629b900, 0x3149514bfd3f4172, 0x28bb763464b3627a,
        ],
        // 28 * 2^252 B
        [
            0x18e034c393b4ffc4, 0x751131f1889f68d6, 0x21f42e867a88a50e, 0x758f39fd14d9acc0,
            0x16b407c9922eadbe, 0xe2b3405dc71dd2e8, 0x3c5c4fdf314f7210, 0x47ba81791a295f68,
            0x1f705d9075598720, 0x4ff74fb698bbcf70, 0xe30dcba7a652862f, 0x45059b2f5f5676fc,
        ],
        // 29 * 2^252 B
        [
            0x849a41f4f1cbd865, 0x46adcb214df253ae, 0x53db011c5c2a8455, 0x066ab26c5c3bd651,
            0x6608d0dbb99ad827, 0xaf0051ac05c48417, 0xc0c5f54b184e689f, 0x3aacb8429169584c,
            0x8d4a959649cf1849, 0xa77ee11225c9eadd, 0x2512ec17af0316cf, 0x60cbca4790ffb338,
        ],
        // 30 * 2^252 B
        [
            0x2e7170e51ca53506, 0x16604cb1d9940652, 0x89ee471ff6d741c8, 0x341cf1fc44a87cb6,
            0x87ea29d97d8275fb, 0xe1ec8dec1f030b09, 0xffcc8ce0973b5fae, 0x5d0af2fb28db199d,
            0xc2d1870b78d58790, 0x10b9d1cf7d8590ae, 0xc604c614132f9eaf, 0x7a4fba8fd377bf3e,
        ],
        // 31 * 2^252 B
        [
            0x71ab6a6eb658f1ec, 0x925828b161cf3d27, 0x517393a637e3d181, 0x5cdd3780fb2e4a2c,
            0x3fa9d1d2f459efb0, 0x3fa512005b959988, 0xb635ef01ded7dd18, 0x4444899c2c6c3927,
            0x9b0cd08c86c44f49, 0x3006e88969983810, 0x50093916f054ccdb, 0x0431452993e42da0,
        ],
        // 32 * 2^252 B
        [
            0x4f77da8fb551086a, 0x6a8c09ee2de73a1f, 0x0486ac222c883a16, 0x23bb4c073624ff36,
            0x8901ff2a27e6c06b, 0x063ea62af0bd84b1, 0xaf225d96fe9ba9e5, 0x7cb33327137b930c,
            0xc5ea133c7a03dc75, 0x2c02a14188ab77bd, 0xc89b0109229fa15b, 0x4aad4d476d908dbd,
        ],
    ],
]);
