//! Multiples of P-384's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p384 > velocurve/src/curves/p384_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p384.rs`. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each
//! in the Montgomery form `v 2^384 mod p` of its value `v`,
//! in six little-endian 64-bit words.
//!
//! Parameters: W = 6, 65 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table<12, 65> = [
    // row 0: multiples of 2^0 G
    [
        [
            0x3dd0756649c0b528, 0x20e378e2a0d6ce38, 0x879c3afc541b4d6e, 0x6454868459a30eff,
            0x812ff723614ede2b, 0x4d3aadc2299e1513, 0x23043dad4b03a4fe, 0xa1bfa8bf7bb4a9ac,
            0x8bade7562e83b050, 0xc6c3521968f4ffd9, 0xdd8002263969a840, 0x2b78abc25a15c5e9,
        ],
        [
            0xc8229e55783dde91, 0x8e6c8f2e022b53f0, 0x3504e6f0ff9d48a1, 0xda821495f0687f50,
            0x9c90a4fd2de4b506, 0xdb93b776427460c3, 0x42ea84633140bfda, 0xe8e8e4a8c2aaccd8,
            0x15e4f18bdc588258, 0x09f1fe415172bad9, 0x070d430900b0e684, 0xe34947f7123df0c2,
        ],
        [
            0x05e4dbe6c1dc4073, 0xc54ea9fff04f779c, 0x6b2034e9a170ccf0, 0x3a48d732d51c6c3e,
            0xe36f7e2d263aa470, 0xd283fe68e7c1c3ac, 0x7e284821c04ee157, 0x92d789a77ae0e36d,
            0x132663c04ef67446, 0x68012d5ad2e1d0b4, 0xf6db68b15102b339, 0x465465fc983292af,
        ],
        [
            0x0aae8477ebb68f2c, 0x30594ccbee0421e3, 0x2e4f153b0aecac46, 0x078358d4736400ad,
            0xfb40f647d685d979, 0xcfeee6dd34179228, 0x54f3e8e79b3a03b2, 0xe74bb7f17bfec97e,
            0x8e3e61a34c542ad1, 0x147162d30418c693, 0xe607b9e33820017d, 0x50946875303df319,
        ],
        [
            0xbb595eba68f1f0df, 0xc185c0cbcc873466, 0x7f1eb1b5293c703b, 0x60db2cf5aacc05e6,
            0xc676b987e2e8e4c6, 0xe1bb26b11d178ffb, 0x2b694ba07073fa21, 0x22c16e2e72f34566,
            0x80b61b3101c35b99, 0x4b237faf982c0411, 0xe6c5944024de236d, 0x4db1c9d6e209e4a3,
        ],
        [
            0x7eb5c9317d56dad8, 0xcb2454b339d3413a, 0xec52930f580d57f2, 0x2a33f6661bdf6015,
            0x4f0f6a962b02d33b, 0xc482e189f0430c40, 0x3f62b16ea7b08203, 0x739ac69d5b3d4dce,
            0x8bd4bffcb79e33b0, 0x93c9e5f61b546f05, 0x586d8ededf21559a, 0xc9962152af2a9eba,
        ],
        [
            0xdf13b9d17d69222b, 0x4ce6415f874774b1, 0x731edcf8211faa95, 0x5f4215d1659753ed,
            0xf893db589db2df55, 0x932c9f811c89025b, 0x0996b2207706a61e, 0x135349d5a8641c79,
            0x65aad76f50130844, 0x0ff37c0401fff780, 0xf57f238e693b0706, 0xd90a16b6af6c9b3e,
        ],
        [
            0x23f60a05dd9bcbba, 0x9e336de5ae9b587a, 0x1c5c2e7193d7e30f, 0x1d9aebd64f3ddb37,
            0x1c7b5fe116b66423, 0x5db4f184349cd9b1, 0x0d2cfe83e6655a44, 0x836dbb36b7e55e87,
            0x701754bf7d8686e4, 0xe9923263a42dbba2, 0x7008d943c48ecf0e, 0x3c0c6dd70d27ef61,
        ],
        [
            0x2f5d200e2353b92f, 0xe35d87293fd7e4f9, 0x26094833a96d745d, 0xdc351dc13cbfff3f,
            0x26d464c6dad54d6a, 0x5cab1d1d53636c6a, 0xf2813072b18ec0b0, 0x3777e270d742aa2f,
            0x27f061c7033ca7c2, 0xa6ecaccc68ead0d8, 0x7d9429f4ee69a754, 0xe770633431e8f5c6,
        ],
        [
            0x845539d3c8d99c02, 0x2a15a9a6e58d6787, 0xe9f6368eab225fa3, 0x54a612d7eb32cabe,
            0xc2f646025c4845ec, 0xa91a5280db1c212e, 0xbb971f78e67b5fce, 0x03a530eb13b9e85c,
            0x592ac0ba794eabfd, 0x81961b8ccfd7fd1d, 0x3e03370a47a9b8aa, 0x6eb995bec80174e8,
        ],
        [
            0xc7708b19b68b8c7d, 0x4532077c44377aba, 0x0dcc67706cdad64f, 0x01b8bf56147b6602,
            0xf8d89885f0561d79, 0x9c19e9fc7ba9c437, 0x764eb146bdc4ba25, 0x604fe46bac144b83,
            0x3ce813298a77e780, 0x2e070f36fe9e682e, 0x41821d0c3a53287a, 0x9aa62f9f3533f918,
        ],
        [
            0x3db8477270313de0, 0xd4258cc55d970420, 0x03aced26c8edfee1, 0xf67eb42235d77d83,
            0x523c40dbcf9ab45c, 0x627b415f9c35b26d, 0xfacc45e48be55ed8, 0x80d60af627aa651a,
            0x8c79848fd0e102ac, 0x40c64a4e66bed5af, 0x0329eab1f7942f0e, 0x0c6e430ef9c4af3d,
        ],
        [
            0x9b7aeb7e75ccbdfb, 0xb25e28c5f6749a95, 0x8a7a8e4633b7d4ae, 0xdb5203a8d9c1bd56,
            0xd2657265ed22df97, 0xb51c56e18cf23c94, 0xf4d394596c3d812d, 0xd8e88f1a87cae0c2,
            0x789a2a48cf4d0fe3, 0xb7feac2dfec38d60, 0x81fdbd1c3b490ec3, 0x4617adb7cc6979e1,
        ],
        [
            0x5865e5018f75244c, 0xd02225fb01ec909f, 0xca6b1af8b1f85c2a, 0x44ce05ff88957166,
            0x8058994c5710c0c9, 0x46d227c432f6b1ba, 0xbe4b4a9003cb68e5, 0x540b8b82730a99d1,
            0x1ecc8585e11dbbbf, 0x72445345d9c3b691, 0x647d24db13690a74, 0x4429839ddefbadf5,
        ],
        [
            0x446ad8884709f4a9, 0x2b7210e2ec3dabd8, 0x83ccf19550e07b34, 0x59500917789b3075,
            0x0fc01fd4eb085993, 0xfb62d26f4903026b, 0x2309cc9d6fe989bb, 0x61609cbd144bd586,
            0x4b23d3a0de06610c, 0xdddc2866d898f470, 0x8733fc41400c5797, 0x5a68c6fed0bc2716,
        ],
        [
            0xda6e8a7f7c33ed91, 0x992afb5b0ecdd2d8, 0x37cf65517917652a, 0x317b63ea2887d5ff,
            0x37065f5313bdc3fa, 0xa10896aa435abaa1, 0x9b21615fefabca26, 0xeb07ddea230cf00d,
            0x914871dc154d410f, 0xb333bdfbc88ee148, 0x51c305c6a72d1967, 0x659db48181ef2513,
        ],
        [
            0x8903e1304b4a3cd0, 0x3ea4ea4c8ff1f43e, 0xe6fc3f2af655a10d, 0x7be3737d524ffefc,
            0x9f6928555330455e, 0x524f166ee475ce70, 0x3fcc69cd6c12f055, 0x4e23b6ffd5b9c0da,
            0x49ce6993336bf183, 0xf87d6d854a54504a, 0x25eb5df1b3c2677a, 0xac37986f55b164c9,
        ],
        [
            0x5dfee73ce5b82700, 0x198fd3f0f38f6662, 0x3bd1c8f62edb0dbd, 0x55a96a6879909f08,
            0x68a2324355671693, 0x57505d8d67497030, 0x8a60717f75c64513, 0x54b867b7f78aa7de,
            0xc266eb8441129858, 0x6ffcfc7ca4cfd9bb, 0x9bdd6a092945a757, 0x91700b247eb1be63,
        ],
        [
            0x82a2ed4abaa84c08, 0x22c4cc5f41a8c912, 0xca109c3b154aad5e, 0x23891298fc38538e,
            0xb3b6639c539802ae, 0xfa0f1f450390d706, 0x46b78e5db0dc21d0, 0xa8c72d3cc3da2eac,
            0x9170b3786ff2f643, 0x3f5a799bb67f30c3, 0x15d1dc778264b672, 0xa1d47b23e9577764,
        ],
        [
            0xad610a2d94a70ec1, 0xcd96f20591e71d16, 0x713466708cbaffc7, 0xf78cff0cd467f03a,
            0x98ca8dd42d96c936, 0x1d1cdf7b5f223465, 0xe27a189460d4db60, 0x25f546ab321828ff,
            0x9933fb25dccd4df3, 0x422da643ffe6132b, 0x5e01b72b4718bbc7, 0xab9dd81052ebfb01,
        ],
        [
            0x08265e510422ce2f, 0x88e0d496dd2f9e21, 0x30128aa06177f75d, 0x2e59ab62bd9ebe69,
            0x1b1a0f6c5df0e537, 0xab16c626dac012b5, 0x8014214b008c5de7, 0xaa740a9e38f17bea,
            0x262ebb498a149098, 0xb454111e8527cd59, 0x266ad15aacea5817, 0x21824f411353ccba,
        ],
        [
            0x4f595351262bb775, 0x981b788d16f325b8, 0xccd57831927ed783, 0xc382472ebe0e1fdb,
            0xfd7a8b13f0681fca, 0xe082882d69059095, 0x4d1c3049faa71fdc, 0xf9d62fd9c9576c69,
            0x7b1ab489cbf837b7, 0xc764edf840d0fcf7, 0x50fc847215809cdd, 0x671d69c98fcd8418,
        ],
        [
            0xd1b4e74d12e3683b, 0x990ed20b569b8ef6, 0xb9d3dd25429c0a18, 0x1c75b8ab2a351783,
            0x61e4ca2b905432f0, 0x80826a69eea8f224, 0x7fc33a6bec52abad, 0x0bcca3f0a65e4813,
            0x7ad8a132a527cebe, 0xf0138950eaf22c7e, 0x282d2437566718c1, 0x9dfccb0de2212559,
        ],
        [
            0x259f272cfab816a7, 0x20c1b8e0d809afcd, 0x540c045a409c930b, 0x563361909bd5c2f7,
            0x38076e8fca77d74f, 0x4f13f901fc55723f, 0x890932d7bd3d10c3, 0x98d82ad1da247ec8,
            0xdf5579fa4bea82dd, 0xe8277439a0f9ad3a, 0x1395a87966a4e904, 0x150808e625a302c9,
        ],
        [
            0x1e93722758ce3b83, 0xbb280dfa3cb3fb36, 0x57d0f3d2e2be174a, 0x9bd51b99208abe1e,
            0x3809ab50de248024, 0xc29c6e2ca5bb7331, 0x9944fd2e61124f05, 0x83ccbc4e9009e391,
            0x01628f059424a3cc, 0xd6a2f51dea8e4344, 0xda3e1a3d4cebc96e, 0x1fe6fb42e97809dc,
        ],
        [
            0x6423197d2afd473d, 0xb0391b37897b93f5, 0x6efedb8023bf0b90, 0x808497b7b0bba4a7,
            0xf14b309f03fa90f2, 0x37a45bdb091cbb80, 0xedda4ae48a8f5dcb, 0xdb3f422d95e16d6e,
            0x25c7b9146f5f24c7, 0x5d512df99d42a727, 0xbf2c0862697c08fd, 0x47d98a9df092241c,
        ],
        [
            0xa04482d2467d66e4, 0xcf1912934d78291d, 0x8e0d4168482396f9, 0x7228e2d5d18f14d0,
            0x2f7e8d509c6a58fe, 0xe8ca780e373e5aec, 0x42aad1d61b68e9f8, 0x58a6d7f569e2f8f4,
            0xd779adfe31da1bea, 0x7d26540638c85a85, 0x67e67195d44d3cdf, 0x17820a0bc5134ed7,
        ],
        [
            0xc76afaa373b64643, 0x4169b4117b3c1220, 0x550e0bee8ff22c6f, 0x8fb0c597a4da3e15,
            0xd8232f8b4e492aa8, 0x55be5764d37da1a2, 0xf1bc89b628e77f9e, 0x9ff769c4875fee0f,
            0x184bd4733ad6983a, 0xc48ee6f3b033c112, 0x792377fbf8eb8319, 0x05cdca3fe7988176,
        ],
        [
            0x019d6ac5d3021470, 0x25846b66780443d6, 0xce3c15ed55c97647, 0x3dc22d490e3feb0f,
            0x2065b7cba7df26e4, 0xc8b00ae8187cea1f, 0x1a5284a0865dded3, 0x293c164920c83de2,
            0xab178d26cce851b3, 0x8e6db10b404505fb, 0xf6f57e7190c82033, 0x1d2a1c015977f16c,
        ],
        [
            0x6a7a3464d0cbcea0, 0x76aad8b813126388, 0x519b9fd50a183232, 0x15f9abe1feb6b100,
            0x7002990485ba4143, 0x92cea8f4c4360dd8, 0xdc6c5d1dc12748a1, 0x1846eefcdd3eb156,
            0x3117dd04d47a41dc, 0x96c21b29f6a167f2, 0xf569446a27555692, 0x941292e500f88cb2,
        ],
        [
            0xa39c89317c8906a4, 0xb6e7ecdd9e821ee6, 0x2ecf8340f0df4fe6, 0xd42f7dc953c14965,
            0x1afb51a3e3ba8285, 0x6c07c4040a3305d1, 0xdab83288127fc1da, 0xbc0a699b374c4b08,
            0x402a9bab42eb20dd, 0xd7dd464f045a7a1c, 0x5b3d0d6d36beecc4, 0x475a3e756398a19d,
        ],
        [
            0xad852b878c0a64a4, 0x0d784cf208f779d5, 0x1896b9fcc651b1dd, 0xba8953d612e8dc87,
            0x3a9865baa631cfb0, 0x5dd2a4a0626b3d79, 0x1148bc72687c20bb, 0xa372dfc2f2a52bfd,
            0x77315f9e9448fd08, 0x4bcb06f00a2377b6, 0x73b42725b35b4ff0, 0xc510ad93aabca99f,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0xed4de4f88e89b258, 0x957c980f297a9a37, 0xe04b3d30f8a0580d, 0xa309199dca57b7bd,
            0xfc8e87cf3be44d56, 0x4f5d5ab6d1b30e5c, 0xb213c6a030a9325b, 0x0fd1c52df091bc01,
            0xfe51bbbf1090fede, 0x6d97cabc301fe259, 0x3ee127895ecd3fe8, 0x888b708b9404ca51,
        ],
        [
            0xe484fd9f8258030f, 0x0f4fa5eff21af80a, 0xc0dd449e7c1c3984, 0xf313389118eb5195,
            0x0336aab8777a16d2, 0xa6661cc4c241720a, 0x678db970a7efacd0, 0x228968656461e382,
            0x5d85a0e4a022c7a4, 0xb01f1e0434a02a6b, 0x2657eedda5791ce3, 0x239dcab2a277ac5b,
        ],
        [
            0x61361c0622abee22, 0xe82123bc2f42a470, 0x2c97dda13c6ceff4, 0xc2eea21fadcb0453,
            0xdf2a4407c78ec9ff, 0x54557c559625c735, 0xc693c9857c440c0a, 0x918e7324e56622c1,
            0x8f990d2ba5f0900f, 0xa5b7d193c6aeeaef, 0x9f053d95450456e3, 0xdf783b1cad418ef1,
        ],
        [
            0x9a7a5b426ae54da1, 0xcfcadaab7040b022, 0x7539438e3d9f0e61, 0x013c6719e328c2e2,
            0x7f4a706ccccbf891, 0xa335ab82735a2d28, 0x46694ef03d984124, 0x0e0bdfabc166b337,
            0x9d54ed8b423d47e4, 0x8075a8cbf44c9180, 0xd4f5b184abe9b384, 0x424dd00b41abdc75,
        ],
        [
            0x2ad7ae0df5d0255f, 0x4c04dee0d0836f8b, 0x15e3493e4ec33606, 0x590aefe65f5eea30,
            0x09ef5a2e2e49ba54, 0xf56d447f69a0d232, 0x045f26b6e2510f5e, 0xf90e18889941083a,
            0x6e6a3bd6e66f6b9b, 0x637ad390251f82ae, 0xc40374b643cdf91a, 0x62f5f8ad2d6c6d88,
        ],
        [
            0x99a710b1400f1d87, 0xec3ca386ee47be8b, 0x3a00dcad37168fee, 0x1a69d6741765a0df,
            0x85233afe917c4909, 0xa3aa97a4e9bd6210, 0x01010526310885f3, 0x21c5de3fb5007b08,
            0x5df0c6efee8ddabd, 0x5d17d45a0f6dfdef, 0xb73d831a251c9f79, 0x397779e6cb1df19d,
        ],
        [
            0xafd6bf05be13c1e4, 0x256e2b98e2ea8c26, 0x06711695903983f4, 0xbefbfbcb217c1577,
            0xa214b26a7324c85c, 0xfa2d4711dd98b968, 0xed722297f5d9cc93, 0x65cec50fd45f8635,
            0x41627e4ac792e6b3, 0xc254a08c228dbb39, 0x5b28fd3fdf6fb26b, 0x1471d3534bdc6969,
        ],
        [
            0x5e2cb07fd7801edf, 0xf9fa2c0b3adc065a, 0xa296c53fd4de1f25, 0xd408060c838f7169,
            0x68e19d7b2e8a6ce7, 0x2cc6e06c94b58671, 0x93d02a07c1cb6151, 0xa10fb4cf35003126,
            0x6aa069f51aa3bc4e, 0x0e44fbf0dd09b142, 0xe264f343832e5945, 0x5dca2adc1fc166ac,
        ],
        [
            0xdcbc88c7f57d928d, 0xb7d4b0660216dd4b, 0xf3b52789f8e7530b, 0x493b989e9d5ea4c2,
            0xff780ef958049852, 0x45a90e9926721c39, 0xc1e78aae599b6226, 0x3d84592890dd68c4,
            0x02eda2c658a4deae, 0x4a68e3e7a65c4ed3, 0x4c1ce2aec0bfcb4d, 0x2a793f6cfe1370ba,
        ],
        [
            0x5f63e391d7afb4c6, 0x85208bcd2bcb4a76, 0x10022d53c3da8fd7, 0x607538c007e50047,
            0xdbdb0e7212793242, 0x8e6b9f6135eb668f, 0xbe5632887e1da455, 0x5e73e1a06e544e82,
            0x0c28a5d29a2da4de, 0x62b30a8822326300, 0x470764f16013086e, 0xcbe2c34cd3ef5fbb,
        ],
        [
            0xc82a0e28215c4dda, 0x35e4b88bd8aaa8f3, 0x7279506251a1e2c7, 0x4d593e8040016ce1,
            0x4d96706c44f390e3, 0x4a89313ee68e6e33, 0x3fe3f6bdd043fe6c, 0xe264a8c1f3470085,
            0x5e0518763beb4735, 0xb98e18ad5523287d, 0x616d26b84048dd05, 0xbf7ee474b39a076a,
        ],
        [
            0x9ee4f522b0f6c604, 0x5b8a689d52736e58, 0x0d5f396db7edb07c, 0x09b3457c2e829063,
            0xf1d28188f83495da, 0xba2511e6cce559b8, 0x17cbaf57d8f90669, 0x3ba19a1c514eacf0,
            0x298208995145b8fd, 0x92cb5da81a33b1a7, 0xca49fe334c5149e9, 0x5c499b661772b4c0,
        ],
        [
            0x72476dda986c2d72, 0xfc1601d41cb132c1, 0x88ed19c9c84e8b13, 0xcc037ed7536194e8,
            0xe5abc224ab95397d, 0x3c7299d43c350a25, 0xac0f9cdaf8d254d4, 0xc7ce506dd7891229,
            0xc3c2c2789ca01328, 0xc661699105c149d9, 0x391bc160bd09ee7a, 0xfab0ad85e063bc6b,
        ],
        [
            0xb98266b132508180, 0xf5008b926719d49d, 0x50c513f98069ffe6, 0x99ceb828a7c6f38e,
            0x375b8a8225e2a436, 0xb8197f6c416c073d, 0x01663a25eadf09dd, 0xfa2ca1571d7ff230,
            0xf3b65b2545284aa4, 0x144dbefe648bd565, 0x6095ed8ab4c24e35, 0xe1f1fa3696ff2020,
        ],
        [
            0x7b87174e80c5022b, 0xb2d302b145221e04, 0x88a7468c99aa8036, 0x0087b76c671e408c,
            0xb3d8ba8a356dfcb1, 0x215e7b991affe1e0, 0xdb02d9d3ab48bb8b, 0x0df00ab0194773b5,
            0x66bebf761caf0a42, 0x1b44bc88500fef0b, 0x6bc86006620acce3, 0x0f2cde52d55c5824,
        ],
        [
            0x56ad7582a0eb176a, 0x085b5a366e19aa00, 0x85f2c6ffe2c8b036, 0x55c6d357fcd7336b,
            0xb1ecc56d22a46acd, 0x8e0f976736277ac7, 0xa4ed11e901878921, 0xd38355667f4fb650,
            0x5fdaba45266158aa, 0x6f0b27fd89e0dff0, 0x32ef7ae2eb6b02d0, 0x2f145871cc1b46e1,
        ],
        [
            0xec9a56417456bc0d, 0x659941694ef63861, 0xf08697e923e45415, 0xf4bb7ee3450e075f,
            0x366002d98b675dc6, 0xdad010881fa1e8d7, 0x37d4fb5a072d247a, 0x9bd06b16cac9dccd,
            0x18886e81e3b7aa5d, 0x4ad6c0362d841dfa, 0xb4f154283fedbfb3, 0xb1f5357f0f641ce9,
        ],
        [
            0xc7698dfd4b449cfe, 0x78aacb7bd1517720, 0xaf0f6ef574cd5f32, 0x026f1826f17954e3,
            0x33ef67ab2453185b, 0x82f0fcc90a420c0f, 0x5b444b3645f154b1, 0xb27c4ece70d17f90,
            0x6417e0d039282194, 0xebfb5fa001aa4f4f, 0x9cc5d0b573932754, 0xe8b56699704ffd85,
        ],
        [
            0x2b7a7eddb33cb3a9, 0xaafca92e70ae9f3c, 0xb69831d905e36119, 0xf981faf9831cfe45,
            0xe9cf07e714e6e7f4, 0x95108f33b0d6c397, 0xb7d672112f494673, 0x6437198d1659ad13,
            0xc349c4e7f04058e4, 0x5a481868c4b28ea8, 0x4c806c1bc164eb35, 0x4a941262a1a761b0,
        ],
        [
            0xc112733b9d4075dc, 0x349281c187737549, 0xbb7d8e0181009785, 0x7640a3e2bfe16c4f,
            0x4e34813ec1d9f810, 0x61985fbc8d2605d7, 0x2a544cd8e3f66442, 0x48879af56a7c9e94,
            0x9e6157bacec18a7e, 0xa555fc9511b882d6, 0x4305a4dd04f86563, 0xc58ed7631d0fd96e,
        ],
        [
            0x2d2c067a19228c40, 0x6eb0787acf7483e3, 0x75cbfbdcd2f75246, 0x3344814f33e61fdf,
            0x8f0fe2370f63eb0d, 0x2f23a34e970f44c3, 0x5bea1f983a6219d9, 0xefd30a3734ae2780,
            0x75b7d6476ea24b6d, 0x3c59aaefaa230989, 0x6e980456d3eac893, 0xe34fadca0cf174ee,
        ],
        [
            0xaaeec0f9b726e2ed, 0x243ba6614493d146, 0xd799c3408980a9fb, 0x886e4f44ed060f57,
            0x52126b82c1f83f6e, 0x8b4978441df301ce, 0xeb2a98abcdc4e434, 0x87dec119474e2c77,
            0xcbbc613092eb1528, 0xb0b0bcf7c454f37e, 0x404d97a7e1a919d3, 0x26d1baa825e62c30,
        ],
        [
            0x37ad02800ec7aa45, 0x422fce0c6abf76ff, 0xfce4258b083214a7, 0x161490ce9bd86f86,
            0x0e99c17e86a85341, 0x36437430fd9d9e10, 0xd01f63eb3f743376, 0xdf1aba1730ef3b1c,
            0xa19a49857615eaf7, 0xbfbea0140e2a1167, 0x16393f2677416834, 0xe0b2139e750f7ff1,
        ],
        [
            0xf04145e82d2696b3, 0xaffb66acf4fb2928, 0x9ffcba4e12aa299f, 0xcc5ec24991b3b517,
            0x9edcd4616f81c747, 0x0a96090a77a883eb, 0x9b0bab58a2aa4bad, 0x76359a5e8f9b84e7,
            0xfe8cd81e438a9d43, 0xf40e2b5e25ca8b3c, 0x4254030067bc720c, 0x883002a46b2446a3,
        ],
        [
            0xf746a17a323c822c, 0xd20aabe496e1e02b, 0x87a91894a44244ee, 0xa9fa6a5477601136,
            0x86f4be5beb7504b7, 0x0aef28aa9fb69ce2, 0xe8f492bec43b3386, 0x2faa5106b86c697d,
            0xfd2d50ba2d05f013, 0xe9d74bd5ea8e4d5e, 0x66e4bfe6cd015168, 0x2d390c5080f033af,
        ],
        [
            0x4b43bd3206c3aa7b, 0x83ca2db60a470b08, 0x07c1036c06f22f37, 0x312e04d7bbb46ed2,
            0x6a1d70a40193e5f6, 0xc69720e8ba8a3f38, 0x2c003429468a04b1, 0x885c43bfbc83fe25,
            0x65a65259393e00e8, 0x7154c7ac2af17741, 0x682224d331dda744, 0x6183dd8bc80b57f5,
        ],
        [
            0x73475aa6d20544d3, 0x62a231b32b0d54e3, 0x8c745565bf26b8c5, 0xaa211b9cbebbd04d,
            0x62c3ec8f8f506c9e, 0x9954f9cf64dc4606, 0x64c144b77d463a4a, 0xbc2ad3825cb9f362,
            0xa5b780974e3fb879, 0xb5799ca72b09e7b7, 0x0e29a8e568c47611, 0x99e15b5dbca61a7d,
        ],
        [
            0x80e1cd16c496089a, 0x7a59f4c06ec2000f, 0x67a019d509ddce06, 0x52573e3e70c4b032,
            0x16d253e14d3ba57e, 0xa43c6d42162504f7, 0xa237bbf952ff95e4, 0x81187e659acb7273,
            0x4b13531a1f384dae, 0x39067f3398125165, 0xe98fb141672dccc1, 0x594baca0a75e27b5,
        ],
        [
            0xcba38e61a36aa62c, 0xf49bf409afad3785, 0x85aca68d197051d8, 0x17e56f9809bab286,
            0x7f5f8f8bf5a20137, 0xce3ded994a1f44e1, 0x149b21c467053e07, 0x9e5597b32c292891,
            0xc2a5beff43d61ff9, 0xb3bc186bd16dda0d, 0x5fae6bcb98b5aa32, 0x194993fa0f5bd743,
        ],
        [
            0x85e12293c205465b, 0x57bbcfb1b71cbe44, 0x201ed45c1bc85881, 0xccbc39d5ccbe7dac,
            0xc509b77f9277f310, 0x171b603aca1b70ef, 0x9b99605504d2dbbe, 0x986d6323451c918d,
            0x75ad922f63c6fb03, 0x69e2cca49630182f, 0x1389a2b7f7b34d1f, 0xa66a80323d4f7c7f,
        ],
        [
            0xe2edc75327f82685, 0xcc1af2c83936b955, 0x8245dd5d4c453cc4, 0x697a8e77843c96c7,
            0x03e999f67704fe93, 0x4987d991a41c2d5c, 0xa6912516b14f0d4c, 0x573826060adada11,
            0xe6567858e865eeeb, 0x88f9b1722469396a, 0x9609f1ebb6b737dd, 0x7129aa08a7bc221d,
        ],
        [
            0xe65245cef6e9f82c, 0x9e234dfff6da7b5a, 0x5677c121bad2c806, 0xc52dec32060fcf24,
            0x78d070675d78ccca, 0x630002ea1bc8b6fb, 0xc5cb86beeb2e99ae, 0xf13981e78551d16f,
            0xfbb7cdf2c92a70d7, 0x5a9ff1f1f53cd2a1, 0xfdbe6b7a984f1139, 0x4403d046a470a9f1,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xeb06571c0f547eba, 0xf292c38d6246c0dc, 0xa185966726eed224, 0x8d9e56e46100e387,
            0x470506b9dc6298d1, 0xb19e084cf3350ad0, 0x83eb62a812abd898, 0x70f152cc2222342c,
            0xb089e880e1bd4a82, 0xd4d1e70fcaf3b3fc, 0xd0b1ec6395ffd65c, 0x79f27f3a9b184ebb,
        ],
        [
            0xd42777314c14ee0e, 0xda8146d15e881c3f, 0x6b0746b099f1867c, 0x1ec73d72602dd4cc,
            0x27fae51538081120, 0x6a677bdc2f8b2f2d, 0xb924af64d60544e9, 0x1439e183dcfc6b16,
            0x4e88e9ae068565ac, 0x8a3dbd25a9a4f146, 0xdb4a3e483f93f734, 0xb1971c058f1d33bc,
        ],
        [
            0xd1de964bd1066e5a, 0x26ccad6b749909df, 0xbc4b55af0de9eb07, 0x9f11b995a60289bf,
            0x3e59000c52392c61, 0x2128c46a5ccff4fc, 0xb28b306bea1e0d5e, 0x5f6ef5d5f5cfa47d,
            0x59b0542ce3f824fa, 0x70f097b22f52b71c, 0x4483b72604c6d263, 0x48720be734d93e5b,
        ],
        [
            0x721bb8363a7f43c3, 0xab5b3108c12dca0f, 0x9cc9a78934853870, 0x78b604a7af598c4f,
            0xd370375e476f27c8, 0x9f0415b80b15cba5, 0x2bcfd9a4d400dc1f, 0x2a6fe03b4bc62ddd,
            0xb05a6464a211b19f, 0xce059d419990b504, 0x011c5f87d94951d3, 0x13cec08900d9c7b0,
        ],
        [
            0x64e84c289cd2120b, 0x76a90d13d4d80afd, 0xb77ed9ed9fbf23cc, 0x155fd45f5b93118b,
            0x1e9f6d7d9c6255cf, 0x1c8fbed1c4f64894, 0x4bc3a5036f9664b6, 0xbbe65d0d7290c964,
            0xc7df5548d3c86241, 0x9dbfc084030f713c, 0xf3623326ad785cbf, 0xc725e2b1dd3ad637,
        ],
        [
            0xd8b8b37ae157f9e2, 0x85df958eeddc772a, 0x8ac7684bd17d58a8, 0x5f9557e2032fda40,
            0x7fe128e6ed4b4964, 0xba12bfa4ed02e109, 0x0052d88f0d52d40a, 0x4b93356fbe7fcbe1,
            0xbf4610798446a4f6, 0x3bc43917c99ad35f, 0xda18234dda090607, 0x56c35dab5164f8aa,
        ],
        [
            0x02c16c78fb789762, 0x745f05a49c998f3c, 0x3abebbc0795486ae, 0xad858cc70427332d,
            0x9a1d4b6aa35d3cab, 0x95892612e208c19c, 0xfcc1427730b07419, 0xb6e3abe329503f45,
            0x00277cb4e7706b5b, 0xc01ed42e479e2c75, 0xff1759604d7ad688, 0x420318c5c045f626,
        ],
        [
            0xf365419f9b280fd9, 0x13e3b12746365672, 0x8a91c165c41880aa, 0x3eb27a97f9712fbd,
            0xa6587aec76c55678, 0x7c3a04b702cd79cf, 0xfc878f9cda712eb8, 0x076e61170fca3e02,
            0x09a184d8caf6df5e, 0xd32bf232aabcde75, 0xf601d0de03de597a, 0x85d2b5fcc5da2858,
        ],
        [
            0x479c68847513afed, 0xe4796218ab7b2adc, 0x92e4bce45f1fbb6f, 0x0262892809986a7d,
            0xa0b4228956874df8, 0x90487af084dcbe10, 0x1aaec8fa1d9bdf73, 0x338c307784951a05,
            0xceff2cc47ead3595, 0x29eff3253f88ea3c, 0x754846b5aa375301, 0x264da57dbd3441f6,
        ],
        [
            0x1d1aa7f2699057fe, 0x192eebe1c9a051a0, 0x8d2429ec872d1a85, 0xdd6cf173c5aad325,
            0x3d7bd6b7dd8e469a, 0xcada7e78caa49f52, 0x604253139a786aa4, 0x1c41360b542fb966,
            0x91503d3d913a36a5, 0x3f2d453e30b990b5, 0x69e8fc198fb689e5, 0x61144c18a6c4ee6f,
        ],
        [
            0xa9351ed08a15fc65, 0xe16d8725cd7e3c92, 0x2de59cbb703d17b0, 0x3f7455a5b1b22f30,
            0x0fee7bbf06a9dce8, 0x69588cecac730251, 0x0a304b8f7e24f70a, 0xb5102d3ad118a6c1,
            0xfe54a0ad3db79714, 0x5bff141b6c80979b, 0x64eb1d0499a95e6d, 0x5bde566a91335f47,
        ],
        [
            0x3075a7636c888df8, 0x6305c20472e21527, 0x6b1d683e8798aad9, 0x0d09624680706369,
            0x91db5e7f7b854739, 0x0e63cc6e02d72332, 0xe929e3ea1f7ff6cc, 0xd53a18a145595925,
            0x867916cb93af8be1, 0x757e9f56c5c305ee, 0x3f9071c75c83063c, 0xccc0f92d7f6d5bb7,
        ],
        [
            0xc593c3a724786088, 0xa4ccf0f49733006f, 0x7faa92f70228ede8, 0xec10b68f6b2854fd,
            0x13e02ac6e8714ef4, 0x647b0e699000b7e1, 0x80d354fbaabd7abe, 0x7beb3db9baa36216,
            0xa241786f79c85e32, 0xbbc16d1b95caf318, 0x9db580465c9ec3bc, 0xe2a14c042087492b,
        ],
        [
            0xd0d88feb0c475a7b, 0x8a73a233abf6fc18, 0x46aa1a8ea950478c, 0xa562ab7453d6a36e,
            0xfd7743a00c9c6f2a, 0x7cbbcf04a2d32a00, 0xba6bbfa2e55ca2dc, 0x0121ae5328535112,
            0x6db672f6b665eb13, 0x66befec45389ba6c, 0x8370e9cc714ce66a, 0xcbbc69a3a744eb9d,
        ],
        [
            0x226cd629658d656e, 0x942b2f3b1c5555b1, 0xd38ab9db855b60c6, 0x3ad8866c3a23c160,
            0xaeea40153733e4b8, 0x67b57be15ffe607a, 0x25622dd444532235, 0xf3debfc7408785dd,
            0xb60fa79bb306863a, 0x632780bb713e63cf, 0xf10f555a029e0875, 0xd0e091af36398837,
        ],
        [
            0xb6029961ae899afa, 0x8eedd66e681b6e1b, 0x82db693b4df3e5b1, 0xb5131488a0c3e357,
            0xbfb01ff3ccb2f577, 0x28ea947027a72cc3, 0x26170928e39e325e, 0x42d4876b84f80188,
            0x0bec6a634c872d76, 0xa0a7cc90b14d9c9f, 0x8a32d2c44f6c7778, 0xe7cd346e3b889a4c,
        ],
        [
            0x0ece1606ad553c81, 0xc7ef8c55931674c7, 0xf902f9949920f7dc, 0xb239bcc567a16f2f,
            0xd6c9e373e3e2a429, 0xa638dd816b65c4a2, 0x73a1abbe29a628e6, 0x88be9128f1540407,
            0x0e30248f67b4d60d, 0xdb85750709d5ef43, 0xe1b6b9caf0661ee3, 0x8abfc0eb4a4a46cd,
        ],
        [
            0xe3f5d413f2d8b974, 0x08e8a63c2457477c, 0x73dd13d6e789207c, 0xe77616c554795d0e,
            0xa536773ee0c072fb, 0xb8ecb18094e0d43c, 0x35916e452a07f1d3, 0xaf211181a151df2d,
            0x2922d6f39894efb8, 0x46ab2b753bc603b6, 0x2f2a5f7e513ae6ae, 0x60eebea108476ee6,
        ],
        [
            0x8c89c672524dde4d, 0xcf14d076e8cc4d59, 0x6c2582c4813f8166, 0xf0360d17eefef191,
            0xd5fcd00e81fe38ad, 0x01a6abe84834eb2e, 0x3095d2e4561dde06, 0xf6e4aa9cb4d01a12,
            0xb75903ddda355bdf, 0x9013f911ac30623a, 0x71346f2dd1efbadb, 0x130c921434925b0f,
        ],
        [
            0xab35a14f5a4a3753, 0x1d0d5a142bbbd563, 0x54cfffc5998d4514, 0x1c02f381a77ed59b,
            0xe4a7a6ab21c9c190, 0x50059df54a9adb60, 0x2d0383ba34bd7008, 0x894889bedf1a4f41,
            0xe541c62612ac407d, 0xcc0e417964c3b62b, 0xdb8ca1f33a0978b2, 0x4ef45a2d287e8c6c,
        ],
        [
            0x4c36b371a8ed6e9d, 0xaa58b117108e8068, 0x9e1898b67a60039f, 0xd58c335cc2f5508e,
            0x6e08f0bf5cc03b3b, 0x8b586d1aacc25212, 0xd039f50e92cd3cf2, 0xe5e1a0392e488977,
            0xacafd6e246fdb663, 0x2477735b422b07e1, 0xef6ef9ec16ab9392, 0x525c5331b60f3761,
        ],
        [
            0x08969fa9a55b5cc8, 0xe6c1fe0adeb94a47, 0xe37ebd6c1dbd0933, 0x2990daa7fd4d3b97,
            0x1606e79b202064e9, 0xdeddd04b586b7576, 0xb8d429274e53b24d, 0x621154185ab05857,
            0xc443332f464daf8b, 0x598d02c2aa633b18, 0x28ede9c94cfc1cda, 0xaecab52d1b2fe8f7,
        ],
        [
            0x555e52daf479b916, 0x53262a0adda7b9a0, 0xd22e76b47208bfb5, 0x3109f7a404ae52e0,
            0x68a1bd9f686f692e, 0x75ece33c0c4c737a, 0x149146f857810526, 0x8cd45e738ff43f5b,
            0x12f2bb634e51fd53, 0xcab6b79fb12429b8, 0x35a10a939e506d85, 0x09d7ece925c99e04,
        ],
        [
            0xea95b5c9437f2efb, 0x67d3e9b58e52ce8e, 0xfb33102488ff5455, 0x883ec9fcc3101ded,
            0x056218e20ca5f1f9, 0x4c9b2483bccc65d8, 0x13199b26123db2ec, 0xbc1d82479aff90db,
            0xc4a9311d367516f6, 0x3b40c867cb6e90d6, 0xff674ff84034415c, 0x2787db45a1821e7e,
        ],
        [
            0xb8058ca51af39681, 0x857bdd44755e0e82, 0x8a6a53dc90249cde, 0x309dffdb29b67f6c,
            0x0210fc4a35ae8c17, 0x1d13535e808b5229, 0x12b1385adb650771, 0x9f2957f11b36c6ea,
            0xeb7f5f4c0c5f1eb3, 0x7e7c25471ef4ff3e, 0xccc245ddb32b283d, 0x95ad67052851b193,
        ],
        [
            0x64bb85d1a0993476, 0xec738258e7949b7a, 0x1517c64e4f189068, 0x450283810fe1b394,
            0xb32741821bd3629d, 0x4f9901423775673b, 0x09d32a1ef95133de, 0xa7af0f57aeeafb74,
            0x785cc0e3e9bd8e09, 0xae9a07d754131f03, 0x162f7b3047086834, 0x78f43bce57d9e914,
        ],
        [
            0x13d727898992c592, 0x10c4da95186e2863, 0x0a9b9c97eda48f78, 0x0d0b48983164fb2c,
            0xa8047c59fa268c83, 0x9be950ed0156def2, 0x77a838ae8b04f97b, 0x5adc4c04719dff30,
            0x948de2486ef7cc13, 0x2db5c0a00ad2d702, 0x8edc130555dd9f5c, 0x241764c7362d2204,
        ],
        [
            0xacc263fcadeb8508, 0xb52ebcd719854c90, 0x3d54e7805f2ce0aa, 0x2fc056a97e02e760,
            0x47e7173e32da5f93, 0x1d468de3fa893134, 0x9adc877dd73396b5, 0x430826afeeb00c82,
            0xfde2c3da96a673ca, 0x467575ad33e43f9c, 0xc3b2c3a1ec1df2f0, 0xf0348e6f2252a8a6,
        ],
        [
            0x3f26d0b2929cdd24, 0x5091628eb22debcd, 0x971bd79f4ab18946, 0x0d254aa4d21fbbd5,
            0x589ad361fcdb9401, 0xd837ad8791de72c8, 0xe7ba406addd8622e, 0x4ae4d12b038a76e7,
            0xe476f87d6bcf8f30, 0x59ef7d1f3239308c, 0x5d47201be7aa7621, 0x2383b959e22ae008,
        ],
        [
            0xa33aac57f945eb3c, 0x9cc7771e339f7cd4, 0xcbd8f34df38a4079, 0x401d55d370ae8d12,
            0xca8fee162fc9786c, 0xb105b541dd8ea4f4, 0x4e23df3f60baa515, 0xb9a7f0f51993185a,
            0x5e49f78d2361d8fd, 0xa2dce20b0254b19c, 0xd92a10146b4c2035, 0x460ea239cc97f3ae,
        ],
        [
            0x471858d4639806a6, 0x1d026f703f6516b2, 0xf8c342ded09b5acc, 0xf28c21644c504d01,
            0x23b149a5bde8142f, 0xa65c06d76c0c8edb, 0x04f534007ee17179, 0x2b4cc96de044e373,
            0x974aa3311a20daf9, 0x86c2b8ec2df8e1cd, 0xd3106fdd2557f621, 0xb373832c6fb3734e,
        ],
        [
            0x860ef794609683ac, 0xf0631ad39af1c522, 0x322c83662ee7f522, 0x58ccd95f54122af0,
            0x7454880c2bbb2d80, 0xea173d8286d8d577, 0xd5a3057cea1cc801, 0xfd08d482bbb2a189,
            0x26aac99ec3c512f8, 0xc3eac036556d891e, 0x866c3aa7bf9f6112, 0x7c4c8fb9c144f7e9,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x171898aa8f7782b6, 0x8b7a706b499b3a81, 0xbc0e835ffdb2c1ba, 0x4ee30281591f5aaf,
            0xfd71de3bcc272c6a, 0x532800c46e93f68a, 0x35ee08048365c576, 0x6c2bcc94cd4c0221,
            0x49f37ff5957b2ff6, 0x315d8e7e5ec029c0, 0x33230602ef324c12, 0xf5847f9b966b2578,
        ],
        [
            0xda643272ed068028, 0x86b52135a91fb87f, 0x23865a7c35b43943, 0x6ac015884606bbf2,
            0x9660ab721559fb9a, 0x1fcb09e73ce2f1a5, 0x62af29ab793d2f0c, 0xad5aaef53aee7efc,
            0xee9f29b744c11037, 0xb2a19cf1d36c2571, 0xb87d88e265b552b7, 0xd8b4f172beb253d4,
        ],
        [
            0xa0096d10b7f8286a, 0x493e88563015be8d, 0xa221d57c17f70125, 0x4f932f4fe425eb77,
            0xf0fa00df78ddfe95, 0x68165f257866f01f, 0x01345af4b1693425, 0x3fc8d3a6bad5603f,
            0x4269006f0bf46cf5, 0x96e3b6b77e340ce9, 0x2a4bda69df7c68b7, 0x9649d8b91b6574c2,
        ],
        [
            0x31bdb48372876ae8, 0xe3325d98961ed1bf, 0x18c042469b6fc64d, 0x0dcc15fa15786b8c,
            0x81acdb068e63da4a, 0xd3a4b643dada70fb, 0x46361afedea424eb, 0xdc2d2cae89b92970,
            0xf389b61b615694e6, 0x7036def1872951d2, 0x40fd3bdad93badc7, 0x45ab6321380a68d3,
        ],
        [
            0x9a3f7ea689d92cb5, 0x919854332b0fd661, 0x693175716072fc5a, 0x9cffc8e070139fa3,
            0x0ce09184c5d9b360, 0xadb2a9dabbf0ee3b, 0x2e29a81c44ed742e, 0x3af52347bbc59169,
            0xfb9ec76cd0d77f3d, 0x770b109ea8fa8187, 0xf5c96247b777b3c9, 0x5b9351d0649c2978,
        ],
        [
            0xeb1d9ba43f4801a3, 0x37b36ec3958fc9d6, 0xe73d50dc597b1a9f, 0x77cafbfd37a318b2,
            0x4c07fd650317a989, 0xb075f2f3b157c5d3, 0xc36e826ebe3fba43, 0xadf885876da75de7,
            0x05f47404a0661919, 0x3eb5b57a83189599, 0x107412d6298e1d7d, 0x526ba34b28c6c2cc,
        ],
        [
            0xf8bba78366060764, 0x7b71c31ef09466c3, 0xc0a7f6c2ff89ba87, 0x7d03ff8c02d5bcde,
            0x44c1d0e49eb3ff75, 0x9de5b6d697cde32d, 0x3e33a787d8db48d1, 0xb6d7e3d18f01e799,
            0x9c1867d048987dec, 0xc18f18290e4d1020, 0x7c3cc85af9e5833c, 0x8cfa4e32e7c1bad8,
        ],
        [
            0xc5cf8997ce0b5b72, 0x350adde19d7154ba, 0x8139681e307b254a, 0xcc87fb5775cd94d7,
            0x90e7027478684954, 0xc4fdf4c095ceb991, 0x91bbc0ab8762c84c, 0x5e09e226ce09e8ad,
            0x1cb83d704b93d45f, 0xe2299024f541da1f, 0x3eef7ce14b7ffd10, 0x53ee63bbb3fc1b9a,
        ],
        [
            0x11a2e57f6b415b78, 0x0693d52882ae5fc5, 0x5a977bad2911e589, 0xd1d1480f5f8cc0fd,
            0x81b00c91198a3d14, 0xbe6096760008f493, 0x4f3a7a2f3ee5f265, 0x9dcd7342daaaa285,
            0xa72f9ead806660a3, 0x0d0d2d691d4f59da, 0x3da930318bf3bc5c, 0xb2b54be0a555a9ec,
        ],
        [
            0x61a3a38b54a56b5a, 0xe28ae543b17b13a8, 0x92315db027a4abb1, 0x58e8ac54833d1266,
            0x52e93360bdde74f6, 0x63455a1b02892bfa, 0x08304736aa39fc6a, 0x60fafc0fe1c90683,
            0x34c37574be37df05, 0xea1cf69a824390a7, 0xfb9a12f328a4821b, 0xa6048265d12dac75,
        ],
        [
            0x3a07291cb5b79ae8, 0x8c10a1aaf7d6b394, 0xe5caa3f1c6436244, 0x4a79680814a3ee57,
            0x091a6e3eeef10158, 0x5f452970fdc92ef0, 0x4bf46cbc1f826531, 0xa06fce29502422a9,
            0x7c753915a5e5327a, 0xda9073ec7db75d81, 0x178af988407d7451, 0x14e5ccea8d1ce95b,
        ],
        [
            0x23c1f74481a2703a, 0x1a5d075cb9859136, 0xa4f82c9d5afd1bfd, 0xa3d1e9a4f89d76fe,
            0x964f705075702f80, 0x182bf349f56c089d, 0xe205fa8fbe0da6e1, 0x32905eb90a40f8f3,
            0x331a1004356d4395, 0x58b78901fdbbdfde, 0xa52a15979ba00e71, 0xe0092e1f55497a30,
        ],
        [
            0xb68cdfac872fb584, 0xa7cc144b81ba0742, 0xd6fbe30671f9d0c3, 0x617221815c68cca1,
            0x541049e543e5eba7, 0x0f4c13338ac2667e, 0xb2e0ecc5e95f23fb, 0x1ce9cd1024676255,
            0x8f3f305e671f6159, 0x8681b9a129e62b7f, 0xd5c028812af2ac5f, 0x48485dc99bd12ff4,
        ],
        [
            0x7d856b4ae6ac18d1, 0x638f1afbc2d78a97, 0xa6bde85d2562e543, 0xe364a10a904d7e38,
            0x63c489714c3c200c, 0x57f99f2e55d5c722, 0x42809973bfab2858, 0x960de9d3bf98c2d6,
            0x1908d5832b461439, 0xb804c94946c51e60, 0x2da962dcee571bbb, 0x0fcfd2a7442452d4,
        ],
        [
            0x19fda4c25ad7dc34, 0x5c1d28aedf6d66d7, 0x0becd0c3c1e44a7e, 0x30bef16cd15a8c98,
            0x147e6c19a630502c, 0x8cb281d79001d46f, 0x9bf720c5a308b0a7, 0xbf7efadddd29ff14,
            0xfb1afa74fe45f28a, 0x4c908d18e1a1bcea, 0x8bcacc0348b8dbd7, 0xa43fe94e32d26b47,
        ],
        [
            0xe5004e8003682f59, 0xccdb9cb7f642ac0f, 0x405f50d1bd869f77, 0xecffa54de7ebea2c,
            0x3354dc22d87620ba, 0x01bb2988b1c01ff4, 0xd9370076e16477fd, 0x45303d2a2e71ba4b,
            0xc0de76273291e5c5, 0x5cfebd87f0a7ca55, 0xde1162809e592a30, 0xdd26e577a78ebce4,
        ],
        [
            0xa09ed607741ef4bb, 0x7f43279bb1d619f6, 0xf1a2a309a371ffc2, 0x71aae57dc63b6f18,
            0x35bc300bb66310af, 0x02f7d8da8c7bf0cd, 0x3e565c929c9d66c8, 0xd2687f524c14eb61,
            0xb6d6c8fa582859a8, 0x5b60c5fa3849f487, 0xb5b3d4ea66850b7d, 0x50b78355611de62d,
        ],
        [
            0x9aa888a7317a1fd9, 0xc4513b2efcd82fa3, 0x3d5fa29bc53e5468, 0xb9f6e1917962b7a9,
            0x247e8960d4440c07, 0xbae398b34e0ff46c, 0x292c8ba5e8f3b493, 0xb8cace5e85b35947,
            0x0c46559e5589b401, 0xeedef3a2d49df539, 0xb5142dae1db917b5, 0xb3cc4efea818be8c,
        ],
        [
            0xebc86b754253f7e5, 0x559a43664d583460, 0x8b556e74c242a83c, 0xf856d4a7d34b2296,
            0xcb720472b268619b, 0x121601cf0c41f036, 0x988b15017043b4dc, 0x8e3739b4f9690ada,
            0xaace4433161817d4, 0xa766a78387815b3e, 0x18c1989391e34aa6, 0x1ac0d2ff193090d6,
        ],
        [
            0x5562a85670ee8f39, 0x86b0c11764e52a9c, 0xc19f317409c75b8c, 0x21c7cc3124923f80,
            0xe63fe47f8f5b291e, 0x3d6d3c050dc08b05, 0x58ae455eee0c39a1, 0x78bea4310ad97942,
            0x42c7c97f3ee3989c, 0xc1b03af5f38759ae, 0x1a673c75bcf46899, 0x4831b7d38d508c7d,
        ],
        [
            0x26c33091dd896327, 0x92f1b91ec5f3ea4a, 0x0c01247e448308fd, 0x09b5c3781ad92699,
            0x856af79b531dce09, 0xccd95820afbbec51, 0x322c5536a6bdbc73, 0x63b282cf1eea02d4,
            0xace193033e3839f4, 0xa6f6185cdfa1186d, 0xa546793bc3ee304f, 0x9fdeaaba86a72e11,
        ],
        [
            0xac018fb1caa74a6d, 0xaa17f5033358dfdd, 0xc34c30299c872be5, 0x57ab5f309306ce78,
            0x61691c96ff1d7c63, 0xb8c54d6874e1fd50, 0x7983c201f58d71a2, 0x722fe97c9a403614,
            0xe618bb656d16d38f, 0xac0e0e9b9f967a44, 0x05ac579ecb7c3b54, 0x9baaa57d89a48a56,
        ],
        [
            0xaca9539ff9d20115, 0x4101ae09feb15f0d, 0x9d18e6243f57c4ef, 0x42ecae33a967f73d,
            0x5d3496bd6150ceec, 0x15741773d5da927a, 0xefdd8a98467608a5, 0x63324694f1bbb64f,
            0x80c85c98165d0add, 0x87b4f4b863431649, 0xc05a4eb6e4106ee2, 0xe6e29e70c110ee47,
        ],
        [
            0x1e9b23b9ff1735a8, 0xc3bf3d5b2b0e4b7b, 0xd4cc00fe59b7721c, 0xd5c36f9c9e2f4ceb,
            0xdeca06bac90af70e, 0x42676f12416ee799, 0x0d7afe1b6f748c6f, 0x0b7a6de539c39d55,
            0x11e43d6ee6eaed18, 0x5baf8602496087e0, 0xf833634fb1a3a66e, 0x25098c8a79398677,
        ],
        [
            0x219c74fb6b56e284, 0x70ff23a6369d9d7b, 0x7afb6de29b102d50, 0x8099b4b159b225be,
            0xf41d8d5f48aeeaab, 0x27f6e595966e3b55, 0xd5e4c529f4d4d216, 0x3830042d0504f405,
            0x7c1067a88f454520, 0x1e8f776b8be60d07, 0x5dba25dda12f5722, 0x001f7c5a4534724a,
        ],
        [
            0xa72bcf939a772e3a, 0xdd1e5d6c486ad83c, 0x33547ad3faf785d2, 0xdc9d415e5bbc9416,
            0xcba5e70588dd738e, 0x17649697c1bb66f3, 0xb1d8ee1cffe9ed0c, 0x5bc7e2a733e79290,
            0x0155d3c7dd65936f, 0xc8ad0d0cf1ddc7db, 0xa57577203c497ae8, 0xfc5c324f5ea2b1ad,
        ],
        [
            0x514beecd31744f86, 0xf0640612f8db611b, 0x2ffd25598d35acac, 0x409ae3f26ce590af,
            0xccd73b6560e4f2b9, 0x3d4358884bfcdd36, 0xf29a64bf0ebb7af9, 0x978dd6fa4011c4ab,
            0x4274b78ba11f4a0d, 0xc092ebf2259dd978, 0x8aa0eec048bc2ecd, 0x31c80cc5d63d20e6,
        ],
        [
            0x76512d1bc552e354, 0x2b7eb6df273020fd, 0xd1c73aa8025a5f25, 0x2aba19295cbd2a40,
            0xb53cadc3c88d61c6, 0x7e66a95e098290f3, 0x72800ecbaf4c5073, 0x81f2725e9dc63faf,
            0x14bf92a7282ba9d1, 0x90629672bd5f1bb2, 0x362f68eba97c6c96, 0xb1d3bb8b7ea9d601,
        ],
        [
            0x5de152676f90f4d9, 0xefacd395f56aa3f3, 0x6158ad25372c5904, 0x22a972a77e7885de,
            0x072b0e3793e5ef9d, 0x0c47b848d48985ce, 0x3868a3360d06be81, 0x55907e7bbd44cb3e,
            0xce00aa31dce146f7, 0xe92543ac96d33840, 0xdacbcb988c6a9d04, 0x9a528d2f682813ba,
        ],
        [
            0xfe50f172cac424b4, 0x77246aecd8438d56, 0x6a93fa387ffa7cac, 0x3ef6110fb23e5719,
            0x116ea8811e88b1bf, 0x97e41a96adc143cd, 0x17ac01bc05df439a, 0xa037dd4578a54d94,
            0x336ce3f57c31e4c5, 0xda6f0d495cd4dcff, 0x7d0918232ddc14cc, 0x0d0790650afbe83c,
        ],
        [
            0xd48c54cff6246185, 0x25df28d94924dfb2, 0x78c9d547f0cc1608, 0xd22bbd8bf5994d7a,
            0x93b3bd2b4723d08c, 0xec1d0cacbaf7c934, 0x2bc73f57405d0d43, 0x6f507f86a363b257,
            0x8aa71b250359ab33, 0xcbba6bdd95bee1dd, 0xb0b4e3f9eadd7fce, 0xbf07f06ffd39a4ac,
        ],
        [
            0xe141e763d4720770, 0xb9739e70ddb3b450, 0x46e6cde496131446, 0x0458a5d5cb6c2ef7,
            0xb7747634532f9fd8, 0xf62d372116544457, 0xbfacb4ded3100854, 0x70788a31b39d3f62,
            0x9b543220f22d92e4, 0xaa4590f655723258, 0xc7b6730e01ddb8bc, 0xae252cf869e1e7bd,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0x7d27d71fd186cb09, 0x67cb7f4e3bc213c7, 0x418cafeb6075b2cf, 0xc0d691e6d93a06f7,
            0xc16a95259dd001b9, 0xa0583230026f17b9, 0x4c1041b07845900b, 0x2874079147a22aae,
            0x8d08efd62c1758e9, 0x9cc6f207e6c3229a, 0xec69e902082d8924, 0x9cfa1deaf331dfe7,
        ],
        [
            0x8ec4335fabe7c60e, 0x01f198c10a6a9fb5, 0x3ff96de001141ab6, 0xb21acc2c2eca98a1,
            0x6154849010fdf648, 0x2c01a99cd1403e8b, 0xf1a35f306fa509d7, 0xf7715fe3e3f08e9f,
            0x89c26c077fc9a752, 0x8d2535fe420d48a0, 0x80ec5ddd52fe2e73, 0x041b8df071704f39,
        ],
        [
            0x20aa15d97ab838e6, 0x6cefdd5a0c827ed1, 0xe2f205caef579e8f, 0xad27e38b325981bf,
            0x087b8284c3438be8, 0x2095dfcf422360d9, 0x87cdf5ad76d096bf, 0xf1b97ce1e022adc3,
            0xa71240c189104665, 0xeb5a175c9c1578e8, 0xbd66910ad150ffa2, 0xac277af811459a28,
        ],
        [
            0x498808edc65fafce, 0x3676a7cc4e806bc3, 0x796e25f176c6b964, 0x1aced64bac474261,
            0xa62470fc29a460c1, 0x77501dce5e751e48, 0xcc00053b6d9e3641, 0x2b5bc4ae9a3f5a0b,
            0xddaccc2e3f9ca178, 0xad33f34a0b80d1b0, 0x6a76df9364642225, 0xc145f36f778e761b,
        ],
        [
            0xd30302352679072f, 0x73dfdc0f95dad4c8, 0x53649b575c4630f1, 0x60197fc08d098d74,
            0x9c295d54647f5cbc, 0xfa5f1bc6c0813efc, 0xf6e08007d2e49417, 0x4f7d4b3dab579569,
            0x7af3e08e11d9b388, 0x073ec38a5db61c65, 0x9b480cb89db4dc4d, 0x9be2ce7e372fa82a,
        ],
        [
            0xdffb03aec10b43ae, 0x39b1266e9433a54b, 0x4c262521b19fe0db, 0x0ec1e54f3d5c7fee,
            0x2856510b05e68e1e, 0x49382c1edc80b8a6, 0x80a509312471bdd5, 0xe8cde18581974aa9,
            0xca6112ee28235c52, 0xd28a0eb8301f9653, 0x22b11e26e11fcdf8, 0x97e6fc5de4d735f3,
        ],
        [
            0x46a2a08be26d822e, 0x63537bc689d6d6de, 0x28c556a2b3df9fbc, 0x81d3161eb121d512,
            0x4e27ce0b123bc86c, 0x1ebadb85bfb240d1, 0x86edb71a1156314d, 0xf8ac56fd113961bd,
            0x2f6bc6d8067f586f, 0xf558b8833fe8e532, 0xe9433e2321a7997f, 0xb86f039c87e53b9b,
        ],
        [
            0x9c66a32becc5f6da, 0xe4ff40431719ba2c, 0x8c6cfab721e716ef, 0x32c8fccb96ed74e6,
            0x475890dd0b110c83, 0xdfada95f5cb4eefe, 0x9d7b89a693240fe1, 0x6afdb2d0210b776f,
            0xc3f0b55bca7a7d52, 0xa6e56a0655d04585, 0x818e221c4257acc5, 0x05207b63fcb8d39e,
        ],
        [
            0x15ff8b9194734836, 0x059dc0ae503ba821, 0x9ed24c97b4b67335, 0x50eb0e845147fdf1,
            0xaa61c10296870563, 0x93b1239cfde1feb9, 0xbf69643c002a2551, 0x56273fa22c49813e,
            0xda1f586360b9409d, 0x6c87e398fea2f06e, 0xc7b0510c23b03455, 0x771ad3b5f0357ebe,
        ],
        [
            0x00fc2cfeac993097, 0x4d3532b176b4508c, 0x0887cb17a24c9add, 0x2698a3e01a9972dd,
            0xa6f0258b26352346, 0xf67915993132792c, 0x2c3d2ebb92f39495, 0xf84058943f9e744c,
            0xba22030154833968, 0xa0c5454eb7936d27, 0xdd9078e1b0ca30ec, 0xfa5e78ae5a80ec29,
        ],
        [
            0x4b0419e196fc4c42, 0xcb8ba18d80fc1d65, 0xace4ca17ed16c957, 0x98c4e443643ee45f,
            0xca5dcd5a8fbcbd0b, 0xefd85948ed499067, 0xc55ef933c6add97c, 0x98c789a96f7bbddc,
            0xa4061e15d7e8f029, 0xfbac20d42ad7071c, 0xb6ac497cb513dcdc, 0x6845909ac345c9cc,
        ],
        [
            0xc948333be68b9c0c, 0x96e30042265cb56b, 0x957516bd3c12bd22, 0x0d3284730033e495,
            0x23ff9704c9e2117d, 0x81693f98e3d28a72, 0x7a0ba6c9f8066b56, 0x0e2e2242332bdbe8,
            0x885d3c00e9f4ce83, 0x3145e5ec8ae96eae, 0x8d4b26d491e3d14c, 0x17b5782aa9ad6fe2,
        ],
        [
            0x1d579732db1bac08, 0x7ea68523d364c724, 0xe1eeef5970165ccd, 0xb8592235c6009040,
            0x2d1f1d3c5424487f, 0xc8ff75946be2c093, 0x92b9f7c0f85690e3, 0x77d14b075c2f3e29,
            0x5b6ec994840d8e05, 0x15d0b4bbeb560729, 0x76320c854dfd7496, 0xa18aad857cdcae8e,
        ],
        [
            0x39062094cabd9b94, 0x20b3910bc68dc31e, 0x7d78a0430b708450, 0xe113da29522bd0d5,
            0xc46fa10af7f27be8, 0x8258b2ce295393a0, 0xf69dc62228d958d8, 0x97b796c0991261e9,
            0xaedea55e36482f74, 0x6e4f2e3ceec962cd, 0x782f495a2a06b626, 0x41e32a4dfe23dd4b,
        ],
        [
            0x7686290bc8f0043e, 0x3245d9b0001c690b, 0xe713b344aa0641e1, 0x9bcc2d1f3b77b9c6,
            0x414cdd960c7eedbb, 0xab0c06436e2e076b, 0xd8c255611b462815, 0x7776f52a36b2b315,
            0x1e05bcc891566efc, 0xda8159fa353a78de, 0x4948fc25c16eb16e, 0xef2b18052b927e40,
        ],
        [
            0x0a74da82d8ada6cc, 0xc6b98a3cbea55457, 0x896c26bb57c2f5ac, 0x981e2f72845d45e4,
            0xca152b877e9a7d36, 0x49666d457b582e8f, 0xea3b9bda49fc20b9, 0x5bcbc84a7c71f153,
            0xd346fc5d5748a654, 0x7ac2f217622665ee, 0xbb5efe7fb6f16e27, 0xb1810a70644c9dc8,
        ],
        [
            0x3122a0dae7eb7b35, 0xe71e73c636542d86, 0xea34dcd87b009471, 0x0833508e43ac95f9,
            0xec05355d5b3e6858, 0x3ad6e651f1ecc057, 0x41b73e4937f7e201, 0xe05b182fef3f24de,
            0x36ae2de46730430f, 0x8cca98469a9dfb35, 0xc3f4df520e4382a7, 0x927dea699e9e74c0,
        ],
        [
            0xe0c7946c2e4b40f5, 0x7ef21fe57dd0f6de, 0xc2a8cdd8f81f21f3, 0x6ad73e42c7ebe7a3,
            0x3e8099c35d42a7be, 0x151c6de86df16d22, 0x214a649b5293c104, 0x769763d156b4d1d3,
            0x78b33355e3bebab4, 0xe10a70cec78a804e, 0x985a16fe211f735e, 0xfd50c86856605fc0,
        ],
        [
            0x9059361aed7db6f0, 0xe9c2a1b3d8c771ad, 0x514fb8a288318c48, 0x3b62f80dec00e6f6,
            0x412a1c21f7b802bf, 0xcf4059d464f6ff49, 0xeac1f8314a61bbe2, 0xec7364ade65c389b,
            0x4d8f1f319312b993, 0x010dd1f4921d9c7b, 0xbccabd16332f6796, 0x279f89f4f80bc1f2,
        ],
        [
            0x16bcf31c8f646cdb, 0xe9b4b8a9059f65cc, 0x34a47964f8971dbd, 0xd76f597fcfe021f8,
            0x23bab19c573891a6, 0xdf6702852645a244, 0xcc338b2c4347674f, 0x1ddd83da4c07ab3e,
            0xee6bb10231bf757d, 0x3f2828c5032ec673, 0xcf0daf5f0cd7c8f8, 0x1b5d112656eba0e0,
        ],
        [
            0xc4e48fd581c1865b, 0xe5af5592231f979c, 0xaf0b1bdeadb1827f, 0x7e593cc3fde7131e,
            0x3613be5bef4d6450, 0x4cdb142cc12eee36, 0x372a30bd6be459c0, 0x98a478d477f1762a,
            0x220c681a778f0f23, 0x307444acc822022b, 0x778f4dd5b7a2733e, 0x545b79fe5a81442a,
        ],
        [
            0xd9b864d9dcf6b460, 0xf453164e5141107c, 0xac36ccb9b019575e, 0x996c97bba0040dea,
            0xf684e53986b7899e, 0xb11bb5336b00d106, 0x86af64aabe831360, 0xbda68250b21650cc,
            0xc080ad14ffd7b0c6, 0xa7cd582f1a3844b9, 0x3656ad084531ed01, 0xe12b761e0af8481d,
        ],
        [
            0xc0ba95191a76868e, 0xbb9eda56858992d4, 0xf2ae3171f726b5c3, 0x194f8f053fc6caa5,
            0xb3b49a008f8a3523, 0x769e8c690196cf5f, 0x061b39db493c3e41, 0x3c471b1225ee4d18,
            0x0886620a34df50e0, 0xcba0eb1bcb90eb80, 0x4100a999a15cbae1, 0xd5cb313afb8a9e43,
        ],
        [
            0x94a35f648532b8e4, 0xc2cf81f82227ce87, 0x2c0a163f7f8ce7c5, 0xe9de5d0fba5e1907,
            0x0a58d572c1c14999, 0x406a3eccd934e441, 0xf9ef9a75c315d861, 0xa18abeae864a28bd,
            0x9e65f3c360831100, 0xf757107b2d4749cd, 0x8fec38ebe8d782bb, 0x74b4d444be94b2ae,
        ],
        [
            0xea493cffe3301704, 0x207eef990185a018, 0x87e7bf6097e53bb3, 0x7b0f930024ce9a5c,
            0x61c30a02f54a16c8, 0xe6935ef3f0e13636, 0x2dfb9338edfb9c1b, 0x8531b1e0ae15e1c6,
            0x48ff1d9d7eb95543, 0xb0e434b84b061f98, 0xf869d34fa879ef5a, 0x5a551d52f8e7ba6c,
        ],
        [
            0x796fc73b59480d9b, 0x9f33407ae0555912, 0xbc428d52bcd9a4bb, 0xffe3b15b82ac0b57,
            0x0f4cbd0aab58a714, 0xe3b57ece353b82bf, 0x67e16b95f77aa72a, 0x7b5d3eda112a81cc,
            0x6795b7758d749470, 0x334bb4fcfe097d37, 0x0489c0ce64deebc3, 0x0cf28e2985092a86,
        ],
        [
            0x5d8be49563a0f5ba, 0x60385f2cb29df3a5, 0x1020a13d4e44603e, 0x574707da023ac8a6,
            0x90915fc1b2a21e2f, 0x40ea19da72e909f1, 0xfbf33db2a1375c02, 0xc3ad7e912247b5b9,
            0xc8e181b0082c5302, 0x841f5b3a88e90e92, 0x919ac4726fdddedb, 0x3a8400b4bd0e7f3b,
        ],
        [
            0x0cc8d80b29843096, 0x1f5107d76aaf8c7c, 0x6fb26e1ad1647601, 0x66da08d52e2ca8c0,
            0xac0a6fbb34d9e92a, 0x596cc78b52203763, 0x145521ab8e88a471, 0x9bdbd48264bde8f6,
            0x5a4d25bd01b4d2ea, 0xef1fc3626e7152ae, 0xd188389afba5462d, 0x951d4667f01d497c,
        ],
        [
            0x13c06992daf4c20c, 0x31f42b70eb79c67b, 0x7b28f77c3d448d05, 0x641760f8628375f2,
            0x22cb387031a92ebd, 0xb6b9387cced6490c, 0x68d0d55550269862, 0xfb92f3ddde95fc5e,
            0x48527265d4f1bbe5, 0x41c6c8fabe225878, 0x948a985e2d5b85d8, 0x30606c4f2ab61b1e,
        ],
        [
            0x294045fbbcc5466f, 0x145c2078039461a1, 0x21c890c82a620ace, 0x1ecc5928896d0458,
            0x14130b9cd3f9fb46, 0xf001b3c2461506dc, 0xd90a95e297a1b5c2, 0x9e37948edf6487be,
            0x00ce787c3b165a95, 0x10d4f2a6e49c468d, 0xf0f26eb8acd25333, 0x25b513b063f3570b,
        ],
        [
            0xe559a2ac6a83c389, 0x7d357432daae71d8, 0x44df374cb08caf92, 0x780729c94455363c,
            0x9f70b86d99acca93, 0x0d530c284dd1da56, 0xc99008920c70a7a7, 0x5b3947a2b0c21ded,
            0x92f56c7d0d0317e9, 0x63f897b42d77a269, 0xbdfd0a7c5a66b484, 0xc684f656543518fe,
        ],
        [
            0x98d089819bc5917b, 0x9f90885d187fac5d, 0x651b18287cfc13db, 0x2d606e4c8655a658,
            0xba64d3c563c91b71, 0x36c7d7d8b82a5090, 0x2d1dff02cab1d598, 0xa95788d7be78f90d,
            0x1ac2ee6b0ea1fe01, 0xc100b60cd5c1273c, 0x4496084ceae603e7, 0x7fcaaf5f77c2fdfb,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0xe8e3225a6abdd842, 0x8c85f18f3b367b02, 0xf147a4219f42edb9, 0x6d4bc00d0d411d4d,
            0xa1a13a2770014bb4, 0xb896d97bfa10166f, 0xb2a1dfa70c302c6d, 0x0a24bd5d808a63a4,
            0x8409a3a2f88c7359, 0x071f3838347726a0, 0xd18a551c27507bb9, 0xe0c4cc34b359b167,
        ],
        [
            0xa44f6ef880e9d9f3, 0xaa7621e91d14d618, 0xcb0e4ed80eaf6671, 0x2bf485f8181514a2,
            0x74670e180a2927ea, 0xe1b5461612c14645, 0x4068c0742a67ed61, 0xd10c7a57739063ca,
            0x391b651d698b2816, 0xf310d1696da14fa8, 0xa089be6bd8a578b1, 0xa314b3a844389ad7,
        ],
        [
            0x664ff05368ed0760, 0xc3cdc99138fae9fe, 0x3fe057aaf1f30a86, 0xbae990222d08c72a,
            0x4f5faf3f6f09e13f, 0x44461a4413d26b29, 0xc2504c1bf95418ed, 0x12766ea7db3ff26c,
            0x2f956e9507a22399, 0x2716e70f5a00cdd3, 0x80c020140e9fba99, 0xbe587ac30519875d,
        ],
        [
            0xba86aec170128295, 0x83a09b65c12f35ce, 0x8978ff0789df2f80, 0x85750cfd97a773d5,
            0x806bb730fc3f35f6, 0x04503422fed868c9, 0xdc0fcde086ffdbae, 0x8f4297e11860f43b,
            0xfefb7d028d3ad6cd, 0x5c652b5997293550, 0x32e12942ed5cfbba, 0x06192aaf98800d22,
        ],
        [
            0xccf0fb423c9eb0ca, 0x8703c6694aa03b40, 0x44c735a74001af07, 0x9616dd932e874ed1,
            0x5c2e8520474ba621, 0xddf13cd3fa93d8b4, 0xd68c9b4575df1b67, 0x4cd242288f80d389,
            0x0f1a16bcc09f47fc, 0xc414dc6a9cd4842a, 0xbb0fa94f1f353c6d, 0x405124551950d073,
        ],
        [
            0x935b9e244d2edd5f, 0xfeb46fb5efb287b8, 0xa51700a3f5018b92, 0xc328beba23864e2a,
            0x113b5c9a995f70c1, 0xc0b11c22da1b5d51, 0x9b99b907f4a360cb, 0xf4ee9995adf0b094,
            0xf67c7cf2f94b3f0e, 0x664a51a1dcaf10cc, 0xa3709ccce937a669, 0xea97bace4862f098,
        ],
        [
            0x51758334c942a3f5, 0x7cc01e8832182ba6, 0x772af25774de4fe6, 0xb1b3c448e9667bf8,
            0x71cb27388079caf6, 0x48890c641d823a40, 0x47a5887b0e9edbda, 0x916dfb0cbe089e5a,
            0x3185090e1eb42ddf, 0x3c7eaa13b7f3af26, 0x940ed8c79e9963b2, 0xd85e77db3426ac10,
        ],
        [
            0x162cdf342efffd95, 0x92111fdad59086e8, 0x4478d114454eb977, 0x8ce403d8dea38a67,
            0xd459633b7435728a, 0x3a7be4e3a63b0504, 0x0c74066b335dba3e, 0x4e8fb1d7c6ea6ee5,
            0x3398b588a99690ed, 0x4949517c3ad77562, 0xf9824f09cbbb60ee, 0x9fdcafdf85660bec,
        ],
        [
            0xf26bd8618875d9e8, 0x22e2380dbea9c273, 0x5f15183791995508, 0xb97f40a6648aa1c6,
            0x7478f5f83977d848, 0x21e876ae35b57de6, 0xf620b180a93fc7f6, 0xf49bd07e1b148996,
            0xfb0857261c4f60e1, 0x6a6653af7ad6b84d, 0x913a2d022e05b686, 0x94746629407dda9a,
        ],
        [
            0xb8465d16da684157, 0xdadde1abb238faae, 0xe2cd45e7c6b9bea8, 0x7251d4a15cf413d5,
            0x615cea8baae1765b, 0x75aa831813f36885, 0x7d5b0bf7b8767cc1, 0xec38a8ff8022968c,
            0x034805b62a07faeb, 0x916f9eb033b7321e, 0x34963633c0c577ce, 0x8ee07efdabb8d3ce,
        ],
        [
            0xa0bd6c0da8a29345, 0xc676b6c55d7f5ef9, 0x303b6d7c20ad7259, 0x06542a19d8fe09a7,
            0x5a06653ca959014a, 0xf45fd79a5bcfe0cb, 0x29058d984e583468, 0xf1bd25e60cd7afc0,
            0x2a88246ef7dbe54c, 0x680eaff835e0ef3d, 0x5942c97f726e59b9, 0x43e971398d5c0825,
        ],
        [
            0x2daddb11a406d4d7, 0xb02b5da5a2a33d81, 0xb73ce82721a6aa89, 0x10919587467506de,
            0x0927724c428d8daa, 0x0ede991f7c17adfd, 0x8518dab1bf7ddb3d, 0x04b091c42a54e1b8,
            0x5943c37f89e7a398, 0x8e63f5e8e273f6f3, 0xc6d0352b83143d22, 0x30e43182ebd1628e,
        ],
        [
            0x606658a99991167e, 0xb8773e1572c4b43d, 0x6cb364cde025abce, 0xafa58e9b0c5a653e,
            0xa7e35a54134a68bf, 0xcb831d42ba4d9db6, 0xae37348ede83ef97, 0x4ac64a6a62ddd553,
            0x5feb5e0d715bb6b4, 0xf876efae043424b2, 0x7b56a291ad91a9ef, 0x817c7053356f3ade,
        ],
        [
            0x3d6e8d6d8dff7dff, 0x6b6c194ad5be4ad1, 0x57b93f2db6fcd08b, 0x99f09948f3761f23,
            0x4062f3d6ac8b018f, 0x4b58ac05a27af72c, 0x4abcc81504d0cdfd, 0xa50043e0bda4b02f,
            0xe11297e527a9c083, 0x2b2d8d529779c5b3, 0x3de3d330dfdecfed, 0xfe2487caae7fc522,
        ],
        [
            0x1c2fc5088f7a83e5, 0xa7c56233b9970c92, 0x949c71738bafa66f, 0x1e299b2d5bbb0490,
            0xb9a79e7c18fcb9e8, 0xe6372ce69cb5cc50, 0x114fc628f465c6aa, 0xc55395208cb797f6,
            0x7df94ed7a73ad211, 0x41eb8e1f8e0cd008, 0xb028725a004cbb0d, 0x1340186d372c1656,
        ],
        [
            0x4074ee27978029bb, 0xa9394bdabae0d0c0, 0xaa01d53972cecb4b, 0x4b0cf1279a7dd9c4,
            0x3e3e3f165bc787cf, 0xdf48f7e1942de53f, 0x0cc69719567b9d0e, 0x631e33158d0d2750,
            0x9fedc1e292314a09, 0x7547d22614a1adcb, 0x405561a48662b86a, 0x149fa2b1f5480b7d,
        ],
        [
            0xecef4033f2126e52, 0x13c2fd3dc614cbec, 0xfcc62eaedb1c0d3c, 0x0b264a2ff919d410,
            0x6cdd0ab77d47d73f, 0xa763c3a6ac15086f, 0x4cebd52b49147c52, 0xce2351b89a896455,
            0x81d929ad249bfcbb, 0xd81ecffc33c160b0, 0xec90296f29b5d674, 0x71bada2a1e3c4fcd,
        ],
        [
            0x1d173a0813f91301, 0xdb7f93caf98e2108, 0x8ef0e22b62c09631, 0xcf215db506942acc,
            0x95212e515dd047a0, 0xd3616ad364ce7165, 0x8cb36fac5a8609b2, 0xbd2d15638d9f7cf5,
            0xe315e08dc5e745ba, 0x34605f2be074f15b, 0xccb974f96d869dc4, 0x9469372ef81efb22,
        ],
        [
            0xcdd69e6685adb880, 0xf24a3009be8055e7, 0xda36ffe849d05666, 0x8b743233176a38df,
            0x8bb0783366ef8bee, 0x754154f6075412c5, 0x5473cee98f9e9711, 0x2dcfbdadccc36152,
            0xde683576f4d2dddc, 0x239a01659b158852, 0x1c9ad3478115188f, 0x9098b6425ff3d558,
        ],
        [
            0xc4e59f302f7c4436, 0x9d757708e3d65feb, 0xfbc80d824464bbbb, 0x3bacfa2016f9540d,
            0x1954efb613595b5d, 0x3af05d977a5cd80d, 0x926a54d05221ad91, 0xa55b7fab74a320f6,
            0x0677167ccb5c8d4b, 0xc994d22ff9a21ce2, 0x3a25ff6b422df8cd, 0xd9d7e6b6f68e9908,
        ],
        [
            0xd6d6595d61cd3e85, 0xc2a9fc6190c575d0, 0x1ebbbc576597fa31, 0x2c5220eba83c6e89,
            0xcb72da5b13f55623, 0x392fe98940cab254, 0xec80e3b9261041f5, 0x78273af8a8c96e70,
            0x5b60fb3c59a7ca1c, 0x648811eb6e1783b6, 0x6eab68e0c97460cd, 0xe4bf6e90883b1bae,
        ],
        [
            0xabdf453313e16581, 0x5a942cb221ca91f6, 0x58b949284c68999a, 0x19323ae46bb3f9f0,
            0x1d0a9044d32b10a7, 0x24561418b09902f4, 0xcb7495e6769ed273, 0x4d3d23d5879c2f61,
            0x640be60034cc4a6f, 0xc29d021888426940, 0x71950d3f98d3f6d5, 0x7ff91212e2e9e509,
        ],
        [
            0xe06655e6f50c458f, 0xa5a8d870101b487e, 0xd5150d3f06116512, 0xdec63765dfd365a3,
            0x05b93fad0f6289f0, 0x530805cdc371ad21, 0xebb4cd15f283cc56, 0xb8e2093f2a9e3fae,
            0x7faed4afa4672603, 0x7009e84f7e319aa4, 0xa9034222bcf52a19, 0xa0c744497c8d218e,
        ],
        [
            0xe544b89abf4a5b9b, 0x59e6df7e0d4e8b88, 0xa6a90da69a73104b, 0x5c2602167274b105,
            0x8f9705cf60c61bb6, 0x079052653c4d1506, 0xab5a27ad4b2c9b2d, 0xbe6ded26a82e5f5a,
            0xe68f36d15a36afad, 0x79004b195c455916, 0x16ffe6249bb5d1fa, 0x7f9dc5c649338489,
        ],
        [
            0x1af6008b8e96c8ec, 0x78820c751caebb42, 0xf3702bdb3fe6f3ed, 0xbd9c6be07c5badc0,
            0x73267fd2b2aedbef, 0xe13e046feb3c8a52, 0x4b9f333baac67209, 0x39ad6bc2f7f442a5,
            0xf7f031ef62d7929c, 0x361073922749be08, 0x9d777f227be90ba6, 0x9960ce558e94af3e,
        ],
        [
            0xad9676aa2cdbc8cf, 0xf1bb7ed4c000733e, 0x958eed3a041663bb, 0x2e90ac5ad806d5cc,
            0x5d35ddb983ab3434, 0xe22220bee694ebf5, 0x5cc532b0b9bc3752, 0xe6bb708553cbc990,
            0xec94e98e828845f5, 0xc6ca94e42c98f3d6, 0xc9d455d9f7286b58, 0x932e28f579442521,
        ],
        [
            0xe4c694ca626ed888, 0x54c4f01c85b10bf8, 0x083f3cbc506d0f02, 0xc425dac0f24de5bd,
            0x76685d7367fc6788, 0xb278496c326a8a15, 0xb9500ae6306bb8a9, 0x4524a5d342b2c81c,
            0x237b1a8dfd974739, 0x9801bc79463bf4e2, 0xb22db36ef352d992, 0x7c9645f242b5575b,
        ],
        [
            0x941be86ea175105c, 0x105c5901c3c6aeb2, 0x658f95b469d75ec8, 0x3fa79d53db0d4374,
            0x85da635c6afc7705, 0x914a9a598e7e8128, 0x558cfa8fb104ae34, 0xcd0a92444de51d53,
            0x104f98b96a32e883, 0x68237efe3c45ce1a, 0x5c820dc22d85de02, 0xc3e56baf7459ede3,
        ],
        [
            0xa050fe31b802849d, 0x1f9e2ebcb3b3f399, 0xc67047ae836eb8d2, 0xb283a3f095178006,
            0x6e694bfb98f81182, 0x2a0cfeb727677254, 0x09886f74b5d611b8, 0xbe15347735c7b49c,
            0x1e55726a507d2b07, 0x86314a21c7aae0f0, 0x8a2b1a857b9ccf44, 0xdbd6242e1c459c1c,
        ],
        [
            0xfc6adb788ab07d3d, 0x29c48228cc8e75e3, 0xfcf6fc34e85ed9fe, 0x1c557639fb18364d,
            0xa807649a0e104090, 0xe73390ace0b66c95, 0x5ff313589f335fc1, 0x357000ea2dcf5b7b,
            0x4af4fe19766f4655, 0x3ccd5497ee2f1c0f, 0x43fd3770d191614a, 0x33810849a383ef0d,
        ],
        [
            0xaec38fdefcc18a94, 0x078176e641ea7ab7, 0x17fa0ef3e2aee3ac, 0xf6bc7b0af0796bef,
            0x1727265614f46782, 0xf2fb8f42037ae904, 0xb22eba0803c94a7f, 0x44142ee298fb93a6,
            0xdf30784c4e9a4a10, 0x9ad70ad27ec569fd, 0x54385ca907642758, 0x4a322bf9bc0dc3a7,
        ],
        [
            0x923d0b44bda4aaa7, 0xced14ce4fee29f7b, 0x1656be009cf5b87d, 0x13a37d0d1d61103d,
            0x1d705880fb652393, 0x870a31bbed712ed8, 0x15ad02e6ad7c21e3, 0xf004e447c36c2831,
            0x56aa376cba2b3ffd, 0xc3be2b2f9745443c, 0x47c8a870eb903660, 0x976c303e6c6c192d,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x148bd39cf4fb80d4, 0x469b208cfff04e65, 0xf397fbe2ce548415, 0x441e5c2c87fdde9f,
            0x6366b49ffee9c179, 0x38d02bd32938dc71, 0x26d450fac49c5444, 0x4569f95d2b23d3d7,
            0x5f68bf4d298fd876, 0xe86df047544768b6, 0x40b69a32f8491267, 0xcbf3adf9f917c71a,
        ],
        [
            0xa66c703529aa3150, 0xd038a5ab479e61fc, 0xdee33e96b5ab5410, 0xd068929c7c57d123,
            0x0839a208f1d6ad37, 0x8f523dab123f8178, 0xb3e5e524a67d3840, 0x88bda75e52eb59df,
            0x513a0ab7389f2dd3, 0x3197a145890bba6f, 0x61add75b6f66bf09, 0x5c9dfc154eef1722,
        ],
        [
            0x810b6ab36df1199d, 0xc229308bb4f293b7, 0x3cf838dd89897750, 0x3e391e4e7a336c9a,
            0x70148337176f89c0, 0x54b15bacbc4f1e22, 0x32b104f92c0f2885, 0x2c39cefa67034f2a,
            0xb8310437bf178ac1, 0x722299f5c99370d5, 0x0a493cf0332b93a8, 0x00e0ab41a420f719,
        ],
        [
            0x21feb7fc21c34c2b, 0xab6a553addb0140e, 0x03a6557624b04e6f, 0x2531f186342cb0ad,
            0x088c4d54a24f6426, 0x9a0ee15c06a873ea, 0xdbe0253fd33bc748, 0xdad3339f5db8ac9e,
            0xeaaf368173e65901, 0x71f1fab2ccbfa504, 0xb7b845224b0e163e, 0xe0fca8373c779f3b,
        ],
        [
            0xcd7b3c42bcbe922d, 0x2fe02b3b95dd1a5c, 0xeb66bcbd24ef5c38, 0x7edcc21ce579c309,
            0x7b19d49116f6c900, 0x36019ecdb6317c2c, 0x554ba55391d9001c, 0xa5e30b9814f31e44,
            0x3d1fe33bffda4032, 0x5dfec4782306675c, 0xbe59305e000c91e7, 0x3c4e52a325a6b879,
        ],
        [
            0xa35802f5d62cd9f9, 0x0ca9c15d4148436e, 0x261a991d472b9d21, 0xd81a1ed6a2f8e875,
            0x942f213a699b6d63, 0x041a12fc0ae57758, 0x61191c82bd70aabb, 0x3776eb8bee4c23b3,
            0xabe23e8652511222, 0x66dd967d30dabb91, 0x77650c597ed27424, 0x08ea2ebdab25a050,
        ],
        [
            0xa624ab3759a8bc95, 0x4b7e3fa61c971228, 0xe8229c4273aa694b, 0x0cc31029779288ab,
            0xf8eff30f57575e0e, 0xee5e01947d52803e, 0x32d87e558a78f632, 0x48a06031e454904e,
            0xaa2cb8dd16c6e626, 0xadd098ac2c140452, 0xd25f285d2d3031b1, 0xfb5fbbe175b59543,
        ],
        [
            0x520b0bb905c755e4, 0xa2c2c59bf89f0048, 0x85c1c73a73c23975, 0x6e4dec49783aabba,
            0x69f0c69bb0463155, 0x61a42b949c97b17b, 0x55af24a945d331a3, 0x4b0e63f8f5fe81fd,
            0x4034283d708671c4, 0x200ddab35fd9001a, 0xe45f28e4342eaf3b, 0x3e8375b41ba936c4,
        ],
        [
            0x7db497e17da2f887, 0x0995648b683f3507, 0x50e3ff74f5935bd2, 0xdec083e2708c88dc,
            0xbcc3bc3125129bcc, 0x7a3fd7a80a407b41, 0x46ab826c25e0ab93, 0x28e891ec54944cfc,
            0x637be168f55c6cbf, 0xfa34e9942a65216e, 0xd23e99afe3a43c84, 0x6d09d189e6fd958b,
        ],
        [
            0xa2f9b4e4bac5d14b, 0x9f904a3eb8699164, 0x63585978fec79b4f, 0xbcc9b60ebff45cd8,
            0x2e515592a5d63de5, 0xc47a048c3bcc637a, 0x0523810643aba777, 0xf6818e4c77e67aac,
            0x9d5827d238f962b3, 0x28a904c6a003988d, 0xc06bc833551f4575, 0x61f6bcc2221cffef,
        ],
        [
            0x60c7d148bafa9cc9, 0x0afc5fe2516b87fb, 0x02e20acff795ff60, 0xd1ba069151f32975,
            0x8547e7f757be2399, 0x4bdf6abfa0d1b33e, 0xc793832fa06077f9, 0xad55cccb2d874993,
            0x5e217b27314387d8, 0x744d7b06e7f2ec4c, 0x761aa86d24fa58b1, 0x41400d9657dd313d,
        ],
        [
            0xf58e05c53178468f, 0xa17c8b868328a2ef, 0x1bb22cb44ce0c2f8, 0x1ab807b51aab9089,
            0x2aafa8c91e76fafd, 0x58cdf95fb4801546, 0x2c1e4ef8d5d699f1, 0x1583a2aa4cd433bd,
            0x571dcaec7f4f9b10, 0xf62b696b27156c5e, 0x77d2443448820bb9, 0x94e4cfcc11dd3e55,
        ],
        [
            0xbc923fdfaf54b58b, 0x2aef31d88767acde, 0xfbebb8f07f28a3d4, 0xce5feafe694fe977,
            0x606afb0ac9da1ee5, 0x559866a0b74f7c42, 0xd935191fdc85f22c, 0x5c3002d7c8ce3240,
            0xecd278c198452214, 0x665b3176821a3606, 0xce05a914baf26fb7, 0xa178860b60e4e8b8,
        ],
        [
            0x3832cfd59093efca, 0x3fda8380ed8b34d7, 0x874ec122e2bd4004, 0x3761e9c44270b9cc,
            0x6eb2fb1166e640d5, 0x2a45ad23e6dfd0fd, 0xdcb3272bf8dd082c, 0x7d84341f17486485,
            0x0f46b1fda4ca2644, 0x81a1ab1e82baf37d, 0xbb1d72713b322f65, 0x1571e326f4038252,
        ],
        [
            0x1c3df0914085f0b6, 0xc60c47f5cede211b, 0x7bdead8650b6e857, 0xc68645be2cf9aad6,
            0x8d970a94d01540f6, 0x9346f253782ec6a1, 0x3da31263c1b23981, 0x53076158dbabfb68,
            0x22947b9f743dfba4, 0x872e60061c56f47a, 0xe973d81c2b3b8417, 0xb98216184b1fed56,
        ],
        [
            0xb083ba6aec074aea, 0x46fac5ef7f0b505b, 0x95367a21fc82dc03, 0x227be26a9d3679d8,
            0xc70f6d6c7e9724c0, 0xcd68c757f9ebec0f, 0x29dde03e8ff321b2, 0xf84ad7bb031939dc,
            0xdaf590c90f602f4b, 0x17c5288849722bc4, 0xa8df99f0089b22b6, 0xc21bc5d4e59b9b90,
        ],
        [
            0xc91a3d2ef4d0d8a4, 0x450193a819e05a78, 0x0e59e0b89eec69ee, 0x2ba20f00138fbf46,
            0x5c9fea780e8ae694, 0x62c81c8cc6b73372, 0x2a1df446ff0997a2, 0x929364ab692bb930,
            0x4c4a956436cb618c, 0xc55020a0526be5db, 0x151f18a02c64c026, 0x2ec5becd61724143,
        ],
        [
            0xbff288ed74006fd8, 0x388c5a34ded657ee, 0x47d400a2d61a2995, 0x54c684af1eba1f65,
            0xd1ba6975b1b4452b, 0xb23dda26f2f8283a, 0x6bff7acf86803147, 0x839571e5e8ea5923,
            0xc89e1048dbc4ccc5, 0x1fa0221120102232, 0xbf7b8f902d4e4406, 0x14c5de43576aba0e,
        ],
        [
            0x0d0ba3c06fba6f94, 0x7f7e0f5cf29713c2, 0xa8cce53ba6b94d6c, 0xbea99382df40fd27,
            0xb3ff1c56bcd4f8b2, 0x19124644418f108f, 0x6fc5260727c26f18, 0xbc5e23d682c7c8f9,
            0x12aa5e8e099b8cb3, 0x9d94d88614c579f9, 0x5c629d7a47395f32, 0x9cd280633efbbea0,
        ],
        [
            0xc0387b57f440fe92, 0xce8bad38e291c443, 0x022052e5f9e88be0, 0x6f949fe261615c9c,
            0xf4874e2d84725fc1, 0x06fb244b73a394eb, 0xb70553c678208bd8, 0xab1829c028704d28,
            0x1453ee1a807b160b, 0xa1da80c34649d33a, 0x072e02e056c32ee1, 0x79baa98f3f590646,
        ],
        [
            0x28687291933bc404, 0x6a13b0cc9ba35fa8, 0xd3d1746931c5d126, 0x1c81ce5df9727cfb,
            0x14f66be860b464ea, 0x0bbdefb8c10ea9f6, 0x5679a0e5e8d06c95, 0x380161d83dbfd6e3,
            0x6cdd31f20523e6d1, 0x2ff419e0c4b4c439, 0xc7439153e217782c, 0xb1b74383f6dc5d95,
        ],
        [
            0xa09e68e61f023abe, 0xbc432449aae2d6c8, 0x61e22f727cb683df, 0x0b5bbc0fd81a0e89,
            0x18ea4e774581f128, 0x28df9961cd70a12a, 0xb0d3b19f8b8bc10b, 0x0805d1439844e7f8,
            0xe3ed3d40675ab6a9, 0x026d1200f75e2859, 0x1802457b8bb10969, 0xf94c62b3eadab8ca,
        ],
        [
            0xdec3ab0f7bae55e1, 0x6bae4baf56152625, 0x1d597c0c839b5d6a, 0x243692a966b3b169,
            0x37f2ca8eb01c6d34, 0x5baa355aae5c05ba, 0xe0b84c28af384b13, 0x6a2c9386667cd513,
            0xc361a75d78319608, 0x0c317ac596ca528d, 0xe243aa8672f0a5e0, 0xedcf9f5fa1d1677e,
        ],
        [
            0x7af5da7b63ec62d4, 0x74dc387261dbdee2, 0x7d08dbd360b519a4, 0x4e785f79459ef257,
            0xe3e7d5a485fa9e7f, 0xea60c815e9b5665f, 0x2e570d18c209caf9, 0x7bae108371818d1e,
            0x5db42a0a398d749a, 0x149740ff4f555604, 0x72e4f06bbcee0abd, 0x0ecc0cb581ad0830,
        ],
        [
            0xebca6bbec047276b, 0xcda078e05c3018c5, 0x4620dedda223af10, 0x962f389ad02fd60c,
            0x901fab93baab3894, 0x5ecbbd7506eab11e, 0x865dc95e62203b9c, 0x04a599844acf85ed,
            0x877e94647607236e, 0x09592a5684609563, 0x6535176ace76d699, 0x44f2d997ce8812e9,
        ],
        [
            0x6bb19d2162de1ccf, 0x3810bdb3339162c2, 0xeb56c72b6aa09df6, 0xac66c58d1d415050,
            0x922cd7e74ad9cc85, 0x09e3585f91168090, 0xffc9a98d31b918a6, 0xc273e186c73c7513,
            0xd506753f12a77342, 0xe288a471e5edd613, 0x0f358d310cacf05e, 0xfbadfa2d9a63fcfc,
        ],
        [
            0xb0fe9b7912a193a0, 0xfa19ad4be4bbd264, 0xd5bf0e5409918851, 0xd07d8e5729cf45b0,
            0x228e67cc7744259d, 0x786ea24843ed0fc4, 0x7f700231873cd08d, 0x394db4a70ef49109,
            0x699047c06a8197f7, 0xf5b168443021ff8f, 0x4c8bb55026621cab, 0x6f28b013065208f1,
        ],
        [
            0xa79feacac241c5bf, 0xc86df4c017861e6d, 0xaecd1722a699282e, 0xcce5e345a0464190,
            0x0a79c23deca4f6d4, 0x64603ff16a6e7967, 0x02e24234aa7312c2, 0xa9e1fc7791a1b587,
            0x1daef29f94526a4b, 0xa7db710a62ead861, 0xb387fec78869446b, 0xee2171015db19f08,
        ],
        [
            0xffd160fb62c1b457, 0x62efe01fc4d91f7f, 0xc54f75b5208dd413, 0x089514d3e78124d0,
            0x752a9ae8c2945054, 0x466636fbdbffa78b, 0x32936281a265949e, 0xd657c0f084b4d11f,
            0x199d8641af455a47, 0x1eb24cc7dbd9852a, 0xd2ce80f856bfbbaf, 0x1b31b23ceb862890,
        ],
        [
            0x10a6bd0cfc0395b9, 0xe30bf6d06a5e8107, 0xc8aa2483167930d4, 0xee75885006e7e1c2,
            0x4ee64cfcedcb7788, 0x9498e9bbf2f1d7ec, 0x084d2350ae0fcdb4, 0x4398ee677f4d25cc,
            0xc1ddca395db85bfa, 0xefd4819747961197, 0xbd16037f2265195c, 0x1c61a6fc56daae6d,
        ],
        [
            0x9f2409cb6a564a3c, 0x9266799ae5134e54, 0x39aa3697fac47921, 0xdf3db1f32c0b4dbd,
            0xfa37a085f096ec03, 0xb99cfe05afaa0f3f, 0xc9e00e43df458860, 0xbeb7e60ace2bb0b0,
            0xdfe2be57cac8d7e0, 0x6ec03d799162b2ff, 0xdfe3a6225d1122dc, 0x9f04dcc8b6014310,
        ],
        [
            0x6f57752951c2bb65, 0x4a0c1c284b874bdb, 0x19a1842778b96c6d, 0xa674f9922f593505,
            0x5abeeec46b7209d6, 0x42d15d0147cf5fff, 0xe24509b7b49e3b4e, 0x81be939c639ee6e8,
            0x7f7daf595761e8e3, 0xed5cfcb8d420a288, 0x365b29eb7a0ff696, 0x7d14680599a1ac8f,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0x9ee1ec3aadcdaa68, 0xd98c498fdcbb6548, 0x32b9737588102ac0, 0xdd296cf9c08527f4,
            0xb74f8145fae3dfbe, 0x84131eb96cd7cc4f, 0xa0f2fe7a927ff15b, 0x6b0ade4deee1a4b4,
            0x6e7df2d40eeb90a7, 0xe2f46e20be4de684, 0xcd28feba3fdd06bc, 0x8e4205aee6d6d9f6,
        ],
        [
            0x35d47426f78d33ef, 0x4af25db28440c42c, 0xbd6a15e22e91bf5e, 0xe366a84cc08b6b1a,
            0x759c122f55b97de8, 0xecec558f08a03f29, 0xdcc9fca2ea9d2060, 0xb3e49b8e9f361fe1,
            0xdeae39029b59cd04, 0xf532ede06f5e5bd4, 0x84fbeeb936099f4d, 0x73576b1f088d2052,
        ],
        [
            0xee43828c6b512bc6, 0xf73dc9f550b91e60, 0x68f23f30f5dbde6b, 0xaf2fe9e3ddd15e00,
            0xfbf34dae86578d49, 0x689796556c130010, 0x137a5fc309942897, 0xff1f0bfe9959f06d,
            0x2dd0a04abd7ee14b, 0x59c46072e54e2161, 0xf470bdaeea7518ad, 0xce556e4340c471cd,
        ],
        [
            0x2ba8c79022b25f2e, 0xf4670a511af0f4a8, 0x6842f36a2fc2451e, 0xfc5c9558bb91e1e3,
            0x035d1dfcc3ead762, 0x3d0721cb031e5556, 0x3af0cc813af18a2e, 0x7888cee2bd11a363,
            0x80c3de0a6ade1d12, 0xe8c3a5bd93b2dcb5, 0xe3adbd7c90a2214d, 0xfe8646d51192948d,
        ],
        [
            0x9214cd4bf1c7ed94, 0x4887c7c63738f386, 0xa72ba72bf623e542, 0x3c52a464f67d6004,
            0xcdb6171d09b9a4ff, 0xe5eb77d160aba627, 0x7aa9836f39d6afdc, 0xa3fa3a520e0a1e18,
            0xe90bd925dee3a4c4, 0x47e8eeafd9a94dcf, 0x34302a4921e16fea, 0xe32a62eb8ae23949,
        ],
        [
            0xd1d70db31df1d1f2, 0x22ebc9bd9fec1f42, 0xde5ac585d11d3205, 0x0e4584ab282d4d6e,
            0xc87607928f78b85b, 0x48a85682af1fbb6d, 0x64d012ceae0947bf, 0xab792bbf25e22366,
            0x250d40d4a3a030de, 0xe9b49f0877e26b9c, 0xe7d30c828c0f2249, 0x2b77b40b97c676a2,
        ],
        [
            0xa89144b89efc8fe2, 0x23625c36e13b79c9, 0x4fdea1d3a047ad35, 0xd0b0ee0d4ae78e01,
            0xc224b3f3eac4e606, 0x4360e8acfa41bd81, 0xb2c69238062437e7, 0x86ce8de0decd1245,
            0x2ce4be3dfa9d07bd, 0xfd09aa853d268d06, 0x4cd874264a162aaf, 0x1b28f72e9d45e849,
        ],
        [
            0x65026297ba958101, 0xbeb4adf98eef151d, 0x623763a460c8bbf7, 0xfa8f5ad78b2a7120,
            0xfd744bdf085497e7, 0xf9b6f97e2ba35618, 0x0cebfe9df8a15e86, 0x47a6d01329576088,
            0x655817a3fcf19627, 0x30ab44f7c2f11261, 0xbb001c9dddf2c850, 0xb45c7eff073260c3,
        ],
        [
            0x609a02d031716f88, 0xdff6246c45421ce4, 0x544f3162142838d9, 0x8842dcbe36b57d38,
            0x2818919c57f561e2, 0x87f5acca318373ae, 0x42773fb72edf1501, 0xff92c38648e9d8a3,
            0x21a81668ccd5a860, 0xbac5cf837328cee1, 0x7441f749ddc53a05, 0x987d3a1cb5abe243,
        ],
        [
            0x3b7c44f8fb90e50f, 0xeafeda047cc384fb, 0x9a33e377de65e34e, 0x303f568095094a58,
            0x4c0f2e932292809c, 0x920c9c12160b30f2, 0x31d14e1414b268d4, 0x9964173f1eadb1dc,
            0x8e22b362eccb0f39, 0x81dccdf83bf9ece1, 0x8e2fda43a40503b1, 0xdb647ac13e112199,
        ],
        [
            0x9c23216f096c21ad, 0xae259a6d41fa37f2, 0xefe0a8c9efe96f6a, 0x5631701dd6a27744,
            0xed8d0219b3017563, 0xbe2723bca0867a0c, 0xe02bcb56687b62cf, 0xf26c0f77b96f66a9,
            0x43e46251fd16fa3b, 0x206a180a44033302, 0xcfa96b556121888e, 0x50567a7789dabe7f,
        ],
        [
            0xb08fb1175cf3e702, 0x7379b1978023df0a, 0x73aefc7b6f954966, 0xc0fb886f76bd243c,
            0x871eacc5ce09d5a8, 0x9f55b0a4e773f049, 0x92945c84415d725d, 0xcd57391f0112ad84,
            0x4762bc1d0509d73f, 0x15cf97f10f1af175, 0x1f855695328c160f, 0x32cb87263b439f0c,
        ],
        [
            0xb27e344ae6361abd, 0xa53690eb474027a8, 0x500db02d683a8ef4, 0x547ecd17819df66c,
            0xc35cd4cc91360e21, 0x6ea003a16026dfed, 0x45e77cda22395207, 0x1e8e103f91264683,
            0x130f2d2b3bd6328e, 0x6ae25c819af8973d, 0x6b0f90a0d32d7134, 0x0280a95755c62195,
        ],
        [
            0x23781958cd8bb5ae, 0xe3d30c5417dd827a, 0xf974e0076bedf762, 0xd8154b6273264acc,
            0xf10fd9bb167b9396, 0x967c5acbe9652a0c, 0x46775025a28fa76c, 0x17ac7cb32ece9d3c,
            0x5fd8968ce04a833e, 0x96ed5b49fcd20a43, 0x1d209e85289f9c68, 0x4d7473518ce51950,
        ],
        [
            0x6f5c8f3475214c1e, 0x3d5560bae192d11e, 0xd8a63ff0d7af2e6f, 0x5fb858be9069fe09,
            0x83956dcd8cc663f9, 0x52d30c3b838bce30, 0xf354f6d75569122a, 0xfcef54d1fa68f566,
            0xc75b01e79020dfe9, 0xaac66895774b952b, 0xb2a58a299468cebe, 0xa994a3b487c81a42,
        ],
        [
            0xfa7d1236e2319f38, 0x9ba1a1c0a551d3fe, 0x9ea27288beb1282b, 0x1c069efa07fee8a9,
            0x5749c7b55870fee9, 0xbedca76fafcec6fa, 0xa3f8f1b14c63c5e2, 0xaa1bb15694758ac3,
            0x753329a9b59dc06e, 0xfa8e5f5b98a92c38, 0x6b6f46fd3c2b4662, 0x716f41a1ec04c6c6,
        ],
        [
            0xa882aa6389201dff, 0x3441fde55bfcde3f, 0x220cca60cb543f54, 0x2af1cb29d764d74b,
            0x47ae56d0517617c6, 0x05b98dee0342bf55, 0x214f4b11b4e28cfa, 0xa6ebcdf5093691ff,
            0xe49ca185f61d29ac, 0xd304ac40fd8c9018, 0x196161a0f889b7c7, 0x3b704d52dcfc6c91,
        ],
        [
            0xb405aff88886500a, 0xd88008bebeeabe24, 0x9457cdf30bc931b2, 0x8e5fd378f4c5aac1,
            0xdec408107bc2bb98, 0xf86424c598b16f6e, 0xb6af27b634df75d8, 0x1bd3082125943a31,
            0x51176cfcec993c24, 0xcfc1433accbd192d, 0x324a5e1e2993be83, 0x34169fc1d06215ad,
        ],
        [
            0x41aa181ad260133a, 0x627dbe0346e236d2, 0x717fba9cfb8cc72b, 0x6e21d03d69bbc9e7,
            0xd903e845241abdec, 0xd17879fa3c20cb6e, 0xe6141bd463a360b8, 0xa784a651e86cdcb9,
            0x80fe8dd11f9147fd, 0x641241c6de155420, 0x1caef32ba71f3546, 0x28c3a51a79fdf82a,
        ],
        [
            0xaa16c27a84a3d033, 0xc207a4990c11c9ca, 0x7ae2d193aae87c9c, 0x125ab459916d634e,
            0x02ded714cfa65b4b, 0x6efe84944e212e22, 0x97c48a1888766168, 0x663ccc9dd9c85b9a,
            0x6fe8b77b2652f501, 0x1daa602d078efd38, 0x35885364dbcb8299, 0x25bd1826b8240626,
        ],
        [
            0x6621d504af748cb6, 0x3940e5e08dacbf89, 0x9fdd8eeaf546daff, 0x18fc70d4b42f9507,
            0x09bc4af9a3fcc42c, 0x9199b08f4165304c, 0x039d45bed3d0e9ea, 0x0963ede2a6464c2b,
            0x77f47a62b5215830, 0x3a0ce54c3e540cde, 0x34cf6031b2be8f77, 0xeb143e60201083ef,
        ],
        [
            0x21404da5442467a1, 0xe73047597f7023e0, 0x836439a8213ff492, 0x105fe0e37ca0fc37,
            0x73835ac85b303c34, 0xe29d830e0057ac8c, 0x457d083e3b5f41bd, 0x228b26c357341890,
            0x8e8f194c4109bf9d, 0xd032cf2b6e4a39e3, 0x012e9515d88f9292, 0xd1a4cd32e957e163,
        ],
        [
            0xec56b72f4ab23680, 0x7cb58e727f22217e, 0x6e98647bd045d18d, 0x2b7c9caa9a73b956,
            0xc414eabef120122a, 0x45d9036bb6e1b134, 0xe963c88388abd93f, 0x257f3b619180cb9a,
            0x915fee5cb6ca7abd, 0x2166402cdb7b1bb1, 0x636f85f6541614e4, 0x81f91a1849d9e527,
        ],
        [
            0x0430af7759b11c7a, 0xf71cc5b1d4f47aca, 0xe1a7905f12e9190f, 0x1c689b7012db9e14,
            0x6bdd3dc90abaeeac, 0x97f1c244504f0319, 0x874afd61a7a54b51, 0xd4604ecbe3d979b8,
            0x0d33eee1ebf4aab1, 0xa3631cac1aa49fe6, 0x0d8340fbf2217cfd, 0xf6373284423b7e77,
        ],
        [
            0xc6cdb5ba6f7972d7, 0x7ac7d438907d281e, 0x9160a8f5c01044dd, 0x3d74d7eac19ba8f9,
            0xf7c7f93f112433e5, 0x2ab355a2012236d3, 0x1168ce913009447e, 0xbefde8dba26e3458,
            0x6f9837db49ec8169, 0xb4d1e35c86782931, 0x41440a76d711e5f4, 0x8fc7a5aeacb5cd89,
        ],
        [
            0x73719fe8286e8aa5, 0xff8663419982a4a4, 0x684511702fb2db95, 0x4f1c0eab01d80ea1,
            0x2bc50da5530af14e, 0x00d1d5b506071a95, 0xdb618990a6b374b1, 0x06ad90084e79ebe5,
            0x281d01a424a63b70, 0x87dbd6d5348625fb, 0xdc90f0bef576b1a9, 0x1a9ef270987747a3,
        ],
        [
            0x135e416ed651b9b0, 0xe55f7f104a5e7979, 0xe55df2550f0729d2, 0x666f2744e33ada22,
            0x4968bb982cbcb4a8, 0x7ad4e7811028dd81, 0x0e59f0dcd7ca8b60, 0xd71628cdd2a600b2,
            0x7eaf6d308b0af99c, 0x6224b6452900105c, 0xe0513f4388650f12, 0x2a63822a6f6c5234,
        ],
        [
            0xf8c07373078a045e, 0x998b2d52a81724d2, 0x2b97faf1a6305a28, 0x5bc61f67f3e0f93d,
            0x7238583cd7aeb8c1, 0x851ecc4b39f5f24b, 0x1cc8b4689992c20c, 0x73168a863c8553db,
            0x1b9a5f95ba2641ad, 0x87a0c362ce9d565b, 0x07fb51b2e1eedc62, 0xdb300ac6a973903d,
        ],
        [
            0x789ca390f33e8516, 0x6a7f594cdee7f1ca, 0xb4b6b9ca988005a6, 0x14f7b4806cad024b,
            0x682a86285a576b68, 0xf188c74e40e1984d, 0x3584b5e6bf6f19c6, 0xa350b1d2b7467bf3,
            0x3b3bb966aa3d1266, 0xebbd2c782804d8a3, 0x91a272d36a9caf4e, 0x553ada4158fa7041,
        ],
        [
            0xb564a0d9807e30a8, 0xaba07b1534a637cc, 0x010e76c5840d8e37, 0xb6dcb9ac95f6765e,
            0x2f5f8fe103b3ec08, 0x10c5a24fb48363ef, 0x5ddacb2709c4dc1e, 0x8e2884b1e03bafc5,
            0x84d56df3cfc2d599, 0xc8e2da84ab78ec0d, 0xace4663f900084c6, 0x98d9a1df5d49f42e,
        ],
        [
            0xb10ca6eea690d9c8, 0x0b8b39efd5e0d490, 0x2685d320e63807d4, 0xca40d0ee83116ce2,
            0xe1e1434fca51b48d, 0x178a91afeddde4a9, 0x64f59e3fd0dace59, 0x57b33c26278b1820,
            0x2ca13b041550875a, 0xb21f675a4e0db4aa, 0x2bbb3edb0216d3c8, 0x7f39955b96ec8017,
        ],
        [
            0x78a53b5a9563e3bb, 0x19c75eb286af355c, 0x3520f427019a6f8e, 0xde6fcad6dc3ad0ba,
            0xfec96e4f79745b7c, 0x5e566bbdb133f2dc, 0x50088a2b26561be7, 0x16275b4cc5fddfc7,
            0xf21332ff23ae4b9d, 0x8cbc659e85246712, 0x27fa9c8df50b515e, 0x25ecf745494ac8b7,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0x298647532b0c535b, 0x90dd695370506296, 0x038cd6b4216ab9ac, 0x3df9b7b7be12d76a,
            0x13f4d9785f347bdb, 0x222c5c9c13e94489, 0x5f8e796f2680dc64, 0x120e7cb758352417,
            0x254b5d8ad10740b8, 0xc38b8efb5337dee6, 0xf688c2e194f02247, 0x7b5c75f36c25bc4c,
        ],
        [
            0x36c9dbbefda8520e, 0x573507ce6ae3ea98, 0x1ab38db696a8f9f1, 0xe031d2356b01e6bc,
            0x10466ae68afc4ada, 0x3b35df41ed9c44e4, 0x61272c12c7bd99e8, 0x6a4ae7b4805afd79,
            0xf4c47a910ecc49eb, 0xeb95dfeccbe84d5c, 0x43f3b71c8ee497d7, 0x2547af524c6fece4,
        ],
        [
            0x82e5d818a497f262, 0x63ac3a94a36d18d8, 0x6b0244261daa2e22, 0xb86a3580e46f3257,
            0xacf145bd7669db38, 0x4d5518894df2727e, 0x03d9391e77c1a880, 0x75c4dc4ae2ae57e9,
            0xefb77845ec38fa9a, 0xdd40660a265ad6bb, 0xa22d98861854a1b2, 0x52047cd9737ea499,
        ],
        [
            0xe323ed0cced45039, 0x04ce0b67a90aa713, 0x9c092f06e8d68e4e, 0xd8f5555ad0742e5d,
            0xe2d175bf00d3df92, 0x8ca55f154f71aeab, 0xd1762d72642d391d, 0x0dfdd3c2aec466bd,
            0x2caacb4c6281f2a7, 0x635ba4703603e53a, 0x94a9811d49fecf29, 0x3a42cf09466bf361,
        ],
        [
            0x4737236d0ade4e7f, 0x01344b0070da7903, 0x9da970306da6e06f, 0x30279bd6f3838f56,
            0xfb328c8b94431887, 0x048451fabe90e5d0, 0x3334a6718cc0381c, 0x180595ca197b7969,
            0x34937b6e38904b73, 0x91e227c296b588a5, 0xa599b21544577ae3, 0x6f87df1b214a0c7d,
        ],
        [
            0xe63fbb10b5356889, 0x5995a0a92e73aba2, 0x5cea30677afd4bf7, 0x4494e39dfd37120d,
            0x8c572c7249d718a7, 0xfe159c275fa305fb, 0x751c217fc276c40f, 0x44d0643c45e40857,
            0x9a996e6efe7a6486, 0x1a4f6d10f53b0e47, 0x651390ecd15fd593, 0xe0c1181d739ee9ee,
        ],
        [
            0x0b6d3744d228491a, 0xf0771d3dc45e5d9e, 0x12bbc94fa109847c, 0x74c0d53044944c77,
            0x0d280b18eb5a31b8, 0x677a21517ef42592, 0xf11030c84623455d, 0x763e8166ceb7acce,
            0xd5e02d013d22f1af, 0xb6d66c9cd93ee54d, 0x80b4154faa41d4b1, 0xca373d80acf8f6ed,
        ],
        [
            0x0f05710b11bccf2f, 0x7113085a7aec1bc6, 0x137da67a46b8d0e2, 0x454b89fc698b78cc,
            0xf2a6e1de258a9393, 0x5f1804e716488e69, 0x7c6c550215b3bf35, 0x3b0e09a5b05c2ec1,
            0x4b9de30e92f15247, 0x09d4ca9327e70a0a, 0x9c8b16340d149363, 0x54a8287cce642137,
        ],
        [
            0x08ae46d1af31fd54, 0x2a3035e9c2e9f53e, 0x05ccd7522973f8f1, 0xed37ddbb49d30f57,
            0xb7b3f22327397c54, 0x2014fceda7fefbb9, 0x6f1a839f68143d6d, 0x59eb6aa9504f5cd3,
            0xc9fe8f0f1d4956b6, 0x6495b0f5891aed65, 0x13135a761476000f, 0x9bcfe26fd585bf2a,
        ],
        [
            0x3a05e7d5ca2af43f, 0x068953f975009801, 0xd6c8a76c06740141, 0x7e1df1038a831fa9,
            0xfe06e2bae39046f3, 0xda5264a0e1807c29, 0x1be4ffedff5d4808, 0x299d6537c52be83c,
            0x1b38adba11834a9c, 0x6074a60b1248fd42, 0xd9a0bd2e041b5430, 0xf222ba84a7b76b03,
        ],
        [
            0xa3519ab823a6c5b9, 0x6a1bc2102a05ded1, 0xe1389295517550e6, 0x1839f5eb3f60e606,
            0xa2abd3e3da4704bb, 0x64f2157eb8709093, 0x72b6d3646b94574b, 0xda1ec71efa2ba6f5,
            0xc3d996421ff59f2c, 0xf83efd934677c1fb, 0xb870303eb4c6d4af, 0xf61d4c037bc6e941,
        ],
        [
            0x49ecd6f3346a764e, 0xe46847f14105e657, 0xce9cb2b57550f608, 0x45f1a1f7f4cf062e,
            0xcdb19a112c27d38a, 0x36d375b284e50b19, 0xf43691540dba6405, 0x4c9dc863040354dc,
            0x7229e70ea24d09cf, 0xe72aa86c7cf6831b, 0x487fb68425392838, 0xe88bed04430b9b47,
        ],
        [
            0x084f9ca9029ecf08, 0x5caa05050c63bf85, 0xac1b43eabe8f2269, 0x89ae6d4d6eff727b,
            0xbf85d4c458bff099, 0x86b82a1afb12e60b, 0x2cbc1d7fcd46f3d8, 0x32666dc64513c0e1,
            0x9da21844e25f38fa, 0x341ab45fab56bca6, 0x179d2fde6480af4a, 0x5227d4425b1dc7fb,
        ],
        [
            0x9f77b8c5d1164788, 0x45bcd4c1d7b5c5dc, 0xed22ecf3d88c2357, 0x330272ad07de1cf8,
            0xd9749f7f4ca13a48, 0x4964ce5d1383ce08, 0xc033d516b0d0dbb3, 0x056ae73bf51943c3,
            0x495cf7e057105e88, 0x08ced52e56462560, 0xe9578aa713ca1a7d, 0xe9b045c5a9717f7e,
        ],
        [
            0x4afcac5a1a526b9d, 0x01bce075eb5e657e, 0xe0d2940b9103b563, 0x1084e8c6f6bd51e1,
            0xd32f0da54445eaec, 0x23c98b9ae631ea9a, 0xbb022e2b2cb26ab6, 0x5929bef3045da752,
            0xc4f0e8f8ab4d3aec, 0x51bdd2c198257461, 0x28bf621d1872d594, 0xf2ae848286aab24a,
        ],
        [
            0xf8a8499b666fa8a8, 0xd0f9401571bba84a, 0xb85e1b1d515e1328, 0x88a2636ba941e788,
            0xa045241d2b5dd8d8, 0x161be476332f0350, 0x96c4b205a18fac6b, 0x5cbe8d5e73fc5337,
            0x6fc33fc6d00b6029, 0x07a914ee89aa3b79, 0x35353eb7a4d4dd00, 0xc026bdc0673e8956,
        ],
        [
            0xa4f92e7b9fc4f4db, 0x7b6455169ea21072, 0xbf2c578c1f2e01e0, 0xfe9b4ad5a4b483d9,
            0xeae584eff909d4d0, 0x490730f417326964, 0xa7c43c3a79c799ec, 0x94760cf81c18a6a4,
            0x74a73ecbf43ac930, 0x9fc740faba037224, 0x9aa70e9130114f93, 0xa767eddf097ac89d,
        ],
        [
            0x1e551f9bce0b6f8c, 0x1fe7ea4618495e1d, 0x3f6f28742dc0e878, 0xb778c12844c43f20,
            0xbddc28eb8a250230, 0xd8571a4aac6c3d17, 0xb9dcaec9730c8a1e, 0x512cee9993fbcf87,
            0x0df3a1379bafe001, 0x8530e501e2a2b9bb, 0x6d38ba8995ebf91f, 0x704b81a7792cef7a,
        ],
        [
            0x55a01ab58dd85cfd, 0x4dc0d5e388d67c58, 0xfafa0da6fb3e16e1, 0x5eb79e86e9eee37b,
            0xab583609ecdb45e5, 0xdbbe4b8021f428b3, 0xd8078ae512ac449f, 0x3675215fb9ecc58a,
            0x6f7dcd97f03e8099, 0xe32eb3656db6f233, 0xb8a0d4c20af76cb5, 0xe7b13516226a785d,
        ],
        [
            0xccda372167103852, 0xf78d22470c54de53, 0xebd16036afa44aa5, 0x7b88024864a24ab9,
            0x86b38e961c2bc78e, 0xd0aa0d058d63b295, 0x24912955c62fcbf1, 0x77a68156b9ac435c,
            0x432401c71b360b26, 0x091f19f34c58ef8c, 0x3a4a61f483d46c9d, 0xad0e5c72e8d616cd,
        ],
        [
            0x1a6423fd5ee653c8, 0x0e0b96109af87d32, 0xa9ea2cb9c01352aa, 0x5ef4c91acf4e22cc,
            0xbf462c120f5315db, 0x4eb63187ce7b1ac8, 0x4702010d14aeaf69, 0x4a88ae3672a013ea,
            0x47198077736aa14f, 0x03cc7157ac10e89e, 0x701922ad2c79d292, 0x31968dc3d6475095,
        ],
        [
            0x668d598ad1666826, 0x6ffed334fba0ba63, 0xe71e3359d7cddc30, 0xa9c15c2d9fb9998e,
            0x6966d350612230b9, 0xbca3ed23ae4fe0ed, 0x537cac1b3caa3edf, 0x4f4a737ef33c180c,
            0xf8d8f796f8807a7b, 0x5c7cf072d1aab3e2, 0x7f0ccb9dfff736e4, 0x71bf0732ef11266a,
        ],
        [
            0xfff7ec6a390afe76, 0xd6e724f793d7dcd0, 0xcc41e474ad9353a8, 0x67764cdca9445b1c,
            0xfeaa83443147436c, 0x75507200a6002bf8, 0x1e3e47d6f4d874b7, 0x4840e818489f9e84,
            0x638e84c1b4eadc86, 0xad6fac5306641ba5, 0xf24f76ecdd7a68e4, 0x700b70f5b8e88567,
        ],
        [
            0x33b029bccdaa6831, 0x2548552d4c1f9ced, 0x35f1a002dece1c8c, 0xc6b87fd7acc23aa5,
            0x0b8bb275bab029a4, 0xf07bc06730bfb42d, 0x1688ff5d1f69ce9d, 0xeedb7b5edb10585e,
            0xb7a88cf0d432c197, 0x20731bdd015a350a, 0x5fa1835463223f5c, 0xe392e1318024693f,
        ],
        [
            0xa3cc45a706ffb405, 0x156be908faceef2b, 0xc4fd2d880f087f08, 0xdd58b1d5e07c3dc5,
            0x8e0ebfa8edd40811, 0x64e321c77eeeb2ab, 0x14f8f6132491eb55, 0x1b65d9b8dfd01008,
            0xe45c5a49a7575340, 0x3e1dc6546cf8674d, 0x8d79c355580dcc13, 0x2a942c0fc5467ad7,
        ],
        [
            0x61ada737c3449cb3, 0x071062504ca876ff, 0xcd98a39001d1403e, 0x197c845096ded881,
            0xd060160568cacebb, 0x7e1b37d1dc3ddff4, 0xfdc1bcb5d1725e92, 0x11cbe941bf0856d2,
            0x63fd35d050199657, 0x208a1047b9790d10, 0x52790ce61af4301d, 0x75e6d83beff28b69,
        ],
        [
            0x9e40393b611abcac, 0xc490f091b9b78e5f, 0x0cf25dde3e0437b3, 0xd3dd3b951ded6088,
            0x240bb7ee491b001b, 0xb08961688a3bf4a9, 0x87923f92b91edd13, 0xc3939450f284b8f6,
            0xec4d4aa453bfeebe, 0xd3dea3a1d5a0ee58, 0xda353cc242726904, 0x3a848c844f066ef0,
        ],
        [
            0xdfaeea0a0154731e, 0x9e53419de15a0388, 0x2ad6a83c25a992c8, 0xa2ba020fe125501a,
            0x894ebaf8d4dd04dc, 0xd48cb95850765559, 0xf9b58d0980dec92b, 0x2a0e11659da299d7,
            0x3c081853efe9cb11, 0xb9f3b702a511c5e0, 0xa8f7a25f70486180, 0xc0358b25591b3e2f,
        ],
        [
            0xe2092e5eb5d41cea, 0x207399af594bdbec, 0x7cdddb8d7a2f3966, 0x22944c59380738bf,
            0xe8e0b7f87d73cde0, 0x01f0bdb6cb2d23f2, 0x4517f9697bbf00d5, 0x2b07ddf7735d86ab,
            0x2cce881a81c236dc, 0x45ce1fa77db69610, 0xba6e5cdb897686d9, 0x884477d05e312655,
        ],
        [
            0x00333fa6fa806947, 0x7e4dcfb3504b3e19, 0x8326b0acad4a5dfd, 0x9ffc65eac7b12e49,
            0xed3b7c0258d16eee, 0x79fccfb434a4222e, 0x4a8070a0e556357f, 0x554fe2c9ec97769e,
            0xcc405a57da691714, 0x12927897856f590e, 0xd4805b93ba198dcb, 0x2649be2e4b18444b,
        ],
        [
            0x47de3862ef5a8fd0, 0xa1643be9264f13b9, 0x71f779d4b13c1b7b, 0x9248c8453f9f0507,
            0x7050ff224aff7fb7, 0xd914722a7cfa1942, 0x0ebb7b4379bb15f8, 0x1227118a089b95ac,
            0xa696d36691289864, 0x307797179ec96bf2, 0x5e44f7669c33a469, 0xa713bd6a8d401f60,
        ],
        [
            0xf36e8398eaddf274, 0xe41553a16a5e4ddb, 0x36ab07464efc5b0c, 0xb211e59ad316c434,
            0x2515ec9f16ccf839, 0x6ecb746503dc6a07, 0x842b7275c65c1b07, 0xf7ceeec535750ab6,
            0x967d711ccef5255d, 0xcd3bfb075108cb92, 0xe50c0d8aec1b9740, 0x9e8d56611a9e6308,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0x1afa6aa6206add5d, 0x66cfbbae150ea4c9, 0x07fb920b5d36da4f, 0x144d51f9291e774f,
            0x26c2c134f40d87a8, 0xc8cf3524a932f1a0, 0x35bb2a425aeb0bde, 0x5cfcc1dac4be960a,
            0x5c40cabfaa1838ed, 0xea0c05ffe2855f1f, 0x931ebb02fd525934, 0x31a7b78f16246fd4,
        ],
        [
            0xcd92906c6d6ae962, 0x628356159807d881, 0x0d6929781fdc1915, 0x45d01a8c269d611e,
            0xe7bd1e709665b00a, 0x086385349bcaa388, 0x8f189e882dd24299, 0x5f643392b82fb270,
            0xca65bf16c633b111, 0xc6adc9c9d6f1dac8, 0x0df2c293a3c3381d, 0xdd6ae97d8388cd12,
        ],
        [
            0x39ec801027ca8688, 0xa12a8c3905f43854, 0xac9d7f1022a9de91, 0xc9f844ac8803578d,
            0xa84436e18d528d92, 0xaab59dc65bcc28b5, 0x88069aaf85c65637, 0xdd5da6eadbd061ea,
            0xbedf91f2fc8755f3, 0x7c32d616f560409c, 0xaab522ae0b1d1cb0, 0x0ba890f9310cb054,
        ],
        [
            0xffdbd0eb3863db02, 0x8b8256832f57e10f, 0xc11acead35e7a3a2, 0x4998cf8c67833028,
            0x8f3a346b844c7976, 0x0a9d872cdb9b1a1c, 0x8735dabcb98d445d, 0x93790d80305fa0a9,
            0x7c0add49d267a01a, 0x2b46c913ffa20d11, 0xf2acef26d8ab2d4a, 0x71b701b93d926080,
        ],
        [
            0xfd9643673b1cdb9b, 0xcd21d216603cc2fd, 0x5aee8c41db479360, 0x9cb5d71d44247392,
            0x73448a7677d09d6a, 0x681b19102ad39bf3, 0x02ae27df2c44cd40, 0xbd446c0f23a18aa1,
            0x9b21955e09c07e2d, 0x18efc89f5ffb1184, 0x20175feb92a30418, 0x0f7a88fd39c6583d,
        ],
        [
            0x7cae584dfbf536a1, 0x0af06fc25b52faa9, 0x807706dc2827b872, 0xf029478f59903742,
            0x0e8c393c85cd7aed, 0x2e1e6adea331bee7, 0xf5d13dadcdb7f97a, 0xdb22fed18577c3cc,
            0x6f45318081e39043, 0x41d4bb25a00a806c, 0xe6064b92e28670a7, 0x733a31c8a7c63f88,
        ],
        [
            0x48591e626ded2971, 0xcc04b66fb72fd1d0, 0x4a0cbe9b3df9a814, 0x12ce653f992801b0,
            0xd5d73b7ab4f52485, 0xeb8bf221e055dcb6, 0xf72a523e4b980e72, 0xe909d7b7f7f80426,
            0xdcda5106d06f2b92, 0xfd773c3ca0819db6, 0x9b711fe7adfe1035, 0x5e50440a9bfcd685,
        ],
        [
            0xe9d2a98a5133de8e, 0x37083b60b81b8b00, 0xf399325dceaf86ae, 0x03b17c888f161525,
            0xd8ac35c984211b9d, 0x220837849050ca48, 0xa818c44bc9fab832, 0x8882bccee5aea7da,
            0x633aaf35f8715b04, 0x5463e1b99d8829a9, 0xb18df52d84a820f1, 0x9d5ef891d096675d,
        ],
        [
            0x44ddb265a5f5bce0, 0xc7867e0654d58204, 0xf55f10b598982916, 0xd9d3db4a957bb693,
            0xb7ddbd1b65b234da, 0x2b9e242fabd7df5b, 0x79a6dd74531aa2ba, 0xf42f05a08da7fd5d,
            0x2406ceed6aa96786, 0xad85bac31da04daf, 0xfddebc9a41b48de5, 0x77853839869dcfdc,
        ],
        [
            0x394174d0c2b47dd2, 0x06b117a830a87997, 0xcfd81d41894731e5, 0x6476b1afc84e7d05,
            0x37069fe2743b8218, 0x93f21550a36173d8, 0xa8ae70f4edadef86, 0xdac5d02176366073,
            0x4063ba571c982076, 0xc3471b5f2d24d61e, 0x57b69c41ae4d820f, 0xf73e14a4c463a391,
        ],
        [
            0x70bbd7ab03e7ce17, 0xa9f60db148e87a0f, 0x4b7444e2a4a0884f, 0x1e8456dcc76ccc3d,
            0x280a24906c221650, 0x56c4ff8ed76a95b8, 0x64781609a566aa19, 0xe3ed5cd506cb668d,
            0x83caaa9146f8ea3e, 0x6d0850a5b1d456b7, 0x3433b28e56181da8, 0x4dd2a588c43e8002,
        ],
        [
            0xd54e2c7cac60496d, 0xc06d5e5d04cd50a4, 0xcb4105e8e60f7f59, 0x705db308427483ad,
            0xf73ba98bf2bff383, 0xa945611a0220e6e9, 0xc01c46b8d957e12b, 0x458897b7acb1f371,
            0xf738dc0bfa3403e6, 0x098bc687d2202896, 0xec0c217a5f882e5e, 0x8f25af77a1f4eb13,
        ],
        [
            0x89cc14409392c8cc, 0x5cee7d057f841015, 0x236e74631c82605b, 0x1789d05f4402a1c3,
            0x5d0b1f86cb8e85e3, 0x9cf36d4cdcc45a48, 0x14d19339b6303d43, 0xf51510e1f823f668,
            0xd86bc59e45c87248, 0x90a5d53db49570f9, 0x17e9632fd6554692, 0xcadb0f20d3e5088c,
        ],
        [
            0x86e6a8fc195736e9, 0x88099bf31a20620f, 0xf3d9998b9cdc1db9, 0xf36d583e47042834,
            0xcd4519d825a0d589, 0x78c435ab1e04a91d, 0x0428e76ee44d9e31, 0x63994993ce821aab,
            0xd167ceb72625cfce, 0x9f2422450ddf2b89, 0x182e33d6717ffb5e, 0x3800290e26de205c,
        ],
        [
            0x964b967c055257d7, 0x8d37b3394237a9b6, 0x21e729d1c8be8e62, 0xd0505aed517f2dc5,
            0x4895cbc982719698, 0xc898a6f7401fcc82, 0x9a52499a4ddcc152, 0xdac3b734f58d3d09,
            0x8080181769d0c7cb, 0x93301b03938de1b4, 0x316d29d3d0916a26, 0x23bd13ed0869a7ee,
        ],
        [
            0x2615c78259ee4124, 0x4dc2824c76532b4b, 0x9c3b1d771c84a04b, 0xb6fc203fcb9f9e34,
            0xbed65464c64f7846, 0x04f520a2eb004248, 0x5c0177274a58fd22, 0x25958482c10d9472,
            0xb78c6666aceb0e3a, 0x18d3c188fc046f0a, 0x7f3e2f301baa9595, 0xa574f8cd8a2844e8,
        ],
        [
            0xb032a2fdc1360c97, 0x0a9c4e3049d77299, 0x7a14d7f321d83fad, 0x52cf9f4edce73430,
            0x5b52af2a02cc3af7, 0x5c69452d35085858, 0xed3f82b2f0a46a38, 0x0b9c209cf614c317,
            0x132ab55bffbb33bd, 0x27f8696a4e22ea59, 0x655dfd3cb857d0ab, 0x21f06e0f6edba6c3,
        ],
        [
            0x9fd2e5244bcc5a81, 0xc73e2598d3f2f80f, 0xff838e9c15dc157c, 0x0b2491d2c522319e,
            0x2b65f042909592d6, 0xf113045c849f5dee, 0x84fe31be9b287c3d, 0xd048126280097bd0,
            0xaf203cba63660f87, 0x5621c3d80ea001b3, 0x125a5eaa346ea29b, 0x3dcec22c3ca79649,
        ],
        [
            0x300bfabefb755cd1, 0x481bc1960f5d4971, 0x8ebe78d0b0a60db3, 0xb8a186e3a498d33a,
            0x12e6bffd093508c5, 0x9d085309e0484d9e, 0x8f33a918a889dd3e, 0x034c7c3fa3522690,
            0xc6ab5e909ba27c5f, 0x926cb6a480f57bad, 0x9cb3e9f1b9adfc37, 0x38104faf6c269550,
        ],
        [
            0xc899eba381c2d81f, 0xb27267d6f3f0a431, 0x607c8629da55568e, 0x6b5472282b1dc1d9,
            0x23232311c9c001ff, 0x207a2eb2488f8b85, 0x3867ac9adac37a28, 0xa36d14d32584a5f0,
            0x7398c647a74488ff, 0xf6ed920fbe087640, 0x72beddc76319a571, 0x55c2cd826a244aeb,
        ],
        [
            0xd853a90aefbc70f9, 0x9e37852410f36911, 0x7441d049e9a210fc, 0xf7ed4d04ace0ba2c,
            0x1a28d33744f0e5cc, 0x1ef869e942a43fc0, 0xfde6dad44423dbfd, 0x655cca19b29b126e,
            0xbc828267387bf541, 0x462b37a6d4362b46, 0xaeafefe8083074fc, 0xc84daffe4f660d10,
        ],
        [
            0x42df56309ede92f1, 0xe6957bc476503aa7, 0xe7abfe12fbec9577, 0x9660e762274b7f6c,
            0xf78af22c35f12ea2, 0x73ab1bbbb51bec2c, 0x5e8e40e61641f424, 0x1af751d90905e4be,
            0xb5130ade1c033198, 0x96d47ab2a22f5f19, 0x5aff3e6655340d4c, 0xab4aa5a71bed65fa,
        ],
        [
            0xfcd5cdd681972f81, 0x6a09bdd4ec907b18, 0x5a1872289f5b246e, 0xbb185c63bfd4d215,
            0x9bb5c8a1f95ec6fe, 0x74df07633af409cb, 0x6230b5b4ec7cccd0, 0x111eeca399d9a071,
            0x7e03cc0c3b27bc1f, 0xc3a137df08e9025f, 0xd6951aa4c220c180, 0xff00d03b747bb462,
        ],
        [
            0xb7da79c625f8a53b, 0x6b950bdfd331ad8e, 0x3481b7b54aa36d18, 0x6efeaf88ed0e3091,
            0xeb017bddc993074c, 0x8431a6d6529dd654, 0xf5177231bd069585, 0x6d753b103ce85096,
            0x194d82d34ca26741, 0xeaeffe15adcd1650, 0x4dcec3d9af7758b7, 0xf5fdf6664cc2c819,
        ],
        [
            0x49bb2f5e61673d89, 0x8cf942a582b17177, 0x5a225ca79edd19af, 0x252767a304915198,
            0x6c0f977472c70f3d, 0x2ea0ec30b5c515cc, 0xe7f049d55bc4d85b, 0x499b803381984fa1,
            0x0ceb88e141b8ee1f, 0xc32bc9ec3e851e67, 0x56d7e976ed2d281f, 0x3c121f45572b74fe,
        ],
        [
            0x7e9ad6e8ae850261, 0xbeb25ca011960968, 0x60c5f0eead4cfa42, 0x81714b3feca5c508,
            0x810e71d7b78a290f, 0x03536cec3260114c, 0x24d29f0f6a16cdf6, 0xec45a58a4a4c964c,
            0xbaaa5fb3ea344b44, 0xf1b7a68cfeb783f6, 0x533c4b723ddd7062, 0x6a33a0dc1598b5f7,
        ],
        [
            0xe92889ba8957e279, 0x560942d14fdc697f, 0xde6eedbe8a147664, 0x07fac69a3de5f7f4,
            0x9278ddd80b5c73f5, 0xf289ab82175c2131, 0x3f7ab11c63d69973, 0x0472e15dac3276da,
            0xc5d3deff9b8affd1, 0x3665aa74f3836eb8, 0xec2fc91959350c87, 0x7e2ad22e00092ccb,
        ],
        [
            0x94bdc7f4a9810744, 0x464195daf045d859, 0x27e2dab0d654cb57, 0x1d4e1e537a491956,
            0xa1ef570c31d5d099, 0x01cd21ee295f3de7, 0x8681b00db8249038, 0x17c31bce93781b71,
            0x4324e90c6a1b5748, 0x44f9324c1222e554, 0xe30ba10fffd53dd0, 0x2e5817a8b48eeef0,
        ],
        [
            0xe421bc2a5272d1d0, 0x94c8a401f71b30c4, 0x0693f5b932d728bc, 0x494da427027f1253,
            0x7526e1284a5fbdfa, 0xb5d146429ffe07d6, 0x702b6f22a892bba2, 0xcc0497e87ea3ebd3,
            0xb30edb9394008f2d, 0x691af71659594d00, 0x53d010d8e4ab0bce, 0x665393d72bb93de2,
        ],
        [
            0x6b0ee06024b3a9a7, 0xcf78c3fed5f6545c, 0x050bedaafe0f2ec6, 0x0b7774b8b3e6b4f8,
            0x096b9e192b4a853e, 0xa74636610698f7ca, 0xe1d1d1bef090c97b, 0xbc1e09d955517a2f,
            0xb3e24dd55868ee3d, 0xd6103494d7b83619, 0xaf7395593b0129b3, 0xef42bb603ded9fb3,
        ],
        [
            0xe963c017d0008b2a, 0x9cc544cb02eebe32, 0x005cec2ae2645dd4, 0x10b274fa524f828e,
            0xfb45cc23953ce5a6, 0x0eb4aa7566795c2f, 0xd8f3a008dfb4c2bb, 0xbc36f3dd4e4b2413,
            0x1dfc8bd2b0e8a550, 0x3c099d9098b94ba4, 0xe4382ed671533b57, 0x4c307abbe467beda,
        ],
        [
            0xa349bb66c8fccaa9, 0x7888755f31a53ee7, 0xa6e1d891c18d3750, 0x9985aa4dae8d2bfb,
            0x8baec9ae31b33078, 0xee68295a98750e94, 0x0d834bf8d6ddf305, 0xab33dff39762126c,
            0x0c22faaa0c51d098, 0x32404042b887a10f, 0x31f6a614248bed32, 0x311f86301ce0d662,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0xac6dbdf6edc9ce62, 0xa58f5b440f9c006e, 0x16694de3dc28e1b0, 0x2d039cf2a6647711,
            0xa13bbe6fc5b08b4b, 0xe44da93010ebd8ce, 0xcd47208719649a16, 0xe18f4e44683e5df1,
            0xb3f66303929bfa28, 0x7c378e43818249bf, 0x76068c80847f7cd9, 0xee3db6d1987eba16,
        ],
        [
            0x1238e097ae658422, 0xb4631ddb568df55f, 0x451254e7f74c5c50, 0x238b16d28805813b,
            0x23987b28925e7a6e, 0x93b72e2d2a1a10bc, 0x944c784d05e44b7f, 0x7d70fd098c8e3120,
            0x6bf1ab2aead45716, 0xd5f8f0e631c04205, 0xac062526a10b8881, 0xa1a83cf0fe5505a8,
        ],
        [
            0xcbbd8576c42a2f52, 0x9acc6f709d2b06bb, 0xe5cb56202e6b72a4, 0x5738ea0e7c024443,
            0x8ed06170b55368f3, 0xe54c99bb1aeed44f, 0x3d90a6b2e2e0d8b2, 0x21718977cf7b2856,
            0x089093dcc5612aec, 0xc272ef6f99c1bacc, 0x47db3b43dc43eaad, 0x730f30e40832d891,
        ],
        [
            0xac92ee1537d83369, 0xc968c187fecec65c, 0x29a7ca876e7a3265, 0x0f2b7e7a8456c9af,
            0x7471824e9754326f, 0x498687bf364d2ec8, 0x86d8aacd3c6ee351, 0x01ee6823f6f41e85,
            0x9805fc881d79f7eb, 0x377ac3a40040547d, 0xd39215d461b4e90b, 0x2547416e4c5fd81b,
        ],
        [
            0x9ffe55630c7fecdb, 0x55cc67b6f88101e5, 0x3039f981cbefa3c7, 0x2ab06883667bfd64,
            0x9007a2574340e3df, 0x1ac3f3fa5a3a49ca, 0x9c7be629c97e20fd, 0xf61823d3a3dae003,
            0xffe7ff39e7380dba, 0x620bb9b59facc3b8, 0x2ddcb8cd31ae422c, 0x1de3bcfad12c3c43,
        ],
        [
            0x03621d34f6e10789, 0xc72143b8410c4004, 0x886d00f66ca2933a, 0xd0a22382de1494a2,
            0xb8656c4d0bdcdf82, 0x5199d9d3c4a58832, 0xa982c1aae1c0f449, 0xe9cefb905a922bdb,
            0xfc268de431390c6d, 0xea4160e18c4fe595, 0x6c427a636790d82f, 0xaceb0154fc519907,
        ],
        [
            0x8c074946d6e0f9a9, 0x662fa99551c3b05b, 0x6cdae96904bb2048, 0x6dec9594d6dc8b60,
            0x8d26586954438bbc, 0x88e983e31b0e95a5, 0x8189f11460cbf838, 0x77190697771dc46b,
            0x775775a227f8ec1a, 0x7a125240607e3739, 0xafae84e74f793e4e, 0x44fa17f35bf5baf4,
        ],
        [
            0xa10292b907a6fbf8, 0x292c1a203fa6235b, 0x7a36f18f73ad7a1f, 0x8b2c7b0c5897b11f,
            0xf7b9a272cb664c61, 0xb6d366af8f81e22c, 0x3b99b2118e342bba, 0x03ce158bb06ced2b,
            0x3af1175d001db74b, 0x526f08467159cb8a, 0x6a3c6e1febde4601, 0xfad5963b8c232eac,
        ],
        [
            0xa21e69a5d03ac439, 0x2069c5fc88aa8094, 0xb041eea78c08f206, 0x55b9d4613d65b8ed,
            0x951ea25cd392c7c4, 0x4b9a1cec9d166232, 0xc184fcd8fcf931a4, 0xba59ad44063ad374,
            0x1868ad2a1aa9796f, 0x38a34018dff29832, 0x01fc880103df8070, 0x1282cce048dd334a,
        ],
        [
            0x21387e8a42a993b1, 0xbcb6553368b1f2a0, 0x3161d87aa5f7e4b9, 0x927b41301bce0a84,
            0x3aabd32787be0ae9, 0x0163c6aa0aed169d, 0xad1e0f0e11584051, 0x1ba4630274093225,
            0xed0456180a6a1f01, 0x15d07c636da060ed, 0xa4584f72b7e003ae, 0xf6e6b7c4a02ec136,
        ],
        [
            0x76aa955726d8503c, 0xbe962b636bc3e3d0, 0xf5ca93e597de8841, 0x1561b05eaf3f2c16,
            0x34be00aad34bff98, 0xea21e6e9d23d2925, 0x55713230394c3afb, 0xeaf0529bd6c8beca,
            0xff38a743202b9a11, 0xa13e39fc6d3a398b, 0x8cbd644b86e2615a, 0x92063988191057ec,
        ],
        [
            0x7150321974962b2e, 0x3beeaf81e1db7ec7, 0x702784cc445c4e88, 0x7aa583159baad7ed,
            0x72b76e2fd044b38a, 0x35a2bb8f6a7f2101, 0x5e6ae263a14c2bf2, 0x8fb614c034bb719d,
            0x7949eeca5dcd7c65, 0xb198be587670aeb1, 0xb2238dfc93cabf25, 0x6a6d45551a422b95,
        ],
        [
            0x787835ce13f89146, 0x7fcd42cc69446c3f, 0x0da2aa98840e679d, 0x44f2052318779a1b,
            0xe3a3b34fefbf5935, 0xa5d2cfd0b9947b70, 0xae2af4ef27f4e16f, 0xa7fa70d2b9d21322,
            0x68084919b3fd566b, 0xf04d71c8d7aad6ab, 0xdbea21e410bc4260, 0xaa7dc6658d949b42,
        ],
        [
            0x3ddea6d9f7848707, 0xc11260d06dbcf13a, 0x62c5ee60a16508f0, 0x4bdfa38fcb56535c,
            0xd391e7864fa5a6b0, 0x173c3d702d4cd296, 0x9c5c596f5fa3f53c, 0x77d395141ddd3732,
            0xca1bb91da5bf4edc, 0xb23afd381cd98b09, 0x198248ed60bdfa0f, 0x559dd99cfb69a4b1,
        ],
        [
            0xd8e958a06ccb8213, 0x118d9db991900b54, 0x09bb9d4985e8ced6, 0x410e9fb524019281,
            0x3b31b4e16d74c86e, 0x52bc0252020bb77d, 0x5616a26f27092ce4, 0x67774dbca08f65cd,
            0x560ad494c08bd569, 0xbe26da36ad498783, 0x0276c8ab7f019c91, 0x09843ada5248266e,
        ],
        [
            0xa54768dab1b43eef, 0x13e41f47e14fda22, 0x774df203faef6863, 0xf795a034bd7471b3,
            0xf0958718b47de2e9, 0xc92f7888e1160cff, 0x86ded97b0146c790, 0x015918f5480a4b7b,
            0x05588920424e8459, 0x37455914eecf8b2b, 0xe7d3df1fb968a6fa, 0x07a0ffd6bad0719f,
        ],
        [
            0xa0ae88a77d963cf2, 0x91ef8986d0e84920, 0xc7efe344f8c58104, 0x0a25d9fdeca20773,
            0x9d989faa00d8f1d5, 0x4204c8cec8b06264, 0x717c12e0be1a2796, 0x1fa4ba8cc190c728,
            0xa245ca8d8c8a59ba, 0xe3c374757672b935, 0x083d5e402e4d6375, 0x0b8d5ab35455e16e,
        ],
        [
            0xcae138050b3bb6ae, 0x3e1170c7024e0931, 0x090a4ce26a813d00, 0x29c1d6fb32d94a7e,
            0x51297341e2628b54, 0xfe23ea669f50fc9e, 0x861a57f908e84e53, 0xa6ec8ab0c391fcb9,
            0xf8c374fb9ca1bff0, 0x256b6fdf97c0d8c8, 0xc91157134090921f, 0x345a2b5f4f344eee,
        ],
        [
            0x1db17dbfeed765d4, 0xbbc9b1bea5ddb965, 0x1948f76ddfc12abc, 0x2c2714e5134ef489,
            0x60ce2ee8741c600f, 0x32396f22f80e6e63, 0x421dac7522537f59, 0x58fb73c649475df5,
            0x0abf28856f18f1c7, 0x364744689a398d16, 0x87a661a7bf673b87, 0x3e80698f73819e17,
        ],
        [
            0xeac647833f5d17a8, 0x666462907ac59533, 0x56529d224694ed38, 0x23ae1121902ca5dd,
            0x4ea276af3707b06a, 0xdc072fb3888fd634, 0xa5ecc96122c6c408, 0xa9b56c11c1f24f1a,
            0x73dcaea8442c6a76, 0xe82e94aa42e6339e, 0xc3f446aa19654ada, 0xfb2fd33d2ae9b44f,
        ],
        [
            0xdfe4979353784cc4, 0x4280eab0486d508f, 0x119593ffe534f5a4, 0x98aefadd9f63242f,
            0x9ae6a24ac4829cae, 0xf2373ca558e8ba80, 0x4017af7e51765fb3, 0xd1e40f7caf4aec4b,
            0x87372c7a0898e3bc, 0x688982b285452ca9, 0x71e0b4bfb1e50bca, 0x21fd2dbff70e714a,
        ],
        [
            0x522d6af766073b77, 0x50de04bb4c393382, 0xffac49f6d8e920e5, 0x5857fb491f7fbfdf,
            0xdf7e8ad43967fc2c, 0x26ec7493b0385622, 0xd02b09c84194b141, 0xfa912dc562ed41a2,
            0x192db9d1cc886bce, 0x81445cb125b375f9, 0x9846d4980cdca35e, 0x4cfddbd77660519d,
        ],
        [
            0xee6e8820fb78ddac, 0x0baed29c063892cd, 0x5f33049c28c0588d, 0x90c2515e18dbc432,
            0xb8a1b1433b4cb0bd, 0x0ab5c0c968103043, 0xf3788fa04005ec40, 0x82571c99039ee115,
            0xee8fced593260bed, 0x5a9baf7910836d18, 0x7c258b09c46aa4f6, 0x46ecc5e837f53d31,
        ],
        [
            0xf13f55e619f6ebcc, 0x63720df2a266b368, 0xdbcc937f3bf1a890, 0xd3faff625f326fa4,
            0x8b33bae9019730d0, 0x7879782af9961795, 0xec7e75bc93735e44, 0xfbbf6d225d5702d0,
            0x26b6e1d53bc2ddc5, 0x00345bf714941d10, 0xdd719676a745c77c, 0x2869b11881c523db,
        ],
        [
            0xfa32c0dcbfe0dd98, 0x66efafc4962b1066, 0xba81d33e64bdf5eb, 0x36c28536fc7fc512,
            0x0c95176be0b4fa97, 0x47dde29b3b9bc64a, 0x08d986fd5c173b36, 0x46d84b526cf3f28c,
            0x6f6ed6c3f026bdb9, 0xac90668b68206dc5, 0xe8ed5d98ecbe4e70, 0xcfff61dddc1a6974,
        ],
        [
            0xf2be7748aa4d7f5f, 0x2e0789aa5017fc23, 0xcc97e4018ca705bc, 0x5c59adf94efab221,
            0x1c39388b35816038, 0x4481ec56b397c4b9, 0xfcac68fa7ee4e70f, 0xe129ef4c28f0364b,
            0x972296ec312434b0, 0xdc3062a63cf10977, 0x49720455743be396, 0xc6cca131697847a9,
        ],
        [
            0xff5c3a2977b1a5c1, 0x10c27e4a0ddf995d, 0xcb745f77e23363e3, 0xd765df6f32f399a3,
            0xf0ca0c2f8a99e109, 0xc3a6bfb71e025ca0, 0x830b2c0a4f9d9fa5, 0xae914cacbd1a84e5,
            0x30b35ed8a4febcc1, 0xcb902b4684cfbf2e, 0x0bd4762825fc6375, 0xa858a53c85509d04,
        ],
        [
            0x6631488314d834c5, 0xbd83d49da1314813, 0xc45298993a523121, 0x79b1143da2ff7ea7,
            0x72d206444b78c381, 0x68806d132122ffd4, 0x318f0bcbd9e3e884, 0x6da72ee21c992fe5,
            0xaa57694c743c9e83, 0x47fa4dd127a92c8c, 0x3b3b10e5dd0be963, 0x25e2b478e3a66c48,
        ],
        [
            0x8b995d0c552e0a3f, 0xedbd4e9417be9ff7, 0x3432e83995085178, 0x0fe5c18180c256f5,
            0x05a64ea8ebf9597c, 0x6ed44bb13f80371f, 0x6a29a05efe4c12ee, 0x3e436a43e0bb83b3,
            0x38365d9a74d72921, 0x3f5ee823c38e1ed7, 0x09a53213e8fa063f, 0x1e7fe47ab435e713,
        ],
        [
            0x25af6456c9d87634, 0x86ac831a7e6dbadf, 0x4a5692ab67133993, 0xfeb7265cd6f5a0fd,
            0x5e5528c51ae269ef, 0x97bfa7879a7fcb55, 0x25816627b5f5cb46, 0x0f19fb2605ed17ef,
            0x7d1de2bb0a0a822b, 0x3eacf009701d2d31, 0xaff5f05901f5e99d, 0x8b5bc9362d4207a6,
        ],
        [
            0xe4d9bc94fddd17f3, 0xc74b8fedc1016c20, 0x095de39bb49c060e, 0xdbcc67958ac0df00,
            0x4cf6baeb1c34f4df, 0x72c55c21e8390170, 0x4f17bfd2f6c48e79, 0x18bf4da0017a80ba,
            0xcf51d829bcf4b138, 0x598aee5ff48f8b0d, 0x83faee5620f10809, 0x4615d4dc779f0850,
        ],
        [
            0x2566021f98d23f6f, 0xfb883e1234ca97ca, 0x34e047a5d9f51b69, 0x0b50d91df8efa646,
            0xc2bbcbb2971f584f, 0x4136f0e40907c91c, 0xa7ebeb0de735cc48, 0xa7d1bedce113c8fa,
            0xc04d9a073f5c962a, 0x95c155e53ff74a2f, 0x923c65a53df0749d, 0x10d5f81227ae35d0,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0xd5469c7becee6e87, 0x056180bc33a4c917, 0xf881ca21a16caa7a, 0x221de182e6cc7f39,
            0x10d61ab531378723, 0xfb763bd9520c9660, 0x145214cd0d6b1541, 0xd9f7ff2dd70223e7,
            0x9fce59e30cb1fe69, 0x2e6e77fa3e299fe7, 0x3a0cf652d5af78cf, 0x50cc42c53e852159,
        ],
        [
            0x4a873076ad8c49b7, 0x891598ce7146575f, 0xc1d3042f427ea198, 0xdc592111ed259219,
            0x0abdbd16234850ca, 0x26b9412643b6fe8d, 0xd3c79d1736a1cfe9, 0x576386219a2b3baf,
            0xa736535d5a98bf65, 0xacb3b7ddab2cdb2b, 0x37d3743adaaf89ee, 0xf19d9aba0b348532,
        ],
        [
            0xe7c396d64654712c, 0x1fa5ea507a26e994, 0xaa98768709012b83, 0xf1ef9792e9b17e98,
            0x2c22bcb06dc2db10, 0xae42ddf6ed4be80e, 0x672080f62e743405, 0xa15a7f975b7821d1,
            0x0cd912f247adbf07, 0x6919c0dcb6c4ae8f, 0x62b13edd14c6253c, 0x66f35919f8032287,
        ],
        [
            0xa68295da2caf088b, 0x23d6439a5c8709fe, 0x8deba0cffe0c3df0, 0x5b4d037b3cd00a1a,
            0xe9edc429aa0f9088, 0x6f5827e35847def7, 0x9739d03d306ad966, 0x7c6b18afaed51d04,
            0xdc3d34ff1759060a, 0x029e9aa9a7e94dbb, 0x2a3cdfa0f7e8b7f3, 0x42f87bf0bbd8f6f4,
        ],
        [
            0xaa4711f54f890542, 0x862421d9eba822c4, 0x2f667179848280fc, 0x4de16d87c201ed75,
            0xd20e1399c5e61b5d, 0x3f7114b49ed67ec7, 0x561fd4979b5a88f9, 0xb202eb86d84db2c1,
            0x67d8fb90c8637d3d, 0x3d1d78a1032b1853, 0xe07bf775ef1af9ac, 0x691e1deea57d6ada,
        ],
        [
            0x12474bd8a55a3a4d, 0xe326aaf19e471af4, 0xf201a9308caadaa6, 0x546821f835304341,
            0x7fe452c3088353e1, 0x8f1ff628fc82566a, 0x49526f46d99f8967, 0xb19c80c0a4009690,
            0xeccf97591cbc0716, 0x2e13ae2caf4cbc8b, 0x12b0df13f32e29ad, 0xa2005d6e0b1565f0,
        ],
        [
            0xfa3e43e56cb173d1, 0x2502258d4591b5a5, 0xae8c4b558ca9682a, 0x8cb1ffb4ec81a288,
            0xd11ae888bfc84fd1, 0xa3b083a0d774577c, 0x119b41c11da9afc5, 0x44bc77622934e22b,
            0xa04694f37c639d6c, 0xd5e1ce5732c5b8ea, 0xd507c39b9749e8b6, 0x16cc0b5755255b63,
        ],
        [
            0xcd8c2ec9378ef62b, 0x7f4a3c5491a7c4b9, 0xe12386d4db83e1ab, 0x9a792032bb549bb5,
            0xaf81cba62807c0f1, 0xd4ad7d87abf2008e, 0x9d7a72307e9ad6cd, 0xb30636b08b517b2a,
            0x47c324daec900516, 0x408cd0d37193eb30, 0x8f0bcce2d315c655, 0x540ad4e0869d6c22,
        ],
        [
            0x13beb7ecedb46fc2, 0x04ebabcf2a8f3cac, 0x45e1f627b1a5fbe6, 0x414a25cd557e3c39,
            0x2050bcd43efd51e1, 0xcda0b4ed9ba5d7e3, 0xb29d1f7a6c9c3a89, 0xa85b807ef57218eb,
            0x4750af7cc54c3e74, 0xae1532e20c9c39d2, 0x95a3f168916b1487, 0x3ebe9513cd022f58,
        ],
        [
            0x6ab4596f4303ef96, 0x2d96bccbf5655861, 0x7646cb5cad30d7e1, 0x3826b59b900de81c,
            0xb08a497966c670e9, 0xf05899930b3264ef, 0x1b3b4a6be404230a, 0x0047aef0cf9b4164,
            0x23e4b5c4996cfa3d, 0xed2c78dfa0c836aa, 0xd295cf9e7c8a2be8, 0x114b0e213d1878a5,
        ],
        [
            0x1a0aff854b4d1518, 0x72a103644bcf72f3, 0x2ffe23bd01541438, 0x664085ec39e776a7,
            0xf5ff8a537f8a821b, 0x25df432701f6071e, 0x7a65be31f68793d6, 0x4cf540374eebb650,
            0x30d3f2008341201a, 0x099296f49cebf492, 0xe7eaf949803d4f76, 0x5288e12a01c4b949,
        ],
        [
            0x7192a26eb9c88c30, 0x3d121a50953c7295, 0x8938195620aeab11, 0xebe39dd57c232849,
            0x5787970e4f79bc39, 0xc88a38dc143e4092, 0x5f6030358b19220e, 0x748fc0703664752b,
            0x7ec4b3a2f1856e61, 0xbef7dc4bbf77d65c, 0xb444d5067011058f, 0x286241f3c33cb945,
        ],
        [
            0xe289749a7da00421, 0xc2051a0a4c680a5a, 0x07b8aeb1604edb35, 0xe025b9e5233ad5aa,
            0xf35d0dcf6f877e67, 0x74a24c3c99623ea4, 0x0ef73c5ebe2a5891, 0xf427d589119db5d9,
            0xe567e434cd695891, 0xa8c1a210b9b2a088, 0xdea2121b2fd7cb0e, 0xea6fa6545d2b73fe,
        ],
        [
            0xde1a4d9698d65cce, 0x35e7a773c152a9d9, 0xd66a542b913b98f2, 0x7997fda80e2aba66,
            0x69a8c3920aa07723, 0xbe67470228ea7e4f, 0x34b45e56cfefff0b, 0xe5ef73a082432ee9,
            0x6d528bf56f3113ee, 0xbcfd6f869a1dfb1b, 0x6a696e7efef8f332, 0xf0fcdd0a1fb2fba5,
        ],
        [
            0xbb23578a0bfaffa6, 0xfde16ef7ed241706, 0x772b29640ede08d6, 0xc9ca1669f8161649,
            0x8cb53ccf835d56e4, 0xa912d3425ae9dd03, 0x1becaedad548a533, 0x630680a199c41de7,
            0x764e018818ccaa80, 0xe5c9649f7b38914b, 0x8ccbf71d21cd6cfb, 0xdb3f41b6ab5998fb,
        ],
        [
            0x4b5e753ddae0ff8b, 0xe55c83e4da3d97b5, 0x4034d75f42fa905b, 0x89b85edac33e462b,
            0x31f413c3058de3bb, 0x66c01c806ba75391, 0x3f500202373e28de, 0x5090b33b4b9be739,
            0x7297aa10efa2addd, 0x3e8ccdbe1a6566aa, 0x4dfda07fd7b4f214, 0xa659bd1e7cb1cae7,
        ],
        [
            0x8e73884c115fe11e, 0x7391c5a3fcd7fe23, 0x99deee760c169e82, 0x0f1040f5b1d0a395,
            0xafae3164c719f975, 0x75a803b6febe7fa1, 0xbc3698ced5fc42db, 0x2d6a2622c79ffcff,
            0xc7b7c53918dd3d52, 0xa4608b64e16389e4, 0x78d97d236ef4c2e6, 0xa1b659310b6ab955,
        ],
        [
            0xb1693a2508c29816, 0xe1533123c5f8ba47, 0x07dbbd3e9a1d8f74, 0x3d5e65ec7a4f263b,
            0x10fc188adb667abc, 0x20d0355923e6b268, 0xc08c174831e995cb, 0xf71b3306712ee779,
            0x35563b49352562a5, 0x8f5d5b76cf73de02, 0x3c17dd45fa70ea12, 0xa7a0b48220217220,
        ],
        [
            0x9a2d5e1480b22568, 0x85748cfe9ee8c8ac, 0xe5c35cc88b4d244f, 0x448f872b37c484cf,
            0x8777b876f287867f, 0xac95357c13c6c5ae, 0x428c1d3b6e319bd7, 0x246b959c81baad82,
            0xec1dd274a3e4187d, 0xaa1e3a489279ba86, 0xa5ffa259a763c9c6, 0x32bf18ef284a08dd,
        ],
        [
            0x49d1cfcc6c38cd07, 0x4367ffb5bb42b74a, 0x8cd5d285d2ab0a99, 0x9c5cff671df5b6cb,
            0x19f4095a3003fadd, 0x259001d3aa463c00, 0xf86673b0b737ef63, 0x34afa100b820c7f8,
            0xb37675b44cc2cd5e, 0x71d52620b0342517, 0x3af1f31657817cd7, 0xa3652c8f79199618,
        ],
        [
            0x4ea131334e0e8951, 0x79e24d02ab03684a, 0x9bd8ae8278a4f401, 0x5b25f8c093e2ac32,
            0xa5df44ccdae76700, 0x36eb27d9762255cd, 0x9862bc802a8782fb, 0x355b6566943d7777,
            0x00c6370d2ba45f7d, 0xa5a2ee96277f0f16, 0x18e6c25edd6f199f, 0x0682352b2d939bcf,
        ],
        [
            0x5da3e835fad711ca, 0x4c5a575f3f79b1fa, 0x6113eb35df87f583, 0xc0fb7e5ceda9a711,
            0x659d3c067657fa94, 0x6f3f2d109879e199, 0x2cef816f1f47976c, 0x766bf39bbcb99f52,
            0xddf3caefd41bc7ac, 0x0ddb58b1db6c8b88, 0x0580622b8828deb9, 0xeca628fc4f4b7fb5,
        ],
        [
            0xaa2343d4947a3dae, 0x6474a0d13d8a2a43, 0xb48b0efe057eee43, 0xb710f9d35c6dd9eb,
            0x39418adf5208805e, 0x6c5677b30e00f975, 0x603ccf0a9bf53bc9, 0xbbca0f7e98bc4b56,
            0x8a58aed7cb5d79a7, 0x9c99756415f5ce32, 0x6e23be8352a8faac, 0xd5796e87bf0f234b,
        ],
        [
            0x5600fee087ff00f0, 0xa4a3dcb256e7845f, 0x8f1262674cb08e4d, 0xfab0c1f52e9ab52d,
            0x090b1ac94c5686ad, 0x8afe9a22bb10de4e, 0x3383f485ac08eac5, 0xaf434c2a51a6cb93,
            0xc5ab92fe500058ef, 0xf03c7c97f4ce508a, 0x525ac2cea77a5166, 0x650cbaa8996efd66,
        ],
        [
            0x2c4009ac7819d9fe, 0xf5057f38edd87850, 0x8c71f1442c334ed2, 0x56a0f9a3be3dc02e,
            0x32431b4b9e82102d, 0x5c72b1de630f4ff1, 0xa9f27d45492ecf72, 0xd01d70ca128e98c4,
            0x3f3b1121cb1c23c9, 0x0b0ca84b284b9759, 0x895ffe1ec6b68548, 0x4048e5d49ed0354b,
        ],
        [
            0x5de98b6cc92a2edc, 0x9f669f19d2f8867c, 0x172124c8400e76db, 0x5303a31bc29758b9,
            0x7d19e422d2187914, 0xac48f4ab175a6dc5, 0x7fd7d3b90f794ed9, 0xb4ab2f1a01781e50,
            0x6c3d45577c9d233c, 0x455b35ce7d56a9fb, 0x6343f71d0c591314, 0x5c1e617a463a5b82,
        ],
        [
            0x932d878d1d492600, 0xfd527871fbea3fc9, 0x3d653910a60495f8, 0x5a1a891d644d5d5f,
            0xb5f25444c8f2a1dd, 0x17b4745a298d50fd, 0x4519f7933c96ac7a, 0x1e83630eca8ae71d,
            0x29b40482d8006ea7, 0x43a5dab1e26260cd, 0x6035f28fe2b3de55, 0xf7e8167db96564db,
        ],
        [
            0x22daed9f0949fbcd, 0xd3366ca3485dad37, 0x65937daa46ec2755, 0x4c58eeb4df0f7a07,
            0xeb972393fa6036c1, 0x55870dbe4d17faa5, 0xde29c31f3c2ca62c, 0x3b529e064e1206c3,
            0xac00952e2c563ddb, 0x03a767fe5d6b0b57, 0xe858fdf3a6c47282, 0xb91701e0a5213d56,
        ],
        [
            0xffb7c31e6fc57b64, 0x7753d696a0235355, 0x040d83b8b45007bb, 0x87fde6be36f1bc4b,
            0xa7faa88f5e4f08e7, 0xf6cd73135395716e, 0xba9147811a01127c, 0x086799c2c45b35b0,
            0x5910b9fb32ade7f3, 0x26b2bc17d881417d, 0x8d4756caf2f5c07a, 0xf437d526479a4f87,
        ],
        [
            0x170f19abe4b37186, 0xef61b773d199a211, 0x4de73b3861b3c265, 0xe6ef3e4b6b0d205c,
            0x9c159bbec123988e, 0x7b4ea20dab4e2015, 0xe5b6d7a512cc2982, 0xd534d91c3196096d,
            0x1772f0de6c605a64, 0x267b3ad5f97815a6, 0x936ba02d061d5489, 0xd70de061d15825f5,
        ],
        [
            0xd52665779dd6e89b, 0x7dd9ddfcd18c5d79, 0x6e99974507ad3b9d, 0xa3760ba7428bc4ee,
            0x10c7746398774d34, 0x49f67e2ddce0f57b, 0xc3b54a4b261cb14f, 0x130fa0b2d576f7d0,
            0xf878ec684084acca, 0x1fc81b367875c966, 0xa66de271eb5dd2a8, 0x8f2d8ca4aa91f9ad,
        ],
        [
            0x31796c2387d11691, 0x02991ea2a9de506c, 0x4ff0cb716cb0c301, 0xdd0cdbd7d1702ca9,
            0x470a26c8e1a02a90, 0xb705b7bad7054625, 0xfadc2e86d4a1a268, 0x0fd9764668e9f923,
            0x042b5ebb2951a8fe, 0xe4af9d0364197a76, 0xdd2c6bb3249c1b5d, 0x60af89bdf01932b1,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0x9ded9b0d744ec273, 0x5bdfe5472e79e4d5, 0x94f3aaf539393728, 0x22136862a438413e,
            0x449286da373c7de3, 0xa709d85d29aa1540, 0x1bd13e410284a4f6, 0x37b54d69f0799c8b,
            0xd43b558f6bcd0cb2, 0xf5757c0e9e610369, 0x15c80b23c16e0651, 0xacb2cf64001820aa,
        ],
        [
            0x10a8aabd2352478c, 0x599d9dfa1364c40f, 0xa009df1a076945a2, 0xf869152c03861f02,
            0xc405226e9f866a3c, 0x93bd737d8b41ecbb, 0xb5c9ed1033901eed, 0x90e4ce8f99312b80,
            0x1a9ef22e57589279, 0x83ef607d7fe2d6aa, 0xf2da84543473dbfa, 0x14f36d3a57879066,
        ],
        [
            0x3df98ea9a81cc26a, 0x982ed56883b2c6f3, 0xc9cbd1b5ea6d6976, 0x3f9f23197e25ffbc,
            0xbca8e0567da6280e, 0x7abd316635cda713, 0x46ef321d740ae011, 0xb17f6c75db214a33,
            0x37b73b4b51de4044, 0x5bccf3ccccd9ba8d, 0xa2ca080dd0f7045b, 0x79caf90668cf4dcc,
        ],
        [
            0x3499b44bc77488cc, 0xde000e01aa8f3c10, 0x30140406c1f517d7, 0xd4b3c8eb82a174e8,
            0xc8835b13af2c9b3a, 0x2cd7626e443716f4, 0x336c4f4b9c22de71, 0x9dd2b277f2529f60,
            0x6ffba2dc828c34d3, 0x257a345c34d0d1f7, 0xbc1eff056ca4fbce, 0x05b335620768349f,
        ],
        [
            0x5ebdc79cd41b2401, 0xf0cd8598c498e0f1, 0x93f6efe79c8b7f7d, 0xb2f1e40ac469aa57,
            0x882f0e943433c455, 0x0add72adaea0712a, 0xb13578c399af96d0, 0x43c28dc621177663,
            0x83aca2d854e09133, 0xae03943cc6ad8532, 0xce0a61917104f75c, 0x7dec8786f9838c37,
        ],
        [
            0x9db114e3715aa8da, 0x596c2dc25c2fee22, 0x04df016bd2f3080e, 0x0cb3f7cfb9b72037,
            0xadb877c7814fe2ab, 0xb2d5ec5c37761ec1, 0xb5d6068e55d45831, 0x5fab1dffb7c52c04,
            0x39b4aa5457d36d41, 0xec1de467423cc8cb, 0x280e02dafda6566d, 0xc70c3c383ca55f55,
        ],
        [
            0x340d77c2f3b6cbc6, 0xe09ae22c80f4f690, 0x3e915b028b74d32c, 0xae7101ca3cc1117e,
            0x3c36152b526c5939, 0xdad8aedbd3ec0caa, 0x34de058e351bde13, 0x2fa75fd4582726d1,
            0x27c030efc214ac0e, 0x2a216d1cc7100acb, 0x3b730043309097b7, 0x162ada747afd8aaf,
        ],
        [
            0x5d7afe9a10fa53ce, 0xe2415b501ff49021, 0xe39a067dc6523492, 0x3458527527557f5d,
            0x756b8d86930e9f9d, 0x88df6219040d52d8, 0x606eb60b5362b045, 0xd179818c9e383cbe,
            0xa6215748e068d293, 0x73fbdca22fce158d, 0x9cfee07dcb183c8f, 0xc0bf2beba5e03c98,
        ],
        [
            0x76b242b31cf2ab8e, 0xceb190e697edb12b, 0xd39b41b7089fc439, 0x6ee54e750892be51,
            0x128fbcfcde414849, 0x4462539007fce5fa, 0x9d12e04513709b9b, 0xc2c49737d95b22a3,
            0x0bcd670be4b34d6c, 0x78d7b8cd768d7c8a, 0x7cf9382e16a0f402, 0x9b84311d17238fa2,
        ],
        [
            0xa29d231edda802ba, 0xde8d0d510ec3c1e2, 0x0ee56eae117033bd, 0x4dc9491998bf860c,
            0xa08919cd775cd56f, 0x609a30dc1332bfc2, 0x2c337f181a41db0d, 0x27fb0072c974824b,
            0x34292c1bfaf28976, 0x242fcd73ef8c4fcc, 0x553723b27473c603, 0xb2191ee9a06a0bc1,
        ],
        [
            0x228437506ce71a1f, 0x39c6fd9abf0956a5, 0xd34a4be8c8d29ce5, 0x41dc15356fbf8fb0,
            0xdce277034c950de0, 0x1ad7192f90c75c28, 0x5b3df71e27766767, 0xba85ec629ca80b5f,
            0xfadae6e5095938d8, 0x5ce3ffc24d286159, 0x60f771fdc7b977e5, 0x7a764991b38c0c70,
        ],
        [
            0x0934812574503f05, 0xcd6a64b217bf8ab4, 0x791e72fa1fd4057d, 0x033abed8f0697964,
            0x1085ac930d58690c, 0x8acd49d69c8874cf, 0x929e4c39ff1a5286, 0x9704e80ff28395ab,
            0xfa69fce54c3d9f8d, 0xdeb56555fc83a6c4, 0xd375fa037dc04c5e, 0xab2f12f156a58cdc,
        ],
        [
            0x3ec1874496d87afb, 0xb02425b5aeea74b1, 0x47cfacea954bb89e, 0xd8d6ff40cd26918a,
            0xf2dbcbb19fd4dea6, 0xc481a4fe370fea30, 0x60df9f99a334a5a1, 0xeacebd61e6fbc823,
            0x21932e6ba0140a5c, 0x6504deb051206cce, 0xaa4b43a350560eec, 0xaf965e7b6535123b,
        ],
        [
            0x2afba531c0b9171a, 0x687dbe4cf2d75c55, 0x7c1c73f7fa17ba3d, 0x7886dd45063787ea,
            0x14f59a18abd0a109, 0x1819df3c873bb66c, 0x76c969dfe01183f5, 0x486a120b1a78b6bc,
            0xdfd702fac5686aa4, 0x2f74157bf3457569, 0x66c8c73e01964800, 0x0a2f6114def25ca0,
        ],
        [
            0x461bb6e1d118ef5c, 0x277e378d1f4bf653, 0x3b4138849ccaab1c, 0xa5979a3ecea9c61f,
            0xdc2a23c09dbfe67d, 0x5f7e32f5335cb2d7, 0xeefe71a87accbd69, 0x65d961341df58e12,
            0x17bafa56538145d8, 0x2a723472695df807, 0x132b5320394ec082, 0x96219e617d0ed426,
        ],
        [
            0x86230934f14a99d9, 0x1cf9c66e97c1c092, 0x01e186ba6f595ed3, 0xd3291c3de2284a58,
            0x03dee2311b9e5e25, 0xf2e9b4ad15cc9f53, 0x4fba15679770c29d, 0xbf7d673650c4ae2f,
            0x86901eb92532d015, 0x4396fd784e7455de, 0x2fbcea8fbcf811c9, 0x3981ad15ae952b37,
        ],
        [
            0xf671a3b5cd9b47fd, 0x88dd3dfc090286b8, 0x6631ed6294b45c1a, 0x6ec1db2e189ffa01,
            0x37066d268c21dab3, 0xc7443b582268fde9, 0x62dcf7ddcc5ea08a, 0xf97401b377e360fe,
            0x2c15c3a30e0cc03a, 0xdcf541500f685ba5, 0xbb247cd798a4150e, 0x008dff1c23a4b88a,
        ],
        [
            0x8537f3c8ad9eccaf, 0xc88907acefaa8628, 0xeb91f9045b51afd6, 0xa74b948d7e7a7053,
            0xb64539cc3f2a2759, 0xce0402ab9256a65a, 0xef29a43840a7a0c7, 0x56102e3ab4e2dd06,
            0x7aaffeb6f87839aa, 0xfccfe2c41fccd09a, 0xfe4680cc23d3b9ad, 0xfa8375cfbb0e9838,
        ],
        [
            0x9e5ba92d94a7cdd7, 0x85be3a95b7303756, 0x86f02ea1cc3dc211, 0x3dc5d4afe560ea9d,
            0x4b03a16bca9cec1d, 0x4f13ca6ee05636fa, 0xf2e2debc86cb4d25, 0x424a2d724862ed65,
            0xe494f3a5b29dbf73, 0xf6e2cc4d5ca575b8, 0x2781d5a9eef9fefd, 0x7897941eb3f48fa4,
        ],
        [
            0xc487dddd9785e676, 0x675c95ee5f6d5b25, 0x32f637a2ed83b260, 0xb3b08bdc158c425c,
            0x3adf42581121f091, 0xc549f0e8ab9bc9b4, 0x92a3ba629f08cf6d, 0xac4b19b05bc51805,
            0xbde72461b1502c42, 0xf3ec1f430450b730, 0xe297876c89d44c3a, 0x697c525b8eb94f65,
        ],
        [
            0xb550d7c0f51e2723, 0x681538ffc509e526, 0x7ae5521e780e6733, 0x4609dade6526b1ca,
            0xc89e3eb4d2b400e9, 0x5ee1dc3e72623ec7, 0x706c2d524f6ad1b6, 0x45bf66d7b4e5175f,
            0xb4b70d1a89e381d6, 0xb5cb305ceae2164e, 0x2df12062fb6c1d60, 0x357615a91abe1729,
        ],
        [
            0x9581006039397284, 0xf455e69b92837d54, 0xfdb8c47f4b6d28df, 0xc5fc853c10fb2317,
            0x410e8849ff60c542, 0x85e2ffafc1e21b8d, 0x89f8cf25731983bb, 0xb5f2e28340cf89d1,
            0x1b8f3b37a9334015, 0x5de949209b48049e, 0xe62b3d181eb7e8be, 0x11b85f279c47c3c3,
        ],
        [
            0x06dbbd23317103e5, 0xc8e0e9de8a447040, 0x86fc85c5744bf2b0, 0x1145a271a02473c6,
            0x6c5851da218c993f, 0x0b1dca56ce190863, 0x5818f4b8790648f3, 0x07e1ee61f393c880,
            0xaba89d2bd5fb846f, 0x65b9a1d53f57a292, 0x73d1dae8a6faef7d, 0x0eaefbed68457c7e,
        ],
        [
            0x5563ba504caea411, 0x6d06f7ff59297ddc, 0x244c00acb2fb7a6e, 0x25aac3d435df586e,
            0x6c6777e4d67be5f9, 0x476cbbf111c24c8a, 0x6083235983b496fc, 0xcc13c19109a871a0,
            0x7c0e049f56f78170, 0x19bda64b6eafe939, 0x04381fb609aa41e3, 0xe4d4dcbb0b8c4500,
        ],
        [
            0xf70a1093d4bb6b8a, 0x3cd87628f039510d, 0x27e09c10bb0a431d, 0xfd745617dfee517e,
            0x82361c39667d8f6d, 0x9e6165ac3e5cc724, 0x8e2835bb1df369a4, 0xac279bc8dbe002c6,
            0x7bfc3abe290c40c8, 0x409ee244b3093072, 0xb0ab9544ecb4180f, 0xf6915a4a4d2ba169,
        ],
        [
            0x0b2e1c7c3986e703, 0x76edc74008ea54e1, 0x5358150dc8a05192, 0x70fa1dfe5e23916b,
            0x1c0f3bb3412ef235, 0xf579c8d210736f1d, 0xe9ea2499af6c5dfb, 0xa0a75846f92d83a0,
            0x8a61c04527e25dd8, 0x3b875086545a3a83, 0xc8a08145bdfdc942, 0x18ad1654968e488e,
        ],
        [
            0xd6e2b8d298bae1d5, 0x71d09b433a035093, 0xd5f097febb4891f7, 0x0bb523363fc5ab04,
            0xdc7f44722ada170e, 0xa921ae29283c6f80, 0x29f3200baae550cb, 0x52671355fc27dfea,
            0xd2d6644804657c6f, 0x5c7bb3d601d7b286, 0x23cc180c462552e1, 0x23384cf04de82e67,
        ],
        [
            0x6e5873d807cfcf14, 0x976035dbeb7f86a6, 0x3bab238a5196e492, 0x98456dc1172c40c2,
            0x20d17caa8f75b329, 0x3d938a686aa4a09e, 0xab073c2bfd40c7cb, 0x90395658e2c5d468,
            0x4ac0073d94ddb495, 0x0255829ce53c8c37, 0xbbf123eee0dda744, 0xed2a3c4486a63d55,
        ],
        [
            0x1be93d1e32bc9003, 0xe8d779a0c8a32334, 0x934db4d28b3ab021, 0xc8f05c403f2c2271,
            0x9ab0592dfb0f3a97, 0x72784623d7466251, 0xa4a26c6fc7478a50, 0x8cdc3482ca13de70,
            0x613a747584bcdb80, 0xcec88eb78897997c, 0x2e0f6503fb4b393f, 0x754ea4384cd56066,
        ],
        [
            0x9feaf841ff097b82, 0xe24e2c282d98670a, 0xfed05353e1800a66, 0xbcf34b93d0efdee9,
            0x9e1f03f4288b012f, 0xe98050fe0f5606e2, 0x25000906bb2c6373, 0xb239b3e0794dace2,
            0xe43121b547fa95d8, 0xb9e176a5af4f9f60, 0x21c4e200d9a98d4f, 0xe2ec9e7d152210f7,
        ],
        [
            0x9af3bea649f6d34d, 0x48496102228de28c, 0xc376cfac6dec6083, 0x5ff1d981e8e6e448,
            0xd4a35e4a9f498669, 0x650f69b0caecaa8c, 0x49fd84e4fe774f19, 0x2abd08f22e425692,
            0x67baac226de9e67c, 0x03a768645def1c4b, 0xab5158bc303717cb, 0x321ecd62a3286f00,
        ],
        [
            0x6bd2c54d4cb89afa, 0xe78c8bfa36527751, 0x27f52654e3eee747, 0x56f205839598d907,
            0x5f91c2d027cb3712, 0xc501819fa3e33c5b, 0x248490aa4eded738, 0xde7ac94427789065,
            0x20138b3d74f7d38b, 0xae791f602fb60214, 0x6b4fb300bd033d4e, 0xc69c25d9bdfd1f17,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x0c3d2056be21a890, 0x1c1ffbfb8fcfba99, 0x1b68a98b1fbf56ca, 0x56fd85ff396e31cd,
            0xd2ca58444382c03b, 0xc442030a7d3ef917, 0x4129a731426afafa, 0xacff17ff5eaae9c6,
            0x9e854180653f3b23, 0xe65a1a149ee066bd, 0x3420084e362ea5fe, 0x6fe58801c7911e2e,
        ],
        [
            0x5e930d65c4650b85, 0xbe96b2ae6350da54, 0xcfac4f7efa08bd49, 0x277e8456a6e10f64,
            0x41be3067407ac162, 0xcfd1d03252a9b68b, 0x8d8d216a9c337e0b, 0xace044dc4e1b9cf5,
            0xad9a4102c60d54c3, 0xb09420f028815187, 0x881179c60b3b8e59, 0x872685ed5b09aba1,
        ],
        [
            0xab146c207dfc66ee, 0xa7250dcebb6869ef, 0xaeba44439d7ad5f8, 0x919f877ec48059f0,
            0x780ecd232c6b5c11, 0x586daa8e38625f8d, 0x46a46c789911c031, 0xf56f74fc65303d34,
            0x825bb06d4f384eab, 0xd147719ad6aa2bc2, 0x745fd7460750e1ac, 0x2ef411494b3ec757,
        ],
        [
            0x22313dee5852b59b, 0x6f56c8e8b6a0b37f, 0x43d6eeaea76ec380, 0xa16551360275ad36,
            0xe5c1b65adf095bda, 0xbd1ffa8d367c44b0, 0xe2b419c26b48af2b, 0x57bbbd973da194c8,
            0xb5fbe51fa2baff05, 0xa0594d706269b5d0, 0x0b07b70523e8d667, 0xae1976b563e016e7,
        ],
        [
            0x2fee0c6d6046896e, 0xde64c4e0466a90ef, 0xb0c9755a55395f3a, 0xdfe2dfd6ae3879d6,
            0x979853c2d656c53d, 0x58bb6121757f381f, 0xdfae5707980db8b8, 0x6d4c7cd7d7752f7f,
            0xdfb77382c5dacfcc, 0xd0fca93104177fbb, 0x9ef6d3e4b67891ff, 0xb599dfcb26024609,
        ],
        [
            0x795df21ba1ebf7c0, 0xa98f2466681b5da4, 0xea18a2ab413b507d, 0x9243326688324aa8,
            0x2b91dcc2f74d83ed, 0x95054b471f411a13, 0x50869778e3c621f2, 0xb950f3a9427faf54,
            0x8949bf7dae29f080, 0x7c16cd020ef3a3c8, 0x7883c719b122cd0a, 0xa2cad71fc03bd749,
        ],
        [
            0xce0b1700d3aa7741, 0x13cc58a90df0cefc, 0xa96149c7da3a1816, 0xd387d361561277fb,
            0x2294f77cf2c363c6, 0xc8d19d51355a8a93, 0x926dd80092affccb, 0x70c59253686afd1e,
            0xe4826f2370c4d8b5, 0x948d43dba2226c34, 0x6ffed99e2a097aae, 0x80e7a99a2ce18037,
        ],
        [
            0x022aa09d236b71dc, 0xb1ce6a0ea65a7640, 0x317344c5b38b417a, 0x29a74cdb436451ec,
            0xd898eb6ca8b1c876, 0xf0134f99b74eeffd, 0x0d9eab64225d71f7, 0x9679b453ceb3cc2d,
            0x37c894ce14dbff2f, 0x3704d34927065280, 0x9ee435d8ba29a0cd, 0x675bea1409c11c4f,
        ],
        [
            0x607cfaa1a38a18a2, 0xb29ae9c760bd3f91, 0x4991432d76a4c22d, 0x4fe8dcd380e75452,
            0x7aeea8150925ed79, 0xa0cc6823b7abca08, 0x647b164fb0a555db, 0x60545cd3d6076f3b,
            0x7e801133807a2045, 0x74b2200743ac7e22, 0xdfb58fd1716d3e5d, 0x369ad09947772c45,
        ],
        [
            0x2d968968e3f6217f, 0x60b781ad1fb91fc9, 0x44ce23514a84e6ec, 0xe8f5627d00a3d089,
            0x45211a094a980480, 0x11029b7263274860, 0x44601cfcae0477aa, 0xa05a67df269ca043,
            0x9dc3938fb758fbd0, 0x43d5d89abaa35f8c, 0xa38dfa1f2ab3436a, 0xa29653bc529b7061,
        ],
        [
            0xe24934ba07fd5fcf, 0x4840e1a6a1027598, 0x4c2294d245eead89, 0x7717bb604fda652d,
            0xe809c21878370655, 0x417853499151e578, 0x8bfe121cede554c7, 0x96037a33952c153c,
            0x80458ed86a5b30f0, 0xba331cf9ca28472a, 0x31b5f463e6c177aa, 0x68c5dc9183ec14fc,
        ],
        [
            0x2fde4893fbecaaae, 0x444346de30332229, 0x157b8a5b09456ed5, 0x73606a7925797c6c,
            0xa9d0f47c33c14c06, 0x7bc8962cfaf971ca, 0x6e763c5165909dfd, 0x1bbbe41b14a9bf42,
            0xd95b7ecbc49e9efc, 0x0c317927b38f2b59, 0x97912b53b3c397db, 0xcb3879aa45c7abc7,
        ],
        [
            0x472226adf80911c2, 0xfb50c3a5e087a3d8, 0xb194551441848a6f, 0x61f4fbba9f17504b,
            0x8c59b2c48e33924b, 0xa7641127ac7a8608, 0x79feb7fc164a2330, 0x9e0fd67253a44e7a,
            0x9c5c973081953c30, 0x25d6932c3f6342f8, 0x29e8b7664b574a69, 0x02f90a46a5de3639,
        ],
        [
            0x8d6b28b4d7cfe9f0, 0x6ee5407a4dce4904, 0x7acee5e7ba0b67f6, 0xd4cf6bd2abf447ae,
            0xc085e8e2e7330268, 0x23edbd5a145689d8, 0xd2ae9bd21d7b0e7b, 0x3196410ec4fe6ecb,
            0x964bef26ec2cd59d, 0x09c6d07dd5e0bf03, 0x379f131ea65b646b, 0x0439c37964849830,
        ],
        [
            0xeb0098cf67a224f8, 0x14e486c90991108d, 0x0dad68314b397687, 0xf2a4f6cb9d089000,
            0x3fcc8803509f7376, 0xdbdf06dddb5d6f8f, 0x2cbf342806ef3e46, 0x4a4bd5eee432ca41,
            0xdcb8bdb70e2d391d, 0x941b9a4ec1710ac3, 0x25cea4333d62c34a, 0x9136e5cd881a70b7,
        ],
        [
            0x8b3269a2714a10e8, 0x64cef040a4a2727e, 0xbc5ac714e428865c, 0x531dd17ffdaba094,
            0x86d2405718d657f2, 0xe807b0d92f99dbbf, 0xc428a80f6848ef88, 0xb3ef0709d0b73ce5,
            0xa752691922a5d255, 0xbfe6392318a18586, 0x28a0c772fcf633b3, 0xad22b4ec3f3c5298,
        ],
        [
            0xa06a4b56e0442513, 0x6537e117dd513547, 0x89e38ccd2a654224, 0x2fe734bd005ee292,
            0x54d6933498cfece0, 0x85de5c9d85a79bf2, 0x21e072bdcd3da6a9, 0x7a5d707b8c16b8a1,
            0x43654d0142d04cd4, 0x07d589b94a88c151, 0x5bfe9ea2df726b52, 0x877c46ffcf728e4e,
        ],
        [
            0x9d8a78808078c8bd, 0x6ea07982076d44f1, 0xc58fc94eeb3bfda0, 0x0b9e72200dd11b13,
            0x8bd58e3aa74a005d, 0x7a30aeda115b7d33, 0xeb0037e6ef2491ff, 0x0fa2d1a7fb39ecbc,
            0xb75aac645ac598f7, 0x2c3c103341f61b42, 0x5a330bf01f7eb885, 0x1c96124d33d5e27b,
        ],
        [
            0xc25a44e3300b8f91, 0x08aa9d5691ad1a78, 0x130c561ffdd2a064, 0x36f0b4608c05f94e,
            0x748166e158a351b3, 0xe408976147d40ed6, 0xa0ba5e5d1b2e3400, 0x94aea3b6687f6492,
            0xf4975167ea262235, 0x8014e81143e800d6, 0x635a3c516e5df6dc, 0x71207caf2eb20366,
        ],
        [
            0xcd81bdcf24359b81, 0x6fd326e2db4c321c, 0x4cb0228bf8ebe39c, 0x496a9dceb2cdd852,
            0x0f115a1ad0e9b3af, 0xaa08bf36d8eeef8a, 0x5232a51506e5e739, 0x21fae9d58407a551,
            0x289d18b08994b4e8, 0xb4e346a809097a52, 0xc641510f324621d0, 0xc567fd4a95a41ab8,
        ],
        [
            0x3d4a4ee0a3bb186f, 0x84de7765082c283b, 0x499bf10a8fc8badd, 0x85191faa2db59e7b,
            0xc5964c20ccc587a2, 0xfa59313b9cf52cfe, 0xe614ce878da8cf4e, 0x7d8aa381d60e91b6,
            0x054dfc4a0d5c0a8d, 0xbcd89aef28a15c79, 0x2af1121efecbc916, 0x6aa49bcb44f30755,
        ],
        [
            0xe1ce7f3725a64849, 0x760847744da790f0, 0x4638f287cf5f319f, 0xe36f3c5308c3786f,
            0x07042ce1985513cb, 0xfb955cbf73d9cf3a, 0x3e68a2cacde0774b, 0x321f49b76dc2c816,
            0x9bfed81fd76c4d3b, 0x985b34fefd49fa62, 0x2a3de945ebb8fa9f, 0xcaa616f0405da5af,
        ],
        [
            0x9cc126b8cbf28cbf, 0xf3f8aa7c1e6d63ff, 0x533e48d2b7f80225, 0x8fea0d204749d781,
            0xd8ea614b326f8185, 0x9cf3e07753c541ab, 0x09040b60d95c9367, 0xc1b19940f5eabd9d,
            0x80b0793cd8f8bd1e, 0x95fafd6fadff120c, 0x071b1841ce155f8b, 0xa85dfc8cd29d9d9a,
        ],
        [
            0xc8c9b0ae7176dd90, 0xa95604542917d487, 0xb03b7946e62c508e, 0x60425926e9fe2321,
            0x73b10bba80c1d136, 0xc30a847d9d218c9c, 0x6ed0c8ef2073859f, 0xa176eabf432dd97f,
            0x3078096ab9e96167, 0xb28f0e6cc473e377, 0xb44e4995683a3bc8, 0x483512eed3523796,
        ],
        [
            0x0a751d3eae0538e1, 0xd51b039af14135e9, 0x92eae0f6e8bdf562, 0xf253bd5c66557b17,
            0xc1ff9054ef26b81b, 0x9d586d39eafd711e, 0xd2b05d3d4f431502, 0x847d727f5823cfe5,
            0x2c4e236a8e99840d, 0xa407e2d87c5981c6, 0x989dd28c69ca34b5, 0x2e8ec6b09fe586e7,
        ],
        [
            0x24940b868733c1c1, 0xf5dd77ce2ac072e1, 0xc248ad6bf7bdb8d2, 0x423e0cc9d9a8b926,
            0x4318d600e6da05dc, 0x3e557e08ca27dfc9, 0x8dc551cdc5dc822b, 0x160da94cbc8fb392,
            0x4ffebd2aa6d4d363, 0x8190c17db1ce15a6, 0x1abcd1361e9dc500, 0xae3a477c9ee52a47,
        ],
        [
            0xa63b33f6746418ac, 0x62085e0eb7359443, 0x3b43ea7b5fb598db, 0xf4a0f4442b365528,
            0x7f4d2ff3eb55a5dd, 0x012cd591f189eade, 0x3fbdad99f58c8f84, 0x71dc1b0093bf34df,
            0xfb63f09ce062a588, 0xd5f0f0ad6f24b66f, 0x940e23c91813cd9d, 0xeff8580b55f241dc,
        ],
        [
            0x261578c7d57c8de9, 0xb9bc491f3836c5c8, 0x993266b414c8038f, 0xbacad755faa7cc39,
            0x418c4defd69b7e27, 0x53fdc5cdae751533, 0x6f3bd329c3eea63a, 0xa7a22091e53dd29e,
            0xb7164f73dc4c54ec, 0xca66290d44d3d74e, 0xf77c62424c9ea511, 0x34337f551f714c49,
        ],
        [
            0x3a79a1756e3d4ec1, 0xde0ee6c79936b689, 0x37a7d9ec7fb84ee0, 0xe82810d38fe1f44f,
            0xbe433c7253049e9e, 0xe72ef4f5fb49e274, 0x525b72094b4ad28d, 0x37bfb857164f5f0c,
            0x60327e31ac68d566, 0xdb027619bb71f137, 0x8abc8026abb6e829, 0x99702ff15e838117,
        ],
        [
            0xa0d935ce9050c5cd, 0xc1e062d03e9b902a, 0x212d0e5dc3054c00, 0xdc9c3f2de70ad96b,
            0xa2182ffbc2742144, 0x4680d472a716993f, 0x9852bb00677f3756, 0x2bb3d78435e6213f,
            0xadfdbfe07377fdc7, 0x41db795d708afddf, 0x6848cef57727ed86, 0xb24e416aa6c1dd1a,
        ],
        [
            0x5b1be65b912b364d, 0xe6369ca1e0335426, 0x249740d58420e7da, 0xff13a26f1ac1acf4,
            0x0ecee744b9634fb2, 0xbaa77d57d664ceb1, 0xadfa7625914f3f7e, 0x17c75e99bbcffe16,
            0xcf557911d64aedb0, 0x8a4b7b49c3644ba0, 0x115240401eb7bb97, 0xb823c21a70fc7b5e,
        ],
        [
            0x93a62e7cfa43699c, 0xdad738901bc422d9, 0x265e3cbb10cc9544, 0x28cceb062f37154c,
            0x6b79b0713bf2e08b, 0x88e025df3ab39091, 0x50a8d04d126522bd, 0xeabbc1b7b779bacf,
            0x3db4336ac21cc62e, 0x4747f0a36fc00450, 0x067cbf1c544b2d95, 0x2480b7d8fd2be7a7,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0x0233e423d52eb122, 0xc28483521154b0c9, 0x2ca09cef6349e35b, 0x3b70afc3ded2ec54,
            0xc813474d52dded3d, 0x2d3f21bf12f00ee0, 0xa0908f7692f215c6, 0xb97d60e94e9c0440,
            0x84ad10c134b6a8e0, 0x6f37fd956e7c163e, 0x7caae8c8d057e0c3, 0x534f52c2553721a2,
        ],
        [
            0xa354c1de72a041b2, 0xe83df25929d1330a, 0x676610999d532bbd, 0xb7c2f4cf52011751,
            0x6945d34ff659e35e, 0x6217d20ba1303b7b, 0xa200ddba25751bad, 0xa74a729001d3566d,
            0x3018445faa82b46f, 0xc3e6a3acfccedc1b, 0xe86ae8703353e29f, 0x1c8085bbfd7e8547,
        ],
        [
            0x728c8e145d1a678f, 0xf944da572ac89a2d, 0x3016c2da4796df72, 0xf6d79e4e00a55efc,
            0x4fced269526b1cb8, 0x4a93e47791f165a9, 0x528b8572f84f90d3, 0x3b30376e5e725561,
            0x4f903520e07bb990, 0x07ddb97f4ea8ae6b, 0x29c01e70b3b735bb, 0x825c7f6e5000dd4a,
        ],
        [
            0x306b63e3b4dcea78, 0x4b10209213636935, 0x36bb68898bdeddea, 0x9331655d67a329ac,
            0x14c7fe26ba92ccce, 0x4e7d6929be0519b4, 0x0dc39dbd164d50e2, 0xd4c430a0b1679cc5,
            0xc7f78818fa8682ba, 0x43396eadb60aad97, 0x751784d7ff2c64cc, 0xd37928be866af43e,
        ],
        [
            0x3742b61e0475f547, 0x48b2a2c2477722ac, 0xf52c6787abce3401, 0x4749711ea4cb41b4,
            0x7ce0dfb03fca817e, 0x1c1e3bf996e85048, 0xcd65250e40faa8e9, 0xa8edce7017d9b93a,
            0x73523cb2b4dd5619, 0x15ba773abb5379f5, 0xcc5e62d6c0a847ba, 0x7efe5c7c04d852de,
        ],
        [
            0xf0a69e685a91c9aa, 0x0304d20105c13197, 0x773a3ab7cd14af1d, 0xc0b88edd558d555d,
            0xeb12d197d2e63dd6, 0x4a8e849fbcd9cdb3, 0x06432985965eaa14, 0x453d93861a5a6f43,
            0xbd28f6164171b9bc, 0x37781639bbfcf90a, 0x1f93898f3a36084d, 0x1fefd8b7dd00ca75,
        ],
        [
            0x3b8d8e495e456124, 0x967ed511967c17b7, 0x1d72430c2aad8c67, 0xe8c5d506b82c1673,
            0x989978868a0fb41d, 0xa9d478f70f81234f, 0xa0c941cf44cc0614, 0xc033c99024ad30f5,
            0xaa7de296101f89ae, 0x4cadd8e3ca6a3227, 0x3b4db51f2764ec0c, 0xcbfe70fc09256db4,
        ],
        [
            0xb9207dbc2b2f1bcc, 0x6afd6871a3e83ef7, 0x49924e5534ba150b, 0x2935ebf1dfec9972,
            0x34bf5e94b76f870d, 0x22d0f32b4c20385c, 0xc78ac1728ccc8e72, 0x7b45b8220ccecb0a,
            0x76c67ee4cfb4b8ba, 0xecfaefb2cd8724b6, 0xe9bc3d67340bc1ef, 0xed40b2b9ca5541b5,
        ],
        [
            0x5d1bd16518f8e17d, 0x754986b7405f822b, 0x420b1b24d8753faf, 0xab038e0608ff680c,
            0x33621a0fa3649f49, 0xe24b84db78918eb6, 0x0e669672c8bf4168, 0xcb7fab33171eab20,
            0xa097d2cc4808be42, 0x4f4e395f5842b80b, 0xddcb1e51a579145c, 0xa635d0cdf330ae0c,
        ],
        [
            0x9b8a3eb3069e6432, 0x43aaa7fc721397f7, 0x46e23c6ca7e83a71, 0x71b261d593fa3c25,
            0x4a47a1050f523a72, 0x31919e898dcad752, 0x4c8b06e70c5dd2ad, 0x677ec5f38bdc55e7,
            0x4372d55dcb1b5828, 0x7bf054c1f04dd321, 0x4e8c1a992e44584e, 0x6807803751d35d78,
        ],
        [
            0xa6d78a3d754377fe, 0xcc17c26ac72ae5e6, 0x2f0ab93b1c05fc24, 0x1645c369d64c9d40,
            0x7c37b12c563e7e9b, 0xb70d292d58b477cb, 0xc283aca993a2d5a6, 0x759e9118354c183f,
            0x8a031f6fdd8f4125, 0xfa8b17ad56edbe3a, 0x6e0f96eb63c651ff, 0x40361942b5085541,
        ],
        [
            0x25ae349981d311b3, 0x8640f52a3b16037b, 0xac0839941d947065, 0x3723c75ee2e693d2,
            0x65040a51b66f429e, 0x7f582b0b035a3a53, 0x20eca9e10a166da6, 0x45b37e202c4cc565,
            0xeab882957a8a96e3, 0x99e771dab60a1a1b, 0x2cdd778c23b03965, 0x8d4d7a7291052478,
        ],
        [
            0xb57b345e4ff33506, 0xc1a3092a31d23fc3, 0xc16b501e905e1f58, 0xa36a3b1f29067b85,
            0x7cfabd23c214dd5a, 0xbd5f7ab726ad949e, 0x8f64595987363816, 0x49c1a3e679d12d59,
            0xcc8f3e2c32d771ab, 0x008d900e6bde16d1, 0x60428a0f60165966, 0xd4f8d9eda7383ab9,
        ],
        [
            0xa52d3c2d7e8f73b5, 0x86d8063351842657, 0x58f01253b3949eba, 0x97689f15e79367d0,
            0x918bf9a30d820328, 0x2d4bc99441c959df, 0x37392f6e8c16ee54, 0x9f726d58e6f0849b,
            0x497de1e4b8208f08, 0x60c51233d51a29b3, 0x0f61fb03c9e1d465, 0x09494bd0fbe2613c,
        ],
        [
            0x100ef5d0a2bd7bd4, 0x89efecf5f45e2a66, 0x63bc210b653786bb, 0xc7748dba0a0e47c4,
            0xaf8122ae110d1ba0, 0x6695bfbf797c78bf, 0x9b0e6fb1d7dbff69, 0x106799703f53040e,
            0x22d9ed52fcaf4ed1, 0x1e27bafdcc1b2d4c, 0x839f9c019f1c88e6, 0x1112fe541321ad66,
        ],
        [
            0x4f293478154d0f99, 0x1b82320dd07a24b3, 0x1bf7c94f64d55f6f, 0x4489b57d725c5125,
            0x3aa4d43ab1b6a091, 0x054842bdcf7a60fa, 0xaa918a4d2aeb4cb6, 0xcbdaff99ac7d317b,
            0xed0e00a16812a03c, 0xb09acf270b0a1e4b, 0xc73a41f7ac28386b, 0x43134dbdf4cd1321,
        ],
        [
            0xe5f746af6e001a20, 0xdc975b02d6a9925f, 0x6d13e266e57f9100, 0xe013661396a9c4c9,
            0xb483162850a66d45, 0xe3b0f96d4ee8439a, 0xf2a2c08d3e074501, 0x987b2b6b2be498e4,
            0x605aad24a15b815a, 0x5bf2186f8529ad68, 0x1413b3d7885ad25d, 0x3de23959807efaab,
        ],
        [
            0x08336ffed8c33924, 0x15b56cbf5140b253, 0x38dcd310306caedb, 0x04ecd49647944afd,
            0x1280d23f68a48f95, 0xf414220434363c6e, 0xd0a397eacaa8717f, 0xb51a1669c3994b80,
            0xa02eed916c56808b, 0xc3ab55c583545c3c, 0x8b835820fd26114a, 0xe0cfa4a6ffff324c,
        ],
        [
            0x4db4bfb788b45f19, 0x130252bbe0d5fd16, 0xe44c97b22808bff6, 0x885e4555b03405ca,
            0x3b7ce036be9af81e, 0xebe17cf58c552276, 0x6eb946c977f4158f, 0x36c23a9c74a5e642,
            0x466ff55f2e70a453, 0x327fd5fd28ea7af7, 0xc96bfbec6e658256, 0xaf194fe8c0a3b932,
        ],
        [
            0xcf63d27951c0d95e, 0x3b170a0bac86a014, 0xc21eaaa9881095e1, 0xed2fda116069a3eb,
            0x536264b9bd2f1c5a, 0x819e1cffde312c2c, 0x6c30f983dfd6ce38, 0x2f32cc4c980b439e,
            0x9fab10b63b9c03b2, 0xdfebe34e011ab74a, 0x587360e3b80963f6, 0x3db1f6108692e352,
        ],
        [
            0xf262f2379765908a, 0x76f8d0017d03cdcb, 0xdbcadfb22f35de21, 0x88d5bf592a73815a,
            0xc4f4e3b02b1bab82, 0xf5cce885b9635dcb, 0x110a785875a416db, 0xfe7e6c360adb01fe,
            0xa02642c01374d779, 0x9010758753bb5898, 0x0c764ed2a363fcf2, 0x24a2a5541700e551,
        ],
        [
            0x63a094c5fe3d070b, 0xf769b91988515eb1, 0xafe86e1450d1131d, 0x6bf277886774d3d4,
            0x7231d699ffd805d0, 0x05132e5b6304116e, 0x3d5e255be34ce5bc, 0xfd9c3bd0c95e3089,
            0x22a24023b83cbac9, 0xfb6d2b6fb0b3b98a, 0x74af1115f7e36fcd, 0xcfe15eaff9da3bf0,
        ],
        [
            0xb242ffd61da39f60, 0xd0ed946320cac1b3, 0x9ebd5e46e25f809f, 0xc7df7e5a07f5aa4e,
            0x5eea38d791a5f85d, 0x6240f01d6080442f, 0x72ec0a5e251d866f, 0xd3e4acbebf2c0037,
            0x0d4f47c90fd962d7, 0xece7c047b8de2dfb, 0x841050b96df17f0f, 0x567c3df7e933a4d5,
        ],
        [
            0x266d2c1cbb2fcdae, 0xb538d4a252be93f2, 0x774c88ba73bd0094, 0x65283a9b81a7e042,
            0xe1438bbfd0381625, 0x450e1f644d0db206, 0xb38ae9ef4e60fc4a, 0x14ce87e112719817,
            0x831d41ec570303f0, 0x7172917028850444, 0x2077ea32ccd609f5, 0x091d1166cd273fdc,
        ],
        [
            0xaf5916f49412edcb, 0x9ccc0dc08f01b2d9, 0xbed1fdd42dd737c8, 0x29d26cab95a21501,
            0xff38bf18c70f1364, 0x0bdb055876879b06, 0x706031e2a14164d8, 0xe229fce1fc39648b,
            0x5ebc640878e97c8b, 0x26039bda822de18f, 0xab992da4b9f090d7, 0xf409432d53eb438e,
        ],
        [
            0xdf216dd84b2ca517, 0xb3eec4b9c6b74c4d, 0xf564e6c81c14e77b, 0xcde25f1c2c2c9395,
            0x7e31f7a5049fcc83, 0x6913707b9284c753, 0xb92a6f2458e6eb5f, 0x85b0cab595148292,
            0xeaad036d7449be92, 0x2f6a2888eb94a702, 0xd7d8773d47d59fb0, 0x612d257303c0bf25,
        ],
        [
            0x805ece910ea742f6, 0x54486a6ffb5dba94, 0xaceb0eebbae52f76, 0x2200fd85e98794f0,
            0x44bd993ef305af19, 0x28f256738eb8bace, 0x5d3fabbadc5f9c18, 0x4338f79c1b003ed1,
            0xaf4b0566bc20c65a, 0xded9407c3045d1bb, 0xe8713d7506391eb2, 0x557d62c971307365,
        ],
        [
            0xb872a10584d2c3bb, 0x44bca57139196026, 0x857327d84e352e5d, 0xa6c6004ad925f99f,
            0x48aaf266bab79ead, 0x213ad923adab2a3f, 0x3be29b6df371cc48, 0xe732b9062385c9f4,
            0x562e0be123f0a84e, 0xbb6b017228c4b0db, 0x71a93ae5f4c6d8be, 0x76b8bb16551f1fe9,
        ],
        [
            0xd028d9b5242002c2, 0xea105054823783ca, 0x01cf8a491d45c34f, 0x1035835e42457869,
            0x0a95049661cc1e05, 0x9dce5bd3b439afc2, 0x8552f02003b18e4f, 0x4973e3bde6144805,
            0x29fb98d8d8514c4e, 0x0ce0e8d83ca27b39, 0x7aaf3f5284bbc6ca, 0x0572bf40d78c7c5b,
        ],
        [
            0xbbfaaa94c39926a8, 0xb9a59fdb60a138aa, 0x217a1aa2947e30e9, 0xcac988c9c52c9fff,
            0x5676473a3bae3c39, 0x7d84b353857f04c9, 0xdeded30cdd324e24, 0xf07c678a9c242899,
            0x956d05538cb64f3b, 0x9d34e2f5502cb2b0, 0x99e1054a51dd03b3, 0x86b8bfa54d60a593,
        ],
        [
            0x3dcd2df9c8870c4e, 0x7cfdd05f1699cd0f, 0x19e9ccf027e79e0f, 0x56e997027b85d75e,
            0x407b5b74ccadcf9c, 0xc961a336297dda7a, 0x350c34d56d12d17b, 0xe37de9a93bc6afe9,
            0xd2c7339e0d641d3f, 0x2700f39cf7dfa063, 0x2916f9ad8ddef077, 0xffec6230547cdbeb,
        ],
        [
            0x10a53b90754d15e9, 0x6cde9a0c5f4c7218, 0x740d513fabef2b96, 0xff6cc47cd3f802fd,
            0x1be6825beb0627af, 0xdb21ede55886c2dc, 0xb6cfb2c6f5daaed7, 0x68b61aa8fae29a9c,
            0x7a1e16f53a5a485b, 0x16b60b92e7b2223e, 0x332f33d836a13a9b, 0x4567c313876cd1a2,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0xa896d28e4aea3fa2, 0xc6137a456db06ee9, 0x1bbafe8c06fb15cc, 0x2daab2961cdffdad,
            0x984defc8e1119b3a, 0x9cd44c3cde2a25a3, 0xa7f54ece54ed6d73, 0xd283017f50907054,
            0x69130efc6a3b9442, 0x5d17f1276785163b, 0xc019911b172b1d0a, 0xa19c745f7e3e093c,
        ],
        [
            0xe185bdc2ab83d932, 0x0a75845dd7c4e754, 0x1f6f3397c3fe5695, 0x6c9f3a5f61f6a04f,
            0x3c0f9d4bb390a92b, 0x9e3336b74793b454, 0x91ad0c341472f06b, 0x4110047a892cbdd7,
            0xfa24d90565d53c83, 0xd63e58334176007d, 0x741089fd2cd1623c, 0x6b3d92022685d345,
        ],
        [
            0x1ac37f313586c802, 0x70daca37a9cb8662, 0x6e57d6a78d9c7bf6, 0x27069e2ce97eec9b,
            0x16284ceb4e877a82, 0x30856e26774f6288, 0x88e53ea7fa33820f, 0xbfe3b89f715ced07,
            0x6cf55589743b11c6, 0x020f8a092edd201e, 0xc80afc2cb15c27e0, 0x56557371cc53751a,
        ],
        [
            0x1d510157c9cb7f6d, 0x532a077346ab7372, 0x2ea07e2fc6dde9e2, 0xceed9ad937d5bb1f,
            0x3121994b98cc6e28, 0x67d2fbb567ad8fc4, 0x34707fb3dc9f195d, 0x6a601f481fd5a013,
            0xfe939b8d81ef6cb5, 0x5c51e8ab1223a9a1, 0x8f6d7993db74cf37, 0x0b81c5b7972808e1,
        ],
        [
            0xcc54c384e26e1212, 0xf4c6a3cbfee6836b, 0x6258940591cccc5d, 0x5ed3f3ce135a7e68,
            0x11cc139fe1994768, 0x6386c5c477c07147, 0x444230ae75fb9b2d, 0xa5972fd98029bfeb,
            0x46e687ecdb5f8291, 0xf00bf6890de6d5f7, 0xbf946c5036af6be3, 0xd6d9aaefd39dee1d,
        ],
        [
            0xcb4e85123bf921af, 0x28fc6332532e81d3, 0x682d8637f69f907d, 0xbd9fa8f45f759a16,
            0x091ea9fa51f03716, 0xd685a14132c630e9, 0x7600c9ac3d249cf4, 0x687e2022002cd2b5,
            0x7ec205ab55334058, 0x9d0d86b13ecf1368, 0xb3fc17a7fc7baf6d, 0x57939961361c91cd,
        ],
        [
            0xeb74751b37318b6d, 0xb967a3cf5abe7213, 0x8074153902ab79cc, 0x11b647aeafbc3e08,
            0x3e34458e9e949616, 0x6d714d6272591fad, 0x813ba91c131b7659, 0x7f836d36fd0e295e,
            0x192531f8c5d7be99, 0xce83f561901e480e, 0x7b187da4f1bba4dd, 0x090754d0f5c82a33,
        ],
        [
            0x0db33228010c0754, 0x10635ffa8eca7c59, 0x6efd85380e8a38fa, 0xc1812ea5769360d8,
            0x505723dc76f27ef5, 0xd0358e02f35af2e8, 0x9f7bb7fed99419ee, 0x87c66e83430a0e2d,
            0x01187549773eaf7f, 0x05bbbba489d51bda, 0x52cabb06640ccde6, 0x0d5cb557e7ff387d,
        ],
        [
            0xa338a9f7526f59f3, 0x9b866285216004f8, 0xe94cfd05eb6fcc58, 0xc60b12ea2432ba24,
            0x3bb7acf1ef1227f5, 0x176e0ef75ec503dd, 0x9c2337f7236f9707, 0xdc2b0f77e029aa27,
            0xb795424aa5f85372, 0x2eb6d54b1485af98, 0xd2ce87dd7e3f46c7, 0xc5eaf6ad830f743c,
        ],
        [
            0x709d61ca10e06f1a, 0xaa1e9fc578eba75c, 0xf85d062f914b2cfc, 0xe73b3baf9089d85c,
            0x4ac05feac4a284b9, 0x92c78a433acb7268, 0x7b5586f8ee45bb4d, 0xc39a0d0e6ac0a9e7,
            0xe4bbe3d54d6f9ab8, 0x1489463f1fd46a08, 0x3ba3182529dba364, 0x94f000d68138511b,
        ],
        [
            0x9f8eafecee9b6d83, 0x069d5ad9f4eac676, 0xbf9ccc6eb5687ebb, 0x5d0f44be9d213f1d,
            0x372b52960d0d6e70, 0xef1466eff8bb90f3, 0x2ec1daae949789b2, 0x5c7d9b6db40be288,
            0x48319460c351e87f, 0xfeaa721c5db0fde9, 0xb33d58e9d16dc699, 0xe3f296f23ca8d3d6,
        ],
        [
            0x70187dfbc39c1cef, 0xa785216e0c50c71e, 0x30188b816a6c0d60, 0xeaeda67d6a27e97b,
            0x4a5192826ba389aa, 0xb96c7c7ea2bf1273, 0x8ff10657267fe714, 0xdff4a271996d91b7,
            0xe34ba3e11dc7aed4, 0xc457048b38853d61, 0xe89825db1ccbf658, 0x68c7b4556b255edd,
        ],
        [
            0x2f6f6a0f49d38208, 0x38fbcb5b11ee2340, 0x06e43b73865a4304, 0x08c696e606d728ad,
            0xdb82930d961c650b, 0xf1de8cb5c20c5b68, 0xd8e3cf7bf8e1f9b9, 0xd6e081abf3a304ed,
            0xf08d8624cd3cb8bb, 0xa3fe7742b26aa9cb, 0xa3a9d2200de295f6, 0xfd465046b9579b7f,
        ],
        [
            0xdc14cb2a74871e18, 0x017b1340fcb8974a, 0xea5cb0546e93c20f, 0xa7c078ada9e2ad1f,
            0xa37207d4beb26838, 0xcd8b3b25de7ee8ee, 0xdca6606a2801a7ff, 0xad2fedcf0f8af3fa,
            0xf27d30b49b530c05, 0x071fc1c36b2a4613, 0x363aaa99b72cea9f, 0x7a33ed8f3d350374,
        ],
        [
            0xac02833ff2f3e9ea, 0x43bcbde0956fb86e, 0xf888696b95735c62, 0xefa03aaee7b2fd9e,
            0x0e563e92e75b2684, 0xa49d2f31d7f335bd, 0x086641718ac31404, 0x35866eab07ccf31f,
            0x6bca611104122373, 0x730c92e5cb21398b, 0x283791a8b93102d5, 0x4b41d94d50dc1b38,
        ],
        [
            0xc377b373bb20fabf, 0x68d3aa52f986b847, 0xd9c2f2adf39b6894, 0x1bbff106bd6da22e,
            0x3f7e5b8e7e09678e, 0xad6a87897ed3ee78, 0x689e6b31af9807b9, 0xeca87778bd1f6ef2,
            0x17d3277edda78c54, 0xe686caccefb65cb7, 0x758aa1ab19a30f0c, 0xb40df97fb11f071e,
        ],
        [
            0x692524694df498b3, 0x9d1174bfcad0f6f0, 0x66f0c6e7a8f13102, 0x7101f118a63c20cd,
            0x93469bf1a796dae4, 0x2da9d4745fadc4d0, 0x7b963ef5dd22249d, 0x1d380b69b1626485,
            0x82f9c40b64648c34, 0x494ba359bef916a0, 0x250238e2d7b267d3, 0xe5198f72537569f0,
        ],
        [
            0x43b379f71a54cd32, 0xd61fe6c948817fa8, 0x6d7b0acc49ab7a6c, 0xee23b4a0eb6bb45f,
            0x340da1f1a2bda931, 0xfdff68411750ea8d, 0x890346b8a96c7df8, 0x551993aed4fafc31,
            0x2830b98890de711f, 0x4d23863cfb5b5286, 0x327161a0d636d67c, 0xf99dded9733e1725,
        ],
        [
            0x0038206d9bc24f86, 0x5fc4852c71c7cc64, 0x7588481e0eb1e116, 0x369da4e1472f94f9,
            0xa6b645057df37809, 0xee4009339bf46051, 0x4919466e14c23505, 0x58a20684ea6dcc00,
            0xdfb56c03f282c0d9, 0x2dd2552ac540983b, 0xb0e972eccb2de311, 0xc551cd0d463055bf,
        ],
        [
            0x0bef2d2517da64c9, 0xb94dfc85470bbc15, 0x2c2417cedd4af7ae, 0x52b5b3bbc8e88ca4,
            0xc00328c44f20d154, 0x024290f730af5d4b, 0xe8bacbebeefc7350, 0x89eed6ebb72abd15,
            0xb67d1da61d9e7030, 0x2ddefcbc0e70a331, 0x7d09bc6d61e32577, 0xc2073cc95b52e979,
        ],
        [
            0x7ada0e768f54b3f6, 0xca14b883b548aacd, 0xa7390d9ae899a24d, 0x8e05004947e01300,
            0xbf58e8e4d879d915, 0xaea99d2caf874354, 0xa3a790c714fd40d4, 0x7c756cddb5fbb2fb,
            0x060f397413c37556, 0xdfd46dd4ce72fd93, 0xa299e2f43e6487f3, 0x75388e07fc73870b,
        ],
        [
            0x585939298b806bfa, 0x608ddfbfbce6a08a, 0x674545a08eb27b54, 0x4b57a947c8fba762,
            0xcf960113cbd8c683, 0x7b5a479a4fef1937, 0xe26eb960450e97f1, 0xf04b36b9d8605a37,
            0xb208c832ee5af2b3, 0x3578d3a71fa337e3, 0x22547fca93509939, 0xd93dcb50e848508a,
        ],
        [
            0xe7f14b5b5b2b03ba, 0xd09498424f07a2e7, 0xace08054af766c04, 0x44b8bccf443ac92e,
            0x286d00241fc6f418, 0x8496b347049cb09d, 0xe51e14224181613e, 0xfecea61504d03e19,
            0x53b8875355b32404, 0xb41d8c4882607913, 0x42d409ac2af76883, 0xda07a92b72cfbd24,
        ],
        [
            0xd40f36e6276f2576, 0xd37455c46405cfe4, 0xe34094d7cc51dbae, 0x20f93f0f0edf8bf9,
            0x534b75aa23b5e165, 0x438e4dd1dc1b73a8, 0x9dd48c413bddb435, 0xc49867a0996b4932,
            0x4212f8a2a9ffa0da, 0x8d5236c4d94ed9bd, 0x81bec489f169cb19, 0x71cc1d7e6104edfc,
        ],
        [
            0xb6bdfa1b5f092e84, 0x483756115d958794, 0x9c9b4476693b6d83, 0x97799020beef3da1,
            0x7f4e97afd53e7183, 0x5bfc7a52c415f429, 0x824bbd688e1d580c, 0x71d2b81e9a86239f,
            0x86a6857c3d9765ec, 0xbdc5ee9137373984, 0x0d4e868828ca883f, 0xe57a7146ffc86380,
        ],
        [
            0x31a94a7f22771941, 0xa277284b39867dc3, 0xc66bd88b1a52f0f1, 0xd2e2707b1aa21ee8,
            0x78e4f280248d61e2, 0x33df48c7596a31f9, 0xb9bf2baab1bb1e89, 0xe1bbcdb4038f10e2,
            0x81f674a877b89305, 0x8b2ec6ee16f08a86, 0xa07239c29db97cea, 0x9f4ae6647ef8ecbc,
        ],
        [
            0x297380e9da854251, 0xe1297934716ac908, 0x2a86c6b1ed84fcbb, 0x6077a3239632b888,
            0x4de32a894fb4322d, 0xb557133d91445494, 0x6066358f69b9f56e, 0x7dd24ed5d7779c14,
            0xb59f5da2e5df50c6, 0x5171683e9ce89cd5, 0x2938a4bd95dfe135, 0x0ae396b9b2fbec39,
        ],
        [
            0x9cb21b57012eaba3, 0xcfce54821347a83a, 0xe3f3a67100d7b34b, 0xd4bcb3d1a6c1b0c3,
            0x6ebd26fb9f3c3e31, 0xd01746532dc79be8, 0xe7cf9a0ad4156cfd, 0x2757cb0416face21,
            0x8b0e320e69e1f08b, 0x2a8caf9b946f83d7, 0x6daff0ba98a399ad, 0xb4dfea0938ed6086,
        ],
        [
            0x2bee911fc000692f, 0x9b08762015888537, 0x95c54f11bab27dea, 0xbbae243ba69fa681,
            0x841027c6c931d28e, 0x049adfe8f5a4805a, 0x76f1747dfd9a32b4, 0x91eab66c3b482dd3,
            0x5468adfaf1664c76, 0x11df85d5bb1dfc78, 0x5613ca86a0c960e8, 0xf1d96050ed0acf69,
        ],
        [
            0x90ed8b41e2bcf8ce, 0xa464972be8dcc1a6, 0x5a3d0b80ba496081, 0xb636435569f85ac8,
            0x0a2765b1a25bdd8a, 0x87a6c18f0d1516bc, 0x9344081ae3b01522, 0xcef8e12e608f0145,
            0x6f3566a52155e7de, 0xcfc1be9c4d033a3e, 0xfc836eeaab97bf98, 0xbdf53718ba7dd059,
        ],
        [
            0xb0c973f3280c0ff0, 0xa54e96813f797363, 0x0a3d39c21f582d1e, 0x2ce1d62a4d3c3397,
            0x7e0e1f68d199bd91, 0x4772d10470eab1d2, 0x5f1c683ef066bf1b, 0xd0927eeef3c72153,
            0x46a299b1a7246089, 0x79dd0c7dc53b9b3a, 0x8f657339a957f81f, 0x672a9b27804938c5,
        ],
        [
            0x16f3708b953b9223, 0x0d3780f8770e7cf3, 0x97a615b227bb71a8, 0xa8b9a864162f8b55,
            0x80ee8362d91e3fb9, 0xb2009a09f83a4ff6, 0x07a7873ac1696281, 0x17ff00c223095ddc,
            0x427f683d860d60ba, 0xea9959271f87d32a, 0xb2ac69faa050319d, 0x30c362b9d2d0b9ce,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0x24480c57f26feef9, 0xc31a26943a0e1240, 0x735002c3273e2bc7, 0x8c42e9c53ef1ed4c,
            0x028babf67f4948e8, 0x6a502f438a978632, 0xf5f13a46b74536fe, 0x1d218babd8a9f0eb,
            0x30f36bcc37232768, 0xc5317b31576e8c18, 0xef1d57a69bbcb766, 0x917c4930b3e3d4dc,
        ],
        [
            0x53ebbaaeb475d8f3, 0x3d6ea31cff76beda, 0x3c15f25d340986b4, 0xc5925d2e3365312a,
            0xc35d3ee251641f96, 0x11eb2f75984128e4, 0xb41a21a83d04bc99, 0xf2d286006436c3d0,
            0x4ffcf4c0faf5663c, 0x889d285a0a62c9dc, 0x0908665acb2d60c5, 0xe2f19c590a131be5,
        ],
        [
            0x318feb4c22319bfb, 0xfd0a1331a1ee9625, 0x1e4a786d5b238661, 0x88e04305a722c591,
            0x38eb062af406cb01, 0x21caa381e7216364, 0x450c1d29f0e1f665, 0x369af7bf207a1320,
            0xfe46a53a6f6c0680, 0x4553199a25eac032, 0x41fa659affc49722, 0xfb9e0c73bbcb7a29,
        ],
        [
            0xc0de60f5091354ff, 0xd7cc38bba1bd1975, 0xf4122aa8e734e2df, 0x08f40f63ef773db6,
            0x0a7e9484ce2d71c5, 0xcc79173378a3f825, 0x0cac7a5bb47beec9, 0x1cbea0e4a3f7b5b6,
            0xecf19a90d3e18145, 0x0d1b062a0aadf689, 0x42299f1ff3f0acf7, 0x63a645395ac252b9,
        ],
        [
            0xa4bfe1515bd11a42, 0x38920da20ea6729b, 0x41e28260a0ee708f, 0xff4fdff4abc9d5f5,
            0x6ed92241ffaae99e, 0x6075ce0dc04fe4d9, 0xf10a173e5db066f5, 0xa2edee12e75ef129,
            0xd2a0823f8ed02e85, 0xffa78cf42e522dc1, 0x07041e4600c939fd, 0x3369357f3a9a8bba,
        ],
        [
            0xa1fc20f7ba264fa8, 0x0f6254154105e64a, 0x2e5581c28e2e8e16, 0x912c80fa4c456234,
            0x7fd61fb9e9e31ad4, 0xa5de4e7d1c19e811, 0x6a7ab2cc2961b64d, 0xbf06db255bb2da03,
            0x33f76a85ab06af4d, 0xda387e544866378d, 0xbb71deb856826f8c, 0xbbe3ce38eb64ecb6,
        ],
        [
            0x0e935934fd5d084c, 0x7cd4992a9121a6e0, 0xab773dba8e15d863, 0x9cea4a51cab64644,
            0x516754d72efff061, 0xd8af89dacd3a36a4, 0xc7d352ac4615774e, 0xd1bb914b21ae0d27,
            0x8a8aed979199938e, 0xeb06789acd6f3495, 0xc51d7766775f93ee, 0x7eb6909f0a8af851,
        ],
        [
            0x44bfd1665c1d4586, 0x46434e198d1d86d6, 0xe50fcf81c3936683, 0xc9b4eb068b08680f,
            0xf90882c52832aab0, 0x42823cefecbf5dda, 0xfd4d51c744ae08f0, 0xb54a08f1bbd21c1c,
            0xb72953dbfb187c34, 0x166f7f26f8ed037f, 0xd2b1077a097bad45, 0x47794cdc790dd808,
        ],
        [
            0x4e0ee07d5601372b, 0x22067004277071ae, 0xb7c0947adb611822, 0x0c890b17b836eb90,
            0x99bdb977b2c6177b, 0x64c60f944e04aabe, 0x875810cd5eecd182, 0x66822d84875602f6,
            0xcd4b6d85d7e1914f, 0x46a4ebc42f2fa580, 0xd4741ea8e0af11d6, 0x70d64a3181238cf9,
        ],
        [
            0x6003a0460ebd4969, 0x73f86c4d20728f2f, 0xfb56a3a6fb65c157, 0x37009c9867bfacbd,
            0x60f8c78fcee7620e, 0x2963de2c378137af, 0xafd451f11d7b49dc, 0xaf3b027490be28d5,
            0x7d283fd7fcd724f9, 0x86fbd155974248a3, 0x9d143af87fb4e414, 0xc2a34ce0b79b399e,
        ],
        [
            0xf2ef682072003c04, 0x627b8095e34ff1af, 0xdd00cb34ca23be89, 0xe19d30e9e738d179,
            0x44feed7853b55da9, 0x20380e9bdc3ee8ee, 0xf42be18f5d62dc68, 0x407fa31b10b7feef,
            0x362433eb7c25bc6f, 0xe292a4a4c864e045, 0x5ecd7f8022841295, 0x08b637ea32e118a7,
        ],
        [
            0xfadb2ac4bac8b691, 0xf0c5a0361579c4d1, 0xa192474f79019224, 0x8c7a64574117a323,
            0xe58122dd84d970a9, 0xc475893c0bf77208, 0x9518412f1bd45c95, 0x75bd0a72283f7a3b,
            0xa9e871605fb7e6f1, 0x14d3c944df67aced, 0xbceea947d0348c22, 0x5331c192d021aba4,
        ],
        [
            0x54f7b89895b6dee6, 0x0dfde1345921f846, 0xd3a18dcd63520e4e, 0x46bbd27bec276da8,
            0x981442a19f547286, 0xc83cd6db5bc53393, 0xec43325eb7898f04, 0x1b9ca04e347da37a,
            0x3119be87068b8c58, 0x66041c29f272b77b, 0xfd0593f2548b165e, 0x0167e36c5340278d,
        ],
        [
            0xae08fa6252ed5558, 0x02e5a4f934c6dc6a, 0x4fe067b5b386fc24, 0xbfa9ff21bc897232,
            0x1dc37e53271d76b0, 0xd88602b8161ee8f7, 0xfc65307de2e81d7a, 0xefded8f8b3cefacf,
            0x5dee6fbf4736ec63, 0x8146184dcf9e6f77, 0xd6ea34f78668893c, 0x396588fcf3dba6ac,
        ],
        [
            0x62033f1c278d7e9b, 0x399b7adfc9bfb27a, 0xf00abd43b7c62fba, 0x28cbb4e5a88ca2b9,
            0x943abe9440405b39, 0x47875050fac3ff45, 0x44db1743e35280f0, 0x5a8d5b022dcc4892,
            0x8a564967a041bb50, 0xc592661846bc9d15, 0xa0ba607373a2f7bb, 0x9596dae1e66a0f3f,
        ],
        [
            0xa05c751cd1d1b007, 0x016c213b0213e478, 0x9c56e26cf4c98fee, 0x6084f8b9e7b3a7c7,
            0xa0b042f6decc1646, 0x4a6f3c1afbf3a0bc, 0x94524c2c51c9f909, 0xf3b3ad403a6d3748,
            0x18792d6e7ce1f9f5, 0x8ebc2fd7fc0c34fa, 0x032a9f41780a1693, 0x34f9801e56a60019,
        ],
        [
            0xf8f71bd2a4ba58c6, 0x7641b4085a4d153a, 0x26a0970402014761, 0x9207af107c4a13f5,
            0xa6f7b3745a2632ed, 0x20203309ec62cb7e, 0xdf21cb52c1352426, 0xbe6e93b9510d10b0,
            0xb2a9dd62489527b3, 0xaedd3b572409c15f, 0x4a3ec63ab1338fd9, 0x94835c9183288659,
        ],
        [
            0x22b41e47f4364c6b, 0x06eb2606a998cb7e, 0xedfd19eaf8c57117, 0x11c56644f921de37,
            0x65734af7f343bb3d, 0xc5ea8eeedec40b73, 0xd6d755407096c673, 0x74d7f4b1c8ef26b5,
            0x2269ba46041b267d, 0x744075af84ec911c, 0x24a63b015678b00a, 0x6bf240f712ae79d5,
        ],
        [
            0xfd4688256e9b7084, 0xd0a2fa6a6d3dd8a3, 0xcf723bc90f2c348d, 0x9c16b768dd1a0af6,
            0x2c141bdc280a820f, 0x042c25ab8a819901, 0xe4a34c3667742148, 0xc483a361dfa83a33,
            0x3f246270bbc3143b, 0xd4a424b7a7dc5c39, 0xfd021868749d341c, 0x59690623882d39ad,
        ],
        [
            0x35df68ae1a504405, 0xe41d69508fc755b9, 0x420dc1cda6297243, 0x3011646b913fb68f,
            0xc4b630465e141a27, 0x943b3b3bbd91fe5f, 0x3ca17d6b50c31708, 0xce88b5e74ffa8c71,
            0x8b60038f4dacd2bc, 0xdf654d723c13cf9b, 0xb5353e281d871b40, 0xc2d27919226663d3,
        ],
        [
            0x2e3eeaf2065a3e1c, 0x670d0e01f927a61a, 0xfe98e455073356c8, 0x8a73a1228dcb897c,
            0xe4a82c1f02c04709, 0xcbe20c8fd54f8187, 0x7fbd619b24008706, 0xd46074deb3b0ec95,
            0xfe063ae940f97000, 0x313c895156e3a338, 0x98ce0e34c9a359bb, 0x8c0008e9d1493e47,
        ],
        [
            0x03f2ccce081ba05f, 0x0c69ecb44b393233, 0x8396869880c75972, 0xed90526e92fb739a,
            0x1b8de6813c607fab, 0x70214bcf82b1c29e, 0xdf0f65155820bf3b, 0x9879d1e3429e1952,
            0x3354f6a4042dbe2e, 0xd7a9ee5290e322ed, 0xbcac458727c2183b, 0x2789f5f14c24c307,
        ],
        [
            0x36933d33abd30eb3, 0x1bf08f97b47a241c, 0xacd63c1cce9a0032, 0x785a5364be843fcd,
            0xfda32442ce437355, 0x26a8243ebae8e63e, 0x7e3cbbeab1dc5dbf, 0x3dda1d36143b94cd,
            0xb33bfeb0daed7d5f, 0xa52720731b340c17, 0xe80531b4187b1f4a, 0x71b9953fd5282f6c,
        ],
        [
            0xa028d2fa9b87715f, 0x7cdd9b4a453625bd, 0xc8afb1890be3dacf, 0x40289a3a274c4e2e,
            0x7f5f9f7677c6bbad, 0x577c0935bdfeacca, 0x5f838f0404281989, 0x8650a974ebfa410d,
            0x414fab6dcd56dea6, 0x6995cae292eed440, 0x3b474d27ab146e15, 0xe24262b2e9938f84,
        ],
        [
            0xc59a218c5d0df8cd, 0xd976f1041f841eab, 0xe9bd95032d1db448, 0xfc8816eab42a49b8,
            0xf76dcaefecdcd665, 0x8c3c27da62aacff4, 0x95d0c61bece85ac8, 0x61e644b791eca6d8,
            0xed5e396326be6e9a, 0x53a2d9890f2ada4e, 0xcaf9ea92176c3586, 0xab2d358c56d730cd,
        ],
        [
            0xb5190010714e1b95, 0x2986f37fac8998e9, 0x7679e9d7824a4f63, 0xee4ee4286084ad7c,
            0x2ca919a565fc8ccc, 0x2c16b0e5d1d748c0, 0xcd9f0cb551087a69, 0xa80c4a8beb44602d,
            0x05f394a3573033bd, 0x6077a15355f5bcfa, 0xad1d129561e18d2a, 0xbd0cd969d729a822,
        ],
        [
            0x8fd9b96c77ee492b, 0x405a68146abe66f2, 0x8168b1c6872793fa, 0xe991fa04520ef7d1,
            0xb07d515164132f17, 0x0ecce193bb74da12, 0xe288af27a9bf19b8, 0x8ab59ffe94405304,
            0xf0bef99d46f8f333, 0x4fba77373a04959a, 0xd6f9aa1204e302bd, 0xb476f2a644ffc7a9,
        ],
        [
            0x649e18fba34fb18b, 0xa4883af898cc69d3, 0xff46285f3fd56e37, 0x2e28ccc4557c0c04,
            0x8388dee821a9b46b, 0x0fd4fb807ba3a6de, 0x1d8e9da7c62bb315, 0xfa7bd70d06e44230,
            0x2840122063320438, 0xeefabd47d06c0654, 0xf4387b08d4c8c10f, 0x8f2694624ff2142c,
        ],
        [
            0x2bf965a0e534f633, 0x0f11dea3e08e3cac, 0x0d0b276de3b79552, 0xd58da088af63e8ac,
            0xfc4374905a937737, 0x72cf47a7c3b3d74f, 0x4d3fa3326ad14311, 0xf7ac508b8d386cc7,
            0xe40dfbeb828ebf03, 0x5ed5b392c619adda, 0x0a7257bb711a3401, 0xd607bee9c1651c7a,
        ],
        [
            0x60482390a201f0ad, 0xfb2a82e594847c6f, 0x861c818378cf0ef9, 0x9970dadb47323042,
            0x528432840aa3320c, 0x8fbfa60d89dc09c1, 0x86bd192891930818, 0xad8a9cbf8448ca42,
            0xb445944c6b98da2d, 0x74eff3457804c456, 0xe488cd99af8e8051, 0x79f8dabf6878fdcc,
        ],
        [
            0x341f44849637acc1, 0xbccb15495906061e, 0x6a48f0dd6df1f51a, 0xb915a50bc0582ccd,
            0xa3cca3014ad3bbb1, 0xcca4855f54ea7074, 0x5daac46bb26e9f59, 0x83ab8accde719995,
            0xd639e50b40364b08, 0x41d9b5831972036e, 0x1ee2e99ad0db2b9c, 0xe89a7f6cb220cc31,
        ],
        [
            0xa4b957d262c36887, 0xaf15a485fc24cff8, 0x11575e80a271d9e0, 0x0fff68d44b9367e5,
            0xf55ba6732279779f, 0x9d72cca6d4d68f68, 0x01474ab1590ffe4c, 0xd20f44e1074d634b,
            0x63903a8336111d25, 0x37342a5fab531cef, 0xd3c93fe7702ed867, 0x05d143696279f7e1,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0xdccf68bccbaf4685, 0xb333e464270a2bcc, 0xe43ae199254dd3e3, 0xe8526e26ddce5c84,
            0x52bad815ea0b4258, 0x67c12c1b094574c4, 0xa5362fcb861545b7, 0x3e904c35c2b2eb62,
            0x0f9312b5eeffc2cd, 0x5475657b14de4e5b, 0x746e67d4f0233fa5, 0xb5157d7f35471ec2,
        ],
        [
            0x58d6998e171c1439, 0xfd4a98f401feedec, 0x420b2a0165739fce, 0x5c5db30822f7a073,
            0x016c547805042f00, 0x5fc73ce2a12413d9, 0x8ceb2d70e932aa17, 0xb4d66b670537afaf,
            0x2638d012339c146b, 0x02fbb7b628ac0555, 0x7fcb0c8162d46e63, 0xeaa9ff4f066d088e,
        ],
        [
            0x311ebba2fc37efed, 0x8a6a42d660cfd6bc, 0xb4051b3af2a4871e, 0x66ce77b8c2f0ebf0,
            0x84abc9480ad28477, 0xc82e5c6263d9d11a, 0x99ffc70c007dcf93, 0x5e974edfd964c822,
            0x0fee3572513085e3, 0xbe67a88046ce8444, 0x136ceeb806d17129, 0x0da512ae662d86fd,
        ],
        [
            0x17e3d0b8713b8541, 0xf372b048c6b5e839, 0xf8ef0261d0bb1848, 0x9b804ceec71a3bbe,
            0x00b7d171542a88ae, 0xf2b8ed10e9097b9e, 0xdbad9f122c0a009a, 0x245fc1e9205fb1bf,
            0xa8a4834fb83debf5, 0xc3ee226d637e449b, 0xe3070d93cab82664, 0x24b8094db37320e8,
        ],
        [
            0xb9f4fb114ceaea6a, 0x7f3c4f2fd96768ac, 0xd801ab4a4e136ddb, 0x5858f68e0668d358,
            0xa0918cae17553f45, 0x01c7e212b203ee41, 0x3f691c24130e41b5, 0xb5bdd3f515864ac2,
            0x93bcae8d8c965676, 0x525ddba012b231ba, 0x175bdad51b946481, 0x3ea3fdb8953a3846,
        ],
        [
            0xfda8a7a8984b9d44, 0x3096c07e96faa979, 0x82a0c9acc99c0a0f, 0x17a5437fe68b11e8,
            0x288b80e4621d3e19, 0xa3da2a3388f263bf, 0x151ba334e4272aa7, 0x591f7d1bcecac63c,
            0x4f55aa2b3effa54b, 0x72603f30cc350fea, 0xc4f6fed97d35757c, 0x98ddf20e2082e793,
        ],
        [
            0xf635a9ddc4b73a7b, 0x72691ffacab85c2a, 0x72c6d230834a3868, 0x9dd7176c4ee144a9,
            0x8f58cd4dd94ed383, 0x89c7a284a6db9e93, 0xe11c3e04395b61c5, 0x42ceacd8240fe654,
            0xd74c48bcb7bd49e2, 0x9cd446db1b99f11a, 0x9fe49b282eb5878d, 0x220cd9b5a5ff9030,
        ],
        [
            0xb506b7b925059699, 0x349fd83f01ab02e5, 0x64b729ad3789281e, 0x69ae8f81f9af4561,
            0x007befe156f91860, 0xb578c566edc250fb, 0x1c16d75a67ae4801, 0x04c35a7ea1d3f592,
            0x5dc97da936881f89, 0xaddb603103a5b1ea, 0x7eb515b13e153a0f, 0xdc3a92192b4a1ee2,
        ],
        [
            0xa76e974056e22321, 0x8469d682bdc9b5dd, 0xf51f9f4e1d8190bc, 0x392347366abfff40,
            0xa52baf0fd48eaf78, 0xcdc17eaae4e24630, 0x6a47287b86c31c98, 0x4f6616ad9b8f8af8,
            0x5e4e4e92979c4af5, 0x12768428b5baaf66, 0xe4eb3d592ddc5cb9, 0x8079a150390107fe,
        ],
        [
            0xa72c702c20f485b7, 0xd39cc030a2484b0f, 0x9aece71da23feaa0, 0xa88b96c326175f34,
            0xeb7bdb8d6b3b2782, 0xef00d777824767b5, 0x538eee727dcded21, 0x680f209020ee334a,
            0xcf21edc6345c6a0a, 0x1f8b0e367991b91f, 0x4f16672ef2cdc2b3, 0xd5e5da7d5c7b9af7,
        ],
        [
            0x24b8be7189ceca83, 0x340bbb5d6e72bfb8, 0x3f64f81eac0cece8, 0x6fa0d9a0215a3b4c,
            0xde8464227145ce17, 0x84dd83a1266b9a6c, 0x1a341fef65ededc9, 0x336cc3a6dbe692d4,
            0x61c5b819905eece1, 0xb16ac797ee0311ce, 0xe67c7bce52941410, 0x3f86b7f97d692cb3,
        ],
        [
            0xe6b739c70e14f1a9, 0x2dabd7c1f07f9416, 0x14e33acc1b4b4549, 0xd6704b28f6bad44a,
            0x43cd7e5ddf020972, 0x06f924bee0d6c335, 0x7d395c3f5b2dae43, 0x0f893f1ca864c77d,
            0xb6269f21efe4a575, 0x3f97b374f55ea727, 0xb689b4de42450c82, 0x648501394f5ae5d5,
        ],
        [
            0x771509f924590d65, 0x221916d5a97eade9, 0x7310296468c6e5cd, 0x2023e6ef1588858a,
            0xc867c16a2bcbb786, 0xbc74f92624133153, 0x8552bdfdbb278a27, 0x6715a92486c16791,
            0xf1c73b8f670941b3, 0x950b9eb5c21f4d39, 0xc7b9d631000fc4ad, 0x33a518a4a0396650,
        ],
        [
            0x8d1adbacb620c1e0, 0x9abeeb34e1304539, 0xa7416bca396d19ac, 0xecf8afe710a7ffaf,
            0x6e0b6f21c9219900, 0x86af79cab1810fc8, 0x74c91abb8e0cebbb, 0xd09a2987a52b3552,
            0xebf7e2636582c0af, 0x79af18822213c84e, 0x916c8f487725502b, 0x93c746f055a4346e,
        ],
        [
            0xab1fcd8869d13ceb, 0x14ad331ff17e052f, 0x9b44f02be886f289, 0xc78ee2f0e9e9a064,
            0x3078025384560d36, 0x8700edc3d375d7cc, 0x14e5ec46541f446b, 0xff3a8793dcf53590,
            0xdcb73851683f9030, 0x0ca3b6e88df80a63, 0x810a3b842f43dbdd, 0x4ede36b0d09cc39f,
        ],
        [
            0xe7365f9e512cc92a, 0x9efdcf8b5172a654, 0xbfb389ac8e611fc3, 0xce778fd5699c227d,
            0xdc1f47b63ff2ef17, 0x2ae0f68302672ed4, 0x51c63806a8e879cb, 0xd3dfecf03909f526,
            0x375b3d13e00e12a2, 0x91f9f750bf8df325, 0xf1ea0e421df5f21a, 0xaed73e7f32c60584,
        ],
        [
            0x126e25f51d5a11c3, 0xb47d6dceee946121, 0x7803fb5a743dd528, 0xb35247f951991df0,
            0x3675da286eede753, 0x9d72cada8fe5bba8, 0x9d86aea9f40234dc, 0xb6f49c61293addb9,
            0x845749bed1b6e858, 0xa5cec98e5722559b, 0xab3e98a78f40a753, 0xd0687689f1fcde6e,
        ],
        [
            0x045a7b66ef67b9a4, 0x7dc01125d85d81b9, 0x0b7401ef6e2543fc, 0xc23d166aef485911,
            0x45ec376ca5fd99d3, 0x86cf76be3c2fdb6c, 0x45ed0f357eb8b05d, 0x9d58e67eccc85f5f,
            0xcb7ce06aa3373bb5, 0xcc3732ce1d308e73, 0x8917fbec4cad3ff2, 0x517448977e917c58,
        ],
        [
            0x4db0f0654b13274f, 0x81e447f45e681fad, 0x27ada08cb114a920, 0x296e714149feb4fe,
            0x06ab000a1b312d6c, 0xbb1a398782bac46c, 0xe0dc7898e1f77c1c, 0x1f77ddbabe9c1df7,
            0xed47a1a7977e58a6, 0x9ae4ebea27e698c1, 0xa9b4a9af6058bd08, 0x9670851ab3ec133b,
        ],
        [
            0x6d7200511029bee3, 0x9823fd590ab323fc, 0x5d1daee6f1c89ce3, 0x3f7644bb57b2b79d,
            0xb1063f92fcc7ce82, 0x385d54a6c15a9b0b, 0x65661a5375c1c71e, 0x853952e517b8b4ec,
            0x0661dc5d42ecede5, 0xbe586cac8eb0689e, 0xc86641a02dd7ff77, 0xe4ed0e8cb9ef4c3b,
        ],
        [
            0xc4e1c094acda21b9, 0x22dc71378a58c85a, 0x2ecb39a9faf2736d, 0x113053d7c13a2c73,
            0x2b0b34756b200a8a, 0x1516f088db6995ba, 0x6d90358d26a22db0, 0x0864efde276632b4,
            0xa9b0eba4e3cff999, 0x504b802f36ca048b, 0x0b175fb9ec1fa659, 0x49a785396d1f3d28,
        ],
        [
            0xbda7fb3fca984b93, 0x3cdf9aa2861b73f7, 0x03716bd851a99db6, 0x4ac2431713174d85,
            0xb636b22f904fbe19, 0xc4f20310b7cf6b18, 0x0f84c5025506835f, 0x29fb7c6a9606dce9,
            0x62e227a6e864fe05, 0x972ee48bc74de14f, 0x2de0ad8f67266874, 0x19d5eaf12135231c,
        ],
        [
            0x47aaa63e44f90bf1, 0x34da2405c32dd044, 0xdbcb9f81b96f0903, 0x18dddf39a023312d,
            0x340c0e38db223840, 0xf606b0848c477a40, 0xa0cf5b848c6a2d66, 0x52c8bb80175a8a8d,
            0x864348c320333b50, 0x497c506fc35f1333, 0x63469cce0a0c0c3e, 0xa8bdca6586f6d982,
        ],
        [
            0x03b07fb5e0728e6d, 0x9e0469201012234e, 0x272e644935637644, 0x2b6ad1c2a55bcadf,
            0x86c527765c71c6af, 0xa25bd60bc1678806, 0x0cae829476bb32f8, 0x389ce4e633e03cb2,
            0x504df8337513dfb6, 0x4260ee8e1b351dda, 0xa473c5d9dbaf7cd0, 0x22cb7cb471e390fd,
        ],
        [
            0x5454f8b2fd08d3b9, 0x65506148bbc8e6c4, 0x16453b79eee595a2, 0x1e411c80442106b0,
            0x71c958f81f1a2642, 0x3cd505aab1f8bbff, 0x271a28ab3b5e7d94, 0x8afa584f168de55d,
            0x72bba5a36b1fe67b, 0x91dc28c43c1bebc2, 0xa831c1016af81d85, 0x51d5234b11712935,
        ],
        [
            0x14fe777b20167b2c, 0xe30770c044fc1421, 0x9da80609ed41e417, 0x104f5ca0d68d08d9,
            0x3c653655af13c7c2, 0xe926b53af667b7e0, 0xe02daaa717af3e48, 0xdad3f23819a366df,
            0xec6f07449ade4e95, 0x64ab042347dbc5d6, 0xee06a26f0b142006, 0x35561e92ea354ba2,
        ],
        [
            0x5e724c0d2dea87e2, 0x2fa8533e427e9ebf, 0x05cfa286ebccfd1d, 0xf19df7b38ff0a1ff,
            0xc21e0edfba2931be, 0x81f03a4909dbe927, 0x2451fe7cae170a85, 0x3d109e85d2935d9c,
            0x25ee8029416986dc, 0x56e348155dad5aa8, 0x865bc937801026ea, 0xb37abcb41cb4e929,
        ],
        [
            0x17544e9882b2820b, 0xcb9a6aba6fea899a, 0xe1460e3937af8cf7, 0x8b4aa2f9a2f308e2,
            0xafa2bdbc3a5060e9, 0xf8d5e928f84dda7d, 0x3b256b5632d7c0a0, 0xe218b5b225912248,
            0xc40510d13c8e52ef, 0x62c1542b38865772, 0x4755de7ebf416f10, 0x84232a8d97aa2eb5,
        ],
        [
            0x4c3666ae9bd43048, 0xc8abb07f1475addf, 0x2ea3574dd6bb5ec3, 0x516d1fc549bf9728,
            0x4da29207782e3100, 0xf3a5bbe45f116fbc, 0xb48be22f34229617, 0x4004d4e672ce5572,
            0x08cef292bb3ee776, 0xa422236adcaf6540, 0xd7c56a37e4939411, 0xc7b28bfa553f79fc,
        ],
        [
            0xf32545df533d044f, 0x7e551a047dbccdef, 0x0e14993bc0ed8a4e, 0x1b3c8eb0f15ebacd,
            0xdb9658c7231f9c19, 0xe8315af6a1ac8a87, 0x036566b1474ebe94, 0x43ecc126e9cb8e1b,
            0x306f7118524e3bd7, 0xd1266ad761f9a865, 0xb184b5c6231f5cc9, 0x20fa7fef128cf43e,
        ],
        [
            0xa9ca6a4d539836c9, 0xe6942f1b75306157, 0xb132138aab45d1e9, 0x7bcb7f511a34518a,
            0xbd1bf8c7ba6c7363, 0x24b65e18080de158, 0xc9f137aca120e4aa, 0x6eb7c58c241b333e,
            0x80f32346505d0e7c, 0x1d06f22515e36527, 0xa23870fb8ca44484, 0xf417676cb2e1a9d2,
        ],
        [
            0x1d9aa9fa26caebd8, 0x6b64686926b7a673, 0x7ebed6a17f167b47, 0x324c13f85bd9153d,
            0xe9ea5b734c682ba6, 0x2961da7d7e3ff6e2, 0x1ed2b05001a83dad, 0xb232951dc4a2f60a,
            0xafcea5d3d68b8ec6, 0x21dc058d1c6ce0d2, 0x0043de75e719410c, 0x4edd792ce15cf534,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0xf7aaa732959abb9e, 0x1222ad0a2ebf80b9, 0xa1a417372e0c286e, 0x3b6685025da3472d,
            0xbc0d116b7576f2a2, 0xfdbcad95a36a27d4, 0xcdb3f4749d54f7ee, 0xe2e0f5f98a5643a3,
            0xc70d11b969d4f171, 0xdf96d1366cca4ef7, 0x570693db2fc6afdf, 0x5059e67b567504da,
        ],
        [
            0x02c6b6083b03dcbc, 0x2b20149e3b9d868a, 0xaf5ab01d4f57eb0c, 0x59935b94d750e515,
            0x32721b408f89ad68, 0x673bd755a7e3ceff, 0xbd462fd8ef3b3393, 0x991422640e59a120,
            0x4162da619263fa61, 0x2ed1f2deb6488eb3, 0xb0bd37a8725680c4, 0x17218bf029ec27b0,
        ],
        [
            0x170f8a74e7aba263, 0x6b4e1d7b986b151a, 0x5f65bd224b08921a, 0x1017ae3de6caca3a,
            0x613f36b626cb9d5b, 0x8a1e2f2ded19d99b, 0x52c915a5c3c519c2, 0x3c9a33305902fa08,
            0x2cd7f7c206a51a12, 0xfed60db66e0197ce, 0x4e5b2bb7d971b04c, 0xebebeebf2f45ab13,
        ],
        [
            0xfb09e7564bd044ef, 0xdbc9fcdfbb964fb3, 0x451c5b01cdb1f4f5, 0xb02f9068f1dd1cf0,
            0xd4765e7c0c687e41, 0x89b64981d1967bd3, 0x06a0e4ecf0439d65, 0x564c387da5abbcec,
            0xc1e9d01ac651d806, 0x5e6ebd830618a96c, 0x9ce1aacec54ad8ce, 0xe5248a089953f90f,
        ],
        [
            0xfa4b6697a8352657, 0xf5696452cad6ec30, 0x10aaba60986c84ff, 0x49bdfff4dae014e1,
            0xe2a810bd0abc0e46, 0x1dc5b81462d1dd5f, 0x15d2f2c723bb4561, 0x5ac7b6421818e30c,
            0x40c6b6f94c545f5b, 0x5875b6b2f99241e8, 0xfa3e88a9d6708293, 0x1c936920ad6d9344,
        ],
        [
            0xa8d7901c7c16c09b, 0x628ff3be42e1948b, 0xb905d7c504e4bce1, 0xdfbf9c4e5ab0696f,
            0x0f4e6e2ab6db9cd5, 0x4857e570482e40fe, 0x5ccd9b421c3beed4, 0x171b085fae51a947,
            0xcebe0dbe59065754, 0x4d052d3a461c1620, 0x396bac422fe541a7, 0x8e714cdb70bf32d8,
        ],
        [
            0x03c88a8566d2ee47, 0xee8e5c34455ee428, 0xd90a3d393870d90e, 0x2fd78d14f2fdb976,
            0x9472a6066a312a30, 0xea68e2283484af2f, 0x7cf25951ac9e5cf2, 0x024f07ee37a28e95,
            0x5d479379e563a2bd, 0xe87b50a4b46e93d8, 0x9128fc11f137285c, 0xe46efdf77c67d7e6,
        ],
        [
            0xda2b0725bb296c27, 0x1f22ffa4d341171b, 0xc721e35a5b132756, 0xe5695e84fadb6907,
            0xbc5a3bf4c283f546, 0x9182cb3edde128ae, 0x179c7fa66592e05e, 0x1e604790f38e8586,
            0xaf7e83bea16bad55, 0x6f41231e9137ecd8, 0xac87543d8f30d1ab, 0x630a9d87b1ee0ee8,
        ],
        [
            0x2a64506fd4e8e49d, 0x3625bd2440254b07, 0xa13df5aa9ae61c67, 0x9054570c7bcdc0d3,
            0xa201084ee174d5d5, 0x464b6cda2330b0ba, 0xc92e46a857b03524, 0xa008a28183d0de55,
            0xc8e141ab34cf7125, 0x6af385eb8a68c966, 0x5b2e4deffc3a932e, 0x6a0ff4e9cde4b675,
        ],
        [
            0x6adb6d54ae326dfb, 0xbadf77920cb25ab8, 0x5e687e0b9af51ca0, 0xf910db02b2bd3e14,
            0x0589e194d66a35c6, 0x1ee8cb6093870751, 0x6dd344d9c2579fb8, 0x4f441d7919deaf25,
            0xe72064b243bc0e2e, 0x16153751caf0121c, 0xbf4e611f1a34aaef, 0x4ed947311749dd7d,
        ],
        [
            0xc67e421d3b2abbf6, 0x22d7e4bbf4529f60, 0xbb5db8cb37b679c8, 0xc24a35fce53fd47f,
            0x53d23aa75b5f6f9d, 0x6828ff1addb8b466, 0xfd4763a4a71b0309, 0x4727eb612407c77c,
            0xc333843cb5f3f282, 0x9ae2ae7be7d4e10b, 0xd9c95842a46743fd, 0xef2abd5bd8743134,
        ],
        [
            0xd8ccf5500850b471, 0xea8f73d2f7ebfcd8, 0xfb374f997f138136, 0x6b3a1ab86cd70e73,
            0xc4577c1342f40008, 0xb23800f9a0517e75, 0x79deaa457088a19b, 0xa8410f51702183ed,
            0xe2761fa12c9f6594, 0xed1d011252868276, 0x9e9805d7c22157a4, 0xbe4aa213ac7653e9,
        ],
        [
            0x5cb75e4acfd9b2be, 0xf3fbaf1396fd790b, 0xe8d74c7927618c3e, 0x4be88b91de489e11,
            0xebca8f25cb150785, 0xe40af7c5a23a69b0, 0xe358987cc1698215, 0xe1816ef67082e069,
            0x0af3e7fabf305ef9, 0x4d80242699149abb, 0xccda621a63d938d4, 0xc9cb8926e1de03cf,
        ],
        [
            0x83cb9eee338f4b49, 0x592d4c1a32e88a54, 0xa96953caa3b8cc66, 0x67395e46e222e2b2,
            0x09aaf73c179fe75b, 0x39aaf720e39cc21d, 0x945d69d102ad0540, 0x1486990ac4fa45ac,
            0xc04149ecc2be9d9a, 0x0aba169ea15f9a46, 0xe5c595f9341be304, 0xba09e4e5636d9916,
        ],
        [
            0xa909706ae5b95b2a, 0x237255bd6f5369c5, 0xdbaaa839c7dd5cd6, 0xb9c5b314e8290bbc,
            0xf819073bb68b8fa1, 0xeccbf5500edb8d52, 0xca26a506414d3fa5, 0x483c19ce399d76d4,
            0xd3dd7a32b1df04b5, 0x978ddf8e45a22a24, 0x5f2078083b6e650a, 0x42ef7dfdd1759a68,
        ],
        [
            0x359cbfa05e4f1914, 0x6992cd48d922176a, 0x2fd5e90f630cbcb5, 0x2b0f61306ddbf238,
            0x5070970a3af753e6, 0x433d009441727016, 0x2eb15b3b9dca97e2, 0x3a7379cd00d96875,
            0x0d4374aee930a75c, 0x3cd36046849e7727, 0x9ac3117e336a19ff, 0x2d1373c9433ddc04,
        ],
        [
            0xe797e95fa6856407, 0x8e33094635933017, 0x56448159ff0a5cac, 0x00972aa75d22fc2d,
            0x2094eafd5ed91f91, 0x6caea5b4bbdd02aa, 0x371cc297fd5ed2bd, 0x4352f571431a9cf4,
            0xad139dda20fd7adc, 0x6c28e78a80794e59, 0x4d93e0d423818cbb, 0x62704c2cd2ceba5b,
        ],
        [
            0x3f0625696b96023e, 0x9c83abaa3ada937a, 0xf29f5d53a29c0eb0, 0x4483e276e995b56e,
            0x6472607b10d1b87a, 0x37190e82509ea7a2, 0xd0508aa1056caebf, 0xaae152a74050af9d,
            0x56b668a3f957d27c, 0xf09a380c66c658be, 0xc03f9be110cacbcd, 0xf6a2c4036f9b6d44,
        ],
        [
            0x0e50a5d11182a0a3, 0x96adf711be6f5446, 0x2c295f99cd794cfe, 0xbd61814f8f57abaa,
            0x7ba6ce6b8811bec9, 0xe9d7afa73b7d35ef, 0x6b7c5fb39135dd09, 0x7029237d24eb8b1f,
            0x21b68f2a6fd75795, 0x533eed333596900f, 0x06fe2111149e8632, 0x908b8e7a17ffec91,
        ],
        [
            0xa60026f013a2a0f2, 0x173b08a8d6d8a91c, 0xfa6b3eea2b0ff7fb, 0xd5417c7e4201b05d,
            0x91dacda7598f4c56, 0x00323d9a0a1513a5, 0x079a4ef138bf2619, 0xfe91faaeee3512cc,
            0xbf9aabdfbc03468f, 0x0d46d3a201d3ca1f, 0x6bfad5113e677e61, 0x219a70aa6dabf925,
        ],
        [
            0x575a63b60376911e, 0x755143d09da0ed51, 0xd679d45769f6e024, 0x9ebb304919585f9e,
            0xcabe3598cd5b8216, 0x1200932a9b387aa7, 0xa538b3f7966eed23, 0xcdca745bf4ad9869,
            0x35e70c3376761360, 0xa80eddaeeaea1a33, 0x28e497460211cdde, 0x47f7988e98c23912,
        ],
        [
            0x89387f85eb242929, 0x861742b47475369b, 0x595fb1dc199bcb40, 0x99dd9d505e9f300b,
            0x3e97976e7a29ed9d, 0x07b62a0407a7791a, 0xc1435686d07f7c47, 0x843ecb5a28ded247,
            0xd2cda1eee2c8037e, 0x07491bcef2318ee9, 0x774d0896637e1e8b, 0x68c3d66c7b7db32b,
        ],
        [
            0xe9e584164741f3be, 0xa6bb374cb589ab30, 0x324857e2d45a7011, 0xd52fb06d1627fc8f,
            0xf97a763f1e40396b, 0x8c4be2874550b23b, 0x036893e15924a550, 0x541b96bdf8d2963c,
            0x10e88e552a0bf9cf, 0xb457b8ab2931bde2, 0x1e51279e2288204b, 0x42977a935246e730,
        ],
        [
            0x8e1458698faa3eca, 0x811c0ab1511c5e09, 0x08a52f04c39fd20b, 0xa7c222635e5f514e,
            0x365701af8507e5c6, 0xba1c1ce2495177cc, 0xed128050bd3d7f93, 0xf5b3a50805af7fa4,
            0xe27a017c7eb1e384, 0xaa95d99a1fbca0a7, 0x61a459cfbaa36562, 0xc1ee4d7bb7f845c1,
        ],
        [
            0x4d4d9c4f93912068, 0x81ce98e1e3b143c6, 0x925f6e9a49b1ae9e, 0x64ebef771f5463b0,
            0x943f1b2987efb9a2, 0xa1a1223f81831465, 0x8346bdb2cdd52ea6, 0xfecee8aae44002fc,
            0x44674a77da81afeb, 0x6c5cf7a9006df9bb, 0x8087b2b6f058d9b2, 0xa3b1e319b267a72b,
        ],
        [
            0xf9f21ef6913c4364, 0x82c2ab1f6763b44e, 0xc6c64c5403e6fefc, 0x240f327d86f9bb1b,
            0x5ae4efdcb9921b04, 0x66994ee43f9b5a5e, 0xb43ad46fd10a9a66, 0x22cf66317ef48f0c,
            0x3ee59cc79c46ced8, 0xc591214ec5ecc691, 0x69e3929d96f0885c, 0x68044e30bf09a8b6,
        ],
        [
            0x286d04a4cacbbf31, 0xe2a652bc6dcb12a1, 0x35ef6b3323de2170, 0xc4ae3e328920e3d4,
            0xdf8b42c561f4bcb4, 0x4236a533ef58359d, 0x2112c710bb6c0c49, 0x06f9cb44211e5745,
            0x10e76b9e318cdda7, 0xbaee4b3e89d30230, 0xd2879bf54c2d6469, 0xc7b80d86f35afba0,
        ],
        [
            0x164a4fa1a4945d9f, 0xf9fb03278ce7f161, 0x5284c7049891eb36, 0x9ca1ee6b9bd23713,
            0xb364fe43bdc043e0, 0xcf9c9e70ae82eb35, 0xa375b9d5bcde9b87, 0x55f437d76d5ada37,
            0x49fc8d7285bf9126, 0xf13cbab7bd83c1bc, 0xc3d75306f847972a, 0x8c27482ab1da55aa,
        ],
        [
            0x4b50a32324901b99, 0x620afb61fcb86cea, 0xc5348d84d52b2c9d, 0x36a7a7459f00cc23,
            0xabaed7e9c3882710, 0x5ffbf7233f83bb37, 0xa4d41c7dfc809972, 0x8451086e5e69c504,
            0xafe8e947a7a171b0, 0x58637d82753db64e, 0x14e90b4280c1b902, 0xd226175500058694,
        ],
        [
            0xf5dfd283677a0759, 0x91452cb374b7f8dd, 0x1ed7ab25d7fed55b, 0xd3fa6f8223df0cce,
            0xfb6f21787a789345, 0xea45edbcb2137716, 0xf2d09ed8fea6ea8e, 0x57254cbfbc929713,
            0x553979a6872686ca, 0x75707d07f98c872e, 0x104ebc324618dbe2, 0x5ab921a929a196c2,
        ],
        [
            0x4a889c6872a4604d, 0xfafea3c0e5fe4a67, 0x4f894342fb0bf3fe, 0x5aa96a04a2b354a8,
            0xfa84b2bbde1a6980, 0xc2a8fea1204f5b2b, 0x57dd6eb6c4f9ae8e, 0x1b0fefa5d3638292,
            0xd17216163e44dfbe, 0xd7455379a2122b95, 0x3c25220c241b7121, 0x861d31cc913fbb47,
        ],
        [
            0x985dcb43e4362d67, 0xecb860c2a939bea4, 0x40597f3055fbf1d5, 0xb6d166bf43fcd98a,
            0x5932570915ec99ca, 0xe05ae3b9c5bdd370, 0xc18f78270c7b943b, 0x84bde9c64dd572cc,
            0x5d50a89df478e56b, 0x242c2f4864d29053, 0xcda12c6161cf7e0e, 0xf8b6890eac8d1d40,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x8c558000c1c1bc68, 0x9e48a67a83fd6ca6, 0xacf0d75ceb7a35cb, 0x0fbdce4cf0a93110,
            0x82b2d13a9cc50c85, 0x696fd259cef70d6f, 0x1cc9be2e457b88c2, 0x0d58b34b1f04c0bc,
            0x52bd479f195a532b, 0x769fe6ca1ab3605c, 0xba6a63e48a24c1e0, 0x86dea46299da5d7a,
        ],
        [
            0x509abccb65682820, 0xfbfa1d094ff86137, 0x1ae371bd640bc2f6, 0xa155c2978f546c68,
            0x8858cadcc08b8cbf, 0xafac5b0a1d96948b, 0x919cb22682e25016, 0xd147df4ab064ffc3,
            0x25dd0f1ab4abe560, 0xc6bbe6369cb75bd1, 0xbb367cf947a778e4, 0x5714aa4dbde524b3,
        ],
        [
            0x3fa4ea0225aa1d44, 0x22c68e17f74a6a3a, 0x351bcb80f489e72d, 0xdabdf118be0268ed,
            0xa3bf9e1984d2cd16, 0x318506a2d67393a4, 0xb0c6b2d8615ed517, 0x42ac507c3dcba0f9,
            0x60570dfb51235e30, 0xc677628dedb033e4, 0x0290c22766e61f76, 0x1d8450d09888943f,
        ],
        [
            0xc6307399166915df, 0xb35545bc5da8a26e, 0x8e0126aae3a99321, 0x0fbfdf76da9308d1,
            0x2163ed6b6168e505, 0x71f3d0087500d8bd, 0xf57159605ac13f65, 0xc1cd9a6755172d5b,
            0x6b225f7e53d84c65, 0x9c031269025029da, 0x54c1edfa17d89aed, 0x5b0238786b435150,
        ],
        [
            0x5f78334137732664, 0x625b85dc840b6f8e, 0x7dcb3d256cdf0959, 0x87a5ae19d4ce1845,
            0x43bf0721b0dc016a, 0x6569ad52f6a5f6f3, 0xa2697f15560ab87a, 0x4c6fd1a0060dcd57,
            0x652a7732c3167f56, 0xe355fef05294a5e0, 0xf7b3177dcc59c562, 0x511c96dddccf4b1f,
        ],
        [
            0x1e7ae1601e94d949, 0x177dc53ee78e6221, 0x8af29d8f7aeb9882, 0x2d9a60fd9e3f3906,
            0x6979fcd6df962156, 0xdd2fe5887e1e54b8, 0x9cccf31076643453, 0x94ece1a84e0643d0,
            0x745449cbc111d8cf, 0x872afa4ae6cfbd97, 0x5c27b7ca10dfb34e, 0x505e62bc533480fe,
        ],
        [
            0x829bbe7e04e6bda7, 0xc52b64ded3e667db, 0x98aa40ecaa2fc128, 0x2c6997d011fbef94,
            0x70ca76aa97c8167e, 0x558f8ce7b1083886, 0x5c621e35d250f064, 0x757710f8f535b2c7,
            0x5d118d8faa69ee95, 0x02ffe667b27cd9de, 0x65711ac7d13e51fc, 0xdbbf16278cb1a1c7,
        ],
        [
            0x009ef80aae238fa1, 0xb41d9b24486af6b5, 0xab4455ed685add95, 0x18f323f672c7dac8,
            0xe7009790e372f168, 0x4d5bcba6067bea99, 0xf15bdbcc51a2a9a9, 0xde7e4f742fac9169,
            0x2fd62c304bdbec36, 0x8b3ea93d1b3ac6c7, 0xce1c8e5c9c293889, 0x19664dda11564f8b,
        ],
        [
            0xcb1a9d2ceae4d774, 0xfdec2ca998a0775c, 0xa538acbd0eab9e25, 0x6901ebfd04dd34b0,
            0x998ab679ed4c6409, 0x69b1d7ee0235b865, 0x4f2e6e5723ac3be6, 0x2b2072aed4a00479,
            0x5c12fcdc2ce2f059, 0xfc688c45ac329db8, 0x16d377a51f539427, 0xebe4e2cfa08ed9ae,
        ],
        [
            0x5f266f13175418b2, 0x6bd7a86903a626f9, 0xc7b532304a6f11ca, 0xa216b056bfc8cced,
            0xa274d5d8b288cb7c, 0x6fc4a35d924897ad, 0x1ea532eb81fc6940, 0x2fcd817e2acbbc45,
            0x45eee93f67814fa3, 0x3b3da48c1229e035, 0xd049a976efd8e3d7, 0x8087dff7bf81f314,
        ],
        [
            0xed05e4bf8342da4a, 0x36d881f3b565f0f2, 0x3fbd04e1411e627f, 0x40ac13cb0411889a,
            0x9f6006cab5b25fd6, 0x0e79d377e31404cc, 0x9fd6474a5af3ea01, 0x89d7ddcb2a27d905,
            0x2c1beebada12e71d, 0x3ecb11e1833eb7de, 0xa348b2f6600eb1fa, 0xc227192183f2657f,
        ],
        [
            0x77faac22bd366155, 0x13cc4038282f11b5, 0x31ad1dd45fbd35ab, 0x7e0de9da45d6d40e,
            0xa16c5f1939749ef6, 0x761cd6cf85691cf2, 0x156536ad4d59b802, 0xee98dc4187c4b11d,
            0x165a1eacd35088fc, 0xce8a733538fb995c, 0x34d0d3313293b3a5, 0xfcf548ca8b570e79,
        ],
        [
            0x06f684ffd31f390e, 0xa1467be560ec98a8, 0x7cbdd03eaa80fdde, 0x0ae4d114e204ded1,
            0xb8ebeb29a004c3e2, 0xd93cd70726009581, 0x3ff2ee49f1b9d3cc, 0x0e69e5ac753526cc,
            0x8cb2243e8b13f47b, 0xe2c5ae8d7fbfc5ae, 0x8e9af723394a45d8, 0x0b1114dbd92ab8d0,
        ],
        [
            0x7be5946ea85af34a, 0x420593c9da6fb0e0, 0x40b83c00987f9246, 0xac35f4e9a15d192b,
            0x1979bd33776a678c, 0x0a7d973e8f6068d3, 0x71d322e87e6298fe, 0xbb23a29936af9b65,
            0x14e2b9706644c50c, 0x5f7f207373570bd3, 0x40215c569055538b, 0x91372e64365500c9,
        ],
        [
            0xfe517758aa04facf, 0xa5216df44c421615, 0x4d87767d4f133b52, 0xdae81b7699757264,
            0x53c1a0e3e3ad4323, 0x2c565bbd53b401bc, 0x94d2354fcd54a0e1, 0xf43d0f053f1a02a7,
            0x52e7ee4af660b949, 0x563ec009bc208df4, 0x58c0b975bf21c4b1, 0x29a8e5adeb029e52,
        ],
        [
            0x6a3a23279af0a75c, 0xf832a8159f1f250d, 0x17030c3322a82d3f, 0x24bf18ea14cbc835,
            0x319dc4cab2da2727, 0x481df3606d020d4a, 0xaeebdd8a7fc22ba5, 0xbd0515c6a91e28ab,
            0xfc8a2978595f361d, 0xe60dd96c1ae8fa3c, 0x19c2109aa5341575, 0xfd6e92bb06a0ee48,
        ],
        [
            0x1839a67dfe380e98, 0xa99f21da3d9a681b, 0x01ebcd5136964b47, 0xc6f0ff9516a8b8c1,
            0xb568f4a3d33104a0, 0xc0f6a012249df34c, 0xa3bc4f0ca7766b4e, 0x5aea54fa663d0f06,
            0x3b4b38c65cf3e3aa, 0x0f88e06514f9bdb5, 0x93adfe8b52e2f89a, 0xeec718e87e3116f7,
        ],
        [
            0x650008f977b5c7c5, 0x4bcf600202a6d087, 0x391ebfa382234273, 0x9dcb05d386cd884e,
            0x1b5e7afa8753b3fa, 0xd453e9b42d1e513c, 0x3b1a0dea4b3a74b4, 0xf8989aac5bebd592,
            0xac3ec9f561dc640b, 0x4ba9dd0a6c4b301b, 0xf686a5fe04e48df6, 0x8b0d2d760631d1e6,
        ],
        [
            0x2bbaa1b39b4f4a88, 0x621db470eb9546b2, 0x90ed0fb76bb6e394, 0xa442552f1441f0af,
            0x4f7ed3205c84657f, 0x801ec72f8ce0fe7d, 0xba86681b3ca17b0b, 0xdc70e7eed8616a69,
            0xff0cf0fd047141af, 0x7d50fcd8433fc21d, 0xc3aa0354bc5827a4, 0xeb068f74499e705a,
        ],
        [
            0x443deaab03c87a20, 0x57dbd224bb817740, 0xf88918ded51d6acd, 0x48c9b2f17d4ec9be,
            0x78b41104dfc48a69, 0x44a8144378827f54, 0x74ed794916a22495, 0x6b9e9128ea92d3e6,
            0x6fe6449b0d9fe252, 0x31743d06c14e825a, 0xd9d4ad8c08690f00, 0x562e2f600e65f748,
        ],
        [
            0x61de1df2e0f06d84, 0x4eea42b48d77edf0, 0x46245df0692cdee9, 0x21992927362d5ebc,
            0xe9357097343e771c, 0xfe74ddef2a9a2125, 0xc50128bd7f6fcdbc, 0xdcfad19b2a3f4424,
            0x305032982e84f42c, 0x9bdfb0eb20054239, 0xc94f72e64cd0ebd9, 0xb65f9f586fb6074a,
        ],
        [
            0xe9e01117b1befb0a, 0x7ce74721d25cb1ae, 0x946216c62d4437ad, 0x83b03131ea8b2d85,
            0x3614b15d2c4fa895, 0x393317d9c23c6bf7, 0xda73495adcd80eb4, 0x850dfb466338db53,
            0x3329c498c9b8943a, 0x1ee615b50765d94a, 0x2d16a6cfd67c17b3, 0x050d6bfe6f8a9ed5,
        ],
        [
            0x06003d734a1e2f24, 0xcac70f6365273443, 0x0e4b39fea009ff28, 0xf9e7bfd78b40e015,
            0xfecf7b3d396d1036, 0x52e113a7f7785753, 0xc1c44d1d255c8947, 0x60ef74338330220c,
            0x390bfd1163af50a3, 0x6c117cddd84f9c42, 0xb31e9cdb7c94dbca, 0x3b1caabe7ad831ba,
        ],
        [
            0x92501ff88b7f8cb2, 0xcdaa6c93578a4cfd, 0x95b99a05e5303846, 0x30a72fdc2543d1a9,
            0x6648126b11808771, 0x6980dd99eefb8145, 0xd9a87f83f1949aad, 0x3b4f208df7b8ab95,
            0x3341e118c40122e4, 0xe513567f853b291e, 0xd4f1bbb73b565bad, 0x86207b43a7658f77,
        ],
        [
            0x1122c2c8ad490dee, 0x69799b990b7cb5f7, 0xb0616cc2fbf951ea, 0xc3f2b48279eb4f6d,
            0x34bd0476dc5a853f, 0x2a75b895382c6b95, 0xfc645d8d17bc9da5, 0x0715f8eff281a050,
            0xc66436378d1bf7cb, 0xf8f4daed2a1c02a9, 0x0c951d174f1e0193, 0xaea7c2ced00126db,
        ],
        [
            0xe5737dcef87cd72c, 0xdf41230a7a1c9f7f, 0x7fe5cfcf34e0d519, 0x83cc1da526033c9d,
            0x4195ef1ae16dffd0, 0x7c388f6e8af91671, 0xeb1002b862283e40, 0x08122e57a96be04c,
            0x48cb2d0cdf9fac7c, 0xa3c007ae41f0946d, 0x4d6fa5c5cec27088, 0xe1fbc03edcd5fcfa,
        ],
        [
            0x1c5e77f40af2ad01, 0xb112563b90cbc50c, 0x20745e4a2b5bc507, 0xa84ad09d338a27d3,
            0x4d02e390bf986cdd, 0xce1d0ebebbeffc11, 0x42d511bbd8e16537, 0x78bde0d860a7a9bb,
            0x2c6ab27a9f5d9409, 0xbab03d403a4fe423, 0x2136aeee3ef14b35, 0x84fba9d8f9273c34,
        ],
        [
            0xbab37a639bece059, 0x5a60ec877fa28fc3, 0x69e1086c1d4a8f5b, 0x3a87384465814282,
            0xb642dc162676cc7d, 0x8d152bb997e423a0, 0x66ac1b37160ff40b, 0x7410ba67f657547a,
            0x8f47debbadcc6823, 0x44e9bf64b1536fa1, 0x1cfdd504939e5461, 0xba5729e143bb3b90,
        ],
        [
            0x424178870c52b3b9, 0x622908b36ea5b595, 0xd28344889117e431, 0x5cdeed956bc3fb11,
            0x7862b4550208e322, 0xaffc6a9dede8f2f6, 0x06c609e60b39e370, 0xccc965f83daf0edb,
            0xa135838e4a625ad4, 0x1991f81cbd99aaf2, 0xf75416daf87d5c4a, 0xe7f77fc0fc933391,
        ],
        [
            0xb5c26108dd63f6d4, 0xefb8dfc760229177, 0x9d98088923e4cc7d, 0x59579ee8c211c92b,
            0x6f14630035fe17b4, 0x6c1e70750ca61e4a, 0x8671156d19d582e1, 0x36a3d85807230605,
            0xd9314e61a352dcdc, 0x7a9d0de74c6bc2b1, 0xb57d3f71c894ab77, 0xb3564bc7d4e5a04e,
        ],
        [
            0xb648a60557366403, 0x6a449f874e677a3f, 0x6a52ddb2152e142a, 0x431f2fcfecfb1e45,
            0xf6dea156470fdd5b, 0x70bbc6661e7f3345, 0xfe095ea14bfef9ff, 0x3d429ddfb3ea3ebb,
            0x2e932600a287d178, 0x16029133487350c7, 0xd8696934d540462d, 0x59a275a867557a8a,
        ],
        [
            0x2e32f896cde5e785, 0xcd55ae7ab9db8f31, 0x278db1ad8f832885, 0x271d9078adcbd933,
            0x2208fae34a64f863, 0x974046e039c89365, 0xcb46f272b3cd0cd3, 0x31f34e1a74e59edc,
            0x3421d316edd50418, 0xb1d8a064cabe36ed, 0xdb13e560362efcda, 0x567c2b6cc71eb3ee,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0x2af8ed8170d4d7bc, 0xabc3e15fb632435c, 0x4c0e726f78219356, 0x8c1962a1b87254c4,
            0x30796a71c9e7691a, 0xd453ef19a75a12ee, 0x535f42c213ae4964, 0x86831c3c0da9586a,
            0xb7f1ef35e39a7a58, 0xa2789ae2d459b91a, 0xeadbca7f02fd429d, 0x94f215d465290f57,
        ],
        [
            0xc08550024b950889, 0xee99dbfe8ce24da0, 0xdda71d964318e860, 0x01d3d39604fe9b85,
            0xda4bc065e25e7e20, 0xd3a50b87e076c81c, 0x5b9f821931e5f494, 0x6a140527a6a1b821,
            0xf52683e4d8dd159b, 0xca9c888720b18043, 0x73c040fa08a0d8f5, 0x92e482e8179525c4,
        ],
        [
            0x37ed2be51cfb79ac, 0x801946f3e7af84c3, 0xb061ad8ae77c2f00, 0xe87e1a9a44de16a8,
            0xdf4f57c87ee490ff, 0x4e793b49005993ed, 0xe1036387bccb593f, 0xf174941195e09b80,
            0x59cb20d15ab42f91, 0xa738a18dac0ff033, 0xda501a2e2ac1e7f4, 0x1b67eda084d8a6e0,
        ],
        [
            0x3a828904a4d2313e, 0xbf4946b192e66888, 0xc574898ae5fa19d2, 0x0b13dbb65e1c5fa4,
            0xf11343ba7c390fc2, 0x35b1418fd7d32187, 0xc92cb1bb83e7fe7b, 0x0b969455d78365c4,
            0xda69dfe5672f2af7, 0x9c62d7b430932441, 0x165672ad94af02d6, 0xd2cc734dcde81c22,
        ],
        [
            0x1d27efce1080e90b, 0xa28152463fd01dc6, 0x99a3fb83caa26d18, 0xd27e6133b82babbe,
            0x61030dfdd783dd60, 0x295a291373c78cb8, 0x8707a2cf68be6a92, 0xc9c2fb98eeb3474a,
            0x7c3fd412a2b176b8, 0xd5b52e2fc7202101, 0x24a63030f0a6d536, 0x05842de304648ec0,
        ],
        [
            0xd45e350133f4d416, 0xbb40233a4bf9131e, 0x1532a088e302483a, 0x3475e8b82c2485c0,
            0x08f9ea56969cdbe6, 0x31928645253cd738, 0x1cf323a4ac9836be, 0xdf647ccf02b6e4de,
            0x9a31e84fc06f3d09, 0xd326b86e39efe6d9, 0x77e3e1df14ac4dec, 0xf2d5917af3e0c582,
        ],
        [
            0x67477cdc30577ac9, 0x51dd9775244f92a8, 0x31fd60b9917eec66, 0xacd95bd4d66c5c1d,
            0x2e0551f3bf9508ba, 0x121168e1688cb243, 0x8c0397404540d230, 0xc4ed3cf6009ecdf9,
            0x191825e144db62af, 0x3ee8acabc4a030da, 0x8ab154a894081504, 0x1fe09e4b486c9cd0,
        ],
        [
            0xe92b56c002cf37fd, 0xa75bbcb0f71b34de, 0x7754d0ef50f5c482, 0x850a9ef611fa89fe,
            0x97d74b1bba4ea7d8, 0xfc757c25aab7ba2e, 0x06f30ab0f2a67fdd, 0xb10aba1412e72af8,
            0x47580bca7a2e053d, 0x85795598dcf0e14c, 0xc3596781d6f55310, 0x8ab251b74c9b7e18,
        ],
        [
            0x512f82f9d113450b, 0x5878c9012dbc9197, 0xdb87412be13f355b, 0x0a0a4a9b935b8a5e,
            0x818587bdf25a5351, 0xe807931031e3d9c7, 0x8b1d47c7611bc1b1, 0x51722b5872a823f2,
            0x6f97ee8a53b36b3e, 0x6e085aac946dd453, 0x2ec5057de65e6533, 0xf82d9d714bb18801,
        ],
        [
            0x4ab138504dbb8798, 0x0e7980d772d04cd2, 0x1755c5660b3271c6, 0x8414efb09d9d1468,
            0x61a586301795ce66, 0xb6a8b393232924a1, 0xa992f0ceae031bd6, 0x6747fb5f2915acc1,
            0x03daa26693e9c0d2, 0xc18fa3645400d554, 0xaf04ff8d9497e895, 0x86c3cfc250b6b339,
        ],
        [
            0xad81fa938ba5aa8e, 0x723e628e8f7aa69e, 0x0ba7c2deef35937c, 0x83a43ec56decfb40,
            0xf520f849e60c4f2d, 0x8260e8ae457e3b5e, 0x7ce874f0bf1d9ed7, 0x5fde35537f1a5466,
            0x5a63777c0c162dbb, 0x0fd04f8cdad87289, 0xca2d9e0e640761d5, 0x4615cff838501adb,
        ],
        [
            0x376b2a7f04e1e6e3, 0xea0dcb70a31774b4, 0xfc7fe4cc5cbdec2e, 0x8568499df03f459e,
            0xe9fd8fb28b78900e, 0xd33c6e30e431bf97, 0xd904b8f5c896e766, 0xa8f577cf82748cef,
            0x93dd921b87e044b3, 0x23d79837f76eebe9, 0x5e0a7493e569feeb, 0xd0797549414dddb6,
        ],
        [
            0x9422789b110b4a25, 0x5c26779f70ad8cc1, 0x4ee6a748ec4f1e14, 0xfb584a0d5c7ab5e0,
            0xed1dcb0bfb21ee66, 0xdbed1f0011c6863c, 0xd2969269b1b1d187, 0xf7d0c3f2afe964e6,
            0xe05ee93f12bb865e, 0x1afb7beeed79118e, 0x220af1380f0fe453, 0x1463aa1a52782ab9,
        ],
        [
            0xfd9e3542bfe5b1a7, 0xb42d2a4175938cea, 0x74688a153befb760, 0x8daeeaa22e33dbe7,
            0xc9c1ea083e677801, 0x68ecf4e434effe1e, 0x927700ccd294c321, 0x9e2e723de940afc5,
            0xbcfac07a7cf6cd43, 0xa009ef94d1006bc3, 0xa02016b0373d13e3, 0x4e097adbabae5822,
        ],
        [
            0x7c139d56d7dbe5f9, 0xfc16e6110b83685b, 0xfa723c029018463c, 0xc472458c840bf5d7,
            0x4d8093590af07591, 0x418d88303308dfd9, 0x9b381e040c365ae3, 0x3780bf33f8190fd1,
            0x45397418dd03e854, 0xa95d030f4e51e491, 0x87c8c686e3286cea, 0x01c773bf900b5f83,
        ],
        [
            0x8db8b78cc898b8bc, 0x686896da502940cd, 0x67e50f022dde2e3c, 0x2e2461f38cbf406c,
            0x32182781e1f7ff60, 0x26934b05e30e2688, 0x95adc204fc4494f6, 0x4c7f30c5161b7499,
            0xd5caf060b7341737, 0xed93187fd128d46c, 0x3f2819cb20fc1e04, 0x48c4086f2b7f70a1,
        ],
        [
            0xdabe347578673b02, 0x4f0f25cef6e7395e, 0x3117abb9d181ad45, 0x4b559f88aa13de0b,
            0xfd8efe78ea7c9745, 0x080600475dd21682, 0xc0f5de4bd4c86ffc, 0x4bb14b1ef21ab6a2,
            0xacb53a6cf50c1d12, 0x46aac4505cc9162e, 0x049c51e02de240b6, 0xbb2dc016e383c3b0,
        ],
        [
            0xd847939132202bd3, 0x1dacde87d6631ac1, 0x99d2e71f905a94f4, 0xd3c21f5a7e67dd7f,
            0x3605c28e3c43cf23, 0xb6cd5ac74d3b3070, 0x8bf748ba246298d7, 0x9e939fbd0f053664,
            0x3bb3e7b8cc303783, 0x359bd3e56189c417, 0x299d0ce1f609ae34, 0xd7221cc7b9ca801d,
        ],
        [
            0xa3c56ad28e438c92, 0x7c43f98fb2ceaf1a, 0x397c44f7e2150778, 0x48d17ab771a24131,
            0xcc5138631e2acda9, 0x2c76a55ef0c9bac9, 0x4d74cdce7ea4bb7b, 0x834bd5bfb1b3c2ba,
            0x46e2911eccc310a4, 0xd3de84aa0fc1bf13, 0x27f2892f80a03ad3, 0x85b476203bd2f08b,
        ],
        [
            0x87c5915395523a22, 0x56686f525ac5146e, 0x9ec69ec718ccf766, 0x13f36d4ff6e21a4a,
            0xa0841e94098691f4, 0xbd9d52d2bd91dd2e, 0xa8765981b3fa43ea, 0xb0cd17cd600b9761,
            0x02dd9d71b5abe842, 0x63df33a63689a53b, 0xab4b85bb9d9baad7, 0xce2d31c1eb74e549,
        ],
        [
            0xab1cb818567af533, 0x273b4537bac2705a, 0x133066c422c84ab6, 0xc3590de64830bfc1,
            0xea2978695e4742d0, 0xf6d8c6944f3164c0, 0x09e85f3dc1249588, 0x6c2bb05d4ec64df7,
            0xd267115e8b78000f, 0x07c5d7aec7e4a316, 0xcb1187ba4619e5bd, 0x57b1d4efa43f7eee,
        ],
        [
            0xefccd67ed15c33c0, 0x33393846146d5e96, 0x015e97da9ca7354e, 0x729b69bac143e795,
            0xd4440ecfd4c5d0e2, 0x78c042bb697a80e7, 0x9361ad1d08602f75, 0xaa354166af489794,
            0xe60e5a274966d3cd, 0x8346995e2394f9f3, 0x2de33256590f6a15, 0xb14427bb43298ac1,
        ],
        [
            0x3618891fc8176a96, 0x62c4b084e5808b97, 0xde5585464dd95d6e, 0x27a8133e730b2ea4,
            0xe07ceec36af318a0, 0x0acc1286ce24fd2c, 0x8a48fe4add4d307c, 0x71a9ba9c18cde0da,
            0x655e2b66d5d79747, 0x409fe856a79aedc7, 0xc5a9f244d287e5cf, 0xcce103844e82ec39,
        ],
        [
            0xc7807daa081ed51d, 0xb7dfabf0e5d2d963, 0x3f78ae2e80d386d0, 0xd66275254bbfd04b,
            0x238c8eb76d074f92, 0xfe51ec8a5bc5f9b5, 0x6ba47430cc03177b, 0xe72efda6400b29e0,
            0xb905701becbffe88, 0x5c61bdb47cf89933, 0xf1eb3084c914aa6a, 0xa3ead71e8245998b,
        ],
        [
            0x00675ba7f25d364c, 0x7a7f162968d36bdf, 0x35ec468aa9e23f29, 0xf797ac502d926e6c,
            0x639ba4534b4f4376, 0xd71b430f51ff9519, 0xb8c439ec2cf5635c, 0x0ce4c8d181980393,
            0x4c5362a964123b15, 0x6e0421e0ffdcf096, 0x624a855f10d1f914, 0x7d8f3ab7614dcd29,
        ],
        [
            0x77870665cfbe0653, 0xab84c4b3523d814d, 0x72839d8897cd2bc0, 0xb966e521d25b1476,
            0x4255d18451fd86a0, 0xadaf9b76dd54be7a, 0xada6ff627f285e0b, 0xb76e26f46d42400b,
            0x1d9fe676958bee25, 0xfcd7be9edb59965c, 0x897a90834bcf6e75, 0x64b26f02aabd21e8,
        ],
        [
            0xd9219adab3493ce0, 0x971b243a52f09ae5, 0xc16c9bf8e24e3674, 0x026d408dce68c7cd,
            0xf9b33dd9358209e3, 0x02d0595df3b2a206, 0xbf99427160d15640, 0x6da7a04e15b5466a,
            0x03aa4ed81cadb50d, 0x1548f029129a4253, 0x41741f7eb842865a, 0x859fe0a4a3f88c98,
        ],
        [
            0xdaff980ff8e06359, 0xb4e0c9e2ead8a883, 0xe3e262023da6e94f, 0x37410ed03303c9d6,
            0xc044d77b91fb5d82, 0x3559d9ac9ea34d26, 0xf51a120be21beda5, 0xdd2eef8a3f7befa4,
            0x46a26ccd8c79fca1, 0x3fb21a682a046572, 0x3624a47adad7c7c9, 0xb9b77ffd4b4174f5,
        ],
        [
            0x80de085a05fd7553, 0x4a4ab91eb897566b, 0x33bcd4752f1c173f, 0x4e238896c100c013,
            0x1c88500dd614b34b, 0x0401c5f6c3ba9e23, 0x8e8003c4d0af0de5, 0x19b1dfb59d0dcbb9,
            0x4a3640a9ebef7ab6, 0xedafd65b959b15f6, 0x8092ef7f7fb95821, 0xab8dd52ece2e45d1,
        ],
        [
            0x45587a7c0794dad2, 0x660833899e9c1cdc, 0x60e7ae4ad242a6b9, 0xb5f96b521009df3c,
            0xc2d405092e30445a, 0xfa53ba4ec250a29e, 0xf6a247855d98c6ce, 0xf873653c207dd110,
            0x2aebc3c6c634cbd0, 0x84b8016ce5cdbafe, 0xbda81fcace00b206, 0x837dc69484b55f2c,
        ],
        [
            0xd1f2d6b8b9cfe6bf, 0x6358810b00073f6f, 0x5fce5993d712106e, 0x5ee6b2711c024c91,
            0xd0248ff5453db663, 0xd6d81cb2adb835e8, 0x8696cfecfdfcb4c7, 0x696b7fcb53bc9045,
            0xab4d3807dda56981, 0x2f9980521e4b943b, 0x8aa76adb166b7f18, 0x6393430152a2d7ed,
        ],
        [
            0xd74d09c10ece13ae, 0x5e59d9e057a6bd95, 0xdb1ccfdce132b940, 0xa0e5309c843d3c66,
            0x1fbd03a5f9cb3ef4, 0xcdc9ef0a00ea5177, 0x1ebf5a15cb784a6b, 0xa67382af8a0d109a,
            0x3256c37aa0d34d15, 0xee40efa50fca43af, 0xc299bbd4b9841bde, 0x6df68f603bef4a0b,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0xe01295fdd9d7c50a, 0xaf31b4ea67f8ef0d, 0x2ec9689f9eaf8eb7, 0x327b96c5c622acc5,
            0xae918f81b2757f2a, 0x74927d684fd6606e, 0x09bb7fce18574215, 0xfea383bce8e68b72,
            0xdf2a6f125fb47511, 0xbe88faa18e399520, 0x0166d57e3fb1c3a2, 0x5907ef2fe525f81f,
        ],
        [
            0xdefe3a7b8a37f660, 0x7898db8c858f5765, 0x7366c26a73d1f9b4, 0x35d5d718237ae8b7,
            0x3efb20feb4478259, 0xccd0fed7aa545ee3, 0x750edd05ed22d152, 0x4f8020f9ee20d4c6,
            0x16e60f370a9e29dc, 0x9cf0a136bfbec7f6, 0xb430a34b2e47e143, 0x2e2560bbc6cdd1a9,
        ],
        [
            0x799352dae4161a65, 0xe5cf7ad856253ce6, 0xf606bf796de32775, 0xddc0f3a357fce8db,
            0x1075fc2316cf4a47, 0x078f0e04b27c5ad8, 0x9fc477953f7100aa, 0x3ac489254673ffa2,
            0xb8263f42f9cd8348, 0x5bdfde3068cc92d5, 0x2250927b1ac37f9c, 0x26ec8328b33da359,
        ],
        [
            0xf186d6bcc88d568a, 0x872bc4c7528535dd, 0xc9e7432edfe64dc3, 0xd9fc4832d795ea57,
            0xf4ffdb81c845af2b, 0x66d7e7882b670517, 0xa7c1be04d7b7a1c6, 0xbed88479d5b2a249,
            0x62ff8aba03f2ef6d, 0x60ecaac420dc701d, 0x9f4b559f4ff10119, 0x0582c9313cd54fd0,
        ],
        [
            0xea9da8f012bbaeb6, 0x3fba06b18c9f8360, 0xc11bd7abb28c0ac3, 0x1e05af2faa8a01bd,
            0xae1e99c5f000b1c3, 0x93ee806453d79930, 0x5728089e4c4f5513, 0x755351f3b1f70b76,
            0x187ac651675f77ef, 0x5cf7bfb553067d84, 0x629290838174b5c0, 0x720e20798d5be74d,
        ],
        [
            0xab8cc09ff5eb9ad1, 0x97a4de76132edbfe, 0xa2e11c548baf6347, 0xcee54229683cfcf6,
            0xe1e993b8dcfc6555, 0x333bf16abe9df066, 0x5207e093060d62df, 0xfa32324d69b0f5fa,
            0xef16fbcfd3243d2d, 0x540a2e59f04f8e45, 0xb5e70f9c48317bba, 0x00dbe9b25b35baa1,
        ],
        [
            0x0eaed675ebb512ee, 0x347e0756058efbd5, 0xadf792ca296d3d47, 0x57f00c0a4654d012,
            0xa1e08a04bccc5803, 0x610677f05b2f11d1, 0x0d9393d7b81acfd2, 0xb258e1570587c219,
            0x372a1857b4ceba47, 0xe1ce8bb53ecc1c5d, 0x7efdf301922cecd0, 0xcab8cb170d8aa653,
        ],
        [
            0x31954a5679d05497, 0xc12520b6fe76d4d8, 0x8c433ec5e37ef1d2, 0xcd0f203575bc3b66,
            0x3723f145249cd98b, 0x1356e0d2ea3b42a3, 0xf607fee0f174c7b5, 0x318afc5e0127be39,
            0xd47b5d74cea5417f, 0x6891940a10fca22b, 0x5cea41332b635e8b, 0x93db2ed6b5934fef,
        ],
        [
            0xf87cfaaac8972b7d, 0x2b8f9874e090800f, 0xdb88cd4f52efde36, 0x7b977f6e80776de8,
            0xd047fc8ffb4b19c4, 0x33f3e43578b8135f, 0xb4cdb352da33eff8, 0x217f9e2deb89d325,
            0x1bb5a004c99feec5, 0x98ce5a7fdb45c845, 0x458904681d87e964, 0xb9253873d151ad80,
        ],
        [
            0x5d7c767de39edca9, 0xe4a700e7a7f8de0c, 0x5816e1f93c9eec33, 0xa975c933d32fe465,
            0x979beff968466a5e, 0xe308c135cc067721, 0xe0e733b41839b88d, 0xda3e3e6c298dc2eb,
            0x414c3f0e8fb70e3e, 0x5ebaefa7ed7ca91c, 0x5c283310ae3b0f3e, 0x20353d5df3b1d44e,
        ],
        [
            0xd50767a9790325fe, 0xe2ceddb9358c50ee, 0x60be64bdbbf03ae5, 0xe70c7e90f053328f,
            0x6ba6af9e51543f0a, 0x470941f3b413e069, 0x0b569fd4ddf63d13, 0xf94b22634a2125d6,
            0xaa45ab62a5c1aced, 0x2b797175defa5a30, 0x3eb30067ead1d440, 0xcadb54e90b691af2,
        ],
        [
            0x365a4a431630b133, 0x9ecef631068d7863, 0xa330c8b4b7205a6f, 0x4858eab357df815c,
            0x6e522afaf1a92674, 0xa7cff3d9f41365d7, 0x00dd34615a0e4626, 0xa695feff48f9d094,
            0xf427103f7c082301, 0x14a2a1876b092b71, 0x210f632130037a33, 0x21cca09639340e14,
        ],
        [
            0x58355ba0f60ad6c1, 0xc63fbcff56022afa, 0xa6a770d54e7ef19f, 0xf42b2024a09e9378,
            0x153aa3200330f774, 0x268aaee55dc02c97, 0xa7e13b42828f7ab7, 0xc0ccce09c303bfca,
            0x23169daae3ccb6dd, 0xf7f763fd786774e9, 0xb15a5ef150021488, 0x52f408fd5f3ea885,
        ],
        [
            0x53e84021177346c2, 0x4ee451dde20af475, 0xd7642453c14f393e, 0x7eaa215331662516,
            0x1217a1b4c1d486c9, 0x7d32427569860f20, 0x3813c95f14c2837e, 0xb8f0713d4e0c056a,
            0x398c218cf6dec37b, 0x5bfa2eefa4ad1eed, 0x53cb0fd29f97a05d, 0x59fa132f6a9f492b,
        ],
        [
            0x6d5dff381fc2c16a, 0x5dec7ae2b1fe149e, 0xa9eed62c85088cea, 0x5878fdf7996174ba,
            0x2cf65bb935517a73, 0x80844bcacff96d13, 0x0f55c8bfed53f49d, 0x35815fb0fbd8cec6,
            0x23e7d5c53b6fa7d9, 0x3ee04c0146ce1733, 0x180e25553f5c4a27, 0x61263ea7280e6363,
        ],
        [
            0xb1f4fead41b959b5, 0x6edb53a9e71890c0, 0x48b47efe2e28aa2a, 0x70dad2e9b3151d67,
            0x87a8178b436a3460, 0x0f86f9f5801f7af7, 0xfab462e3a982fc14, 0xe29126bacb03e978,
            0xb4696b3fe6681282, 0x3bd9910a6a3fdc1d, 0x4409128449e37dac, 0x3b4bfabccf605fb3,
        ],
        [
            0x605fae7ece9d1372, 0xb2623a79f9b7e06e, 0xfab9b2742d37357e, 0xffdf9246461417f3,
            0xc04b15d7bdd0e922, 0x767bcee54b2dbc0e, 0x74c4ea4ed45efc88, 0x32d3d85491a534a8,
            0x88967078554b2691, 0xe8256015e336a410, 0x166469624b9f978b, 0xb433f06ca104f01f,
        ],
        [
            0x8906d815457e1e82, 0x96abb1aa4c8a2c68, 0x2e63f37927ab2fb1, 0xe092e15f5446dfaa,
            0xa3a3f0926615c65c, 0x8b31116747c3f259, 0xfe2038782e5c658c, 0x38903cf526215773,
            0x0039fca7237f1bd4, 0x75dbcc016058ff17, 0x67ee6226a65aeb9e, 0x96999fa75cedcba5,
        ],
        [
            0x04c6fd475ac4d191, 0x0067e474c825a897, 0x4a37c931404810c5, 0x072d30e5c4a56380,
            0xbaf3428dc897ba23, 0x9899935b53724382, 0xda5cc13ff4d41a62, 0x063047a0c6271baa,
            0x49790bdc5cf48302, 0xd8c34e5384c5a9ab, 0x6cf28e83db5bc36a, 0x430dbb1497da9d42,
        ],
        [
            0x59470e49c37acc2e, 0xc9e0f73611b85596, 0x47613c1e0fb30ecc, 0x1fbeffa3b62892f1,
            0xddfeef49f8eefa16, 0x6f82acd9daeff719, 0xff1872cdacb41007, 0x06fe556c82d64c6d,
            0x52a63a387695218a, 0xa0d413a720802b88, 0x233f1f3118f4a473, 0x22ef7d6fc9d7da4a,
        ],
        [
            0xeba1db6910dad9ab, 0xddb62dacde3a5a42, 0x209c472cfdf5ad86, 0x14a7ee4b37214540,
            0xcaf70ce08339c9df, 0xa95744554eb9189b, 0x90d7f241e9b39189, 0xf5edfd09af7f3edd,
            0xc9a3444deb7ed52a, 0x30d9e2f80085d9d1, 0xeb412daa4dc24fef, 0x55c0000b27786649,
        ],
        [
            0xa9f34fa9518118e5, 0x430db0a51a22e790, 0x64b443a5d5a16ca1, 0xaa3b64f4d8adbe45,
            0xb49435fae0f0873a, 0xb8d67ce4a635d1e3, 0xad843f8a8a612b29, 0xa416ec7fd84a210a,
            0x8b4dc6930984b23f, 0x29a1b71b24640dcf, 0x8f2d7507911892ad, 0x0ce384105bd4d518,
        ],
        [
            0x1e1bef926c42e1bc, 0x91259dd60e04d449, 0xc029961e8875d346, 0xfde51012a9e38f43,
            0xdeaa1dc18892643a, 0x67e3b913217e08d8, 0x889a28c269b92b7e, 0x004c0f87b7446c21,
            0xea812f67a2f98e77, 0x42fc7bbe22c40b8c, 0x5e7f5f5a8722e381, 0xf8f209d932099e41,
        ],
        [
            0x867379134a2965f5, 0x34724dcde67b3546, 0x2efe185ee92c712d, 0x8b908f86c201e327,
            0x3ab5528894f6b078, 0xb9b2b784ce0a5bf3, 0x5eab37ac879f6a41, 0x74271f672f2360f3,
            0xf3a3edff304f1cf9, 0x8992ecd8f6fd3e90, 0xff24d7c69f16e5ed, 0x0844ab25def9a5c4,
        ],
        [
            0x35cbf2191e14f235, 0x9ef33f3c4cdc1b46, 0xfd5cedd0299f7f13, 0xf57b9bbf99379e17,
            0xae25d3e3cd3d59a8, 0x72f9fc84f58cb31e, 0x87950fd84c94b63b, 0x15b52b4f7a4560a8,
            0x382d36ec943e44ba, 0x567ce2e9337b0f11, 0x8136e9ce2fa44901, 0x7e43a7289b15eeae,
        ],
        [
            0xd1c8ed8814fb95f4, 0xc302e0aa29602659, 0x67abcce005cd67ba, 0x7a234cc022f8ae25,
            0x7074face39f44e4f, 0x84a08afc7a9d3fb2, 0xfd149c88f56c1f32, 0x5b12cc15219e494a,
            0x242fc50c9ea3c0e3, 0x196cdba555b23034, 0xfd8cfa5e87b75206, 0x915e706488d55f47,
        ],
        [
            0xb59480ba876145be, 0xd8f8fbbe8e1075dd, 0x0ba10292b5d9baf0, 0x3a4b7f65e39a8754,
            0x1b3a044c0f3c6520, 0x6b8b3397b1dff4f8, 0x40cef2285c182eb3, 0xbef82aec1b1cb92f,
            0x5c4d2bfc2a97c5df, 0x41d2a046536ad077, 0x94ef34a8c497505d, 0x14e9aef48e0b35ff,
        ],
        [
            0x2edaaaaaacaf1f3f, 0x9e3af72c80ebcc10, 0x3542fc42bcb1618f, 0x6c04ec246709d851,
            0x5fe9768ea9af4ce0, 0xe739d50eeb6ebe2e, 0x7b7da4ac876586e0, 0xb0869f1d64f5f956,
            0x7f691c51fd563c80, 0xea990d6926c775e1, 0x2cd96f1321b58889, 0xbc8074720f1aac2c,
        ],
        [
            0x8e1fa5f8eb3283cd, 0x0107a3ba20e69342, 0xf99a511cb045b8df, 0x172d0c8933b51876,
            0xb11efc2b9636d0f9, 0x16b2197c41570483, 0x49df27edacfdfd1a, 0xd9d2cedc366b9b28,
            0x0289a75cab028c0f, 0x522f567a4879464f, 0x3313728225f64030, 0xfa28cb1558d6753f,
        ],
        [
            0xe5252210c6cd33f0, 0x6ba7f51f3f085202, 0xd2a87fb38f52e312, 0xa5e082cff25f35ef,
            0x786a93c2b9df2f20, 0x68c7e1299a19bf27, 0x13a971ab8d710915, 0x3ca4f8c6939443c6,
            0x8554699c70522446, 0xdf42b7768e14e6bc, 0xc7969fa5f7f3dade, 0x135b6b77350ded88,
        ],
        [
            0x39e54aa472546076, 0xc0003f7f13e312be, 0x71106a4ffea91274, 0x3868f957819851cf,
            0x713b96e75c85bbc6, 0xfda8c2df610403a8, 0x0ea806c3a008cf78, 0x0ef9708353c0d1bd,
            0x536950211e592838, 0xea3773d5e9023982, 0x6eee3c0d4195754c, 0x95df7b568c4bead3,
        ],
        [
            0x57edf71edf9a9f18, 0xbf834240627a0b79, 0xb37aba1aa6934160, 0xd45b3d2c5e639a54,
            0x62c6b9ad70bce957, 0x16bc35a75d7e87f3, 0xb021698266b4a982, 0xb56050dd0e51c9bc,
            0x15aa692b478e4b91, 0xdd67cf29be3fe25a, 0xf1ef75b006bdd4a8, 0xf71a285b41df627a,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0xa58a27c58a541be6, 0xaf66949954fd7683, 0x2431826600079a25, 0x113f6fcf2606caf5,
            0xf6ff2be316cb28c8, 0x8f7fc60e3c17caa6, 0x8ea577e07d35e26c, 0xc3e744c0f0628903,
            0x4b28eff4592a57ee, 0x76e1f87c5e3f67b2, 0x40d7a676fb008902, 0x68a9dc764b6e6b7e,
        ],
        [
            0x76e2751a12575913, 0x2c6059914a5f8c4a, 0x58322dfb71fba662, 0x228aec085e0886af,
            0x8d83b6276aee544c, 0x338f5fb6e29f9639, 0x1ba4cfe0bf5e19fa, 0x2eea84c5b9e4f8f6,
            0x7e0eed58cee95d92, 0x2d29282abe535540, 0x866638b607a9a1f4, 0x915999776ab8dc82,
        ],
        [
            0x599ece96f9612455, 0xe1c6eb81c725cba4, 0x2afc5ba86373ccee, 0xe4556833c64f7261,
            0xf29ad540414ce1ab, 0x7094e0673ee82a77, 0xfa26eaa0dc9716fa, 0x340da4be9ceb36af,
            0x9570ade54e1c94bd, 0xf4a86d8e20b0ddbe, 0x967ab653dc6eff6f, 0x48890be5e8bab7a4,
        ],
        [
            0xa16c79cfaf4d260b, 0xfe853f6cfab3c3c8, 0xb8bd6aa0c2f47e68, 0x277d590f2c9b4914,
            0xb6d1c810097242a8, 0xcf2f3d8e45f75512, 0x2176162b74a20c3b, 0xeee8bcb82b2bcdda,
            0xfcf8c0d1a503aee7, 0x5d1f94a57af4dd78, 0x8f0bc1a62ab43be4, 0xd22dbf16ba9e071b,
        ],
        [
            0x9a2dc376ce1a398a, 0x0f1960f0cd582664, 0x8e70e5cf7c076520, 0xc0dbb4ac4063c353,
            0x3f4550566abaec46, 0x6bef5a3df93561ad, 0xd0bc6d922aad4857, 0xcaedeacda705eda7,
            0x62a733424b80c021, 0x6e1d5467af5e458c, 0x6922574f70bfde58, 0x2e3f32aed19f052c,
        ],
        [
            0xbf87f30e3790b47c, 0xd3d3f1e25ab52ae8, 0xd5fd32bd50ec0ba3, 0x7de8fe0ae60d1e72,
            0x52d77fe0e14ff2d3, 0x9b6937db55ca47e4, 0x39e3d19f53e94fa3, 0x8d962a4fbd7827e4,
            0x3bd70c7afe92c6cf, 0xa3fbc06869a82904, 0xe263f00ed96d1d9e, 0xe6c9781f75c0c24b,
        ],
        [
            0xa1d1a8f0d7b02db5, 0x10c385da9a9acc7a, 0x9db2c39b84ee41fc, 0xad292a02e4a01909,
            0xee6b26ddfca66c12, 0x4e7dcc16f04f70f6, 0x01e66789614433a8, 0x218795bb054c90ba,
            0x3e7ce4542595d5a6, 0xf894a64bdce965cc, 0x12e46952d9ec7931, 0xa8161ac5fb65b5be,
        ],
        [
            0x705bfe37b4e814b3, 0x22f0de61702013c6, 0x811e77a9bc456797, 0x4f52c4e617081a2f,
            0x87405d819fe1640e, 0x53fa82b7707711d7, 0xdc6fff830ee4aea6, 0x8413e22ffd60373d,
            0x0ecb66bea9cf3ead, 0x7418372e87139b8b, 0x6aaccf295e42b4d7, 0xb6dc592531fc932e,
        ],
        [
            0x4b97fcf162913c13, 0xdaf099c5ef226978, 0xd347125cfe7d8309, 0xe42d26521aef1b3d,
            0x7a4ef285bedb8ea6, 0x95d560101de4bc16, 0xd5252a203f9ae24f, 0x5c54af99f2c3cc8a,
            0xfd59d3ec51d20b61, 0x859623c2d9c713a2, 0x575e4c93c6225fea, 0xb1d78640464d1bf1,
        ],
        [
            0xf1c8d00de460fe00, 0x5692bfee528da7c6, 0x9e4dd700ac8620df, 0xcc43e73d9d6fe740,
            0xc94060d3e76dcba2, 0xfcdf8ba6d398914f, 0x540942e7502f8587, 0x5def85040de058fb,
            0x63e0c7855292b0c8, 0xe90405282e558983, 0xe25727a16baf4a31, 0xb9bf28f0acf64d7c,
        ],
        [
            0xc3633a5abad65b1a, 0x6e690d8f9f1ffd55, 0x59bbd84c1a99c5ab, 0x6c14eb4872664ebb,
            0x5659af9d146d5669, 0x439a2a880c9fac8c, 0xe763b90fb9b2c173, 0xbbf608b40897f0ee,
            0x6664392ae7879ec3, 0x5d16c1d930d609b7, 0xabc5e7b44c8bcaec, 0xf0c05ff08bb0cde4,
        ],
        [
            0xc7c8364f09d26382, 0xe16988737bf32d9f, 0x97bac2feb726391c, 0x521426364a7c0b57,
            0xe3e596482cdec222, 0x4ee7238cf44e0a98, 0xa6d05a21f61cfea8, 0xa1059fb7efe6a26f,
            0x482a65b342416fa4, 0xdc5727e1c71e7a94, 0xe6b0fb6ec4767f1e, 0x3d0d626d6510599e,
        ],
        [
            0x0e2617b7c1374fc4, 0x5611b6b7c6aaaa09, 0x1e717f32b52102ed, 0xf78d849fdc325b99,
            0xf2c7efa0ef3e0de5, 0x19f5c9c2b2941df6, 0x9f6444f9e0b57212, 0x5fc5cb818f8d4602,
            0x805d6bfa673a17d7, 0x8a05946154d39763, 0x1fbfd73154dade38, 0xd916c3eaa938adf7,
        ],
        [
            0x59f5df1b2a8f9f78, 0x6bb161d992257e60, 0x2cf060beb7b2eb14, 0x98e72799aec169b0,
            0xdde683927045fdb9, 0xee5e0aaf461b27e8, 0x80250c744c0ee047, 0xdd3881f597f0677b,
            0x0ea56921a4459b6c, 0xf7793cee26df8d7d, 0x33bfa09be42d1913, 0x9f0636f74ccf5139,
        ],
        [
            0x712deeb99b014111, 0x3aea069f87b112dd, 0x66aa2795813c09b8, 0xabc06d45a9120253,
            0x5d5dff53b1957721, 0x445a058c6f129da0, 0xb3ce50dc278d5989, 0x692aa1ca8d1adf81,
            0xc2aec03f66a1ff4e, 0xb2eea9663bcced9d, 0xd066c0f611fbcd11, 0x36da0c93e2aaae07,
        ],
        [
            0xfa3b4c8eb88ee8f9, 0x1f288e60b521ab57, 0x06aa39562e8c4d8c, 0x4981c3e5cf89935b,
            0xbdbd0c4745fa071e, 0xa78f831c496073be, 0x09a72986a4e5c001, 0xac527731709cb728,
            0x9a64b5b3988f2781, 0x6ac9440d73b1719d, 0x58ad54c7e3d2e807, 0x1c1574488f06742b,
        ],
        [
            0x91bd0614d79b68e2, 0x3e889ae6b394b1f3, 0x7a462d969a21e4b3, 0xd25d218924c79627,
            0x3b174004507369b3, 0xf9a9d44a0abfadf8, 0x2e6911f68a7aaa62, 0xd25d42856e2e6666,
            0x8017b2f73566943d, 0xa9a1481b3abcb139, 0x20a90b0dc4fa9de3, 0x872cce248c06fd56,
        ],
        [
            0x3220a099a5e437e6, 0x11a1b1734dc5bdae, 0x1ad9e736b64c9b8b, 0x82b6a3d4ce40acad,
            0x54e1eef8915aaa8a, 0xff19be481f3a1f54, 0xadc4c5250b64a2b6, 0x6637bc8e12caf63d,
            0x970d08b01206a661, 0x97c9b9bde57cf6c2, 0x228ee4712b89b7b7, 0xfeed19ca837cb79f,
        ],
        [
            0xa18f1ba510067d75, 0x5fed300ad23cad84, 0x1752c0b59ae6be8b, 0x3dd137899644b2a9,
            0x75543cb9b2fca932, 0x4f8b74d71d4b5bbf, 0x81b367430f545fea, 0xdf4b8a237f2caa94,
            0x746ce1bf41c034c5, 0x473cdb1d6015e199, 0x2c75755350f6557c, 0x569fb5be74e0811c,
        ],
        [
            0xcd36c981a816f4d4, 0xc99316c27712a72b, 0xd32cb20339e671ae, 0x79ff1889f67f6215,
            0xf9fe7448cd08e91e, 0xdc9b277776f3e605, 0x8af30c2e7c1609a6, 0xed3224a3e54cdd0b,
            0xe73f56ded1dea6ac, 0xb836eb783e37a390, 0x9f0dcdb2c78a0510, 0xc37e67a39e6109f0,
        ],
        [
            0xb4e04944589937bd, 0xc11c41bf3eb1f25d, 0x74aaebaed2c60b4d, 0x1c5a83d253d70626,
            0x26a7d056f8eb9203, 0x67a0db1967446d63, 0xb6ea989f1cdd04cc, 0xa32a8584fc6be9b9,
            0x7f96b8706a109f45, 0xca6bc557fdeb3ad3, 0xeea22cfe0e210bc7, 0xaecccc4283ff82b0,
        ],
        [
            0xab419eb852e0d552, 0x86c76ef8ae3d06eb, 0x219662b4f7c6342f, 0x2820299e548f6717,
            0xc4d0d47a8a2aeeba, 0x4c98069895536593, 0x3644e55ff42cd505, 0xe109b64ae47e0b0b,
            0x91f520a6c89788ae, 0x35f6dc577699087a, 0x3484f5b6b77deb8d, 0xc22a63a47f3c09e6,
        ],
        [
            0x87f7ce9b7c5f0ec7, 0x193300df6f87ed34, 0xa7b79fa6ea15beb1, 0xca706618cdaf22f7,
            0xc049dbd322e49a66, 0x6ee96de971687fa3, 0x829a29c80d5e0748, 0x5691b46663336554,
            0xce9c4e68a4763091, 0x92f347ecfebf007d, 0x1b7c62978bf278ab, 0xf40218ce288909c2,
        ],
        [
            0x6b5b7b2a75c953b2, 0x927ed77ca7f1cd5b, 0x2e8c53994cba0e5e, 0x03aeb14a3f4a941b,
            0xedbad9a0a1385c8a, 0x925a49c167fd2258, 0xe7e368ee3365ffed, 0xcc4aad2dd106eb87,
            0x4ce908daa980b53b, 0xd3f4954016929ac8, 0x613c804dd5c05c32, 0xa42290ccd7973344,
        ],
        [
            0x9c461dd5760ce964, 0x606790c95c083cdc, 0x5244c036c2ef29d6, 0x2b9f44a969194064,
            0xcb5a069c5dcc792d, 0xaafc45525d03390b, 0x7951a887416f54e8, 0x1d2b6591ad2a144c,
            0x3cf10fb7e516560c, 0xc4e744cee9244cba, 0x26989c71b032d0bd, 0xf0667e51eec1dc45,
        ],
        [
            0xe7437974c464c24f, 0x70c04156d36bdfec, 0xd94c80fcb2d5d96f, 0x4a1fcf19d2cfea9c,
            0x443478592f6df796, 0x0c908d0159743bd2, 0x78949087d165a62b, 0x6c3f9021632f4e1c,
            0x3917b925a94bb004, 0xe153ef092b3f87e3, 0x6aee1027ea706338, 0x953ab2959733bd02,
        ],
        [
            0xb699bad41ebca1bb, 0x07f13bc67f0bde73, 0xcc2885c1c532ce00, 0x1bbcfc94e638f7b3,
            0x6597798704f1ef89, 0x096305262ddd36e2, 0x208ffe9151f6a4d9, 0x48cb6b5d6726a343,
            0x276f01ec0e079a21, 0x60989297bd67ff7c, 0x07398865eeae667a, 0xe78e094441b962c2,
        ],
        [
            0xad49cad49855d008, 0x23442cf94b273d85, 0x3a3c8752e3dd8f65, 0x0ca5d24bedf84ed0,
            0x3d0580938b4f8f96, 0x1cea59acf9b9ae03, 0xf17cbbe23a06567e, 0x49cf5294f090338f,
            0xcf8cbe0da93562c1, 0x66683f21b986b71c, 0x3c96750cc87c9e10, 0x38e62db63dcf2f32,
        ],
        [
            0xab4fe5289ac60906, 0xb7c29eb69b741827, 0xeb4bec0dbfc9825e, 0xf891478793bfee51,
            0x50c1a3edb89d02e3, 0x643accc069c30a29, 0xddcd5d5d99d132f1, 0xb727746c80c6cf53,
            0x814a72c5e43720ea, 0x0770fd75c17807dd, 0xd6cfe7e441887f43, 0x287c71f15f89f89d,
        ],
        [
            0x807a519047f99946, 0x49e03dcf01615a37, 0xe813287c99590bf6, 0xc9caf30ddb62835c,
            0x0733c49d4df78781, 0x4fde30fd4815d3ad, 0x2809b853f9a2610d, 0xf2b139b9dc050142,
            0x52a40a413c23a4ed, 0x9333086b0a104df2, 0x04a90c11e2a65950, 0x4c6a15c4dc24341a,
        ],
        [
            0x8878578055781a86, 0x32b126a3092b1a8b, 0xb08c8c6218906978, 0xdd0fd60e779bc0d6,
            0xcde0b748f351856c, 0xe81363fad75f5ad7, 0x3f1d938f1a1e2404, 0x3116b895e189c11b,
            0x2df937497627eb0b, 0x0bb08f547d8b8132, 0xd5d0758476790f59, 0xd9d667192ba79dbd,
        ],
        [
            0x33952177a98cf218, 0x841d9e1f579ee53a, 0x1084d61e0a285bd5, 0x3935a84e71171b1c,
            0x8ac2433cf29b29f9, 0x5dd868b56dd1e9bd, 0x88da04788d102390, 0x1140735a657400d1,
            0xa792a25f9d5b19e1, 0x9ee015cb6a27fa79, 0xea3bf8b57ba16a8e, 0xc5f0cc26c15fde67,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0x3b62315064ef6a95, 0x97645381aaa5b792, 0x4bc2c31c56471100, 0x4a0e73bb1bae8d2a,
            0xbfc0770a8df1f76a, 0x5089916fa7bb16ca, 0x2afe5b1cf31fe82e, 0x0b06831df0119977,
            0x97caa333a1af2a82, 0x93cb92c5dafed6cd, 0x09553e7e92c3b2e3, 0x3d9c4b7d61af2956,
        ],
        [
            0x13722ab079ed523a, 0x33b29bec249d5624, 0xd3d0f467f76fdaf7, 0x7ce072f912ddfd9a,
            0xce918a5747bdefd3, 0x14d38ab4750e5315, 0x08bbb20e3346f647, 0x428b917f05b26894,
            0xc8fb5c21ca865ba6, 0xee6e41e02e6e8e6f, 0xd00ae6214c608b60, 0x659756396ff685cd,
        ],
        [
            0x5a39763642772d93, 0xa8fc5c272f3d5b2e, 0xa6747ff3133783f5, 0xdf3dff113b82db58,
            0x5e1cfb598c02fc00, 0x6b8d7b0e9ea0d481, 0x64dc4e1a49a18462, 0x91fb6e2dfca8bb99,
            0xac73e778363e95eb, 0xea98b8a1fb737b0d, 0x85fe940a4101c638, 0x7cfd0410e973e6ec,
        ],
        [
            0xbbccce39a368eff6, 0xd8caabdf8ceb5c43, 0x9eae35a5d2252fda, 0xa8f4f20954e7dd49,
            0xa56d72a6295100fd, 0x20fc1fe856767727, 0xbf60b2480bbaa5ab, 0xa4f3ce5a313911f2,
            0xc2a67ad4b93dab9c, 0x18cd0ed022d71f39, 0x04380c425f304db2, 0x26420cbb6729c821,
        ],
        [
            0xc7f02a1bf32caf2b, 0xb39c3c95f7def2c1, 0x46cb41b64217a902, 0xb4a33f257e65af29,
            0x677b611655b300ee, 0xb86e69f39038c637, 0xc60358460d6fe470, 0xf599e30c008a6974,
            0x5accb13281451b09, 0x218d1ccca0a01432, 0x43190523b6abe702, 0x1996a525785d5915,
        ],
        [
            0x2c6592fd95fc5360, 0x31182bb2467f24b8, 0xba205e328f90b194, 0x99a9c0474cf1ef34,
            0x70a84b45d13702f5, 0x01c3612a4e4bc226, 0x3e3bfadc76a70221, 0x62a71ddd15b0cc25,
            0xc747ab39a5e996e6, 0xc99ba573852ef7a8, 0x65776f3275ca281f, 0xb30bd429238e59a1,
        ],
        [
            0x5947cae880643189, 0x251abc74509e9659, 0xcdeb76cc664848a1, 0xb53f29b699606ec1,
            0xd18c973312419f3f, 0x2634a24df11e8d11, 0x59ff61cb21b3a0b4, 0x4ed4a60a9eac3e58,
            0xe22d75fe2cb7fbf1, 0x5223346f94a974b0, 0xfb2f49aeea7d7498, 0x5f1d041b87acc3bf,
        ],
        [
            0xca07923c0eb008c8, 0xab79402d9985912e, 0x41e379e83cb02510, 0xfabac005beb383ef,
            0x24d12d9a1076dd0d, 0x95afd46fb208f127, 0x9cc38a60b1031e46, 0x93e21e977009f6bc,
            0x6f6360d98ac219ef, 0x1edaab3faf284c80, 0x9c3b5281019e366a, 0x6475c579bc9e9726,
        ],
        [
            0x8fa238a922ea7e65, 0x6e41b6001d40dcd7, 0x3adc45949042f3a3, 0x5b99a9b4ebf69e27,
            0x4f8700a2eddaae15, 0x2b637e35cc6a5c76, 0x3005f02289db06ca, 0xb389e809432d3bc8,
            0x40d4ed91da90fd61, 0xfa8b222f9c556481, 0xc8555aa406fcfbd3, 0x2dd271a3ddfebd7b,
        ],
        [
            0x80309de790cfbc34, 0xd5d0cf282b1d1ee7, 0xff42c81b18af289b, 0x00587ac9864afbfa,
            0x6ad40eefc91d503e, 0x5d28ae2d89593962, 0xeabe56df4d1b2059, 0x34f0d6a9684540f4,
            0xb9f579f4e39be97a, 0x6d7da7f4e373d68d, 0x90c6d2ea953fcd4f, 0x50e9533c7cbff6ab,
        ],
        [
            0x33ea03edc6de0dd9, 0xb6cd45d7c002a849, 0xf1e8f8e880d7b28a, 0xd5dcad3519bf0c30,
            0xe625e854a8e5ab17, 0x44cf65262b148af0, 0x4d8ff1931e6c6b00, 0x6330b92701d7e8b7,
            0xa57e6a3f0bac1bb0, 0x9c163751b177ba06, 0x7d5f17cacf670cb5, 0x13cbaafd3ff9defe,
        ],
        [
            0x26bd07d6bdfbcae8, 0x10b5173fdf01a80a, 0xd831c5466798b96c, 0x1d6b41081d3f3859,
            0x501d38ec991b9ec7, 0x26319283d78431a9, 0x8b85baf7118b343c, 0x4696cddd58def7d0,
            0xefc7c1107acdcf58, 0xd9af415c848d5842, 0x6b5a06bc0ac7fdac, 0x7d623e0da344319b,
        ],
        [
            0x2f5921d9e12429fb, 0xc4906052b580509a, 0xda9bd670bcc97bf2, 0x32c545213df8d7d9,
            0x109068e42f86ec8f, 0x51e09f4984501440, 0xebaef5054c25807a, 0xbe73f3e5ca90e8df,
            0x08f73f395c1e5e11, 0x04b7f3769441f22f, 0xc3581a98898ebea0, 0xcc2685345e3765d9,
        ],
        [
            0xa74c047daa397123, 0xded954f414d6ede0, 0x0df24774f7b69413, 0xfde0f281c330cb39,
            0xa87b9d250de2a425, 0x9fd8ac998cbefc85, 0x33a9242f340b7425, 0x22ae996899989023,
            0x485c128cf39d4617, 0xb0c5df13c149b963, 0x0a8057ca8dee774d, 0x0da164df120fde4c,
        ],
        [
            0xf4285cc342899ba3, 0x0ba9e48f7d60222a, 0x110a274eceb834f5, 0x237ddb78a356c4e6,
            0x20cffcd5dc785df2, 0x1e6aed2f17fda1f9, 0xa4251abcb13e8e57, 0xe275bb70d1bef585,
            0x2a0728540f169952, 0xe2a60d9b4a855691, 0xf84a0061596ac5bc, 0x06c1b4c410fb8cbb,
        ],
        [
            0x8410d8298d85a25a, 0x48ee01354af81a14, 0xae460d0d18c25348, 0x5d0279a07eb035a3,
            0x87e7c1289a114414, 0x17c08a8ec0744f79, 0xb7b2b4f1025cdbe3, 0x9a74f15d82d1af60,
            0x124a7395b51ee685, 0xf2937c4bf6122422, 0xb4ec133207f1a7ff, 0xad801112f886032e,
        ],
        [
            0x9dce4f0fc6eab6ce, 0x714013b83d7d8adc, 0xa2d10bff82e63ed1, 0xa779d0658d0ee976,
            0x8a45f94f18c46467, 0x74ec3c1bad1bf3c4, 0xc801ba2693baae6e, 0xead53fcfd9091130,
            0xc1a3b1a94a97da7c, 0x17ba7018cbdba640, 0x5c2c781dfb71bad2, 0x7602baa7c5c6ccff,
        ],
        [
            0x4206ad783e3b89e4, 0xdd67502b227d8f8a, 0xbc9b9decb02fe6ea, 0x5f1f2047cf9d3517,
            0x3ff7973aa1fe02c8, 0x93ca128d730b8bc1, 0x4c5bfd45a8ec9d30, 0xbd79c70c2f8530e9,
            0x14fd5927ebf82027, 0xd7d0397b7f59df76, 0x852602c1dc31d07d, 0xdd067a27635b98b3,
        ],
        [
            0x2227af5a8a9e9437, 0x2b204f89fe0722dd, 0xf2e6e46d2363ed5f, 0x4f017b0f480b33bd,
            0x079a19b6a12bf56f, 0x487f5aac10771ca4, 0xca035cf4ef3c569d, 0xcd4d01ae2c800eb2,
            0x3a21537fed2dc908, 0x19f3f5e6ac7f7bc2, 0xba06d94bf4b8ad31, 0x19ff1d8e0e911415,
        ],
        [
            0x4c0d78060c9d3547, 0x993f048dcf2aed47, 0x5217c453e4b57e22, 0xb4669e35f4172b28,
            0x509a3cd049f999f8, 0xd19f863287c69d41, 0xe14d01e84c8fded0, 0x342880fdeafd9e1c,
            0x0e17bff270dc2bf0, 0x46560b7bc0186400, 0xe28c7b9c49a4dd34, 0x182119160f325d06,
        ],
        [
            0x98dbc948a92ec6cc, 0x0ed4e18709039cca, 0xa15aa24d2b35af90, 0x374ed2d03901c51d,
            0x9fed96ee9b19da81, 0x2ccaa96cc153b029, 0x0f9cdee7d507c367, 0x7abd1aabe5e6c14f,
            0x8983feaa5c8d28ab, 0xb6b93272077b8d31, 0xfee8d1d30973b5bb, 0x94b3a8dfc867ef4b,
        ],
        [
            0x66a12d9402fe08f4, 0x19a5d0aeec938b67, 0x6bcfa6184beaa3ea, 0x688426dba2594774,
            0xbfc2684b07f9a569, 0xbdbd6b777bf9ddbc, 0x81ab1f5a341b76f3, 0x5d9f8635846bde12,
            0x3f61b21ddfa645c6, 0x61c4ce8336f99d28, 0xf277497abe845040, 0x7f648fbe1f92c997,
        ],
        [
            0x08aec65edd70e261, 0x27f22450f7d23e2d, 0x754bbf35de03f56c, 0x44cf8ae4a81b4258,
            0xa3a13a21ecc0dc20, 0xbc131b604f60a8f3, 0x6d84b7f9463637f0, 0x89a67ac642294aac,
            0x9c4ba7dd2276a24c, 0x08414148f2e88e87, 0x83abad8ede75ed7c, 0x529592a7fe506627,
        ],
        [
            0xdd4eb3d07bb5346e, 0x9a46ad01382e7db7, 0x1200285ddc1973c7, 0xfd342beaa0046b98,
            0xd19173491219a7fc, 0x5383d319b7caffe5, 0xea5a0c4e2e0fa118, 0x1cc2de3ca5457b28,
            0x5b2a16dc6046eeea, 0x1755e1fecc8e64b1, 0x51e4946e9e7fadda, 0xf805422ffcbf4ec2,
        ],
        [
            0x4dd24bb19e8c7bba, 0xa8f162fb33d8f6b8, 0xf188882139f39828, 0x9458d9bdb3247467,
            0xc8f0bbeed4447d32, 0xcabac218d4bd8100, 0xbc02f7e337729c17, 0x4992bd81b941f8b7,
            0x5816c52e3977ecc0, 0x84d6da39cf54a376, 0xdb63e276d10c0354, 0x1325982003a39383,
        ],
        [
            0x02b4679eb40019bb, 0x61b0040563a14974, 0x12246e75c130ada5, 0xd2206dd10a29f0b9,
            0x92333c5e94daeb76, 0x1f631ab16e78e60e, 0x395a0ec77731b8c9, 0xe17e7ec80321d01c,
            0xa8335cf98ed50272, 0x3f575f36501074c1, 0xf067d04f489a9eca, 0x54d6cb002c9a82f5,
        ],
        [
            0x2827e3e53374f021, 0x8331ee7c55585a0f, 0x04e561e91964d981, 0xbd2eec706a9f3ccd,
            0x2eaee625802e8d71, 0x93291fce9df037ea, 0x12bdc03bc8fa80d1, 0xe60d8fa8624e40af,
            0xd32ac791feda4afa, 0x4ed00ce37ab54349, 0x83a783586bf864b8, 0x7d484c33dd23717f,
        ],
        [
            0x46d70888d7e02e18, 0x7c806954d9f11fd9, 0xe4948fca4fbea271, 0x7d6c7765bd80a9df,
            0x1b470ea6f3871c71, 0xd62de2448330a570, 0xdaecddc1c659c3a7, 0x8621e513077f7afc,
            0x56c7cd84caeeef13, 0xc60c910fc685a356, 0xe68bc5c59dd93ddc, 0xd904e89ffeb64895,
        ],
        [
            0xafc155f66cf23199, 0x2cf20083daaf3d1e, 0x69ef948fe1c8b1d4, 0x7d6c47e133660a27,
            0x499a395ccb073e41, 0x8231f4f7010b2c99, 0xa4082bcf9f6e70de, 0x5ae4832da033e507,
            0x0ae1c78b6b18971d, 0xad036553e93213bc, 0x9857ec608528f598, 0xe8afab74a8924927,
        ],
        [
            0xaf69eb6a5c1631cd, 0x71c1b7a96f283b59, 0xc4b6ce87d1112c45, 0x97db2d91f98fb823,
            0xc933c1f2842ebd9e, 0x86db61c67cc564ad, 0x309a7cdfe2dcadbe, 0xc12f8953f5e1d505,
            0x3ab3e13cf51b2b5f, 0x1c37dd85369183be, 0x34640d55ad2b7ca3, 0x2ec39808c345bbe1,
        ],
        [
            0x33b75d8582099d63, 0x1eb5dd7098035524, 0x1a5d6c21e492a037, 0x0beb87d13533b8a8,
            0xd2f5017175584bce, 0x4d345573896f49f4, 0xb8d9b68c3db1ed09, 0xaf4b7dbc015fcfa3,
            0xd6937294cf743e2e, 0xfcfe28b27bd2d839, 0xde72230f2adbe12c, 0x52b52756bbe35821,
        ],
        [
            0xf877e8c6bd08ffaf, 0x24718fefaf23012f, 0x19ff269f2b004cfe, 0x8adc5d7795450f8b,
            0x688ce8bce2a7d458, 0x74d7445b97bd7fdc, 0x1b9f4ad641e6abad, 0x6652ed05f00e4bf5,
            0xabee1f7e71d83d86, 0xe693c76d25ffc219, 0x1c9a84afc873f553, 0x84d2718766d77a55,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0x5584cbb3893b9a2d, 0x820c660b00850c5d, 0x4126d8267df2d43d, 0xdd5bbbf00109e801,
            0x85b92ee338172f1c, 0x609d4f93f31430d9, 0x1e059a07eadaf9d6, 0x70e6536c0f125fb0,
            0xd6220751560f20e7, 0xa59489ae7aaf3a9a, 0x7b70e2f664bae14e, 0x0dd0370176d08249,
        ],
        [
            0xaff4782231cb94c9, 0xf1b5a0b7803c1af4, 0xbeb85f8d2ef696a9, 0x8ce5baab4fa94fca,
            0x0a32f96200d41a43, 0x0f69ad5774f6e772, 0xbe0221af6ccb5157, 0xcb83969a2a4f91ff,
            0x78ff85d6a7e49f39, 0x63006589cb5d3c63, 0xe8e4383596eb65f5, 0x79f59da9ff8adbdf,
        ],
        [
            0xf6fd26cc487925bd, 0xd9b751eef5ef44e9, 0x694a788be372817e, 0x85f3dc1ae8c90c31,
            0x8c90c6bf15aa0ce5, 0xb52a5d83f01bb223, 0xbdae01dddf9c3315, 0x941fa6b663ddfc56,
            0x50ddff4ec2548f24, 0x54a49868d12802a7, 0xcd922fb6404d9240, 0x88d7f41f957f6d1a,
        ],
        [
            0x082ea61d10eeed24, 0x7c9d5ade143fd59d, 0x7d33df962e54f5cf, 0x340b0d36e39dc6ab,
            0xd97a8b848d179b13, 0x88184bb0288d388c, 0x2237e507e116ae6d, 0x3e97b063211b2cf0,
            0x645f8bcb42be7459, 0xce2b0f54de2176b6, 0xaf570a09d1e2f09c, 0x110adf5657fdc001,
        ],
        [
            0x7dd81467fc6b62fa, 0xaf1ead6e676c6716, 0xa2ae4e832d2e9fbf, 0x0f127f661c9d9c7c,
            0xf06c5a57e6f27f14, 0x087acee61f30329e, 0xa1b2b82f94c21c2a, 0xa52a4d00b0db4727,
            0x1cf0cb8b039f12bb, 0x06ce433902b92d6b, 0xcb5e826869f649e6, 0x1206d910e93096ec,
        ],
        [
            0x9d21c740842e4246, 0x30f474c44ab098a5, 0x57f8b1a3aae5d701, 0x477e4f8891978d15,
            0x2913ffb40fb85b1e, 0x80aedb2258489fb4, 0x0e1ab2670912d86a, 0xea5e6a4182933f3a,
            0xf578ccb657ab8d86, 0x339fd796547f64bd, 0x904693943f3e497e, 0x2cde596c1d864706,
        ],
        [
            0xda92e4832c8b7221, 0xf684caabbeb8f993, 0x8763ebb3639c7870, 0x3bf71779d77aac3c,
            0x92a5420d3f2769a4, 0x54e1979dd092eeda, 0xd7bd8d8fc885a766, 0xef421ab92cbf100c,
            0xa5eafa3ed6b0cf86, 0x5255afc40490a771, 0xd40bb0fd15ff3722, 0x3a0254a979294cdb,
        ],
        [
            0x158bfe27bcb6db29, 0x967212410054d963, 0xf07b153b8e71aca1, 0x5e67698171b11643,
            0x77b7dd7dd04e2f90, 0x07814aa6f0dcf109, 0xd3bab2a4fe1d0b1e, 0x50abba31be69e691,
            0x54fe99afc6f53cd9, 0x071f2a4f628039e4, 0xf1f44181b183aa16, 0xdf0138e05010f6f9,
        ],
        [
            0x726a4d4b29c5b6bb, 0x35b02ccfedf367ae, 0x1de3864273faac6a, 0x608f3320ee080bad,
            0x06f28e1d6c6214fd, 0x1131375cae498d17, 0x8546739a18e3234a, 0x036ceb43f9b86dda,
            0x26adb7f4d93000f5, 0x363997b382b1f000, 0xc6313d6ad8009577, 0x0d0a91d93a667511,
        ],
        [
            0x5737f903aff45947, 0xe576f8ff62c5dfd1, 0x2a7d4f18e1e379a2, 0x8596ffaff2f26f8c,
            0x12f49653fab86608, 0xcc6184973aab1eaf, 0x7b5d029f865d9611, 0x87af2d58bf6861f5,
            0xb765364631b2d7cf, 0x60f47e058be46ef9, 0xa21106a9b1c175ce, 0x21cb0e27deb065b6,
        ],
        [
            0x90482c7c86234144, 0xec0a464f81698fea, 0x57af7fea72cdd803, 0x6c46a03205b50064,
            0x4d5d035b0bd4f07f, 0xe365fc35043c9071, 0x9a872f42e455bc19, 0xaf6cbeaecccc7b18,
            0x0fe926fe35805c4d, 0x2b0d67544ad87603, 0x38d7dfb0ede808c0, 0xf092db024140474d,
        ],
        [
            0xb287e26db340f4eb, 0xa397cfd1b34c2948, 0x0d91d7639a7ead15, 0xd71901b966e88f14,
            0x02447ad3b4884ac2, 0x5e6f7545d006f448, 0x2af6bfeeec5744e3, 0x643f46b1f55cd6ab,
            0x13400bc487b2c127, 0xd1dddff44629859b, 0x9710cae020feecb9, 0x594bc27cd02d4300,
        ],
        [
            0x5c56efeb35de80cf, 0x7f3de4d3958b32cd, 0x1d3526a9d1704992, 0x726a32c994865e27,
            0xbe2d5f70a09a803e, 0x720d4a8a575841cd, 0x63c48fc478ef6729, 0x4f00b6de0a50c522,
            0x5efbba81738a7e87, 0xf365cda558c49da2, 0x23cbe36138d169d9, 0x1fe2f1216bec897d,
        ],
        [
            0xb0233c4daa331700, 0x3bf63a6130b3a854, 0xc269d68b49b806e2, 0x4a079274da8ddca6,
            0x256bc0090db04d76, 0x7395c11c1f47dfee, 0x51bbcc9513886ec2, 0x9d5377eb244d1f0d,
            0xa6e0f054ff9e6b3a, 0x307f9e93204e5258, 0x8069c01d8d34d97b, 0x30f785ce43c24997,
        ],
        [
            0xaf892752ec8bb9f6, 0x1ccb1cfaf72813be, 0x734db45b36bc8bdc, 0xdb227ac1bf6c5b42,
            0x055f14e0cd4f7228, 0x98879f70b3f6f2d5, 0xdd9fbb21375c98a0, 0xbefec3f7754d5160,
            0xb2575c27b9984b98, 0x42f6eaabdae403df, 0x21c24629e4111908, 0x816fed38128c3570,
        ],
        [
            0xb1e365019c77ca60, 0xfe084a2301018e14, 0xbf451d2ca4bfdcec, 0xd210892fb29cdcfe,
            0x5b12bcd894514871, 0xd03ca18c1809b1e3, 0x09b243115858e4ea, 0x37b30d50e57524b4,
            0xcef0a16b5de334b5, 0xfe0bd1e20b116076, 0x54e4b48289ae2bf4, 0xfbcc5e1a68c8a937,
        ],
        [
            0x6ec812ccae515150, 0x6d370507108230df, 0xc7684c35a2903f01, 0xdc551eda70e5aa7c,
            0xc6ac904bb11eebfb, 0xde653f689309b4c6, 0xaa0183feb3094499, 0xceeaac74fac1e3af,
            0xe881abbb0cb50ade, 0x98c60e172b9b07fb, 0xcf23ce82dcd6b8e0, 0x1b72be4aaac524a5,
        ],
        [
            0xf747390291ae19fb, 0xc1c228d31bed3f8d, 0x763ba8ee6552154e, 0xb7b60248e2063ce7,
            0xafaf01b8178a5184, 0xe193b8347901d21a, 0x1d29f7d6260eb30f, 0x030516c6c23b4b94,
            0x30a8046a7dc4a09a, 0x8414133ab5ee1147, 0x7ec8dccf4453f1a6, 0xe380e69c59da8e8d,
        ],
        [
            0x8b6a1a3ab49d8f2b, 0x1f93f279c111176f, 0x6882a2d4625fdde6, 0xad3cd15cc184d349,
            0x7ab6617acd105493, 0xf7692aca5ef446d3, 0x7b5c56f3d7a82c1f, 0x7fbc22b1aecf5f27,
            0xa6123c89a4f815d1, 0xcba014d8520ce4bd, 0xcf1e8e818468d901, 0xda3296b9f95e524b,
        ],
        [
            0x28fdf72f22c77f4b, 0xfa077b1532485220, 0xc3801fafd6325081, 0x8dd4e3c9891ff5df,
            0x6726c5ecaa73c827, 0x12af9707e9b9b128, 0x5e6ae3cbff25cf07, 0x0613bef8d7cb7adc,
            0xfd426caacef4cd47, 0xe14ed3efced0e435, 0x8323a8616000ec80, 0x58221041941f8071,
        ],
        [
            0x52c24020a7530107, 0x0b6844d06bf02c7b, 0x6897c06e5e92173e, 0xd3ce55e3da50b51d,
            0xc90535388f220f64, 0x20b63824426d0e40, 0x54ce31a532a86f08, 0x35f90c7179abd874,
            0xb88ce0d6a9b4efac, 0xa9a800c32621a554, 0x7b435e316a661019, 0xbef9a3c64fef69a9,
        ],
        [
            0x6f766821a83eb17c, 0x91fe58c1bd7ff851, 0x7ce09f049063af8a, 0x5230b3c66c109e02,
            0x501adb3336274fb9, 0xcfb34bec90547af3, 0x622d138740f61ec9, 0xdf26e4c60e3e98d1,
            0x6b3b3d627c676ee3, 0x9f841097f0244737, 0xcfaf6ead4fc8dd58, 0x4f5d463bcd534ab4,
        ],
        [
            0x8813724ba81dc25e, 0x3663236747e4d649, 0x739173f1f34d30b9, 0x1c1e928ef419f278,
            0xe399ff2b551ced30, 0x146a84ea3b0bb10e, 0x62fe4c95e4f1d03b, 0xef515468d66e7582,
            0x41aa653e9651f47c, 0x5c0df7a76bd356c9, 0x6550c36c6023b7e8, 0x49b2ceebf5c96eba,
        ],
        [
            0xa5023e1364be0f56, 0x6a7310e00046f45c, 0xe0af09aeec8700d3, 0xdea5fb7ceb2d38f0,
            0xc038eae6859852e6, 0xd515fb4c8c34f04c, 0x546b778e1488c207, 0x8cf4f1146258d8ba,
            0x474e60d85182c96c, 0xcd0387303dbde757, 0x387232f876ab01ff, 0x277614f628231392,
        ],
        [
            0xc1d952bb1d10e219, 0x95777116cd37894a, 0x1d0b47276f264c25, 0xe608d0569649de6d,
            0x0ffafb9b153f78f7, 0x01305451700dcef6, 0x8ce8e8bf5f69e9df, 0x69ba8181f0ca9dfc,
            0x9842b7914b43835f, 0x547bb79c2b8fbef1, 0x39206055ca98003e, 0xa0e115b4b604f248,
        ],
        [
            0x930c3c5980b86bc6, 0xebc8c144a06d10a8, 0x20743ddd81e55432, 0x059521d4006d3073,
            0x8d4fe30312dbc785, 0x15a4debcdf4901d6, 0xc9b226b1b37b2d8b, 0x385ac3c90fe9bdbf,
            0x64df89f7feaa5bff, 0x67de8e0381de42ba, 0x12bd83225bf63f6f, 0xb499f8ff32b4ec13,
        ],
        [
            0x849877b6d6dd56cb, 0x53f356e153dfecf9, 0x8fd8eafe9e0c8531, 0xfacbefaa03800d60,
            0x4746e4220399307d, 0xad75fc7cc7386735, 0x1cab59a141deb406, 0x553c11fabc852498,
            0xb85c6fe7d4afb868, 0xdde0a4077a52d188, 0x1b7270cca2c4093f, 0x1d1f1e319117b346,
        ],
        [
            0xba0800b89608c827, 0x560c31f547dfcd84, 0xd52e8fdc520dba6e, 0x66a917c2854fa4ee,
            0xfc543b79c6e5d664, 0x5b64369232b530aa, 0x427dc1ef563a3933, 0x4e47c92988d5902f,
            0x9eff3a4093eca4fb, 0xc5b396ee59260a69, 0x936a506248e70137, 0x69eb44f621bba959,
        ],
        [
            0x7daf3101369137e2, 0x66b597127b29f243, 0x049557309f3a62b4, 0xb5f7ea534623de34,
            0xedb564223a5fd6e7, 0xb258842df0d2ceed, 0xe13d238ae5f1d9c1, 0x8e4fed70e7b2659e,
            0xf22cf0b040123d6a, 0x567a04f7eee9e096, 0xec2d0816e6c6d9e8, 0x599d19134c6c3ade,
        ],
        [
            0x0af34aa7ab9f58a2, 0x0ba16d987d150dcb, 0x444d5495b7c119b4, 0x317a55e55ecc3210,
            0x8fa3b3ceb1aa90c0, 0x8e7c75390b2e9392, 0x5ee5f3e8e8921afa, 0x3934ea8da3100dd3,
            0x955045b14c8ae6ce, 0xa54acb5f649897fc, 0x4204fab6e7081246, 0xec3dc9686dce3a55,
        ],
        [
            0x7191b815e4b1145c, 0xbad66a07b30cee6f, 0xfa862d6f73af94b0, 0xd6eb3d24a0fec6c6,
            0x69ae5dcd91ef14eb, 0xfc976e805dd38b33, 0xa778cd56a4140c24, 0x4fecb1c7f8f84216,
            0x0ee2ec03187d3f6d, 0x2677d77a60c8c314, 0x56f50b3bc7acec71, 0xd3aa769cc9b41cc3,
        ],
        [
            0x309b1eb33ef5a413, 0xa7607981a81f43fb, 0x87c2b81ebf8a894c, 0x27a40bce0d293293,
            0x7f4c315be4bf3714, 0x03fdc14e01236895, 0x319c88f8dff053fe, 0x146bb448ea3fa121,
            0xfcc2a05df0dd1380, 0xc8d55b024acba9fa, 0x871358de5927313e, 0xfd1d81d317ce294a,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0xd3797831ff63ae69, 0xa753de02ce4c7eaf, 0x2ff7a6a611a4e339, 0x904f86f05328043a,
            0xe29d31c012e9f7dd, 0x8825a639c0a51904, 0x070c2696ebfc2cc7, 0xc03ce643c5f7a943,
            0x5b970d0c12c8a1f5, 0x572aaaa1ab352a83, 0x63df45a90c5eb0c7, 0x95c951e1d4977599,
        ],
        [
            0x2c5b0e42bca07a42, 0xbe57f3597a0dffa1, 0xace485959aa90727, 0x32be886af658699b,
            0xce75d6c6da3b18e6, 0x9d563e4f69caf667, 0xc17c66cf065eb772, 0xfbe123814df9f6ef,
            0xceb80041623db4ef, 0xe75615b2c74762e1, 0xade8a5438671c52f, 0xb713c401cacaf2ec,
        ],
        [
            0xe6d039ef467eb167, 0xa7e0959d74696cf9, 0xf3a19b9d7078d8a0, 0x5d4ec99c07cdc6f6,
            0x4842d0f98386eed8, 0x48f5ab80545fc0d5, 0x8906fc626d39c2f7, 0x1c050d691bf5366a,
            0xac506c579f54d0d6, 0x9a356a6ef9e4b94c, 0x62632c5108a75e61, 0xfc1b9fa5c6951dc2,
        ],
        [
            0xa933aaf7a4886619, 0x9ec1915f4af13c7f, 0x25a9dff8854de496, 0xa8b31d9b247bec15,
            0x468a25c84661e58d, 0x8989c046786a0707, 0x282db8cabb66922e, 0x73bf240d45ca29ff,
            0xa2c40faaeaeda06e, 0x69632929add94b47, 0xc72354f6b0069076, 0x8d197fbf7878e92c,
        ],
        [
            0x69a9ebd8a83bbb88, 0xcbab0b5a29f98875, 0x325e487e4e7611f0, 0x90aa24b1d955cc3b,
            0x840e70a13c264d53, 0x15bcf88bad7f4f81, 0xe47552cc2cf0df0a, 0xcb99973379205ea9,
            0x25dc58bd10d5ca45, 0x0947d7151228b978, 0x9a0204da4f2c7c4a, 0x4377ea4a4690052c,
        ],
        [
            0x015c325eb8e79179, 0xf4fc61335b57dce6, 0x27a51e5d78d6858f, 0x13babcab4dd5f180,
            0xfaa19cb1847e499e, 0xe2688ae608aaea61, 0xe20d7edce86100d5, 0xa9b0d46bed2fedac,
            0x5e99cc0c1d357ded, 0x4c1263ab723cac89, 0xad5f3e6ff15e22f4, 0xf25f3950d77dae65,
        ],
        [
            0x3c0e2b9737e8e6b2, 0xa2037913575da8b7, 0xeedf0a75b925cbb2, 0x4f28ec1bc561b405,
            0x368fb2742901931c, 0x52b54eee2f26221f, 0x381845b6247812a9, 0xf9bcc9619115a0df,
            0xef127dfecb84d25b, 0x4256afe5fa10e0a7, 0x0c08a532353a15eb, 0xbbd15b176a91e61e,
        ],
        [
            0x854b05846150771a, 0x35fdd9b4d9ca9868, 0xec8293894c32fc71, 0x882fad4c9ec8f90d,
            0x2d39990dc6c7b9c0, 0x7fbc201bd71a25e5, 0x6b852e655166da7d, 0xc6bde23a3d8c6e36,
            0x370011545857f048, 0x746621fc1ccb9bc8, 0x97e44e63612bb853, 0xabc3b450758da4ed,
        ],
        [
            0x856463a8bb44db8a, 0x18ec5abe4baf2f64, 0x75efa67d92980518, 0xabd300f894b03911,
            0x4ea44bd4c1cd1cf7, 0x525c3583124ef41a, 0x03c18c0a6b3a701c, 0x5ef82731cc7b6885,
            0xb3716386a00d0089, 0xed9af50c741c0ea9, 0x31f0e49a8a36f03f, 0xce993757ca724a16,
        ],
        [
            0x2b6bf5e29a90c6b9, 0x9b134fc8a2c0b35f, 0xd64157f8a6717af8, 0x7228156c45dd16f0,
            0x0a9ab894daa99226, 0xa7b130f7bccb07e5, 0x2b7ab41f4d9243d5, 0x570b4ed088568fa4,
            0x666b98bec9c84d91, 0x2a75793d02124f7a, 0x0fb9b82e0aa16891, 0x71e94c933cc7f2d7,
        ],
        [
            0xb7c13bfbf47211c0, 0x738fe4a9e70929ae, 0x4cdac99b423db6f3, 0x3883201ae4255a4d,
            0x7ffe82d39730d749, 0x033ba755afbaaabb, 0xa302ba65f836d62b, 0xc626f604143a88bb,
            0xe1d189aa31c16b3f, 0x4664c0507d68ab17, 0xcffc651cc02eb56b, 0x6c52f3c46ab49c24,
        ],
        [
            0x587758578fb415b7, 0xab580f159e88dca3, 0x86a12e3da62265d2, 0x8ec4278672d98b08,
            0xb9da8016f61e9c85, 0xa895aedb800994ce, 0x63d0878ce38ef526, 0xa081d7141efb6575,
            0x780b9e126a1c1efa, 0xeed68d0eebd0497a, 0xbfeee3d29265231e, 0x46f751da80e03127,
        ],
        [
            0x806dce0b03e4074c, 0xd40547006973bc6d, 0x8c4d393ea2897b68, 0x7d592d04c7f9af16,
            0x0625826a4f895dbf, 0x038bed2937dfc8a1, 0x981862da4799d78a, 0xf34c18956675c1b3,
            0x64de9a5b8706afd3, 0xc80ff68ef74e6ca3, 0x26a9042283ed8cf2, 0xc1f5ce5377a47011,
        ],
        [
            0x0bd157834aabf727, 0xfe79d2dd54fce3ad, 0x242b18061a77ce78, 0x30cf6c32da7e489c,
            0x854e43f8b2966f38, 0x6e5fb045a2dd4ea3, 0xb2a48aecde3c9b7a, 0x66ac77e63625ebd6,
            0x332a969b0bcbabe2, 0x19de27015be51225, 0xf26c73fc5b9b80e6, 0x98c9cbf791025007,
        ],
        [
            0x1e41874ebc098b8e, 0x758ccd5f8a234773, 0x47ab76cac1bc847f, 0x377f32e9c540ceaf,
            0xba8897c369c2df21, 0x6afacb01233c3a02, 0xf1609b45fb54ffb1, 0xb7a98e5ab8f9c150,
            0x607478b008b1977e, 0xa9500582d48b7a90, 0xacd841e332fa7597, 0xdf53373df9333957,
        ],
        [
            0xd25f650804926a41, 0x7236b475514045da, 0x0b36031108b9b08b, 0x16477aff3fe92e91,
            0x6e5f6cb103189ddc, 0x81ff008ec698a38f, 0x02a09218c93adb23, 0x71fcecd3445d8fae,
            0x55a15eac8fd6b76c, 0x1e37ec3611ef96b4, 0xd1b3b3fc30e433b5, 0x4951873351d174c3,
        ],
        [
            0x57faade6e4c4cd05, 0x69a9fabe53a715c1, 0x3cb8b9f311a191d7, 0x3b1201c654b25ec0,
            0x2803627f0b62f11b, 0x0e4386ee4a9b4516, 0x5aa5eefd115751ff, 0xefd773422b2d42a3,
            0x6b67792416294288, 0x2ea896f743019ce9, 0xea032d28eefc37fc, 0xe14a02785c4ada3d,
        ],
        [
            0x9dd5159432a15185, 0x5717b34ec56fab13, 0x32a105b75c625978, 0x2d3b7f571e0405a5,
            0x5428d14676270415, 0xf7bc212fc3278ef9, 0x67c1775d744f6394, 0x5cd0823ac3ee468d,
            0xbd9152184c967876, 0x3120733953ff1f49, 0x2cf79e3947089cc4, 0xe1609196f3c826d0,
        ],
        [
            0x777682b4050faa6c, 0xd07dbbff1c174d95, 0x784cb95ad1c379fa, 0xa17e96c99ada4c81,
            0xc4e26a9d42c21fd3, 0x21bf39f7f0b8f715, 0x2d6a98f16e1e5d61, 0xf5353a53725153a0,
            0x343b7de1fac3b08d, 0x08b3954aa4efc1ca, 0x29576c003dd59a3d, 0x9c2c8f5b5d27d0cd,
        ],
        [
            0xe67813ddabc63005, 0x28a1a4cd0198a946, 0x74ea7b634c8cf164, 0xf1bde0bfa3556b46,
            0x5343f260c1db03df, 0x55e9f108e0a1d6b4, 0xaf56bed0febb0a19, 0x6ee39a0763a77859,
            0x04e0c5892c72fa7f, 0x812e2596a49486e5, 0xd5e0bddb2ef78943, 0xaa85b25cacdba431,
        ],
        [
            0x9ce074541b384fb9, 0x0b8b3051ace4916e, 0x88f320d8d6ad899b, 0x40a04d0bc776e95f,
            0x33710eb1a4ae79de, 0x2ce4b6e62bb01d4a, 0x8a3b64a318775275, 0x8938ece0ebaceedb,
            0x92167b0929fdd933, 0xbaf1fe197d9c5b5c, 0x5aee4818234f4f7a, 0xd47a6ac90382abff,
        ],
        [
            0xc7f05133dd9c5a7f, 0xbea4e1a1bf07fec5, 0xd18dd9c4a843ffaa, 0x72ce9f8b46e51f48,
            0x2e1f1a29af63ad2e, 0x6128829856f40ad9, 0x64e1eaa6f64f0012, 0xdf44b54572e3997f,
            0xbb1755c6e78af9d7, 0xdb8fcd1574584f85, 0x4936efa1dd7be499, 0xad161b40b41aecba,
        ],
        [
            0x7bf73f55100cb1af, 0xf71e245c3965fd22, 0xc2e5a5c1714024b5, 0x6a3bae1ff13fb8d0,
            0x8849d8b4d13a16e9, 0x850d88cf264b7513, 0x7eb8c09a9421837b, 0x6bd909048ef20369,
            0xc0db25b4ae692e76, 0x208d11c74ace1c6c, 0x172e7792d7940d4d, 0x330373b514c3ff01,
        ],
        [
            0xb6e954955da030f1, 0x89faed5ef3d745b8, 0x474112ee2183ce10, 0x4180ec40cc01d143,
            0xdc5f8f7b8dd0d25f, 0xb41a7e30974a616d, 0xb9a7f0a9d97b778c, 0x58bac4f6abd66271,
            0x50eb0b82bc5671a8, 0xfa5866700466ffaf, 0xa75ff5aab9fdc348, 0x6ee62d017f784299,
        ],
        [
            0x6644903e01f97c10, 0x328efc08f7bf4adb, 0x64adc53d0a52d46c, 0x5301253e8b5935a5,
            0xf658001c8c1a4a73, 0xbb561915822ad452, 0x3cec3dfa98c64f99, 0xa4c8484fdfbde086,
            0xdeb27cfe3e7f8763, 0xd1164453a7bc8658, 0x38b7cf61ce449463, 0x3b2da76d0c2a8f92,
        ],
        [
            0x83ef37aed5a855dd, 0xcb9c7821793d89de, 0x77fe4a17dd042e3b, 0x22aa38f1cd3801da,
            0x7ce8c04c1ae93e1d, 0x3233b8f237ce6c07, 0x423872fa1f478a67, 0x9960c8dc5c80183f,
            0xa64c187780780286, 0xdc106062d226748b, 0xab43074919d5ad70, 0xa71041f25cd6e3b8,
        ],
        [
            0xf98ebf51b2c9450e, 0x3e91ca5cd3e9498c, 0x051e680508953650, 0x6c4ef7fd37edbfd4,
            0x85cbb5ef8ef28542, 0x79ca43a5486176f5, 0xab182f3e551e344b, 0x2214fb81a90dea3c,
            0x9b50529c2a7c3e21, 0x4b85d13a1b851f40, 0x0598c835f5117924, 0x0721cf8eb591f23a,
        ],
        [
            0x24b18ccfeebb98da, 0x8ac81e23c54a72fd, 0x043a977c532d340b, 0xa2de526191002448,
            0x1e11027870960397, 0xb9a555920164e34e, 0xcc5f572982330806, 0xe6674beaac7d293e,
            0x3b1520963266aaec, 0xfaea30f2c3ccd59f, 0x1da2e1fbc9a6dd5d, 0xf30da4d6ceda835a,
        ],
        [
            0x9deb36ff29805877, 0xc1d4ac235a9afafa, 0xf8927dd1ad54b4c4, 0xa18f25ee056725e8,
            0x595e276b1f5a3c3e, 0xf5dc9469f88eb5c7, 0x30da1d11bfdd484d, 0x964822e54d15ee3c,
            0x03f703bada6779eb, 0xfa3db00f807e401e, 0x4c9defebcdcdb21f, 0x2769dad672aa225b,
        ],
        [
            0x0b94765d4a1b32a7, 0x131f3d679181b91a, 0x52acb563acc86418, 0xabeb32652b6068ce,
            0xb7f132344271d6d3, 0xf9ec3c0a007f6e6d, 0xe213ae6efa8993ca, 0xcaa28657e120f466,
            0xfadb8cc03d70efb2, 0x94783c39db855007, 0x4819673341ff396a, 0xf2ca4ce4265bf9ec,
        ],
        [
            0xcba76b17d16669c5, 0xa90495faf284c882, 0x8405149aee41346f, 0xa18d3b52d22ff2e7,
            0x0c15d014227eee26, 0x59e36005d071cfde, 0xd46e4eec52ae257e, 0xe83bb4103f806ace,
            0x334c10005a6667e9, 0xed8322134fac0728, 0xd14f08006a44a8eb, 0x799794959ed3251e,
        ],
        [
            0x7914213db8c9f82e, 0x7a3e4e38fc038e90, 0x6edae5a126a34238, 0xe566bf50701ce8c7,
            0x3562e87555656e02, 0x48325ebfb4e8efbf, 0x5f10a50466505ec3, 0xd8b9834b8da78aec,
            0x49d1fc25cc2f2e40, 0xe973bb1caf5718c1, 0x9b8825dad2d6b890, 0x7de7885ee2f00f12,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0xe37211be7ef79898, 0xa810387721344d16, 0xfdcd7e26a1b9f8b4, 0x5641e45d7d7f72d5,
            0x5377c1bec449c920, 0xd3edcb0cefc7b2a1, 0xc657a9ffe14b42fc, 0xc8f858c800831b07,
            0x6bfcd1bcd020eaa8, 0x17534b0a3f6860c7, 0x8ce5722284c7c806, 0xa1d40eaf2bd7456b,
        ],
        [
            0xaed02b6b4e623856, 0x7a6d2bef3e1d74cb, 0x82226ec4654e7c30, 0x008ac003e7034bfd,
            0xe343c5407fd6b555, 0xca1b29071b429d44, 0xe0702a339c3ceea2, 0x48079aa9732694c3,
            0x7e6d72f6d4652401, 0xd92655ed35f60043, 0xa0dbaac6273e8cc4, 0x0bb8f0f93c3ffb40,
        ],
        [
            0xbc06ecab3de4ba2e, 0xf51ca0639e491bcd, 0xa6fc6fa0453c94be, 0x5460f943ed1a6731,
            0xeb11656a4ec3f1fb, 0x2fcb2cabff1e7d4e, 0x595264678fea2286, 0x838117a34e0bee38,
            0x7bdf588824fd2ce5, 0x13df0c839f2c2925, 0x1bf621e6dee97f30, 0xb43b2558ebea6641,
        ],
        [
            0x5906a35c1cfb991f, 0xb62a4f80740a7744, 0x65c8ac9136f84763, 0xf73b3debbe0f1dd3,
            0x40358868a2d26c21, 0xd907e90a76792ae7, 0x3ecea167668c3d5f, 0x731068f26754b49c,
            0x6db891090e006243, 0xd29106e6dd94681b, 0xb40b8694a85a3de2, 0xc80c7bf1936b86cc,
        ],
        [
            0x28d33e79e08c180f, 0x768c7794f6aec9ce, 0x5a749f3bce683c5b, 0x717629d98371fe75,
            0x5e828fc057712c1d, 0xb46c6ed17e4c61aa, 0x5d927bad5bccf95c, 0x55d6fc80d72f68ec,
            0x560a99a398591dc2, 0xc885fe8a4836664c, 0xd18acd4226d79298, 0x05e4cd17185df1d7,
        ],
        [
            0x9d8a925b60dec308, 0xb72e3efa6b3ea363, 0x4f53ca6ddfb534b8, 0x4e64874c6dd78a32,
            0x336e5b46c2a146d5, 0x07c76d6398395201, 0xa4c095228fe3e815, 0x887e659d3221cc26,
            0x0ff92f64c36286ec, 0x57b1b903c3ebb08c, 0xc6bdc9b665f00c30, 0x826242269a46d36e,
        ],
        [
            0xd67dc92b85653dc8, 0x8e0970af0bc93ab9, 0xb6f09baa8b87c0af, 0x5a8a903052760ef4,
            0x2e2ae7561047bf85, 0xd049078f85bd4e74, 0xced11ff83729f708, 0xdd21cbebd91068a6,
            0x83d488ff24b3e911, 0x6e166fda1afd2196, 0x66a912114f0d2128, 0xd11078ed05c9f39c,
        ],
        [
            0x913f92075f8ab132, 0xd5b6792c5c14080f, 0xefab4e2c787c3594, 0xa55d465fe7b7b7dd,
            0x921aaad834e28e6a, 0xc4f3a35e12d6a7bc, 0x109803c46115a5ae, 0xc023098ce709f9a1,
            0x1a8c8bdb99c5bb66, 0x1cd1c2b6bc7c2da7, 0x50189c975f927eef, 0x493823d1229f9410,
        ],
        [
            0xa0f2da0c78a2cbf7, 0xd1611acbd163d80d, 0x1af6ee1bf2cd3795, 0xc4993e08307d6105,
            0x84c3b8f8560b5f12, 0x4f52c56347869733, 0x8fd9e3f728d28bc6, 0xdbf34576e5d44bd9,
            0xf7e3a6da10d14cb5, 0xb93870990fe051ff, 0xf6363a48f15d43d5, 0x4bc358fcf434d1ac,
        ],
        [
            0xa29978fc62a8b8b4, 0x4cc216310fa130a9, 0xe4b51c6bf15e04c8, 0x453cf4d23f815420,
            0x1257c751c6282b9d, 0xcd15b03c8af1af36, 0xe3596240514ef6e8, 0x72a6691708ab83d9,
            0xca0a62d710e44b2d, 0xcde068128a9b8a8d, 0xd492b261ba470875, 0x5c7ea67cc6d7aeb8,
        ],
        [
            0x5049a7d3f758b1b2, 0x60beb74f14ab97b8, 0xdfc47828a9ff8ad3, 0x303a0cde8bb99766,
            0x53f4b45a43b9a7a6, 0xe467aec8ca6e8c43, 0xb8e7db7b3f573855, 0x5fee5a5481e760f1,
            0xe928b23385b0fed4, 0x72f02728ebae0b7c, 0xe32abf70bb5897d3, 0x103e8b859c572995,
        ],
        [
            0x87c0ef84172784bd, 0x023128267a5f2d07, 0xeae5c0cec9901fa3, 0x6ea74133a11144e5,
            0x740c3d2ed8e89bee, 0x88e06131f9bb1801, 0x47f253754356fd51, 0x8e2ca6ce38e45ea1,
            0xf0afe990c2ef8066, 0x91b7263d8ea03d0f, 0x37b01664880ca591, 0x61306f09790c8ed7,
        ],
        [
            0xb1d6cb737337af87, 0x09a59a6908638c3c, 0x4ecc3fd25d94c727, 0xa7b57269e274ba87,
            0x909cd824a61a0590, 0xcbe63cfe3c11751d, 0x9574de8347c46efa, 0xee334cda539b7e03,
            0x245bc6a2e3ef3599, 0x13a570fee88d0da7, 0x88ede26d90ef4a21, 0xa0c5953b01fccebc,
        ],
        [
            0xc8dc34f36b3bcbdf, 0x952d337b24d72806, 0x28b8ec817e56e8c8, 0x98e78abdbe861aeb,
            0x521773ddcf3bd040, 0x582ffcb2b7ca45d2, 0x70962c0a04202ac8, 0x31b6ac909f29381f,
            0x3b4cd403355715a7, 0xffbbd1a7399a071c, 0xac669b08e50f02d7, 0x0f568c89b2cf0565,
        ],
        [
            0xedb3abb1fe36eed2, 0xbb2cc1e6a038298a, 0xfa0ac06fe5adc3be, 0x7cbcef3eae73ebe1,
            0x41596590cd676b87, 0x6cc8c0ae214391d7, 0x826e2e16fcb3f244, 0x1ed7837e1be22058,
            0x83052d0d1a9912b3, 0xa2cb410c8ac3dbf5, 0x279d555a7faa6bc7, 0x870e7132f52b439c,
        ],
        [
            0x11a8fde5f0ce2df4, 0xbc70ca3efa8d26df, 0x6818c275c74dfe82, 0x2b0294ac38373a50,
            0x584c4061e8e5f88f, 0x1c05c1ca7342383a, 0x263895b3911430ec, 0xef9b0032a5171453,
            0x144359da84da7f0c, 0x76e3095a924a09f2, 0x612986e3d69ad835, 0x70e03ada392122af,
        ],
        [
            0x0f237c870e55b0b5, 0xaf05da033e5ae566, 0xb53bec64952fbe77, 0x43bfcd5861024de9,
            0xa0728d19245d3e3e, 0x9bea016b383de438, 0x69137c07f44dcffb, 0x8663a2a9a76681f2,
            0xe2d0181afd2bf052, 0xa48d0a7681fc7228, 0x06ec8412abaabb26, 0x0a66d48b0a2a8d2f,
        ],
        [
            0xf5de1505e7b34488, 0x5004b5762e06c99f, 0x6efb0482aab59e2f, 0x8e3fa5c8fca452d6,
            0xa436b248cc909edd, 0x9c6e1d1226af9bb7, 0xb937a8f2a9ace952, 0x218c1f16f20a663f,
            0xa667a2c41fc03f06, 0xfd9749ea8ddcc120, 0x635e740209419cac, 0x500b3776411ac40d,
        ],
        [
            0x603216e0255d7536, 0xf9e4f3096fb226a6, 0xb225d9d46bd17631, 0x8f9d803bc0004516,
            0xae6a375e7b420d0b, 0x16f22feb71007fed, 0x28075b79fc528bc2, 0x8ea96e287554cb69,
            0xbf494d19e064ab9b, 0x7f0d177ef1da8043, 0x5c4fcc45420962bd, 0x20f0a060ef0ff596,
        ],
        [
            0x687cfb69222d0353, 0x693fa7488742ff7b, 0x13ed05c115133ca5, 0x9634bbcc61bad789,
            0xb52d486b93fa2a00, 0xbb1d03bec4d27d82, 0xed6307a564d33a39, 0x5e034990a854a68f,
            0x007c86340b7e2b6e, 0x2027c03aebf84da6, 0xd1f7c8fb55e1d050, 0xbc0870d80ec4c53b,
        ],
        [
            0xef733724225656b5, 0x1b872040a385e88e, 0xf297f5a7796aa756, 0x1a5f2a13bf0178cf,
            0x6f72721a5bcb60ab, 0x1071ead0f20ba35f, 0xd80030e2e5977d6b, 0x3230fe1ac81e6fe0,
            0xdf7acde9910a2e3a, 0x0a87581e73e03cc6, 0xc8ef701a5eb0ca60, 0xcd85c5ec0477a5e9,
        ],
        [
            0x2c1a803687824268, 0x09808748c9618f79, 0x33086905235b178c, 0x6b191f4a32ce29e1,
            0xa459bdd26d30f724, 0xa7a64b14c1de7220, 0xa3f7f76bb966e7db, 0xf4ddee1619066be1,
            0xcf1b7e67e2d2b1a8, 0xb8fc8af2b64b7ca0, 0xefa71442ff1f7245, 0xb28878b651a06a9f,
        ],
        [
            0xa0c24273c60dd8fa, 0x0431ee431e68b74b, 0x5e00e697aeeb6128, 0x109045a61a404cf7,
            0xbef03c1efe8a9859, 0xd550d478fb981f1c, 0x92d39f0734a0946e, 0x781a1306e9571a76,
            0x48ee59662dc77f56, 0xb2af4917e9402f69, 0x09ecea75a2e4d871, 0x41c88f0310f0760a,
        ],
        [
            0x536f0b92db1a2adf, 0x0c59f7dec7847789, 0xb770a19008f1ef22, 0x7493d2d823703d0b,
            0x85259dc5d9c080b4, 0xdbdb03623cc719f7, 0xaa35f6e05683200b, 0xdda4ce4fcc5cd927,
            0xc137b37a9f988de4, 0x4e7f373b629b8bf4, 0x09c20c9db72458ce, 0x06cfe88f99650814,
        ],
        [
            0x1d15984e333e5367, 0xc1feea9b62a663b8, 0x0fffc05a0a11cc07, 0x8a7410124d962297,
            0x1ccff6930f9d2984, 0x2f5db39821ee5d67, 0xe623e06854e52b68, 0xbe54cf03e7b6e5e6,
            0x4efbf7015e32fb2a, 0xd5fd29f627503810, 0x4ca1fd562cd385cd, 0x549d0e734d2a1fea,
        ],
        [
            0xa2a1fc2e8b566bd4, 0x76d260e3088969c6, 0x2e43cb12b7eeec48, 0xa6169fd6b61200f2,
            0xb4566e17594f1a65, 0x7f8e7ddf6ce02b50, 0x3c88619219a481a6, 0x58860bc06a03ce89,
            0xf18ec1be48f1269b, 0x82cfb42e62edc096, 0xc975b2a581132129, 0x7a4ad5c8d6435ffb,
        ],
        [
            0xb5558c00faf70c44, 0xf0ee832c3afc5d42, 0x1f82b9a7a9d6c5cf, 0x0717a218692a762b,
            0xf5bee8bf52d09861, 0xad1a4a327620646e, 0xd5b2410a938e8349, 0x2d0885bf829088c4,
            0x40ffc5353f453815, 0x36524f999833e47c, 0x3cc63257a7a28e16, 0x173a1323551d119f,
        ],
        [
            0xa84072424624c38a, 0xeba134c80dd290ba, 0xf546573a6ef1e5b4, 0x1ccd8e8c28446917,
            0x6dc75d05761c038b, 0x7974969a514af0dc, 0x24156de96ae23f8d, 0x3e953edbada2afaf,
            0x67e29c7bf8b9ba39, 0x8116d1c2a3404a66, 0x580faf930746f2a1, 0x547bfc4e705e9a22,
        ],
        [
            0x3ef440670a54caad, 0xfac2bf77321fc6a0, 0xbe5b87b8b8ebcfaf, 0xb3104364a3dc45f9,
            0x08122202f897e46e, 0xb066b862f9ba220d, 0xc3019fdd5998a472, 0x8372683a80cd1e05,
            0x4092909f0973221b, 0x517a685b1fbf27c5, 0xe063ab3c493bb465, 0x865567b7b0e73a36,
        ],
        [
            0xc2c7ac205e6b022c, 0x90e0d2de12ad9a12, 0x7bf5f6877c8b2715, 0xf696069992ddc4d6,
            0x5e0ae7dcfdaae253, 0x0e614f16752652fd, 0x56e71cad812431e0, 0xe99a424f9931c4f3,
            0xec5866bf0bd00b5d, 0x5e6efdbbc706e3d6, 0xfc59ec8f5bc45728, 0x7c49281712998dd4,
        ],
        [
            0x8cabc426524344c5, 0x995cb1d4642d0fa9, 0xa8bd7ab2766429ba, 0x060decece4e2ca39,
            0x6ec792fcaf465f93, 0x0b7f211b1535ee86, 0xe29aaf8971787605, 0x94bc163da6ecd6f9,
            0x5454d7f8b78c3cc9, 0xba38f5819a951730, 0x3ff8b65182fe0190, 0x2f56faf89d0ac369,
        ],
        [
            0x3ee0a31c6754f492, 0x02636c6b96769ff5, 0x90a64f4ff0fbfa96, 0x513f054efafea65a,
            0x796ba7479cf4b9f9, 0x3198c068932a9590, 0x93af8a65549ee095, 0xb8b6f72ca212760f,
            0x23bc71e9c1a46c8f, 0x000643af4c9bca72, 0xb6d967c7848cea30, 0xe06b6b4e73312ec2,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x52ec99561d85a725, 0x0f9be000f3208012, 0xe881337c6dcc7816, 0xe4e7b6d9791f7cf1,
            0xfaa717aa59885a42, 0xb1bbb5c7f9c01e41, 0xcf208d58a0361880, 0x24426e4020afa350,
            0x7261871b264ce04a, 0x66be4a86cd42026a, 0xc5397b77829f99fe, 0xffe4a6bc24578e2b,
        ],
        [
            0xba8418f34c20e15f, 0x7eed2494fb54404e, 0x4e6438d7bce1e82d, 0x9e489b3eb397915b,
            0xa9baea9ffb4cf659, 0x8bc5b2ba42ef4aff, 0xae3fb5337e62a188, 0xcd648493496e8e35,
            0x89728e28defe047b, 0x63a8c679d24e60fe, 0xadacbf92470f710c, 0xd470aeb95e198d3c,
        ],
        [
            0x0ecb0723302e943f, 0xd180ca1e4a443e78, 0x39e7891123dd2c9e, 0xfa2a440401fe50bb,
            0x4678e7ed154d39d1, 0x64ddaee1af513e01, 0x6d4c615a634904da, 0x937c6326ba5c900c,
            0x70658f5feb6c8582, 0x2a04fd51f3d65166, 0xcefe7472b676eb47, 0xd3565a71f597d887,
        ],
        [
            0x294d29550db962c0, 0xd6994ef46d523ab0, 0xfa1a7f9158f95037, 0xb137981164420c94,
            0x2b686e1e093caea8, 0xdef10944f9e1c340, 0xcd1beecf611d9bf5, 0x34696c50a1b5267b,
            0xcecbc7192dfc2b16, 0x2cdb955dcee7e854, 0x9fefc321f2635cc8, 0x276d2e4f2936f7d3,
        ],
        [
            0x25df81bce7b19019, 0x3058081aa6f45519, 0xccafbccabb3de1d7, 0x2b794710c515b1b0,
            0x74b81bf87168d9dd, 0x92d5e462ec00571e, 0x865e29efdc670943, 0x2350537c7f6299c0,
            0x9fdf787ea947c6f8, 0x9601cb21cabe0f8b, 0x2899d5f49313b000, 0x4873bc9f66a9e8e2,
        ],
        [
            0x2132c32e68206a00, 0x20bc1bb483bab6d9, 0x99fa3be2bc4ef156, 0xe515cd05ebbd6c33,
            0x9c06d7670d2c8ebc, 0x2fa7f3b68a79c884, 0xa4dad16a9137df25, 0xc4da20f833598c21,
            0x32f5d9e3867cb117, 0x8f00fb54da7cf533, 0x428cf9e3870ef3b4, 0xa8b6c754521b8428,
        ],
        [
            0xea3a2f0c32f235f8, 0x8281bfe5bf4a8256, 0xf44e1319577b9e1f, 0x31732d1bab2d9ac7,
            0x6e7682eff375c5cd, 0x7069fbaf0913ed09, 0x693257dcf690cb94, 0x576a85b2dfa6e07b,
            0x72e00515447fe4e4, 0x00af617509a2cd8b, 0x05a61365902ae75f, 0x8310b16db5ecb690,
        ],
        [
            0x4962c02167141724, 0x5f81eabeabe7762f, 0x78549a79dd189c3f, 0x47675cdd6ce517a7,
            0x5102294e32d6bb97, 0xb19500c66ed1a029, 0x3efb54e8b16a206c, 0x7dbdcc250dc135b8,
            0x955bc2948967fb04, 0x373615c9be04e909, 0xf1fcf820111efad6, 0x8530f97d6fd2e97a,
        ],
        [
            0x5da20568b4bcee44, 0x878025840f5bd27d, 0xc76b965c1c06dbcc, 0x89ea2cceb1492616,
            0xaefc8746b460c4bd, 0x679e6edb994d1756, 0x4ff93a4a271f3218, 0xae496faf3b970a74,
            0x062df3a7ba6c44f2, 0x1ede93021990ede1, 0xa797899af9a1e2ad, 0x9b1bcf6d82599120,
        ],
        [
            0x69386f451a746ed1, 0x4319649bcc14bac3, 0x006292b3b647cefc, 0xc771b7cda20e2a37,
            0x838714d2396bf329, 0xf263e66759c0823d, 0x7ee258f0725e3ecb, 0x37638f9934218254,
            0x4d57db246fc6d0f6, 0x8c85ad7322c2dd47, 0x2300a9129c59cf13, 0x63971b0bee08c1bc,
        ],
        [
            0x05fe64c5436e7c2d, 0x5b9f0b83ebb1ee26, 0x13dcbfed2977d6f5, 0xbd16c6b7db552375,
            0xaaeacc2342da342d, 0xe427d2ee0cfec89d, 0x3097ac7b038b280c, 0xa2b79d623aab3c43,
            0x9771fff4a40f585a, 0xf50974e0b15aa16c, 0x114e51137a847284, 0x574ba8efb4fbe083,
        ],
        [
            0x85e1e4abd5281f9b, 0xc7e517ddc653b0c8, 0xc0b84da1a717e034, 0xf1a63b280f1bf3df,
            0x47b74201aba6fd41, 0x9cf3da633518fcab, 0xe12511fb23bb6e77, 0x13b2cb4438679d79,
            0x20e0fb10db5665c0, 0xb5448a33b99f4d5a, 0xcb1847ad46b7dbce, 0x41f156b8fdcadb87,
        ],
        [
            0xd9f370e42af77d78, 0xf9cb8d588bfa692f, 0xdc8a4c24fc9203d5, 0x499b6fda3b8138f4,
            0x051a61f19118d3b8, 0x89207fa2cb251fb6, 0x32247676bbb0e12d, 0xaa1c59822900bce2,
            0xe7beff9c7df4f6c1, 0x595fd551757c1449, 0x2fe91299650e8961, 0x2db30033f480bf30,
        ],
        [
            0xb4d2324f9470e571, 0x3af515979ca353e5, 0x479a3a796ae5778b, 0x387958a7fb1d9c91,
            0x4e606558cf91edc6, 0x428384ca495a3b00, 0xa49f67da10f7146f, 0xbda553e08e25f80f,
            0x21b034c4cb919bc6, 0x1fb454bfa7930462, 0x1fb2ac9b255d7fd8, 0x491cceff8b197e6a,
        ],
        [
            0xdda52c89d2da4e36, 0x0348948d5c333386, 0xe3a5be8b37917590, 0x42488ae238e4aaac,
            0xa6ecb5be7a44eb6a, 0x3bfd640ea9b27b56, 0x23b8d107bd05946a, 0x01018c45bb8034bd,
            0x1ffc958cd2e058fb, 0xeadc93953fd43516, 0x0659b83ea0491dbc, 0xc36115008cdee521,
        ],
        [
            0x3f2b5bd4b4805410, 0x201ca7a9f96c5ee7, 0x532ef2db94256fe1, 0xacbfc459318ddb03,
            0x2375f9fd5f24c8e1, 0xd27c479b370783db, 0x1bd461e856541ae6, 0x78f054a77f7ea49a,
            0xc9f8777d8845f315, 0x81aed29697fc92c7, 0x9f2f8d7949929540, 0x7531e78bff5ebfe0,
        ],
        [
            0x028acd1cb6b73820, 0xc931f4bc815047a8, 0x22c6159f1ede2c60, 0x571dd40c99a4820f,
            0xbaf08be0b450f472, 0x6475536aeb5bb639, 0x033568e4d984d0c7, 0x2ab7dd4885e910d4,
            0xb0d76698d0c632eb, 0x954d00f3e3c34a46, 0x53e8772de651bc5e, 0x4910b07b6e3564f6,
        ],
        [
            0xd8cbdd8b70435ca2, 0xede7fb3675af3a63, 0x6c1fa971090b36bc, 0xdd2292eb85455ed2,
            0xf9c3889c7fbe5041, 0x2ec87c15506d605f, 0x2691b0a28b099c25, 0x27961c8b89944e21,
            0x8e9e18a5147f5304, 0x6a82e35baf7dce25, 0x6745339c32a4bbc4, 0xe0bf0e0ee026676a,
        ],
        [
            0x1dcd57541ccadbe8, 0xd2d8c36512b37773, 0xc1a7a5b7d50e8680, 0xab1a00b3e19d155e,
            0x58f4bcce7a9776b8, 0x1c02df3320d9d7aa, 0x24f00d31db8cea6f, 0x2680b029d4aa0785,
            0xf3db2889c48587f5, 0x1811dd2521a7faba, 0x5836964bbf820746, 0x3b118bab97aca83e,
        ],
        [
            0x397049f4c785c7ba, 0xa87db27da1decf9d, 0xce6d5ec1e7862c0c, 0x17a98db834350bf1,
            0x6ceccd8030ec8d74, 0x4790cc07bcab4aa8, 0x4378b1feb4f771a8, 0x3c54588b404dfcbb,
            0xbddf0faa8d60f86d, 0x987583da3573271a, 0xb0afe4ec4b8f8032, 0xb5c44605b69d03f6,
        ],
        [
            0xf27f5f4f480ef46d, 0x2f49f44fcba811f7, 0xef40508d43961b6c, 0x0f6778e8df9fb37f,
            0x97aff7e8446864b5, 0x29aeb86d4d264e1e, 0x48baa1984901daac, 0x91ade9db02b483cd,
            0x00952a61cdb6abc4, 0xa1a51250de7f22c9, 0xe6adfaacc19ec8d5, 0xa7d2f066fc39838d,
        ],
        [
            0xdd55c21a9f1a57d6, 0xc9e1dcf9f6043ee3, 0x0385e3f36747e2ba, 0x6511555a932e55b5,
            0x7f4053b3700e73f6, 0x23adf65d992916a2, 0x4664bf231bfc40a3, 0x8400e8f27974d63f,
            0xb70f104dcff08198, 0x4c44382f4d1710af, 0x5593a751374ec807, 0x6af17e84462c6112,
        ],
        [
            0xfce03e6eaa911497, 0x32cba5cf546ab5ec, 0x631123d0b1a71e10, 0x49f3a80906bcdeaf,
            0x783373bcfc538ca5, 0x3590890ee4b47eda, 0xb5c84fff39ab2df0, 0xf681be9ac737b24f,
            0xf37bbc68b2b0052c, 0xd9f03cf6fde04d93, 0x23171bc2e43803e3, 0xeda51460040de801,
        ],
        [
            0xbd9a66d6543b3e41, 0x2948c0a62ae73774, 0xa75151dfef38e9b3, 0xa3348ae5754fb3fb,
            0x1218fa8f13069b72, 0x532bb0510835dfaf, 0x2121a98edf2be3c6, 0x85980de69e5199bc,
            0x1b23a4be1a1eb6ee, 0xb5c48b92adeb3ae5, 0xeebd305dedea2b45, 0x20543f04c37198ea,
        ],
        [
            0xb7a2090999f73a42, 0x019bf3a630db0901, 0xcf0c2a7281cfde4f, 0xf656a2117b0b04f8,
            0x88cedc1896043e90, 0x4482c3786ae4c551, 0x169f25d3dc70c774, 0x0f8cc86cb552fbe4,
            0x17d0556b88d2f3ee, 0xf5af9d6ff864ba64, 0xcd509d82f93dbf7f, 0xf00c76f51b98df35,
        ],
        [
            0xc44c81525d54607f, 0xe742a6f35c9ab491, 0x50df96d9be8c2ed5, 0x3aa8c9b4e7f5cc4f,
            0x577d534c3f12e8b5, 0x03f9573da33a57b1, 0x9172e1aec5c0c895, 0x64fa9822a2e19442,
            0x17db2388178a10d5, 0xe75a6bdc2755ed55, 0x6a6d9dc3f9188333, 0xdd93a3b83eda0c41,
        ],
        [
            0x906c071c4e9ab844, 0xeb1a5806f085a058, 0x2f14c3ac176e2f59, 0xfc1a3020bd19f909,
            0x5e67d789ac060e45, 0x75dd23a7b707084e, 0xb9dec51a07e89974, 0x50c9cd0b38f97f3d,
            0x368b0f53e14cd6fc, 0xea4c7f8b81ab93b2, 0x774ca31d1b7aeb66, 0x94c14607288f51a9,
        ],
        [
            0xf73471b5ef349ec5, 0x014dae75565aa6c7, 0x57cb497dae082cef, 0xdfcbf2b5c3e563bc,
            0x22149c0fd1125f95, 0x529f419b425bc019, 0x049476deaee2094c, 0x3490c0490cbbb583,
            0x56c5c62d1256424f, 0x0a118ee541bc66fa, 0x0d8e9ff8296ada14, 0x34356e8b0134f8c5,
        ],
        [
            0x63ea1a6ae760373b, 0x00f2addd11742d8c, 0x46b17c9cafdd38ea, 0xf4121c5a4c7e78d7,
            0xbeb70ef90048e4f0, 0x0b60c2b6bf7f7348, 0x4bbadf7632969689, 0xcb6a8a20e12708e4,
            0xc43ad55b5638eb7a, 0x4a72b02b3d27bf7a, 0xecc95d92e5a54c30, 0xae52514bacc45d53,
        ],
        [
            0xfd5a49310eb63b3c, 0xdb9f1a1510175713, 0x044d42c23e11c321, 0x5561f2e9b7961e8f,
            0x70b3f7557ec7c597, 0x5dd9671235aed561, 0xc6cdc78ee1bcc2b1, 0xebcf6f87f1117aa5,
            0xef470e0ae3669f78, 0x87b13e0fd38e0fe8, 0x01bff01439c755c7, 0xa66f2521c37529f8,
        ],
        [
            0x033a4d4c4ebdc925, 0xff239a3efe1b346c, 0xd7ab2fb388d03949, 0x56ce2e41bd6e8e4d,
            0x3826aff0e55da68d, 0xc9c7ba7451267f98, 0x5264a48ae6710c7c, 0x3635f1d4e7605975,
            0x53a1849a94be903c, 0xe4fc3617128d5859, 0x7686804d7e4dd785, 0x6f04942d2dbcfe4f,
        ],
        [
            0xd0960bd80fab968c, 0x6899e4faae028db0, 0x975ccc77a9850916, 0xb41bd531e5f81554,
            0xbdf8ab57c8cff2c8, 0xea306a01f5822be3, 0x1f0ac0e7befbdbbe, 0x72f4b0e960519f87,
            0x22bd8b82e3cc86ab, 0xc43bde8d2b2beaee, 0x8168781e412617ff, 0xc5610627b7ee7096,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x0869457a01a8eb44, 0x522239857a7bedd7, 0x2c04b0c600057505, 0x468be6e80b09adeb,
            0x2f3bf32b6f81474f, 0xf54f949da712ccce, 0x292cee424cdd8f2a, 0x3d9fdf6b9c221be1,
            0xe54da66156f47b2a, 0x2ca76835840b5d1b, 0xb52adb6a8a6e8cf6, 0x8b416a6bdade153e,
        ],
        [
            0x65f7d2c18565afc9, 0x764c897170fa7b82, 0xe268634c986436f2, 0x6334d8d133356165,
            0xf17164269ec7957d, 0xae834331b8093983, 0xedb1fe5cd2dfcce7, 0x6195b86368463e5c,
            0x746e5f4da691b665, 0x61171291e1e2727e, 0xbb4aa8f16f27b029, 0x1037657d7f42c197,
        ],
        [
            0x2af8bdfa970f96ad, 0x19d09a6dd0c86e6d, 0xd57fd5ced7046d2e, 0x5ea025f7d545fd33,
            0xe2ccb6f43161ffd7, 0x3ca5286209406242, 0xf3536d60b5c90905, 0xd086e3b9d5b290f6,
            0xfd15b06a5cc55444, 0x61b0febf9a9e2a66, 0xdc3c0576653dfd02, 0x357774230a8ab51f,
        ],
        [
            0xfe19901b0d5b855a, 0x5facb9552f745022, 0x92fd012556c4ce5c, 0x23172d65938c89ab,
            0xa71f8a33aaa587b1, 0x511a3745b55c9c50, 0xec005f6a7185086e, 0x6dfc2761f894c6ab,
            0x98a4d67f9e26361f, 0x7f0a2b2321389c25, 0xd158820795ffbcee, 0x4d6b29ab9f36a888,
        ],
        [
            0x5ffec1d78c04bc6e, 0x35f052d16ca0dde2, 0xfbe3844c649c850b, 0x450263e610fa337d,
            0x44f7c8f40280773d, 0x27de5d3ce896966c, 0x2587f47598d0378d, 0xbd49c97f4e4f6e49,
            0x9e902f667071543a, 0x03398aae06577b74, 0x030926d6910bee13, 0x5576575bffa92cec,
        ],
        [
            0xe4ee33460562cd7e, 0xd1d385a3f01ba45e, 0xd817ca667ce11848, 0xda222cddcb69c7ea,
            0x74ac74709d680afe, 0x3770357cd9596ca8, 0xdff57da7f7759bd6, 0x090426be20d5c726,
            0x71c0ba28b7fbc1b0, 0x60faab1c13d4ed0f, 0x6fbe3567ea3a2ef2, 0x0dd3835c4e577dff,
        ],
        [
            0x9b758b512ce27e38, 0xe4148475a39855e3, 0x4669b3c39ee88a77, 0x3f36a671105e1ec0,
            0xd0f30e5d9e88ea13, 0x6346df15baecbaad, 0xec65be65cf4c6510, 0x843efca194e1989f,
            0xf7195d29942ce52b, 0x12201877d3ce28d4, 0x9c962aa1a97fc904, 0xc4fedb3465c5a55e,
        ],
        [
            0xeccb421ed0a701a5, 0xad4cb9a5b60cd286, 0xd344da9e05a53972, 0x3a8035e07bc99fea,
            0xe0214485c0f77bf5, 0x50ada30ee54df78a, 0xdef45af64ec2d576, 0xa05d61845f9a8678,
            0xa9b17db1c337e017, 0x026a4f66b84671d5, 0x606142343b7d696d, 0x71ed9aaf81cfd22a,
        ],
        [
            0x62805305695a3f30, 0x6ce27626e28e8fe0, 0x507386af6a54f410, 0xf8c5f738cd5c7eff,
            0x3ab2db9e347e85d7, 0xf5b635b0b2161b68, 0x99009791be2e80ca, 0x6dff3030c13910dd,
            0x2beeca057ee8700a, 0x12616fb11ac7e09d, 0x38c9ef9f9037c2e4, 0x39181fbf9c140344,
        ],
        [
            0xcdd6aee47aa54433, 0xf5ecb432b80336f5, 0x690bb949a1380829, 0x219d659ca9c9d720,
            0x74abf2dd7e5a3260, 0x405ee136025c55d1, 0xc5c592cb1cc878a8, 0x119a38be88b31ecf,
            0x4fb00f82e94e39e7, 0x66bf72e59412c068, 0x9337c8f30821142a, 0x477216340c24ab67,
        ],
        [
            0xa6c7953457fe953e, 0xd70d3d2f3c76ae58, 0xe1e047b52c531c84, 0xc71f3a9973735602,
            0xd70bdb0f7ba0628e, 0x280fdd4e0e3e3c0c, 0xb5a3f5823e414e26, 0x55b2eda8f44dee7e,
            0x8e1d024b2f5dd828, 0x21f054eb3b1bfdf9, 0x3d3ae74cc554e1cf, 0xa0a5863ffc42ec16,
        ],
        [
            0x1b76a3c5439ada39, 0x818829cf89236ae5, 0x2277cb7a750f8129, 0x44aa462a4d46502b,
            0x7a12e1e164f06dc8, 0xb9a3300dba5630cf, 0xd2cc8d9c55b05f4b, 0x6d0b0b88a700be7a,
            0xa7be99699617500c, 0x2b5b8deac03f8a50, 0x712f703e785b3dfd, 0x96a5a60accf93950,
        ],
        [
            0x9838155fbf9f72c6, 0x3ab3cb602c10e57d, 0x7ac228ef14bcd75e, 0x2c167e15027923fc,
            0x678869d1267471c7, 0xeba35e857ec3582c, 0x22d290a9a3478eb3, 0x542092ca1309aa14,
            0x8bb5c69be2e5d3ac, 0xf83c5a0a81652736, 0x9cc576227280cd6d, 0x6653436f3b0f49a1,
        ],
        [
            0x7ad1f1bab497d900, 0x9d0512236c9dd5d7, 0x0ed27e5bffed3df8, 0x659028a775d2fa72,
            0x69bd68154581f377, 0x142c2088e2faf671, 0xf9c1b8a499b000ff, 0xf31d01b18f408d3a,
            0xa7aa142f42b9d35b, 0xeb8aa74ba0495da2, 0x824cc32a59a1da45, 0x3f1fbe0ff5173374,
        ],
        [
            0xec9071a634238c30, 0x6dd6c38b88a0f423, 0x3adace72992e7977, 0xc90b941b1ae5166e,
            0x052aa3e9e3e43a68, 0xe9b1976da733a950, 0x0e1ca28e5ff6c9db, 0xd1bd4350387409a2,
            0x5943cc7089155117, 0x8e85794f5feae20c, 0x0d118fd669768ccb, 0xc647179d53120895,
        ],
        [
            0xfeb984b3ee828fba, 0x8273f830e2bd188c, 0x177ef97e3ca0a99f, 0x76d4796dacc000ac,
            0xbad0fa6eb140f51a, 0xb275656706ebc810, 0xf89eb78fa18cb32f, 0xcfc37eaea65285b0,
            0xe2b29cfbb25e9d1b, 0x9388ea8fb4e7aef3, 0xee606c12e267e845, 0x6b103c549f5806d7,
        ],
        [
            0xb9a40e78e31fd643, 0x648cc34a97950a34, 0x85c5ca405900be55, 0x2e519cf12abb843b,
            0x6f9d0a7f27436edc, 0x2f569c9d6694f363, 0xf6d1b325f6f1bd24, 0x01103c0d4044b353,
            0x2d3ce56f3138b549, 0x5379bcf71c28bc5b, 0x6768220d08ac00d1, 0x973f92ff0152746c,
        ],
        [
            0x5e992944b37b0486, 0x0a334b92001fa124, 0x6653cded9c9ab466, 0xd512612fabac4da9,
            0x636bf431c502b860, 0xfca1c0c2c3d20db2, 0x7073f293f85c40c3, 0xfaabc77acfba9edd,
            0x58842eb97f9b570d, 0xe8cd4f53702aec24, 0x8975f4e6e08113a1, 0xcc0d7f17767bedd6,
        ],
        [
            0x5163bb51ae315a65, 0xf82ec4cdbe405348, 0xffd381a46b1801a4, 0x33f9b8ad2f6ba570,
            0xd88c58a58ecc0000, 0xc0b9a639cfdad25e, 0xc78cb70fe3bd808a, 0xf54b86e573ce5ead,
            0x111208ed5610a761, 0xba3579b0e3c8e27a, 0xbadd918c63b85bb7, 0x9e10da0b71bcd972,
        ],
        [
            0xf418e3f63766f2ae, 0x4a3ad3c8053ef1c1, 0xd01e5b5b560db262, 0xa583edc7c02bf4c3,
            0x7c9f706052f318d3, 0x0852556f1f5e1ffe, 0xe1c70aa7feb0e63c, 0x59f0a3f989a8c058,
            0x4aa4cf021ffc0ade, 0xbb880e4138a78632, 0x35b0f7596f28f096, 0xf9c4fe17d5757d7d,
        ],
        [
            0x160303ded896adf7, 0x19a46b6c6beb8930, 0x33dfd962f010f74b, 0x03b699cc00e5610f,
            0x17487b7595078dfe, 0x63bc614253f3479c, 0x43f3d994858d5b8b, 0x383349349483c0ff,
            0x47c917a67977142b, 0xdc50fb80df7eead4, 0x4e3a1d3fb5b82be1, 0x091af8796d7317b7,
        ],
        [
            0x783e5066af151a9a, 0xec0a9c175466df17, 0xdecd12310174b0ad, 0x654af66a3b2aaa45,
            0x849d64e5b1fcdd11, 0x7e8e2ae6d05af56c, 0x12e887b7318a6184, 0x42d1445554ed59d8,
            0x2eafeb48ee54ddc5, 0xd1f9e6b980c94a8e, 0x5ea691e3263696c0, 0x7f42f3796e03eed3,
        ],
        [
            0xeeb8accfd69b82b9, 0xb4c4988ae0b61d73, 0xb78becf19df9b59e, 0x13274f6236440c93,
            0x33d287f5697d5a77, 0x391fe6129af4053e, 0x986c42b21c16e858, 0x23f5d1dffe04125a,
            0x2f57ccb3af9541ff, 0xe5b4eec70f1a8baf, 0xaad23ce7646c1b6f, 0x69495ee5a6ff96ab,
        ],
        [
            0x78b8879cfd6376eb, 0x22a76461c01e1edb, 0x6a44be39369cf0c4, 0x6653670d5ae54539,
            0x257bd7516fb43ad0, 0xb3ac371512baffdd, 0x48659d617548eabb, 0xd8f931f80cd468cb,
            0x98f0241549e3b531, 0x90b0d71670df011f, 0x26d73c54ab98f066, 0x06591ec988475d5e,
        ],
        [
            0x6fa72e3518f18e71, 0x6c04fe2d8123ff14, 0xc48cb53a197481a9, 0xf059db349860e48c,
            0x35e8341ace46ca7d, 0x880f4ea4b0400f7d, 0xb4c5ea9acc9cc40a, 0x6522c768e2555fa3,
            0x95207f39ea2c32e6, 0x7b6fc09fa8be60e1, 0x772b829f29902652, 0xb7936b90af6a48dc,
        ],
        [
            0x409e3b1109758457, 0x59dd0a8c1dea73d9, 0x528906a58fb18a01, 0x6fa55967a17ffb33,
            0x9523cc3d50edbcb2, 0x35600b3e44d43541, 0xc3a7d22c8f87dbc0, 0x5514c967c1b225ab,
            0x78e5701988304a74, 0xe9b417ba35f3b54d, 0xb72a243c48eea230, 0x4e173eaf291ee52d,
        ],
        [
            0x79b854ca2127c795, 0xd9457d8f86657844, 0xf8c9e6ef186668e8, 0x84c8855df913c2f6,
            0xf207d36ad641cc12, 0x7be9b5736105ce0a, 0xe72cce1974ec078d, 0xc4f47413d09950c3,
            0x640bf6eb3974554e, 0xf880dcfb844497ba, 0x3744626999bbcfac, 0xcf1712f4316f4d64,
        ],
        [
            0x627f6328412b84c3, 0xd427e977a04545d2, 0x5b0145bc104f25c2, 0xa6931c4f2ac7ad62,
            0x407611431f8d42f5, 0xfda5a76be7f8a0b3, 0x4f1ca5cffe0946b9, 0x6def7b9fbeb2d427,
            0x984bd4bbc9a0d136, 0xb9a778235b3af1c1, 0x04ee66ae38ac2087, 0x63374ed926d9dbb9,
        ],
        [
            0x68088e9c3983deb9, 0x2c95ecaa2ed99988, 0x371af002917f200d, 0xff33aa5dbb4ff0dc,
            0x1dd5fcf2e47bbd6e, 0x1624b973e75f73ec, 0xf6ce0e9db9722af3, 0x8bde5b8818226fcb,
            0x243753fc5b5da478, 0x3b53e0e3bdf88dae, 0x59f8c86f325cedb2, 0xabd4076d70fb9681,
        ],
        [
            0x1996761db8759af1, 0xfb85cdd8e4a705f5, 0x2ea7aa0b35111725, 0x23245d4157a17f4b,
            0xcbdb650e0d00eb9d, 0xb40823d9e23a4a3c, 0x041bfb67229163f8, 0x020ad3c16d47b83d,
            0x3bc8975d344c8ebf, 0x287efd06d91ff408, 0x1ca5d75a2059106b, 0x4ff27af3b90c5d66,
        ],
        [
            0x416b7c61ded914e8, 0x1aeee7d007ad4237, 0x59d5852476c2b7a4, 0x427a102c98665f29,
            0x8504aa8d2a1aefe4, 0xef2dbeadc183a736, 0x5cb5f222f533358c, 0xf2ebb47d36b0d678,
            0x1de4a0e7f2c2cf99, 0x62613994ea95a161, 0x68a86f4012d66ed4, 0xeb12fe75b2af52f3,
        ],
        [
            0xcf947c0644ba39e6, 0xf5d5216cedfe78d7, 0xd00115c05f1835c9, 0xdf084152d8c79d90,
            0xc0c3a6846db5f791, 0x40514451749b18cd, 0xd314b7d5734df3f1, 0xbccdd3f07f541415,
            0x97ed5af06855a942, 0xea84ae9ee9d02ab9, 0xb87e90343238a5d0, 0xd12d25c3650a0eab,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0x58225208ecbafb80, 0x4f212035aa73d6de, 0x1224e45562fe86db, 0xa8c8a4782dc5b2f1,
            0x8a957b8dc3096555, 0x6a3248b0b1591452, 0x1e563c58cb604c18, 0x32808cb59bf1045e,
            0xf8f62de99462e7a2, 0x6b3dfe91c2489214, 0x6c1d8fc42174639c, 0xdfca11b8ef88d4b5,
        ],
        [
            0x5a4a5ce418690ad0, 0xd0f788e0fe27f51a, 0xd459388e4efe9a30, 0x3a45c11aef9d074b,
            0xf68ab50b93ab9cb0, 0x62fbc397ecd9a566, 0xbfb79b7fcc587a7e, 0xfcf4d66f92870bae,
            0x4f31aa21877390f0, 0x2de0c645e314cfb5, 0x56d904f6238eab12, 0x4d104a42ccb4d4f6,
        ],
        [
            0xc654e6708251a424, 0xa905ef0d99f354d3, 0x15d842ae5ff1c543, 0xf4b99fbf4f5885b1,
            0x7b35641a016f3f1b, 0xf55428a617a9fba7, 0xd870c6ea41786632, 0x55de685e853ed8f3,
            0x34b7c1d8fd65f8a0, 0x4198645e00ef9244, 0x4fd36fe1c94ff23c, 0xa8a382bebc6cc034,
        ],
        [
            0x3eb83a8729358cd3, 0xad741295b9c6d430, 0x57b8c77a53abe4e9, 0x0a14673ebb9feb82,
            0xc0a6cbf7f26f922e, 0x213de299a32e526c, 0xca417e677b6ca858, 0x8d6ae0f7fc2e0900,
            0x2bae0e7a62e135dd, 0x962bdcaea7ee82c7, 0x573d7f6ae5776c74, 0x9c4de6496ffbefeb,
        ],
        [
            0xf67292a93321cf9a, 0x60598f929e08e215, 0x734c6478856dc51a, 0x01a20eadaa1435b3,
            0x620c3a91dc1e4a7d, 0x1f04333a5f5aea8f, 0x3d0056c6a5af9469, 0xb50089efd12928ab,
            0xbafdb5da8ceebea2, 0x13292863123ed047, 0xee691dac2f439908, 0x837eb3f017431d09,
        ],
        [
            0x8c962fc809335d38, 0x26d1bc81eb38d176, 0xe1aeb295c47711ed, 0x0812b9926cbe3e4e,
            0xeecacaf90ab9805d, 0x82fefbaa3521a0ad, 0x3a6948c0e2c31b9d, 0xb7d3905be82daf2b,
            0xbd3ac90e25a34c37, 0x55afd99b61453063, 0x56d87cd190b99303, 0xc9bf82dd97ddb0a3,
        ],
        [
            0x6dead9f807cb39e7, 0xadae23fcc9de993d, 0xe72215665b8b2bf0, 0x4f300472944e24dd,
            0x9e546bc684544bd8, 0x48827438bd563484, 0x97b77402a0513d71, 0x4bab11aaa0aa159d,
            0xe74854280044cc60, 0x809c6991463d5746, 0xbdcecb5d99c5aed7, 0xdc12141079a155c9,
        ],
        [
            0xcbc0bb1968916917, 0x0bbb9f921094bf88, 0xf62cb350d3806442, 0xe4d2f1cc397a7602,
            0xa54bd48e43987d82, 0x77b6f8314f0a19fa, 0xfa0c9a456e766443, 0x995ae0fff51ba70b,
            0x8e242c5b9cbd8d33, 0x1671eb0813d97956, 0xccae388f40da55fa, 0x97cc48faf376dce5,
        ],
        [
            0xb053c44e11d4d941, 0x77d476dbe3d0bd13, 0xd6f6c2a8fd96dd78, 0xef5f450ba86e53e7,
            0xb01283baee95594f, 0xa990d49b40529225, 0xa045cc2e68301beb, 0x7dfee80788c5f7b6,
            0x53bfb4b24aa53783, 0x7344b1741cf2cdb4, 0xda88d4165dd695cc, 0x0e3eb80cf560e167,
        ],
        [
            0x1c2919bbe8c91718, 0x9dbb727a5097bde3, 0x23f87ae7f8ea2fb2, 0xe1bfffdcba310121,
            0x5938c50c75329669, 0x716c63e00549855c, 0xe091b0c9654814f0, 0xa20535d10e43daee,
            0x16ce68b2593ddd04, 0x7813a49af59900bd, 0xef0d3eecd3e5d232, 0xe7d12cc40ee3fd4d,
        ],
        [
            0x07989a395c760cae, 0x19054dbf006884bd, 0x82ac59cfd0ebd75a, 0xe868c21435d8d45b,
            0xbaa78fc9f72a3c0b, 0x3eeb7b5e6a1f6357, 0xee559364fac4da95, 0x3b0075b445050273,
            0xd4e7311132972343, 0x17c93651c5378727, 0x57347fdb192c1dce, 0x6c098fb756647eee,
        ],
        [
            0xe54d92cdef01fc5f, 0xc46c2ab8dda2e25a, 0x7c907fd2849f6142, 0xbb11dd2dacd0202d,
            0xa4913a701d92d19a, 0xe9a26ae0cf610677, 0xfff1e1d5538943c5, 0x5943dcc4a47b2204,
            0xcafcf33a92cabf71, 0xd571e13ce329d1ad, 0x7626ad237a9a0e4c, 0xf0aa0d9f130d7f86,
        ],
        [
            0xa969b050ce5f9b74, 0xc0db53554780b7b2, 0xb0be0d222bfc5381, 0x17b68fca829f6830,
            0x69fb1bc9e9f33887, 0xff0212f9b7ec5cb1, 0x69c8c5e7f767c3ec, 0xa73fcb1062f77c2a,
            0x2c9aa5d6c239afea, 0x82e1a6a6c6e02118, 0xfb18729860d4256d, 0x8f685e1881f9732c,
        ],
        [
            0x09df3a4419e6aa7e, 0xe27ad0475841b1cd, 0x02d2a69fbde75934, 0xb0e05e53fd9ba435,
            0x4732d88ae008c16e, 0xdebc4777ea72110d, 0xccb7d9932e3143ad, 0x674f3753ea8cd06a,
            0x56012a7a051562cf, 0x961df68425f74cd6, 0x26630e71214d8a95, 0x584e8d6365d92f84,
        ],
        [
            0x438a49c00b56e976, 0xaa7c77622a642766, 0x107035cbfb634678, 0xd2d54a7250b5b000,
            0x79f9799bbdff676b, 0x02ec8c9da5c7b804, 0xe579c66c5e6a99c2, 0x7240d763c83fdbae,
            0x9a27171214e2b13e, 0xf02ba5ce6d85effd, 0xe44b1b85295f927a, 0xe5d0ee65a1c7c903,
        ],
        [
            0x8a89daefebc5557c, 0x7ca71403275e1649, 0x48d923775b80bb4a, 0x0a587c52a45b3626,
            0xdaff503cc75bfe91, 0xd845d3e6116d07d7, 0x6b5a4715a51eeca2, 0x34ac02bd74481991,
            0x8f076cfc595abf8d, 0xc9de4ce9ed0391ce, 0xaaaad03ae1fcabd3, 0x8d48ec0087b199ed,
        ],
        [
            0xcfb7756257918cb5, 0x8b437c69e375bb98, 0x8d59e7972a833376, 0x513be35b8e3c0077,
            0x7f9f8cc18f09a9ec, 0x715fa7aa2d1821ad, 0xf12693a4feb3fa4c, 0x01c61d5be762fd87,
            0x59f64a1014f6d97f, 0x4a0b219bae1abb98, 0xa9a8c11868cf94a9, 0x7592fda01ac8d768,
        ],
        [
            0xbd0f2653ae5dd482, 0x59f968dd060032dc, 0x6bea33e067283310, 0xccce88cc012aa50c,
            0xbb6d7f2f66838f46, 0xb764c95f05ec9bcb, 0xd097b60451477cca, 0xc2fbda7b82b20a85,
            0x75fe07a424e9ca8d, 0xfc4fa8240cc40d01, 0x0b17d5f90c0e95f7, 0x285e6e8a6e1e46dc,
        ],
        [
            0xc9824740206a830f, 0xb6a3e13142f88e94, 0x305111e46b6433c0, 0x16d5c52c72ccf251,
            0x6ba792ee536bc0f0, 0x4b6003a956c35fdc, 0xf7e314cb88a1341a, 0xf92a143eaa72a594,
            0x286e36cf4cdb0a39, 0xaf7a1ce3c1f5afb4, 0x7734f08c2bc64c39, 0xf23270fc2717f64d,
        ],
        [
            0xb0641d09bc9b2654, 0xf9fcc2e68aa8fa35, 0xd12a5b4b00d5ec6e, 0x9be1a1115569d89a,
            0x9c0566deffac7208, 0x7a9fd4ff7034edf1, 0x636aeb6b9571c375, 0x60d05aec55cdf187,
            0xf4e2f898734e9d2f, 0xdaf742195ccdc6bc, 0x9d39249f608a4f28, 0xb5f1bb5e8820e2c3,
        ],
        [
            0xdf0aa369085ca922, 0xc5da9aebf92d59eb, 0x9f6a759cedb16bee, 0x587acd30423dbc4c,
            0xc3d987e67c55d70a, 0xbb5577c5d774e5c1, 0x6cbb654265b17cb0, 0x28af35202817d573,
            0x44fc5ea98160e9a9, 0xb0c856bd344c213e, 0xadc11e83f0cf5754, 0xd192225279aac21f,
        ],
        [
            0xd02e9936d9589548, 0x8f1bf5755341402f, 0x1535a443057300aa, 0x3062478e65d29324,
            0x4203351fc656a3f3, 0xbeb21b516569c4ff, 0x8113ce70e1f0f263, 0x59d1293903f9320c,
            0x95061255d08f8936, 0x8be3c0f997d4b705, 0x0259742e827837c2, 0xf55ea28d95c65cda,
        ],
        [
            0x1fa677733d679cf8, 0x19e7670ab30169c2, 0xe0043f4abca8a3b6, 0x21aef9c5d6408525,
            0x2799e8e257a35407, 0xd8b542f39e701e5f, 0xc5a6736f79f911fd, 0x80ceef65bdefa3a7,
            0x46f1bbb19a2bc87c, 0x630f77d0d1653942, 0x9a48dd04488acbd8, 0x36fb6619912d9fe3,
        ],
        [
            0x62024812603dc3dc, 0x25dc5337efd67b57, 0x86b3eb38d7f033fd, 0xee3226b232646d6f,
            0x8c4825f6f1dae596, 0xd2303055a5bcb8e5, 0x904a53493c0baa76, 0xe60f6125e08646a7,
            0xaf6a329f21d45f89, 0xf20ad88a06605546, 0xcf7a0e9619a93d14, 0xf1eabcc891c97174,
        ],
        [
            0x4e60c12686e51754, 0xabd217758fc23bf2, 0x76fc6660fe7a0d9b, 0x114877de0587e79a,
            0xdd9c6cbe1b935987, 0x1bb7bb2c7c3ad934, 0x6f98f456a16c9f9d, 0x50c85d13116d4365,
            0x376a9e53260a777d, 0x0dd1280c0762ff7e, 0x4ef8fe56ab1f847f, 0x1dd8656ebaf8e3e0,
        ],
        [
            0x72b76e9e8f02af51, 0xac94cbf1d580f95a, 0x2e9cd74801d854a4, 0x4ed4e9061f08a1bc,
            0x0a2b28419d2bd936, 0xbf86350051c89dda, 0x9407b0e7e3f00bf5, 0x6b1f71ff28b57ac1,
            0xc1dfe03fcd28801f, 0xf3d83d64afa55309, 0x47aafba28af8f76f, 0x54eed45f6604b2e9,
        ],
        [
            0xb94bb1c0c5ec4cab, 0x1ec16e37ee87a65a, 0x9f5f0cc58c454716, 0xbe46c2548a75b505,
            0x516356a8b790bb8c, 0x5084e94370afcee9, 0x710500cf287b1c6e, 0x8828628ce996ba04,
            0x19c60acc799b8090, 0x6c59bd18562418cb, 0xd0abd9ff389fa89d, 0xdecb76e2dd3e0ccb,
        ],
        [
            0x59edd2640f3e541f, 0x318674b582b76ba8, 0xbf4a0d304e7f0716, 0x36fc0e4119b88200,
            0x91db560240da801e, 0x638371ad2c72c2c7, 0xfe960c25d5822da7, 0x7a7571d14a7415e1,
            0x5a6480febccc1576, 0x72f4e5e5c3c88f47, 0x224e7e749a7bd8ec, 0x3ebbf52c7631455e,
        ],
        [
            0xf30771b13f864cee, 0x50d6a79488f9cb98, 0x9b03f98f358d881c, 0x8793227473da7efc,
            0x35eaf302f716ad3b, 0x49172f6e42da8c72, 0x0045ca556a5fab04, 0x8893e28aed5a8fdd,
            0xab4886acbaae6a5a, 0xaaca960edfbed7dc, 0xbb711fdc8422989e, 0xdbf9bd8be9d3b738,
        ],
        [
            0xae3c2bc08608ab37, 0x35e3da8c39f336b6, 0x7413664281f44511, 0x21ce7c511d8506e7,
            0x9b6718b3846165f1, 0x9e455007f5cabf6a, 0xec582a0e02611073, 0x269aa18d83bf042e,
            0x7c54fb7c86306757, 0x453336021b948faf, 0xd3a5c508b7025d73, 0xcd6e555b428471e4,
        ],
        [
            0xfe2765fc69eb3908, 0x36a5a6eb4d2611cf, 0x73c5ce72fe7e02e4, 0x7ddb9854c3d8d731,
            0x6b941814c9aa8fcb, 0x4ea83f1a1b371771, 0xffd96fc02fe05fb0, 0x8bd25c9d071e7145,
            0x74a1feb62a6cabb9, 0xdf3bc88f04ee0452, 0x9143830e220ccf12, 0xcf345521dfe48bbf,
        ],
        [
            0x42c9fad511a224e6, 0x6b6aeb8b69b2ac26, 0x0cf4c7fdb149854b, 0x4a7d90002fc359eb,
            0x9ff0c3ea29ec8603, 0x157ae7859b24ee14, 0x638c809a8979e9bb, 0x347dfb2e7869d8c5,
            0x2fb1e0f8a07ea547, 0x1e580d32aecdec3f, 0xbbf895730f74025b, 0xeb94d71bdd529164,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0xfa2db51a8d688e31, 0x225b696ca09c88d4, 0x9f88af1d6059171f, 0x1c5fea5e782a0993,
            0xe0fb15884ec710d3, 0xfaf372e5d32ce365, 0xd9f896ab26506f45, 0x8d3503388373c724,
            0x1b76992dca6e7342, 0x76338fca6fd0c08b, 0xc3ea4c65a00f5c23, 0xdfab29b3b316b35b,
        ],
        [
            0x14f962e404a8313d, 0xc6e3e7c45f1f5a26, 0x2c0e11c079e777be, 0xa1705efb4657c31b,
            0x02688fd23c494de3, 0x75664a84412a8718, 0x878fc7ad7a422f8a, 0xe5d581df7419bd0a,
            0x7c813c4c704b70c0, 0x98553da87323c008, 0x4f63cec663089f1a, 0x9626d6fa9655d291,
        ],
        [
            0x84e5541f483aebf9, 0x8adff7dc49165772, 0xe0a43ad69beaad3c, 0x97dd1820f51c2714,
            0xac2b4cb457ea5b0c, 0x87dbd011d11767ca, 0x18ccf36cbfc7957a, 0xd4a088411bc79227,
            0x9811ce43d8d292a8, 0x72c5fc68d58c4ee7, 0x5bc0f0bed35c65a7, 0x0b446dbccbbf9669,
        ],
        [
            0x10586ea7507f8b27, 0x1510deb9a261f7d7, 0xa42fc4d7dfbfa352, 0xbf38c3821e1c2291,
            0x46e40ef60e11760a, 0xc24f6061dcb974d7, 0x755b105ba7619027, 0x8004bf09b8ffa759,
            0xa630d0b00945db60, 0xa160ac9cf2809e1c, 0x38fc1113dc6c95c5, 0x01f540985d52574f,
        ],
        [
            0x7eba3da69cee9bce, 0x3e2c1248d5377750, 0x8c917d982b93d8b2, 0xca8fc6ac7cad1f75,
            0x5f581f19a0ff150a, 0x872cc14ae08327fa, 0xc774f187e9333188, 0x528ed4ac497af7e8,
            0xce036e9b8ad72b10, 0x463f9ebb917986cf, 0xbe5163281325cf9b, 0xd28d5c50dd7e5fea,
        ],
        [
            0xa4e9f29f0b237b7b, 0x8ed65b094270ee2d, 0x0e2184e42993359d, 0x4f96ce7f224d5aa3,
            0x0862e2003a132c48, 0x5bbc6ad80f015f5f, 0xab9d5149d7162f5c, 0xfe6577291267e5d2,
            0x4865e671c1fd96e2, 0x7baf4dbe71a703b2, 0x83dd6cf9142add10, 0xab4fc1aa98461d30,
        ],
        [
            0x714c1d1bdd58bbe3, 0x85ba01ae039afd0f, 0x7f23ea3a6951ac80, 0x5c599290ac00c837,
            0xf6efa2b3bf24cc1b, 0x393d8e421e84462b, 0x9bda627df8b89453, 0xe66fff2eb23e0d1b,
            0xd1ee7089c3b94ec2, 0xf75dba6e3031699a, 0x8ff75f79242b2453, 0xe721edeb289bfed4,
        ],
        [
            0xcda68a7e698ee21c, 0xc7414d196a5e725e, 0x483be2dadce20b91, 0x7de1601cfc69dca6,
            0x4bec17aaac4f9891, 0xe8741dd18d479a56, 0xc623cb8dac23a286, 0xe20a96b5166133f0,
            0xda9bb7c030dcde61, 0xf84ea3273a1733fd, 0xd7afb6c3e82fac31, 0x37ea7d35d3897449,
        ],
        [
            0x083215a1c1390fa8, 0x901d686a6dce8ce0, 0x4ab1ba62837073ff, 0x10c287aa34beaba5,
            0xb4931af446985239, 0x07639899b053c4dc, 0x29e7f44de721eecd, 0x6581718257b3ff48,
            0x198542e25054e2e0, 0x923c9e1584616de8, 0x2a9c15e1ad465bb9, 0xd8d4efc716319245,
        ],
        [
            0xed85257efd028642, 0x93657f45b96a2068, 0xfef64edaa13ac381, 0x108f6ff256c557a3,
            0xe690d92b9204e3f7, 0x902a3e3803ef8640, 0xaefd49226416f50e, 0x9b272152b7eae8f0,
            0xa911921f29d93d8d, 0x7c6bc4995eeeea56, 0xbd3439d83ca7c720, 0x2f8cf2e3c39b208d,
        ],
        [
            0x72dc79439961a674, 0x839a0a52a0e13668, 0xd7a53fa9334945ea, 0xdb21db77e7aa25db,
            0xb6675a7d66e96da3, 0x2c31c406e66f33c0, 0x45020b626ec7b9cb, 0xff46e9cd0391f267,
            0x7dabd7440fa2f221, 0x9a32364b9d4a2a3e, 0xf0f84ae852d2e47a, 0xd0b872bb888f488a,
        ],
        [
            0x120649b20370327b, 0x0e76555acd48cdc6, 0x4ed54decca01db03, 0x7be21319ac601d22,
            0xf711661901b6576e, 0x7839fa064e73537f, 0x169d43ace46e860a, 0xde6d658c3078eed9,
            0x8df731395032142b, 0x6be199b09b3c76c7, 0xc2f385f6f8bbffe5, 0x848df7f3d5ffd28c,
        ],
        [
            0x531e4cefc9790eef, 0xf7b5735e2b8d1a58, 0xb8882f1eef568511, 0xafb08d1c86a86db3,
            0x88cb9df2f54de8c7, 0xa44234f19a683282, 0xbc1b3d3aa6e9ab2e, 0xefa071fb87fc99ee,
            0xfa3c737da102dc0f, 0xdf3248a6d6a0cbd2, 0x6e62a4ff1ecc1bf4, 0xf718f940c8f1bc17,
        ],
        [
            0xa342bf65f874628f, 0x18de3f8ac71a57bd, 0xb4d12a1771fc321b, 0x96716602a25ebf10,
            0x744f68201a286d80, 0xd60bad1de3cf63b8, 0x0c0b1ac44368da09, 0x53afeae373a6d3be,
            0x4d2e6ce2a90af331, 0xd797224f88bc0638, 0x10c60b2d9396d893, 0xae3b0c11fe45e1a8,
        ],
        [
            0x2c8b0aad4f63f026, 0x2aff623850b253cc, 0xcab3e94210c4d122, 0x52b59f0407cd2816,
            0x22322803982c41fc, 0x38844e668cf50b19, 0x42a959f7be3264cd, 0xbddc24bd6c983524,
            0xa489eb0c462b8640, 0xb7c0509298029be7, 0xd5546b5fa1addc64, 0xe7cac1fca0c655af,
        ],
        [
            0xa189f30fc6a6d6d1, 0xdd674d3669665ab8, 0x307c9ec37d8da76d, 0xb3e1d006c1ea7c10,
            0xc15e20b3b88c62d4, 0xb0000ec50bff3b3a, 0x9e330eb19ff9aa5c, 0x8663f9fddf578877,
            0x157d3cb002e1eb2a, 0x638f297bf525e4d4, 0xa20f833234a3dff1, 0x748ea86b45a9c051,
        ],
        [
            0x1454719847636f97, 0x6fa67481ebcdccff, 0xc164872f395d3258, 0xb8cecafeee6acdbc,
            0x3fbfe5f3a933f180, 0xec20cac2898c3b1e, 0x6a031bee87da73f9, 0xd1e667d15c5af46e,
            0xcb3dc1681dc6eef9, 0x2dd1bd9433d310c0, 0x0f78d4939207e438, 0xc233d544a99c0e75,
        ],
        [
            0x0392da14a6f294b9, 0x3a584aaab28937a7, 0xe8634ab4b7b040e0, 0xef61437d6802424a,
            0x9a50ad92fc398361, 0x8cddf34f5786ae60, 0x636fb7b2c8b4a19e, 0xfb2495ee0055d784,
            0x5bcf1e5215d8371e, 0xe6c17d7e42387cd6, 0x75237f764a988130, 0xd89c5986c27f8a35,
        ],
        [
            0x228f19f19e2a0113, 0x58495be50e1a5d37, 0x97e08f6938d7f364, 0x1ec3ba3e510759b0,
            0x3682f19ae03cd40d, 0xc87745d8f9e16d68, 0xfd527ab509a642ea, 0x6308eebdf9c81f27,
            0xfa9f666c550c5d68, 0xdeba436f584ab153, 0x1d4861d35b63e939, 0x073bed9bc9850221,
        ],
        [
            0x978ed3abe664c066, 0x3f4a8e0d668361ea, 0x0ba610c753a25231, 0xa8b5b864189143c6,
            0x0d7ccefca2841fc2, 0xa80dd8f3f8fea1e1, 0x2c24af232e19028c, 0x0e332b77919decae,
            0x44eae977f6089c76, 0x25e04dae53722e9a, 0xdd6f8b1f71ac4db0, 0x7c5b6ffd075e7bc4,
        ],
        [
            0x802bccf08b171246, 0xfff7d15a733b072f, 0xea3862664cbfa4ef, 0x9e5b5073d635946b,
            0x16e9a979fa81be95, 0x41e8716eb14f701f, 0x25782e0f101a6719, 0x442c4875c9d66959,
            0x52d845d92b85d153, 0xff9251382e831117, 0x01b700cc8e02434b, 0xd2db7f8eec0bae3e,
        ],
        [
            0x17b654f7d446b4e3, 0xada823f0196f5f0a, 0xc839eb293fca3fda, 0xfc84d6869e0082f5,
            0xff4a9583fb925df6, 0xb9ef30412e6b7047, 0xfee79c998f05e5b8, 0x8441bc5155e61d0f,
            0x1d619d2400e853d2, 0xfbcd939f98cacebc, 0xadab47fbe5a6a48b, 0x115cfdeb6cbdc432,
        ],
        [
            0x1b225300966a4872, 0x40c149be566f537b, 0x3335f4d2cb680021, 0x773d0263778e5f5f,
            0x1d9b7602666fa9ed, 0x52490a102e6200cf, 0x8434c7dd961f290b, 0x773ac15664456446,
            0x5e2bb78947b712bb, 0xfd3bcbfdbe0974ad, 0x71ae9351791ad5d8, 0x1ee738ba6f4e1400,
        ],
        [
            0x4c6299a7a1de1cc7, 0x362d293c02d9445b, 0x08f24df0399a9494, 0x33307792e37a1851,
            0x1cc5e448760f680d, 0x70a6a8164a2efbef, 0xee939681246fc671, 0xfa7a26d1f70a9c14,
            0xfae5ca89b826aab5, 0x6b8932c7e48176f9, 0x379f89bd9841c8e1, 0x46141d2fdb674190,
        ],
        [
            0x2fa428ab0be8e26e, 0xfeff0600bb4cf9fc, 0x76f25ca9b2ea5fb0, 0xab7fecf06835c5f4,
            0x649d077219d5f328, 0xabe7b895acbcb12e, 0xf2d1031ad69b1ea8, 0x46065d5dc60b0bbb,
            0xb0908dc185d798ff, 0x4e2420f0d2c9b18a, 0x6b3a9bddd30432a2, 0x501c3383c9b134ad,
        ],
        [
            0xdb57a288d9e384bd, 0xd167fa7d7f4d60a1, 0xb4ca42a07fc7f909, 0xd3bc07b667fa4534,
            0xe062a0577b6592c2, 0x19f5a0d3d3a355d1, 0x1890378e6031abbe, 0xfa7790c34f0979a9,
            0x395cb914faab4ce3, 0xa08793419d3c857e, 0x36e275197be7e5c1, 0xb209ceed21ddb21a,
        ],
        [
            0x608f096798a21284, 0x5361be86059ccede, 0x3a40655cafd87ef7, 0x03cf311759083aa2,
            0x57db5f61b6c366d9, 0x29dc275b6dd0d232, 0xbdab24dd8fa67501, 0x5928f77565d08c37,
            0x9448a856645d466a, 0x6e6b5e2ec0e927a5, 0xe884d546e80c6871, 0x10c881c953a9a851,
        ],
        [
            0xf4408485b4619d3a, 0x34b4f18160b4f44e, 0x369edc1b3532caf0, 0x2d0471ec6771abc2,
            0xca4129311013266d, 0x02e636af617e2024, 0x1f93d60d3c69696c, 0x6aba7f2a1b99a172,
            0x896873e1bf435ce6, 0x9649f08215b71e40, 0x730bedcfa02b024f, 0xb17e9cbd8df60bfb,
        ],
        [
            0x355053749b627aa5, 0xe7ca1b577976677b, 0x812397124976ce17, 0x96e9080b96da31b9,
            0x458254abcc64aa1f, 0xfeff682148e674c9, 0x8772f37a021f1488, 0x2e274e18ab56345c,
            0x7c7be61c29823b76, 0x275db7b29eefb39e, 0x83b10ed4bf5cbcef, 0x40d7f5b4518e5183,
        ],
        [
            0x4fb4cb305c9f75c8, 0x3ec998654b2fc495, 0x6b71af1932ff3177, 0x4351b7715a3aa803,
            0xec65054d8aad8825, 0x2ec6854d015576fb, 0x728dada35e425281, 0x27a9234615b0abc1,
            0x406fed82776e4769, 0x661e3ed35bafa39f, 0x3e7db9349679ab9f, 0xf3d34dc9a4e9c192,
        ],
        [
            0x315ccc01f960b41b, 0x90b417c91d99e722, 0x84afaa0d013463e0, 0xf133c5d813e6d9e1,
            0xd95c6adc525b7430, 0x082c61ad7a25106a, 0xabc1966dba1ce179, 0xe0578b77a5db529a,
            0x10988c05ec84107d, 0xfcade5d71b207f83, 0x0beb6fdbc5ba83db, 0x1c39b86d57537e34,
        ],
        [
            0xfe9fdde8bc266ee3, 0x91668688ba18e6c7, 0xa65349acddde6f6e, 0xc53c29c97e54356c,
            0xee15ad945709f73c, 0x033b3940e5429277, 0xf52035cdd0c3475a, 0x9c5bef4d93f1f1f0,
            0x26e0b0ceca319bd4, 0x4e7eb67b6951fd8d, 0xac3a6f4395c34d6f, 0x1f2769e600f60b59,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0xbd10b8bffb787270, 0x4f0b1566e43aaab6, 0x9a18be5ec0c90781, 0x3677f4c71ad167ce,
            0xccb254e2a68c1c56, 0x392493e6e2c4d275, 0x44958cb1d5b63617, 0x178f141a4caa4e7c,
            0x7445a767a2ffdbd5, 0x0e789c99b0b6c22d, 0x3ff8b6565dc92b2e, 0x1623e5c3eca98782,
        ],
        [
            0x6f6a6104899ef333, 0x95496f6d39067165, 0x42fd9a6ab51989e5, 0x1b60ce0f68f5b168,
            0x97324d8756f7fe67, 0x443812f7676815a8, 0x265ee994685a7260, 0x342c7b2f6c6515f0,
            0xe909232334b4adb0, 0xddcd233e1e5a8d18, 0x3dc5b27c5f4f6456, 0x9664533a7f421d9b,
        ],
        [
            0x43b58def987cf64a, 0xc95b16c63d4bcd4e, 0x5d1b1373bcd9b923, 0xaf560542522e052b,
            0xc2ff8f7583800352, 0x11723aa17fe2a4ea, 0x28de7668e94bd9bd, 0x0ce80e0f874018a5,
            0x0fe3755d8d43e726, 0xa78296acf9b075c5, 0x76d58d9882207423, 0x5c5bc6971db99205,
        ],
        [
            0xbfc40c30f893a2ca, 0xdf96980e0623bad1, 0x4fd7b54dc027511c, 0xf4799284cf3484ce,
            0x655ab811069beea5, 0x52588bc87392e280, 0x522e7b404f0c17cb, 0xc0d88acac705e9b2,
            0x9cf1b95877f3913f, 0x3e06b9267dd52514, 0x992e920e2908cbca, 0x13baced26d6ed529,
        ],
        [
            0x5a0f6f6b67a470ce, 0x7b8c2a887ccca885, 0x4421fe1325f812da, 0xc7a9c622e0833478,
            0x6aff42db94829d7c, 0x6fc2f23b37d888fe, 0x9cfb8a1464b75c84, 0x56e1b7d446139fee,
            0xcc6943b8fe72fca5, 0x12e757e1c3d621cd, 0x6d9d63b072c1571a, 0xa1fc3db17b300fc6,
        ],
        [
            0x36aa63d9fdf88aba, 0x87198fdccdf43217, 0xd8fe6f62a9a923c9, 0x85c81a0eee2ae4ba,
            0x7c20dea032dbcb0b, 0x08baa938129a31c6, 0xa47b3003b1d60f99, 0x314599936905192e,
            0x67e2289932cf2c7c, 0x4c5f43753b3c32bc, 0x8de5d14dd499aa00, 0x54875c3fa311dac5,
        ],
        [
            0x1f90b9b6e5140e1e, 0x7ab77ce1ea2d44e5, 0xc8a3343ef4878fcf, 0xbeb73f7cc544e407,
            0xdb3a8266fec32a61, 0xbe30a82e38db88f8, 0xf33ad1df525080cc, 0xf66aa44d1a553e27,
            0x3194733fa9b7b198, 0xd87c8145b4b9b4c1, 0xca7cd39268883c51, 0x2d12a779ca49b152,
        ],
        [
            0x8a46c911bfc6c637, 0x8dc3d699e4fa4fe6, 0xd4ba64f15cf8e4c9, 0x01b3908a01cb3488,
            0x69b1fa5d38bd7ded, 0x92ad483818b2eae1, 0x619324beb33955b6, 0xc7f373355c8a6df7,
            0xa397f42e925b3f69, 0x32169a495f7e4d11, 0xc0fa9a548d0d9f01, 0xf52a1f2289d8f2e5,
        ],
        [
            0xfc6ae8f1f1222e95, 0x99e3646c45ebdf4b, 0x1735dff16c99dc52, 0xce1464b13c216316,
            0xd453de82ddb5c77f, 0x116d7bca916ce40d, 0x2bb0d69d94a51c05, 0x350860b0e02e0bdf,
            0x801ad955f75949b9, 0x3814b73ff19c29ea, 0xcdd8407c1dc0a2bc, 0x693afc5ca8bc03b2,
        ],
        [
            0xbf6a9e038ee34cd3, 0x920ed8109091fe3f, 0xff51fc1d0522e4c9, 0x3a09b63e09f0c82c,
            0x99314d5c1b3d5626, 0x9e0d533fe3522642, 0x5fcc3a4da5658ea6, 0x424cc7b67a9ecd45,
            0xe233d15f184ed689, 0xa24244014319fd83, 0xda4c930916d2a27a, 0xf5c8a6627e6ff177,
        ],
        [
            0x6aef40fe26f74a78, 0x492d19a500f66ca6, 0xb56721d9d5575435, 0x00eb4d31f7fc6af0,
            0xf7513b564a1c893b, 0x887697a7de319b58, 0x1dd89efe182f8e0c, 0xc4af22df6925e1ed,
            0x611ce1f43bf8c0c5, 0xeee5c9708cee6aba, 0xda6fdb23b60fc716, 0x9113bf80ed7dcd83,
        ],
        [
            0x240239aef73f8d88, 0x9d6506a5a2730313, 0xf9ab7151f58ec53d, 0xd397862cc080d59f,
            0x73eee88536f782f4, 0xaf0f7c2d6c1d8d58, 0x58bed3e5ddbd3133, 0x670cee4a388a85c3,
            0x9044c8ab8a482af8, 0x00658589e746a854, 0x2538d1b926a0548e, 0x2c611b2f07cdda49,
        ],
        [
            0x0e7a8886c1b66bd8, 0x6a91d988a946ab9c, 0x37f672918b30c0a2, 0x4f3ca9a83b25b073,
            0x20fd1f5d49413307, 0xdc93cede7a5234b5, 0xd258360058d31b0d, 0xa65ecdf68d10980a,
            0x017dd7968cdcc8f3, 0x97f12edf5263d59f, 0x06c7403b44f39648, 0x534735616dd143ac,
        ],
        [
            0xe66d4e4607d19798, 0x7d009edd3c1ece35, 0x291e0917f6012f0c, 0xb5e1acbb6ab28ebb,
            0xd54983e87828bf41, 0x0be5f55264751df7, 0xe9195cd5ffe8e941, 0x99047b20a809e364,
            0xeaf42228b143271b, 0x3e017951c596cb81, 0x16bd55e5aeac9ee2, 0xd87d111228bbc3e6,
        ],
        [
            0x3e266359a56d5182, 0x6f0889fbbf65b3f1, 0x18b92b7ab23f545c, 0x20e1ae9d94e38593,
            0xb1182ed6385d5726, 0x224461cb23b26b8e, 0x70599edcd937bef2, 0x1fe78501662d2edb,
            0x0e05723b377cee3e, 0xb5cf610d0e418bb2, 0xf69fc5fdce67a584, 0xf69f54bb81a53561,
        ],
        [
            0x9c0d5231ba8e0a52, 0x94d0509e93e465d7, 0x67df90dd98515454, 0x223e8b9c8dbfb46a,
            0xf39529a36d757ce3, 0xffec9175b4648296, 0x330749e8f78aae7b, 0x19e5549645f93cc3,
            0x8c320b3494083aa8, 0x1161f5a321e321c6, 0x0980deedde3e7892, 0x605aa9196ad76ccc,
        ],
        [
            0x8c90c6fba66f0f61, 0x065090c4eb366ce6, 0x50f23c3c19ea6b89, 0x70fb78f237a6b574,
            0x9fcd3bd46b6fc992, 0xc2698cd7abfb4d4f, 0xbf9889c30710d72e, 0xccc922ad6e057842,
            0xfa772df6eddceaa9, 0xc7c56067124f3f32, 0x9ea90045e74e19ce, 0x6ddf305e9880e180,
        ],
        [
            0xdc904211d583d7d1, 0x2cafd1ecebe2cd71, 0x2a3eb920820a8d73, 0x0a8b0fd7acf2c2fc,
            0x8c34f32d413d65c2, 0xbc8b09fb667a64db, 0x5c157d6d5a176cac, 0x0d0205ccf15eb910,
            0x55583e4b544586ef, 0x373a0b1e838ba11f, 0xf21c492ca4a0b07f, 0xd059f7f89fd21f6b,
        ],
        [
            0xa2ffab52b6ece819, 0xca7e8168e7dbc2d3, 0x7c6d64edad29f80c, 0xede7515a4d815be0,
            0xd2d7b3b4cb50ffef, 0xd2c3a3f8d7e056dd, 0x4412bdf0abc77c02, 0xd991fecf77eebea1,
            0x5b5b86a3267c5ddf, 0x52efbe33806b672b, 0x383e78bbbd1a9408, 0xf2a45f8dab6d35bc,
        ],
        [
            0xaf9a69ea3ffde9dc, 0x0fdabcd390311309, 0x2dffa77f3e52375c, 0xac655699a019a593,
            0xd402f5c4df238091, 0xda5a777dd3518085, 0xdcee2db5272d9e6f, 0x94d8dd167c08330a,
            0x9cb15b6121bc4998, 0x40b34f9e68b9808d, 0x98de63590bd6ac5b, 0x71e8fafd39766b8a,
        ],
        [
            0x2b874a5728a890c3, 0x4eb491cfa0798d02, 0xcf2fcd11fd2e6471, 0x488ff100ff96b94f,
            0x64a7d0ffbabb5315, 0x512603648c32c437, 0x44031157b0f2d246, 0x90b860b73b89e8e1,
            0xdc2420e2f6390787, 0x750b316688c0d43f, 0xee00f62b41aaa315, 0xc8855fcf0e820de1,
        ],
        [
            0x343a75eced0e735d, 0xffd33860f81406d7, 0x42afbf53c76af582, 0x47e035831c559751,
            0x4277b3b724033724, 0xb2df2166db1ea8a0, 0xb9a8e26109e22aa8, 0x47df176232206796,
            0x88a4f9b9dee690a4, 0xf3ea074c526a405e, 0xce408048b5cbc7ee, 0x1e7fa81fb5cbcc94,
        ],
        [
            0xf6ea6225ee8a30d0, 0x63d970984a1b909d, 0xd2e9b3349a2bd92c, 0x662d80958a4830f1,
            0xaa9dd465b6f62e8c, 0x669907764bc7ec25, 0xc10567a6c1449b08, 0xdae8824fdc5341e1,
            0xd6566db02bcd8799, 0xf0ebc2bea2415563, 0x49693d4f2605f0bc, 0xa605ecb2047b9b67,
        ],
        [
            0x71191262062312e3, 0x84c82a94691f46fa, 0xad4b344bdda57f44, 0x674b758ac4f0cfd2,
            0x3bc058a077543efd, 0x3d7c765756618d06, 0x95107c744dba9e44, 0xe59c3180cfdf1923,
            0x5dbeaf35e3f1d63c, 0x012029c643ab8726, 0x4f588a4ea256c6fd, 0x14a01b7a3e5d2e30,
        ],
        [
            0x33f773199bbb5517, 0x6fe031b8b5f98137, 0x95f2f990cdf1de41, 0x6313e20984b7cb71,
            0xde8da9ba67663c2c, 0x1292e0ad8b393fb2, 0x2246e46535525f15, 0x8f7a97a73e753095,
            0x0bb5afeefdab99c7, 0x7baa576419a2f3bd, 0x1e43f02e6ad2ddd4, 0x9a1aa03be67a21a4,
        ],
        [
            0x57b87abd83c35ebd, 0xfe5f016f9f1959b6, 0x7b04564454db1142, 0xfebe63c7789603ca,
            0x5322e0c5863e464a, 0x839ea54f8437362e, 0x36df08fb3e49464b, 0x3290c4c868310192,
            0xe29cc06fa15e82e8, 0xe9d31cf73edb59ae, 0xf00fbbd737759a49, 0xbc356ba853692147,
        ],
        [
            0xe4955ede45a66d28, 0x78ca06167d8d465c, 0x3c21ce7d068f3425, 0xccc56dcfd02681c3,
            0xa1bea20a02dd680e, 0x2a2cf7024f6f33c2, 0x5ed995807e186c9b, 0x89cf0a4f2efe879d,
            0xeeac9f12228fb86a, 0x61f4494593cb8da9, 0xc4fef96fa7d9b1e2, 0x0d8ac6ae468d2a4f,
        ],
        [
            0x847622b5682cac2f, 0x9575e1055f1c2f34, 0x14da9da7b82c435c, 0x99c8c4325b73e011,
            0xb978fe55ec8b37b3, 0x46b48f0f337d6dda, 0xe0d4ffda28147516, 0xa2bb0950c1a2cb4c,
            0x2a7d62872913cddb, 0x229afd04f67405be, 0xe372202e49a31060, 0x114129259fc219d6,
        ],
        [
            0xddc0e7d519ee3be1, 0x62b265f5397e3305, 0x8770728822903eab, 0x092af15ae7897c14,
            0xd5b4500e5c8a190d, 0x21452817cbcddaf6, 0xc0498a2995adf349, 0x41540281d63bb7ac,
            0xf235b49720b37da2, 0xb8d81b30b26e5388, 0x92838b8c225ca895, 0x6d2572f144dabd48,
        ],
        [
            0x4213254de5d9adb5, 0x63ed815681657280, 0xf403e57fcc594a30, 0x82e67b0ac811649b,
            0x47c3a80041fedacb, 0x72af9bb0ce3279a9, 0xba5ec8c9970f88d5, 0x3e0a8309f78a2690,
            0x1afa74b471d3bdbc, 0x49aff99df6e6cd3a, 0x14686b38ff7e876f, 0x71a5ccd4b302472f,
        ],
        [
            0x87ea0bb7baf33be6, 0xc931c506ad266286, 0x2327325b0a76fcc0, 0xc762618917cc6c09,
            0x58f94c7143e7d536, 0x6d388e734165ed44, 0xaf3606e4ba7992d8, 0x9026ce1e7548bae1,
            0x26885259e58a8616, 0xc55869c9b243da37, 0x57b2dfb01929fbf1, 0xa477d034e3c8de3d,
        ],
        [
            0x73fa3508180660f7, 0x4cae013e2d24936f, 0xf64a549f58493d98, 0xd9ceae0adc79f602,
            0x6569e37bd1512b84, 0x11e4c022151c9151, 0x075678c2b55c5813, 0xb26cdb5809d3cb16,
            0x6334dca3a57fb969, 0x0ed90820223dc3ce, 0x74f9c3aebd11e277, 0xaeefed3679c0b8e2,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x378205de2f9fbe67, 0xc4afcb837f728e44, 0xdbcec06c682e00f1, 0xf2a145c3114d5423,
            0xa01d98747a52463e, 0xfc0935b17d717b0a, 0x9653bc4fd4d01f95, 0x9aa83ea89560ad34,
            0xf77943dcaf8e3f3f, 0x70774a10e86fe16e, 0x6b62e6f1bf9ffdcf, 0x8a72f39e588745c9,
        ],
        [
            0x2a5f8ecf06616d0d, 0xca9b1cb8c7deb373, 0x9de31cedc59c4301, 0x1e0f40b10111d998,
            0xd29d229f960d5b95, 0x10563249d1dabab8, 0x7b225cc9a05ecac9, 0xb02e689678f3b8a0,
            0x009b52a1f5fb06b2, 0x8a575d3f842b9081, 0xfddb48afe9272512, 0xd39b8f1d0b452cb7,
        ],
        [
            0xae10069e808dc4b1, 0x64df30e18fb3ba73, 0xbbe4caf27ebaad0b, 0x5907bf373dd6119c,
            0x0a723dff9dfceefe, 0x59bff4ddf7cffc7e, 0x7bc95fa26a6f43c2, 0x9001d1d53ca0e2b3,
            0x316a7ecd27b3335b, 0xbf08e6727b8d7d49, 0x4b209f93c619058f, 0x4c0ca01e59d8f9ea,
        ],
        [
            0x167ec88a51b3f1ce, 0x19756ee0420024c8, 0x10f2e2443877e634, 0x6321bf2603462cb3,
            0x1dbd10ee9d3afcee, 0x0726f5f22ca17dcd, 0x094652660bacf018, 0xc92a9f2de1feb969,
            0x0043b0f95e1c5912, 0xa09b94d1757d3a63, 0x533956529fdef1e0, 0x9826886cd4fedd41,
        ],
        [
            0x34590975ed424438, 0x7c03ce744d11a200, 0xcc939a286ec406ee, 0x8d214276fee5454d,
            0x66a0e1a56b257f70, 0x93761a8a006fb85e, 0xc44f9df2aa70b65a, 0x1dac524f91d9e2e8,
            0x5894a8224fca1a81, 0x8586e418f3ed85bf, 0xd494dfb202899b5b, 0x7ea9f222ecb8e371,
        ],
        [
            0x690c0cfeb449d1e2, 0x4a5e150b1b8e1577, 0x22508042204d98a6, 0xc87a97f5bad2eb08,
            0xd307c59ed25823ee, 0x6ed083580df8b3f6, 0x280ae344314e7016, 0x6a55be876ef4e889,
            0xea930e5a24d04e38, 0x0269d9a7309830fc, 0x41dc8f0ae4afeebc, 0xfd1bc660f14ee02d,
        ],
        [
            0xefca7f7ba6c53c1b, 0xcb4bb33c524457a0, 0xc9eab87fe57d08df, 0x48c01c2a7d9a1967,
            0x11c97ed97dc27492, 0xd8c644861cf1f639, 0x541f8c0d8156576c, 0xdf5c8dff2384e299,
            0x9806935ba6be190d, 0xec6c5de764494b4e, 0xf04e2d4cb83c00b6, 0x379af438c0b84f15,
        ],
        [
            0x2e75a26eec65b53e, 0xfeb630b270552fb3, 0x53dfd057ee7d8e4a, 0xb959110d8994f449,
            0xb4a16596bb538367, 0xa70917bdef82f29c, 0x5a76430043bba6ae, 0xee207476cfbc194a,
            0xc7eab23803a4184b, 0x60c67ef20f7fcd62, 0x41e05799dfa8a0c6, 0x5d7d05e604d352b0,
        ],
        [
            0x941134bbe5faddf8, 0x211b3ed996b16dbe, 0x4ef0655cc344367a, 0x4b6308427293deb9,
            0xafd911af5ea7f0bc, 0x6bb4d3bcf21e5957, 0x7c99ddc240c0d43e, 0x75dae60afd07610a,
            0xe6f9531a0377d66a, 0xcb9a8037e4890176, 0x3c8f4b0972dcd77c, 0x820b21848837e34d,
        ],
        [
            0xb8b9d942e5f05504, 0x852c1d18975d24fd, 0x5476b1e60315888d, 0x5bcd84e91299103c,
            0x62b29a7af4d373de, 0xa209292b52fc4c43, 0xdd037e6ab0da9898, 0x15834038bdb30f9c,
            0xffad1fad2137fb90, 0x1f0e4a055af27223, 0xfeb7e9bbeeca6cae, 0x4b7af4dfe12b8310,
        ],
        [
            0x3ff4efe13eed22af, 0xd13021e7723ba845, 0x513120d0a7b5f0f8, 0xee67c079da534d87,
            0x7fa3e19ab512175e, 0x14ed4af4c3b73cfb, 0x8fe345c3b2cc8287, 0x20c19a55bf4c5331,
            0x52c11852e3a8d1ed, 0x3afe2791d495344d, 0xdf1fb43ae0e0f34b, 0x4360bd179a549162,
        ],
        [
            0x1e9507193c677bcc, 0x8c8ea2caf31c202b, 0x431b74ed8f541eba, 0x652411bad0537871,
            0xfabf56644a6f98d7, 0xf07967a9f6e8a15d, 0x4f611b1f9bf20fae, 0x5d1d2d0f51c2aa74,
            0x496fe7d9b40a10fe, 0x95b75aaeab1e0b3b, 0x9070d512303138e5, 0xf21311d9fbc3b66b,
        ],
        [
            0x2e613a44195d5eb9, 0xe779731baa4cfa01, 0xa722b2b522e25a03, 0x1d5cf443bb638b1f,
            0x641665fe2d2a16c5, 0x83086a5aa7b3b23e, 0x6d58cc3168470250, 0x12593caf82900e21,
            0x151a1b94ab808471, 0x8e628aca767067d3, 0x2ebfd96ca6a089af, 0x3984e8e2a831ade8,
        ],
        [
            0x01b7556a17674df4, 0xf07dd620df1aa3ba, 0x1d54d64f1316f22c, 0x0bc186c72e8f86e5,
            0x8a23f6587ea629b1, 0xd7fc710bfe221428, 0x0e715188d60d25cb, 0x8d672ca14045f096,
            0x37a5a2bd2993f8bd, 0x1adfca34c4c7216e, 0x7b25d5d2f5ec782b, 0xa6a8d1d368ddb5c9,
        ],
        [
            0xf634f0313ebc453c, 0x22249e7eb40cb97b, 0x0ee2375bba748de0, 0xa4f20574e3718502,
            0x03d2e6a177a91e79, 0x3e8882306ce30e34, 0x455bceea7ffc5783, 0x6e8e2260d061c521,
            0xa93c60e2f6904c4e, 0x6a374fe87d7c4f11, 0xcd2aafa02e18a779, 0xb44f66cefd3bc024,
        ],
        [
            0xc97c01eb436b59f5, 0x1d15aca7ef1848ab, 0xdba1ce807fa7d3c2, 0x69e6f96e81060874,
            0x6e3e0df74d7eeead, 0x8a3b5e85b0c87f3d, 0xc55ae3dbc8a23914, 0x5cdc2a92bf6d27d9,
            0xa6008c591de7860a, 0x8202f8b66e546731, 0x652f2d07aa1e45d4, 0x146f214f6df5415a,
        ],
        [
            0x4f4f652f3684ba0d, 0x1020168588a2de5b, 0x19fe3dbc738442e8, 0x4c246d692cce3234,
            0x7adbd2237db307a3, 0x5acb971143901704, 0x4e6dc2093185087d, 0x2d920c66c4359803,
            0x7cd192471e7ee5ae, 0xb652fa85ac5f13ce, 0xf5cd767241d65a38, 0xfbb2077943aa1601,
        ],
        [
            0x33b6325539354887, 0xc576281a517afef5, 0xdd5c8a2a721ff66c, 0x5ea32a695ccf14e1,
            0xe1e1b9ac79a3aa8a, 0x7ec703685d1947cc, 0x5280efa8c919b7c2, 0x2ca753bac3f86845,
            0xe9d5f24d13115c84, 0x25f4ddb34dfc8932, 0xeae21a82af38402e, 0x3ffd65332113b738,
        ],
        [
            0xda08dc4053f669e9, 0x025ea0f05eb9a71c, 0xcba2f5474380863a, 0x23ff33f8c0413964,
            0x9404418e858230d3, 0x9cb38239336b666c, 0x807f91b1ed7d192c, 0xeb26da973796bb3a,
            0xdafa6be4cff54ec9, 0xbecd3e1b71a10946, 0x9b17655d1eaa3c1e, 0xa0f14e2522bd1c43,
        ],
        [
            0x89b59c7470440e3c, 0x6f5b542b4dd128a3, 0x5f4d8d4fbf48e134, 0x9414a64bf3ea9bd6,
            0xb3435755024eaa91, 0x07a80562460e4bba, 0x4e5df2cb55c091c1, 0xd56044c1e2a04f95,
            0x0eddd83b870afa81, 0x300d129e5633eb75, 0xdfad309add5b204e, 0xebef7f68bf8aa8e6,
        ],
        [
            0x49556f49626ce069, 0x4c74e93b8d09248d, 0xc2eab92ca2284824, 0xfa4f00765ada9cc3,
            0x3a64d1fba9f3516c, 0x661490183129526c, 0xadb68cb5f3e8f8d8, 0x736a35f8dc7dcb9c,
            0x82f3579cecd7b74c, 0x7b4907a93f58e442, 0x8624faa8866ba50f, 0x520612556096c64b,
        ],
        [
            0xd22cbb381f1fc750, 0xa8557a762bb22cce, 0x7cfa9fd90bd05d86, 0x6ecd81684b4b2be7,
            0x2ea135c54675973a, 0x9a1c099a53ddc954, 0x523b0519dd6184ae, 0x750cfb02d23d860b,
            0x79024071701686db, 0xe94710ffc60fb535, 0x1eeab29487ada3cc, 0xe4a9c15083217673,
        ],
        [
            0xe36edc1508d3ef64, 0x36e8e9a13d41baf8, 0xa267ac7b0262e66d, 0x78ba8cf8904678dc,
            0x626c4ee30b242bfb, 0xc722c30523e8df06, 0x258c63d446bdbd01, 0x1473eb7e39478fbd,
            0xd2b14ced3950fd8c, 0xf4d81266234450ea, 0xeb285a1638f1aab6, 0x41b90fcbd4f5fc4c,
        ],
        [
            0x4b01246a651ed62d, 0x9f6824a30b9eb006, 0x763ae8feba95697f, 0xeff4f88defe2182e,
            0x2c2ef50c74ba79b4, 0x319df6c91d23d649, 0x481f9faff6c273a8, 0xe71564579706dc07,
            0x06f0617a424d5cb9, 0x6d6b5d8ba8ad220a, 0xa485ca14a2bd8c40, 0x7a7a15bf54cb54f6,
        ],
        [
            0x2b81611297b7dfe8, 0x5e062a13e3e066ce, 0x2964bc5a7532418e, 0x7422038396599b7f,
            0xa0b07e054cc5f35d, 0xdd21372e7e6dfcd3, 0x27330b878899a4b8, 0xcfdeca1583c509ca,
            0x6dfedb0e30f80e44, 0x7306ed9e2a7a8805, 0xbef44895a72af6b3, 0xca2e509e56ce65d0,
        ],
        [
            0x0e02e24e939f6bfd, 0xd7d30fe1ac840ebb, 0x08198a478449a366, 0x20df3a3844e05a0b,
            0x7f23e66b562ed8d8, 0x51d887b2fc50cac4, 0xc279c3893604df29, 0x03e5890a2bea9361,
            0x8ad0aa0a758cdb0e, 0xe875466834c64742, 0x133869490ca5e913, 0x03600e3612d28fe8,
        ],
        [
            0xbe9b29991cbea89e, 0x67accada39ec1d1a, 0x42a91a3f9cbd00fd, 0x03300e71cbf9148f,
            0x055af00138ee502c, 0x4fbcae2f54d904ff, 0x9e2789c539ece664, 0xf5392a37eda80c56,
            0x87b21d0d75079f8c, 0x7f0138669ac72edc, 0xd36acccf6376562c, 0x0228b27f0242b14a,
        ],
        [
            0xfca2efe11691d14c, 0x6defb7009c9fbddf, 0x20ed9fc073da07dd, 0x51135272577ef344,
            0x9876571f40644e2b, 0x6a31145c0b7b563e, 0x8861f8b40691c41e, 0x1958b4ed242d4b26,
            0xf30c8d3a8543370c, 0x6c8f64179e4ee95f, 0x1c80b6ff609de11d, 0xed1f741b202c7602,
        ],
        [
            0x69d31ea04a843d2b, 0x5238b958abc97191, 0xa03ba0de3319b354, 0x97a037375bb1530d,
            0xc6d02d5e20ed062a, 0x5ddd77b70aa3603c, 0x33af6b266ed2443c, 0x5e85aed8d31773a3,
            0x062e40cf0b8b3a80, 0xac06b54c40db3be2, 0xf38738ba1b800d36, 0x548360d6991d652d,
        ],
        [
            0xefa4de322f674d76, 0x50226cebf9eb5f57, 0x95dc0f6a8b5bf247, 0xbe633e4944df0213,
            0x760036d389f9f5c5, 0x88e34a81a0b40fef, 0x014abd9f82a618f4, 0x17b59c0906b3fdc9,
            0x6859ef269985de33, 0x091976b649255a1f, 0x0d8ab94af4b5f098, 0xfb697b6f49e7ce50,
        ],
        [
            0x5d723d1de1a6b4f2, 0x053a35a614c9bc4e, 0xe79cbf9949ea2352, 0x68e995373831e3ee,
            0x4a8ae80736901b6b, 0x97a767736cf9225e, 0x9d50a0712be5fca6, 0x11e3897eddc7ef22,
            0xa047f99016de0088, 0x5d7a4934383484cc, 0x35a3f34580e55fb5, 0x1df83af03d682c6d,
        ],
        [
            0x041c706cce5fb4d9, 0xddc78cb3b22a79a7, 0x7dc4cd27839e9d5a, 0xdfc9db83bf3c4c06,
            0x85b8094138b7bd22, 0x1007dea2d0f4c2da, 0xd7b34006c633fba0, 0xa8880acf4476e55f,
            0xa340b2c275236685, 0x5ddd05510113a85f, 0x7dfc7ab29cb32704, 0x9a334a33dabf22ff,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0x3fc9b3cfabe2cc87, 0xfd8d64e3514e77fe, 0x2003a58afe1ad535, 0xcec4be38cb39149f,
            0x4d578c99bdedf470, 0xcd35d7a33a356519, 0x7a762f278b078d6b, 0x3b6891ed31ae2701,
            0xdc0e817f270c508e, 0x5a7be2049fdb29c8, 0xfa1a0be3cb2711d3, 0x5865f55f3786a0c2,
        ],
        [
            0x3c7d6b644751207f, 0x65e1f96ae440c1a2, 0x8ed15d20aa0eaa1e, 0xe944ad2fc0eab490,
            0x71525aa1f6d9f260, 0x5cd14c8816146ba3, 0xf940190814a41275, 0x3bb7ea742288618d,
            0x6a4e1c37cab1060a, 0x357fe4d0c8cac96f, 0x97a8b8ab6a2466ec, 0xb6e83fdb9c01be70,
        ],
        [
            0x0cc553bb9b3fd7ce, 0x2e0ff43ce103b562, 0x96c01f0328222a3f, 0x7dcc5593c10171c0,
            0xc677366a4b3e5858, 0x872d4396bde4eebd, 0x5d0c5f3a7f83c0b6, 0xbf4274dcf7ba33d9,
            0x1df6e4811a635f83, 0x24e2e8347d807292, 0x792203a8eee1e676, 0x20475f907ef4e8a4,
        ],
        [
            0x5b0b5d692a7aeced, 0x4c03450c01dc545f, 0x72ad0a4a404a3458, 0x1de8e2559f467b60,
            0xa4b3570590634809, 0x76f30205706f0178, 0x588d21ab4454f0e5, 0xd22df54964134928,
            0xf4e7e73d241bcd90, 0xb8d8a1d22facc7cc, 0x483c35a71d25d2a0, 0x7f8d25451ef9f608,
        ],
        [
            0x0757ee852005631f, 0x60f484ea9d70cc3b, 0xaf131d246b011041, 0xe40711a1062e2e17,
            0x05ccf1b94c27e2c2, 0x29e9910e43d43758, 0x54daa550ed000e45, 0xf00a312295d3674c,
            0xdb006fe743ec424e, 0xbddf5473536162d2, 0x7b8a24b579d433bd, 0x3127a46f282297d3,
        ],
        [
            0x48f5588853666241, 0xb9fee3d39e6a068d, 0x8c50e3af0275e82d, 0xd490cf2dcab34005,
            0x20b11f86bf0584c8, 0xd49714c18179e559, 0x89647b178ded6686, 0x6c4bac8cf16c93d4,
            0x5401e4f8076ff71b, 0x577e73acb1ef9b0c, 0xa1b87e0ea46e7880, 0xab8d8bbb54fd28a7,
        ],
        [
            0x22ef6f606374afbe, 0x70e19fad26348f5c, 0x8bcd51a845f98ac6, 0xeeef7f7026b7ba04,
            0x33aa0644544edcb9, 0x22d89a1244974c71, 0xecd08f5d0f8d90a5, 0x495a0403cf03513b,
            0xe924feea27953ba9, 0xdfbe1f93eb5e7975, 0xd3c105a1285865df, 0x87b8b6360886fc87,
        ],
        [
            0xa704016022ec7edd, 0x19124972cc9c8ee8, 0x697f301f2ccb9417, 0x3ee877646f00d8aa,
            0x2b5afaf88138a017, 0xf152b14c832d7543, 0x27c27ce2383052f9, 0x4746c5b5e1dae11b,
            0x92dc5ac75b752008, 0xcf382e01e84fe5f1, 0x90e034197d5929ce, 0xafee3abb15ca3ffa,
        ],
        [
            0x1d57d639eb00e26f, 0xbeb198906985c10b, 0x38cd95a337b9b76a, 0x3b1d12e30304c87d,
            0xdf42dc6f4734e191, 0x1ed1d9e397841989, 0xfb60e333859b577b, 0xfb026d16ed3db987,
            0xa216b0e46f7855c8, 0x9501bae3539ebdf6, 0xd95a4a32dc8a1f6f, 0x76cb0b6b45307dea,
        ],
        [
            0x1013c4f4fde3f7cc, 0xbad5415a838699b6, 0x2a8b4eac64cacc78, 0x3d10f949bf75d233,
            0x5a9f7782fc84e55e, 0x209a18345ea7b274, 0xa66cb6d4f9e8d374, 0xf898d9479a20080e,
            0xe7e4b91b1272df4c, 0x5b8507cc5dd136bb, 0xbe4b5262372a8e05, 0xa0cb170c2aa4a47b,
        ],
        [
            0xa01cb3bacb1957b9, 0x053693ccf50694c9, 0xf8a887ad527f3aed, 0x2f1a80ece9bf06f0,
            0x74baeaa57d0eec9f, 0xce8e8b9ab0641cab, 0x91d1e84d128a1804, 0xbdcfcaec2d5fa43c,
            0xfc5cff124106fa6d, 0x2ae3ffab01588ac1, 0xe9dcc9b44c067052, 0xd8e3d74bafa7d4c3,
        ],
        [
            0xcb51f03954ebc926, 0xe235d356b8d4a7bb, 0x93c8fafab41fe1a6, 0x6297701da719f254,
            0x6e9165bc644f5cde, 0x6506329d0c11c542, 0xa2564809a92b4250, 0x0e9ac173889c2e3e,
            0x286a592622b1d1be, 0x86a3d7526ecdd041, 0x4b867e0a649f9524, 0x1fe7d95a0629cb0f,
        ],
        [
            0x724210e61e42b4a7, 0xa8d536afe2dd968c, 0xc69936e683582c60, 0xd031f1abdd5d7f68,
            0x7d31dcae8c4180d4, 0x117985f622bca188, 0x3b0a982537e38dc2, 0x1663fdc5896fe4b4,
            0x55d18cc7fd707372, 0xfac2d7a40d2d8470, 0x994763391b04b1f6, 0x87cfbb5ee0bd72e4,
        ],
        [
            0x8a43bba0902c32d8, 0xd8c69b74a3955e42, 0x413bf25d79c64afb, 0x3c39837584ac94cd,
            0xfbfa9c53a08ccf5a, 0x9d8ac945e9d791d4, 0xfb9bb89e5e7a2553, 0x1442612bb039dd24,
            0x8250ffe0a2e2344a, 0x5eae8b396426b985, 0xa1657768484741de, 0x05e52d4ac73cdf8c,
        ],
        [
            0x3d95d26a99cde27a, 0xed608a89b99344f4, 0x7a70a8f09c0ab25c, 0x7740953c496552d8,
            0x4da4ca0f4a366adc, 0xbf475c1b33274d4f, 0x5ac1d8288811b869, 0xed62e7b4d23446d4,
            0x67d78571a0eab287, 0xa74ae3e98b0acc4d, 0xa63f91d64077c236, 0xe2c3f82a818a6889,
        ],
        [
            0x11dd860e1c6d03b0, 0x30c1700809eec660, 0xd4f8aff635c0192f, 0x96a727b1e3a4a900,
            0x1426daffde78c8ba, 0xfacaa9bd8d1527c4, 0x0c0d5234cd072989, 0x1936c20d918550b5,
            0x4828bee43d914fb3, 0x8324ea38f3ba26a6, 0x027590f3a94eb26f, 0xfd354295acd957bf,
        ],
        [
            0x7b84928060770877, 0xa587cb10ef580431, 0x076028c40b88a216, 0x7039e09e52f76a4e,
            0x03660b74ad6f91f0, 0xc37f5a4b2c8cd572, 0x080c8341f9defdca, 0x7e369f3f2d841ebd,
            0xc0671dc80f40b465, 0xc3f703ee5258cddd, 0xf41d8398750bf346, 0x845bc3c4920288d8,
        ],
        [
            0xbd8e43197175b57f, 0x8a4069948da018d7, 0x88fd8b62539bca66, 0x729c4d26a6eec931,
            0xf487d8786ed70ff3, 0xea456c0e90744252, 0x8cee8cc8385af473, 0x73beeecd4deaa4e9,
            0xeae97cd2d938a842, 0xc6eed81bf08d2473, 0x6e903334ed53f360, 0x9e682be6255072fc,
        ],
        [
            0x4499c2c760b8dd5d, 0x88159135b7149d91, 0xbe06d6edb1e9549f, 0x167eb1c2f1251eef,
            0xda91f6be93855c8f, 0x13bbb4ee01f6b7c1, 0x529432a3f403c4da, 0xae7f1bf7ed04f97e,
            0xe2dc6737a1e435ef, 0xd2d60d18024ba001, 0xf531088dca190048, 0xf1fba0f60d14e58d,
        ],
        [
            0xf4f66843ca5baf54, 0x298db357efe7db78, 0xf607e86e7365712f, 0xd58822988a822bc0,
            0x2cfbd63ac61299b3, 0x6f713d9b67167b1a, 0x750f673fde0b077a, 0x07482708ee2178da,
            0x5e6d5bd169123c75, 0x6a93d1b6eab99b37, 0x6ef4f7e68caec6a3, 0x7be411d6cf3ed818,
        ],
        [
            0x62117ffd972728bc, 0x5ad8640f4a3c08a8, 0xe11c107c0c8936d2, 0xe3fa5d0c771ab384,
            0xc7e8b870f876aa77, 0xaa716c3ec048b28e, 0xa886039155a5c37d, 0x72646f89c11ecde3,
            0x84a6a9e700ff8254, 0xe27589801e125496, 0x63b02e9782fb07f6, 0xcb04f66a902aad17,
        ],
        [
            0x43fa0c0d6245a6e7, 0xd40388afe9f60f43, 0x0de56b4e3eb4ae36, 0x047a70643793dd1f,
            0xe17b3b9ae78b144d, 0xf5ad17cce9ab2be9, 0x2313a9bc90028e99, 0xbba34f3365b3ae21,
            0xe18cbc1038de88d2, 0x1a5756d7189ec174, 0x4c64b4aecd4c8a20, 0xec7f3d54ecd09007,
        ],
        [
            0x22a95a5c729b7ffd, 0xa4835f17ff82bc0b, 0x66bb9ba4344520ef, 0x5f9066aefd7a94a0,
            0x7c925defc045d077, 0x41b3071d770806fb, 0xfa6c83bb3ab72eba, 0x42e57d2ca27d6daf,
            0x11aaac76093533a1, 0x9dbf5b786eae903a, 0xe30847e96580734c, 0xb60011dea9cc35cf,
        ],
        [
            0x959353be3dfb423c, 0x8458e85836d41cc8, 0x6a4826f799d7a4f4, 0xab146ece52fe4b65,
            0x94fc21d735038573, 0x26f50135f4d56e84, 0xe15ca04d3162d92d, 0x8f652fcd34ed4e84,
            0xef7e79244f21a910, 0x2eecb7e9dcc76132, 0x5b484745dbe89048, 0xbf8c490f6e43a2c5,
        ],
        [
            0x7dd09eb1a467b1f9, 0x527d14d912565ddd, 0x745602c970ee8363, 0x9f0183e7c1deb295,
            0xd621a945e48af6e9, 0x355c88275ae535cb, 0xd55e52ea2406edf5, 0x50a8ebe81f92ee56,
            0x0da3e310f72ed6f2, 0xc88988bcc9d48cd8, 0xb22f24dc78f69564, 0x104f6ed030acbf22,
        ],
        [
            0xbded64b346a0552a, 0x8d8923f86e407aa8, 0x0744ce6e4c5adec1, 0x34e525471dc0bb5d,
            0x3f196d0d946b273d, 0x630952ff982e56c8, 0x7da4ad989a550d23, 0x34e1a1054959f6d8,
            0x6a797dd52ba06f5e, 0xa43dc4c35fe4d32e, 0x73314cc3d23c3f5e, 0x6775f20195166dde,
        ],
        [
            0x988a735b158475aa, 0xa14e8574923125bb, 0xf23c5dc20d72d7db, 0x279a5ade12243c11,
            0xad4bff859a9d6521, 0xee8fa263cfe752ae, 0x3822bda4c3a95426, 0x2919163f63f3b632,
            0x1c06b5edee6dfe76, 0x697bb829a9268062, 0x47243419fbc6e153, 0x7f9a9aa37433f873,
        ],
        [
            0xf92b307363a0a7d2, 0x32da431c881dc8cf, 0xe51bd5edc578e3a3, 0xefda70d29587fa22,
            0xcfec17089b2eba85, 0x6ab51a4baf7ba530, 0x5ac155ae98174812, 0xcaf07a71ccb076e3,
            0x280e86c2c38718a7, 0x9d12de73d63745b7, 0x0e8ea855bf8a79aa, 0x5eb2bed8bd705bf7,
        ],
        [
            0x2af29ba1ce57ffd3, 0x703df96e880c6c89, 0xa5fcf7952a94c4b0, 0xf9f5320aad7fcbba,
            0xb2026898a4017eeb, 0xcf6ede9750668742, 0x49fc2ddcdbcefdfe, 0x527af10254490518,
            0x40dd892114b828a6, 0xf5ce139327f01177, 0x9bb71deb9a5859ec, 0xd0678f8f031f1590,
        ],
        [
            0xf8d93a1065f67e96, 0x8f9be052df2c1dc8, 0xd7e129edd194673f, 0xec3331b637d01d8d,
            0xecd34ded374d275b, 0xe19536ef14ea63f7, 0xd4677b5254aed0ae, 0xb3933f1837b275a0,
            0xc76712061765e2e2, 0xa6ddbcfab7d7ee12, 0xf7be5965a4a9e7fe, 0x168db2aaa212e2e3,
        ],
        [
            0xa74a45bab23abae6, 0x7ff1006acb1d3a8b, 0xd874d386f74d0b7e, 0xdf6362f031832a09,
            0x93e1620266a0688a, 0xf087ba0f66e0841b, 0x99975d28d78048c9, 0x4353b311f7f798ba,
            0x64e18cd7bfb6a14c, 0x42dbb59ef17fd18b, 0x82d6e9eefc47bb15, 0x4f5da35a9afac3ae,
        ],
        [
            0x3ede2484da756624, 0xb22da2ab73b13062, 0x56069e93962a667b, 0xc931266b130f2cea,
            0x4bd6a6fca7366a66, 0x23f30563aa5ac3b1, 0xa025d0efd7c2b26f, 0x597ce7d862129bc7,
            0x4809927f2b3057f2, 0xb001c10a1499f884, 0x309d141c30b9a653, 0xadddce7dbf659d05,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0xa6c32900af2825c1, 0xb37c46c1d223a04e, 0x691e7d39063de7ea, 0x998df4e710daf9bd,
            0xc7085b9e718b5d7a, 0xd41abcc816b3d4b8, 0x4dfce693f9bc4041, 0x383677ed659ec7a8,
            0x2c1904bf4491fb34, 0x7c1bf1114552451c, 0x6562cc2c3c5e5e40, 0x1ecaa2a1fe0e4372,
        ],
        [
            0x84c3630bf3087bc8, 0x152691e674be6e26, 0x5abd125ff61af001, 0x69bca56fbfea3525,
            0x384af19900e0cb6e, 0xb0b13cfed00475a6, 0xedafde495e394049, 0xd988b558daf2add6,
            0xf14cf97a6c8ffcc9, 0x4d6cec23e5a9cc5c, 0xb0d678f88a104e05, 0x80a7fcba9fb527c1,
        ],
        [
            0x8618ffa79e30f8a0, 0x9961390cd12699bb, 0x5b1b0d744f61edfe, 0x33df67d9eb7a476f,
            0x7f1a767ea92ee99b, 0xfab400e32223a2cc, 0x16f376f2f534dc3d, 0x6f36eaefcec17905,
            0x8dc1516ca58765de, 0x893408262260ed6b, 0x060eb0afcf4b29ba, 0x9cd0a9f11d252bba,
        ],
        [
            0x0d6cadbfc22137d2, 0xb5db59d3628a3298, 0x3b433c734ab19507, 0x4fc53405660086b3,
            0x770ae903a1eb0f43, 0x31b5857ef6b5b58d, 0xe206e141d392868e, 0x8be6956f4b31de04,
            0xcfbfca2f47449e07, 0xebaef25639fef8e1, 0x959e37b8c16fc80c, 0x8bb4bdd2e911d61b,
        ],
        [
            0x014a0907e51c6673, 0x28118ccd3e6e6a91, 0xdbbb7c4dc999acc0, 0x01b771075e7ab1e3,
            0xa33fefbfcd8fb11e, 0x1df5b61fc0b8a5c2, 0x774dc2674478c5c6, 0xbfe1add422fb91a1,
            0x5ac4dc694d9c8461, 0xbf6e002a1e772c5f, 0x4922120e0b83fe91, 0xa7747f4b3efbadce,
        ],
        [
            0xc483d4b24343bbf8, 0x42aca2e18a0fc95e, 0x5165df6fcbab1fb0, 0xeb284370f6cdfc0c,
            0xab565c00994320fc, 0xc0d157fd62133e80, 0x7850cda55b69644a, 0xe37ae76a806ec8b8,
            0xd14b805cc2c82edd, 0xcb5468b6cf244539, 0x97d43ee825dbe92d, 0x1442243689fb8f1e,
        ],
        [
            0x421afbe0431cb760, 0x9ae9ff985203e69b, 0x56cacf4db1a2705a, 0x6a3a4136d128bcd5,
            0x2411c4b866191ad8, 0x39f26e1a15b45d24, 0x4cc82459c64ed153, 0x5c7a0dd58195b452,
            0x9c88bb1c69f6298d, 0xfe567b031933fdb5, 0x8a6aea71881308c3, 0xc1268b55a2f0adfa,
        ],
        [
            0xd7bf2ac6a0a85236, 0x2921b55c7194c46d, 0x162fabaa9afa9762, 0x7b7f1664b62b36ab,
            0x77b9f797296a84e9, 0xfcc1ad657dbd843d, 0xc6e9c1e1cd77b7f6, 0x9cf0e272917067c9,
            0xfa7fa93d3bfa90bf, 0x55846fe9d050e46a, 0x473b9a0d35c56256, 0xadd29e332b656a65,
        ],
        [
            0xa4fc828ab18f9bb1, 0x06de4c9da27a787a, 0xfbb7c7d7b1b3a12b, 0xa7052b94b8583128,
            0x173ec2d2e7b02fd8, 0x4b724682c776c664, 0x46ed9be5673183e5, 0x312191e83bd17c60,
            0xe3ed6326efd56a9e, 0xb3ebc44c943a2278, 0x7ef62ba9ec9cf589, 0x754be6d389832cd7,
        ],
        [
            0x926c2552ebc69b0b, 0x953a850fd4c7432e, 0x0ee85e14b9359035, 0x8b10b01abde090a5,
            0xb2878dcaec423943, 0x2571a178f70bde20, 0x24ed159af5ebeee5, 0x60c202af043f6539,
            0xdaaa76f4c8d4ffc3, 0x2fc1f1ba06eda10f, 0xddf159ee88ded556, 0xcfa71782e67b1ec4,
        ],
        [
            0x3c58c5ea9b037c66, 0x08d0648e0d5c6ec5, 0x1bf90c53a4fa3f5a, 0x660cf61740381205,
            0x63fd03081d44af3f, 0xe22b9c1a77175de7, 0x0b6044fc3556fc9d, 0xaefb6804fb55318e,
            0x77045bce5c46e1eb, 0x29c4a3bc76e8f93a, 0xdf8aec699d697f5d, 0x5bd9552845a89080,
        ],
        [
            0x31521f66d5d826b0, 0x0a63695240787844, 0xc0a3bd059c8f934e, 0x12c57dd42f0ce835,
            0x847f6a9967064213, 0x1c9e1a7aa88bd71a, 0xc4060eb2171e8407, 0xdf78d8dfed106780,
            0xa3d28ceb0d704729, 0x4f8e523246ca3912, 0x09e9f852017791f4, 0x594006631e6ea97d,
        ],
        [
            0xeaa3426b8eb929aa, 0x090924f2327bb35d, 0x4d23ba1276da394f, 0x05d98e56adecd43f,
            0x83c7169f6b4af795, 0xc22560a7c8f26ae8, 0xb43aecc2d01ab5d8, 0xe7bcdc1f7257d7d1,
            0x6f32d77650de3318, 0x6d736b279bf02c0a, 0x9534fa5865319235, 0x5a6a38493cfbeb3c,
        ],
        [
            0x547b0d9583939224, 0x3a0823ff1e026769, 0x6016671525bd43ac, 0xb6cf475e18ba5f64,
            0xa22f9c92c8b6d09d, 0x730553683ccf50ab, 0xa6de248eee6deefe, 0x32aaf8b2acc3ca20,
            0x0e254c5bad44e674, 0x8aa73e6535f95f98, 0xe622600160a2dc1e, 0xdf9482109109020a,
        ],
        [
            0x4c4d454849d77b8e, 0x431f942f6a4c982d, 0xc8633d051cb39ce8, 0x23421f8caf516f9b,
            0xc9db25d2aac876fb, 0x9f2669c5d882760e, 0x59dc4bf4c47d4bfa, 0x99ed0024c475f93c,
            0x269d1ca4ebe07d37, 0x49ce3bdbbf88b1fa, 0x515044053361e4cc, 0x207f0048735b3c96,
        ],
        [
            0x372798f02893f2f7, 0x4f62bfac9e5030ca, 0x5e64f9a98a1e2567, 0x5870254ce70391c8,
            0x2def81a341f02458, 0x25d4e4dc1d087bed, 0x3557d07d4fe24a13, 0x6da49186dc3112bc,
            0x08c8c5675f73ba50, 0x5309050b9c7c6706, 0x2ab67da3bd985072, 0x9bafa8b1e5df4e96,
        ],
        [
            0x30fe00bb6e8423de, 0xe16ce94784e4d005, 0xaf0f8c283fed764c, 0x05ef9bf67d92b1ef,
            0xbf6570d4eb481da7, 0x39349e30468494eb, 0xe32b99a63fb36907, 0xd92386da2d35e71b,
            0x74af8b79166a973d, 0xa0a177f94f72de6b, 0xfff3e19d5dd6c660, 0x15310d4d4b0d54f0,
        ],
        [
            0x3ac662895c02f173, 0x6a110e3876d566e5, 0xd9cc14e2b9577e26, 0x6f3d5df9fdfe617e,
            0x8fac740f352bb2ca, 0x50bc8a0cc28e6310, 0x6e572fc477ac93f7, 0x56277377605bb8e9,
            0xad6d0637402b8c55, 0xdab377914509eda7, 0xae770abc0854e91b, 0x523bd278742b3de8,
        ],
        [
            0x94f84d57cff31148, 0x9c567c7f6bf2a313, 0xc82e62353149ad8f, 0x81f69703c2a5d513,
            0xb54e6fc756eea9ac, 0x6799c7957c3aae62, 0x78e89c1edb280515, 0x3c5693066ac42925,
            0xd984c86dab063cc4, 0x61754b5151d44ae3, 0x23af8ec0cebeef0f, 0xff67170bc618fe8a,
        ],
        [
            0xc2cbd64417fecb90, 0x61616eb3b32dffdb, 0xdc4485a29f5d2095, 0xf78911246553371b,
            0x4f06ba18bf9b20af, 0x136d4f291a2c4df1, 0xc04aca34fb8b685f, 0xeec83c20f2b657bb,
            0x4da5d70a5925a36a, 0x8060874172ff2965, 0x2e0dd9ff9f352620, 0x5f0afa6746d1a7a8,
        ],
        [
            0xfb9670c26a770385, 0x5da887e1e9682174, 0x31fa9d6bedf922f3, 0x8de8814cf7a98d1e,
            0x3935b9b27a019f08, 0x1f59d6f3ea6173ca, 0x8732f39d5c638a66, 0x981a1b7a3d48d3e5,
            0xea451b381ee0ab37, 0x31a8e9abf2708356, 0xa491944ee86cbfc1, 0xd747a885a97ddfca,
        ],
        [
            0xa995a95bf46aace5, 0x44ede5379eaa630a, 0x421f3b3500336e3b, 0xbf897478cf47c9ed,
            0xf360ae32259e0827, 0x04e0e3e82e6a9f6b, 0xb26eae5fa9136702, 0xd6cb15a1853674b4,
            0xf81276e2748bcbc9, 0x7fc02e220a4ca1d7, 0xf650f48ecd82f330, 0xf4ea7c1dabaa8859,
        ],
        [
            0xeb252116ba5da79e, 0x51cc937edb691345, 0x1d5fec14077458c1, 0xaa304f7ba0808e6f,
            0x4bed89f5abec4c09, 0xc67293cbd1a3b798, 0x0905f7d342122672, 0x83675b2da0d3a277,
            0x7f422b7024bf5bca, 0xe2144c6910495acf, 0xdac1c357a6a6ab5e, 0xd1a3b951c8b1d472,
        ],
        [
            0x1ccd44ff95c746ec, 0xe18914b510405763, 0x50ed644321a3a927, 0x4f96a1b143ef8e8f,
            0x7f5645e577952bf8, 0x4bc5c7ab66dbdf15, 0xacc1612623930a08, 0xbf5ed482504cf9b6,
            0xdeb7a798d71ecbd7, 0xf62e63b14a4dd859, 0x668809a7daf714d9, 0xdd836382f3a4329e,
        ],
        [
            0xb95e2d85e81d9e43, 0x8a92acdd1418f6d8, 0x5429140110ee43d7, 0x32a2933c625838df,
            0x801d57dd3d485868, 0x33bba67258af765d, 0x545fe2583f520eec, 0x900ed51a32d71974,
            0xf21fefe6df3ed77c, 0x2f0df28c9deb2d81, 0x90898dd780856fb7, 0xeba82159bbba4771,
        ],
        [
            0x894bdbd9c48f3ad5, 0x687ff8de09e167f6, 0xf06104a930371c43, 0x82fd34b7ce84dd10,
            0xae122deb66ce5abd, 0x31f041d2fc4a90b2, 0x2589535c9a01c607, 0x231bcc85695bd7ab,
            0xc67c306262e3a31d, 0x31be44757af3e186, 0x1a2077a388efa7f1, 0xffe53e22815fad1a,
        ],
        [
            0x81ce91dd6327460a, 0x4cc880a0e2f22af0, 0x81aa9bb46a6d36f3, 0x8ad516741dd10657,
            0x212267854253b30a, 0x530d1f6a8f161dd6, 0xe7eeb4c7e9ab63ae, 0x84f225bfb72d250e,
            0xc81cb984458a8dc7, 0x39fbbe3bda68c1af, 0x8c6c99b3083cafd9, 0x4700ba37eb07d40b,
        ],
        [
            0xdd15591366229776, 0x84093730f7882064, 0x6dddcb14e50ee337, 0xa8e6ec597a1f7e81,
            0x8467f998f3738a6a, 0x70fcc6bcad3f1840, 0xf82eb4be723b3f4b, 0xf0f3935406beec1b,
            0x1b181ea37ddcb539, 0x9c82c4faad6a81b9, 0xcc5ea5435c612c2b, 0x63ce7571bb258d6f,
        ],
        [
            0xa794308d2599a1f7, 0x06bbefce3e72b328, 0x24f2c6f5420f6ae1, 0xedf67defaae894c0,
            0xf66396eb2e8e9821, 0x21fbf5f7a701c8ce, 0x7fbb192401732f26, 0x3d0063a944f57696,
            0xd6bcb1c3513dd8f7, 0x1fbb11b2c9f8c033, 0x122f94b17b57b3ea, 0x08edce19d24626c0,
        ],
        [
            0x1b5888550b96547f, 0x4539c9c065d1a59d, 0xd6c95fea26e15084, 0xf84ad9e286b96242,
            0x92f57d6d451a5486, 0x0215cfcb06a9e87e, 0xe05b10eaf66e46f3, 0xe7b0e72f655a0642,
            0x035032677b117f43, 0xf5b78105779ea4a1, 0x28ee00faa4adac77, 0x1ea67d716a93a2b1,
        ],
        [
            0xd069a9971dec038d, 0x64401a3fd0b59bf0, 0x33eff74ce7ec5e85, 0xfef5a1c50d35b207,
            0x731cfc17e766bc43, 0xf994c0d01328b6cb, 0x4f2a5eaa2d3cc024, 0x7f83c57036a6fa14,
            0x915a126d65f71dbd, 0x588fdd68acfb54eb, 0x7de9d37b7f57b2af, 0xca52d27170e071eb,
        ],
        [
            0x7be81fb126882c6c, 0xe2d5a251ecd25498, 0xbb3d40e27a8d1678, 0x1806c67ad520811e,
            0xadd4bb6686f65d23, 0x3a62b1b3e20e23d7, 0x208b47006548b3eb, 0x0497f09ab7ec2809,
            0xbd3964f8121c37e2, 0xd35ef301a598efbb, 0xbd76a276c5eef966, 0x64700a7f0af64e46,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0x169474a2d3812087, 0x9de300da6698ca7a, 0x8589de922ede425b, 0x50e03fea6df8a890,
            0x0d8a5c1c4ba8b8e3, 0xf273aa673fffb91a, 0x21cf054475fc8236, 0x6ceafacf9799c242,
            0xc3237eaed0962c81, 0x43d6ac34213f6004, 0x45e619b2d4148b6b, 0xfafa18b5ea5fb80a,
        ],
        [
            0x9a8580aa2f063b51, 0xa83c8ff71c216613, 0xb4da0970be07f781, 0x0ac2a260712f7b7c,
            0xc9b8ee84436a7b97, 0xd758c20d11fb2f62, 0x5daabed9f170b799, 0x018d2fddc46bc387,
            0x82d6b5b7d96cfb8e, 0x4d7d0d9344d9e843, 0xfa2a9ea991e7da3c, 0x8230c1a3d531b253,
        ],
        [
            0x82412f525ec31754, 0x42f462c89d32e890, 0x1e7b58cece897ff2, 0xcfef785241164628,
            0x34ee0422d8bb22ef, 0x6e0d44ac7d32f01b, 0x968251655a3cc196, 0xa26724dc99eb23d3,
            0xdb575fafa75f7252, 0x778e333062a3e5b1, 0x8689884e84cccc80, 0x9883cd19b645502d,
        ],
        [
            0x4cc41f2834220e26, 0xb5937c6da49749c4, 0x705366640fa1ca24, 0xeeb40f3b91e5edaf,
            0xcdf98235f1d3de14, 0xa65e5b7eff018c43, 0xaa3228e7acee3a6e, 0xb63a6289e08f4ff1,
            0x90e90425650b2daa, 0xe4a8cad26d875f17, 0xc212029c9ce8a46e, 0xce0512835ed7cfb5,
        ],
        [
            0xb0df226159b79436, 0x82bd0dafa195be26, 0xbc99a94b3398c317, 0xbeb44c903c96ee31,
            0x3c39ad81664d2e46, 0x081787520a3e0585, 0x9a054b6b413e269a, 0xbe58891d98c3b62e,
            0xe7fa4c4de5734974, 0x8ac535f4d0a846a8, 0xea0f95f1a651339c, 0xa255274fd96aa239,
        ],
        [
            0xe23b7b229534047e, 0xbd70aea83a3bd625, 0xf44b05fe238db60b, 0x9c46fb140293abcf,
            0x12cab5d3bfd8875b, 0x1f38d4aa12dd0c65, 0x4bed41572adf9805, 0x3f87da928a56609d,
            0x10b93363da02c903, 0x7ecc726621ce4786, 0x8ae366851e3da5bf, 0x196040ffd3edee12,
        ],
        [
            0x4805841fe81508e8, 0xe2a578d3a4808642, 0x6bbf10accd0b2555, 0xc5071effaf5cde28,
            0x665e75439a7124a9, 0x157c11edc1437981, 0x2019367d7aeddd8b, 0x74a1e104386e3b8a,
            0xe72d429bfbe09a42, 0xaca96fd9061b862e, 0xbb2d2bc8122595f8, 0xc90c6503c509d644,
        ],
        [
            0xadb5966fcff05ada, 0x8ed26c025c57284e, 0xa76e73e244693a95, 0x14da74355982bbd3,
            0x46e982cd5d2ca132, 0x8f39074024938e76, 0x749206b30a89b09a, 0x429653c793b4a1e5,
            0xbee3d1567025bb7c, 0xe23f0e1e19555c9e, 0x0dec3837751639ba, 0xb36cb84405d43bd0,
        ],
        [
            0xae76a96e74f90b6e, 0x5fa8e94824c6789c, 0x2b3584bb03abbb81, 0xe19ce47c5c451f72,
            0x35792fbad619ac7a, 0xfa0282a250059bf4, 0x562bfd14dabe692f, 0x1aaf542c47eeb6c2,
            0x392d5bba045d0360, 0x4e7bb31bd80fe998, 0x08f62ef31111e14d, 0x4de917b04e9ee1b8,
        ],
        [
            0x8b9d2d5867166271, 0x658db4ea142bab7c, 0xdf84932fa4ad2849, 0x04b113355f6f86a7,
            0x2de6b29c50cfcea7, 0x46d8f68a9be6a3a3, 0xfb88cda7af0204af, 0x3ece449126029d72,
            0x69fef1e23f946dfd, 0x708532fb01ef7bb5, 0x78d5053deb3795a2, 0x819a63206b36d57b,
        ],
        [
            0xca07e0c1e509d19e, 0x6c7e42c39f6281b1, 0x0e2ff43977b66728, 0x1d740e7880e76251,
            0x6bfae4c631a0eb23, 0xd78ca917aa9b0b3b, 0xe140c662991e1781, 0x6e396b5f0dd3cfee,
            0xf0a1d1976ce7f6c7, 0xbe10f8efd5b01564, 0x865cbd54101a5194, 0xf665885266861ded,
        ],
        [
            0xe4e52e865b28f7da, 0xeb43a6809a58683f, 0x73b951bfb49f2b38, 0x7b6cb7db3f8097cf,
            0x9dfb8d0b328fbf05, 0x491635a5ebce6211, 0xa31a152390fdd577, 0x334120df1cd2f39c,
            0x1d22834e6b563876, 0xfd91b30d10ee5a28, 0x3d7a282d59aee4ea, 0x36814c6b73300a76,
        ],
        [
            0x7b584add6621c251, 0x98da669d4233aba3, 0x4d652b7933aa2065, 0x901bcfb8df7b4ed4,
            0xb2ce587948012f81, 0xc18e2cd63cb71b88, 0xadb0f2bdff86279d, 0x46d9e5d65bd15866,
            0x11b1fb3ec635a4c0, 0x8bcd0ad201b1006a, 0x0f6f7502cbab210b, 0xd6cc3e560d6b3995,
        ],
        [
            0xa54a6420137264c5, 0xa6ef0e78f9c2e45e, 0xba8b5a73d58d850c, 0xc0209ed86ef6fc3e,
            0xe39dd0f391f7518a, 0x74697b8942b3eda6, 0x2dccac36abfc9150, 0x80e4fba298b2f5a5,
            0xe0e56fd2771018d5, 0xa31fd1684c22bb94, 0x8b0998f71a66ef21, 0xed483e55b5a53ddb,
        ],
        [
            0x95db1c0ef23978eb, 0x80ad1612f04011f4, 0xe76bd1824d7ae83d, 0x841d6e668fc3bd60,
            0xb68e80796875e2d0, 0xe3965efcd5d9dee7, 0xc488bb7e58930931, 0x52f4de19a907aa24,
            0x39aebbdd321cc197, 0xd2f5b1f967de5c66, 0x60f1a8c28efe3e76, 0xf40604a0af988831,
        ],
        [
            0x78b5c14c0acb5935, 0xd9ec715c4311d3be, 0xffa22ab209e1759e, 0x5a86263db4b2f68c,
            0x71e77c516b5be7f4, 0xfb5bea3a19844f6d, 0x2519d0060890ffab, 0x426a03f0f0329ef0,
            0x2c6d74a685b3c2a9, 0x9306f68fc294f449, 0x552e77c22c69fb46, 0x7c7337ad10bb9886,
        ],
        [
            0x61f8a505d2b9f25b, 0x1d33aafe4c8645ff, 0x26f3fab7bcd333e5, 0x8ff4fc51be95e40f,
            0x11cd52c6b55bdd5a, 0xf2b4782a22d43de8, 0xfe66e399a4c0e1c4, 0x26c6d7fc17954032,
            0x44c700f97f20d2ca, 0xdf67c3927187cdc7, 0xe11a98f9da36414c, 0x0bc5763a04052276,
        ],
        [
            0xe75b564bcf95451b, 0xd5ed760cc01aac32, 0xccf14dc5980d2c06, 0x235b5034ce2a5c0c,
            0x64dc86aa05fa6780, 0x1d2ea4877385590d, 0xb18696f636c3174e, 0xf530487b608215b4,
            0xa073d0750a123172, 0x8ca24b5afde8666a, 0xd6dd589a9b716dc1, 0xcab7ea504a721d4a,
        ],
        [
            0x34dee42c1592ebce, 0x5b0eba2e417636d3, 0xba178703a97d7356, 0x16f6119f4123e8cf,
            0xd2906a53ef179fa6, 0xac5530606b7ed572, 0x82a25857b600f5c8, 0xb1dc1309973d516a,
            0x6d53a967245c6e34, 0x7ce90bf4f670b879, 0x727ad4129732b6eb, 0xf00fb0054411dfd5,
        ],
        [
            0xeba7daad2b14da6f, 0x8274d1a8cee90515, 0x985c18f885bdbc82, 0x86555ff094d43909,
            0xb0b1b2b6539e108b, 0xa4f32c66c0bf1313, 0xbd4777c162080e0b, 0x73039da8dadfb23d,
            0x85bc57374a27f1dd, 0x9a8ae24eeaaa58ab, 0x161cb2f5e876fac2, 0x54d457e46636e377,
        ],
        [
            0x409b17487bece8c3, 0xee36a1d3b49f5c90, 0x8ed9eb2a619ecefc, 0xc50a917798ab7bb1,
            0x1eb247cceee2ccff, 0x07a9566f084a0f69, 0x59bda805a7cbee61, 0xf588124ca4e7ecd7,
            0x0f7d8c3dde5eed54, 0xd98894ddefcb791f, 0x2fd80439ab309d7d, 0x0c8bf15d3e6cf756,
        ],
        [
            0x076a19c70e68a69d, 0x4d01c94b24b3854f, 0x9f38c5eeea8a85b8, 0xea80422d9a56f9c3,
            0x10d9ceec9ad36735, 0x42194df742261173, 0xc7332e70c285d22d, 0xf3a3d4be592ff9b0,
            0x2fe712f7f59846ab, 0xd6de5201e4362677, 0x16ce8f1d4f30006b, 0x1f3c324d11dba5ed,
        ],
        [
            0xa5af9e1c0cb4335c, 0x00a46bc0f3d0dbe5, 0x852a18c99d734817, 0xc12d54a9986c0102,
            0x184b407063ffe60d, 0xe05182437d99d723, 0x8d3886cb20ef7647, 0x7e9c618017b1ce8f,
            0x194baf260f176141, 0x978015d3b4694945, 0x2603be2f1c135e8e, 0xbc0f5e72ba074e0a,
        ],
        [
            0x1674b959cfe7bceb, 0x62e1279fe7b66a28, 0x3962a32dc67c3648, 0x4949617368d720a6,
            0x4e81df85a957a5b2, 0x28b5c45753123c0f, 0x5091dd347e239c67, 0x10b9c3f6160ef925,
            0x5e7720f52c119dbe, 0xd584ae76c94d609a, 0x476c63ba86dccd1f, 0x70103a1a32508c6e,
        ],
        [
            0x64f4f4ee90a17a16, 0x31165bee7cb22fb7, 0x31da800b924825b0, 0xc2c169db0551e47c,
            0xf9ca5e0e0d583789, 0x5e4fbdb53cd42f2c, 0x6ade1fce1d81000b, 0xa105df391d6603e5,
            0xd659094da3139f95, 0x363a882851d01444, 0x13cd7cbb2dece086, 0xaeea2aa96ab9020a,
        ],
        [
            0xdcb31a931081405f, 0x200090dcf1326ecb, 0x773fe49cde99f0dd, 0xf6a7cb67fac2c511,
            0x95c93429b40b014d, 0x967708d4198dd723, 0x74591cc184b90062, 0x2539ef20691d2550,
            0x7d7290765a5d86c7, 0xa81f085475c6fdac, 0x103186d1c0f0d5cf, 0x5ae582e07eb3b8d9,
        ],
        [
            0x7df39eb2f9f3456c, 0x1e7ad4587be12020, 0xaee54df11fedfb79, 0x98f3a0879bf1dfe6,
            0xdf958d371d13fb71, 0xa745249717dc809d, 0x9f2ec9dd02d4eb90, 0x9db5686e48b0c7a0,
            0x7d064cbf72532eb0, 0xe204d56593a71a9c, 0x0c912346f1aecdec, 0x894224a3d25d243d,
        ],
        [
            0x6bbf77cb5a508291, 0x2af81442d35db82c, 0x357feb1a2b9febf8, 0x74240a81a25330ce,
            0x7a9ab575b4917998, 0xa60288d5eda3ef5c, 0x360410d30aea9569, 0xef66acb5b9bf8c16,
            0x7baeb466cc381b57, 0x024a98b8247a4904, 0x6e70b4c3e3c58130, 0x276e2420ae8a56d2,
        ],
        [
            0x3b4a25222c57f1f3, 0xf43d352ba8d1f53b, 0x169fb3cce198b03c, 0x92172ca923235a6e,
            0x90b5953683f996e5, 0x32b1a34cb5ab11a0, 0xb944e4b7b9001351, 0x1084de3d28ab5cb2,
            0x60f1dc93c70ec63d, 0x790e1d496cfa10f9, 0x79bcc2277c3cd865, 0x95007ac24fd31fd0,
        ],
        [
            0x6b5d8db5f75e17b5, 0xc5ab42961b45a230, 0x586f097b7486832a, 0x1ec456c14f289757,
            0xd11773bb57b04a20, 0xc84dfacd0821d3df, 0x580da8cd586e399c, 0x58c1355ae3bbec57,
            0x0a476934d594a2e5, 0x0490ffd537e99427, 0xd41348386a4d8c4e, 0xd62cccb3c83d6e28,
        ],
        [
            0xe6071a3d57c9e219, 0x88728c47a93f38db, 0x0426848b50eb1a01, 0x9df36972cada9a09,
            0xf2ad4a2d4f494ec4, 0xae26577de1f34993, 0x72ec08cde3618d7a, 0xd1fb89013ea90c46,
            0x915936173b94f996, 0x8703357705387745, 0xf1961ff818fd5199, 0x7f0b58d34c2aeed1,
        ],
        [
            0x3313a9d544b133d9, 0xdb85c25d2da910dd, 0xc0fdef915e4dd5cd, 0x902a2a93c565dd67,
            0xd8eba4dc7fed05ac, 0xd453995ce157dae9, 0xd655d0b3f250cb55, 0x4194a09e86119222,
            0x5b7e525a0652872b, 0xaf7968efe68c0ddb, 0x2ec02930f51cb31c, 0x237f3ae4f2be071e,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0x9b23ab4e94d0864f, 0x46356266009c9fc1, 0xdbe99e51e798edf9, 0x38547449307675c7,
            0x23ffaf55628c0fb6, 0x56ccd2a31698c372, 0x39f45a578347ce95, 0xe0aaec744f2c6118,
            0x2a89079e4af138fc, 0xb86371ea2ee4ecc0, 0x076d256a06bbf92f, 0x9073adb8ae3c4c51,
        ],
        [
            0xba2e9543743c15d9, 0x7d5812db1c99c984, 0xf94db95145bdc19e, 0x951d00ae382e77bd,
            0x9940a5fbb220b29a, 0x6908d50e58fc91f1, 0x682e42eadd0940fe, 0x2124e23aa1d32009,
            0xbe15810016294d05, 0xaea13fe32e326d68, 0xc0dfe1ef15e64fce, 0x32dbc0b5b8237a8a,
        ],
        [
            0xe59b80020bc28725, 0xc6f8fa54149f8991, 0x8799172a5af5b47e, 0xf72c9780160d7e8d,
            0x1d1ce972b2f9a549, 0x8fce3f164857b44a, 0x2545bdd71ed5e0e5, 0x222c33a7c259176a,
            0x5a60343a4e23c064, 0x986779f91d1fd9cd, 0x5bd5611b3570b5b3, 0x2758caeaf9d765a3,
        ],
        [
            0x6ee65a08c36d3f25, 0x7b6c811fe393e4d4, 0xc4a2cc382876e523, 0xab7aba26d3bf53aa,
            0x5bf00871db7f290c, 0x3cb1cd131ee6d5bd, 0x4cafb218de998ada, 0xa1ecf36af6319101,
            0xa1fe785520b281cc, 0xe457198e64d9c65e, 0xa3d1a6d0c5a0e67b, 0x69ddbc3290cc468a,
        ],
        [
            0xcb0a3657a1fd057d, 0xad79ae60b4aa013b, 0x0b85210997ed887a, 0x5fec3e1f30d9b297,
            0x4ce4149f10fb9c74, 0x4e08b4d98cbff785, 0x81b0d7b42f07cbae, 0x08bc321e495230ae,
            0xaec221de2b841eb8, 0x62c7d86ad83c22e6, 0x5504dcf885affe91, 0x785a06f1f445481d,
        ],
        [
            0xd4ee3f7f6dadc46f, 0xa1f3dc925d7febd6, 0x4c0bee1363ebab5b, 0x70e32d77005ec237,
            0x302fc73dc52fb006, 0x1af84c0a8f159899, 0x42a5478f0686232a, 0xb4fc56348a308687,
            0x042c4970c8378f0d, 0x70c195758e2c86c5, 0x61a95e6884c7c767, 0xd96a8216d6fb43a8,
        ],
        [
            0xeaf237a8ee49a1bf, 0x78bf04bf4ea1da86, 0x5fbffa473f251ad5, 0xc40570f6d828578e,
            0x5cc65c0dd4e118ad, 0x9e18ff965da48548, 0xe27fc2e7ef7e714b, 0x19ff3f7c13df7524,
            0x35a32fa55e27fb12, 0x7fcfd72810003fae, 0xc74b50a3f49800c1, 0xbf0732ebdbafb2e6,
        ],
        [
            0x0c62fd2d543c1255, 0x71ea9c6fef361a27, 0x76b0933dcef3f9e3, 0x51b1ec2d9889ffa2,
            0x9e84b2ba9a3c88d2, 0xc8996b961913e52f, 0xbafc5e94cee43e36, 0xd9898d2470c658b7,
            0x4e9bcc41bed17108, 0x0db5b7336c7a41c8, 0xd4be07a7795369cd, 0xb899f92f7bd3a934,
        ],
        [
            0xa4089bcdcf53cae7, 0x5d1f815a5312f7ff, 0x0a622537e78b6e80, 0x9cea9d355a98fe2f,
            0xeedf9dceacd16a4b, 0xba487776a36c65ea, 0x89dcd623f6a2125d, 0xa790bc4240dee109,
            0x5c05da5456e54df2, 0xecb3a86e491809d6, 0x76f2551f35638be3, 0x34b0e31ab6a93a1a,
        ],
        [
            0x1fffcbc010e15faf, 0x8447bdb8910245ac, 0x857d521e86476901, 0xcd1d5f87369ccfe9,
            0x560b3277b3f1dbf1, 0x4ac02a1a47ea4266, 0x29ac98b6a8a929ee, 0x020ec6db5e5e70c0,
            0xb0be38ba21291be6, 0xcbe9d362bdba40de, 0xc585450571535a89, 0xc21839de3d7a3235,
        ],
        [
            0xc01a0a722d033ed1, 0xd5fb941e0bba736f, 0xe780d8ca57b2a6cd, 0x85f71ea14b254b75,
            0x1843d5fff46e8fc1, 0xdf2e74b40d18ddf4, 0xe0d22a28c48c8194, 0xe7341fc1d89a2db7,
            0xe01a82e7cbef09c0, 0x0fa85cc37e00e288, 0xa15df54989fe9608, 0x385f7b0a772809e7,
        ],
        [
            0x831541b39805497a, 0x2ceb5ac879c414cb, 0x86601fa616d2eb82, 0x373d19079338ce8e,
            0x98151a90c1f5c87a, 0x966ebde6048a538c, 0x5c4a8c5ae180ff7c, 0x6d9065dff996d994,
            0x4e0dd86e2460ab91, 0xfbe8b3ff309a8f5e, 0x33d7cb35856f7218, 0x62b2200a1ac59f2a,
        ],
        [
            0x97a3697e44122de2, 0x36886fc39b81a35d, 0xb592a42a8a5ac720, 0x6990bda7b4f6899c,
            0x14d0d1a8d91d314d, 0x2337c098e77d8b2a, 0xe050b30aaeb15f55, 0xad55fe4432f87e83,
            0x39eaece428798322, 0x8657e12924e5f9f9, 0x5fb87189c391c614, 0x1908ad8babab0810,
        ],
        [
            0xb36ad750a460e53f, 0x727006d60df0f7b0, 0x6ca3ac348ee96a11, 0xb04f6ae930e75d1b,
            0x9957738a3a24e9ee, 0xc0117a7d16521e18, 0x79fcea8872ad7e27, 0xcbe2c2d37281e3b5,
            0x31915f1cc391fc60, 0x1c1c0082a13a92e1, 0x362663cc7ddca7ac, 0x8021aad689689d35,
        ],
        [
            0xeec5543ef134a90b, 0xdbcf554128c03636, 0x4854d7d93fa1ea58, 0xe7b66746025c1cdf,
            0xbe612a218a65556b, 0xf71ea86b57c0d7b5, 0xa65e144b40f2c343, 0xb261b35d80412529,
            0xbbb22b32a088f637, 0x94184246d19f3c59, 0xefccb5d5c0cc2292, 0x420888636cb47b95,
        ],
        [
            0x3f2eff53de1e4e55, 0x6b749943e4d3ecc4, 0xaf10b18a0dde190d, 0xf491b98da26b0409,
            0x66080782a2b1d944, 0x59277dc697e8c541, 0xfdbfc5f6006f18aa, 0x435d165bfadd8be1,
            0x8e5d263857645ef4, 0x31bcfda6a0258363, 0xf5330ab8d35d2503, 0xb71369f0c7cab285,
        ],
        [
            0x5d51f68ea6f139bd, 0xccec402f6668bd75, 0x8ff69bd8d5fc8401, 0xdcaeac09a7681912,
            0x3bae3d9bbfd7d55f, 0x8f9a0ff7c63d0ea1, 0x4a7b6c7c02b107dc, 0xb540e86bb71c4e2e,
            0xa449c876a662798c, 0xda48a1749427f826, 0x7589c8d529698efc, 0xa000257376ccccd6,
        ],
        [
            0xc19db6f05890e1cb, 0xc21587edfcac8d05, 0xa9e88798d86730ed, 0xee3e6ee2c27441cf,
            0xadb2c63ea23af57f, 0xb524b7da29ff5977, 0xab1ed847d3e4739d, 0x6592a0131cbfb581,
            0x1f519c6ea1798195, 0xfe837a814c324a4d, 0x74fec4a85c813abc, 0x7b3b5351dce539b0,
        ],
        [
            0x4f8fdec124de2de8, 0x0778134b9d024252, 0x24275be2e4260be3, 0xa70b690245051d4a,
            0xdfe0146a1053f488, 0x79777de6210ced17, 0x8a8e485b5f6a13a8, 0x723d24ee813ad992,
            0xeb4b29e16e0616a2, 0xc39732f94d0f215f, 0xad3639282c474595, 0xf7db11b7f9619dc5,
        ],
        [
            0xb886a0c50c99e321, 0x4063d19576e924e9, 0xc03cca041a659dcb, 0x1e01abbc1bd3dab0,
            0x9d7cf04fe9141cd8, 0x5f87dfa73ef58d85, 0xa579e76388d764b8, 0x381dec6a74b9e5b3,
            0x354221f99a4c9a67, 0x8c2556d33f529346, 0xced3642bb4349eb7, 0x1527cec7fef5c92c,
        ],
        [
            0xc02756869ece76cc, 0x712fa42d8acf80ac, 0x4e56da51f1b5901d, 0xbc6de66034010b7f,
            0x3b09d0b79fe7f4e9, 0xb70ce78cf823dd47, 0x1b0a4abb1a42372b, 0xf7dce797737ddbde,
            0x95f9dea400a3185b, 0x02f7d6560c7e79d7, 0xaa0b55684ca21e9e, 0xe2aaa81a2a56805d,
        ],
        [
            0xf2e42ef7785ecd51, 0xca3438cf33d9c0d2, 0xeef9ec08c1c097f3, 0x9e438fa746682aa7,
            0x53d0144531a7eefb, 0x04431241e6998a0b, 0x2c1bb2bd55bc7feb, 0xed99e7afb44d4943,
            0x7f37bc4a3c77d21e, 0x866c0978398e3997, 0xed7462305bde12b8, 0x24796f7c7194fd1f,
        ],
        [
            0xa340e5228bfea660, 0x4dded6c7d9846ec1, 0xa8c198ae5edd08a8, 0x1a42bb0edfe1e861,
            0x33c7313d2e228178, 0x7f35b8c5be7b2009, 0x280b83a536df7a8d, 0xab770ceda4ebc811,
            0x0dafe296ad7c4f92, 0x40d4aca3d5503fdb, 0x8c043302b497029d, 0x36c75c1a67e01768,
        ],
        [
            0x7e4450cd5e83d570, 0x0113cab242b394e7, 0xdf4062a08ee24413, 0xf8a0fd4931227510,
            0x06b798f4b80f0d23, 0x33f17673b72bffa8, 0x4638602b5de9f490, 0xbe3a65834d905654,
            0x446e0afaf406772c, 0xef68dfd7b4ec908a, 0xa6be004966ab5ebf, 0x56049360ff376531,
        ],
        [
            0x0dd928dce9d305ff, 0x2b712baaac382f4b, 0x8731c901f05b6733, 0xd08d8434790cc96c,
            0x9422e16f3eb894cc, 0x93943ab1e4fe8710, 0xb8b370298b6d3bc1, 0x13fde57ed65121d0,
            0xcf35145989beff37, 0xcc9e41b13833104f, 0xdb3c508bea083793, 0x085d5e2da24107b1,
        ],
        [
            0xb47202b760b6ce82, 0x8129c1befe05e9fa, 0xcb70cbdde861de07, 0xcf35fbc5af16b6d9,
            0x60071beec9916116, 0x3aaa496ed057e63c, 0x1cb0bb12c356f065, 0x12dccccef4de0d26,
            0xe3f59cf67ccc0d48, 0xd66f10b3d9569e26, 0x95f4d7e79d1853cc, 0x10313dfdbf651d5a,
        ],
        [
            0x9dbffa8c4e4fac5b, 0xcad63c0fbd6cf065, 0x22ba85186e4276bd, 0xa5410ea9c5d613fc,
            0xfe06c10a938dee53, 0x39d661f7574e0500, 0x99427d6db8f5937c, 0x9e41537548350448,
            0xc23811f191debec0, 0xe08c3a91bff14731, 0x556dc66498aff154, 0xa896281f3c7e9121,
        ],
        [
            0x779b55062a3d9774, 0x3785db08e0554291, 0x9b3a4eb8546c69dc, 0xfe36824dd22d8fc8,
            0x037d9ac9471132a1, 0xc895e332a01e1c28, 0xe535ede71b5e2845, 0xdc90cd7c568743de,
            0x3292b40b4691d367, 0x911fad21b4f16a4b, 0xb3c5f0eb455d018d, 0x2eb2def669033748,
        ],
        [
            0x6a2ce40439a3b408, 0xb3a066ad95f1c7ed, 0x30ee11ec194d5f3d, 0xa47ad90bd873bb91,
            0x5bb92d17f8fa6076, 0xaee47cbe5e14d1aa, 0x826f2657410cc8aa, 0x0e571d25f9145b5a,
            0x0343a25c6048844e, 0x55b658218422a5c8, 0xaded898b10d9ed4b, 0x1c0ed1371d67a2d5,
        ],
        [
            0xfd1297a4307aa8fb, 0x021f242177952146, 0x17cc2d6f0ba72fee, 0xa265095d01a3a733,
            0x2e12c2e7a07d5f8b, 0x27bb60341202224c, 0xb58b3fab8185dc12, 0x83467b977700f166,
            0x98242e227ff9e1cc, 0x96b2a4d9f4b28f1d, 0x64113c3865ed82ea, 0x7dc9ab732ee160e8,
        ],
        [
            0x841d56a86eb80169, 0xb882f43f25d4880f, 0x293eb7d9b247daf7, 0xd21055a916ad0b08,
            0x195f5a3bc533c368, 0xa2a400e6afd4c84d, 0x3f7ed75303a8c86d, 0x0ec0194d8cea5800,
            0x5b79e87f64123203, 0xba50ef69ccb1f4c4, 0xb28ae4e17f0400dc, 0x6d333d784bc8921e,
        ],
        [
            0xf16938f514c5969b, 0xde2e3cf0944b2271, 0x2d5095530b6490d6, 0x8432fef1a28a296a,
            0x6f254dd08d26415c, 0x3780eeadd50c2865, 0x4f5bc455665b8794, 0xef31fb9e56cb7018,
            0xbab8dd6e65e59340, 0x676baca2a56dc2ea, 0x38eea06beaa90e05, 0x26e64224174bada0,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0xa35e411c2cb40964, 0xdd7d4f4cc331a3d6, 0x7c7c859e89a66f2b, 0x9908c37e0def8ecd,
            0x8274124e344947b7, 0x0d279f7b568b0ce8, 0xe5291961866091ec, 0xb056e3bf3a08acc7,
            0x60fb39e156bd3a7d, 0xe56a34d6268f8562, 0xb3a1fe1613fd8293, 0x6a41e1a967537fcb,
        ],
        [
            0xd927283013575004, 0x01a330d620b2275e, 0x58b9207f450db713, 0xae95338423e16d95,
            0x4f10c6d4e60e349c, 0x541d03ecfeb122bc, 0x22548cd22c648211, 0x5c2dc84cd01354f5,
            0xa1c6f912b6167b3c, 0x6967bab27902d2ba, 0xebbe0b0836de34ba, 0x6985b33a4b79625e,
        ],
        [
            0x3ec55ddc9004b845, 0x5101127cbe7b06eb, 0xdddafd57fc4176e9, 0xd8cb31c0e4a31ddc,
            0x94e83a89d42feabb, 0xd4401def2f74ec68, 0x9c9defb65adb654d, 0x9a3513f05053eeda,
            0xceab2dec7cdb455e, 0x9954280859d24f59, 0x22ead45231d30504, 0xe9df48f90521a229,
        ],
        [
            0x9e857f33771560ab, 0x4ae1ba22250f109d, 0xf8538d68ff4f6566, 0x35380f15ac339148,
            0xfef0bfdd5ddfc12f, 0xf706c6bf1387d93e, 0x618ce77d5357e131, 0xf0921744236478c4,
            0x24eaf06e00dc0da5, 0x049113be07603cc7, 0x5cf489088f6963c7, 0xbe5eb9e6ede4a300,
        ],
        [
            0xa35f723365dcf08e, 0x8ccaacf9cf53cf98, 0x8dae2edf648dfe74, 0x788b453db267a07e,
            0xb7b009c9cd1611ef, 0xe019cb0a5b38823f, 0x0bb3da9ed55f7b6f, 0xe9e891fbea1082b9,
            0x52e61d89f78e5ada, 0x7f8127d715b513cc, 0xdd79973d7274ccd6, 0x33d0f55408c02f8c,
        ],
        [
            0x96117c10d775dd4c, 0x3f66964d12c6d870, 0x86765c404948ed2f, 0x9826e079fd89f57b,
            0xefb429adb7c0da50, 0x7a20da55581cefc9, 0x46990e062e035881, 0x485096caae03beb6,
            0xfa0387409c927e71, 0x39fee8c866d969c3, 0x9207aea63f3b6778, 0x8d556b48456319f3,
        ],
        [
            0x98f68e3e348f36eb, 0x6e1ba1bf09878441, 0x2264e71b831ac474, 0x9ca499a3c76d0645,
            0x89c287b5dc495c20, 0xefeb32ed3265c9ff, 0x5714486c5aca7252, 0x28108c778bacfbf6,
            0x7e11a5d948ab57ab, 0x58a2cdee6655583e, 0x3a6cfe0ec4ccd902, 0x656dae2854b714d9,
        ],
        [
            0x77e486f85d066c15, 0x0c05b6c24ed5307d, 0x322b28ab7df36628, 0x2d14d1316704dcd6,
            0xd359977af29a3567, 0xc29bb132ec96d3b6, 0xfd6e400ae6bfa701, 0x03db99244c7e5101,
            0x62d81c7d9b8533af, 0xefa638c28de66eb8, 0x7405a9d7e86784ee, 0xafaa74efa6c22223,
        ],
        [
            0xde1bc7656cc7f3ec, 0xb47be1eca70ff127, 0x784566ed7d694e5d, 0xd3e51403b8669a36,
            0xebe165907f878e57, 0xb8913eb496081b03, 0xd2ad959846d7da41, 0x0f9278f958164f18,
            0x37bdb7a8b2832bb0, 0x786b0005d7a72e99, 0xde60f459427909d9, 0x24b6783cae453fc4,
        ],
        [
            0xfb17c5f4eaea22ec, 0xb1157fb67516641b, 0x5fa3060d36524509, 0x438bc854ab540070,
            0xf5bda04498f942dd, 0xe22de55da0f4550a, 0x3b475bc067d9cfa2, 0x75daa429a10c909f,
            0xbcc50953aa552ca5, 0x69021eef687e4928, 0xbe95cd1ae4128f31, 0x3f895fd2f3f1124d,
        ],
        [
            0xe35690c664282b0f, 0xddb04731b89240a6, 0x4951ecc9c215f793, 0x05da06e5b76dec8a,
            0x6398e0a715fd5e72, 0x9df3def03437520b, 0x9926033ddc0fd49f, 0x948822f541ee2de7,
            0x0473942e11f40cc8, 0xb471423387384739, 0xa015b6cd81c19383, 0xc37819e5801b51e8,
        ],
        [
            0x6909994f0572e536, 0x9d22f9157fed8954, 0x1505ca05884aaca9, 0xe4b6530996995a98,
            0x30e00a5ed02c000e, 0xb9032350236e7b09, 0xe696f09e14f6c7bf, 0x2126b6277dc18d06,
            0xa9ada7b401e1e2a4, 0x9630acb69d2d025a, 0x9fab2c6ed84ffeb1, 0xc1d0db26ab7584f6,
        ],
        [
            0x4065d0a784af7178, 0xf098b467b5d7e25c, 0x84f8a475d9bc16aa, 0x500c643afdcac6b8,
            0xed9fc15b78bac0e5, 0x6d8199fecf688a5c, 0xe9b1b652a35a5652, 0xb6443bc560785108,
            0x5def9fd72d1e2dca, 0x69e7eed4135421c9, 0x260d2c286d445a82, 0x6f16a43069564cfc,
        ],
        [
            0x62c6ebaf4d7b5ac1, 0xdd64ade898d8fba9, 0xd842456873af9804, 0x99bd5c0ceee41c7d,
            0xa7371491f66dc1d3, 0xaabdcbdcee34a0cd, 0x30f57a2008bf18c2, 0xc919fb85342ff4d0,
            0x9ced71b879301725, 0x399ed5ee19c484f3, 0x8e0fd1d75d7c1605, 0x8b18826bc8b68e3b,
        ],
        [
            0x476de4d3598074eb, 0x987977215dced6dc, 0x1c0f0ab1c5f5b104, 0xcb21cee998732bc6,
            0x61eb82f8b0a91ea2, 0x3e30b88c0f1356cd, 0x95c5da20d2545381, 0xe5f352cb6f566802,
            0x9fda91a931312987, 0x9b59b7bbca1035eb, 0x32de121758996be2, 0x557f177b9285e1c6,
        ],
        [
            0xf9b2dba4b9d36e91, 0x5fb4f6cefda9b2c4, 0x7692a4f33b8104ee, 0x5da885b0e4e1896e,
            0xc2a30fec73d2aa36, 0x7d06e6af86f60bca, 0xbc8bf16d87287887, 0x6c3dd86a3d701bec,
            0x8e79e2f37e35610a, 0x981139f482f9d71c, 0xf8997ec424e62733, 0x330d989aa3518061,
        ],
        [
            0x7105eee3678faf28, 0x4c3fe2a802772c00, 0x00b18e237450cf29, 0xa45fa6d186f87369,
            0xb373ce1663f06d93, 0xa0395d057d231adc, 0x459895890e24f7e2, 0x8b2c85a96788b52f,
            0xe73e99a1e76ab50b, 0xd74a42f7e9b06866, 0xaaa393222f1b2de8, 0xa7e982e86d60c51f,
        ],
        [
            0x643cc52a8b2a94c5, 0xd3dacac5063ff9b7, 0x645966106998c741, 0xca40c2aec2a730e4,
            0xbff2a8a6225fc96b, 0xd607b9fde9b0d53e, 0xcdc5feb608d30723, 0x8b2b77c96abae921,
            0x257ffd6cb9618a87, 0x83d86679dcd626ce, 0x78a75a36ebeeb2ce, 0x3bbd9defcbef9893,
        ],
        [
            0xa05356ac22f0394c, 0x0194784ce2a91876, 0x4e03bc0a125ca13d, 0x199fdb974f7bdcfc,
            0x750a241ec8349242, 0x013fefd3c22f7730, 0xef9e48037719d5d5, 0x2dd02290653ddba1,
            0x9add02c2e4bd53d3, 0x26c7c59369f9c3b8, 0xe8bb3b97c3fe77ca, 0x954cffe8eec9d16c,
        ],
        [
            0x6cf0e6ef9b7e3cc9, 0xb465be6b0320acbd, 0x02777783856111dc, 0x3a1d36f0c0e9f2b0,
            0xfcf4f6365e7fe507, 0x36bf41827fa7c8f1, 0x09a02de8b0f4ce56, 0xa0bbf65ca9cdb353,
            0x7211a9654b7f4e35, 0xa6b2ba79805b58bd, 0x418302c20957860c, 0x3c17ec02f99f9d58,
        ],
        [
            0x8b1b8e9ac047d3f0, 0x2618faab09bef23c, 0xb5770aac639e4666, 0x88d197b8ec3ed5fa,
            0xb1da38642f1aa500, 0x8b22e1c56f69815b, 0xd216260db4dfa6b1, 0x1e00c65f82b2b9e1,
            0xfb014bc1ce581a07, 0x077809bfdb746034, 0x75ef7559844a11e4, 0xbfc708f5afaf99e6,
        ],
        [
            0x1493c776acf51b19, 0xc4f73aeaf3c8f0b6, 0xe80470f6b7680bfd, 0x93648c0cda40a51f,
            0xda29f338c8bd2704, 0xf9215a7ea97b6c79, 0xee933563efda4913, 0x3a7bc68ed3418a0b,
            0x77ff94087a3024d6, 0xa274b519809ab1eb, 0x917f19fb6b598cb9, 0x1eb27f850c60e223,
        ],
        [
            0xaf76b6fad381d04c, 0xcc0964107d6f06de, 0x3a2f8546ef7cca4c, 0xe34f84cdc6298b54,
            0xda3fcf3005bd71f7, 0xffd3485c615ccd30, 0xec0efef8c398b6a2, 0xbd80707e7e8dc4e7,
            0x60e047838e0951fb, 0xaca7f28902f449d3, 0xe6b81e63ac3d9bdb, 0x056e7f8e4eaa5008,
        ],
        [
            0x4e6ef410ca89fbad, 0xe0fc53ba53933b78, 0xa4f03403fd41d143, 0x3a507177e0774c37,
            0x078e8c568ec7484a, 0xfb73c6b6fbb3f66b, 0x169c94753bfbdff6, 0x44d286060a232243,
            0x3e8e968508303114, 0x7a9797b8fad0def2, 0x0ad14404efc1c8da, 0x6daae4e921ced721,
        ],
        [
            0xe47777ba84eaeb9a, 0xaab965768dd25575, 0x985d616102b9cc28, 0xf92458e43b549098,
            0x788de5c336d67bca, 0x5221d3033df74edf, 0x35b8f2e5a5acf7c8, 0x0753f96225f333ae,
            0xfca6386d8ce58cab, 0xeeba1489f69c4a5e, 0x6c220ef11e5ce9dc, 0x2b49d1a46e9dcb1d,
        ],
        [
            0x797a5794c32e9797, 0x620791cac34760cb, 0x6f8983c99b1d6226, 0x8f17d0a391945ef1,
            0xdce52dd58b3e1db2, 0x5f61fe18acc5adba, 0xa68075f343eb0516, 0x55ac980c52bdfe2f,
            0x8e199d99a1f8c7eb, 0x4fd473182b1dd713, 0x006f1206d175c542, 0x80591eea02d5d59e,
        ],
        [
            0xda000cbf9f138743, 0xf0ac239ca155d49e, 0x00699ca58fd5ab8b, 0xf66c14f6d40fea88,
            0x18d3da02dcbd8420, 0x590db47cf32e0c83, 0x7c2a84e38c8a3899, 0x158de0c74f81a409,
            0xbe75e251be89b82c, 0x0a76ffedd1f1e301, 0x9a4ef71ed2eab976, 0x8e7cf28728e9af6e,
        ],
        [
            0xfde0d1b4cbfd18ab, 0xa3c9917595850f83, 0x16d3ad79c9eb9de3, 0x2707ec8b0ffbcdac,
            0xd7e6750fa220287c, 0xe51baf059c2e155a, 0x3018c309871e10fa, 0x074f08e3f23221c2,
            0x1aa323aecf15a4af, 0xf085d69cc1b8cca0, 0x47a3eaccb143a969, 0x56a04522f3a98430,
        ],
        [
            0xbec277d60c2a03a8, 0x715b6ecd72b192c9, 0xc00aa962ca5a03a2, 0x7f218ddaa4aa9682,
            0x55ebe97fdeeb25fc, 0xceb02820220ac18a, 0x124fd2ef231dbb5c, 0xc877512fb0ff7358,
            0x02a5f65be56141a6, 0xf3f5c60b80b62b16, 0xc3183b9fb0861ef5, 0x296673eecd6861bc,
        ],
        [
            0x050cdf2b509e344d, 0x681a23486a33564d, 0x672ccbd9f65e9898, 0x65066a57bfcc6341,
            0x751a38eb7ff98232, 0xdec451889190c84a, 0x3d0271908e1d9e95, 0x7ad5e757f004278a,
            0xb1b96175b4e74029, 0xed5edf661aad17e6, 0xbe877b11d9e3f9b6, 0xe139323c0094c102,
        ],
        [
            0x278e457e8d7be02d, 0x8096a7b7604c33f8, 0x85b0c3e7acc852cc, 0x368976b3f30662d8,
            0xfd533d0075a6ab4e, 0xfb92325ff7e54a14, 0x30357e4dcea8c925, 0xa7fe36de312cea36,
            0xb715d39616523de4, 0x4a4fc592094d8750, 0xc18fe14dba27f714, 0xa752202ebd806d00,
        ],
        [
            0xc7e9ddef88dd2dc2, 0x2c21a99819a0c0b5, 0x6bc0746db239bb82, 0xc811a8eb28ea1341,
            0x5f714ca71d1309b0, 0x79eabd20d4eb9b34, 0xe0e5afdcdf0fb30f, 0x1b01a16d8c0814c6,
            0x670e1e7b84334366, 0xc8c38f9a0eed1116, 0xf914fae2619bbd50, 0x1ed062cb51c1995a,
        ],
    ],
    // row 38: multiples of 2^228 G
    [
        [
            0xde849cd1d89594ab, 0x00e2d2b10ec4fb3a, 0x3fbd9e3dabe92fba, 0x785414d43324900a,
            0xdaead1abde20904e, 0xb493e121aa5f1ba8, 0xd60a4f2d6eaea0dc, 0x394746b56fca8596,
            0x163dc78934efa243, 0x3067dccf216a8d8c, 0x116b6534a901617b, 0x8c4bd099bbabe51e,
        ],
        [
            0x929454f6b3952db4, 0x412142ec4d3f69f5, 0xf5b0a7c5ee25c0b0, 0x7d3372ff2e752295,
            0xd6dadc7d6eacac68, 0x5f0076cca96a8e3c, 0xea831db671725b3a, 0x4a286c89c29ab454,
            0x5ff817e572e3c00c, 0xb022e25d2a5fb6ba, 0xb611c5bcbb392476, 0x062c14dc190485a0,
        ],
        [
            0xefda99d9ce11b02e, 0x9017bd4a3f820083, 0x8b9e6cd1ad14ac6f, 0x1239ee331f413880,
            0xd98e93d993dd7fb9, 0xc280d252894fcb12, 0x33a9201a5230b5ee, 0xc6aeee256e41de26,
            0x845051280d0a320a, 0xc20551db4b607b53, 0x6e63c766ea228c2e, 0x883321aeac48f25c,
        ],
        [
            0x0372678dc419b0aa, 0xf95031d8c13fdf17, 0xebaebca4b79594c3, 0xe587850baf3b75cf,
            0x534183ac2c1e09c6, 0x3f5b0bfdc08204cd, 0xdac2cf06e297cc77, 0x5e47d9c6d0487084,
            0xf6f509f490b0f6c2, 0x3ffc3cd6c2c62207, 0xbb21eb1132ff1887, 0x2116a023e62ccc6f,
        ],
        [
            0x1ca74a318dc4478b, 0x97997086ff132482, 0x370949038d6b4aff, 0x12ba86e02f7906ee,
            0xaa76f77adc452bbb, 0xc64a35cdf9837039, 0x41fe307085138702, 0xcfa3811bd0942b41,
            0xcffa24ccaa7d44b1, 0x22bae395d86900f9, 0xe7a138782e3ecfa0, 0xfd430ed786d28980,
        ],
        [
            0x91b8b685e2a0a7d3, 0xcaae1cf6866978c7, 0xcdb0d69ea7d99319, 0x3c8441dc7632a26b,
            0xf11a365c62ba170f, 0x5b0c1e4234e748ad, 0x523ca2d80ab534a3, 0xabd7ec7de06a0f67,
            0x71afc7771d07308b, 0x73588d77c291c2ef, 0x29baa3b0aab40d17, 0x2f87f536eea9f156,
        ],
        [
            0x0ae9143ac92452de, 0x34bfffdfd93b53c3, 0x23dff7a7f3b4b882, 0xb178e73de22d9b99,
            0xa83861afaa4f02b1, 0xa249bd36b9064c2f, 0x142eb294ae8a5508, 0xafb8eefbc91e3fee,
            0xd589717fe649a8b6, 0xa925c47cad53c9bb, 0xc339b11a09ecd8f7, 0x573c6d341bbf1142,
        ],
        [
            0x406a7e2116960728, 0xd03923f85597d8c4, 0xd4402eff020748ee, 0x7827442af39b58db,
            0x77e3f2768d8cfb04, 0xf6eb49c8e45a978f, 0x9db0829949247f6a, 0xce71a74706669fe5,
            0xe434ce47b82775f5, 0xe84995ef63910016, 0xa35e8b971e47792f, 0xc779cb3d7c6aaeb9,
        ],
        [
            0x6768f197f0c64dff, 0x097eedddfecdc37c, 0xd5b1e563d1716c49, 0x9cc29f59848f58ab,
            0xbf76ba49d8ba77d9, 0x2441433f10b28c49, 0x64d7173632c5b6f7, 0xf7f60750bb04f254,
            0x4b8f79a894dbc860, 0x04f6a706acf62628, 0xd278b8bca0dac11d, 0x2f1df94acaa52852,
        ],
        [
            0x83f92da42c7bdb9d, 0x7ee9e6fe5c8f7d11, 0xb49db5948449d043, 0x3cf6b2acf6f0cc94,
            0x9dd82966aa9bf685, 0xdfef4cc8efc028c6, 0xd9205648ea992e20, 0xcdf4cd802e7c6cfd,
            0x2eaa0d3f4778d448, 0xd66c02561d550b91, 0x31e91a94f794c9f0, 0x3d48c21065083703,
        ],
        [
            0x060f90e0593133bf, 0xb53203c95141a2f0, 0xdd482f7b905c8fef, 0x5a881c5c5893f33d,
            0x882671cbd443956b, 0x88ab5f5891a9153f, 0xe9842fa07416ef26, 0x0334cf6565aeb914,
            0xe0be1149bdd0c07d, 0x2e5e1c70b04fa082, 0x63e59b927fcf56bb, 0x68126a82fc899d02,
        ],
        [
            0x66428800ff381db7, 0xa9b9d01955574ac6, 0x30cdc21fbdf4a86c, 0x2ec38d35741c4a26,
            0x35496c230b6be057, 0xaecc67e601656b1f, 0x781af00ff7d70324, 0xac0e65795d7ee71e,
            0x60a35c6ca6b14e3a, 0xacd6813b0e6c1c3a, 0xd7f770241faeef73, 0xd2254b8f23eddf05,
        ],
        [
            0x7aa6351ace143fe6, 0xb841832e859b5d1c, 0xebde9ea13228d945, 0xd073cea6016f2c6a,
            0x638837977fdb8b11, 0x7591671b27360f69, 0x99526333b70b371c, 0x17e624d76b9e1ab8,
            0xe960e128405bbc48, 0x04872c85d1326d01, 0xe13125e43b9af083, 0xa08d435376e98678,
        ],
        [
            0x755b3ee8120cf932, 0xe633ec494d1789b9, 0xcf1157822acdc57c, 0xa87c488a6351076b,
            0x281e9dfdc2080e74, 0xa9fcbc48b4a18bbe, 0x083a323b5f3fedfc, 0x84f4c12dc3cfea0f,
            0x5e6c9deed5dddc3a, 0x32df1ebceaf6c15b, 0x76047e26afcf6348, 0xa889777104b5d271,
        ],
        [
            0x523020fc2fb9d83a, 0xcde5c38a36a06b18, 0x728aa50e4da499f7, 0x6722723a9e702b6d,
            0x689a2f624167cc75, 0x5ad53627fb4c99a7, 0x4263ae5f0aa0ef3c, 0x7736269f7617b95a,
            0x1553f642e665616e, 0x76893424849d4718, 0x045ed86577472177, 0x1c2aaa88c9583e7e,
        ],
        [
            0x1fa064cfaf31ea1d, 0x2a9547a848e8d974, 0xda8102a1fa9d9453, 0x786aecabdc6bd7ea,
            0xcaf91e3bca2f6044, 0x67d86ea78573f208, 0xd309fce9c505ae24, 0x67ddc5b17f86eb8e,
            0x57791ae0f3d53056, 0x26b053f00d1fd61e, 0x91c962c0045ebfa6, 0xe95246de076ed979,
        ],
        [
            0x3cbf2e628bbf42f2, 0xa8e6b510302c61fe, 0x26c73f6d80fed076, 0x5d7c5f01ec79fabf,
            0x30a32430fe3984cd, 0x5b0d7be01a99f4db, 0xa4b1b03c820804dc, 0x7138792e70a43719,
            0xe4a3c8758b4e980d, 0xac14d6bedecaaac6, 0xedb24dfefdcd44c2, 0xb411317f02df82c1,
        ],
        [
            0xe94970c80a9db831, 0xc8be806815b37e10, 0xf51980061e138066, 0x34f7c81284ef528f,
            0x9eca2f0f0ab3418e, 0x2f3d30ec83c37bc0, 0xb451dbd3a97c94e8, 0xa44a5af80774e7a7,
            0xe5e41377f6421fa9, 0xca3dfb4f7bd17370, 0x90f12ede359563d2, 0x41f3663039e471d5,
        ],
        [
            0x269141d2fa66c39f, 0x55c85f15143824cd, 0x36a3d72835b9df1d, 0x6d3889eac9204454,
            0xb35dc07b90f4fd28, 0x1f9a079f60f70cd8, 0x93f2e61ad624a44a, 0x76d5353e4d7dacda,
            0xd2edaff0ba0c3810, 0xed8c1b7133f019db, 0x64ebb6f083b08834, 0xf9865bc8639bf9fa,
        ],
        [
            0xc49c99895f6e9ea4, 0x4a91578be16ec8e4, 0xa1c54e890aeb5ac5, 0xa9094b07ee09b9a0,
            0x3587752f09a74b27, 0x973bf8b044bbfed0, 0x91c26f235636a52e, 0x8ac948b8eb7e3b41,
            0x14234675fc457d56, 0xde98e4fac76398a3, 0xa80f73110f4a46e0, 0xcba089bd22b66fa3,
        ],
        [
            0x032df5924913e31b, 0xa1425213504a551f, 0x1213e7ee15ad2edf, 0x82f4d3fa8e449a78,
            0xae362b489b939b18, 0xcdbe443c60e81d9a, 0x3e3354f320e94e6f, 0xdc80d296cd3742c3,
            0xf3f958abe2847303, 0x670f7998c9974f9c, 0x7402a8fa3ab5882c, 0x4cbf681476b52c05,
        ],
        [
            0xd53daad8004ec8fc, 0x3ce6211bca197f64, 0x8a76cc37177a2ae2, 0x5af2310160fd3043,
            0x967e6f27c5e92adc, 0xd7647faeb27db16a, 0x42bca4d894944703, 0xc70023051e64aef4,
            0x60db1b6e2063cbfa, 0x98fc77193b5b6115, 0x4b8687f5aab99716, 0x749b4325741c00b8,
        ],
        [
            0x6a13c24ae6dac0e1, 0x80b0e230e7a8818a, 0x65833d9bf7e9eb95, 0x7bae819870e0aa6f,
            0xb567b577367249ea, 0xa5bc5cb24090376c, 0xc52de6b31448cf82, 0x54701ba765d850f1,
            0xf6d5dd79d2980fb7, 0x180651a461f9b1de, 0x110ef7997d319554, 0xa6fff2c8a5235bfe,
        ],
        [
            0x156eaf570746d174, 0xa2d4a83dcda35250, 0x60a9f48c0290fa02, 0x9855d26d5c33b4ac,
            0x06e379c697eb1c30, 0x4f2e2dbe6e219664, 0x6b7448f829006065, 0x237a1f31115062a9,
            0x5c635a90ad92cb24, 0x2e857f8c2eed977e, 0x3d512df7856dc88a, 0xbde85263e597a27b,
        ],
        [
            0x2b32b3c16e951d26, 0xf5a5a4fbbae42294, 0x3d44fb5d9e7aa322, 0x23bd29d94a30ccf5,
            0x5fd66ba5d7601016, 0x119221d7f65c4f0c, 0xc18f1fc297575bd2, 0x6979fea81457fac9,
            0xfd3cec7207019f53, 0x2459cdea2610f7be, 0x4153cc7db508f043, 0x2eadad91ca26013a,
        ],
        [
            0x1f16e5aa4b58f9c1, 0xcf1f895b0640cf86, 0x2f5e315c1175200c, 0xb420d0e3d1a5d684,
            0x4f7a553b94848452, 0x02c6ab8f02f79ff8, 0xe2ef6b780801b160, 0xc9c5fcd31c6dc68d,
            0x1d97cd3ebc6e9866, 0x61a3fd857765d0dc, 0xe392360bc840c6fe, 0xaada89a1d9deea2b,
        ],
        [
            0xf3ded056f0abbd6a, 0xfffe3cba6b9598e0, 0xd8a09737328015b4, 0xef0abea8b19ea099,
            0x8825001f834fe9d0, 0x2eca7f76fbc499f2, 0x1d213b4b6e71f054, 0xc95bdb8c35444f08,
            0x11cbfd40971cbf0b, 0x02d8e2e3580f1402, 0xe262550c676159c4, 0x3ccb04afa6197384,
        ],
        [
            0x0b114aea10a98e42, 0x6133aa52ae19dd14, 0x0c235df2a99eb2c5, 0x0085a6197f59582c,
            0xf9002bba8cf7feba, 0x275742d7af6a3261, 0x302b4823249e8e9e, 0xa142aba9ce696f91,
            0xdeb28c4464c37b14, 0x14bb8f230766002f, 0xafeff88bc52fe891, 0xb9d493ae46faeb2d,
        ],
        [
            0x0a1781d78d224165, 0x5c201d6133b33741, 0xaa19c3514149d70c, 0x000643fdf90365fe,
            0x4fd58ebca621b724, 0xce5627a196d989d3, 0x0b0df49240e86950, 0x1c5d11d088eebb37,
            0x89bd33c7cb52598c, 0xc2e38ddb81d6a203, 0x60b4041be00f1dae, 0x370cbdf1fc6ca596,
        ],
        [
            0x461b986dd41361ec, 0x4f3daa2ccda20ef2, 0x564dde4d5fa19728, 0x8250aa1ee3814bf6,
            0x9f71b27dd78e0240, 0x8ea526a754e40761, 0xf3e0553d790b1e58, 0x888212baa3644ea8,
            0x882c1501b4a1a125, 0x199fdc5ddccb10c9, 0x80c11c3a53068885, 0xb8726bc51a2ea94c,
        ],
        [
            0xbf014d00979d6fb8, 0x9c0788be8507515e, 0xd00e288883d939f2, 0xbb6af84ca0e692b7,
            0xfca8e32967acb581, 0x497b0e935be42756, 0x6df23a8d9236d90b, 0x3e78fe1701ad4264,
            0x6d1ca18842349a39, 0xc864eb104828fccd, 0x868f0c40ee21bd5c, 0x6da4634c9daaf7a6,
        ],
        [
            0x49f24994e7c03ce4, 0x274a8c132aed9ba3, 0x897b9103d5e91bc0, 0x63db1efbcb404f68,
            0x70efd9d842f7fc02, 0xd6e02921c6a230af, 0x8d5b199f11ae0a56, 0xc98287dece33da6a,
            0xde583d34504dd889, 0x03756001f823686f, 0xf19ab86f95fc73dc, 0x300406c693f12f42,
        ],
    ],
    // row 39: multiples of 2^234 G
    [
        [
            0xbf66baa5b44b1d0c, 0xbbed18eda44f8eda, 0x80bc32abeaaa466c, 0x605b7897e5f2733b,
            0xe9e7e3a1a2531afa, 0x25d66db33deb8369, 0x36212ea3b2f25d10, 0x52d6b3f4a08d303e,
            0xefa54b31444e9e9f, 0x9c2229a169530c1b, 0x68feb9854b79bdd1, 0xd570e84f8b984cc3,
        ],
        [
            0xd6a4d25c845f26e4, 0x71e554ce1b039dff, 0x942059731cdedfc0, 0x0c4e385603d6502f,
            0x981a4fc5e15ce8c8, 0x85d1b0f17aca30b7, 0xf2037ef777bb9e43, 0xc52804f4e87ae187,
            0x9c98a23c71f3e4e3, 0xa73c8b89f47b504b, 0xb9e33f54023233aa, 0xf2bcfc17f92c9f68,
        ],
        [
            0xd55a3eaf0a9a8ba4, 0x13b1406b2a8cd215, 0xcb44589a93943e1a, 0x91b5e3493a671a47,
            0x488654f8efbe0256, 0x448bee4b392ba5e8, 0x228f478137e762ca, 0xe21a2ca7e71b6c47,
            0x0e809fe94900fcef, 0xb05e1db2815f6c76, 0x8cdf28815fa6fa0c, 0x2ed55c1c586fec8f,
        ],
        [
            0xba03ba3b7b3b336d, 0xe57ce50928c9c55d, 0xf96b8cfe4f0f60b2, 0xb908d77e6fcccd96,
            0x7208ef7de79dd17a, 0x739095333ec3d048, 0x9c5ad2da1163fe78, 0x4e2a8685cd4a15c2,
            0xac999449470eb938, 0xfaaf27fbee7d772f, 0xfbe402abd0b7ad09, 0x704d4f0e57db00a9,
        ],
        [
            0x5bbc748b9cc47708, 0x16d796054026c772, 0xefc3ce3ea053df6b, 0x30ea7eab0713752f,
            0x15b491b9dfd524b7, 0xa751d82010bcd34c, 0xf30c708abbd5da72, 0xf0c55aa86d16bd51,
            0x1754060ba6215d84, 0x3a48d2cbb863542b, 0x992e8340261d8c45, 0x4096f65be8fd2113,
        ],
        [
            0xe93ee31ae12b4e64, 0x2ab8e378662d17f4, 0x2544bd9969516582, 0x7bf80e4b2e1e5485,
            0xf30f0b14729d9361, 0xb3ffb5d18268d40f, 0x34605055ac193a63, 0x9e5ca9a9f8e04d69,
            0xcbbeebc1085ecbb2, 0xda03b75bf340eac4, 0x3bf9468a84436462, 0xdfa8b4c80f26f20c,
        ],
        [
            0x07d63f07257d20b5, 0x25475a304e8c62ca, 0x2469d661789ac15c, 0xd0d2ba1b3aae86a4,
            0xc716202a4458dab6, 0xa011ca5ec4d5f90c, 0x53ce0273ca2430c9, 0x61040ecf96da6946,
            0x6847dd034247c99c, 0x0c500b4519defda5, 0x263316db365796d4, 0xff9b99e7b982d89c,
        ],
        [
            0x10c082a63fc14a85, 0x59389ebc1c0b14c4, 0x785d935b4cb291a7, 0xfc2ae15313e9ce08,
            0x3146fabf4df6f1c4, 0xa2a4a457c87dd24c, 0x85fdd8771deb49bb, 0x2b7843709b055934,
            0xc81d05013e7e0297, 0xb56ddd1fb92df904, 0x4612df9f295ddccb, 0xc24bd4cf0e27cf1d,
        ],
        [
            0xe42e66c1446a20d8, 0x536c74b408db53a5, 0x9358448970d7c4b9, 0x6a81482bf2bc0c2c,
            0x55d2d221333412a2, 0x508ce2a8cab70e9c, 0x8daf04c2007be120, 0x8e492633425af1b9,
            0xf5dd7f6da00f4bfc, 0x1da4e414ee23c0d4, 0x49bccf44e0aac2c7, 0x525dffc7d4b211cb,
        ],
        [
            0x5564875b422ea2c0, 0xabc2e7de8285b03f, 0xfd662091733e9f1f, 0x68f1674568465da3,
            0x965a0a0538fa6f63, 0x0ed70feedfae710d, 0x56c6227f153b24da, 0xf1dcf57401470f6e,
            0x9992caa8f51771cf, 0xa884b48114a9b029, 0xad11cbaa7b9a4062, 0x60ec99d8e55533e0,
        ],
        [
            0x39f968bb5dd9ed27, 0xde3d54e416223d7e, 0x2bd782f329a18f34, 0x59196d2a94002ce6,
            0xebddd597a48967e1, 0x82ff610d9ca92bd0, 0x011d0777ae5629d8, 0x8f517b012a5aaded,
            0x72a54b1861ab007b, 0xa6eb4c723e73d5f1, 0x2bb7b35ba420e0b7, 0xd5bd1de650d4907e,
        ],
        [
            0x86d9b06018674f49, 0x81b0648697bb1a7d, 0x9b6e8e7c27d9d64c, 0x79bd66baba04e6ad,
            0x77e4d0b0828abbbe, 0xae7548accc540d04, 0xf5d8a46f869cbebf, 0x99fb1a6338a6cc83,
            0xb93bb852563fe6b4, 0x06bb3ae997cdd04f, 0x07f011d48b7de47d, 0x8d90e2e4de78f61c,
        ],
        [
            0xd1820bd0e96b9f84, 0x928893ff3475a399, 0x6f6c0830949fc9a2, 0xb71c9b9cea0c25f4,
            0x0361b8d934e2eb15, 0xd6fcb9a49d064f36, 0x3c57e8bdf4e377b3, 0xd0635ced56193fc3,
            0xe13b2800fe922367, 0xf93962efe858fe77, 0x1a081df9c8e21555, 0x4d333008ea6ba3f5,
        ],
        [
            0x731c6dd6d33cb6e2, 0xa3ea317e8cce0290, 0xdca9b2f91c42206e, 0x6acbbce9d1e5dfd9,
            0x407458462fc948cd, 0xc7a50d91a82f9cec, 0xb906d69e4c1aa161, 0x3a9b14be0ebe948e,
            0x11a9f12cb63aeb70, 0x0365b4ccead745f2, 0x5f6c2bbdf9f16c17, 0x89131238a03e558e,
        ],
        [
            0x4c11785b5ec5d04b, 0xa5cdfdc5b7e6babf, 0xbad6d1e0dbb319a9, 0x7e9f829bdc8c0def,
            0xc9275b7abe59e400, 0xc93389be8080329c, 0xd01b54b032afa497, 0x88af19663841a7d6,
            0x02f3947119e2653b, 0x49162068886257a5, 0x4be7fa838fa3bf9b, 0x660934b4f5dccfc2,
        ],
        [
            0x7830460fd1944d1b, 0xc56f08e784350af2, 0x73bee2aa307d9c78, 0x1b02af1b5aad8b6c,
            0x5e31882703848db5, 0x4785958bf230f476, 0x4ea6535d4f80e25d, 0x9958c9c7d23c7f72,
            0x4c197b332fd33cab, 0x24c7b0b1c566914f, 0x956ce3c371952d3b, 0x8735694bfabae5f2,
        ],
        [
            0xc5c1453cb1fd0640, 0x4239d890459a1e47, 0xacbc9e73da02e5ed, 0xfd37ef1b4c4f427d,
            0xd02c2db6f4fd18e7, 0x511a19d108cc4e94, 0x93ec38f3bea2a688, 0xc01934f9d092955a,
            0x540c259495c46ead, 0x582bb9c93c1338ad, 0x9b6cca880a382279, 0x1a27e47688fcffd7,
        ],
        [
            0xde37ae2840ec913c, 0xdc915f83056685b3, 0xf7bc3488f66a4501, 0x30e610426a900e5f,
            0x505525c1ca3cf645, 0x35338c53b1f3ed40, 0x6823159ad70b7c41, 0x660f518a7384ba7c,
            0xc6cf6a4b2482056b, 0xb308b2151df15990, 0xba63b2e3fb5c130b, 0x1c660db8277b7515,
        ],
        [
            0xdfd09856faa65f14, 0x87179e10fa457875, 0x42f2631cbe56a8d8, 0x409e5d0b3adf22e7,
            0x8b1fb7a3a34e3c41, 0x73b0ef72274b7f01, 0x94cfdc188b0bce60, 0x78ca6ae7c88c5776,
            0xb345b51947267641, 0x996c80d89ffef446, 0xfe71ca608a06a1cb, 0xf8dbbb62ca1de09f,
        ],
        [
            0x8a95e5c1fddc9fdd, 0x679d4e0f5adab0c3, 0x1859df6acda40bc0, 0xf9097aa58234471d,
            0xaddc0c9b783c0100, 0x55388dc8feb7067c, 0xe3805fd180a2eac7, 0xf800a75cec886879,
            0xa45999921943a0a0, 0xb47f06191dfe627e, 0x313d4f09da06515f, 0xde26052d1f54a73e,
        ],
        [
            0xd58f489aa8bc3827, 0xa0417e0f746f7922, 0x448bfcdeb0946c14, 0xdf663342ff8c8e48,
            0x31fd128af926ef43, 0xeaaf9a4e1a180163, 0x8c56d8de211c6ad2, 0xa11376ae166c946a,
            0x26ceaea3905ff614, 0x191e3e43b42f79cb, 0xdd39878080e8d48d, 0x366a310d9b997807,
        ],
        [
            0x85a1b8796827365d, 0x595a6915667debe8, 0x214670fb93a3d50f, 0x9dfb028eb37de08e,
            0xdd077e2f9c6cf2a9, 0x96897d8fc9b96e8e, 0xe6e93c07efd39543, 0x19dcdaa44454e73d,
            0x4a67424fd7b8c758, 0x03d4de0db1e91e2a, 0x7c843988e887b6b6, 0x7db4f3da6ffdcfff,
        ],
        [
            0xb9ff69d62b62d158, 0x212e82626cb330b0, 0x8bafcb312ffe1a52, 0xf6f2fcb16f5d8c4d,
            0x9c95450fc64028a1, 0x87df8d1ee2e0efc1, 0x8f495d487810d6fc, 0x6c34c7834a241858,
            0x5a2a9986d8be309e, 0xe66e3de4ba6f3aa7, 0x0b49194af65d6c7a, 0x59202c78e0576059,
        ],
        [
            0x0db87bc3d8bb43ec, 0xbf71d27c13a7b669, 0xea81e9c4a3fd2a60, 0x190c9c71c9f017e5,
            0x21864180bcc75768, 0x137bd61543dbcde6, 0x5b090c715d468ff5, 0x3a622b60126c6bc6,
            0xfef3d268a918bf24, 0xe10c52c8ae204f49, 0xf4be898d86d7c356, 0x8276da182fdb5a17,
        ],
        [
            0xd0728243f5d5a793, 0x4722c3d2a4167c2c, 0xce00762f9c5e59e0, 0x56bf2dcae4391dd4,
            0xfc76961fd64c79d4, 0xcce411670119fdbb, 0x94835bf7adce9135, 0xb637da01720c0fac,
            0x3585717cf9c04b09, 0x208607fbb9ecf26f, 0x51210267376d8852, 0x30a53ec93cf2d60a,
        ],
        [
            0x89c992af7f2ad562, 0x7e1459d9afc83ad3, 0x4c0d96819278dd04, 0x4496d9a7d8eebe36,
            0x7c037261b8d4b1a2, 0x827c49a5bad3d6d7, 0xf4d94deb836926ae, 0x65417bf64064af58,
            0xa79471acfcdafc9f, 0x3f85ccb48123312d, 0x4d374cada3360be4, 0x56b476d6ee325a2b,
        ],
        [
            0xea79e1d513dc6a53, 0x38a325e0448d8868, 0xb2b9845f01b10bc6, 0xf3db6e613a5256c4,
            0xa3030d57a3674c3d, 0xf83842001cde07c5, 0x0e1022708aafc472, 0xe881aa10321cf44a,
            0x4d1901555dfdaf9e, 0x0ff23862657ad500, 0xd8a552990fe2f360, 0xebac25429083c1c8,
        ],
        [
            0x0079c69d41af8c08, 0x7dcfa4f4acbe515e, 0xb8d1866601396859, 0x08590ca4946fbedd,
            0x7fecd9b9641aace4, 0xaad5cc442936a1b6, 0x925b6235f92c5958, 0x7b1442f182d6231e,
            0x971e663d8c6fb34a, 0x543146dc2fc1c10d, 0x6e4053c70642b822, 0x4a49f247492e524d,
        ],
        [
            0xec37118c31377de4, 0xcbc123a54b51b2d2, 0xbd34529d3f02b8ad, 0xc09fad156bf9f3c3,
            0xbf4235e753de9488, 0x5695c1e36cca94db, 0x3ae8cc8930807b41, 0x09d45fe098712bc2,
            0x209d5b938a62263b, 0x2a96f461849f7510, 0x2384b289ce833393, 0xe9964d1cd4bd4a70,
        ],
        [
            0x1b51f7b417ba53f1, 0x170ff1eb3d5c43bf, 0xc2f160f8681f7ee7, 0x4c0a54d047814310,
            0xfc689a13a83d061c, 0x1cbc99b47ff6333d, 0xe19fd7906581cd16, 0x67da79c79ca37b0c,
            0x2507d16763bd0b5c, 0x4449985b1befb82b, 0x6bea3969914699ec, 0x9f606dd4ef202abb,
        ],
        [
            0xdf7f91dff251e45a, 0x8bdd40845a68c9bd, 0xb69d0c2f273a63fa, 0xbdbdb2bc8e4c9445,
            0x22ab1c4ca7fb2197, 0xbd2032c593df0b48, 0xf81e127da1240549, 0xf01dfdaa50b84757,
            0x3afbfa49bec0f2f8, 0x3c9be2550383ca7f, 0x47b452b8f834097d, 0xa0d85b617a15b01c,
        ],
        [
            0xca9872e1597bd10e, 0x6725cc9a4aed951f, 0x96b17cb84e05b280, 0x97987146fa234d45,
            0xba78949ebb35a7d8, 0xb82e9b9f6fc59384, 0xa303e54a70f165c7, 0xfd6bb0dcb9c2cad9,
            0xe57e2de8ee722045, 0xa05c106563e27035, 0xaa38e86602d2fe6f, 0x78e02fa8ee2f6aad,
        ],
    ],
    // row 40: multiples of 2^240 G
    [
        [
            0xc0426b775e3c647b, 0xbfcbd9398cf05348, 0x31d312e3172c0d3d, 0x5f49fde6ee754737,
            0x895530f06da7ee61, 0xcf281b0ae8b3a5fb, 0xfd14973541b8a543, 0x41a625a73080dd30,
            0xe2baae07653908cf, 0xc3d01436ba02a278, 0xa0d0222e7b21b8f8, 0xfdc270e9d7ec1297,
        ],
        [
            0x4f120aa7e2a07891, 0x9158bab3a25d3225, 0xc96bac5ecfe5f7a8, 0xd4e73d59bbf3cec6,
            0xed8d233560361cd5, 0x9b1a252c562f444c, 0xbd37d3cfc70f23c2, 0xf13b3b6ea52ea19e,
            0x7e35535a3d2f41ed, 0x0353b52ee8b1743e, 0x31d89dfd7b5a2765, 0x2b7ac6848d9ea8b8,
        ],
        [
            0x06a67bd29f101e64, 0xcb6e0ac7e1733a4a, 0xee0b5d5197bc62d2, 0x52b1703924c51874,
            0xfed1f42382a1a0d5, 0x55d90569db6270ac, 0x36be4a9c5d73d533, 0xbe9266d6976ed4d5,
            0xc17436d3b8f8074b, 0x3bb4d399718545c6, 0x8e1ea3555c757d21, 0xf7edbc978c474366,
        ],
        [
            0x73457010c46db855, 0xccb68c43dd579fb8, 0x705b0e8c9c25fe5b, 0x40f36ea182dd0485,
            0x3d55bc8527ac2805, 0x15177c6fad921b92, 0x51586cd55ab18cab, 0xf51b5296cbb4488c,
            0xbb4e605e84f0abca, 0x354ef8e3772dd0da, 0x7f1a8f795e4e1d41, 0x93461f09de5d8491,
        ],
        [
            0xec72c6506ea83242, 0xf7de7be51b2d237f, 0x3c5e22001819efb0, 0xdf5ab6d68cdde870,
            0x75a44e9d92a87aee, 0xbddc46f4bcf77f19, 0x8191efbd669b674d, 0x52884df9ed71768f,
            0xe62be58265cf242c, 0xae99a3b180b1d17b, 0x48cbb44692de59a9, 0xd3c226cf2dcb3ce2,
        ],
        [
            0xf38995589311182c, 0x1bee4c4bb657a7b7, 0x0b1c4fd32df8d1a7, 0xf16bcc2376d3fbbf,
            0xd5888916f4fd52bc, 0x3de6cfb4d5cde1f0, 0x764ffffdd4a07dfd, 0x5e674426e2642182,
            0x34f64762ccd57b85, 0x2233a4c329351062, 0xdf076095d9c642f3, 0xac917a2c59f0df34,
        ],
        [
            0x9580cdfb9fd94ec4, 0xed273a6c28631ad9, 0x5d3d5f77c327f3e7, 0x05d5339c35353c5f,
            0xc56fb5fe5c258eb1, 0xeff8425eedce1f79, 0xab7aa141cf83cf9c, 0xbd2a690a207d6d4f,
            0xe1241491458d9e52, 0xdd2448ccaa7f0f31, 0xec58d3c7f0fda7ab, 0x7b6e122dc91bba4d,
        ],
        [
            0x3bd258d8775f516f, 0x4bedebd5c715927f, 0x5b432512e3f966a0, 0x338bfca7709d0c2d,
            0xd142cc1049658259, 0xfabc6138636b8023, 0xa9ef94014d4ef14d, 0xd5917ac1c54c570c,
            0xfd2f63c55cb64487, 0xbae949b11cea475b, 0xa45446031e67a25f, 0xa547abc1dc6a7a6a,
        ],
        [
            0x2a2dedafb1b48156, 0xa0a2c63abb93db87, 0xc655907808acd99e, 0x03ea42affe4ac331,
            0x43d2c14aeb180ed6, 0xc2f293ddb1156a1a, 0x1fafabf5a9d81249, 0x39addead9a8eee87,
            0x21e206f2119e2e92, 0xbc5dcc2ed74dceb6, 0x86647fa30a73a358, 0xead8bea42f53f642,
        ],
        [
            0x158d814db12c4bb1, 0xe52f75d22f0cf4fa, 0xf106023e6141b59c, 0x5eb8b8ebbeb9d941,
            0x1dd3972990cf579c, 0xb273252e69ee6efa, 0xe43a3c593e9947a0, 0xd605124f6c19dd01,
            0x8090fdbd05c578b0, 0x8e6c535a622ff18c, 0x3600b0c257d12071, 0x6d026e5c78d001d7,
        ],
        [
            0x636225f591c09091, 0xccf5070a71bdcfdf, 0x0ef8d625b9668ee2, 0x57bdf6cdb5e04e4f,
            0xfc6ab0a67c75ea43, 0xeb6b8afbf7fd6ef3, 0x5b2aeef02a3df404, 0x31fd3b48b9823197,
            0x56226db683a7eb23, 0x3772c21e5bb1ed2f, 0x3e833624cd1aba6a, 0xbae58ffaac672dad,
        ],
        [
            0x00e0a003daff1807, 0xcb9d155992c94fd0, 0x3c2b5c3dcebbf905, 0x9c799ec7d338afa9,
            0x60b9908c4e2cfccc, 0x4bfe1a57ae3c6f92, 0x480d310efb116150, 0xa1ed6c31e3e7888e,
            0x841a11d9720b5196, 0xcc337d178adff37d, 0x08c668265faa86c5, 0x945c90d49dfcc7ad,
        ],
        [
            0xce92224d31ba1705, 0x022c6ed2f0197f63, 0x21f18d99a4dc1113, 0x5cd04de803616bf1,
            0x6f9006799ff12e08, 0xf59a331548e61ddf, 0x9474d42cb51bd024, 0x11a0a4139051e49d,
            0x79c92705dce70edb, 0x113ce27834198426, 0x8978396fea8616d2, 0x9a2a14d0ea894c36,
        ],
        [
            0x9f9ac9608e2941a6, 0x43e7ff902fc4fe1e, 0x5ec413596033e041, 0x5ce791c46f6ff0f3,
            0x8d134b899d907343, 0x7bd15c7786304df2, 0x2cd2ebc777c4a913, 0xcd86a39d45f07153,
            0xe7e12d2e88bc423b, 0x478e814b0b3163f4, 0x78bd9c8abe8ec766, 0x6a5763e87709ce48,
        ],
        [
            0x4f1e1254604f6e4a, 0x4513b0880187d585, 0x9022f25719e0f482, 0x51fb2a80e2239dbf,
            0x49940d9e998ed9d5, 0x0583d2416c932c5d, 0x1188cec8f25b73f7, 0xa28788cb3b3d06cd,
            0xdea194eca083db5a, 0xd93a4f7e22df4272, 0x8d84e4bf6a009c49, 0x893d8dd93e3e4a9e,
        ],
        [
            0xd699ea2d8d095606, 0x3cd080c51e0ddd3a, 0x46604bad66a8b35b, 0x0c779b624233fccb,
            0x578458acbfd3cf0c, 0x6820f66596bf57af, 0xa9724245bf1f302c, 0xbbde24da277a6c3e,
            0x0980a5b8c6be8c14, 0x6230e3ec774d62c4, 0xda1467d84fbde24b, 0xd9d68d07cc862204,
        ],
        [
            0x35e909ea33d31160, 0x5020316857172f1e, 0x2707fc4451f3d866, 0xeb9d2018d2442a5d,
            0x904d72095dbfe378, 0x6db132a35f13cf77, 0x9d842ba67a3af54b, 0x4e16ea195aa5b4f9,
            0x2bba457caf24228e, 0xcc04b3bb16f3c5fe, 0xbafac51677e64944, 0x31580a34f08bcee0,
        ],
        [
            0x7ab6580e5684644f, 0x4839274361dbab66, 0x0a2f166da97183f0, 0xedffd8ca8ba27543,
            0xd7fc12950214029c, 0x89054746323140b0, 0x2d4a5bac9a4f6bd2, 0xfa34d8308d270a20,
            0x44984f34246a5e5c, 0x28c48a68654e718d, 0x7cdc72e4557a6d8b, 0xcb88ecbe02046efc,
        ],
        [
            0xc6808dee20c30aca, 0xdadd216fa3ea2056, 0xd331394e7a4a9f9d, 0x9e0441ad424c4026,
            0xaeed102f0aeb5350, 0xc6697fbbd45b09da, 0x52a2590edeac1496, 0x7142b831250b87af,
            0xbef2e68b6d0784a8, 0x5f62593aa5f71cef, 0x3b8f7616b5da51a3, 0xc7a6fa0db680f5fe,
        ],
        [
            0xb2d48b83147c13d6, 0x8302eef734f4b37b, 0x2ff8f2ca20a3ab16, 0x0cd9e1b9bece23fa,
            0x2ab6ba946ea18ac0, 0x10e0ad350b1e5831, 0xe9394e53a646f68d, 0x21337ad26a56721a,
            0x0ea6aebe2a340e5d, 0x601688c0d92a0c43, 0x00560e8a0c35ca02, 0x9dd1b82d8497fada,
        ],
        [
            0x36c21de699c8227c, 0xbee3e867c26813b1, 0x9b05f2e6bdd91549, 0x34ff2b1fa7d1110f,
            0x8e6953b937f67fd0, 0x56c7f18bc3183e20, 0x48af46de9e2019ed, 0xdeaf972ef551bbbf,
            0x88ee38f8cc5e3eef, 0xfb8d7a44392d6baf, 0x32293bfc0127187d, 0x7689e767e58647cc,
        ],
        [
            0x44115843a8e79148, 0x677e1f901eff403a, 0xeba71c41804b5012, 0x4a48ea3bfa5f75ce,
            0x18b4f9594ade8268, 0x3e76e389929220bc, 0xbb16bcf3c5b82ceb, 0xe5720dcef90583de,
            0xd297076c05a071ff, 0xc4ec42a7da177e98, 0x2ce0c08d2eab999a, 0x0d676a47fdb6641b,
        ],
        [
            0x00ce901b52168013, 0xc6bf8e38837aae71, 0xd6f11efa167677d8, 0xe53bb48586c8e5cf,
            0x671167cec48e74ab, 0x8a40218c8ad720a7, 0x81e827a6e7c1191a, 0x54058f8daddb153d,
            0x0baf29250d950fa2, 0xc244674d576dda13, 0x8c4630ae41bcd13b, 0x6c2127bf5a077419,
        ],
        [
            0x82595a4703f2f3f2, 0x60ea46554028a371, 0xc1bb185e8c927ab8, 0x1387d7968a7ea10f,
            0x7bb87e3cadc06192, 0xd230e476526049d9, 0x621281d92ec5d7a5, 0xc9bf925d1efd5ff7,
            0x73cd43fe75d3257e, 0x9f1d42d6937a9bce, 0x74a5e5f2cd548367, 0x39ece8f282f6888b,
        ],
        [
            0xcf977fd5a83c501f, 0xd7c6df36b6ab176f, 0x117f6331397bc6b5, 0x72a6078bf7a2d491,
            0xe5a2aaed5242fe2e, 0x88ecffdcfebdc212, 0xf2dbbf50ce33ba21, 0xe1343b76ceb19f07,
            0x1f32d4c9d2c28f71, 0x93fc64b418587685, 0x39ceef9bba1f8bd1, 0x99c36a788d6d6bb0,
        ],
        [
            0x06d38f06c526db26, 0xf8917a76725ffa50, 0x8e48433c96d1d173, 0xa45d348b77e44fde,
            0x4534b4a7e8be87e3, 0xa56894adbdbb7fc3, 0x6f6cfa0702beac99, 0xc36cf4191eae8286,
            0x65111b687962c024, 0x86462a614c2c808c, 0xc114dc7dc26046e3, 0xa27b49a281bc0336,
        ],
        [
            0x0d0638173e9561cf, 0x1d8646aa3d33704d, 0x8c4513847a08ba33, 0x96446bd3e02d6624,
            0x749849f02d6f4166, 0xe364da0114268bf0, 0x7ce4587e9aebfcfd, 0xd468606456234393,
            0x00231d5116df73b2, 0xf6a969b77279c78c, 0x1ff1f6b66cb4117c, 0x30aebc39d3eab680,
        ],
        [
            0x19c2fb4001233825, 0xc1e9cf79d7883c54, 0xbf4791f97215731e, 0xacfe7a41c70ff07a,
            0x6804c591aa8a79ef, 0x06f7898994be24d8, 0xd09e8832642185f2, 0xca85ce560fdf415e,
            0xc6e6feea28627349, 0xdd0e8a94a6e0320c, 0xc686a601692bae32, 0xfaa23d079c9821c3,
        ],
        [
            0x5cc97e6493ef00b9, 0xdae13841972345ae, 0x858391844788f43c, 0xd0ff521ee2e6cf3e,
            0xaed14a5b4b707c86, 0x7eaae4a6d2523cf7, 0x266472c5024c8ac6, 0xe47e1522c0170051,
            0x7b83da6173826bae, 0xe97e19f5cf543f0d, 0x5d5248fa20bf38e2, 0x8a7c2f7ddf56a037,
        ],
        [
            0x6d0497df64924c9e, 0xc9c331571452c364, 0x627f2e5f072fd056, 0x63f38b22a84047d8,
            0xc0c59173d6e335a8, 0x6e7c8369b73751ad, 0x8f403e0e15c424df, 0xdb6d10b47f5b9353,
            0x463b6d97acbd4654, 0x8eb752dc19df583f, 0xba3498df3edc2b16, 0x432d2f8a9b2f0ac7,
        ],
        [
            0xb04659dd87b0526c, 0x593c604a2307565e, 0x49e522257c630ab8, 0x24c1d0c6dce9cd23,
            0x6fdb241c85177079, 0x5f521d19f250c351, 0xfb56134ba6fb61df, 0xa4e70d69d75c07ed,
            0xb7a824487d8825a8, 0xa3aea7d4dd64bbcc, 0xd53e6e6c8692f539, 0x8ddda83bf7aa4bc0,
        ],
        [
            0x67c516347378f90d, 0xbc201a7966647082, 0x77fcc8dc9ee450cf, 0x8dd2b318b41a3e2f,
            0xdf6a935e93bf0689, 0x75edabf3a92e5464, 0x49afcd9f604d208a, 0x372f0ea7d465ca48,
            0xcdbd8ad2c7ea7810, 0xfe61571e550822b2, 0x744a4f9386606adc, 0x6beb3c9cd9d4e110,
        ],
    ],
    // row 41: multiples of 2^246 G
    [
        [
            0x1fef389ce700b9f2, 0x63029466425bc8ab, 0xbd770a1437f04a33, 0xc7438e29d0169369,
            0x6b265742e2377cc3, 0xdf24bf96c369fa4f, 0xdfdbcf470ad94e08, 0xd101b8617f75a7dc,
            0x5574a0b82a9c483c, 0x0563fe942de43228, 0x58ca0e8aead1fabe, 0xdc3d9a8466023966,
        ],
        [
            0x3667a7203955812b, 0x0d73483b284d1dac, 0xe084535efc62f791, 0x5bc1652b389faf7f,
            0x40cf51683a71b7f6, 0x8a4b19fad4f39703, 0x823e754a2a8eff13, 0xf01b2021bffa5afc,
            0x5639ee027225b319, 0x7533bc86fc282f16, 0x710009d2c69f61ae, 0xe30c499dbf65e803,
        ],
        [
            0x18811bd5af247c49, 0xbc180793e124dbda, 0xed978d3a21234fc4, 0x516dd9a70616ae15,
            0x8f80677774e430b8, 0x9094256906e8fc49, 0x4ca03fb5a4e61235, 0xb91de709b617f361,
            0x0898d82d0ed08bc3, 0x2bd712368cb08146, 0x45b92d45e213176d, 0x05894791f2bf5b9c,
        ],
        [
            0xeb29e44cb5d98ac1, 0xe47e57f80e227a4f, 0xd09c04943d2bf688, 0x3ab7799a47428dd2,
            0xdc558d6be9aafac8, 0xc042c4cd87f9f6e0, 0x93842bcd89fb4693, 0x62dbc82f7068fbf7,
            0x164552687e6d47b5, 0xab304b7a4c37eeee, 0xdbb3d4e13fc412ce, 0x4f65dad0a726a2c8,
        ],
        [
            0x4409a5b6744ae145, 0x5e83fa0b7f620908, 0xfc489bec2e140aa0, 0x5805a462e3cae337,
            0xe56e9ff7c2211c21, 0xb722f2b40c955362, 0xb098a32f41371f33, 0xe6cceceabb4923d6,
            0x1cfbe2b3d82a311c, 0xcf9428936b98f917, 0xd60dc62492ef848c, 0x34af446e5adb5228,
        ],
        [
            0xbdef84077e60c447, 0x88570f712a65acca, 0xef3d4a400bb6aa79, 0x5c9d189060212976,
            0x80179ea21d96c43c, 0x3f002e6d53d2948e, 0x14b2cc9149d78183, 0x7a549c71b496c279,
            0xf4beac3f44995f6d, 0x5a34239800bc78fe, 0xa874dc1b60e42da0, 0x3a984010cf5824d5,
        ],
        [
            0x727a59fe0c7be4e1, 0x75a7d5e3f58ced15, 0x146fc0d990f569e7, 0x94dbccd2b7f1dc54,
            0x0df1ef90b75bf232, 0x2943a082a2568190, 0x75f2f80d67837b06, 0x07e3506f24b44b6e,
            0x7c30829ad0d2231b, 0x9ce577ca93277abf, 0xa19d1868b17549ec, 0x0ad6ff5525e8c4d7,
        ],
        [
            0x79d88e004516234a, 0x98dd3cb931f9ceda, 0xb528000fce7d606e, 0xc773557e2fa27fd3,
            0x55b53dd3e19436af, 0x675084b3e10b64c7, 0xe583266556d56374, 0xf8f7fd2a307e2e60,
            0x7b93bf537af3e3dc, 0x94fafa2cf47d298c, 0x94c2ff9a21121369, 0xa41de95f33468ff6,
        ],
        [
            0x145afb651fdb2a7b, 0x93315b684eff5ead, 0x0cad1d20e40ca999, 0xda9b517a379a8173,
            0xacb665780ca018cd, 0x1e9d919f481969b4, 0x5c9a058d68130364, 0x872e26620a62ce5d,
            0xca598848acaabe54, 0xdabfcee18aa048a0, 0x16198d034ac52a57, 0x72eb5ec632b6d102,
        ],
        [
            0x381e0a136e4d2e42, 0x2f2a4ee183c0d752, 0x50d4647fc8e6532e, 0x7e210aeeb4e7495d,
            0xfd147710bcd142a6, 0xddddb07b06429213, 0x63e06fc64548a6b8, 0x05d9b825904f92a6,
            0x4b63fdbf9988ee79, 0x6cfa412f9b3366bd, 0x0dd5fe3dc8c61f51, 0x3ec77027be8e047e,
        ],
        [
            0x686796c68d8f2286, 0xe0efaf9334d7cd1a, 0x84f9237c93b23708, 0xcb50cc8ee47f5161,
            0x498b81e71f597821, 0x3c3f33e1a491079f, 0xee300c6dc69d1bc8, 0x279760e734778389,
            0xe00ac0eb2bb8ed78, 0x9bf9a10e765c8b5d, 0xc7e95c0cf8c1e909, 0x3721300ae6e63ea5,
        ],
        [
            0x91e8c992044637f0, 0x01f7838827ee8e8f, 0x7c5e3f6dd095f5b9, 0xed7522fcddf3cad2,
            0x80bb87056c57aacf, 0x495480b00cc5ff51, 0x964def7f04da2565, 0x8b0d0fe3afa72140,
            0xcc75192584de66a1, 0x9acaf7fe075f07c5, 0x6505c2f81eeade93, 0xa2f35aa00e3cf58f,
        ],
        [
            0xde34fa4586330487, 0x8391248153f61e6b, 0xd3f8fe742d04958d, 0xdade250f6df77d09,
            0x3a3a16175649d9eb, 0xf9b77847a23abc74, 0x31d45db63b2e2c8a, 0x311ecc24f61a7bf4,
            0x206029f9c56eab17, 0xb9d9ff35878c672e, 0x0d268c160fbf2d91, 0x2474b527a45f58d0,
        ],
        [
            0x6536834e11b0f7b6, 0xcaa5271aad46c10c, 0xb5b6ead1fab43763, 0x25bf402ff7f7d8fd,
            0xf33fb223e19374b4, 0x183ae9b75f348172, 0x1783c235078862a0, 0x9981a6c33cd368fc,
            0xf58d2274fd627f9f, 0x37ac9c265c5e71cf, 0x167c8d047b0f157e, 0x24f522f8eefc7d85,
        ],
        [
            0xb6eefcc55f87fb35, 0x9766873b4371415a, 0x308337bd16b058bb, 0x6d5b1ddae1ac3884,
            0x9307aa0835c4630a, 0x22cfcc0c23e91988, 0xbeb3814c37db0207, 0x19ab212fc4bbaf5b,
            0x0801a1cf21abf22d, 0x9e6862cb3bd07332, 0xaa12ba0e4319929a, 0x0da45831f540f97d,
        ],
        [
            0xbe45d81a1b270599, 0x50696e7d97d6c603, 0x63c5a516b078ea89, 0x9f3efe41b4464764,
            0x84580e24101e5232, 0x00850a1ac8ae8220, 0xbff4077ded55c404, 0xd74de734f2e7bf50,
            0x4df4eef207e1c03d, 0x4ab3d0396e654d58, 0xb20056cd086f1596, 0xe4d08a278acd7cd5,
        ],
        [
            0x5e4d3280d3171eb9, 0x3fb715851bc65c5b, 0x6558962a901a899c, 0x78b7cd3e7851462b,
            0x21228419ca8f6495, 0xfd8d8f9b2d8be765, 0xe5e90b92bc562144, 0x4f1f7ca1ae3243ed,
            0xd20178cd0985f4e4, 0xe5be263304253cbd, 0x1e34141c0d348fad, 0x0073fa0dad0eef45,
        ],
        [
            0x1872f65c26163265, 0x9fbaf44fda52ad9c, 0xbec7addeeda47d38, 0x6a04dc3078094f9c,
            0x2c73b8f15f4498e1, 0x504909efd4fcfcb4, 0x747efbc6b6b3a63b, 0x856e276de0dadd96,
            0xa22459aaae3be3a4, 0x9ef59e732294a854, 0x0717d4e5d0e36205, 0x5a6afa3eb734cdf4,
        ],
        [
            0xaef75aa7dc3c897e, 0x98bab5852e6432a8, 0x522b383d83fb0ee5, 0xe0d8620f056a8589,
            0xd63525dd39352633, 0x74362bbfaeb985db, 0x11419f4e8c0f17fe, 0x3ca918b0494ba972,
            0x39f2bc3c6e074e25, 0x3bb66618fbbf0d60, 0xee60c8f88579fecb, 0x916f3fe92a9b905f,
        ],
        [
            0x8caa623d408b62b7, 0xa58aa0b0c0272b41, 0x089af856ee285bfd, 0x77b461f6d0674ecd,
            0xbaa9d9b38d6f6612, 0xa8f26e12590669f8, 0xb164340c5ebb5e28, 0xfdc11f7401ea89a8,
            0x73c03b9176e4346e, 0x6a678eb17caad5fc, 0x103ff0790a87803d, 0x25d6fd2af7430a94,
        ],
        [
            0x4c3f81184d3d9da9, 0x332072f9e1e71487, 0x8cbf7284759ef371, 0x3d13d85cb98ce007,
            0x507b467f980f4fd5, 0x9853b98bc74fdfda, 0x94b81534993f5e19, 0x316b761beeca71ad,
            0x09820a2331c04080, 0xc71a9bd4420e3114, 0x569f813822ea67dd, 0xe3ec5d2b3a41b079,
        ],
        [
            0x106882534918179c, 0xdeb69dde08143b36, 0xfb3c527b992363fa, 0x11d05e93e9393832,
            0xe3249558383a0f59, 0x2d0f3e11c234ab5d, 0xd50a30d95c599ae7, 0x6d7abc6ce9f98316,
            0x3d190629060ab6dd, 0xfd58473c81d69afc, 0x841193d24b782d62, 0x4f72696da771226b,
        ],
        [
            0x4c93de89c5ff194a, 0x56aef366fdc94109, 0xc8cb2a0c5b0b23d4, 0xd73f1cef587ada16,
            0x7138315a364b1463, 0x43940ef59f6bd411, 0xad068e490f4a533f, 0xe8a772a33c7dac91,
            0x74b815fc107998b8, 0x4b8fa9db92699ee7, 0xfb2de4bf4cbb023d, 0xe5833a390f67c29c,
        ],
        [
            0x517075af5faa0cb7, 0x400a22c1efaf68f4, 0x320ce9493b86f639, 0x511565717f296bf4,
            0x0919607a96108276, 0x4fcc39a02f035900, 0x5d13de7cefb73f3f, 0x19d725c5081c38e3,
            0xf1b28089c0f58697, 0x2adcd1a30ca7ca20, 0x96c07f42c21e1be5, 0x94d28cacbaa0aba0,
        ],
        [
            0xdda2f3a0a256813f, 0x4363d190ee6cbae0, 0x61f4d607930d0094, 0x6767ff4817021739,
            0x8450091bd2c5fadb, 0x144d02fe870710a8, 0x73f45d9035524b7b, 0xccc7856b04615373,
            0x0eb5cd436f081dfc, 0x9c433cbfe3a70d59, 0x9ee70f509818349a, 0x16de27347241c634,
        ],
        [
            0x192ecf72d0aa048f, 0x23af774063e40c0f, 0xe4d98e41d804d367, 0xd868cc885405bfc3,
            0x96909a5b6f6ece88, 0x16b05ad2bae60dab, 0x7382a1dbde621949, 0x569bb6c9c47cf6dc,
            0x892da43e1f2d098b, 0x6bd959b9bfa25649, 0x90617c419cb48f9e, 0x36059b73f110b22d,
        ],
        [
            0x7e7e08f401d45bfe, 0x04f9c9ed0e2d17e2, 0x3213556fa55bc148, 0xc58983c734449f0e,
            0x463217afaf2bb219, 0xe08a51a2f8fba72d, 0x2f44991e974d51f0, 0x15f2171f3f12af56,
            0xbcc919de24cf01f3, 0x9ea371f269399bd0, 0xae8a8eca3ccf4574, 0xf0535b83ae499429,
        ],
        [
            0x3027c1698d6f8572, 0x89326850111e64d7, 0xe6eb6cd31b8b0179, 0x0d2d27ea6dd5a4a7,
            0x41682c0007c82f11, 0x5a01c54c81075022, 0xf3903f51fe7220d0, 0x75daeaba1f8e66b2,
            0x1b625eed470bd3b2, 0xa46398a7e85a6293, 0x8ff6ef8c805ad640, 0xb3430f6795bfa3a5,
        ],
        [
            0x2da6d2ca3248f02a, 0xae49d2fc675de73d, 0x4abb1a65cfbfee63, 0xc6cea22cf1246350,
            0xdd510cf82d3faec5, 0x8b7d1b0865e7460b, 0xc5b39c802737b182, 0xeee61e0d8963c709,
            0x9cf9da61793e7179, 0x630637e52a295ba6, 0x18b85c9fa3881ba2, 0xca091a9464a94fe2,
        ],
        [
            0x027f654feabe8ef1, 0xd9d327e481a51834, 0x9215df61980faa43, 0x76b4f8003ba045c1,
            0x8f3ce587f400732c, 0x0abe1f34f133a3ca, 0x2ec690526de4f504, 0xa297cee4cb7ff026,
            0xa31a76e3cadaefe1, 0xb701391e1173a958, 0x0a4279b08c8768f1, 0xd58927c12f8ede03,
        ],
        [
            0xe0e818a8b77c9de2, 0x0dbaea885e07f77f, 0x6ece83b97b1f96f0, 0x3c02e59631733a5d,
            0x44bcdfcdd14828ff, 0x2791ca54b66f6107, 0x1a051c5a6198f24d, 0x9cd5f09a17627301,
            0x64323392004a0cb1, 0x75d6819b3cc13e05, 0xf5cab2874a58768c, 0xbe090e83e3ca9332,
        ],
        [
            0x8cd6c9f7c90b13f5, 0xec0c187d52a9d469, 0x9c0db0f589b8ad2b, 0x692a8db70d9c999d,
            0xa407fd03c9f84ab4, 0xa5742fd1cc9a906c, 0x4813a765c8e72867, 0x9c65943de2e9a10f,
            0xca6bf2934fa0a23e, 0x1dfa3af7cb1f8d7a, 0x28036f5498d10c53, 0x7bfbcaf20e012c13,
        ],
    ],
    // row 42: multiples of 2^252 G
    [
        [
            0xa53f1a104ec177f6, 0x4a2ef9aa3faa5ca8, 0x30efed8532976d13, 0xcf5ada165ee692d1,
            0x3ceda69d259e7cc1, 0x2aae29e99baab472, 0x7ee5baef737cc8bc, 0x1717af747fe68ded,
            0x9e5c8ddacfdaff63, 0x575c8db9cec07693, 0x9afc8ae0fdfb509d, 0x27836d3685651697,
        ],
        [
            0xa7342f9517eb9264, 0x9264a6a00a8a6eef, 0x50e48bf07471c384, 0x729e5ab130827f34,
            0x17199191ea779c23, 0xd13ab8539fa9fd58, 0x7d5799373b1d773e, 0x65f8e7c6d196c3df,
            0x253f7d51e8541725, 0x107a793dec720355, 0x1c14d0566aa16268, 0x9dc5fca38bbb231b,
        ],
        [
            0xf5689c5e12b09f53, 0xc1da32e19e87ff7d, 0x1af879d012eaa533, 0xdba775e6d9271e94,
            0x60f8507310e63c34, 0x445f3e21a686a24b, 0xed5ca8fa15bc277e, 0x9839198a364ab7ab,
            0xe2ee39426d90a7d4, 0xe5b3e4cbccd37e76, 0x9013bd08f1412e0f, 0x82f5c532ce999048,
        ],
        [
            0x61d0e01bf3fe3441, 0x674e52332af47609, 0xd4a4e224b362902d, 0x45923c129e0a5d16,
            0x4fc2bdd495e580e9, 0x6d1d974ca8c3d954, 0xaeff1135d0bbeaaa, 0x013ab5b31baafc9e,
            0x80907d3eab8f9f31, 0xaf2c12166d566c15, 0x0082daba952e6fa7, 0xa46710032df9e03a,
        ],
        [
            0x91b379c63223d561, 0x8cb7b8cce203417c, 0xd0f44208176b3b81, 0xd18c2118aaba5cd3,
            0x4aed5c9770794f9f, 0xfc540dc4f4c33894, 0xb8e6798a0153a8a8, 0x6537dcdf43c4b0c0,
            0x1b7eef39ab557397, 0x175e3934b7103105, 0x943abf4a82ac89e4, 0xeb1a61f957ffcdb8,
        ],
        [
            0x99c2b4cd66476227, 0x576a4b0662850cd3, 0x067bb66b5a352b7a, 0x3c7d6fc43ec757ed,
            0x2f69291cb9d36adc, 0xc7c0f3257c9143a4, 0x768c3c400627fee2, 0xc214d81da8fde577,
            0xd86e4b025299ea1a, 0xbe46b7e91a2d4005, 0xaf865a169317fa60, 0xfbc3268fcdce2fbe,
        ],
        [
            0x66fcba52d8fbe900, 0x9f16434c861b3e33, 0xa371b97241b4305f, 0xb2d858ce25b6af89,
            0xbab07d53275f9e8c, 0x3b5951f8d525bef8, 0xebf79e3ca1755b0a, 0x4e6256e7b467b1c2,
            0x7dbd8b66cba1a659, 0x88ea40138b1eb8b6, 0x210ac1b38fa6436a, 0xe93e22c23df40e33,
        ],
        [
            0x5f79f0df1fd64063, 0xd2d39dd381e118ec, 0xd631a68e11571c5b, 0x6d072b4e2474faf7,
            0x5e043a6d862a924a, 0xcae58bd8b0fc8d7a, 0xf54bb7f3b1351f28, 0x4588b6280413275e,
            0x81459f4c5909ec04, 0xd28cda25abd16460, 0xbb676d018db1c69e, 0xc0056e2dac5036f4,
        ],
        [
            0x1ce187bf323169ba, 0x1dfaef8661ab5073, 0x1893dc7b2ae468b5, 0x0748ec86123848d4,
            0x0d2877b46a96eb12, 0xb6063e75e9322495, 0x1cb17189d7d1828f, 0xde41f11944d1b318,
            0x7ce0f87610f0b74d, 0x2c7c91ee7a98f86b, 0xb641418e750f3ea1, 0xae2cd2e280094054,
        ],
        [
            0x9f6c6ed598d8e086, 0xa9ad63ca2d3fad85, 0x055b8323fe016926, 0x039fbe287b3a8d68,
            0x544a8bf5fb6b315a, 0x04b122fb647fed85, 0x1e9807fa98085b1a, 0xb78a36a771c12696,
            0x4ccc1a2cdc22f95b, 0x6ff4997d54d1e818, 0xecb5bdc2f08c22dc, 0x6e07e2c146a27762,
        ],
        [
            0x602077aceaaec565, 0x9dacf68224568aee, 0xa490fc1e9cfcce26, 0xb2ac94b3303218ba,
            0xc0208604ab33f9ae, 0x801663b6e39a6668, 0x1defbb42961b0927, 0x688b445e83e318b3,
            0x34fe2830c11648e8, 0xed56e99360066dfa, 0xa5f30f9a07671ecc, 0x02c40260a3222e8d,
        ],
        [
            0xfb2a11b4ea347db9, 0x2360667e03350681, 0x1aa6e720a02a1261, 0xac2bd2eba110bb21,
            0x8ab2f9063c9b4568, 0x5f46263d5ace1f17, 0x97067801eae704c8, 0x35d2637ea715d313,
            0x24cdc3d0c77573da, 0x6f97cd07e2562b2a, 0x27bcd62d5afb29e4, 0xc38ac1c55d29f5d3,
        ],
        [
            0xd9c38ba47c88f46a, 0xdd07c4d79946ebe4, 0x908731dcce0e5417, 0x43088d11e145839b,
            0x9d37419d07b61543, 0x440cdbcd2c3c7c4c, 0xa6a6fed673216db4, 0x15ce171a198cd32b,
            0x198c256974e6a085, 0x5fec853f3dc2a714, 0x329250bdd5923068, 0x1d82373c9f6195ca,
        ],
        [
            0xa8e17be53777b2ae, 0x534e3a3bcc284224, 0x7f34ce458192cfa1, 0x0009a72966d0e03a,
            0xc42053ba524ce1fc, 0x834e98fe6d092e58, 0x400c65a1c8b0f751, 0x268bfe6f107965eb,
            0x0f141c0332e0bc69, 0x33bc6e64597a2264, 0x039a4ae9454a0d6b, 0x2cb0bf550b07ddaa,
        ],
        [
            0x69056cbe63769bb3, 0x710a67d385044d35, 0x971ccbdeea855332, 0xd655163a0fd0d210,
            0x619c3f9adbb8a8b9, 0xd156f73d49a014e2, 0xd04ea0a5a129a598, 0xc9c04da6fa2f12ea,
            0xc0ed654ae98b3187, 0xa254eef6a82f9ec4, 0xe537695fa386a72f, 0x170f1ed4a74eb453,
        ],
        [
            0xdbe04c3044ce3ad8, 0x995fbb1b4ce8aad5, 0xdbf8b54670911457, 0x9e683b5b3f7a1757,
            0x7b89a08a9c7bd62c, 0x448865a40b3fc97e, 0x0ac9abfc3bb01e94, 0xa07760421e756124,
            0x0aa6c335d9deed97, 0xe270580f72603e08, 0x70857a946c783bb2, 0xa0047774caa929ae,
        ],
        [
            0xf99a63c5e8c4a440, 0xc7fd1d1419d65168, 0xfb6c21d696d5e80b, 0xa4a7304944b833be,
            0x093728d5127b1599, 0x9046cbe2c89e7195, 0x21e2863c146a80d3, 0xb1ac7e1bdd559c13,
            0xbe5ba65c72c39063, 0x7da5feb87722cbc7, 0x122615d0f17c02c5, 0xd44f477179e5fcb6,
        ],
        [
            0x0d913830e2d28da9, 0x0465920a8a164385, 0x79959ce1b0ad65d5, 0x6c94690759a966d6,
            0x4ccb0e5e832c24fe, 0xa8c5bee5d6af2a10, 0x264dcc118c5791fd, 0x719f23ac5b58ce85,
            0xfbff8a2f8e54b029, 0x0c9240be864e959c, 0x8f7c21733c37c665, 0xfda848d9f164d354,
        ],
        [
            0x203ea731f35d11f6, 0x90610383f9f9001b, 0xb9d3c302ed97e6f2, 0x4c529736c9a67e6c,
            0x2e440b1781f6597d, 0xcc798f5616aabf20, 0x490f50642832ffc5, 0x585e462a7a19b125,
            0x99d73e391b06d98b, 0xb817e97aab696d7b, 0x9df2f65ac28dffea, 0xa48dad47045fddd7,
        ],
        [
            0x2878c20d62e5fc09, 0x419ed2ece7f012ab, 0x3bbc853fbaa21e7e, 0x412bc3c54844c009,
            0xc4b150508b012199, 0x9d160f4c310d5fbf, 0xcb61b69214f60bec, 0x436348c064092943,
            0xce8c136e3185cde0, 0x97b034f68be5dd85, 0x7697adf92701631a, 0x2ddd86361fa6e8a0,
        ],
        [
            0xde8c2c963e9ff7fa, 0xfdf1e25d8b75bbea, 0x28ba3be59c146264, 0xfc1df52e81fcb0c9,
            0xf9341c43af3ba66a, 0xe81c22470d72188e, 0x2ff00f1069c62b9d, 0x1077962e71498d24,
            0xdf35b17ecc34ece7, 0x3516c33687eab2da, 0xe71cf7ddc72b7911, 0x6c9233d92c286c56,
        ],
        [
            0x7ce6389d162754d7, 0x8f03eff514e0d8e5, 0x9fd2c896ef402e31, 0x4a4bf70a2195b0e6,
            0xe6043a383c8d82dc, 0xd86b647e8bed7c65, 0x21bc56f4a4c87660, 0x8c99d6270c05564c,
            0xd6b82e9014050ee2, 0x09bf6a3eb6b11f0b, 0x9704b36731dcd6b1, 0x871c85c85e3d44ca,
        ],
        [
            0x93024430e5236bad, 0x4c5872728b883d1a, 0xc265b94bba68d3bb, 0x7d8fc82a648d9b7e,
            0x57086e6e75ac264c, 0x4b8a157102fc9ec8, 0x83ae238e86849a9b, 0x2eaad9b8a69acccf,
            0x2d82c029d44eaa39, 0x8f5b9ed833d7a556, 0x05c83328eea8b609, 0x537069efc3c96005,
        ],
        [
            0x292f8874b25c4d4a, 0x54961fd87e79f526, 0x949a1fae008c6ec9, 0x6ae82f0d525524fd,
            0xd1f6f4ef2edbcb1a, 0x41617a6d977ddffb, 0x6ae38fb71baf0668, 0xa79ea228d538ab3c,
            0x70babb05fc44e273, 0x247384fbbca85910, 0xdc0e069b6a564959, 0x37a9c5521a7438ad,
        ],
        [
            0xaf2c87828a4b7251, 0xcb5ebfd3c1bc7f72, 0x160b77e560579615, 0x297412e3c10f067c,
            0x5ad0681ef7df86c8, 0x2e8c63529b3e3afb, 0x32372cc74cfd3266, 0xb7abc8baa820f8b5,
            0x857d545519f34bae, 0x5c055ce920ed65be, 0x1d8a59ca537ad6b7, 0x1135adcf7ad88633,
        ],
        [
            0x47e6ed9530034df1, 0x1839f488321bed8d, 0xb6b67d452ac8a9f9, 0x2fe1efc6182e4a63,
            0x2da34bde0c1185c7, 0x6e5d1621edfdf9ae, 0x3bae9db77120804c, 0xf094b0676d986ef3,
            0x029c9246853e24ce, 0x3abacb1b25a82463, 0x58777e1389c5616a, 0xaedd003b5aeed714,
        ],
        [
            0x7494e4319da5fb0d, 0xc684d74bee3fd6f3, 0x12fc899403a87d91, 0xc4c55e692d6e3931,
            0x63e1255896336788, 0x36c297a5f78371fd, 0x4cd3f9c4a63b313e, 0xd2825e17c543e507,
            0xd37e36d06a4e64d0, 0xab9559ec11872774, 0xaf168b34880a5d00, 0xb0c916a10c0c3f42,
        ],
        [
            0xd389397c834eaa9f, 0x2271ea0d2a5532ae, 0x5e59a23ae1f92e9e, 0x9f179b8c1f7b91f5,
            0x2a1c10028de2dc8b, 0x6ac83e58787a276d, 0x0facd4756d9d1571, 0xcceaae5e4bf118e2,
            0x4e8008b7620fbecb, 0xff633fef7a1474cb, 0xfbefea80ce377357, 0xebb9a9460feb7724,
        ],
        [
            0x0bab441ae9803b71, 0x309ef14684e2e21e, 0x17ccd5b6851b6519, 0x8b5e7e300126f470,
            0x0560cb9d847eca03, 0xc45850bf11ade256, 0x08603f5c3c33dbbd, 0x21887bc9708ae545,
            0x3bd25ad480014ffc, 0x5eb0f89fd3a64409, 0xbca2726b4c3dd83d, 0x611afd2fe4259797,
        ],
        [
            0xd9cb4233c4f4e0e5, 0xcfc0576818e49029, 0x8e9c8360526f05a1, 0x8e83037aa56d6c3d,
            0x33507065c47e6742, 0x5ca2c8d8788b5da3, 0xf355cee9cfb0b6fe, 0x0e86fd73973ddafd,
            0x27fc6c56d44fd889, 0xc9ab416ff7d93f3c, 0x778c3f160d063d62, 0x175e5d920b5085dd,
        ],
        [
            0xd62406873be63d8c, 0xe8c93b93b80059a6, 0x33bba7dfe065854f, 0xcb26543f36b34e45,
            0xc17ee58dd2d0c3d5, 0x69752f49bae1bcad, 0x87e31b429b20106a, 0xc520424b06734eb5,
            0x993240afa896d17e, 0x5238851bc2762a62, 0xce399f9d506d7dbf, 0xa4822d23040cc7d4,
        ],
        [
            0xf071c9878fa06859, 0x0083e5311a52390b, 0x845eb12a61483bc2, 0x17471d801caf6dd6,
            0x7b603616ddc21b92, 0xd38fe0f6b992536d, 0x433f0652297c25a4, 0x03d4d8fcb1c4bf41,
            0xdf617386a9adf49b, 0x4bfeb3992cb2944f, 0xbf288427b3d9c076, 0x17818c3e965b4576,
        ],
    ],
    // row 43: multiples of 2^258 G
    [
        [
            0x9ec1159727a28f9d, 0x96f2c44bb847cd83, 0xacf794e131fca111, 0x438b917896076f45,
            0xad71035b51732588, 0x2db32f32a5d910da, 0xefaad0e8fe1cc184, 0x6f0360b52e00bbed,
            0x99402426474ce326, 0xd53b687a2aa270da, 0x96c8bb78d78fa6eb, 0xd07f3bba6e699411,
        ],
        [
            0xfe1f11ad389283ba, 0xc87e20b60cd91b22, 0x99d0015a3c5babf8, 0x7e795b4d5929ea0a,
            0xc9cf68331dfb7b7e, 0xc1c07346a64992e8, 0x0b7e0dd89889746d, 0xa89d7b461c43ea4a,
            0x64023cf034f02b96, 0xf7dd410a5662f0c8, 0xa3bb6088a1058cca, 0xedb25dc34e7801ed,
        ],
        [
            0x8ded829779e4b3da, 0x78a75587ec7b6d20, 0x3bad63e52028cc8b, 0xa8295b0957e5e56f,
            0xc03f834c0cb6fb38, 0xe28f0b94211782b3, 0x2d84929d4f9c5a98, 0xf510e6cb2add7a81,
            0x593daed52d1e4f56, 0x9a138acccb131106, 0x12c209a93a0600d2, 0x10088d4a541d7081,
        ],
        [
            0x140a0f9fdd93d50a, 0x4799ffde83b7abac, 0x78ff7c2304a1f742, 0xc0568f51195ba34e,
            0xe97183603b7f78b4, 0x9cfd1ff1f9efaa53, 0xe924d2c5bb06022e, 0x9987fa86faa2af6d,
            0x4b12e73f6ee37e0f, 0x1836fdfa5e5a1dde, 0x7f1b92259dcd6416, 0xcb2c1b4d677544d8,
        ],
        [
            0xc2050692b29bd296, 0xc149de029bbc4639, 0x37ee3695625f92ab, 0x3605be939b3186a4,
            0x81387c08a379bf34, 0x3accaccd2c26b764, 0x3a6295f44f81b9db, 0x24d5a5dd40e0031f,
            0x790e6a353a7d5825, 0xc2580efbedde9f44, 0x329d9bec0900f513, 0x2494f1c5fedd78c7,
        ],
        [
            0xb6f8d615a033cccd, 0x6aabb87cad75e31f, 0x30a03029a4646d1b, 0xfad497e6e6547805,
            0x4b9d45c3ba291f12, 0x0f74909bca059918, 0xdece1fb0b5a181b7, 0x973f74413be1f21b,
            0xcc919af36b06839a, 0x14427886ad57101f, 0xc63a79882bbc8022, 0x04cf807426742cca,
        ],
        [
            0x400164532355172f, 0x4a0fa6bbc23a1a21, 0x33d6b8c791f22532, 0xd9e318e8026944ce,
            0x0be38cdaa38d601f, 0xdbbfef94a7f39e7e, 0x117e4230d158702f, 0x98c6dd5ee12bf3c3,
            0x20b34c4882d0513a, 0xfd3a67421d5f8534, 0x640957fee5580987, 0x2bf2e96b7cef606f,
        ],
        [
            0x279fd119da1c29ab, 0xbd0688022b30d40c, 0xd8f57da4da44105d, 0xb1814b7a28223fe1,
            0xcf2fd241e06f2d2e, 0x99003a0201dfde06, 0x876a31affded7e4b, 0x1efaf8272f725094,
            0x5117d608493a6a0a, 0xdcec8088a88c03e7, 0xeae1d352ea916897, 0x8cdc28106e8b2c57,
        ],
        [
            0x7e1932588c749f8c, 0x5d3427287ba4df8b, 0xc175866bc7030d8c, 0x441cf37756eeec6b,
            0x0b5dde3b4c87a99a, 0x27917520ffbca102, 0x1975a09220f89070, 0x5ddda52bf40ef988,
            0x9bea2b6437705af3, 0xc0c8689aac286f18, 0x88d6d6963b4f6e31, 0x168f3d622c702008,
        ],
        [
            0x52fb8e6f7041b903, 0xd7fc4b5b2ad368a3, 0xf16c61d2f890136f, 0xeee859dfbb52a90b,
            0x1651b16b3f8396cd, 0xfbced93eb6462918, 0x1cb3126c4b6bfaa0, 0x65dfc76cc7c8fd16,
            0x225b9c21bb46a3c9, 0x6c3457577f64f9ff, 0x6f65fadd57c297ec, 0x72a630eae5c5bbbd,
        ],
        [
            0x52a1eef29efd4188, 0x4111447e171c4d1e, 0x547f015aa2297c3f, 0xee9895e97a4c02f5,
            0x3877ad2d9a37b845, 0x709a17d7130f4332, 0x225d38a45b02cfaa, 0x4c5f1ffd374cdd89,
            0xb7551568fb01df0e, 0x72d3fc6da2ed405a, 0xb92f52ec28c70be2, 0xf1b549e9ca8e0757,
        ],
        [
            0x0254486d9c213d95, 0x68a9db56cb2f6e94, 0xfb5858ba000f5491, 0x1315bdd934009fb6,
            0xb18a8e0ac42bde30, 0xfdcf93d1f1070358, 0xbeb1db753022937e, 0x9b9eca7acac20db4,
            0x152214d4e4122b20, 0xd3e673f2aabccc7b, 0x94c50f64aed07571, 0xd767059ae66b4f17,
        ],
        [
            0xc3916b0655e81782, 0xec0793d2bfcc53fe, 0x14839b69ff7f77f8, 0x6908e2e79b2ffdc4,
            0x53069ef1d33cef73, 0xbebf0550ea6484f8, 0x26880ce413439b5f, 0x52806874febaa422,
            0x95008e424e93991e, 0x119ac6f0e466d210, 0x3a40e9145985d25e, 0xddf2b104f5e6435d,
        ],
        [
            0x25cb1f44f4fefeee, 0xe1a6b6c8bce660c7, 0xd25459a00d2118e4, 0x716532dafedf8f98,
            0xaeff37d492cfb480, 0x45919f7da1453c41, 0x5100afe08d8836a6, 0x2ec20fd7b35d4fe0,
            0xce8eefd1c00b7d66, 0x922d535d6b82c7cc, 0x5eb38f3fddd8d80a, 0x7eae5305213ae465,
        ],
        [
            0x808f0b5ced8b2684, 0xaf64163631193f2c, 0xfdba73c6057cd92e, 0x87835ba4eca9af4e,
            0x99ae966c467f5980, 0xaab02dc4b1fc8561, 0xcc44eaf6ab43fa6c, 0x7403cf817182203f,
            0x793e6460af1e00f0, 0x278aed0be157ce8c, 0x8b9e8f8e01230614, 0x4a2fc9078fa951bd,
        ],
        [
            0x09f8bb0654e93c1e, 0xb0045884ad81e27c, 0x26ebc7b6076e13eb, 0xbda0b5535d5ac07f,
            0xbcb8132248ab69e6, 0xd3847d2e1c0f21fa, 0x7a466528c834d740, 0x6c67a79ae0823ff2,
            0x85dd11864c1d7cb8, 0x096f849f2d081301, 0xb4f503dd8a5ea0f0, 0x71ee0889d1bf69b2,
        ],
        [
            0xc311f7813876a4ca, 0x1d3458709e5074a8, 0x83915d03b48559f8, 0xe5a9581bac0d55ce,
            0x4d4657dd9c7643a4, 0xd93fac76a64a85ab, 0xc3988df3779eeb2e, 0xfabef9e8d2c5b814,
            0x3e33a42b4d48520f, 0x482be9e1e892d2aa, 0x14557ecb105a1c70, 0x0a41f51996dbf752,
        ],
        [
            0xd7a5f9feaa074b9e, 0xbeda44032fd2468b, 0xca3956309c35ffca, 0xb02a1f592de68348,
            0x946b0250903b35c7, 0xe9984f24634e9c91, 0x4f70d22fe7303041, 0xf8a05d7fb68b0051,
            0x0ce7af4fab5006af, 0x1011d1644a6bb502, 0xdf959199da4ad1a6, 0xc468cddf1e146f24,
        ],
        [
            0xa95ff14e961f7bb3, 0x6bda3e609b091fa0, 0x95aa1c324ec20343, 0xc6b837731cf32d16,
            0xd6c5b3989396e229, 0x2acf5ddafc248f7f, 0xfe00814f42c0dd21, 0x9076985b3e6aa2fd,
            0x2ed3e1bb34811bb5, 0x848314ddbb8042bb, 0xbbd86ad3db8cb5ab, 0xf1db1ccd589215a9,
        ],
        [
            0x40336b12dcd6d14b, 0xf6bcff5de3b4919c, 0xc337048d9c841f0c, 0x4ce6d0251d617f50,
            0x00fef2198117d379, 0x18b7c4e9f95be243, 0x98de119e38df08ff, 0xdfd803bd8d772d20,
            0x94125b720f9678bd, 0xfc5b57cd334ace30, 0x09486527b7e86e04, 0xfe9f8bcc6e552039,
        ],
        [
            0x003f544091fa9c38, 0x9dc29eddcfcf5ebf, 0xf376d2c5132a31a5, 0x891e6c1b18c6d6d6,
            0xa78d5b62abc53efe, 0xbee54764961cd334, 0x0fed8c22fa5a0aba, 0xd66b010d3b235bdc,
            0xd5eede0c063872f3, 0x9c7c4b96e1b2edaf, 0xfac293a9d04031f9, 0x75567da2974afbc0,
        ],
        [
            0xffd4fd775b5c7501, 0xc43e409ee0600e93, 0xd2a18cba7d522993, 0xbc2e14dc17c84d1c,
            0xe84deb43c1eee29d, 0xe65326f08d691cbf, 0x89760cdd77b726af, 0xb91c302a577b30ac,
            0xc6a742906e145891, 0x95bf3e913be85cc7, 0x2ec0285b9815e0ed, 0x5b4be6da8aa3ec95,
        ],
        [
            0xbbdd04972b46fd23, 0xd95e66b708e40e02, 0xba595db48b0738d1, 0xb2daf96284b8e925,
            0xfc87ce8f45896acd, 0xde3715b4ee960c15, 0xf3a92d64fd4aa560, 0x28cfa2af8a955a9c,
            0x94c4c9fdc807091e, 0xf467b608fcff0c86, 0xb796f5808a519f8d, 0x504d7d2f871454b9,
        ],
        [
            0x4ab7a22c02a2d1e6, 0x967e19a31371d5a4, 0x20f59f95078de336, 0xfd28fa36f7869245,
            0x1de42581cbf1d96f, 0x2e0127d7366e1f0f, 0xbc65fa9d2258c741, 0x1f2f3356dd6d65f8,
            0x06384f3a4a0822a9, 0x1c81332bfd05a0aa, 0xbfb12361d95ee3ce, 0x180aaf0642016d00,
        ],
        [
            0xa91fe915e4b5d92f, 0xd4393cec78a9c2fc, 0x0063fe3db3e9c65e, 0x3f7f15b9cf35e6fd,
            0x6d23d6c392d732c1, 0xf338355900a8f267, 0x67af1d14e9af6241, 0x0ca969d4acf1b9f1,
            0x5dd4b93f48d56f76, 0x2a6d171c567887a6, 0x3ba4ee901dcf2e24, 0x92be3b4afbde6f76,
        ],
        [
            0x329ff57bf08c171e, 0x6cd8122a543af2a9, 0x5209a3d65b2f8d96, 0x0285b128ba90c881,
            0xeb5971ef61b43c8f, 0xf1ec473ccfd759b8, 0xd2a79fb712d58e1e, 0x695f4877fdb6497b,
            0x8bf5a4251f1a0f24, 0x3e79a0dea5c8a189, 0x9c8ada35908b7ae3, 0xd8b8622c5000f772,
        ],
        [
            0x773c0387b8efcd82, 0x4531b9619e5ab8c7, 0x1069f37003eb30d8, 0x583007ca550d8b48,
            0x7f25384c47bdea3d, 0xf8b7570bb1ad3b58, 0x71fc2294b9871cc3, 0x5138db2995c46a60,
            0x248578fd11af5125, 0x5644a0eb6cd37f8f, 0xb133f688e8424a3e, 0x92144e86ffc16575,
        ],
        [
            0x3b75c45bd6f5a10e, 0xfd4680f4c1c35f38, 0x5450227df8e0a113, 0x5e69f1ae73ddba24,
            0x2007b80e57f24645, 0xc63695dc3d159741, 0xcbe54d294530f623, 0x986ad5732869586b,
            0xe19f70594cc39f73, 0x80f00ab32b1b8da9, 0xb765aaf973f68d26, 0xbc79a394e993f829,
        ],
        [
            0xadc251e28152b15c, 0xc895303d748b5ba4, 0x0dcbebb116d0f777, 0x1c916026132e860d,
            0x6cdc2dd06fab44b1, 0xc379b327950b28ae, 0x28af9064b7185d44, 0xd16247183a6631f1,
            0x0d90dbbbe20560e8, 0x75df417042111faf, 0x3b5acf66013edbe6, 0x62e91af7fadf1d60,
        ],
        [
            0xdd01a72b6024f09f, 0x192c8254378d12e1, 0x03ec536bf5d8b8d0, 0xb0c4c01873806514,
            0x7d3c5f5614d202b6, 0x7c2a7c5c6febb3e2, 0xf2fa07d4f9f2b562, 0x6f717b003ba2a4fa,
            0x1ff95d598f452226, 0xe4b3f6ba867c1cf1, 0x907a648a5d0944ec, 0x1ed480007f64f9b9,
        ],
        [
            0xeb87d5bd9b269032, 0x32e77d796dc03e16, 0x332dee387e2bd3d2, 0x609c9c4b064b4d46,
            0x14b6a2371c09db91, 0x2a0080f6344136ae, 0x2778ed842a44bb77, 0xecc48e4be023c5b4,
            0x77fa18125875ee88, 0x16ac6e9fb03dd778, 0xd6794aed58cda999, 0x35409f35b43e8887,
        ],
        [
            0x0a159f6295b3287d, 0xb18f875948cecad0, 0x6d1ab8ee1661a23f, 0xcae7f40ec95c41b3,
            0xbc3d20407c51eb56, 0xa7527283e8754250, 0x815610561f9e668a, 0xb8aa7296900f5912,
            0xabdbc1bf6af2a00c, 0xe9a942542d0a56c0, 0x4774a7b77bc8959e, 0x0a837ff019cef2f3,
        ],
    ],
    // row 44: multiples of 2^264 G
    [
        [
            0x114a25c844922386, 0xdd084d446d4e8b57, 0xc49b68411e7bd7de, 0x5b0359fad6da54db,
            0xa6e6e5f93f0da321, 0xb65ec55cd640a87e, 0xc1a4f6ceae64020e, 0x91e29cd2088e1337,
            0xf44ceb8e3c0a631c, 0x0205b11db756445f, 0x04844e845bc8880e, 0xb630ddc0b85e00d3,
        ],
        [
            0xe76894c3ae7ce296, 0x87737ee2a6cafc34, 0x566dfcfbe55cd1e6, 0x5421a9f23a7ad5b9,
            0xa005838a4687a4ef, 0x3837219a23a2c423, 0x4b7800128a82cd1b, 0x401c07bec728b588,
            0x2b5f69e937ced8f3, 0x306b621d8c1e1eaa, 0x8acbbe71d389cc4d, 0x922fa665f4ab7774,
        ],
        [
            0xe557e7c7297bccec, 0x9c82875e19db959f, 0xb9b0efa4b42b3ab4, 0x9d71dc4d8e53b32d,
            0xe3a93e4e11b1bfbd, 0x217d418f9901bd3f, 0x5f3a53053ba3b69c, 0x3c5aecc39bdb5d97,
            0xf4157a7bef469e91, 0xf03282f278f160dc, 0x97e4b7f4c89189a9, 0x5b79f71ca967ef21,
        ],
        [
            0x2df6f242d35c2d80, 0xf65a99a93493ce97, 0x9e80232b372bcc87, 0x26ba13b86e428cc5,
            0x2526ef1f13a1b763, 0xcef3edcddc97c5f3, 0x4954867fbde16b73, 0x9817813d368ff6cb,
            0x7e39fa69be143027, 0x12329463cf54f28b, 0xcf0991dc7597c2da, 0x0cda396952e07099,
        ],
        [
            0xbdfea748e32f3add, 0xaacfe4f6b611caa7, 0xd5a65675aaba398f, 0x22506486a12be348,
            0x766dd428e818ac5d, 0x6e3a80b8fff9b6f9, 0x4b3b10f3c6171d2a, 0xdfbfe7641cbaa58c,
            0x2a6111ed5c9e36be, 0xa99a302364cdfcdd, 0xdbfbbe7a59462f54, 0x1b07248bcc266b5f,
        ],
        [
            0xdc9daeefee993749, 0xd40c8a547ff3d775, 0x206d2271ca53d53d, 0xb05463354d1aa50b,
            0x52bca91088001e99, 0x25c117c217fb7aa4, 0xfff3af9542685945, 0x083fd4de8f4ce0fb,
            0xaac004be24753989, 0x4a5de2b6e90950c6, 0xb46af0ab738efe5b, 0xcf80a17fdb4459f9,
        ],
        [
            0x5bdb6d4041b673c5, 0x30df661e4e6bdfa2, 0xab5008a96ddd9e23, 0xac1e9748467e7577,
            0xe74e35b6017555ed, 0xb2aa222f9d04fd57, 0x8585c6fd24cc867f, 0x48466aeeeb267e96,
            0x2739d1e80b684dd1, 0xe1ba7889edbaddcc, 0x464f42059dc57660, 0xcb147efaa7cf289a,
        ],
        [
            0x412f64a3f303955d, 0xe92bdca9bd692593, 0xfbe6cdc2c2e964e0, 0xe9a3b1fd0011cb01,
            0x6c30762dcf228f23, 0x1270b84abe9199a1, 0x732711dfe3c9cbb1, 0xa3aabe37d91d9513,
            0x8ee08ba0c6eceba7, 0xb1711531f3c3d31d, 0x65060b633c716948, 0x046b4ea12ff2cadd,
        ],
        [
            0xec48c6d96f1eb1c9, 0x07d929ef6af3d0d7, 0x8454e9122e54bf71, 0x535d825100d6e6bb,
            0x4ecf7f6c2e7d09de, 0x8a38c308a0c756da, 0xe1690d4ec57fb884, 0x3f8474643baa2004,
            0x3d1cc2031da6afe7, 0xb3327aa5090f9c2d, 0x41c5fb363e6912c7, 0x0ffadf653d1a6a1e,
        ],
        [
            0xdeb7a462961719fe, 0x5e22796d76ba6ed7, 0x5907daf225d22208, 0xd98260a72c21c04c,
            0x56b24923e090f349, 0xb5960ad9a31a8f95, 0xb6ac57cef8b1da62, 0xe47d09959f14f70f,
            0x0ba6eb0104dba20b, 0x41ca71c846b60e27, 0x2bbfdb306bf5eeef, 0x58e16788f075b238,
        ],
        [
            0x2ae9d0b948d97d04, 0xd4c58b763abccd5e, 0xfdd4d168d6d246ab, 0x723d5da184fa1724,
            0x66b25f8c176c4b95, 0x74b908ba4723aa3b, 0x7eafe0e14e542cd5, 0x34a91efe12f9b2fc,
            0x3b7e086e485ede8f, 0xd4cf53bb96f3a615, 0xcd4f9db2c6c3f287, 0x5fb14986f4d72830,
        ],
        [
            0x25d1124fbab220c6, 0xcd1423c861524e3e, 0x75e4f45f0434fb51, 0xb5180a8f5180ab2b,
            0x144e214e5b22e388, 0x6b16dad192263054, 0x3ea7590740863566, 0x372d5abddada3b46,
            0xb3ff5a3a893d210f, 0x39f8d1ce5e29f3dc, 0x559186ce68200e82, 0xf48764541202cb66,
        ],
        [
            0x1838bd798137d317, 0x34a33de5c6be6f98, 0x4ad4d53bcc1addc2, 0xb1e56978b2ca17b3,
            0xa7d16fa55f881dd9, 0x23c9e86a33a46efd, 0x2694fe9a7bc57b11, 0x4b045609bcb847f7,
            0xd4222b254fc37d6a, 0x28d2edd89f85ac53, 0x831bc01164bd25be, 0x3f47b0a6a3330b67,
        ],
        [
            0x699c2db9eaf4f2a1, 0x8cd3322761c0c17c, 0x971b50d464f16a56, 0xcd00d42b102bbe10,
            0x928d0ae2b05f3cac, 0x245dbe3814bcf472, 0x43d29526947c0184, 0x240899684612a4ea,
            0xbc763fcd6c2b4541, 0xb4e7ae0ff82448fa, 0x94f1fa15b02b6459, 0xbcafa1ec67d39bbd,
        ],
        [
            0xe503f9fd82cf994a, 0x5e8ef7a95fbb7256, 0x0c03048501e4ce91, 0xff720287c1ef6099,
            0x00f9885cd075fb6c, 0x4ce445c0b749b199, 0x99418f63a78ea5dc, 0x010d4e8aee5b0e88,
            0x312f45708f87d309, 0x77782641b483acdb, 0x4971473507c8e358, 0x1bbb1be2d7652a45,
        ],
        [
            0x6f178dbf8b540904, 0x0264bccd8720472a, 0xa6e8b4b459b46611, 0xafce8267c72b4a58,
            0x21142175a45985ad, 0xd23401dfe649d733, 0x6bf42fe085dc7720, 0xc5c8ab9440e3f2f5,
            0xb0c8a58acd029197, 0xa73ff329215492e1, 0x895c545eb1b5a5f0, 0x6dbc24456fcaf49b,
        ],
        [
            0x0a060314fc837dc6, 0x5fec937d57edbad5, 0x34130c1e6e0bd803, 0xb2c839b3923934ea,
            0xdc14244b771309fe, 0x19856cee3cfa50fa, 0x3c7df1617fe5a1f8, 0x505124d00dae1f58,
            0x0168880578cdee0e, 0xcaccfb7cfd325df0, 0x990fa252910fe999, 0x0f255bc634a2d525,
        ],
        [
            0x705ad3d844cc852a, 0x10bb5addb80518e0, 0xa34905bb0de9f160, 0x7d45aae394b1aacd,
            0xd30411d07fd5de7a, 0xe2fc62064d0167cd, 0xd3b1961210ce71cf, 0x8e8096b6b28225fd,
            0x4b46fa8064a1c849, 0x160479aca51364e9, 0x9ebb6fdbfaa3f0f2, 0x9ce029b9f1511754,
        ],
        [
            0x884429e5a4881c38, 0x714129ed4da46253, 0xae67632d4cc1b0f4, 0x7c6edf01f4a2b090,
            0xd362894403f0753d, 0xee8c3f1eaf6d4e66, 0xeb4388aaf673e303, 0xfc8894eaa57a986b,
            0x7f91baeaf2217a97, 0x4218b2614b1bd6f7, 0xe32c6de0128be0af, 0xe94c06d3bb7f6642,
        ],
        [
            0x25ef32d60f2d76a3, 0x540650b9af4a7d46, 0x8979a4b8d991d7f4, 0xdaa706c299202400,
            0x8a729680f19d281d, 0xde25bdc44ec44de2, 0x0fc50832c2054496, 0xfee72fb60aaf2941,
            0xc8263e64b82ed4f0, 0x91a8cb736f49055c, 0xb7585458f2bb515c, 0x03d2b23ab855e6c6,
        ],
        [
            0xe12dcb1c0687dbb2, 0x0a964aa26f304e91, 0xff101c7729a6701b, 0xa5e02e2509617f38,
            0xe3755adc1c5ab473, 0x09b427dabd5269cf, 0x615ece8a7aa31583, 0x6856dc13b5b18293,
            0x2cedc2999b163c9e, 0x7aad9d56607914bf, 0xd24914c99cb560d2, 0x44a36c7963e6fb34,
        ],
        [
            0x8e11e8e8a0879d68, 0x2bea77a3bf7a84ac, 0x98140930a74b45d0, 0x1ce28654810e587c,
            0x0a30756b8869daac, 0xbf5e824539d2fe12, 0xe6414992cac16a87, 0xd2fa182d437aff7b,
            0x4e61412db6146094, 0x30a949ec2f31bb4b, 0xf254c71f22dc8ac6, 0x1d9ed85c1ab2a0bd,
        ],
        [
            0x96a83a1328c1fa7e, 0x9d7d575e27c0aec6, 0xf213a13635570dc3, 0x32b4a3d0ea2b1040,
            0x55fcc5bd1149b0cb, 0xe7d8746b08ea8c29, 0xf7e2f80dbabd0e59, 0xec223bacc76f8d0a,
            0x868da179bc35b871, 0x5d2967e04f96664d, 0x4af624c750df28c5, 0x80b41ae0e2e4bdcc,
        ],
        [
            0x09ec1e3dcfd3f182, 0x1f1c30b5adae7af9, 0xf3a33f7c6b454164, 0x0318926f94647c4f,
            0x8e37bdd787db14ec, 0x811cbd342ab364d3, 0x1dd1e5077c2b369d, 0x7a57bc46a28056bd,
            0xfca5be4b089efe44, 0xb3bd84d76dc1290e, 0x40d7af098793e6ae, 0x4e08e11fa3723942,
        ],
        [
            0xf0a33b8ee27edba5, 0xfdd135db0bea221c, 0xca6a614b47920521, 0x98e27239aa29f8cd,
            0xef479acb7f056709, 0x7b4a7f9fb30bae5d, 0x367cdf34be92ae2b, 0x8d2dbefb6feee558,
            0x643ee6cde32650d8, 0x44d17d97dc5ea899, 0x85cfd0c9711c2395, 0x70aa5a547c8f27c8,
        ],
        [
            0x649eeabbeb73ec7d, 0x1098330426a9aaf9, 0xf22e45144e296235, 0x695c8df47b85f801,
            0xd45533443ae7caaa, 0x3e35bd47ffbba90e, 0xdd04f7c95d13b9ec, 0xe39a5d12e259f70d,
            0x39073063201ae17c, 0xdba3eda06a85435f, 0x6df48093e948924a, 0x9ffc4dcf00e3394f,
        ],
        [
            0xbdf7bb26a9f41896, 0x1ed305b3aea2f2de, 0x3364d488e863cf43, 0xa6501e2492e3e88e,
            0x36c387dd1e55d159, 0xdf12d752ec872680, 0x0fb7badbf6e00c87, 0xf197aa72d41f6068,
            0x82a1121e42b83046, 0xd9050c7b45a7e879, 0x6d5ab13b98a8378f, 0x2adaac99806f733c,
        ],
        [
            0xca3709ad899ffebb, 0x1a87377877c00602, 0x5ff40c2aa99b4af0, 0x680464e5a80e870c,
            0xd2f7f04494e10b1d, 0xee9b206c4e9aa1a7, 0xb536d67596cbe950, 0x841856899e8305f3,
            0xae1b669c369fa255, 0x62e260267233e1ea, 0xac05c5136aa60c24, 0xdfc6814fd2691677,
        ],
        [
            0x4ea075a88182b730, 0x02336cf0a3431fd7, 0x3834bac69d76c6e6, 0xb352b5ac3cc20b38,
            0xf1567ad2ed9f5dcc, 0x41836ee5538002b0, 0xbee8ea40916c90a7, 0xb43a4efbef11f703,
            0xa7e85737551dfd50, 0x0c452f07e5072eb9, 0x4fb6e7596eb8a7ca, 0x46075b6f495fc0e0,
        ],
        [
            0xbe414528397147d6, 0x7485131442592203, 0x9084d3300364b0eb, 0xf8e5d6d56ad70814,
            0xfcd4e0e3ffb4ac5f, 0xf652417a1fbf8899, 0xb1165da7ccbd7eaa, 0xf5dbd11a6e2d4e8c,
            0x5dab120a32ddcea8, 0x30aaa56f9892f728, 0x71c2412dd3d73838, 0xbc0253d1d2e2becb,
        ],
        [
            0x1c688cd792b83aca, 0x4fa13cb13b2a4ae6, 0x28df3d65f87152bd, 0x19d1944c12086f53,
            0x639f83849b91ba96, 0x453a83ffcdfabf69, 0x0308e5384fcb80fa, 0x2cfcfbf4c35268e1,
            0x9e6885fe23947f9a, 0x85d30712e498f8f0, 0x00ec04d76da6b5e6, 0x2cfc9ab2f43e750f,
        ],
        [
            0x8baef5df0a02b0fb, 0x58a2b06bc2b92b02, 0x268558d754c8267a, 0xf924f795ccf70393,
            0xe3763f30f68ee021, 0xc1e856f05c01ba4b, 0xcc01a3e9722b6bff, 0xd2be4623ed5b3b02,
            0x1ab3512e6c45e33f, 0xa978fe484ef433f6, 0x23e2ea018e21f5af, 0x49647d8811524a40,
        ],
    ],
    // row 45: multiples of 2^270 G
    [
        [
            0xe1d42d94d087b788, 0xfbfb221aba0e176a, 0x5f6698e783686966, 0xbb5e159474a30dbf,
            0xef86bb5bcfd20230, 0xf055a1c5403b8f8b, 0xf249aac8d9d85ea7, 0x7318f7bc3d200198,
            0x3b80960cefca9a90, 0xf28e33888f449c4b, 0x0cdfc61bf0cfe09e, 0x3b169c638b22cd26,
        ],
        [
            0x923e948c203bb368, 0x58e37a2b231a80e0, 0x345a011a6df27deb, 0xba6784c1d57f4ca2,
            0xf01b3703114196e9, 0x981a63eb1aab426d, 0x2ffdc97851770c1c, 0xddd19da6efa722fc,
            0x5ca1c01216f09c1e, 0x612021de5b9cc0b6, 0x910e10e95e150569, 0xacace9dce2ab93ea,
        ],
        [
            0x0cdd83725070e0a9, 0x7c5ad562ec550783, 0x9652b8474f3b8d2b, 0xfdd60d93e6e98d73,
            0xd51cae2ca3479d0b, 0x11b93b6dee05c006, 0x9d72b82d8a3b40d5, 0xc6e996fea7d24855,
            0x420672f7398603de, 0xd551b34a9a1af2ce, 0xdeb8c1d913bdce0c, 0x56ca926debbeba7a,
        ],
        [
            0xac58c9e09db9ca19, 0xd308ea5d390054d0, 0x32ef4afc2cc42529, 0x08bd48b397c2bdf9,
            0xac8a7803a849e19a, 0xcd51c0da75c31496, 0x733dc7def0e2d49f, 0x7c9caad1b44b8cc5,
            0x6d9c5b0847be21a8, 0xfab0fdc55ebf426f, 0xd60748caf94e9e5b, 0x3072e59269366089,
        ],
        [
            0x8f24cfd9007d3d4d, 0x2f4f7195cb27ae66, 0x8166162e9c1ed35e, 0xfdcf76664f4bdfd8,
            0x6dc993bc3b5373ca, 0x2faa34d6a3ec42d5, 0x1cce84cbc6b6109e, 0x7a4178ad43632b7e,
            0x6899adb5b2aab55b, 0x080e42bd683c1397, 0x34d5e19210960bfe, 0x65415d217223406a,
        ],
        [
            0x8acd0a3e6254954d, 0x708f93591d8c2442, 0x85f591356dab2ff9, 0x9df9200733a9d96a,
            0xac9849a7caa797ad, 0xcea2067ffe95aa38, 0x5a3c21b4995cb879, 0x5c981a5d69d4f07d,
            0x028cf95df0dc9aa6, 0xcc5cee93c68fd96a, 0x8a5e73ee0b69676f, 0x190a7229832d230b,
        ],
        [
            0xc0ab244bd40c5d9f, 0xc05a11cff3ef03ed, 0x1593d8ad650ea714, 0x1edb6cbdfc6a1235,
            0xead76e1e4e451d0b, 0x4759e3c0ae7ee558, 0x480627be7c8145e2, 0x82cec2c788a339a2,
            0x17e887b6752b0f58, 0x91c866d0aa6c9df1, 0xd9a5484829b3b1d3, 0x17ae47aef641bbc1,
        ],
        [
            0xb06c17a3f0ef77c5, 0xc144e7846df6bf59, 0x2440ae990038aeb2, 0x83bf711b58b402ca,
            0xb8763e00b577732a, 0x509e91eff651a932, 0xbe02ab9d00ac109e, 0xfbcb426c8dfd78f1,
            0x7ed272f64283f80f, 0x098cf0572365da5e, 0xd90e6f1805dc6beb, 0x09ef177fcf7b9d72,
        ],
        [
            0xebee13d1199785d5, 0x3d37064892f8f141, 0x56595c8315e3a026, 0xa0f4960ee6e5c659,
            0x27d5bc54c052f5d6, 0x9c5437dc8677ef24, 0x28ae53a3db9b78fc, 0x025b81a7d91113f9,
            0xfb423fb36ac445f9, 0xb555a8b5575649cf, 0x3ac93b0806ae0cb6, 0x7a706bb58d2e3be1,
        ],
        [
            0xcabd730197c0cb32, 0x1698cfd365f83e1d, 0x4483325462043a8b, 0x43d1641f3b4c8bac,
            0xcc394a5be344a05a, 0x9e085b71853c1f6d, 0x35a67867cf627733, 0x9d668c2beab971dc,
            0x458a801d46c5f3bd, 0xb7b08696446c5e3b, 0x468ae44ac15fc828, 0x9503fd49ab2761ff,
        ],
        [
            0x7278f12fce8d4427, 0x036aef18eb15f81f, 0xcbe64b86a58e95ea, 0xf933a85059b2428c,
            0x8d117bfc52f1b0fb, 0xba9dbc6f0bed33e2, 0x3e152fb56ece7dc5, 0x90e88871eb80d7ff,
            0x0aa265aaddf09489, 0xa17584cc2476414f, 0x2d241d33cb0418ea, 0x1c40e835c3a7529b,
        ],
        [
            0x89b2edbae3e1aee9, 0x33533137e55e4aca, 0x1dded9ce8943fce4, 0xaaf07ff45a2ff996,
            0x69e60f92c96e87fe, 0xc2e5c1d5b9ee808c, 0x79d6d8c6be466616, 0x897f6c2fdffe4e28,
            0xc8a65267350b7fc9, 0xe9fcb46d8a2abab0, 0x57c3bfc62c4faf7c, 0x41a8cc2aa8207c8a,
        ],
        [
            0xb60e8daaa74858fb, 0xaa4c8ca550c7c2f8, 0x9eb3709631a39837, 0x5742fb3269f44aa5,
            0x086aa47951e793a0, 0x9bcaf65755e7c373, 0x63cee90c1b13101d, 0xbc410452e7d42d91,
            0x3041007f913aa0fb, 0x9a00ad14502be876, 0xa137a443b8677568, 0x5b26b99546ca4efa,
        ],
        [
            0xe33585b7aed60a78, 0xd208deea3cbb2e24, 0xff32cccb1aca34e8, 0x52ebce077b64d250,
            0x93a4d0a184d8b907, 0xd759bef077de8d42, 0xbd60c87a5d07487d, 0x63620986c74f79df,
            0x54f5f2c84a52f837, 0x340a1f53f3cec619, 0x1e922bc4fc85bf85, 0xc92e7b85c3bfdf09,
        ],
        [
            0xeb1a37c30eb9e6bc, 0x8c393d894fbf1cb1, 0x6ac9427ed1f10389, 0x77b8cfc17c8caefc,
            0x554ab4af1a61bdd5, 0x661a99f1ad75e46b, 0x11fc01bb439a0456, 0x5b7fedd28d0046c9,
            0xcfded2effbece9e3, 0x4e4dcb0b11440124, 0x2a5fd0fadee23c7d, 0xaa5f345af662402c,
        ],
        [
            0x6f101762eeb791c4, 0x0d942184df261eff, 0x2c58e2aaac1dc827, 0x51410e89f835a1b6,
            0x981333a7629915a4, 0x371891b60c14148d, 0x4d20b3d3c0904446, 0xdda7ecc8949776d8,
            0xa664b68c2a2645f7, 0x7a6bc857add082ea, 0xe7467dc63e5ff206, 0x40a6c34004e2dfcc,
        ],
        [
            0x89abcb75c40ae4d5, 0x24bd67b528ca6f17, 0x46b4420fca026c78, 0x13c06ea70b4a36ed,
            0x0da5ed4ea9bc6386, 0xea66764e62d8f82f, 0x4229a35f5671dc26, 0x544cd0efe2a4ce44,
            0x45e76be2bc152db7, 0x7302d3233c4d8c60, 0xd1ef653626345eec, 0x0ac1b4662f78ec73,
        ],
        [
            0x0b53571da59b74a3, 0xd01a88318d92e0c1, 0x0477790814c66ce2, 0xd27136ba831df5a9,
            0x76f0a677e4b8ed88, 0xbe7f01cd911e1a5d, 0xe17c905e6dac7f1a, 0xf79a1d44d30de9a6,
            0x4cde348651f6d068, 0xca2efdc15df85442, 0x99a2c5cf67b9dc93, 0xc84ea981bd897fb9,
        ],
        [
            0x4c7e8b08c7965c05, 0x0c0e9613f0ef1794, 0xbac64b13cdbc6324, 0x7932a4abec428a7d,
            0x2720b7694b31ad97, 0x0d6b24b57a7388c7, 0xb34139c005f66dff, 0xe0b4535a02065c80,
            0xdaf1710049d2a734, 0xdbaf099f1f8ffd31, 0xaa7393d21669aa8d, 0x91067480e36fae5e,
        ],
        [
            0x57fe04db1eac292f, 0xec2d8ecd3c20366c, 0x5128bd40e0a341e9, 0x1adf3cbb9c24fdba,
            0xb1ce8520f4c1dea8, 0x5d6b5960db22eef2, 0xe9f05f28e020073c, 0xd11d46fc080c539b,
            0xa2ad52d3f63bfadd, 0x1b4357506cbcc395, 0xfd1d7e0666714bd8, 0x6ee6f617a40eaca6,
        ],
        [
            0x69e603025fbe97e0, 0xd50b56fce2f8c204, 0xaded94500fe7e7fa, 0xbc08b0c254e4118f,
            0x808c695b5a2be90d, 0xf4cf6204b8c6b70f, 0x0a4b146b7f09ae79, 0x9ba9c33ea334d18c,
            0x03ad0bc280a0b3a1, 0x28f58fbe1de3ddb5, 0xf44b7151805dc1bc, 0xaca3e02d2c02bf51,
        ],
        [
            0xef0e12a1f45d77f7, 0x401ee168bdbaef05, 0xe41e7b2cd7ede5a5, 0x891c7fcf5fadd183,
            0x4b88d4510c08f73f, 0xe18fee7746c40ac7, 0x0c4b621127507f6e, 0x03586b844619fd22,
            0x4ef79ad8af00c7cb, 0x53cd342054ad91b7, 0x3425eebb662198f4, 0xd5163cf696828835,
        ],
        [
            0xa32aa0a424e40ffd, 0x11fd0e42ac46f8ff, 0x8a35e96d26c0cb9e, 0xa12efe6e762083c2,
            0xdb8beecad289fac2, 0x16ffaa351d41defd, 0x2fec0a96e2ec2fca, 0x0cc72191540f5b7f,
            0xda3e6f993adacc34, 0x103c9dfecd0e6a5f, 0x4a615ea9181544d8, 0x3a07320eba126399,
        ],
        [
            0x3d0efae3106ba1a1, 0x9c717ca192d7be5a, 0xa5cb5a253f00eeee, 0xc2f9258cd86161ce,
            0xd2b0865f5c4a389a, 0x8c06d7689b1f2159, 0x5a758a612753107f, 0x5ab6449d0a539c19,
            0x88655a4949d301c8, 0x129647e61c4bb89b, 0x06f0665ec360259c, 0xcdba2f0b066197d1,
        ],
        [
            0xd30748860ec4b375, 0x277dc442c882d74e, 0x865f76c200a51a2c, 0x62ed6617cce882a1,
            0x2d9ce1e078e326d1, 0x1256ba5ef9a2d46c, 0x3a955734fe00ad98, 0x88b5a94decf704ba,
            0x986953e1c63baf66, 0x42799a18b984ea52, 0xed25dcb0f7dc92c1, 0x3a9a96cb12099938,
        ],
        [
            0x3dd6c2f3b82eed57, 0x36f158381715f2c8, 0x3f0db2d7dc6556bc, 0xd47b19707cd8af7d,
            0xf0ec20c996b0990d, 0x796d528c95e3f66d, 0x5996a769b446abae, 0xd9f4233494da51b2,
            0x88280e4141d64110, 0x4a0964785bf8771c, 0x6a6a8e7c751cc20e, 0x1ef32505bcd2b647,
        ],
        [
            0x833acaea6f193e4a, 0xa3d0ac4058602cd1, 0x0bb89c2eac61cdd0, 0xe4d5cd90331ff35a,
            0xb5d444c5008b712a, 0xfa526077e37fb61c, 0x816d1fa0a7aed0f3, 0x0f797fc3b7008386,
            0x5f26571bc9624939, 0xe070dbce702a4448, 0xc0a2a89ae8a78d01, 0x004df2475fd0734c,
        ],
        [
            0x0262c90c3fedd636, 0x4c37c1ba54d2bf3f, 0x6514f8fb1577634a, 0x4678d634597668ad,
            0x90213b637cff6ecf, 0x407127c87518cdfc, 0xd006db902447637e, 0x7984642b9654a88c,
            0xacc73aeadf635672, 0xaeaa4faf1a366456, 0x0df51aea1ce73aea, 0x9ad1c0e59a8e4a48,
        ],
        [
            0xb4a899256f9e3c16, 0x8917af197a71c0d1, 0xd41aa9eb1075d746, 0xfa9b5f297ae0faf5,
            0xefe3f79ff8057002, 0x72328933695747b5, 0xe7c39574d9f78b3b, 0xf7b14af3b9cfc5de,
            0x590ed610b3a29ab7, 0x17782b4f5ff712b9, 0x0521fb9f1a34a493, 0xc79accad6a99f486,
        ],
        [
            0x2d4ba1be774c4770, 0x57c2dfe7bd8027ad, 0x1a73bee033096e7c, 0x83cfb1aa941c8539,
            0xdcad1c0701e2a0cb, 0x6f1ff93528c27686, 0x0c18d2525ea1221b, 0x737e2193b42d9f38,
            0xc102f5c1f8351a89, 0x163d231c0a53c7ab, 0x966a9cea62ad2950, 0x88a0be75f565140c,
        ],
        [
            0xf4d5f9542ea2c8bb, 0x5b72af76aac1841c, 0xb3bf77cbe0361934, 0x0e89b3bdc48aa1f2,
            0xe5c84fb905eb3855, 0xacb268a248212e2e, 0x6eb89f00956e787e, 0x1050d6bcb4aadfc9,
            0x982dd5d5e60d00da, 0x3a860ab4409546c7, 0x10b0260958fb8c86, 0x9feebdd5410e3d49,
        ],
        [
            0xa235456903744726, 0xd2169e6dd8d275ac, 0xab0c247b132c5689, 0x129a5c9dcc4760bb,
            0x03eba46726ae821b, 0x67a33fda3df1cf83, 0x010813cfb8421b7a, 0x7b0f507098cd6d76,
            0x907320b31fe4b600, 0xda3bfeb398dd3239, 0x23f1ed1641abb34c, 0x01b30f29946f85f1,
        ],
    ],
    // row 46: multiples of 2^276 G
    [
        [
            0x285248309666f8ea, 0xd579b3dfeff6502b, 0x3a66fa9900e4f78a, 0xfd8a65bb54a3f7a3,
            0x505d3f631965a79a, 0x9524972c1891469a, 0x78367cbc3354da3a, 0xbfe1fe3de4941c6e,
            0xe41bb3f6f5af173e, 0x57cb03ca5ca36597, 0x27f86cb87b99f795, 0x5cae6514ad4dcef1,
        ],
        [
            0x38a49bf555f0ad9f, 0x1a84c6b8f3618639, 0x5f709eca01b2f7c2, 0xc479a6505be8359f,
            0x6b6a22bfd6646b3f, 0xcce78878cc5b711b, 0x8e7dbc63b446cc63, 0x231bd027218f800f,
            0x2d3a7e04030271eb, 0xb08b5978e22fb3c7, 0x860d62789be0d46c, 0x253a31c21d49a915,
        ],
        [
            0x56d6515604dc109c, 0xcd740cc809c1d307, 0xef9e049f10dfaead, 0x19750b3ae30b70b8,
            0x11ed860015c6a562, 0x53bdf97e12097026, 0x79559d056c0d908f, 0x8f1d75bab506d527,
            0xd6fd7323ae8fb3c4, 0x834639c9a4111f88, 0xfc69a029a310a683, 0xa4467bbb255f2e9a,
        ],
        [
            0x66797f56bbe4bdda, 0xb92a369eda51b1a2, 0x18eef4a531adb034, 0xcf1cb5ee5d185cfc,
            0xf596a59bbd53c27b, 0x1e1dd6f569002569, 0xd9433e797687e48a, 0x7d8d24c20cbcb9ce,
            0x233cd7ed65d68ecd, 0x201bbe09fb2aded8, 0x987f4975ac9b750e, 0x949da385337f7f25,
        ],
        [
            0x6fb6b7bc0410ca0b, 0x0e16eed2b3c13935, 0x98ad89d8316ff531, 0x4800ee179894d65f,
            0x034ea3c448280170, 0x8126d12dc30be537, 0x43c2d27e5120e525, 0x96a5d498ee65df90,
            0x654540105eaef29a, 0x1d8f07a17b678fc7, 0x54bc6f737b301270, 0xe58a8102e9473365,
        ],
        [
            0x3561b3fea329deb1, 0xfdca0e34f1c3c3e4, 0x4374831347fb79d6, 0xa7f497e1c48002ed,
            0x86221cce2c44dcb0, 0x65e3f04643785e06, 0x9ee9061fdf4cf461, 0xc7479e8cf022d27a,
            0x1d8de85b76f7f52b, 0x39a713c90fd6c65f, 0xf74ca067711f8a39, 0xad1119ad8ebc640a,
        ],
        [
            0x1942c2ffcd74009d, 0x71c4d5f5e9c286a4, 0xf3c152b5771a5972, 0x4cfb1e74363c2048,
            0xcd2ce8249ddb8da2, 0x5d97c8e0a5ee443d, 0x6fa84b3d68d7b3d5, 0x97eaa76d9ce14ec3,
            0x2e4571368e13869d, 0x39ac6a0c96f0f8a1, 0xe24458ac42d93dc0, 0x7eb3689d5f60bec9,
        ],
        [
            0x514cc1dcb08d2d0e, 0x4e6b379e30e93536, 0xf0e422ac2fc9230f, 0xaa50a1ad92e23e21,
            0x70ac46d8676d1ac0, 0x698b9991f9f54493, 0x59a6b86a8649519f, 0xc1f11ad6e3511da4,
            0xd3d9cff13192968c, 0x13e700b40b342dd8, 0xfd5dc7bb3b1da441, 0x02426e7c2c883760,
        ],
        [
            0x205d8189543c154f, 0x19ecff03b39886d3, 0x94559d8cbdb4dbea, 0x3ef1955ba82b6746,
            0x4d23741b1d54f0ed, 0xb24852bd4f3c2829, 0x8d4fcd7032e50c59, 0x8de9ea74b10a7740,
            0x5c3ff62873245719, 0xc143f74460e90cb3, 0xe437ee7b650b064a, 0xac749b6411081d8f,
        ],
        [
            0x6593942dc14267be, 0xeff544b5a10b5d22, 0xbddb096802bede45, 0x82e4d609fc69257c,
            0x85fa15af7ff7eb14, 0x9ba7b18fd88c3f1d, 0x4c0f307d4502ade4, 0xaa335fd7829750d8,
            0x08bc4a8e73c6d954, 0xc0be4eefbbfb8f75, 0x5306eab3e26411db, 0x3f7ec3a42c2d19a1,
        ],
        [
            0x8152a36171985881, 0x35ed729aff81c44f, 0x85e01d7a26f5acd2, 0xfd715c88cb1aac66,
            0x323d4bd37b5a84e3, 0xff2fdebfffe1c248, 0x1a92996499f3492e, 0x876b69258352bdac,
            0xff9b5f77ad8a35c0, 0xb2f83b0e6d11268b, 0x97212d63451ed73e, 0x329b662168d9b9ba,
        ],
        [
            0x65960f781390adb5, 0x12168abccabb1082, 0x134820c97c5896d9, 0x26a45bcabaf61f6a,
            0xad89df2454b476b3, 0x3aac9d8e939a6bbd, 0xa786f57dce35aa2a, 0x263b8aff5552ba81,
            0x99d68e77c1728fd4, 0x0289125d974285ae, 0x800eafbe01a14d48, 0x9368ded23bae405c,
        ],
        [
            0x5654d123f7fd2a16, 0xb79a36e47534bc7d, 0xe3e2c7da2a3c301e, 0x3aad1efab3a7c2f9,
            0x93cc13df43d3b3fc, 0xcfd12ae0c480dbe1, 0x1d228622faecedde, 0xf3ec2c6994a005d0,
            0x9dff56815a1b4f45, 0x5e4a6db641e68049, 0x3c2be32692c112e8, 0x871392cbc51e6a52,
        ],
        [
            0x185b878c43e9515c, 0xd39b65ef6b20a3f3, 0x4fa21c1da660f121, 0x9c874cf8421f82cd,
            0x3b8a8689bcc89467, 0xc75c30f903550b3e, 0x6530fc60c3ed4f84, 0xa3ef64a021e3a0fa,
            0x00ab8ea1ad646b37, 0x111dfc0bebc2484b, 0xb6f2b63ea326ec59, 0x2a8fd98af38946f0,
        ],
        [
            0x806390827c115437, 0x982a553d660a4af4, 0xffeeb41e2e0b335b, 0x956a642153ee5755,
            0x1c7f8358598dc209, 0x0f8cfd60dc6431c0, 0xb694e1bee8b774b7, 0x83ad62fd21790818,
            0x068a220f61f49213, 0xe8299baf7ac1b9af, 0x5efa25b5f17df71b, 0x0cf0f8da958c0c41,
        ],
        [
            0x9e9af3151c4c9d90, 0x8665c5a9d12e0a89, 0x204abd9258286493, 0x79959889b2e09205,
            0x0c727a3dfe56b101, 0xf366244c8b657f26, 0xde35d954cca65be2, 0x52ee1230b0fd41ce,
            0xfa03261f36019fee, 0xafda42d966511d8f, 0xf63211dd821148b9, 0x7b56af7e6f13a3e1,
        ],
        [
            0x6a9602a4d400c674, 0xc55e0eaac34dfdb3, 0x8ecab5bd808de217, 0xc2073216584e9002,
            0x3cb790c686db93c0, 0x3e02ebba69a47504, 0xedc60772cbd5559a, 0x1cb73acf1e14ec0d,
            0x298e621bc9d724d7, 0xf88ac36bc3676797, 0x9428cfdc512f7703, 0x68a19f4da900c35e,
        ],
        [
            0x275663dded832f31, 0x0da97a20d0c11a2d, 0xd41b14225cd12aa9, 0xf3cab528918192d1,
            0xb6a79c7744c32cf4, 0xd975c50b9b7ba9e0, 0x01b31551b7b54255, 0x983a7d6a66e837d0,
            0x66ab1f021625c82d, 0xd02014c6051ae006, 0xb3638f5a8ea3c16e, 0xa303660b6e9247c1,
        ],
        [
            0x58bba992195679f9, 0x9327c8b944797450, 0x723cdcf8c57277f9, 0x1c645071c21a140f,
            0x7b79609d0c9a3048, 0x5bc5496eed315586, 0xe38caeb06715c239, 0x19a8b18267127a92,
            0xe0ea7138d6dc1e1a, 0xfd7ec2849f21feda, 0x8ccb7f3028926560, 0x15aeb2f5eb59e83f,
        ],
        [
            0x13f70724c340dc41, 0xfb32ee6600d7d66b, 0x5f6c4bbc0b0f312c, 0x7058106ec2455b94,
            0x22b623903ec31a2d, 0xb421b40b4ab3a4f8, 0x95f27b83484e95fd, 0x4194882c687e2dce,
            0xe5eae39b790861f6, 0xb32982e0d1ebd4cd, 0x7edf8444489f3f56, 0x68950d1ae75ccc3f,
        ],
        [
            0x676b971d8da19b40, 0x824aeae814d7c910, 0x0d812b638fce9125, 0x153e4e67ff0045fc,
            0x1acbcda11075f1e7, 0x28bd68b51a539e71, 0x41dab1e30a12c918, 0x51835eeb5e80754e,
            0xc45f04282cd2b123, 0x13f374c0b55837e8, 0x55ffdf27c61dcdc7, 0x973dfd1f577fe464,
        ],
        [
            0xc98f9b7280628763, 0xbc23f9a71f385804, 0xf414c02610545a07, 0x722826a7708d50f5,
            0xc4becfce5d8b5255, 0x28fde37ff35a909b, 0xea1433db76993daf, 0xc1af3b86c7fe6003,
            0x80c8468a2612171a, 0x956e56322701f0b5, 0x3096163960b61f20, 0x8555cd7818fecd32,
        ],
        [
            0xc7b70a2852c6608f, 0x496a1baac59a02a7, 0xff399705ca8e2e59, 0x25044bac01ea72fe,
            0x8c6139bc4066c6a0, 0x4d2cfb6455b41290, 0xc5d07f9a330d5b0f, 0xb12f9c78539f7676,
            0x69898304c9402550, 0x6526cb22fcb094cb, 0x70f889366b04ff6f, 0xa5e7059d02f4f3b7,
        ],
        [
            0x818f31771d72e343, 0x29f398897fe7a215, 0x82a63eb6007e6093, 0x80d7759ddc38ee82,
            0x63f88373e285a1ec, 0xf3a3485f03f7044c, 0xd2c4b80879837905, 0xdfd86fb1c5d5c4ed,
            0xd9bc5f24bffa42ae, 0x9fec6ff32a225f9c, 0xbdfdba42b2b41814, 0x15b31b4333e51cb0,
        ],
        [
            0xf9e004d3a409c775, 0x1caa8a0e25e86e1e, 0x9040e2a21e3bc3b9, 0xa400ae3a28a64448,
            0x6b3c50b86a82c399, 0xad647c202e05e253, 0x942ec330c2936d0a, 0xe8d882797801c89d,
            0xb28a3fb112616a6e, 0x656bdddcd5983528, 0x855b837d9b68e9b9, 0x191ea489289e60c3,
        ],
        [
            0xd5e4293812ea03e0, 0x96bf9dedf7b59b79, 0xada168c2d916972b, 0x90d9b5c8f25f244f,
            0x15014b3f5644d100, 0x47bc4789dc593a20, 0x5315333f961a951e, 0xbb8eb1cd4424aebd,
            0x064f0057406477fe, 0xddbf15140455f86e, 0x0947b7cba8a05d02, 0xa7afca60bf4402b4,
        ],
        [
            0xe9f080d8c5ff27ee, 0x3eb75747c51d7729, 0x29c22999cc186068, 0xbb8ea9a2816a8830,
            0x1a499bc1794828df, 0x6437aa808d9a397c, 0x4741cab3b9f92dbb, 0x664f315cf5f331af,
            0xd18e931064e762c0, 0x7ee5743b70e8d56e, 0x807b43fb2b4b63bd, 0x9ba3c7c6d88b63f0,
        ],
        [
            0x126f22d286e91bf7, 0x43876daca50a3fc6, 0x2f85b9c12ae32db8, 0x3e1c232d84629144,
            0x62ed4eecc6629e8a, 0xcd0a855665ec4b9a, 0x59bf66ea03dd0d0b, 0xa90111ae4fa1b3a1,
            0x8cb815af100f7de0, 0xd7f15fd49bbf237b, 0xbc7db37377101e31, 0x823d3bce3ef820ed,
        ],
        [
            0x83717a546bf5dee1, 0x75b440d9e6997097, 0xc2469a0df402ea5c, 0x3f4454e2b1f9fbab,
            0xe8f10a2f390a0362, 0x709da16cc427e294, 0xc05dc3a607cd9769, 0x926002fd4329ebec,
            0xbb28fa58cf4d3287, 0xb865ed358959ad61, 0xf27f0b6dc66669fa, 0x544de365d21c4194,
        ],
        [
            0x7aa86609147310fa, 0xfdfae0437a43304a, 0x778e95f1f50bad51, 0xc409207b4776dc99,
            0x06bee673e137c8de, 0x2604b3f60d558bef, 0x450abdbc99903442, 0xf31c0e8045c9f8d2,
            0x7620b9d39a31ed39, 0x339dc58f81502075, 0x932dc58ca2dc4e6f, 0xcabf8a2614653e1a,
        ],
        [
            0xb5984eeb282faccc, 0x18665887ca195e51, 0x043c6ff86c820619, 0xef610e37c532afec,
            0x7d62e9f1a6f313a4, 0x8e4d84577b70f6d0, 0x46c342db698a75ab, 0x9c1de43199e8c8a7,
            0xb0d4574b6a830d73, 0x960d1db5abf51307, 0x3aefb1b3531ee405, 0x8a69e78a079c3523,
        ],
        [
            0x3997900ecc8998d6, 0x8fa564b7baa60da1, 0x71bf5b0a661f3c57, 0x44b13388aab1292b,
            0xcbe80cb9d4d993f2, 0x0b19b4c92203f966, 0xbc82a6520080f259, 0x870ebc08ad96dea3,
            0xa388c7e7502f0003, 0x9c704ef056a38f73, 0x93cde8a73487d9b0, 0x5e9148b0ec11a1f3,
        ],
    ],
    // row 47: multiples of 2^282 G
    [
        [
            0x63f27a25a748b8f5, 0x68c8f3ec2cd246c4, 0x5d317cd965f9ce38, 0x162c92e0635ba300,
            0x5259f64ffe343662, 0x4a6b2b668e614ac8, 0x97fb55bb01177c3b, 0xfb586c21a705cb01,
            0xa57e732578061824, 0x892f6b386c1e6306, 0xf12e4c072367b14c, 0x580d5fe2c83a48c5,
        ],
        [
            0x300b04840d6ded89, 0x0b1092cbc3ab55ed, 0x17d9c5420cc10a74, 0x7f637e84eff9d010,
            0xd732aa1e27aa1285, 0xedb97340e2a77114, 0x62acf1585ef4dfb0, 0x1e94fc6eba1d7b81,
            0x88bec5d22e6eb2db, 0xaec272028d18263d, 0x4b687353e4bbd6ac, 0x031be3510ff7e4c0,
        ],
        [
            0x3c29284764c9323d, 0x40115a890491f77d, 0xec141ade2d7a05f5, 0x0c35e4d9222a5f9f,
            0x5ea51791442a3e9b, 0x17e68ecee51b841e, 0x415c0f6cd6ae9174, 0xe6df85f89ffd7595,
            0x65fc694f8dedf59c, 0xc609503efee92718, 0x57d2592e97d565ae, 0xb761bf157e20862b,
        ],
        [
            0xa6e19d0a5f56dc3c, 0xe387e2690b88326a, 0xef7380950ee527a4, 0x78b7174b7c4278a6,
            0xc133d867e70798ff, 0x9d0fef759e9230ca, 0x7431eef01a955ab9, 0x3772e7038868d922,
            0xf7a4306a8d6af3f7, 0x633bb5a0bbec076a, 0x6d07623e7a257ca3, 0xffb5e16521c00663,
        ],
        [
            0xe4d7c8b88929c133, 0xe5f96bef92a813c7, 0xdb8ab0af71c18e09, 0x0db6ff287dae63b4,
            0x54d1fac49a1eaa73, 0xadbcfdf59180c980, 0xd3220f300b584314, 0xa24e4d1cca3697c7,
            0x4ade8c7fa44f8067, 0xbd8bc81aca21ac17, 0x303a2f9fc1d361cf, 0x55648b65c71cf031,
        ],
        [
            0x391fa3cd8d075ec5, 0x54d45020c84c81e5, 0xdead561a79fad87c, 0x0ab3c8544e7ffc48,
            0x5967f8ebff02706c, 0x8860de795d31ec98, 0x7476459c6c8a1c25, 0x8d9c484082f16117,
            0x5c1b13b33b413429, 0x1962a435601b5906, 0x78b9d382e006929d, 0x1924e979e5897b16,
        ],
        [
            0x531c43cdb63f3d28, 0x01289772429708df, 0xb0ee772ccdb60078, 0x4131f5cd5f1a6e72,
            0xd9d0f8c6a0da0112, 0x58efddd204e957b1, 0x18857c0c32840c31, 0x00825340c4068b2c,
            0x0a9217a771ff8800, 0x69b19e6415530b80, 0xa28e274ee125e3f2, 0xb471a91bc9bfc846,
        ],
        [
            0x35ae891bbb71e9b0, 0x1f6ce6ca522b77f0, 0xc2dab3cae63745c4, 0x55b8c185f218d139,
            0x6ab039c889f3b0e2, 0xd9e25bfdc644c3fa, 0xc8496f203e2ed47b, 0xc395ec028d67e17c,
            0x5c67839292114918, 0xe962e52fef73f345, 0x3818baf354fcfb22, 0x4d75d65d9d4bc911,
        ],
        [
            0xfb5383cc31bd4f68, 0x6fd5aee3d96a1899, 0x4e39d6eb01d5430e, 0x12679565ca5a2848,
            0xa399e83f062b44fb, 0x3ee2432f3c166682, 0x57229c841de47708, 0x40a5d0cbba528a61,
            0x4bae36be8239e7ba, 0xddac65a2f8087427, 0xfd516d1a3cc61266, 0xc89542b5bcef98b1,
        ],
        [
            0xcaa3b7a592fa460f, 0x92bb46b804dff174, 0xcd6949b3cf926a1f, 0x01f95e5559d1bb18,
            0x21f90c08d4518f3c, 0x325dbfe920ee8bf5, 0xd0136f3feafb919e, 0x941190cc8e0ebcab,
            0x599e91a287b557aa, 0x7fac4887dcbde1c7, 0x1dad481905a07040, 0x640493978b03d593,
        ],
        [
            0xd5d51e60ee9a7708, 0x2e8ab3effd2cfe78, 0x0af5c3bac8e71273, 0xbfd1b94091041652,
            0x4c7c86ab52ce4582, 0x3ab72feff1d9bc29, 0xae89c3d51e1974b3, 0xd859c7ef70433cae,
            0x762064c77edd1398, 0xc0b6a6b6072064a4, 0x3ba43b059bb1b3d0, 0x20f9aa85e47d79bb,
        ],
        [
            0x3a35938779493f3d, 0x128301a91f06a9c0, 0xfcce0f82899d204c, 0x4ca41589158780b5,
            0xc28f1bb73c4edd4f, 0xe08e48a87a6aec34, 0x6d4783dfd447c55e, 0xe7c2ecc857803027,
            0xb7b8c2bcdf6d7f91, 0xf0a8d4700f356ca3, 0x229894bfdeb8e964, 0x555c9d40d3aa70e1,
        ],
        [
            0xcbfb50fa57004c05, 0x0d545f0ea7bea436, 0xb7e30eb77071e269, 0x435b3df73b845896,
            0x48ba27f0b246365e, 0x9fbe883341344f12, 0xb763df280a87ef33, 0x4f9339d70b5288be,
            0xc02770d6e722e3be, 0x6c69bfd918e32f03, 0x20c5c05e74c2845c, 0x09fa0928d6f9279d,
        ],
        [
            0xe91477d3a66b2f3a, 0xf50d3bdfc4deb7f5, 0x19bf2857a1e45e44, 0x1c104e3270a2126a,
            0x4636b4894357b9f5, 0xf65e5aa0962d684a, 0xfcc83a5fb7b52893, 0x8451d02b08adbd4d,
            0xf0fb410c19f7a896, 0x6b90b0faff36caee, 0x111710d0f5af8966, 0x00a4cfafbd2b8c59,
        ],
        [
            0x0e6cd863da97e11e, 0x5b058c6852a818a1, 0x7768c5e73de760b3, 0x898b7f608dfb4142,
            0xd48130977efec180, 0xd7196cd758279538, 0x67c451fb816858a1, 0xbf0e88912ac699b2,
            0x21fa74effcb126a5, 0x1f9dc10123b8df5a, 0x38aefff921136ffc, 0x3408874c47cb395a,
        ],
        [
            0x7f1f985c022ea83a, 0x90a22662a7584e7f, 0xb40a930a5188fcf6, 0x3fad79aba3a82904,
            0x7bee8d22f3151027, 0x79a1a838c2c3e17b, 0x1fbe06e933cc3509, 0x629c56aa9abd5cca,
            0xfff290ec2d9cf7a5, 0x5d0dedaa9bd062c5, 0x080344abd7d35381, 0x0848373af5cf9eda,
        ],
        [
            0x1666d760b09b9e05, 0x669b859615b196ad, 0x6406c9f5f39d7166, 0x1f1eadaeb791c663,
            0x590b07587d5e2a22, 0x1234b36c63361755, 0x3b507c175df05f83, 0x78a2d4caf8d0ec87,
            0x29a97ec5e1d5dca7, 0xe6b1d0a503e13969, 0x5827088f0a765085, 0xbd5abcc3ba4d4c9b,
        ],
        [
            0xd53cdf02d179c936, 0xc7ae436001e0f7f5, 0xc31e6e95e3d6b0fa, 0x355692cedac9cd80,
            0xdd4d11615bee0fcd, 0x51950eb9fdb64a0e, 0xa97dea79f7e519d1, 0xc393c0c4e85eee3f,
            0xc214e2a59045370e, 0x6e4be78d1d0c77ac, 0x303bb3a85f986dc7, 0xd3c9b16f20614986,
        ],
        [
            0xa28fb9787dc7335b, 0xce24192374c977f2, 0x23de11b16ac82a7c, 0x36f5d2b870ebcebd,
            0x76514db3c61541d5, 0x81570a39b51c9d46, 0xe5cd39bb8fc237e2, 0x613d8f4ba3575c23,
            0xf3c9ddf602d793ed, 0x8f98aabffea15a17, 0x44a5b3f94893d937, 0xaf47765e063928fd,
        ],
        [
            0x0935262335ea14d3, 0xe1faf9e06e40b6c6, 0x9a62d26ee94c9abd, 0x425b86b3a20b5267,
            0x8164f9c8e73d5fa4, 0xfb28e7523b12cfc6, 0x6cc34bad781478c0, 0x5c326a9feed2bcfc,
            0xf80ff50970e4963c, 0xe403ccccf0813b31, 0xa72ab5f584f1ab8e, 0x565db2c270f15b92,
        ],
        [
            0x63bced48d8381d35, 0x3b84a8fba88f1039, 0xae1a5e51feaca9ac, 0x90c8eb35f22f81c6,
            0x8e513679d510b882, 0x2c4dc3e236f1e31a, 0xba28051b4a30943e, 0xa487d207de4618cd,
            0xe658cc0e182519c0, 0x798d1f3590c3b6d1, 0x7701583b80ba6ef8, 0x67ea0df85ec0706b,
        ],
        [
            0xe93a64e0042bbeaf, 0x92d9e75137fc4546, 0xcefadb1ac1c358d5, 0xe869ad454db4864c,
            0x7bd9b05034b2f8c6, 0xfd89ae8f2e23e985, 0x94ec9101aedd5b65, 0x60a223961c27ccab,
            0x170c664b8b3fed04, 0xccc389aa757ff7de, 0xbdf013157df01eb9, 0x06b12037216f542e,
        ],
        [
            0x6a139fc45a4f6182, 0xda53b698ce79cfcc, 0xba75230072fce45f, 0xfed1b438f62ac966,
            0x57017248874b21b1, 0x52e6ca0662aee5f4, 0xd005969d4162f850, 0x1965bbf1e7d3227b,
            0x2ff4428d8961b6f2, 0x17a04da807e7a2c5, 0xf66ab65bc79e0e59, 0x2293cb7881012aa0,
        ],
        [
            0x170098dea1b31832, 0xc6876bf92cd8c540, 0x35b1b04b8660d773, 0x8b4b6c4b5152ad1e,
            0x0b0bd1c24a8e92aa, 0xd814f6f488172f4e, 0x13a7689941ac83d1, 0x355933b4f1d80357,
            0x4b394f973dc17e72, 0x1b0cd1660a7124b2, 0x7549880cce8a372c, 0x79f53f7ee712603b,
        ],
        [
            0x2d6f4a58ef9b2ce0, 0x871a5636c5b562f7, 0x3cd8dcd5844a2f53, 0xc6acbdefaeb68086,
            0x6f51cb0855ee2313, 0xed99bf0cb92229a3, 0xdbb321fa26ca223b, 0x9c9f69a299c2d732,
            0x4110498771784a76, 0xfafd90c268546bfd, 0x713efda43a1a66e0, 0xaf37b12fdaa0a983,
        ],
        [
            0xeb7e28bb9caac8b8, 0x8eb9d629ec6a5d5a, 0x8adbec74fe6a3ad5, 0xff6ba17b1ce9d302,
            0x175a172b27a2ea5a, 0xf488ca0000ef4ad1, 0x20aef8acdfff6ac2, 0x088c88adb0c1d402,
            0xc6edcf980ab71a5c, 0x4625c65e0f47d22f, 0xbc73f7534330a9f5, 0x71a2bba738d81f5e,
        ],
        [
            0x300cbac8018b5a9a, 0xf91cb5fbc952c5f5, 0xe5aa11a236eec28c, 0x7b429c3c2dc25797,
            0xe5fe4f3a49955086, 0x2064b3904d821a9a, 0x441c688280df9cdb, 0xa4653afd430599b0,
            0x29a418b0f3c63e15, 0x4a7859a2e11918a2, 0xb90fa2c393fc3e9d, 0x78470f0bdef26b8e,
        ],
        [
            0xc14a3abbf709faa8, 0x652f71c20f2ae889, 0xe49bf1828a4be08c, 0xe6e7bf89deca5a89,
            0xa7326cf88efbb36b, 0x5f74a004c7f6ae57, 0xceced37b9f67943b, 0x99133f1f038b9f43,
            0xa7e65b3fb62a62e4, 0x82cb79a793e5c0e1, 0x14c9a99461b8d773, 0x2d19f21a0b05f2f0,
        ],
        [
            0x9dd2501cff2ccde0, 0x5081cb42641a5626, 0x5d57c0e07e12ef29, 0xc112af3b4b496ec6,
            0xf4cfd178e17a4c75, 0x7ce52e09a9eeb02c, 0xf3b1b450f99c09ff, 0xcbf0ee81476a90b6,
            0x3b90909b956869a1, 0x7fd9b2dcdce8419f, 0x1c6598e47385ce3e, 0xe0ef8a716ebf939f,
        ],
        [
            0x95a8fa1b84064d64, 0x768e9225b47b91c6, 0xa45aa6bc743f0913, 0x70e67850beac2c8d,
            0x9787aa2468b81abd, 0x2584a561fb3faece, 0x6b2ce4330a378f01, 0x070547bc4fd8684a,
            0xb5cba2f80275d339, 0x2716e470ad26dffb, 0x470286d7d0185845, 0xbec40db0302c1871,
        ],
        [
            0x2074e75ac1646be6, 0xaf3f3b0af71c29f0, 0x5dc9ebf7f357a2f7, 0x3219862c63cd1196,
            0xa5637d61201ba660, 0xc6ad79d9ec856e42, 0xd39f8b0c0e3a6190, 0xd33e47f63c3faed4,
            0xeb7ed4abefa767f2, 0xf7d45c737db2c808, 0x7eb0026467b930e0, 0x6a8d1312aaa257ed,
        ],
        [
            0x31d31f7a7a0c0bc0, 0x7a37a84ab251d2bf, 0x1793362e52f04d67, 0x5808e70921c7b651,
            0x33fe9123ed6f47f6, 0xdeb1dde958f71405, 0x821d3045ae56b472, 0x9f61f761e02043ad,
            0x932ddb145b2048a9, 0x17d989fed7811330, 0x032ae4cb128fd85f, 0x8f1956b47d1ef434,
        ],
    ],
    // row 48: multiples of 2^288 G
    [
        [
            0x070d34e116973cf4, 0x20aee08b7e4f34f7, 0x269af9b95eb8ad29, 0xdde0a036a6a45dda,
            0xa18b528e63df41e0, 0x03cc71b2a260df2a, 0x24a6770aa06b1dd7, 0x5bfa9c119d2675d3,
            0x73c1e2a196844432, 0x3660558d131a6cf0, 0xb0289c832ee79454, 0xa6aefb01c6d8ddcd,
        ],
        [
            0x0ed1082f89e4e449, 0xdb1fb471833f2378, 0xa35fef0eece77352, 0x76adaa464bf0c426,
            0xfbab929aa011b2fb, 0x6f475d5b9d8cc4d3, 0xbe6d7f2174351480, 0x2d1362d193e4a7ae,
            0xc7e2cba5106ceaab, 0xfe94528a45258697, 0x7109b17d075945b0, 0xfd395b2ccae17f7a,
        ],
        [
            0x68550299845e12c9, 0x979b5406361d027f, 0xf601d2b4a8e92e70, 0xfd02799f0cc9fca9,
            0x89f99ca013bc2e96, 0x22a12c0bff9db9b8, 0x6ae7084a32efcea8, 0x5ddd3ee9a24b9376,
            0x394d92a4e0945e8f, 0xddab6752ecea36f6, 0x650b74d60d18a069, 0x37f91cebad650860,
        ],
        [
            0xfc1faedc310404a8, 0xea339148d3bcb128, 0xf00485456416defd, 0x75de7770c58653e7,
            0xdd2dcbebe2f6f99e, 0xa4380ef4d159ac07, 0x45dd713ce4173608, 0x44919b61446a6789,
            0x3f73756b6b962b38, 0x3cb9f53bbffd3f0c, 0xd723c40b7f08ebae, 0x998a9b170c3cddba,
        ],
        [
            0xa804b2f089ef2489, 0x06a2a805fb22f7d6, 0x31baf4fd353970be, 0x3481c8b712854a91,
            0xb0424eecf3971398, 0x748ef3820f4ed94a, 0x92b74ad026722164, 0x23f71d5831b1302f,
            0x6741b28070a5f0c9, 0x46c12cfb9f5101ca, 0xe7014d7901d0f81e, 0x129bd87ad758c288,
        ],
        [
            0x6a565269a3e0c5b3, 0xaab7ec7104c6ae54, 0x0bda11a7d8c6ddb8, 0xb7ebfafb2332347b,
            0xcf791881e99dff48, 0x81600214dc357c83, 0x2a264f8931d7495b, 0x8ca430004ec885a7,
            0x6d478260bb47d417, 0x544de4ec3d817032, 0xac7150a9dc05f901, 0xffef225775c0963c,
        ],
        [
            0x58805ca8d2eaf294, 0x910d085ed7d5abb8, 0xf9cbc9a1349cfecf, 0x67bc7b417800a980,
            0xe7e6dbc0f6847e9d, 0x7a0f22c4af379c48, 0x80b6fc04b1d2822f, 0xa1cae656d8517a70,
            0xd2d11ed14e9dc24b, 0x48d74f173fab87e6, 0x1feca5af50c630ae, 0x263e04cc62d0620a,
        ],
        [
            0xf6377e3bf6ba1469, 0xc334fb6c09c832d3, 0x7f85ac42c21c0cf1, 0x7a3e31c9857d8edb,
            0x2eb1076327b77ed6, 0x2bfbbdbc38dae10b, 0xed7c6fb17bae3b4f, 0xc5911d9f36d04e6f,
            0x4dc435504569e72f, 0xaa82fb97bedae3ab, 0x06d37bef4f27e463, 0xd0dbce6df0c35a11,
        ],
        [
            0x23c14c43d8f6e236, 0xb14be0d28ee39386, 0xd3c55814262dd390, 0xa1b40401e1f23d0b,
            0x1377b07c61534375, 0xfe4e3eb116f6d95e, 0x17b1af0040b4386c, 0x2dc657a837ca3851,
            0x6862ca92ef976731, 0x9f0c380ba4118d3b, 0x23bf793977c1aa94, 0xaadee0612bc27d4b,
        ],
        [
            0x0573d9963ab4c707, 0xee5d87691420fdf1, 0x41873aa55e2b9c12, 0xe09290456810bf08,
            0x4ff4143fccbe4bbf, 0xd0e5a74969328301, 0xab5912621c4b73be, 0x550ea0633f3edf99,
            0x8a77633734c93db1, 0x5c51d3f832b21521, 0xcee9f604713feea0, 0x0d6f8a5a7bf4268e,
        ],
        [
            0xb87d5ce2722f405f, 0x24d1f993d7c6a322, 0x09d837291e0d8113, 0x70b5cdbf89a6cbc3,
            0xdfb3ee16fb2c9607, 0xf0acc1163465c7c6, 0x10cef4b707e6659b, 0xc280c4331fde9940,
            0xc8b5e9819a2d3f25, 0xc36faa763f7f68c1, 0x17878bfa8d54e281, 0x8fda8b359c42c5a2,
        ],
        [
            0x43c78835661019ec, 0x68e916b124e66d29, 0x02c0f3a224094671, 0xab6f1c05d0f17d86,
            0x6d3bac72a22d4264, 0xd7b8f152f6e5fafe, 0x95627c6339447eb3, 0xfd15901879e1ff93,
            0x39277c835ad80806, 0x758aafc90d7c7b74, 0x605ad8ca4cb8bec9, 0x6a90085c5741828a,
        ],
        [
            0x7d8ddca252aa7ff2, 0x0985e47d6953b9a2, 0xed328993dfff63cc, 0xbfeca5327cfa6ee5,
            0x7535a871b1e6a010, 0xb0052764303c2ec5, 0xd39c72102fedb0da, 0x7ee2b384e1001505,
            0xb638a1b1c82a7e1c, 0x1b94a47b4573fd7d, 0xef2bca7792cb2b88, 0x49ad6e97a75b21ef,
        ],
        [
            0x9ac777993acb39dd, 0xd1d3ecddbb7c6a8a, 0xa5271c9e7a75159c, 0xa6ffb41f2c276e4d,
            0xc526556e0bb9a955, 0xa32e1352233b7774, 0x103f124bc2cf09aa, 0x1816d1eff10bae5a,
            0xc5f9197ee8837629, 0x064d5dcb13b1b76b, 0x109c70748d0fe0b1, 0xbb4e9743fce5f6e1,
        ],
        [
            0x1b403c4f1470433e, 0x6f8cb19257e53eec, 0x87b5b93df0cce4f5, 0xfefaa5008c566f77,
            0xf6aa8066db71517b, 0x9f01b036d67f5952, 0x9524306faaeb40df, 0x5cb2e8e1421350a6,
            0xa57d05ea3d69040c, 0xd0ff12a1b9bbdcd8, 0xed64d3259e3e19bb, 0x29509c0fed0a490d,
        ],
        [
            0x6edf5561ff8b1fbe, 0x614b788ef6eac0c0, 0x7699ae56d8d66d29, 0x5f81602ae9d58eb2,
            0xd0c04874faf9176d, 0x4b3a0046523153b1, 0x9690930ff6315883, 0xa81c0b44a60ca92d,
            0x2d0e725873bcba90, 0x57efe72de902e329, 0x3fcd598676bc27b9, 0x492adf0393940c09,
        ],
        [
            0xc29fb53e118a0c7d, 0xea7a1017193b834c, 0x678072a2cec93ecb, 0x9054d6b72475dedf,
            0x4a7d477342ee616c, 0x05cec7f8680f8a43, 0x39c491d496915870, 0xe07a2b1d8746edee,
            0x1d8ed3c83566e7fc, 0xc7d744e5e002298b, 0x8a0acec99c0e6388, 0xb2daac39ebf48fe3,
        ],
        [
            0x0322b29a57fbc5cf, 0xf55af7863078be9c, 0xd4b186e6ecb59f79, 0x50f5fe746d950733,
            0xaf8a1898a9f90d02, 0x483801a742d6d9bf, 0xf0a0af145ec09c0e, 0x85af0e6188383360,
            0x404b295e42592235, 0xb3199d63c596493c, 0x7aadacdb194abb80, 0xac84563ec1c845c6,
        ],
        [
            0x8ffda4643672507a, 0x76301be7dd91327a, 0x42720bb0958860bf, 0xedc0b8945ad4f455,
            0x2fb553201bfbeb4d, 0x22a425bda1c6494d, 0xfb927a85de0e7f52, 0xb84a82cf49a4b6a1,
            0x8afd0546b640fe0f, 0x23b78fbed2fc15cb, 0xeab469c26742a49f, 0x308e453fe277c7cd,
        ],
        [
            0x6895dbe2f820c195, 0x3787a5003f6c7b40, 0xdc718243ac1e90f3, 0x352f8c91ba5d0870,
            0xf3d1c53eec0112b5, 0x08a0782f6b84f64a, 0xd659e6358eedd5d4, 0xfc30df6c29537276,
            0xbfb09978a1755ce0, 0x227f7b12aa2b4187, 0x828730b9226539d2, 0x9051a37cb2472c95,
        ],
        [
            0x1ec7f2410828d35f, 0xd94c2a926ccae554, 0xdf4227273c36eced, 0x2facd6d89fa6582b,
            0xed43247ed349d3be, 0x1d59d55d1db6fcc6, 0x2b5074b1ee1bea38, 0x025496aac9c21a8f,
            0x57dd7fa1d1d817ed, 0x57b5572aead03124, 0xdc024be87314616d, 0x5bb5b23c10f6e38e,
        ],
        [
            0xbff4fe0844284b10, 0xc7e3f8da19c2f775, 0xdcd97e54a45ab746, 0xf53158a9540ee8a5,
            0xfd19068728c4aa74, 0xa3447e30648fa2e1, 0xa6794670c374cedc, 0x605629c258204248,
            0x1b86f8e6f7d8db3d, 0x1e8ffe8bff0f38c9, 0xe4a556b8e274c82b, 0xb31406c94c0076d6,
        ],
        [
            0x747b6b6ddecaf88e, 0x1a32f8ba368cc7ca, 0x52a3a00f60d84fd7, 0x60052af507adacf7,
            0x8b7bf25650b8de16, 0xb8b2acf8194926ba, 0x4bda72c81d1ef524, 0xe350f73288993f96,
            0x63fee4e2e08c5d39, 0x1f2cd9cd5db46904, 0xbf11ac311668d3bc, 0x8eaa064371d721ae,
        ],
        [
            0x7de743e2b39317b8, 0x9205d4472d372acf, 0x8226fc303eeb0012, 0xab2a3e052af74be6,
            0xbe4767804af91ac0, 0x98497c710ca36bf4, 0x74fdf7cd8d6dedb4, 0xb50778eea0fc5919,
            0x5d5ec33f2fcd7c63, 0x667b81937f33cde0, 0xce48ae4b38364d44, 0xb8578963223ed67e,
        ],
        [
            0x9dd54056514e343a, 0x8d9116dff12aa25f, 0x5322ec38e3397844, 0xe1843921571036a1,
            0x2cde0a48650beb19, 0x41ad4a7e4f259728, 0xf314fceeee6448b2, 0x80006b2aff0e81f5,
            0xb5ee5524d51d229a, 0xeba6d733128e900b, 0x79278cb8030f391a, 0xb24bcd63a9a5f9fb,
        ],
        [
            0x6293e0ff50d9bda1, 0xe7259ada433b4dd3, 0x39aee63e821cee67, 0x4d707c7144b10739,
            0x42b9e0f69bd6efc3, 0x7d71edcc0717a61d, 0xe7df9e56d1e5a5bc, 0x7895b638ddde509b,
            0x6fc597b3d2a6a822, 0x022da65d96d2a8ab, 0x95541ce7cff45c72, 0xa5bb7799e649800f,
        ],
        [
            0xe4ff888f820a13b5, 0x7cd18b3eaf1bfbbb, 0x3fb7f681bd4e4dd5, 0xaba364c287d46c40,
            0x44e209ab659b3498, 0x5e071a272dde85c1, 0x8a029b1fb969c790, 0x51bab9f0c6fd1c22,
            0x9ee9b047b83eb0c1, 0xda0b39439e5b2c35, 0x0cb30625f20ca425, 0x8e4dbd013d25c2c9,
        ],
        [
            0x4b20d1829567f5f4, 0xde7e814918f02b34, 0xc9a4be7becff9dd7, 0xe2f70bbe9812fd3f,
            0x471bf90c9c889263, 0xb60d01b53e61f5bf, 0x258c7f89d22d855b, 0x35ef5c15b75a7d4f,
            0x26d8e1dab247f27d, 0xcf1361998d0f7757, 0x312447803f8e894d, 0x8d2a20bae1a3d47d,
        ],
        [
            0x37579c3eb954b7a4, 0xf0291f8f3f2ea608, 0xde68104f90a85ed2, 0x6a35fea9e1088788,
            0xe8d5517470d15d00, 0x0bc72de552467f90, 0x2ded3293297be2b8, 0x76c53e5761ddc65b,
            0xae4b2b5015562d6a, 0xfe7cdd329e0aeb79, 0x98ef4c518dd474ec, 0xfca56ffb0076b23a,
        ],
        [
            0x80826a196488d9d8, 0xfa452795f3ad867a, 0xdd9bf8f5bd4e6674, 0x324386227e8e3ee5,
            0x7af4c605dff05c96, 0x79efb6f9541cbbd2, 0xeb5ff62675e78961, 0x5318c4c30be43d7a,
            0x02df456daa4a0562, 0x4d6002d88a916a81, 0xf0dbc349f68eced2, 0xfd75d4d5ec8c3fdd,
        ],
        [
            0x5c6448f70d00b29a, 0xaa134b87124cd55d, 0xc2c6b269d94b72d9, 0x0f0dd472412f76d8,
            0xb4cf3c1873f6571a, 0x6aed00218b9218ff, 0xa55b74eaa0c9dde9, 0x59b952125b4c8fcc,
            0xbc9873ea4ddc367b, 0x26b369ba0fd30421, 0x71763a45e446f4fc, 0x67e800edaff54707,
        ],
        [
            0xc68b641ec795a2c7, 0x4fe559b15a4d6647, 0xeda98cbad89ce668, 0x15f84dc06c269d8e,
            0xf0eb685ecbf34023, 0x3668c530c032634a, 0x2e3d7fffe4531f59, 0xe627030685494d06,
            0xf02cabcfa3e050df, 0xccd2da67c001dcd9, 0x50aa3723066d2d52, 0xdb0756507224a41f,
        ],
    ],
    // row 49: multiples of 2^294 G
    [
        [
            0x04418b5965b55050, 0xa8a797c3d324aa67, 0x5f87e22c7c65a6d9, 0xaac710651dbeffe4,
            0xff619d64bd3cc05c, 0x9a29c966e65c92c4, 0x23af2b21dad7fcbd, 0x4950a767153b817f,
            0xc34a7efac6478c55, 0x57cde95af6cd140e, 0x64b74575f5a0db2e, 0xd4b5ea5275d7fb76,
        ],
        [
            0x284050628e72aafb, 0x655bf3538ea8bf00, 0x789d944405547f7b, 0x7fa445ed3441e472,
            0xfeb198254a44ce87, 0xccb5f12c129aed14, 0x22b05de3af94fb34, 0x7422a040d3f03199,
            0xfba252caa83f7f08, 0x0f6ad6e6cefaa757, 0xe1ad18716517d806, 0xd16dc8ed8e9d97ad,
        ],
        [
            0x0208092a0e3dca68, 0x9a49bdccd1a09971, 0xe5194181aefab9c1, 0xc1c9690a0076f47c,
            0xd7499e95b486c2fb, 0x83a69e43d4b72e00, 0x75f2838a2d1a6c2b, 0x57a24c69751f6366,
            0xd956ee08626cc684, 0x434cadd7e6ce3249, 0x3d4eaececfe289bf, 0xbbd53b961b8aafdd,
        ],
        [
            0xcbb99194a3736eb6, 0xdd5161cd36dcf470, 0xd50b24aab6ab6c03, 0x419d2810bc41f4b7,
            0xe2e88d7a295496cf, 0x350713f2f2457ac0, 0x838e4a360427e2ae, 0x7631472a4d974e5a,
            0x9fa3ab1c7a5c5fdc, 0x324798cdde34cb8d, 0xbfa5a9d0889105fe, 0xd05dad34fd0df249,
        ],
        [
            0xb47c1d47d6a3a1ba, 0x99bb7e6572f65bd5, 0xf251794578abfda2, 0x827f2aba3e3e3420,
            0x436ee73250e2de70, 0x5c9ac6dc10eca926, 0x2ec67465181f5e18, 0x1e8f32fcc6c83d02,
            0x9dd3aeaf3953bd81, 0xca955f4b07086daa, 0x7b4b6f3fd14eaa88, 0x562e75f1148d826f,
        ],
        [
            0x536e5657cb419fc3, 0xe8c208bc1d271dd1, 0x6a3713bd22d2b9ad, 0xa4c761a7471d808d,
            0xd93aafb67e6dca35, 0xc46c0ae38f55ca32, 0x55dc0de7a78bfca0, 0xe9cfb3013407d0ca,
            0x777e2a60b3256c14, 0x32b2238c6d8fee02, 0xe8b3539646e43ee8, 0x310bc1ba247985dd,
        ],
        [
            0xbb9bce6810168f49, 0x32edc368717445e3, 0xb0b5a04426aa3ff2, 0xc671f1fcd166542b,
            0x3142864df61d2523, 0x11b2dfc7b0c67410, 0x2e031a05c99690a5, 0x4782fb749fb7bae8,
            0xeac2cd506b7175ac, 0x2e116782bef2313a, 0x67992027241c4d2d, 0xf8aa0e09a6952d9f,
        ],
        [
            0x9974759c581f9d3c, 0x9e76a970e5cb1973, 0x8afec58ec64941ca, 0x2d7c57fa01d05575,
            0xc07c74cc5c448db5, 0xa52474ce01bb1440, 0x93162d9700115bbb, 0x483b6147fd7480f9,
            0x4f28c57e6af18ded, 0x36faed8f174a3089, 0x702dbd64a3dd6265, 0x86a9c43f6adc0d7b,
        ],
        [
            0x9d4d4b3c795eb646, 0x727e2aa17485839c, 0xb50018a5aa9250ba, 0x5a15808d1ba716ad,
            0xb1748d580ff91ceb, 0x0131bcff76144b6d, 0x23fea4a58dcccffa, 0xe8eddb5ceb64caae,
            0x011a65971c3c5e66, 0x7723dfba377a8f6c, 0x00167c71dee2f651, 0x3e89ddf5ee0e4325,
        ],
        [
            0xa3510710b9de7b63, 0x9f364ad14019c9df, 0x5b66a5d79b5bdce3, 0x2b2f695178b1b385,
            0x3e4783d33cfa9f99, 0x1af517506bd6bcf4, 0xf9c0686a81d8d7ef, 0xdc0f22ec37c068d3,
            0xe1b8665393545faf, 0x37ca8501a8a52881, 0x07ac5c8a5603e359, 0x98fb2bab542cc937,
        ],
        [
            0x96326ec323da6b81, 0xdb48a5e1f90a6f83, 0xbb141660f640a0fd, 0xb51609375b92f5c2,
            0xaaabd54c997244e4, 0xbeb8ab2f859bb92c, 0xcac7c5dda4be476b, 0x7093faea7f58c1b2,
            0x3167a2c45c6ad412, 0xabd86bc9544fb9a7, 0x571296a72448c363, 0x4da64cd9c6cd4621,
        ],
        [
            0x4981be690c5bbd3e, 0xb047df0a185fdb55, 0x3168e05074cff00c, 0x111150a1b52c7f9c,
            0x0db2ed84a51c7986, 0x7d991630e61272ad, 0x7443d93628de14dd, 0xfdf31f41a5daed5f,
            0x71e0ef4e866b5e40, 0x05c57a45b965a670, 0x85bdb58c70e1aa77, 0xe4d1fe2a9df3ce32,
        ],
        [
            0x6ff2b1a1772c3796, 0x9b88c1178e186fe8, 0x342ba11f4312af31, 0x9a93a4d1a86ae2b6,
            0x496d5f219d59e3fe, 0xce519a7d6924acdc, 0x6fdef82327c46e44, 0xab5504c34d31c9bd,
            0x6fa52bca71693677, 0x31221119033c80f7, 0xdb2cb49dc0a22f91, 0x4962d58f9b4aeb5e,
        ],
        [
            0x5d4618982f722563, 0x11d22b39567db14c, 0x9a8f004e6779cd40, 0x0812ae3d5473ecd5,
            0x4ed828624e6c296a, 0x2d9ce40c064ee61f, 0x4856d586d8a9eb1e, 0x2ddd6b125d1b5e3a,
            0x0ab5eec0382fba3c, 0x302018dffcf4a9c8, 0x7b4e6fd2ab3cdedb, 0x266c246a8f64cb1d,
        ],
        [
            0x55bad54bd6dc35e8, 0xa43d72ff38642612, 0xe39a191609bc85dd, 0xc9d4bc9b0f85d3ba,
            0x84cd12b61367a70c, 0xf4ebc0e04937bb2d, 0xd083145949dc027b, 0x110751601cf29970,
            0xa443a29c0b76b4c0, 0xee5b8d0ca0de3249, 0x368aa3259002e7d6, 0xeb48afdc6182e2e4,
        ],
        [
            0xc41e4aedf5c3af59, 0xa0284ad06de9a78a, 0xf5eaab7b8ed812d2, 0x7801fbb81afb58b8,
            0xbe5cdba671efcc3a, 0xe31a0e3ccd10cb91, 0x882e821e85dc0bc6, 0xd3ad070fbb32e506,
            0x3afede2bd8a0f038, 0xe20a117c857fd3a0, 0xebaa2aa43060f767, 0x6524aa0d2b9d1da1,
        ],
        [
            0x86aeca0ffd81174d, 0x19bc6ee60c6eefc8, 0xc85f7f2ea91f0e19, 0x09b9276ad2354dc8,
            0xb62adee0542a669a, 0x8354ad1a88097445, 0xe67d2834df9984a1, 0x2330c8cfa64b2864,
            0x309dcdeb39e7b54a, 0xbbba4737a18cf5ea, 0x47511b1d92861a8e, 0x99d4bd673286d404,
        ],
        [
            0x9cc5847c88cffe33, 0xff726b0f6e8eb6c1, 0x9bb2ca161bc45d8e, 0xe7903009a6d8a5a6,
            0x4f089cc047db2201, 0x4135884de6b5928a, 0xb1a86a0ae5c017cf, 0xb1d9bf6db0a393df,
            0x33d9c1c628bb3277, 0xcb05b67b45b582ce, 0xa72585fcf33792c5, 0x78b7c5e8a7d1ed84,
        ],
        [
            0xbb83b446b1b4a091, 0x66440b3d9603d875, 0xd1931f33c2b45d1a, 0xb8b67f20098d4ccc,
            0xa3583818790f208a, 0xe01194bec4a3e88f, 0x29301bb192e8b150, 0x1795cabe9448ee60,
            0x377d8f9752500c48, 0x474e73d65a457e79, 0xce0a50ef30159027, 0xfe69abaafbb2c214,
        ],
        [
            0x70e478fb9346df25, 0x01dc0c2eb4a4ada5, 0xaec82b005be36ea7, 0x82618b8f6717e06a,
            0x2db1f6d4008f1977, 0x4e493f3b16b390d1, 0xfe86fd4d990a75eb, 0xa1cf7f99783f6076,
            0x6cbb23e70c049158, 0xd05be7e5ed456235, 0x601374069bd836ef, 0x94ec964432e5f604,
        ],
        [
            0xd96e4d920fc48c7b, 0xa2e29660f66e491c, 0xb92d850601146906, 0xa43f4803afe346d6,
            0x27885d98700b6bcc, 0x90662e9f595d8de2, 0xefa7f261f70d1007, 0xfe8a8be3fc72531a,
            0x3b3f7541f1aa8d93, 0xb31bea258215966b, 0x15faa4acf35d2be8, 0x0a5f95e786c9a45f,
        ],
        [
            0x3361e1ce3d87bfa8, 0x92f235e78dcca4f0, 0xc8084cb4be323fd1, 0x3fd481a5c24c6d16,
            0x9b1bd9402cea81ba, 0xf50911910c5aa59f, 0x4cd8c9eff81d5e2a, 0x5ad000131550bff4,
            0x29d47b9f8cc32e55, 0x66e3e6f111694ece, 0xd5edf7017950dd7e, 0x9ccb10960f6350c6,
        ],
        [
            0xc31e47ff95e784e4, 0x7ad0dfd63fa14241, 0xc91482092dab896e, 0xe9a114cccb9bb463,
            0xedce9e6f16cb16af, 0x0ee2ce0607508893, 0x1aedb80ce31c0f54, 0x235d4591512658cc,
            0x9029fad2a38583f1, 0x95b1e1ddebef898e, 0xeb2f21809efabef3, 0x458c4338b10e9cbb,
        ],
        [
            0x09db138d18f2470c, 0x63bd2290f613658f, 0x0bb647794feebab9, 0xfce4aee17fdb1e71,
            0x7d5c0c61a7f1f65d, 0x46405b618d02d6cd, 0x7cac04856fdcb0d0, 0x85224c4b2f8ec5af,
            0xb5879a59db0aa864, 0x75f391b8ff94f8b5, 0xa6c994ae49c97f8e, 0x4d968fadd690b232,
        ],
        [
            0x1e436df6e11a616a, 0x9eb49c76bdb932a8, 0x207d2fe90e6591ae, 0x6e05acc8233ac034,
            0x464dd321f3d04d32, 0xd4ba4889af43c171, 0x0808e5207120fab9, 0xb9e4726c3fbac672,
            0x5dd1c13b9d7d883b, 0x1c091808771f1edb, 0x76988d1c75eac1a5, 0xb0fcd3a893a67be8,
        ],
        [
            0xf5cd290a67e0b4e7, 0xaa6fa6807c1594b6, 0xebedfbd7b63270be, 0x574b410ba369bfee,
            0x431cba5a020ea888, 0xd3a3102f56c71d47, 0x4894bfe0a90a853a, 0xd78bd98b5f9c4b6b,
            0x9b1324f6d900c5c1, 0xc65c944d718c2147, 0xf661de6ba987f634, 0x0315e69f172628d8,
        ],
        [
            0xb12e0ab8aac7ab64, 0x8ce877abb06cf9cf, 0x39b694b40bb11fb4, 0x0c2428369b0d8850,
            0x6bc9a033ccd50c6e, 0xaa2e77739a1e8fb3, 0xa7d8be09608e2e9c, 0xeb4cef0542b9f458,
            0xa7268c9b985f66fd, 0xd60eeab27acf4968, 0x02eb2db3b6e5621e, 0x82fb4abfad8236c4,
        ],
        [
            0x07c60c7522ea5f1c, 0x35beae34a36bee4f, 0xa8b00a09dcba8997, 0xa77f1f3a802ce50c,
            0x6c4050df2a2144b0, 0xf79bfa96ab1b10db, 0x9025d470433a9b1c, 0xaf3e391790d9eec8,
            0xbcad2d629ae2d535, 0x7a152829eff0f6a9, 0xe87345cd925fa5a0, 0x6ce007200e84039c,
        ],
        [
            0xc65acf36c3d095d2, 0x9192c5fe72427e6c, 0xcb84c43c3fa8b90d, 0x2f458fe965e15b23,
            0xd8bf193731469f11, 0x1ccd8bb93638cc3e, 0xa067022f78e35577, 0x382e6af730ee676d,
            0xf197adc2f6d135bf, 0x06360834c9a1cf58, 0x413813f7930371be, 0xf7461d04f5dcacca,
        ],
        [
            0xdae449c007f6a05a, 0xbc1b84f55bf26c9e, 0xe3b3f9edb1c13820, 0x5442ad5b4090598b,
            0x794ef65613749e4d, 0xde809180948b71c5, 0x4c72dc7de203c5b5, 0x8902b0971b349fc4,
            0xa899bedb225a1569, 0xeb7da73de6ff3f53, 0x6ee8e1607c0be37b, 0x9ee667d2a31bf943,
        ],
        [
            0xbc91031108b6fb2b, 0xa5e0ab3e25e06a55, 0x16ff0705360f1698, 0x71c0aa7487e72a67,
            0xa1f1497b355c75e8, 0x179b67bffa6bbcd7, 0xc9db6590b6738583, 0xf77660c4d87e72bd,
            0x0ee2e7b3f13abc2d, 0x0cdf5a37a4d922b6, 0xaa8af2d596c853a4, 0xdc452af4e0092356,
        ],
        [
            0x5017e145db81146d, 0xc7d2086d45c54db8, 0x2541059dfa98234a, 0x4bf344d99985af98,
            0x39737ed67b5b7b1c, 0x8e24691987c411ad, 0x2fad8cedb877a75f, 0xe42352df17e60ee2,
            0x1a53d856404043f7, 0x6c1f07a5863927a1, 0x38d3a4f4b6892121, 0xf4c1092001976c8f,
        ],
    ],
    // row 50: multiples of 2^300 G
    [
        [
            0xbcc88422c2ec3731, 0x78a3e4d410dc4ec2, 0x745da1ef2571d6b1, 0xf01c2921739a956e,
            0xeffd8065e4bffc16, 0x6efe62a1f36fe72c, 0xf49e90d20f4629a4, 0xadd1dcc78ce646f4,
            0xcb78b583b7240d91, 0x2e1a7c3c03f8387f, 0x16566c223200f2d9, 0x2361b14baaf80a84,
        ],
        [
            0x7a1a522b246dc690, 0xb563cbe14b61ab70, 0x41bb4abe3d4ac4ab, 0xc52950b337f996e8,
            0x01d991e679727761, 0x35de93bd978fd7d2, 0x86bad5e65706d336, 0x10844155e7f26c20,
            0x58ffeb7705757453, 0xbb1861293939df77, 0xbfdd394a6a78ea0f, 0x907ff0546e33e1d3,
        ],
        [
            0xdb1cffd2b5733309, 0x24bc250b0f9dd939, 0xa4181e5aa3c1db85, 0xe5183e51ac55d391,
            0x2793d5efefd270d0, 0x7d56f63dc0631546, 0xecb40a590c1ee59d, 0xe613a9e4bb5bfa2c,
            0xa89b14ab6c5830f9, 0x4dc477dca03f201e, 0x5604f5dac88c54f6, 0xd49264dc2acfc66e,
        ],
        [
            0xa7f295320df93b34, 0x855934f25c14df30, 0xd2f54ce9efae348c, 0x5acb931cac52758d,
            0x287b3e18d22961a4, 0x42a5516d748f8fe1, 0x1b62b341877224ca, 0xaff58db3d30a4aa7,
            0xbad78dadbe8da847, 0x85fa710954f18276, 0xe2cc9d287c4bfdad, 0xbb131f762c75f237,
        ],
        [
            0x283dd7f01c4dfa95, 0xb898cc2c62c0b160, 0xba08c095870282aa, 0xb02b00d8f4e36324,
            0x53aaddc0604cecf2, 0xf1f927d384ddd24e, 0x34bc00a0e2abc9e1, 0x2da1227d60289f88,
            0x5228eaaacef68f74, 0x40a790d23c029351, 0xe0e9af5c8442e3b7, 0xa3214142a9f141e0,
        ],
        [
            0xcdcdd7d703844670, 0x79ec59afb4a23f91, 0x5923c569c00ce5c3, 0x099c17ffc589d0c7,
            0x0335eeea89fa6fe6, 0x916bcacaa4e868c4, 0xb7037325fb687bd5, 0x57d6bca79853b564,
            0xdf3132efd5e26d28, 0x7ed994b8de919cbe, 0x12df67cd6fbbb18d, 0x516e07c06baff508,
        ],
        [
            0x72f4949ef9a58e3d, 0x738c700ba48660a6, 0x71b04726092a5805, 0xad5c3c110f5cdb72,
            0xd4951f9e554bfc49, 0xee594ee56131ebe7, 0x37da59f33c1af0a9, 0xd7afc73bcb040a63,
            0xd020962a4d89fa65, 0x2610c61e71d824f5, 0x9c917da73c050e31, 0x3840f92fe6e7ebfb,
        ],
        [
            0xf2ec9ef597e833e4, 0x97bdef9734ec7e41, 0x90e2b2387d2ac6e3, 0xcf682b120318a3b7,
            0x7fe76089ea84a7a0, 0x85c489f916546d05, 0xf987118f6abdda05, 0x675cf998aa4b95fc,
            0x544c7774888a7e8c, 0xbd2647ba63ec5831, 0xb479cea3fd2fe985, 0xa042134528d163e8,
        ],
        [
            0x50fbd7fe8d8b8ced, 0xc7282f7547d240ae, 0x79646a471930ff73, 0x2e0bac4e2f7f5a77,
            0x0ee44fa526127e0b, 0x678881b782bc2aa7, 0xb9e5d38467f5f497, 0x8f94a7d4a9b7106b,
            0xbf7e0b079d329f68, 0x169b93ea45d192fb, 0xccaa946720dbe8c0, 0xd4513a50938f9574,
        ],
        [
            0xd93506a4e5947c6f, 0x4340d76a39b81d08, 0x741aee5917930d30, 0xfea3d99a18fdb81c,
            0x1088ff6b289bcb07, 0xc6b45602b7c082c6, 0x50e2baab453d8d69, 0xda9bf561e893e183,
            0x0af25f86b29a284d, 0x0e92e67473e01380, 0xe173a0e32be00e59, 0x402d2f3dada8954a,
        ],
        [
            0x841c96b4054cb874, 0xd75b1af1a3c26834, 0x7237169dee6575f0, 0xd71fc7e50322aadc,
            0xd7a23f1e949e3a8e, 0x77e2d102dd31d8c7, 0x5ad69d09d10f5a1f, 0x526c9cb4b99d9a0b,
            0x521bb10b972b237d, 0x1e4cd42fa326f342, 0x5bb6db27f0f126ca, 0x587af22ca4a515ad,
        ],
        [
            0xca9cb3890399721d, 0x03ad9f4aa3291479, 0xd85b5df56dee003d, 0xe1fa7b0264a4f83a,
            0x01c4cbfdb73f7324, 0x707010d45cf2ddf4, 0x3c6df430b12e02f8, 0x921a290185531489,
            0x302fc77c91d1022c, 0xc3733ec0342d8f3f, 0xb83bc75f6195a665, 0x4a14b9e7a79f8027,
        ],
        [
            0x1123a531b12e542f, 0x1d01a64db9eb2811, 0xa4a3515bf2d70f87, 0xfa205234b4bd0270,
            0x74b818305eda26b9, 0x9305d6e656578e75, 0xf38e69de9f11be19, 0x1e2a5c2344dbe89f,
            0x1077e7bcfd286654, 0xd36698940fca4741, 0x893bf904278f8497, 0xd6ac5f83eb3e14f4,
        ],
        [
            0x9f0e5428e2a57359, 0xc690a3c714998c16, 0xd73c3ca2de37e07e, 0x2ddf91b8dba0bc0d,
            0x69d834b27570ae71, 0x2ac8bed4735195a6, 0xcd8c51ff3b1fcc5c, 0x7aa8cf4e1ba6863f,
            0xebb69e72ae70f428, 0xa29409dfaa9e936d, 0x43f6ee805a332b9b, 0x0de49efac2eab0a9,
        ],
        [
            0x327b9dab488f5f74, 0x2b44f4b8cab7364f, 0xb4a6d22d19b6c6bd, 0xa087e613fc77cd3e,
            0x4558e327b0b49bc7, 0x188805becd835d35, 0x592f293cc1dc1007, 0xfaee660f6af02b44,
            0x5bfbb3bf904035f2, 0xd7c9ae6079c07e70, 0xc5287dd4234896c2, 0xc4ce4523cb0e4121,
        ],
        [
            0x04baa1762310333e, 0xdc75e35f7b9bad46, 0xc4a6031dc6cd6108, 0xba2534d030bf87a5,
            0x7ebc6e2131e497cc, 0x8a2a82b4851fd665, 0x9ecae0116d5faf40, 0xfa3a6d7f96956ecb,
            0x39e8a9c22fa52782, 0x74c93801236d442e, 0x8b21ba23b1c289ce, 0x7f3e221b25c769cf,
        ],
        [
            0x3626b40658344831, 0xabcce3568e55c984, 0x495cc81c77241602, 0x4fb796766d70df8f,
            0x6354b37c5b071dca, 0x2cad80a48c0fc0ad, 0x18aadd51f68739b4, 0x1bfbb17747f09c6c,
            0x9355ea19a8fd51c4, 0x3d512a84ee58db7b, 0x70842afde9237640, 0x36f515caacaf858d,
        ],
        [
            0xed800e4d08aa4dfd, 0xf524b107d8105bc7, 0x8c4addc9ab07fc03, 0x2b0f038d26a71b4c,
            0x5055c471a83d19a7, 0xc6c5ecba27e20a5b, 0xdbad26b7aaeaa017, 0x4e3abc20d2493554,
            0x626310143a0c15bf, 0xbafcc06798cec55c, 0x9204e17ce6f87607, 0x8f1c10eed9302c05,
        ],
        [
            0x3ddec7c47e768b23, 0x97e13c53036d43ed, 0x871e59253a39ab5f, 0x9af292de07e68e2b,
            0x411583494a40112e, 0xcdbb46af3d4d97e6, 0x2f8912933c0ebe40, 0x696c7eee3ebad1e5,
            0x8a5f3b6933b50d99, 0xb7bc48407ed47dde, 0x3a6f8e6c1e6706d8, 0x6a1479433d84bb8f,
        ],
        [
            0x53680ce08afe59b9, 0x36a3cec75665022d, 0xb3a5091654490b50, 0x803d383f0838f0ae,
            0x65531a008005ba2e, 0xb7fa6b4a1241a17d, 0x9aaec449b17e07bc, 0x19b7d9113d190dd0,
            0x79da42457fa5e7fe, 0x725bd045598ad850, 0x49f96cc45f94ee82, 0x114bbcbf03850eef,
        ],
        [
            0xec3a9c78603ae8d1, 0xbfe07e37228c29e5, 0xb0385c5b396dbc2b, 0x7c14fe83df85f41f,
            0xe2e64676adfd463e, 0x5bef10aa8bf9f23d, 0xfa83ea0df6bab6da, 0xcd0c8ba5966bf7e3,
            0xd62216b498501c2e, 0xb7f298a4c3e69f2d, 0x42cef13b9c8740f4, 0xbb317e520dd64307,
        ],
        [
            0xf566a287d43a6db8, 0xffb8944b2aeb120c, 0x3e7099427e294c1a, 0xce122b126c31214e,
            0xe59b280c2a21282d, 0x03916e2ba01a4fc6, 0x56e65da29f5e409c, 0x374d3dfe7f5c3e11,
            0x150684fc13967e2c, 0xfbed4f5bdf4bc38e, 0x5973c67182e54b82, 0xcd36c873363f307b,
        ],
        [
            0x22b6245c3ffee775, 0x5c3f60beb37ce7aa, 0xde195d40e1fec0df, 0x3bfafbc5a0a82074,
            0xc36ec86ac72ca86a, 0x5606285113fd43ea, 0x8686be808e0b03a4, 0xc3bd1f93d540d440,
            0x13e4ebc0bf96cec5, 0xe8e239849190c844, 0x183593a600844802, 0x467168794d206878,
        ],
        [
            0xcb42c5617c3805d4, 0x0e74e75c3b43a8b3, 0xfd58f864369f579d, 0xf471aa774a3dfe97,
            0x2e0dbb51ab37bd2f, 0xc4704487729c887b, 0xcb7958a9cff32948, 0x3e36de368505e71f,
            0x2232fd2dd38ccfbf, 0x6f3c502042005175, 0xd1280a3e306fb63b, 0xef7abd792e368ee9,
        ],
        [
            0x358f394db6f63d19, 0xa75d48496b052194, 0x584035905c8d7975, 0x86dc9b6b6cbfbd77,
            0x2db04d77647a51e5, 0x5e9a5b02f8950d88, 0xce69a7e5017168b0, 0x94630facc4843ad3,
            0xb3b9d7361efc44ff, 0xe729e9b6b14d7f93, 0xa071fc60e0ed0abc, 0xfc1a99718c8d9b83,
        ],
        [
            0x29c5712d56ffcac3, 0x20307670e1a8e0ee, 0x676a23c26356aea0, 0xb9c17e3f432f15d5,
            0x0008512e287c5705, 0x6ae2704bc5f7ccfe, 0x6a200db709a13b60, 0x24fb1e9241043271,
            0x2e455e9741b766a2, 0xa11ff26fbe056684, 0x3cfb8a64ad9178ce, 0x5786978d5d675b79,
        ],
        [
            0x49686031d138e975, 0x648640385a8ef0d1, 0x32679713e7f7de49, 0x5913234929d1cd1d,
            0x849aa23a20be9ed2, 0x15d303e1284b3f33, 0x37309475b63f9fe9, 0x327bac8b45b7256a,
            0x291cd227d17fc5d3, 0x8291d8cda973edf1, 0xf3843562437aba09, 0x33ffb704271d0785,
        ],
        [
            0xf4cf2c8e6070a72c, 0x0bd73aecabc3251c, 0x1af44eff17539f67, 0xec3ee99e44e8d8f7,
            0xba698f6a279afdf7, 0xe871accfb771d4a1, 0xbf92963d8bb0f264, 0x817b1fcfb10716bd,
            0xf57580786b23076d, 0x994ff3c535a994cd, 0x05d984e82604847e, 0xd728e292fc9f2e43,
        ],
        [
            0x5248d6e447e11e5e, 0x0f66fc3c269c7ed3, 0x18c0d2b9903e346e, 0xd81d9d974beae1b8,
            0x610326b0fc30fdf3, 0x2b13687019a7dfcd, 0xec75f70ab9527676, 0x90829f5129a3d897,
            0x92fe180997980302, 0xa3f2498e68474991, 0x6a66307b0f22bbad, 0x32014b9120378557,
        ],
        [
            0xa44bf023b900b696, 0x1f82fe54037bb770, 0xa6d12f820717e747, 0xf154ac51e3b83029,
            0xfbd343128cf3984d, 0x7f734beaa76c72c2, 0x05c5b443114548b9, 0x4ce414f396af4132,
            0x1474c0b79d080a7a, 0x865827c6497366a3, 0x34760c457816a0a8, 0x6da2474c15d2a176,
        ],
        [
            0x72cd7d553cd98610, 0xc3d560b074504adf, 0x23f0a982cebb5d5d, 0x1431c15bb839ddb8,
            0x7e207cd8ceb72207, 0x28e0a848e7efb28d, 0xd22561fe1bd96f6e, 0x04812c1862a8236b,
            0xa0bf2334975491fa, 0x294f42a6435df87f, 0x2772b783a5d6f4f6, 0x348f92ed2724f853,
        ],
        [
            0x761e10e2ca114c4a, 0xe39d121d894301b3, 0xa0870ff43dbc6fca, 0x97651286cbe0ba8a,
            0x47d46075c0f1ff6a, 0x18669c843abeb5b6, 0x1234c80ead8d9309, 0x1ccbe4d51f6f97ff,
            0x399a2d41d82ab780, 0x8a03afafde426e50, 0xa2bcb109ca6dde77, 0x840e13b00618f5ec,
        ],
    ],
    // row 51: multiples of 2^306 G
    [
        [
            0x15d47e52ec645a62, 0xabe0ddb38d6d4423, 0x51226a3070cddb11, 0x63a253d32b5a8db7,
            0xe8be4d1fbef37d65, 0x41e625d9c0920b91, 0x08b713a8d9d040ec, 0x467fb08dc450cdba,
            0xa8975877917ee393, 0x294792e91528cd12, 0x4512dc8c37daf6aa, 0xa83becc9197a99b9,
        ],
        [
            0x37be5d3f68d7dfcf, 0x97bdbd49b945e6f2, 0x165a24b59d1569e7, 0x254aaf59b4e293ab,
            0x3c751fbd6fb7c0a4, 0x14eda4ba5018cb18, 0xacb3b8971b5f6aed, 0x6d10be441e4b6b78,
            0x245d7258621df6d7, 0x2af0e283185f0e2a, 0x1e7edc818fddbd81, 0xbd1e6c72c538d02a,
        ],
        [
            0xaab5f0c742adface, 0x50d9f53fcb580132, 0x68a3c689b5fd6ebf, 0xdea2f2ee9cde184a,
            0x8c174c4413a98466, 0x8c4e2ae1cb4d921b, 0xba973c6c2d4c6d5a, 0xc615071461d2ec5f,
            0x2aba1375666d8bf9, 0x2fa2768fd41272cd, 0x49f3b8d7a0bc34bf, 0x61118166ca45e5fc,
        ],
        [
            0x6858b674844626a2, 0x610cd40f0cbba6a6, 0x324e674e29d9194d, 0x2dc6fdf6dcb30a51,
            0x3f3ecb77528aa549, 0x0721f8f923ffaa92, 0xd8efcbd627a77538, 0xf4e642bfd6162c9c,
            0x04f2b0b74cf4a16f, 0xbc0bb49fbbf335fd, 0xc6b6e5bd5a928c36, 0x981b01f4d893dd45,
        ],
        [
            0x4a9e6281a01cb6d9, 0x699c071987065307, 0xa8ca4971dffa58be, 0x8adc304f89efaadd,
            0xeef0af151f3c79d2, 0xb3be9c6c581587e8, 0x79010ad2da0be326, 0x4f361e1e4be00f8b,
            0x180e66bac53f3c74, 0xa668c3f3b2521c2d, 0x60bc2fa6abb73a09, 0x0bda0ff64392692f,
        ],
        [
            0x26d6d225d2446552, 0x9b74929ed2600e42, 0xcef3a052447126d2, 0xcba2f70c4d1c7e0a,
            0x0250a96f020d33a3, 0x9c946f94a5e587d9, 0xc7d4343f86653ae6, 0x9c8328598884e9c6,
            0xa44fa8c51c234f88, 0x7193e6db987f04dc, 0x24efebac6a25ff37, 0xe23f0a14953b3db8,
        ],
        [
            0xedc09655a01edb12, 0xdaa9f8237ad80675, 0xb7f23b6cf6a1052d, 0x22dc809f697dc18b,
            0x0453593f6c8bcd69, 0x80f76d8bc9b43cf0, 0x8e781e178c5b3ba9, 0x66544c7c66a0b318,
            0xedd99cbd9d95b620, 0xc36c4334bdf0933e, 0x3d550b688b59acf3, 0xcd7d17016ca6a2b7,
        ],
        [
            0xfb083c2af810465b, 0xb66a8de902ce0dee, 0x6e4130e747a81b95, 0xcd704dc658a98737,
            0x842ae329592829c9, 0x99bedc34be20dd63, 0xabee8e55d53b2df4, 0x6ce657586010b37c,
            0x781f39b2467112b9, 0x6f06058fbe341038, 0x5effdca512a2f8be, 0xaa9bdad7af34466e,
        ],
        [
            0x91169a53ffeddced, 0x6bda56ecd67629af, 0x09f56c79802f266f, 0xb9d96056e295226f,
            0x29a301655cb6ce25, 0x522ed0e367079814, 0xe9aa0ae7e73fff26, 0xa992982b171b8d23,
            0x2bd42c2194f3cf7e, 0x307da73e9edfb404, 0xc387729f73b25d67, 0xb16263ef20afa8df,
        ],
        [
            0x9a6c7d242759b1ef, 0x454506625d6dabda, 0xa8b7bee063081879, 0xcb752072759bd7dc,
            0x05c5ed041a5fa384, 0x9169d9fe7c20d8bd, 0x4691c867b2a4c09d, 0x27d35cec87229b78,
            0x7f49eee2b16d30a8, 0x1958830e350e5c79, 0x60c17bae55dfdf66, 0x0a0df8d16abdaf8d,
        ],
        [
            0x83413ae936e6a2a8, 0xee21c127be203e60, 0x8d891a490a508538, 0xb3c9bf509c90e621,
            0x340f3417e5f0d18d, 0xaa711a6001ddcbad, 0x29de57bad44f1d62, 0x79a7e7add58b7387,
            0x4cfbaf53a7d9a969, 0xc753df750096cb37, 0x939ebe186c980f6e, 0x5e0549a6e0f92c65,
        ],
        [
            0x3933b4c1575782aa, 0x610d3ba25c66e501, 0x52fd3c0f0b7e019d, 0x7f8e5ddfa48715d6,
            0x0879c5defa39be53, 0xe32c886c56f01cdc, 0x71b2dcbb1726779c, 0x6caaff052c6aa84c,
            0x6af94846640b2d74, 0x78a10710049a2cbe, 0x41a1ce67ac2ab0f1, 0xd160b7faa76d8438,
        ],
        [
            0x0d4358a983c47da6, 0xcea9608b5a1e4994, 0x4a097bddae2b3442, 0xee3f38c2b9da4332,
            0x1a487d3ed3c76bbf, 0xada02101b0219049, 0x1f1208931b914b3a, 0xd0d98d15f330763c,
            0x33be4cb262656ea4, 0x0b05fba4a97d0aee, 0xd01fb202704472d6, 0xf39f0a89c87e68e1,
        ],
        [
            0x992f43b9b9e35b85, 0xd147071d500c2841, 0x33846fd626f10371, 0xb5a7c414d512a5ef,
            0x5cf2ab14d1e05ca3, 0xabf4f1be566605fe, 0x6386e208d8f1a4e5, 0x0aab19724ddde508,
            0xd86ae1d539427987, 0xea999d3fd633ed88, 0xe3bb00571724bd0c, 0x1ff20489605c1b48,
        ],
        [
            0x4ee96e9da40dc43f, 0x8af4fc3d0ab034e6, 0xdc8bfe5204c54b69, 0xe8330f40d3d2af83,
            0x45e35a2398dd9b77, 0x3d9b593c8c9fa6db, 0xcee16764839d098d, 0x6dfc0b05787beac4,
            0xe55f4eae19cf6f31, 0xab6b871973f24d09, 0x827626d1dcce7c38, 0x06d5a3c023c805f4,
        ],
        [
            0xab86639e9c216137, 0x45a12fb882b18d64, 0xb5734418d763f0bb, 0xd2cc332211a9802c,
            0xe41d7db881269b8a, 0x91072fc12ecfa355, 0x59d6912504ce306f, 0x916d9d4da131b86d,
            0x84478b6b8a739738, 0xe86ad7d91cc83ae3, 0xbc9b2084797ccd97, 0xc1e94af4694944c6,
        ],
        [
            0x2b0aa300f891420f, 0x07c7adfe37788ebe, 0x479187234e3d6b25, 0x1735a55bc8b4838b,
            0xd6012d985f333b98, 0xc7de1a386e167cd8, 0xc14996fb04f11084, 0xc42bd6adfe12c300,
            0x2cc27cb78b99b9a1, 0x43400cf7c0bd40da, 0x3d1585734477a223, 0xaf3b88263d086191,
        ],
        [
            0xdf6e3c200c4ea835, 0x6f8f36aacd620565, 0x20b2a230c7e8a3c4, 0x39b534ee152cfd10,
            0xdf9ca966c9a346ab, 0x00e816e8871f7630, 0x0914af496ed1fb66, 0xaf50578f650c40bc,
            0x88832d1bf583cc73, 0x5e3073d878dc193b, 0x90534a160b78996c, 0x2f2393bc12746818,
        ],
        [
            0x4b4e905d9d8ffca7, 0xd585ee3182b2a1de, 0x6ce19c5f259b78e9, 0x5f7e379e5f938c5d,
            0xb5f49593899b2870, 0x1b5c3382ee4de24f, 0x738a576097e64967, 0x88062c65172ebebf,
            0x7eb444e9a3fd14c0, 0xebe36ababe9a56ce, 0x8c81cd0cb9956016, 0x532c6728ac146c59,
        ],
        [
            0xbbb6725b5c82c857, 0x72c66c3f140b561e, 0xab65dd0664bcb2d5, 0x755e848a780d5c1b,
            0x84e6f686a3a61e6e, 0xd84bf486bd100b4b, 0xb34fdf846354e899, 0xcbc312da55ec5654,
            0x3c2cc881f9a125f0, 0xb1fcce564aeadf8e, 0xbdfc54c0c46bf0c2, 0x11d7ea4f09d281be,
        ],
        [
            0x5317ce94c8dad725, 0x028810d866bf9fc9, 0x344fe585cf25d630, 0xa152c35761391c79,
            0x490a814c5dbb13a8, 0xfaea04dd62346450, 0x9f3f89c84f7285ad, 0x6ac48ea0c52ba827,
            0xb2b729ccdd5bc9cc, 0x7cd79174aed8705e, 0x5e9b263d260d68de, 0x5a08d481980ec0dd,
        ],
        [
            0x38ed05873bff51e0, 0xdf7619948090d66d, 0x9c1e13895b11e924, 0x0ee663904bd3098e,
            0xada5eaed63c9d691, 0x175d158a5d4adb62, 0x7d5feb1034611bca, 0x679e2e68e271c1b0,
            0x7d84484ac4827d65, 0x51fb7347b184b964, 0x4e0ba2b6c38d0a4d, 0xfec7006b5c21e3e1,
        ],
        [
            0xeba1bcf93629514c, 0x2c3991a89cf69cd7, 0xd682590f52be1015, 0xb6ac29163e01a538,
            0x3420463890ec24f4, 0xb22126427562398b, 0x3d8ae5adc556b9a5, 0x1a2d11965fc7789c,
            0xe905c9f0ff55d883, 0x817532dd96b15734, 0xf002cea866a3e242, 0x9e54d3ff0fb42d6d,
        ],
        [
            0xe1aa844b1601940e, 0xd22221821797e84f, 0x3025aba65ddcb5d1, 0xac8cdaba38009c6a,
            0xb9ee07b46e261ee5, 0x84069bc106ab8430, 0x7a36b46278b9b112, 0x2d91ed2c08e77879,
            0xae4ef469341275a1, 0xf7cb393f1c7cf858, 0x83c00eafd192af3d, 0xa81697a7a1e15176,
        ],
        [
            0x2e98f505288bc08e, 0x96613fdebe7df95f, 0x3db0ec944f348b9e, 0xcd5dab487168a0ff,
            0xa1601e572452d0b1, 0x537096ba77ba224a, 0xfca24f9a7f2c5cbb, 0x245209e9c06ff071,
            0x046cad404f85b0fb, 0xa98ca0184efd786c, 0x2fd085164e862a9a, 0x987c2a0e87cb2fae,
        ],
        [
            0x29e744a6af53b832, 0xc55fd8f3700af094, 0x5cd24297cc47458d, 0x2c98586b3d94af4b,
            0x2242702e1f5fa455, 0x802113a7318fe477, 0xda3c51f32c1dfcef, 0x0d55886c81a4a565,
            0xc3afea11b6307e42, 0x2ec5b9d5921dc7e5, 0xed82c90a7f9ab345, 0xdb946b7ef9896313,
        ],
        [
            0xb5f9e2f02093c484, 0xe50ba32a8716b5f5, 0x47b4cef6c04291dc, 0x4fe4e3c23e13d5b5,
            0xa6ac5d4324dbaa5b, 0xd5510702ab2bffb9, 0x957ad149ab872590, 0x74d157ed25157dd0,
            0x91672aadfe5a08de, 0xdb0f655f7b3e7a34, 0x564c0a8999f1815b, 0x136ca5d704e32755,
        ],
        [
            0x687d0980f9bfd795, 0x9a7539377ad882bc, 0x641407fabbcde5b3, 0x12ec9d216ed103a5,
            0xf858c7851fa6ee22, 0x329b61bc818f2c11, 0x4720d42ad9d48b30, 0x3f61c66082a66766,
            0x99aff25533723e4e, 0xd6c67ce3d3260b62, 0x63a6fc9d86391c33, 0xc002433a31de2381,
        ],
        [
            0xdcca09ea0c91b6d1, 0x0720850db9d58e9b, 0x8bf90b2ddbf66c13, 0x229b2eb5ce440b8b,
            0x781ce96e18087e3e, 0xb1f90106016748c3, 0xaca4657c3c6d73dc, 0x6ddaf7e7bf0c35c8,
            0x0be1ba2f215475de, 0x00926bbfe5a4f495, 0xcaf364fbd690c1f3, 0xbb80c16a0e87bab3,
        ],
        [
            0x785a19089983a7ce, 0x3578c18a0b126995, 0xec55890ab46c1555, 0xdf5326b9b836fa71,
            0x7058809955e1e1d5, 0x30e799099510120e, 0xc70f41ac98a9744f, 0x105f96e2ec160ac8,
            0xa02db156eda63eac, 0x6e5a6859388943e3, 0x1ab4bd6ce5f82cff, 0x0218f7b2b91f8891,
        ],
        [
            0x22ae039be3be8f14, 0x2762ac06226d6e68, 0xc588c729d25e9316, 0x721d7c30997a8f0c,
            0x7d54872e7c88e4f3, 0x9032ff20ea65156e, 0x6fd56b8e33e4348d, 0x286e10cf3d2f3627,
            0xf90b2b169a0dd011, 0x80301c6e6054c028, 0x68bb1a73e58b0ae5, 0x57457cdea7a5bb0e,
        ],
        [
            0x585edee3895c0318, 0x775e142f45e8205b, 0x3bd7924fd85ad31f, 0x2e7d8f919124bffa,
            0x885397c044c62868, 0xc0c2dff47fda9f5d, 0xd302582ec14e693d, 0x53d6e33a6cec31ba,
            0xb0216b5b63653c06, 0x8f08a1ad9c70dad4, 0xccf014aaffbba93d, 0x900b0d2ca33f12b7,
        ],
    ],
    // row 52: multiples of 2^312 G
    [
        [
            0x1e34781aa6a1913d, 0x9a8f32287d0adc38, 0xfc185ccc28af85ba, 0xc923d78b3ae9ba11,
            0x7d494d7ea7bdb313, 0xf774dfa5af8f8b87, 0xc178ccc116e863b8, 0x2d472f2aa8899691,
            0x608747cc80a50372, 0x8147aa90e6f90197, 0x4683d4c978c2f216, 0x8323652c552f3b51,
        ],
        [
            0x29d81538037bebad, 0x76e52c73d9e0b78c, 0xaa4ace6e8783d1fd, 0x9c14ebddf0e3c126,
            0x0eb1c08d6eca4b71, 0xd10c6b961c91df35, 0xdb8119bbe81bb84a, 0xf784d3c117e3ceef,
            0x053c916835436f81, 0xeb41ccbb9b18d212, 0x93b3fb43b1bc3497, 0xd85a7c758c1ced81,
        ],
        [
            0x521f4af73ed03d5f, 0xe3461f66eaf9064c, 0xad099ab7ae03777f, 0x541cadcdb65f73ff,
            0x53430463a86059b9, 0x8ff88fe5043e9f82, 0xd515f4c7e42cde45, 0xf7f3dec3f41c3269,
            0x7bed53567ef1b8ff, 0x8782b45f1295b5fe, 0xab54ebaa03917627, 0x8516beb28787ed9f,
        ],
        [
            0x5255508c11c92f34, 0x9a346cf3a294d382, 0xd9765eea3095205b, 0xfea2ed702c470ef7,
            0xf5e8a0fc9c40bf0a, 0xb572390ee4137a16, 0xb91753712bf2f545, 0x2c2d0f4c58cd9cc7,
            0xbea6bce902385486, 0x46208408a8bc3a94, 0x64a87a2a3ac45044, 0xe40da33c7df70151,
        ],
        [
            0xc38d0727176213be, 0xf348a582bbc7f937, 0xabde1d8f300e953d, 0xb98b23d40a7dce63,
            0x63e51543fc425847, 0x0b0520cd43a2161b, 0x2650a1d67f0180c1, 0xcb77d8601af17815,
            0xc15db7048bd9bd77, 0xbad1dbadf89e86bd, 0xd7d4845024579426, 0xecf42bd9287bf5f8,
        ],
        [
            0x5fb0530402065087, 0xf89b21bbfb73a972, 0x7a0a0fa47d92132c, 0xe993faf8994564bf,
            0xbf3025251729e066, 0x107f85efd4260574, 0xf1eecc3df133dfe8, 0x12e36d7cd2531ef0,
            0x15fd1cf1d1dd8873, 0x7ce882a3b6f1aae1, 0x7efb7ec6da9344b9, 0x5caa4f19cc5b59ca,
        ],
        [
            0x8bcbf6ce3341e2bb, 0x995730dc0d44678c, 0x4ee8febf92ebe1bc, 0x784782919af24c2e,
            0x618760b094a861d5, 0x64de20386bae27ec, 0x77c174bac7d9fbfc, 0x3f1100bc8aa89b13,
            0xdb9e4f6a58a0062b, 0x3480c9b47781acd1, 0x2d7c628ef56d86b0, 0xe64c1ae9b3e2eef5,
        ],
        [
            0xee9e25d939161b8a, 0x8763f2a2e2eead91, 0xd2fc1157d2d91300, 0xe7597e2fffcbe50f,
            0x4be3814fe11d376e, 0x1eab3d7edbf14562, 0x38a107c0c0ad183a, 0x829766267c753bbf,
            0x18014e09caebd481, 0xb28c331bf9ace60d, 0xe8fba04f211cb8e7, 0x41c4b797e42dc65e,
        ],
        [
            0xc2b8f444ffdd4b9f, 0xc0d3020d7ea86e32, 0xcc4c95aab2884937, 0x23af7261208b2d43,
            0xedd29753dd383024, 0xad48508fe06b5def, 0xcf6a84ba004811cc, 0x3c1f08c71a2b6927,
            0x31a589b6ebc1bb81, 0x95791dfee7415802, 0xc055abbe3813e770, 0x125c86e9f1311b70,
        ],
        [
            0x42b2cfec88b7f446, 0x29cf8ba3b23d849f, 0x30195bf47b774318, 0x74201a6623cba876,
            0x68a93e94e95fcfec, 0xd27b6e3f1a6e2fa9, 0x7980ad9fda0fe338, 0xd647db4a71d61301,
            0x5ea9b12bd5a45838, 0xbc790bd3e5d8fc70, 0xc0c171a4dd78b753, 0x77a7d50b03b882ef,
        ],
        [
            0x7c1fbb18d4b48d5c, 0x5aca6441d74c72a6, 0x38f63631c73773ed, 0x0d4603be7acaf5cc,
            0x12cf217800f6d413, 0x15e00446aa737ba1, 0xca49b8711e06b8a9, 0xb4178b271c72a110,
            0x7b44d931ffd1bd0d, 0x554d16c20497daa5, 0x3a7abadd80868454, 0x4f86d469723153e3,
        ],
        [
            0x6b57de875ce04aa0, 0xbf2490cf17852365, 0xa3a3539e74ddaea4, 0x355b5724a8d14c7d,
            0x11d3fa817c3a98c7, 0x882d426384daf4ea, 0x670585b9c74a9f4e, 0x7dc6e2125e6260da,
            0xd9635188308b3720, 0xa92b3d42b3baee4b, 0xd802f137aeb4a1ff, 0x2d76fea5a00ad143,
        ],
        [
            0xbda03349d675e8db, 0xb299fe04c8da2f7d, 0xa14cd11ca3902d64, 0x77b8331019df5cfa,
            0x8b7fdfe8d99c081e, 0x1168e7caf7c0e42c, 0x33e18714b0fc16f3, 0x8c914e34b1543b54,
            0x900baccfd0915abd, 0xdf3ce427c87ab7bc, 0x0ddf6705cc44994c, 0x51bf3fb669ff2d51,
        ],
        [
            0x4bd67c4f83741146, 0xe8dcb9b520684c6f, 0xe05eeb6bf514d735, 0x14d273c6f28e79bd,
            0xb1106fe6306a05dd, 0x791c4ea1d1e970e2, 0xec3dfa0ef640e92e, 0x367c8aee2d4ba8cf,
            0x27a89fa516065414, 0x2ed9f329cb0f0451, 0x65925d5f5138c1d2, 0x53016e982b330d15,
        ],
        [
            0x8330297d15ac48ae, 0x75917cd9bdf67658, 0x5dc2b47c18f937a6, 0x3efafcacf95abdf6,
            0x3097f3b78ed0aaf8, 0xa52da2662912d10d, 0x09b2bea9a4020b6c, 0x737b640c8c46e402,
            0x225b52ec22e9729c, 0xc1d1fb6407a4d84c, 0x14bf9e2323724766, 0x80593bf755bae90c,
        ],
        [
            0x009dc2f4c3e88580, 0x4a405be899db1fb5, 0xc89bfaa2ec5d91fe, 0x461be9a0f160afcb,
            0xfdd084bb7d7566b5, 0x795275e8e48099a2, 0x1b461fc9fe9815db, 0x576214cd73627bbc,
            0x3246332d9f09a206, 0xbde4c0c36941d6ef, 0x44ef03fdf387f5f6, 0x99c8ac0157b63400,
        ],
        [
            0xfcf8762290453b9b, 0xb6bab998390a8747, 0x515b58e65ff2dd68, 0x02c6d082c1e2533c,
            0xd5c36700082c3377, 0x325fdc2f079aa417, 0x3deffe1eddc964de, 0x2968e494d6000b02,
            0x86fd0a64c25eaff6, 0x2187ec518b4e47a1, 0xb90b200d8f31115a, 0x4105a82db022608e,
        ],
        [
            0xd9b9d4b81f34ef3f, 0xc774628a03e33cad, 0xf43f5597f96400f3, 0x7722a6baa60502e1,
            0x670749a91d8a2785, 0x0c61c79637f2fadf, 0xa9e330c73b60937b, 0x42df696f7e527ba3,
            0x4fd2f907a90a65c0, 0xa0654c4fe15bfdc7, 0xb2d704b8ea7bdcd2, 0x8ba404dc3c6ee7a5,
        ],
        [
            0xc319e697a851acb4, 0x9b25cafc7a09b84b, 0x954deb18698ef466, 0xe55aff942adcce31,
            0x24a1c8ab55f11d52, 0xd1c340148f6fe461, 0x7d5a6e5efa6f9de1, 0x9bad7661b5d8b198,
            0x580c191aad596e91, 0x17847614be186391, 0x09a323048b08efce, 0x3c09c122769fa0ec,
        ],
        [
            0x8bbe7082b6236637, 0x57bced067e4a1cb0, 0x6206454049fe24d1, 0xa661ce7a589ce580,
            0xeedb64691b209f8a, 0x8c89da023ad29885, 0x7bc5a93eb62b9395, 0x9b2aef13c67873d3,
            0xe140b033d2719615, 0xe7d411d78a9a20fc, 0xfcd2dbfa993bac63, 0x83a955bad12a6fb9,
        ],
        [
            0xc2faa277e71919e0, 0x3fef0e407f285087, 0x065650c3f9791075, 0x964e07f6398b7f72,
            0xe1843e5cc4f511eb, 0x30dc30b66209cb4f, 0xd1321da79c02b1d2, 0x8d06da0241397194,
            0x1aa27041e3c8fc91, 0x296adb7904f6d762, 0xa51b49c91ce66621, 0xe089df9731591e1d,
        ],
        [
            0x5c46261c7787d3aa, 0x673b383e2fb293c7, 0x32aabf3d48811f17, 0x613b469f59b3dcfe,
            0x99d12f417bcdd6e4, 0x84502c073f99442f, 0x78db8b8d37431517, 0x833962ad5543e7a8,
            0x724a3df7d31bb3ea, 0xea1f17bc1a1c3039, 0xf477570bee66a55b, 0xaa9ff682d98dc6f5,
        ],
        [
            0x102c69b48944ab5e, 0x528df67396ba440d, 0x6539086e81dc8b7c, 0x1d59501c16b67129,
            0x71823ad6a84d0e90, 0x629d5cce440cd5f8, 0xe708645b145089e4, 0x69b9b726b54653ca,
            0x6dc14be76b5e4c66, 0x94e3c3f128dba869, 0x3ee4d6de9ce8ca99, 0x6156817617403163,
        ],
        [
            0xaa512f202f6e4301, 0xef668a5fbf94a1cc, 0x08713c3015861b88, 0x49d47551c99bb2b6,
            0x6db5f812e2f0258e, 0x70c9b299998d7435, 0x46168e1c5d176ae0, 0xec3306e4f730ec30,
            0x49439df3ab69c15d, 0x1040408bea0143e4, 0xb48ab8eabc549b0a, 0x4aa38bbf10f89223,
        ],
        [
            0xd57f2364c6c4fdf6, 0xa588c53c07345cc2, 0xa7ffe2c4e78af4b8, 0x4380cc3d95e43137,
            0xcf61e3cf26811d7a, 0x33c2931c7382445d, 0xddd590b243fb0696, 0x89deecc1dcb840a3,
            0xd48f2ed11114ffa7, 0x23615ffdb002681e, 0x148bddf5962e6d8d, 0x6140ecda53738962,
        ],
        [
            0xb536bb102cda61e4, 0x07b7ad1b70dae3f2, 0x20bec750e1924633, 0xf6f6ea5c22476ac4,
            0x67687a03d2bc7949, 0x3c73b600e7569ba1, 0x8a15b78e90fa284d, 0x99c755588c695fa4,
            0x40ac9fa37a553d3f, 0x8ad8c3b564570213, 0xa47e335d774c7b68, 0x35cf5fbd96ab60cc,
        ],
        [
            0xc6ad5dd5e96d2bc3, 0xa9aa5b4d4710caef, 0x9b562fafc887b65c, 0x2d62a733b4d259af,
            0x1297e2444af68268, 0xad47f78fb1c22b35, 0x3524b4574c3e3ae4, 0x66d87b2cf4cf0616,
            0x5d740349cfe1c6f5, 0x637cfb94a977a7a3, 0xeaefebe9cc17c53d, 0xc19d3ca81ed5ac6f,
        ],
        [
            0x842e28e979eacc42, 0x73dd5331d22dc18b, 0xfb1188f6fb1ac8cb, 0xf028bdb17fc0fdee,
            0x023db26297932ea9, 0x1ff5352c5aa9f85a, 0xbee4630c35dc7c19, 0x28a70efe72000226,
            0x27dfc8f50fb03661, 0x507c470bcdd828f4, 0xa2e4d34b096a8439, 0x8fa3ebc5a630488d,
        ],
        [
            0x2abd49eea04db6b2, 0x2e04e3af115ec4bf, 0xae6b2f4a435bcab8, 0x3d2d1225a7c5fc8f,
            0x5bfd9780dee13a42, 0xc722bca856325ff4, 0xe4efa6a75c0ae453, 0x44b500aaf78f015d,
            0x1a539c6c7600c0bd, 0xb0582766466f03b1, 0xc8789d82d16c8a67, 0xcd38f00d827d9118,
        ],
        [
            0x11e8a17904100c49, 0xcec92447b79f1a65, 0xe12ea86c680c1367, 0xc6a9f1c20f82f64f,
            0x3d420a1d71cef445, 0x6f91d14d705c0563, 0x66642eb7197e822f, 0x12bc87451a431444,
            0x9875831a7465134a, 0x1ad2f07eeea32d19, 0x9f15010c6b9846de, 0xe3a4257f6dc15d87,
        ],
        [
            0x8263c733811618d8, 0xecf875c5861d34e1, 0xadc17f974cfe5024, 0x86d2725592eaec09,
            0x40a0356eae368f22, 0x1289e4cecaa4c634, 0xfe68f3fa5311b760, 0x788309eca4cb6c60,
            0x0e9cf9340e69c4f3, 0x4f35eaa4312f1ea8, 0x7b5fe585ef69f404, 0xb7e303a4060388eb,
        ],
        [
            0x7e4851599598f49a, 0xbdac3d5e9629305b, 0x20de0dafa6fbabfb, 0x04f015838f09fff7,
            0x5a0562976a06994f, 0xf51dac8f6e3ccd33, 0xc087ef9c3af507b8, 0x525ab76e6a5c6663,
            0x4fc04814d916ee93, 0x3369c978d23d140b, 0xb0fcd70f1662028f, 0x2ca77de2e1e28adb,
        ],
    ],
    // row 53: multiples of 2^318 G
    [
        [
            0x99b5f150493c1d64, 0x3422b656fb74075e, 0xe7493900ff19bf24, 0xc82e5b80260925ed,
            0x3398d340c0ea1eaf, 0xe7de2ba11287121e, 0xea6dfb0b87847031, 0x73bed0a1566af2f2,
            0xe26678bf12012999, 0xb5369e4d32e5cebc, 0x2304eac86d181e32, 0xafdbd9543d364add,
        ],
        [
            0x9e41b9b70f74808f, 0x2d835dae0c061bdb, 0x67e50c8cf272346c, 0xc98a5ef5def57493,
            0xc2dea8afa02676fc, 0x59508de26ace4659, 0xc2b707aada6cd733, 0x6c1f226a4be7bfb9,
            0x5b580fa2a778c20b, 0x272c3a1d57af166b, 0xe47a64a9ca78ce62, 0xd12db7d771d35087,
        ],
        [
            0x98c3a697c0909659, 0x35c3b0f297d847ae, 0x67d9f71273a7a5a8, 0x28e83651b47bed08,
            0xfca9e849567b3410, 0x5fa9a6ded291fe1f, 0xd79682421976a995, 0xcff5bb36a0261383,
            0x34166ef962e9922b, 0xd816b0342d433139, 0x3b62d3589c4b99c3, 0x8521f917104f7cc4,
        ],
        [
            0xc20fb9111a42e5e7, 0x075a678b81d12863, 0x12bcbc6a5cc0aa89, 0x5279c6ab4fb9f01e,
            0xbc8e178911ae1b89, 0xae74a706c290003c, 0x9949d6ec79df3f45, 0xba18e26296c8d37f,
            0x68de6ee2dd2275bf, 0xa9e4fff8c419f1d5, 0xbc759ca4a52b5a40, 0xff18cbd863b0996d,
        ],
        [
            0x3d3815d645d94a24, 0x4cd9fe1139f3e6e2, 0x8c7b8dae8e7eb572, 0x7e69faf40f7deecd,
            0x0e54b3c0387e97dd, 0xd12e473175a1b6b1, 0xb7163632c664f92a, 0x86ab4ea88d94e55b,
            0x37212aef1133dcbd, 0x0c6c7fc6dfc0d47a, 0xacbcb077aa9e1cca, 0x43cf50a726ef7fb6,
        ],
        [
            0x4e913e1131e325cc, 0xe92f7c8f2a65fe01, 0x8e61a80d5857aae9, 0x2c36923d53104397,
            0x5b0911d6b36d5379, 0x76eb9b56b1207ae0, 0xb5cd11646723c4aa, 0xa6bec13b98891a11,
            0x09af8be29d806056, 0x7da8d29ecc1fc0e6, 0x231cc00e2aa8791d, 0x2ded362c042171c2,
        ],
        [
            0xaff57c87de0572ec, 0xc0745250826246c4, 0x523910fc700ef250, 0x8c23aa5793faa067,
            0x87f7c7198e7dcf75, 0x45ef4adb46695227, 0x0ffe09d196ceb1e0, 0xfb72a05790f3383a,
            0x62d26e5e07c220d9, 0x03e19605766b1e64, 0xa774669458c17fb7, 0x9a851d828e7acfa9,
        ],
        [
            0xf6827150844eefc5, 0x002e82c44515ef68, 0xa46c8f55c51916c4, 0x98c3524b61ee081f,
            0x5ab7f2c2ad64872a, 0x0b503ff07e555faa, 0x802e0d23b4c58d29, 0x122890402fd917fe,
            0xb56d19087af20d26, 0x8d619e216be50784, 0x10fdbb721372b851, 0xf2c1673e4935576e,
        ],
        [
            0xf39cd7a59873f664, 0x518e48841de1e4fc, 0x9adbd2f5f3790155, 0x1a087109c05d2d99,
            0x52d0471b84e65cdd, 0x5bd7f94482bf581a, 0x82cea0508004a9fe, 0xc83b0ecef2a091b8,
            0xafd1f1e0ad061cd9, 0x30d49394b38efe5b, 0x2d4ef01a3aac5910, 0x32b7987cc7dc2ade,
        ],
        [
            0xce6cea5e645eb64e, 0x0f7d355ea75bb111, 0x59041f696bb86982, 0x596544379c9307bb,
            0x1d129d8fe5c002a7, 0x708bedffcca0ebe5, 0x0a5863084a239efc, 0x1c8768e8bf84c839,
            0xd5703d3b337bd63a, 0x0f56f2540d27daf9, 0x79afe4b92c24bcb1, 0x540ef7a2c0d36c65,
        ],
        [
            0x4cb2018365730191, 0x5d6e4e675c7ea21e, 0xcc9a5f4152bdb85b, 0xa511fb434f09e3f4,
            0x1bf232b667207eab, 0xa13dabee1916d98d, 0xf492b16040afe5f7, 0x1286196c61972a6d,
            0xb3b2ff96b338db7b, 0xff4b1d05619590ef, 0x3e5ec8c588692046, 0x8a0d24eed123fe05,
        ],
        [
            0x73c57fded7dd47e5, 0xb0fe5479d49a7f5d, 0xd25c71f1cfb9821e, 0x9427e209cf6a1d68,
            0xbf3c3916acd24e64, 0x7e9f5583bda7b8b5, 0xe7c5f7c8cf971e11, 0xec16d5d73c7f035e,
            0x818dc472e66b277c, 0x4413fd47b2816f1e, 0x40f262af48383c6d, 0xfb0575844f190537,
        ],
        [
            0x36932c9366c496c1, 0xd6d7ba5d2ac54a3e, 0x4a128bcd723a7bc2, 0x3d6c7206240af0c1,
            0x0b04cc81104e3c4c, 0x4159730687d7c4ca, 0xd0cdeb42b24f9588, 0x66fed1f38058b6d4,
            0xc035df497a5c04ab, 0x4dac2b9187f3af60, 0x982e419fe9b046d2, 0xf76552a12f69ed96,
        ],
        [
            0xd0bb06dacd097e85, 0xd8b96f1960ded4f9, 0x3a6ffb10e92dff3a, 0x878e8027a9d01b1c,
            0xfd2a524596020aab, 0xa99f0d19efa7b5b0, 0x469ebec3c58bf210, 0x96060fa55bfbf3b1,
            0x3d0a0bdcc5c0cddb, 0xe9e149380ab06cf4, 0x2def528ecd169bd8, 0x203edf0f02a9faf7,
        ],
        [
            0x8111c2e8966b5c5f, 0xdc4df48a13fc5245, 0xf4a05dc018b261e5, 0x599c15264636258c,
            0x0c627353eab9561b, 0xa16b7a04c188eff7, 0xa1424ecd4fd3bdb5, 0xc9e7d2155a7669c4,
            0xa6d9a80bc9387cf5, 0x041a3d31ef0222aa, 0x94776a5934e0749d, 0x7d3feb45f90b9fa2,
        ],
        [
            0xd97a9b1451a135f6, 0x6d16aaf597b4df14, 0xc57160c254818818, 0x4dbdeab61d59be44,
            0xb93a9dad81f2b247, 0xe2868cf5ecbcab33, 0x5e1ce82883a86711, 0x29a9ca2f29c55428,
            0xe716273a2d82b0df, 0xb017f5f6ac8ff52f, 0x7563e79970ea7ccd, 0x5fedf0a63f0e674b,
        ],
        [
            0x6bca02efb956f671, 0x2bcd474a233e13f3, 0xc7e7765d3c53490b, 0x5011473f2c1482b1,
            0x8d67ec0bd856c92b, 0x47df6f82bbf877b6, 0xa8ffaa8ad0089c5b, 0x904b6e29d5759dfe,
            0x5a5cb7cf42e22eef, 0x0c4db48f10a7b162, 0x47f52dbef018b625, 0x66428e1d76c86dd5,
        ],
        [
            0x6deab4b4ace372fe, 0xa1c350898b9ff87c, 0x6c038e87bc176533, 0xfcedc64137c3c08a,
            0xc9ce3998648b8abc, 0x3eb1ab61b36fc2a3, 0xf0543e08e947ec12, 0x57458cf4a63f17d1,
            0xc047fcf42b607c73, 0x349b98bd9fa93db3, 0xee76198dfa2663c7, 0x32f86f8ee832716d,
        ],
        [
            0x40418ec7ed8e0f8e, 0xd8ae013e2e2ff89d, 0x31cb3c6f7095c07a, 0x9ffb71b10d3e2295,
            0x444f6a0c81d5305f, 0x11a7c8df644e53d9, 0x5a056e8f4fd45297, 0xa564878c078028f1,
            0xfa66f0b2e7387247, 0x668fbd50bf53a538, 0x399e4b57ebff34f2, 0x91a5a90512afa07f,
        ],
        [
            0x487edc0708962f6b, 0x6002f1e7190a7e55, 0x7fc62bea10fdba0c, 0xc836bbc52c3dbf33,
            0x4fdfb5c34f7d2a46, 0x824654dedca0df71, 0x30a076760c23902b, 0x7f1ebb9377fbbf37,
            0xd307d49dfacc13db, 0x148d673aae1a261a, 0xe008f95b52d98650, 0xc76144409f558fde,
        ],
        [
            0x91cb226329d90413, 0x2ffe48a183017e61, 0xe9ada014dad949ce, 0xc3498d3b1fbb5626,
            0xfcade81f80c89d8e, 0x650bcc26d10c3248, 0x912f76c49059fb5d, 0xeaf9b8744166b80e,
            0x5acbf8cf9734d88e, 0x24b1ffa2a76e7da2, 0xed8f6e6387ed8a15, 0xef5c7c9f8aa5c17e,
        ],
        [
            0xe30dc993f679142c, 0x3b64cbcfa82cdbc1, 0x4756c42ac612a4bd, 0x82cbd1beb0efac8c,
            0x47382ddb237c8e23, 0x3d67a41e76da88b8, 0x3cbbf956437b580c, 0x5dff498082dfe602,
            0xda241a477dd80bdd, 0xaf2516df0fd5370a, 0x7f3871a6db14b18a, 0x0358d03775e2e5a0,
        ],
        [
            0x319804cfc67db038, 0x3b66b7aa45b89245, 0xafed52fe7a50a33d, 0x98360c9ec1f089a4,
            0xdc300b27aedb79a8, 0x04f19a83343ded09, 0x39a89e4b99e4fb11, 0xfc497453cef58bb1,
            0x5a7f663cda216756, 0x97ada3e54eb18cbd, 0xefd7323c4971105c, 0x7b0753e33c2b754b,
        ],
        [
            0xd084564baf907da2, 0x5b2ae48751d4997a, 0x24bd4bf63bc7206d, 0xdd37b4effc3d5772,
            0x8156d6f635c4924f, 0x21e067c31d1d396e, 0x977b3b39d40c7db8, 0x7ea4ecb4f5ad63bc,
            0xe581f9c4ae811d70, 0xe5441d5ca06c7f0d, 0x0275c92b1949d87f, 0x511fd3e1780469bb,
        ],
        [
            0xad05a75ab2ffceb4, 0x29013ba38ccaada9, 0x7e0396c62f848b5a, 0xa693ebd56b6f04b7,
            0x58970fa643262500, 0xf8ae67556ba5dc33, 0x560c7068e6208240, 0x3208e4dc73368b85,
            0xe4cc73d6bccbcd73, 0xe7db698a9bb8906b, 0x58d940cfc5d6360e, 0xb4d5a5ada4a7bb40,
        ],
        [
            0x58d8faeefbbc245b, 0x2c51bd2fb6ec599b, 0x4649228d0804182a, 0x7d15c35945b5194c,
            0x9c524c8c24dda6e5, 0xda1dccd9d508d6d0, 0xf1fc9d41295d3c26, 0xcbda9031923dbf3a,
            0x9e951cc7c5a15f76, 0xf4ae3af0c2daea55, 0x4c228fe414bf387d, 0xcf93ff7ede6b6c84,
        ],
        [
            0x5280ca9c827b67be, 0x24cd108275ef38de, 0x247e18b10b07f2eb, 0x820f7773518ee3f8,
            0xd7ba648ba51f3aab, 0xcbdf9503d1acd64f, 0xa8080dcdd1da0cc1, 0x7d4b577930eda74b,
            0x9f4d23d70a14231c, 0x9df5b0d8590977e6, 0xd3c2eb4642834404, 0xd845a396423d15ee,
        ],
        [
            0x17cd6af69cb16650, 0x86cc27c169f4eebe, 0x7e495b1d78822432, 0xfed338e31b974525,
            0x527743d386f3ce21, 0x87948ad3b515c896, 0x9fde7039b17f2fb8, 0xa2fa9a5fd9b89d96,
            0x5d46600b36ff74dc, 0x8ea74b048302c3c9, 0xd560f570f744b5eb, 0xc921023bfe762402,
        ],
        [
            0xa1bef7c14dfd92f3, 0x71bed6cdd5cb67aa, 0x4d12065e2add293f, 0xadd141647ff074fe,
            0x455e05062bc64e80, 0xa4affe09f07b4aa2, 0x67b0b410591b906b, 0x1a599209374b0002,
            0xeaa171524b56999a, 0x016918f62b10bd66, 0x8854f954abff0667, 0xe7cabe851dbbceea,
        ],
        [
            0x8053892502310258, 0xcf9999392d65de1f, 0x147e299ef32f322f, 0x8e43f82eb0856201,
            0xb24e4278a3c356a4, 0xaf9028352be50504, 0x9024a55dde2afcff, 0x1e65e5b4470ea74b,
            0x2430de98a1e535ef, 0xc286e2dcc9abefcb, 0xaee7f11000e6ddcd, 0xc49532a0d2f9c2f7,
        ],
        [
            0x1e63a0e93b510f7f, 0x7014e285aa0bafae, 0x79f2e388b1de07e3, 0xa080f6126fb1b9d0,
            0x139dba1320edc77d, 0x9ce04b00383fd1d6, 0xb7a341fcfd615877, 0x112fb799eca38f6c,
            0x141985de034f621d, 0x35c902490c79e714, 0xb7cfbe02116779c8, 0x7c5b6854bfe39842,
        ],
        [
            0xa7f8501488d7b3fb, 0x3b5ec513ec78386e, 0xc6586b8a2ad5053d, 0x88c09a43fbcebe43,
            0xde7f2a4a20054f16, 0x63daba80bbbb147f, 0x087e48f37d352b55, 0x997e32a08317ab79,
            0x8ae802ff7f27cac7, 0xb01a131c37b1f6e1, 0x3f0d4c2e9a6d1dea, 0xe06114fce7ceef80,
        ],
    ],
    // row 54: multiples of 2^324 G
    [
        [
            0xaa03b474cde121c7, 0x74a648cb55e52c76, 0xb286ef86f37b57bc, 0x95b797eb2a6371d2,
            0xa489ef894077ccbd, 0xf46ade048e99ca6d, 0x5cf9e23723242d03, 0x33c7d32acb708390,
            0x329523b6ba7ba477, 0xd406ab8757de30bf, 0xaa10e4a21536ca01, 0xdcec94f4dfa7aac5,
        ],
        [
            0x762a5eec1f5a9609, 0xfe4f5f6a765b337f, 0x0fd534aeaa4f964a, 0xcf46648ed6526f01,
            0xbc62a54a18d71d72, 0x48d94f2a4f8488ea, 0x62c40de7a0c72a86, 0xd73ac51a725dd2ef,
            0x3a51d7466ab19096, 0xf07bea4b2dd1ad3d, 0x2a0ec4672ef88078, 0x92598cb3664e435d,
        ],
        [
            0x17c563be1cac0b58, 0x889cfcecb8491347, 0x591d49ac4cd1bfc0, 0xd4465510d4e53d3b,
            0xca95ccf6ad079a6e, 0xce391389b5ea6eb4, 0x600ccc9ca48b6447, 0x20d0c7dbc20d56a8,
            0x5f27edc569c6c6e7, 0xb3fc0f4a586abcdc, 0xdbfdf3f985dbc5b6, 0xfba1cf254ea80fe0,
        ],
        [
            0xee6e7006b515fff5, 0xaedf6e3913258ed5, 0x373adf7dfc45111b, 0x0c7535b1875c23c8,
            0x2a7e04f897039d49, 0xd76787ae9afd1a06, 0x049dd38591b6dc89, 0x8f0c8ad0932dab78,
            0xdce057b9925498c2, 0x7b9c9bd2da25daa3, 0x6d0b70a3d4decb7d, 0x099a218303df76ef,
        ],
        [
            0xff54e8bc8acd597b, 0xdae781e94682b8c6, 0xb2265bc4ed1fae2d, 0xa5e23c29ea983db1,
            0x4af5f55909851454, 0xffe9538836eb4506, 0x4c72b2d1c2247b8f, 0xb179573331a67505,
            0xb1aa8ad4e19c9c25, 0xb9cfea953e8b8004, 0x07782d788ac747fd, 0xe23e547fce9d9e41,
        ],
        [
            0x779905b6d8948f95, 0x3c7085b591cd0206, 0xce9af0aa679096db, 0xfdf04f10f558913c,
            0x05300cb06f24a2e2, 0xf9d9a2f25d581b35, 0x855c8de96a713751, 0xc9ac24bc0e0c0dfb,
            0x67612a4197740d65, 0x7588a52744c9360d, 0x928ac910325cc880, 0xa74abdafacdd3188,
        ],
        [
            0x3774af36ba6aca8a, 0x562fcfb1340e6a03, 0xde45205ec1187539, 0xf3b114418799c22e,
            0xfd53f681e8b0842e, 0x45a0039066d36d64, 0xa2c3391d353eb1e7, 0xf9d9fcc55840edda,
            0x4df1fa4a6ab8ab4a, 0x2b0cd34bd841a623, 0x52441d79b10b189a, 0xfd86d3c2fa025da7,
        ],
        [
            0x3c6c5618b9d926c2, 0x7e14c3ae4a9099f9, 0xb3259c90ae2fb830, 0xf7cc6e43ec31a504,
            0x83bb13c6126230bd, 0x5a1f4313ff1dae3a, 0x0cc6c1a549b0b65b, 0x67fa836a274a84c2,
            0xd454c75fe604a58d, 0xceadfd912491f872, 0x6c5575da9ce116a5, 0xfaa4903fb24a4481,
        ],
        [
            0x9b21ef6c16cdcfea, 0x233be0c3694edecf, 0x110243df7c49c931, 0x03a59a2ea3113ed1,
            0x6470f721023c9a77, 0x7d1640c88e9ff099, 0xc21488316f2c7b37, 0x9e1c9e1dac6eebc7,
            0x6af65a671109ca9c, 0x8379fdd9cc6f80d9, 0x33f74ade7e666a4f, 0x07ac728b7be081a5,
        ],
        [
            0x7a8a898d5a4703aa, 0xc59933ea1cd6f9d6, 0x703265f5d28124cd, 0xe1c1bee10178d1fe,
            0x9ff31cd4241262e9, 0x9174a939a3c9f80f, 0x0f7a3d2dbc2a62ee, 0x0454051c62f1b3ac,
            0x83502c9ea2421254, 0xb4fa51fcb684199b, 0x257e9e2bc5e36a44, 0x14efeed597d8647f,
        ],
        [
            0xfdb13b31be970eba, 0x119b1c08b0bfadc2, 0xed62f35e21875542, 0x73c8f9b0349a6d12,
            0x8c35d8f8bd1622c0, 0x501b9d288b6521a0, 0x377f8fa1c918b2d5, 0xe2a9580cd0239ef9,
            0xee24f4f0371d7beb, 0x4cc697a669231b47, 0xa55193c8dc4c5a07, 0xd4e51e1db0ab8507,
        ],
        [
            0x6e96a8195cecb21f, 0x3a58d8b2d8beecae, 0x93c3cbb0c0c715a8, 0xfb06f977541759b7,
            0xf25ba095771c3d2c, 0x7560446ea3bfd322, 0x7cd99f35a015cb4f, 0xa0e541960786f235,
            0x0f868f768b8e291a, 0xc8260b0b2f95050b, 0xaf38376ef4c0a462, 0x2b3c0f3b98a3395d,
        ],
        [
            0xbb5a95f6293cc00f, 0xb202a82a65fb729e, 0x819c26aa12e35774, 0x70cd5237c2b3f0b2,
            0xa752224a89b2c5cc, 0x71c09cbd0ec89df5, 0xb849e352bab45d24, 0x290f0307d313f461,
            0xf083031cee885e9d, 0xdf42a973a60bf2fa, 0xe39f2118d4842999, 0x8b54cf1d0508febe,
        ],
        [
            0x0952b888b9d0bdf0, 0x3973763c8ce32fb7, 0x221f0ba56dd860c7, 0xbb7a27feb16ac501,
            0xf113b194bc8fe58f, 0x18f3297a65839ffb, 0xa2d4eb7c8dc30003, 0x3fb4b4878e334479,
            0xa4f32c651a8310e3, 0x944cd644f78f46ac, 0x14e40c4af96fb91f, 0xc31402bd4ddf6e72,
        ],
        [
            0xdb2a2ac9a63f6f62, 0x4c0d2da695f20639, 0xa485a6adb475e177, 0xf6dad8b5aa93055f,
            0xafcc1e954974bc52, 0x6686940224fcf32f, 0x10c138bfc103b013, 0xe74ea82bc6faba1b,
            0xddb399c581824de5, 0xae797b70cdaad079, 0xc648e7ad6ea955e2, 0xd07c5c919be79db6,
        ],
        [
            0xc5ad791eb45a8002, 0x4a23fd68ba2d7a40, 0x673b9e4998544bc4, 0x934d8f55d273c360,
            0x7fb48d0768a75a8c, 0x2e6201055e0fac97, 0xbe01655ff10ed580, 0xd21d52ae9e96731f,
            0x74f830de53325138, 0xa7240331de9f3fc5, 0x96b25206a7e01fa5, 0x3fcfedee07eda4b4,
        ],
        [
            0xdff080e91bd452dd, 0x9f1d53b8be8c8a0e, 0x943c3a9b03c3f679, 0x51856f717190f1e5,
            0x575d4e7827943956, 0x5a4d38b58008cd9c, 0xa3279f428d132f39, 0x5d6ca2c0e1cfdcba,
            0x986aa112b224aaf2, 0x6d2eff919b4d06b1, 0x1ee20719bf92b830, 0xf0ebadef8e16c253,
        ],
        [
            0xf1b08a429336b8bb, 0xbaaa55719a768ca6, 0x70180b4c2c0a2938, 0x8e73543692dd3c07,
            0x2dd3af0be3fd5b1c, 0x3cf3d1791f1af8b8, 0xaff210c6d558c174, 0x1007938ae2560d5e,
            0xa625558c8f99a78f, 0xa61d5edfc1b91dea, 0xa86a4e5bdab80815, 0x88944bfe78283ea3,
        ],
        [
            0x22eb467238cacd50, 0x395c412395e199ac, 0xb3849971301cec3f, 0x90605b7af4fa52e0,
            0xca6d67a92ef1c6e2, 0xe446652baf87386a, 0x64940178225e00bf, 0xcfff2aded6a6c113,
            0x2bbb3e858f14bfae, 0xd8c2fd713d89e785, 0xb5c0915c3ff7865b, 0xf05652b53a17bc70,
        ],
        [
            0xeec9b1180ee6d492, 0xf2bd388fb7ef00fc, 0x5c6c0bbf3191c902, 0x6796929ad42366de,
            0xeecb5b3f3285710d, 0x58d6773d41bad8a3, 0x7cdbade6d0f05005, 0xb117e1ba0e25444b,
            0xa52b4926fe4dc071, 0xce8a1b69e0669f10, 0x5e7654390db21d46, 0xc5dcdea4d929bfab,
        ],
        [
            0x1008874c4c9dbece, 0xe7fd35a62b84e339, 0xbebbdb4d38cda042, 0xba4129885811cd9a,
            0x138f52e31e57d521, 0x5c105b36ffdc9ac5, 0xd490dce2fcd02612, 0x76266456d3c4425d,
            0xe17617ba93fe935b, 0x39e74704c441eded, 0x10e833ccf39b4c02, 0x139da3298f1f2662,
        ],
        [
            0x67832f48a36aea84, 0x25256118fc78df1d, 0x5a085d7003b8f04d, 0x19a25d9c108969c2,
            0xb6fe713bb70b14b7, 0xba23ac4afa6b89d8, 0x6a88e4e7c2684b8c, 0x3e8166096ab59297,
            0xdb7927fe30151aaf, 0x0fd67681aa7d95da, 0xc60e5dd517432b4c, 0x3192dc27ed48ccda,
        ],
        [
            0xf77c3f4324c93b50, 0x5c426c1b60809d4a, 0x7dda615093bce95d, 0xa6c2db4e29576db7,
            0xa9d4c03f32852ef7, 0xadb549c4c30e8b65, 0x6f8227d52e16c79e, 0x8edd30249f73eead,
            0xefe0ee8b94a73aaf, 0xb74e70fc7726348e, 0x328a4e6ac005670d, 0x06f5292323518d36,
        ],
        [
            0x2116a0178af859e2, 0x8a77a7a2bd9f8800, 0xc78836fbf1f2034d, 0x8fd4299a3864566b,
            0x0386eead29f9deca, 0x2042ef182f1a677c, 0xed4511c02af95cc8, 0xdb0a334dc93dfbc5,
            0x0d788ac9b64ab345, 0xd8410402b20638f2, 0x8aca5131592448e6, 0x3ac508d2000de69b,
        ],
        [
            0x1d964faf9b0aa50e, 0xf374df1ef80992b3, 0x2a21f62ea609f95d, 0xf3fb5178b2a879c1,
            0xcd394fe9348340cb, 0x34fd646d2954b2b8, 0x49a64e996a05aa4f, 0x42a698b5367094c0,
            0xf170f023738b19ae, 0x54f5cea8ce41c809, 0x9ae9004cfc8b6273, 0xcacdcc8c08f6b228,
        ],
        [
            0x1ee6d3b54f9b2400, 0x4c71999a00c9c182, 0xd6b1c47035fc481e, 0xf41ef454f8b5d59c,
            0x7edbc3c92824a13d, 0xa3baba91b7aa0ade, 0x75c77e712b97b392, 0x8ec107d69cc2d53c,
            0x652146fe29322233, 0x710578dfe679e990, 0x47f838ba260547db, 0xa4e57bec23a78365,
        ],
        [
            0xb3ad67512f24119f, 0x56819f02c270a1aa, 0x2ae731e7e341231a, 0xbad5584fd9d671cd,
            0x0292f9d2475d9574, 0x515ed29e532fb85a, 0xc52c7ea9243b7ebd, 0xbe2d5f57e846906c,
            0xa2e33579d4265acf, 0xdf99d584cd1ec5d0, 0xdecb826a903d0687, 0x73fef51173dce0b8,
        ],
        [
            0xe4320313efb058db, 0xaad2377c3d04e752, 0x3f8cbca99865c63e, 0xe89238a53009e55d,
            0x58fad5fe12519936, 0x03b16a00b024b695, 0xa556d096f8f3b8c7, 0xce6df197d8a599c4,
            0x45ac8a256a13b031, 0x31af2dccca6819e8, 0x7a4dce86390418e9, 0xdd24b0bd4600d7f4,
        ],
        [
            0xd4f9b64d64365abe, 0x9af0c031c411cfe6, 0xff577b3095de22eb, 0x467be2356920e1f2,
            0x09baa720db1796d1, 0xf173947fd763d96b, 0x0681747f894300ae, 0xea782b78db3fafa9,
            0xd567d7dea192d796, 0x21b7621057dc0f84, 0x7712da40df97eac1, 0xb29dabddadfeedd0,
        ],
        [
            0x88a8aa87b96e667f, 0xb9a76c184e704eaa, 0x25d4edc172c924b7, 0xe56872a816b67f80,
            0xda0dbb11c464e4ff, 0x0435f391c8cec410, 0x8d9b40430983fd7a, 0x51ec5bc1e7ff343c,
            0x8bc85fc485994bc9, 0x69c788348806c150, 0x542cec893db3665b, 0x931bc4b0fd720bde,
        ],
        [
            0xabc70a189b3c2e0d, 0x10acb8cffd258cf3, 0x71cab80e210ded61, 0x25e68cbfd3c67536,
            0xda7383c907cb22b4, 0x40621ada28cc3b2d, 0x9327f89025ff9225, 0x713bd5aaf825b191,
            0x600d3033cf22fb0d, 0x63cb9806eb8aa088, 0x613dac04c9403cea, 0x02274ca2a819b053,
        ],
        [
            0x3e6e93818d5c039f, 0x809494228a8d2cc9, 0xf2d7c8b4b843ec06, 0x0055d882af8a23f1,
            0xe848010ed3792335, 0x9b41a55f55e08e74, 0x956ea8e95de83059, 0xf159a9973263678e,
            0x5f7b9271cca1b548, 0xd41d2281f1d0b7f1, 0xb187047b5c9963fb, 0x213ff6af02536cd8,
        ],
    ],
    // row 55: multiples of 2^330 G
    [
        [
            0xe51a95700d0fa76c, 0x67c7890e4d2e9c8e, 0xc6160fa2f974d2cb, 0xe00474f74c6a78de,
            0xee916e510ac89d11, 0x1adad97af826f133, 0x3fc65d3f8d2d77f3, 0xda9420750ba6c300,
            0x5237a82e0b9196b1, 0x4975e680a572b6f5, 0x41ea8b92b9bed2bc, 0xbe0ad7109826825e,
        ],
        [
            0x8a390dca9fcaba39, 0x3879f0b4278d22b3, 0x77bbea69bc5e82f1, 0x71f02e2d4628d6f1,
            0x6260790cf968e240, 0x1c7f3df5665270ee, 0x336395451a87b1c8, 0x2011fd214ffd9fb8,
            0x69060f867807ed55, 0x1b0ac0119dfa452c, 0xbbdb25fe06d27c0d, 0x5c25d23aa60ef90c,
        ],
        [
            0xd3eb69e4734b2e9c, 0x1c2754e2c35ff1b3, 0xa26681e69f3e8c51, 0x7892ad11a2cae737,
            0x88b1da43cbd8bda6, 0x8a576942419d21c4, 0x7c124343c90f4545, 0xa5a8d93b26453bae,
            0x9a4c08fd76ae72e8, 0xa08b82d97b064e94, 0x4f803ba083725330, 0x33672455865235f3,
        ],
        [
            0x1877dfd0c8110f1f, 0xea88f59d18db27c2, 0x9d089536c78e295e, 0xcbb5d55374a04cc5,
            0xe3666006827f75ed, 0x8557b81a61e7378c, 0x74170170ed223f48, 0x84197a6ed86ee829,
            0xd75a30f8ac1c4a0f, 0xd7e7be0d3cd92824, 0x5ea0abdb1b5e86d4, 0x41146ae1b3b615ef,
        ],
        [
            0x570deceb1ae5e9da, 0x5c079c70b73ead01, 0x522a30a6d2ce6639, 0x71dc5c3ff4056ac9,
            0xd93c7a2dbaac149f, 0x5c3298b8f1844ceb, 0x282adf408c23c0dc, 0xbe4981899b646f86,
            0xe77c1950628da9e5, 0x38cc27baa1fd5a18, 0xb5579728aacdca52, 0x8d34fdb4c8e1ecbd,
        ],
        [
            0x323f2102adea7d6a, 0x035b354eb694b253, 0x66dc4e4a5b8a36c2, 0xb609222471795ca4,
            0xd8c6d7eed300d80f, 0xf31f258db3b94954, 0x0f2eb679277ced5b, 0x0b16efa3eba40e3f,
            0x400035070dca4f36, 0xd34c91cb59a9a3a1, 0x5e8fea3286da6408, 0xf237959f03f31728,
        ],
        [
            0x1b5bc630bbaaedc6, 0xe7d25088b49cbb3b, 0x5622cbf70deb8cf0, 0x3b20803cd309c3ba,
            0x64c2e7deff45e2fc, 0xfa730ffb9aab84a5, 0xba83cc514edfb52e, 0xe05c0140748bbd69,
            0x27bbb5f52254ec43, 0xca740989324c8c40, 0xa21488b1d26491b4, 0xe2753a1f69d8626b,
        ],
        [
            0x618ca06b8956146c, 0xd51f1e6f552cdecf, 0x981372cca3b6ce7d, 0xb44a68ee5f14bb57,
            0xfc1167e96373abbb, 0x3d621f8b767d4c0a, 0xc6dcdfebf6ecc778, 0xddda926282d1fbdd,
            0x477501aabfcbf2f7, 0x0be7228a67aa8277, 0x5de7b8331daab9cd, 0xb88a4f9a262feb4a,
        ],
        [
            0x28f18586936fb33f, 0x9809b2ab381bf7bb, 0xf6e16931eac3c252, 0x366d18335e151187,
            0xe5b4c2357a3b6460, 0x693a9fa50a68bc91, 0xa35f104a6a7f8b6e, 0x3e5d6981688676c4,
            0xc0c081b10651a609, 0x6df5da2dd77057c9, 0x8bb271bbc4602847, 0x322547b3c4bd07d8,
        ],
        [
            0x8c283529233d39e4, 0x96300796c6092096, 0x2c549de55dde766c, 0x27e0b444b4151002,
            0x802e5fc3f2f88f1b, 0x2af579c28ba1956d, 0x52edd04ed68196c7, 0x2e22e71474a202b0,
            0x338948248bf66459, 0x8f0d8c259e39df55, 0xee4f109e6c5276d9, 0xc0c893f0c5dc0bf0,
        ],
        [
            0x06054c76f8482849, 0xc24b4a6a5fcca65d, 0x71c27e01a17ebda3, 0x1ffce0281be9dfb8,
            0x3784c950ebc43854, 0xcf0ecc2dd5086510, 0x86d0fc3cbe24d8eb, 0x5bad01911f21788e,
            0xe2c3bcb9c49b3a12, 0x66f82433f7d5992d, 0xf7cc5eb913969246, 0xe52defd48660a6da,
        ],
        [
            0x7a9623b653fd1a04, 0x13bd35bf3a3b8500, 0xf8a5dec9e0f8e530, 0x88bcbe291d65dcd4,
            0x09fe38036739541c, 0xebd04b7fe716a97a, 0xbd8e34df1e5ef7cb, 0xddfc4243d7c4fd6c,
            0x0183d9053519411f, 0x63450996f7a3c483, 0x18283cea01355739, 0x8c1d72cf9aaa72f7,
        ],
        [
            0x551e1b4e8dc72468, 0x8a926cb2a7b2f1ac, 0xb873e83b0fd12fad, 0xb6cde14fa4e7fb13,
            0x81ae41415befc256, 0xffb0c636b4c7631c, 0x80f1408f8a2478fe, 0xde6d051d44fa7605,
            0x5a15b1f84d44a1e4, 0x1a0031c5a0daafe3, 0x304338dd597652a7, 0x6830dcc7f257f17a,
        ],
        [
            0x4a67ec76193aabbc, 0x3da6dec6d74761f9, 0x751720c90b35bb70, 0xe5e049058d9e0f8b,
            0x3cd37c840858f29c, 0x7ff1abfbb881733e, 0xa0c2698b0c4f7694, 0xc736419296b95e4e,
            0xcfa55c5537ece651, 0xa2bbd6ae7cb1e9e1, 0xcd2292b9a0eb0e8a, 0x8aba99e18d5030d0,
        ],
        [
            0xb7c74c58dc4a1d3e, 0xe3ec30160331ea39, 0x83afb271023c8712, 0xc2670d56c9c82680,
            0xd426f350feca1061, 0xe8aee692ba6edc01, 0xc916fbe546e801d9, 0xcb001c377097286e,
            0xfcf79d2678ee1328, 0xb05b0634b6a4afb3, 0x2ab327bb306da14f, 0xc11a0294ba5ff534,
        ],
        [
            0x7b7da028e19763dd, 0x662f54df8b98ff78, 0xc056d83c51f3dbd9, 0xe2f4d46fa91d085a,
            0x31759c9ceb35262d, 0x624d0cf20c9dd29e, 0x108cf9bb1624b02d, 0xa241444e345531d6,
            0xf69816b273d372b2, 0x126575a7d5415e53, 0x546bb4c1306b8b0e, 0x82bb0c124d54ea5e,
        ],
        [
            0x2f1919df5819e9f2, 0x156489e7a62287a9, 0xed038deb20a0c2ca, 0xf63ac2d5c5ab4fdc,
            0xca2b648ce391ec06, 0x8258e3f45b047d2e, 0xb7dcff56fd17b40a, 0xa8ace11f4bed747e,
            0x542d70d175018429, 0x6c568967951bb2e2, 0xce420f73bb0e089c, 0xdae9623ed13f8eb5,
        ],
        [
            0xc1d9b27ecb5833e7, 0x9911909567a8a669, 0x9317f8c30ab9ee27, 0xfad65eb9f34551e6,
            0x7725ec2e016504f6, 0xca492cb47ebbdfc1, 0x6d2a3c962706aa66, 0x53e6d650836d8ee2,
            0x109496434bc84bf3, 0x8442ee826df7c0f1, 0x7ab2eb9918fe80c5, 0x6a8579b35cd2ea35,
        ],
        [
            0xa77087f4c98e17c4, 0x9fa12dadbe2985a5, 0xa68cabc94bdce4e2, 0x222a6fb6d3500913,
            0x15e28fd5a9c0904e, 0xed31c63f7a91f825, 0x9cd9f3e56f2f35b0, 0xa2b14261923cab8d,
            0x71a780516d8ccbea, 0xf1fe532bdfa937b4, 0x6e3d7252539d0a74, 0x27ef2720814cd797,
        ],
        [
            0x81dd074e4398751e, 0x87b11b480a3f3ebc, 0xb5afe1f0352b58f5, 0x6d2d94829c390eef,
            0xd073f9a0f36a8d23, 0xa7c5abec466ebbe5, 0x968c04a60539f145, 0x52a3ad0c93f4d3d3,
            0x98e196bb15c0970b, 0x2af28ea370ab8dda, 0xb912fbda7a039fa9, 0x3dd8d87acbd02ff6,
        ],
        [
            0x8da9b831361ce377, 0x6496515b7dc06076, 0x870e7df3b8cba83e, 0x315ac0049f8f495b,
            0x1a09dee576fe0978, 0xae7af621c18059a2, 0x2bc9dea404fac2af, 0xc630bd5021b90a79,
            0xbded6b8628c0f9a1, 0x709d72c7be4fe93c, 0x3d1e2eed74b22303, 0xcdaf6b1d0e81dfca,
        ],
        [
            0x65c33cf4ca5eba6e, 0xbc48b22e12c2f19a, 0x6c5bbde461fbdcb0, 0xe086202bbc503a00,
            0xa9483799deecbb11, 0x9b2c0216279aff50, 0xc10fce1069f99456, 0x2b0051d5b7820d55,
            0xd2de9cc32129b5a4, 0x711166d9e4f565d6, 0x7a8c3dfb88075f30, 0x6914edda224ac45f,
        ],
        [
            0x1699d711379e6c77, 0x9126d88c7427418e, 0xbb05797d825210ac, 0xc0b611df315cb277,
            0x90f82a9d61f69206, 0x39a79014f517228f, 0xd9f2def450e8a693, 0x88c1104381e9d71a,
            0x28e20b56451f8a9d, 0xeaa794763e101231, 0x3f1ba0c56423e8c3, 0x2fe7ce4e3c6c558d,
        ],
        [
            0x5bcf287864e60ac2, 0xf70e78a455d53345, 0x88685de6707a7138, 0xa77646dcfb2041a4,
            0x8608695289db3060, 0x08b7c4d8e27a1690, 0x4148d9373ca7fd81, 0x58c7440bff7698a8,
            0x9d722d4db0391d14, 0x5683112462b0373f, 0x87b0363be9a9992c, 0x51870cd18853db84,
        ],
        [
            0x86dedf2e9b1ab85e, 0xf3330387c2d0593e, 0xf5e6143997e907a5, 0x1992569d8cd66e4a,
            0x836b215e0869329e, 0x8b5c4891153ff215, 0xf6c52f1b609dcc15, 0xa3a5258c085722c3,
            0x0a4e81501c378dfc, 0xa8997ddc739040ae, 0xb1c4417a7180a073, 0x618009bff1dbab34,
        ],
        [
            0xf617674d2cbb40a8, 0x446ad46b4d11399a, 0x4d4246943076b6b3, 0x1b9e7d881c33ea9e,
            0x8e1aa6716954589c, 0xf1099b26e221722c, 0xb18904f94917576e, 0x0512b21bb549058b,
            0x12c89a64a209ad3c, 0x421f5e575557cc67, 0xb42e17371b5a17ed, 0x427c6a621ff3230c,
        ],
        [
            0xcf2da6044a3b3618, 0xcfd27cc6b83f1814, 0x8cb45c0a6b9369a6, 0x1f11501633976ef1,
            0x2654a1574afc708c, 0xb47f423860970498, 0x548be9389fd8536b, 0x454fde1673ff1ecf,
            0x44657efae96be82d, 0xc8e7e96b555df813, 0x2a0b3f4a4fccb822, 0x2e0f36b114b6dfda,
        ],
        [
            0x6c8e5a261d99492c, 0x6e5bab8e77f916a3, 0x9b014aad50ad6f39, 0x2a3933c51f107e26,
            0x4b04395cc951bf73, 0xf8f683b4b0ef56df, 0x28c9fcdd1905c84f, 0xb03604f14141feac,
            0xb546f58e53ace23d, 0xee5fec4efe688f02, 0xd8b43f6d2e91406d, 0x75e44b21261764d9,
        ],
        [
            0xb4e5a5d5605d7341, 0xe7a7a4069a1d3465, 0x234783d66c60b1b0, 0xdd7ee2fb3b480129,
            0xfd183240dbb7032f, 0xba2a97accaedc8c1, 0x1a1824d3b0185c9b, 0xddc0f82cd36edae3,
            0xaf7bbcc03116b17d, 0xefc9095985f6e8e4, 0xc6bde428acb9c328, 0x69d80732cbf991a7,
        ],
        [
            0xd014cc6deda2479b, 0xd2586003f1a85fb5, 0xceb0611153cd207c, 0xe8c9fbfa647b3c16,
            0x1f53e8e6ab7d6738, 0x06dcceabb060b5f3, 0x80e023b2ab770ccb, 0x83ca0a5f4cda70d2,
            0x19f7f5dfea1caa2c, 0x769041414ffe884e, 0xfa4d93a3fca3c05b, 0xd381f527e88e1169,
        ],
        [
            0xd464a6525bc81cc8, 0x513353adebfa99d0, 0xd1aa97c0be51245b, 0x0d37e590e4d20201,
            0x7afc95cbb45c5c19, 0xdbd640cfb6a4ea8c, 0xffcc3ff2be9c5b78, 0x61cb76ac1b2865d1,
            0xb145bb0011352d21, 0x69568e5ce550ac6d, 0x454a33043bf7ee0b, 0xa2fcf9b45dad3642,
        ],
        [
            0xdaa7fcc9f9474bb7, 0x3c82e74bafa5db2a, 0xfbf918c59894edce, 0x470c45eda9ac29a7,
            0xdfd44f6fbc372f2c, 0x73a4790aa1e38d3f, 0x23d2400ba9674837, 0x3dad71bc136a92da,
            0xc76a488148baa4ab, 0x73227e4ebc26e6b0, 0xe732edcfe8ef5662, 0xfe96aa5f0c5662bb,
        ],
    ],
    // row 56: multiples of 2^336 G
    [
        [
            0x87c7dd7d139b3239, 0x8b57824e4d833bae, 0xbcbc48789fff0015, 0x8ffcef8b909eaf1a,
            0x9905f4eef1443a78, 0x020dd4a2e15cbfed, 0xca2969eca306d695, 0xdf940cadb93caf60,
            0x67f7fab787ea6e39, 0x0d0ee10ff98c4fe5, 0xc646879ac19cb91e, 0x4b4ea50c7d1d7ab4,
        ],
        [
            0xcfbcbc4a7db62b5a, 0x2919bf514ab45dde, 0x735de05622322f91, 0xd2590bda7662ae23,
            0x63d468fed82be7a6, 0xc84d0435695ea172, 0xc50f494120a6fccd, 0x2d613990620f44f1,
            0x680ccd041fd25778, 0x25ddac444a3d0808, 0x41d8b738c4684cba, 0x2611645f53963888,
        ],
        [
            0xb05cb834b0279be5, 0x2de7d0ebf08c5f93, 0xf023b5aaefa9e4f0, 0xb8061e5d9bd075ec,
            0x7d2ba50f1aa41bfb, 0x8963f3e390865d96, 0x7f221a794713ec7a, 0xc83bc5178500b4c3,
            0x085feb6af6ab1540, 0xfd141024dc87cd93, 0x3e196fdb3239dbf6, 0xb7cf3e16dbcd5364,
        ],
        [
            0x1466c9f5e03a2fb4, 0xb866c006862a58a2, 0x291e8c75b5865550, 0x1ddb7154e65862cc,
            0x285153bc2b997167, 0xe2fce0e7954b6c19, 0x985d450616dc2937, 0xf7f14216ee41d9c3,
            0x39e098dafa5fe5e5, 0x3fc26046f90f231d, 0xde5d5ced32afd0b5, 0xad688b1d60c09c18,
        ],
        [
            0x3720b1720f806b59, 0x1f696d47f224597b, 0x03c46e315b54eefc, 0x387e466472b0edaa,
            0xfc59b03dee77476e, 0x86854e54607a7259, 0x1478bcee3e9320dc, 0x4aa825a88c9d87e4,
            0x71272f72cf272ee0, 0x19e3a4a38bd885cd, 0x9af6415b376ba31c, 0x6394b5a7807b2b36,
        ],
        [
            0xdbfcfa75e572e06d, 0xafa019d08b7d5653, 0xcc6c851d67a19b60, 0xace88bf431ae1a67,
            0x74554a6193d1e135, 0x51ba2cdd4211890a, 0x7cb326899e8d1f02, 0x29a6b8258b66ab99,
            0x0a672c21766e72f3, 0x24bb718a880642e3, 0x425dc41d184d2b36, 0x96a1468e891024ab,
        ],
        [
            0x3180789c26df7050, 0xe375a43e96cdfd31, 0x7951b895e99e922d, 0x987ea2503d0bbe80,
            0x6d2f49f0e2fe79c0, 0xc9c2c636c2b18d2a, 0x707798f3d8c8620c, 0xc2d603dad5c6a0ee,
            0x46cf1e32bc447940, 0x4dfc145938a845f3, 0x210083fe455e5d92, 0x6be989eaa1fedc3f,
        ],
        [
            0x72fc8198dacc038c, 0x5fdae1d9f1077bbd, 0x369198bbd99e3036, 0x6b68390a0efddfca,
            0x8c35f3e4f0914741, 0xd2bc54ecca7d7807, 0x564d991e3a8695d1, 0x5e1e14c81b0d937d,
            0x51f30dab5d635893, 0x0427e346f944e49a, 0x1e0bf1b56a233bc0, 0x75b0ee6c617bf93e,
        ],
        [
            0xcd2db6797b1bbd75, 0x1ce5acecaac388b1, 0x715ab9f634c1fa9c, 0xa531e1b8e0815643,
            0xa64511c692de769b, 0x8425126b785b8bc0, 0xc8d9320de72e155b, 0x9cf36dcd5600a04b,
            0xbea8b0f4c6e1f7fd, 0x6f9af6349767d85b, 0xc3ea9fa4c403ecb8, 0x0af7be1ed60a0e70,
        ],
        [
            0x180afdcc20928729, 0xec2e90f436bce72b, 0xa8a8c54d8f48e48c, 0x9d0c6a355248109b,
            0x8bdd819baa6c3ae3, 0x95e221a6dc0bebc1, 0x83e568eceb113737, 0xaa6d29c8a1a3a0a8,
            0x0ebd5015c54fbda4, 0x692a84832a5c8b17, 0xa08e384b51836490, 0xf1904bfc37ded786,
        ],
        [
            0x2093335463919940, 0x34e4f27397ea3359, 0xbe64c5584d4156a5, 0x368a6c980497cf92,
            0x59931a502288b8cf, 0x67d70ff8c36cf906, 0x4175562a8886126f, 0x46ecdd1d55114ffe,
            0xd12876f94efde702, 0xb0c9333fc046d908, 0x8358b04a2cd6c180, 0xcbaf4612336d3c84,
        ],
        [
            0xd77d9cd4fe8dee55, 0x7a0f60c12e43fc84, 0xecc5cd746d5da126, 0xb5ac6fee2382a984,
            0xd9db83e26ccd0fee, 0xaa4dbcba350717d4, 0xb3c0562c812ead77, 0xf7a995eea96cdd07,
            0xd5419bf1ffeb4e67, 0xba0aa22e1226df29, 0xb8d0d7f4c1e333d1, 0x86fecca60a27388c,
        ],
        [
            0x9ea1d715dc579084, 0xc1e715dd0b1cf2a4, 0x624fa6e4926bf7d5, 0x5034c9d34f7b4e51,
            0xc1b0ed7aba3a42a6, 0xd1847c28b73cdb77, 0xa4794bc36ae49ff0, 0x50b2d908b9144fa5,
            0xad112c778f073479, 0x040499dd4b98f590, 0xd415d273152b5e30, 0xd3f4ff3f39054cab,
        ],
        [
            0x1e0318d5fff93451, 0x40b91fa9283e197e, 0xdebc5a28089ac579, 0xcf25f527e9d98537,
            0x73f7818d4ae08f51, 0x397f2cb6a956c875, 0xb7d74ac57515436d, 0xc29a2ffd830664ab,
            0x02e273563cabe01b, 0x418417c103c78924, 0xd12994116535005e, 0x53fc391258f66295,
        ],
        [
            0x6b1fceac4d87dff4, 0xd31aef70f262f722, 0x894361782612da01, 0x1d3bdfa9963bc230,
            0x9a46505ba7afa565, 0x662c2fc7a31db4ff, 0x33983a9ae5ef30c0, 0xb8c874ee723f085a,
            0xfb5fbc860f279c05, 0xcd9cc376ad0a380c, 0xcb19d881fdfad736, 0x1c3d9734585167dd,
        ],
        [
            0xd23658c8d2e15a8c, 0x23f93df716ba28ca, 0x6dab10ec082210f1, 0xfb1add91bfc36490,
            0xeda8b02f9a4f2d14, 0x9060318c56560443, 0x6c01479e64711ab2, 0x41446fc7e337eb85,
            0x4dcf3c1d71888397, 0x87a9c04e13c34fd2, 0xfe0e08ec510c15ac, 0xfc0d0413c0f495d2,
        ],
        [
            0xf791c8196726ae9c, 0xc95c53f13cee0ca7, 0x816b37ae601b0802, 0xcf28a2371b854925,
            0xdc4f6bc111d5d9f2, 0x222d6102df6862aa, 0x93d3fcc5c0053ee2, 0x1d30937fdf873eb7,
            0x925a2c2527d098b9, 0x8564c199001cf28a, 0x87cb85ed748b8479, 0xd12d6b2b184c1020,
        ],
        [
            0xeaf36b865bddb3c8, 0xa4bab6e0099f18ec, 0xe22839208addee4c, 0x485307e053bb454e,
            0xf981c80d362db12a, 0x012190355cb4b460, 0x62824680c78bd110, 0xf3e0b963d87df5f5,
            0xd96de5e2758da525, 0xc6a810faa60956ab, 0x913d5a7b8e3eb6db, 0x27c581fbbc9e8c3c,
        ],
        [
            0x5edcd7dcb0c55d75, 0xaeb0b5c727838c23, 0x13d65db758c3fea0, 0xe821d853b36f1f15,
            0x3435a4bc365e7703, 0xb890e52f3a04d292, 0x6a96ae92e7a823f3, 0x3960ecb0ca611036,
            0x81638aff210cb460, 0x5f95793ce6b983d1, 0x0d5029ffa3ae1a8d, 0x54f749b492ca1229,
        ],
        [
            0xefe0a702537c4a5f, 0x322ff89c151d0e69, 0xcee88b48491b757c, 0x8e92cc15b5da77c0,
            0x3138b90bf6af039d, 0xeb73edd2f3748d35, 0xf29f06435b8bb06c, 0x91ea9643560e4966,
            0x013c274875acbcc8, 0xdb2d1d9703f1d40d, 0xed7aeef1fcac606e, 0x91395dcabff4b849,
        ],
        [
            0x952e4e21c8967f37, 0xdc9f71994bf85ec3, 0x6b01f3d00c141bd4, 0xc6601dec06c9ba55,
            0x7d884fc0c4a5945e, 0xcab1de947e19d3ba, 0x9ca6aff02e3c9c5e, 0x01e828a1445e4a8b,
            0xf97165ae80d065c1, 0xe2195895881978a2, 0x4834501fc6b77acb, 0xbcf7545445d99f5f,
        ],
        [
            0xbfc9c5071e434ba6, 0x30768f646f2634ad, 0xee3a7cec1caf9c0b, 0x27c4fd0bc232910f,
            0x5c5813ee24ff4510, 0xe5e731af901f2ce6, 0x440ca2cf68f9aef3, 0x54ff9e837fa17587,
            0x4d792db7982acc0b, 0x73c3863834846c98, 0x76cff95f8d6243d9, 0x5fa573399d015583,
        ],
        [
            0xe0419a6fb007e4cd, 0xc44ac4961f613529, 0x3408e15af18f82ea, 0x66bebd87d92d3b39,
            0x1c563ee4f85d0c1e, 0xb31a8c891f7eb37d, 0x65c7bf8c458a056d, 0x9d2ba592f25b6f73,
            0x1ac4f0bc94eeb39d, 0xa008b562d9a9ac29, 0xe7de714589d1c354, 0x420f5cf04c2e45d2,
        ],
        [
            0xe11cc2e117cc0d20, 0x9b4cc698d406fabf, 0x6f6e9b0cb8567c18, 0xa0dcda9c61b22b83,
            0x4c8683fa79ee53ab, 0x7d46b3f82f11f0c4, 0x91e74e482740aed8, 0x75afb62a056466e3,
            0xc60bb430e8d0c16f, 0x36cf252522b4aae9, 0x3713f254aceb6dd2, 0xc2906379eb8c6fd9,
        ],
        [
            0x440da0369eb8b2de, 0x6c4d1a38462fbb19, 0xfd86930fb050f995, 0x2e5f1a8c954823a0,
            0xe9122aefcb9f8e9a, 0xc9e923f2794be14e, 0xdaa5663dbf740c2a, 0xf3a7ecd6df75c915,
            0xa047a07efa80015a, 0x846b4d27ea4a720b, 0x2389717e295845f4, 0xf56f77f6cbf2eaba,
        ],
        [
            0xaac4f6a7e67b6dcb, 0x59ccb836d51c5183, 0x78d19f452b7ccb20, 0xb32d4ffd5a619a1d,
            0x86b11dbe5c4bd17e, 0xd983e839a9b52073, 0xfe9c0b92993455c1, 0x3a156676ea36006e,
            0x578217fea907ca7a, 0xaa3c5489440a251f, 0x6760a166d7fdf3fb, 0x4a2fc54b4415c6fb,
        ],
        [
            0xaedf171dbe18bc16, 0x00febab2b2d026ff, 0x82b6d8890cdcca4a, 0x1b1e4c53445bc877,
            0xc2174e10ed74285e, 0xced66cc02b243f6b, 0x73e9ff69c7b9a66e, 0xc4fe5caad5e4d121,
            0xaef80d67402c5d1f, 0xd3b95a0f2f3dcaf9, 0x00cb6e798ceeea00, 0x1ee2ca8c436f35e1,
        ],
        [
            0x0b21c764a6db111f, 0x7c36dfde24c5721e, 0x53a0b6db66e2d428, 0x6f37bf728169d776,
            0x9baf6385a68511c8, 0xeaef9c919b218151, 0x712cdd5bdd58d201, 0x50bcd0988d3f78c3,
            0xfb6427b571fcb05e, 0x6245fe7cc4675aeb, 0xb5b75b50fb767bda, 0xc1d8b76ddd7a18fd,
        ],
        [
            0x6392686cbb52f636, 0xf10df7c41c46a5c1, 0xab7f88acc504a122, 0x2a179193fdb6a9d5,
            0x2a7c7e4e2901f29c, 0x3ab41b80a2cc726e, 0x8f577fc31fb5e412, 0x65cba0aeff7c47fa,
            0xa79191697f45c04d, 0x2712fcaeb29a4c06, 0xf2a879e4099f76e3, 0xd333fabd98a22a04,
        ],
        [
            0x87a905e056ddf14c, 0xd36289cb95a1c633, 0x2fb251aa57f8f0f2, 0xbf9c72a9fb7907a4,
            0xb4f9b6f3f771333d, 0x7b5ed437469ea10b, 0xe8cfa847fa5a8f93, 0x456395c945a4c9a9,
            0xe20ffc39f7fac5a6, 0x8b07c9ff287a3c78, 0x117f306f67e66d0e, 0x97c8a6388b331e09,
        ],
        [
            0x1b3e04c26a98318f, 0x04d5ed5dd5a63b2b, 0x4098d09f3cebabec, 0x226bb70565a14306,
            0x5bdce76fd962a94f, 0x47a66e96c40dedbc, 0xd514ae5bbedcfbb0, 0xa8c0fe40892f07e7,
            0xcf78e224c9186f1c, 0x2499f68fe94329e0, 0x3ea3fae5ebbe3d2f, 0x681fca8bbc631de3,
        ],
        [
            0xb097b2c5c4e81268, 0x7ef175521d50ca8c, 0x638266e942099644, 0x43d059deff729073,
            0xeebb5fe1148c3940, 0xb82e73d1daa8e925, 0xf43c78d8254380fd, 0x2beabc58fce37fa0,
            0xcdd5a7d66b636357, 0x8b70a2ebe096a954, 0x011d5419d0afa2fc, 0x3e49eb6704fb095a,
        ],
    ],
    // row 57: multiples of 2^342 G
    [
        [
            0x88e7ac8e168d5e60, 0x53abd5696188a98f, 0x3b96d52918be419a, 0x7e75e354c057621c,
            0xcb1b709f5ce57e59, 0xe78befa2844f2463, 0x536081993276d4a0, 0x92636ade157f2024,
            0x6dd0d348e0411414, 0x5b28e9504d73eeae, 0x08439232690ed85e, 0xdde1a3496da14b58,
        ],
        [
            0x6cbd275739ed9ec9, 0x5db68a68fe5d4aa8, 0x177eaa0be4c58c7b, 0x603551ef0e488784,
            0xc8eba131df916b0f, 0xd0dbceda159732e2, 0x55acca84b0834afa, 0xdbe98440b59ffbf5,
            0x162a2c703bd3b202, 0x4c5e5d256ddd8eba, 0x66e7844a77b1d93d, 0x1292bc0e110b9dcf,
        ],
        [
            0x22723fa37cdc2211, 0x1d33923231ddb2bd, 0x63f354c146626fe6, 0xd0f68526f67a4257,
            0x79aa889b8d3d00b6, 0xca5fc8a70de4c413, 0xe311a966d2879266, 0xc8d982fe5f21e1dd,
            0xc51f1604cbb159ff, 0xb449deb8092d83ce, 0x4a5f68f8644fd0be, 0xeef3fa4dbffb0088,
        ],
        [
            0x1b66faabf9e89bea, 0xc81c5ddc3a441284, 0x1a82f3a0a675f7c8, 0x82884a2f30313a71,
            0x7ac5d7b058aea9e6, 0x1954f075cd5ff05d, 0x7c29638d6178d270, 0x6af7f8ba19381929,
            0xe85e3c47a17ae3a7, 0x91b107c77009e38a, 0xf3b777d8f1f9c52e, 0x5b7b74ff11b688a0,
        ],
        [
            0xe2573c74aa67d5f9, 0x1a95d5378e28590a, 0x5e418cc17ff4120c, 0x8ea6cfaa4296a725,
            0x4adbe918889f7203, 0x81082713ab4f3f31, 0x01cbd3f44a304e3c, 0xac89d55cef68e850,
            0x86e5fefc933d7b92, 0xad170478c57d3660, 0x35f2159cc6f644d8, 0xac3209b7ee0c6e7e,
        ],
        [
            0xe1e5b76914b87b2a, 0xee187f5d143a4ae1, 0xa9a38728908cb988, 0x2027b2ed4443d8da,
            0x1c6b4813c0c98675, 0x509ea7d1323bd978, 0x43b16a587f4dc19e, 0x385f8be812940ae9,
            0xa4ed64e57d59acad, 0x47e7abed51ca7f14, 0xead594b82bcce6b8, 0xa2bff60cfc03cf06,
        ],
        [
            0xff1ea3b3cadb38cd, 0x74be13526d9116b4, 0xf9160fdd992e46d0, 0xbaacf02792c1ddba,
            0x9bf80390b24e9f50, 0xbef3bdb052489b68, 0x7e5ac64a4b67ef43, 0x9ac876ac141419d7,
            0x8e0149ab20f0617d, 0xd3313e078e503f8e, 0xd48f6376fe6ef597, 0x6e565103fd39e968,
        ],
        [
            0x4ae3d232c0385874, 0x83bda9e6cbf96d2a, 0xba73c769ec62fd6a, 0xd586ba7f62a4720c,
            0x6497cd140cc1f491, 0x8b012b707b2ac571, 0xa65eabb6268fd705, 0x8caf100a1431873d,
            0x25b31b84231457d7, 0xcab62f75901645c5, 0x2377d74db2f7b656, 0x4008277c2d33c95c,
        ],
        [
            0x025322cbaabd546e, 0x1d383a1e74a16940, 0xb2a1c8d07869d1f1, 0xcca1e607cd056921,
            0x72036e6333e91e33, 0xe113af5a2730a52c, 0x26a0e507b09a3b06, 0x79aa9587d24dcf2e,
            0xa1f202ff618c9549, 0xcf727ac2132e59fe, 0xc28cfc231b6864c8, 0x8118197e4f15b811,
        ],
        [
            0xa7be70c04bfeb784, 0x4633ddadc222ab44, 0x00e397d30f5924bd, 0x5446db3ae25b7b9e,
            0x433ea2c4fa1dd048, 0xbb9ae36a1421321a, 0xf879069dc59fe8f6, 0xe0f2b8b4820bfee2,
            0xcc6cf7c49cf239e4, 0x0e3545c207dc3122, 0x23b0f48b1d2c737b, 0x1c6b6d9cfc1137d4,
        ],
        [
            0xe1374234e9594077, 0xdbd26d42f4e2f985, 0xcb4bcec5a957c9f3, 0xebceb0ac3fbfbbd1,
            0x9947fa35badc7b38, 0x38df0fe67e6ac833, 0xa3b06f3209fd4f60, 0x54b98e51a7e6b130,
            0xd3d635ae38b1245a, 0x793632f488fc0b7f, 0x1720d212ef664f12, 0xf424fded04afcfee,
        ],
        [
            0x10105dfd101d2433, 0x64e009b58ab6d664, 0x122e68324e80fc07, 0x3b26e76287dc7da6,
            0x7bc183de6d4728cf, 0xebfecf4f8bcdc129, 0x8b995cec265c66f5, 0x080572d7c4b0e942,
            0x612e9e6b4da5b77d, 0x8ec048a96caf9161, 0xe3628ee2c7f45eb6, 0x0190b71bd85650e9,
        ],
        [
            0x1edadfb305892c4b, 0x542b95273e3729c1, 0x15791fc557a17831, 0xa7014f771ca6a078,
            0x9f7b115c9cf4fb82, 0xcc56b0697da6ac0f, 0xb8a6974e72e6ad45, 0x7de35c93f2081f75,
            0x0f719fd0c16e16ad, 0x4f901cc0d4e7e8f4, 0xdb89e8b42fa915f0, 0xbf6e58b6a6657968,
        ],
        [
            0xccf79a81017fbd3f, 0xa852ca29c875bc66, 0xbb4cd90c0592f8e2, 0x2ee786f455b05c79,
            0xe1a2b6baf382e6e7, 0xf2d6cf6e6d2e952e, 0x2f0b534abc9304fc, 0x1d63fd80795629a3,
            0x42e70cd9322d8e03, 0x8a282cdfb057e36c, 0xd18a0c313ceb177b, 0x270e31569c58b890,
        ],
        [
            0x98804bda5d36e192, 0xb1be8fb8bce501de, 0xfb9e7560c234e3eb, 0x6d9f97dc5d696cf3,
            0x70ce773abc6a3a37, 0x6e389a88cc14bdcc, 0x4f6e0143b30643fa, 0xb232839d03ab898a,
            0xfcc73c402f50c1e7, 0xf396b82801bd9a88, 0x188ad8b66a89ed5f, 0x9c0ec87543eda3b5,
        ],
        [
            0xaae2f448ed001c43, 0x08ad1d9bcf4be493, 0x3262b2f482c1f372, 0x5521febd351a5f7f,
            0xf8ec9190916c75a8, 0xf3c258c72728dfb8, 0x5dd4ff4f8af19574, 0xefddf5795d076b1c,
            0x318b5b98ba8b777a, 0xd971d426fb7f8409, 0xed1465e8b0fd31db, 0x80d24d4300f66347,
        ],
        [
            0x039f1d95a0070219, 0x9cb0ab8ddd4dbba5, 0xff33e78e2f1eaeba, 0x6f51bb7727a7aaa0,
            0xc336ddd1e405bd5b, 0x014d734bfdaa3967, 0x19edfb7cd4ddccb5, 0xe8b70f611d5cd516,
            0x22f3d6458a701a4b, 0x70c72d35ec091fe3, 0x13f07e48fd046b11, 0x0339ed5d5437e4aa,
        ],
        [
            0xe8263e8012eb6baa, 0xc452c7581dde8c37, 0x5112af2840baa45d, 0x949b8a740793703a,
            0x8ba78382e60e007e, 0x38cd110412823c99, 0xdeb0d555f86cf04b, 0xb2f20bfdfd9f6320,
            0xff1d399d17c39502, 0x1340aedd1bdf0760, 0x36b2b43c88cc0c09, 0x5f3dba7e9ce285ed,
        ],
        [
            0x66744ad6c0a883a4, 0x8471e6d1193fe815, 0x876473d3afd120df, 0x68d3070d07f589d2,
            0xfa33b7954f724157, 0xedbd8f967fb4e295, 0x89b15befeccff8eb, 0x2021d2e2cdcb24d5,
            0x88d2f310062852bb, 0xfdb8b88bd328fe5f, 0x60ecd0bb2acd9125, 0x46aba385ea87513a,
        ],
        [
            0xcea0374a69ca5051, 0x19e060ad5294ae7a, 0xf6ce02361bb01f47, 0x2a5b28ba8c328b8b,
            0x6991b1d8b253d630, 0x360afd40859455d8, 0xf5c6e1427c1f5946, 0x1eab83084cc8c391,
            0x4eb4032f67e76ecd, 0x5bf14aa233898059, 0x0804a7c00e001b76, 0xe3866a93734cd134,
        ],
        [
            0xcf3f8a57952f0bb4, 0xce42cb14e0538ad8, 0xb93b64c4a14ce859, 0x7f564c161ba30a43,
            0xb3c0c9665ce7ae97, 0x2a752167a55f16ec, 0xcac155a93030e04d, 0x8f369be86bd7572e,
            0x51511fd249f3b172, 0xc2aae85a6ba9b052, 0x18cd2fb087706cce, 0xbf92a71e28880a66,
        ],
        [
            0xbe85177db72e5ead, 0x47c15fad59fd2463, 0x2cf5f07f4bd51f8e, 0x82f48288c2898713,
            0xdb08aab4c8f753e8, 0x18a1f5c510f58edd, 0xaeb7bde366d0b94c, 0x04539620079fb6df,
            0x64d1aff2ebe8c4b9, 0x08d9ef431a10a101, 0xe326c7ec6c602789, 0xd8b1b3e7f6efc3d1,
        ],
        [
            0x97b5a2d53cd8b3cc, 0x67e2d574761f3871, 0x38a7f128681ed2d9, 0x1bd35166fab69f96,
            0x82b9e419b6ffd994, 0xfd35190de9e43544, 0xdcf8f9f929a1234b, 0xb85f78889741ad97,
            0xd71f4ebc09a623e5, 0x543290248e078d34, 0x14eb907e00eec2f1, 0x6c1cbcb0d7dffff1,
        ],
        [
            0x5ba5288c1ae586a2, 0x044f1fc61b715821, 0xc1a9a997602f3c65, 0xc5c7512fe08c0223,
            0x48a19c3c367e6f1d, 0xa9f2195dfb241597, 0x9f674a5fb5ba32a6, 0x275a060f0a312742,
            0x5aeb8c4303d6f13e, 0x0fed575d917433fb, 0xe4a5ef9a59f53490, 0xa9f86145f315e616,
        ],
        [
            0x82877a00f6c59226, 0x02191826f8abe236, 0x07ce21bb657dd8db, 0xb16cf07e2d48265d,
            0x33cdeeda4407b950, 0xbf8b6b537ed7cb9a, 0x6d70952bfb5d70d5, 0xd7ca35c38f9ea71c,
            0xa58abcd58c81d647, 0x05ef1598cd513919, 0xae040ee14082ab35, 0x2a2f37337c03bb48,
        ],
        [
            0x770d01ab2c1deef8, 0xca72f761f61b2a4e, 0xff686a4ceff9ee49, 0xd6b338d30d07000a,
            0x885b4e8ce1050b10, 0xd6326179b2364b01, 0xceb2bafc672b298a, 0x7df8941aba628946,
            0x9c94004ebc56b115, 0xde09cc2d7b12cdd2, 0x9c2dda163833ce43, 0x88da691a6265b59e,
        ],
        [
            0xfcb9ec0cccae639c, 0x1e909110da52cd5c, 0x077d2c4efd2030b9, 0xccd6002fb36c90de,
            0xab4e5b0cae20c977, 0xb283c76a99d12308, 0xd5675859ddbc9377, 0xe50b81106429f4e7,
            0xcad442593942b65e, 0x51d2f92cb8301f24, 0x7a6792557bd6682f, 0x037d2804691ee029,
        ],
        [
            0x7059c58669a03980, 0x91f2dfe4e88e1287, 0x96dcd9318d9633cc, 0xb2abc44f37bda148,
            0xe31adb3feb8964dc, 0x7b07e015e316876c, 0x31732880ababd240, 0x5c37a667e95854a1,
            0xb5b334c91d6f69ad, 0xe613e5622c34e118, 0x8bbdbf5c5f5984ed, 0x82ecfd95cf4f63a1,
        ],
        [
            0x58be4ad03fb8c5cc, 0x2190e28686bd0f9b, 0xaf4278d703c2a704, 0x8939f72ed926bfaa,
            0x8ec7c64c5882831b, 0x49082ea5882017a2, 0x0c16d948eaee0cc2, 0x2cb563f9023503a9,
            0x894991a56a046ab5, 0xf988f2f475564159, 0xfec3b8fb5079d224, 0xd6d9c1ebc435c2d7,
        ],
        [
            0x813caa72ade4e3bf, 0x29055be8600c93c4, 0xcb346967e6e4ec1b, 0x39c1152d50ce992f,
            0x4682c20e5ce62852, 0x04e9dcb7f4e45ed4, 0xda75355d7c0fa5bd, 0xe80f29b078949d91,
            0x6214610130fb9e33, 0xe70cda8f325eecec, 0x49217f74efca3e14, 0xd3c890b36bd7246a,
        ],
        [
            0xf60e49c7e061cedd, 0x66b7e8a63a814af3, 0x70757b0084c1d72c, 0xd84460832a6b485a,
            0x929f8a0786cb58c9, 0x95ce69d1f626e616, 0xebb680769a0d2dc7, 0x881c7c63d04342d0,
            0xa661bde351da64df, 0x86700bda87b43671, 0x1bf1c92b5873c5bd, 0xd2afdb41f94753d0,
        ],
        [
            0x315ad7a47e5a59f4, 0x1c615bfc543c8b00, 0xe12f97a8baa56473, 0xf263db4446edcfcb,
            0x47cf91d53c1a968e, 0x1a1165b4c15db875, 0x5d35e53a3479616a, 0x649f87b45c59958f,
            0x5d3d11ea246da3d3, 0xc1ddfcc653f06820, 0x8169d7116610c00f, 0x15f16ba54bddc8c7,
        ],
    ],
    // row 58: multiples of 2^348 G
    [
        [
            0x8002f4583e455a61, 0xafbafd375bea205a, 0xa8ced112fb93f735, 0x27cb6292196e3084,
            0x72395bdd77e8c744, 0x02e018d8ee71f5ff, 0x7cfc14d9c1337a1d, 0x94e14c0ad7b4d86e,
            0x66e50129d213738e, 0x7a905d91bc0b5ea3, 0x92cb630afca06700, 0x65e06d5cbf3a0821,
        ],
        [
            0xe96c4aebe5f5b545, 0x10a85a002d4c43b0, 0xf86ad2f632f9151d, 0x05daf874302b99e2,
            0x4299dbfa14fd3171, 0x27cbedd6812cfc62, 0x42e61536b8772164, 0x52eecef76a5423ef,
            0xc34c6c70548fffa3, 0x1fbed7777b6db825, 0x850bded44ef2989e, 0x3b8a542c815463ee,
        ],
        [
            0x352e143797466956, 0x6846fd53da29feb5, 0x64d5d9395a7b7719, 0x4d5197bb8544328b,
            0x5220626522f9c593, 0x7d2dac1974d6a45e, 0xf52c9eec4c26755e, 0xce154c22f464471c,
            0xe606b3bfc9ed3933, 0xfc5046d7a14c3d70, 0x81cd053e5edb5876, 0xc567a2e7a30347a1,
        ],
        [
            0x9decf2173079fe2f, 0xc32ec5707c817f6d, 0xd5649ce8aeb36b92, 0xab9f77d158fb4dc8,
            0x66b11fb6b52d60cf, 0xe217941deaaa4619, 0xf3522a9a1607c412, 0xea2eba4fc2a3d8c9,
            0x267997c625e38722, 0xed5047b72d4595ee, 0xaaa41e5f55e5456c, 0x891e3d1278cfc6fe,
        ],
        [
            0x3fd7557aaf0e4061, 0xb8c664b085912525, 0x4c8276854d208bb6, 0x941aeb9ac1c9512f,
            0x6ce0bed5a181e9f3, 0xb75381103744a339, 0x80eaff7a280ffad3, 0x99c7508e1f8da457,
            0xf16e7c1b0f8e7fd8, 0x56bddddaaf499630, 0xe8c112df1180a168, 0x23f4230a2987f12b,
        ],
        [
            0x0ce9ab136fa4d1c2, 0x7fea01e574e308e6, 0xf031b3b69a1753a9, 0x32160ba02bae5685,
            0xdfde9ae80cd3c066, 0x7989cfc0a180cf5c, 0xe2c194168a742d6a, 0xeeff5e800cf725f3,
            0x67eae7d12ea20321, 0x3eb507b07968c7ff, 0xeb300ff9ce27bab9, 0xff152330975756ea,
        ],
        [
            0x325de656dbedb636, 0xc5eb4ac5f9481983, 0xa90926ad89e4c34a, 0x8e61adb0ec5a615f,
            0x5a2233d43fc770ac, 0xec924484cbb23f8a, 0xa7e6c58621e9c23d, 0x90069c5c442c377f,
            0xb0f340be697e7dc0, 0x783a7d0eb6f29135, 0x412469b007e89899, 0x04f612251bfaaf55,
        ],
        [
            0xa438634ed7357a51, 0x918f14cd18c04d59, 0x2ab4dedfac40dd56, 0x758e95ee4956a5de,
            0xfc11e3945113f84d, 0x6d71b6736059f16c, 0xfd8e2236fb357c3f, 0xd7c8681232dca873,
            0x02aeb1538ea13b44, 0xde1275d3013d3827, 0x470a7b7e659ca201, 0x862c83c55c77b351,
        ],
        [
            0x7d573aef557e70f9, 0x035eaa0bd2b88d7c, 0xfd2845747b83dc4e, 0xc00f86aa0eef67a8,
            0x845cad004aebebe2, 0x2533f92e4a1b1de2, 0x0fd50f59f09b15ef, 0x7fef38fe75306e3d,
            0x48606b4839175e6d, 0x7e15279c67aa4bf6, 0xcbbdab04c0bfef5b, 0x5acdb75f42e02123,
        ],
        [
            0xb13da5e4c8fd5101, 0x7778a5ac8064a149, 0x994de6276991a830, 0x1d2e7b1c37b3aed9,
            0xc9d754a98a78bf91, 0xf70fea5f374a7782, 0xe93fc3697d67e33e, 0x490ef096f17d0ab8,
            0xfda9ffca6efa93ed, 0x4f7344d776b263ce, 0x10dbdea4258a83a2, 0x969f62f0def3c33d,
        ],
        [
            0xe0fda9c88bdfdcda, 0x150f595c39ea1aec, 0x43cf3fab4a4b3d41, 0x10d2c9716b46dce0,
            0xa432a608c353d4aa, 0x6b17a41c3a4085df, 0xf005f3fa5caa032d, 0xba516f93921d7b87,
            0xda9044e0c2be4f33, 0x655c726b744bbad2, 0xc93501a32e946a0b, 0x5993068258e48ae4,
        ],
        [
            0xfc9b800f05084cfb, 0x1c4d4510496f23fc, 0xfea0003cc1d08465, 0xf0281da09af48a41,
            0xa5c0d97144d32eed, 0x2613b73e023a2e31, 0x455013c87dc8ac1a, 0x581b13195958b3da,
            0xd293f2f22290aaea, 0xa068256496f6223b, 0x38fd18fa69410ef6, 0x74eaf35f2b2cf629,
        ],
        [
            0x90ab727135bb4da1, 0xf1aa4a49a1674004, 0x09cbb310ed59b97e, 0x5fbc6cf1622e1cea,
            0x02061ebcfc3b484f, 0x27bc4277397d6ac2, 0xb22204674ad7229a, 0x1b2ca0201970a4d2,
            0x03e561bed019a8d9, 0x547a19a067fb8aaf, 0x3b3178c90a5cfc1c, 0x779f23effdd12eb6,
        ],
        [
            0x4f8e469804dbfe15, 0x81565ebc7a81e636, 0x75aa10c3a7477771, 0xf19200eff3882f1d,
            0xc2e7da12b6717e8a, 0x51183cd68dda292a, 0xf7f1fac59e6c8947, 0x5a50e794b4b4488b,
            0x7ee63b4d7a3b9220, 0x2cf965023c1cefc7, 0x48f6ac834b564303, 0xc0843e5a5962a658,
        ],
        [
            0xb089392dd474187c, 0x5e0c9eeb5718d28d, 0x9f16994b6f035ff6, 0xef69e31b3dae93ab,
            0x5beef7944f8f6536, 0x9b39b1278874d57a, 0xa9b0bf1ef0a2eba0, 0x57c59b7fe0754754,
            0x838b28729b59e2bc, 0xb21f44f0c4629820, 0x5985c3f419837981, 0x4f1ae6bfc046d737,
        ],
        [
            0x281f6e58c7ff5b50, 0xbc67791ecf9cd114, 0xe29fa41afd89abd8, 0xfcb0b0b07984feef,
            0x0b0928a6d9d20a64, 0x2fd385c46979ccd5, 0xce9c34c81fbe72e4, 0x69364344aad0135f,
            0xd464635250946a5b, 0xb09a97c6f39f53b9, 0x1d47bc20dcbc8b64, 0xcda5c7bdd458b0d6,
        ],
        [
            0xe867e3bf3e4d35c6, 0xc8f3caedb1c3e63e, 0x543d9ef9371a75a6, 0xb311eb41fc5fb557,
            0x8dd35bda92d3239f, 0x1270e4504bd0f612, 0x240fa514490fe554, 0xd837c38e4c042557,
            0xa69280fd1f448c13, 0x6a85858c7fae0f30, 0x7e1470ab2e42f3d4, 0xd8c8b791c3c4306e,
        ],
        [
            0x1eab258bf34b652f, 0xff82ca926a7aded5, 0x9914e127ce14fe1f, 0x097262b6e81be4d7,
            0x2c9e3216166a6d9e, 0x4033c41f3d608ac8, 0xddabea750f60ce64, 0x1c6603e9c61a6a8f,
            0x23c6f73334903c82, 0x01b76229622ffa56, 0x275fce1cd40dd6d5, 0x6471ec68025f4cb7,
        ],
        [
            0x4e1737c5f7a362e7, 0x4a8b8a299618f97d, 0x8be213e95fc0065e, 0x72bba0df5862a471,
            0xd10f300854c8e8f5, 0x7af2295354022498, 0xc5abc16130630e09, 0xc591eae3fdbe6cd6,
            0x878183999f445f3d, 0xc15be0f1e87b24f2, 0xb40c62999381cd44, 0x3db44f48d2e9e103,
        ],
        [
            0xad5b8c2887eff3b3, 0xa8a3917d9937833a, 0xbafdc493200c3b49, 0x9e27aac5972c6fbf,
            0xfd292bb20518c97d, 0xa62126db33515a63, 0x9892a8bb1bcfc875, 0x93b066b7e0b674d1,
            0xcde9b0087fd3d080, 0x1e285a8859401ae8, 0x4679e32982cfea96, 0x52406ea023e615d3,
        ],
        [
            0xa0fa9b02351fd87d, 0xae277ecfe3ad40f0, 0xb232bc3457df9145, 0x6e7b04c39a7c9649,
            0x72cf12ff75e9f212, 0xef70d9bd9e507c19, 0xcfc5e6797eb89b86, 0xd87c63745b5f7df8,
            0xf5c223caab3bae38, 0x5ac2cb6e65c2b5d8, 0x7c6505923e3257e7, 0x8726855670b2fba8,
        ],
        [
            0x7e3d807804136501, 0xbacc2fcdec84e11b, 0x0ffaafaa009addd0, 0x4e18c8eccb8064cf,
            0x366654c945050a05, 0x94dc680e2aa7fa96, 0x766d2558a270554e, 0x05602ad6e8064d3b,
            0xa228df73ad84f474, 0x31f1c5423d8231de, 0x1b053b9833fc8584, 0xff04690317a99998,
        ],
        [
            0x5521994645a6b4eb, 0xfc7a7f9f837e1c33, 0x9f9221742ca5babc, 0x7c01d3010fa6eb12,
            0xb5ec54738b38d993, 0x2a1adccaf3577687, 0x6eb787d7574d8a74, 0xb9dbb800de94d7eb,
            0xd744d7b6587a8682, 0x3c1cda33768ce520, 0xe753abe5f71c951f, 0xd83b18b54144fb50,
        ],
        [
            0x27de61138b6e9462, 0xb8ade1dc473464bf, 0x911ad49394dacc08, 0xd036f28e44252cb1,
            0x3865abf6d13dc20d, 0xcea487cdd528f0ba, 0x14d77eaf4fc290fe, 0x5106533bc5084101,
            0x11001dc7cda9eccd, 0xb79ad4bc49fc4a78, 0x4f6369f54567f8a9, 0x64050aa2df7ab817,
        ],
        [
            0x0f7795cfedbd0cac, 0xe34d2e7f3b25a7cc, 0x5e70dcafc4356bcb, 0x71576a512e0ec491,
            0xfd7a6e7a3f76182e, 0xe6755e94aff93ec6, 0xc051784be683db5b, 0x556a97488a85192e,
            0x7f4c448aa2789a6b, 0x1d205ccf2344b895, 0xa7a714ae417c65da, 0x410c4e312181fedb,
        ],
        [
            0x3ce5d8fa6c96b317, 0xdcdda66d127e7559, 0x15287376261b57d3, 0x0b2cb2d66baff9a7,
            0xe5bafabb161981a1, 0xb8c73eaadad09dc0, 0x0ad5caa32b1a77c7, 0x562a3bb66ea3437c,
            0xbdfaada29e31fa7b, 0x8af6b31aec8a2d3e, 0x41eeaaa415619863, 0x03d35f70e97bc344,
        ],
        [
            0x86c34da50fa918bf, 0x4464a92fa6ca1815, 0x4d40451b7f659316, 0xeec2204fd9267ad3,
            0x61d5b5c00ae948b9, 0x4ceea31d9daf11e7, 0x3951c8af60f80027, 0xb4d7d27bbe3048e8,
            0xa31607b68b5f57cb, 0xa73660826bce6cdf, 0x1d4461c870e2de69, 0x77bf4ed2c8bf72bf,
        ],
        [
            0xffe057aade07f615, 0xf3f91b55342700bd, 0x294761e127a839f9, 0x6411a2b480eafe1c,
            0x4900eb120737b80a, 0xa1134d10bb73264c, 0x0ebfad730ddbf7f1, 0x57bbe692cd1f73ec,
            0x675931fca20f8944, 0x1950eefffad2ad19, 0x60d304029cdf88a0, 0x121af89e33fd2c6e,
        ],
        [
            0x5f80f21e99e0f1a6, 0xf7633298dc1cf362, 0xf5ad42788b47f5be, 0x043f58980047d3d2,
            0xb3a682b8edd2736b, 0x9436e537ca9bd97a, 0x04eb2b1a3a5b6aca, 0x4e31cf9c9bce3041,
            0xf000860347e7f7f8, 0x0bedf35f4708922b, 0x23e1813c950dc74d, 0xe19c10c47709041e,
        ],
        [
            0x015e857730d575c5, 0x093a5117f1632dc5, 0xe34cd1f4fb60f35f, 0xc434813d1d3f9e8e,
            0xa97401671094a833, 0x1ad669b24eed9317, 0xb85b895bd198d999, 0x3ff3a11a7b755f15,
            0xcc49e43a24e40f5c, 0x8d99130ebaafd5d3, 0x47a334c37d39bf4f, 0xbec8f30912910b56,
        ],
        [
            0x33bfc1cc1286faae, 0x3c879c1287203156, 0xdba51962ab86e3f0, 0x811231add975a415,
            0x31809a1b445b2b7c, 0xc429e6dcbcbf2d4c, 0xff31b9da06e450e1, 0x11126ab0cde5169d,
            0x81d05a2d695067ee, 0xdc1a20a737d91282, 0x02a4741823ac3e26, 0x847804e7d4ffed23,
        ],
        [
            0x763e3664295c4db2, 0x632fd676dbbaa92d, 0x62ab11a8c66b40e9, 0x06244698f384b708,
            0xe7cdf3bd69197876, 0x9cc79c48064f8837, 0x95900a229486589e, 0x7953f6e72ff01639,
            0x3f65fbbddd3e6e46, 0x84f52e06baa2e2a0, 0x1dc462a8e3852824, 0x9be69c3f7e4c032c,
        ],
    ],
    // row 59: multiples of 2^354 G
    [
        [
            0x20ebf79ce8a2e8f0, 0xec040d0daca418a2, 0x016c07e78d630d2a, 0x20021d57fa605dcb,
            0x6190f3e942d04705, 0x4e000df58974b7e6, 0x6710da6c5abcedac, 0xf31aa4965f95d37c,
            0x192c4b8ba5830899, 0x171ab8c4ea7dbcdd, 0x715f60818cdf1097, 0x0e0135bf205d10ed,
        ],
        [
            0xd2db4d35c8d2bf7b, 0x52105d0981571d06, 0x447565cc723a57bf, 0xd98c3597d8ded62c,
            0x0aeac6d9de2f1a9e, 0xd363b0b70a98d3b2, 0xd9708f0702ad9933, 0x9334677564f5809d,
            0x499332cf49cda010, 0x546df74a858467e2, 0x8b84a55093748e8e, 0x9e88ef9706f09073,
        ],
        [
            0x0eeb9dc702ed3c24, 0xe7cb624dfb39fc44, 0xded105f581d4ccee, 0xaa675d0c46465cc3,
            0x313f4fc99af0a81b, 0xd129819f227e6a72, 0xaa6b690340b16103, 0x3dba75b2fb4c2fdf,
            0xc9feeea1e7c79c2a, 0x14f503104e024e75, 0x3704aaa8b5729449, 0x39ac6b0c24b86acc,
        ],
        [
            0xc0a40cac52133095, 0xfe1b22fd93c162bb, 0x8625898c34018741, 0x69c9f3f636d9e57a,
            0x69d9d7f3378aa211, 0x6b03f897e7dca168, 0x24d49aebf997a48f, 0x1d984c67c149ac40,
            0x667c1d01576f533f, 0x372eee199ef82ece, 0x577723c0c207c14d, 0x4225907a0eed37f6,
        ],
        [
            0x5bbf695cd3f8875b, 0x82d8ef911af85514, 0x34e3c45796a72798, 0x7f22eea343f8471a,
            0xd4d582e67569c8d0, 0xbc425b7dfaced6ac, 0xfb53ef420b51dfb5, 0x741af438d987f4b5,
            0xe957606cce6dc9ab, 0x5d46bffc317d102e, 0xaf46b2f595d30e75, 0xc525d062c318e4c2,
        ],
        [
            0xb8623f36c5a5a001, 0x21847b8086878b74, 0xd19f57f6d05ac443, 0x9bd22882b9f8acec,
            0x128186d82b41b60a, 0x1772e6b071980fd1, 0x22c5ee68812dfff5, 0xccbd2fe27f952796,
            0x0d49bfde7da6d35a, 0x348b48dbc249f319, 0xdb376657c16a8c0f, 0x28ef362a002cf8b4,
        ],
        [
            0xee8e76ef05ec3b85, 0x0b57991e155d37c2, 0x55f065fdc835b9aa, 0x44c0b49bcd4cfb6f,
            0x872979ecc81a36f0, 0x153085f91533daa3, 0xfb047f5614a9280a, 0x6e11974e8ce0b791,
            0x3e50ac4c4ae41ea3, 0xa3296a86d5056fe7, 0x4228cc207c349706, 0x8306c402121ec003,
        ],
        [
            0xc61db977bc0e0903, 0xbaf6e4da645c32fb, 0xce89b8ca060b1adb, 0x41db448188e2c178,
            0xba6339f3923bdd3c, 0xff25b818d29db42c, 0x3521116ee6d6b35d, 0x4e1bd283b22f16ac,
            0x9357c984bd79fe5d, 0x2eda73be9d45eee4, 0x1a50c59f6288e01f, 0x37baf64975018873,
        ],
        [
            0xa57354221d1159e3, 0x1732edfeda5a2ea1, 0x485e1197e916c0db, 0x98469c8923b4b25b,
            0xcfa4cd237740f646, 0xcfbba420ca489b6a, 0x1a7468886a7ea126, 0x23ab90a3b7132ef5,
            0x7ff202148599e666, 0x3d4cfe2cef3387d8, 0x57f41356beb61247, 0x8f34e4ad0873c87e,
        ],
        [
            0x431ea808751f66f6, 0x06feeefaf1b8e577, 0xd109d9f0488a8eee, 0xeb826b96c69843c5,
            0x972272e98b42da29, 0xa9ea9ad1a137ee9c, 0x0385aa9525163be5, 0x963e964034c32f2b,
            0x9067aa894dfd935a, 0x6ab23131bc3f5f3c, 0xb96c3406f302e0e1, 0xc8caad4ed65f811a,
        ],
        [
            0x9b229d97667f7282, 0x4f1219dbf77ebcfa, 0x5db3d13e0c6201e1, 0xea424019f05b37b6,
            0x6612726c589fc269, 0x8f02c154d3c3ee99, 0x7b2c16383dfd2c7a, 0xe53b4be110752686,
            0xba528b7de587b775, 0xd9486281e2d2233d, 0x911ba4e27a18e8d8, 0xd1b5de2ee9257ede,
        ],
        [
            0xf323953b750261dc, 0xb8563bf138552a8c, 0x2937dfd9bd32cb8c, 0x07c4e5637ecf3538,
            0xb573960eb6399415, 0xc1ced6c1dd1a4a06, 0xc625f400787ddf7a, 0xd998c28b1ce6778f,
            0x66c51e5b6220f24d, 0x9f97d75827d01c6f, 0x60b157240412372d, 0x2253abc104d55048,
        ],
        [
            0x1da189be10eca95e, 0x08471004b64f497e, 0x8417bd873f98ea45, 0xfb8838cb029681b3,
            0x8a4a19894c5598d3, 0x302b64ec1f59405f, 0x9fd7ba3b1d4e8080, 0xf860eb1a3d4458aa,
            0xa02240a9b52645d3, 0xd0cea696e56c29ea, 0x960a36b11ccd6959, 0x91855488f545bbd0,
        ],
        [
            0x15952eb8fad177ed, 0x57aaf91d05058d9f, 0x268ba7308ab1b9d9, 0x7decfc47d5b8f86a,
            0x596353e70879ab02, 0xa3ff23119a68d5a4, 0x257c68a17534fb5a, 0x84f7c9de160ec5ea,
            0x1b2b770c6754185f, 0xf321ac71a74562f7, 0x28bf0a15264a1961, 0x0093db7386a033ae,
        ],
        [
            0xcc1d3c75bc88f179, 0x7870934506621ef7, 0x6590b5490ba8ecba, 0xe82a79e056e560ca,
            0x9bd2d006756f42f9, 0xdb221cbe9c0c3a07, 0xc1d54f845d2e36d9, 0xf3b5bd26d6c11537,
            0x9c4f2ff3b5f7304f, 0xf433ea8ddd26263d, 0x47545ebd80fb8759, 0xe8a0cd01c7c9c060,
        ],
        [
            0xc552c6c6097f322f, 0xdf59a3028bc06287, 0xc9ed375c19610b0c, 0xf0e7b4ebb051dad5,
            0x7267a304c6556643, 0x0044f6d8c96dc1d8, 0xf0ed5f9af4fc3725, 0xbbaf9f2c9de8e1ff,
            0xef5d66f4af5a4b4b, 0x0b5bed3d20644cf2, 0xf7e4543a75ae23c0, 0x696f60dc41325b66,
        ],
        [
            0xd7dd7072392e1b39, 0x83b9f482a96c9619, 0x668ab02052fa1714, 0xc251e6069e59fa95,
            0x7ce032d452b461a0, 0x308eae74aeb2fe0c, 0x957439bb8bd269f8, 0x815e458c0af6a62f,
            0xf93d09f625c3c268, 0xe30da14c149685e3, 0x3b957ae6fbbf1ece, 0xb9f4216e35ce21e7,
        ],
        [
            0x4fd0b582cfc0dd38, 0x47fd984f55b7b68a, 0x2722a0cb699460ec, 0x81b4afd8fa26d4c4,
            0xb921d0d5941c86e4, 0x7208f094ef4db114, 0x2997f43c17ddadf8, 0xd1aabdea21bc290d,
            0x64e20e0086182be1, 0x9bd11568cbddb8eb, 0x639db1d43ba0e6b5, 0xb99b11fb429a6b4f,
        ],
        [
            0xfb679d6c67e404f2, 0xd74127c451dcd85e, 0x2a32bc724253012a, 0x11940cbf8639dbb1,
            0x0d74d64a06e82171, 0x9c1e22e44ac000b2, 0x11876d500f47a4ba, 0xbf9f9464ab3027aa,
            0x007874c7bc6dd512, 0xb26229c32ce1d966, 0x608a23758f7466c5, 0x9801e4c257431a1e,
        ],
        [
            0x04ef7ad5aaa48cd8, 0xb97a65018a8ac319, 0x9ae38a6a47591d88, 0x27d912546902edb4,
            0x5dae3d83812b143a, 0x02ee135393a2fdf6, 0x07a0038972410377, 0xa2fbd34356e10c82,
            0x3fd6c17172b1bcb9, 0xa8d70f932d0033c7, 0x9ea9eea32916c28a, 0xecb7e486423edad7,
        ],
        [
            0x39d701f53c8af3ad, 0xe51be1e40f7b74c2, 0xf6c67b44b4add761, 0xdc702695bb985891,
            0xaead12f7b8ae84ff, 0x96f676769fdb4332, 0x3b47ac34a51a0de4, 0x5101ed8d34d0fcf4,
            0x74c6da350c9848e8, 0x518c3bb58dd3d5c7, 0x432ce47e2b1592fa, 0x4644500efb8a42ef,
        ],
        [
            0x5525fbb0c515bacf, 0x48a72394a2aa22ba, 0x9bcd64c90b9e3fe3, 0xe9e11d171975aa86,
            0xa435bbf0c9dbdaac, 0xe8451f6ce30c8911, 0xa1706d895bc2d12f, 0xfe73ff43406d4883,
            0xb713efc649d5739c, 0xdfd0bbf805c1ec9a, 0xde17c52c5e6b3bd0, 0x57e060345be196af,
        ],
        [
            0xb0a2f6c6d42815be, 0x5b2f3ef2052ddd06, 0x07bcb24363ec758a, 0x9fb61a9d4ec51204,
            0x15e36adb932ceed6, 0x462301219526284a, 0xb3f6c08999206b24, 0x8299750a91f445c9,
            0xf3c297d0b56e3474, 0xe072257a23828097, 0xdbde587521b8b4f7, 0x59e20d4cba178ed5,
        ],
        [
            0x9949b33d2c20f868, 0xdb3aa790b5706250, 0x88ce71e788e17f2b, 0xd851baf2da9c0881,
            0xe869c5ba86d8c9e9, 0x1af68d65a01425b6, 0xeae8b1c69bbd3963, 0xf34900b1ec087425,
            0x14942910c374bb96, 0x3e13c45705487483, 0xe0e6fad435bc6ee1, 0xc7c38dc7b54d247b,
        ],
        [
            0x6da0ba3b21e51625, 0xf62c868114aca2e5, 0xccd27036c9102b90, 0xe1e4759c9bb565b2,
            0x9dc24022407fa81e, 0xce174dbb35b40ad7, 0x42d8ea2dde062508, 0xa06a560a06025c4e,
            0x342d6cae25e617cb, 0x81e45955341fdc88, 0x3fe61270b9a6062c, 0x6c68cde01815b06a,
        ],
        [
            0x420dd8f68bd92789, 0x3831b0e94ce541dd, 0xbde477e431ed7f7f, 0xb46eb7f229c5557b,
            0x00a07499c56940e0, 0xabb9d567abacf00e, 0x9f63b87dc5ba9d0c, 0xf4c5c4a3708d4f4c,
            0xdbde9879de7fcf63, 0xbe88f949616cf5d6, 0x17560674d1aa38be, 0x160ec3659c436175,
        ],
        [
            0x0d5419296359003a, 0xcacc6ca9f0545b3a, 0x3a710603d70c4107, 0x5cdffc8228ad50a8,
            0x1f66b7bc207ca401, 0x14712a9baf14101f, 0x78874849d9406922, 0xae520faf40a32fc9,
            0x29cfd8c1c4ec3ce9, 0xa9e132e3259af629, 0xea2fa90b044886b4, 0xf560164cd032b397,
        ],
        [
            0x9c85e50ab9bd0afb, 0x2b66a1c0d26ac425, 0xcb78ce81807f33db, 0x9d337d8a3db81e06,
            0xe223eae472638d70, 0x7f9ea2176bf2ebab, 0x2804b59c9b634059, 0x1043fbf4f3dc8d46,
            0x321eca1e7bc6949c, 0xbf2906c08f051155, 0xb802a3289c539f40, 0x08bcca20073cd808,
        ],
        [
            0xf248f7f6b8e4f89e, 0x27e2b7446d9714b7, 0x462dd6dab78f856d, 0x105b408b32b3b0d5,
            0xc933da86e032433b, 0x794185350017198f, 0xc0703719bcd3a10a, 0xb595d55f8ae0ed77,
            0x57475801dfd2af27, 0x2d220b6fd8e8cbcc, 0xc9e0a5bfe43d29e2, 0x34f1e287478f81b6,
        ],
        [
            0x08cb6315cea8bf63, 0x7ac2699db59ee7fa, 0x4cd2c8a98d1601e0, 0x6d7188e37b90d9c3,
            0x634867166bfe73d3, 0x49ed7faacf9f30b0, 0xf7edf5d6c9515fd6, 0xbb3ab8488a8ae607,
            0xe6e6b20921c5c388, 0x5dca0a1d5b1e03bc, 0x15670f5994a8b174, 0x6f79e38168c27a97,
        ],
        [
            0x2e58baa522fb49c3, 0x095b2a64d7ce28bf, 0x1ce94f208a7748ef, 0x98e387afc3ad4a92,
            0x6cc644094249eef9, 0xc848c0825e70d64b, 0xdf360281b80deb96, 0x7f70ca65c6fa2d55,
            0x3d4c5b6087adf15e, 0x6bf98c48ead0e3f5, 0xe8f79f6845cb6769, 0x1eaac106bbef45df,
        ],
        [
            0x6d34bdf6ab463fa6, 0x7bb127b60093b9cb, 0x61d051135a3bfdd0, 0x4abab575f1296bdd,
            0x72da68494d2e9a7c, 0x90267bca8d11f03d, 0x478111223e9b310b, 0x8ffe91d31b1920cd,
            0xec293ec67521898e, 0xf0cf026996c1da75, 0xb0dbd4c380f2c7b3, 0xe528175534e4baf8,
        ],
    ],
    // row 60: multiples of 2^360 G
    [
        [
            0xc32730e8dd14d47e, 0xcdc1fd42c0f01e0f, 0x2bacfdbf3f5cd846, 0x45f364167272d4dd,
            0xdd813a795eb75776, 0xb57885e450997be2, 0xda054e2bdb8c9829, 0x4161d820aab5a594,
            0x4c428f31026116a3, 0x372af9a0dcd85e91, 0xfda6e903673adc2d, 0x4526b8aca8db59e6,
        ],
        [
            0x51a033a5cecb916f, 0x2ac62f638d7de61c, 0x92eece49a42a266e, 0x87e037db82c4d11e,
            0x875be1416fbae08a, 0xf348fe26c539478c, 0x51f8b907ff94c01e, 0xc46cc0e019695a9d,
            0x2c74bd666c51b9c2, 0x635d3d24ee565de8, 0x6bd656638982c8c3, 0x5c345b79daf6a93c,
        ],
        [
            0x68fe359de23a8472, 0x43eb12bd4ce3c101, 0x0ec652c3fc704935, 0x1eeff1f952e4e22d,
            0xba6777cb083e3ada, 0xab52d7dc8befc871, 0x4ede689f497cbd59, 0xc8ae42b927577dd9,
            0xe0f080517ab83c27, 0x1f3d5f252c8c1f48, 0x57991607af241aac, 0xc4458b0ab8a337e0,
        ],
        [
            0x179c59cf210c3144, 0xfb613c5733eebbc4, 0xdda75cfdba0cf384, 0x94081a5b3a8fbafa,
            0xb91de90a33384e0b, 0x7d1f8f4027aa2a45, 0x0747bcc162031148, 0xd2db8e39f324160b,
            0x9c1ce3e9722484f0, 0x13a7ee5da62d1dda, 0x77fd79343a963bce, 0xcd3d871783d2f21b,
        ],
        [
            0x3dbb3fa651dd1ba9, 0xe53c1c4d545e960b, 0x35ac6574793ce803, 0xb2697dc783dbce4f,
            0xe35c5bf2e13cf6b0, 0x35034280b0c4a164, 0xaa490908d9c0d3c1, 0x2cce614dcb4d2e90,
            0xf646e96c54d504e4, 0xd74e7541b73310a3, 0xead7159618bde5da, 0x96e7f4a8aa09aef7,
        ],
        [
            0x609deb162d8bcd6e, 0xe42f23a92591750d, 0x4a9f3132b378305c, 0xf101799869275f5e,
            0x14be746761b089b5, 0x05f620d20c81b0c5, 0xca90a9c06cb8412e, 0xfe0f6a8915b1b0d5,
            0x1b25ac9620c71988, 0xb971b61a390aedd0, 0x995214d779d8cd39, 0xd7fa135b65c6e11a,
        ],
        [
            0xa8393a245d6e5f48, 0x2c8d7ea2f9175ce8, 0xd8824e0255a20268, 0x9dd9a272a446bcc6,
            0xc929cded5351499b, 0xea5ad9eccfe76535, 0x26f3d7d9dc32d001, 0x51c3be8343eb9689,
            0x91fdcc06759e6ddb, 0xac2e1904e302b891, 0xad25c645c207e1f7, 0x28a70f0dab3deb4a,
        ],
        [
            0xa13f19b40f3ff12d, 0x57ee08b1019564aa, 0x00ec0c997044a6f4, 0xaf5665f8dca1075c,
            0xded5ca3f0620ab0c, 0x9b2cb8c7a896deff, 0x032ab2b307df2345, 0x964d109ef1da3f88,
            0x2286b6f725133304, 0x0d16d531977a4567, 0x00a66036f1abae4f, 0x5debab1d95f0103b,
        ],
        [
            0x922d7f9703bea8f1, 0x3ad820d4584570be, 0x0ce0a8503cd46b43, 0x4c07911fae66743d,
            0x66519eb9fda60023, 0x7f83004bec2acd9c, 0x001e0b80c3117ead, 0xbb72d5410722ba25,
            0x3af7db966e9a5078, 0x86c5774e701b6b4c, 0xbd2c0e8e37824db5, 0x3ae3028cbfac286d,
        ],
        [
            0xfd1b413f5fb7c5a8, 0x6152b9de0206cba1, 0x487f8e3ad8f51960, 0xac34a23c033ca1bc,
            0x90bba98f60258d55, 0x30421acfbd9098f2, 0xd9c601f989c0ce44, 0x621bda832f2f1af1,
            0x14fa7ef638c45441, 0xbd5dc10fe47faa31, 0x9dce0dcb74eeb6a1, 0x2cca3e6606346849,
        ],
        [
            0x83d4d4a8a33e071b, 0x881c0a9261444bb5, 0xeea1e292520e3bc3, 0x5a5f4c3c2aaab729,
            0x0b766c5ee63c7c94, 0x62bb8a9fbb2cc79c, 0x97adc7d2aa5dc49d, 0x30cc26b331718681,
            0xac86e6ff56e86ede, 0x37bca7a2cd52f7f2, 0x734d2c949ce6d87f, 0x06a71d71c2f7e0ca,
        ],
        [
            0xcdb67ea920066faf, 0x929b4d2ac7fb7154, 0x5842d9687fdeb411, 0x2ddf764aafe55cb9,
            0x608bf76f47df3cf4, 0x1862463b5984e339, 0x7feea86f944d22a2, 0xf8562c30281f2b84,
            0x332a54d2bd358ea4, 0xa54dec9fe7fe1ede, 0x9c8e52a4932264d4, 0x428acd1a89817f5b,
        ],
        [
            0x559dcf75c6357d33, 0x4616d940652517de, 0x3d576b981ccf207b, 0x51e2d1ef1979f631,
            0x57517ddd06ae8296, 0x309a3d7fd6e7151f, 0xba2a23e60e3a6fe5, 0x76cf674ad28b22c3,
            0xd235ad07f8b808c3, 0x7bbf4c586b71213a, 0x0676792e93271ebb, 0x2cfd2c7605b1fc31,
        ],
        [
            0x42aeebc4eda2fa8f, 0xda91ada3e77a9c5b, 0x29b9d55fc585a572, 0xb0e52414a256353d,
            0x1d0e7d5f29adbd21, 0x7ee5ff9cd057d175, 0x0bf76fcfc9097bf9, 0x023170f8fe09f5b3,
            0x8a67c1240799f989, 0x4ce28eebc6a20819, 0xfc1d7c9179502d13, 0x7922d2d9de43f895,
        ],
        [
            0x4258e5c037a450f5, 0xc3245f1b52d2b118, 0x6df7b48482bc5963, 0xe520da4d9c273d1e,
            0xed78e0122c3010e5, 0x112229483c1d4c05, 0xe3dae5afc692b490, 0x3272bd10c197f793,
            0xf7eae411e709acaa, 0x00b0c95f778270a6, 0x4da76ee1220d4350, 0x521e1461ab71e308,
        ],
        [
            0xf2cdae3196230a58, 0x47cf36b4f304e1ea, 0x9d14f25ad750b29b, 0x931b9c65dba15f3e,
            0x34db169ebf9fe2dd, 0x8a89e47c52663433, 0x8859a4f8026ec31f, 0xeeb703eaa913ceea,
            0x74638d6a67ac4db7, 0x5c8ea7b2be25d755, 0x8a0f0a8738db10ee, 0x96a26bace890bcd3,
        ],
        [
            0x7b654323343196a3, 0x35d442adb0c95250, 0x38af50e6e264ff17, 0x28397a412030d2ea,
            0x8f1d84e9f74eeda1, 0xd521f92de6fb3c52, 0xaf358d7795733811, 0xebfddd0193abfe94,
            0x05d8a028d18d99de, 0x5a664019b5d5bdd9, 0x3df172822aa12fe8, 0xb42e006fb889a28e,
        ],
        [
            0xe076e49de63195a9, 0x13fb8c70218fde9e, 0xfd3073880ebf846c, 0xf4073994a3e458ee,
            0x61ceff671b98720e, 0x68ce03a32f471acb, 0x2fd8c14ddd069a58, 0x3923e4e370a64304,
            0xe173ed5b4804ce9d, 0xe7a990f1577b2645, 0x9096f4c3c10037cf, 0xdeac7df3142c6e24,
        ],
        [
            0xcf10e97dbc35cb1a, 0xc70a7bbd994dedc5, 0x76a5327c37d04fb9, 0x87539f76a76e0cda,
            0xe9fe493fcd60a6b1, 0xa4574796132f01c0, 0xc43b85ebdb70b167, 0x81d5039a98551dfa,
            0x6b56fbe91d979fa4, 0x49714fd78615098f, 0xb10e1cea94decab5, 0x8342eba3480ef6e3,
        ],
        [
            0x6b4a1a19c8180abe, 0x8e42c70fde1dad30, 0x865822d381f7cc2e, 0xf175783d77730c42,
            0xc218bfb1a33179ea, 0xe9a7cedf3c3756dc, 0xa25ba37f5bbc8fd8, 0xf162906b7daba374,
            0x52d3a381a1d3c506, 0xd83def69daf0b348, 0x9f8da47812adf9f5, 0xb682323c7fa42e76,
        ],
        [
            0xe1e030b0b3677288, 0x2978174c8d5ce3af, 0xafc0271cf7b2de98, 0x745bc6f3b99c20b5,
            0x9f6edced1e3bb4e5, 0x58d3ee4e73c8c1fc, 0x1f3535f47fd30124, 0xf366ac705fa62502,
            0x4c4c1fdd965363fe, 0x8b2c77771de2ca2b, 0x0cb54743882f1173, 0x94b6b8c071343331,
        ],
        [
            0x9b52b63ede1b727e, 0x79eb196c0ac68e95, 0x6ee3a781ab8622bf, 0x9950d57ef2453fe8,
            0xa089cf530ab19a9e, 0x76c76ed28d6441f1, 0x33543a7da32e06b4, 0x62c05bf32c544348,
            0x70ca1b5ef6242518, 0x2ff48934abdf952b, 0x51e0c96cfe7555f2, 0xf84249b0a4b8941a,
        ],
        [
            0x75af014165b8b35b, 0x6d7b84854670a1f5, 0x6eaa3a47a3b6d376, 0xd7e673d2cb3e5b66,
            0xc0338e6c9589ab38, 0x4be26cb309440faa, 0x82cb05e7394f9aa3, 0xc45c8a8a7f7792ea,
            0x37e5e33bb687dc70, 0x63853219dfe48e49, 0x087951c16d0e5c8c, 0x7696a8c72bc27310,
        ],
        [
            0xd5b7f98fac86fa19, 0x03eaa0de56df2301, 0x3998e3f9336dfefb, 0xe1e8abb11025c182,
            0x333a0d98f2abad21, 0xd71998e9e49a4812, 0xb26f43cc66026208, 0x3a076cd2d95b705e,
            0x628c801e763be0d6, 0x83e2f5b0cc9b390b, 0xd2d44d89bbbc55d3, 0x8a2e58ee5134a935,
        ],
        [
            0xa05736d5b67e834a, 0xdd2aa0f29098d42a, 0x09f0c1d849c69ddc, 0x81f8bc1c8ff0f0f3,
            0x36fd3a4f03037775, 0x8286717d4b06df5c, 0xb878f496a9079ea2, 0xa5642426d7dc796d,
            0x29b9351a67fdac2b, 0x93774c0e1d543cde, 0x4f8793ba1a8e31c4, 0x7c9f3f3a6c94798a,
        ],
        [
            0x347f67ff0ebef525, 0xe4bef8dddb7d5204, 0x883f37b07625a924, 0x8828fa2cec3dba18,
            0x7ceb42bef4e3a241, 0xb8617b34a6ea8583, 0x6f209833230f9b16, 0xe06c4e70fadf69f4,
            0x8ad39fa78b72ff4e, 0x434a6e95ca4ca417, 0x72ecf2ab8830cb77, 0xf69b6df2531dc96b,
        ],
        [
            0x23c5ad11cb8ecdb8, 0x1e88d25e485a6a02, 0xb27cbe84f1e268ae, 0xdda80238f4cd0475,
            0x4f88857b49f8eb1b, 0x91b1221f52fb07f9, 0x7ce974608637fa67, 0x528b3cf4632198d8,
            0x33365ab3f6623769, 0x6febcfff3a83a30f, 0x398f4c999bd341eb, 0x180712bbb33a333c,
        ],
        [
            0x09f12de1921afd67, 0xaf647047d7b6bfee, 0x4cd62cedaa4936df, 0xe5ea02ba50b90b2f,
            0xb1a12b805e8445af, 0x801dfdae3954d7fa, 0xd05d24f3d5e72896, 0xba8600a2db6cdb83,
            0xfbd00b941a7285eb, 0x1ae18e2c790c46a8, 0xa87c424d3f5c1b97, 0xc482bd5d7e2e309b,
        ],
        [
            0x2b8655a2d93429e7, 0x99d600bb75c8b9ee, 0x9fc1af8b88fca6cd, 0x2fb533867c311f80,
            0x20743ecbe8a71eee, 0xec3713c4e848b49e, 0x5b2037b5bb886817, 0x40ef5ac2307dbaf4,
            0xc2888af21b3f643d, 0x0d8252e19d5a4190, 0x06cc0bec2db52a8a, 0xb84b98eaab94e969,
        ],
        [
            0x1069e3d7584b87b8, 0x79fd6266a12ecdaf, 0xed4d23d740852ff9, 0xb368912f0610c381,
            0x9ff9c9759bcef937, 0xb99f731f37322692, 0x13cb88e9437baeb4, 0xfe4c51fd0f454e06,
            0x0aee4af4c1b31e5d, 0xb16abda84c15afb3, 0xfccfabd4a99a8562, 0x83a0ca4351c50e6d,
        ],
        [
            0x2e7ac078a0321e0e, 0x5c5a1168ef3daab6, 0xd2d573cbaddd454a, 0x27e149e236259cc7,
            0x1edfd469a63f47f1, 0x039ad674f1bd2cfd, 0xbfa633fc3077d3cc, 0x14a7c82f2fd64e9f,
            0xaaa650149d824999, 0x41ab113b21760f2e, 0x23e646c51cae260a, 0x08062c8f68dc5159,
        ],
        [
            0x883533af64a5e869, 0xaaa778c26973ec23, 0x8f0b5fb546d0fcf3, 0x7e6b0a0a4ab05da7,
            0xcd91a869c67b6614, 0x7de9f2ff6c6f7cf2, 0xc072a106d1ec14c3, 0x3f4b960642a128ee,
            0x7378192c8f0ce946, 0xdf2e7b9fd1149441, 0x4fa17cb614ccf45a, 0x575680e945f03568,
        ],
    ],
    // row 61: multiples of 2^366 G
    [
        [
            0x8b70e94f8f458c68, 0x292726544160ecc7, 0xe22219ba4d3ef22f, 0x7f8a712a1999f948,
            0x25575e96abfe7302, 0x21c6ffc6564a1af0, 0x045e9c667e8500da, 0xef7c3cf704ef8ea6,
            0xdd23b825c3db161a, 0x05fb173aba33a906, 0x9a8b5ecb870e41f2, 0xf3d9db0bccc30d1d,
        ],
        [
            0xb7b8562588ad12b2, 0x81f5958b1e44b254, 0xb4ebddd5c91b8ffd, 0xef815ae155d38511,
            0x98587d551b0da525, 0x1d41817734a9ebbd, 0x844811fb1e6057d7, 0x0c16977176e5976d,
            0x4b268bb4f623789b, 0xb26ae5be40498058, 0xb47a5ded3c2b435a, 0xe15a684b8fceceb3,
        ],
        [
            0x26aa2c2e5a1abcd8, 0x2b16a12e9609d9d8, 0xe485a551a2bee00c, 0xfa28c30bf4f2292e,
            0x99abef78b7358f1b, 0xda6b3cdf10a276a1, 0xbd3858b747c03f71, 0x4f0bf5f0b22d05d1,
            0x2d80f5d28250f760, 0x060f9b278cd9666c, 0x6a6c40b0b1b014a9, 0x44537af38c440a9e,
        ],
        [
            0x707656834fc11c3a, 0x53a9403166aac4d1, 0x2a935ef0a6db6169, 0x002927612032d599,
            0xb5babb2d3a6f1316, 0x601a7dfadb26af51, 0x00c340131322d983, 0x45b062ec2bb507c5,
            0xa1bbe2ed0f9b3656, 0xe17a5d4934031d18, 0xe3661047f8fe1224, 0x0e4f3b3d623c6cf5,
        ],
        [
            0x7845b6969c0cf752, 0xb82d052b5a732acf, 0x7760564c1262877b, 0x29b3c57a8ecc7aa5,
            0xb58eccb0df1ebbed, 0x86fc15443c3a3303, 0x44761ddf13060f0e, 0x5a3dacfd7371a5a8,
            0x846f6faaf7cbc2bc, 0xf5e098b0368caabf, 0xe23ea10710c08769, 0xbc5df1db1563fcda,
        ],
        [
            0x3c00ac526a78c6e5, 0x9c61aca6defaa52c, 0x0034128939794a09, 0xe08910d141cd7c0a,
            0xa58ffbb6a732e3bc, 0x87bf51ab91fe8fd8, 0xc4f4f2674a59e2be, 0xdeb512c7438071c8,
            0xddf82842e9cd290b, 0x3e17311d6ae85fe0, 0x6e9236a9b41be881, 0xbb9ddf9853555ebf,
        ],
        [
            0xd5d81275e2ce6008, 0xc45bdf250b3b9d10, 0x15ab5da36cbc83e2, 0x85a18cf8c52a66cb,
            0x77e202b8b042c047, 0xc4dc3de2e7e7997e, 0xfe9335b1995fa67a, 0x809e161d75b96a00,
            0xfb03c2a5a0c3baea, 0x5c7e0523888c2f77, 0xa8fda1c887ad10e2, 0x90484f78858a3577,
        ],
        [
            0x59367582bd27be7b, 0x92bf5bbc1ab2c596, 0x5d96351af6a27741, 0xeab94db87f929e0d,
            0x865ba011043f1afb, 0x43acea125fb631dd, 0x192e0652b2fd1436, 0x44f22ff17b38d121,
            0x7bcc228db7cae5f6, 0x02eaeccd6a828b03, 0x7c48a2ea91f301aa, 0x1e090717f5eb1a07,
        ],
        [
            0x7b65bb14de97229e, 0xad6e3fee4c6d35b8, 0xfcbbf6afbee3f5d8, 0xb51549ca4a438fe3,
            0xe66e615d437d531d, 0x9ee793eabf168624, 0x796789b0f8878a84, 0x3d38950dd32ec2ec,
            0x74c37196a638d45b, 0x35d318327aeedaf0, 0x082c44f046a001e5, 0x93fae5cf89886220,
        ],
        [
            0x159b38e17f8fd522, 0xf3ea27b5755e2bd8, 0xfaa52efebf11ac90, 0xc2014b892cb9f6df,
            0xa711c179d8baa5d6, 0x5474c1ceb22c2f27, 0x3cbc74cb031d05d9, 0xddd97ca6c44e469a,
            0x21b386a647db83e5, 0xd1431c7b7abc0595, 0xbc05d009a416a325, 0x1c29eb709da53e92,
        ],
        [
            0x68211ba4969c2c58, 0x7a34733977f218e4, 0x0237eb3696ea1d64, 0xdc97f94b7416f3ca,
            0x63aa82e476bf9e52, 0x4b88a32d388465ba, 0x7322d9f44adc7579, 0x70c01c7fb24d28f6,
            0xdf7f4213c7517eca, 0x42c027f0a8db6d56, 0x2708360eb6c2f8ba, 0xf20690d1c2dde09e,
        ],
        [
            0x4dd3bd842446fc6a, 0x4654b82ef25ab510, 0x1ad46998ba066896, 0xb7c679acad713bbd,
            0xef9389aff7ca4fa5, 0x1b864105d68b6a1c, 0x3acfff604b6f5ea4, 0x81ef58f7b9e5a475,
            0x5e2f6441c66ad734, 0x49f144c42fd3eb16, 0xbd7f22082e4e2117, 0x30865994417911a3,
        ],
        [
            0xdc64f8d23d80d738, 0x7ae74ab1d95a1c6d, 0x4dba93a8dd46de0d, 0x271aeb870fddbd1d,
            0x1bab6546e9e7ed31, 0xe6445d22efec8f37, 0xd927df1797a718a7, 0x738c2450351b1cea,
            0x3809e595d51a7422, 0x4f8d5ea58969456c, 0x74d9168421c9ad95, 0x59a69f8f4f796a11,
        ],
        [
            0x7bcb055d5f76c311, 0xdb2d05878e293aaa, 0xb15036e7207360b4, 0xbc38cc9f163f0ae4,
            0x5a942f85a44d0a0e, 0xee8633a23f553a88, 0xf66b65c5c9bd4ee7, 0x7a4ca96a80b8ceef,
            0x7b71cc55f6f08036, 0xc0408b198c41be7c, 0x885fd72f80860d93, 0x338a567be7f68b7b,
        ],
        [
            0xb64f3b9bef1af123, 0xc86dc5ffe1b75401, 0xc3a76d81d928e989, 0x075005abff8ca002,
            0xca6226325c3cd8b1, 0x017a97b2bd8f772a, 0x187eb635039c4757, 0x9eb7a9d1e905c6e5,
            0xdacb98bfbc251cce, 0xe357c60e8704c639, 0x50563b8558fd987a, 0xb2f89c864cea5d4b,
        ],
        [
            0xdf0ae8df941948e3, 0x123fee901d010bcd, 0xde3717ca1dd28691, 0x0c1db879709b678e,
            0x0288959a400acdc6, 0x66c691815ca2d03a, 0xe52534b3dbbb75de, 0xe914938c3de927cf,
            0x1a9a34f873eece30, 0x0fb0c7bd642a6799, 0x375cc0cfeaa7e8a8, 0x75fb9eb5d00ec238,
        ],
        [
            0xe17abc959ca19790, 0xddd5204041c9fcbd, 0x455de298c3ad654e, 0xc807c296397b844a,
            0xd81f9b9d770726d0, 0x25b53ca78f0dca92, 0x0dc4a019634ecc42, 0xdf10620661ba35cc,
            0x6adadc7f21927443, 0x4673665662341b92, 0x857c16ae6620f226, 0xeef97c6b3d5f45c4,
        ],
        [
            0xb89d82a6a2e0b93a, 0x48d93cdf5daef858, 0x6b4e37999d5187ae, 0x2c3ac866339ad428,
            0xdab46102acdb3e35, 0xb1dcc4a7399bd44b, 0x63440e9dd892c851, 0x9aaddd94417e26a6,
            0xc4f14981673f5e14, 0x4a22f75f83bf269b, 0x98fff098f8661c8c, 0x50197ee222c520f5,
        ],
        [
            0xa4d7892045e08834, 0xc8ea1af0c5b3db6f, 0x937bf02ef9b88230, 0x6a16bca334de26bc,
            0x58f402f8dafde99e, 0x80c418c598c9967e, 0xb8ab1d3fc1ddc4b8, 0x1fa4e5752770e31b,
            0x39bdfba4540451bd, 0x12c2ad44afb23da6, 0x4847819cd1950e1a, 0xd3fac4645772d1e8,
        ],
        [
            0xb67d88fbcb4066b7, 0x934c1c1397f3e492, 0xc26e433ede791078, 0x0ed8fc0a20ec085c,
            0x2684a901b30eefb3, 0x81bac32be855e8c2, 0x3d31d6c99ed8b5d5, 0xeea95076c1c14ce2,
            0xd938380e755f1af0, 0x6a8e434a6c985ecf, 0x53bec9c1cb65084e, 0x82a535c070309ec6,
        ],
        [
            0x47dba4e4cfbabbd2, 0xe4c16b8db11ad865, 0x0dd930c1eefbe627, 0x5e4117bd194f941b,
            0x74379651df0eff97, 0x48695e6624a2ad4a, 0x19f5f11429f7559f, 0x1cb0f95d9d1048d0,
            0x5056123bf5e3e3d2, 0x3d855b0c0d91355a, 0x666bcfc8c97b9e32, 0xc3373551b89dfd43,
        ],
        [
            0x29d02cd47fb7f454, 0x0f825fc0e010c682, 0x69acbc0a3b68d2eb, 0x70817e5e97ffa777,
            0x26fa442e0c04e411, 0x06797b7e72595d3c, 0x5faa1e684cb3cceb, 0x17b467075b9f8c5b,
            0xdc7c223d7a4cc8e1, 0x402960d024cf2640, 0xaec3dba2fe0cee67, 0x6bf70225371f720f,
        ],
        [
            0xda0a3038ed8f7795, 0xae1754c6b6140594, 0xead45b0554368a95, 0xfc20e2e8d3754df2,
            0xf89c16cc4de7cb11, 0x809eb3cc0f5e21dd, 0x226bcd4eb3bd2cd5, 0xbae54342acc3590d,
            0xa1b532c59fdbc9db, 0xa0884e6ef8016216, 0xc0bad04264e8e014, 0x9d6cb48c331c8d86,
        ],
        [
            0x9a2461c2f9f10ab7, 0xe20b1e1ddab4d5fe, 0x2265bfea0ae15fcf, 0xd817b3527ac4d98f,
            0x9788aa4511831902, 0xc3a6f1f6d46161fe, 0x2a7cac2fdcf43c95, 0x9dcf884e2b48bdfb,
            0x71a648d211070e2e, 0x6050d8bab7699265, 0xcf8f24a040aea155, 0x95df86423522b411,
        ],
        [
            0x322d109390d303fe, 0x7b46a94a00d3adad, 0xa1ca724c5a4805fc, 0x6fa1baf0a4bce490,
            0xc50c928f40e25f86, 0xc7fe25f1e475755e, 0x96cb42a3b9cc1ec5, 0x4110d472378c44c2,
            0x524ca6fe61d61538, 0xa2879f6428d8d298, 0x6a2a155d310edeeb, 0x51557574563bbee7,
        ],
        [
            0xd6a4c3f6d8604fdb, 0x20b20e7f5cb4c6f1, 0xe4ecc8616306343c, 0x1e84e711c5140b8a,
            0x9a2efec1c8de1d83, 0xe4b595f04ccc3251, 0xdd22432340fa9b01, 0x541b6f9e58c8f940,
            0xdc258832844e278c, 0x057263965712c341, 0xa301582323a36a7d, 0x451d812470594e35,
        ],
        [
            0xbd524df75b07f99e, 0x38511afbed735eb7, 0xe5456156c5c4240d, 0xd3469c13d8e32ab4,
            0xf209f401d7ed16e8, 0x3d27a8a003e5dc72, 0xc7b82b98696c5761, 0xdeaa18f8f5ccde18,
            0x2b50e2febed78a07, 0x0f3fdc28627a2596, 0xb044ca164a2ed7a1, 0xaa6fb10a733e9db9,
        ],
        [
            0x45d4ed64461c147b, 0xfa22150ccef0a525, 0x76be29022b267f58, 0x791c22afc8446afe,
            0xd6ce8b88594d6f50, 0x8de1a709e3f1f77e, 0x1a72b17007a3676c, 0x5ea9a5af0d0af559,
            0x6a1c743e1cad2e77, 0x29ff0a541e0e640d, 0x4cd519be4b746485, 0xfb32c5144584f1fb,
        ],
        [
            0x2de3c91d6e100c98, 0xe93202a5f9989781, 0xa23d28e276e07886, 0x8cb67551b4100454,
            0x44a1344e8db17806, 0x2a26dede5db7c0ee, 0xac33db41c7a75dbd, 0x3f34c152a09b8b4c,
            0xd6314919750fd7ac, 0x534c7f4d37cba5a0, 0x08661f86c3d53080, 0xf621ad30fa6acc16,
        ],
        [
            0x6462f71c222a0c57, 0x4d90bea59a329a68, 0xcc96aa9675439eb4, 0x11542e774c078ea1,
            0x3a5f20212c0477d0, 0xe8663fb45439d0ad, 0xea2dc0f0159fc6a0, 0x3abdeb35395a7317,
            0x7daf098f6dd618c4, 0xa196cc454df616b9, 0x6457d36bdc0542c1, 0x5ed2fae46192adc9,
        ],
        [
            0x131ad46dc96836f0, 0x64d7a63328a1f06d, 0x0e4dd24356ae26e1, 0x53844c03ed88667d,
            0xb68ebc238ab95195, 0x8c195ee8459847fc, 0x26f62726f0c77363, 0xd29da3369982e335,
            0xc570221f4b9e8028, 0x4fb9939add44447c, 0x3ab553f38e03dde2, 0x101e45acbc029628,
        ],
        [
            0x9ca8cc9db72958eb, 0x3c8cd0db1014f562, 0x72115d53059b2bba, 0x8fe7ac30730e5dc3,
            0x4e67ef69841d8998, 0xfb6439ffc8ed37a5, 0x48164b3e26df84c4, 0x37d492ad365bc99e,
            0xb7fd4643beed38ce, 0x993cfa9fa3e30b3d, 0xdcc5e7af01ddd484, 0x5edf3ac06840175d,
        ],
    ],
    // row 62: multiples of 2^372 G
    [
        [
            0x79768e9f51d33c11, 0xeec34505a4b24889, 0xc194821bbe0c67d7, 0x537a6a4a6909fdfc,
            0xae6d705195ccdda7, 0xed4b722292b3926c, 0x2c5dd6af6b24a3d4, 0x9282ec39e4386095,
            0xdd3c7388397a3bd3, 0x9d176c6a8baf59c2, 0xd5c6219e380ec958, 0x194fc11654e8e315,
        ],
        [
            0x0683349e463a8251, 0x97dc4f475103e72c, 0x47c7181050663b9e, 0xf327d1499733dac6,
            0x03f55e4a292137c5, 0xccc6232ada59e1c7, 0xbaa8b4ddadc59cb8, 0x45370d35fe7486e4,
            0x99a88c1db0322df9, 0x394440a7fd69954f, 0x9060473da5a29889, 0xc8ca43e32f04864a,
        ],
        [
            0x90762c1f5827fe2c, 0x20160f7aeaffda88, 0x7420849f5c47c645, 0xb08231956d72e748,
            0xaeac683b8ee11773, 0x8c2a0a79fb5c550e, 0x6d986d696c07cc1e, 0x57269140ba8398b9,
            0xd13e136fd94d5223, 0x1aa75419ed5b01c6, 0x7c2014b1408fcdcc, 0x0680a985cffde5ee,
        ],
        [
            0xc7d0abb2edee15a5, 0x72dc0105228cc4a1, 0xeb67defca80767de, 0x6fa174d871820908,
            0x3215df485674d19a, 0xf944531a960a081a, 0x93ed7180ef2cce62, 0xb318edbfc8bcfc0d,
            0x0909d56efe787e58, 0x5ae74fc98fe8b96f, 0x8fc342c435ab6811, 0x6fc6cc5c0b991e0c,
        ],
        [
            0xc600dd57354416d9, 0x6f5840991f829d6b, 0x2d7b0a27de43c1d6, 0x21bf3a9e616bdb16,
            0x33ce767c96297953, 0x99bf97b69e4398b2, 0x4069cced8d441287, 0x52e0edd6bf01017d,
            0x9981bf89c5394236, 0x07d9c079acb24e38, 0xd2e5e904a2da4735, 0x4c3c12162f1b6cd9,
        ],
        [
            0xfeecc6e83be5ba68, 0x3293dbda40445158, 0x48454e20e81879ca, 0xd0ea9cb89c4a2712,
            0xba8b6f33540749c3, 0x95e6d6e3e971df93, 0x4c2a1b13478a2eb5, 0x8b5f9af330b92170,
            0xe6c60b5343573986, 0xb9f56a6a57040c00, 0x6de6489f6291a7b4, 0xa9a7784653bc3246,
        ],
        [
            0x828a9dbe67154a02, 0x57a3af981866aadf, 0x1558428089faa581, 0x2da092202dba2a1d,
            0xa225f631df197ae6, 0x0abff5cf8f4ebabb, 0xbbadc9b3b98e5e4e, 0x7c7cc36e4509f98f,
            0x072a6cc2759413f6, 0x7b39ea4121dd1222, 0xd6baf9e196ac2c73, 0xee38818c75d46296,
        ],
        [
            0x55671129542f4e90, 0x43bedccf0623d4cd, 0x7e21207ce99ca16b, 0x785fa1057c7a26b9,
            0x33c28658c2c3ab00, 0xcce42a48d79cd59f, 0x9a674db4b8c3bc75, 0xea701d156904e3fe,
            0x990e722166bf2c6c, 0xba29affabd4c3791, 0xd98510cf20696ee1, 0x722ed471f93d26a5,
        ],
        [
            0x37c70bdf7db1c03f, 0xd9368612964632ab, 0xcf6368d742530338, 0xe56beecbb1d9522e,
            0xb1caaf16bb6fba3a, 0xb7bd485ac8384d26, 0x4ba13818528d4372, 0x95c469bab9c5e8f6,
            0x4e5cef0c4a370695, 0xb87c97ca663f9b07, 0xa9e1b388e5f3b79a, 0xc0416bb84c845a1b,
        ],
        [
            0x3921332a6b393648, 0x49ec6df649584f38, 0xa0fc013dce243a6c, 0xde5b16b5f8da8a00,
            0xabcd0c0471ab1c9a, 0xff6594bc78b83305, 0x3546004b76c1900b, 0x87428fa236fb3186,
            0xd2e464ce59cdeb49, 0x1260bd28faf6ec08, 0x1ada2f08d0c9d098, 0xe0b66299dea06396,
        ],
        [
            0x5006c3a00848d6b7, 0x726b8648b28285ae, 0x7162e3c0277c5a87, 0x567f7ab02019c20a,
            0x490c858fa551d5ef, 0x0029a108d134a2bb, 0xa9e19284ef0aca3c, 0xbc399dc16e414f83,
            0x5bdf85f86efa5a8e, 0x5291e1a674fe7c5f, 0x249ddf2acd7091df, 0x71d4cb4c2e29fcf6,
        ],
        [
            0xedd3291c9dac47a9, 0x02d64634fb5d396d, 0x2ce21bf163264c51, 0x0fdcc68e092c4724,
            0x653acb286e3e4c2f, 0x2f9c77f12f1fa1ed, 0xd91d4c3aa58afea2, 0x5a91b2ba7b0d8092,
            0xd47e0f61f10a15fd, 0x01652d86f9c86ede, 0x1cc1b668d6006dae, 0x2763e36d24af68be,
        ],
        [
            0x35a2685bbb77f5dc, 0x1b5b79bbc08efa67, 0x4ebec6e6ea5f411e, 0x1800a21988c57793,
            0x8d7397f2cbb13c96, 0xbc13ac35dc0327f4, 0x53ac05a6fd94b150, 0xd898fa600423e787,
            0x802aad2c2a66b97f, 0xb604ac0692c62b03, 0x9f395d3a45911e7d, 0x5d38164128ae56b6,
        ],
        [
            0xdf0f79524130138b, 0x117e4628934c58af, 0x227be6867b6a4087, 0xe73fb2f3b8d298a3,
            0xe32e89fda9bacb9d, 0xdd3be6130e9ea7e3, 0xd3d655ead4da2d1e, 0x153cce647833bb3d,
            0x4a32a9f0b36da20c, 0x025768e5a69c4b27, 0xb0b5da379cf1fcec, 0xd0ecaba23aa3b99e,
        ],
        [
            0x79d624c7a7b92932, 0xcd086bd7cc75e7a8, 0x3cddc1bbb48eab26, 0x10282df1f6791cfd,
            0xffedb4fb1048f114, 0x937ed0e7c092d899, 0x045e4f60b84b6d20, 0xdd67bd36877ed915,
            0x9bf8fede97617aa9, 0xa7ff9b0789cb8e1a, 0xc49e310e74f4e7d6, 0x12dde0fb3f62eafe,
        ],
        [
            0xe7cf5bacbc579793, 0x11db7ddfd73f881c, 0x9c1a531d04fa8473, 0x399e84845780efda,
            0x6e9c12be4f62cb5a, 0xf21bdc4994a5df3b, 0x3c15fe1211da2a4f, 0xdea123bb23e631d1,
            0x3ef76da4be294c90, 0x5cf21d5aa99b8398, 0x50679cf8751b9f6a, 0x4b3f3b9c54d0b7bf,
        ],
        [
            0x09138c6071ed8d4e, 0x994d0fa991ef82b1, 0xe6089dbb931f3193, 0xb3b229d0aac23611,
            0x52cf03fdacb8affe, 0xf64f9872bd99d6e2, 0x52ebb8b40186279d, 0x36a2349fb09efd7a,
            0xa85b5d802225772a, 0xd2dc3c1547522562, 0x659297a666471319, 0x65913b608c8e7b68,
        ],
        [
            0x087a2790494efdc0, 0x0b5f23c9e1645cb8, 0xa6e1d1e8193a99ba, 0x0d324e67c0e0c026,
            0xa86d993820d608b5, 0x48ddfbfd8d6944df, 0x6aa07f90d371864e, 0x5cf727eef2060df5,
            0x7694e02c9a7cf2d0, 0xe091982f6260f63c, 0xd2d481a72cae5da6, 0x045e3685ebcb4172,
        ],
        [
            0x3dfb53521830d848, 0xea183d5cd2820590, 0xc83a65bcabbeb376, 0x5d9ca4d189bb9ac9,
            0xb32217be137c900a, 0xcc40daebb0827afd, 0xc76130060c58b0af, 0x39f4ed8adf32389d,
            0x04a586e2bc1fe9f6, 0xcf018c2abb50450e, 0x5072b8f016d55d0d, 0xc3c72e90d59e1dbd,
        ],
        [
            0xfeac8e8ac24002e7, 0xa43892076643fa6a, 0x06e7ed63daa68b52, 0x8580bbd5d8c7b952,
            0xb17ce22410c8fe9d, 0x40266bd379b88cea, 0x32afc840dd63ffa5, 0xb4a3eb27a2280b83,
            0x90528bf685897e28, 0xe4612391d231f941, 0xa7b3a2ccacb5c909, 0x2606844e5558d57a,
        ],
        [
            0x4c4cc5561c8a5d9f, 0x5c6e1fd52b8a42c9, 0x73fd66c44ccfa024, 0x73c777563c50d038,
            0x26964a68a5076758, 0xb14cdbfa7484d080, 0x24c499cf3f4b92cc, 0x40c8c0d84682daa1,
            0xaa156edf785561be, 0x36718fb6de75af0a, 0x4d391cee03f5b180, 0xcf28d08a3100efc8,
        ],
        [
            0xfe011830c37c7fc5, 0x0b2b965b2ee958c7, 0x99fd253588a43cf6, 0x6a73d62dbf8dc33a,
            0xd53c0241a99247de, 0xb8186dccb4127f94, 0x86c4c274964cc3d3, 0x2f3f2742cbfa9429,
            0x5b4bd23c5391abd3, 0x030b211bc5838fe2, 0xd2263dc4ae2e36fb, 0x45583a3ca0bf7280,
        ],
        [
            0xcbdb755f1dbdc85d, 0x63d0d7047961be6a, 0xf65af35d8220a1b3, 0x8dcea7df77db51b3,
            0x8cb2c5d14bfe8fbe, 0x740579bdee2f03e0, 0xa7eeea4ed3f0181f, 0xedbdfaa3c12ef399,
            0xee3cc40f1c332118, 0xdae0995e731ef93f, 0x05165c6c0f24d954, 0xcbcc014219fca63a,
        ],
        [
            0x6c8d97e075a46271, 0x0fa0c4cd9dbed39f, 0xfb6da5e2de74ac6c, 0x041ce886c17c1ec5,
            0xb42941a8d7419105, 0x79768eee002fdfd5, 0x64849afd88c8111f, 0xf425fe14814192d6,
            0xe916e8640448fd7e, 0x31e224ad72ed351f, 0x73e6e6ac7c0183c1, 0x375657c621bf7ceb,
        ],
        [
            0x8bdb3886cdf950ab, 0xe2bdc8d3d595dbd5, 0xd28211254ecc49f1, 0x946566081d3c2f24,
            0x8124ad390c87df6d, 0x6020c322d16272ba, 0x2150f7e694af134b, 0x38512401a1a14e33,
            0x39a54386b1ff7304, 0xfaf1ffea078d8f0f, 0x7739ea99dea995bf, 0x3252e815c020816e,
        ],
        [
            0x44f51dd51104ed7f, 0xfca4773e270f6135, 0xe36c8b266bc757f4, 0x2cf0515d6941c7a0,
            0xdeab655d5fb16e2a, 0x75c28116cff7be07, 0xb24ca428abbbca02, 0x6aaeca9b1e7f8116,
            0x4252f4c3510f0c81, 0x01462d856f3ff7fc, 0x4df702879d1c25e3, 0xddd47a1dbebd1559,
        ],
        [
            0xede6728e3bab17f0, 0xfcd9c96879b94302, 0x6410ae37544a677b, 0xeacbf6de1dcd0fde,
            0xdae70841e2f3ac0f, 0xeea2a9b6e41ba13b, 0x1b06aeae9349cdf0, 0x28571e3d33c0ea87,
            0xceaf9dd46043e874, 0x32cbcc69fa6fea15, 0x7db75664e135aa11, 0x588d4458f816929a,
        ],
        [
            0x525cd8849b711a38, 0xd413d82b8c95bf61, 0x19ecc14a36b82970, 0x65190ee6e3416342,
            0xde9834c93066fcf7, 0x3b87b15e8302cd85, 0xec6f67a785268eb2, 0x5ab08b5af95aef07,
            0xb5257f70adda86a5, 0x53e95ec4b934400a, 0x9611a632c33b870b, 0xd27929522723a3d5,
        ],
        [
            0x0c41f2eb56517caf, 0x47778a92798cf8b0, 0x4232ab390dc60cec, 0x5de0b7e39e3eb6f1,
            0xa2569d8571562511, 0x37b3c62a1ce1cec9, 0x312caccd8b3391ae, 0x6b22c9447dcbe533,
            0xc890d22f4fefd4ed, 0xd1504f7df007a64e, 0x117e4e595845d5bc, 0x999386c7723584e1,
        ],
        [
            0xc666f8f3fac2de80, 0xabb2b8aba8fa36a6, 0x1bd0ec8f12202b09, 0x88b184be6d17a3c5,
            0x00d501fc670a77c1, 0xe1f94f1db3de1c7e, 0x953179cd2d6de8ca, 0xa8873a5bb9263791,
            0xd76433098d7ac5d1, 0x3d751cab4d2f8224, 0x7417b8262e5458ea, 0xf4eb3c669e454a8c,
        ],
        [
            0x265798acfe3bf4f8, 0xc1603abdc1183f63, 0x14e3952f1063e086, 0xdcb106d2910f0a78,
            0x27c2aee2f454f625, 0xf16d83e60f463fe9, 0xaa5547207f5ae172, 0x42ea8fea9a2133ea,
            0x9f3b33f6e9253e7e, 0x6224ef75d67af0af, 0x06f0ddfbb92d6cc9, 0x12e66e32656e9e9a,
        ],
        [
            0xc84f917203bdf6d6, 0xcfc4718769f60e03, 0xcdc4753ba05068ea, 0xa177ad14077777ef,
            0x0b7f54eb7e4cf44a, 0x4ee443f91860144e, 0x1279ed4d42bb6a93, 0x511137d7436c1b54,
            0xebc958fab8cdb6ce, 0xbc4f93f4a0c7614a, 0xc5bd6cde7b2c6d8e, 0xecff7dd78d65f38a,
        ],
    ],
    // row 63: multiples of 2^378 G
    [
        [
            0xffec6674f65de0f5, 0x4043079cd23ad193, 0x31811365ee61bc95, 0x358bbd6e8948b6e2,
            0x1cd9c342e31644be, 0xbab3aa8c60a8a7a7, 0xe065519fa375beb6, 0xf7d0b0414439990c,
            0x8957c03b8517ae8a, 0xc96a040173750d6e, 0x4eb2e364b2aee6d7, 0x813054feed099114,
        ],
        [
            0xbb39a17a7c34f095, 0x7be330a822fbbe61, 0x6be6abe3b91f1482, 0xf972804fbd39a2bc,
            0x06737e54f91d813e, 0xbd6066681a87cd4a, 0xbf88b2e5f538d56e, 0xb8206a8134afd68f,
            0x7a93aedfa58af042, 0x8853cdf6ac0511b0, 0x9d7f416d067e2c19, 0x5d0bc923f9671d8a,
        ],
        [
            0xf3b6fd79dd3532a7, 0xf60262b5dbbb9e4c, 0xbf75bb57da4d6ac4, 0xf016adf1c094b38c,
            0x9114cdd012def474, 0xdc74d638c785f143, 0xdea060d6a8d90bbb, 0x1f141878cbcd0d4c,
            0x552685b79ddee1f5, 0x381dfc0c636ea6b6, 0x8c601615cb08f34f, 0x5b843830271041ee,
        ],
        [
            0x2e7d0a16204be028, 0x4f1d082ed0e41851, 0x15f1ddc63eb317f9, 0xf02750715adf71d7,
            0x2ce33c2eee858bc3, 0xa24c76d1da73b71a, 0x9ef6a70a6c70c483, 0xefcf170505cf9612,
            0x9f5bf5a67502de64, 0xd11122a1a4701973, 0x82cfaac2a2ea7b24, 0x6cad67cc0a4582e1,
        ],
        [
            0x139d9fef6bfc08e4, 0x4399615939ffcb3b, 0xaa299008a84ace07, 0xfce43e873cbb2b3f,
            0x07b3e8b9191a320e, 0x3ec851d706c4d485, 0x03d8a672a4bb8477, 0xb6a5dcb213c31d5c,
            0x58b79d01c439ab23, 0xdd6f8b5134f66137, 0xccb178a0b29be48c, 0x4c71b7aa4df8a1b2,
        ],
        [
            0x92bf8c4508359896, 0x77253434ae2c30f2, 0xf05086ec827e6cf8, 0x46d4729f1771c5d3,
            0x92587306f37f0bed, 0xb82c99d2e7c30180, 0xee0141dcb1684841, 0x7fa984be994ddaf5,
            0x5c583347165c238c, 0x1a1ad3eea5d78204, 0xcfed795f2736bce6, 0xa7a413318961204e,
        ],
        [
            0x87451ca71400851d, 0x3aace28e3573ecf6, 0x3a5902cee85717c5, 0xe4b51dd0c9f57944,
            0x33cf684789a9d8ae, 0x2f6fb08031e6e769, 0x4bf3da323b78dad1, 0x2d73fef4e7809638,
            0x84d76151965109ab, 0xa2c932c9a2098f46, 0xb8c457c3bc17d1fc, 0x5ef2562d0c8012a4,
        ],
        [
            0x96a1e74f51e4de5e, 0x72913696e37f5006, 0x12449c4fbe35109c, 0x1fad8b304521d7e6,
            0xc85eb23d57d00293, 0x4ebd334b35f68229, 0x7c5b86682df5acf1, 0xc2b4da6e5463de2e,
            0x067b0456757cd570, 0xeaab81be3a1c866b, 0x72a6af75bbba88c0, 0xaed4dbde0ef567dc,
        ],
        [
            0x085e33cd9273818a, 0x8fb9294a8cf4e306, 0xaed46bbc35052bd1, 0x031febb3374661ea,
            0x9386a35d4868dbb2, 0x381e5b521d3f2ddd, 0xa938a3a5179617ed, 0xb0fc99f49dc95af1,
            0xf446dfa92b9dacbc, 0xbae262ae490c1969, 0x042707ffa7443354, 0x8dc0511f267d5c14,
        ],
        [
            0x8f0e1908fac2674d, 0xd86e85a483e43c26, 0x1f719f7036fb5a4e, 0x7ad61b8ca57dbcbc,
            0xcf6ba7db0f63dc79, 0xb4315ab11afe8540, 0x0448e852425c4df3, 0xf51969ef8838a51d,
            0xce98589b9eab87de, 0x55867b5645149689, 0x9b70bc8c60d2a624, 0xc158a2710b6dbd45,
        ],
        [
            0x0b262f808f1915f2, 0x64ba3bc73d501e01, 0x8ce2db1f4645152c, 0xf4a4f3afab047cdb,
            0x1a7c4af600d31e7f, 0x0005bca678d1c0ec, 0xf5ed135f6fe5ebb0, 0xa299b1002ea9abdf,
            0x4fa387e5fccb58f5, 0x105b9dd2fc657b72, 0x1494c6050dc3c22c, 0xf7468e8a92d281c7,
        ],
        [
            0x597a26ffb4dc8600, 0x264a09f3f9288555, 0x0b06aff65c27f5f6, 0xce5ab665d8d544e6,
            0x92f031be99275c32, 0xaf51c5bbf42e0e7c, 0x5bb28b061e37b36d, 0x583fba6a8473543a,
            0xe73fd299f93fb7dc, 0xfcd999a86e2ccad9, 0xb8c8a6df334d4f57, 0x5adb28dd9a2acc9b,
        ],
        [
            0xc760823646dd14f3, 0xc6d97d37e7a97f33, 0x05037f26de2f444a, 0x5267ded09aa9a5c0,
            0xd1ef46340be2d841, 0x308b37a8d48b9574, 0x102f7878487bad5b, 0x1d5169d938b7c1ef,
            0x2d8adde62c39c75a, 0x71bfb8bc0b80f3bb, 0x126505999bff252f, 0xf99e952f24f8bd3b,
        ],
        [
            0x24496a8b7a8a6d47, 0x9fc75c0aec6afe43, 0x4200e00670744f15, 0xe2f87d5e2973be1d,
            0x0f6c5993c82e2013, 0xe9ecf6ce198c99f0, 0xcbdf72058b37d828, 0xbef4b8c8325d1d93,
            0x8e962ffbd0fbb134, 0xe4273a124bcffc61, 0x4f24ba23f3d93d73, 0x8f02df83bcfcb930,
        ],
        [
            0x985c8f4b0614348a, 0xca4ca7cd5a03c014, 0x5bdd4382a7b62eff, 0x623d44b9e4a0bb42,
            0x1f28862ef23931d5, 0x30568303868326be, 0x850d2a0d82e76f04, 0xf4dc02330ac4a153,
            0x62b74879b1e70a9a, 0x7b32249baf3f0dbb, 0x2f50395d155eae92, 0x6d990c16f6f5c9a4,
        ],
        [
            0x3afdee277d221ab6, 0xecf10abc47bb619e, 0x340c8ee3ba4a3301, 0x1a6ea51a2a883b7f,
            0x64f27976d5d7412b, 0x7fcf0ecc91251b6e, 0x5f3f8f41365b18b7, 0x38e48b96e2e13e58,
            0xde3b73d6ad61b2cb, 0xf08398d5d542676d, 0xd373931e8e7d712b, 0x89325d7a7f96e023,
        ],
        [
            0xeb2e48c10bf4e94d, 0x00614bf206b7e166, 0x536c999ce295c451, 0x951f92186359cf06,
            0xe2a938890afc827f, 0x63102e93ff029787, 0xab297c7d2ac89645, 0x7354df74928742bf,
            0xc0934ca6c8604304, 0x36b7e9711cc2f3b4, 0x487ce890e10ee837, 0xe6aa9eabae2ae9e3,
        ],
        [
            0x6e7a578340517347, 0x7db868f3a950dfa2, 0x7fd7fd8eb3c2eff7, 0xae7b59c5fbe10a47,
            0x5239b5c4109797d6, 0x3838356a53264b8a, 0x8df8454c320a8c5a, 0x67c86ef46958fa2c,
            0xfe1aad846241a50a, 0x3df64ef5a06f3cf3, 0xde6af0ff83282fbd, 0x25ca45046cdbe5fe,
        ],
        [
            0xa319340d6e6c0deb, 0x101f055acb1b1cd5, 0x4bea31ad623e7e55, 0xc0c88af6aec23cd2,
            0xca98c4364aaf2f73, 0x1969eca437dd1341, 0x6b03989f97866dc3, 0xafdc99532eaf5b08,
            0x199ec0e93d6ea9c4, 0xc3d1069474f262e9, 0xa7e5670079911cf9, 0xc0213ec56844da05,
        ],
        [
            0x5adf3d9a111792b9, 0x1c77a3054f1e0d09, 0xf9fbce33a82d3736, 0xf307823e718c8aa3,
            0x860578cf416ccf69, 0xb942add81ef8465b, 0x9ee0cf97cd9472e1, 0xe6792eefb01528a8,
            0xf99b9a8dc09da90b, 0x1f521c2dcbf3ccb8, 0x6bf6694891a62632, 0xcc7a9ceb854fe9da,
        ],
        [
            0xfc9660a3c8808373, 0x84c5d6a71a50c560, 0x13fe0588ba057fe2, 0x29b0341dafb73ad1,
            0x37b11137f15f0cd2, 0x84422ba89c2d7eb0, 0x0b595ac52554ef7f, 0xd7a8303f08b37a84,
            0x908895a9e02d77fc, 0x70cdeb0c9f242a42, 0x535e8540116e2db8, 0xc88f0cf685c54d31,
        ],
        [
            0xf534f145e2290eba, 0x3d081c0d7f15c9e3, 0x716574c5e9ae3da0, 0xbe6bd7b92c078aa8,
            0xab8802bab8da8e68, 0x0c5be4a1ab204fb0, 0xad25c5ee0d3f12b3, 0x3929d0d78fc9b7a5,
            0x9c6e2ce0bb5cd2fd, 0x855367c4924ec2d2, 0x6b532891e6550d3c, 0xab2bc89575ba5c99,
        ],
        [
            0xb56b035e2a0349ad, 0xcfa41da6f89ce836, 0x9d86bcac8b5c43fc, 0xc77375da47644b07,
            0x9e9c222607f4b670, 0x71d663c80482a61b, 0xb423e739ef237431, 0xf1cedf7e48832b5b,
            0x09e0cb2a7ca7548b, 0x9b463559631b9850, 0x8a2bd7fed4dd03de, 0x46115292ae0c97d3,
        ],
        [
            0xe44e3f864b3759cf, 0x90cab0eb9d74e3f6, 0x1004254501c4e171, 0xc12df68cce52defb,
            0xb1fae2fbf363100a, 0x5016c8533573235f, 0x8d4deb661d922e9b, 0x8a20d42317f84ef2,
            0x324985835a4e118e, 0x5abfa961308772e9, 0x41c7611ff54e4876, 0xc1da40d31f5867b2,
        ],
        [
            0x4df02a7d3088aebc, 0x7dea27ea12487485, 0x2a773270df98069e, 0xea435fa0e9ceaf44,
            0x08e952e365e5ebab, 0x972877d5c3511480, 0xef5685f859a04cd0, 0xe50abe68b8c7c796,
            0xbbb792e2c3225f20, 0x7d9878e811c89153, 0x4b72a1e619354751, 0x7d5f05a3faa1be22,
        ],
        [
            0x61dd7692f27eed54, 0x8540213ea7a3f2f7, 0xe659cbd6ace07e13, 0x3a998cdcc8995cac,
            0x0accb4a7922d3b25, 0x762b3406c6577d81, 0xa09db4f57e043740, 0x7f78e02d8cc9bc5f,
            0x080a522673b98cd3, 0xb6d72f7ce6490808, 0x36815de2c724284a, 0xc27d13df98b867b5,
        ],
        [
            0xbfeffd5356adb6e4, 0xb5e8876c499a1455, 0x4771281390833f18, 0x5f49ef880115b9a5,
            0xb041ec67cf575de5, 0x490753350b7e4afc, 0xad4dc4a15f0b9f24, 0x9dbb181edafad9a5,
            0xa84431a6e6ed5198, 0x33ee16e27993eed6, 0xfdf76899c1e4f8b4, 0x868d06baff60e943,
        ],
        [
            0x46303171491ccb92, 0xa80a8c0d2771235b, 0xd8e497fff172c7cf, 0x7f7009d735b193cf,
            0x6b9fd3f7f19df4bc, 0xada548c3b46f1e37, 0x87c6eaa9c7a20270, 0xef2245d6ae78ef99,
            0x2a121042539eab95, 0x29a6d5d779b8f5cc, 0x33803a10b77840dc, 0xfedd3a7011a6a30f,
        ],
        [
            0x5d782a0778664144, 0xc1413da46682c779, 0x937a15f52a67b12b, 0x8ec00d9fc04d8cd5,
            0x3f16d1ed3b5fe8d6, 0x24ad6b0ca28c8067, 0xdd1eecc532732b19, 0x62c4c2beab2fa785,
            0x7d863f5b2ac0c238, 0xd686eb7239384e15, 0x3770e54d16bd75b2, 0xdcd9e4e8120b3881,
        ],
        [
            0xe3052838df5147e1, 0x87bc4d75b1baaa7c, 0x49b13eb95acc5572, 0x919081881990c13c,
            0x5d43a4a6191cc808, 0x20b358444182aa55, 0x70d49a4a670b1fd1, 0xc6e6e061722e91e7,
            0x8d130b3900c5ae9e, 0x5db7d06920f68ec5, 0x85b6c505470fbe13, 0x14101ec7326c4d38,
        ],
        [
            0xeef03450e10e8018, 0x75921e487576c3dd, 0x6c8e22676e97f5af, 0xd7323e01a856ae6b,
            0x43a195425fed884f, 0x010865380377ba8f, 0x7cdbd06ac82a8f67, 0xc6fce58bf0fd4281,
            0xae098b7f9e67bed0, 0x0c8d328bdd918524, 0xddf723ec0a11fb83, 0x210d6016e25a2073,
        ],
        [
            0x3c90a59f85adde98, 0x35414174e5269140, 0x9aca885c1a0d58e2, 0x77b9b6dd6816b009,
            0x8e5c12139ee4718f, 0x60ad991e4e4eac45, 0xc00c35694d71f624, 0xacbf4eb25bc5fd2a,
            0xcba1ffc75eaf3eaa, 0x5f99092d42a87e32, 0x2e7b49c76f7a882f, 0x5e9bfc5c29040512,
        ],
    ],
    // row 64: multiples of 2^384 G
    [
        [
            0xcf17f9dc08d1be5d, 0xb55de4c8afdfeb23, 0xa69454ffe437b29c, 0x6628d789e27ee9e2,
            0x56e3b975ee3af03b, 0x0083fe9c2f532d62, 0xcae15213e63e7511, 0xdb5384f386ed849c,
            0x902ba959fa4d825f, 0xbad700d55ae17566, 0x16b2c5dc14c82eb4, 0xa4b057a736708ea7,
        ],
        [
            0x9cbd62ce3581824e, 0x8abb4b92a4204bea, 0xb7f3bbe98f886ec9, 0x84860e849b432990,
            0xd19a3bafa4300356, 0xa9c3409a0e20929e, 0xf15ff6604c673f2f, 0xf1f5fcb22ba55da2,
            0x3ec6de8d2955612e, 0x2d95b4e6ec97a4a5, 0x868731f0f90d15fe, 0x231869f6aefae24d,
        ],
        [
            0x89f9785a6dc1ff4c, 0xef8e94232bc2df10, 0x826e1d4ea62a5c81, 0xecba3e4ea3045da6,
            0xbeed1da058d3d237, 0x8e5fab58b8b41358, 0x730e7ac966cfd5ba, 0x14a64470cc6c293f,
            0x9ba94cace8c1c646, 0xec7c3821055d39de, 0xc89705a82fb71db3, 0x1a9d4293781b6a11,
        ],
        [
            0xc1951fb12dce6af1, 0xdb729b1877fab5a6, 0x983109bb2754f1d2, 0x0f7db33e0e0e2bf1,
            0x348c4e19375a3da4, 0xa5686427840a6197, 0x1687a7362d586f5d, 0xb9053a7883b26868,
            0x4a25773c0aa9e79c, 0x656f6e29f56de965, 0xdf84666df0dda7af, 0x5b2f97693f9e463f,
        ],
        [
            0xfe9f90d3ff0dfb76, 0x1e2441d70894788d, 0xd5137d6ec36e3b70, 0x3ea55f4f580c8e6d,
            0x19398b33e1bab45c, 0x51735eddaee76d58, 0xe72c82152a94396a, 0x5a6d52216a654618,
            0x7fa51ac198f9553c, 0x019ac4ea1c98ad46, 0x8942e16e010ebbb2, 0x5c469d59bed3c0a6,
        ],
        [
            0x1a814bf76bdd7d6d, 0xb814ba53c2371aa6, 0x33c91bfa2a4dd16e, 0x4af4d9ca76fb9f2b,
            0xa23635ef75b1f111, 0xd62e69a0a0891b45, 0x5d1b87bb2d42a810, 0x8800f3199e042f5c,
            0x70bdcb4543d4ef42, 0x0ed12d364aa784ea, 0x009cd3490170e422, 0xcdd6b903280cf483,
        ],
        [
            0x52c04b7a6b454816, 0x9f40bd5349a0e06c, 0x840744bf1911b317, 0xd13f0806bb897d31,
            0x376dc8b81de9de5d, 0xaa596a1dc996b52b, 0xd91e47b275fe3465, 0xd85d65b24d0a7622,
            0xa441c167eface756, 0x4eb95881d4805ed6, 0x8fc93daf3f3fd665, 0x5159b51fcc570577,
        ],
        [
            0xa630c20c94f410fb, 0x8b50d69b2c49a3d9, 0x28c8aca10c0dec6c, 0x5d34bb5ba9e2f554,
            0x8e81b4f732bbb170, 0x46a35f8c8363bf6e, 0x9603fe02913490a5, 0xdf316bee9c960686,
            0xc0dabb8efc191d12, 0xf0e463b5dba97347, 0xb7f7c207a8656aaa, 0x0547e9103f08dcf0,
        ],
        [
            0x7cc729315f8efda1, 0x1d782813b2f45dfb, 0xf59a276aad79578c, 0xbcbed8e3d284d66a,
            0x34e864467b6834ae, 0x57153452c4f08dfc, 0xfa209c3d928a2fee, 0xa5cf23e6beaea033,
            0x40d6482ebb3242c3, 0x6a6bad7951850860, 0x55b022d13b5eb147, 0x2e531364372d1192,
        ],
        [
            0x9413ac8b97d47817, 0xd431a5920b5c9338, 0x5f481ddbee178a68, 0x1b8d75e35bf36c33,
            0x18fc832c5b9679f6, 0xd76dc2d2922c9e0f, 0xced7ed6779044933, 0x0fdde085766497f3,
            0x807d03f6d24d10fa, 0xbef657b7ee898963, 0x6ac1920c376e88c4, 0xa59058aa0d985c27,
        ],
        [
            0xba4acf3d6076e67e, 0x747621f295f6e5da, 0xe9d538e0ab1a760e, 0x1d3d77357f366866,
            0xbd3f55ef1fc56d0a, 0xcc2266d913e89aab, 0xf86f6f899de7ce1d, 0xaea45581916c03b6,
            0xde6d6286dab661e7, 0x966f4b44cea75695, 0x4f3a2479ba4f975a, 0x305da7ec18d9ad53,
        ],
        [
            0x814ff18fd17c0ab2, 0x4203f41cd5df590e, 0xf3b028e91ce48d4d, 0x144f4cceb4c838cf,
            0x7e3fa8a09df94596, 0x5eaaa8ee26e4cb2d, 0xaa653ff7be023e53, 0xc0c92c9f0e60368d,
            0xdb9c9a5f9f721d60, 0x5dcfe569d82b8d03, 0x4e7276190c2bb881, 0x2b911742da5601c1,
        ],
        [
            0x010a0eedf07a962d, 0xb02591be6b4ebf13, 0x9f9d64eb01c88dab, 0x49e3a9d082f9cd6a,
            0xdd81b64320f28b33, 0xc9828b66b5fb96d7, 0x733c87fac26348ba, 0x03bc42b86acbeb97,
            0x95683555afde88dd, 0xf964f7ac613995db, 0x8309fc134c1cb046, 0x21061c1a2cfe04e3,
        ],
        [
            0x733443823bd24869, 0x889058101fe622c8, 0x748c78336495d56b, 0x5a51cd690edb7515,
            0x860038c5dbcd2ddd, 0x62241667673bad68, 0xaf19eee53e222fed, 0x71754d66255d9ede,
            0x3a0ff1904e456213, 0xa30978a497499b00, 0xd74adcb3daf01c90, 0x30ce534c9cab2bc3,
        ],
        [
            0x92df0484a7a0c463, 0xdb29d4f5fd26b12b, 0xba20cbdb62c38433, 0xe9efca206656d6dc,
            0x9b3868639f7c9df9, 0xd4d3e20a53838d78, 0xaecb85616f61033c, 0x6ee031670f183f6d,
            0xf5295eaceb07ef9f, 0x379f0d6a89f14322, 0x709f80057cab8da5, 0x3728e307ea8751a8,
        ],
        [
            0x78d25ab6c610ca64, 0x245abef29a7c1d7f, 0xd438166352461d15, 0xa9558f8ec614fca8,
            0x64fa9ce166b47e70, 0x726eaa57f370eddc, 0xb394755419eec27c, 0xc28fbacd219b3dc0,
            0xa6e4b09dc08b7b31, 0x3b270ecce45d2109, 0x69109d12661dfe7c, 0x6861b56ba821588c,
        ],
        [
            0x34e5caae9896a84c, 0x089ca413a66e7279, 0x6cb74647adc65b93, 0xb9f89c248deb4653,
            0xbf0e86b23a6ce41b, 0x096d8cf2dd4eda24, 0x3abc970736161181, 0x0999ac9dac63d98a,
            0xb842e5d4527201c9, 0xc1901c51a8b4b0f3, 0xc682fcbf0cc291e2, 0xfa032d5f2a9ede23,
        ],
        [
            0xa074e5cdab3964e0, 0x5baf47b1a5e05ccc, 0xf72a81b9115df467, 0x1c20f748b248a15b,
            0x5783628890a88671, 0x4674f81b5ff7c38f, 0xbc21f091740e559d, 0xa4beb2dc789e4cb0,
            0xed92b13d7939aa8c, 0x6dd8db75d0394ee9, 0x5b4097a872998891, 0xd6945406e6087aa0,
        ],
        [
            0x0753e8338b4c94c4, 0x213f4439bc305d41, 0x5a21fff389118113, 0x3395ed9d82a4c9cb,
            0x891a53a7c3de1462, 0xece124f2070fa507, 0x2fc6816ca6851477, 0xfb6ae86c891b3e1e,
            0x90bc148a9c5e7b0e, 0x2d8a3c3e17b8975b, 0x248058ff50e4d734, 0xc1d68857a6f630d9,
        ],
        [
            0x420b1f2e2fb4886e, 0xb4c599508b9676d2, 0x70afa461553ef5ac, 0x930162bade14c411,
            0x5e9aece3a8ada9c4, 0x4a40cbedefea5a0c, 0xa392f0208c4017c2, 0x8f9cb26d24b65eef,
            0xc31f809bda1b9f7b, 0x7260c92eb7f2be75, 0x64e97c79e773f7c7, 0x6136551e70861d5c,
        ],
        [
            0xd25b0fd89a99f413, 0x44d7a69c637350ad, 0x215564c09aa4d450, 0x978ac9a90f12b8d4,
            0xb30ce245e5e28e1f, 0x5fcdd22ff783cba2, 0x941dd8542c6f3fc3, 0x428a76289691262f,
            0xb7f554f723667069, 0x133305d86850d151, 0x30288bdbdf699ade, 0xa462048c52d2466b,
        ],
        [
            0xf9a3460ffa15ae45, 0xfcfe3a5e70c32dcc, 0xa7530f63dde02b84, 0x1dd62873d18f5875,
            0xbb0250eb36d1e93b, 0x7a405314413a38fe, 0x471e4660b461dea1, 0xc4258ba8e8b899c4,
            0x5e20b63a292d9a1d, 0x67aa615a797bf6e5, 0xf5b2a669363700fb, 0x48b8c2d21bdcd21c,
        ],
        [
            0xdf018f7509b383db, 0x54f9f2f36300de0a, 0x8567a48b23c49de9, 0x209511dd6e5c2364,
            0xdc79975728fd01a9, 0x06c790c7f24011d0, 0x0d863e4f0150f7f5, 0xd1145ad31e57ed74,
            0xbdb109cc6c2eaa9d, 0xbf3b2c589e454873, 0x92f56ecf9eca38bf, 0xff7e03c418a35648,
        ],
        [
            0xdaa4cc2e36d045a1, 0xabd8f05e3d6db9c5, 0x0551fce264f8d2fa, 0x62df2dab01408560,
            0x8946c3c7d67668dc, 0x1460df03cb069e5c, 0x5bc4bfebd2e2ed0d, 0xc29e6767356f38b1,
            0xe855336d772f5431, 0xcd7ee99cbbec1ddc, 0xe27a4753d15fd85d, 0xb503c4d40895e53f,
        ],
        [
            0xa5125042237a9b30, 0x6b91dfe583a4bb95, 0xb44807a35581679d, 0xc751c9ec62212c72,
            0x0e306b706f654ae9, 0x1fcc570216af8b4a, 0xfcdbdc049afec0e4, 0x84f8ed5c563ecb2c,
            0x91eb5585d9d6366e, 0xf6e6a76325933aef, 0x3dffd77b4e99e914, 0xc4d30ab709722a0b,
        ],
        [
            0xc43d50032043955c, 0x215edd74e1e935c0, 0x92a2257bca68344d, 0x870c6457dbc17b0b,
            0x9d58da6f8aa97b78, 0xdc05ec9bb55ddd73, 0x0f4229ac3e877337, 0xe4229f736f0c841d,
            0x9cff030f6737d3c6, 0x6beed15c0a2eb66d, 0xadecdaed058a6c94, 0xae93bf9f89c1c2bd,
        ],
        [
            0x677298c9b4db9465, 0x2c6d5c84d671f5cb, 0x937055924028259a, 0x4a7bf97a94b0c329,
            0xf9bf1fe9efdce1a4, 0x71a61e89a5778565, 0x18e125b6e1e7cba9, 0x97fbae51e0c4e9bd,
            0x974aa1570726f274, 0xc8304490392f184e, 0x7cd19ce33fc14d0e, 0x42048add753dfa64,
        ],
        [
            0xfd6640a709844a4d, 0x3fd69fa8351c6f21, 0xaebb3e0998826eca, 0x374c6c1927543616,
            0x7b0d79073b8dafad, 0x1fbe257024c6b7c4, 0xe908fb521f4bd044, 0xe0b69a67f346a6cd,
            0xde6b3b72689fbab1, 0xc12870b0bee1d049, 0x5f4353f03c857095, 0x7477d205c3af1fb1,
        ],
        [
            0x36d89307ef76439f, 0x12799d07eabb4e2e, 0xdee884bee49b81e5, 0x9eca508ec337e732,
            0xe07f7a807884343d, 0xb587e8e61a624bf7, 0x18cb6e0bb5cd5305, 0xd44c45c3689ec2ce,
            0xcf13963528007ce0, 0xa672e425b691d0bd, 0x8ded7c2293f9e25f, 0x4564d9953b087764,
        ],
        [
            0x5bd2e89ea49982e5, 0x3434b085c1b827ae, 0xdb7eb5097e6163c2, 0x68abfd0268dfb682,
            0xa452af6d7ea49b95, 0x6edcffee8e488f7f, 0xe755adaba0452709, 0xe6aa779bd113dbba,
            0xacea740402ed232d, 0x2913c3748df3a3ed, 0x10a1a43abd7fcb53, 0xf32e6d3248933ae9,
        ],
        [
            0x10b4e5ce6ee0a1c8, 0x7a737c39c106dce3, 0x5f684d0dde9aaeff, 0xad0804f99c0eaa73,
            0x519b4a97f43f1b65, 0x24ba4bac73695d42, 0x1cb4ac99909e004f, 0xb137625c7b14bdfe,
            0x7a9a15fbb7f065f7, 0x3edfa439627290b6, 0x4214a719eba8f453, 0xfae2daa762455736,
        ],
        [
            0xa2bd6c7e80e08ac6, 0x7a32d7677596bbe7, 0xb1e726c36f368a35, 0xe8ade528e2c81632,
            0x26f74a1c68fe1cc4, 0x05e7f684d6bdd588, 0x74c61290b986b4bf, 0xe05f39c5994fae00,
            0xd341cd63598cbdfe, 0xd3e7ba197c19d516, 0x1a7d249e9a45b63c, 0xd36796a55cb5f907,
        ],
    ],
];
