//! Odd multiples of P-192's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p192-odd > velocurve/src/curves/p192_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p192.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! in the Montgomery form `v 2^192 mod p` of its value `v`,
//! in three little-endian 64-bit words. wNAF width 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<3, 256> = OddMultiples([
    // 1 G
    [
        [
            0x0d8cb30c332fa108, 0x8a4bd3f776d12909, 0x954cc8f9f3d218f7,
        ],
        [
            0x7b12a3371e422289, 0xde22b5248966f05e, 0x6a293d836aeda84d,
        ],
    ],
    // 3 G
    [
        [
            0x56b3fd7f230c0249, 0x3386809f42bebbf4, 0x53b5ad45770c581a,
        ],
        [
            0x6be17b497fb74b1e, 0x16445c4850d91fbd, 0x228f18e243dc19c0,
        ],
    ],
    // 5 G
    [
        [
            0x69bca7841d8490a8, 0xa7c435204d92a6ad, 0x4ec31c347012b11d,
        ],
        [
            0x6261825c843e401c, 0x102b7a936a65a2da, 0xdf00083f2d96f43a,
        ],
    ],
    // 7 G
    [
        [
            0xeb8ad91fe5efca73, 0x4c83fc441650b841, 0xeea07d43a63ebb45,
        ],
        [
            0x2c8262c8cc6ab309, 0x44a67081ca1e7327, 0x6fef6d8866147372,
        ],
    ],
    // 9 G
    [
        [
            0x9f27848b449ce446, 0xedc613b6ed6f60e4, 0xd028dc5c33ef2855,
        ],
        [
            0x32bbfe7f97566f06, 0xaee52dfc529bebe5, 0x7dfad9dadbd304ac,
        ],
    ],
    // 11 G
    [
        [
            0x44a299ccf19ed4f9, 0x5ce790e33ec18b4b, 0x34de50ac3898e8a1,
        ],
        [
            0xa2641e2f52948777, 0xa5037393538eff35, 0xf1b6bb3238e46331,
        ],
    ],
    // 13 G
    [
        [
            0x153f3b780f8904a9, 0x44a7bd9614a75349, 0x4093735fd85d4a3f,
        ],
        [
            0xed1d5ed03f7db015, 0x174975f71fff90b3, 0x9838d562dcd47496,
        ],
    ],
    // 15 G
    [
        [
            0xc373e084b0cf681b, 0x7da927376610b602, 0x46cadc98f098041b,
        ],
        [
            0xd3e0adf86cdec872, 0x50d43591a7842f28, 0xa35efdc3cdf46778,
        ],
    ],
    // 17 G
    [
        [
            0xcfdba265e7056d4e, 0xc9d1189ca9b98e89, 0x3e1cd309a4a88eff,
        ],
        [
            0x8b2429c3d040ec58, 0x6967afd67859d5e6, 0xcdf1095ba5fbf616,
        ],
    ],
    // 19 G
    [
        [
            0x37b23549417692ee, 0x3fafb8db7a4db977, 0xc85fef615d550c5c,
        ],
        [
            0x88f70525c591dfcc, 0x20d82c9eadbba7d1, 0x34bdc1503bc105c7,
        ],
    ],
    // 21 G
    [
        [
            0x09a14d89c7b622a0, 0x719fb61104ac07cd, 0x487f1ad3485b1f75,
        ],
        [
            0x6604b185f779459c, 0x633d924a79ffa446, 0x0a48ac49e2ed4e42,
        ],
    ],
    // 23 G
    [
        [
            0x791db75f8d76bd59, 0x664088fba5c667f8, 0x7cc0335c5a1f032a,
        ],
        [
            0xabb460b3bf031b03, 0xcb61b85ec8f559b0, 0x282335bafed307dc,
        ],
    ],
    // 25 G
    [
        [
            0x422b5a19bfd973a2, 0xe637c08a7de885a1, 0x493d27a728af843c,
        ],
        [
            0x0635af1627d0f709, 0xfaa0731da46b8241, 0x30152936de8513de,
        ],
    ],
    // 27 G
    [
        [
            0xeaa0614edea3626f, 0xb077889951b201c7, 0xe1e17ccfbc24cf40,
        ],
        [
            0x5b9a23566f6a4f09, 0x6b43dd8981b35be5, 0x7134a9008eb6864b,
        ],
    ],
    // 29 G
    [
        [
            0xb550886c267c3b3b, 0xe4ef0b6a072ada2a, 0xefb23bc916cf9337,
        ],
        [
            0xf4945a35035d6cdd, 0x7c2fbc7524d8682c, 0xb4b6f148b35b5932,
        ],
    ],
    // 31 G
    [
        [
            0xa5549752c1a83d71, 0xe9b2c58f07c519da, 0x6f5e6aee286a27e2,
        ],
        [
            0x99cece8d7cfc6dd4, 0x18c9b5f7bbc24c84, 0x7e5875cad5a88338,
        ],
    ],
    // 33 G
    [
        [
            0x41095e964fbffaeb, 0x422337e28b3c6012, 0xb731e12b563eef5d,
        ],
        [
            0x7e950bddc07cc789, 0xf97c27539d9cc3aa, 0x7af21a9a5a7f7345,
        ],
    ],
    // 35 G
    [
        [
            0xb35bcfb016036842, 0x036d725decedc764, 0xcbcb01612c6f8668,
        ],
        [
            0x0348f7191b04bc1a, 0x0b2d84f8e1e99a42, 0xf098e97a9c1ec6e6,
        ],
    ],
    // 37 G
    [
        [
            0x9d83fd012775c0c5, 0x8658cc5a065da96c, 0x466cf509604210f1,
        ],
        [
            0xdc4d8237e8fc750b, 0xb13663ff1477a111, 0x6a0ef58f4252c38b,
        ],
    ],
    // 39 G
    [
        [
            0x49b1bb22caa33960, 0x45871855e647c5a4, 0x6d71e970167d6801,
        ],
        [
            0xbbeae386a2764f1f, 0xc7df73b81284c39a, 0x3ddc63bee8a8b423,
        ],
    ],
    // 41 G
    [
        [
            0xc4bdbeb26709fe0c, 0x86c2f2252aa46589, 0x6e215f981c6d96c6,
        ],
        [
            0x3b1022551900c952, 0x09b6f4470b476bea, 0x888773561643c833,
        ],
    ],
    // 43 G
    [
        [
            0x111d94b70ee8588b, 0x5f7ba2ed1cae2230, 0xd1119eb28b428b68,
        ],
        [
            0x5ac72be9c5901d8a, 0xd11c39be1a7e213d, 0x5eba5216ae1574db,
        ],
    ],
    // 45 G
    [
        [
            0xbbb380870d359302, 0xe0c552b53bf7212f, 0x6873aa54ce70eda4,
        ],
        [
            0x42eb0476f0dcd6fe, 0xe354ae37202c6fba, 0xd2eeb9a4bb182481,
        ],
    ],
    // 47 G
    [
        [
            0x2e246f368959dc53, 0xc6882bd23f449349, 0xfbcda06252d56c22,
        ],
        [
            0xaf1525bc037c14b7, 0x79f2c364f51db774, 0x51d5156e397c0db5,
        ],
    ],
    // 49 G
    [
        [
            0x38f567042d623962, 0x1d5927f2b8e018b4, 0x60f41495b7159417,
        ],
        [
            0xa531058ee71a9c08, 0x038edfcfc4427fd5, 0xf40f0c3f16bcd9b9,
        ],
    ],
    // 51 G
    [
        [
            0xbc40bae0218251e9, 0x86a6f175ff92ffab, 0xc538fbe815c92a68,
        ],
        [
            0x94b037e5ce8e05fa, 0x1e23b8c738df007b, 0xcf60919b6dfc21b0,
        ],
    ],
    // 53 G
    [
        [
            0x6c66ac7c07b07222, 0x7a2251bfabbb5a7e, 0x6898eec1ea506766,
        ],
        [
            0x8ee773e90c8100c3, 0xe267812ab5ac1e10, 0x51d3e17e45ea2616,
        ],
    ],
    // 55 G
    [
        [
            0xe0cad6d0ab0c2496, 0xad9d4a4b3e58a13e, 0xb4009b9fcb2f20c6,
        ],
        [
            0xf586adaafbd04c92, 0x27f06af165e4a2c2, 0x5efc658fe6ac820a,
        ],
    ],
    // 57 G
    [
        [
            0xd072005c45111281, 0xc38687f7c6dd923a, 0xc5493c3be7e55c30,
        ],
        [
            0xc801a0dd1e7bcaf3, 0x7d89637866af003d, 0x88c92d2e5c5fc040,
        ],
    ],
    // 59 G
    [
        [
            0x752de436489578d4, 0x0ade8b1c6c0f251c, 0x29b34ffc59ad5609,
        ],
        [
            0xd4af9bf6857c870b, 0xb779fab3e6b0527e, 0x20970dfe70ef261f,
        ],
    ],
    // 61 G
    [
        [
            0x4af8089114729183, 0x444581902650cc8e, 0x738c0bd4587ad69a,
        ],
        [
            0xdab8713aefc4b5e7, 0x7d6d6ae3902363c0, 0xad59389845acff6b,
        ],
    ],
    // 63 G
    [
        [
            0xcc1674d5a5542c7d, 0xc8ebdbdd1fb770dd, 0x7d70a1ed0a3b16ce,
        ],
        [
            0xa74f8148685db534, 0xa0eab0ad37c0b157, 0xcd8063a7a3971e22,
        ],
    ],
    // 65 G
    [
        [
            0xa14a0c15942f8260, 0xa5a82e4a36673afc, 0x359036551e2d9132,
        ],
        [
            0xa5d24ce97475fd7d, 0x286bec1d7c04f65f, 0x69c9b03a4e526069,
        ],
    ],
    // 67 G
    [
        [
            0x161283711fdaa509, 0x21a06239b594735a, 0x6f33e571eb8ca452,
        ],
        [
            0xa76c90ccf80b11db, 0x60a741876a1d7d54, 0xc49b2ba9640408fc,
        ],
    ],
    // 69 G
    [
        [
            0x3bc0be49858d3693, 0x53e8d28a6851b886, 0x3c61930cd246a129,
        ],
        [
            0xc0b5b6a0eb0c2288, 0x2e57edb2aa88e3ab, 0x7fb18ce18dcd266b,
        ],
    ],
    // 71 G
    [
        [
            0xbb14e146fd4a29a4, 0x6010a9b03a90bf9a, 0xcb2e3d47ccdd9ccd,
        ],
        [
            0x2d26e160451621b1, 0x05ea9d77a1cafa1b, 0x58cf8f96747aee1e,
        ],
    ],
    // 73 G
    [
        [
            0x234185553c805bc3, 0x9c772105c1a7891e, 0x2046610eda7f575c,
        ],
        [
            0x723e0d66e8093684, 0x20b3faf3523eddb1, 0x5def5e526e7417fc,
        ],
    ],
    // 75 G
    [
        [
            0x140011f1164a95e1, 0x8a3df2c7351da30d, 0x64120f9266e5aa05,
        ],
        [
            0x7cbd5844ad1297c2, 0x544dc6051988dcb6, 0x9676ef866540b9cd,
        ],
    ],
    // 77 G
    [
        [
            0x452a902d2cc3e91b, 0xdccc6ddb98765529, 0x2e7cff1f724ecf62,
        ],
        [
            0x65b5cfb65fd4aafd, 0x752ce416515e8502, 0xbd7cc61be9f225ca,
        ],
    ],
    // 79 G
    [
        [
            0x04011f54ee64e15d, 0x8eb3c869fd2b21e3, 0xa2b3b97aa8d56c83,
        ],
        [
            0xa0b0fb481e46fb73, 0x8650d4eaa8ecb487, 0x6a78600485c05fb4,
        ],
    ],
    // 81 G
    [
        [
            0x0ec8791e6dbbdf79, 0x4275f2db5df3079a, 0x7a5d721518002e72,
        ],
        [
            0x34d8a8e383a7d3d3, 0x801acbc51f73ae2c, 0x66cb34b5ead2aa4a,
        ],
    ],
    // 83 G
    [
        [
            0x90710747b841d588, 0x64410a47847f4aa5, 0x2752817908bc066b,
        ],
        [
            0x6aa9a677fb595cef, 0x8304cb52ed708605, 0x5717dee19f79eddc,
        ],
    ],
    // 85 G
    [
        [
            0x41600e2d11390725, 0x3ea9e20f0c28c389, 0xe4ab61ff3b40786c,
        ],
        [
            0xd08f2d05f84c6e83, 0x5f6e0c48f49570f8, 0xe9b829eae942afae,
        ],
    ],
    // 87 G
    [
        [
            0x0c34df7e343f449d, 0x08ebf0a2560ee52d, 0x6a42a4865a9e8857,
        ],
        [
            0xc7a152637db86f77, 0xd74f4f5f188c8d4e, 0x81a37cedf89550bb,
        ],
    ],
    // 89 G
    [
        [
            0xcd2d649b17a8804d, 0x1e86c76cd16b4153, 0x9709415387c6f55e,
        ],
        [
            0x58f6720a4982e91f, 0x6da242c7d42ffc45, 0xcd583c0ce0c9b25a,
        ],
    ],
    // 91 G
    [
        [
            0xdee4a43e137d9154, 0xeedab4b90fa34c61, 0x44617b43a93f50fc,
        ],
        [
            0x53433df4678f13ff, 0xfd1147d819102706, 0x309cf2484eafc102,
        ],
    ],
    // 93 G
    [
        [
            0xcdfeee0c38e81c4d, 0xcc8ea674a2c34268, 0x43a680bd97fb2b5b,
        ],
        [
            0x3206253d27a7ab68, 0x6e82ece7c77e5916, 0x3e562ce4d09b035c,
        ],
    ],
    // 95 G
    [
        [
            0x13f9c70bfa1d20c7, 0xf76ad90935efa533, 0xcd59a8407a3d17fb,
        ],
        [
            0x3ecc534ae6ba9ff5, 0x11f3e465247a2169, 0xac7a3fa8a8999f28,
        ],
    ],
    // 97 G
    [
        [
            0x7c78af94a7a39c06, 0xf3e6367763c7cc56, 0x0085d17248e16e96,
        ],
        [
            0x112ec4370d33739d, 0x14ca401c54ec7444, 0x936c4e69acba93c2,
        ],
    ],
    // 99 G
    [
        [
            0x6bc4eadbd1600517, 0x5ae545a1728ee9fb, 0x575afe8bf700c930,
        ],
        [
            0xc659396bfd6ff3b2, 0xbc7b4c995437b538, 0x6d65d6491d43380b,
        ],
    ],
    // 101 G
    [
        [
            0xce25673bb06a9504, 0x087e4bb6ae263add, 0x5427894ea29cf91d,
        ],
        [
            0xb731c97ae9601104, 0xd674a4ad93ff1192, 0xc9a77638d032b8bc,
        ],
    ],
    // 103 G
    [
        [
            0xdaee0e5a6e394332, 0xdfb76db1e91aec5a, 0x1ea1e8236ed605b4,
        ],
        [
            0x26c15ba649c358b5, 0xa66d158587da87e3, 0x2b18625cf43e8eb5,
        ],
    ],
    // 105 G
    [
        [
            0x19840fb54ec406da, 0x6e8c58f847db9807, 0x2feb8fb83bde3fa8,
        ],
        [
            0x9771c25d9c11d34f, 0xc3b74dca31437b6e, 0x8e1e7bb7b873822f,
        ],
    ],
    // 107 G
    [
        [
            0x6787b48190387fe9, 0x7f0d9b5f073d94ba, 0xa1619620c5a845d8,
        ],
        [
            0x5ba3ef00bd713deb, 0x6594687cb48e805e, 0xa5d771e82050d697,
        ],
    ],
    // 109 G
    [
        [
            0xb07ee1ed20c2d15c, 0x45c3a4a604685732, 0x2698e37ea010fb57,
        ],
        [
            0xd3e06791674d5018, 0x4a88934da936c462, 0x90f0efb6ee89c80e,
        ],
    ],
    // 111 G
    [
        [
            0x36bb9a3289c00169, 0x6d3e353097247d09, 0x8a64a14218fb0fcb,
        ],
        [
            0x461ca82f36d7bc4d, 0x0158ad34f98e4bd4, 0x3e53ea4184b26bc4,
        ],
    ],
    // 113 G
    [
        [
            0x2cfb31aaef5a2c14, 0x4723dab2b38dcc5f, 0x39be9a5888ea065e,
        ],
        [
            0xb236adc75a031f92, 0x30687320a03bd23e, 0x6465924528d11ab9,
        ],
    ],
    // 115 G
    [
        [
            0x16e8d1ccb25b9134, 0x3521295b3ebe4cce, 0x6533ceff877bd8fc,
        ],
        [
            0x6a5507bedf149608, 0xdc73244d398b65c6, 0x14e97996f7a70420,
        ],
    ],
    // 117 G
    [
        [
            0x50f67467e84aaf73, 0xac3909b1eb4a9ad7, 0x998f49e3ba469e36,
        ],
        [
            0x1d407fd4b8079431, 0x92fca85b87af99d8, 0x3d4fc7b545333b78,
        ],
    ],
    // 119 G
    [
        [
            0xa9b41b76385f26e6, 0x7399af51b5f6d61e, 0x9dc44d9bc35c4d0c,
        ],
        [
            0xaf2c51ba3ed44bb9, 0xa8110f862a56a701, 0x8c0fcaa583f55d3a,
        ],
    ],
    // 121 G
    [
        [
            0x56f2a29e4967860e, 0x6ea798db4b940cea, 0xdc1e73f3ddc08232,
        ],
        [
            0xb4f1afac9eae3dfe, 0x39208c8ba0657a26, 0x48eec8421f725935,
        ],
    ],
    // 123 G
    [
        [
            0xc57361de23fc5e91, 0x879912b2af1876ec, 0xef094d71b3d02caa,
        ],
        [
            0x8317d7ab901668cb, 0x9fcb054999d4c619, 0xa507e4f64aaa3483,
        ],
    ],
    // 125 G
    [
        [
            0xfeb9f04aa4aac4dd, 0x5eede19af684c492, 0x9752254963a6044d,
        ],
        [
            0x307ee0a86e9384d3, 0xdd2019e186a9026f, 0x7eecb453a55009d0,
        ],
    ],
    // 127 G
    [
        [
            0x6dd6d0fc7c19e9f1, 0x2c9de6007fc1c78e, 0x218648c5795dc8bb,
        ],
        [
            0x67b936865387a87b, 0xf29abc077abfcbae, 0x5fcad3ceb085d8cc,
        ],
    ],
    // 129 G
    [
        [
            0x6b5a396c9153c075, 0x0d6a8bc7b2c9e4f5, 0xeb0fd449e8210227,
        ],
        [
            0xecb49f6b1a6c3f8a, 0x30fb3acaceff6075, 0x7152f677ae8bdcbe,
        ],
    ],
    // 131 G
    [
        [
            0xac22f3ce29f8d561, 0x54751ff9b90c1807, 0x19f422a161890fac,
        ],
        [
            0xa586cd23cd8ae493, 0x4ff77fb15b10b17b, 0xd7dea51626c51216,
        ],
    ],
    // 133 G
    [
        [
            0x5399312eb6dfc034, 0x5e6ed1789604e4fd, 0xe9d111c27b154907,
        ],
        [
            0x9d2518641bb53aed, 0xc2602e9b4a4c6cbc, 0x65026f374fd156e7,
        ],
    ],
    // 135 G
    [
        [
            0xe05c9a3ca734fd50, 0xf405d082d6f019d6, 0x4966776c88f143fe,
        ],
        [
            0x24ceb0c69c109ae3, 0xd4f4eb0332b426d4, 0x3c43188f5d31e16b,
        ],
    ],
    // 137 G
    [
        [
            0xb10bb1d84dea6124, 0xa7cb2968e2a5569e, 0xa09d2bb9a83d11bb,
        ],
        [
            0xa43f6c9d4903e1b9, 0x88687e8a190a82bd, 0xcf6fe7c06f71250b,
        ],
    ],
    // 139 G
    [
        [
            0x7594f4a3bd493668, 0x56842b4077ebbd40, 0x0fecd0290bad0cd1,
        ],
        [
            0xc6194fbcbd82d417, 0x6d3ba2d60ad9c2b5, 0x74ae4fec9a7ac7f5,
        ],
    ],
    // 141 G
    [
        [
            0x17889eeec8cf809d, 0xfdbb362e7b25cd3e, 0xd096facf431d481c,
        ],
        [
            0x6b5780b9f1e869bc, 0x5201973b922d9a89, 0x659ac906b41c2e6b,
        ],
    ],
    // 143 G
    [
        [
            0x44637eec31cf7b11, 0x509c5ead87875aa0, 0x2a628bcbce16b4d7,
        ],
        [
            0xa77ea74241b03082, 0x8499f7445767667b, 0xeb6455ec3a63f91a,
        ],
    ],
    // 145 G
    [
        [
            0xe55ad6182e7848e2, 0xedbab6fd4bbf753b, 0x8c8291b818bf5a14,
        ],
        [
            0x13508135f2ef5736, 0x18f0d79fd42e2b43, 0x1ecf7a6ab7498d4b,
        ],
    ],
    // 147 G
    [
        [
            0xc319c78312d99721, 0xe647ef55f5d1bf96, 0x82d0c2cc04df73d0,
        ],
        [
            0x3c1d1e0ea27d6096, 0x962784aaad4139a1, 0xec4b5d5a40bef646,
        ],
    ],
    // 149 G
    [
        [
            0x72a70bd178a06f79, 0x189df1e50b325107, 0xabae04df2dbf0b53,
        ],
        [
            0xd5e80bed79414e0c, 0x112b713fe760f786, 0x3a5bfff1edc8745d,
        ],
    ],
    // 151 G
    [
        [
            0xffec0449f660ad34, 0xfdc472c87b51b030, 0x5e2fa4eb22f6c1c3,
        ],
        [
            0xd98d1a0797d59df1, 0x862408014cb6e48a, 0xddcff41d6d32307c,
        ],
    ],
    // 153 G
    [
        [
            0xc2ff2854acabd4ee, 0xe3b63a51eda66fad, 0xaef76d68e08497c0,
        ],
        [
            0x91e00c2fbe22c5bc, 0x3e3771f62b8b8cf7, 0x66a68713343ef2ca,
        ],
    ],
    // 155 G
    [
        [
            0x244c0e877089dc34, 0xd0308f6b3abf9e17, 0x58cb14197eca8ea1,
        ],
        [
            0x29c04cc8727fa7f3, 0x4554a0afdbe1ca81, 0xc1a66e8416e187aa,
        ],
    ],
    // 157 G
    [
        [
            0x94d7e2e90c1c9200, 0xfa2cf91f4d608820, 0x359d601644dbd5e8,
        ],
        [
            0xca3da87845616e02, 0xdd782d537dba0f76, 0x3ecd5417ff8bf157,
        ],
    ],
    // 159 G
    [
        [
            0xa0137e7ec279d16b, 0x0bfd479426d1501c, 0x439c5897f3f618e1,
        ],
        [
            0x711305caef107ff1, 0x447f73c3eca1b805, 0xe7853127e4b9b228,
        ],
    ],
    // 161 G
    [
        [
            0x3f852c0be5f03102, 0xcfc7f11417a87682, 0xaba51667b2a50226,
        ],
        [
            0xe53a07b9bb836e87, 0x5954e1037b262a0b, 0x5a8a8ebfc2abfd9b,
        ],
    ],
    // 163 G
    [
        [
            0x9ac9953198a2dd99, 0xc9974e7c89418373, 0xa078ec0414009414,
        ],
        [
            0xa2f10cb94ea5e8e5, 0x5458f6d30a796693, 0xdeb857ae929e1689,
        ],
    ],
    // 165 G
    [
        [
            0x99f2fc8619916348, 0xf0a422a785200f03, 0xabedda3aea3ad4ea,
        ],
        [
            0x8a5f238cbb1ab400, 0x57bf5298624e925a, 0x6142a1d9ba2fe1f1,
        ],
    ],
    // 167 G
    [
        [
            0x6896f4b75cda8463, 0xc8e4f33ba7d0c728, 0x1ab88a72e0ed49a8,
        ],
        [
            0x79084145f994227d, 0x57ba5f09397163c9, 0x71fed895b653d42f,
        ],
    ],
    // 169 G
    [
        [
            0xc02353de52c96e53, 0x5f6f7047352ec3dc, 0xd3863db0a123cc13,
        ],
        [
            0xcdc584b8ff66f022, 0x6fe3dcf96c1c3bc7, 0xa005766f95892fd2,
        ],
    ],
    // 171 G
    [
        [
            0x769742351e4ab54d, 0xa7b0b3d2b816e704, 0xa43cda5561a0fd66,
        ],
        [
            0x32cf206afe795b4d, 0xdc29e5bf97a82405, 0x9db0f0c698b760ab,
        ],
    ],
    // 173 G
    [
        [
            0x656431a1039c14cb, 0x46a39e9e0ce8a0cf, 0x454133e940692a9f,
        ],
        [
            0x2025f8d569871954, 0x31b99e1af3bb2839, 0x92632e33dc1fafe7,
        ],
    ],
    // 175 G
    [
        [
            0x57a8408656db34d6, 0xc66336c01aa1eb61, 0x9519b37b23693983,
        ],
        [
            0x30fe3ef8b8d2dce9, 0xab522ca6d35439f5, 0x5e30fe9a9682d259,
        ],
    ],
    // 177 G
    [
        [
            0x8f6efb8e80945d10, 0xea62ace47d4ce3d3, 0x4aa53e61125b495f,
        ],
        [
            0x780f3369fccea55a, 0x8e71342937c73b0e, 0x5001b4ab5b1f3256,
        ],
    ],
    // 179 G
    [
        [
            0x875a8f817c111c76, 0xe68dcb0548670f1e, 0x078aa61f669392a1,
        ],
        [
            0xb88d10f6167d930c, 0xe33b2344ec9c94c6, 0x5d8aeabfa541c0cd,
        ],
    ],
    // 181 G
    [
        [
            0x9450f1382a199db4, 0xd336fb727a951229, 0xff8589a0de0bebf5,
        ],
        [
            0x88c9252bbf256b3b, 0x86d5fe0111446d66, 0x6b097d163f9c1ec6,
        ],
    ],
    // 183 G
    [
        [
            0xdc387e8f49eda0e5, 0xc6dbe52d1ddb152d, 0xe84a9e34a452549c,
        ],
        [
            0x2c44670419a1cf0d, 0x856b457c0deb9e10, 0xd9a22276d5d28ce3,
        ],
    ],
    // 185 G
    [
        [
            0x49834953240d50fb, 0x0d87a99717786552, 0x3db7756b4fba295a,
        ],
        [
            0xa8c0fb97b19e33fa, 0x82e0309a35df187b, 0x45d991c02e3ddb7b,
        ],
    ],
    // 187 G
    [
        [
            0x0f252c7b4d4a38cc, 0x40960c71dcf21dfa, 0x0204f04e784b72df,
        ],
        [
            0x4b31a62e412ab8d9, 0x57c259555d10b13b, 0xc91089b943e1bc1e,
        ],
    ],
    // 189 G
    [
        [
            0xaafa3ec193818cd0, 0x890753d07200f8f4, 0x7c1906e421cec24e,
        ],
        [
            0xde081a6a8fff17d7, 0xc02374181307f8d4, 0xaa4c815e6f3a7de1,
        ],
    ],
    // 191 G
    [
        [
            0x74aaa4c7dec71dc5, 0x2d3120129c88bcfa, 0xfd0486139a0a1ac6,
        ],
        [
            0x4a98afad47f5f803, 0x17f44113ce844632, 0x16093dd85a7690f1,
        ],
    ],
    // 193 G
    [
        [
            0x61203584ff9dd8d2, 0x7567faba65d0e4c3, 0x6b207485f5b700ec,
        ],
        [
            0x3f5c538eeff9df56, 0xb42dc59d30ca4389, 0x68d241739f5cba44,
        ],
    ],
    // 195 G
    [
        [
            0xa6962c701f10a077, 0xc70cc48363bd67e2, 0x74a784601c5548dc,
        ],
        [
            0x68f4cb4cfffb7053, 0x5a3a056200b0f9c8, 0x1bd2782b914b178d,
        ],
    ],
    // 197 G
    [
        [
            0x033a9f596f828ac9, 0x6f0ff54bc40833ac, 0xf7bf1954d347ac2c,
        ],
        [
            0xb0fe8126570840b4, 0x5dd2224163537725, 0x8667d4fb325fd27d,
        ],
    ],
    // 199 G
    [
        [
            0x6592af937a792bba, 0x19c229e569396fb4, 0xc4a7d4688b9fbecd,
        ],
        [
            0x65891604be61c4a0, 0x6738470fd0a78910, 0xe3bf2c3c472897f7,
        ],
    ],
    // 201 G
    [
        [
            0x90161171db60aad1, 0x2488fc18350c5e67, 0x25b1f1604d7ab1e2,
        ],
        [
            0x0e9a24007e86e9a3, 0x9673a0e986f44a33, 0xf22528e694fa4c11,
        ],
    ],
    // 203 G
    [
        [
            0x1306c1d4a3c7cefd, 0x3224fc12c2147a7f, 0x3968b0647142b085,
        ],
        [
            0xa2067b6b43fd65a4, 0x89dacf2031e71ab4, 0x67005b972b7faae7,
        ],
    ],
    // 205 G
    [
        [
            0xeab45f71f5222f2b, 0x53f6aecdacb2e58e, 0x21c06d6938dfa42d,
        ],
        [
            0x754e4f1f3ad40b6b, 0x2befffa73cc42eac, 0xa43b5859f7a29003,
        ],
    ],
    // 207 G
    [
        [
            0x03216725775e6a9b, 0x8f27ca714ad03e02, 0x22901811e687e581,
        ],
        [
            0xedf4406ff44c2c50, 0x2715a3301bbc0b60, 0x42c96d39a2c9b89a,
        ],
    ],
    // 209 G
    [
        [
            0x278142a8b8a759c7, 0xef9b07e16e1ae9fb, 0x51b790746973251d,
        ],
        [
            0x1f4d5e3cbf2a4576, 0xdb5b2c1951fa59e1, 0x99c3022795a5cf54,
        ],
    ],
    // 211 G
    [
        [
            0x1f00042120ce918d, 0x3687fcd4f5d97bef, 0xcb86b92e7ea6ad3a,
        ],
        [
            0xc92a0efd3a46c67c, 0x2fad2c1491f3c676, 0xd2919fe318d9e7e5,
        ],
    ],
    // 213 G
    [
        [
            0xeb07756a2f86c8f1, 0xd30cf86ce7901e14, 0x636c3046c58ecfe0,
        ],
        [
            0x0b744daeeb856f0b, 0x4b849fbb9e6b982d, 0xa8356e5dce16aa77,
        ],
    ],
    // 215 G
    [
        [
            0x8d712898c0e938fe, 0x75574535d5cc2253, 0x767c9d88d780b3c3,
        ],
        [
            0xcd5ff884876759c6, 0x964099ae930d972c, 0x608625fe6be55437,
        ],
    ],
    // 217 G
    [
        [
            0xae33620c4b334827, 0xea1648823b7e21fc, 0xa2717e4d66ec4797,
        ],
        [
            0x9df1c1aebcbcffbe, 0x802b18936528f4b1, 0x8b145c2861082c51,
        ],
    ],
    // 219 G
    [
        [
            0x58ea9784d14dc821, 0x439d8f8c2b6a426d, 0x6b7752a156a1afe6,
        ],
        [
            0xe2c67ec609221d22, 0x2e934421dd76c68a, 0xaafe2365d8de3136,
        ],
    ],
    // 221 G
    [
        [
            0xf4a26dd9103024d6, 0xf0669b3b24a5e6f3, 0x4ba7618af2f9f3b1,
        ],
        [
            0xd90eb2f0b84a4398, 0xb122391533e9982e, 0x11f5ce739e6ec253,
        ],
    ],
    // 223 G
    [
        [
            0x84ffee18573da878, 0x7252d0e8082cc6d2, 0xcfaa161ca31378e0,
        ],
        [
            0x54fbebf4adaabb6e, 0x5db04b7c9dccad21, 0x6d0bceed94838ff0,
        ],
    ],
    // 225 G
    [
        [
            0xb5ca8ce47b42a972, 0x64b8be7a5721f72a, 0xd0a15de34766163d,
        ],
        [
            0xec007ef25ea01194, 0xf0b1a40505211061, 0x42e7ab1c6e0f5e81,
        ],
    ],
    // 227 G
    [
        [
            0x6f4c7308c035ced9, 0xab14a273134fcf18, 0x08dbf2f02f38db47,
        ],
        [
            0x4338721380297856, 0xd2766cfa2bb31a55, 0x194ea22536a01f28,
        ],
    ],
    // 229 G
    [
        [
            0xff5592ea6928f0fa, 0x4abf5431886b29ea, 0xe527e667fbb751bd,
        ],
        [
            0x532527de469b872c, 0x61a93b34f266fc54, 0xb0769a6f5d75924d,
        ],
    ],
    // 231 G
    [
        [
            0x8eee344a53b7ddba, 0x4f1eced1efa75309, 0x3a5d079a2ecccfe0,
        ],
        [
            0xc6da4810f75b4024, 0x34edfddf10f86ef2, 0x17e0340917a992cd,
        ],
    ],
    // 233 G
    [
        [
            0x0f49c12dce2db05c, 0xe13f9a6ef711f8d3, 0xe1450dd2a7519e0d,
        ],
        [
            0x24bedce19d66268f, 0x657940958751ab98, 0x8a128814a48b10ed,
        ],
    ],
    // 235 G
    [
        [
            0xb5a78a9ba38b44ec, 0x8cf543fa5d976527, 0xdc16f5125780f052,
        ],
        [
            0x40a8033278137027, 0xcc569248a45fa54c, 0xa19921c82039df3a,
        ],
    ],
    // 237 G
    [
        [
            0x2625ebce48e9368e, 0x438820298e692a68, 0x8051a63fd4b48c1b,
        ],
        [
            0xf54957be8a0fd04a, 0x68eb7d0a422f8b90, 0x6f5f9728ff66814c,
        ],
    ],
    // 239 G
    [
        [
            0x91e373e62a8fe0a0, 0xafce3a70293f8b88, 0x5273e37263683424,
        ],
        [
            0xb637de943a049fe0, 0x90616b4c5027cf9c, 0x1dd32692f2bee8ff,
        ],
    ],
    // 241 G
    [
        [
            0xcf27eda649a86205, 0xc74ffa12e10fc0ac, 0x2ede383237fc71a9,
        ],
        [
            0xdc0a1b4e662ee80e, 0xef4a71ea214d9087, 0x45defa625bc6f9d9,
        ],
    ],
    // 243 G
    [
        [
            0xaaf0d73aba0b6d78, 0x1f66b78a6839f3e8, 0x908a0ce774fc5c19,
        ],
        [
            0xceedb998bfcfe697, 0x5c2f1d59f1a2bdc6, 0xf4ba9ae8e7e2925e,
        ],
    ],
    // 245 G
    [
        [
            0xc6f76f01db24fe25, 0x8af0191658c06f14, 0x8c38ca9bea04ebde,
        ],
        [
            0x451c4f31ca2a4e09, 0x6332f1b2dc26d437, 0xdc949ce3e0956231,
        ],
    ],
    // 247 G
    [
        [
            0xb942422d770119c9, 0xb378733759217e64, 0xf8c1c8449688644b,
        ],
        [
            0x3fa044ff9cb0ba8a, 0xffeca7f72362b9e5, 0x2134f721d94f31f6,
        ],
    ],
    // 249 G
    [
        [
            0x39e87e5e874d384f, 0x112b185f4aead2f9, 0x7d505709a9bc4421,
        ],
        [
            0x640619c69459cd5d, 0x1780dd71471430a2, 0x878c21ca018eca2d,
        ],
    ],
    // 251 G
    [
        [
            0x48bf2406cbfe2c54, 0x94cfb39abef918cc, 0x9979ecdd7befe303,
        ],
        [
            0x0876a80d0d1c4f85, 0x28ec5a0cf0028c77, 0xd57c1bf128c5531f,
        ],
    ],
    // 253 G
    [
        [
            0xe00cb345113576e9, 0x134be4c065a30ef1, 0x95e47aa61378b279,
        ],
        [
            0x52e315302c3274a5, 0xa370e319c14ab44e, 0xdbc00638e36537ee,
        ],
    ],
    // 255 G
    [
        [
            0xd4808ccadbeb586c, 0x19cefd592535eed1, 0x852e7719ea1f5a2b,
        ],
        [
            0x7233b4c57540bad5, 0x616e2dbf5cb85eb6, 0xda50bf9c78ef1af1,
        ],
    ],
    // 257 G
    [
        [
            0x2cf892273addb353, 0x3bef5d478d16907d, 0x59ec55bf1bff8df9,
        ],
        [
            0xe5781e95e574cc2e, 0x00c2a2dfa9f7b746, 0x83e8898175c48aad,
        ],
    ],
    // 259 G
    [
        [
            0x9a70717b7a32fb61, 0x3159e0092d9d5d04, 0x2405695d8591df36,
        ],
        [
            0x63ac74636b7f30ed, 0xc4fef234ac8bc7ed, 0x910fa2e52b0c1bc2,
        ],
    ],
    // 261 G
    [
        [
            0xd55f7ced70c365fa, 0xffea1e52a522850e, 0x3c09593ebe7d2d0d,
        ],
        [
            0x7b61963083ec3645, 0x14e9534fd0cd8b29, 0x9c58a6b0c160da0d,
        ],
    ],
    // 263 G
    [
        [
            0xd783f15c34d0b01b, 0xea1f4b918a1cb9a7, 0xb6e4c29faba96042,
        ],
        [
            0x9f1b70ac34ac1af4, 0x795357dea883785e, 0x7c9eb54230236976,
        ],
    ],
    // 265 G
    [
        [
            0x678f6c7aef55c553, 0x48c6c0d2140e272b, 0xec7d623291a9c913,
        ],
        [
            0x1e578fd875e9a9dc, 0xe18c879bae032158, 0x51a5c196cfbe0eac,
        ],
    ],
    // 267 G
    [
        [
            0x6f96b269b2eefe15, 0x01d5d289954de658, 0x2de180b4cf7b2175,
        ],
        [
            0xc7a6309b3044978e, 0xdc17ccaca85ab238, 0x2027ac9a04598486,
        ],
    ],
    // 269 G
    [
        [
            0xc01d39087f5769ff, 0x01c5d40574197374, 0xf3ef015ff4faa69e,
        ],
        [
            0x8f8051b134bb167d, 0x3f717ebabdd6996e, 0x1dff9e4cb915eb14,
        ],
    ],
    // 271 G
    [
        [
            0x18e21d820cef1bf7, 0x397f3b60200df568, 0x8f9c7ea7484f3c07,
        ],
        [
            0xff152712f01753fc, 0x1e2dd7a53d24fd86, 0xb792886d8886b14b,
        ],
    ],
    // 273 G
    [
        [
            0x70d1fd655f261b88, 0x7bb1ce4aaf0714a5, 0xc1dadd9b25773ab4,
        ],
        [
            0xa527757a50d0ac9a, 0x1402a2cc61ff3e99, 0xb4d0ff49ab27d827,
        ],
    ],
    // 275 G
    [
        [
            0x93ec86d32ffb6bcb, 0x81f7b1f86cffce38, 0xbff59f9dae272a0e,
        ],
        [
            0xbc073ac2d15ca871, 0x3b7cc7265b106a92, 0x018aa5b39eb4cd54,
        ],
    ],
    // 277 G
    [
        [
            0x906c298cf7f2206f, 0x5b3426412a4f15d6, 0x20a7f49d65a8d2dd,
        ],
        [
            0x53dcd80774cdbfd2, 0x505c261f5db2e3c1, 0xb9bbda13218ae26e,
        ],
    ],
    // 279 G
    [
        [
            0x19b92a69731d950b, 0xfe2e6d1dc0e95bc8, 0x219f87d4d56b7354,
        ],
        [
            0xdde3799aba10237b, 0xa3f508e1d69fedcf, 0x5a77351aa559f887,
        ],
    ],
    // 281 G
    [
        [
            0x97125742a13e0e5d, 0x39e4f19fb3b35b4c, 0x1472a8ae092f4dec,
        ],
        [
            0xe099fefe5eb247e8, 0xf945d43b343c4be7, 0x92488dd96b28df3c,
        ],
    ],
    // 283 G
    [
        [
            0x65f0f891356fff50, 0x3c4c7bf4afe25d15, 0xe3140f64d9f6a2ce,
        ],
        [
            0x492179f9f776ca64, 0xba79e1915c5f5ca5, 0xf9127c40fdef9be9,
        ],
    ],
    // 285 G
    [
        [
            0xd532fda2c39bf5cb, 0x1988c21082228325, 0x53d2d9b7868eb1ee,
        ],
        [
            0xca8bdd3739b7030b, 0x385683a84f848c18, 0x57caa6c49af60a58,
        ],
    ],
    // 287 G
    [
        [
            0xd40a3807b7bea11f, 0x87e1302deff95bd4, 0x099bde9c9cbf2874,
        ],
        [
            0x8582f323a10f049b, 0xf4ed3f2db95a1c12, 0x52b005c4e15dcc49,
        ],
    ],
    // 289 G
    [
        [
            0x0980368bb0ec4d5f, 0xebca607f66623c7a, 0xeb50fb69a9ab9c97,
        ],
        [
            0x58bc08bfae68fac0, 0x60ea9ea2ee8d0aa1, 0x2c96e090ec13760f,
        ],
    ],
    // 291 G
    [
        [
            0xba00ead7ea2afb1a, 0x021dbc54e8c6d9a2, 0x093203814b41b765,
        ],
        [
            0x58415e3ffc3d0bcf, 0xe8a35ed99ecf090b, 0xe9cb4c0826cc9f67,
        ],
    ],
    // 293 G
    [
        [
            0x30be42508c969fb0, 0x539dca09527464df, 0xa94c79c858e7cfd7,
        ],
        [
            0x6d6d9b3fd1057f0b, 0x5227822b473508b7, 0x8110737b3a7caad2,
        ],
    ],
    // 295 G
    [
        [
            0xea3e1a5a6c696bd7, 0xfc2f0ad8083fb37d, 0xa0330703536b3f45,
        ],
        [
            0x64014810e95a765f, 0xf925167143394dd8, 0xa1ff89fedce5e247,
        ],
    ],
    // 297 G
    [
        [
            0x94c9d816548bffb1, 0x49bd56f5726874e3, 0x2cda68387516471a,
        ],
        [
            0xc4ef9559e2fac128, 0xfef1901c4fe4bb61, 0x8f90cea69bf1a5b1,
        ],
    ],
    // 299 G
    [
        [
            0x6cc47d58dd2ec8ad, 0x2ab9091cd66e08e9, 0x23273d072d50af6e,
        ],
        [
            0x51e6728208e03716, 0xc31ab255558e412d, 0x90bfa4945c34645b,
        ],
    ],
    // 301 G
    [
        [
            0xa32a82d55b2355fc, 0x086da1b62ef639ad, 0xf3b00919e2f69c2f,
        ],
        [
            0x1aa8b4feb43a970a, 0x7f9c13d6c58fd661, 0x479dac55f6180b09,
        ],
    ],
    // 303 G
    [
        [
            0xc6d9397a39a4f0d7, 0x6d745e57a14806fe, 0x53fe80213d6c5389,
        ],
        [
            0x9e493507a4c4bfd2, 0xf7a7c3b86c667a49, 0x3ada15f2efa105e5,
        ],
    ],
    // 305 G
    [
        [
            0x599074b96dbe2b50, 0x3722d3342b0782ac, 0x2be04ff6ffd7a73e,
        ],
        [
            0x53c83c77f22a4a0c, 0x60132c30b12ef635, 0x480bc08c3f5cf81f,
        ],
    ],
    // 307 G
    [
        [
            0x7b92dff9efdf6ee3, 0x5a77e0609e51599d, 0x8b886a2849e9c266,
        ],
        [
            0x21d55e9a6a311ff3, 0xf125a370b1981675, 0x690bf525570337a8,
        ],
    ],
    // 309 G
    [
        [
            0x961200756670e002, 0x2cc39c4014a94e7b, 0x40c1fc70928a8af3,
        ],
        [
            0xf632a868e97906d3, 0xccf6510b8ce3aad1, 0xec8b6085c48f1f1a,
        ],
    ],
    // 311 G
    [
        [
            0x8d073e05b1019d78, 0xfae39cea613ee0e4, 0xa95f8e4a613386a6,
        ],
        [
            0x35bf98a97c336b5c, 0x7c88621caa1292a6, 0x9a5de2ead5064460,
        ],
    ],
    // 313 G
    [
        [
            0x6d63ccee867bf4c5, 0xf2826a9959dc978a, 0xac883e2312dd7a93,
        ],
        [
            0xf5c8662fab68d8a3, 0x9fc5f971f0dced38, 0xe2c3589467a8617b,
        ],
    ],
    // 315 G
    [
        [
            0x04c83c0dacda74d1, 0x8cf668afd3ac81dc, 0xcbb3eea5db305cf4,
        ],
        [
            0x226f2ec02f3ba105, 0x2bae55297ac82730, 0x3f2ed747d3882655,
        ],
    ],
    // 317 G
    [
        [
            0xb3d8d889ac2e3854, 0xa24c4fb3633527d8, 0xd2ee6ec04fbb7257,
        ],
        [
            0x93b877de0b1022df, 0x0440ac78bf26f3a4, 0xa015590e3c5dcbf0,
        ],
    ],
    // 319 G
    [
        [
            0x22f49643b7747204, 0xdccd30be366fe194, 0xf43abc4b629ded3b,
        ],
        [
            0xc6dc08da63d0d95a, 0x58bc259f83df1034, 0x4d38654d7581c857,
        ],
    ],
    // 321 G
    [
        [
            0xb83826a64be8f897, 0x42bec80c9a3b4442, 0xfad9034da7165eef,
        ],
        [
            0x3fdda2e8d59d53d5, 0x93c5b097aea51ede, 0x83c12367d37c5c9a,
        ],
    ],
    // 323 G
    [
        [
            0xb2c064506a3d430d, 0x70c1b046e2988b81, 0x8dc62690f19e0645,
        ],
        [
            0x8bfe9215e133b6e3, 0xddb87e5fb74f7b6c, 0xe63584a580744f3c,
        ],
    ],
    // 325 G
    [
        [
            0xbb19e88f746d60a1, 0xd7b86063b80f2bce, 0x9ef5976e55212df6,
        ],
        [
            0x89d5bad8a70c1ebb, 0x6e04d37d1810bad2, 0x6a20ba05d02af5ec,
        ],
    ],
    // 327 G
    [
        [
            0xef5a05f5473b437f, 0x443c1dc68ac79193, 0xa980525809cd754e,
        ],
        [
            0x38ff661e67a6998d, 0x2a9655b2c9af6d26, 0x358eaecfce9f7c98,
        ],
    ],
    // 329 G
    [
        [
            0xb75f1582d66ed1b1, 0x3cdab847a71f096a, 0x129bc2299d2ef9f6,
        ],
        [
            0x0ac7e76987c7c303, 0x4042e34c3ed5e9e6, 0x75f47140e611d3bd,
        ],
    ],
    // 331 G
    [
        [
            0x8110c3b0d67bc1d6, 0x4d130ece12c44598, 0xaf4474b6b53efa7f,
        ],
        [
            0x8fbe9fcefa0f2dbd, 0x8010a61b4ee44b78, 0x107fbe402bab3afc,
        ],
    ],
    // 333 G
    [
        [
            0x1426eb64fa9d3d2c, 0x5779fac34ae0f33e, 0x7e4e755d0d3ee4ff,
        ],
        [
            0xde92317a714f60d3, 0x64cee2ca52d3e6af, 0x6eee61138e87c65b,
        ],
    ],
    // 335 G
    [
        [
            0x27fc1ddf4d9e1d5d, 0x6baddb095f63d74d, 0x567da59c54afb34f,
        ],
        [
            0x2a0b4b765a8e6855, 0xedbd8b750dfef5ea, 0xeb13ce0ccfd29c21,
        ],
    ],
    // 337 G
    [
        [
            0xdfdb9c9fd723f85f, 0xb505ace8c3ce2ca2, 0x00f9c181105d01a2,
        ],
        [
            0x5421e2c3cf731271, 0x644e9abb31cc5995, 0x29503774452e6a6c,
        ],
    ],
    // 339 G
    [
        [
            0x6c876d3b6304228c, 0x46a40fa57f0b0625, 0xcb8b1423b036ed54,
        ],
        [
            0x4306b5b3269533c5, 0x061133c2f0ed7e9c, 0xd03f7f078e8141e2,
        ],
    ],
    // 341 G
    [
        [
            0x822d75bb5466d91e, 0x30286ad1cb2d8b10, 0x9e037dd7937c6304,
        ],
        [
            0xf800dec219eee019, 0x49d2ca21f9cab675, 0x4661305ec52f91e5,
        ],
    ],
    // 343 G
    [
        [
            0x94d93a15b37ed738, 0x28bd82375e104708, 0x04371fac7919ae63,
        ],
        [
            0xa46bf90c87ce1f7d, 0x468570645bf3d35b, 0x68ef693411c4a5b0,
        ],
    ],
    // 345 G
    [
        [
            0xcfc3f4a5af55b374, 0x73ad6aa39d5e1985, 0x0b8f7930027b7c1e,
        ],
        [
            0x6527848c11c5cc48, 0x67c48f28efaec365, 0xccafe7b21cc0f0b2,
        ],
    ],
    // 347 G
    [
        [
            0x3a3afcc6220d6e61, 0x35e13512d6b832e4, 0xc8dc401c85ac206e,
        ],
        [
            0x84871b2e48c1a381, 0x8f2021c5b97167ca, 0x920122d2f9256648,
        ],
    ],
    // 349 G
    [
        [
            0xee4ccf37d32e6075, 0x52c300a69b1d4abe, 0x556740715bacb4f9,
        ],
        [
            0xdf1d0422332f748d, 0xbbcabaee153e8044, 0xf8a7fd15209039c1,
        ],
    ],
    // 351 G
    [
        [
            0x5f343472e109e0c0, 0xbe90613ce7fc77a4, 0x52fe7e76a58d468e,
        ],
        [
            0x9d51c92bf1071f0a, 0x2564b9be40a7876b, 0x9ec676cc1fc5bab4,
        ],
    ],
    // 353 G
    [
        [
            0xe77bf0c0b10f450f, 0xc9ce89597e8edecb, 0x722037561c996e12,
        ],
        [
            0x29d6e8c31ac1a11e, 0x2c15b5391975f990, 0x99ce0a40452be572,
        ],
    ],
    // 355 G
    [
        [
            0x860c3db57a059252, 0x93aea2e28825828e, 0x4cf27ee1ab74131b,
        ],
        [
            0xa90be3880c30c3c8, 0xd934082949123ef1, 0xaefb5501416b077b,
        ],
    ],
    // 357 G
    [
        [
            0x7d75cc91bd9b824d, 0xaf684f5a2f3d3966, 0x306f168a1395c032,
        ],
        [
            0x6d8f651ae6cb2773, 0x2921f260f97bd369, 0x354c8ec51eca22c8,
        ],
    ],
    // 359 G
    [
        [
            0xcd8216ccb83c5ded, 0x42ed250038d705d4, 0x57277b29dbf6202e,
        ],
        [
            0x2f2a23f6a4d1ad78, 0x80b3d0b6885f57ea, 0x19ceeead65a51464,
        ],
    ],
    // 361 G
    [
        [
            0xeaedbe0583551d2a, 0x3a7ca9378f7e506d, 0xde04d1e0ca8a43c8,
        ],
        [
            0x50240286631cfc61, 0x6cc8daad4a1cacc5, 0xb0dc28bd844acd0c,
        ],
    ],
    // 363 G
    [
        [
            0x5ae80ac472930e83, 0xc829c0f67813d0fc, 0x07b7264713e5796d,
        ],
        [
            0x250d086d4ececb47, 0x4a568f136c6eb0bc, 0x46bc7b109bbb8ac8,
        ],
    ],
    // 365 G
    [
        [
            0x162281ab51430de9, 0x81d1e7484de24555, 0x0c23b18a8c18712c,
        ],
        [
            0x82f4875786677520, 0x1d77542a549138d8, 0x8f1d37724c830d39,
        ],
    ],
    // 367 G
    [
        [
            0x55ddf4855f1b7852, 0xf7c3c4be2732d5f8, 0xf7dccc8740175c21,
        ],
        [
            0xa90d17fb28ff156f, 0x208acf59af9afb14, 0x612e54fe3343f331,
        ],
    ],
    // 369 G
    [
        [
            0x2a27902031f9ac85, 0x800d4a7a11bf4fc4, 0x335f2e28dc89ec5f,
        ],
        [
            0x7285003feaa854bc, 0x6763eaadd4bd9976, 0x87534a61a506e25e,
        ],
    ],
    // 371 G
    [
        [
            0x79a95175ae14a7b0, 0x3c633265ce8217d1, 0x9d6c00d6f3cab89f,
        ],
        [
            0x4b4cdb2e8632a7d0, 0xf1c94948cbfb7f2c, 0x8a9e4cbfd52a8531,
        ],
    ],
    // 373 G
    [
        [
            0xc4afdea24199b00d, 0x2f47f296220b0631, 0x731497a83faac78d,
        ],
        [
            0x0e82f86bce99230e, 0xdf57382aecd78bb0, 0xf56c34666f33c8eb,
        ],
    ],
    // 375 G
    [
        [
            0xb360daf92b7b22c9, 0x17185e3fcf761624, 0x9faf51dec8c6a1cb,
        ],
        [
            0x1e679b213b47724e, 0x066e04d86e137a5c, 0x3e68c9765aa0a8f7,
        ],
    ],
    // 377 G
    [
        [
            0xc42ea3ca7bddebd9, 0x3c7beb47e1720b2e, 0x7235819f031cadb4,
        ],
        [
            0x40716cfaf098af61, 0xec26be809b7e8ce6, 0x8362542ad09495f6,
        ],
    ],
    // 379 G
    [
        [
            0xa041ade1da237f19, 0x9364c2243cfc537d, 0xb81be81eb818714f,
        ],
        [
            0x5cc06fee1def9c85, 0x49900c25a3a071c5, 0xb86411ef09d323fb,
        ],
    ],
    // 381 G
    [
        [
            0x8582a162b30b828f, 0x57c166f650776738, 0xb6e341f1e5472653,
        ],
        [
            0x203f217fc6e04a58, 0x1efadc8a085621df, 0x4fa4c5738abb0fcc,
        ],
    ],
    // 383 G
    [
        [
            0x41da6cab93654dea, 0xec911ab05a159e12, 0xccef1fbe7fc5ca3d,
        ],
        [
            0xeb440de29c3960dd, 0xbc285fd4c0dbcc50, 0xc544d0c2dce93cf1,
        ],
    ],
    // 385 G
    [
        [
            0x63b2a4fc31543585, 0xa01af5d7fb6e3fb7, 0x526f97afe48478f3,
        ],
        [
            0x4294132a0e70d664, 0x37b3e5763d8a6cda, 0xa20f41a4782b6c25,
        ],
    ],
    // 387 G
    [
        [
            0x14abdce0b76f6218, 0xf8a52d3cc990ef05, 0xca66b21d52810846,
        ],
        [
            0xf3a683956e33a968, 0x4627969d013c6da1, 0x9900817683dcdf8d,
        ],
    ],
    // 389 G
    [
        [
            0xdb1a9d94df689b78, 0x6b5d42f1057d1e50, 0xc9cebe994c980873,
        ],
        [
            0x70668a54748b8c2a, 0x30efc205619b8569, 0xc25cf1f196353075,
        ],
    ],
    // 391 G
    [
        [
            0x02ed0742e265e2dd, 0xa57e540979f27947, 0x95e6319185e3691b,
        ],
        [
            0x65e969b6f90a7508, 0x0d0188201835dc05, 0xd4d5d4ee098546a1,
        ],
    ],
    // 393 G
    [
        [
            0xaa52ee438259bfa7, 0xa4bb40b2424f8379, 0xe19f67b3ef692e4b,
        ],
        [
            0x34811bbbd0f1e17b, 0x20df19ba4a9cc192, 0x74c210d1c843abc7,
        ],
    ],
    // 395 G
    [
        [
            0x6d14945ea51e5eaa, 0xecd078fde520934d, 0xc7792f269fa26d77,
        ],
        [
            0x383cdf2636aa6f53, 0xf89f188d8f713b3a, 0x4564e386df0f8d90,
        ],
    ],
    // 397 G
    [
        [
            0x63a8b80920930967, 0x92e89458a85d3412, 0xf2b2177d798655f6,
        ],
        [
            0x2f789b6720c2e073, 0x19355f9716d82943, 0x425b1b6799595575,
        ],
    ],
    // 399 G
    [
        [
            0xdce979dec380909c, 0x1101bc78175b613e, 0xbb9618c241b8f847,
        ],
        [
            0x0c6e0fa32fac64c0, 0x55c7a101082ec2b9, 0xcbb22a59a93998d6,
        ],
    ],
    // 401 G
    [
        [
            0x79d48a6ea74ab555, 0x7eaf5a4ce34ecda2, 0x9775bb1617da913a,
        ],
        [
            0x5f7776e297ff8e9d, 0x0e8269313ae43a9b, 0xbce61dee4678cf24,
        ],
    ],
    // 403 G
    [
        [
            0xfe7163585f3a23bc, 0x5bf67f986673222e, 0x4734dd663e5f612c,
        ],
        [
            0x75a3b5e9576d25de, 0xe2868ccfc33b7895, 0xb314a229a230d5f3,
        ],
    ],
    // 405 G
    [
        [
            0xbb9b8ef28c1e7a5f, 0x26a67098b501dbb1, 0x38550462944fdf86,
        ],
        [
            0xbc0d47eb3fee88f6, 0x19443d846c1be74e, 0x04cdf188160ca91c,
        ],
    ],
    // 407 G
    [
        [
            0x45eb2a0f220d901e, 0xca24bb3a67ee092d, 0x0f2dceb3a720604b,
        ],
        [
            0x042fe3f0b71eb8e8, 0xc31d3844dbc582ad, 0x92daed41853529ae,
        ],
    ],
    // 409 G
    [
        [
            0x7c72ffc6c86437f4, 0x77733bb902c0ef01, 0xb6b7eaa9dda543f4,
        ],
        [
            0x37a0b7ae14a36475, 0xbe7c543dc1234040, 0xca47d924159a7bc6,
        ],
    ],
    // 411 G
    [
        [
            0x594c719edbe682d5, 0x02d597194813f281, 0xea3710c07a27be22,
        ],
        [
            0xf3d7c354d9d4322f, 0x55668eaa49cb4c9b, 0x48dae1ae0c788d97,
        ],
    ],
    // 413 G
    [
        [
            0xef4dd87ee49784bb, 0xcda60793d14864ee, 0xd21b4e076af26adc,
        ],
        [
            0x5a2896bf48b911d7, 0x97267d09ffad998a, 0x35f1fae1be36d5be,
        ],
    ],
    // 415 G
    [
        [
            0x95f3ff32204a0af3, 0xebf4c52635f93605, 0x972480f62bf98ca1,
        ],
        [
            0xdc15e0a5b0a8179f, 0x376e9f0caa4365ee, 0x7d8b08524b38f257,
        ],
    ],
    // 417 G
    [
        [
            0xd8aa152924046be0, 0x9110e627e9d0fcd9, 0x685c4749b388a8d3,
        ],
        [
            0x3c8c4769347d79af, 0xf63f4fcc4ba1c7d6, 0x1f482f692152d819,
        ],
    ],
    // 419 G
    [
        [
            0xbacc8409fdc52cde, 0xee4cca22c8080d13, 0xa61d1f0993588b13,
        ],
        [
            0x743a2c1a31e13656, 0xff568ce8fe5618ba, 0xb4f11d62f11bc29e,
        ],
    ],
    // 421 G
    [
        [
            0x989d716f41c9dfac, 0x92fffe1c1d2d8ec2, 0xb32c1f46d8e0cde2,
        ],
        [
            0xd028a527a4cd7837, 0x5ee6e178ecfae56f, 0xaa99d1f78c5e7df8,
        ],
    ],
    // 423 G
    [
        [
            0x4779ebbaacdb899d, 0x1fae528f15d0d343, 0x7d5a4692f881efc0,
        ],
        [
            0xee24429a53f9efaf, 0x920dfc03416f32eb, 0xf0358a7d289ce9b5,
        ],
    ],
    // 425 G
    [
        [
            0x0793b227b0b88293, 0xc2119d1ded9309bf, 0x2d5c7fe3569b2bdb,
        ],
        [
            0x8dafd9bfd1080b8f, 0x893c9722639e8215, 0xc0c162fe48c1b06c,
        ],
    ],
    // 427 G
    [
        [
            0x7370c1d11dda167f, 0x7c985093906bafb6, 0x72aad922b8dc3767,
        ],
        [
            0x1554f93d010acbc3, 0xa6a3bcdb225deb27, 0xc5d8ad88e2452b46,
        ],
    ],
    // 429 G
    [
        [
            0x202970790eff60b3, 0xdfb15b85fece5dc0, 0x07a5ef07d226b586,
        ],
        [
            0x1c45b1f3031ccfe7, 0xe814737c06970de2, 0xb7c0156e078fe323,
        ],
    ],
    // 431 G
    [
        [
            0x4e8f4ed0d8973dab, 0x90c180e8da5fe2bf, 0x9d113d464f7bec13,
        ],
        [
            0xf1c3a82a4a1679a2, 0x3799fe8faac96928, 0x8bad47f9846c3ae2,
        ],
    ],
    // 433 G
    [
        [
            0x8f24ae0db69e09e1, 0x762eeafc5cc87392, 0x8a3c3e6715097a93,
        ],
        [
            0xaece6162259e7c33, 0x3de0050f56d345eb, 0xd8db10883312b1af,
        ],
    ],
    // 435 G
    [
        [
            0x11f79dcfe08156d3, 0x162a014906de46e1, 0x2481ba5ba2cf7057,
        ],
        [
            0x832f2515237c35fe, 0xbb4deab0f38cf6cb, 0xd9b30b2e55c2ee9d,
        ],
    ],
    // 437 G
    [
        [
            0x765c59e3c557570d, 0x035eae64250c17d0, 0xf5a07fc25faca806,
        ],
        [
            0x3423381cb452474a, 0x8c494b7e69ce0318, 0x246c617350c7d6d1,
        ],
    ],
    // 439 G
    [
        [
            0xaab9f5f55f7b9c99, 0xcda5b656ba6f3ae2, 0x32d8bff69f68b50d,
        ],
        [
            0xcc31915de5b2b548, 0x7e6b4a869e709937, 0x1a236eea109d0bcf,
        ],
    ],
    // 441 G
    [
        [
            0x140293fdcc56294d, 0x5173d01962f11520, 0x3ae27a0881f28256,
        ],
        [
            0x5530c2f313771804, 0x72e9812af69aa04e, 0x9acf1b959b575d89,
        ],
    ],
    // 443 G
    [
        [
            0x046b7c7ddf20a16d, 0xe60efc73944c5c07, 0xe24b3ae31870af3d,
        ],
        [
            0x7ae3de8e4d73cafc, 0x56d437226a97c38b, 0x01f85efe51e15633,
        ],
    ],
    // 445 G
    [
        [
            0x5379550b0dbf1e58, 0xa6770ef887f803fb, 0x4cf3d103d71ba5ff,
        ],
        [
            0x9e628d12e17bd2ae, 0xd50ede4c87695e22, 0x8d694ad2d96bd420,
        ],
    ],
    // 447 G
    [
        [
            0xa590bc8ae77bd38c, 0x5e0e13177b9bbd8c, 0x9faa69a28defdcdc,
        ],
        [
            0xbe65b9d9eb8f9d72, 0x63b210af8867b953, 0x9d2061140cdd59ac,
        ],
    ],
    // 449 G
    [
        [
            0xe6088c1a600ac83d, 0x4ef10c83daac38c2, 0x770ddd0f0b997d6c,
        ],
        [
            0xd083480444db2e1f, 0xed2eacdd9532c6b3, 0x4984ebe48ea503e7,
        ],
    ],
    // 451 G
    [
        [
            0xb3feaa561a23a078, 0x6c4e27ad0a619cb7, 0x33deba4f3fe6f22e,
        ],
        [
            0x20d39b4b15808fa9, 0x5e67907429731780, 0xd978cafe927e5a2e,
        ],
    ],
    // 453 G
    [
        [
            0x18b6d51cb037aa26, 0x6e55b83cfd51f2ce, 0xdd91e34899e39ca2,
        ],
        [
            0xd5c2675a02ac1121, 0x05321c29c252128d, 0xba1f168867a9b26b,
        ],
    ],
    // 455 G
    [
        [
            0x0f268d706de1639a, 0xec1d35a39ade4664, 0x3fae3acd6dd50938,
        ],
        [
            0x82afa8ae0fd01274, 0x36bf2cb190be8fb9, 0xda5c6de7626ec5f7,
        ],
    ],
    // 457 G
    [
        [
            0x3a18b37279098dbc, 0x5821acf9d9597be5, 0x2f568520d607eb83,
        ],
        [
            0xb738383168d7b8bf, 0x151efdd75437a061, 0x6ecaedf2c8b622d7,
        ],
    ],
    // 459 G
    [
        [
            0xaaec7d831c719532, 0x9b2fb46546e9af69, 0x5d12d192f31a25e2,
        ],
        [
            0x0e6f71a3273625d1, 0x13e541a6e41dcf88, 0x488179413fffba2b,
        ],
    ],
    // 461 G
    [
        [
            0x762c1772432fb6dd, 0x81af9c097c7bab3f, 0x254c0a1a1c61694a,
        ],
        [
            0x17b658f15d122896, 0xac28eb3f1c690890, 0x0be9f986472d9167,
        ],
    ],
    // 463 G
    [
        [
            0xa2e8f24e56740526, 0x612036e6d0327157, 0x8361856bee55dda4,
        ],
        [
            0x9e9cc976ba9956ad, 0x6e5bac8125c9f0d5, 0xc8fb3ce83c09a720,
        ],
    ],
    // 465 G
    [
        [
            0xc240c5bb72abdb96, 0xb762e4db8584c6f0, 0xdbe1fc2e9d68f638,
        ],
        [
            0x8207a618558f7467, 0x9452e523176a8d1a, 0xb1c6d4c81c9a024b,
        ],
    ],
    // 467 G
    [
        [
            0x340be6df3dce6845, 0x21ac6f76c883299d, 0x07493ec2df98a3d9,
        ],
        [
            0xdc3fbcefc5945127, 0x584df685cc9434a8, 0x1c9a86d5bbf9155e,
        ],
    ],
    // 469 G
    [
        [
            0x025f214f2dbc6b18, 0x83a633e9b3d5529d, 0x5466da7881230eb2,
        ],
        [
            0x31ff6a06c95c0b74, 0x97d315cef857c83b, 0x3c4d7451b9eda9d0,
        ],
    ],
    // 471 G
    [
        [
            0x6da8072f35175ef1, 0x985ef64cc24e8dfa, 0xeb57cceff43969f6,
        ],
        [
            0xc4a5eb49a4aacc5e, 0x28ac0c8ad2b2b166, 0xd20ae89cdfa8c922,
        ],
    ],
    // 473 G
    [
        [
            0xcef44dd0d86fffda, 0x6e7a6d133a9d9812, 0xb08ec77ff825570a,
        ],
        [
            0x692b3c9e22a3ce5f, 0x252a5dd6225fbe8c, 0x0d43ed878fc3637b,
        ],
    ],
    // 475 G
    [
        [
            0xc3b8b0522a8f7498, 0x928472680d4dd480, 0xd5ff6a76f6cd4b27,
        ],
        [
            0xf0bba09b3490c336, 0x51e19458fa855562, 0x00231c1de69da7ae,
        ],
    ],
    // 477 G
    [
        [
            0x8613b1d9010693e3, 0xd9f0c079014ec0b9, 0x0610b5ad049b1353,
        ],
        [
            0x26660d36a7ceb712, 0x45258db8be6b9637, 0xa1daa8f15e17ad03,
        ],
    ],
    // 479 G
    [
        [
            0x7f44a1deb8057d8e, 0x15ec0f60a9895767, 0xfeaaf20607a7d045,
        ],
        [
            0xd04949aee68e6ccf, 0xf94d7d2c59c6a7b8, 0x538b3ccb63bb314a,
        ],
    ],
    // 481 G
    [
        [
            0x37099b4e5ac3ff2b, 0xf17060c40e665b45, 0xd1e17e9247f1933e,
        ],
        [
            0x00c7301f1dd2bfee, 0x601ea91cfad353cf, 0x8bb1a3732da0b755,
        ],
    ],
    // 483 G
    [
        [
            0x1f7d0fd8cd51d0e0, 0x232b74f2560cedc2, 0x96ee081e0dbbb9b6,
        ],
        [
            0x485aafd93f22f30f, 0x0e0a0a7dbd21c90c, 0x072f573e524927bb,
        ],
    ],
    // 485 G
    [
        [
            0x283af58aaaf5ea62, 0xd645939256acd2f7, 0x9988f52d17c31e9e,
        ],
        [
            0xbf642fc3395dcc8e, 0xf97deedd4a27df60, 0x3659997237505bf4,
        ],
    ],
    // 487 G
    [
        [
            0x2bfe4ae83b57c119, 0x2d624965c238482e, 0x79e95c3383e80ef1,
        ],
        [
            0x480e5183d5361309, 0x828819b1db5c3fee, 0xc013dc3ea48473c8,
        ],
    ],
    // 489 G
    [
        [
            0xada4759e73f47f07, 0x266d396edd8527a8, 0x502588cf230253ec,
        ],
        [
            0x88bc6fa90b8c3071, 0x81e69e5fb4c25518, 0xa76018754295c3db,
        ],
    ],
    // 491 G
    [
        [
            0x45e172196f496280, 0xf31e1c092cbfe4bc, 0xf61fa160177cead6,
        ],
        [
            0x8cf161a10b655794, 0xfdb45ea20eb9bff8, 0x5772f2c5baea438d,
        ],
    ],
    // 493 G
    [
        [
            0xf3bd3acd312d31ed, 0x0a5859c28043c653, 0xa9eec04af0459f19,
        ],
        [
            0xb0c9c87a6d55808a, 0xe7d4ae6c55e73911, 0x0fc2594405472b87,
        ],
    ],
    // 495 G
    [
        [
            0xe031370322e47fdf, 0xae4c365586a61eea, 0x8c1ff416c4f46d5a,
        ],
        [
            0xc351aaf8a4d0cb8d, 0xce71e7136a51c863, 0xc89defe554816c35,
        ],
    ],
    // 497 G
    [
        [
            0x784f70188e30e5f1, 0x9121347b2f2610fb, 0x28cfa2bc0917f101,
        ],
        [
            0xbfad76cc7a6cdafb, 0x6c62523a3264da90, 0x91d858a7f5284931,
        ],
    ],
    // 499 G
    [
        [
            0x483ea22013b911bb, 0xb6e1be382a48d14a, 0xcd5dc21e408971fa,
        ],
        [
            0x4428414d4023257a, 0x9501cca331c0b677, 0x28bfc39043d15747,
        ],
    ],
    // 501 G
    [
        [
            0x23451315bde992b4, 0x261297133fa4b431, 0x8fd7d9813581e334,
        ],
        [
            0xd09951ecf1135b88, 0x6108c88433e44b84, 0xbe487b38c661b4cd,
        ],
    ],
    // 503 G
    [
        [
            0x1cef6a0bdc78fbb2, 0xf3676d51e10ea964, 0x34ce4478ac1ff507,
        ],
        [
            0x514d568715c20e76, 0x82282c30995e9869, 0xf0d41a75edcc21cc,
        ],
    ],
    // 505 G
    [
        [
            0xda938417ffedf356, 0x2e2741e470114659, 0x7e243c1e7a2ffe8c,
        ],
        [
            0xdeed3dfb4f6607b9, 0x6ebe426e938f78ea, 0xb63689b478da7e03,
        ],
    ],
    // 507 G
    [
        [
            0xc619570c0005b43a, 0x73dd09792644d846, 0x7a54f25ae199c26e,
        ],
        [
            0xb52327be228814c4, 0x625efb2d5779e2fd, 0x1b90cf9bb33d6b6d,
        ],
    ],
    // 509 G
    [
        [
            0xc3fd11270df53749, 0x689d13cfe5a13d14, 0xabedef663ff9eb10,
        ],
        [
            0x3dcf9c31841c41af, 0x0a1794957e4182b4, 0x5992992ba4df4e1a,
        ],
    ],
    // 511 G
    [
        [
            0xfcfde842a71c143e, 0x3737d42c8fac0d5f, 0xabdb979c400d952e,
        ],
        [
            0xdf25b4eb6d283165, 0x82d0a72190b90cdc, 0x6fbdcab1cce1d705,
        ],
    ],
]);
