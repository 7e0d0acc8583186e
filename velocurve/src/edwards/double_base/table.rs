//! Odd multiples of the edwards25519 base point for the variable-time
//! (verification) multiplications of `edwards::double_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- vartime > velocurve/src/edwards/double_base/table.rs
//! ```
//!
//! (`edwards::table_gen::generate_vartime_table_source`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Table 0, entry `j`
//! is `(2j + 1) B`; table 1, entry `j` is `(2j + 1) 2^128 B`; in affine
//! Niels form `(y + x, y - x, 2dxy)`, each coordinate as its canonical value
//! in four little-endian 64-bit words. wNAF width 10: 256
//! entries per table.

use super::VartimeTable;

/// The tables described in the module documentation.
pub(crate) static VARTIME_TABLE: VartimeTable = VartimeTable([
    // table 0: odd multiples of 2^0 B
    [
        // 1 * 2^0 B
        [
            0x2fbc93c6f58c3b85, 0xcf932dc6fb8c0e19, 0x270b4898643d42c2, 0x07cf9d3a33d4ba65,
            0x9d103905d740913e, 0xfd399f05d140beb3, 0xa5c18434688f8a09, 0x44fd2f9298f81267,
            0xabc91205877aaa68, 0x26d9e823ccaac49e, 0x5a1b7dcbdd43598c, 0x6f117b689f0c65a8,
        ],
        // 3 * 2^0 B
        [
            0xaf25b0a84cee9730, 0x025a8430e8864b8a, 0xc11b50029f016732, 0x7a164e1b9a80f8f4,
            0x56611fe8a4fcd265, 0x3bd353fde5c1ba7d, 0x8131f31a214bd6bd, 0x2ab91587555bda62,
            0x14ae933f0dd0d889, 0x589423221c35da62, 0xd170e5458cf2db4c, 0x5a2826af12b9b4c6,
        ],
        // 5 * 2^0 B
        [
            0xa212bc4408a5bb33, 0x8d5048c3c75eed02, 0xdd1beb0c5abfec44, 0x2945ccf146e206eb,
            0x7f9182c3a447d6ba, 0xd50014d14b2729b7, 0xe33cf11cb864a087, 0x154a7e73eb1b55f3,
            0xbcbbdbf1812a8285, 0x270e0807d0bdd1fc, 0xb41b670b1bbda72d, 0x43aabe696b3bb69a,
        ],
        // 7 * 2^0 B
        [
            0x6b1a5cd0944ea3bf, 0x7470353ab39dc0d2, 0x71b2528228542e49, 0x461bea69283c927e,
            0xba6f2c9aaa3221b1, 0x6ca021533bba23a7, 0x9dea764f92192c3a, 0x1d6edd5d2e5317e0,
            0xf1836dc801b8b3a2, 0xb3035f47053ea49a, 0x529c41ba5877adf3, 0x7a9fbb1c6a0f90a7,
        ],
        // 9 * 2^0 B
        [
            0x9b2e678aa6a8632f, 0xa6509e6f51bc46c5, 0xceb233c9c686f5b5, 0x34b9ed338add7f59,
            0xf36e217e039d8064, 0x98a081b6f520419b, 0x96cbc608e75eb044, 0x49c05a51fadc9c8f,
            0x06b4e8bf9045af1b, 0xe2ff83e8a719d22f, 0xaaf6fc2993d4cf16, 0x73c172021b008b06,
        ],
        // 11 * 2^0 B
        [
            0x2fbf00848a802ade, 0xe5d9fecf02302e27, 0x113e847117703406, 0x4275aae2546d8faf,
            0x315f5b0249864348, 0x3ed6b36977088381, 0xa3a075556a8deb95, 0x18ab598029d5c77f,
            0xd82b2cc5fd6089e9, 0x031eb4a13282e4a4, 0x44311199b51a8622, 0x3dc65522b53df948,
        ],
        // 13 * 2^0 B
        [
            0xbf70c222a2007f6d, 0xbf84b39ab5bcdedb, 0x537a0e12fb07ba07, 0x234fd7eec346f241,
            0x506f013b327fbf93, 0xaefcebc99b776f6b, 0x9d12b232aaad5968, 0x0267882d176024a7,
            0x5360a119732ea378, 0x2437e6b1df8dd471, 0xa2ef37f891a7e533, 0x497ba6fdaa097863,
        ],
        // 15 * 2^0 B
        [
            0x24cecc0313cfeaa0, 0x8648c28d189c246d, 0x2dbdbdfac1f2d4d0, 0x61e22917f12de72b,
            0x040bcd86468ccf0b, 0xd3829ba42a9910d6, 0x7508300807b25192, 0x43b5cd4218d05ebf,
            0x5d9a762f9bd0b516, 0xeb38af4e373fdeee, 0x032e5a7d93d64270, 0x511d61210ae4d842,
        ],
        // 17 * 2^0 B
        [
            0x92c676ef950e9d81, 0xa54620cdc0d7044f, 0xaa9b36646f8f1248, 0x6d325924ddb855e3,
            0x081386484420de87, 0x8a1cf016b592edb4, 0x39fa4e2729942d25, 0x71a7fe6fe2482810,
            0x6c7182b8a5c8c854, 0x33fd1479fe5f2a03, 0x72cf591883778d0c, 0x4746c4b6559eeaa9,
        ],
        // 19 * 2^0 B
        [
            0xd3777b3c6dc69a2b, 0xdefab2276f89f617, 0x45651cf7b53a16b5, 0x5c9a51de34fe9fb7,
            0x348546c864741147, 0x7d35aedd0efcc849, 0xff939a760672a332, 0x219663497db5e6d6,
            0xf510f1cf79f10e67, 0xffdddaa1e658515b, 0x09c3a71710142277, 0x4804503c608223bb,
        ],
        // 21 * 2^0 B
        [
            0xc4249ed02ca37fc7, 0xa059a0e3a615acab, 0x88a96ed7c96e0e23, 0x553398a51650696d,
            0x3b6821d23a36d175, 0xbbb40aa7e99b9e32, 0x5d9e5ce420838a47, 0x771e098858de4c5e,
            0x9a12f5d278451edf, 0x3ada5d7985899ccb, 0x477f4a2d9fa59508, 0x5a5ed1d68ff5a611,
        ],
        // 23 * 2^0 B
        [
            0x1195122afe150e83, 0xcf209a257e4b35d8, 0x7387f8291e711e20, 0x44acb897d8bf92f0,
            0xbae5e0c558527359, 0x392e5c19cadb9d7e, 0x28653c1eda1cabe9, 0x019b60135fefdc44,
            0x1e6068145e134b83, 0xc4f5e64f24304c16, 0x506e88a8fc1a3ed7, 0x150c49fde6ad2f92,
        ],
        // 25 * 2^0 B
        [
            0x8e7bf29509471138, 0x5d6fef394f75a651, 0x10af79c425a708ad, 0x6b2b5a075bb99922,
            0xb849863c9cdca868, 0xc83f44dbb8714ad0, 0xfe3ee3560c36168d, 0x78a6d7791e05fbc1,
            0x58bf704b47a0b976, 0xa601b355741748d5, 0xaa2b1fb1d542f590, 0x725c7ffc4ad55d00,
        ],
        // 27 * 2^0 B
        [
            0xe4426715d1cf99b2, 0x7352d51102a20d34, 0x23d1157b8b12109f, 0x794cc9277cb1f3a3,
            0x91802bf71cd098c0, 0xfe416ca4ed5e6366, 0xdf585d714902994c, 0x4cd54625f855fae7,
            0x4af6c426c2ac5053, 0xbc9aedad32f67258, 0x2ad032f10a311021, 0x7008357b6fcc8e85,
        ],
        // 29 * 2^0 B
        [
            0x0b88672738773f01, 0xb8ccc8fa95fbccfb, 0x8d2dd5a3b9ad29b6, 0x06ef7e9851ad0f6a,
            0xd01b9fbb82584a34, 0x47ab6463d2b4792b, 0xb631639c48536202, 0x13a92a3669d6d428,
            0xca93771cc0577de5, 0x7540e41e5035dc5c, 0x24680f01d802e071, 0x3c296ddf8a2af86a,
        ],
        // 31 * 2^0 B
        [
            0xaead15f9d914a713, 0xa92f7bf98c8ff912, 0xaff823179f53d730, 0x7a99d393490c77ba,
            0xfceb4d2ebb1f2541, 0xb89510c740adb91f, 0xfc71a37dd0a1ad05, 0x0a892c700747717b,
            0x8f52ed2436bda3e8, 0x77a8c84157e80794, 0xa5a96563262f9ce0, 0x286762d28302f7d2,
        ],
        // 33 * 2^0 B
        [
            0x4e7836093ce35b25, 0x82e1181db26baa97, 0x0cc192d3cbc7b83f, 0x32f1da046a9d9d3a,
            0x7c558e2bce2ef5bd, 0xe4986cb46747bc63, 0x154a179f3bbb89b8, 0x7686f2a3d6f1767a,
            0xaa8d12a66d597c6a, 0x8f11930304d3852b, 0x3f91dc73c209b022, 0x561305f8a9ad28a6,
        ],
        // 35 * 2^0 B
        [
            0x100c978dec92aed1, 0xca43d5434d6d73e5, 0x83131b22d847ba48, 0x00aaec53e35d4d2c,
            0x6722cc28e7b0c0d5, 0x709de9bbdb075c53, 0xcaf68da7d7010a61, 0x030a1aef2c57cc6c,
            0x7bb1f773003ad2aa, 0x0b3f29802b216608, 0x7821dc86520ed23e, 0x20be9c1c24065480,
        ],
        // 37 * 2^0 B
        [
            0xe15387d8249673a6, 0x5943bc2df546e493, 0x1c7f9a81c36f63b5, 0x750ab3361f0ac1de,
            0x20e0e44ae2025e60, 0xb03b3b2fcbdcb938, 0x105d639cf95a0d1c, 0x69764c545067e311,
            0x1e8a3283a2f81037, 0x6f2eda23bd7fcbf1, 0xb72fd15bac2e2563, 0x54f96b3fb7075040,
        ],
        // 39 * 2^0 B
        [
            0x0fadf20429669279, 0x3adda2047d7d724a, 0x6f3d94828c5760f1, 0x3d7fe9c52bb7539e,
            0x177dafc616b11ecd, 0x89764b9cfa576479, 0xb7a8a110e6ece785, 0x78e6839fbe85dbf0,
            0x70332df737b8856b, 0x75d05d43041a178a, 0x320ff74aa0e59e22, 0x70f268f350088242,
        ],
        // 41 * 2^0 B
        [
            0x66864583b1805f47, 0xf535c5d160dd7c19, 0xe9874eb71e4cb006, 0x7c0d345cfad889d9,
            0x2324112070dcf355, 0x380cc97ee7fce117, 0xb31ddeed3552b698, 0x404e56c039b8c4b9,
            0x591f1f4b8c78338a, 0xa0366ab167e0b5e1, 0x5cbc4152b45f3d44, 0x20d754762aaec777,
        ],
        // 43 * 2^0 B
        [
            0x5e8fc36fc73bb758, 0xace543a5363cbb9a, 0xa9934a7d903bc922, 0x2b8f1e46f3ceec62,
            0x9d74feb135b9f543, 0x84b37df1de8c956c, 0xe9322b0757138ba9, 0x38b8ada8790b4ce1,
            0xb5c04a9cdf51f95d, 0x2b3952aecb1fdeac, 0x1d106d8b328b66da, 0x049aeb32ceba1953,
        ],
        // 45 * 2^0 B
        [
            0xaa507d0b75fc7931, 0x0fef924b7a6725d3, 0x1d82542b396b3930, 0x795ee17530f674fc,
            0xd7767d3c63dcfe7e, 0x209c594897856e40, 0xb6676861e14f7c13, 0x51c665e0c8d625fc,
            0x254a5b0a52ecbd81, 0x5d411f6ee034afe7, 0xe6a24d0dcaee4a31, 0x6cd19bf49dc54477,
        ],
        // 47 * 2^0 B
        [
            0x1ffe612165afc386, 0x082a2a88b8d51b10, 0x76f6627e20990baa, 0x5e01b3a7429e43e7,
            0x7e87619052179ca3, 0x571d0a060b2c9f85, 0x80a2baa88499711e, 0x7520f3db40b2e638,
            0x3db50be3d39357a1, 0x967b6cdd599e94a5, 0x1a309a64df311e6e, 0x71092c9ccef3c986,
        ],
        // 49 * 2^0 B
        [
            0x856bd8ac74051dcf, 0x03f6a40855b7aa1e, 0x3a4ae7cbc9743ceb, 0x4173a5bb7137abde,
            0x53d8523f0364918c, 0xa2b404f43fab6b1c, 0x080b4a9e6681e5a4, 0x0ea15b03d0257ba7,
            0x17c56e31f0f9218a, 0x5a696e2b1afc4708, 0xf7931668f4b2f176, 0x5fc565614a4e3a67,
        ],
        // 51 * 2^0 B
        [
            0x4892e1e67790988e, 0x01d5950f1c5cd722, 0xe3b0819ae5923eed, 0x3214c7409d46651b,
            0x136e570dc46d7ae5, 0x0fd0aacc54f8dc8f, 0x59549f03310dad86, 0x62711c414c454aa1,
            0x1329827406651770, 0x3ba4a0668a279436, 0xd9b6b8ec185d223c, 0x5bea94073ecb833c,
        ],
        // 53 * 2^0 B
        [
            0xb470ce63f343d2f8, 0x0067ba8f0543e8f1, 0x35da51a1a2117b6f, 0x4ad0785944f1bd2f,
            0x641dbf0912c89be4, 0xacf38b317d6e579c, 0xabfe9e02f697b065, 0x3aacd5c148f61eec,
            0x858e3b34c3318301, 0xdc99c04707316826, 0x34085b2ed39da88c, 0x3aff0cb1d902853d,
        ],
        // 55 * 2^0 B
        [
            0x9226430bf4c53505, 0x68e49c13261f2283, 0x09ef33788fd327c6, 0x2ccf9f732bd99e7f,
            0x87c5c7eb3a20405e, 0x8ee311efedad56c9, 0x29252e48ad29d5f9, 0x110e7e86f4cd251d,
            0x57c0d89ed603f5e4, 0x12888628f0b0200c, 0x53172709a02e3bb7, 0x05c557e0b9693a37,
        ],
        // 57 * 2^0 B
        [
            0xf776bbb089c20eb0, 0x61f85bf6fa0fd85c, 0xb6b93f4e634421fb, 0x289fef0841861205,
            0xd8f9ce311fc97e6f, 0x7a3f263011f9fdae, 0xe15b7ea08bed25dd, 0x6e154c178fe9875a,
            0xcf616336fed69abf, 0x9b16e4e78335c94f, 0x13789765753a7fe7, 0x6afbf642a95ca319,
        ],
        // 59 * 2^0 B
        [
            0x5de55070f913a8cc, 0x7d1d167b2b0cf561, 0xda2956b690ead489, 0x12c093cedb801ed9,
            0x7da8de0c62f5d2c1, 0x98fc3da4b00e7b9a, 0x7deb6ada0dad70e0, 0x0db4b851b95038c4,
            0xfc147f9308b8190f, 0x06969da0a11ae310, 0xcee75572dac7d7fd, 0x33aa8799c6635ce6,
        ],
        // 61 * 2^0 B
        [
            0x8348f588fc156cb1, 0x6da2ba9b1a0a6d27, 0xe2262d5c87ca5ab6, 0x212cd0c1c8d589a6,
            0xaf0ff51ebd085cf2, 0x78f51a8967d33f1f, 0x6ec2bfe15060033c, 0x233c6f29e8e21a86,
            0xd2f4d5107f18c781, 0x122ecdf2527e9d28, 0xa70a862a3d3d3341, 0x1db7778911914ce3,
        ],
        // 63 * 2^0 B
        [
            0xb3394769dd701ab6, 0xe2b8ded419cf8da5, 0x15df4161fd2ac852, 0x7ae2ca8a017d24be,
            0xddf352397c6bc26f, 0x7a97e2cc53d50113, 0x7c74f43abf79a330, 0x31ad97ad26e2adfc,
            0xb7e817ed0920b962, 0x1e8518cc3f19da9d, 0xe491c14f25560a64, 0x1ed1fc53a6622c83,
        ],
        // 65 * 2^0 B
        [
            0x8bfe42a61c092d2d, 0x73504898c9bf388e, 0x3e19167bbf3712fb, 0x503d664a57aa24ad,
            0xf4b9e98e4d89f26e, 0xb382df288570b7e7, 0x23db7e6d0485c45c, 0x5b12b36f28bc0aa3,
            0xca1b395b90a91537, 0xb9ba83f7cf37e5f2, 0x192a023e0c8e8bfa, 0x36906685e9a1f8e3,
        ],
        // 67 * 2^0 B
        [
            0x544cbe3c4fd8781d, 0x2fcf1dd2138b57e4, 0xeb27ee64be5b3d39, 0x355dccf04805c3a5,
            0x6b190dd8b8699e48, 0xa4700cfa31d75c7c, 0x56011dc0abd8215b, 0x5b1112708474b19e,
            0xcbbd984dcb3c75db, 0x1fb65ee757f6567f, 0xb138b588b6598196, 0x584587b225ae4f65,
        ],
        // 69 * 2^0 B
        [
            0x4855c10f66a67ed6, 0x84eb616ccb9197c4, 0x8b4fffd380b2218b, 0x05e27ba4b982ac54,
            0x3393a363f12f57a6, 0x5435d15b33bc2bee, 0xdb481808a9805bb7, 0x3d8918fb87d11eef,
            0x3f06a67d1e5a864d, 0xe5aeadb0de2a1086, 0x6b61108eeb682acf, 0x7f8f3424d64a55da,
        ],
        // 71 * 2^0 B
        [
            0x7b1a4807b24886af, 0x9548ed1ec442fde2, 0xaf5231a47a45654f, 0x7e755cba0310f265,
            0x0ed6293624794ed1, 0xee1bf0c768f0f68b, 0xaafdfe16ce23bcc3, 0x0caa7059c32356c4,
            0x9afc4f52761a3023, 0xa64e1a882696f668, 0xe246f40cfde45959, 0x4536c2aee70b3230,
        ],
        // 73 * 2^0 B
        [
            0x8ce3eff321ccb9c3, 0x9a38bf74652157b8, 0xdc605fed0f63168b, 0x6a15d0f5ca4497b3,
            0xe019a302599db7fa, 0x6eb4e737f02fc226, 0xfe1bf852fe71018d, 0x7bbdf8041ba47471,
            0x8e0de1f109bfa8d5, 0xdc24eaf9e221c4f0, 0xfb2f399a36978858, 0x55c206d4035cdb7a,
        ],
        // 75 * 2^0 B
        [
            0x0a27faad90de7625, 0x8227d19e1431c8e3, 0x0f99db5c214a59cb, 0x5cd6b3922ee71c25,
            0x71538159b8443d37, 0x02b3db6ad6cf64f9, 0x599c14c00d1e9efc, 0x278fc8bcd74e9eb8,
            0xf03ca994d633ebc7, 0xe111126e7a37a7be, 0x53f4309ee0cd142b, 0x468615291ab88428,
        ],
        // 77 * 2^0 B
        [
            0x2c403851d54ceb6f, 0xed2229eacdfd6b67, 0xf4ad215318e2792b, 0x5523e2f353889485,
            0x71a1099c54a5efd2, 0xf5c506a0f0579f97, 0xdc18b38f13d4fbcf, 0x636db66a5894edd3,
            0x9afa536e7bd0d4de, 0x0f6125ab65a3f1e2, 0x88f5a27cb3c84c35, 0x5288cf65559b0f98,
        ],
        // 79 * 2^0 B
        [
            0x0f92b629f0d9881c, 0xfcb1fb13e5570e71, 0x5fee4f89484bbafb, 0x12c70c85f45241d2,
            0xb295c8c50a97289b, 0x58feabbaea812a3f, 0x6dd6f2c60f768929, 0x63f01b555a964614,
            0x6a45bda5e538767f, 0x60299307d30960cc, 0x3c939f69d4d53351, 0x437165416ab62955,
        ],
        // 81 * 2^0 B
        [
            0xe1d5b1fbddfdad86, 0xad81bfbae4b6778d, 0x6b7819199980dd1f, 0x46fe985f1b9721b7,
            0x61300a2836e64b9a, 0x5036a4d0f4953a71, 0x8465234f47f36475, 0x3ea46dc72c2dd23c,
            0x9ff5018588e2dfa7, 0x6739f401fd075eea, 0x6a0e5e97d89c74e5, 0x088b0ca7df43294e,
        ],
        // 83 * 2^0 B
        [
            0x10670e54fefe6cc0, 0x0ebb9d53a8e51d94, 0xfa9f0e23f535a3df, 0x3c755700af5ee893,
            0x264445337c54aa9d, 0x76d08ebe7e436fcd, 0xed8fa1d695119b58, 0x7d5b0546110e1379,
            0x789f3a96d7c70596, 0xaaf8fe7b0afb01f3, 0x64164668d421c0d7, 0x1ae5c564b3a77aad,
        ],
        // 85 * 2^0 B
        [
            0xda09ad4c0302594b, 0x13fbe6d47c6a5b84, 0x4500e7c00885e2a4, 0x201a641198d92663,
            0xfd88e6863e708d5b, 0x49e5adc4c8a5b2a5, 0x0f307ce81e745d90, 0x5d9cf1e818af1786,
            0x5bda1d3be2a1592b, 0x2bdbaaaa62b8c41f, 0x5579493cdc424c4b, 0x3aa0a0c361fe0b26,
        ],
        // 87 * 2^0 B
        [
            0x941c5fe508dff693, 0xc7d012ab660f838d, 0x4726e9dd5c77a544, 0x3e6190f708b20340,
            0x067c6e21e149ef2e, 0x8ce0c10250067169, 0xb0aa755c9e78b330, 0x6ee309f230d1a129,
            0x3948ae32ac67b877, 0x7a22228f547ec209, 0x617424f7b0e849ad, 0x64cde98364f1d74b,
        ],
        // 89 * 2^0 B
        [
            0x42feb982b66c4ffa, 0xb8b41b10c61f05c8, 0x2d22795787953b0f, 0x19767cc144203007,
            0x270fd6e4071f6450, 0x7d38f68fbe1f51f7, 0x84f2fda400294fb3, 0x2c41a80e5b453831,
            0x05be0fe08e9dc54b, 0x72eeef35978e184d, 0xaf0cb14fdaca4ec4, 0x393bc7b77c81c3e8,
        ],
        // 91 * 2^0 B
        [
            0xb13b67a868cd8c15, 0x568513fa38cd6ec9, 0x7becb9f64905d2b4, 0x6ebb5599ac3d3696,
            0xe9bb8645b73f4755, 0x9f5cb50d883b9b0a, 0xf7b9153bc5c0c17a, 0x7c0cebbd0ca4ee63,
            0x429cc5da306059bd, 0x266debe5677e65fa, 0x306604d0cfac969b, 0x7cead1176a994c8c,
        ],
        // 93 * 2^0 B
        [
            0x621b1e08c64de622, 0x472b3b3d7b8c9150, 0xdd36b61c27b01208, 0x7b816374fe4d0adc,
            0x36fe4cdb68564783, 0x13328741d66c12c3, 0x7fcb93e1232ee3d3, 0x32e73d7c414d7551,
            0x52971bc104113fcc, 0x5c3c7d0f88ca7358, 0x8f279c75d65fa414, 0x6f56ae3ce96f0163,
        ],
        // 95 * 2^0 B
        [
            0x477aa3e186f6b4b9, 0x81665fa0f3257935, 0x4573db8e664d36bf, 0x2bcbc96fc92ab0e9,
            0x5d3896ed8c1e9273, 0xdf936b434616d65d, 0x9b8d37a2d4f2f726, 0x6ff27a9feafb3d17,
            0x6c09f73e611f6329, 0xf033b146a881ce41, 0x50e00475a46e2c35, 0x72b5a5b6de2848cd,
        ],
        // 97 * 2^0 B
        [
            0x3c712c4628a337c3, 0x9a1c97a3633fa307, 0x6ba4031885243977, 0x3485a7aa6fde7d08,
            0xf1369774ed68e720, 0xf8dd09994bef14ab, 0xfc516b395d91401d, 0x61aa1160d97b7167,
            0x25348a7b7f55128e, 0x374bcb75d5862d97, 0xb373ecf168e0884c, 0x2c6ce0503ee8d142,
        ],
        // 99 * 2^0 B
        [
            0x894f17e676469b1a, 0x340cece1e021e31e, 0x0ee0a9b803128a43, 0x0f8c2b53783393a7,
            0x8d82dfb19c632889, 0x5e96ccdc292a44f2, 0xe4eee56c9af6921a, 0x0e77ad1d926497a9,
            0x2f1a301df2db5c75, 0xdd40e090a80d19de, 0x78e002eeb89dad4f, 0x4cc1e54c7258ddf5,
        ],
        // 101 * 2^0 B
        [
            0xb89be1d86b3ae19c, 0x031ea7947980bd38, 0x8645c39ffe3413f9, 0x7294f2237a32de77,
            0xf3fcc0667543638e, 0xf4261f78644e48fb, 0xf5c9aea740a9bb66, 0x62ef3fdce75142e4,
            0x6e588017f77d3efd, 0x9ed1dd9e3869f243, 0xbda9ce374f0265de, 0x1928c87d156662a4,
        ],
        // 103 * 2^0 B
        [
            0x4a3847d566087229, 0x2da9a2cab59758c6, 0x5755a86075ce291b, 0x4ae0ec1d4499fa94,
            0x1b0c955ab57e2130, 0x6feb7fbd9644f5f5, 0x420474ed08bd2c99, 0x77db41774458f630,
            0x83d6cb9ba2be7da7, 0x866b1d980ce07dd5, 0xaebfa49793d0bfc4, 0x17f1b3461da3170e,
        ],
        // 105 * 2^0 B
        [
            0x09a16b3d036c2886, 0xbac75d4ee3e4e79a, 0xabc758e794417b00, 0x78a82c43f443d24d,
            0x8e4c199b3403ce52, 0x2ca3611a7b6710e5, 0xd1762d7b4576a735, 0x3d9b99a13ada9626,
            0x056b8112702675c4, 0xefd139eb4469474e, 0x4539a75af7c4ac7f, 0x0b49208bd81bb390,
        ],
        // 107 * 2^0 B
        [
            0x03fd50fb0a0d0782, 0xeac8ed716e98eed6, 0xc16393986f009808, 0x3e40a64da2d51448,
            0x35badcb32d287241, 0x7b3d1775c49584c1, 0x87ac12fcf368d80e, 0x157ee7b2e1f28521,
            0x97f5a52e9dca709f, 0x2522d09bc73ffcbd, 0x1f5baef6f12e3f95, 0x5a277115c55fbeb4,
        ],
        // 109 * 2^0 B
        [
            0x7b40d921e5854c55, 0x273c7b386fde31b2, 0xe3636e504e122e6e, 0x0f4e191892dd3d73,
            0xab123015328300cc, 0xc87ec77fd587a7c2, 0x4f382d7d586db8f0, 0x4689b02ab17dfeee,
            0xc3bd1c12ec4132ed, 0xe1f46058d922b5bd, 0x86f493945f708794, 0x3b2432ebc9edd627,
        ],
        // 111 * 2^0 B
        [
            0x1700899781c7d8ef, 0xa42b5a086f398c28, 0xb4222b623836c62f, 0x361fd1330328d0c1,
            0xbbbeccc2b78c2e59, 0x0dd9373831c17c95, 0x8dff3409edc0963d, 0x6c55c1f2ab2dbbb9,
            0xd22b0c8165159986, 0xb897391177c50f44, 0xb1596816d4fa0444, 0x3cd845a927b2c486,
        ],
        // 113 * 2^0 B
        [
            0x12f506d72c1951df, 0xfbea3365e8f82ff5, 0x556ab0a2481b8e75, 0x45f998ac7247f2ad,
            0x1d1715addf6fd3b0, 0x40722a7e78d75eb7, 0x0f566b56d20e46dc, 0x36121e8a0da91ad1,
            0xa40b0728c55d3ecd, 0xd6e1434c46695337, 0xff46c2d572544cce, 0x23b086cf066d531b,
        ],
        // 115 * 2^0 B
        [
            0x8d666080b4bdd58f, 0xbd7ca4098634ba31, 0x44fe4535012cbc39, 0x16c5fa19014f1615,
            0xc36b5118ea05195e, 0xb1d4514237c16905, 0xea3385092cd28f32, 0x01ebb5388c6e8a74,
            0x0f45416ee772f53b, 0xc98ff8c5cb9ce895, 0xaffd29c356960710, 0x4864ef1818473050,
        ],
        // 117 * 2^0 B
        [
            0xcd0da83a0bd0b830, 0x864eeb9bb91c3428, 0xe66f3e9b04153ef4, 0x26c03aed7f6bc250,
            0xf817c33297639ab3, 0x3447c7ab2068d38e, 0x5cc04b883b623c0f, 0x2a7adc0c34dbaf6c,
            0x961e7a2f581c7dce, 0x3a9e89604829a96d, 0x90d94a7bb989a43c, 0x78b5169959e1d754,
        ],
        // 119 * 2^0 B
        [
            0xf95cc85a5769cc40, 0xe6fe953a574dd32b, 0x1dcb8a165586a836, 0x457ec0224bcd21b4,
            0x10f98254df5d180d, 0x75061507fce9d465, 0x27572a35488e711f, 0x02314bc90371e709,
            0x79e8aefe8f26908a, 0x16bbb31dfb553ad3, 0xbb8b7936ea84cefa, 0x79572c534fcf0a49,
        ],
        // 121 * 2^0 B
        [
            0x343b4300e0749597, 0x5f372623906404c4, 0x1493f6ab9688c9a4, 0x7890c0b6e7f19a1c,
            0x239db23ca35b2d6f, 0xbb0a0dbab92cc1b9, 0x043337880d96ea04, 0x70ddf8d98b60ef3f,
            0xf49140b7fdd75dc4, 0xa3b303985af8169b, 0x2b58e231ecb48485, 0x45769691e89a70aa,
        ],
        // 123 * 2^0 B
        [
            0x390e3ddc5ba643ad, 0x885cfed9e9b91b6b, 0x8bae741056679d90, 0x2ec0f706b05c7c78,
            0x54e3e305345b2ddb, 0x47a9cc35ec02eb9b, 0x02235defdd55e17d, 0x10b74232f01c1d82,
            0xfc3a1694608f59d8, 0x894dee1fbe3d0c7c, 0x9050b66e2a4e1470, 0x5d6fa9d25a3f46a7,
        ],
        // 125 * 2^0 B
        [
            0xac2c5afeb2a3a6dd, 0xa66ced079df00e65, 0x064ccbf6189f9cad, 0x574fa41887c9e71c,
            0x46df4185e46e6cbb, 0x2a69cc012f223e52, 0x797ff5f7f57d2646, 0x645e704f775f697a,
            0xc92d29dade891efa, 0x0f3a73ed122ee7d8, 0xf2355982294e1511, 0x7420e574dcaab932,
        ],
        // 127 * 2^0 B
        [
            0xf83e6e3f94234b1c, 0xc87b61e69b421c10, 0x454b33b093c454a5, 0x2ba60fa9c3cdc075,
            0xf766a138a034513c, 0x0fe6202f46f9d39d, 0x28ae39018d46e4a6, 0x44ef4632b581b3d3,
            0xa3d6491c21d364c9, 0x45da3bac65224a25, 0x56f511d9c0071c97, 0x7054899c44b5f3cf,
        ],
        // 129 * 2^0 B
        [
            0x38954e0baab16dcf, 0xfa166cc0781565d7, 0xc79ae2674db87d53, 0x5146c5719d075181,
            0xb3b18bc5b775ea51, 0x1219325a26383c57, 0xe8efa118f8ab1297, 0x72697b0c50ad6894,
            0x156ea968c8681fda, 0x22f0723ea919db4d, 0x99ca3460acef6d7a, 0x210f9e2e777a4829,
        ],
        // 131 * 2^0 B
        [
            0x2ea08627febbd324, 0x4edfff09abbd2a9d, 0x60dfa44337a7ddf5, 0x5c8471fa55aa3839,
            0xfe6ad88cf3d2c42b, 0x3343621283c741ef, 0xf0903725873a8ad3, 0x21512cb2ac4c89d7,
            0x2ad485db7b39cf58, 0x079a94fc512e71d0, 0xe93f5184d213a292, 0x3f062bf6bad545c9,
        ],
        // 133 * 2^0 B
        [
            0x09915f34202f25a8, 0x1bdb594e8117999b, 0xb33ebee0b9129545, 0x47639a3c5b0b8f3d,
            0xfe56e40025281fc5, 0xe0eeedd4fc07ca34, 0x46c6b24c25941ccd, 0x63c230c5ab90986b,
            0xec68e68da17fa067, 0xc692dd07d2eb529c, 0xc8c75f8ca7c54d80, 0x18c2d4ae9d429f19,
        ],
        // 135 * 2^0 B
        [
            0xbf296df6aab815e3, 0x0f8708d88670ce4b, 0x05aec02536138405, 0x76f9ccd76bf060c1,
            0x51dbdd5fe9678090, 0x845e2ebbc7ff45b7, 0xb5e339dc557feb86, 0x725fe14e3a78e3a1,
            0x5ef6089ea75ff17d, 0x9afe18a278270c86, 0x99fdf29ae713aebd, 0x105c71c9ce179127,
        ],
        // 137 * 2^0 B
        [
            0xb33160dd6ce64849, 0x22aec0c3a0b32bd1, 0xc270af695a9f9dad, 0x6aa8d59dee9c2a42,
            0x3fb495b2b9ce83bb, 0x221242e34ae292d1, 0xd969ba1a2f6cb7ba, 0x035b7993a97552f3,
            0x5ee2c8ab015c2a6c, 0x2e632d0e57a7630a, 0xfa36852cbc29554c, 0x373b931c5d27b964,
        ],
        // 139 * 2^0 B
        [
            0xdada17b0edb73005, 0x88b8a0335ace2120, 0x273f8870675eb752, 0x115ac646a689dd7c,
            0x760aa63764bda849, 0x8e227d8c04340c2b, 0x7080ac018d3b6f91, 0x5ee7ff8fc12c68c9,
            0xacf2ef219c8ee83b, 0x8f75f68fbc9cd157, 0xca549b7234b90d22, 0x3cf9bc133c79c8c6,
        ],
        // 141 * 2^0 B
        [
            0x72369c7517b99c1a, 0xc774f5aec13f62c3, 0xa22a067df545830d, 0x3ffac16e086ce1a6,
            0xacbbe8ef47011b9b, 0xfd8d2ea7cf22e8c5, 0xd1533445a6d4a513, 0x5366f253b298eb88,
            0x0d9e20153454e375, 0xf8cf42ce66d9decb, 0x9f53e4700d28dc91, 0x354a316db15e619a,
        ],
        // 143 * 2^0 B
        [
            0x3757f61357d6ee64, 0xfdd2e64406abf904, 0xc71b544af7afc326, 0x42b6d1b3047ee7a5,
            0xd5b52aecbaa99b58, 0xdacab8920acbd895, 0x8c17541c5121e9f4, 0x7d2820f8d78f78e2,
            0x8336286916c1ae74, 0xf524ed2679389d1d, 0xcb6a264c2071719c, 0x152658cf0e339ddd,
        ],
        // 145 * 2^0 B
        [
            0x1b5dbff92cabbbb5, 0xafdb570e4d47a261, 0x4ba9c087f8b5826d, 0x7a7efdcd32dad3b4,
            0xe3fccb16adbbce0f, 0x1ec427f935390e23, 0xea1ead748d3885ec, 0x615656d2d09ea3c8,
            0x579f16dfd8edd67d, 0xc63202258f6f5f86, 0x8748d9188e9f4555, 0x69d6b14b21576e4f,
        ],
        // 147 * 2^0 B
        [
            0x8ad5f8e287b5cacc, 0xcec2489448d287e7, 0xbf52c997fb3d9786, 0x6447434de16ec849,
            0xf93668c1e139943d, 0xcee9cca9a5f066bb, 0x9986b815cb2a14ca, 0x058e72248fc7b963,
            0x00cce5f9b56c8a52, 0xd029b5b56af3d600, 0x16e8f55aea640963, 0x765622a697cd7b5a,
        ],
        // 149 * 2^0 B
        [
            0x259ae6f528c35dee, 0xaa1e4d0206629aae, 0x5dd731176d193dfe, 0x0fd3c06b49a80b2c,
            0xbf2f0c6531259caa, 0x19b4491d5bfa24b7, 0x9b9801a020611e34, 0x73a5ef4f1b68d71c,
            0xb5f7506bd94ccf04, 0xcd3b0063f381bb5f, 0x64db9f9fb06f1226, 0x034da6927a84b323,
        ],
        // 151 * 2^0 B
        [
            0xf63e68d1dc4a0989, 0xdc1c9a0a27a8b12f, 0xb85ac6811a77103a, 0x4d007b93aac301fd,
            0xef291d4349447af4, 0x91c3d2704f5ab251, 0x71fb61bb951e0c39, 0x014feaf9cc9a2525,
            0xfaf93ba341fc4970, 0x708c5f1cea639193, 0x702b0d75eab14ef7, 0x1d6c9fd82a2c47bf,
        ],
        // 153 * 2^0 B
        [
            0x3b5db1b9b2713782, 0x7de2a5d4a2019962, 0xb33921c01f9d0d28, 0x18f29d5ca2412f25,
            0xccd3471c7882e37f, 0x56c56014368c77f5, 0x7fb9f1df53ce5824, 0x6041945135a95d8e,
            0x1aa72459f89c73cd, 0xd79690e92f28b620, 0x3b4b5f505f76d202, 0x40999d7574e479f4,
        ],
        // 155 * 2^0 B
        [
            0xe8adbb9658bb81f3, 0x7e9a6490eddb44b6, 0xed1f404af776e608, 0x2c0f27453c4c4068,
            0x00a63b55bddfe4fe, 0x459e80578077eade, 0x7d4b9ba7c311a6f4, 0x530d9deb2674aa73,
            0x80d50f59c7b77b25, 0x5c2105704d0978e9, 0x2f9c804483ab8617, 0x69c6f2109dba38ee,
        ],
        // 157 * 2^0 B
        [
            0xfae79ed9cb049f5d, 0xae5ed03823fa932b, 0x3bcbb65ce30a26d7, 0x335688b18e7b9dea,
            0xeacfecd945e12bbe, 0x393b83a2a18c0687, 0xe3420b79c68f3f49, 0x7719c9208f3614ad,
            0xc5b88fee97eb0e8d, 0x2b71b82b7ede55f2, 0xd4e35716b4e1d010, 0x7f2b07544bf6503d,
        ],
        // 159 * 2^0 B
        [
            0xf234b485f7e826ca, 0xfa163bf48afc64f3, 0x57ce48860566ca91, 0x7f584fd4f7580be6,
            0xd582f37cc23d4478, 0x7275814d6e353d7b, 0xcf10524e612f8434, 0x6597bec0957d830b,
            0x5d6588d6ec48bee6, 0xfea2785fd689ec71, 0xace4d2932d6a1678, 0x59c6d27023dcdba2,
        ],
        // 161 * 2^0 B
        [
            0xd2499f46cbc09380, 0xc3b8dd11a1ae23fe, 0x750ad6c6ae887143, 0x629fc8fbef20757b,
            0x9539a92f4c72d638, 0x739f180643282e8c, 0x91d396934e751393, 0x5f5258bd0a149053,
            0x107b62dd9750cce6, 0x8051eee02058804b, 0xfd83e6c7029b07c4, 0x23e79d99f2e7d25c,
        ],
        // 163 * 2^0 B
        [
            0xf4e88781dd0a15be, 0x14387c8a37e77e60, 0x18eef9191ede12d2, 0x4d55d379a956c982,
            0x8b0f471c254d32f8, 0x2b1826eaf491ce62, 0x66262bf78b0912cf, 0x59ec3700d636c511,
            0xc39c71ad0ef0d9a7, 0x2eadad777c9b986b, 0x02424162707b1e2c, 0x3d6026ecee774ec1,
        ],
        // 165 * 2^0 B
        [
            0xa2ac00625509dec2, 0x66870360c67fdd41, 0x054af46e9520e7ae, 0x280c76ca4e31ba1f,
            0xaa7f5dc258a3757f, 0x0c4f27c5e1cc8114, 0x01708aecab01f8bd, 0x63eeb01ee2aa81ed,
            0xb2f9e6e5447c1595, 0xa77843a0272bb761, 0x250ed555e51cde7c, 0x7e2bf7ff62038a9e,
        ],
        // 167 * 2^0 B
        [
            0x319b041369ed8085, 0x1c35c3eddebcbb03, 0x615034d519fd4f19, 0x40afe78300f6cee3,
            0x6a0db05c53590c55, 0x2f7b696113aa3633, 0xe0cfbe6895559a35, 0x0450b7dd6a629b4e,
            0xb91df997182b5ff4, 0x36b6a35c6dc7c3f5, 0xee040383bca7f567, 0x5cd3915e66fadbfd,
        ],
        // 169 * 2^0 B
        [
            0x877aba17aaf32b94, 0x2342240b08629266, 0x4707365c28921ac5, 0x4b08e37dc3a19f00,
            0x57eda484cea950cb, 0x09b2105ccf0c06a6, 0x717fd04b55c6ba06, 0x5f98103e7f8e8ff1,
            0xbcd05e812c8ae04c, 0xc6cc7b73132a2972, 0xe02521c4f2750d0d, 0x6be68927b6026283,
        ],
        // 171 * 2^0 B
        [
            0x57ba598d986dffde, 0x3d7175917383962f, 0xda13edaa54e06141, 0x74522b754fd0a219,
            0xafef3f4e0b00b251, 0x030ca42a454d5121, 0xaef6d50cb9a7d60b, 0x7aea12c963ed6974,
            0x761af2362c51d277, 0x521a69e9f79e721a, 0x82858ee802770b3c, 0x353290e8a4d4cbf5,
        ],
        // 173 * 2^0 B
        [
            0xb585f1e46244cfbc, 0xc50f973f33ba6b8f, 0x3c5da39c97c3bfd3, 0x0939417375328367,
            0xf39b21405c14c818, 0x2a228c2b84238676, 0x70cae0cd58d4df38, 0x33871521591882ed,
            0x190fad63c6d0f5f6, 0x282e8bcb3add6eec, 0x12f9239b0436a5d0, 0x21cc19aec1a23ad0,
        ],
        // 175 * 2^0 B
        [
            0xcd98cbd8fa1cf2c5, 0x61cad5acf9d52c65, 0x56e026cd98eb9091, 0x30e76d8d99947823,
            0x46b2061b9f613059, 0x50c029be5830e7ec, 0x4195520bc77108b9, 0x38e4a8fb43c7a7f7,
            0xf699be79df95c740, 0xe6a80a9730c61cee, 0x611acec9f7b6b2ce, 0x24e204cae50265c4,
        ],
        // 177 * 2^0 B
        [
            0xc19cf4847e3ba92c, 0x4973f28a9e77fdd4, 0x9207c03e53690cf5, 0x30074cde6c5fe6ec,
            0xaf63474450a64f5b, 0x6d9d4c1bd7f75052, 0x794b81cae30ca225, 0x456f015f75e2df32,
            0xccfbed471f920bd0, 0xbcbafa00a3f45b47, 0xcefefe253a09486c, 0x6c672a50f5632e64,
        ],
        // 179 * 2^0 B
        [
            0x4a1098846949c657, 0xeadfe663552bfc86, 0xf51ee5a4d0641516, 0x3fbcefb133ab14c5,
            0x8e4e5040563d75b7, 0x6ba932136c39e7ac, 0x76986040bd7a0b74, 0x030cbb1994c10adf,
            0x27a13af104ed26b3, 0x2fd4c1495ba692f7, 0x8d3f7dfd7a29068f, 0x10473b038c1a529e,
        ],
        // 181 * 2^0 B
        [
            0xe62ab1d2c69723b4, 0xa9ab7aa4b9d99179, 0x7689b6ed30f05357, 0x334c8d58d6051c6c,
            0x501004c0f96dab27, 0x71f82556c55b9e7a, 0x0346b57c216b222b, 0x0cd5df75d0fd3f79,
            0x5570dcb73f99f998, 0xc8ffdda8f0aada27, 0xf1034fe5458e3c52, 0x2aa3f297f9f1e3e5,
        ],
        // 183 * 2^0 B
        [
            0x4377eb933bb9093f, 0xe6b329af134497cd, 0xa77cc0879baf7c28, 0x69df5904dc8da1b4,
            0x3d1bd151a02c4436, 0x8c7278b84b6cc781, 0x5b687fbafe5fcdd9, 0x533e41db0ec7d41a,
            0xf9591b98c783fa9f, 0x35ab3f3ea53dbe04, 0x55fe4fbb3358dc72, 0x7dfae60250182926,
        ],
        // 185 * 2^0 B
        [
            0x2069872ca97e853e, 0x970601f7a38802a5, 0x8118bfa5d50f2560, 0x35f3e40a3f67c0f4,
            0x5e636efa09a40061, 0x5ce1ed4fb941c936, 0x8bffd7ac321812fe, 0x4ec26289fc290b63,
            0x66578061a5eb141c, 0xd6c00b26e1f23ac4, 0x1f75943493a636b8, 0x33f19a0d4d29417f,
        ],
        // 187 * 2^0 B
        [
            0xf399f3e38b8a7be7, 0xd297d4c30df13293, 0x48a899a5f230b2a2, 0x2c4b1aa75938a13f,
            0x10d2fe11ba5189f5, 0x88d3d5a89ca3622e, 0x426f2cbd38be14c8, 0x79c7d7b14f9e3875,
            0xaa219d7fb0d092e6, 0x04d96f343950e81d, 0xddd3644db14b5679, 0x16c022a5ee36b439,
        ],
        // 189 * 2^0 B
        [
            0xafd93c7ec690ca2d, 0xc18f05f5bc8afd4a, 0x9bf8573a5882a1e5, 0x5adde3beb08d9fd6,
            0x03cb9f44a1fc889b, 0x4963f007bef8d6c3, 0x3bfc1b558c012417, 0x0174c2193084a03f,
            0xfdc7a5046136a091, 0x2ac7e6df1245d1d2, 0xeaf46e2cbda1d2d9, 0x5ebbf693b0890555,
        ],
        // 191 * 2^0 B
        [
            0x0fa83bf3ff13c32f, 0xc8c2a473cb1ecbb9, 0xb1db3a02aee3d357, 0x68cf20314ac15356,
            0x1734df80faee4747, 0xf8e661918e83f16e, 0x8e4ec107759ce93f, 0x766e7bc3dfbb0d01,
            0x6b19f5f15c782901, 0x84a10405037cb3bf, 0xdb516e3c6022d3ed, 0x5a1a64ac23528ab3,
        ],
        // 193 * 2^0 B
        [
            0x23d2537e8ee0fe1f, 0x20208ab52fba772b, 0xfef356f1c1c5892f, 0x6bf37b1e755ca000,
            0xf5fd1ff702392146, 0x8ff9ab937fb0c842, 0x184c46fcf4f9edf7, 0x3c3f81ad6bea1337,
            0x9155d297a87d4de3, 0x0bfe42c2ce686c61, 0x4337ceed2636e0b3, 0x7a53ad4ed692ba26,
        ],
        // 195 * 2^0 B
        [
            0xcab0d9a439e52686, 0xefc3e14ba0495819, 0xcba934b5a0b394b2, 0x1cbb77a52ebd920e,
            0xd57e8c28e02a5c1a, 0xdd9b663d21e2f7aa, 0x5a4f78d5f8f26e90, 0x4187b94cdd299dd2,
            0xd35506b158f3c4d1, 0xacec4caeb7e749b0, 0x59d131e6d6faf6b7, 0x6977764ead2ee634,
        ],
        // 197 * 2^0 B
        [
            0xb4dd7138a47d3759, 0xb79a8fd7c712f6df, 0x74f81c417914a361, 0x735e5f03947025f1,
            0x8978a715dfa999d4, 0x2f486d0d2dfa4cb8, 0xe4b8d9ed2811d60c, 0x0a242c5156417a76,
            0xc3d7cfe5453dfcc9, 0x235a59e459b65189, 0x23404b119d7c69c3, 0x55ec596a81824150,
        ],
        // 199 * 2^0 B
        [
            0x678a54c1d78114ee, 0x70589c07ba204964, 0x9ff74b7c977ff132, 0x18f1b0fef583ca2f,
            0x1d868e6abf002cf9, 0x29582ea170c35e29, 0xadf284c7e8724e93, 0x30d2b249325ea504,
            0xec8361b9c78fc401, 0xf762b3cdca2955ea, 0xe3a808a2c678dbe6, 0x46b90a1af8268f79,
        ],
        // 201 * 2^0 B
        [
            0x7919bc57eb9cff2a, 0xd8e3f9fcc28ff425, 0xb2e9f9f6bae402ec, 0x7e28f9507bb2ac02,
            0xc9c85c80c23bfd05, 0xf1bbb386c7d5aa7e, 0x291972ecef284207, 0x68e27d4efcd5866d,
            0x77c3b38e51e86631, 0x34105d714abb842d, 0xb1ba43949ed732df, 0x0685c061f2d35b48,
        ],
        // 203 * 2^0 B
        [
            0xe3d81d92a5f08b03, 0x9f25e29a2b77b291, 0x40e91b3cc239b55b, 0x2b15fabafcfe9349,
            0xfa0d12c7466ec11a, 0xdb53817cd54a8d62, 0x849c552f36a1910e, 0x41affb26f11e7237,
            0xd6a9d28b92329057, 0xb05f517efd88a6f6, 0x2f5d53e4b03bdf0d, 0x7be0246367b2ae44,
        ],
        // 205 * 2^0 B
        [
            0x7a5931c7c295d437, 0x79c0468eec01c11b, 0xf05b587d768d3a0c, 0x75e7848d8ce28085,
            0xadbf05d5ceeef17b, 0x71b2b6c5cda8bd4c, 0x829fe6c555e7e5d9, 0x74e364f6ea7da25b,
            0x5a95022f3deeea97, 0x80a7b36753d597f3, 0x45264987fd3223f8, 0x20431006952f56fa,
        ],
        // 207 * 2^0 B
        [
            0xeecc8d077048cb72, 0x8e4a13cfd1127e11, 0x54e1675683de1f5c, 0x3cf545f2aab45014,
            0xbc5c887436eabfcc, 0x712752dce0fec28d, 0xee192768f33a1964, 0x2c31962210db7537,
            0x59e7e06d9a8cf71a, 0xa4c66007b860f527, 0xa65bb72b3f38ef37, 0x08175d884db72515,
        ],
        // 209 * 2^0 B
        [
            0xac8f02a34be5f46a, 0x183f40ece491e5a1, 0xa4d588929c2f40f2, 0x301c32da48476e32,
            0xd325c173856ed5ee, 0x92f94ccc32268775, 0xae3f5bdbbad5d2e1, 0x7987f74938689d97,
            0xca51015f27bee3d3, 0x459c7bbdf49e9483, 0x48bf1af335b6a12d, 0x6d52bfd3c92b2ff6,
        ],
        // 211 * 2^0 B
        [
            0x87903f7ce116f6a5, 0xcc159099138eff88, 0x3bebace30ba3955a, 0x7ca550acdef5dbf0,
            0x31596b1a8772dc9a, 0x62e50ade41613ada, 0x486b7a76b6eda6db, 0x11fc28d21d935de8,
            0x79e7d6d0ac3fc00d, 0x778c3183c219d2f8, 0x039b2a0d5e8828de, 0x19f0acccbfff2139,
        ],
        // 213 * 2^0 B
        [
            0x9916af213df95218, 0x80fdbac6cbbd578b, 0x3b0eb35602ea1676, 0x4096200ae5372f11,
            0x1ceea14ae542bb6f, 0xfb35be8619f1e249, 0x953345dd9175130c, 0x025db7ea19c9ded3,
            0x333ea0891eb71ac6, 0xd86b04696bbdb470, 0xea0387a555096b74, 0x54bb07408c4c5dcf,
        ],
        // 215 * 2^0 B
        [
            0xf6e0177205295ad8, 0x4a9e185eb44b4da6, 0xef6b06a8c2bab1fd, 0x78430795eb8cf18c,
            0x0f781d90870d804c, 0x6773eb7f50c2866f, 0x70a768f5e1d06fca, 0x461902f81ab75218,
            0xaeb0e3ee2d67f793, 0xbab6ca6788d3c874, 0x00c31bfe69c01cd7, 0x1717e0e2aee24aa3,
        ],
        // 217 * 2^0 B
        [
            0x9cd3d64cd94270eb, 0x3670b08fd0b60ac1, 0x46bc12ae0636edab, 0x14245cfef0606639,
            0x0189d575987dd20b, 0xf701eb99d4760b9e, 0x55dc295c3b491e65, 0x76fc01d3ca41f4a8,
            0x9fda3c2c7191f7ef, 0x4f345dc0a4082aac, 0x402aa03b413f1885, 0x72b6c30612f008c1,
        ],
        // 219 * 2^0 B
        [
            0x6cfb1d6235916e7e, 0x557a54cc9335f31c, 0xaa64b0821c392853, 0x2abf34e27dd66215,
            0x9d547cdeab6e9936, 0x2151cabd93b69e44, 0x280d3b3f21fedf17, 0x62f676675a7f3f5b,
            0xc9fc99e7ddeb2cac, 0x1cc4fa2a510af292, 0xa61e145ca3c378a8, 0x53ea72f96f524f6b,
        ],
        // 221 * 2^0 B
        [
            0x320c22444c46f044, 0xef11861427fefe09, 0x248808935ab12ba9, 0x13518f39bcca9087,
            0xc4c37ff33e5f5710, 0x516f47c2b456be6f, 0x915baff2e525cfb7, 0x56f5d4f6d24791a1,
            0x1e859a51fbe6499e, 0x6d4833435a4b1c41, 0x77f884cfd6803c70, 0x288e834f9f85ea4e,
        ],
        // 223 * 2^0 B
        [
            0x696eabd04141d665, 0xd805d08f141b2d71, 0x30f22911026d0c93, 0x392b1c204a7b35b5,
            0x6219e75f2dedca67, 0xc43a22492546d98d, 0x4c62d8aea905ae2e, 0x732cbad2e787f0d8,
            0xc0a0aa53e5b38e71, 0xc81ed1483105e8ab, 0xacce3f3d36c02966, 0x3a9fc0406527e312,
        ],
        // 225 * 2^0 B
        [
            0x6f65bb0079397009, 0x7ef353a5de57939b, 0x4eea70615827d093, 0x5908f3d081c1de3a,
            0x70a7a6e90e28255d, 0x1289f26c025dc573, 0xe83212151e6a1510, 0x2fd7dd15bdb13ec9,
            0xdd582e80fc71f8e5, 0x68d96966d90dfd2d, 0xb730950fe1dd7c91, 0x37a02121c0d86470,
        ],
        // 227 * 2^0 B
        [
            0x1785eef05e9488cd, 0x05215277eb573b29, 0x8bb573858f22b4e3, 0x6d6e70849b54acb4,
            0xccd0a0e008253d61, 0x2f2f10f6aa886d04, 0x034d2cb34d525b4a, 0x37df80968a09845b,
            0x0651583c9ee0a4ee, 0x5b177f0ebfaf6785, 0x0e67c58f2149eb7f, 0x747ea5a9fac54dec,
        ],
        // 229 * 2^0 B
        [
            0x3698a56dd369c72a, 0xf8296a4fc408bac4, 0xb4bb254b197548e5, 0x1b280d8b7262d476,
            0x7a3d07ddab4d2f9e, 0xb96a5b0ea6a90928, 0xac643382d54fea17, 0x68751b3b0af49ccc,
            0xdaa5a3ddcf666241, 0x065809774c7fc772, 0x0aaa48804063a251, 0x69521d5a97748569,
        ],
        // 231 * 2^0 B
        [
            0xfd0771177c829818, 0x3b7572b0cd83312a, 0x7638fa64134f553a, 0x0179b84f5e3a5f04,
            0xa93ab1c8ab6e8be4, 0xfb9280bcfc5d5f28, 0xc7d21a90fa2c6883, 0x78b06923016c199b,
            0xa684b1f5be7b3013, 0xc255b99d9b137329, 0xc65982008f9d1554, 0x33138a940447724c,
        ],
        // 233 * 2^0 B
        [
            0xcaa1a96cc53313f3, 0x4c91ec22118edbcb, 0xe934c480956a3506, 0x2df95d3799af0a91,
            0xfc18082ec84edbbd, 0xf45eff5e833afe23, 0x249185fa4c139bf0, 0x68d88233c9bf08c5,
            0x949625e0e9deb93a, 0xb7dd08eab0fb430f, 0xcb87e6a644f6030f, 0x422bcaf2647d2245,
        ],
        // 235 * 2^0 B
        [
            0x24ebba863a7da358, 0x36945d1ff43207d1, 0x5766806e794163fd, 0x72938707cb4bfee6,
            0xfda0bc3e4218d497, 0x5cf337e02f66a08f, 0x7ab4a3745e5b0a0e, 0x6c91890315bce0ff,
            0x4960929f275c7d79, 0xc66a38220b747cea, 0x3bb2f885dbb35776, 0x7ebd2e485ede225b,
        ],
        // 237 * 2^0 B
        [
            0x159e1ee2104cfc18, 0xb9b34a38c7c38fa3, 0xc4f85e6eda9f3ba2, 0x28a251ed890f2449,
            0x576e32021a22b23f, 0x2c37c95f4eaf469f, 0xcfc24580efaab166, 0x0052dd9bd6827fa4,
            0x98def0f08c4cb7b5, 0x3c4720354d9168bb, 0x9590dc94abe25f01, 0x5079f87e40646843,
        ],
        // 239 * 2^0 B
        [
            0x87489a8f3ad27f5a, 0xbd7ce33d6812451f, 0x100f731cee59e8fb, 0x371d1f3bb3e00164,
            0xd08e1ba56f365f1d, 0xf7fdc36ede0895d9, 0x901b302e280c36fc, 0x32849614b1c806a7,
            0x194fa9fe2c752a69, 0xf316ddee7cf5664b, 0xa723ecee7cef000c, 0x49a46e3b0846cbdb,
        ],
        // 241 * 2^0 B
        [
            0x4cae74238a43ba56, 0xe0c791c77056dd68, 0x00573d892c728569, 0x3fffbe0e7ea3b736,
            0x1699a9b3203452a9, 0x37dbc01a52d1988c, 0x114610b8a74690b1, 0x163dab0cce6d2165,
            0xbe229743a55b7cb2, 0xfa6a749df9dadadc, 0x754f6d96d9cdd519, 0x763301a0a9bc5df9,
        ],
        // 243 * 2^0 B
        [
            0xee60c346f085bf53, 0xdaa10028093e6afd, 0xc6d602f062073b0f, 0x12f569f67599d7fe,
            0xc90a148eb5178377, 0x4c919e2e087fbdf9, 0xe68c7841df3a53f1, 0x2c97f6229e2f2a2a,
            0xdc16f0383d6faf65, 0x27b7fe06d4e2ee8a, 0x834eb61a0ffb651c, 0x094c720f857d0d4a,
        ],
        // 245 * 2^0 B
        [
            0x377b585d189fe722, 0x7fb4a7090a34fd62, 0x4f89b48632c4b16d, 0x4421ffa7062b3b3a,
            0xe456432e3224b906, 0x83dd812a92455d75, 0xbeddb6bddebb0fb1, 0x5c1cc79d9f943cd7,
            0x84785329c509c944, 0x4af0b4de17a60004, 0x2860282bba98dc6a, 0x0b28e57822318033,
        ],
        // 247 * 2^0 B
        [
            0x8c0e30ed7602e10f, 0xdddc26c8c0c64971, 0x24b6ebffce5547af, 0x761c26d448936226,
            0xbe72817f44b50561, 0x0349f6e69afc2dc2, 0xa69641ffae55073b, 0x6d779ece71252d64,
            0xfa5be3f7cd04b52f, 0x7feb5fe4afeefa8d, 0xc1aad1e370f02232, 0x334f343221613fb8,
        ],
        // 249 * 2^0 B
        [
            0x50717046bed6bf79, 0xbeaf2ab95c3a8596, 0x2d20e4219e1b8cbc, 0x5091e1e672b724f1,
            0x244ac1290f547051, 0xc9c8b56d4e29db30, 0x578b575d4cc8ba38, 0x05e655a52898cd73,
            0x14035c12716851e3, 0x7cb810093e8242a9, 0xd30baa4d86a2bb93, 0x7ff150ffb52b6044,
        ],
        // 251 * 2^0 B
        [
            0xfcca1456181ff118, 0xc2a213f11f694251, 0xbcb1ee65aca4d0ac, 0x4357a91d3ffec302,
            0xec7c7f2699bbcdb9, 0x57310ca989c17d62, 0x5dd03fdba21d20ad, 0x189a5d0ddea491a3,
            0xd34d4998caf88d89, 0x0756522f6b288809, 0x207907aaaaf5f503, 0x5695b080df7f7e14,
        ],
        // 253 * 2^0 B
        [
            0xd8ba141bd2876dfa, 0x23b62ace6e138a9f, 0x82205f0de27db443, 0x78038ebed5fc854f,
            0x83bfbc84acb9749b, 0x88d61e1323058c47, 0x6ce75749e4fcb742, 0x5c9bef79cdbb9105,
            0x6c8d90c2dfdcb43f, 0x4ae303917678ed90, 0x4e6ce112c3a8eb2b, 0x04ea634f94b78850,
        ],
        // 255 * 2^0 B
        [
            0x78b877b6053a6cf5, 0x0bd31eeb1220d811, 0xe8b9d74602ed977d, 0x02d189fc8c286f2a,
            0x7c7aa1e47b3056a3, 0xb75c0d92bfabb67c, 0xb8253c7db33d53e5, 0x5fe7c37c90435a1c,
            0x3a799e0eb9cc6f86, 0x5dda55aa06028c0c, 0x165d7abe51d09d62, 0x036e93df776af095,
        ],
        // 257 * 2^0 B
        [
            0x449a38240f7f1d0d, 0xd924fca9be0d8536, 0x779fa84602c60ddf, 0x0f384a587f67e7fe,
            0x54bd59a5c5f56d4b, 0x1ddecc9623705c2f, 0x7c74711b41981e6c, 0x321e8059f8b0e90c,
            0x0c43982fbe7a5f27, 0x2c24402b6c9a069d, 0xa582e9150c0eb356, 0x73f55a471e98a51f,
        ],
        // 259 * 2^0 B
        [
            0xa704bc5fe8309f67, 0x3db168438767f08a, 0xdc9f009060e044af, 0x443be5c989efe2b6,
            0xd5609fababd8c8de, 0x06635456b820b3a7, 0x438864e521227e58, 0x3f99ef9b3ed18f58,
            0x9aa18f79c7ddc797, 0x7bf278ec4742ab63, 0xea919bf963efd9b4, 0x63a48adf13cd582e,
        ],
        // 261 * 2^0 B
        [
            0x6c338b44d4e1d769, 0x7639dab75cef1bd3, 0x024d01cd9f42573b, 0x419d63db7b0108b7,
            0x4daea1f81b034472, 0x83350598db73b112, 0x9ee9728095d3c231, 0x22d052c512b1cc57,
            0xf6a22f2342781637, 0x252c056b0ed2aec6, 0xbdeb1ab6d0e4b289, 0x222e53ae26458ead,
        ],
        // 263 * 2^0 B
        [
            0x8ec70e6cdf95e154, 0x9943a9700940dad9, 0xfa53ead550087324, 0x3463951a628fefd6,
            0xba9be0ffaff61184, 0xea463f25f982eb62, 0x71e89f9552f18842, 0x59c90b124074258d,
            0x207014c6d7198dde, 0xdc3e7dde7585022a, 0xb246bc09226b3807, 0x2574143404cf39d9,
        ],
        // 265 * 2^0 B
        [
            0x13a4b20fc3509b78, 0xa0c471893178b556, 0x559e0f214dc9cfcc, 0x4c8b72e1e3f7ba08,
            0xe4bea238a7931e52, 0xf2df3b3b59b14e1a, 0x0ffae2724f32c3d9, 0x7fdbcef17ec4d9b4,
            0x248d1fa6dfb9c35a, 0x8a99e4a1e78fbdb8, 0x122243fc9cc0941f, 0x76c3d10562d52b0f,
        ],
        // 267 * 2^0 B
        [
            0x013956dff9cead40, 0x48b3d4846c022a0e, 0xce346839e4233c71, 0x11d86b739e9ce52b,
            0x25210c4acef907d0, 0xc62381f40948b504, 0x7f0ff23fc4289e12, 0x1ea45ebb27dd0625,
            0x5eec3a76a7688196, 0xbc0b2e66e1e997dc, 0xabf3c42ecb7d3a8a, 0x7516a4bad0293778,
        ],
        // 269 * 2^0 B
        [
            0xffc4fa0c0c3581a2, 0xace288f37740c744, 0x8e77d1b15ef82077, 0x038b0747959480fb,
            0xfefcaab696e957d9, 0xc0d103dc3f8d216c, 0xe77e838a7075fa7a, 0x6644fa0d21ccf98f,
            0xfc0fb9c8cc8a3921, 0x0f535363448729e3, 0xb876513d7c4da087, 0x1a5be66186f060c5,
        ],
        // 271 * 2^0 B
        [
            0xf1cb311db96e3898, 0xf2081929f5ca6890, 0xdf36eb787a230a0b, 0x5f1e68951eae1e89,
            0x4735b99d259fcbf2, 0xb233617b85dce05a, 0xd4a09131fb458df0, 0x4e377849e7cf68aa,
            0xe73deb4787c88928, 0x062e7695f59ce130, 0x8ea91dd129087f34, 0x240e87d491b82017,
        ],
        // 273 * 2^0 B
        [
            0x74c8a709d639aca7, 0x9ae51b112036546f, 0x188817ae8a0a4c77, 0x0b4f3ab8899e86c2,
            0xd87099ff12448e30, 0xd6e8ea2a8357b245, 0xfcd4a324c460af53, 0x680b4bdb3e48a7c2,
            0x00a87fd3ac796129, 0x27009b3950b6dc0d, 0xc4ed46c3ad8a3fe2, 0x23370f119849d5a3,
        ],
        // 275 * 2^0 B
        [
            0xff7f0217b10a022c, 0x87207b88511fd49e, 0x9714d0869049c423, 0x39898e5187a003e1,
            0xbd6e047a4ae66c06, 0x2beb47a6404a0963, 0xc1f2273e7c4e183f, 0x6423aa722def39fa,
            0xd7fa1887868c918d, 0x67f1f103c3b03a08, 0xd0f1d03098478ccc, 0x36c6772632cce066,
        ],
        // 277 * 2^0 B
        [
            0x855f896bc13bfcff, 0x8bbbd75169a9f6ed, 0xf67bcfc4a90a3d36, 0x022b44bf0815d43b,
            0xe4c8d1e7819a72ec, 0xa14f66f1f182c079, 0x0f38bcdc72b2c477, 0x76e5644f1dcd7566,
            0x25b2979d51bdfcaf, 0xf0c52a627a128972, 0x45f5c578ea38f017, 0x42e2f189a70e89a2,
        ],
        // 279 * 2^0 B
        [
            0x78ce768d14ef77da, 0xc069c946d0500765, 0x4566b313fa93f3bc, 0x1b91a5a0887498b9,
            0x0a9b2a749d9c221d, 0xdd696cc60d606a8c, 0x85161e944794f241, 0x4e9b16392c3f4c4f,
            0x5a46975449727b7e, 0xb1a4ecebb088696d, 0x67e8f7c33f6b535a, 0x0334fd8e57369f9a,
        ],
        // 281 * 2^0 B
        [
            0x9d9bd836d411c771, 0x8d9db5818b08624b, 0x9abc0906b8c2ceab, 0x4c3345fe919f822a,
            0x8cbcce953565d9b3, 0xa28d25f9a5c978f5, 0x24cf2bf2673f99fa, 0x552cc36ff32d8b1c,
            0xbf959c8ae82340de, 0x99b798ec47102451, 0x822bddaf0e6c4be3, 0x0f59fc02246c32b2,
        ],
        // 283 * 2^0 B
        [
            0x86a43a83ef2f3fc7, 0x0b658c0abae6fcf9, 0xe285f3d4c2059d26, 0x0452bb149f899dc4,
            0xf8e042a011ceedf5, 0xc6a67526b7faad31, 0x2943686567e2aad1, 0x2dacc2d578971737,
            0xd314334c0b25a184, 0x3be1336c2b99b4f3, 0x2915714e1161126a, 0x33e476bcaa3ebf6c,
        ],
        // 285 * 2^0 B
        [
            0x6b1d2daa1b66eff6, 0x93cfdf30b9da1bb9, 0x8510b6848f546879, 0x568a6638c54bb6e5,
            0x67f1927fcf2937de, 0x99c1d4396aec5f98, 0xf4ed784173d03ca0, 0x0912853d1ce86dde,
            0xe48f915be80d2bd9, 0xe7e82f93c1ed0417, 0xb63394fc40da6b75, 0x01ade80febd4ac16,
        ],
        // 287 * 2^0 B
        [
            0x2ba1d45b7009ac7e, 0x2eb7c4e5be196394, 0x757552ca3e1e4179, 0x1ba62c88c99baf2d,
            0xc5f7880547e399ec, 0x62cb1556c5a25359, 0x4edd724c01e89265, 0x5dd8ebe4a21c5e22,
            0xf366eede8491fbe6, 0x9c82adaf8282bca4, 0x11eb08b4a92a2e69, 0x5248f1efc2689d65,
        ],
        // 289 * 2^0 B
        [
            0x0754965d530fd76e, 0x50915cff82360238, 0x6d40ba52f0ca2c2b, 0x0f3d8a4cdcf1e8ba,
            0x90fdc57f0f6f9bc6, 0x325118145d687970, 0xa89482ddda45d393, 0x17e311a14b756048,
            0x6b9d4cd3c7901941, 0x8dedbd3a8cf5ab5d, 0x56104275fc6757c8, 0x7a53785428caf195,
        ],
        // 291 * 2^0 B
        [
            0x37c1453ff9fa6cef, 0xa0c5707d4d51d87f, 0xc26ef01ed5b127d1, 0x67f665633d77523b,
            0x1ddfad6986b249cd, 0xfae142039f7b2283, 0x5b68b75397246b2d, 0x2e676740c64cae4d,
            0xd4b8038ced119bc7, 0xcf42be73da1dac55, 0x25318e417d0fa1fb, 0x3be12ca5e229e9a7,
        ],
        // 293 * 2^0 B
        [
            0xb779d8f8321fdcc2, 0xc8df983a76db06c6, 0xf8c71fc62339687e, 0x21b2461d326d30de,
            0x7adb93a1d6c51bd1, 0x7e5cbe108407000e, 0x832f98e78585a501, 0x32109ffe5f83f402,
            0xabff945103768d7b, 0x377b0c72291f2ad7, 0x33f58c2d217c3279, 0x3422f3601053c2f5,
        ],
        // 295 * 2^0 B
        [
            0xf8a49a3bf5b83603, 0xecc27c78d092bddf, 0x174544fad7d883f3, 0x4e22bc51ae633404,
            0x00d6ff3f15b7f102, 0x03d3ee91b52c1730, 0x4c1e41085d66b747, 0x3b41e973f66171b0,
            0xc22945e6fac3f81d, 0xf0c823d4f269a85a, 0x55bf1d6f5cc2c8b2, 0x0ce787919e2bb18c,
        ],
        // 297 * 2^0 B
        [
            0xc5fb48af2f13f686, 0x59ae253579864b55, 0x7b67d885be4dd7d3, 0x2b70e6664c423828,
            0x9cf15d8f78accb19, 0x1f62eb17df8e26f3, 0x1b56f2434b193fad, 0x7800547d07061cc5,
            0x0fb28bdff203b4b8, 0x88399572d7c39f52, 0x9f4c2809453107bc, 0x482d78c0423c2d68,
        ],
        // 299 * 2^0 B
        [
            0x1c19f726aa5da345, 0x3fc5584c3a4628d4, 0x47e09104b82c3729, 0x2e5b5aa79a79904d,
            0x485b5a45117f7b60, 0xc3b55c07b8b3c304, 0x67237947669ff916, 0x0686dfd6248d5d45,
            0x5db8fa4b3cb7a670, 0x8a34f52f8eb3c71d, 0xe4a6f9a2f681dda3, 0x404acb80114ce3a7,
        ],
        // 301 * 2^0 B
        [
            0xbd93952e502db199, 0xb14f9643ee79ed88, 0x2c4d65bb387521ee, 0x779dc72455af5dc7,
            0xe1402d9b66c76f42, 0x591e3c0a69154688, 0x6b77175feb8939bd, 0x21eab70dc9a2ec6f,
            0xf1dd036048843fa8, 0x813b576ed88ee7ee, 0x212f4095a3f50d26, 0x29a1d1a05b115447,
        ],
        // 303 * 2^0 B
        [
            0x1a785028a061503d, 0x6dc985c5b828c8d2, 0x844cfe3ebadb7a1b, 0x5b9d36caca6f8752,
            0x03dc6b78893949fd, 0x52f797c08bb7160f, 0xa7152742f5f10ad9, 0x42a43c9ec8558c61,
            0xe9a199b30e09783e, 0xa09588a66865ad5d, 0x3094cd3e53fe1e8e, 0x793ab7ddaa97148e,
        ],
        // 305 * 2^0 B
        [
            0x3b9c03b32d30a6aa, 0x23b480966823bf8e, 0x469ed41d5442829c, 0x6670bbda3ea1fbf8,
            0x851f2c9aa9cb1bc8, 0xf262600a74647e02, 0x4ef127f1ecca57a2, 0x05bcf1327762e85e,
            0x54b911c61b3ab7e6, 0x1198e5e7aec36d72, 0xe3542935492d0ebe, 0x0846d0506b4d8d43,
        ],
        // 307 * 2^0 B
        [
            0xe216b2c89fdc306a, 0x3b475e407438cb92, 0x9dc2374e7a08d9f5, 0x24f4c4faf43fea32,
            0xf1fea1a018731fc0, 0xd94e158189997372, 0x06124e434cddf7c2, 0x428dfd82a2589f8c,
            0x943eb2fbbf1f8587, 0x9d40e14c7be3bf3a, 0x682c809cfb9fcee1, 0x48e035514154c4c2,
        ],
        // 309 * 2^0 B
        [
            0xcd87480801d862dc, 0x1dd054c65c82937f, 0x6c34979aee060777, 0x0dca9cb417d43289,
            0xa914c18c24fdbacd, 0x2d91ed8f62f566c6, 0xb6b59c620295f16e, 0x3b7b535877b20aef,
            0x791707ae0d86e9f6, 0xb56e2a0ae5f98152, 0x09991048bbda63d8, 0x6ba882f20a1c0942,
        ],
        // 311 * 2^0 B
        [
            0x536746d407882c8e, 0x57d2e0034283a943, 0xd6a90780e74f709b, 0x7e47bcc95b1477ee,
            0xfd283c560d60a135, 0xa9375926019316a4, 0x87542130b46ef543, 0x42b7f63dd211f803,
            0x482a588e84713263, 0xb88c2a77e8778874, 0xa52c25d9f3d6984c, 0x458715febe70541d,
        ],
        // 313 * 2^0 B
        [
            0xaf76c8a5e51b3bf6, 0x64527b8d17baf416, 0x2500f07065986597, 0x1300efee500abf01,
            0x7872e16d13e21c6f, 0xfabf23cdbacea64d, 0x10391253984fc210, 0x60913f1aec121cf3,
            0x2833c261ab58ca1d, 0xefaf9685524a5039, 0x13b9a179c574af02, 0x53640c877f3bf8c9,
        ],
        // 315 * 2^0 B
        [
            0x8bf8d109e4daa05f, 0x6c20d24d062cae2e, 0x5b88422a666b1095, 0x6707cc0c1ce935c6,
            0x5d42268531137e66, 0xe4437521b4a4cd88, 0xa0dac9fd2f9d384b, 0x2c365aad3e0a723f,
            0x52cfd0ea8fdb60fc, 0xd239c133bd30fa4c, 0x1525e12a8a4cde28, 0x516cf52fdc44972b,
        ],
        // 317 * 2^0 B
        [
            0x39c1b4bd1dcf1c46, 0x540f2ab1cc8b835b, 0xd28eb7122e186114, 0x60d5f69b87e1198d,
            0x0bccc6af9bd1c8b4, 0x9b5f83b0fab2258f, 0x33a36cdcce17b22b, 0x0c61b27da22e733b,
            0xe2ed7e735d663636, 0xc0b0a376d3e890f8, 0xe2118c17c9f317c5, 0x7248b7a5bd13b54d,
        ],
        // 319 * 2^0 B
        [
            0xe5fd3c43352a3167, 0x452a5115a137e790, 0xcfb3913dd1a7c20b, 0x44570517dfeffb96,
            0x07c7b51eeed449c2, 0x8c50569b24bd9c86, 0x9dbf6b24c2bbd8c6, 0x23de611d51fdf23e,
            0x50f0986758ce4d31, 0x1886bd4a27feda57, 0x99c6c761a70e9ec4, 0x5a40b166a8ac8556,
        ],
        // 321 * 2^0 B
        [
            0x79679b1a7ae985c6, 0x63a11306cc8cb8b6, 0xdcfa83d3a1e1ab6f, 0x5331df5c2e918110,
            0xb933232eca911775, 0x16f95477ca359a01, 0x596629bc1dd9cc49, 0x508dd5c2c1ce6862,
            0x9f7176784f38a8fc, 0xd6afe97f57f01472, 0x47516606016dce40, 0x7cca4100f0b84d72,
        ],
        // 323 * 2^0 B
        [
            0x7c387bc3e3bd1361, 0x71a4d5199a63fd8a, 0x8277f3e162dee784, 0x6f877c10fca77226,
            0xe247f7b1ad9ff453, 0xa5c0220739a6920b, 0x783329d9add38ed2, 0x59857dc31ace9951,
            0x5a664268c4979608, 0x4d051c3c37a3e0cb, 0x21626b691a753feb, 0x22a76fb238c0e560,
        ],
        // 325 * 2^0 B
        [
            0x34fc7c25aa32cdab, 0x21f6b7dec82d6fda, 0x5f6da3ba10b79079, 0x2530411264009088,
            0xa7cff884b2b2a734, 0xe057e71648af5042, 0x374640585634ecb6, 0x224788ff4bc4ae63,
            0xd26f89bfb514598f, 0xbdc03d86b5a65a23, 0xd5f64d0a0ff31eb2, 0x676d6c23cc9f254e,
        ],
        // 327 * 2^0 B
        [
            0x9c42317d18b03cc0, 0x6d93fe3ba6067491, 0x9b9cc8423d937fe9, 0x2c78cc256ac8acd2,
            0xe9e6dfa03a6b0855, 0xe5924ef6797317b3, 0x865292417e325a2c, 0x4e0b5509b573b381,
            0x2050619420a5c718, 0x37975b701dacee5f, 0x80f9c3cd254c2ecf, 0x41a7fb877de69e71,
        ],
        // 329 * 2^0 B
        [
            0xc70b0569f16557d4, 0x8f55bd00bc313f0f, 0x057e80fe0ccbcf2e, 0x659b7eb88d36dcd9,
            0x18af4fb6aba3b2ae, 0x60c9e1e8f41c7375, 0x7a49c8a89407554a, 0x2040596ec92fcdf9,
            0x05e965448b741a40, 0x8cc038e8264c0f49, 0x62605492fdf4183f, 0x1d7760078cd161db,
        ],
        // 331 * 2^0 B
        [
            0x8edd7beaa2ea6071, 0x0ea90100fda9d639, 0x5bf175b7f948e2a8, 0x0f9ab7ed8f7a33cb,
            0xcdb6dd6e5580f4c7, 0x39a6034f88c5bbe1, 0x32b14e087536f24a, 0x6bc0bf24c8f8c5e4,
            0xb610a9a994bdcc23, 0x17ebd6aa88bd3e71, 0x549a5b6f09a780b6, 0x413d54fa0b4c1af5,
        ],
        // 333 * 2^0 B
        [
            0xd5b329b473e0df74, 0x415a041c0ed17b70, 0xd637b5b3c41edfac, 0x26db0844002c119a,
            0xfb8e7ccc1458d353, 0x01204525da6e6d0a, 0xdba3377297bb062f, 0x21d9e0f77960e439,
            0xd1bd4fcd02a6317d, 0x471a3f003bd801fe, 0x60ff3b1f228f786b, 0x19b8ce97619d0d61,
        ],
        // 335 * 2^0 B
        [
            0xd13d882f67ae837d, 0xa1395c854baa2171, 0xea6ae509b3bcc7be, 0x27264a530d6d5345,
            0x0cfb2922052f2ada, 0xe6ca3193facda9f9, 0xb766081c23070fc2, 0x4bcbc676a9be6760,
            0x857368e942426c56, 0x909e15d2a54610ad, 0xe6bab842dc9cd0a1, 0x2f0823032eee4412,
        ],
        // 337 * 2^0 B
        [
            0xb88df084d77937b9, 0x3da2af3fb4893d3a, 0xc3d73e13ddb8220b, 0x154013a214e529ab,
            0x6bf1fc67261bad03, 0x811fcfd7aabf4a18, 0xf9d0d3301d78c715, 0x534b5ec586c31793,
            0xd2a7d7c4186ce6b2, 0x811b8870d58d249e, 0x7c64ba09c0b08349, 0x396e35cf44d9f89c,
        ],
        // 339 * 2^0 B
        [
            0x1540b979088995c9, 0x8123fbf3be23dcb7, 0x1739c6939aee9d95, 0x6330b379d0df93be,
            0x9f1f9a126fb397f1, 0xe4271b6de3f028c7, 0x9cbfdb60180cf28b, 0x204a0cc4bf5f3343,
            0x8bbbc14363a3e501, 0xee14a56dc0f455e0, 0x234fe75d27959a65, 0x075747952593fb80,
        ],
        // 341 * 2^0 B
        [
            0x6bdb754755e72540, 0xfc4fa1e7d118ec27, 0x43f0f10b0dbd68df, 0x114ba868d40febf9,
            0x024f75dc41129f2e, 0x7e5605403d898873, 0xdcb14dbbba829491, 0x6f17d2d388c7e68c,
            0xb2a3f66c8b4cdd9e, 0x706e1848b0eff7bc, 0x3d8632cc5ae153d6, 0x5c8cb10ef7fe07bc,
        ],
        // 343 * 2^0 B
        [
            0x70dd1d8d32c29786, 0xbb7eb39b9e895fd5, 0xd9d5d9886ff25450, 0x5f09b906631ba042,
            0xbbe396d0a8c1c85c, 0x8026f662b1cf95a9, 0xc0b7ff3f1219a0d2, 0x1a8a581269a03836,
            0x345ed085b9b01b3e, 0x2d07ea1f8da718f9, 0x858b7b797332677a, 0x1adb5d0b1127ce62,
        ],
        // 345 * 2^0 B
        [
            0xeac7728a83437f39, 0x2254efd028c120c9, 0x556359dd996eb05e, 0x336df6658fe3258a,
            0x96987277e79009c4, 0xe6a2e4a5fcfab59a, 0x074ad95b7e2740b4, 0x7897eeaf9b4416ab,
            0x5540e66096c4fc12, 0xe1374eca3eb447a5, 0x58861b8507608bf2, 0x2fbfd3afbaf0354d,
        ],
        // 347 * 2^0 B
        [
            0xaf1550872401f9aa, 0x1c6bed37ee9206ed, 0x0b9190755011f6bc, 0x02e442106803bf19,
            0x8c26630d18bebfc1, 0xc6862158d3407e9d, 0x5e48af016964934f, 0x4a6b5e2090c9130b,
            0xaafe35829f5a5ca0, 0x4336985289489296, 0xbcf99067b9ac87c6, 0x27e5caad0654eb7c,
        ],
        // 349 * 2^0 B
        [
            0x694dd0aa42f6a84b, 0x1f89f43755604dbe, 0x1ef8ce6c70304536, 0x2fbacb0cf6543bab,
            0xa736e7da02542e3a, 0xc42da5841482ca62, 0x85be9915b5ab336c, 0x19ecf89425a00c60,
            0x79f96e37403da330, 0x33365536afe3b53f, 0x9dbca1c57f749b64, 0x7c6f34926ea64e4a,
        ],
        // 351 * 2^0 B
        [
            0x70e2c0167ad97607, 0xfebce3616db895d1, 0x5007f724d6071c73, 0x3905c53f3820270d,
            0xfe4e62c88cd67eb0, 0x198c04189f3b2881, 0x0b128c7fd874512b, 0x6f032e1ffb9fbdad,
            0x25925222e3d85740, 0xcfbfb47d07a885d8, 0x4b443eba45ef90c2, 0x66aa848528c79d8b,
        ],
        // 353 * 2^0 B
        [
            0xa49349682730cbaf, 0x501d02c72c5dcb4c, 0xb255b4d14325a15b, 0x55818be6ee232f9c,
            0xafa6d5b8d7f2f33d, 0x1e5c0bf5e0b3b8c4, 0xad0555b14f53c1c4, 0x2e785dccca8180e8,
            0x379c125ef3ed7735, 0xd3b50788e00ad647, 0xe55bec70f44cbff4, 0x3b19e649cb259325,
        ],
        // 355 * 2^0 B
        [
            0x6d2d755b717bf714, 0x3cf390a45348849e, 0x1c29f30a94d81687, 0x683b16f7eca8036e,
            0x8bb11ca681e1a0ea, 0x3ee484e0f17a96bb, 0xe3d3ea42a31d3354, 0x3c3cdacfdc56292b,
            0xdabe46c68a9512e4, 0x22296e29ac2cc743, 0x215f9f4a4dbd0a0f, 0x227c3bbcfab472db,
        ],
        // 357 * 2^0 B
        [
            0x84343dde31c5e316, 0x4768ce0c3d6ef562, 0x8f702c4192684911, 0x0f541a424767d55a,
            0x2450130ac300ee47, 0x68a155c4726c8002, 0x98530370e9720b47, 0x231e9c7937e0f3cc,
            0x0b2af30bee6ebbe2, 0x8433ae3c796e703e, 0x9b321dde90781f32, 0x0423da31b36119c8,
        ],
        // 359 * 2^0 B
        [
            0x6512860aca0d0eba, 0xd717bcee9af5f803, 0xd8ed1af1a740d2a2, 0x49dddc1e1e33ec0d,
            0x3b61d5383873707d, 0x6e2bf3a367ab7328, 0x838e4b2b16e44865, 0x6f163f6f2da10f01,
            0x00d746aa98f81a4c, 0x565a656da2123414, 0x8fa47cee5251f1c5, 0x0e3a1877120ea94d,
        ],
        // 361 * 2^0 B
        [
            0xc43dc9a66252f7f5, 0x6aa36cfecabe2115, 0xdf6068fc1b90ca41, 0x0ac2385b2ced174d,
            0x42ece5eaace6f68f, 0xce01c491fc0a4244, 0x6f86cab0199e9983, 0x503e6fea45976362,
            0xea95f52b2a09579c, 0x4ff8f6a702b9edb3, 0xd418e5170a6576e3, 0x272ea419f95a27cc,
        ],
        // 363 * 2^0 B
        [
            0xe79407fe6261b94c, 0xd604d4e502516dfc, 0x0671b6d05a1842be, 0x3f8a8efd18582f68,
            0xdea21b4960737313, 0x1b6980546eea484a, 0xf6dab183c14ac63b, 0x518fbe24d2a77b30,
            0xe4c98484c746b224, 0x250821914d162b23, 0x984454b75198a3db, 0x302532d786424af9,
        ],
        // 365 * 2^0 B
        [
            0xf97be441e4e327ad, 0x9f2c204efa40a53c, 0xe81a7faad3c3deb4, 0x76e25a76a5387e2a,
            0x16f0190a30aa7e57, 0xd9a0c7643c0a90cd, 0xc641d8ea4d9fd5e2, 0x55571d5e8b62c5ed,
            0x8a50e11cbc376b0c, 0x9a22cd03f08ae49d, 0xa572a1e448e90167, 0x4b757f83f5a15ebc,
        ],
        // 367 * 2^0 B
        [
            0x8e223d6292143fe6, 0xe7ecf88b8ddb7eef, 0x6fc3e04d2a166f79, 0x1c06a3d7e6f328ad,
            0xbf527004e938c29c, 0xa3b5576f2c89fa0c, 0x2959e0b9f57e029f, 0x43b567a35a72d6dc,
            0x68f19daa5fc6b17b, 0x3d08b462cfad4481, 0x7cd6e91449b8c715, 0x04aa03cf0ef4a34a,
        ],
        // 369 * 2^0 B
        [
            0x5bcf69066f8662b8, 0xf5636725e5b07622, 0xfb0373974d434d7b, 0x60ba5518e4537aca,
            0xcaedd4c4b630da0b, 0xbd69a18fabd3336a, 0xb41b06ceeb130864, 0x625f923234b44e4e,
            0x613b627fa0546d83, 0x43202213d516ce94, 0xee722575839c63fd, 0x40c4eeac9f4bb407,
        ],
        // 371 * 2^0 B
        [
            0x401dc813ccc95538, 0x0630119cbe79c10b, 0x6c9c6d09d3377b1a, 0x5cdba6e0016c285a,
            0x0d6d82bcd6cabb55, 0xdaffb7eb0ac1b130, 0x4171c9e3e2527af4, 0x4f5357862a8e7b1f,
            0x75064a6dc37f019b, 0xd0799376cdfb7fc8, 0xce2e7102e6064480, 0x5fc3e46cda43848a,
        ],
        // 373 * 2^0 B
        [
            0x35cea69a2a286da8, 0x3f59fab43ab98623, 0x2cbbd92a873ca0d6, 0x622ef454b83c612f,
            0xd13e1cd48fb94904, 0x89acbd3bea4ebfed, 0x8974646944c52a08, 0x420839dc8d7dc40f,
            0xe97d6811f0cbdeda, 0x8c5d6f8bac1421d4, 0x1a818cdba6a391ef, 0x40847ccb69e7ed41,
        ],
        // 375 * 2^0 B
        [
            0xe0f50883e0ea8ca7, 0xe066c21eeb3415dd, 0xeb8d6416c0216ce9, 0x09f48f25e9d1f96f,
            0x3a30265edf6da7cf, 0xe9a7a6aab9900acd, 0xa909004909fb13a9, 0x67eeb29d3e49eadd,
            0x20cf3186d9e69155, 0x413839d0e98ab463, 0x78903e7f788fb91e, 0x1db692f2caaebdb5,
        ],
        // 377 * 2^0 B
        [
            0x5cd85db1c67b30af, 0xb8250df35c97f90f, 0x99450b9e3e64b417, 0x25f9fd664925e9b8,
            0xd258d220fb614c0c, 0xf4dd7b90d727109e, 0xe7a9123150d3691b, 0x7068a51ec576b673,
            0xe3138010be319b13, 0x0e7cc22a385bccc0, 0x568f0f99ce32c48d, 0x740e3906a4e170bd,
        ],
        // 379 * 2^0 B
        [
            0xf5ba4e2b897f76d7, 0x1016c9f5b850c030, 0x16762bec30863894, 0x7f5e005a8b44e037,
            0xa12fe5078f3153b5, 0xbe0304eab2178b13, 0xe5ed22f7ed88e158, 0x3e28db56aea92a91,
            0x508a362450afa5db, 0x4e2e286afb191ed1, 0xe26d966008df24da, 0x0eed46289bbe3ced,
        ],
        // 381 * 2^0 B
        [
            0xa56eb8e01aab95d8, 0x8e44c2639d4b9be5, 0x751103a929c6fbbf, 0x619fa6ff64f3e9d8,
            0x02ae37075a44947b, 0x3ebdae5c82a442fb, 0x9bb1087d3b2d0235, 0x789385f364a33a0b,
            0xa54f08af0f077a9b, 0xb6af14cf0d6d8032, 0xa9841c9af3b3763c, 0x5214323a1fdcb582,
        ],
        // 383 * 2^0 B
        [
            0xae95cbf46f8d3563, 0xd68645d5fd9ee4d1, 0x41cc12cd6df188f5, 0x1d6e5c2ed413ed22,
            0x61a92100f8aeb951, 0x13f25156792c6d24, 0xf1dea5ff615cc1bf, 0x7e893cd1607fc428,
            0x4d3605f17d9c0451, 0xe993335845015e2a, 0x9f2493f3b456ca86, 0x765bacdc81b4b7ba,
        ],
        // 385 * 2^0 B
        [
            0xfce19ca4fe9a7594, 0x8f1f140bfcc99e97, 0x8ca84b91458af293, 0x2f74e83a1b2922a3,
            0xda621ee498c20270, 0x84fec9a1faf14019, 0xee143d5dabb44511, 0x0acaeb38a9afefd5,
            0xf13dffb0ce0b3853, 0xcef36328b829d597, 0x462619ff9c039341, 0x509942aa0383ce94,
        ],
        // 387 * 2^0 B
        [
            0xdfec16a3a98ad9c7, 0x50d329e86e1e9b18, 0x6822a705c64aa026, 0x6bee0adf6a848dfe,
            0x31ea3656b2a97bff, 0x234e40161f7cf536, 0xab2c88b92e7237cd, 0x42771199882399c8,
            0xf77f03a2dd96dcb8, 0xb13f7bf4afdc61cc, 0xc12828352c1f38c7, 0x435b499a51c1db12,
        ],
        // 389 * 2^0 B
        [
            0x6f7279f4586a4196, 0x320bdfdb65ace5d6, 0x534007df44e7af32, 0x3a27b3d38c0f9e01,
            0x2fcd1f8fe580ff89, 0xfde501a424bbddc2, 0x39d287b84755eb2a, 0x7cba160b97e3cd04,
            0xe4b30a09a34f5d3c, 0x3f1362a1a39b2f79, 0x1e1c2faddf2e7f17, 0x4a0c0d40c728000b,
        ],
        // 391 * 2^0 B
        [
            0x9542818137b01204, 0xa2aad7aa7e3a92f4, 0x803d251dd430c677, 0x17f0aaf4a287acf2,
            0x39a74b6d68d34330, 0xc9581fed1f49e27f, 0xc65019bb14689389, 0x268a4d77297af72d,
            0x656ba5b1dc30491d, 0x08bb0137688135be, 0x8549cab51e2d239f, 0x247b182b7ff4846d,
        ],
        // 393 * 2^0 B
        [
            0x4fd6aa307cb8eba5, 0x7b5b9a4d79689d7e, 0xa61e65b78f8df28f, 0x048f7e023e40e5cd,
            0xd2f911ca0351c495, 0xfb2d88f7094737df, 0x1e2d01345af3f2ea, 0x313af8f647b5bbab,
            0x311da54cacf31b18, 0xe80139757c0735dd, 0x5758f5b174df2437, 0x3db40462ed0b3903,
        ],
        // 395 * 2^0 B
        [
            0x603b5e812fdbe3c0, 0xaf70924b22a1d435, 0xf080c6408a90fcb3, 0x5f6873dfad55d179,
            0xc32b7cd515ea1163, 0x7ee1379fa0278e45, 0x2c85008ced0c4c9c, 0x092cae337f46d5d8,
            0x0d2dd19c1e193588, 0x7b4158bac324a8bc, 0xe98b19fa5ede8217, 0x5b31555a55c978f0,
        ],
        // 397 * 2^0 B
        [
            0xd29034fa0e43d04b, 0xbd19c8d7ce4f78c3, 0xf57723a1796fe7fc, 0x43919b89be0201e4,
            0xd15f7b7cea531a43, 0xeb517de6b6213a86, 0xc6080e90905c57dd, 0x1d292025a1e87b24,
            0xe9cf3d21e577b20c, 0x1afc4909531523dc, 0x267558439466afaf, 0x5f606717ae775d43,
        ],
        // 399 * 2^0 B
        [
            0x3fa39ff1b98e04f1, 0x3c584ddd306b2f5e, 0x4b8826e06370e2d6, 0x6519929d89ea3d35,
            0x58ef35c9aa8a109b, 0xb2077a05872c82a0, 0x65deee3144539398, 0x598683dbb894fe7b,
            0x06092be87debf93a, 0x5a91e1bf501c9680, 0x813b8997d5b04a02, 0x06d4dbb71d7a9c24,
        ],
        // 401 * 2^0 B
        [
            0xd3e0d7d2b14f4327, 0xc5ad27c5c7d552c8, 0xf35543603c23a047, 0x378fceff9d0c36a2,
            0xf64ccb64daa421fb, 0x5e9a6ad9c3456ebf, 0xdefa6be817961569, 0x25229520833149c4,
            0x71d89316d93e1094, 0x7163ad8d0cf3c44c, 0x1fa4fecc6e2eb552, 0x4f4ea608da4e38bf,
        ],
        // 403 * 2^0 B
        [
            0x6f904b907f8b0c05, 0xf5e0ff9a132a7001, 0x81871a2a9be26e3a, 0x0ac18e89f05b0bae,
            0x5cbcb982e5eecb87, 0x4f74df5c7f262163, 0x18c410993fe7dd91, 0x4525d6c467471edc,
            0xa68a5e1ca17704f9, 0x2bcf2d8fdc119514, 0x4a742e030cb524e8, 0x6e66123b9186d5d9,
        ],
        // 405 * 2^0 B
        [
            0xc36b277603db592a, 0xc864726f1466bd49, 0x3064d35bd3b6156c, 0x62de01732a22c1f7,
            0xafbb6f91a20095ca, 0x4ec35e6b0f132a38, 0xc0b1a7e479f086db, 0x6f26e706f479e374,
            0x507326c341edf87b, 0x3e9d0b8c284d8807, 0xe4f660be4d72095e, 0x15ed688290a9ba6a,
        ],
        // 407 * 2^0 B
        [
            0xbb69a6607ccbff79, 0xf75964153674d2bd, 0xd5bfcfef543e0ac5, 0x43acec44b0e4eeff,
            0xfc7c56d520deea89, 0x24c0d95ac843046f, 0xd6aa729bfe886f0a, 0x780066e499782d59,
            0x6da905d90b4a7f0a, 0x712d17f85a1b744f, 0x3fa73138ddfcf50c, 0x0a4b31b966a302ac,
        ],
        // 409 * 2^0 B
        [
            0x7e562b7903c1ed86, 0x65a42b453a377d6f, 0x6389d2de8a311007, 0x6367f5bdb8c07feb,
            0x53d7eb7b53234ede, 0x564a34b2fe2631bd, 0x2f6b6a2c218630eb, 0x2470809ccb570999,
            0xc07340959f11d848, 0x00042492c3f49607, 0x090b6b2bee841e97, 0x03d1b222f3764e9a,
        ],
        // 411 * 2^0 B
        [
            0xaab55dba1554c781, 0x6e09ee2f4b1be0ea, 0x5d4627b53437eb2b, 0x4fb9fc7671604d80,
            0x0838a27d2c5c5088, 0x2e4dd9dd2d82fa87, 0x0b0d08197c5479a0, 0x7cb3fbc6d57c7757,
            0x560d379c9b8d3dc6, 0x7f50728c3dbe3fa0, 0xbbe3272bce53fe56, 0x1b8e09d97e7401d8,
        ],
        // 413 * 2^0 B
        [
            0x2737166680bc5f07, 0xc69f0863e751d6a2, 0x66142230510a8699, 0x49072b72c8302461,
            0xfad99499899c9e65, 0x43db823b6b4efb85, 0x6408e45cd5ada5ea, 0x4dc89b2319c0f3e0,
            0x55aeb2bfc302fe23, 0x6bef119441aa63c9, 0x6399e0708d59c2f9, 0x58f2d537219705c1,
        ],
        // 415 * 2^0 B
        [
            0x8673410d3b708479, 0xf415f8e748601bf0, 0x909d0b8356e6c932, 0x669e496a1c709528,
            0x72d6f00ab6fd091d, 0xd1c61f87061acc57, 0x0f050a555c6fc7b5, 0x221beab2e607829c,
            0x170eaf0e3973350a, 0x225d43b4a5c00bc3, 0x8c128aa726afe34e, 0x318a73b9e2ed5cce,
        ],
        // 417 * 2^0 B
        [
            0x67da28adf10d44b2, 0xd0b5ea4a74463178, 0xec213802c3e4d512, 0x43028b7dcbdcf481,
            0xffe73ad829e7be05, 0x6701e7d84eac47c5, 0xc7f0ceb7ce2c0d97, 0x6981818b8afdfc22,
            0xb0618bbadcb7d444, 0xdb146633b06afc2b, 0x5ec518ce091ddeb5, 0x29e2b4249379b13f,
        ],
        // 419 * 2^0 B
        [
            0x65f86bf9d0c06ca0, 0x7e4ee3ef975833c7, 0x02544321d775e066, 0x6e52589f3ec1c956,
            0xa7245b217af8d598, 0x6f050dd404af07a5, 0x4a3999db14847951, 0x41c97a8a59d2f1a4,
            0xce2178fe05a3f1de, 0x41931046d28443a7, 0x2108528f4b54997e, 0x63b1c8d6c8b78085,
        ],
        // 421 * 2^0 B
        [
            0xc97c2e5c8873c1ca, 0xed47a4adaeb4c21f, 0xfbffca6aa932102c, 0x1a2c701c6047e2bc,
            0x8657414e1b89ad64, 0x0a7c847db54fd231, 0x09144d90c596ff2b, 0x74ce4194ef6b688d,
            0x7512612f099af0a2, 0x64ef3a788257a116, 0x0d5a11102dcd175a, 0x2397b328b70baa43,
        ],
        // 423 * 2^0 B
        [
            0x78c897212df2ec34, 0xfce120feb4c099b0, 0x6a36ad8e6a52d6a3, 0x108d0b8edb997428,
            0x0ce9f413774ddea3, 0xef624667f63cfcfc, 0xfe7ed3c69365dd3e, 0x13d34751e0521da5,
            0x8896472853f6c637, 0x8368c4bf15b2e3cd, 0x58bdaf9fe19f70d6, 0x5d0ff62321ca6ee6,
        ],
        // 425 * 2^0 B
        [
            0x0b3368f20b877474, 0x17070fdc50b7ebf9, 0xbfe38493a57b7514, 0x159f336535858f2d,
            0x7cb9674816b8be39, 0xfc89ee875575d553, 0x290a73a6e50182c2, 0x027318a0edd4936c,
            0xda3c15599ac84427, 0x904a9f500a3d4e9a, 0x94aa0f3a57c8b6a7, 0x0c5f22d9bf7de3e3,
        ],
        // 427 * 2^0 B
        [
            0x539717a00669d7ee, 0x06aab5ed16a45602, 0x7e25baa6c28dbf01, 0x142c88d19df4fe2f,
            0x9808eea224da0a52, 0xe6acbab1e817c57f, 0x3eba015b385ed9a0, 0x334166a0b887fd6d,
            0x784ea5b83416095a, 0xd8cf85ce7bca6585, 0xad599a1e93c18c31, 0x49287b8905447e72,
        ],
        // 429 * 2^0 B
        [
            0xd6b9fbfbc5a5c3ab, 0x5dba6cf87bf1c6c3, 0x77ccbf0fce2ec0f1, 0x647b8b603f60730c,
            0x2a7833bc556ae1bc, 0xe6c388c62f5195c3, 0xfd489d864e34cb20, 0x0fc366d6fcbf526f,
            0x17621a63cbfb45b0, 0x28c36c84c133110f, 0x6e36c9e1bbf26824, 0x5c0e19a9a24c2e85,
        ],
        // 431 * 2^0 B
        [
            0x2418a622f0b3a16b, 0x6c569f6664d82cb2, 0x759ee3744c3c8a3e, 0x1f646d784efd7265,
            0xda6c780c23d4f5bb, 0x13c5b2310ab7b409, 0xd9d81be2d12ead77, 0x7c0484d7971ddb3c,
            0x756f17ada5794a74, 0xd9c48f86a6ec6c14, 0xba5828926a87f2dc, 0x2a7d8b72f9df1f0a,
        ],
        // 433 * 2^0 B
        [
            0x3a7c1071ff129d8e, 0xeeb0f4d0a67bcb09, 0xab3aca245bc3cc2c, 0x218aba4b4d160f7c,
            0xba6bc87d4bb22716, 0xa613e47f10372fd8, 0x6c436ad8bdd1ea78, 0x73c06b941e26e2fb,
            0xdabc27f73e7f3b98, 0xb234a2272b9fa533, 0x23c698d90ed2927f, 0x73926daa82f4c612,
        ],
        // 435 * 2^0 B
        [
            0xdc52f5ea920312c8, 0x43a77018db715a6a, 0x0b446cfb78e75ae7, 0x5e2547734a3d4ccc,
            0x83732289b89cf2db, 0x80539d226f9dfe2f, 0x90e70fa62850b34f, 0x2c747327a5bbbd66,
            0x8ba2f8562e82db6c, 0x4a17eb8ef48a2924, 0x651e596a4a4552c3, 0x70dc9d2939288ade,
        ],
        // 437 * 2^0 B
        [
            0x58eebc658538167c, 0xc083a3736969bd5d, 0xec82dbd04821e442, 0x182cf4876eaa799f,
            0x016a2dc4579e1f26, 0xcbdd1518acf10115, 0xdb294c1f2c0d8961, 0x46c3857828615636,
            0x975d96f121f428fd, 0x7a6e9c3a4c8e5924, 0x13c8a5ab726ff85e, 0x7e23450bb49e4ccd,
        ],
        // 439 * 2^0 B
        [
            0xfe1a6c2bc5e53907, 0x6506e34061195efd, 0x68e8e65cb0a9ddd8, 0x0b6d7e38157892d8,
            0xc937778c8245204a, 0x08199bf04da305d8, 0x0754d4f22ac8e9c6, 0x3933f44aa449dce2,
            0x024153250987ad26, 0x348d8d1d3ba32ac2, 0x7bbf6dc0d089f1af, 0x2c713baeae206a57,
        ],
        // 441 * 2^0 B
        [
            0xdbe5ff51558815f7, 0x631f45d2eb1c98ca, 0x733f10039de9cb08, 0x0d6f73feb5bd14dc,
            0xd0a870dcd52cb396, 0x0965bbdaf58088d4, 0x763262ddf082afb7, 0x70fc1ab6fb3d268f,
            0xe431ce3d0061d5ca, 0x298c931c4901f2cd, 0xa63aa6baa1906127, 0x1f6e3b2cad38b45a,
        ],
        // 443 * 2^0 B
        [
            0x81912b991ddb241a, 0x4b90b4fe915cfb2d, 0x71bf1835a1d3437c, 0x2df3843f4fdbe8ce,
            0xd0f3ee424bc8ef94, 0x891bf6a3ac3b9008, 0x000a4f91ba8ce350, 0x301c7a4186d5e066,
            0x849e5251b28e580c, 0xd650ae04d43eb458, 0x39db8bac65387747, 0x7e9e3a306bd2e5bc,
        ],
        // 445 * 2^0 B
        [
            0x5d4f1945444e06bc, 0x0904ceeff0a1c3c2, 0x9f3b5df0de816396, 0x1f8d5579b8a7650a,
            0xcbefbb2aed1d4609, 0xa02db89fae505f25, 0xfce4aacf7d6059fa, 0x00b574a2f25165b1,
            0xbdba8ba59ebc2f0b, 0x785e103089fcd307, 0x911db4168017b10a, 0x40758a9f7916266b,
        ],
        // 447 * 2^0 B
        [
            0xb46adbeb7a243901, 0x28cc7f249359c62a, 0x19283479712c6da7, 0x549d30c6d2c34567,
            0xd19dccdca200e924, 0x3cf94fa1fdd9b57f, 0x08d5695ab2228393, 0x27009193f2cfd23c,
            0x66da6aa97ac3ee9f, 0x8c766ef7705b94d2, 0x687441441e773201, 0x75f6d2893435a85d,
        ],
        // 449 * 2^0 B
        [
            0x912fa2fbfdc86a4b, 0x3353a47458b61684, 0x9fd936c947a5ad3e, 0x59bed82b522b78d1,
            0x65de3798db75e3fa, 0xe2833308346ea5ca, 0x980b0b2a69e070a8, 0x68b7634b3ae5ff8c,
            0x493be78870a673e5, 0xa31a937f1b2e5179, 0x99600f128d661bfe, 0x38ef984181246a71,
        ],
        // 451 * 2^0 B
        [
            0xbf4785cb589b338b, 0x724df382a17d17d1, 0x0042c0d939d90af3, 0x0bd7e5bbba79cdfb,
            0x327c14bfcffb899b, 0xb68e276ed4ebad94, 0x0e91a33a10997d45, 0x1b703a58950b1498,
            0x68fbdc43f018fd02, 0x6de8ecb37f0f4bd1, 0x86dd19a13e91d0e1, 0x2e6246ad04fcc312,
        ],
        // 453 * 2^0 B
        [
            0xdbd4c704005d39d1, 0x088de85f1faaf398, 0x37443091ae039929, 0x51bec9c3e3cc297c,
            0xf0bfcdbfa91c72e8, 0x20dc2b8023193417, 0x8d8bf7da60536489, 0x4320e6cb27e15f3b,
            0x5c2d8c22c7076c06, 0x8a4cde99e5eac3b2, 0xefb4574c857b6747, 0x2f86c508b05be240,
        ],
        // 455 * 2^0 B
        [
            0x62021dec1153b285, 0xdd45fc257a9af8a6, 0x4973fff374d5f78f, 0x5304c5a031e9981b,
            0xd2ac3e0dedccef0a, 0x6ae7912a29bf9e2d, 0xb0ea4af5e67a0f73, 0x02cb38afc60462f4,
            0x7a0ce8e6eddb6c2e, 0x1bab31296fc2743f, 0x5686ab3a27fca0b1, 0x355f11746c863f47,
        ],
        // 457 * 2^0 B
        [
            0x991860dde4acc358, 0x7a058247e35e41e3, 0x471270471d2efb35, 0x22dee3f36b4b0653,
            0xc8f72698037bdcc1, 0x12adc0eaad6e27cf, 0x62bd9f8862441019, 0x5b8b8ea8aa66b1e1,
            0x8922b0622b4db229, 0x67a0bbe2bbe335ad, 0x339409d7cf279b9e, 0x11a4901952691a55,
        ],
        // 459 * 2^0 B
        [
            0xb804c962349d268c, 0x92f4d8df45438a53, 0x4ed43fc01f56a2a5, 0x40afef9e4e10047c,
            0xf0c6cc473aa1cc11, 0x347dbb3b252d849b, 0xae6868b2b5bd6baf, 0x4ece3a9617bb2a96,
            0xdcee649d760c131b, 0xd13083bbb473f8cd, 0x31b997b5c91c71f9, 0x2c5fb5aaa0e63992,
        ],
        // 461 * 2^0 B
        [
            0xc540f3993755a944, 0x7e1840207023da16, 0x726948908819d5ca, 0x36f4549f8a720405,
            0xceccfe331f06baae, 0xd16d36bf07c81bc0, 0xc0a76b53fb0d9283, 0x2baadb1b7596bbcc,
            0x1040c476fc082ccb, 0xcf6a433b9445ef2a, 0xbe5f114c6f334e7c, 0x5e6b2bd3a0445e35,
        ],
        // 463 * 2^0 B
        [
            0x20ae88181c44b677, 0xe44f1c3dd341d691, 0x8aa50bc959141130, 0x0218b9c7cf6f3834,
            0xdcdada1d99dfaeba, 0x5d723be56dd62a77, 0x6a99e2e007cd7189, 0x7c59eb07a6d8b663,
            0x58a6aa5e7d3f5934, 0xcc8ecb04e3a8f5b7, 0xde02bb1ef9fd7488, 0x61a0514bb7c7832a,
        ],
        // 465 * 2^0 B
        [
            0x128eebab87562ff1, 0x0b008d17217e0b72, 0x1907017bc3f33e4c, 0x4065f5ea36cabba3,
            0xde334d1b1629dce6, 0xdb43c9ebda6753ff, 0x62227c7edc221427, 0x39889efcfcf3818d,
            0x0ff05db11d808499, 0xbfafda617c73fdc4, 0xba76835d75724eaa, 0x26f74ecb6abea255,
        ],
        // 467 * 2^0 B
        [
            0x0eb23fe29d5eb38e, 0x76082ccaa339fef4, 0xbf177d46fb1cde81, 0x21459ba4026116f9,
            0x08e327cc4ab294eb, 0x4d498e961cf11e82, 0x02d7e2399c8c45cd, 0x7d3b5e6465a2101f,
            0xd26db31ad862e2b8, 0xd65893802cc6dec4, 0xa253112375e7e85d, 0x07a40a4705c1ccc6,
        ],
        // 469 * 2^0 B
        [
            0xb0620142d48059bd, 0x91fb2c58d383c297, 0xcd1bd8fa414b09db, 0x47b09265f791cbc1,
            0xebc5bfc1700e0905, 0x6d2c6cfaf848b4a3, 0x856e9ef64f501b46, 0x02cd1eee42cbaefd,
            0xbc5aa811a4e2030d, 0x7e087b754f0fc716, 0xaffdb9888dd3545e, 0x575f82023773cd60,
        ],
        // 471 * 2^0 B
        [
            0x0bb809ae95b2d508, 0x1464f78ff392edaa, 0xe7bddfd2b3470d23, 0x37413435dc469c98,
            0x5935322cd6e03248, 0xde49f405ff832078, 0xc1ac2ef734cad002, 0x7087fdf839cc4878,
            0x76975c9b93f07c4d, 0x3308f521e6460e6f, 0xe6a93f6c258c4e75, 0x4cc79b969c2f5fb7,
        ],
        // 473 * 2^0 B
        [
            0xa197a0869c4cfb7e, 0xe6a13c321eba1a29, 0x20d58aa4b92e41d4, 0x167d36b918317f83,
            0x66fa502b11946d58, 0x21ef6e326c93d389, 0x7b3853e0c5201e28, 0x2ecde0eee21345fd,
            0xfa364cdbe9fdd96e, 0x3fcf9b22638e34d6, 0xc0d5c703155aba82, 0x6924c8cc00faab25,
        ],
        // 475 * 2^0 B
        [
            0xb7e76cad1dbea58f, 0x3119ef1fd359b4ca, 0xac2bef0fd538936a, 0x11e8e5ddcaea2fd9,
            0x678f8fd40c6b19c7, 0xc000cea183e49a50, 0x340128680f63e888, 0x4da38cf14da0ef7d,
            0x83001204c25c0d7d, 0xb0363171087eae69, 0x4dcb30fac704fcbb, 0x2bc4f39a7cf90f60,
        ],
        // 477 * 2^0 B
        [
            0x54f18e7015c2b8fa, 0x27101fab41fd4732, 0x7634cee456ab5a3c, 0x48412e32404b2955,
            0xdd4812036e9e1756, 0x8c4deb5251de16d8, 0xdf60549708b03ca3, 0x2f1a31a881e8abdc,
            0x22fe6b58de9e3af1, 0x07775fdfbc58ca04, 0x9cab59635031577d, 0x6e476e6666b60756,
        ],
        // 479 * 2^0 B
        [
            0xd0f02a07a00fc4fd, 0xdfcb5fe91c006c7e, 0x7404da812612257d, 0x7b8590f8de3b9bd9,
            0xcb0d5e483392b413, 0xce96051f36fd0400, 0x3b5c3678cc00ae9c, 0x620c8951dccd2ff0,
            0x9296525ff5b65214, 0x8977e8ee14b2be32, 0x78e12c4adf7bbd64, 0x11770a2b5c96febd,
        ],
        // 481 * 2^0 B
        [
            0x266e36bd0cd4bdc2, 0xc3f03f114923a754, 0xc7f7c816d4b43b56, 0x2594fe557502572b,
            0x057bef006f4b1a11, 0xc5ad8c046c0a9962, 0xd716fdac13bcdfc9, 0x2159eca2afec1f97,
            0xc0de1bd19077faac, 0x552efd906f0e3604, 0xec23c2f52692c74e, 0x7159bf7d45812ead,
        ],
        // 483 * 2^0 B
        [
            0xac2440453d1dc37d, 0xb782c5fa0582ba36, 0x3f32e3d9e6050784, 0x1f0086a7fa40bf70,
            0x3afe7c5ac81c5cc7, 0xe507b34883f9b0ff, 0x67108fe1eb9ac672, 0x5c7a0cac7fc9619f,
            0xae8b053185f36067, 0xa46cb32bf7989093, 0x094ae41ea31ecaf4, 0x2d21173f47f3b0ba,
        ],
        // 485 * 2^0 B
        [
            0x1467f2c35169758c, 0xec94e0cbbc645b12, 0xfe6915e206399fcf, 0x118fa4ca253a560f,
            0xc253638ae836eb43, 0xaa8bb040d73f0ace, 0x07754d4c3f7c4d1d, 0x0530bbf5699d92bd,
            0xc86e56c1f4a2e91c, 0xdc191ebba7ea0ab3, 0xf3f4f60e08d9ef1f, 0x6b4c20b02d3ae193,
        ],
        // 487 * 2^0 B
        [
            0x1278fa6ba44de618, 0x8158dc8bc6855803, 0x6da2eaeedf22cea7, 0x2e6c56a9487fe38e,
            0x87be8860ce514d9b, 0xd749213b07eebc20, 0x9cd6c993e6fa2676, 0x49fed98688b51eb5,
            0x9e366f9e08fe5730, 0x7ea9fa0e29c551bb, 0xa63ae4be93cb728f, 0x723dc2cac7804a83,
        ],
        // 489 * 2^0 B
        [
            0x8290bbfe7e915f8c, 0xde1c92e1d3a63833, 0xfb3d46ca0e627353, 0x1c4e2d78a800ca37,
            0x6b1e3e30fbbe0ed4, 0xebf985860d3c1e92, 0xaeee098e058e66c1, 0x032afee7c4524837,
            0x69c8c21f43c193d7, 0x12418c3702f5a686, 0x0b855d528b395fa8, 0x6ef23de8eccbad42,
        ],
        // 491 * 2^0 B
        [
            0x4db513a31af9c69e, 0xb0cb8ee33eb9133a, 0xf65846b3f0a847e5, 0x6a9e9a517731fcee,
            0xa7e56a4bb21868f8, 0xe7fe59596a9e8ca4, 0x03526aabc25d0892, 0x244d71daca977066,
            0x895f7b0debd356d3, 0xe092e09511324d3c, 0x7c981c363b9a9ca5, 0x05589d099f71188f,
        ],
        // 493 * 2^0 B
        [
            0x871ddb32fdd5584b, 0x444f16ee042eefb0, 0x08b8689049835266, 0x60f964ba2d4c772f,
            0x0a300c9d4dcd28ff, 0xfdae362157e04fe8, 0x5b9f1f0470a7b330, 0x38af11e2bcb264da,
            0x57309fa41a744cbc, 0xc18e1a1fb980ae86, 0xbf52272e72751fb8, 0x326d67699f3f2a49,
        ],
        // 495 * 2^0 B
        [
            0x7a9c4f84e1f605f1, 0xe12d83557e2f7ef5, 0xfc8fffcc89fe3958, 0x6ed30e3560a3b0b9,
            0x10104fc70a63c7c6, 0x84eb44ade4895dd9, 0xa5b0da0ad931612a, 0x61f5e43629b60850,
            0x9a26c4e9affbe80d, 0xdb673ab6d5e3a1e2, 0x6f8ee5319e4930db, 0x056612bdf253d38a,
        ],
        // 497 * 2^0 B
        [
            0xa496e0fc1df2b8b5, 0x762e8f78a6ba67bb, 0xbb0f52bcba80aa1a, 0x1b842ffadce0b5b8,
            0xf9ea732867ec5c38, 0x95d6542046d9ac4f, 0xbe998c35ae8e7eb6, 0x710b65f6abcc5cb0,
            0x14934b1a433cc6a2, 0x4e75fc4534020313, 0x8b4d257c810db663, 0x471ad54bd650ae77,
        ],
        // 499 * 2^0 B
        [
            0xd1578c6c33497733, 0x557a419ad97f97e2, 0x011eaa36593ec7a3, 0x0a60bfaa8c68d0cc,
            0x85d75a9f7fb32e19, 0xcca6c20d3ce38f66, 0x9cb704f3ece6f72e, 0x5e36266c9b61446f,
            0x3e0b0ea300a8ecd6, 0x8798025392eb7c1e, 0x7e637acc315f6d2b, 0x4fed8f50b2a08c20,
        ],
        // 501 * 2^0 B
        [
            0x40c7c5ff67fc9047, 0x5f614a12bcf5150e, 0x3edd22ae8ea364a4, 0x73fa068f2be41ee9,
            0x75360e75339e9e4f, 0x0e6bac69ec724efb, 0x436ab8d4f903442f, 0x3773933c2188fd2b,
            0x92645913ba997db3, 0x8742081546f8d145, 0x843e5a1d0aaa231f, 0x167c22bfabe55820,
        ],
        // 503 * 2^0 B
        [
            0x7d4ac7bf5a4ba51a, 0xdf1649fba1f13cb8, 0xf0791c97fe8871fa, 0x0e0f094e5ea095c1,
            0x4e580c1f239af83c, 0xf6eb90fb5c8e0085, 0x036202d55a9ef23a, 0x55e19bd16ab72ecf,
            0x4ed353f1c1580c04, 0xc7231eccd4a5106b, 0xe9758fdc28e76322, 0x0fd834002c9a75e0,
        ],
        // 505 * 2^0 B
        [
            0x050cf160c1de30dd, 0xaf135be3facc164a, 0xe0427e7b7c94d2fa, 0x2d65d6097289f0b7,
            0xcc9bac1360194e05, 0xd92b8ff6cf9e9b42, 0xb217c459960d284e, 0x245dc813dde0bd85,
            0xda0c5bd21ebcc878, 0x1284021c72961892, 0x08d9e8b1c4ea0312, 0x33f877885bc0b33f,
        ],
        // 507 * 2^0 B
        [
            0x439610e6e83fa10b, 0x461604db17ca07f5, 0xf9b9b52dfe447c19, 0x7b704752ddc23ed3,
            0xe88d936cafbdd697, 0xe3b7284eb5dab5ed, 0xc831d913304d5fff, 0x04aff29ef4dc1ecb,
            0x34c79ec2116bc208, 0x2fb804a8b459a036, 0x6ed0b0b52e5a76f3, 0x6c717cc636c0b866,
        ],
        // 509 * 2^0 B
        [
            0x0d12c433d7cd638f, 0x8017a835ebdbc934, 0xe68679469acda1ef, 0x18133de4e0ba4722,
            0xa3b0702d910dd4a5, 0x9a9917879bff4d33, 0x996647a752564ee0, 0x446346e0e5230032,
            0x6c69d5d81d9e2607, 0x333bf5fed15ebf0b, 0xb6e14cc91f56497b, 0x4aaaab94ef9dc3e2,
        ],
        // 511 * 2^0 B
        [
            0x93eca24607c07eea, 0x87147685ecd6ac5f, 0xe2b8628232920af9, 0x6ca35f59662ca194,
            0x2c3297d291658ff7, 0xd122bc23cb13a867, 0x43564eab285a1c86, 0x69797a3e4916325e,
            0xa0fda7b62dc10eb8, 0x48bfaae98b45f803, 0x33fe2ef4d19fa2f5, 0x1bff791207f17c4b,
        ],
    ],
    // table 1: odd multiples of 2^128 B
    [
        // 1 * 2^128 B
        [
            0x583b04bfacad8ea2, 0x29b743e8148be884, 0x2b1e583b0810c5db, 0x2b5449e58eb3bbaa,
            0x5f3a7562eb3dbe47, 0xf7ea38548ebda0b8, 0x00c3e53145747299, 0x1304e9e71627d551,
            0x789814d26adc9cfe, 0x3c1bab3f8b48dd0b, 0xda0fe1fff979c60a, 0x4468de2d7c2dd693,
        ],
        // 3 * 2^128 B
        [
            0x4b5a64bf710ecdf6, 0xb14ce538462c293c, 0x3643d056d50b3ab9, 0x6af93724185b4870,
            0xe90ecfab8de73e68, 0x54036f9f377e76a5, 0xf0495b0bbe015982, 0x577629c4a7f41e36,
            0x3220024509c6a888, 0xd2e036134b558973, 0x83e236233c33289f, 0x701f25bb0caec18f,
        ],
        // 5 * 2^128 B
        [
            0x8dee9bd55db1beee, 0xc9c3ab370a723fb9, 0x44a8f1bf1c68d791, 0x366d44191cfd3cde,
            0xfbbad48ffb5720ad, 0xee81916bdbf90d0e, 0xd4813152635543bf, 0x221104eb3f337bd8,
            0x9e3c1743f2bc8c14, 0x2eda26fcb5856c3b, 0xccb82f0e68a7fb97, 0x4167a4e6bc593244,
        ],
        // 7 * 2^128 B
        [
            0xdb90e28949770eb8, 0x98fbcc2aacf440a3, 0x21354ffeded7879b, 0x1f6a3e54f26906b6,
            0xb4af6cd05b9c619b, 0x2ddfc9f4b2a58480, 0x3d4fa502ebe94dc4, 0x08fc3a4c677d5f34,
            0x60a4c199d30734ea, 0x40c085b631165cd6, 0xe2333e23f7598295, 0x4f2fad0116b900d1,
        ],
        // 9 * 2^128 B
        [
            0x47c27ef70e37c8cb, 0xc972aa11b971fa79, 0x67da92c7870bd336, 0x3bc6a10aa583b073,
            0xafcbc5db45dc2c78, 0x2d66ab42806e07a3, 0x2a520c99411d105e, 0x3fd86de2aebd0a00,
            0x02343d82f773aecb, 0xcc30c4661fa8c695, 0x5bce16df21a65a0c, 0x5326ccb69408342c,
        ],
        // 11 * 2^128 B
        [
            0xc227f192a0d2da41, 0xf65a5d746ed81d6e, 0xb0d4e4ecc1c7b08d, 0x4d4ec054daefe339,
            0x9f521df92dcc5416, 0xbb1ad727e13e83da, 0x5b146093d21d62c4, 0x336d296b4cdca8fd,
            0xc4d6fc516536cb46, 0x176f722358d0fb2c, 0xe4f2bc4f8317bc29, 0x15e397726486fcb8,
        ],
        // 13 * 2^128 B
        [
            0x914d3e4ea7c67900, 0xad1f81931add3b95, 0xc46ad91bfc4e0fab, 0x22751f67f4f51f2a,
            0x964ab749181b45c7, 0xe5e24f183103a2ce, 0x2a75a7b63321404c, 0x306cf6d5c4b1bf10,
            0xac3366fa22060ed4, 0x6602d9eb416be258, 0xd802d0d1cf524dee, 0x71bd6e5254388c2f,
        ],
        // 15 * 2^128 B
        [
            0x847832923fa62600, 0x5f65a79925947f83, 0xb340d20b7f4803d4, 0x63585a3c041f3ddc,
            0x0a788e93d9457638, 0xd8bbb343ae9689d8, 0x6841d34023ee4103, 0x0ff6d3f433920dba,
            0x4f234ee871911c90, 0x1adc7a18cd4173f0, 0x84cd1f0e6306af3f, 0x311875e37124b98d,
        ],
        // 17 * 2^128 B
        [
            0x1f0ff2e698108bc3, 0x22a727d034e91806, 0x65b16f3222f7ca75, 0x01507bdbfd15d7e3,
            0xaee3902ba576c31e, 0x586f1f732c223c29, 0x6e2ebed0d51d9cfa, 0x4e66ac10fd10d434,
            0x30396ee64bc41599, 0xc5c89650056c7211, 0x1af03fdddfc3912b, 0x438f9bd6192b4384,
        ],
        // 19 * 2^128 B
        [
            0xec32585daccd272f, 0x47c997043d288b4a, 0x2669bd01916706a8, 0x015c0ef329180b10,
            0x36705a0bcbe14a0d, 0xa9d80ff55fc6da31, 0x70986aded7befdd0, 0x4145064c98da4660,
            0x2590a888b7d09367, 0xa42ad90b5f6942c4, 0x0380e0b822edcb81, 0x56e25ac10737b7ad,
        ],
        // 21 * 2^128 B
        [
            0xb001d2b8026b8590, 0x7c3ce44e7b1d5227, 0xd8255fac7d6b6d17, 0x632c55dd101c8aee,
            0x697f1580342a6fe1, 0x7e1d0a24e1e42ce2, 0xcbab5b83e44712c8, 0x2c8a5e973ef7db69,
            0x44d6c193876345c2, 0x8f33ef671c578165, 0x0b696b37e6927466, 0x3a5a6262b1a1a049,
        ],
        // 23 * 2^128 B
        [
            0x07d19c42facd1780, 0xd53edc5e6175fcd6, 0x58338386d8a9f16d, 0x15f8ae4ed49e8a43,
            0xafedfca0b051ef04, 0xb4b8a15618988d25, 0xb7bf3ce271119608, 0x19a524af38331057,
            0x03cd27cce400e185, 0x355b17c3c31f1526, 0xae95a31dc31acae0, 0x36673a998c9ac031,
        ],
        // 25 * 2^128 B
        [
            0x35889ca34e10ecfb, 0x4d8224d8cd7d6b38, 0x80c7445283551df6, 0x1ce5a759e08b7941,
            0x0c8f10d0b964a572, 0xa2f5e735ea75c560, 0xf2343fe774c3ab46, 0x444d4a2c22c35bab,
            0x14966e793cb6768e, 0x4ae9d01453b4d601, 0x69ca76509a1b8338, 0x7fb66e8309c4c9cc,
        ],
        // 27 * 2^128 B
        [
            0x14fbc8b356ff458d, 0x3983875974599dcd, 0xa70889c566fae3c1, 0x7f3ef8f7b5560686,
            0xa295ce99fd251dd3, 0xd876a8a9116dbf04, 0x6c24a3b2158420e5, 0x322e6c8b12009e52,
            0x14fb4cc4aa042df9, 0x982698948ce88a99, 0x056aaa94a63f551c, 0x77e06912f5320223,
        ],
        // 29 * 2^128 B
        [
            0x7d413f9b22c65837, 0xebc1c53c88e92cf0, 0xa05826a4c560fc71, 0x3585c71403cffd3b,
            0x26b572e5e0d95853, 0xc98bc3c327b91133, 0x80706d13a77ac1a9, 0x22d879bddc127787,
            0x192e81d236a6a6cd, 0x6a54f16db7ea4b50, 0xfbd8143e291e0a59, 0x3d574f25add603be,
        ],
        // 31 * 2^128 B
        [
            0xabbe256ee47de376, 0x4a316ef96a8436e2, 0x79cc73fa9f1a6937, 0x244dc732037d6624,
            0xbc39f82bcff9065b, 0xe4e795317f9c4984, 0xb45237274660f9c9, 0x03843b767d26fe45,
            0xa9ae73abe9cb5a6a, 0xa070367ff88367c6, 0x527264da59a832e7, 0x440796ea389115f1,
        ],
        // 33 * 2^128 B
        [
            0x5939bc3cb162a2bb, 0x46c99aa45e8b97cc, 0xa51e5a0df17cbef6, 0x57e43c54014a2dcf,
            0xe61856b845f227fc, 0x7d28f053bdfaab88, 0x7c8fba48e069354b, 0x61ad6337f65bbd66,
            0x692762279774ac84, 0x1e2ad447e49ae383, 0x46b798e7cb957286, 0x3a65f7dd94d55e1a,
        ],
        // 35 * 2^128 B
        [
            0x8dabed969bc070a1, 0x42399edbc1bccc6d, 0xc369a7ae2c1f6949, 0x0e7e86ee8743df16,
            0xe20055144757a6b6, 0x64aff99f5719a5dc, 0x2c1d81f6c2d085e6, 0x7b523191c96d630f,
            0x5cc5d626a40bf9a7, 0xfcc2c0e21855bfc7, 0x2e77a2d4b992ab57, 0x5a3bdac13ee0e143,
        ],
        // 37 * 2^128 B
        [
            0xeb32be74ea341cfe, 0xa23d118da95e2372, 0x285e9e415ca2f779, 0x2e2dbcf8ee8b1cd9,
            0x923791c45a90de4e, 0xbe3e87966fbe150f, 0xee8f0968cb8c1c97, 0x2438accd12b3a23a,
            0xf31438165e7d9718, 0xa1868b063543135d, 0x0d6356e5cc4f5941, 0x422533da4f81c47e,
        ],
        // 39 * 2^128 B
        [
            0xeacc8f3afda677c8, 0x11dc95920a594763, 0xaaac6ef13c5ff8c6, 0x191a5a7a068d152e,
            0x3abdb76578afe5c2, 0x43be6fb27d50e6cb, 0xea34683cd9bbf60e, 0x3b7412cb9a7fbda1,
            0x4bbb873dccf344d2, 0x8044260bcd8b3e4a, 0xade11fe623786920, 0x460c73b39c1a5311,
        ],
        // 41 * 2^128 B
        [
            0x7c70112ca4f0f4f6, 0x5d695ab549d4df0b, 0xb3c834131cc2a669, 0x4389281dffb6e4ad,
            0xce785036c8b413ee, 0x69ae4c6bd4f83fe5, 0xa4f4f56b9122a46a, 0x12fa9323f7e5bdad,
            0xa2752c7e0f016661, 0xd7847732ee11a23d, 0x55d9ef40d1daf7a8, 0x62fe4f3291fd6b5f,
        ],
        // 43 * 2^128 B
        [
            0x3235f1a481edeb9b, 0x938e0150cc61cd2b, 0x76e89ac832737f61, 0x589b10bc4ac89e6f,
            0x5680ab3c808aaf43, 0x2818937efa6296c3, 0x9fede48c6dd80529, 0x256b2752571aa3d5,
            0x8c3e00941a089098, 0x69d1a47f69f3a82d, 0xcf488beb15236ad7, 0x1d5dd5b4ca3c5a31,
        ],
        // 45 * 2^128 B
        [
            0xbacfb0aab96c6533, 0x71dbff6bc9d19975, 0x7635fc8385bffbcf, 0x4bc64f58d2b8c718,
            0x5ffffe2411806b63, 0xd757a61887875fda, 0xe6bdd8f5e348e19e, 0x5644538565c130d1,
            0x4953dcb4702c6e41, 0x5ff34105e462ea03, 0x24429e5f819d97ab, 0x2c732edb160dd3aa,
        ],
        // 47 * 2^128 B
        [
            0x5812222cc0d07bab, 0x46fcb1baa534b2cf, 0x1613aa9705a648cd, 0x15ade612e6705a89,
            0x80fb65bf0e5ed659, 0x0290dd5d6c3ad47c, 0xd785101a8f93aee1, 0x61c92798070e78ed,
            0xcb38cd68c78711d3, 0x155275fd26040a0b, 0x7f8fc2bad827e59b, 0x0963e77388ee254f,
        ],
        // 49 * 2^128 B
        [
            0xed82264005dc8586, 0x14dccabae11634ba, 0x50a336d8ccd6684a, 0x66dc12d7d57aac6a,
            0x59ae3efec21c94c1, 0x7efc7fec63226e79, 0x5b78cc318892d83f, 0x6db201a6feaab0fb,
            0x9f14f29891a13848, 0x752dbdcb0eb5e726, 0x316806eba6c73391, 0x6ff28eedde2f0d33,
        ],
        // 51 * 2^128 B
        [
            0x890100059da1c56a, 0x5b06260d6f28f315, 0xeb9486c7563a26d1, 0x39c3757ed5767b9f,
            0x321502ba3c9be64b, 0x9d4a38dba225304e, 0x33ad7c802db2d43b, 0x4ca73314cb2e8778,
            0x4e5cef5ee736feb6, 0x575ee66c408af41a, 0x8949ea58ac23435a, 0x29b77da7cfa38d61,
        ],
        // 53 * 2^128 B
        [
            0xf1dae519eb3bc54c, 0x878209bef3020ea6, 0xcc800e7656ffb055, 0x077ac5d895f34c9c,
            0x09f46ae5a0af5405, 0x3ddeeed264c47ba6, 0xc40f9f356f3d2cb6, 0x19cb6e163a013163,
            0xd05b2d49cd928467, 0x90f888438b78c52b, 0xea70d1a0624f9355, 0x28cf075cfbfc7248,
        ],
        // 55 * 2^128 B
        [
            0xd261f10e761c1c78, 0x5a7913f98f365039, 0x83e1b72b3db159e8, 0x463667375232d7f0,
            0x7eaeb9c4b96ff18d, 0x81104456cfe10c4b, 0x9968ebb382d05a40, 0x13cdcd90e4a5297f,
            0xbde161b0544b9705, 0x7378db0418b42439, 0xd9266db15a30f15c, 0x63cc2a7767140e15,
        ],
        // 57 * 2^128 B
        [
            0x3444eb5c5ffbf0b3, 0xdc032cd2a2bb0c42, 0x4eda889602485100, 0x0addf10182f7ab46,
            0x100962eb41f9ecc0, 0x9e07c23521899406, 0x26494018c05a154b, 0x2e8544994b549e8c,
            0x5ae1c4803721e2ae, 0x8eceb4e0fbfd7b08, 0x02d23b8c052065be, 0x6ae105ca6cc979e5,
        ],
        // 59 * 2^128 B
        [
            0x3e0d29058c9c2292, 0x6b85d0e92ab230f2, 0x26b29318c105f879, 0x5f5013fc96f983b2,
            0xeee0ce59e4571614, 0x7fa4b6ec281775f2, 0x92e43268463af842, 0x5441142a05935e3a,
            0x925e3b8b840cdcc4, 0x0e37420963e15515, 0xb33e4dd629b97503, 0x192ca5e2c5141491,
        ],
        // 61 * 2^128 B
        [
            0x9a5b4a2eae439c17, 0xcdc8b14b6df4497a, 0x634c00476a0ab97f, 0x5ffc080de83d2483,
            0xc1f7577cb7836d46, 0x3a7864275efff3b0, 0x54e344531311ec98, 0x35328da078d7316b,
            0x17e7f3b741e8b96a, 0x5c88d3d77f6dfc0a, 0x49e65ef6d01b2a6c, 0x79f2a61578d3bb7d,
        ],
        // 63 * 2^128 B
        [
            0x678019357f78bb71, 0xd30d9f4ed6c0f5b8, 0xb04513d8a676c12a, 0x68d85d91b1e9e4ae,
            0x4057dda43a9bc6fc, 0x1e784ef72c8fca8a, 0x7d10dc0f4cbd49b1, 0x2dc637f3ee129bde,
            0x8eb489f50b888e89, 0x4220259738638365, 0x88c3a8dbf48da011, 0x0c821cbd654fb133,
        ],
        // 65 * 2^128 B
        [
            0xa11a0b6133773c6e, 0x2a8324152edb48cc, 0x8e4bd12dae83b268, 0x26af14ce80ef9400,
            0xe0f96e471620b44b, 0xe02e68b47bad5fd0, 0xe59170b3a4948885, 0x5b6fe223f8be0fb9,
            0x645aeb3fa6a86903, 0x3134f5319b79588b, 0x96e3ed5956db48e3, 0x67fc7892129c4f5d,
        ],
        // 67 * 2^128 B
        [
            0xe64e655bd9226831, 0x518a5ce35ee2b45d, 0xfe577db8ab257e0b, 0x6ebd014a93c055a7,
            0x3d676b4086746a71, 0x2910e655d192de3a, 0xbebb02940e180937, 0x5136a3dbbb0c09ed,
            0xb87dc74ebff2faca, 0xf56945b0f49752bc, 0x3838c5e53a4d90eb, 0x0091554ea706843a,
        ],
        // 69 * 2^128 B
        [
            0x992008495f253f01, 0xcfe99c78d2914619, 0x6640e7a6ba6e162e, 0x37270d11f4958503,
            0x21dd92e9dc1c8c68, 0xbc6bf9460122056b, 0x222d07ac75278224, 0x00a5318660cdc2b9,
            0x3d1e5aa2f7f65b6a, 0x9b8df44e5485b2eb, 0xfea6e8c488264f9c, 0x36b70e4338c7c14c,
        ],
        // 71 * 2^128 B
        [
            0x1d330b25eb1b9c25, 0x45b7ddf0070b7f35, 0x92637128d104ebd2, 0x6c4c541e117c81fc,
            0x69baf0ed3b153653, 0xaa7d4fc799d97c24, 0x99bf25bfa33b4be7, 0x180951a5a644955c,
            0xdd716b8c38715aab, 0xea44cfa4745c1bdf, 0x054a416ec89286d0, 0x16705af858bdbb5f,
        ],
        // 73 * 2^128 B
        [
            0x773d60245fdf76d3, 0x19b316ba4900da58, 0xf5510f23bd462955, 0x285844e9a843d418,
            0x37d41e14f084bb5a, 0x72ac977b07e4ac68, 0x7ef419c0ed7f3b17, 0x005bf318f5a7bc3d,
            0x345038e501008a22, 0x6cab3746c1864855, 0xe17a3ae4a8933d19, 0x0fcd8e47e8b20c59,
        ],
        // 75 * 2^128 B
        [
            0xadbe32cd9840f275, 0xa9bf54781fc8220d, 0xafb0e3d02a648190, 0x39de622e01cf751b,
            0xaa6c1a95f5039cad, 0x106636a7d4c01126, 0x1d99d8439e3f66b6, 0x359314787797439b,
            0xb46aa5a0f6276e82, 0x7c9a6c5dee325103, 0x91ae528c0f22a474, 0x05d3f42fceb35180,
        ],
        // 77 * 2^128 B
        [
            0x9524e9b90930cfa6, 0x0c1b2e4ec7350aa0, 0x173031fee386b217, 0x7a7b4576c1cb2d9e,
            0x4c3df2fb86849808, 0xe2560707ca4c50d5, 0xcb63faa97048eb1b, 0x3cff4a6d6b871903,
            0x56ee1e398743f358, 0xb50fa4ea1e4e9f93, 0x0b937a03cea150a9, 0x1c67590de4ad1305,
        ],
        // 79 * 2^128 B
        [
            0xea44261c28e704d5, 0xe9d20fe8428cf077, 0x147acbb46bb58852, 0x72d0bf753d37acc1,
            0xfe326f694b03f948, 0x1c169bf816247d35, 0x816cc8cb4673e999, 0x3b711ce40c644cdc,
            0x509917425b339af3, 0x899b34651b16b0dc, 0xb9ff62b29a10c876, 0x45343ecfdadd8679,
        ],
        // 81 * 2^128 B
        [
            0x98832d664d9505b8, 0x38d8aa4a86530e21, 0x056d9f205c249cad, 0x7f7fba6b7173e7cf,
            0xfcd50b36cdd082b4, 0x28df50e984d1f581, 0x6edda683a214c6a0, 0x446a8f5e298576d2,
            0xb013d1409d33dba3, 0x5bb3a93b7d97d5d8, 0x9abddc7e6aaa435d, 0x5d67ea0b8dbfce12,
        ],
        // 83 * 2^128 B
        [
            0xa19a2044e8218048, 0xdb9100caf5cfd9d7, 0x601f2b6779db1850, 0x71b026f712a6050b,
            0x72fa804e516e1b4d, 0xa5aaafcff402ce93, 0xb381b27c1cf36a93, 0x7b55fb7917da7047,
            0xc38028451b69561e, 0x0b26e124a5409709, 0x4bc4856f5e8653d7, 0x5d01ac36a66622df,
        ],
        // 85 * 2^128 B
        [
            0xf10ae0281a46ca70, 0xbbc34c420e5eee9a, 0xa2bae248b1c0b294, 0x196183aa795fc0b2,
            0xb3ca95932f102d40, 0x3f34f30fa24954d4, 0x787ac744d0500835, 0x2eb114aec23f84b5,
            0xd8dc136e0b23a9ed, 0xe2353ab8a3530386, 0xd733e65b5cc67444, 0x5a915343b59b6cbc,
        ],
        // 87 * 2^128 B
        [
            0x015c572f0b5dfb79, 0x50f8e354394799a2, 0xc28a98928ddbcd8a, 0x7f300cad5dac7cad,
            0x52040c1622535a00, 0x2d8a50cfd6caa126, 0x89f48c3aab661d42, 0x4dc59862e63bb0bc,
            0x2fa8b77126c201bf, 0xeacfd0eff766efd2, 0xe80d20879da27d6c, 0x2957f549a42173cf,
        ],
        // 89 * 2^128 B
        [
            0x6b1a365fb6e924ce, 0xf8340352271191b3, 0xc1828bea1ebef9b3, 0x4ed242899fb4b6bb,
            0x994aa61d7a521c69, 0x634dfe29e5a6b4db, 0xbe944c1297899eda, 0x653ad5f23c5c7771,
            0x939686039d0054a3, 0xea1e951c53234e8d, 0x339d4ada3c3b964a, 0x10fd55370fe9b482,
        ],
        // 91 * 2^128 B
        [
            0x85456b648c52c076, 0x906e139a5a8eeefe, 0x57f1a215d2598d25, 0x7dad1bb9ab6dd413,
            0x3c4cf6dd8a1ca025, 0xa7b07d678e17facf, 0x698b1acda0f2c16b, 0x14953209777d70ff,
            0x24bd3a5d85677655, 0xff42e7fb8e75aa33, 0x75db2f91357a7c8a, 0x27d65e1051cc4a44,
        ],
        // 93 * 2^128 B
        [
            0x8f52e9382a758741, 0x1578c7de558bd180, 0xf5ab2729f9ef5baa, 0x675b3a3b0fc46554,
            0x3fad41bdb2a7069b, 0xd4927b990c16b9ee, 0x16fe6aab734c4502, 0x0f04ea063a5b4c1b,
            0x83b473a689935053, 0x5083cba978ee3c2c, 0xfb2ab46dc5f7a0ac, 0x07127cc38c0606b7,
        ],
        // 95 * 2^128 B
        [
            0x60b2e94c764eb5e7, 0x44caf027f6dd179b, 0xaadfdabb0730d60e, 0x71f7d55d87575dff,
            0x01e7da22f519f0d7, 0x459ad94c87991aca, 0xcaa690a320cf8277, 0x0ae5e95b6f28a843,
            0xe95ee46fc7289143, 0xfd4c360770705ae3, 0xa0b790fe5ff1eb63, 0x3a849d9cd4506081,
        ],
        // 97 * 2^128 B
        [
            0x51835d8fd0642a34, 0xe58bdb25df9d9c37, 0x6fbfaea4cf5ff15d, 0x34beb34c0629752d,
            0x8b3cf45bfbd1062b, 0x721bedc0b2f23b16, 0xac1875f9c4b7083e, 0x41f358b5b5a43e1d,
            0x68f8c98f64d30a0a, 0x09d16c9baa4ea071, 0x32a371b432136371, 0x1859632d17934678,
        ],
        // 99 * 2^128 B
        [
            0xa27a42d1a17e861c, 0x2134b9acdc4aca5c, 0x30d36fdaea19005c, 0x2a13bf4a60348366,
            0x3de2ec44a5f80c6a, 0xca75ccc18b08a702, 0xb24f23225248f013, 0x74ef931d1a19a050,
            0x2b0ca68d49bd2850, 0x604bfb0959e6cf3f, 0x8f1eea0b5507f42a, 0x4494625a32f02c1c,
        ],
        // 101 * 2^128 B
        [
            0x3ece25ea0d1684d6, 0x9a67ce7c61073bbd, 0xc2b55acdc20f1627, 0x07e69340e482e3a5,
            0xd4b3cdbadfdc8018, 0xbe595b63dd824fb4, 0x3a451ca9a9187f1d, 0x0846f130e2bfbb32,
            0x1d19696ef2fb2d6b, 0x5e1e4f39878f9971, 0x41d018936e1559d3, 0x30b970d8396d971d,
        ],
        // 103 * 2^128 B
        [
            0x3a919eea2d09e269, 0xd9d7e3ab10c084d5, 0x7c2c243c0522ce50, 0x2decf0cfb0e499bc,
            0xf8224669cce219da, 0xb3abb7ad4b50db8a, 0x51c69c09ecc9cd73, 0x522d74d578b55fa0,
            0xecfb0b9a9d441a6f, 0xb9418a887aeb67e5, 0x8a206edef2af84b0, 0x506aed6b823e86ca,
        ],
        // 105 * 2^128 B
        [
            0x20a72edaa9e9aac1, 0xe934c36ccf9bc6c1, 0x8dda4cc812422d9f, 0x66ce5e68a8b9b838,
            0xc1ebdd9e4f122d3a, 0x67a729069b0e0d9d, 0x73c5a339b98f184d, 0x394c8172d6bf03ea,
            0x80c5dca78a04fcae, 0xa6f898c0619d7074, 0x445320012028eea7, 0x44db63f177a943c0,
        ],
        // 107 * 2^128 B
        [
            0xd3ebe4dbc5335801, 0xe4e4904f08356564, 0x0be8a2f3fa683b59, 0x2a28e5a255dd7b57,
            0x57a371002d74ef51, 0x9c1168915f53022d, 0xf10eb1852f0b0c65, 0x4933fd0e19c4f83b,
            0x50a3220778ffb3e3, 0x62cc2d30093f065d, 0x278d8aef69fb9f1f, 0x3e57c069c4dfb2fb,
        ],
        // 109 * 2^128 B
        [
            0x0bdf24f16af55204, 0xc8381325e9c701db, 0x8d8dba476030e4bf, 0x289ce804b5a04cfe,
            0xce877a6a7e2d687a, 0xb91235d3466d7bcc, 0xf0db715ea72ba1ec, 0x70e76c79e7c1c712,
            0x7ccc213e7da5b704, 0x78b3114d5c4db611, 0x9f55c3ca5e847fa5, 0x5c2dc3d489cc0aa3,
        ],
        // 111 * 2^128 B
        [
            0x028d95c1feecc7d2, 0x119ba09a1ac8dc34, 0x8d8d9330eee411c0, 0x31dd20277988107f,
            0x9a82ca446af65ab7, 0x6c66af0abb69056a, 0xcec9707c4446b414, 0x413cac62c7e3e064,
            0x88cc0d2dabb76f12, 0x59cb46ef3bef0aa8, 0x17943fbd8b28f021, 0x7fcd3d569b8af110,
        ],
        // 113 * 2^128 B
        [
            0xad44038acaefc9f2, 0x15018105e2e32601, 0x532e7123e84dc966, 0x0b61ef074cd56d93,
            0xb243ce23831283db, 0x7100cc877ad1f2ad, 0x790667728b6cd7cb, 0x082d52871df93709,
            0xae4617b22ef04de3, 0xd0c0cf8cfad712ef, 0xc68e9f248358a7cf, 0x305310d73b1b1a76,
        ],
        // 115 * 2^128 B
        [
            0xe6e90c22166be1c5, 0x2168a4da6f396153, 0xe1cf3c786431f86a, 0x6fc3107a2ec7a3f4,
            0xa1ea337592adc935, 0x1c0713f93316eeb7, 0x515da341292c1eb7, 0x56b8aff4fd00f3bb,
            0x402733305cc6b16c, 0xcf5232311e60873a, 0x46035248bbfb32f3, 0x6d47ed4cb9e35b94,
        ],
        // 117 * 2^128 B
        [
            0x4aefa991c4255980, 0x1deed70004303c7a, 0xa84d3a92d7466e3f, 0x3a29d14b9f046033,
            0x384c4d42769b947b, 0xf378651714d6d81a, 0x6bcdb035ebcb9202, 0x186199cc214fdc4e,
            0x8c22254510cfd170, 0xd61870bac3bd9172, 0xcd74c0740cb296cd, 0x6cfaea8204bcbd00,
        ],
        // 119 * 2^128 B
        [
            0x12d6a92421ad7a8e, 0x9396f84837973c90, 0x2b4df8e0c06d2e29, 0x71a38c70abf15a99,
            0x695f7ab271c98a60, 0x82a1470ef7f5c14f, 0xf92c737f4085e280, 0x67de6c312be61c8d,
            0x3265228da1d7233b, 0x0343ec785e8f222a, 0x8af4eda2e3a02853, 0x29410b294eebe1c1,
        ],
        // 121 * 2^128 B
        [
            0x67bb7daeae0963f8, 0x0c406d4470eef7de, 0x93db8246bb5fff32, 0x3955a4155c7e2a6f,
            0x88eb8b15d44d89bc, 0xc1dd32ddee23f13d, 0x81d7fab6183f68aa, 0x6e9e311ba1a48427,
            0x3a8f2c60a617ccbc, 0xf0619d0cadfad3e3, 0xa992c599408d1a8d, 0x01d4da15b6681d62,
        ],
        // 123 * 2^128 B
        [
            0xa2a024a584b52d4f, 0xe1343d41ee7e42b9, 0x68e2c7074c9cec17, 0x0b039e58ea4c5cfc,
            0xe4f891fc22c50780, 0xc6ee7fd775f0e5a6, 0xed763e75a82cb779, 0x7ad9168ec824b393,
            0x52c0cefc694d14f0, 0x85fba0d4befb1855, 0x339afc609aeb72ce, 0x41cd4c6de973f22e,
        ],
        // 125 * 2^128 B
        [
            0x0c38249f51179e25, 0xbffb8b7b84ad807a, 0x971cf56e0d9e3a4b, 0x070c5b49623e982b,
            0x8ba003e06ecd6b8a, 0x013fda85f57ac202, 0xdb4fe5116d32603d, 0x0654be67b6d2451f,
            0xd82b75d54ce8c1dc, 0xacc82962a4a3eb2c, 0xf4d9f28e1af7a42f, 0x6b077e0c9fd99dc0,
        ],
        // 127 * 2^128 B
        [
            0xd193b239351a2542, 0x1bd35503c464f025, 0x042e96a5cc7fe3fd, 0x2dfdb8c7bfe55fa3,
            0x924def92371965de, 0xcb2f4a7bd3ce7c06, 0x5fb534083e0ea3ae, 0x25eb698e1577f5cb,
            0xfe5127189a4488b1, 0xd63308628fb563b6, 0xbaed56b359321fa5, 0x30de2e18d1b4e04f,
        ],
        // 129 * 2^128 B
        [
            0x826aa3ebb6b2b7c6, 0x34ce7072fd5fc575, 0xf47454acf9c8b12b, 0x554239f451b630ff,
            0x5bb68e757ddb8173, 0x146dcdd2c1979f67, 0xdf001dc15dd19644, 0x4b2042731fbbb540,
            0xad3e32b5bba208bc, 0x0b7f7339d76ce07b, 0xeaa4f569fe145825, 0x08efdae5c0ae740e,
        ],
        // 131 * 2^128 B
        [
            0x7669f2bacb640154, 0x6f638f46ada10d8f, 0xa00a8fca206900ed, 0x345169f16cee7917,
            0x39b8d9d4ae5f53f0, 0xfb0deb5cadeb5f9b, 0xf561349ac7e7a8bb, 0x7f57eb9163b17803,
            0x23e5d2a9bf265a2d, 0x06a52fada0983ff8, 0xfda4b5d723af7953, 0x7b8c30e753560f5b,
        ],
        // 133 * 2^128 B
        [
            0x704b89fc486b0278, 0xe4e8566ef73e7158, 0x0c7e9dfa4dff0160, 0x6200178a92dac44e,
            0xd765d5356773ceae, 0x41d4725d4a6df426, 0x669e25f4ee88fb1a, 0x42169307dabeb396,
            0x997c65601346927d, 0xee9cd96a27d5b052, 0xf69a7020cd425bf2, 0x300fb721fbcc5621,
        ],
        // 135 * 2^128 B
        [
            0x63f40543a78e919d, 0xf342257f59d0b819, 0x9e5dc176c93e3607, 0x51dcbbb4701a7003,
            0x007cb9fc072d44a5, 0xe10719195bf9130d, 0x14ee36bb82ebe700, 0x660c52208bbc61c9,
            0xd9ab86d1d7e2cad6, 0x21550b8096115054, 0x6825cd5eceb762ca, 0x421912940c593053,
        ],
        // 137 * 2^128 B
        [
            0xe01a1e8e75a28f48, 0x6435a823cf97d668, 0xead82f4b02c91808, 0x68b23c24cc4ec489,
            0x1470e51485616337, 0xeb519d4ef1d0b80a, 0x544a11764f4d066e, 0x10172a802df4ece2,
            0x452de0d5cf42dc9c, 0x89d75b1fa2df060a, 0x52f740bd24123154, 0x69b1104fd6df2fc5,
        ],
        // 139 * 2^128 B
        [
            0x4bfa15f0956baff1, 0xb19d38b441444e94, 0xf6b870556e97d122, 0x7fd78e710855351f,
            0x26d5d9cfc0bad087, 0xae90fe769fa97bc2, 0xa67485076f861bc2, 0x3b66c6f5b97dacd0,
            0x6c1d5dffea9c94d3, 0xe3364d8c5817af05, 0x9985d823fd0db77e, 0x1f16d404c2d3649e,
        ],
        // 141 * 2^128 B
        [
            0xc5f1332c6b5be257, 0x0166e379d2ca704b, 0x59b5bb911230e881, 0x3066bfbccccb8062,
            0x7a97748940fe0114, 0x53320c477a871590, 0x8eff51ca6c6cd0de, 0x42a0c728e1f0a34b,
            0x698ed69292150721, 0x4cb908ca2a03f6ae, 0x89c079858965a6a5, 0x213458dfdd8fdea1,
        ],
        // 143 * 2^128 B
        [
            0xa478352c4c47129f, 0x27ea25cd92ad089c, 0xbc72ba47ecdd212b, 0x311fea7a98eefab2,
            0x853113e82d035102, 0x23341136d7e66894, 0x67569e8b17ccbfc2, 0x77e07bd70e818806,
            0x47c3cbdc77d430da, 0x0ead865c87df6681, 0x1e69ff228c07e0b6, 0x7b80591a612c9689,
        ],
        // 145 * 2^128 B
        [
            0x8d6db99b6f6f18b6, 0x20835f5211828c83, 0xf58b3cabb6e89b9d, 0x666ef5f9376b08a0,
            0xba62fc0bab02df9c, 0xe384262e8abd9cc1, 0x7b4357091d734341, 0x6b38358a2da71a79,
            0xd3afbb8f083b257a, 0x6304d72ff4641c0d, 0x60d09eef0607cdd3, 0x1f25b585e14b945b,
        ],
        // 147 * 2^128 B
        [
            0x5e90f2ef309cb9e5, 0xe5d680f9a5d5b996, 0x629f4594ae95afe9, 0x774f1533ac947aac,
            0xbd151c8ffb1f7f44, 0x2ef78b1adf73d143, 0x557cddb77ba02783, 0x140831e0d732062d,
            0x8a08ec7864047714, 0x55d5e53b60cced86, 0x4878e80cd6b39809, 0x0fce9df46ae5da78,
        ],
        // 149 * 2^128 B
        [
            0xc22252c5ba01610c, 0x2aeeaf4b99e7d24a, 0xaee5282c64464cbb, 0x2a1e3eb9518e9829,
            0x5ba79c9daeda847a, 0xc11d944562b84359, 0xe5b90917051bf2a9, 0x29262ae79e87b6ea,
            0x488c445be987c5eb, 0x70bfa84a5b7d6fc1, 0xe625d29fb29c1c31, 0x52deb4fe6b10d80a,
        ],
        // 151 * 2^128 B
        [
            0x47037c7101bb79df, 0xdc72560b49ee4b3f, 0x414ca5d83276b5ab, 0x7a44d5d52dc8ef9d,
            0x9bce7d66ebe4ca4f, 0xa720ed0e42c48d46, 0x11626a436e3443eb, 0x16b7e29ee46a8f89,
            0x355a12bc0837b307, 0xa39ad90338615716, 0x946f3bd5e2b2fd67, 0x6b3e72d6048b110b,
        ],
        // 153 * 2^128 B
        [
            0x1f5e3f920fc6f554, 0xa4b5bbd88fb0c3de, 0xa8e5d1acf3de1e94, 0x574136bd7cea0994,
            0xe6841233621f8a11, 0x6cd18d33382b6502, 0x4e365fe8a02d4cfe, 0x2f26b693cd2c39fb,
            0x66c64eea243351a6, 0xa7f41288c5614de7, 0xc69dc49b861834a0, 0x49268b47dda3fd84,
        ],
        // 155 * 2^128 B
        [
            0x0c26c702efe0b5ff, 0xd1dfa5167f21e637, 0x2f32029d0eab63e0, 0x01da3bb03e966a49,
            0x16fd7738bb205534, 0x4431d9ded5ff0ce4, 0x0bb9fef9f0e63b02, 0x19cfee50d178f2c1,
            0xc19def2351fa1ace, 0xa5ad984adac25548, 0xce0144554b75afe9, 0x288554ced105d2fb,
        ],
        // 157 * 2^128 B
        [
            0xb67f9570ed87d94a, 0x51fc4ee94fabad3f, 0xf439d396c23a2d27, 0x693c236c1155bf03,
            0xdcaa115a8bd26bd9, 0x05396f31bac70aab, 0x34d881801be24a51, 0x40d3a872c35e39fd,
            0xf64dc314b64f084c, 0x07ba53770ef89009, 0x7495c55c7674af33, 0x6f8963e685d4068f,
        ],
        // 159 * 2^128 B
        [
            0xc97662ef4b21d7a8, 0xfa2a30ce2a1f45a5, 0x6c1cde2d6ea8b03c, 0x2157b4628b530262,
            0x84baab46e69d9c1f, 0x229eb2f82b47d90f, 0xf66cfc305dad205d, 0x130f424dd8801952,
            0xd5068071b4bff3cf, 0xab8fb32b8bfb416d, 0x076e9bacbbc6823b, 0x334d2db53a5bf243,
        ],
        // 161 * 2^128 B
        [
            0x77a1de88961bf864, 0x45a8a02aef147a4c, 0x9da31bb96bf79fc3, 0x6760c1ed58c5dd96,
            0x80e7e007daee749a, 0xcc58020cf847ab23, 0xcebbfdd35c9d963f, 0x2878bf30fb651db5,
            0x716ed55dad8af47b, 0xf6c4d1a3f9517383, 0x0ec886442ef5d4e2, 0x51ee6ae6e1afb36e,
        ],
        // 163 * 2^128 B
        [
            0x9d872e3edb1475be, 0x589cbe92a5cad5a5, 0xa28dbde160f6ed2e, 0x4a37d4fac09b54ea,
            0x3fd9345857ec91bb, 0x21498f16a67726c9, 0x1da8661de86b4cba, 0x748fb2ced3f708a6,
            0xe05ddb6e9f67527d, 0x9fdf5371cdd328a5, 0x64f690342bcd6db3, 0x73f42047b8157da7,
        ],
        // 165 * 2^128 B
        [
            0x359792afa36f0e26, 0x5481419c12e67cfe, 0xd006edbb5186dc6e, 0x4be08bc5091e15ad,
            0x9395e8e9885748da, 0x239f0538ac9368e3, 0x9d4330908b479e03, 0x19b27fd2f98fce12,
            0x256b5b89d604e8f5, 0x2280032379b906b8, 0x7378a0b5de56be15, 0x3ad265fac871a310,
        ],
        // 167 * 2^128 B
        [
            0x70026ee955a06510, 0x6d6def0d8d86c855, 0xd5bb2cefca961331, 0x1e4464eb847031c7,
            0x737d29b90cabede0, 0xe1ea06d2e32cc493, 0x0040937097d7ead4, 0x3238c3c63c8ac177,
            0x427b32ff5fb69306, 0x446b6594dc0b482d, 0x1600f8bb324f387e, 0x1c3261cfdc1d8e79,
        ],
        // 169 * 2^128 B
        [
            0x49011cf875f97e28, 0x15b5aa76ab57fc80, 0x116fdf25917bd9a0, 0x71bb10f97ea1ec27,
            0x36032eaea35fedb9, 0x08071aa6358044e5, 0x7905d8a7aaaaa03a, 0x3b556ea01998a354,
            0xe33960c9d655e6c2, 0xdde9848682cc4ada, 0x1ce5fd9c5b13a038, 0x11bd68b03a73d6c2,
        ],
        // 171 * 2^128 B
        [
            0x7a5f4232f5ce8e08, 0x491eed028ec16cdf, 0x33cb03a493efb60e, 0x3df45764dc0d877a,
            0x49e5303c1ec3cb0b, 0xa08a38c245aa0ced, 0x4c4bf7ecc30b9a19, 0x78f57063ec138dbd,
            0xb80bb8acbd8e697a, 0x2a3123b024c6be86, 0x53a5ae0e88ad9cc3, 0x5c67bb430854d393,
        ],
        // 173 * 2^128 B
        [
            0xfd8ce4a094d3cca6, 0x88865e54201d274b, 0x4add1700c38a864f, 0x1f0c49f9fbbd6792,
            0xc57ec3b4ffca9a50, 0xd55b69a12e285998, 0xf8a68ccfcab10884, 0x6db8f842e993ee4c,
            0xb946e0efae1819d5, 0xca776972effc9ca8, 0x3eddb2c9b94f096b, 0x3559a3a178cd8128,
        ],
        // 175 * 2^128 B
        [
            0x2210cd41b4c87447, 0x6d3139f1dd0b5799, 0xb5c19202e83bbe52, 0x6bc6c444c70795d4,
            0x48a866d57aef820d, 0xb21629157019803d, 0x6d29ad704a1b63b7, 0x4d2c460a84f9c3df,
            0xfbc3c2cdf1cce6d5, 0x7b09a0fb6d445e59, 0xad1afbc125e1f552, 0x4d9123158b185d97,
        ],
        // 177 * 2^128 B
        [
            0x17b322d5fadb02fa, 0x68a7b0a7fff22276, 0x808581a36f02dc49, 0x63cba9a6ce64f95e,
            0xb92453e25a278b41, 0xf7dd12fdad6c09ec, 0xef152b5107b5735f, 0x4c447976f31ed7ed,
            0xd23af46664aadc6c, 0x6fa90806f7dbe942, 0x1c2be508fedb148d, 0x12f096356fe28d80,
        ],
        // 179 * 2^128 B
        [
            0x0430fc7b0223845c, 0x711ca3a060ff2582, 0xdc509047476447eb, 0x27eb381bc46b81f4,
            0x08f6247dd5209873, 0xd76b01da822a4ef9, 0x7b08341b665d06e4, 0x169a135461901d6e,
            0xb242e1f492228871, 0x583f88c5f9f106ba, 0x7fff635e2215f322, 0x0745c34974e1694f,
        ],
        // 181 * 2^128 B
        [
            0x9e498ee0cafac097, 0x6056beb52f456d34, 0x85a5c079c1604137, 0x1c3a73b53007cee4,
            0x537fd76d7085002e, 0xd4cd4b93426ca919, 0x547ba742413fb793, 0x48f426426049fa1c,
            0xca909ded0589ccd7, 0x2a42774561fd5037, 0xe5f821d65ff486ab, 0x4a354cad323f2efb,
        ],
        // 183 * 2^128 B
        [
            0x5a62e924dd14d473, 0x7b9f3491b657eaad, 0xb2af87ac7eeccfce, 0x7d84bc1525e27a93,
            0x44f5cc25bea445d4, 0xe3bd766a3c77ebe6, 0xa0e19597d72a4b39, 0x34210c08a431635e,
            0x765065e5d904999f, 0xc533bc89252a797b, 0x5c66590a00493183, 0x3f09a2742f7016ee,
        ],
        // 185 * 2^128 B
        [
            0xae46ff056a8429c5, 0xed37ce682120639f, 0x78a830d236a32bb8, 0x3df13976bfa39578,
            0xb983c28dab4943e0, 0x017222712e424b19, 0x5fdf01632ea66398, 0x37c5cac68c993d5b,
            0x844f32cef2a75948, 0xecc318e514a29030, 0xfb2a92c6495ac7e9, 0x454e2ab4328d75ee,
        ],
        // 187 * 2^128 B
        [
            0xcb7823284d18a655, 0x146802737ad4ee89, 0xab02ca56acb79bc9, 0x49f300dc12b6f61d,
            0x6b68c91801a35e34, 0xe2c75e492fae2d4f, 0xbc0d9e2e7a822cd5, 0x245ba1f48dd2c1a7,
            0x9790f09e8468973d, 0x7be31fe07dfb0c5b, 0xa50025793419f131, 0x4923f0824cbb565f,
        ],
        // 189 * 2^128 B
        [
            0xfc539f84092e0f8f, 0xcafa3145b68a9ec9, 0x1d4e80d60abb113d, 0x16e8b0b1a423dbdc,
            0xd67d74a2e2517dee, 0xab2e859f57073505, 0x367f67d1aa8389a7, 0x1a33fb096244ac72,
            0xd9f8041b025a974a, 0xddfcb5ec492b0bc9, 0xb1de8d920df41125, 0x6420a76a17628496,
        ],
        // 191 * 2^128 B
        [
            0x8292762f3c356700, 0xb9f64c732f24ef88, 0xf17b77132965b3fa, 0x06b6654e5ccf8253,
            0x21baa54a9b78cacb, 0xbc44c3f3ca8f6e15, 0x8bf9bf500405e0ab, 0x6dffef8e346f8384,
            0x131e78e5b4446c29, 0xc3961e38d7764812, 0xfc8b32e9dd916b69, 0x1278ee1f74fabe9a,
        ],
        // 193 * 2^128 B
        [
            0xd66faf748ba2d747, 0xbdd5f8b75e29ef82, 0xff942a98716b2b55, 0x5b2007c2efdef320,
            0xfd6a0465ac226f49, 0x55de6becbee10775, 0x69152ebac102b0ab, 0x313d04dbd8d57e47,
            0xb2fb7e90d582ba8e, 0xe17a6381eab4af3d, 0xb1b23f3d21cf7403, 0x3eaede3de296354b,
        ],
        // 195 * 2^128 B
        [
            0xbfb11e60a11dd3c1, 0x959e6fa2cc16e3e4, 0xedebb5f3b34bdc8c, 0x4bf65ca03a397bd2,
            0x777118965d349446, 0x60901687ca9380da, 0x664e2a284e59d90f, 0x61231ca50a83a29b,
            0x84cea38d62c699aa, 0x2f1ec272cec7a1b1, 0x2900c9a9ecbce125, 0x68a3438fd3a81f2c,
        ],
        // 197 * 2^128 B
        [
            0x5425fd9441a82fa7, 0xed52d783d7799de2, 0xc1bfc961db2c81ce, 0x5a873f6aea68f98d,
            0x645b12fe6c984bd3, 0x48e5b4d5925c3682, 0xe2ae14a39954a96c, 0x3bcdcea4e42ba140,
            0x5a68b6636710f1db, 0xb0a5a56b253430fa, 0x767368fdd504e1c1, 0x1db7fb4284a8a2b1,
        ],
        // 199 * 2^128 B
        [
            0xce60675864f23ddb, 0xdd856f07a5d47c10, 0x97aae05b05573b18, 0x615605cef1002279,
            0x12788fcc094b4956, 0xfd6de422b031879a, 0x202528c92a492355, 0x5b185429918b70f4,
            0x7df932a969773d08, 0x119521708b98b84e, 0x776b346ba289d2bb, 0x04a67fcb64586265,
        ],
        // 201 * 2^128 B
        [
            0x62c4dda61be41fd5, 0x6e2115a81e66d71c, 0x84106b440c6120c6, 0x3f019aa6920448be,
            0xdd3e585e9108dd92, 0x4bcef3a708b16313, 0x068835bac984742e, 0x3df0fa195981bfaa,
            0x0e92cd4df817da30, 0x44364334bfd625a8, 0xa991589532b467e7, 0x7dcd2cb3faf56d36,
        ],
        // 203 * 2^128 B
        [
            0xd54d0ba29cd30df9, 0x030619358c431714, 0xf859aa2c98810a9b, 0x00752de12401d97e,
            0x9a22fd83bbc041d5, 0x881af9002c9d56c4, 0xb39d6137f767c243, 0x02375b153e40a9fc,
            0x9db06f64fb34739b, 0x8b83d2a09a5e3c0b, 0xd5ecafd36f81442b, 0x0c64e67b5bc6d95b,
        ],
        // 205 * 2^128 B
        [
            0xdb92954ee6993240, 0xb6a2fedcb45e3757, 0x406412daa1042807, 0x310bf6ea5eb7992a,
            0x13dd039cf1cde727, 0xcf9e9c2a71231e04, 0xb7c73c0993fbd0e5, 0x692f200b46ca7fd9,
            0x5120c214fd13fe62, 0xc45d6024908eeebe, 0xdf368585231e8bc2, 0x2e0bb286f1a33f17,
        ],
        // 207 * 2^128 B
        [
            0x72a8e133c98bc5da, 0xa9a1f427399ea669, 0xd016a439632c6450, 0x23e24765b0f99d24,
            0xfe9b57224b03632a, 0xfc328810747086ad, 0x31d771f3df96850b, 0x35e3c19a1f81534c,
            0x83e497152782d738, 0xef5c6954f92bbed0, 0x8580da41fcabcdb2, 0x5f07b3d7fd2fa80c,
        ],
        // 209 * 2^128 B
        [
            0xdc2f085bf5af7f77, 0x3795f939b73982fc, 0x4b976a037756a221, 0x3f275e55cafd1f92,
            0xdddb3d8420036a19, 0x73e92293d61829eb, 0x89e60679b2ac958e, 0x5be225dd34eef655,
            0xeb3a364f331fd148, 0x9084785fbc186f6b, 0xd0cc114a59429022, 0x0bd217bc056a37ac,
        ],
        // 211 * 2^128 B
        [
            0x89cf6c6c68dd1575, 0xd3b4b1139928e95d, 0xc0f8a2db60fd23f2, 0x15dea3dd64099541,
            0x5a03c30e8fbf494f, 0xfc6efc359f97103b, 0x16f70ca1daa1e60c, 0x5bb15da35a38d4bd,
            0x2f2c7c0fe14fc048, 0x0741615b19390319, 0xd34fb4644c457811, 0x2b52ce91dd3ce5b1,
        ],
        // 213 * 2^128 B
        [
            0x8fe42d4ccc6dbd94, 0x1da7726f730a0e1d, 0x0f6a8e1882274983, 0x7fc81beb602822b8,
            0x551d8d1247c43c75, 0x01c4273b5e97aaa5, 0x91fdbce20517acba, 0x70056249f4316784,
            0xd91c16d9c6671c2b, 0x2c82b83ec3318039, 0xa36324736373f120, 0x40c4772b4b84f8c0,
        ],
        // 215 * 2^128 B
        [
            0x340d086fbf819603, 0x10d1a6e7e7b95428, 0x14a61b20372b6aab, 0x755e6f5685d59d19,
            0x72ded3ca9e9cbdf3, 0x40304be1f6bf19a9, 0x19ac40fb612c186d, 0x6f26a3b45b15cb1c,
            0x949fa48d5cd26c09, 0x2a2d835e87d5856b, 0x99e13e177afed6ec, 0x61f6e593ead4845b,
        ],
        // 217 * 2^128 B
        [
            0x4554c4101f1df6d9, 0xca56958283f44e27, 0xd470268a8c0ea693, 0x14fd3525e6dee799,
            0xedb91af4a57cf042, 0x401c4efd58fde7ed, 0x1c94328b5029d92d, 0x37e65268ca096d29,
            0xc0221b4027bdd923, 0x52471368be6a1733, 0xa08c8cca028a6d27, 0x43eb71aa160bdb85,
        ],
        // 219 * 2^128 B
        [
            0xb143906ea5b6fd9a, 0x59113837b2d083a9, 0x445d04c3bab39cbf, 0x467ced7fb2581cb2,
            0xcd166cb46dc94049, 0x2492bb185922c08e, 0x0b0d20120e7c6033, 0x146ae2a106609e0f,
            0x5c2c6b46e85fc2bb, 0x94bffdfdee1944e9, 0xbb4a85f80c4c97ec, 0x611cf67eeeb011ac,
        ],
        // 221 * 2^128 B
        [
            0xaa4b2c5c616d2c50, 0xc03c5babaeb22130, 0x55a2e87873df6a39, 0x26292e4814793236,
            0x8bf4df72ef9a76bc, 0x0cf44aa683999f36, 0x0f24107e80201b5f, 0x02fd1ebb2d605ad9,
            0x8f4e6e18afd3dd82, 0xab4b92036427fcb4, 0xc8ecc66430ffb85d, 0x4efa46ef526cd6f1,
        ],
        // 223 * 2^128 B
        [
            0x3b79c7c65ba4c7d6, 0xc7d1f81b19b263a8, 0x67946fec93d89bac, 0x3a246384b0ba5588,
            0xd578391287ac1793, 0x0c0fbe291eda4e18, 0x1e80c77ce52098e3, 0x6e555f42fd48039d,
            0xabccac7a125fdaae, 0x1cf37f929f2f3ab5, 0xb055e1f06096cb04, 0x75d725cd843bac66,
        ],
        // 225 * 2^128 B
        [
            0xbf5e2f21955d186e, 0x70e2ea8ff0340761, 0x2769ba0bc446108b, 0x76e999ce40bfa51d,
            0x7dd54977ec6dff70, 0x68cff11c1f4ece80, 0x4f5541d63b42cdf3, 0x4956f8bb910ee690,
            0x0203dc667d9c09e3, 0xc92173a612817542, 0xb74d5f52024b743a, 0x70ff216e80c1f10d,
        ],
        // 227 * 2^128 B
        [
            0x927d408d814a5080, 0xa81f220366b8003d, 0x61a297830ebbff4f, 0x03c8acb442fc7faa,
            0xf8b751d56ec1730c, 0x7f08b58ebddfac16, 0x437ae323b657f53c, 0x6c6ccc2ff3f1b358,
            0x0106c2b068810a80, 0xa37d78227c74369e, 0x4f63c531dbdfd26e, 0x0fb871202515a723,
        ],
        // 229 * 2^128 B
        [
            0x4bc3d4260925b22b, 0xd8a8b6dd269c3198, 0x01c05294189e40c9, 0x1fc8ed92b0fc5c85,
            0x08fb1cf1ee683330, 0x15eb1da839c176ff, 0x7ae7b44fe20e206f, 0x6c8d956b6bae7900,
            0xe2ed4fe25f1c48e0, 0xccee86471493f679, 0x0624f4dfa764a7a0, 0x1768c64f46c4a554,
        ],
        // 231 * 2^128 B
        [
            0xeb1bc6d019c25612, 0x2c04cc29fcb70d13, 0x74c98430ce69631a, 0x688fed8863db33ef,
            0x1732f74521af18f3, 0xc163adbd8d7f8d58, 0x3eee5de14c98e4a6, 0x26c29a93e1f9fc88,
            0x1cc820c6fbd40231, 0x3dd40b0707dca49c, 0xab27ed5c1ec83ac7, 0x1f36f46d81041320,
        ],
        // 233 * 2^128 B
        [
            0x903eeef824705667, 0xff0bb9597875478a, 0xd44841ca0c0f917d, 0x08faef4a032537a4,
            0xcb01c023cd5c3770, 0xf6d4c2f518eeef13, 0xf40c8f762421cdc9, 0x7d87cb2db4a1f411,
            0xe9a63148a4dd569f, 0x1eeaf10750dd4dea, 0x5921b698c4ab9385, 0x4bba95c374e32cc0,
        ],
        // 235 * 2^128 B
        [
            0x03d4900b7a54f518, 0xc94a223e84dc141a, 0xb6c42a07f6737b83, 0x46b564a51541406c,
            0xe1d4005df33565d8, 0xf6a63a449aaa3d54, 0x4348a55e4522502a, 0x5e2cca5a01ce53c2,
            0x81cf8f435d4d99ca, 0x65bf3098adf75129, 0xe49b9d6611b5e030, 0x44c10aedf3c183a0,
        ],
        // 237 * 2^128 B
        [
            0xed2c15bd79fec43f, 0x33c5cb0a6ea3f8c7, 0xc9010763b72ef6d4, 0x3b481c48515272bd,
            0xf07902127a5cdc0b, 0x0c62d59bc423cb61, 0xa4779015f313addf, 0x4d0678d0e57c6272,
            0xdce26bd4c6f73bf1, 0x926184128eda2a9f, 0xad7547eddbec90bd, 0x02b3b3c7709c9357,
        ],
        // 239 * 2^128 B
        [
            0x0d683a85a5695526, 0xd574188ec9a26672, 0x9e7b70f12159d678, 0x49c677ead62a4ce4,
            0x4c5497159a55524c, 0x4ff8ca83b0e4ab67, 0xafae2c9eed4981ec, 0x5b9d431fd4540154,
            0xc609e10d321a5254, 0x41d6e009362202df, 0x1f8f45af66fcca98, 0x249d94e7a71cb869,
        ],
        // 241 * 2^128 B
        [
            0xef7e533db03fcb48, 0x007fa14f2a5faf2b, 0x9c92c7045bb8f839, 0x708b42a6d6dd3b6b,
            0xe9549446e3f8a79d, 0xf15efc0412b3f3c2, 0xada895c4723cc6a0, 0x05e4101013bb26b5,
            0xdfb1e3ded9946ab2, 0x86d314e2802bb6c3, 0x0dc372088a0b50d1, 0x17afdb876c79913e,
        ],
        // 243 * 2^128 B
        [
            0x1cfdc8f93062c4cf, 0xa5468a6f3d15bd44, 0x9aeec36e8c7055b7, 0x20f109474275ef99,
            0x69b09397e1a858f8, 0x342a92c1a6c030f9, 0xa061355dbf0153f9, 0x557e73ddd656321c,
            0xb3debd668ac32626, 0xdbfa94d777aead00, 0xa99f57dd608bbd8c, 0x39a374101157b1f9,
        ],
        // 245 * 2^128 B
        [
            0xb2626ab2662dd38a, 0xda61c8cf1b92eb73, 0xf7be0300ca0aa5fd, 0x07348e9c67361148,
            0x0214da1ff94b3dca, 0xbe269309525072a3, 0xf255fbeef4b059da, 0x03a80e8510f354af,
            0x4d31050f74f6d58b, 0xb6ccb3819f6b4133, 0x71fc72f919167e29, 0x1945f0607f3d87ff,
        ],
        // 247 * 2^128 B
        [
            0x60fa55dd051f8630, 0xfd0ddd495903eb8d, 0x93499bcee39dfc12, 0x5242cc9ee8cc43e9,
            0x7120a55f429407b4, 0x99e4312d95d1181b, 0xf0af6f3aa2f2c3b3, 0x59861e6a330fe6d7,
            0xfd84ee2cc070d277, 0x10821f39cf49e60c, 0x371b92107496b3f9, 0x1116dcd30e076b8e,
        ],
        // 249 * 2^128 B
        [
            0xf1daac054e099c1a, 0x5204da46358498f7, 0x2f7c1736e22c2439, 0x35ef1ef73318affb,
            0x793f418c8aaa1f62, 0xe2d2807515fffca9, 0x3c9e4d94bcd291d7, 0x2e68e2afbdfc593b,
            0x2451ace2218934b7, 0x90683ccf6f283f4e, 0x6408c4cffb7beeb1, 0x14861974c4e1ef63,
        ],
        // 251 * 2^128 B
        [
            0xda720dd7faf57dc9, 0x094eded850fe22cf, 0x4c2a093d2e4a24f0, 0x1fe4c205278dda67,
            0x7db1353651df36ae, 0xcb909f9da70ac938, 0x87e55472d6b49018, 0x4a88b03444a42e1b,
            0xaf33c63a74610b7c, 0x99cb2ea3786ce77e, 0xebe96b89fd494a13, 0x4fbb811a460546f1,
        ],
        // 253 * 2^128 B
        [
            0x6425cef1478c686f, 0xc648a7b6555aabbb, 0x38dde734ad92273c, 0x183db6c1d57cc5cb,
            0x248d941fe804f80f, 0x780a08b51a342a4c, 0xc72026e1716e5734, 0x714a960fdd9df73a,
            0xa4713ec55bbcc83f, 0x14d2d8b35c45dea6, 0xa70b8d03d8875ddc, 0x78934230c8197c4e,
        ],
        // 255 * 2^128 B
        [
            0xd5d6e64192b06d3b, 0x6eb54b69a06ad656, 0xb1fca3b83b016354, 0x5b9167a0239fb06a,
            0xd8cdb99f9797c95a, 0x085de75a4a04ea81, 0xe333efc3c4d3ab07, 0x65c3cb27c40fb997,
            0xcdd7768563d24cd3, 0x0d65af04e9b48187, 0x259d5510b31fc2b5, 0x6ea865879038ba1c,
        ],
        // 257 * 2^128 B
        [
            0xdc7b40b586bc8d5e, 0x100856eda0ab8e8f, 0x521c1814994b1f2b, 0x6223fe50d0a5477a,
            0xc1cd15ea606b010f, 0x9ea020cd6e17ace1, 0x7c3919e3b17f5f64, 0x7a133a9e9a0573fd,
            0xf507820d2079a931, 0x7fac5af52535984b, 0x1aef2ba406bb828d, 0x6524e2839a76fa22,
        ],
        // 259 * 2^128 B
        [
            0x373cf177dc826156, 0xb58605eb21787ff5, 0x9aa5f388deb95f06, 0x20ecbce3d198a643,
            0x2b750a1c638a3d6b, 0x3aee98843581f933, 0xf15b14a0052075e5, 0x3d6d600d5f48a299,
            0x9b52693dc5af6a02, 0x1191c1db14d71007, 0x3b845f48d1e26d3f, 0x3ddfb4a473c48f29,
        ],
        // 261 * 2^128 B
        [
            0x42a81f040f73de87, 0x5cde2d0b8887afc3, 0x6aefef7493158353, 0x3c7fec8734842048,
            0x1a2ff7d32c41a1d6, 0xcd07debdce5631a3, 0x888f31b501d28d7c, 0x3c04adf10496bcb2,
            0x7818a3c630545261, 0xa453d8bc42c47c49, 0x2b217638ce7244af, 0x25eb1f4513a3afac,
        ],
        // 263 * 2^128 B
        [
            0xf962042c541c10fd, 0x05bf109b0077f299, 0xd858e30db7be8fd7, 0x21c3987ab2650be5,
            0x9272b63aab69028b, 0xe761161d31ec1439, 0x572d940350b8083b, 0x74ab7cb2ae122e88,
            0xdc7d23d6ff138bcf, 0xa398344bb2b023ca, 0x6ce99cc2adc51518, 0x0e9893f17ae6285c,
        ],
        // 265 * 2^128 B
        [
            0xa8da06e0bc975433, 0x865dba6d2c4a5319, 0xc4320f0806e95e16, 0x7e6586d6b0ce2906,
            0x67d8d58ba63daa63, 0xbda6630f2ccebd03, 0x8b25e8418d191b8f, 0x76489c49c7153a62,
            0x56cd2411aa47c87f, 0x7bcc0adf52b21ceb, 0x0baae9cce6b944b6, 0x1e17d9a2eaeb1c5c,
        ],
        // 267 * 2^128 B
        [
            0x5aa53203a6c393f9, 0x7313a0b03aa6b048, 0xd7713b1064043d5d, 0x2d76b4cbad3a9167,
            0x3b6d27a11ccb4c21, 0x9ebf75b7ef616082, 0x0ec0c1c3a7d6dda0, 0x40f6412602f0cf39,
            0x4758c6128ea89a3b, 0x7c894c4f47620507, 0x76c88b4a085e9ac1, 0x353feb5f74a04fe4,
        ],
        // 269 * 2^128 B
        [
            0x04892c5ebc05b119, 0x10fed1e09cfb20e5, 0xa83d89099c54ba31, 0x2a894caea1255d22,
            0x0be75e261c6390a0, 0xa11439eedce82016, 0x64f91b6853d4d7ee, 0x5955533b1cd787ec,
            0x34aec36eb0705524, 0x4b0a3cb1d4ba74c7, 0x31f7b26f500c3f7f, 0x1271780f0c2f073a,
        ],
        // 271 * 2^128 B
        [
            0xbc59eeffdb714f3c, 0xe8ce563061cd3b9b, 0x2f48872c4b93e1e2, 0x23a3cf9e8cb39682,
            0xd6d6317f1dfbc091, 0x905f151390448b84, 0xc16fbc592ca40237, 0x07d2fe5f1f29d365,
            0x1ef1520fd2f8f1f9, 0xfd809bc3bd6eeea0, 0xf0bc8c7541cbe333, 0x29df1051c6921c57,
        ],
        // 273 * 2^128 B
        [
            0xe6219eb96bf6d69c, 0x12f2d3ed9b127bcd, 0x5023442505ec1d4f, 0x55b84cbc0e25c6da,
            0x703487a6ad9a0dc1, 0xb346cc2da4f899dc, 0x7309cb6767c6a4e0, 0x47b4c890e45c3306,
            0x673c34bcc854dc35, 0xc9043d26c06ad41d, 0x4665ce0d25036474, 0x636be46f3998bc36,
        ],
        // 275 * 2^128 B
        [
            0x50fda68ba2678615, 0xbac8ced6b76b2def, 0xfe3867e1e3ed34ad, 0x45f030f6e23cecbd,
            0x1a3a7f6403ff0e1d, 0xee8beebebba2872f, 0xb8efa25b57ddd317, 0x6fdb118c438d7d0f,
            0x497b39e0209c4119, 0x750fc05955029f70, 0x6844bc0d223f004c, 0x5a94e07167350dad,
        ],
        // 277 * 2^128 B
        [
            0x1af10dbf31f22409, 0x825f52a4d8fefd96, 0x76aae16d9139ae2f, 0x30f219f3e62cac21,
            0xe4f6226ef29afa12, 0x849b575f25bd4365, 0xcbb0d0f9b95079ca, 0x377f060778be173c,
            0xd029440bb24ddd29, 0x728e19625e5bb1f6, 0x0b9dece00d5565c1, 0x3f4b8cbc8b669700,
        ],
        // 279 * 2^128 B
        [
            0x29649ab55ccd140f, 0xe92e3e35157b750b, 0x742b7be30082de4c, 0x21873f9f9a2db49b,
            0x9add26727369d242, 0x3f2c69793ca18148, 0x4e29db473cd01ee6, 0x6c9cfd0db66acc2f,
            0xf660006f3c084070, 0x690d20b375d0b408, 0xbaf02d57cfc19e91, 0x1c66584c53aeebc4,
        ],
        // 281 * 2^128 B
        [
            0x4bc9e9deedecf7d4, 0xe1a1ee66e6988ae8, 0x400b0155d28db8e8, 0x49d82f84c22742e0,
            0x56fc66a9d72d005e, 0x6dbf919640f428ba, 0x031bd590e8a0f7ed, 0x358982c334eb3f63,
            0x08c2ac46f32972d5, 0x6ddcf680ad05855f, 0xa7cbbec4c924da9e, 0x25bb110d71f9c37e,
        ],
        // 283 * 2^128 B
        [
            0xff3a62c4d5f59dcb, 0xb9f4c76b8d1fd14e, 0xa9fc69f667b7f127, 0x5307b6fd4d3d6345,
            0x2ebcd07eabc6c74d, 0xb8ba3fd67703a5c0, 0x5fe8e8677059d689, 0x65a1fcaebb4ec367,
            0x7a0f1ac2e1c701b2, 0x8cf07be08735b1f7, 0x636384a938751bc7, 0x789947a2568e2b91,
        ],
        // 285 * 2^128 B
        [
            0xb0760710305a6e4e, 0x3f8f2dcbdab9b8e8, 0xa05f9f8045667e80, 0x42e904dac0b04b52,
            0xa896dfc557253a4a, 0xea2f72916c57039c, 0x099630eac0e5a688, 0x570e0a98e5d7cc84,
            0xf95c1c11550a1067, 0xe0545664549db7a6, 0x836538d3f7392573, 0x51c0a76653227865,
        ],
        // 287 * 2^128 B
        [
            0xd36f974c23cf316a, 0xa82bb3efde558dfc, 0xf84c7e87ea7ecd75, 0x1a74f4115bf5f12f,
            0xf34a6f51a51da2aa, 0x2519d79cca650616, 0xd11b0390e5e47be9, 0x4eb1a15ab088525e,
            0x7605903a63e4f538, 0x4b63b2a8f5980e4b, 0x62a4001aac7acb8b, 0x05b5a9e011ef63c9,
        ],
        // 289 * 2^128 B
        [
            0xf9d4e011a1b73098, 0x0ddf4866db14451c, 0x812dd2f120987589, 0x490d264ac9ad5ec5,
            0xf891bf214931d57b, 0x28980a97d027955c, 0x89717c910d0f70fe, 0x17abde85d4215590,
            0x5762ea40039e5a89, 0x732e62df7505b7b9, 0xef2335d644c5b117, 0x5b1f3b12fdfe6d5e,
        ],
        // 291 * 2^128 B
        [
            0x7627c25db6df9d64, 0x38f5b433ed373e7a, 0x23382c9c34c1b66d, 0x25f67a03641e6280,
            0xe80409dc50cdf11b, 0xc7bf6c7dd7631fa7, 0x0c7ca74c3f104b0b, 0x5104ac7b526433d4,
            0x7fa26afa64e2b5d3, 0x26c63f8db716d6cf, 0xf1f938313435c71a, 0x4d71a3a65ff9772e,
        ],
        // 293 * 2^128 B
        [
            0x824f60bc65c60034, 0x099f1684d9d66de5, 0x45f85163fa66c9e8, 0x5ef06adeb3a0831b,
            0xd67e5b2606367b67, 0x6c39b6502b69e855, 0x535d98953491efb2, 0x5f9106e84912e1a9,
            0xd7052dabb1dff51f, 0x3a816d1a15b22d42, 0x80982073ee823dff, 0x14a1547a521d5467,
        ],
        // 295 * 2^128 B
        [
            0xeb9cef4d9cafde4f, 0xba1ea5607369f6c6, 0x3bb3be7d610dc347, 0x16309ef28c3a944f,
            0x8e70846622be374e, 0x244ef585a91a70ae, 0x9e82de425be6288c, 0x07aaa075c75ef18b,
            0x550ba2396d2dd891, 0x11de0933ca843854, 0xe5cf78ff2e2dbfb0, 0x1e1a57451cccaf03,
        ],
        // 297 * 2^128 B
        [
            0x56cf4a131c52f172, 0x3c076df24fe4887c, 0x6cfa5a7fcc38104b, 0x7d54d1bee2e1b422,
            0xb4564aad2ad35dc6, 0x5a1bb719b9582ba7, 0x084ded5110fb5dd2, 0x7c650584832866c2,
            0xbdc4c576aa24ffb9, 0x1766e05f5f4a3ae2, 0x10abd3af601af36b, 0x67225aec4de676f3,
        ],
        // 299 * 2^128 B
        [
            0xa6f870addeaed344, 0xc6098e2bceacfaaf, 0x737f2387eab512b1, 0x1b05d5ce2f71b444,
            0x602e73a7ef678f0d, 0x8e938911035101d4, 0x2054d5b0a96e4521, 0x7da07e5a11d8fdfe,
            0x9fb0097f19a54d82, 0x554ed059a7d6a37c, 0x223fc3cbb62d0106, 0x726dbfc6db10a6fb,
        ],
        // 301 * 2^128 B
        [
            0xe3eaf776906c8bf8, 0x01f4f4dfb6bb7cd0, 0x503144cad2c16f20, 0x2ff02476f71cb66b,
            0x454b7968630a6071, 0x11b8982fbeb3ebcf, 0x1ba4b993ea6bd635, 0x2f2e23f62ff15f54,
            0x29ef621ee2c879c7, 0x62a5ba8870d255a0, 0xb6081886e7354da8, 0x0b6bc6f4a2c5daeb,
        ],
        // 303 * 2^128 B
        [
            0x330c1e32a53efe63, 0x0b1ed53949ded3f5, 0xb9bb65986c9a9287, 0x157d9c7e5de4d3a1,
            0x6425bfda487e594d, 0x5cfb5f3abebf1009, 0x9546459005263a63, 0x519ff66ce922d7ff,
            0x8845218acba9a834, 0x73d21e99fc522b1f, 0xef7ba452690b2b60, 0x39857a01f3c1eb33,
        ],
        // 305 * 2^128 B
        [
            0x117a47b144526bdb, 0xe0993e176fd05d65, 0x23c43cc10c418c6d, 0x3352e716911fae02,
            0xe370a7755f2a4afc, 0x56cd6cc7456697a3, 0xec67f4eba31d2056, 0x2185168a4269e719,
            0x8d2289ad825967c2, 0xcb9283c9ec513065, 0xa4ac01846b2ffaac, 0x71ea14916836455f,
        ],
        // 307 * 2^128 B
        [
            0x0ddcedc7d4f8d6d7, 0x73c4412b5dc49add, 0xc0daf11c5e9b2de5, 0x71ab82b540fe8973,
            0x4738e4a975303691, 0x43a9540cf6a31c7e, 0x144edf62e486ae61, 0x68257fd396776e20,
            0x72e91873324d1e62, 0x54d7a533dd36b593, 0x2609f630c12aad23, 0x6daa0329a6402c6a,
        ],
        // 309 * 2^128 B
        [
            0x373fc5ac19936878, 0x5ce6da902d187e16, 0xcd228519599b84a7, 0x7cfa29ada05fe3ad,
            0xb354aea126050ff9, 0x8a31d9d4684bc7bf, 0x8522fce770da9c1c, 0x08cb20190f2a2ad7,
            0x1a0ce4219e158cd4, 0xbbbdaaa20492dec6, 0x6b818902505b92b2, 0x7f222015990c311f,
        ],
        // 311 * 2^128 B
        [
            0xd2ec598755524240, 0xbf801f08cda34fe5, 0x247e45fa66be1daa, 0x30890fc6fb09a77e,
            0xf021760f06c68bd5, 0xc592b3fdecc940c8, 0xc542565bba5c68dc, 0x0f94857ef49e8f9a,
            0xcf06632577358b38, 0x0cdc4cfc2ca2de58, 0x3bd8ab6d1f17f5a8, 0x42b9e38c59f152e5,
        ],
        // 313 * 2^128 B
        [
            0x5a267ebb3391c246, 0x1b662e59258c1e60, 0x1a277ad14a8c6b36, 0x439d79cfc12bd890,
            0x0bb15c34fee632ce, 0x4116d7844d6cbecd, 0xf8f08026f48c678a, 0x372b55bb16d484b9,
            0xc292e8bb6bfe7c76, 0xbeba75c27194b844, 0x769481fe88be9fb4, 0x5ff2624ea35179a6,
        ],
        // 315 * 2^128 B
        [
            0x3708759fe0221e67, 0xf9df98829719edf2, 0xa31b23533e8e4a0c, 0x6ac9c5c7a0439781,
            0xe95b5b41d18b6d19, 0xf10f73140251d3a8, 0xda3afef1dad3f0f2, 0x50f21ce52fac642f,
            0xcbade162cfa4a1b4, 0x7e9620a2818b88cd, 0x8a61c3acf34694e8, 0x2f76d8946a30f59c,
        ],
        // 317 * 2^128 B
        [
            0xefbeb8dc7e6d0629, 0x77ab9a785f4a5398, 0x9df9f13f5ed32cb1, 0x37ec8925de82d75b,
            0x89901332d4269983, 0x248374a5c00096b8, 0xa4d7605ef86a2990, 0x46f232484b072a38,
            0x692dd25516649d17, 0xbca83cc0d4890fd0, 0x3ea9c6711b4b5c63, 0x6451e785e8eb1ab1,
        ],
        // 319 * 2^128 B
        [
            0xd2a91442ac642a3b, 0xb66651d54c26a7b5, 0x0acb80fefd390818, 0x6248aaa111407bef,
            0xaa59a5dd935c2280, 0x47615525591c10ed, 0x6150b97fd49dfb82, 0x72f30b0fe3aa2342,
            0x810e54f26d460b5f, 0x27bd29a4836b18a1, 0x50d1d919569ccf0a, 0x45eb84877d566d32,
        ],
        // 321 * 2^128 B
        [
            0x31d0ad427e7acba9, 0xd78c69f70603108b, 0x5dd32946213e344a, 0x0dc3d894512b5fa0,
            0x26fead7ca0a47d6e, 0x940037f031a60955, 0x9c69a3a83fc18547, 0x7c6536cbf6a2c74e,
            0x26414034ee414de2, 0x8fe47faca4dd2493, 0x7b522be1c9f9f0d4, 0x2e80e1e23fd5bd84,
        ],
        // 323 * 2^128 B
        [
            0x4446ad025056472f, 0x1bd08e929a4d13b9, 0x8fee10b37a248e71, 0x375d3800ec6400c8,
            0xdca5f0359398c945, 0x15349f20bd669246, 0x18d55774dbedb23d, 0x7fb65d1531767471,
            0xfe235cf96cacc06e, 0x472687f2369a7cc9, 0xd960edb362c0065f, 0x124d754a53e9cd61,
        ],
        // 325 * 2^128 B
        [
            0x97dce6f13d5bde21, 0x88e34a1f3d20e12c, 0x3ea5f0108b5ff49c, 0x6effe52f06ee62de,
            0x724900e8a0523df9, 0xec927c47f42bc26d, 0xf3b49302fefd231b, 0x6e764e7ff2a9d56b,
            0xe183c319637bd6bd, 0xfa9f317018187b43, 0xcceeed06024a00fc, 0x0b5e52a1cf04c23d,
        ],
        // 327 * 2^128 B
        [
            0x865ebdc31b9d5c57, 0x06325a349eb03ec5, 0x894bee7317eb32ae, 0x64e59d2c402e973e,
            0x3df63263d332124b, 0xe0e598bd069070a4, 0x92565f5460d62a7c, 0x4cc3212504470f1e,
            0xdef8f5fe4824e3b8, 0xd4542cc3ab0c9c88, 0xc5266f8ad5cb919a, 0x5d3ed60ee8c715d3,
        ],
        // 329 * 2^128 B
        [
            0x4f889b41566afb6a, 0x8031d1d453aa3298, 0xaaea18dc10eeccd8, 0x6f40fcd3b274df40,
            0x6e7de56b3534e0d6, 0x880d5bdb5d44052c, 0x8cae25960767551f, 0x12a203b35cf82c4f,
            0x12a66ebe604ed899, 0xdf4be5f393c3b247, 0x1257aacecce1c4b6, 0x62d2eabaa95a4e7e,
        ],
        // 331 * 2^128 B
        [
            0xb53d378cb7b65051, 0x94eaf3ae89ffc4d1, 0xc9126c0375771283, 0x167fb545c7abff9b,
            0x9c89f60afdc528e5, 0x09c2c2c20fa18345, 0x5f533c8de758064b, 0x556f1ff3dd67eb3e,
            0xb51be75b40101b41, 0xa4802ffb0b9232f0, 0x05ae54f347b0db6b, 0x053ca478e8bc5f8a,
        ],
        // 333 * 2^128 B
        [
            0x92f14eb132f30ce3, 0x4c1db36343a40110, 0xd8817d3025e53975, 0x0b8e6e0684802391,
            0xf3f5b3fd76f4a63c, 0xae8856c53109288f, 0x2c9da88be462ce99, 0x05f516c9b508f441,
            0xc8c1c4b07482070b, 0x1b01abdacbb16478, 0x32f83c3ee8241a41, 0x0f67c8efefe59134,
        ],
        // 335 * 2^128 B
        [
            0x74487ce1d0d6d102, 0xa45f35997ce54484, 0xc0b41bb01c35ada8, 0x2ea1b915a0f536d7,
            0x24c70ad3396ca4da, 0xe08f8516d3effa7b, 0xf66bed0cfac4433c, 0x27e9af6cbfdb563e,
            0x4ab54797190c309b, 0xf07cd016a1e45737, 0x6c586fd5178cff1d, 0x4b38a4dc04eab7ed,
        ],
        // 337 * 2^128 B
        [
            0xe7aada1120a60b4f, 0xae3afaa56fd4066c, 0xe3c116a9c00c5c5f, 0x52f701595e742946,
            0x2935a4ac38895a0a, 0xd5262e90bcb1a397, 0xd0afcd0d97b8b4b3, 0x11cc69784cee0480,
            0x7f3fffde86084aa7, 0x558343cba1b6452b, 0x47be05004623af15, 0x54f67da2a925ca3f,
        ],
        // 339 * 2^128 B
        [
            0x8bf47e4c59deb81a, 0x1e8deacf12b39170, 0xa15dd04304ec2dd4, 0x754822b6269f8796,
            0x35be5a7919882cb0, 0x23e0ddda66754030, 0xd9949a785098e050, 0x111ed2af6eed9a97,
            0x82e55dcd2bbf6113, 0xc734b823cdec0564, 0xc4fd2b8ebd51ea42, 0x23a9fd761c3b28c0,
        ],
        // 341 * 2^128 B
        [
            0x59ed81e3d9aef867, 0x5365c73fd64830af, 0x9f7ef47592f96d48, 0x6af262ad5b461de5,
            0x266cffed9b0dad0a, 0x1be579aa0f8ba433, 0x1398b5d8f8f00b3e, 0x4abbf4c7b58ed3ce,
            0x85dd203a91664eef, 0xc0ed2f6755942e99, 0x54e4901497c3b31a, 0x5b02b92c69114fe0,
        ],
        // 343 * 2^128 B
        [
            0xc9d85232dc86ebb5, 0x1dd10e48bed08009, 0xe83c6298543d127f, 0x44abdd2aaec07ff9,
            0xe22e93cd5d092674, 0x798bb6343b67b25c, 0xdcb2d6204677716f, 0x1201a25a8a8eb5d3,
            0x2b3df5b6736f4197, 0x7ef80bd76c817eb9, 0x57add130b653625e, 0x4dfae0eeac65fc2a,
        ],
        // 345 * 2^128 B
        [
            0x88215395189ab552, 0xbff13e015c6ac2ca, 0xc8b34f3c58e7598c, 0x16bca62e3d36c4a7,
            0xfaf8d708132ac78e, 0x2f57557086405d32, 0x464accd20f3c4c07, 0x428c1e6bb9ef84ee,
            0xec6c2d8711259274, 0x7514d59c3f706443, 0x8765cd3d927adb52, 0x503cdb60212ee1ee,
        ],
        // 347 * 2^128 B
        [
            0xb437ad3a72fe58f1, 0xbf07b0800091b53d, 0xf5a4a7bf849364fd, 0x4ee32065c09a8668,
            0x86407a9f1207abf9, 0xef68510db9bfec46, 0x6f74dc536e73883e, 0x08c0f97502a618a4,
            0x39bea4dafe6c5b6a, 0x9236b6700a91aee0, 0x26beecfb3913f358, 0x1cdb4850e285d42d,
        ],
        // 349 * 2^128 B
        [
            0x97d682a9743bf87e, 0x4c5f6cdbe0b0223f, 0x0328b4b2eca5e115, 0x6b2db4dadcfe5c69,
            0x20d4838d0a8dfa51, 0xfe57c9dcf0953be0, 0x3f0ae2baefe645c4, 0x5b39ddc719c668a3,
            0xc47774d8f5148f99, 0xc89f4cfac3c828b5, 0x12bb876a812b4563, 0x2722a9eaeb50f24d,
        ],
        // 351 * 2^128 B
        [
            0x22862e03a71f2ecb, 0xace78106d8b3672e, 0x5aaa9b566bd94954, 0x7e058e259650b61a,
            0x1f65b2172803667d, 0xe65aa91e3b7836d8, 0x838a8e2216c3a878, 0x54114ba19a222867,
            0xb36428ef8c25ee4b, 0xf38d4d21aefddecd, 0xae342c6d52df6339, 0x7dbc1f68a30139b3,
        ],
        // 353 * 2^128 B
        [
            0x60930a7793b82d92, 0xb3a2e64a6d1ef23e, 0xc1b2c3d0d3688407, 0x03dfb4950b686086,
            0xd6d46de96ce0132e, 0x658beed4bce51b78, 0x180eb0af8a7797dd, 0x5b0a967e4d1b1442,
            0x82e46a8de12cf915, 0xab7abf4ec3008b0d, 0xef3bd191fd9c40c4, 0x6ae016863df7d8ac,
        ],
        // 355 * 2^128 B
        [
            0x82b9740781858032, 0x96efbe479cef7d94, 0x4cc3b9bac7ec6421, 0x6e86449f1d4fa83b,
            0x32f8fea1a5953806, 0x166218e6ff9b666c, 0x7c5ca7db61b59efd, 0x0e296cef60fbcb2e,
            0x4280642b4cd922f1, 0x0522f340c8bdeebe, 0x74e62d2ede21502a, 0x5f0a09d738a6c37b,
        ],
        // 357 * 2^128 B
        [
            0x23dd3da6d0ece395, 0xa6485f3da395aba6, 0x0fba797814e78a32, 0x7ff7f8f4d9929ea6,
            0x41eab5b2b0db2f5d, 0x42f4f2848d79e917, 0xbceeaf4d23f69581, 0x739ae4b7aa4a0a35,
            0x68fd0ee4726eb114, 0x8703076d6819a458, 0x862083686d2818fd, 0x1236189154a2b9ae,
        ],
        // 359 * 2^128 B
        [
            0x737f56fe4f21fc50, 0x72d457e0ee124336, 0x57bc23d74657c9fa, 0x76dde7d8e6bd3da4,
            0x367babe328e03ec1, 0xdda97024e4d12245, 0x593efbb28b82fceb, 0x624eb8c95315b58d,
            0x23f51eabbf4d0b4c, 0x8c84bc8bdde601c0, 0x24f7565d9192fb16, 0x22c8c477542b94a9,
        ],
        // 361 * 2^128 B
        [
            0x49d7c0ebbbc662d9, 0xbeeddd67994edd41, 0x0e2466bde7ccedae, 0x506f4c67de8ff9fb,
            0x7868951736393998, 0x7c9b2ad448008dec, 0xcadc955276b58c26, 0x729e54f5b526ad6f,
            0x296cd02cea0049d3, 0x58b97337a952afd7, 0x92bd7fa551d2f058, 0x2c49ec606754a64e,
        ],
        // 363 * 2^128 B
        [
            0xb9ab70c50f2e5b85, 0xbf96a3b8f61adb89, 0x1a0c54ce239584ce, 0x59ba268f3d8e3aa1,
            0x754474b2506f8179, 0xccf881c0c4598764, 0x9dc96ba78b125258, 0x3e73b1c5b4c424bc,
            0x01bee950ecd1654e, 0xbc79e3f38a1d0c09, 0xc787d6f38ed9e2e7, 0x7a9ce9f92d664be2,
        ],
        // 365 * 2^128 B
        [
            0x56d796ef0d5f3d59, 0x2379048b541368f9, 0x397fd2ca9d757cd8, 0x658cd505848214b2,
            0x06f068d487f2ec1f, 0xeeb44e165612e629, 0x65eb4101e173dcb9, 0x022d0448597391df,
            0x80a2755aafbdfaa5, 0xc061e1165e8b01e9, 0x0bd1946017984669, 0x3d9c142bb7cf28a7,
        ],
        // 367 * 2^128 B
        [
            0xbdc5a5f77c4769d2, 0x86872ec060d05228, 0x6fc656e6be7a486b, 0x7ad4103cb39d429e,
            0x7b69c2b26610e06d, 0xffebcbb82836c22f, 0x4cfcc8708c754ba6, 0x013b64daffae2a30,
            0xbcb07f248d8060b3, 0xeae1219715a9eef2, 0x1decaacddd6eec6d, 0x40f022b610e38bd0,
        ],
        // 369 * 2^128 B
        [
            0x9abd21c716257f5d, 0x398f03f790439aa4, 0x08d686e6028abb9e, 0x7c93830348f41b06,
            0xbc4a32fcf0013fd3, 0x96bb088378ecfbf5, 0xe40f12ee06d6c225, 0x486516ef0fa75f12,
            0x17baec12f33403b0, 0xd843ea67fa7b1bf7, 0xee24c72e2ffa2ecd, 0x51e80a1aa4d0d440,
        ],
        // 371 * 2^128 B
        [
            0x645c2b38edc1c3b7, 0x2d0c44f8bd6f908c, 0x785ec56ae7a62793, 0x6b420a7a9efd8eb5,
            0x838593186be35e3f, 0xece150e1259e9626, 0x4d4fba7cb81505fd, 0x55fbfd483423138e,
            0xf6ae685e6cdae148, 0x918ee21982780129, 0x26938f79873e3a4d, 0x223fda315df4dbda,
        ],
        // 373 * 2^128 B
        [
            0x37fac9ceb3a5c7a8, 0x0bed6ba62130801b, 0x13dafa2e5c9dfba3, 0x5c8551ba80329962,
            0x61194992c2831d70, 0x97c0a907a03373c1, 0x0b5fcec9edb1d996, 0x0d60cdfd91e90e10,
            0x35dd1f942a8bf48f, 0xb81a0d634d983049, 0xc841538f6c9b5cac, 0x04a8aec4bd55e8cf,
        ],
        // 375 * 2^128 B
        [
            0x2bccd2d3b50827dd, 0x3e9083a411a3eb21, 0xc1902bceb32a7716, 0x75d2eb0dc6085b7e,
            0x0e941585ba75e87c, 0xba64fe4b83db3b88, 0xd2a4d3db24394d9b, 0x07899d6dcea98bb8,
            0xddd6839d8f729181, 0x59a45d054e0aa755, 0xe9e199b66b2f642a, 0x35fee5a9c514a9ad,
        ],
        // 377 * 2^128 B
        [
            0xfe2759d77051750f, 0x3a89e2188f1e0503, 0x720d2ebc8bb296f6, 0x5f1097ab3aae5b08,
            0xf0f6a40a54b3e298, 0xe338ff28b5c80e1c, 0x406b44f975d3de51, 0x0a5e82881c6d2b2f,
            0x6f50f148217f5457, 0x0b52c060891340a8, 0x4af296ce27e0eabe, 0x76a72fa265d5f6fe,
        ],
        // 379 * 2^128 B
        [
            0x3234b769747980d1, 0x113ac48c1a65f2e8, 0x1de014fd92dd6bcc, 0x279a554d5464fad3,
            0xf990aa586ce6a611, 0x6bb9eb92d1cbcc2f, 0xe22381a6903885f3, 0x588bfbdc1ea180a1,
            0x6e65ba93ac3b421c, 0x2b3e4dc2f8c5dd7e, 0xc3483ed8c8666371, 0x16a717ea92decc82,
        ],
        // 381 * 2^128 B
        [
            0xae2cdd3862868b74, 0x8b8314e2044e11d4, 0xb31f5f85828e6a73, 0x6e5ad8ba189ea55c,
            0x65ca0586b70f4f32, 0xb421f77736189a56, 0x1eaa9faa1c7df8d3, 0x2c34a57cc57ca042,
            0x4074c68dd2c5c4df, 0xfbf08e1ce1480cb5, 0x8be3effffdff2e43, 0x1cca4c622fd89ae5,
        ],
        // 383 * 2^128 B
        [
            0xe15383afcac7f3a8, 0xaacb8e1d05dd226a, 0x710c22c2d9cb8f5a, 0x5e046cc878fc8c45,
            0xd9b96bb650c11cce, 0x05fa0fd7831986e5, 0xecfd3006c8636202, 0x185369325bb44bd8,
            0x182085c5e9aa4e0a, 0xd3a72eaf850aef27, 0x49d0b972264c6d6c, 0x2f441857acedf884,
        ],
        // 385 * 2^128 B
        [
            0x84e96c09d6f21a4e, 0x9a0339d1a4bf9f47, 0x23a52ea8fce17eb2, 0x6daafcfbd044cc7a,
            0x8f8dc4a4260bf9f0, 0xa96e451b5e3bf33e, 0x69dce9b44deb78b8, 0x1a882d347c375f92,
            0x811c9c903bdd2470, 0x6b50f40eec07f794, 0x3a5590f6bb5b5a5a, 0x7e81ac79d1eb7f00,
        ],
        // 387 * 2^128 B
        [
            0x3618d6f5a941088f, 0x07c4d226ce71e7e5, 0xb3187cdf64233dd6, 0x7580eee85f17bd3a,
            0x22a4a2bcc6d7033e, 0xb0a0306b0c506c43, 0xd99d01cda48f4c19, 0x2dfd711ad78e3955,
            0x56ac7401412772c4, 0x615d968e9002bce3, 0x5ddfa961701e5ee7, 0x18f8fec1e5836e4b,
        ],
        // 389 * 2^128 B
        [
            0xb5173579b2d76898, 0x9b8e856e759d6348, 0xfb451066c436b44c, 0x482ee425d30763b6,
            0xe833379c7db3e3bd, 0x7e958cc4a3b0e49b, 0x3ef6e11740d68467, 0x3199fc685cbd4eb6,
            0x6d615ac32b28f19d, 0x8523ed2a913c8ff6, 0x0a86679ed244c90a, 0x220eeffef6718dba,
        ],
        // 391 * 2^128 B
        [
            0xb3e7a142a3540c1a, 0x55e5331c7e42424e, 0xb515288f91c513df, 0x74d92c14f3e57a46,
            0x8bc504667fcec781, 0x4b56250733051ca4, 0x1d2d52318378d9f8, 0x33e07c8923fc92cd,
            0x9e1da684b05368a4, 0x81b23209d4006617, 0x9e834c664e1bb5b0, 0x0be318baeb0c9260,
        ],
        // 393 * 2^128 B
        [
            0x4fb84808cdcc5d0a, 0xb9fe1201e5892b3d, 0x60d8f591a59f7e0c, 0x6505a97689e94cc3,
            0xa9ea1953ff5ff9b5, 0xf13846e4688dc69c, 0x0e1b228fd27dc392, 0x2c29849bb7d1312a,
            0x2ae114d717df6455, 0x88b8d7eac2ed2895, 0x406c5ee0c8bea099, 0x264a2b31e9c7175c,
        ],
        // 395 * 2^128 B
        [
            0x43b8d26aca3e0526, 0xcbb44bfb85d2f117, 0xcd3d828fcae47cf9, 0x0723c13f36742672,
            0x62e7dc580e988ce7, 0x4fee27237e3265db, 0xfc0dab6fc84a5ecc, 0x3c57b296032217d0,
            0xd3bb727b3f991896, 0xebf9cd7f45136a70, 0x78cd409f69113d8a, 0x0d7c6c68f5d58ca7,
        ],
        // 397 * 2^128 B
        [
            0xc8f1de940deb817a, 0x17c571bb362dab0b, 0xa8e7ae5252b3d0ae, 0x4964314221302523,
            0x24c2e9f9ae2cbcf0, 0x48a936a585385c2b, 0xd9cccbedf19e1010, 0x28658bc0b606f310,
            0xfbc7c690ea5a5452, 0x90ab0e0e80848cf9, 0xe1da076e65782cc1, 0x4bb3025adc120a19,
        ],
        // 399 * 2^128 B
        [
            0x4d5438971f6f3641, 0x30817dc54195be2d, 0x714426f947f9268d, 0x100a62fd72326181,
            0x8ecd6875d426b2d2, 0x902a604d5c7cae68, 0x95f1d5c8d8ef40c6, 0x1845ecea942873a2,
            0x29720d5bdc9264c0, 0x449c54ed2526cd72, 0x84729d55bed7698e, 0x0b80e2c2c3b4f310,
        ],
        // 401 * 2^128 B
        [
            0x2a8e7a7b1fdd98dc, 0x48af3d2b362415c0, 0xb8a022f54b68cfd8, 0x4542ad90ea595e37,
            0x1d598c72c0642a9b, 0xf2cf0ca87859a673, 0xf8f4da14292dd24c, 0x359a34aca4c982d1,
            0xbf97721ca56ffeeb, 0x9275b6e5ea93c043, 0x17c766300b6ac0a3, 0x1a3bb17b81bdf7df,
        ],
        // 403 * 2^128 B
        [
            0x08fc93bbc70f6ed8, 0x10f74dca973594fa, 0x165393ffa509f002, 0x5308f4bffe16abc1,
            0x6f157c689b4c6a2f, 0x665e9c273fb21933, 0x5950f283e37f9fc1, 0x6a6a80fff8d0d2a8,
            0xcad396da2ee08562, 0xd42a3ac22e0732b2, 0x7ae3236dfa5fcbdd, 0x5ad29f2365a4fd6d,
        ],
        // 405 * 2^128 B
        [
            0xc401e635e71e0b6d, 0x123b3ae5747d2e1f, 0x871c0fb5bca9cc36, 0x40e396b9bffef8a9,
            0x83b8e8ee2f99cbd1, 0xfb2234d540d1f500, 0xe4d0abe325e30961, 0x5e0e03e4e7dfea8d,
            0x5727a3fc9e5f5df4, 0x1a6dcb51f14c0e88, 0x52571543e6b8b7cd, 0x7b68bceb4924a3f6,
        ],
        // 407 * 2^128 B
        [
            0xbbc4dc5c58366ab4, 0xc444488853294777, 0xe91800b158fefb42, 0x26707140ce65283c,
            0x8f8b0989b84f2413, 0xf11fa25d9d14ab9f, 0x8dcef91b6d685f93, 0x327992343968bc5a,
            0xd39910e210b44f98, 0x187fb256c32071cd, 0xc6bc15a6138e3223, 0x398d5bcb2b348d79,
        ],
        // 409 * 2^128 B
        [
            0x9e79e62b19a7a1b0, 0x702fe10c241eac61, 0xc6e98e404ca2029d, 0x5599e6f63b3fd6db,
            0x7204ded1c7a9f9b8, 0x28f50101ec4f0709, 0x92a0edc750accd76, 0x4aaf297fce9f7180,
            0xa13670ec0f8e2077, 0x163ba19225d0ccff, 0x2c5fe61611e2aed5, 0x6f5f7698c239a3f4,
        ],
        // 411 * 2^128 B
        [
            0xd84f3a4ce319e38c, 0xe5ffcbf107e7dcac, 0x7ad83b94f76d71ad, 0x0e866d6fa4ae750e,
            0x8de491f10462a28a, 0x5bd22241029dce1e, 0x8ba5796d39481469, 0x649ee40058d9ad6e,
            0x0d4f9fdf871515d5, 0x91a3db1e0e2db07f, 0xb24fb35c55c81c8f, 0x71653de330796804,
        ],
        // 413 * 2^128 B
        [
            0xf5f59508a5b8bc37, 0xd33656de290661e1, 0xaa6cdd2519afed4a, 0x5ea840a87fb64e1e,
            0xca4349ac3503b7ba, 0xd0e02dc28779e461, 0xf0f0ed5290fbf737, 0x6dd1c68b9f784223,
            0xeba8915a3c9cdef1, 0xf1f4cfc9431d1545, 0x7d38396d59c53d9a, 0x73b70d116cccd311,
        ],
        // 415 * 2^128 B
        [
            0x53f68b2791d8fb97, 0x6eebbaec3d8d0d62, 0xafd90e432e8da0dd, 0x7dc6d9aa8df81038,
            0x359e6c83a0906c60, 0xc934b012a9b3bfbd, 0x3c5c1c6b9f991f1e, 0x36404f0db305d428,
            0x3a45774880d86095, 0x00ca946321071567, 0xfa9b917b83f76b4a, 0x6ca64cebb41adf47,
        ],
        // 417 * 2^128 B
        [
            0x69e9a28efeba21c7, 0x09dc4f4d8b920e5c, 0xf9fb0a1869cf07c1, 0x08debcef86d68d7f,
            0x200a5cc7e53abe3b, 0xe3730d3aaae46afc, 0x69538b434fc98015, 0x320a454b3538d011,
            0xaf45fee7f9bd89fb, 0xcd69a951a0d640a4, 0xd3f4ba2ef5dd4b40, 0x36f23b6f1577f3aa,
        ],
        // 419 * 2^128 B
        [
            0x8d901dc21592fc9d, 0x45ae836562b95d77, 0xf3918c93f2ed90e9, 0x4cd778f361ec7383,
            0x0b33d999e8104d93, 0x6039b36061bc7920, 0x89f3b5233b2f243a, 0x763db63e6e27ad1d,
            0x5f429b4f9c99cf56, 0x23c0d759c9f406f9, 0x3a6b37388e725b51, 0x2519889ae463398b,
        ],
        // 421 * 2^128 B
        [
            0xc995cec4ff9973ea, 0xd5fbf05e241753fc, 0xe8b3b161f667a7f0, 0x39269c695894625e,
            0xfadd6e0162d640ce, 0x843571a1e4193852, 0xab5cad719b65c255, 0x11b84e9761582558,
            0x7474b4e68ece3e8f, 0x619b0b10ecd7416d, 0x2976746d319ed016, 0x4fc042a0c115882d,
        ],
        // 423 * 2^128 B
        [
            0xda0eff3072d5ef60, 0x5a0f10d35deb74d1, 0x1786bf440de8ee21, 0x03960d029bc5220c,
            0xd1cfe1c6d7427e27, 0x2c4ec3a20bbe1f3e, 0xe890ac88f8a63e7b, 0x22f60c517e2fbb28,
            0x18c5ad1726072bf5, 0xe7e57262ebcce921, 0x3e09974135f2869c, 0x7628abdb4c2c2267,
        ],
        // 425 * 2^128 B
        [
            0xcc19bba0c2d01eba, 0x1e707ea610438f54, 0x4618369440a30f0f, 0x02d9a3b8fe2f042a,
            0x76813fe1572c2d1e, 0xe3f9a98e4708de2f, 0x9cf9ea74a3645f92, 0x49175e2b4b068109,
            0x79942d2ce401c894, 0x1997d56d0f60bc2c, 0xa4542db84fe35766, 0x78aa387e6c96fc18,
        ],
        // 427 * 2^128 B
        [
            0x1bee5ca4b5b01966, 0x112ed1e9395bcdc8, 0xb6714f70220d7d7f, 0x190b68c81fac341d,
            0xf4781bfa5bee0280, 0xb6c6ca20e92dc7d4, 0x75b569322e6fc029, 0x220a14b43efec81f,
            0x9e8add0b600de6b7, 0x1bee97c9aac874d9, 0x890914e0b7f1554b, 0x61a0f251a4d7e82a,
        ],
        // 429 * 2^128 B
        [
            0xcdca1a2ad926b293, 0x4591c6de31b60125, 0x9cc6a4577552d56a, 0x6271aa3420a95a61,
            0x7385d635e3044327, 0xd840fb47da01132f, 0x6b7d7472b729ef5d, 0x05bed206c5338d56,
            0x54b17ca16ae7a39f, 0x08c8863ff06cb652, 0xc13f89ac177fb83f, 0x6ed721151fd48a94,
        ],
        // 431 * 2^128 B
        [
            0xd2aaaaccc97aa4ad, 0xe4321dc8747ba6bf, 0x1e188925715224a4, 0x5b129317241b43e7,
            0xf9cb0c3de653778e, 0x1df1d4c708637058, 0x86ffeaeeb1a3fc3a, 0x56f73125c0113f81,
            0xbbaf8be82189c109, 0xeff20218be90a9a5, 0x3dc47e826b4d5373, 0x55d2fc564ea9a3cb,
        ],
        // 433 * 2^128 B
        [
            0x8aecf6d110f50a63, 0xfd7523f8567416fb, 0x976264020d96b64f, 0x0940243b9eefd9d8,
            0x720960d2ef56df1c, 0xcc465ecc468bae80, 0xf01afd220ca13bcb, 0x4acbbd249900e30f,
            0x884d10ea50a37947, 0x211a86aeb3bf20b4, 0xb18b5919b3c1b13b, 0x75363eb65f8ca1f5,
        ],
        // 435 * 2^128 B
        [
            0x70e9f696a3ace7c6, 0x3a69bd0bd2057d9a, 0xe90226fbe6b7e366, 0x33a76f998bed60ee,
            0xe13d5fde589f75c1, 0x1c720ee40827332f, 0xc7abe3d25525bc36, 0x42d0246452433310,
            0xcd416e4fa4273e93, 0xbf746f892b847d5b, 0x53a6c92b2e61cefb, 0x520668850a523e34,
        ],
        // 437 * 2^128 B
        [
            0x8edbc063bf327992, 0x608f9546d6529286, 0x6c97769042fd9601, 0x31b155e2f9ccff1e,
            0x03dea89a3a57e9a0, 0x9006c162daaa3af4, 0x184388b3dfb9c77c, 0x709c9cfa2ec95057,
            0x3c2392aabb40df83, 0x42525ee5da05f6c0, 0x1307fc9545921594, 0x17e21ee127ec953b,
        ],
        // 439 * 2^128 B
        [
            0xc7a7bd17c136e845, 0x7aab22007ff3d41d, 0xee6c9d45359e75b6, 0x7709d6e11a2121da,
            0x4ed8415daf82ca27, 0x870179c1a29dcc03, 0xb716d54e97bd4790, 0x2bacf537ffaebf16,
            0x66d83d61b22e2668, 0x03f7ad69cc6a68b7, 0xf2ab3bf109296273, 0x1365f88d8a2a8fdc,
        ],
        // 441 * 2^128 B
        [
            0x7b8429985c39ddc0, 0xd2527f1227c61edd, 0xf11841de6db30e41, 0x7bd97bfc07212751,
            0xbaf5d695c04ab89c, 0x6a97505897006f6e, 0x9de6f01a9f921061, 0x48b7bc142716359d,
            0x512b1eb0ba40e29d, 0x46ef563cca8559b6, 0xb7aea2e60a81b3ac, 0x5bb77d59c00fbd71,
        ],
        // 443 * 2^128 B
        [
            0x36ee6416d0460c51, 0x0683dbcc0c570d50, 0x360b480a5de842d7, 0x10b73c3a3bc2acf6,
            0xe1aaba70b049f3c7, 0x3119a014454c90f9, 0x9df3a92a4cdff01c, 0x1024eb6bd4bd2a3d,
            0x74f6e5158bbe7af8, 0xd7c2391bc02c2c11, 0x718927bf30768147, 0x5157e0e6f2ce7642,
        ],
        // 445 * 2^128 B
        [
            0x9426d78ec2a1d391, 0xd1879a90f4f69cb9, 0xbf56c127e6905b28, 0x7f4f4f065349c34d,
            0x138ec4bd6733f694, 0x8bdde4fb6f9687f0, 0xd18b543f8f7b42a0, 0x4a2e7aedf695c302,
            0xef14a83520ca0b0a, 0xc86a61d87f6f8fc8, 0xcf20ec100cbabaef, 0x1dbcab1dbe936cc1,
        ],
        // 447 * 2^128 B
        [
            0xa045ef346d256fe8, 0x797ae20e71d18066, 0xfa0e701dcaa98df8, 0x1810c3582d69eed7,
            0x52ae8a235b8ce2da, 0xbfecf84409dd2333, 0x021a3b5a2ad277ac, 0x164240e888fff8ef,
            0xba3db18f6f13e5e6, 0x2587ebba833b0bc6, 0x44c2f62ee1d6eddc, 0x40b715adaf6d178c,
        ],
        // 449 * 2^128 B
        [
            0x0b3f2ea1fd2c3813, 0x1fda096de5c62155, 0xd06e7c366ed51ca1, 0x61b2706d14961668,
            0x3f0124af87e8159b, 0xb5d3f74a4acc5c2c, 0xa4bb548d63cd7620, 0x7d47c0e4bc89da5e,
            0x20c6cc96689494a8, 0xb91b00ed280b2ee7, 0x2076183cb903958c, 0x73ad44a84912ecbf,
        ],
        // 451 * 2^128 B
        [
            0xc6203a4752096192, 0xa8d553f4c27cb836, 0x3279c3435f8ab723, 0x206756c0396f0135,
            0xd75b271018f3106d, 0xc7ef2df3a704ea1f, 0xb8395f1cd8be9759, 0x1ca576571be5426b,
            0x5a8c0348f2a66566, 0x57e1ff74d601533e, 0xc8c11a2b13ed31b3, 0x38725824cd878a28,
        ],
        // 453 * 2^128 B
        [
            0x11ab676ca90694c5, 0x4ea67457d66de42c, 0xbd774fe67a774b07, 0x4c3d9431ea86561f,
            0x94aea99c2b7f5196, 0xf9112ea14c5d725e, 0x0053e5b2a2d593a2, 0x68bf83f5e513cd02,
            0x280482568a7e7399, 0x4c5c43a745fa75dd, 0x0ad387f3e3577dda, 0x73edad66a2971ada,
        ],
        // 455 * 2^128 B
        [
            0x39290981bb174df1, 0x63a306eb8da88778, 0x2bcf3801783eca1a, 0x175662b17e63b744,
            0x1992be3e136fe1ed, 0xab6e46a879bc291a, 0xacea011d1d7f4d4c, 0x3bb76a92fd00d924,
            0xaf22db9c8bbcae27, 0xf5e5109ee1126830, 0x22b5b6f0f84472ce, 0x73062539f215b26b,
        ],
        // 457 * 2^128 B
        [
            0x393ac12cf62d82e4, 0xfc80598029eb7455, 0x82af06226d8ceaf3, 0x4bbab97d96bf1be0,
            0x382eac2169f46a9b, 0x8feb10af33f0faf6, 0xf812301b8d3e133c, 0x77e7111b364c1b8e,
            0xc3f9700d5a290940, 0x41b1d6a41db2842e, 0x14851bcc51d18c25, 0x5f4174733a059278,
        ],
        // 459 * 2^128 B
        [
            0x5849fe48dfa7fefe, 0xdbe9c79b0dac53d8, 0xec3f327e7dde90b5, 0x66e50ce77e9cb176,
            0xdd3600e7e7fddbaa, 0x990cd1334237d237, 0x3370ff62ef37a410, 0x1f6ac7c30c16f1fa,
            0x6840b06534725428, 0x7d8bf8ad34fa350f, 0x42d4149c381be931, 0x1fbd794c7180ce92,
        ],
        // 461 * 2^128 B
        [
            0x587508cc0c32e9e6, 0x34ef906c6a1e4058, 0x9a549d7af46a0ec9, 0x5de1db482a34381e,
            0x0ca8bd303748678e, 0x3df494270346fb22, 0x01be124bb5917334, 0x4c14583467a94838,
            0x5eab0066afab7f85, 0xd4eec355656e5124, 0x5c72a282d72bf0d7, 0x6e6dc60c047dd934,
        ],
        // 463 * 2^128 B
        [
            0x314cd04724173901, 0x5c082514835b8e38, 0xadf60bb5c8c2f33b, 0x405a6092c1764de0,
            0x6bb79d5dc3469063, 0x635eac1b15496b8b, 0xb52c6366eddace16, 0x28119b70ff6fffc7,
            0x4e2aa602271fb96b, 0x698c8d42f5d09f56, 0xe069155633f928c4, 0x6e229a879726f70c,
        ],
        // 465 * 2^128 B
        [
            0xcf1f2ea280b52f65, 0x3e0226be76351e04, 0x965a3497c1240211, 0x6fbfc1081000e98c,
            0xfdf7898809e29e1b, 0x1946498d3df99f9f, 0xf7b86492fb3aafae, 0x4bae2193dfa97a87,
            0x158c46eef4693f15, 0xf1c1391829c5ccac, 0x0648c4869436446c, 0x71bae741f95252c2,
        ],
        // 467 * 2^128 B
        [
            0x03f80abee3e5e6dc, 0x9b814a034044b5a4, 0x5fd4fad809f4db15, 0x5a96b1e2381500e9,
            0x816839e8d8907cf4, 0x4c3e129cd1ff2583, 0x03448464bb8a5042, 0x3022ed65869563d1,
            0xcfffbcc357005aba, 0xa9be63a2c42d9d28, 0x1c835cb029fe81f6, 0x0e1f1baf96aa5e0b,
        ],
        // 469 * 2^128 B
        [
            0xcbf8ef4559f42a06, 0x1455fe18f353ede7, 0x36ea7017dfb64fb2, 0x66d5993ba6fc2a93,
            0xfb0dbb3233fb9b1b, 0xa26e93e7962ada12, 0x3c6e7c7517a4cbce, 0x7920c9ce43e5fc26,
            0xd5db97934447bf68, 0xe61518db3b785285, 0x5c3df17b732c18ad, 0x3a8a20bb2f834d42,
        ],
        // 471 * 2^128 B
        [
            0xa44b33dfa46bacaf, 0xf7c14b287a407d36, 0x2f7b07dd3d60413a, 0x0b9376f2c0eda5cf,
            0xe8a984841c22b268, 0xc1337bb6b8cf6068, 0xc95e83e810061d1d, 0x79852904dde2efca,
            0xb4d3df988ea0e20b, 0xa8f0298494ecb040, 0xba9fb0b9b7e6ff80, 0x0d5d445230d7e834,
        ],
        // 473 * 2^128 B
        [
            0xd3552be7c3a27bcb, 0xb240181255bbb0e5, 0x9b86b591cab9b1bd, 0x236ec9609dbe6d57,
            0x4c511495bb66adfe, 0x53d47677ba6faedc, 0x350921857189d30d, 0x38dd9e224299c1d2,
            0xf2c2b11245f93762, 0x38dd1664bdbc3fda, 0xd4f5a2e327b3c807, 0x5bfd40178e538816,
        ],
        // 475 * 2^128 B
        [
            0xc919576aef2ba942, 0xa9343071bb41b9f3, 0x955fc12830bd3af8, 0x2902eb4554f0757a,
            0x545f0e8a748af496, 0x955fe2d8f2292d05, 0xc4d4ff2d2c8207b7, 0x216e5ab29f360a5e,
            0x71cb2deac55097d5, 0x9bb2cd0ac9c57f6d, 0xc6d823de6f3107dd, 0x3c9dc526795e2cbf,
        ],
        // 477 * 2^128 B
        [
            0x593af4656492fffe, 0xbc1afdb2577a513a, 0xc046865f933e642e, 0x5251ed98236bc640,
            0xd8ed6c386c6e7fd2, 0xfce50c3b80ded8d8, 0x3c33bcc4b5542329, 0x43773a6f20c10c15,
            0xcd4b945cbd79ec01, 0x95266bad1506766e, 0xbf22aeda26038291, 0x52d3ea8e6be6304e,
        ],
        // 479 * 2^128 B
        [
            0xd6caf421ea7a1693, 0x50993ab9a085756a, 0x9ddd169b71be0c22, 0x5eaf2f7d0995cb97,
            0x73c1cc31d8ada83f, 0x13e763c822501d44, 0x5a7afba4bd88ccde, 0x1cb15086b2cec93f,
            0xf3289adb921f881b, 0x2111faa22255ecca, 0xd6ecb64a6e47df3b, 0x4f9ed31d178ebe1b,
        ],
        // 481 * 2^128 B
        [
            0x9086343384263228, 0x1989c0d2f8dfc975, 0x4cd8bd3eb02ceb24, 0x28e069da6e5bc774,
            0xf5a2a1be68377560, 0x4202d1f028825f59, 0xd7076a9d98022a1a, 0x5fb289aee4f6c333,
            0xfd80878e8971f0b5, 0x88f07e6cd04670df, 0x07709ef8e5aaa0b8, 0x5102c41e0be5cce8,
        ],
        // 483 * 2^128 B
        [
            0x003115c706abc27e, 0x079fdfdb711c097b, 0xc987c319ae9fa527, 0x0d139ab04e3d5019,
            0x9868271740651b92, 0xc576d5a2d38bd849, 0xefa089438d2908b7, 0x0eac63619ca1db32,
            0x229033294e9f3b77, 0xfc4051293ec801ca, 0xe66bccbe5bccc8aa, 0x5f358c853f5c113c,
        ],
        // 485 * 2^128 B
        [
            0x49a570a1cb7c7a3d, 0xc97938beb18d05a4, 0xa9fb55d83ebcedc2, 0x37352d1ffd1cf514,
            0xb6baef408b926a04, 0x457bc4e95268ad88, 0x10cb1279d47f97d2, 0x20a005631c14d58a,
            0x0a1f68f3487d3a3d, 0x63554826b3ec6408, 0xf95f22a1c76b2e26, 0x2f7e584489789401,
        ],
        // 487 * 2^128 B
        [
            0x9a5c78a190359ccc, 0x0d55f34e0442dea5, 0x608ae7303d7ac152, 0x1c99a9a834ccc2da,
            0xc72fbb77fe5f4a07, 0x4ae255b7ab958e11, 0x722950bed7f7a5c1, 0x71a7253676e1b887,
            0x0e00e0adf45601cb, 0x461662a0bcba101c, 0x823e2b2a8837ec96, 0x5b98b4cca06d3bfc,
        ],
        // 489 * 2^128 B
        [
            0x547d497f693bf1ec, 0x1291d21858610455, 0x60fff33dd499fe59, 0x4446195959f59887,
            0x2cc6669f2b6da9ed, 0x623cff596f844f21, 0xc269ad10500a0837, 0x3eea5bd7ffda8dae,
            0x7873abe442d9a5fd, 0x6c510de00338d8f0, 0x2c5a801b7b679929, 0x74fde91f5be443ed,
        ],
        // 491 * 2^128 B
        [
            0xb78fe45d3ae1a928, 0xde5361e29ba367fc, 0xfb8266e21280cedf, 0x352e41ba5fc8ea3e,
            0x0c33626b3edab9d5, 0x00e4bead245be872, 0xccd664465d933d0b, 0x5b2b1b88f296bdaf,
            0x1b3226a5e73edceb, 0x45a999ea39953b68, 0x1397b3a05c1b2b44, 0x5e45bfbcbd3bdbe3,
        ],
        // 493 * 2^128 B
        [
            0x8534075a5746688f, 0x753bcf0637018b8c, 0xc7504e4ba03bbf18, 0x19e97510d13dfd26,
            0x5565e15abcf64d7e, 0xa5a48f073b2c5aeb, 0xe3986286bb7bebcc, 0x3f053ca4c86cbf1b,
            0x899d04f54db287cf, 0xdf7ff547ef3c2e41, 0xa8627d13cb8d0821, 0x5c2fe888cee3af9d,
        ],
        // 495 * 2^128 B
        [
            0x97dee1f19a0f4b2e, 0xd662cdf2c5b562da, 0x7cff430c852d1ecb, 0x4a2e1e2080992493,
            0x91c833cac7915672, 0x809407ab097f41dc, 0xf048778af3cadbca, 0x751a24365a20ffdf,
            0x0bc3f0d90ee948e2, 0x392947055eab33b8, 0x7b8904bbf14ebd16, 0x411c7de08b756548,
        ],
        // 497 * 2^128 B
        [
            0xd9bf5f392257185e, 0x1460727640fafe40, 0x2668e4a07091aa37, 0x4d1e0467676e0a4c,
            0xe8663a3e1b6edf37, 0x251fcff6a9002157, 0x99678e8a0644b5fd, 0x2c74d452fee8d3c7,
            0xe24384a33ba6f63f, 0x757c3b0aba79662d, 0xb5a012751fec3d34, 0x11c1606a318333ee,
        ],
        // 499 * 2^128 B
        [
            0x0e9e02f2f8efda78, 0xfd358bfcba93c506, 0x6b28024d143b4ea2, 0x292d408e90054cca,
            0xd7611c778739ac4a, 0x60da5659d8c49b32, 0x16e2aadcd26e371f, 0x4bda9d1018efce5a,
            0xbafed5fa552853d1, 0xfc6d62a89c0e0f45, 0x8f21eb0d64cc5a13, 0x0b958069e6e9f6be,
        ],
        // 501 * 2^128 B
        [
            0x0eee65c6ed8344bc, 0xb329a69b9dcfe869, 0x9c83f816fd03196b, 0x266d8d4288e1faa3,
            0x5310871fcd3a22ad, 0xa787a554574ad2fd, 0xdb06bb808e129c61, 0x0185909b1b4eb440,
            0x85403f3ef631e343, 0x5aadf8c011d0c189, 0xb02f515c83a49a38, 0x63bd92edab052e46,
        ],
        // 503 * 2^128 B
        [
            0x29c4cdc68feee373, 0x0f4e53eaecbf3220, 0x7e1e348a2a740b64, 0x68597b9f9d1bb7fd,
            0xab578d8acdb6b01c, 0x806e4c53b441aef9, 0x419d92a80ab284c2, 0x006afa02ac9ba6a1,
            0x6115ef2d5cb8fd50, 0xecc6ad69a35ef4aa, 0xdcbefd6bd148072f, 0x12fe7596da152be2,
        ],
        // 505 * 2^128 B
        [
            0x0b810fd02819dad3, 0x6e234fc293f1cf59, 0x8d66d5dd0df51ee0, 0x5ec1921339e47e60,
            0x864c2857900d8e59, 0x20adc367e14bb936, 0x9d7d791411c99189, 0x71fe91dceb6d2afb,
            0xa278b75878e07b10, 0x74c4b4dd6b211436, 0xcf657697e82ad13f, 0x3b00a283740e7fd2,
        ],
        // 507 * 2^128 B
        [
            0x77506e2062d528f8, 0x41ac180b5e98f2c6, 0xa8f0187e628901d8, 0x33c13af3b0f93b1b,
            0xe5af784618c7172e, 0x9e840e990f47dec8, 0xe3113ea5a626e0d9, 0x0ed55404be89ea3f,
            0x5de2e788d4174f51, 0xdb4e5b2164ee54fc, 0xc1b728f684696bf8, 0x1c02e8994f51416e,
        ],
        // 509 * 2^128 B
        [
            0x7bd757069aa80e71, 0x500346ce5d9184b5, 0xf273be68a17f524b, 0x1e2f751c4779be6f,
            0xe5f55339621929d9, 0x6eb6d8b52dcc7f3a, 0x5088195589f3fa5a, 0x37d6555a5e0e1c21,
            0x27ecbbbec7446623, 0xa09e7fed6c6d3477, 0xd91af917df194f23, 0x39f9edc83fd46b13,
        ],
        // 511 * 2^128 B
        [
            0xdd0429a4d14d8dc0, 0xab0e2210e2f920e1, 0x1fc4d446578e5967, 0x109047b2505b5f3d,
            0x78faa533a9eb0b9f, 0x434c28e6eb4a8a5e, 0x2dcabd5f56327418, 0x0613614edf688ac3,
            0xd997fac2b63f1c09, 0x555d8019fb428b83, 0x5764c610b9f02725, 0x2bb8c8ea9cb98cc5,
        ],
    ],
]);
