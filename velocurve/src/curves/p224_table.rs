//! Multiples of P-224's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p224 > velocurve/src/curves/p224_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p224.rs`. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each
//! in the Montgomery form `v 2^256 mod p` of its value `v`,
//! in four little-endian 64-bit words.
//!
//! Parameters: W = 6, 38 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table<8, 38> = [
    // row 0: multiples of 2^0 G
    [
        [
            0xbc9052266d0a4aea, 0x852597366018bfaa, 0x6dd3af9bf96bec05, 0x00000000a21b5e60,
            0x2edca1e5eff3ede8, 0xf8cd672b05335a6b, 0xaea9c5ae03dfe878, 0x00000000614786f1,
        ],
        [
            0x4ca9a1ece722ff54, 0xd704f84f5650df9b, 0x10c911f72a0f1689, 0x00000000cafb50f5,
            0x02aac79b95a24e5e, 0x518c11b1c90ae186, 0x0c84ced076cc101a, 0x000000005cabb880,
        ],
        [
            0xe37710d786614a9a, 0x24c17ffce0b02223, 0x00505bb6c3cf1c5b, 0x00000000af8b6496,
            0x9a73b17373e4e25d, 0x7050163204144e62, 0xafe10c35357940ac, 0x000000006dfa492c,
        ],
        [
            0x0a72faf6840f10e9, 0x3c2dbf310860856c, 0x4256e88acb021706, 0x0000000089f0c6a0,
            0x6743e2738c1f2b39, 0xd8933d1c98933269, 0x7ee104d32058f0ba, 0x000000008c87db62,
        ],
        [
            0x0b10cc50d42fac58, 0xd80cdd0af8dfc283, 0x39211b77975a451e, 0x00000000f7f4fe95,
            0x2b552e7364fade9e, 0x5e5610f361a9e695, 0x42b54f7911bcf038, 0x00000000c858da82,
        ],
        [
            0xde577c0dde4901db, 0x09e4f7891a8aec73, 0x1addb3a1e0cd01d4, 0x00000000f25fe17c,
            0x5fae6c32dc7c211c, 0x5603672c0f5c7709, 0x9b6731a6f2d2c41c, 0x00000000162f9e1c,
        ],
        [
            0x90462820899abac2, 0xc6adf68368646e35, 0xc81df8121e2526ba, 0x000000007ed50814,
            0x610f21855dd6407c, 0x3f3879aa1fb32889, 0xce5eb25eed8ceeee, 0x000000000e5952e3,
        ],
        [
            0xb4c9d865de1707ec, 0x3fcec8557bd696a2, 0x8e4a5712a3bebfe9, 0x000000001b59038c,
            0x1bc1ff3629a5f205, 0x0efc11fd7558734a, 0xc4e1906609762590, 0x000000002199c364,
        ],
        [
            0x1c1ecc777b94d3c7, 0x23767b5f743eda4a, 0x94f5e9ba2f993a50, 0x0000000079d4095a,
            0xe07e55b68f776409, 0x2b57fa61909bf3f1, 0xe733d62777e1db6d, 0x000000005114ac9d,
        ],
        [
            0xb808145ca53cb542, 0x8d51557eb4f2672c, 0xc1f86e2c3e8abf6a, 0x000000009d0cdd53,
            0xccddceff8dd67e37, 0x94892c1d02883b6f, 0xdbc0f8ee873d7e4c, 0x000000002a687506,
        ],
        [
            0xac358ca86c6825d9, 0x71f50674e1bdd5ca, 0x0f060758d0dee306, 0x00000000d6d89093,
            0x649ea142f1b7227e, 0x87d166a208181c2c, 0xc1182bf06c63713a, 0x0000000045e48d79,
        ],
        [
            0xf6495da18f86d9da, 0x5dc634c9a37b7441, 0x571d38d92b0b8e1a, 0x00000000517af941,
            0x1305b61292dd72b5, 0x8db28ab18cf21835, 0xbc243af05f59deb1, 0x00000000a71404ae,
        ],
        [
            0x489c8db23a1f6a38, 0x4943a5aeffbe563f, 0x68ade63cbc99fb0b, 0x00000000398eacf0,
            0x83fdacb5ed549cc4, 0xb6ab4a8b800df824, 0xb4dc6bf8442ed616, 0x000000003f8060b4,
        ],
        [
            0xf4109221b83ee7d6, 0x565559e4cdbd6eec, 0xf4550d2e1ef814eb, 0x00000000b3a9b5e4,
            0x1544e90e6d218d7b, 0x31b0bc683f51f9f9, 0x6516bbc3825b5795, 0x000000003d1419d2,
        ],
        [
            0x55bfd519e977f339, 0x5cd307d1b16ed1af, 0xc5e26f62d91345bb, 0x0000000064a35d22,
            0x05015842a243f1ee, 0x6fa10db370203aa0, 0xdaf3972b05a83a63, 0x000000009422f10e,
        ],
        [
            0x6a4bd1f973b437e2, 0xbb0f749ab3f66de6, 0x471a2a7ffdf9a0e9, 0x00000000b9c51b5f,
            0xfa29681a44574243, 0x9522774b9c409bd0, 0x48be80cb169405c3, 0x00000000f22d3fc0,
        ],
        [
            0x86ade48bf845831a, 0x473e361f79cec3fb, 0x5523244bb9622253, 0x00000000538d543e,
            0x12bb38bff8570c03, 0x784e1b25b4e20b8c, 0x2a2e7758e6873448, 0x000000002954321a,
        ],
        [
            0x3591891e47b54bc5, 0x3ca319e327a72a86, 0x70114363482460f6, 0x000000003b204e52,
            0xd5f98053cca0ee1f, 0xd84149c4c4a1a96b, 0x6bc4b6e90c0e97bb, 0x00000000fb212c8c,
        ],
        [
            0x716b6add1bfad739, 0x0e68b721ea007122, 0x4e35e1f608a75056, 0x00000000e28f8fa3,
            0x7393ad1693c21468, 0x4533e9284e27959e, 0xe5b33144433c708d, 0x000000004c003b64,
        ],
        [
            0xc57bd47a32804a04, 0x5ae81313238addb6, 0xa0691b17703c82d5, 0x0000000014a5d58e,
            0xf9cefcb5825037c4, 0x38e801b7fd4764c3, 0x23cf8d217b23c9fe, 0x000000001d7b0c07,
        ],
        [
            0x869c61a18738f5d4, 0xe83f1dc18d8b998b, 0x1f2719895cc8116d, 0x00000000a8992ade,
            0xb2334f8e88f6e037, 0x9fcaafe11fadf19a, 0x939bd9ec71d5904e, 0x00000000534ec549,
        ],
        [
            0x22be0a44a2cbcd92, 0x275cd50cb12549d7, 0xfa13b698b64feadd, 0x00000000d61f5f42,
            0x7ea2fed9edfc9326, 0xdbd2171dd797283d, 0x113c4da85e1f2529, 0x000000004d22be7a,
        ],
        [
            0x746daf5fd7a234b5, 0x8d13c8a1210782c4, 0x1008fd0f358ace9d, 0x00000000af231c63,
            0x17203da0eedf77aa, 0x0974abbe3534d554, 0xf7552ee730962d48, 0x00000000a1ab0080,
        ],
        [
            0x7708ee6877890e5b, 0x624e8fe3981a94f1, 0x2632b01750822536, 0x0000000021031b41,
            0xa43cc1640b603325, 0xc20ef5b2fb24577f, 0x583ccbb467a5fdbd, 0x00000000df198e9a,
        ],
        [
            0xec729f5b2390b30d, 0x5467eb45347bddd0, 0x79a42c594576657b, 0x000000003a4d5c62,
            0x72672c8d871cf39c, 0x22af9ec134edf6de, 0x264b7c52c615c176, 0x000000006b6c91f7,
        ],
        [
            0x3c93deb43dc0652c, 0x83476556454fe5e1, 0x895933d6daedb455, 0x00000000c3d92afc,
            0x62afc582babeca3c, 0xd877f8d1b1ad4196, 0x56df6aa3122626f8, 0x0000000088c5db33,
        ],
        [
            0xb5862dd8c8d94c12, 0x3488de74fb7f7ec7, 0xf3fb356bf9ca08fd, 0x00000000a3379ec2,
            0x5680ab9427d39af3, 0x4aa3a0131f4b780d, 0x9c77acf2181ad0f0, 0x00000000c5ed6c19,
        ],
        [
            0x57cdf956a57812ca, 0xec26e6982e235ce3, 0x02924c243b66736f, 0x000000009611c7f6,
            0x2cd39c4020dcabee, 0x6c0fb3960ca01257, 0x576c9d6d36cea89c, 0x00000000c0386b9b,
        ],
        [
            0x3ff1d62069c717f0, 0x975088a3b26ad028, 0xbb9b74533395a449, 0x00000000ac8575b5,
            0x19b522940cb11f18, 0x84cd103861b7e04c, 0xb7e04864ea595a3a, 0x00000000f641867a,
        ],
        [
            0xf9c6781268c289a6, 0x64da89830d5cd555, 0x071a181415609314, 0x00000000cec729a1,
            0xd82b0a632725b13c, 0xba49569ce9fd6113, 0x095fdd3bf4a523e8, 0x00000000601388e8,
        ],
        [
            0x5d150588382f2331, 0xabac1d436e0c12f8, 0xe25d613acc4b0247, 0x0000000098b62cd3,
            0xca8e4ca9c09181c3, 0xae6dcc271f7fb23f, 0x44527d4941da9f53, 0x000000009e1f47c6,
        ],
        [
            0xb17f74ecbf5c291a, 0x7fe47107e460275b, 0xaef1352456dc0e69, 0x00000000055bebff,
            0x5a0a611585eeba4b, 0xd72b601652aae002, 0x55229ca965c91bf7, 0x00000000837c7497,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0x2587df14bb871aa2, 0xc5d6ae2a904f01e9, 0x88aa4d08bce7f04f, 0x00000000d7f1a354,
            0x5bfae67775d9b4b6, 0xf0375024299925d3, 0x74d5a7576a708cd7, 0x0000000097968c25,
        ],
        [
            0xd1a6df9844a6cdeb, 0x89ef410c084a7e0f, 0xdf5b65900b68659d, 0x00000000e1cee8dc,
            0xf5210071b48fcec5, 0x01031fdfccbda01d, 0x01bb7a1c4c7a3392, 0x00000000a7484df7,
        ],
        [
            0xa54309ef72241bb1, 0xd8fad56fb3259c0f, 0x994b738c05f63199, 0x00000000f77c23ca,
            0x651f5994f3c92898, 0xea30b05b7a8a2f30, 0x8f4acb4c2f0c86ae, 0x00000000f5eba031,
        ],
        [
            0xcb74232b698ab732, 0x4f40ee59b62e25de, 0xfb8ee6c4c5c8bed1, 0x000000004617192d,
            0xeaf8b0a3626b516c, 0x0f8cc094dc2453a5, 0xf43e697c4d7f2e28, 0x000000002e81523e,
        ],
        [
            0x64d70fa7deda6330, 0x7c625e5587170e42, 0xaa16b226ba3a1ed9, 0x00000000572f30fd,
            0x25e39e8f0dda10c2, 0x013ba7fcc4f67493, 0x6ebccd4a21e6332f, 0x0000000073f50589,
        ],
        [
            0x37eb6d84212c04e5, 0xa63887c829543b70, 0xbf221e31e67d4662, 0x00000000de581875,
            0xc3db23ff5a447606, 0x0b2a576582bba001, 0x5e5ccc2760a68af2, 0x00000000619f6149,
        ],
        [
            0x15ed04890c537a59, 0xba9d47669ab83623, 0x76460e0ae62df041, 0x0000000085e7d09b,
            0xde52f6f1f64aeae7, 0xb9a5cb769ed68f73, 0x414e54b65a2b55d4, 0x00000000e04c0bf9,
        ],
        [
            0xe80619b5008cfd4a, 0xd4f8888225f0799b, 0x9bf5f7d0eb6dfe0d, 0x0000000063a366a0,
            0x927212be3703627a, 0xbd5509cb02c160de, 0xfe05e98d09ea0af6, 0x00000000bae9ad71,
        ],
        [
            0x7baced27f082e076, 0xd80cbe02b328b5e1, 0xcaf6d38e3a159f7e, 0x0000000096177262,
            0x3d07f680f17da894, 0x7a05b1e31b4095ec, 0x8266e7cab990c69d, 0x00000000867d8969,
        ],
        [
            0x65b1d33db26352aa, 0x849797947f5ed157, 0x39babd581ed1728d, 0x000000000137cf58,
            0x2546cd9b836ccdc1, 0xbfa9bb59d0dfb090, 0x6476def4b59a51ab, 0x00000000c5dce06b,
        ],
        [
            0xf2c28644fb5e185d, 0x26b24245741d76cd, 0x0eabe17260030ac0, 0x00000000f82cfdb0,
            0xb1da8b1ca3822f71, 0xeff7477ae0e451f2, 0x9ae8da854feec56f, 0x00000000a8e0d805,
        ],
        [
            0x23138239ceaa7c3c, 0xa694e0b580c0cfc1, 0x587454f527734f88, 0x00000000b527a9af,
            0x049823f2ee6f2afb, 0xe574bc6425a1f7dc, 0x1d11fd76b3ea257d, 0x00000000afd0ae51,
        ],
        [
            0xabf448191cc021a7, 0xa0baa8de532482f4, 0xdefa102bce265362, 0x0000000038c782bc,
            0x388a397f72cefccf, 0xd4c11a3d31013b2d, 0xb55574d92e23199e, 0x000000006b15fb63,
        ],
        [
            0xc1bc485c9b56a4c2, 0xbe617f5c407824fd, 0x71256abaa0e87d81, 0x0000000076217f94,
            0x8b3e508b3e2877fa, 0xbda0977de501c9b4, 0xfb512fa208a19d4e, 0x0000000059ab4cb8,
        ],
        [
            0xe0b95d92d88934c8, 0x3f5884c17d9cfd26, 0x515298895f8d2c7d, 0x00000000eefc3d9d,
            0x712c7ef5d00c7a1e, 0xd7f99c4bb699009c, 0x3c9122e680e811dc, 0x00000000bccbee01,
        ],
        [
            0xe475669671544a12, 0x93d2ed81af2eb7f6, 0xc52db6685c0e9df7, 0x000000002b7064bd,
            0x43184720ded1b829, 0xad215e80d4b9fc59, 0x88ef261a1343040b, 0x00000000b9864942,
        ],
        [
            0xc2b48eb8471c8ec8, 0x73a8bf07378742b7, 0x91b5ae6ed101f99c, 0x00000000576e2082,
            0xa8fdeff24365e3d3, 0xf4c4d2ccde2481ad, 0x05dd3201028df684, 0x000000003eec7128,
        ],
        [
            0x0f6012168eee1fca, 0x8e99383bc3ce93c3, 0xc0aa59c740d758a5, 0x0000000054ae6327,
            0x111b9e3c9df0859e, 0x2e522f7609cd3a96, 0xb04993c86bcd40ef, 0x00000000bcda6d48,
        ],
        [
            0xcb3d354f59a5fdbb, 0xba4b55d3591e1e4e, 0x417c1ce1f42119c7, 0x00000000d54b27ed,
            0xc63592f4d494b2cf, 0xcd06100e8ad6c98f, 0x4b08b6380657bde2, 0x000000004a77182e,
        ],
        [
            0xbabee7910deb6f15, 0x66179f3c030c3495, 0x457bca6dd426f7b5, 0x0000000081319526,
            0x2498c158d35cd40e, 0xaec4ff200b2bd04a, 0xcff7484912985a92, 0x00000000837d8e0e,
        ],
        [
            0xeecca4050974c153, 0xaa6ac82ab19a6f6a, 0x6cdf5cd4365ca1ed, 0x00000000c8790313,
            0xc2096084e11ef0f9, 0x8dfa87bfc9fcb728, 0x239851097cdb7426, 0x00000000eb39e9ea,
        ],
        [
            0x139de2dbf9b841f9, 0xf5c32cc1f41adf6c, 0xede2ea87b7dc7dc5, 0x000000006e2033f0,
            0xcd213864706a5efb, 0xdccf34ae287f4ece, 0x0fc6614f50f400e9, 0x0000000089db6d9e,
        ],
        [
            0xd5ba305619be17ac, 0x612ea9207300f5c3, 0x671f62120e33c10b, 0x000000007f7d602c,
            0xf6460440b2e4ec9e, 0xaf700e623ebf83e1, 0x036f7014f2cc8855, 0x0000000012e0da3e,
        ],
        [
            0xc42a6b834782e689, 0xa767b1e19e9a2ddd, 0xabdd54a4f3f5ab2e, 0x00000000c69f9a88,
            0x8affd6625eeb634c, 0x434e3998b4602516, 0xfbd56bb7c75f7a3f, 0x00000000e4aa58aa,
        ],
        [
            0x8d573a8c6197c041, 0x36881b2ec05fabbf, 0x619a96188629203d, 0x000000006500ad1c,
            0x48a7b5ebb9ec8a03, 0xead0395ca40594e0, 0x1a584a8a07fc0e3f, 0x0000000027dd4ce7,
        ],
        [
            0xbb083ae3fdddeaed, 0x8b900a5096aff3db, 0x772088382d9b4c87, 0x000000002b1d390f,
            0x408ee7f4eb40774a, 0x491fbb55c9a98c1e, 0xf0a9cf2db6789b9e, 0x00000000cc0aecb1,
        ],
        [
            0xbc0b30c83dae1954, 0x5b7cde31454e17de, 0x8d28e31daa178e85, 0x00000000a8e4d5f3,
            0x80d51ac09e668664, 0xa436f2d9533178ec, 0x204b94fc4608e150, 0x0000000042ab95f4,
        ],
        [
            0xf99e1bc14d8759b7, 0xe489d308f9d97ac1, 0xe520dfcf31242e73, 0x00000000ba519709,
            0xaada88da502d066a, 0x2db805ffdf453d98, 0xa35584c348d83f43, 0x000000007efe383e,
        ],
        [
            0x499e7d25c1780f21, 0xf4cd302315675e59, 0x609d4638efe99c32, 0x000000000ee322f7,
            0x3564ac26cd8b2faa, 0xcb79ddc38009f5c7, 0x4ff9107b188f6373, 0x00000000fe2fc82f,
        ],
        [
            0x183514051ce90c15, 0x16ded7d8987fc6a6, 0x17bc0ecff2b213ba, 0x00000000d5c3d1eb,
            0xc603801c4a42fef2, 0xbe4db3d6037728cd, 0xde6243a1c5cf397d, 0x00000000af004bfd,
        ],
        [
            0xe6a2f672b358268f, 0x0b6395fd571693e6, 0x18660faade37f805, 0x000000003ab0d75a,
            0x862dbb06075d9eb8, 0x04925d7b977ab35e, 0x6e1b6a5da8546fcf, 0x00000000e9ac0767,
        ],
        [
            0x81c21906ee10b9c9, 0x5c74da45140e4fb4, 0x65c368fcb07d29b4, 0x000000006829786b,
            0x7c01e8b77aba9db1, 0x597dbeb55c2ad4ba, 0xca528c398b692603, 0x0000000009175739,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xce2f6f2e16d9fe00, 0x205e3401ae50cdc8, 0x59a0da005c73b50f, 0x000000006b833239,
            0x54c575fab1b01bc6, 0x38a3a688fdd6dfac, 0xb3095407761a3a3e, 0x00000000ca8c1a6e,
        ],
        [
            0x002c4e27979df4a2, 0xf600aa2e4f02beba, 0x21de614fc26d73f0, 0x0000000038b705d3,
            0x23429db613b06b78, 0xa3e9a4f2f4967923, 0x9eb6af93198f9eed, 0x000000006bb259cc,
        ],
        [
            0x9d706835673f027a, 0xd2469327a86ba658, 0x108f463b7ce2b526, 0x0000000003196a7c,
            0xb46c53a88cfd0f9a, 0xb49ffb94aea0ef68, 0xbc7296004dcbfdf5, 0x00000000c478b470,
        ],
        [
            0xdcabdf3a6f5b4a5a, 0x1e2db542d382ee31, 0xe97abee6eeccf680, 0x00000000c6941824,
            0x47a3192fc6749744, 0xc0f578ba7f45fc06, 0x4d9341e87b1af995, 0x00000000248e916d,
        ],
        [
            0x84048cbf276bd605, 0xd9bab205c7ba57c6, 0x1745229873781271, 0x0000000034e9ae92,
            0xa064678e5f6198f5, 0x9f7fa8f28d0f4bdc, 0x4c193a794453828f, 0x000000009160a5ec,
        ],
        [
            0xf9866f2110ec9c67, 0x29be7caaefb493a3, 0x371bdc1b6153ebc0, 0x0000000003d4095d,
            0x90a944537aeecad5, 0xfa2938d429eca8cb, 0xf61cd6ac2573b98c, 0x0000000025164163,
        ],
        [
            0x8a80e3ebea9575d1, 0x368965773ae85b6c, 0xc527500fcfeeda82, 0x000000004f26cdf7,
            0xfbd292d2886c7e2e, 0x22c487db8d1a3239, 0x836c4ab7f264d31d, 0x00000000e9800fc2,
        ],
        [
            0x082378c2dde84f14, 0xaf15229f4bf3bcae, 0xb15f6e5282c65899, 0x000000005919e8e7,
            0x6c2512126798e12c, 0x696c3757ce97fdbe, 0x1738524df8d74875, 0x0000000044e69e4f,
        ],
        [
            0xaf36d8ea54e5bb5e, 0x124229d1341df1aa, 0xee0a7952a8661a9e, 0x00000000a5b3cc48,
            0x782333053af61c88, 0xa8553c9850bd89e5, 0x9ee3355b77b1d3b5, 0x00000000a25c4adc,
        ],
        [
            0xd542647f832a8b19, 0x293c451ea8dcb879, 0x42c03172c1b29b4d, 0x000000001f575e1f,
            0x5fd5142d5536eb9f, 0xa55716662ecf88da, 0xf07aa1793f881197, 0x00000000feba942c,
        ],
        [
            0xd0c1f28353299b45, 0x1aa5af151d3fca95, 0xc0d201918f0360e3, 0x000000007258956f,
            0x256844c5ea63cfb6, 0xbb3bcd8082ace547, 0x61019fed3355c790, 0x00000000f0c6182b,
        ],
        [
            0x54e9eb419c3b9c4f, 0x2ee02fd11bc6447d, 0x6369497565482175, 0x0000000072869bff,
            0xf6aea0b9b7191008, 0x5bd0a826a70d16cd, 0x14730725a212780d, 0x00000000dc25b909,
        ],
        [
            0x9cb2690029a90fe9, 0xe8f27c7a1023f383, 0x7ff09f0b12aa9a6b, 0x000000000980e123,
            0x55e77eb284a80d25, 0x891af5bb64f9afb1, 0x7c7d77131df53ebe, 0x00000000bb3dc821,
        ],
        [
            0x6f9f801bda44d7f6, 0x09e5f233de60cadc, 0x03f14ef1dcefa0de, 0x00000000bfc75374,
            0x47d5342fc2ff41e4, 0xd6530a03167caae8, 0xbd2baf6e1246925e, 0x000000004b929764,
        ],
        [
            0x019b34374a224789, 0x79d42c4898e1f8af, 0x828423e05d548148, 0x00000000eb3dcf57,
            0x522759ec81ca6909, 0x3e0d77428ff0fbe6, 0x834e8f38c3b304d7, 0x0000000091e898d2,
        ],
        [
            0x8d67344209a50ad3, 0xc4f517cc01c6af2b, 0xc6a67d3a24e6fbcf, 0x00000000bbe5e1ed,
            0x964e75d18492568c, 0x09dfd2ceb97b0d10, 0x67a932fe09007531, 0x00000000c85f611d,
        ],
        [
            0x4a868d5b310745f9, 0x8a8c365fb5d2f4ab, 0x8bdfce0ac237bf4a, 0x00000000b0dc99c6,
            0xf8eb777734647367, 0xc7d62fedc3942b33, 0xda92f802f206553f, 0x0000000074163b9e,
        ],
        [
            0x15c4fe5b3b22ac3b, 0x7c29a55931e10181, 0xbea07daa90f4ae21, 0x0000000002a29718,
            0x5ff4d446ae6ae727, 0x3aaf4624c41038af, 0x094800c4e5361a37, 0x0000000011cdf3ff,
        ],
        [
            0xb595c9fc5b675bb3, 0x232668eac9a037b7, 0x739939fec913d784, 0x00000000975a6bbb,
            0xe73cd5a9df69fa58, 0xe5d2b906aca9c051, 0xa542d948c13e5dac, 0x00000000cf96febc,
        ],
        [
            0xfaef942c7d086ac1, 0x4a2d4ce4fc2eb46d, 0x75df38bf51096873, 0x0000000075ab062b,
            0x1f5151d26825bc8a, 0x0a14774b587ef818, 0x0eae8822f3f93877, 0x000000005b5cb708,
        ],
        [
            0x766267578e224673, 0x1055fcb50bf624d4, 0x74a89527814be337, 0x00000000d9d30443,
            0xfd30af80883ae520, 0xd3f40bc4de4c4fc4, 0xf85e1dde31299878, 0x000000006cc2ef11,
        ],
        [
            0x4926262c84c07297, 0x19251729754c4ef7, 0xf05a477df0514d5c, 0x000000004521e970,
            0xe18225474ee3ca3e, 0x0fb39111f40b2955, 0x3f0e1adda4564879, 0x0000000037b11ebd,
        ],
        [
            0xb6a4953336b769e5, 0xbae10c194d3eacef, 0x5f93185b194df03f, 0x000000004a4eac3a,
            0x443c505d599a3884, 0xac45a8c3892325e9, 0x272fe88e75f68f4f, 0x000000008c95f926,
        ],
        [
            0x369824702f159690, 0x2b470b0b165fe970, 0x89cd99ad2ff27509, 0x0000000098c66330,
            0x0397edc7c33eb1a9, 0x868918fbd2a0cfc6, 0x722feffe7e36813d, 0x00000000829c6b89,
        ],
        [
            0x732a0f69e0a05235, 0x30fba912009eb4ee, 0x0821962117e9fcdb, 0x00000000b149c340,
            0x7857c4bee9e1c90a, 0x2fe04dfadfa678c8, 0x2e4e7ba2dc4fa9f3, 0x00000000d6740dd5,
        ],
        [
            0xb26f479df2680137, 0x7ae58629dba58ece, 0xd8d79fb74c773638, 0x00000000561a435b,
            0x8a7f7ac36a1a04df, 0x5025fbbbd060bf5c, 0xb3bf83016bb7cdab, 0x000000001858dfaf,
        ],
        [
            0x83e6cbeac0048e7c, 0x9cbdab0e0e24f5c3, 0xea60b036e7dddceb, 0x000000009d6b67fb,
            0xf4d642292945de2f, 0xe90b436ace52e52a, 0xa22eff9451f1d0aa, 0x00000000347d4a5a,
        ],
        [
            0xe76a69905c8de701, 0x568ac304394ea602, 0x34e400711348f9f4, 0x000000003b2e0279,
            0x5da0385c6e909cab, 0xd9ed956a0b77484a, 0x7e2ac222bbb8ff2e, 0x00000000f54f007f,
        ],
        [
            0xca03a54b0d527f4d, 0x3273f567d392bf90, 0xcea93e9b9251f110, 0x000000001e507a28,
            0x1620d33680c3195d, 0xf0a472504ab81bb7, 0xec790ee26e3f4111, 0x00000000af7d8de9,
        ],
        [
            0xc7bbd0f4a8415997, 0x3fcb5d9a2e79b49c, 0x8ff61ff1deccf539, 0x0000000073f629b7,
            0x72e42828e33253bf, 0x1debf1dc19ca5a3b, 0xa85f606c9f1d9b30, 0x0000000090c332d3,
        ],
        [
            0x2d832489000b482c, 0xcde10824907e574d, 0x7794a94ebd133115, 0x0000000023c440a4,
            0x359bdaa77b70ad8e, 0xe765b8f2b38a3eb7, 0x8438e480400799b6, 0x000000006e13be75,
        ],
        [
            0x306867f0e5f3820b, 0x5fe6163a271f814c, 0x038f4fe6455790c2, 0x0000000058008770,
            0xa3ffa2552a2eebb4, 0x4eecbe862ae5134e, 0x2bb3a978fa061ce0, 0x00000000a4fe1b53,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x90a49b52ae230adf, 0xdfc8b644f501aeb8, 0x8b89e79bc50fe003, 0x00000000a04a6f7a,
            0xff3922ddc225c287, 0x0cd4b29fc4ed1911, 0x8af23a3e0ce76929, 0x00000000918974b5,
        ],
        [
            0x597ba0a80fd96b35, 0xb6624fc60eb981ea, 0xbfc4dac6e6e26240, 0x0000000035dd20af,
            0xe7b4056361745187, 0x554c1adc8d381cfb, 0x354e81ee4013b9ec, 0x0000000050a8d84c,
        ],
        [
            0xcfce86aabf7ca431, 0x5158554516c2854c, 0x5fd18a953999a9a1, 0x00000000a1e55106,
            0xd7192594d29f7bb5, 0xb7a8c7e27c17c721, 0xdb82b841f6856acd, 0x0000000039017815,
        ],
        [
            0x0f4e6e420874ad96, 0x3e5a96cd2bfeb37b, 0x53c918ad6bb45b1b, 0x00000000b8bd0546,
            0x0e33f7bcfd07d3ba, 0x58f58e4a9e58beb5, 0x986f520626578e47, 0x0000000090135d8a,
        ],
        [
            0x1a36c6f7531d6a62, 0xdf43d4a64c1abbb6, 0x560c3f8521ac6be5, 0x00000000fae5659f,
            0xbb6a557e4ac36d01, 0xd023cb3d8cbd04ba, 0xadae38e9d0adc799, 0x00000000cab2e741,
        ],
        [
            0x782fa7fdda458c2a, 0x0c52350f6246abbd, 0x234db4a34c394463, 0x00000000c9b9ab54,
            0x4d0ae49600758d3b, 0xeae60666285fc91b, 0x10d3f468e4c4b741, 0x00000000d61ad503,
        ],
        [
            0x208a8e7c89ba4489, 0x767bcc3b7d3a7a58, 0x15395031ab4ebb82, 0x00000000f729fcea,
            0x9e26223f5cd6d30c, 0x8d5f6d61795347ab, 0xc257a49acff19143, 0x000000003aaa25d1,
        ],
        [
            0x4190a603089bae53, 0xa64a64f3ec5c8b6b, 0xba9eddb48bca6d9c, 0x000000003ebc0dcc,
            0xa709d0a09555731f, 0xa147a9ebc3d3be2f, 0xf474acd5dae0ded6, 0x00000000965b8988,
        ],
        [
            0x3f3c590c9d264aa7, 0x495f628c676f90b0, 0x07666822af1b52b8, 0x000000000f76d019,
            0x51c1377bf32a5c02, 0x5a6f20b1834e2a4f, 0x4eb6774a85255004, 0x00000000db75152e,
        ],
        [
            0x294f554ae7b92001, 0x9fd1322a4c77b724, 0x4457efe67bf7d663, 0x00000000baefc28e,
            0x693c577059f2391c, 0x65acbfd32610c6ef, 0x08c23bffa50f75dd, 0x0000000072654a7c,
        ],
        [
            0x48de321fbe3b134e, 0x95b68e00bd9d62b1, 0x99e106796ef89eda, 0x000000004caf1e2a,
            0xd15506074086f1e9, 0x41c4b33fa0c1e7f6, 0xf2a8711bb610708e, 0x0000000032743371,
        ],
        [
            0x801f7df639cc2db6, 0x71e956a8c0e48f44, 0x7e8d39ef6f629eae, 0x00000000df356d0f,
            0xc937c69cc49f6ead, 0x426a73c660ad874d, 0x12e7f7d5b58156ab, 0x00000000ae200b42,
        ],
        [
            0xbe27ce57ce773431, 0xd4a295c0bb042266, 0xf054c53ce59d0d18, 0x00000000937a39c3,
            0x478e5f4a5c77bd6c, 0x58b5cd3dc87216af, 0x44cfcc4cbe5b6560, 0x000000008bdb43ea,
        ],
        [
            0x579c9dab37462bf6, 0x852bf2013bb77d33, 0x84c6affebdfcf186, 0x000000009d49db5b,
            0x84fa7cc0bde73f59, 0x94b6e1936d8d41b1, 0x1fde5c6170db0dfd, 0x00000000e8e8f52e,
        ],
        [
            0x798a81ea07f63041, 0x82e875f72bdf5a5a, 0x643e6f231d1b68a0, 0x00000000bea8e466,
            0x67757997f79d0354, 0x8d2272781d2e6de3, 0xf24cc25c07de9e61, 0x00000000b028f2bc,
        ],
        [
            0xfb05e5eca9158749, 0x5b8ef8887df5ec60, 0xd08f651c2d8170fd, 0x00000000e08fb325,
            0xa2b2a1731ccffe04, 0xe5f3342220fa30ea, 0xc7e20c19d169c10d, 0x00000000366327ee,
        ],
        [
            0xa2f8e0250d8e0591, 0x61a7aac996fe3ade, 0xc90c979d63696966, 0x0000000003ab75cb,
            0xf0b1681ed2b88c42, 0xe2a45d6960c3ca17, 0xd6930d2fc5557040, 0x00000000b9239580,
        ],
        [
            0xbf0ce5aeae011bd3, 0x3006e3b74d1e0e49, 0xf57d0e4abd736c6e, 0x0000000033e0349c,
            0x9900a726e5c6aeeb, 0x68ae5ca0a6f3a284, 0x6361f0b4b5cfafa9, 0x000000002eaa19d4,
        ],
        [
            0xe0ff3a9d8054a234, 0x68ee89529b39acef, 0x7fb34ff103dd2fb9, 0x0000000036e25419,
            0x522175bff8f86511, 0x4b7ce23f301033bb, 0x8fa8c564d9b57ade, 0x00000000727547c1,
        ],
        [
            0xc2de5a474f713ab4, 0x19272ef2fc219c62, 0x10b29f678810b8af, 0x00000000e9b9c1a6,
            0x3b8d7e415778e437, 0x4c59e903cc9dd567, 0x21b028e3a3a0f1ab, 0x0000000020be611a,
        ],
        [
            0x7497f8f503477376, 0xed68dc8bec5e16b0, 0x0772341bd923e5c9, 0x000000008c89ca86,
            0x435fc3170cf8a306, 0x2f4fd9a79418ebc6, 0xbc15d226ef8a94a5, 0x00000000b9d4ad54,
        ],
        [
            0x7fb4d6cbcf147f4f, 0xd8ce74e51c795665, 0xa24e342d1f683990, 0x00000000b2283d9e,
            0xb8ccd3096cb5f1bb, 0x041fc154363c3730, 0x59a12f21b82915a7, 0x00000000d6abdd83,
        ],
        [
            0x4705395765ca568f, 0x5bca0d8cbf130ff9, 0x1e9e6f1bc629139b, 0x00000000dd590f53,
            0xb1b0f8547a9b258a, 0x18e04b8906c74846, 0x044a3921b0457208, 0x00000000187606dd,
        ],
        [
            0xf62aa1bd5d85ed76, 0x38737578e359773b, 0x31df94392b782c08, 0x0000000080e166af,
            0xa7a7bd40673b4b07, 0x95ad760250ca47c9, 0x4a7eebb48ed45ebe, 0x0000000003e9fc9d,
        ],
        [
            0xd194d0680bb8da6e, 0x428fddca84323154, 0x14274bf45fbed7d0, 0x00000000255d5d95,
            0xe5242c53193ba898, 0x22f0ebd5da983d21, 0x6587e41a5e2952ac, 0x00000000cd70f548,
        ],
        [
            0x6da7b1eb1830b3c8, 0xcb6c85114bd97ade, 0x67ac9fe62540545d, 0x000000009fe1ba93,
            0x72facbc3dffc9c00, 0x3962ffdc258787ac, 0xa28573e78996f3b3, 0x0000000053fe6f6b,
        ],
        [
            0x09c7c54ba3cb0405, 0x9b814c939d925939, 0x3f73c33caccd99d1, 0x000000001708ec7c,
            0x5b48ed05aa412f2b, 0xd371b8e2f752977e, 0xc67652dc91eab3ea, 0x000000007ac25517,
        ],
        [
            0xc4d10bdfb7bc57d3, 0x164bb36ecbdffecd, 0x6513a3ad86e7136c, 0x0000000048a93aaa,
            0xf17a5691e00d91d4, 0xbf90fe39207ae758, 0xf7cfa610889e08aa, 0x000000004e1328b6,
        ],
        [
            0x787f22f5a8e71190, 0x9924ee0f93150e22, 0x2f11f0b8f3ba3b5d, 0x000000005cb9086c,
            0x1e36760f36fea0ed, 0x28262e235cb5ba89, 0xf117f63eac703ca2, 0x000000008c3ff9ca,
        ],
        [
            0x0a936edb98e647cf, 0x499b1c249198645c, 0x8b3d056dac30ba24, 0x000000004c416db4,
            0x35554ff42729681c, 0x84948f79fd4a05c6, 0x59cb6ed231d2447a, 0x00000000121bf3e1,
        ],
        [
            0xda32d342c277b091, 0x17f14ed1dc963ead, 0xec07edb6b56774c7, 0x00000000f8ea9eb8,
            0xe37c1e7af87e4a74, 0xc3217e5e1156d45a, 0xb2796b74c76aeb29, 0x00000000e0ba8515,
        ],
        [
            0xaba113fc33fde338, 0xc0022adf0e6fb34d, 0x491a39cae2da2a97, 0x0000000054e2ec96,
            0x3d0946d9b883d291, 0xd8794d716f792b36, 0x13094248d78ca8ec, 0x00000000286898ab,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0xe5876159a597c946, 0xcc637e99308bf446, 0xdb6a36f68047e56a, 0x00000000e8293346,
            0x93a30fbd51f3fb7c, 0x3e0a22c7cd2f5b41, 0x3d9fe7400b7b25a0, 0x00000000aafd7816,
        ],
        [
            0xac70d023cabaac34, 0x7fc6e9c4e4e20984, 0xcce8d1030ffac935, 0x000000006efdaa99,
            0xea3876d9d5d8263d, 0x1319056aa0b5e29a, 0x9fa645d365ae7e78, 0x0000000093cb4927,
        ],
        [
            0x7f6337ce886ba3df, 0x7b3e3023e5943606, 0xa28353d521b5b09f, 0x00000000917b4519,
            0xfd5ad004d1005ca4, 0xc733582573dbf462, 0x3b50b66b7f25c9d4, 0x0000000035b3bf78,
        ],
        [
            0x11e78f96857c7d7b, 0xcd19ea8e55ff3762, 0xb557ab25a90b8b11, 0x0000000098bfd175,
            0x453f5ec0436277e5, 0x74f19c3ebd8cc123, 0xaf6d61dee53f50d1, 0x00000000b809c27b,
        ],
        [
            0xed539df19fba2bd9, 0x718a4f45d5c7355c, 0x10d601445ced43ea, 0x000000009618c03b,
            0x8b9bcb4a55e1556d, 0xf1a46d41e3767fbb, 0x8a0093442a5c6f77, 0x00000000a23cb6b8,
        ],
        [
            0xd49816e2bda630b0, 0xabd8c48b68c388d9, 0x3b976a04741de91e, 0x00000000f24259fb,
            0xcbbf26845a923f4f, 0x8a51b8af56659522, 0x43c8b17eea31954e, 0x000000003d1de35f,
        ],
        [
            0xd85103689613f782, 0x7ea65e3dd5dedcbd, 0xbd599498ab06f6a4, 0x00000000c5aa099e,
            0x32f40f7bf3eb18eb, 0xfde611a8ad93fbe0, 0xf575175240b951f1, 0x00000000fc37b6e1,
        ],
        [
            0x2c486c0bf649bf08, 0x9417e436a5afc024, 0x38aa1ed3b063a531, 0x000000001558aff7,
            0x904e9ed7004fbb10, 0xd2555c073494f0b6, 0x0f32df2c365e3d05, 0x000000005c8f30d5,
        ],
        [
            0xb3b67c86ab778dac, 0x22160b145820cba5, 0x250299647c0b0cc9, 0x0000000000e9bedd,
            0xa03f67af34239318, 0x4b896c94e93bd50d, 0x7b36c385dbbf6cc8, 0x0000000052ff4ee5,
        ],
        [
            0x44a137ddd002f978, 0xe36c72920478c491, 0x0dae117fde2fcba0, 0x00000000770ea0d5,
            0x3d353ef26ba16838, 0xb45fb17255305daf, 0xe9f934b43cd0df40, 0x0000000019eea8bf,
        ],
        [
            0x64e46b9dde73d4c6, 0x27db09e8a3bc34ba, 0x065c30a4c2253e0f, 0x0000000080db0967,
            0xb3c5523b51520af6, 0xf9474fc39496552c, 0xb2a382f59bed457c, 0x000000004aeb3ea6,
        ],
        [
            0x2f568e24a0b8f0c1, 0xe025993cd071a827, 0x1682ebbaedf5f151, 0x00000000d5332d28,
            0x0b9b644c3e49236b, 0xa74f5b436e8cf368, 0x5058f53c315b0cb0, 0x00000000162aae3f,
        ],
        [
            0x3ac9a7c774022757, 0x9e23a00d779d3242, 0x4c8985e24a3a2684, 0x000000008287c86d,
            0x07576911d0e0ce70, 0x45643bd6e114aff0, 0x9e67041bfd164b9a, 0x00000000aa98a9de,
        ],
        [
            0xa18e971260c5105d, 0xfe3628ee075732c1, 0x65869dfb3deea963, 0x00000000de8f8c00,
            0xfb6482713b2a040d, 0x3486dc8328386f82, 0x00237a52b76af510, 0x000000006c2a5299,
        ],
        [
            0x3d7f6a9a850ac224, 0xe40d55752ceef446, 0x167cd22b97d044fd, 0x0000000017cc66ce,
            0x2c7356b9d8058cd1, 0xfc536ebf4d09558d, 0xc4f911b6bbfb1e44, 0x00000000a4e61004,
        ],
        [
            0x6a7ebdd12f432139, 0x25d6c68a676d690b, 0x70ef4a18f169ac1a, 0x000000003fe9e66e,
            0x9b515115a193f6f9, 0x4399b66b6b6b0581, 0x52c4fcf1d0e88db2, 0x0000000031c324fa,
        ],
        [
            0x7f030b40cc24d94f, 0x3d040ff82a76a099, 0xcecaa90d42c50a89, 0x0000000023868973,
            0x32ab56471b58789c, 0x0e271b8c822720da, 0x34bbc69e7e0c996a, 0x000000003bc71ca0,
        ],
        [
            0x8cb05f080acd39ce, 0xd44bf0375be3a067, 0x84726888241ed0c1, 0x000000000a1bba8e,
            0x7191b145dc7980a1, 0x12cee0b2ea557690, 0x839c0f7a42b9b2ee, 0x000000009290d72d,
        ],
        [
            0x8e73689d3bc7d1fc, 0x8f0ee0d5b92de3a9, 0xb4b9039c15dfc1f7, 0x000000003c6c720d,
            0xe18c26be39023ec9, 0xef933ea7dbc69d1a, 0x7ce5f9392f69f8b9, 0x00000000e4e1795f,
        ],
        [
            0xadddca09aad9f2c9, 0xa0c5fe18ed0ee3c6, 0x2b93c456d8f400bf, 0x000000004cfbb8db,
            0x418437d9ed14cd5a, 0xbfe9f393df997593, 0xc3e81a884621f202, 0x000000009ed60e39,
        ],
        [
            0x904207a0450a9e03, 0x6da6cc1a50687569, 0x9cadf68272295159, 0x00000000ab5f86be,
            0x6068ecc3e3246398, 0x6365c8ab818aee7b, 0x3fca25900e8fec19, 0x0000000055181ab5,
        ],
        [
            0x8b60c28f567efac1, 0x3d13e075d7a20e15, 0xac2f7f63a613c5c4, 0x00000000a6e91be8,
            0x3e772cc8b20be2e0, 0xc3796fa4736f4256, 0xd6a07476c672d95b, 0x000000007dc32a27,
        ],
        [
            0x570aaaed34e46635, 0xf690af1a55906e16, 0x8b078605072b9824, 0x00000000ea89d149,
            0x5f9b6cd0e4c10985, 0x7e040902cf4e0363, 0xc3f90a8add744125, 0x00000000b6273d98,
        ],
        [
            0x1e0909cdfd59463b, 0x2278a10614c1cd42, 0x306158eb4f1e3ad8, 0x000000008f1a4301,
            0x3bbbf435077ddd75, 0x032514a6b5acd45d, 0x959a5237910557b6, 0x0000000043d389fb,
        ],
        [
            0x1f0c4c1f36dfccdf, 0x33e6ec521366c723, 0x61062b52e0b050ed, 0x000000001766314d,
            0x62710ee7dfeaf9d7, 0xd51c9e319533da54, 0x19717e2bb963361f, 0x000000004985a714,
        ],
        [
            0xdf6ae4fcb61d7c2e, 0x850f13e6c65f9e4b, 0x6a1b4bb2a6e30e1d, 0x00000000fba0642e,
            0x7e020586ac001229, 0x131d79578bac19bf, 0x7c84d6f397412a76, 0x00000000a02ac26b,
        ],
        [
            0x82eb6718170fcfa5, 0xb8b20cea20aadf48, 0xeb649d0b6ab5119e, 0x0000000002d4dba1,
            0x99f73b581fb897e6, 0xe7295f190d847416, 0x80e6604b81280cf0, 0x0000000097224a7d,
        ],
        [
            0x90121b489b5fe54c, 0x1f343739d171772d, 0x5679085315859abc, 0x00000000989b102f,
            0x00a3ac94f1c12248, 0x5302090b1393da6c, 0x8b7ba04e0b690d9d, 0x000000002f683e6b,
        ],
        [
            0x2876bb3cd7ab60d3, 0x431d9878288b9397, 0xb42b0191b9cc265f, 0x000000006bfae05f,
            0x787d3cf66e4bf725, 0xc76ea7432cdb1adc, 0xfa5652629e54dd79, 0x00000000e450a4a4,
        ],
        [
            0x1b733f2b33826a69, 0x08ab9825c956253e, 0xb30efa3fa8220c00, 0x00000000c912a7fa,
            0xb396ba1bd80a459e, 0x1dacd233437dc3b4, 0x9b9354709e178d3f, 0x000000001e6cd09e,
        ],
        [
            0xe52e7e85d26c487b, 0x3ba73124966fccca, 0xc982c8a481a94f2d, 0x000000000f8f99f5,
            0x18bea6dda22db721, 0xedfda052af920f88, 0xeac16c71e7ee1642, 0x00000000205ba462,
        ],
        [
            0x403677bb62e391aa, 0xcd3fd0e0e67af8a2, 0xdcb518130b4be307, 0x0000000088ce9bf6,
            0x0f788e98e4877d66, 0x1742afd08400154f, 0x80428f26768edb4a, 0x00000000277da6c6,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x61b100d2003e564b, 0xaf3087cc416f9398, 0x11e5f34b8d0f5a48, 0x00000000e047da80,
            0xc598885ae946d928, 0x838b9ed4455959c9, 0x6bdbe44ce69bdd02, 0x00000000d3377883,
        ],
        [
            0x122068598e882fb8, 0x3e1a95f6d53242c9, 0x765eedc11c2921f5, 0x0000000084f582be,
            0xf8de62be525bb499, 0xd0a27199f9eee520, 0x721633cd209f3c9d, 0x00000000c2e9678c,
        ],
        [
            0x6fd3001fab1ff699, 0x5b228934e508cb13, 0xcc02c93c80a73390, 0x000000006ad8073c,
            0x5f92bcf69444deec, 0x06c7d42b8847a6eb, 0x40b45a83758f4aa4, 0x00000000db4ada91,
        ],
        [
            0xd3a72d083d4c49ae, 0x03aca3cca5e4f840, 0xf00706d6d9bcbe83, 0x00000000986b79c3,
            0xefb01a68412a3304, 0x19e3729ea0bb40d2, 0x57b4bca12d182974, 0x0000000043c566de,
        ],
        [
            0xa7ccaba3ebe66e5d, 0xe5d23ef366ee0e61, 0x9b1924398b52d5b2, 0x00000000e2507e26,
            0xf0320f46debe6661, 0x06272a4d164afe7b, 0x53be168fa9cd4c00, 0x00000000bd05717a,
        ],
        [
            0x1869604e611af3b1, 0xb7d10b4869cd9356, 0x8a8472c4161651d5, 0x00000000a23f6947,
            0x9ca82d058a84a570, 0xbdf0cb1edd9ffcc5, 0x8b2270927c9cfaaf, 0x00000000c52e4c68,
        ],
        [
            0x3bd53f9f13de8a41, 0x326f769638707713, 0x4c9a0c1a6251ddca, 0x00000000e7e323fd,
            0xd33612f26876f934, 0x1b94f16093f34e7a, 0xdc0b91ab0c42a981, 0x00000000548c92c1,
        ],
        [
            0x82f0ce0889b3a627, 0x4c9d1c888ffc3544, 0xf2cd74da1414581d, 0x000000002ab74c29,
            0xd4c61a1b47673821, 0x4166899a8b9a0584, 0x7b53c8e6d7114188, 0x000000004e91e1e4,
        ],
        [
            0x37b7db087c7ef0f9, 0x2ce3e2504de172b0, 0x1253fef83f8b6d32, 0x00000000c76ebff6,
            0xc53e233e54208a07, 0x6f68e1549a8ef0b3, 0x9a94edf52d43fb48, 0x00000000c8891237,
        ],
        [
            0xd9c4d8a51a52af4c, 0x62eae24cfb136a04, 0x2a546df5627e23b3, 0x000000009518b383,
            0xe74b275bc577abda, 0xbe223e4a9e8dd1b3, 0xc1bf5392b28d50a9, 0x00000000f0c4dae3,
        ],
        [
            0x8d61f3cabe0c0f85, 0x4cbdbb45e4f10dce, 0xdb4a6076d40a9135, 0x00000000869e961b,
            0xc8ea7a1c191ed5b2, 0xe62f26a5aed2c272, 0x49228bdcdd267430, 0x00000000196c9b69,
        ],
        [
            0xce03f04a3118786e, 0x107aaf6b827606a4, 0x277b88b910bcfdd2, 0x00000000f2e4c5e4,
            0xb9213c6db9b85218, 0xebb4f0be161c54e8, 0x859e60452814c386, 0x00000000ac244cf4,
        ],
        [
            0xc6165fe07de707a4, 0x6be7081cc07709d3, 0xb1a5a67bfdb883bd, 0x00000000fd535ec8,
            0x8234b45825257079, 0x9c1b3f2945bb7b81, 0xa1cee7501f4c2d8a, 0x00000000cf55f516,
        ],
        [
            0xfb5483136f70a66e, 0xae61c7f47a6b6eef, 0x6a3d4ff3ec447933, 0x0000000074866913,
            0x38316d0235042671, 0x6a9889f8b9635b34, 0xac2333692db27177, 0x00000000567be1c0,
        ],
        [
            0x88e7f5673357ad87, 0x7dc56ca18dcb5c06, 0xa6e90095c8f6e06c, 0x00000000905b4a44,
            0x63aa3a4e99de2654, 0x486476c91e51e461, 0x35d139e95fb4cf43, 0x000000008725096b,
        ],
        [
            0x680b826b004de7f7, 0xc1ff25d4c0a2ee02, 0x8b33b701b25a4e2a, 0x000000003a2939d0,
            0xe6feb01b9621d94e, 0xca0e2b81d1311810, 0xdbcecc81a701c8f2, 0x00000000eee95871,
        ],
        [
            0x073b53624141ceae, 0x0ade57c4ba5e54f7, 0x4d439a6ee090eb68, 0x00000000731bd6a8,
            0xa4d57aa3c448bcee, 0x05fe164808628973, 0x792dfb3ace8991d4, 0x00000000f3e3e677,
        ],
        [
            0xb4c332707ef5e578, 0xb1e8c3bbe36f0f04, 0xf6b20e5e4ca8e004, 0x00000000f86b4483,
            0x2af1672ec13ea0f5, 0x63b2e3067f818a8d, 0x0600940c079a6130, 0x000000008ac2db5a,
        ],
        [
            0x6f4fe5c4ae82eff2, 0x3024fd3d57a61e3e, 0x31e9d4cc3608c80e, 0x00000000b49777df,
            0x1d2decd473e03e54, 0x4e6d1bb3ab0ef555, 0xe481ffdf0b656b13, 0x00000000617a7ba8,
        ],
        [
            0xc6ef0b2bba999075, 0xf6d22ab0ece247c6, 0x135549571b593e87, 0x00000000ac683c89,
            0x4edf5e770740cc1e, 0x64817f700bd01e9c, 0xbb03044cbb544f1b, 0x0000000052d9c64d,
        ],
        [
            0x5defdb61862a6e58, 0xef86da04ddfb8184, 0xff88d9c541fc83b0, 0x00000000a00232de,
            0xb7f40556e89c99e5, 0xe470db66aa107de4, 0xa5c267b8cf5f160c, 0x0000000079a9c25a,
        ],
        [
            0x34b71f43f0d39318, 0x5c59426e80ec1258, 0xfb1dfbb65219c6af, 0x000000004c96e00e,
            0xa07913da47b10356, 0x1cf65b2738e932d8, 0x4f54eac4318c0fe3, 0x0000000060ba4ca7,
        ],
        [
            0xc8b3f22c34f29063, 0xedaccf1d3cf3dde4, 0x797e8172d1cb235f, 0x0000000031d8750b,
            0x2ad750fd9e45017b, 0x080911ac022b7187, 0xc86dc127d5173dcb, 0x0000000077dcd779,
        ],
        [
            0xabd58a31eb3d07d3, 0xe9d983710becd14a, 0x455fdc2f8ccd0d0a, 0x000000002619d271,
            0xa0ead660e85b2855, 0x054a971cf9ec3cde, 0x57797143d585bb5b, 0x00000000442ee40c,
        ],
        [
            0xb0bd2d60420bd0bb, 0x9caf9e816c08d4d2, 0x28a3dfb461d163f3, 0x000000000c6a319b,
            0x3f5b6690dfd66417, 0x8dd9c3b75911d2bf, 0x4abe72e96501139f, 0x00000000e076df1f,
        ],
        [
            0x8e86c4a01f0c6aab, 0x79ca0c6b53787283, 0x9b2dda5e3da3fa4d, 0x00000000052217b3,
            0x751fbedd57035180, 0x73b0c165fc483a09, 0xf8af2d729fcfcad2, 0x00000000db679d3b,
        ],
        [
            0x2dc82fe473a42b1c, 0x4709c46374d2727e, 0x6ecc0828b2d4cef6, 0x000000006ede4373,
            0xd5a3b078bfef7e24, 0x999cc42d745d6b2e, 0xb7840bc07ed629de, 0x00000000e744dde9,
        ],
        [
            0xa29959175ba51b3c, 0x5fd33dc808220ee9, 0x00769e1f8eabc610, 0x00000000dc0795e2,
            0x816611ff6608d9f5, 0xdad3f2c88c835504, 0x111f610fc1dd016b, 0x000000008f80fac6,
        ],
        [
            0xd0ec5722ebabc775, 0x8ac3da54ac5c0d6d, 0x400834214d798176, 0x00000000867133aa,
            0x884023e064b013c0, 0xa25e8aad1deb7379, 0x89529587ac535f43, 0x00000000254ce4f9,
        ],
        [
            0x893d121d43b49be7, 0xc5a101c7e5daed1c, 0x4f8b0d58282e5b43, 0x000000000b7a3392,
            0x3d8be972d4ae4c03, 0xc1830bb00d3c38b6, 0xe86394e4c670a667, 0x00000000a4248051,
        ],
        [
            0xf20cd8fb168def07, 0x78df2150e865bf6a, 0x6774263091f55cf1, 0x000000001042d0a4,
            0x331d3959494e8969, 0xff3e83b67e8cc698, 0xb70f0bb309c8b94d, 0x0000000087cccc54,
        ],
        [
            0xb5c4c69b22d3206b, 0x886af51ef507ee25, 0xf21fe543454a0f10, 0x0000000029d7720a,
            0x7c33ec2a22d2999a, 0xa4d8106eb4054a86, 0x8a74b5b0db971595, 0x000000008850caf4,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0xa04cb6623bc6ae19, 0x4f889fa2f30acc6a, 0xb8b6110cd7560ec2, 0x000000004f8fab99,
            0x4308e6086bc71596, 0x10d12c432c9d6af5, 0x64c7b963ca6486c0, 0x0000000028ca7953,
        ],
        [
            0x4220e84788d7b871, 0xc1fb7864a785596f, 0xf4276ec4fa4258dc, 0x00000000fc15e9f1,
            0xa58a670d293a6fc6, 0xd56aed8a9382335f, 0x311f97663477647c, 0x000000004f5dbddc,
        ],
        [
            0xc7b39de951929e02, 0x2b86f57093ff36ec, 0x802aa4a0a6f2dced, 0x00000000dbd9b943,
            0x8c1a0edba8bbc105, 0x54aa43d17cecf63b, 0x78b1b38554af7ee1, 0x000000000498d501,
        ],
        [
            0x598815141cd0a45c, 0xa32929ee919ddc75, 0x3037e369f87e0bab, 0x00000000a090d36b,
            0x579ffa96b3841cb6, 0x904c8cca38e224e4, 0x702d5e892cadda68, 0x0000000012eff4f2,
        ],
        [
            0x2e93f070c07ab316, 0x25c23713fcee759c, 0x6a329ada132e8c43, 0x00000000ec4a7a29,
            0xd5e2b374e8c7f287, 0xcf0c014936a40bf0, 0x25e16e859da99c9f, 0x000000007730bda6,
        ],
        [
            0x350411ebb6cb033c, 0x4b4e8d93c83be0ea, 0xbb338804c7612043, 0x00000000fb1e56ce,
            0x4b75557bef5ca7d8, 0x5e0d7736fed92eee, 0x61eea795c3259e9d, 0x00000000c28b498a,
        ],
        [
            0xd0a972a81f147d23, 0x346ed362e471b9e4, 0xd7accdbccfd1906e, 0x00000000293a4390,
            0x86a243d879ac99cd, 0xca928f1806c24954, 0x254958103453aba8, 0x0000000036f891b2,
        ],
        [
            0x4b805781a01e18e0, 0x35c19d908dd02690, 0x832778411d04223e, 0x000000007ea96551,
            0x4c78c04de06c5996, 0xc34eaf3c70dde026, 0xae645b00b58c0bf7, 0x000000003afcf537,
        ],
        [
            0x8de09e8688195009, 0x70957a8576e08928, 0x59256cc9a653c234, 0x00000000d8d51507,
            0x473099945d7b9252, 0x3ff7ccc10f159c21, 0x0339c473fe9fe5bc, 0x0000000016784f00,
        ],
        [
            0x9c32af389dfdba3f, 0xf93a2f1469ee0a06, 0x38105c261fd2a13b, 0x00000000fe12d778,
            0xd4a507743947424e, 0x8f7c85bed5b96217, 0x9f4dc1440f0582fb, 0x0000000087629c9c,
        ],
        [
            0xdd0b49af9620574e, 0x687037027e561904, 0xab404bf83056fb70, 0x000000004911d8a5,
            0x918076310f24dcd1, 0x6847c0d5606c33cb, 0x525adb32791f57f0, 0x00000000818f0a1f,
        ],
        [
            0x4855546c49e538af, 0x11f89f316d3c05ab, 0x9e6dd61e44996dfb, 0x00000000e5054752,
            0x4c1c7978053ae779, 0x49d3b92ea7675178, 0x307c1a3472b800a4, 0x00000000afc9ca2a,
        ],
        [
            0x586d393a1cbe9e0c, 0x2e2acea1480cf461, 0xe3cf0a1413a215d4, 0x0000000082460da2,
            0x188125b738bbf760, 0xa80c3de5cd5956cb, 0xbfc652be9e63be59, 0x00000000275a3495,
        ],
        [
            0x7afa362d34fb8b2f, 0x995871edf7c5f96b, 0x6be4e8e8fa20c1e4, 0x0000000002b63df7,
            0x3453fb74f9949e2f, 0x376ae7a8f6fdf958, 0xadf32795502b7475, 0x0000000020557243,
        ],
        [
            0x3d0c5313937b1868, 0xb2ed18b4aa1e00ca, 0x18e7fcd5e23097a6, 0x00000000790fdadc,
            0x00c47190f18eb299, 0x1797157ef4068839, 0x257f4df15b080743, 0x00000000d4b97dd1,
        ],
        [
            0x156bffa3c043c4d3, 0xc568dd1aef4fdf72, 0x373456aa0fb07e25, 0x000000000c136024,
            0x750634859c743fd6, 0x512889e409872cea, 0x2982d6761f75eff7, 0x0000000046918abe,
        ],
        [
            0x552b1d5a95de93f8, 0xf6ce5a61c91b6f0a, 0xebe1c6fb26244e6c, 0x00000000ec4bbe5c,
            0x35cfef8c4fe79929, 0xc7ce695709fa8c0f, 0x4bbc379277fdabaa, 0x0000000094421437,
        ],
        [
            0xaa0f7a8f1f2f75b4, 0x44a728bbe4d29021, 0xdb26a5149b86e6e0, 0x00000000f567f4e0,
            0xc1decce547f066f6, 0xbb842ffb9de6495a, 0x6557417bda23fbb5, 0x000000007d23ff08,
        ],
        [
            0x3a9a26ffa2a324b7, 0x664652b4fa637395, 0xf8ae9c4fbc2048f0, 0x000000007229d31e,
            0xd86d5de2499224d1, 0x33a4a4fbd7e8cbb1, 0x382a852fa98c305e, 0x000000007668edae,
        ],
        [
            0x984bd24c5a648ea8, 0x88be2da817b7b322, 0xa03ade4233279a92, 0x000000003ac696ec,
            0x36f23ecea75e5e17, 0x7b4771794faba2b9, 0x7bbc4522f70fdee7, 0x00000000eb035a5f,
        ],
        [
            0xdfd09cd80bcc9e8a, 0xf1564d08d7ddee82, 0x87b5bd4a93460444, 0x000000000d5541f4,
            0x2e83bcba87dcbe2a, 0xd947e2cfd3e283ed, 0xb28eb570e52b803b, 0x000000004a8c77d7,
        ],
        [
            0xb145dd4df28899e9, 0xc929d158f8de49f2, 0xa5fe71f07a359488, 0x00000000ea4e5a13,
            0x8252a9a962263448, 0xa478d63b9870bd6d, 0x73608571d7e75649, 0x00000000b0499f6c,
        ],
        [
            0xa571f0bd6625374c, 0x67316b9e50d17043, 0x15047c8b7b24e59a, 0x00000000e06a40d9,
            0x5bc5aeb671fd751b, 0x77f99ebeaeb386d4, 0x62bdfdf540fabb40, 0x000000006aace159,
        ],
        [
            0x888b7c2bb82bff1a, 0xade27f4e07cb3e37, 0x7f7c933fb017d5a9, 0x0000000042119d1d,
            0x5ef83e452b1e659a, 0x91081a860109f6b8, 0x1b624dea6e139181, 0x00000000a2bd127f,
        ],
        [
            0x041c2bca8c73ff85, 0xdff69743d43f468a, 0x58417877497dff29, 0x000000009551c8f0,
            0x1e1b3a51ea9a5efb, 0x62164b977aa44dae, 0xe5d6128d82e3854e, 0x000000002f25adda,
        ],
        [
            0x274ea5de830c51a8, 0x6f8c93f752fe1ee1, 0xd62858777dc25d86, 0x00000000da84cd8b,
            0xbb649ac148aed2f0, 0x6976562f1e3ba4b5, 0xbd251ef16f9c137d, 0x000000005e5495d3,
        ],
        [
            0xb48d4d3eb40fe472, 0x4985b85cb23798db, 0x829e3bb64a87382d, 0x00000000492aac4a,
            0xf58a646359bdf861, 0x28f41a6596935f47, 0x6d21b8d53396e951, 0x00000000e244afe7,
        ],
        [
            0xe1d9d533b5425304, 0xdcd37dd852f4f30f, 0x6d0d35743a3e06d4, 0x000000009ec8c4a0,
            0x0663032448b20906, 0x334cec458d559ed9, 0xd0a2d07d295b5edf, 0x000000008d6e5cd0,
        ],
        [
            0x08fa6e2ee10bf24d, 0x4a8f6f4aec60e2f4, 0xcc5f8968a152beaf, 0x00000000bce9a53b,
            0x076de5d8edca75db, 0xfb2b47e731df6025, 0xead89b13ce591c62, 0x0000000052e8a741,
        ],
        [
            0x8e01936150cac57f, 0xa3854afa2f914dd7, 0x2848b0db2acdf295, 0x000000000f138ea9,
            0x4ea1b0398c64c319, 0x4744002249ae634d, 0x8ed0557e113138a5, 0x000000002b0adbad,
        ],
        [
            0xa6f2df89d2551fb7, 0x40fa3c8b5bf03737, 0xce383c9e924c5819, 0x00000000910aeacb,
            0xbfdc9b58641dc85b, 0xd63db8d5e45c96a9, 0x8177cf88726cada6, 0x00000000a738df5c,
        ],
        [
            0x9c68e7cc52954a16, 0xac850b4422874bf5, 0x3b1f707164db3074, 0x00000000a14665fa,
            0x78fc6e6887ef6099, 0x1edffe7677eb0618, 0xf5f0fda16d531161, 0x00000000429c094e,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0x570bd76b0a953500, 0x493624f942617e4e, 0xbd807766ec1fce2d, 0x000000005098d9d8,
            0x468a4f16cbc6ada2, 0xb78fc3acada13650, 0x1dce66deb5aa694d, 0x000000005318219a,
        ],
        [
            0xd30a5800fedbc51c, 0x2745e2b897115f9f, 0xeff5c174bb10a57f, 0x00000000adf87884,
            0x162e3c5b589f5f94, 0x16aad5e5a2bc843d, 0xd6f94dfb25478287, 0x0000000031bb4258,
        ],
        [
            0x6c5c8427c180bac0, 0xdf01fd2146351cc8, 0xdd1d4004b964daab, 0x00000000c4d0e945,
            0xb82dabad72fb966c, 0x2268903b7d7ac429, 0x7dafa986eed99c4c, 0x00000000cbdad15b,
        ],
        [
            0xe5e0aad860c5d65f, 0xc4b812b6c7b54b13, 0x008e0bc3e9d8af38, 0x0000000071a411c5,
            0xc482b23227cb0dc7, 0x5042230e07289ac0, 0xa128b56668d763c4, 0x00000000c589940b,
        ],
        [
            0x533b21ed62562a0c, 0x398ba505b86a434f, 0x5b2f618e5f1dadf5, 0x0000000035caca2b,
            0x74cf7bbccaf4b249, 0xd924780db14dae65, 0xf5af026627c04cc6, 0x00000000c41f13b5,
        ],
        [
            0x5727ef4bfd136860, 0x2af297df9fcc3538, 0xe33ed1c3957682ab, 0x000000009f83349f,
            0x5961423c64693518, 0x8650191e5148178e, 0x5986c53b66e2c6e6, 0x00000000d5c63ac2,
        ],
        [
            0x9082e76111b49c5a, 0x1815dbbc5661867b, 0x304420898ece3938, 0x00000000eddde973,
            0x3e2f678fbf2eb7b4, 0x15fb42e7d4f64e91, 0x0b10417849fdfa46, 0x0000000078b6687a,
        ],
        [
            0x9f724691391a31fe, 0x79581fa00ca4bf22, 0x4bbc9bf5730e0882, 0x0000000091d1e24a,
            0x26de9371d756f110, 0xf050810bd72ae23c, 0x75b289b36ca80e46, 0x00000000777ca3a2,
        ],
        [
            0x7d3fcac68185a290, 0x1f109f32ebb7ace4, 0x0be2283348bb32eb, 0x000000003f76d58e,
            0x8e3df32b1868a043, 0xd5e2b1fa00f1bf36, 0xdaeaa58b8b204654, 0x000000003263322d,
        ],
        [
            0x648b273d742ad365, 0x9a066a232e05e12c, 0x691aae3b3a732a3d, 0x000000006cd91464,
            0x208c6c3b04fe3ff0, 0x61fcbdb4e4c05b8f, 0x59cd9a06d9e2218e, 0x00000000835930df,
        ],
        [
            0xd984c49e33eb0d51, 0xd7d25d0d888fc640, 0x4da4ce0e9bb00fea, 0x00000000affa26c5,
            0x2307b84372396942, 0xc1d18e97c6cd9202, 0x518df91e3f8ed768, 0x00000000eadd2347,
        ],
        [
            0xaf9c00ebc1d3ad41, 0x6b575b77b90b0248, 0x2e1dac5f45a5507d, 0x000000008db688a8,
            0xa655bbf0ab53ef89, 0xea6e67540fdb8f93, 0x9751d174fdb2b439, 0x00000000aef8bdee,
        ],
        [
            0xb601c3790aa602c4, 0x3a6533addaadd78b, 0xb3e4d63bb65d4dfb, 0x00000000653e4965,
            0x8cbfa3ecf35d8a67, 0xd9cd6c4abaaa17fd, 0x50eade40e29a388e, 0x000000002ec73453,
        ],
        [
            0xbac1435ad1812921, 0xf5d2dc01aa859487, 0xe22a73a2b5b2445b, 0x00000000aa1116ed,
            0xf9d72a8539d4f53c, 0x27cfb1ab616cb03b, 0x4cf9a426cdf54ee8, 0x00000000e0208859,
        ],
        [
            0x5300262c0749a748, 0xbb0d78077faf0467, 0x93b14cbcff47f117, 0x00000000484a66c2,
            0x654db6c991118c52, 0x6b9ef22420220d13, 0x897e3ec21162cfdf, 0x00000000f29d6809,
        ],
        [
            0x2c67eef0f7481883, 0x49af94141a833a88, 0x5fc1c69f8aa0f2d7, 0x000000009f06aae9,
            0x4ecfeaa52b6f561b, 0xbf5973f717fda35e, 0x0013029b338ff3e0, 0x00000000e6215b79,
        ],
        [
            0x4553070745cc9ed7, 0xa1f8d1403d6ab800, 0x5aa0263834dca331, 0x000000004dc086c8,
            0x6df633bb5be308ce, 0xd7e7437890bbb8d8, 0x8dcb3baec7c28c06, 0x00000000a0c24314,
        ],
        [
            0x7f227ccf2b4b775f, 0x8cb186638cd51cfe, 0x9f7bcc0468ea58e3, 0x000000003003cc72,
            0x5b982b6adb7fa1bc, 0x64a1222bd5ebd68b, 0x9679336c675b50df, 0x00000000a8fee552,
        ],
        [
            0xe51e0a9e1db92746, 0x584f0a7575eb0c92, 0xa54c748c9af943f8, 0x0000000028a759fb,
            0x1cea2c6d59c61e20, 0xd54f4a86b0384781, 0xb65d1eccf0f73ecd, 0x00000000d26a77df,
        ],
        [
            0xcb23a5416f8d4351, 0x3cb31aea51dd59db, 0x7d0b3dda24f458a5, 0x0000000026b341e1,
            0x80d2e582b5440aa5, 0x1b5ad25e9e2fd334, 0x794f6e44114215cd, 0x00000000e3bb54b5,
        ],
        [
            0x01429cdc119ef86c, 0x994ee3e57fb2c053, 0xcf236537ee0b3bcd, 0x00000000ca6a0781,
            0x28ee066e9d76f90c, 0x18225dd3e18e5f40, 0x2a9ed4efb1e0ccfd, 0x00000000a109a3af,
        ],
        [
            0xad211acd9f94c8a8, 0xfa0ba148e621f731, 0xa71de5a1072030c8, 0x00000000106812c7,
            0xeac9452f57d3fed5, 0xff6172a24ce2ef8a, 0x778bc2ddac163954, 0x000000002e5cbdab,
        ],
        [
            0x0baf79a26d06223c, 0xe2bee5ec9c81a4be, 0x8a4d69e09363638d, 0x00000000687f0dee,
            0xa6d3323cdceee166, 0x354badbe202ed4a9, 0x5bbe8c1a1c483cb2, 0x00000000433b79ed,
        ],
        [
            0x3828dbf72c4c3668, 0x17810cb9b8a0c6af, 0xdd7d6cea9f12e96e, 0x00000000e595dcab,
            0xad54b44b5b28c732, 0xb904d92fe8aa36bb, 0xcbe6341511dcc1c4, 0x00000000eff9d401,
        ],
        [
            0xfef9f39e29014f0c, 0x4d9cac371d099df3, 0xe387610fbf9c0427, 0x000000000cce0331,
            0x31cb09c495f296eb, 0x7a5fdf3cd62d1375, 0xa90e25d253290cd4, 0x00000000f1396054,
        ],
        [
            0xf603ca7e83b59271, 0xa2fe4449e57e3a51, 0x5234c386547b9c97, 0x0000000044edaf6d,
            0xcea690d66f332534, 0xdad5199cf13946cc, 0x9374003a6ad6bb4e, 0x0000000036c2bacd,
        ],
        [
            0x341c30ad9a4d019e, 0x96ee26ce7e1c2c9b, 0xb65db13917e56dfd, 0x000000009888703d,
            0xe07d70424d9f2cbf, 0x2223785f3e36f84d, 0xbbd020f9b4b9c74d, 0x00000000ed1bc384,
        ],
        [
            0x4432f2cf08bd06c5, 0xec0de874a3a488e9, 0xd17c48299efd00d7, 0x00000000f5128936,
            0x35e93b4883542187, 0x22977d11ae41e05a, 0x41a1010ae030a465, 0x000000001db1bce3,
        ],
        [
            0x6fb1c1bee96cbfbc, 0x46e0f43bfe5cfb57, 0x29b356b7401be370, 0x00000000ef6ca52e,
            0x131c52a81769847a, 0x9a3bea643084c2e8, 0x8cfd7a2258a36c5b, 0x00000000a076e835,
        ],
        [
            0x74382b8bc50d8952, 0x22c47953ecf54e6c, 0x3378864a80a6564f, 0x00000000f29ac0df,
            0x9549b95487ce0bb5, 0xfdefd45371036c3c, 0x57b0b3ecd3203c72, 0x000000007ee244a8,
        ],
        [
            0x2a2ae110c911b9a4, 0xc23eb58fe00edfa7, 0x8f5215f76b68f39e, 0x000000000b132723,
            0xe7d50418750f7a6d, 0xd615c04085673786, 0x487f22bb231c0709, 0x00000000f5e2a237,
        ],
        [
            0x95692ad22e68e2c2, 0x72e6eaf50b27bb26, 0x8b45b55f090be6f6, 0x00000000ea84dd7c,
            0x928497fa8e110b28, 0x100a822e971d5f28, 0x9ddbd5c46339a104, 0x000000003fe08c7f,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0x9c7f7bc2b83e5822, 0xec2c9c4885016181, 0x1d49bd53ae2e08c9, 0x00000000d51d0f76,
            0x574b1fa2e02702a5, 0x4b568161275045e3, 0xb270bab6e63f9064, 0x00000000cbacaf10,
        ],
        [
            0x55cc3b9328c9f54b, 0x9f91db2081366649, 0x66b83a450bb5529e, 0x00000000020a3d7b,
            0x6d9c718d84c6fb9a, 0x6e5e8c084c39583c, 0x8cb7eb45063ccb67, 0x0000000001328b11,
        ],
        [
            0xabf966096a5f7b17, 0x47b13fc6aba9ecab, 0xfaf06b0a2e98ce8a, 0x00000000491b3cf9,
            0x7a80b8eb582c7225, 0x47c9bcb5e8f1bd8a, 0x1729e6de54c8f5e8, 0x00000000ef977130,
        ],
        [
            0x7e06eec9c3d2cc22, 0x5a9598092a100811, 0xf5c07857f4997f3a, 0x00000000ad98c158,
            0xf408207d5ae7c1cf, 0x8cd5c2c0db7d94f4, 0xf3bfa4da6379ef0a, 0x00000000de775bfd,
        ],
        [
            0x612e4dc5ec46a462, 0x432cc03f1216665f, 0x7de2ad41f213be85, 0x000000009e8027c9,
            0xcd378b6f267d299d, 0x5832cc42d355062b, 0x5c06677af6d34a0b, 0x000000001772bb1a,
        ],
        [
            0xd08dfe44d39752a4, 0x208bc4369b19df92, 0xcc3f5acefd14af8d, 0x000000009cb59da4,
            0x880b584a97f49ac2, 0x72d9f8ffe1fa2671, 0x0c870e3e76bf0449, 0x000000006fb6d427,
        ],
        [
            0xa4893bcaf673c08d, 0xcd42ea447fe57da6, 0x59ffa005515d20b0, 0x00000000851842aa,
            0x58a71577cbdd37bd, 0x0ecfaa0d07a078bf, 0x2da883ab15026280, 0x0000000040a1793b,
        ],
        [
            0x70db0532bad01fec, 0xf82bbcfa12b3f8dd, 0x92abaaa2167ab18c, 0x000000005e4d357c,
            0x1fb69d3d4304ac9f, 0x15e5d0107bd8f0e1, 0x84b3151047351320, 0x000000006a03c6b3,
        ],
        [
            0x9565acc2c770ffa2, 0x1ea45a2a6f30151f, 0xbb72db289b6f76c0, 0x00000000e5778000,
            0xe16af032f73679e5, 0xaa43aee57949ff82, 0x536b70ced89ee854, 0x000000009fef4e10,
        ],
        [
            0x5a2c8035739b3599, 0xdac9ebee91588e92, 0x451b95e71b69af1a, 0x000000003517cee5,
            0x1e09f842b64f8f05, 0x099f255090930327, 0x9e48451eefa175e0, 0x00000000edef520b,
        ],
        [
            0x6df4e3287cedecd0, 0xa6f07efa771e8be5, 0xbb56ac3040afa525, 0x000000007e6ed9db,
            0x23e8424c46a2e362, 0xe07aba3e43643cba, 0xcc45bf433c4548b6, 0x00000000dcd29889,
        ],
        [
            0xa249206443b4b068, 0xeddb27dd1e8946dc, 0x821353119916090e, 0x0000000098fdccc1,
            0x31f673e34585ddd8, 0xac4307eed529f3ea, 0x428145ceb119ca51, 0x00000000cf53a57b,
        ],
        [
            0x2f95739f57fadb27, 0x47890f4eed96d74b, 0x98699286bdca0ae0, 0x00000000693415d3,
            0x8251a9089f59fab6, 0x83ff5cd4b12f2a4c, 0x768ec018dfa0477d, 0x00000000feeefaab,
        ],
        [
            0x38640e713728e89e, 0x745bd8a2a872dbd5, 0xffeb6e878f90052e, 0x000000009a484b77,
            0xe045b6ceb85a7c0b, 0xafd92044b3a39b3e, 0x462a1b9bdbc53298, 0x0000000060a23eea,
        ],
        [
            0xc215dc566aa52462, 0x966ee9416d03d1d4, 0xb8a052244b805a7a, 0x00000000be405ee3,
            0xc0f552b02b63ea57, 0x744c576f68f5d07c, 0x2d88fa11d56e5b82, 0x000000006e681075,
        ],
        [
            0x8a1c84ea050b6e45, 0xc2315710c38a15ff, 0x67d1f3e45b502e99, 0x00000000f85c7d6e,
            0x7c34a744d3018572, 0x8b89ec4794062e0f, 0x35f7a2669579c983, 0x0000000063ed902e,
        ],
        [
            0x44a16f8400f22871, 0x636d408656033482, 0x40bc885616163641, 0x00000000f802eb62,
            0x245a85a27a196b68, 0x14e2f4be75f8fa0f, 0xf72a016f44dd733a, 0x0000000017219335,
        ],
        [
            0x7e6607adbfd3d5c1, 0xbc8c84d554fa21c1, 0x177b275b2c3baf13, 0x0000000039001a70,
            0xf4928a3c71f9447d, 0xd23bd45a9356e91a, 0x0277247830b1d7ca, 0x000000008c5ecfb7,
        ],
        [
            0xca5b3f78285f3d12, 0x18075fa05b0c2760, 0xfe224f9856472601, 0x000000008b266aeb,
            0x91e6d9981bf35d27, 0x3da29b3feeb7d7de, 0xc961e2f90bcef24c, 0x000000004029288b,
        ],
        [
            0xcaa887a35717dffc, 0xb1687f814f7bef32, 0x8965403a5dec8cf9, 0x00000000cc362cae,
            0x37f6ba20b0dbc045, 0x6c266c6c35e7cde5, 0x02d7913b0d54e5e6, 0x00000000f4a0addb,
        ],
        [
            0xffdb8392d509c03a, 0x59aee83831701211, 0x5526f6885c15a30e, 0x00000000ccd2175f,
            0x972a1dca9d2f6903, 0x1fca114aa937d429, 0xcf86d7d9c95c7b41, 0x00000000aeb9d3d7,
        ],
        [
            0xcc348a37dde83971, 0x18fb223658983641, 0xd585a061237be719, 0x00000000db2539f1,
            0x403565cc35a8a0dd, 0x011a376578351808, 0x7f54736b6202e956, 0x00000000660d4fb3,
        ],
        [
            0x22ed918d81f4cf3b, 0xf6f105c5350c2c7d, 0x8c77709128d58d10, 0x0000000054bbabff,
            0x858ffaa1f8963825, 0x466ac5adb63b665b, 0x9933c1098b21f804, 0x0000000035c8e012,
        ],
        [
            0x6bc9ce9790a83185, 0xf3cc61c2b22311a5, 0x85025abde993a41b, 0x00000000432e7fa6,
            0x42d19cdc3a136918, 0xe5b41dc318144346, 0xede484f42bd73670, 0x00000000a93261b3,
        ],
        [
            0x0b7bc4c7b09cf1f8, 0x5bee663e1fe7532f, 0x92673b6a50b63787, 0x00000000123cce62,
            0x0c2aec1f262387d6, 0x0f2d4354398bc670, 0xd050e7994680d9eb, 0x00000000ddc11817,
        ],
        [
            0x38a7a72862a3c5f3, 0x05a1c27b2660c15e, 0xe7715ea4cbfe2670, 0x00000000803ef610,
            0x6f2eb06bfff730b3, 0xafffff2e3e73d7f3, 0x2703c35b8fe4228f, 0x00000000801d9246,
        ],
        [
            0xe901f93fabd8652f, 0x6794e48b7e819419, 0x293a6695289607c4, 0x00000000e9b21398,
            0x3f5b5b8a18929fe5, 0xd3856e709ac12f15, 0x4171e4743e01b4f1, 0x00000000b1437a99,
        ],
        [
            0xa7b3253dcf3f9f32, 0xb88a3be1b347bed9, 0x50ebab3723367d55, 0x00000000e6bc8d5f,
            0x9df003d1b7d8a5f9, 0x0bb08555d78ada2c, 0xf9b3e9f54989b92e, 0x000000002dbbe952,
        ],
        [
            0x48e32ea2579de75f, 0x19640bd16f136486, 0x4069c5d5de90444b, 0x00000000274338f8,
            0xe86c91c3c2e8f427, 0xdd843e1702a00b82, 0x8afe349c227b5c59, 0x0000000036bc30bf,
        ],
        [
            0xdc3c1c111b0c7f5b, 0x8d1cf002fb949b08, 0x69483176010b8835, 0x0000000073825d94,
            0x7caf444995d368f2, 0xd50eaa5e3cd86c08, 0x6d5a74bd8ba59225, 0x000000001e6e636f,
        ],
        [
            0xc7e0ecff4c53c8f6, 0x93d935cc9224d87d, 0x3a2e8b24220e60a9, 0x0000000048ce177e,
            0x4e3141c8cfad463c, 0x6512d9b0e769fdc0, 0x1434714ae6cab2bf, 0x00000000e4e79147,
        ],
        [
            0x51eea6cada9ad1f1, 0x3afc7be469de6020, 0xa7aeef7af383a0c6, 0x00000000ec5ab9f7,
            0xb56f14b0e3d53f58, 0xda9d33727b78f2d9, 0x0886a015b4e91769, 0x00000000b8c7fe1f,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0x0745f5173d08ef7e, 0x732c8246c7781923, 0xe11121586cd5a87c, 0x00000000734d96e5,
            0xfbc17aeb0ea91035, 0x9fdb58147d6ae9b9, 0x7a81eba86b340fbc, 0x00000000a462be47,
        ],
        [
            0x1f6e5aaba4179427, 0x64717e7d4d58f138, 0x389e7a2b72e75855, 0x000000004b5aa1e6,
            0x29d90bc212a92070, 0x553f857ab35b2d2a, 0x832c687aaca3b9cc, 0x00000000e2911a57,
        ],
        [
            0xd4b9ecd80dd72354, 0x1bedce09e27c0fb3, 0x99bda5fbe75a97d2, 0x000000000ec3ba1e,
            0xa8ccf9fd4ecb59ef, 0xed6b09ee66e1b5e1, 0xeb448ac3f7bde91d, 0x0000000024a3881f,
        ],
        [
            0x56b1b68cf505ff0a, 0x85630476a766a468, 0x15b9ce0d7f0a8ccb, 0x000000008bfb375d,
            0xe7944b6a8741f066, 0x8026fb64e502fd6a, 0x956dea42079ac7ac, 0x000000003fc3f258,
        ],
        [
            0x19107ee04bdf6e25, 0x0b013b4a1303c449, 0x41e9fbec42b11eba, 0x0000000007ad611e,
            0xed60af1ab3bb51dd, 0xc69dd06de4449d1f, 0xc1df01b9dd057d57, 0x000000004f36e1b6,
        ],
        [
            0x64de9d1261301758, 0x5553d592ed1f99fe, 0x99fe54ab0e993e1d, 0x00000000e1b7196c,
            0x3ebeeb90ca3e01a2, 0x6cf845b8df020e8e, 0x731ef76534d8c356, 0x000000009867f111,
        ],
        [
            0x715c835dd946848e, 0x4e66a9bc243b874b, 0xd3cb6e6ba818d214, 0x000000003e20a51c,
            0xf0b73e79f77a366f, 0x8bcd6f1327782b38, 0x51170d1d00cf1fe2, 0x00000000504646ad,
        ],
        [
            0x7157aab7bd407e63, 0x62a53378de649372, 0xdc9ac491ec032ca1, 0x00000000af00af85,
            0x3d3a586c5a1b0fb3, 0x6cce27cab1b4ed91, 0x2fb5dda70da4ec47, 0x00000000e69eb235,
        ],
        [
            0xd0512984eb86ad67, 0x8fe289a241dc6d8f, 0xe9a34b8f1f6cf48a, 0x000000005bd72113,
            0x8df024e7c1833838, 0x47cf4eeebb3b4d3f, 0x9413551a339b70db, 0x000000007dd160dc,
        ],
        [
            0x92c77413c50f3f4b, 0x9c6f649f2b0f95c2, 0xe5f1daa1a3777db4, 0x000000007dfbd79c,
            0xcae0b5aa0db3e5b4, 0x0f8cc888cf2772ed, 0xaec87cfa55e6c131, 0x000000003f79303e,
        ],
        [
            0xaa7ca9241aaba1fc, 0xc49922a75d28c07e, 0x523f527ea0b32da9, 0x00000000fdbc8ec1,
            0x571bf142ce9060ab, 0x386e5c8853bfc8c4, 0x381e06136621dd08, 0x000000000e3d2cae,
        ],
        [
            0x4a718a90a2c9ee34, 0xaf44fcce6813c47e, 0xbae4540ecc1aaacb, 0x00000000fd6dde20,
            0xa1399699f4786198, 0xabb23a8547c1ef53, 0xa1779b32ff24f01d, 0x00000000afe60f72,
        ],
        [
            0x37cce663151a6170, 0x13bacc807d38c420, 0x459711ce401ee122, 0x00000000edfef5d5,
            0x6595603e37b1badf, 0x1a49f4f0264715c5, 0xf3eda4f283c0c263, 0x0000000018fb7c76,
        ],
        [
            0x633ef87c8efcf5e1, 0xcf03b106b746a390, 0xcb5c5c9bd8be2cc3, 0x00000000e08a0838,
            0x2e8585c7763279a7, 0xb5182a0809e16550, 0xe619431918dc429b, 0x00000000618f1ea0,
        ],
        [
            0xeeff358421b0d23e, 0x4898e8a7f19babd6, 0x1566c43e8e9a215d, 0x0000000043068f6e,
            0x29c06a251af86aa0, 0x4084fb2d765b13c6, 0xb66cdb02da3de877, 0x000000004260f2e6,
        ],
        [
            0x6e7fd2aba9ef8159, 0x802458a0206a6f14, 0xf31bbf6c43a11c7f, 0x00000000e2ff97fb,
            0xb83101a9893d191b, 0x52ca6e060b2c24c6, 0xc5ea4420d00a24aa, 0x0000000080054822,
        ],
        [
            0xf1fced176d05095b, 0xe5cd100e654b92e2, 0x22e4b15a995f7c69, 0x00000000d2e05ad2,
            0xace2091d45951362, 0xa29a809ce86a9f3c, 0x1a08cddb0f968bd6, 0x00000000dbf589c6,
        ],
        [
            0x88c90ce40e6cb6d0, 0xebbbb083ce2cf548, 0xeffa39eba031bd6b, 0x000000008a959870,
            0x758a16b9ee080e1a, 0x9e56388faf8e9c02, 0xbb9ed36ff0145d38, 0x000000009d278356,
        ],
        [
            0xaf336e3880744877, 0x865280d556d68e79, 0xa066be8e3e35a96f, 0x000000006a902bde,
            0xf20a86ae32d21fa1, 0x0e672eb6a2880751, 0x55b16b70a6b30654, 0x000000000c12a03f,
        ],
        [
            0x5d302b853173ee97, 0x275a0fe0a3ec0bc2, 0xde0332207469b929, 0x000000009823907b,
            0x8d35908d06ebb14d, 0x8a0b74c2668b8357, 0x388da84dcd96886f, 0x000000008e759b7d,
        ],
        [
            0x49babca6f2953a08, 0x4963f184fa648868, 0x0138301930385cb2, 0x00000000e7a02a91,
            0x6868e251babdeece, 0x1f136ed127ab12f7, 0x3f35bdcf060ce007, 0x00000000a4b13dd9,
        ],
        [
            0xab7a703938a37924, 0x2483ee5211a76570, 0xfe28e675482a14f3, 0x000000006ba3f092,
            0xa57b25be0d99ba11, 0xf3f43b687373840c, 0xffe524fc533e0966, 0x000000004656bfc5,
        ],
        [
            0xb6a27955bb38740c, 0x64cc5a407716668f, 0x88cf8c9c6598c4fe, 0x00000000d7bfec79,
            0x8b89a5f6a3f416f5, 0x10d6f1c2df909524, 0x312cf3b5e9319780, 0x0000000002925e6c,
        ],
        [
            0xb006863182c45d8b, 0x51283056b87f256b, 0x554d7fadb7562059, 0x0000000068b8bed1,
            0x5349ed31e9ccc163, 0x0ef896e4aa23f48d, 0x125ee820ac744603, 0x00000000150da1ca,
        ],
        [
            0xa90f4128cb2bbb28, 0x5e712456108ebec1, 0x5b8943a4a4ef573b, 0x0000000000a3b1d9,
            0x9d70696ea8b19ffd, 0x6c9b720a2c1850a3, 0xbc2a566a0fdba54a, 0x00000000593d35ac,
        ],
        [
            0x1c251623efcc8280, 0xe2f30e5d75976584, 0xc16dcf516992f7d7, 0x000000000f3c79bb,
            0xfe0c89bf4bf8ea0c, 0x1f67765867f15fdc, 0xf3ae9540b4b15b96, 0x00000000f4abfe6d,
        ],
        [
            0x58ddcfe3c618f70e, 0x0b72dd3a64a80c12, 0xcaaaba8be3bd7276, 0x0000000033ac34c2,
            0x7b4686362e8ef390, 0x4bcd9750003c24bb, 0x0402625c1e727ac4, 0x000000003c5da610,
        ],
        [
            0x16a4c78d546f326b, 0x42a579ae26b49a2d, 0x5044959669e5dc3a, 0x000000002af6b2c1,
            0x07439dc4de7ccc7f, 0xacbc3d69f5736c67, 0x0cc523ddeeb790dd, 0x00000000ae2f8bbf,
        ],
        [
            0x7c3e12b2b3273e71, 0x1d2b8d84d3278450, 0xb2c49d0fe8a6b8e0, 0x000000001113d7eb,
            0x8e5df21f78ad9f35, 0x5da7638ad6549c7e, 0xf98c90f5f2544f0e, 0x000000009584e27a,
        ],
        [
            0x6167e5ea1c3f3702, 0x2cc0098edcc37635, 0xa4d1efd394b31786, 0x00000000f69cdaf9,
            0xdaa1f4f3596ed331, 0xe16898726f071867, 0xa8f101759f5c5b73, 0x00000000e66ae262,
        ],
        [
            0xf8f89bab03c5e72a, 0x1abe602dba5759a0, 0x21d2c781183e03d4, 0x00000000d6058741,
            0xe7b58e26623fd8ca, 0xf3e88aee2c8a4fb6, 0x8bdd08a2ea26dffd, 0x00000000a4a573e1,
        ],
        [
            0x1c12b2d5f1c49667, 0x7bc41dbb7628ecee, 0x653988080692cc8d, 0x000000005048f64f,
            0xd880351d2cde35bc, 0x131f80e2ae75c4fc, 0x5f9ca8603e2ff89e, 0x00000000435a454d,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0xfdab8dbd56f2fd55, 0x198d2eb9773fef23, 0x8698e8b3011efbb9, 0x00000000a4f63ad2,
            0x60003ff68629eaf2, 0xd24558865aebc019, 0x859f79cb00bcb9de, 0x000000006a9d21d2,
        ],
        [
            0xd064269b8e21820b, 0x7020a8a81ccbf4e2, 0x5cee0a5ce21fbca7, 0x00000000263913a5,
            0xa3fc8bad8a6b9ebd, 0x838a0019047f1949, 0x35a0d475d1a5d116, 0x000000009e3419f5,
        ],
        [
            0x0ca1adfdcffa9aa8, 0xed4f750db13f2859, 0x277e9cd1d393e869, 0x0000000090b15b52,
            0xf705f5049386d23f, 0x98b6973f2c2d2fb1, 0xcb991398f49260e8, 0x00000000fed48a8d,
        ],
        [
            0xd95b8ba8ce14b1f7, 0x20d433991d6eb61c, 0x47b3133dc7ef0d06, 0x00000000f255931e,
            0x60b980745d5a0b15, 0x8b1f2bd22344f6b6, 0x00302e85789f9baa, 0x00000000ccdbabda,
        ],
        [
            0x7d7a4275907aee06, 0x04664bf0734f5375, 0x1b39f12e509e1f0b, 0x00000000317a399d,
            0xf2cd51b3657df2f0, 0xcabaa31e3332625f, 0xa1f9af72cbcc7e65, 0x00000000faeecb6d,
        ],
        [
            0xccdf2aea60db2622, 0x079a560f3aaf1827, 0x145f7fdb6db316a6, 0x0000000091522593,
            0x59515564c3c41ab6, 0x932695d6ff19bbaf, 0x59f3042e1ad4c34b, 0x0000000006b5a6cb,
        ],
        [
            0x4393bd730c82f46a, 0xa6f501afdb6b3641, 0x30dfb642ec536787, 0x000000007d2ad624,
            0x720b21202e67336b, 0x2e14ded2f05711cd, 0x0ab71deced1657f9, 0x00000000e38569e7,
        ],
        [
            0x228b3a54fb42e9d6, 0x3efd699dd1e183b4, 0x18288fb94948ad88, 0x00000000f45f24f0,
            0x37574acd23d7207d, 0x57c32be7e86d0db8, 0x451b09b71ccef3f9, 0x00000000ee7d7495,
        ],
        [
            0x585d64c5c423d52d, 0xa4773dd7a6c9dcfa, 0x04835fd556fee6b1, 0x000000005a5789d8,
            0xd340231be4d91c9e, 0x485a82808d4d1842, 0x04c0f507feddb999, 0x00000000f1275343,
        ],
        [
            0xa398655bc983f11f, 0x86d8fa1c73bda9db, 0xb86b74280c2ccd77, 0x000000009f322e25,
            0x00ec975db6cb6427, 0x8e0b84f779a94d02, 0x057521cd8a00e16e, 0x0000000087179a09,
        ],
        [
            0x10c07d3f68541521, 0xc7ccd85e50bd807d, 0x775987f7ffd1fa5f, 0x00000000641ac62e,
            0xc4bf07415dc9d06e, 0xe4307e2bee9a002d, 0x40fcb06788bc226a, 0x0000000037a2c0d6,
        ],
        [
            0x9cc6a2e8766e0176, 0xb8d340d8af56fb2a, 0xa948bb93a879797d, 0x000000009850419e,
            0x4accaef91e3e97dc, 0x5d9c76986f4ebd58, 0xf5cf38f4154cb0e0, 0x00000000f108a1ae,
        ],
        [
            0xd9a6d81c900918b1, 0x826f135064da4413, 0xc6108c7de453c2dd, 0x0000000027f8d197,
            0xb6482c2f13834ab9, 0xd044065420e74cc6, 0x4fdccb9ecbae6c0e, 0x000000002f4b5750,
        ],
        [
            0x1714091911b4357b, 0x625c9b943b2b7682, 0x76910fc61cc54f84, 0x00000000e994443f,
            0xd0f8e5992fc4483a, 0x02e4b179989ac103, 0xb0acd761ad7bb760, 0x0000000054f9aba6,
        ],
        [
            0xce6a5da10a065ccb, 0xae488e8c3323b56e, 0x7217ee1e74ef7eee, 0x0000000015262a56,
            0xe4a3c825886e8212, 0xe3dd29762f361b1c, 0xe81fa8fd219c34b6, 0x000000001995ee9c,
        ],
        [
            0xd52a1c1ea61d5325, 0xcb34540ad08a8ae3, 0x03e86cff750d587a, 0x0000000027e73149,
            0x527a9877156ef6cf, 0x6ee444f196f4a96b, 0x038153e5e4a1f249, 0x00000000d9998bb3,
        ],
        [
            0x24e5a8bf6d3c65f3, 0x30e921c5c98896df, 0xe8a62e948a6d5aee, 0x00000000ad0df9e2,
            0xf8e0e255b1a5d6e2, 0xebeedf60358e341b, 0x34cc062b3bbbe4e8, 0x00000000613b23a7,
        ],
        [
            0xf7cd307a544e1adf, 0x5dda726dbd8a956d, 0x7a9e44ab7fb51819, 0x00000000ad30c128,
            0x357429c7e0d119d6, 0xe154bbe23699fb1a, 0xcaa19d53d44482cc, 0x000000000f87e408,
        ],
        [
            0x1030d02ebeb4ba04, 0x1fe7bca10161e7c3, 0x268770f73de65033, 0x00000000f7c78b73,
            0x1f3b565d537519a8, 0xfb3e0634e368470b, 0xfb9926b8e8918913, 0x0000000067061149,
        ],
        [
            0x5ba0cb7b2228dd8e, 0x9e58930ea5386393, 0x00ef819af451910d, 0x00000000c69eef8d,
            0x25ecfef23ff9538f, 0x36475f67325adb7d, 0x32764d291ecb9b1b, 0x00000000190adfc4,
        ],
        [
            0x55aedd8a51726952, 0x6026e4262ae36ef1, 0xcca29a443b8563c9, 0x000000009ed154c1,
            0x2c87695a7dbf5a80, 0xc6c8132cd36a8b2a, 0x3cd85d0d7465b1e4, 0x0000000003e648b0,
        ],
        [
            0xa67b45ced7ed8b22, 0x079724e4544727ea, 0x3b59938a51953759, 0x00000000a78ea8b1,
            0xc649593ec52588d3, 0xfc5812d5ea3f1553, 0xb56d801122676954, 0x0000000016a70977,
        ],
        [
            0xa9532cd411bda6af, 0xff00de7226705425, 0x1124e283b189d7fa, 0x0000000086ed72e3,
            0x8bba01af975ec571, 0x60388bfe3c9acb81, 0x54663636cdb9fd17, 0x000000000625151c,
        ],
        [
            0x281ef6062bb80640, 0x73bbb0b4ee8331e0, 0xa04c6f5a71264953, 0x00000000ecfe722b,
            0xbb4ca37a85f7bcc2, 0x6e5931f68ff53f4b, 0xb862be6442ab81a0, 0x000000008ba40994,
        ],
        [
            0xf284a046c6104f20, 0x7ad6268b79fce957, 0xbd799e2c0950ad5e, 0x000000006225e6b9,
            0x4ac931e2c86310ca, 0x8d839ab6414bdd02, 0x2ed59e8f526f807c, 0x0000000099e65ae0,
        ],
        [
            0x44c2eb1e83433d6e, 0x969f20688a66d5be, 0xe4f75cce2058f798, 0x00000000e1be99f3,
            0xf6dcca560b3128bc, 0xda5edad2c5ed0d7b, 0xaa9f976983306a41, 0x00000000f2b0433f,
        ],
        [
            0x0dd3d895795aaebe, 0x312eff5670b8555c, 0xd399572e8cc32a2a, 0x000000006db3f9a6,
            0x13e18b2f82c0c94f, 0x2b45ca40d392d7e8, 0x753d7ec22544bac7, 0x00000000c4f6abc1,
        ],
        [
            0xe362319d1ba41b3d, 0x4be22db13c46507d, 0x5228983bc1e8a1a0, 0x00000000c1e4531e,
            0xc16d45b94fd013c3, 0xc834aa80c04ab76a, 0x10b843e2043225d4, 0x0000000044c0ba60,
        ],
        [
            0xec1a049b2a92b1f4, 0xf2b17e8efef3ae0f, 0x8884afa1854c8283, 0x000000004a326088,
            0xf6f18a645cd09cf7, 0x3ec7356f0e2979d3, 0xb3419420ee6e879e, 0x00000000718aeb11,
        ],
        [
            0x989354d5c9a84dbb, 0xb996b06da7efa048, 0xad348a5f39f7d60e, 0x00000000ddfcf950,
            0xb88375e8d645ae8b, 0xb4f67065f9637a54, 0x61aa5f0bcedd3ca3, 0x00000000e3d60dcd,
        ],
        [
            0x156c9d59ee79ae0f, 0x1bd7c0f3a30f08e5, 0x5236bf66116739f1, 0x000000005e4f65f9,
            0x0e6fb4e13a650ad1, 0xfac0a1e3276f198e, 0x865113e793da1d18, 0x00000000ff395b9c,
        ],
        [
            0x3c280032e1ee20f3, 0xc6f2aff8a9734b49, 0x3686d2f0b12f26d4, 0x00000000e0111b72,
            0x7a48daba8bf62e5c, 0x63c661a3069099d5, 0x6cdc05f3aba55aed, 0x000000004ea7440f,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0xd727b45833ad9d0f, 0x340cf8e06aab9dfc, 0x078f906d695de110, 0x00000000a987a86e,
            0xd50493d465ed9ae8, 0xb26733043eb5588c, 0x101a021ece9abc84, 0x000000002ec773ad,
        ],
        [
            0xa5a5886a67588c0e, 0xf569db1fd9832e54, 0x38ed1085c764b06f, 0x000000007eb63b3e,
            0x585bdb2011a2a8db, 0x3d5436af8a62c89d, 0x35b915875e301e9d, 0x000000004e488867,
        ],
        [
            0x817dc7693878d553, 0x60a4d34cfd0338c3, 0x36e30856b99ba802, 0x000000001dcffb49,
            0x665a28b48ba72940, 0x9d6822eaf1016ea1, 0xc3331f1b86a30740, 0x000000000205d1d8,
        ],
        [
            0xaedb7e510d9efc66, 0x3d4cd6e32d780714, 0x95533ca376c48d11, 0x00000000ef834a13,
            0xbb0ea84cfcf0269c, 0x2e9952888bf5f008, 0x5462d73b0c5e907a, 0x000000001d6aecec,
        ],
        [
            0x931f72a8975db7a6, 0x75be82f02d2921a4, 0x93be322aaabec6ae, 0x00000000e0530ac5,
            0x21ed4c4a4d6dd8a4, 0x702437c53539fb21, 0xff29a4db54c5601d, 0x0000000033f41e0a,
        ],
        [
            0xceb29d9607203eb5, 0x3f66d60fe4a0f31c, 0xc9e0da3462bd6086, 0x00000000d2a91a43,
            0xf153aa4aeb1e3a08, 0x0723464013715918, 0x3cc2d39d5c701eb4, 0x0000000021bc78c7,
        ],
        [
            0x5178b723208d5b3c, 0x2d1f55b210a520c7, 0xbbad0a50b1fffc0d, 0x00000000ab6af890,
            0xf8407690ce6aec24, 0x1c5424aa2bcfca02, 0xaab35dc156944f46, 0x00000000a5c174f8,
        ],
        [
            0x8806d22d3ff1fac3, 0xe5b92d9d827b3141, 0x45f1bee6c0bcac45, 0x00000000e2c1046e,
            0x0b973abe368d7809, 0x6f45c847c60d4681, 0x1ae3e5bf05dd04f4, 0x0000000064bbe857,
        ],
        [
            0x4d9ae130b28d4984, 0xf84e5d699ca2b295, 0x3f4eb67fad65b1cc, 0x0000000037a3f384,
            0x37b35d04064ff8ab, 0x0bbd30a89932d07c, 0xc55ee7e5882ee3fb, 0x000000001d9c0fdc,
        ],
        [
            0x1997ca593ca7aa56, 0xd4d69edb8429f7c7, 0x1a02c84183832de8, 0x000000002cdf4a3a,
            0x26c1133b23ecdd22, 0xa8f7ecd16b79d286, 0xf4c9da08cb23fc13, 0x00000000de3b2e73,
        ],
        [
            0x087ca4184eab3368, 0x696d6e1fbcefe1c3, 0x866ae2752ed722cd, 0x00000000db18bf54,
            0x49d94a28dc4e9d29, 0x4f927c85c797da0c, 0x7125c5184e57845d, 0x00000000d4a25162,
        ],
        [
            0x7410e34023b4ace4, 0x55122cfbac74f592, 0xc3f81e6025e61e10, 0x00000000aea3e348,
            0x7447f1b7c1856910, 0xc1688cb865a9fcdd, 0x2e4c7fd84cdcce52, 0x00000000098fb6c3,
        ],
        [
            0xa23906cd3c8e6a33, 0xf0cee30713c893b5, 0x24fa57a90cbeb7b4, 0x000000009a9d5873,
            0x1cbee038b2e4df2e, 0xd3585744b294665e, 0xe25b0fe5c0265bc5, 0x00000000ca7e9938,
        ],
        [
            0x47d924376e52b876, 0xdb8359372f446cb1, 0x70d3ede02176b9a1, 0x00000000a223af2b,
            0xa3e2397c0ef15964, 0x6d1444a07f275226, 0xe3c6036f32586b6b, 0x0000000085b04fb1,
        ],
        [
            0x2b29930bd1268030, 0x7b9a50f4cf781165, 0x4fb64f17ca70db42, 0x000000004a94bdc4,
            0x99e0a29f612bf86b, 0xfb8ab4095f8e38ba, 0x0b6f60bdac8da55e, 0x0000000066a2cc1a,
        ],
        [
            0xa40697e3ad2244ee, 0x379dd18c6dcf122e, 0x177fcb32179d681f, 0x000000002e1c6f2e,
            0xdfe5e464d9f2b14a, 0xfcfc80174c70a028, 0x4d64db2b6183ea61, 0x00000000d053bce3,
        ],
        [
            0xdd4ed411fb5093fb, 0x23765cd61d472a1e, 0x45ffd523083542a5, 0x00000000cd726dbf,
            0xb3f6b853ed639e15, 0x724c7f9f33c9dae3, 0x29b447925adfd81e, 0x00000000f7456d93,
        ],
        [
            0x4322f653d3b77765, 0xe5930737367462ac, 0x137a95c45bc686c3, 0x00000000edd4a456,
            0xab769be3f79fc331, 0xe9f2489a07e677fc, 0x7bd730ad5c24315d, 0x0000000046750510,
        ],
        [
            0x67ddb6f246025bf8, 0x9c15dfba545c6694, 0xae60399d8fbdd025, 0x0000000099d5a8df,
            0x069e90c8c45342dc, 0x3bf4b0334379943e, 0x7e31ec365d6e475c, 0x000000005dace592,
        ],
        [
            0xc3a07824be7d7700, 0x66d726bd61458e61, 0x90d1488a05e60c89, 0x0000000061d8b181,
            0x307950758f1e1984, 0xf0e084d61b1fa2a6, 0x87919360c484b9b8, 0x00000000f6d11a5a,
        ],
        [
            0x25a35a8767347366, 0x3352321ab710bca1, 0xe2809cbfa1d62f3b, 0x00000000f92baf56,
            0xb58ed9f6e85ad6be, 0x37df408adbe66dfc, 0xa9051e3f2f7b10f0, 0x00000000ef0e5965,
        ],
        [
            0x8ee236e4baa76d88, 0xcf79f70b8972a4bc, 0x86361a34797dd9df, 0x00000000377f4a5c,
            0x01143fbad33e4d37, 0xe7f9eb8888de148a, 0x1def1e7264c82af3, 0x0000000019721c69,
        ],
        [
            0x835895b164a4bf46, 0x986cf1faa87e0c08, 0x7015b38b01d3eb20, 0x00000000d5a09e07,
            0xeaf9f91f1a654eff, 0xf05fd1f17eb7df30, 0x6c1427a9f2df8c28, 0x000000009a6746f9,
        ],
        [
            0xcbed76d1016f2fed, 0x658048557297b930, 0x15a5016d41bcff80, 0x00000000f8ff250f,
            0x3407fff9df31aad8, 0xaf1c1c5bd44099d1, 0x59fc068601ce1b37, 0x0000000050dbfc63,
        ],
        [
            0x72c81e0527c463be, 0xcbbe279246ddc9b9, 0x028f966657f951d9, 0x0000000041af344b,
            0x7ae3de76de411761, 0xaf5ad30947e20b9f, 0xb7fec4d63067f2ef, 0x00000000023432ce,
        ],
        [
            0x040e604ad4daed4d, 0x223e1cbe03856d82, 0xf07058ea238338de, 0x0000000049a3805e,
            0x72e53511e06b792f, 0xc6a37f6749b8a4c6, 0x95bffee2026a995e, 0x000000002bee5e82,
        ],
        [
            0x98ff2ec429d17b21, 0x0ebbb4bf293f4ae3, 0x91323fe32c2b4a3f, 0x000000008d5d8bf2,
            0x794be3582082cf5c, 0x031191c7ab06d1a8, 0x8e7e25c4912461ff, 0x0000000064d724ad,
        ],
        [
            0xc6922afeb6c253c3, 0x49b9556ec10c0163, 0xebff54b9cb13f699, 0x00000000f5c2f1bc,
            0xffbde6dbccad3abe, 0xe16bd2c986ceb70f, 0x277b344eccea1ca8, 0x0000000046fadabf,
        ],
        [
            0x92df5c8f3dc5fb8d, 0xc72fbb27862c69e7, 0xedb6c4a1e73d3fd2, 0x000000005126517c,
            0xc42a2026ae1b369e, 0xee0b8d073bf4677c, 0xedc4913204c86ec2, 0x00000000983e086d,
        ],
        [
            0x2414d697355f431e, 0x8a22428ddcc5686f, 0xae586cce58c4d141, 0x00000000079ab7ac,
            0x4c647d4d0eba46c4, 0x0db53d1899597741, 0x2e18d3844a525ff7, 0x000000007c5b6675,
        ],
        [
            0xcd0449648099f73e, 0xe1982940185ed7c1, 0x9c1eb7b0cfd43088, 0x00000000b658ad00,
            0xed92f952bcfbcab3, 0xd2675d8f81b14bb2, 0x39b475afc6c8adc3, 0x00000000dec58bfc,
        ],
        [
            0xe6f3cecda9c848c0, 0x1953cde43c37feb1, 0xbbc0b11e857f0263, 0x00000000091b8ddb,
            0x8541cfa646acc3ea, 0x7c142776772c3ab4, 0xcd2d8bee71e71be0, 0x00000000d29d11b6,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0xdfa7909ea902a170, 0x93925c6a374a8799, 0xb4c9c6a6121579dd, 0x000000002b2a2fe1,
            0x2dec18b9421343f7, 0x4a7ce3d6467e925a, 0x33d0508251b39839, 0x000000006dd45eec,
        ],
        [
            0x9c7bf2996fa7c2c7, 0x4a4734a42cb77bd8, 0x0a33b879b7245ac9, 0x00000000e50ef27d,
            0xb91f69793e4bd3ce, 0xf8b8d90d1ca8036c, 0xf053ecd4bee50919, 0x00000000ece7c952,
        ],
        [
            0xaaf7ef5fe73f9dd1, 0x315302f93d3b7078, 0x00b8f278f09fd9b4, 0x00000000f7dd85ca,
            0x54e7df9d4140a60e, 0xaef051a2e305da30, 0x88c0e22667dd41ab, 0x00000000c437eba8,
        ],
        [
            0x2380678ef9a13e9f, 0x3f5ce533e93e1c94, 0xa4954b1368003338, 0x00000000fa7015a9,
            0x3e89282163905ece, 0x4b7bb99219b8125b, 0x8579e7efd66a6ac0, 0x000000007516c1ae,
        ],
        [
            0x6d88e9dab55dd50b, 0xbb1af641af929b4d, 0x2c88cea609f3ff8a, 0x0000000095aa1478,
            0x4d819416f6e2f2aa, 0xce813081e1f9b46c, 0x368fe1833fdecbde, 0x00000000ce1f9cb4,
        ],
        [
            0x32d143d613b3c6d8, 0x37eefa5a07002476, 0xf7ed9d04028e4eac, 0x0000000065e3cb55,
            0x1cab251122c86f9d, 0x50c1e3f3df940bc6, 0x2643f52d734bf045, 0x0000000011593f75,
        ],
        [
            0xd351d4d7c347067e, 0x5fe38868141df0b6, 0x6a97a114aaee8341, 0x00000000aafe4f6c,
            0x3ce36b09c0912e86, 0xd6174b634106201e, 0xfda3c46340106385, 0x000000009e471096,
        ],
        [
            0x24b41db663cc0fbd, 0x34bd0f2936a421ac, 0x619cb9a4dc178877, 0x00000000a266089e,
            0x9fd8767d7b84d003, 0xa5381512ba9a6d1f, 0x46c198f48cbdf583, 0x0000000023f49a00,
        ],
        [
            0x9a21bdfe669558fe, 0x06c5b6048411fa8b, 0xf5bd9bc8de70b24d, 0x00000000d7443ed1,
            0x2b84584e0a439533, 0x2cf8fe063ea3f8f2, 0xbc0565bd099fde13, 0x000000008fd32c81,
        ],
        [
            0xfcb125d5224521dd, 0x7d3c0cbb097e443e, 0x0cce254b96ff5378, 0x00000000562b2166,
            0x73e36236c45e09f3, 0xf844b9b5992060e2, 0x139e42f9a968d30e, 0x00000000e5b89488,
        ],
        [
            0xbbdec90782ecbbdc, 0x1807ae9c6c0cb953, 0xca5b89e3f8e40104, 0x000000005e56c8f6,
            0x040b1ce441f32d88, 0xbd9bda0d76bd7772, 0x6bb455f6396f023e, 0x000000004243e710,
        ],
        [
            0xf5dcc900a10e49d6, 0x2e74ef9862fd7874, 0x9d3a587374f61b6c, 0x0000000010ca6b61,
            0x848244dc470595b7, 0xf7db6c8781922f08, 0xb2a50ed6bc236621, 0x000000000cbc779a,
        ],
        [
            0x233a4ea200a8605a, 0xfb49bd9bed225296, 0x49f70f9b18a0b19f, 0x00000000fd4a3974,
            0x6935d1e03d19e5f7, 0x167ee2db4ca49b02, 0x83dab70c465d1799, 0x000000003925587b,
        ],
        [
            0xe5e506e54e01759a, 0x5bdb056834984e59, 0x023cf8a4c78ed701, 0x000000008818f370,
            0xedb22c00adc05868, 0x1eb0f72a61bbfcfe, 0x87de5c204b1c28bf, 0x0000000013f66db8,
        ],
        [
            0xc0ef9c326d5a56c1, 0x1398d5b987339367, 0x4cb8372bd690f5fe, 0x0000000074004a4c,
            0x62fc7f7ea8b7608c, 0x7fcc6560c75eca95, 0x1a3939cc87991514, 0x000000009eeab34e,
        ],
        [
            0xa399de315dd3bfdc, 0xbc0f8f54867305ce, 0xd31a5a812200477c, 0x000000009ac2ed5d,
            0xa5a011eb59ceee51, 0x53fce4079cb94041, 0x26131e4cf7a7e8fe, 0x00000000bcae3bd4,
        ],
        [
            0xb10e2e9bb3973ee5, 0xcf1f035236331966, 0x8b06223d84a59883, 0x00000000ebec7576,
            0x9cda66478b45ecfe, 0x12664c13be87663d, 0x1a6a6f1f31c3776c, 0x000000005f9c3706,
        ],
        [
            0x1b707012539e88ac, 0xb24fe73e3733f51d, 0xa2a562951a25511f, 0x000000007fa30ef8,
            0xd472c852664616cd, 0x537050360485e98e, 0x26e03b9da00b87bb, 0x00000000cf5a08bb,
        ],
        [
            0xb8b67eb2ecddf53f, 0xe91571a325da01fb, 0x6a19adb74ce05cce, 0x00000000bbfe610a,
            0xbe32e6c9ca3b837a, 0xf92c22b311b8d3a0, 0x7b541d9ca0437ec3, 0x00000000de2b5941,
        ],
        [
            0x7c99d05d8b9c1aa2, 0x72a2d50b27cf18e3, 0xb38daafaf08d9875, 0x000000002ec827c9,
            0xc1182d61aae0c7cb, 0x1704c912cc7cde51, 0x8d276b24792519d5, 0x00000000ddefbe45,
        ],
        [
            0x1d6ac1334d688f94, 0x68a42a9e552e9086, 0x41004dfd863e5c7f, 0x000000000b22b742,
            0x65ffc8d6b57b5ba0, 0x96b1412660b2dc11, 0x3cb59892481d4822, 0x0000000026f40507,
        ],
        [
            0x6370160544087c73, 0x7324bbb3d9a5ffbc, 0xc2d00708f0cdf4fc, 0x00000000987b1976,
            0x53ccca80ecc1428f, 0x50a6b291a8e0855d, 0x43e120dd24f68dfd, 0x0000000093220ae9,
        ],
        [
            0x5fe2d9baf4ce1a81, 0x94ccf29c24a1f5a7, 0x8fc030534343241f, 0x000000009267a04c,
            0xb4d199aa69228247, 0x062bf356bb7ffc2a, 0xf579a289bda0c01f, 0x000000007782625a,
        ],
        [
            0xa30908b6c1c68249, 0x41ad912f1e183c0b, 0x4f281bc133a4b120, 0x0000000019229f99,
            0x136e5e7b7a7a273b, 0x013373f87476f309, 0x5c28189583014db2, 0x00000000d22206f5,
        ],
        [
            0xbb64bfe23bee4f3a, 0x2bd43adc16620793, 0x920bc66394ed72dd, 0x00000000651ae275,
            0x873f92fe91a8fa7b, 0x7d8205a0b0a081ca, 0x9947a129f25507e0, 0x0000000042226966,
        ],
        [
            0x274c97ad3db827ce, 0xcebb4189ae8102d8, 0x9c4c7f796bd1609d, 0x000000006ba45683,
            0xa16139b70b4783a1, 0xc4542453a004f0a0, 0x57ed0061d04c5852, 0x00000000567c10ad,
        ],
        [
            0x7027221542f70728, 0xdbcdf7d28fcabb7e, 0x81da252e2b9cdd1f, 0x000000006869e405,
            0x585da2ba9d3ff39a, 0xd6d94c1bd3d14868, 0x098bc1e92e1d4c21, 0x00000000ab8f329b,
        ],
        [
            0x2aa570f60be03e6b, 0x1c68f989e959c772, 0x76483a4c322c9753, 0x000000001958af1e,
            0x8ab67e2642c7cb58, 0xec4b81aeee8e4a14, 0x4489e8e82d7054a8, 0x00000000013bd594,
        ],
        [
            0x2524a059ae2e5def, 0x9ee0c2758ee337ea, 0x37195b4f1ce5d8e0, 0x00000000d1f399a8,
            0x5c53e63934805c0e, 0xb73bf527770e1494, 0x581d1d81e70912e2, 0x00000000b5fb4d65,
        ],
        [
            0x8154ac141e78b3a1, 0x4607e17c1346e8d9, 0xd8891464847c0ad3, 0x000000001fde630c,
            0xcbdad22a596ad31a, 0xae35b2385e927d2b, 0xc1f576e30844ac3c, 0x00000000cbdc38bb,
        ],
        [
            0x1a42c7350cdc5edf, 0x89844dff9a0cccc4, 0x7d8107eed2f31dbd, 0x00000000d6121374,
            0x14ab3753fbea0baf, 0x9c6548e030f33074, 0xe8c2597919793d12, 0x00000000510a3055,
        ],
        [
            0xe00bddece3b818f5, 0x4681ea2b44e43c61, 0xb6fe7f05c584d310, 0x00000000951b39e7,
            0x1eae5fc581eb4c72, 0xdae90140518f5441, 0x216fb5f2c505aeda, 0x00000000bb781e43,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0xf9a62c2a3cf8ec7d, 0x23fabd24e0d93869, 0xb3106bbb6d3f0de8, 0x00000000b0f77641,
            0x9b298ebb6c7c7f7d, 0x9f30709a184aed09, 0x79c1d22f334394d4, 0x00000000d95473d2,
        ],
        [
            0xfabcb2492ff400c0, 0xacc122ab10355326, 0x4f316ca191ed19cf, 0x00000000d20efc4e,
            0x1a2e490c940a18e1, 0x029cb6e52b83ac01, 0x8da694f80fd81ad0, 0x00000000fcad677f,
        ],
        [
            0x9e4adc2574014196, 0xf964b6c48981411a, 0x58e82e867eb4dd2d, 0x0000000097c312ce,
            0xd7b84e08153d2149, 0x4e547787c95c8ff2, 0x7546fc40d7ac3655, 0x00000000504a9f59,
        ],
        [
            0xebbefd50486cbfa7, 0xe20aab7144fc634e, 0x08a9107e9ddeace8, 0x00000000909eff4c,
            0xf816fa9e746a522f, 0x864324daefd70514, 0x0094b64c598db9df, 0x00000000c6634c12,
        ],
        [
            0xee18a382e4a3b821, 0x4002bc4160b120f0, 0x29fd66f491636563, 0x000000006538f012,
            0xda52b57a300af347, 0xa08ae1b79a0bd35b, 0xafb1fcaecee45c95, 0x00000000042232d0,
        ],
        [
            0xae3de433e358be61, 0x9f32cd8745610301, 0xb95b637d4ec1365e, 0x0000000041dbce62,
            0x9637a66e0840486b, 0x522810a8c6d80952, 0x761cc88a928915a0, 0x000000001da0d501,
        ],
        [
            0xba62fad26807d450, 0x07ea62b0a7fededf, 0xd3d6b5bfd58195f9, 0x000000001ad1505f,
            0x6f93c77a87583b1c, 0xa959c022af96dc4e, 0x4fa5251220624dad, 0x000000003481aabe,
        ],
        [
            0x2ddbdad635f741c9, 0xbeac98ef5e95c8ee, 0xf68aac5d74fa6bf8, 0x00000000e404df62,
            0xf325276313d824a6, 0x4c5b99db934f4963, 0x39f3ad8165ea023c, 0x00000000f2ab45c6,
        ],
        [
            0x0d632c2de6576cdc, 0xe407972482b42706, 0x67d13334eb7e23be, 0x000000006bef8f5e,
            0x5b9d7907ab6f7a84, 0x3b2e4de9b943b3e3, 0xe61e180ee1142403, 0x000000003186f5ab,
        ],
        [
            0xd222f30ae32f7152, 0xd5265ce032c8e92e, 0x34079f7ef9051d2c, 0x00000000ca51b73e,
            0xe4529fd5752d0df7, 0xd39fd02a3ee05e30, 0x957b54a8762211ba, 0x000000007bd842d1,
        ],
        [
            0x3898ac49f6e5bcb6, 0x0dc0b7cb7ef15aa2, 0x6f146470c92d3e61, 0x0000000020a65e93,
            0x40c2ff2ea99d1e34, 0x8bce35695f5f4b1f, 0xf5eb8c60ef24d37f, 0x00000000d0f3625a,
        ],
        [
            0x7440165bd89c49d6, 0xbc50c381252d3538, 0xfc485299c7935e6e, 0x00000000afc2b1d4,
            0x8b5606a87b5b7847, 0xc8ca9e3a8714fa4e, 0x03679b60d015855f, 0x0000000014d9de29,
        ],
        [
            0xd8c85ac2277610eb, 0xc11f23948e20b175, 0x763f7da0bc82df9f, 0x00000000c32cc81d,
            0xb02c89cd85f8381c, 0x2a33f683d305dbab, 0xd40823f07f0a99f0, 0x00000000f958bb39,
        ],
        [
            0x60b10c548e9a6388, 0x0474b95979943f17, 0x70dc268115056515, 0x00000000c9a17b25,
            0x4d9c29feb6a005e4, 0x9f7519875978aada, 0xb01cfa966e84fa9d, 0x00000000d9553cbf,
        ],
        [
            0x6671925873d59d85, 0x3528fe8e78b1b1f1, 0xf72aecd5372aba7b, 0x00000000049424c7,
            0x1299651f0a8225e9, 0xcdfa17987a3d9b21, 0x6296bed4eea3b43d, 0x00000000965623a1,
        ],
        [
            0x7163417ca7d5999d, 0x58690b9fe75a8d8d, 0xf46ea0c134a71e84, 0x00000000a472172f,
            0x5941f31edb5e6f96, 0xff03761f45ef8849, 0xff6e6be2813628f8, 0x000000002f6a6923,
        ],
        [
            0x2bfb96725dbfaab4, 0x0f7940ce00a46605, 0xac391030d0e900f4, 0x0000000056b396f4,
            0x111e6518d65db7d6, 0x574c60630e375257, 0x6386031f0569eb0d, 0x00000000a43939dc,
        ],
        [
            0x31e7bef8a9a97859, 0x39d7de6d6b521dbf, 0x41f4bd94bb74a0f3, 0x0000000079699c57,
            0x6af2b090fd6b25ba, 0x17aa75d4b9a903de, 0x565e3c29250d78d4, 0x00000000674edb33,
        ],
        [
            0x549142169b6b4d48, 0xb5f866f91256ef4e, 0x5ecb1889075b53ab, 0x0000000056e20726,
            0x09f2625469455333, 0x2b2fad5ad571b91b, 0xde6fb9c6328d62f6, 0x00000000e065c610,
        ],
        [
            0x9ab52f7613448c75, 0x4392015e061d7ef8, 0xae0d756d010840be, 0x0000000097508e7b,
            0xadc78971d15d5084, 0x7c713bfc4d5b80a4, 0x256809bbf9aaef5c, 0x00000000a1ec2e50,
        ],
        [
            0x2156959b477f6b19, 0x910a675737e2ab37, 0x540652e0fe9b7158, 0x00000000d3215a27,
            0xc0c597ef7976f02e, 0xe44ded06ceb6dd56, 0x07e11a0809436cb3, 0x00000000c752116d,
        ],
        [
            0x4c921d98308eb02c, 0x5bd1a7521c787299, 0x4f5e9e39bf10f0e6, 0x00000000dd4daa07,
            0x92fcbe0718aefaaa, 0x200b4b85f29c8618, 0x8d7c9a4384305705, 0x0000000019694aa8,
        ],
        [
            0x4319f044e3293ae8, 0xd80803316a31f14c, 0xa79121b3f0a68d54, 0x00000000f8ad5c75,
            0x1aca6f0d3c85f6ea, 0xb8a8d44fd728ef75, 0x244f6df566ed37bf, 0x000000005253f731,
        ],
        [
            0xc977cb3027b6061c, 0x430b3684d39b851a, 0xa19898abcd656ca9, 0x00000000afd81332,
            0x2bb5e6b0fa31c77d, 0x60d12981c3157a16, 0x69cbb1588acd8d9d, 0x000000006d76f690,
        ],
        [
            0x39687ef635b78d83, 0x91a4e746e8d0ac03, 0xc64c35ba921b3cbc, 0x00000000a500e776,
            0xe79c45af4f3feb91, 0xdbd9485d60ad3863, 0xaee368340ce33aaf, 0x000000004ce8962e,
        ],
        [
            0xe409d4ecf447ab0f, 0x58d6899fe80a1b86, 0x9eac7e331aaed1d3, 0x0000000080bb831f,
            0x986f7e0b2a9866ba, 0x43a73638005a4dc6, 0x293c91f552827ff0, 0x00000000cdd9e93e,
        ],
        [
            0x42a54363d4243ea6, 0x619c06c6eb2affe7, 0xaeca0047972ce84c, 0x000000004d9efd23,
            0x173fea084e0c1d41, 0x4bd9d7791d890ba5, 0x5f0b0f42fea0ad92, 0x000000005619484b,
        ],
        [
            0xab510c97eb046732, 0x9bf44d3fee7b323c, 0x23d6cc1a37854732, 0x00000000dbbcc348,
            0x64d5f135f773172b, 0xb0c07c016fb100cc, 0x980b1419b27f28f5, 0x00000000ca8834c2,
        ],
        [
            0x46d94f54aa3ab9fd, 0x3628a867c9397bab, 0xf946f4e065e56a09, 0x00000000a259e975,
            0xb5060783372139d2, 0xeef39a01ccc37d6a, 0xfb056c2ef709343a, 0x0000000089705d36,
        ],
        [
            0xd69321cf64ac917b, 0xe8fd532ca06234ff, 0x4be3eee698b8cc13, 0x00000000adbfb76c,
            0x57f0cdf3b07602f3, 0xa467656001e45447, 0xa0a5d2a4b307918b, 0x00000000f7e16814,
        ],
        [
            0x6d9f3e8c8d933af2, 0x3a4a28c92221d899, 0x142035bd7c844ad4, 0x0000000011c04771,
            0xf02e1ad12de90904, 0x9793442b78ab7d85, 0x1feac0e2301c5cee, 0x0000000095568955,
        ],
        [
            0x2edb771cd715e784, 0x5451781fd4ae16cd, 0xdee3f3e2c8055a0a, 0x00000000c08d1ca2,
            0x4252a1b83a1c4bfb, 0xbca7011a6d687314, 0x3b383652ba935b81, 0x0000000052c1b85d,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0xb92b8aef793c7e62, 0xd358ac7c6354d2c9, 0x0381968a5a4d9e35, 0x0000000052d9f13a,
            0xc63b9fe636ed6955, 0x726db1453743142f, 0xaea91efc6e186e53, 0x000000003de25aa0,
        ],
        [
            0xf89217574c1ff250, 0xb6db16c1ced4216d, 0xd524c87728cf0cfe, 0x0000000003bdd0b5,
            0xd91831dddfd0f98a, 0x980f4d7dd131c59b, 0xf492c76747533185, 0x0000000063c30af1,
        ],
        [
            0x79a5ddcb0cc8e4dd, 0x26e26606495cdcc7, 0x9d2ff41e7f199f53, 0x00000000be613bf2,
            0x967f075336bd8348, 0xc4ce646276c36728, 0xee5a166b02af3c45, 0x000000000bda3025,
        ],
        [
            0x63718529ff47da80, 0xa699d496473e976c, 0x368ce83988aeb436, 0x0000000094aabe19,
            0xb19a3ec60bf4b797, 0xcd07cc987d50b7ff, 0x8c4eb78c81c2bf46, 0x00000000b0a7cd1f,
        ],
        [
            0x56f0849c2ddf8350, 0x4be4bf015739e59e, 0x8b91a3a31fc6493a, 0x00000000d401b24b,
            0x9decd9c5e89ec9f3, 0xe63f936917f178e9, 0x7a09efc0fa904473, 0x00000000ca5c00a9,
        ],
        [
            0x6aca6f60e3f640d4, 0x574789e14bda0113, 0xb4db3fdf12ccd894, 0x00000000b39be04f,
            0xb4705565f1e4603b, 0xef713fb6ccbe5154, 0x11964906d84fec44, 0x000000009ceede3f,
        ],
        [
            0x13111bdb0244c62d, 0x14dda4d9175d3f77, 0x21244b52e0971342, 0x00000000d6fa5642,
            0x68da34f12ee8560d, 0x387164b3b9933942, 0xee292b1dd7d7f791, 0x000000004382d48d,
        ],
        [
            0xe877a2082a7dfaac, 0x77afbba8af9b8432, 0xbb09b9231257224a, 0x000000001501cefc,
            0xe061421f38985dbe, 0x00e2d3d6aa863b6a, 0x1a9bf0b72733782a, 0x000000006912b5aa,
        ],
        [
            0x38d0122470c5c0c6, 0x84a934e4a0259e70, 0xfd49df968e85d7ef, 0x000000006bb4a230,
            0x58b99e52a15b7d76, 0x2dc32c4c3c2be4ba, 0x4937a76de49fcb40, 0x00000000dc9b73dc,
        ],
        [
            0xa516c9ed5ce8f858, 0xd3f7221c41610138, 0x8795351f71d5b83a, 0x000000009a45e682,
            0x9edacc8def8c4cff, 0x9166ced117bd9c0b, 0x57013f03871cc69c, 0x00000000b6b7b6e2,
        ],
        [
            0x4855e4b1f3f01792, 0x7556de49124c67e8, 0x494ae118d4d7f50b, 0x00000000f16b9834,
            0x3a6a8d30ab9ad587, 0xa950fac018d69af9, 0x9daffa887f8ed091, 0x00000000ba6e7c59,
        ],
        [
            0x011788f58f831a7c, 0xf480aaea9c64aa0c, 0xcc8f1ea7f896522c, 0x00000000772627b7,
            0x72bb812ae1227c86, 0x6e202e0657f8a759, 0x4c06faebc7e7a397, 0x00000000eea7a14b,
        ],
        [
            0x0c456e8446853977, 0x94a82d15bacf3d29, 0x17a88c53861ef909, 0x0000000025d01a4d,
            0x0b6e87feaa44d1ac, 0xce900509066301cc, 0xe4c44c3a51763eac, 0x00000000243f5364,
        ],
        [
            0x69fe2b3ef02ccf3e, 0xa6634ac0623f7c06, 0xba6dd8e5a81b9914, 0x00000000d33612e7,
            0xc948497ccf35703c, 0x3725232b7184b686, 0xfa105e4bd5e74279, 0x000000004bfe5bea,
        ],
        [
            0x03d46274bbed4591, 0xc3c74b90fcb464d3, 0xf6934477dcb4ccb3, 0x00000000bdf563a1,
            0x7c07acc7dae24867, 0x05fd64244d4331eb, 0x022d151f768b2706, 0x00000000f65a4027,
        ],
        [
            0x5cbe2653fff51bbb, 0xbec1f2c532707706, 0x1d1ff2029739588e, 0x00000000e51c696a,
            0xdd740417fa60c3f4, 0x6a0e351e25fcc7e6, 0x0d72b69eac2dfbc7, 0x000000001ff6f6ad,
        ],
        [
            0x3ade75e73eaa7b81, 0x4036d0253ac64888, 0x7be01ff5d957b110, 0x0000000033f835d6,
            0x45081b72c6af558a, 0x137ffdce0c08887d, 0x84d416f74fc01e35, 0x0000000015716e5d,
        ],
        [
            0xc4cafbc2b47ca6c4, 0xac25eb7fcd118e18, 0x4d198a7c78d7034b, 0x000000009ba63f25,
            0x81c83f82db8a8725, 0xdd6d729d9eb5e40b, 0x27b87b903b1941e5, 0x00000000b7229f73,
        ],
        [
            0x59afdea3492e405b, 0x74cd3ea2f6e5451f, 0x8262d80b3c7977fd, 0x000000000ff79532,
            0x85d46815d5eea209, 0xe5277e2541a59faa, 0xf25c4d84815bfdff, 0x0000000026a648ca,
        ],
        [
            0xc47be93e1ce66149, 0x150ece788807158f, 0xf790aca971da23a8, 0x0000000026957d5b,
            0x571af637eaf83d16, 0xbbf0d9673a3ff68a, 0x78555759b02eef0e, 0x000000001609b893,
        ],
        [
            0xa99f170638ec85bb, 0x12f3c66b7a4aae59, 0xf1b134cec84493c2, 0x000000008f2fb8ff,
            0x8f6f7a7fbfc251dd, 0x7b6bc24273cd2591, 0xf4b9ddabf68459a2, 0x000000001d8a7278,
        ],
        [
            0xa1fd53d1995f94c3, 0xae71c0503ad117de, 0x58a5dfbd75e31939, 0x000000003251c208,
            0x8436c37cda1a36d0, 0x8025818865ab378a, 0xe6172e783a685733, 0x00000000fa11b001,
        ],
        [
            0x18e1899654abde7c, 0x3b62d97b48c2dc2c, 0x198afe84814d21da, 0x00000000f76ecf91,
            0xb918572e0ca9c69a, 0x249d565af53020dd, 0xa6a9ebf4365cb3e0, 0x00000000f8ad1ad6,
        ],
        [
            0xf1859230b5e96d0f, 0x64eca0e1cb1be872, 0x11273c1dfaa10d6a, 0x00000000240336fa,
            0x6bfe9508e56d43c3, 0x12a7c21288653660, 0xd427be597b0d301c, 0x00000000bd85a9ef,
        ],
        [
            0x72600cd7bc70a5f7, 0xee97ffd5e9cae1c4, 0x96865fe93d1457c8, 0x000000009a1bc1e7,
            0x7727a4f51518b86c, 0x1ed0a20309a2a9db, 0x9656e0c0028d0a99, 0x000000007f3b01db,
        ],
        [
            0xb1f41608cb2d1081, 0xf5804976060c3752, 0x0bd8bd316efb7250, 0x0000000079016736,
            0x8739f62cc3ebc844, 0xb2896f39f14247f9, 0x5b2e893a29b78fc9, 0x000000005f2b1e7f,
        ],
        [
            0x380ddadd058470b5, 0xddf90df8014c7c14, 0x78897ca3c2d7837b, 0x000000005567dd34,
            0x00642d55e3308b08, 0x9ca8b38af735f752, 0x6eb02b4e8afd8b87, 0x00000000120f5319,
        ],
        [
            0x8fc316982f0ecf3f, 0x8873639c41d511e3, 0x9841bbd5bdc4fb65, 0x00000000207bfaea,
            0x38fcb8d98e82da75, 0x05619b1f6ba5dcee, 0xf78fd1c021f2d336, 0x00000000c6f634fd,
        ],
        [
            0x09a676ca8258ddc6, 0x23041ee7414f2daa, 0x3b9733024cbc9d7b, 0x00000000b409e95d,
            0xd16a5ca87027e9ce, 0x473c41d1f92a6554, 0xa08470dd153e5025, 0x00000000ae4dfb2b,
        ],
        [
            0x5b3c44c3b57dcbad, 0x1130bf5845031642, 0xd4b606ca335c400b, 0x000000006b34a475,
            0xf3ab94febd2244f8, 0x68723d0a746295e2, 0x9d9575664b9b612a, 0x00000000510e67f8,
        ],
        [
            0xdc56f2649a9a5ab2, 0x8565f7b79f7dfe87, 0x104ea5b5e3386448, 0x00000000ac4c4feb,
            0xb2f8650c5964e7d7, 0xf781aadb186e3514, 0x81927ca658c2701b, 0x0000000081220e7e,
        ],
        [
            0x727a95e96cffb688, 0x83b28617fb0e9702, 0xdb71dd75cca5f38c, 0x00000000ad31c5dd,
            0x3ff02651f33897ae, 0x380268df683b0e57, 0x4ab25a51c6e32a5b, 0x00000000283f183b,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0xe8013df73d465f68, 0x3e4bfa755dcfcfb0, 0xe0fbd7bb7a765b73, 0x000000004e7374be,
            0xfe9b1e77186b6aed, 0xf7011562375f54f1, 0x202fbb6d55dc463e, 0x000000008d697af5,
        ],
        [
            0xbcdbe444e165ca1e, 0x76643977cb4a833d, 0xef7d725eb07c1b51, 0x00000000dc3b82a8,
            0xaa5a7ac821f29146, 0xa51481d901e0c54e, 0xd220aca62b2d5197, 0x00000000736d91c9,
        ],
        [
            0xc0630594ad0528b9, 0x43905a16e709d59c, 0x39a5427bc495515d, 0x000000008490a0e4,
            0xce6c24e244f5be2e, 0x3010cac0d8d62c65, 0xde8d0cf70af1bf95, 0x00000000854d956c,
        ],
        [
            0x74d6d0ba87d54b6b, 0x723937b39af89e67, 0xda49ba83ada42e0e, 0x0000000083b9c4ec,
            0x12dfdcada3055000, 0xa98d52437e0a2cb4, 0x6ed0d332f7e3a9a3, 0x000000001f8c692d,
        ],
        [
            0x246b44959e96ad12, 0x9dbf94f503f00542, 0x359c935f142f3a20, 0x00000000be172810,
            0x60529b44983d5e34, 0xa609e7c6dab27f39, 0x2214c73e05f76a1a, 0x000000000c189bbe,
        ],
        [
            0x634cef8a6e661a1d, 0x35d65531ff5ab01d, 0xc1015db16fe3ecd9, 0x00000000fcc7ca4c,
            0x795d4926769b7e20, 0x6db9a053ed944d52, 0x8f02bb95f5f4129a, 0x000000004007343b,
        ],
        [
            0xdd36186c4f0747da, 0x6a5d5505f65cab3b, 0xcb96088474554df1, 0x00000000d41d20c1,
            0xc0861fe7145fbba5, 0x295b32e5a3296c4b, 0x8ce0962367887c3e, 0x00000000e0646414,
        ],
        [
            0xab70364f75cd1b48, 0xf0408ddf6b243c97, 0x0ef0ffd58b9a0873, 0x00000000b6e8c899,
            0x2e1c11d8be3a87dc, 0x6ed01611154379bf, 0xc876e0d34382cb75, 0x00000000c42ec7d1,
        ],
        [
            0x2c88149f347c0c3a, 0xdcc4758a4a81fa51, 0x57dc564273947583, 0x00000000e6d55076,
            0x3bb2dc9f458e3783, 0xfec94324ae0ed20a, 0xb2c45adf11d8f09a, 0x000000009562a34c,
        ],
        [
            0x1ce64f930e4e37cf, 0x1061f84ca2eb2c00, 0x450ed02ee1a22446, 0x000000004205e69b,
            0xc76dda32644aa51b, 0xb244a09f62db01d8, 0x95c86470633bdf3e, 0x00000000f9a6b309,
        ],
        [
            0xd368380db442f940, 0xa681b54aebe71bae, 0xceaf62cfec239918, 0x0000000029a45b00,
            0x8491d9902bfa5ecc, 0x30b0d27efb709398, 0xbd176447c0bcf586, 0x00000000a5e4fb02,
        ],
        [
            0x71aba88eab41ec83, 0x3366c35b590711c2, 0x87bfe9390b6ab428, 0x000000001d7e1090,
            0x7ebcdd741d44d3e7, 0x42a83b752a937fd4, 0xc4155a573da3197e, 0x00000000f1cea938,
        ],
        [
            0x8c2d4e2b7e158668, 0xcdeda7aa10f57b39, 0xd32eeced25434434, 0x00000000e064a516,
            0xbe5337e46e4ef1cd, 0x81c6c4cc2d8b3105, 0x7a25a23ca3d9cbba, 0x0000000015eed6ea,
        ],
        [
            0x6a4807e3b74ca945, 0x474fa11dc0c52eb7, 0xda7a791412ba26fc, 0x00000000001d4756,
            0xce83346734ddd360, 0x0e517e333290dbb2, 0x579c91eb2b0a342a, 0x00000000c27c2657,
        ],
        [
            0xfd597bcd4f998e3e, 0x709e6fbc4a3a53b1, 0xef5504631555a4d5, 0x0000000067cd2315,
            0x68ce8d1681faa3d0, 0x619b509f8d8bb95e, 0x39b905b6641bb507, 0x00000000a7529479,
        ],
        [
            0x6983b44bb129c61a, 0x463c956ff27d3e69, 0x5a97c010e4a043b6, 0x00000000c8f8a3c7,
            0xb9a3137c6cfa78d3, 0xfc8d858e5655ed33, 0xc1a3c9bb0b6dca4a, 0x00000000630b3026,
        ],
        [
            0xd5447ae2f57f2bfc, 0x7072acb282fac595, 0x88f022a8254922b7, 0x00000000d7a4193a,
            0x3e67d3073260c0c5, 0x40b56352080e18d5, 0x8bcf328f7f59ab1a, 0x000000001dfdd280,
        ],
        [
            0x082a09e7e0a6194c, 0x8699cb3cffe89fc6, 0x0b13732a9f4f85f6, 0x00000000ba6e1981,
            0x26eb2b17a2917bd0, 0x0b4bc106a4afe844, 0xeeac1c2191a5d7b8, 0x00000000e71f5fe0,
        ],
        [
            0x4068abb8ce916b80, 0x3f680345312044ed, 0x79c7abcb24ceda7e, 0x00000000ada13f7d,
            0x3661556654b07c70, 0x85bcb0bc01991498, 0x50236f635ee63dcb, 0x00000000ab4970d0,
        ],
        [
            0x3f0bf1e32f9e0c0c, 0xbd33fa00031e908e, 0x6e2d4301bc16afc6, 0x0000000090a23e58,
            0x2549fd2099df250f, 0xa724a01852f4ef15, 0x1a5fbbc35b4c8dd8, 0x000000007457c84e,
        ],
        [
            0xc56fe171f3f591ad, 0x1610fd6cfbb6f170, 0x2ee38fa2d8beb3bb, 0x00000000bd2613d7,
            0x2058283b6f872644, 0x25285a2158b2aa02, 0xb6bb0021cd276067, 0x00000000c8f32aa2,
        ],
        [
            0xa3742f59bdbe5cc7, 0x6287ad4fe0a87786, 0xba62daa3e7aa9e66, 0x0000000065327959,
            0x7da31b20a06c023b, 0x94bea9607fbf3e8d, 0x877c379ee1a7865a, 0x00000000ea576b89,
        ],
        [
            0x9854a3ad02cc71d0, 0xf6324ff2bc3ac186, 0x1969171d7d96ecd7, 0x000000003074e33d,
            0x674e3018368bcda7, 0x0dd72d1d9b5282b1, 0xad5d127c44d9e79d, 0x0000000099b71381,
        ],
        [
            0xaa616a39ca000d60, 0xcacdc37a662a3f35, 0xee30f511dd7d18e3, 0x00000000f25f9c46,
            0x3e51e6527bee7ee6, 0xdd692c2b81e804d2, 0xa52da544b0aaaab1, 0x0000000089ee1376,
        ],
        [
            0x858b1497134357d7, 0x5995a141013b6f9d, 0x040900670f269fcd, 0x00000000825cb5a0,
            0xf50d08cea32b02c9, 0x838218b0f9032b57, 0x384f495c54cfaf9a, 0x000000003a63ca83,
        ],
        [
            0x970630823e7d3b9f, 0x846e4346f2d42cdd, 0x6ed009de9cb9423c, 0x00000000746461d4,
            0x6b0d52f7d30da2a3, 0x0b06f17ae78fe609, 0x8730c3cd6887a9cd, 0x000000000f586a94,
        ],
        [
            0x79af90cc7eb876ff, 0x1dc6f7c038449b81, 0x4ba6f89b58847cbb, 0x000000009be6a2f6,
            0x2102fc7edb78d51f, 0x8d58ec83689090d8, 0xa757d4b14aa5fd97, 0x00000000c9b62120,
        ],
        [
            0xf21a3a3991370dc2, 0x4835ded538aa8cf8, 0xf1f81f183dd4e3e5, 0x00000000ee849585,
            0xb30df0288aa2dfcc, 0x24f52ca41e4514ba, 0x3b2305c3757e6772, 0x00000000a3525eaa,
        ],
        [
            0xc6bf5fedb023e0e7, 0xacdcc8de6a457771, 0xaceb27d5864e28ca, 0x00000000e4e8b124,
            0x25d7a590776321c1, 0x8f935b0690e826dd, 0x784a7c283b8fc4d1, 0x0000000084836feb,
        ],
        [
            0xb94b1aa10e45f1c6, 0xa3e2b74febe6c1cc, 0xfa33270b1c4d6e37, 0x000000005d3856a1,
            0x77b4e04762ec6306, 0x36b59c3563f53943, 0xaea298067466b59e, 0x00000000b1050d57,
        ],
        [
            0x60b774f388f68ac8, 0xf85eea85bbdb3606, 0x28e2a30dba7d20a9, 0x000000003ecec002,
            0x8cb791d65799e4b1, 0xea373880e59cdbd9, 0x7ce86ce2efa2c9bf, 0x00000000a728d582,
        ],
        [
            0x0fd330ac4fc503ac, 0xd80c9e620f394d0b, 0x99b62540e4d013eb, 0x00000000aa1c17a9,
            0x8f6f27420a2e0bc8, 0x3a715ba27366a618, 0x8818aa1488e9ae3e, 0x00000000d2fe924a,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0xd29e534e09326b40, 0x727f40f5215aa2f4, 0x3c54a3cb5f00b26c, 0x0000000071ec2585,
            0x4c553b9214b424a2, 0x06c97184f86c23e2, 0x0fb40ab0dd6cfc3e, 0x000000004647a750,
        ],
        [
            0x8c6adeda3dba43f3, 0xa42d63e8ebd0f498, 0xb75b4edf993107d0, 0x000000000232f8ad,
            0xa2592945720ca302, 0x473bf91748d03da4, 0x8ff4aaa7da871c01, 0x00000000746e818b,
        ],
        [
            0x24d41168219f7107, 0xb0ff73a11fbe4a4d, 0x115e6b5f39d641f5, 0x0000000020b57a07,
            0xfeee837b893df871, 0xbf0a2e79f0116ec8, 0x7abd73c81f17f63b, 0x00000000e5c34917,
        ],
        [
            0x23800fab3e28ba8b, 0x99a4d0418b12655a, 0x33023ec966a4179d, 0x000000001205108d,
            0xa87c96acdbb13a66, 0x98998891402e3b9a, 0x6b327511d3dbe7de, 0x000000005723ac5b,
        ],
        [
            0x4c28ed4d73074b6a, 0xbd2f9bf2094975ca, 0xc90043dae1204222, 0x000000001d17faa2,
            0x7c69ec1ac23a5561, 0xaa36aef192aebd30, 0x623fd5e826bb7581, 0x0000000081fb95c6,
        ],
        [
            0x91ba0a3001dfba4f, 0x4c404ebdfe724473, 0x2e5f3d4e8e13b23f, 0x00000000feaa8778,
            0x15942cd199a263f0, 0xaa07607d659bd75d, 0xb8b0d8e297bc6125, 0x000000006c43dcd0,
        ],
        [
            0x56710f771a7ec77a, 0xa52e280c599db458, 0xfb4212fd9bae217d, 0x000000002e51ec9b,
            0xac1ce1e4be6ce9cc, 0x63ca9c2d361b838d, 0xb6a7599875f720e5, 0x0000000042ba6008,
        ],
        [
            0x7ab235bda70cb5da, 0xac5f3af5bede2315, 0xe6d564645f9a6aaf, 0x00000000357d2d21,
            0x95a60b403156d6fe, 0x9e63e29f49f4f0e2, 0x4c739342dca3ea62, 0x00000000a16d4457,
        ],
        [
            0xb85fee6976034e6b, 0x5db45ef017fd303a, 0xbe53fe348343efbd, 0x000000006ab7c44f,
            0xdc9db89ba7835a6a, 0x4a0abcf861c6218d, 0x87f948cdd9a09ad6, 0x0000000064b0d6e4,
        ],
        [
            0xbe9c0e8aa950a05a, 0xe8d059a88da05c21, 0x83c2bb8318c3ca17, 0x0000000051e525c9,
            0x1ecab462586475b9, 0x0e12592f5c33bc62, 0x971cb54469e70321, 0x00000000662ee00c,
        ],
        [
            0xe10dd1e3c5f63217, 0xd3cc99aefb45c613, 0x4d8cf0b280e08e63, 0x000000002a3e2432,
            0x64c606e3ceb74e10, 0x92033786adcba26a, 0xcb92404d3343d8df, 0x0000000006802541,
        ],
        [
            0xdcc5b89ae1948d0e, 0xd5a2f46b463327ef, 0xbfce0e4dadb9328a, 0x000000000d62b545,
            0x349d4bd51dd89a4b, 0xc19125f9a76133fc, 0xf5a817aab4284724, 0x00000000f7ca3909,
        ],
        [
            0x05e1f65a826d2036, 0x2940765fd3d73825, 0xc80afe06d7d85010, 0x0000000045f45f11,
            0x47e339234ead3f2c, 0xe3d9da049cbcf4d6, 0x33088ffb89effdb3, 0x0000000026442c78,
        ],
        [
            0x792a45198be6551d, 0x97dda1ebbfd0d664, 0x2934190ffba80483, 0x00000000101faa94,
            0x6faee0f6675b460b, 0xccd38d4ecfd88ea4, 0x76c5cb37d57bdb40, 0x000000003f31fb10,
        ],
        [
            0x6f410e7358de44b6, 0x2b615974d9f696d1, 0x3bd0efe9d131917f, 0x000000000fc9bcc9,
            0x12a46b5175cd338e, 0x0fed28350f5148ec, 0x4d9895ec05f68b36, 0x00000000da24384b,
        ],
        [
            0x0655039e7fc121e6, 0x42a0f87fbc44db37, 0x67d89bbe3d4e983e, 0x0000000085435ace,
            0xbe29cd2e18346e4d, 0xe8b5a373ed39f9e8, 0x3d4406d255cac6ca, 0x00000000de2aeda4,
        ],
        [
            0x056ab7ae86b0abb3, 0x1813fa03ad519f99, 0xcb75af5c18be34a1, 0x000000009356179b,
            0x8b71e76ccc5bb86d, 0x903dd8f681259756, 0x02888fd05963b345, 0x00000000da0f32c5,
        ],
        [
            0xa0d20eace900a57c, 0xcfb8afbb40aa17e3, 0xd4ff979ff2a5d820, 0x00000000083a7e30,
            0x811826b4ce93220b, 0xaf301493bbdd319e, 0xef6bbeeb919ff001, 0x00000000a95c98f5,
        ],
        [
            0x1fb6bdcc73be378a, 0x8ca270da0b9b2a6c, 0x554f77bb41bb30f0, 0x00000000c116a334,
            0x3f6c185355b62d8d, 0x3a17fac0822f822d, 0x42b88ca9a05be2fe, 0x00000000935c47e3,
        ],
        [
            0x8fabc04a6b7d56c0, 0xbb51ed42c39c7ee8, 0x0816fbf5c619fe58, 0x00000000f268e46c,
            0x3b1bba1fe0f981bd, 0x27136de9ce226865, 0xfcbc42d64f9ab1d9, 0x0000000013efb949,
        ],
        [
            0x185f07491dabce7b, 0x1ae998bc18e95ad3, 0xff8eda178057192d, 0x00000000754c3adf,
            0x02db7d374e62cc8c, 0x27056a5c326438fa, 0x5d946c205fcf182c, 0x00000000efe30860,
        ],
        [
            0x1d92ea5f5fe1c165, 0x20b198e86332c942, 0x22c36513b050d210, 0x00000000290ce33d,
            0x63a1da55b50855e2, 0xac8dd75a3c042686, 0x7a7b98e7454178fc, 0x000000008f1c6278,
        ],
        [
            0xa3d43ab81c50f550, 0x4a7f4f49c66e2267, 0xa59870598f3bc272, 0x000000000674ab68,
            0x48b878d0eea77d1b, 0x5fe062c891a75c1c, 0x81f0489de2d91c52, 0x00000000306ba737,
        ],
        [
            0xf8119c344f54831f, 0x24503e1c75d60569, 0x063e48b4b3a82995, 0x00000000c7bc1aec,
            0xd626619ef21ff6a7, 0x5a64395da7f182b8, 0x1d2aa02e533f72eb, 0x0000000069953a2d,
        ],
        [
            0xe61f8d5e47f63a97, 0x08711c1f1a6b2ea1, 0x6c9312c54ea7a1dc, 0x0000000005272ba3,
            0xddc8f1572a33629d, 0xcf1912cfd6aa533c, 0x23e174197dd76389, 0x00000000add355e8,
        ],
        [
            0x586c720eeb2570b6, 0x1a8ec1c003008f88, 0x72b887ab31833dd8, 0x000000008ecea77e,
            0x8ba1f0ace0c79fd1, 0x4f1d516846adba17, 0xe59c6ec01477c2fc, 0x0000000062ff47dc,
        ],
        [
            0xb15598bf742dc2fb, 0x38f2f3eba3caef43, 0x55ac2604cf049a9b, 0x000000004ad81d92,
            0xe488ae6aa3ace9be, 0xa3c1532434c33e6c, 0x77cde611c3bf9792, 0x00000000cc00cd51,
        ],
        [
            0x91516c9b64b57fc3, 0xb19365490913a322, 0xa7d10cb1a0961a2f, 0x0000000006e4869d,
            0xdc8793e68f465d18, 0x9a3dd9de9f17e3a2, 0xe925133a06fc6243, 0x00000000b7622bbe,
        ],
        [
            0x967782e7b02878e0, 0x43f545f63a05d617, 0xf734a10561fc2afc, 0x000000000c98a7de,
            0xeb8b66b4663ff2cd, 0xb2bfe54a8cd449fe, 0x6928a54decdd50b7, 0x00000000793d51cc,
        ],
        [
            0x77f0baa4173aff0b, 0x0f82c7138b1c258f, 0xd77b3f694bb9ca2e, 0x000000007d2c021d,
            0xc706ae91b49659d9, 0x08ef8c84559b6b89, 0xe770136b0ac7a083, 0x0000000063be5d93,
        ],
        [
            0x5eaecf5c8a2dc671, 0xacfe22b341d65e08, 0xc2232fd95ba2b24b, 0x00000000ed8ddb3c,
            0x2a89e396e52d9831, 0x634320493aec9e89, 0x4f3e7e5d02c6fcba, 0x0000000096827fbf,
        ],
        [
            0x84e7489a784462ed, 0xe5d5e019c981ba62, 0xa77e3ed1792db847, 0x00000000f4b6792a,
            0xed208d2236f5a622, 0x953f894ffc7dc4a1, 0x095b0ea787c2b024, 0x0000000088016bc4,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0x291c3272c5905237, 0x7507a05b766b4a0b, 0xafb97a2d6e56a096, 0x00000000e3cbbbe3,
            0x2369de3444beffab, 0x287f5c704c78c1e4, 0x14e1a4eb698e8f90, 0x00000000a87a74e8,
        ],
        [
            0x7702c304a0369424, 0x88180dc590cc96b4, 0xea844162ec9108c9, 0x0000000079d4d2e8,
            0x9b79933ff7c7120d, 0x731916379b1c7dfd, 0x4a0a1e22f8a798d5, 0x000000007439503e,
        ],
        [
            0xe5bd052cc745e953, 0x1d26e2b670e13a7c, 0x0121f8bc0c4379c6, 0x0000000071124e71,
            0xe43a3a5487d6954b, 0x9bfa2ae6d9134113, 0x3a1c2b24bbbe7daf, 0x000000003950f72a,
        ],
        [
            0xe4d85de62ef56139, 0xf2c33f4b0b0acedc, 0x04526cb66091bc19, 0x00000000ac1ce3ea,
            0xb54024a624bfc4bb, 0x909d86a257196c24, 0x1b1d5d2a42e04322, 0x00000000bb31992a,
        ],
        [
            0x5354d5ce2320646c, 0x5a466ee162ab26a2, 0xbc1583f9ee841852, 0x00000000cacff98a,
            0x0dfc95e48bdfe32f, 0xd2e88a16d07fe259, 0x061a958403459ffb, 0x00000000c9f106c6,
        ],
        [
            0xbec6e6c2a149689a, 0xbc788383240bd4c4, 0x2906b69d1f1ab30d, 0x00000000db3b093b,
            0xc365542bda0ab295, 0x0988f29197ca5a67, 0x4412e5f1f018f698, 0x00000000be4ba49a,
        ],
        [
            0x2d5c22dbaf432edb, 0x7b2d9d28765ccb7e, 0xf35f14925e8d2ab9, 0x0000000052cc6c13,
            0xa939de08c20fbbe0, 0xafec15307ac64722, 0x94d1a14fad56c798, 0x0000000034ce052c,
        ],
        [
            0x5f4861c3b476bc0f, 0xed89263c9a1b156b, 0xbeb5a95545b930e9, 0x0000000029358e8a,
            0x7923968baad0495f, 0x3abc6adf127f5983, 0x22713358f5aef19c, 0x000000000329be36,
        ],
        [
            0x88c9182f2a34dfa5, 0x213c0a1c8bb744e4, 0xf8bfa3fe7abf1025, 0x00000000f24f0feb,
            0xd0528a1066e5f335, 0x36305334ccd80d8b, 0x12a7059ddc0a5421, 0x000000003e9acd6e,
        ],
        [
            0x0666ea36e5a079e1, 0x6617283daca9cd6c, 0x72d450954b61fdd6, 0x00000000d7d247de,
            0x42f4f5dd0f0aef2b, 0x90024423329359f7, 0xda5ea68e4c1b121e, 0x000000002f24732b,
        ],
        [
            0x730ed3aa093679a6, 0x6a3378ecd878bf33, 0x6ab39cc5e57936a8, 0x000000008ef73c05,
            0x9749b2b75cd53afd, 0x595975b6f5f1a46d, 0x76f76cfd83f2bb93, 0x00000000af52766b,
        ],
        [
            0x601f8a4b79c8640b, 0xd9c6e4e3b41e11ed, 0xd237ed43343ad430, 0x00000000c16da3f5,
            0xc296c55df5e58b46, 0x3abed6e4302d16d9, 0x8a69257931180e58, 0x0000000025fd21a4,
        ],
        [
            0x60b3807b928e3e52, 0xdb50db6949ee7bee, 0x30b571881ea6804a, 0x000000007b4d1de6,
            0x879b74aa1fce1bb8, 0xa7dbe142295999b5, 0x3af5bf821e436827, 0x00000000dcfe630c,
        ],
        [
            0x6601ac7a95c6add8, 0x6ed5bdf8b7c29dff, 0xe46e1aaa7cbd46f3, 0x0000000045ffd97a,
            0xc2284bf4eab4849c, 0x10536a720cf40a4b, 0xef034df6edd4f991, 0x00000000da6fa388,
        ],
        [
            0xac317c234fa9ada2, 0xd49f3c60c9aa6228, 0xd749619400789f0e, 0x0000000069e21ba5,
            0x1c062bc3b147ee85, 0xd2dee272dd51ac15, 0x6bbe4986f8d2f92c, 0x00000000e7ededa5,
        ],
        [
            0x842632ce97c8de6b, 0xfcb4c194d5e766ad, 0xdb59f894bab1e908, 0x00000000a103e5b9,
            0xc4c67972e0644e8b, 0x340af5c52cd3e628, 0x787c5ec2e2690b88, 0x00000000153e0f49,
        ],
        [
            0xc98b4ebb86d5cd7d, 0xad0c8aca06336079, 0x28db68878ac7b422, 0x00000000333fd94e,
            0xdba73bf5ea1dcac8, 0x42b1b4bbb29da535, 0x3451784502f51847, 0x00000000a9595fce,
        ],
        [
            0x4964ddbd0dde0c56, 0x978089c913d490b1, 0x2b21658be641a4d0, 0x00000000968bb3a5,
            0x9bb48618b63e29b5, 0xedcd2fc337e32d63, 0x7f3a244aa9ff0b09, 0x0000000079be339b,
        ],
        [
            0x936610d22461c631, 0x7eb3a770a6ec16a4, 0x7f57c8bf4b35940e, 0x0000000000c9dfb4,
            0x90406238278d4267, 0x7d5fc24d1212edad, 0x9e444e58daf46481, 0x00000000c933fa69,
        ],
        [
            0xe2597a02c9d55307, 0x459cb90c67943edb, 0x1f1623a0fb3084de, 0x00000000d882d666,
            0x228543b3caeb5ab3, 0x8f078887de9c77de, 0xd9aa7a81f4fc8062, 0x000000002e5688f1,
        ],
        [
            0x6bb3627c8f5bf03c, 0x079910d8407e6c1a, 0x9c44849600d1cbb4, 0x000000001a9e3e8e,
            0x0b4ce2101027bbfc, 0xd779b343d988b78b, 0x876b23ec279fb309, 0x0000000025bc5a89,
        ],
        [
            0x3e94758ebad1bf65, 0x05a3b7145a5a585e, 0x2505a60421a42787, 0x00000000b2e46544,
            0x736fa1f9863428e7, 0x58933f38e6720e85, 0xc09ea0d31d6e68c3, 0x00000000d9054c41,
        ],
        [
            0x02b205319c72a5d8, 0x3feb5b02d2ce48a6, 0x8b96ea18fa3cf080, 0x00000000a24e3939,
            0x4ebc08a9078ea170, 0x19b1f02fc6612b96, 0xefa59cb883d34b42, 0x000000003a6d3254,
        ],
        [
            0x01d9f5c67e2abe1e, 0x4187566a9acab18d, 0x43543f3e96fbb4bc, 0x0000000019e99acc,
            0x4d4f6942911c12bc, 0x05a419a82373babd, 0xdd5243360c662933, 0x0000000060570f05,
        ],
        [
            0x6dc33a504effb295, 0x85d71abdad86a366, 0x433f101ffc12127c, 0x000000004fed5e6f,
            0xb71dde503a61e36b, 0xbcebab47e7821308, 0xa9becfa4b97e4423, 0x000000005843a4a3,
        ],
        [
            0xba10153c87f5d906, 0x9a0b12868e87a7b8, 0xeaa22140448afc26, 0x0000000035c81d34,
            0xe0bcbb814ef66413, 0xe34ac20ec1f3e1b0, 0x71c884ad0a3ea8f3, 0x00000000eb7fee01,
        ],
        [
            0x69544c55faee23a6, 0xb4b2299cb6a4c48f, 0x8fa2dee761ede965, 0x00000000379d920c,
            0xd43cbc022eebcd3b, 0xb63d6a4fd4802fa6, 0x6e74616077c543d2, 0x00000000b2cb035e,
        ],
        [
            0x9c38e378fe646b79, 0x8eac893662c025e2, 0x4405db338ae3943b, 0x000000001adf2f4d,
            0xf861d52b0759d392, 0x771d95e2990d7abc, 0xdf7ce48713c7a1e7, 0x0000000086004540,
        ],
        [
            0x836922135b377f6b, 0x7d2b1c6c7028b829, 0x9506dd52a1808538, 0x00000000df1f5102,
            0xde9971fd861c4bc9, 0x7281310c0d172de3, 0x3437a138ba8fba0f, 0x00000000101cc708,
        ],
        [
            0x9d0790ba8e495a80, 0x967a766b0b3e909d, 0xc78cc22b4c03bf9e, 0x000000009b545894,
            0xfe74ab17e6c1a9a4, 0x1d3c86d21dc2a7e9, 0xbea4f02d43bde56c, 0x0000000002d5312b,
        ],
        [
            0x827a889d2f1eaf21, 0x9809b14ccee4b928, 0xc08d2edeccafa4a0, 0x000000001c447049,
            0xbb7fe35f8a4d578a, 0x9dc5e7f7935ebc74, 0xae501b588e82351c, 0x000000000adac0fe,
        ],
        [
            0x98a32e875607a4f3, 0x841d648d9cbcb156, 0x85f705a800a72b88, 0x00000000b60a7751,
            0x3ef7d9b630e3dc7e, 0xeec26796c5078f17, 0xb521d60e20110dec, 0x00000000324aa16f,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0xd81789dcaab0cefc, 0x67ca91b07b457d74, 0x096f997d5a87275f, 0x000000005d4f53a6,
            0xc86a176a3d1c72aa, 0xbb03ebf70c5247ba, 0x325d67b1b389c0f5, 0x00000000dc511ddb,
        ],
        [
            0x98673100a5b224c1, 0x7e857bdd35c900a8, 0x63415d28db5df675, 0x000000006b676a73,
            0x3e21afd004cd81e5, 0x2e610defa33929eb, 0x6bf414b5717e43a4, 0x000000009c7a3c47,
        ],
        [
            0x736e668443726846, 0x4ea61054a762a548, 0xa90f1dd74ea95a8f, 0x00000000f1a7ecac,
            0xdb175bab052ff525, 0x113349c6176f58b3, 0xf30e4d8366d2f2dd, 0x00000000047e3e70,
        ],
        [
            0xb80d181c13fd6d90, 0x288db1c92be6d108, 0x7004d85bb342ddca, 0x00000000be7db7ec,
            0xc1d565da0ba4c981, 0xaf5c7b86b82063a3, 0xbf4ed46eaa90bf00, 0x000000003a15f177,
        ],
        [
            0x09e379b487f39f99, 0x3fce44cd9e14e886, 0x75711ae32fb4d3e3, 0x00000000036fce90,
            0x2542f70e85e9ac2b, 0x8303b7eea4a903d2, 0x637b247b95852fe8, 0x00000000012141cc,
        ],
        [
            0x12f4285d2ad64bbf, 0xe31b4490289cd434, 0x5132c5c42614d391, 0x00000000d24f8d84,
            0xb496fb6f0a9c7374, 0xaa619fb0945d4d6b, 0x226ba20e64d58ea0, 0x0000000078fadda9,
        ],
        [
            0x5ded0d3489bc38a6, 0x82054d24d70c960d, 0xbcbebb9e08b78436, 0x00000000662ab949,
            0x1d7a378cea6945f0, 0x2b017a9fcd6abb3b, 0x4dbff4b2991364b4, 0x000000006e088465,
        ],
        [
            0x3ad984a7b77380be, 0x216f17483bd4bc94, 0x4aee7a72c17ca930, 0x00000000fcd30768,
            0xa1f41f7602746210, 0x670f40136fdb5587, 0x0145b6043c2763bb, 0x000000006e18b2a2,
        ],
        [
            0xc5dcbe5ad0c666a8, 0x635bc454968b0667, 0x0b12ef0026146dcd, 0x000000005211e237,
            0xc7e0b6798d36b8a9, 0x5c86fc95f7ee0e2e, 0x3079c265a7590033, 0x00000000193ae51d,
        ],
        [
            0xfe84b0cfa5667c2b, 0xdca691e9f9e7a819, 0x53a5a36d7bea36d4, 0x00000000887236cc,
            0x6a6bd40a54a67b38, 0xa9977215fc076580, 0xabf0769efe3a7abe, 0x000000007074a956,
        ],
        [
            0x9b91bd9d1342d8bf, 0xf26058ab87364547, 0x6e4c635938255fc4, 0x000000002e8910ea,
            0xa2106339d884d2b6, 0x0293ef06a08d2eee, 0xcb880dee10bd8a70, 0x0000000022f1dce8,
        ],
        [
            0x14714b2dcf3e7753, 0x27b28a245aab8234, 0x69efd6a30514f991, 0x000000006bbffd26,
            0x4d416ef7bce508b7, 0xad164dc22a31c308, 0xaef1e414b2d6cdb9, 0x00000000fea79a11,
        ],
        [
            0xd7a06d220c0ec111, 0x576d989cf6c15923, 0x418def4cfed2506b, 0x00000000177c2544,
            0x78f73bc16f60cb04, 0x0c821482aa06b166, 0x1a7563f47594499b, 0x000000001fd27a5f,
        ],
        [
            0x4fbb30f80c19a5e3, 0x5fb748703b08857b, 0x725921ba71ea7a4a, 0x000000008b3c2fab,
            0x61f89e53a8641261, 0x654ab96b667679eb, 0xffd42d563930cd03, 0x000000006dc5a3d8,
        ],
        [
            0x0c2c98d17a511c68, 0x6ef5c5603d2ae8ed, 0x9d66d2572014d491, 0x00000000e1c67275,
            0x22f7961cfd32304f, 0x5126f992a66c63c1, 0xa7f65b1d8c45d721, 0x000000005067c8ad,
        ],
        [
            0xa72d343bca8e1890, 0x07464235006aff79, 0x136d5ba51ec739c9, 0x00000000ce9ce64b,
            0xb11ea220721071fb, 0xfb7789dc7bfe943d, 0xac86bd3f57dad905, 0x000000005eeba8a6,
        ],
        [
            0x86fef587dfd661fb, 0xd8b926e283676c7c, 0x4f35e9298b88c50d, 0x00000000ce9cfd0f,
            0xdc28b4a7e7e1f433, 0x0f5241f40ebfe19b, 0xb17b1e2ecda7f5c2, 0x00000000806904f9,
        ],
        [
            0xf4eff44d5e6d17ca, 0xaa4d00475d8d14a1, 0xcab0130731d43485, 0x000000005e5b5d7e,
            0x6305b28fdece8219, 0x30526d85b7b38938, 0xb44c0ae4ae3eff8a, 0x00000000e4b1734d,
        ],
        [
            0xffc93a8f5dee262a, 0x82c8b2e9788c98ec, 0x1dafff12b9257382, 0x00000000d691df4c,
            0xecd9181bd8ecb648, 0x16844f0b0caf1b31, 0x9e86f88b5c8bf9f5, 0x00000000d4ef8ecd,
        ],
        [
            0xbd9e267608e1658f, 0xb90fde365ca58782, 0xc2692489ef08f93a, 0x00000000720742c6,
            0xe2d80b5b514d7ed9, 0xbe0253dfd34b4bde, 0xdc59441551ef54e9, 0x00000000d993d436,
        ],
        [
            0xeabe6030e0781825, 0xc2224804a86cf555, 0x45c933210bf3e607, 0x00000000f9506696,
            0x7208a8873031db6b, 0x54c29aeedf437450, 0x5d4241fc0c75bc2a, 0x00000000ac5d74d1,
        ],
        [
            0x36565872ba0722bb, 0x0dc02d00f754f15d, 0xb7611c6e3f08e25d, 0x00000000c576a868,
            0xb861b417026d406a, 0x3c91cad5c61e7c71, 0x9660b569298cede7, 0x00000000306a8024,
        ],
        [
            0xe9108ca0e3c9628b, 0x286ad36ec36a13c6, 0x9b92b17f1ee242ec, 0x000000005c13cbe9,
            0xfc390828631decc5, 0xab9aca0029c15714, 0x84f165b3643b31c0, 0x000000005ff003b2,
        ],
        [
            0xec4b760eea9bc3e8, 0x25962f7b9ef346a3, 0x4c633f70a01c2ae6, 0x0000000033ef35a2,
            0x40d4f585caa88234, 0x54debbec23cf0d17, 0x4dfaa104f6f470bf, 0x000000009fb152e8,
        ],
        [
            0xc540921d079130ad, 0x1d00ba31011c3dfa, 0x21e2f1e35c456f14, 0x00000000fb9920e3,
            0x11a1428d7ef73f00, 0xc61d9f2d39f628c9, 0x1a9dc9f5bcf39126, 0x000000006826657c,
        ],
        [
            0x53ab07657d83b285, 0xe02295c322bac79f, 0xad4e568ff6b8315d, 0x00000000119cf2cc,
            0x5b93a05224e6da0c, 0x2b07837fae0c395b, 0x83d440ba2ca49c8a, 0x000000002b030e32,
        ],
        [
            0xe53bc71e57aa2bb5, 0x9134dccdca89368c, 0xdc02ebcd68969735, 0x00000000f51feaff,
            0x9a920cf08a8b4adc, 0x7b0a01d2ca5a075f, 0x07b1f73da7510541, 0x00000000ee1ba247,
        ],
        [
            0x3744db823817c971, 0x485807a29982dbf3, 0x8cc522acaa49abf1, 0x00000000874a69d0,
            0x0519e4fd9dfd510f, 0xdc7af80a6ae83e98, 0x6db4abd2c4dca24e, 0x00000000d153ff35,
        ],
        [
            0x173d006e1d186df3, 0x3c9d84b1f960a01e, 0x5a1c01c262d296b6, 0x0000000078748a2f,
            0x822192a08ce17172, 0xe5975a8d2250441e, 0x94f7bee9e3c01a90, 0x000000000cb149a5,
        ],
        [
            0x0af05e7e3cc387e0, 0xfb35bd3ad198bdd7, 0xf7f8d466935ace73, 0x00000000cd755e68,
            0x2ab06dcb17074e9d, 0x18889bcd2e2f5a8f, 0x0ea99679e9aaa8f5, 0x00000000b6f49745,
        ],
        [
            0x4a8c57e7991ee68b, 0x3d1933237f24562b, 0x12bb17bb32868e78, 0x00000000c60aaa2b,
            0x795bec914736fc6b, 0x3d6ccf3e45508d32, 0x3f1842ed9f888ad0, 0x000000002f779940,
        ],
        [
            0xb0b49013ac243d83, 0x6bbaa79031f50c04, 0x1d543cecd8fab554, 0x000000002fb0a285,
            0x3256cf6915602d83, 0x4a5d9d40f3bd35dd, 0x7dff3a008a264f24, 0x0000000024830923,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0xfd51954f954e93a7, 0xbe73a498d0706483, 0x45e8a87b89215ea5, 0x00000000f3cf4080,
            0x85c8552dcdccb303, 0xdb8ab95109212e02, 0x19c8db3910c2badf, 0x000000007b08661c,
        ],
        [
            0x70d9012f0e472341, 0x876213ff7c2bf741, 0xb309c07a47c7e115, 0x00000000977513df,
            0xbe1ac3e87682fd32, 0x1c6b708ab7e947d5, 0x41e0c22009c3181e, 0x000000008b26dfc1,
        ],
        [
            0x32a2e886b1dfeb18, 0x074b98988b6ac261, 0x1ea4ca4c3c40d7a6, 0x00000000f7653f1d,
            0x2b2347ff6940eab6, 0xca0ffd5956338adb, 0x8e442705314b0e58, 0x0000000079527139,
        ],
        [
            0x87af66ad46abff2c, 0x6dfaf22426b2f70c, 0xf84408cd5494f6a8, 0x00000000a24b6575,
            0xfb2baa35b3e6fa13, 0x48b82a517fdee2e4, 0xd231d3ab82709ae1, 0x000000008897d9e8,
        ],
        [
            0xd342696ffbc74fe2, 0x1de7ca12e0e930b3, 0x163565e8cb67c28f, 0x00000000312a9e2c,
            0x54d76d68197ec1e3, 0x11c4ebab3b508871, 0x4dfa996971ee55a2, 0x000000000a025c8a,
        ],
        [
            0xc5669a27bec6e451, 0xabcdf52cff0e3e5f, 0x85cd9be2e911fae7, 0x000000004150b30c,
            0xab441ae69e505adc, 0x3ad8934592888eaf, 0x1b7b37eb0dd62a7e, 0x00000000e9e642a8,
        ],
        [
            0x1e752015fe510f94, 0x65fa8e80f090a1eb, 0x111a1741fc5f6857, 0x00000000baf89d9f,
            0x1b1a19104cc335c5, 0x24829f96bfa9551b, 0xc5ef4f0624a70dba, 0x0000000017130b26,
        ],
        [
            0x6aa0f607bfc94c0f, 0x4123775a0cbee27c, 0xbbef8dbbae1d1601, 0x00000000e7149786,
            0xbe686d03f56932af, 0x3e33d4ba91ce3c48, 0xa72c8f853d6535b6, 0x000000002c9fb75e,
        ],
        [
            0x7320211c2194d8b6, 0xd2de2551391c4f62, 0xbaa68de66d039386, 0x00000000c3a5b977,
            0xbca0bb5cf3b1162b, 0xd1a3ad933643a502, 0xa430cadce1f5b66b, 0x00000000b32e7ba4,
        ],
        [
            0x7caa87903a45a099, 0xf82f4e656c2cdda1, 0xb634f00ea9cdf2c5, 0x00000000d5eec010,
            0xa6a18c314012fecf, 0x153b6c27de736bf0, 0xb7a29e2bc1059186, 0x000000009b23923d,
        ],
        [
            0x7de43130095925d5, 0xa86052970bbfe1df, 0x0bc2e01c10701822, 0x00000000f68b86eb,
            0xad3f4af4816f32a8, 0xe9dc6c4967e192cc, 0x52b649b2d5fef609, 0x00000000f428af30,
        ],
        [
            0x1db377d9cf1bb365, 0x8b74ddb863e01d3e, 0x6bb31b8b8c9ad4b9, 0x000000002b26fec2,
            0xfeaf9d41858449ed, 0x700223fbe2652b65, 0xee2505a903b48402, 0x000000002438e370,
        ],
        [
            0xfda2de3687a37531, 0x94a1bbc9d8576cc3, 0xaad7013622b5be7f, 0x00000000c40c9235,
            0x9edbb744fb07dd6f, 0xccf5dbd3501faa81, 0x6f69ca6e60c831a6, 0x00000000813a83b7,
        ],
        [
            0xfbd4773ed7981750, 0x01d933bfb3548b14, 0xb3c65f7918cea1f5, 0x000000003bc435fc,
            0x0706d1383414a439, 0xb2166606ca5b9f90, 0x864343f514b87e77, 0x000000008a82e1fd,
        ],
        [
            0x31630308459cf3fc, 0xf60bf227706d16a7, 0xed0db8c69f2f55c9, 0x00000000af0d2787,
            0xb9e7f0436dd2c868, 0xa2ee914cce8001ee, 0x658e5458b8247bef, 0x0000000078f60572,
        ],
        [
            0xe10a7afc2576d875, 0x411dab1f0a9b3e69, 0x046cc610f0719c41, 0x000000009d1611b2,
            0x6b7a1ff01ba334cc, 0x47e8a2e524d9cfba, 0xa740e80a5bd30854, 0x000000001159e67f,
        ],
        [
            0xfc1b9f0df335d3f4, 0xd67a353d2e295b5f, 0xf74e2c536a42332f, 0x00000000c7aedae1,
            0xc4ace7e3b015f9de, 0xf153b447f775f865, 0x29d82234f4bf435f, 0x0000000066fca4f5,
        ],
        [
            0xfc8b6c2a536c45d4, 0xafb829e55adafa89, 0x69aac76a8dadd85d, 0x00000000ce223727,
            0xe824046473ed7ea9, 0x695e8e7317a05055, 0x75eff938f5a250c5, 0x000000009b29b266,
        ],
        [
            0x7a926f8e6d670f08, 0xd3832148d650f3e1, 0x5e0112b3772d5faf, 0x000000004e032336,
            0x672da27091775a5f, 0x5096049650380a95, 0x751b561921728433, 0x00000000088fd520,
        ],
        [
            0xcbc5f1f61f29a3fb, 0xd8f274a0344f8fc8, 0xdda47efdc4a29771, 0x00000000463e0599,
            0x2a29abde6ee7a7a7, 0x63931e00145b94b5, 0x805c1db4e92df244, 0x00000000f904d9e2,
        ],
        [
            0x22d7c536995faca9, 0x237e27885dad749d, 0x84d71d4e46ec9a08, 0x00000000ecb43488,
            0xb58e36100b0653a6, 0x9338c40423ebd871, 0x11033292ae7fa92b, 0x00000000363816da,
        ],
        [
            0xae0fd4fbc05f8ceb, 0x6c4d3ed4b3140132, 0x4a6f755217530362, 0x00000000ea1c6315,
            0x01efad02e8afc6dd, 0x6e0b17d3fcfa52be, 0xb5c27205295679d0, 0x00000000e7dfa269,
        ],
        [
            0x0b6817715fad1dae, 0x231003d4594a04f8, 0x745e16d973903beb, 0x00000000ce8a3611,
            0x9c281facd4b514b6, 0xd11045f1d79be146, 0xa122afd4f461fbd7, 0x00000000d823f6ee,
        ],
        [
            0x48f55927014a8dd3, 0x6a0036325257b742, 0xbafd43817c569d78, 0x000000003bf2d7c4,
            0x8c93253adb00a9b4, 0x01abe1d2c8733a7e, 0x68216416c3dc4e3e, 0x00000000fd38cc81,
        ],
        [
            0x8e44418ab0aec85f, 0x31859bb399143024, 0xc73d4e08b312756e, 0x00000000b5250f2f,
            0xbb5e4ef3f8790735, 0xf8b4a9321ddefb79, 0xb312ef199740173d, 0x000000003fe4f220,
        ],
        [
            0xc5543bbc13158dde, 0x4cce117ce4b3d7a9, 0x50224720aa5b75a0, 0x00000000acffd3bc,
            0xfdb70c29644c66b7, 0x352f5caa2f5d5d8b, 0x1ce6514e9779ad80, 0x00000000fe246636,
        ],
        [
            0x6d5f85657597b451, 0xcbe46075337f7f13, 0xa8195ed546a636c0, 0x000000007586bdf8,
            0x67c2e9af8b95486e, 0x1e56fe511a478100, 0x5d0f21ce3ced4eac, 0x000000002272cdbf,
        ],
        [
            0xa9b037286ff7ffaf, 0x9bf1de83ed9bae60, 0x8eab46c846ffca99, 0x00000000f59d74f4,
            0xc33511d5621ce75a, 0x208aba6f102b6d06, 0x6fc839749f7de28f, 0x00000000644a522a,
        ],
        [
            0x0420b4c7b4db80cc, 0x1680443d6736ad3b, 0x1fa528862d8a9722, 0x000000007f5a8c8d,
            0xe0e9e1463b210bbe, 0x592cbb890653f407, 0x1a70d81a4ba04601, 0x000000003b588151,
        ],
        [
            0xc5d4d6d244d690d9, 0xd3aa8dcb135b9397, 0xac39b5918d4c1bac, 0x00000000d0d38623,
            0xe86aa88bf9d68e2d, 0xb3e3eb1280582678, 0x4bb500426b5908ba, 0x000000006edc1a57,
        ],
        [
            0x9772b3a943d539cb, 0x573bb1da4a5ec64d, 0x45651e17f65f5dc2, 0x00000000ae5047da,
            0x0adcf96ae48e81b8, 0x184ef6f91946793b, 0x1d51667be1acf1fe, 0x00000000917f591f,
        ],
        [
            0x5898fc387c2ca549, 0xa757b52ea3566efe, 0x91ab431624bb02bf, 0x0000000000e46ee0,
            0x8c02881c9ec42857, 0xb9a285401d20ad25, 0x40d6ae86b01ce79f, 0x0000000040b2c06e,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0x259779c54fd7f402, 0x3aa4fd10afc1d993, 0x77170d3286dcdc83, 0x000000008441f4f3,
            0x46144a819892b126, 0xc654996358df739b, 0x01761502344ddb0c, 0x00000000d9bcbeb6,
        ],
        [
            0x1bb01e23746fcfe2, 0x38352329dc5e2b63, 0x68e597b55df11c5b, 0x0000000044ec319c,
            0x0e27f5b084b36d32, 0x06c3753de5706d53, 0xa7111b5de67b3281, 0x000000008fa5ee02,
        ],
        [
            0xda91cf48c2eb5b9f, 0x821b171bdb33cda7, 0x489cbfa3006b3e24, 0x000000004461fe49,
            0x4d93f4e1c4e7389d, 0xf28f63e5fe8e5310, 0x94deaf7cf3d0d29d, 0x000000003d33e2ad,
        ],
        [
            0x436d6b94e415829a, 0x541c7bda794d49e6, 0x5afaacb1702ede17, 0x000000003b5ca68c,
            0x9ca7b73fc9496ea8, 0xc5ce627a50a1e66e, 0xc90185b1762e4f6f, 0x000000006705418b,
        ],
        [
            0x5330a9792458c92b, 0xdba786fa77ea9ee9, 0xae5f476ace00962f, 0x0000000005915824,
            0x8cdf03001219b9cd, 0xdc707120660a19e4, 0xfdd0563dc70e0b11, 0x0000000041d445a6,
        ],
        [
            0x2d7e46eb6a28fa6b, 0x1ae23996034b69ed, 0x3c25755a51bc6b67, 0x00000000e9bf6717,
            0x06b03b1f579d75fc, 0xe0b2026ffc3e6ce3, 0x58938357723756d9, 0x00000000b4731ae9,
        ],
        [
            0x58182a194fe2181c, 0x0c4b58a327b6bd7a, 0xd4f2f0981c72e55a, 0x000000006b53e542,
            0xb5e110220bdee531, 0xa8bb8315a8f7b191, 0xbdf84150e62460d4, 0x0000000074ea071f,
        ],
        [
            0x8e5770781d2f288c, 0x8ebb1ef68e833532, 0xf5ead3c9fb9fbcd0, 0x00000000e31f0c20,
            0xc462ce8bf16fa294, 0xc10686456466c045, 0x3e1abc0385e7447b, 0x00000000bba798a0,
        ],
        [
            0x616ee9791ea96169, 0x60b3f06d78257a1a, 0x609d2d2dec98f98d, 0x00000000d1b3e514,
            0x2e59e2321100f9ce, 0x34e1a9a48087f780, 0x95c2865d0b40b853, 0x000000008fa97627,
        ],
        [
            0xf1766b07db26dfa2, 0x050e85e5dfd72d39, 0x59466485ad6b741f, 0x000000005fceaf74,
            0x0c6b2254bc9edaeb, 0xfca1477c453c9eae, 0xa38171669c00d050, 0x00000000a87cf553,
        ],
        [
            0x4c0dcf94c173f9cf, 0x61d12afbcc4c491e, 0x12a6c289fa790f55, 0x0000000037abf7be,
            0xcb586fd2d04d2ae3, 0x3c04c5b4192166df, 0xbba9c7687ee1f233, 0x00000000b69b46cc,
        ],
        [
            0x6b581764463d181b, 0xa9bac44fc440084f, 0xf0d004bb088767cd, 0x0000000094e1ba30,
            0xa1a1841255abae1e, 0x6d71f955a732c539, 0x3608f75d896710ea, 0x00000000a067bb07,
        ],
        [
            0x4e2d8d4c58ee2dea, 0x8042631ee6546299, 0x2df96d37262d0cb2, 0x00000000349292cc,
            0x2fddedd304a3c0d5, 0xd5418050452a0a52, 0xc60538612293a069, 0x00000000fe3040eb,
        ],
        [
            0x4ee2bac62036fb32, 0xce8c9892c62978b5, 0x56d307230ee684b9, 0x00000000b8993d5e,
            0xfc1727552fee5c92, 0x43c48f91c8622a7c, 0x78cfee0e4279a0bd, 0x000000003826553c,
        ],
        [
            0xb55799e4d0327c5a, 0x7408bf29f145e8f9, 0x4580043d97e6d3d7, 0x000000005f599a51,
            0x38414d94517f2eda, 0x37f611a1e09d35b1, 0xce07329031551461, 0x000000001044bab9,
        ],
        [
            0xbc19767ba374b8d9, 0xa97161c13ed7db29, 0x45c30a38cc843c60, 0x00000000508e3e86,
            0x1457fcb6433b6dbe, 0xed4ed464d8c78825, 0x2b88e6d2c3997703, 0x00000000a1f2140c,
        ],
        [
            0x898419da71e73523, 0x49a774fb35d9c257, 0x4e49ddae55758231, 0x00000000d5c3703e,
            0x28d3f23e4d4edb63, 0x41807b47a38dc679, 0x15724faa749ea0b8, 0x0000000068bb7f4b,
        ],
        [
            0xc4293aee163136e0, 0xca0a189e7f0db6e5, 0xa088318f9069c8c2, 0x00000000f4210d55,
            0x13bd2b27b0d80206, 0xcd0efd6934f3150f, 0x0fcf1527e152eb4e, 0x0000000032e6885b,
        ],
        [
            0xc2869ed0ce67988c, 0x882c237961ab3c9f, 0xb69781cd3bb8c353, 0x0000000095d9d719,
            0x3de229eaedcef064, 0x84ff6e10c3895533, 0x5ac0d29eb6955022, 0x000000006e2ba9f7,
        ],
        [
            0x99e1990340eaccf0, 0x1b67fa537e9f5e57, 0xbabc0faa00b84a60, 0x000000006de1d67d,
            0x0404136606fe7a95, 0x5f522ae306672f11, 0xd4012aa60dd51cb4, 0x00000000d5ce357e,
        ],
        [
            0x1453ad219eb63b57, 0x627008e7f6e400ed, 0xd78f1c8da4ababfc, 0x000000004ebc5852,
            0x4e1ef090cc21b23c, 0xb8b3701a7415270e, 0x472b1f2f921cd6ee, 0x00000000765126f0,
        ],
        [
            0x23cf39f720ff9acf, 0x1f72fbb4ca0fac28, 0xb04c01ae4b179b83, 0x00000000faca0fdf,
            0x7b3cc7697173749c, 0x0cbf34b63d2bf7fd, 0x6369c1d9f3f2fea4, 0x00000000866e7f8e,
        ],
        [
            0x19b8e7ac05a5a71b, 0x9a4abf1fe13277a1, 0x8f8b7d686d26fe41, 0x000000000ce42976,
            0x48e32e14aa0c781d, 0x13c9b5270ee98d37, 0x4db74aeb3bb6c2c9, 0x00000000208cd0d9,
        ],
        [
            0x5979197a6f715206, 0xb44c826782ffa270, 0x260e7e2552cb678a, 0x00000000c541f700,
            0x3398307118439449, 0x19d945b4b1d2f59c, 0xf2b04fe311eef46b, 0x000000009fba737f,
        ],
        [
            0x3fcf43e15a93994e, 0xf5f793fcb19e11a6, 0x6ff2a1425ad2ed77, 0x00000000e587c79f,
            0xb2ee2d9223c53b77, 0x023b2c75a6fa95d1, 0x67b40c94ac5ec115, 0x0000000041c55249,
        ],
        [
            0x0302d5f33a2c0bb0, 0xfda301ea04cf0b83, 0xfb565431bd701c39, 0x000000005eee993f,
            0xb5c3681a2230bcaa, 0xa9dd4df35d285d50, 0x8c1d7c528618542b, 0x00000000d80996cc,
        ],
        [
            0x435b6be9807fa877, 0x65c2c690db7a9959, 0x3cd0982b24fae090, 0x00000000cc274d62,
            0x02f3dea6721b08d7, 0x052c00012a9bf937, 0x61de7f6dadae4c04, 0x00000000ba3c48a3,
        ],
        [
            0x957c7ee6b35f128c, 0xf963430c50dc83b5, 0xb4578760f0f63a80, 0x00000000842ee70e,
            0xc891093b57d57cbd, 0xa548c5ff24bc2867, 0x47bb6a4a0f85fa2f, 0x0000000018cd7a2e,
        ],
        [
            0x6d748e0719041ef2, 0x3b9bdf40298a62fb, 0x35f944a98f7fb37f, 0x0000000092926ab1,
            0xdc488cfe51a4355a, 0x814db3fc3f355ad1, 0x29d8cb5784b0d885, 0x0000000098d39682,
        ],
        [
            0x4dc18b1214379251, 0xfee19a43ebadf0ef, 0x8da37771bc8d4cc9, 0x00000000d555d58a,
            0x42fdc281d71b4107, 0xac68f3042e05719e, 0x4c1b070ddc3ed2bf, 0x0000000003356492,
        ],
        [
            0x2441fb992f87568d, 0xe8a9e90a0599179e, 0x47767b1954669582, 0x000000006fa66e89,
            0x4596bd1b19290f64, 0x9dab54b393f0e068, 0xff7a84e2e4e3af20, 0x00000000951ce962,
        ],
        [
            0xc1e32f38e74fffdd, 0xf9561e97d93030cb, 0x39bbca3615f3f603, 0x0000000090c8c914,
            0xa53fc6813734c1a1, 0x158ec0bbb0c4475f, 0xa57cf95ced39d189, 0x00000000d562a81e,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0x02c6b6795cfdbf76, 0x8195dc3aace24453, 0xbe2f8e64a58b929b, 0x000000009a3a7efb,
            0x7fa4b0429f7af479, 0xb747bbcf8ad04303, 0xa67998c5426eb7ce, 0x00000000db040e40,
        ],
        [
            0x3bfd76b27d551504, 0xa3a2cf8c0361658a, 0x66db4cfaa3b9f1bd, 0x000000004799c86b,
            0x01c04fa027afe24e, 0xaa0383bc0689618b, 0x524802bb5b052124, 0x0000000025748110,
        ],
        [
            0xb542168afd9c3522, 0x435f3e05f1dd3dc0, 0xf3b21a793556cca8, 0x000000000d1838e7,
            0xbbfa360f0a1d87d1, 0xdcacc27743bd0f7a, 0xa293f5a9fdb15d31, 0x00000000f9285692,
        ],
        [
            0x7da35372960b1fe7, 0xb15275caefe3b9e7, 0x9c0da2e308b0fe30, 0x00000000cef9bd5d,
            0x087c3eeafc9156e7, 0x13e948764386ea9f, 0x057ad0af5543dce0, 0x00000000c5162840,
        ],
        [
            0xfeb313d1f9c98a4a, 0x0e02712b398fba1b, 0x9890918152f53c92, 0x00000000fa320278,
            0x906d44a0ebd66101, 0xc8c39420427688fa, 0x3901fb301c7282db, 0x00000000aea2389a,
        ],
        [
            0x1424671a6775078d, 0x4ebcdd7fd8f3ae0f, 0xd5a7723880279f72, 0x00000000602ce4df,
            0x12e9402dc083918a, 0x02858419dd095d1b, 0x0927adfc6cb15ad2, 0x00000000a38c1285,
        ],
        [
            0xec392752fc6fbaf6, 0xeed1ebd21ec20f01, 0x47520f8c5cac318e, 0x00000000407d9032,
            0xe2f3dac18ec0f4fd, 0x35a74b4043dd79ec, 0x6bccf29e9236a81d, 0x0000000000ac0a42,
        ],
        [
            0x163c66e0c4755991, 0xdd950bf5849061a0, 0x7bf9525770208a9e, 0x0000000007a10de2,
            0x45c2891ab0813c25, 0x450f087f15468f60, 0x387e234b73d5ebe9, 0x00000000a32ac9f8,
        ],
        [
            0x962ab070e8ff8e91, 0xd3ce94dc570fcd62, 0x1ad55d1bb1757c3e, 0x000000007fa592e8,
            0x76fcda7da8ad3f09, 0x348ab2da73d3b392, 0xca16fca1d6cf8e99, 0x00000000ac456eec,
        ],
        [
            0x5f929900c7486909, 0x27ccfc23240b92b4, 0x632731fb0f7d51a1, 0x00000000f12e9902,
            0x47671b3c735b1778, 0xec4d7c8a985803eb, 0x608cf2d563e1c219, 0x00000000109df03c,
        ],
        [
            0xb25c71f509438c99, 0xbe60921f0829cedc, 0x15305f6f483d485d, 0x0000000060591120,
            0xbcdea716ba32c7ab, 0x2b65df3cbeeee884, 0xc3d8018288e6ef43, 0x000000004b2dd1d3,
        ],
        [
            0x482c36791bdc3884, 0x6f172c006b421466, 0x2587649fa58b570f, 0x000000003e4ee4bd,
            0xf5a1388aef99f5b4, 0x5a8f54da98494de5, 0x50e9cc728f25a37c, 0x000000001ce8e0f0,
        ],
        [
            0x119587d372cca43e, 0xa3b065248e668562, 0xd291f0fd0554888c, 0x00000000ae58bc85,
            0x48a506c1d1139d9b, 0x04ec28f0034f448b, 0x2bd2abc994dd32bc, 0x00000000b9e588a6,
        ],
        [
            0xe1e139014988c3b7, 0x4231b66d24b16627, 0x749a749b4f52ca62, 0x000000008bb11e14,
            0x3dfafe0703150154, 0x73419c6b71bdac04, 0x1587ab8c40bd5232, 0x000000007d2d4a5e,
        ],
        [
            0xe7ffdae6f231ad9a, 0xa13a1e410f11fde4, 0xf4713c18c78059f3, 0x000000002d2f0ff7,
            0x5fe86c6afde9d338, 0x9d423777a381beae, 0x77f56796734b9092, 0x0000000082131b3f,
        ],
        [
            0x612650a13a2c7153, 0x72e7ea2bc29b399c, 0x60425f21d673cbc5, 0x00000000ece9a8ea,
            0x394b09ddfd08bc21, 0x58e594d51b69fef5, 0xeab0baec141fc2ff, 0x0000000085999248,
        ],
        [
            0xf4b4d1ab5c8c18cf, 0xdca5073ee1f44cb9, 0x32861f51d86fbb1f, 0x00000000242811d3,
            0x20b39e70038cf05a, 0xd6198042c64c1332, 0x93c66ba1eb68ae09, 0x000000007aee0eb8,
        ],
        [
            0xf47a18f7c4c03565, 0x808ebaad992398ea, 0x325c8a8e7414fdc9, 0x0000000042a7e664,
            0x9f053caf0900ad27, 0x2b52f07ac8869d15, 0x11f347a41878089f, 0x0000000019ee0c05,
        ],
        [
            0x3e51ac6cf8345a24, 0x57f4ec7ab254a9d3, 0x916d1214e2b48c1d, 0x000000003732c0ab,
            0x0cb5ec905045ad37, 0x1eea394a010093ba, 0x4aaf2a444a4cfff6, 0x000000007feda10c,
        ],
        [
            0x58625a1a370622e3, 0xe2d5d70aea895fc8, 0x53bc48b9cac0e4d3, 0x000000001d43df08,
            0xee75a210681301c8, 0x097c56b0e1a8bb95, 0x4a384a6d7e7b6ce5, 0x0000000026d0db83,
        ],
        [
            0x2bb95cad3ebba7eb, 0x5398a1619e42faba, 0xf67c47030f33c612, 0x000000006ef93df3,
            0x8ad685b2bb0fa5e1, 0xb1c226c78655685c, 0x5e194627dd2eb2bd, 0x00000000523e0fd5,
        ],
        [
            0x301fcb423d42f37f, 0x647b20c780fb78c3, 0x3d0a850dfaa1d374, 0x00000000051bb6db,
            0xc7fc5cadbe9d92c9, 0xae641b5838f0078b, 0x0c9540c591a544af, 0x000000006cae5443,
        ],
        [
            0x93ebe56e33b2702e, 0xff835a5d71946cb7, 0xbfe6dc77c82366c4, 0x0000000027a97fdc,
            0x80d9e5272bb71ad5, 0x21ce1d1416d42ed2, 0x0398f8d318abf494, 0x00000000a190c5d3,
        ],
        [
            0x495ac57587b49d63, 0xb50a81156bf10350, 0x90ac41f92674f39c, 0x00000000aedc843c,
            0x60ca4b9c20e79ef7, 0x67e854832b7ba708, 0x2e4b0764c070ae10, 0x000000000c3aa1f7,
        ],
        [
            0x555cdffb9b6c96e8, 0x1116970bd2310fa6, 0x9d84f40442f99112, 0x000000008d7bdc74,
            0x43e3cff2452face1, 0xf602e2401c149edf, 0x1288dcc9442dde2f, 0x00000000b3089de8,
        ],
        [
            0x3fe61e5f1ad5fcdc, 0x2e793d8a20fa93a3, 0xbfce0907b50f92b7, 0x00000000632ab7a5,
            0xc89531e28a0e5e0a, 0x4059a3296f57401d, 0x5942987bf7bd6eb0, 0x00000000ceffd87f,
        ],
        [
            0x74161b3dacfc439f, 0x3b17df59647fc617, 0xc485b2c8ac7f6cc8, 0x000000000414a8d3,
            0xd7de72d069c118ce, 0x1eff6d801d6064d4, 0x8ee9cb9d9fd6a735, 0x00000000f104d7a9,
        ],
        [
            0x776f7b1a252fb3dd, 0xb6f63fd92b058af6, 0xb0461b360d06abe2, 0x0000000090f6c358,
            0x9a72e4385c9d58a0, 0xce59656924e0b184, 0x5f6753e56facf219, 0x000000005f23a218,
        ],
        [
            0x4fd2cc2587cb85e1, 0x53c5cae5adb7e3c5, 0x4c80d5894cc67b4e, 0x000000006a578011,
            0xc04163a34f08551a, 0x52d7161e41978a17, 0x7acb9d4e4701d626, 0x000000007040eb22,
        ],
        [
            0xb117faf325c4f3fa, 0xb2bfac77734cd26d, 0x1ad0de2a071d299e, 0x00000000826417df,
            0x487c15ef1049bb39, 0x74da94845432a8df, 0xe2f76737a5c29870, 0x0000000089d1f699,
        ],
        [
            0xe366cc79e58a9a06, 0x497f4836cd96f1e7, 0xbe89a16c19aa24f5, 0x00000000ea6d5b99,
            0x1afa0bd44105a3ce, 0x4aa54b7f8da4ca09, 0x07697581b278c556, 0x00000000ea0b2435,
        ],
        [
            0x233ddda469260167, 0x055176b1bce451f2, 0x33fc9573e21ca9dd, 0x00000000608477ee,
            0x37f4a8b6b1111c08, 0x60c86d482f253ba7, 0x3ae7c4bbec1f4a44, 0x000000001c649260,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0xaf8f400d085dbc17, 0x93399c4a2a94dc1a, 0x370e4c06f8d2e936, 0x00000000ca35bd61,
            0x2c1682bc0fb73083, 0x4742b84d00b6e1a8, 0x9bb1736d6d92e1f4, 0x000000003e9b6293,
        ],
        [
            0x6c35afbc2a85b5cc, 0xb02b80b7f6f30e96, 0x4dd8bbbe669a8252, 0x00000000b9b1b311,
            0xbbcbf46b28535ef6, 0x20d09a27e4d59c99, 0x877172dc63242255, 0x00000000853f9c6a,
        ],
        [
            0x098ed9f466160475, 0xcd03c2a62b5cc27d, 0xea55ca5d93a47e38, 0x00000000cb5d6d88,
            0x33c38d69730b1e82, 0x5fc82fe400d8c2cb, 0x2a78dd118e23d6eb, 0x00000000e1d2add5,
        ],
        [
            0xd5de71e9432984a1, 0xb421581fe7f42edd, 0xc8c4ee600b9c53bf, 0x0000000082b1e37e,
            0x4a10fc2951492ea8, 0x69016e9c7502a8c1, 0xcd3e05272dc30077, 0x000000002e0b7f76,
        ],
        [
            0xf3fba81a0b71ae2d, 0x9a6e1039a00fafc3, 0x19d43510bd5540da, 0x00000000fd8ebce3,
            0x5a29656059478902, 0xbcd2c8b49246ae48, 0x03a6a2e18ae847e6, 0x00000000f8d3a890,
        ],
        [
            0xc21b4aab161f4880, 0x44db3fe095f715ce, 0xdb4528e5ff0073cd, 0x00000000dbc69fc1,
            0x8bfc41015161785c, 0x22e31d16e2c44c67, 0x1b45072ca7624b31, 0x00000000ebf2704a,
        ],
        [
            0xa5c35a0417fe5bf9, 0x346a0aa09b6ecd7d, 0x8eff670112cd6a34, 0x000000001f49baae,
            0x133a8b99764608e0, 0xb242b806bd0b9808, 0x2c37aca0c50671f5, 0x0000000044e6ac16,
        ],
        [
            0x540d3ef9fd1ff163, 0xd48da416e3c8a7e4, 0xccac1ee539e285d6, 0x000000008d098605,
            0xaae2485c09862475, 0x4df1fb56424cb101, 0xe045acd6d81ebf03, 0x00000000ec4b922d,
        ],
        [
            0xf98f3b05cb8747df, 0x62a8b3b68e40279f, 0x812f1995c8c8b3c0, 0x000000001452cacb,
            0x4896d9ba5565eb87, 0x7f61eae4e1cb7d2c, 0x44909d11ca0d73d5, 0x00000000e887e830,
        ],
        [
            0xe3ace3b33fbc727e, 0x39644794fb5f0701, 0x25904a791534cde5, 0x00000000f9421b0d,
            0x0528f7cad3275fa8, 0xdea09c8b8a9c39d8, 0x458a7c5fdd383932, 0x00000000baf06aaf,
        ],
        [
            0xd03be412cdcb37e6, 0xf8986b2f1dd343cd, 0xf9001ffd436866ad, 0x00000000a3d9d5f8,
            0xa7cdffe3f3e817da, 0x5370523a8b543d6b, 0x12ccc91ed0674275, 0x00000000189f8da4,
        ],
        [
            0x193b780b1adf0fac, 0x5042f2da5abd6eef, 0x06442ef6d76b78fd, 0x000000000cdf9e58,
            0x8a5c2657fef055d2, 0x0bf16e33fae0a442, 0xb5adbc986c2b778b, 0x00000000f374d05a,
        ],
        [
            0x19ef339020e53884, 0x3fe3b827de76a7b6, 0xe30c5cb7c6920538, 0x00000000f4ce09ad,
            0x5ef2fec93b2c36f7, 0xd339eeeaad3dbb7e, 0xb38f3864cebd81d5, 0x00000000e9dc07ef,
        ],
        [
            0x0c6f4ae2846ef971, 0xd2466841b657d5f6, 0x70a6775eabf1920f, 0x0000000015909e3c,
            0xe0c73f43cede3a4d, 0x15282f23563843f3, 0x2e80308de15912d0, 0x00000000d16c8835,
        ],
        [
            0x34fbec4b2a067974, 0x2704afe70d8409fd, 0x4a771c133258c60e, 0x0000000057d1f256,
            0xc2119dfb6b4ed3bf, 0xbe47b3ebb4a46832, 0x1457989a1dcff201, 0x0000000063297125,
        ],
        [
            0xb00d2849767329dd, 0x10d3971196ae8e24, 0x4ed443bf118cc563, 0x000000009157acc3,
            0x14b54c12755122ae, 0x4fd8769207d6ccc1, 0xf50f2de305ec4685, 0x000000001a923061,
        ],
        [
            0x88a382f33184c02a, 0x9a147fb949a67ac9, 0xcebaf4d2a7c67424, 0x00000000ab20e7c1,
            0x9dcdb7fe1217aa1d, 0x7d2395b453d91776, 0x0504914e806db5de, 0x00000000933256d1,
        ],
        [
            0xc692cc023480f7d1, 0x71999891be07dcf7, 0x0d99300c5f04bf18, 0x00000000a062deba,
            0xa3451ea5b9eb55fc, 0x1acb535102666d4c, 0x564f33fe2fc90780, 0x00000000a2bd47b9,
        ],
        [
            0xfea1654ebdebf466, 0xed08eb83c40d15e3, 0x08b257bc076c365d, 0x0000000078298581,
            0x98753afbd98ebe69, 0xbeaf88fe2d412d2a, 0xe0f341dcb0bb10bc, 0x000000007df15cb1,
        ],
        [
            0x6da6ee27b70680a0, 0x76f48c1fdab5f17d, 0x16a32d1e36f25faf, 0x00000000be5fdc6d,
            0xd0d79fc8cd1b3276, 0x2e5c89f70ee979a6, 0x6435ef83c670e327, 0x0000000055425ae2,
        ],
        [
            0x57d4d0423ee8bd74, 0x27266048fea890bb, 0x3aa506d1bbde13a9, 0x00000000b6f3ca21,
            0x88000a9620c48be2, 0x4681edaa7095200e, 0x818f8a038691f398, 0x00000000b8f245c5,
        ],
        [
            0xcf395e168e0dd4c4, 0x86079f76d8954092, 0xc57f3db0516938e6, 0x00000000e85d4e50,
            0x611ea78f4eabd92c, 0x8d26fbc1fafbe19a, 0xe41d9e6ee5ff8f07, 0x000000009e9c0da2,
        ],
        [
            0x22cb728fc690bd4d, 0x40813141fa1f6b6b, 0x7a9fff495e26e30b, 0x00000000966ad6fe,
            0xf1f7dcecb344a5a0, 0x79efee834dc9d28d, 0xc9d2905d76bac684, 0x000000003a3e4441,
        ],
        [
            0x86e3cdb5cfcf1446, 0x3fbc43f08cb41178, 0x74d58d7a5615e2b5, 0x000000004e6b82ce,
            0xd4c6f9170c36a5a8, 0xc3b3ae3b374bbfd9, 0x363a6cec15aadf46, 0x0000000030dd6649,
        ],
        [
            0x6678164f6a110773, 0x4725210493c98116, 0x442f38d44411da5e, 0x0000000086ec71fb,
            0xea5249c64ee321a6, 0xc2d72094c707111a, 0xea51ea73a659cfee, 0x00000000d8045047,
        ],
        [
            0xe43c3adee325634b, 0xb587b6a1120bb9ae, 0xbe8a850873ef55fc, 0x00000000bb18ab2b,
            0x84facee1c135e4d5, 0x67fba354b277aa2c, 0x1cc06cae742a25ca, 0x00000000d0d24d20,
        ],
        [
            0xb2c0f3128511dc06, 0xd61e3e254b4a09a2, 0xecf38b3cf3fcfd87, 0x0000000046b6e7e9,
            0x56de8cfe5be41a44, 0x0d1de5ea043fc240, 0xeaf0005bbe27d47e, 0x00000000d2b25665,
        ],
        [
            0x0714ac713aa2917b, 0x178aa56a2ffe0519, 0x7eddcb6d843d58c9, 0x000000001e60abe4,
            0xb10fd1844b221bdc, 0x113f37e1ccf9c609, 0xe398ed34a0d4b627, 0x000000007b6aa811,
        ],
        [
            0xb13299a3a8726c0f, 0x31858f8fe2347be4, 0xe1ca98b042aa567f, 0x0000000044026920,
            0x4c6f10a9b899b86c, 0xc882ba04f442ffeb, 0x9a5f288237cea96f, 0x00000000894fd98d,
        ],
        [
            0xa960c0c295472b76, 0xf7232900735c5d62, 0x54dfa0890f8b2a35, 0x000000000b186f7a,
            0x3e7eb8a17962dd9a, 0x0188ff65c1614c55, 0x390e7c1c8c7e1e1d, 0x00000000f9b0b2f9,
        ],
        [
            0xef0b2a4f57b7dd7b, 0xeed20e1cd462d45d, 0x53a03185c23f3f6e, 0x0000000096380f89,
            0x06e6948758e3b819, 0x0747e9263569c903, 0x0ccab41492dacbed, 0x00000000a7860219,
        ],
        [
            0x11277d6966e2227a, 0x5181f585d9cc122b, 0x2cbd87e43f2ab21d, 0x00000000494cfb1e,
            0xae7bbb8fd57e150f, 0xee6852519977c3ac, 0xb224446c397ea438, 0x000000007ed9dec7,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0xae9bd277649e4b51, 0x4268b40c6c678048, 0xae4a71b152da3782, 0x000000001e1cd89e,
            0x2f691fc64f079bbd, 0xfe5d33d3f69884c3, 0xdda1c48319020a41, 0x0000000077d02be4,
        ],
        [
            0x3c293b4fb759588a, 0xccc60f4b50ebe82c, 0x9c0164e0e5c199da, 0x0000000009ae68d1,
            0xe57a6b34dbb33342, 0x71131364764aa682, 0xc37e19f6d2b124d2, 0x000000000684de69,
        ],
        [
            0x290611a85aab309f, 0x074075bacb02fd39, 0x179a9e2b22966bc6, 0x000000003e76713f,
            0xe6b4ef04b8723f39, 0x3c623eb7cadc7901, 0xb82729fb1c17e023, 0x00000000fdc5c02e,
        ],
        [
            0x3a2fc0ae2e5b54d1, 0x810b88003a0ae219, 0xeb53d99171d39325, 0x000000001b364d9f,
            0xe634fa4bc225e922, 0x48c1302dfa979c3b, 0x7a46c4300315e213, 0x000000007d3dfc00,
        ],
        [
            0x8549346a92e62a41, 0xd40fcd9dfe285dfa, 0xd05d5a34cc916d7d, 0x00000000e353ac95,
            0xfe7a7ba436041760, 0xca23ccf27ccb1afb, 0x1118fbf0e91173ad, 0x000000001cc425ce,
        ],
        [
            0xbf374e159ba9575a, 0x382d3dc6c9b5e53c, 0x73a1dda39d1f3df9, 0x000000007fac14bc,
            0xcc3024b8baef57bc, 0x898428151c0473c8, 0x8478dac3df37a700, 0x00000000bb7ff7d7,
        ],
        [
            0xe734c088ea636d04, 0x1c0ee19a7e596d64, 0xe3cb14f4c94846a0, 0x00000000ca5eeca4,
            0x10905c844405eef5, 0x6a6858f29a28a033, 0x4169e7ec9ee2fc62, 0x000000005b5f1608,
        ],
        [
            0x69c6dab4f75af9f3, 0xbd0a143fcad74055, 0xf457bc615f980b30, 0x0000000008ab6cd4,
            0x5a3b5bb9a472e295, 0x1e6479464a0eec60, 0xeb13a610a4e2c617, 0x00000000ea8ba726,
        ],
        [
            0xb1d730f6712044bf, 0x7d276b24f1ec09da, 0xae175285c0f564db, 0x00000000974fae50,
            0xadf502b21dae1b06, 0x90f28193c15f7038, 0x690a09e58f32988e, 0x00000000536840c1,
        ],
        [
            0x5dca63b089c4aa1e, 0x1de05002bcb21871, 0x9bdbcff7a38512a6, 0x0000000009e81509,
            0x46c26378d0947127, 0x1f2d750f432dff2f, 0xc934583d037a35d8, 0x000000009792536c,
        ],
        [
            0x94661d905c7a8d10, 0xb3be627a0bdf6285, 0x3189f1c0a63dcb3c, 0x000000001bf953ef,
            0xe4e7f64f4e1f9057, 0x2779906972380faa, 0x69b8f5af931308e5, 0x000000008931e12b,
        ],
        [
            0x8208d95bb1f39e26, 0xd33801fe1d126957, 0x2b3db8bc38314570, 0x0000000068f43b86,
            0x2fa1baa706523bb4, 0x7b7200e3b3650b8b, 0x5ab609c3222d46b5, 0x00000000e25b7f78,
        ],
        [
            0x1fdc416ba7f004c6, 0x2de8d4cc2f5949fe, 0x70b1ccf2be500a3d, 0x00000000bbee19f3,
            0x94a25189ea34a23c, 0xd0a6f39bb651cfbc, 0x8f9d0102965b04d9, 0x00000000424c418b,
        ],
        [
            0x25dc7d6b755af423, 0x849736a1a7385505, 0x44d28ad97e893516, 0x00000000defe50b2,
            0x7c6f3fc772c8817d, 0x9a2a1e5a0bff3758, 0x0f7ae4133865529d, 0x00000000af7f46cc,
        ],
        [
            0xe13d23f172709bba, 0x25e6adb53526f3aa, 0x622b54ffa5dc7f76, 0x000000001dc05ee1,
            0xfa5b1c54e3c66b99, 0xc7e451a005e1b4c9, 0xba6fb70df2a6a2a2, 0x00000000a1d7133c,
        ],
        [
            0x2601c0c2f09c3b4a, 0xb71c88f810c7e593, 0x163a4b4fd433020b, 0x000000006ea15982,
            0x559abf4bd7a199df, 0x8c58a3fd168cc6db, 0xcad8eab05e92d42d, 0x000000000f718cd3,
        ],
        [
            0x583f66ea1ab9f312, 0x76f848d8e20a7f98, 0x40ab1e85511557a2, 0x0000000056874108,
            0x7a9d8bb966ea6b93, 0xef53294d7c0568bb, 0x9dbfeaa0cfe43236, 0x00000000d834c7df,
        ],
        [
            0x0e6f380d8f24e423, 0x62f26bcddf37b9d5, 0x9064f2a5da2efb2a, 0x000000002c55b456,
            0x9ae57f8852ede45e, 0x76f4c19b4ab95f41, 0x9a286ca5d3a87383, 0x000000005de9f216,
        ],
        [
            0x65775097833f205d, 0xc4a8068f9789cee6, 0xb1ec508b0aa6c52c, 0x0000000095736c6b,
            0x16b95b32b56bf3b9, 0x3e6d6af55f965914, 0xe8bfd7504bba7fc1, 0x00000000340c5c3d,
        ],
        [
            0x1eccb2dd5222ebab, 0x6cca2e8f45eee5ae, 0x93a2e216f0f806c3, 0x000000000b896b9f,
            0x21ac6aa62753730f, 0x93ff82bde860a374, 0xc336e305a6d03d5f, 0x000000005a3ad08c,
        ],
        [
            0x9d509ca2618b152e, 0xff18539af369a78d, 0x02634296c0daa708, 0x0000000002f0a1c7,
            0x88666d0547b0f0e9, 0x7a78d15327c49d35, 0xec539b239f8f456e, 0x00000000760915a3,
        ],
        [
            0x0c39046ce87ba2e2, 0x22a0b52cfd626ac2, 0x2589aa38657a7740, 0x000000007257c7ca,
            0xe1909b53505c697d, 0x18899d41ae43f50e, 0xcbe516366f947e5a, 0x000000007c5b4749,
        ],
        [
            0xd290e07c6187b61d, 0x36de6619fe84a76a, 0xea8fec9427d32f89, 0x0000000078115bdb,
            0xb38982549ccff36c, 0x54f2e0c76c47262a, 0xa22c5448d049b383, 0x000000009db06ed9,
        ],
        [
            0x7e65ba9705094bb6, 0x69a96369927ff44f, 0x8e5841d8cfc2ebd4, 0x00000000cd919ed2,
            0xd72479fa7d67ba45, 0xb458951df9079703, 0x12b5f89b11b2590d, 0x000000009e78739c,
        ],
        [
            0x9c098580a9e9b819, 0x2020450366bbb27d, 0xaf1d4b2ba732ab7f, 0x00000000e6d89ee3,
            0x759a188da9e13be5, 0x1aee6b0c5738f904, 0xcd80b55b21df23ed, 0x000000006eb11489,
        ],
        [
            0xc5b914a612966ba1, 0xf7f39b62165adef5, 0x017cbdff93ffba26, 0x00000000da23de5b,
            0x4056500b2b0044b2, 0xc7df51e7cf06e368, 0x229f7863a51ef785, 0x00000000e90e6057,
        ],
        [
            0xba1ecc57bf32ee25, 0x9893018c52b75ba7, 0xd03f245c06c93dce, 0x0000000003ec19d4,
            0x962838c2972994c9, 0x8b2ac22593361b30, 0xaf07172b4fe41755, 0x0000000097673e84,
        ],
        [
            0x64971999b68ddf1d, 0x0f78a155cc5dc1ba, 0xbbfeebe2c7f1ee3f, 0x00000000a475b47a,
            0xd00f3342ae6b1a67, 0xcbc8eae8aa2739d6, 0x084216386bcba57f, 0x00000000f50c5c89,
        ],
        [
            0xe0cafc3e4a8e35e3, 0x50a0291819f20d02, 0xe4a74a86f55de6ae, 0x00000000057edb89,
            0x304db35e10430fd9, 0xc4664652bc737498, 0x4c7382f7cd14c4bc, 0x00000000df61f314,
        ],
        [
            0xd53045ac8263e8e4, 0xc5bb1e7b976ec977, 0x84083d998b43c5ec, 0x000000005c659d0b,
            0x53c0d4fc3a3561f9, 0xf441677746fd90a5, 0x613b8842e414cfa0, 0x00000000b5f7ddf1,
        ],
        [
            0xe0636ed0387aa49b, 0xfcca8ce9e3d5790d, 0xef3e7ee6eec15776, 0x0000000029e3173a,
            0xffe14bd6cf099b38, 0x9876325f159e7b3f, 0xecf97ffe645b7b27, 0x000000001c919610,
        ],
        [
            0x56ea720e21fce16e, 0xb07c02a7c14eb574, 0x1a141ce9e5e93b80, 0x00000000f206da59,
            0xff6ca106400443af, 0xe7e89a4185cacb30, 0x73777848e54c35f6, 0x00000000eecb8a06,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0xb920e0894bb632f0, 0x5fd26f9a81a11e46, 0xd873ff38ad7ce91c, 0x00000000463f5eef,
            0xa997a44ae973b348, 0x7c4b4d9667e4b48b, 0xc007a35a76b8b69f, 0x000000000ebb0cc7,
        ],
        [
            0x3259f50719d5d3aa, 0xfaa534d08dd2cea1, 0x964e43aab1de59c3, 0x00000000d9cd158a,
            0xf7812a29b8fe9ccf, 0x5a40b462483a8ca3, 0xeafa2982f93b681f, 0x0000000022d0852e,
        ],
        [
            0x45934ad0ab519f43, 0x0eda4d94a0a5bb1b, 0x9f749e30bcff29b2, 0x000000002f73a7d6,
            0x9ed5bbc82a833e74, 0x83945e37111b6548, 0x9b5681717b77f3f9, 0x00000000f1563350,
        ],
        [
            0x5898ed4e597adc60, 0xa9c6e64f63896a2f, 0x7134977682a0ed92, 0x0000000071b9b0ee,
            0xd360630c216fc62a, 0xa2285bdfbd440771, 0x28e79328a49907da, 0x00000000ad498ec7,
        ],
        [
            0x8425931aefa756c6, 0x041152d67ee21dd8, 0xa53025173bd1871a, 0x00000000dad18e22,
            0x10b5fa6efe7a7229, 0x16173a145c5be6f9, 0xb92d548d62d66386, 0x000000004b022086,
        ],
        [
            0x1af36a1187ddb335, 0x41c1b2bae8007ca0, 0x50c8cb1d30d45dfd, 0x0000000075a78816,
            0x2106db853b6d8286, 0xf9615d6dff67232f, 0x5f7fc100bd179b41, 0x00000000e740fe26,
        ],
        [
            0x8e4737535c13eb99, 0xe3a7ec4eb0f98cd8, 0x6a3fea534dba3e97, 0x00000000dcedaa71,
            0xe3930d74532e764e, 0x782e46da5a678413, 0x9c95a4c904d846f2, 0x000000003ae40683,
        ],
        [
            0x5e338a949dfbcf8e, 0x9f1b52520324aba6, 0x32ea5aeb970769c2, 0x0000000082c3b64b,
            0x80346bd1feabe87b, 0x63f11cc598111ddd, 0x75819a032ef9e31e, 0x000000006e0e0fd4,
        ],
        [
            0xc708244b2e8fa4a8, 0x4f239eded257f2cb, 0x8e971ecff3192c1a, 0x0000000017f38ef9,
            0x7c554d961aaae4da, 0xa77f2992d521e6e4, 0x3da56d53df7601be, 0x000000000186fbb3,
        ],
        [
            0xf57bde1cfca5574b, 0xf2d37560406936cb, 0x9182321832521f0c, 0x0000000062284045,
            0x9e2d0754e56f5424, 0xf45e699b60b75a5d, 0xe050428d4b228b2b, 0x000000007119f781,
        ],
        [
            0x3824516fe796bb22, 0xdcabe724f084506d, 0x8f81b4cef8e8ca62, 0x0000000050801b2b,
            0xfb3588989c54c069, 0xb1dec2a150def1fa, 0xbc3260e808c6c873, 0x000000007fb683c4,
        ],
        [
            0x480e16f90575e336, 0xd55c8bf1df29de83, 0x70844075cb5e14d7, 0x0000000011f519a2,
            0xbdf85e8dd7012dd2, 0x4761448372c610f1, 0x850eeaf7649bad5a, 0x00000000f00aeeaa,
        ],
        [
            0x7d4edc309a0633cb, 0x631c0b6a16da4f90, 0x91b76085490b9bf2, 0x0000000061f9637a,
            0x3add0d788f333b9c, 0xca70ac89862efec2, 0x3b540cb22476f537, 0x0000000013efdddb,
        ],
        [
            0xaf5a37817c6be6e1, 0x10d4673faa336e9d, 0x368211c407272e92, 0x00000000d7dd39c1,
            0x7e327fb5051c4049, 0xe3f1f1e181067082, 0x85d2554d73261e91, 0x00000000d50d657f,
        ],
        [
            0xd35eb0b280d37f6a, 0xac87fdda02b5b68f, 0xf2be3787d51c6d3d, 0x000000004a54fe8d,
            0x85a219d83514dd73, 0x2f1ed85574e666c8, 0xf0d4673c90e70bcc, 0x000000002daaf4bd,
        ],
        [
            0xd481d37aead2c5e0, 0x83660242676ef7cb, 0x4bcdf56d6ddd542a, 0x000000000807b6ee,
            0x99cfbaa188b2540c, 0x92cdeb4c440a4586, 0x62bde53daab76f82, 0x0000000031ca293a,
        ],
        [
            0xbda5bf40978922e6, 0x805d8231180d88c7, 0xd11cd9df5256a2d5, 0x000000001d624e91,
            0xad58bb5b75aecb02, 0xb80946d7444ee7b9, 0xfe5646790139c7e8, 0x000000004c2f89dd,
        ],
        [
            0x84150082458b11cb, 0xa2a4867ef57be710, 0xff6c5c2ee806a3f9, 0x00000000b90037be,
            0x536f81adc5f0b1c1, 0xe30aa21d781248de, 0x152e149bf235332c, 0x0000000078b2127f,
        ],
        [
            0x20d71502b6c2b66d, 0x57ab14eda29b37b7, 0xd6e518c213a41c56, 0x000000000e3e418e,
            0x6725bf6f151c1ea4, 0xc15109abe2b77e8f, 0xadbe2d3a509d6c1d, 0x000000000a154dc8,
        ],
        [
            0xb0393ba6e90c9de5, 0xddbfef16f5b762c5, 0x8a2b40889e5b0841, 0x00000000e74d0062,
            0x23eb7d9baeed5ab0, 0x76854b5524b9f042, 0xf8fe427511e165d5, 0x000000007d83f54f,
        ],
        [
            0xc81f6cc134e5bb4d, 0x220a05b850c1efc8, 0x2ea28aeedd13c03d, 0x000000006a9d5078,
            0x72fd6931e95a81c2, 0xe35f5ac0b6a6f636, 0xd6e887c3f2656b5d, 0x00000000bcc74346,
        ],
        [
            0x3938f54ca77ceb48, 0x0c046233800ceb4e, 0xe3108a2e63541a12, 0x00000000491d9529,
            0x5c676608a78110f7, 0x00f013a08cca0002, 0x625a50c9b7c4d11f, 0x00000000d2f4c02f,
        ],
        [
            0x5994ab3a233e57a4, 0x3dd1615a139fdd01, 0x6b01e63d65230616, 0x00000000c3ce0de0,
            0x00c99b9f50bf2c9a, 0x6157f5485001f742, 0x6885625208f0e156, 0x0000000031e4af2f,
        ],
        [
            0x279a665d88edf264, 0x4837e985c73f3e56, 0x925d55fe51cce02b, 0x00000000ba48033b,
            0x3c3ccffffbc2fa3e, 0xa32d9d4109219d1a, 0xf5c599847bba7cbf, 0x000000001f9a5c08,
        ],
        [
            0x89cd22f33817690b, 0x243e0d9eb6a3bf90, 0xd2c1c04e159f5458, 0x00000000636ca9d7,
            0x8bc70e212710b754, 0xdf39c85c989880af, 0x4f1a9e8019af527d, 0x000000003bbaeb87,
        ],
        [
            0x3f22e52d668d76d5, 0x8fbf062c94281304, 0x6d63d68bf87b1af5, 0x000000005d2994c4,
            0xc678ee7b85034c6f, 0x928ebe656f6ce88e, 0x90f9320e16b043d3, 0x00000000e036ca22,
        ],
        [
            0x9af0a3f060e80d28, 0x13e5d3282a9605ba, 0x9ea38f80332f9a3e, 0x0000000035360c33,
            0x6dbafa56dc4ffac8, 0x59cc64e9e278f5a7, 0x19a9b57c8c20b537, 0x00000000f4a325b7,
        ],
        [
            0x7435f69ede48fd13, 0xf4664a6dd80eee77, 0x956a0b9a2eb4d978, 0x0000000030841897,
            0xb3ee9b0c9070769e, 0x13ab0a386adaa99a, 0x3ddd8820bdcbb6ef, 0x000000007e4530ec,
        ],
        [
            0xfad67caee400c653, 0x13b6105eafdb09ab, 0x84ed7f0a5a4c9f7b, 0x0000000056d26caf,
            0x6892e6428ad10ba0, 0x6a212d3abc7d08a6, 0xbfca7d7d204ca472, 0x00000000afd34615,
        ],
        [
            0x4accba072e8ed696, 0xc7051eef03a1dda8, 0x0c1234e58ce408ad, 0x00000000bcdae329,
            0xe10eecbf2461dcca, 0x2c93ded23fef9460, 0xfce30ca50fd6f07e, 0x00000000bba126df,
        ],
        [
            0xbb7bc7baab635227, 0x7ac966b5432aef15, 0x9cc980cae6158da8, 0x000000003aad9656,
            0x305a36df5c816a13, 0x0eb01bb35b3236d2, 0xd28358f116ebea75, 0x00000000c47634a3,
        ],
        [
            0x4079f1891175b9ba, 0xe9e1ab30150e6d32, 0x2d4254008b6cc92b, 0x00000000274ec0c2,
            0x6d261b018f0527d9, 0x63cc56854ef086f3, 0x7f963f7129dec1b9, 0x00000000ea97e94e,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0xb6ef6e4fec9ac930, 0xf97982f67bd6b2eb, 0x3506344db87b9f50, 0x00000000e38cc59c,
            0x98614bb40df2358f, 0xa73a33ba4daab44e, 0xc680567a3957de53, 0x00000000cfa42f96,
        ],
        [
            0xfbd1a1913cfb3680, 0xd4f7de7614bfa4e1, 0xfcdb2abdf38ce345, 0x0000000045ebd21e,
            0xb59f480a1d84093e, 0xcc2181973957e934, 0xe4604f767c1b8e5b, 0x00000000c58f2c48,
        ],
        [
            0x3e7e898a48067657, 0x429f687214230734, 0xe3a1abc87bef4c47, 0x00000000b3564180,
            0xeed81406b41998c2, 0xe40d75bea7ce6e62, 0x9d22967df02dd5b1, 0x00000000a3ff259d,
        ],
        [
            0xfecff2a6481e157c, 0xa01ff9324f8b44cc, 0x9c0232a4d783714c, 0x0000000090d1c36e,
            0xbd5e004dad070ffb, 0xec3d0dd1f22c1c14, 0xc4fac85877b24ec6, 0x00000000f15be1db,
        ],
        [
            0x3c51221cde40fbc4, 0xda08dbf2d273fed4, 0xc3cadac47eaf4c1f, 0x00000000155b21cd,
            0x824bf4398e6c2580, 0x16f47b066d0eb93f, 0xe79201e32b5af50d, 0x0000000050f56685,
        ],
        [
            0x6e87ec4f892da157, 0xe3973fffe6abe1ed, 0x9c1aa3b032e1d48d, 0x00000000bc16fee9,
            0x1a098c5d64341200, 0xabb4ca0aa549cfc8, 0xe2b2179cdccd7aa4, 0x00000000f0addee3,
        ],
        [
            0x5803c900da8c07fc, 0xab321f3b1834f6f5, 0x51b8942e0269aa98, 0x00000000bd9cdd7b,
            0xf11dba7ead131077, 0xf313e57d62d1e404, 0x3e7a1a96a355486e, 0x00000000a6d151c2,
        ],
        [
            0x83f05d8db95b1070, 0x225fcf2b4dc83cf2, 0x09d299d6523db1cd, 0x00000000e968d6f7,
            0xa5406081b132ecd5, 0x645c2ab4c545ab6a, 0x592bcabbcf6e254a, 0x00000000599530e8,
        ],
        [
            0x7520cd9d8d7a8231, 0xdb64b2b5c37c3710, 0x6bcaa5594ddc202c, 0x0000000093533da5,
            0xcd2bee72ddc766bf, 0x661f69f6d278fefd, 0xb11186df5b8d545f, 0x0000000068e77340,
        ],
        [
            0xd113729c650bf827, 0x2c9200761e07d762, 0xb86f8b74b67b15b3, 0x00000000516b225e,
            0x2dcecbcd0ef8c7d9, 0x6cab24310366a17a, 0xe81d1577b6a74584, 0x0000000055207201,
        ],
        [
            0x5ef7c922b1736e89, 0xc722cbce316838f7, 0xc42dffb6afa31edc, 0x0000000078870987,
            0x62e8094739c7c058, 0xe76b7aa6689dcb68, 0xa7e235e7c3882709, 0x000000008ed1b527,
        ],
        [
            0xce43975edae389c1, 0x4355bc25a5d688cd, 0x5bdb528b9f7eff59, 0x000000005a9663b4,
            0xdb49700b2bdd1ea5, 0x8187c0b0b25b3442, 0x8606cb7cea0a4ef9, 0x00000000f7d88d71,
        ],
        [
            0x977a114cac9c3b88, 0xaf8921c145c6e4b9, 0x57f6f15bf06a9c79, 0x00000000647c27c5,
            0x1206e284ad13984f, 0x8049b191f115c5a8, 0xe005dd134754251e, 0x00000000a84c519e,
        ],
        [
            0x0becf9f1a9264181, 0x0547b2a2164759af, 0x58733edafdcb1383, 0x000000009297d615,
            0x6db7a5e161783be3, 0xba8cdce899f45cc8, 0x23bbfd60f4dea371, 0x00000000adbfcbb1,
        ],
        [
            0x2efb7a889ecaacff, 0x0ecaac0c4c511503, 0xf9510f51859cde2d, 0x000000008c717c70,
            0x9eaa982cdd4f280a, 0x1cad8eebe49bcde5, 0x116ae3faa4638b38, 0x000000009cf8182f,
        ],
        [
            0xa46f08d8da598881, 0x4cf987a8b9fe1aa5, 0x1b37edc032c26e96, 0x00000000cc6e653e,
            0x37d78fa48ea05891, 0xb6453df344dcd6fa, 0x72834a3e637ed305, 0x000000006cab1cc9,
        ],
        [
            0x1981a16ae70be310, 0x0414e75db7c4a598, 0x00af0f8ddf32739d, 0x000000000fb42ad1,
            0xe33436300ddbd88b, 0x084ab7a92ea650b5, 0xb5490212ef7895be, 0x000000005c769750,
        ],
        [
            0xa04b82b04eb3c90a, 0x4f30de79484567ac, 0x30d14f572e9cbf61, 0x00000000f4598fc4,
            0xff5ef3397718fdf1, 0x64707d715473c81e, 0x4a83ae643f272628, 0x0000000071e324e0,
        ],
        [
            0xb48dd9f7a2c558d5, 0x359944796c5332ef, 0x5a56efc811aa6117, 0x0000000004453de9,
            0x03ae00a8e9b1b156, 0x90cf0b724576cd8f, 0x44cc9ef986a7fd3a, 0x00000000889994df,
        ],
        [
            0x6bf6abd3f206fb4a, 0x74185bcb0952e145, 0x7e4bf6f77b34f1be, 0x000000007d8ad958,
            0x693defb4922cec05, 0x1f7733057f4ae3f2, 0xf58d64033ab96e06, 0x0000000012e1ecf7,
        ],
        [
            0xb580e917958ab285, 0x5723f6a06d399efd, 0x3a8a302178c32b7a, 0x00000000243b7099,
            0x8c7333f1400694bd, 0x1648fd83e284b7e5, 0xa47c853d293269dd, 0x000000004bf90844,
        ],
        [
            0x3af55de09d03b91a, 0x8e4918fc8ef95c41, 0xfe5ab67192acddc5, 0x0000000060af10da,
            0xe827c928453c8f61, 0xc08b1d9a85866aea, 0x9ffa84215c7628ba, 0x000000008587d6f7,
        ],
        [
            0x0897f6282db5822a, 0x09965897a98493b6, 0x2c13aa85674de6bc, 0x00000000807e0bdd,
            0x4ccec5ee228baeee, 0xa1efc264e7371866, 0x26b344c1bdb478cc, 0x00000000755c289c,
        ],
        [
            0x61425e886cea392d, 0x6f33c1fb58702c40, 0xf184e51ccec293f8, 0x00000000e235ffd9,
            0x95eb779a9e082a0a, 0x786e75a4c4c622dc, 0x308a5e90083bb119, 0x00000000c962912e,
        ],
        [
            0xce9c804dc84aac78, 0x9510bbcb7b226c16, 0x76f546f1801c8911, 0x00000000e121faf8,
            0x3ff195ce06920c47, 0xf599e9912e953b60, 0x1bfc1c3a2581f653, 0x000000009278da9f,
        ],
        [
            0x33ab53257e5da20b, 0xb7987dfb1f26aa2d, 0xf741f3c36674cb0f, 0x000000009abe0d07,
            0x633f79d18369ebfc, 0xc696981e5000ae50, 0x3f4cf7cfa366a093, 0x0000000097f1b650,
        ],
        [
            0xa67c1ef739b4854f, 0xe9142a981f672f7a, 0xbdfe12e43c3bafe8, 0x00000000f2575910,
            0x61b4560534269153, 0xcff0ea9718b807ba, 0xaf191e57fe4768d8, 0x00000000fb7eb913,
        ],
        [
            0x16773735ab1a3fd3, 0xd044d5225595a0fe, 0x721882607a60f969, 0x00000000c1b43819,
            0xb3da54b4846a5dce, 0x43f6bca53854d663, 0x67b040477f496ea5, 0x000000002166b424,
        ],
        [
            0x106baf5ee01b27f2, 0x83cfbe3a91960f7c, 0x1767083b6dd2a308, 0x000000000103b24f,
            0x7e216cfbc85fae25, 0xa4d4783c04799de4, 0xd6893e58e5c894b5, 0x00000000a75b6129,
        ],
        [
            0x1930bf41fbbe818c, 0x66ebd4c2be5329b1, 0xa3e4df892834d1b8, 0x000000001db5845a,
            0x0f59ef9a926ae681, 0x85ed4c5375b9d957, 0x9b52b5d751f9ada7, 0x00000000fce79008,
        ],
        [
            0xa0d7d94595de4d40, 0x272d6927b5a9b52b, 0x7d90c5dd71eaa9f7, 0x000000004ea927b7,
            0x7cdeabc5c0640026, 0xb1ef096b531cf73d, 0xeec1b651fd8b534f, 0x0000000028779cfd,
        ],
        [
            0x2efe30a11ff1de02, 0xfc2c0f38d9e804cc, 0xb6ba8131b9c440fa, 0x00000000d2f7d77a,
            0x88842b6960e1b4f3, 0x008db8f296f7f20a, 0xf13ceac59a618fff, 0x000000006577f60c,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x433a33e9f611c717, 0x5f8001f92417a7ce, 0x7a6ca2981d9155b1, 0x00000000d78e16eb,
            0x3ab289c1c11dfcf9, 0x14996507ee48adb0, 0x8dd6fbf2c998c5c9, 0x00000000959f66af,
        ],
        [
            0x7ef25e1542de8327, 0xf84d2f14c3c0b7b4, 0x9d3722872d411980, 0x00000000b86b3e9a,
            0x6682e29b7f225094, 0x7638e99ec7ddb5da, 0xc5272ca980ad8746, 0x0000000067e42112,
        ],
        [
            0x126208fba89d04f2, 0xcea88f22c3f913fb, 0xfbf9d09c81ebbd24, 0x0000000060be0397,
            0xab78592d554a7a99, 0xbca7876aee7a8b54, 0x5cb0cea758636e68, 0x0000000056d9eb18,
        ],
        [
            0x76b14e73f20ce9cb, 0xe87b13ab5173ac48, 0xde2af466ac29f6c0, 0x00000000bf4405a4,
            0xe0a961715cd87093, 0x6f175bdec72bdfba, 0x2c99116514f78dd7, 0x00000000f55ecef7,
        ],
        [
            0x085cede399ce3cf2, 0x87ec383739a2603a, 0xbdc1e809b203a75d, 0x00000000f3640f89,
            0x8d9d5264d93d4aae, 0xd455e58cd480817b, 0xe3368ba58492b58b, 0x0000000024b8bfe6,
        ],
        [
            0x7a6dcf7f50cfff54, 0xd9932f1f2905feea, 0xd274195e5bba1fd8, 0x00000000596a73e6,
            0xfa2e2812d4297f7a, 0xc5b1614183723184, 0x7ce090e321f09629, 0x00000000b6dc2849,
        ],
        [
            0x31e49c5c31434cbf, 0xaf660f6c2d0ee2e6, 0x271cbc873aaf91fd, 0x00000000cb833e79,
            0x36952e46520b6d31, 0x6695996bf7a6bc06, 0x1f6ccb97da163497, 0x00000000b5f271bf,
        ],
        [
            0x95ce63b8c29bf199, 0x1e469d80225d1531, 0x143d1930f1862d72, 0x0000000089faba0c,
            0x36978268ac073163, 0x077ad8472f3bfacc, 0x817ba1fc8ecd6948, 0x00000000ad14a0f1,
        ],
        [
            0x29b44f02482cdab4, 0x88f3dd7a09859196, 0x8a9337d3274e7582, 0x00000000e9cba9ed,
            0xab1d6ae130787ea1, 0x72445ee41aa44fa6, 0x2f9c17038201c08b, 0x00000000d128d342,
        ],
        [
            0x2c7dc4741b431c86, 0x6c31f68d18a6a123, 0xaa43dbfb53665bca, 0x000000008d40fe26,
            0x6723ea8e7d646aab, 0xcd9dea27bade3e08, 0x2f3a4dc9c7adbb73, 0x00000000a74a2565,
        ],
        [
            0xef345020106086c7, 0x18e51b40d0e87d76, 0xe86e0a88222e0b10, 0x000000006fa3b5c9,
            0x9da8796a410e6c90, 0x4fe0bb39abdf6b2a, 0xbbc769057ead1796, 0x000000008c71560c,
        ],
        [
            0x32c5bb8f1b020bba, 0xc2383a3f28810885, 0x14a9a0ad2ceffdff, 0x000000007970ea64,
            0x8708e80ac1169c12, 0x5a067425bbf83ccb, 0x800c8eba5cc8baac, 0x0000000098c8b359,
        ],
        [
            0xbb8f292416cf432a, 0x455c67ee5a087018, 0x351ad0f18c5485dd, 0x00000000f7d7679e,
            0x2bdc4896318e4ede, 0x8b26b0fb277bcf81, 0x87185cc7f147c5b4, 0x00000000df48c9e6,
        ],
        [
            0x9473341bc0354be0, 0xb5b4c2579f33393e, 0x09fb2116b3dc51a3, 0x000000000ee5b84f,
            0xf91ac6753e9814a0, 0x506f79fd816d6ca6, 0x0cfcd5edc0c5edef, 0x00000000b71c05e5,
        ],
        [
            0x30f6e053ad55ab2a, 0xa878cbee4b4739f2, 0x3bbafe26d62b9aef, 0x00000000b84b80ac,
            0xd03fc3fdc8ef692b, 0xe63bac37b6803cd9, 0x205a14b181afcd95, 0x000000007a0ade0e,
        ],
        [
            0x7e8f146e60051d31, 0x4cd2aa833818b39f, 0xf677bde616886905, 0x00000000022ae138,
            0x5746a45898b45d19, 0x70f9fca7acf62d52, 0x4ee4670563279bc6, 0x00000000fd285b9c,
        ],
        [
            0x7854d3d4288223e1, 0xbcc32e222035f9a6, 0x429046b308857f60, 0x0000000003575c02,
            0x7beeb702058092f5, 0xe9868219ea326664, 0xcb45b7bf9f92cda2, 0x00000000e9776f5a,
        ],
        [
            0x8235a84be9348a84, 0x9d7c369b626d697b, 0x9f0753f20609b8f2, 0x000000005b3e8888,
            0x8c877f61c59bd1bc, 0xbdb1854fe56e34b4, 0xf04c933093790e55, 0x00000000ad0e05bb,
        ],
        [
            0x418835c100496142, 0xf140d5dcb6adffe5, 0x6905e8b967f15270, 0x00000000c18548bc,
            0x7d240520ae43f152, 0x5d56024613401e72, 0xd27aba2b139eebf8, 0x00000000c56448ce,
        ],
        [
            0x22dc258fa95c0704, 0x007ec2cfe40c125a, 0x399cab6fb6aad581, 0x000000001988bd86,
            0x3ee9edd7d3a1ecf4, 0x43d48c355410f7f3, 0xc9dc1bab8a85250c, 0x00000000733f5302,
        ],
        [
            0x8468ae877d90ea70, 0x25477210c7466201, 0x9a4b16910ff93701, 0x00000000ac50f561,
            0x4e35402cbc127fa0, 0x94521c31b61eeef0, 0x0f092669238f95c8, 0x0000000008335f6d,
        ],
        [
            0xf7439e135a0dd257, 0x8a897a6c1e96d8bb, 0xc0b58644155b702b, 0x000000008c1b581d,
            0x3ce874eb32370aef, 0x6b9a65b4e841060c, 0x52d4dd2318a674af, 0x00000000ba16836e,
        ],
        [
            0x535437ecf806ba81, 0x11f508d5d02af363, 0x3c0731abe1266900, 0x00000000a82fd16f,
            0xa26b4bfca017ba8b, 0xa838f2e4974a5ca9, 0xd519b71594993f51, 0x00000000c8ead9ca,
        ],
        [
            0x6fe51c0a2c1ad99b, 0x9829cb959998373f, 0x7dd70dce63d92f48, 0x00000000a5cf7fbb,
            0x37ffefea5a1a458a, 0x9292d0a99db9578c, 0xefe15d796ccfede6, 0x0000000047cab8f8,
        ],
        [
            0x2b394df8fc685a16, 0x334bc468ce7a121e, 0x60b6277923c07132, 0x00000000a18f4c62,
            0x04aebdd067b0757a, 0x82691f9610aea78f, 0x9d808949f2c6f53f, 0x000000004894146b,
        ],
        [
            0x9ba8847600e2e4fd, 0x180adee4aba3cb0d, 0xe69472c3f886d528, 0x000000008319a161,
            0x2441c3740bee6e17, 0x08baae34ce2ceaaa, 0x38099bcc017f58ad, 0x000000001095becc,
        ],
        [
            0x214e800a80a93d14, 0x78046c4424f7048e, 0x9d78f312a308d09f, 0x00000000a3f49767,
            0xbb09b53410b27ccb, 0x91dd8b614ed5895b, 0xac4ae80d18b75c42, 0x0000000005454719,
        ],
        [
            0xa96fa014c838fc21, 0xcb62377179402130, 0x3776fb491d458acb, 0x00000000e72b0aa7,
            0xc8f33cf2eb3c2f46, 0x7158ceacd8b0161d, 0x51b66fd05498553a, 0x00000000a6534746,
        ],
        [
            0x22d00b5168f8cd4f, 0xd9acac2937110ab5, 0x4a4d5ce97d052a1a, 0x00000000e986f560,
            0x0759fe54c0d4007b, 0x1297d4b2071a088b, 0x2f6a87fbb23d0dc4, 0x00000000f9220a0c,
        ],
        [
            0x0e5c2b961c867d13, 0xcb2a93015e7c9bc2, 0xc9a006b3fe4c85f6, 0x00000000c2a55c95,
            0x60d367b60e66012c, 0x9d11ebbe0e4dd545, 0x1209e2956b2aacfe, 0x000000002001937f,
        ],
        [
            0x92154ab7e3965771, 0xd0aa1b19575e52ae, 0xf4574e6edadaafed, 0x00000000f78c6da6,
            0xc1050634bf3925a4, 0x6bde9b8048355740, 0xb7a6ab387808e553, 0x000000004d2cec39,
        ],
        [
            0xbad78996f0d700ae, 0x1b3ef234c931bee3, 0x7cd507dee3c1a2d8, 0x0000000058fc32e1,
            0x01135f5f83e229c6, 0x8d5e43a4fb8b7b35, 0x2dffb3fe413750b4, 0x000000006a265953,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x796bb2af8c78030e, 0x7d56b42a56c1932c, 0x6ff56bc3f443c29c, 0x00000000bdd22bb5,
            0x2117854795857542, 0xbdc732f622575d25, 0x4ffc71d37ffb29d7, 0x00000000d6ef14c3,
        ],
        [
            0x1a08721f25b9b992, 0xbf152cb2eeddf997, 0x3c761d64b6ad560a, 0x0000000052dd9f57,
            0x39b5966ec0d79f78, 0x562740a0ca15f167, 0xd9642afbea78b847, 0x0000000037eea476,
        ],
        [
            0x228ed7a9b6e8e52b, 0x5d4bca442d501abf, 0x3dad807be4f5d2f6, 0x000000000b4aa28f,
            0xe672b21f006c4c0f, 0x614c5f640888b653, 0x226f83cda3e477ae, 0x000000000afdcedc,
        ],
        [
            0xb615d5a728c355ca, 0x2c8d2d4f8ea9ecfb, 0x7f81ee5d6be624fe, 0x0000000045035a93,
            0xc3d2310097611fa5, 0x3ccce59ae9c562fc, 0x6ee17a32f451c22a, 0x00000000932ddcfa,
        ],
        [
            0xa0e34d4bf244b8ec, 0x9ac53a57a5b69894, 0x987653cd495e2cc1, 0x000000005e895b41,
            0xf289cc20f2fd1824, 0x6ce96956c41882ef, 0x4acf73b83329b3be, 0x000000009efd2db0,
        ],
        [
            0x8554739083dcfec2, 0xc7ed1aa048ab6926, 0xdd5f76131badb306, 0x000000004641e82a,
            0x3d43a296f53ff561, 0x7b2e756158c32dfb, 0xc250c17a3ffcd8f7, 0x00000000facc3394,
        ],
        [
            0x8d82b0bc14c27c7a, 0xe88bea46bafdf31f, 0xd2a8308f7639e998, 0x000000003be638b1,
            0x54bc114ec5e7e09d, 0xd1baff80eb650088, 0x902bb33debdef489, 0x00000000c3e46171,
        ],
        [
            0xb483969f9b05d089, 0xcfd11869f8cf3d39, 0xa602a0061d89563e, 0x0000000091cd1395,
            0xdbdaa43271d49ace, 0x1c3623ed0966d0a9, 0xf1b4da0f166bebe1, 0x00000000433f9113,
        ],
        [
            0x03906d9101f2ea9b, 0x9d1c566bb13c4090, 0x6830a295f3affee6, 0x00000000b7fc1017,
            0x45d24eb6a0a0056c, 0x622219f3cb2d95c2, 0x3379e3da8c20bcd3, 0x000000006dc4634a,
        ],
        [
            0xd3ac8a55d6ad0217, 0xf6ddec57d2b4232a, 0x2fcb86b41b8abf52, 0x0000000019bc7365,
            0xa051bf991f2c9fd1, 0x5a88054d1aec4d94, 0xa954ceb9fbc4f987, 0x0000000005b104cc,
        ],
        [
            0xd360d7728dd8e6e6, 0x994209e4d81505e8, 0xc9836e3140816745, 0x000000009dca53d3,
            0xd820c03f07ea2add, 0x33d13943b45d3f5d, 0xe0ce5e44edf3a3c9, 0x00000000459a2236,
        ],
        [
            0x20e67927542a815c, 0x7f7fe269488e81fb, 0xb0057d32d968afb4, 0x00000000b8d04c1b,
            0xee01ab8285a86d34, 0x5e5709d8ef38d717, 0xfba87128830deaea, 0x00000000bf20a3cb,
        ],
        [
            0x1f2a638d349d9804, 0x9d44fa20cb233fe2, 0x62d03b08792d0e00, 0x00000000d6646af8,
            0x4a8172cc180ef2f5, 0x401272d582199f97, 0x8048de29f879213c, 0x0000000051bdf94f,
        ],
        [
            0xd561d6793fe1d500, 0x7e3b2fc9ac256d68, 0x1d8cc6f2b7f44d84, 0x00000000ddd4acc6,
            0x83d18ef0ccec3e4c, 0xf98775546b5fbe51, 0x04e7aef1e616da91, 0x000000007079d8b4,
        ],
        [
            0xe7ee1b284bd74e55, 0xec3c82faf2a06317, 0xf759d96d784961c1, 0x000000005670b8e7,
            0xafedb0992db86f19, 0x19d6aa878fbfe519, 0x7503e23c7246a16a, 0x0000000023ac9af3,
        ],
        [
            0x8c31bbf9209ded15, 0x818a6e0b0e3623bf, 0xc5f4aaefbb5c266d, 0x00000000a7179b54,
            0xed08718615383b16, 0xbbe070e0375cb291, 0x73198d27047af636, 0x000000008f1c0b06,
        ],
        [
            0x8c2d9e1f376e162d, 0x7ba9efe350cda9df, 0xadbbeaa9a6158df9, 0x000000004778c93d,
            0xd1a49e094165d3a8, 0x276faed06eb6664c, 0xb8fb2671b72ac28c, 0x00000000fc493918,
        ],
        [
            0x67e8394406a11b1f, 0x840987d977e47a85, 0xf14ab27f41b4a73c, 0x0000000045673153,
            0x297377355e20b8e1, 0xdcbc9d023a31ee99, 0x3c610ccb89cb9a71, 0x0000000092d6ab9e,
        ],
        [
            0xba8c73ab26109f70, 0xe8f78dd1fd983b8b, 0x9c6ee5d83921c9f7, 0x000000007f5a5177,
            0xab53e7b214bbc8be, 0xfff92c177db07019, 0x2588492a01f9a8fb, 0x000000009ea1e98d,
        ],
        [
            0x35994c3788a000ac, 0x337027afccc2b918, 0x870c688bf27570cb, 0x000000008c91a8af,
            0x5459f2f5458bc212, 0x7d5dcbea9157cd7c, 0xdbbbf2c4021d9845, 0x000000003319b3fc,
        ],
        [
            0xcc290bf32a06a445, 0x65fd04cef34968d7, 0x48e02e217228d7c1, 0x0000000017e25b2b,
            0xa53a154b20f72ec8, 0x8b5f77f71035d2b6, 0xbcf0eb3ee8ab36c6, 0x0000000063fa883e,
        ],
        [
            0x3940ee665bf80f33, 0x98afb7d26164d05e, 0x872642d0b0056da3, 0x00000000a7bd3d66,
            0xce37f406c227063a, 0x97040937d8371363, 0x009ca30190362154, 0x00000000e59d0b2d,
        ],
        [
            0x99950738fa30299c, 0xbe157ae306b63065, 0x88e04e199853453b, 0x00000000456e72cc,
            0xb168037bfcb616c9, 0xce3f0f0ad3c22f8d, 0x9699fc87d989f0f6, 0x00000000273ac5b1,
        ],
        [
            0x37a9713444861e3d, 0x6798891d079c1b7a, 0x3012e200eaf11509, 0x0000000061b63246,
            0xc0246bd8a87c42aa, 0xed286525b92f89e2, 0x44cf10453fff4a96, 0x000000006e70ae3f,
        ],
        [
            0x08624c7b3622f7f7, 0x01b193ac32c9c5fc, 0xfb49c59438295bfb, 0x00000000dcfe3634,
            0x832aec92103965ff, 0xdb928d8ee5cda111, 0xac496bac98fc1728, 0x000000003f057842,
        ],
        [
            0xb50fa3a8de7ecacc, 0x7926440e568377b7, 0xf3995e07992fa9d6, 0x00000000f09351e3,
            0xde00386caf199c40, 0xacbcdf7b7c21c039, 0x970f1581983e3f5f, 0x00000000fde7bb8d,
        ],
        [
            0xfb2c55b619bcb25a, 0xe6a4590183398c47, 0xd6aad463fc55bdd9, 0x00000000733b8806,
            0x600c96404da45d48, 0x7bb5666e72a69c3e, 0xa863f55c25c8da01, 0x000000006b73f445,
        ],
        [
            0x9a3cdc818c5dd4e2, 0x6a09971a6fd2d1fe, 0xa14e785bfe48b29f, 0x000000007afeb3e3,
            0x15c1eebfb175e3fc, 0xc21625b9dc5c271b, 0x4095982dd51bbdf3, 0x00000000ea6a656f,
        ],
        [
            0x2b70f4c246088da2, 0x2b81bbe795663747, 0x0510d4ae18e76686, 0x00000000a806fc64,
            0x74a39c45718b9269, 0x39edf45211681c31, 0xd70c5b257f1ee73e, 0x00000000145296c5,
        ],
        [
            0xdf5e90f649eeb574, 0xf38e094e03f3fdc3, 0xefe1e30f2f05f4ba, 0x000000005dab20a6,
            0xfbe83a6a25f380be, 0x96d53b04815eac18, 0x13f75b6a2c89a65a, 0x00000000326a87f4,
        ],
        [
            0x08fe3e5493078c89, 0xa70bd6a57f8ba9f8, 0xa621223afff3b260, 0x00000000da5b8cc0,
            0xb352caaf5c0ab9e1, 0x57c0840152e875c5, 0xd159fefe888687cb, 0x00000000788f0705,
        ],
        [
            0xfbf89123edb21e1a, 0xba1f0507b350235f, 0x487a5b44601ae7a3, 0x00000000168cfefc,
            0x27f109991632dc61, 0x224754d43f7f4917, 0x93695572576cbe66, 0x000000001697b707,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x1aa93494897a6b26, 0x0eecf33d07822bd8, 0x411c39e9690a0450, 0x00000000ddfd5a23,
            0x5d8da0af752f4021, 0xc6e5a1f074dcec38, 0x6b77f2b0a51c46ee, 0x000000001367898a,
        ],
        [
            0xd8b1efba10f0de19, 0x831a06cb5d75e9ca, 0x7af3d6fddea9f60f, 0x0000000095065ae4,
            0xe0c7e800379b23db, 0x5d673e5222ced186, 0x95367fa5c6698d7f, 0x000000009310a67e,
        ],
        [
            0x7322a3b2288d3aae, 0xbe251fd51b5b3f21, 0xcad2ee211fe6e87b, 0x00000000b5fd4e5b,
            0xe5ae89d491f82182, 0x3262d99ec2853eeb, 0xcb1595849036d2d0, 0x0000000045627827,
        ],
        [
            0xf3411909f3073506, 0x94dcf7c12470f5ee, 0xade34d2cf0be84fe, 0x0000000090636c20,
            0x180fa04cb2827737, 0x26143ea22db09b0f, 0x83bcc5590a0909aa, 0x00000000281cf9aa,
        ],
        [
            0x38d6fee0b3d17628, 0x5ac1dd548f859667, 0xca6e59bf86559609, 0x000000006854b4e8,
            0x23a24b8761f3a762, 0x0173425e5840ce8a, 0x00fd3d85946b6bbd, 0x000000008a095b45,
        ],
        [
            0x74d544f1156ebcbc, 0x3127ea7e4c355669, 0x099e116c1ea60e82, 0x00000000d960a70d,
            0xd60a4a59d32fd59f, 0x3cf7063d305faf07, 0xe6b8e5c261b80d24, 0x00000000d428e0cc,
        ],
        [
            0x26d2129522dd5fee, 0xd4c31ad35d2ed352, 0x44afa3c43daf91ee, 0x00000000d529e7b2,
            0xd7ed0b4717333fb8, 0xe9201771cc9faccf, 0xc9757998c98aa7de, 0x00000000ce2c4e14,
        ],
        [
            0x098fc5031ae8d0a4, 0x41d102953d3f8532, 0x23d266c850253fa1, 0x00000000b38286d6,
            0x99903092fb63eee1, 0x9100a99c48a64b98, 0xfe159bd8bc43643a, 0x000000002f08eae4,
        ],
        [
            0x5b31f9b6b10e23d2, 0x5c151d19c558d554, 0x19a6f592e3c46403, 0x000000002211131c,
            0x4d8f19e7bb6a51b6, 0x551259ee8c4d4f34, 0xad36aa89347e8cae, 0x000000005a959e3c,
        ],
        [
            0x178db2dd9f2c968b, 0xc9ba55bc8674b5e1, 0xd3884f45ce21dcf1, 0x000000007664513a,
            0x7a1b3e56bb703b97, 0xc4a588c4c9e299e2, 0x8d3f0ffce96de0f0, 0x000000005aba434e,
        ],
        [
            0x3206b59f8685946b, 0x7e914149bf15b53c, 0xfec559402fff52c6, 0x00000000c3791f65,
            0x394de0c178dad0a9, 0x72c6919f5c5fed8c, 0x0e57743b674b4d59, 0x00000000d7315975,
        ],
        [
            0x7fa4f80a3dad8066, 0x60f2414dc574aafe, 0x1529340525994c45, 0x00000000a00f9231,
            0xf98edea50f201926, 0xaf5b2ad4d0bcf974, 0x448873aca3c74ad6, 0x000000008ff67b2d,
        ],
        [
            0x510cb9a475e7728e, 0x54d76825baf15c58, 0x0023d4d4234a8fab, 0x000000009d6e89b9,
            0x374850ff2cce0b43, 0x32a29d1b6bf4faef, 0x799cb3eedd164002, 0x00000000fc7797a7,
        ],
        [
            0x34261e5426f100f7, 0x589b344bcf17aa4d, 0x0c7a04fa801ccc35, 0x00000000762b3408,
            0x002ca1319578af64, 0xe0fba28a0870f41d, 0x276eaa2670686201, 0x00000000f592842e,
        ],
        [
            0xb78b71bccf7ff5db, 0x625166caa79ca9e4, 0x095aa863e7aab4c3, 0x00000000980df4d9,
            0x75ac5ed8fc336519, 0xf211966fcc69d2f9, 0x10ce7510429f98f1, 0x000000005736d4ee,
        ],
        [
            0x8da51d84f3b848f9, 0xc9d1a3dbb2abe419, 0xc275c72eefa624dc, 0x000000008b684df9,
            0x75f1bf6ec682bec0, 0x3f9f9e0afc8f823d, 0xb3363382a497166b, 0x000000003241d9b6,
        ],
        [
            0x9a65f283e748b559, 0xeb92323747d0d598, 0xdfc5d530600f8097, 0x0000000006c1d340,
            0x409b596b8c26801d, 0x2d0a1f78e50cc47b, 0x4f9b268371018c42, 0x000000002de345b4,
        ],
        [
            0xd352b3d92273bfc3, 0xb02762b6fb7e2c37, 0xc27af22cfb5035dc, 0x00000000e5cf5a24,
            0xf2e49e03304d3903, 0x8e2941f731c42940, 0x3130439db3e476b2, 0x00000000729a7e6b,
        ],
        [
            0x554fbba42fb4a6c0, 0xcbf472501228460b, 0xf5e0be2bda7db077, 0x000000008a989e94,
            0xe15aded1bed3a180, 0x2a994a1d56931b09, 0x36407d3f7fb6175b, 0x00000000785ad12c,
        ],
        [
            0x296e5cc47466b3e3, 0x29e191e46178d140, 0x1f9dc4689088d05b, 0x00000000631396d3,
            0x86ffc6cd2665b7af, 0x099491df04f52e9a, 0x27375e3f4b21e0a9, 0x00000000242c7c60,
        ],
        [
            0x064ca079974f4c4b, 0xba3c8a64a02c0b2b, 0x13a69d2aa1558503, 0x000000003d67919d,
            0x2bfc83bf148d5568, 0x1054b7483a653e93, 0x0a4cc47c69ae9c83, 0x00000000f624d321,
        ],
        [
            0x9e3e45cfacbde616, 0x6374e6b2d947c8c7, 0x5b100526a439634d, 0x000000007b5067f8,
            0xfc26652db742e1b9, 0x6746e242701d8d64, 0x262c9dad277501f0, 0x00000000d3dd957f,
        ],
        [
            0x9f4be9d709a69072, 0x20d76239cf4ac2d6, 0xf3257cbfe04b6795, 0x00000000ec24a41c,
            0xb3eb3d1348529c37, 0x35003a26cc1689ae, 0xafd7b5e38712e8c7, 0x00000000868af920,
        ],
        [
            0xd27017eb620ac627, 0x28e8bc6975a3408c, 0xfab61ca07de280af, 0x00000000b76f92d0,
            0x528c53283e502b01, 0x05139646ffede226, 0x4d2256e29bf76d0b, 0x00000000dd96e876,
        ],
        [
            0xe00a05524eb92472, 0xfa213a96896685cb, 0xe8f5fdb6f0d4a520, 0x000000000f380c61,
            0x4d63b6c65288ae5e, 0x7d544fbeca87cdad, 0x941d993569639e2d, 0x00000000ed61f0e4,
        ],
        [
            0x72ebb94631d063fa, 0xa9c082ad43d0a9df, 0x10a7713453424334, 0x00000000df849ce1,
            0xdf56c5f35a1815d9, 0x6bbd310558feabaa, 0xa802a275787ed1e2, 0x00000000a542b49b,
        ],
        [
            0x0646662b70042e82, 0x6dfd525933793ddc, 0x3ae6c62d873a716b, 0x00000000d34ef5f0,
            0x9974e0c1b3489aa8, 0xae617d065b201375, 0xfac50e5325cf8d2d, 0x00000000f5028682,
        ],
        [
            0x20822d1982900f26, 0xc050b43fdb5b7f7b, 0xe4e5ddab610bf8a8, 0x0000000059f6f46f,
            0xd3a9f7a00bd3d213, 0x8a060b7929ffdb56, 0x7cd570f81aed0fa9, 0x00000000a1cdd0bb,
        ],
        [
            0xb9d66a950f6923b1, 0x6b4aafc6f9463b5d, 0x7e8de98d9dcb5191, 0x000000003a174474,
            0xd8a6df5bafeb6788, 0x1127ce66b00ae812, 0xab858cbb595dbbd9, 0x0000000020456b6d,
        ],
        [
            0x6e092bb4f945d541, 0x27b144544b66cf94, 0x6daca5c97eca44eb, 0x0000000044fbdf91,
            0xcb39349afc99b4f1, 0x611f22659f292892, 0xb91c9d217d2e1348, 0x000000002511f796,
        ],
        [
            0xc742fe688d960ed0, 0x7a253140aeca436c, 0x7053b3baa736c99b, 0x000000004df3a08c,
            0x35ff874b1c4bf5fd, 0x85d7a155a50437d0, 0x28f141d8bb3ee79c, 0x00000000a309d53a,
        ],
        [
            0x052107c118a6fdae, 0x7a4941a34c1843ed, 0x10eeec3a5b395717, 0x0000000041bed6c7,
            0xe3bf062dc77d493c, 0x99abf215e2632a75, 0xf5482813ccb37627, 0x0000000065bddca7,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0xdc0b4f056cd705df, 0x584543cca26650ba, 0x52a5b5a49623d15d, 0x000000008530847b,
            0x2b9634a495176358, 0xb76d861388564796, 0xdd09c6f78cd268e3, 0x00000000fbbf3c6c,
        ],
        [
            0x076ba1e240600691, 0x3cbbece3af9141d1, 0xeae3910890d62387, 0x0000000039ae931a,
            0x7c192920ef1b81b3, 0x07e50a2b51f12b8a, 0xaa15f8c6f1cfbc63, 0x0000000026ff0bea,
        ],
        [
            0xb3615bc1da251259, 0x8fd04e3c88b4bf7a, 0x83c423856f1160ca, 0x00000000b15c3b37,
            0x583b6d84a7ecaae4, 0xfef2925fc60c96ff, 0x31374d64acaf264d, 0x00000000a55b0c15,
        ],
        [
            0x5ac7dc319f2ac6a5, 0xd3536baf5a5fa2f2, 0x19e26cfd918f6160, 0x000000003d611b68,
            0xfbe0d26458b92257, 0x6f69ee33a4b3a16e, 0xfb87b2d4ab7e3e38, 0x00000000e4cf7a53,
        ],
        [
            0x14f0d414e2fde5aa, 0x9b56e33c5c82d536, 0x353024ef867a5afe, 0x00000000b82023e0,
            0x86a3883bd0f5c4e1, 0x955c96ff65694d7c, 0xfc3850c1dea25585, 0x0000000017553f79,
        ],
        [
            0x28c219684428fe8d, 0x82133ac1e6afbadf, 0x79f622a408d0d89a, 0x00000000fc61f01d,
            0x9afa40140f6397fa, 0x8b6b825f1819a677, 0xf61893819e89a4ea, 0x000000004c306973,
        ],
        [
            0xa0f68f824c4871b5, 0xc6a11f34e6e3dc9a, 0x52933461f10aeac6, 0x000000004fe0ab62,
            0x9bca2b81399549c1, 0x48f0f35ebf0a332d, 0x5d48f80bbd6dfacc, 0x00000000cbc5e1ec,
        ],
        [
            0xd0fd8e2d16b5009f, 0x75cd4af485f596e9, 0xc0ff364ac650d10a, 0x00000000aa432f6b,
            0x60cd9ff6b9e1fd35, 0xf5ffdf83a81387b4, 0x0f74dad81fb57eae, 0x0000000077ebce28,
        ],
        [
            0x6225b6066b57b670, 0x79964e31d2fe5290, 0x133cae9c16e69b60, 0x0000000086d95f5c,
            0x8ff1fbfd1a071272, 0x3e6cba826a41e191, 0xf655a7f0ff5e8b56, 0x00000000ddb4a021,
        ],
        [
            0xe7801dbfcd3d74f0, 0x4cae30c4c705f5f3, 0xee1d51c0892e14fd, 0x00000000235f35c6,
            0xc690d3bfcb840ec4, 0x6a393aed496db46c, 0xa0c8c115f95db976, 0x000000003a2ff859,
        ],
        [
            0x7fe27d53c9244ddc, 0xcba4684139ab6d42, 0xa97b4c94e13cb3fd, 0x00000000cf0a37e6,
            0xbc60721e14246cc4, 0x4dd642e4be34cb8d, 0x1dcebdcea551128d, 0x000000005e5d996d,
        ],
        [
            0x21208e24ad9729df, 0x8a66913450a51554, 0x739f33c476da2c79, 0x0000000047f7655f,
            0x6df3da713faf5d73, 0x23d729bdda653a05, 0x7efefa7fe0dbba03, 0x000000008546d123,
        ],
        [
            0xdf77e208c394c289, 0x3baf60e0a3cd0405, 0x73625c6ab38a3897, 0x00000000d27f14b5,
            0xaaa27ba34378d2b5, 0x0709d87507a12691, 0xfc13d68eac13244a, 0x00000000c7317098,
        ],
        [
            0x63a12c13a29be43b, 0x0f3de02781bccb17, 0x2ee0f6a0b8ad1f49, 0x00000000eca64ff4,
            0x6c14c6a42a0247bd, 0x15b008e727d0478a, 0xe6cf32699dc8b9de, 0x00000000de4a727b,
        ],
        [
            0xae605b432c1ba408, 0x13a103c97a12554c, 0x0efecb84c5b0f33f, 0x00000000ce6d9b15,
            0x659bf3701d993fd7, 0x83019833af98c0b9, 0x48e65725813bc4aa, 0x000000008fbcbf93,
        ],
        [
            0xe91399208a41f62f, 0xe343f86aafcf2338, 0x330ff0088626eb92, 0x0000000062bc5b8f,
            0x9ed3ab3d770a0f51, 0x87533c3facdfce8c, 0x36ceed7d198a1e9a, 0x00000000366edc66,
        ],
        [
            0xf6bee4ee81155e3a, 0x45a92ec927cfafd0, 0xe0528bf5eba61cab, 0x000000002dbba8a9,
            0x0e9579a3b8ec9442, 0xefd57288d8d2c15d, 0x262510f9f53238d7, 0x00000000325812ae,
        ],
        [
            0x9eb6ef96ad4f0edd, 0x8f2b7875a0790c0e, 0xa20f04058212d5cc, 0x000000002e6749a5,
            0x0b5bf3aa43c2e598, 0x695b110ef0598778, 0xacd67e106b2a153e, 0x000000009a4287cf,
        ],
        [
            0x910d35acc40f2903, 0x937eec4ee55dd538, 0x43e44671bf69a475, 0x000000009a687c2d,
            0x3dcbe51e60c7b959, 0xa53f177b8ef02db5, 0x3f16e77ea3d41ab8, 0x00000000b685a9e7,
        ],
        [
            0x1df015dfc9194ba8, 0xe5e57b965545ae11, 0x34894ebbf86d852d, 0x0000000061b42915,
            0xb25bf6b0aab92979, 0xf88d93822f858332, 0xa64fc13d082b80c9, 0x00000000db34263a,
        ],
        [
            0xebda2311e80a5812, 0xcf6ad5141ccfac60, 0x2d0294f58943247d, 0x00000000ab2f0dc4,
            0xe35090628f0883a9, 0x4d46f4376a11d113, 0x9888e90204d47dd4, 0x0000000006c04a5e,
        ],
        [
            0x6c1819aa4fc8d228, 0x790019d346f4e2d8, 0x31b5f8c43e6d5835, 0x000000000471eabf,
            0x7377bdb1d70615ba, 0x3d8b3ee24f0b793d, 0x8be725221e0b124d, 0x00000000cb228953,
        ],
        [
            0x77dd75c7193686ad, 0xae47523e5954424a, 0xc6a645f19fd4944f, 0x000000007be19afa,
            0x5abc1b994deb884f, 0xce303abf9d150390, 0x433de6f6650bba5a, 0x00000000b661a2ab,
        ],
        [
            0x3d345d79d05e1a54, 0x9b0c74e24e4eb11a, 0xd3f608314f7cb301, 0x000000009b37cac3,
            0xd42ac14add153410, 0x67daba894b82b6e1, 0x293aa2ea062085e8, 0x00000000dafbaa02,
        ],
        [
            0x52372045acc090e9, 0xe66e61c5aba5e3f7, 0x5fc296d96a70906c, 0x000000009798800d,
            0x37443df44e834e0d, 0x517f19ec3219e52e, 0x1e1cd544a1ce7e13, 0x00000000e71f08e9,
        ],
        [
            0x66dc435257e823a2, 0x9d1334adeee6c065, 0x51129e57e974bd6b, 0x00000000c6e911b2,
            0x143fbbc04a591897, 0xfcf32ecce567aa72, 0x985f3567d98a2bac, 0x000000004940de3e,
        ],
        [
            0x15ad3e985c3b2bb5, 0x7f5a018a5128f917, 0xec13c9d79d75124b, 0x00000000b77508fd,
            0x524f4f2da45c0200, 0xfd44f39fa88fb1eb, 0x08ab47065e50ea7a, 0x00000000440bdee8,
        ],
        [
            0xabba8dd8810e3b3c, 0xd024fdfabc9b4d54, 0x56df515609ce7445, 0x00000000869985ec,
            0xd64936f1a279f60b, 0x147e3ae6f9f4dd90, 0x9b4a0a61b0502e71, 0x000000002b7784e2,
        ],
        [
            0xf6cdd4110320a48d, 0x4e526fe94711d96d, 0x615740b375c4917e, 0x000000001e703196,
            0x20c8a3eccc60ab40, 0x6a5526ddd80743fe, 0x5c77dc9b399a59ff, 0x00000000cf6ebec0,
        ],
        [
            0x228b551a10ea913e, 0xd39b6d23132cf6ee, 0x1166f594b41622ce, 0x000000004f82b870,
            0xc4a0434c771a8cbc, 0x4e8415e61f3f48d6, 0x0549b016185bfa20, 0x00000000ab597880,
        ],
        [
            0xe7bf5629dc80b6f7, 0x44d1a6d0192f4747, 0x20c3c4b372c8a719, 0x00000000fa861a3b,
            0x71106f14d03ebe7f, 0x355b25f426ef4caa, 0xa4171b12a8c702fc, 0x0000000067bc63c0,
        ],
        [
            0x7783a2368f78c75c, 0x185d7d80cacbfea9, 0xd767d6c637384da3, 0x000000001b40ecf0,
            0xcb35e135b58df6c4, 0xdede089c1bdb10dc, 0x032e487351f82512, 0x0000000086fff3dd,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x1656bed1a5136305, 0xd5bd811ff9475d4e, 0x71b2886d29f67636, 0x00000000ce5ffc47,
            0xed19aefdf8ec4c6c, 0x3a69ea4700fbe22e, 0xed7635e41a593c52, 0x00000000fea5dbc5,
        ],
        [
            0xf927be40a563da21, 0x65697957a625fc39, 0xc7c05c00c708ccff, 0x00000000e3551df0,
            0x4a824ae61db01e2b, 0x21fd2abf00aff255, 0x489f78dbdc1865ba, 0x00000000c47678ec,
        ],
        [
            0x3efcf92ed275a39f, 0x7a5bf4539e7dc5c3, 0xa7519f80545e2429, 0x00000000bff83ef6,
            0x1bbaa3ed41844609, 0xa746f8d4ba740cb0, 0x3714c524011d7f77, 0x000000009d085ce0,
        ],
        [
            0x4d52ad98a7314858, 0xa2ad3d5444075a5f, 0xa5da6ace5f264197, 0x000000001bd94b24,
            0xaddbfb841046d21c, 0xdb3e6a829deccfa5, 0x0ae5bd2838b0cd4d, 0x00000000cdefc743,
        ],
        [
            0x7c3c87dd791db6e8, 0xed4208a53caebe1b, 0x33eaeca28e595178, 0x00000000dd44f120,
            0x1a9fbcef9d16c2ad, 0xa23758ebd7c0df1c, 0x017c56f697fb0194, 0x0000000054d22072,
        ],
        [
            0xae9f8ef8afd9fc37, 0x5f93d388a105296c, 0x5d952034b48af789, 0x0000000005f5e48c,
            0xdfeeb7d68609fed7, 0xdba142e5203e35bc, 0x8eb741a00544a93e, 0x000000001717b2c2,
        ],
        [
            0x71dfc732dd2771f4, 0x8f335f6c5de194aa, 0x0f41c61f9d9f0542, 0x000000004d72b9d5,
            0x2c04cd0c611d8ad3, 0xd878bb9908bbb3fb, 0x637cba053c3cfcb5, 0x00000000ed1e549d,
        ],
        [
            0x9f68d2fc11028ec7, 0xda67d396db80636b, 0x058ae3aa399cbe22, 0x000000009a20e964,
            0x0655d446a4afe4c5, 0xd1f696f182be9278, 0x78c7207b02a07951, 0x000000005473af3e,
        ],
        [
            0x6837adbbe6595e09, 0x44e3212ad88fb4d9, 0x26fc88c5f8e688ce, 0x00000000d9b86af8,
            0xd85b435634be244c, 0xc3824de042d84a11, 0xe3bfb39d9b2adb0d, 0x000000008fa5eb08,
        ],
        [
            0xbcd7c24f8b74a444, 0xe4e1a7a8733dfe39, 0x29728adafb91b081, 0x00000000d7ba61c3,
            0x23fc30b2ce4a71da, 0xaa539e9d22c0b8fa, 0x89c399454b65a1fe, 0x000000001b9dcffe,
        ],
        [
            0xe2840251132c102e, 0x867c4ad39483d3c7, 0x6c740c487ce66a7b, 0x000000007bc81de6,
            0x3ca71479e5361508, 0x71c2560c6b7a27f9, 0xdb1e68082f4f904f, 0x00000000c5da6a89,
        ],
        [
            0x48532007a430f529, 0xf9c913ede1daa6d9, 0xbd0a98e58ffcdbb0, 0x000000009b2bdde3,
            0x58bd41343eec4099, 0x524e44ad4dcdfb2b, 0x7457124c29153443, 0x000000009190c343,
        ],
        [
            0xa91fd568ed7c228f, 0x132d38806dbe4662, 0xe124bc918a3e719d, 0x00000000b4db3f75,
            0x94ddc60af5443ce0, 0xb74d7fe6101e6e90, 0xa5c69d362e0c1b94, 0x00000000c5271bac,
        ],
        [
            0x3114935144f29d04, 0x2a667d0a066cfa6b, 0x9b47ae734b316177, 0x000000006a25d406,
            0xc030b05be3197bdd, 0xfd60de3552c31945, 0x72474f0c63bd7a24, 0x000000004a9b2000,
        ],
        [
            0xb2b19598e483348e, 0x274426b770d8787c, 0x0a225edf23daa47c, 0x00000000608c7cf4,
            0xd123265b898fa11c, 0x8718790d4bffdd80, 0xdcd59d69f33d2f41, 0x00000000e77b6065,
        ],
        [
            0xe34c46c70c51f106, 0xa808bcef1a8f4562, 0xb1bb8fc96cddda1e, 0x00000000a502ea7e,
            0x9421a0eb9e63e9ac, 0x09abe1ac124b21a9, 0xfc9b2b69634ea315, 0x000000004d2d4d06,
        ],
        [
            0x5fc5396fde5ef868, 0x42eea9c0d0162228, 0x9164803d60cb056c, 0x00000000a9742091,
            0x121f565077e08182, 0x4b8db15b32215a41, 0xe02fe6626ed88ee3, 0x00000000f54d5d13,
        ],
        [
            0xa8a8c1ab157c8f01, 0x21a6bd45907e60ae, 0x0bd13889249e164f, 0x000000003e0526da,
            0x23ae1cd639704b62, 0x58c011cbb3359958, 0xc2f7f8e60398a836, 0x000000000ddb9807,
        ],
        [
            0xef7392dd0ca8263d, 0xf3201c532330d178, 0xefc2b8122c5e9928, 0x00000000c1521822,
            0x374c4ee9b69e1bce, 0x6c1e6fa12421fd25, 0x6508bf8188f9eb12, 0x00000000f6eeb37e,
        ],
        [
            0xa4e345b6d47adb81, 0xc8a3f346370847bf, 0x10782ff2242713b8, 0x00000000bc286c44,
            0xbe6fa0110501d40b, 0xe784765d72197eb9, 0x9c36636823d8a846, 0x00000000e57509e0,
        ],
        [
            0x36d57a078441640f, 0x046b3f67c1634cd8, 0x647940bfb83476bf, 0x00000000dd3869b9,
            0x932a953ae2f09ac5, 0x921e6d010079f907, 0xd3ee0ed66a9488ed, 0x00000000773f323b,
        ],
        [
            0xd4aad70a3099c767, 0x805a29fc34b0f38e, 0xeab811cc3d052b4e, 0x00000000c8730a5b,
            0xd2d21f8e9830205b, 0x673e0169860c02ff, 0x51035c6e0acc38e9, 0x000000005f3d30ff,
        ],
        [
            0x69d9de1bdadbb37e, 0x3a64fa4e92ee51dd, 0xc90bf7b5e0458803, 0x00000000ce7f080e,
            0xf583bdb4345becb4, 0xfa2b0f0cb9844e31, 0x27131ed32e580f5c, 0x00000000f81c2eb7,
        ],
        [
            0x9344ebd4b79e2ec1, 0xee0983f241626ac2, 0x1c404975b61e001b, 0x0000000005deb3c3,
            0x10e30e79afd8bc28, 0x90c587f74f5429b7, 0xe64edacb0cc2b3bc, 0x000000002a32f215,
        ],
        [
            0x756f8aa2bb737d34, 0x2715fd02cb2768a5, 0x2a75d291620017e1, 0x000000009cc12a3b,
            0xf7052e2f01ac93dc, 0x6bf42b27372f7449, 0xbdb54600b0735e59, 0x000000001672bb4b,
        ],
        [
            0x559cba6475378aaa, 0xfdec1503e7851609, 0x8be4f33958ef662c, 0x0000000063b2b32a,
            0x8b2a285e4625d2d2, 0x48315e1f51c2fc95, 0x427b23a0ffa332f5, 0x00000000029aadf7,
        ],
        [
            0x58edab5ad4341733, 0xd90976f16d757c87, 0x2732885c7d068954, 0x000000003b232a9a,
            0x4b577ab9af31c014, 0x2bebe28749728dd9, 0x9b6c8e1c3d0633a7, 0x000000009f3866d3,
        ],
        [
            0xa18ec5e3683db291, 0x0cdbd7b0597408da, 0x9e4003b1b4dc90d1, 0x00000000f0377012,
            0x2f737bf999f01d42, 0x2c744a14138b7393, 0x4390dd24bf91bb7d, 0x00000000d3eb9506,
        ],
        [
            0xef31cce0066a8ffb, 0x7197f540cab549f8, 0xd509b4cee8b8dbf4, 0x00000000fbd618c7,
            0x10bb5f1bc629bdab, 0x2cc0267b6fe8e8aa, 0x399c9d236df413f9, 0x00000000140ab334,
        ],
        [
            0x2647ef01bcbe7d21, 0x61a0a797307bc56d, 0xc8e6ecc90f963d47, 0x00000000cdaf2bfc,
            0x5ca939b17fe2bfad, 0x617f4984cbaea9e7, 0xff3b0f3226a3ff76, 0x00000000a7565bde,
        ],
        [
            0xaa4afc22ac366f29, 0x0a6c6c574a19df25, 0x99bfb7bd1c002c44, 0x00000000db9f0a87,
            0x72d40a8b9a597cdb, 0x606907e9c575249f, 0xcff2a57f52ce869b, 0x0000000010636efd,
        ],
        [
            0x1f5f9c087da97135, 0x60a61939cbb88522, 0xd63bd64a590e948d, 0x0000000045a94350,
            0x8b9c0e7fc3f04dfe, 0x24ed2a64c46a6c09, 0x6aa2f787e5cb409f, 0x0000000090fd8928,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0xce23cb8f2cd73074, 0x27d52714025cce52, 0x60a7af167128e28f, 0x00000000ee37af3a,
            0x228c1193291c3d92, 0x559ca84b8bcaaced, 0x5f7c29e260835724, 0x0000000042db013e,
        ],
        [
            0x406ace5b5fdcb5d6, 0x088fb5091ea243b0, 0x22934b39d6070207, 0x00000000d9cd49e0,
            0x4d0f31740d4662d6, 0x4eef4ac5c755b33c, 0xc50467c8f8e1a986, 0x0000000018a3ef6a,
        ],
        [
            0xdbbe1817a95bc0c4, 0x8583001a91e4e9f4, 0xe4667773bf43b7fd, 0x0000000052865635,
            0x5962ba86ec4299f7, 0x3849c7d128fe8ab8, 0xd636805cd449338b, 0x00000000a1efd1c9,
        ],
        [
            0x0d20898ec81b286e, 0x3f1398f89d1c985c, 0xce3b7676c62ed966, 0x00000000eb820161,
            0x60f146184dd1834e, 0x16b9b346e6d270e0, 0x9e64598780e6594b, 0x00000000879e807c,
        ],
        [
            0xee8a1133d2285549, 0x074f4b09eeac30d6, 0x996ac46b6ccacc2b, 0x000000009aec1c0b,
            0x64ed3c6a99fccbcf, 0xd80cfc76e11954e8, 0x337599ecf710bc57, 0x000000009b471fcd,
        ],
        [
            0xe203128d5da5423f, 0xffeb2f8d42eaf118, 0xdbbd57769ca1fa33, 0x0000000043fcf657,
            0x31ee073b092531ef, 0x64df942b16d8f35c, 0x7fa19102cf0e449b, 0x0000000097a6dc5f,
        ],
        [
            0x3120177414abb675, 0xda2a9a54b15bf669, 0x0647c7013cdf51e6, 0x000000001e0ec009,
            0x57d425c25182698d, 0x32a9f7198d084bbd, 0x12620bbc817b03bb, 0x00000000e6c45b8e,
        ],
        [
            0x0703230be215ad69, 0xcb4845fc9c23cc7f, 0x3f2e4ff0a6d601b3, 0x000000008b1b5936,
            0xe0882f46d006b554, 0xd39b85a4402ec9ab, 0x555b4d4e47de2c7e, 0x00000000eaa5bf4d,
        ],
        [
            0xaaaee6a0d38aab1f, 0xcf22b64f3838ae85, 0x1004b76b6b95d170, 0x000000006eff323d,
            0x2ca0b406375c361d, 0x8eda6572669c9441, 0x595c10c0b2261a0a, 0x00000000389f0fc2,
        ],
        [
            0x94bb1584058f39be, 0xac41aad18bf2d2d7, 0xaecb4e7e8333d700, 0x00000000b84f8c0b,
            0x5b786328d3de98a0, 0x8cdd3a9170b6fcc4, 0x1710d547faa168f0, 0x00000000c3b43f02,
        ],
        [
            0x84af9a42ece98628, 0xb2f1413b6fb0d54f, 0x573a23f109d2bb45, 0x00000000d15fc954,
            0xd7f88e14caffd5cf, 0xe9aa12fa84c92138, 0x9fc50efc5e6be0ca, 0x00000000460d7aae,
        ],
        [
            0xeb2590871f5ff323, 0xc5fb4dee5f91e522, 0x534b6923f4380b52, 0x0000000076e6c597,
            0x15c185626c95810a, 0x301f16393989489d, 0xa07c991b9e7d3b77, 0x0000000015324c79,
        ],
        [
            0x8d05407ddb884e9b, 0x489ac0d6cf217fd8, 0x03b2094be4826b0e, 0x000000006002fd64,
            0x77e37a001b787c70, 0xc7950466ce5e9f27, 0xb7c4297fa325f476, 0x00000000a5b822c1,
        ],
        [
            0xb7bd4d3d468456f1, 0x5956fb57da36a64c, 0x693ca752464f18b7, 0x0000000067f375ac,
            0x8adda02149054d60, 0x51eb54af322f1bec, 0xd0c3bdc448fad250, 0x00000000f4b2aedb,
        ],
        [
            0xc884072395d94742, 0x5c6d726dec432b14, 0x57cbe04f7d1ef519, 0x0000000018a0f549,
            0x3aea6abf1752db7a, 0xea94ec9a3a7c1eac, 0x9b36cf7e23b3ce78, 0x000000002e85c501,
        ],
        [
            0xf78b555ac42ab049, 0x9092aa3c971ade84, 0x5ad4ea734e8a2ef9, 0x000000000425d602,
            0x791d91222b7e58ba, 0xf3147395227d0459, 0xe4f1346cc9d765a1, 0x0000000028b65397,
        ],
        [
            0x2dc1f49c3c464eaf, 0x5ee7a72b371b81c0, 0x8079c2403201f600, 0x0000000041efd3c0,
            0xb873ac694c706da0, 0x3f68e2bee4863623, 0xf45158bf1d61d762, 0x000000009ed67bcb,
        ],
        [
            0x89d08133d2565582, 0xe3571196a247ace3, 0x6576e0c9d4e2fd55, 0x000000003103d02e,
            0x7ff0f7edcc6d998c, 0x8f4d07cc80e72ed4, 0x18cb6ef5616a61cc, 0x00000000d5e72ab0,
        ],
        [
            0xbc04e9f37758ba90, 0x6cbfdcd51fc74528, 0x8367ced3f5aab09c, 0x00000000814dcc58,
            0x6ec928873e176c6b, 0x67ed061d3e047d2f, 0xe42d40c2dab1cd0f, 0x00000000f037625b,
        ],
        [
            0xc689b6f29c67637c, 0x452c766124bde37e, 0xd84ce94ce135cc88, 0x00000000f5cdf687,
            0x8d08fbda56a1bebb, 0xa871b0e627ce6fba, 0x0d390f7cde121e60, 0x00000000b0c38ddb,
        ],
        [
            0xbe2fa47958f583a9, 0xc84c11fb7f0421ba, 0xf1afafa0a0a2396a, 0x00000000d5eee537,
            0xa568e51d65ec9d95, 0xa0270e6d19b3b613, 0x730b6870868d2bc6, 0x00000000d36ae2f1,
        ],
        [
            0x50d191a8c8b0a795, 0x3f26abd747586c37, 0x59ce177fe5c799ab, 0x00000000d15d465f,
            0xd3e6634ead5c2ddd, 0x5bb49a0341dcd862, 0xb16fb9cd7d324158, 0x000000007256f320,
        ],
        [
            0x38ae2522698ded78, 0xd8016fbbc42ada9c, 0xda890536872ecc50, 0x00000000be06f12c,
            0xab7acd2b2dfa7fdd, 0x5efc8b195a013e94, 0x94c849aa6afa4557, 0x00000000ec93bbcc,
        ],
        [
            0xe7d16970ceec40d6, 0x361a2299871eef82, 0xb27a33c5b5fdd432, 0x000000001d066c2a,
            0xe97230fd1d4d340e, 0x5852f3b4862b60db, 0x539f6530593d4118, 0x000000008436da66,
        ],
        [
            0x3276eb0744e662f0, 0x0f8b8d993d8ac97d, 0xba0f18e5fc957334, 0x0000000006658531,
            0xe0356788b7a48ada, 0x07b7a6210db9141b, 0x3606d7b71049a8f2, 0x0000000018c0ee00,
        ],
        [
            0x7ba9eefec12c2840, 0x36728d64440fa316, 0x41688401e59f4b0a, 0x000000004eb8f35f,
            0x2a5f31e81cca244f, 0xe70f1dcfb4c84dcc, 0xdcecb9ff738698fb, 0x0000000009c9a2d6,
        ],
        [
            0xae4a845d9f088f21, 0x011dff39b89ecde2, 0xbd0664378bf3dff2, 0x0000000072c19a89,
            0x5556fc3ce4e085dd, 0xa5b3580bfc90e57f, 0x814c0d8f0cbec0e9, 0x0000000064528d75,
        ],
        [
            0x671da5bcb6bc89b5, 0x7b6ad51be54748ff, 0x5265d7ece9643b0f, 0x0000000059ed5fda,
            0xd5f927542ef52970, 0xf3b67e8570e9a5df, 0xed2aae2f7bf74fe6, 0x00000000eb779118,
        ],
        [
            0xf8f2c07eedba1415, 0xbfa2dcf083e9f096, 0x0e7f46e3b0788774, 0x00000000d6131b16,
            0xdf5aee7c403a428b, 0xa1ba095d1da509f3, 0xbead67a28fe60819, 0x00000000a4af0a8b,
        ],
        [
            0xb96ec715caa2a6ef, 0x08e35b8edb0f4205, 0xd19c8084d8d714af, 0x00000000866f7663,
            0x4f8269f1611e1fba, 0xab9b340d3b8139d3, 0x2dcb1a85ec0ebf34, 0x0000000008ec2c1f,
        ],
        [
            0x38ad8889160ce43f, 0x788e04299139af3d, 0x0fc596433eb5ad32, 0x0000000046a1f5ea,
            0x79e7740d786cced3, 0x08c5a0e04f865c19, 0x23de0be8832378eb, 0x00000000a57ca758,
        ],
        [
            0x2425af9ee5f6d86b, 0xe4dac347ead58c17, 0xccdd8dd9b5cbb50e, 0x0000000086b3650e,
            0xdc32063495382a07, 0xe9848376a3e665cd, 0x33fae4151e2d319e, 0x00000000eca579c1,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x7d69f703e8b35d2e, 0xc271bab120d3988b, 0xaab259f96c24b0c1, 0x000000005e65b843,
            0x75e5c2e151fcf150, 0x8993613bea29f462, 0x8c9eae941834a191, 0x00000000f967c0ea,
        ],
        [
            0xc386d032ea2be4c9, 0x828f0d4f16b11ec1, 0x94c7a19f75da11d8, 0x00000000fda19041,
            0xcd2bfd30d7f40cb4, 0xb240b8db0e5ba2ee, 0x375d77662339d87a, 0x0000000024af1974,
        ],
        [
            0x5d2e90ad87dc2c5f, 0xed6943f8b9ad99ac, 0xaa4598650c329529, 0x0000000096ffc387,
            0x13516c2e34567b61, 0x39122bf4a0aa883b, 0xa825f1f8bfa72fcc, 0x0000000097da099b,
        ],
        [
            0x1082f9900e22d6ca, 0xf4898bd82c9f0b9e, 0x703ab683666e06e5, 0x000000006f1b6308,
            0xc8b722db2a6a3005, 0x3ef671a0d103845d, 0xd0ce016b2459c28d, 0x0000000060884f40,
        ],
        [
            0x757c94effec9743d, 0xf290f9329649e576, 0x8be7ad8d79587916, 0x00000000add01304,
            0x29445ca061f6de8f, 0x1426c1d9285b7eef, 0x962f7357ae55ea09, 0x00000000983ad1c5,
        ],
        [
            0x4e1fae128243d368, 0xe6b7d57cf397b191, 0x47dd818f2940f1c8, 0x0000000068c77c89,
            0xba40969ee08f2ebf, 0x102a61728ffaa799, 0x997feef1712df945, 0x000000004da4261d,
        ],
        [
            0x3f49b089666e86e2, 0xb96b8ccfe4f392d0, 0x4a84d25ec0bd57d7, 0x000000008b9c3a47,
            0x88262b51dd447511, 0xf3ee05e85d6233aa, 0xba39a0b71da165fe, 0x0000000056569118,
        ],
        [
            0x980ae61055c0ab69, 0x5c17d9ffc6222c7e, 0x9b8f42e03030f359, 0x00000000bbf50262,
            0x469ee64ed0aba7f0, 0x45ce7ede3ef5e0ea, 0xb57bce910e1c1519, 0x00000000806bb655,
        ],
        [
            0x6ea071a9a95c2bdb, 0xdab021117577ee45, 0x9113f4af76cbaa9d, 0x0000000099635e61,
            0xcb3555d57550b520, 0x38c2ba9d52e2ecf4, 0x11a91c70229529a3, 0x00000000a00ee973,
        ],
        [
            0x71c573cb7841328c, 0x6497cd60082ecf99, 0x69a1bc0571ec9eb7, 0x000000006642d5e6,
            0x289bd24a20103e3d, 0xb7ab5d3aff4810d8, 0xc0bee664a1c2180e, 0x000000004d78e819,
        ],
        [
            0xa99a7cfe21a67f28, 0x66ca131763510171, 0xaec94201513cada5, 0x0000000049f01d2c,
            0x1244c6579a2bc018, 0xf5d6b73435a707ee, 0x25599a6ce3b48661, 0x000000001c93b01e,
        ],
        [
            0x41c9ff86a767b7d9, 0x61be605d69122581, 0x289025b52e1290f4, 0x00000000471f9d09,
            0xe2de2750b61b1166, 0x95bb9edfefd4bfec, 0x625d2dce76cf1560, 0x000000001ac06478,
        ],
        [
            0xd84872ea39dff000, 0x934ce180cd477683, 0x7d06aaf9ac940ed3, 0x000000002ad2666b,
            0xdb8326a464ffe84a, 0x4ba7405ae5bb163a, 0xc9552ab599d0eeee, 0x00000000b3d04679,
        ],
        [
            0xac4ee29799847510, 0x0655c22be26597cf, 0xde1b700d9b4112d3, 0x00000000fbe46409,
            0xedb1a43fd352b712, 0x0fef8c72f4617de5, 0xce9a8e3e10cde3db, 0x00000000f2b58ff4,
        ],
        [
            0x2e1bc53e5fc5462a, 0xa84c1e203bfcb6eb, 0x7189c102cc630ee2, 0x0000000037ad5b3f,
            0x47119084e3855cd3, 0x9a8b2fa83430f744, 0x53b6eea4d22c061a, 0x00000000097f12d6,
        ],
        [
            0x4760716e18e92c63, 0x03cdfbf4789ae13c, 0xc6470ce9f578d1e6, 0x00000000d42e2969,
            0x5f1cf2304db766a1, 0x1237a68d733456c6, 0x91e21ef9592bb19a, 0x000000008814ad36,
        ],
        [
            0xb16e302c9ef88a29, 0x6766357ab96f4842, 0xa3247749ad36e608, 0x000000008b5cb8e4,
            0x1e7185cd4d1cabc5, 0x95a4c3e6591259e0, 0xad44fe26f2a923bd, 0x00000000822a2420,
        ],
        [
            0x3060eb4bb7ec4f03, 0x3160aa8cf2e7c9f0, 0xa41afc2832d6293a, 0x00000000ffbbca3e,
            0x431002f890975b51, 0x737d90bbe86a94d2, 0xfa7b7cb6f88d6bf1, 0x00000000b2e09fcf,
        ],
        [
            0x754ed79d6202352e, 0xbc24be425f546432, 0x96cd14f782615959, 0x00000000b5011833,
            0x24048f8870358515, 0xd883ede6dd1fc70c, 0x9af1905d9b767b28, 0x000000009bf5e2b0,
        ],
        [
            0xc60d38952f0480e3, 0xcb226d6cc168b8de, 0x4cc66b6d6360e60f, 0x00000000158b129a,
            0x16a0717d7490c7c6, 0x2d58de8872557c96, 0xb866c6a124aa65ba, 0x00000000e1551bdf,
        ],
        [
            0x7c041c3882bfa816, 0xcf86d72c0d56feba, 0x4ab68624f915a845, 0x00000000803bb228,
            0x7200ee97ece73ead, 0x3ac01d6d41d3a98c, 0x5ff6549ebad49dc9, 0x000000000229a86c,
        ],
        [
            0x1c6b41db98f0a10a, 0xd994e382ebc2621e, 0x2eecab1a6221a865, 0x00000000fc48cda5,
            0x4defcc54c598a73f, 0x52d5683444476345, 0xf29a94acc18eff5e, 0x000000001f6be38b,
        ],
        [
            0x695da4985510ab65, 0x291f59e1c678893d, 0x7bb678aabc479940, 0x0000000032e1458c,
            0x4dd7acf0644e985f, 0x458551b34efce5ba, 0xf36d8d9b356c9289, 0x0000000057417047,
        ],
        [
            0x6395e0368c945939, 0xe98bd00ede115d90, 0x7b94794108eafbab, 0x00000000370a5575,
            0x698b71150f85edd8, 0x36d0ad6661d1951e, 0xf7d61a6a861c400e, 0x00000000661f6808,
        ],
        [
            0x5b65c2ed024be43f, 0xcdf9f6cf9da0fec1, 0x282826a16d380689, 0x00000000da525759,
            0xd2cdbbc37b7c3cad, 0x73f9cfe99ac0b0b8, 0xa1987887c738e43f, 0x00000000752102a3,
        ],
        [
            0x57843887b02b85e9, 0x97ba61349ca53866, 0x88f223ba119cbddb, 0x0000000075ff7927,
            0xde6cb3f29344f3fa, 0xaa0984acec84b790, 0xa51d4bf62281a0ab, 0x00000000217130a7,
        ],
        [
            0x34ef1b46224fb9e3, 0xab5678255d003e27, 0x1e17a2ddf2efc321, 0x000000005faea5da,
            0x3b968a56a0e304fd, 0x35d8b92776c1dd6f, 0xcbf84148814c194f, 0x0000000066d3680c,
        ],
        [
            0xaaa586c9ce44a9d2, 0x353137f73fa60dca, 0xa7ffd8d547aaddd3, 0x00000000c3953af2,
            0x98a692d1a92d959b, 0xcfa37ce0c62ed7a1, 0x93953020aa82ad25, 0x00000000a3ff0457,
        ],
        [
            0x2561290fcab04c34, 0x7c142e1e9a2af9b7, 0x3f50ad1ba17927de, 0x000000002f59a1fa,
            0x8297962cb35eca03, 0x49dd2440f272cc60, 0x43efff53a05d9fc3, 0x00000000cd2ca10c,
        ],
        [
            0xd3c80d36f942a17b, 0xcf68856afbbb1524, 0x5f1affaf82288e58, 0x00000000affc40cb,
            0xeaf9ec3110096fc1, 0x717f24d1c0dea50e, 0xba27e9de92a8ca59, 0x000000007e4cbc7c,
        ],
        [
            0x5ec04c7dd87a1a0b, 0xfb603d36dcbde1a1, 0x98c312aaf3ebf0f7, 0x00000000f2bd871d,
            0xb2092eaaa2b5de96, 0x564975f721687ee5, 0xe3e2d83f7e697ce5, 0x00000000a41ead4f,
        ],
        [
            0xbefb4b7b91a052d2, 0xf5d7b19f6eb484b6, 0xdc02e33ea01ef7f5, 0x00000000f8ac22f1,
            0x0cbad0141ee85810, 0x0ecada19c2d60cca, 0x375f545c78a4abe0, 0x00000000bb2518b8,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0x96e332c121699c26, 0x3b2527e2ba35b5c5, 0x3d57260432a3227e, 0x000000003287caa4,
            0xd3d8aa48fa83e20a, 0x42872cdcd8f05722, 0x789832b8211c6e5e, 0x00000000d7095c24,
        ],
        [
            0x019aa18e83df61c0, 0x159ba38106661e71, 0xc90694972a662ce2, 0x000000005ff8cdb7,
            0x22ef598690a3120f, 0x4c18595b62a400b7, 0x1fe38da6b2915c27, 0x00000000ffba34b0,
        ],
        [
            0x18a50232596243e7, 0xaa27b29725f531db, 0xa07010988b3f0f16, 0x000000006a6aef50,
            0xfb3a537d60fe4fb4, 0xd4b3fc268c64961c, 0x440a2f1983f4d9b6, 0x000000007696fcba,
        ],
        [
            0xa1aad671dd86fb5f, 0x2ccfca9ef4cdb11a, 0x06b67d2c35eb1979, 0x00000000d3a50661,
            0x47a43129cf9afa3f, 0x0f28c0722c80dfe0, 0x2528a4361e137541, 0x000000004a30bc3a,
        ],
        [
            0xe36b9e3532f4b675, 0x59ec056056c9f551, 0x7b1c335b9a19b345, 0x00000000b90484f8,
            0x0b5ef9ec2e951d15, 0xac2613e48c6e220c, 0xe5c292494ddb2066, 0x000000002b898fcc,
        ],
        [
            0xd0fd0fdef830d51c, 0x393b888595e0fb87, 0xbac4ce3b12d4a0db, 0x000000004aecb41e,
            0xf6b866b2949595c3, 0xadac3140c85cee8f, 0x22cf7705929c773e, 0x00000000f90855df,
        ],
        [
            0x649b4877ea0d9656, 0x0e89d083b98eb821, 0xe8c391cada85057d, 0x00000000c53a37ec,
            0x3c241d525ab13638, 0xe5732bef1c63bf16, 0x882db63ae6f1e93f, 0x00000000acf7e8f4,
        ],
        [
            0x1f9e6c97fe5a3569, 0x2727d87117ed7898, 0x745aa2ed668c28ad, 0x00000000cf9ce234,
            0x4a78372883f03768, 0xadfd1b46bf5955af, 0xea43a79292891a4a, 0x00000000c67457a9,
        ],
        [
            0xafd90d237885d34d, 0xbf4cd59c0e84e363, 0x07e40274abb80eda, 0x0000000095656580,
            0xa8a767b00b980b41, 0x560c2286c90af857, 0xbf658fdd465bb86e, 0x000000007eb455a7,
        ],
        [
            0xe386daabe178f2a2, 0xe1fa3e149a305482, 0xf3f520557957d9d7, 0x00000000d1a9ce7b,
            0x303b5ae8d284eae6, 0x7abad7f1ac2ad67a, 0x7dc5f5f1b7b58e09, 0x000000006c99d250,
        ],
        [
            0x4031a20dadf54761, 0x908ea1cd5001f11c, 0xa7c8071986e3fa8d, 0x0000000036408819,
            0xaf0e81254573ac01, 0xcf05666d430d59f8, 0x1c62cb715b426c42, 0x000000001a2c3f95,
        ],
        [
            0x292f0d6898013b12, 0x42f99c9b3e2b7aaa, 0x77ff29a4e2ba5f7b, 0x00000000e21d90f9,
            0xbc0b01cfd9c0cb58, 0x4d244a26e3677335, 0x2b1a301a8fee4b54, 0x000000005d1511ed,
        ],
        [
            0xf3c9cc680423395a, 0x852e0732a888f556, 0x79ee145aaaa99a77, 0x000000004760cde2,
            0xd543c51b7dbf680b, 0xef9d767f4d61119d, 0x6d605846b57c70b1, 0x000000008392010f,
        ],
        [
            0x5db707b5d00f765f, 0x7a2ef5bef10d38e7, 0x1692548b5bbaa9f8, 0x00000000a34228d1,
            0x654e5d412a6743e2, 0xbe7af05ef2342e4d, 0x254b33f953e19ef6, 0x000000002609459a,
        ],
        [
            0x3bc818e2f1589655, 0x7a905de6746af8f1, 0x53589554bbe6fd69, 0x00000000446a9ab9,
            0xc30fa66542c6c834, 0x8776e4e7f4d47c43, 0x9dafb227431ea6ae, 0x000000004ff395ed,
        ],
        [
            0xb5a7fc92e8cde28b, 0x130ca680ec8a7e38, 0x882cb9d7786e2a86, 0x00000000103bbacc,
            0x7395bf15c662b5a7, 0x5a3d78414be2ec80, 0x4eb9dbc0b287766f, 0x0000000054c7f36b,
        ],
        [
            0x30bd9d1263637118, 0x965942f8b5c39a54, 0xcbd74fca40f57200, 0x000000001915b80d,
            0xb5f4e99c0ae4f3ed, 0xa1dffa62115ec987, 0xa2c4f1f5bbe3ed69, 0x00000000bba2f7fe,
        ],
        [
            0xef4a968fbefed237, 0xde26f93729ff7d15, 0x577d29841fc54d8a, 0x00000000dddf5e32,
            0x98c77f6466f51549, 0x16a4de3484900445, 0x73c512b914554861, 0x00000000efc7b091,
        ],
        [
            0xf41074b9387f7f0e, 0x5f36b5614705536c, 0x20edd678d2c6f33d, 0x0000000012ee8fce,
            0xf5e2ec61feea21be, 0xc1f782444220b2a7, 0x615263b4d0a861fe, 0x00000000c50a4762,
        ],
        [
            0xb2b2a50a5b0fb7e0, 0x6454833ceab1629b, 0x6f8b4a637c39d5d0, 0x0000000030d626b2,
            0x9a8acb170c71f852, 0x8323dbb1475745be, 0x270a6721740adcb9, 0x000000000a03009e,
        ],
        [
            0x523b6a2ed47d77e0, 0xc92536222bd31bcb, 0x5eca1b7d332d360a, 0x000000008703f445,
            0xee0150c5f4fbc9e3, 0xda69d8bb36501517, 0x2c1d7a5b4131f725, 0x00000000d1d623c7,
        ],
        [
            0x737ac0d186ae45d4, 0xa21ad9a7ab25bcd5, 0xee95d044082f12d7, 0x00000000e1c2fa23,
            0xf18461887234b472, 0x6925366fb2b72e46, 0xe2fc2c4763860b7f, 0x00000000dbca3171,
        ],
        [
            0xdb40d4b3e37601cf, 0xd3cceea3524547f8, 0xd211e1dbc5064162, 0x00000000e66f80cb,
            0xac6eb9e0d082eb21, 0x36360aefc5cd99c9, 0x7cbc4f78c6792494, 0x00000000489970ae,
        ],
        [
            0x19304128f5f98d3b, 0x20e20a4b2c789ffc, 0x89d5514cc97daa5b, 0x00000000dd34b4a0,
            0x0a9eb31b0ddbc536, 0x2c55f38f24ae2dbb, 0x9646b08717cc1b59, 0x0000000071ce3be4,
        ],
        [
            0x09c624ce5fe44eb6, 0xff881b35dd15b3c8, 0x1b752b07135736b6, 0x00000000cbf0eb92,
            0x552fcb7dbc6e79e2, 0x9f689978c710ccde, 0x02e3fb33eb31d454, 0x000000003e900b5a,
        ],
        [
            0x8352ff4af1feb0de, 0x3f7e5dd7157d9b12, 0x1c90ac2ad0c66db0, 0x00000000447daba1,
            0x9f825abb93f61499, 0xedb12104845edfb1, 0xaeca70c053ca0ee7, 0x0000000025b9e387,
        ],
        [
            0xd3297f08fbddaa03, 0x8927e6cba613e397, 0x795908ea635c5677, 0x00000000671a5f19,
            0xc9c9c2203a4aec65, 0x3f6d4562f53f555e, 0x60e4a4c1d5a87876, 0x00000000dbd51114,
        ],
        [
            0xadae3f5f845c5e5b, 0x992a16a4cd1bd7ee, 0x337e9b3ca4485725, 0x000000003626cd8e,
            0x79b2db81a608fed6, 0xbbd71232965d94d6, 0x697683dc80d5574d, 0x00000000c03e299d,
        ],
        [
            0x56cb5e33b75f858a, 0xfdcdf613bd3f2e0c, 0x9b6794d49eb8c1bf, 0x000000006bed3093,
            0xc049a72ee1960e90, 0x7174253b6ffcb460, 0x9a7d42aafa1f5789, 0x000000001710e8c1,
        ],
        [
            0x131a85f2941f28a3, 0x9318f49df401b4bd, 0xbafc9970ff519c6f, 0x00000000325ac2a5,
            0xaaa1058916d2b94b, 0x67ad90859930af3b, 0xb022820216df4274, 0x0000000086907694,
        ],
        [
            0xac6eb1a219183079, 0x774325bdfb71426e, 0x2fc39adc1e8976a7, 0x000000004d218fbb,
            0x6a77de710a349570, 0x9e10bcd1f23a74af, 0x121d411b8e3587f1, 0x00000000f254788e,
        ],
        [
            0x663a8bf511dfaf3f, 0x5a8b6d6ff1bd6f1b, 0x4f49967b2de2cf36, 0x0000000049fde755,
            0x9956f1ec1ea11bab, 0xf4e97d3069f14061, 0x516db87bc5c29863, 0x00000000d4456e50,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0x78b8a6b86d6d1495, 0x9a15b1715019a365, 0xd611e283025726c3, 0x0000000068f7b67f,
            0xb4e7c5cf9367aca7, 0xfb9fa2955ed6c698, 0x2c0dd03d6ea9c71d, 0x000000006ad6ab61,
        ],
        [
            0x2b432e4e42b0ea67, 0x5192044097be15f2, 0x752805f0fb123348, 0x00000000095f8861,
            0xe4fd179c428d08f5, 0x4c2603c8bfe10a89, 0xb5e94f0fc1a95174, 0x0000000038bffbb7,
        ],
        [
            0x842b9439517736b8, 0x017ab23979b770df, 0x29cf116b2ca8d23d, 0x00000000d89fd3b6,
            0x20362fb9a037ebda, 0xd010fe6817dff9f9, 0xcbd44b83b8350a9e, 0x000000003adbe1f1,
        ],
        [
            0xabe6aeaca6e5dc69, 0xde0a4f865e84d762, 0x1d74cb44538499e7, 0x00000000bfb3e36a,
            0x198dddb7bbcfa69a, 0x873a7f1ffcbe1984, 0x80cf7321b7b8bbcc, 0x0000000000ac08de,
        ],
        [
            0x243d2e96c854b8a6, 0x8938cb33358d9af4, 0x81a7eea1b47467ae, 0x00000000470b2dab,
            0x3d8103c47063770a, 0xafa79d2a9a2755c4, 0x5b3e47419228b07c, 0x00000000bc9b37bd,
        ],
        [
            0xd89a7c51020255bf, 0x1abc0a1a489bd20b, 0xf9bbb011e7ac0a69, 0x00000000be7ead5c,
            0x5bf6715dfd43757d, 0x74bb4d9c2573c5cb, 0x7ccb3fa630483451, 0x000000000071ca44,
        ],
        [
            0xe410e71831b3565e, 0x78c21e10b76d2e77, 0x6f7bfcdc0df8f583, 0x00000000210d7777,
            0x04ef15f1740c2b91, 0x03a4d42287836a34, 0x2fbcd21844c267d1, 0x00000000bb549183,
        ],
        [
            0xf92173f59cbc0a32, 0xca2337d83b6ebbae, 0x49918d5044ad6eda, 0x0000000071e12775,
            0x7c6c9ea3fc7a6248, 0xe1e9ac5fa76fc6d0, 0x0e5cdfb095bb0f9e, 0x000000003505e20d,
        ],
        [
            0x205ad8c6a993566d, 0x1874691d84ebf013, 0x749aace4f24e1951, 0x00000000aaf03f06,
            0x33c5f5b449610345, 0x9fbc337a378cf813, 0x9b1441f38ac53e4c, 0x000000000113566b,
        ],
        [
            0x447246903783ad2b, 0xbbc2508f6169a512, 0x97426a68b54ae1fa, 0x0000000084a843c6,
            0x57ee46491439b1e1, 0x224d6e579fa3b852, 0xb9fbee93cf4188dd, 0x00000000c6f126b9,
        ],
        [
            0xddd1ff7dcf358165, 0x73e9c17ff244b120, 0x40c26687e6046902, 0x000000001691fe67,
            0x6e105d9c933ab02a, 0x02d570b49b50eded, 0xe9b08b5500b6a88f, 0x000000004b82631a,
        ],
        [
            0xec19a27bd3e26092, 0xddac453de5ad9b86, 0xb0a1794dc7d0db50, 0x0000000012340a6f,
            0x8bcb070720e8dc2d, 0xe23756c554438da3, 0x68e9b91033597066, 0x00000000192ee4ac,
        ],
        [
            0xe899e96c2d66a175, 0x5fb2ed8eb64bf9de, 0xa7cc5c8843b5e3af, 0x00000000656b15b3,
            0xc5c4e24add7873f4, 0x6324347c112512c6, 0xccd67ae626ff024e, 0x000000004f8c1dc8,
        ],
        [
            0xecd3e1aae1246244, 0xfb799ecfbe482681, 0x9fac48a447798831, 0x00000000afbbf20e,
            0xd6f1c5bc3d17bb47, 0x1b8d361afe2c6138, 0x0fdeccc7d3d7cf0a, 0x00000000a05a2e1d,
        ],
        [
            0xef18bf5c142fbd3e, 0xc11a8ae3268ce667, 0xb9cffb1870f67534, 0x00000000c3038e8d,
            0x29b2c2c3941d9303, 0x4205ec1c4d1a3a20, 0x5ab3157be2c18665, 0x000000007a60e7b3,
        ],
        [
            0x8fa02752db846749, 0xc21478c8fcbae4b8, 0x22632d48cff78948, 0x0000000070d86a48,
            0x00132e4fa8b86e1b, 0x0457eac23721a7ea, 0x0c2cbce2dcc0060a, 0x0000000038fb42c3,
        ],
        [
            0xdd3a01763d83071b, 0x61809f55cb5a7236, 0x1f553745a2bbecb2, 0x0000000046d5deeb,
            0x4c5420352602bcbb, 0xc39e8592a92075fc, 0x31176d99a99e29ec, 0x000000007ca41c07,
        ],
        [
            0x40fd474a30423d94, 0xec2ead245b8538a3, 0x1cb60ff40d208047, 0x00000000761298e8,
            0x1b6d44ff213bda9b, 0x5ddf4ac8bcf74593, 0x679d4dee746b2f76, 0x0000000032233e28,
        ],
        [
            0xe45375557d5b0115, 0x6d1d53a04cc9c9c5, 0x55f05058ec59f90b, 0x00000000aa97605c,
            0x66f84f5dc10edab1, 0x9097a1368c26f4dc, 0xda9cb1ceff1f32e7, 0x0000000092d5f2c4,
        ],
        [
            0x95e834c273dd816a, 0x52b23dc285c32c46, 0xd0c03244ad18d469, 0x00000000f46c7fff,
            0xde2297b5dbde0560, 0x8f0937ea8c32b174, 0x8b43126928635d97, 0x0000000047d44429,
        ],
        [
            0xbda9cc54de0a2f39, 0xa29b11daa6bfe2fa, 0x1b6a851df02a2f58, 0x00000000cb819b77,
            0x30780f8e8a57fd87, 0x2b7ce89d9f0d56af, 0x27c807cbf8a06fed, 0x00000000b99605d9,
        ],
        [
            0xb4a7c6089ffc5f28, 0x4be0db0a3a6619c7, 0x24dd90ec5deb2377, 0x000000007e94da01,
            0x3788bd2b31617c3e, 0x0c1368f480b9433f, 0x47c8e8f1d49fdafb, 0x000000002be1c836,
        ],
        [
            0x58d860e3a0e66eb2, 0x9083bee28971f724, 0xb5941f8ab4f43e7e, 0x00000000b537d4a0,
            0xa327b762b975e31d, 0x9be00cfd0a0d438e, 0x2345f88023118e99, 0x00000000e40f8c30,
        ],
        [
            0xf183d4de69093077, 0xbaeb9a58f6acf5ed, 0x181d2aa60cc30970, 0x0000000053b37c4b,
            0x2ce916bace44dcb5, 0x59bee1db38654a56, 0x09ca53b2aba6d625, 0x00000000cdfe1968,
        ],
        [
            0x378db33c41f9db9c, 0x6dc570a11b7e14c2, 0x536bff4a2e5d4aaf, 0x00000000885f68ab,
            0xeaff53c3f657a8f3, 0xe2da9fbd8ea881df, 0x037450b2ce5d6df3, 0x000000006899f186,
        ],
        [
            0x91b7250b6d7b048c, 0x1b7c37d7b6fc8bc6, 0xa04f258e207504d2, 0x0000000035b71223,
            0x000189fb69296811, 0xf52024628cf221df, 0xc7e62afae9692259, 0x000000002482c08d,
        ],
        [
            0xfa87a978c836d70e, 0x2d67fe216e27995c, 0xc065a04bc806a202, 0x0000000093cff90b,
            0xbb8670366731446f, 0xe80662199cdfc841, 0xa9d96eb80a935f1c, 0x00000000c15bd4d8,
        ],
        [
            0xec0ebc09e76ef3c7, 0xd297aff21936faf8, 0x01dd06dec8c40d08, 0x0000000054d85f2a,
            0x8e9d926c2bc0d559, 0x99783016cbcea653, 0x0beb45e437d07340, 0x000000003de7fc81,
        ],
        [
            0xc7fe949089f63fb2, 0x99c60e8fa2fc5db9, 0x142e500147b2b00a, 0x00000000557178b5,
            0x7281e45c081ac8ff, 0x92d8183280053d16, 0x3285f848335bfb8b, 0x00000000e9e17269,
        ],
        [
            0x96448e89d35b0a61, 0x8846f41598c48df5, 0x4770c98e50f58327, 0x00000000197ced21,
            0x1af1733c5ff2d0d7, 0xa04c1cce2bca7ffe, 0x13278f06eac8a367, 0x000000005dd0431b,
        ],
        [
            0xd8438b5797dfc53d, 0x425844781d02bb13, 0x3dd8667d25ef520b, 0x00000000e3e22c9e,
            0x0d51408ec5d6139c, 0xd3e4dd710227f2bc, 0x2fc23bc1090e4a02, 0x00000000f9171e03,
        ],
        [
            0x15442e1c83cff561, 0xab89d9c962cd98e6, 0x7426c5f858dcba94, 0x0000000080d0a8cf,
            0x52648e23449af58b, 0xdb61eac83a628b1d, 0x9c140c5ff0844217, 0x00000000b3cc7bfa,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0xf0426be1d6e670a1, 0x14838573b4f44241, 0x80845fb2efc4394a, 0x0000000090205f0f,
            0x8a6cba7099c56ec6, 0x6149abf74345224a, 0x9c7703f2fc80d60c, 0x000000003d5a7643,
        ],
        [
            0xe4b299d2730ebcfd, 0x6cdbe6f379702991, 0xff023a31ad58884b, 0x0000000018b5c6ce,
            0x433c522f51fd8a3b, 0xc15792713e4907b4, 0xe44547793c1c0282, 0x00000000b4df9ee5,
        ],
        [
            0x658675d748953bf7, 0x8faf514adf2f4ac2, 0x50213318dde660e1, 0x0000000064826f9f,
            0xadcc3e458433d7fa, 0xcc5ad72abc26833e, 0x619251e2de547aae, 0x00000000f96f73d1,
        ],
        [
            0xba3e8f2e548b77dd, 0x21cbbb1a728cadb5, 0xdb7403930feebd0a, 0x00000000dcffa1d6,
            0xa742cd6fb6848db5, 0x39f63442549a4fca, 0x426c42e93d24aeeb, 0x00000000b67d7f28,
        ],
        [
            0x96cc626e408e3341, 0x6a9bb18ad2b3305b, 0x33f53993355d47d4, 0x00000000960f4207,
            0x329378d316218c03, 0x70de3eb81004c020, 0x0e5dbd85a9117cf1, 0x0000000073f55c21,
        ],
        [
            0x456357c9b9a63bdd, 0x8e077f941b3ded00, 0x51648f450f0f2d4f, 0x00000000ab4e5da6,
            0xe96f02023963e9df, 0x3b87f53bcb55e2cd, 0x0090498b7b3cc4d5, 0x00000000dfb4de74,
        ],
        [
            0xba64358f98927a32, 0xccb5e233757e6fbb, 0x50d4d37c95336360, 0x00000000ac96f5a7,
            0x53008bb893c38d36, 0x5e587a5b33869046, 0x1e3e57ecfb1262f2, 0x00000000407af3f6,
        ],
        [
            0x9d6ad457c458ba03, 0x8264053378e956e9, 0x32977879b94af545, 0x00000000d20f35a3,
            0x9c65ff216224b353, 0x4a46fdf75c8f99f9, 0x307b3d8d4ce9a00e, 0x00000000798d2cf9,
        ],
        [
            0x3b8e6ef577b2fb3b, 0xe32b3b97b6ca3273, 0x9c66c2a4e260b8d0, 0x0000000005eb84cf,
            0xbe1f3ecfaf957b78, 0x9d69d3141e35adca, 0x4681a0aea175edc2, 0x00000000c6715ff6,
        ],
        [
            0xe9c88636ee864b12, 0xf0c1e0f332143c93, 0x25a929c9434818e2, 0x000000004c806ec9,
            0xfe3e80ac20527edc, 0xd5fc27b6a0372526, 0xee97419a5279eb8a, 0x0000000098dbe31d,
        ],
        [
            0xe8bb79d3cbc47797, 0xf225d84aa6d3938a, 0xf279df500b2f88a1, 0x0000000059a54b2e,
            0x1390a7ac8cd34576, 0x1130b1ebc9c37e25, 0x3aa2516a0777586f, 0x0000000042cece95,
        ],
        [
            0xa47e21c13964d2a4, 0xf918e47e5f9875c7, 0x4ac560662ecbc86c, 0x000000005ea26fc2,
            0x31e429d6a5a826e0, 0xd7082b19944c3736, 0x02c3927ecf2fc959, 0x000000003bb33cf9,
        ],
        [
            0xcf56d75327da5082, 0xd40b530a64f98e4d, 0xb20cfe071c7766cc, 0x00000000e351283a,
            0xdc9dc46518e30244, 0xcccf7fb03bee62a5, 0xfe54699db2e1f645, 0x0000000018ee6ea1,
        ],
        [
            0xd2fe136ddf71a0f1, 0x5a88e4dde5f658a8, 0x94a1a0d2d83b5473, 0x00000000586d7529,
            0x0748fda61d163bf2, 0x69880bc0e98d9b7d, 0xc4e12cd5f0def9e5, 0x00000000f40402da,
        ],
        [
            0x2956c762585fff04, 0x3ba8ab0b257681d9, 0xfd84ba5b696e0262, 0x000000000675debf,
            0xef9b82a5a783c064, 0xdaa2e717e38868a1, 0x292fb9c9cdcdf922, 0x00000000269d71d2,
        ],
        [
            0xb5fae58e477cabed, 0x6ba8e28a55622b3a, 0x56c2b54eff23a08d, 0x00000000866ba05b,
            0xa737dae5037720d9, 0xb93a1d0bdc5131fd, 0x860b7b0dbb1176e6, 0x00000000f51c76d2,
        ],
        [
            0x6bd647f25845cd10, 0x9a4283ede811642e, 0x2c9fb90d0776f557, 0x00000000b8cebf02,
            0x643fb865b1612f57, 0x88ea78f7c4902b6c, 0xfd2878e774aac273, 0x000000001a76b1b7,
        ],
        [
            0xf609c0afb6983e76, 0x123027ca0cfea42c, 0xb9872dc77a72c3c7, 0x000000001ae5bcf6,
            0x9fe4484857a545e2, 0x24f2f0f22a90f4d7, 0x32eb5ac2dcdd6bf2, 0x00000000939219ad,
        ],
        [
            0x267059b62540ecf0, 0x6d7173772669c8c4, 0xc80a4182b6ba656d, 0x00000000a67b63ae,
            0x7acd503bac5cdbce, 0xf8884f7198520b74, 0x47fc66da0688ae94, 0x00000000acf9786e,
        ],
        [
            0xde210bb39b68b84a, 0x98b4770a74430a09, 0x85cefd4ff0e810c7, 0x00000000ba1cac0a,
            0x35194ff1e9e74a58, 0x520f3a2b6452e158, 0xd8535bc98ed85e25, 0x000000003bc32918,
        ],
        [
            0xd3467c72d77f4a13, 0x3a3502883046a69b, 0xf02f1b90996236b5, 0x00000000dbce524f,
            0xdcc369a63a7711d1, 0x81b1b5d5a2eda832, 0x33444c56cb12490a, 0x00000000b4685d00,
        ],
        [
            0x6fe5a18169d66472, 0x11b6d85ba316d37d, 0x8b98fad075ec9a2b, 0x000000000c5e4465,
            0xbd855a8dde810eaf, 0x436e58d07661287b, 0x0f23ddbb9b044bfa, 0x000000007abd77aa,
        ],
        [
            0xe7d89f58c57c3228, 0x2e88de2d490f55aa, 0xdea3a1453aa72314, 0x00000000159c120c,
            0x840bb9465f68084a, 0xdcbbb7b41516983e, 0x0d4d39e1527c0f73, 0x00000000e3846304,
        ],
        [
            0x56c53d5f1fed9837, 0x752789ed8c3176ff, 0x94c341e126489626, 0x00000000a5b14d8d,
            0xb4f1f6123cb481d4, 0x94eb82ca1a2f793c, 0x6ba99e2b600ebda4, 0x00000000d1571ee0,
        ],
        [
            0x122b6639960bacd7, 0xbaf725d541a70d6d, 0x37bdeb4c50c3e831, 0x00000000948ab46f,
            0x1a55a55a7cc81d1e, 0xa6276eba3b20c1e6, 0x4ddc462f81e5763b, 0x00000000ffa876e2,
        ],
        [
            0x62e4c32c8d1558c7, 0xfc3257d87f945839, 0xfe755aeca1e798f7, 0x000000005524084e,
            0x02c2a9e2cebab559, 0xf8a1716cdc627b0e, 0xbcf0b6347c827c47, 0x00000000677ad978,
        ],
        [
            0x74af562ce3c947ec, 0x1493b8fd8713ce0f, 0x23d2ab0f6951ea3a, 0x00000000761f3a78,
            0x098fb6afb7530283, 0xccff2003eb48e791, 0xf1992cc6160c9294, 0x000000002ed7be4f,
        ],
        [
            0x02ad20b1ff03f6d9, 0x17295d2030165084, 0x67757e6cb8bee43f, 0x000000000eedd6d6,
            0x5acf912361ba2edd, 0x4442dc9a8dee8798, 0x9970bc21a4c9925a, 0x0000000054e339cf,
        ],
        [
            0x7f335cdf250b4244, 0xa892b3825019bc77, 0x4f31c43e15ce5f7d, 0x00000000fa69d995,
            0x1d57d52cae609392, 0x6e6a748920dc7c66, 0xa8fa237601a82796, 0x00000000861ac30c,
        ],
        [
            0x56acbf11adcafee5, 0xa63a1d197b20a0c7, 0x5e324e3cbec3d69c, 0x00000000d3d97b66,
            0xc585e14064b971b3, 0xd08772ba2b8e18cf, 0x6e7d6c03e0b2513f, 0x000000007e1a6116,
        ],
        [
            0x23bf2ce89bc4e6f4, 0x0b5f01ee82122cee, 0xa93e44d4318ba204, 0x00000000d2180b18,
            0xd9d85de8d6ef00ac, 0x3062eb10d7d06345, 0x952d933c5bea35e9, 0x0000000072bd41e8,
        ],
        [
            0x60e9cb5e72791646, 0x644a5b6e107232fb, 0xa23e4299004f8684, 0x00000000efa3c56b,
            0xad436903964aa750, 0x041c2a91bb576a94, 0x3513e3febd787460, 0x000000004066ae12,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0x9ec12515237ac7ff, 0xed07ceb73f080f23, 0x08bba00bc3509a49, 0x0000000007998613,
            0x5c36ecb2d7bef81a, 0x9bd5732375c6840a, 0x2c678e3c3e8f5265, 0x00000000c7f1cc73,
        ],
        [
            0x2409728c0993fc0d, 0x7af57f462d5fd352, 0xee72bd5628f3cb14, 0x0000000021c2f494,
            0xac73118df22e2fef, 0x490bb371283e1b56, 0xaa6c7b0af00c3802, 0x00000000ee304f23,
        ],
        [
            0x76700d977eb65d58, 0x931370ff164e0759, 0x3e026c5a01746a00, 0x0000000074d457cd,
            0x829ea9059c084cb1, 0x55281cf8819b8f20, 0x776ab2272c8499fb, 0x000000005d82676e,
        ],
        [
            0x5b89b52b2619d224, 0x1df61e0b433d8d17, 0x49353c25ec27bd08, 0x00000000f18b23f5,
            0x2c798eecc525714f, 0x6bd787c191011438, 0x6e2db36afaa77bac, 0x000000002a3b730b,
        ],
        [
            0x75a6e7e528a283ea, 0x792ef9cf5c7d8547, 0x1e3d9d168a550266, 0x00000000eeb85fcf,
            0x53d42383af9e330c, 0xf77035f54a96c874, 0x5c724965c7fb89ef, 0x0000000037da15df,
        ],
        [
            0xea09f154f5bd48f0, 0x45e66f6318c36c89, 0x1d069cd7ff1cf2a0, 0x00000000672fde0f,
            0xf1f4e5b907bd9cc6, 0xa40cdc9d86238146, 0x00bcd404cdc7fd6b, 0x0000000051a105eb,
        ],
        [
            0xefd9b39f657dc7f0, 0x0aba50745ca3d3d7, 0x2255412b554f652b, 0x00000000a6fffe5b,
            0x1de5ebd691545fee, 0xbb69710e96877d32, 0x95cdb2a2e11798e0, 0x000000005d15f278,
        ],
        [
            0x348659fad8d6b178, 0x724963c60afc95de, 0x1f2f8d2f478c3432, 0x00000000aa0e8781,
            0xbf3811fe49e60cff, 0x50f264cd526d1fb9, 0xf613e178f802b4ae, 0x00000000d3df21bc,
        ],
        [
            0xcc7acd49913916c1, 0x316fea17fc1955f3, 0x567f019a5de4d8af, 0x000000008cbc5cbe,
            0x9b5ba9a1b3d48402, 0x67dd6efb03f9b3b8, 0x5d5f60530886aa68, 0x0000000022398f61,
        ],
        [
            0x40af417945bfb8c0, 0x6e8997cf3b133f03, 0xc2f372b39b5dda1d, 0x000000003948b7d7,
            0x9902859355f88793, 0x405ba3c5bcf7e27f, 0xb2fc7cd31de8aa5f, 0x00000000aadbe95a,
        ],
        [
            0x5e26e2e2233c165e, 0x21b95e091da81fd1, 0xd501e53a1af33fce, 0x00000000d7527bd2,
            0x87c3a099ae677819, 0x91a7e20b274eb569, 0x24df48e85d2f2bdc, 0x0000000097e222bf,
        ],
        [
            0xff2c8be9d00dadb4, 0x8d199a2926721264, 0x7f2093a5bd6c65e6, 0x0000000021e5d488,
            0xa000a3ec03e74b8c, 0xeb8e9efa68530945, 0x3f15aab2d1f6fc3c, 0x000000009b5d8cbb,
        ],
        [
            0x243f22e4a828c057, 0xc13513961e32fea9, 0xbd34bce4975fb13d, 0x00000000c9b351b9,
            0x980a15ea8643fb8f, 0x9521d42de2c65c08, 0x04df9abc1aca5a5e, 0x00000000cb44a546,
        ],
        [
            0x45f74205b9fa3849, 0x121a4ca897a4da7b, 0x819c4b2d6d246547, 0x000000008255bc16,
            0xf9d396e1156c1f2a, 0xe8758b6d5502b719, 0x94965c578b9b6ca8, 0x000000003c7a5ffc,
        ],
        [
            0x8465c265acea404b, 0x1bbaf29e58645d6f, 0x5b99f740cb461d13, 0x00000000a66cca86,
            0x50052d3ca4a8113a, 0xac0a20a3a6d35b43, 0xff55ddc0cbc177a1, 0x00000000c8f1035a,
        ],
        [
            0xc11d698475175beb, 0x3c966d66bad3d4ba, 0xb82cec9b67c5bea4, 0x0000000093b6322c,
            0x9661c0461f09f72e, 0x12a03826769c204a, 0xc215f2cd35880fdc, 0x000000004f5bf77f,
        ],
        [
            0x3f4c96ee057d2fa6, 0x0f02e843afab45d0, 0xbef36e962d027693, 0x00000000c553876b,
            0x5fd7d090de60ce9a, 0x6d0d69bb8e62dc46, 0x31e6bc969f89fbb4, 0x0000000098963515,
        ],
        [
            0x8bce7ecf4fdd677c, 0x62abc7d2847b9ee6, 0xfffe0edc8cb1f02b, 0x0000000062c22364,
            0xdcd7d51d48727496, 0xfe1661b1a9cd4c50, 0x82ea29e230edb5dc, 0x00000000cc4403d4,
        ],
        [
            0x27d814c1dd071bd4, 0xda6ccd324ab9b8b7, 0xec69e2bb5b799bab, 0x000000009b8d47f7,
            0xa9a0a5674c329af6, 0x016836cf6e8dc1b5, 0x4e1b5a095e6a63d0, 0x0000000045a7cb8c,
        ],
        [
            0xed02ad3ac5db9960, 0x194f350566e7f904, 0xe7bcfa222877668b, 0x00000000873070fa,
            0xf013615bf3636bf8, 0xeec498a22fe9dfb1, 0x56961e8351ff974b, 0x00000000cd87825f,
        ],
        [
            0x660b28777c0b83ae, 0xe7f38ac22d47462b, 0x213e058d8069310e, 0x000000005f57afb9,
            0xd887730cd80682b1, 0xc5eaff68f8db9b36, 0x1c6c02e78d59ff4b, 0x000000007c71ad8e,
        ],
        [
            0x5b989bd9b4807fe6, 0x161be4652f915297, 0x80e7dd9fcf0387e7, 0x000000002e7c6dd7,
            0x861c2ffdb221d5c4, 0x36db99601df12d2f, 0x9b862a1d048668bc, 0x000000002b64be2a,
        ],
        [
            0x3451cb371b611f1b, 0xd0987d79019e2e57, 0xc38406eca9afc090, 0x0000000008e086ad,
            0xd60f06466a87b1bb, 0x08b8f840a445e133, 0x0b36a04a42609ca5, 0x0000000068149baf,
        ],
        [
            0x644173f702a0d3cc, 0x2103668fc3611806, 0xe22b26dd78a6d7ae, 0x000000001dd89345,
            0xd158798239193a47, 0x9106104e7692c1c8, 0x0a975fb0ecf6b1c4, 0x000000000d6babd5,
        ],
        [
            0xac37529ec8c8c48e, 0x408655c44985ea2e, 0xe9d6f289220c3ad8, 0x00000000887f3a74,
            0xfe7b4f271ef89775, 0xb456e486d60cb6f3, 0xdbb86cfb14d73c13, 0x0000000007f408fe,
        ],
        [
            0x4222b0ecf550f1a0, 0x78338cebb5c91a5b, 0x9d0d2af20ec3e064, 0x00000000660e553e,
            0xa632918f1d9a4d16, 0x7bd6a5fcff1f387c, 0x67e40e1bd795c509, 0x00000000dada8e3d,
        ],
        [
            0xc5c022cc839b61c3, 0xca3a4fd4a0e9a7ce, 0x7499ba7fae7990a9, 0x00000000ab48b737,
            0x0540c74a18030caf, 0xc767adf64e8233cd, 0x6b32185010f52c40, 0x00000000451dea17,
        ],
        [
            0x6eb263167f1d2d28, 0x93bd25dd4e1593ef, 0x2d0a715c8698f986, 0x000000008e8b3499,
            0x0b43672a41550af3, 0xad35a8ca132c1c9a, 0xea97e0b3fd973661, 0x000000003b811a56,
        ],
        [
            0x9f959e13ffa047e8, 0x48162dc7988ba692, 0xe66c912c0130ae6f, 0x00000000970ad696,
            0xa7f1f32bd0ca0a33, 0xa888ea85af51c361, 0x83edc0aac7822503, 0x00000000e7fb30f5,
        ],
        [
            0x3edb12df87e35efe, 0x31c81b67f66872e6, 0x0cfa43fdc41cad87, 0x0000000043f4aa49,
            0xcfa7ab7a209b0e7b, 0xe582ff27afd31516, 0xea786f69c78d7ba1, 0x000000002090d8fa,
        ],
        [
            0x57f5bb12441d5670, 0x72bb989a6619b14c, 0xb5d5e5f08f815e07, 0x00000000e4167d7d,
            0x7534308abdce09c9, 0x4854e6cf2a1dadc6, 0xc2323c6698c98527, 0x0000000071ea6eab,
        ],
        [
            0x7ee5008f073b3ba4, 0xf81d75be28c86852, 0xc2987502d457685a, 0x00000000e596765e,
            0xfb631b84d0f9d913, 0xe5cce6ba42aaadd8, 0x2257f5b6f7d72923, 0x00000000260ae885,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0xd06815184d95806d, 0x537054cb93423c26, 0xea12b99cc2eabb37, 0x000000009297a177,
            0xddfee3a2791e1723, 0x21639c414de65e15, 0xe43ae1fc7f3bad81, 0x000000007af9ba54,
        ],
        [
            0x588f5f0027afc27a, 0x7fd91a63b4277028, 0x5fe5d31d2477f29e, 0x0000000068c2db2a,
            0x2a5ebb993c6bab6a, 0x8847424d7b9c3f49, 0xbf266e3bbf734579, 0x00000000fe65a7a9,
        ],
        [
            0x7efc02f83326dbbc, 0x38b936981b7f7cc4, 0x1a32339f302561a0, 0x000000001ecb3eec,
            0xf87b501933ce5e14, 0x75eef647e659aa1d, 0xba64bdc4da557b9d, 0x00000000988510ea,
        ],
        [
            0xb7478766390f347f, 0x69774be3eaa013ed, 0xe8c99b441cf3e562, 0x00000000142c4251,
            0x5ac149fb6addc55a, 0x251be20c9c824754, 0xb9c09eeb6b1233b2, 0x00000000c5afba96,
        ],
        [
            0x6c431d78c513536e, 0xa94c0399311922a7, 0x9bc9e145afbb759e, 0x00000000b413bc97,
            0x2148d0ad758f059e, 0x3cadc732695071d9, 0x81b03cb0a56f8f7a, 0x000000004fad4634,
        ],
        [
            0x0734805b1ee68c52, 0x1616744ec7eb197a, 0x5da3fa3ced734c20, 0x000000009c2f4d9c,
            0xeccded7e1dd15db7, 0x4e476654dd3dd76c, 0xae411d686ba38908, 0x00000000faf0b622,
        ],
        [
            0xbfa9d1be42f83344, 0x4f189682ba619301, 0x1d0547ffa893d5ea, 0x00000000d77bc361,
            0xb2e8cfff3e28b880, 0xbe537ec4a0a63a02, 0x9e7f7851e59fc547, 0x000000004808d247,
        ],
        [
            0xb7c40ccd772d2e43, 0x4a5ac532bf4d6687, 0x80c953d488025f52, 0x00000000e3dc6d83,
            0xb7668ae2a265b97a, 0xa19f087250faab59, 0xac299c46235fc5b5, 0x000000001378e170,
        ],
        [
            0x8dccbf874c7ea2fe, 0x28a96ce7967d033f, 0x941e7e405e241f1e, 0x00000000731c0cc5,
            0xa967725ada0375d9, 0x8ce735ab224b5fad, 0xd559b29e9eb786cb, 0x00000000189b8afd,
        ],
        [
            0x3e206f1ea112274b, 0x3b5eb1e5cd918ec7, 0xa3e4fe8edda18dfb, 0x00000000dd2f7cb1,
            0xcf3d9afae503253e, 0x74ef04e84104338e, 0x987cf4a8537b804e, 0x0000000018d22fc2,
        ],
        [
            0x76c00d6cfa38b37c, 0x0265cd7a796021f4, 0xd715a6ccadabd951, 0x00000000915ef93e,
            0x9be6c24ae409bd0b, 0x831fed08be690e1f, 0x40f99039f17eb6c5, 0x0000000076ffb534,
        ],
        [
            0xb43ccb67e16661d5, 0x13fe8d1f47792f74, 0xb688499b3dbeda1c, 0x000000005b9b5ea1,
            0x6f26a9f66ec4def3, 0x45056f3cc4515542, 0x1f557c408e4ebca1, 0x00000000d6441259,
        ],
        [
            0xce35a362f888614b, 0xb625082be792cd9f, 0xc2bffaa7c27811fb, 0x000000002e866bf3,
            0x77eb8fe95846028c, 0x3bca8998a9d20871, 0x127a1662d0bd23ea, 0x000000005de5dec8,
        ],
        [
            0x019462eb46956a22, 0x113984846c94e52f, 0x81226d1213c9c654, 0x00000000a216a445,
            0xed0a5d8a981933f0, 0x1914f64877308047, 0x07662c9e8c88f844, 0x00000000504f5f17,
        ],
        [
            0x9ea0cb000ebf9e82, 0xc3c02c9e4128da79, 0xa0ed2cd4ea403127, 0x00000000fb2031ec,
            0x952167109a68b2d9, 0xefa2bd5f862e3069, 0x4fd09a2a4245a947, 0x000000005da08cad,
        ],
        [
            0xea6ea3c9a24e4556, 0xb4010098c6c1108f, 0x2c30408fcc83bf8e, 0x000000007aa17b0c,
            0x06aed6af89219d24, 0xbe94120fc003650d, 0x66238f2e72d853fe, 0x00000000f46a15a7,
        ],
        [
            0x931884c81d9aeb30, 0xa1ce95aa5daec4f7, 0x92e05444d698c424, 0x00000000cf293791,
            0x03de01040b7c6cee, 0x15ddca82874d8876, 0x94e869c6fbae5f26, 0x000000006882e290,
        ],
        [
            0x57d9640b08dd91a9, 0x5b4d9135a2c9eba8, 0xbaaaababab257b93, 0x00000000f0606f37,
            0x35b6867d1f3187e2, 0x0cc3c0e22818900d, 0x2e60fb0936119f8b, 0x00000000104595fc,
        ],
        [
            0x7bd238d97a3a14fb, 0xdfeedcd0ce8e4f4b, 0x4a6830cd4c3f69e2, 0x00000000cb39e460,
            0x7ac680c73381c077, 0x96362ac14623b17d, 0xdaf1783b5a397564, 0x00000000c50eb55b,
        ],
        [
            0xf16a11acf0756f21, 0xc74dff4dccc9dc6a, 0x54c7275071ab7d63, 0x000000005a001c63,
            0x226cb517cf7f1e0d, 0x09440d66b6f26d84, 0x9f9ee30a3fc36947, 0x00000000a1549b9d,
        ],
        [
            0x9b037f03d37286f6, 0x24b3f9df2944b7c5, 0x39ff89343024a6b4, 0x00000000e255f2b9,
            0x8461ffa3505d63fb, 0x41e1b7f006fe32e9, 0xabbf2a7dcca969a4, 0x000000001b4c9225,
        ],
        [
            0x745251d5692e4d35, 0xe04526fd0cc66562, 0xba2cd2601e650066, 0x00000000806e19c3,
            0xd5931a168d269702, 0xedd35150f2d27032, 0xdab806a876cdb9dd, 0x000000001fbb2282,
        ],
        [
            0xaf9eb07160e433a4, 0xa5de2fbe8ef6cd89, 0x34934b89d2df4a0e, 0x00000000902395f9,
            0xd955dd8b6ab20488, 0x3c1eed5206e01a21, 0xb908ad4d4b2d42fc, 0x000000003e438ec2,
        ],
        [
            0x4a2b22469d51f064, 0xfddd99d1a65e1e3b, 0x6b9d08f0671cf2f3, 0x00000000162efd24,
            0x3316fc3e4fa36b3d, 0xd5adf51b84ae1987, 0xdbe094f57d0dc886, 0x00000000c7b0730d,
        ],
        [
            0xade396cdd3faa231, 0x01d4d908811bf63e, 0xd1d42f86248ae74e, 0x000000002a53833e,
            0xdd6ad9a0e4ea9494, 0x8b55cfc39fa3b7d6, 0x39283c39eaeb58fd, 0x0000000008e16c07,
        ],
        [
            0x54404580d15c68a5, 0x166aff67e4e26255, 0x44803917b61aae22, 0x00000000dc6bdb0b,
            0x5a6435da106247d4, 0xf6c68b36c997ec71, 0x7d0592069c169edb, 0x0000000049143593,
        ],
        [
            0xa2c67c55b9e18599, 0x0f08eaf0b07a6a5f, 0x7643cba9d3fd1e7e, 0x00000000557ba884,
            0xb5fe4a85f7bae734, 0x4876cea8276b7315, 0x9d347132758dfd69, 0x0000000070d9962e,
        ],
        [
            0x1bb62b05b0e743f2, 0x6fd286a0e8e8411e, 0xe45573f0d192f8c2, 0x00000000c1f3a5f2,
            0x2641917496b5af59, 0x50d9352d6c1325f6, 0xa91d228e2f81e001, 0x000000000ff7a9b2,
        ],
        [
            0x65d24c50ab22bbf6, 0x538362fcc0a3bca0, 0x1fbf5334d2982f71, 0x00000000e9683f1f,
            0x3d7bb88f74e085c4, 0xec911525494b4a93, 0x751a3063605aba59, 0x00000000a5ed58ff,
        ],
        [
            0xa3917565f0d3df3c, 0x4af5369f11c8ec53, 0x1ee15ba62d175372, 0x000000001960b924,
            0x31ba54a37484a099, 0x2e62c05fc6859db7, 0x05936cdffa58c3b9, 0x00000000ad817b96,
        ],
        [
            0xa90adbd399f116a9, 0xa08b9b9428476020, 0x60e12ac532d9cc21, 0x00000000bfe10a4c,
            0x7b6eca034f6ee920, 0x42210a51edebd94a, 0x08477755f2a708eb, 0x000000004ef95e38,
        ],
        [
            0x88e39d851a7e3bbc, 0xc7cb475042262241, 0x918fdfa43ad07ade, 0x00000000cb771a46,
            0x18ba36b7d39e0dbc, 0x3f5d4732eb29d84d, 0xf57833f61383d57f, 0x00000000fda5e179,
        ],
    ],
];
