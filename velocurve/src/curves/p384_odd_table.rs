//! Odd multiples of P-384's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p384-odd > velocurve/src/curves/p384_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p384.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! in the Montgomery form `v 2^384 mod p` of its value `v`,
//! in six little-endian 64-bit words. wNAF width 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<6, 256> = OddMultiples([
    // 1 G
    [
        [
            0x3dd0756649c0b528, 0x20e378e2a0d6ce38, 0x879c3afc541b4d6e, 0x6454868459a30eff,
            0x812ff723614ede2b, 0x4d3aadc2299e1513,
        ],
        [
            0x23043dad4b03a4fe, 0xa1bfa8bf7bb4a9ac, 0x8bade7562e83b050, 0xc6c3521968f4ffd9,
            0xdd8002263969a840, 0x2b78abc25a15c5e9,
        ],
    ],
    // 3 G
    [
        [
            0x05e4dbe6c1dc4073, 0xc54ea9fff04f779c, 0x6b2034e9a170ccf0, 0x3a48d732d51c6c3e,
            0xe36f7e2d263aa470, 0xd283fe68e7c1c3ac,
        ],
        [
            0x7e284821c04ee157, 0x92d789a77ae0e36d, 0x132663c04ef67446, 0x68012d5ad2e1d0b4,
            0xf6db68b15102b339, 0x465465fc983292af,
        ],
    ],
    // 5 G
    [
        [
            0xbb595eba68f1f0df, 0xc185c0cbcc873466, 0x7f1eb1b5293c703b, 0x60db2cf5aacc05e6,
            0xc676b987e2e8e4c6, 0xe1bb26b11d178ffb,
        ],
        [
            0x2b694ba07073fa21, 0x22c16e2e72f34566, 0x80b61b3101c35b99, 0x4b237faf982c0411,
            0xe6c5944024de236d, 0x4db1c9d6e209e4a3,
        ],
    ],
    // 7 G
    [
        [
            0xdf13b9d17d69222b, 0x4ce6415f874774b1, 0x731edcf8211faa95, 0x5f4215d1659753ed,
            0xf893db589db2df55, 0x932c9f811c89025b,
        ],
        [
            0x0996b2207706a61e, 0x135349d5a8641c79, 0x65aad76f50130844, 0x0ff37c0401fff780,
            0xf57f238e693b0706, 0xd90a16b6af6c9b3e,
        ],
    ],
    // 9 G
    [
        [
            0x2f5d200e2353b92f, 0xe35d87293fd7e4f9, 0x26094833a96d745d, 0xdc351dc13cbfff3f,
            0x26d464c6dad54d6a, 0x5cab1d1d53636c6a,
        ],
        [
            0xf2813072b18ec0b0, 0x3777e270d742aa2f, 0x27f061c7033ca7c2, 0xa6ecaccc68ead0d8,
            0x7d9429f4ee69a754, 0xe770633431e8f5c6,
        ],
    ],
    // 11 G
    [
        [
            0xc7708b19b68b8c7d, 0x4532077c44377aba, 0x0dcc67706cdad64f, 0x01b8bf56147b6602,
            0xf8d89885f0561d79, 0x9c19e9fc7ba9c437,
        ],
        [
            0x764eb146bdc4ba25, 0x604fe46bac144b83, 0x3ce813298a77e780, 0x2e070f36fe9e682e,
            0x41821d0c3a53287a, 0x9aa62f9f3533f918,
        ],
    ],
    // 13 G
    [
        [
            0x9b7aeb7e75ccbdfb, 0xb25e28c5f6749a95, 0x8a7a8e4633b7d4ae, 0xdb5203a8d9c1bd56,
            0xd2657265ed22df97, 0xb51c56e18cf23c94,
        ],
        [
            0xf4d394596c3d812d, 0xd8e88f1a87cae0c2, 0x789a2a48cf4d0fe3, 0xb7feac2dfec38d60,
            0x81fdbd1c3b490ec3, 0x4617adb7cc6979e1,
        ],
    ],
    // 15 G
    [
        [
            0x446ad8884709f4a9, 0x2b7210e2ec3dabd8, 0x83ccf19550e07b34, 0x59500917789b3075,
            0x0fc01fd4eb085993, 0xfb62d26f4903026b,
        ],
        [
            0x2309cc9d6fe989bb, 0x61609cbd144bd586, 0x4b23d3a0de06610c, 0xdddc2866d898f470,
            0x8733fc41400c5797, 0x5a68c6fed0bc2716,
        ],
    ],
    // 17 G
    [
        [
            0x8903e1304b4a3cd0, 0x3ea4ea4c8ff1f43e, 0xe6fc3f2af655a10d, 0x7be3737d524ffefc,
            0x9f6928555330455e, 0x524f166ee475ce70,
        ],
        [
            0x3fcc69cd6c12f055, 0x4e23b6ffd5b9c0da, 0x49ce6993336bf183, 0xf87d6d854a54504a,
            0x25eb5df1b3c2677a, 0xac37986f55b164c9,
        ],
    ],
    // 19 G
    [
        [
            0x82a2ed4abaa84c08, 0x22c4cc5f41a8c912, 0xca109c3b154aad5e, 0x23891298fc38538e,
            0xb3b6639c539802ae, 0xfa0f1f450390d706,
        ],
        [
            0x46b78e5db0dc21d0, 0xa8c72d3cc3da2eac, 0x9170b3786ff2f643, 0x3f5a799bb67f30c3,
            0x15d1dc778264b672, 0xa1d47b23e9577764,
        ],
    ],
    // 21 G
    [
        [
            0x08265e510422ce2f, 0x88e0d496dd2f9e21, 0x30128aa06177f75d, 0x2e59ab62bd9ebe69,
            0x1b1a0f6c5df0e537, 0xab16c626dac012b5,
        ],
        [
            0x8014214b008c5de7, 0xaa740a9e38f17bea, 0x262ebb498a149098, 0xb454111e8527cd59,
            0x266ad15aacea5817, 0x21824f411353ccba,
        ],
    ],
    // 23 G
    [
        [
            0xd1b4e74d12e3683b, 0x990ed20b569b8ef6, 0xb9d3dd25429c0a18, 0x1c75b8ab2a351783,
            0x61e4ca2b905432f0, 0x80826a69eea8f224,
        ],
        [
            0x7fc33a6bec52abad, 0x0bcca3f0a65e4813, 0x7ad8a132a527cebe, 0xf0138950eaf22c7e,
            0x282d2437566718c1, 0x9dfccb0de2212559,
        ],
    ],
    // 25 G
    [
        [
            0x1e93722758ce3b83, 0xbb280dfa3cb3fb36, 0x57d0f3d2e2be174a, 0x9bd51b99208abe1e,
            0x3809ab50de248024, 0xc29c6e2ca5bb7331,
        ],
        [
            0x9944fd2e61124f05, 0x83ccbc4e9009e391, 0x01628f059424a3cc, 0xd6a2f51dea8e4344,
            0xda3e1a3d4cebc96e, 0x1fe6fb42e97809dc,
        ],
    ],
    // 27 G
    [
        [
            0xa04482d2467d66e4, 0xcf1912934d78291d, 0x8e0d4168482396f9, 0x7228e2d5d18f14d0,
            0x2f7e8d509c6a58fe, 0xe8ca780e373e5aec,
        ],
        [
            0x42aad1d61b68e9f8, 0x58a6d7f569e2f8f4, 0xd779adfe31da1bea, 0x7d26540638c85a85,
            0x67e67195d44d3cdf, 0x17820a0bc5134ed7,
        ],
    ],
    // 29 G
    [
        [
            0x019d6ac5d3021470, 0x25846b66780443d6, 0xce3c15ed55c97647, 0x3dc22d490e3feb0f,
            0x2065b7cba7df26e4, 0xc8b00ae8187cea1f,
        ],
        [
            0x1a5284a0865dded3, 0x293c164920c83de2, 0xab178d26cce851b3, 0x8e6db10b404505fb,
            0xf6f57e7190c82033, 0x1d2a1c015977f16c,
        ],
    ],
    // 31 G
    [
        [
            0xa39c89317c8906a4, 0xb6e7ecdd9e821ee6, 0x2ecf8340f0df4fe6, 0xd42f7dc953c14965,
            0x1afb51a3e3ba8285, 0x6c07c4040a3305d1,
        ],
        [
            0xdab83288127fc1da, 0xbc0a699b374c4b08, 0x402a9bab42eb20dd, 0xd7dd464f045a7a1c,
            0x5b3d0d6d36beecc4, 0x475a3e756398a19d,
        ],
    ],
    // 33 G
    [
        [
            0x61333a382fb3ba63, 0xdf330d9d5b943c86, 0xbbc7c7ee955ef3af, 0xda631fc160f09efb,
            0x68af622641d5c400, 0xcc9e97a46c833e9d,
        ],
        [
            0x7fd73e8e3a625e76, 0x13bf6124c209e55e, 0x08467cea48b90b91, 0x8a416eb9bb6f0aba,
            0x6fcc93a1b8c31072, 0xa7fd2b619057dad7,
        ],
    ],
    // 35 G
    [
        [
            0x58a5b5433720ec9b, 0xbb3800d52d7c2fb4, 0x4a508620dde6bd0a, 0x65f16273a02583fd,
            0x832bd8e34fc78523, 0xd6149f75e9417bc6,
        ],
        [
            0xfeb026e93deeb52a, 0x0ce18088a55e0956, 0x50018998988092a2, 0x22f19fab28f35eee,
            0xac8a877f52ccd35c, 0xb13a8ad830e23f26,
        ],
    ],
    // 37 G
    [
        [
            0x0202d57de44f61a3, 0x4027704bb5630ef2, 0xa129e2dff5b54a5d, 0xacb60a7597482b86,
            0x9261ede87ef27114, 0x1eba28f3defc58b5,
        ],
        [
            0x6c91c0c98be5589e, 0x2f1643d514594bee, 0x2ea912435d2ca034, 0xb50649a894047d1f,
            0x284fcbb5638ca337, 0xfa0e07b7fe85bf85,
        ],
    ],
    // 39 G
    [
        [
            0x7d894f80506e0e42, 0xd984244a8e3d2c46, 0x6d7edf642b7f006f, 0x36a1cd6dde9b6230,
            0xc9985040b76c0665, 0x587df4d6b89b1fc2,
        ],
        [
            0x4c0638476a71ae7a, 0x7b2b0ab3e8294747, 0x345c553ab53153b8, 0xb646e453436d9fe2,
            0x1a95355f1cd60340, 0x2d7bc128074968fb,
        ],
    ],
    // 41 G
    [
        [
            0xad148e87bca6d14c, 0x41dfd24d456a201e, 0x73a82933a80d68f3, 0x89746c8d852ca035,
            0xe3bc778895fd71ae, 0x8764cd2cda92245d,
        ],
        [
            0xa2fe2c4782eb23e2, 0x5ac762e00f3c9d6e, 0x57860ce121646f31, 0xbdc9d6c34f9f589a,
            0x679952c7d193272e, 0x82ea702eeb18f1c5,
        ],
    ],
    // 43 G
    [
        [
            0x37fa935500846d44, 0x09112fc50578bc8c, 0xdad9f5b239c4943d, 0x7314f5f0416dbd86,
            0x5cf095a901fefb56, 0x35178bad22dab393,
        ],
        [
            0xcf79fc1b36baf1a7, 0x1b7ee42d749e5498, 0xbce78aa9ede314bb, 0xaaf8e0f6bd0628df,
            0xa974b09415cbf948, 0x8f3f1f63c9632b78,
        ],
    ],
    // 45 G
    [
        [
            0xd4c411564fddda5b, 0xd4af65c673ad9112, 0xffe8e0bb39eb8f59, 0xb0040c0e8d6fcf13,
            0x99e1c0c61f2bb599, 0x9c94c858b2ac3405,
        ],
        [
            0x8f8878d76eeed85d, 0x62b2f54351fcca3f, 0xeb3b44a9e5b56918, 0x16f96676b7234e93,
            0x17477722bd2af19e, 0x42eb2979db83a485,
        ],
    ],
    // 47 G
    [
        [
            0x6f888f7df0c668ca, 0x65c788785f0dc66c, 0xbfb185125f5b07a0, 0x780abff7d878acd0,
            0x504f21b1570cf950, 0xea5b37c5da233371,
        ],
        [
            0x487ae8bd22437ed1, 0x9c701758249cf9b7, 0xf86562a898fb34ff, 0xdfeea1a265e0fc91,
            0xeef006912e20fc23, 0xac9dfec7dfa72a8b,
        ],
    ],
    // 49 G
    [
        [
            0xfa5c3aef697136c6, 0x8ea5af63a5ea6fb8, 0xa669156542e365a4, 0x47c56c115b6e3386,
            0x1197832bcea03f56, 0x0b470bb250e4ea9e,
        ],
        [
            0x3113c74313b25712, 0x8d6c174ed2497d48, 0xfc4486ee49c9ebe8, 0x2487edd57f82bdd3,
            0x771e64415b57be2f, 0x2d1cc518e28b2bdb,
        ],
    ],
    // 51 G
    [
        [
            0x2c4ccac72070ac8d, 0x1947c0caec4a22b8, 0xa5e0fb598c5a78d9, 0x464ae8d241a84de7,
            0x3dba16e9daaabc27, 0x16634a504f35cb3c,
        ],
        [
            0xadc18bf9b16ec84f, 0x324d067e7359dd35, 0xdaeac0c3570543f0, 0x0b2240003c887d36,
            0xc69489e2373f1a0d, 0x518b047dcbaa0d97,
        ],
    ],
    // 53 G
    [
        [
            0x3b1bddc6fbde49ef, 0xdaed7c268a0915cc, 0x0b0110610f0422a2, 0xcf485c74a7c54b16,
            0x642ec4e615c3aae2, 0xa8ba8f10e0f383ea,
        ],
        [
            0x2a2054b495618501, 0xebec6442089efa8b, 0x5786a19a4e2fa83e, 0xd2c71ad139069963,
            0xadc93d9a481765e2, 0xedf2e3eb7ecc9485,
        ],
    ],
    // 55 G
    [
        [
            0xbcab5f60069f3367, 0xfd6622bc1718ec3c, 0xa4fb7867e3a142d6, 0x6078d8bf085faeb3,
            0xfa5cbfda60f4554f, 0xb3fcd5d1690cd408,
        ],
        [
            0x4ebdee7d281f7884, 0x82af23aa180a63a7, 0x8de3107c3d079f61, 0x17c6b5cbbe2334f8,
            0x6a91e73997d0fa06, 0x7460257314ceeed4,
        ],
    ],
    // 57 G
    [
        [
            0xb14ba61cf97f865c, 0x73bae4c1694b8b0d, 0xa14967dfac4bbf62, 0x1e9dd1509bf446e0,
            0xc052f3eb1c99ceef, 0x814d7fa07a78c189,
        ],
        [
            0xa101a483ab74b05d, 0x7788c258a1737b65, 0x0d60bab7e809a13c, 0x8f427bc473c81d5b,
            0xd2e130552952c1fc, 0x0a823b9a4b26df63,
        ],
    ],
    // 59 G
    [
        [
            0xaf467ce227bf64c9, 0xdfca6897f929974c, 0x64473b595c322738, 0x96a917cf1ed0e315,
            0x3703435b0de64db9, 0x9ba039679267b646,
        ],
        [
            0xdf0c2aae3a522fbe, 0x41bdb741b335eff0, 0xaccf2edd7b059703, 0x6fb34b3028463cce,
            0x96d9ba0bd9e3ca19, 0xff336f12504655c1,
        ],
    ],
    // 61 G
    [
        [
            0x48da1fd3fc60a6e0, 0x54fb5a34222241e8, 0x6035e34f772ae080, 0x5ff77ff2332982d0,
            0x2366467300fe51fd, 0xc93ea049ef6ba006,
        ],
        [
            0x6640f1177d381266, 0x394d32cd6ae9f4ac, 0xe6a7885370d303eb, 0x0dda19ffe5275767,
            0xb0a6c77201466d23, 0xc4cc11451fc69829,
        ],
    ],
    // 63 G
    [
        [
            0xc5c0e6d7aaed89c0, 0x6ce8ead6149a1896, 0x7a50f7458c949f8f, 0xcd7e35f76e2b71aa,
            0xf6159e519a049f7a, 0x1c9bf0b0f1e52d1e,
        ],
        [
            0x3bb6c1f518202c80, 0x8d3a5f621ecd7b1a, 0x3bb034e888d17f19, 0xdc89bd4997d4048d,
            0xf5af7b8e3735df22, 0x52bb3712a0a689e8,
        ],
    ],
    // 65 G
    [
        [
            0x8e469454839b9679, 0xbecda43b0d1d279f, 0xcf9edc15edb63c80, 0x4597ec8abdd5f002,
            0x8b0350b2650b2253, 0xb84c3a6a5fd4266f,
        ],
        [
            0x0e16d83d30fc79f9, 0xb6a487833ad995d3, 0xab784b2cde2bc266, 0x19763d6d889d66dd,
            0xa2866c24c8f9f087, 0xea6f2528a55bb1c9,
        ],
    ],
    // 67 G
    [
        [
            0x6efc5cbc8b1772ca, 0xeac7dd3b0b634f68, 0x65d75edaa55d6185, 0x556e637e6ef3d8f7,
            0xf9af3e4d90909d25, 0xe462ca48e153035a,
        ],
        [
            0x52763b7b0a109ed1, 0x104ab1a642785d06, 0x1a7e35ed3f59e4bc, 0x5990b746c6ebc003,
            0x096a6bf01362c5f9, 0x8322cb8aac794994,
        ],
    ],
    // 69 G
    [
        [
            0xf8d3df74670c2752, 0x5ccb2859a1115e28, 0xcc66c8aa0f19981b, 0xd4bcc8b125abfd65,
            0x2c86ee164fdd3cca, 0x59d65d78a3f735f4,
        ],
        [
            0x035ade287c0c55ce, 0x57769d6245d3994d, 0xd13ae4892bd423a4, 0x0aceee4882ed66bc,
            0x6f2c9e8b73167a32, 0xfbcd0100271dbd7a,
        ],
    ],
    // 71 G
    [
        [
            0xc42ece45effefcb1, 0xbf5731b3abb11441, 0x93ba15cfe58d0a92, 0x27bbde143508ac54,
            0x2b123738fe255dda, 0x0b4faa5a537ecd70,
        ],
        [
            0x6a44d084ddec83c6, 0x86793c4d0801523d, 0x154f285025b3e319, 0x2144daf1ce64373a,
            0xbdb924ee07139566, 0xf9a7ea28732ad01c,
        ],
    ],
    // 73 G
    [
        [
            0x43385c32d851a702, 0xa9c2a9b11de8963b, 0x5b8d230bdf8b9b24, 0x9029a9252d3731c2,
            0xb08db04de8caa7d2, 0xb89d83e72bf4673c,
        ],
        [
            0xa8fd39bfe1f24424, 0x9f89b6d6e1e8d616, 0xaf9fc87b4f1d216e, 0x04e21e0392265a59,
            0x0b15740387b86373, 0x6f65af3b7c98a162,
        ],
    ],
    // 75 G
    [
        [
            0x6b5d4014867303de, 0xc8cbc40a420ab7ef, 0x5b28cf8991549a96, 0x5d4631b4392f8f66,
            0x4a7ee23df367b5c8, 0xa1e0ae0fe6ca7a15,
        ],
        [
            0x2a655ee1139fa27c, 0xa531c2c450fab901, 0x6762ab69430aed71, 0x64e239e3f0402e1d,
            0xd7870042957fe445, 0xfd42d862417d6562,
        ],
    ],
    // 77 G
    [
        [
            0x9f2134c12a501a3f, 0x114a9b40334793a7, 0x27ccb6c0212a6125, 0x0ca930b998ce78a3,
            0x742e060b28a12627, 0x63d23607fa5c9816,
        ],
        [
            0x774dcba4ec1f91dc, 0x34cd7e2ef34d1d23, 0x1500850e49fd3c3d, 0xdd03950030c9cfb2,
            0xce61c3e5572941a6, 0xd44b1075302cfd2e,
        ],
    ],
    // 79 G
    [
        [
            0xca11d9d4e9a6c224, 0x2cdac248c3b74585, 0xe58901a204ca5571, 0x491c312dd15d01f0,
            0xb3cc818a7069cb7c, 0x23b245a5d53912da,
        ],
        [
            0x30f7838ba6b0b163, 0xa052eb3e32775552, 0x403243e9eeb95ec1, 0x617b301b08632eb3,
            0x941c66c9f30281f9, 0x4b9728f81d7ab255,
        ],
    ],
    // 81 G
    [
        [
            0x3cbdd3cbdb06f682, 0xde45473e86c08785, 0xd8cb3560e07b1bfb, 0xf2c3118feaf138af,
            0x11238a859f436faf, 0x0984c2e37cdf344f,
        ],
        [
            0xe1083c17c382584f, 0x959a14d4736fa240, 0x56add2f018f2637d, 0x01047a5ee5dd278d,
            0x5de38d63ae2706a7, 0x9dd7b7609745b87e,
        ],
    ],
    // 83 G
    [
        [
            0x8e61f0bf44e94071, 0x44cf847ed2f05eb4, 0x8487aa0d4a6694eb, 0xeeb88ca1c7a4aab5,
            0xc25baa03520a8926, 0xa075b16ac03d7805,
        ],
        [
            0xc357a48a13d970c3, 0x4e3c13706009643e, 0xcf21a95749e60429, 0x0aa262ba2251bcda,
            0xb72a7cd0563c78e4, 0x773dfeda69ce1cf9,
        ],
    ],
    // 85 G
    [
        [
            0x935d2cdf9b06762d, 0x2148bbb88207255a, 0x7bbdcadd053153d8, 0xd953aaff73256a57,
            0xb0a08fe1114e6f01, 0xc835025446e64d4d,
        ],
        [
            0xe7cfbad800dbc157, 0x392aae0271fbe969, 0x7422a72a0bebe314, 0xc3d455d22caf52f2,
            0xa231839fe2895195, 0x6c218d92c993f213,
        ],
    ],
    // 87 G
    [
        [
            0x4f11a02e4aa0372e, 0x5942473010967775, 0xdf0ec1ba8b809195, 0xf30a928d9a3c3af1,
            0xc4840320387b6b2e, 0x1c1b3417a500bb22,
        ],
        [
            0x690ee6c7bf3266f2, 0x18246d74a7909681, 0xdedf2454f984a88f, 0x31944175e7559f09,
            0xbdac81880e7b4db7, 0x9f046faee996fe68,
        ],
    ],
    // 89 G
    [
        [
            0x0c62094b2d71d4ac, 0x18a49fdc4bf163e0, 0x463df30b0096721f, 0x67d3644ac8e55b7b,
            0xd63dd29d19e0e2b6, 0xd0d105de164b7361,
        ],
        [
            0xe5865c4e0217188e, 0x7861b71b2093cf7e, 0x65ccf0512daa253c, 0x147701090b4de4c0,
            0x1d28243540b962d9, 0x01c7e939b8df37f3,
        ],
    ],
    // 91 G
    [
        [
            0x5dea409c9cba0858, 0x35c2421b14ae3f63, 0xa4f6e534bbc2618a, 0xb04b977d42d74f5f,
            0xe7e7382759dc3eb7, 0xeb0f52348bf223b0,
        ],
        [
            0x991c51670fc75158, 0xd012811a3fde2c6d, 0x09d0b3319236343d, 0xcb78e0c863a2cba0,
            0x0b09b3bd9ab88478, 0x47cac703f116c6e2,
        ],
    ],
    // 93 G
    [
        [
            0xebd14d71e32d80af, 0x1b1cc24f5380675e, 0x1c634764b16142cd, 0x7a3545de7cfdb00e,
            0x2df91689cfd15154, 0x813355b3430aa2d7,
        ],
        [
            0x16dce2c985f2ca7e, 0xd9e303f7e03abb79, 0xfe7ca8103cb06698, 0x572a425b71670dcb,
            0xc71b395490a268e5, 0xc071f38f66bf9d09,
        ],
    ],
    // 95 G
    [
        [
            0x0fc0f2630dbc3c91, 0x9f74ca169bc0cbb1, 0x4a607b9d0ef98977, 0x0be90befa27d2b79,
            0x257b0bb5ad7f23e1, 0xb8f42fe52fead1e4,
        ],
        [
            0xde78e4315f93b592, 0x505fe7ebfd79617d, 0x45cc3f14dd99f9fb, 0x8c0f64e83bc7b591,
            0x65364ded55ab93f9, 0xbb6d4ba542df286e,
        ],
    ],
    // 97 G
    [
        [
            0x7cd2035d7f5c54e2, 0xc1f0db004a49492c, 0x8f273e3065278f98, 0x10241ed16fef9d9d,
            0x87b1e51bac069616, 0x8c081acd170d807f,
        ],
        [
            0x005051ea1c73b598, 0xe4eb5512d6865bf4, 0xd7d24ef430e05dd3, 0xcb47e4ed7889a39e,
            0x4c3e2491c4f56964, 0x83c6b78ec4f03006,
        ],
    ],
    // 99 G
    [
        [
            0x6e3835a9b05f84a1, 0xbb4f9e0f41aa174e, 0x1b41177c708ba469, 0xb9b2e6b479c8f8bd,
            0xd49cae0982d9d6bd, 0x648c5f00bb28223a,
        ],
        [
            0x04f485765d8cc4a5, 0xfe3096dd81a0a38d, 0x6675138f708247e1, 0xd6f759d8d1a0ea08,
            0x1f7493b176190d98, 0x03e1698b322d63bd,
        ],
    ],
    // 101 G
    [
        [
            0x8e66c6f69b8adeac, 0xb539f5fe50c66d70, 0x73ddcd2c2eccfb1a, 0xd73b1fad8b8b5cfc,
            0x9cdd943547a18710, 0x7e2392bf7bc814db,
        ],
        [
            0x914193c06c8f74e8, 0xffeddc211d67c04d, 0x1fef41850ad68693, 0xa73e1d9af53e8054,
            0x909b656f420ec104, 0x73872d361702e1de,
        ],
    ],
    // 103 G
    [
        [
            0xd24cabaa21355d5f, 0xddcbb10eafd402bd, 0xd3f0d14329c21de1, 0x1ad95a94f23d84fc,
            0x113a7902e3da530d, 0x590da88e64671048,
        ],
        [
            0xf4a58282925bf0da, 0x1a52e4e7e62e6e0b, 0x97ebbb4ed86f4dfd, 0x601bd1c358fad1c3,
            0xd6e2d5a62de40552, 0x0c9e71377273dbed,
        ],
    ],
    // 105 G
    [
        [
            0xe6e91985e5802845, 0xc367d6aea6e201bc, 0x077f30e5dd2c23be, 0x862ef39c275075e3,
            0x022c75441a806542, 0xd0ab3e3a99ebd09c,
        ],
        [
            0x7d67ef60d99028b8, 0xa5cf364fa9ad136b, 0x372c23a9a91fff8c, 0xd3d57a9547202560,
            0xcebaf145152f1923, 0xcc3ae72c6d8973a5,
        ],
    ],
    // 107 G
    [
        [
            0xd718e8e1f4363f23, 0x73c21e204f761490, 0x27c6ec25a0075d46, 0xccd4f456753f40d0,
            0x50994c4960a91622, 0x77964d793f740b48,
        ],
        [
            0xf4c955e2f647ed02, 0x844fc79ae4193d79, 0x488374d1a27f3f9f, 0x95d6ad45b8659463,
            0xe1d99f78c7438e39, 0x5182a7172afcedf2,
        ],
    ],
    // 109 G
    [
        [
            0x0efc2e27b2deb1fa, 0x9c7d35833cc1184b, 0x5841c5f8a8dcbdc8, 0xa911a58af0d93abb,
            0x3cd18c33b9cff887, 0x6e3c27bbf13f2403,
        ],
        [
            0x5b391712ea533ae6, 0x35cdd90b54294c05, 0x2db57fb4f560daf4, 0x75ad33caf5a1411d,
            0x87e19a4e7f7c7568, 0xf4c46c56198c7705,
        ],
    ],
    // 111 G
    [
        [
            0x8db3b74805be74b8, 0x08e0805000765fab, 0x6744720b50447fd9, 0x27552012c727be03,
            0xc3907b518b02667f, 0xa158aabcb9bdef14,
        ],
        [
            0xaaddfa03f49cc56f, 0x1095bee4e305fb96, 0xa2ff54bc93c32619, 0xccf8e1f94aeb2685,
            0xc64b47b82300d9fe, 0x09ca776808279da9,
        ],
    ],
    // 113 G
    [
        [
            0xf85b86b79b0bda12, 0xd2c616d1bbe33572, 0xe72215ef852bd27f, 0xe9815b09139b7fc5,
            0x4a5bdb048d7fa0c2, 0x869fcd17ff86a986,
        ],
        [
            0x3278521791daf6be, 0xb9c007f1d6664d04, 0x6998722ae7b12029, 0xbf7fded9fc31bb67,
            0x3d0ed17c31b87757, 0xa10b3df255f7944b,
        ],
    ],
    // 115 G
    [
        [
            0xaa4e673b34498f56, 0x9120f7b3a043456d, 0x33e868f326a48826, 0xa97accf432406bfd,
            0x84442a4123c50746, 0x274c69657350982d,
        ],
        [
            0x3106b7fb95dc9eaa, 0x3ebf1db1ec7ae241, 0x00dc39b8848a5b86, 0xdf9a343af6312ec6,
            0x75029e32cf121f03, 0xc0c5bdf6cf5a11db,
        ],
    ],
    // 117 G
    [
        [
            0xfdcce7a80723559a, 0x9532b30ea229d070, 0x613e5294fe857961, 0xad9e749a9aea738d,
            0x517a6bae23acba53, 0xf26774cd7823568b,
        ],
        [
            0x940767a1ae53114d, 0xc6cb3a4beb8c057b, 0x6d99c05f06aef600, 0xa6729b8db2798481,
            0x7a546582bff1585b, 0x70509ab082b09773,
        ],
    ],
    // 119 G
    [
        [
            0x732595ac7329d8d1, 0x59f9078dab73bcc4, 0xcd55e7b421cf9dde, 0xa4630ba1875fab27,
            0x13167fb8ec9cf4cd, 0xd2fc5c57998b0577,
        ],
        [
            0x761360c15ff51b6f, 0xb2db96f206cf9ceb, 0xd677a64899dc8f46, 0xeb9ecabc9109b7e5,
            0x9a1bb1ac9221b7a3, 0xb16536288a40a5cd,
        ],
    ],
    // 121 G
    [
        [
            0x5198ba40189dfa8d, 0x8c9a16e3a896ab1e, 0x6c33d5d6ba6744e4, 0xc29afbd47772778a,
            0x65df3c959329f7e0, 0x79cd3f1e3891db81,
        ],
        [
            0xcaaa8f0bd784019b, 0xf5404f6be9028e62, 0x95507a54ae4d8985, 0x9c1d39a8b716f21b,
            0x473d0df9f8265b7e, 0x11aeeda1c64d0916,
        ],
    ],
    // 123 G
    [
        [
            0x151198480c4c0b80, 0x46b07d4a2a1018fe, 0x14a9c3ebea80907b, 0x4b3d05ee42954405,
            0xd4d6fd78550418d2, 0x8e4a4f6321dc82a6,
        ],
        [
            0x1be4d7f7a178b9d9, 0x83c6ba0470788c9f, 0x5a82af3e9f30f7e8, 0x8a86ab0f498f447b,
            0x03babcecc25ccf33, 0x74c462ed1a798add,
        ],
    ],
    // 125 G
    [
        [
            0x9612b8bc3cfb44bb, 0x70f25677719d6ada, 0x50ea65aa46f614e2, 0x9436a8cf3450356d,
            0x7ad6ebad036703ac, 0x03b2dab245cf48ae,
        ],
        [
            0x21953d2a4117061e, 0xdf3fb730ed4f55a4, 0xecf53641e119ab8e, 0x551f41bc219187aa,
            0x7cd5a74bb0095802, 0x8933bff572f35ccb,
        ],
    ],
    // 127 G
    [
        [
            0xf7753246eca101ec, 0x2aacfa4c569604af, 0xeef28f34522c6279, 0x96fde63874231e0f,
            0xa92bb11bd6e0f09d, 0xbbe34e740f395db4,
        ],
        [
            0xaa6e59ddbf943cf9, 0x5698bdbe018ad5aa, 0x88d22a44a467c519, 0x9e29e339ad180b0e,
            0xf3d6832e367b2f94, 0xc7e92a61e3948069,
        ],
    ],
    // 129 G
    [
        [
            0xeee8335e163a51c9, 0xb03a96452eb70aef, 0xd18e25b7ad533989, 0x47523daecc5fed5d,
            0xf454b6bb154115ce, 0x82d82a1a361691ce,
        ],
        [
            0xb13a0ff3efbcec2e, 0xc31e84252875016b, 0xba0fe39f0177da65, 0x874c85e98941eaab,
            0x427aa964b7d4237d, 0x35cc6572b93530be,
        ],
    ],
    // 131 G
    [
        [
            0x94fc3433b73b8759, 0x9386a96cad0aa86c, 0x563daed2fa9f07d2, 0x2ed7babee79bf57f,
            0x82e51c992ef17de8, 0xf9641b42d329f00d,
        ],
        [
            0x54930462e051406e, 0x895558ee0621cd33, 0x1ec5e4350e3868c9, 0x1fc7979bb69b1e3c,
            0xef606ed9e795fe84, 0x02eba456ab1630df,
        ],
    ],
    // 133 G
    [
        [
            0xdbdf2c1c3d2c9e1a, 0x78776317c0c09fa4, 0x9b0e1f697afa10e0, 0x2dcd75581ec85470,
            0x7972eda49254c0a8, 0x2970976ed90389b2,
        ],
        [
            0x831f328b50be46f9, 0x9958265d342f125e, 0x8a242d43b510abb6, 0x78a76951e4a85df4,
            0xcafb03673b0fa9ba, 0xd397dcd0883fddb1,
        ],
    ],
    // 135 G
    [
        [
            0x58f8a7b937c0bf05, 0xd9e005f73609a18c, 0x624d66761d970be3, 0x96cbdc7bd272693b,
            0x3be53bbe0afc5d61, 0x0739417abc87c165,
        ],
        [
            0x323292bc8104b9b3, 0x43259a88ffa50302, 0xf3e9aaf3325896f5, 0xb710a261cc0a5bcb,
            0xe0b4d79832294b78, 0x18cc561e724ac89a,
        ],
    ],
    // 137 G
    [
        [
            0xdb3e725355e5c099, 0x86bea02abe5f5e71, 0x3eef6117b5d7ce33, 0x028b35d5d2b0fe4f,
            0x9269a5089729068f, 0xbcd43ba32688a48c,
        ],
        [
            0xaa58b180cc8f4452, 0x9a330388ba5ae34f, 0x049b46509544ccf6, 0x521ba1b9664bbdbf,
            0x936d0f6cb0841b28, 0xf961887c40d7317d,
        ],
    ],
    // 139 G
    [
        [
            0x34fb5e5aa23811d3, 0x146472164c271cb8, 0x484cea76f5441e2a, 0xb70dfc92010186c0,
            0xd2d3ec4de1ba2256, 0x8f89ed26d25256b2,
        ],
        [
            0x568a4d21ecac5d09, 0x84f1a8ec2a64e4db, 0xec1a94522bc35933, 0x8889deb320e6dfca,
            0x8351f7ecff174b6d, 0x4c9a168a58cca7eb,
        ],
    ],
    // 141 G
    [
        [
            0x13ceae19d7ab39b7, 0x68481c6e5819b5f4, 0x294905ecab03845c, 0x4c5f9e02fa32c341,
            0xa1049a61e848a86c, 0x3814278e8036dbfd,
        ],
        [
            0x51686ec2bc0ffabc, 0x87ddd46118d7de7e, 0x6081044adedf3951, 0xfdc94631f33460b1,
            0x012170fed6216618, 0x1f411a1150289e5b,
        ],
    ],
    // 143 G
    [
        [
            0xf49676217363ff35, 0x532c612d3420e1a6, 0xd29754b02879534c, 0xd0f803eddf8a40ff,
            0x0a12a28096eb8246, 0xf862699c2ce2c16f,
        ],
        [
            0xfbfccbe838ed829b, 0xc639950847a9d721, 0xe8e09bf0ac1a0bab, 0x1f56fa64ee27dc9e,
            0xa33a0fd4c0055689, 0x7a59b60bb931f9bc,
        ],
    ],
    // 145 G
    [
        [
            0xf2267044e312855a, 0x18f899edf23cb231, 0x5eed1666b4a84498, 0x8bb4347ab6cd63c8,
            0xf53b45630c3fe243, 0xdc8fc422ea55ce52,
        ],
        [
            0x309a546d609beb36, 0x481e4f6ceaf4ea74, 0x3a3367bcb085332d, 0xcf10ed12b447a867,
            0x1d2204fb53e0f303, 0xf39e8291a79b5911,
        ],
    ],
    // 147 G
    [
        [
            0xaf2b5381d057948b, 0xe83777c8f7135e4e, 0x3cc71eb812c63801, 0xc8acecd30ce5a8e7,
            0x59843678d7240917, 0x47124975d169675d,
        ],
        [
            0xbbc48fba4e2fb168, 0xa970abbf0977ca59, 0xba4c1d90cb625dc9, 0x5b0f146c03718ab1,
            0x38d6d2a1a7cb1d77, 0x80c500d71f854c45,
        ],
    ],
    // 149 G
    [
        [
            0xd6e2b8fdb8935627, 0x9ab464b4a4f0f0cf, 0x80c2df7b3f0f08fc, 0x73f0447038630b7d,
            0xc69f13dde4a7f190, 0x0adfc8dd58b8f080,
        ],
        [
            0x5f62b6508fd678fa, 0xdd2c0eee014f69bd, 0x6485054df1005de8, 0xa334a1698de0cbc8,
            0x3833e7d9f6268d12, 0x969cebfb86d8f862,
        ],
    ],
    // 151 G
    [
        [
            0x8ba4e56cbc2cd692, 0xf3c175a330fbad5b, 0x6b99178d4a33896b, 0xcf47edff9b098a71,
            0x3cc9d506eaa0035c, 0xf5f35ece375ba7f1,
        ],
        [
            0xcac1f4847654a1ac, 0x448fce2c199dfcfc, 0x6548a3624c1fca58, 0x03db09c949755abd,
            0x303fb03d5cb34d4b, 0x58542b8d719c59c2,
        ],
    ],
    // 153 G
    [
        [
            0x78f6e0686ab8b7e3, 0x5b8be3159c7f2c7b, 0x9e53424b03caafe8, 0xeeb5342ffe0ca023,
            0x7e6e66066eb1b850, 0xbe56e084786a7d0b,
        ],
        [
            0xdf65888d0eb58b01, 0xdd2c44710e4c18bd, 0x6fa914a5443306a4, 0xb8dd3e48c7df4273,
            0x71aae87dab84d3f0, 0x7d393641b13454d3,
        ],
    ],
    // 155 G
    [
        [
            0xacbbe1f2a0af8e32, 0x36e8f31e9c42aaf3, 0x48c80c8226732a7a, 0x8b59e0522d95e53a,
            0xe7fe39639bfd59ab, 0x645e544acf3a60d4,
        ],
        [
            0x665a70045cf26942, 0x4a91869ee67025d8, 0xd06f64cdafc88e5a, 0xc315c8e4a0480435,
            0x3ce3d2696d9507a1, 0x503dac2d66b00fdf,
        ],
    ],
    // 157 G
    [
        [
            0x8d794d776301f483, 0x5e6829c541aeb7e1, 0xdc2e9194c83f14b7, 0xaedc4f6f6df2e8e1,
            0xb5ad10ad941b6f3f, 0x933f7fa3f1a5eca7,
        ],
        [
            0xc57fe7e70f0ef712, 0xc6c01eff1063afe4, 0x55dd078eb8e77707, 0x64b335673ec9c855,
            0x3f45788d408f2ede, 0xdcec122240175fcb,
        ],
    ],
    // 159 G
    [
        [
            0x3488d91f6f83b88b, 0xa730333c627950a8, 0x662c440507ea48c4, 0x7e9bb950eb106d3a,
            0x97fab7c5f64aeb4c, 0x4c4ac0656bfe8863,
        ],
        [
            0x38294f452a9bf5ce, 0x9797d0aec8fc98d4, 0xadfd291c46cccfbf, 0x5dad959e9a515eea,
            0x77c9f26a56109bde, 0x9e64321360c34fd5,
        ],
    ],
    // 161 G
    [
        [
            0xd7596afdc83340c0, 0x5dba602611a6e30e, 0xc7fd603f4a08aa9e, 0xe928f5ad1307991f,
            0x940a40ba77fea278, 0xac50886c28d8c989,
        ],
        [
            0xde580b4afb19dcdb, 0xc1bb2ca0c9d680b1, 0xc7d0e3d5184f0454, 0xec4c1b81883e4d29,
            0x1aed77e46e6b1b17, 0x7161357300f3cd57,
        ],
    ],
    // 163 G
    [
        [
            0xc951083c1d43f4f3, 0xab39ac878c342d1b, 0xf7f16665974d7019, 0x6e857e701af8a8e8,
            0x3180ff5fdce08167, 0x9453fc99514f9b11,
        ],
        [
            0x1583bb3e68a5bf67, 0x1fcfa7a0f225c056, 0xddb1678de6055d69, 0x94a0af0066df490e,
            0xc1ab4aeeb58ead49, 0x25da56e05f24fa6f,
        ],
    ],
    // 165 G
    [
        [
            0x91c1f241d3d29568, 0x1e452ce3bdb62aaa, 0xdc8eef2ca9a04dcc, 0x46755701537781dd,
            0xb38604d68ea54c61, 0x5b9cb627f0548ebe,
        ],
        [
            0x5e587379f08028e0, 0x4026f660ad1c5c96, 0x9ef063e101f9570a, 0x0038e8986da7db0c,
            0x69c510c17ec9fd9d, 0x54c677a6d528b9f0,
        ],
    ],
    // 167 G
    [
        [
            0xb25a64aeed1b5b54, 0x0f60e5946388754f, 0x9735c40349c1cde9, 0x6915c169603de58c,
            0xcd74b10f8e306744, 0xa79541a78d945bdb,
        ],
        [
            0xbd6a58ca4f81e741, 0xe5e051b16ba116b9, 0xaa7f5688b97e97fc, 0xe1bae7a2fe08d3f7,
            0xede064cb9dfa1a3e, 0x2998a3d14be2cc1b,
        ],
    ],
    // 169 G
    [
        [
            0x692287f47171c5d8, 0x323e86c1de55fd17, 0xcc68cad154fb0171, 0x0844144a70f71ecd,
            0x66f1c6c5447f17c7, 0x1388230788312179,
        ],
        [
            0x5ef2d2e841443a0a, 0x87035280ffacc59c, 0x5762b66651c8db12, 0x11eead09b15e9304,
            0x8901b8a22270a807, 0xb84951a216a32c3c,
        ],
    ],
    // 171 G
    [
        [
            0xcdb32df1db571212, 0x39ea03d4bc2a11a4, 0x483af9527f24062b, 0x6569c698e323d800,
            0x3842b548df0167f4, 0x6196f8bdc2d02055,
        ],
        [
            0x6b5be09dbdda0b2f, 0x183e2400ebdd8f53, 0xb16edc919a6494d3, 0xdcca89829f4f6041,
            0x922946ac1ad22cab, 0x1526d8b4e7d59ac6,
        ],
    ],
    // 173 G
    [
        [
            0xa208bf3f064d8a5e, 0xd4851ef3c5d95b7d, 0x7e790af79e79d914, 0x42dc925817bb0fac,
            0xf77e284e226669d2, 0x7b5dcb4736c11049,
        ],
        [
            0x0f6ccd1ccf8b48d5, 0x8f0bee7420119e96, 0xa1e2422b2478028d, 0x85ee0d639a1fc29f,
            0xce8b167be3c01111, 0x288ae546ab046524,
        ],
    ],
    // 175 G
    [
        [
            0xa6fba79cacfe07a7, 0xa201c93a597b80f7, 0x350f3be6a56debb7, 0x8b6ac8456174baa5,
            0x2eadc12d72098379, 0xe9ec3ba67c1ee921,
        ],
        [
            0x1036098b082f4091, 0xa2dacaf15ad84d3b, 0xa6e0ea404ddf9b1f, 0x39b1e0e9356fe0d4,
            0xccb31f7438bf034e, 0xb195b1bdea910b43,
        ],
    ],
    // 177 G
    [
        [
            0xc1eb3a6156550247, 0x57e2ba727f668f13, 0xe28442e2912527c0, 0x5feaa9c8a5f14d7b,
            0x4987d03208acd9a7, 0x38d50b7e0ce0e9d3,
        ],
        [
            0x2081fcf315da0b85, 0x00db98799a4e371d, 0xd5f028aea16005a5, 0x394d5658c21de8c0,
            0xb3b4aff4dead76cc, 0xd293a7d6a44302fb,
        ],
    ],
    // 179 G
    [
        [
            0x93d5b656d78edaf4, 0x2aa37a8f7c7f1cf3, 0xaac3e8a9aecec6d5, 0xfadbf8e9ef69729b,
            0xbf9c0cab3b2befa5, 0x121b11a8e9101569,
        ],
        [
            0x42e1e39f1e957db6, 0x5b905b7d08539469, 0x1ba59118cc80ab45, 0xaa947cbe1e02eaea,
            0x30316da0f5939d77, 0xc808dc5eff3193d0,
        ],
    ],
    // 181 G
    [
        [
            0x43f56fe2b1d6d47e, 0x395eba9bc81aa3ae, 0x027fabb85c9854bb, 0xe3fdc098ae4421d2,
            0x345e97503e5f7036, 0xdb2eac19e9b2ab7f,
        ],
        [
            0x6b2cc639cd2ddfd8, 0xb2aa081fa4850570, 0xdc1c27e8a760d4f6, 0x9fcca0eda24ffd82,
            0x50996c1f1b88ff9e, 0xe12a7304298cc06f,
        ],
    ],
    // 183 G
    [
        [
            0x024d8e074e88648b, 0x25aec2ef4e586c3d, 0xe851ca6cc058b13c, 0xb420775eecba5eb7,
            0x51827b0174ad41b3, 0x102da8fc955acfa0,
        ],
        [
            0xb1bde21374702c39, 0x5c129c8f7b79274e, 0xd6726e388a491707, 0xc5f25b8f2456886f,
            0x881581ed278731c8, 0x879674f2a578d209,
        ],
    ],
    // 185 G
    [
        [
            0xc851b2899d9dd23f, 0xd167107219338f63, 0x7bb439b532a93cfb, 0x77a8443bfcb011bd,
            0x9abc30ca48222613, 0xd1120ae0dd8db072,
        ],
        [
            0x6189f7409271dd73, 0x4adca4f99b93d6cb, 0x007ad23ca747d83a, 0xb04d0fd13000283d,
            0x896f1123f37b2297, 0x72b3c482bcbe883a,
        ],
    ],
    // 187 G
    [
        [
            0xcecb8ae952d296e6, 0x55f1145e448d7c02, 0x599e77d95f2aded6, 0xe4479bb6a75f1c84,
            0xc47380c274fc19b6, 0x1e47c7a0cb3137a7,
        ],
        [
            0x62fcb1531975ef0a, 0x97e9b40ae038062d, 0x0d8997ccbfe35c03, 0x350d87b44c9ab1d6,
            0x7162a89c655f73d3, 0xec90c840097fc8b4,
        ],
    ],
    // 189 G
    [
        [
            0xa1c561a4dd5553d1, 0x081fcfecd7853c85, 0xbae0701e7b99ddf1, 0x32b8feded9d054ea,
            0x2cc3959fb4151022, 0x7a4e2e5a44fffd03,
        ],
        [
            0x338eae73bd1df1e0, 0x1f77bbaee8f3e3ed, 0x79469fb80f5f6869, 0x39aef67a73d8a4e2,
            0xdaa74e65741434db, 0x4760ee91ced65c02,
        ],
    ],
    // 191 G
    [
        [
            0xb5464096825b4417, 0x01cae0333c05babb, 0x0c54d91623a519d2, 0x151f0a8ded221cdb,
            0x8aa972b9d06ded85, 0x4719f1ea6ee0f587,
        ],
        [
            0x05940f89522b2a56, 0x938e952bd60d5e25, 0xe1bb59c7d70d4161, 0x85dd60ed9f718067,
            0x5dcf616a9887d77a, 0x0f9a17278c47786f,
        ],
    ],
    // 193 G
    [
        [
            0xf36724be79df95c4, 0xf1a9d2935a661ee5, 0x2662aab6d1b40fc1, 0x6da7d51a241b6a2f,
            0x4bdb7729cd4fa4b0, 0x16cb76a941433eac,
        ],
        [
            0x7d6047476b745cca, 0x45eb60d371a7fa09, 0x603896faec4d0588, 0xc728bdbed11769bd,
            0xef85925a53625167, 0xf48581cd2ad721e9,
        ],
    ],
    // 195 G
    [
        [
            0xc3cd3d0d27049568, 0x1e4def694e3265ce, 0x69afdee97e6abbcf, 0xce378659d261699e,
            0x6ff5c1ff6dbbfd47, 0xb51fed9bfdc4fe66,
        ],
        [
            0x982ab72b2ce7e93c, 0x15e5d49d9866589c, 0xdb05f68d93bd2ab9, 0x538723535ec451e6,
            0x64b4c8c1bf129671, 0x2d699291594fcb7c,
        ],
    ],
    // 197 G
    [
        [
            0xbac159abb52ee6ca, 0x22d75a944e236963, 0xc275721d1f94c37f, 0x665efbb1808de783,
            0x7cac96f4018692f0, 0xc5b55cf9e6f62d42,
        ],
        [
            0x4a13413e024d35c7, 0x91f427d0689b2421, 0x48f43273283aa805, 0x2fb861f1a9de58a0,
            0xfbca79c5aff2406d, 0x5775e7e6f58d61e2,
        ],
    ],
    // 199 G
    [
        [
            0x6b899e1f8564f17f, 0x5fa6dc0119fa792c, 0x4c2c9f9d67008353, 0xf63f48b6440c8b36,
            0x9eef6381f1200fc6, 0xeb50d59dbf018b35,
        ],
        [
            0x7ea3a5b721182b39, 0x10c3f68ab45aedcc, 0x9e7aac429effa2ee, 0xbcce8b6bccbc3b1e,
            0x65773262d02eebb1, 0xcc69faef5fd393a0,
        ],
    ],
    // 201 G
    [
        [
            0x9bf416072cec6ac4, 0x75078339a976479d, 0xbd74ae9b598b1a2e, 0x868f2a856ccd49e3,
            0xdb225687f56e1c38, 0x4b1bcf38e07a72fa,
        ],
        [
            0xbbf44544e5a76f4f, 0x1292ab1a38ca380e, 0x066380d44e0051bd, 0x9e52ef30d8510c66,
            0xff1072bdf5585d25, 0x3e82d7ef5a147ee3,
        ],
    ],
    // 203 G
    [
        [
            0xc3d5441d62bd4276, 0x677c1372a6dffc6b, 0xe64c6de5634be4d4, 0xcb08158152d5964b,
            0x0c9878d89cb0f534, 0x80b906471d229d50,
        ],
        [
            0xf9d97362ee09d573, 0x4b8cb030de7cab81, 0x8aa337bb687ee647, 0x3e88e869bc0b321e,
            0x4138f63bb1ba79de, 0x8ba5c4bc49efcf32,
        ],
    ],
    // 205 G
    [
        [
            0xdbd15ac11633ca73, 0x96a76fe07a7b274f, 0xe51fc8ea0104ea36, 0x34fe9f7bb891423c,
            0x74d08893157023cd, 0xb66ecb2b6f73657e,
        ],
        [
            0x3e502582584904a5, 0x475ffbf325035f4c, 0x7432c46bb6877de4, 0x1bfa5c983cddfe1e,
            0xf765765cd97b0926, 0xf603586a5b62baa1,
        ],
    ],
    // 207 G
    [
        [
            0xa8d85f7af498e387, 0x843f2f4834e6b9d2, 0x3c9a4b217e9314d8, 0x19c01780d3a107cf,
            0xf013f66bc3d752cd, 0x940467ad849d7c9a,
        ],
        [
            0x5e3e47e0f2b9f184, 0x03821af797bf73af, 0x85dcc555ba1b87ee, 0x078ab72e9d0808a9,
            0xc7290f0c7fc7dc08, 0x4278cbbdf17990de,
        ],
    ],
    // 209 G
    [
        [
            0xce4ad7e340d85fe4, 0x58348265c610afab, 0x2a6b9085f02993a1, 0x220be82bdde02d3b,
            0xaa3a3abf4f5127e4, 0xa3f6da6e256afd0b,
        ],
        [
            0x07432ad3df9aea5c, 0x9f385db6b1f5f52e, 0xc6bfebdb2ed43c64, 0xa6d6230104595d1e,
            0xcf3fb7ba206b85c0, 0xf4a22b2e0f130186,
        ],
    ],
    // 211 G
    [
        [
            0x55c4131e6fcc1c33, 0x299707f5a46780d3, 0x895ffd327ec2d443, 0x42ed8089862fde16,
            0xd93fc8b05c25a2fd, 0x0b576a4d3a3cb423,
        ],
        [
            0x72ff64665fcbeebb, 0x14aec8f879855bd1, 0xdaa053b74f338667, 0xb3b5f3780f775895,
            0xc884c3b0a0ed2e9c, 0xf700bf67d4b7aca7,
        ],
    ],
    // 213 G
    [
        [
            0x5bf9d8658ce05181, 0x181f74c0ec816c66, 0xf269d6f48d270d94, 0x3f5e8c0a9a7a6aa3,
            0x142487efdb27c5aa, 0xc6522706f9685ae9,
        ],
        [
            0xc405eede295a3775, 0x723039e993081cd4, 0x445c6142dc70d449, 0x4e83ea6d35153812,
            0xae28a772af4a1860, 0xf905d66ecf4c994b,
        ],
    ],
    // 215 G
    [
        [
            0xb1008b1b12243a93, 0xc683a41acbbce85d, 0xa1e5d2f6c021099b, 0xad9c15e9f7294861,
            0x12af1460c28a14c4, 0xed3c37d8e2f474d5,
        ],
        [
            0x64aa655ef90449f4, 0x7d323df417dff802, 0x3973a51a2ad72917, 0x523726b5ffc7d59d,
            0xfb19650bebec16e1, 0x223d6d6a774afc84,
        ],
    ],
    // 217 G
    [
        [
            0x666def0a1e46cf9d, 0xda83ddf248d1508c, 0xf25b87e28e9358c9, 0x70d42eabc1dc0814,
            0xab78912692d2c106, 0x61042111cedb99e6,
        ],
        [
            0xfd741df03c4a59f2, 0xba37479a03fc3cb4, 0x5934bf3c8ed95b94, 0x23c84ddc5e6080c2,
            0xd3b84e687a17c348, 0x66e1b52d8ea1d457,
        ],
    ],
    // 219 G
    [
        [
            0xe943e693bba61868, 0x67e51c8773430ecd, 0xba4baca1eba53d49, 0x9a33415bf69bb3ac,
            0xf521a228c41872ea, 0x1994582f096a9dc6,
        ],
        [
            0xf87f8e58bdc4c62b, 0x856feb5222f1d576, 0x1e3df1ec12c00a07, 0xe2aa3ec69ce0c083,
            0x91e3bc9f1e788309, 0x25d5086fbba64792,
        ],
    ],
    // 221 G
    [
        [
            0xd772c688ab07dc89, 0x7daef0b36c431aa4, 0xf8710ca1068317de, 0x8f612a802180207b,
            0x594a851a180d3527, 0x25a16d9050d8fe83,
        ],
        [
            0x3e4be67a42f516e5, 0x239d754c36a0ac8e, 0x9964c3c58bd041e7, 0x60ae569d94b84e26,
            0x488e4039e253237e, 0xdfc2ad7b292a2f13,
        ],
    ],
    // 223 G
    [
        [
            0x31fef0e83e4f7c55, 0xeefd8fd4fd0a09c6, 0x63e2e35cd50b197d, 0x447155dd9bbac63b,
            0x73205ec10687d0bf, 0x15a5c2e49036f39a,
        ],
        [
            0xaaaf8cc845e8044a, 0xe07fb7d185be3a4a, 0x3508ec805ea241c5, 0xf6264aaa8c9284c8,
            0x5dcff78155b10354, 0xb8eb87cd076efd3c,
        ],
    ],
    // 225 G
    [
        [
            0xa0746b4ea070591a, 0xccb4a46def70d887, 0xe1949863c50a8462, 0xfc0f59e1e328e98d,
            0x4eff392479c443f8, 0xb7c298f907e6c5b9,
        ],
        [
            0xd058dcb40afb26f9, 0x8b1f262192e53e4e, 0xce9a3347e72a69fd, 0x3fb0828a3717a477,
            0x9bbf765aedbe5e13, 0xf307ba9ff83e2660,
        ],
    ],
    // 227 G
    [
        [
            0x5f2b9c1f9dace13a, 0x89db5d62e8aa099a, 0x36c001343e633c52, 0xedb4f314f724cf9a,
            0x11067c93b0744975, 0xaecfbb68016cff97,
        ],
        [
            0xb72a8ffaac3b5928, 0xe1c3951dd07c5f9a, 0xb0f38adc8881d26d, 0xc9c2ba1f6cab639b,
            0xab1a1173ceb72def, 0x86e5b992671b740d,
        ],
    ],
    // 229 G
    [
        [
            0xc5fd2c53e02b8a9e, 0x2fdea8a3506d0714, 0x6c2ed7102eba03f0, 0x584dd7949a7f2bcb,
            0x1886952cc15a50a5, 0x829b337d516981af,
        ],
        [
            0x793acb2ec8947603, 0x0e14e1f17abc913f, 0x589b9f099c56b1eb, 0x211266253fee0666,
            0x78cc18e2ba68a4fc, 0x7eef7490a0e28151,
        ],
    ],
    // 231 G
    [
        [
            0x20bf17ef906163ba, 0xa662743dac1d8fa3, 0x8a62f8a544db35d3, 0x41c1f0adb34e6031,
            0xf3653bee291b0cec, 0xbcb7354f0b7dc2e2,
        ],
        [
            0x69161c6c2258323b, 0x287a9f08a1f0e3b5, 0x6efde11aa952a7ee, 0x34900c74780792a1,
            0xbb1320b1349d9f25, 0xdeca1b39ff8421d4,
        ],
    ],
    // 233 G
    [
        [
            0xa25bc5c5b0980097, 0x13f507e2b6e24557, 0x152c4a849b7cbea9, 0x0f562109fb92b8e1,
            0x74ed24a3769f8e2d, 0x6c0bb62f4bfd9fbf,
        ],
        [
            0x4b31d3b0a82a5a96, 0x26fcdb1da3f9c2a4, 0xab5c55fbcf1c5a89, 0xc8359cd0644212d7,
            0x8da7fe85c9d1fb95, 0xe0b2257979c0560d,
        ],
    ],
    // 235 G
    [
        [
            0xa04db2ccca70dd22, 0x7114696b552c736b, 0x9a78fabeb9de56c3, 0xc41b44882e7c657d,
            0xf9ca29170d02dc7a, 0xbb2902f8a663f22a,
        ],
        [
            0x471a54a6732a2b1e, 0x81ee4f0bd3ae864e, 0xdafafe1a31894904, 0xa9f289be2f25434a,
            0x74985e36f256d52b, 0xa82de1745b7bb125,
        ],
    ],
    // 237 G
    [
        [
            0x921b67b55015224a, 0xb1107e1ce1c038c6, 0x0583c474276bfd6a, 0x5175c987788c6373,
            0xec46cb66b4e91535, 0xcb87413cc517d787,
        ],
        [
            0x24234cbc99352e76, 0xa3b813d05e4a1d56, 0xccdb94bba1cdce1f, 0xd309af601a84463e,
            0xcfb41874e34e466a, 0x60897593284534c0,
        ],
    ],
    // 239 G
    [
        [
            0xfbdf18976fb0b03a, 0x3c645e6bd5d12aa4, 0xd6e8d55eb77dec98, 0xb3056dcefc700120,
            0x33fce68143e29fa6, 0xef82568eed99b2f4,
        ],
        [
            0x35975432a6b9a7f8, 0x31499f4799596fb5, 0xd96767828750ed23, 0xa1939be63c65c172,
            0x70013c29b9215972, 0x624906b380cbcf3a,
        ],
    ],
    // 241 G
    [
        [
            0x9970b346fe911960, 0x98153e739fb65bc8, 0x90784b0039506657, 0x82f805c51ed2faaa,
            0x332f5b4fc62c7638, 0xc5bb0d4b3652167f,
        ],
        [
            0x56e83fcc2da92f45, 0x489288b6d4e01f15, 0x4ceacc1a7ad29ad2, 0x4602fc81cf57b6be,
            0x044ebed04418a820, 0x10f84094222b3356,
        ],
    ],
    // 243 G
    [
        [
            0xdb0b5d4bbd1aebf6, 0x2c0eca56f4ec9ff3, 0x8208d01c8e9bc666, 0x38e43701fcd55ce6,
            0xce69c8e055332285, 0x9fddbd54a5158518,
        ],
        [
            0x1a6a429e4310f893, 0x06123520eadbd2a7, 0x6f6eeca65a38186d, 0x91ed7a711cfec4ff,
            0x20ce4a16b6e81ad7, 0xcf05ca6891683ec7,
        ],
    ],
    // 245 G
    [
        [
            0x4384fafa8731d43a, 0x902cf8af5d0bb60f, 0x4d7ba85103ef79b2, 0x2b8e508b62db1252,
            0x21d83776daa2b118, 0xfe6a5ce14ca34420,
        ],
        [
            0x52626112ef90bd26, 0xe00874577032baf8, 0x4c15fde56dbaf37c, 0x66fd0e59d34b03f3,
            0xbfc392aa1ac1ec0f, 0x73c70c9cda71b077,
        ],
    ],
    // 247 G
    [
        [
            0xcb9ceb9c018bda65, 0xddb6b49e4d5199a0, 0x73004d576f38714f, 0xd945047b815eba25,
            0x09e846ff0145d74d, 0xa29d1e08290111ab,
        ],
        [
            0xd0be52ddc67fdcbd, 0x4562441381d76913, 0x69051c60a5099262, 0x614f5aa9ad689da4,
            0x71d3002ec20e31f7, 0x5a0d740e1a6c2c94,
        ],
    ],
    // 249 G
    [
        [
            0x0dc48efad469edc4, 0x7d9d6c32e61f340f, 0x786c908e8078904c, 0x1226d57b0b4e1ee1,
            0x3def390d509dcdcb, 0xf3e997be51c760ec,
        ],
        [
            0x1f88ac4d7d246199, 0x2029ec6de153db4a, 0x0b473eabbf014563, 0x61ab7e39e24df110,
            0xef50bdec68ba1b9c, 0xe2768c96d0f5639e,
        ],
    ],
    // 251 G
    [
        [
            0xc58221e88f2dac21, 0x1b1b395c6cbb191e, 0x5fdc1e7f44599c0b, 0x7fbfa1c3b7eccfbc,
            0x8e209d1aa6452cbf, 0xee2454d1a163fda6,
        ],
        [
            0x40313b4fa3642b42, 0x82269c45c576efc2, 0xd2b75a8f256b9d09, 0x03e439f2e4401a64,
            0x5d90e13d3a95ea4b, 0x3100c8a224f2fde3,
        ],
    ],
    // 253 G
    [
        [
            0x1bea6c3a3653e918, 0x792eb6aceac89979, 0x9272fc300a1758a5, 0x64554d3a0423b882,
            0x15071b3583159a4c, 0x7cd9e98b6ccf41a3,
        ],
        [
            0x6ba64837d70f0a06, 0x20e981baae6111fa, 0x7197f219fe369a0d, 0x886c5693f5c41148,
            0xcda8ef5366cad968, 0x1bcd54bea3255fef,
        ],
    ],
    // 255 G
    [
        [
            0xa171d386ef753ac0, 0xcf38b0899dd8d1c0, 0xfa42f731d4190e18, 0x03b5504794c37e1f,
            0x040f8a437d2d6121, 0x71a38bb7afbd62ae,
        ],
        [
            0x6d8b5236f18c8b35, 0xcf3c188637cd6eff, 0x376f3cf6b4b0eb02, 0x55a90c66b359a90d,
            0xc423584091dfcf52, 0x331f0cf84db2384d,
        ],
    ],
    // 257 G
    [
        [
            0xedb7f551217df35f, 0xd70d5501376441d1, 0x68973ae0613d07a1, 0xd09779cb32d24c51,
            0x7126d60d4ea39347, 0x6240406ee27f58df,
        ],
        [
            0x6551966d95196423, 0x82956b3aa7dd77c2, 0xae7e03951a696ea1, 0x0180a7679473c497,
            0x963c6d0bdf8bf5d7, 0xeefc16f0a13993bb,
        ],
    ],
    // 259 G
    [
        [
            0x99eeff5f079abda8, 0x1e60c33b6b1801f8, 0xf6e5b0f43cadaf6a, 0xad21ac39f5b8527d,
            0xe73a1cf3207db637, 0xac191cb960e04b1c,
        ],
        [
            0x758734fe256b78ea, 0x7610a916cd0a1eee, 0xc27745af201fdd13, 0x0452373d02f99cf1,
            0xc023c9b46792ff55, 0xb380af3ade8f4d08,
        ],
    ],
    // 261 G
    [
        [
            0xaba2e8a8faf77697, 0xbbd2553ae8091636, 0xe96be1ce3e7de60e, 0x5a2c6915577d0f6e,
            0x3f7099fe9f20e64d, 0x7aa00cb0be869120,
        ],
        [
            0x1ba329545fae875f, 0xdcc61bd801132399, 0x9e8130e4c017d17a, 0x702efbdc186124b3,
            0x20aa233be8dc64e7, 0x3c167b9150e38306,
        ],
    ],
    // 263 G
    [
        [
            0x2e792330e918c84c, 0xcda540b98046d82f, 0xd888bdd631af98c5, 0x0e8673012b445597,
            0x5738fde8305000f1, 0x79b26f85cf6db1fc,
        ],
        [
            0x9e251ad0bde2b13c, 0x19bc1e93c9bc6daa, 0xbe02b3a671ff4f7c, 0xa2726022e116a2b5,
            0x5d7771ce0082ae47, 0xd738da6f071393d6,
        ],
    ],
    // 265 G
    [
        [
            0x35865b0f80a5b5b4, 0x60766034fc07f8e1, 0xc1f413b2da2e778d, 0xfcad2892762bf853,
            0x6eabe8dbd295938b, 0xebff7fd57d60d8b6,
        ],
        [
            0x22d21841dcc8b412, 0x4dcb5f850b74d294, 0xadc67a3410ce5088, 0x3c86aeff6d28971b,
            0xba3dee490e17d7f2, 0x53bdd351f67ac69f,
        ],
    ],
    // 267 G
    [
        [
            0x439bc2368bff3397, 0x45dbb6ded36cc1ef, 0x373c4642c546ddc2, 0x55cbb7470c7942cc,
            0xab0c543ccb00b2ee, 0x54142eb89ad504a1,
        ],
        [
            0xfc1871b64fe32213, 0x649d4491b7aac964, 0x41e360481729f620, 0xfc05cd189cfbbf67,
            0x10fd3a135166889e, 0xf8cccd95f1e5c3d6,
        ],
    ],
    // 269 G
    [
        [
            0x39b01dce03b2b1e7, 0x8eef10ac2ce6e69c, 0x355af544f76f3ac8, 0xbce992458ddd2c65,
            0x7566c82a73c99c84, 0x4264fb861e53ed02,
        ],
        [
            0xa01c2b54853eb997, 0xe2018eed9db8a008, 0xb764a58d8233af71, 0x9bae36fbd4b89eb0,
            0x0ff091904827880a, 0x49b27187841c1ac2,
        ],
    ],
    // 271 G
    [
        [
            0x44107cb9fda8b276, 0xe6ef238c052e0e7e, 0x1474032946729fc2, 0x6986439e0493be67,
            0x72482152b0ca6a96, 0xad39ca3e4b74d302,
        ],
        [
            0x82525c0d5772d25f, 0x37d84d085ce16982, 0x3f2b1b4f8b4c9fce, 0x6a4833fb5af146f8,
            0x2ef1b53217b64494, 0xaf03ddb16f7f9231,
        ],
    ],
    // 273 G
    [
        [
            0x0304caf177ff8ae7, 0xca10ded4ee6ba90a, 0x06fab59960f14792, 0xf385d8423a2808aa,
            0x443facea5d4f29ae, 0x2c32c6e28bbdb614,
        ],
        [
            0x100eed3ea052a55b, 0x579a2f1ab81d039d, 0x208b8ddf0e4a5419, 0xce50e01bef9d201d,
            0x1d78ffbf5dffacf7, 0xd48fdee90364cf2c,
        ],
    ],
    // 275 G
    [
        [
            0xfecb5be0682d1907, 0xe6dfe29166cfbb02, 0x4ad881ec14f69295, 0xb4055626e12fb9fd,
            0x40e9e4e879dbedbc, 0x4698ad1d2ed352a2,
        ],
        [
            0xe9d8f20f1a6760c8, 0x36b765b04330b63c, 0xe14c648adcd35a67, 0x46a954a11ccfeee9,
            0x1265aa74abc1fc8c, 0x256d4f3e0f28b307,
        ],
    ],
    // 277 G
    [
        [
            0x136aed1a17f8a57a, 0xc0bd9f82a9b13650, 0x56f0ea5a605a23c6, 0x41167baa5be84a4a,
            0x5b36f0f4d1321d65, 0xf01796f92a5317cc,
        ],
        [
            0x1a1a8c7c46c89ce7, 0x43c4d66a90e653cc, 0x4f2466f9445cd3ae, 0x8d5ad98879831bb2,
            0x19d213f6c558bfa7, 0x1d3e82a9b73ff57d,
        ],
    ],
    // 279 G
    [
        [
            0x656592509bf65536, 0x9b3bfbce258d7b82, 0x0cbbab2802017ca4, 0x856d8b342a14ca27,
            0x791a81e48f7486f4, 0x2abf2eacafcc5496,
        ],
        [
            0x77153a741317720e, 0x79d32e34f0e86e91, 0xb0a8aebdcdde0a80, 0xb51123f0f9fc3670,
            0x4e838e9b99efeeeb, 0xb1dc5a695bbd32bc,
        ],
    ],
    // 281 G
    [
        [
            0x93689fd8141269da, 0x14e7759e06808808, 0x1d768512848454c8, 0xdb49b15a8a6f1020,
            0x802de54dac8c6198, 0x7451842645cf778c,
        ],
        [
            0x989e72d8e0a73953, 0xa59b2c50522f3805, 0x8fe6903737f07a61, 0xa10cb3a616fa517d,
            0xe7f806bdc87de440, 0xb0f67271953bf7ff,
        ],
    ],
    // 283 G
    [
        [
            0x742756c272af2b16, 0x9b86826cbc4c7a91, 0x1c35ca412d297853, 0x80f6021162d3b0b3,
            0xbd542fbd2792533c, 0xb4cbb78069a55e0a,
        ],
        [
            0x6c89f11caea01254, 0x8c0c3288f9e7f25d, 0x7902cfb793510a1b, 0x8215c75a34d0478f,
            0x460d053dfcb09d73, 0x18438fd9d0bf0c2f,
        ],
    ],
    // 285 G
    [
        [
            0x7e576c976f28ea64, 0x99084b59e83d2032, 0x4360476af638ce17, 0x95d6b71946c4ee7a,
            0x5952cc56b68d84e5, 0xbe5b29416f8e5c8c,
        ],
        [
            0x6ad1a9b7d132838c, 0x1761f3e8e741b7b0, 0xf2adf0da4d8abaa6, 0xd33fe32bf0a8912e,
            0x9cb86c24a28d01d5, 0x20b187ca3b292944,
        ],
    ],
    // 287 G
    [
        [
            0x698aeb4646397c11, 0x5056010d65f030b7, 0xe971961cbe108576, 0x07053f88dd4c4135,
            0xb8d52181cda04f64, 0xfb88d04856600d11,
        ],
        [
            0x17b29ac300f17425, 0xc2f4ca026a2f3a3b, 0x868e18cfe923c320, 0xc44199297fc5e6ce,
            0x784b9280ba30962b, 0x31262d3d3266da06,
        ],
    ],
    // 289 G
    [
        [
            0x01857e531667a5f5, 0x4d4b607d13797cd5, 0x97c49d9c04af0886, 0x0f4ce6d4f668df62,
            0x1e1bffc915885a22, 0x748e55284d575d1b,
        ],
        [
            0x325faa64957c930d, 0x6c6f0d305ed6abd6, 0x73b29c7360c5aae8, 0x7a9001d10005793a,
            0x3cad6869e3bc46fe, 0xa07e30b57a03b07f,
        ],
    ],
    // 291 G
    [
        [
            0xa056e197033643f9, 0xc6244ce89d6660ae, 0x3f450b900626d59f, 0x67d01130caba40f2,
            0xa765b617637a11bc, 0x9c110590ff52f4d7,
        ],
        [
            0x444686a08fad23e3, 0x5c0d6ac492b88cb2, 0x402fa7fd6a5a303a, 0x83b45a74bf3b30c5,
            0xb7220cd91bcfe001, 0xa8ba78b6b933418f,
        ],
    ],
    // 293 G
    [
        [
            0x85e88b7fda94ca00, 0x3842ba2e56910206, 0xeb626b1641c95058, 0x1dcffe397a1264ce,
            0xb60fd0e1379de556, 0xd4ca91e02754c4c3,
        ],
        [
            0x57bdcb221dbe1900, 0x6b8b6c81dc9e67b6, 0x16a59a101070daa8, 0xd3ed88a39809921a,
            0xdde20409c0d919ce, 0xe56a3e36e19b94a9,
        ],
    ],
    // 295 G
    [
        [
            0xab8d948b7b23a36c, 0xab2473fb11d17435, 0x5783c12c127b5c80, 0xe2d0e437425cdbd3,
            0xa565886ff5de1f5a, 0xa0ad233e8dbbfcae,
        ],
        [
            0x90cc7cdc08a326ab, 0x5831119df7e3fdda, 0xb50728f1705198ab, 0xdc2a56f0a1886df7,
            0x7b936d2b865b097b, 0xea889d584790b7d2,
        ],
    ],
    // 297 G
    [
        [
            0xd5f7075187700395, 0x7535a6a385d8bfb9, 0xcc3caf1986203eff, 0x01fef378e26e3796,
            0xce2ddeba11917d28, 0xde81bb0a6efd3f8d,
        ],
        [
            0xafe17b319cadfed6, 0xb8e42d94e5f0b877, 0x8d73b89644f89e2a, 0x9ae0ed8b0e63892b,
            0x107c2555d6843615, 0x45829da2e640a553,
        ],
    ],
    // 299 G
    [
        [
            0xd499dbe33f0a955f, 0x91bdb1817de3fa59, 0x65fc16d54d14187c, 0x7817212715449191,
            0x7795803b206b0515, 0x263b82ce25889b47,
        ],
        [
            0x90c6e754e825e689, 0xc226157981366b3d, 0x550a740952d2b820, 0x03dd82c8006be1e4,
            0xa2fb04546dc93eae, 0xa99ac9957a8bf59b,
        ],
    ],
    // 301 G
    [
        [
            0xd5f9ea270f96c111, 0xb4136b9fea8eff8d, 0x0e6d1251fe90d5e7, 0x21c9e1061db43805,
            0xe3088277749d1751, 0x7c7dd04eef3eb8ac,
        ],
        [
            0xc78380576b0501c5, 0x764cd042a7be3d9b, 0x90fbbb3b0e10dd2e, 0x664c3a5f8320ce5f,
            0x1be9d2e41e83abcd, 0xae6375ae5ce5d304,
        ],
    ],
    // 303 G
    [
        [
            0x6991a51b0084abd5, 0xe75b2b5f8e5eb295, 0xf37dbe63620d7106, 0x0a4d23268fdad919,
            0x1ea538dbf8a85ce2, 0x6427263340a744d7,
        ],
        [
            0xa22da261c3546183, 0x6338d144ec41c6fa, 0x898467e485edaaf9, 0xa93f41b6314e6d0c,
            0x6324bfe2c5e5d46a, 0x693c996300791642,
        ],
    ],
    // 305 G
    [
        [
            0xfdc0d14c7feaad09, 0x4b4372aaca88299e, 0x0a7f9f5dab473f10, 0x949f7ef190696ce7,
            0x2b0c1a383fea427c, 0x57bc637b4f8c8221,
        ],
        [
            0xd1cd25b988f450f6, 0x642198175423b0a1, 0x3e8a0a6dc268605f, 0x29077ad26bf80781,
            0x40893641c5994163, 0x59a97c7cd8748174,
        ],
    ],
    // 307 G
    [
        [
            0x16b8e8857c9bbef2, 0xf93ab69acae24c9b, 0xc552840d78665ea1, 0xc09bccd053d3de89,
            0xaa99dc2f140df137, 0x562b44a6e8166978,
        ],
        [
            0x0176ca6f00f39539, 0xa08467fa014205e1, 0xa29b84c5a551bdfc, 0xa28a64015a86ade2,
            0x9003a6d149cb6798, 0x8daab84c1e113bd1,
        ],
    ],
    // 309 G
    [
        [
            0xa67b686c4dd8b775, 0x5fe690eed203ab3b, 0xeea4c1976cc3bf19, 0xb2c43c80d223e1da,
            0x11ca30ace3dd3260, 0x5df3ffb9a11c625a,
        ],
        [
            0x63b9cd15fe4af4ff, 0xa7bab9d88afb23e7, 0x3eea1399c1a0afa7, 0xd8bf54ea8c054610,
            0xd853e660e6ac8181, 0x6a6c85dedb0a464a,
        ],
    ],
    // 311 G
    [
        [
            0x068807cb0dd939b2, 0xb73d721010e9bfa0, 0x781dde1ae7894ee5, 0x2d08b782cd7418f5,
            0xcc9f94e50da43a4b, 0xfa6f18f4aa82f22d,
        ],
        [
            0xd8bfc1aa68d43276, 0x1a894f0c53474e97, 0x195f94f45b35f12e, 0x12bd8503aa9ed041,
            0x678433f4059ad980, 0x52791eb9fb238d0e,
        ],
    ],
    // 313 G
    [
        [
            0x97a2f3384bc98d68, 0x84989e6f3236c2bf, 0x18aac1c96cefc3bb, 0x02503d161de3d821,
            0xf004c73b98983634, 0x7779d55f7a694735,
        ],
        [
            0x4890ecf45a3d6e71, 0xee69820a7130e318, 0xc4b9dc8f5e930edb, 0x92c040e3148101de,
            0x76b62563a00b518b, 0xe12eb6c523c6771c,
        ],
    ],
    // 315 G
    [
        [
            0xad18fbb33e19b76f, 0x652706404e0bc88c, 0x1f7ec040be0152b3, 0x5950921840d4f3ff,
            0xba6e1bfe597ff285, 0xb757b67dcf39f762,
        ],
        [
            0xc0b658551702db56, 0xd66a57059ee04579, 0x884ffba430abbf43, 0x0492dde2e7c4ba84,
            0x33eb4b3f0bd1c3dd, 0x670d03def6307a2e,
        ],
    ],
    // 317 G
    [
        [
            0x4d842c0f1fe92891, 0x1c7c7443d6025b6c, 0x7b66bb8e932fd014, 0x9fffb899ca8008d3,
            0xb2ad53e1c0582b82, 0x9a53ce4954358754,
        ],
        [
            0x8da37fc114225c0e, 0xad202c6ace5adc0d, 0x324b3f962c7a99be, 0xe70d74da3924be11,
            0x3d32daf40d28fdda, 0x408ab04aed9656e4,
        ],
    ],
    // 319 G
    [
        [
            0x22c5a722936d2bf8, 0x19d204c2caa9c5f2, 0xe41c681c831253a7, 0xed28e1378fa4b933,
            0x31a178838874d4aa, 0x5ec3b81e70245776,
        ],
        [
            0xcd827c110cb430bf, 0x3b431d60083a4fb5, 0xd977823b96585531, 0xc19ee40cdaa321ac,
            0x99790a5e8e9c0600, 0xecac1814cc528c03,
        ],
    ],
    // 321 G
    [
        [
            0x72821c596d3d6a9e, 0x4c8f5d37b153b547, 0xc52c0e520c3447e9, 0xc7422d84d4d7c412,
            0xdbd231992b274214, 0xe4b4a71e56cd38bc,
        ],
        [
            0x7d9936adc6818439, 0x182ef292c0e6053b, 0x7bd2e0a1d2f6c950, 0xae654f32c9af2d4b,
            0x65c98ef5d7de194b, 0x575bfcc6ce88871f,
        ],
    ],
    // 323 G
    [
        [
            0x7082b2917d26b496, 0xbc921415d6a233da, 0xd6458baf86c3c34f, 0xc441961cdeb5e3e2,
            0x082e83a35d25be9a, 0x5d6de094b6ff52aa,
        ],
        [
            0x7121e79baf146184, 0xfa800c04ae282c0a, 0xaf4d7ddf5cf8710e, 0x974a638dc4f1982f,
            0xee2ff2f49829e192, 0xaa821bd8ea1e5f1a,
        ],
    ],
    // 325 G
    [
        [
            0xbcbd1e955d2326f3, 0x51b7be4b56a0615b, 0x7f261ca52f2d7e55, 0xbfb86dd8e617d7f3,
            0x3fd28f2654497998, 0x7443aa4949541ff0,
        ],
        [
            0xb1cd993695357540, 0x88a199bf044c265b, 0xc540f462d9b0086d, 0xd77f070cd8ad83d7,
            0xa400f06147bf794e, 0x6455c5f454b1b736,
        ],
    ],
    // 327 G
    [
        [
            0x4dbfe089b8ff4507, 0x73f6dbe8bf5db4a1, 0x8270f4148dba0821, 0xe4f5e0313b9c3446,
            0x09892e907bca5109, 0x84c1ffc6c25be976,
        ],
        [
            0xee1ecc08b76bbdac, 0x5bfc9e62a50ff0e9, 0x20f7a5e66dc03e89, 0x7e821fbf2900a8f6,
            0x6833d295beb317be, 0x4ce90e68736918dc,
        ],
    ],
    // 329 G
    [
        [
            0x86398b50875d5d08, 0x8c447295fe5c4746, 0xfc08b801bcb72631, 0x4f4dd396001d2c86,
            0xffcc6424e2e5a32b, 0x59b669f3ffbdb134,
        ],
        [
            0x9e849a8f84a96a81, 0x4985b206e356b62f, 0x40032eb6034efee9, 0x4ba2ef8caf6f2c5a,
            0x435c36ccf38d17c4, 0x4dd57ce622b6dfbb,
        ],
    ],
    // 331 G
    [
        [
            0xa1c50e22fffca772, 0x826a8c5d2d9489ed, 0xa9e13a0915968618, 0xc692af5e9de1fb32,
            0xf3a1494d8e78347a, 0x35046245321c28b9,
        ],
        [
            0x3573160bf05896f0, 0x90891c4122f4f0da, 0x06321836da328d4e, 0x3d85150ad5ce1e1c,
            0x0773988f4adf9324, 0xaec7b16da0492c4b,
        ],
    ],
    // 333 G
    [
        [
            0x3c70a967d36a134b, 0xc484a12a209f779a, 0x006413a17f6fa274, 0x5a4f19bd54fa3845,
            0x696d43374ac3e730, 0x66a2cf392ad057aa,
        ],
        [
            0x917296b9e432f9d3, 0x092e37ae6b2c4f21, 0x41b9314b32b98ff1, 0x0337bdcb026f373b,
            0x928043627964060f, 0xd503e1038942a3b6,
        ],
    ],
    // 335 G
    [
        [
            0x3fb6cf5abf1404b4, 0xd35fcded0d15d48d, 0x8ddb8d7cf3bfb835, 0x0a8432e615313e4a,
            0xdcb0a063e5051df0, 0x1ca7f66dd3be792f,
        ],
        [
            0x5d469d3024247fea, 0x8019949aa7177a4f, 0x9a20861a810fbc5a, 0xc17da7b573f5180e,
            0x87f14a74759d94e9, 0x011d931b9a6b59f1,
        ],
    ],
    // 337 G
    [
        [
            0xf035412e56e53c27, 0x7d3235daac626e5c, 0x13a34042549d67d9, 0xdc82afab19def5fe,
            0x2fc7713f26679d33, 0x2ec02c6c35aba60c,
        ],
        [
            0x492344ca1e62a610, 0x1802df5a37e9b18b, 0xd293c94065ef0c7d, 0x73b83b5edb31d2a4,
            0x3ac30cb29082b007, 0x96b5bf10a7904a47,
        ],
    ],
    // 339 G
    [
        [
            0xdb138d61585b25ca, 0xecc552ebdb95e8ed, 0xe205e4a46e225dfe, 0x1649551c12ad2c96,
            0x684a736b8fae0e22, 0x46b7ecbf7b1ee20a,
        ],
        [
            0x50191869de536fd7, 0x17415ac73f09e0ca, 0xb1657c63b9d49810, 0x1fd0909c2cbfd8c7,
            0xdcc679368b67c9ca, 0x044f38a85623c1b6,
        ],
    ],
    // 341 G
    [
        [
            0x4ca4177e89f43949, 0xa887fe4e1c17df09, 0x4f1f97abcf6d4122, 0xa8edf84c49ccae40,
            0x5876352896bc6d30, 0x75ff9762c085236e,
        ],
        [
            0x6708b7378a2b12ca, 0xf71b738d212745c9, 0x36c4535b01aab58c, 0x3bb5915eba435910,
            0x1bc6b737f3b270a9, 0x83735616bedc7d80,
        ],
    ],
    // 343 G
    [
        [
            0x9612934e1b15c221, 0x3eee1c74c09d2a38, 0xe758847c5ed56d07, 0xa077da64006cab3e,
            0xbe8a1a1069e829f6, 0x52237d804649d8d9,
        ],
        [
            0xedf39aecebbfd183, 0x97344c8deabf46cd, 0xffb4e53c08441603, 0x3d6690677f62a5e1,
            0x278e83ad8ca79041, 0xb6a7c3b964abcea7,
        ],
    ],
    // 345 G
    [
        [
            0xcca64f4e1425543b, 0xaab46e4178a26399, 0x3006009e42e6eb52, 0x8d1a9800dcbfe43e,
            0xfbb2b1b7cb9b4535, 0xc816e504c521def9,
        ],
        [
            0xecd5831eda6c9073, 0xe54df14c5feaefea, 0x0b55a4412accd00a, 0xf04d272902c46c52,
            0x4269d55daa964a08, 0x5f787346c3e524e6,
        ],
    ],
    // 347 G
    [
        [
            0x496059634db13361, 0x8954fe876a4337f2, 0x34f3e4ca189de7f1, 0x3fda41803be60d5a,
            0xd30e94fe746bbb6b, 0xf21090d12657cc27,
        ],
        [
            0x02a9323bb2e8bfa7, 0x3b1a1176ff720f22, 0x8a7e962d1fa3381e, 0xd0a4937f777713f3,
            0x97bf86dd0f45cf1f, 0xf00e2f9f0d88659b,
        ],
    ],
    // 349 G
    [
        [
            0x684c3a25a0446585, 0xba574b5e5f5243dc, 0x4c894158a12b3665, 0x7aed92189363b54f,
            0xe186b656d6c072f0, 0x5c07921111cd9116,
        ],
        [
            0x74b9ae2e25b5e7ad, 0x90d4131a9279b14d, 0x4958a78c9b1d3b91, 0x08539e66d520fddd,
            0xe3f70829edf632ca, 0x22f18a60fe906d31,
        ],
    ],
    // 351 G
    [
        [
            0xf367e5bc9b247777, 0xe9cb94034f66d09f, 0xfdd22b8a6fcba128, 0x5f8eb768a3c2d057,
            0xf6eb35764294c79a, 0xe218dd911ca0d6ff,
        ],
        [
            0x1941a2f6f7571710, 0x435d8a087f66804f, 0x2f1a0315714b9fdb, 0x9ba4ec7356e4465f,
            0x03057d8518aaa999, 0x275398f1989916c4,
        ],
    ],
    // 353 G
    [
        [
            0xfc350fbd04a7c859, 0x7525222e897eac81, 0xabef6d565bee2137, 0xd3399117d3f01bc8,
            0x6d53dfdd4bada2ab, 0x724063ea4a71d3d6,
        ],
        [
            0x4fa801c775266e5b, 0x56cea23f49f60974, 0x7eb75a48433112fb, 0xe97a1c4192372932,
            0x7ca3d80331551b3f, 0x3ff0af1356a97406,
        ],
    ],
    // 355 G
    [
        [
            0xbbad328758519121, 0xcc83ec6b5141c709, 0xadfef82228440bea, 0xd7c35ae931a14515,
            0xf707138cbbbcd887, 0x0441aebd099aa04b,
        ],
        [
            0x6c8510bb5060a593, 0xb477532b7f55551e, 0xc7f4a8835ca41a32, 0x600b79ba4ffc9699,
            0xabd3fd3dd88f4062, 0xb9c46364cf556284,
        ],
    ],
    // 357 G
    [
        [
            0x143e7ed09c3f906a, 0xe73433f1333d06fd, 0x5704054e4ab133a1, 0xb04c0c7df92476f3,
            0x8acf3281fc8d9203, 0x856a85d489b02af5,
        ],
        [
            0x3e12e8df5ac63a0a, 0x69a43dbf9c6cebb2, 0x0e7bab167bd17a1d, 0x6b3cdbbc176e065d,
            0x715e55ba450bebbf, 0xf7b4e33e0b9bb96e,
        ],
    ],
    // 359 G
    [
        [
            0x110e907fce8b89f3, 0xb81971a46a101aba, 0x53e023de65596ae9, 0xafe0b51456940c13,
            0x70e917dc3378b5c3, 0x29ad1ca89a166a0e,
        ],
        [
            0xb9203415f23cdc09, 0x989fc0801d5a064f, 0x8ccdbbb29a5613f0, 0x5c1ce8f6e5bb2ca1,
            0x361f917b38b61c47, 0xfc5134602c21d44a,
        ],
    ],
    // 361 G
    [
        [
            0xe98ced8ab190f225, 0x9ce63ed4acafb019, 0xc47c3118cf83659e, 0x99b542c055fa6dcc,
            0xd33059428e92f4e7, 0x81de1ab0650b5787,
        ],
        [
            0xbec653307447acc1, 0x6c40762dd539158d, 0x8158c2ae5471ed90, 0x511c6a1576ef0222,
            0x590fb197bfe6b59c, 0xf5e0b05376d32763,
        ],
    ],
    // 363 G
    [
        [
            0xc43d015a002fc720, 0xa6e4e0af23dff2c8, 0x9676b1eebcfc9dff, 0x9341ef31b93323e8,
            0x900e14c18d265958, 0xe12bd78c99efd94e,
        ],
        [
            0x500c0a1daa8c7154, 0x2602429cad3e1e27, 0xedbd765c9749f9ce, 0x46301f888576112d,
            0x27a231e0d5f732f5, 0xba60d9bf3052ed09,
        ],
    ],
    // 365 G
    [
        [
            0xe9a928f48ca8d862, 0x5ce0f3a8c9cdee25, 0x2fd9c3fa744c7943, 0x3894dedbfc1d0805,
            0xc6ef5ecd7e654784, 0x541a66d3e62c7679,
        ],
        [
            0xe1c424402035ff5d, 0xddd21fe198474d9f, 0x210018a439d6a32b, 0xff9fdf842b64227f,
            0x0bad2e3029491701, 0xbea7a24f3853d491,
        ],
    ],
    // 367 G
    [
        [
            0x4ee7c2709e4fd0a7, 0x891002401e1807cf, 0x2f62c27c3b0f046f, 0x7f1503b541cf6c8b,
            0x7c1b2e9bcdfce685, 0xd2166fc62834bd34,
        ],
        [
            0xbc14a34214bec510, 0x12a9615ad7c34ca2, 0x3a50afd97058bec2, 0x7e65e5e0c9e62ddb,
            0xb3d5dcc3ea84db71, 0xb15b57bd166586c9,
        ],
    ],
    // 369 G
    [
        [
            0x4364d0c8f365b4e5, 0x9f9673a7a0136e18, 0x7e1d8c46f1728021, 0x7cc7acef60081647,
            0x8f209151e14d1a45, 0x80414228f02f4d0a,
        ],
        [
            0x756f0ebcff891f54, 0x4434ed847b87675a, 0x3a1dca56b00ed0ec, 0xfe644e1e8b535acb,
            0x0d5f6f0ac82c32e8, 0xa2e3c118404cc3a8,
        ],
    ],
    // 371 G
    [
        [
            0x28da96f2f5b82696, 0x3344c826f92cbcab, 0x2fbe12de9bd4a021, 0x97b5940d7786e888,
            0x8d5a4e3fa4765059, 0xbce1814dedb7b8b7,
        ],
        [
            0x74ee442476a705dd, 0xc50706a33f8a3df9, 0xd79387c934dfba94, 0x23a4a44a39303e39,
            0x57c5e866b3a6dbf3, 0xaa31208550b8437a,
        ],
    ],
    // 373 G
    [
        [
            0x7d9152ec7aa8e75c, 0x0a29eb1508e29f7a, 0x1adf429986e0f3db, 0xb9d2b66948287b71,
            0xcb0f1b5b6265365a, 0xd41f86ffc770882c,
        ],
        [
            0x5be1b237d53e2d8c, 0x1ee39d45fc68b335, 0x9e834d9f890e65b4, 0x1aba1f09cbcd8ec1,
            0x0ae42238544883ec, 0xfd07d9e358a909be,
        ],
    ],
    // 375 G
    [
        [
            0xecd9135e7bf58ab8, 0xae874514658b4b56, 0x3c1eeb4513d98caa, 0x2c75b312023268da,
            0xf763c4b78279de70, 0xd5cc0bf7a9c74fc6,
        ],
        [
            0x95d117fca7154fd2, 0x6cf2c2707c7cc3af, 0x756de73cdcfd3d2e, 0x226a14f54cd4b880,
            0x27cfaac5cc9767eb, 0x1bf08c4fc1ff4338,
        ],
    ],
    // 377 G
    [
        [
            0x9d9e96b4616b25e3, 0x4ce2c41e0264566b, 0x369a4eb35081d3b1, 0xf80a19e2be6e3214,
            0x0ef240665b4fba63, 0xfd7a749b724f3fd5,
        ],
        [
            0x80d141b6bb655a62, 0x805e07b5a96f0eb1, 0xbf994802c75d240c, 0x72102f6fac4d9318,
            0x50728c1cdabfd72a, 0x6ce0789f1c13413c,
        ],
    ],
    // 379 G
    [
        [
            0xf46bd96359e484a8, 0x8c9adc9604f96390, 0x0d6bbf2769a41cc5, 0xbc21bb08a5a37592,
            0x5262e92e417d0bb7, 0x3a6f9a98f96dd120,
        ],
        [
            0x644f488bb36cc174, 0xdd1a6f0348eb6f36, 0x67a0975934273671, 0xc588eeec808d208c,
            0x94d2571161a4b013, 0xdece83bbafd5da01,
        ],
    ],
    // 381 G
    [
        [
            0xf66a7418ec502661, 0x57fcf74922892e9e, 0xc160994a6951839b, 0x1d950090a91151bd,
            0x97eef625c88969b5, 0x25e2074b073346f5,
        ],
        [
            0x01d1a3f5a777f5f2, 0x817ea1391aef5be5, 0xec7059b1fa48b98d, 0x1f1332e9ba7dbc63,
            0xbf289087be97386b, 0xa5b97668fdeeb380,
        ],
    ],
    // 383 G
    [
        [
            0xd578e42d2a03ce77, 0x019e165c3ba83b17, 0xbe6ca9fe236fc0a2, 0x6ed0f6f25108699c,
            0x443085992ac0cdce, 0x5d1fdae1ca14df33,
        ],
        [
            0x5d1e8c1b051015ff, 0x5bc67f2665f0cdbb, 0x2d54288cb97bf64c, 0xaebfb8dc89fbd5c8,
            0x10b9d7573c9605a5, 0x9199c83b1a80d7d5,
        ],
    ],
    // 385 G
    [
        [
            0xae4b05b7a539c59f, 0x58f38744cbd02232, 0xd66533b2e73252fc, 0x55d5d684f7f60455,
            0x940a583493cac9b1, 0xb64b82fadec1596c,
        ],
        [
            0x7f1eedfc10327fee, 0x7d3a2e0f2a2564e7, 0x296be723e9d6f57e, 0xefa55376a9c0ce88,
            0x5d3b90d3a30e71e5, 0x070a2ad1810eba11,
        ],
    ],
    // 387 G
    [
        [
            0x2e0788f6678f4eb1, 0xcc34e35652a6a55d, 0xf2529d38bb85446a, 0x7f0b21063b01bc0f,
            0x9c353e84817fdec2, 0x1fbc1cd53f57a268,
        ],
        [
            0xd6955f15fd42f72f, 0xe5db7f44db765086, 0x9fe6674ebb02255a, 0x0b7d2ceb1e6b14d5,
            0x103c0c61828737b5, 0x4809e7ed6bffa8a1,
        ],
    ],
    // 389 G
    [
        [
            0xe2faf0c90dd4b6f3, 0x2daa1d52539aa67d, 0xe2b6bf43cd6c78f0, 0x6a3a0a5e2554072f,
            0xa635ac4157cee83a, 0x3be057a360c18f29,
        ],
        [
            0x8e839b1305590512, 0xe7c925d225997649, 0xbed293d960234e54, 0x7d5df547b978b9a5,
            0x3de7be921e386961, 0xc8ff80250182eaf1,
        ],
    ],
    // 391 G
    [
        [
            0xb897b18c65199f22, 0x424a0dc175c44885, 0x604e1d73c33928bc, 0x5412d2b8a947c1b9,
            0x944025da230067cc, 0x2f93f9969a0c1700,
        ],
        [
            0x71c95e9ac21575c7, 0x9cd981d0943e0ed8, 0xdcfb0e3b5f9fbaae, 0x799db5f1063a1377,
            0xbb7af05ba04e21ee, 0xa9659742caf81c55,
        ],
    ],
    // 393 G
    [
        [
            0xfbb2276306889fc8, 0x1b79ea9220cd6b78, 0xcf3f9aa051e43202, 0xf2defc6dfc722c06,
            0x6ac7c739c7f370d3, 0xe775e0c75f12adbe,
        ],
        [
            0x6889b745c693b6db, 0x9091bfc8bbb7b729, 0xd4dda0fc351cef08, 0x03e48fc4b40545de,
            0xb8113c0aadcde5a2, 0x3182346af745c1d9,
        ],
    ],
    // 395 G
    [
        [
            0x81a839f9da4a78c2, 0x5e65697071a953bb, 0xb50a2fa142d7f2f0, 0xc22924ed17496c48,
            0x153db090eec03f70, 0x88878c689aab5a6f,
        ],
        [
            0x0ba056bc3a9b99f0, 0x405145290333e8bd, 0xdfc38138c0362dd3, 0xf4608ca7cb66f703,
            0x34ea3869223c7ae1, 0x05401e819356b74e,
        ],
    ],
    // 397 G
    [
        [
            0xe440ad7b1d0e3326, 0x58a8ba3cf0d32650, 0x112e0f1c43cbc70f, 0xb851efa3e532ef2b,
            0x085f25f735129fca, 0xd7c9614e6980c0aa,
        ],
        [
            0x51797a56ce9d0ee0, 0x929c589bbfaa6e41, 0x8867c30f6c00ec72, 0xa4324dd821b92cec,
            0x0ce66a98128a0f94, 0xcf206d11261bcd23,
        ],
    ],
    // 399 G
    [
        [
            0x4cbd2a40c06b4342, 0x6011bf1eea064bb7, 0xba6ec39dc73d3f7b, 0x8ce18fb1413e70a3,
            0x8fde87cea9f79ad1, 0x64caf8ac60919e1d,
        ],
        [
            0x3676898bc749c46a, 0x649cf2f60297e453, 0x06f0d8106e9e8182, 0x1a2d9cb818799c52,
            0xd1325f1ed0971c21, 0xde0361ac3bc7509d,
        ],
    ],
    // 401 G
    [
        [
            0x191da96ef4b91aff, 0xec19c326557f3c36, 0x40a12cdc87c6beb0, 0x7f30cc4d764c5946,
            0xe1568b43d179252a, 0xa6e806977007be72,
        ],
        [
            0x34a12da89b7cf3a5, 0x7e0e50995d493fdc, 0xc3dc9257b525e9fe, 0xa37e08459a572147,
            0xf0c8dafc57d1c70d, 0x1dc91449352ad7e1,
        ],
    ],
    // 403 G
    [
        [
            0xfa04e43e4372ed6d, 0x16112f2cdbae33a0, 0x578dd6e502bc5c71, 0x11f8a9df71ea0f7d,
            0x7e1a220640248784, 0x1fceab435bc1646e,
        ],
        [
            0x0c0051f6463c0c28, 0x7a27563e197a1e7f, 0x0c95de0612f4afcb, 0x45ef38e749accc46,
            0x0762edc1ecdabab8, 0x34679c9b93531181,
        ],
    ],
    // 405 G
    [
        [
            0xa40487a0cb4cd847, 0x0184ea61fbd7c359, 0x71897bdbb3a6a476, 0xf578cfcddb2af722,
            0x3d6abb9ba40a2516, 0x605a9e6cc2409d5c,
        ],
        [
            0x8574b9770ec159db, 0x85ca5d1018d7907d, 0x26859068e81769b8, 0x3cd8647869e11f44,
            0x589203c6e5d6ce4f, 0x69f9a6aaa45e0f72,
        ],
    ],
    // 407 G
    [
        [
            0xe172db3354a3175e, 0x3868592b3cab3a81, 0xb980fb268a4b1305, 0x69697fb3e0ed75af,
            0x3261362453a55f53, 0xffacbc8905dee8f3,
        ],
        [
            0xc4c92f83a72e580f, 0xb5e2164b88d6bbe0, 0xce2abe945d457c7a, 0xb379ce7afcfe1ce1,
            0x4b81c11cac709ed5, 0xe4afdc0587dbc999,
        ],
    ],
    // 409 G
    [
        [
            0x170ea9ce9018b1a0, 0xbb3e67e0bdf5ab23, 0x623cc0020f7bb17d, 0xba6954035a7e47eb,
            0x3538285242326a18, 0xd1e4cfcd11298569,
        ],
        [
            0xa949e232eb6b4efe, 0xe159305e2b0018f7, 0x51f9eaf736fa513c, 0xd1c7661188b6a346,
            0x318389e4a0ca5870, 0x06bdfdd31e9257e7,
        ],
    ],
    // 411 G
    [
        [
            0x5e4283789ea61741, 0x4e0a313aaf9daf6e, 0x1f9b6c6457b52c7f, 0xfc2d5c7e22b2ab86,
            0x56af895ea1719ae5, 0xac85d567516a37ee,
        ],
        [
            0x83f3a58ccc05f511, 0xe19c4622bd589ade, 0x105e0f715e097f17, 0x5a433f61f1e382c2,
            0x1e700a45a1d65de1, 0x58e1ee5677840a03,
        ],
    ],
    // 413 G
    [
        [
            0xc8ce00a3f11f1995, 0x62f94796b2a40370, 0xe00adbc0f1cc317a, 0xa960c2f02382a80b,
            0x82fef40c542a9f3f, 0x7ebfe54115c4a5ee,
        ],
        [
            0x3cd773bee78247b7, 0x6112f79095a062c2, 0x79b5166d37532e05, 0x3e6d32cb287fd4db,
            0x8891efc878cb07dc, 0xfacb3b286223fa48,
        ],
    ],
    // 415 G
    [
        [
            0xc3406c21e7d7a18f, 0x868c807b19ac7fa7, 0xc2fad6f2cd1f1846, 0x43c101642d5c86ad,
            0x31e73fdec6b94081, 0x74f3b246c2f77861,
        ],
        [
            0xb6f1f890941ed399, 0x07978581f1023c9c, 0x449452cd1211e1a7, 0xf951c4dcb54d6917,
            0x769b40e70589badc, 0x1033db00b3336b9e,
        ],
    ],
    // 417 G
    [
        [
            0xebaaedcf2accbbeb, 0x15fa80413a8094f8, 0x0652f6e683135652, 0xa1795c8997ed48cf,
            0x8c4f3b9bd193de5e, 0x381d0b3abab143d8,
        ],
        [
            0xdcd7269d62e99f39, 0x1fa03e56af390602, 0x1e00365b8601ec79, 0xc34bef74edc0355b,
            0x0ddc00a2be384f8c, 0x2d83cf8d1bcbd256,
        ],
    ],
    // 419 G
    [
        [
            0x55fa77032d48d170, 0xb53ca82dbe10a3ae, 0x5cddb022646e0510, 0x3cddee0d19453284,
            0x300dad168347abf6, 0x86009c2da1d43b24,
        ],
        [
            0xd450f782d4522d94, 0x53d3b26a24eb102a, 0xe83923e7e82f1007, 0xa3c5d4cc69fb9126,
            0x358a8671739a0efc, 0x4c8900bde67e76c0,
        ],
    ],
    // 421 G
    [
        [
            0x2c0ab8be4fece4b5, 0xcf2af5b2d02a808d, 0x7193becf80b7e29b, 0x6cd3cfc8970036c7,
            0x3d818d8647da3a0b, 0x4ef961a8bd0e878d,
        ],
        [
            0xce76c8cd10cdae51, 0x589ec89ec9769100, 0xb67ceb12cb6d5f3e, 0x76224cbc1840aa38,
            0x8866a443838499cc, 0xcb694a97266d00da,
        ],
    ],
    // 423 G
    [
        [
            0x98152ee35dcd1865, 0x1d8cfa0fd9f97f0f, 0xd0132b48a9e99a1a, 0xa5b7706dee7bfd42,
            0xeb103c4c323ab5e7, 0x4add6f97ea345193,
        ],
        [
            0x579a05e83ccddb5d, 0x8dc60bcfada0aae7, 0x2dbe50eee1aff0d9, 0x8d5cc07831a46bc5,
            0xeb6bab9fc24ead6e, 0x988fd0373b6c1b04,
        ],
    ],
    // 425 G
    [
        [
            0xa967c505b53b7118, 0x2041adc6466ed4e2, 0xf22b6f55302bdbe8, 0x4158bb6511a8e74a,
            0xda5b44c378eb4663, 0xbdea990f8ca485fa,
        ],
        [
            0xcb46c288f6ded6d5, 0xa8704643f93ef0fd, 0xc0f7075e02960d48, 0xba25a5d39ac80e44,
            0x8f36d3a9631ea57a, 0xd91ad162e0bdd891,
        ],
    ],
    // 427 G
    [
        [
            0x3619a0bfa4a25070, 0xe90b66041ffe718b, 0x6f213f532a23908e, 0x90a70f9c95bcf858,
            0x54b9f90c89840596, 0xfdba5adc99e9c43a,
        ],
        [
            0x610f961e68576e52, 0xfea0e2a4fc2a34c8, 0x9a14880cdaa1ecd1, 0x4f86a1673ec42136,
            0x7bb6068175df3c78, 0xa4a5ec230798cbcf,
        ],
    ],
    // 429 G
    [
        [
            0x64cbb930ed1eac07, 0x55e280d9c12866db, 0xc028723c3bbe7ee0, 0x3d9496ce5065aa87,
            0x0911a4c0dbea5e30, 0xf47cbe940c7e1b6b,
        ],
        [
            0x1bc31afa42ec6c69, 0xc56b9a63076272ff, 0xb61b2715f1e15062, 0xf81a1bccd6d65f2e,
            0x29a623081ecf5213, 0x1f53443f4448dcc6,
        ],
    ],
    // 431 G
    [
        [
            0x648cebba35627155, 0x20850acb98a394a3, 0x4bf61e74c8254d84, 0xd25346e4ac5dee56,
            0xf29e550b072508e0, 0xd066329556af626f,
        ],
        [
            0x604a97eb73875ca1, 0xc817e81bfddeaffa, 0x0f130e9df73fd8a6, 0xd488737e2d04272f,
            0x04fd5f324cf63915, 0xdecfdcfd9db8239d,
        ],
    ],
    // 433 G
    [
        [
            0x7cfb454bd7b173c1, 0xc57e4a3854f73625, 0xbdc6658f10937e13, 0xac106106a8484166,
            0x73a95fa1d9bf0dea, 0x24a5a6e433015bc2,
        ],
        [
            0xf0b20368a408b7da, 0x71d65c02d2af791e, 0x8098084570090587, 0x5f02131fab6bff01,
            0x9065e806fb5550b8, 0xc37192b24e8a349c,
        ],
    ],
    // 435 G
    [
        [
            0x96f5604b010326a1, 0x900e623b29dd43d5, 0x344215f76e814413, 0x3b40633956281787,
            0x951d291361205522, 0xd971222e2924ce85,
        ],
        [
            0xb4084e9157248b3b, 0xdad20e6bd18d9f94, 0x5ece890546f679fc, 0xa1f63368fa5f38a7,
            0x486bc0a9c93a7309, 0x763078f48af08217,
        ],
    ],
    // 437 G
    [
        [
            0x53ba15a2c6741fc7, 0xaab301f81aaed7d0, 0xa32160023dd29204, 0x27da9e1f30be357d,
            0xbc5b5b1c2f67bae8, 0x54a25b224c417e89,
        ],
        [
            0xeeb9ffe28a801190, 0xecc5c951f44c8002, 0xc94d55ab9e9273c6, 0xf14bb57a75f7458d,
            0x5bb8a99280b29691, 0x1a7cc778dc580d94,
        ],
    ],
    // 439 G
    [
        [
            0x10b8cea647c7dc61, 0x1c51867ca89f1373, 0xbff36b0c7ca6b07b, 0x802843197294146d,
            0xb20def8775e274b7, 0x8642d4eebcf5634b,
        ],
        [
            0x2838ba7e93fd872b, 0x099e81b81a116308, 0xec05459b3de946c5, 0x01fadbc2efef056e,
            0x110338b26b17f9d7, 0x839ce2d97040bec4,
        ],
    ],
    // 441 G
    [
        [
            0x0f1e164e2b524b0c, 0xf69c2811d118a950, 0xc6dfc17af07d767a, 0x852fe21cfb3cb14c,
            0x53de069516ab0204, 0x5cbc4c795e1d15b1,
        ],
        [
            0x28d599b5d471bee5, 0x1e98b82d01118ed2, 0xbe949bd7952da3c9, 0xe88ca840184535e4,
            0xd2926e82f41cfd26, 0xafb8ae42de244668,
        ],
    ],
    // 443 G
    [
        [
            0xea6a1837952282f1, 0x2c940f9c483adab1, 0xa05f53c050e60994, 0x4d5c0ee6dbc4674d,
            0x828dd741022b53df, 0xab69eacd12d94242,
        ],
        [
            0xa20d6c2cc35673e8, 0x352c1a611e887dce, 0xb1247a3528ef98cc, 0x7f86d5d85ff81498,
            0x079d3aea6be72584, 0xf1f3a4548408168a,
        ],
    ],
    // 445 G
    [
        [
            0x7197f7d4fb0a42e7, 0xdfe18f90b1915c77, 0x0874112a944edce9, 0x3e0a3adfb35d05af,
            0x2b8341825af9f428, 0x15ae362fb5d73af7,
        ],
        [
            0x881a0c1126643a53, 0x4fd65277bf5ac98a, 0x42ddb7e9398f870e, 0xaa7e134eb72755ad,
            0xc0784cf50dc88b91, 0xe12453263dd6640a,
        ],
    ],
    // 447 G
    [
        [
            0x14b5e323e26635dc, 0x0fb95d35fbc182ce, 0xe736960033223455, 0xd1f172693368eb19,
            0x43552e6779d9e48d, 0x7f4c7086ecb56d57,
        ],
        [
            0xd866ea13c3e2698b, 0x58efbda24f00dcc7, 0x89fc0a2731055b16, 0x8e556b3b2177c58b,
            0xd7aa0114fe202dfa, 0x0a90328dfad4c918,
        ],
    ],
    // 449 G
    [
        [
            0xe2fa5a15a78dfd1d, 0x13f5863c541cf3fa, 0x6ab24a3c8419d90b, 0x741f6823a05ccd5e,
            0x1c3116c02c5c6fb9, 0x053ba84dd9a69353,
        ],
        [
            0x40ff0ad7aaa91c14, 0x4900762c76091ed3, 0x354f6e6c9dd2e8e3, 0x63fe37208934b077,
            0x7e7d6564e262949e, 0x9179a08caa40e82d,
        ],
    ],
    // 451 G
    [
        [
            0x26ce3dd8c0ccdae7, 0x7519e41f2827e4a1, 0x6363f60103b61f75, 0x704bb386a6796d3b,
            0x2178aedab7af24eb, 0xde9259258216b1d2,
        ],
        [
            0xd50342ff526b8e8b, 0x37f0c6d1fa810605, 0x31725d2d715b1451, 0x8b764757de307eb6,
            0x6d70988660102bf1, 0x7c0615a77e9946ed,
        ],
    ],
    // 453 G
    [
        [
            0xea28ab089a6542f4, 0x54b534db6974c50c, 0x5c0fe9f00584f2a3, 0x7fb76da44914ecb3,
            0x15fcfc06199e7a56, 0x098b9caf99252e5f,
        ],
        [
            0x02fd4c1a6900c911, 0xfe14ada2d5f7485d, 0x90989d92f1153403, 0x04c7b132a15a4bd2,
            0x3e599fcee6e31035, 0xc236da1275ef33e1,
        ],
    ],
    // 455 G
    [
        [
            0x095f13cf2528f0b3, 0x8c01724332df54dd, 0xd9b110104b4e7430, 0x84af81eec352360f,
            0x667a7f7b95aa886a, 0xfccf5525097291db,
        ],
        [
            0x7cc595ebbbf15f15, 0xb0bf84154c1d01e3, 0xa3f488395b1df0d9, 0x351ea0c8023689c0,
            0xb48bdc5b75093947, 0x0c745c51ce46dc06,
        ],
    ],
    // 457 G
    [
        [
            0x51ca881bf284ca5b, 0x562cf487988e59b6, 0x863888358d2a0e0d, 0x92e2c30d3924dafa,
            0xbd0d0530876d1ea7, 0x9cb47ee78623440d,
        ],
        [
            0x7ab996980a345f23, 0x3cf0e994328744d2, 0xb36256219ba347ca, 0x7385183ec63dc0fe,
            0xa91006d5f287f6cc, 0x98ccb2858f364a95,
        ],
    ],
    // 459 G
    [
        [
            0xfdee81744ad3dc93, 0x6c1edac1fc371bcc, 0x00aa52a0808ea6fa, 0x754b4305b9f03558,
            0xd04c0ac139468276, 0xd77b08b2ab909d84,
        ],
        [
            0x4bf628429d858866, 0x7aab3d3b75fb6925, 0xdbf4eaa0ba826274, 0x9b6b8961b11b2a27,
            0xf23cc2fdf335267e, 0xe8c2ff3ab5ed5837,
        ],
    ],
    // 461 G
    [
        [
            0xa02967d24ba2bf0c, 0x3bab81d643747de3, 0x0b114f1b5ba2224a, 0x679864c5e2e27d92,
            0xfe027d203ab337e5, 0x4b12d60979071a2b,
        ],
        [
            0x3417d157eac045cc, 0x476c084a811355f4, 0xc7ca56b93a640eda, 0xbfc505cb27c6ced8,
            0x7d6a4ec5f2ff000d, 0xa39e07c3d2b14e99,
        ],
    ],
    // 463 G
    [
        [
            0x7b1ec8b9d1a7f109, 0xb05c6c8b4aa75f05, 0x575905229e940675, 0xd87f8cf6af7eb42e,
            0x106d92852383dde6, 0x967ff620c86c3659,
        ],
        [
            0xe4608749ccf1494e, 0xa3e937297f3ecf5f, 0xd7a1ba7e1b4a4f5b, 0x26f5758d1d3c1e45,
            0xa23590411812d941, 0x5507b403a410135a,
        ],
    ],
    // 465 G
    [
        [
            0xb6e8a6827b017f40, 0x3ee03b9ccd2108d4, 0x959ee5a6453043b4, 0x5cd35e643017a0ca,
            0xca10981a7ef2a371, 0x506eefec2216b0db,
        ],
        [
            0x6e6fa1175f2ac399, 0xaf9c0b4e3ab071f0, 0x0f31d04760a0ccc7, 0xda5eb5634ecd6943,
            0xddff08c84c54898f, 0xebdbc6ab5b8049a3,
        ],
    ],
    // 467 G
    [
        [
            0xf50e12cdc35355b6, 0x1a9c0e3adb3b30d0, 0x8cb883f0e7c2f44b, 0x301e23809383d4ae,
            0x9e28a94012ec76ac, 0xa3783afc4dc26d5e,
        ],
        [
            0x0a0ce6c4f3d2b524, 0xb2e0c62d96111d44, 0x0376e4e8db3ae12e, 0xed94bba725e92693,
            0xcd5c6afee5496859, 0xe29cfa3caddd59db,
        ],
    ],
    // 469 G
    [
        [
            0x31e5e182dd179507, 0xac1c1ac6141faf45, 0x097e2cf6cd8731ad, 0xc3e3da4c52c6c88e,
            0xed7d66d09ac92204, 0x9cc5f2ef29d6be74,
        ],
        [
            0xc367020c32ed2f54, 0x1ad70a2f7e1d1f9a, 0x0fcf384678fef4db, 0x88a9ce68a3b42cd1,
            0xe23fc55a8df5295d, 0xcd9ac9a2406ccc9c,
        ],
    ],
    // 471 G
    [
        [
            0x9a274394a4035dc8, 0xd6456dacabb5f5ac, 0x2e1badcb945f7876, 0x15c3a108ac7c0bf9,
            0x49e953d1c4a6a84d, 0xd13329a08755aec8,
        ],
        [
            0x4413889366539f21, 0x362ddd2cb6f4aaa9, 0x1be9071150af210f, 0xe30cbec4b0a5efdb,
            0x9c697e8aa74dd421, 0xf8cfeae090a31c74,
        ],
    ],
    // 473 G
    [
        [
            0x1fd6312dba310442, 0x1c726a4b397686ba, 0xf0b8821db9e4ccfd, 0xea9969665ba0db54,
            0x050f484aa2ef7c74, 0xeaf6a1092cfde37b,
        ],
        [
            0x5eccf99d89f49729, 0xdc8d478c5ff91388, 0xb7a67213e1a01f09, 0x740aac6cc291ece4,
            0x6dfa6b7636800719, 0x37b9e0f7181f5ede,
        ],
    ],
    // 475 G
    [
        [
            0xa80460e5c77bb6ef, 0xd7634d9091d92415, 0xd8850c89995da135, 0x9599136ac4f40268,
            0x03b6d6124ff507aa, 0xe03ee837c0f642a9,
        ],
        [
            0xb4a56cda7a8f5898, 0x616f75b0de9cff07, 0xb807363ae229480f, 0x854f08fd7d432752,
            0x3275ff62c5019803, 0x0984104fa3dd52b5,
        ],
    ],
    // 477 G
    [
        [
            0x3b2f1e0741d82285, 0x2a14827acb69fa46, 0x7c1b70a87039b21e, 0x8c9a4bfbe0bfa55d,
            0x0f21d28ef48a22e0, 0x213bb1dcd496c68c,
        ],
        [
            0x39b17adc183c379a, 0x60e2545018c39654, 0x134b3689846fa366, 0x12d3fdfea90ffd90,
            0xee4c6547818082b7, 0x8cf520a556269c9e,
        ],
    ],
    // 479 G
    [
        [
            0x0b36cf86d525e44e, 0x9297d033423b03da, 0xdaf1549e993d94a0, 0x7c4e09b1a7052451,
            0x13e931f01fb4a90b, 0xee70e3bf54bf49f7,
        ],
        [
            0x42ed87a2f0eaf8f6, 0x8084bf5e713e1a64, 0x03042c425d9b0c0c, 0x8e6fba5c5f28c6ed,
            0xc85450e8cc5ba09b, 0x91d18baf24fe4d15,
        ],
    ],
    // 481 G
    [
        [
            0x530857f0d60112d8, 0xc93e2b2050bccd96, 0x2c4a87ec50571f0a, 0x58473f2f861861ce,
            0x9d89f063a34fbe0a, 0x87687360df162ad4,
        ],
        [
            0x152c0c8bbb09182b, 0x4ac00f1c0b858896, 0x80855a60fb02b389, 0xfa43c988ab49456d,
            0xf985a6064da81a34, 0x52ab9a076e6c9a84,
        ],
    ],
    // 483 G
    [
        [
            0x5e522adbafcd7999, 0xf6fbaef3331a7dbe, 0xa3acb742d70c8ce6, 0x7ba8d820b52f15a3,
            0x9c2aa76d6d7a439d, 0x71be02e4954dc3e8,
        ],
        [
            0x24f0b9a7c635bd74, 0x29e30b6cc3472a83, 0xdd839045449ced6c, 0x12916bea2ca992b7,
            0x0053656ecf64c1e1, 0xf50797b93bd1ad28,
        ],
    ],
    // 485 G
    [
        [
            0x98f42a946a128a12, 0x5afb5839e0438a65, 0xc26e959a0a287dfc, 0x6036bcfb29cf2c93,
            0x9fb44a755bdccc64, 0x5cd8a3ab08ab629b,
        ],
        [
            0x599df329211b2a80, 0x389b8c9b3d691df6, 0x16285f0d1244ee9c, 0x1e77a5c90e9d0389,
            0xaff3af04ef85eae2, 0xd26bf9b4fea59a1f,
        ],
    ],
    // 487 G
    [
        [
            0x40834ef60a21110f, 0x97dd7417cbd7c80a, 0x6856dfac544a3604, 0x6f96d5dcc5bbc951,
            0x02e6be1a106ed5ae, 0x3b9e5c5aca6de3ac,
        ],
        [
            0x63eb0b048327c102, 0x82d256176459d7c3, 0x7d718c4f1d1d0869, 0x4026b976abc8d124,
            0x1820c7840240da4d, 0x0021c7f26ca93dcc,
        ],
    ],
    // 489 G
    [
        [
            0xaf431545ee0edea0, 0x0bbbb9ac35caa142, 0xafa43daf2de7a5b0, 0xf31b7bf32f6defdd,
            0x1badc29c177bd7d2, 0xb693ceaae501b8bf,
        ],
        [
            0xeaf848de5b097b90, 0x9d0b71df47cb783c, 0x6cf2a947bd4cdd11, 0x375ac6e1d4a90e07,
            0x860b878fcbb0538c, 0x0496dad5c8af7ead,
        ],
    ],
    // 491 G
    [
        [
            0x1c5ebc7a3392fe93, 0x27e077aeab267d7c, 0x5000f8403afa0303, 0x55225af7c193c111,
            0x4d22d909a98bd8ca, 0xbdac467872771bed,
        ],
        [
            0x4e194fa07e6331c5, 0xa2bf16ec97a247bc, 0x089dcca183de3504, 0xe8f9bb3ab41f5f49,
            0xf62453a874d3937d, 0xa4840257aa70536c,
        ],
    ],
    // 493 G
    [
        [
            0x25c8e26d312c1a95, 0xaf11a7b94e05874e, 0x7f2ea9291b8e28fc, 0x36aa5c85971e4c77,
            0x5daab2986290c4e3, 0x0e10cf1e290ac5b1,
        ],
        [
            0x530fc9d0a9a5bda0, 0x4cdc275b0b5489d5, 0x19244eefaa4b7d88, 0xc19d925fe5833fbb,
            0xbdfa6ad8b552edae, 0xf22915d9f9e8925d,
        ],
    ],
    // 495 G
    [
        [
            0xc1c76e1e46f6599a, 0x7d3cb8349e79a4f2, 0xb5de0b0bce88d4ff, 0x79b1b7a512e57611,
            0x96279221c317ac6e, 0xb7ebef7944985aca,
        ],
        [
            0x9caf8de3fc2dfde7, 0x3fa0a0b699200c92, 0xce76501026d422ce, 0x2c8c69077cad1537,
            0xb24ed0ee1d867fd7, 0x1570333703600731,
        ],
    ],
    // 497 G
    [
        [
            0x43b0446641a562ce, 0xf06de542b1d2b64f, 0x616ae3f1395084fc, 0x9ee4f7d517be9921,
            0x53c78dbbaa6dd7e0, 0xaaa5e45e56c6ce20,
        ],
        [
            0x4770dfe8fac960f8, 0xf06249fe68e1cc38, 0xd8538371d283ee1a, 0x13c9696db6e81f5d,
            0x931504c645634168, 0xaf0298317ae6ecf8,
        ],
    ],
    // 499 G
    [
        [
            0xf1a6a99cc1265360, 0x6c650b38e3a1de8c, 0x185b88c39398127a, 0x2f290493a768bb83,
            0x887b309263e7f6dc, 0xdb8206cf4a59dd07,
        ],
        [
            0x073a96fe1a960dda, 0x2e94a6abe32c34aa, 0xadface447ec60c56, 0x2fedcfe63095081b,
            0xd6a4d162e824ae9b, 0xc1c28382ffed0899,
        ],
    ],
    // 501 G
    [
        [
            0xdd624fe9f36de712, 0x4f977bb19c79f926, 0x15e863490dbb940c, 0xcb0eb961baee62db,
            0x4d79d44c3b937bf7, 0x00add33fcd06f2d3,
        ],
        [
            0xf4948f11ce3d0451, 0x83c075dff94372f8, 0x37feff4992e41108, 0xd58f75660f776d7e,
            0x534c996eb5cbefb5, 0xf9039c35876c1de4,
        ],
    ],
    // 503 G
    [
        [
            0x17cf5629c8e2d138, 0x964704e94bfb6e75, 0xaeee0932b36f624e, 0x70cc282324f298a2,
            0xb3831dd15e18e0a5, 0x520ba31e8706eab5,
        ],
        [
            0xf8bb9800fc068a02, 0xebb2b7de86ff91ca, 0xf118f18943f1afe0, 0x3150b70def49b73a,
            0x43849a3954d40301, 0x5e743857f28f0e00,
        ],
    ],
    // 505 G
    [
        [
            0x0e1c4355034ddd7e, 0x2da9dcaa89d8bc29, 0x189bf6e83361a74e, 0x1149d7e514af6026,
            0x057d15799139e036, 0x01fb36e873d74bc3,
        ],
        [
            0x79ceed81d0562af9, 0x181a7ff83705768c, 0x119dd596b8318e25, 0x86337c568d64358d,
            0x3fa6366422da15e7, 0x4eb37202df0c7f51,
        ],
    ],
    // 507 G
    [
        [
            0xa2312c2f9ea38d5c, 0x9680a1d9c06d045f, 0x45d7497fa98c711a, 0x0df98da276f42ec6,
            0x379b76451e3ee377, 0xfbf912292fe301d0,
        ],
        [
            0xd078f5f745185b7c, 0x84dad88d21ca0a4f, 0x71316167400aa8f4, 0x30dd92aae4659d14,
            0x52f5ccf5288682ce, 0xc54499e7facdc20a,
        ],
    ],
    // 509 G
    [
        [
            0x876c1e49f0041f0e, 0x3e52caf189d96352, 0x70dfa7a56984c5e5, 0xec6157befe38794f,
            0x4954aaba8ec70de5, 0xb7a83123d036dfa0,
        ],
        [
            0x39b23cb120ded7df, 0xf0594895a6ed65d7, 0xd96a0bfd0824b957, 0x3b30f0a641f70ed4,
            0xd2bfda7fd06c478c, 0x992c9836fde59c7a,
        ],
    ],
    // 511 G
    [
        [
            0x54a4fa0fabb6b0d4, 0x7cd7a6f13dc5cb1c, 0xa473440a66fe1bdf, 0xd16b2a9116c8e63d,
            0xfe56d3bcc247f3b7, 0xc9b856a904f13c6d,
        ],
        [
            0x37b041eaccbab5a9, 0x981110fd986b469d, 0x1e2674c0f5e48d67, 0x74ad2d0712c11846,
            0xd51395f15123413f, 0xdd13c11bcda6a11f,
        ],
    ],
]);
