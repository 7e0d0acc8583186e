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
//! 2^(6 i) * G`, affine, `x` then `y`, each as its canonical value in
//! six little-endian 64-bit words.
//!
//! Parameters: W = 6, 65 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table<12, 65> = [
    // row 0: multiples of 2^0 G
    [
        [
            0x3a545e3872760ab7, 0x5502f25dbf55296c, 0x59f741e082542a38, 0x6e1d3b628ba79b98,
            0x8eb1c71ef320ad74, 0xaa87ca22be8b0537, 0x7a431d7c90ea0e5f, 0x0a60b1ce1d7e819d,
            0xe9da3113b5f0b8c0, 0xf8f41dbd289a147c, 0x5d9e98bf9292dc29, 0x3617de4a96262c6f,
        ],
        [
            0x5b96a9c75295df61, 0x4fe0e86ebe0e64f8, 0x51d207d19fb96e9e, 0x89025959a6f434d6,
            0x69260045c55b97f0, 0x08d999057ba3d2d9, 0x61501e700a940e80, 0x5ffd43e94d39e22d,
            0x904e505f256ab425, 0xb275d875bc6cc43e, 0xb7bfe8dffd6dba74, 0x8e80f1fa5b1b3ced,
        ],
        [
            0x02d7e5c70500c831, 0xb408bbae5026580d, 0xbea4f240d3566da6, 0xcb9d3910202dcd06,
            0x64793c7e5fdc7d98, 0x077a41d4606ffa14, 0xb65f28600a2f1df1, 0xc24abd6be4b5d298,
            0xf7684c0edc111eac, 0x8520b41c85115aa5, 0x7d0bbe9602a9fc99, 0xc995f7ca0b0c4283,
        ],
        [
            0xe1efd631c63e1835, 0x1589a1597e3a5120, 0xa55dc8ad51dcfc9d, 0x97e709bd0b4ca0ac,
            0xc1c8aad977321deb, 0x138251cd52ac9298, 0x549f1c02b270ed67, 0xed7387be37bba569,
            0xab0e63cf792aa4dc, 0x6dc45d918abc09f3, 0x31e8a28181ab5661, 0xcacae29869a62e16,
        ],
        [
            0x0abcdbc3836d84bc, 0x37882f4a1ca297e6, 0x4f6661cbe56583b0, 0xf208e51dbff98fc5,
            0x573cac5ea025e467, 0x11de24a2c251c777, 0x184414abe6c1713a, 0x3177686d0ae8fb33,
            0x8c986533b6901aeb, 0x284b447754d5dee8, 0x0f5837e90a00e7c5, 0x8fa696c77440f92d,
        ],
        [
            0x0937f0854e35c5df, 0x21317d7202ff30e5, 0x1cbd41f262573830, 0xc33ebcbb7f0f5da5,
            0x226fe0d26f2d15d3, 0x627be1acd064d2b2, 0x1733a408d3f0f934, 0x04c45b8d84e16531,
            0x99864f6137154416, 0xb2c95352644f774c, 0x1be6dda6c14f1575, 0x09766a4cb3f8b1c2,
        ],
        [
            0x040f05b48fb6d0e1, 0x8b05526f55b9ebb2, 0x2d58cc9dfa7b1c50, 0xad6fe997fbea5ffa,
            0xf29f8ebf234edffe, 0x283c1d7365ce4788, 0x64664cdac512ef8c, 0x30d84ede32a78f9e,
            0xd9c92cd01dbd2256, 0x1a61d867ed799729, 0xba52efdb8c169047, 0x9475c99061e41b88,
        ],
        [
            0xe6e9b269d822c87d, 0x5a3258d6f403d5ec, 0x900c3c73256f11fb, 0x45bf227fbe58190a,
            0x75114297a6fa3834, 0x1692778ea596e0be, 0x6f6abfa4022b0ad2, 0x6bade1e9cdd1708d,
            0xbd1c30c2ec0eec19, 0x22554adc6d521cd4, 0x835388ba3db8fd0e, 0xdcd2365700d4106a,
        ],
        [
            0x5c55e4461079118b, 0xc388528bfee2b953, 0xc6cb1ee285fb6e21, 0x2216f7291e6fd3ba,
            0xf1bf29b8b025b78f, 0x8f0a39a4049bcb3e, 0x262da4f9ac664af8, 0x9e743efedfd51b68,
            0xb7678854aed9b302, 0x9a9b3d7ca3c400c6, 0x452c4a5322c3a979, 0x62c77e1438b601d6,
        ],
        [
            0xa9cb2d13186658fb, 0xed8e85ab507bf91a, 0x931d5c29291238cc, 0x4f372d90b79b9e88,
            0x678d29d6ef4fde86, 0xa669c5563bd67eec, 0x97784f6ab73a21dd, 0x296d8195248288d9,
            0xc502df78c3b705a8, 0xf70119550c183c31, 0x22d9083db5f0ecdd, 0xa988b72ae7c1279f,
        ],
        [
            0x26356f3b55b4ddd8, 0x4749b66e3afb81d6, 0x56c9fd14892d3f8c, 0x7fe935ed5837c374,
            0xda1eeec2904816c5, 0x099056e27da7b998, 0x7d5dba8138c5e0bb, 0x5466d51263aaff35,
            0x43ff93f41b52a325, 0x6fc4eed8dfc363fd, 0x688505544ac5e039, 0x2e4c0c234e30ab96,
        ],
        [
            0x66da2ea77d2a7022, 0xda4a5e22da817cb4, 0x648af2691a481406, 0x8c2ed5e41f6d0e21,
            0xab3ac421dcf683d0, 0x952a7a349bd49289, 0x9ef6bacce21bd16e, 0x031aa64589743e22,
            0xb9028b096196b50d, 0x09fb8036ce18a0eb, 0x63052deae6f66f2e, 0xa0320faf84b5bc05,
        ],
        [
            0xaaf1ca1e3b5cbce7, 0x9ee5f441abd99f1b, 0x6267bcd1f0f11c13, 0x9632bff9f01f873f,
            0xafdaf5002ffcc6ab, 0xa567ba97b67aea5b, 0x6423a12736f429cc, 0x776bcb8272218a7d,
            0x86329be057857d66, 0x5185595046932ec0, 0x644e4147af164ecc, 0xde1b38b3989f3318,
        ],
        [
            0x37209accf0f59ea0, 0x41aba24dbc02de66, 0x5de541eb651cca2c, 0x877b1dffd23e7dc9,
            0x6bbeac481b89d2b0, 0xe8c8f94d44fbc239, 0xd7ee5c9e1b67b888, 0xfc468ba05509de22,
            0xc8319413a09d0f48, 0x33b86191e7728d79, 0x932bcbf6de52c8a9, 0x891ae44356fc8ae0,
        ],
        [
            0x4b88701a9606860b, 0xa849557a10b6383b, 0x5b21f9f7da7c4e9c, 0x22a94156fff01c20,
            0x8cc15c11d8135255, 0xb3d13fc8b32b0105, 0x985d588d33f7bd62, 0x838d24f8b284af50,
            0x84d1114373dfbfd9, 0xeebac4a11d749af4, 0x1b049b2536164b1b, 0x152919e7df9162a6,
        ],
        [
            0xa462b892401dafcf, 0xac8ebc773d157811, 0xa464fa9428a8583b, 0x6b80dff0e5152cf6,
            0x5fbd88e2b231511a, 0xd5d89c3b5282369c, 0x6822b755ebab3673, 0xd1210cb8f49bf223,
            0x9caba57e440a7aba, 0xd41d4fc40e2a3bdb, 0x41816d5e9a9448f1, 0xd815229de12906d2,
        ],
        [
            0xcaf3a9add9ffcc03, 0x17012a991af1f486, 0xdcc614e42e5805f8, 0x692befb0733b41e6,
            0x00a5ebbcb13e1a32, 0x4099952208b48896, 0xfa650ef5e23b09a0, 0x04da4d2faa9680ec,
            0x9b797d277f2388b3, 0x163ad3f8008ad0cd, 0x39474594af603598, 0x5ecf947778330598,
        ],
        [
            0x9dfb44692a9b93dd, 0x8b6c2355169cc9c9, 0x315e402a7089fa0f, 0x828b97cb088a4903,
            0x64c41d39360a7423, 0xdfb1fe3a40f7ac9b, 0x7a366185233ec522, 0x9168b7036ec0a7f3,
            0x6c57f449a1c91dc8, 0x3a634c1c42d2ee7e, 0x423a68a25587e161, 0x453aca1243b5ec6b,
        ],
        [
            0x9599e68713f5d41b, 0x59c8651060801c0e, 0x12390b430467aabf, 0xe07dbecca86cd9b0,
            0x16858a211d750b77, 0x8d481dab912bc8ab, 0x6995b07e75e52245, 0x11ffba5608004e64,
            0x594b32fd7adc0e8c, 0xb2291b68a1039aa0, 0x7be99f2a60669050, 0xa1592ff012146085,
        ],
        [
            0x50599be5800a623f, 0xac8a105d70d4f85c, 0x1e2808dec2eaf161, 0x39849e2b11c1a9ca,
            0xeee9484c86086d21, 0x605508ec02c534bc, 0x8e238c38dad8eedd, 0xe92e99b78de367b4,
            0x53aef11b733106dd, 0x381b7639a3a65f13, 0x1f00a103b8543a07, 0x5158ee87962ac6b8,
        ],
        [
            0x626b4c175eb77422, 0x46a37313df88fd64, 0xf9936136bf42cdb7, 0x606290985f8283f5,
            0xc7817121057d46e1, 0x27935df4e25c6f47, 0x9d5606eb10c69f84, 0x2b6f8d9838ef0c13,
            0x585d9c4e6c615b53, 0xa4f2d4aec079c6b7, 0x9ab1a3798d1e3524, 0x380a1a3b4898d4cd,
        ],
        [
            0x31f375ccf9ada337, 0xe42d354877204a58, 0xc00e43cbf53606de, 0xc320904bf33c4192,
            0x48746b20fe44656b, 0x1a3abc4dfb1d29d8, 0xa8b97510b3d6d059, 0x2d00706b0088275d,
            0xbc143c1799d79442, 0xf8c43d1adb80aff2, 0x71c0a205b859099d, 0xe3495c212d493910,
        ],
        [
            0x1e555ebc684aac81, 0x84a900a91f7c4ab5, 0xa68749c30c7f9aa4, 0x22c0102fd4293a78,
            0xe741a4a8000d5eb8, 0x3cb647a5df014c23, 0x79b65fea0d5a2b14, 0x09be21f6414b9be2,
            0x7afbf0557ead6368, 0x6103c7b0218bc837, 0x4966f85ebdc18cb4, 0x28300479a8f88dd0,
        ],
        [
            0xb8fc503a52c7119d, 0x133f171d399bb367, 0x7f4ba75043f7ce6b, 0xf826f0160455eccb,
            0xb3c12c1dff5b51a9, 0x0b2b78bdb399c17b, 0x84cebd4446c46830, 0xc0a9f63186f66b51,
            0xbd117eee446d0af1, 0xe94f1a29419a8d53, 0x635f15854e75794d, 0x3b5be6405e1870d1,
        ],
        [
            0x46f41be83716be9a, 0x31a8a58b3dcb2ca4, 0x555746bd28fda974, 0x07c4d76fab5ce0a3,
            0x9ee9eb5267946762, 0xe4c6d5cb9183a670, 0xffaf54d7e6aac897, 0x09a957bbac49722c,
            0x6280b8afe5d6a5a2, 0x5942e18d15922f20, 0xc0027f165dd74ca9, 0xa37245523aa57845,
        ],
        [
            0x9c2cd48bb6526e80, 0x14fcdf3bc8565276, 0xcebbb25a07792c43, 0xa4373c71c90399a7,
            0x2b88d363d1fceec6, 0x88dae96dc76ab8cb, 0x790618528ba5979a, 0xa184323e0cc4aa90,
            0x6a741314cb6118cd, 0xcd65c4469a70a99c, 0xbb53ed12010ca160, 0xbd76c842440fa34b,
        ],
        [
            0x6b4eedfa23e2e546, 0x20761bc15898e1b0, 0x4acb49c0d7ba04e2, 0x08e3acaa2b4a8d3a,
            0x3c316d5a82c8b705, 0x9c5fa2c13f418e62, 0x529fb56479f48752, 0x0ef2c4b2213f519b,
            0x6f015651bd9218e3, 0x94fdf1b7da9e5955, 0x5afe81503cb7bf61, 0xf641de0cb075851a,
        ],
        [
            0xc7e6a187c296ce28, 0x64f1d4fefa439e57, 0xc8bade1c652b661b, 0xd99ba6fb33270854,
            0xd63fd685f9fe8d6b, 0x1f1eebd69cfac8d8, 0x46d7ca5dcb307e14, 0xd93fbe57b32a2af7,
            0x6c02c48e105ef0d2, 0xfc3ac147611eacb1, 0x24c695bc78c48eff, 0x3fd42332af05a93a,
        ],
        [
            0x977bb83b1eb1a373, 0xad69e407f57b1e27, 0xfa46d04f4d4dfca2, 0x6e0af4f41cbcde50,
            0xd7b75810ce554ee5, 0xf1bc35f9656c6eea, 0x53e0d05ef28faf29, 0x3ffe8f5147848a0e,
            0x531f70960a30e838, 0x8d7aec776d94fc70, 0xf733c547c0f2b3dc, 0x2458497a559bcdcc,
        ],
        [
            0x163d59596752a5bf, 0x1ffb816b13a131da, 0xba3b0775f23dd132, 0xa5e64b4d7661e143,
            0xbe8d64327f27b3e7, 0xd43bef39667b4579, 0x0b6f05af2ff43553, 0xcb1f76487340e47a,
            0x6063311e47b150ed, 0x875f11540a404489, 0x9165b49d069fe5da, 0x06d2872900beeb72,
        ],
        [
            0x0c8361dba9eb28b9, 0x061fa485bd1b8a65, 0x9d3993124d374e62, 0xc73e3336394c98c5,
            0x04fcfa12c087d446, 0xf2e6f06f0ea533e8, 0x3152f5ba7852680c, 0x3e8802c6d2fc9ebf,
            0x3fb0b9ac114251cd, 0x4a041a8651780d31, 0xf9e442612fcffbd1, 0x8f86e464c200bc46,
        ],
        [
            0xcce82fe55ff86ed6, 0x44819b88e217ecd3, 0x612ccf2cc4acaf5c, 0x9f81618d6d99af63,
            0x8bab99df1fd9b2b4, 0x7f7356c5e0fbc667, 0x53ee2ce86961877b, 0xc75d1513aa614bc2,
            0xea6b40995968c751, 0x2bc55e5de0c3e6f2, 0x43d1a5fb9b4ca662, 0xe003b31de2050a4a,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0x1d69c70f9327605f, 0xea639d94cbe63fde, 0x59a599fc9a8425a3, 0x2ea5e5abd26608f2,
            0x46e3584176607361, 0xc1e179aa178a7800, 0x8b45f0b4856f8ea5, 0xeef31860c20ddeb8,
            0xf7e8291eafa21b56, 0xadc07640a2420eab, 0x09ba6171650371b2, 0xc3842f6e4dbca6d6,
        ],
        [
            0x9bdd08caecd5d092, 0x6c157d3bb6866508, 0x79df1c9778d6d160, 0xe82fa56f53e2d9d9,
            0xa26882916cf3ce49, 0x79da1e5e28977552, 0x65e76ee7f82499f9, 0x96d0202bef0ac839,
            0xb157aaccd72eb9eb, 0x6e16e4dc839f861c, 0x7c6a5afb8b099d07, 0x57a8e52c2d2b9c5d,
        ],
        [
            0x9db4e413152f9349, 0x430fea946375a1a2, 0x040a00be0e78dbdd, 0xc1f2545586167246,
            0xcc0812bd76fe41b9, 0x3589f99e1a251357, 0x497dca9ef939eb7e, 0x8971eefcec8bcd73,
            0x48e04d2d245d0de1, 0xed9b44a4a9c8e05f, 0x71be5081c5624078, 0xb416706e879bba6f,
        ],
        [
            0xbd5ea78776ead2e4, 0xb8e0f03cead4d0dc, 0xa2193f92a7dffded, 0xb3f2467a351bc35e,
            0xdeda6f0636c5018a, 0x21a4f5d369269255, 0x4a0ab4d409ea07cb, 0xdd574f9cbc926b83,
            0x6a6a72aa967f587e, 0xd78d4d860372df0c, 0xe9a595ae828d35e0, 0x3884923650514591,
        ],
        [
            0x17f772b3624db892, 0x3059c8c6148b69f6, 0x83bb6c8d7fab39b4, 0x3c8ed103aa8f174b,
            0x4316bb6b6771e516, 0x170633b3c599a54e, 0x7d88e20a74605515, 0x5922a679cdd8fdbb,
            0xbbe53515b41c6da2, 0xe315506fca6531fb, 0xf49ab476b6e1a6d1, 0x3d8ba0ff748c9f93,
        ],
        [
            0x8222dbcdb4e78f7a, 0xc903f81e0b94a83b, 0x29c978a4917cb6f2, 0x19c766b90505b9fc,
            0x46518887effd802a, 0xab277aa51141c9e3, 0xe4abbc809e45b32e, 0xeb23460ff7ebabc3,
            0xa8205dd46343281d, 0x1aca4501f8bcf734, 0x4ae38c9934835e88, 0xeca4185d027a4200,
        ],
        [
            0x3deb1b1d9833d359, 0x6983e73ced2226a3, 0x641c40871c6ab7eb, 0x66f59f427c93d228,
            0x1af80ee759936f2c, 0x4eab8f88150756e5, 0xbb0a9d982b161f15, 0x30d9445bc8e345db,
            0xbc78b292160d98d2, 0x84612467ffba8a8c, 0x30404b8f914a8b6e, 0xf6c72980f8010604,
        ],
        [
            0x4bbcf5bfd2b95e4b, 0xe8bfe43551349b6e, 0x571533f55ab413cc, 0xbd69fc19d718ecc0,
            0x74de9e043a2b213e, 0xaa42feaf75113b9b, 0xabe51296c4bc5137, 0xf0553fa5a80ce91d,
            0xf78601bf6d1cdfa1, 0x175bf2d5e013e684, 0x40b275b835e76ab9, 0x798ad0576904030a,
        ],
        [
            0x849867e95b4e900d, 0x332bcc6773900edc, 0x1501cf37c7d7bba3, 0x32232b61476764e0,
            0x505d13b9ad4e38d8, 0x637c4a11fd449fb2, 0x9188e2f4b1fd334f, 0xb94d1180cd1223f6,
            0xaeda3ca873cfdc4e, 0x5edca443188ce946, 0x81a81357fcf25698, 0xd6fc3b1a0851f688,
        ],
        [
            0xb2c406d53cf4477b, 0x01c5a2670cc3a2e4, 0x3b76aebcc566fc8f, 0x5aeb94bbd02d1260,
            0x3cbe69076c871bb2, 0x0e8a176e4791287b, 0xb96d930033657892, 0xfd6c8b2a23fb9ab5,
            0x8fa735ec6aba8c56, 0xe8cd2c657bf310e0, 0x89eb90b44e7e728f, 0x8db1d780f91ab329,
        ],
        [
            0x673b9686aebee24a, 0x1bda85548acaa42f, 0xe43a97fd1d78a892, 0xe478b6868b519040,
            0x05c34f0827b906d9, 0xbadeea527c877674, 0xa58835ac79fcc1c7, 0x40ec88e4b0c871a8,
            0xbb7d2142710ef3a4, 0x2a91390ef7a1b40b, 0xec9c52973e4e012d, 0xd4a3171f7e036ce6,
        ],
        [
            0x37e0c245d2200e52, 0xdee8d7087cd1351c, 0x1f32503203fdfb69, 0x175568f65e82eafd,
            0x6076f98dec59b334, 0x6df9f50fb783ff53, 0x7b33e8889bad7404, 0x66836345f491048d,
            0x22ede35f2c43f337, 0x181daffd56523bf1, 0x66470233153d2350, 0x3e38931e0f49cb05,
        ],
        [
            0xe808b3dc9da953c3, 0xf53d2744d27f4f87, 0x07121534b03d64c4, 0x38b7b140a800399f,
            0x6396e4152cfd70c4, 0x95d17b2abf14035b, 0x44c2f30c2fd3d603, 0x302e279603fc7d10,
            0xecc899094a52cc18, 0x5b5f7d9e2ab7df97, 0x02e94fb6e14e06f7, 0x1b38d7dc5d35aeec,
        ],
        [
            0x8d52519fc4af95a2, 0xabda99e06881c6ed, 0x89e8cc1077e35d16, 0xd574d01ec9263bee,
            0xddd7cdb0f98b4b2d, 0x69c22d0080a8c8e0, 0x6496c1bd611d676f, 0xc670b2892854da33,
            0x84c2ab618716ca71, 0x3a9aa3c6c6767ce7, 0xf8e04169e3837c28, 0x52a21b238ece40db,
        ],
        [
            0xb86b2e9872904872, 0x8d0d04a5b73ff25d, 0xdb02922b90159c95, 0x8a2c46078d366335,
            0xa021d91f548213f6, 0xe66f335da3bf11c2, 0x3601fec705a4d3fc, 0xa9679b12a63fbe40,
            0x2e353294ed551191, 0x082d130edc77c052, 0xafc908ea4ead9bcb, 0x58d2bd26a0808dad,
        ],
        [
            0xea4322e0d779e702, 0xa1d000f8db51c149, 0x400f88bf17678598, 0x7b4edf8a0a120b84,
            0xae476d29467c3bff, 0x2b5278c05f0dfce2, 0x9c2ce6b2d2715150, 0xae41d7bd67cafaf0,
            0x09c720007625521f, 0x77494933762390f6, 0x95cca3cfe2c7d9e3, 0x497e45e2747b1087,
        ],
        [
            0xfe36f81f760aefeb, 0x15290bf3580faeef, 0xcf7490b0efc655c6, 0x273cd663c3717d53,
            0x96e34287f3694db3, 0x8c00c418cbd6d7a7, 0x9e1cfa774158b2d9, 0x58a1a530350c80ba,
            0x0bb1fb5a3bf7a94d, 0x016aad1f90fad975, 0x11f34783f9aec82b, 0x45cd9e0d8ef1ddd9,
        ],
        [
            0x1b930d4f2ee53de6, 0x354ed8b648547117, 0xe0a209b1284067d2, 0xa57ecb98dcb5ebde,
            0x3786e48ac0ef726f, 0xdc16f7e2bf943922, 0xff3cdc8d2bfe520e, 0x0ddf44cbd91a6840,
            0x816e6802d0934691, 0x8f557dbef27f7e45, 0xd9bee0ecb0e6f67f, 0x70b2d4c8c839e26d,
        ],
        [
            0x1ddd8b1bfedcab8a, 0x0a151346054235fb, 0x43906fc1bb154232, 0x2768c67b3021d4fc,
            0xb3c6bfa53da9fc7c, 0x3d10b4020d12e7c5, 0xd1c7b99899c776e0, 0x1ae3d3451808a032,
            0xeaef396b0c3e929f, 0x9b6376e17fc129c9, 0x476a9ef3659a960c, 0x1783656ccded5ff8,
        ],
        [
            0x54f95f24f400e78a, 0x0306ce7d72b2d31d, 0x79e9e9610285a2d8, 0xcd8f23cbd6ec8d08,
            0x10579a7812f98fa2, 0x7a119bc8f901ef7b, 0x24ef87cada4fff62, 0xd829756d8435f9ec,
            0xd1285274b9d8fb83, 0x9ae579e88cc0ff39, 0xf9f8e48214dc9153, 0x052f10f4ef6244cd,
        ],
        [
            0x7ff7183471fc2f25, 0x8e668e2d2a16f58b, 0xf89188a9ded73623, 0x947fd766ab638f13,
            0xb795ce1ecc7b03a5, 0xdcea74aa0ec1ac67, 0x91e27c0ad72bb930, 0xd5b8427177ef1d9f,
            0x32d085581e5f4972, 0x2f1ceccc918ddca0, 0x5c1188f2b1d7e694, 0xaab30edda8583474,
        ],
        [
            0x89cf2fc12c11b0bf, 0x62956caef836332c, 0x52dd05f584025bc8, 0x76292258857b677e,
            0xdafbfe1761420008, 0xb128cbf1fd4a760e, 0xd69dad886903e6f1, 0xf17a5aac2e07376c,
            0xd91d754ac68e3a50, 0x12a8359de2dd3934, 0xd8f888fd54a59fd5, 0xc8dd2b900959465a,
        ],
        [
            0x6c70d0dc0852ec5a, 0xfe10cfb04ea06f5b, 0x9ccd5a2a97920527, 0x3cbba27ba2d55e61,
            0x5dfb9f5b8f049669, 0xe68b77da7c083c8e, 0xa4ffce7da6032aa3, 0x968a757a397a6ff9,
            0x58bb58e60737793f, 0x1e970c6546393eb0, 0xad2a4a0435e5a274, 0x499ee3a4bd697edf,
        ],
        [
            0x0f27e42228aebf62, 0xd3c18fab32806f51, 0xcd8563fe5d538c0e, 0x91719e0fb79e3d93,
            0xefd3a818d61a7549, 0xc17646121e6c5060, 0x73d89c9c15381675, 0xbdb8bc00266a899c,
            0xf78c8a5b0407252e, 0xfe530a9baf28cf0b, 0x061a76b76a7bcd1d, 0xe3240e9dc3c2e3b3,
        ],
        [
            0xa9ab5c124dd27e84, 0x2c2cbe1eea5eb7d9, 0x4676bdc3a8b5cca7, 0x3e500dbf9d3e9d9d,
            0xddd7eb073a98880c, 0x34066f6ba1ffdc8c, 0x83959230d87e7f38, 0xf70a1c05a75716be,
            0x77079e3e8ca6438a, 0xb714299e2aee6e97, 0x45564c4d8067993c, 0xda01313ce443e7c7,
        ],
        [
            0x504319eb1136a217, 0x0b9861da7f91584c, 0xe0e73c09877c12ff, 0x37553e1d66f84235,
            0xf2c3c76ed085d50a, 0xcdbc94150f008653, 0x9dbfdf43da73b6f2, 0xb3870083eb19dae7,
            0xb5181beaf10a396a, 0x4f84fe51401ae61e, 0x4e2f7308db40503f, 0xbd597589869ae68e,
        ],
        [
            0xe5ef4edbffcfb8e6, 0x5469fd4caee3f966, 0x7f997744a8cbb5b5, 0xcd62f6a0cd0471f7,
            0x4a743998344e3644, 0xac8ce3f014e91706, 0xcbe62544b0c6e20a, 0x2196a228bf1515a7,
            0xf18699fc6c980aca, 0x2b6489f4602903b3, 0xf2846674360a5b3f, 0x5c0f6973239cf348,
        ],
        [
            0x6fc967c799f68d7a, 0x16c2938454a40bda, 0xd7bc200669cdb1a2, 0xa8d503472a493891,
            0xc953d265b486d71c, 0x533b2e620c5a9b83, 0xa678328995aaa767, 0x8e1cb5ddfcc63995,
            0x5af64fab951d12bf, 0x8ab7ef8ea4ea2fed, 0xeb818b8d01d259e4, 0x2ffef6f4633d93c6,
        ],
        [
            0x86700e9f4647c281, 0x5087460d685b4891, 0x6ec736fc76e43110, 0x1aee4814e9d9c37e,
            0x51a376502ae4e13f, 0x1f6573e396faaf9e, 0x39f394357a2df510, 0x073e952c1ba67ddd,
            0xdf863b07404a642f, 0xbe687ce32a10aaaf, 0x8d650df3374d87de, 0xd7db4cdbb447bda3,
        ],
        [
            0xfb51269ae95d0f21, 0x74523499d4c6ad50, 0x7fcb9dfba69659c1, 0x4a397374b8cd43ea,
            0x42c04461b64f6ec8, 0x20677bf009d4fdf2, 0x5e43803bf86ca33f, 0x970ace10ff260071,
            0x2763c0b437ab3837, 0x17fbf5a35ee7b63d, 0x3dde759cb0a049d6, 0xe21886f4044a463b,
        ],
        [
            0xe1e1995dd66d51ef, 0x5dee36781fcfc938, 0x34e9e43001a69bd8, 0x0c5edf858cca6058,
            0x8f08b37e4cd35e10, 0x8a513cf899fba0fc, 0x357510cdf29ce27b, 0xd0c03b8edea0f29d,
            0x13960dece7dad46a, 0x651acd8dcca015b5, 0xd634f15d20612313, 0x37e3e99f4c363037,
        ],
        [
            0x8913a117388408ce, 0x51c48db0a44d9d6b, 0x07216ada61fca109, 0xa5abad7dbdca717f,
            0x4deb02729a066e64, 0x298b8179063d9a71, 0xf620effa9b92f017, 0x3f609b9d648d5ce1,
            0x7dca4c7c695890d2, 0xb554da340064532b, 0xe610d9f066810e1d, 0xfcf63e77d4c85682,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0x00e8105825adc9ec, 0x8d8e5a4c1873b2bb, 0xa7a882f95d1f591a, 0x5cc7168a6c27f447,
            0x679662c03461d347, 0xb251813991dc62be, 0x7958b510e701e4d0, 0x6e5f2be81708eedf,
            0xb0b25e1f4f79204a, 0x1a479632abedb90e, 0x242dc35ab01bee25, 0xa89fbdb7f910c2d5,
        ],
        [
            0xa105913d56e39561, 0x6be4fcbf4c8a33b2, 0x06d76d643ad10d71, 0xb1d53c2cdb0fe66f,
            0xee4863b8a834d276, 0xa14bdd8290ee7049, 0xad42b03621be6ba9, 0x1ddeaf12234df738,
            0x9ee9be704bb12874, 0xc63eed04320d5452, 0x258b28d91b37fd53, 0x8c7c4cecbc5c1b3f,
        ],
        [
            0x826e27bd4d25c424, 0xb8dfc019e426a10b, 0x092b08220742c59d, 0x54f5dc252a6b35c5,
            0xa183fceb96c13ac6, 0xb4648d7c7ef2dffd, 0x2259355a7f359e09, 0x703f7dcf4a08e8e5,
            0x8f88d8ad64faa491, 0x28c50b232498e2c2, 0xc96a5bfd39086047, 0x978a4cefb0e5ac72,
        ],
        [
            0x327db3e3fbd684c3, 0x311a08d3460708de, 0xae75918a2c0fac02, 0x7f6349d91161a482,
            0xffe63565ec4d3414, 0xad8aaa7a7a3712af, 0xc63aae6b4c4e0fcc, 0xdda01f09c902c68e,
            0xd538d27970460778, 0x3ce66a2a812cbc1f, 0x7b67b2f9d0b0e20b, 0xc465c8b2be2e545f,
        ],
        [
            0x84a1ec5e02036854, 0x3d5c84288190c68b, 0x90ce2a50b19c17c7, 0x18bfc6cf65656e71,
            0x9b23af4172b7da86, 0x730ce010e1f4c294, 0xa200502731ca4716, 0x5765ac386c9b9142,
            0x01ad37b92312bf47, 0x5d09402a5c970a63, 0x7adf96f3e5c1a5e9, 0x22d51f3c9e7a229e,
        ],
        [
            0x88bec014248e6f23, 0xda8340e9293dcea4, 0xab5308058289719d, 0x4ab82398ba20fd89,
            0x249416b10a26f359, 0x71f17f4b0cbdd698, 0x7af4784a274d54ba, 0x8da2b65c086ad99b,
            0x592ee99973b3fe32, 0x09e8cba44c3e6a9f, 0x4bb9b8f4170ee9df, 0x7cc3238346f77b5b,
        ],
        [
            0xab061418ee22164b, 0x6e91de75e8eb972b, 0x350d1199935becca, 0x91164ef88aa6b056,
            0x467416ba6c0a8d3f, 0xa52822e30cbfd908, 0x98c18ec766c8e8d1, 0x901192ea13f4afe5,
            0xe2373ea166436e52, 0x73047fdaf61e479f, 0x9ec67c8e7804a96f, 0x4ce39ab5f5e9ab3a,
        ],
        [
            0x2127dde075d5c4b0, 0xe329cea21d4e8a32, 0x0f233093e7e26891, 0xefa237f7e6516f2c,
            0x2045d0766f61f549, 0x6a557a974d1fa322, 0x1d7ecaed53c7cfbd, 0x15342a079b08d99d,
            0x7932eb342d4d2107, 0xbb8b410e296c9e9a, 0x6c4bd55c18e98e4c, 0xfe8c04ae4d2e1e0c,
        ],
        [
            0x72cfbcdd05419be5, 0xd3c127804cc1b97a, 0x72f649b004ece88a, 0x62b7268a3cd27b66,
            0x32469fba415b4247, 0x03cfcdf91799bbda, 0x37f2d1ec46383a5b, 0x1b9602f5d9e8cc5c,
            0xd56b8310fb96c12b, 0xe0cdb5e785449764, 0xd49af0ebba02c4ab, 0xb73a10802bbce595,
        ],
        [
            0x26264d2424a41ad0, 0x1143abad31e33d4c, 0x4d09807696dba80a, 0x0926808bc27f1c97,
            0x30c2d84f02cf9ea5, 0xeea639c62fc1da7e, 0xf503786c029f2c57, 0x4cda8a126b34ae0b,
            0x14655936ccba50ce, 0xc740e23325813049, 0xa5da34ac75d7c212, 0x83d8b8725fdd109f,
        ],
        [
            0x61aed0446cdb67a9, 0x663a09d31b9c21ec, 0x04ce0c5d0afce29e, 0x39ec91b95d96013c,
            0xde55edcb30cb7fa5, 0xf1e6d8b4f3465d26, 0xe37936837cbb6cdc, 0xc6292f605d1f7fb6,
            0xe427f1b5c7967cfb, 0x6af0f7ff66e1806b, 0x72bd929d58dbe7ba, 0xca2ff02a321e7979,
        ],
        [
            0x6a8320b0ab9dd5af, 0x5df21d5dbacaf501, 0x42ae4e75846f6614, 0x2f1d666face0e8cd,
            0x85d1205ae384f91e, 0xa86b6130aca9f450, 0xcf7d000665fbc243, 0x68506d266a99e193,
            0x9f0f184a6f431010, 0x158fce40131194ab, 0xf13070f263c0ac21, 0x9b6ce88a47fc69bd,
        ],
        [
            0x60cb3b13b6fc9676, 0xb50c81d194a67643, 0x09976865f5381e3c, 0xe731c6fff1ece3b9,
            0xe92f6df9d0d38f51, 0x4c873339a0117b21, 0x9712355069415daa, 0xe3186df6efb6bcfe,
            0xeb587f6c5adc0885, 0x8d10bbb1e38d4be8, 0x724aac6ca37af77b, 0xd44986d42233edfd,
        ],
        [
            0x52406cf87cdb6c4d, 0xec3329e4adc33de6, 0xa79f7a8cc72c30e2, 0x420f559e6b1c0944,
            0xca9bd927dfe01959, 0x1b100452c043a445, 0xbc611e8a52769cd0, 0xede0dd7b06255131,
            0x1af401a71521a4bf, 0x303de473c2814979, 0x1770c32271752476, 0xf5ffe18ccbf680d3,
        ],
        [
            0x25f18fa39b2b2b84, 0xbc48daca80256fdb, 0x120207d26ac11ad6, 0xd212ed54d4e8dcd5,
            0x54830ad18c83af63, 0x16a4804b0d85a122, 0x3ee000fa3492834f, 0x7028a73ad37f047e,
            0x00e409215ec68774, 0x18b5a95f6e1d2392, 0x3db749e4bba9213e, 0xe99fcc3ced1e052b,
        ],
        [
            0x7b5f7103450dcda4, 0x991daeaf210005fb, 0x399186afe7e9f447, 0x80bf2bf960a1e9a4,
            0x517356192bf6a679, 0x13ee2f3c97b96d3f, 0x3cb0f721220244b8, 0xa1ce495fe6860a4b,
            0xc0a1437b4d1751ad, 0x5b0af9b4f55e10ee, 0x70f25a5e9cbedc04, 0x4c1548bc5c11ea07,
        ],
        [
            0xe769b8ab703a0cc0, 0x3d37fe640fb88298, 0x87225fb5997c7ff7, 0xe49f161e35b5f073,
            0xc1d46de5a7e2da9a, 0x2c9c18bf12e52bf6, 0x2c1d0431a78ddcc0, 0x5f9cded250c25e9d,
            0x70c790b18e7b1971, 0x5da38100fe4d665a, 0xc168b8804ec6f5c1, 0x8e17621bafc217f2,
        ],
        [
            0x6343b9c9651be432, 0xa1fbd00d74687ef1, 0xd1004c972f179b4c, 0xc046cc7f191e12d3,
            0x5c076f6aa0ef5796, 0x6f39f1bf17836454, 0xeffa93a3cb0a740b, 0xec4a0d165381d16e,
            0x5d96345794f7fcc0, 0x3e1b6994126c99d4, 0x5befb07b9cc81f29, 0x99ba51dd13af1bf9,
        ],
        [
            0xdb6934bfe6e0bcb9, 0xa1c97f1347f2ec2d, 0x5a2ece899484e29c, 0x54652ff73d1ee9bf,
            0x265ecf43e7afb77e, 0xa2a1652edd0fa0bc, 0xa6be5803f27466c5, 0x3344d24558799656,
            0xcecfec79d9ae6482, 0x3d4ce9206331ec24, 0xa5f0e98e66be52ff, 0xa905c54d3a046f58,
        ],
        [
            0xdad3c371b4f996f3, 0xed7cc0b73b5209e8, 0x4bd67f032dc205e5, 0xc85cf2a5ce1ad5d1,
            0x3b448123708e2f4c, 0x0682100fef67940d, 0x2289db4401bf6040, 0x6bb7708f58973948,
            0x5439c8ce1194396d, 0x07cf8a8de2bbdf3c, 0x80a1faeddc0b0105, 0x29aeec2abe951d90,
        ],
        [
            0x2304cc1a1f961aff, 0xb0f82319a26ffd1c, 0x86ae2c15e36c57e4, 0x27d4ebc33cd2f53c,
            0xc50272711a7aa304, 0x5625c1d70d1ce383, 0x2dabf689e6dddff9, 0xd8f1bbbf4fc89385,
            0xede64f9a358d6630, 0xc4e36baeba5d7d43, 0xff467683b81b4975, 0x0b7263003614c4f2,
        ],
        [
            0x24b04a3dd07826af, 0xd7ebfeafeb20960f, 0x41631237988197f4, 0xa6f079d1e3f31f1b,
            0xdddcead5ed2c348d, 0xf625e94aab64c75e, 0x7f51a57cf11de3dc, 0x91f808a4001f3f4c,
            0xc1ab1b506667f760, 0x122f82cf94a04d05, 0x09bb0e6b37188cf8, 0xe39dccf27e1b278d,
        ],
        [
            0x6c94d15652772b11, 0x5ef0cd29f5b5fa4f, 0x1ab9d666b9e33134, 0x62b6bd1971bc2d30,
            0xd2b4d8b4f6891eac, 0x273b695c0a8e61e5, 0xaa88cc4b85f7d16e, 0x986b0051c8c66733,
            0x66f274a1bc1890d5, 0xc7fa701beab62e19, 0x27384002433fd829, 0x98eee4749a513fd1,
        ],
        [
            0x0f39fa728e491aaa, 0xf4aed90e68fdf023, 0x08de26b0f827aea2, 0xde24d0892eca233e,
            0xb77ebc20e9c4ed2d, 0xec0d94fe675c2e31, 0x6104f90d90a4efc2, 0x5d8908a79dab7679,
            0x4811c85f6916c441, 0x50e621dde8f2cc00, 0xae549231dff1d699, 0x0cada5a115fdc2d2,
        ],
        [
            0x5a9e168e1fb3f12b, 0xf3744904937d98cf, 0xc4315ab155175ba2, 0x1b585bd3f2b13008,
            0x82eca32637be3196, 0xbf6b2f66f56e6972, 0xedf35f6755fcb254, 0xbbec222701504126,
            0x041147770ff52eac, 0xee1d882e4ca7e8ca, 0x094b4fe48d423a47, 0x1125350ef6d79080,
        ],
        [
            0xba8f54b9693b628a, 0x13ea01598b175019, 0x04c7fb94e1ee4550, 0x194d504deefcb5c2,
            0x0dcd02314e6a7206, 0x24d9a24b3cf8635d, 0x742fef2a5b0ee048, 0xd5103fe985fbd49d,
            0x10de3a8f4db53118, 0x52ec6d0a5274cb37, 0xee3ddf003b616996, 0x8b5cf500a0b68fd2,
        ],
        [
            0x721d32509efd0423, 0x31a8befd73dac4f6, 0xbb0ba14a03b2074c, 0xc5dd733ff98e5c75,
            0xf4b0d5c70146572c, 0x0b616b84369be503, 0xc06df1b20ebf966a, 0x7be0d16e674b9eb8,
            0x42fda31725682451, 0x598ddd469562c4dc, 0xfd81604b4705b539, 0xc841b27444bde02c,
        ],
        [
            0xcc19ff31f1e2cf3a, 0x5c1907b8d03e3456, 0x407da8e8d209e002, 0xb116f691ced6ed4f,
            0x09fc4e3fd169cd39, 0x1f5d65ab84979b93, 0x6f7c29b0d5de34c5, 0x299c724226e28324,
            0x4509f48519f77992, 0xab8290264b994ebc, 0x6bae955f389f14fe, 0xa2f8486d96e55f23,
        ],
        [
            0xd4a0b0024d08bf09, 0x0679b7dd486e31e4, 0x699dad7f28371d5a, 0x18edbede75e5b0a2,
            0xfd0bfd4683f48806, 0x3b6c67310017008d, 0x914dd30980b1f78a, 0x8f185923b0b7e111,
            0x54554f4afe8e12e6, 0xac7fbf938747ddd9, 0xc2f0c67a4146d382, 0xa7112f5971540915,
        ],
        [
            0xef7f1a516c3f8884, 0xb771a30029bdaf71, 0x309da545d1655df3, 0x58a0d5395d8a7da5,
            0xc2cf159686674a6b, 0xbc2ffd49ea3267ac, 0x5123efcc06c57b92, 0xbcf2e02129ad1bde,
            0x1c216ead35279822, 0x80fbfc6534a59b0c, 0x23621c259aff15ca, 0x646c086d3a587863,
        ],
        [
            0x9634c24a09d8c62c, 0x2bd600f12f4f723f, 0xc9d040da65d2d3a2, 0x71c4a783888b38b8,
            0xd15f77490009a736, 0x77a9de05431c25e7, 0xa343070d497e53df, 0xd0aa414cb3e00bbe,
            0xd74819b327efa4e7, 0xdeeac4d5909e91b2, 0x7034c0d3050afc5b, 0x3fdc9f94705edd99,
        ],
        [
            0xd79f493c2458e73f, 0x9c2bdc4a6cb303f5, 0xc2ff9583f90fcdc0, 0xd26fdc9a8416a886,
            0x6f59f0d7421ba6d5, 0x7537fb3f9fac412d, 0x4362a6438e9aa5ca, 0xf61b69536a5d17be,
            0x93bf861ca846f902, 0x6ca17052df5c24a9, 0x038ae226f03a5245, 0x9843123578d24514,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x6e37e0d269c85ecb, 0xbbac810299936128, 0xd92c7958b3d9673a, 0x04cd923f55f23a8f,
            0x1242086943eede16, 0x3081c29426163225, 0x331db5e857e414e8, 0x61a27271a255c8d9,
            0xd227569fc82773c0, 0x34b21e0d3ae1da09, 0xafaf751889959fbf, 0x0dc36448d686a279,
        ],
        [
            0xd5d607738454893d, 0x418ff27fbd7b9285, 0x770d4f6f8b7c12a8, 0x175b8ad54250941e,
            0x072eec3b2a2c2457, 0xc8a919a7ea65beed, 0x527bacff2abf9f3d, 0x2bb16b50120fedc0,
            0x3667d95d3a8fe011, 0xd51a34c1a800cf7e, 0xa3ecae11c9d7ce0a, 0x1f46ec4ce583fda6,
        ],
        [
            0x137f2abf9e653d66, 0xed5269edae196550, 0xe363e32e215af734, 0x3aef4acf2614c6a8,
            0x968fc609af0e6f01, 0x2c0b4a06adf2a4b1, 0xa24892a953696aeb, 0x40af252973220df8,
            0xc618ba8da3c03890, 0xd258388fdb074943, 0xd12784c147fbae28, 0xbb2369b03f2d77af,
        ],
        [
            0xb065876369feeee8, 0xb1fdf7de8d4a71dd, 0x69c951862fb21fd4, 0xccd9fa5599cee80c,
            0x3fd704b7c1c26343, 0xf910ebfbb4089351, 0x67787c6e78a34642, 0xe5ee4625a14c33ef,
            0x2a10ae0709f4a12e, 0x10aff206568a2562, 0x7648b908b5e65097, 0xc62e2af747190a73,
        ],
        [
            0x28f2e8cb97c127a4, 0x7e8d63e182f71797, 0xff5915de0968cd84, 0x060bdca8c95c8a88,
            0x074e9dc3c323aca6, 0xd85a4558f3d724cd, 0x51b899aa4f984fe3, 0xe19b98de1f6a07e0,
            0x976249013db74b91, 0x010b2847ec9bc008, 0x5534a0bbe369477e, 0x4348c3eecc29e1e4,
        ],
        [
            0x70ecb6dfe2a18026, 0x6f89511531b0f37d, 0xa5109c6aa82e4ff3, 0x7b99518b645d79c0,
            0x740bf5f031720eb6, 0x48d78329456cf077, 0xa8036857dff37f22, 0x8ccf8857351a0f2a,
            0xd47724bc3f868802, 0xa94c8177892bb9dd, 0x71ae2671bedcf235, 0x523edd8667fcade8,
        ],
        [
            0x904558521a6ea73b, 0x912495d505c4c71a, 0xb21407d29f83d5a1, 0x7990362300d1dd9f,
            0x58884395c6ac5823, 0xd39d3b9075f41300, 0xca51b614e82524ee, 0x8fe145a2e7eb434b,
            0xbbb4573adcbbb7b4, 0x00a909f79fe31c76, 0x82c3d2ed621e7e44, 0xf42c2d4ec9f96757,
        ],
        [
            0x15eff3770a75674c, 0xa6e456c4ebde5705, 0x22f2ea5266e0a101, 0x9c842751cf288931,
            0x29e474428b18e551, 0xf167656e54067d51, 0x27174338bac64d61, 0xc9ad866fd35de557,
            0x8553516f68e20e9a, 0x91152472d59d2e69, 0xd25ebe80ee5fc178, 0xf422050f1fa8873e,
        ],
        [
            0x88c4b2b13a8ef553, 0xc70f21d7de3ccf1c, 0xb9f1fd7fdbd16385, 0xda21cd6f7f070353,
            0xa69fb53b5de8a97d, 0xd3d5f8944d7fd90b, 0x5f19b25d29f19fa9, 0x5286f3e686bdb64a,
            0x2b56b4a17b1291a1, 0xe2707b3b18286f6b, 0xc224fd78c7faf153, 0x752b9c106ce1bcbe,
        ],
        [
            0xd8c76fcbcf610c2d, 0x1681972fed59a63e, 0x8683fa27125fcde9, 0xfd328f7bac534d88,
            0x423f2812222d3c60, 0xdf2805469b427708, 0xe57956b95f1a8764, 0x4f3e954200887822,
            0x9aadd074ac87e8c3, 0x306a913b3dc9cd2e, 0x34fbcf6e11d95a1e, 0xfbb5b48697f51d7a,
        ],
        [
            0x7ef1be4b47e7bc17, 0x11ddfb5fb77370af, 0xed31ea07debb81b3, 0x0a214a635c51e26a,
            0xecbb81cc2d24e000, 0xac1082fb841183ed, 0xaed4dceb32b85399, 0x86a94f8936922cf5,
            0xacd7cb7d577458ea, 0x78ff944c326bd6d9, 0xed783b66b530e435, 0xb5df0e04cf29b99b,
        ],
        [
            0x7cd5e1cf6a2d14c2, 0xda750b6be159fef4, 0xcc44a0862b9ad41b, 0xeee614aa6e538ef8,
            0xc82e105a6c76cf88, 0x1d2f846b60607554, 0x13de417cf62402fd, 0xf83ddc3dc83f40e2,
            0xded521aef6234d7f, 0x5721fe31136514eb, 0xd0b97c701dc99d73, 0x269975febb7be383,
        ],
        [
            0x8c45bb22fda125bf, 0xd07c52cb2fab0ddc, 0x66e932ac8d208149, 0x18070c9d23c867a0,
            0x3141f3e667e3444e, 0x0f96a86f8034e627, 0x08256c49cf25aab9, 0xaff74ac8bfdbf361,
            0x0809f54fd5b248c8, 0x39b3e6397d16918d, 0xd789f62486ea5480, 0x443ad162bc90ae52,
        ],
        [
            0x10a2bb4c4c313007, 0x2b8f737419cad236, 0x99f4aec27e715934, 0x205444615f4d0d69,
            0xbead29bc542a5c77, 0x785c9d6994e19f13, 0x4cb8e22d1cb60ae6, 0xb7e82ea2b765b053,
            0x56aeff4901967032, 0x61cf65e1438852e9, 0x8b5322caf7e11220, 0xe03f177a2a1fbcd4,
        ],
        [
            0xfa10f65b074397da, 0x9e641b0e139a66f0, 0x8a93899c47bf219b, 0x459a95a6b222fa1e,
            0xf14022f919783a9a, 0xb7241939898467a2, 0x24573f46f775038b, 0x4f5281d76d4ee1eb,
            0xf4cee3b654dd8b2e, 0x40b99c9981a6b567, 0x551b3c703fc6098b, 0xe94d98dfc58d55b6,
        ],
        [
            0xbcb474740e62d3d8, 0x9b911b9a1d2c3763, 0xf320329d79d4898d, 0x1f4ee01154425b98,
            0x76c2928d8ad044a1, 0x0c8d7badb4f176d7, 0x2d9a34e595a7f829, 0x31b1bb70055dba14,
            0x00a0b834e36aed41, 0xe81d3037bb6257de, 0xc479075fa26ab4f1, 0x1b273c7cc8883c2e,
        ],
        [
            0x408d3c51b3495487, 0x38a84e29078e54df, 0x029e4b6cec4d57de, 0xe4333438308dbe33,
            0xae3ac807abaaa19b, 0x990fc97025f5c669, 0x1192d13b9ac3259d, 0x049f172fc0d862a9,
            0xf2454db03d6af6cc, 0x67d4d41da6b2cc35, 0xbb6556229ea99b1e, 0x5834b0160dfb9bfc,
        ],
        [
            0x0830bae5e3f85905, 0xf0a691ca1272ca45, 0xcbb5a18123737f88, 0x5afcfc1b204b8d8c,
            0x7895416b4017e718, 0x6b2b61af4b5cac2f, 0x088af554e2612b07, 0xeb965d749f04bcb0,
            0x2472ee66c2207280, 0xbea664a9f99296d4, 0x8cdac3eaf5cc1b77, 0x7c1455d67cba86f9,
        ],
        [
            0x7e526b1b643b5179, 0xa7153f9e85bdabb3, 0xc251a398e08d3038, 0x147c0c698b6d4b37,
            0xa1b8afd524059a33, 0xe7a5a39d0e11486a, 0x42bbe84ac22651f9, 0xcce0c0fbe66775d1,
            0x5cf89849bd30f2ab, 0x8c212085c216c53f, 0xfd8d1b4103dae036, 0x534a9894c885c651,
        ],
        [
            0xed60e9524a726836, 0xfdaceeff7734e1fd, 0xe397c087138028cd, 0x694a192a9bfb09d1,
            0x683a731a018d58f3, 0x434ba50a70b5db23, 0xc8f8141e8b5b24e2, 0xd56cf0549b3de864,
            0x90dc950ae66342cd, 0x559028fa568993a4, 0xce45cd819b44b9bb, 0x06d9727daf7c9d5f,
        ],
        [
            0x210f5d4365a5a08c, 0xafc7d96975784437, 0x1fc9f8dae255e617, 0x9870d6daf0b9cd76,
            0x5e55f73ae96ec5f0, 0xcfe0fa9084e73f3b, 0x2aacae90433efea9, 0x40249c8eaaa865a9,
            0x4f7cb38d735946b1, 0x0154d3748280dca3, 0xd5b5f290026d0985, 0x74a43e4ad8877089,
        ],
        [
            0x0b6483b6a969b1f2, 0xf0430231fc64acfd, 0x874b07fae4a96beb, 0xd06d4695e6ddb7e4,
            0x56d6abc963964f11, 0x992f6260146daa9f, 0xd1b4f748fc076145, 0xb84435d9806bc61b,
            0xfc222de58e6c0fdb, 0xa4217a0b0c735cde, 0xe2264477e50f779d, 0xcdafabb8bb35f7e3,
        ],
        [
            0xfc05efc1fec53ffb, 0xe9de0a073cd1b077, 0xdcd7ad898b66cfdc, 0xbfe00debf4b6904c,
            0x4498b858b8f25f71, 0x027e56b065dcac9a, 0x760bf0127e860c70, 0x8309fdeccf136e2a,
            0x00c47645de5ef677, 0x5bb73247f72cbb85, 0x290d515860a4346c, 0xc1c1898f973a51d3,
        ],
        [
            0x876bc75cfb474f38, 0x62567fe0718b62f3, 0xb8af92624a568fa2, 0x7eb9c14a00b58de0,
            0x6a237ccb44be9653, 0xab122caf2c23153a, 0x13c23e7493cbabda, 0x0d083c7dc9200181,
            0x2b816a794d3fdf74, 0x272c5e5c6b75c124, 0xc14af28f600ebadd, 0x45b0ccd7a7e25986,
        ],
        [
            0x2a1edffa7eec6685, 0xd16892df582de85f, 0x96764ad26bff2968, 0xaebf9aa4635e4579,
            0xef420e26f4f91113, 0xf7d0a33c7392695e, 0x113efae28057504f, 0x3b9953adfaafcd66,
            0xc468de49e2d09926, 0x961bc3966d76a2ae, 0xbbec482c9011a347, 0xd78069adfd8e5431,
        ],
        [
            0x86e7585d9526e036, 0x248fdc300e07d42c, 0x53360603eb925f07, 0x7c859bed582fbed3,
            0xe6dacc9ec69aaa70, 0xa825290bd3e0d8d1, 0xf0916db2da764d58, 0xd35779009655e1a8,
            0xd729b9746d412e8e, 0xbbb82b69a1d4b040, 0xe00dcbb9b396be4e, 0x6e30ea53e123a1bc,
        ],
        [
            0x1c70764af4b4e743, 0xfe59323e5b710d52, 0x452dbc67138c74ce, 0xee6f70d3fbec57ac,
            0x825759a8f69a3256, 0x3c3223bce3f86e5f, 0xf5d0a3f43ca9ca62, 0x9ca25e416572a9b0,
            0x5aff23315b47efc1, 0x100c53ab74fb57e0, 0x5d27e334a2816f86, 0x2d97a223ae5d588f,
        ],
        [
            0x87fdfbd805e9acba, 0x72a741b5a82dca50, 0xfdb26924ca637059, 0xc5f200d72e9b5cff,
            0x4f5870bdc669891e, 0x5658c342644da3da, 0x24b58e199c087a59, 0x92f4788b951d1bbb,
            0x1cac4f73e94bbaf8, 0x9d1e25fd88400b5e, 0xd1e5964040a28826, 0xff44484d2b313ae5,
        ],
        [
            0xe0c5bc6a92eee1bb, 0xc97e2c0040dcd825, 0x0e2b618d3d21e6db, 0x295cf42186ce3247,
            0xe42715b871f59b55, 0x797a9df00885751d, 0xa8d5b907020d1b23, 0xeb976bfda9333ce4,
            0x5b862f34d5a913ae, 0x6ca5909da4674d90, 0xa2bf3991c7e0eabe, 0x5fa680f1f9da6f1e,
        ],
        [
            0x5a12958ceb9f5199, 0x94201e93b23caa11, 0x3a006c1c39da2b87, 0xb49031d1fd2d3601,
            0x397f52505f3e4bec, 0xb998cb2235832e4a, 0x11106f8a48e9f276, 0x621ba701eb6f0c17,
            0x090194208950886a, 0xbfb209e89f1cb1a0, 0x3026d48c5b3c0229, 0xce6d8592dc540140,
        ],
        [
            0xb52c930d494ecafa, 0xfcb3b2401e43358c, 0x0dcae47573875b89, 0xc7124331abfe3e8c,
            0x66ce6de88ce3d3be, 0x46dcab1baeb5b55f, 0xd3d07d9f1e495863, 0x15d209ec04177dbe,
            0xa44e92249553c28b, 0xe3f53bf8ec0a03db, 0xb58cb51195306717, 0x28a96748e2c719e9,
        ],
        [
            0x172b3701e06f50cd, 0x4cba9aa252d3f512, 0x8221941484565828, 0x4955f94941bce5c1,
            0x89a3a942960dace4, 0x2bae9f8314e50e8f, 0xa4895667fe54475f, 0x59ff362119726bd1,
            0x3260c42970234bd0, 0xb416422b5db67b79, 0x4b0f1e59136feaed, 0x89c34851a3244872,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0x25043ffbbb5ef8a6, 0xe2193c62ccd47590, 0xc96307a560f5afd2, 0x36a26654f776ee76,
            0xaaaa4f9faa19b096, 0x3e9c2dd27f00128d, 0xb9b681bea912e417, 0x2df33bfa205d7508,
            0x685d8cc3aba26b12, 0xbc00520987023f04, 0xad380091b02de357, 0x8e3337f55d674f6b,
        ],
        [
            0xeee3af9a82a0214b, 0x86c1ac26174b97ed, 0x75d7a25fb5a0c710, 0x25c4cf4cc46b3607,
            0x325c084e0b4a5c25, 0x145ebfb0196c4185, 0x95f4f6f0198b3d09, 0xf9f2af8984d53cab,
            0x5f228d817be18227, 0xd32ff6e78ef190c6, 0xde0255464b2a15b0, 0xd3129e29ed511cd1,
        ],
        [
            0x5b8d2d1ed40f2f29, 0x8ec2c4c12ec487f0, 0x13047269735988ee, 0xa30e9d2c035cb494,
            0xd20e8943dff42dbc, 0x0b59ad436dc6985c, 0x97625381435394af, 0xc93d0f32beed755c,
            0x36fdbdb26d4b438c, 0xbf0c8f949aa7dc18, 0xd7d58537ec148df7, 0x906d111f8f66b3b3,
        ],
        [
            0xedf8cc52c65daa14, 0x6d479c332523fc8a, 0x7a1cb60e6efe6d57, 0xd6ce03e9f97cb773,
            0x49e244bf17574144, 0x61378049d80ca7aa, 0xafccf72f3e7daec7, 0x4c88bd2ca71e7669,
            0xfa2c4eda29fb53b0, 0x91d1e2b0a034670c, 0xa2248bf7d20e624b, 0x451266c8e7acb855,
        ],
        [
            0x972727775199e77e, 0x504482652b2e9d1f, 0xe3a08732190ed36b, 0x6ee27cb30495836b,
            0x8aa5d187d6b27ed1, 0x8c7930a7d7af1065, 0xff57f8e0c26d472b, 0xeb08de3edecf61e5,
            0xa2f78ee866e56c01, 0x487f97ee99dba115, 0x3acc560bdc577951, 0x06ac82708fa0c532,
        ],
        [
            0x67f237e92ab97da8, 0xd067fa10cc4885cc, 0x73541655fd6e2538, 0x310acadecd96da32,
            0xad9a7defc62f1d6d, 0xdd77d5578b799184, 0x9c634eed8a06da5f, 0x6a341e4964a8a027,
            0x4841471049a50cd7, 0x048362d466a89654, 0xc7841da753bcdce5, 0x80d61716412f5a71,
        ],
        [
            0x79e81eb11e4713a3, 0xe18fdd7255936c80, 0x28fd2855dc2eee04, 0x65424587f36b109f,
            0xa4118caf7251f799, 0x523d15be0b167759, 0x8eb1a8286077917b, 0xb42621e8a075f970,
            0xdb6342dcedb8ae8f, 0x57c80833e0fb6e15, 0xdd383d76b053b046, 0xdcad4deb2c5a02c8,
        ],
        [
            0x639ba3487789af7f, 0x7e33e89e7557fd5c, 0xa76e302a447423ab, 0x5b6aeec70595b342,
            0x14ee54e47a99a774, 0x1a4bb4fd10a2a1d9, 0x1ff77ad5a1692068, 0xe4517f69f8dc0dd0,
            0x71e192ad303b87cf, 0x99a741a54c821355, 0xfd0c500739e1d3ed, 0x4533347c139bceaa,
        ],
        [
            0xe447df3786d61f04, 0x2a7b4f3c9f199a8c, 0xdb5a487fe1a94b98, 0xc983a4b2c61ad627,
            0xabf3b858a30715fd, 0x415da5241a373c37, 0x8162c8997d3d2b01, 0x3dcef976d6fafe89,
            0x11847ae6e2d5b6dc, 0x2a48430ce2703b6d, 0x2d59e057599e459f, 0x040b2ba610d6e09c,
        ],
        [
            0xa04fa8b58d0d3c6b, 0xb7af28d797453bde, 0x43ac7c4d0d03bcec, 0xc9c5c783751690cc,
            0x8d77ca019f4ab18f, 0x0d3687647fcdeade, 0x37bfa4482b5ace41, 0x1dba58c569d0e499,
            0x629ce533667add1f, 0x8d738bb5b7451f22, 0x38d46edb7525fa4f, 0x4661a2d64e9cb02d,
        ],
        [
            0xeafa76062a6a1425, 0xc3d18a1cf5285a97, 0x738dd0320ba5efc5, 0xd2d773dcdd445834,
            0x5cec15e3e36070ef, 0xd3ba4eb69a19da3a, 0x1a8e53518aac4a2d, 0x54d468c926e2b71f,
            0x6f413f9152d084b7, 0xac26d0c9d0ed7567, 0x15a67de19f28e95d, 0x78cdd7f05bd8017d,
        ],
        [
            0x9b43e73fc24eea05, 0x6a7518be4a4ba025, 0x3babfd7a2c3b3ab8, 0x3996d542df277472,
            0xa4bdd3a59b91ae8d, 0x1c12d02b6fd21462, 0x2453358a496190ef, 0xe89794074a9de9e6,
            0xac4f31da3b41f600, 0x11335881d6950d8b, 0xc5ece960bb8601f2, 0xd2ce10ec87d1f335,
        ],
        [
            0x73b160f258d43812, 0x8255b2f6b9521474, 0x298df2c50bea5104, 0xf15f82e1b453952c,
            0x5f491ce2100b8796, 0xed0d30832578c567, 0x2a95a0af2666e979, 0x6977c0938d070958,
            0x507f6f936760f56f, 0x35906d56eddb2efd, 0x0384eaddcbad7ce9, 0xfd42c05d5cf5fd18,
        ],
        [
            0xd3454bac86eeb9f5, 0x54a4a76e77bd74e9, 0x0c9a06255d36a151, 0xd7c2a70d742ce2f5,
            0xa98d336f65e47b7e, 0xcba2cd4f86f13d0d, 0x7d3f645f6a80d9a1, 0xaad557f97fa2e9aa,
            0xec3d7bef155f766e, 0x2c9d980cfb159f0b, 0xe5e38a3455075bd5, 0x7c9266d2bc543066,
        ],
        [
            0xf7d4384006264033, 0x67ec0479fd6bf6d9, 0xb2936bc64a887c20, 0xadeb68a805902370,
            0x4677bcdbbd4e6e7c, 0x40fc674d012a382e, 0xb2b63563f0059d88, 0xef82edc38df9a8b2,
            0x0835d5d908f3c711, 0xd66ab5d08bc9208a, 0x3bf9d01686afca53, 0x97690fdd055877fc,
        ],
        [
            0x18a993cc5712ffa2, 0xf6785debd6cff1e3, 0x3048566f2bc686a7, 0x5f8dfd4a830a0d97,
            0x98dc64ea82199d69, 0x995b5b2a319c8898, 0x1f67ebd36d293338, 0x9893a729518a9a55,
            0x89f3b0639b8e1e80, 0x95b2911078f712f2, 0xdf966b7d27223053, 0x29e5ae4f35396542,
        ],
        [
            0x427f2b850fb83cca, 0x2287bdd927ad9523, 0x4a60b686c89c3f54, 0xe1178fd5f015c0c3,
            0xdae7c06629590252, 0x2c0d844dfba73024, 0xf1f88fb9152f7d94, 0x8d8f801ae79ab6ef,
            0x1aeb848dc6dabc1b, 0xefe820163b49bf43, 0x8a24fd951c656213, 0x83c1fb3bfd9192fc,
        ],
        [
            0xda1fa91b42faeefc, 0x36e91ed32bcbb489, 0xbefde305984bb6cd, 0x117c2f7d1c7b5338,
            0x7a7ca0ed17753d68, 0xa6a18c5cba768b59, 0x9d641e3fc736074d, 0x67eb7cee75494de1,
            0x462584950be36e50, 0x3b16db6f54867331, 0x07db7b200a2d5be8, 0x86ab1d50ce9e8c40,
        ],
        [
            0x1e7acc491c7b6543, 0x7802e21f850e0325, 0xec9a9ea96fc031c9, 0xa7d95a322f19dd6a,
            0x68ac2c8b43368c7d, 0xdae0675bf6aff437, 0xd35a6f72d51ae523, 0xb03a842ca1837ea0,
            0xce0a5d88d11edf19, 0xf973d539871677d9, 0xf523e7e08d7a002c, 0x0d57114e6ca55cbf,
        ],
        [
            0x5776f0e4bdff85ea, 0xc0d23f5b7a1ade64, 0xabe4b626c922627c, 0xd22ee63ac9f300c9,
            0x624359e9b4605f3d, 0x453ed235ec671529, 0xad3519dcf4b8c4a2, 0x9d971598ea7c6dcb,
            0x9883f6c51515d5f7, 0xfe10fdc10a176539, 0x89c14d5c5d4ef9fb, 0x9881a4abd8848b42,
        ],
        [
            0x598f7d812b8e58e5, 0x16adbd46d27bfc27, 0xb19cbad9b2fd62f8, 0x75b2ffed780aa326,
            0x0cd2a6c70066466b, 0xb705bfbce043f1e9, 0x576b303ef2dd7dcb, 0x8d4e156da3639dab,
            0x145a2797b05c4aa1, 0xb213e3ad79bc095f, 0x8e790190a4ffe4b1, 0xba720a4dbd2a58ae,
        ],
        [
            0x73f20afc91b8df1b, 0x3b3e8bc50e522d4d, 0x29579f333bc01569, 0xe07eee6ea21ef7c2,
            0x2d2d11b4021ec36f, 0xe40dffdf158ffc8a, 0x89f0331dc7c8f44a, 0x54875226f4c70bc4,
            0x7693c956f28e5d23, 0x61e9d0b4a3170d71, 0x5aa56d7b3df9973b, 0xa1e4e5a0609cd772,
        ],
        [
            0x5d038550a9f6cf1c, 0x1568d396d5b11f72, 0xba247d22036215d2, 0xab580df5974d9707,
            0xdf9e35fa7d5bb023, 0xec7a2eac9e8f605c, 0xc8abcd7de6cc25b0, 0x35e7396c679b23f9,
            0x48856142049c3c88, 0x9533f216367fe588, 0xab6a71fce96f0f2d, 0x32696898db4138a1,
        ],
        [
            0x720dd2bbce1f1675, 0x86aae23fc8bc5793, 0x3054dda45a1ec67c, 0x4b3f46a5351a5ff7,
            0x277683f4828cec1d, 0xf2efcda38051c199, 0x8fb0f80111b868c1, 0x4759e2474513e208,
            0xa03d2d03022c47aa, 0x3bd6a04768705959, 0x098360e48244ae55, 0xda6a9f9a23d119f2,
        ],
        [
            0x67331cc9bdce97f6, 0x4a6b4caec79fc005, 0xdef9149cf3899d5c, 0xa3b3171c287aee2a,
            0x20c98325c67a7bea, 0xc1e28002457cb415, 0xa94b166b6c5f523a, 0xa4b99a046d3fbea8,
            0x39048de3d609b0b3, 0xd251d2a658ba7582, 0xd26853526bbd8368, 0xbc898cdaa043c596,
        ],
        [
            0xede7adb1c897d8f3, 0xe7155409e9a70d44, 0xc04fada689d22312, 0x140f57cc96f62a4c,
            0x2d4d133f75462e28, 0x11e30cbeb78313e5, 0x0c441d0580a99af5, 0xb7a41b10ad72879a,
            0xc2ba16ec2b0706c2, 0x6faf55585bd3d35a, 0xccc8f9f3e6cd236c, 0x3cc5112b864efbc6,
        ],
        [
            0xa8a864f4bc6736d5, 0x875595987e9cf4ca, 0x7501c09599d8c79b, 0xe01b8cb5930f83df,
            0x0c633dff83e322b2, 0xe90ca1ce0c21375c, 0x9cf561d368b59bbf, 0x5bd19d4b55816124,
            0x17f767d6abb2cf49, 0xf609ceefff85b4fd, 0x1c5b1e49a23d76aa, 0x8616d4b1e3da1998,
        ],
        [
            0x1cd7a61daaf53163, 0xcc0fe0fb1b7e5737, 0xa0c57985085ca927, 0x5ee01417972c20c9,
            0x5eb0b000ea97da94, 0xcab98b62bac4b283, 0x101fca9bba700584, 0xd9033a47ebb3f29d,
            0x9510f80ee53d4780, 0xdbeb5943e6f7bc86, 0xb2c1e3e75d425fe1, 0x3beba4dbdffc1799,
        ],
        [
            0xeb074ba9555b69b5, 0xb4f17f3be9f4039c, 0x570dd49ca4c8fad8, 0x3c540796ae33fcf6,
            0x8fafcdbb722666de, 0x7c3cdc4273fe123a, 0x26e95a4a2849dcb6, 0xe2cbc6f23b3356fe,
            0x069b15f70ecd7b5d, 0xda35c6d2ea363ec8, 0x95e1fef4f228bb55, 0x602dfe9efc2c1478,
        ],
        [
            0xab7e09605f2afc46, 0x21eccc918e04daac, 0x1af1165ac8c80009, 0x8e66f59c79936492,
            0xfe366b2e7ea7da7e, 0x1f43fb833c5117db, 0xe81a3150858dc921, 0x249f3ef0478b67cb,
            0xc98064d3896f0b5f, 0x38245ae4076525cc, 0xb21421fc92073de4, 0x3207733fd67df857,
        ],
        [
            0x9b93e8db9346a5d9, 0xb8f38a96034f5461, 0xfddf079533690e8b, 0xe1cb6f8fda6add0a,
            0x1156f7cf4a302401, 0x8449fe21a2f2858b, 0xab1bf021809b6938, 0x6da5710a2df0649f,
            0x364f1c49001d2e2b, 0x95c87dcf07788269, 0x39f853a8b9c2e7de, 0x67e5fd17f0ec6c6f,
        ],
        [
            0x727413001580ee63, 0x6bb5232de392c171, 0xe0f05b71fd81259f, 0xa84e06a3c94f7c33,
            0x3dca9d222da5a102, 0xe52b9b0d84576adb, 0x7f997dc7e4a704db, 0x9d96932844b8df44,
            0x4db920dee10ed4b5, 0x234659f9d842f98b, 0xfdfe562edf64684c, 0xf757edbe7a3800a4,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x8bb00841cddc521e, 0x0b6f2af68c57c760, 0xa052ddad9183a9c7, 0x99457dc86e1cf66f,
            0x6aa1a811d7704207, 0xa53063f55d4f4a49, 0xa45ff48042848025, 0x2844efbb1b6411e9,
            0xf0b663576adb3b81, 0x077315a3a8801995, 0x0b85cab2d331f284, 0x150c10ee0eec4ce1,
        ],
        [
            0xf5dbfd58a1a61c3c, 0x99b9c74566d210b5, 0x37ed9175d466aa8c, 0x8d8d948aa1da201a,
            0x2601dcf98b628071, 0xd2209fb4095b6e9a, 0x9e3719f4b163f359, 0xbdc833cbec9083ba,
            0x4941d11f59582b75, 0x682f77ef537c7092, 0xa20670c59e3af40b, 0xc73d6ac92a93231b,
        ],
        [
            0xe0ab2223d8776498, 0xd2e1d3695b4bfe81, 0x854d2d9c1ce1af55, 0x81f4ac1a47056f31,
            0xd1dcc2d94ecfb067, 0x9036d0791cb512b6, 0x8d6596c3d4c3b2b8, 0xff9c9656f9d0d767,
            0xdfbd04ea02b052d2, 0x6732b521f2d2ce16, 0x41956510936517fd, 0xb06a16d8eca96935,
        ],
        [
            0x1ac3b9d675ef7ece, 0x45346c2d84439ac8, 0x61a16216ee89fb8a, 0xa5be804e0e29eed1,
            0x6272beeb51d258a2, 0xba2213c7ad62b895, 0x022346250328049b, 0xdab5a0c08e055df0,
            0x4759e13826deab8d, 0x9132448edf5f1ec1, 0x1c7edccc1056b382, 0xa8fdb93c446d869e,
        ],
        [
            0x0de3073b91dae8ec, 0x944de6cfb987b736, 0x7f6ff16b98684f1d, 0x1a4bed8cbb325c03,
            0x6b4b8ad649bf5325, 0x0a47161c906119fa, 0x2ccce246656f6fb2, 0x8e1f2f98f0b2fe6a,
            0x97f5fcbab13426e0, 0x05ff4a48a5fe45b6, 0x5925c9f8dc0a631b, 0x24c0815ec6790a6d,
        ],
        [
            0x5e1edac696341903, 0x3f4fc984ea95681d, 0x3d5a4a28490ac843, 0x073c60680ee0ff84,
            0xdf36d1ac1a36bebe, 0x4272cc0da334cf10, 0x013473d47636c262, 0x18d4b72e22481a0d,
            0xdaf5605bb2e3c7a3, 0xafeb2a5b3afda38e, 0x98c741a80b49a8c5, 0x25a44c03f6416456,
        ],
        [
            0x18617ee3e0053ba5, 0xfe250cba87f1998f, 0xa0d3ca889131522a, 0x5d50cb083d1c264d,
            0x3fa0afadabc5794b, 0x0228c0a8c2b5f898, 0xb28b24aaa79eab4e, 0x4900b8cd28e79c3d,
            0x17e0b19c50ed0f92, 0x78e0b4d0246b3c31, 0x066f424daeac5753, 0x4e1b69149d49fd5d,
        ],
        [
            0xacb8e103cba5648b, 0x62e1b9c4ba2239eb, 0x337ef5aa4ef06510, 0x39bbaf3a79969669,
            0x52c59e322b81c70a, 0x1aeccc3245ae5d93, 0xd62f2e570abad918, 0x44c97dc971234ece,
            0x4560027f58553d2d, 0x26930e51578d212b, 0xb12e5af154992f92, 0xdd24a95db8743761,
        ],
        [
            0x25c7ff154a96a3be, 0xab01b59370bd8ef5, 0x0ce18cea62399bb9, 0xe736b91963e8e710,
            0xb541eabbb19368bd, 0x28f61d4f9fd7c878, 0x5da1863493e61c2d, 0x05909af7f3e46960,
            0x7ab305acd9802b0b, 0xc058cc663543af57, 0x7b6eca329a2b5234, 0x0040709dc650290f,
        ],
        [
            0xb8f38ca9f85faafd, 0x141c2f9ae0affb89, 0xaa3726b29f001855, 0x0adaead57ce667fa,
            0xa6c47e076c852229, 0x314109d632f693bc, 0xfdf80f5b183b584d, 0x001b1dab6cb6b9f5,
            0x3cf89eae257640f5, 0x53487839d1056603, 0xd83741e6b19f1064, 0xe99b2dd75fa23777,
        ],
        [
            0x8e40c97d96accd30, 0x6d72cefb8c0dde84, 0x335a716bf35e618e, 0xef07e1b8a0c59afa,
            0xf78e68de71a81007, 0x5740b2d0c390ccf6, 0x67cde27e06fc6895, 0x9e48cc9c328e41a5,
            0x88b542d159c05222, 0xf97a57a612c65d0f, 0x473a460989731c6a, 0x895196a1c8559979,
        ],
        [
            0x0825663c031046bf, 0x0e33d28d804b19a4, 0x9d97e6d72c679c02, 0x52e60d5fef388a13,
            0x47cb1991cb741830, 0x7248a3aa81c4301b, 0x5590122e6c71c09f, 0x6d67883c2a0fd9bf,
            0xdfb2d68439f1609a, 0x3f712ec19f1ce7a1, 0xf0e1abcaa8e134c5, 0x46b6c5f1fe24f7f5,
        ],
        [
            0x8b7cdd3f7b92fbd9, 0x9ca207168174eb30, 0xde3f4366d83f7124, 0x3dff0cbcf23b3a43,
            0x72339d999acac0f0, 0xef0043e4fc46f44f, 0xa1a296b6a740cb4c, 0xddabc0edfcc662a0,
            0x458f37b261f7f743, 0x38f2b2bafe4f0e9e, 0x767589f53efd2db4, 0x7e2f935e74a3037a,
        ],
        [
            0x1b445f7666065bbb, 0x01e804fc35b8bd33, 0xc747162cdc2838a9, 0xda275c9e9af7ed88,
            0xc166ff78e3430f57, 0x7cb0ec8ceec2ac7d, 0x418e82f39f1a7cee, 0x49ad3f3e2bb350fd,
            0x04ffd42b80ad1899, 0xdf04500ce1e59779, 0x90349ac139363334, 0x63b47ce67dca785d,
        ],
        [
            0x0fddc5e7e087b2b4, 0x62a19f44e20e21f9, 0x51c7e071ce170d6b, 0x9d3bb5a7cab55bb4,
            0x3383e408965981b2, 0x1aea948968489efd, 0xb6eda0ab4a89f99e, 0x359acf889753db68,
            0xf6510f10107a71d4, 0x5cabf01b8e95c70f, 0x816ec67e562d2a44, 0x2dc023b6cd5925a9,
        ],
        [
            0x91e5bf6004091d03, 0x000539a7cab07125, 0xe71f6924a7e89470, 0x48cda1784a384f83,
            0x2273b220158d2bb2, 0xa489d11a239ba663, 0x01aec01248801bce, 0x3edf609a21694360,
            0x21c19c96d5656a52, 0xec1273c04921fd6c, 0x50bfece27b4e2540, 0xbe1290e410d38733,
        ],
        [
            0x60172bf47fb3d38e, 0x91f3ff07eb451ddb, 0x497cff78d0cef9c2, 0x4a4996c6d6b94fb8,
            0xf9ec3050ad4574ca, 0x34d30a5684fe5240, 0xfbe855f136dd0f76, 0x4e851a2e050d6090,
            0xb66edc82fb1fba25, 0x2b7486c5040dfc27, 0xd5af1755a39bc691, 0x6713710ac468e436,
        ],
        [
            0x9f4e542721509906, 0xb5ef2be3869fb4d5, 0x431e4c140fdc2502, 0xfa0f63cb2cef19f4,
            0x29f9029e04e53a54, 0x3c35c2f767c8f644, 0xa8ec7cf331e0aa52, 0x3e777b69b7fdeeba,
            0xe2ab358b5ba7c4af, 0x77ffc70476c72e8d, 0x1a7a7b6da7336a8d, 0x9908869b23d280fe,
        ],
        [
            0x8cf4acc6cef617c2, 0xc0372e0ee6247899, 0x63ed678bef3f6b57, 0x084571c7eab1cf45,
            0x59196c341c082ad2, 0xbe69f6486d763dec, 0xb50cc15bb792d7b1, 0x37e3978d094c805b,
            0x19a8d6e9d028ceba, 0xb94beec7b4e1aa06, 0x9e9fb40a508f61b2, 0x1723565c9065f094,
        ],
        [
            0xd3d7eb89b3f918ad, 0x64d263dbff3d1195, 0x95e5f10e66b80a43, 0x1d39055c8e758ba5,
            0x28edd86933f46567, 0xe15f1247f79c1f74, 0xbe7bb217ce5e5a60, 0x5b4f6c56e5adf233,
            0x09d3c38f4117d2cb, 0xd9f1d198fdddc7a7, 0x03a8a840d134340b, 0x5119891b2267a809,
        ],
        [
            0xed064c78af217817, 0x2ad994fd50c226a4, 0x121c061bf56cef59, 0xd3490163c6a99b62,
            0xd2629aeddfb56210, 0xff6c3691793ab07c, 0x008dabdb4c5715b7, 0xc3d843661a29ddb8,
            0xbbed310b2e77ef9b, 0x89d728ac6138937f, 0xba6c0d2868e668d2, 0x499949bc57976caa,
        ],
        [
            0xf756e3b651d96274, 0x180840f4f7289222, 0x5871ef0aa1048d41, 0x0a4c523bba5ca874,
            0xee3cdf5ce400e697, 0x1035c2e6da2ce7a0, 0x75ef5543d3a22674, 0x982c202ffff029ee,
            0x74b0deac1c67f8c0, 0x98dce74d92f5c713, 0x0a866e36a09806b6, 0x0821c8edc19da4df,
        ],
        [
            0x6383d534fcc3f34d, 0x9338e68e53481063, 0xebd188b7d1bcfae3, 0xc6cb593d4fec9390,
            0xe29a82f7189f5f92, 0x02f190478f544349, 0x8ecbf98df29f9789, 0xc6da2e53fb1e72ab,
            0x3b7f386ea2dfd645, 0xdf99dff9e1a4e3f4, 0x4a0f211ebe2ffb5e, 0x085ae7b0055d7ebf,
        ],
        [
            0xdd31b82656e1acca, 0x833a36b4748192e6, 0xd3501dce8313c41b, 0xd40525cc476d0b73,
            0x53413c24de675f97, 0xc93fecec741c1feb, 0x9e4d5b9971dd7495, 0xc4ade6a6c665019d,
            0x7bcd17972a79c5d4, 0x63f6eb602766da4a, 0xcd31d4315965dfee, 0x4d488d878b07930f,
        ],
        [
            0xfe4d4fba3ec511ea, 0x5d5c55b314843545, 0x3b920776b7ea29cc, 0x9716e20c418b683b,
            0x4c529cd956498cb8, 0x52ca728f5eecdce4, 0x9d115887d073f2c6, 0x34e72950fcc94245,
            0x521d01b33eec5cf2, 0x87af2b2a0dcbf62e, 0xb01d5f6b728ed82a, 0x4859b852a936ed51,
        ],
        [
            0x204d28ac0c4d166c, 0x088b22a787e6a488, 0x7cc4bf3a5c1ac431, 0xce29f8fd5b067991,
            0xfe604eb378f5a9c5, 0x56c74615bbc4c819, 0x5eb9a5d1dc5abd1a, 0xc3a41717d16f2574,
            0xb55d5d6049971166, 0xc643c793e05cb0dd, 0xf2920bc0be77c424, 0xd3a855adc535b870,
        ],
        [
            0x6e71f585ba837755, 0xfd301ea4950889c4, 0x5a28b02666055a06, 0x5f377b91c0538bb8,
            0x62f1fa810705d8ec, 0xc20c723a75d17d4c, 0x4fad15d0b83e4bf2, 0x9054350330e8c4bc,
            0x31e80f2a249743d6, 0x3cd0ff560a8dff8a, 0x4f5c2aa1d9a485e7, 0xb0d343d24ab2831d,
        ],
        [
            0xfc65a1c97b8d1ef3, 0x59bb17632058fd63, 0x31b73b30fb1045c4, 0x87864e71ab2de705,
            0x6eb085a7c5bb4481, 0x0e83d8bfca7ad159, 0xf0b3debfa477589a, 0x9c01e861f4d9b85d,
            0xd860659223193bb2, 0x24405c914fb2c36d, 0x8abb7e10564c994e, 0xd47ac1c48b224bf4,
        ],
        [
            0x773cdc70fed7c1f6, 0x25d80ccbc44db88c, 0x48d12065e6bbd1ee, 0xb662baf65e3e097c,
            0xe727fc3e1fcdda24, 0x4dcb13bbf9eeaa1f, 0xd1fd9fe1b6836f98, 0x7c5126b1deebc475,
            0x427eac1fd8adf0aa, 0xc7bbffae179dfebf, 0x583aa1ce282c3227, 0x811431d595263f7d,
        ],
        [
            0x5b01b8f0fe0591a3, 0xafa9b6fe5a84521d, 0xeb82ac76c950d790, 0x007a0bc9a03340a5,
            0x76083fcf59b6c852, 0x43141c86b6115ff5, 0xe19390b56bd520d9, 0xff94d95a301dcda8,
            0xba209fa39b47e337, 0x967a7f00b8277d5f, 0xe45877dc12a35d6e, 0xc39d9663393a6a88,
        ],
        [
            0x2870c3f5b38ec59a, 0x25f7482efa61cd92, 0xb19d1f783297c021, 0x886cae2bbc7774bf,
            0x623ec832b92c3614, 0xd238394d20d58e4b, 0xdaafaf1e8775dc3c, 0x7de3528d849d9566,
            0xfe5c53332417779b, 0x8670bf179eefa871, 0x224d7ca56b611ba1, 0x115b2a03b8fad8c3,
        ],
        [
            0x92f18c09aa3fb52c, 0x14adc236663653f5, 0x6711023def604f90, 0x9a0efb45d5bcc56e,
            0x1fa55ddf3f02cd0a, 0x4b43356e9d4acc03, 0x79d9f2169b02d0fc, 0x098beb064745427c,
            0x1f8fce5912a408b0, 0x4f1dc95a6721b63b, 0xc9914c8e087a28b1, 0xbf9224587fbde625,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x3f4afca6e2d987d4, 0xd92988f99bcf5278, 0x0b81f5fb2ae8f15e, 0xed0f17742ef0ef36,
            0xde81c101b58df192, 0x81edb994ebba96c8, 0x445201c42fd6596f, 0xd29c151f366014c3,
            0x6e489e1b10e4fd21, 0x54c0448214996f8c, 0x8bb04837cddbbbac, 0xc4c6090f1b6e5b43,
        ],
        [
            0x1a7b6d93e8609cc8, 0x143f8e5bed64388d, 0x714592a87a2df918, 0xaf9c0a1417a4e86d,
            0x354e527db5ff2b8a, 0xaa03e980804ce174, 0x1a8d4f9ae781eb7a, 0xbcb26eb15d719cae,
            0x10d6349fc74dbe90, 0x37bf8db95d049168, 0xc2d56ae4cf025991, 0xd2dc77b07d0062e5,
        ],
        [
            0xe0f49e68515c4a00, 0x3c32ceb5c06373bb, 0xcecfa4df24c30859, 0xce3bb178acecca7a,
            0xe670a1dcf2188dff, 0xbbf460402797440b, 0x513df39cb819ac40, 0x37993faa03619332,
            0x8de3b1ecfa3657db, 0x7dc3a1f8cbc582fc, 0xd97533df28d52bd8, 0x8e54e373340d0602,
        ],
        [
            0xaf9ebc7ef2c6f6fe, 0xeb94779f0cc9b8e4, 0x08b6587c6a441f61, 0x802c808d7057cfaf,
            0x3eff91fdaf816cd4, 0xbf84a9a55523b5ab, 0xb4d7d33910b4db22, 0xa3f0f1018cf9af8a,
            0x34b95b8305faaaaf, 0x37c3ac67e03861e3, 0xeae4442f481dbc73, 0x707b147c0f5fd51f,
        ],
        [
            0xa9c711d361ebc815, 0x64da084448108f90, 0xb24582f7712f7d76, 0x5ee49e24e46fdb59,
            0x36cadcf7526666b7, 0x2e5e7996a9a7dfa5, 0x8eb5b1370191bb2b, 0x6d2d7025fd368c71,
            0xf0e1e3ef96fe69d6, 0xbe8d43d907aeb867, 0xfc821c0036b987f9, 0xa2f45f095becd838,
        ],
        [
            0x5394b6a9893e6202, 0x6a7960b96c060935, 0xda8c89cbe8c3edfa, 0xcf7a733bd16e4a21,
            0x5df9b62575c568d8, 0x86d0a707c7f67020, 0xcb1d7a48581b6cf7, 0x0a31dac21d27efd7,
            0x7db55842fd32cbeb, 0xfdac9bf11addfd21, 0xe068a2dc0196ebe6, 0x7caa50ff7303aa19,
        ],
        [
            0xb0d00608b13a7398, 0x4f7a5f8223dd622b, 0xf45efc71286e41ef, 0x176ddf5541530e21,
            0x1535e77e51f7ff02, 0xbebf9d8339c77a46, 0xb813dbf33ebc699d, 0x674987e29fe4e12a,
            0x79ff29c22ec9ea41, 0xc3d8f9fda49fba69, 0xfc005bdc484017aa, 0xf883e6f2093d3cb8,
        ],
        [
            0xcbd89c74ee69fc0f, 0xceaa5177777bd97c, 0xe113574a03955391, 0x98bb969c1b6fcf81,
            0xd1c6bce564591d15, 0x1ec28025ba330842, 0xfd1e4b9e34829dc8, 0x1b0007d15b2aadde,
            0x391dee1c25ecf474, 0xd41ee6ec70ba0b4d, 0xe3c9e311a942b396, 0x7bbc02cdba9a279c,
        ],
        [
            0xf2005766d6870076, 0x00986c27a7e90cf8, 0x5e17adf36c220456, 0xfe998e027b843feb,
            0x3c9a45d759727784, 0xeef0c54bccbcf32b, 0xd0a7d92d74ba5344, 0x20c07d3365c55d98,
            0x5ce72cf02717f481, 0x10f805cc0203720e, 0xe3f11b90709d20df, 0xa367e420b7f33941,
        ],
        [
            0x9d001d38d322e9b8, 0x5c37188ae8f426c1, 0xd0a59011e135d45c, 0x601d95f77f7d44cd,
            0x3246f02154186f6e, 0x9ebc77fc8e7878d6, 0xb55294f8d2e316db, 0x8b8fcb546816ae19,
            0xb3dd78ea200a1cbd, 0xb4b342591f9fe44f, 0x22d95d1f35eaf225, 0xe7fbbea970a33666,
        ],
        [
            0xa57d4dfa0c5fef90, 0x0e738184cdb6f33e, 0x57fa545cde08adab, 0xb6116e5d7f8fce9e,
            0x858a54ead7cc8fee, 0xaebc37a0f0bacb2d, 0xd2a8863877fa928c, 0x3ca8e05f1876c998,
            0x2c11e987cb5fae45, 0xe2962abbdc18f789, 0x7e0eb2fc101eeb9f, 0x65c7b92f173cc1f4,
        ],
        [
            0xce75239c9c9f49c6, 0xdc95ba638e5c5077, 0x5912556d0e956450, 0xa14b319eaf5bc276,
            0x7a5c03c3581a72dd, 0x3d9d79d7de3524f4, 0xa770e5c36a60156e, 0x28729806d1a29f12,
            0x3c5a02f135fa3d95, 0xb7eb33bd86302d48, 0x436112eb8e18fef0, 0x66038d591722f03b,
        ],
        [
            0x2492649a299440ba, 0x64f56864a6fda150, 0x6f8c38b1d2d61775, 0x0345163b76a46149,
            0x04f746098abce4fa, 0x09f3b632425d4ac7, 0x5ec18b3390866a05, 0xbb03edee53862e0e,
            0xbcc5a2be043772d4, 0x2613bd68c2234cff, 0x6f25d0e42009178d, 0x432f6049e7d3af34,
        ],
        [
            0x4a0fbce580775752, 0x196b525fc677dc31, 0xf73125d4eefb18c8, 0x0085abcb1db762fc,
            0xdb0a2042813fae03, 0x4c2d35cda3ace277, 0x81867973867581f9, 0xb6a6f3552b3906cc,
            0x94ba9d5947dcae90, 0x816279e3b91d3d27, 0x4d42f54edffd5d5e, 0xbad8cc7b06c6c096,
        ],
        [
            0xf252e02518c2df94, 0x72b0eadd7c7c7676, 0x580e39d964956ffc, 0x590604caa83d88ab,
            0xf9c2e3fb6c779beb, 0x3e776ec470ae1d26, 0xe764b467616e31f4, 0xcfc9a7cb475bcf21,
            0x67cacdd11f8ce562, 0x381517573cca0bd9, 0x20d7e6abdbf8e83a, 0x9c8cc758f718b0d2,
        ],
        [
            0xee588514f72584e0, 0x7d3bd20f019aca87, 0xc78f7b96ea7a5c79, 0x941d8442d2a5cf08,
            0x8d84f3be60aad0f1, 0xf94dfea620ad8c82, 0xe8748e64ebf46b90, 0x0c86f42702e421d6,
            0x4f18508aeaddfd7f, 0xbe0387e0b65e4ead, 0x301157448ca85c8c, 0x18bafdaea14b1c47,
        ],
        [
            0xce2ea0896255feed, 0x900000397cea3457, 0x8cd00161142ca6c6, 0x901161f4a098250b,
            0x2cd7646bfd9fa060, 0x97fc2b15c2e510de, 0x16c2136ba078b796, 0x99cf1741e159efab,
            0xc547148634775023, 0xca7e617f5f82a325, 0xed7a1deffd24bcfb, 0x8c0dfae024eb5a8d,
        ],
        [
            0x5dcd7831c62badea, 0x43a038dd91af67b6, 0x0693b332057bfc08, 0xb32494673b2f46d2,
            0xe8c099c958c92a57, 0x93b50232ed64e6ca, 0x484e35fd207e1fe5, 0x8302ad832d2d13a5,
            0x35f894393b443540, 0xadfc1250a21f6b59, 0x51711cda6a0d8cdc, 0x557c985558c0593f,
        ],
        [
            0x6bac47d614cf0a34, 0x0dfb34003ec10f36, 0xf6033c3439599163, 0xecf586a5e6c64b65,
            0x51a3467d7a6db1c0, 0x712592debf768501, 0xc1d6238009fb3bc4, 0x5210d086d3702889,
            0x5a1006a9f93c9b53, 0x9b083a0ea59b0fb3, 0xebac7e608ef4f743, 0x5cda424fea04f33e,
        ],
        [
            0x20eddc20d3b86450, 0x3b4418a5cd5ef6b0, 0x791f9b07c2840039, 0x0dda7f75d21fcca1,
            0xfff12a7a56a943f6, 0x3611d42e939a734e, 0xb84ee0edb43d7578, 0x78bbbb8599f16e46,
            0xf15a56f963c27544, 0x090a738c558032bc, 0xcb044f5a0ab0d630, 0x11d20f29abd2af56,
        ],
        [
            0x27867ac2913c89e1, 0xf0daf5a42411b3ba, 0xd1eb012911055992, 0x235356a545f664e0,
            0x9e2c66b1a11760d3, 0x3d448d61f5f15521, 0x9f7c6327bf511017, 0x8011543d980364a9,
            0x59cd867ba9444662, 0x8fb28691d53d8cb5, 0x06f0b0026eb831df, 0x4c29856398dcfa51,
        ],
        [
            0x207148dcc9242a24, 0x9f3fbefebdf6c9c7, 0xdd961ad7a5d80975, 0xa127999d43684afb,
            0x5b274f1b633b6677, 0x6884a4f944080bac, 0x627c36a1d3fab873, 0xee38dcc284d2ef68,
            0xc3775dc1f08dedce, 0x55d379f29512c09c, 0xecf75ee72d7f37ca, 0x62e58e18ecebdd21,
        ],
        [
            0xafe828555d682abc, 0x026ac71776d67033, 0x606277834e02237d, 0xabb537387607e4f1,
            0x0ef57785ad6d096b, 0x9e1c55cc9b946116, 0x72b0af334b0544bf, 0xa15ac1e15579be37,
            0x276e0c4eea6a687c, 0x86ce9b5016693dca, 0x8c532cd1e7e6cc64, 0x1006f2e190ecbb36,
        ],
        [
            0xa7ae1d72ef68e2fa, 0x81d827eb273e6253, 0xccfceda36f946b50, 0x0d65d450802fd1f8,
            0xed8a2fe356cf19db, 0xcfd5c9e449a9eff9, 0xb670bacda070c153, 0x732bff2306f36308,
            0xae1a6912a2a97c49, 0xd66dc9278006af2c, 0x875bc6b44297ee87, 0xa85aab96b2945690,
        ],
        [
            0x050a77775f7f4ebf, 0xa57000ff6b3bac29, 0xdd3391a54b65f1e0, 0xc4b507b18f86be5c,
            0x7a2c185156c6bcbf, 0x702afc652cdb0361, 0x06e45bcd62ee21ea, 0xcf626820d62058f2,
            0x6ceed02a013bcba7, 0x1a7967b3e82ef1d5, 0x8adcf7e67ac5a27b, 0x067080af56bcb146,
        ],
        [
            0x6a90230ca27bab88, 0x1a5635da1bd7b62d, 0x2b2c7556108684cd, 0x33856e856ef8eb5d,
            0x3ab3b81b42ac40e7, 0xbcfd87bc294bdec9, 0xce61a6d10212db1a, 0x25a9737f6d9f5746,
            0xe3aa145638e59891, 0x6787beb3475eb2fa, 0x3bd1c80a57a5022a, 0x63d08ca8274f5358,
        ],
        [
            0x4576fcac31d6699c, 0x52f382cae7b8f8c5, 0x2ce6be7fc323e0c2, 0x9c0b79f41e85e789,
            0xfa66c2132345004f, 0x3ce0985e83c27059, 0x284535955f07ad32, 0x1c0c75b100d3d221,
            0xf18c4dc7a44a3c8d, 0xce0f8581445aa1ac, 0x753fddb35e9b17d7, 0xaba5d2306927bf76,
        ],
        [
            0xa1e5858d699cfdcd, 0x6dc825424ce27ae7, 0xc58d47800209afde, 0xa01ff18f5cd7bc20,
            0xad42afa2c52df105, 0x19cbd8b61ab97b59, 0xb426860ca08090f9, 0x0fea09fb6e2e0ff6,
            0xac5289f17aeff6c6, 0x8065e9b291e063a1, 0x56e1be9ae18cad66, 0x2e7bea37a24d104f,
        ],
        [
            0x645fca6c583912c1, 0x64f4a809fd5ecd9b, 0xbe23969582d36b04, 0xb4c56f2c569e25f8,
            0x96cb9c403662bde5, 0xc2a5b8906767aea6, 0x61e113098049a21a, 0x8fd39661b76180a2,
            0xb07d89fec586c31a, 0x7094e773a5095258, 0xce97faa951505608, 0xfdcc5e2ea47fe96d,
        ],
        [
            0xdc16ab32e2115b2a, 0x0c089eba8822bd37, 0xb0d37b2a6bdc7d3a, 0x07292a6ce2a1543b,
            0x93b62727d844a991, 0x520896299cdd806b, 0xf4da4e9db4592eef, 0x79b4ca11691c9606,
            0x9a559729c47ed4c5, 0x4130cfb9e10e5a6c, 0x46738f1004c17d27, 0x517e6d727b0f1357,
        ],
        [
            0x1d3f9165215f0388, 0x00be91caa656d9be, 0xdf33eccd9d91ac99, 0x3121fa130613c673,
            0xb9e339f4a4f34cb0, 0x15df3ff0325788ad, 0xc68d456dd6d297b5, 0xe789a6179713207f,
            0x588d3e3b99215ddb, 0x9ab63f851bdb04e7, 0x719429490618c649, 0x6f39fee7710427ed,
        ],
        [
            0x0f5dcfcc46fb3d63, 0x95a624cd1072534d, 0xb6ad34d66ac75da6, 0x0b3ccf02d47a1044,
            0x24d1f005553a465c, 0x6f44b85f8cea70bd, 0x9ed48d41969ed02c, 0x2ef7fe8715b25775,
            0xc19b2b31d382eccc, 0x25cea93dd3971d8e, 0xabe969010ac087d6, 0x98aa85b54c254ec3,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0xdbac48cfb197a532, 0x1c010949b5427a45, 0x9f5b65b0e2bc84c9, 0x868f43c3e14bf6a6,
            0x36035df6ff5b3908, 0x392891c93affefdc, 0x838f0e95436f4606, 0x544779798025fca8,
            0x5c8e9f6843d830f3, 0xa1e52b94fda86fe5, 0xb44d5162415b61f5, 0xa6980802fb968fde,
        ],
        [
            0x7ddc55ae2790df1b, 0x02202ac6b174686a, 0xed107ae90eaa795f, 0xc6a67ca3f6f1e3bb,
            0xb23eb9cf20a50644, 0x02e76b3efd469898, 0x3c41388ee298cd81, 0xdc12779b41bbfec2,
            0xc9e426d0193a47b4, 0x4ed47bc4a2c08dac, 0xba16e6c9a1bfac8d, 0x53d24077d10efdaa,
        ],
        [
            0x699b4810636aeca1, 0x7b8c40f39405514c, 0xcc40336167306f35, 0xdb4e6996c98959cb,
            0x945f14ca2e355448, 0xbaae29ee5b9a5178, 0xedf7aa36b7261045, 0x9c02ba11442662ac,
            0x9d292bb342cf8c89, 0x8b1cefd9201b781e, 0xccc56a2695995049, 0x0ff0a21d625173fc,
        ],
        [
            0x14e2f3013c8769ed, 0x3774d66a6cde423d, 0xaa513701f9b585bc, 0x893c8008c19636f5,
            0x40964ab2a9209aad, 0x038bf01ef8e1e90a, 0x72b187e28fda1cec, 0xe56836a436f76260,
            0x028308452a957afb, 0x4059981af2b6ac21, 0x92573f3da3e33627, 0x8b23082270d98f8f,
        ],
        [
            0x334b36bf296f1bc8, 0xb8e7b4e0f9bd9d0f, 0xfa8e034c9254c566, 0xbc4882b724202c51,
            0xe8274681391f5f02, 0x58edd3b7686a3d9f, 0xea3977e464aa5909, 0xfc623c09e057846b,
            0x8f3bf1ee1d3a9d76, 0x77ad87df79ad1280, 0x185f8e3eed186864, 0x304b9fcfb1e72d28,
        ],
        [
            0x7092600ee91d34a7, 0xb94840ace89d6cb8, 0xb6ee5e1a58117720, 0xdc3cccc3bab7b5ed,
            0xb385a36d5cb5afe2, 0xdb66b605cbb0dc29, 0xeabf474f1c6c179f, 0xa02faeeb8b7c90ce,
            0xf26158d918e8f085, 0x95fd311afb5ce48c, 0x10d6d92216c20a05, 0x95fbb30817433a1d,
        ],
        [
            0x9551d192c6911216, 0x5a929f4a999bb1cc, 0x4673e24666ec6371, 0x77f8770cbb63072a,
            0x75aae1deb55d175b, 0x529c7b6e3c912129, 0x4037afad3d94cb29, 0x59b6e6fdd3aa7dc2,
            0x30324fd053f03815, 0x4df60e23bd3ece13, 0x7351073013e9b0ed, 0xbeab4b6005621342,
        ],
        [
            0x7054c7b3cd2a0fa1, 0x57de5b49e4f7287e, 0xcd5a046239417d0c, 0x05ff0f39f757571d,
            0x407b161207b825b3, 0x5ac7ca646ec805d3, 0xcd71ac20a1f0c1e9, 0x2feb018d9ffdb927,
            0xad93068a7cad09b6, 0xf9c9380ec3b52c06, 0xf733da2aad7bf01d, 0x4dff2dab40e7d6d8,
        ],
        [
            0x1d566583b3e75a67, 0x29c02b0459222963, 0xc173cae7d67d9b1a, 0xc6fc72459b0974c2,
            0x529bc01787006e25, 0x5c12191c22194cbd, 0x7c52104960f5a52c, 0xd513fb52c6c19a84,
            0xada5aeddb7941a87, 0x53d84d9cdb9a7482, 0xb7659225cc63be3c, 0xb5dfe08d3d9eb249,
        ],
        [
            0x15f04f2ad3b05b38, 0x1ac287946b1423dd, 0xfe5c829d4f067830, 0x7a50b4513c5679f9,
            0x60dc6c1b4f803a1f, 0x887c1c63c0406ec2, 0x8ba3aed3b0db5ae6, 0x0452b870dc34548e,
            0x5de59a637b7806ac, 0x674cb76d4acb0751, 0x1773529d31f41a0e, 0xe5905ebda36cb578,
        ],
        [
            0x4711e0462b69f4e3, 0xb4b7fe9421aa47c9, 0x2ff8e90fcd30fe6f, 0x8f8c6f5592cef177,
            0x702924cb4563fd38, 0xd78af539ee543e0b, 0xa35f27ae3de282e1, 0x483bda4c8bf507e9,
            0xd1224a1cd7fbaabf, 0x436ed2aa8707a6d7, 0x72f1e0bcfb72665c, 0x43cb672b325625ba,
        ],
        [
            0xef7c2e98ee3c0541, 0x19f7f530012d7faf, 0x81cef942a94b0c04, 0x3a3a9f52c6b764a1,
            0x1bc2be95dd2a6fb4, 0x8a354c890244aaeb, 0x7ef4ad0b507b58c0, 0xabb5f73a51e589be,
            0xef2549ff50b8d928, 0x2c55f786c83d7be6, 0x87267b1c1f03ea6d, 0xb5484beccdd6a6ba,
        ],
        [
            0xb6121000c182f9a4, 0x507f0adbe91afba8, 0x5fa9fc838845120e, 0x8fa35d8a625e8f60,
            0x3a3ea60238ea5d19, 0x4e75e202a8639905, 0x828841f182f084e5, 0x3ab55f0c0c9d77c6,
            0x58bf2e28a717e542, 0xd303800604d4dc64, 0xb3d563e2a659ddce, 0xbae6749031c3290d,
        ],
        [
            0x03f237e12c1c02b3, 0xafe5e29b3bc91b09, 0xcc16da54cc871ad4, 0x0398b3e017332b79,
            0x8f3c26398176524d, 0x6f42c58b5dd570ec, 0x9f7b8c03d38aca00, 0x89756cbcd5f70a59,
            0x40a25882e1a64e55, 0xc10106c298ac63e3, 0x0b29de71c757fc52, 0x037cfd583e618d1c,
        ],
        [
            0x6a794c7c5a755cb9, 0xd2fedb6ae51310e2, 0x3a6c803a0c54c80b, 0x3b9fe069768110c5,
            0x544cd8ea81a4fc1c, 0xbb45e5a225b7b5ec, 0x2c51d409d1ce0a02, 0x6bfd94a8c5aa913f,
            0x181d004cdca705ce, 0x450677b661945600, 0x1d9f7435e4ab4059, 0x7eafac66feccc0c2,
        ],
        [
            0x16efbe1c9ac7d6d5, 0x526335bff6992842, 0x7b349b273b415f7a, 0x6b172df4c5c2766c,
            0x2364e85d0d12323b, 0xe90d5235a25a0af6, 0x36743211ed1a91e6, 0x212d72e95b859e51,
            0x5b6ba0845b6770c4, 0x49551d658cb85c9a, 0x51f89c5dcead527f, 0xc15cbae167efe924,
        ],
        [
            0x10963afd84f662ec, 0xda727b76aeb88cbe, 0xac1d3ad74952df7a, 0x65fe4a1dbd20e4f7,
            0xa0747e92c2044791, 0x5e4f0b1180980ed2, 0xa78d572e7edb9bf1, 0x760eaa4b18f08584,
            0x6b7ccf1c3c7a6fac, 0x7d47dbb2b82f4a24, 0xc38f9d11cdda54b1, 0x5b6300ba6b14e3cb,
        ],
        [
            0x54fb136e5277880d, 0x9d0ec33f01b2bca0, 0xee7c684b92275881, 0x4d22e2249c5ade09,
            0x9c2e9eaa4841dcef, 0xae61b39c4b624dea, 0xf37f1b4c0584e5cb, 0x717af52f0c2e9bfd,
            0x18a78a75c44192c6, 0xef94a844dc2b61da, 0x79b6bb5a3c3f498b, 0x869b74d97e58c6e8,
        ],
        [
            0xb2e75690d17442ca, 0xa6e573683016ace3, 0x02b5c2ae002c958c, 0xa9664b3e267b1d7e,
            0x7a71b908ca9eb0ef, 0x44249987e6b11bbb, 0x0ed3eee79ba730c4, 0x3cbd78e9c49ddaa1,
            0xed5ec197e83c0999, 0x291ab6df234a1d91, 0x06a534f5fa9f20f4, 0x394825f6343e58af,
        ],
        [
            0xb3fa1642fcb3c913, 0x0c4451dedf2ec7a3, 0x81162d086fba4a9a, 0x89f73be15f870300,
            0x8b0ec69568cd1f89, 0x6bebdefeefb1b5d5, 0x6dd7de1089b630b4, 0xd3c0532399c8eaf1,
            0xab15df49556b5a69, 0xd14d3687e0d7e315, 0x56321073ac977f6d, 0x04095f2d5c30fcfc,
        ],
        [
            0x064af5d77a4b3e2b, 0x5298914d0ff11dfe, 0x444f72e95d4b66fc, 0xb6cdfba7282c6c3e,
            0x567051beb92fe5ec, 0xda76e920b8db1a25, 0xf38f147feab26fa1, 0x9bd4b2feb66b5192,
            0xdffb8d4fbd29be69, 0xb6ef45a3ed539e8d, 0x3408bdb5cc888961, 0x1772cccdafd65d73,
        ],
        [
            0xb2519f65526a1bb3, 0x9eb031162f1061dc, 0x38c23bc5ff979089, 0xd1953d7248ada5f8,
            0xe67f265ff46bad55, 0xe93087c7cc93ef81, 0x27399507f9a709fc, 0x593fe47187b73254,
            0x79ace83c440a7b76, 0x1d96842550aa7802, 0x6f45e7dc386eb305, 0x65fc631fea5ccd17,
        ],
        [
            0xbf7fb9598b6ea821, 0xc98582873acf0779, 0xb81d7c1d36b9147e, 0xc0cce02fb437bf24,
            0x1ad6113ac31661bd, 0x1ea8e4995cb3231b, 0x8dbe586754bf61db, 0xf15970d5ff71d577,
            0x7832ae785c72cf3a, 0xd4492ebdafb98d4c, 0x8f3d101f53b9c5ed, 0xaf0a5ea95514393c,
        ],
        [
            0x61b8aac23d0a3a3d, 0x6af4b7a243df4769, 0x7c879e4a2b982097, 0xacd990958c4b05b0,
            0x727f5a2e0f74c05f, 0x654d385089a9c701, 0xdb173e7b1eeb1bc2, 0xdab0e85ed31cb592,
            0x205dc05854e3dc93, 0xf7ae521ee8b3d7ed, 0x78ffdae6748e322f, 0x64d3dd86dad92f51,
        ],
        [
            0xd2e8140207ce4480, 0xd31d1204fe8a218d, 0x80b78b3aec625b85, 0x287bfbc4a97c3172,
            0x9a1a8579cc8648e8, 0xfef5a00bc9448f16, 0xe4b34c2ccaa0e809, 0x8d48c9363a4434a9,
            0x958bf3064b4615a0, 0xbc05cb01c54ee90b, 0x98aed6b3b245a84e, 0xe58c228dc40ff02f,
        ],
        [
            0x966ea862615d2a39, 0xb9b0b72b91195a09, 0x0ee0e5e377dece31, 0x999e162fcedb7d85,
            0xb3f1fda565e95368, 0x52c9f0a2517f8485, 0xe58be260153314b4, 0xcdd23ec69e1c10e5,
            0x01dfe7372c66cdfb, 0x603a20e6354e1d8c, 0xcccd0958276a1d5c, 0x62b6c6b7cfbc1289,
        ],
        [
            0x72f5dd89bdc00b6b, 0x021edc4e3e0995b8, 0x59c1319a9221aefc, 0x57029b7dc5d15d2d,
            0xc1b29c5f97dc6f8f, 0x40fd5da9b5078135, 0x58c10af5104d3dac, 0x60e88bfc12b54e08,
            0x64f2806185320c5c, 0x41ee88fe1d11f972, 0x3e7bd0c1e02f0b52, 0x572d8e604ee7a086,
        ],
        [
            0xe3975ecb3d9d2e73, 0xa926298afce9f71b, 0x5baa8a0ed8bea391, 0xb56bd74c6cc7210f,
            0x02780f8b58b1626c, 0x913c9c0d1a3b097b, 0x363d808d6d6b7b10, 0xd34a5a455fa04d14,
            0xa8fabac8369c9bf5, 0x3cf248abb852b409, 0xe5f7b1303f49ce4f, 0xf91a38839a2644b7,
        ],
        [
            0xde1d1d123da28826, 0x35a79e8c5c446e7d, 0xf982bd43fb6a4691, 0xb0f235bc5968b675,
            0x2b9bafbd165c9d4e, 0x8c5c501b62225bd8, 0x712f4b495335df60, 0x4a6799aaeeae7972,
            0x2003aaba85f60ca0, 0xe15d903c0bb25411, 0x0becfc37a600882f, 0x45b44a0177d7882c,
        ],
        [
            0xe771c84fd4ef13e6, 0x47a299f8d3af7122, 0xc3fa7bbf6357dfc9, 0x17961b3b59bc9513,
            0x05a02ac8f3f7abbb, 0x4e08b9c248d0de69, 0x424bab42f847b89e, 0x2a953264653c2d1f,
            0xfff7c1792a9d51d4, 0x695cdfef975656dd, 0xe45e9f50cec85168, 0xa1a9cd3940f55cb1,
        ],
        [
            0x76d7bce4f3fabf13, 0xbdc1d56e2f1f3f79, 0x1bec5fe77a8262c3, 0x9c4c7acddf06c213,
            0xb71d8e04d02f6caf, 0xd4b6e00029a835cd, 0xb0b3bdce78da158c, 0x47f8aad139718691,
            0x8c4e88a0f2d93eee, 0x73defbf098ccc60b, 0xfd6df857f6ce0829, 0x9c3b47b487aeb672,
        ],
        [
            0xa3a3180c63716fe5, 0x90c3e465dda835c3, 0x09a8bcc677493c26, 0x861a28eb380f69a5,
            0x3badd35e7e9c8b7a, 0x8857eb032eb833ab, 0x941f8988f5a80335, 0x1eaf29677ee61210,
            0xf27f55f6b3274ee3, 0xbc80c36d0f1971f0, 0x324744980be56ff1, 0x0d7e9bd7aff7d7f1,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0x9112e340f47168ac, 0x3917d3a090080705, 0xb6971da1cc7fdedf, 0xcbd8aa258512e48a,
            0x804100caa7f6297e, 0xf19c3f9b433eb6a3, 0x45e0b1762d8b523f, 0x1b7078cb39d2cf6c,
            0xaf40b68bee4928be, 0x65d24d485a620149, 0x4a1e9b515d389045, 0xae61a171f610090c,
        ],
        [
            0xc112b0ef98ead16f, 0x5478864706825d81, 0xa45c8fc05d71483b, 0x01034bc577258ff1,
            0x7ef609d88a31bea4, 0xa46a47ddf4697305, 0xce20da3240448eeb, 0x1c25e56ca459fa0e,
            0x8c96ec6b69f6fb49, 0x9944387663726513, 0x85854e37319ae899, 0x2fa72bd3d53e9d91,
        ],
        [
            0x0f3e5c4bf4b400ed, 0xca6bc2cbe55c977d, 0x542d3323db939cca, 0x3689c3d1e3b256a2,
            0xf2448b127d32cf1b, 0xbf9368b925fae31c, 0x6b122aa0abf2364f, 0x1233cf5bbed3e60a,
            0x6afc3aee5528ddce, 0x028c85b9d6c16ad0, 0xbb2c01775abc0eb0, 0x4a189df6555cb586,
        ],
        [
            0x37bc769c51032bf1, 0xaa3255a6236442c5, 0x8814adbef906a056, 0xbb7b6db56c89583a,
            0x29676ef73b33ff31, 0xe6ca49e150d457b3, 0x61801510f83d65d6, 0x929083444782094e,
            0x6989525d56e9baec, 0xab2683e72ced0257, 0x32e5722e34b245c5, 0xfba7e4ada13ddf51,
        ],
        [
            0x39ecbe963960af31, 0xcf17f6c68dc45beb, 0x529d1ac9c9f90773, 0x76d384b1c9ead7c0,
            0xcd2b14fbee807afa, 0xea2df0a94afd9e5a, 0xc6e8d771458beed4, 0xe47b0034fea706f3,
            0xebbf2f585090ea6d, 0x20ea3211444eaa61, 0x9e7d6b8928f1932e, 0x803ab56f5a8e9b93,
        ],
        [
            0x6df7a0363024dbf6, 0xe47668836d8b3672, 0x902804c2989bc730, 0x92dd5546552d4036,
            0x5af28972b3f0a1f9, 0x89d29ed8d28af9f1, 0xb41ea6f70e6ecd80, 0xe3bae42352baf0f7,
            0xe9d0e3f6044148fb, 0x78020c4561c47643, 0x74cdeb995b4fb4e6, 0x1c15a9f00ea652fe,
        ],
        [
            0x2f0a8ecfff28f921, 0xb3c6f5dba74f058f, 0x44c0d818b18e6d24, 0x2a0e4a5d271e9472,
            0xc061d5661f1936d8, 0x0c7bbc44ee291c28, 0x270a1a416a3faced, 0x923760f3f4eb442a,
            0x8e942912f5d2952a, 0xb6df04e22be18c6e, 0xa2f87b23dcba1b55, 0xa3cefe096d30e0c0,
        ],
        [
            0xc9002aab1d45a723, 0x53e95f4e14360bc1, 0x664b60e50f3e56a4, 0x742c86b13923e885,
            0x7764fb2e242d62ba, 0xa71b35dce05d1a61, 0x7e448b99b6904e62, 0x2e706e9e07053981,
            0xc9f5982352f40c44, 0x969402b14789d1cb, 0x11ca9df186bef1ac, 0x39661ecb0210eaac,
        ],
        [
            0x7961575bbbeac961, 0x120b2bd7a7fd875c, 0x8b4c8339b82a2970, 0xa3d22984648ce733,
            0x4f6f80e48794f92e, 0xe3bd4620ef0f6be6, 0x6e07cec59e348b14, 0x2b36871ecef03a50,
            0xc2ad537bf75ba358, 0x5ed99a660af4d7e5, 0xfeb7d2b4b946a3a0, 0xee1ec3fc6a6f1f92,
        ],
        [
            0xc1c5d5148ea0a3fc, 0x83d16c3d45c08aea, 0x470e5bfeeda804bd, 0x7db64c37a2d033c2,
            0x40b885682c90326e, 0x31be679301b28198, 0x7bf8ea551c265b6f, 0x81d13e8fa671a2a2,
            0x211a3d92019207ff, 0x9c7b0de94846bd40, 0xee29dee37dea1c87, 0x88dd0ed1b11f7ebd,
        ],
        [
            0xe9da84f3f5c9bb9b, 0x3dd5d457ac531057, 0xc78b59379e496655, 0x20f8185cde7ac461,
            0x921013d4956a5d8a, 0xf99d67414b0dc7a9, 0x7937c8cb1bf4d6a9, 0xb3e32d48702d6e10,
            0x2a2ef8991d175eaa, 0xe55504e6512ea777, 0x8fe8128052d58251, 0x931e142fd52b4f64,
        ],
        [
            0xe2038571420cebdd, 0x15c0f9abb0662802, 0xc2d2699131ea37b5, 0x2d959bf288e936eb,
            0xe6f6c7ca6500ce36, 0x599a0b8fb55d0005, 0xb655fb8fb25d2777, 0x77d3ef47caf29ea1,
            0x41be0684d7795f04, 0x3ec22ba973e890d6, 0xdd9d0d814ac3ee58, 0xcd03bf4b6dfdec48,
        ],
        [
            0x04185909bba422d5, 0x1251688344d473c2, 0xac39f5e7225f48e3, 0x887b9f309289dbf9,
            0x936453e312a250ff, 0x5f0bf8af7371bec4, 0xbbb11b179a135af8, 0x53ce50eef620bef2,
            0x23d3b4a5bf4b7ff1, 0xbc763b32ebdd52ec, 0x45c3de323dd7b5e5, 0x5067fb37f88e180e,
        ],
        [
            0xcc70f33b0d6efa66, 0x7e89b0d44a090709, 0x8823556153d22ee5, 0xad19492e8ad358cb,
            0xe442f0821dc4ff2f, 0x3e60a28fbfda1c90, 0x0700c5cb51fba2b9, 0xbb29305ea383c67a,
            0x622d24aaeff2d220, 0xf5c1585d979d5567, 0xa6f88ca2b76b7c0d, 0xff8ecfb6c30b5e5c,
        ],
        [
            0xea0546bf702337fb, 0x7643494f87dc6495, 0x745022bc497a241c, 0x713ad735e24804da,
            0x744d6156f7b67b48, 0xc1d4a8fe06fc6fe1, 0x9e6f01a9e976120f, 0xfb21a9e05fb7e58e,
            0xa099dba9af6fcbc5, 0xbde7edf134237b66, 0xda53272286511c15, 0x1d67ea906ef27014,
        ],
        [
            0xb5004b5dced7e5ce, 0x6073bb163706e5ac, 0x4fa63884c733aa38, 0x72c8dab9ecb75383,
            0xeb3468e9874cd0d4, 0xdae976e4bee33dfc, 0xf61f4f0c28fd84dd, 0xf32b946ae323431b,
            0xe8c517975da6e7e8, 0xa121a9365e9f0ecc, 0xed5b9f08ff8a86b5, 0x7453fe3054d9705b,
        ],
        [
            0x7c0d35922ba9d5eb, 0xdcb04dc3472518ad, 0x90b87e1ff9aa7db2, 0xd8fe7348930d3a2b,
            0x0ec518ea47a54c45, 0xe24f4640b9ebd4db, 0x3f1a22decbc4687a, 0xaae3593bd018e6a6,
            0xc6b134cfb13a48f4, 0x80f7427feabd3a51, 0x2255b3be391d144e, 0xad6f969ac01bff8a,
        ],
        [
            0x11395e729d3bbdce, 0x61a492e3195dcc9d, 0x183ffdcac9db51c2, 0x98eaef0d01d3e7a7,
            0xe4bce52940f4a1af, 0xf4e1d51af66a4b8c, 0xfe540b277a3450d0, 0x9085c00ac1d77232,
            0xbae4e9c79abf89e6, 0x89091c593d9d2e28, 0x3e074463c950a1ca, 0x0e7facdff08de95c,
        ],
        [
            0x6be81e40719f1a3f, 0xa83a66d60c7d41a2, 0x6157510cb624af22, 0x2f1b55feb2bfd38c,
            0x9bbbad25047a9bb4, 0x83fd061adbd4ac4d, 0xfe2cafdd29bed96a, 0xd091c801f12d0386,
            0x9b71474abb47de44, 0xfb9b95ef9c1e329f, 0x30eb37ecafd9dd14, 0xf7d7a9ccbb9be7bb,
        ],
        [
            0x3bcc51e188900b72, 0x96a5523fd6cebafe, 0x5d0d7d98e565da9c, 0x761a32beb0b442cf,
            0xc8c470454fd2a217, 0x3a16e57c2f59ad4c, 0x6fb7961011f1f637, 0xf8935f64d4dcbdac,
            0x741f0bd4c02937f6, 0xb938c8a8c626d4b5, 0x08c972e408c4f179, 0x5d508ea3723fec53,
        ],
        [
            0x112365a1c5da572d, 0x8c45b7edf93abddd, 0xc7a77e59ab4abe5c, 0xaf8c486cbf4a74ee,
            0x84415a5b4bed2191, 0x37227f51e3e5b7c8, 0xef42f8ad4381359d, 0x98e6eaba3bcbadd2,
            0x244e103f0736049d, 0xf64f1adafde3714f, 0x452c79aef744d88f, 0x6b43d87327413e1a,
        ],
        [
            0xdc16f734890adc9d, 0x60aba1928ea593fe, 0x1c368f11a0a0997c, 0xed22a0f6b62ec569,
            0x286f27f7916da921, 0x71814590336da285, 0x7c3dfd3d7f79398c, 0xe3ce5da3315ac246,
            0xa70191dec1b28847, 0x640d3b985f460b14, 0x741586fffb505855, 0xb234da029fd366bd,
        ],
        [
            0x983d655265dad4ba, 0xe3af222bac04d59a, 0x6ca08a68a63c5884, 0x34d635c5de532fa1,
            0x06f75f7e53409644, 0x8707cc0699ce2610, 0xacde5407b5d48ce6, 0x5acf742e155c94e1,
            0x50dbe6d65c1a79b4, 0xeea13d214c6ad8f6, 0x742dfc9b1f25457a, 0x544f5a44f20a6beb,
        ],
        [
            0x5d7b0d37b96166dc, 0x468593899125aa6b, 0x9bfe1d7eb4e13e44, 0xc2ed332d562e0d71,
            0x461d88942cbe010e, 0x5e92884d5dc1fc22, 0x0ddf5a7139416bc5, 0x2dff68a4daab4225,
            0xcffd90b95f4af81a, 0xc0931cf9dfdfcc51, 0xa430f9caf46cd381, 0xb2756a7483e279be,
        ],
        [
            0x6f63bc989da9019a, 0x2aedd2ab58116975, 0x85da3a371143ef32, 0x24c216110cb47149,
            0x76f808e17b77f4b9, 0x89194b2fc4703432, 0x8f9f5309b3450e96, 0xdfff72f9ca23c3e1,
            0xeadfedc859696656, 0x02d403fb2e4e83d1, 0x8ae3cdaa16987bef, 0x302f6cda1f07c0b4,
        ],
        [
            0xe3518e94543ba8d4, 0x928ca6ad00464a2d, 0x060c84e2cf00e027, 0x0aff459475ea21f3,
            0xf3261e749ebcaf45, 0x22d9d9da4e7a96e1, 0x015e14c950c74fc0, 0xc7a0c1e17394cb39,
            0x8495c1b57e091947, 0xb5275a15e13c5fe0, 0xba239a85cd7caf35, 0x06f53ae913b26bf8,
        ],
        [
            0x3a0fd3bfb3745d57, 0xe2876ba54cda9476, 0x4e9c20fcfa173d4c, 0x542b8b2c96ee4511,
            0x93147ede54932cfe, 0x3a014c873236a349, 0x127d0654cace6c6d, 0xba23f147e5202802,
            0x1000da42979a81df, 0x735afb0c74c16625, 0x63a504490e3207ee, 0x83869b91ca8f1208,
        ],
        [
            0xf490335803b38170, 0xc2cc753041407400, 0x2a23dc16a2adf1b2, 0x8a3f7d7ae98f9c4f,
            0x07e5f720924ab48d, 0x9c8fb9ffe48d32b0, 0xe985bcd30401f683, 0x8dd206853b74737b,
            0x5f19b60bb5dce3f8, 0x6d3eee5b2a8e5398, 0xe7e04e92c890b5d7, 0x339431c1a92e4ace,
        ],
        [
            0x90ece36092bdc1ed, 0x3bbf7e27ee8720d9, 0x7c1dde3d8846752e, 0xa5b87efc67334bcc,
            0x2457875f1ec7f970, 0x200925d2e298e089, 0x011d6f429aa09e00, 0x3019d0e355208cdd,
            0x606ca6c728a999d4, 0x001885a7c6715de1, 0x940924180078cbe5, 0xb3638d282bb066e4,
        ],
        [
            0xf341b36d298ba3ef, 0x54d467034a5f681f, 0xc456b9f386e2993b, 0xbc8a32fe723cb3c2,
            0x80ca5d09ca224ebd, 0x79f7e66f86a79877, 0xd93c8364efd470d2, 0x3a16981241c01b0b,
            0xd19f9cf851a4057e, 0xe2bfb84fae390f3f, 0xce3d52ff7995a3a3, 0x525131f6885ccfbb,
        ],
        [
            0x01475cd8befb56bb, 0xb9781152ec2ddf96, 0x777121339a3a4b7d, 0x3273b70b49f6c249,
            0x1ab0e5b66bc7ca11, 0x561976b21b4085a4, 0x92305f5166d913d5, 0x2062851a9731e2dc,
            0x45832eedb87513aa, 0x7840b27329bc517f, 0x05818b3e167c1444, 0x091b9d5ef0c4a6ac,
        ],
        [
            0xe719dcd22c7c7546, 0x524a9160cfbb432b, 0xd767e4f2c7b417a1, 0xc86d690a1ff1c027,
            0x6ddaac33401e64ae, 0xef9793b48957ed08, 0x6466d45884a55c90, 0x13a51461930f8158,
            0x3b7a34386f80e8cb, 0x0762a1f05b16fba6, 0x96fdf9d948831c2d, 0x9dca578f4f22bf4b,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0xa5ca6c71bfbe84d9, 0x35ae40c298b09bee, 0x1461dd48983f800c, 0x3b68a37d56339cae,
            0x3f02150e82d4cdd0, 0x612a8a5a5698c683, 0xbd8a302430c12f57, 0x0964403212dba706,
            0x8c33418b15fd7916, 0x3e755d1ac1dd5258, 0xdea522cd9996fbae, 0x4e1241f4f476e32e,
        ],
        [
            0x74b2c9a3f521fba5, 0x21349f8764941e56, 0x3ef7d2423f9174e8, 0x089308abca72220c,
            0xfec29bad206f718b, 0xa6e91f7bc788147d, 0x51c7be14dcacfd16, 0xe4be4a2de07399c5,
            0x1a835c46822311e1, 0x738c524dd5ae1ef2, 0x986a639d7aa91c42, 0xc1ee3a5cd2b8bf6f,
        ],
        [
            0xcf9d9cbdf85c2319, 0xe015795443db02f9, 0x5d6ecf9a7a33960e, 0x0b750d9e9cbba39e,
            0x6f3ef930c1253588, 0x00f5cb4922da70a9, 0x73683e6a739b4cd9, 0xddc46c02a50b74df,
            0x719e0096aa28b25a, 0xcd01cb143c2c4add, 0xb9430c0cbc5834d2, 0x63703781e121a66f,
        ],
        [
            0x788075a99c901612, 0x9e1f87fceb3b8adb, 0xa13dbaf47ffa2531, 0xf55bf77de67355a1,
            0x5ff9b4a3587090cd, 0x1c9680815fc581a0, 0x0c5bb6c2f06dca9e, 0xd376123e4fd22a60,
            0xed4ac3f72325c589, 0xedce030230bb885e, 0x8aaf499bb608a6ca, 0x779876a7a9b81ebb,
        ],
        [
            0x2408e58db18a6fd1, 0x6f018698c8dfa1b0, 0x1bb7fc7e926c713e, 0x7b4c42f79bf7b595,
            0x008d4b0744f872a4, 0xbbf351e2141cee6e, 0x6aa1817a133ceb9e, 0xc2962ff0d9b3811b,
            0xabb6fadc921cda5d, 0x78c83dc3d5896e11, 0x6c6e639ecd976ca1, 0x20fdee9e57e31006,
        ],
        [
            0x668ab13587701659, 0x6ef6dd9e2db74caa, 0xca5da3f09680b59b, 0xe3bc5e1a6d058ee0,
            0xdfd485e708ab7f7b, 0x73fae51b324457d2, 0x705f2a611fef25de, 0xf17eea86632fd0fa,
            0xa9c95f52470e5fed, 0x4ec13f68aa66e47d, 0xd245f892406ff0cf, 0x64ed15c580e41434,
        ],
        [
            0x2f3467360f36eea5, 0xa874893eb3680a2c, 0x0ba43a96e553dd72, 0xcdb55d2b6bc87c01,
            0xf01cee8991b269a6, 0x23191d6396f4f213, 0x324bb54dc15fb778, 0xef06b4128819bc71,
            0x799e760d1a40ea8c, 0x1243a461073980cf, 0x46fb7d072c6253fc, 0xe9257a09c97b2e5c,
        ],
        [
            0xe3c6cd44835b8661, 0xdcd33dc92eb815fd, 0xe0dc27201b6b8ff2, 0xb32935e9a3d9b940,
            0x8ef8efdb3b029a72, 0xfc233221c846caf9, 0x566508aef4a66823, 0xa7eaec8bc484e91b,
            0x6c125da9d2ad4f49, 0x06faa37f9b8e3a05, 0xf6d074fb4ce3177d, 0x6e5f3c6924ddfed3,
        ],
        [
            0xe711f427e31352bd, 0xc7060dc6fdf5ce81, 0x33eb5f876908af60, 0x3815ebda28847261,
            0x5c41fcff00d411cc, 0x9a33a4a8a77f7e1f, 0x0a32552ffb6672e6, 0x459c1459c0af749b,
            0x4326f644464b2510, 0x769c9b350adfe5f5, 0xdeb6ee262edf0dc5, 0xb5e1cc17e3d83cd8,
        ],
        [
            0x64eb1e8e269539f4, 0x8c466dab14f6328f, 0xe27b85e53b37c77f, 0xc63474c00d9090a0,
            0x63b732cf1cbca972, 0xe45498643353a146, 0x1eda854e42090544, 0xdf1961f6c655447a,
            0x2fad0aed923871ff, 0x8df8866856947e93, 0x4bd59e4b7a608b8a, 0x1a913f932bac3ce1,
        ],
        [
            0xab494ba8920cb5b3, 0x49b2a0a9b8196b1f, 0xa8f3f3318faf73e2, 0x7a74c3c04f3a4031,
            0xddcf6429adf372fc, 0x19e7bec1eb8af5ef, 0x4cb5911272f2c775, 0x4f7629398dd4a1a3,
            0x50261d2de6e4596e, 0xd9129193a21f73c9, 0x3a0e5a35f820389e, 0xffbab031831ad4db,
        ],
        [
            0x920070cc221c5a52, 0xf05ee13cdc203ae0, 0x15a064f252899b80, 0xba5b829b37104693,
            0xef7c73b144f175aa, 0xaa29fa410031916c, 0x51d4e6af14bebf3e, 0xcd7c4eeca63d371d,
            0x515d658c39beccb8, 0x4876c8d72b00a0eb, 0x8c90dff21ce2c4ef, 0xe4da82f4bb0e6143,
        ],
        [
            0x97346784a6837d2f, 0x78e3cbfce9abb2c6, 0x3afc0612d1cf5bdd, 0x5b58ec7d7bdd1958,
            0xc04e108b1a1c106f, 0xed5ad55dc5dc64fd, 0x241065b635f6017e, 0xed63b7b6d55b0520,
            0x10e52d49c6a0ff0c, 0xc8447888004a3cdb, 0xcdcd8bcec71392c3, 0x14a6e2ccd923def7,
        ],
        [
            0x9fc110ada2d00c01, 0x0b4b6e1af585336e, 0xa595259c0c57adea, 0xc72f6833092a64dd,
            0x5968f9953ae36a36, 0x1dc538e3a713d5a2, 0xbf4a593432894547, 0xbc4dacdf63daaa97,
            0xc19ea0778fa5f7aa, 0xbb7abef4e240e008, 0x5004d586dbb62230, 0x79f69ecdd92756e5,
        ],
        [
            0x634027b0c8699d19, 0x142ff0a1027d6304, 0x35fcdf198d893ba4, 0x20f7ad4643eb8169,
            0xae909467dfe32921, 0x518b02ca89cd323a, 0x3abeb9836a3fc54c, 0x0b0308530c6cc228,
            0x58fcfe9b9e683966, 0x2e4ffe45a42b5a81, 0x3bc10121077c306a, 0x5fa0358571af5048,
        ],
        [
            0x0a0cd9e1070afd50, 0xc50dafe6ae81c7a0, 0x529dac7a2cbdcb9a, 0xddcd812e3dbaa1a3,
            0x533f87a724c1815f, 0x251dc53322b7a71e, 0xa49a2d5f4f43e59b, 0xd58cf4841aa395fa,
            0xa8a6164cfedc2cea, 0xd1f0f100fa9dec7f, 0x22136fc14619435d, 0x6d179b97dfacd729,
        ],
        [
            0xcf61ea9876c28239, 0x86f31bd9dd769168, 0x414bed78f3dfe748, 0xb895eff15e4c9bb3,
            0x41f07c2486365626, 0x7db347ed601648d8, 0x7a1a3cd8b0ff2dbe, 0xdeaded4373811ad2,
            0x81715b7020234301, 0x258fef5f0cab2f5e, 0x139494063c532198, 0x1042792450351c0c,
        ],
        [
            0x93053583ba7cbc19, 0x56549972ffeeaf47, 0x6dc6956519747e22, 0xeefe9d6538528c82,
            0x7da5eb0df8591cb2, 0xe4af6958daf41f14, 0x08af6e2457b0c8ff, 0xd0c658f6789d293d,
            0x6c300a337d66a540, 0x08bb80cf05502229, 0xf46da643539373f6, 0x048966fb23099993,
        ],
        [
            0x335da98ff161a5c3, 0xdfd0f7af52b0b1e9, 0x3992df5811345f17, 0x3bb02dd01bc80bcb,
            0xb7a9ccfefa1df825, 0xa7b40e164079e101, 0x542d4df0ee873cad, 0xc549649c0d80f4a7,
            0xa50b9005f12d64b2, 0x808c18ec151f12e3, 0x868a6772a401206a, 0x7088e74c5d05d0f3,
        ],
        [
            0x9d0c9be8e0eec0fe, 0x81807388e84bdd38, 0x55050ccc7d32b258, 0x51fd3727d2d86f05,
            0x44cb214149857a01, 0xed7c842268850699, 0x8e5ceb0722fec7e4, 0xc09bdbba0457cfce,
            0xe26d2244baaf4f72, 0xa1513fb2666c6473, 0x9133ca7b674e736c, 0x40bd8ba3f39a7140,
        ],
        [
            0x66912c893a5516fd, 0x69f45cf19dd5eeb1, 0x8c825070b9541d40, 0x8ffb88c9d8e0f046,
            0x43db93658f1600e5, 0x1d8a3a4f1da35a15, 0x1473ab5460da9f0c, 0xcc790ebc38818e65,
            0x4dfe1c25c82c19cf, 0x7fd02d4917afc6cf, 0xbad8794271d66c4f, 0x4965a8a072be923a,
        ],
        [
            0x40fc7ba2db99e5e2, 0xe12b2c0054b656eb, 0xc8f5172a1b152600, 0xd3f41af5f86d6631,
            0x5c03813d25db0c6c, 0xbe99e09b44bdec42, 0x65bbb785ac181ec9, 0x16b2971ef4999318,
            0xd5e93bf3137c7fe7, 0x78838d1477b709c6, 0xf1b0d732e451de86, 0x6bd8e05e1d63a651,
        ],
        [
            0xe188ffdd1f51c3c0, 0xe8900ca5b37e73ec, 0x6374fabaf2c6fe59, 0xd9bda4e064dc4d9b,
            0x5044f3157ce072c9, 0x6adffa1e4c9f0a65, 0x37f66d9af4c38606, 0x0669cfbf580560ca,
            0x53f5d6250d26af94, 0x107fb845672e72c4, 0x8cf4c5c87183f40d, 0x06bf730a89c24f21,
        ],
        [
            0x3fb9ad0ff4905e43, 0x2fe786ee37eca54a, 0xe322a8353d78dc10, 0x636f7945288ad901,
            0xebbaf6f20c66fc4b, 0xc6b9ac45b25e7aff, 0x93775e3de4b0d002, 0xf2c882448856eaf6,
            0xf51beaad7cf2c7dd, 0xe2f5e335146daad6, 0x64a3b7b6205e8960, 0xacac7b93ba02f1c3,
        ],
        [
            0xb729f5e3fe2b05be, 0xded9e069b8aa2176, 0x6ce5641bebb952b9, 0xca452547ea3cf3da,
            0xf95abd2ce46d7dae, 0x7a8c0310fa9db9d6, 0xf8903403ea95c5e7, 0x1522382fd2d5454a,
            0x594c021d55630d3e, 0xda04380a1f5f9507, 0xf6aea320188250cd, 0x9e01e17a54764b0c,
        ],
        [
            0xf7a1442f527e2e0a, 0xa3c31a6b5d2ffc3c, 0x157b907c208b5b88, 0x868ae8a6748835e1,
            0xff18d12b080e25b0, 0xab2022853665c3ef, 0xf5a5a0141077cc21, 0x5ff5d54994762cc8,
            0x9f23da8c4c98eb2e, 0xb2fa60c36940804b, 0x4ff2fc05051b0b6a, 0xfb6f059b4950d0ed,
        ],
        [
            0x808a42325595fdc1, 0x3e2bd1f3cdf95b38, 0xc6dc099b1d4a5dc3, 0x0ef9289bb356f5d0,
            0x4e75139e362f3532, 0x50e26417a3811663, 0xd48d59b9a7b8bd4b, 0x8e49a1f6f289a55e,
            0x5781f82984832522, 0xcd2418220b619c24, 0xd3a03c284a54075c, 0x61d6675cfb23b4ad,
        ],
        [
            0x07b2ab97a2925092, 0x7963b28f6e3d9c4c, 0x74f98ee9b9da2b03, 0x8da787aaf578ca84,
            0xc8269bf490a99e56, 0x51e183996e6587ac, 0xc9633a6b5f1126c6, 0xb66b2a72deb07060,
            0xd76dbb27a50d6e17, 0x53e43a5ce5b55d76, 0xfd26d75ed73e4eed, 0x7b51bcda781c2e7b,
        ],
        [
            0xbe32d8eb1d029c9c, 0x63d4ed4e95f75ed8, 0xbc2502e319d559e3, 0xe0617ed820eec585,
            0xecd9f8cb54c6e00b, 0x0c30a3a28b87bc43, 0xe7464c8d343c177a, 0x0545fce65b32c042,
            0x907235dc8d839ba5, 0xb858e1f897957966, 0xaad67dda7f0e1c44, 0xb58df5f786a1605d,
        ],
        [
            0x28553d3a3b3bd3df, 0xa1fd119337fd6ff2, 0x69a779145a16f3d3, 0x4839df16a75756ed,
            0xa832c583afc5f76c, 0x6e80e727bf3a8749, 0x7f75bd71d97725cc, 0x0a64fe7d22bbc689,
            0x42827c8288b6df50, 0x595d46e5ff45476a, 0x36d0e632c92514c6, 0xe8dc574a1c1bf796,
        ],
        [
            0xf6c770cec22789fd, 0xb6ee00e4a201779b, 0x6cbce1f2e2174a7d, 0x1f24ff5c79a197f6,
            0x7a750acb658db891, 0xd229c2304827cfa8, 0x3f84c7123ca86feb, 0x04f42079b0a77fcc,
            0x5a61da02fc0137cb, 0x654494a008b1e6d5, 0x01592c268034be28, 0xde81977f77ca6f8c,
        ],
        [
            0xe73c90eaa39e3ca6, 0x7c61872eb0d7a7ef, 0x7670e3cfd9c15644, 0xabe7bf81399adb26,
            0x690bc09c8d68b5e4, 0xd115e87e1bfe3489, 0xc42ba4ad935b6f0e, 0x86982eceee09f482,
            0x4d2a4730a12bdced, 0x7ad07d7939d5587d, 0x5bfd4cf2b106468c, 0xc9810f88c4384d5e,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0x77f32039cd485d1c, 0x0af10bfae77ef3f9, 0x881ed562b5c0a09f, 0x38c088ac2316a602,
            0xb697e0ffc0919df5, 0x56a80dae6bac8b1f, 0x17ec580cfac5bc04, 0xc76909fdece4d5a4,
            0x2801020aa9a07232, 0xff06b5d14384667e, 0xbc65e264b1e4be6c, 0x4fabc2bf1259802b,
        ],
        [
            0x2c46d2723409b530, 0xa9fc71435ba69492, 0x12b9fd5ca5726746, 0xc757ec66666930ad,
            0x4bff4f4fa18a0230, 0x732d828e485842f8, 0xd6e474ac1fa405a2, 0x86a3f51ed65a4e9c,
            0x940ce0b4e90aee42, 0x4f64e38300c28756, 0x8a8f5a2873589d0d, 0x17a7b15838bcf4f7,
        ],
        [
            0xf30ab604b3433d4b, 0xaedb59140927dea6, 0x06df6fffde0e8a2c, 0xc78f615a5219fd1c,
            0xcdcbc47597f4d020, 0x54d9a28ecf113a4e, 0x78d64b95d61b480e, 0x2b4acd974a9e1f10,
            0xe8be9812f08c2b56, 0x077fbe3b641652a2, 0x057f360e0a78e580, 0x03328ae9a21bfdc1,
        ],
        [
            0x9ff2cec170defeaa, 0xa5a2bdde95b5ca02, 0x290414a6c7015377, 0x28b6358955568081,
            0xc61becffd004ffd9, 0xcf27b81a7e5c65bd, 0x09b21507b53274a5, 0x2030f0b4e3222082,
            0xb80179b89d7eb7f2, 0x988bca567e4af01b, 0x42062db6a4c081b6, 0x5f8a40c1778f4b60,
        ],
        [
            0x5941bae350f71b37, 0x0c38f597bcef6e23, 0xdff9a6ce013d33ad, 0xee5216e4b32aa10e,
            0x4d3f7ac2505c2047, 0xe212c96705fd0c99, 0x29289c25e3f2d65a, 0x896964e8d238618d,
            0x7e47e080ee2ecf97, 0x1b1ed32addb0d30e, 0xb23a6a7be056653e, 0xad0585178a970085,
        ],
        [
            0xc70eb40d89ab86e2, 0x5754807d1b47937d, 0xd9e87f5b870e07e4, 0xaf2288f7711e0e4a,
            0xc767bfe05a08e139, 0xb43b20736bccb0d0, 0xe1429fa6a4997923, 0x8101df25c0a8728d,
            0x3d254168b2184b47, 0x4000889af5bb5c18, 0xf1b5b0fcb853d41a, 0x6ce209f0b84b6550,
        ],
        [
            0x9d78cd91006de51e, 0xb6befe0f871d2d4e, 0x64333a150eec86e6, 0x5d6e9a6842692ef2,
            0x251c548a3e926528, 0x8d3ba527a05320d5, 0x0afbe064902faafa, 0xb87973600ad0dd86,
            0x9025a54b5497c6ac, 0xdd294231276f72b5, 0x3ffe816d47e51486, 0xb74748b6975b877b,
        ],
        [
            0x8ca863ae5d6d42ea, 0x5e0ba9255dba9956, 0xb66f707ccd31bfaa, 0xd1088a871ce29f5a,
            0x3d35395c18cda6c0, 0xabc9270edecbf1a7, 0x5e55999271ab778b, 0x7b58a89705691abe,
            0x8ed8d12897f0628d, 0x60cd0de396231cf3, 0x6b22a03225e2202e, 0x747c0c310055a407,
        ],
        [
            0xb2fb271609043946, 0xcb9fac3656e24cb5, 0xd78cc27a94a7b024, 0x449b90c2cebc1cbd,
            0x9acfa90babf9e5e7, 0x7f930400248e5dbd, 0x507093705d20f9d7, 0x842b1178659170cb,
            0x767d139be14b96df, 0xe4db57f10f9d2c4a, 0x0cd475ff90f22de4, 0xfdee6c186139250e,
        ],
        [
            0x1574fa1db479feba, 0x907fdf34bc3ec703, 0x46f8c68f460d052a, 0x555f7b814f9205da,
            0xf438c16e5017bab0, 0xb620e7285a3456af, 0xa474751a4efa3436, 0xff3aad893a70035b,
            0x7375b8bb77673386, 0xd368989471caf3ee, 0x5f8352c8a06bafff, 0x3d90f6acba7e877c,
        ],
        [
            0x438938e8c2fdb130, 0x950d01bcaf9ae02d, 0xc388dbec7487f6fd, 0xc851aeeac87c9a14,
            0x0c456642638cdb98, 0x0bf7a2ce4db44668, 0xd0d95dee28a2b441, 0x3a5349d39563ecb4,
            0x7a4143a46f4c3581, 0x8592ce886acb0da4, 0xca98c9bf22e7b6bc, 0xdcd6f9c1f34b457e,
        ],
        [
            0x63482bfc91699d72, 0x9dfcb5a419a613b0, 0x3b7971eb78fa2674, 0xf2d909a480480d67,
            0xc5a013ab0eaa24cd, 0xf11daabdbcfe1da0, 0x84bdc3c1f75ec95a, 0x7e9f1022e10b12fa,
            0x24c70b60dfa6aade, 0xf2fe7c1643e8d15e, 0xcbcf3639825b84fb, 0xa43d589daf2a145a,
        ],
        [
            0x7eb1cc596d3ceb1a, 0x732d7bdc84afcb92, 0xd0aba44e452ef41c, 0x301d526791e4263b,
            0x8b15fbf70a021331, 0xee5c68fc82a8fec4, 0xff136d34f22c4040, 0xf71dace7519aa101,
            0xc7d6a0bdc5e01782, 0x1a0df664ff981503, 0xb18eeca79d138085, 0x18d9cbfd257d7c81,
        ],
        [
            0x819b879e7b0c78cd, 0x57e651de43c79435, 0x6b6dee51e12b4ced, 0x24fc876c26f629ae,
            0x6936c2632808f2dd, 0x14c7a7064a90e3df, 0xc4a31ce8318ca85b, 0x0548943c570d514a,
            0x3066153f7c2830ab, 0x055a9b8c0154f4b5, 0xa1518ea9b98a4fb1, 0x2cc49179960ba319,
        ],
        [
            0x26361d29e707a28d, 0x470b2432d936de43, 0x3c31504c4f6f73be, 0x827f255e0ce6fb16,
            0x566c9340645329c1, 0x34fbdd7bc9122a49, 0xdcbfdc4e4b087320, 0x9d8cc44e3dc83cfb,
            0x35bbff4c7a802f2a, 0x4cc250c86738fbb6, 0x81098c8b1b87bee2, 0xc09091aa1f56667a,
        ],
        [
            0x06ba5918d74d9642, 0x92dd9cdedfa0f56d, 0x74c1ac3d8cbae3ef, 0x2fce93bf5f6f39bf,
            0xff348797e2cfe67c, 0x079dc566510cc718, 0xa0ecd5d0c16bb523, 0x29f49d50cc51c42f,
            0x36275538892459a9, 0x626377708484b5f1, 0x89a8437e5c806f88, 0xa64da09a5d9087bc,
        ],
        [
            0xc8dafe0e7c4ad72d, 0x15fadb885a895293, 0x1aeee8b96070d9c7, 0xbb0c2b0b14dd8624,
            0xae518b2b40855a5e, 0xed8b7fc5a7183c60, 0xc96880e9d02167ae, 0x336ab3156a0fba2a,
            0x73141abaf18b8c43, 0x45349157a5ae3dbb, 0xfe5d53990ee24dcf, 0x1f46e18067d065f3,
        ],
        [
            0xa6500d678bb77a04, 0x1823006a00e3958f, 0xeeebafe79469499c, 0xc8312be33e195082,
            0x4b63308a273ebdb2, 0xf31db192e469b0c2, 0xcbb4a7952b952fb2, 0xb3b762eb8d429f5d,
            0x0c7bd65ef54faab4, 0xa0921286610f2cbf, 0x3add7786df572391, 0x3ce17c7788708730,
        ],
        [
            0x2096eddb3201a3df, 0xc309a036484402e8, 0xbe13411963b9ca37, 0xe8b7118e9fa2afc5,
            0x3e1ea4553b06664b, 0xbc4f48acadd35164, 0x270a347461a752ff, 0xb011430fb0f8c184,
            0xc54a37c4ccb4c4d0, 0x529cbe4dcd6abce6, 0x74f66a3b8004fd3f, 0x344f3b20c8708d1e,
        ],
        [
            0x99f869fa9f877e82, 0xe4edc03b58840f32, 0x304aff44a904b5ab, 0xfe578da84f9e717b,
            0x2ac88f105c0f8920, 0xe7027f0b65626621, 0xd963719d579c6332, 0x50ce5125a4622f2e,
            0x8ac9e24e6a469d92, 0x9dc927653175b4db, 0xc9d2a1dec21df25e, 0xc0c63367257d79ed,
        ],
        [
            0xc0afef8af69031f0, 0x0b5d27244d45a87a, 0x2ba1121dc932975c, 0x4910bf3fe4672e92,
            0xa39e140f18bfb274, 0x5f75abaecf0ee0bd, 0x0c913d127011e6ed, 0xce1827478ea97942,
            0x9bab41eae6db201d, 0xdf387f1f1ed0c7d1, 0xc5fbd3e30e9728df, 0xf32e83fdbf00fe3c,
        ],
        [
            0x50721d167fc4a9b8, 0x07039f5008890fc5, 0xecfbabcca9f1e234, 0xd7ea646618c8ee86,
            0x541ec3117a64d290, 0xe84103e413a3c647, 0x5286e14148526d31, 0x590bb344189cd161,
            0x399e7ad1a6dd78b4, 0x69b8e5b9bcfb7aee, 0x37c6746996199591, 0xd49dc5eb8772655f,
        ],
        [
            0xdac5c69e27959cf3, 0xfc5ad1f5482eacc5, 0xc8e1a8d343b6029e, 0x3dfde813f14786df,
            0x6b2b6eef6cb2ed5f, 0x03fb1b95a3f6303f, 0xd274402710dd3ffc, 0x1f93b01e31cce5c5,
            0x1d04271b9910311c, 0xc5189afc7cfba9ef, 0xb594a1b9d36ee7ba, 0x59dadd30ab7599ff,
        ],
        [
            0xdebb8239318329e5, 0x7604b06fec579ff6, 0x30d5ef060ddc9253, 0xba59a81aeb53524e,
            0xec48d1267d3e5791, 0x811366d14031ee52, 0xb3fba3e4396bf6e4, 0x3351afb1f3a39225,
            0x376ec8346df29131, 0x75d20dd9292528c3, 0xf494216e77b67bef, 0x124335fdd7620ead,
        ],
        [
            0xe241d0059110f596, 0xd129ac29964d2a47, 0x924680d4e216fae6, 0xa4981f4b473a1603,
            0x44041eba10ef9e26, 0x2623d4de93cdafb5, 0x3e4134c1489d8e26, 0x4c181e90dff8fa6a,
            0x245de4fcebc4852b, 0x0219f5aafdf3d927, 0xa5517967deb5d9f3, 0x708da64a815e140a,
        ],
        [
            0x326ca6892fe497f3, 0x65f0096a574ed058, 0xf893875ab62b8ccc, 0x1edc6dafe98c4999,
            0xdfb82157a59eb9c1, 0x0aedf3ac8ae72ec6, 0xd81cbe65ebec547a, 0x8a33830a339ff362,
            0xb4844cb83d748c2a, 0xde228930462d4147, 0xaf260a39606593e3, 0x7c930b87f44e876a,
        ],
        [
            0x42c58e3d544d3e2a, 0x402d2e1fc2e4b212, 0xe0eb364e11723008, 0x18e8626c70f304d7,
            0x5010ae28b124dd1f, 0xddd123b0e437a385, 0xec1d869387b654c3, 0xe3f39e7f4ad2f252,
            0x3fb6919e716f4f09, 0xb175e13b460c029b, 0xac5e45f7264c6408, 0x0ac35f1d3a2cff24,
        ],
        [
            0xa4a6ed6031e16504, 0x68cbfb22455b0722, 0x9c653a3e6f56e448, 0xa3b759175e438e56,
            0x5b9d3bc0e373fe11, 0x5c1a6a117ac55427, 0x5c1f5ec7213c2721, 0xd0f08f2719c63e2d,
            0xc18d7d0a4ab52c41, 0x46d0d1ca055b1ace, 0x8bec8aed179a11e0, 0xeadedb6b23670a9c,
        ],
        [
            0xc04fd3ed1c53037f, 0x4e4b59478f48fe31, 0x4b0da531f0282b86, 0xd0dcf3af4234a94c,
            0xfa047c9d81a07c72, 0x42c9f250267316c0, 0x73bde3b6a23a2513, 0x4492be884ea27e30,
            0x1dcd6489973df13c, 0x2dfa269b0f01be0a, 0x3ebee69461e8d714, 0x4495cfcdb5f8e902,
        ],
        [
            0x348fecdc02772ffc, 0x649d02d2fe51acfd, 0xc555addbd87c8b24, 0xfefd1006038c171e,
            0x1180a4bf7c0d40f4, 0xc62c9f7ca97748f0, 0xbc7e38368dce9d0b, 0x05bd53cdf693b0c7,
            0x736866a4b325feb4, 0x18974954c798d13c, 0x68f38610f3fecd99, 0x34cb256eb6057326,
        ],
        [
            0x0982ca6b3f315ee2, 0xdc3b139406d10a86, 0xc41da0a2412ed236, 0x6b7663103dff8655,
            0xcd387909825ee516, 0x90eba50f0bfb9113, 0xdf832d6f54c1ece0, 0x1f3b088f01397eec,
            0x2bc41d77e9a562a0, 0x763f48e46fab4b52, 0x6a52566181c6d0d5, 0x4a16859dfc06ca7b,
        ],
        [
            0x5fe82b526c694c8f, 0x90e25f4375774c69, 0x5c489f26d8a37267, 0xe97122d20c7c9418,
            0xa59b02054ba46991, 0xc4d678b7b8b51437, 0xee5b973ca0083b43, 0x5e057d7dc8794d87,
            0xbacce7d2f9d68571, 0xc4d69c5a59bd3ecc, 0xcbd5e2b84e23a3b2, 0xd2cbf566d4f03d61,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0x258012b65beaf257, 0xa62ddfd7c3a63f59, 0x410902440096173f, 0x36e9ab0623aec713,
            0xd2a06a03268218a5, 0x681f0677ca148e49, 0x344a189c24ca4464, 0x51c614387aa92861,
            0x2827d8dca2d5f6fc, 0x6e923c08a845f2ed, 0xe2e30f877943e4fe, 0x738623a90a9001ea,
        ],
        [
            0x70dfe318bd1d983f, 0x818639a69c71f77e, 0x4227b6cce1c1fe57, 0x36c458ca811056b5,
            0x7da8a4043622f470, 0xc35ce6fd098af311, 0x1ca998464e59416c, 0xda37a38659966ec5,
            0xd71c1f11dee3e163, 0x20d76a35185df2a4, 0x8de056314586f3ad, 0xeb1ebb615fdf7e89,
        ],
        [
            0xdd3cfb4c4b2102be, 0x01dc92a0e0dd6341, 0xea6699fe16251d10, 0x0482cc0aaa48bc43,
            0x092d567b71b9f00d, 0x7fb3d81a47adb63b, 0xb6aa7d238a8db3f8, 0x89890771098796af,
            0x6dcf7f90e797f865, 0xed22db0bcf9434f4, 0xd1cf12a8ac818850, 0xda6a1aed0d1b252f,
        ],
        [
            0x7a605cbf1d845828, 0x9d3383086b74dd32, 0xb00cd47a250b7a72, 0xa5a5f852964452bd,
            0x1e39d6df7a9d39ed, 0x89ac606a3a976ac7, 0x09df5dd5defb5093, 0x916f53c326a847c5,
            0x7fe24da6e1c388f2, 0x4d38da8eeed7cec9, 0x9efe7f18e37bbbe8, 0x310ab22e1ec6ccb4,
        ],
        [
            0x6c0732ce2dd8062c, 0x6780239e6faf3b9f, 0xa75adb5d573cbb16, 0x4262941f67d13842,
            0xcc93190209b11908, 0xb49332f4c135cb67, 0x0985dd3bea88916e, 0xc16b33cc25e90621,
            0xc89597421bff0993, 0x6236289121882c63, 0x631ab5376cbc8167, 0x1f053f1384d9cb1d,
        ],
        [
            0xba148a3b4012ca29, 0xf860e2102fa278b2, 0xa7dbade3c3642bf1, 0xf0bd2294f36e3e4d,
            0x729b03318e009c9f, 0x9b542fad8af1f8b9, 0xd93c6c0829400e0f, 0x6f013e15e0139d2b,
            0xc2051b06bf1a0b99, 0xdb79ddb80b6fc1bc, 0x92c4e3154d88e0c4, 0x2fee4881b6f0a990,
        ],
        [
            0xab815a37091d5ee3, 0x36214778cd8595c0, 0xb8f581fe1dda5bbb, 0x9e291cf294239811,
            0x0b235d8387218f0a, 0x2eb0d79fb04afffc, 0x1ae2cf9fff635e71, 0xdde6d3b07802cc52,
            0xc789672baf01976e, 0xc99c4cb02248b116, 0xd590e224ea5b36cb, 0xa1a5c79d3ed13fc1,
        ],
        [
            0x81fa99eec2092094, 0x11040bba59c1ed89, 0xc29d6e967d57f663, 0x4753eabe08b0f0c6,
            0x1399b2fe2f6646b5, 0xcd7a241c6f86d808, 0xfe1cf1f374a69dff, 0x13790e38c89b4280,
            0xb1f9210d2db20957, 0xd75cc779a0542409, 0x0785eb35cac76369, 0xc85915d216726bd5,
        ],
        [
            0x3ba7c4622955fe2c, 0xda12609212b56da2, 0x1e246efb05b804dc, 0xfcbf26f90466a671,
            0x15a5ac6a17e00501, 0x69273fd5b025b6e3, 0x42ee893efc9f28c5, 0x0732c41d2584dd06,
            0x9d4d455789e162cd, 0x189c6a8544d35355, 0x365c2fa382d8d6e8, 0x4937f4c7a5eea121,
        ],
        [
            0x03e09b1f59063ea3, 0x4d2aa35e07113038, 0x6f95eed34a250de2, 0x2f270008ced5c6ec,
            0x4e5107f5dc32743c, 0x4085cb3e5b86a5f0, 0x9dbbbaeb9184f952, 0xfa4a81969cfdb7ea,
            0xf7123df2a147a47c, 0x3ea824a2dde18b01, 0x207a74c522d86e1b, 0xf0d3b92941093dc6,
        ],
        [
            0x568667bffaa64738, 0x923a6d3687bd5ded, 0x42a8e7ef292a605f, 0x578810d8f2ed6129,
            0x2ba88be06b3f4aa5, 0x464108a5e32920fd, 0xfc20886c313df6f4, 0x725386743a265058,
            0x322086963212eef5, 0xba25b15af8ecbe16, 0x930d3fe1d62f8b44, 0xa3f32e44e1bf89ba,
        ],
        [
            0x3ad95de1a7b49ea1, 0xcede293171db7ab9, 0x1cb1691a7f6c1f96, 0xbcf20fc4945bc0db,
            0x16c8b065704e434c, 0x75030622d9b92058, 0xbf8cba1c17393c81, 0xf8c8484dbd65af6f,
            0xf9b4f9d186475fe0, 0xbc56b9878dfaa2ed, 0xd9009dabac6b6564, 0x118c1d8351ebfa7b,
        ],
        [
            0x0e825748bcd63c25, 0x26268cd11e42bf6f, 0x6e79aa38737bf758, 0x6fdf8d58f42c63cc,
            0x8e2869f9fd716a2f, 0xcad00c2dc37eb779, 0xb2408c98ceeb388d, 0x539536d1d6be94bb,
            0x9061374e56da32d1, 0x93c26ccb5697c54d, 0xd407e338dc5ecdb9, 0xc12790ee46d9251e,
        ],
        [
            0xbaae9d6465b465c7, 0x97972e2ead3f0261, 0x7dff862c56c930a3, 0xcc0c7b907e924d70,
            0x6efb2bd901e43be3, 0x3dbd70b54d46e127, 0x1cfe54be13fe535c, 0x4aa4a35034dbd053,
            0x194a5aab3783b862, 0x782c7ede8f99c89b, 0xe7dcaa3c26575f03, 0x52425d8fffc95e67,
        ],
        [
            0x3bdc12bd18cbac91, 0x64212eec9b61419c, 0xddb7f386e1ed8f89, 0xbd1667687b62be10,
            0xb468c67480ce3b3c, 0x4207ae9bd6d97dfe, 0x6a97d867010b7898, 0x2144175ae83dca03,
            0x65253a286b05fea2, 0x9eb924b43cad0c1b, 0xdb5509bdf05b58e4, 0xf7733607ab4871e9,
        ],
        [
            0x889fce54aa512848, 0x49110175f0fc3c78, 0x664b02f84cd2acdf, 0x5000ccf01e13abcd,
            0x500665d0a27100d3, 0xc1e78f614d9940a4, 0xa80bb38e59400b97, 0x9ce4bc1e54c7c9c4,
            0x573263ad1d52f695, 0x19ae5678d3f11bc7, 0x9fb80f557cddee4a, 0x3e97e0582eca67fc,
        ],
        [
            0x27e7d0903c8075ed, 0x3470b48cbf8b9bb4, 0xb720bd8c59c0a00d, 0x83db0254cd68ad80,
            0x653864873a139e2f, 0xca6c978612b33453, 0x083dd3773bdb24e0, 0x3b0c850df5781c4b,
            0x3da0eba461eedabe, 0xa521d5a313f0e0ee, 0x9bce82b77486d226, 0x763436e2ee26857b,
        ],
        [
            0x9c0c789503c708c2, 0xe5902f3c65442858, 0xfd6fa9352fe44ab3, 0x53aa13049ee51d5c,
            0x7663ebd001bc99d7, 0x7324f653a7bb6dd6, 0xc69469f52af0d2e4, 0x06efb4ee0e038c08,
            0x18d84b39399c5190, 0x88bc3b045bd162e6, 0xf826b77430b8884d, 0x21e67cda33ba8ba9,
        ],
        [
            0x93156d975e34137a, 0xe0e309bf790ac7b4, 0xbf61bc4dae462f29, 0x5691e5757ed34134,
            0x24b43b70db71807c, 0xdda7a9ff6315da75, 0x2b2d59644e7753c6, 0xbd39083dc7d1ff86,
            0x768ed6bb6da723ed, 0x41a28053edddca53, 0x466350bc04d04f71, 0x2b79581c3f2d0ef2,
        ],
        [
            0x0d4444ee51dcb931, 0x7d447ee1ec9b0fca, 0x5e62091ff8e4278a, 0x1d8a3610c28de501,
            0xef4c1b7bf6480043, 0xcb3807e9b97a3c69, 0x184f60038f234f9a, 0xa1e1bbf4476d933b,
            0x673c3f25cb235791, 0x8bf54e6aca7a5c86, 0xba528bf4b117348a, 0x435520b5dcfc771b,
        ],
        [
            0x484f73d1496d11fa, 0xec10ae0e5fa064a6, 0xb8e367dc016d96ab, 0x77bd8653918c0abf,
            0xf3c3c0fc9853eecb, 0x87763871609c85b6, 0x4b94814d99c4f350, 0xb7cc91d4217ec79d,
            0x86e27704a02e3664, 0x98b7549bf53e35c9, 0xebdbd6624f15c0d1, 0xaa2f07898b79e7cb,
        ],
        [
            0xd0038667a9bd8a98, 0x705bd29b91d9e53b, 0xe652208475addb48, 0xb464db90528f2a0b,
            0xfb78cbcdcebcda57, 0x791c1ef38cfea7ca, 0x5babb647177f4bf1, 0x49dcf2f0093c168d,
            0x517e25a9c8b22bc2, 0xa8f8fd3ac3e4e4a8, 0x070ee26116f18a87, 0x1638216ce97c8033,
        ],
        [
            0x24d83d3d689a7b1b, 0x1b7088243a391b88, 0x784f1fb17e893dfc, 0xf8d8ebdb0c733eed,
            0x08883acc54090e8b, 0x30b186c5113d0979, 0x6b51dd53bac05096, 0x48da4538ae723958,
            0xe131aac4e7f95cea, 0xad52e787ad75f8ed, 0x164cf55536d0da84, 0x6be8e4a67a93382b,
        ],
        [
            0x0283ae8b7c46fc09, 0x0ae5f56c37fd5914, 0xb468cbe6383ded7f, 0xcd7611755c8f9cf1,
            0x253890af2d25debd, 0x46a66a85b643c096, 0xb21e25376c3ff68b, 0x0b07d54c42c9c025,
            0xadc3a3f8f8d89b23, 0xffe612943cf03d62, 0x686b065200c424de, 0x296636f6c503b3c1,
        ],
        [
            0xab445971a6d08d05, 0x2a29902aa52ed7df, 0x74c343ff1edd925f, 0xba560d0b91b0a6fd,
            0xf1067728c53746d9, 0xe4f4710a080f1310, 0xfeea80ea32329189, 0x2b4762ae8428a2b7,
            0x61d46d631b6a8e74, 0x5ad52b6ef7d1986c, 0xd406ad2ea44cb4df, 0x6157242520301e9e,
        ],
        [
            0xc4089cc482ad130b, 0xa45c7735d09aea67, 0x161a687420193eb9, 0x70fe82c40e5ccf65,
            0x658600f40ce354aa, 0x2bec39ccfd851c90, 0x42aee3dd21c4fe6e, 0xe17f9882872b88ce,
            0x5ff0b4d813cdd2f4, 0x12153e831682fccd, 0x97800f41aaafc9ca, 0x547b88a0b5222f73,
        ],
        [
            0xdfec505c48bdbd22, 0x6f709752b79ae1fa, 0x453ca06164af0234, 0xd9c017c170bed0a1,
            0xf8bdfa4af8c71708, 0x1cf9a875d7cc62e5, 0xaa928ad78ed9c3aa, 0x8a259f5d526d0f57,
            0xa3a9352a47e15fde, 0xd94402210ba7c90d, 0x81523fc4d06d4b6c, 0xa402a26155cbd971,
        ],
        [
            0xca4692a143ec921c, 0x44e4ea6c437242cc, 0x14d847314fec4995, 0xfef3c0c140f6231c,
            0x2a582001948f66ba, 0xf98a1d0c378636ca, 0xf5c2616255928e9d, 0x156d666fd4e00659,
            0x66a352213d61964d, 0x52ceef47f4178580, 0xe32c9fad558e795b, 0x522101794167683b,
        ],
        [
            0x2a8631561f88cacc, 0xa45b7a73141e6b02, 0x712bee3dec3c3adf, 0x05e0ea78814e2ba5,
            0xbc4858ee06c7ca42, 0x72d3729788aeb43e, 0x09e67442f8c861bd, 0xda161a0a3bc37f17,
            0xb6ff62becb6e926d, 0x432f104e6f3efd99, 0x1abfd20db3b6db9b, 0xad3dfce9afec13ad,
        ],
        [
            0x52a747a2eeb478e8, 0xed7ee3933721707c, 0xde10bba2594838dd, 0x5953cdc6a3b73b8a,
            0xfd6c1665e31e71d4, 0xea8b8f9cabaf2d29, 0xf70daaf362f2fe1c, 0x61038fec50ae8d8a,
            0x4269cf0d4d92e9ea, 0x11adb6ab25471fef, 0xb389036c87ce523c, 0x8b7e2a424dec52c7,
        ],
        [
            0xb8a2e24985c7d55c, 0x362475f9e8336e5b, 0xd27843841b65a5dd, 0x0f7180d2abedbbf7,
            0x4c6c598cba0ae4a5, 0xee682af36dee123d, 0x61932e2c2296a0b5, 0x0a36528d8858fdb8,
            0x2c2fe012dcd1e2af, 0xcfdb28f83920d340, 0xf35467fcb23738dd, 0xa205904094ea6571,
        ],
        [
            0x3d2883e90694f300, 0x66730c030a3c5835, 0x3d037a8a098604ed, 0xc2eff497cd59f8e0,
            0x9ab3530f5e069fb0, 0x777dcf2ee16eabbc, 0x83eabca2753bff36, 0xdfe50b22f01fd346,
            0xf5179751f8d1d397, 0x2567d53dad29a9c3, 0x9705b04e5c1a85b1, 0x93ba92cdb48d63fe,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0xac45111a9211fa73, 0xce690ad306a39bd4, 0x1cf6877ddaf57c5e, 0x7707a8155831213c,
            0x85c3003bb658221b, 0x59de5a56e0344c2a, 0x468ac4c7a45d9e35, 0x02e3059cf49c0bee,
            0x36089f518ef2acbb, 0xa41ca1e08199fac3, 0xfeb4cd34a08f5c25, 0x411d2298d916513a,
        ],
        [
            0x5bf5bf9cfb2b8c90, 0xcad1648f9a4fa147, 0x52764f0c2dc71892, 0xdde89ac290f1aaf0,
            0xddcec5d1fd319d5f, 0xb2d9a835fa366cda, 0xdf308e16564cc6e0, 0xf7138da29446a19e,
            0xc907fd631a4e4eae, 0x7040e01be67fb56e, 0x04b14185c15e7003, 0xe8cc597d05783c62,
        ],
        [
            0x0d361718d63e042e, 0x2614e322b106c172, 0x3001e999b61580fe, 0x1a321d5fea83a64a,
            0x53e42b48b1c0dad6, 0x33c647e284fc0eb2, 0xba4644e0d330e54e, 0x4fc4299066b172a7,
            0xdd0b0386f66936cb, 0xd20d4d26403978eb, 0x5515a2c9cf90172e, 0x83cbbf35ab9e2a84,
        ],
        [
            0xd78a0f476c50b635, 0x23f42a646ee15b65, 0x49039e18bb9b5051, 0xc3ce15b767de9b7b,
            0x85fce4076e5bc287, 0x9934d3f89e8749c9, 0x587b3fd5cf2276b6, 0x639692d54ebae7c6,
            0xb8f671ccda6bc9c9, 0xefd09ef26853d583, 0x63e816dec9135f29, 0x5ffb0e4e132bd708,
        ],
        [
            0x4fee5a94ce066c5a, 0x00f156bee23e055e, 0x1367d5c0a9bb9e06, 0xc14d9d3fcc3b8562,
            0xe0e9a140385dedce, 0x1332d7680200efc8, 0x4a8ab442a4cee262, 0xa60cb92d1f9f1d94,
            0x5326750a865b67bc, 0xa960a6ea97c7f758, 0x23ffb6ae40e3c17f, 0x7002c3bfdc5aa4a3,
        ],
        [
            0xcab09d3cdd4b300f, 0xc152b7f0d0bebb67, 0x30716a0da5d9d23e, 0x3f2ca2642b9fad9c,
            0x3bd8a8dfea3148c2, 0x91fa78d7088277a1, 0x27e656d576392683, 0x052868647877ea98,
            0x2e35c7b4c39b06e3, 0x3af94219dfbcb529, 0x60ea4fec46cec9ef, 0xc81de82d82d9b7fe,
        ],
        [
            0xe15b9e2268c9122b, 0x0d1c8df38ec1e59e, 0x73aaf1be0597145d, 0x85521590721578a3,
            0xb4f213785e7c68ae, 0x8880c28b917691ee, 0xfcebec82f215e680, 0x75416b2871280b3c,
            0xdb50b969dfab768d, 0xb15c97ea23932d8e, 0x638018f426f0ffa9, 0x476b210b098dde2a,
        ],
        [
            0x3ad1c76646909e86, 0x60f2c47fd16642cf, 0x8d4e49f4a6937867, 0xf49cecbec688fcbd,
            0x755e10d353c9c9fe, 0xfebe258abe457a2f, 0x6ad40a196b5caef1, 0x68280b1dc72505d1,
            0x499b7e3ea9553054, 0x51c5b45e573f7c67, 0x2611283229ed425a, 0x67f8693822ec3405,
        ],
        [
            0x724cc931caf91c99, 0xa6441bdc5763bb98, 0x49bd63393559af2f, 0xa5a617d9496bfd59,
            0x8436aa2404d04db9, 0x370d68e89d217aeb, 0xab831990b2683063, 0x7bbadda29007f0fa,
            0x2b5d1cba59f1d011, 0xc48caf3aded960a0, 0xc8a1714455deb670, 0xbd77bc7d3c5ef10b,
        ],
        [
            0xcf81b8d6d5ef6693, 0xa6b92364bddf39a5, 0x43085e974370fd7c, 0x373b63debcd10a95,
            0xc8ce8dda281edd39, 0xe934ceece7f4df28, 0x39b45a792dea3558, 0x078cdebb223d2b87,
            0x95a84ba0b7de561a, 0xa65632aa57a7bd26, 0x352a71ddcd4356f2, 0x1616231ad7968dce,
        ],
        [
            0x7812ac6f9eacc06d, 0x7a4df55b5bece302, 0xdd3f0f4be7d4bce6, 0x21e83815e3356b57,
            0xc5d77622a96979c3, 0xa106963451812edd, 0x7d38a5adddb6291f, 0x56a428c899442191,
            0x6a648048119a61cc, 0x7ea237f2e5c488dd, 0xdb2b369bca5ccdc3, 0x5bc7c6172a50823b,
        ],
        [
            0xcf3aeb152fba6934, 0xe81a061ad54fc3fa, 0x82b2decb1c5d76d9, 0xe7f87438ef799cc5,
            0xf499b8a25640879f, 0x06446a70b9b01c72, 0x7d356f0707e58dab, 0x397a41cb79a129e3,
            0xbc06a1f6d791783c, 0x03246d7e18274a5a, 0xec94ad5aed4c9fa9, 0xe2ac882927ee825e,
        ],
        [
            0x21e1538e9b7375e2, 0xc92a7f7dd3d5d24d, 0xb45a90c9c6a95d0e, 0xd38a0a3d5f2c89b7,
            0xd7afac3af85afb0a, 0xd4a5a22cdc090276, 0x93c6d98437fd290c, 0x246be62b86cda4ae,
            0x5de420732b7544a0, 0x982fcfb5914a5ac4, 0x1a4941fa5f2c798e, 0x0e3e3ef3560429bc,
        ],
        [
            0xd26167617f2c9e7f, 0x311698066f591bb7, 0x85d645b6d3faa6ab, 0x456c6bf22730f52c,
            0xff5a7fce976c2099, 0x553a27cd19f8d51b, 0xd949f752170a402a, 0x852aa18d8d767fd6,
            0x7fd09c1668282b81, 0x15b5f19a28163a47, 0xee3562e22f537202, 0x548191198f5b93a0,
        ],
        [
            0xcb9b41b088e1e7ec, 0xe43614b6f42f5335, 0x2eeeeffa4162fa43, 0x1180effe3a3234c6,
            0xb1f7eb3d3eeeec3d, 0xa8afd00a99a17950, 0x4e49f586455423a8, 0xdb0a1fa4056223fc,
            0x07e5c86de1b6ba4c, 0x4ca3bb9676b5a261, 0x30e5e1ae9c55f95d, 0x97c3414aea9b57dd,
        ],
        [
            0xeba8e784bbc7e72a, 0xec1d62bcefe97e5b, 0xbcc4322e417fb221, 0xaba9629554de88af,
            0xbb4003bdc903dc6a, 0x4ec12d78d084b7cb, 0x9093107bc3d9d39a, 0x028784036af9e4de,
            0x6e0920c206936041, 0x019938092491c59f, 0xe716ccfd49f4c8cf, 0x5d74a6c96f80fa8b,
        ],
        [
            0xa02c9cc257df69a9, 0x0cffa308ffd4b6d8, 0x607320198b5d90d5, 0x7ec5213223b23f44,
            0xd1f758bf1f164af6, 0x7b51c56151e8f631, 0xa1b0004c6a9f7cb0, 0xb74fb10313264557,
            0x3c6213ade6a6e1d8, 0xf2912044d0771b5d, 0x16778d99682c3fcc, 0x1ce4a98c77140a82,
        ],
        [
            0x88bd0758b589a9fe, 0x8cbb0b891974166f, 0x4e81963ab847a44d, 0x1ea7acf16d0f3e50,
            0x51bcff03570899c2, 0xb0b07614585cba1c, 0xa7ceaf33b2adb5cd, 0xd4c38434876091de,
            0xe8469b0f821c035d, 0xa9d9ca1629429a29, 0x500830e9634ae556, 0x25592b4537fa64e2,
        ],
        [
            0x5dce400e67e4180d, 0x5593674bb47f96f2, 0x4995a191dfdc984f, 0xec17e4006978c2ba,
            0x2537d35b8d42963b, 0x85b6b3cdaffd639b, 0xfbd03ce7f39dee49, 0x6b82597fb177d499,
            0xd889ee7e2fb44001, 0x3f2ce411f58e515a, 0x7f524a6125e8b490, 0x120da014fe8ba498,
        ],
        [
            0xe1700194786db0a9, 0x842fc25d62393e2b, 0xa0af2a5e8541d688, 0x128b64b16f6e7e4f,
            0x287dee05fdbc545c, 0x07220c94521fd4b9, 0x77b43ef7476e90e5, 0x4edce75762796b19,
            0x7a17b7db7b4ebf1e, 0x342c552a5642e11e, 0xdad718ddc89a2a6b, 0x4bd704c0df2131fa,
        ],
        [
            0x9cb5966c4038cced, 0x727f96a642fb8637, 0x1beea643baf13713, 0xd7d52bff2f2c7e1c,
            0x512c69e5d3a94f90, 0x6ff05f40bc8cfe92, 0x31eb9feb771d398a, 0xe080a5a939471227,
            0x65d6544be5b25ca0, 0xd5f3d0db70eba8a9, 0xdd0660bc85d73d4e, 0x8a9005dfb0e4fe60,
        ],
        [
            0x3a1066c6b10049f4, 0x58931b1ed80ea77d, 0x2d94092a5fd3a7c7, 0x0ac550dcc0f6d7b9,
            0xcf420c937cbe652d, 0xc3c74930c567ff8a, 0xfea62125ab11cc44, 0xa9e6d1a1a271c97e,
            0x9a5db099b9c2a4f3, 0x9a7405bd77089d0b, 0x39d08860650b98ed, 0xd6d469d7c49ba95b,
        ],
        [
            0x700a8faae1f3b3e3, 0x7b8a6657b6878a4a, 0xf0add87a648f4504, 0xc6f549e1744003b6,
            0x9aaf3b499344c5a0, 0xde76b0e92d92f614, 0xccd1247ff29645c2, 0x34d3c2d425626c83,
            0xf53b02bfdf64a96b, 0x4f17405b1c50f38b, 0x83b8684a217283ad, 0x1ebae8c68095b0e1,
        ],
        [
            0x46c7e8383fb1bc31, 0x28c8ddea6ce9d89d, 0x66cc6e35dfcea827, 0xb023a5ba85dbba3a,
            0xbfc3c4ca40047555, 0xf2cb52409b86b15f, 0xb9eca1c7cff32d57, 0xf4927b1f8a329205,
            0xcf40a4fe254a86a9, 0xd804d4cd19d10bb6, 0x084a5a08ed23eb07, 0x41acdb6b2200be85,
        ],
        [
            0xd6c8f6595b94c30f, 0x53a4751c7dc99c1e, 0xdec186073ea5333f, 0x79487d9bde95328e,
            0x873eb765c25f53c2, 0xd07762ad6dbdce5f, 0xf1704d40fe0f93ca, 0x911c499dab8d5df5,
            0xbd120549752d0c0f, 0x8731c135d1efbf4b, 0x6350989b41a6c7eb, 0x85138aac575ab983,
        ],
        [
            0xa5a3483bc705565c, 0x903c0e631f439519, 0x966e58dbd56a9fac, 0x2c759efd1bec5949,
            0x6b80223701cb98a9, 0xfaca2a393391990d, 0x6aef7589da1cba38, 0x75101e594b4c4b6f,
            0xc165b54562de7dca, 0x5466bb4bff7ce911, 0xf5de346cee20517e, 0x0eaee2283888d89d,
        ],
        [
            0x259523c8fa2247ac, 0x84fd351ca237d213, 0xf258cc4035a6ba23, 0x591eabc805c6e75f,
            0x4058cd435bf93c71, 0xfdb96f8c09afa99c, 0x34287806d6ae9e0f, 0x654f92a41c6664fa,
            0x2a2770c9fd29ce19, 0xc94c91b4e27cbf44, 0xff488db0e820a5b2, 0x133280a7a1676b1e,
        ],
        [
            0xcf323785425dffa5, 0xc9469ace0f025c0e, 0x28b219f8c4d702ec, 0xcf349b47ecfe60ce,
            0x7c42336f7121318b, 0x27f1958c2ab3d7f7, 0x80b87d94d323721c, 0x44a8fa30a6fd3750,
            0x24c57aa80d5b4fc0, 0x37e1938060edc792, 0x1cdc520fe69e705b, 0xd95d6cbc0ab33453,
        ],
        [
            0xa6a9d1e8d145a205, 0xb29a992d2e2127ee, 0x049b244cd73c2cf0, 0x836ad1d25f1a7c76,
            0xd99d7397a2a2bb2c, 0x1ac940c5ce5e87a0, 0xd9346fe33c3a1a7e, 0xb1df2022a308e450,
            0x0c7082594d1dd9d3, 0xe98ffcc26377c742, 0x4973f53d8b4cd9d4, 0x49b35f404941919f,
        ],
        [
            0xa0168b92eb795ac4, 0x3feb9dff3da82691, 0x86a2ab56f353a695, 0xf5023d86db3423fd,
            0xdfdf2169a396ecc9, 0x6fe5ed751efec6c7, 0x5b21fd1b37d4f32d, 0x6ad0fd7909c7c345,
            0xa7b3cb94fd292fb4, 0x1932c4f7ad01e7d0, 0x1b0e85984dff56fd, 0xe5b66c4f69fbe9c7,
        ],
        [
            0x0540c269d1d9f65d, 0x25ebdb1b5483b18b, 0x1be9c6b144d5fd77, 0x0cde0e19f78d3445,
            0x0c9433ae4b67d05a, 0xdfdf2718d3159bdc, 0x232f1253ffc2f812, 0x9d5ee7d70efe6673,
            0x72895562c9faa7ce, 0x4d743ee0b6c462b4, 0xc32afa1f4127597a, 0x059dfc92621ac78a,
        ],
        [
            0x214a5541574a2d7a, 0x8bb26b1f0baff67e, 0xe8e8a314685cb49e, 0x6ad5643505f1dbe9,
            0xb2128765415b4393, 0xfdff5d78e52e83a1, 0xe715e976978e2b11, 0xdcc72e10d4d391b8,
            0xef01a9d8dd2d7ec4, 0x00377f995963c951, 0x13f5d41ff10b944a, 0x4db0bc427857aa4c,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x63c86b9043ad5051, 0x3e5a44a7037db034, 0x464719634f6bbc3e, 0xbcbee39a6d59f0c5,
            0x89b81c4f6a8ece33, 0x79d29243dcde4107, 0xce4e0ce5928f3240, 0xb32dd9da7579045d,
            0x24c45a58ec1346f4, 0x4204b65694918c2e, 0xe225dcce675bbb07, 0x99a5cf1bd320b877,
        ],
        [
            0x77eef9adef78aedd, 0x6449a8854edc6a22, 0xb991769793263342, 0x6d8caf0059aef854,
            0x8fcd8803614fc688, 0x1c30f1e31b3b9739, 0xe5ee56e9752242d0, 0xe4a783f710fce62a,
            0x949f9fa188a23a7e, 0x5c2494b5bcbbb181, 0x80d471914a1e48ee, 0xa3e17f44c2fdd6fb,
        ],
        [
            0xb433a79cb2a2eff1, 0x8872bcd1c0464f79, 0xa53fb412040f7fda, 0xf79310ea77a4ed25,
            0xd5d964fa7aaf390e, 0x852f270c9f03c677, 0xb5e506a4dff78d47, 0x108fa47f9bc49fdd,
            0xd5739a6077b4807a, 0x7e421012c5f33d9b, 0x1163d62e386ad6e4, 0x90b47a29186d4fd7,
        ],
        [
            0x0762fe2f08d7e82f, 0x950f44818591e9ec, 0xb4ef28cf1cc0d4b1, 0x7a9336d43e1774a6,
            0x7aa7ae1287ec952d, 0xb31975d3f8794748, 0xb96a90424a220ca4, 0x99002b9530560a02,
            0x3de7b18b6186f30e, 0x63628bc19ca19d83, 0x185b2584e7dcbd8e, 0xdf11408c7c371327,
        ],
        [
            0xfa84979b1583aa2d, 0xaee4b5ba1a51187f, 0x03715ae2b97ba22d, 0x57f7271d864d4bb2,
            0x7f3a9c787160ef4a, 0xa5d8ac82167561c8, 0x5e810dc1c75ba446, 0x5045206bc82ef22c,
            0xf34b2f37da810ab3, 0x55cd077283c16c54, 0x666397de3e795f86, 0xd42ae2f2b2d76a20,
        ],
        [
            0xee8e115634c2e65f, 0x46f0ca3969a1753c, 0x5a7754580f0de308, 0xcc68be91d43be35a,
            0x570fb02f5a310b1e, 0x4417a9ecd5ac2856, 0xb3a8a4d5b732000e, 0xfdc9edc6bae6b519,
            0xc09eecede26e4f99, 0x59c030720c6eed80, 0x134bad9f67d5c0f4, 0x4e8d4caf6d5866f6,
        ],
        [
            0xd507814fc1f51115, 0x2717842610cb8453, 0xaca7af8154a25139, 0xf268cf18634b8b97,
            0xf683ee87e3e23223, 0xc8b0ba7fd62a1e6a, 0x619acaf1d3efb3cd, 0xaaac1e0dd5fd6440,
            0x567136ff24956e90, 0x03c5d7aeff6c69d7, 0xcce9e594b2c8accd, 0xc0f24963f6992445,
        ],
        [
            0x41f1a766394b44df, 0x7bb818f7c700ea18, 0x04c9e7a4c4dd3e10, 0x2c60bdca21ea2fec,
            0xbd5034660b6b608a, 0xde9b67f3265436ad, 0x3169f3d907279157, 0x8edfcb99520452e5,
            0x3e6b29ad354e9bc1, 0x82df7261f3f566c0, 0x35d2f32ac94f4dbf, 0xe3ec604ac8bf3658,
        ],
        [
            0x578bdb1e564ad072, 0x2664b1a5fdd2538f, 0x23ae975742e8ba42, 0x65277370cbfc74da,
            0x92f9ab3407b60f50, 0x4d70725419818cf1, 0xc417e5fdb605827e, 0x5f35847e36df6d6f,
            0xd3c30a41558b409e, 0x15c0c7a89170ca9e, 0xd86176175ddfbb26, 0x3ba15de078a71015,
        ],
        [
            0xbdec26a433ad9e00, 0x02fa3ce9ed233d9c, 0x0504f31d03094564, 0x5e40c04f265bce16,
            0xba8ae524a0ca8c4e, 0xab0cedf499159f1f, 0x9a1076502c19ab53, 0x7f6b13bf8da90fbe,
            0xb4a4de9e2247149e, 0x612782fe4aefe421, 0x58e80a8ab4eed32b, 0x8bec115eff6c13cc,
        ],
        [
            0xff54c05f3901affc, 0xda66ca7790fa6b50, 0xf5ca3b521f374529, 0x7b22f49feecf0a63,
            0xe1c8f6dade587a78, 0xf125c1810928dd4f, 0x1d8a25b834aedad8, 0xb05af804f1bac5f5,
            0xb112c2a6b9c016d2, 0xfe4350bdb4fdec23, 0x45d734887a31eeee, 0x06d2a98816820ca3,
        ],
        [
            0xf81452f8fdcbae9e, 0x0c980c600a39bbe8, 0x1395042e85e28280, 0x81e4eff138bbb994,
            0x79aeec021c2eb548, 0x97bca53aba07b447, 0x0718edcca562a5ad, 0x8dddd400e29aceb1,
            0x4687114c29e3065f, 0xb5fc567f7289c366, 0xd7d62d4ff955d6ae, 0x10fe0badf517bf31,
        ],
        [
            0x5f564a4bf542fb17, 0x57ce63bb73a1bbf1, 0x80010ec62d4ace69, 0xee1a93c1dc6af49d,
            0xfeeff83dcf0248dc, 0xcb2c2a6fe0e4f5e6, 0x9292c2beecbf60e1, 0x69276f3ba7edcbed,
            0x6edbad1b46b51abd, 0xd20d850a5e9ee984, 0xc442286167d4079a, 0x028b6dad3973f00b,
        ],
        [
            0x23b14411daac16b1, 0x63f88b5fdc31a5a5, 0x29a9952ec71f1d94, 0x9c076b09d875cf00,
            0x50d83f629271baae, 0xe62626d2f0b18f31, 0xca1b05c9a69d8117, 0xb40763c817398f82,
            0x98c59442a7cb6881, 0x88f30acff03aee80, 0x9d5c02d1eebd7276, 0x153be7e488b2a1b1,
        ],
        [
            0x82c5bf8176c779d9, 0x6bb79d4240da3769, 0xf941a0029a6ac3ed, 0x7f64343e30a03186,
            0x5241fa3e3c5743c4, 0x9dbe92e37d9b0408, 0x5525faa513570023, 0x2956abc4c5f9398e,
            0xbff66b5b2ecd5cc1, 0x1858ce4d0e486517, 0xbe879d3b66f7c97b, 0x31e728932000da8d,
        ],
        [
            0x7a99761f3a9d8caf, 0x4d95d9c0ccbab733, 0x29c526cd0b05c74b, 0xa5224bc9f1ae0df7,
            0xf48cc136892db5a3, 0x470df2a08d564334, 0x4f1f6a9e6c143072, 0x656b622f82c88f21,
            0x54723439d6ba3734, 0xc7790f33271bf944, 0x4655716c9942d777, 0xe36389ce96fcbb8d,
        ],
        [
            0x64750114ccd176f7, 0x776b653c08d56622, 0x579b850fac660e5d, 0xb79524e31707603a,
            0x32972c404c637e55, 0x6b87fc79e9a24315, 0x52c7e735256ba1d4, 0x1a1db31c7e50494a,
            0x87db8a31aec9289f, 0x5f92a2e02edadda0, 0xada8923208605b61, 0x0e36e8bdeead9fff,
        ],
        [
            0xc7b4b2485022abd6, 0xeaf8f3ff4c0fcfdb, 0xe2742c7c60582a99, 0x4eea9afeb73c8a6c,
            0xa58d1b96b3684445, 0x289f42f4b0c1735e, 0x5b2ef6b453f89d02, 0x5025581533aefe68,
            0x8f305f398759335d, 0xb4f0b41705eacd8d, 0x82fdb92dbde5da04, 0xa5b79e35fbf81a04,
        ],
        [
            0x30ae2a39bbe06239, 0xd4f11e9dc889cd1d, 0xd4a6cbd038133910, 0x2213581b7fe7d97e,
            0x8def667f6dfca4ed, 0x87c0de1433c843bb, 0xbd2774c8a3af7f95, 0xddbc6a1c2cf2f739,
            0xc53e8a99b0f7c27d, 0x780aecc746d62dda, 0xc7781a687032968b, 0xc02bfc893749032c,
        ],
        [
            0xeebad8a389660fd5, 0xd57a3a258d3a30da, 0x89954368fba00599, 0x8be7fae556be797f,
            0x065a02c3d79c6591, 0x4326dca8fca27de9, 0x5ba0e56f965e5c25, 0x406c6883711eb85a,
            0x142fd06021cb759c, 0xe2c681a647e3e4d7, 0x493ef951df115d79, 0xb7c8cbb7b438ad8d,
        ],
        [
            0xd596f63e556a8ee2, 0xc8c58805d515220b, 0x54c223cfd55d299f, 0xb4584bc8cef1443f,
            0xf8e16a0d56fe85fb, 0x018f667b128d0703, 0xc3ce5f2af2d90c6f, 0x31d6ef9698d66ca3,
            0x8d67d01245a3a12a, 0x7015ef43328ef93e, 0x06d08feb9bd6471d, 0x07d71429a91eaebf,
        ],
        [
            0x330e5788402bc47b, 0x4b1e72ff11469e48, 0x316a4c0947c27972, 0x35c17faf3f93146b,
            0xeaf09a6c54e9cdff, 0x5a5fe49ce975d58b, 0x69c80eaf321a08ba, 0xaff13aa6dfaf4798,
            0xf1374c50db8d7072, 0x74adbfe2962aafee, 0x367deac493a1fdbe, 0x2e5979f16c0320a2,
        ],
        [
            0x5a348d7fece801be, 0x7389e7cf986a8681, 0x95e275073278f723, 0x552de0a4a6e3ffdc,
            0x5b65e266bf41f5ff, 0x3b9d4d64b3194391, 0x2b04683940e8ae04, 0xb53671b7bc979772,
            0xa3e06b3edddbed2e, 0xb0726ca9b8f3bea7, 0xa7126222fccb73c7, 0x0b69f0871049d46b,
        ],
        [
            0xb8e9f7f36beaadcf, 0xdd5adb5d61ac012c, 0xe84ef68cd5ac6e49, 0xc31b8eafd3bd2d5d,
            0x3d86e2de85e1fb0e, 0xbddcae2c43cfb36d, 0x844945f983140338, 0xdec0e1c3ba44eb6c,
            0x2c68ad375da71a67, 0xcc674249caf4db73, 0x6782775daa91b672, 0x74b4ab69a3789137,
        ],
        [
            0x310abd409e294e21, 0x655b47efdbd5a131, 0x83c4bbf3530fbd24, 0x3dfffdb46f8d543f,
            0x24ffbcda56523cb8, 0x6b760ed2626fdc05, 0xc256f3a48dea5497, 0xb4dd864dc3cba4e6,
            0x5cf80b74ccb49c6d, 0xd7ea523aafe8ab73, 0xa3c4fab11807df0c, 0xfa741953bbd783ea,
        ],
        [
            0xe5f404aa7616abae, 0x49257a9693e52e64, 0x49ecbffc09f41fff, 0xfaf3395807db42c4,
            0x7f3d32788dec5f37, 0xfc0c7b9e46969625, 0x87d3fe870f902057, 0xa5ce7b11551cb486,
            0xd9e48d92edb92beb, 0x4e9353e51b1e6d00, 0xcb4d3608a5935f66, 0xba94339b00809f69,
        ],
        [
            0x3cdd1a4c7e59a63d, 0x59f6c7ff500e12d7, 0xdefb16c8902b59d5, 0x1ddfd8e778e364c1,
            0xc17dc2909a0f0e27, 0x65825e491c446fc5, 0x786dc59edea21d21, 0xf1990cbd0f7311d7,
            0xf7f517e1fae4d65f, 0xee6a7bae58b75eda, 0x5706081613a45b09, 0x53bff0bc65d66f69,
        ],
        [
            0x8c971ad60b3dfef9, 0xf963a3f41e5c16f8, 0xc5998a2f5bc1f6a4, 0xbb705b4274700240,
            0x78331a1570b05895, 0x1ea4e3baf6c7d1c5, 0x8eb45ae7b50018fe, 0xcc4d16e8fa45e55c,
            0x4cd285b6e14efba8, 0x6a1db1b37d224aa9, 0xb6226747889ad565, 0x2fceaf70ee53b734,
        ],
        [
            0x498ff9192c8079f6, 0xbf43450733e7a256, 0x678691a61a834eae, 0x1fa123cd03bba06f,
            0x439cec72f09be216, 0xf27bf9be1b8a0aab, 0x40439782fdfb40ea, 0xa3c907211e467e91,
            0x7278dda863e247ae, 0xb04046cdd98aa1d0, 0xc4550a4d859c099f, 0xfca1824a990da2c6,
        ],
        [
            0xece26b844619644b, 0x49c70862e7c9676e, 0x231d3a5da2dfb361, 0x9174c23bf90d5f39,
            0x13d98c268debf5c1, 0x578e2066306e03f1, 0xdd72664616e4bd8f, 0x388764f2701d2764,
            0x7e8741d3061387de, 0x0148b612bf6d7858, 0x1e29eeb0f3d5d9e7, 0xc1654ed104359d60,
        ],
        [
            0xf24cdf468e8ee6bd, 0x8395936361d2db0e, 0x940a1f6728346c08, 0x7624e3aac0cb8468,
            0x2d42eb627349a7ed, 0x9df043bfccb75200, 0x31ffa904cf72bdb7, 0xf1fb6af85009968f,
            0x1c35db188743cb63, 0xe4647d3862eea029, 0xf1d057515fa29252, 0x8f9667dd1b79b54d,
        ],
        [
            0x9ef4a89d4fab638f, 0x67f00fe0b54cfa53, 0x01a8072612e11d76, 0x889a1b41fcefd799,
            0x1ce5a8e2b003d730, 0x22517a05d20f4699, 0xdd1bf7bdcc4ee7c5, 0x7c2130b94ead0cf4,
            0xffa68fc33f87fd3b, 0x76e23ff962009965, 0x30d476828bfee08f, 0x76bd1c1a551d84ca,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0xe7658a429a87bddb, 0xddbeef12749c85ed, 0xf94c76cd8cc5b531, 0xf1f8e726195b04d3,
            0x7430740ebec4a862, 0xf84e292b7bcc96f5, 0xadb05a6f05afad92, 0x6f60fb80dccd2a07,
            0xe5f7a48616ebe27e, 0xd94d431d29ab1ca6, 0x19c9c477acc19cdb, 0x3948f91f6c088656,
        ],
        [
            0xf2058252d8ea58f2, 0x77aba0b4f4404f38, 0xdbcca42bca21cdbd, 0x70e0dd6f38a39d9f,
            0x1621e068c14c4ee4, 0x3db8468d0dcda0d5, 0xf4fe05aba7c1d2a2, 0x12bffd54f16e6c26,
            0xa80f413708b64613, 0x0087dda7907626c5, 0x32fbb970831638fd, 0x385ea9629f7c3a4b,
        ],
        [
            0x1928cb30c815e0e8, 0xfb80114d199070b7, 0x176fc23fb16f84d8, 0x35d9a5ad870b8ed2,
            0x70b8fca4bf657b4d, 0x9b19f14b45c52dce, 0x907cc829e0e4472f, 0x71a895c790c4a329,
            0xe4e6d7ed897f24b9, 0x30448af19e14086e, 0x1c5b02197595c405, 0x7a857c7a9e034c03,
        ],
        [
            0xde75a86751e8ef2b, 0x344a1321b700697a, 0xd95ff55e809892c1, 0x3d325ebfb97879ce,
            0x1fbc32679dcca36e, 0x5a94da88e716738d, 0x6a830772c67fe39c, 0x5a7ffe2918ce4ecf,
            0x2285bc725417ae5c, 0xca5ac8b16f287383, 0x3653179152e9c2ae, 0x396f6cf9833acf9b,
        ],
        [
            0x70feadb46be13241, 0xa872ae179d4c4202, 0x694ffcf3330c0ee1, 0x104fdbbac37ef50a,
            0x03d03f16b3be5164, 0x1ef9cd74c6e9be9a, 0x7f484049218b2dd2, 0x7d73713a4ecd343a,
            0x3268737bf3af8bf2, 0xcd33f8153955b986, 0xc864763567c44060, 0x10b93b7ec6b31778,
        ],
        [
            0xaa10325e38471f9b, 0x6b7439a26e310863, 0xfbbf585d20b71f61, 0xad7b3f8906e6720e,
            0x4c580ccc63eb05a0, 0x8df8685e54d028e8, 0x08acf848dcf87dd5, 0xd5c2921e1a0de86d,
            0xddd747fd744c685c, 0xda4d536a7cfcd1dc, 0x871f1b11c25fab5c, 0x90189a300cd5c03f,
        ],
        [
            0x6b587a623d47877a, 0x06510e3b2f6c3745, 0xee6e03629b1db6e8, 0xf2e23aab0dc2979e,
            0x8fcf1202f366347d, 0x62376cd69eab6308, 0xeb92f8c99ceb2c28, 0xd4ade6f0660bee2e,
            0x260e99e66b68780b, 0xbc273b62608c16e0, 0x06c819d45215157b, 0xb0fc5563f33a3546,
        ],
        [
            0x038ddc4808bd0cb6, 0x3e6a73ecfc1d4a68, 0xca4c6129ed4184dc, 0xcde93ee659fafcf6,
            0xde42e060cdcadfec, 0x899bb138027edcdf, 0xa2017e404dc899c5, 0xdd093eec7c0b49d3,
            0xff7933143e301f02, 0x7b66844c1c3af83b, 0x3fd1063b71c8f424, 0x729605b27284cb69,
        ],
        [
            0xf5e194c261312317, 0x342d07d12af834c3, 0x71aeb8cd5c2c8597, 0xed873faab1751184,
            0xd34ef04cc310a08e, 0xde97d275ace42dd3, 0xf693f82c7b21491c, 0x2da8171a10e615e2,
            0x745609bc992891c5, 0xb2700cdaed4f5207, 0xc69048424a6a85b4, 0xc35cd5ab1a01976c,
        ],
        [
            0xd452b0c67d28454a, 0x05fe2804127e2b65, 0xe0e710ac5069b201, 0xdf5cc47b0f5c934d,
            0x1762394abd5e3c3f, 0x4b4a56a2b673b8d4, 0x5edd73de5f3cba5c, 0xec25fb8cad5f7436,
            0xab7f9af7a5bacea8, 0x0d717f3277221bdb, 0x1665d1a5ea7b6de0, 0x53c02734e3a59410,
        ],
        [
            0xbcf1d0a28a82fc5f, 0x86c0341e0d0a0916, 0xf46b8357c4c1b479, 0xc4c1e247ad5805e6,
            0x3c4750fe61d32910, 0xb359fe7022e1e09b, 0x89c17d01e1004b0c, 0x0a3bd4f8e528bce8,
            0x099e41c261343f31, 0x939391e667ab0f6c, 0x894da8af8c8762f2, 0x6332810843175c9e,
        ],
        [
            0xd0c37d5e04bacdc7, 0x4032856d1fa45683, 0xfd34ef24db4545a4, 0x8b58606c167f0bf0,
            0xba9d7d7c694d6e40, 0xa6d2a7d11c204b72, 0x9731f9191a054bf4, 0x17fce2fe6dd3d0c5,
            0x40c38d3ed85dff1c, 0x3b2d62600c90dd08, 0x25451caf45bc0f6a, 0x7af00a676e8c01bf,
        ],
        [
            0x1790ed9677572afd, 0xa3a5af49e475439a, 0x68a93bcce3ecfe3a, 0xc80b5076b17e90de,
            0xa05ce4423d89f3c9, 0x054ace024d80978b, 0x5b3281a529d7cf55, 0x67432a886c35d0f3,
            0x0d86c0b2e7fdd2be, 0x5b9a80d79601ee22, 0x82e62205c62c46cb, 0xebb400103881edc5,
        ],
        [
            0xf89ac3cc0fd3f1fa, 0xeffdc478ba53d130, 0x4ec470128ed1e3da, 0xce9aeb72438d98f0,
            0xfdc08b4cfe869aac, 0x8d8ba43f2d6160c9, 0xccc98a5e2de1b944, 0x62f8889384526188,
            0x0242c6192655a454, 0xec5378886f802c0c, 0x2b3beb5e8d9ce27f, 0x5aa398cecb4aa806,
        ],
        [
            0xf12786e912871b55, 0xce0c8168932623f0, 0xa7cfb9cb9e0aa66e, 0x176332767c565858,
            0x6df0fe65e295eddc, 0xc0508bc353b3ec56, 0xb988bfc1e1f528b6, 0x3094d499269691d8,
            0x9a63f88c9cb1ed7d, 0x602565cdc978a57e, 0xe7ef069fc82c08a9, 0xba343896d172a8b9,
        ],
        [
            0x1ec8835640a566e4, 0x471c2fc852f856bc, 0xa8c8b378263796fd, 0x8e3ba3e5ab0f109f,
            0x57bf0a2370f1fa00, 0xf4095b6fedeeb698, 0x99472dffb3ee6deb, 0x637af70d31ea0776,
            0x202b59058a9437e5, 0x896e8f4e8651b370, 0xab946c508ad736ce, 0xbf6ec45490a13cb3,
        ],
        [
            0x932a1118309ad422, 0x69bf6177b66740ee, 0xab3bd88bbcc04a23, 0x08275df17e0c7613,
            0x7c0c7010f0d1a888, 0x2f78d29a44c0dfa6, 0xdf6e4ed96399eb1b, 0xd17f4d2e1a36c8ec,
            0xbccec4cbe9acbba7, 0xe9aa26cd2e674ee3, 0xf46718ddcb8978b5, 0xe58337ae5cd49dd7,
        ],
        [
            0x63f13410da3f2794, 0x66b18687dad379af, 0x0b8b2a1ce5dc5ba5, 0x61a57472b1be8a93,
            0x2e199bd4d8e27e45, 0x087808894eebd93d, 0x774819f87d93c35f, 0x6b2c832cd4d597d1,
            0xf5b68eb54fb8ff77, 0xfb69f8a9d0ce9c31, 0x781ea900b3207bc6, 0xde2a76a7abe54671,
        ],
        [
            0xe3f7d6c1eee4d127, 0xc9ba2a90b6b9fcb1, 0x611cae910a785195, 0x54dd6d21188488eb,
            0x69bf0dd2a7e36518, 0x77d2e4f888b23a3c, 0x59054aefd8a31820, 0xb38b007106a3a16a,
            0xee5ff07fe9f09a13, 0xd0439574a1d5c133, 0x9f8ed76f66588d36, 0x66966736ee1939f9,
        ],
        [
            0xc484ffadfe61ba18, 0x642f1d898da9845b, 0x9f7b402bcc2c8d45, 0xe539ebc37b381b91,
            0x6f7043a936c13aac, 0x52d25f0fed2f6880, 0xc521682f6ceef851, 0x0d69a694084e8fb7,
            0xb2bcb4cd432c772d, 0x05a5ba009c55574e, 0xd12746c4c7c5f1fd, 0x260562dab5bf18c7,
        ],
        [
            0x234394d22fb38a04, 0x0189964be5eea33a, 0x3f9d673df4675ada, 0x2af3dc7f7ce50806,
            0x2a7d3a55220ac5e9, 0xe4d5f9b83c07b39b, 0xd733eaee498fe842, 0x9913a223b050deac,
            0xb9743a53318617f7, 0xa568923061421b2d, 0x4f9236295dd23cd7, 0x815044685fe86e1c,
        ],
        [
            0x91cd72099358fec4, 0xf16a6c5e0ace151c, 0x37edf493d4121cd1, 0x865ccf79d1d82155,
            0xe2a084947a34c3e3, 0xf1f14031ed6fa533, 0xe8571d98f763c39e, 0x5edcbc585d8f31dc,
            0xd08b5516b89d5bab, 0xd1547f5792dd4149, 0x5155b918400f3e62, 0xa57bd55ce6fe3467,
        ],
        [
            0xe52943b51d1d2d54, 0xb868a6280f48931d, 0x76f5f61d98d097f5, 0x75527a0bea3ee995,
            0xf4e73d79f731e455, 0xeb92afc3f5d61e07, 0x6dc70cf2d2bf620e, 0x1f1ff2e08026c9c4,
            0x76bf28e758af02ef, 0x60a7148cd26b0e89, 0x3a10810dff2a67c5, 0xe6dcc472f03202cd,
        ],
        [
            0xb0971d2023488bce, 0x9acdea11800314a7, 0x66a8cf000554cdcc, 0xb6ff64f185908cd4,
            0x10440e351b39de49, 0x9396aa9f20c1ce76, 0xb0bbe4e36f949921, 0xbb76a298c8222944,
            0x4e5508b6e1812b54, 0x3cd7e0f587b184c2, 0x24491398d9d7b6df, 0x1f54674f2ce6edbd,
        ],
        [
            0x750dc76d5efa07a3, 0x786f57859e5e6bad, 0xda775e48317f1ccc, 0xdfb15c71c284e421,
            0xfd06716f9ac9f4c0, 0x62b78008d157cbe2, 0x9d1b165edd26cfa3, 0x1a9092ebd0434c57,
            0x5409e65114ca1449, 0x3c0f2d8b7999394a, 0x6b21d1d18d2bc3c8, 0x343300640964ae8a,
        ],
        [
            0x00a22aa6792be4be, 0x912e37d1400331be, 0xda7322f10061ae54, 0x2f8c0a50bbd2d869,
            0x414301d85957058e, 0xc899470de868e671, 0x4485c1629126d880, 0x9f2b094a480da7c1,
            0x0eb700f0dd41351c, 0xfd6f45707f360e71, 0xa33816ee594caf12, 0x34c4b3222a538232,
        ],
        [
            0x2932d153d9ef7bd7, 0x5d4c140d5fa161db, 0x80bdffd7ed3cce8e, 0x749c10790fdcd517,
            0xadc9b57af9a6f12b, 0x72b8df87b8098ab8, 0x3ccec29b29e257df, 0x9ddd8f5d83bae8df,
            0x82a6fb87619ac497, 0x6499fe32a2d46476, 0x49873a3d86915cc6, 0x1d9b52cab3494afa,
        ],
        [
            0x31c1e07d0f9f6773, 0x11e8990a0d266f74, 0x9434aaafc265ac7f, 0x6ecae5f8c0b338ca,
            0xc6ab3c63d2e82d77, 0x24600d9344d847df, 0x3512d6949141e660, 0x2b45466a516d8f52,
            0x1bc5053a47c592b9, 0xd81eb653ab146603, 0x142ac6c7695af71e, 0x1b55d7fde616ca5a,
        ],
        [
            0x8810d93f95ac359b, 0x7bb72b975671f025, 0xd853df7b414d91ea, 0xfa1f8d6c67a849cd,
            0x0ce31558424a3a0a, 0xc0b9823c5f54ede0, 0xbb58897967812299, 0x6aad54884919c77b,
            0x3254af6900765b73, 0xa292b9cb4b03484a, 0xf1dabd57f48375b8, 0x4a2dc75adbd1379d,
        ],
        [
            0xecffffeb6536668a, 0xdfde4ceabc3d1c0c, 0xe943fb9e2792bc1e, 0xc4ef5829f7fa0e9a,
            0x64ff19a6efc6dca5, 0xf663362f2d94b7ab, 0xdbdaef3221c68aa1, 0x3567dc08e144d853,
            0xe018dd705ef24318, 0x3f541fd06c90e324, 0x9f5d47b0522602fb, 0x3617872840d8ea4e,
        ],
        [
            0x9d4cc527e5556bf3, 0x2e78bd2f0c94d87f, 0x2118ae332a7122e1, 0x095f5b8aae4bb2d2,
            0xfb9a54818a835a12, 0xa2ec0e386d6d209e, 0x6f82e5a27df1e562, 0x282adf0b193877ef,
            0xa5458af0528313dc, 0xeb1bb80b6aeea6b2, 0x9a14d1c0813209b5, 0x2c25ef5c98874eed,
        ],
        [
            0x4f7181987cd61cb4, 0xeeeb3dc4a2a96887, 0x965c481d8d800be7, 0x3d61b0b3a8453fd4,
            0xe1d07ec7048b845d, 0xede509ef54b0511a, 0xc85b81b54c8b3eed, 0x7e2d5bcf785d3008,
            0xd824590fb23d9ff2, 0x47f11a99fde11706, 0x515a1ff3f4305c32, 0x9c3b0c3c92f4bff5,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0x0660625afb8918e1, 0xbae6e28cfb91a48d, 0x6bf2eaf9a4ea7fb7, 0xf7ac22f04b46abcf,
            0xa8f4ac78c7e05378, 0x2173d930442c035c, 0x93a2e1d0c12c30fa, 0x8f65f74d46996e6d,
            0x02315155e3742b30, 0xffd57fad513a7a59, 0x9e08e59d315b2030, 0x3ba2c954cb36f4d3,
        ],
        [
            0x0a6a7b03cc73280d, 0xaace6c9dc9ca80a0, 0x7cc82e3d4f310fe3, 0x0fde27d3b63026cd,
            0x008cdb1ef77592de, 0x18f1bcd7821240d2, 0x4cde8fd37b60092e, 0xf0d9d44c20110d7b,
            0x2be43fef072c1dfe, 0x554c231de223b770, 0xb515ba0a4f0d276c, 0x6b0ffa39a42bb2c1,
        ],
        [
            0x90aad20d23954e04, 0xae1a0ae0ccaeb365, 0x612cfe6b3d353c8b, 0xcf93df7c1b2c4da6,
            0x19881fe07fb91f06, 0x874fc4e9a6175546, 0x76b432304c3f2251, 0x3e8c20a07ea789e9,
            0xa67b9a63b114b34f, 0xbd921adf26bd2874, 0x12302e60175df50b, 0x7b99c3adfa346027,
        ],
        [
            0x4a022566843354fa, 0x19b11f296d03b7b6, 0xe6d86f21cd1c65ed, 0x846a727b39bfb9cc,
            0x79cb7bf169420b94, 0x9d755d13234edf6d, 0xa17f33fb67903be8, 0xfa15ea934078f9ed,
            0x0f85c2af52e6f955, 0x7ce2a463321df41e, 0x43b47a5af5eab794, 0xc490547b2bdbeabb,
        ],
        [
            0xe5dac60872e2aecb, 0x06c70648af6dc07a, 0xc68a34ddc09dcf71, 0x4a6da9266c396f86,
            0x83e75b7aa4deec3f, 0xb93ae4734500b414, 0xf301e85ad43c567e, 0x8cbb13a01908f935,
            0x676a6c4715293bfb, 0x41c6301dd0e69604, 0x83255dc2fbe1f3be, 0xdd480cd2441685be,
        ],
        [
            0x1b819045f266d6fa, 0x282ab228285643be, 0x0147e906fad83225, 0x3a1bfd26becdf070,
            0xd8f4e9948fec1911, 0x1f4eb7f012d12ce6, 0xa954dd5ffa20677d, 0x113a6ca60c0140f0,
            0x5bdf5efd4394f947, 0x837d4d7208b07c8c, 0x2ff0e0b8e084a49a, 0xcd714fdcd9dfa888,
        ],
        [
            0x7875f9bfebc01bae, 0x2c23e8608c153a09, 0x88d81aeaa86e78d5, 0x25429f32bb955b58,
            0x8c5770d39290a188, 0xd376a29d1dd895f5, 0xa841e024615af39b, 0x3ea4d672cc174322,
            0x0f9b322d1c32687c, 0xc50b3ee91086f1b6, 0xe5efa2de8af9491c, 0xbf28693e06259c72,
        ],
        [
            0x695dd912622e4d42, 0x43431d9a368ae121, 0x6e549c8caba006a5, 0x037d52989a7d3914,
            0xa8007c97607b2e5c, 0x699df0e0fd60e3d2, 0x1c875d46f0d5cc0b, 0x8f1f6f4403324e14,
            0x5ad5bb968ee6f853, 0xcacd5146be44c2a6, 0x7ecda80b451d6b41, 0xdb2cc56addbacc9b,
        ],
        [
            0x805bb52a6623a72e, 0x87b204b792eca38f, 0xe014702903777fef, 0xef94917a8d200ff5,
            0xc99df629fb1ac956, 0xd86d0cbcabae5896, 0x054c178cd2d13bdc, 0x66195976fc206b8f,
            0x73b3d92b1b6ddf03, 0x4ad622b790051e07, 0x090941fa39f3b14f, 0xf25e981eb13d7578,
        ],
        [
            0xeb4624513ce10df0, 0x5268c19542ab89fe, 0x0f0a52f5929495ea, 0xd28206ff11830a26,
            0x1fb8a5a7f585a2d8, 0x413ee756767f06eb, 0x77eee5a7c5d7d6ae, 0xd44c0052131e3eb5,
            0x460390769f3edb13, 0xb365fd9ee7cbd063, 0x05d2ecc2f7ff3577, 0xd5643d9bebd96fdc,
        ],
        [
            0xd0aa5aa6a9b6f669, 0xdee4dc3663f1b656, 0x8217901dd3b9c504, 0xef4bc893010d1a17,
            0x5a8e8a40a687e1df, 0xbc31f50662f13889, 0x5cbc56eaa9856789, 0xc975c7fa1965c350,
            0xb81f3c28aaac5310, 0x73d260eb5f1f9a84, 0x7e731a87e274984b, 0x75d590a9e829f2ee,
        ],
        [
            0x240345d49d807cab, 0x973645954bac3acb, 0x53684a9c9709bc0e, 0x8991ef6c599c6b86,
            0xa8104ecb0ac3726b, 0x8cb820f267a1064b, 0x0d8a9b12bfadeb38, 0x6f8ef7a4eafb0e2f,
            0x27264c294a2a14d5, 0x7753851d0679cfe8, 0xddc7244022cf1a76, 0x99c442dacb1f2e18,
        ],
        [
            0x814cfdc042d7ac6c, 0xd2022566ef9aedc9, 0x400d6d943d9d2d8e, 0x922a3eeb415a2e3f,
            0x04b7000caa9c08d2, 0xa8573342f33eee4b, 0x360b8b510731b042, 0x21877e820f4334c6,
            0xff5b3ab0a5fc4be3, 0xa390958d48f5c043, 0x67747c1b0c1ba4ef, 0x81dfd7933445c1c9,
        ],
        [
            0x50f3e5d887d69143, 0x381c1d04335f48c1, 0xd02576ef83b9306a, 0x9c2a0058526b2dcb,
            0x87df245006fdc136, 0xa22c58b177c8df1a, 0x5c3dfdb79161f5da, 0xd5dd789e2ffc6dcf,
            0xe1acc9b9080a9dd0, 0x04f6b2f29f42d134, 0x87b745b2d26c3607, 0xc383c99520b2c4ff,
        ],
        [
            0x7ae9e6cc3b181d9a, 0xdba5800e59bb2329, 0xade3d58688b7fedc, 0xbdbaf63fdc01b3fd,
            0xf2eafd6f6e7a4860, 0xa9897980312188ee, 0x23e69616359a8e19, 0x3dc31a1107a58950,
            0x698a203c2bdf5d35, 0x556f006c53fb6df7, 0xe3e88945793685d0, 0x07f6892a8b5a3619,
        ],
        [
            0xfd5361146c236097, 0x3233681c71cbf6b8, 0xc2beb3b1dfb3d5b0, 0xf874de9ee23ad957,
            0x6e908b4ed40bbcc9, 0xf39eadf112b4c1d0, 0xec7351b06303e910, 0x4bf88e2550e7f46c,
            0x52863605283f634d, 0x066175245a805f42, 0x6dc2f741a53eeade, 0xc66dc376be0029f9,
        ],
        [
            0x18122b1a40bde999, 0x81e27e1d3f138f33, 0xa2d6c10b74ea6b4c, 0x21309364f6209db2,
            0xab557f24b10641f1, 0x4f2511fbf3b212dd, 0xe191df7d5e38adf2, 0xa07cf6b1c1d82494,
            0x98e14b4978bab2e8, 0x89ef2c78038eeaec, 0xd89798c550059618, 0xa9b3b8329e8eeb50,
        ],
        [
            0x189f739fae5c17fb, 0x623f8c372346aae5, 0x9c8c434c33a3467a, 0xd744de2f7f195071,
            0xc23b0bcea9d2fd9a, 0x00155431832dc7ba, 0xd47669132abbd486, 0x2b41dd68473ad7aa,
            0x56703905681a050f, 0xc93a9ea49748f410, 0x259f6b96e0e7370b, 0x87d5f9303859f007,
        ],
        [
            0xd677074c27286391, 0xfe5689b6c3d65549, 0x74852f6da8b99399, 0x984db559dc2e1611,
            0x4f0569e0f9026a5a, 0xd36de846767dfec7, 0x255317d4c6b50a4d, 0x1a46a48e18450a18,
            0x459ed2720c0e2954, 0xcc081d2a366d0a47, 0x7a669aa845890474, 0x71e27464be21c8f6,
        ],
        [
            0x00888fd92b23c896, 0x0ac099b0a8d2bd5d, 0x4b751e94adefe6b7, 0x35bc5ebb9d3f7776,
            0x62c6bd7d8b782ac4, 0x01884c0ec07a4497, 0xcc03d9c51e542b1d, 0x001f95d399ad10fa,
            0xd0a2ffaa80bf1d92, 0xa9a8c5d9265d469c, 0x40334439ba29ce13, 0x29b4ca19cb80213d,
        ],
        [
            0x78c293a46995e388, 0x6cd4c43debecaeaf, 0x26e07ba7494d9db2, 0xff91a074b511afa6,
            0x4b441dc767dd602f, 0x8d62ad8946281101, 0x3ab24b96eaa0f834, 0xaad0ff5381a460be,
            0xfb03f6ca1c3a1387, 0x723f68d284bdbf25, 0xbc3e13789965e674, 0x2b47b14cc1b4728b,
        ],
        [
            0x7ab9bf45043c91c2, 0x7c840943956022c2, 0x77d17e79952623a9, 0x6aa2f2e42a3f26ba,
            0x5709732329841743, 0xf949b02f121672bc, 0x07297f7055d3ab1c, 0xeacabd7d963d096d,
            0xb7971f1c2ce953c2, 0x89b796b62c426124, 0x7702bc993887bd0f, 0xc04f8cd3a9511548,
        ],
        [
            0xb2623a2d1eca3457, 0xfabfed3b67c870e0, 0xf05cdefd18bc9fba, 0xbf54c6379ae62fa8,
            0x732c2d15d6023b97, 0x0ccd994a1d8de7d2, 0x7c0184c261d659fe, 0x33de8ee7a88f8bc8,
            0xd7f8a430d64f45b7, 0x3b3dbfb8462c7178, 0xdc9c3255b7ed3e53, 0xb4de6968ce01be48,
        ],
        [
            0xf1641195fce288eb, 0x1abb57790cda23cd, 0x3d2bc2a6b4edb66b, 0x417ff1e3e0fdc5d0,
            0xa83e4769731c5a36, 0xf0ce051561dc035d, 0xa7aea9fba34413fd, 0xeec850ce0d068e24,
            0x858b17c79047e943, 0xf1163b33efe42ac7, 0xd8fc873cccad0541, 0x0d0fec4659070f3d,
        ],
        [
            0x9929ba05f638d39b, 0x435cfd9702469937, 0x646d59c450f5ee21, 0x3d6dd9ae53750f70,
            0x24b531c75d49034c, 0x192dda2a57e83cd2, 0xcfcb756a984ad216, 0x728b4d4d65fffd31,
            0xf903c8862db59192, 0xf812f3a7f6a72fcf, 0x17c7b000fa2421ce, 0x1c194bd928d5f009,
        ],
        [
            0x918f9ee03b4bc3f1, 0x1a9ec466abe90c45, 0x9606f7c5b162647d, 0x2934600d155b449d,
            0xd3db1bc9065865ac, 0xf3082c25eeb5a917, 0x486732e3adf67abe, 0x0df7b5e8b019f1e0,
            0xa10003e8f98d348a, 0x9c74b139a9dd2917, 0xf53602729fa0f5b0, 0x911254582ddd14dd,
        ],
        [
            0xa727ffbc45c081a2, 0x5a871847ea8982d7, 0x3c39318a8b0eba56, 0x3a61c04fe1009aa9,
            0xf37764f1c2ce069c, 0x2180aade69595e8c, 0xe93fb29f8a1abc31, 0xc54269dbf87f4b53,
            0xb19cbc6867b550d3, 0x2b4968a2f73d71b2, 0x2835b33da7d73c9b, 0xf06db69cb8aac521,
        ],
        [
            0x5665d855059e8c9a, 0x219f27d9be5c4db2, 0x767ac904e19058c2, 0x5fb0357bec4bf280,
            0xb2d7bd5ca6e151e6, 0x5e28f03994a33148, 0x92d03cdf810f36a5, 0x2ebb9b24c4690f31,
            0xfc5305940009afb6, 0x9c214dc497c08110, 0x12049c3c38683226, 0xf766980b17102ded,
        ],
        [
            0x4579ffff8882359f, 0x4ad1bce4f7fd01b5, 0x93a17c20eb42a6e3, 0x503607865c4a16a5,
            0x2ea84c109a83b710, 0x91adcf9177ccae3f, 0x591941933a54af55, 0x01964e3da8c62cad,
            0xf36dfd11c364cb4e, 0xc4ea2d90ba93cbc6, 0x56f2c7c6aee0c618, 0x428e0a7fc47f9dd8,
        ],
        [
            0x22e6796d0e693605, 0xa4cdc85bba931f83, 0x0c1c09728210c7b7, 0x1154d1f8fb5e3a70,
            0x283100282583de59, 0x79611bb828930a7b, 0x5e9220108dd5b6c7, 0x72c197a9bcb4fafb,
            0xaa3bcaf4897da00e, 0xe06830205ceffc21, 0x4d9e2c8a584684b5, 0x500a52e4cac3d0a2,
        ],
        [
            0x5adf848c93f807a5, 0xa4c9847f8e375a25, 0xcd20d5bbb4081722, 0x4fc4d5626c7c9433,
            0xe4a65b8da035a614, 0xf0c7f957994fa3c9, 0xdb823942d7b82b60, 0xf69349989f1ead55,
            0x3e85ac408ab08295, 0x68b777b29d00f64c, 0xfcb811a848d940fb, 0x2ce2bee87748dc6e,
        ],
        [
            0xe1024711cc902a90, 0x57b1acb2e579ab4f, 0x49c3deaf818a4b4d, 0x2d726a8ba17c7bec,
            0xd0f0a90f3b428048, 0x4387c1c3fa3c128d, 0x0a2ce76543cf5c3a, 0x1ca6de6cee5ef58f,
            0xcb9731403e42fa56, 0x25fb4ff1bc54d6f9, 0xe731b7b9bc7155f9, 0x2609076bd7b24a9c,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0x39c1b328d8ee21c9, 0x2c3e0c91558717db, 0x4b58808b3f8686a9, 0x4360390918141b1a,
            0xd6e98b0d37ca7abc, 0xf532389a060cbd1b, 0x7a7e183923d86ecd, 0x31ea31b1085a4e9a,
            0xbc40ce5abe643603, 0xbd22cfb2a2124163, 0x6f04caa2de3a82ba, 0xb9d2852cc3b38e69,
        ],
        [
            0x969927c2779fa568, 0xeb0ef027c20b658a, 0x33df4305080336c4, 0xfb590ecfce9b050d,
            0xd1bdab6c10dab49b, 0xa5c22c7da00ac073, 0xe5cb982cb77d597f, 0x6f3aa29e8ce352d7,
            0xe17dab49d7f536db, 0x30ebed9f8b67679a, 0xdec9bfb542a66c3f, 0x9be8c8da2c89865f,
        ],
        [
            0x7ccea65f9fbf5de5, 0xcc703c487f58dd3a, 0x8a91cb7cb5b8f7c2, 0x6e1a959e6b7bdefe,
            0x64b3f91021d69d60, 0x0418585a723ee7d7, 0x6a7e5c7c5b797de2, 0xaa90698a0d83371c,
            0x56ad8f91e4bd2494, 0x4e83ce078a0f010c, 0x741b85ff12ddb102, 0xf190be7e57543114,
        ],
        [
            0x9e288ebbb932196e, 0x5166900f46db70be, 0x0d09305e4e978b12, 0xd65ebcaf5669eb85,
            0xeff6eba448eb7302, 0xe90123163bd23b94, 0x9b6592a0822fed98, 0x111a6aedbd15553e,
            0xf2490cdf2b9ffa4d, 0xde8c4e7dca741397, 0x3a0072f0b493f447, 0xbc486607ebc26394,
        ],
        [
            0x925cbf46b820cc41, 0xd18151ffe2208a39, 0x629ed4e73084bc48, 0xf60b9d3b1338db1e,
            0x5b9467e66292f5a9, 0x1a770f8f129fd466, 0x9861f6017845743c, 0xa0ab0a861ea8c133,
            0xab88d4875dbc3fd7, 0x4efef311286a9c70, 0x7993c5fd468318af, 0xdaabebf43cc4c235,
        ],
        [
            0x421b1d5c1d5a9710, 0x291d2ea8af1d1e20, 0x9f54e35e6a4a2925, 0x908b8fcd5c0d9350,
            0xf543472870cf9e1d, 0xc9472cae24c40c1b, 0x04fb0f10f4bc26e1, 0xe6bdcc1efc2455d1,
            0x2388b62c72fcf7db, 0xd932612af72b42a8, 0x39ed0892992f22ae, 0x9e769bd554f45176,
        ],
        [
            0x9a5b763bcad68884, 0x5aa2b359e02c6677, 0xa3c6dbaea15207d5, 0x93f0298eb4e18052,
            0x76962f417dd7366b, 0xc1e6e5e4fafebc04, 0xadaf35a2b7cf818c, 0xc29ff9a8c58f3797,
            0x45e38fe0f8d84364, 0x5f70404b287efc35, 0xeeceec43981400f3, 0xf89cf775716aa814,
        ],
        [
            0xa3c535f4758b8517, 0x71f93955b633caae, 0xf4f1cb39deb9b066, 0x0cb9837a39deef30,
            0x2b787ae46140b28a, 0xa6276cffd19f6614, 0x47da54ebd4ff6c15, 0x5b81ec2afad4613f,
            0x5a3911b3e2d88f63, 0xac1ca076e6ef2789, 0x0a0f7ae17886aca4, 0x12e78aaaf0118aea,
        ],
        [
            0xe3035e8bb73046bd, 0x5d36c4451df5d737, 0xc1057efa78d58b7e, 0x1263dc6e16361f04,
            0x4dd104e88b4ee970, 0x3a4efdea733bb434, 0xe196405e771ccad7, 0xf9f8363b61f44c47,
            0x814bc4b707e01ec5, 0x9744cf5ecdb043a9, 0x744013ffeec7fdb7, 0x7b380b0c906e8df1,
        ],
        [
            0x527d8ed2b1d359f9, 0x9218e3fbbeef6674, 0x6fb86b1b72562a01, 0x2411da0c53d60338,
            0xae55003910eaa6fd, 0x6255b7c66dee5aa3, 0xd32abae0dcc02d5b, 0xcaf711b9480d3a5b,
            0x53a49bf401d9bc8b, 0x32603a479d0ba2b9, 0x08fac2275c96c5dc, 0x24d66b81f12a1ec5,
        ],
        [
            0x2530775618a2ae91, 0x54e727e856e55299, 0x5bc04a032beeb8c6, 0x3ef248fec1feab42,
            0x32389c110af8a3de, 0xe3d3b27d0d8690be, 0x757dc8e9ec6b2aab, 0x2b9802ea3beef187,
            0x94e65eb71297a5aa, 0x403879dab5a0fe7a, 0xcf84aa5dbb3e880f, 0x19cb80b00c8c4aaf,
        ],
        [
            0x4f66a761c642bb19, 0xf68c2cb6e7acc95f, 0x2a8049dd09af8a0a, 0x2110018b9f5fb70c,
            0x8d5ac04171b99e4d, 0x0a8e6315d8e279b2, 0x405acdd0eab47d1c, 0x541db3dfa0b72dd3,
            0xe5db6e11c60bb274, 0xd4b58e15b9023d22, 0x1713f7c3f902f9b0, 0xdef711fc597dd830,
        ],
        [
            0xe3e631f2a0e7d1eb, 0xdcff73bd59a78c6c, 0x442690869f0429fb, 0x1c05f2c33065dc57,
            0xfbb78089d82faac6, 0xdf181e550b10e502, 0xa1922ca7ff3ad464, 0xf4eda4c30187561e,
            0x9c954a5fe792b218, 0xbc741abe7a6026d5, 0x72e757608cd734a3, 0x476fd1648f533d5a,
        ],
        [
            0xd07b7e8bea9707d9, 0x5f7c554e562189d1, 0x5e85beae4558d2d7, 0x94383978ff9c88f5,
            0xd718555317771ea3, 0x8639267759627bdb, 0x5b4d20a91d0f432c, 0xd8e01dfe1b13408a,
            0x10995e3825148537, 0x69270f6fad0880a1, 0xd32a0b59b9e1b53b, 0xc732e647b0d621f5,
        ],
        [
            0x4157898036e48931, 0x790cf3d3e0418765, 0x7f2fef396c065fdd, 0xc6749ddc6f0db54b,
            0xc17bc40d1b7ea9fd, 0xec5178a186bd702a, 0x22895800e6276d0d, 0x9239f5d181deca0d,
            0x6e252d7261f65d04, 0x281a7d2491b32ee9, 0x6c83ee80cba1ea69, 0x3afac506992051b2,
        ],
        [
            0x9703b2f6364f3d9b, 0xffe3075972dcbd76, 0x0a8ce94054a63592, 0x422454f0da220c9b,
            0x7dbe997ec1bd4c63, 0xa3f973765d6bd8af, 0xacbdc0141fb62abf, 0x9fe70e8ccaba0102,
            0x19425828076eec6c, 0xf72bf2a53251dfef, 0x061b2bce4e84c4a3, 0x228c222833435953,
        ],
        [
            0x93b647e11d8de3d2, 0x022a737ca9f8ee4c, 0x1a0bf7b0891b5f18, 0x1438079dd4d19cbc,
            0x835102c9cb36e3c2, 0xc75b719886aa29ee, 0x368ec9303f77e3cd, 0x42f1d3e4ff2a74f0,
            0xf6957191d5a683d1, 0x25370ad33a9dc30a, 0x233a36e70a2ea549, 0xabab9bd7468def62,
        ],
        [
            0x62181aefbc0f0f8d, 0x8f2ef2bf2e5a0ce8, 0xd76c42ccc0dcc9c5, 0xba8367b93cd2db06,
            0x66b24388157e1663, 0x44091d0d4e200c3b, 0xc4d208c4a64cc158, 0xc794e8e003690b76,
            0x2b53112860b4b4fe, 0x8a313f3b8b43ef33, 0xc2b163c454a2291e, 0x4d0987c7bfeaaf2a,
        ],
        [
            0x97038aaaed898037, 0x69445fc21332e408, 0xfa4698666fd62693, 0xb432ac7cc31976db,
            0xe0d47c2b72206f91, 0xd1e2fb70f409f1d3, 0x407dae1ecd247d90, 0xa6ad825828c330c9,
            0x5853fc819106af40, 0x066fd2e64ba1873c, 0xeabeefea91b25b40, 0xe221a77320dacf75,
        ],
        [
            0x520a5911ebbd5c2c, 0xc7b9c21aef5a05e4, 0xf754bbf1e56da942, 0x9fb8dbccfed9485c,
            0xef92bcb6210a90be, 0xe20a659c0e9296eb, 0x2c07c282d644a664, 0xda82b7fce67cf5c0,
            0xeb46353ccaa9e704, 0xa86ccad8eed6242f, 0xeb1cae931003c9d7, 0x80a207c67640235d,
        ],
        [
            0x11708277d5759518, 0x644b9eba208c8a8b, 0xf6f27acb5ab38eac, 0x69d60979c8899611,
            0x401c624d1af0470b, 0x2a280053e30c4449, 0x6de0f737ec9e9e01, 0xd487e18b705028b4,
            0x83e3407a8109c368, 0x23ed4e467b894b6d, 0x8205266ae8a3a41e, 0x3346e183b3d7cafe,
        ],
        [
            0xd3111940d186c2a6, 0xeb7d6f5836ccc978, 0xe873b1a6c833379a, 0x9258c949c8919a2b,
            0x889afa621e125fb3, 0x70187c5cb062598a, 0x73b430403ba5a962, 0x51454a118ea36a07,
            0xb15abf9f2f042aee, 0xfcc6c7b60e48549d, 0x413326ae4429f563, 0x68e206398248cd62,
        ],
        [
            0x174fdd74c39b9107, 0x6503472de278f786, 0x7aee16b3475e967f, 0xc591c1939b93f596,
            0xb8a99faed18887b5, 0xa1faa9b9126ccec3, 0x1ea8cf8af3292346, 0xfb2f07dd904fc518,
            0x0818aa74c94a73e3, 0x1a2fd8c70ea59a27, 0x328ec6d06147d9b8, 0xd523660fdee1834f,
        ],
        [
            0xd0900fb0956528c0, 0x9b16c613afddde44, 0xa301bc3196e8b918, 0x2e2e5964e72b0c46,
            0x613d76c56c0a9fc7, 0xc725cdee09e2bde4, 0x3e6111e5df4e2af8, 0x2c14e20209823d20,
            0xc54faf5d37519616, 0x973fdbc236ca207c, 0x84e081b145b30463, 0xa5b99783a06a14f6,
        ],
        [
            0x09a1d02aae9e01ef, 0xfe4e770ad156eee5, 0xf0e614036bfcd25d, 0x764506caa44ef37a,
            0x6877ba40063ef6ce, 0xc046ba30b08e8fef, 0xc99af7d423f4cdaa, 0x8467b5b053afb6b6,
            0x96bff55d40c0a49a, 0x90dfd98607a15643, 0xfd641405d0cb7514, 0x053bfbfbbbba1509,
        ],
        [
            0xe3746ac1f46f1fa4, 0x036d486f2ccdf7f1, 0xf2e0be4575bea4a2, 0xe2b1ddc4f54b2ab8,
            0x248c3850e00f07a9, 0x87bc440a1e667893, 0xbc5d0e3bcd08ed1b, 0xf744ec1d6ffd39b4,
            0x25d00fde486fe9a4, 0xc8022e5c10ea2e1d, 0x3206969cbba3c202, 0x69aacb513043e246,
        ],
        [
            0x3ddeb9ad3a7a644c, 0x9a794427b3900057, 0x497e16504263d0aa, 0x5a4fbd09ee141c24,
            0xab6c240332810526, 0xa079444b1e7d24e7, 0xaedf47b754101e6f, 0xb87ac6a052934c3e,
            0x565fc7a01270b2c6, 0xaa28c1706e5d9f2b, 0x58778d0d463b49c6, 0x4903db8a84f0f41b,
        ],
        [
            0xcde24a1dfc56c0fd, 0x4b50a148ba0e270e, 0x8d28d96c368aafed, 0xf5a3525e9ff7f34f,
            0xaa018f9c53997d6f, 0x56a21c7e9009f0cc, 0x74f2bf765423abed, 0x5164a05132a0f370,
            0x3221e5c2d83ab74b, 0xf0d1f15bf900a245, 0x8454085dbb3e155c, 0xcd8a1692ea7388e9,
        ],
        [
            0xb711448b50e44f9b, 0x325cb5b987364a3b, 0x130df75608edc43b, 0x662221ecb51bc691,
            0xd8d3943ba4b9dd92, 0xe93ccb368149830d, 0xf8c88b646540218c, 0x1b4d6c5d42bc84bf,
            0x1884b8d231d0f634, 0x22110ff5c730b31d, 0x739280bc48d594f0, 0xb6d6f4274bb5da23,
        ],
        [
            0x0be142f6c4b4de31, 0xc6fe7918921dc51a, 0xb17e098dc47a2cf4, 0x56ea113e71ea863d,
            0x1ab0af80eb950cc8, 0x28f8a9ccdbb821c6, 0x59a2ac06e5de54ae, 0x61635b88ef633f9d,
            0x79a2b8887a4630ff, 0xde97534c9c7e1131, 0x68a4edf59a3cea15, 0x572d24a156088744,
        ],
        [
            0xcc8bc981568ff7a5, 0x23eef55106dd1c6d, 0xd3e8bf345753b700, 0x3ec522d126f394b1,
            0x074cb7695e5c684e, 0x26016a9af67e705b, 0x0951a907bd32d4ed, 0xa517e7e399df58e3,
            0x150bb4a53d7630b8, 0xc4c66de8802ad1ec, 0xcccc1730431fb426, 0x1ab000ea39fba38c,
        ],
        [
            0x219429a83dba7976, 0xffebecfa7889c3f0, 0x8e5e8b2688257d50, 0xbe42b59a865c9668,
            0xaad8a9a5ca3824c1, 0x5007df563b0fed0b, 0x26a7928964b4c044, 0x71a89236a122379c,
            0x04e20df75d4dc8b9, 0x732efa8973ec8bc1, 0xdc28a26e812dfc3f, 0x68fb60a657871405,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0xd5a43c8ce361626a, 0x083ec61742ceba6e, 0xd460ae53682d570a, 0xf4b0550a2b98b6db,
            0xf4ef04eba22d9204, 0xaeceb2d5ddeb6dc9, 0x4a4566631fa863f4, 0x20f7f2311d104da9,
            0xda61ab45e4186ef7, 0x24abc0775ac83157, 0x959971165654e5df, 0x858175324b6c9e09,
        ],
        [
            0x9b11fc57c3a5a01a, 0x462c8f0dfb69b4f2, 0x96abdec43684fe3d, 0xbd4a5771ef91c315,
            0x704c5c0ef51da970, 0x11f3916064945560, 0xed363315d8434a8a, 0x413ab179b4b2e5d3,
            0x500a4ca71b44db54, 0x57251617b667823d, 0xc8039a1c4eaa5c7f, 0x05be970dc0e40a55,
        ],
        [
            0x75021d1a35411ead, 0xed4a5a91f9ec8b5b, 0xddf6ae35e56ec0d6, 0x5b6f2450f66842a4,
            0x53291228a2dc39bb, 0x2f0e7aa3652b7c4d, 0xe856807d443530ea, 0xc7af41f69a385fb8,
            0x89bf3dd18830fdbf, 0xeeea51f78aaf8545, 0xe2c9b330e3cb878f, 0x0a4c9c17cf5d62f0,
        ],
        [
            0x22fed8ddde151060, 0xb68661b30add81d5, 0xc867147ea86ca648, 0x8ea6e63c6d9fa8d0,
            0x3caec84571fdb423, 0x1b8607872971b4d6, 0x2c6e8711de1aa18f, 0x630c727a5b5d3e24,
            0x1dbef0a1a4e95e69, 0x3750825e38b8d116, 0xcbefa5933f6059b7, 0xbd60a0400f597307,
        ],
        [
            0xdf6a6627ad739e1b, 0x72c76f26016d67c1, 0xfdbbc88b0ce150e3, 0x4a238d8a11449acd,
            0xe86cdcb556dbb360, 0x9fd143c73f08a29e, 0x271613247a3f814c, 0x0291c26a359aae4e,
            0x0b0599dd31bdf1c4, 0xc0ff9721ab0ce821, 0x0119c8d89fd07001, 0x081b78712a4781dc,
        ],
        [
            0x71c2e0add3d07798, 0xc6b74a48e57aa0f9, 0x2053cfd96096397e, 0x068ada1914b5e1ba,
            0xdb3fde29e7be0ed9, 0xfe82c75748f18615, 0x94e7aecf1bceadbe, 0xe7d63783ef90b538,
            0x2ca0db8c9e9b9354, 0x8a813620f3c270d2, 0xe10def363c7a3cbb, 0x552faf08834d2fd6,
        ],
        [
            0x202f1b50b99e6f0a, 0x3fed94638a471f0d, 0x6931ecec36fd3f97, 0x32997cdeff16cb0e,
            0x92c939316bb923de, 0xf369919f07f48fd7, 0xad763ecaefe8c8fe, 0x594c195e5a1c59ec,
            0x2a323c5aabe51984, 0x683e324abf49d626, 0x7744ec9fc0dc63f8, 0xeeaeb7d1f5bc745f,
        ],
        [
            0x80147632821a86f9, 0xe50a3ff4643fbe8a, 0xd2bc603423c8d610, 0x5ff6e8130562c17f,
            0xe8c7985bc06aca2e, 0x064752e971303fc3, 0xe0d3a7ecc9821894, 0x2fa9b638f7b8a3b3,
            0xc22e28f80dc2df97, 0xbaf6f7b7dd8c9e89, 0x08157767291b2937, 0x930471319adc0008,
        ],
        [
            0x0231b412af080857, 0x803b705ae2a3f401, 0xeca54b88b1f0d6da, 0x4f3903a4b1a8b6e9,
            0x8c0f3d56853190b9, 0x6966b345700fc8f8, 0xde6f20d3894e2825, 0x4350e5eca290db1c,
            0x55b5ecde750bb36b, 0x71c808b3299a0217, 0x3a7e1385d4e2c522, 0x11ebe434d81d10ba,
        ],
        [
            0x4496121bbe5a88dc, 0xde555374609e493e, 0x3e9e9abad63bea72, 0x92796e73dd3b3d90,
            0xb87c140ae8da10c8, 0x3ebc27f7cb0ecfbc, 0x181805908bc046aa, 0x0a9758e0ce08b005,
            0xcd37e6f7c1bde3a2, 0xf933373377f24eec, 0x66f760965d0b2f4b, 0xd1f4e96b524d756d,
        ],
        [
            0x841eadd2d43a33f3, 0x77191544c72982c1, 0xaed0f9753aedd2f7, 0x59757faeebf9b28d,
            0x24b63978e0fc8159, 0x501e244205b2a1a9, 0x6dc646e03e9b9949, 0x4f380c2cd5c19db1,
            0x5971719ed3d667c9, 0x75f155d9c1e46c76, 0x66642e3a9b3d9081, 0xda4f6a3cabf7989e,
        ],
        [
            0x7e58aca65a707ed3, 0x2c713f859ffa3112, 0x58181da51d4ccdcf, 0x18e5648164a48cc8,
            0x0993566f8282827f, 0xd87166196ce0285b, 0xb6bd917ee133a514, 0x8274ed162fea31d0,
            0x4e6b1228f1774f88, 0xa6cf85898dd68477, 0x837a4e97a9323059, 0xb2b275c29e2f2a6c,
        ],
        [
            0x86ab99547ca8794e, 0x2cf7086c18023992, 0x7e61dc80ebac8fc2, 0xfe1b56800c50ce0b,
            0xfd8db8a0bfd8a1c2, 0x15b5c64c1734c568, 0x4dc23ee63e3e24df, 0x684661a964e42477,
            0xc8a281cfde913e1b, 0x93ace286505c509f, 0x9b43eb09ec88e748, 0x0ae36d0a57741e34,
        ],
        [
            0x1562794e78dbc6e6, 0xd0c58a9c35caf89d, 0x88b4b1d2491ac65a, 0x06baa0116be6c2a0,
            0x777cbb93fe0cc0e5, 0x3844817eb65c68aa, 0x6b59e39ef93fe430, 0x4f35f1768de4ae9b,
            0x004ee837bf2e4813, 0x5fc552008fd2fb28, 0x18b81dc9176d71e0, 0x9b58881e7ec4050f,
        ],
        [
            0x18e489e6391f4de2, 0xec49653ea46a6aea, 0x9af487181b0fb101, 0xc8583e17cd241201,
            0x5f097c6d96aa1333, 0xc501a0989d030420, 0x5a12d6f03fbdd4d0, 0x9c74edc8e2112105,
            0xc9e865dd9c30c47e, 0xa02da99520d06095, 0xffa9d02669585b15, 0x54a0bba10f48899a,
        ],
        [
            0xc85d563d97a70627, 0x652bb7784d629ee3, 0xd9f29516dc78034f, 0xfc6ac9ffe21212f8,
            0xa60dc05785f320b0, 0x727b1e05c9f81233, 0x793f967c5651c107, 0xa489c35abcc9454e,
            0xa41ae56d9b270122, 0x6962f38dd140177d, 0xc4a6106e4816ff17, 0xba2656c1bcc90ae7,
        ],
        [
            0x0f744c471913adb0, 0xab76d2d0d1094807, 0x067aab5bdc9b8092, 0xa56e0e0f84373b8e,
            0xdd09bcb33145c974, 0x0a092214434a2ebd, 0xa8f757f513bf995a, 0x50c04e2570370ef3,
            0x01ec9db4c9e1f8bb, 0x7ecbb15a2095094c, 0xcafab3e4423dc23d, 0x2cf5da9f1d96d7ac,
        ],
        [
            0xdfd5dbf9a988bbc6, 0x6e0d7e71f285ecb5, 0x310579b3e5736392, 0x7c07b24cf9b60dbb,
            0x26bd1ed70b8c6ed9, 0xec6a8fd2ed2f3a3b, 0x855f55abc9b6572f, 0x78d52572e26e17d0,
            0x855022c00fe720d9, 0x6d45fa0f61043d2e, 0xc77f926624bbf668, 0x37392fa077c6d780,
        ],
        [
            0x840ae65bd70ffb9d, 0x5c170092117449c6, 0x92f8139afb3ac223, 0xb8039046b7cd3930,
            0x00e79b324501e7f3, 0xd1e6577413d19627, 0x22b89ac89011a887, 0x82dc806972adfe26,
            0x5aa6f666b1a35c20, 0x6c7e23ae422d0830, 0xcd6d3947c08c8e2f, 0x3c13f3e1d2ae20a4,
        ],
        [
            0xd18dd98fef63a330, 0xd1340388fa8ff5c7, 0xcb7f4cf5744c4072, 0x457ae25d8a99ffbb,
            0x5d64165902772377, 0x3f151e1d4ea9cf4b, 0x94fa275bfd9c9118, 0x6fc6086e8a3ee729,
            0x2cb4cc08f45b677a, 0x8dd15f30c62c7c24, 0x701e24979a992b24, 0x929219b5d60f957e,
        ],
        [
            0xb8ee465c53d6bc7e, 0x9137ad89dbe95b2c, 0x0f6e16414e73698c, 0xb3228e08627c9de5,
            0x79819912c06118c3, 0xe0df4c9c3f4c02df, 0x55d194c2298cfdbd, 0xcd37debd8a14941c,
            0x203cb341c656c0ca, 0xeaac30fffe12c9bc, 0xdd004607f038634b, 0xd023796161608873,
        ],
        [
            0x898b0f8da19ead02, 0x90d2d2225900cc33, 0xec497f657f741529, 0xbb0d2c5870620845,
            0x392a8065df9f55e1, 0xefd037b6c58ab6e0, 0x53d29fbaa0df571f, 0xf8a3f9986eb27dbe,
            0x021f0a95fe5a5099, 0xc8a11ddfff53a845, 0x5bbc25d82f4e2b23, 0xd6e324bcb4fc82cf,
        ],
        [
            0x89c520aed1c5be1c, 0xf16a02514a43787b, 0x26db504a2784e56a, 0xe920c3c2377a647c,
            0x4b991fbf75e2c64c, 0x4e489836b74571c1, 0xed19d02981cb9523, 0x7f3f08d335a926d8,
            0x85f7d2f271822691, 0xc6d7b966f9d0311b, 0xbce864e0d969cc20, 0x8bb398be833753e0,
        ],
        [
            0xf1a9efa62321c99d, 0xa9f1b0172ec189dd, 0x716b0a8e2294e5d8, 0xc7d9779e70ca97d8,
            0x34dad2f6904b4de6, 0x07d55c0cbd9e4b86, 0x3416bc7d34f9593a, 0xc5c4e7450249bb08,
            0x09b4ebc6f41a9b5d, 0xc98f2238f4747336, 0x4db97ec0a76f17e3, 0xb366bce701997a4f,
        ],
        [
            0x6bbeab125d1feb3f, 0x453876a969d1d209, 0xcdadf21b15ed363d, 0x221faa5d8f3a04da,
            0x72800a495d9ea847, 0x3035ca16731f1710, 0x270f18d9bb9ac3f5, 0xef5982ceba923013,
            0x2d279cc795eb28fe, 0x5ae93003279a9696, 0x563e156502ce87c1, 0xd948e387e52b7801,
        ],
        [
            0xe84a3d086aa8ed3d, 0x6d64c72feb09969e, 0xc39a7f3bd51872a0, 0xe1497293e31484f0,
            0x8d607aa1f7aa4878, 0xcf9d352bbf6a3afd, 0x00f457c36f1a4139, 0xfd374aff864a7f39,
            0x4308f9a45ff72b1c, 0xd4ce4133a4bf6bed, 0x432079553ce23c77, 0xd76db8beb3c817d7,
        ],
        [
            0x5c8793f2157c351e, 0xe1f9adb3f0086774, 0xacb63b40021edf55, 0xbc1806d79d322c85,
            0x3fa1c519c76c1dff, 0xee9f9055f0337ae4, 0x427625c62dcd65d8, 0x7d7ca8b25759962a,
            0xa3687e7df4df6df3, 0x5631576c282377e9, 0xf8c964b43df991e4, 0xb67951eb97297e87,
        ],
        [
            0x6dd0eb38502ab6ae, 0xb78b18df32f80ded, 0xab1d608e6dcf7d35, 0xbbe7af1cf145cc46,
            0xf08ac328dd4b3241, 0x9b4e2a0d3bab2242, 0xcf2b5bb7b9bb540e, 0x102d32e0e98df817,
            0xa1024046de88a9aa, 0x44946d5b032b062a, 0x27738a87844af27a, 0x32a2106f775e45b7,
        ],
        [
            0x377b872940a76fdf, 0x4fde7126db5b9597, 0xc64cd8137c345c91, 0x9615637eea346558,
            0x68e3b474cbc25fd9, 0xd97953e547ab5b59, 0xe1ab1ef3d73b0c91, 0x3c1505df81d0933c,
            0xca70923505cce5a1, 0x1b3a4e74e4441d33, 0x58a1257f2f906ab0, 0x2b4a06a8ae6233d3,
        ],
        [
            0xd7795f26e9727e01, 0x2f5fd44e5ede14dc, 0x1a18a094168569a4, 0x6da10ca75821156f,
            0xc97f414b60229e87, 0xbfd75984a569a9bc, 0x8ba5e551872fcac0, 0xc7f9161f58de3262,
            0xa2a4a663f1690df0, 0x4da08c689f00e575, 0x4c915ec9dcb234dd, 0x69249fd3727ce12a,
        ],
        [
            0xba4046d8640e65b1, 0xf62d2b9b0bf3168d, 0xa11664d15fd9f4ca, 0x598b48f34328b92d,
            0xebe43d83130762ba, 0x0f61cf25573e1cba, 0xbeae89b8aabc8072, 0xc02d149ea431b1c9,
            0x27a1f54da0ee3df2, 0x70e85e225193da68, 0x5dff10ab34fc6f65, 0x9c971bd84e6481f3,
        ],
        [
            0x14dfd72bc34f6278, 0x7e6bf0db1649c4fc, 0x92d8b6fdc39cb273, 0x92d67fcdd3ddd71f,
            0x0bfd0f5888c94202, 0x314ac7fb2388af4e, 0xbf55fc6eea2f9b4d, 0x356b86e61a9f058c,
            0xf44672644a109e94, 0xd8105f3895ed33b7, 0xf6e2c7a580d28f4b, 0x603cb4916a4229e8,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0xc9b75bfdf5324c87, 0x0a3e3a183eeed861, 0x9c12afd243b8def6, 0xc4450f9405243e7e,
            0x74c6968859f0736d, 0x2e4e9ade4ec7704a, 0xc29f735cc4a0143d, 0x4ecc34d24d7ccd32,
            0x030730839c623b32, 0x47d089543f872163, 0xeca60f71d82dcd7d, 0xec1ef93ebbc36994,
        ],
        [
            0x1c15681e7c8ef3d0, 0x7294092a22463ea8, 0x3835d0c7400dccbb, 0xdc9b89062c9a4b5e,
            0xc1839805f3e198ea, 0xf6f04805603192a0, 0xf21fb42cb582a2c1, 0xb63da2871dba7c90,
            0x3561c9295b5b56bf, 0x3ade08b2cc1b5ff2, 0xcbb7781a1c77698d, 0xae7650d5eeaa3725,
        ],
        [
            0xa9cca5b055784829, 0x6e3394608249bb0b, 0x48eece427f6a7fe9, 0xf3af0ac97dca9980,
            0xeca728eb522159f7, 0xac9528a968475e3c, 0x501fc3edae1facb3, 0x83a516e9e24cabee,
            0xbb70b2b114b813c6, 0xd3329541d17ade30, 0x9deb19ecdc7b7f16, 0x64c12bf42883518d,
        ],
        [
            0x6faf1a2cbb0a893e, 0x65a9221ccfbe4d1b, 0xc9436a6ecd71b7ab, 0x76997c4f2645d77b,
            0xd139f507ec4cd876, 0x2cc111cd05f11d10, 0x11d63da38c099f48, 0xc839b2d15730d226,
            0x1037a130e1c292a5, 0xf13a818f77273109, 0xda0dff1bc48b2686, 0x3a5f27850b004592,
        ],
        [
            0x8af4fb6c6dea8225, 0x5e89555153b061b4, 0x09153d28084288d5, 0x4301e1d1bc1221ce,
            0x59e6dbe13c662a1a, 0x5c0261c9bda4b5a1, 0xd089cbdaac43abef, 0xd3e902828a2cdc56,
            0x2d4fd18477be6de6, 0xa48b28d94c876c23, 0x5654b702d5ed6c00, 0xb4ca899212afb54b,
        ],
        [
            0x5540fbbbb3b9e95f, 0x579faf88d7e762e8, 0xde7065bfb228c3f4, 0x625591788307d185,
            0x366e3b7e88980499, 0xf6a968dc993f197e, 0x2fd72e7b48bb0dcb, 0xcafe4c6d2669579f,
            0x14547b9de5fb2b52, 0x55aac67610db1178, 0x9f7c80588b40612c, 0x573c007ba9b5db42,
        ],
        [
            0x627d1ad7391eca7d, 0x363e1a5ea5601e80, 0x5d2ca4559eb83cdd, 0xc1e3bb4c687a35f6,
            0xfefbd00430300449, 0x0177b08309228df0, 0x9571ff7531b33807, 0x084bd412150ac958,
            0x989c17b9c6187f5c, 0xa072585634f376e3, 0xf68e571132f4e99c, 0xae981bc29d905fbd,
        ],
        [
            0x73e11ee78f502fdc, 0x5ce51fb7802f4741, 0xa05c4b6dd72465c8, 0xa7c8e6fc66130c26,
            0xa8b70f6cf2cc2b0c, 0x6fa9fe2e78bc44f8, 0xaf3aa05ae6935da0, 0x4fa64713265cb960,
            0xa9c5f7dfe834b9af, 0xfe35cf21a0b4b270, 0x5d789929fb6bef3c, 0xd9e505a9707c2680,
        ],
        [
            0x0e335339c12f2478, 0x05c124e5c40b58ab, 0xc9dd9be2675f5b58, 0xedcf271f65898406,
            0x10a0ee1f9e0705b9, 0x9aee33b4e078f3b4, 0x1f20e001b5e7cd86, 0x44fd9bea24733bff,
            0xac9bf371a94887b4, 0x79f0d1eda54d9b36, 0x298ba93d2046e9f5, 0xa80a2b94d831f28e,
        ],
        [
            0xb0ebd19388077033, 0x22643c36f86fb666, 0x25bc7fa9062212f5, 0x40cdd084804c4816,
            0x4ada8d82eb5973ad, 0x100903681d477c39, 0x71d0a3b4d7adc35a, 0x70aefb37c374283b,
            0x951b87c6282f9b5c, 0x55fb7f303f0bf4b3, 0x9e0beba1b2e506fc, 0x66471640204e553b,
        ],
        [
            0x3760cc5b1e35d736, 0xafe59f1ca8230c3b, 0x9c44a33cd88b85f8, 0xb9f5fdd8ade0140e,
            0xaa32c79ca0854440, 0x2dc3271d20156a1b, 0x7bccd3d83f0f0ba1, 0x307ffbfc1ff55905,
            0x29548eb2d2ed9f4e, 0x3fc623bbe0482b11, 0xb817d836e7eb39b8, 0x37f71a86707dba9e,
        ],
        [
            0x92074e920a2af4cd, 0x9e7772a65e89666d, 0x91fd883f50ed8900, 0xc986b5d96a828a1d,
            0xf1670e58298fa4a1, 0x1cd0f3555daf4cd6, 0x21b5ddf44229a560, 0x1501d1f4055e3900,
            0x0176b99063f0b59d, 0x5e1e3ca567332eb5, 0xf0c642aebad8251c, 0x7d3f6b8fd7eb2b3d,
        ],
        [
            0x9aa27e1c7db40537, 0x1dc339df46bda830, 0x0b5f003e12a74ee1, 0x8ff944183e688dd2,
            0xdf0afd933d07fc7d, 0xc9ed4c89b2e39559, 0xcd3afea274f49c1a, 0x66af6b9adc86ec66,
            0xdf4e7c9d8e61aa2f, 0xb782c6992dc1347f, 0x6d76899cadabd89f, 0xcead7c416a109253,
        ],
        [
            0x46bea01f7ef0fbe8, 0xb89d67ce68afc94b, 0xd07b014ac8b00c42, 0x4720d6bbb878fa14,
            0x464cac65c595b089, 0x57440d8e2a4f9db2, 0x2f3534fd6c2856f1, 0xc8f658cd100abe80,
            0x641797ef96e571d0, 0x418a91353b9434f0, 0xc0c333917aa96a78, 0xa4e7efbaa7120682,
        ],
        [
            0xe2cc5c35d639adda, 0x34b3bcb19d3a8619, 0xde020d4f8f306605, 0x7b0bd0e58c45b3c3,
            0x5236335ac464ed32, 0x071b733c59c03c04, 0x70943adcb31d7d8d, 0xe5ebc1425f10f7fa,
            0x34765015b11e160d, 0x83767ce7e906e911, 0x1af3baafd9507bce, 0x661474667febef1f,
        ],
        [
            0xe54c3c1c268106ab, 0xd0557c605251d5e5, 0x17ff8f7ce9236f3f, 0x6a163adfa07bed43,
            0x3bdfaa52a3ea9008, 0xa7fc27f272bff246, 0x997c662739df6db2, 0x35b365a47c8791a2,
            0x5c5a7fd8e8e859da, 0x939226dda9a55def, 0x167c9adf81b96729, 0x344ad7d91c82f217,
        ],
        [
            0x99106a376a022880, 0x3ca40936548bee63, 0x7a3c847175c5cdfc, 0x47c41a4f6850e062,
            0xf4a26d9bb69ae772, 0x6eba1987006a7593, 0x7fb8a6e1bb6746de, 0xd069158940acb8e7,
            0xadaf3e03acad67c6, 0xfaf92fdbf9080516, 0x6afab485c41e16cb, 0xed213f7349c839ee,
        ],
        [
            0x25566f11354ccf79, 0x128ce17daf6afbe0, 0x055ac3e3a2ce4959, 0x7e668e32f31559a3,
            0x53117c64e70f3970, 0x03d7831032343c31, 0xe218ee52d7f8c087, 0xf7b5669c282620e0,
            0x449bbd89d9b07742, 0x3538d446d9d1a064, 0xc989a93a27b76b47, 0xc3cd26492a1aa1d3,
        ],
        [
            0x2ed0ab9baf1bb316, 0x920b59db1f1d2cd7, 0x2da4d57bff91570f, 0xd5ae2e597b4bf543,
            0x033fc4433089c096, 0xd162974cedc2d696, 0x8c8483130213735f, 0xfc83b0bf8adef124,
            0xe5e6d6b1e2804c1f, 0x697c2357f94e9094, 0xdd7c4082b5b386b8, 0x040d5d9092b17926,
        ],
        [
            0x751074c4978cee8a, 0x3732f1caf38c4938, 0xa22b6de5f1de67dc, 0x0eed107bbf9dd48f,
            0x04841241d4728710, 0x5ce0e6ea400e40dc, 0xf8a78a2140f9438a, 0xdfdc25f31709b3b9,
            0x87feb6d8374c07d8, 0x487c0c1266e29cb5, 0x44b24d45c798cbc2, 0x1485367902ff9da3,
        ],
        [
            0x014f98318b8b76dc, 0x27a0eaca4a6f77b0, 0xf932ec6875fbef0a, 0x6e3f8170afccd509,
            0xee2a9c3acc6c2814, 0x42abaa0d6b56c067, 0xda725f10998a4c6a, 0x4022db094ed11931,
            0xd5fa77750c1045e0, 0x5d2c6e7828de9766, 0xa73f076b7d337f01, 0x278de5b3b9f63a9e,
        ],
        [
            0xdf30b05bb8ae009e, 0xd0b80f127f9109fa, 0x3a111c213ddff23d, 0x045226482c19740c,
            0xdef80cc7068b0586, 0xb30ce9c2b633eb8c, 0xe6b77e7bd5b1d96b, 0xd62053e5229c08e6,
            0x754fd29deee6a891, 0xe880475d3e7ec849, 0xab465866e7c7eab7, 0x9840a042ffc4fbeb,
        ],
        [
            0x518a343ba8cdb994, 0xa8d0ad84532cf981, 0xbc8b281ca21b6b12, 0x92c179d8a5d79b12,
            0xe972d324525b2014, 0x9d59b90ef62a7074, 0x4fa6054bb8a70696, 0x9c120e8a6853acde,
            0x23ac61dfc4b0dc28, 0x4677ab1fa7278f79, 0xd41fc3a780a28d62, 0xb444b25038c7703e,
        ],
        [
            0x47909b538e84cc2c, 0xc216bd712b25046d, 0xf28f5fc67683bd31, 0x52b89ebf81c6fab2,
            0x30ae0ec36ead678d, 0x9e3603b2a57fed1d, 0x33a05d307b459de5, 0x55ebb7237670ba7a,
            0x87c48b1bff9a090b, 0xd19232ce0f0c073d, 0xcfaacb7f04d70408, 0x9289edd9a704d734,
        ],
        [
            0x1afb233a67e541da, 0x3864136f5871c01f, 0x74fffbdb880f4a76, 0x4706121f1cf6e616,
            0xd42ebea6d1e6856f, 0x7a696587f1b4dad6, 0x251969605f56558a, 0x4a1471f1608838fb,
            0xdfd5ad1121e63e47, 0x28b31e2444920e1c, 0x7370040717500c7e, 0x1c413768b8927ef1,
        ],
        [
            0x21ab12d6da9334f2, 0xf4048d232d098fb2, 0x149aaaf2cb94d7a1, 0x394bad75c4e9d100,
            0x940eb9ce12ae45e4, 0xf013f140d57495b6, 0xe8706084a51844be, 0xb1e18998590b84ce,
            0x515bbf599bf58f49, 0x90ac86b0bd0fbe5a, 0x95c3d5533a4bc069, 0xa41d4015071138fe,
        ],
        [
            0xb2373300940845a4, 0xc104affbb7329bc6, 0xc06ad952deb8086b, 0xdcc148716fa97cad,
            0x4f0a102b9f932366, 0xb7d9ba05f1f780aa, 0x020507b7cbe48e21, 0x65a29ab8d748f85b,
            0x19985543e2cce79d, 0xeb99bd415ca3433b, 0x97ade83f3b61e4c8, 0xe3884ee042cbe363,
        ],
        [
            0x0043676baa4f0d39, 0x584d370fbff5afcd, 0x262b9fa3d64c2481, 0x063279aadd09f3eb,
            0x77aa641ac77af966, 0x44e00d1a42f0e1ba, 0xaf96c96d4d2b9b5d, 0x97ec40b71f782fdb,
            0xeb4a74a8cf516c26, 0x2f80bd97745a3aeb, 0xd15f17646d2c73f2, 0xced88b2cdf5e748b,
        ],
        [
            0x8ba3b219674a56f5, 0xe56b55e042cf4721, 0xd38900d9eace5db6, 0xfda1d4065bdc95e7,
            0x7f1bddad02d29c84, 0xc4a8b58e65212ef6, 0xf63b76a16bb4db99, 0xf8226c39c8a07400,
            0xa030c4a2915b0c3e, 0xcd9a9d5d8e21160b, 0x0367b6121cd0857d, 0x8f6c7db6a7b1893d,
        ],
        [
            0xb7094b475f8ee6f5, 0x4644261aa935f04c, 0xfe73eaca0f07ec3a, 0x1d79b7fb54642cc8,
            0x330d7e218a76743c, 0xb598d1f973431074, 0x0276b05b99d8dede, 0xc8df623d64fdc3df,
            0x534865469d909581, 0x6999ae269842494d, 0xe39d9cdebed98f40, 0x3da9206f0b633c2c,
        ],
        [
            0xac67ba2ecf7940b8, 0x8c8faab641d09b55, 0xe5f120fdf6c0218c, 0xf25761dfb9f3a3f8,
            0x4e607699f3c088d4, 0x9ef5dfd9c264cbed, 0x645dd041d1da6cc4, 0x8102fd954fd3efd5,
            0x67254dd4a2c4f4d9, 0xc0db7654d2abf8a4, 0xdd60805adb0ca4c7, 0xc54de358db18cca8,
        ],
        [
            0x23337bcb1db16089, 0x7fe0e2394ba826bd, 0xc17985a52381b66e, 0x165882d9b158bd34,
            0x2da9f4bf4749e090, 0xae6f08712bb68821, 0x6f4e4ca4d5fe9b94, 0x5fc686aaa922d623,
            0x217a3695ae151988, 0xb83db405d6497300, 0x205b64c14a7de1f5, 0x345c4e0f3e615afc,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0xe7c11e6e04a068c4, 0xd43955bfcf794260, 0x1701c2018a3cd01b, 0x5de021ef86fab6e1,
            0x3e1cf4ae59669c56, 0xda623d612839294d, 0xde326f7bed75aa2b, 0x6625cd9cc2dedd3a,
            0x29eeaeb0bac0b5ad, 0xece8d4117a30d52b, 0xa8a9119b925e3192, 0xe3016497db69c5d9,
        ],
        [
            0x237010de915046c3, 0x8db670e95fbc35de, 0x441337a6e52df0f7, 0x5079b97430df22e0,
            0xfb2a8deae7c41d95, 0x0ed6ca2297684621, 0xa690b59410613a68, 0xcc43b4ce6afb7d08,
            0x7d0e2f2130942442, 0xc476287c4197f7bd, 0x5b0ba4175e7b4dfc, 0x4705dc6612e2a891,
        ],
        [
            0x5cc475bde9976f89, 0x58aea8680920e6ae, 0x3679f7b1c346a4f7, 0xfbee76973e2d0cca,
            0xb61940a28700a704, 0x010739ec527150e5, 0x65c43f9a081259d9, 0x78eed660b1f8625d,
            0x0d1e029b0edda577, 0xfff9820f799e6948, 0xc6b84fb74ae3f972, 0xb84fcdece5a8f89e,
        ],
        [
            0x8d12fe425ca8fad8, 0x0fbdf6b9d10970f6, 0x3efac0dac7d54f8e, 0x78d97625081d4201,
            0xadbe354fd3724ac0, 0xc7706509a1c855e6, 0x3e610d70ddee3fa8, 0xbf575954828a967f,
            0x2ae095f6b53a955e, 0x560334727b90d88c, 0x3c1123818dc0a40a, 0x4cfec7ced5c067d3,
        ],
        [
            0x2c0cf8a2303bb930, 0xa22abb2a19748c1e, 0xb048cc48e45fb1fb, 0x81a7c6202440f2ae,
            0x0d10916f9ddb4945, 0xa3b46d815dcdcf94, 0xae20d038478d555f, 0x8c551fc57bb5322b,
            0xd7b2e816697ead59, 0xbbce9e8c36de6b02, 0x301892e346f6ce7e, 0x6891fe471a3ad474,
        ],
        [
            0xefcd14cbe882e417, 0x6e0fd6903b45f9ae, 0x6612d36c3cce0d4f, 0x957231d5c22ce6e8,
            0x1361b4f1d227726f, 0xaf77322f39e0f0ec, 0x5adaf016e345a473, 0xcb8c7cdb8c562021,
            0xb7284cd6b73c95a1, 0x0d2ed2cfbd0086b0, 0x97a887e7afa9a3a5, 0xb4339bad20adaf65,
        ],
        [
            0x31f209561da23759, 0x6a7005601c9b7937, 0xef32f35c39741294, 0x61606dba8a1873b7,
            0xc8008dddd0817e47, 0xb13d85d78d8fe4f1, 0xba99cb5ff4e41ddd, 0x14cf1ace997166d4,
            0x7aea8f227074d18d, 0x0debf88d426fc5a9, 0x9be1afd4f3cae9d9, 0xb23fc726d8379365,
        ],
        [
            0x61f246f15d80df16, 0x282c3a338e87308b, 0x0df0a00e089c502c, 0x9f92bc778c637292,
            0xb92542956c78bda4, 0xd4fb4faf93aafe25, 0x6d4f49077dbf2133, 0x496473960d783e12,
            0x30ee099eb6c179c2, 0xaeed6fabd9f6fcdc, 0x269eacb5636724d3, 0xb6224913af108fb9,
        ],
        [
            0x5667e188445aa482, 0x4e8ca45ceb329c0d, 0x7007df62cf6e9344, 0xfc89fe67c49de6e2,
            0x0f44dffeaa5fefc9, 0x131a9cd65052b31a, 0xbe2a6a07194ce8d4, 0x3654279e85295c8c,
            0x8708939de54aefb5, 0x650054319cd19d20, 0x0af9abed18006506, 0x189abde0a9b69449,
        ],
        [
            0x44d20f1b2ff2b2f2, 0x826689f54963de4e, 0x625eab758b44afc8, 0x21904d47d9628b2f,
            0x4d295cb9e675bd86, 0x4c3db47fe47f1bf0, 0x0446d6b783a68485, 0x9ea6b0202a55beb9,
            0x9801af89be21bae5, 0x695d3f96657fc69f, 0xd5daec4b0312b8fd, 0xda97c08dc67fd929,
        ],
        [
            0xde16dd4ac9691e5b, 0xf101447c78cc2edb, 0xd09cb6ad26d720d0, 0x164bd2f7d5bb37a4,
            0xcd9273c7d48a5b4f, 0xe8431328c49f6df7, 0x7de0990e642b8cc4, 0x30978f35f9abedf7,
            0xe48a7d0ad82ac9ec, 0x01cb7656ef012c7c, 0x74e1eac8a524e15a, 0x233e6ee50807ad74,
        ],
        [
            0x7f4109be9d7f512d, 0xfca562c3d1b173e7, 0xc067b61e214bc4ed, 0x9db493c9f4e86cee,
            0xe191f3bff575b7b3, 0xb7509b4bd45e0ff9, 0x289ec8a1497f2236, 0x596f91f4da22c3e7,
            0x78123688aefaa657, 0xce9474de3ac76c0c, 0x5c127c3fda1b4ba3, 0x32533216de0da9ce,
        ],
        [
            0xe42f77bc5299456c, 0xe577f57a92f45aae, 0x6e1b5bcb0675a04f, 0x0739e1910bf44a59,
            0x7189ee5d32ada958, 0x23b1a412845c57f4, 0x922a9b76e16a7caa, 0xeac190220063f06d,
            0xdf62d2a22b3f595a, 0xe8a30f1af4aeb4ab, 0xd1d498cb174b28f5, 0xd8d06a9fcdad8dd4,
        ],
        [
            0xacc421e1a3c3edab, 0xf7a3acd8beb12e42, 0x82066c0b643ef05b, 0x3bf49ef88c587384,
            0xd83487c0cd19aa1d, 0xa0b72c3f9f47de16, 0x1748820bc28a0138, 0xfdb6555f4b7cf09e,
            0x591a774d5b52d10e, 0xe26bb96a41e5caed, 0x6374deb4be53c498, 0x65f00b8775785b26,
        ],
        [
            0xd8476616df9d90d4, 0xff2fc1ef43c227a8, 0x9d0545d6ec6cc9bd, 0x50f38aef522d349a,
            0x0fbde4efab2ebe7d, 0xf0853972c0512722, 0x433aed284c816e86, 0xfc6e8c04815788b5,
            0xde8ec8768f0e8933, 0x304c266e31453695, 0xcabd53dd81d09974, 0xcbbabaf7542e952b,
        ],
        [
            0xc025832376613a21, 0xcd1dbb13470234a1, 0xf1a6fdc98418abaa, 0xffb76317609ce622,
            0x1c2bc1a83cd1e0c9, 0x346e353728d985b8, 0xb98c082a6cf4ba90, 0x5fbbb6c751335d2c,
            0xb60e0bb3bffe1d45, 0xf51c5841e41bb818, 0xa3dc918c244444bd, 0xb5536534d1456f79,
        ],
        [
            0x58663109ed797ba8, 0x595c027f8ba65d4f, 0xb8cdb317215fb80c, 0x221535487bf71e33,
            0x9bbcf21e1b18cec5, 0xa6172df3224e91ee, 0x131d42167c65e24d, 0x5af7c0cc46995506,
            0x0dd72619cf2e710f, 0xe7f423a80c7d6760, 0xd72af62a5dd18518, 0x09ebf24160ea8219,
        ],
        [
            0x40ba811629acc75d, 0x500100c2ee22eb1a, 0x5e3a3111e12de372, 0x5b5bc7755234de97,
            0x0e36d23ca34766eb, 0x637538bf8dc47d6c, 0x77607a50932b0f07, 0x1bb66a020fd744ba,
            0x6395da091febeae2, 0xfa21a7ca5e0233cb, 0xb07308fe7b8470d4, 0x73e814265e80ff4f,
        ],
        [
            0xac754033fd7fca89, 0x10228822cbe25b70, 0x9a0f3a3582cb49a7, 0x2a4dc9d182445b20,
            0x9d22e93e69f7ab74, 0x694b14b37d71c2c9, 0x3a745dd8c1cf187f, 0x7e3dbfba3efb428f,
            0x785c5e3940009df1, 0x4ab1bcc57cba1853, 0x1d4075064eace83e, 0xf11afab89f731048,
        ],
        [
            0x67d472b92da214ea, 0x906bebc5c8310c24, 0x8de497fae0e9bff1, 0xc055108db010519e,
            0x6c0a6a75314b4309, 0xc72f48497427879d, 0xd2a16112a9d7130f, 0x244193f6a84da301,
            0xa4c13330368cfe37, 0x5496c5e424ce656d, 0x91f6b86a81b1a37c, 0xa6dd4a6126f78461,
        ],
        [
            0x1cbcdcfb3fbab4ce, 0x1b9f49ed13890446, 0xb6bd8d9883ae3486, 0x3e0eca5ede642455,
            0x8bf53e0537e17f5c, 0x22a104aa9a1c7076, 0x7ffe3c9a80e22c3f, 0x270f812514fad7c0,
            0xb40e6ff536df6e74, 0x31ed3d0b99283912, 0x0fe9145993d04a7b, 0xa52bbd57b489a586,
        ],
        [
            0x72ec6b48840e5c4e, 0xab68e9e0eac6fadb, 0xa3d1873e190a3a69, 0x18bed9e9e73ced0a,
            0x3338fdeb8832c0d7, 0x8dbb2006f579a2ee, 0x3ba5621725e1b236, 0x51b277a4e9a3a15c,
            0x59a98693f84f4d6c, 0xe7adb4d983d10c86, 0xbbcd0c416c30f88b, 0x7107a84fbfd8e9b6,
        ],
        [
            0xb3534fee89f6f004, 0xd4a29d36b2a67f49, 0x44a311143bbbe486, 0x6ced296be4afcf35,
            0xfb77defb25fb4407, 0x614be3e2a1533dad, 0x2a4b2732215e7832, 0x66db0307a0c7cd40,
            0xe4b00291fd15d455, 0x75e28830accac305, 0x3255645710b18d13, 0x3f08e0558a804adb,
        ],
        [
            0x54def08ed4fa394e, 0xb39a5a9fc6b2659c, 0xf5f5cc26f365d873, 0x7417487dee5aca9e,
            0x1e33a6f99c3c2b54, 0x03ea7ee9aabd1522, 0x27460e5b076a75e7, 0x063d2c526799d3de,
            0xb8eebacf13dfb9ae, 0x330723a86e83d27e, 0x4f0e3942a18f0ad9, 0x06731f5554e8d293,
        ],
        [
            0x33a25f23593077ae, 0x1d6dff5b7bd4e0c6, 0x3e6a9cfd165d879e, 0x8fd069ef68545164,
            0xa560e0a91762ca93, 0x68ab14fce56890ea, 0xfb8c54730b9fe4ae, 0x8677987f290b0332,
            0x02daf544573a55c1, 0xdc16f3fa3058659d, 0xaa816cbdd11faa87, 0x6f845e4e6e133a01,
        ],
        [
            0x291decc057430a26, 0x05ece0bec97046f9, 0xe72d6fa59d44e94c, 0x1e086b6e7652776e,
            0x5f1a1a537b04124d, 0x38e45f9a55b84de7, 0xdf18d9275490b3a0, 0xd8bbd419ab03f8af,
            0xd1bc096fcccd3e9f, 0xbadf22eb807a6b3a, 0xe6517c7eeb184b63, 0xc3d23d4287cdeb52,
        ],
        [
            0xda9c34829e8d388d, 0xdb28e9825f9f25c7, 0x985ad5a15754864c, 0xa845374bb58b8037,
            0x774ad5f2782e483a, 0x8313a9b8d56a1a80, 0x803f8a93ceb6195a, 0x7b586898f9f5153d,
            0x5b566f08c700542e, 0xd482e2effd0d962e, 0xb9f014a4f11d6aed, 0xa0e233b5e186d7ba,
        ],
        [
            0x7d909cba7f764113, 0x5e8a847fd1c3f247, 0xfc720e23bf744af4, 0xdd556617f6f96f76,
            0x0abd37f847e5d97c, 0x362c722ece52860a, 0x47d63c0fe1885c2b, 0x33f668e8d63e7ad1,
            0x8b8cfaacec148eef, 0x8079e2d3f8b8dc78, 0x352eab779c76ad98, 0x9d1dc12fffb727bb,
        ],
        [
            0x9483726afd2e1191, 0xbb9add7cbd7ec3e3, 0x0ff6717b49413b07, 0xabfdcfa5ab7053e8,
            0x11caf53654cf0644, 0x57755952a845c49f, 0x9595a55b0ac054bb, 0xb18d83eef30f4ec5,
            0x7deda2cf3e6708c7, 0xa4864372da99d2d7, 0x7f7b9559e0aef425, 0x5fb0fac9fceeb2a1,
        ],
        [
            0x86a70f7292dc7a14, 0x889984fb505ecbef, 0xd021176cb8f85014, 0x340da187994c24fb,
            0xe6997851e0f251ba, 0x7d044d4c25e5d018, 0x5c5758ed272995dc, 0x564355f0513fc0bf,
            0x3eefcd37ad6eb577, 0x28b062701fb9fdcb, 0x5bb9ffa704e68b38, 0x6df49dd9e8353fba,
        ],
        [
            0x03a08f4fb888e392, 0x7c9a2c3ef2362e46, 0x205ab54d1f6d65ea, 0xf7379996427a8f7e,
            0x9288b843fe7f5bb8, 0xf25a938c7755c275, 0x5825f4953e2c1b4f, 0x84b4c2ceb9f96bdb,
            0xe24ef019fbb6ba15, 0x68af0a283d996e47, 0x186ab0f85fe9a625, 0x6a81786dd977b313,
        ],
        [
            0x0fd1113d073804a4, 0x6bcd94e2879a2b62, 0xf068f96c7ae89727, 0x29acf01e32dc2d0f,
            0x07842c5408c057ed, 0x4996a15fe4c3a28b, 0x3b2c0d75b2ee34da, 0xd81614cc308bbbe7,
            0xee280d182d13d768, 0x6571b00a52ccc678, 0x1a83da328064c863, 0x9a09ca9d2964179e,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0xa4f057aeeb02d061, 0x05b67f0b2f3bc02e, 0x56aead32f86e089a, 0x36ee2eea3031e720,
            0x5b51b855b1b8e237, 0x873893319b8bb539, 0x5841ee49205e62e9, 0x96ed905ac40ea262,
            0x2c97dab6506a5c36, 0x0f317f1ba4aef7d8, 0xaec182bc952c8acc, 0x509e270d600a1b20,
        ],
        [
            0x02a172790038b3b1, 0x8a5225855184c301, 0x5ffb1fcd276b00ed, 0x2e62f48b8ffb9b85,
            0x73b05703895b51f0, 0xb1af541b95c88f0f, 0x082a6621c7de8e5b, 0x9e3445943d4423c6,
            0xb940c82585c6e9bb, 0x11f639a13975da38, 0x5c98ff50db8f60b5, 0xce20f9cd28c2113b,
        ],
        [
            0x99827ac2235c5081, 0x7fb253d375308eb9, 0x342ee505154e075f, 0xd038f55b9cbed9bd,
            0x140232fd05a099f6, 0x2003a3c8a763f7d2, 0xcdd8653c5c50ae9b, 0x8e8155591b6f0972,
            0xf0bfb8696872aca5, 0xd7351f0800c7bd3a, 0x918d4676a8c4a1ec, 0xd9d73dc03e691114,
        ],
        [
            0x86f1fd865454fe22, 0x16a17ceded96ae75, 0x626a130dee856690, 0x51755490c19917a9,
            0x49cf03b77cbeeab4, 0x7610bb500e93b905, 0xc31f453de97c17cc, 0x2762840ad58150c3,
            0xab3641cf4279281b, 0xb88da8020aeaa43f, 0xbfc2cd8c5f8d40ed, 0x84e427caca329d6c,
        ],
        [
            0xeed08a60e2b7d161, 0x70a4f13d7e8ba1ee, 0x8a74371a8bf20b0e, 0x1cc082a9d5ad8c5f,
            0xdebf6864ddde1de1, 0x8ed46e9c6018e613, 0x67e6acf47daf30ff, 0xe5040be624f7f26b,
            0x37ab567d89aae477, 0xed60a124e0d43d20, 0x28d7d7f91cb13b65, 0x5a79d9cc5f078874,
        ],
        [
            0x2be191746a069ee5, 0x406602625ab02f1f, 0x3ae551a38251d667, 0x0db2f6c937264fd3,
            0x7e06f383e718aaa4, 0x9b3168f75e6a841f, 0x7435d9d6bf5b21ba, 0xf52558d89f7a92df,
            0x4dbe7fe7495a313a, 0x471ba40fbc5da22e, 0x327700a3c4af40da, 0x09e92c7922de7fe8,
        ],
        [
            0x1410920016b2a15f, 0x14e60ba5d3fc5789, 0x856cffb8a6fd20f1, 0xeaddbe77c2762a8e,
            0x642ace347e08a687, 0xc88e9b531f639771, 0xe31dceb0c816d1b9, 0x8b5c79463e23b8dd,
            0xf5d64e467fe5c93e, 0x0476e6c39703a586, 0x209a451d22c2e442, 0xc63328e8cd8c55a3,
        ],
        [
            0x17ef0288c00ea431, 0xe739b7afc66ddad3, 0x9212c4aee9ce4617, 0x4cef534f395542c1,
            0x57cc340b8b5cf060, 0xa068909f7c3f5829, 0x6fbfaedd5cbf427a, 0x0c412e87331ef761,
            0x9a10b64658d2ea8f, 0x015d6d9b9f9bf24f, 0x6f1bdec1e56f1fd6, 0xbea3c1351abdfcef,
        ],
        [
            0x1545638533fa6a23, 0xaf5fbf20d9bfc836, 0x2e932568c54e05dd, 0x07e1dfc49a8a7899,
            0xbec2f18b065b07cf, 0x28051e714e3a72f4, 0x01544673709b3da6, 0x6ac06e672425241b,
            0x7a13eece55963726, 0x29a38b176068fea4, 0x949fe2604057ca55, 0xe47728aa5644e0a5,
        ],
        [
            0x86b3929bb00cba1a, 0x2fb6ee5ee328539a, 0x64b12902f105303f, 0xf22ae42d2b162ab6,
            0x85e88bc7b40a5950, 0x9c44179a8bd0a185, 0x3aaf6a5314d4139f, 0x5b0118e6d7db0bd0,
            0xf3da0da2c8413146, 0x4c9c69ce8d3e90a0, 0x530574c42519137a, 0xdeef8007c9e12d8e,
        ],
        [
            0x36f56737d6c94a24, 0x318afd097e0dc76a, 0xe381198ad9a3478d, 0xd456b8c0d990c549,
            0x354dc04afd3ea6d5, 0x7db006b6cce47d9f, 0xa1e7eccaef47c2ca, 0xc1339d41eeb15264,
            0xd010754d6cd379c6, 0xdb03581893e780fd, 0x685c729c0226cad8, 0x9aad616831c1b461,
        ],
        [
            0x6adc000d227f03db, 0xda635cfd17fa50f6, 0xc0edabe1e01f5e8c, 0xedf081330d3800c6,
            0xf433e9dbd85c06d1, 0xea2d0da5dd3d2779, 0x6006ed8e82f6f091, 0x7c7cf50398918c4a,
            0xf04e3f1b221c7aa6, 0xbc8a9fdfbf3e4003, 0x3e07da7d8f89e508, 0x87f1c8b1038cd850,
        ],
        [
            0xba7a4d032c343acf, 0xfa05e005c2eb6096, 0x2aea2332970c8e2a, 0x13e84b7b10930c95,
            0xfeb423c84d138884, 0x66f09cf5ebff51f4, 0xabdbc0a5ca7a06db, 0xfb477f31026fd619,
            0x7ef6c8a157120c29, 0x07860a96bded5615, 0x25b3ec9f408d1a1e, 0x7f093c11b2b8b6ac,
        ],
        [
            0xe5489f0c4b47e563, 0x200708c722cf1ce1, 0x69b23a95e5e50b3f, 0xbddaa92d3d6fb639,
            0xcf4ad492acaadb59, 0x0757e3a808f0734a, 0xe909daa53a0bb189, 0x7d6f0ef8031db823,
            0x68def1de5f3c6904, 0xf8942addd1acc71e, 0xcd4a419167b5e3dd, 0x9c7713d7aeb7a7b7,
        ],
        [
            0x4346514af1a956bc, 0xe20b78e31851ec8d, 0x2f0a95bee7fac8b6, 0x28bf4539cff5b428,
            0x6b2aa5c71caa5c55, 0xa1a272dfa57e8c3e, 0xb6343722cb7a7f7e, 0xd2127b9f31bf33bf,
            0xf274740cf4310192, 0xc0c6f74dd66ce2db, 0x7c315e35bd49ee97, 0xf8bf71697508e38f,
        ],
        [
            0x2505f3220d71d442, 0x7164fd9b71076f00, 0xc057820f553e946b, 0xf2ecc08360518230,
            0xd0bdcca9bf4ea967, 0xd4e59198608db07d, 0xe4b80367f5b834cf, 0x618379a5fcd18ce5,
            0xbd10607b214592a9, 0xc1e82061ede301ef, 0x98c302a2048e4b41, 0x96c4edbd147750f1,
        ],
        [
            0x4c982326da70d4dd, 0x6752c0d9da58aacb, 0xba8f29db26a9966e, 0xfdd940e2f9e1cb6c,
            0x503b210f071d17dd, 0xb961d2c8b6522b42, 0xdfe584b0b7a6f21f, 0xab69d87eb5b6e0b8,
            0x1865261689473edb, 0xad34fcb3ee93574d, 0x370eacf4396ad877, 0x5358078e7eca1ca3,
        ],
        [
            0xacf782e3de393953, 0xafd465c102a22533, 0xceca842d202a3697, 0x87505693a00ffaab,
            0x9bcaaea7d49f6af2, 0x1c832719c1a58dd8, 0x0d6fa1a6fd230c20, 0xa87a4f1e4b0c2c2d,
            0xfcfeca293103dbf6, 0x30a130816599576e, 0xbfad23def8a83895, 0x9115cfbce33d1c0b,
        ],
        [
            0xd37e11206b9ae034, 0x47ef6e9b441fde7c, 0x173c3e12f4a096fe, 0x52879583d12ec548,
            0x48bbc32364d58e1b, 0x8ae8a4e115cf2321, 0x22e03639c23b561b, 0x782527ddb8655ca9,
            0x0174edfa04793228, 0x5de5e6fa10f4fac1, 0xee20a21fd89801ab, 0x0a4f3e6abb18b0ef,
        ],
        [
            0x9186722cf3a46515, 0xfaa4e20aa20c59ed, 0xa927fa509f5606e2, 0x2ae470faef3a1fa2,
            0xf40f065bebed01bb, 0x3e4e3309978252ec, 0x84cf4b60224a1ff0, 0x59df87bc2ac0e86d,
            0x4880dad65e900f9d, 0x553f5deb093f4293, 0xa55586a04bca1e4e, 0x5f6f80f4324bcb6b,
        ],
        [
            0xfe8706a3150381f7, 0x75fe28ea171efe82, 0xad0eb1b557d015e2, 0x8a39707eabcae625,
            0x74f1cc45e3a1ebb7, 0x171c44c08e1eda62, 0x0a49af761aef13f9, 0x188f3c99154ac301,
            0xb1a7ad2fc420d353, 0x19a956c09adeaff7, 0x6885e68ce9fabbfa, 0xac4b20f8583d5ec3,
        ],
        [
            0x00e257041d2bcce1, 0xa208bf138883072b, 0xac348971419564aa, 0x5a013288606e9ad4,
            0x089dffd840fd154e, 0x956aae47b7a8b363, 0xaa74fa8c0f628f77, 0x58bfdf6a9be250cb,
            0x9166574d92244dde, 0x81541c697d115702, 0xd6446558b6d8e152, 0x941fa6ad1b087cad,
        ],
        [
            0x3206c2deed7894c4, 0x5b90b3a6d8cb5c46, 0x0264d6a205efc45e, 0xb6bc4a621361c0be,
            0xe4111f65195ac801, 0x22cd1194e8181171, 0xa56fba87c0c772a7, 0x395c7cc5154f83f9,
            0x2318bec4a5b4d1c5, 0xbbb97ff8358f0329, 0x32760593c573d53c, 0xdb641cfb8fb06eac,
        ],
        [
            0x22adf94cc988c601, 0x5d3508cd545642c9, 0xc8af91280e4861eb, 0x5cb14284f9ca3249,
            0x53d36a49f2c09f04, 0x07fdfa31591def30, 0xf044736254d39c4e, 0x7b9a2e029a67f24b,
            0x859f25fd7bf3f719, 0x459598d0f8066ded, 0x815cc2be0d172624, 0x17446db4c606558b,
        ],
        [
            0x653dc677d0df47fe, 0xb6fed9b7f31624d9, 0x900a0b5da87a5499, 0xe9ae184c7e4a9e46,
            0x51bff67afc78fbcb, 0x2cbb03f83bc6d501, 0x737b6c6f84c2f07f, 0x5f1e4eb545af0656,
            0x97ec654798a440c1, 0x7755897de936aeb0, 0x38be4def5796dc88, 0xe822b79b397fe2ea,
        ],
        [
            0x956117fd018af4dc, 0xf94d77cf484e1b92, 0x87cf67e4f613651a, 0x9968d58e4b5ea1ee,
            0xdcab56df6d838f2e, 0x7bfbd496d5389ddc, 0x2ea0f14551cadd17, 0x2fada46c5bd78b31,
            0x12aa849fbbeb990f, 0xf02fd64c819b1720, 0x629e1bd66d692712, 0xa2a9c1f59b905052,
        ],
        [
            0xe8b6fa3a96cc20dc, 0xde8ce63d8311bd23, 0xbb6dcd7265c77bd3, 0xc0c63362e74dc8a4,
            0x2c0a9bc0d512f3fe, 0xe4a073bc77a941c0, 0xca20e13a64dcc141, 0xdf7713a6748113ca,
            0x8b87c650de67ef45, 0x18f6d816250c005d, 0xf82a01a96749a8d9, 0x637f15835e1fb5cd,
        ],
        [
            0xf7af4407a5edab89, 0x9f1f0f12c4a45113, 0x3ce957b0eb9f9503, 0x0763e279367b7324,
            0xbdb65fec70d65346, 0xdb99fb631e7a5775, 0x5fdd8a3216849e2b, 0xa32334242a785487,
            0x3da77e4de4ed0086, 0x88352bd53f35032f, 0xf9c097c7407874c9, 0x6ea1bd167d97ddb7,
        ],
        [
            0xf5d33db02cbbb7f7, 0xc0abd753356cd1a8, 0x9371bed326033c22, 0x359fc778913f92e9,
            0x4a167e1e523f7fcd, 0xc314409046f1c1df, 0x34cc6f0e3c335764, 0x9a31cf9fecaffd56,
            0xf01b5bf801510a5a, 0xeb5902234439e556, 0xc5e3a22279a5f3f1, 0xab0ddf93647f0079,
        ],
        [
            0xe9eb7a1c51391254, 0x2df8791a59ad5b72, 0xf02e284dc7bd417b, 0x6ef12972cab1ca7d,
            0xed2a1641e5360404, 0x1c0451c775d7c4ef, 0x9579606653a7808c, 0x0fbb4269632acd53,
            0x85ec4a9123f47481, 0x389db770e76da858, 0xad0bd7455cbdaa64, 0xffd83b6811b5d6a8,
        ],
        [
            0xee692a8dc2c8f1f2, 0x5d1af33ea963db88, 0x0f13a29fc6d2036a, 0xccbb72e869f95b16,
            0x932b15803c138340, 0xd837a3f40a2e7d6a, 0x7457bd59be0188dc, 0x48155fbd4134dae0,
            0xed3dae5e9ed41003, 0x3c80ddf2ef7a4da2, 0x74ca0d81c6da9ea8, 0xfba9803f9b71b9d9,
        ],
        [
            0xa2b3b85844aecdb0, 0xabc72da0f117801b, 0x30d700c379972959, 0x840526f8ea04c0ee,
            0xd8437dc3d3623bcf, 0xe18673956b23e753, 0xb4330e3f3c9061fa, 0x2446d5739d23df03,
            0x0e3db5683a634b89, 0xbf210d595a83569d, 0x89dcd81630042846, 0x2af917ebac27be2b,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0xcc32546cf8de14fd, 0x5432f47f7ec4400b, 0x55266c1e022aa89b, 0x3b3c490b022894d7,
            0xeda342079660b37b, 0xa30a45760014c493, 0x0933dd66f5833839, 0x526a6c3aa31e8acc,
            0xc8ae5ff116900016, 0x115c844d5aa918bf, 0x4fdf44b571cfe7e8, 0x9edb22c1c8ff9fc7,
        ],
        [
            0x1d297e9d46a38d64, 0xd8567c613cdbdfc2, 0x78f549345d8a3fe6, 0xcba965ffd0843c3c,
            0x9ef2facba9715f3d, 0x04cff10cad19b772, 0x9dbb8086499baabf, 0x10d52de93611540a,
            0xd25b5ab96df97cf8, 0x0b5f1e428f17ccca, 0x4c0fa39af95227d4, 0xa1daa4dc78668a37,
        ],
        [
            0x5c16f2f41db74d06, 0x11dd8fbc0e43eaa0, 0xc63a527de1abaa6a, 0xfb6dc538b4e08699,
            0xffb235a36a571297, 0xa3aa7add01e044a8, 0xcc29437a28605e83, 0x97b1193eaa2982b4,
            0xaf6b59ddfc240abb, 0x1050478bd1917474, 0x20d826b67f84628e, 0x894be71df2340e0f,
        ],
        [
            0x84a2ae350020362e, 0xea2b1df419bf5f49, 0x2bb64e18287c9b53, 0x11c2df652b7b03e9,
            0x23a42ea485d5a524, 0xe10cb36d11cd506e, 0xe5f50bfe2adaefc2, 0x64666b5536adb53e,
            0x7768fb7fe90ed2a4, 0x425d781706cc84c0, 0x52ec806a31d6ab0b, 0xd7e679724697d363,
        ],
        [
            0x5902634ecd3268cc, 0xc2d226081d5e79c7, 0x9337dc68596e3768, 0x0a7214dffcd1d01c,
            0x2be1a0120dccb2d1, 0xf4250cf978755446, 0xd1b56e79d660a632, 0x5621b95d0691c176,
            0x15a02aabf60b2b33, 0x7d40077994c5d900, 0xab35f431f309675a, 0x2850acab268bfb05,
        ],
        [
            0x1388a861736e3d5c, 0x4847250f8bd63b2d, 0x976d718e4aabe81a, 0x227b9afaf4a2bc00,
            0x73380cd21d5ea6a8, 0x0e1956051ab7a63d, 0xd5827bbfff3b601a, 0x6d9929c23cefc6b5,
            0x00281ea92aec9fb7, 0xebf8f06f78c66aa8, 0x460e34140915adc8, 0x4851df183c84939e,
        ],
        [
            0xf0488be28690d024, 0x25fa9434a9756408, 0x3fb0dec38c101a96, 0xc07b07cf3d56effc,
            0xd65f21bdb1866678, 0x22c1456c33bc3bc3, 0x9ba0301e968ee6c2, 0x94377dd45efe56de,
            0xa2bf4cfefc79be13, 0x70c1a2ab50e10c51, 0xef131e1a63b58469, 0x313cb9733afb1570,
        ],
        [
            0x587b2e13e2b3d371, 0x0065a1af71d9bee1, 0xe67b6a46af7a3e33, 0xed8d941dc129f201,
            0x0bb35a2b7c34c52e, 0xf0cb9e35473716af, 0x0cb062cf34eb3b8b, 0x7192de7f9c66e98d,
            0x22c87ebc1e6e6cac, 0x43ce50832265e29f, 0x45b6a37d2dfac3a5, 0xb727daf89515c04a,
        ],
        [
            0x0075864b5eeb947a, 0xa429ad7f99f9a25b, 0x46b1a0b0cde19fc0, 0xca0021b020e75532,
            0x196701afb0b7fb02, 0x607365afa7379e2d, 0xff9de5dbe3993775, 0xdce17a9d92e32568,
            0x346a067222418027, 0x8802e950d34d33a0, 0x8cb116704edf4c1a, 0xe4f5aa0802b2a6ff,
        ],
        [
            0xdb6b4154410bb91f, 0x0da99542025a2ab4, 0x2fe86f75020111d5, 0xed402f212fe7cd35,
            0x5b68cb84239d1834, 0xdc72c02f0a47464f, 0x9f4ecaa721bed972, 0xe5bc86ab77191ae8,
            0x888c421d630f9e7b, 0x859f231f6ea70700, 0xad333bb6483e51c3, 0xfef6ae5fac9ee5e4,
        ],
        [
            0x7426401c6787e438, 0xe9b9bea8b5602903, 0x71621611e2451d91, 0x08209e66f0bbd3b9,
            0x0f566fa105cda9ce, 0x03a8d7a8ca8dddea, 0x504487807af1bfa6, 0xb1d8b3e0339b53b9,
            0xbacc46be2d417b00, 0xc70ac4891795b622, 0x361fda90c9ced709, 0x9cea342d62e87ad7,
        ],
        [
            0x44461e29d49176d9, 0xf11bdd66654df125, 0x33a8c003301b669c, 0x993fdfed5cb914af,
            0x051536092724dfc0, 0xea9adb70032fa744, 0x3c262539d90e8f39, 0x08c546c04a268523,
            0xacd1b0e5b77b6648, 0xf042c49183888d47, 0xacae4c89bbf92795, 0xe7a7bd33721708c4,
        ],
        [
            0xfca0ac782d3e75a4, 0xfaa731d20dfbca3c, 0x32d00d2e7eab2c16, 0xbbbdb022bab4ffb0,
            0x352904930d736e51, 0x79d011c81c768157, 0x744f6caa8d48214c, 0x3d26ee15760e3ee9,
            0x6dafc131627e4f43, 0x36b842e1ccf0f73f, 0x2d45ed75b68c46f5, 0xee8adb0088db5bda,
        ],
        [
            0xb45f2187a590deb6, 0xdf7fd6b1742d1d30, 0xe1fa1425c357f20c, 0x779ce0414122376f,
            0x831ab6f6941f60d7, 0xa557afc233e1ae65, 0xd5f9a87cb8683699, 0xa18e09a8a1d04533,
            0x2629b58fd4563326, 0x3977fdf0f0e4422f, 0x1b4ccdaade8fb597, 0x9d82365d5b8fd6b6,
        ],
        [
            0x0a514188af34808c, 0x7ed2a9d8ea3ccfc0, 0x331cd9e1556d9996, 0x95d9c0491016eaa2,
            0x2c635e7942a0c743, 0xfe75e4df566c20a1, 0x7e63ed51e537ee64, 0x724bad6d5b7469b1,
            0xc0dd795b9221ed15, 0x3a8774e8ce790d34, 0xaf9bf76326e4589e, 0xce6449c8cea9d8a8,
        ],
        [
            0xf8b71d742808e9d1, 0x694d3fd27e125f0e, 0x7ae918a400a9db2a, 0xb3967e774b4e69d0,
            0x3cde541f7b6dbf08, 0x9e9ba344be18e6cf, 0xd95d182e14817498, 0xb35817408b222209,
            0xe1edee6640f72a8d, 0x8742026034a90efb, 0xdbb27c39ae406717, 0xf4f15bd5ef27ca90,
        ],
        [
            0x04fee1ddbdbddddc, 0x98566e4dc5a7ecb8, 0xdf1f77a73c172982, 0xa753c330f00523d4,
            0x3b14858549ee0b29, 0x74235b18eee95a8e, 0x28bf51d9efe3998d, 0xb28f9a2cb735ccde,
            0xd5afa8a071063a7d, 0xe2c06831a4df39e5, 0x837fa37ae7aa1c9e, 0x86ae5d1e9ce4f182,
        ],
        [
            0xb4d7ea3d2b46acbc, 0xe9f9e5f773fc31d5, 0xc4b4aaa27fe4d0bf, 0x86210b9b91afb124,
            0xf4dceb60a79d5695, 0x8242d03024d020f9, 0x53b83680e9814158, 0xed19ade9995654f7,
            0xa6974e502577e524, 0x4b12a50857808b0d, 0x8f34e5fa255e5d31, 0x6fb81ef7498f8189,
        ],
        [
            0xe9f4907b7116187a, 0xa14cc39f70512513, 0x16467d98534bfaae, 0xcc728b39e5e5df56,
            0xea3eb2b52b77cd15, 0x2c07c6b38b588ba7, 0xa0801fc8f542e979, 0x1d79f9cc8f5b5469,
            0x2493ea773fa3b189, 0x5fb8f0886d4d784a, 0xb1ee43b4d6dd17f2, 0x893a2abe7cc27824,
        ],
        [
            0xbe9f82630b2377ad, 0x472271d71ac10c82, 0x607bf4d56456c33c, 0x39d1ddf2b349fca2,
            0x38271dc86dee1ff6, 0xedbde93e25fb3a4d, 0xd3dee04f87a4ee6a, 0x9a8d2cd92ffba9f5,
            0x1f388b77a701a355, 0xf90e2ebd8828d315, 0xc7a665074bc8a462, 0xee5fe7ce10473d7e,
        ],
        [
            0x2023acd9b242585f, 0xc9b16dd7e8306547, 0xe19904e29830821f, 0x6b55e0449670d772,
            0xc7b353ab74c62320, 0xdde0f58014a5b48f, 0xaedd90a0896ec835, 0x359c670d511e8714,
            0xe291ebdabd84ee00, 0xbfd79ba982c7d4da, 0xf36a7eb26d8311bd, 0x00a8c71bd8437477,
        ],
        [
            0x034459016b079dba, 0x7b36a665e385d73f, 0xe3785e058fcfd30c, 0xb2b28e559f6ae44c,
            0x520bd826205ae47d, 0x8bed4178a6243767, 0xfdfa1c25c82a79f6, 0x7e3b73efff9d8fa2,
            0xb45c399971236977, 0x2d446f239eab6e95, 0xd5032b9798dd5ebf, 0xaba9d92464e822f6,
        ],
        [
            0x7a9572c051ffa1e8, 0x27b1209423a7f021, 0xec81a1264f1a81ed, 0x323f559440bb2920,
            0x30a2ea357f3596bb, 0x9595411cdf267459, 0xfb90935a07a436ad, 0xbe8f85df6022f901,
            0xd5adcde98717b323, 0x8a6998d70eaf74a8, 0x2ee91812b4c6fb4a, 0x819b1e8bc7d9a8d4,
        ],
        [
            0x25d3d8594908b77c, 0xed3439d5044ef63f, 0x17104d5f6fc72856, 0xfb018b1780992010,
            0xac2caaf20920c5d8, 0xb42cc251fe9c5bbd, 0xb92419c7198a08a0, 0xcddbd006d8c4cf96,
            0xbc461202c45ac8d1, 0x5f2201ab9bdf95ab, 0x24973cdc7d980cc4, 0x3419e800088f4b4a,
        ],
        [
            0x195304e1dbd4da2a, 0xc5b6c024e2fc27d6, 0xe203ff19d944f52b, 0xb37eaaf9b8e35101,
            0xd8b19424c573105c, 0x5be48c7661dc4b47, 0x986d068567f46d6e, 0x3dde7bb7d1639bd2,
            0xa0a3ae598b0f643b, 0x21fdddbb6e1ffade, 0x986254bd25ef1427, 0xd9b12017a35a6ad1,
        ],
        [
            0xb3408fc20f8efe3d, 0xa58104cf27ec1d39, 0x38fbe264c83942d6, 0x816207858da3f228,
            0x63f656daba213099, 0x18aaefbccf8d9cdf, 0xb4d7fd19d3570043, 0xe5cefd836a58a00a,
            0x4e0c9c2b307c97de, 0x8504a74d15da1570, 0x27d90e0b8e32c548, 0x93f6b46515cfb096,
        ],
        [
            0xa56bcb1943409875, 0x4bc8243b6afde58a, 0x11c5a0d50e20a110, 0x1d48e57a0dbbf97c,
            0x085772af0c9f08b4, 0xd0d5ce1a8f3288b1, 0x12922ee326e1fc91, 0x3d49ac7d8fd478d4,
            0x53de7dab4c7c4c94, 0xaed41b41d4619dd4, 0x3fbfba87d310a15e, 0xdd9a29c54a953771,
        ],
        [
            0xbdea727c94afd765, 0xc381731bd783b375, 0x7fbd82ad8279e64d, 0xd7d9ef0c3c50571d,
            0x232d6fb47f51d2f0, 0x8a7ffacafa71e7b9, 0xf946afc19166e3e8, 0x770aee82b3026dc8,
            0x18b493170407c734, 0x9c3fb00946a8a6f5, 0x6eb5134ea138de47, 0x19ef4e9d9ae7687c,
        ],
        [
            0x53b0007c2c67430a, 0x8c97e821443b25ff, 0xe1de528ffbcee841, 0x369d185acb4cd108,
            0xf31a8714ef26ae82, 0x2375f4d43287a234, 0x17cad5f6970e9340, 0x443bf7394794d9d5,
            0x3fa8be056144fbe0, 0x97887ada00bbb232, 0x0f40036f1c910124, 0x15e19ab8cfd24ba2,
        ],
        [
            0xfc6c1ffbfa0019de, 0x4ebfcaa71999a342, 0xe8244403ac68c254, 0xc955c0055fb368bc,
            0x1f3acfcfeea7e8cd, 0x41159e8b904b6635, 0x4cd568db0f3b8064, 0x7f648daa411a7488,
            0xd5347efe25a94ea8, 0x206eb3914ab7f8fb, 0xc52ee8751d84c0c9, 0x647e208d8f162970,
        ],
        [
            0x65d55defa672516d, 0x4339c6d3e688b7f1, 0xf29da522ede3a3c5, 0xe30d54e7a6509c37,
            0x375f1d515f11c7c4, 0xca8ed60d0f052fda, 0x499e0246edfe21f7, 0x95139abfa1d42ff0,
            0xe3489d754101cb87, 0x904a45445876e5fa, 0xe0c40a30ad955193, 0xdc4eae43844ec9c4,
        ],
        [
            0x0d511cf10a9291dd, 0x07600b2841e74202, 0xeb4ad31e095b50ea, 0x86d52e5335c086e9,
            0x44a7534802ebf3a2, 0x728b39afe59025fe, 0x0b2b588a5e0aa4a5, 0xab08b817083eac3f,
            0x17838c8d3dd71326, 0x688545f03cc80e0a, 0xb78c55fd19e87ae4, 0xc8cacc04541e647d,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x6a0642f837c3ccaa, 0x8f8d46cd7bc1a00d, 0x5f3af201efc36d76, 0xce059f5b5677cfe5,
            0xd71ed2a695d268aa, 0x1a60ec14eeb92e0c, 0x9097f04340111ed6, 0xba955625962a83fb,
            0x56181333130860da, 0x9614a3ec752a51f0, 0x9d89fa3427f4b8e0, 0x8859ef7eddb96fd5,
        ],
        [
            0x8314ff5ec910ca1a, 0x5bf5bf0462311830, 0xbf6bdf6ec40cda17, 0xcd1467ab5c38b0b0,
            0x26692878b48a0270, 0x91ac9bf0dfbba656, 0xcb1e6d55d0ffbdba, 0x58ec80c490056fe9,
            0x4720c80738fca759, 0x5bd0200e6c17ecda, 0xb689d675e35c52a1, 0xab87ccd7595aa60f,
        ],
        [
            0x7752e818625caf5c, 0xcc8c27f73c04ad55, 0xd774e597199e3b6a, 0x493ebab6811313aa,
            0x338b575e99787b60, 0x35ff5dc5a821b375, 0xf9d101ac95ec4b5d, 0x86f72364c1560215,
            0xb0f0b63765e74237, 0x5679fae292d8959b, 0x6ec26c641c1101e3, 0x4428a2aa6e2a938a,
        ],
        [
            0x802676c4e07c2449, 0xaa28205f27ff2041, 0x7a299cab5d933587, 0xeff6ab98c0b20517,
            0x9da2425a21ac1c0c, 0xf07d5ca532f0e6bc, 0xa8d303693f98652e, 0x1901fc80ea413e12,
            0x7b70cf2ed5d42104, 0x4557ee8cf9971ba9, 0x38cb110c1ec73a3e, 0x2288a43cb47a0df1,
        ],
        [
            0x3abb4762b354e7a6, 0x9eb8ae0452460724, 0xaccd3ecabc447960, 0xcee9846b40f193ec,
            0x22193624d092b885, 0xd7e69cc70b737f7a, 0x24d350d9920448a1, 0x69d69c0fce4b055c,
            0x2ce7e1b1681a07e8, 0xba79441bf7263da5, 0xdb4b70d2963738d9, 0xd8d9a9f6fb4af43d,
        ],
        [
            0xd6fe140871947d32, 0x54dbb75b0100d7fc, 0x9d6a78371053bf76, 0xc31ce3184398b45d,
            0x6882f189f6ae9e3d, 0x9935587db797a1f8, 0xb52033323f5cb74b, 0xbd1cba3f38da70aa,
            0x04931bcfa1ce79bc, 0x1b3efab19e03d7da, 0x8e177f284e4a82c3, 0xc7d569934a956ee8,
        ],
        [
            0x4284c1785f323fb1, 0xc061fb3f7782d852, 0x910082bc80ec38e6, 0xf360f3351453fd5f,
            0x27314a65de1aa3a3, 0x8cce00060fcbcac8, 0xdfc94a51dbfbbbe2, 0x1cd984c288a33f06,
            0xfcbcb20289e194cb, 0x8e6ce16748745de4, 0xaf6e6d36e1bb13cb, 0x0be1093bd3f2e3a8,
        ],
        [
            0xcf8ed71ef01c5653, 0xd9447b276588ce43, 0xabfc6e66e5863058, 0x909315b32a337185,
            0x500258969ef1db01, 0x2a28753805b2e335, 0x6c0ef385182b1d36, 0x86e81f12c62b4188,
            0x483bcdfe0d79face, 0x91708e9f88b66b31, 0x33b810a399fd7aa9, 0xd6fbf9dd4b8daa01,
        ],
        [
            0x6d2a0defc984cd5d, 0xd5ed5cc006ded507, 0x8b4044fe036e0e21, 0xbe4cd58ff338bd8f,
            0xea50010eee7a1116, 0x3fbda36f56af2a05, 0x0402b40681d965f1, 0x1a0df552227110f4,
            0x02cab16b21b4c2e8, 0xf0740064b0d045cf, 0x35da41559216ebfb, 0x0a2fb0f2dae31713,
        ],
        [
            0xd40d0b94a7ee91e1, 0x8eef84e38a3e83de, 0x2c511fb28ce48c94, 0xaa967c410620595b,
            0x6f9d8362d8ce9b9c, 0x0bf9b2df927f3f16, 0x0a4a1507be4864b1, 0x588447b694db20a6,
            0x2b9261671e0383b9, 0xf31d0921e7f5a89a, 0xe4058bd315366e32, 0x6754d92fb5e92793,
        ],
        [
            0xc43f31c5bdd8dab6, 0x3f59a4b891927115, 0x709eca69b2761a5c, 0xdd71ccc5f4bf411a,
            0xbfc5e281ceca3e68, 0x9192a086fa34812d, 0xcdf5c429e79cc9d5, 0x87094a55411d1212,
            0x544f68b738b01580, 0xa7fa4df02f85544a, 0x8f77c55767869aa4, 0x24e8685d43a8f101,
        ],
        [
            0x19a50792a181c3cb, 0x14845ae2ce0dd1c7, 0x797089e900de282c, 0x7d4af3155139e16d,
            0x49162e142fdb0322, 0x10a0917f6edf642a, 0x17170716c9be0725, 0x4f42fe2595a51c38,
            0x055cc62be6f3b47b, 0xc591805907eaa93d, 0x772110d59db784cf, 0xe8799e230eb540de,
        ],
        [
            0xe3cef00bb75a0ce6, 0xfd8e6b487c037995, 0x087aca584f6ec425, 0xa0fee3f523c29bf4,
            0xfeddecb13853635c, 0x2d540d2fecb08abe, 0x4128a640295c84ca, 0x2f8fff93abb50407,
            0x85befd1795224537, 0xa260399a3c3440ee, 0x3a266eaedc59d583, 0x5f2756ea04caa21d,
        ],
        [
            0xafc8953ea4a2c7f8, 0xc2c7ae849705f075, 0xf22a7196606a8c5d, 0x1323fae432741efd,
            0xea1ceda730d4faa9, 0x950510cfea9ffbad, 0xa9e03fc84cc59daa, 0xeb387e8b8ff5cf03,
            0x5f9dec7f8150c44f, 0xade5b2992d0b2fe0, 0x583a9f19b1241add, 0x0a157759ca190dd9,
        ],
        [
            0xee2997987a079047, 0xa3137a8ea78809bf, 0xd46f56360dd4a112, 0x1ffad1a6b5d80daa,
            0xc262ecf1ef4c517f, 0x90b58da75ba2ab40, 0xf2f4adafd8330a01, 0x1a9d6fa6a6ea41eb,
            0x8ca9597c0dcccd88, 0xb0f9f4bfb5ebeb0a, 0xb651173c287f9acc, 0x8f7662813215e579,
        ],
        [
            0xc066e749256eb547, 0xcb207dd3d20bc008, 0x7dacd84191b8b552, 0x00088cc116c50475,
            0x5fe835db369d064b, 0x03650873927b1863, 0x53948b386ee6c982, 0xa578322e7b9e974e,
            0x386101556bb2d5d8, 0x3ed290b766527a63, 0x388b7a9f7e91a190, 0x811e25b1226ce3b0,
        ],
        [
            0x7e4ff3e62829780c, 0x4c7beafb7870fba7, 0xd108fd7edd085fc9, 0xc6838e9d55091fcc,
            0x7deabdc168e59b08, 0x375e67f36d1dbd4f, 0x9a03a9e9340b20c6, 0x86e829bd7c3e6bff,
            0x011ebc4560fce864, 0x7f8434b1a5d48fde, 0x5c18ecd4e2632dea, 0xe80c9123c2c7259b,
        ],
        [
            0xf08644b070c5b539, 0x4b5eb1b96dca7564, 0xe6f61369c9eb9ae0, 0x25271366fde41a2d,
            0x75a7d10805a00fa7, 0x46295e0171d6c2c7, 0x8fd7b9c3dbdeccee, 0xe54451852b5b930e,
            0x862f567d744013c0, 0x75b2a54278f07736, 0xca3c0978a6ccf2bb, 0x4183266b5f15a49e,
        ],
        [
            0xb7a5097e962e04c1, 0x31457c6801f317ba, 0x8eee822dad03a130, 0x8abc9227cda7f503,
            0x1a84dd8401c717fb, 0xa2737ccbdf6bb218, 0x1adb04e67932ce7e, 0x19d206950b8b2bbe,
            0x54c0527a818fa9a9, 0xa9f7bbcfc4762657, 0x37dd11a9249e1527, 0xc65995653e4fb09e,
        ],
        [
            0x22f54156ee5cc951, 0x4031952a7310b092, 0x9bdcd4212a5e45f4, 0xd9e3946a981f4945,
            0xa6b3ba54e0b16372, 0xcdaaf244aba4c2aa, 0xee92e0fa4693a143, 0xabc35b1b4b06cb0a,
            0xa011e33aac31950f, 0x4314ce979481860d, 0x28d5bfc7be5b5b5d, 0xb1aeb2c1efa07513,
        ],
        [
            0x73f08e930b196157, 0xc5b10b618f51495c, 0x3c67c73f2161cfef, 0xd5af13258f64dca5,
            0xcbac3a6b70d10df8, 0xeefd71fecddcb803, 0x05bee6e80c9f3e57, 0x3393a84b59002bdd,
            0xab8898cccfed04ec, 0x26bcfd2b82bf449d, 0x79c2bacdb9686b3a, 0x22ed5f925445fbb5,
        ],
        [
            0x9c9cd33f495a7d9f, 0xd1669ce1c883557d, 0xfe1d73248708ff6f, 0x86d8603ac6074aa8,
            0x8c88f30d8bdcdc60, 0x0edf77bad4fcadbd, 0x582755bbaa3584c6, 0x55db241174a33378,
            0xfe5940cca5c59ffa, 0xfe9a72c76a35dd20, 0xddef555611f97d8c, 0xa5f182a3f45b0f53,
        ],
        [
            0x0cc1d644a20ede08, 0x63ca38ee24ff3324, 0xa99486e47a128f36, 0x325d3cc7f2b22295,
            0x559df36c319ac113, 0xace883c0a1f713b2, 0x84b1fce093c38443, 0x3228b78136c3b907,
            0x8ef7c2b0437f3bbc, 0x7140b1f45e2be946, 0x5914e2d42abc2c33, 0x0a368c01b231515b,
        ],
        [
            0x306c3c2de9f3f41f, 0x637b0a6a8be0bb0f, 0x5fe8f4579b980bd2, 0x329b51ad7050cc38,
            0xf5d3c71dd852ae0d, 0x42511597bae4cb90, 0x5127f6fa5f836cd3, 0xd4925bd5ec90dd3a,
            0x255599b3e0064e16, 0x391c23f9ca62de75, 0x7b04a08609809861, 0xb0a2a5cd4f1cd15b,
        ],
        [
            0xeb1e9ed591b1cbf9, 0x850f12c87f4e5f56, 0x64db999b934524b3, 0x4687dee806e3aa6e,
            0x0bce5c57ac3399c5, 0xd3a6d8b21b660c0d, 0x46e0afcdbe2f7a09, 0x3faf47a3615fdf6e,
            0x46d226a72c8d261a, 0xd9173b8f84643f40, 0x714cf61615eabf8b, 0x03f7dac20293578b,
        ],
        [
            0x94347408c648ab15, 0x1341c505cbc2f72e, 0x1cc89f9d6e387615, 0xf58c921d4514d3d1,
            0x7c5078eb99f97400, 0x182dd5b29b234ecf, 0xebff7e6c71463596, 0x8723fabba159492a,
            0x17e33f8fd5ef41eb, 0x115712354df5d3de, 0x1309f0ac0df4f3f2, 0xc0df74094af0c79b,
        ],
        [
            0xefcb5b507314fe27, 0x065ea2520094282d, 0xb12692f40eb6a4c4, 0xd4d5fd5905667a96,
            0xc8f5212619eab529, 0x373832bc1c95e018, 0xe92a1b43b9dfa9f6, 0xa35d66598a82e00c,
            0xf54776e41a0c5f0f, 0x7e8a48d708802280, 0x6756c85e5de4d95d, 0x2d24a6d82205bfc8,
        ],
        [
            0xd2d052afc680d067, 0x07e45d4a754ad5d5, 0x85736de8219d59d4, 0x9642f226c6efaf02,
            0x6b241da97a81ba00, 0x13d0d80907ab2a83, 0xa7c09bcfb45419a6, 0xaa6dd74d8873b9ba,
            0xf77ea1a76f883be9, 0x341991fd6915d0cc, 0x71915514958f527c, 0x816e6ab91231217c,
        ],
        [
            0x9606b0b9da4b3f55, 0x0d51f3424686e699, 0xa1201eb9dd742730, 0x7165eefe54cf6aae,
            0x0640c67cab6eabf7, 0xf134a8c3a9ce76f9, 0xf09e8153dcf37de6, 0x7795ae5118b4208b,
            0xf9c9819de882fec8, 0xb652e649ad2088ba, 0x4574c2b1158ee525, 0x9e25f2cc418b4c4a,
        ],
        [
            0x6039ef6feb442bff, 0xeadfb56ad5c7b41d, 0xaa716a0954a7716f, 0x99aa56c7f042bec1,
            0x55089ea1e88902cf, 0xe0dc342b13315cc5, 0x0d9b97242be63a9b, 0xa00d503351ce4c0d,
            0x4adbf40d17951dcf, 0xe5592b57607b340c, 0xbee056c3658e72ca, 0x56b2a31c55302b79,
        ],
        [
            0x7e2c0cbc08748686, 0x2f1e316b4f1b481a, 0x94fd0364a97c759a, 0xd06766bf61289efa,
            0x5cfa8816853f732c, 0x9536674302c9dd34, 0x51dbb114c5745a8b, 0xadf0fd600fb3e860,
            0xee8423bc548c1cb3, 0x44f2845fdf8c1eff, 0x801b8610785b5348, 0xa3cd0fdf8744806e,
        ],
        [
            0xc5a7d47dc3d602ce, 0x7248edf2df0ff407, 0x916cc4c392cafafe, 0x558a4ac2be714244,
            0x5ed1f12e23edb4f9, 0x9d08b6ddb8a84de4, 0x171bff2a9e9da7cf, 0xe6d3dfd254b2a8e7,
            0x10399869f9ef46ec, 0xa4d7479eff74f165, 0xf0dd41bd164fd2d6, 0x18ba98d20df0e720,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0xbc04e031b839ad99, 0xf98f78820265b684, 0x2eec1aa9ce7246e9, 0x80670864823717f8,
            0x1f97e2a310fa9e3a, 0x83dcc3e1c4b4d911, 0x53a7604c5595d9e9, 0x30c6f7dea720a52c,
            0x2203f9e1b68776ba, 0x7fea2093c8bc7c3b, 0x58b72b3c3a2262da, 0xf54f7fd271bfb7c3,
        ],
        [
            0x7a9c42a6bc903eef, 0x03fe4822c665a964, 0xf059cd025be52893, 0x9ab20872e578dacd,
            0x8eefe537963102b0, 0x67c3d49d83d3550c, 0xfebfd069125aa06e, 0xd23ec4fdf8366ea6,
            0xf77a0c0eac36692a, 0x84780a079339dd73, 0x727f1ccd2d28202e, 0x7ebae722cac3bb1f,
        ],
        [
            0x04e57d34c9d2ddba, 0x80fa336c03dd6c2a, 0xa458bd576682e024, 0x27c25d8ce17a6c2c,
            0x81338de6a8e9bc11, 0xb178fa1f169798ae, 0xa90478421e202697, 0x9b6015ff9f878374,
            0x846f3dd5319fb6ee, 0xa6b43cbce13bb2eb, 0x51fab17b31a70e31, 0x582061e1b37ea8bf,
        ],
        [
            0xdfb863bb1f336928, 0xa4678f28dae4edcc, 0x4460b514f1095811, 0x220d65288ba4a18e,
            0xeb5c750215f458ff, 0x7d1b47339420e572, 0x56b340446f39d742, 0x9e2e938da0f2b519,
            0x732bf98f77f54092, 0x0f6b57f604211c4e, 0x106561e9837a6b85, 0xf75eff066402b5c6,
        ],
        [
            0x7481713d5f2a2f2b, 0xf6dc36571fec67ba, 0xdfec166b07397a03, 0x71e90bc537eaa017,
            0x301b26d7e0767c44, 0x7c8f231c16804132, 0x98198fbb4599b757, 0x8a389a0eed013b55,
            0x0fe56cfc5c899eaa, 0x293c0f982060363d, 0x864c4cdd7378eaf3, 0x31ef0ab7b50d601d,
        ],
        [
            0x88ad6dfe117bc534, 0x8ad062e3a313f6d3, 0xca0cc7fddb2f5b3e, 0x849e4a556a20c8b4,
            0xed13e4a1b0992a0e, 0x192c80844ca093bd, 0x374d07e6bcd133bd, 0xaa9ddf1bdbe16962,
            0x78c461c030f37ca6, 0x5edfef557ccbab67, 0x9ad99b192af2390e, 0x0bf605c2e2bc59fd,
        ],
        [
            0xeb9cdb9eeda12d8a, 0xb664970decdc7d2f, 0xa52e1fecdb39385c, 0x5047b1d14542de2d,
            0xc93d91dfe221f8c7, 0x189c86a824d18ef2, 0xd99f7581ab2866cf, 0x46f1a1de748fdb12,
            0x22ecd193d6d19eec, 0x89880e9455b6bf3f, 0xfcd2cb887a4712ac, 0x008ea44fa540c174,
        ],
        [
            0x9ba85c559b9a745d, 0x6f3b25df37461e09, 0x5b3d978e644ee4dc, 0x2013034298ad8bb2,
            0xa1e36e3e70fd63e5, 0x9fcb3db89b2bd070, 0x614a2c419d7a2a95, 0x9b4a917f6dbbacc1,
            0x90740b872ca7f2b7, 0x329f31c2e11c18ef, 0xa1cc97f8772169ee, 0x05650e354aafe46c,
        ],
        [
            0x057353739065f783, 0x752629d331c5ff84, 0x8e728451d5f089b0, 0xf9fb17958f76c312,
            0xb51070e68372b7a7, 0xa5fea1acf808f2b4, 0x4009023278cc5f24, 0xc68e2c99bc13e4f6,
            0x4777d78fbd92139e, 0xd63df004c001f568, 0x990c8e55d83100a9, 0x602ee759e0cb6664,
        ],
        [
            0x1770afd7cc6e70d0, 0xb529f2d6e5842098, 0xaa22933ff7fd9e42, 0xfa6ddacf73318a40,
            0x6eeaeaf9216af989, 0xcbf4991f8aa4bf4b, 0x67ade95ebf17dbdc, 0xffdf3a24f50438f3,
            0xc8990af5e69bc065, 0x82e733e983f9bad8, 0xad2642f868f235dc, 0x8815345823054ae1,
        ],
        [
            0x123b202d3c07e283, 0xe750807da8a8376e, 0xa641b20b69eb84f8, 0x1bb3484a5a7c121d,
            0x99d3e088b46bbc5d, 0xc36971904eb91111, 0x63dc299690c14321, 0x8e935f2a11277769,
            0xff89aff033dbe78e, 0x46364d8c9094913a, 0xcf789962e237c2c3, 0x2405344738a79999,
        ],
        [
            0x8e7b2d372113db2e, 0x63939701ddf07ba7, 0x0b165aa4db57e2e5, 0x79c6e8164e275115,
            0x2353d6852c744952, 0xb2e0301e32e9cf03, 0x0358e75e3edbb7c6, 0x40546a03002405c1,
            0x53f41767f72d2c8d, 0x6f1c9c2bb7960802, 0x8e933d342ec355e2, 0xeaa716a10b24caa1,
        ],
        [
            0x51ac20df7b54efff, 0x81ff6f3aceab95bb, 0x78b2c7167491d8e9, 0x5c0dc92b47442fba,
            0xeee987cd9e5015ba, 0x276a638bcfe7a327, 0x76274cb30bda091c, 0x0be4ddfee3f87e67,
            0x1b95a53e4cd839e3, 0x7bea4f0b38be6743, 0x0c0f3ca09d0b2e89, 0x68cef3cbb59dec2c,
        ],
        [
            0xcbcbbbca28eb162d, 0x0640de885d397e2a, 0xed0462f596f3f4a2, 0x7acd39e7aedc835a,
            0x11523d4a04b78675, 0x94bb68c974677c8d, 0xc661bd895da5d424, 0xbbc7110ba72ab087,
            0x2727d91a47cd8758, 0x703c264af7341c4b, 0x7b599f8a8f353d25, 0x34293caf25f93b40,
        ],
        [
            0xafc85851f1b2fcfe, 0x724555c32e870530, 0xf8f518c0d2af0469, 0x3ea3d3296b075f97,
            0x0c4b986e4f7813f1, 0x0aed0dba7a9e07a6, 0x2509051d0fb08642, 0x0efdaac9ab326a04,
            0x0e4f0e4260ce2d9b, 0x02d60ed3d957fa87, 0xfdc6904aed2398b3, 0x495c20e9329413ab,
        ],
        [
            0x7bc6620bdf08fb51, 0x60188e4eaf2dff0a, 0xd1be27cf919d29dd, 0x8f5731b6dbe8d567,
            0xa04de80ec60d241d, 0xb7de6523f5823069, 0xd1c727dbc3f7c54e, 0x37dd4fa724922ff1,
            0xe905720acdabcf7d, 0x1d2b5767cd3d0048, 0x6d155ebd6e6bbddf, 0x9d1c06077b330a3b,
        ],
        [
            0xbcbdf8a34bfb6a8e, 0xc61dd0b8aac8fd13, 0x3fafe531a3ce6fc9, 0x951bc33fddfc5049,
            0x36fb967fca61d2ab, 0x866e1ceb70ff76bb, 0xb71d32f692c583fc, 0xe322d306cc9acac3,
            0x18229df0e700cea0, 0xc83255952358bf45, 0xe531bebcc480a3d4, 0xa8bd381fbf6d76e1,
        ],
        [
            0x6c20ae18c399aab2, 0x7c2638c0c6580b9e, 0xcd375282339db2d7, 0xa1bf13c7b8293385,
            0xfd7f226842e81135, 0xc5c5546c16a266db, 0x14a0d455b5c52300, 0xb15e3d66a9b1074f,
            0x8204d110871dddbc, 0xba8d566fa335efec, 0xed87b9e48d9c781f, 0x87fcb7d3f3200c3b,
        ],
        [
            0x80a15717ccbb5870, 0xe868bbb5b45b2a21, 0xd2a171c5374e3757, 0xf0f43f4824901d52,
            0x9899163888308b99, 0x62e6660b938bd641, 0xec4961e60f417a69, 0xba6d7d03bbfd2342,
            0xa3a409d908822c2f, 0xf434b261a6935600, 0xac96a2fc3cc72989, 0x0962f052205faeaf,
        ],
        [
            0x87fb96f782492ca8, 0x1d228ba8e791a2a4, 0x057c81dc33e50569, 0xe950d7861d46a895,
            0x27bffc97f9e8ea38, 0x9754de31a8ef19be, 0x2833ab08159ea2ed, 0xe70d9f1401951409,
            0xbe42edcff6e28d6a, 0xb40e0f05650db1f7, 0x07c94cd3488d70fe, 0x196581eefddfe8dd,
        ],
        [
            0xee4d15cca9bedc25, 0x5c360bac792e2775, 0x04f285a2f0b0a049, 0xd81bc1334231d647,
            0xd65bb0cc7d9275c7, 0x547e3bed7d61c97b, 0x288f4ac5b05577bb, 0x50f350033ccfb776,
            0xed75769613217dd8, 0xed7bdefdba24e546, 0x4da71640f658a04a, 0x1f4d6adf6e6e4148,
        ],
        [
            0xd6750887c21e68b2, 0x28503065b948d1ec, 0xf8259bb94c27ee18, 0x86f346acd7719793,
            0x3aca97424a9f6244, 0x448a5944585f96be, 0x6a1422bc7eb408ab, 0xcc2284da0139a71f,
            0xa8e36399597abc27, 0xe687977841f408bf, 0xaa4da518a2adc7f6, 0x9793fec7a164ce78,
        ],
        [
            0x1e831ffe2a679469, 0x77c65fd6a45861bc, 0xf420c2b142e69327, 0x6f4cc41f95d6f53f,
            0x3eafcc9725064a66, 0xb0acc90588ecbc2b, 0xca4ee3e919968539, 0xf44813538bb9492b,
            0x5486753d61d9f7de, 0x854917c118364bc3, 0xc44d84aead5e9820, 0x450c6a18251e8751,
        ],
        [
            0xa98fb25cffd7d0e9, 0xd65ab31e0d4be26b, 0xdeee0fcdb72435a3, 0xd4484ea23dfc36e5,
            0x04f6ddc2504fb12c, 0xd9692b6aaa7d5820, 0xaaffc72d10f304ab, 0xb179e9848dd1ea6d,
            0x4b414706c630061e, 0x528193a0adbe1d75, 0x38752446df8ff454, 0xfae87c2e34f4c1f3,
        ],
        [
            0x48939ea1c3138635, 0x3c954e9964debd44, 0xbe96fcf9d9a4fa67, 0xb6fe47c926e70dd8,
            0xd6797eb5f306cd99, 0xee0756cacd51aa14, 0x209a7648e1c55833, 0xe78511c7cf87f061,
            0x85510f4dcd676aca, 0xe1ae3946e91677f5, 0xccfe1db56001c281, 0xd7529c5405dcfffc,
        ],
        [
            0xd8ce4753c0ea1c98, 0xfc6daf39a5c50837, 0x5f9be9f71e81c7a7, 0x73034bda876a5aca,
            0x34ed7d4e89c085b1, 0xcb9805dda8f8bcb8, 0x32dd34082d36ec0c, 0xcb94d41da1bd70ad,
            0xc90bdd818511dfc4, 0xe3bf7eb047745cea, 0xbe23f616de3c6033, 0x5265898dbf8a9d71,
        ],
        [
            0xca8848708d7c678d, 0x78739c11e6407ef0, 0x8358a1988b0541ca, 0x6dc802143c5083df,
            0x4e9e6ccfdf98ac22, 0x883e905e42761ec6, 0xa69ae8fd0830cda2, 0xa9a77111f2f0fe37,
            0x6ead1e79b54119af, 0x8eb7b21450424f74, 0x9b79f40cd6c1dea2, 0xb1721f8099a36403,
        ],
        [
            0x661233b77f828406, 0x6c82492f8a05d8b3, 0xc3a4d21ef66fcf6f, 0xd4e8aa0ceb3493cd,
            0x7ac8cdaa0e5b24ef, 0x30c648873ddc353f, 0x1dcff5559fd7e6ed, 0xdd46b7de3302027d,
            0xd897d78bcbdcc7d4, 0x1f6aac138dc920aa, 0x98fa181e18cf4a8f, 0x8b4785f2ea7c93f5,
        ],
        [
            0xc466bb8ad7db57fb, 0x64f077273d864666, 0x655ed4970f858c44, 0xa083ae7ae9ff8677,
            0xf0e26a2ef6a68be0, 0x52721c71676a61d5, 0xd746bb87b98a9c4e, 0x13a7f43bb293eb62,
            0x0b14c6bf27541d96, 0x580a7879717bc4c1, 0xc691ea9caaca89bc, 0x8b789fc8a59df689,
        ],
        [
            0x09301a2dc21be385, 0xb30fe7ac8ba68d43, 0x385d146df9cebbad, 0x34a9290926f09593,
            0xf0922e7c86ac168b, 0xdd43f6c011bdd48d, 0xb102944fa64e1889, 0x89553fbc89153331,
            0x0456e538e6732e3c, 0x97fc622a49e38e1b, 0x408765595a5dcb57, 0x5e569b7c21ed30f5,
        ],
        [
            0x4e47ef017837f05a, 0xafabaea38abc0534, 0xae10b93297389805, 0x3551f164ab0f91b3,
            0xdf35a2856560ebfa, 0x3ac4e17688436961, 0x649b44667aa032c6, 0xa3b70e9a59ccca3c,
            0xecd80d4304bbb17b, 0x95f7e1a2073a6e57, 0xb99fab83cf40040f, 0xc5cdf550d850b3ab,
        ],
        [
            0x396b32b0a020cfaa, 0xf3a986e1086fbd7b, 0x845d33438482debe, 0x233ee413e8f1df42,
            0xf8447c9ffd06a669, 0xd862f30483d13925, 0xf198bb9f950d5d50, 0xbdf667c073e65f7f,
            0x454005aa446c1f26, 0xdbd225eeabab017a, 0x464973fc1a99f670, 0xb40a1c1025a3c6e8,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0x6f5e0f5d2805e596, 0x89bba01d26281050, 0x712e1253ee0d124b, 0xd214b583badc49fb,
            0x049f9294aaf0c000, 0x4e5a9dfe6ac2c3ef, 0x965622c691013e25, 0x4b8f321bced6e714,
            0xb5a0603d0051e057, 0x81a2b6587a5e5a25, 0x7bdd7fa6306b5712, 0x526f1b07f6acf171,
        ],
        [
            0x8d0ccefc54a20f0f, 0xb74dd3e52d7a2bf5, 0xb84d53863d5128c3, 0xb1c2a5bb841447a2,
            0x8ac9a1edbcf843b4, 0x6a985fe8c9e99c01, 0xbcf6bac890d636a3, 0xe33f37bd42fc437c,
            0xbd3632efc4212524, 0x6aab161e7fa12003, 0x2c4c0940803f23fe, 0xd096128b418aaefe,
        ],
        [
            0x13092201ae948731, 0xf30983f32570b6be, 0x1695676d2226ccdc, 0xa07e761e03552486,
            0xf01289847d6c4eb8, 0xd39a39b13c5aa103, 0x84286c0657da5c7a, 0xde6c0e326c6124d5,
            0xad856519fb19cc06, 0x6bb8b902c7d9918c, 0x5b9a533103671a21, 0xd73f96b7bd8775bc,
        ],
        [
            0x9321e632dd33f658, 0xa355a642d079f1b8, 0xd40d2f799d544c01, 0xeeeca14af141b6ae,
            0x1ece663e0aa2c0e1, 0xf5b63054672d46d1, 0x1a856428492dab78, 0xb14f78f33e214c24,
            0x1ceb2cc3e043f4d1, 0xc0b478e154b820ba, 0xd31c0473956847e7, 0xd09b496715ad2ad9,
        ],
        [
            0xc9179a6a373703f5, 0x4e24749c8351d281, 0x919de6f94ae2ee50, 0x67f4e43938287c10,
            0x990c855172668e03, 0x463eb450181f57a6, 0xc7114244601ef99c, 0x6a4df41c701382bf,
            0x2f4c4a4030206e8f, 0x31f2982352fd0fd2, 0x8591518f3c7c2939, 0x8d6a583ae9d24086,
        ],
        [
            0x11e8e84b3d59b9f8, 0xf73de629948adcc2, 0xe8d665d01e2e5fde, 0x062f970df5a67c0e,
            0x597a4a520ee32c7d, 0x2188ee80b5ecd6e9, 0x02e11252fdf8e7fc, 0x7e6c0451bdf94a54,
            0xf701fe08b277862d, 0x3cd0325e36b43cd8, 0x35255057d294f7a5, 0xfca0578fdf272827,
        ],
        [
            0x06e4c121a9f924f2, 0x1abfec315a962d24, 0x7a319d45bfc3586e, 0xe86766cffc045087,
            0x0a092effed99dabf, 0x7510bc90f6306683, 0x3ec97dcefd4c2c1f, 0x792380f741a9877a,
            0x9a4c2bc761a6ab80, 0xdb0c21cdde1bd5e0, 0x50bc30fcf51881a7, 0x7a9b375e10bd862a,
        ],
        [
            0x54b76ad9aec56242, 0xe9030b07456a57ff, 0xf76b6b2aabcae1f2, 0xf07b82b0ea31e4ee,
            0xb3adf2871d936522, 0xc34fdec3c9dd7bf0, 0x4f1aecf94087efc9, 0x140d048fb97aba7d,
            0xccb5fef8d9d0c760, 0x06a250a5bc24411f, 0x7ab935cb119f3462, 0xcec34ed808039aff,
        ],
        [
            0x0a7351f5c6cd8bac, 0x3e0715a0deca6714, 0x3ba2e9fa4412d372, 0x8fe8260e0979a829,
            0x3e6a79987c947d9e, 0x5806cc2853523878, 0xb12e478df2ee2036, 0x1ecd609525c7607f,
            0x95312fd1a48f137f, 0x0cd405d5fd954e5a, 0xde7f173aab1457fc, 0x639e6c230e7c381b,
        ],
        [
            0x1249437ecbd8de9e, 0xf566778b2333de44, 0x83966a97ca379fe4, 0x890c64296d21d633,
            0x5833153d35f6bfb4, 0xaa0e5a489caff98f, 0x7535f735e66cca1a, 0x88ef58ce541f56cd,
            0x6096ddeb6c0f3afb, 0x9b54716d68e3c051, 0x590636c1806fce54, 0x3985391f337e6ab9,
        ],
        [
            0x3df75c83eae1bc96, 0x317e975218153a8a, 0x7d6a4034d3fb2bb5, 0x881db1fced8e4037,
            0x24f1b980428d3691, 0xcc3d6b63b38257bd, 0x7e7d2dfa49fd6d4b, 0x8c82813ccd1a8618,
            0x2e70f310e90e1de2, 0x421e79fc16df9995, 0x0c0ec4d3188771c8, 0x8a3de7ccf450f88f,
        ],
        [
            0x1d69332ae071e86b, 0xefd04150f2a8bdc9, 0x1994bbc38ae0bc59, 0xa0c8d8855dfc6eae,
            0x3b8efb8cb0dbab2a, 0x199b9a370cd0a8a1, 0xdcdbe90d6216e20d, 0xf8931d0d4a840fd6,
            0xf7e7803408a054bd, 0xf17dfaefacd34d05, 0x044b105d11f512b6, 0x8bffc03e36270b68,
        ],
        [
            0x152875291461c7dc, 0x3a68b954239ec185, 0xddbb71fd7a7c5f95, 0x602ef0b8d9612510,
            0xafa267c6a8919f64, 0x36b74e37cd6a93ca, 0x410977b1f1ba47a2, 0xe60832f164beb33d,
            0x764033b9dafd2c34, 0x863c9f322aea0987, 0xf0724f3c6dd0a91c, 0xd70dd8d2ab382fff,
        ],
        [
            0xad1c2eedfe0b214b, 0x00f685a6e04dc13f, 0x3f05433361fbbb98, 0x3cfabd0d71bc0534,
            0x1e548359a9aa0bb8, 0x1bd6995c8ee5a106, 0xabc616170ed1175a, 0xccc4cebcdb6e2d02,
            0x52397f489a2e24ae, 0x588f2a05d59a13af, 0x51f28caef95c5f89, 0x469794d0678b9891,
        ],
        [
            0x92c29c40bd28d60b, 0xec6b5f3b4ed58230, 0xb59426b4719848a8, 0xc4550eee1e4734e2,
            0x9bfbcb026a7811b8, 0xd710f8d06d567a06, 0x2e08631749eebe60, 0x95d654853b4f2c9b,
            0x923c92f57f2b2fb0, 0x82cb0bbad0eb2139, 0x140ef4175574621c, 0x7c157bf3d2e4fc93,
        ],
        [
            0x2606311837d6c1b7, 0x6176a0eff99591e8, 0x8c6750b96ada2064, 0xf5035e9a3eba3308,
            0x22046f04921335ed, 0x4f769c4906508f45, 0x9bde2f072c18581e, 0xa8a4a41344b0f2e1,
            0xefbec9a6ca599ce5, 0x994d283d8c756857, 0x4193702968e2eda5, 0x7e35d102849988cb,
        ],
        [
            0x2547d16f21219269, 0xa9a5ba24528bd6d5, 0x405a2564c3a6d247, 0xc34ff6119722f232,
            0x5f9d6315706dea60, 0x42db8e8e98342f98, 0x1e3e13df0080f903, 0xfc43bc9c4a176c61,
            0xa3f948ad704f11d0, 0xb8e278610419903e, 0xa881cc598170d6c2, 0x776a5786964ae85f,
        ],
        [
            0x3e41b75daf14e3d0, 0xf9c7a92f199c0527, 0x68090d1f1fa549b8, 0x93502d42d0361617,
            0x9a9c0670232c27ee, 0xdb2ef833b0179530, 0x7ba31d737a914b15, 0x0e78427f231d9f61,
            0xdee2ffe2f6e79cd6, 0x57b4dcb2acf2c07f, 0xb9314e0bc63e319f, 0xd3f217b10e643f66,
        ],
        [
            0x4d778ebadd89adce, 0xc112dc2836952a5d, 0x012c0212d9c9c978, 0xbcecd4225588f063,
            0xd308cc2eaf075d29, 0xaafc47fb1f874e7c, 0x0aa9bf5f54dcdaf5, 0xe6a872a93838afc6,
            0x756d16a924333f6b, 0x19433cfe1bbe405f, 0x41fef763040bbfea, 0xc33f6623065bcc51,
        ],
        [
            0xf071b756a52968c5, 0x51175902817f0dd1, 0xb69fffbcbcf31f21, 0xe7f868e16c64689d,
            0x62fb6fbd1ed9122a, 0x04366b61f8584f66, 0xb9457e8c921647b4, 0xaaddacb3f9011722,
            0x18ddf536ae88690d, 0x6c84db5c76088e1c, 0xf95c8ea7051f6998, 0x916c70ecaaeea59f,
        ],
        [
            0x465e5581eec70706, 0x1a5ac29b365d3f0a, 0x8fc1981f8744867b, 0xbc614c2939f22e2d,
            0x33ceabde347d3cf2, 0xafbfeed07fe83fc8, 0xbc1ef0488174d589, 0x12be9ca79ee93f44,
            0x23fcbd89f408f681, 0xf5b4c6e84488d332, 0x5ad2f06b481522f5, 0xf1b479e27084bffa,
        ],
        [
            0x01be33a015d04ed4, 0x12e37206cf2bacbb, 0x1f5b111d8f649da5, 0xfb1940e7f741e3fc,
            0xbbfec7f78280e1dd, 0xac11472d59f81e06, 0xd4794bdc45dead3a, 0xe90688be1ea66c45,
            0xfe96eed9e7e0aee8, 0x55d7aa60edc6d9d0, 0xa27a8ff8bf28e9f6, 0x668c08602c2f567b,
        ],
        [
            0x49298880ac316e0b, 0x31f368d2ef256f2c, 0xeca3da032159a5ad, 0x56b5d670624c558b,
            0x327f138b9dd543ef, 0xd4680328b488989e, 0x2520845303cceb36, 0x7cc077e848e5d3ba,
            0x6d89d40c922e1df1, 0x3362453592408201, 0xf954787d93ce0b1f, 0xabfd9e98297b2000,
        ],
        [
            0x8f2b928caab937d6, 0x7b86c73e3f156e42, 0x5aac61e38dc4e763, 0x6d3ae6872c1615be,
            0x43d8636b0a61f026, 0x94357c1136bc5772, 0xfec1a3e37622db97, 0x2f9f567a0051a5e9,
            0x2acc242117bf0f2d, 0xcb0eee725983b7cc, 0xb351142eff2ebd23, 0x1419eae2b6e18182,
        ],
        [
            0xaf722e1a92cb70f3, 0xdde6ad7999f65dd1, 0x29b2d68997b38254, 0x191faa9fef52a9bb,
            0x63ee460f6cf8cab9, 0x46a19fa2cb89c0aa, 0x8761fe30b23ae5c2, 0x8c8eca22549b48d4,
            0xb5c74377e6f4cf1f, 0xa2e469cf1ccb8990, 0x374deac2d0c05775, 0x5adf3e1b2da2e9ab,
        ],
        [
            0xecb4016cf248b4ff, 0xfe0453e60ebd218d, 0x65282b8a0caa4e93, 0x6bca59e7922194ee,
            0xa2d9c9d90cd3a74e, 0x213dba608436dcd9, 0xdc297abfad436e24, 0xb3ed67b51d8d4f0e,
            0x3a93a630dff88271, 0x9353920b1d642eb4, 0x8f835714d4bda8d7, 0x5e09408511808268,
        ],
        [
            0xf73873cb7d66c8dd, 0x0de36ca5db212ab5, 0x1d327c7798251b76, 0x7b2c2b6d44f112cb,
            0xae9118dcc96dc3fd, 0x1e884eebb5ac41d9, 0xf4224f0f645add10, 0xe8f236bed0832c52,
            0xa176b6f062b386ee, 0x1f0e52e9d24dc605, 0x65561220bda81e4a, 0x457a59750511ac77,
        ],
        [
            0x25411397f49bc7aa, 0x2e3735c42b583882, 0xb1155a32c3e8299a, 0x914d56804680688a,
            0xe7f421d3e335a917, 0x29bcca6e42db9373, 0x5dd81cb99751cbcf, 0x7e1189eb0fc4517a,
            0xa34f3fbabe958bed, 0xaecf9342c14ca38a, 0xc4a035ee95d1c8d1, 0x9b89915c763fa87a,
        ],
        [
            0x046256b350a8ed0f, 0x38a6da7e456fbcbd, 0x34e20f6d13f77c46, 0x2e7e8bd8ec0cd823,
            0xeccb539f2004d70d, 0x26e7dfd8c312be90, 0xcb95a5c97fd30292, 0x91c3bcda1efe2d2f,
            0x664d6d71ea30dcf7, 0x642025e84f167483, 0x3131db87fa68b566, 0xc57bb9bfca677bfb,
        ],
        [
            0x095e705c22bf04a8, 0x81f0c175facfbe3e, 0x434be40ae938e3d3, 0x8f5e4b01dac69efb,
            0x861544ac148413e3, 0x11b90495271eee41, 0x0424891c6ea56050, 0x6683661b406b23b7,
            0xbafbc35357aba93a, 0x0c558829f9e1524f, 0x6dde12f5e0b62de2, 0xd4a7862dd57572d1,
        ],
        [
            0xf59ef27e1bfaa41a, 0x3a848b7960249d32, 0xb3246a8c1830c46f, 0x4aa3ce0c6b5e65e4,
            0x5c694159113db3fc, 0xa4f08513043a989b, 0x423740a1cd6e5a31, 0xdd990c391a9c81b0,
            0x980b11fb193a1b03, 0xe0d0f389c3f0f848, 0xf231b3f3f738b2fb, 0x12c4b4fc1723e4e4,
        ],
        [
            0x06ac844143734351, 0xd61fc391cae56ff0, 0x91a0ed3a911efea2, 0x1d696dd706ff3cdc,
            0xc614c051df68b90d, 0xa9fb189da2cf7e33, 0x2788260d077e997f, 0x7c46a6fa391d082b,
            0x1f11063d2fa7c0ed, 0xa6ae0f6e3dc853bd, 0xdb567865b11c7981, 0xb40137680eae3e84,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0xe5cf38d35eb41c96, 0x94dd5f37a2c2db95, 0x446ebdda887de319, 0x6c0b16d6ad5347e5,
            0xa2e399bfb2086dbf, 0xb43c75ac4a2a5408, 0x2477f19c5193ba70, 0x977eaa20cba4a002,
            0x709394fbc104d7ed, 0xde6d2955d5880cc0, 0xd6f7111fb9336d32, 0xf5c20bfbf79950a2,
        ],
        [
            0x2a67dc19d95bb177, 0xd723de6d64902f76, 0xbaad7a8959ce059d, 0x5d6adc50e93b5ac1,
            0x4db7768b232a750f, 0x8d9d22cf70dc35e0, 0x44f78c1fd7d44f0a, 0xbf31a13bf7a7865e,
            0x90632d4c9f5b607c, 0x73212db3367df9bd, 0xb0dbe352c9d46519, 0x4c25e003d207aece,
        ],
        [
            0x86accd8d168d726e, 0x142c02f2e9dbbc44, 0x245fd060ffc57869, 0xe1ca172c875b0281,
            0xddb3bb51412bbd39, 0xeeee3992c8ee6278, 0x888fb896036d10a0, 0x12def88eff7fb2e1,
            0xa0b545f5fcdb8ebb, 0xa3bb64c5c762c948, 0x091d0b880ed1ee75, 0xae2247a66493fb3c,
        ],
        [
            0x686fba639a0b4196, 0x07b4a582b4a737ec, 0x6530679b25efe643, 0x4df54bca5e188d49,
            0x8c78145d0936e379, 0x8b31d35358d44250, 0x58830d04dbf1b2b6, 0x257cb87afe9f2877,
            0xc37b19d92da9ca1e, 0xc0414185663ee951, 0x1c8c3fcf7f22ee03, 0xbc3a4e5b6e84fe25,
        ],
        [
            0x1b46bc4724117d51, 0xc54446770506d139, 0xd83c9ff7f3a32eaf, 0x541d330e1664bcb4,
            0x59d0c5adc463b1b9, 0x9a0a39309cce256c, 0xea01f584153a7daf, 0xe3d9e898e47ccea2,
            0x859d9875fbae020e, 0xc87b0520e41078c4, 0xc6afda85965be6e5, 0x4555601060b461cc,
        ],
        [
            0xdf3d825a10e59613, 0x4726fb1c643c25f9, 0xaf215a7f575ba0b7, 0x0059e64595ab3ac9,
            0x34303c157e5b34ad, 0x0a89755ba6d60568, 0x8ef5535d4ed73ee7, 0xa7776f0bd6253bd1,
            0xbfe11d57e3543e5b, 0xf160ffe601911b8c, 0x2b76ccb13f89c725, 0xd176d1e910025fa4,
        ],
        [
            0x6b01ad81e32c0534, 0xf8eda80a952d9a6f, 0xf2485d4542b52018, 0x8dea8789b6e608e8,
            0x0f4fe98d81ee9d47, 0x3c81a556f9a57b3a, 0xd8d646e5acd6d3cb, 0x15d9cafdfe3507ea,
            0xb24343ac0d67174a, 0x6dc863c2fbc37b1e, 0x415a051ee3581eb7, 0xad10e4f842600c5b,
        ],
        [
            0xcc35e2c3eb25d058, 0x440e40014bacc6d2, 0xdedb823e995a805a, 0x81eca3f4282aeea3,
            0xf6b18346d07e5b1b, 0x510537a023b41693, 0x3bcd50e6d01ee86f, 0x355d2ee35604c757,
            0x39701d18b9d48bbf, 0x36b5da58ebf3c2f2, 0x171d582ca49ce9d4, 0x3a724ff26a015fcf,
        ],
        [
            0x03e08d448485cd74, 0x02597563e5aa6e38, 0x2997d0da80a9d826, 0x8918e88f47efad89,
            0x7dc129f6a0a45c85, 0xe7a67866bf0787f8, 0x54108c108b3beca7, 0x12dbbee398958053,
            0xfe09b2bcf50bb008, 0xd0d36a3d077940f9, 0x9462e89b67f4f7b7, 0x1c595cdd8688877a,
        ],
        [
            0x32eed924f991540c, 0x2e87a3017d85841a, 0x56ab1c10af23f0ae, 0x244ef5afca8ac9fc,
            0xe28e4d9ef9297b17, 0x3ab85608b07f95d7, 0xd9afa5fb01a1ae71, 0x28e4a892a9f58f31,
            0xfa00bd8e0e05a45b, 0x01663528efd2f2db, 0x29e7439404013bd0, 0xe1f7ea0075760e66,
        ],
        [
            0xc91815059b313b65, 0x84e07edf755f1308, 0xc15da640b3f2a1cb, 0x722272c8ffec3ece,
            0x52b79fc994030205, 0x8d79cb74906398ed, 0x6c85533e25c13ced, 0xf175cd06b0e05b4e,
            0xb2d91d761bb53da8, 0xb0b4bf9d0369761b, 0xbc0eeb73a25519e8, 0x8bee6c1e72a551df,
        ],
        [
            0x935acd17d3f2b701, 0xa882f61d6283d869, 0xe85c9b9ad09b261c, 0x4dfa5539322997e0,
            0x2a757ca18b213006, 0xf9d54df22a5b2456, 0x4edc316c363173e0, 0xd6400bde20166b44,
            0x2cccb06f627b7137, 0xf801ab6b8ef453ab, 0xff4c8c9afb1eace2, 0x4d0db837f936beab,
        ],
        [
            0x518d67904efef27d, 0x782beb2bf5121425, 0xf2704261d83a703e, 0xf5f579880ebd8e3a,
            0x7fcbd6747ad424a6, 0x45bae64cb2f89752, 0x1399601a9bb67ace, 0x6b07bf8bafacbad5,
            0x90993ee85194db08, 0xd48650b34fe57250, 0xbc70169e7645c3b4, 0x86d27d970fa8c3ab,
        ],
        [
            0x7c482269c51b750a, 0xdf815f88b428e009, 0xfaca2db9d89696b4, 0xc376fd60ca8635f0,
            0x62aa8877a2aca829, 0x7fc6ae84778aa3c9, 0x950fa88bfed8ee38, 0xea6374271779287f,
            0xc76736a1ec24d8aa, 0xeb10a78c0cce47df, 0xb1570e9f93201924, 0x65137a824a7a6f3b,
        ],
        [
            0xa47dd2608356a7c0, 0x1c97449c33d5b3e6, 0x524b8bd449598236, 0x656078a4952c6412,
            0x068ef198337e49bb, 0x015a57852f3e4ee4, 0xf2a06d786e4f4d27, 0x2cec7984f6d6ed64,
            0x50ba693982aae7c8, 0xe233cf591d929c90, 0x8054300841c8f3ee, 0x3517716c79c0fd76,
        ],
        [
            0xd490b021e0bde8c2, 0x6cc28a6cca52b096, 0xcf1df4fdc30bd659, 0x0e63f46050feaf12,
            0xcd958f857f52c6e5, 0x2913d4eb34cb8fa1, 0xcbf987e9b083dcb0, 0xb47f863ab1a874d8,
            0x2d48722eb3bb7da7, 0x27855d537603fd5f, 0xa5cce5a07765a132, 0x047b885f5a14ffb1,
        ],
        [
            0x91b2cb6be64768cf, 0xda0ed5fd0e8011d5, 0x74fbb6a70569084c, 0x4459016623fbc653,
            0x64631911d557338d, 0x3b3ce86946a9966e, 0x0506c65670dc901d, 0xcd7cd4c60f86d544,
            0x76bf08f90e7f546f, 0x576a1b04aceb7d60, 0x87809c66c127f597, 0xa82dd01bdf75de3f,
        ],
        [
            0x1bce270b071ae797, 0x006003f77d4ad6b6, 0xdfeba14213a714d0, 0x0ce51753adad20c3,
            0x560974968f796556, 0xb9fc6ffe5e9ecb78, 0xe219d3180906cf36, 0x5b4960ccff9514b3,
            0xc637cfbe84b67a16, 0x15a14660f1b78d63, 0x86c3da6711bb9950, 0x2d36df5873332d72,
        ],
        [
            0x246caf4178716dd3, 0x8cd4ff6d172e2705, 0x1762403cb4392eb6, 0x3ecd6189b59385c0,
            0xade0b709b5f41269, 0xd7368cdaaa38c6d5, 0xf8185ff503a80d24, 0xaabd3aa02d3eb1ba,
            0x10e5c15c860d83be, 0x00befcf5130a124f, 0xad08ea6aa7a15216, 0xea33ec43f667abf3,
        ],
        [
            0x95fcd31f51a22736, 0x2c0528198e7ca536, 0x6e1029c51f3adf6d, 0x2eace5506cdc45f0,
            0xdb9462a8633cdffd, 0xe4ad39d720ad0e1b, 0xc6764d3cdb736e5b, 0xf522ca2311380099,
            0x469db40a0187f8ad, 0x555b842f57972879, 0x73d942123c2d60ba, 0x8cbf070e73c2399b,
        ],
        [
            0xb06c715f01cfed0e, 0xf9e720aa8aeacea5, 0xc489b33958acabe8, 0x64567c16d1b31108,
            0x8902e141ebce96d2, 0x5b6915697ea9716c, 0xead14c7330dc604b, 0x3338f71ccac7cb45,
            0xcef92e036df51005, 0x0cf050c0bf14a30c, 0xc031d939f3516232, 0xcbe84941f7af916b,
        ],
        [
            0x0cccc3f15c8e7c3d, 0x51d885eca90a98cd, 0x3224aead6ab82b13, 0x915134bdced7f1e2,
            0xd0fa81c4a3d8082a, 0xf3c4abadc7c565fd, 0x3448dae1901c3bb4, 0xd2ed0c3db64ebf8a,
            0xdee72f4e4d154877, 0xa5910c60ce20c12f, 0xf33f785757107933, 0xe41d2d2d33a89780,
        ],
        [
            0x2b75c42ad5c5901d, 0xae1a55a39423da7f, 0xf322a96d81aae2d5, 0xae927db9727d1343,
            0x2da924620aff085e, 0xfe610b2f32e50878, 0xaa3a7683015b6e8e, 0xe6732a3c1fb99cc4,
            0x8d25ce0e80f133ed, 0xe2bbe6c3bca3d5f3, 0x799dc5a4ac38f213, 0x9310a2cbef0207ee,
        ],
        [
            0xbcaf1ee9bd0ef927, 0xe20a83b4efc725ae, 0x0e6c616ee4159f45, 0xc601a5139d51dfc6,
            0x91f1c504615076bd, 0x52b103f7c5e8a198, 0x9981ace0ecc50a4d, 0x6160fc82509ea1e6,
            0x8cbe829e0df0a9f8, 0xc22143f893f29f93, 0x681eae23e16fdaaa, 0x5cd81b8f91830d31,
        ],
        [
            0xb51feac9d452bba2, 0xed00f5a952909c8a, 0xcd2084f630ae232f, 0xf9a9b73b67e98c4f,
            0x4943485e87f55987, 0xa391e17869dad926, 0x203d5cfaca821fc2, 0x7a499ad9e26f6c12,
            0xe508925891791107, 0x940d104215e243c6, 0x299cfa87ebd00145, 0x4728cbf68bd83611,
        ],
        [
            0xebdb0e4c2b472bea, 0x3987dd215630dcfe, 0xc21f29a3768d8481, 0xd70c5525f3b8da64,
            0x8059a161b948e51d, 0x8f415c8ced62ddde, 0xad7b1fcd265f49eb, 0x8a6af2dbd89d519c,
            0xbe95d44a37c9ced3, 0x06d01c989aa2df1f, 0x7c507aca2a4626eb, 0xadae613937b462ca,
        ],
        [
            0xa60472ff12b847f2, 0x8e39d3d8ea1ff133, 0x8e02d5d6b57dc01d, 0xe46cd92639a57482,
            0xee02340a2fdec873, 0x7dcfff6218515d56, 0xc98b08bbf30eb255, 0xe9ef4dcca50bf9a0,
            0x3d385c964b62bb48, 0xc3261a08393e1914, 0xbebecdd82f9c7b4c, 0x8c4bc72f77ec8cf5,
        ],
        [
            0xd239236bc7b3033f, 0xcfb5fa7b67e8ad3b, 0xddde6ca3c5c89377, 0x89b47b4c2162da53,
            0x75733a4856a37ec7, 0xa50e2374cbc0c7f6, 0x5931e06da129e3dd, 0x56dadbd699bb8b0f,
            0xb2584902c0e5100a, 0xf6931e761bd1c9e0, 0x9c7571df4cfca2c6, 0x0868f07c58eb0ce2,
        ],
        [
            0xcfe69f5ba6332d3f, 0x94fde6026bc1da0d, 0x85e40edf76c3aaf4, 0x1f5a6916aee9cc3a,
            0x669d37d2420ceb81, 0x255cf81a90e7b848, 0xef32884277ae3154, 0x98d0a32c1e419010,
            0x137d45343e0afa72, 0xe9f08aed41f60384, 0x5d60a4996635fd65, 0x7b678b06a4243883,
        ],
        [
            0xb63833d2e321f969, 0xe9bdb5ab56f7da96, 0xd2fe9f8cbd32f54a, 0xa57b099866f8395d,
            0xd5b5a4dd57bb4b93, 0xc677b732c9c1d054, 0x937aa5b06060f754, 0x387d8e491e767f97,
            0x54a156c4f42142dd, 0xf711172de49146ff, 0xff348064f04db6f5, 0x55599ae449ee1c23,
        ],
        [
            0x1736b76732f891b9, 0x7d2146e33ddceae5, 0x3e6261c1e6fdbf62, 0x6d2da00e19ceedb4,
            0x1e30edad6a4c6d0f, 0xea0f82b167a62fc9, 0x9dfb31d4d64f97d9, 0x7ae55e6bcae48a8a,
            0x8258f829dcc63bcc, 0x83d02ac86f3db24d, 0x6eadfd468ef59fbd, 0x81450f5f1a73454f,
        ],
        [
            0xf79bbe27e8ff36f4, 0xc20995c57bb0f92d, 0x3a6c52df2b512ea5, 0x581128468d5195a3,
            0xb55e14b747b914c4, 0x2d4c684184e4468c, 0xcd48ce283cb77354, 0x9561ee22c2b2ab26,
            0x9757e89d65ef7ef2, 0xec47485c2e34bf6e, 0x97d2172bc1d6995c, 0x300fc51960461e73,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x98163d1791f22d45, 0xdb56b796c56e9558, 0x84d529756d0f4d11, 0x0e7c0d8fd2000d91,
            0xdd83eadfe0e16028, 0xd15fdfb4eccf825f, 0x183b44e192b01ea6, 0x7414770c01ae050c,
            0xf339b53dd705d880, 0xab2344ebfaa8f031, 0x04ae4be665ab7f33, 0x1bbea6c38ab95c34,
        ],
        [
            0x4eb769081ff4ed6a, 0xd5dac68a600c30c1, 0xcab4deb58114ac3e, 0x2728cd9e0f0d85ff,
            0x64b758895b35f7fe, 0x9180059b49c3a230, 0x4329d6f31a8b4fdc, 0x36d56083d6ea74b7,
            0x690622b25719762a, 0xf9f8a1dd138a1bbb, 0x8563021d611795c4, 0x64c8f91cb4203fc5,
        ],
        [
            0x4de807ab780ed78b, 0xd414dd5b12878133, 0x71b4e2b45cd8dc93, 0x1f495235772dde62,
            0xa1ae293b9f7f84e8, 0x7b57cb810a5575f2, 0x491f55d20f3b69d2, 0x81b9bf9ac0586cfb,
            0x32104a29d6b5edb4, 0x815e48716f1493e6, 0xd252d39957818fc2, 0xa925aaa7cdca5d82,
        ],
        [
            0xea4679e12769e49e, 0xb0e2b6983ab51d9a, 0x2cef98412735dbe9, 0xca8090147db69834,
            0xaebcdffe192d880a, 0xd258b387dcfee29c, 0x6af299951441ea63, 0x577cc62b41c30fbe,
            0xd6fb23f41b4d0513, 0x2cbc7c938eac39b6, 0x3132ba57e2ce916e, 0xc1b6f8ca09358ada,
        ],
        [
            0x537f3c75d0a580e6, 0x75bd9f4c2efd0453, 0xcb9275fc7a8b4da0, 0x19c43099b8e7d43d,
            0x051fdea02b17991a, 0x2050e090b0c03b73, 0x9108b093585eb6a7, 0x30be3f55f55e25de,
            0x19e1d71c0dc59077, 0x77180b5046f07e58, 0xe700ae2376483655, 0x59daa1c441561652,
        ],
        [
            0x232be8ccf8365946, 0x5fbd1260e295a1e5, 0x27a70d4a40649106, 0xb9e7ab886bdf29fc,
            0xb465780d147d540c, 0x603a625826d7f489, 0x4fa2ee00c7977a95, 0xc5271290aa815a1e,
            0xd2c951555e3ae885, 0x6aa3fb33d08df19c, 0xc2f6544c9f8fcd88, 0x9a39b455220b3aea,
        ],
        [
            0x075067992320c34f, 0xbb0f42073582ca08, 0x0df143921a8ff087, 0x5814c758886a9c45,
            0xd7aa5a423fdb52c3, 0xb541328c7ce84518, 0xa38596b2a242e8c3, 0x551b8c95fb92e2eb,
            0x0b6021ec6c922f94, 0x3ecf5b0bc24e6f51, 0xaee4ab8715ea2ab3, 0x2fe7c7f4b390d4c6,
        ],
        [
            0x8e111e4db8c212b5, 0xb8aaa469784b52db, 0x9d341416eb31546c, 0x6c254c1875036d68,
            0x98859b5818a271ff, 0x0a5f6ed9ca338993, 0x3898b2d4a9787a22, 0x8306cede6430001e,
            0xceeeb28e7ec77338, 0x61337ebb7aee362f, 0x794b8bbc730fd7e3, 0x34be3813bfc96ae1,
        ],
        [
            0xec477c6c00919106, 0x8dfa9b7ba59cce28, 0xbab45c88a44c9280, 0x99155137bc807296,
            0x9daeab19901fc140, 0xb5bd31698f9f7e7e, 0x1a0ec836e9b57cb3, 0x1005488bc8354fcf,
            0x21aa420080f3c67a, 0x280b97f941686322, 0x09ee687a76cad354, 0x419c2cbb94af3f0c,
        ],
        [
            0x659ea9dd74d9e8dd, 0x5dc003603be4cc4b, 0x52ff629c886fda3a, 0x3c70ef4c7ea0948c,
            0x67e1ae3b2729de12, 0xa13cbc7637c1d998, 0x04d081614ed358ce, 0x74adb10ecb0fb83f,
            0x41a676fae9984a4d, 0xb5dfa3e83042d555, 0xa791512644e7eb14, 0xe9fd9e21884686a1,
        ],
        [
            0xd435986142b9b41a, 0xfc223709e6f9ada7, 0x6c8ca3db30b87675, 0x1011f2b4d6445328,
            0xc7aa3d5fb6868009, 0xc991bfd0abc283c5, 0xec7039fb38bedbba, 0x22e2ef61dc4b6233,
            0x5f9b7311e8d84970, 0x25bfba023665730b, 0xe5ce6ea698a49553, 0x77daa75f26006b2e,
        ],
        [
            0xae7d35085c9339ab, 0x35379d5d4c5c8c73, 0x4a87169c17d16b56, 0x208406b1cdff7587,
            0xf299d1b8971420ad, 0xcf19a753fdd16d80, 0x6c2a43587fcc584c, 0x204ee2e9a90eb5b7,
            0xa48b749703528b33, 0xdf5beb7f5ffaa95a, 0xf2b489b8bf8a9145, 0xeeb475fa2c6a83b5,
        ],
        [
            0x3668c30990a00286, 0x4087cdb5b8aed2ac, 0x857a4c5f892e8ebe, 0xd143ff28769d0d96,
            0xfd3aa7c968b5299a, 0x83582462f16b1027, 0xf9b9d80ff49082fc, 0xd84d210e1f2ddc93,
            0xac82d02896352282, 0x33240e078cf768ed, 0xd0cf0ed3815b657c, 0xfef6885212b0669a,
        ],
        [
            0x00389da869a859d6, 0x07da28e8227164ab, 0xfd956f6261e3ac8c, 0x946f1ebae04bd0fe,
            0x786806890431d30c, 0x7b06678cbb775ca1, 0xc734841f6f79d1b5, 0x57fd98f26f5833a8,
            0xb0ad9306fdf6a4c6, 0x5541169d94f1fa77, 0xf272ef318babe1a7, 0xe97877c6bb0ee381,
        ],
        [
            0xa1add8dd2cbe857c, 0x9dbf2ff6c263ba83, 0xc6a2336944a4d18b, 0x8eda4aa79fdac418,
            0x2bd71f4850fab139, 0xab59672c1e65a25f, 0x6b6da80cbf38366b, 0xcf113d50e4bb8405,
            0xc4c99e005bead200, 0x811a0471f7616754, 0x4b82503ce0100037, 0xee16949bc8322812,
        ],
        [
            0x8568960c8456b4da, 0x511af0d367fec6ab, 0x054cd79b9caf93b8, 0x3d84e21e77d8d02f,
            0x5f9507f0846e6f59, 0x778bfe301d798ddd, 0xfe97a16b1b8935ff, 0xfca8c5befa735802,
            0xf7f6ea02f76431b9, 0x37869c2f72f26ec8, 0x150686bf1ec658a7, 0xbe41e479a3ae9e76,
        ],
        [
            0x225a2af0cf66275a, 0x96619d64f72c03a2, 0xa1d3c8fd65e51c76, 0x8bd43d45aa7dc854,
            0xfc9991d6a878960f, 0x66229e8afe857074, 0x061eef3b403366d2, 0x7a6cf25146a39bbf,
            0xc301731b425a74f8, 0x74ad6b84a95876aa, 0xb58ed8e41afc3e97, 0x1c70ae52a1b383e3,
        ],
        [
            0xfc5aa580b1459470, 0xdef31e17af7afb8b, 0xdf2c1bfc595a9434, 0x1d4a35005c4eb788,
            0x1a10026fb15423ac, 0x94f67603c726b19e, 0x675cd5401cc7c691, 0x3335ac63001bef10,
            0xce9109b3dffcf1b8, 0x8b7ccdef3ab0a406, 0x404d3576e6306f2f, 0x999881e5bb3a878e,
        ],
        [
            0x29636a6c94bb02b1, 0xd79a6741fd079000, 0xc20240778aada574, 0xfe1e4c77c2f7a241,
            0x5620c83b2cb07395, 0xf22ec94d060b596f, 0x4f0cf09a1eda86e3, 0xdfda0318b81e3e70,
            0xecfe80e1ebbdcda8, 0x806e6e3f1924b974, 0x3fe8145fe9bb8271, 0x4c2b91f29564e242,
        ],
        [
            0x7b0ee8b990fe3242, 0x11e7aa9d4dfaf808, 0x3891e590c13bdcc3, 0xab5959912f601cb5,
            0x92c107634585c13d, 0x4717f78f7cda0e9f, 0x82c763eb9b0a6c41, 0x01d1004205432075,
            0xfbeb0304482fa71c, 0xddda91cdf99d7075, 0xcc110d7defa1b7fc, 0xf1e9f783035dd075,
        ],
        [
            0x6ae3a0b64eace2ca, 0x35f0dceba6ccf567, 0x1f49f421f3cb02bb, 0xf28f9dfa7a7bb696,
            0x10f2cf2a3b4607c7, 0x788f630795f31df9, 0xd3ea8e8efa08d0ba, 0x649d1f945529ea86,
            0x5c57a2ccc02aa15f, 0xf03f3a6678322286, 0x26d36b61326dc099, 0x6db27f49c2d9b45e,
        ],
        [
            0xffc0cf288274ab86, 0x6670d1dc0c808837, 0xe9a5fdcce738a97d, 0x255d1d71a0793e9d,
            0xdbe9eeb2c1af6d4b, 0x988bc51bd7f204c3, 0x94640145645457d6, 0x66e4a4d86a05e917,
            0x79408fe37de93bea, 0x90816d9d074a6ff8, 0x0793287b98771414, 0x4af7ac8ac167b586,
        ],
        [
            0x62f0e7b0c7165f1d, 0x1eab94fcedbd3a26, 0xb7624d33456a54c2, 0x90d5e84f890cdf6e,
            0x1114ee2f9293deb2, 0xa4b15304f2ca458e, 0x60a298d1f2cf9147, 0xaa84ee0d323a5461,
            0xf6a65bfd25f783f7, 0xd34969913ad670f5, 0x32007f905990620d, 0x49bfde7734d11b13,
        ],
        [
            0xbf706dd3a7ff65eb, 0x8e7b8bfeda2bcf41, 0xb975c5ef269c08cb, 0xe6352915bf8ada04,
            0xec08d8e0dfe3db0e, 0x98d1eefb830fefbd, 0xa3835092544ce230, 0x3acf0745b88462e5,
            0x8ffca1c29c93f546, 0x2efe42e9d14a9f4c, 0x620cd03db99204af, 0x19689711fb28f61b,
        ],
        [
            0x94cb2d03b8a197f3, 0x60bbd8cd514bf3cb, 0xd4ebf8c4c83a738c, 0xae4b9b302dcce54c,
            0x3ad970e420c25862, 0xe0ff0dd380af4dce, 0x7730af5457afa5e3, 0xd840422e220401d3,
            0x4ba752bf5a745944, 0xb3613f22c40803c5, 0x770bbfbd3a1918eb, 0xb3ef53244ccc9cbf,
        ],
        [
            0xbd1f64a0e5645cb4, 0x527d771171dc4065, 0xea677091209ddf49, 0xab74d29647f9d8e1,
            0x7bb3c1c4f9be9d20, 0xcf804fc5f525419d, 0x6b59003e1dc2e768, 0x4bc068a0d926f7c0,
            0xb3632a5dd831fd98, 0x02997811570dfd57, 0xb71bfc33f8177144, 0xb351d33a33b7e6c6,
        ],
        [
            0xb27726e3e5c17414, 0xb9961599ad075587, 0x63c0b991dfd38db6, 0x466575b70061cdc5,
            0xe73e283755a1c6cf, 0x27aa56d616974929, 0x75d73873bc8ac946, 0xcd815ae1df2d2553,
            0xb3aef3d0c7c14006, 0xc40bfba8dac63ba5, 0x9e8f58c7f03e55e6, 0xb7c9f4ac54da3318,
        ],
        [
            0x6be0694bf8e52e87, 0x5264def6039d1232, 0xe6c57f0adc1c2423, 0x101b1c7a711de9d6,
            0xd93970fac3557cd7, 0x4f4f58cea94b5b85, 0xce4d5d7106e40ee0, 0x69729a9d2fdf9863,
            0xab7dbb8a0f2d29a9, 0x637297fb01d64c56, 0x5aca4d1ab00ea568, 0xa6dac1d665e002eb,
        ],
        [
            0xb47f80477dc1c43b, 0x8e4812ed190dbf17, 0xcace6b5dd124c06c, 0xfd7fd59d876b1924,
            0x0ffd2bc15a248e40, 0xdd8eb39084cc5f0c, 0x5a5a1e52a9d9187b, 0x60c68b03b15df149,
            0xe11249725a815f77, 0xcbe0cb8a9c28e8c4, 0x3cb1500ad988d705, 0x667a9b19858ed5f2,
        ],
        [
            0xbc61ac7b7f79e7ee, 0x741aa61fedf54ce4, 0x8a268f8a63438fad, 0xafca50ca82cdf2f0,
            0x11217947c00b13e5, 0xf23b72f053af888a, 0x49f7fa5594e872e2, 0x1c940ab78b75feae,
            0x2f63b3918c53aee0, 0xa3e28ae1ab7a5ff7, 0x656b589e43ef7f97, 0xbd1f193828a7fb9a,
        ],
        [
            0xb3b7ac4e89533590, 0x606044a03cf39bad, 0x5619bae0cf6761ae, 0x1a1bec7b6daae6e1,
            0x4ee420b9a3e12f7f, 0x29d54103dc533be3, 0x49b9066a6278f0ff, 0x9a2f18797fe9061f,
            0x1585f3d910443df6, 0x22888c8996d771c0, 0x1357ad027fbc5c4a, 0x84148446f7027222,
        ],
        [
            0xe11d749ab35d9cb0, 0xbd4e3434a4d2d912, 0x68f09dd0bb2c1dd2, 0x0de095094f885d0a,
            0x47ab3fcb86b8935f, 0x1a6c7b487d6ce348, 0xc746f0db7c8b9563, 0x24f75c5fbdf0bb5b,
            0x243d3e87733018a1, 0x965c63b9f7ff304e, 0x1e18efb2837bf6c0, 0xc9819b4102ee8a6d,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x1b2f0e767c870844, 0xd4782e62719e667a, 0x49f9bc53357d89de, 0x639eb2df09dd7f4e,
            0xe47fa2f83dafc6ef, 0x8130cb0670c38f0c, 0xee77ce1dce216187, 0x3427ea30386d4a29,
            0x9dd758f42ad2c0da, 0xeed95e0dc700734b, 0x09308d74a8cede3c, 0xdfeab4b877ae4a47,
        ],
        [
            0x426676061945d3a3, 0xbc41e648ccafec12, 0xe4a78e379ee18a52, 0x2c21fa2f6180671a,
            0x0778cd4ba3e5d7fe, 0x7883978dbcc5b701, 0x9eb636aaeb860245, 0xeb92b2bcf048e8f1,
            0xdfcb26b0f90bd433, 0x1c80050a76f5dac1, 0xe1a439508ab87b31, 0xd980153eac47e6c0,
        ],
        [
            0x28709d549d272336, 0x7e1dc968912e90ff, 0x50f5208bdf450cb6, 0x8f7aaf469f2587b3,
            0xcaebfb83748dbbd5, 0xac7246504b9d028a, 0x42354b34b88f5181, 0x786564a4b99cd1fa,
            0x8791a1ec72b36f01, 0x317ce2473550a884, 0xffcae6a1edaebca0, 0x42bfefe88e95345d,
        ],
        [
            0x7aa293664ec91657, 0x59bbaa8709dd1ca2, 0xa02d41138172145c, 0xb56aa4a4f2ddd3e9,
            0x356556fe9d07fddd, 0x137d087286fea1b0, 0x42e9a2862f711ecf, 0x0db3df0ec2472c15,
            0x1283110d41df85f8, 0xb603544f6e41c686, 0x732f05a054041a11, 0x9586a28c7820e29e,
        ],
        [
            0x69c1ec529333ecc4, 0x323db7a2386774a3, 0xcdc062dec3271ed8, 0x4c4b17f6e124ceaf,
            0xf29f5a862ccc701c, 0xcaee274db12fcafd, 0xe51a62839caf21db, 0xa991f0150b0497a8,
            0xee1f1a07932ca1ae, 0x876857b8ada44572, 0x2606c27c99304c02, 0x7f7f271757a40e33,
        ],
        [
            0xe955b507b3ddbf0e, 0xd5fddf77fcbe3e21, 0x941e1a909084efe2, 0x3c0b5466ad240d00,
            0x7f5988852494d8af, 0xefabb64320a3efa2, 0xb9e07356ec7447d2, 0x89b1999ffd7b2c18,
            0xefb78c8a5c409fe7, 0x596ba370c3b9c687, 0x239e118494826ab3, 0x135ce4e458942bb4,
        ],
        [
            0x3eb36f202c8a622d, 0x592cc4bbcf99ea55, 0x2e0e3b263363746b, 0xa2c7c4b0d0be7d4a,
            0xa475a56b34cbdaeb, 0xd2d9ac8c3a035079, 0x69d170a4ebf71fe2, 0x981928225665ce4b,
            0x622291a28e6fb3ea, 0x5e138cb58c179d36, 0x15181313fdac2e87, 0x082a95e8e0d99fb8,
        ],
        [
            0x30f28c58b94a0f6d, 0x200f2c69de2b0781, 0x85d944a51a59cee5, 0x19d55ab14193edc8,
            0x360df99eac7902be, 0x34bcf4a54976514e, 0x23ed1ee12816db1c, 0xeac6f5aaabe870eb,
            0x58e25e3cb212bc08, 0x08ef486d4e464573, 0x59ed7d6d0f1928fd, 0xdfb3611a728ad907,
        ],
        [
            0x5ba7b6841229911e, 0x98840d30bb8b7e0e, 0xdcbad3cb4968f745, 0xc3ce6e6c77cb364d,
            0xac81e546520b6818, 0x5bf9f0390a3557e2, 0x583c3e0a490f654f, 0x431ef4be12514734,
            0x32746b55560e5ae5, 0xee72b1a05f7c2df2, 0x7538be655f91ce11, 0xf6babfaea9a36ff3,
        ],
        [
            0x37756547a0e11dc0, 0x40d52b653bda7383, 0xbd812c7d908d10b9, 0x55e547a697672f36,
            0x6fe1b6b74142fd99, 0x3791633edc55c217, 0xfba0dba4e3816d38, 0xfb20ca385a4c9024,
            0x2d448ea6f68f654c, 0xebccc447403de700, 0x19d0d2d164529f65, 0xef46a0a4dbcee946,
        ],
        [
            0x5c1b9505311099bf, 0x9cc17744227a83bf, 0x7f3ce827e9ebd844, 0x5dff6e18d823de15,
            0x8b3ae7bf37b0e1d9, 0xb08de72a6216642e, 0xf1d82414094432b8, 0xc663de0b855cadb3,
            0x6edcfc8b7a5be1e7, 0x102213e5a36f070d, 0xa06ff571a16da7f7, 0x4796a814a1dabb01,
        ],
        [
            0x91d74ecd6d966d64, 0x1290184f72e76881, 0xcf50fdf08b0069a5, 0xfb7fb39fa8f48f6e,
            0x1c46fdee4cd5494b, 0x018a9502acebb78b, 0x11bb62242e41e240, 0x685b96c0e1bbcef6,
            0xbeb24e42dff9f18f, 0xb5d520e20dca02f7, 0x5c7cb3505de0bcdd, 0xc4e3e3f796a86afe,
        ],
        [
            0xf14f6f2bf023dd51, 0xec847c694b12213c, 0x732305ab2c68ff6d, 0x7b7e88a6be057fa7,
            0x40fd33e46d0b5745, 0x7334eb02d29e4b4c, 0x27b813b6e82e5374, 0xbd65d90fc50aaf29,
            0xbcc3de3ed9b04acb, 0x90964ed216285127, 0xbc2d925b5f30af28, 0x47dbb3cb09efb191,
        ],
        [
            0xa2afb5ae287309e8, 0xf4841aa7da1bd1a9, 0x320ccd39199c1625, 0x4d4c090bbad96257,
            0x32af493ad1351372, 0x97e6812473e418d8, 0xeaff0af403650139, 0xd2e2fde6a98196de,
            0x1dcc02fbf56ebed8, 0xcb12c1579137df3b, 0x4de449bedd357f5a, 0x1d87b5e37cb32796,
        ],
        [
            0x0037627a64bbf9e8, 0x0b637a633ebca349, 0x17cc36bcf158a138, 0x1aac339106dd3e85,
            0x140f87828bcc4706, 0x31bd7a3a9c3890c3, 0x14b9e28b286a3251, 0x1b53c74c213d3390,
            0xb85687161556f129, 0x70fca0537bb18ff2, 0x15e9e706439845d0, 0xc4e6cabdb61a9be1,
        ],
        [
            0x538591e28b8dc355, 0x8cf877eb604e8982, 0xb719027d44adce51, 0xb237ffefa2da6c4e,
            0xdf1883331595f801, 0xcbbbea79c10d9acf, 0x3165af04f162e2e1, 0x9e94cff574ded5d7,
            0x3a358fd1d40cb68a, 0x65a666e8cc47a607, 0x39a90d6ca0f6b5cc, 0x75ae8b340719c05d,
        ],
        [
            0xfe892cc68289f37b, 0x7d1072badb83bf75, 0x2ae3bc02fbf1f884, 0x4b07b9b23ce8e7ac,
            0x2ba6e1cdd882f99c, 0xcffc96c58f11f6a9, 0x9d51df0b528750fc, 0x4335abeab1e15f86,
            0x3fd761e6ce5d7f79, 0x203a35250d210aac, 0xff471abdf8571023, 0x70a0ab1640213fe2,
        ],
        [
            0xc00b825d31a88f16, 0xc76508c1e1eb494f, 0xf06dadc58c1bb312, 0x8f3551937a9184e0,
            0x212e96f2926a40fc, 0x74fe0a6367d520de, 0x3b3c44c5b5f9ff96, 0x7f4ae705970f9e85,
            0x5169b65baf968566, 0xd12c10eeedfbce49, 0x2ab03fe802d090f0, 0x587134494baec81a,
        ],
        [
            0xd0993b9ec66375db, 0xa4ca6135886e6e6c, 0xbac8d15581050988, 0x727c0ed74bc0a9d8,
            0x03b0ec51b145aab1, 0x5e8f30f6664e0b4c, 0x9cc954ec30894840, 0x47843f2449c47dec,
            0x26cd9c8908966ac5, 0x429480bb5333d33d, 0xb0e7a737d2b280b2, 0xd89685bbb2cbfb7d,
        ],
        [
            0x4940a79c3f32fcb6, 0x2e5c5c86e6c3d1f1, 0xcd798a7aa2d71eb3, 0xcc128c05db0ce910,
            0x5114ca408cae704b, 0x55706f8866a09fd2, 0xd70a5b1233f8a7ef, 0xe5d808a877fbfa11,
            0x2cc53605a0146a62, 0xa1a547aa695f3579, 0x3ae6a0e1205b2773, 0xda42fe9be67f27b4,
        ],
        [
            0x23d293d1122f4077, 0x4660ccb62fd86b36, 0x5ce5cff6ae6a38d9, 0xbc6992a348ddb82b,
            0xe76e5e4df581ee87, 0xa71098e02f4d619d, 0xc9722e931804717d, 0x437d8714aa37045b,
            0xaa7d1220d0156414, 0x0be0c493176e2597, 0x77afda2752ed1733, 0x999f882b509a738a,
        ],
        [
            0xf05ca7d0480f9e13, 0x20db0a5653fc340e, 0xfd9ac01ae8f94eec, 0x5ff507788118df02,
            0xe9fc20fce96f6c67, 0x7c60d3a1a2175123, 0x6ac09987af948a1c, 0x2019bf900e59671f,
            0x0e45fa06956dbf84, 0xaea8b0b23bacb65c, 0x4de4b61d4243bf2e, 0x23c0bec4a9bbb021,
        ],
        [
            0xa192c1517eae3c37, 0x0286019ca05c1ac5, 0xa37f1876e3bb509e, 0x0c6b11482a495408,
            0x2bef3c15818434d8, 0x8190988dd9ef559f, 0xd399d4bcb5d58833, 0xf46ca857fa7384db,
            0x4a702871fd131a36, 0x877ee6b31e2384dd, 0xdeb716612433a7ed, 0x7f1518913d2292d1,
        ],
        [
            0x0285cf8548974c42, 0xeed74f56a3bc83ac, 0xf3b135889af2654b, 0x10f174af1a79ae06,
            0x99428c4c9554754d, 0x22f30f9a760d4945, 0x0dd479483b61a280, 0x69223ef8266d5a0a,
            0xfbe7875d7fb09704, 0xb730ed5bc62849ff, 0x5630593f2982fa3e, 0xdbe912389c48bace,
        ],
        [
            0x1edf4d5f33f8b854, 0x6c56df0f05aa1749, 0x7b57014c80586672, 0x15b9ea3389d4b446,
            0x33b1e78ab00ec105, 0x7dc226a1ff080e62, 0x3ebadcc48fa44d2e, 0x353cf035e28b4bbd,
            0x112ea84e94d12956, 0x0b11195685b18f62, 0x94bf6d035e4f0731, 0xa641f9ee1f95a380,
        ],
        [
            0x8dc1a38e98cdcd4d, 0x410a0dfa6b424f63, 0xf8c3e80247c0c95c, 0x451264975a544116,
            0x4805c62043a09bed, 0xc71fcedc4bd97823, 0x059cacca3c0f2b58, 0x9ada28b87ee3b4b3,
            0x5a76e6ce93e4ac0f, 0xa88f3940ee688789, 0xd4da5901b34c2995, 0xfe74e55a7cbca478,
        ],
        [
            0x8dc13aa5dbb73bcf, 0x8af52109df45ed15, 0xd65a5bc455d8b730, 0x92116f0c57dbf598,
            0x4215f08911e46a5c, 0xe116de710f2f9432, 0x64d72fdf46e2c34d, 0xdd4734ee0fe667eb,
            0xd541c3575b3ef05c, 0x63f5e5a6188a67da, 0xd87095434ef01d58, 0x665adc74847f996b,
        ],
        [
            0x3a926c945cefff4c, 0x17ad6d72d779cb3b, 0x5be5c662274744a2, 0xfdd29308942aabe8,
            0x7dbc115f4bb7e799, 0x372f59802e1a9287, 0xeef2adf08eaa9bec, 0xcb1b7e8fde5e5ae8,
            0xd8fbb5d7f5dea582, 0xe2f6f73114a4fa79, 0x5d7565903d8775e9, 0x7ac56e1a670e6caa,
        ],
        [
            0xca7cb3095a0fe478, 0xc1ce599858cf6fca, 0x922c51a1f383a5dc, 0x95d8d61b0b9b5572,
            0x31612b711071c38c, 0xb4829c3b4f6c732c, 0x967c435f2461025d, 0x435070bca3e52b4e,
            0x840e31e69d9d516d, 0x1df9ec4469710002, 0xe13de0c9e1f3b520, 0xb4fc01be069751d6,
        ],
        [
            0x878b0b6e086aefbb, 0xf868c21c192ea2cc, 0xe870a0a70c5bbdd1, 0xfac3a4179ace295a,
            0x7234388884bf0b34, 0xf0a7f83d12514077, 0xa88c1a9547c006ab, 0xb129779779291e67,
            0xa9ee8329fcce0443, 0x2766647f4031dc70, 0xd210c351ba7132d8, 0xf2853a242dedac59,
        ],
        [
            0xb8261fe53e0c9d62, 0xd3705d6cef848b19, 0x1e33440fe89375aa, 0xf8d708288b156b89,
            0x664bf552d76df4fa, 0x2d08be8a33860139, 0xa1b3066de75aed22, 0xe56c16cedd638889,
            0xe0088ba5e572c28d, 0xf1f36d616264e9ad, 0xdedf01acaac5f6b2, 0x8a8ed905b843a8ec,
        ],
        [
            0x8d6e50fb5f6be87c, 0x53f1538a270a79dc, 0xc9a148a8a0ca4ea9, 0x6641b7693a22af64,
            0x7edac629c4a612df, 0x93412af8d3f88b3f, 0xec41c63225fc216b, 0x4ca40eda4a35dcad,
            0x3f79d250391b1f9f, 0xd2cc1d4e39fc6fb9, 0xa34f79729b5d435d, 0xa5ad027d4e755d01,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0xdb22f743057a5682, 0x212dcf2c51f721ae, 0x66b6274cc951c5d9, 0xc05cfe04182a49cc,
            0xb031da3effd6582c, 0xb3d99da97ebd5f3c, 0x4d7e446d7a3d1084, 0x8d37cb72c720a95e,
            0xf411e7ca96fb5822, 0xf5bee88d6301c209, 0x5337672bf5203595, 0x75b71e1bd554d1d3,
        ],
        [
            0xcc397b2034f92fc0, 0xabc52a2539040d16, 0x0f92bf0974dfdc53, 0x3a476f7499314aad,
            0x9d49c404549c6994, 0xa179ad8f81da4366, 0xa8140e0f957475df, 0xdcee1d15c8f488c3,
            0x55b29dc0caae1356, 0x360a1b9e572f1181, 0x933a145e84d11aaf, 0xda9fd8068543a8d6,
        ],
        [
            0xd47c0ed5ae0d0480, 0x7046a1100defce89, 0x142506c1937e48ae, 0xf698907e41087a0b,
            0x0df6770c805740e4, 0xa54b25c4df95cec6, 0xa9cdbfd0c63b0d79, 0x06b912a1ee435f80,
            0x6c96e993976cb6eb, 0x1f90904eeed92a8c, 0x0196de2880caecd2, 0x92d3cf6efdb7d86d,
        ],
        [
            0xa3df313fe9bb1adc, 0x19a493498166e01d, 0x17cd5338cb2ecd20, 0xade3a46ae335ddb9,
            0x21a96504758d0bc2, 0x7396064945ec7f31, 0x4174d2b7db79c2d9, 0xaddeafd6d8694ad8,
            0x06b2537421ad1350, 0x8a0b3df67f3f739d, 0x43124f15f7ab941f, 0xa4b29da0d8fe460b,
        ],
        [
            0x5141dee6a88b3d48, 0x6ab6b3d184ebe851, 0xa65fe6c1ef243ce2, 0xaf7400045c25cb8c,
            0x5ee26a421c70539c, 0x97d93eb93bdf351d, 0xe8a75b6cfd39f8cc, 0xa07475de3bae40da,
            0x1dfa86014a6a1ce8, 0x6e377c72e6893aec, 0x95642d8496dec79b, 0x90acb65f404ca311,
        ],
        [
            0x96460d70fdbbc846, 0xad52a844db516592, 0x4764cbcf340aa74e, 0x90beb9939184914e,
            0x4e7a68c6b2b75173, 0xf98ab50305908a8d, 0xf83b8c4bbc294465, 0x36765f35e7088b54,
            0x94ff37eef2ea77e8, 0x0b04a072a6c3d8cc, 0xa15044396d551f8d, 0xd3590c563ddf48f9,
        ],
        [
            0xb5113cc24747d927, 0x326954e19bfc83f4, 0xdef1b32eccd06860, 0xaf80e53d603d0cd7,
            0x340c0217a247b3c0, 0xf0b910c7df3acab0, 0xbdde28956bc95aee, 0x106f1b6f9fde8503,
            0xf9882deb0eb4b04c, 0x75215b86773c4702, 0x4235fc0616644652, 0xf5173836bb9dfedb,
        ],
        [
            0xef0eb2b4b2a122aa, 0x72097574ef0a4a00, 0x6a0442e4c7b0c254, 0x44d4a3792229fe39,
            0x280a1d9bd4171a34, 0xde1b58d5a6597374, 0xd3ab773866677a12, 0x1c34d41abbf1a588,
            0x1452b38925aa1d28, 0x5e2f1ad0605b2b86, 0x4b6316b05fafb38b, 0xc2b76ed80ea8a284,
        ],
        [
            0xf34d653d9e71f493, 0xf547073c86920f48, 0xbd414e1be7117bb6, 0x8a06746d2a4351f8,
            0x6d606bfb1a323071, 0xbcaa51cf6b2cc0fd, 0x7d2b34d487cadd2c, 0x7a3027edc3c80fa0,
            0xee1b37f531c3af84, 0x40a6fe45284216b8, 0xd36c7aa0b0ffd9af, 0x4e08b0b2069768e6,
        ],
        [
            0xfe711874f322f574, 0x7408a0dd9ffc630c, 0x79ee071159dd6aec, 0xf36b7abaa7721a17,
            0xf1460cd19dfa3b1c, 0x07bdf92f58c4cdd0, 0xd02d30fb322ee7cb, 0x911c41830002d86e,
            0x4beb79f24a0aa024, 0xd14c0e2514aa25be, 0x7619317a43770837, 0xcef6a8d59c47a8fe,
        ],
        [
            0x380a1728a61bdee7, 0xb524e1043fb81e12, 0x37b722088fd9dd90, 0x329bfad0b5a21e84,
            0xd05df848e6ab5dc6, 0x05269fb7f65e1b00, 0x869759770784afa5, 0x27d36da37075b744,
            0xaee0a47ffcdc1803, 0x279409e602249ea8, 0xcd61d355412c2f31, 0xd7d164059fec16dc,
        ],
        [
            0x25e3c62990e33539, 0xa269e7939061eea0, 0xd3b6c604f885616b, 0x38a8a11712a5f4d2,
            0x65130e77d15ce76e, 0x83b850e5d41aa95d, 0x6b2b6d7c71f75404, 0x2dd1a9e42ca1f29a,
            0xae865c99fec25b79, 0xfe30beb9b86fe3e8, 0xd37c745ec94344a2, 0xb906adbae9d50b0c,
        ],
        [
            0x278d8c3cc29404a0, 0x9563bda5760d0b86, 0x9b44d5d5fc42a2af, 0x4bafdb191ad8c5f1,
            0x8c07a263da9cd45a, 0x69990897a4425985, 0xe51fa1b3546ebdaa, 0x4a4052c74eff18ea,
            0xeff8d0f30380f324, 0x78fbfa8f0e3d6130, 0x969247e3f80303e5, 0x3fbc7ac04a6835c5,
        ],
        [
            0xef2c547d089b6f1e, 0x6d27b458cc93b989, 0xe3c18702a06073f3, 0x79d2e22b3918072c,
            0x8816b4923b32daac, 0x174d255cb826c1ab, 0x429862a7363298e7, 0x171612638e400f5b,
            0x833d73f791b7604a, 0x6269429a84b5432a, 0x217054a6a716489e, 0x6509352d2f690256,
        ],
        [
            0xe5b23a24c03273dc, 0xfd55aa31d892d7dc, 0x9830f769275f18c5, 0xe55d448626b8f287,
            0x4ff228b809b16ebe, 0xe5b27f22eb0f9afa, 0x03fb729e54299bc3, 0x33fff5fc6e2b2be5,
            0x1801f44fd3590a53, 0x5bf5f04ab91770d0, 0x1609a928da117e72, 0xe44df983540e50a3,
        ],
        [
            0xf5e6c882dcf5b44d, 0x0ad397a736c2daf9, 0x1f1652fec4cc9ae9, 0xe60fda5097f2913e,
            0xb735f7b4b36de182, 0x5916fdca401f5436, 0x80453099cf414a55, 0xaea86e9fb6a87be3,
            0xed647ceae55b3b1c, 0x32927302f3197f7f, 0x501d12e8423aa340, 0xc00c4d4ec9c9273d,
        ],
        [
            0x530b518a93f3a03a, 0xd7bd17837726673c, 0x438bd5e28ee2df4d, 0x6dd170df84288f35,
            0x6a8ecff1c2a62a8a, 0xde08c473df29c340, 0x6f8ceebcdca814b0, 0x2bef9d91f9768dd2,
            0x961b7be984aa2a62, 0xe2be622d4c15721f, 0x55dbf0b6d0a4bcb2, 0x0c3704f5285a90d6,
        ],
        [
            0xbe528d0840557e41, 0xe9ac6aee4fd1783d, 0x820369443ff7980f, 0xdebe8527b28fd203,
            0x109ef51de1c63c33, 0x7f3fab0c4322aba5, 0xd888d206b89b1fd4, 0x5d81697b0f5d3e85,
            0x1072650e59493bdf, 0x61e1e0990d382612, 0x4472bd12d8a7534c, 0xdd58ef704bd4a43e,
        ],
        [
            0x85271cede7f356bb, 0x3987ae596f37ef71, 0x078d67dfc52464f0, 0xd853513e7150d0ea,
            0xfa1ba4499a6d846d, 0xce4b250d8052547f, 0xf82d52e134af8d16, 0x11ba9acf8917d470,
            0x3e5ec6ecf7af8be1, 0x6447c7a8d268767c, 0x3c0824b591f1d092, 0x1eec01d37714c003,
        ],
        [
            0x4684f6a9feb519c0, 0x7a1abcfbf12a0680, 0xaa994ee136b9928f, 0x21ab8375f673d1be,
            0x6ede0a98934bbad8, 0xc977ec83761cd562, 0x158d95fcfbb16728, 0xe4359b1540262502,
            0x063fcf9a0633a2b7, 0xff5a32230f663595, 0x821aa291620fb066, 0xe12ad3e448cfb856,
        ],
        [
            0x5812ac101cbebc28, 0xab361b9000c4ea24, 0xaf347c80c4738ff8, 0x5db1bb65ba01aa0e,
            0x2d2391cf7f113ce9, 0xf05cdcea696373f7, 0x3f61c1497e78d117, 0xf8f3fd615ef386c7,
            0x5b5653b13b136748, 0x5cb8150dcc25649e, 0xa2c4eae57c0685f5, 0x17b6e666e75a88f0,
        ],
        [
            0xb2c1ca81bdcabb30, 0x2f52a3d95a9259d5, 0x1f7b53c0e3bbf6a8, 0xef1b1c85263be859,
            0xdcc6d7f89de0af2c, 0x895d27bb97cac886, 0x3f06a5967bb598dd, 0x9db29f5c057b00bf,
            0x73db77e522feb8ea, 0xb4f16165b09d597b, 0x7e7b87d9444dc756, 0x0cf4868886f0bbcb,
        ],
        [
            0xfa126c7f0df51822, 0xd9e9a06eab721d0c, 0xd26ad697863d662a, 0xe727b9c7de71335f,
            0x7af35579f7fcd77b, 0xaa49c25f504e6d90, 0x1e4ec605fea6969a, 0x944417953a9dca8a,
            0x61aeb9ce99615589, 0x95c9537d03dbe12c, 0x446d0180ff255f94, 0x26220f5751c76383,
        ],
        [
            0x47953d84ed31e21e, 0xbb75e6f211654984, 0xdc8a28791e9b862a, 0x91f11b7ca5b74574,
            0xa9ba110c067fa7a8, 0xa00823e784ccaff7, 0xf0ee335c67174039, 0x4171e4aa0ff3d43a,
            0x55de2590451f7a7e, 0xeb652215ce06fda3, 0xfef28b8dfc00726c, 0xecc15379cdcdc932,
        ],
        [
            0x47f1da5d54f21569, 0x563f447da2e59ef6, 0x06f19ee2d4ba6209, 0xf794e9f238c59c3e,
            0xe060ac7dea2fb383, 0x0690e6f9604635ca, 0x1ec3d57330f959f0, 0x78f67d6ddc082cb2,
            0x4870942b986ad1de, 0x77ffb2369138d51d, 0x5e368bd4c0b4727e, 0x8347943904684d5d,
        ],
        [
            0xdfdd6ab57b884678, 0x1bfa89a0eb87b0be, 0x950513b4f48dffb8, 0xd8d2c26916212230,
            0x8a2b0205a02d6bad, 0x9c6b2fd4e00b52ad, 0x8bfb501723d67963, 0xb8ffd6ee1a56c30f,
            0x90bb709c7fe78207, 0x66bc6583d75e9111, 0xee18379e9f081510, 0x216eea51d91c2636,
        ],
        [
            0x4a612bb897412258, 0x2b5c745f461efdd7, 0x7266057f35c1cf92, 0xe674546170d0e934,
            0x235f3019148e4b61, 0xae06d63e2d1fc08e, 0xf492db582a65791e, 0x9f9ee527e9acd88c,
            0xc06b05e6e52a0b0b, 0x31df23439b42e445, 0x019c5a3a2605e1fd, 0xdd1badc865e9a015,
        ],
        [
            0x15cfb780067bcfe2, 0xd7ffd486f6708f3b, 0x75cb7b9a02654b85, 0x52f7a72285b668cc,
            0x3f484fd3fa5422f7, 0xfeecbdea4e92e098, 0x5bf913c32d9a40c2, 0xe230d78695443669,
            0x397dbb0dfa30938a, 0x50d8e5890d20f688, 0x14266c8f55d6b777, 0x998e1e0fdd066c37,
        ],
        [
            0xb0c2af90d824580a, 0x04db8fcfed207934, 0x3f0f649d79e6e8cd, 0x2855e68e668139cd,
            0xcc20b51a53db5692, 0xbe9c84fe24a908aa, 0x3167d40fcc41985e, 0xcf812df422060b39,
            0x380e8af58c7a19e5, 0xa6e0826092d59555, 0xa3c9735b14b4cb36, 0xcb4dabfcdb0ef226,
        ],
        [
            0x0d69b8534698e5f9, 0xb196bff1cf05c016, 0x4a3b370aa452b511, 0x7674b3a9f1665566,
            0x25218bc794e7b32a, 0x482c89f99f80ccf4, 0x3b4f125f95f13318, 0xa00fb15f4b09c603,
            0xdfa2732f5e7c52cc, 0x07f2eb09b15ec835, 0x75d1d16cea2d3578, 0xd35ed605758c7b93,
        ],
        [
            0x5db64ebae1934041, 0x080bc7cc05089669, 0xed4bd834dbacb7db, 0xfc7e6f5bf9b8bd73,
            0xfba0e4145da0cf2f, 0x5bfbde9cc6ed5e7a, 0xd988f5f77e8655e6, 0x8d7c03ab204a3991,
            0x755a6a8931f8ef76, 0xfb195daf510390aa, 0x08e6e68f669c7282, 0xf8d6796c6f794b29,
        ],
        [
            0x3ad64ba6c094c2d1, 0xeca1d4d5638078fc, 0x72dc8d52b9775c41, 0x0817b49995eee5d4,
            0x0171f5f34979c296, 0xc6c64174d8067453, 0x4e1248c30584d8f6, 0x1f5ecd7d947d4b0b,
            0x49af98b4bddba966, 0x7c04c9125e9263b6, 0xb6eec090a6b22cc7, 0xefd7d25d4161a273,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0x4a8013b775b102e9, 0xebd70dbd6b60eaed, 0x6113f954831d86ee, 0x21c5132d4dd13ec1,
            0xdc4d3bb7009cf83f, 0x65e03b5f1e0ffe1a, 0x668984399626e70d, 0x01dcb5cce017e212,
            0x55abf92fcc13e085, 0x57e781a8a5853109, 0xc888711a579c0b8f, 0xeaeb179ebaa4931d,
        ],
        [
            0x07aba70a48453eec, 0xd5f913a2b6b01a97, 0xde167697ed4c028b, 0x56fe29e5336e4635,
            0x044d45af1f474d71, 0x5370c73c66ba7afb, 0x21e4169d66f451b3, 0x228862f69ec62319,
            0x22c8f08a7e3e7e13, 0xf881eb89981320f5, 0x17061b747b0927fd, 0x2cab1aa75325e3ec,
        ],
        [
            0x233da6f108a0c134, 0x5581faaf23262fee, 0x88df998e9e47c0dc, 0x3973ca15ec501585,
            0x19c163cc13bbaec6, 0xb3cc2fa20ba77fd8, 0xe1ab868a02635cf8, 0x3e9d2f934b90717f,
            0xd138fc3b55926d8e, 0xb7ea6ec57f728032, 0x5996eaab5a6ef737, 0x74f0d8a8dea6bbe7,
        ],
        [
            0x63416ddf839484bc, 0xf8e673e64917a76e, 0x3692169f687bb208, 0x262fd9322a8a454a,
            0xd91c12c57991a2b7, 0xad0cad662b9046b5, 0xb9e4584d4ce184ac, 0xd36aab4f95de57dc,
            0x99c48720f5a0cf25, 0xf8ad16efabfc71c7, 0x603bb39f4ebf2d1c, 0x806fbd102b8e1ad3,
        ],
        [
            0x32ed047af43c1ae8, 0xc7b6f0c97467887f, 0x9fa7556b1d8c978e, 0x7c89b5408d494273,
            0xd08fb5769b7412c3, 0x2d1e13882617a851, 0x56cb7c7c8390ece9, 0x545f903dbf07726a,
            0xec2dff3bc7b9486b, 0x0faf88dc8769b246, 0x05dd46668b0bda3d, 0x6eca79238607284d,
        ],
        [
            0x44a659e17039ba1b, 0x41c46a6e8fc7fb19, 0x8efdac94c41ae575, 0x816fe508dc18ceac,
            0xbcc523133910d35b, 0x5cdc5351945e100b, 0xdf314b79de930706, 0x246260383e4c3f5b,
            0x9ad2a5ac001e5484, 0x977a370d1c533a3e, 0x2cf56cc68d42cfdf, 0xb608280f1105ac1e,
        ],
        [
            0xf272dec0e6ce95fc, 0x157be59807026cf9, 0xf558c9c7c381755c, 0x0ad1a23a649aaa56,
            0x1aaca695d64baeee, 0xcffbb19968968e89, 0xf8aae79cc1041f57, 0x44488ace50bd9ad8,
            0x82845469abf778c6, 0xbc9a9ed46c024954, 0xf72cae1b27e4807b, 0x3fc4107c48311bbb,
        ],
        [
            0x3195fdb85bbc9ac9, 0x745def903f7ea0bc, 0x9ba19c961eadf12e, 0x8637fb14a82414ab,
            0x71070e1f0f80ead2, 0x73b32aa391b51859, 0x980c82b9ee819191, 0xd630aa77ad2ac5c8,
            0x1649d4f84e474cb8, 0x83a9026644018669, 0xd25513dc5ff236ae, 0xb25277d8fe2167f2,
        ],
        [
            0xc93a1b7614c11252, 0xdd9ebc814ccbb61f, 0xa467295d35925ee5, 0x48b7184c9ae32a64,
            0xce1b19525d52e959, 0x2e5a3bbc2ad368c6, 0x852118d25cd101ba, 0x196a8f7e0c9d0c44,
            0x3b17cc348109df6b, 0x6af434481fc40e2c, 0x8c56182a0ca91e74, 0x8da01c6df6feb71d,
        ],
        [
            0xbbd2b47839c19668, 0x822f870b4027424c, 0xdf278d3d15ab31df, 0xfaead9713952558d,
            0xbc0992ff7b4ab0bd, 0x884cc30d8d15e95c, 0x0ecef1200a8a3a59, 0xe923f01c29feda9f,
            0xbbcdc6353ef6c3e3, 0x74b083edcc6e64c0, 0xb4a2dffd4dd1cc06, 0xa7b6d16c8267f49c,
        ],
        [
            0x49610e6cedb00d6a, 0x448eeebbac82e5f4, 0xeb9417be316d9079, 0x31e418a49bef53bf,
            0x3f30d0c40c0cac78, 0xdc777df8db7cc7b7, 0x71baa79317a18575, 0x36244f5b28b177ea,
            0x7ac038eabd12e641, 0x8fd8889aa37d4417, 0xaa288a157131873c, 0x3836bc31cd373c51,
        ],
        [
            0x87c86deb53996eef, 0x08be861ecd5fab3c, 0x3ef8f4b648aa7598, 0x9d84cb2db27a037a,
            0xe69274b933743279, 0x7e9e19c265f4ac88, 0x94a691b39d3e74bc, 0x237e8f66827d37c8,
            0x6902bcb1e97736b0, 0x44cf300e56856621, 0x238dd5486cef4af8, 0xda3251379b46be9f,
        ],
        [
            0x03919cd41ba1369b, 0xca1daaaacb8f5249, 0x1143e587979927a0, 0xf12b3bb822d38ee8,
            0x68250e7032416715, 0xe7a810ad0c12a081, 0x2c25d6d9c520aa4e, 0x7d57f0267e397e53,
            0xe4e38551dda16f4c, 0xa4dbbd7f739b9348, 0xe5c4484b432aee4d, 0xf6a81cfb4f466aaf,
        ],
        [
            0x36325cef668b72b2, 0x3e427fe542369e6c, 0x27dbb19bc4d6864d, 0x0c421e9764d402e9,
            0xba1bcc22ff98a81d, 0x06593c733377bbaf, 0x62d25c5db0b86c51, 0xecaa7f2a0530aceb,
            0x703102c2fa8ee333, 0x0f19b29a921e809c, 0xe9bae24ac5a75739, 0x31e96227ae5bde97,
        ],
        [
            0x34c8c5c6e72cf663, 0xfcda206abf13ceb9, 0x01dfba4eb9961254, 0xc1b976bec0e5272a,
            0x7b77a9a9c4431186, 0x1b90c81d9ea0c3c5, 0x1d1b1d7ae4ca7726, 0x8458e33b491f83f4,
            0xdcacabd3928e30cc, 0x5bb6e1f71e13e674, 0xff66210e15db97d1, 0x9ba19643276321a5,
        ],
        [
            0x99a101e7785b6f97, 0x022c7dca091b1379, 0x5cd7e6f527fb3a9f, 0xe8c50da034f6d129,
            0x747e82bb2b4dea9c, 0x2c628772682fabc9, 0xb53719a8b6e95303, 0x18cc087b9c565b8d,
            0xb1ddee93b8110297, 0x0350b6a205d1cfb4, 0x6e59833c7b5e714a, 0xfb825ae7ece896d3,
        ],
        [
            0xb2fd3943dfdfbe2d, 0xe108d5fdfb75f23d, 0x456b79deea19520e, 0xb329f3288a780f41,
            0xc26ad4c812aed126, 0x5d67d766b1e0f40b, 0xb12dbd26594cbf34, 0x5276f7866a4f6c08,
            0x9396307100b7ffca, 0xff27254f9023b207, 0x5997685cd3a889bc, 0x87d8b701e515686e,
        ],
        [
            0x6f397e01340bc4f0, 0xd92aea6e3b5a00aa, 0xf976311e6a6625c5, 0xb18a87636c2ae66a,
            0x09fe276bb431bfc5, 0x43ddd79ef2355569, 0x68e4631fe74e25ec, 0x4e5813faa19b58ba,
            0x77964d7cc808b5fa, 0xe784d947c9838224, 0x7df2721fb3f46bc7, 0xc7ed870a3b085d8f,
        ],
        [
            0xa55f9a355ef3cc3e, 0x53e2e82bc83a68ee, 0x3daa8c1a242b9d68, 0xeffedf3ec0736e81,
            0x4f1e0efee19476ab, 0x6f3bced9f56f211b, 0xbd0ba73f37c22219, 0x2f4fee753b88896f,
            0x5c285b48df355bd9, 0x8c6c404e57a74de3, 0x403a1cc57cd4d565, 0x6c2fe029833e84e1,
        ],
        [
            0xa97fc08d2068acbb, 0x621c9c1c59a9f44b, 0x78c8373d0c455ce2, 0xfc126226a17ff81e,
            0xf86e779276b1400e, 0xd2ed3e08cb110b3e, 0xa3f5279f3f3f1e4d, 0xf0e7ba2338763be8,
            0xac650c08ff0962b8, 0x6263a1ffa07efa7e, 0x67d4a07e177f8266, 0x29217dbbed12e6c3,
        ],
        [
            0xe4f0015c349eb4a6, 0xd3c1cb92ef86e339, 0x736e911d9c000e81, 0x556d351f37050eb2,
            0xdbba549fc2546c89, 0xca50ccad26bcf68f, 0x2e12b2ea410dd572, 0x08a8ede427fded16,
            0x7ecfc02e06c4fadc, 0xe795a63afb14ba30, 0x86ace6aa52d04284, 0xb4d981f11dad485e,
        ],
        [
            0x9a0b7e193ba0ace8, 0xebee47dffa974be8, 0xa40512d5351f0bbe, 0xa33ad5615a83686e,
            0xd3e8149b906d5abf, 0xc69d86fb3b939bca, 0x3ad2dee0f892044c, 0x29c626aa7ba494fb,
            0x357b5e576a77ffb5, 0xca0190538773f8c6, 0xf1f08719ac866a08, 0xb518030b36415ad9,
        ],
        [
            0x7483637bc431802e, 0x895e6b2b57da9ae8, 0x81a8e7450ec23a92, 0x81a81cf05b4aa5fd,
            0x9386aabf48e04f1f, 0x6330dd1455040630, 0x704e7913bacd09a2, 0x7cc4158b40b44d58,
            0xeebb44c0e4f8378f, 0x37de8835be2c4e71, 0x9a17218eacb5d7bd, 0x87a0f0f13539eaca,
        ],
        [
            0xbf852c813fe2fc6f, 0x66268e45b9149fbf, 0x3f84d2d92d277ad4, 0x9173379d481da261,
            0x1b47804316a1cf86, 0x118e885be7735f2a, 0x0a9b2bb0c0ddc1a5, 0xa4a799ed8f7c8fae,
            0xa68aa2e47052b26a, 0xd406e3b5a92eb8ad, 0x56937e7ed6d2cb7a, 0xb23861286b275390,
        ],
        [
            0x06ea2abc286edcf2, 0x316ccafd94398a51, 0x68f2abd52c44325b, 0xda8c9b687f7d6a74,
            0x56156d3360e916be, 0x588849907846408b, 0xd4670e9898aaa36c, 0x527f4a4e7f205493,
            0x49590bc24566d8bb, 0x531659995c7a9f18, 0x189b4d166f75f99a, 0x7f4f4a8024033845,
        ],
        [
            0x4458d7368f9c966f, 0xb76459579add7b38, 0xbb905d5d65e8bb4e, 0x02afadb10e90b3e4,
            0xbe6c853a7e626e3b, 0x3d68da92fef4c17e, 0xc85002daa520ec35, 0x7321eaf823ff3258,
            0x425840ba991d54f5, 0x5c5209432973be7d, 0xe7b4676d0bd56b02, 0xb4bab2afc7f35295,
        ],
        [
            0x5b00f14a9c7c365e, 0xa10c2e078900311e, 0xc01d2be60db5c252, 0x003aaf80163e75d1,
            0x650031c4e9f87cd4, 0x2588984bbf36db5c, 0x5d49c01a7321051e, 0xeb772c1b7e84ed7b,
            0x97937a939a646444, 0x770dda2e87dc9ebc, 0x2ef164a17db5a3f2, 0xf74cf1440d44f882,
        ],
        [
            0x31700a144a01a916, 0x7c8437c1b8908680, 0x4e7a93b7e4403f35, 0xb2b3ed146e23d0cb,
            0x96108bc3c0d39a44, 0x91a77affa1ab90ab, 0xf31168eb7bc6f273, 0x5cf4c91318f566ff,
            0x3e71395ed6b141db, 0xf8f1f54f202de51e, 0x41fab2f87e4b5300, 0x668acac59f0c1de9,
        ],
        [
            0xd25f6511031e7aa6, 0x3ffb889d1b16cb15, 0x3d4012259051616d, 0x5324fe3328bb220b,
            0x4c99f6ad7caa37db, 0x8cdc5c41139462e1, 0x9ec524e657890b92, 0x431483228c6dd9d1,
            0x448092d75bdd86ba, 0x2ec3fb57560b28c0, 0x336ddea912887a64, 0x331fb99a987271ca,
        ],
        [
            0x1ab25c2568b2bf60, 0x04180c1224191d0b, 0xb7508182e5b9ffe6, 0x668b7d20488a3db8,
            0xe96ebb204de261a8, 0x19fb30f13023bfb1, 0x3a147b36c0223b8b, 0x64cf64c7dfb3e7c9,
            0x46eb6e792bc7ec2d, 0xdc0f69b85955efae, 0x53c2d366205e6c84, 0x31e26b0260e1ebe4,
        ],
        [
            0x28bc5b29995cc42d, 0x92c31797511763e4, 0x04edc829ae73498e, 0xdf0fffdc919acfcf,
            0xca64fe0af5597dee, 0xef30071f74f145d0, 0xb23c43f52f463be6, 0x37a4def3cb646d86,
            0x6baca8cc5d9cba3c, 0x95ccff74a6f82ec5, 0x6d2f16faee906b7e, 0x5b255eaf104e7480,
        ],
        [
            0x01252e5a1d8af374, 0xa0f0a97a6ef53354, 0x5d8caf926322d330, 0x86bcd55db749ab15,
            0x7b1441dfeff9d89d, 0x76f6e90bd832af81, 0x1a34a2faf7021abe, 0x8c810d3243ba86b2,
            0x17add94d3a72a5c4, 0x240840c250972de3, 0x350f524de15bc40b, 0x83f3475b9dc2750d,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x064b0f77ad3ab043, 0xe002ff5a5742664b, 0xf83f8cb0087fecfd, 0xe1cb78ca8b1122c6,
            0x8d7d76002fd30fee, 0xdd22a800f3cdbdd4, 0x8b5ff455287ec7aa, 0x517adad9fc7e03ed,
            0x25e7253e8e765f15, 0x247587582759b7ac, 0x86d0cea210275f27, 0x9926862dee1842f9,
        ],
        [
            0xff466437c2a0e5c7, 0x5d7c4a16984a801a, 0x3045e687969a572e, 0x92b9798ac2e0168d,
            0x17651c75082289b7, 0xdd805ab702f61375, 0x273d5670ed8fe3fe, 0xdb23d7069dde24db,
            0xda79e169d5b65096, 0xd752cd12f632e698, 0x08e240f08a2b3a2c, 0x065b2f90d1b25fd6,
        ],
        [
            0x8b8488eafd7b4296, 0x7aac167fc13b1716, 0xdcb887ccdf6b2498, 0xc258c40262c273e8,
            0xcacfc3a75e1f72a8, 0xde2f8ced76cbf386, 0x4ece34078d865d53, 0xde26e80e1b45884f,
            0x14ccac6c49ab821c, 0x0cad3ee7ecc7d271, 0xdbbde7e781917606, 0x2b0e25c6ae086cf7,
        ],
        [
            0xb1756ca8787d7f2f, 0x40447620bfaa5797, 0x36513cf8f6336394, 0x8aa24362896828ad,
            0xf359c22f6c2f18df, 0x8786cf16bc08caf6, 0x447123b1194072ef, 0x12dea57d34cd8007,
            0xa73f09c6f3872175, 0x151dfdb115a3e948, 0xd2dd863e56c4683a, 0x9b80d141056df693,
        ],
        [
            0x2380cd098fa2be0c, 0xb22dfc623d185b92, 0x85227e0e051a2aae, 0xb2295a3b7ed1857e,
            0x244fe215c8ebc688, 0xdfefcadcd3d82a56, 0x80ca352678809378, 0x378ac77dba2e9656,
            0x77b2c528547a9495, 0x39d0beebab8a72e2, 0x1bdd5fe680c934c9, 0x2bf3f69f14008e03,
        ],
        [
            0x44a80a6c67093df6, 0x63f9fb2e2743c465, 0x50294260e49387de, 0xfe990fb109c704e6,
            0xb2620c7303ef71b9, 0x123740a7b903573a, 0xa877482330b5ece8, 0x54d31948b6ec2f39,
            0x5535947a249e9526, 0x0ffc8dc07556836e, 0x63a49640aa534130, 0x679794fc7697a242,
        ],
        [
            0x4d991d646171d68e, 0xeafbadafbd084d96, 0x16346ea537f53377, 0x9f178834755444f5,
            0x7b79a14c1012b232, 0x0fa56e2985921a4e, 0x34731af289d66d27, 0xff7479a58fa74d29,
            0x6180a8336af63266, 0x6e37b85816589f19, 0xde0a1a3dc5ec0211, 0x3513f5228215c1a0,
        ],
        [
            0xa52e8c202644dc98, 0x887c7e244324af38, 0xaad69e193b6406d1, 0x499d6124066651cf,
            0xaa617c8c0fb254ca, 0x76c9cbd1e7a563ee, 0x6210904115e251f0, 0xebc469299be827d2,
            0xb0ad0ba3d10163fa, 0x0c49b061a38c0769, 0xf64190aa72caecf4, 0xd2cb2d0919f54d28,
        ],
        [
            0xb973d1d70ac36209, 0xfbb792d392e8e2c3, 0x48f72ce8feea49f9, 0x4c184e3c405e1b78,
            0x760cfc254acf2992, 0x0a66781899ea574d, 0x00eb986da71aff59, 0xd258adff8a47b829,
            0xdf03f3753f467610, 0x7f62dcce138a19e1, 0x466cd78c0e5ecf01, 0x14c4b718c9b17321,
        ],
        [
            0x474ca2bc44477771, 0x5c9accf6c0be2a45, 0x64822d9bf40556ab, 0xbf364800dd00f3e8,
            0x9dc15f56f8b3a7af, 0xddb9f8360579a9ae, 0x21c2e24cd8591917, 0xa31ca0e58601ba7a,
            0x7fbb8a82b4bd5db4, 0xd73b0dd1119bfa52, 0x0b46a1bcdf69ecb9, 0x5ef2b27fe60aba27,
        ],
        [
            0xf0832849b3342021, 0xe91a9ff073adb3a4, 0x4349038f250139bc, 0x05450107e67c194c,
            0x90866f0103e4315f, 0xae3d1a0d8b34886d, 0xd8e9351c29dcbaa5, 0x15fc7fe848011de7,
            0x4772b54234ec5ac0, 0x02f13449e5864055, 0x9d645e12d96508c2, 0x31de67ae3d7c31fe,
        ],
        [
            0x9cb0657a1bb86c5f, 0x496d11bb23c3c7a5, 0xf58020fa9ee0992d, 0xc097946fd15b8756,
            0x5e22ef7d2ded31b5, 0xa4585b171aa32736, 0xb03590334d85942b, 0x854263a01ac0023b,
            0xfda20b6f963b5c7c, 0xf7f8d6b647d63194, 0xda52b7a15cd76eae, 0xa0413471708381e2,
        ],
        [
            0x509b6d91d3291270, 0x64095d717b05b62a, 0xd37351f37fa6f4ea, 0x553f2c559b966ec9,
            0x1134ab74f772ce3f, 0x12577d34bac742d8, 0x6e7efe963fb4c386, 0xf94ecfba711c879c,
            0x77029a5bcacc919d, 0x0f9708962ee99ab2, 0xb50a6881ec93f891, 0x3a69796a3f7b8150,
        ],
        [
            0xaf855e1783d71326, 0x1f538c1ec3a4a244, 0x175492b5610c0445, 0x85d08c73d3a68165,
            0xb0ecb6ff279862f9, 0x63e7ca8f3b450cde, 0x7e8bd44b097ae835, 0xc9516a6375350f9a,
            0x242fad4ae98ffdc0, 0x31145cbb166f1192, 0x8d12d693b6eb8a43, 0x0a106f0243d549ee,
        ],
        [
            0x5d9c0b7f9e96e5aa, 0xb4fd728464e47e67, 0x6fd246a9edaea6d9, 0xbf8b96e702c15f6f,
            0xa9d56d48fa36eb5e, 0xf33f4e2c747d820b, 0x7dc142215fab268f, 0x8615984587957550,
            0x2a754ee6f43b1687, 0x3e4dc93ce7e6430c, 0x8444199ec14b4032, 0xe7081b92fed66305,
        ],
        [
            0x64809cc77c84ad05, 0x98ade2d9fa12106d, 0x2dc25204370da1ba, 0xca3aa1c935be0e7c,
            0x7bd4d1121df710de, 0x4fa9b82487db5c07, 0x5ba62b469c821b7d, 0xd0afb3ca27d1e9ff,
            0xe2765b0528aa18e7, 0xed1fec99b6296d2c, 0x2013139e16a3589d, 0x333edd5cc2737a29,
        ],
        [
            0x10bfc11deaaceb24, 0xd1bc3dfe3c02c60b, 0x24318c7d060a94aa, 0x9e497c2c5b4df8f2,
            0xdd81ad091d414c84, 0x9e0c751a6d767308, 0x6c3b7f730a3a36d3, 0xea2f274a49f239bb,
            0xc77b10723c536346, 0x6e0b06cd14d124ae, 0x2f7116bdfc44774b, 0xae1550e35630f9b7,
        ],
        [
            0xace89eba744c8302, 0x41a7b18c29cb71ae, 0x377bcf3256ac99bf, 0xfa3b5bf951fb0ea2,
            0x79264627684c7668, 0xaeccaad9847689ec, 0x6255a8359347c6c4, 0xc95916f10ea71cd8,
            0x8319f5817fe96154, 0x41dc136139ee1c5d, 0x418cab5289713dbb, 0x95910e33884205c9,
        ],
        [
            0xa2263e0e7a3b320a, 0xf318220a2aaff55e, 0x6b3ba68362e7aa59, 0x9765f1c0647cb4ea,
            0x104a0b1ca97f74ef, 0x95dab1030e48d1da, 0x06cbdbe621464584, 0x0510890948b4d368,
            0x9176b1809e90e57a, 0x74e2d2cc8edcfd72, 0x9d33d7eba03f250b, 0x5512ff9162f909cd,
        ],
        [
            0x305728da4d9325e6, 0x1499719d845f0957, 0xd5e248162ca6c15d, 0x0b52059ecc9fd23b,
            0x1647d098ab4d1bee, 0x28c3520637549a9f, 0x91cd53f50d2e8edd, 0x34338ea6506d764f,
            0x387948ef39a7af83, 0xf45ce8c4d41a11e3, 0xc4c46e4ef3e83e01, 0x97c238a203abef6b,
        ],
        [
            0x8f86d22dc381d477, 0xb03dad4d140856ed, 0x0a3bf5b7a9c458ed, 0x6fcd504e6e94fe43,
            0x546775bdb64ec03e, 0x4320f82d2754974b, 0xec58dc608ae8538e, 0xdad2f899184fdbc6,
            0x373067201953b4ef, 0xe593564232cf99d8, 0xbac87d5223117d7d, 0x58a7e7448e713b75,
        ],
        [
            0x77872c45444cf682, 0x66bf0cc50a895d23, 0x3524d1785e54590e, 0xae4db91ceeeb1397,
            0xf1a19d011666ec8c, 0x780ecb2c82d44094, 0x3a878eb29f7ffc45, 0xf3941b2815afdd2b,
            0x68a4dd34bd0461c2, 0xaa465275448c9694, 0x6abd8c3b6a43b808, 0xe57b5ad1e8a86764,
        ],
        [
            0xee9e37e4b8941bc8, 0x948dce29a5d294a8, 0xaf7176e935c40c76, 0xfbd6fcd36cb0f720,
            0x7e8a2b597d112360, 0x1dc5221044643834, 0x45995116f28ab466, 0xd8ee7c8245081026,
            0xbc3757b3f6f8e641, 0x428081f89bf289b7, 0x21efcbc1086b19db, 0x86c670f7b2cad411,
        ],
        [
            0x4a2697e8a88b43ab, 0x19dd2228134e57f1, 0x587c65552ee4c89d, 0x44562353c5737b9d,
            0x31da60c433045d6e, 0x6b8be516723fbdc2, 0x9b4487cf8cc2bbb7, 0xfed59ed7cd862946,
            0x3ea0554b60cbe0b9, 0x63a0727b38fb79d6, 0x1c79bff25c760556, 0xe142ba8f5b451531,
        ],
        [
            0x7aff0d21b81446ae, 0x2462efbdd21888d8, 0x99efe74d55649ad1, 0x8d86a8fb215b7f84,
            0x6159baa4b8081a04, 0xc58d38e95f344353, 0xd5342d185e396a4a, 0x8e98b7d57650778d,
            0x3c600348e4b2c4c8, 0xeb5f0b1380d01b20, 0x4b5af3189d5075a3, 0x7049b45ea8dd0192,
        ],
        [
            0x55b1f555020c9521, 0x18463aa6bbc97e7b, 0xe7bcde221cb64aaf, 0x7a1a5d25ef219dc6,
            0xfa90eb85f10cc717, 0x13c6c30164f8466a, 0x1086cabba27d3065, 0x091be43bf718a1d0,
            0x7c9878a783c8ffd4, 0xaaa5b0a7eff85f35, 0xf07dbb2a262c1ded, 0x58f55dbe77bd5d66,
        ],
        [
            0x86eceeed3656d1fb, 0xb33ae5e2fc4912cb, 0x19d445fad792e753, 0x2d2fb1feba80ff07,
            0x761205e8f28beb89, 0x0652b0e8fc322715, 0x2459c58bd7d821ae, 0x470aa2aadf16ee27,
            0x97dec8770409e015, 0x16bdf70a2901217b, 0x8a86a24362e1b6ef, 0x359a05df9e71320f,
        ],
        [
            0x2488b401dca22605, 0xb0423f5898d2b2bc, 0xe67f1a9961d9764b, 0xfc6fd740baef45f6,
            0xecfd3568c42a6cc7, 0xd9682afc971c3855, 0x1d8bdbade5b7ca51, 0xa8800ff1a09b2ebb,
            0x8298fe27ccc4aaa9, 0x9e6e94017ad144d3, 0x64dd9852ef3bed7e, 0xfd67e6b6d993cb79,
        ],
        [
            0x491922ace37dd7a3, 0x3d969383df7be2aa, 0xda39ef0473f25ba0, 0x1cbfeb05905a14e1,
            0x75e69b459af84a80, 0x58fa42c311b31027, 0x6680e5f190e3ad9f, 0xae5c8fe7f1b4aae9,
            0xbcc33696fec194da, 0x8d85e4cfc5da37e7, 0x927176a2915dd64c, 0xb293e606909fab6e,
        ],
        [
            0x346641c9d8087023, 0xa5c221d18e46c011, 0xcb530b7503b9a2e1, 0xba457224545b85bf,
            0x429cc00b75e64bf2, 0x33ec065935513f23, 0x476a2e9564382a97, 0xf09ec04a35b3fc47,
            0x8162b2e6f843716d, 0x049d7eaf46aa2df5, 0x97e1de51217105f9, 0xbf48bc5ff183f33e,
        ],
        [
            0x2bd26581f6d2b34b, 0xe4ea3fd775b32bcd, 0xce5bbd46bcc0fa94, 0x0f086550ba4064fb,
            0x27076a3ed64721a5, 0xfac08b14d7e3b05d, 0x07d26432428aae7f, 0xd430a5a6b4540b4e,
            0x9d7d753bfe7d2b9d, 0x472bfb767aefb5bd, 0x646a235a70ebde78, 0x5dc3ced8f9a1f05a,
        ],
        [
            0x507eadf4fc99e1c8, 0xcbb454f89ac9935d, 0x27bec846b110fef8, 0xb1205e7ce7147ee6,
            0x0e9cf4e12f5a8e79, 0x7e6af6405baaa9f6, 0x37ad44778442cc69, 0x8222f0eb212f29d0,
            0x6020b2ed58f8ee5e, 0x1a46db654a2f2a55, 0xf8db1988f6f08788, 0xa34b2620955b1f27,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0x476794db1626a3ab, 0x1a2e743e90cb2289, 0x41e9a006fd1de2be, 0x18a4523bcfa0b911,
            0x3b50e7968028ebcc, 0xd628049e35d0aebf, 0xbaa2a6719beccc48, 0x879cc447944b6918,
            0x4ed0a5975bccd23d, 0xf99f424aefc26737, 0xae309f2baccaf5a3, 0x21322b00b1787d2b,
        ],
        [
            0x4ae018cc3bafa793, 0x62dc9bd58462a9e1, 0x881004e8702b8451, 0xeeb6b6c2813baedc,
            0xdb59c5b14d732bee, 0xdadda600d2cf75ba, 0xdb4bd3758695642e, 0xfc16e3196020fe54,
            0x63c2af5a04915a0e, 0xd2599e54c00e4fda, 0xe349ac89c954f941, 0xcad99799d023dbf5,
        ],
        [
            0xda3751b368a092f1, 0x35ef766495a00b72, 0xf9f0ee569286b0a4, 0xbab7128fe8442ff5,
            0x9289e810b1bf76e7, 0x146cfb9f6f714a75, 0x7dd738c444840e63, 0x101826b937abf3f4,
            0xb32316cd4ed45a60, 0xf20a25d8566286a9, 0xdf8318ef723328cd, 0xacee7663b4cffe72,
        ],
        [
            0x64fac04cf055ffea, 0x205fb93a1bfefcc4, 0x8dbefaeeb4ba5e68, 0x933a8beaf8f9b6df,
            0x35ff277c575d2139, 0x851ea5d61d5dc732, 0xa6c32ab62f5fe954, 0x7c46012d885ea15f,
            0xf5307fb661b9d626, 0x32f82b9230b8384f, 0x785c7b870516a17f, 0x5dc6ee8f821aecce,
        ],
        [
            0x13a48ab2a47fe1ba, 0xa97627239847407d, 0x92f599674f08044b, 0x08c98204e29002a7,
            0xb0c8289abb4e81ce, 0xa8f21b54fd472cec, 0xe471dc0ddb0ad2c4, 0x6e2b05a1ca4eb5e7,
            0x54e971f9d1f99b5f, 0x9e05061397082b69, 0x6b8f1620e9e34fd3, 0xcbc5dc34b1b1f46a,
        ],
        [
            0x6d4545240f1037c7, 0x98f81f44a2e60d31, 0xa48a306d02c5d048, 0xfbaff2a60465ceae,
            0x5a6c9c7f873bbcfa, 0xf2c006886cf10cf1, 0xfd221d77ddd02b98, 0xa0678998edb598e3,
            0xbba8503d696dc00b, 0x9cf3e80bf8c84768, 0x25ecbb6a4c7781c2, 0x9e5e592c334266bb,
        ],
        [
            0x89f6f73a89e79077, 0x46523dac62d6da4b, 0x6470950a8f44355a, 0x616b7f7eb66df0da,
            0x2cd5dbfd6c79df7b, 0x3e233dd14dd7f49d, 0xeff1187f2f47074e, 0x2ced6664cb147c32,
            0xa1ff223715d69275, 0xb188cc4bf2dd91d0, 0x97db737b623b53f0, 0xd70d4deebdbec6b1,
        ],
        [
            0x8a9d1afe97c715da, 0x02fee81a24bf944c, 0xabce755550297edb, 0x3611fd38818cdb1c,
            0xaf2e30df72d786f4, 0xfa0607771042436b, 0x975fc44bf870aa38, 0xc2f23336ae5635fc,
            0x6ddb067850667529, 0x31908465d5f16532, 0x7d8ad66e005ca7c4, 0xc31ed2b3ffe1dfbb,
        ],
        [
            0xdf78f2148edfb530, 0x07d6bd585ff29165, 0x605494786a24c2e0, 0x147849378cc2d411,
            0x0ef12f5727b4b95e, 0xd4636f50ff22f61c, 0x22936646897e3f54, 0xd64b8f68af544c4b,
            0x02866670e3457e3e, 0x269f447f12b74eac, 0x172e8dea5e94028b, 0x6a9bb3c48693fe72,
        ],
        [
            0x82ea2f5eb43ee85e, 0xd43909a145d9d228, 0xdc2149a409fd2173, 0x7327d4dd2526b466,
            0x40300f3ca846bfeb, 0x0dd26ab28b33ac3b, 0x792e94f01cb0aaba, 0xe4d313824e723360,
            0xe7a0c06b8a6f4e38, 0x894d7eeb8e32586c, 0x92898cf22e1012c1, 0x37e4bbc6f979a711,
        ],
        [
            0x06de5fe91c7eef89, 0xf6d3fb026f63f7f1, 0x622fe3d7d18c458f, 0x8c88cfba123c8f62,
            0x25cdf7a8a2e92f8c, 0xbe3ecc46653a33e5, 0x14c43e5a7bfb6907, 0x2934a0fd91a0f38c,
            0xc5554f6d396ea97a, 0xd131839167680765, 0x362fd611887d51c0, 0x227902cceb14189e,
        ],
        [
            0x69e042013d681aaa, 0xa83f71660e539216, 0x679c93b746e7b3e5, 0x2f63ea84068e5ba5,
            0xbd9b1f03b7d725db, 0xbb9ad200f3c66632, 0xf0dcc19bafc66759, 0x8faf2372858f22ce,
            0x592775566e653c9f, 0x72bb4bd1d9114adb, 0xc4cefff0d1ceee69, 0x68a7248080d0438c,
        ],
        [
            0x2181989e3d983b07, 0x7c09cf4470997f68, 0x09ea4c4f1b9c6e16, 0xba927d01a9454f1c,
            0x4c1a7994de4cf5a2, 0xa6493e666294e22c, 0xf4d8dee0332a9bb7, 0x761f484e59606e4a,
            0x2cbc964c0ea5f8da, 0x44a080d3c11ce6d1, 0x671f4b134e3187f5, 0x8fa853b2cf33271a,
        ],
        [
            0x1891fe1cb792c3ac, 0x3ab1f6afb4a4aa2b, 0xaffedc159f7d6cef, 0xc79e7fd650c6fb63,
            0xc4cea281f04af612, 0x64dac4a910de453f, 0x623e239ba54108e4, 0x6f6c3d5d7d060a18,
            0x636565b4f27fb31e, 0x8f2257366dc84c5f, 0x2d798115e7e9dd44, 0xbabb7dfd594aa166,
        ],
        [
            0xf4c6e35b19be760f, 0x8fcac0acf981714b, 0x27fefd1795d2ef44, 0xcbce96a8ad547897,
            0x221eba99465a0171, 0xdcc9e098ccae16e8, 0x2f1a102c92073c91, 0x2f90e3ebfcdea9b0,
            0x1fd7abf90b222436, 0x3c2b426387ec5847, 0x2e74d975df9917b8, 0xc6dd6eccec02742d,
        ],
        [
            0xd375300e34fd163b, 0xf76092e9db4e8d0a, 0x72ae68254be9f625, 0x62bede5a512c518c,
            0x41566ce3119bfcf1, 0xcd6175bd41cfbf93, 0x807dfe52af4ac70f, 0xf8d002159d2d5c48,
            0xf5e64cb504d16f0a, 0x8e03096714585e11, 0x70cbfa5f7189c638, 0x9a15d92c3947ffb2,
        ],
        [
            0x65ee92b8a62f9908, 0xfd7659cdd4dedf75, 0xbe4f6d0ebe934a71, 0x8df8847159a81a98,
            0x045b4aaf7c859682, 0x80a16ad8c8b5f8f5, 0x04e0da45eb7e2a68, 0xc837d7fa2ba716fc,
            0x19a8cb101a89d73d, 0xafb670d1fce20c5c, 0xeaf0112c62d1e852, 0x322f4cb8d6d8757e,
        ],
        [
            0x58767f54df562e4b, 0xe9dfd432a933624d, 0xc9c93518ef957d2f, 0x0974e086e3a22f4f,
            0x701d22c491539400, 0x0b430d3de98077c9, 0x6f2182217ac951b0, 0x69613a9279ceee17,
            0x96171d7c9e776c73, 0x55ed418717a0df27, 0x0a63b49dc5ff6815, 0xf11501b73ca7b35b,
        ],
        [
            0xdd3c4fff0bb3c009, 0x1b0f097439689b44, 0xd262e759f1aa6c17, 0x2fa4f31f88c1fd6b,
            0xae9b6e8d36e89f9e, 0x3a4ae61ace14d4df, 0xdcadc4a5a1098b75, 0xba1bce4ba2b0f05b,
            0x24267769206e234b, 0x44238a24a7356a9f, 0x298c1a2abca98377, 0xdb77ad14e9a05b23,
        ],
        [
            0xc3b630bb88612852, 0x9e59d4a2bbbbc9f1, 0x1d00206a5e623380, 0xec070eb6edaa2566,
            0x1920eb514fc83b5c, 0xb14c652412c137ba, 0xbce01a88ece1b9e2, 0x6170cc7ee2376a2c,
            0xfcb3ace9e4421cdb, 0x661be55df779f071, 0x35ad8df090fcc7f3, 0x8c5e7157118e23ab,
        ],
        [
            0xd539c1c166279244, 0x661c56e7957d4dc3, 0x2161eb989b0b61bc, 0xa468f9be1199d3a3,
            0xd4631141a2b6ff7d, 0xb4991240aa930817, 0x5fa7dc400758f349, 0xe7e090df178ad6ea,
            0x17441d5a6095ac93, 0x636ff40d5f3fca2b, 0xa4bddbda2d40cd34, 0x2864ca10f0902b83,
        ],
        [
            0x4a3ef02a295b4bb6, 0xc65667ddb9d8111d, 0xed3f33e9e5354e00, 0xfa9f5851c41625f4,
            0xdd5067634c2e0d8a, 0x65cb4d46f9b991bc, 0xe2583bfa05392a71, 0x9286e9110441401a,
            0x1490325e4521ba4c, 0xb8c688683da69cc3, 0x90ea14d314e063ab, 0xa12178485048bc3c,
        ],
        [
            0xb7b6028ea80174ad, 0x987dd771f0564b0d, 0x28f1756d6b0c78c2, 0x350bc3e5deca1f6f,
            0xfae643cb58040442, 0x0c618bea32d84c9b, 0xe226e87c85543b07, 0x8fe3298e51574936,
            0x55ef3c2c608015ba, 0x397ca25221522127, 0x7b3b2122a9134127, 0xe85e024924e7f910,
        ],
        [
            0x79432ad32afdec84, 0xa0a218bc36e11e0c, 0x14fa6dd4bf46cb0c, 0xe39374039a8f4d77,
            0x12dd177386a67a1e, 0xbe5e6b33eb1be2ff, 0x36d54a94c2789d6c, 0x128b7975ee857766,
            0xc64144fafdf7e459, 0xc5534f810cb6d12c, 0x1fd16150a370ed29, 0x38004da28c246ed3,
        ],
        [
            0x1c3747a17ecf3e3e, 0xfcc880d351e3598b, 0xfce8cefbbc54e702, 0xef10fff8a2232afb,
            0xdcbb35e89d398625, 0x5d08a535d6c04aa6, 0x173916309a579d63, 0x6ee661d128f1f488,
            0x7f049c3f60f6a3d9, 0x3cdf763412626f4b, 0x5493f892c7b713ef, 0x81504acfebcc34b7,
        ],
        [
            0xcb7a9cb07e62c088, 0x49b99d09acf22393, 0x0fbff887eaccaeee, 0x3750d233188ff33e,
            0xedd56606c3027107, 0xab7738d9222bd6c3, 0xf6e30b153d251db3, 0x510cdf6dffca8d2c,
            0x4fa8dcfdbf8dbcac, 0x382ea772df8a167e, 0x214a706d606da812, 0x8093efe75cfad3c4,
        ],
        [
            0xb5b1c2b685670c2e, 0x406416f4948ac802, 0xdbb6965c7199a648, 0xa96676a029275a6a,
            0xfbd4534c5ef3a209, 0x9a88945c78b5b603, 0x4e1a85f3b46c3d88, 0x0e71a658a2c36ea7,
            0xe4f6845edf2c7121, 0xc04b119a552a60e2, 0x2edfe22aa401cdfc, 0x093581145ff799fd,
        ],
        [
            0x64177ac094ab0923, 0xc51c1b55ab86cb71, 0xb8ddcbe2dc64fb37, 0x93e610f64f8a7aeb,
            0x9c3f3915eb2e818e, 0xb3ec1798ec4c1b0e, 0x30bb3e56016b60c8, 0x7162123585d86493,
            0x945065a73d48b84c, 0x1b24c6f07b0556b0, 0x674b1d32932eb95c, 0xd3d0c24170e31968,
        ],
        [
            0xca7f7e9b67e34b6c, 0x40d89905a3a333be, 0xe97857fa8ae45fe4, 0x2a380d2925e2fc82,
            0xd8be69e812656e57, 0x3918e7ca54713b32, 0x37851c85eda5224b, 0x65c79c5f1ddaee2e,
            0x7cf253440ce7513e, 0xff6bb2ef2b542d55, 0x822bc1f497eeb701, 0x7211a7f89c469ef8,
        ],
        [
            0xbfc3c325a99ba905, 0x92e7e01eb480bce9, 0x08bdaf96e5f8e29c, 0x759e34d40016b58b,
            0x07d5c049c8e67d6b, 0x947e390560534f94, 0xdfe167ae8a030426, 0x5105e3bbbfd4ccf7,
            0xf9dd0093794955ac, 0x984b14c6b7d7e339, 0x8756cd6124a345f5, 0x9eed8ea7ea361c8f,
        ],
        [
            0x55759a2e3d87ceba, 0x011e4aa65f4a30c8, 0xfb2eed1b0ae8ac81, 0xe2ecfd7d24b57bba,
            0x59d21cb220bd3916, 0xfd23e89d939590be, 0x2a46a253fcd0a588, 0x28263c8900c351c8,
            0x53e74d657606e966, 0x0d393397728d4319, 0xedb347ee5c74f8bd, 0x8c7f535b51b5af7a,
        ],
        [
            0x61df1a56b3752d25, 0x6b6983eb44d7ef8e, 0x5333a589a20f1057, 0xd2ae7c6588bba868,
            0x38378792aebcf208, 0x826345c9f1e9f416, 0xb302c0a983662976, 0x61f0e88f3c6845a7,
            0xd7031f93f707afb1, 0xc35d61836f232845, 0xe137f089b26474b4, 0x61a636a128781fa2,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0xa628b09aaa03bd53, 0xba065458a4f52d78, 0xdb2987894d10ddea, 0xb42a31af8a3e297d,
            0x40f7f9e706421279, 0xc19e0b4c800119c4, 0x822d0fc5e6c88c41, 0xaf68aa6de639d858,
            0xc1c7cad135f6ebf2, 0x577a30eae3567af9, 0xe5a0191d1f5b77f6, 0x16f3fdbf0356b301,
        ],
        [
            0x2488a5e242167978, 0x21602406047cb677, 0xbfd5aad64b533913, 0x21511ec70b6e7624,
            0xb38e9816ac359672, 0x9b793af458a9bde3, 0xa8448af044999a6d, 0xefd02e821f1061fc,
            0x2f04dd33de5f9256, 0x822a5c687a770f81, 0xb24c6dea5ded11ef, 0xb4744f7dc0f02eb8,
        ],
        [
            0xc6d13d9055de60e2, 0x88525311345523a8, 0x412788de72320efe, 0x623be1091e0922c4,
            0xf820ca874cdf382a, 0x1a509ee26fabc337, 0x2123b6403da53b9d, 0xadded6ea7c7fa6fb,
            0x47cfb5b11f77605f, 0xaf3d0a9e581798b7, 0xb9484b480e0efa1c, 0x9a8d3d400bcca1dc,
        ],
        [
            0x0eb39da6d89f1162, 0x699891a6354c7e1a, 0xef12df0bf0859640, 0xd6d99d1ed631d06b,
            0xecf48637947c24c0, 0x085bca8c6c8a9679, 0x3d501ec08e8305e9, 0x9072c1f32a29f618,
            0xe64a440df1ebd179, 0xaaa5efe7b065d78c, 0x2ed806f8724ecc40, 0x23fce909a8cb1cc5,
        ],
        [
            0xc5405556f13d61f7, 0xb2ec62213b5e93cb, 0x99a04bbf5d54eef2, 0x5ec8010e2c6a2774,
            0x738eb43dd2f845cc, 0x4a8217c8e8cc4419, 0x365707829026fbd5, 0xe2a5656ca3a04352,
            0x93a8ffa5aa6ee304, 0x7a68a8ed13267b04, 0x6c9fc6a53eda619d, 0x91306dbdcbc98625,
        ],
        [
            0x04679e7b1c35daaa, 0x936ab7947484a662, 0xe9bccc6e1da61f64, 0x788fccac9cb38b9c,
            0x901c725c438504c8, 0x3b8d7fec88d1ce09, 0x14b9b687c6f9a80c, 0x2e1c5958d846e881,
            0x646994399b7e151c, 0x30f43933cb5dfefe, 0x27d17a6c15bc7e99, 0xd33930fb1cce2267,
        ],
        [
            0x4eb8364d4f3bf0bb, 0x2f7c46cd22f78e20, 0x00098538b5829b86, 0x0d57f75a87750110,
            0x5fd943bdd58e4b2d, 0xddde438ae7fe418c, 0xeee61463e6173c57, 0xcf32925b999add1f,
            0x7088c49da6f2dacd, 0x734ed3a684d64d33, 0x0efe506d140f34f1, 0x87ce6a49d7917ea9,
        ],
        [
            0xaefea69f3d36263b, 0x00ed9abb9fef7208, 0x3291757f84bd8434, 0x2a8f69989374df94,
            0x1d2f03cf2e93f34c, 0x9c9368184eadad3f, 0x916baaff916cde09, 0x8317497dd62df5b0,
            0xf5d41e423a0958b0, 0x8d7d6d6a7f1317ea, 0x0a41b8aa3d48973d, 0x953b874302848605,
        ],
        [
            0x5834d4f7db6c1be0, 0x773174ade385be74, 0x7341f958af1b2721, 0xd9a47617893a764b,
            0xc94be86415ef4658, 0xd4ac6ca5588b5558, 0xa68932ed604e818e, 0x5649d764e40dd43d,
            0x64150312f4d87503, 0x8605b3039ebfcca7, 0xd9af8db89ff51269, 0x99324d723d21f15a,
        ],
        [
            0x1502e6982e86e522, 0x21eeb8a088993da2, 0xd38350f653be209b, 0x0d9e3b88dad1f294,
            0x8f8d94c4db303dd5, 0xb35462b7fa19b2ea, 0x2f1d9e05ae467e44, 0x56831205581096aa,
            0xb8f6fc4092b91a35, 0xf439db14181e7984, 0xc4f6a5429754314b, 0x59b6bc3a99c9d3ba,
        ],
        [
            0xd10ca702a86b8e14, 0x4646c2572e6ad902, 0x4e78c9326d4775c7, 0xb20d327ab44da1d6,
            0x283c8171ab5f0adf, 0x3d19f7b68598ea1c, 0xc6278782a55e2f41, 0x3498e52a4087d5ae,
            0x6c32eef25e1dba66, 0x3bca0e58cedad478, 0xf66c491b525a584b, 0x3b584e20861bf7ac,
        ],
        [
            0xbe9ce6b5f3eecd41, 0x9e82706131429dc7, 0x30363910962fea17, 0x44e5a1f514314462,
            0x7f46f094c8ef17a3, 0xffbd59ad1d18ab9b, 0xffc0f826baa51960, 0x9437151f516d46ed,
            0x4c0cb0f02b05c925, 0x2844932bbbd3f446, 0x69f381d6e16351fb, 0x6a09dd83819eb0d0,
        ],
        [
            0x5426c15584bf0f5a, 0xb905c03e035e69ab, 0xef46906881ee09ae, 0xd3be245cf876e128,
            0x0c0c95778fb3a10a, 0x0721e722e78b4230, 0x89029149d9f6804a, 0x4e0df12a2adb450e,
            0x57263b126fdbcaa1, 0x8f6958667324af40, 0xd37ccb7b6f07dc61, 0xb43425d7792071bc,
        ],
        [
            0x33d850e504fe1bea, 0xd19d90776eff752c, 0xbfddbbf8b3e0d01e, 0xab7513e324e42c80,
            0x5bbebf5ab65cb17b, 0xffb23ecc8987931f, 0x9d3111f4818bee09, 0xa7e823e3cfb3b0a6,
            0x79898dde4b26ca5e, 0x310869b83d6dd8a2, 0x2672f8f8624489a6, 0x34364adc20da6c67,
        ],
        [
            0xa6efa42d1912f701, 0x74bbf4ae28be38f9, 0x04206e68132d5b62, 0xf78c1e3b322dbc55,
            0x256c2ece57e772e9, 0x57aa537d68956272, 0x6958fd4e026e09d0, 0x86b1e009aadd2baa,
            0x83b1d3b1358784c9, 0x978c9578e72880c7, 0x6ebc3f9e0c6be476, 0xfd99d661ed42e982,
        ],
        [
            0xcc794d81bc7c0795, 0x3ef70872bb66b55d, 0xd7b9e34004ff152b, 0x16543ced87164fe9,
            0x96880dfc871a332f, 0x96b2eecba9e60062, 0x8f80a433d3eb1cca, 0x27a8e3fd0bbac091,
            0x738590eea8ec664e, 0xaa3dd92db2cb7d0e, 0x76c846cf37ea27c4, 0xb9fb524a87b431ed,
        ],
        [
            0x14fc9d058679af0b, 0xea4b5a52741c1836, 0x24f0e4979f3dc3ad, 0x200a0ece5b35bf24,
            0xd4439c92d98e6e2b, 0xfdc6ffbc9c93e5a4, 0x124cb61c2a49e6da, 0x3a918b61584128e3,
            0x65f2de55ad3c791e, 0x56d5441b8df42927, 0x8762b5d5857c46e0, 0x05a3db11e6435e94,
        ],
        [
            0xe4688dc25cec970f, 0xc20a8df55e1899d0, 0xc8b121eb16a68c6d, 0x19c7a82d1c726396,
            0xb0d1d888b413a45e, 0x889ccb6ed7b11491, 0xcf6bf8a9f07dcfd0, 0x67bb333191a65acd,
            0x6025e432717da8ff, 0xfcc53b168b6eb20c, 0xd9a77255da59ee11, 0xdb65787672873c6b,
        ],
        [
            0x1703941e5ed894ff, 0xd4f07149fd6b9cc0, 0x0d96bc4cfcabfa74, 0xf22ff95405fde41e,
            0xeddf14886d6f7364, 0x6630b303291c9d82, 0x8fc992582a6f4ca2, 0x4b17510b56d4b042,
            0xdf230d3217b8b243, 0x0bcaed3107f388dc, 0xe79a3928339969da, 0x5825d677f698df5d,
        ],
        [
            0xf29dd648058b0097, 0xdcb958f92e43a8cc, 0xb97650d69bed418a, 0xcff94b931eb40015,
            0x57fd6a2b7ce463c2, 0x6a28c049af5e6a3d, 0x5ae2921ac0f73ded, 0x219045bb2940d036,
            0x778aeae4938a6b56, 0xd6c59b3a40a17b15, 0xd08c2feda90b654c, 0xe4ce416678afc284,
        ],
        [
            0x7c438748d4fa98eb, 0x794d069783ad9d46, 0x95298a55b6cc951a, 0xb5142410946535c7,
            0x23e767eb1311560c, 0xa986767a0b97607f, 0x811a1629a6195cce, 0xbd7f9afa8d8fe8fa,
            0xb824481654edc731, 0xa47dff0e7bc14ce2, 0x7016fa851dd794d5, 0x401ef350b06e74df,
        ],
        [
            0x4150efd54e0c8651, 0x49628851ea2079c1, 0x1047e425a198762b, 0xbf60a6f8985ffe39,
            0xd9ef374853f5e3e1, 0x5cd1da2ad60c5b6a, 0xf3bcf6304091b47b, 0xb8a76c4059e6fba9,
            0x4429a563fc9dfe8c, 0xc1fd50e86ed9c49e, 0x74ca995608e350c3, 0xe0de19e6c714fa42,
        ],
        [
            0xc23dfb7e9618c4b7, 0x76d838cf00988fa1, 0xf18606cf64e5ac3e, 0xbce9d89500ae788a,
            0xe1da210a71a25181, 0xe0c147df482aaef0, 0x2d7f443b5b6569a6, 0x4f1a4a9c80548588,
            0xba667a4af990fec5, 0x4cd07024c4d13b93, 0x3dbb4602d1caa1cb, 0x242d9473010f9697,
        ],
        [
            0x87efe74c5f35558b, 0x6d48103a23724de5, 0xa5bad5989b5e91ce, 0x4264b7c0e3d64a15,
            0x18a39f6c7605ca0e, 0x88bfe8d90f8c73df, 0xe45bd614476337ef, 0x0659ebd67a15fd0b,
            0xc50a148bd2e4b5c8, 0xa5dd2edbd1926727, 0xbe953f28b0abf0c7, 0xbfe1f4379bf0fe1b,
        ],
        [
            0xa630f0850f609b47, 0xd850c3e64c62ba86, 0x46bae63787a9129f, 0x47a3e6e7c892e7f9,
            0x57689141c605e16d, 0x95172e0dc59fbf34, 0xdb239dc5c87f03cc, 0x8ae9b517ea678664,
            0xfe090979736898b3, 0xfee26d907a1af80d, 0x7b6c0924349bc215, 0xefed2a4e593d0956,
        ],
        [
            0xb33d37fb60a95c50, 0x915143ee0c671c38, 0xf9b2c8fee161ea09, 0x0b36145b5e12c517,
            0xadae927f86503a2b, 0x0108bcfd40b683d0, 0x834c5412261d52de, 0xff082c2610e0654c,
            0xa73c0a6c39533926, 0x822768f0c54f3ba5, 0x54eb31a7ae3e0e70, 0xf341b3ce20471cf9,
        ],
        [
            0x2bc5e10a2b7a2278, 0xfef039972e3e52f8, 0x56e1f06d04d897b5, 0x4b846949ad61041c,
            0x29d02cca28b83152, 0x6143d7f685c3c463, 0x91e95b2fca098e2a, 0x32be55f40222121e,
            0xcdf039b7e40f0953, 0x3bdb9a8021f22bc0, 0xd0db14f7ed52ada1, 0x4e4a6a5f75500001,
        ],
        [
            0x5be23a0f9bbe0b62, 0xd7f9284feb2426d4, 0xaf2a39ac5145da25, 0x483d5cac4fa24921,
            0x21db6b5688319705, 0x2f393c7195771bc7, 0xa11055280bb066fe, 0x1449c7a3fedf2628,
            0x669d7753b5a5aee3, 0x7ce51c5f8be35ff3, 0xeb3fb6fdc13fd745, 0xb19e312302a3b0ac,
        ],
        [
            0x9528708f0046e9eb, 0x76129273dee2cd31, 0x27d6db9e9c1363e7, 0x4f49a189bb9217c5,
            0x8fb3a227ac4c682d, 0xf1c2b7158f7b4915, 0x609dbc2f610fcb62, 0x6e5bb0ae384f9199,
            0x4d9742eb5f83d483, 0x9ac3214ab38cce25, 0xfb8b3ebb09281711, 0xf6f0dcf34658b478,
        ],
        [
            0x3ca31d14c188ce93, 0xa55a99f590c3ec57, 0xd4737c61769b239e, 0xd4bdb932c6a848fe,
            0xee8d806b13a90ef7, 0x9458107ff3db8e28, 0xec1202292997228e, 0xf392739e34344464,
            0x0c678a53b2a3461c, 0xe1f591ccab33b8a5, 0x6d90284617a0b1f3, 0x2c21e3d32a4eac24,
        ],
        [
            0x5995311d771af388, 0x479d417b854f7d8c, 0xf541ca8da0a0ab62, 0xb2ed8bce621ad10b,
            0x46c97db7539b3149, 0x2fd8ed969eba433b, 0x9bcbb9d8aa61956c, 0xaa722d8702f5a097,
            0xded0501caebd7fdc, 0x04cadfe0e30a2f9c, 0x6bebe327f8226f9c, 0xe289eb8ac17f0017,
        ],
        [
            0x9b221d68bee8ccb1, 0x848b499d1f6b9b0d, 0x9d7342f876d13a03, 0x18e4a40343fa794a,
            0xe1a231283d57e42a, 0x0f832d2a55b7d6b4, 0xfe160dfdf3412ece, 0x9c3e1bda31132bd6,
            0xf8b5b589d5ba5f74, 0x1629825352b90cac, 0x16fa4cd4e46c9459, 0x2874145b88d6e0d4,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0xc4e0f165327974c6, 0x6ce37c477c5545a6, 0xec8d45e8f5311909, 0x3713e5ffec25d181,
            0x87e7f0ad13437b7e, 0x21c214699ee39e44, 0xfddb4ea1cf4b697f, 0xdf21e51728350cfc,
            0x1d78cfff7e13eea6, 0x937639659e9b2e1e, 0x01169a58c3108c92, 0x086b02ff068bd398,
        ],
        [
            0x42f0dc986e9b7750, 0x100d22a69f4bd60b, 0x0882a7e5658f242d, 0xd7d34b0fdabde87f,
            0xeead3b9b609b715d, 0x769303ca523073af, 0x16e7491e51f56b64, 0x075284dd726eedf5,
            0x2ba690d1ffa92d22, 0x4adabad06c84682c, 0x892d237589af63c8, 0x502de02c6dcfbee9,
        ],
        [
            0x0594a3a906764c45, 0x43515c82b37ce90b, 0x666836d000b62441, 0xe3c4fe418287ca4a,
            0xa56c30d7c7e4fb87, 0xd887a0d6fd045709, 0x9adb126043678ad1, 0x0aaaa043de79ac29,
            0x3f74f794d25886ce, 0x132367e1d4a20e6c, 0x5542cd9cf037cff5, 0x095e67acec723ff3,
        ],
        [
            0x794a459a6c91ad26, 0x6b258ca2371da833, 0x9ef815283933f3e9, 0x49baf2960df0fafe,
            0xf9bc786c01f2318d, 0x3dc56a32127f8c4f, 0x329b33e950c23814, 0xa42f9dde468e6a05,
            0x28c3a32cd1b32a37, 0x2103c6a0c8acaf24, 0x9a7eaf3243b2cbdc, 0xea9ec23dcfc82f75,
        ],
        [
            0xde41c6b18579d3f9, 0x87eaa14f02e0d31c, 0xec4348ca295b9b28, 0xdcd4502527e61957,
            0x0500de8c135d4ef4, 0x7dd29e5b441aac67, 0x84afe0f82c14ab98, 0xe6d194b7bd0bd2b5,
            0xb1415fa2efc9be32, 0x4599c253523c69d3, 0x966f33791e62d83a, 0xf3e6a90726bb9f25,
        ],
        [
            0x991f63e4b27dea54, 0xf16160d85fceb1a4, 0x6941759bb4120e0b, 0xd6f12f9957d0b161,
            0xd842294378a330b9, 0xaffce2102afa2da1, 0x152ff951f9c1cc0d, 0x0d8ea6cf567e61ab,
            0x7d3ef859494d6a70, 0x6667b03d3f53627a, 0x296fe92e4449c5f3, 0xd98e14a8d8b1ff1e,
        ],
        [
            0x59604b38c621b9df, 0x87aacb77ffe25a3a, 0x6ef6de6316265a53, 0x4dd3d2362f104b83,
            0xb2a852971d057639, 0x325ad2f17a5b814e, 0x46a5d74b5d25df9e, 0xcb0ba3c7ec07f45a,
            0x423cdd4920d76f9e, 0x16c4cc3c5d0c00e4, 0x10810ca7dc08e534, 0x3a2240d4a5373c0f,
        ],
        [
            0x3a9ebfaa9c3fa9a3, 0x1333227fa7fbd3b5, 0xd5a30f74cca16eb8, 0x06f82e2e2163ff3d,
            0x1a403c5de5ec5018, 0x797fb73b75118435, 0xb72c3035c71ecf44, 0x3f997323e139916f,
            0x0551fadd143620e7, 0xc50df58c5af00c25, 0x597d30ae28df0396, 0x114ab08f4f496ef7,
        ],
        [
            0x16757f0824cca667, 0x202c76bad1b430d9, 0x4885af6e89ef4c28, 0xffbb6547941cce62,
            0x771ba9e0747b4b41, 0x2562b91a7ac78fc0, 0x03fcfd4787110061, 0x1c038a73f91a185e,
            0xff624f714c81cd71, 0x6604f2fe01260f5e, 0xcf7ce0ecf6aaf58a, 0xc79d7f5dad825c7a,
        ],
        [
            0xf6498ae9c0cbbd8d, 0x7d76d0553af7b466, 0x3273f365a75eb7f0, 0x593e706f11fbcf1c,
            0x92205f777bf0aa76, 0xd0f8cfaf858dd260, 0xc79660432738ef12, 0xf28ff5fd535a764a,
            0xbe73b635b15a19ba, 0x19af1854a8a9c26e, 0x3839b026e10bd669, 0x4695a22da08579df,
        ],
        [
            0x9ae92ceeed1c68a9, 0x927a2446da07fd4f, 0xe3bf900db689b411, 0xb11f0af9d2e81a6f,
            0x51f7f3a193e4b379, 0x07dfb80a7e54eae3, 0xa6165000510b16f3, 0xe58ddcc2f6b4c124,
            0x8d6793c20722398d, 0xe6c3912740032280, 0xbab2479a9e403428, 0x97737ab2439368b6,
        ],
        [
            0xb04416cb26aef425, 0x122a70d319c5a0c4, 0x3fcbaaeda552ca6d, 0xfe5f0b3fa776d0db,
            0x04dedcb67d8ff2c2, 0x5431fa786b1ac5de, 0x332161bc084a5248, 0x495bf99e18e9e4f9,
            0x705d530467923ccf, 0xb70495b7d18032f1, 0x4d5d931c43b49b07, 0xf0313e1ccb029582,
        ],
        [
            0x578f7214045ca3a4, 0xe62b30e72ed960b6, 0x9537a58ed285904e, 0x00f56df6013deabb,
            0x0c3605512579b8ed, 0x17c9ad3b2cbf4e28, 0x761d6150b208825d, 0xf9a91c956f88b806,
            0x140296ad2d7d3a66, 0x3c5ab88049f395e3, 0x5130d00b15df9962, 0xe1355e08ab9ff48c,
        ],
        [
            0x3abffeb586f150af, 0x7bd3d5e7fcf5ccf4, 0x3e90962cd5c9df02, 0x5e681801fe9828e7,
            0xa96c4f6bea9a722c, 0x8acbdf6f3643a057, 0x05a6d73dc5747b17, 0x8a91335f231dd0df,
            0xc8558ecdaa6a27f4, 0x564102a36214964d, 0xa2c3e00c2bc88dbf, 0x3586c38fb1ab26a7,
        ],
        [
            0x8094f9e981629d85, 0xa20d0b26c086e859, 0x2178b71a0f62bce6, 0x78b1a49df55d6e31,
            0xc8db403d920c9b79, 0x427c96c18df37abd, 0x317722370e7e7113, 0x195e6b8e94e8033c,
            0x205a8db9505e703f, 0x1897e8e7dc047bef, 0x92373553e856ad26, 0x00fa9b231f253906,
        ],
        [
            0xba9d76b04005df08, 0x8f3b5f4488b021c3, 0xa60b1e5137964836, 0x176bddc204e8babd,
            0x817641e518433ff4, 0xbd525d30f236d129, 0x881b5526b4a549dd, 0xed7998ce867f7761,
            0x52b986174e3f0f62, 0xa32cf13125107b53, 0x362e9daeab830e25, 0xc94fcc281aca88e9,
        ],
        [
            0xf81fda3fa04d5f4f, 0x385e9444e211ce3f, 0x3f8b4f0edf7a606a, 0x3725d6e1b6cab871,
            0xd29fbd4cc58fb958, 0xd805cd7d113c036b, 0xc71b3c5f62512679, 0xa726feeb264a7d3b,
            0x564973c0c73d76cd, 0x0e5dac79c56b6097, 0x3e4b647265e2b532, 0x0ca04252fc84e03a,
        ],
        [
            0xe1753ad9f3318bbe, 0xa056431add9ab74c, 0x25e6632e8890e1d4, 0x4f5efb363ac2556a,
            0xa39de6060fbec626, 0x3518826aa9f0d7b8, 0x7771b175bd8df1f2, 0x22a05959a0167639,
            0x3c9828862a2c5313, 0x19836adfcb590656, 0x06b1e6ffa012e2a7, 0x2bf7c7254725e8c6,
        ],
        [
            0x6ce445710992508c, 0x3943049fa328f4bc, 0xebeec1c02fa1c8ac, 0x6001a8f3fce8b16b,
            0xc9b0fea8d7f67b16, 0x4a80ecee6ebd5c0a, 0x0bb1d0ce2f26fd1a, 0x51139d79d8e7e93e,
            0xbe08406f5560c1b1, 0x2dfbaaa69e9ea75a, 0x7d35c991e4aba8ce, 0x9d04aa9fbdb05d1e,
        ],
        [
            0x2ae2f31049f7893f, 0x5a67fe7f316b307a, 0x7f9f7f1df823a157, 0x1b744ae54c7bc0b9,
            0xcaa45a8669c3c423, 0xb403f894c9caca01, 0x7ca101955d3a32f8, 0x864df0306490ac02,
            0x6c7cd2e7a265cd63, 0x09367c96ab817f67, 0xddf948858702a2ee, 0xe42b16f1f880249f,
        ],
        [
            0xacbf13c25bc3992e, 0x0043d1f437321fe0, 0x27be0872834f5212, 0xadc33c25543e1de0,
            0x47191e36fb2c8c18, 0x06e21ac1056076c0, 0x1dce3413498a7c73, 0xb4932a57f150eb73,
            0x506786ae893738c7, 0x505b150dd3260554, 0x39da0022f9b75d8e, 0x277616a6a68392d8,
        ],
        [
            0x78b088ae4f7144a1, 0xb97050d056449358, 0x0f92ee7e3822f85b, 0x7f61396cb4fd6565,
            0x3c214e971f3666df, 0x4883532ff16ddbaf, 0xc18a42fc3b7ee810, 0xd328a179917efbbd,
            0x4fdd06393a3068f4, 0xa70380f70b473a26, 0xdb831037ea429be8, 0x714205971608e521,
        ],
        [
            0x4783b51d4064b054, 0x53da998f643b6e9f, 0x2fc366fef3143c18, 0x7793a4d1d1c6efbb,
            0x9009d9671501d231, 0x72d4dbefbdb74bd5, 0x0aad00d1a0588a67, 0x79cd431c5f2e333e,
            0x7e0f9ae57929c109, 0x7a13c839354d9c62, 0x1805f037e85adf96, 0x66022b7b1270c16c,
        ],
        [
            0xcba4ca5f954be6a8, 0x7cebba35d611b2ce, 0x656503d7d90e259c, 0xde8633ed5d40439b,
            0xa76d6a4fd5168feb, 0xd3d49ea8607c614b, 0x4042eec828269279, 0xe8267ddc8b37c9ea,
            0x45c0acb3b0ae7507, 0x0dbb4b8a352c2748, 0xd3902d5ff334ba16, 0xbd88a0c1feec5d52,
        ],
        [
            0x90d5863972eca695, 0xda4e222ba2f7b7bc, 0xaa8195be8cf29227, 0x849868bb552d8863,
            0x0821c2e231af37be, 0x0855ef3c8941078f, 0xc3ec4401bb50b754, 0x4bcd122523c6f214,
            0x1aa348431f5cd546, 0xe977ff0885e578bc, 0x3a14dac0286e76e2, 0xf9cd1b02fb64221e,
        ],
        [
            0x1e16cb58f710702b, 0x3ae817d150da046b, 0x4accb319bae3d30e, 0xfc5285803c08369c,
            0x4351a9ec8b0d2694, 0x7eceeb82a3254498, 0x1ad62b5acf9036af, 0xfd1326789c0e37c2,
            0x665dfe7b7531ecf4, 0x9c3a6cf6690eda9f, 0x36ab348c92e6c0e3, 0xfecd1efcc6785ad5,
        ],
        [
            0xdb3f67a24931fa84, 0x842fa2c5698e87b9, 0x19d6fdb415e997b7, 0x6557b1151fb10c7a,
            0x43f87621d03480ca, 0x47da7bc58ed70b41, 0x7e2e7d6634ad5820, 0x82908cd935243720,
            0xb4a2fec1f428229b, 0xe8fe388838da2d10, 0x95a100c53bf9f87d, 0x429efd3ce7fc939f,
        ],
        [
            0xeb6c5f9bab8b5b1e, 0x8feff018ca9da950, 0x5c95fc7eb92f9feb, 0xdb98adb35911192c,
            0x7b46cd2c6101cbce, 0x24334c46f618ab7d, 0x7bef7d4df4cd6fef, 0x7b8dee5db355c4db,
            0xa0a64e372af979d8, 0x44a955ddc4f23846, 0xe18a295038940778, 0x76d458a5955ef722,
        ],
        [
            0xf3c814e02f2a6000, 0x8ddac247a3bb05bf, 0xb18a7f24862f2b01, 0x0aff46b6ba764147,
            0xbd48c3a877471b7c, 0x95623f514839c2ec, 0x147af2f5dd82656c, 0xb09e7844124ad015,
            0xa4dc4f1803de22c4, 0x6327d87b61f80ba4, 0xe9a883ba54c5c08b, 0x4021abb327a7b52a,
        ],
        [
            0x1be4d931aca201e9, 0x5af8bcfb4f32142f, 0xaf850307746f682f, 0x51daa35441b811f9,
            0x60c9986565335f79, 0x0ca87b30e221470f, 0x2ab414ca85a14a14, 0x7ac94544c0d38c30,
            0x96d5faa4594df63f, 0xbc1a8dba2e37f70a, 0xa350ec8b70a084d4, 0x44e3eac65b114aaa,
        ],
        [
            0x308cc5d08e5522ef, 0xa87bc64f6d2780af, 0x38336862dde5d0a8, 0x61e0e82552bbd68f,
            0xbb5a3ab4b26817a4, 0x49dcba616d9e001b, 0xbd6e887ad3738f5a, 0xab8674aa33a6e009,
            0xd6bc03c04c015b86, 0xac419ecc8a49eda9, 0xa79cf31f85cbfa9a, 0x295c344b0c0c2a57,
        ],
        [
            0xc52d567c285278af, 0x1c79d286cc463b49, 0xb6ccc621071e6d41, 0x35700204d81a406d,
            0xdbaad9771ebb3909, 0x4843250b787b5ab5, 0x154ddacdfb0f1b8c, 0x5680d51b5e996346,
            0x2d6066ae373a76b4, 0x295be1420c49eb7c, 0xec6d6c24f57aaa33, 0x05347f74762d3c6b,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0xf68a33e61b635020, 0x66e39e7b1c6e73da, 0x18b1c2e02d8d8378, 0x14b81ed8d51abd7c,
            0x1940113c400435fa, 0xc57f7195462109a0, 0x7ec34da2279cac7c, 0x1abea7851b8ec400,
            0x25f6a9b4eeeeba47, 0x7379eac9d21eda2a, 0x08402d5a9af2e50d, 0xd1137ea3c0b5abd9,
        ],
        [
            0x939adac418ae2aa1, 0xbc7dc221f5e4f836, 0x9055df0f99eef87d, 0x1632adfa550d6421,
            0x3fb65042eccea1db, 0x522aa0f6a47ab3cd, 0x44fa6cbce073d866, 0x4078d9f414ef8a1b,
            0xe320ede66498df67, 0x466c77a3ffc3ac60, 0x56b4d70c88c2f85b, 0x61b26784b039dac9,
        ],
        [
            0x6b30248df519e99d, 0xb0496d6aeea70a59, 0xbee852b07d87cf86, 0x8a07fb8fc45135ac,
            0xf2a7b114f6c6c2f3, 0x40576504c67222a4, 0x9eff9a5279efe7e6, 0xf452f675e5138d19,
            0x9fc54360f9161158, 0xcd82a594925089af, 0xd7eb5e3403f27a94, 0x6098e471953d5aa9,
        ],
        [
            0xc84f66efa821c05e, 0xcf2b2a4c288e371d, 0x1871f086ded4b1ce, 0x71a66cf0268824e5,
            0x545bad751c4ad9dd, 0x56a70fdeb2e2d12d, 0xb51f83d5946bf3ad, 0xf89ad97fb9d43975,
            0x909320ea7738045e, 0xcbff188210a77f41, 0x7a0752d185a3bb44, 0xc0847b3586729129,
        ],
        [
            0xc5c187e567cc55af, 0xa549775913e8b878, 0x366109ff65e0d737, 0x3c497ada083ce171,
            0xd2394f0f6d974ac0, 0xc280890c4e6b9886, 0x9e83356fb906a29f, 0x430ccf2345b04d3c,
            0x67c472b8a788384b, 0x0b09496e4d4e836c, 0x9b4fb8e507409cfc, 0x171e32b981f399d8,
        ],
        [
            0x59908842b7bd7efb, 0x9231db62cc053212, 0xc9a708bd11e013ff, 0xe565584b9d5d69cd,
            0xe7734600a3215c8a, 0xff0e658ec6c3c267, 0x040fc1bf2b27e18f, 0x9e067ab0e0c79926,
            0x19476a326fdf166c, 0x37430b7db80836fc, 0x9a7d11c5d3f8740c, 0x3e340317352d5e6a,
        ],
        [
            0x6edfed0f3d54bcb8, 0x89fe565e8b2ae30c, 0x12ae6a001856e7cd, 0x006d223add92aae6,
            0x6f519b173b80eb45, 0xa50a8bb4a7062b1a, 0x7e53dd5c5fc20de8, 0x442304f62805dcbc,
            0xb02d647fbb68490e, 0x21f31d2709dcd1b4, 0x0ed12c993e70785c, 0xe6b4e18a85f1ebb8,
        ],
        [
            0x30f591a2a54b9dc0, 0x59518a4ffa7a9c9b, 0xa82c5a03f4606cc0, 0x168eafc701e5aab3,
            0x711460cba36c6dec, 0x19241a40d65d8a8e, 0x45c2365ddd9bf33f, 0x19dcd1bf1ab47c30,
            0x0fb8b8d3cf6c6b0f, 0x55b9a83ac4ecaf7f, 0x1ef01867ac59e6ad, 0xdb6e3a5e2faf2b13,
        ],
        [
            0xdab54b7c40c36f04, 0xddff762b2c79e7cb, 0xa41241c6f7ed2ee0, 0x75d149a7150e9496,
            0x1f9ff54cc18208d7, 0x7055d1775c36dd73, 0x02ff33db84255521, 0x3659a6e65b96d570,
            0xda43184e8e65711c, 0x42519d70d0abf46e, 0x9a4d287bc646098f, 0x7d87034710d2c373,
        ],
        [
            0xb342a2f1f6a518ee, 0x1c394d492b2211a3, 0x8965bc884baa225d, 0x3ad6fc3af7de5c0f,
            0x834ccbcb52095698, 0xe034a04747a351a1, 0x930093f711518bf4, 0xa2b58657733e6c82,
            0xe2b7929d41fe89e0, 0xa47336c6409e4c70, 0xc3376a7e089bef9d, 0xe738f72ac4a1060b,
        ],
        [
            0x49a730deae72c0ea, 0x4f103ef2140ebb19, 0xe50432ce852019e1, 0x7c653d77edfdfa7f,
            0xc08075c12f85a007, 0x03755a4bcd349bb0, 0xf022e22416d71ae7, 0xe879fef9ab220de1,
            0x962a29529be98243, 0xf38013bf1b55d0d6, 0x8ce0d9c55ed5e784, 0xcd36df94c3b385b0,
        ],
        [
            0x8c10a1a6b8182142, 0xf9075361f8e58699, 0xad91e0183bbb2783, 0x73aa5e4818ce08f5,
            0xaf831a49f16398be, 0x8326ad9acb968a26, 0xcf762c4deb8ed330, 0x4a9eea859112bec4,
            0xac357f74abbc7f7c, 0xad7df2dd9a3b6f3a, 0x1a7c8f83570385e0, 0x45f0648cf131d6e8,
        ],
        [
            0xd65b6d26bfcee499, 0xccd0ab92dab1dceb, 0xbcdbecd494ecbe4a, 0xe38d3c3498c886e4,
            0x2b322b8ffd0f88a9, 0x59576f2877ced35f, 0x3b16aa6771787954, 0xe0ef719dc64347de,
            0xfeed35c90abd7b59, 0xea4695cc95e046b2, 0x4634f4bb45cd76de, 0x2d602f16030a0378,
        ],
        [
            0x3edec75ad81edee6, 0x855773a7ac72f95a, 0x08976b0576a0aacc, 0x12642ddc7ebb2a49,
            0x76bfefec5be2e8a8, 0x272e2556226fe872, 0xc4e5bfbed378aaa7, 0x102a44f419b49723,
            0xe6a1266cafd7cb4b, 0xa8c04cac543dc0f4, 0x1e2dafb272ea3712, 0x7622a26db238a41c,
        ],
        [
            0x29e5e39f49f68a07, 0x7c3581ec777d47cf, 0x683df5543670d228, 0x107c76061d649a47,
            0x60cebbbb1c962584, 0x7d83efb80b70217c, 0x0546532ec8755d18, 0x87387d075eeb41cb,
            0xe6bcd22fc148dea4, 0xdb7cc58a0b36ada8, 0xc635bdae66d8f981, 0x3106c84e52dd8711,
        ],
        [
            0x173d9554b6ca9da5, 0xa2be12ab3b066f62, 0x2746e10126a92fef, 0xf85098a6eb642cb1,
            0x07951ffeec50ac0d, 0x821c76bb40e8d694, 0x9529388e11836d15, 0x316e074c756b176c,
            0x2ba847f80984ca6d, 0xb1e2d2cee78c0cf1, 0x51d039963a4e10db, 0x4dbf6d739e40a86c,
        ],
        [
            0xae8f6fc52e12e24e, 0x3045dd60ea8f4e36, 0xb45d5acdc936e7dd, 0x1ba2582776395e16,
            0x1e24eb1389563323, 0x6709dca6d2cdc9c1, 0x237e4dd56d7a985b, 0x2fb10d1132db4824,
            0x9f18d2289d5d3325, 0xceb0fc65b4f1bf2e, 0x9bfb0dbdf011bd77, 0xb9d3fa8a6365a71a,
        ],
        [
            0xd4b0723e95b273ec, 0x243e0e2a78d76f51, 0x179c1662e238105d, 0x5da75b4dec4ee559,
            0x24c05faa98fee757, 0xf76ec97b9d588214, 0x4a446684a7d85cf1, 0x1e205ae0f1215e9f,
            0x885f569f075590c8, 0x10b2f620622f6b7c, 0x4d3b40758952f7d5, 0x06ba01444e841cc1,
        ],
        [
            0x69fe2a9be24c8549, 0xc8a17e5466c67497, 0x2c11ac7499acaa91, 0xcba09270809812ea,
            0x6575957e5cd0e515, 0xd49fee9595779e86, 0x6fb596bd3e0a5ce4, 0x3a37d7b42c0c3b49,
            0x62704ba69bd0eec5, 0x7b0d7826d56c73e6, 0x375dfbfd4b8b2cc9, 0xe5cb8095acfd0e7a,
        ],
        [
            0xdb99b81576f784bf, 0x6866fb4b57e4b131, 0xf7703a2383eef804, 0x93ae5f07f76f8abb,
            0x381142c8d7ea4d8f, 0x6ef44987c71fa6f6, 0xf4c51b425c31b984, 0x50a9eecf6d7a5e97,
            0x26d080b0438d6689, 0xe483845a4979c1b4, 0xd71e5adc195ac340, 0x511f6f41eff2bc75,
        ],
        [
            0xe0dd06180255b681, 0xbb1589fac7ce1b8b, 0xdc9358a8601bc53f, 0x2d45d7e4422035f0,
            0x851a841d6a985904, 0x8791901e0015ea12, 0xaf3c043970229fc3, 0xe4d4175c1d43b977,
            0x214bd1173b7c85ca, 0x2fdda06b96471f88, 0xa880acf9bb82094a, 0x77c1cba08bd9ccd0,
        ],
        [
            0x557d4d90b2670c8f, 0xd71d323eceaf6051, 0x626a885bfaf65cb2, 0x9f3ecd8667d9a75f,
            0x90986f15677bf09e, 0xb610bf5eb7ea999b, 0xc5d15bafa95b6643, 0xed24741eed9619b3,
            0x3a3e5f867e66881b, 0x484babe255623e92, 0xc3da0de65d29b770, 0x214bc496d1d6abcb,
        ],
        [
            0xe9d591a6ea1be222, 0x876c21fad0620cb9, 0xb6dff7aebfeeb049, 0x9000b99dbe19e247,
            0x9c120dadc51e5dae, 0x90eea5e01f9b2960, 0x55f79a275e050b02, 0xb5fc887511edca39,
            0x0d1458f9c4d60c8a, 0xf42e47fb0430fd95, 0x9266fa9dc8ea8dd4, 0x77446d0262b98980,
        ],
        [
            0x4dd44db13dbaa7a7, 0x29ddedab5ac53c6d, 0xc3627c70e7de8767, 0x8f07dfcb35e67699,
            0xe1695ac55b5c07ea, 0xe4b8c36b8356e375, 0x29c312904b335c30, 0x30f3d0310fc138de,
            0x8d665d869fa48600, 0x94c24fedfaa5a19c, 0x212a8bc542ae8140, 0x8b795f2d8566ccd9,
        ],
        [
            0x65c2a1ad8ec73988, 0xe330119e255493e4, 0xdc77309ddf5eab06, 0x2c6aec993130d59f,
            0x2052bafbaddd695c, 0x74d9bf9d1b666f20, 0xed2dd21d68ce9520, 0x71562144e51fd283,
            0xbb659c1d2380a832, 0x6fc967727b81edff, 0x6b0a9694116892d9, 0xa5efafa13b798893,
        ],
        [
            0x3cb89ef80c779752, 0xdcc9f638c86c44c9, 0x644376c3197a076d, 0x4d34891bdf5e9880,
            0xa0b58450364565a8, 0x1ee34675706cf366, 0x82b84aeb821f1119, 0x1e800197d1ed603f,
            0x9961e12fbb57bb3f, 0xfdd36bc3396dda1a, 0x795a339e32097744, 0x9380f5f4c3789ada,
        ],
        [
            0x6dd7c7c322ba9b3f, 0x95e62b1278e9f83f, 0xa8a61765d3d95670, 0x5278600b4d05dd76,
            0x43c317e8184ca53f, 0x1ba3125c335af83c, 0xb5c8ec1a916909d5, 0x77648c99d6209a62,
            0x1c0e74c3ae531139, 0xb13ca6c349a1f958, 0x15d3fc35ef17d09e, 0xaca972fc05fd3026,
        ],
        [
            0xfa093301c83a8917, 0x5df456d08dc2f681, 0x8440d57e945b0be0, 0x26dec2376af99268,
            0x96e3fcf401b66b42, 0xfab259d7b24ac094, 0xe0e233299cbec688, 0x8037f9b989ebd9d2,
            0xd09e00889118b613, 0x388748a61cfe6ded, 0x11f3f5023331be35, 0x6fa93a747793cbde,
        ],
        [
            0x255a2a21dfc46e6f, 0x2ab448793f702688, 0x882f38ae3c0ac9e9, 0xffdd54bf3ab4743d,
            0x9db1d4486a31ea48, 0xc20e8b0a0a21d41a, 0x294f89bb25c2fc38, 0x96ef31f14f09fcec,
            0x5fb7ff83d04d54ea, 0xaf98d6d761dc0d73, 0x4b86be0cfaeb3652, 0x6ac1c1720c580082,
        ],
        [
            0x08c5105b878f951b, 0x3c926ebbbd87844d, 0xddda1788bac016e3, 0x8895caf4116effa7,
            0xd8c2574b3515f10e, 0x89d188f64567752d, 0x7c6b27ab8f31c20c, 0x87e70d97846cf931,
            0xcba35b38db3fdecf, 0xc6ca4733d9b8a35b, 0x4826bc08c494b9a2, 0xa57ef0c51237742a,
        ],
        [
            0xced9d6ec18fcf270, 0xdfc6c2f03cca97c6, 0x67990eafe10a0d9b, 0xc8f04c3bb06417da,
            0xc2d3c1c167b3ec33, 0x25989cd75ca81476, 0xc141823e752793af, 0xf37f58d16c23d2f8,
            0x238d37b6c1a85cf9, 0xa9b7b7d118255591, 0x86111c0343d9d5cf, 0x11d5c55d3514808c,
        ],
        [
            0x9e792c327a7bb8a3, 0xaa90ce8de3e686d9, 0x86af089afd24b48a, 0x504ecdbc80fcd268,
            0xf99a4e1c53716db9, 0xa0ff480d0a5cd1ce, 0x91bb9491d8e08f86, 0xb45e5d369725b878,
            0xfdb42fc8040ee8af, 0x7abe4798887d9cea, 0x762efe4b3eea2887, 0x28b1026d7de9680e,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0x760d705650f68e44, 0x6a7f9ad0f42da48b, 0xd71db6668c57cca1, 0x82cff2acd957bf5b,
            0xc8180ee16b032887, 0xb090a525abf015f2, 0x0ce162690b0f97fd, 0x0b560e33248e0ff8,
            0xe514929ee921e527, 0xe4fbeb47b09ae690, 0x9b109f6fead9feec, 0x1afdb422efd985a1,
        ],
        [
            0xb39484ce5f16fbd3, 0x3f42b6bccc6f8e39, 0x29faa251245976ea, 0xde1f39cb5699850a,
            0x1c5a634fd3359c26, 0x1fa0bff7f99cd3dd, 0xb52a0c9e0e248cf8, 0x3316e0260c7ac8ac,
            0xdcb8850bbc847fc0, 0x57bc5ca8ea678115, 0x8371caa050673218, 0xf08cd218167f9f35,
        ],
        [
            0x91e416b295e02f5a, 0x2ee1f2c7339663a7, 0xb06a7f94f12a9ca3, 0x8d3d7cde10e11bda,
            0x3805ec48c4638395, 0x338687e4171a43ab, 0x71ec239d60aadf43, 0xc8d88eea352e1f09,
            0x8f264dbc2f3837d6, 0x09ccc3cd944b6289, 0x3352e2c3d03b0abb, 0x09fc0b2b4b800c9a,
        ],
        [
            0x0ee2798da22fd201, 0xcf4e3a5f496a4e52, 0xcb78360e01887409, 0xd72e7d2790f1c750,
            0x6d9135fafc01b123, 0xd7a0aafa04727dc6, 0x3eaf4dc328997d31, 0x5d3bfca7b212cd3a,
            0xa41158d2a1f86b49, 0x9aa1ad6498ed293f, 0x76940e40f1808db6, 0xe3bfdebaa1dd0752,
        ],
        [
            0x33a03ff52d404c95, 0x512f46d23f9dfae4, 0xaa52e477a47c6681, 0xaa91678a658b6fb3,
            0xee6aa42dc20f4ad7, 0x8402a764e88bd274, 0x3d3dfd5e547995aa, 0x963ffdbb8b7848ff,
            0x52c2eda1ba133b8c, 0x9dd2f10fbe42815f, 0x1058226e374dfb7d, 0x5ae18cfb8dad5239,
        ],
        [
            0x25728e425c013fa1, 0xc02e4044814db469, 0xbc026274f0d231dd, 0x048f81d33302b88d,
            0x3b590fad179374dc, 0x19b9bfac16a3e1b1, 0x514234b4215aeb50, 0x816d3385ef42bdb3,
            0xe6eaf4374e21d428, 0x0ca9a6f2f1ca853c, 0xa8087162f5da8452, 0x945e49007d823345,
        ],
        [
            0x9d011ccdcf8d5c55, 0x3b624250c6346cbd, 0xeb1082f68407129b, 0x687b53ccf6a6ca9e,
            0x187c0a9293d4e2e4, 0x93c940e47a9d65a8, 0x46b3782d1a745e09, 0x4d8d020beea29458,
            0x2bc5dabbb314fbba, 0xbdaddf5e9142be4c, 0xef1d31a0f0f89ee0, 0x7f9c50ff65366a3a,
        ],
        [
            0x4e3f191c17ea438f, 0x6ec8dba6c23228fa, 0xdf7d82328fb21932, 0xb26d29eec623f9ac,
            0x41b236a9a06a2fbb, 0x2a164f19edb4a184, 0x1d46e89bdefe745f, 0x1602c3d377211422,
            0x5e5510cc315d4ff5, 0x8001d9a119fd17d8, 0xfaffc22d6565b29a, 0x34da388c66d50c83,
        ],
        [
            0xdcae5ddb8df2179d, 0x2dbf4984bed46b14, 0x5db8a8ef9e29068a, 0x4f6f62343ee18f95,
            0xc286566b29a75f35, 0x0526c1ce843b0095, 0xff4e702724794754, 0xb9ee3614134e6faf,
            0x40e81460b17e3bef, 0xcb884816e754d8ef, 0xcaed1ab5ea33d912, 0xfedbd1ee66aedb67,
        ],
        [
            0x362b726f49838852, 0xaeb2767864f96de6, 0x362b8bee5039c3cd, 0x38860b3989654991,
            0x7146674102f08a24, 0x56a417464b41b619, 0x1bf3969575fbfc2e, 0xdcd12c233b53549e,
            0x3547f665466146a2, 0xd01a8f51065052a5, 0x7ce5a41e3fa8e7ea, 0x8388838811b197a3,
        ],
        [
            0x2464ce411199cd4c, 0x68e3e0cd3487879c, 0xca2d9629b9838861, 0xb4c0001126b81f31,
            0xddc4fc1362afcca8, 0x6d04c469ace7e80b, 0x6769359ffbd677c7, 0xc6c58ac31ee9fcb9,
            0xa4c948f4b6b90312, 0x3f02a30294f8aed6, 0x40356e17f39aa88f, 0x968876ecd2c03a2c,
        ],
        [
            0x523e92558232343e, 0xedee2bd98f4c4d39, 0xdd2de70483e94a44, 0x64c8e33bd7c6b2ec,
            0x1f486411364170f7, 0x7c93116cce872ffa, 0x177ef239618557c9, 0x1909912c65bfe6e0,
            0x318e5c80996ea203, 0x6f58963bfe63aed2, 0x0b92997cfe0a7ca2, 0xda24987211065ee5,
        ],
        [
            0x47c75fdae1309e6f, 0xdeeb8a75acb7b068, 0x8ab2137d4274ae03, 0xe75a10f7f0194c61,
            0x9a37779262347ef7, 0x777ad2a7ff7b35c1, 0xdbe65ad8404c9796, 0x7b824c641b32133b,
            0xc54701e569d493c2, 0x3f2fa4a66d935e92, 0xb8544493dbbf3009, 0xd4d9e49618fc7aef,
        ],
        [
            0xa3b9b9566dcc917a, 0xf4100d285f413c45, 0x9ea992a54f5aae59, 0x3fee242f15248aa8,
            0x13b0e85fe3e134ba, 0x51ec49cf0152272f, 0x1bf1af8cbc12821a, 0xab184deb0d88756c,
            0xcd4ee69d38aee77c, 0x829d1df45f90d187, 0xf5301fcd97063efb, 0x9c4c4f92c8a76e2c,
        ],
        [
            0x2bd7fd686afec6a3, 0xe4fb6b1660cb1f07, 0xc0f7b408d9f51e6e, 0x74fe9245d19e8664,
            0x667fe8aa4287a29e, 0x21ccd8fff5bcaee7, 0xa8c878a5a1f21c47, 0x8cb3e2127fb32813,
            0xd362bfcd7cf33773, 0x4a15a06bb49869a2, 0x61b466f388bde7a1, 0x33d161aa129ee516,
        ],
        [
            0x7861fcf48ebfed31, 0xb9e25a5bd17743a3, 0xc6d72a411149084e, 0xd2cc43af1f432c27,
            0xf1d51efb6607f912, 0xdbd1ac0a1949fe91, 0x9e70d0c4217ffc8a, 0x7a03bf880f55ad8c,
            0x88139c88a72e6633, 0x6936ccbdd514af49, 0x5e64f137665ec547, 0xddb2b35e30d50db6,
        ],
        [
            0xd2b4d99a645f4fc9, 0xac017acca47f8e31, 0xf221c6238119402c, 0xa6f55cf063cc36ce,
            0xa4f589cee91633fa, 0x1fb11b36bd0833f7, 0xf70d66aabaafaec0, 0x57a30ff3e9c7533d,
            0x5add5d7c73fb2770, 0x038eca42d4e529ea, 0xc04498350eec86a2, 0xe51febd3ebd5c67e,
        ],
        [
            0x3b3e2b5e4bab1566, 0x023c7548176ab455, 0x2de02ed58eeac410, 0x1ea8de56079bcabd,
            0x9738e00767d852f0, 0x7b270342e4799001, 0xafffa73222929088, 0xe125f0b43a709479,
            0x619cbf3ef23e6106, 0xa2ab61b80f806c8a, 0x5001dc04ea41af33, 0x26130471e8482b0d,
        ],
        [
            0x25f3d7cf6b1315e5, 0xc4ce289e2f211517, 0xfe9a3cf81adc8cbb, 0x0d27f982e27249cc,
            0xd44cb303e2c8cf75, 0x0c95ac8f50314526, 0x4fa347bb06ce9089, 0xef35c7b9f5c66a5d,
            0x6643a2d60173e717, 0x70d16709c117fef9, 0xeb6bc649a04c9406, 0xdc85f510fd94401b,
        ],
        [
            0x18bad3523868d9d1, 0x109a3d6fcd1d0951, 0x1ceb880d80f1de63, 0x5772259a8f145579,
            0x11e4a4e50d32cfb5, 0x2c6b73fbec1d3ce5, 0xf477c993cb4bd14e, 0x8729e277b0e29586,
            0x4038bf0ed3fb25ad, 0xe0ee0d0125891808, 0x658bfee5b5312306, 0x8400e52fc54bbd53,
        ],
        [
            0xf8128fd5d5a6de67, 0x93f04163579e9c42, 0x6dc58a5e0c9afbda, 0x86d713b7b1d893c7,
            0xfa6d8425fb595a7e, 0x4f80d448ca07ec0f, 0xb2074862a238330b, 0x19f53ca4c9393612,
            0x90b9825029370fb6, 0xa209af04e5e5d107, 0x4c826b5d9349ba7b, 0xda386a8402ffe2a7,
        ],
        [
            0xec753f29e7b3abbf, 0xaa3770dfc3d540d4, 0x8e4e46f03f6e8717, 0xa6f1e55374ff929f,
            0x819473dd74087e80, 0xcee7f780a7c90d5d, 0xff97cc1d95d372bc, 0x0f62c76d00ed81ea,
            0x80a588ccbd6070c1, 0x73629c766debb815, 0xacc9f18f848ca354, 0x04a43572dd5742f0,
        ],
        [
            0x0d3b272031ed8cd6, 0x1aa15e15e9b838c0, 0xa511c2f978802905, 0xabac76bcfd2430db,
            0x682fbd66f21a70cb, 0x7f8387ac3cf8ecf1, 0xf181d5aed28442cb, 0x008793c7c3969cf0,
            0x08d08b356386a4c3, 0xe44c0c33d3d951fe, 0xdd621bc594083ac9, 0x22ff2312df440b9d,
        ],
        [
            0x47e48e98fc67546c, 0x3aa9d5521a574c99, 0xf6379ab671444e3a, 0xa6e857e52fef8fcd,
            0x111ec9a7e8c414a6, 0x266275cf8d591e04, 0x89208c617afc9ebc, 0x5946539ffd479278,
            0x019056a45693220b, 0x76559c496ebeaa2e, 0x7c2c53a1a50ef0b9, 0x1e1446afc9689998,
        ],
        [
            0xcc3109f6ce01598c, 0x2d588fd50b76ee8e, 0xe8c92f751ecdbd29, 0xfa4b20bd6914f4a0,
            0xa7f8a5a0000c6ba7, 0xe564f0be816cbf6e, 0xde68f317949de97c, 0xdd3e7ec4140ebf6c,
            0xceb24854267d829d, 0x37e6388b517335ed, 0x644b4c9870a34e1f, 0x4c0b842845aae029,
        ],
        [
            0xdf229777b68d0325, 0x3a09fbc8dc9b8f7a, 0x7a6f2fb4ceca6fc7, 0xe2dc5230a8e510cc,
            0xc022a7aa4dadb401, 0xb3dc1e724def1bd0, 0xfaf87b3f2963be95, 0xf01f08ba06a8e04c,
            0x0173cb52df429a73, 0xd8879207125b5559, 0xb5246835b8c2020f, 0x1291287848f539ae,
        ],
        [
            0x928cc52636a0527d, 0x5d83c88f30f55120, 0x0999caacc6636519, 0x53b4bb6999741328,
            0xdd533676a0cb8714, 0xbacbca9c0806e882, 0x4ad27ccd80c74092, 0x0e6fed794a33b1a1,
            0x435da1e4530f879f, 0x701b996166bb4587, 0x2dd579a5cb5d3dca, 0x77250c72295bbefa,
        ],
        [
            0xd1ad1d62207f2b71, 0x793bdc246c15194d, 0x4b56f17a7554b344, 0x7ee13e86ea272b85,
            0xb7e3abd572c7135f, 0xf0d968153c7f3125, 0x3c58c9837613b8a3, 0x6a7db396f879e7a6,
            0x9f9b052a5f892951, 0xadd3f804ea3cd23d, 0x770e281492754ab8, 0x74ac96078d87b4a4,
        ],
        [
            0x5077dc5e98673eb1, 0x46b27035611cffbc, 0xc481872525f7f6bd, 0x929d6c1bfed785b9,
            0xf97a0d762c1d851e, 0x91a6df531db02d40, 0x65afec69dc95d7d4, 0x6cd48f38a4d8c711,
            0xe1fb6a5a8e3eda8a, 0xb9ea2a07c19006f0, 0x9c1e0e63c5ecbd87, 0x85a0906e7076fd3b,
        ],
        [
            0xab07d38f0374c308, 0xedc2a57ad8ae2fd6, 0xde6d54fc66bb3886, 0xcf00ddf96346323b,
            0x70ec8718e1889a95, 0x5e8bcd0146c74ac3, 0x261ab848e9466c03, 0x3e382a0551ee586e,
            0x26c9096a6135515f, 0x44c0e84735f00451, 0x9e6a5448271019cb, 0x5652a079ebf6d5d8,
        ],
        [
            0x90cae6550f5a79de, 0xa7230e0386f65f05, 0xb24e6df5d3091af2, 0x3191628a7e5ff36b,
            0xbd821131fb832866, 0x7095d15cef8404cf, 0x60939cf96d81273b, 0x4f3a8dc616e8d7b7,
            0x2b8b712b857673ea, 0x9638cb44183ca7cd, 0xac023ec6fe3437c7, 0x3456104f49b7ba87,
        ],
        [
            0xfdee03dde74607b3, 0xb196fadf8dac9e8f, 0x81e564adde1a4155, 0xdb6842a8659ad67a,
            0xecc10c04fb55a250, 0x8aab822f8d15cdcb, 0x3d2e9d80e6ce9569, 0x73fbe6a1a0feb743,
            0x2d76ab67e9572342, 0x4f74c9da274e87a2, 0x07bea4732dc3ae4c, 0x2a001cd383b95a15,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0x0139babfea22e778, 0xec6284acdf3cf2e1, 0x802e7ed804c9e381, 0xefb3591a9e1e75ca,
            0xd2f9c128cd470675, 0xf59328c85bc0b5b5, 0x70d17b7a18aac609, 0xe4c16b59050839cf,
            0xd51d3e0c7438e95e, 0x682cd98a8dcdf8e3, 0xca1499c82592ab4e, 0x850a3c8a825613aa,
        ],
        [
            0xdfec9a0b36e88e43, 0x43f91f6a9c21fc9f, 0x77160bdff737724c, 0x59e4ba18101f9d59,
            0xafc2eb489db7ee86, 0x102752389ebb25c8, 0x16890252a9fab8e2, 0x2c90542574257646,
            0xb0e226721f0ecd4c, 0x314fd820cce3aab9, 0xba5f44f377453430, 0xfe95f108744f3ca3,
        ],
        [
            0xe95bec53c82a5064, 0xa1a0f0bb47d7de0d, 0xaf46a9651f092a1a, 0x1511fccefe229351,
            0x696f7b54f9bbce99, 0x1f93132c9e929f7e, 0xaea2a30409da9b11, 0x0b85fe129f045216,
            0x04cd2903f4fd49ab, 0xab4c6b2611ad43c2, 0x2c4da27ee6f2ae29, 0xfe450ad5692b593a,
        ],
        [
            0x96ce030ecea1822c, 0x01274f4dc7630594, 0x7d0481d6009ccccd, 0x49ecc4dd6cf59781,
            0x19c08e60a7ca9f46, 0xccbf70ae81c507bf, 0x5d1c81d16a34f444, 0x5ca54f539b33ff07,
            0x50d85df2fb9df084, 0xb354125caf691fd8, 0xd00ed3662c7eaa60, 0x8828e730fe1de7bb,
        ],
        [
            0x095b3004d1cfd954, 0x852ce3a3d4ac3371, 0x32e3d541b6172d1c, 0x91858fe214de64d4,
            0xbea80480b98629f7, 0xa801024fa504074f, 0xc07768e47276ff83, 0xcc76ae33e635893f,
            0x238194941f82ea28, 0x9d795caa2df3a8e9, 0xe3b47bf9e024dc7e, 0x07488c4d0c8cbe83,
        ],
        [
            0x84230cadbc038fb2, 0x095975dbb5c362ef, 0xf157e5468803eae6, 0x91b5ea777d38afcf,
            0x9f28fc77dd89ca50, 0xcb08920c1f4ffac9, 0x63522ea90cc00748, 0xa6dcbb152f437230,
            0xe1fd12ecfa582574, 0x0f92cfdc1afb8426, 0x1cb62635b8055ee1, 0xdaf56934c92315db,
        ],
        [
            0xb3f42330658aaab9, 0xcc2a615dfaaf6291, 0x8899238e29f2b69c, 0x6e5053a88690b03e,
            0xde421a6b90a5922a, 0xe628b59047059bcc, 0x4aa2df22f032ae22, 0x70517d623a14327c,
            0x2ad11f37ad09cd1c, 0x06fcd08744953e05, 0x7b9ed85b23b9e4f4, 0xa00cfa260bbc7cb5,
        ],
        [
            0x1227c5fa6ce25a04, 0x98760fb49e54cca2, 0x4dd8e5e2879c8bcf, 0x859bb4b0290a0817,
            0x720490904a62cbcf, 0xd50da40edc72b8f8, 0xc527b78fb42ffc5d, 0xf37f506e391022ae,
            0x356d146d6b58da78, 0x3f04b48ba1f41c42, 0x14ef066a17922f72, 0x11ccf402afc9ded1,
        ],
        [
            0x750a9e74ea7ed696, 0x96f2a88b69afb231, 0xc9acb1daf916520b, 0x5934722f099b3c2d,
            0x5eda88594342d893, 0xbd486c9b9f773fe7, 0xa12c3d77ca2a1e36, 0xd385bb81ed6c11f1,
            0x6c39eecd5210c683, 0xa9fe2a2381a7bba9, 0xaa27ab5e211700b5, 0x9ec6b7ed352affab,
        ],
        [
            0x74a0b1ea546deace, 0xc50122952a7eca89, 0x0c87629c79cead07, 0x69fbd5a04bf6f246,
            0x95247f829797a1ed, 0x7048ac8f271bfa02, 0xafd055853766d9c5, 0x49a4665c29e97af7,
            0xddf842563043ffa5, 0xf27082e8e0e47f7d, 0x5c301ea855879b76, 0x407569f5c6554e77,
        ],
        [
            0x272e3431c6e0e952, 0xcd6aa5f7cebc456d, 0xe0ee038ddf6230b8, 0x96305c38916b8050,
            0x703909d3ca4eb7b2, 0xd4656c0755b60b3e, 0xab9dafe2989571ce, 0x6324fe375d0988ea,
            0xbf6751c902a45412, 0x8b3274491ecee33a, 0x164d24bb53256475, 0x3d7b796ae373d71f,
        ],
        [
            0xfdccc8977778335b, 0x3c6768de0f09d63c, 0x63debca18d77c821, 0xb874d98d387439ef,
            0x84d6414389141d43, 0xed5d486898778153, 0x0581fdac345071b0, 0xf01ad25949a884ba,
            0xa165d339c885ec0c, 0x471d2d7fd72c315d, 0x1de6a6ef62a0e051, 0xd356f9751a62e73c,
        ],
        [
            0x86c3c873cd76fcff, 0x0433bff7944f5519, 0x36e65089d4407e7d, 0x369ae5540af822c9,
            0xd783a5f00491479a, 0x6579bca77d6e28fc, 0x97c7614ef1468bff, 0x3fac844bb35e84fb,
            0x94538ae1ab654140, 0x50f3343a369fc424, 0x699150afd4cc2e2c, 0x80f2ab868da96061,
        ],
        [
            0x622be7c265da5ebf, 0xd9b5432eedad5023, 0x75a3d97ec6889e19, 0xc2fda37a0d02ac82,
            0xd7a70358c0f615cf, 0x5a1692a81df8d174, 0x0eb38799e5d823b9, 0x3950dfc3dbfe466c,
            0x025650a41c9ba69b, 0xd321cee48c03060f, 0xd9d98c6a320c7f50, 0x7f10b14d041d54ab,
        ],
        [
            0xbcb1de2240b8a5da, 0xeb8719a8d46a785e, 0xc168cac961c823ba, 0x5a4f3844c7b5d470,
            0xf6c62a13c1839f2c, 0x07cdc60e2c81f513, 0xe8c08edd59e1621d, 0x08b6b471e5afdac6,
            0xbe159f2551464838, 0xb8f2ff304f21f1f4, 0x4cf85f206a633a64, 0xd04a385fb197e991,
        ],
        [
            0x3f8229a8d81e43b0, 0xf9c58abd558bd431, 0x318c2bdfa1ea026a, 0x058ea1e6425e7020,
            0xc6e7b862d4ca4ce0, 0x95b1fa9e16e36b9d, 0x4b5115e0e2cbfa44, 0x11d4efaa5914f4c2,
            0x2be2acf494c0cfde, 0xf803233697015da2, 0x3d0bcb890abccb66, 0x2a25788975d1fd36,
        ],
        [
            0xb0312473bfc66bc8, 0x1ef883a5bcae07e2, 0xdc768bf8bb6f0e2c, 0x19246cc0888bc316,
            0x17c296874116a7fb, 0x71ae708d3c4f7551, 0x905c2c0a2b653282, 0x9bbbe823139f708a,
            0x603232070d5da06e, 0x4f4b22813938c491, 0xe743b1450b24df08, 0x1b1cbaf2d58c9708,
        ],
        [
            0x2464106fab2016db, 0x8a9bef6a5f3d8452, 0x5ee64b67e607824a, 0x11f6bc458a1f9b92,
            0x33f0c3566f43e412, 0xf5c3dc78c1d9c4f6, 0xab66471f0629b3c7, 0x99303d23dd54f9ea,
            0x808e3f137c02efef, 0x589bb6d2038c5a1d, 0xa96fee02b88bc28b, 0x9440f0b82a2d16c3,
        ],
        [
            0x2ac7419676d1ebf2, 0xb1eb9845f0be0e25, 0xdd2d05ef3ee405b0, 0x90d4ced11cb79fde,
            0x6b1326558517b7b9, 0x421e9c18de93a4bd, 0xfc6d0ca114474f85, 0xd0a78d093870af5c,
            0x38c9861ba2a9edd2, 0x3f8629529c9f2b09, 0x682782fc9059faf9, 0xad5eb9d28563cc66,
        ],
        [
            0xa1aceaf3dcaa51dd, 0x34e949cab24a7145, 0x77916b56b87ece08, 0xdd374c62e78805f3,
            0xd49eaee1963b2fdb, 0x3aea4d794ed4ea10, 0xbbe7c3db5020ff3f, 0x9ebbb5639c457132,
            0x995b47243575a314, 0xe7aee955e350ef19, 0x1f39cbc1cd129dd3, 0xb396041d532fbc7f,
        ],
        [
            0x1f4dfa65461b7454, 0x3721d56e34bb6a41, 0xb5b3865fb017c75f, 0x93f86c1e43c8c87e,
            0x0fa29521ce151348, 0x8504a5f230053dcc, 0x9e3d404dc7ec07ea, 0x7b959b792c8031be,
            0xef5c6c7537796d7b, 0x11c4d501ccab7a57, 0x2594884a379119af, 0x0acf72b7717ab94e,
        ],
        [
            0xdc506d047a4be39f, 0xca833c02170c6a74, 0xb3ab2998cf10f6f3, 0x4844dea56a046e8b,
            0x2d512934f730ad14, 0x266eec9761a1660f, 0xa57349478a70ce9b, 0x0dbe16a5412b37d4,
            0xfa2010f232e6033b, 0xb5090d7a2f85eaed, 0xa7af7254e3e10c04, 0xc044cd0a34b5770c,
        ],
        [
            0xfb157afce91e351b, 0xa8cfb206c9c5889a, 0xdf0114596e430171, 0xccd666bbeb7ad7ca,
            0x17001781adb4d268, 0x21d478a51d29f904, 0x723ac96b3d1e2817, 0x49c302f85b1fcb50,
            0x3b0e4d9890202f77, 0xcc5f931494196e8c, 0x72a48f7fb5c818a1, 0x2eab55ab7a0ba547,
        ],
        [
            0x254c6735091734ce, 0x2ba1d1cbaa712acc, 0xf89e7a0b15a1f8cc, 0x692cd7a54839838f,
            0xd8db0d4b12fb71f1, 0x9669de9adea0b1bd, 0x4a9ddcb8fa52ed16, 0x8aa4e64b0e77e242,
            0xf296551443fd49e3, 0xbd35987c63cd1e8b, 0x3da7e4eced4d5843, 0xc75e35b71bdc9316,
        ],
        [
            0x7e535953a4c385e6, 0xe4bccdac3eeef86c, 0xdffff229f45eb62a, 0xc65223d3cfa5d99c,
            0x152925f430ac104b, 0x00c5b626642faf94, 0xcdd807591b84ef01, 0xa622347b4015c709,
            0xcdd629b85d338f03, 0x14fd30074894f4d3, 0x98cce0ddd3fbaede, 0xfce042fcdd7bc3b4,
        ],
        [
            0xd0730d506a058c8c, 0xc2c435bc4406171a, 0x493d2c2da623ecbc, 0xa6f3d9f9b1837962,
            0xe66a988481242225, 0x70dd78b45e4b2b64, 0xcf61eb5c9d068ba4, 0x87b0cae1b7214a2e,
            0x2ce13f53fdd90672, 0xc111050e0ce68fd5, 0x8f9c1bd2336f1313, 0x9cbaca258109a449,
        ],
        [
            0x57354e9d51d8f672, 0x3e4766f0bbc35e3b, 0xe714916159e64a7c, 0x02c28439dd6ae70e,
            0x8edcdf49555596af, 0xe7bbc01005fd7901, 0x5f6c57533ee90f6a, 0xdd26fd608f330b2b,
            0xdbfcdb5c0669ef85, 0xdc31ae0f81c8382f, 0x8a23875a927ad481, 0xa291d7ca68a8323c,
        ],
        [
            0x2051523a68edbc5b, 0x9e4db9f07b34f095, 0x8eff8bc117cc588d, 0xa67c30fc4f8879dd,
            0x6bb7147946c17f4e, 0xf128b8af15d085c7, 0x33373b09218a2025, 0xe3cea79e05b6ef0f,
            0x1dd0d80d42ed9438, 0x993d02b16358e90b, 0xb077c7cb7ddb97f8, 0x347f57a41ce51357,
        ],
        [
            0xe1f9663ccfb4de9f, 0x47dd3ab1ec61df48, 0x42f33faeef9825c8, 0x2f09294b2de588a7,
            0xe058890bf578244a, 0x6be1d7ece17ea8c3, 0xfdd35ba91bf2d584, 0x71f15591ccc91df4,
            0x68d1d479e59a6b7a, 0x8ccadedda689910e, 0xedcab0374f388c34, 0x17e94945d7dde320,
        ],
        [
            0x0483fd7b9bfd7b45, 0xc3ddb1f7a78c9f1c, 0x6982ae4a2466235f, 0x56751f7a4f3d168a,
            0xde5cab6e6909ad5b, 0xb2e92b144aac97b5, 0x1dd65a5f216e8b7b, 0xacb387ecffbe7940,
            0x2a369be7773596a6, 0x30aed2c0c1047137, 0x6e065236f530231d, 0x031f24bcab346f27,
        ],
        [
            0x4c8277ad2ee2ffba, 0xf258904d482d0c49, 0xd0eed41bb32f5473, 0x28e95a496c7d2c0b,
            0x45f24f3669fef522, 0x701c42a96060912e, 0x654c904bab2cb99d, 0x064f7fa6bbe6bfff,
            0x40ab6375f86b1276, 0x48deac2b622217d9, 0x9e89a0ad8ecc371b, 0xd4d9c8f93f516ec7,
        ],
        [
            0xa36e31fca7e14301, 0x75c6e8b7fb9ee706, 0xe0fa96c45452c302, 0x5125d96b852835d4,
            0xb2014237a8fec100, 0xee1baf9eb0bf5b5c, 0x37d1e1ea291f8587, 0x48a2ef7bc9e3d235,
            0xd7aac552df2befcf, 0xce2328f6db3c9c2f, 0x87fcc0c301f581d9, 0x4cb6408ff5e8a93c,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0x138b6b2aea22d48a, 0xd2deb361fb459fbc, 0xea139c4ed0ed4f86, 0xa4c0483d20b20885,
            0x95b711981e08a41e, 0x712e80dd26cfcdbd, 0x7872cd930ea38399, 0x685573c7b79c4621,
            0x843addab345ba72c, 0x173544d035af610f, 0x6c5401e7729c428c, 0x6733362086c2dbd3,
        ],
        [
            0x87736441ea9ff07c, 0xc9efa8f39dea944f, 0x9fbe77f840b46f3f, 0x2d570974baf2c595,
            0x2751e02032f256d9, 0x318cd7713db933d2, 0xca030347ce223dc4, 0xb3f31ab0ae24bb1a,
            0xbdd01ab3898e945b, 0x5ab45bc3c970df81, 0xaeb0f2414a33e16e, 0x9aa28f62d605195a,
        ],
        [
            0xa8f012c3d15d5454, 0x3b411faf95a48e6b, 0x6d7fe9f0ebb41fc7, 0x15720e31769c737c,
            0x4139cc51906def35, 0x13005794e4a0370c, 0xe7dfe4ea4e05acf2, 0xa70d63ead98633b7,
            0x4112129ab1ad7d8e, 0x2c6fe38ccbf02b95, 0x816bee896b835867, 0xe0198e958e2d8190,
        ],
        [
            0x61f040bec690ccc6, 0xaa51cd7b51f9e5b6, 0x29242bde81156ecf, 0x31e3d90a8c3782b8,
            0x2f1f10d1e589ff8b, 0x64247c77848b8e4e, 0x4004d2f287e2519f, 0xb1cdeaa6331a0e13,
            0x05dfc1996e22db4b, 0xe05e0653bf734568, 0x93664f3bfbc4cd34, 0xc3b58cdee179a680,
        ],
        [
            0x83ee552fba4143b6, 0xa23c10b0c8461db0, 0xa0d433aef4f299ea, 0xff486f9a7b2db30d,
            0xd245d6fd3697b3ef, 0x5d41de14b3083694, 0x7d9093ba058d4813, 0x549fe6a1fbd6ea26,
            0xc777676720c878b1, 0xb16772ea325bb318, 0x1f42dc653b9c5fa7, 0x8b0d08b1443fe5ef,
        ],
        [
            0x2536b02a8d5f507b, 0x9ad43f435e83af3a, 0x852b726aec8aa154, 0xdd859fa11a284b4a,
            0x73f0d22a23906631, 0x4d6aab8ad45fd708, 0xdcc47c6ee5cf0b27, 0x82031060fd2400a5,
            0x99a71e6c36e022ef, 0x672461bca0f2ff6b, 0x2d4618a6d5d887d8, 0xbaea53256a91d172,
        ],
        [
            0x140fd4144aaca740, 0x25abcd55e29e971d, 0x0f715526919f7c9e, 0xe9a2c687ef375dc2,
            0xaff525b024db50e2, 0xeaede6e80980cb65, 0x2231ad90e6c0d0bd, 0xc781450e7efa9b40,
            0xd57b2fdb46d3fb74, 0xfa700229f373008a, 0x146c7d84a2edafdb, 0x43508bcb7b408fa9,
        ],
        [
            0x50ef44603ad8ac6b, 0x42b7fe2c42003b8f, 0x584187511ec1753d, 0x045ac01fc8c6d264,
            0x324336bd7ff1f8f8, 0x9007700b51b877f0, 0xe6e9b08108d032e1, 0xe5ef9abab45f754f,
            0x6c5dcd371e5fcfd2, 0xff4e186e7bcfd9b0, 0xe8d003435cf80052, 0x67d88f7614743347,
        ],
        [
            0xbc85e6b6df4959e4, 0x8e2ac3cd494e89f5, 0x3ad338bcff653999, 0x6276cbefc79e8c00,
            0x913588c3a7c5e7f0, 0xab7cd6abfd284bd7, 0x3eeb23bf61a4be5b, 0xb87aa80be8ea4f0c,
            0x3918c81d8c7c3f3f, 0x16663d3564cdda1a, 0xd3c491d2934a3fb1, 0x81dbb59e06d5ba47,
        ],
        [
            0xd6759e9f00846587, 0xd57decde590c1b11, 0xa532b33386a9e303, 0x6fc8f868d42abcdf,
            0x5945d53fdce5a50e, 0x4bc5bce8b6467502, 0x75e36a6cb16edb62, 0xd63650bde364596a,
            0xc6fee419f188c229, 0xbe6bacf39920e0b7, 0x486c9e29e9f695e0, 0x7bf83fcae4d122cc,
        ],
        [
            0x2a385ac24f538f64, 0x0c49c38937ad6589, 0x91ca5dc69008294e, 0xcbc6fa2dcf8e3535,
            0xc2321f35bff1d18a, 0x6d4f55155b1441dd, 0xf0c17cdc2f07b7d2, 0x60dd710e193ec169,
            0x08646af4304ab467, 0x7d6691ff68dc584e, 0xf54df9b2c6790627, 0x0ebee30c8f26614d,
        ],
        [
            0xed604529c3b3f614, 0x26523df2931a1889, 0x5294a84e9a7564a7, 0x38d0b1fd74a9df54,
            0x859427d21bf2a516, 0x5fc7ddc5fb881189, 0xf6d2bb3a3d225e23, 0x8013d279b2c1ddc0,
            0xabad404776dc9654, 0xe3e0ac074a0bc971, 0x4398f6d299a6d41c, 0x056b6152c1220650,
        ],
        [
            0xc2d1bda9b4aea0a2, 0xbc0dfb59b84e0d53, 0xbbc4085976cdca7e, 0x4a33757b57cb432a,
            0x6a6cd95f905c6388, 0x2ac86c1197d6ab16, 0x18edc7508dc4e817, 0xd2bbb6958d281b4e,
            0xe0854379fd260df4, 0x723a623305e6c474, 0x41748f8001d36b46, 0x2db28c8b32a9b5d4,
        ],
        [
            0x5f9b1644470f3c8b, 0x94b90abe18e27a8b, 0x2ddb48f34ef68c14, 0x6c61c8ccfa9f8e16,
            0x64b9f320e5fdb598, 0x444b8a82ebed3d0b, 0xd69c7f974eebedf9, 0x533adfb1a81b36d3,
            0x5a502d1b64fbd5f6, 0x7e545568d7f0bfe7, 0x78534d301c84685b, 0xdb048ac2eac4c61b,
        ],
        [
            0xd4c074f9ea51ab52, 0xa305bb5a1a23bcb0, 0x85a09585093d152b, 0x65cee4cbe1a05ddf,
            0x8244e851879a58bd, 0x9ab0777649e8fc73, 0x4fbe4210a6b4fde3, 0xd606bc7b9de4e051,
            0x42220bb6e1d23d53, 0x1829fc8849b2170f, 0xf3d90eb14ccf1f60, 0x1508d8732482dcdf,
        ],
        [
            0x2c776717a6c4416f, 0xd917e99d309837d5, 0x37152f232538d15f, 0xf513657613b5365e,
            0x8470b9940c980f28, 0x7df99b9b029e298a, 0x0aae5a0232292cab, 0xa63990ccdde9a396,
            0xe333577119926452, 0x9713b2c47ecec2e7, 0x55cb829ebf341e33, 0xc00054f6e33a8d54,
        ],
        [
            0x81ec1a1182235816, 0xc5f1f6251cded97b, 0x40f7a58df3e87f80, 0x1de07b232d26515f,
            0x92469ad04cf0c3a7, 0xf9cb0765c462e92a, 0x3e0239422b8b1235, 0x0172207e3f9cde75,
            0x9610c9bcbdd60020, 0x6d53919d8c2d1f27, 0xd0ed9fe74887f5a9, 0x36dbafe344cdb441,
        ],
        [
            0x668ad5641770084a, 0x15b0d32bfe50c9f5, 0xaca91aae2d5e6234, 0x99dc45183b516e44,
            0xba2cb154e23491a1, 0x28a6b67aceafd336, 0x0d1ff6eeb0f20168, 0x3fcbffe2870f0e4b,
            0xab34e5c59da1dd2c, 0xa594e7a3830abdf7, 0x93148df948acd77f, 0x83e05fbe366480f1,
        ],
        [
            0xcf01229aac75dce7, 0x947d497c075642bd, 0x958d430bb0b9bf67, 0x9ee0c4e8ba8b9029,
            0x45bfa5a020ce54b6, 0xf0139df2ae82c7be, 0xf87ccc32be4a56b9, 0x7120d467a647f877,
            0xf1c691cb8997a65b, 0x27a1eed60d1e15d3, 0x5a18c27170422e79, 0x118b71ce14228f34,
        ],
        [
            0xaa1392c0b037597d, 0x9a0df6a79f488fad, 0xf46386c805eb0372, 0x9501384f854656e9,
            0x7c7dab9ff932931b, 0x8a695b6fe1dde558, 0x300b341045dfc120, 0xdd1c5d1e897d708a,
            0x873958ce341f5b38, 0x6d71b2094f082a61, 0x26b203a0bb70840e, 0x770d7a7963d7c48e,
        ],
        [
            0x2c46f08bd23907fa, 0xbc57723a70bffeb0, 0x27d7dec812e68b6c, 0xbef875420400e479,
            0x3956252fb354b00c, 0xfe9c0946e5c64cd0, 0xba29ade0beb99533, 0x569ce2b0c5a06a73,
            0x6faf4549054c4ce6, 0x5e138f18ceb1788e, 0xa4f0c64f6d620ecd, 0x1c2cc39e27db588e,
        ],
        [
            0x2a8cd5c5df0ba94b, 0xb3a491c732529c68, 0x8767bc8e163e016c, 0x8ed532d8df029b50,
            0x2dac373cb9ec9be2, 0x19af6150694fd58d, 0x30bfb29dcfa3a680, 0x568ce1619090c693,
            0x901bf059a838e34a, 0x60a25f9362b713c3, 0x32532e8693a718a8, 0xa5c3a49c7b5a9d53,
        ],
        [
            0x7b41645010fd9c5f, 0x0d6d5d3722271842, 0x48c1047e91f194a3, 0x6e02ae031593dfc3,
            0x14f871c6990d86d8, 0xeb81c4b1f2beb131, 0x7bf3e0408d8c574b, 0x00a9f1d6d8f043c4,
            0xc5e9318442e61a1e, 0xb42f7081728acc75, 0x05e1e124579dc0ba, 0x277342882dd1f436,
        ],
        [
            0x5a4be5ba8a334ad8, 0x29ee45d1f0aad004, 0xbc28822c9cbd691c, 0xc7a9a502ad151fea,
            0x9bdbec42fd8b0203, 0x59103d7122d11dc0, 0xcba2691d6d280ed7, 0x410d262825ab6007,
            0x6e68a4dcdf2e1971, 0xdcc2f1eba6ebb062, 0x746aeb3d7eedfc77, 0x24851696128b2010,
        ],
        [
            0x4a4d43e0603f830b, 0x143f760625961a78, 0x6935f523316fafe1, 0x3b0410a690529a4a,
            0x563a3dc2d734e76d, 0x08c3bca0c8dae1b1, 0x956a8959e5668294, 0xa972d9151cefdc13,
            0x8eb9f98f6ed2ca2a, 0x3de4300520fd059c, 0x1b1f65ec5eb45627, 0xb98d46e02adbfb68,
        ],
        [
            0xf12d9b724eb6b8cf, 0x0ea3589c2ea3bd27, 0x6cff6a353a0f258e, 0x16198fee5fda2f04,
            0x0a54b278fa491ddd, 0x9025f18e4126a141, 0xbf091f2a19743b08, 0x918464c64ff01186,
            0x2911fd52c28d53fa, 0x067761ebc81b4efe, 0xfb8f9b95ec4dd5e0, 0xbd66a7682fd2c049,
        ],
        [
            0x3a62b468e8416f39, 0x1e095d68a51fba8c, 0x509d3542e3b09541, 0x44fb2ce89e41b22e,
            0x175fd916ed6ae685, 0x4df8a79227510683, 0x9d096437058e514b, 0x3748701bf3e75fac,
            0x680f8f1a0a84cbca, 0x1f493150009106e1, 0xb14df1047f9f8fe1, 0xa9f19997ba5d6841,
        ],
        [
            0x934e134b639d8c12, 0x88f3c8035c50c703, 0x58d2d6bd6b400d86, 0x56d4a42cd23c37d7,
            0xe1b94edf34e1e864, 0xae3baaaa54d68835, 0xd182449aaaa95062, 0xb17c79b3adf90634,
            0x745e0746ba5aad60, 0x6fa52bfd6313f071, 0x626213d3f23020bf, 0x781d73fb83527b95,
        ],
        [
            0x7f074f0d944da086, 0x7d7aa2221640f795, 0x4d931d869612fde9, 0x580f42d811d02c54,
            0x49dced0953544d64, 0x2554d74b02083f67, 0x7be3de83650a39f8, 0xa816d9caf4f812a4,
            0xff67f5e4189c8f75, 0x5d7d26fe0dea87df, 0xabc47e74f5fec099, 0xe3afbdab0dc53153,
        ],
        [
            0xea2ed2ae40d2f09e, 0xbe1131e67cd38b4d, 0x7912f830276fa993, 0x07e300eea1a698eb,
            0x41ba892ce759e15d, 0x194926da29c1b79d, 0xe80000d797ef2c88, 0x551904dffe2c05c3,
            0x2efb2b82038611e1, 0x28a3d857e6a78b46, 0x78eb58f4d00694ab, 0x52c37b926a34b659,
        ],
        [
            0xbfc70045d933a46a, 0xc97e543f40c4636a, 0x2e03b2ba72b36e21, 0xbea7822503429ac1,
            0x5fa3fc1b93970c96, 0x3ef2ccee959f294a, 0xbd56c10f0a0496af, 0x43c480ca8c86a38e,
            0xda582729522bccae, 0x98fd36efaa39dd6e, 0x639f16e126a13a2b, 0xc59c1e96dde86f83,
        ],
        [
            0x65d32702e0da80d5, 0xbd24cb9b6babc042, 0x96d366a0e641ca4b, 0x1bccfb9f47a9653d,
            0x3cbf552bbbcad463, 0x50877ca1ae348f83, 0xe6ac5cd5981f7cb3, 0x9ad29d28b66fb4c3,
            0xc838d7596d1d937b, 0xd6efa0b803390aab, 0x30d80c100334f332, 0xed1cc8e7a870fa07,
        ],
    ],
    // row 38: multiples of 2^228 G
    [
        [
            0xfcdc8ff8ae10aa6c, 0xb2088fe46390eb18, 0xcd2a14590a65d44f, 0xcc04e2b44c430ced,
            0x94133abed2958a59, 0x3c23dad9262a66c5, 0xf24b93eba56600f5, 0xd26fe4e3e48ef3d4,
            0x1da58eb700a42cd6, 0xbc181fa70b708b29, 0x2f2510e846cfc593, 0xacac369523484b36,
        ],
        [
            0x1291d012f6f29dce, 0xaf3423f802299c96, 0x317a4aa5155c1229, 0xf273ddbeab917ec2,
            0x1419406e1a4a2d57, 0x71c0dde01f7e722a, 0xb413392df5fed19f, 0x3765093da306b8eb,
            0x82349c269cc22a76, 0xb2d8605796bde706, 0xec3a00c04f1abe30, 0xbfe13556bba83f02,
        ],
        [
            0x92365842ec0d9960, 0x7c0f038e2bd0d6c7, 0xb0cee21fe08b09e1, 0x85680516132d786c,
            0x9d7dd21a87eb98cd, 0x436554198e381faa, 0x74f55c7e5d2038a7, 0x3fcee0ffe142107d,
            0xa7f4596b9d99927a, 0x52710725969f342a, 0x26d5e13ef705a76e, 0x28cb0b65ea0e984b,
        ],
        [
            0x8f2c6e10af582361, 0x222a43e67d0246d6, 0x8548f17de9f2445f, 0x2b48bfafedb5f781,
            0xc86e2e45e82b9399, 0x9bd834966ff17be1, 0xee4dd596b8775b72, 0xad89e0244761cea1,
            0xa6090a93fa11a81f, 0x0e7082aad1d90746, 0xe494c1b4a154e87e, 0x5bc9392dea780432,
        ],
        [
            0x8919f5166a7daffd, 0xdbbf4ed7ae400e35, 0xebae51fb088f50f1, 0x152c1a22be54c36f,
            0xfda784fffd33a2f0, 0xd794906223aa17a6, 0x7da0d5323fb726cd, 0x69b47dcf475c0edd,
            0xb1d06db1408de30a, 0x1054d2e7105daf29, 0x71a86d684c3551cb, 0x78815efdd7c874d8,
        ],
        [
            0x77feecebca843743, 0xeb9f479528d6fcf6, 0x92447a5733afd930, 0x50e815c52ae3f95e,
            0x219f9bf1edadd94b, 0xf73104addabad57c, 0xbd20239673f941bb, 0x4ba95e3475be7318,
            0x6b40cc4493dec32a, 0x12f3352411f80994, 0x6b0980a3be87b2cc, 0x92d5408834c83341,
        ],
        [
            0xcf42606c481aaf23, 0x316e3ec1a97229c9, 0x11f13c1c6f676668, 0x571ecdf32df1b4fc,
            0xe86a9eb680152e1f, 0xe776291b1c6067f6, 0x55bea8c5281493c3, 0x89ed2f1feee7a871,
            0x89054fe9020c2d90, 0x378fa6091d7bf09b, 0xd323721cb66b0187, 0x0318b25e99d6ecba,
        ],
        [
            0xcb610182a93c10a7, 0xbd5059c9036afb3b, 0xcb538303faac375a, 0xc35a94e6ac1b02f4,
            0x8b5d42098ae7d58b, 0xa8eb2114004241bd, 0xaa3c554a262fac2c, 0xc6d2bcdf31306b48,
            0x0adae8a9fab6be4d, 0x89b18aed0ea77d12, 0x2c4382ffa2675d24, 0xabb60ce6105529ba,
        ],
        [
            0x06a617167fc55bbc, 0x76088f15a333a938, 0x1eb7245ef83181a4, 0x116f51c6dc93d705,
            0x976ce281d341239c, 0xf9ad13dbba1c45ff, 0xbabc3c466ca4910f, 0xbd5f492e2ff7509e,
            0x439c3f11e24b5417, 0x90f7d5f0861e93dd, 0x14a8e9b10beb03e3, 0x5a72c7acc837a836,
        ],
        [
            0x6f3c32aeab785ec3, 0xbef13c3647cc5ac0, 0xfdefa31a06cb7d18, 0x5f21fb87886957a7,
            0x1c82007e0502d1d9, 0xa081557d24b6d615, 0x6ecaf8edd08a6f69, 0x010e928c46c8c4cb,
            0xe77249f66eb7b286, 0xcf2292623cffd359, 0x7e045d1a708d5fd5, 0xd482fe39d6ea2e61,
        ],
        [
            0xd6d5c0a9cddda9a8, 0x252de90ebe6fbdc2, 0xb1f2d277e46dcf2a, 0xb7183c244d81268c,
            0x7dada8b3f4fb2fec, 0xe7554e8a0abd5b42, 0xa4bdb9e1e02c5528, 0x271be52b250016ad,
            0xfe5f85533e866aab, 0x366d8f8a98fd95df, 0x45df76a67956f647, 0x2b4bd2ef72fdee3e,
        ],
        [
            0xd770f327d93e08b7, 0xf0d986a7a71ae137, 0xcf16b3c7be9587dd, 0x2de7cd05230d6a8e,
            0xeeccbf82aba771b6, 0x747a1c389f3cf30d, 0x48c7ad301d243331, 0xf93ac833f7ea540f,
            0xe3d12370c0909489, 0x0dc1d8b9a32428b0, 0xda113434890f1032, 0x886d74734d1911cf,
        ],
        [
            0xa795c5d1a39f0984, 0x760d5046ecfe439f, 0xa8ab9147d3dd39c4, 0x675555ab2341d62f,
            0x0242e5d06aa815b0, 0x4275c51e9ee1c95f, 0xdb2eed3548ef823c, 0x27929d5f44d04891,
            0x32d11f7055c98d9f, 0xbd1830c82b3134a6, 0xf34746087018743a, 0xf544056381e76712,
        ],
        [
            0x87eaa4a6c2f1c504, 0xa80be814f013c204, 0xad28a6b039ff491b, 0x592981e19353375d,
            0x1bac607a3409a08a, 0x009accd5e3d132f9, 0x39c2b8fdb968d456, 0xc6e5421e63519587,
            0x2bcb1ef06022ab7e, 0x1c368e529a78f88d, 0xefd88dd44018272b, 0x8a199b593dded965,
        ],
        [
            0x1981bad72550a104, 0xe62521c85ef626e0, 0x2acd5faff2b71825, 0xd7b1e1a5b9fcd730,
            0x7f652ec6fb953644, 0x70912dd5e9030f98, 0x3a560dcd38e538eb, 0x700fd0f8af1e1a4a,
            0xc3a464a2be7162ef, 0xddda09485573c66c, 0xbe521082d30b632c, 0xbfa1bd5f545c7f4b,
        ],
        [
            0xe2117b3cce6020d3, 0x5ea3d73e4a2defc3, 0x03ab6c8a0fb7e135, 0x0ad21bb2353d9628,
            0x53ae49c0c19e2e37, 0x347aaead991289ef, 0x37d7d0bdd090e5aa, 0x377b89f9a27598a0,
            0xf9015e85512e854e, 0x4f2f1054341befdc, 0x6e0a0084095dec26, 0x82f3242ff22dd9cc,
        ],
        [
            0x7d5d2432273b0e76, 0x3a9f76557353fd93, 0xa8315c67429361a0, 0x8b44f652862e3e62,
            0xa0fd467e9eb9bd17, 0xdb32cf1aaa2406a4, 0x424f7144aa99c6b6, 0x2c8042a878664ab2,
            0x8fa765c8691b3e9d, 0x0cf0fb755085c3d8, 0x1f80c03011fb9bd2, 0x5a0e1ddbc4e983a4,
        ],
        [
            0x06478e35405f6c93, 0xaaa2d1c489449e3b, 0xdee1be80e74a0e7d, 0x186d4519927afac5,
            0x8a622f715cf4b9a9, 0x1d189d7c633d6b52, 0x31e1b03705a70d36, 0x9cc9e0d824fd5339,
            0x71da82d24f083878, 0x437c23cf28577f6c, 0xaeedf8f5b82ecc56, 0xc3473d9a7cfec78f,
        ],
        [
            0xa6ab087434eec3f0, 0x869aa344653aceb5, 0x8b688338aaecdbc1, 0xc080c00c8ec6d798,
            0xb44ec3e51b205e3a, 0x09f72270c5fe3918, 0x7270e7be84e1c27d, 0x3d9ee7dc785123b6,
            0x8356bfe1d215d195, 0x6a9c5bf2a76bda4a, 0xd3096f7498e052b0, 0x1aa6e057249d3331,
        ],
        [
            0xa26bd1e26e113ca4, 0xf12d8df0ab4d9dd7, 0xf04e5337780e3dec, 0x289fa4ebe84151cb,
            0x26e22f19c9ea5eee, 0xff6f2c085abd3732, 0x6313a8d9789818c8, 0xdc2853e6e6b44fbb,
            0x1ed29986c61fb6f4, 0x1b242a610ab4ef79, 0xc4040ad7457c20c6, 0x2be19f36c0e160a0,
        ],
        [
            0xd8cd6e5ffa19ad9c, 0x55dd54873b6a767f, 0x9e57f15075120fdb, 0xb47de8919b55c137,
            0xb12ffb3e3ca7827d, 0x9edd483cc2446f0f, 0x877126728d4dee40, 0x6e0616af0de609c1,
            0xb2f2baa44a69eb7f, 0x9d04dd9a684ab9ce, 0x3322f429da5dbfa2, 0x79e5539da48888c6,
        ],
        [
            0x4216efdca3d0d201, 0x1198e3447aaed6da, 0x33209e951ddc396a, 0x79133c85183a9047,
            0x3922cfacedff8f61, 0xcaa468135a52b44b, 0x797e579aab393fd7, 0xc4b200f3016546c5,
            0x7074a4b0dca00fed, 0x2233e47d8df8f424, 0xccf1b6157fd8c6f5, 0x636f75de90e0de2b,
        ],
        [
            0xaa106d2fe19f1be3, 0x244b87ac768009a5, 0x6e8b8348928dcd8e, 0xeb1b90fed46802fb,
            0x92e8b94520748a11, 0xae219e5913f55cb7, 0x80d1793f667f7cb1, 0x63729fc6a41aec83,
            0x425efd6a644edd4c, 0x19d475e1e59354d6, 0xd974d5d7f058307f, 0x1c03b3857f30671d,
        ],
        [
            0xd86ba818cfddb7be, 0x83deb3f510203b0a, 0xbe16f24e647b51a8, 0x57ff00daaa0b29fa,
            0x6c193691cd57d914, 0x0207f5efd830a220, 0x4d26b3574691e327, 0xdb87f28165006dbe,
            0xb2863161905c8c33, 0x995a1a8b9b6ff206, 0xcb40300edbe5257f, 0xc4b6d8507c0dc5f7,
        ],
        [
            0xfa2195a98ff1c939, 0x4abf18913e345030, 0xc0ab676171da3066, 0xb09a43aada73c589,
            0x1a2bfab35574bbf8, 0x90fd62bf857a408b, 0x01cce5a19026024a, 0xcad72fe5b62cef10,
            0x8d3cdba05624e120, 0x9582176106ae43cc, 0x1491f7f367294ae2, 0x7489e94e42879e00,
        ],
        [
            0x837e4ed4fea40d62, 0x662825d6b60f15de, 0xa461286b5023856b, 0x80651e5f10df1172,
            0xba9f10382064f4da, 0x8e4f18b42c52805e, 0x99f876708dc92783, 0xbdac08e84e3764a3,
            0xbde6c608929ef907, 0x6aac5a4a64ca84a5, 0xa3484d95e2676238, 0x0b7725f0adb058d1,
        ],
        [
            0xc0bef49c16532534, 0x3e20cd876b32301e, 0x60b25350bcbc707c, 0x3599cf9062be2756,
            0x602f7b0c9b7af594, 0x2151d86ac39c1e18, 0x81b09efe574dd588, 0x17f42e5975dc1080,
            0x7e3a5ff1b8d908f8, 0x27ef0777f9b0936c, 0xc2b45a00583cf852, 0x03cd3786472e32a0,
        ],
        [
            0xec5dff5e80329642, 0x0b3078f34bdc6da4, 0xbe2cec2e97991da8, 0xa7e071ea5952bbc9,
            0xc092ea8fdf1266cd, 0x0f2e595d6ec9ef3d, 0x84688769df2bfa70, 0x8d7034ad303a127b,
            0xf1e7e8448b327913, 0x1ff4f17536433ec3, 0xefcf4a31680a78ae, 0x12672eb0e0920525,
        ],
        [
            0xf3fd7bc67577cf46, 0x8e13dc0f0ca3bd40, 0xfecbae7bb6d8a8e4, 0x423a082292f74382,
            0xf0ca04a432b767e6, 0x0bd6fa6ab27242d1, 0x8f2b97710ce84158, 0x0c6fbb923a847145,
            0x57af10bfeecd53f3, 0x7803505e5446d810, 0xc65424a511960959, 0xa3ea0606f676a1cc,
        ],
        [
            0x5a6222fc0fc888f1, 0xa413d132056bd7d7, 0x28a86716d45a8c6e, 0x0c582456c15d5834,
            0x9c4f2643e6e33311, 0xbee7805a237db11a, 0xae62ba97093647dc, 0x74f2dde6a4eb2541,
            0xf962a506ee71c5d8, 0xb17e9cd4a6173cf0, 0xfdf7f4bc1cb0ba79, 0xaad3d8b9c090c442,
        ],
        [
            0xf6e459d50df1a70c, 0xff7598ebc8b9f8ea, 0x1376925875ad349e, 0x5e548c69f8a6efdb,
            0x2d68dbe93cdd7af3, 0xe09a8e31325186fb, 0x5f4a2d83375df046, 0xe3153499d70250bd,
            0xc90a60915ded289d, 0x1da3d3c161448c58, 0x410e2744e4ce07ee, 0xcb03466e5fd0bed1,
        ],
        [
            0xe117fe21dcaadfaa, 0x589f703beb3e24a8, 0x53c9b21d58a0c9ae, 0x954f5220263f6e1e,
            0x22c38bf32bdcd256, 0x438b010f2dd6fc64, 0xbf858cf00ab44350, 0x2bf0071443ce348f,
            0x96ba4106c4a82626, 0x164aed20fc8f2f2e, 0xaf36420950e4f9cf, 0xf92174d3304d54fc,
        ],
    ],
    // row 39: multiples of 2^234 G
    [
        [
            0xec3fa50130d96b56, 0x7cbf458247497265, 0xd759a88ae250b41c, 0xe40eb4d885a752cb,
            0x599e5b75ccb7732a, 0xa2e41ceb2dd3d73b, 0x3c29d7a82247d827, 0x038ab2f29cb90c44,
            0x4ebecc3dd1cdc8b2, 0xa5bb57aa04ec0991, 0xe5fc6441d0a8808b, 0x25fa5fe3c6ed4fc9,
        ],
        [
            0xd4df2c72e5d8daf3, 0x77e0c4331c1dd036, 0x641e4db8a10984c5, 0x96162fe28e5f417d,
            0x17e806bb724b462b, 0xebad00f66e3cc613, 0xeae075162261b781, 0x06edd2eb7c91153f,
            0x10bf151a301f8eda, 0xead0986a135a012f, 0x41ee512aac24281f, 0x98b892883cf056fa,
        ],
        [
            0xd717ec34b64bc9b8, 0x54a7a443450531bc, 0x9d6b2b31bc9d3952, 0x7b38b0a6b9b857e0,
            0x0251205f10ee4e78, 0xbef0acec068bbdc0, 0x70e7b32cd91f4ad0, 0xd4838bb083522b41,
            0x14dfaf56a267d04a, 0x8b1991c168e824ca, 0x4290608d33790c2c, 0x174154bfa6fe9691,
        ],
        [
            0xe816e48c2e2cc4ab, 0xdea3576709d866e4, 0xcd03908f66dfa43e, 0xa05c151a167d467d,
            0xe29eca365416b1c5, 0xe9a70d3a6a893ee6, 0x45983ebab620e1e6, 0xba6267711e5f9b53,
            0xc38d34733fbb588f, 0x8256b5b47f32556b, 0x08ea4e874fc5d5ba, 0xfd6d07b05f3c4411,
        ],
        [
            0xd999c2520f7fd32e, 0x427e8978a8e209bd, 0x7c647e77bdc94ed2, 0x587bcc7398156e9e,
            0xff5dc883fe2323e0, 0x703c488a1f8960bd, 0xaea43d3e39b00919, 0xb23e4f525b84b33b,
            0xd8ca735b8c51c09a, 0x815ac05e244c36b2, 0xde73f1de425c18ac, 0x9eaa393221ca1be0,
        ],
        [
            0x7613bf1ec2f9984b, 0xdccef4f4726125cd, 0x622406ce37e0c426, 0xaf789ef2e5863357,
            0x3376384d8811675e, 0x9d55e99320e03a13, 0xcd3f5cb871d0afcf, 0x269dfd57ae473124,
            0x5954d6e647694dff, 0x6e9bc413a79ea220, 0x8d26d11452210390, 0xa4ff4a1086135cec,
        ],
        [
            0x131ea017d010e826, 0x52fef0721d59545d, 0x1caaf10ba1743cec, 0x13843a555fcfb928,
            0xe4595d0a99bde714, 0x28ab0b8f35db6299, 0x73856c6ec6062a54, 0x30808fb549d88e43,
            0x3b66ed63a5dde020, 0x6f92849754ccd3fc, 0x5aa4a362c4a54de7, 0x1b2bead44fc8236b,
        ],
        [
            0x0ffd6d1e250e06c5, 0xcb307882e62cd2f8, 0xfdc2945e4273b01c, 0x52ce45601f1b4a50,
            0x74f80eb9608ef2a9, 0xbad3bda2cb8c5154, 0x1b6359abbea45692, 0x94b40bfbe7e57044,
            0xae6a732ec9250bc5, 0x7bfbd7eddc2e7bb0, 0xe94426842dca35c4, 0xb7c7691f9f41a202,
        ],
        [
            0xe1d98aacedfdbc91, 0x121aefbdeba6abda, 0x7d972d14444b4b63, 0xe428fc93fe692ee6,
            0x2f4d0ce5557a96be, 0x2e5b3f5d1771f007, 0x9c92bc433625f003, 0xac67ab7929738bb3,
            0x06e863996fbba1a8, 0x15c955e0c6333024, 0xfc714eec7fd01365, 0xb1eb7134f526dab2,
        ],
        [
            0x95ce6e60a97bb398, 0xc5781513029bd641, 0x68e40dd91d29f1bc, 0xfb7ec7b8336471a9,
            0xa87cc207ae6b3784, 0xbe350a655947f9b3, 0xbf4d72640efe44ad, 0x8465d5e40aafbc77,
            0x7e0e5986bdc52cfd, 0x7c5aeba8db858b87, 0x0f9f8c22bc21a586, 0xc584517c9d1448d3,
        ],
        [
            0xf80d959667b1d2d3, 0xfc4accad41f703a4, 0x485be0f9624d4748, 0xc880aa25000d7f61,
            0x65d55f00c260e9c3, 0x320e2e7039f0614b, 0x52dfcc0c0aa1989b, 0xb32cc5e36424f397,
            0xa80f1045beaad5b9, 0x7f631ce751ebd694, 0xee86e420bcca179f, 0x079c6a826e0c8122,
        ],
        [
            0xfd7205749c3804ac, 0xf6f157d3f38347d3, 0xd5a82b6b1076b6bd, 0x816d4925b86bc88d,
            0x07a9ff721dd922ba, 0xa953d78f9a24fac3, 0x9435ad1e1b8f261f, 0x332a00508b450926,
            0xa352758f1ba8501d, 0xe021ea4abd898ad5, 0x53b91a8aaca5091a, 0x95508b0594869b86,
        ],
        [
            0xc0b20aa3d96fac31, 0x5ad20cc661094f13, 0x4de1d02088c6c233, 0x45dff9bbb00a63bc,
            0xa98fd779a41a527d, 0x3dae36a350abc937, 0xf07f6c7282116ad9, 0xb3e5e8afd2838ec6,
            0x63f2f80e3b47d0b1, 0xbd3fddb26222d0e3, 0x3ad97f4fe6e72a47, 0xaeee9cbe05e274af,
        ],
        [
            0x1a0bde48ab1671a7, 0xb073e6d3ca57790a, 0x69aa4db0a680e6b8, 0xe50a98a5c494645b,
            0x16de534304a8ad08, 0xf360bb11156ef32e, 0xd09c9e66a2a76e29, 0xdf70511b87ffafb1,
            0x6007be9a675f51fa, 0xce445afa349e7813, 0xcb94ab8c00ceb67b, 0x22f02ecf68f02e0c,
        ],
        [
            0x50d1da06340940b3, 0x56995519c7f27829, 0x291db76d7bdc3198, 0x5222b139f9259117,
            0x1266bf2a6b82ac34, 0x532cdbc6479eaf76, 0xd61a8fe5f2bd86a6, 0x8460286b353ea592,
            0x3a8fd7567573dd4a, 0x396fa520f6d977f0, 0x338e5b58190fb01b, 0x0cabed81f9220e09,
        ],
        [
            0x877e33e51a13b422, 0x58b5f8f949938dbd, 0x32f9c77ed6f9161c, 0x800e99f8fdd95ae4,
            0xa6feafd679a04a12, 0x691e60f01b47af6f, 0xb15ec51a7abadba2, 0x0c10a4f6da464cbd,
            0x39f55177fc66c12b, 0x42e1e3f1d4bc9103, 0x04d5ffd17e1afe89, 0xae2af79fe7f270cf,
        ],
        [
            0x7266bf8caf1b16bd, 0xd8227d63d09b054e, 0x7582b977fddcd044, 0x68aa38ddb6e4561c,
            0x8e0ce62aea47c808, 0x7572beb0774aa5c5, 0x5c11035119b4f923, 0x71e09dd1f1c1846a,
            0x8786bd34a92aebf1, 0x064948527be07dc3, 0x77d55134dfcfc1a5, 0xb2b765757ea88af6,
        ],
        [
            0x16216f171b072449, 0x0953ccf32db6482d, 0x0a9637cd568907c0, 0xaa9962d8906bedb6,
            0xc90a19ce13b7198f, 0xb6dbc66b3ff8b67f, 0x5b79009e0080a3c3, 0xe4d1c275af523662,
            0x24eca5074fff18ef, 0x6fc608214e73909e, 0x3d39da73f6365d35, 0x5ce55f2ba67bb6ca,
        ],
        [
            0x94e1dc9bdc7297b8, 0xcfb6e47dba753044, 0xde25fd084a670136, 0x7824ae26e31b0130,
            0xbcc4a592f2e5ec28, 0x9176ca5f88d0753c, 0x4c0665e81bd9b36d, 0xcf434b7139d33804,
            0x1d67a49172659bdf, 0x4fb83ef3fed7f872, 0x2c23cdab49f1a04e, 0x06e35305a7b176e5,
        ],
        [
            0x78581c3fcf81f372, 0x06c93205b4424be9, 0x40fcee429462cad9, 0xaa6ee59f92d61a68,
            0x275431754d4b2d84, 0x4644b28ee8c637ea, 0xca61a54224c118e4, 0x2aab3c6540146ddd,
            0xec1176d0fc86dae9, 0xe149721bf15ab694, 0x26889364d2b771c0, 0x9d5e3342733911f2,
        ],
        [
            0x653dc98c1a9dd2c8, 0xa50f2edd3e8756af, 0x4752753173ccf2f8, 0xeb3cca4569e3c9c8,
            0xaa0b24f02944515e, 0x453110ef6f029245, 0x4d052d9c2e58170a, 0x8d6abfb85edb804c,
            0xbb22be6205a72b88, 0x373baadf679b7c1b, 0xb1d5e283f75a9581, 0xb66c243dae983390,
        ],
        [
            0xe4032e8098c0d0db, 0x05bfebb011981a78, 0x626464b9832dbd53, 0x517494d57c215d11,
            0x06d121d7084f6572, 0x3fba21c702f49e7f, 0x9d58b75871e15736, 0x5d0f163413289b79,
            0xaedc173056435eb3, 0x690f005700987ee7, 0x1986e4994c774128, 0xe80be7b51fdd355a,
        ],
        [
            0xd1cef0845afe7fed, 0xceb25d729261bc1a, 0xbb524ed9671a2ab4, 0xd8b1077190b9525e,
            0xcd0e5a5c7c84b684, 0x792ebf764684f04d, 0x681433e069fdf0ef, 0xb32efee143bdd928,
            0xa0477b279ef56281, 0xc56cca4bc3962c0d, 0x23f8cb327c8d591c, 0x92733e427b4d3532,
        ],
        [
            0xba19213c5d952e95, 0x1711c982f022b781, 0xcf92df69c5a02b6d, 0x312fe8e8be957c8d,
            0xec221b0258c43579, 0xc9c03b2540388371, 0xccc93cc731ad68ba, 0x7efa5a9f85ea267c,
            0xb74264363b5a3660, 0xf0a9808bf2cf07bb, 0xcf91c6e784e4a94b, 0x28dd48f81bf498b7,
        ],
        [
            0x2c5a924befbb765a, 0x069dea1aded53a3b, 0x3945f10e9bec4ab9, 0xf69bc769f774a69c,
            0xc37203eaf7b60575, 0xb50dd827d67b93a0, 0x94b370c0485ebcdf, 0x760b4f1415097ec5,
            0x053c99c4c667124d, 0xeb5bf9bd4e0449b5, 0x5505f4ea5725d5fc, 0x46bbf69158988782,
        ],
        [
            0x38c0c26db33cb7d0, 0xb431d7668a2550cd, 0x4c5c5278c1ffc6ed, 0x7fd931cab4e8466d,
            0xa510a3822a51ca06, 0x03744ff62b230221, 0xa14f03bf76e7b253, 0x2ec31fdcaf59e939,
            0x1259b3b39baeda92, 0x49adc09b405647b4, 0x39628f7f3edb3e39, 0x6bbc595d9d90e15b,
        ],
        [
            0xa166fdb793896d71, 0x43fa6056553d313f, 0xc8a8490f5728e569, 0x8d7433fe586c3b24,
            0x92f8dae7110a51c3, 0x23b02fc7c9f67389, 0x29d2fd057da15aa0, 0x2340e617c662414c,
            0x4cb9045b633cc515, 0x42aeefe6bea83d64, 0x6fe02aafa29c19d6, 0x056ddab2ff0cbf2d,
        ],
        [
            0x82c0e9c2d5b6b070, 0x1bae2ed7305c496e, 0x3028d659a868469c, 0xdf923d5caaa93444,
            0x10369c666b1bcd4a, 0x0f598e18af31cc7c, 0xff056b1f6b3480bf, 0x14fcc590e489e357,
            0x953a32ad980166aa, 0x524264b426584cc8, 0xddf757cf2b49837e, 0x7b4902b4ae8af89f,
        ],
        [
            0xa7e867658db7df3d, 0xe9214a1c6ce2bc85, 0x2aac1447f3a6935d, 0xf44b0f772a9bddc4,
            0x93d1403529d6fc59, 0x1a289de7e1b4e7d5, 0xfd573f4339213d78, 0xfe363f2264f2a664,
            0x7d005b98cba6bb5a, 0xa258e5ca209704f0, 0xae22546928350268, 0xdef81908bfefb41e,
        ],
        [
            0x0eee52f836cd6b9d, 0x7158f22d5b81e48c, 0xac93929e8d170cae, 0x632333af13ee18ec,
            0x0d9c8905d1b59a7d, 0xfe653b3016816fa8, 0x074683eda7c9107c, 0xaa8935f65a9255a9,
            0x975873129d376604, 0xaa59a516e9653f25, 0xf23ced1d071065eb, 0x3b94966e4d9e339b,
        ],
        [
            0xac711ea656dcda96, 0xc8aaee37b7c84cda, 0xe16dfb8628dca587, 0x4cd624c37dbab3b1,
            0xae091260ea86a54c, 0xfd1aade977574533, 0x5323f9386ad16d23, 0x2ea077a8785c8b56,
            0x750eb0cdbd4f2d69, 0x9bfc221a55a3c4ae, 0xded42a9d61d24d60, 0x0a53dfd76749f3f0,
        ],
        [
            0x96c21b74339856fa, 0x035bfd97bd3e2ac5, 0x50bcd1d84d21721e, 0x2cfd9c005f327173,
            0x54de51354a54ffe2, 0x794fd7033873d746, 0xf6057753cda371c0, 0x236a941e559d2ff2,
            0xc78e9d5ac3bdd06e, 0x85f2759b038696a4, 0xdc9cbaa7fd790641, 0x36c7cce241531915,
        ],
    ],
    // row 40: multiples of 2^240 G
    [
        [
            0xb3de52c7a213e83b, 0x464a92d055db2392, 0x0f54907fa76f70c9, 0xf03811a5455c1c82,
            0xdbc082aba71bfebc, 0xc6b405288edffa7f, 0xc07bb07de3636016, 0x12b29e9a4c00333a,
            0x888e190753eec121, 0x64acc0d1640707c9, 0xb78ca0ff03519fa1, 0x5c88fb72c6c4eafb,
        ],
        [
            0x7f4101d64188663c, 0x6a009b2827faa879, 0x020467273e5af35f, 0x7ae4db886720890f,
            0x1f23d0d69abb9dd7, 0x18c75c58934db08c, 0x17eb36e70faf9e97, 0x5948a86668c8b6b6,
            0x15f39a0f457ad776, 0xebc4f11a818dc440, 0xa607e6a70bb0a6f8, 0xfa590875c653da04,
        ],
        [
            0xbdd4b2038bf77bb6, 0x436aabebb37c91fa, 0xc7a859b7067d6b1c, 0x4a6820feb1bbdcc6,
            0x8451baa5fee3fd00, 0x701d14f863902d8d, 0xf47c0f3bc68211fd, 0xc1441e920670431c,
            0x55b2baf154119890, 0x69bb3a8b0ed785cb, 0x4600c6c21c6c6429, 0xcb7b67b559b549d2,
        ],
        [
            0xbb47ed31e3f96728, 0x90aa314c57fab67e, 0xe0f5d7b6bd58b9ad, 0x97bb90f731747810,
            0x4c04945521192797, 0x8ca96ac03066a6df, 0x6aaeaf7bcb3caa40, 0xc38c12ef77d5a0a1,
            0x27e35269905d2d97, 0xa7f49c92152ad93f, 0x900e9da24e0239d1, 0x4e9bf508b14cac62,
        ],
        [
            0x1a3d31d679d31448, 0x2b83506b3c4d95bb, 0xb8d037ed4dd52a91, 0x61eec524cfe79e95,
            0xdade55aeedf1dd94, 0xd3fb154965ff710d, 0x78701e420f26d7b2, 0x4b00cc3a0506bff4,
            0x00f1daf9d8921a1b, 0xfef4ffe3ea792a95, 0x15b0132fb84f6477, 0x768ae80c5a0d2599,
        ],
        [
            0x30a619c781a7603d, 0xf8358a1917f4f168, 0x21abe264da1c9551, 0xe73dacff95bdff8b,
            0xfe912f2be0728804, 0xcd99ff4257636491, 0x915c396e1a684eb2, 0x976bd8126d14c758,
            0x21110f1f645fe534, 0x6c8e744465d61a5d, 0x1903f9fcc0e3c2e3, 0x1faf8d94a0904a90,
        ],
        [
            0x20527222e898cbcc, 0x2cd9ecbe4e98e6af, 0x6325b6c498ffaba5, 0x515cfcfe8f929849,
            0x84149035b15d2945, 0x7e31368290f31a67, 0x148c8386713398bb, 0x99a0bb57d0d5a059,
            0x4ed79afa842dd573, 0xa48c501fd4b85463, 0x8b4d6bc6c284875c, 0xef81bc42db248191,
        ],
        [
            0xe1ad1f37f9bfcb4b, 0x848551f661431bfc, 0x3608801c083e4216, 0xba005bb7dd887855,
            0x82d0ef7cc51f1bdd, 0xca5085364eb39b93, 0x53703ee66a98be1f, 0xff277be90549a527,
            0xa65c35d85cf633bb, 0xdb13eb2ec1ee3b09, 0x3232f91af62923f9, 0x45a5e9e6719b4d4d,
        ],
        [
            0x0f8ccb8c02beec15, 0xeeb4781133fd8275, 0x54774f9a017a78b3, 0xb0f2735734e738cd,
            0x008cf2c24618b9de, 0x97b0175fcbc8b0b8, 0x8bbeb8faea989a65, 0x5d3b1f03b7b32eac,
            0x866e7322922ad734, 0x3bff97b805b91be8, 0x2816e1512dd9f0b9, 0x96b15a2615b223f3,
        ],
        [
            0xf05b8eef584666af, 0x1622e2a039b22b5c, 0x47aafc4e13258907, 0x089d6b47e6d4277d,
            0x2df0b0ed3e9c3d8f, 0x13a70979a86d8d22, 0x7940b55f67931f9c, 0xf877f3e0e4f6bee1,
            0x9981f18acab1d8c1, 0xe3cca55f466b5671, 0x2d7d6449d769fb83, 0x2de137c97c156a50,
        ],
        [
            0x5aacaf3ba9ebd965, 0xddd33e697e661060, 0x878ddde3d49844a9, 0x15895e313478a8ed,
            0x763d4fbb35d925e6, 0xc441be752438b790, 0xd8141ca0a03c20cb, 0x03e7c6f1bcef63db,
            0xac79e6321aab6ffb, 0x58b3595882966305, 0x6e1baa825ea8bd95, 0x42c294de3f391bd1,
        ],
        [
            0x774a22abba2eca25, 0xb174408b8883e397, 0x68c6ca7977242e20, 0x341dd8936e0f6d1a,
            0x2c4335bda25fdcc5, 0xadd2c4a138525fa2, 0xad47f7d03e522edc, 0x6e4760a25d762970,
            0x1bb2e84401bd83b6, 0xae3e6e96b1aa9b05, 0x2be16e3ef0788961, 0x5f9ac52c69f52c50,
        ],
        [
            0x994cbb202d0f89d0, 0x248e3c50675f5c14, 0x64ed6cd133add13f, 0x1f5b7bacb7110f88,
            0x7a42f5c426b16ba4, 0x9c49d432ecbc886e, 0xa389fac08142cdd2, 0x5ab90db2a7cd9570,
            0x6af7f10b14a1f743, 0x54fb1dbb8ec78f65, 0x4fa0053dbfe74c3e, 0xdbae4f2a5666a453,
        ],
        [
            0x6eb5e119e1b5495e, 0x59ecf550d43c2e10, 0x8b0559d1b78e5aa3, 0x1bb5eaa189a47a90,
            0xef1c209676b2a96f, 0xb95ad1bdcff20956, 0x9ef2d25a58d2d17e, 0x37f79132b6f68046,
            0x056b972cacaa0506, 0x40656fc8e5caf43c, 0xda65ac1e4cde9afc, 0x08526f852b3f1661,
        ],
        [
            0xb4878504f5538bd2, 0x8ebdd1276f815dca, 0xcf9db9909fdd9dfb, 0x87765cee6b1268ca,
            0xc06dca7ab189df37, 0x06fbc73a3a78311e, 0xe15508e671cfba00, 0x16a9a1a287e2a7c7,
            0x352d8ba499918304, 0x79f99441299e2629, 0x43f454d3153b21e1, 0xd8a3bcbdde9ae507,
        ],
        [
            0x0aa8984aa8492b0e, 0xa8d57ab93281b1ab, 0x0880535aa774654e, 0xcb15d86f978aea8a,
            0x926e0999daf4eed1, 0x88a2cd73c68c9e4f, 0x17e0ac0bfcf69d9e, 0xf8fb7ddad99a80f5,
            0x3cbc116c2bd8bcd4, 0x40c015d99732c221, 0x2e0ebe2e27e929e3, 0x93cf558322a20838,
        ],
        [
            0x9133252cc4b8a926, 0x11336b0ad9e1da38, 0x8dfdacbe9185162c, 0x3f45c1bdc24e2242,
            0xbd8485537d82e24b, 0xcbecff651b0470ca, 0x4090fe3203397652, 0x4052a2397d15889b,
            0x050125ab636ad70b, 0x85a85cfb634f4b05, 0xe7ccfdef9522a989, 0x05ee287fef6124cf,
        ],
        [
            0x86d4146cc7da93ef, 0x03d3dcdfc54b18b5, 0xac5b8048a67d8dfc, 0x02d38325e01c630f,
            0xfd92a6bab20e777e, 0x20f74dd84cd40135, 0x866d04fb0da6e9ed, 0xf0c15987690b472b,
            0x9f651f2077276908, 0xf8436472fb4c8111, 0x195c1c86373149d3, 0xc3e4e47527d0a5fe,
        ],
        [
            0xe2925c2c0df13dc6, 0x7ecce08332e76479, 0x184bb357b78bcbcf, 0x2b5310e38a226abb,
            0x72e5d7286666e50c, 0xc67aef3091cb6564, 0xb08ad0f24212de31, 0x9d3c52066b322525,
            0x7d481eef45fd9b5c, 0x1468d289e3f4ad9b, 0xe150136d06fd69e1, 0x4bb446e89f738945,
        ],
        [
            0x4dfba78cde127483, 0xf3fcd6e5b0346462, 0x1c062679afa325dc, 0x662d578f73c2c9a9,
            0xa413606a092595f8, 0x76cf570fd5419762, 0xae2c307b99c86f5b, 0xa90925c39548149f,
            0xee7fc11269300e2f, 0xdb331a68590fdb18, 0x487f87868fb91527, 0xcbba157c98d48cdf,
        ],
        [
            0x72d5f669fc06290a, 0xb556823cd8716876, 0x431e2adb0b94cc6a, 0x114b128c9feecdd7,
            0xa5eaf61dfa8e9b17, 0x02b797c2b7c953da, 0x658fae371508f2b6, 0x57f289218bd79ee7,
            0x2a1d19a6641f5e03, 0xe53651716a78cefe, 0xf5b4459c5820f244, 0xc4be10aa8b8b6cf8,
        ],
        [
            0x6840f46778da7135, 0x4c22434c32cf26bc, 0xa7af963cb4f98d4c, 0x9648cf18cb882a37,
            0x29fb66dc847e2df7, 0x7e6c74c15abc8e48, 0x5ba67954669b1af5, 0x14d81d3a445a12fc,
            0x309b59a758a7a9d7, 0xca06660ff7501be1, 0x746447306f6efc2b, 0x84b63166b0c4295a,
        ],
        [
            0x54073bf1a6e9a262, 0x32b009e5379479f4, 0x6a300488bc83b45c, 0xad3f9258cf905ef4,
            0x786b52714b1a4e1f, 0x1858c2df867281cb, 0x2bfa9fa5a433e05d, 0x133676d460f0ce59,
            0xca75149f3ff38239, 0x851de4e38695cc41, 0xf7ad6f13bc721f46, 0x7092559d46013207,
        ],
        [
            0x43affc3efbd2e4a6, 0x9fef1c2898fe47c0, 0x9ab9551625bf7c9a, 0x05b2d75b3b56c06d,
            0x98a2cff4f2fa673c, 0x837d27e4a9f98205, 0xa32cdeff6d4d8754, 0x27e0a18ccb33a01e,
            0x3423999401046889, 0x20426ddeccf907bf, 0x2bf833c8b86eef29, 0x22eed2a0c1b346b6,
        ],
        [
            0x810d251d4643d3d4, 0x449db913b6a0ed26, 0xe2a1c8f677751d1e, 0xeae3b3984dbc3fa6,
            0x98546e01e30fcbb1, 0x196bbd685e723cd5, 0x14cc08d386a9905b, 0x763caa266659a20d,
            0xb4a3388ce640f5ae, 0xa572d1fe9a78fcc8, 0xaf60e9dac4ae2f94, 0x2c84efa8fce286c3,
        ],
        [
            0x5a20da91801ae903, 0x47d2312d1d5c46ab, 0xfb69048177758fee, 0x7e508ce5c32dec15,
            0x7ace4469f4308059, 0x29f2d29ff70b4b31, 0xdaa7005c9a2db8d4, 0x691a68a2ad004a6d,
            0xb80c29345600dd91, 0x0092ec1c21d60ff3, 0x9c18cf8eb4e62c39, 0xe86e0802fb6bd6b5,
        ],
        [
            0x07920aba524febd5, 0xb52a21fd94a8210b, 0x0f721cf75797ad8b, 0xd5fd5912ff1089da,
            0x027873149c62cff5, 0xb295cd1041911c18, 0xdbf3a93d6b646a57, 0x1c4578935fc10a12,
            0x85f24c770b931db0, 0x26aece0de3087e7d, 0xb8d4a12501dd7563, 0x8b2a83e283080b19,
        ],
        [
            0x29142c9abf6a24ab, 0xbe4136808f1732d5, 0xbb33fd7e09410ea1, 0xcd28dbc2dca07731,
            0x836e9a73b33e4991, 0xf4f3d08c6e636c57, 0x5508de0f939cc9ff, 0xc1812e9a5801de13,
            0x880c185d3a847719, 0x36cfde923f4962ff, 0xdc9c27f1dd6afd4d, 0xe982694c031b0823,
        ],
        [
            0xacf243061654f4ea, 0xfa114a9d0b2f9588, 0x9e9ebe5591af70b9, 0x9b5db1832adbcc73,
            0x9bd6be8bb67ffef9, 0xd4bcb1b6a7ef7d8c, 0x918b3bf9230baabd, 0xfbda148bfd096fe7,
            0x7d894a91137e6b95, 0xa42229af991c0389, 0x7a86a74a33d9ac6a, 0xcf1f73ac1c9f1a48,
        ],
        [
            0xbfcf834e7856f8ff, 0x1ea01e0f91a7aa72, 0xc71fcdd61c212bd6, 0x3b13b3e33e5be131,
            0xe9ffd24b2eb5efdf, 0x2c7a6e8b27c78ee3, 0x32e77f56c7d16b01, 0xccdb3800c92ff201,
            0x58d4b508dbfda09e, 0x2cfc0518644b34f1, 0x341a896c3705da87, 0x1d2daa153e025a2a,
        ],
        [
            0x8b66277eda5dab1c, 0xff8709f05b9b7391, 0xa0368fbce9461c88, 0x0489ed68f59849b1,
            0xda30fc4a0024b19c, 0x2d030695d25f8880, 0x4f9a6c8302f2d008, 0x33417cc083e16a51,
            0x477da947abd47742, 0xb3dcc747339bbf58, 0xa142a1c3471d9bf6, 0x4457abe2b17466e4,
        ],
        [
            0xe96741e5521c2216, 0x8a7f847fa6a02712, 0x35932388da76e9b0, 0x46d368fb1dc140c4,
            0x569e915bca88624a, 0xffca1caf9b383c01, 0xbeb857aab68b56e7, 0x667b4e0db1cc2c4f,
            0xb842f42412e50feb, 0xcfdb587839a3b7d5, 0x0d7762de8b13bf44, 0xeec95880ddcd33a1,
        ],
    ],
    // row 41: multiples of 2^246 G
    [
        [
            0x42e9d4e4dc0bd11c, 0x1189e71c092a3566, 0x7c888fac0f4d3360, 0x30ae97483e05d22d,
            0x37a84668871050ff, 0xb3c3ae918c5dd742, 0xe31c626a7097a773, 0xc00ebd7c744cc26e,
            0x65f5caa865610c6a, 0x690bcac2f95c081f, 0x81ff2a308886ee6d, 0x70447208859990b4,
        ],
        [
            0xed317249135af53c, 0xf71bb7e05bf1658d, 0x9835403ebf785b21, 0xfcc399c0cca29cbf,
            0xbb7f2abfdf87b655, 0x750c5526c70c8b42, 0x9744764b146ea18c, 0xaf61ee32a10df1d1,
            0x09c1da5dcd1d3011, 0xdc90e5be66ce49b2, 0xccc122bfcc513cfc, 0x82f2023548c7db52,
        ],
        [
            0xbb1e1d3c5121d938, 0xf6644bd50251cb72, 0xdd3ebbc360173a9f, 0xc065965f84ccf69c,
            0x256885caf7f3d0b3, 0xbf59b36de71ef518, 0x046b8e379929ff5c, 0xccbacb5bb363e69d,
            0xa3ae82bb343a41c3, 0x08b15ae5cceaa494, 0xe7fbb3c912dbadd3, 0xef1b4ec4051f0fea,
        ],
        [
            0x8c56d73bde68b4d8, 0x2ae421bff933e263, 0x448c5f77c419b34e, 0x97b15d0efede4d58,
            0x11a125ac78b64510, 0xb2e694d4030b7226, 0x56d6e47db25b8465, 0x4af74b9d3ea4a11a,
            0xa898f0663dbb7eb6, 0x06cb5dd7001f8107, 0x933664fc603b0189, 0x1bd1a457337228e6,
        ],
        [
            0xc2cad6ab6e25ff5c, 0xb4e7ddb40cbe95cc, 0x2fa1d01723644b29, 0xcc782aefb9c67a81,
            0x3799812f3b932bcf, 0x6d07cb15bdf02f21, 0xca8c9fde09725ba1, 0xf3fce91431983619,
            0x75e53d90f7d20377, 0x66ca0da8e1b69c7e, 0x0a743d418c02512c, 0x5eb1cadc1ccee543,
        ],
        [
            0x6b391a5fdaf84d00, 0x1ac83a582a246a1c, 0x0de8eaffc1b1de27, 0xc0e6d93f96a7df1a,
            0xea69a8dd0ee2d454, 0x55e405eae6ad8511, 0xaadbff2cfbfcc30b, 0x953b84924b81940f,
            0x62e908efdfd5bb51, 0x43a682af0ce645e5, 0x9a71795361cbec0d, 0xae62a6e9193cd594,
        ],
        [
            0x28e1f0f7d6a1a963, 0x57e190254665aa52, 0x0428b924e332631e, 0x3de2994969e84c8d,
            0xadc459170de36f38, 0x85cd8cd1a84ff4d0, 0x40c74cca592cb9f3, 0x18a1104036559505,
            0xcaf219f22e62c8ec, 0x855c5d37b9644244, 0x5ac380773d7cc445, 0x89e983aa41eba5d2,
        ],
        [
            0x88ef9c6cfa8cb59e, 0xdc5bfbf3c560cb1a, 0x1478f40f0f28256d, 0x821ef0a60e835a2a,
            0x72cafd7340120dd8, 0x68539d9fc334176a, 0xa3d4e662e5bdd9dc, 0x91bdf2c013285453,
            0xc923c5bff6bf487f, 0xd11344de41d0e521, 0xbc109ec032424a07, 0x7d3b5f2fdc7304b6,
        ],
        [
            0xcb5ae72cbba5f32c, 0xe07f1407dd149e61, 0xdbc8816c86870eb8, 0xf72a561e99a1c8d7,
            0xd8c6f9faa17adec6, 0x160ca172901444b8, 0xa4dde18d694745da, 0x9c7f0fcd8578501a,
            0xa4b254546e15ac4b, 0xf096f3a27217cb59, 0x27e38aaf28941d59, 0x51abea7ef7eb9cb5,
        ],
        [
            0x730819e6cadf52cf, 0x0da336d6e909dfaa, 0x1f7439609f371cdd, 0xb3070098bf2642cf,
            0xcfa6e7e1b12ced00, 0xdd65f96f63bc368d, 0xdc8a157a93f6bc4e, 0x6eb15b10c505c13e,
            0x0de329f1a520ebd4, 0x4363c7c075942cf8, 0xe384789f5925d14b, 0x8b585f80e91a8864,
        ],
        [
            0x03ebae425013945d, 0x7c336547eaf8fe18, 0xf28f52738e5b6eaa, 0xecd7546a2e1109f9,
            0xb43130e78b460b6d, 0x01fbae2c3dd9da22, 0xdb57879887b75615, 0x4cacb154b67a7d8d,
            0x3c86874efa8d9a58, 0xd68c8be47f5f760e, 0xa43db1f5983a5345, 0xfd923f893537eea8,
        ],
        [
            0xb7817ff5248d27d5, 0x768a0cbaa102fd46, 0x1a0145caf1ef97f0, 0xbdbf54447e08a4e2,
            0x06d7bdb11e262158, 0x4544ceeed7d5c3dc, 0x5e1ff066256e62aa, 0x9ea46dac84ae076d,
            0x9c5c1b18b5de4cfb, 0x9bd4567587e9cc16, 0xa944a8bd6884ccf4, 0x325db2f693c37bc0,
        ],
        [
            0x80435920a490ffd8, 0xa5b827062ade36ae, 0xaf58b1dbf825cf6c, 0xdc31eceaaf35d47a,
            0x66a8d54e8afd458d, 0x1004162c7d7bd05d, 0xcefadf2dda8ad3b7, 0x66587924d662a609,
            0xc68c33a1764b9a1b, 0x7c6eae1591edeecb, 0x040277924f560de9, 0xf2b52ca99a053381,
        ],
        [
            0x7bb5219d70192458, 0x512a508c48389b5d, 0x69df63dc4f3e301e, 0x59e539f060869554,
            0xab34d39c825b1aa9, 0x8bf81ae84ffd85ca, 0xb216761d7ede6415, 0x54c60e6629588026,
            0x3f4839edc4a6ca1e, 0xd71b4c0b51ee4bf8, 0xd381649b4e3b5d7c, 0x9912c38d99744a1c,
        ],
        [
            0xb86d882b55710501, 0x9f406ee663902029, 0xf29c315532782ae6, 0x91b598c0e8996b28,
            0x5a37ad18a2659f8e, 0xf286567403d1c2b7, 0x04b6f7b4ecd4b9f3, 0xe050f9ae0d5eda3f,
            0xe685aa77905cbea9, 0x3ae2eb6bc9f19922, 0x00b58b58071a14e4, 0xbcc95828f1220047,
        ],
        [
            0x3454600daecd03ff, 0x61099fba58077471, 0x7b803785626b13d8, 0xae4aac6517fcce97,
            0xd158bb40e07db339, 0x457c6ce0d3bfc264, 0x2acbe4fcda9182ce, 0xe26b7df2124c56ac,
            0xf7e57758f76bdeba, 0x050dcf553bef8bda, 0x9c56e2701e2b8ed7, 0xa7be3010e6270415,
        ],
        [
            0x29b092895271d81f, 0x0305fabe56172fec, 0x2c3355664569be0a, 0x1712b46d9d8f499b,
            0xc764eaaa70050592, 0xb6c4a9a2404ed406, 0x7839c9103f954af4, 0x658522ebdf52df8f,
            0x6d7c4e1d8e2b72eb, 0xb24d35193df54df4, 0x369c7bc7c3da03bd, 0x7db5a935f368e7ff,
        ],
        [
            0x77f4ac204bcab59e, 0x7a017d3360288d77, 0x82e8691b1b85ba5a, 0x0b93d3a04f954a12,
            0x26604ecfcc6a490c, 0x187f1b14a0342dd1, 0xd8bbe6a09fc69871, 0x45362bb44deee2c6,
            0x1201d443a71d9c32, 0x6ad0fdaa4dc0fc35, 0x29e9f3a68294ef39, 0x9591d516288cc7bb,
        ],
        [
            0x763f734344d18abe, 0xa4253816e79cfb87, 0xa000216092a0e416, 0x4ddd886775bc4d45,
            0x14ea605a5471a923, 0xd1f10abe000a1089, 0xe146e4eea711146c, 0x4f31d41b1f6603e5,
            0x91e3847cdbdde04b, 0xd871f40a0fcfcfad, 0x3cd802daf02a8e0c, 0x48048d557f31cf83,
        ],
        [
            0x7d111216ed0f0b79, 0x61961d03d2c58f58, 0x80cba5aed2c36281, 0x840ea75bd179d616,
            0x2653632bbdef053d, 0x90c6112b29d14fb2, 0x08812ab1181b09ae, 0x9fe4e30e45ce3c8f,
            0x0aafaebbb919213b, 0xc47f1bfec4408bb2, 0x4c8d82500b3dcc44, 0x112afa1abb10e533,
        ],
        [
            0x1fc88a48260e810e, 0x0420ba15b87776ed, 0x6809601af02b3fa0, 0x308c946344eb0440,
            0x13ee26a17067447d, 0x5d264e8365c66dd8, 0x6318e7fc191ac3dc, 0x3e44a5c36b817647,
            0xde401df21f776c17, 0x41539fcb4e9e6d0c, 0x904773d866867d9f, 0x76a9573a3a971779,
        ],
        [
            0x436b824794042eb8, 0xa5c59c18f8c7a7e3, 0x2de4f13dedbe0dd6, 0xeb34ee39be55f8e4,
            0xfeb5a9b407cbfe7d, 0x516dbf4e175f6df3, 0xfb345230745aa49a, 0xdb434920c0776caf,
            0x9523ac24a4cbc092, 0xfb2c9e38cf1e87ec, 0x2c84bea50cb55ee3, 0x513b273c09aabaeb,
        ],
        [
            0x5ee8d62b993b6975, 0xfd5f9b5cbcef65d1, 0xc9611f0c238525af, 0x832191907073ad4b,
            0x03e9c639cc866137, 0xa3ac779cafc05b6f, 0x7f809e40a656aad6, 0xf5b1c5f4c577b42f,
            0xd6a2b7ca170a116e, 0x006c06079e121b19, 0xe5f350e65f7a3f0b, 0xdc79e78856dcf261,
        ],
        [
            0x7a858f9f03eb5524, 0x727d765f5a9b1b73, 0x8c14e409abec6881, 0x0d495ec7e94a633d,
            0xff12ade66b5894b3, 0x0eac8b06378244e0, 0xa557f9eb0a68edb7, 0x6dd2f92ef30a6b1a,
            0x537a72f0037a66c1, 0x348ed7088c33a94c, 0x56ca7c429fb8193c, 0x113443f650a8a78e,
        ],
        [
            0x5c56b3156054a8ba, 0xc6d595f1c9437a13, 0xf3c5bbef80308a87, 0x64b218038cee2355,
            0xc71df63dc381cc67, 0x489dea205c84cb8c, 0x243e56efd6901ad2, 0xa6729655525a857e,
            0x8d53879ed58c5fe4, 0xffcf08767e35620a, 0xc8657b343507558c, 0x9eaaa018bca2d6e7,
        ],
        [
            0x76586c221c29826c, 0xdb22a2ebfea9c044, 0x6b8827c7be444d97, 0x4a70e0e5d10eb4b8,
            0xea0cf7e990133a0e, 0xc59fafd589736ff6, 0x8dad84b7e7ab5f87, 0x193d8e7caf4c4ff8,
            0x9e68bbb77d81849f, 0x18ca9615b90e107d, 0xd27f95699994e55d, 0x755dc104f1b7a103,
        ],
        [
            0xc028fa09fd98dd95, 0xf90bedc34514e3f8, 0xd81b5ec4b4d9eb1a, 0x6b464422ec3b963a,
            0x0f57cf0c8d7cac5c, 0x9898fcffb0d19bdc, 0x2e43a306065cf45d, 0x7d8ce0e85e43ff56,
            0x3bcbb8f34b392488, 0xea3848a11b175acb, 0xf7aa2ba5a002b099, 0x06bc7eaba0a41c62,
        ],
        [
            0xa3633b46e7eb9fca, 0x1c1cd7f470dada6f, 0xf59b3e019afcc3bc, 0x71fa7e02ca42a865,
            0x6ab4f0ede92aab55, 0xae5bb69baf7f1aa7, 0x26c88e39ab4bd359, 0x33d2ec416f0a203a,
            0xf7601b75df90e37f, 0x81094ade45302674, 0x7dd9cfcb2a732229, 0x5526a47d4d60021d,
        ],
        [
            0x8aed628f528d13a1, 0x49afb4d23c6ac6dc, 0xa453758980d5c848, 0x8d85ee848adba1a4,
            0x43be5541959c5f77, 0xf99ed83091440b24, 0xeccf3d406973a71b, 0x221f6a723bbb5ed8,
            0xdcd86ae0a318f38d, 0xd4a4f2a452b52fe3, 0xe16671b3f83bafd8, 0x1bde17251eb59f0d,
        ],
        [
            0x0c7bdc922a20072f, 0x2742b06b0f51bbd4, 0x53ffab261e0acc7a, 0xbd77c527c2c53f0a,
            0xb7e5bc0b3f6dc0b3, 0x36b4f4fd28dc5ba3, 0x3a3d95b9f000e5e5, 0x223cf0658adee797,
            0xfb6c40f55d28c4e4, 0xc4d04a5007d62573, 0xffc2c0aef8c2ad67, 0x7aa15ef762ab2eed,
        ],
        [
            0x1a6c5df855884db1, 0x89b85f2a1b3f7a8a, 0x57e65c5877e93d33, 0xbdb09bab4641edfa,
            0x65bdc098bf292b1d, 0xc2f29b86183a97fa, 0xa4455d4c59fe2ba2, 0x73b1f402d86ef9c4,
            0x46e42ef4f1508bb2, 0xd8afe14f22676b5c, 0x7752b569ead39d33, 0x5a8b8bf26005fbf1,
        ],
        [
            0xdd8e0fa6fb45e5c1, 0x0dec62e56993a49f, 0xd3f892db36587228, 0xd4c227f36d7cc343,
            0xf6fc148894696da3, 0xbda053f88157b9bd, 0x11e3b627de69cc92, 0x9516405f5a4d1604,
            0x02ae38a83d2186bd, 0x2bfc501b12867894, 0x97cc5b2084fd9d08, 0x324c9c53674abe84,
        ],
    ],
    // row 42: multiples of 2^252 G
    [
        [
            0x393890cc9d1fe745, 0xe803284aa65c0ae6, 0x2832404a1eedd379, 0xa5aa0a4224557409,
            0x748e65898428733f, 0x4715481846399bb0, 0x5fbed33d90374e84, 0x0b51a3ef3ca2df4e,
            0xb990a3e37fdfab4d, 0xc1bcfaa80024108c, 0x678fd2858647fc14, 0x0a9254622b13dde8,
        ],
        [
            0xd1b952fd98b8dd8f, 0x311167c8e2e22484, 0xa9a44d5ae189b44c, 0x194ab7c1cc595681,
            0x19b03ff37894523e, 0x1311dd5bd3b62f08, 0x661f31c012532154, 0x4726ddab401e733d,
            0x8c676cd7a9a8d44f, 0xebd0b70b39e656fa, 0x7628e4d02061d84b, 0x6dc06731dc2cf9e5,
        ],
        [
            0xf82b743419b8c564, 0x8f8b1844b8048774, 0xba299bdd4deb98ec, 0xced5bec096e4b084,
            0xe790ca3bd7a6c62a, 0xc63fb678285cfd41, 0x3349b612e62ce5f7, 0xfe300ed8c7b7ee94,
            0xb70e0ab5109c2a0d, 0xa7d4c7648e9d86d7, 0x1bd3ec2cd16bc0b0, 0xbdb06b56b3fb2e39,
        ],
        [
            0x220081f2e8de8603, 0xe58f6b5602cf470f, 0x5bbb33495da8efe7, 0x78c4017384ee5da1,
            0xc45e8c1555455f2b, 0x0e843d026f700654, 0x0eb52b5912122afb, 0x47e476d8b88371be,
            0x8c6d050f26fd7c2e, 0x4ec2877e9278b51e, 0x12239675308675e8, 0x84004cae5ee23a12,
        ],
        [
            0x2c6cf21c176f8a19, 0xe25217ff26d9402a, 0x8920ed4621de8b08, 0x3cd167668d924566,
            0x368568a2024b3eb7, 0x1e1c5c1060e4f469, 0x5ff14982806e6b55, 0x379bca03389a848e,
            0xb4f0a9fc51aaafe7, 0x6fef83080c1f00e4, 0xbf2bc771ec00b308, 0x2a473d269b1d113d,
        ],
        [
            0x34d3348fd4403b57, 0xddd3b86e8d65f0c9, 0xeb783ab54795bf05, 0x1534064973fe6232,
            0x6bec039e9bf9776a, 0x75de54385f4adec6, 0xf32b84834a9bdc1b, 0x8f85061a37d3028d,
            0xe7649932b15ca9eb, 0x258bd2f1fa40bec9, 0xedc38c4e1fe28a34, 0x5219f3ba9bc52a50,
        ],
        [
            0x33adce7425666fca, 0x8de8d6e2b5bbf7e2, 0x52531478b4eddfde, 0x9783e3c525c7a6a9,
            0xfa38502ab7a28df9, 0xfe4564ef121284b4, 0x076f402e131dd429, 0x4fe5efeddcd92755,
            0x39fce0068b80f8ef, 0xa32ce708948546cc, 0xbfddec5d6d55517c, 0x9edbb6f8c61fccbb,
        ],
        [
            0x86c280b1f2a56e3a, 0x27dc4e79d47af14e, 0x7c0f7d73265f5255, 0x7d9db7f6eb24869d,
            0x5829b0d561597a78, 0x8c525924a063ffbb, 0xbc41346b180556d9, 0xf972e098f64e5eda,
            0x706c54f1403b8b3a, 0x862bdecc32c2255c, 0x7b6eb7f26335c53e, 0x4574b4e16ed0eabe,
        ],
        [
            0xa17bd67a00ababef, 0x27b7006c26b2401e, 0x5eea7e504627d53a, 0x48760d1223dcbd7f,
            0x985be07e0dfaa499, 0x74d0c74c153b3a81, 0xb5c3e6a60196e9d9, 0x530c7c59764ce8e1,
            0xd36ab38d84615660, 0x3d4014ded4e9ef0c, 0x686fe8855a834991, 0xecb89960d64f24ee,
        ],
        [
            0x1055981f6c50cbe9, 0x4066dffd88894d58, 0x0acdf051a33cb96a, 0x9433854baa2a00b3,
            0x80e6a7dae1940ce9, 0x35f2a027a7090f61, 0x698a9cb98b4f194d, 0x2de55f049595f590,
            0x4327cdd2d55da065, 0x7a685ae827b4c708, 0xd4483874526f0f8c, 0x19fe063378cd8de6,
        ],
        [
            0x9434a067785fe102, 0xccf9603d637aac71, 0x743ebbd989a2c4cc, 0x1a0cea3f13271376,
            0x001a19fbc75f6347, 0x552a98dfb68082af, 0x5094b1ecb58683d5, 0xec67b8c7af8f0eb4,
            0xca541a56814e93ab, 0x49b8d072e80e92df, 0xf90da3a1057d413d, 0x1df65f8c6a686edb,
        ],
        [
            0xf04a1a340091ed79, 0xa352d753640978b7, 0x3f0b45b1f25683ee, 0x6ddebc75d5c8ec2e,
            0xeef6ff637918383d, 0x7e6ca761061d75d6, 0xccad34890a240c48, 0x055fc6fb559cccc4,
            0x486c9805ce8fa0dc, 0xbaea42558dd0c4be, 0x5068acc0fee93357, 0x6e8ee79864d79b80,
        ],
        [
            0x960e5b03eb591945, 0x06236270bacf18d2, 0x95f261db4b4b1c00, 0xdf3d71d337923d22,
            0xd568abda05b6093a, 0x49eed9efead57930, 0xc19536442bcd94c2, 0x043368990a8af658,
            0x8a6d288bbdfeaf62, 0x8ac4938dbed8a6cd, 0x01376d6c17eaec07, 0xd1ce808256fbc8db,
        ],
        [
            0x63b90a16a9d8cd50, 0x9d31b6c4a5bdf6c8, 0x247415a03219e6a5, 0x1c03551b166b8cdd,
            0xa102ec0e17c23ad1, 0x2b264180db9d386e, 0x6d0b01a7575f9df4, 0x0507046bd4b7ddd4,
            0xc5a42e53d8843221, 0x72fc36248ed5c3dd, 0xc93e3bd21a1de31a, 0x720ac58fd2741f79,
        ],
        [
            0x0d09cde0ef5de894, 0xf88ac0dd873e7811, 0x92c73e9c19a6d0d4, 0x4f9dbcdbf203993e,
            0x5bb9bde47ee85624, 0x668960e963b87cac, 0x165f2d692cb7a07a, 0x627a63f60166f9f1,
            0x4ef50cce6b2746e9, 0x9a2ef808f73f5133, 0x229c56de83994b80, 0x31c39d41387cc1f6,
        ],
        [
            0x31efc1321a9bb0aa, 0xda74bdf2bb0f6ca7, 0x1af000f8cd3d0497, 0x39acb8f22aaa3451,
            0x23eaf4cdedfb898d, 0xe7b3f42dcad3d109, 0x98ca61b55e695394, 0x6f5911020e70a633,
            0x80a93ec7216b71d5, 0xbbb25c8fc463e3b8, 0xb18e3fba8615e7a5, 0x5a5d5c5ffc212920,
        ],
        [
            0x807bcc42753dff1f, 0x45af343a134f6330, 0xc3f7ce6aa7200e08, 0x53262675310cd677,
            0x0ebbe38dfa895f9b, 0x95be9e0853275836, 0xa89664a8fd26a35b, 0x85680b94de3846c0,
            0x4d5ca517d8f0a8ec, 0xf3c8e2b2fff82d52, 0x83c8dadabef79773, 0x2b7c94d609edc78b,
        ],
        [
            0xcd776bd40a8b2831, 0x338870598c0784f9, 0x883bedbb79842012, 0x226178a6cb5e3d72,
            0x9cfe7307a3cd8fd7, 0x68849d6685ede6fe, 0xd652fcd31a523e10, 0xac24a9964e5d2860,
            0x7df97dee429d7e60, 0xd9b32ccf030428b4, 0x63d271b55553f6e4, 0x472114ac787fef86,
        ],
        [
            0xcc7e588cde0cda49, 0xd1607a58c90dbd63, 0x29db173d9137c6a4, 0x4bd657563b543196,
            0xdbce953412b9d2f0, 0xd93830776b4ecb67, 0x4d911555c2c2fb44, 0xa947af6763a7a773,
            0xda51be129d18d150, 0x7e4fb3017ed7e28b, 0x0e3c7944c9732388, 0x723f984c1574c18f,
        ],
        [
            0x518c203d73d1920e, 0x35ae332568472f91, 0x5b74026c1e650c04, 0xaf215a29de624a0e,
            0x4b247128c0496d52, 0x1c59747feeae2cb0, 0x2c36053768f5ddc2, 0xa984bb4979b17414,
            0x58d98d3aaf06280b, 0xa36c3abc2d905668, 0xb2bbb2e5c28de88f, 0xc9496d4c01660a61,
        ],
        [
            0x492446d51dfaaf2c, 0x4e73229190ea96d7, 0x0b284793a83c10b9, 0x687d66997c8f4d03,
            0xd5d13c646454b4b7, 0x1980a84cfe36a156, 0xd0c067ee2e31191d, 0xf94734925ca7b705,
            0xb4e967ff7a69b8fe, 0x891ef879802320a5, 0xd307bfc420f7508b, 0xb869fdcff5ee12fb,
        ],
        [
            0x44c5e884a512560d, 0xb99605ddd97d996c, 0xcbad222766d64d5d, 0xe734137124896b3c,
            0xe70bd39bf13e26c7, 0x6734fb99673bd153, 0xc85cb26d881dd316, 0xe17ad2ee0c2713a2,
            0xa0bc8c3063134e94, 0xb6d89c74ca880433, 0x10a5bb62e4e5985f, 0xd8e0b078ed825f85,
        ],
        [
            0x64913ee6b4008a1d, 0x7b82f72532ebffeb, 0x0e94c863c802abed, 0x4f3babaa0491832c,
            0x32328082ee505da4, 0xef5ffc97e161f075, 0xab3f199d927801a2, 0x63485d5b2fd5db69,
            0x0f0d92929c8b1b8a, 0xd3009c0f3923e2d9, 0xd3a761b81610a3fa, 0xf5ab6cba8b4c42d4,
        ],
        [
            0xec158a73b6255a58, 0x46cf9ab3aafa2b98, 0xcdec683e6ee3e933, 0xc9c0cd49c9fc24e3,
            0xf5daaebebbcc46f1, 0xb57002bef99b9c8c, 0x3abe1b6e62b66bb6, 0xa493ed752c3a7b9d,
            0xd01b069441be2308, 0x4437c603493d412c, 0x5f6aa4999cb4e5bf, 0x4326efa6ec69d617,
        ],
        [
            0x06c8b51ae63eb64f, 0x09bf5c6dafab38b4, 0xba3af585d8dbf0ba, 0x581e175343cdbbf2,
            0x19ae6e81bce6b7db, 0x32886a5b1900d637, 0x3f20e31606a18121, 0x14d1c7b3681878a6,
            0xbeb94597dfc5a852, 0x10892b9c264d653c, 0xfe08c35ec5851469, 0x7d322683420ab8b8,
        ],
        [
            0x6b3027543303c00c, 0xda5c46a83ed98b96, 0xa9de08d81517f02b, 0x0e568a6c85c95a7d,
            0x596dffb75b72172f, 0xb7e08901b34c147b, 0x3e30fa87fe3a2db0, 0x6b663c5c84faf96d,
            0x3c902ade012a4391, 0x4da9cfafadf50538, 0x07a710a799b4c2aa, 0x2e7580b566f712d4,
        ],
        [
            0xfa2b04e7966317b3, 0x55382372b4b70692, 0x7d6829da7d2135b6, 0x9f4cb0a981021a68,
            0xa06d99b63af6b8a0, 0xd4216efd77a240a1, 0xee320b059894f16c, 0xc272bb2768b96636,
            0xddba4137b59e4573, 0x63b0f35352541bbe, 0xd76af7e65862c9a8, 0x222781bc2d722816,
        ],
        [
            0x7acb7b1fbf227597, 0x208925de2eea883b, 0xae779d712822f61b, 0x831a119b2c75c263,
            0x89910ac73a625a99, 0xffc73059527b5e35, 0xdff59c1e8ef74c2a, 0x06e7d01a1c8c46bd,
            0xa7ac77329fb15b2a, 0x6726968f2ffd4d7f, 0x12465d58ee00378a, 0x21a0cb9b8b0df06f,
        ],
        [
            0x29588b4eed473ead, 0x138bde9e6512416d, 0x102fb61c679cc19b, 0x38afd677d61b3163,
            0x64780ce1456228c3, 0xada138e0675ae75c, 0x86681ebf4a4a5d8f, 0x48fd002587a7a1a0,
            0xdbcc38ed99acf990, 0x8a703ad25fdfdc2d, 0xe22b3de16134e091, 0x5176a044dc00be78,
        ],
        [
            0x4cfeefb072f7812c, 0x2c0e66785e4b6639, 0xe961d86eb12a2b69, 0x2fa315ef14ba67a3,
            0x8ec9a9ac59957959, 0x9661c34cc2f789bc, 0x776b57256fb2dcce, 0x377af994e1fc83dd,
            0xe564c887dab342fe, 0x3fbc5698e9deff82, 0x34f2ff808caa8875, 0x619fadc616a82f42,
        ],
        [
            0x2826e529b244e413, 0xe2df4b105fc94611, 0x6109658509629f71, 0xa19a935956c47a4e,
            0x13b057f209ff5237, 0x940e50b0d63306f8, 0x6788468c1fb488ee, 0x29afa27ad08345bf,
            0x8aa2dc4c3dea41ab, 0x91037736d02be009, 0x8c4eba4618e3d6fe, 0x29c709c82f2c2ada,
        ],
        [
            0xb57c8996b71265bf, 0x1ef1570f01536b62, 0xc6c59daa5cdd894c, 0xecea653e3dc8b8cf,
            0x1ddb3975a70959d8, 0xec5690b4acba6ed5, 0x2f98d57ae0c59d46, 0x51352f562658c033,
            0x60759dea0c4f4190, 0xbca67bea75cfa872, 0xec9e9ab103bb5ce5, 0xa7a36f395083bbca,
        ],
    ],
    // row 43: multiples of 2^258 G
    [
        [
            0x50e8a16d9143f6a1, 0x5b00387e330fca78, 0x99da909c31f213a6, 0xe6d8bc2ec33ae5c3,
            0xbcdaca6f6c7f3d73, 0x92fb6ee7b8a03957, 0xe56c1f8fea11fb28, 0xd77af30d555f448e,
            0x77c7c01fe8177cc0, 0x5a67f33ff9f2f513, 0xf726638fd2185d4a, 0xb533fa7e11350f4d,
        ],
        [
            0xfc944d09f0bb2ecd, 0x7fd2f4bf87390895, 0xc0219bc6a08de05d, 0x0cbfb52a024a87c0,
            0xd16ef92fca0bb484, 0x53a358c668ae4f2d, 0x3ccfb90473473e88, 0xaefe111f8197be91,
            0xc86df667c8bea84c, 0xece52c8c8e260737, 0x49e57d8bfcbe1aa2, 0x216162491d524bb5,
        ],
        [
            0x13a938ef52eede54, 0x4dc6799b17c6bcf6, 0xd10fb1619182277f, 0x652e9c484197adfe,
            0xbcebe28b0f53be9f, 0xa549cba4373d1af7, 0x43402e2c4e2c54d0, 0xd466a3bc6eed583f,
            0xe1f2555cadd3fb72, 0x5660a632b7940ac2, 0x79dbffbf00a05635, 0x790c502cc004bf4a,
        ],
        [
            0x7d9a06f4aa827b07, 0xcc3c82e47cd6596c, 0x26d7ffdc14cbf8b8, 0xb7b13317eb8257aa,
            0x8ea3df11b78cb337, 0x131f3845e55ffea3, 0x1228f05189f3c69a, 0xd9e13081dcf0208c,
            0x951cb1928d0223a7, 0xe53f2bebd759ce54, 0x7392cd0560edbac6, 0xa36e4c381e6f179d,
        ],
        [
            0x1ceda446517cb625, 0xa134cf4fa7e79afd, 0x0d1e4fc65a2e11bb, 0x35b40e4178e78c39,
            0x6d140bfc71e16bf3, 0x7dd65b7eea9f28e6, 0xdc9ca55cdf4608f7, 0x541b9bb9e1d4a1b2,
            0x259554e3012f8d6b, 0xc9a7a4e7a8976248, 0x10549c6dabe3b7ac, 0x4bfca3369cf30e05,
        ],
        [
            0xd5072e32ef65d57e, 0xe845c197330d2142, 0x50ef76627c1e6f1c, 0x1322adca6386f6b3,
            0x9764c00b003de75d, 0xe6d4b019eac0b4a5, 0x56d4faf469f0158b, 0xb12fd037cb0cbd26,
            0x3ab54c91d2e4e689, 0xf5394f0f65cb4320, 0x391585ec135b9c15, 0x00bfb5d604852087,
        ],
        [
            0x05c186555cb0946b, 0x777d86da7c10b4ca, 0x02815f535791b7b0, 0xc9152554930ee94e,
            0x88e2b2a9128f6e6f, 0xd4cd9e54d4b24284, 0x02f2db068373472e, 0x093fd129c11b5291,
            0xd3ec35c45a1241fe, 0xb98f1373a1d80182, 0x5f2dc5f070e8a538, 0x8231422880b61169,
        ],
        [
            0x53d8a17dc0814998, 0x14dd5eb047b2f85e, 0xb88fcd250e431915, 0x37551649a3ee110d,
            0xc3a3514c50f15d3d, 0xfaf9ce76ea4007fb, 0xa49d602a00ccee8a, 0xbb97609ef938b53e,
            0xb2c2dbad9bccb62f, 0x3bf5b486d0ad6499, 0x3f691e4cd7f78b41, 0x1a4019cca1513184,
        ],
        [
            0x4436fba207cfe556, 0x6e25502c9ee9d9be, 0xb7a7d83f86f2d527, 0x97a9bf713171da2e,
            0xc7dae770a596bba3, 0xe8cce8defe7beed2, 0x09a0e6b7799a6c8b, 0x68ba0c9c90e718e5,
            0x7a6aa89f476bd8c7, 0x9aadfe748cb3ade7, 0x95df6b4f1426eb3f, 0x02a832a99aeddefb,
        ],
        [
            0x299261f279c360a7, 0x2ea6ab5f308568fb, 0x5afabfb31adc5568, 0x50b23844d271763b,
            0x034435741a5eb9f7, 0x2724970e9666b00c, 0xfd40064faa940376, 0x84ac45d38b53af64,
            0xdc6bf7ff5217730b, 0xb14e1e48e18d10ec, 0x8bfa3d1ada8d4b29, 0xc5af911adee4c9a2,
        ],
        [
            0x3f04eb7523f66527, 0x890ff708a51f581e, 0x1680de12bc5c8acb, 0x64ae6d6edd41e2e0,
            0x70bda9112c08bcd6, 0x21bf898641dc9bf4, 0xe023d8a0f3997c59, 0xdf6a2bf5d2618d7d,
            0x4df06483c8a83d3f, 0x9a4a11de962788dc, 0x818fe188ac787bfc, 0xc69f0a341bac4e25,
        ],
        [
            0x99c022ecc351be09, 0x537ce7ddffc93537, 0xeee40172fba62351, 0x6454226983121a3a,
            0x7d8a4e313df5dbd4, 0xe2b0aa79872b14e5, 0x3279448e5107087c, 0x3e8ea3ff86fac3fe,
            0x56e5058dea2ddc53, 0xe79e85b622f8a1bc, 0x70438160555c1945, 0xe6840fa44c17a905,
        ],
        [
            0x542a3e996ea827f0, 0x57f47968dad78fcf, 0x21477320ff8330c6, 0x6deca6cf73cc4786,
            0xde51d6a6205ef25b, 0x1770d96ee6fd6d48, 0xfe55993bcbe99856, 0x870d94980f7e3250,
            0x9bf6089179476ef6, 0xf0a3b33fd01374c1, 0x032379d634ec0e14, 0xf0b584e238529532,
        ],
        [
            0x1cd3f2e5b953a314, 0xb848c87df6128a68, 0xa189ef0bc1b03298, 0xefbd92430460c8d5,
            0x2867a5121f53251e, 0x0c0f6e56d58e863b, 0x26cdd320300bfcaf, 0xf87e459962799eff,
            0xe53a42b6871a6fd1, 0x63a998768bb6c483, 0xc2f045fdd52dbdf8, 0x3aa1c9fef4cacd68,
        ],
        [
            0xb2ae5fa6d4b119a0, 0x3c123bd1b9093ce2, 0xfb50b2610ae3e189, 0x034da93ee7ba8fe2,
            0xfa3bc2fd43986ed5, 0x24fa24edc1300f3c, 0xa89ae53dbba1a039, 0x8783602bc89250c9,
            0x56c675353e1bfbd9, 0xd4ec79e19d486367, 0xd8bcc5d8412d0ee6, 0x2a477a8bf6313a4c,
        ],
        [
            0xaeee5356c9baf54f, 0xe8f9dc7ad59d0ff7, 0x76c7cda1bb21d6af, 0xfb3fa715603fbe79,
            0xf7b1f3b112016ca9, 0x7e85198bb841b01c, 0x456f5d945890cd52, 0x1a444b4a9758f036,
            0x29020e88089db5c5, 0xa57dda9b6bdc5878, 0x1e53541afe3cb73d, 0xacec016adeb88aba,
        ],
        [
            0xcf0f349e337e098a, 0x72a669ebd96ba81c, 0xed4c8d41ff1cdd7d, 0xe8dfc38580ea0d81,
            0x77fc598498ec9c6a, 0x0bf05aaeb47d0e28, 0x7ce0daa25024ab00, 0xbb5118ddbd5e0662,
            0x208e27852b8f2db0, 0xf58605476a068908, 0x43839abeb9c2cc80, 0xd5cc27127ad303c1,
        ],
        [
            0xcf2229c580096fd1, 0x28bc05da6672ef33, 0xcde0778936d3f31d, 0x36f891c983f4ea1b,
            0x0514fd95c27f5cea, 0x9d967eb2ad761e42, 0xb4305089df10c6d8, 0x0bd90bb040acccf8,
            0x7535ae1b8c1b03fe, 0x5933cdbed3d9305a, 0xc8b4a06e322ded4a, 0xf2c3244fb9bc1179,
        ],
        [
            0xd6e1f44e6a9a4467, 0x0e6ead98b40a0385, 0xa5088c6d296669de, 0x243e5bd6372fdd91,
            0xe3f3914de96647b4, 0xa1d4a1b684a9e765, 0xe6f5473af740fd07, 0x97cb420f6a007167,
            0xecc71ea97de09ccc, 0x95fa5eb65c39a34d, 0x79b701c806df58eb, 0x35167a98e015156d,
        ],
        [
            0x7956bbac614d3067, 0xe70aeb7c9dcdac33, 0x62b607a6bd480d70, 0xd9ad839764b3bcf0,
            0x745c6f7b3ac741f8, 0x339a10902f571136, 0x3dd4f1bf4fd00b7d, 0xc50d10174eaa8452,
            0x6e4890b50b27979d, 0x2738525e3c31d4ab, 0xc47e97d765b09810, 0x41203264cf699106,
        ],
        [
            0x0a3759abce5aee4c, 0xdde3ab444735c4fd, 0x5bfa89e75cc6f6d1, 0x636ce314a4e6bfa9,
            0xfd1cb32b5670a159, 0x8feda6988ae5e3a1, 0xb8a15995eb006e45, 0x03aebe478337204a,
            0xa94f0edf2312ba69, 0x7c08c8eb241b20c9, 0xad3f959d7fe7319c, 0x1dcd2ac4a466a7a9,
        ],
        [
            0xfd468cbd6389365c, 0xc3ec560c9a7bcd48, 0xa71627fa6b378ec3, 0x8b5ce0cdded9a760,
            0x9d5c28953afe0cac, 0xe086f69cc08ebd26, 0x15a3465e37fa824b, 0x6f5bd922ee5bb6df,
            0xfc0f16d58f3d6c0a, 0xb1b606824541a1af, 0xabeed465be7f648f, 0x2ab194913f9b18c8,
        ],
        [
            0x6c7bd9ebe3e79dae, 0x8c9ca07d996062f8, 0xf9e8ff8316bbb345, 0xee7a2c66f07a5f9a,
            0x358353dd235ee46b, 0x1182d8d34524d3f1, 0xc6bf858650495a0b, 0x68526ff54df0c374,
            0xa91e858180d6bbaa, 0x500909a1838639f4, 0x3b579e0db0656803, 0x3ebbbabbeedcaf31,
        ],
        [
            0x3db74ba12f071604, 0x4e54c81506af413b, 0x1f07107eac382eb1, 0x1d6301abc119c79a,
            0x5bd8e9541e159beb, 0xa652c95db3ca3f1d, 0xac296b57586b7e03, 0xa3faaa9a92b60d87,
            0x6d4092fc01f32d76, 0x56a2e9aaf51777e2, 0x1e272589c0ce0d06, 0x1507e952146e30fd,
        ],
        [
            0x63e37d17d16da46c, 0x3530f433af90c472, 0xa36fcaa1376113e9, 0x883e5c2e7623435d,
            0x93d579294044b064, 0xc0d1f4ca961ccc04, 0x03b56395688f7e69, 0x18b9f975321a8cea,
            0x3d37cf5c2f11ceba, 0x4e26e4677415dce0, 0x8a03b6c8ffac7475, 0x08904765c3a564f7,
        ],
        [
            0xaa99525db165bd86, 0xe8e6b53ff451a4a4, 0xf2a0fc273b2a642d, 0x15c01dc14217cb15,
            0x0049a4ad49a8f9fb, 0x0acc450f7849158f, 0x4089b3d2330cebfa, 0x93384804c0f1c685,
            0x23c983db608484db, 0x50d966c0aca17c69, 0x2936b2dd5d16d8ec, 0xa684e9a57bbcc726,
        ],
        [
            0xd773b1782f22d660, 0x9466112c79e7693e, 0x874fa092759807fc, 0x3addb674b30e2c58,
            0xca7b638385b3f822, 0xc66264838e3cbc0e, 0xa19fa0fad27a9c2c, 0x024fcd30f18d5581,
            0xbd58ed16859e5d29, 0x879836720feb5ace, 0x10d2e5142ce33670, 0x56a99aed7910b949,
        ],
        [
            0xb813314835a34c44, 0x76493536ce1b7f2f, 0x77b5379709ff3f24, 0x76cf96911ce48890,
            0xd87b5e014d0d661a, 0x84366f5181dcd620, 0xcd768a79fe8fd580, 0x280ea91a75dd31e6,
            0x1a3f72618335e10c, 0xf02297e97f21e94b, 0xe4a820eec6a3d1a1, 0x64aad1ed5ef797e3,
        ],
        [
            0xf6d76503df0f5088, 0xb6e110288a395248, 0x8c62aa31514c20a1, 0xf1705556110df396,
            0x52d85f3c836ccf33, 0x3401cd9be5653efe, 0x034b208f8fb61f56, 0xccacb2ed2e3cc4b3,
            0x9337ede37f9d1f69, 0x486cfd2286a2e48a, 0x5856c8b336d6cbbb, 0x67cb568084260466,
        ],
        [
            0x6d2fd0ee9dbca9ed, 0x3bf547760ac8ff9d, 0xd85a7dbd86486cc7, 0xa62d12b2a96bfbc3,
            0x57d210b85c5c2ae3, 0xf1c5f4ea7824b624, 0x8499cd71b80d5734, 0x03edeee82b7bd88e,
            0x50f1154e4673d75d, 0x11019fca10cfa83d, 0x055f9f09d6a5f80b, 0x9a2038e762f350bc,
        ],
        [
            0xa4f89918649f8d3b, 0x2aad6f7aa428b9a2, 0xa0975340e8866efe, 0x122b073126446b32,
            0xf2f20446a5172083, 0x618221d2eec3c890, 0x423983b6bc8178d5, 0xd9312afc2cb62549,
            0xc52fcc02d0d4cb9a, 0xa0a154c84f2af347, 0x2588f266636a66c3, 0x1b301687e9fb32de,
        ],
        [
            0xa4e7dbedc7511872, 0xde4ad98367b55255, 0xca1401cde559a36e, 0x877f1e59a664bf45,
            0xa027c3a054636473, 0x262918085ab92851, 0x78406dc5a3cd29f0, 0x04167bcd9fa799f1,
            0x4e53198e746f9ea1, 0x2b738c108049c45d, 0x5d51334ae479697f, 0xc5f96030cb62d5d0,
        ],
    ],
    // row 44: multiples of 2^264 G
    [
        [
            0x0708a95b5992b108, 0x000a18d62834f982, 0x8b42b3bbdfae696e, 0x630527b74351358e,
            0x0f74aa5d3721adae, 0x5b96e58d3f5ef596, 0xa3cd5292aa644979, 0x67028246bf5f18ac,
            0x855ff5a779b30f09, 0x944682556809871a, 0x0816d773f0fc05b1, 0xf5132490c424ced7,
        ],
        [
            0xb9b29fa39308dbc7, 0xee6715d77c0f20f5, 0x3a7999e5b6a187d1, 0xaa75fe7a229cec35,
            0x42d17f20ffe281b1, 0x273ffa0399615895, 0x4b75d0f73bc10c41, 0x84da1b296805efb5,
            0xe24f160a2a0dfc03, 0x322d9d647e8cf4a4, 0x234a0b65f95a57a3, 0xcde2a22f673af0d1,
        ],
        [
            0xfe703c65882b6167, 0xfa59f3b60b63bde2, 0x99bfae791791bdd9, 0x4dd82c3c63ae128e,
            0x9473fcecae387fa6, 0xa15c110e7bef7b61, 0x2e2bfd5b1f9c7c1f, 0xd461dea8fa5ec157,
            0x72b3855650357bb3, 0xe6074b787d7ae19a, 0x9366251bebafd417, 0x630ebeb6d94be72a,
        ],
        [
            0xa65701c8bf55884a, 0xd839304fa4c874a5, 0x22a7eed6bb61d9c7, 0x1491122c021e32bf,
            0x4a89ce794a2900f0, 0x80ac2a3310724f81, 0x1436728b70e314ad, 0x15122defd054feb6,
            0x4a36f10310f8d14a, 0xad07c0d9c3c9fc48, 0x887865f7c76fc166, 0x02e9d0986a87196f,
        ],
        [
            0xd54c97cad444894b, 0x0f2224810e2f615c, 0x22763af6453d7374, 0x0bb4b4b54d821a8a,
            0x928f31508c19b2a8, 0x0fbe32663952190a, 0x0d25a0956da5b886, 0x024d8e0571f07099,
            0xb7ec9980ccea895b, 0x3bf22db3a6f824cf, 0x8d783a5610613a2c, 0x45680fde76b45332,
        ],
        [
            0xa7243a6dac25ef2a, 0xda77a6d612c6a337, 0x4b2d47004121c875, 0x5b13a7a71c7f1da2,
            0x41d4fb3856c4b6ca, 0x562669e3e23db093, 0xdd23e6859c9bdbcd, 0x34c68aabda534189,
            0xcdec4ee737313cd9, 0xc97890d54dcc5067, 0xd09c54cc37ea036f, 0x62b9dac3949bcd88,
        ],
        [
            0xdee034d1a5cc0d60, 0x2977258a4ae73787, 0x8b7c635669bbfc59, 0x72124d130ad66525,
            0xcf4ab08a7e4f4350, 0xb1af8d75ef66fba9, 0x5be67db1c5e19121, 0x336af49a2a93a6b8,
            0xdcaae2b1f53c2a58, 0xaf85e1977bfa43e8, 0x690e66587b644aed, 0x8587bbe7e55d6972,
        ],
        [
            0xee3dec4f64ebde73, 0x01f1814148fa22c5, 0x598ef09183773c63, 0xfea843d68040351e,
            0x8325f682f0c4a604, 0xe5d2e59ec2cf172f, 0x568fb88ed321ae6d, 0xc471ad5b66dfa56a,
            0x8402e2fc7c21a790, 0x9d28e6c057c8de4a, 0x62b00f97d975c57b, 0x2b7db7cf9db1156a,
        ],
        [
            0xabfefb5e43fefa1f, 0x70f4def0c9b08afc, 0x25767d9bc2e456a5, 0x323fc34600dc593c,
            0xa0dea1767861f8e2, 0xee20e2af0e89dbce, 0x58ea83a6587c487e, 0x4e2d4ae3be5ab9ef,
            0xc176e9a10dd5d348, 0xd42103e38b5bfe3e, 0x38306d18433d59c1, 0x0e6a56d415cdd514,
        ],
        [
            0x6def13bf564d12aa, 0xcb0f9a752df268d8, 0xc730c5aace80d650, 0xaba1c9c45434cc16,
            0x31cdd873f6812111, 0xe884f231d511d22e, 0xa654a5fd31730dd4, 0xd69b5f870935b0bf,
            0xa4df7d7c9709edec, 0xd366355562e409ee, 0x276f0ca00372b8da, 0x63a2f8ece19a7f94,
        ],
        [
            0x4fc402be558462cc, 0x3f72c45b3bcde31e, 0x30330e0854a1a577, 0xaf706f1fcc40e084,
            0xac46783442080734, 0xfaf9653177b8d2cb, 0x67dcf33b56c98fed, 0x2679d60393302af0,
            0x81d590e4f35956df, 0x8d9c0d6b7278c36b, 0xb8326190df31182e, 0x9fd8dcd7acf4b8ea,
        ],
        [
            0x21bbc7cd11e5d3f4, 0xcb9ebd892ed1ab32, 0x10c36bc1bd372bcb, 0x6fe06bafcc371143,
            0x345c5bf3fd08b7aa, 0x8898c6cc8a6b0f55, 0x7c1ae6fb0eb37404, 0x298ed9d6b85b4fcf,
            0xf5024e611a384c47, 0x77871ffaa875897e, 0x888642c2d06c93d4, 0x272015347a8c64af,
        ],
        [
            0x0b8309edc0ed7793, 0x322458fcdfd1d63e, 0x16422994c50ce511, 0x2e80ef975542d628,
            0xef066eb2b2b9feca, 0xe17611f99ee717f0, 0xa912dc31f7dac096, 0x43ab1a5c38406423,
            0x32aa15205ff52548, 0xdf578f2a44cb6336, 0xbd1bc239b1757a7e, 0xeaa6823e3c2bdb40,
        ],
        [
            0xfc4775fbbbe738b5, 0xb2bca82c6173387d, 0x09d3c75a7d9b78b7, 0x02b2bc4b0b7d8236,
            0xa8de7a372ba2b8e5, 0xa5737930af6b3028, 0xf159ed8e182f2379, 0x968cde032b5bf8bd,
            0x7314ee19ad4e808b, 0xf89582119eea2806, 0x0b505bbb885d77c5, 0x1760f575dba44d61,
        ],
        [
            0x1a7de5305bf81bcd, 0x318829629285500b, 0x9730719cba9005fd, 0x8fd60125ee426899,
            0x8a12331f0e8b84f8, 0x71c63a9ac3437af8, 0x072647492c591712, 0x71ea7056dd1713a6,
            0xf106b0cd2fd2e464, 0xacb082ceedb52d68, 0xfe5539f4939fd0f5, 0x16bf7c203b54b401,
        ],
        [
            0x9eddce1a82291675, 0xfde42b6c1fbd66c3, 0xf7829803cc9157ff, 0x2f260b66448572b6,
            0xf477b7ca0f6ba10f, 0xfab8664a671610df, 0x207d9a7274987483, 0x7a2c1137a03e1e95,
            0x5439a675c7f641e0, 0x3ce1b3d4d038d0f7, 0x37514e5fd267716e, 0xf874bd319a01be2f,
        ],
        [
            0x84629932813bd105, 0xca9bed53d779bc3c, 0xfbf17a5d2cdf2ac8, 0x31dbdfb26dd3222f,
            0xf26dcc48801e448a, 0xf74464128fb91b60, 0xa53db829f949a042, 0x6c98d9ba8d889083,
            0x51f53040d701ee46, 0x43e67da1ea98a5f5, 0x088114d0abff48b4, 0x2de45bcf0ea4c65f,
        ],
        [
            0x1677221b20b7ae0b, 0xe4142e6ada499493, 0xce0695a04d115ac9, 0xb3898f77bc7086f4,
            0x60d472c318477d87, 0x5507192b3ddbc424, 0x34bb1975e26f55ed, 0x6aca3c99285aa1f9,
            0x53cc66208407a15f, 0xca71cfea4d294a64, 0xeb0778b2ed41b95b, 0xa9ea162cc4bd75b8,
        ],
        [
            0x01d25c7198a8326c, 0x78128e5f7446c209, 0xc9c17963c29704c4, 0x6f77ef72fcc9cb5c,
            0xf3e72b0ae70fe687, 0xcf1727c63712bea1, 0x5c5159a5436dd140, 0xb07f64a3054acdb9,
            0xbde52d0ba73ce1e7, 0x021d645ef48849e7, 0xe0462d06af87361a, 0xdcc7515da51fe502,
        ],
        [
            0xa64c4a66c599d8cb, 0x6df9acc1edbcac6a, 0x2e7d8d2ebe87b8ad, 0xacd5d6d8b9f6899a,
            0x536c38d1b16db919, 0xbb4654133b642641, 0x06c6bca9c3c52668, 0xb6e25915a6ae63c1,
            0x579d204e3dbaa4bb, 0x0ba41404d1114e77, 0xf7b185ea6907a057, 0x62790813d3520a34,
        ],
        [
            0x5ae882993540965d, 0x29cb18c6094d1685, 0x56d1d234965d51eb, 0x62e76fa6ae58f7bd,
            0x705d90e49212fffa, 0x31294b8a1c6f9350, 0x9b8351147db05f56, 0x403e3d0cee7e186f,
            0x8310e82ac3d8703f, 0x09dd68fcd26f6917, 0xdc7234ec5fa97165, 0x3f28f024640c5e0c,
        ],
        [
            0x223d28a6fe5588e1, 0x80dd4025e1d2ec6c, 0xcd077f3351a1074f, 0x38558144e68ae779,
            0xf8b4e42ba216d56d, 0xf899a51213a7797e, 0x9876a97a620b4808, 0x2364b5501de7f7e3,
            0xdfe77cae3706a32f, 0x1ad168a81de52327, 0x1b47fad926bfd390, 0xd951abeafd440fc7,
        ],
        [
            0x15e97f4070ee2c7f, 0xd3d6ff24b86e38c9, 0xf48fa839a9111eeb, 0xc966d9979ba994ea,
            0x02d34bd53d0fc33c, 0x880f4112a6ad697c, 0x226ce090c4b8b523, 0xb8d5ad6ca7d5adc9,
            0x542b6c18fa4d6476, 0x35a4c0d27e3d7e2f, 0xb0985386380b1907, 0xf29f1357df9ad250,
        ],
        [
            0x8d67c4d3bd053072, 0x73ee70fc94390fe0, 0x2adcaf1298680a0e, 0xf5159531611bd6bd,
            0xbbeb2903b9abf0fb, 0x62c858ef906d21e8, 0x54fc8d87be0ff2a2, 0x1b1f204418983e3f,
            0x534bd4532d20a40e, 0x95d87bb349e592f5, 0x40a631c19cffea00, 0x1f8ad7c7045a5c5b,
        ],
        [
            0xc6ac175ce139a412, 0x7ae07d4bfe324af9, 0xa48bb6968c4fa5cf, 0x877f1b6f754ae28c,
            0xab1a27bad5a92612, 0x7f7e163a615bd81c, 0xba2daf4a3c989b82, 0x4e683a35ac3708f8,
            0x6d4e7f8c631d98d5, 0x5f2f931eb11531e5, 0x674bbda8ffdf9e51, 0xe5314951d396206d,
        ],
        [
            0x5d0aee32fa88b9d2, 0xac993de3605a5d4b, 0xd9e252e1ae836737, 0x61c35dfa42cafff7,
            0xcbed4ef514456e8a, 0xef478ad5271a9a11, 0x825021c7cd7ccfb4, 0xa20235517f0403e6,
            0x0e6397b02be7c1c5, 0xc63fc652b97ce662, 0x1b5101a9753cff27, 0x00f716989c778e44,
        ],
        [
            0x471a15f21fe9b852, 0x30daa2b7198aec69, 0x16dbd0da61f196a9, 0xc0b412d607c33f14,
            0x7e60f49a663c7cab, 0x5a931101a270c930, 0x59a5360ee30db8c0, 0x90a682f94534b519,
            0xbc0145041aaf2213, 0x3a6a64ac51833ffb, 0x5c38615ffc623524, 0x44c842bd50ba2ff4,
        ],
        [
            0x1ad157d9a772fd24, 0x1fc701bca5a31b0c, 0x6928804c28a28af5, 0xcc05448be921b1c4,
            0x4fc9029bcf1b4467, 0x3cb7456be93cadf3, 0x771780a1f4540709, 0x27f4bfa369c69eab,
            0xa3360d502ba32c32, 0xb27ef78f5311f68e, 0x04098b654e4bca30, 0xafdd734ed0e1b3bf,
        ],
        [
            0xa52fd50ff5b6dff5, 0xc85762ffd1eec99d, 0x3493268c3fe7e54d, 0x892bb09209d7e2a4,
            0xb53b742702500284, 0x2bbf9f7075b7e3a1, 0x79fa6685823eca57, 0xde6dd65bc72934bd,
            0xedbc8c66d5912201, 0x05a5f5ba312718f4, 0xe1e43118b110ef1b, 0x83c759e3f476e349,
        ],
        [
            0x8d7bdf1e50722a31, 0x0876fab1086de3ae, 0xa626ed8747605657, 0x9e38d29761d2cc59,
            0xa541621bb0663b18, 0x6ca87f8ec4f54bc4, 0xd2e75a886d4da7d4, 0x64c9bee61487b28e,
            0xf141fbd5fd6bf0fb, 0xa6d381f588b44ad0, 0x83c8c7e28bfccd5b, 0xb055be682723b9e7,
        ],
        [
            0x1a1c7b118cb0a44f, 0xfe658d1e882ea323, 0xed3fc7fd5dcc64bf, 0x829a2b766dc91059,
            0xdbb6647bd31fb94e, 0xa8ce874fb94de814, 0xfc6d58efc0eb871a, 0xca9769c95bfe2ded,
            0xa9ba3334744ce27b, 0xa301ed8c84d41303, 0xc4ff4c61f2a18dc2, 0x28c0e0449167c0e0,
        ],
        [
            0x5e1728bf5a00c639, 0xae4c8f9072e51794, 0x948780135c1e9ff1, 0x580466d26208e07c,
            0x4ad3058f5ded26ee, 0xf8be41bbecc7788c, 0x88556ad10bb2d1cb, 0xf28faaa02969c5f5,
            0xf90682c348088c67, 0x65ac938d905746bd, 0x4d449a91b2bf7a11, 0x998b7a6f68930a86,
        ],
    ],
    // row 45: multiples of 2^270 G
    [
        [
            0x8fdd9e8ba8ec4dcb, 0x8c7fafbb3e9d2ca5, 0xd902eb1f986233dc, 0xd47d0fda495e953c,
            0x000f2e0e32e9f30e, 0x0b5db75f226f1883, 0x7028ce819f67269c, 0xc107538a9c045825,
            0x526f582bec52d696, 0x99a7fe2335ef4550, 0xd036d89e4bb5affe, 0xe17b50928bc26250,
        ],
        [
            0xcb49a2373ef6f7ba, 0xe44b5573738082ca, 0x55c40278a9791226, 0x4a23d9b14771f6ae,
            0xaf0d99d75c285bfb, 0x29f13a2438230be5, 0x00a90dc07b0ae1a7, 0x2f52aa599aea090e,
            0xab8c3677417b4489, 0xbac4c7ba98967481, 0x78bdb8132bd25222, 0xce23dfc1080e0fc1,
        ],
        [
            0xb145456e98dc663c, 0x42279c242ff90d18, 0x066a914d1709a8bf, 0x9f6257462e2352ca,
            0xc5c4845b2535ba45, 0x3365c433e6449a51, 0xfdeef858a3797b81, 0xa87e67cc18ccc549,
            0xdea39a2593cb6188, 0xd2676e599d0fb419, 0xd6bbb45173b640b7, 0x63b02fb553034c58,
        ],
        [
            0xddca4b6947f8e6e8, 0xcfaee2ef124c3655, 0x63239e5dfd59d024, 0x1272d9fdbf716a7e,
            0xe434bc3b5a3f4d14, 0xe8b3261e88138c55, 0x3e51527c0454b468, 0xe42fce6c1ae5a919,
            0x87f0454896e0b000, 0xe9c7ad4c2a1d5efe, 0xe83efae1c445565d, 0xbff631093d904f20,
        ],
        [
            0xc769ad4c72032e9b, 0x8ff1b11631d52d11, 0x2c95c63c959b78bf, 0x76140883977bfab3,
            0x98ee101def363d51, 0xf9aa3ebe2f4a4fbc, 0xb5bdba84523e012f, 0x447fe21b8e4d1689,
            0x41108faee2e3384a, 0xf2a99ae2a7f1b967, 0x2b1f7762df4bdee6, 0x95f346db02a76383,
        ],
        [
            0xe01333fd3081a886, 0x559eef1b3de2755e, 0xc543ead7371dbcfa, 0x2349dfcbd5573e99,
            0x038cefddf18fcfa7, 0xc349d2be09817bb1, 0xfc51d6ea7eb3abeb, 0x78ae747b8a5a316e,
            0x361689148490348e, 0xa5b2f8b97e8f6b44, 0xcc2e221af675a285, 0xa7fab8132b18e128,
        ],
        [
            0x9430ebe4f6cd1831, 0x1019cad550e19656, 0x6974d27e713f0194, 0xa0ec55f1684424d1,
            0x2d9c15b8147d9ee9, 0x64da6f33d2ea804e, 0x868c50ef9103e5ed, 0xc58a65f298142380,
            0x8dd0f2d1879a7ffd, 0x4e508801979ac557, 0x16d257246298c705, 0x8dedbe352728c58d,
        ],
        [
            0x6e3c3520b9f7f75e, 0xf9f6c4ddeb0c25a4, 0xc12836744d956605, 0x8164788c2ae22bf9,
            0xf48a2ace281e4f3b, 0xe5b0f9a33e952f7a, 0x64de88ef0327c326, 0xf6c18ce12fbd403f,
            0x3e6c13c0caf49231, 0xc4274920cd5a51f7, 0x8deb1878c0a30f18, 0x5109da19cbe51ad3,
        ],
        [
            0x8a80579e3ca3a224, 0x36a5b9a028c393fe, 0x6b39c3fbb2e48c06, 0x2f74f2bdfd82f411,
            0x90c29cd9d1a99892, 0x857851baea42a52e, 0xcf2de74723a58f1f, 0x28ac1e99505f6c46,
            0xa8977c1c8ef9e9a1, 0x40b8d1dd1e77fc0e, 0x838f3bb20fd578d5, 0xdb6ecaaab18ca9a7,
        ],
        [
            0x99da94b4e95a5f7d, 0x8bf82906011190c8, 0xc8a229e7af13b217, 0x4198e963f429b84f,
            0xbc9515e2ad27adbe, 0xbb5657ec0c0e939c, 0x138d69d950d9e2e9, 0xaa9161d28ae4181c,
            0x80e0326b3021035f, 0xe18cc58617c3b8bf, 0x9fd25103f1eb57e3, 0x1335149d51a934bd,
        ],
        [
            0x5d4560c957d387c9, 0x2ef468c0f537415d, 0x55b8dd8df6f4f4d4, 0xc399f55022551a3c,
            0xdee1581bc9ddd3e9, 0x32056fa704df7c71, 0xb7dd469a2b1b2dee, 0x12a6ba0b5cfd2811,
            0x42172c277cbcf970, 0x7de4530b13aa57d6, 0x6176df938a14465d, 0xa7d7d61a938f874d,
        ],
        [
            0xe9f11db629fd8e67, 0xc16fe3ca06c4788a, 0x378970d0da321b13, 0xcabc145d9c62193b,
            0x186995fd826f1076, 0xe0f485f26b39e8f1, 0xa313fc5b67d77c2b, 0xaa1b21ee5bc7a502,
            0x9a69f47b21fc6df5, 0x0dd0426029248f07, 0x11eecbaf7db98f6c, 0x39397130831a76d2,
        ],
        [
            0x04e4435d07e9a1ce, 0xa8bbcd0cae9eb3fa, 0x71651631de2735df, 0x4410c1fa7c17d9f0,
            0x6159bde0466c0989, 0x0867103bf718e568, 0x6e4cbdc6b96d1972, 0xe204a88f8a0498f7,
            0x49d29341ff29b2a5, 0xbe57198b2b643a0d, 0x59c320002dc2490b, 0x25df7260b6d21b62,
        ],
        [
            0xdebf41b753e27dd1, 0x371befc36dc2e114, 0x6a42ab4ecbe22d07, 0xb9f73abd24e72c84,
            0x0d26143c08ab1b6d, 0xbadda302a6263a3d, 0xd035b0481550e44d, 0x69a69cc4e2a4e145,
            0x13cc419dbaf5eaa3, 0xced319ce3dd130ff, 0xc98b6639fc96ad11, 0x7e6baf1b80a6fa75,
        ],
        [
            0x949a626e4aa67fd9, 0xe5699e9c92692935, 0xb7d7791b9075904b, 0x43ef085f23be5ae8,
            0x8fb89d771603bccc, 0xe1a8f360d5811e9a, 0x3671d6ad22ecf8bc, 0xb5ebd39a37ac0591,
            0xf4eb95d75d3915d2, 0x1fb592ac291d13ca, 0xb8ca4ad7ac73237f, 0x449062bc6659e48c,
        ],
        [
            0x2664051f36b4053b, 0xf3d9d8207cd22cfe, 0x4d0c5680bb68e522, 0xe697a9a8ac89d829,
            0xdf3888a640bb83a8, 0x67f07fc6582b1b61, 0x56b7874d8ef0c5cb, 0x5b2f3b1f0de51f4c,
            0x11b0708d1b45210c, 0xfd9efce75dd86d11, 0x86c6fd7c0f095d53, 0x6430dc5530327350,
        ],
        [
            0xd4ba29613e9b25f2, 0x26895d1efdfea55d, 0x11f0ebfd8f74799a, 0x7c9eb40fcf866146,
            0xb124520884f5b1fd, 0xb0aa4522c7d834e1, 0xb258e3553131f2fb, 0x4d2ba470de75d883,
            0x782eb3334623149f, 0x73e52b26c020af36, 0x7567c50cdbc7c240, 0x2bef9e2270dad723,
        ],
        [
            0x95927a93729cf0fd, 0xc29bd8a87ad8cace, 0x3c43ed55273cec8e, 0x5a13008717df766c,
            0xfe1856e1db4b142b, 0xa664e7671d43fa4b, 0x007f15f10f2e89ab, 0x1479eb9b9f35a064,
            0x1cc4050f4145d920, 0x8925563eac60c8e8, 0x63534c7a92d554a2, 0x97aaabadeb56ad0d,
        ],
        [
            0xa2d34dccb30c38ac, 0x4bfdfda506bccd7f, 0xdd3abe263b8d58c1, 0x6f2624897afd1150,
            0x7078a32aa18fbb38, 0xfd7e3b0b00c8f617, 0x37916cf35d8c912c, 0x9e1cfa8af8cfc27f,
            0x871c401320a07b10, 0x7a84f45d55724f6a, 0xb716e81ae931e3c6, 0xf7deef0eca8f52b1,
        ],
        [
            0x9c87feb0e1cc7bba, 0x98a012bbb4552b9d, 0xf34cdf85cb98b4c4, 0x2b566c965c5baeb4,
            0xc358add96132b6f3, 0xe7abb75816c98180, 0x6519d59ba9df4a96, 0x0f63648b2b913a9c,
            0x15a5b96c0f2586fd, 0x362f9fd1ed2bc940, 0x7221a69a77d5ab40, 0xb3b69534f2d4ea2f,
        ],
        [
            0x67f2e1d3c2fd2ec4, 0x711da7fc7de398fa, 0x401a6dc3086ed13b, 0x5826c9eac6770668,
            0xe3c4692969c973f9, 0xb0cc74067ded4fe5, 0x843878e9e9a9b53f, 0xa5df2e40374ad251,
            0x0f3a9fe7c16beb79, 0xd5cb3b03b76b3ff6, 0xb32802d18582715d, 0xa34a7af551f44729,
        ],
        [
            0x874bf6ae2430b529, 0x9cd6c78a75702bfb, 0x4c993d1aed0cc625, 0xcd6088881e38b1ef,
            0x807a61cd9fc37c86, 0x50111b85dba5321d, 0x37358fd14ccbe7cc, 0xecb96575c20d9d04,
            0x4b780c4da9d23194, 0x24ef2c7fd0b1f4ac, 0xadc2755295c68791, 0x690465414ea3dc5b,
        ],
        [
            0x97a4b1947b84b993, 0xa9608a70711de343, 0xe90e42119b3cb2e5, 0x2dee17ee896a744c,
            0xe54056257c2d1db9, 0xb80e1d754b29a8e7, 0x86bf0665de0c4133, 0x0ad0cd311e6c7bd4,
            0x36578908d5d8e9b0, 0xb55d02880bbbd5e1, 0xc98fd465c141d4a6, 0x85f1ba75c2895f95,
        ],
        [
            0x9e331c28ea44e0cf, 0x8eef7c25b3756f4a, 0xc571496b4d72e6a7, 0x5a56238251281a7c,
            0x5fd34e80a3bc2c09, 0xdd68b9b84f7431db, 0x75ff3b84c6055368, 0x52884053bae6fec1,
            0xdab749f06036c180, 0x9e477bc8ab67607a, 0xa78b51e726b995f3, 0x6cf72ac3643e0d74,
        ],
        [
            0x0401dd0b560fea61, 0xa42fd658b317a704, 0xcd60f650d31c4ed3, 0xf9bbf4bd2cf2c190,
            0x056b0068d221d669, 0x1ed80dbed85f1e87, 0x2e806476b06250f7, 0x0cd2f2f77b19c723,
            0x7a2d47cc3fe7023e, 0xb033b5f75de3235a, 0x03117037edfbfead, 0xa36f12450704301f,
        ],
        [
            0xc21873fe7eb714b2, 0x0620e78fc3972a87, 0xf5fb2688ba0ec70e, 0x6868696cd9da24fe,
            0x7025ea254f0f14e3, 0x85bd2663c3c75227, 0x8853f94e3c842ceb, 0x5711a68e3d82c6c2,
            0x1faa74fb48175e9b, 0x4a13148910862afd, 0x91a7f184576e0300, 0x715375c1f3e16845,
        ],
        [
            0x042e9ad09c3ab591, 0xc32c50d9f537f0e1, 0x99108742ca602a4d, 0x9d1a9fe00210a09a,
            0x54e87c613a355f79, 0xbc3f5321993cf203, 0xb68261cc2b47ff32, 0xe7f5f78da18f1924,
            0x966c9d0b407eaa9c, 0x369e5894de934a4e, 0x93fd5f2f485a9dee, 0x5ff12b5cde9c2f98,
        ],
        [
            0x7f544ae0d5ddb2c1, 0x7d87c1716c92e21f, 0xc247330f36a637d7, 0x4d92478ce12cf335,
            0xbe516093d1a44b75, 0x25e5889404aaf3cd, 0x83c301cce0b40cc4, 0xd2251ca00fa102ad,
            0xd483b070a6ad9c2e, 0xac54101b843744e3, 0x034423fc4e09fe66, 0x0dbacba86d471945,
        ],
        [
            0x321cdeda089eba87, 0xf54102561eae9d51, 0x45de0da834c2cf04, 0x777af09369d46980,
            0x3511045ff4df83e8, 0xc2f106b9bd18f202, 0x121d892a2772a481, 0x297cd468fd4bb06e,
            0xccfd63e6b1349514, 0xe523d9bd1824e9c9, 0xa126334381268554, 0x6fc7d1de0e776442,
        ],
        [
            0xfa4a44802ae8c417, 0x7e46e82884fc49ba, 0x6d77ac0759b3e730, 0x447a98375ced7711,
            0x91799eb87f31a5ca, 0xc447c12a18d405f6, 0xd3d7e7f278dbb9cd, 0xffa6b117363ac380,
            0x9a0004ce629e971e, 0xd1819e9551a7a5b6, 0xe2531e5d37902bf7, 0x341de206b48eee1d,
        ],
        [
            0x45928df1368bcc75, 0x9a326f4ce60396ee, 0x4b312ae28924bb51, 0xd0d22545467759c1,
            0x5687427b02677765, 0x60d7bd9a875ef1a3, 0x35d457bcf3c7a1fc, 0x6871bd15d8a15f23,
            0x5b608d73802bc663, 0x36157635af6f876c, 0xb964c00db384aee4, 0xcb42987014edffb4,
        ],
        [
            0xe85cb823d32e00ed, 0xf951416072f7a287, 0x3e137208b72cdc57, 0x4d0f9dc73ec07705,
            0x05958cda7e7dd181, 0x53cd1822b7b74791, 0xf398e3a276d07c10, 0x901016b71b6ec659,
            0x484e919cc33d3cf2, 0x7c49456a7a2f5560, 0x13dd3040b2692a27, 0x84d4bafeb1d41b67,
        ],
    ],
    // row 46: multiples of 2^276 G
    [
        [
            0x66f2906d9ed1436f, 0xbd93b0f9a02cce5b, 0x668531fa998709c1, 0x94f85bda1eb74c1c,
            0x79728904ae51c7b8, 0x302e9b41de5427a8, 0x9da5eb758b8e632a, 0x04f9430a2a67bb20,
            0xdbec6713337b7d77, 0x9366b0c88bc3c1dd, 0xbfe1079aff98c3d3, 0x17b3545e4e0463e5,
        ],
        [
            0x424d4e7ea82996a8, 0x40f39279c32c1909, 0xb29c6ede63b7e976, 0x6039bfbb4602ebc8,
            0x93149abf2049d2a6, 0x0597566db9336056, 0x568e6059fefd6a15, 0xac30fc77c7b1d5cd,
            0x654215c2df20295b, 0x0e36d79c0ff4b419, 0x768c058665b56cea, 0x26f8102275aa22e6,
        ],
        [
            0x96033fcc136d90d7, 0x4ec28c65fd33e30f, 0x0cd4daf8de5d6d44, 0x696b52635c5fe593,
            0x3cb874fb93ffaf87, 0xdf49a4be88f6ad2b, 0x4e1ee44aa5b86dfc, 0xb773fb7c49a269cc,
            0x71c9205c1a98dd88, 0x6929c99abdf65541, 0x4c829cc57fd87239, 0x0605ec6b4ac1ac84,
        ],
        [
            0xdeedbcfd6dfcd775, 0x8adfbdf9a8f97724, 0x4740e5634d601cc1, 0x357b1d88adb3ebf4,
            0x5ecfb2235e2ddddf, 0x6f15a99de4a0ce10, 0x30c426f9703a84c9, 0xc428ac2ba5af8e14,
            0x79fa7c620310a449, 0x6e8e5e12b510615d, 0x07931e2a9e1eb274, 0x9f6470de1773dde0,
        ],
        [
            0xb6e15bcaea14ce52, 0xc92cad8ebcd4579c, 0xe883d637eb268922, 0x534c9707280111d6,
            0xba93f4d1c7ca391c, 0x686232350252312a, 0x31714af6c725f8e9, 0x51e177fd2d83ca60,
            0x8e90cdb34178dc79, 0xd127e41fbde03f9f, 0x8499ae837c4e4c62, 0x76ed0ea9ded8be29,
        ],
        [
            0x963e1a43af764b67, 0x4720844fd99579d0, 0x91cf285df1358e8d, 0xf8dfd1db67104e9f,
            0x2f629d70a21ff79f, 0xddcf01c712eadafc, 0xe5a9d742f01475aa, 0x5adfb7ea04f87a3e,
            0xa0c79e506fc87d70, 0x5f7d3fbcebf2208c, 0x2a9f8fbec00cae34, 0xfb73bf3c6dec9380,
        ],
        [
            0xd566fa48711cb6d6, 0xee5f787223eef16c, 0x744af9aa37b9b4d1, 0x05bafa206543b018,
            0xeb3017a7f791d946, 0x866aa727261fb1ac, 0x50ec55ab2d3380f6, 0x387eacffb6a531db,
            0xd1943972f1301524, 0xf2b7b6494eafa2cf, 0x34cd21db72cca571, 0x6bf5946e52c6878c,
        ],
        [
            0xc4c58c91c634e3a8, 0x85378c64ab72fdb0, 0x0a4a45684e0335c7, 0x25746dec99c830b8,
            0x012dde3534940d7d, 0x4b69a24c3be68424, 0xffce54e14a7aae17, 0x72f6927d1a4ca44b,
            0xfaeaca03ca422bc9, 0x8eb0c34d43f4df48, 0xc31f902f04a171c0, 0x8bf25e681d0224f9,
        ],
        [
            0xe99a0189be161594, 0x07a96fd5f8633538, 0xda4c202be2c23722, 0xdaaeb93f6c626266,
            0x416a44663af552dd, 0xe6399789499550e9, 0x1dfc889b05d957fd, 0x5d0c2306173f9983,
            0x771a6b724c4ea01c, 0x43311ff89a7ff7f6, 0xb770a5c6e4d31ab4, 0x6f380c1eeac7ab67,
        ],
        [
            0xa7e2b85a94c706c1, 0x4c3861604da2b63b, 0xe05e6510113ab0a1, 0x9967eadb1e51fb78,
            0xaf10756427c6c03d, 0xaa5bd4a4cfe2ce2d, 0x341069d0f69b08fa, 0x3f7cac69d866bd5f,
            0x7a8d6b30168c2e3c, 0xdb5e29c4aa05ea3e, 0x5b1c37792ca8a233, 0x395d34c301e53d17,
        ],
        [
            0x9b0a4ab33f9e0142, 0x28c8b8b8daf8b2ad, 0x19bc9420793432ba, 0x0923f58b3ba8a609,
            0xce65c53df18db394, 0x8df92192897aebf1, 0x403178b87874b967, 0x3afe2ee50b184268,
            0x979ea6dc8461ca35, 0xb0cc1d95a7866cf3, 0x31e69d54d9ea83c1, 0xea529150426dcc86,
        ],
        [
            0x2df9526233788480, 0xa71b3225cf406aab, 0x88486c9b3208d6ad, 0x6f28ee03bcf5139e,
            0x71d88058098c216d, 0x9b4c7890d954ea73, 0x64f773dea545e3be, 0xd644472c9a31e1a1,
            0xf9a015a7a0958100, 0xe19c5c8ba2be062d, 0x2cb8a7134908132a, 0x4cd0f3d1e40c84b6,
        ],
        [
            0x88d68a14c4a42c9f, 0xcd72504a972b8d83, 0x391ae43d6710cf53, 0xf690b61aa6182afa,
            0x4ed1bb2c9a38b684, 0xb5b1743a76a9b5f9, 0x46494c6bcc2c2077, 0x515477f1a86054cc,
            0xc60e0e72eccda5c3, 0x81646c24b5965c8e, 0x21d142fb6149cad6, 0x545a406aaff4e49a,
        ],
        [
            0xb98a86106115e5e5, 0x5dfb00739c38819d, 0x89421ea65d4a584b, 0x9509f666ace49329,
            0x70a9e8956b4613db, 0xf91c90fa32106a43, 0x1847dbe3d317639d, 0x79eca7d702bdcc7e,
            0x77e827a7eb5cd1c9, 0xe861a95eeda48118, 0x79a9a9c428439c45, 0xb1175a23972cc63d,
        ],
        [
            0x9db82513d4d30109, 0x306460d330042d0a, 0xd517cad6341d2b1f, 0x2aa3ca1747eec1c9,
            0x7a758ce37afc962b, 0x4e33cfe0e44732c2, 0x62c31e254cd4fcc7, 0xcd83554eaf497161,
            0xdc2480c635ac13ba, 0x9127ca313a658f11, 0xb94542a970d52ccb, 0x8e37f7858343f5a7,
        ],
        [
            0x3fcd7e307742bff0, 0xd81be3fef1f19fd8, 0x50708b657722f9a6, 0x8d509a8d810cbef3,
            0xff08f667c413c682, 0x1e12df497c111c0c, 0x27a8b1d6ba51b083, 0xe0b4ede3b41a3fe4,
            0x93edb60ca0a03c29, 0xe95d089dbc442f42, 0xdce08baf36e05f20, 0x016c3f70a652f7b0,
        ],
        [
            0x862cad697bd18384, 0xe4412e55ab524021, 0xaf8787666138618d, 0x803c031f12af4199,
            0x70d875b1f657adeb, 0x0f00e0ad4791a5fd, 0x62896366a99f7293, 0x6f8373f69878772e,
            0x053b5c746cf8a07f, 0x2b60413cc8604ca1, 0xd0e8e2130a5bbb4c, 0xb90eba5886291793,
        ],
        [
            0x5c93d07675b55369, 0xafb5615c8c9ab03a, 0x39dc346c60356094, 0x6dd67e3de00221d6,
            0xb5515c6618881631, 0x560b96cf02f46632, 0xe1e13e2a45d6e8d7, 0x1c983b96c4812f46,
            0x32d030a2a5ddf8bd, 0x4031082216c4b6a6, 0x5ff54841f626a030, 0xe43d8ef47791d13b,
        ],
        [
            0xb66d009db35a0389, 0x6011fc2461dd3dc8, 0xb405e2a36a66c110, 0x10d821008f37783b,
            0x3741b351ff05ad94, 0xd04aea7684636f9c, 0x9ddcb995f2edeb73, 0x40992b99410010b0,
            0x6dfeda90896bc5bd, 0x06ef352af7241329, 0x5fbf8bb43816fa3e, 0x23aeaf2c4d062b9f,
        ],
        [
            0xc3d96a91f18e6ee6, 0x0a72509a1e46f4dc, 0x30bcec0180983d7c, 0xeaaec8cc0af0c1cf,
            0x5f252f3b781cb97b, 0x058f7b5bb4394998, 0x36fdf1253765c29d, 0x0028a88ace75d588,
            0x53687ec3927debf7, 0x7f36482f9e8fe2c4, 0x6ed63f87e1ef1ccb, 0x3fdc88f3386ce0d3,
        ],
        [
            0x1b1885997ba2e709, 0x141a9aa43b982b6a, 0x1a3d0c360bae0e9d, 0x1bcc006210ca0bae,
            0xf61b8d320656d775, 0xea73b070e3d91f92, 0xae82f306570e9bcb, 0xb59e7ebe502afe0d,
            0x96b48c10c8b0f32c, 0x0924490aafc04d93, 0x7f679d176fdc9794, 0x3c40075e1e02eadd,
        ],
        [
            0xd1ce3984be3b5323, 0xedc44352fbc68ac7, 0x2be3bf63eaeb9cec, 0x70ab44fc8e5aa861,
            0xc1e7a309b7673b00, 0xb727a9cab63c4647, 0xbc23588579448ba6, 0x2f54222af999e373,
            0xb9fc3ab8c28d3747, 0xa3afd9fe44908a79, 0xb9e5d82587dc871e, 0x446dad3aeaa440df,
        ],
        [
            0x632e5020526068a1, 0x23b2f915b7719ada, 0x38aa4a7d34058b8d, 0x9e05bf4583c227a2,
            0x41b1777771bcafda, 0xb3082f64759da320, 0xef3c9de6eb327e26, 0x68ed80496f800c5e,
            0x8c22d95d67f48221, 0xa44940f771b68a7f, 0x8e560a411b36e4e7, 0x61b2123f7b4b3281,
        ],
        [
            0x63dc80762101f067, 0xe8449b5af54547af, 0x342e47d86f73d4ab, 0xac0c4850c6131375,
            0x54a6f5deeaefcdb8, 0x4325d0bae67e9e65, 0x3a5be66687d7ea3d, 0xfea99d465d612c4b,
            0xedf7bd6072a18543, 0x426138608d893a59, 0xd6f8d058947c0dd0, 0x79c94f613af37a4e,
        ],
        [
            0xa34be66200f58c8e, 0x9935b675a34d67ac, 0x474008ee18bb2cfb, 0xbe739a0b6fa115ce,
            0x7d5659b6c8fb27ba, 0xa33d468a7d478c30, 0x4ca2c03ad62dc8e1, 0xe135e0356f9cfc8e,
            0x7b18f20fee14db71, 0x0f32143b8ce42018, 0xbecba1c8416d3073, 0x13d32e124b53ce37,
        ],
        [
            0x0dbf1b8f8d23ba7e, 0x74ffba75de6374c9, 0x26073bec41b7c8d2, 0xbe51bf5fd389350a,
            0xc84865e9acd78ba0, 0xef59a82912c6ab9f, 0x954f9bc5571ec7a5, 0xf3fb96e28865a8c0,
            0x03ad6f2c13e2ae4c, 0xfefa2fb187e65cb5, 0x0dbe5b25900a6f3a, 0x5eccfce74621d173,
        ],
        [
            0xea9ed9d5b29f4e55, 0xdb446975e5504c67, 0x48b43fe043eedefd, 0xf126d42f674c58d5,
            0x4814e13cddcbde30, 0x1280e5d47d3bedb4, 0x700159d59731f1ae, 0xe3d7b2dd46477474,
            0x265cdada4d376a55, 0x8abd348ffc93586b, 0x9fff63d24274531c, 0xbfac7ae1f13a3ac7,
        ],
        [
            0x7528f1ccb3380c85, 0xdf2f37b4a4ac539d, 0x5d6d9fa505a2a33c, 0xe5e591bfa86ce214,
            0xa64aba9b4937ed67, 0x1bd198907de49261, 0x7e216a3c316b5d82, 0xdc849fef0966fe22,
            0x82d5a33e00f82919, 0xa38b7d6a1ef472e9, 0xb1816c8f96cdcf43, 0x75dd8c4a2df99d29,
        ],
        [
            0xa8fad7433603ce2f, 0xcb81f5902186e20c, 0x754355177864de0b, 0x589da641717d5b30,
            0xa62fd067a3ff7680, 0x143d3635a03cb18a, 0xdf0cf520979d499f, 0xa86b582debddbb9e,
            0x7ce44aed953bf29e, 0xf24346c96500fec3, 0xb72334f3a6897336, 0xed7c5a6131fb30fb,
        ],
        [
            0x1914a907f8c7cae8, 0xb06ac8c43a3e25c4, 0x2378138d44639beb, 0xfb68e03a6ea9d242,
            0xe961fa4474c4f99f, 0x427badd28ca4d3b6, 0xb8e286fc87e837c5, 0x126cefc618bfd4d7,
            0x1318690c9ff78c08, 0x07c84e19f212d9a2, 0x85972a51f794a774, 0x6b83d548a02140b0,
        ],
        [
            0xb7fcbd056cf329ac, 0x49349f34b721f8f5, 0x7d357d92fea2635a, 0x5b1572ca026ecdb1,
            0x83ef442e8630a581, 0x4ee3668fa1dbfa83, 0xbc366671bcecfba9, 0x6e1c06c54c4f92db,
            0x83c4ec8dcd74cef6, 0xb487edbe68b98eb3, 0x04de4cb1b66d163f, 0x0eade8eeef390563,
        ],
        [
            0x80f6e866941a2d98, 0x40cecbe1a70ca5fd, 0xc22e78a417577d04, 0xd1ac1cfe283568e1,
            0xae83e67bccffbb47, 0x43143685d6a65a02, 0x14a8c7e26647b845, 0x4bd89fcd896d8dcc,
            0xffbd6deb83d2b5fd, 0x22139d05fa9e4511, 0x6c7d8876d30b52cd, 0xa54fa1303bdd4852,
        ],
    ],
    // row 47: multiples of 2^282 G
    [
        [
            0xd334c7afd1bf5a1d, 0x573da9f2e3041291, 0xc6ec66dead0396fe, 0x68482234f8acdb29,
            0x854d0f00f28c5ab9, 0xa2500ae2b2b95c6a, 0xe0014943ca8222bd, 0xd37f53338a1d528f,
            0xe4885b0a183556d1, 0x0cd51bc2d634943a, 0x69f077f5337f1b33, 0x66da39aa4f2110bd,
        ],
        [
            0x99adc86e91ed0819, 0x98b8ed32c1c6f55b, 0x99dda355c0a1181a, 0x49e7b75b89ec3e2e,
            0xca7bd70a17130e70, 0x660e0009d94f5294, 0xe115e8a9a6b2eee8, 0x70098c85b7cbdbf5,
            0x949513ab49376b6a, 0x94ba21656a8e8416, 0xe7ee548d9ba978fb, 0xcb55dcc1f89d93d1,
        ],
        [
            0xb1150bc1c959ccaf, 0x61127465d6bf1358, 0x4e2861d9a88af381, 0x2ce06c344a01f52a,
            0x40d216017a575574, 0x1fba05e7af0b38c1, 0xe070cf32e0892edf, 0x54fef25531219347,
            0xfd57803b676dce42, 0x1261fce47bff85e2, 0x23ed672545721415, 0x733a18a513ac6a89,
        ],
        [
            0x23ec0027526b2679, 0xa42146851c91d6d0, 0x16c1df9e3f4783ff, 0x8ecfdc22eb51fab6,
            0xdeee0f971fce1183, 0xf1d06b58035e6988, 0x13e475d2aaeed382, 0xa7591818222a1acb,
            0x69c8c2a1181bfeaa, 0xf1890009da76f82a, 0x129162d3e9c9bb60, 0x8cb496fd68517103,
        ],
        [
            0xb341d6ff7709ebeb, 0x509f39509e40f809, 0x44ef146bd80f8b5b, 0x3ca8bd5a647a91fd,
            0x65311c61b9c8c806, 0x0cda0f1f558e968a, 0xda67c07fe70051ff, 0x36c857209bbc03d8,
            0xbdd72f53fa23df24, 0x2361f22c9fa0fd4a, 0xfffc48852d3a4584, 0x08de9cf40416493e,
        ],
        [
            0x792a23e06aba4ec1, 0x50e13107409bcad0, 0x071fbc087d0cecf8, 0xa852238e70ebbe06,
            0x048469d72327eaf9, 0x055f44cc487874db, 0x37681d2618a964b5, 0xdeec596a08249104,
            0x89e3945072baa536, 0x22ad4b9301093b89, 0xf3e2a8510615a4a8, 0xa6179589b5b59c4a,
        ],
        [
            0x4fd109739794559e, 0x5e156c8133853391, 0x009792dba4f72679, 0x82427e8e7ce3935a,
            0xd9e398dc7d8dc64b, 0x38c6779ddfa6dea5, 0xbffd472c50ed080c, 0x61431639719dad17,
            0x81f8ca0bd1804e0a, 0x66505d89ab2d67a9, 0x69651efef3fd2965, 0x7bcb443f21a72212,
        ],
        [
            0xe10e5cc25fc4b872, 0x82565ebf10d31ef4, 0x6f5a2761e0ebd11e, 0x44662e9a76e02609,
            0x0289d3597e13e6fc, 0x24f089170d8842b0, 0x2c1604d7e0effbe6, 0x9e3648d77cba64ec,
            0x28c0888166b16da1, 0xd47754fd6b0d1a0f, 0x3e4d725f9a0259fc, 0x7b10f3c79c14cc64,
        ],
        [
            0x92b6039453578c3f, 0xfb0ecd10c66f3688, 0x024883a4e79a6bbb, 0x67ce5334819474d5,
            0xa3d398938416a8ce, 0x49847e38f687370c, 0xde03e62779078be7, 0xc9769e13811aa676,
            0xe8b6da1c416954d6, 0xa972d1bf5f4ab8a4, 0x71688f8bbc18b532, 0x88a4599d259a9dd9,
        ],
        [
            0x755b7992711498e1, 0x86eff81d15726ab4, 0x4e8673044139162d, 0x421ca775e39b4f21,
            0x7685f76286aead7f, 0xdb4ef7b471bc8cc0, 0x124d8252ed08f173, 0xacf5670411867f62,
            0x29505521d3de81e6, 0x8456c68fcabcbca7, 0xb66896178cc85fc7, 0x453e55b3f258e873,
        ],
        [
            0x61a2e7872eb67313, 0x1b417e206e99b7eb, 0x9c53713c1769d6cb, 0x1109348d6a2e22e2,
            0xf6152494b01a3208, 0xe64b52a86cb7894d, 0x8719405f029f5cbc, 0x563ee138f1103997,
            0xf7dde5d98b472ed0, 0x0939bc45caf10cd3, 0x9a9ba3c421c65b6c, 0xa0e7e739aaee5465,
        ],
        [
            0xdee9e0da99232bdf, 0x18b9595f7ac8bf47, 0x3f5e0d74c8944d3b, 0x2ef15c1216a0d2b5,
            0xcfde1a3e634ddeb1, 0x5305e59104b6d7ab, 0x101feddf0a70cb0d, 0xc379e4bb3146cc6d,
            0x533b11df762111c4, 0xead386291cd6644e, 0xb2b76a7b00304be8, 0xe910bc137eb7f0e4,
        ],
        [
            0xf9a70bae238d9774, 0xf45910725f921c87, 0x41b17e2677844da3, 0x7c35dd5a316d4147,
            0x4ae1b070754647ed, 0x8cb543ccde72e0e1, 0x932737316ea00599, 0x261a96348c1560c0,
            0x5df613502cf8c7ed, 0xc4789fa99751497c, 0xd9caac59ae4c48c7, 0xec2f0b8854f9ead0,
        ],
        [
            0x29bc6d3af5020185, 0xe1be5e8f884d55f7, 0x44db15ed0ef9f3a5, 0x28344c8cbe1e5daa,
            0x5af43de017b6fcee, 0xc1420d190acefbf3, 0x6867fdfd925dd44d, 0x82c61c9175ca8406,
            0xb6dfa2c2378ce4e9, 0x195f89d06f238597, 0x0bb6740220a28b8b, 0x0701ab47405ef0f3,
        ],
        [
            0x22aedea0921dbb9f, 0xecce034347f7ee9b, 0x891c7dc33665437f, 0xb65c2de81f506f75,
            0xa1ed718375d92e24, 0xcf4c7a292468695e, 0x7ab20b2c08b87932, 0x95354d60384fd010,
            0x08901dabe3b597a6, 0xb10af992c6bc4478, 0x4f3b5210e5d8b43b, 0xbc6426de1f3f4d60,
        ],
        [
            0xca98923ed3c7ba86, 0xe16a370d6b1407f4, 0x8f3be4c385262163, 0x5690bc7d53237174,
            0xced2fd673543c67c, 0xd5afd62fe7e2b0f0, 0xd20e0b83bfe7d6ed, 0xd96bb531bf31b1ff,
            0x817efd45c35e4107, 0x8e87ff3611f00cf1, 0x96124ede217e1469, 0x43ac052beb69e190,
        ],
        [
            0xc1125ff77bf7665d, 0xeb660fa3d6dc26b0, 0xcf039a1d0eb3519e, 0x94e4c935172d60c9,
            0xa766140c348c079a, 0xa74de3ff5e8a0162, 0xb29aaa22caf38350, 0x22ea057663cb1924,
            0x95bfb9fd9768def3, 0xfd4fa2235acaeddb, 0x4239ba6dda9d59b7, 0x89da37f2a46c770a,
        ],
        [
            0xdbb1d769f1a75ccf, 0x4f48b9964c6b5452, 0x7e4280130a7259e4, 0x9dc0b19e11a8930c,
            0xbe5be5b570f9e773, 0x4f8360c20ca8eb19, 0xfdaccdf9b4a9bab0, 0x3220e7f00bd4d8c3,
            0xe35d9e414c6db271, 0xeda52582213789e4, 0x4918ce191d724296, 0x234fb18e5a9d6838,
        ],
        [
            0x675b6375dde957ce, 0xf359a25cd2757746, 0x208e14f4b22754db, 0xb62d67aa16dc345d,
            0xe874440fa98d3fad, 0xf223a830d087454e, 0x2d7bbaeabe445da8, 0xda64c16b88fe4a83,
            0x4d3bae2fe7e80f98, 0x05e28b574894155b, 0xc82897341952a6c6, 0x0ffd63bf7feb1f7e,
        ],
        [
            0xcefd2e4b514d0f99, 0xaf1e4f2b51e09457, 0x7b97c77acdb421bd, 0x3208df8816d2515c,
            0xbef536e4cffa55f3, 0xaa52879db12cd5c6, 0x60a823972fe4c0e7, 0xd7054d0218f0e58c,
            0x0b4e7b8acbc0cc57, 0xd0d74f33705cc209, 0xaa392b407eb9b2de, 0xe0c32646d9f67596,
        ],
        [
            0x979548b57e3c4b83, 0x5ab1ebb31adcbdc1, 0xbff1619432502876, 0x9c743e6685cc2225,
            0xc7d71f9d7f436cdd, 0xed1ebac9dc88a22b, 0x935154f4fcaf22a1, 0x4dd1e1d59dbbe49b,
            0x05f35ca80691dc19, 0xad27c48c77227162, 0x1b4884f4215cfac2, 0xef240e1a55bebf71,
        ],
        [
            0x21d304dc07f66616, 0x80035264813b1249, 0x407456c58442080f, 0x64ccf681b4b5e2c4,
            0x5b790739d4c99073, 0x340d3f13701a1779, 0xa7e9868f80adee0d, 0xf0a038490a0a28e1,
            0x1d9fe74eaa4f267b, 0x323586c22177a4d7, 0x670f1ea0e83697b1, 0x211648fa34d14736,
        ],
        [
            0x4dccd358cb4f8054, 0x456bf335b5f551e8, 0xca60f868672ba7c0, 0x9f92b0e11acdca92,
            0x6723e1b6f5513269, 0xcd7532f30f724c37, 0x6f28d2f1b09ee947, 0x8bc66467abfbeaae,
            0x2d24a6f707d4a4bf, 0xa91f57256a922348, 0x9a7805e43bc419c7, 0x457810a307c7b617,
        ],
        [
            0x3d22c02f5ed85ee3, 0xbedbfebdecad4dbd, 0xcdcc6133365ad848, 0x79c197d32f31cde8,
            0xce3693a7c028f101, 0x4b84cb59ad5a5d39, 0x1dfed7d87350b307, 0x550e7b3c6a3b0978,
            0x90532147e199addb, 0x175a3a7818bfb693, 0x402e52b173f7a280, 0xe5ca2467f726c1e1,
        ],
        [
            0x1fc145eb3eacc1b9, 0x4adeb53f8618b141, 0x2ef21a2df1e38ec1, 0xdb33e8a480a9bcfd,
            0xd00256a6104c62c8, 0x2f604e472d46daa7, 0x56a978441eac6949, 0x0b3b8389d015137c,
            0xfc9930c05a4646d6, 0x453a05a2b6981e85, 0xe682a34b2874f4ed, 0x06d9df45c55128a5,
        ],
        [
            0x8a9c7bb1ad7ebe4e, 0x197c4e44e48445c2, 0xce58891d4038dcea, 0x689d1961100cb110,
            0xbaa37ab181ae9db4, 0x4d260dfb42e8fb10, 0x053005598dda195d, 0xcee866bedcf10d78,
            0x18d5d6400406a187, 0x04d1eb1b9cb01ba2, 0x321422ba2b261d49, 0x0b14ee9dc96a3b5b,
        ],
        [
            0x7c4d79e22ec6cf27, 0x322b3ae2f23ce24b, 0xaf6eaa32f6478949, 0x8248cbf3efc9efba,
            0x6ced9e4a2627e8fd, 0xc050fbd5485cfd36, 0x59088e7c46ed28d0, 0x6af71acc2866b6dc,
            0x36184d52d971d90c, 0x2927cd1ce3a889b7, 0x4ce8b113ad99e55a, 0xc09022631f0ac5ce,
        ],
        [
            0x87e391d9d68ce844, 0x79c9b494b6ca9254, 0x755ae3b910924587, 0xf7b2704757018b4d,
            0xdb96f86400c0fa71, 0xbbdae07254d9ab26, 0x2f9825b4093507d6, 0x4babbc32c17ddbba,
            0xdbe8056013fa18d1, 0x9601bc60929e0d68, 0xae1c0c6e07d875a2, 0x1fc1f5ab90823594,
        ],
        [
            0x19d73a5b30f640fe, 0x4c55a9ea6cf2f3c1, 0xf394a392345574d2, 0x25a4f591eb562cae,
            0xf51a2adadf3529a3, 0x0618c79b8e0db8c6, 0x2359ea8e2d63c7bf, 0xb1748663149f5a9c,
            0xcf165820b58bd4db, 0x3379c1a77039172f, 0xff738c7d225d62e9, 0x5598ad25ca804744,
        ],
        [
            0x897d66e2b3ba1d7a, 0x9c3efdbcf404a2bc, 0x53bd182e973c9237, 0x9c82157f838b4d6e,
            0xda7fca5e1a4085d6, 0x2474204ab5b2163e, 0x4cbab5a66496c554, 0x242f1dd070f89959,
            0xc00eb98344e4653d, 0x061614bfe5ee29c6, 0x7240f1d1d13b4e44, 0x9ddb7668b668cbbc,
        ],
        [
            0x27394a480ee3f57b, 0xc88f94d6af3e22a9, 0xb9e54bad16ea3025, 0xd24b9d6c7dec93bc,
            0x8f2965f02197c7f8, 0xfe40b77e2b76a309, 0xcc1eed5078219795, 0xac64c6a36aece71d,
            0xce3be83ce2b09b9d, 0x7cbdd1fc4ab792fd, 0x9947062c338a7f02, 0x36b8bb337c73f91f,
        ],
        [
            0x1855da7c6f9e9275, 0x60aa7b7d9f82d61a, 0x98e4bdeb8b61b0f0, 0x6c697751fe1edbbe,
            0xd28d47e53592506b, 0xfdb21f05c0fc08d9, 0x56c11bbce5713d3e, 0x4882cd220d9995c8,
            0xd01ae8cc7df51ad4, 0x2dad6c1795686842, 0x8fd4d490f22d40d5, 0xb91c9e3249ddf46a,
        ],
    ],
    // row 48: multiples of 2^288 G
    [
        [
            0xe4bfc2c04905ca71, 0xf33a450ad156f761, 0x3d8b29dbd08848c2, 0x097da395a2309686,
            0x211905035f4972d7, 0xb2d1055817cbaa12, 0xddcebb55753ee324, 0xe87ab07c6924666f,
            0x9b475d744ecf1a68, 0xf82be8f52e6236c0, 0x237c0dba3cfd056b, 0x354cd872c3c6cbd2,
        ],
        [
            0xcb66c2663cfa034a, 0xd2d955589e2e7aeb, 0x26317550377c82a9, 0xbafe90efe8fd496d,
            0xe9df1fcdfd624bf0, 0x9a568abfe3700a44, 0xff64f9ea838be64f, 0x060ee9e8d02797e1,
            0xb7b3c8dee8facc2b, 0x4d208741b6ec8a84, 0xb6349601b3cb37e8, 0x79569fb87d0903b5,
        ],
        [
            0x9695f73575e58cef, 0xb19a9fbb28586396, 0x546404d46de55f63, 0x616051990850907d,
            0xe0182345b2d31bf7, 0x8472b9637604fae7, 0x92c2138749b28e0d, 0x45fb72b75299efe1,
            0xd631e4e97add939f, 0x0fa7cfd617e9d6cc, 0x42a0b0d6cbb0f7b7, 0x251467f2c8741294,
        ],
        [
            0x80d859b4b67bbf60, 0x1344d820a5c002b6, 0x81ff8533bfff181f, 0x8864f1238c958320,
            0xf7f61106295d4d6e, 0xa6cb192cb45548c9, 0x8347afebd63f2eea, 0x018c2cbebea379de,
            0xd383816b2c63c212, 0x97c4fc8356483d81, 0xc43ea9d216e6a4b3, 0xcd4d4767e26e4d87,
        ],
        [
            0xf3cbed25c2dd943a, 0x007da251424f5265, 0xf5d115bc2320c788, 0x990bec9131753e2f,
            0xfcad1de573b122e4, 0xa94cb07b417acc6e, 0x2223f73ab9516d33, 0x40fa5182878078db,
            0x3ca7a5717969fb88, 0xedb60b9b08be7280, 0xdb109846397562be, 0xa76546d4bbf4dcb3,
        ],
        [
            0xd2fde863e79cb83d, 0x59383be296fbf06d, 0x2b2920324083ed17, 0x7f1bc1c12188a10d,
            0x7fd40b01fd0cb3bf, 0xc09cb14bbb6524b7, 0xd330997b584c96f6, 0x4f2dc913a9a69a65,
            0x9989c1fa3305f708, 0x4266f72326b20e70, 0x3e12b76051dd3721, 0xb6653c1c4aba4809,
        ],
        [
            0xf772079d7a92e055, 0xa8f5a88bc6b8da27, 0xc2c94d2df7a9cdbe, 0x24d587bc7625eaf9,
            0x0fde8f0660e6eb6d, 0x186d6834241ab899, 0x2293e645ae4c265e, 0xf033a2b4efcea481,
            0xfa81c6ae65151eb4, 0x1d6dccbb347ef924, 0xff88fde20e9d1806, 0x0a9fba17106c9a0b,
        ],
        [
            0x3d45f7e147904a7d, 0xbc2f605e8f31f856, 0x3d7f6684a1a5125f, 0x1e72f659090e836b,
            0x4f2919be6705fc4b, 0x07054c1d60828105, 0xaf6cb44ba4cfb68c, 0xad231b290d2a2e0b,
            0x8f0d6d804a6edca0, 0x3a45bf30c40f7bfa, 0x63a7ebe7aff15973, 0x3cbac09756160acd,
        ],
        [
            0xbfc7abb7b3861542, 0x16d6f9144b7ed1e2, 0xffe0eb17b46f837d, 0x7b9a656ef246a586,
            0x49ed5a2d289d3a4f, 0x4d19c787f3032895, 0x719dd3daab66bccc, 0x1b30784fb609c245,
            0x538c49bbd3bf8652, 0x3835eaffea2b7840, 0x6eb37cc388abc586, 0x6211c6a9781496ce,
        ],
        [
            0x305dc28df82a947d, 0x81a42cb4ac56db28, 0x98558ed8eb40935e, 0x9189ee58a42a5062,
            0xee264ce4dab217e0, 0x864e323b21a4912a, 0x031ce2b4316acc55, 0x2e7cba2fd428c8d9,
            0x4c6f4d8f907fd632, 0xc4c2d5ff38976a98, 0xa2f6deba5913a0dd, 0x1129d82f2190c4b1,
        ],
        [
            0x3df7bb21a4833e4f, 0x627608bdc70f9e78, 0x12fff68f36479d0b, 0x6a75bf6fe51d8855,
            0x03f1310f1c5ac1dc, 0x529ff0dae8c3b111, 0x293ca7a2559c8274, 0x3a5f3041639168fb,
            0xe42c6d006cbfd162, 0x5b6b16eef7e99005, 0xd3454a0197d3bb0d, 0xb8cf21e81c3368ae,
        ],
        [
            0x6c01552ca88e537c, 0x6fe02a4f6d390127, 0x6fe3d8a9e5b89673, 0x949fb457a0803ad5,
            0x3e082091e130879e, 0x61b6e1bfffce2c63, 0x4a89246ad9cff015, 0x669e337573ea0ff7,
            0x813e21105f469a4c, 0x43c19f3839d795cb, 0x553ac492aff5a2a4, 0xa5bbd8992ee31219,
        ],
        [
            0x9684c93050295856, 0xffc8c0bd88ef060f, 0x90f218d0ad840206, 0x05fa1f25e3f8f6bd,
            0x79b53d41796aa45e, 0xf09eba03bffe5623, 0xa99b769b661e6664, 0x386af0363c837fa0,
            0x96562bcac831e4f2, 0xe3a43baac3c0b6bd, 0xacfc3e6417e75674, 0xfb144a63acf26deb,
        ],
        [
            0x1276fc84aa1c4b75, 0x55813dda855e364e, 0xd0b44872922ef94a, 0x306db79043b4cbbd,
            0x8a016065d9441f28, 0xd2969126391a548c, 0xff7e9c1155c8f4aa, 0x316f3dfa856e1f3b,
            0x9ad916586c07e31e, 0x51f358f4d10f70de, 0x7cd6296bd822402e, 0xe7f2549a56b95679,
        ],
        [
            0xc9bbbca8f470af50, 0xf799f9034694df91, 0x5fcdca2f8f5e4ef6, 0x0ec6779b81dc4e60,
            0x100c17c6fb0baff0, 0xeb1833c955e8ab1e, 0xb2e79219e73796d0, 0x7c8f1779865e9128,
            0x69a38e7c8658bbd5, 0x840e2c3c6d523f68, 0x48bf00e6324ffba5, 0xb75b527d4468de4f,
        ],
        [
            0xf9f5d75b3f943745, 0x4392035fc3f49b85, 0xd4d06a5331f666fc, 0xf8b09ef0923b3473,
            0x56978ebbece2e50d, 0x83838b511ddd0f09, 0xce66a52d3944b6d6, 0x988451ef20f79db5,
            0x4300b001d582bdfc, 0xb22f9897147bb6e8, 0xf8b944ee10685251, 0x4c34f592c5a20177,
        ],
        [
            0x77230431ba50b580, 0xb0dd56f4c8c4102f, 0x555c2515af6ab935, 0xe0ac4b2ac617764b,
            0x4ddd7a5e1ed3ce4b, 0x1577f1ad0f29432b, 0xf174e1f950dae196, 0x7ce9b4f1f53d430c,
            0x65a1617970055028, 0x02cd51ce4c8107f1, 0xa11d6913c93503b5, 0x249bf5ee3dc39f37,
        ],
        [
            0xba57b360afb702aa, 0xf01ad147cd38bef1, 0x508da1766291c9fd, 0xcf02d4a2099508e8,
            0x1b43e469c5dc762f, 0x38db97748582e09f, 0x509b04eb873531de, 0x7353cac7188bb844,
            0xac0f8b9492bf2bdb, 0xbd56e6279b846576, 0xcaeca60797d2ea37, 0x8b34260f33d9a02f,
        ],
        [
            0x990239ca68a1eac1, 0xfd29fcf7441b6306, 0x5465fda77c650e2c, 0xb5178f7d277ad7dd,
            0xb41cec9100486ef5, 0xe694f5ce7950ce83, 0xc2a1bdb758a6f6f6, 0xcfaf2b804a273cad,
            0x8a2993d1fc1338dc, 0x6680e8173c5e452c, 0x6bb350cb4786c007, 0x2dd28876ab4beb55,
        ],
        [
            0x442fb4ce1dea2ce7, 0xf0083e17471e8a16, 0x0e68fa1d32d12e08, 0x6bed50164918edb2,
            0xb304181416b43aa4, 0xef81be0b6982d096, 0x3aca62d4ebaedc38, 0xf9269cf9f0e07d65,
            0x74ebb20aa91e031b, 0x1220ccd7949d8cf9, 0x8f7a4338167c5183, 0x02b79b1e9b0315fc,
        ],
        [
            0xe8caa80b1668327b, 0x7b36f448e62b86ee, 0x96920ca971fc5615, 0x966f36543d9db7b9,
            0x7a3e076e612aa752, 0xe9a80dddc3e81627, 0x1d6d98d6d59f07d8, 0xbdb110129f7d5ac8,
            0x1cf99bf5c1b6f4b6, 0xcbcb6a3d2d342db5, 0xf203bd3b602f3afd, 0x39b615d909fb08d7,
        ],
        [
            0x75c3a6ae8dbf238e, 0x35837e2b30651a0d, 0xb88d0624fdb11176, 0xa30418bf4d1fbfe4,
            0x0cf6ec16158aab98, 0x6c18702c8162b654, 0x9e0db03e5659faf0, 0x9ca0e9eb35edd69f,
            0x18f035952965a98f, 0x8d3c06ccf701644d, 0x020eaca92d5aefd2, 0xc24ec88fc9d1b866,
        ],
        [
            0xad57c2ef847896aa, 0xa78d68298218f8c6, 0x698c2f8cf4021f3f, 0xc8f3648e222b84cb,
            0xbbe231d5bc1df3d7, 0x1dadc3c8ea0c6f36, 0x2a2e3e53e7adb9ca, 0xfe5ebe1fda7bf0cf,
            0x1bab7f2f1238a9b9, 0x25381da1d0089720, 0xe11a5e560dbcc874, 0xb965eb705db0cb42,
        ],
        [
            0xbd85dfa62de27288, 0x716ee53a5650b6c7, 0x88fce9e49701cfb8, 0xef2297ba181e6c67,
            0x37490a111a1cf8dc, 0xcbb55dbe3cab71e4, 0x6929b0f75000748b, 0x72d2b59b39049ecf,
            0x228012266af57303, 0x63ce1c503349d796, 0x870da8f90e8ee46a, 0x582f143a12348b91,
        ],
        [
            0x3be05534f43cbbfb, 0x220c63f6849db131, 0x430a29c8bf58c90f, 0xa2d5c65f9d3b4fe4,
            0x52174f3c057ebea0, 0xfa84959e612bd020, 0x2fb7b04829203495, 0xb968cc79a65c3e66,
            0x6b50c64477637e56, 0x2d5313752b33a4a9, 0x305129be4dae07f4, 0xb8bb1d9581706b9b,
        ],
        [
            0x6f8ea3eb47fc1373, 0x394eda06b3d65ff3, 0x9a62b6fe0aca5bd3, 0x11275f075b760816,
            0x54b25ddb07d13bf9, 0x53a5efa5ef2c9cda, 0x2cbea6e71f28a34b, 0xcfda337b734ef47d,
            0xa3ac2271854f637e, 0xa3122ef564879142, 0xd72b6eaa4a0b0576, 0x6e7971afb5db2e81,
        ],
        [
            0xa89774325bf3df79, 0x74bbf69fe705b06e, 0xa7b06fa2e527ad65, 0xbe00dc2b08723458,
            0x2b83596a96c3f3ba, 0x9c3118e992eecea8, 0xe996899c349a2ca7, 0xadde5d1ed71487a8,
            0xaf36c67a5e22f7b3, 0x799bd306a06e02aa, 0x1b5cf5fe5e4eb8fd, 0xf4dc14133e78e316,
        ],
        [
            0x16eeb23860e4e0f6, 0x93080c5b3ea4028d, 0xa94162c7b99e5e6c, 0xec151eae054bef5c,
            0xbe4c96c525bdefdc, 0xaf8771a40b4d7e79, 0xe3e7a9a24ab86b84, 0x89c8a7ab523494f2,
            0x7b411bedfb36c12b, 0x076bffa14665b822, 0x40001f44d082abd5, 0x890db142d3d23bfe,
        ],
        [
            0xa7df1f65619034c5, 0xee3a37a21aa98cf4, 0x0b3777a44d56b521, 0x0be58b1d55b5a36c,
            0xac10f1bb2428bb57, 0x78752a339cbc42c2, 0xf2961c0ecc6bdf88, 0xbe39e0ae8391cb8c,
            0x389ca70b9b016cac, 0x73bbb8d916d07f99, 0x77743fba2df21a0d, 0x48565696ed5eb982,
        ],
        [
            0x38d074a2959f70bb, 0xd057e403e4a6ff05, 0x02074b6de22f60d4, 0x1b06b4e13967a7be,
            0x5646380e16c06534, 0x9e1d342555f49741, 0x8cb44c5902b8110d, 0x202c14c57a1d5d84,
            0x51e3fdc21d77f4de, 0x0a77c87224ecb2dc, 0x0bb5b74f91aaa4a4, 0x2a30e39ec8dd7bdf,
        ],
        [
            0x7a8bd00cbcbe20c1, 0xd45be33cbd769697, 0x595a14747baa2e89, 0x80b28c9006135083,
            0x750677cc1fa4a0ab, 0x4468869e79d2b3b8, 0x102be7591fb954c3, 0x26a27337aa8ce6b8,
            0x964f9afec14e5c88, 0xb5531c1eaa4f65b6, 0x72d3532441fc1993, 0x33bee391c3261856,
        ],
        [
            0x304f3cdda81e3f6f, 0x4e03b5740d35520f, 0x6abe797af3a460d3, 0x2f4e4e997db885c4,
            0xa5531d8d9cdeb46e, 0x22ba6ea3b87eac7a, 0xfa969d6d9266b9f8, 0xccd3fc0e9714bc2c,
            0x8c6c825246aa6239, 0x07614ae11ae6a2c0, 0xe40ea5b73ab793a7, 0xccd9d3fd33eb5c34,
        ],
    ],
    // row 49: multiples of 2^294 G
    [
        [
            0x869231593ae61a86, 0xf890665e9588f2c5, 0xe53cc8d72cc74863, 0x43c46fa345d27526,
            0xc34f7e2aeefd1ec4, 0x877d672520152c25, 0xce502f603a378f9d, 0xc3c6460b36710e57,
            0x2024697f6f23bbc0, 0xe76259b980f38028, 0x115a6b754dbb0fa6, 0xbe750dfc1edc8d0a,
        ],
        [
            0xff7a3e4c4e46126a, 0x53ab9c6e06f21471, 0x5902ba61dc73dbd8, 0xb28f491e2ba3e1c0,
            0x41687d6dc75d816a, 0xc899664775d03fa4, 0xbad1db8026cb30f8, 0xad9ff322721b2030,
            0x144fc97c91285a79, 0xe5d10314d251b666, 0xa07c4fb2a570b723, 0xbd233c9a76f72de5,
        ],
        [
            0xd4968b265d909c9c, 0x624f1c469abb5812, 0xf1567d1bfe697c2f, 0xf76230a0a1f4a42d,
            0x0027779cbc28fa50, 0x0ba344213b87d0cf, 0xb5db3d24cb42d758, 0x746e6f73da5cc148,
            0xf3174935d4f99dfd, 0xaaa3d1897f04f509, 0x7da7e4a3b2757414, 0xce45c3e56f89cded,
        ],
        [
            0x91db566d2e0d7596, 0xbd5b498084aa1e72, 0x43c7147a83f2e4d5, 0x57d9880c7a172ca4,
            0xde7e71e6b974258b, 0x228c9e51fed337f6, 0x06a9c51e267be621, 0x850869d36885406a,
            0x787532ff35d53004, 0xef212ca13a05a393, 0xd692a2d8c967cf9a, 0xc24e75e6aa79c4ed,
        ],
        [
            0x9da38f2c6f2ebe17, 0x2490682f970dc409, 0x413233d5d8169469, 0xa966f469c02c559c,
            0x2311685ae1010a9a, 0x9c9d8f52ca6ac77b, 0xc6745d267bb7a2be, 0x697bad1c997a98ea,
            0x37ac3e02ee6c714f, 0xe4f3c1611ce8b7ca, 0xb6e036099029bc96, 0xaaa23746c9913f4d,
        ],
        [
            0x7a95136c025763b7, 0x9010933b094b0fff, 0xa1e8aa6b9238a0b4, 0x0d0ede3453d79a27,
            0x3ad5c86c575b5d49, 0xc946e9a969451a43, 0x908c169d34ec105c, 0xc61858b06cae6f2c,
            0xca8b3b2781e4f69f, 0xd011575d92f7bc24, 0x55b5c0c7ca85647d, 0xad9b390217263323,
        ],
        [
            0xbf40643f50439654, 0x521e30a6b572e021, 0x52bbc9aaaadf2aac, 0x4292922986fda28d,
            0x929ddd0c3b14c2f6, 0x0ddfa70d79d41c65, 0x2811d0f58c55d61e, 0x934c618234b57c50,
            0x1b56c7d1bf7f0abe, 0x870e4f782db9c317, 0xeedd5f52d054ca14, 0x81f16edfe0aa7a62,
        ],
        [
            0xb8f5fddc5077a516, 0xa1ef3af4623b060c, 0x5c5750a19a4bca36, 0xde8c968c6912414a,
            0x3f40ec49442e0968, 0x7bc6fd8bf95d28b3, 0x36a4351b5acd1660, 0xd592b9498a601661,
            0xdbe3ea99b07eb8b8, 0x378225fc89cc00fe, 0x597ab6db4efce50f, 0x0333568f03089d5b,
        ],
        [
            0x68ad9c8ce00b7167, 0x73e86384c2554dcf, 0xb1fb24709ed8926c, 0xf50bb12abe1fbc84,
            0xf58ac39bb4311738, 0x106895f5b873a159, 0x7442742f3ffbada3, 0x4aa592b857b49966,
            0x87141627d4f5647d, 0xd2ea4c21290d1b95, 0xa5b9128155c3c7cc, 0xadabb7f797cfedef,
        ],
        [
            0x87cea39d5a9acc3e, 0x6b39b048f6b9d9a5, 0x67dcd1df06eeface, 0x62437010c0a41d4f,
            0x4638d7a1307242fc, 0x17676b788f280735, 0x00ed81c6656b4743, 0x745113c73405f310,
            0x5637b85ea3723b91, 0xc4bb98cd3df34388, 0x9496e8d921158835, 0x993ee062e614d5ba,
        ],
        [
            0x4b063fb6740631e3, 0x16cb4db3d7a9b5d5, 0xd0ced1b682dedf61, 0xd6769f360ec4f988,
            0xe7533d101c3b3302, 0x53ba367487b35d7d, 0x221ab1cee5eb577d, 0x0406b246a5d3523f,
            0xd5ddc85a02db01d9, 0x6ee317ff809a308a, 0xbb0daef1ba73112f, 0xb6add033925dac88,
        ],
        [
            0x4f65c43948a8eb3f, 0x027845a79c2ed037, 0x920e3d9d24c02ff0, 0xa0fb955dc6d3ed74,
            0x441a63c98f49a156, 0x0fb13320c25d53a4, 0xe7ddc2d60f9112f0, 0xc693a1c89b141066,
            0x6a3f66f0d87d4127, 0xddcc9f5dc8964c17, 0x5ed9a4400bf1a1bb, 0x517e440e566a86fd,
        ],
        [
            0x62e273b66363a223, 0x336b8951c9810df9, 0x5630cfcd7e5b7105, 0x7274c7ecefd076c2,
            0x3eae83aa3b426b18, 0x6628594f458df1d7, 0x08ad67ff4fe4ace6, 0x211e7248232d3fc6,
            0x0d93bdaf1a672870, 0x71ea69e2c39547de, 0x149562650a91b354, 0x4747545b7a609c03,
        ],
        [
            0x58895548351831e8, 0x9e3fd2c94e9acd15, 0x9b86320b70e55eff, 0x18c5949b472e3a7b,
            0xc6e9e8d55ac62cfa, 0x275622546d44ffdd, 0x64d729675dc57284, 0x597037faacea15d7,
            0x7d6dbc8911d4ad4c, 0x73f2755e28f6a89e, 0x64d6f50e8fecea63, 0x79df66d85752a22f,
        ],
        [
            0xf5dc6e32eb41a9fb, 0xc32db4db68185d0e, 0x8aad8fbb38a5b31e, 0x61ae5ef102dbc3d2,
            0xa906824bb1c2c323, 0x6f2eb9818db41ab5, 0xd4f02a4c994b3d0a, 0x952a09d002f3c5d0,
            0xf84b761da5b89a9a, 0xad80ec3f635af8f7, 0x7a63f76d9f7fc35d, 0x6952f559cb0af51a,
        ],
        [
            0xde4b4a6c5d3b5c2c, 0xaca32b8c0ec18dd4, 0xc59fb5deb162a67b, 0xdb0e476fe69f2f7c,
            0xe819ad9ad5fbb74f, 0x258d11bcf37d023f, 0xba1b88e9381f5139, 0xcb562d88da0c24d2,
            0xbf7fa21f5bc8c4c2, 0xd3e6732464b3949f, 0xb075f78ee8ff03a9, 0x4bb840aba3790d6c,
        ],
        [
            0x600486e4678721d5, 0xf6ad2f4e65382f54, 0x87d90ad9d4483e2c, 0xa52c1f3d1c955ebe,
            0xaef1b2179d353ccf, 0xb62cf96f7539a861, 0x39199c78900bf97f, 0x8be3388f93da3ad6,
            0x4255e91744309d3c, 0x8f1880eec787f05d, 0xd88b56d29b181529, 0x2415e0d9b471b98a,
        ],
        [
            0xc952634048bf2f9d, 0x3f6ae8853baa7ce4, 0x5a1e90ef782582f9, 0xc6b05d99620c56d7,
            0xcf2520ab3c476bb1, 0xcb5bbdc78d1dfec4, 0x8eddcdb5f6c1d654, 0x45680a971a5513b8,
            0x141d8059bfb85626, 0xf4c8d311fda13016, 0xa99164e4142a8f56, 0xcebdb2c05ef94f40,
        ],
        [
            0x8ac88e47c761c26f, 0xa3fbdf40f9c5b501, 0xbcb19cba5b92ffab, 0xb08f0bba0b37243f,
            0xecc906fd11598fde, 0x13cfb8b8f5a6bf92, 0x58eb2a7e63c1edfe, 0x24e259a1f5eb8449,
            0x036069fad85d62c6, 0xd217948138355842, 0xb8e3e699266f57e6, 0xb02c7b2daa49bbea,
        ],
        [
            0x391527f7d6e3a961, 0xe2bcfcd69f5bc5b7, 0xdda3374aebd66a30, 0xd3abcdae6485df1f,
            0xf64a26130ac145a9, 0x44a835f8d4cc0a15, 0x72d35f34fdabee2a, 0x2a6e987055f15ff2,
            0xb9576291f3fe8592, 0x41fd98ae7e3613b9, 0x5905e534307fe779, 0xee2744eccbb82ed0,
        ],
        [
            0xde0a66831f6a2bc2, 0x5cd35907bb7cf218, 0x6b35b75d7adc2f8e, 0x7f5c995fc8b8adfa,
            0xfcf0168109561e40, 0x15ebd4080e385d08, 0x88a1e3d1a1aeef59, 0xd82c5a48676f3c70,
            0x6ff069d9fe8d4c84, 0xee23a5a02439d960, 0xf4d37c9c73031b29, 0x12787718693fa1fa,
        ],
        [
            0x5d1a282b2b67f0b6, 0x328d28a23cb621fc, 0xbc4a003163e19b59, 0xb39193e22bbf6a3b,
            0x7362e8e4c0507a11, 0x21939403a06c9066, 0x92fbd205ad69946d, 0x52460e1ceeeea887,
            0x97409d800ca93208, 0x2eaaa53991697a48, 0xb15592680411b32f, 0x6ab37bda00a4c3ac,
        ],
        [
            0xf26b395ef201cec1, 0x9132da50164f78b2, 0x93b647bebc4ea1bd, 0xf8dc8bdc491a82e5,
            0xd0a08cd9bfa2b90e, 0xec5d8fc695fa06ab, 0xbefc98af6cdbb5e4, 0x33842304777bf4d9,
            0x94c116eb51d103a6, 0x567eb1afa20f29e2, 0xc34636c40ee75611, 0x5bed33657bc6f7ed,
        ],
        [
            0xcf74576d1e5b0abe, 0xca728bd06b5a969d, 0x47e2e17977dab4c0, 0x6c9002884b31a415,
            0x3f0be97e54c462ab, 0x99390fdc144d19ae, 0x91fdc8877cc5cefc, 0x28a6ef60d427bf91,
            0x5ce9c2beb00258bf, 0xa39e4c690f0a29ef, 0x1b515879e07bb079, 0x08b6271f3f399454,
        ],
        [
            0x0534247fe4ac4b3b, 0x32ddf61b3e016b50, 0x0ca6fc78a89e9df9, 0x42cf4f46f8197d8e,
            0xc2e75b22815a0207, 0x47d346fa37424fbe, 0xcd850cf74cd5cbb7, 0x66d82a124e62837a,
            0xe09e06beb4dacba7, 0x02b68fb19d30614f, 0xdbf2a3fde3287ef0, 0x9acff3ebcfb22ee4,
        ],
        [
            0x4bd34702491355cd, 0x875ef8c5164750cc, 0xc172ed660cf64227, 0x9cc9710c6ec6d66a,
            0xe351e08fd06eea06, 0x94f36b7c2e88b65f, 0x5531d9cd646841a7, 0x72023305e4dcd7bf,
            0x164c2f9abe13e044, 0x3f6baab6b6dfdb85, 0x3dc964581493910c, 0x0dbab1d15ea406f5,
        ],
        [
            0xeaadff2c246e3fed, 0xeb88362c7dc5c4a2, 0xc4d56912f3773a67, 0x8f2636dd64fcc542,
            0xe5a611aea3ae9fd0, 0x02fb46078ba1a541, 0xc003ab0b767b6e28, 0xbc082317e680c7b2,
            0x58e8ac1c0549ed23, 0xad9ccf46b2b7731f, 0xfd9aa69e064f9825, 0x19d77e4f4ac89afb,
        ],
        [
            0x3e6ac049820d0703, 0x6337509ca1053951, 0x1ff3ac7b701067e2, 0x47919d0df1138eaf,
            0x3ce7e314e1aecd60, 0x7db9585baf5dc833, 0xb372dc18b781d530, 0x44e4a5ab8161b109,
            0xd998265f5485c6dd, 0xea62275f9510c263, 0xc86e3ccd4ea3dfc2, 0x8b5956a4577f56a6,
        ],
        [
            0x51a0baf96876cc91, 0x71d30b66615726eb, 0x00c84d92bbdcd1d4, 0x49445c11a00bb19f,
            0xf5d0f5c0bde5dbbb, 0x585d083b42b9b44e, 0x9decb44a9ff4955f, 0xbcff579c7e7db52d,
            0xfc3bf43e6e275d35, 0x00ac065972212fee, 0xfc27166d294c26a3, 0x4c847cf77f368cee,
        ],
        [
            0x0650f3ae6c464922, 0xfc5b9c48ee21b1b3, 0x7beda21bb9e1e8ff, 0x322cf2a08abe699a,
            0x8274f0710fd205d1, 0xf6969f0a5a1505fb, 0x4d991331578562af, 0xe201f5bed4d69c4e,
            0x3301b50c0289da5a, 0xd7f52598dfab858f, 0x7ab120731e7579ad, 0x0ea8371a662c6e8e,
        ],
        [
            0x3677290641a65f9e, 0xcad9358ad0f4e9ac, 0x56f0d60df06235d5, 0x6469db376b5d7f3e,
            0x3216396a5273453b, 0xbd78e3195cba9bcc, 0x483b942059509e73, 0xebbe11886a5af6a9,
            0x8a0f2379544884a9, 0x5b114bc43c4aaf4a, 0xf7b317561381f744, 0xae12278a40603f9d,
        ],
        [
            0xed35ec7ea7f3e7be, 0xb1b51bf2d4cb4ac5, 0xd9771d16512d5095, 0x41060eafa3ef51d7,
            0x4dca2c0791bd1c1f, 0xabfa1b77f098dd2d, 0xcf5b6216476f8c83, 0x43f6c63a9d9609ee,
            0xfd7db7d5cb5a56fa, 0xcd026f9457f4ad98, 0x9e14c16abab381e4, 0xe7c028737ab510cc,
        ],
    ],
    // row 50: multiples of 2^300 G
    [
        [
            0x3cedb737f3cddf3f, 0x2a4b411943c7549c, 0x8d31786b29199be6, 0xaaac218b29f24c09,
            0x11fac541d9210950, 0x1bfd76a030cc3eda, 0x07abd76200f30197, 0xe364a04fd4e9c563,
            0x0a18d7a8d34fde05, 0x796343d64def5a2f, 0x8c49bb4acdfb8100, 0x4bf2143e6fef27c9,
        ],
        [
            0x6309727869a2bb56, 0x0af8313fbcb37f05, 0xae7e1cb4f534aedd, 0xd6c2fe4d81ae25f4,
            0x7e2ff959ac82aa1c, 0x6fe7983cbd4eace9, 0xd7b295809a84e277, 0x850da2a6812fda5f,
            0x0568a87b4fde7b5c, 0xe5c551c7f9bcef59, 0xbbaeb974faf717fe, 0xfa23e0b54a605a27,
        ],
        [
            0x501d3093bb2229f9, 0xd0907ae072527fde, 0xe08f53216d3573b7, 0x45abe907dd401c85,
            0x517df947e7b992ff, 0x3ee68336eef50900, 0x148a91629419091c, 0xfa4c80bd4ce6d5ba,
            0xf1234463f58a09d0, 0x19268b954f0fcbf4, 0x10d777d7fb059256, 0x93d72dacd370e6bc,
        ],
        [
            0x3d37829a84dd3300, 0xe6f4477cd836a67f, 0xc0329f34b529d246, 0xed64d356d123bbd6,
            0xe156a68c4a31c37e, 0xa26c61d7975da73f, 0xe6bdd42b46256d01, 0x68a97c17bbd38d76,
            0xd4ccc9fe32a9370e, 0xca6b4c84157c9e25, 0x37c47e293f414924, 0x35b90f84845285b7,
        ],
        [
            0x8c0cb374c0ed9f39, 0xbe6d2f5d46cdb439, 0x37f0753869c00b0c, 0x44c39f4a41effefb,
            0xdd2a758403600bf7, 0x852a261edb54a98c, 0x0ea751bea1bb628e, 0x2eac8ec1da40bb85,
            0x5a9973d69768bdb7, 0x433eeaeb5c85da77, 0xff49fe22d57f9d14, 0x93d933e409767aa0,
        ],
        [
            0xba958faf51e8eff9, 0xaa40e8a61585f15e, 0xe9703b6ee792f224, 0x5255f2072ca93d44,
            0xf869aa900b4d3459, 0x521b88721e52e407, 0xd85f1f6fa2cecf68, 0x10e800e633b8dc14,
            0xb141871fcf3be78a, 0xa65562489de59a4c, 0x594beb8c9593a52b, 0x9645e44b80c0e3ff,
        ],
        [
            0xd0ff407a8331fabe, 0xc606cb7f5d078771, 0x21e7ad052df20c3c, 0x897f6a26951c9fa4,
            0xac8280228ef1ad2d, 0xc50099d0ef18623f, 0x2871fcce0c1df5b9, 0x112d204933aa8a64,
            0x9539e1417807eab2, 0xc105357eed8a85a5, 0x09958e7befc877bb, 0xc9610b4841edbf53,
        ],
        [
            0x274e4d05081ac1a6, 0x7fc73730a1fbcbbd, 0x60515b381a04ccf4, 0xd9ddf253e411a105,
            0x8590d6144a0c71c7, 0x3fcfd59dddf5afc0, 0xedbe4469a87ac7c8, 0xcfb9c03aea68db3d,
            0xa62e6466c4b75a17, 0xdd99e65ef05a99e1, 0x8dd4e1c16fe41165, 0x3b75e0e9e8b1c569,
        ],
        [
            0xa6f256616f1b6ecf, 0x1583a7648a0611b5, 0x8197b57f0d1455bd, 0xebc830a92ac7223a,
            0xe5b41b63832ea377, 0x4a72a0bd51e0f326, 0xc571ee43fabdf519, 0x4fb3520c1e32bb8d,
            0xd8a1d8e006926e7a, 0x7c86a13a5faf078f, 0x5287f696be2e429f, 0xa37e39b809e1e341,
        ],
        [
            0x023fd897a32d6d70, 0x4d8c65a175c54fb9, 0x8632d3edc96308c5, 0x2f93c6925080f0d5,
            0x426eef8f0899b4e7, 0x08a195767a1abaed, 0x9ffc4aa86b660b8a, 0x4eb189b5318bbb36,
            0xe16cd23beb4ee460, 0xd1b79b16c2862a93, 0x6e5c96e630dbf2d2, 0xc56107da87c76686,
        ],
        [
            0x654cb28589b45cfa, 0xa428dca8ff39c452, 0x1a8b98485ee9882e, 0x6a4497c9f14871ee,
            0x513be6c9856db1e1, 0x5b113d30d2e0b5d9, 0x7202c3cc9dfdc36b, 0x1eaae80b61bf8b16,
            0x41c8ceae0116a5ff, 0x4ee0b758988b5cf2, 0x7e5518fcfcf26975, 0x4835ebbe3b8e1a5f,
        ],
        [
            0xa11ca67475a8ee8b, 0xaf36956b43c10066, 0xa657cdf70d91cfc6, 0x8b1f68b2282a24c4,
            0xc1b8175a8e753e18, 0xc23cd1e16b6167d7, 0xd958d5e3641e8280, 0x2187161cfaeed936,
            0x1686fe6946e239c7, 0xaca0237883ea503b, 0xce970a68b0cc91ad, 0x32541b9e45ac16dc,
        ],
        [
            0x5abf12500663cb59, 0x24731a4ccce9bb79, 0xcd7b6c1167673587, 0xc893829c1dead97f,
            0x7bdcda5bf28b07bc, 0xc39d5942ebb60cb5, 0xa4f6ff0b2904589a, 0x31e42dbd1ddbb463,
            0xc866de13220b2ee5, 0x04e72127aa20661a, 0x58b94d9d420498c7, 0x24b080e494efdb4f,
        ],
        [
            0x429266f16e4fd664, 0x9e6ccca1bf7d42be, 0xb3524b32f41729a9, 0x3dfd13a97e6d2fa1,
            0x441d071b0c044d3d, 0xdbcbb763fb045976, 0xca6ac38fdfd057a7, 0x7b60a78d23064b4b,
            0x8d388c7ace80b0fd, 0x1fe08514afa8d3c0, 0x2570017c1e5a7337, 0xe87affff18d15950,
        ],
        [
            0x9027ba67c5ebb37e, 0x6527c28023a87820, 0x726dd47c7e9432dc, 0xfa27901d00aba599,
            0x8c198d9cb9da248a, 0xc35006325ec9b51b, 0x3727fe88c6f770a0, 0x6c5b7ee2110e2dbb,
            0x2d5bbd2c7266a738, 0x0868691b62131c84, 0xc1a83f9c8bee9b79, 0x52b23bae223afb1e,
        ],
        [
            0xbc988641044acc65, 0xb52dbe4d48ac42b2, 0xd23337a1d8be8b31, 0x875a82b402c00b31,
            0xb81682fa0e4d57ac, 0xa79e73cdb31bcb79, 0x1ee8af1914f02364, 0x363211f591556534,
            0x70b3c1a1e5b5a54d, 0x213f21acc1c64b56, 0xd53ff1b67c98448b, 0xf968aa661801ee82,
        ],
        [
            0x24c8c09da2805fd1, 0xaf1e71494fa2cb25, 0x9f2f38a500de327a, 0x5e35f4b17fa5f197,
            0x5daf309b192fa75b, 0xc12aef970be30aff, 0x5072955a58702102, 0x54f579b5b1b43093,
            0x4cdc4be11fdb2c3f, 0x085a1bc5677b48b5, 0x40f2b04c84c619e5, 0x27a1b17f7dccd15f,
        ],
        [
            0xf5c5c9c2ade3f1b2, 0xef7e869e401f1152, 0x2ece364766e86cd8, 0xd5f6f9fbcc857e65,
            0x3d7f8046e87d7081, 0xcb36947dc2e51241, 0xc02973a87cd94888, 0x2b2de51ce078bf4b,
            0x87a5142904bac706, 0x8572a667cb61c534, 0x1f09495ee00b413f, 0xd103330fa76509c8,
        ],
        [
            0x641f027b2bd6a12f, 0x8d65a63af0664fb6, 0xe3a184c2d89b1559, 0x3bc2699452983414,
            0xd4a1ab17c9c5e0a6, 0x4bc7a1c98394a554, 0xd26f95e50471496a, 0x1a89d5f315013d06,
            0xd833a9ca63bee1ec, 0x51522476d5052189, 0xc0fd62b033c69f98, 0xbd268d72d82ad83e,
        ],
        [
            0x3051e02797b40376, 0x40acaf30fddccb92, 0x6bc86288cb5528d2, 0x333c3e325ec50c9b,
            0x16ea17e17c246d05, 0x9fc42ea3972a6e91, 0x1bf7ed2d17132a70, 0x9ff9566e1b3af02e,
            0x17e25bd1737abf67, 0x040914d1f6a7af20, 0x13b049edd840e81b, 0x518654bd1c8494eb,
        ],
        [
            0x2810d795410bb609, 0xc01aefe0234d5909, 0x5025ba895b6492a6, 0x440be22bf202bae4,
            0xe73cac43467edb3a, 0x0e8c54b53d280170, 0x3786f033daec4d2c, 0x7c265b5631aab101,
            0x6b8c0f050e533203, 0x956ea0d849cba7cf, 0x458ddb2ab816a0c3, 0xe1d612407429d58a,
        ],
        [
            0x0fe8e17535bcd4c5, 0xd3974662aa3df9f9, 0x809b7db900581702, 0x85e5ff09d83633da,
            0xbbdd08f42f13927b, 0x4c73027cfddb25d6, 0xaf916efdbe33d3e9, 0xedfcdb0359c13d12,
            0x34a483718b837903, 0xf3998da290bf90fd, 0x4a668eb2b656dcaf, 0x1f92feaefc4ca08e,
        ],
        [
            0x3ed518ae63149b12, 0xc753dbd089fdc9d8, 0xd6ef985271bd3a5d, 0xc6bead292ef35886,
            0x02ca5a74453e82e2, 0x6b1e90f4211598af, 0x7e8b236dc6f9226f, 0x485d6c4e41c000c9,
            0x51ff4e893c7ebb51, 0x671799f0da38ce13, 0xc51b4f21d91dd818, 0xd7274605d0eb4f95,
        ],
        [
            0xa1ca7afa60bf626d, 0xd0347e87cb2437ac, 0xbb07954a87e7dc04, 0xc51a43886d8bca87,
            0x32dceae82d628f68, 0x44c6d6e972d36553, 0xc325986cde22ddd4, 0x9096779083f49d4b,
            0x5d3754aff6e34284, 0xd9b20eadf00f1f13, 0x39e8c42eb6072db3, 0xfe1fa66e9e5e2557,
        ],
        [
            0xad76d3cb0dad5b1b, 0xddf0e63a5322dd28, 0x1533905001036920, 0x205ea1bfe27712a1,
            0xa4a7a4ba6ea1fa34, 0x6a00bcf09a66fde1, 0x65f485836d4d2ac4, 0x40dd5940123b36af,
            0xc48039587500be1f, 0x04f5b44eba1d7b1d, 0xce360f7dac61c793, 0xe67399249bb07b94,
        ],
        [
            0xcfe27fa50d9881b2, 0xa62daf50fd924d72, 0x3b673b6cb7307078, 0xc77bb110f0896bd7,
            0xd178061afd605c30, 0x8571193adf6ab630, 0x3d0e4fe7ade8257a, 0x3ecefe454b018145,
            0x9a32dadd947440e5, 0x0fdfb9edd353671e, 0x5e3f5f618eca16f9, 0x91506074d87399ce,
        ],
        [
            0xa84f8a8f54df1bfa, 0xd23fe9b26af68f63, 0xa7314f5e049b3c68, 0x9f4fa66c535550c7,
            0x9e55bb8c1441b977, 0x363da788d3fc038b, 0x0ce6e6c6d9297808, 0xe4f86a1c0c8889d5,
            0xe5b89bf6dd3357f5, 0xa29ce41faca1c9b3, 0x845579f3232baa3b, 0xca6afc4e5c33d3a5,
        ],
        [
            0xe38376cc986ca2f0, 0x31562354747753d0, 0xd2be33860e0cb118, 0x9c0332fb6a3a870d,
            0x6044212ae2d34c54, 0x7b13694311783bc3, 0xaa0ba7769b249554, 0x7c60ed7e439bf98d,
            0x342ab1aa86435932, 0x9c6ca8157b74da4e, 0x5e3d1aa6080321b6, 0x75b3df4c42fac685,
        ],
        [
            0xd95638fdb0c9cddb, 0xe6215033b52e888f, 0xf44fdc23367f72c0, 0x1079d0b3f727f7d1,
            0x5766d27ee1db7fc3, 0xa22b01bf696ce9c6, 0x0444b6e680a5fbad, 0xdfdf15092610fb78,
            0xfce2f26fdf198dfe, 0x0d5dd38fef2186f4, 0xbee5c5e440840ece, 0xc6bd59e9e29df0b6,
        ],
        [
            0xdeba7d8be1a25e55, 0x9b2cc60bb71c222e, 0xa0d15a7db8152fdf, 0xce6b5d1e5c768694,
            0x0103cd0f02786b0e, 0x2c1ddfdc7d8e5c1f, 0x9c948a52dfd3c158, 0xdd8cd19a5961152f,
            0xadc054bb5e10cf2d, 0x9f0ec0f7602072c7, 0x31e982790b543db6, 0x0bcc38ce488cf030,
        ],
        [
            0x6ff43a0f33472914, 0xcce2ca00e6edba78, 0xdd8054a68d2dfccc, 0xa2e056ddc6cfbb34,
            0xe0b9946e06e92770, 0xde105ee35ef934e8, 0xf8d1d8a3fae9228c, 0xbaa9b234bac075f5,
            0x28e45f92c6cb02a1, 0x0b824039e24cb1b8, 0xddeb7933c1a9d2fb, 0x7ea4ff4d17417f94,
        ],
        [
            0xd206a282ab439af4, 0x647b8e1f12420766, 0xad5f3eef1679eb07, 0x6abc78b0cccf75e5,
            0x357af9c567d54e24, 0x7e82969438adc0e5, 0x288802d29d59b25e, 0x8c52bf5814201865,
            0x53f0ed55b94b0e41, 0x86d98037049123ac, 0x8e46031e440b6316, 0xc21d858a08f45527,
        ],
    ],
    // row 51: multiples of 2^306 G
    [
        [
            0x4e696af6d64d2952, 0xef7deb66748f6ead, 0x9096bcc7d1534823, 0x2054f902dd288d7d,
            0xf85d74567d5e717c, 0x5fa4b4c2bb71f967, 0x58786eaf6b485567, 0xf9869c0bb44ad77f,
            0x07e6c196e8aee002, 0x8fc0fb5f62afda6a, 0xb18290fad706506f, 0x1a00f5e4d88c54ea,
        ],
        [
            0xa746384c627a9091, 0x4a2c4435c1372ed5, 0x3851122c1c694e85, 0x8ab4dfb40a95805b,
            0x9f40ccdca5b23fa6, 0x3e95bd455a0f37e5, 0xd73d78719332bc34, 0xd68adc5d6e7ccd8d,
            0x2ca70a91b6bb4ab9, 0x62bd5ce02697a76b, 0xda78ef9a0f38c515, 0x618505f6165cbb78,
        ],
        [
            0x47d4b65020d5aefa, 0x3aa1fc24860d0e1d, 0x0f575dc24cd36f95, 0xf7793e2a2c91a20b,
            0xff2641afaef7f538, 0x8c45eb14a668f395, 0xf334bb3c4b25642f, 0x1fc25ffc08ebd203,
            0x2cdc784333bca4b9, 0xee1fc6ffd4b9250a, 0x76a0fa4c2e42dec1, 0xc2bccfe37e0df43e,
        ],
        [
            0x3992d2a131e76220, 0x7ad2a60bff7003c6, 0xdb6a4d398f1546be, 0xb13228b1e8a1a2a3,
            0x1470159c993d3a02, 0x5b4e8b1d9e9bf4d9, 0x6fcb85e90cd001d1, 0xe0781a9d3df1dfe2,
            0xf650285ac8a2265b, 0x8727088a37a9b579, 0xbb844df222c74609, 0xc3742094d5476d33,
        ],
        [
            0xbddad47faaa713fe, 0x82177a090f57e562, 0xdcb108e29063452c, 0x78d6b93bb99e8abb,
            0x83a000752afee4fe, 0xb9294298a9404466, 0x5583981f1eb9b53c, 0x48e892f877da718a,
            0xd2521f0fac3da3d1, 0xb7b3ece0d1a0053b, 0xa1a56f63e4db6408, 0xcb2ea5835be3e676,
        ],
        [
            0xa741b4579e1898bd, 0xceaf962da34d0c59, 0x181a20300dbcfd0e, 0x2e4a6c70050fe57a,
            0xefa726990a8082d4, 0xc5fbdcd862325c87, 0x935b15430d5a2800, 0xc74d113739eae466,
            0xb3b8cc903460ebdc, 0xd8f3e6bf889d3220, 0x439a1a855b002d89, 0x258f352877443f5d,
        ],
        [
            0x710e0ca0bf56a6b1, 0xf3febf417acf74e5, 0x2d409fcb0be54da2, 0x1e78f2974ac4548a,
            0xde2d377c51ded292, 0x4f43d5ad3ea42d4a, 0x40d26891ab481279, 0xc588105e57c6866b,
            0xa366748751d43e62, 0x9aa0c4658475dd40, 0x4638780f30bfbe6e, 0x95e50d4d93c87920,
        ],
        [
            0x747486f772d161f7, 0x9128b78afd28106d, 0x960248a410c02ab7, 0x4cf3b26f44846763,
            0xa8fd9bfeff5968dd, 0x23182077d5a65f8f, 0xf3998de43683a3d4, 0xe4231a42576de262,
            0x7eaccf4868f1c1a5, 0x6fef814de2c0d68f, 0x98861fea9af3e91d, 0x94c27ee7f50a0e7b,
        ],
        [
            0xc6c7183d32f55df6, 0xfb7b429504a1212b, 0xd41a4179c2a3ed30, 0x9f9c003c7bcda807,
            0x3f4fb79a65949fb6, 0xd7ebd85a8aeda76a, 0x46320f2ab78618de, 0x26edeb3394f1ae8f,
            0xfa0681638721f681, 0x058bee8506886dfe, 0xbb0e5743f815d407, 0x836a4502cfa9a39f,
        ],
        [
            0xc74aba26163e6b81, 0xb76864e0e1e417fa, 0x7ec51bb7b70766d7, 0x6f5c737e980de945,
            0x42e27c7a53ef9473, 0x85b6ca7fb798f873, 0x7204be1e10a8808e, 0x72423c605878d072,
            0x00d3e933fb19a7d2, 0xe8b87ad2c0016064, 0xe296fb4842aac931, 0x8345846ba49acf9e,
        ],
        [
            0x9b14a0d607625f67, 0xcc95cb35bb46bb2e, 0xa3de603748c53f70, 0xd425356398a3eff5,
            0xc4ff4b33cd726748, 0x62ed6f3b5a13f187, 0xda81e289f8243d22, 0x64e08bd0ba6f5e6e,
            0xc9841b6d4e6ec9da, 0x7d23adbb7d504b10, 0x1e932f7cd1c8d7e2, 0x1431271f05186316,
        ],
        [
            0x1a834759830e736a, 0x43dbeb203bac0aa1, 0xefc305241a431cec, 0x1f5394b6b0b02928,
            0x778dc88b0f8730f9, 0xb2cbea43fe7a2787, 0x73b0844b0f60b45f, 0x8b07b4d5e6f7daed,
            0xfbafdcd9ced3e58d, 0xdf42265d403d88e7, 0xc69d7d8cc0e914e6, 0x7fc0cf364e8b527f,
        ],
        [
            0x9bc29ce26283f530, 0x049507e1915072d9, 0x9d4568c0cf69e316, 0x1eb8dc2a35ee8946,
            0xcce5874a85d0fc13, 0x3175fae7285fb222, 0x27ebec3cc8cd16f2, 0xcf3216ca1bbeb632,
            0xba940a5eef4cdb82, 0x8bbe539b53213f5e, 0x148c48d45221e08f, 0x13e9f51afe2b1ebc,
        ],
        [
            0x7b1fa0079c309569, 0xdf5cc05f4d626cfb, 0x11d084ddd47d7bc5, 0xafe9c5698941f034,
            0x5d5c576b9b7c2168, 0xdb25b2b87a96a7cc, 0x203fafdc0caff034, 0xec14f36b24b38b2b,
            0xf1841d28dfe82e36, 0xcff34cbc8151be37, 0x8690e35f15abbe68, 0xcffaed1795a7f3b3,
        ],
        [
            0xf4c16bffa911387d, 0x34bb932d10ed61cc, 0x3e3c57c1524ef40e, 0xe12e7b322fd8ffc1,
            0xc14ecd7ae980cad9, 0xafd30c933ce6f962, 0xd237105bedb09e00, 0x958cb0d50c3ad028,
            0xc0f3d3e7f90d51e1, 0xb1974015b492680c, 0xe1548161d4649684, 0x1fccac599ef2df33,
        ],
        [
            0x0e0b4bf40890acb3, 0x433dccff3fa4a98a, 0x0ae618736773eb6a, 0xd5dc4ca5de5d25aa,
            0xdf8323ede4a8e452, 0x309b53bc5a1954f3, 0x80232f66a3c6d3ca, 0x75e2b40a835bc411,
            0xd942dbebb3768c15, 0x123d1ad169beb5ed, 0x789a0f12ff008068, 0x169332d565e7831a,
        ],
        [
            0xd95787b626383bf2, 0x86f6b8f30c6c32e0, 0x653c52089c5b23c2, 0x792123e368918208,
            0xdef04336d6bce9af, 0xe35426c96b541a23, 0xe935aab5f2135ef9, 0xb443bd5204fb5faf,
            0xe6309d0143f63247, 0xdad9ecb75f1842b1, 0xecf76550f52abf90, 0xcf447356f00d9778,
        ],
        [
            0xa94f0b159e80df2a, 0x1e08faa1965059cd, 0x6813638bec3c8f6a, 0xd8db2c02a7c1feb0,
            0x1df5c6e14e2e7fb6, 0xfe567d8e2478125f, 0xae24835807dd1901, 0x4de92ffc07eed672,
            0x5fe604f42c3c6df2, 0xf2e0a97fde5deb2f, 0xc44629f77236d004, 0xcf881798057bfd60,
        ],
        [
            0x4b70616d9085c12f, 0xe01928f5ca87e16b, 0x5b25f02342b40faa, 0x24e434b5aba12d30,
            0xbfd2d59710a55d57, 0xc36df776dd9b5600, 0x9eeb8ce85984ad8d, 0x2b9963b5ff51849f,
            0x6409b1b213656d16, 0xb3042192ed456674, 0x305d17c6f52a62e0, 0xe725dece3c27fc19,
        ],
        [
            0x19fa549013d8d437, 0x4d173d65fc046307, 0x9970f6083288e484, 0xa2fef7e5a2b18c99,
            0xc36fafab7aab3bc6, 0xf570f7523acf3677, 0x8d5f1f92267c967c, 0x758418531ead5510,
            0x0d9d9fe054a6bded, 0x9f4edffe16f81849, 0x9add0f8a017672f2, 0x5f7b305fee689901,
        ],
        [
            0x2a06fd595f17ec7d, 0x4938e8ffe3238951, 0x3c62d2d0a6b7d887, 0x9cc596295e8a2a90,
            0xc58382651765fe79, 0x732696362c6825fb, 0x39cb3f507e97e44a, 0x24f254d5ad1f415c,
            0x7e8e57f56e66f53a, 0xe99a2bcfaa595026, 0x5865c59f22b2477d, 0xaa3d6bba5c810a86,
        ],
        [
            0x7fba8dd0929153e2, 0x19e7f63998cfa23e, 0x74cec3b4431a3566, 0x6508e2863230a9e5,
            0x17903d5010e9bffc, 0x7f0bff4edda18c47, 0x755b16d77b5655a2, 0x925dd960b87d526a,
            0xdd60aed0a5d035ea, 0x17fe26b43342c480, 0x95c27bab585a4c46, 0x351201c8a6a37457,
        ],
        [
            0xa58c18006d371c87, 0x6339ed8e0d77b065, 0xa5913baaaf9b9bfd, 0xc23debeb6fff4a4c,
            0x1c8cf978fdfd3937, 0x5197fdeb5fb1fccc, 0xed62c6c250fa73d2, 0xfcc08f09f19def62,
            0x7218021aee9cef6a, 0xc9f9a511eea0d180, 0x5f3290dacfe895cd, 0xbabee0d5b64c47b6,
        ],
        [
            0x69d1d94044280e35, 0xdf3bda0dddc3fd50, 0x44c92a2c1b939786, 0x67b5ece5a22137d0,
            0x4882efcf757f4a17, 0xec28b40e45574f4a, 0xfe3ce212000c153e, 0x59ed42bce96019cc,
            0x389f2a2979187922, 0x7696d0a0a8942a8c, 0x38fe968c9671dc92, 0x56c2d74abbb4ecd6,
        ],
        [
            0x8b1251e2d02e443e, 0x1973d3a401603d91, 0x23e5cbcf52fc43c0, 0xf31cc8ddfc338f99,
            0x21d44ceea08d89ff, 0x6a045a9eaa3e16c2, 0x4185c43ca7afd98b, 0x06b12872fd470934,
            0x824e560435eef1e0, 0x45e24bf3b3a8e7b2, 0xd6047608dc2b2ea9, 0xdab3218264447210,
        ],
        [
            0x9a61b2a93e688f5e, 0x86949ecb3fca6730, 0xdd5bf703a30a9eb0, 0x9c94563f7258aab3,
            0x0e1b33563b8d64df, 0xd8bd6f6230be16da, 0x43438e26ee07fb6b, 0x86d304d0f6c9584f,
            0x2245591deceeb235, 0x9bce34cfc32dacf6, 0x14449fb70c34dcc0, 0xe2637af3aed22105,
        ],
        [
            0x9d6897756fc67230, 0x731730bb9acfd560, 0xfec02c0deb3d61f4, 0xff9eae05bd136848,
            0x2555934a3a7cca5d, 0xaf050b5413cf7cb5, 0x441a60c169109b0c, 0x06533c5402a6f1d7,
            0x2b8052a64132937c, 0x7bc0dc051145b129, 0xc2857df8a8ff773e, 0x290e6ab33a62181f,
        ],
        [
            0xea743f9de0ef74d7, 0x9beb2fc6709b69e4, 0x025db58fdd9bf27c, 0xcdd4751d164e8fee,
            0xed2e3d390d81bb31, 0xe1df95ad8a9a643f, 0xe990e1590efe1cc0, 0xd76f9d79407888c3,
            0x16f021ee41d155b4, 0xc91d89db3d51649e, 0x05faa47cf6952e6b, 0x31b964783169d985,
        ],
        [
            0xfc0d5a5646eeeb6d, 0x39baa4ff58e1aa89, 0x83350d3683c9121a, 0x1199aadf1087abd7,
            0x07043a2c22a409cc, 0x64057893e64a2c39, 0x99032194d95d2cc4, 0x0825f869044e2954,
            0x50128d8cd560bbd6, 0x05b3fc90b40ddfd4, 0x7da46cbab6d17520, 0xd1659ac2d26a4b09,
        ],
        [
            0xd14b4962bb5142d1, 0x526cf482dfbea960, 0x7f778ea0c1eff0d8, 0xc6570c3761d91a7e,
            0x69d9460ddad16e93, 0x66784fa4d6b93166, 0x87cb28315af79f15, 0xd9b33ae46921a5de,
            0xad6f3250b8c8f7b8, 0xc8b15f5ed6a4d217, 0xdf121b5848716253, 0xe9d1a872f8db7272,
        ],
        [
            0xaabd65387569457d, 0x7db9ad415e9888ea, 0xeaf3c2be54b18f5b, 0xa0040172ef1632a8,
            0x80322612dce7944b, 0xeec470c7db7d0765, 0x1a28f8e4d55385c1, 0x78dfa2e1ab6c8d83,
            0x0c4b62a697e2aded, 0xc91f5603b6449a08, 0xb0a76e1a0a7c5054, 0x5c930fa2d8e9391c,
        ],
        [
            0x1f98bbd02b09e878, 0x52f307d81829aafe, 0xb562af7782e90179, 0x9f2ed456093f59ac,
            0x755ada68aba94bcc, 0xc2b20b954cc74bc3, 0xb8b1aeb277d356f7, 0x11509941afc29764,
            0xbc1f354aa18b7e81, 0x1d4565dcc38dafd4, 0x0c998ad9bf565b4e, 0x8274d3e1cf0587e0,
        ],
    ],
    // row 52: multiples of 2^312 G
    [
        [
            0x09da59b0d9a0d716, 0xe90f22663ba58128, 0xe867df85f30671a0, 0x4bf10cfbaba22d8c,
            0x017faf5418406ee8, 0x4cbf6414b97c0053, 0x516090d9b0228bd2, 0x2599843f80745095,
            0x2fe0520728a501be, 0xbffe106afea4fa16, 0xf83a3767e03baebb, 0x71b00e3d8ec66837,
        ],
        [
            0xf0e288587503e42c, 0x3e401684fc8cb717, 0x4713f3bbd151dea3, 0x064a173bb6250339,
            0x6e2759e65cae904e, 0x3c5de2b2ce4a1ea6, 0xd278c2feeb52ba01, 0xa221c788494c19df,
            0xda93c00b7474a19e, 0x3b25a36aaf4234ba, 0xa7b77cd59dd97658, 0x48c7f4e4496c9231,
        ],
        [
            0x4ab925744c25596c, 0x25a084092f6a490d, 0x9ed3a633fea22274, 0xee083594b8ec1ae6,
            0xf47609edf8f2c6a4, 0xfabdeca051c058f4, 0x8d60243843f8483b, 0x78a0041df90238d0,
            0xb7f38876a2a80da3, 0x7fb8d3ce5c043308, 0xc00be40628aeb3db, 0x488601d76bd6cace,
        ],
        [
            0x49259bb755e88090, 0x3f28634c98f8dc84, 0xb8708e5149cc0269, 0x749e13094ee5b904,
            0xfd349b000ea24159, 0x4ff62db51dc44908, 0xca20f7f7d2b2d177, 0xd3894bd36b23ba54,
            0xcb11a4c52f4d160f, 0xd0a568c9f7e3fa56, 0xb2bdd947110afe38, 0x6a88b3b1682b7777,
        ],
        [
            0x22e5dc3aae6a9620, 0x86b9756564028168, 0xea92fb09b05b0c7b, 0x824e80e4ebbc0f6e,
            0x7138dc71e3a2d1a6, 0xebe4307b46d06239, 0x6a98502002a62be2, 0x51d10c05ec54be9b,
            0xd008062b74400c6a, 0x3580dce7fba8fff0, 0x21b3dcac15905e78, 0xbae8e6451905f5cc,
        ],
        [
            0x58ec8bb8ee7a22c9, 0x6d8d60e7adba26c5, 0x28bd5c696d943d4c, 0x3959f572111955f9,
            0x3f8baee4ba323c22, 0xe631bd49c93e68ee, 0x7cfe8f76002cc1f4, 0x1500dd253f0480ab,
            0x5210fac5d4ac5510, 0x4d7e56cb7c6781e4, 0xb1d74dcb01544bae, 0xc2247b85b44ccee5,
        ],
        [
            0x59e7e3e6e453a00c, 0x47ad4f4de561266d, 0x968c98cfd303b4ae, 0xa5a1535d32c514b1,
            0x68ef1ae2d0b967b3, 0xeaba3fe7fc36dac0, 0x3cb002a8d2fec6b2, 0xdf9074fb8d4956b6,
            0x64647cec92a5aa02, 0x30871c8fd0270d69, 0x27db54892eea7c50, 0x61ea9b8edb101985,
        ],
        [
            0x82a1d5a3a9cc302c, 0x2459cbb47f1b4738, 0x6ba45d20caff7c21, 0xcb45c92e07dc8d2d,
            0x4e21be5c75bf275a, 0x3496fa5956f0ad63, 0xa1b8429e1acbf606, 0x75f60e806d14096c,
            0xf18e1848489e45f2, 0x700a3c773dc9f8f4, 0x109e263556fa9723, 0xc1b79b2546f7b728,
        ],
        [
            0x1c2a9ca179304cbf, 0xff3652262a46f581, 0xbac0c9e9f2492239, 0xc70ad03397d8e491,
            0x9271fd0bf7391433, 0x02fe125f13f9a636, 0x4b20fe64fa6aa293, 0xbcf05d016e9b7a03,
            0xb990fd5b417c09d7, 0xbf877c84913f5f06, 0x7213ac1dfc8e5cc1, 0x68c499a7127dec03,
        ],
        [
            0xa72ed722c599dfd0, 0xe6d84110e28fbc3e, 0x2d1ab9bf46146ace, 0xc3ca089bb47e3934,
            0xc10aff9b39fab3f9, 0x37e79f1e6330ed74, 0x2f16310040c26861, 0x8fe4936cd657db1b,
            0xaf54fc8f69a28014, 0x9f60a90e0e28b93a, 0x67259f9863e1e3bd, 0x31ba087ebd54c03f,
        ],
        [
            0xb7c2a23590464b2d, 0xdab7045b6ecdc8c4, 0x0fe662bf4fe5301c, 0xc3844d0eb45a0b6f,
            0xb33e418e64af8e44, 0xd37f8da4e5d364b1, 0x9b8f6f7c0e2002e5, 0x2b790a7250851bf8,
            0x227fcde0944e77f3, 0xadab6bd78780b1b2, 0x07dde5a27763aa57, 0x6f5ada3644e31bfc,
        ],
        [
            0x481b918ec2faebc0, 0xc5dc5cf1266ce4a1, 0x8d74ab8391c6cd98, 0x761a0f88148718b8,
            0x42f16577d3192f32, 0x7c2535ca3d2b3221, 0x07e9f6f04b6cf871, 0x0b4a6334e5ddbf2b,
            0x9c7fe20f7e1f3b71, 0x6836bafd805981d2, 0xb775ccd1fc4c3f7c, 0x37e465716ef06145,
        ],
        [
            0xbfb24177e4094860, 0xf8c6c5dfc30f98e4, 0x225ef28672188930, 0x72c4ec24a639a312,
            0x7ad0c2dbb7e9788b, 0x404d9aec599317d1, 0x6881e1fb22588145, 0xf38548ef073ae523,
            0xc17aebccac7eb65f, 0x42f3d6b981fcb98f, 0x6ba68f82a13ecdd9, 0x7e41c7ae10b52c8a,
        ],
        [
            0x517e228e8c3a1261, 0x1cb06e46ba22cf0a, 0x18d33e9ff771bace, 0x8ed89269c6935be5,
            0x80a77439aefd9ed8, 0x386b142cfd24f6cd, 0x794beaa34645e6c1, 0x89a21b80d5e12f25,
            0xc2abe5d18d4cb575, 0x7f71402f2dea3048, 0xf5adadfe80b166b9, 0xc664124b73854a9b,
        ],
        [
            0xff36757b23710977, 0x017ee605eed61a49, 0x8f3bf34a2128997c, 0xe225f28e7b0bac0d,
            0xe6e2651fc09210bf, 0xb53936a8b2c39790, 0xc7874b275caf78c2, 0x5578ec0cb06ca9e9,
            0x15527e91daa7a3d2, 0xb73bf2e6d986a20e, 0x109a956beab417e8, 0xb3fc1aaad592e983,
        ],
        [
            0x54c5129722c317df, 0x1b709e8f93f78a50, 0xee5c4ca048a8029b, 0xb55cfe229ca255af,
            0x6e9ff806fbce159b, 0xc948a00201213dd7, 0x79c6ee578032ae22, 0x34c95370837263de,
            0xf7c553016c9e06d9, 0x58f7d1d1edbbc83b, 0x478a56ade81c6ded, 0xb1415ce2588cf0a0,
        ],
        [
            0x6d0efa1dab7da9bf, 0xc737ab74bc2ab13c, 0x2d0315362f2da712, 0x22baead73bdf786a,
            0x3b973b64ceb66205, 0x25860b8de4977c3b, 0xc08055acf8a78a12, 0x3ec51253b86feb39,
            0x7fbf0f3a0634d5d0, 0xb9f523f0dbfafb26, 0x208365ecc332503f, 0xfe93db613ab5a764,
        ],
        [
            0x9de2058c63026213, 0x39cc208e76de6a23, 0x84d052a98651c1ad, 0xd4b1521388f1e0f6,
            0x405e7b4ae7196541, 0x6b4553611aae4320, 0x176a3324c14e3158, 0xa2dc659bc4489d56,
            0xfa7418bcf37b23dc, 0x4ef9d35c0d24c0c3, 0xf6c49ecc4b867394, 0xc838b03dd714f251,
        ],
        [
            0xed82d86cc4cffa44, 0x0182a2eed723b3f3, 0x72882a7c2e1b1e46, 0xbe9cbaa3dfa64336,
            0x465dea2c73ea8f33, 0xd6c6c6f0378ad0b3, 0x9c178fd8b2b177dd, 0x454da9a4186d3e1e,
            0xbc9fa9cc0a005ac9, 0xbcd83e1d7e34b92b, 0x500fe96281412955, 0x8992ecb48ba29305,
        ],
        [
            0xad56275c1ec5a654, 0x0a89b91794125c7c, 0x13b6dd36b3be621a, 0xdb4047394a625513,
            0xbfadd9922eeba772, 0x573bc121d4ddd5cb, 0xe2dc6fca597f21db, 0x5d6c49ed3d0ee2b7,
            0x7ea3948bc7bdd1d2, 0x76182c9a336af8bb, 0x13b6c152c8f2729f, 0x7ffcc2383b5e0bb7,
        ],
        [
            0x72cd7119fdf8bc6f, 0x2d50f1c848640c19, 0x1d64c309ea5e3b7d, 0xd57fff94aba2345c,
            0xab2f59ef92b212f8, 0x54c10f778c16f14e, 0xe02b807c29d5c753, 0x41c646b829a4a028,
            0x7903443e7a03e484, 0x400dff0930197153, 0x65ebd09e69ed3c67, 0x5dac2286271d7e5f,
        ],
        [
            0x5870c0f15bc4953b, 0x977053c537d09209, 0x4bbb7bb1f05f43c8, 0x2c62e9b4aebad900,
            0x0b70dbad6c16011e, 0x5bc39e5c6fec5d28, 0x913035e82b83a365, 0x7ee9729021cb7e27,
            0xf9dbe9193d12d411, 0x18f028e9bd3cbb22, 0x0dc6c3e9d068111a, 0xd26f63521127a6d3,
        ],
        [
            0x9b306ec1e54e4d50, 0xf14caea8cdcfc113, 0xf438097d589b6f40, 0xac97b9f7e14e7d51,
            0xa40d03d108114fc9, 0x0827f58c5a33a27f, 0x7c681933bc80f96f, 0x2338bfefaf006e41,
            0x23865f2e61bd438f, 0xc2d8675595ba5641, 0x6021b09fda7d8f30, 0xe2cfaf5c1ecf246c,
        ],
        [
            0x6f5143afefb187ec, 0x39ff52228f78a0e9, 0xfb0277d465a4c1b3, 0x5ce113a1d1fdbb4f,
            0x7fdfc496df29ffa8, 0x1f4d0929ea8e69da, 0xd5df0dae40e45e60, 0x37ecfa3ec93e8bd8,
            0xe0559e7dd49edeb2, 0x18a45cab067d7c03, 0xedbc18ed20047a84, 0xf18d86f1df92d261,
        ],
        [
            0x0a58b3efc678e101, 0x6c66ef88c7605134, 0x6f015e1806be1acb, 0x99b737dcdf30cbce,
            0xcba8965c4a78dc73, 0x15d555dac642d70e, 0x1ab715c7e1c1206a, 0x417813cf56e59acd,
            0xa3ebdf7defb61fe1, 0x0037339d10f8b198, 0x626aeeaa02c3a1cb, 0x02f4aa48a4ae92d6,
        ],
        [
            0x8ae1dffd9ca5f14a, 0x5752bda74f552634, 0xec31bcef00701378, 0x568165728dc3daad,
            0x2a0ef0bb3c9c0e54, 0xd6768e762d204c3c, 0xf35f26cfc6e84b4a, 0x1935e563e8877e21,
            0xfcb521ea7e91a1a2, 0x654d2d79094c77f1, 0xffcf7ed56152e554, 0x9710872727e13a36,
        ],
        [
            0xabcd0b199271d261, 0xc23ff09c4f7b12f4, 0xda78d6a1e6688512, 0x7048f5c2e0b757b5,
            0x51c5d061fa5e1c75, 0xf5289375b287ae1e, 0xf56e3255a4e82d1e, 0xab32f06c766ae322,
            0xf8ebf12d930cd26f, 0xdb09616e9b656de4, 0x71c6efe51b28630d, 0xe599452d1a2dcd01,
        ],
        [
            0xd85d6977153ba444, 0xf5a9a48c071724c2, 0x7a0222194d504503, 0x37e266b05f432baa,
            0x311b92db08232e3c, 0xd48f9919f49ff8da, 0x17ddb8b1901e0faf, 0x5e9478b29ef19b5f,
            0x0afc57d83e9e4f53, 0xd0daaed518882b4f, 0x100adc0590aa8be1, 0xfaf6fb7dccd84a6f,
        ],
        [
            0x6b9012947f105cf2, 0x050fb0d50f4b9dba, 0x491a6f0c422405c2, 0x3b3dcde5aa55b3df,
            0xf76e07ee8ee09359, 0x65114187680ce61d, 0x6575b26438fbab9a, 0xecaf49f7272f08f5,
            0x9afe7f39fa2efa1f, 0x1ca5d27887b04de2, 0xfeaeb3ec58e4e386, 0x34845eb8dcd624a9,
        ],
        [
            0x77016aadb11a42ec, 0x255003b4047c6d8f, 0xe3f26c05e6543982, 0xd59192228d8cba08,
            0x48dcc4ee7d19e0df, 0x7300dc71561a7e26, 0xcfbe25058066a25c, 0x798649f5abc7633d,
            0xecd4b77f6e67aa75, 0xc6f5d0f6adee552d, 0xdba3aa3ed751b5df, 0x19dd804ad480e1a1,
        ],
        [
            0x62ccac7330d564d6, 0x26f037d4619032ad, 0xde9853babde7c91b, 0xc5e3f05bf272b8fc,
            0x472f8b5ed79a62a7, 0xce893a05597da83a, 0xdc2c9d89045c0e66, 0x393fdf9898bd3adf,
            0x4c71029f8594cc80, 0x198c531f6ba29f44, 0xfa3cbba536f07803, 0xe2778aae7b11522c,
        ],
        [
            0xaec45ccb413a8a58, 0x2382e29088cf9e18, 0x329181eecf9f3081, 0xa8a6727145734c83,
            0xf27ced75107c594f, 0xae9adc82729ffbb3, 0x687ae5d12cc6ec7c, 0xee5dff54651bf9dc,
            0x0e4deffe1fe3fcf4, 0x93b957f7fd7298e3, 0x2125bbc17be96d93, 0x8ee10e1971dc55c2,
        ],
    ],
    // row 53: multiples of 2^318 G
    [
        [
            0x46d0f9e0b16c1139, 0x24c9a5a4d463658e, 0xc229564b9c384211, 0xa3292189407fb720,
            0x36a16db005b1a7db, 0xa4830960657fa724, 0xa67f21b37959780d, 0x2d58c9b981b17693,
            0x7538bc1ecd220ccb, 0x5ea640ee2b296e0c, 0x0c0656d389639636, 0x873ef4e5bf6cf2b6,
        ],
        [
            0x9e515bb66f04b220, 0x93782dc4859911cd, 0x0d8528fd0d12acd7, 0x3f9f930b5af3142e,
            0x1f949fb7c52e3433, 0x4453057befd03ed8, 0x0790051e93bf6651, 0xa57211b384a47497,
            0x7fce87f6aaa5f5c8, 0x757c708073b415fb, 0x067887da1580c122, 0xd54bd81a8f1b51e6,
        ],
        [
            0x491c40c653603d23, 0x036fc53458763080, 0xdd7ba719c0227197, 0x3cd195cb3a6b7049,
            0xda71820ff5aeb12a, 0x62efda0435c67a1a, 0x159449b059b16881, 0x429385d834a21fe4,
            0x51ee1183a0180dbc, 0x969803e0a64bb265, 0x84068dd440dd7e64, 0x051ecb2457725452,
        ],
        [
            0x110162f2968b4a5f, 0x1323feffba0f8b3d, 0x89acc4c0b1666eaa, 0x85dfb3833007a482,
            0x5f5449e75c7a9ba1, 0x38174a006bfcf21e, 0x9f7dc2544f0474fc, 0x13f390d740cb718b,
            0xe6091c183a45ad17, 0x9b795d801605976d, 0xe0bcd7af2055ee90, 0xd637fbf692ee7c2e,
        ],
        [
            0x83120c4d217e13b0, 0x383a92a8733ff0af, 0xd5feecf5899a061d, 0x953b942964719a1c,
            0x420565a16e2138f3, 0x8bcb6820bdf9ee0c, 0xeef3259f670834bb, 0x8e5c4836182a8460,
            0x4740054798aa1e6d, 0xf90651f4509a5ad2, 0xd89c9b66c3ba4b08, 0x3cfa2200b5eb6e56,
        ],
        [
            0x10448dd05bc547df, 0x9340e1675d89c756, 0x6b39bc340826d9e1, 0x7331e504b148e54b,
            0xf1c512beb33ea267, 0xcee5d7397e6ac34e, 0x05f5bb38ff713417, 0x772ed4544e65875e,
            0x45c578040e80b24f, 0xe1698fb567565c18, 0x2dccca70b7cbde7e, 0x7de6185ce92e5065,
        ],
        [
            0x87e6da74dcdaa5fb, 0xbc64b67640828084, 0xaabb90ddf6daa58d, 0xde09d49c3b8ce56f,
            0x6ca0be71caf16da5, 0x36675f269973568d, 0xa978b787ebbeed6a, 0xed049103500a641f,
            0xead0546c668a95aa, 0x8e0aba788d179c81, 0xc4fdc5bd95715017, 0xaf5f515f38563e6c,
        ],
        [
            0xe5ba6e36081e0413, 0xc023d04739dfd202, 0x6b73872901bfa966, 0x2cf020b2d1b35b4c,
            0x8ab2879a6d21774d, 0x7ba313360a646b45, 0xf636f092ebb784ea, 0xa3db5b897262060e,
            0x6f15678353689b12, 0x2bc75506b3fe075a, 0x6aa657567cbc0ac2, 0x1e5459d8d4165263,
        ],
        [
            0x28c0ead877f863d8, 0xfb4f79cbdbe1a851, 0x96d993f43201420d, 0xcf3133354a370960,
            0xfcfc63d68b3cba0f, 0x67bd8b5a66537f5a, 0x6c94772ac74ae264, 0xcb1eeeb6395815fd,
            0x1f6334f067d86964, 0x2b25ffc49fd4166d, 0x4cae5f3bde96ba7f, 0x728b5221499073e8,
        ],
        [
            0xf78bd7507d186661, 0x51ae5fe242d043bd, 0xa5e5105559d3e356, 0x5d568595e30af583,
            0xd7802c48435d9491, 0x339770ec63bf9d13, 0x278da822300eab5d, 0x87448b118fcf5f54,
            0xe8343a5d7b40c963, 0xa8a84bb5faf6b6ef, 0x07dcf811715804a5, 0x5f200918251161d1,
        ],
        [
            0xfed8749058aeb17d, 0x54c2034fac49dda0, 0x4d965cb941c4a5be, 0xe40c0ced875da972,
            0x02cfb5abbbd18920, 0xb1dceeb8b07cd8d9, 0x473c28ce8185ee4a, 0xfc59fb6f32d9cfb6,
            0x8d8cf9e1a5f65366, 0xe03da834ef98d3d1, 0xf65c764535237b32, 0x6c55f9caf7a9f843,
        ],
        [
            0xbff1c0bf7fa31c8d, 0xfbdd75153a8b9881, 0x0c142938a597c62a, 0xb71473f1c1e2abca,
            0xa3803705b23ad2f1, 0xfd80de9fe830cfff, 0x732e194b1f6f63df, 0x2500985515407260,
            0x462759f16fd2c490, 0xb856468ff470ded8, 0x50ee8e604a94647a, 0xeb5b38a8f3406e2f,
        ],
        [
            0x558c5b3d8cc5a07d, 0x6769159f6da51253, 0x8aec0dc2a64e52db, 0x0d97adbdaea9bfc2,
            0xbe1a8866ecab896b, 0xd0c71b8e89b0dfb0, 0x92a430f2fc420a00, 0x6cfd59a077a43608,
            0x36b68942fd146263, 0x9b80e21c030e8cf9, 0xafcf68ab51663d47, 0x4b281a6a40a9e72c,
        ],
        [
            0xceb9e8ade1218ab1, 0xa200d32478d08849, 0x26bb619b88b34643, 0xbc1cc665c794d770,
            0xb18a426ba2b02931, 0x685277c91d805a46, 0x7c5cfb55a38efbf0, 0x638a14dd6b6b95fe,
            0xf563a3962caaed11, 0xe3e243f65f4ca9ea, 0x682954348eea4f26, 0xd516ad3c27a4614a,
        ],
        [
            0xb98e22cbb37e0229, 0x84cabce1ec69a363, 0x8dcfbce2dc25eff6, 0x434a82a13730672a,
            0x0b707b28c40e2be2, 0xec914cd5527e8154, 0x1d3f4804b87634f5, 0xac06f3ea59c26c71,
            0xb82662a84def3d65, 0x8685f98995fb8464, 0xfba65164b550ce18, 0x199996bcd8307318,
        ],
        [
            0xc48fa7e68d62b9ec, 0x7d7bcf321eeaee8d, 0x8d8f85cfb60aa636, 0xc33f8e3709d26ed6,
            0x2370bd7f01981477, 0x60ca55ec431b6ba5, 0xd7cf0bb818d1f469, 0xa5eadd7200bd1d1f,
            0x736735b379a10114, 0xe7cb6f6362e08101, 0x0ac9e64d6badb568, 0x0ba1290dff2c5d34,
        ],
        [
            0x56d26d1a260d0a55, 0x05a50e4aa8491288, 0x7318270f18b0b766, 0x18836fea9bf83e3f,
            0xe368e15d65115aa0, 0xb5304fe1eae5aae9, 0xb9929c92b6d32ab7, 0xaa65a3221852e72d,
            0x9b688e6708920261, 0x43cc9fab4ed1a431, 0xeda5c02d8feac507, 0x645b1390d1cfea25,
        ],
        [
            0xa3180b2d300e0113, 0x7fbc2ba30ec2102b, 0x3a7b0ee38fb3c83d, 0x026eb1cd3082b184,
            0xfb9bde999ccb6569, 0x1b91d2177c1a3deb, 0xaf3b3153c9dfd96f, 0x3ea467ddaeaebb46,
            0xbd25da0256554915, 0xdf885fd1ef1af2f9, 0x0868ed12c633a080, 0xaf347af121f80bb5,
        ],
        [
            0x2796d286c6e1d493, 0x0400d56270522027, 0x4453a2609c579b3a, 0x6af6f332ae72a55f,
            0x5daa08440c20e5f7, 0x431eb340a88ec38b, 0x4db4c5047a0a5526, 0xfdde0b18c133774a,
            0x93a7c30bf4747d96, 0x05e87fcd9ab75f20, 0x750a9d4869cb741d, 0x090c13f3e71a5ed9,
        ],
        [
            0x0b727de9c7e761a1, 0x63d639a2002fddfd, 0x3d70622378decb72, 0xcbcdef5b3e024b4c,
            0x3968f45f64fbec0b, 0x5db612a10c399929, 0xddc8f122ea12873c, 0xf5903f6919c92a9d,
            0xbb237674d99f6e4f, 0x9ff5ed208cc2e576, 0xf62f2c1b5e0c8eab, 0x322ab1d768cbe962,
        ],
        [
            0x51781f7d3738ec32, 0xdb95ac089fd5bdc9, 0x298add723a2708aa, 0x0a2d4084c5d5a55b,
            0x34915d482743f7f6, 0x69353d5d359aa9b1, 0x127e8fb520fd889c, 0x583be1a393065099,
            0x7933aed5a2e15257, 0xc462e10400221b00, 0xa4750e79303b69eb, 0x655405a36a95d3f3,
        ],
        [
            0xcd3bd15dd9c3fe08, 0xb8932baac33c9a8f, 0xa8ce50dfbcb223f6, 0x10e50f67116ad2c4,
            0x5be032eacee128b4, 0x0e0c457ab06ad977, 0x413c33819778ae09, 0x3e33b1f6c3de63b7,
            0x2e961cc8d7c08b47, 0xd78256541db8f396, 0xdf29c115ac405fcd, 0xdf6776e15fd15ccb,
        ],
        [
            0x2968e24bd2262d34, 0x5b8d5db1da9ce5ed, 0xe87de3666e748cbc, 0x30f30821b9e8d6fe,
            0xc2a5626988dc11a7, 0x5729f10d0c077052, 0x397b1600d632fa91, 0xeb716e542bd1a556,
            0x5605190c71967139, 0x1e7b76c5fd4be26b, 0x3cd733a0a050fcdc, 0x19762ffc5d3b4fbb,
        ],
        [
            0xb5fa0f10c8d8d4a2, 0xea8392fbbf890f33, 0x5c64adcb89a5a32a, 0xdf4300fe0934c387,
            0x4abaa7fa2efd4256, 0x930041517f601ce3, 0x2e8e067529917cf4, 0xacd10f229e010ef4,
            0x937f96967aba7271, 0x25a58c89c6e96d4a, 0xd8c2214b30b55c01, 0x5efc7c8864379131,
        ],
        [
            0x51a8f543e1645893, 0x1078abea0bfaf708, 0xb07ed43e7f50d73f, 0x90bda883cc4c2495,
            0x7fe038d8a4142206, 0x5258e4bd8e7c47f2, 0x6b2d39cc222fffd2, 0x85c3d1552a79ca27,
            0x8f063c5495ca3954, 0xd6d4bd32800f6dc7, 0xc19e144b77da7d97, 0x75880f750f61a491,
        ],
        [
            0xafaf23bc8f63fe02, 0xc5682607568e88fd, 0xd9fc709cf3c9e63e, 0x254dcaa9d818ff49,
            0x66a1f7587c651ab3, 0x76aeebb23e440435, 0xbbbd43b133a3a88e, 0x530f1ae1672c17ea,
            0xa6a2e155d0ff3696, 0x3f6b5e076bd1465b, 0x1636e6cadc887e98, 0xfd05d1cb4965aeec,
        ],
        [
            0x6a5639acd824ad2f, 0x008d4c1578df03d5, 0xa563e7eda0cd6ccf, 0xb2cf4355beca4caf,
            0x8549593211bd2943, 0xecafc7e6e55c9f7c, 0x0c5a4ca45ea1a09c, 0xfa1ad47af781df10,
            0x8f344fcd1499085e, 0x1a48952ce72cf946, 0x16602337b8fe8105, 0x5c2638175727aab3,
        ],
        [
            0xf264ce3db9151a2c, 0x209da30d2de95c08, 0xdb3737e42fe06e11, 0x963084e9cfcc3b8e,
            0xb9807d76120cad15, 0xe7f0de6808998593, 0xd9820666e91568f0, 0xa769bf6b7857ceba,
            0x3186cff450b44d62, 0x8e4303766ce1ae05, 0x3a451382034c9c0a, 0x7527e8c43d968609,
        ],
        [
            0x134eaec81fbbbd8c, 0x5695a45f02c6c96c, 0x6e39cb1cd66c41d1, 0x2d74e0db3f591782,
            0xac6044d41495226d, 0x92b391da300d9718, 0x50f4dc3eb1322f06, 0x5b33da6d97fa4737,
            0x1c81f328eac40acf, 0xf375ee00962625f6, 0x6ddbd6a4982ef66e, 0x5e216bae01fb9198,
        ],
        [
            0x36a85317df2c1cfc, 0x4c4354ed26b01a08, 0xcddbd95debcca4d8, 0x7648241d5123d144,
            0xf3b194616062fc8b, 0x310fab90582aa403, 0x526738a18631b540, 0xa769937a9aedb77c,
            0x4b86bb844b03c8f0, 0xec2516d76a3b2f49, 0x4fa776725681702f, 0x4e2f9ee2cc40f349,
        ],
        [
            0x626eabd5d81cc8a0, 0x7bff0d105e0fe784, 0x71da4e23555c7b18, 0xb7e7bc9ca54774c0,
            0x0e1ab20d119ebadd, 0xbc85260be92b5286, 0xf702c4d265991f7f, 0x5db93e0341195664,
            0xc3ccb9bf065ff835, 0xf31a6efe7927edee, 0xb5304d263a5536d1, 0x57bd4b0008d1887b,
        ],
        [
            0xf6eb8b81953efc9b, 0x9ab065ab7147e0f1, 0xb93cc5c640fc9ac9, 0x3fe8abd7c7f3f9f4,
            0xc30304ed65b49a5e, 0x351ee7eb76e173a0, 0x09f5a25ea2137d26, 0x2d36903b7b8fe667,
            0x9dbcc12ca1535236, 0x91420b17a78f713f, 0xe6602f60ec9f159e, 0xf7dd96d0955da289,
        ],
    ],
    // row 54: multiples of 2^324 G
    [
        [
            0x8fad0c67e3667565, 0xb6809115caeb77c5, 0x8f1ca0092244896f, 0x760aca367726e572,
            0xa367d78805216d7a, 0xbe0e98a044cff24c, 0x828913588aef73c9, 0x0278f9c88fdcf0e2,
            0xda5422de736ba12c, 0x8eda59498a7187e0, 0x9b9c992356515f40, 0x59b93f2961f862be,
        ],
        [
            0xef638f1cebb0725f, 0xa66c18837d0cfba9, 0x4eb51467e044fd22, 0x327edeb42e52691e,
            0x5bb712601c5bea9c, 0x4468d9524a6a5378, 0x4bf303f506dfbcdf, 0x5c9be610bf0c2af3,
            0x3399671072bbd394, 0x1088d3c43f2562ff, 0x507c13ef992c1998, 0x4fc0bfe0671c2089,
        ],
        [
            0x79b5730ce02394c3, 0x53fae7955f24acf8, 0x8c51117d545fb944, 0x430b80441bd05869,
            0x31d6b3010f624ff1, 0x04b08c5c88e54908, 0xb65c61a1e3816ae3, 0x286bea76fac8b759,
            0x97785233038e1cdd, 0x53d5a3aee6529c62, 0x9cddffb93eaafa55, 0x1a7f00a9b15dcf88,
        ],
        [
            0x8d58dd024d6785f5, 0x9a2795589d24e494, 0x312a7ef1541e0e40, 0x594cf12d516936d2,
            0x12f250796b080144, 0x164bd7bd03394280, 0x95d4a8134daea8e0, 0xc19bb89edbdde054,
            0xae2a621d912115f8, 0xfb99537837f5d76c, 0x1817ddf8912ca6de, 0x653c512ee8682a03,
        ],
        [
            0xe429ac28a0b71018, 0x2db47e9a7ec4cdc9, 0x504e5476f8ef35e7, 0xd5b65692498273bd,
            0x47230dac95fde087, 0xf30aa4d15ed58863, 0xc3c54667c3ac84d9, 0x762d9d3e910a8385,
            0xa3492a4e4073713f, 0xbbce822d720487e2, 0x5503a9e462d92e9c, 0xb964e1caf5ce3e15,
        ],
        [
            0x419ec5622607954c, 0x2bf2ca3a9a7cef94, 0x2117c37984a4ff6d, 0x2213f221ee9f2ff1,
            0xe0f4eb63eb7bd21e, 0x19e3c3382d99e485, 0xbb5498b5c87b975d, 0x7e31a7c66b3e9a5d,
            0x1403634c9a49d17a, 0x7c08188dfdde0583, 0x80c10c870017ac46, 0xdee318d9b3b81ffe,
        ],
        [
            0xfe4f5067ddc3bf48, 0x5fa5c9ef015f545a, 0x9cf8dcb3d68119d9, 0x986ee3b03cf1d233,
            0x310eb8ec0da57151, 0x620d1efbc281706d, 0x8e8ace26984e975f, 0x3755806e8e0dc912,
            0x980368845256321c, 0x2efc8f7d4b24120b, 0x64cab05ff5ae0d76, 0xbd88a34de4ac6c7e,
        ],
        [
            0x293b8036793fc6a9, 0x1c5112da0f44453d, 0x7f2cd1360322c853, 0x150e9dd62576aba6,
            0x8438cbf3a521350a, 0xe8c0a0e548d130b1, 0x6674834d61e660aa, 0xb95e0e4d5f126382,
            0xe20393a0e1e84102, 0x3d81b83becc7c57f, 0xb40116f71676fa3d, 0xe2adbb833c01ddbc,
        ],
        [
            0x863f3a7d93986ee8, 0xd4dd5e4eead9d4dc, 0x1f0ccf53db38e8ef, 0x7ff2c33f7f32c100,
            0x4e1b0c3f87e9a572, 0x52cf50afdd957899, 0x2d49e855138c50b1, 0x0f1dca1a5871e524,
            0xd941c5e27d3c5e13, 0xb4fed323bb614574, 0x7c3b5903dce7197c, 0xfd8247fb87bbc210,
        ],
        [
            0x87b0448fba19cb43, 0xae70d102e9cc0f21, 0xaa1b9ceb00634b39, 0xe154ece65cf1308d,
            0xf3ceb7065ae867aa, 0xae89e64a595291a1, 0x9273f217a6b6c7db, 0xc6a8276117f3b52d,
            0x1a483dfb9133053f, 0xd87d649f2b760dd9, 0xd2a5ddfef2e58ba7, 0xb017ce94668ad005,
        ],
        [
            0x2e5f55f2133b72b7, 0xe66295dadf891b10, 0x2ac6b35d66b40198, 0x7f5616dd324d23c4,
            0xda13867daaf184a6, 0xd9a96f21b3d56d7c, 0x08d294f0565b92bd, 0xd4087b7e0e44505c,
            0x7489de5157b90d47, 0x2d65953822a49181, 0x4b92279c3d6f03a6, 0x16440b29ac3385ea,
        ],
        [
            0xf9eeb6d19dc6c963, 0x23859bdfa7430b52, 0x3e03a15d1a0576cb, 0xcb7d5be46c2a46b3,
            0x32be396dea9080e8, 0x5e28d19a9ed669f9, 0xcc3595f1e2c0ba9c, 0x7162543afb3573ac,
            0xc1ef8e7ff3cec647, 0x56d9d591a7c863cf, 0xdb5c6a4b95dc252c, 0xb3e37ec5755d6a47,
        ],
        [
            0xaa34e82c7a855317, 0x9efa7254a3c7cd6e, 0x2ad9fa20d867f21f, 0x94af20c8cfa27170,
            0xc7f5b10e1b1ffa54, 0x345e3e6a726cbcca, 0x95f970ef566255c2, 0xb953af0f0cfdc877,
            0xacb5298c75429bbd, 0x0dd53feb58420cf2, 0x9f098ed3c061a43a, 0xfb192bac3dfb40b4,
        ],
        [
            0x58b4dafb4c08a82d, 0x0b1cc34a9a5fc6c2, 0xcf8279d7c08d8ada, 0x8c8078d4613d3a2c,
            0x79545741b90059b1, 0xc48c9b30f11a443c, 0xa7fd23397b7227a0, 0xa4a185a0fd4476b5,
            0x82751acacce509dd, 0xa12734e94a7c4d00, 0x932f6ddf4b3cc95f, 0xcc1b5edbf56b5a67,
        ],
        [
            0xbc7ff79d446ed595, 0x66198683eefac81c, 0x55b6a2b049f63693, 0x1b7fec782bc4a900,
            0xf398a26bc547cf87, 0x570fd825d1510022, 0x974c38f6f4b66658, 0x8bf5fa27b2241408,
            0x20f35e0badc45006, 0xd87e80f496d3f091, 0x86f1c1d5787028c4, 0x3314a0deb386ee06,
        ],
        [
            0x53dca6a695ddd724, 0xda3cb33b8e32f846, 0xeceef53133f0c368, 0x568c2f8bc12e5467,
            0x6feb14eb9e53d17d, 0xefc23d8bb6403d8f, 0x37a92437589533ed, 0xc8d03cf8afb7b2b7,
            0x5a09b405e1c86c06, 0x52f38699bc4d1a9d, 0x3f5d0995bf018632, 0x65e4ee35380a0d13,
        ],
        [
            0x0a0b294cd9f90936, 0xee5fb97ca8d8da9a, 0x07eb378729c52e86, 0x6bb64f2081906ce7,
            0x2f7bcc72619a2268, 0x4f3aa533c23dde07, 0x3e1c3e5ca2ae69eb, 0x29f884d5c78aa29b,
            0x2d5ff35cd73acbfb, 0x87ce44f1d43e301a, 0x600a216c42c63dc9, 0xb86b99e792146eb3,
        ],
        [
            0x4b808adad61d10b2, 0x0a426bd8003eb041, 0x269092855abd99db, 0x4022e08d533e928d,
            0x56d69942a2d20f49, 0x3c8f0082e2901ee0, 0x5b6f1b2dd4a82d93, 0x03d7e8de56b305a8,
            0x907f6948d745c590, 0x74cfdd884847f5e9, 0xb765a5ede7c2b6c4, 0x9e77c8d17276111f,
        ],
        [
            0x9ee3edd216635bd7, 0xbda45fc59454cc89, 0xf3fc04af8dc52c6e, 0x15a796aa053588df,
            0x94140687c2d82c6e, 0x3484c17c28be1f68, 0x616645436c8f445e, 0x4fe8a3b2eda149ca,
            0x382f2326f0feaa22, 0xe970bfdb0ce659f7, 0x70e58d2b003a78ec, 0xbb5149b6b4a62fc9,
        ],
        [
            0x5dea78f9b2a1e49b, 0x496f6f24694b0e2e, 0x678c58d9be70596b, 0xfc4a9cf6ec9a4e6c,
            0xa3780fb808d35bbe, 0x50067b7ffc4dfcf8, 0x7829d58c01b3a16d, 0xc115946ca4606798,
            0x17184f711baa466c, 0xd63bd96e5f74d85e, 0x99148d40b12b60d6, 0x7b033f7f3c8d9b1f,
        ],
        [
            0x2231791b3eb23f7c, 0xedbc4865605ff018, 0x8cfea765b3143b85, 0x1cfcf958395aab81,
            0x4877eb89fb41eb8e, 0x35ce57c5f1fce175, 0xa7409d8cb38cec3f, 0x67bc78287d31c121,
            0x4f38bd5ee448edeb, 0x86fcb7e34fd9e262, 0xb8ebeca64716589a, 0xb6bf0b6e713478c2,
        ],
        [
            0x24b09053ec456a4e, 0x409e31cfcdc4a271, 0x2634a634de815b7b, 0x58353a2fa635a78e,
            0xf51e70af0a8a4d36, 0x48833daef11f18c9, 0x08bb3be07fbf46d9, 0x933758e34ca0120e,
            0x6b5cb0b7547b7c37, 0x120ec2bf6a73a5fe, 0x59b7c83b6979c11c, 0x808884a4ca7e2c58,
        ],
        [
            0x39d5cef8f3362dd6, 0xecc88c0fbc69a338, 0xebbc4b0306ed7c22, 0xcfa46eb3e40e5832,
            0xe989f38e0f7fd684, 0xc776bc98f8e5b80c, 0xd0bccec659b6b38d, 0x8398d9519c5fc4e5,
            0x7c05eb3d66caca45, 0xcafc5b14184bfb04, 0x466974c7a8310c9e, 0x1a3a6d558672abe5,
        ],
        [
            0x35f981e24709c036, 0xdef575c7c9906484, 0xd5e33a3524187f2b, 0x3df919a03b6b3eec,
            0x602fb4946df73f09, 0x8a3859f215e5c383, 0x27ac46f9306d4d1e, 0xc5deb1f015e20a15,
            0x185ddabd04a028c8, 0x996e02f2575a688d, 0xf0a65639d5944852, 0xcbae8ee2ffebd155,
        ],
        [
            0x4ed1f7f7d803fbf1, 0x6d8502d8a875745d, 0x1c499b145b732113, 0xa4a63ac61532cbe3,
            0xfd29a85b616cbf69, 0x9b8fbea86ca5546a, 0xffa4ab6ca396fcf4, 0xea2e82f67d865f32,
            0x6c3f5c181896f284, 0x07487a7e8da71a6a, 0x2000181e7efd8e54, 0xd88ef9179407355e,
        ],
        [
            0xf4cee29069b3c427, 0x9f735a2ed6196609, 0xdce56ebde4015b39, 0x9e28c69afa2d5c51,
            0xad2f969a05669de0, 0xccaed4a1cc837e8b, 0xeb97494cada6aaf5, 0xe1208672048c6b66,
            0x8326a5ddfd869821, 0x5c66b1e38a332caa, 0x3c5d21f001bebbbe, 0xc02ad511796ac6c7,
        ],
        [
            0x3baf4b2375a02aee, 0xa9a01a1255f25f99, 0x40bedee69deb4089, 0xf8fdfde1a8b38e1a,
            0x7ad200b761b173e5, 0x22ff8dec2c502d15, 0x7529ea442baca3d9, 0xe9944539263fb89a,
            0x19eff75b32234d19, 0xeb95dae7a9bfc0eb, 0x4adb671e2fbf9cf9, 0x820c29342962ac04,
        ],
        [
            0x9f1f2f8a3f8aac7d, 0xed1487174c0df9b7, 0xfb9f50d0a0dc3356, 0xca65b4734eb8d108,
            0x4ede7da6403bc981, 0xdef49acae5e4aebf, 0x56659235be238739, 0xe5afc5ef83046bf4,
            0x4fb1a7a51f3fc9ff, 0x1cc44a5056bf4277, 0xbab3d5fde6d6f194, 0x66ba96038d31212a,
        ],
        [
            0x3ae2b61e401de3c3, 0xd7cbf9fb567b0ad5, 0xf55986bb2c73fd87, 0x1347df9d2d3c4155,
            0xb3b6d13acc91f22b, 0x5c304c6a4a9689b2, 0x3ad4d066a00ece65, 0x656ab61e531d7cd5,
            0x2f63ef3754c4b15c, 0x50bbeb5650028a44, 0xa3d79648ac2b3583, 0x66ce9982b1180e7e,
        ],
        [
            0x0e040917fe483a6f, 0x20d5a0071926fbe9, 0x5b3a8f860804127c, 0x9d4d44eb50a94a0a,
            0x2c9d6969fe7387e8, 0x6feac54307759e85, 0x2812da12f397386d, 0x7dff92255da2f7a0,
            0x220790e1ac7ce0d3, 0x592ce71663690ff7, 0x9718276cc85bdbbc, 0x49873e1bd7f43c3d,
        ],
        [
            0xbcd423d84ae4be8c, 0x10f49c01b1040e88, 0xdf0691d9f867d70a, 0x28f057f3b50af21a,
            0x9faf1197594d11c3, 0xa8a4b3d9ea8002b6, 0xe27a7e8350fb1c6c, 0x47e8c1311a792832,
            0xe21dc737ec855dff, 0x9a8e65e71fd1abac, 0xf479b6b9952b7d99, 0xb4a0be9ae2335578,
        ],
        [
            0x3941b89936344ecc, 0x29cd6b90d27132b9, 0x7963135ea8ada5b4, 0x971cfd5a89051ef9,
            0x2e6536334885677c, 0x1fc2e8dc6423a854, 0x5f271304c85940e2, 0x635ea24505c0ac03,
            0x7af8de1b348e65bc, 0x74469de28de39b2c, 0xca03493a2158be06, 0x55cd17c9ca2c7d03,
        ],
    ],
    // row 55: multiples of 2^330 G
    [
        [
            0x59781202b2d6eaec, 0x942a62f965b982d0, 0x28dea2ec944ba990, 0x4d8797ac9bdf8753,
            0xc4f92c529b25e841, 0x05e65813d3b8fe86, 0x06a8e98520352cdf, 0x55cce42faa20b585,
            0x841ac509d7718a40, 0x76f4bea22af1a317, 0x68056584d5274213, 0xd0345c845e458629,
        ],
        [
            0x455aa8c77f4e3830, 0xc101bb76bb93d70e, 0xd8f75995dcd021e6, 0x8e2f0fb1e34f249d,
            0x77ea714ed1d07675, 0x293e65bb6cbeaded, 0x9e9a7a5503253e7e, 0xd21cea409102a44a,
            0x303a0852b308269d, 0x51679bef8cd8349b, 0x73c0d21b74f7e90b, 0xd15647dd3b8ffa9d,
        ],
        [
            0x9e2b01baf20830cb, 0xd7a033869d7275d8, 0xe8c8d4e1982f75ae, 0xfa7b0850cd8a8169,
            0x17b9ff5e455b7b65, 0xdbd27cf391519768, 0xfea1bfa287ca16ad, 0xb0a68567238b746b,
            0x9a41b985b07dfd47, 0x09ee191961e0ebb5, 0x95fe4be142a0b57c, 0x9759d2c5b0817d05,
        ],
        [
            0x65b36f1e752660ab, 0xae6588c1b5600f5f, 0xfdebb8153ad0287f, 0xd255a09c5d4bf0f8,
            0xa447eced1c1935f4, 0x6d76746dd68d92e4, 0x2395ecdf66ec7670, 0x0f87c76389c27dfd,
            0x6ad8f5752e602e17, 0x7652bc9a9d6a90ae, 0x4ed54599f8781fe2, 0xc1179ca4eece0e40,
        ],
        [
            0x8eba67fede79ad0c, 0x7859a754c0441e93, 0x674cb212b048dbf6, 0x1f0aaca3c7cb62b8,
            0x6c45989bc2213339, 0xf1fa8f0776f3d62b, 0x2d84e9dbe0076548, 0x835741ae8abb4b8d,
            0x876e82cea3f4193c, 0x6adf3b2157dffcf4, 0xc05380ccea4a6967, 0xfe818ea0c6763574,
        ],
        [
            0x0ea75cdd3baf1345, 0x972948171f5acba6, 0xa99982adb9a5238f, 0xa85a7bdd982585ed,
            0xaf247d03181cadaf, 0x5505c08d225dc48c, 0xc965cd634ec9e425, 0xb5707fcf73264af4,
            0x9c905182b58b7262, 0xe5d7f9c0ce008eb4, 0x0e95a3df1a9699e3, 0x5079348c5eb03292,
        ],
        [
            0x90298bc03581b379, 0x5d6c3fd71ec1e7c1, 0x267d65f73304bd28, 0x0669d9aab618e88b,
            0x345a32e3ac2d9987, 0x5a5e921d1282f553, 0xad50f6df7cc6495f, 0xd965f9be7491ce9e,
            0x79e6361ed97d4091, 0x006336761ed7f87a, 0x88baab927f64517a, 0x3605913cd357df0d,
        ],
        [
            0xd8154229df48b31d, 0xcd2745002eeac709, 0x2877cd32bb56a2e3, 0x28bf7f98bba45739,
            0xc059febaa864bb3d, 0xbeb158a9527373f3, 0x3916d475c7ed39e5, 0xb6e411e74e986342,
            0x7baea94d329ef247, 0x2cf2dc6c7b341a56, 0x0354ef339c4ffaa4, 0x70a55c44815de3bb,
        ],
        [
            0x6e2fe08ed4d64307, 0xf69ab8c164e75737, 0xda0d0626940a063a, 0xf3d9994c4a8db740,
            0xc117f618fffdf14a, 0x027c772b8d19621d, 0xb7b0ffa7ab191030, 0x2148c537912f69ef,
            0x14b342eed8366f73, 0x76f811d52b7b97ab, 0x99f21edc4e6e87ba, 0x28fa2b58bc3b7d34,
        ],
        [
            0xe80b27a08ae1c2d4, 0x0a09c4daa4ed0bd7, 0x7b1dca06739d2ad1, 0x9d45192ad162ed0e,
            0xd5305c1ca182b36d, 0xde57987af229eb50, 0x418ce1dd2bd8531b, 0x7e9e51bf542564f2,
            0xedc097d881b8208f, 0x0fd904d5f8365353, 0x150ae8b90cb2c347, 0x77146853d2d79c80,
        ],
        [
            0x019359b531de0784, 0x76e46639548079ee, 0xe8614bfdd3065dd8, 0xa2ed186b7e13d35a,
            0xa45950e0d349a6e8, 0xb138d7045860ca2a, 0x9d1bf9102ec5a3a8, 0x1b62396dc6ce965f,
            0xfcd69c37c320025b, 0x312e1cce8ef57152, 0xf0ce61af84ce1081, 0xe63d3cedb70b7a68,
        ],
        [
            0x633a14b90cab667d, 0xd75ffacd7f46b59b, 0xa83b4a3c86f76be6, 0x2d79f9abf44385e0,
            0xd2ffff8a658097a4, 0xf12ee3a798592977, 0x8a3270c624634a96, 0x9a9f5262f65f2bbe,
            0x2001137eae1c9139, 0x327c3d27f0a3395b, 0x6d17dfb86593efa8, 0xd8b0222be4a2dc2c,
        ],
        [
            0x85e147b980ce04c6, 0xe62c41c769576984, 0x717ebc5e2688453b, 0x0d4d2ec7046b0c61,
            0xdcfa6804d135ef83, 0xa13737e580098ff8, 0x21a1fcab1544192a, 0xc67b208a18b39b42,
            0x5b52f3e35c632b0a, 0x2109038907c4b881, 0x8ff4c3b9c2c93741, 0xdddd9b27597ef929,
        ],
        [
            0xe35d1c37ab6a3094, 0xbe5c200081914c32, 0xc4393323edaea4b7, 0x50729264b7971b4d,
            0x67e6db37a6e3ad25, 0xa0fa0d35185ea0c3, 0xb3e1b7aa0ab5d6c8, 0x1c0cceaec7866a04,
            0x5c05d6d37d3d990a, 0xbd06ad12963a78db, 0x5f908ec984ae4bbe, 0xe2a53abc999f99ac,
        ],
        [
            0x009913e59af25dc9, 0x093bac1ff0c4684a, 0x89215bf030c666e6, 0x0f7c07bf1cc0c7f7,
            0x82a324b3545e554a, 0x95a9ba8810d530fe, 0x3d200f2aeaeac41a, 0x0d682ac549a46d9d,
            0x9317cd5826b5541c, 0x496f87dfc4781653, 0x93334bc9c01007ba, 0xf74615c53faba2ca,
        ],
        [
            0xac347d1e157beccb, 0xeb72c69d50f6ae1e, 0xfb21392f808d6876, 0x436bc1024e4a498a,
            0x9afc5f6bb2f24589, 0x81d32de315e4277c, 0x96fc923df4a50221, 0x084789cb3a4ddf8b,
            0x930019891e20887c, 0x3338a98b26172c3f, 0x4dd8018bb2839293, 0xdedbe61341dd161f,
        ],
        [
            0xfefa7be3b5c81e3d, 0xaf65f2d50274b3d0, 0x646eff162bf40076, 0xf1cb2ef712249808,
            0x9891e8df44fa1b70, 0x3b3a389aefa69f0e, 0x8191acea201e4820, 0xb6c9d69626a1fd9c,
            0x0dc307446f6c71b2, 0x45f80010f5853d52, 0x4ed05a9283d68fb5, 0xf5ad7e5de492abe5,
        ],
        [
            0xddf22fc2307fbee3, 0x15ce1d84547c7014, 0x85cf42e674c3bd58, 0x8524d662c1a61e7f,
            0xbba765e28bf6db1a, 0xacc5cbf8f39850c1, 0xce15c182b4e9f445, 0x406ec4f903214872,
            0x39d495c2d50f5c5a, 0xb6642f6b4baf3f0c, 0xb5add4ddc07ebe13, 0x040fdcd0106d509b,
        ],
        [
            0x895a9a027fe51fa5, 0xa0c5b32358a77bf9, 0x1cf14f60168b68ad, 0xc241c38dbbddf7cd,
            0x7598e47638859bcd, 0x64758824720b2140, 0x5719b470b8993d13, 0xea38c9d544b5f904,
            0x8b74d012c41c4e78, 0x572a73acfb1050cf, 0x42eeb1055b365f95, 0xe78f17fe7200c420,
        ],
        [
            0x11ba7188a81394ce, 0x4d1dde1131d26f49, 0x607073193feac8bd, 0x329ccfff1927658d,
            0xdc88424585ac214b, 0xc6af8340d732c89e, 0x94e6edd1fe3377f2, 0xfdc96147280ebe5e,
            0xbf460c72f1e53560, 0x3efb1ec483124b08, 0x7e8e20f807d37c99, 0x7f5b243e8850e721,
        ],
        [
            0xab9e72ff14025f07, 0x364dac8982ea3b77, 0xb0a9794f2ee89322, 0x31231f679eb15c88,
            0x933e257bc88f1c6e, 0x39b2bd7984ea032d, 0xae5752332fa5fc08, 0x4e296d838915150b,
            0x41605a7406b53c0c, 0xefb381c4997ef177, 0x7e8ef1491c500e46, 0xc58a38e903de5dd7,
        ],
        [
            0x2c364d79b240a0e4, 0xe6265e1ec06b0512, 0x959ee9219c4a0b9c, 0xe9a88d38da3b5967,
            0xd01a489c96ac538b, 0x4ea8829e33d1614c, 0x4102c8d3146419e6, 0x1d9f8d4af92dc732,
            0xf502b6c42fb8ec23, 0xf1a0cd1d53da7fa2, 0x869b90fa54ec8965, 0x85f29ff0636b0899,
        ],
        [
            0x4eb00544b9ae2e22, 0x8f70b00d17b439e9, 0xc2d102b8186351d8, 0xa2510dc815e63eed,
            0xe154343529134b3d, 0x8c77411e1e340a0e, 0x00896fce93950726, 0x9826974b84de89de,
            0xff3a4e02adf924d5, 0x03f7e68cabe73d3e, 0x4ee271fbbae85c78, 0x4c772f06db6fa3bd,
        ],
        [
            0xee8d61ebdd206408, 0x750d7b5feecaa189, 0xa4bacbcaf392079e, 0xebcf3d69e09dd28d,
            0xde0d655add5d9a60, 0x33a55901f41a6bf3, 0xc26b854b9b9b338d, 0xb8f315f58ed4df1a,
            0x3140e5fb8f26fec5, 0xaad854617d02f7ef, 0xad86611cd41a08cb, 0xe0939ff50dfef050,
        ],
        [
            0x5ef33e6a1a0e12da, 0x71b5b1e681fa95ba, 0x06d97f9217b6f3af, 0x36fce8157203c11d,
            0x2b63882020d5a771, 0xcb2c8a0d97a2d103, 0x2d317c879f854fbc, 0x2283fe581c2445b6,
            0x5a29a64e06f83e22, 0xca1e19eacb3e519c, 0x66d91f7dda7cd5ed, 0x803d7912c3585f2b,
        ],
        [
            0x12e623fe2f342c5b, 0xbf859c690c5b042d, 0x23080078687c4368, 0x735358fe47c49433,
            0x74717f7e51236db8, 0xc80dd8e99b7b0479, 0x65db2383221f56fe, 0x4fc180ffab6b2e16,
            0x32759211ca36b607, 0x78032b946bff3fe5, 0xac6a40a896b0fb68, 0x1c233ba0e85af83b,
        ],
        [
            0x4636899bad401b54, 0x1bf6ee4f3c4f1b76, 0x00d21e0f5f2e9252, 0x7425e0d40b825df0,
            0x7921c6565f21a0fe, 0x3b484c905a108c2a, 0xd83f71266d7761fd, 0x42d6ae165aba8bea,
            0x4aa82521630a3e3c, 0x81caa0b329c7dba3, 0xd98033fd23e4f577, 0xcb04380742a49780,
        ],
        [
            0x9ff1bb28ac8814f1, 0x71e356db15e6c573, 0x0a888c78fbcf9f12, 0xb01bacabd4953452,
            0xdefbb92473154092, 0xe0ffc57c0b3a2f05, 0x497d94898a1b0cc6, 0xbd6831e3dc190246,
            0x037ec1c71319553c, 0x2598230e64938c77, 0xae333da73d914c78, 0x5cd9ce964a1ef2fb,
        ],
        [
            0x6cf55b9d54d7c257, 0xb88c07d795a4eace, 0x8c0ec0df2d6aa39a, 0x5ab5b768e14bf64a,
            0x0cb0d1357cf3561e, 0x7e1e76699b9cec44, 0x6db11921186206e8, 0x7895ad8eeeb77718,
            0xc9c1aa578215cb57, 0x893c8524e6d13f06, 0x0049cd68ea1ed29e, 0x52b24a545c359ae5,
        ],
        [
            0xcf7ab723e6c278b0, 0x88a3207b1fdd7489, 0x9e232a4a3c895100, 0xd754854cbf29667a,
            0x6a2cc95ca825713a, 0x0b726bac840f9388, 0x7871a7630dd357d6, 0x6c044180839e39e8,
            0xd8422fda63d30bc7, 0x1ec30e885d8a77f3, 0xa3d27f16df519341, 0xe5805d6310130a04,
        ],
        [
            0x10cd2e8e3f461444, 0x3e429ac43a0dc258, 0xc945500543eed849, 0x3813dac0805d614a,
            0x1095f305df3c0e8a, 0xd34ff90c0ec9a187, 0xbfdb6cdcb0ebbaec, 0xfd446817530729e1,
            0x2a3c710810f052ae, 0x94e21f04b93bffc8, 0xf77f0b8c95ad4958, 0x7f7bb459070e2301,
        ],
        [
            0x36a9aff58242bc04, 0x3bd93b4ee5f94feb, 0x36a3c56f922f18d6, 0x83f67a0195ea0c2b,
            0x8aa148bc775acae7, 0x8af783f112a44fcf, 0x08082f9371007a35, 0x6e685cfc9421ab16,
            0x6090bdf5470418d3, 0x7e5d65c0c72944e7, 0x7f30d04dbfb7e55a, 0x0681e7a546008861,
        ],
    ],
    // row 56: multiples of 2^336 G
    [
        [
            0x35b2e4383f385d2b, 0x6e668ac4932b516d, 0x8a1646fe51a3599f, 0xaee309abd12c0f3a,
            0x0231423bc46da385, 0xf23c10b4637ee943, 0xc0bc215d22248e00, 0x9ed447e3d45f6553,
            0xaf084771daad7d1d, 0xee94bf701f2d8179, 0x1e8c72ad267bb3fd, 0xc425de168de7ac78,
        ],
        [
            0xd4706a5fe4cf3516, 0xcaf7ce38eb890170, 0x2857a93b9a93f60c, 0xb74274b3c3083861,
            0x44f74473cc82bd11, 0x78930b41340b38d1, 0x4d3132d2005b8520, 0x624d92a867b7c1af,
            0xa885d8566df4dc5f, 0xb9e695bc567d8d9b, 0xaaa97f0667d42dbf, 0xf2323519eddb9436,
        ],
        [
            0x42a4d006d20b2e50, 0x3c16c20eed232d4a, 0xec5d8b89adcedda5, 0xa3b2bd18684c6514,
            0x4cac2455242a6fe4, 0x92ba26a4d1335fbe, 0x9061f71617100b52, 0x63dc6efa89042401,
            0xacb2dee8b5bfb627, 0xec9b221971a55c70, 0xdc239d81bc6268ff, 0x6882255959b0725b,
        ],
        [
            0x48afd672c8a9e3d9, 0xe5de85083e9e6a13, 0xed554f1133a30e90, 0x9d2afd1805ea7cf2,
            0xdcdd9894a7cc10dc, 0x6d195d95cf138aa2, 0xfdeae586bad8b45e, 0x42e73f82dd004870,
            0xa00691efb2daaf52, 0x8b615c3f7d0a0c2b, 0x2c7caa846b2febb2, 0x3ba9215d84d1de32,
        ],
        [
            0xda52e57f00ad744d, 0x89638528a789df53, 0xd23fba2d4de1df0c, 0x656aa87dc37cb95b,
            0x9a5d936633c056b1, 0xbf4af30bd1f0a3e6, 0x6ab012fef98152da, 0x7ed2ff2568eb0b65,
            0x67b886af29469ab4, 0x2d07dbc728293c53, 0xde88dbd7d3745d7f, 0x6ceb6b5509d2eef3,
        ],
        [
            0x7f8f4c98437f4a86, 0xaf08e473656c4d02, 0x95e8c3aed7d94aaa, 0x218418f4638f4245,
            0xc271303d4793ebd0, 0x681186267f6f5e0d, 0x5d8b08a745439b36, 0xa9c6dc8864178f7b,
            0x36e18e1eee6198ad, 0xeb19a427e6805594, 0x031f88fade23a890, 0x87f9adbfba95b3ea,
        ],
        [
            0x3ea12cfebd0a33bf, 0x4f3a0f55f9b84c60, 0x47e73c8a162352fd, 0xc0983027ea00fae1,
            0x80d32ce6458c1a60, 0x5c8a0ab598eb8f07, 0xabbcb2b143e90d42, 0xe8cc6419c22fbbd7,
            0x81d8e136a35059f1, 0x33fdca2892664d7e, 0x60f441db5432ec92, 0x2047d9a33c8f0673,
        ],
        [
            0x12d469071c013803, 0xcb54c291080e1ce5, 0x1ee1996a74e886b4, 0x5dd16c462b309922,
            0xfcbc54bfba989367, 0xf88a1c9e3e37c75e, 0xd31e2341d9ef4532, 0xc9fc3c24f50af35e,
            0x76bef1866181d536, 0xc7d59efcf4a8d250, 0x0c5c41de59b813ff, 0x057d053eb159c9cf,
        ],
        [
            0x7a71d521c5eeb7e9, 0x95ed6c89eaf2f437, 0x3c37feb80633b54f, 0x9efcac9394d56c43,
            0xc4a715f1ef6f6f26, 0xfee97f8d093088db, 0x3c598ca2edb4ca5f, 0xc2341d631562db64,
            0xf4135d37eb79db5f, 0x91f9e864c9a60db7, 0x7ca1d13976709c84, 0xf99922c2f70be98d,
        ],
        [
            0xdb854388be97d339, 0xf7d599e2a1e21d9a, 0x71c02292710f4e59, 0x0abdf71219b75122,
            0xd2c0ceefd25ac109, 0x4320dc088a57727c, 0xbd91ed619fe0d9ed, 0xdd2a4e3dec5e5200,
            0xca6a88cd3b3e19a6, 0x722cd73714369fb9, 0x7ff4a916be079952, 0xf2cbe51f317009ac,
        ],
        [
            0x15227568db988583, 0x7731f0d574090d98, 0x711e42c852ed49f1, 0x627f82d16c44b94c,
            0x3d2ccd21c0fcaee6, 0x7630684b31d58a0a, 0x04983ecae32c0caf, 0x27359faaeef06463,
            0xc2104507d9efef3f, 0x7f3ca2ec85d6e232, 0x4b84b93510133025, 0xb63de39a79de709a,
        ],
        [
            0x685ab4d2226f3a88, 0x55b5368d61dcfb2c, 0x2affdc5e189521c2, 0xe7a85829ca620419,
            0xf55a0d6310e069f7, 0x2a1bc38d7856c8f4, 0xada42cfd3502e876, 0xf6d73d01da7a59ad,
            0x609b1e139ea4666f, 0x061ec60a3f8f536f, 0xe168dbc9c8c27558, 0x5dff8c20a5e1fadc,
        ],
        [
            0xc71ca2af5a30424a, 0x3bcfd80ca55a60cf, 0x0800c45ba6c0df4f, 0xa38de3c365bfd8d7,
            0x02f6d306af0682be, 0x2fd6078ab0e5f1e4, 0x3292cbe997448486, 0x3fa62af0057ba827,
            0x984622b2c3051d47, 0xffeb709c6d2c6878, 0x886ed619b9cb8ed1, 0x6e9a4981545c49b0,
        ],
        [
            0xc5d1850e82754e2b, 0xec9255b59f21b19c, 0xec253c5a719f95fd, 0xdf56161c08ca08ef,
            0x4b7a0f57cc71d314, 0x9a67fc470cb0b8c1, 0x0d2942fdedfa5dcc, 0xe75b80d347f07999,
            0xbe24e0309821edea, 0xc06be16f14819707, 0xcddd308acf5a13b1, 0x161c5e9b51e61aa9,
        ],
        [
            0xd01606a730e8a72b, 0xfdefb51a313900ef, 0x76120dc2508100ac, 0xccc29ead30a574f0,
            0xa16e034baddf35a2, 0x32ae00254723a4ad, 0x2a9958671e1ca3db, 0x00cca40011b06e04,
            0xc46295446e50b7ce, 0x87b2f57d8706a1b8, 0xd2ab212652fa7fa1, 0x5dd313e31c42f1cd,
        ],
        [
            0x10e2488daa019503, 0x080c08580b19a816, 0xa9d444129d12c29b, 0xf1fa6864a0dc0cf8,
            0xe85aedf045628ecb, 0x04ddb732abda7cd6, 0x09bb6d5b9ef190ff, 0x5a186f7634e4a376,
            0x96d53577cd22a980, 0x907a086a66709488, 0x7e567e0a7d8e3f1e, 0x36653375486076ea,
        ],
        [
            0x58e02173a8f5303f, 0x361fb6d81f0ad2b2, 0x1f2448ff98180b63, 0xda5b5435a126e615,
            0x50f9167134f4d9c4, 0xc7bc71d9b4df3ed1, 0xd19791bf8c28fe11, 0x1ed76dcf8861cb5d,
            0xaf9e634aa47ded2c, 0x3c2a11e7ebcf0c78, 0x48f75c145c9945ea, 0x71b4612d394a4dd4,
        ],
        [
            0xfe7ba3d2230ca9ec, 0x42ef7a59f4b32435, 0xcc633820817c5689, 0x63ea7fe4366109e0,
            0x42f628704c38a264, 0x565dc0f9055f530c, 0xd659be3afb4b394e, 0x33dfebac461f8b66,
            0x5fa8732ab2d4b25e, 0xb9372f37d444c676, 0x9248e16434f8c089, 0xfb010a2cc16b77f2,
        ],
        [
            0xe30510b3075f35d3, 0xfad8dd5c1e225651, 0x9a7bec91cd6d85a0, 0xc7576955e1b4306a,
            0x4dd1f5e695cc6e26, 0x3a383c6adecb2eb8, 0x944c0b90c1420291, 0x27d800633f643200,
            0x68033f1e557e6961, 0x5f82991ac3c434b9, 0x2737c15045af0b28, 0x4680ab1696bb05a5,
        ],
        [
            0x5c7223324b8f3d4f, 0x2a49979ad815229d, 0x1c8181dfe96fe7c4, 0xb0a9821642b44bcd,
            0x736a076ea1671c0f, 0x0ce4166d7380c6c0, 0xf7a6bf8fde88e218, 0xef81edbb9571c85d,
            0xb566ac1da68e3b99, 0x948e96353a879a26, 0x32d2b79935460eeb, 0xeb15f83123b13f87,
        ],
        [
            0xa5b84b6a094bb6aa, 0x61bc87448b734abb, 0x06fee81ea37eedc3, 0x0b606982a64557d9,
            0xf5cc37c8258827ff, 0x5c099739c2404a26, 0x0f310fdf9b4b643e, 0xca42b2215fed63ff,
            0x89ea22b86a9da031, 0xb46376ab1fd4e164, 0x25087a8f86932e8c, 0x18aa70fb96a9c1df,
        ],
        [
            0xbde33bc4f338690f, 0xc25c25d154a9690d, 0x42bfefb57fc5c8d0, 0xa0f15d725858b251,
            0xc4aa5be3036ae9fb, 0x9d0a63475b7f7905, 0xb3479f0ea7c252cc, 0x2b9f3b34522a736f,
            0x0ea396db9ad8822f, 0xbe0fd27dfdd28550, 0x0c4fda7fa1f5fd4b, 0xed0e7ba4ed6ed835,
        ],
        [
            0x46c24f8c8dfeba12, 0xd4deb04871c0ed78, 0x694060c8752bb30f, 0xfc7ac9b2ced5536b,
            0xfaac4ca9166bc1f7, 0xef0ee3e64edae307, 0xad77f3970aabc1cf, 0xd4601ce0923bdaed,
            0x6b27b5209961bdc9, 0xc32d7b50b1d5584a, 0x13572f954875cbba, 0x20eeb7b1ea82a1cd,
        ],
        [
            0x274bd11b2471cb04, 0x41d5e573d024cdc3, 0xa1a8237bf8122331, 0x3e543335e5fa0004,
            0xe36ca0ae1e884034, 0x0e9a9ec5ee305e37, 0x20ae43ce757bfeb8, 0xa004a935d4b2593a,
            0x63bad3da156380cc, 0xcf57e86cbae7af6a, 0x1b9670a803250197, 0x6cf6c21f7ce348aa,
        ],
        [
            0xaece76d5b92c8d5c, 0x3a13438dac07563c, 0x17269af8255c692a, 0x9f6676bc8cee3ae3,
            0x738056482e830133, 0xbc7731f9c07785f7, 0xf3c762bd4af0a019, 0x2d43ad5f22334475,
            0xdb54918d4eb59ef3, 0x263f3dfa9e4cabf0, 0xcf75876e258d536e, 0x807f6ecad6dc883c,
        ],
        [
            0x7ce1be05ec1c7f74, 0x1a718c571718eb8b, 0x0ea37e208d6ef944, 0x750ab83b28fa61e5,
            0x8457500d35441254, 0xbf3c740a90075660, 0x7023e18d565a7039, 0xbd7486a1d499ac4f,
            0xd895dac69aea85dd, 0x641c87dd77b22baa, 0xdfb2b629c89a1b34, 0x6572ebd647f9c99c,
        ],
        [
            0xda2e136e1d761841, 0xba55ce834ecaf48d, 0x3a713ef2447a33cf, 0x704d3418fc571466,
            0x6a24e46cded5e9b4, 0xa8582a4c28a4db59, 0x28e9b1d46f6545ee, 0x3cf920498d9821f0,
            0xad682ea64b9c3e0f, 0x35a04439bc505570, 0x609dabe6c98ac184, 0xd1d40cebb21c481d,
        ],
        [
            0x192646cca8a2827a, 0x2f99a02c484e240f, 0x850a979cba2903e6, 0x8c84ad3b83940b10,
            0x86e6e458f3d62380, 0x7c84793411efad5e, 0x549f0d3886781fc1, 0x5b916d15bb4183f8,
            0x6660a5f0954755b7, 0x7daf3410ffd9b204, 0xccfab79e7d7db442, 0xf397b9a12cebea86,
        ],
        [
            0xe11583c0e8aad8ac, 0xcc1a41e85394cdc6, 0xad2177e25bb3523b, 0x5c4250c6fec51761,
            0xfb05684e7c6f7944, 0xa4ccc40942ca7293, 0x945a259b72bed03e, 0x9a16fcc33f8d0020,
            0xef1c6297a521e0d2, 0x8bdf4dd0fe8d9a61, 0x063efe3401408149, 0x5a886ba914744006,
        ],
        [
            0x78c54d9b9fca0aa4, 0xfcf161748efa72bc, 0xf043fb7813415e58, 0x4294ae4d86e6efdc,
            0x744f5358368087b9, 0xf3bbf469f1725639, 0x6ae949b05e5039d7, 0x766544915e4b1270,
            0x6464c8cd8e4e05f2, 0x7919b856f037fc06, 0xab2fc23fee4d56a4, 0xfd72c328cd112beb,
        ],
        [
            0xe304d6d0537fb8b5, 0xdc3bae1139b3963b, 0xa17d9a2842377156, 0xa06256c9b5e83e66,
            0x9a87037a960ff499, 0x197e7f3a084a5c06, 0x0d99f2b2d8b177c3, 0x036b7b55a92037ae,
            0x9bb5040a7d4e7de5, 0x01198b9a60d2c773, 0x15f07641d3d446da, 0x0399392e70674117,
        ],
        [
            0xf86706a79fc1f787, 0xfdc1aa90b88aa02c, 0xafadc354547bb152, 0x71f0874fcf75d168,
            0xf1eb170c82534be8, 0x4f1848138b2da779, 0xa782cda1aef04a82, 0x5cd11319c1d0b247,
            0xe79cd1e249aa9d56, 0xb9809db194c54cee, 0xdda406bd58e8d174, 0xc039a1b794592576,
        ],
    ],
    // row 57: multiples of 2^342 G
    [
        [
            0xd7b5f9d8521ed648, 0x770b970720e07ae6, 0x3bfc1990a0d803d2, 0x5cbb4fa2bd399ba8,
            0xaeb26bfedcccb098, 0xc710947f190ca517, 0x4c17fd321db95296, 0x2b82f7053cf16a45,
            0x6fd8fc892335f5d6, 0x63634f1c26b3683e, 0xab1a62853963351a, 0xcfc015958ea4f682,
        ],
        [
            0xe54a507de5160337, 0x2bee7970bb1643c4, 0x98c9f71dccfe23fa, 0x039fa2fc39397170,
            0x74512b967d68f2f3, 0x9ce282f74d0f4a0c, 0x307faea9a26f704f, 0x3c334bd7252f9f9f,
            0xc080a1c26c569c44, 0x84294a738b57d44d, 0xea12f3e3cf03e5a9, 0xab02fee2eb9d72f1,
        ],
        [
            0xba290b0032ad12b8, 0x4233c0d2cd3203df, 0x8f344f4e9bbb70b3, 0x06b6888242fef8a1,
            0x107b09e26903c937, 0x2f4fc3bfd4aa4cd2, 0x66187d0380618b0f, 0xdb9c27d4bda9a144,
            0x4968569d4e9d9a0f, 0x8d6ce4e332cdae7e, 0x27e028d159b6c4f4, 0x2f70e66e27a095f8,
        ],
        [
            0x60defb1fcc3e621c, 0x3c551eaab291f8c6, 0x6aa4e445b5053054, 0xdd36b95e2d7b0a90,
            0xf8e13784163b4ea9, 0xe1724c60bb8f63f2, 0x50abffb535b12e30, 0x310c26225ef6e7fb,
            0x769b07ce62b950aa, 0x1e0f686cef7126c1, 0xc4601e6b36b4d522, 0xcf4d4f4dc89617dd,
        ],
        [
            0x2ab4ea6200104021, 0x9a1b3073e22f5a10, 0x8a7da337d3e2945b, 0x56c644c42717742d,
            0x1a4c50e681057f33, 0xf0fa3a4247bdd726, 0x9be3313a4d40cd9b, 0x6bac444bfb3281cb,
            0x9a546f139acf9cc7, 0xfb36df6286ae0952, 0xa1f8b5968d09185f, 0x32124d550e203b5f,
        ],
        [
            0x1e5f4215c00a0cba, 0x96c85dca083984d7, 0x119b6494696e8d73, 0x394ee22366ce3e52,
            0x23101bbd7f0e7690, 0x4d7023ddb52ed4c0, 0x1cfa18147595e596, 0xc8b66423fa07a703,
            0xd60cc251c9b1c041, 0xb32ff3ddc39f095c, 0x9068210b3f3e5801, 0xc5ee9d05159cf2d7,
        ],
        [
            0xd6dd8c947c3176e6, 0x5507678e594f8524, 0xdd583f64e5c6ff3d, 0x4a997f5d57215c2e,
            0xa147480839c8e00b, 0x8c66662c51d507e4, 0xee6ab13089a80f14, 0x7111fedb0e8ddbfe,
            0x1f64d83438fd137a, 0x0fa3c54ea2a6f190, 0xc83468e9b5b0cf37, 0xbc2557f213239b73,
        ],
        [
            0xfeba907bb6a38251, 0xd5c4d51912f9e429, 0x93eb6885bba96392, 0x0421c72584df597d,
            0x0d1bfaaec14eef9e, 0xc4d61429ff459f7d, 0x3a2d45dc16ffe418, 0x170bc451ad73a694,
            0xee79cfe576d54115, 0x62d274165630c8b3, 0x8f485826b07b1972, 0x30337eac0378e4b8,
        ],
        [
            0xe22af4bc685532a5, 0x7921e7df7f41181d, 0x98a83d90b4c8cc73, 0x337b5378afcf000e,
            0x437f986c19f367a8, 0x1b0ade4a8765ea11, 0xd36210fc84bd8a92, 0x0098b08efadfe1b2,
            0x6d7e77a94c5083f3, 0x751345bf648a98ae, 0xc7309ab6d6acaeeb, 0x7200992e3ca8745a,
        ],
        [
            0x426a6754a1f92651, 0x0a9086169340c0e8, 0xd6f8daad7fb23ea7, 0x77df2bf0535f890f,
            0x343821eb1b51e2e3, 0xa584739b7d1a9f05, 0x55631f84af16046e, 0x9ac224809b31c290,
            0x42e0394a74b11f8f, 0xed2c25bdaf1fbdc1, 0x84783ddd52c7405d, 0xc0b599b3e43d9232,
        ],
        [
            0x709902e56dbcb1ee, 0x4b145f876cafd107, 0xe8a27fb6a75aafce, 0x49896e38b7021658,
            0x6e0c1e127468b9ec, 0x66d84975ebeb61b4, 0xf8bd1c45d3450633, 0x056a3f7ebea6e080,
            0xf1eacc762156c51c, 0x3c9078a28501b97e, 0xb8e9824018b53622, 0x9ae66f34fc07200c,
        ],
        [
            0xf8e60e7df10b4ddd, 0xb583969b58522997, 0x64fa21291ddd93ba, 0x5fed1db5424b0824,
            0x1ed8ec314a5c91a0, 0x4a23a77b086e8781, 0x161de20f412de3c2, 0x0290a248bf25c04e,
            0x06357313cda345ad, 0x0cbbe840a3ee9e4b, 0x3a160bba00d78e36, 0x55bf16bd61c1d618,
        ],
        [
            0x7711346203f0d32f, 0x3bbab4a6d93dfbca, 0x6d6bbc8bdef1de83, 0x8d0b5b01763988a9,
            0x9978879bdda2bb74, 0x7582e9f413da5000, 0xb30c6c6ea365b8ee, 0x3261ae2c26465fa8,
            0x11db2f614b8c382c, 0x7c0d722fa09ba0f4, 0x776238f04e4f2091, 0xf630652b011e9f35,
        ],
        [
            0xd98b2b6b892cbfad, 0xea119f1d9b5e7b43, 0xc944721a735c04f4, 0xc812fa494a47995b,
            0x4d0c15657ef56a20, 0x53ae81f3a7e016ef, 0xf4fca8ab70cbdc56, 0x7afb845ed2b1a050,
            0x4215ddd74fc1ab2e, 0x3c54cc2dc7b3c4eb, 0xaf28c411e7685aa3, 0x4ac9f60f4778eb89,
        ],
        [
            0xcd8aec0fbbd0c7da, 0xbb5c9600521c178a, 0xc9b5cb08766ab25e, 0x5d70334b6d5f2b3f,
            0x1373710dd9b9f01b, 0x4bc7477114b8d04f, 0xe81d579cd5f8d865, 0x0507b0d177f4867f,
            0x73556f557f22471b, 0xd8cf8f4d69a72cab, 0x8c7002f250e1c63c, 0x00445d998de6eaae,
        ],
        [
            0xda55b7990ceb3453, 0xc291a64cdc6a0c7e, 0xb40b6a6480babd1a, 0x50a62974ff1ade4b,
            0xf312c07dad4c779d, 0xc04a502aca7a9875, 0x22a7966684d30e87, 0xa8a3ad497e3d1860,
            0xf484741df18dad28, 0x3ca55f7aff7b9861, 0x00a4c97907907010, 0x0216b29bc57a34e4,
        ],
        [
            0x891e3926ee125451, 0xc35f65a0ebae877a, 0x43a8fe47690f11ba, 0xf5646dbf6cbf48cc,
            0x3f80b1d62cb21b17, 0xba3e1f26db0734b2, 0xb4aa3dc86c3343f6, 0xd1fb18c9fa9a0b54,
            0x0ec7d624e6c86558, 0x38a360b4cea678cc, 0x7699bfa040179048, 0x4e06c729c387cac9,
        ],
        [
            0xd79ab9cbf3a185ca, 0x41aabbb23a4fcc6b, 0x3a25ef35fd152099, 0x2ba06ec85e7196fe,
            0xcd835cc5da735f77, 0x88acd65d55f39398, 0x2de08c5ac847f524, 0x6aa7700c45f1211e,
            0x2abd6ec5d77b238b, 0x8f204fcce29d08f0, 0x3f0c060b15b3c984, 0x249ad4686a31333b,
        ],
        [
            0x239744e9301a0b69, 0x77d11414ee378e09, 0xec1cd746cc31e87d, 0x480a959daf8f90cb,
            0x3db566b2df2e1730, 0x8c5505a7c5d022df, 0xdf2635ae2117def9, 0xa425dc7de56dfe9e,
            0xe87a7d221a75589c, 0x6b5dba6effb8ae28, 0x0bf51b45933b75d5, 0xd37877298b6603e8,
        ],
        [
            0xa56ff4c1a898feb4, 0x2b8f421bba9f48f8, 0xe7f4d251b4908dcd, 0xe8c835cfae12e154,
            0xd220aa12fe96abe0, 0x0f860456c0d9e8c6, 0x67d64de8a0f7b80d, 0x6e3df0b829ab1fcb,
            0xf93bcd67db1d02da, 0x2c7447b40cdb27c9, 0x68094575661b92e7, 0xf2fd3723a206a72b,
        ],
        [
            0x0042a65e286a7534, 0x2232b459e0f1f1f3, 0x358fd4b4258526df, 0x6a9622bf8e9addce,
            0x5bfeeca76c68d5c3, 0x5ba32beb082d0306, 0xba54378ab9c78b55, 0x16ac8bd5a277c4ba,
            0xd43540a6e49fe3ef, 0x2b81d6be13461b13, 0x2b6ef2ebfa1d1ef6, 0xaf22bcea152f0b80,
        ],
        [
            0x0590fc19ae181e47, 0xeed88fb0e8d4a195, 0x66c8c60b7f36e644, 0x9cd817b5f95e1701,
            0xfab18cf57fcfbf4d, 0x716b0bdd7570ed1b, 0x5eac9892c210056d, 0x268b472162b5cd9a,
            0x5c5ba9d52a3a9f20, 0xc28d57239e9911e4, 0x908941e9a85735b6, 0x941fc3c126529cb3,
        ],
        [
            0x0e314c0312f73679, 0x25cbe382afa41a0f, 0xe5db849bcc6f7927, 0xf9d90be8202ce463,
            0x7b3f62d2fe8de7b8, 0x4febcd384b1da7cb, 0xc8b5d1817599451f, 0x4087476733f08ee8,
            0x38ae6a0c0605036f, 0x1dd378e5fc400c4b, 0xc00be881e00ece5b, 0xec12d8b17dd86341,
        ],
        [
            0xcb3518cfbca96c53, 0xeb3754d785215f15, 0x03479a224a24a707, 0xd6aefe36d671f483,
            0x2ea939c0bfc12c29, 0x902e4b9b7cac5c9e, 0x6860a412276a0516, 0xf00ea2ac9a9e3f2d,
            0x70652438c9edb942, 0x46a162a2d1943c3a, 0x08f048dd6643b9b6, 0xe0e3d503e3d09017,
        ],
        [
            0x06550cf3a9182aef, 0x523726327bf2bb29, 0x8f3fd62372b7aeec, 0x8eab66f7cd4299c4,
            0xa8071a2ad0bb9b38, 0x2b154e2bcaf0e508, 0x5f4bfe97869c5456, 0x3019c495ec67fc7b,
            0x417fdb34fd2fd17d, 0x7570c734418af525, 0xa23d043d7743c5b6, 0xa4bfad756745032c,
        ],
        [
            0xa3e15b17095de0b6, 0x2d57c9f0b1121576, 0x1b4390c2584c320a, 0x9e3535ed57695280,
            0x2158e97c0baa7e31, 0x0a43596addf0ac10, 0x7b3b641102ee9e70, 0x0008bddc539d257d,
            0x9cd1295e265b7b63, 0xd13629722095b105, 0x250452a7463d52f4, 0x07051a81959e2dce,
        ],
        [
            0xb9a005c724612e63, 0x2e712bc9561fefaf, 0xf700878f5ca6c7ee, 0x8ba69eb31114b0ec,
            0x89593b3ce62018ac, 0xc72c1eb0866f0ea5, 0x3023bf874e4d9e26, 0xfe04a7358068b16e,
            0xc7617b38c6ff0568, 0xb5de10c449a6eb52, 0x0cb3241ba353f851, 0x2098271c764d082e,
        ],
        [
            0x602c9b43cd152ec3, 0xe4f8f1c6113dd5f9, 0x2f317bd634d6b338, 0x4c86acc1b98c539e,
            0xce64ee5ad407e28f, 0x05e1c62cab687567, 0x7b986adec5ee7c08, 0xaf9c153ea4d8e130,
            0x1dc4aadd0ba7c035, 0x6fe81aac0c7f190a, 0x074f2ffba5d53486, 0xc7670e4a5a375fe7,
        ],
        [
            0x8a849b0041bc8106, 0xf0e2bf94cee56aa4, 0x243655912c9f0d8d, 0x38ab64c0dd1cb812,
            0xcdcd3d66405884bd, 0x10297d5d40253835, 0xc9eb9333237b9837, 0x6917b622c99be223,
            0x5c1d7ab9c312b8d2, 0x98ad8aaa9d389174, 0xcf64d60fc9f72942, 0xd1e98ac75db47cc8,
        ],
        [
            0x358ea7ddb15ca20b, 0x8328e22676d3256f, 0x2111cd8a142d1449, 0xf3a91167d863aaa4,
            0x685da1c61b5057e5, 0x8725b7f89135448e, 0xed80862a7a8b3718, 0xa5bff284d6af32b4,
            0xd5f62736998019fb, 0x109662c9fe229ed6, 0x05f3191390ea5fac, 0x95590a1a63113bdd,
        ],
        [
            0x3646268c643b26ad, 0xe08048256d62507e, 0xee4b6bcf65376d0b, 0x4c434943707dd32e,
            0xb362143a7f8bc931, 0xb6c7353becc7ddde, 0x232e40200a5c81d8, 0xee8fe931e6fd2848,
            0x40b6e71d761fc885, 0xfa87f07e2e4decd5, 0x4911fbd09c250697, 0x558656791983724d,
        ],
        [
            0x8c56016e7de8fbc8, 0x12f4b01d109811e4, 0x5c1740ff2e8e9787, 0x1ef71aacfd1a9591,
            0xbf0993f9d06bd8b5, 0x8f040e8364559c30, 0xf3cff2fab19daafd, 0x6a2ab7707a74f7b4,
            0x59f8ed557c73fe42, 0xc8ec72c9a1b176c4, 0xde4fba3858904740, 0xb4044b0cbf8f9971,
        ],
    ],
    // row 58: multiples of 2^348 G
    [
        [
            0x08aff4b2bc6510ad, 0xe061870d74375758, 0x5b02734b8aae6004, 0xe00b1374ce9622d2,
            0xbae3cd2772430767, 0xab468adbfab48cdf, 0x57874d65f681a609, 0xd8d8c262283ff85a,
            0xcf13ae9bbc42a3cd, 0x6063ecf78ba86c86, 0x09bd4976d1ae018e, 0x10b976f0dceaf81a,
        ],
        [
            0xaff997a41875066c, 0xf5ff9ae6f5376c09, 0xd15cd727a5024843, 0x16f10c1edd79448b,
            0x4952de6ab58f1e24, 0x31614db5d6158a22, 0xd31a1102a92d3cc5, 0x219abd9b0a65bb9c,
            0x03228b0da0e4afc1, 0x9767002418b5e08c, 0xab85d12d42525df2, 0xde8e4a817cbd546b,
        ],
        [
            0xf1b22e745f4215bc, 0x7ee742e880ecce98, 0x60227fdf6e5fa075, 0x2e7c0cebc72925e7,
            0xadc86ec782f3b229, 0xf8b7cd572cf9e052, 0x2f04e418efe1c5f5, 0x2db8249f106d810e,
            0x631625c5f419e1b7, 0x679508971704d5a3, 0x76f263656f405990, 0x89ee0d8c9b5bcccc,
        ],
        [
            0xa05578c5dc9b3525, 0x5cbea81fd7efe097, 0x4984f1018d6fb412, 0xba8d24ea79fa9821,
            0x3bf7773998c5e0a5, 0x80de8ed4f21a0047, 0x87386450725bd2c4, 0x1c1310d8d6a17264,
            0xf7c873bca6a69218, 0x5f707c6bb8eb8480, 0x10d6e22516e6bc03, 0x8411acda714aa837,
        ],
        [
            0x32541f94c3e01aaa, 0xa0ee6ae77738e6e9, 0x1681ba732d5b94c9, 0xce35e8d0e5a57151,
            0x9c9416982bda8386, 0xdd4074681ffd5faf, 0x05d488426c97ea3b, 0xd8e39a08f7e1ad52,
            0xf8ae624178c37f17, 0x48e9cfd0a52f656d, 0x33dbdb0ee8f88fdf, 0x615c5a566f4a96fc,
        ],
        [
            0x7bf0904d1d272fd7, 0xe36d39992ccd7fed, 0x31cc6c16af9abaf0, 0xeb1721d26a528702,
            0x5a4363001683bb30, 0x1e497c45a65a8988, 0x0a9c82052182572a, 0x62de4d555d3d65dd,
            0x96386b9e15b02cc1, 0x0108f602b6bc339e, 0xc18389192348185c, 0x7bd9cb34a115b662,
        ],
        [
            0xe67dff1adb8f9e81, 0x7928316732d07235, 0x24668f38913cbb27, 0x232f97d1179befe8,
            0xcb7372d0ad53be1d, 0x786919385c5a2aa1, 0x590371d9c460233b, 0xf10e5fd5bd8f2dc8,
            0xd303c6daf9ddcd21, 0x022315f5ffdfff6b, 0xab6abdfb3d2a1a92, 0x8b0b398bc56257ee,
        ],
        [
            0xb2e776310cbfc247, 0xed26c0a007ac9315, 0xc33e2121a8254ada, 0xa8c05c2e29ded690,
            0x9d65d4608e70e87e, 0x616104d52b20930e, 0xf7689f7905c44088, 0xfff1f5fc5c8786a6,
            0x81261f40a2db534c, 0x8193cd894e8fddc0, 0x3a837b7ac32efcfd, 0x08413cc0c6d78382,
        ],
        [
            0xa197c199744129b3, 0x1c803c6ed54a3e42, 0x2b62920ba69e31e4, 0x0758302641554dd8,
            0x97e8253580435819, 0x36ee36089955c519, 0xa884390ef6f1b84e, 0x44af26458a6a5644,
            0x1f508c444d00d9ca, 0x3885255b0c658e1f, 0x2cfb3f488cf3aea7, 0xc045904f2af0acf2,
        ],
        [
            0x73f9dd022f3d0be8, 0x0d9294d69a81e60c, 0xf3e7a436cf744d24, 0x2c800f2287e0ce05,
            0x41abbfc4f39cdd58, 0x9b885803c4955a1f, 0x82627d8463098a20, 0x262c36079fb77566,
            0xed947083aeb6c8c0, 0x65472195e8566438, 0x297775daee866bf3, 0xfd9f88b0bacdb349,
        ],
        [
            0x5a6ddddc3489bedd, 0x6fa576a9b6006928, 0xb1af0f4f8184f7d5, 0xa58de01846372c8e,
            0xe1fa17c735adad9c, 0xc051a767307590ff, 0xac77c987457e70a4, 0xe3a6f9ff50edd913,
            0x04ec0eff55d933f4, 0x3103d76d5df5780d, 0x6b26791b04d2fe84, 0x58cde5163511b485,
        ],
        [
            0xac5b36390b77c5d6, 0x3813990e6a2674c2, 0xcf6595a81d7c537c, 0x2d4326cebcef45c6,
            0x9ea06a9a85346c98, 0x2a44500db6a82c36, 0xff93399fc245394a, 0xc884c6322eaf663b,
            0xcb7cd8fcd87319a9, 0x206eddbe4f3dacbf, 0x04028d4be5bffa0e, 0x2e3f1489bf82f8f7,
        ],
        [
            0xe3d0f581296a29fa, 0x1bd949a5ac94d1ad, 0xf08b9b7314f4a88b, 0xee39832dc72ebb86,
            0x2f404f41e4f4877e, 0x07e3b319b3557b4f, 0x6651b00c5a189d75, 0xbc8318d26ba7e950,
            0x5f8b17816f08a897, 0xc90fb4b0ca5d8d02, 0x1621c4f904d8f0b3, 0x2a3c30878085b1fc,
        ],
        [
            0x32b86f81756e9314, 0xc2927fad39a4d48d, 0xebbb616d9967c039, 0xd1b48f47c4f0da1c,
            0x153e8ab30302ec2a, 0x88d40bdd0c734a79, 0x22e8625a04177539, 0x90e9936caf55a8f2,
            0xe9dc9a5b4c67afb2, 0xad8a1d0cd3ef92a3, 0x4dc69585c29c1601, 0x760d977925af8c2d,
        ],
        [
            0xdcfc8c6efe3e9204, 0x910043062b97c3e9, 0xb943c3e17b40a076, 0xc3a820abb52d88ae,
            0xcc30cc8ddeb32189, 0xd4ae679fdbcff8ad, 0x0e80646a116a3e32, 0xb738fb7b61671536,
            0x60bd79f0f24eee50, 0xa65032b6c86b7e0a, 0x9d240fef6cc743f6, 0x2ab2a677eeaf3665,
        ],
        [
            0x7655aeeec3965d6c, 0xa205d8ff15754e8d, 0x2c547f20f98f3f6b, 0x80f7e38131fa2ac8,
            0xe1a0ae1734e62f59, 0x121ddf8c98286ca2, 0x62ec2e880205f0d8, 0x8e49391c5329d563,
            0x71fcdbd2251ddb37, 0x92a91a35e9cee913, 0x99c6e5cbd84aee90, 0x5459524ff1a79358,
        ],
        [
            0xa885c71813b46d13, 0x63005c3d4bc551fb, 0x8a4740f73537bb47, 0x65c8fcad4b0e619e,
            0xf19add53391d240e, 0x001f38ae8c947519, 0x6931e2331c291a7f, 0x00c7cb7076226a23,
            0x31aff126b160aa51, 0x20c80fdfafeec29e, 0x087025226bfa683c, 0x4783c288fb7d8313,
        ],
        [
            0xb126d912a648fd0e, 0x95e45e9891662ca4, 0x5c28ca06517bdd28, 0x6e782cf43f2a765a,
            0x6888e517d73df362, 0xf2c47059f846cc91, 0x603a367a7bcf98bd, 0xeb500d72a60e9509,
            0x7be22924f84f0e32, 0xb3faa22a6abea723, 0x54963f7b13d741a6, 0xd4dc4b7b383c42e4,
        ],
        [
            0x55b24cb93c433e49, 0x550221c662cacfff, 0xbb71a949511dc436, 0xfc271f5f0944fe23,
            0x50b9236f44609ad3, 0xd9b999a59f4f2a85, 0xf530a7b14a80df70, 0xfd7f7c93a4db143c,
            0x9f7412d501ce9ae5, 0x41b70f5a0b25e26a, 0x3d689c3d33f62ee3, 0x8b7c9c87c3758b7c,
        ],
        [
            0x2ec900092cb73468, 0x664ab8d639cb749b, 0x0936aa3d5207689b, 0x3f93174ee2a97606,
            0xfab6d961e96dcdf3, 0x88ebe80a0bcba670, 0x171f54085c3cf25c, 0x1b669949e57263b5,
            0x410973f6bc9b1b1f, 0x4ccadfbcf8372499, 0xdf2f85d5d1f63b3c, 0xf192eaf9be139752,
        ],
        [
            0xcf746b7d9a4f220d, 0x8b1d27c8ed607fcb, 0xa1c534517f74a00b, 0x0be1c55d4faabb68,
            0xe1f106576091e312, 0xa7b232f924b501aa, 0x613c8c2bb11cdd0b, 0xb6a03338ffee306a,
            0xdf0bfa6ce1a65899, 0x0cc99354974ee866, 0x9053baf38a499835, 0x4d0194ad5cee3ae0,
        ],
        [
            0xfd666f9106abf883, 0xd69bfca58231b830, 0xbe9928549fc524b7, 0x7e7a4800f5b5352d,
            0xe738fc40652104f9, 0x4ef294bb9db179a7, 0x7f764ee145a01dab, 0xddae3781957cdda7,
            0xde725ed5560ac1e9, 0x2f509153b73d2b66, 0xb425a7742ecff618, 0x862565e8e5418451,
        ],
        [
            0x49b83c9bd411ef21, 0xa527c9fb330634fc, 0x07d455982150ecb9, 0xa9b1525b241aa12d,
            0x95c2474b0bc4e99c, 0x2ff26b1dbb4dca4a, 0x0933c9c639c96db5, 0x8196b5ea931086c9,
            0xaef5dcbb42500186, 0x6c6580ca79c0bfe1, 0x30d946f0723c37a7, 0x859161d88bf80195,
        ],
        [
            0x26d789c81131b631, 0x0e251a55487168be, 0x612c6ec97ddfe9e0, 0xada5fa96830f9997,
            0xf40107909fd763fa, 0x199b8d599874641c, 0x3020664b4eaabdb7, 0xe1a8d599b7169758,
            0xc6f71c7a44335f0d, 0x04ec6619bc6b0357, 0x0b2b2d5e3f29e33b, 0x493d3d52294e7c04,
        ],
        [
            0x556c82c9ab7de467, 0x21f7bf4296807fc7, 0x301018ab072e28bf, 0x3418fc4ff7da26d9,
            0x11e1020a3c50d314, 0x0bf2acd895e71da8, 0x248fbf8e651b0df0, 0x3a1f0bde8b3a119e,
            0x5c7d183ab560942c, 0x75a4db16ae263b37, 0x424755c5a5439489, 0x66221ce43ffe3e53,
        ],
        [
            0x3bbe1b246cdcf8d6, 0xa1e34dda4e132264, 0xebfaf3663c4a0d6b, 0x120ea78b6f6df6e1,
            0x8a3538ccffe3285a, 0x8a5ea6e5e3893820, 0x9b0f85e322b2df7a, 0x900bde0ce2a716bf,
            0xf0416f720cca8a1f, 0x171dac1a6894ccf4, 0x188bb9292f734aec, 0x3f976bc88255035e,
        ],
        [
            0x756e9c3e942c9b6b, 0x08efc67b7c822fd3, 0xc4df831b4b4222dd, 0x206b5f12eedd708a,
            0xc94bc3ee1b3301d4, 0x6902486e57b20637, 0xca74601875ca9125, 0x073ad01a1a072bde,
            0xecc9a0033c7772e1, 0x1229209e53c41710, 0x368196d759caec23, 0xa51f13f89953d1e7,
        ],
        [
            0x5d0384d5e8cbfee2, 0xefc07c9723b32dac, 0xcd082f8693b869e2, 0xbc3c307a13e36b66,
            0xcac89f3f62b34f1a, 0x383ff726b61c29aa, 0x0d55d6ef0e80361a, 0xb4b2f869d024f8ee,
            0x0c356729ab32f3e0, 0x2434e62de9b1f301, 0x7497bd9b09ac13c3, 0x7ee80f879aae10da,
        ],
        [
            0x7628cfd60ddb6353, 0xe53538fe7d7f29ec, 0x51d2bffb2b06386d, 0xefd2ac9d499aa48d,
            0x790545cf60cc279e, 0x4dcbdf1b0a33ce1f, 0xdc06aa963a529303, 0x0459e288c326c65d,
            0x92d64c3bbd312241, 0x6fb093700fdeed4a, 0x35e333f5b4b6ec3f, 0xea91486e2d5cb759,
        ],
        [
            0x2a4f490878a58353, 0xf069bd87260fe04d, 0x21d53469945386b1, 0x53669bda1f81a5a3,
            0x15efb04cadd288f2, 0x0b9246ccf1f501e7, 0xea54b4fffa34577b, 0x7c636397ded57bd7,
            0x7a071b953d1b5c59, 0x9841d2fabb88a5d2, 0x706c8db65e591a5a, 0xf76125f32f33203f,
        ],
        [
            0x8866e61e03475154, 0x71272195d05b43c1, 0x12182b154a20bbfc, 0x664938a226bf5226,
            0x471499ec4e6b7d0c, 0x86406d9e76cb3c70, 0xeee1d7873cf8eec6, 0x8afb34f4545f058f,
            0xe23e75943a7f477a, 0x2b64c99867f32b94, 0xeac61d9f32534ab0, 0x532e06342c6e1594,
        ],
        [
            0x2278cab127d56ae7, 0x56d65ee4e7d8c43a, 0xfa588578b29d2529, 0x5bbdc49bbd5f5934,
            0x47f7a77f17e1926f, 0x5e525723352a11e6, 0x5381b3940cc6af3e, 0xdb0f8ad17aae7639,
            0x18beea2e5d75ca2a, 0x233289293a873c91, 0x5b0138dd9082fcf4, 0x63c48c717b93764f,
        ],
    ],
    // row 59: multiples of 2^354 G
    [
        [
            0x6b09bf3425125475, 0xbe728aa450f19fe5, 0x966f8f2654c560f9, 0x32b175862108d675,
            0x34655ab78a4ccc6a, 0xfb2192a76a1fc6a2, 0x02b44b78d377a887, 0xe82d2a577571691c,
            0x78b48d3342b9a553, 0xa2ad1ced880d5bfc, 0xe4bb724e741dfafc, 0xd1942826da5e0a51,
        ],
        [
            0x5131d8182a0745d8, 0x5109d2e1b23da656, 0x3fbe823db3fc52d9, 0xd4a282e45555676c,
            0x34eda59bbf16c86b, 0x5538f464158e8efd, 0x25db8dd668716fb0, 0x05585bcc15278cc3,
            0x68fdb77b3c9c55bd, 0x220b29dddbd3ff6b, 0x5698999d0fe5ab33, 0xcc421b4d5faa00c7,
        ],
        [
            0x0366839857dcba1f, 0x377a71c6cd06d548, 0x1ee509145effb338, 0xbf9e40ca66279350,
            0x88dcdffddcaa2c98, 0xba768a9185957655, 0x31dff680ce37dd81, 0x7a4be3a2735fda92,
            0x97e4aa6c9f6b7fb6, 0xae23652a1c0bf066, 0xaf59df252c45cf4f, 0x69262af309e2f460,
        ],
        [
            0x49c0c09da19b7f44, 0x21cf10eb44b47593, 0xeead581f21b7abd1, 0x221fc0f62c8e0b36,
            0x97e3d3b449455f17, 0x30b1817a3112a8ef, 0xee6e05b6df5745ca, 0x8373dbbe9f304afa,
            0xab7bf494432202c8, 0x575dfbd06707a413, 0x6fbb50d92ac7c5c0, 0x8042b7d4c042e8eb,
        ],
        [
            0x69ee8551017bf404, 0xc1aba51b75becc0f, 0x4702eb5b8c875d87, 0x3fc521c046ba3ea7,
            0x28bcfa90e1a4a1ad, 0x37e508e69d0c70d6, 0xf5a5c79cf5ac0364, 0x784cef6c3d321471,
            0x07f0c0f9056cf32f, 0x1f2c29e51049354a, 0x3eae40e3a7a18431, 0xd0a9e8c3d251c677,
        ],
        [
            0x2fa3a4cc3bf12c18, 0xe21065d05e762620, 0x3c239948ed1b8b35, 0xdf66ec7d911e955d,
            0x26a8d63ae1697e08, 0x7e5de05b27bb6431, 0xabb423eda8cf648a, 0x68243e2fdc5c1673,
            0x0d69e676c79d2ae9, 0x3ae855cc3d127dbb, 0xb806d2a1274bd07b, 0x06f407b14038f7ce,
        ],
        [
            0x46fb0395d58a6a93, 0xe6c295a09514c628, 0x34afdcd3dd121380, 0x414cff86e8e1a63c,
            0x613d3cfef7a54622, 0x2880b22f4c4271df, 0xc5c2f7084f68256a, 0xb30257dde5057604,
            0xae98c36a1c841d6f, 0x81c78508f1190628, 0xd5563dc332df3b35, 0x42f4765874947294,
        ],
        [
            0xae108d441d6267f5, 0x0abb628c600c5780, 0x13182184ad4220ab, 0x7f2a6ec0d0021c39,
            0x28550602510c09cc, 0xdab56ec0abc62f35, 0x4f652848bce3180f, 0xe66c5c76160c69dc,
            0x9950aa13f01780d2, 0x3c5abb2e3303c2e1, 0x6377c910157b7066, 0x4eff9e28691ad373,
        ],
        [
            0x633ecace3ae3ed6b, 0x5da16f24f86c3254, 0x897bb0a1a08129b5, 0xda1617a479511593,
            0xf4323a82275a3393, 0x395f019d6b13a8b4, 0xe3106dea1398fa03, 0xeaa099eb42f5fc01,
            0x4a5423758b5b63b2, 0xc50cbce2084e4a89, 0xb364ed58ae134800, 0x0a928e35ee7dae6b,
        ],
        [
            0x8c4284c93fa29e5d, 0x6b479a7945c5c1a5, 0xc5d86bf057039573, 0xff4b986da6a33ec5,
            0x985939666db27132, 0xd08ee20093a250cf, 0x01db2ce1e905fb89, 0x90420153f0cde2b7,
            0xd93f8f65ced2e0fb, 0x36f04932699868fc, 0xf874f55681e0b9b2, 0x3e456eac2e4bc441,
        ],
        [
            0xda322247f3319ed0, 0x00a461aada311610, 0xe8e4e7c485f3f3b3, 0x8106b5f0fe6bddf8,
            0xe98f49916acd9ce2, 0xe10f12c23de0a440, 0x484ac6ec905c2d57, 0xca89d0a33a009a48,
            0x96c8b07c5f3dd0e8, 0x484deada3f1fe1e1, 0x879364d1cc60524d, 0xa652b7fbe94b16f4,
        ],
        [
            0x2af32a711ccf3230, 0xaff0a62c6e79cbb7, 0xe4703570c3d96e52, 0x3f11c8a1def54d4a,
            0x3f0fcc464d01b8f3, 0x33de558cfe230060, 0x1ce7dc088ebce09e, 0x6f13021dfc32a9a9,
            0x343b6d4b67a46d74, 0xbf2a4c5d43dc1095, 0x0ff6820e275ca8ca, 0x4d922bfd11c57564,
        ],
        [
            0x28b5487a45fcc74f, 0x0f6c6f19b57945e7, 0x4d01fedcdc55f10b, 0xd17d85338e8320b5,
            0xa3402815f47b2e1e, 0xcccb74266298c28c, 0x36f443dc68786362, 0xa0c040ad5bc82061,
            0x98bffb21b02e8898, 0xf967b3a4ae4493a6, 0x1c4c412ccd469943, 0x34bcbd5269e5b5b2,
        ],
        [
            0xc6b949f446994345, 0x02bf20cb014dad2c, 0xf2781d00f1bf50bb, 0x5a6721c8407f2bb0,
            0xa5156a437ea95f0e, 0x6f8694a9a497f26e, 0x65366abcaff31d2a, 0xa449ec15e17d63ac,
            0xe7aa9a9f17f0b173, 0x385adddb1dacdb46, 0x82713f595f09ab2a, 0x1c390c53b309b9e5,
        ],
        [
            0x96ba8801ade36053, 0x1fc0cb593efebcd1, 0x5f4bf6791169bc05, 0x6809ead2dc391baa,
            0xcd1139316cc37b4e, 0x2b2f235924da6cbb, 0x38a5939760371bf2, 0xc88a6f2a548834e4,
            0x4d98a2fdc61194fb, 0x4a843f71a8ae0bc3, 0x08e33ecdb7d58ed1, 0xc3c1b2b7dd7ab3f9,
        ],
        [
            0xdeac0181fcd958ac, 0x81b58131ade89415, 0x12058f23717cac38, 0x86567e8e3758422c,
            0xf2337b2ac929a975, 0xaeb74b1dfdf27c48, 0xe5698223e2b8cd24, 0x6af186b54afa66de,
            0xa49bb5a31efa5e2d, 0x98835755f6a7a90e, 0xa73c5ccd4a9b6744, 0xdf945a115943b7cf,
        ],
        [
            0xe1af0a977bb23d7e, 0xcf65b7dc75402a8f, 0xa8cb6def0dc46b3e, 0x3732cb6987a94bb0,
            0x1fc2cd10d35753dc, 0x359e43320f99b403, 0xbd1455b16a64492a, 0xbd33d5849acd1fe9,
            0x462cf6939a73da33, 0x338daebe0cbd0d1d, 0x375773fb4eabfcc5, 0x64954ff22cdada07,
        ],
        [
            0x43fdd1c543eeb119, 0x6b87bd5b3574e596, 0xfa0fba2167c7f555, 0xbdcdf76a91674143,
            0x1dbda447f012ced7, 0x81fe4700bdd61cae, 0xf22721fec3c25bca, 0x87f4b1ccf565d7a9,
            0x09fe577449c3b6e8, 0x8ab9ed3755ab69eb, 0x768cb6047298c58f, 0x950a2965d8c1ca31,
        ],
        [
            0x3f433890cbbc602e, 0xe832928dc4175083, 0xad6796c09ba8f769, 0xab58d1ea59f35a24,
            0x6f4a4a9569306530, 0x3c530b01b4be1f38, 0x40b84b0a6fcae0ca, 0xa7298554f2b6e881,
            0x1c5870b708ae47ac, 0x2e409fc100e3e70a, 0xdbfc19d698ae4e22, 0xd52da409041aad29,
        ],
        [
            0x591bd224d44d9420, 0xc26f4e88e028e23f, 0xe745e3e936152bf2, 0x7604a757cd3563e6,
            0x8307a168d9d4abb5, 0x86855466d3709420, 0x3df04325a46627c8, 0x4fbd850947932ab3,
            0x7d403c7f880c9590, 0xf74f1028d8017975, 0x648139511b1900a2, 0xb1bf5e44d76f8a8a,
        ],
        [
            0xf93aff3ec67201e4, 0x3756da7671310a98, 0x2ab661ec302f46ad, 0xafd57eca3202f77e,
            0x5f9214bd0d9e5b2f, 0xf7177e241d94e1a7, 0x6c0c3e4f14644a90, 0x8fbddd7d4ef36ddc,
            0xc76980b1483717a1, 0xc72a96137ef008b5, 0xdf72ebd1e29f90ba, 0x315cb93894e28ff7,
        ],
        [
            0x58bed746c2d627a6, 0xb1cd2bfa47d26941, 0x316fe5a36cc41093, 0x8a2e3f734d8874f0,
            0xdb138545b5d623e8, 0x8eaa1604e66959f3, 0x3ca6dba3cc769326, 0xcd88e2f46908a1b5,
            0x4d7142d7d1311905, 0x638ee0883540f2e6, 0xfebd4fe9a357c07b, 0x12c8d25bc1cf132a,
        ],
        [
            0x47ff53dd3444d2e4, 0x3d37c42b4f54335d, 0x14f2223a1bf96606, 0x3b7ad9c9c8be37f3,
            0xd5ef510d9dbc405f, 0xd3c84e9366dc679a, 0x7b1cc0750e866d17, 0xa5a35a6711884376,
            0x5f5b13ac97bb1900, 0x5b80388adb4da76f, 0x27585e2e8622c0d5, 0x22e120f6aaa20d0a,
        ],
        [
            0x82e08f9e7d4e8d0e, 0x68f697dafeb68896, 0x09d35089c14a983c, 0x2cb1f38e3f9f8df7,
            0x8763bbeae86cd4b1, 0xc0fe2542bb26601c, 0x2a211531e4328b4c, 0x3f98013c3255b791,
            0x868b9c406b4bbda8, 0x57796ae54eeb8ad5, 0xa6ce539b9b5e7fdd, 0x8aa22561b5b6825c,
        ],
        [
            0xd9aafa2268e880ea, 0x53c602ee9e9f3ab8, 0x2939553e901f28ad, 0x818dcd57a842640a,
            0xd4fb7e6408b4f78a, 0x24b3e0b2e0df57d9, 0xe20c462a446e27a7, 0xb4f611612bf60887,
            0xfcb3720810468013, 0xa904834120ac4685, 0x7836f13455b09751, 0x344f8b24c69bd7d7,
        ],
        [
            0xd18fc30c9a832004, 0x70eefa6153e7de5e, 0x7483583b9f522333, 0x0a4f689ebc579f9d,
            0x8ba8aad0bbe32e10, 0x5635d15b70ae92a2, 0x8ce3f9ae90162784, 0x195d1f53914a26cc,
            0x59724755b85da93b, 0xe1f14f87e07ccbe8, 0x7f328aeba1cb97b4, 0xeb59ad195907d0f0,
        ],
        [
            0x47b74897c04f4f8a, 0x797882ebbdecaafd, 0x343d807acb7b0877, 0xfc648e7533747b78,
            0xd4dd654d1d28a983, 0x4efc5e2154186b7e, 0x67bcad6be577e31f, 0x4b85fcd72c88f86f,
            0x46fdf03f0160aa1e, 0xb3b57e7272b17d70, 0xa01fa6256f9f6ac9, 0x1bf68aeb49eb5dda,
        ],
        [
            0x6086bef68a822557, 0x5c53121987e69163, 0x575eae1c0ad683cb, 0xca177bd3d211cd06,
            0x92f9471eda45d75c, 0x3e0438d762c2e9f0, 0xb684db9281a8dcbc, 0xa93b326f7b6a5053,
            0x0092ee1249209d24, 0xf6116817ac2e3d54, 0x53f2f3e348b17c20, 0x82ea0c67b8f02680,
        ],
        [
            0xb6a595867fa9163d, 0xbbfb67941900a590, 0x5d7a4126db3f602c, 0x9cff4526efa628bc,
            0xc08b57b14477e70d, 0xcbc75c5e33fd035d, 0x13e3cafd2ee78f42, 0x5faf76fd999fe271,
            0x7880ea2da6a22fea, 0xcdf6d801485df66d, 0x9c12acef9310e7ca, 0xa13782f2cd4d6037,
        ],
        [
            0x32bebdbc5c1e5cee, 0xe41138ff459f4ee3, 0x087170702025d4b1, 0xd1e18a96bdc28b13,
            0xb25d24db1548b947, 0x551b7badf2583fe1, 0x1ee3c2cad0e4045a, 0x96c96bf1c54ded5d,
            0xaec5c2d4d4e8a22c, 0xcb93ca7e8065f6b5, 0xc2c96cbfdc8e16f0, 0xa6ea2834df922622,
        ],
        [
            0x43206bd072128dcf, 0x582712c1c076e91b, 0xc81d261e25aa088c, 0xb6dda719532635bf,
            0x5ce34f930b606767, 0xb75afb06b1504905, 0x01fd31a02d8e1441, 0x0b7280411c5b9268,
            0xa5c763c95dfd11ee, 0xf514b2310cb93213, 0x6d92ad6e371ba3e2, 0x1a2e79fc27b40f09,
        ],
        [
            0x2897245def0101b2, 0x47ab7771484816b1, 0xb03afc147ff46005, 0x8028c7099edc1111,
            0xc0eb608e9d28056b, 0xa1ce28062ef878b0, 0x4d72bba8e9a8b829, 0xf129f74681674f77,
            0x67da73b7a302da18, 0xc6018bfe6ace2770, 0x1a4a3f7d3c1705e1, 0x016ecc7c1e5f4707,
        ],
    ],
    // row 60: multiples of 2^360 G
    [
        [
            0x129eb4f3550e2f47, 0x6337dc9d712138f7, 0x3e2a1f7f13e54a9c, 0xddcc51e7fd9784aa,
            0x8c33d591ea743f41, 0xeea16f9d01697ae2, 0x779e13c5a97eeec2, 0x4c8c03b234631a1b,
            0x6dc880f9375f6406, 0x5deb5178243c87bf, 0x8ba028f01ffe48a5, 0x7990c82eb253a99f,
        ],
        [
            0xd61eda70a7cf3c75, 0x055d93fe4f999b9f, 0x83707713bed71910, 0x0d8c29814e6753db,
            0xf083903a3aff79e8, 0x0486b52759c95a69, 0x420b345044d6b247, 0x52da52a59b8d5fc9,
            0xbaeec5814afe5503, 0xf70f8ebc0e7f7b20, 0x1d0d52bb7aa53cf9, 0xdcf481def274f21b,
        ],
        [
            0xaa92c59687971b25, 0x89ea09d6f55196ce, 0xf43b31b2c8ca140f, 0x118f63feb5368f71,
            0x6dbe0fbc5cc85916, 0x6fe2ff8532e7e4bd, 0x1907d4bfed933a45, 0x16a51bfa8e5f36d9,
            0x60a7388fd7c48208, 0x97313ec08e9c8ad5, 0x763ef1770de99ed4, 0x283f0d3709145fc1,
        ],
        [
            0x2d2482f2d4507be0, 0xaf401bc9f4f7cd95, 0xdfac142ba7448917, 0x0c8f75bd66b83664,
            0x2b90c4feb8d72685, 0x97ac361fdff34322, 0x4e3efcac8f432051, 0x0f1ff937fef16f14,
            0x4a813871741e06a5, 0x993a97e2c6f81131, 0x7bb5c42b15319499, 0xbe2767cd9f560d32,
        ],
        [
            0x80626ee4a5132afd, 0xbe7e1aa25ae64e40, 0xd13a7bd50f1d6309, 0x25bf8f88f9c966ca,
            0x3efd20ad26a4a75a, 0xb8d7d75bd038cbbe, 0x5f25924f9dd4e042, 0x71181817861d6049,
            0xbc54ee88996eed40, 0x1d474a0481cc5aea, 0x8cf72038e0415416, 0x314c80cf97ed2a41,
        ],
        [
            0x4bcad459f706f7b9, 0xceabe39c38c24e08, 0x6adb795462212e36, 0xda6aeee8b5e92754,
            0x6318a4d16f1ed112, 0x9bb2a02fdf463f59, 0xa8ab98d0522fbc9f, 0xf82aa68e2c5de82a,
            0xf1f9d86f5b17b28a, 0x7fc0a3caffb8655b, 0x5427bd15ac87e609, 0xe6271e903a759509,
        ],
        [
            0x988369edbfba87c9, 0xaed8fa9cb52c55fd, 0x9485dda4c06a1f63, 0x7bc0fbc56c2f8e66,
            0x4296aa3a7a224858, 0x1f051b132a8d8544, 0xe163b74732c38ae5, 0xf7745f38e3aebd58,
            0x9aad08ad52e822e4, 0x169d1f2d79fa55f4, 0x838e3d35eb0fd592, 0xc52ecdac9e34b35e,
        ],
        [
            0xa498b294ac4f42cf, 0x1a0c969e75308ed1, 0x49a0c422ab4831f5, 0x82b681d6796ad4e3,
            0xafb8680393ee36ca, 0xe0b5f0705c2df049, 0x562c171c4da5aac7, 0x34daef8dba839ab1,
            0xb81508209d7c3ca1, 0xaba1cae3c759352d, 0xc8f4575947bc3470, 0x5677134bebe96782,
        ],
        [
            0x31949a7391b2d315, 0x11984d09cd82ed11, 0x51379175c874aaf4, 0x4a693043ec215b42,
            0x575ba5ff2e62f3fd, 0x13b2c4200cfbe815, 0x30782a24c7ad608d, 0x83e73373aa6f1143,
            0x5882ef9aab0ce284, 0x549d75903b987bad, 0xb1a0946c888ff126, 0x3ecc6772e116cb9c,
        ],
        [
            0xaa642265dabee2dd, 0xbfd904d83b4e86ac, 0x09b1c85a7cdf138f, 0x1c8098ba4d9fd0ce,
            0x2f7f5a8bf6154a25, 0xa09bc1e682ef89f6, 0xd66b5078cf82b83a, 0x971ecdbb7eff93f9,
            0xd54b70b7b68dad2d, 0x57c354bdbc04384a, 0x4d57524240d8ed79, 0xd3f229b23fc42d83,
        ],
        [
            0x1d68c8f8579cd0be, 0x0d932a19abae5015, 0x342a632af4f283d5, 0x618065616948c7eb,
            0x8ca33c3e1e9ffaf5, 0x5fa200d67d06d68d, 0x3264262dab9af93b, 0xb8828df7f0cb22ae,
            0x5b68da77646a92d8, 0x94b9ea33bb534a71, 0xce5e5d0e71cd5562, 0x4168e70f41490933,
        ],
        [
            0x8c0d5a1e835892b0, 0xffbb00a2063698de, 0x4f361e969a689332, 0x8c3f84692115de7a,
            0xdac009f1ea800f93, 0x28923c8686ef8a47, 0xe9f85d5565a8548c, 0xfaad9da807921fa5,
            0x97a43440b510a114, 0xf2bca7caa2e35c64, 0x9b30f948392a3748, 0xa5b6627b8f127474,
        ],
        [
            0x4319f6b9572b8632, 0x785340c89f29cef9, 0xdc2bd19c3ba01733, 0x893c9cd873d3a2b1,
            0x7f71402d781f369e, 0x88867fcb594815c2, 0x9d09de2e5cf622fe, 0x8a07424293b63a11,
            0x947f15b6259db307, 0xb418bdc9617bd26d, 0x9d9ea4d18d2313c6, 0x797d6bb18dbc10cb,
        ],
        [
            0x8a450240fbe6d210, 0x74e9c3e6606d9386, 0x8de766b0ac4bfa53, 0x1393d77713b5e37a,
            0x7e7f66c8030e3394, 0x8fd171dd278d7d4b, 0x0bf7e955604ed804, 0xa4b23c07bcdd1dde,
            0x581e5c2275c26842, 0x0a6ffc713f82ac44, 0x1a5bd949b5df651f, 0x67809a73aead292a,
        ],
        [
            0xcb8c6c42acdbcb41, 0x536c2bcccbf4ddcc, 0x50955daf296ac7ad, 0x2b02d9b8c79cbd0c,
            0xb2798a98dd32c542, 0x04e3ca26fbf73fd9, 0x642ab665204cd344, 0xfdc5249ee976c8c7,
            0x2f66b02d4deef82d, 0x3dda2b8862fdf4ac, 0x9dd49083e291c67c, 0xda2075b4a86e5357,
        ],
        [
            0xf21adecc4cca56ab, 0x59777afea3122b0e, 0x7e0d55e7e5deb68a, 0x2fb272e9b01753e0,
            0x921cb62a8b664954, 0xd42a4bd204b92393, 0xc6239833da194383, 0xb4d2bd31ad55b1fd,
            0xb05888a0fa999a4e, 0x5c4e46be1a7db127, 0xa970057aea3734bc, 0x6b51ba9b1b34ca68,
        ],
        [
            0x0b141328bb86b238, 0x07e4485eda73b910, 0x8957b1d9609f66cf, 0x4cbcbbdbe725808b,
            0x78b4e3595a1490d4, 0x5a1e8fc22bcde344, 0xbab1df744e07181a, 0x9504c4e4dda27103,
            0x0f2c1bd626510552, 0xc3037e3cbdcdac84, 0x291f3723b8278cfb, 0x99daa42860d7aef1,
        ],
        [
            0x16e49af70f7a21f6, 0x5e14355b5fb46947, 0xc637648477e7c428, 0xd1fe3a9f6be114e0,
            0xdf2e0a02af778400, 0xb7ee1a50d095d54d, 0x484cac2ab63fcc3e, 0xce1ad6227fe3c301,
            0x8ed0b4e037c1c1d4, 0x6568392d8f235346, 0xd278e6e55fd5fa48, 0x0b881312f219c895,
        ],
        [
            0x1eb115f2e2faf654, 0xcca26a0257f913ee, 0xe686fe901fbd2308, 0x72243f7839f7160b,
            0x02c0f9343940c490, 0x62c6e8fe69d4a571, 0x3defcfd96a14ead1, 0x5bc5736cd9c8f175,
            0x1489cdb480e05e6b, 0x6e63245f8437da75, 0x862437b56dd7c2f4, 0x82a03413db982fc4,
        ],
        [
            0x078b52ddcf1336b4, 0xbe3288ce4fb91a50, 0x9f9e56e65e282af2, 0xe989c1b72de702c6,
            0x83881fcd8ef4b9c8, 0x1978058ba84eb22c, 0x292bf55a4dbb4270, 0x497aa13840658187,
            0x326072955968d936, 0xed8eb685802377b2, 0x617d1edf747364ae, 0xc7ef3626736f1f1e,
        ],
        [
            0x1b80851fcd550be9, 0x8b4f5bfa263cfa2c, 0x3f8cf18047b8f484, 0xd1bd06623dcf5fa0,
            0x8ac5610f68b2d542, 0x0d65cfb2ef01bd09, 0x9412c8306267fc1b, 0x6b5aa7c9968c7061,
            0x984fbfd3e9ba3329, 0x747263644542267d, 0xa9bae2cc7a9781da, 0x06e75f9d613a8c1b,
        ],
        [
            0x73ebb0f169b59858, 0x385f0c86090fa903, 0xe541ad377400e5c4, 0x38996906334dd78c,
            0x7202bb36ea0870a8, 0xe7a551b9937fbc95, 0xb33c9d4e02308b7a, 0xfaf23e9eaba68d40,
            0xd64e0c9f3edcb6ea, 0xeb9d3c27bcee4397, 0x938c47c4d4e7ce8e, 0xc7769b198fb95c1f,
        ],
        [
            0x0e2ee76ea7fe83d7, 0x4baaceb0671d0af5, 0xfd9bc2548c31933a, 0x9f8058487d669f6c,
            0xf06dda9cab3cadf1, 0xddf0590adccaf291, 0x0ac2761c0ffecd3b, 0xa4b94b2edb5cbcec,
            0xc7f5d3dc87bcc49f, 0xbad25572a5a90b54, 0x73088c12d82e1982, 0x21e5d82d3e4f9e5b,
        ],
        [
            0xc15d8086a17403cf, 0xb5220d35e30aae59, 0x1365a84f3529cea8, 0x9628b54f19eb95b7,
            0x462dbb0b4044eb78, 0x7b5fb0397ab3b817, 0xd23f472698a1fe18, 0xd9ff44786565e302,
            0x15e7be0ebd99f9f6, 0x2b5a9aa42ae3bfe9, 0xa59e080313953871, 0xebd2dc84a09456ab,
        ],
        [
            0xbdbf1ca92727cbec, 0x34f0a04d617f82a7, 0x163985d44a8d0c65, 0xd9f2404db0a13c8a,
            0xec519d797c2f2588, 0xd92a0ba4acc4fffd, 0xa54b00a98bee5bd6, 0xf54741419a154c27,
            0x220aa1b7932f0c7b, 0x9ad6ed2ad0483fc4, 0x5d6022fa002b70bb, 0x407250e95ed56f95,
        ],
        [
            0x9c78d26fd28b76ea, 0xac7e546984da748c, 0x3f29352118e409bc, 0x9278cabf17ef8d30,
            0x5521ae902f4f2e22, 0x483d5e7751a3dc24, 0xe0aca4add9fe4b80, 0xc686cbcbf1fcc192,
            0x8c3350a9209f8187, 0x5742a35f7f0406ea, 0x9a5637bd32a09ca5, 0x83e584cc172d56de,
        ],
        [
            0x8f027579768eaf76, 0xc49e3bd0e03fd6df, 0x4d21688dc1a8099d, 0x10edaded7f969ec5,
            0xceeda5054c1d26dd, 0xc60aada09164604b, 0x02a470a77d90ab4b, 0xff10c6fd32d8706d,
            0x6970fcb49f9f1867, 0xa8d1bb600b1b4df6, 0x0097ea1d3b94e82e, 0x3385832fffe51403,
        ],
        [
            0x6a2ea5282ff3ed4a, 0x580962b7bf1da18e, 0x4a3582b60d2e6c47, 0xddce7cf2961f4497,
            0xb63b37d7e4eed3a4, 0x3902fb5f7ba24e48, 0xe659231a84979053, 0x597c789d974af384,
            0xd871a5e3049710e6, 0x19773e8f697cc263, 0xe2587d637bcaa35d, 0x0cd3887cdd92ad0b,
        ],
        [
            0x7d9fd9e37a864038, 0x9ea1a02d7abc80ee, 0x06b70432e6330da8, 0xdb9cef7fcd3fd9ef,
            0x23d75d3bd759fc91, 0x9c83701e6343486b, 0xf33bd117228fccb5, 0x42d7feeaef98b195,
            0x7a553a2a159ba9c5, 0x2f552f3d03fbd38d, 0x5594740bcd1975d7, 0x89b54e80cdd85aaa,
        ],
        [
            0xb76dfedf70795f03, 0x5399f1afa26ba9b0, 0x25cdcfa8ab1a509e, 0xd31c72a1f66445ff,
            0x21caff5f9e034b91, 0xd7fc223c8f7c6d51, 0x0a4fef46a2329dcf, 0xda5fb9db4da4f4e2,
            0x9567eead484d60f8, 0xa15423935993efd0, 0x7b0d26a66d39594f, 0x46fd6f10d1ea21b0,
        ],
        [
            0xc83f115af37d9583, 0x4483272f841c2307, 0xff4ed155b910c54d, 0xf2357045fd776848,
            0x022ebc5ee0152193, 0x358f5568043f10cd, 0xec5b1d0332861ab8, 0x67f4aed1c4b23bdf,
            0x1ba4aab48110b8cf, 0xd5782650190218b0, 0x44b06c365570e8d5, 0x9c2f9bf8bf127e8f,
        ],
        [
            0x0c4507eb52891723, 0x39253277aa705304, 0xdd81cc6891a09107, 0x860c69ac3592893e,
            0x97e2c512dd657250, 0x632b661d48b34f1a, 0x78f3be1254e9b62f, 0xf9cecde2a788dd73,
            0x793b035f6d217eb4, 0x629df5db32f058ec, 0x3484888b910e6821, 0x48909218e4e66f2c,
        ],
    ],
    // row 61: multiples of 2^366 G
    [
        [
            0x0e5750fc2d1aeb2c, 0x6e32e317e74135d5, 0x04902dfe993bec7a, 0xbc6f50a0cc19c85d,
            0x1f4f1164caa1a929, 0x87c61952ed101357, 0x5c9a43c696c411c3, 0xec331ef5f1ef7b46,
            0x8da9cf02bb3ce003, 0x1933b352c73fe41f, 0x9cfcf1e7575b463e, 0x0c97490d894c6792,
        ],
        [
            0xe6d17438f08e50c0, 0x8ee83538fb591f8e, 0x6dd80c4b57fbb278, 0x4ca1e28e0d0ed82b,
            0xbf4d61cda1dbc8ef, 0xc90a68cb9a4692d1, 0x3e4daa27d590c2d2, 0x359879436ff79fb4,
            0xcb4f186f3c5ef7cb, 0x598e03c5eac656ad, 0x8c7025b58e0b36e5, 0xd1abc795d7ea99f5,
        ],
        [
            0xa3579ca2e5b0df1f, 0xf0e7bb9e4d32acea, 0xfc9bdacfafa9e161, 0x55a8d45ef2f499ea,
            0x0ab422066098a748, 0xf6e2eb95d2b92a5e, 0x64081881aa265ad1, 0x82be06a78b511c25,
            0x656c33f0f4097440, 0xd0437a567caea7e9, 0xb0cf4ba4287de6cd, 0x3bb34dd1f0213402,
        ],
        [
            0x305bb9a832a41354, 0xb50d25f25929c1da, 0x0526e29cc1ad2df7, 0xe75ec303d3ad2521,
            0x37e078f45af9c584, 0x75bd359357fb4021, 0x9400a5296eafd08a, 0x9d2dad272f0f7c45,
            0xa8f595fd5abaee00, 0x3fcbab7a2b34e6f6, 0x4454ccf4351939a0, 0xd4fafd9c3b90a779,
        ],
        [
            0x480eeee3260d8ec5, 0x3060e5aadf45bdb2, 0xe130987dece8c8d2, 0x283669f0765153d9,
            0x9748a4e6393bc48d, 0x5a8500e634fb1a1f, 0x1258d8ba2d37dd60, 0x53e8e6505c818761,
            0x0174676e9f6ef745, 0x9f39fff95aedcf14, 0x94f393330f1728ae, 0xbe3c8a33b02fc100,
        ],
        [
            0x346d850b9b0b302a, 0x2365a923cd42812e, 0xb42a9500dfe40e12, 0x026eff1ab926fa81,
            0x4dd1abf815933fc4, 0x93f75501243a4234, 0x9a70341d9317d163, 0xac67f37d47d942de,
            0xf328f44f774ee81f, 0x03b568512417964a, 0xa4ab20724d597463, 0x3ac28379d0338095,
        ],
        [
            0x1b374baa7bc60029, 0x1264dd798e9c4186, 0x0fda1b9f76b74008, 0xd52da2746bb2e430,
            0xfb3409fcfedf0713, 0x930ab131a23b1cd6, 0xdd01798f90a6b445, 0xf520e76caef61e3c,
            0xb9c08e62645bee13, 0x42ed231c3fb5c1dd, 0x5c05090fac7db787, 0xffc9ce625eec598d,
        ],
        [
            0x49ec16309b66c0f0, 0xb081f7b2a9c1310a, 0x3fec232729c51b9d, 0x4210cc1087c530cb,
            0x9b48f465dc9ea847, 0x56269f2231292967, 0x370a5f8089238b5f, 0x027b379afac9b7aa,
            0x7a38daf811fbbe9c, 0xdb9499b7c3fe72ec, 0x1f6456d2e15301cc, 0xd6ddcfc975bc6436,
        ],
        [
            0x2683e6cbcb05199d, 0x4b3aa501cbbbba23, 0xf7e62bd4fb912643, 0x6ac16a5d267e7791,
            0x82d12958bac76b62, 0x2a068bb9b0a7cd8e, 0x5b2f2965943efd02, 0x71742f927f224ddf,
            0x83479d8dc591174d, 0x15bcdeeb2f49bfb1, 0x691f13a613842bf5, 0x185ab218ada0d729,
        ],
        [
            0x7b9521b8029ed748, 0x27049fb601336198, 0x842b3cfa293a55da, 0x415bd6cf27786d8f,
            0x681f00c16cb0e9d1, 0x57deecb8b176eb8a, 0x533d618cc717ec6f, 0xac64603becfda49a,
            0xc17b8638e3c93b74, 0x67c13b7e592b9283, 0x07f1d44366931cf6, 0x327fd7cfe4aa44d4,
        ],
        [
            0x5cb28a1361704621, 0xd731a9d625514fd0, 0xe8a3932b5bd850d1, 0xb23b7f088bc37e51,
            0xd3c2aac4e47f395d, 0x8315fdebce481324, 0xf8c2351c9e77c4d4, 0x10d1ce53fb0dea8b,
            0x05d9539154a5d94e, 0x00225851a838291a, 0xd55cdd8f5c66242c, 0x855e5115efe03cc1,
        ],
        [
            0xb581db49c70677b4, 0x6513f6116de68e88, 0xee6c1dadaa27dd01, 0x38003190b0e4bfa8,
            0xe77932e097368687, 0x216f34b1d51fabc3, 0xe11f3e8731320784, 0x0b010799116013f0,
            0x032c1b1d6b611759, 0xe421378a7c3606ed, 0xe1ff2628a3e2262a, 0x6ba3f533c320f954,
        ],
        [
            0xee8549432c0fc61f, 0x420ce03f7a09bac9, 0xf71b6de3b68696bc, 0x2300d36ee312de96,
            0xa0c3d4cb5f46bbff, 0xee997fb18a9cb1fc, 0x73a6a3a665327c46, 0x180188a726e568b8,
            0x6fc45d3d4e73840f, 0x50bf27f0d1746dad, 0xe7f13fd2b450f439, 0x69cd97ab15371445,
        ],
        [
            0x04098d521c8643e1, 0xa971281e27c4295c, 0x377f8624cadc1ac4, 0x0b6db4abff324861,
            0xd1417ed0ad5f1dd1, 0x3bb01d7105f6bc4b, 0xdc3915559381e638, 0xd264e670a6deeb2d,
            0xd8e2eecf5e7b5ac2, 0xa3269dc532d24b8e, 0x68f8fe97ec4e61c6, 0x1f0bf7af7af6a0bf,
        ],
        [
            0x7c2e46870c5fc1f6, 0x676dcb176fc1b9da, 0x3c33e147a5182144, 0x55ee39b5542aaaec,
            0x0ae2a9d7d0df0fd9, 0xf9068a851e593c61, 0x78160cfc661cc598, 0xb2a6c99ffa2e40d4,
            0xf639d59a3ca9fed6, 0xde5350c1d7e1b076, 0x86a7ca3f046d14ca, 0xed955d4b1d5d2651,
        ],
        [
            0xa557ae4aa32c2c74, 0x41edc930ed00cb15, 0xffce97a024e0ef28, 0xaae9c473d1f8de60,
            0xf7062b09c6450b70, 0xcc5e1a0bd6c6586e, 0x7c76e482199c1e66, 0x6bdd83d4fbf739ee,
            0x3e6555d5e3759dd0, 0xb7bb34d997a2fafd, 0xe1dc99d7808829da, 0xa0456c3a628d2c38,
        ],
        [
            0xa1412d4dd5402cd7, 0x06e49d61480ed176, 0xb16490bcaa09532c, 0x46c4806529dfea8f,
            0x5f38e39d625dc34c, 0xfa353c317da2433b, 0x49da4d8ffdf199c2, 0x25ff2283a9943af1,
            0xc2b9418e9bbf7392, 0x5fb53de60390830d, 0x268fccfd675d7aeb, 0x2890156800a951ce,
        ],
        [
            0x72e933c16e47942c, 0x4bb9440e6c29af40, 0x54bb11f1fe184a72, 0x3effc0177002fa02,
            0xaefdf6f69907a1e8, 0x136c73d039971128, 0xe49c008be078441d, 0x568c622778ad377d,
            0x9e0b46aa9245d1ac, 0xdd726fb265055cd8, 0x3b76c0fca58773e6, 0xe8e3b0b01bc41567,
        ],
        [
            0x08b32f7146b62d90, 0x41a124556420549d, 0xf4ed5a3ffc956828, 0x7ff5e9b145ea14b7,
            0x878da4e7697110e6, 0xf1d45b2a5a773cfc, 0x7a016216a6adf805, 0xc232016ef8d0cb51,
            0x3499e577175e90dd, 0x3e34aecf42917839, 0x94ed6a80c3d14694, 0x3d8ee4616b9a1560,
        ],
        [
            0xfb1014e944036294, 0x5df30ac9fb0a786f, 0x9a36c2f7733843b0, 0x79969c23bfb36d6c,
            0xebd0fdcc1f36852e, 0x83ca7ed79adcdcfd, 0xd8263a223b505755, 0xbaddb865a4199621,
            0x477a1e8ee8184c9f, 0xbd83b24328aa2fbb, 0x3cf0cada59564f62, 0x32bebbbcc6f387a2,
        ],
        [
            0xd38c0ccb65772492, 0x5d20774be73140b9, 0x12f44965e562b276, 0x210137fb85dabb8d,
            0xe321cd1507b93bb6, 0x8097718b60e886d6, 0xb158e3cc40302bf2, 0x14bfe72d6377133a,
            0x8721b6c75bb67ac1, 0xee15d664dffe295c, 0xd40532b2d4b9430d, 0xbef74c13be8f3034,
        ],
        [
            0x334be99299f85032, 0x8f3ef136f80df934, 0x6217c3bd2b8c1085, 0x82ad4b33571b3072,
            0x6ed5ab00010e5b01, 0x8a2461e007668c96, 0x28df80fa522a41f0, 0x4817f68c726f02f8,
            0x7c59e1a95439226d, 0xdf1fab07c62d7e70, 0x78d610e10c999557, 0x8ae61b3e0aa85978,
        ],
        [
            0x45155cd41b56b7b7, 0x6345a5316482d472, 0x82cffb9bdd42f5c6, 0x7b0a74249a621197,
            0x4449576c68df4dd3, 0xdaefe5623e3af38e, 0x6b6c42e1cfe0564a, 0x1cf856c0d5c32150,
            0xe8a9f1f2a00a0c81, 0x4a146f88d3aa9739, 0x2aaf983f26495129, 0x6d1c12dd400d1f03,
        ],
        [
            0x85734124fd61f95c, 0x16ef27b7bc68edce, 0xf3454f75d3bf3e7e, 0x55cfafa1a85b90ac,
            0x9c3604d2a04e3ab0, 0x3ff52e27726c2682, 0xd620c26b5854235e, 0xecf6752487f1cf76,
            0x57b2949b2036db4d, 0x355298bae8cd8dc7, 0x8d26cc64fe17ca27, 0x069e7d54a42959f4,
        ],
        [
            0x72fc7ecd8641193a, 0x2f08d3e5b2fc537a, 0xcfb2f073b4bc54f7, 0x0ef2a9a90254ab3a,
            0xbe6abaa4cb65c3c4, 0x7f3e93a49198db1f, 0xca804c06a41e689f, 0xfd87cb458ff535a9,
            0xe06c904d66daf0e2, 0x9dfdb38a71b960e1, 0x9fc9357387c51145, 0x11e09092e64ddfee,
        ],
        [
            0x46655e8464336217, 0x14724a157df9e49d, 0x59da43c32fac69f7, 0x59f5bed4bf28db22,
            0x1a790e79994d2e9d, 0x3f994f524e26a6d4, 0x2553f07c4b0c0f0f, 0xf2651f9fdd50c896,
            0xf6602d12af3d5a68, 0x18b4ca174c866cec, 0xf6d56b3b96baad18, 0x97a18c6201f3826c,
        ],
        [
            0xfc42adc3c693f4be, 0xd4572b2f30ffbe56, 0xfc961df93578aa84, 0xa74c0499ec94dab5,
            0x56094e574d2a5304, 0x0ebf9c7bc60e4b7a, 0x4c278acdd16a61d7, 0x934c75f9fe48d027,
            0x93b0d14ac075d257, 0xe5a55a4b330a7324, 0xc53713f0dbad8e49, 0x08e2acb01fc5e43a,
        ],
        [
            0xa21768510c5c0b6f, 0x1c37979c58cd30dd, 0xf7ec90b368011094, 0x589b179b5667ad16,
            0xda75336151fae5a3, 0xf2b00ff90f64662d, 0xb1051e3036d63791, 0xcb2d8eb929010cf1,
            0x920047d4791afaa6, 0x25831468fac65134, 0x25eab72765dc3672, 0xbaf9bdbe4b264385,
        ],
        [
            0x47893af8cbabab7a, 0x1fe4ecf2c70d68a5, 0xee47df747d8af97d, 0xfa9a2bdcfc1d134d,
            0x76b50c7d1c78caf0, 0xf0c97650ddb58e40, 0x0dab5e9085ead015, 0x54f5d93d58b807c8,
            0x1370b4a0c59168d1, 0xac785cafaac16e15, 0xe17f6c8e974b6fbd, 0x370e4ea384b06ddf,
        ],
        [
            0x1ca77534709c123d, 0xe0942a55c979d126, 0x3dfce85c18b2df13, 0xc99988311d1e88f8,
            0x7e31e75d9eee3890, 0x6b9225d3ebb3a6e1, 0x4fbf5e74d5f06cf3, 0x15f652ad6049123e,
            0xfb687128b6aee9d1, 0x3e923133b1f06dfc, 0x1f7f0d41688018fb, 0x484fcc8f908f1bda,
        ],
        [
            0xd8fd5590c0f14633, 0x70b2aeec274ca3ce, 0x7dfd1abc51574fa1, 0x2764abb4c5cc1a60,
            0x558f19f2e2c992ec, 0x2fe1bc21adf69bda, 0xb1dd464d3eedbf64, 0xda053f20c6064007,
            0xd2a229a4d6301fcd, 0x520209096b8f42cf, 0x33b784f737339d78, 0xb9116e713228cf46,
        ],
        [
            0xec4330ef98324be4, 0x0ab57529928c60b1, 0x9e425d00e3ea4021, 0x86d1e630c41f0cfd,
            0x74c9581188c2d2a6, 0xde951db0f2c59c88, 0xa7a39535a7edfbf0, 0xca222e10ee8f0d1b,
            0x83146832df5e8b90, 0xcef6f9cacb5f3246, 0xfcb427c06e61da8a, 0xec247977ca9e130c,
        ],
    ],
    // row 62: multiples of 2^372 G
    [
        [
            0x84662bf665fccf36, 0xc53f2a9ea828e18d, 0x342a2176addb7d44, 0xb8fec0e2204bf00b,
            0xc6bd5e9d6cc5ffcd, 0x47acf18f8026401c, 0x6bf12b4490c532ef, 0x8644b4c83f791143,
            0xa3eb5ee6d9ec40fa, 0x30d8c20410c6ba12, 0x0c23f41feb0feb7b, 0x1cd46eb61f6d5b1f,
        ],
        [
            0x6b9b511548596617, 0x4ced3216dd2ebfc3, 0x0a193075acd16d6f, 0x6b1afad71428020f,
            0xc305c07cdd5194b7, 0xa27638fa1e1ca55d, 0xdbcc15dddf848788, 0x097b7a8e6061bf23,
            0x62a9eab1985288a3, 0x9d79cd99fadc5e8e, 0x7af9f0cb481ff2cd, 0xf4d8ce6911a84aed,
        ],
        [
            0x1897a7857423debc, 0x45077ddcb3970a27, 0x6ef20970b70db3f0, 0xcb233d446d3ad5c2,
            0x0684205f34049756, 0x56849845c9826267, 0xa7ca330820566922, 0xf5599f1e1de5d3da,
            0x7661eb8912e7e3e0, 0xd8d35c80505683ab, 0x4581005e90195ae1, 0x89e8f844ec550621,
        ],
        [
            0x1297197d6764a6d1, 0xa82981b7d9fb6a9b, 0xbef199e66194023a, 0xabc2acdefaeeab9b,
            0x59e77c1de1b1e257, 0xb50fefa149402bbd, 0xe2495c28f2b4c11d, 0x6278c2082a4a7d81,
            0xd60d24fd9bf4cb61, 0xb98a70470a5b472d, 0x2c8ebe917d33e7f8, 0xad4a994574422529,
        ],
        [
            0x83a0367315f35a65, 0xc6df37b972caedf1, 0x1a04f68502967228, 0xd61a91bc0bcd84a3,
            0x5da49db54fa8a260, 0x8dfc83a21a002008, 0xb4fcdb2d6062a51d, 0x177b41f7f3e5669a,
            0xfbb80b9fbc930c7c, 0xc26ab460c96fbca4, 0xbab80439acf9e379, 0x3ad07a495df9000d,
        ],
        [
            0x9e68e8521bcd0172, 0x39211a2e6275044d, 0x75812c54e325322d, 0xa0f0031224ef8ca2,
            0xbc6ba48f9c50ee53, 0x38a3d9ecdffdf46e, 0x4d0f98f8aa8315fb, 0x43f5a8935cef0028,
            0xfeffeed2705b987f, 0xcaaab2978953b823, 0xa37374a2bde0d2f9, 0xc44d2ee2a3313c2d,
        ],
        [
            0x13dc6bd73fa36c32, 0x64fa2ee958261858, 0x558c34152bda6bf4, 0x9ddc01518eaad35c,
            0xb97dcaedfb8edc2d, 0x8d9ac94c1c45b0fb, 0xed38732729431d6f, 0x6a44043ccb75dc65,
            0x9ba63787c3fe1458, 0xc00ff09d8608a166, 0xac23f223f717d130, 0x12f08274dbdfc2b6,
        ],
        [
            0x27cd56945e730f57, 0x887f95a0709f1dbd, 0xaff142248b20b5e7, 0x2b5c99e9dd677191,
            0x59781f80b30e4cde, 0x16ca2d252850e9a4, 0x888aac5c8ed32035, 0x190d6e98ace2cb13,
            0xd2602e6648acb496, 0x6940d5a1e5a02906, 0x90221ae86e9d6186, 0xd4cee02f3a7e42e5,
        ],
        [
            0x91246a8e8cb84747, 0x174cd795ccce19f1, 0x8497d967b66c3b78, 0xcb2a56e5436e682f,
            0x355a69bf4b95fc3f, 0x8ff6ed06eef9f7d1, 0xa6275520b3cf557e, 0x82bb9c9271946077,
            0x4ce0e163f4a6d262, 0xe8aac7bfc0008d21, 0x2a1710978d16cb93, 0x186fee36cdf015d2,
        ],
        [
            0x98849ef0f279ca2e, 0xb2faea04ae274c64, 0x99e56a2b8af68b0a, 0x5fa5e67ad8a74b28,
            0xe5b5648fac750ddf, 0x196b0654262065f1, 0x360c621916ea27e0, 0xbbaa68a20dd8df7d,
            0x6e629ef72a888c5b, 0x8727770892d307af, 0xd8aaa4afbf061c4d, 0x37d958d19d50898d,
        ],
        [
            0x799eb44c70015517, 0x99baa05114eada43, 0x4a19e2743bd8b90f, 0x901ea6eaea6cb4e2,
            0xc403cf8eaf7de155, 0xdb3a2f451aad167c, 0x3856f867fadbf8f5, 0x4ef6682a2c6c3bdd,
            0x7725304ebb5fb35b, 0xd36f2f201099809f, 0x0b3a0b916e5add54, 0x8566179f555b58c8,
        ],
        [
            0xb358923fc3983ff7, 0xbf818ad8ac6eee74, 0x40873d9a26013ca1, 0xd4a512f7d6d031cb,
            0x2a3e40addc5ae4ea, 0x2c851de6ade89dd8, 0x4565b67fc2a5fcc3, 0x6feb2a10207f916a,
            0xd7b3451c7b934c06, 0x001ecafc29096903, 0x9eddafcf82d8a787, 0x3ed155779a64e48d,
        ],
        [
            0xb982c2b5b0ad1a8d, 0x591bb2598bdbe6d6, 0xfb54d9994f59c988, 0x77fe1820c0e41c0e,
            0xca3b53def900b194, 0xb8712a246d5c47a3, 0x783efb90386d39ca, 0xadec9b0f8159443e,
            0xe57f907e0bfa38c6, 0x6c19c125f2783574, 0x8772ada5c031165e, 0x827c4c7e518f0dc1,
        ],
        [
            0xfbdf080eb24c6512, 0xe43f0eddcb2b7e77, 0xec852c659dd4b848, 0x3382a9d06df1c750,
            0xdb9b270652e390bf, 0x9f9b094c48c55dc8, 0xcebabd3eafb24af7, 0xc179679037f649ef,
            0x17c7ba139729d171, 0x461f9f4d3c38e767, 0x90d54970342010b3, 0x9fcd77fc49207c5a,
        ],
        [
            0x3121d4d9924138ed, 0x6bb87cd40e08ef7b, 0x2be3ea62fe9aac42, 0x1f3c62dd21035976,
            0xb80d2e6d0506bd4b, 0xa79bfb7338604ab3, 0x1045091fa980d38c, 0xec28a2c52de33928,
            0x26d7e37d8bb136b4, 0xb63f74fc0335f656, 0x133b99da78ab429f, 0x7d1c42e699291987,
        ],
        [
            0x4d15eb3db41f372e, 0xa8a8acce5413894a, 0xf1f33fca75665b49, 0xf0711a2ffd23529e,
            0x57ffcacad87a4a75, 0x2841b4daff113d37, 0xc2181590c9fab249, 0xc2582db4db3e1b77,
            0x1c2d38909cfc4d7e, 0x96ad8a9515550e58, 0x7184f9ff529fa3ef, 0x7c4525e91a5318d1,
        ],
        [
            0xf50827a334934e68, 0x38562fcae3b705d1, 0x389790ffda80a951, 0x46fa6dbaa2190bf7,
            0x58b94a6de09ae367, 0xfbf9eeef2d3fa79e, 0xb9ea5e66c279d31a, 0xd174dd23af3fa34d,
            0x5532f96e065a5a09, 0xef9c4d745d475637, 0xad6e5516fa560d15, 0x68b80da9ed192cd3,
        ],
        [
            0x24b33652782a8225, 0x0c00a3d8ecbc0705, 0x954b494b73601ebb, 0xd25566f12dc0df57,
            0xcfe17833ea80079e, 0xe93d04385d3476ca, 0xa77420b4219bd82e, 0x190f69bf0430a7a5,
            0x4b01e29242971c18, 0xa809d626c3ad0f85, 0x0b44c4b2471f3522, 0xa08e4bb58b592079,
        ],
        [
            0x3246a37fad4d6985, 0x41639192029f317d, 0x81574ecc37f745d3, 0x12deeaeae7cf222c,
            0xb7088d1a6d0ce655, 0xb93204ac6cdcfb00, 0x260a7e02b2a5a4e5, 0x1ed0dfa2aaf0b755,
            0x3a953b9bbc95aec0, 0x9454986362711128, 0x676b7740b3ff0b14, 0xc1b7768b4643eb72,
        ],
        [
            0xb5a9494ae490e454, 0xf41411fc8553d448, 0x7f6de20c60a311f6, 0x4390836627dbf484,
            0x7e7b999374488e00, 0x151509008cc7ae93, 0xe60249b59dfdc0c7, 0xe0d43b376c95ea8b,
            0xef906631218d7588, 0xbf62bc3a860acd1d, 0x8d1319075afaa989, 0xa8a783b39cfe6529,
        ],
        [
            0xa6d3dcacc6bbeda3, 0x3a7d06cc475f253b, 0x127825959bb34784, 0xe9f16ff7e622681b,
            0x0ec926ede0cd6a35, 0x99c82127b33a1f5b, 0x43fb216017af1f91, 0x1f1285009e04a007,
            0x1c7c12a78109d79f, 0xada607fba44e852d, 0xa084544e1415cf34, 0x8cfdb0477f90b6ed,
        ],
        [
            0x95e787ae1aae5a5e, 0xf369763f721e7d1a, 0x23d8c9113bc02c8e, 0xb1873684bae9943a,
            0xf1fa2db8fb8088c2, 0x44ac9114399be28e, 0xe2647ba8be83aa1f, 0x463a4e7440d816f2,
            0x7760111d2231df99, 0x30b3cc4ed1d908ad, 0xce3d368d45501293, 0x3bc42f6c6c6fd411,
        ],
        [
            0x7a28b9b5a80a034b, 0xef59bf19145c1274, 0xcd9e5fe323d7a667, 0xfa59a14a3970aaa1,
            0xda85e60954e22abc, 0xb9b44bb494ea9dfd, 0xf0ef22aef9226ec7, 0x65299842610cb8fc,
            0x588faab2233fdf17, 0x9889b71837c4d55e, 0xa0a0e2fe2bdf06a2, 0xf1b24048ea4efcc1,
        ],
        [
            0x6ce1af69e7b412a3, 0x3f0e4678f09868fe, 0x39d65d97a08b7ff6, 0xab18b66161747e1f,
            0xc0d6cfc9a7f869d7, 0xdadee9d3b4797b1e, 0xe137b3a046725469, 0x6133c25076a594b8,
            0xf55c698068206c2b, 0x0fa4c05e1fcf33c4, 0x8ce4b7da2e296e73, 0x78b869977f3040a2,
        ],
        [
            0xec52d725bb2282b6, 0x885755eaa4b8c646, 0xb47070316b2d4d44, 0x431c98b15e135d1e,
            0x9ea79a913006baa8, 0xbbd78744ceda177b, 0x330477bce7789f60, 0x67650671b402c002,
            0x8e979d936293bea2, 0xe05b404e43406922, 0x733b5dbbcdd979d7, 0x93de63a90fc035b9,
        ],
        [
            0x8792893b0b8ab24e, 0x7570fbdde776a266, 0x7dda68b36d715569, 0x583fd32d0169cd82,
            0x2c0cb260cca58339, 0xf337fa69a25acfb9, 0x79576dc7b3c0212d, 0x489b7df47b39a3a2,
            0xea885b8682c5c42e, 0xe4caede2a1c57466, 0xd64226aa1498f40f, 0xf2df71e50e6ed9b9,
        ],
        [
            0xea7af913f60523ae, 0x0a37a449d199d10f, 0xeabb9a3f53874407, 0x338f918000c45da2,
            0xc7a76fa8d8405f49, 0x5a41daaf776f21c1, 0x390fc79912fed54b, 0x9dfa8456da89caef,
            0xd4160f6895c85557, 0x9b3a9a847555dae5, 0x46dd4beb1291dfd4, 0xd924331b2e63691b,
        ],
        [
            0x9547409faffc2ed4, 0xeb8c32303600279f, 0x123aa8fd607f8c8c, 0x19a4fc57c811ea10,
            0xdb9d657fd751c3c4, 0xc77a3de07ce94c9d, 0x68124393c296bf8c, 0x30af28192ebc4ca6,
            0xd0378759f798e3a4, 0xf9d5990eddfffff8, 0xdd1ad3fbf540b51b, 0x0fcbb9f12c68dec9,
        ],
        [
            0xbfcacc311994d0c1, 0x42df0e1bc39b5f2f, 0x25a66a25222796d0, 0x88f0ed831a7e429e,
            0x14ab0260b279119e, 0x8a6768118e1da109, 0x193acc5bf0352c40, 0x5bbad753cbb8e5be,
            0xf47bd00e22776008, 0x24f98b98903bf768, 0xf312b820664c313e, 0xbe6083f0b012b9ff,
        ],
        [
            0x3e42f80906fd88d9, 0x0586a44401097d72, 0x61ca645c71475d5c, 0x460050dc49aa11c0,
            0x2f5992c4d9f906e5, 0x158d4402538d4ca6, 0x1aac9ab8f6cd9c82, 0xa0d04179e39664cc,
            0x2d4b9c74944c662a, 0xba20637c07d698b6, 0x65d23cc226dcb9c6, 0x560eaa4042208b1c,
        ],
        [
            0x37c4ba6add22c9e0, 0xeacaa95d1bf5f188, 0xa108ab39966470b6, 0x41185928a39bd5db,
            0xe11e612afe00335d, 0xbe0569700bb0720f, 0xad8176bfa31f8614, 0xb9d736f2939aaa5f,
            0x7934ee56c77b3f6e, 0x17c61ca4047d7793, 0x1981d3b890435ba7, 0xcd89d40262acde1b,
        ],
        [
            0xccb5bfcdf833cf51, 0x7df68037fa2f89e1, 0x9e425171d28efac9, 0x3a8ac3656dac2218,
            0x47974cd548066b74, 0x841390c4b7c07ba5, 0xed25e610e922439b, 0x637923a12820235b,
            0xc5c6c2b9c7d434d3, 0x74798f0026f57057, 0x3b0c3ece620b0501, 0x437e1cd72d033301,
        ],
    ],
    // row 63: multiples of 2^378 G
    [
        [
            0x34bf73263b9f3deb, 0x53c09944356f6eb6, 0x86d586da1423d3db, 0x442c8f05352ee518,
            0xed1ed05d8c49790d, 0xbea9a660d46c03e6, 0xc14f88dbe41fa0f1, 0x96e657edcab21b7d,
            0xb79e80f07a367a6c, 0x795338b5468f4a0e, 0x4ab23c94fa2d242f, 0x858942ff77d94ae5,
        ],
        [
            0x08604727497ba4b8, 0x3e4d1b457c0f635a, 0x39a1ebc55f942262, 0x821e7af54258ad8c,
            0x6c7ed30fe205ee0c, 0x1bcb753ec28f77d8, 0xd5549b8dc2387e2c, 0x0ee7f4e09424115e,
            0x844a4e1fa7e98677, 0xce96607d9a850cf5, 0x27909e57a8e0b7ff, 0x9d70ff15b7dc4e6f,
        ],
        [
            0x3dc07f2237d1af4c, 0x3dd425fe16292331, 0x3382c342f1a10679, 0xbafb52e081faa9e5,
            0x844dde40a8b67d98, 0x87a0d87e0eddd2be, 0x9e2d1cf7af9e7d4a, 0xbb8b676951048a44,
            0xb1748f8c370df044, 0x2fa9baf2f81b35c7, 0xf5007f3312302e71, 0x0df61f32f44bd066,
        ],
        [
            0x712ae60efdb89d39, 0x3abf3c5023f83b51, 0xc59869221e1c7829, 0x35d95b85b24cadd3,
            0xf5a82b3740aa05fe, 0x13beee45e7f5d8f7, 0xa6aa9ec1df741a6a, 0x514d1c377eecd684,
            0x147d8aef91c00276, 0xbddd1aaa13214ea1, 0x15bad99aba8a0868, 0x434837ea4f01f331,
        ],
        [
            0x1272e46eade8ceb7, 0x019046672fab2cbd, 0xbee25bfa4debe8d3, 0xce8ecfd7b0cd46a7,
            0x72df032fdadabd18, 0x8fa6861bfa47c135, 0xc6df4e3e3d816698, 0xc1772bcf600c7a32,
            0x38f7c616452b9c43, 0xad578d13e3553e87, 0x92348349e1d00f46, 0x0cca74b14f805961,
        ],
        [
            0xe124939cb85b5c51, 0xff9e000d75723700, 0xa39ead379764a0f2, 0xb13d0c10b9de2bd1,
            0x9e9463d069b8c9d2, 0xb872f15e1b3c2d6e, 0x2ad2e2e02194db9e, 0xbf8573944c79a554,
            0x50ba36d4cc82f2be, 0xfd80f1d2b6e1b234, 0xcfcc157b077a8524, 0x47732dfca4ca91c2,
        ],
        [
            0x8f11b6f5c9efcd7f, 0xdd5bfb7cf6b50cf8, 0xfed0af603076dd0f, 0xbd7f025300a6adbd,
            0x4c3959bb17e14e91, 0x1a09f0aebffa9113, 0x219eae25fdb90311, 0x6eb1294cdf5a8477,
            0xc2d14a493453e935, 0xa291f92895051ef4, 0xc872862b678497a5, 0xf23746119d5b80b2,
        ],
        [
            0x7eb3992ed549c0f2, 0x5d45e5f8a8914780, 0xce339b6c707bda7d, 0x1d1c32775a9cefb1,
            0xd5cae63f363cbf20, 0x8f6c87f39408463f, 0x1e00d65d494e250f, 0x1685028efd7ba36c,
            0x8e1ef3a130aa342b, 0x5c9f380d3612297f, 0x08062b5659909901, 0x7cef3c75844a31a6,
        ],
        [
            0xd91d824e0c1f3aec, 0xc5aec5c4350f0557, 0x190853152ccc350d, 0xb4c3530b037bdc84,
            0x2e5a1a5db757a699, 0x5f5d7a59935a18ac, 0x07b544ed18774ec6, 0x993dba44de6ee4c5,
            0x20177f5c4b3771c8, 0x8a394211128ce9b7, 0x97b1232cc62e8440, 0x5ec0de4621685378,
        ],
        [
            0x362c05bc50e390f7, 0x9e4a3fba5440709b, 0x25b5b01d9dc94d7f, 0xc3c9c8c1d21dd589,
            0xe746c9d20faea79d, 0x4d169b196c5db0c7, 0xffe93422d1539acc, 0xf6e34601fe5a948c,
            0x505a41f99744fb04, 0x819c8eb444f605c2, 0x00f06ca9facff7d9, 0x8ab7b15c45cb9579,
        ],
        [
            0xad63f05f363d0ed4, 0x27949a59693e8298, 0xe5317549ca1d4310, 0x88cd2cbf0b760568,
            0x04266327da5192e4, 0x859beeeee8b4f1ec, 0xe6e6056860fde1b8, 0xb326670209562829,
            0x4396bc5cee42de75, 0x3f376bbde44f1ca0, 0x07d0801f1b219317, 0x140a093d771c7988,
        ],
        [
            0x7d7062186c58cdd2, 0x4e96a0919be0d983, 0x071249e111e1793f, 0xa3082d065f7ba629,
            0x4f9e07cd233bc618, 0x2a5615b74148431a, 0xb161282805650c43, 0xe8879da75282f503,
            0x087b612099835fa6, 0x6ad59ff83fe4ffa2, 0x6c8c74a4fc242e88, 0x4fddfc035bfca1a6,
        ],
        [
            0xfb393d34d20d2c9e, 0x14a4cb453e5c892c, 0xffd6e870fef816d0, 0x0c4242902eb5f931,
            0xbcb8802119561b90, 0x613eb35c564bd9d3, 0x03c30baea6e9b533, 0xc132eeec0538553b,
            0x34c868bcf14b986b, 0x62e94c8448add075, 0x6dc33cf1d8d4708a, 0xa505b553e724dd33,
        ],
        [
            0x52bd4aa44e02020b, 0x47d03f6192705608, 0x1f8000f40791ced5, 0x38240dd10d392422,
            0xbbf39298d9405e1b, 0x68ab85779022fa95, 0x1688ce2f3353bd93, 0xee7005e7d88c3975,
            0x59e8554dabddd73f, 0xda2abbfc5f12a18c, 0x5e67902bc83dcce1, 0xcec14278e226ebd3,
        ],
        [
            0x0b37e2ad457099af, 0x083ad741de52d9a9, 0x84d62991bfde2dcd, 0x9a07897cb45569bd,
            0x2d8956d2478c63f2, 0xb4721fea65af8a56, 0x7a84c304967d7ff3, 0xa8913cefa569e83e,
            0xf3c2451cabb8d018, 0x5665d1cd0b9a4ade, 0xfc3d148acc496b29, 0xdc1c90a39132c182,
        ],
        [
            0xff547949fa2e32e4, 0x85c2ed8b77ca9454, 0x70c3857af4b269ef, 0xe1d7dca42bc5fbfc,
            0x1aa2266352392e63, 0xe9e76cf59e296931, 0xc0fed677884fdf04, 0x36d6051c25110c5d,
            0x2c9630da5c714b4c, 0x27644d200e5758c7, 0xc5604ba22cda4225, 0x442f54140f3b85de,
        ],
        [
            0xf6efa390e69e3ffd, 0x0d8fc6ffa57c8870, 0x30337329d1c51f0f, 0x747db58fa36ab8a1,
            0x8c8cb2937d81a5d5, 0xe4b7af1973a6dbea, 0xa0799407b9ed22c3, 0xe0f0e1102b2d892d,
            0xfad31d1178ab38ad, 0x0b1e2ea3fe171c92, 0xc841700778aec11b, 0xd014bda06d370eb3,
        ],
        [
            0x9a9dbdeba30b7c0c, 0x8e077b755db72783, 0xd318da575a2951ff, 0xa02801c5e1599a18,
            0x2144ae99837d6d45, 0x077c24a3f2e95e45, 0xa73d9084fac2b880, 0xe13f0eea6c7bb67f,
            0xe40a0582cf4df576, 0x0b927347fc03c836, 0xd9bfcb50db62a80b, 0x7dda9f823f0575d0,
        ],
        [
            0xac8031cb860b1080, 0x2d507d3d404a6977, 0xbe65159660a084af, 0xf4084d6612339d5c,
            0x19b1f3d71fb1e293, 0x5102d9004b531c56, 0x88e981e8162c5c23, 0x9a7ed7c624d268ae,
            0xd2c91bb5ecedc299, 0x5a464737ccf29038, 0x1c4a40f3142085e1, 0xaf10b5345d564388,
        ],
        [
            0xe15f77af600bbb94, 0x74d0905966aebbe4, 0xc483e256f193c1d2, 0xef8574b8b486a1f5,
            0x87d5947b7ada9ff8, 0x51a45d4f02c1c428, 0x35c13923d4d93f13, 0x9a71fc22611475c7,
            0x2c9f07d5bc031ae1, 0xd4791c58a699423d, 0x163b3f087d7d1fd2, 0x9afd2b0d2078ca4d,
        ],
        [
            0x57fba842d0cb261c, 0xb7eb99a446331c11, 0x379a8cfec81b1503, 0x322544196c3d21ac,
            0xb7a8117523ceaee8, 0xe3c16306b5732a5f, 0x5bfdfb04c85aafd7, 0x5e61dd4a9cd5c985,
            0x9c57ca5f75df43c1, 0x259ecc1416652a51, 0xc5777c3a24d5ebab, 0x8d53283d0f38d305,
        ],
        [
            0x21a198fa17faa623, 0xefd4b02643a55f37, 0x250db0ffe17a061c, 0x74ed94f1494e9a8d,
            0x646c236a27406c3c, 0xc17e27105150439c, 0x7db23de1805699b3, 0x852c39f8a672cff8,
            0x01acfa0d69d23613, 0x791bc172d3b3de2e, 0x89e3eee3f3f19e8d, 0xf0ed1471b2ceabdc,
        ],
        [
            0x87f86af8fd9069e7, 0x40002ff568cc705d, 0xe5a3f0dfff96b680, 0x2181b387d750fd69,
            0x25e2f674443bc298, 0x3dabd9463192eb9e, 0x1b2eac7af3a9569a, 0xdd5b25f806087cdc,
            0x53815ffcd8b27703, 0xb07a4bb3dc5c7f72, 0xb371712159237891, 0x111acc1bd4a73dce,
        ],
        [
            0xb9a7b88d17baf6b5, 0x21c9106d2cf6c593, 0xad19d1599995c2b5, 0xb0eebe0d9be45e9f,
            0xc69eed0b5da23a08, 0xf0c4c3faaf3ef3bd, 0xd5535d6825736fdc, 0x76dbbb9b09013b1f,
            0x85d3d9fcc142d76d, 0x2e3198edc41bd576, 0xd440e1a5dc692ff9, 0xb88b52e0014bdaf3,
        ],
        [
            0xef2f9b350293aa41, 0x33088d9f5fee8066, 0x29f6510f0eb94595, 0xa2483ec6a4e0eba8,
            0x0990a9f9cf7e93cd, 0xab1a394c85b8940b, 0x5bbb3528052aa895, 0xf43fcb4637db98bc,
            0x1eb6713badb44b7f, 0xe4527da7a1975c38, 0xbc41dcaf311d083c, 0x98e940b130f9c0f1,
        ],
        [
            0x42d2d5da426eacd7, 0x62c591130837c053, 0x8ac3c8b2f4c6b7a1, 0x7fac8e2ac89b43b8,
            0x49bcf137924f48fb, 0x2bfbf9b5c7cc9cd5, 0xb41fb8192f099d34, 0x28d64f2d38b37010,
            0xc1f0783c83f3bae0, 0xd5f0a9464fed862c, 0x7bd3fded57309e73, 0x840a0254eeae362f,
        ],
        [
            0x0a9007b75c3accbd, 0x3b10bb2fc357d3fe, 0xb3461861e2aa6d12, 0x51de59c494b17064,
            0xf38f95d68b453235, 0x8461dde5187e16a9, 0x4140ddf9d33a9288, 0xda77ec6caf197a2f,
            0x5622958ba18c0514, 0x2ebcebf8c25e9091, 0xde698c88f8f34a0c, 0x4b8bc9f8ecaef942,
        ],
        [
            0x9ea209fee610f88a, 0x2afc4791c1df1037, 0xc18e5ab22eb4e013, 0x65e536332ad5ed49,
            0xe67b7c25673ff029, 0xeaaf99470a2f76df, 0xaec6f48837656b5a, 0xb9814cbc9f3643eb,
            0x3ebd229b61f5dc25, 0x3780f53195321b9a, 0xadd733274e46374c, 0x6be0d35cf2cac56a,
        ],
        [
            0xa5f88de449ce3e1d, 0x36f5cd23ba3dcdca, 0xe299aba6615f33c1, 0x896e814ae149d691,
            0xfc08da6e80d58ab9, 0x4e46620133dd02f8, 0x41f0fd7bc6f43fcb, 0xe499e7206aa8fb23,
            0x87013e63d3ced64a, 0x320934291a64760b, 0x8401c60aedf6952d, 0x06796fe9499f5457,
        ],
        [
            0x27667aefd4efb163, 0x4c8c12a1778f8750, 0xe8ea71abd5a0bda2, 0x11619bdf71edf825,
            0x6e5e6f6d6bf33499, 0xcff00d892c9185bd, 0xfedf194e711985e6, 0x5452f94e16ad4f92,
            0xd6e9e6606bc4e145, 0x4bf0ff2003e81c8f, 0xfb36b7a25051f58d, 0x55971344ddc9e92a,
        ],
        [
            0xf83e2da94583f87d, 0x29f782bf523858e4, 0xee9dcd5d9783d7a5, 0xdd3b3cef7785ed0a,
            0x9484fb15b707203b, 0xb00193b7433b8baa, 0xc8c2dbcfd4215900, 0x1ee97882e561c4e8,
            0xf90c516ac60cc810, 0x7d6eadc76bc43bc3, 0x418e268cc8678fcf, 0x15ec7ff53ab55d75,
        ],
        [
            0x64ee504d4b161ab7, 0x73161b78ad80afe6, 0x5a405d1429196e66, 0xbba14f72c3f97f51,
            0x474e2b34d72bf586, 0xe3e25cdb160208b6, 0x5f403859ac337acc, 0x9120caf8dd910911,
            0x213049c1cc509e3f, 0xfcba079d32031df6, 0x59fb89da7eb3a7ca, 0x3770b64d54426959,
        ],
    ],
    // row 64: multiples of 2^384 G
    [
        [
            0xd8ed2ff2a7dc885c, 0xb499e34b12f8e1fa, 0x7eb2ff3937d205ce, 0x9f1383e8a5127bf6,
            0x09e7ad61d6c96f1b, 0x7fbbe67cf514dae5, 0x7bfe7d204fbc853f, 0x20ad078a21629345,
            0x371038419011a1ce, 0x2a6509a52cc20642, 0x2aebe5a2780b5e4a, 0x0c75541a0a356462,
        ],
        [
            0x5c9dae5daefc1a6a, 0x3ff04eaf779d4fb3, 0xc2b6a771536101aa, 0x818db83e1c01a5af,
            0x028801070fa61278, 0x8ba8ab9b731935b8, 0x060f89c9b0b5810c, 0xc49ac2459dd3e4ee,
            0x45b552f1ae223d25, 0x2a5d3abab9e513af, 0xb67f8bf12f92c0a1, 0x4a608e6f81381fd4,
        ],
        [
            0xfd7c9c521e93cc2a, 0x4d022051c9df1065, 0x4d2c200ee5f7d11d, 0x88debd1327673b70,
            0xf8e8603fae8e9e1e, 0x5848cb3c01567b14, 0x718ada53a40fe482, 0xd36f598b261bc0d1,
            0x17b50ae8fc348881, 0xbecda9b022a6e28b, 0x68d64c2cda9b33f8, 0x80b18eedff7d2a03,
        ],
        [
            0x5d581044bf5ecbb8, 0x974c4f34be8a42da, 0x6094ab801f256caf, 0xcd97fcd5f24226b8,
            0x66ed9e2a85382249, 0x7db6213b2b1ddc33, 0xd0ed249c629729fb, 0x674e3b201b183dd5,
            0x2b638d70ecb0abc2, 0x2b7f261405ffadc4, 0xb269bfc80448948f, 0xebf10ef5c089322f,
        ],
        [
            0xcbaf887449390e9f, 0xc9fbafaa3ab4e4db, 0xbd2eeb35ec0afee8, 0x16e33ebfe9a12992,
            0xc1cd7f684f6408fd, 0x5b5c9b8e7030846d, 0xc9caba726b8ff5aa, 0x5749b9cdb95d41e4,
            0xfa61d84d08a37aa2, 0x3bcd99a3eed569ab, 0xd9e2a1db39d70266, 0x54b560816e135f31,
        ],
        [
            0xc3dd7aea56b5f0e9, 0xad536bee6f873516, 0x31b31a19ccdeab8d, 0xb494c193cb4bb449,
            0xd0ec54892bb4ecfc, 0xe779b501f194f9f1, 0x0eb878dcc9d2a737, 0x048390190290498a,
            0xcd51fdeb0f54c198, 0xe8d23ae96c76797c, 0xd470bb690d9c5f87, 0x7e9d1a17a734fb85,
        ],
        [
            0xa176e6933ad019f7, 0xd68532b84696594f, 0xe9c3fddd2b68c0aa, 0xcc397bf962051dd7,
            0xc09b48d1d4f69bce, 0x651cb6815bf3642b, 0xcff7cb9d039016c5, 0xf100681d185abfaf,
            0xe216ad7829185a61, 0x4304d1251be9f68c, 0x08de395a77159fb0, 0x0d85bb6a76467720,
        ],
        [
            0x8c32086abf302e8e, 0x03062a64aaf1a64b, 0x1ff5a7a399c044eb, 0x6a482384049ee995,
            0x4d3b0c23e34de865, 0x5ac5121c61b7be79, 0x58a3aede68f513bc, 0x197ac6ca3ada433d,
            0x2b4b05f755776e3d, 0xbafbf899315a7399, 0x3df13785e29eef0e, 0xf850a9ac90a3a844,
        ],
        [
            0x24265de496e1b7e3, 0xa1ad77633c5dc5a1, 0x48c15e23bec7e258, 0xef8b47ca3ec80080,
            0x10c9419e636a3bfb, 0xab8637dca7668750, 0xbb127982c1b259a4, 0x552ae4ad511703f4,
            0x636db6a5fa9ba702, 0x1c2c986d0afaf24e, 0xe0c965e8f981ec0c, 0x09737baaf0ceecbf,
        ],
        [
            0xe14a8d2c1af84cc4, 0xcb941e50f0ee183c, 0x9a1814639dfcd304, 0x5513a0ed4b24e365,
            0xac54bedd7895337a, 0xa80dc7049e48d899, 0xbb63052f926d6516, 0x0f1635b168f39fca,
            0xe0e6f5db6686f70d, 0xbf6a4599bc154acf, 0x7d3032d6af6ae175, 0x4604302f0f48fe94,
        ],
        [
            0x575e85b7f0bf1c57, 0x75242f6fc42f947e, 0x12f4986ef499b0df, 0x80a67d801cba8e35,
            0x266dd08698dda13b, 0x4f93a79a9cf55f7d, 0x81e49a3d0eb91e78, 0x54025425d9ca2510,
            0xff4a0268def71ee5, 0xeca6b27b6dae4ede, 0xaaf6fbb8c8b52886, 0xe47d749b697ba7b1,
        ],
        [
            0x4fcf89dfbcdd4cb6, 0x65ce552851ee32a5, 0x0a089c6b91cfc514, 0xe63e8a2efcf24130,
            0x5fa43949e85f6e44, 0x3364e992a3583918, 0x361dd5ab75dfaa1d, 0x52f47c92998c7870,
            0xef046b23f29703e7, 0xc883de88d6d9a02a, 0x7ba892c8f31427fe, 0x269a2691b6a115d6,
        ],
        [
            0x2ab0bd49093d4dd1, 0x8c1b21e89dcc4a3c, 0x8d8d0dc53c47b222, 0x8852af3097351742,
            0x98300bb6df707a7b, 0x90633dd62ea3dc1b, 0xf393bdc14d49cb77, 0x45cb63e1c3f35d1e,
            0x58fcce0d99a025b8, 0xb6060cfb3805f152, 0x018d062f0f85c97b, 0x9bf95268407f0cc5,
        ],
        [
            0x964e3eba7a12d1bb, 0x6bde7239640b1221, 0x8c00fd069567bf71, 0x598454a9b045050d,
            0x5da2fcc013e8c60e, 0xafcc4c20bb155071, 0x195448153347818b, 0xb40bf7aba464b621,
            0xa30e038b68d3ee7d, 0xd619b4ace1d105b0, 0xf793b2aba527df33, 0x91e0e37ddc542411,
        ],
        [
            0x741956ceb001c966, 0xde7fab515ec6567e, 0x33cd0a6febd2818e, 0x8a3b9a7df74ddc93,
            0x7a362dd90a18ac78, 0x8cafdf544c304440, 0x84868c271e560b4f, 0x5f1fd77941b74dbd,
            0x33f668008a3e59fb, 0xe47baa1a63deece2, 0x7bbca0e5a2f275c2, 0xcda41ebc1de95b91,
        ],
        [
            0xc11950cf69a897d5, 0x5f18561a3487109e, 0x40f1136d84fb64be, 0xe2ae89f9f5fd9653,
            0xb182835e8376903d, 0xd890e10dcc4750ed, 0x13cdfadb90dcde7d, 0xc0d1d78f39281d2b,
            0x5b1bf20470d8eec6, 0xeb29e1beb89b2f9b, 0xdaac7ae18552ff6e, 0xd6ed9651df08c213,
        ],
        [
            0x1ff2c878a509785e, 0x1def71a9cab28f45, 0x56f40f612ba42187, 0x376728668d038f05,
            0xca52c3e4ef3bdb99, 0xc6016f90e336e69d, 0x8013c1234e23a15a, 0xba3c30e7d49431fb,
            0xc67d20289c4364ee, 0x95d3cc0e614131da, 0xde9a83953fd5d8d9, 0x367dec47122463cf,
        ],
        [
            0xda8fcd13b5fff086, 0xea373faec524d980, 0x76685eb6bc7acf24, 0x52bf6c23951dce4c,
            0xfc81fa3db084c4b8, 0xb7cd4a9c749c835c, 0x53b23e994227de39, 0x9455c5bc064bc099,
            0xc30dd70fae79fedf, 0xf6d98f7310f9a2fb, 0x7f245fb1f7eb4214, 0x45292a625d59a7e3,
        ],
        [
            0xe43a257fb68b998e, 0x8cca025fb33a91cc, 0xc898a1c94fe7f905, 0x1693729717a907ad,
            0x6ac9965ac1f0ec2a, 0x57f9874e439cc11d, 0x683fe509deeaaf4d, 0x6c4eeb1a9282f2cc,
            0x2ee42350d3da78ab, 0xd84c5a4e32e93eb3, 0xe9258c8126729585, 0x47fdbcdc84e62458,
        ],
        [
            0x10b5ac119c2e8174, 0x2eca931a8496c044, 0x37cbd34a3631f4f3, 0x708b88129623499c,
            0x3be73996ab3b6999, 0x539c9c362522c1f4, 0xc112de00911b1b71, 0x1fddd804bf59264a,
            0xb4b1933b75ee8154, 0x64c12fbec034e961, 0x119812d3219512f6, 0x380829785d28170f,
        ],
        [
            0x822197a55bc91fc1, 0x572e67fd7911d5d0, 0xf1b3efb00dbbe374, 0xc4e12bd9b5b84cc7,
            0xb6f48ca2ab53e6d4, 0x23779f2533dedfa3, 0x730b1e77a319245c, 0x2e10da5bb0dd301c,
            0x43ed8bd4a3a38d3b, 0xea3cae23e7e6aa33, 0xe66985c5e2152ff1, 0x3f289a50671873d9,
        ],
        [
            0x119da2e96ac69133, 0x067d6822cdaa7089, 0xa694301357763726, 0x0b3dfb3dac42b82b,
            0xac30e5eb44057d3f, 0x60e7461835ea6b80, 0x24a6aa7184102d53, 0xc60a6febcd15373c,
            0xebafd4bb6d480248, 0x935c94508cf6a10c, 0xeda7eee8709bbe47, 0x2df1fbe1e9318ba7,
        ],
        [
            0x6a4a214136209b7d, 0xf14c24a5f34f3162, 0x19550711c8586730, 0x663f22e0a4fed8a8,
            0xcbb46de3ad8eb646, 0xa5b03bccb2b6842b, 0xe374611b13f42c3d, 0x3a3bf9d6cbe4a394,
            0xdaa3b2cb58f902fa, 0xb816f3b84ec750f0, 0x8ccee1c5234476b1, 0xc2b68cbe9e93f364,
        ],
        [
            0x8858277af82f39a6, 0x2dad24ca61c86d46, 0x8599115ae09ef1dc, 0x32601a4f740b54d3,
            0x3240dd8da29e7ff4, 0x963e518756dc0cc7, 0x636e5f8c4e9df34e, 0xbf79550b61018c38,
            0x1f0dbafac9771a2f, 0xd346029123109329, 0x5c7cfef3bc2105c3, 0x94590af86ebc4e79,
        ],
        [
            0x30083a1641737535, 0xd340710d6d24f250, 0x9d4c41e1fdc2ccb7, 0x5438ed061ef2db8f,
            0x7a807754288f2955, 0xc1087aaf1e043a08, 0xd48e155ccd0ff6a4, 0x401381602a094af2,
            0x8b07bdb77f106d2f, 0x8a30a1a8ea6dfc03, 0x973c7d96ceb25fd6, 0x9800132d2c1009f5,
        ],
        [
            0x1ff8357009745bea, 0x7d2dc3139b0064ee, 0x74e041c78d291cca, 0xf51022cec2b23e7a,
            0xe37699e27db03fb4, 0x4a57a024e112160c, 0xbfbe8ea0b0380634, 0xceaba58a3ddb68ae,
            0xcfb756153d5810e8, 0x86c4117bba9e9e45, 0xa2d5fda37f3f1711, 0x93c5a7b1eb35109f,
        ],
        [
            0xf0d0e91354488f43, 0x1a1f20c7d2d0dd26, 0x5db25489d9504f20, 0x9c2ac8df9551099f,
            0x5bc0c89a550506d9, 0x5032ca51cfbc7b81, 0x9064250034dc798f, 0xf3b3a8bb5414f3f4,
            0x7d0bc80bbc17f330, 0xc381db10490b4777, 0x80d9fa41ca1f6ce1, 0x9dee1509e98ad21e,
        ],
        [
            0xf670c509124746ab, 0x2ab43caf9e2f50dc, 0x6636a1f9fa6ce8fa, 0xa9b0c236df2a8e89,
            0xba472f73849ae6ef, 0x47a512c156329677, 0x2284589b193d830e, 0x8557ea21d0fc3d42,
            0xd88058d7fe055b5f, 0xe4dd52fedec07a35, 0xf2df903f4add0f5c, 0x37ae5265f2f0e2bb,
        ],
        [
            0xf2c92f79bec087f0, 0xa017e3e4b2a0ba62, 0xaa736f2002e3e5dc, 0x906c9fb32893b33f,
            0x6911d7145b997ef3, 0x93f59a58ca73d019, 0xcdb88df08b4aa43c, 0x69a7122d4521982c,
            0xc29430adf950df67, 0x43a3950fec3806ef, 0xfad9abde1bb86759, 0xec0f646f06068742,
        ],
        [
            0xd8c6fc50d6647d7d, 0x3003b676d45e5b7c, 0x4408ec802b1b362c, 0x84d5550199044efe,
            0x5b9b41d99455cdea, 0x21bc0a5bcc0a2d59, 0x5c16e27c52941f03, 0x2cfc2736916d96e1,
            0x46c217527a212872, 0xecd1a3cddcf309ce, 0xd65ab275e96e2f5b, 0x7217d9cb55293fc2,
        ],
        [
            0x185cd54a262c0314, 0x323926563664f177, 0xdb8a258a3c53c48c, 0x0f522e1aeacd2c98,
            0x76f757deebb35f6a, 0x19f61894f0415a6d, 0x940ca1abe426c6bf, 0xdb0c8df06f07802e,
            0x67e083e0c30085b3, 0x8bc92e4d58eadcbc, 0xcdda5f884c91190b, 0x6df43f034b6babb4,
        ],
        [
            0x4a9966bed8303ab0, 0xf88cc6c5ad2d1d53, 0x5253844b5d3f07f7, 0x0247c4e7095fe784,
            0x86f733b4bbb35568, 0x99fa3907520d5cd1, 0xa062a6c2c9a4e042, 0xfa26e3f5a42fc65d,
            0x3d86cd0a602e3c45, 0x88d3b5f6038f327a, 0x5ecb87fb856462e1, 0xf44e16602f1e9892,
        ],
    ],
];
