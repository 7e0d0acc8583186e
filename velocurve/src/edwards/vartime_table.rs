//! Odd multiples of the edwards25519 base point for the variable-time
//! (verification) multiplications of `vartime`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- vartime > velocurve/src/edwards/vartime_table.rs
//! ```
//!
//! (`edwards::table_gen::generate_vartime_table_source`; the unit test
//! `edwards::tests::base_table_is_regenerated` recomputes this file.)
//!
//! `B = (x, 4/5)` with `x` even (RFC 8032 section 5.1). Table 0, entry `j`
//! is `(2j + 1) B`; table 1, entry `j` is `(2j + 1) 2^128 B`; in affine
//! Niels form `(y + x, y - x, 2dxy)`, each coordinate as its canonical value
//! in four little-endian 64-bit words. wNAF width 8: 64
//! entries per table.

use super::vartime::VartimeTable;

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
    ],
]);
