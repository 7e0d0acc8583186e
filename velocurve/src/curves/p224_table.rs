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
//! 2^(6 i) * G`, affine, `x` then `y`, each as its canonical value in
//! four little-endian 64-bit words.
//!
//! Parameters: W = 6, 38 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table<8, 38> = [
    // row 0: multiples of 2^0 G
    [
        [
            0x343280d6115c1d21, 0x4a03c1d356c21122, 0x6bb4bf7f321390b9, 0x00000000b70e0cbd,
            0x44d5819985007e34, 0xcd4375a05a074764, 0xb5f723fb4c22dfe6, 0x00000000bd376388,
        ],
        [
            0x32d268fd1a704fa6, 0x89474788d16dc180, 0x76dcb76798e60e6d, 0x00000000706a46dc,
            0x7acf3709d2e4e8bb, 0x86892849fca62948, 0xbc25e7702a704fa9, 0x000000001c2b76a7,
        ],
        [
            0x79fe0d08fd896d04, 0x58b9d2cc75c21802, 0xa551d0d31eff8225, 0x00000000df1b1d66,
            0x4e1af3591981a925, 0x30130ddf77d31734, 0xadd0be444c0aa568, 0x00000000a3f7f03c,
        ],
        [
            0x41cd114e40447301, 0x2a8aee02912930fa, 0xb5d26945b5489209, 0x00000000ae99feeb,
            0x58a7114eb03054c9, 0x78632cd196cb3fa0, 0x0ec5bc47e88bc8c3, 0x000000000482580a,
        ],
        [
            0xab51c57526f011aa, 0x5d94ee9021fedbb5, 0x5bce7807cdff2205, 0x0000000031c49ae7,
            0x29ffe37e790a079b, 0xc2ede15414c6507d, 0x745635ec5ba0c9f1, 0x0000000027e8bff1,
        ],
        [
            0xc002ee6c57112408, 0x40db821df8ad82a3, 0x2572251fca975fea, 0x000000001f2483f8,
            0x3952af5b4b153c7e, 0xad7ecfb0438586eb, 0xb750d99b553c574f, 0x0000000089faf0cc,
        ],
        [
            0x66b94b24a03c3e28, 0x5194b123d487e2d4, 0x30e246a5cf7d99b8, 0x00000000db2f6be6,
            0x8bb4e4808d02b963, 0xb163ef8c53b715d1, 0x5497f2f611ee2517, 0x000000000f3a3008,
        ],
        [
            0xbd683d2b55571550, 0xa77767b05c8bc021, 0xc6c12c31f5df124a, 0x00000000858e6f9c,
            0xe4e3541d1e78047a, 0xdac7db39c2f02ebe, 0xa5c43898c5c5fc4f, 0x00000000046dcd3e,
        ],
        [
            0xa4a07e36ed15f78d, 0xb447f9383117e3da, 0xe720a77ef6cb3bfb, 0x000000002fdcccfe,
            0x7b48171697517463, 0xa79fcedc0e196eb0, 0xf41bf4f7883035e6, 0x00000000371732e4,
        ],
        [
            0x1aa880e7bee2c0fd, 0x096d2c381ec813c5, 0x306517eb89152aa7, 0x00000000aea9e17a,
            0x4a3fe3eb116b655f, 0xabe4b2b3a3e524c1, 0xb337e0a521b6cba1, 0x0000000039bb30ea,
        ],
        [
            0xd377e716448e507c, 0x82eb9050324f1d88, 0x4aca431f0f3c22dc, 0x00000000ef53b629,
            0xb754fa6d6491a6da, 0x2efded8265c266df, 0x4092e96636cfb7e3, 0x0000000020b51000,
        ],
        [
            0x9b4c93a3044f4f7a, 0xdeab1443a481033e, 0xc137f81b056752e4, 0x000000006e31ee1d,
            0x3ab1e9e036109d13, 0x8da06b3bbef224a9, 0x385bfdeab6e9acda, 0x00000000207dddf0,
        ],
        [
            0xbd3366981fcfaeca, 0xfac9774247b40e9e, 0x430e43289793c383, 0x0000000034e8e17a,
            0x63724fdfb0ecb767, 0x37d37d3336d7feb9, 0x1c7fb7fbcb159be3, 0x00000000252819f7,
        ],
        [
            0xf48088b2ce01e9fa, 0xecf758f24c357d7c, 0x3dc208603ded83e4, 0x00000000a53640c8,
            0x9c9469bc8f23ccaf, 0x685fbf5b8bac6945, 0x24199c4a5b974a43, 0x00000000d5814cd7,
        ],
        [
            0xf97f867e21916bf9, 0xd12ce529ff102c91, 0x5511a7d288aebeed, 0x00000000baa4d863,
            0x35e7b61046127989, 0xf5566d595680a117, 0x59f80f4fb4ec2e34, 0x00000000979a5f47,
        ],
        [
            0x349259f590c4c66d, 0x97ba8d1cc5cd8e85, 0x1777382404ef6799, 0x000000000b6ec4fe,
            0x2f665d7dead5b482, 0xef429221f2ec720d, 0x345906b11b00e363, 0x000000003399d464,
        ],
        [
            0x1942497c484403bc, 0xbfeff9200846ca8c, 0x6ceef288310e17b8, 0x00000000b8357c3a,
            0xe5174db6cc554a26, 0x06bd92f6904639dc, 0x6606a6bd20ef7d1b, 0x00000000ff149efa,
        ],
        [
            0x97d189746226e4cc, 0x824a15eab1a838a7, 0x40874c0568479216, 0x00000000c9ff61b0,
            0xdb61bb045a6ce002, 0x1df7e7ef7084f20d, 0x5ffc9b8fcf999fab, 0x00000000ea98d60e,
        ],
        [
            0x22f2acdbc6cae83c, 0x85ed44cc33b455a0, 0xf30ce201c7c9ace7, 0x00000000a1e81c04,
            0xd6cea356c04719cd, 0x492fe25b4a180bab, 0xdb09c70acc25391d, 0x00000000dcf1f6c3,
        ],
        [
            0x7e8354eefe782455, 0xca47a8af75cfb034, 0x5df1cd5a3c0c0731, 0x00000000fcc7f2b4,
            0xdb6be0bf2747f530, 0x8b0d394c376a5573, 0x274cba7cdee90e1a, 0x000000000d5d7110,
        ],
        [
            0x8a85a4e826165174, 0x1c9b8cefecb369a6, 0xe7eec18c534d4ceb, 0x00000000a3d482c3,
            0x5c6263c701167bf9, 0xdbf7202272506f8e, 0x83efaa9e4cb63478, 0x0000000064ee0059,
        ],
        [
            0xef22b80a887af62c, 0x26f20add6c1984f1, 0x5fb7fe1e54c6ff90, 0x00000000c9bdd86f,
            0x3f5a40806a30770c, 0x233ddbfc24f6e69a, 0xe90e9742172c8a1a, 0x00000000113a6f21,
        ],
        [
            0xf2d196f4bca2d074, 0x560782026da04bf2, 0xec26e646ceef802c, 0x000000002da9b6b6,
            0x64ca4e951569c69b, 0xb84995166082cfd7, 0x6600dc16d375fbc4, 0x00000000a7290cc0,
        ],
        [
            0x62c0248e474456a1, 0x3874ec60762a6705, 0x0525468041b2baf7, 0x00000000affdfabc,
            0xb1645ff2af2461d1, 0xf41d40dd33136325, 0x5377488dac9edccb, 0x00000000ff7d7402,
        ],
        [
            0x7dca1ce3c1ad6ad0, 0xce16fb28965fb377, 0x4dba054b51dff5d5, 0x00000000f1a7ae36,
            0xe04b2d75e8d246a4, 0xc78311fc0793680a, 0xeac6dbaba4c68cce, 0x000000004ea00597,
        ],
        [
            0x3f910f9d92153b04, 0xe87e6cf618b9635c, 0x7b1f0a813156e647, 0x00000000263ed221,
            0x6a4f5caaa5dce6b7, 0x8b2a138426e05f32, 0xe40361bef77353c6, 0x0000000045e8ddbf,
        ],
        [
            0xa51a4a8239f4865b, 0x50afc929e914c03d, 0x5f6636b610854bcc, 0x000000001989153b,
            0x19192f126542796c, 0x9164837ad450a68c, 0xc79b58e0443cdb00, 0x00000000b9381e6d,
        ],
        [
            0xf98d6474d8e7afb1, 0x6ccb93395c1d609a, 0xd84f3ea7cf4a56f8, 0x000000001243a602,
            0x4084b8c837391385, 0x9c5dbb22b5d9396b, 0xb2db34e09bf3503b, 0x00000000bd3a6710,
        ],
        [
            0xfb3246212e146e5c, 0x8c78859508a8c1e6, 0x5262e9b691f9bb84, 0x00000000f63f9d85,
            0x2607d57effe3061d, 0xfbf1833165df2e67, 0x78404a34e667d74e, 0x0000000008a2a248,
        ],
        [
            0x8f0767741ab07558, 0xf0d8f4d8d8c76e58, 0x639bc335eb891295, 0x00000000599b7e7e,
            0x57852fad1b3233ed, 0x332fd1b3c43b7537, 0xbe7d6f3f0ca2c1b0, 0x000000005a5582ef,
        ],
        [
            0x0e855a4ff3546eab, 0xd69ff8300d55a42b, 0x836e92b7af968bcc, 0x000000000ecf1b60,
            0xed9ee3709943e2e0, 0xf3971401dcd81c50, 0xf2e16a4f9c2dd076, 0x00000000b42895c4,
        ],
        [
            0x603c5ec5e1d1e794, 0xf7a47ca909bec01a, 0xbb6379de6caea37f, 0x00000000b700a5c3,
            0x8debaef64dc31b97, 0x402c82f1dccaa861, 0x1f69710758328354, 0x00000000c61b3d3d,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0xc9006a37f3716fde, 0x1d90309aa58aebf6, 0xa6b093dee706b10e, 0x00000000d9174b3c,
            0xd40e6b2c4273e6b4, 0x39948cafea80b9bf, 0x02586f00619132d5, 0x00000000af6e4166,
        ],
        [
            0xa81a79c415ff0408, 0x22f0bac9c9d26854, 0x4f9b082c185a1c60, 0x00000000679788b4,
            0x901d9c7dd95819c9, 0xbe64cbfbd778769a, 0xa324c3643186e5c5, 0x0000000072f49ac0,
        ],
        [
            0x8f7578dba72e05ad, 0x54c6c475edf62eb8, 0xbd64eb14b38ef064, 0x00000000c6eae026,
            0x595b49f4a4b5a0e8, 0x6bd41fbbc268deb9, 0x2c1a86daf62b0583, 0x000000005f9d4853,
        ],
        [
            0x48b498dae648e979, 0x6ec31e026ee6853f, 0x011d41464e42f35c, 0x00000000d84dd535,
            0xc4551099e56a0c7f, 0xc788213464147b5e, 0x5f869bc02f9d42dd, 0x0000000029f372a0,
        ],
        [
            0x2b54e440cc56b0c2, 0xe0eed17de4fa09cc, 0x4d940d7cced23f96, 0x00000000bfc934ae,
            0xbe1449b50dcfa34f, 0xb8362e412ada083d, 0x7cf541b7cc4cbe22, 0x00000000c6103f03,
        ],
        [
            0x7c6869b2b08aec1e, 0xe1974c1935d82255, 0x5a435add1789a65d, 0x0000000002c350fd,
            0x44528eb31d3d482a, 0xdb7e510e64ce6b80, 0x38f1d14b1ee793d6, 0x0000000035c2c714,
        ],
        [
            0xb2205c37fb113fa5, 0x03e50b3528d6b8b2, 0xb3276da4ef01bbd2, 0x000000001038858d,
            0xf16632e301d1ed39, 0xc781b3389242ab82, 0x6fc33da91fdb1bd5, 0x00000000bdcc9e1f,
        ],
        [
            0x133872d0d9e057b8, 0x2c8be83cfd6194ad, 0xc6d713933e198e93, 0x000000002d18e586,
            0xac80b8d86e5537ae, 0x63a3e24a71004ef6, 0x50bde648ff38b594, 0x000000009aa744c4,
        ],
        [
            0xab7e5afa02729c48, 0x4a3d7358fcb00db8, 0xa158ef2481e07690, 0x000000003ac053ce,
            0xd6c04df4609f8737, 0x096742e09997ba13, 0x0dff1c1f62588249, 0x00000000fae4eb75,
        ],
        [
            0xb8d3e83f5367bb72, 0x7b7cba349b2508e2, 0xc7cd466946e67150, 0x000000002de00cde,
            0x3813b8f6100fc1ea, 0x251ee0b8145dc86c, 0xf70c9679caa9707b, 0x00000000a88bae78,
        ],
        [
            0xa61fe1849006d1fc, 0xad3a6efa35571e06, 0xe5c2a7ad7d36a7bf, 0x00000000a8988756,
            0x5b75fcfec9f2a15c, 0xfe36af72cacdaa30, 0xc3a5b10e8432d387, 0x00000000a1b8dee3,
        ],
        [
            0xa9a636dfb621a27d, 0xb5792e3d069cf895, 0xd598f95f26cadb49, 0x000000008423aa78,
            0x5e129dd43e1bd160, 0x477db68ef62f3717, 0x7c4b6a4fbd4c0aad, 0x0000000035ece189,
        ],
        [
            0xa31dca4d862a4b08, 0x85e564839fdfaf4f, 0x09bdb2bdcde16cdf, 0x00000000a2a5862b,
            0x81a4d742adcc7687, 0x9952ace1ac4e3f43, 0x4d59ed9019a94ff9, 0x000000000c21a9b0,
        ],
        [
            0x8f617eb4efe1475c, 0x9d5b3a216d95fcfe, 0x30265c4d4e627047, 0x0000000038b1dee3,
            0x7072927c5514a8cc, 0x6c20122559ee6668, 0xaa8ba3cf1fad06a9, 0x00000000aa488a1f,
        ],
        [
            0x8940f9ffee36381e, 0xbfb975ef4fdb9bbf, 0xf92208d931106a4f, 0x000000009842aab6,
            0xae3903ce81fda48e, 0x0deb6f2c7a02004b, 0x9b2dfb950cd5dc7d, 0x00000000ddf7e94a,
        ],
        [
            0x8168e45a8fe707c9, 0xbf7bfb71ca0882e8, 0xcf6863ae8ba391a0, 0x0000000030d04583,
            0x70bf63931a90db53, 0xa9a4b4d2eb967c5a, 0xba86a013a256dd8c, 0x0000000088766cfb,
        ],
        [
            0xdaac2b9a0688626f, 0x6c4977aa91d4abbd, 0xedcc91ae36c30ed9, 0x00000000b3660672,
            0x98f2a61a3b03c3bd, 0x547419882ffb4c04, 0x88e8d8381bfe4c51, 0x0000000097d9fd5b,
        ],
        [
            0xae67276a7518db74, 0xafc89543a3c1f2ec, 0x8dca44d27b871275, 0x000000003eb6b50d,
            0x7f4fe7c6a8fb3022, 0x831720d412b5a47a, 0x76e2dda345e931a1, 0x000000002107a671,
        ],
        [
            0x901e5d2ccf5d05e2, 0x40a1b0e851c6fdce, 0x16c384846565c4cf, 0x000000009a47aea3,
            0x613b117c0fa9ecd3, 0x3372af28565ddb2b, 0x13ee24f42a208038, 0x00000000080761f7,
        ],
        [
            0xf2286ee18dc91773, 0x711a20b90cf761e0, 0x0acb5c88b77800fc, 0x000000007f058fce,
            0xfa7390f2b68a573b, 0xc8cee413e1b274af, 0xfa609ec324dce76c, 0x000000009c2bb821,
        ],
        [
            0xcabe1d262fad283b, 0xdad6ba0c67d4fb22, 0x83a7736ee18633c0, 0x00000000e44b7b5f,
            0x9056ab7a2b8ba7ae, 0xc11b2b53eeac6afa, 0xa5ac9d5d126af7cd, 0x00000000a23a1c4c,
        ],
        [
            0x6980c33fce5fe718, 0x34859f5de246afee, 0xa2645d541e02360c, 0x000000002e3de156,
            0xae95b2786b2477ba, 0xe1eac6b1607146aa, 0x28eafeb8c7ba4fe1, 0x00000000525525ac,
        ],
        [
            0x87692b3504662780, 0x1c120e9e4f4318e9, 0x0595df0725dfa82a, 0x0000000035d0264a,
            0x3676515c4be8efb7, 0x16ed7368d3d8a4f8, 0x8aca2ac1bdd10c09, 0x00000000c9d26007,
        ],
        [
            0x16f00515864d1700, 0x47dfe94d81b297bf, 0x4a75cd0cb5887d7d, 0x000000008f62cfd6,
            0xd283d0792535ba6c, 0xada0af5e513a5071, 0x791c0a704fca6f31, 0x000000000c8c12a9,
        ],
        [
            0x3cc0dccc94a3074c, 0xec7fa53619c8bf19, 0x02df7773de05be27, 0x000000004e176577,
            0x28947b6675b6297f, 0xaf5c3bd3f1fa76c9, 0x3365efb941a22095, 0x000000006948c5d7,
        ],
        [
            0x1ddb3a7152c84130, 0x175c78946157a741, 0x4b74d1b2f22f83ec, 0x00000000153a6381,
            0x36c1933379c47358, 0x08f87c6bd766d9aa, 0xff94e0ae45aca4b4, 0x00000000f438f3b5,
        ],
        [
            0xfcc1b59a166bca35, 0x99dd40b18f49ae74, 0xbdf032872d890503, 0x00000000d78b5a05,
            0x32179644f2a7f329, 0x392203ede5d9fc70, 0x7ab6f0ce8c82f217, 0x00000000d7888a52,
        ],
        [
            0xf2894907e55c3ed0, 0xd53db5caab29c3be, 0x139d3c362105a56e, 0x0000000022c50f81,
            0x1d9e070fd7c03982, 0x0c4d37e225a0b54a, 0x031cbb577d653da4, 0x000000005c7a3e4c,
        ],
        [
            0xafc103e22c66276d, 0xc677e6a6c1cacaf3, 0x3ad79dc489fb5b6d, 0x0000000087eff5c8,
            0x172adfd59a9e5a1c, 0xb20bf064e763d284, 0x68cb2a632ffcf9bd, 0x000000007f97200e,
        ],
        [
            0x710bef329806c171, 0xf518d840ba3637bd, 0xf6744a274fc42a89, 0x000000001201e454,
            0xb419d5f81bd5ec54, 0x742d466538ff07e0, 0x486f013a1e269390, 0x00000000be704557,
        ],
        [
            0xa255ffff88d9ad20, 0x3b25118752c70b5c, 0x06936c1990835c6e, 0x00000000ee7d3817,
            0x5e21503c7f6862b7, 0xd17dd52a1b348fea, 0x0a63fc64fa69e243, 0x00000000d8db73e2,
        ],
        [
            0x9ea0bcc4f80f9fab, 0xcdc0bd43f9a8f4e4, 0x4d50f386862e474e, 0x00000000bbd1770d,
            0x8124dee5aa7b783d, 0xf894f144b87814a3, 0x22b04c5fd9829f0b, 0x00000000734f8ef6,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xf46a967239c2389c, 0xd55cdbc1dc90f43b, 0x5d449bc4f80e5836, 0x00000000ec36d9c2,
            0xb708fd115c1abdba, 0x35204fc62edbd224, 0x4b2023424f1fcc4c, 0x00000000e6d06b8c,
        ],
        [
            0x7752e5e970b4d1e3, 0x3d663de69d5d2ea6, 0x39aa5b5c8f1edff6, 0x00000000d5043289,
            0x2eb5f114700a8b01, 0xc32dc35b7187c0c1, 0xdcb395c86cb2d749, 0x00000000d6de2ed3,
        ],
        [
            0x943359c51b8a845f, 0xe5ace2a3798e8540, 0xc360ffe24705136b, 0x000000004cebe51d,
            0x5774d036b6a731c1, 0xfdc7ae61339e36d6, 0xf9ea406094ec7a96, 0x000000008ac4bdfa,
        ],
        [
            0x809a298fe051cddf, 0x34872a44ce948bc4, 0xabe2e83e430252e7, 0x00000000a3e2749e,
            0x2cb2a565853624bf, 0x3d41ed3a74df6b83, 0x54075e943326c211, 0x0000000003b6847e,
        ],
        [
            0x6e55ded65afaeda0, 0x088360ceceea4121, 0xc9efc963210085a1, 0x000000002fef36d3,
            0x03329bf738c41ec8, 0x1b4815e186750f42, 0x6fbe182c26d779aa, 0x000000007aa9aed6,
        ],
        [
            0x4eca8ecb2d4a009f, 0xa525a51e0f42a568, 0xc180dd90d92f9040, 0x00000000b6124185,
            0x70419c418f603b25, 0x49e3021ec6162f62, 0x65d1baf2dff68088, 0x00000000c4d1ccf4,
        ],
        [
            0x355d4dd3758ec791, 0xa59041914ebb6d55, 0x8fba56bffff05483, 0x000000009025b762,
            0x0796e39214b3ea20, 0x11c89a0fba99e1b9, 0x6b4eea33ef79830e, 0x000000009a35183d,
        ],
        [
            0x9a239decf52fb23e, 0x75162ea320041095, 0x19e8a56502acd4ff, 0x0000000052fe7db7,
            0x4753b91479ab3dfa, 0x9b03a5782c5e60d8, 0xea14492d1a2faff3, 0x00000000029c86a3,
        ],
        [
            0xd8bdbfcd72f19214, 0xa8630c769b8f52fb, 0xf3244e87ddd79502, 0x00000000fd48c7d4,
            0x34ea1a17777d8c3c, 0x102af944d1939113, 0x7a585c03105f40bf, 0x000000004b2115cc,
        ],
        [
            0x22e175dd165a856e, 0x690b00326763a47c, 0x3441d1a914631613, 0x00000000ec358b4c,
            0xca790d57bf751627, 0x60a2da3a4f983821, 0x06b769cde0b5d5ac, 0x00000000b5d9c5d9,
        ],
        [
            0xc2e815340d4fd9a5, 0xa03aac989ecc6dc7, 0x1fd8203621ee33d8, 0x00000000f36447de,
            0x13b8d01abe46406f, 0xa741f3a8c8ba9f6b, 0x699a4a9e1c517acb, 0x0000000091a5c35e,
        ],
        [
            0x21dc23a22a45a2b2, 0x45cdf34852daa448, 0xc25d97e080d0720d, 0x00000000e2098f97,
            0x48025a69c4d17d3a, 0x673ee738cebe5091, 0x10f08ec8447fe20c, 0x000000001e57f740,
        ],
        [
            0x0bf87a02f362298f, 0x50a2fc9373186720, 0xe3e392796feb6d71, 0x000000007a4c0c7c,
            0x64071b508b8fa812, 0x8c23428ee171ad6c, 0x36ff34fe1e88d93b, 0x0000000010cb4fb3,
        ],
        [
            0xc59152c172b299b3, 0xb370df058e1f7eda, 0x5c0de2621dade631, 0x000000008db5b6fb,
            0xce6838638bd32627, 0xa5e43970fdca38c3, 0x1b1b1cb42c57a5a9, 0x0000000068e37b55,
        ],
        [
            0x16524a7a19cae859, 0xa1104a7f50d6fa26, 0x50cbbcd6e499e370, 0x00000000eb329208,
            0xc1cf7d37c1183133, 0xea25a13bd438156f, 0xae3f86e1ecc074e0, 0x000000006bf00a44,
        ],
        [
            0x88b955613b05f824, 0x4db1cfedda0f02a0, 0x757ffb733792d39a, 0x000000005756dac0,
            0x9d567d678ad5ca3e, 0x60b114fc8c4a6b1c, 0xa92e7587dedbbff1, 0x00000000e5436b88,
        ],
        [
            0xb69d2173f72c355b, 0xf341b35a20238a54, 0x938fe9e0be4d3d49, 0x000000002448f952,
            0xacbcb3bfa53babc0, 0x150e3348ba52b5fb, 0x8faf210c61d8dcc9, 0x000000004972a6af,
        ],
        [
            0x880de72bdabc80d1, 0x59465382b44aaead, 0x461117530f7e80d4, 0x000000009468ffbe,
            0x36d7e89b6d63652e, 0xbad51181ada5da0b, 0x0517deb532a7c68b, 0x00000000693ff8a9,
        ],
        [
            0x4c47f8a187a3a7bb, 0x81565e7ea4b48130, 0xea17cfa6c2c68e49, 0x00000000dcbdba31,
            0xe829f1c96aafc3f1, 0x5784cca903d485a0, 0x6b2c4de4ae136665, 0x0000000036eec700,
        ],
        [
            0x40b20963771e5901, 0xb407036007bada39, 0xc31f422e8df212d2, 0x00000000310f6e20,
            0x7517f2c547dc2e69, 0xecb575b638ea99ea, 0x3269152298d27fc4, 0x0000000054db3240,
        ],
        [
            0x6c5522970a3c52a5, 0x0851b570cb13c0f4, 0x87b4b8947f614604, 0x000000009673fbe3,
            0xeaa59031d979be23, 0xd1a5b80649f071f4, 0x370e20092955925c, 0x0000000059e09d26,
        ],
        [
            0x6dbb243a1c807049, 0xc6888c7716d17731, 0x1cf88cce9a59698a, 0x000000004b48ff0e,
            0xa23d50b751971eed, 0x7a27923ed85d4832, 0x69b785f2cce6bbcc, 0x00000000c90b5c7d,
        ],
        [
            0xeea87548f62d3018, 0x300d7a8ca7a2a58f, 0xc418ddc7532e3ab5, 0x0000000066c4e471,
            0x0952b4846c16be1b, 0x45cd20525ab8c5e2, 0x6d8a25924facf188, 0x000000009f6758d6,
        ],
        [
            0xdcc31b5b69955eae, 0x99756685dd18614e, 0x0cdcfb345fd27ce2, 0x00000000c88afd16,
            0xf9c366684138d1fd, 0x7e3190fa74c7f2b7, 0x339bc9d1bb2f403b, 0x00000000417042a3,
        ],
        [
            0xc247099895963ba6, 0x74ebf3ba98d7bec9, 0x3d1a4178f73fb4f0, 0x00000000558c45ef,
            0x108fac11959d2fad, 0xab58914d51038ea4, 0x0fc9db25f20b0b94, 0x00000000953a5a57,
        ],
        [
            0xe7c23bee020de6e9, 0x011982289f30f53e, 0x3c9835434b82d17a, 0x00000000f3818360,
            0x023820edf9a0c79b, 0x09c8b790d1dd42f5, 0x2d671fb57bdfbda2, 0x0000000073e2bc70,
        ],
        [
            0xec08abc2749eda10, 0x943b57294efde0d0, 0x05d25e7a077a5a05, 0x00000000543fe5a5,
            0x787b86c97baba297, 0xb937ed2b0b31130b, 0xb931940b8f7e1b40, 0x00000000e27dcb5a,
        ],
        [
            0xb4f8067b86c83ce4, 0x054c9c7aeb0cd27e, 0x11b9538191cd598c, 0x0000000061da837c,
            0x3255ea4a2c01d211, 0xe6a6c874624a68cc, 0xc232cd6b765df592, 0x000000005537651e,
        ],
        [
            0x8a842f4cd83858e2, 0xa3aa69a40f3ca259, 0xa1e911225dc401d3, 0x00000000b0fce8f1,
            0xd62cfde021105764, 0x7b9febb692356f3e, 0xdf1ae668c8ced566, 0x00000000fc630513,
        ],
        [
            0x2d892c4bf6b4039a, 0x597739d2163ab566, 0xa3fd1f1741902b71, 0x0000000001b89368,
            0x78171e334f459280, 0xedfe3ca62db129ff, 0x6e1e87913dd64557, 0x00000000d1309065,
        ],
        [
            0x613239a7da8fdc13, 0x1569aa611c9ebd22, 0x0e4f6f0af7ecff64, 0x000000001574f28d,
            0x1d5fe63f02274890, 0x8a5c8ba1975c6050, 0x2f15db09c83cdcc8, 0x0000000005cd392f,
        ],
        [
            0x76ba9e68fa466942, 0x8a40074c49f2de63, 0x6225e04ad5512ecd, 0x0000000070338957,
            0xf334b23eb2991a73, 0x61fa40c9fabb2947, 0xe1e63a72a9674338, 0x000000008c292c7d,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x393481e5efe6fb02, 0xaa4b84a919a5af54, 0xd1c9cf617f7469ab, 0x00000000586e8f87,
            0x9b96d0ca50a63073, 0xf3df73f87b005459, 0x9f7c1623b020acaf, 0x00000000b605367f,
        ],
        [
            0xed5f59c07502bc0a, 0xbfa1fd166a48dcb8, 0x03e724553181a34e, 0x00000000cf7b684c,
            0x7a3127b3dad29987, 0xd83840b00f930165, 0xf896bb503d796115, 0x0000000039ac9236,
        ],
        [
            0x9bf7c52fa6c58938, 0xf697cfb3391692a5, 0x4d45b583896bf01d, 0x00000000b61473e4,
            0x4731f48b808159cf, 0x32616f9d70b6d116, 0x3cb64452a865809c, 0x000000000500eb52,
        ],
        [
            0xd38d962e70795de7, 0x84fd36a22bbed764, 0x0073b656803833d7, 0x000000008d71e438,
            0x47b800da289418ff, 0xcb7479fae1865046, 0x19ef4070c937ef44, 0x00000000c87c4db5,
        ],
        [
            0xe12be8f187f03444, 0xc41ccd22b6648973, 0xd2b95b585dd904c4, 0x00000000173a3783,
            0x58dd1ac57f00e827, 0x73e7e2e7266d77d9, 0x1a65e07fc594c25b, 0x00000000beab4fe8,
        ],
        [
            0x4e0ac0d00d64b863, 0x3b97139f038b9efe, 0x4fae93727a6b9f9f, 0x0000000015dc9fc8,
            0x99169f88ec28d8ef, 0xce30642745fe7afc, 0x3e89975bc6cc427b, 0x00000000cea5f162,
        ],
        [
            0x7a25935671e93c0e, 0x3426b60041e8f4b2, 0x089ff2516d8c3576, 0x00000000bde0fa89,
            0xab8d1e939d84ca08, 0x91e84c7c270aa009, 0xdb1f99c0c45513b9, 0x00000000eebf1f88,
        ],
        [
            0x014595a8656ac31d, 0x32a4ec6015d95206, 0x125ddeec590496e0, 0x000000003b409ab3,
            0x0924e864113e9a65, 0x7e155088b5f81f4e, 0x3307596c47b794fa, 0x00000000136ac3a7,
        ],
        [
            0x8e8cec9c2f999fc7, 0x11a8543a6aabb3ea, 0x0a0382b3912a072d, 0x00000000aece9ee2,
            0xa5c0679280436a1e, 0x2919787f9622aecb, 0xd6f16e1e2dfb5e66, 0x000000001c43d480,
        ],
        [
            0xf6025d95678051c0, 0x5ab8d4513603b982, 0xbd85eb466f3058f5, 0x000000004271f451,
            0x0bf37c7bc596ab7f, 0xf1b432b1f4ba9b43, 0xcdfbbc94d12cfd10, 0x000000004ba66bcd,
        ],
        [
            0xe3035cc80ea0370b, 0x48292f05a5aa1c5d, 0x5f5f4086a88196d5, 0x0000000006644253,
            0x13fdf0a3c215530c, 0x789a8969c492df84, 0x4b4027656c95a6ed, 0x00000000b9217b53,
        ],
        [
            0xca066229bf524b3e, 0x107de35b0a006a90, 0x75150e91c08e36cc, 0x000000004a4a1110,
            0x547c6667aa5db887, 0x8146e2b7b30fcc28, 0x4ad6124a8c6a80dc, 0x0000000045e65164,
        ],
        [
            0x7b8fe14eed31194c, 0x5c3b248f3233dd4e, 0xc96bfc4a54a7185c, 0x000000002ab258bf,
            0x7896b7e4c5b383b2, 0xfa163b54f4447c95, 0xbef7316bf2be1d03, 0x00000000568df8c0,
        ],
        [
            0x1e047c1f68e18f87, 0xea6670ce21e14545, 0xa64406ad3f81d2cd, 0x0000000021ac9cc3,
            0xcdf9d46908712153, 0x0a2a7540e5502a79, 0xc478e9e5729461ed, 0x00000000c811b499,
        ],
        [
            0x1da8304416934794, 0x695a157503d11412, 0xb67875616fe23682, 0x00000000715045b5,
            0x17b9faa5a805b6a8, 0x90abe805f2f79eda, 0xcb179776f084cfc0, 0x000000008848eb59,
        ],
        [
            0x673e4696537f6b91, 0xd778a9157acd4fd0, 0x1acbcd08b17aae82, 0x00000000808e305e,
            0x182c292a46299b92, 0x8be39d7e54893257, 0xc6d9a5eb1723c2fb, 0x00000000a8b39b82,
        ],
        [
            0xdbe2eb47bd11f257, 0xf99db674899e939f, 0x8d1ed9d99ff52d83, 0x00000000072bbc05,
            0x0dbcb51446a56f29, 0x49f927a02df16273, 0x917f80d3c8a928b8, 0x000000001cb1b3e1,
        ],
        [
            0xc4ca25dd838e36e6, 0x837fade2f07736bf, 0xee17cbd8bd64e36b, 0x000000003180c9b5,
            0xd62b82db7154ec13, 0xb12fa92f1a949c59, 0x82e0da9ff5aa6cc6, 0x0000000096f6581a,
        ],
        [
            0x84ebd2b039edc244, 0x1b2395a87b449c9c, 0xdfda805fe513031f, 0x000000009b7837dc,
            0x86da5b566d978361, 0xd4290f60ee69443d, 0x491570ee404706df, 0x00000000cd217472,
        ],
        [
            0x56308eea49f5e183, 0xb510ed0992e56e9c, 0xadadd4b2f32bc435, 0x00000000048227bc,
            0xf7f358edb2c0800a, 0x20d19012e3e2be7a, 0x3b6ed1ab11b201b5, 0x00000000784a744a,
        ],
        [
            0x90dc03d77f3851d8, 0xb244214059c41b47, 0x82c5e5780c2fb533, 0x00000000b58b94b6,
            0x62043e3c0ccefad7, 0xcd15a842e9a93809, 0x09e2d5fdafd14212, 0x00000000da0e4b49,
        ],
        [
            0x3d91db6d3f12b3c7, 0x60e2efa328259cda, 0xa5f4ce2d4138756d, 0x000000002ff76ef1,
            0x11455961d710934a, 0x8f0a174e936a43e7, 0xb87e6f6d702299ad, 0x00000000fbc00909,
        ],
        [
            0xdfda637596ac45be, 0xf2d1b30ce5cf9248, 0x61128c91224e80ea, 0x00000000589c099b,
            0xa52a2fa959608914, 0x9e0995a353dfd3bf, 0x540e880ff4ee7e97, 0x0000000018a4bb2d,
        ],
        [
            0x338152621f0e69b8, 0xde5d323a2e237d61, 0xe9253661eac6f48a, 0x000000003be31faf,
            0xb00875dcf3a1763e, 0xc983e400d2580fee, 0xff2d425964b6cc81, 0x0000000030bf2f07,
        ],
        [
            0xef73e478c6c4ace2, 0xceac57c6d7521591, 0x8c59ea3267a682b6, 0x00000000da653235,
            0x2f054c945afbf4ea, 0xbcb280ffede541fa, 0xf6627649bfdfdec3, 0x00000000d5ee2997,
        ],
        [
            0x37a5788e45de68da, 0x6d17f9b6971a19a8, 0x7c810c934c79e53b, 0x000000008548ad7e,
            0x47d6839b55122fd1, 0x036e40880335879b, 0x92a1f4b837f3046c, 0x00000000e36adc88,
        ],
        [
            0xb8c2e3dbd33e572b, 0x496aa0e1d37e0a7f, 0xa9aac2eb22f9e38a, 0x00000000ed35a4e7,
            0x0122a5a7627ffd56, 0x12cc5f0ec53f89b8, 0x078ac2da423715a5, 0x00000000bd0d8e3a,
        ],
        [
            0x4ad1471e6c22969c, 0xb447e0b3c5f3bc37, 0xe94eba13cf0c5d84, 0x000000006c043886,
            0xcd36d16b26d036d8, 0x85e7a0c2fa6c3d5b, 0x124e473be7b57296, 0x0000000065f53297,
        ],
        [
            0x0baff9e949a7dbe6, 0x93c6a1ac81464d24, 0x613af7f43dd90124, 0x000000003cadb33c,
            0x8eaf0e522f973ab9, 0x35594d4e348342b4, 0x149b3724b2324f38, 0x000000006c57ee3b,
        ],
        [
            0x9d2a6d4c1241faef, 0x493bd6ff3b5c7d3d, 0xd13d2e57e32a9636, 0x00000000e2221ece,
            0xc08fe5b121c024a5, 0x98d86b90944034bc, 0x42261488a8ea8b67, 0x00000000c001d3ad,
        ],
        [
            0xf6bd5f6dee6b5922, 0x7065b7f5f2b99816, 0x2cac61e43761d39b, 0x0000000032dd6886,
            0x8b03798ce0542155, 0x5518f65af6c8f65f, 0x63a5b2183c2fc030, 0x000000004d9740ce,
        ],
        [
            0x3a73475fabe8d91d, 0x7184c16b667d4d45, 0xb71d0552a87612e7, 0x00000000a582a4a3,
            0x49ec8d77457926a6, 0xeb6a1038cb14fd33, 0x469a47527d7d9280, 0x00000000a3ede2ca,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0x299886df266ec9e4, 0x9a30b93b4e3c35a0, 0xa5db84d9f409d4c2, 0x000000003fc88280,
            0x6dcc3b18772c32c5, 0x60e1caa1bd2c1b9e, 0xc50469a5f530bd7e, 0x00000000b2d5c61d,
        ],
        [
            0xd49d370e055a0a64, 0x439466a6a72f572c, 0x4680bf6d4e352578, 0x000000000e4f12da,
            0xdc0692345623b195, 0xb0190aad911da36d, 0x83438b30bfa3d791, 0x0000000085f130ea,
        ],
        [
            0xaf90e31608b4520e, 0x5ee717911503708c, 0x6adae6e377e87624, 0x00000000e752bb70,
            0x5a0b7fdeb1d1daca, 0x837f6626134c886c, 0x32188bbe50d35531, 0x00000000547fc2ca,
        ],
        [
            0x9557021cf96f52f2, 0x450ce556e2e03524, 0x14a9c680f4a91d78, 0x00000000ca8962d2,
            0xb2d1157c27bac442, 0xd581506e2ec82389, 0x8fa229609305dcfd, 0x0000000018e3c852,
        ],
        [
            0xd19605fcf94998b0, 0xb5bf1e2399423ae4, 0x58a2c4a61962c95e, 0x00000000557949fc,
            0x064bf9abe1db47b6, 0x4a07c53d189122a7, 0x163d86989288ed00, 0x000000009fe91aaa,
        ],
        [
            0xf2fdc65ccfc2dbfc, 0xb749fffe2190da16, 0xa43eb0c95ba50d21, 0x0000000074f030ad,
            0xcb9c463ace6f201e, 0x4a0f442c767a8485, 0xddfe24a265d1b95e, 0x00000000a4a1837b,
        ],
        [
            0x048582a0bae76dee, 0x7ca805f2d889accc, 0x259ba0a16cc78ea9, 0x0000000012bbfd74,
            0x4074e595701503b7, 0x8c529e918df11df0, 0x11f71e8a5cf6eccd, 0x00000000803db77c,
        ],
        [
            0xfa0a9311b21172ec, 0x2353eec25c00aef6, 0x6045acca21a62108, 0x00000000199dadca,
            0xfa9f5735b379310c, 0x39532422f3b809b5, 0xd0cbb813bc38301d, 0x0000000039a2df32,
        ],
        [
            0x76568bf7c96ce884, 0xd03e76afb6bc62e3, 0x3188a86282dc9af5, 0x000000007bb6045c,
            0xe9707984c43330e5, 0x84012b87c82e41b2, 0x2d53b16d9b8d676c, 0x00000000b824bea0,
        ],
        [
            0x2605484dcd859e34, 0xdd2efc809f5e9dfd, 0xd581f320edd929ee, 0x00000000ad31f5f8,
            0xe4bf64bb01f45372, 0x85f9e1cbee639c50, 0xc6103d95c0d66d9c, 0x00000000f19b4a04,
        ],
        [
            0xe36db35b4533f9c2, 0xd8f656524246f638, 0x78d617ea55e79aa0, 0x00000000b76a2b18,
            0x00ee4433937485e7, 0xb04d6847b3c73209, 0x6a7b669fb8c627dd, 0x00000000019f733d,
        ],
        [
            0x85a00efeb79e05be, 0xe2b38088fbb504b8, 0xa9ee48da190b6c1d, 0x00000000836c7149,
            0x8d363985b34a8458, 0xc3098f031914cee3, 0x043cd312411a175b, 0x000000000152b26e,
        ],
        [
            0x1d105d8f895d105e, 0x7afc31b2fedbdf91, 0x6b52702e3bd947db, 0x00000000eefe590a,
            0xdfc9043578244afb, 0xfb924b531d47dbf5, 0x3f224bda80844bf3, 0x00000000cc7319c3,
        ],
        [
            0x36339289cb4f39ab, 0x2082bf891fbcf6cf, 0xc2753ab493222f43, 0x000000008147cfe5,
            0xb3a2c3a62cf76765, 0x4d30887e07f492e4, 0x2424ccd6d7a4162a, 0x00000000885a8c8b,
        ],
        [
            0x53f58a2105ec5bd8, 0x2ab05066e72cd5db, 0x7f1b8198bc94398e, 0x00000000afbb128b,
            0x2c35b607e58f108b, 0x17918b003c0fec9e, 0x86c0f46aedfd98bc, 0x00000000ef9717d1,
        ],
        [
            0x2d9665266dddf554, 0xa4179613d78b60ef, 0x6afc31ce27a34cdb, 0x00000000d35ab74d,
            0xab85ccdd22deb15e, 0x93c62137e5783a6a, 0xe90f2da141cffd8c, 0x00000000355a1830,
        ],
        [
            0x0238d2217a3e3e66, 0x3e37ea35ec7a5334, 0xd3508d4506beb659, 0x000000000a5cc384,
            0xe31f8fee84379132, 0x4f48104e6bdfe2ec, 0x9ab94f37491d1887, 0x000000006aa088ea,
        ],
        [
            0x8d51442c53a5a9e8, 0x4f30d035c6e8cbf6, 0x16cb1b6c1fa9f710, 0x0000000059fe0a04,
            0x9783c1f0fc5fd4c5, 0x4bb49bcbe889823f, 0x7e26c77e920e79f5, 0x00000000282e1c6c,
        ],
        [
            0x4e154135df737ea9, 0x5bacd56a9db4a5c7, 0xf8bcdb20921918ba, 0x000000009774a766,
            0x31b059b577206f96, 0xef09e087af5e633f, 0xf289092fa75369ab, 0x00000000280c1f4f,
        ],
        [
            0xab8cc5f66ac4de14, 0x792e35369057e71e, 0x67645642e75d57e2, 0x00000000240827ff,
            0x6c3b599461fd5842, 0x7859d622ed929b95, 0xb42b30d85c7e6fe4, 0x00000000656ea37c,
        ],
        [
            0x0da87b725cd4644c, 0xfd94a7060aaf50da, 0xa1ef0f2412e99413, 0x00000000429f4508,
            0x1a17587d60ec2748, 0x91072722454a4902, 0x645db9073eaaebf4, 0x00000000742b8aba,
        ],
        [
            0x62d9e909f870caea, 0xce8b77ac4762b25c, 0xc58408e07c2e7286, 0x00000000250a726c,
            0x7fd93a560b988a05, 0xfb15f9dadd58d0c0, 0x0cb78353b5f04932, 0x00000000ad21dcbb,
        ],
        [
            0xc06e7882898d492f, 0xa1c9bcecfddcc78e, 0xea0119671f680be4, 0x00000000d6ae2321,
            0x499e4cbd33aba11e, 0xc2f05208f58991ea, 0xe713afdf6cb8f211, 0x00000000a7b15b8d,
        ],
        [
            0x9a2a5d00271a1c60, 0x92d8bb594ffc172a, 0x5113d5bdbadcd9d2, 0x0000000090320194,
            0x98c9a7ba0f8b3260, 0x333eb414baa07c5a, 0xb18983e8b4b8d96b, 0x000000003abc9189,
        ],
        [
            0x6ec6235b5560a657, 0x004362f35e1616fc, 0x7dd315818b930d8a, 0x0000000037232fd2,
            0x695964c84c344999, 0xe42bbaf786e1b328, 0x0172c0e3515aa77f, 0x00000000c416b4cf,
        ],
        [
            0x706d55f751100502, 0x79b20ce59503e6d8, 0xc9330bbccf851601, 0x000000002fcf8912,
            0xd39c342c8a2eeb2d, 0xeabcd002aa259253, 0xa0b7b213f7cf0f4c, 0x0000000096bce22b,
        ],
        [
            0xb1ebd8e88924153c, 0x125f874906cecc82, 0x2d6947cef3f083ac, 0x00000000296f56ee,
            0x907fcd65f473990a, 0xe4e0b7b6f484b964, 0x61fbbe8371952b9d, 0x0000000004994f9c,
        ],
        [
            0x81bdb58797d86439, 0x5a6849fa4fa3b433, 0xacd0d34ad815807f, 0x00000000f5c82f46,
            0x60978f529e6bce26, 0xf3f345ccd5886c97, 0x8bd4964160f08545, 0x00000000e5b46815,
        ],
        [
            0x5e384613b43fd9ed, 0x1dbd1e62efce877e, 0x793c265523496ad7, 0x00000000f5687f36,
            0xed302830aeb43049, 0xe92de58f72cb84e3, 0xe5f4bcf2d8ce92c0, 0x000000005779dcb3,
        ],
        [
            0x3bea854b60f1e053, 0x3c6ab4d453e4de34, 0xfabf5576839ae082, 0x000000006fed1f3c,
            0xd0a624bb2b7a5e0a, 0xae51b8a483ece9eb, 0xebdc179020eee7da, 0x00000000865bfe42,
        ],
        [
            0x873346ca7ac416ea, 0x9928324c86580b98, 0xe25cec6aa00d6a90, 0x000000006b947ac7,
            0x00f4ec4e8194d51d, 0xff5342dece53ae8c, 0x4f79042965ac8405, 0x00000000a180fa00,
        ],
        [
            0xd27705df82f998fa, 0xb47da53cb87b668e, 0x470e017e3ccfef4a, 0x00000000176136e6,
            0x9f47beadf4ca15dd, 0x79f8961ca5b5bf46, 0xdcb82c02fbbd5b8a, 0x000000005e801382,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x4e4724fef1a48612, 0x113fa4e53f1326b9, 0x70494768acaa791c, 0x00000000117dfb2f,
            0xfab096b5eb9cb5bc, 0x53cb9aa2561b1439, 0xbff60f804ecac1e9, 0x000000003d1273c9,
        ],
        [
            0x7c6605a43970c831, 0xd1b675b0d31e94e8, 0xae67b792b46ecf75, 0x00000000603ea568,
            0xebf8a89e7326b630, 0xe68260a3a423c490, 0x1a18724093fae711, 0x0000000038de153c,
        ],
        [
            0x8c11bbf741389431, 0x0f85cc4f3f17bd49, 0x8ee578f54ef46bb0, 0x00000000baa5c2e8,
            0xee0fe6bd69694479, 0x2addf864a5d07597, 0x89a872573703fe91, 0x00000000bf22d750,
        ],
        [
            0x337f6efdc244d210, 0x529c14742f1eb463, 0x269b98c16a1400e8, 0x000000008fe85e22,
            0xfe17cbae08bfe30c, 0xe337bc2380906b35, 0x612cf37f0790028b, 0x000000002461ef27,
        ],
        [
            0x4d1b1d155a3a86f8, 0xcce07ea8758065aa, 0x4bf6d488fdf8cd64, 0x00000000b8c6ed05,
            0x8ba003ac79d705c5, 0x6600a4b8d65b6438, 0x5e14fdd795f6eaf4, 0x0000000044bf0b19,
        ],
        [
            0x515dd4eadbe8a5cc, 0xd1804ddbb478bf7a, 0x44d497bf0badf9e5, 0x00000000329b418c,
            0x3003c031cc1a4053, 0xe6bad84a464b11b7, 0xf25c4308973d92a7, 0x00000000713f7db9,
        ],
        [
            0xf5c0adc14935438f, 0x61d8e29643fa9251, 0xd1cedb2b7af57cd2, 0x0000000075b76cd6,
            0x44a52edb9cc8cd34, 0x2087438bf2f5d8ab, 0x276782a990011fda, 0x0000000088fe3cc0,
        ],
        [
            0x710bd994ffd8dc17, 0x68fad9d93700bd4f, 0xfef7f1267d3655e1, 0x00000000f2ae8000,
            0x4bc59e1b3227b451, 0x5428a45bdba261c7, 0x28a05c5ff9123194, 0x000000009b8fdc7d,
        ],
        [
            0x22f0208f287d96a0, 0x88bcb7c5516183f9, 0x8f2e6cc09fca8e57, 0x00000000053ba8bd,
            0xf1838cdf6fe5bb6b, 0x0d7de178dad82924, 0x73ed826ccadc2157, 0x00000000619e6b7f,
        ],
        [
            0x1742db174ba2ff56, 0xc3bd03a6a4b2bb74, 0xeda9bae3da982805, 0x00000000de0fb2f2,
            0xd5d0f3547901fdeb, 0x662787fa50c6e207, 0x8ba13af79fb2dab9, 0x000000002b9f33d3,
        ],
        [
            0xac77531832d97a7b, 0x9e937aff9896aab0, 0x6e979f193fc491ba, 0x000000005c9f8a84,
            0x69e7d54e2f0ad434, 0x59ef11b28da41c43, 0xe745683f080ab1b0, 0x00000000730de764,
        ],
        [
            0xb201e718dbed9f14, 0x213f11e36c154dd5, 0xcb881242560e70a2, 0x0000000052578a50,
            0x3b753ae1e29978c1, 0x1eca000a82106b07, 0xae6e703564454ad2, 0x00000000d8825222,
        ],
        [
            0x26aa64b5ac065070, 0x3c311c615c19cc3a, 0x18de91768de34fb0, 0x00000000ba182405,
            0x4adb29376555ae7a, 0x5e7f1e1cbb1ac1c8, 0x6f695b4718759d2e, 0x0000000083a48e95,
        ],
        [
            0x17ed6885e9543bd1, 0x186703b85a55e777, 0x6da7288a1b57411c, 0x0000000087d7aa26,
            0x3cb536f62d55219c, 0x9a1c21859143079f, 0x09e76dd59a797162, 0x00000000cf2047f7,
        ],
        [
            0xb3ad0866abcc6736, 0xae212a2b6d6a0e24, 0xbe879b92cb4ba363, 0x00000000e178d7b2,
            0x4b15c226f078e3fd, 0x3ca0f66d473e4621, 0x96985977abdce1b5, 0x00000000d67f1cc1,
        ],
        [
            0x3bd35999e3cb229a, 0xe59a2f6957cadad3, 0x0389b863b4295afb, 0x00000000e5e81761,
            0x7de84530c6013477, 0x71ff86f197ae9af1, 0xb0e6a2be53001b6d, 0x000000000821603e,
        ],
        [
            0x04dda82400669c04, 0x1833c1355a6a49aa, 0x40c402e4f85e109a, 0x0000000059758fe3,
            0xb5c83039dcbb0a0b, 0x8ca0f387e4cf7c54, 0x41d546527e6f7b51, 0x0000000050e9b075,
        ],
        [
            0x45dadeb3255deaf3, 0xfe93ed8a519783ca, 0xd6b6124825dee29c, 0x000000007d89d301,
            0x3032d4c85a90b76b, 0xcd7437a04c5ba36f, 0x504ba0aa7a7de166, 0x000000008eb2d895,
        ],
        [
            0x3b9946d01a400d46, 0x5aa7522d182dd0b2, 0x6cc09af176700cf5, 0x00000000092a421e,
            0x78b8e05b72630860, 0xd76ca817f265bf8c, 0xdc382a4f706f0acb, 0x000000004b4ce66b,
        ],
        [
            0x70f1afe8394885f3, 0x1db7b64b7642fe19, 0xa22c0850ffc86ee2, 0x00000000d85146c0,
            0xb2cbf33f77f3c473, 0xf5cc526c973095e6, 0x4163ee24392cdd16, 0x00000000fd0d1e8b,
        ],
        [
            0x37b7f9b77f947fe9, 0x6013a0eca410a85e, 0xea4c84c4227ba4b6, 0x00000000e63e0f44,
            0x9ca6b9c197dee047, 0x78ace49bd1a90c33, 0xb948c859b02d1a62, 0x0000000061497e80,
        ],
        [
            0x18d7a33d4752eecb, 0x792f1a0c48d07d55, 0x663c4a6a83f5f1f1, 0x000000006a02ad24,
            0x8c78784be7c509c3, 0x2dfadc4225acc1ea, 0x3a9e54db77c1e263, 0x0000000075abdf98,
        ],
        [
            0x1783f6a6edbe6d2c, 0x6580ea7342ed25a9, 0xab882b74498da0a8, 0x000000009a737ad6,
            0x1bff79199fc1e1b2, 0x00117136bb5b7a27, 0xe1d5155f3566cd51, 0x000000009e5672b1,
        ],
        [
            0xef438c6aa5772349, 0xc75d68c2784f0425, 0x04cfa24aaeb35285, 0x00000000b29a7096,
            0x37e8669fb07ad7c2, 0x898f6e43a06fa9f5, 0xce2b5c81ae9a51dd, 0x0000000071ea9698,
        ],
        [
            0x7f1ccc04e3ef8727, 0xed716eabf1c7515c, 0x14da5f286b534b78, 0x000000002f7d3f67,
            0xf515342e6474df18, 0x5ba385cf56d5ee4b, 0xb1d8f9125c2fba57, 0x000000003b79e9e5,
        ],
        [
            0x4a801c46601f8842, 0x33d541121447dd2c, 0x620771361159b31e, 0x0000000052e1abbd,
            0xa9d376187fd7a89f, 0xeb10764ff338254a, 0x59e44fde0b089883, 0x000000004213c7cf,
        ],
        [
            0xb4b9c074b5d64ac3, 0x1f630124b24ae43f, 0xd673cd0d1c618559, 0x0000000093072c40,
            0xcc73b50c563dc677, 0xab8625a83afe19e2, 0xbf2edfc4d41e8910, 0x000000006b75a3cb,
        ],
        [
            0x8f5ddffc65ff53f2, 0xcebae0d81a27aae8, 0x68801119f76752f6, 0x000000002a5ffc13,
            0x43da727f1c3ca415, 0xbcbcec949c5d6cb9, 0x2fa2387c625d49eb, 0x0000000022c5c689,
        ],
        [
            0x5084c8061b77ea6d, 0xe19a2765bc4a6f5b, 0x031f2a8c139bbe70, 0x00000000cd45eedb,
            0x0e700fed1efde521, 0xcb6c7cdbc8d4d0f7, 0xd3a47c9958c1f6fe, 0x00000000301c909b,
        ],
        [
            0x2ef4e424ac28e858, 0x4e94929e646133cb, 0xeb302ebeca9a058b, 0x0000000092492e85,
            0x2d199f4eb813e429, 0xfc037024991cec25, 0xc5aa27fb0a603264, 0x00000000d0b1bc27,
        ],
        [
            0xb74a21915dcd0ca1, 0x7bfdca12de07368d, 0x60501f03b0261a64, 0x00000000928bb91a,
            0x51cd12dc027e98f2, 0xc31a0d58ab0a5c1f, 0x2fa6268bca642db4, 0x000000000c6896c1,
        ],
        [
            0xe00d996f31630cce, 0x04f12a542cfd9fb6, 0x2aea786b18d82c97, 0x0000000027c44abf,
            0x9bf62a76c246140e, 0xa834fe3f6d4dbe1d, 0xb0048b02c185ffc8, 0x00000000cb0797d9,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0xe7d42ceb0b742716, 0x885d3adab08cc94f, 0x252106aa543f2288, 0x00000000c423e8f4,
            0x78c550374e5c3e51, 0xf2929337250e1559, 0x5a9d44d36e9adba6, 0x000000005e59a8cd,
        ],
        [
            0x9f63c158598bdfed, 0xc39cbedb68b857de, 0xb916e538645337cb, 0x000000004c74774b,
            0xba80e7cd1f1763b9, 0x25fe3475b221fe73, 0xb1fce4d33b5e353a, 0x000000004f38a43b,
        ],
        [
            0xc4f415c94c763da5, 0x915985289ffa4962, 0xa70cb349ebd62472, 0x00000000e2ec232a,
            0x8511e39c69849ae6, 0x1f3672423aa7c7e1, 0xfe0126280a61563f, 0x00000000c7f23347,
        ],
        [
            0xceecc540684daacc, 0xadf9df3f753bae19, 0x9f755e4a3e2a4020, 0x00000000caca839b,
            0x1dde798e516f88d7, 0x7bb22b008cf90ec9, 0xa93f618d56f07c92, 0x000000002f3647b6,
        ],
        [
            0xd598eeb7388d2006, 0xbe3d834b9b0adf74, 0x2d789bac98deef89, 0x000000007eb83661,
            0xf860a58586a2c702, 0x8c73afead2f069bd, 0xd0fb4e89a37a8589, 0x00000000753ba271,
        ],
        [
            0x34fc06b44e6b5704, 0x039acdd043809e24, 0x02c818617c909711, 0x00000000ba65d10c,
            0x111c39ab15528109, 0xf1650be5d1d42d33, 0xf00a97669f38297b, 0x00000000e0c1b3bd,
        ],
        [
            0x984bda31eb7514fa, 0x5f84fce92de3356d, 0x83426be943e1785e, 0x000000007e997a0c,
            0x74757142a5695d8d, 0x450a107dfd0a2ccf, 0x84c84568d3f45e9b, 0x00000000beb6aa4b,
        ],
        [
            0xc6b8f531c5774750, 0x977b863ff286aa6f, 0xab76e43def08612e, 0x0000000037999f1f,
            0x6dda1de3d2c97ada, 0xfdfb33b97ddd69dd, 0x214801f5e0bdc4d8, 0x00000000de678d50,
        ],
        [
            0x5aa3566d4225576c, 0xcbcb9f44b36c4624, 0x2e7c206a2ffa0a0d, 0x0000000053e4ef4d,
            0xa4d611f1cb1ec701, 0xba2f80af4ae18deb, 0x4c1451ecedb09f6a, 0x0000000017ab1301,
        ],
        [
            0x2b5cb6c505cbb6f5, 0x43faaf8a86cface3, 0x6ab53f345e0199d3, 0x00000000e1f869c9,
            0x7a6d0291a0621be8, 0x1c55758fe19f8015, 0xafd99b568af8dca4, 0x00000000559cb7dd,
        ],
        [
            0xc94c4df14c8b1b4e, 0xf29dbadf78b15f81, 0xb85d9909d6699b02, 0x0000000088be122d,
            0x988f73fa214698cd, 0xf56031de840e53aa, 0x0704583a4d38f101, 0x0000000004850eaf,
        ],
        [
            0xd3a71987c354875e, 0x73113d97e72bb1d8, 0xbf1ce0ccf4562436, 0x00000000bcf67646,
            0x577119598bc6f235, 0x412b85e36a8af1fc, 0x0127952e281c9453, 0x0000000046666d5c,
        ],
        [
            0x852285eed36ec53c, 0x93f0b0f104674455, 0x32d085afd424018a, 0x00000000b0af4efd,
            0x3ac91310749e83d3, 0x491b1bee9d60b76b, 0xf7dd962472e05676, 0x0000000081d7134e,
        ],
        [
            0xd94441a8e8b0ac28, 0x8ae507ed71cb6fc5, 0x2ef5c4eb9c551dab, 0x00000000bfe0931d,
            0x5a56fec3709d2579, 0x7b80901559eb4be3, 0xaeab07e45b0edf12, 0x0000000075152e44,
        ],
        [
            0x155a0b2e85f9aa8d, 0xe0c315454559a136, 0x4087f4073cfa025f, 0x00000000743e2dad,
            0xe9d8bdb018c1649a, 0xa433872b6117fe23, 0x2220ba16e67a29d5, 0x0000000095c239c4,
        ],
        [
            0xa27022a011183679, 0xdae38235df2c1708, 0x6e3ffdedd97bc9e3, 0x000000009b274709,
            0x2aa7278dbe03cedb, 0x6b83db830a6b1aed, 0xcbd1ab87ccf5fc9f, 0x0000000007f81b58,
        ],
        [
            0xafdd3dac5fd218ab, 0x84b0943858c3e976, 0x870753494b02c9fa, 0x000000001a8f282f,
            0xa1fd8aa81fe6d416, 0x523264c8462fff8e, 0x5407e948aa493c5e, 0x00000000a219fdf1,
        ],
        [
            0x746c032f15e9baa8, 0xba699e8fc2904d4c, 0xa6c16caf4006cac9, 0x00000000d9991443,
            0xe2b24c9f415ebdf2, 0x63fd3764509dcab3, 0x7f676a05fcc27529, 0x00000000abed9e5a,
        ],
        [
            0x80afd6f5b877e8e6, 0x0945900f4b2dd3cd, 0x84ecb5750cedf01b, 0x00000000abe8b4c6,
            0x1bb6ebc937a5f300, 0x7e0671bebb309fa3, 0x0c604884efecaf1e, 0x00000000c7989690,
        ],
        [
            0x0631a01a1fa6bf19, 0x348c93208dec21e7, 0xe216acc3480d6e9b, 0x000000008ef121c8,
            0xbdfd87369475a90e, 0xd1fde24963fdf00f, 0xf256d61034981823, 0x00000000795c405f,
        ],
        [
            0x329a3f047fc30ef6, 0x8ce95ee26a271700, 0xf587d278a06c5432, 0x0000000098b5fd6c,
            0xd7ce94e457ed7ca4, 0xec50c3092aadddd2, 0x544ee72e798ec6a1, 0x00000000742d8133,
        ],
        [
            0xad227b62ed96de96, 0xd4848e287d406cac, 0x59ff3aaa6123441c, 0x00000000c70d2811,
            0x1e77ec82897e9936, 0xa5c6000cf174c128, 0x4917560ff42ebd20, 0x0000000007ec3454,
        ],
        [
            0x5cef737fc063fc12, 0xdf6929a7ed1afc22, 0x523f1c3c9a2a1330, 0x00000000458e60f3,
            0xa5f06e5eb5abd614, 0x633f960840cbe102, 0xab5c0accee8e7b36, 0x00000000d53d0b23,
        ],
        [
            0xa054dd4dfebc554c, 0xc75cae2a1a68d453, 0x57dfe47a78b82e88, 0x000000007f88ad44,
            0x5dd99be6bd74065e, 0x32f43038e5c6ea0d, 0xa11c6d60e393bb5d, 0x000000005e1295d2,
        ],
        [
            0x2d7d192f28649337, 0xb265d50b54bb94a7, 0xfe43a046d37f40fe, 0x000000003ed9d48f,
            0x01320abf425f25ea, 0x5f01405f69b3b613, 0x8429a7929f859fc4, 0x00000000499b9f5a,
        ],
        [
            0x7a1f944a01d7d17b, 0x5aeefc9a2f6bcc1e, 0x32e24cd4d6d988a7, 0x00000000ddfb4e42,
            0xf23e1a3d1ffc28e6, 0xd4ff51c1302cb22f, 0xef86410d249f3c58, 0x000000001dae24b0,
        ],
        [
            0x9488b03d80488754, 0x00eb7a934d6f042b, 0xb93fb6e6cb2a2b6e, 0x00000000b4fb5f05,
            0xce6363660e2ab3ba, 0xd6deb24b4cb1428d, 0x9b093d51fc4ae7e2, 0x00000000309caaab,
        ],
        [
            0xdde9a26cde285351, 0xe3e823f6d4bfb828, 0xcf216a833ffdd77b, 0x00000000992a76fa,
            0x7c17b34357956c32, 0xd0419dfc6b0d63b2, 0xf692ade3a20790a9, 0x0000000018f3a701,
        ],
        [
            0xfc2423dfafc5fe2e, 0x55b2d3219da5d8f9, 0x177af92c473f93a3, 0x0000000036bec56e,
            0x09ff04df154a1560, 0x2a38fdc3ff06ce9f, 0xc4219afbe34804c7, 0x000000001803739e,
        ],
        [
            0xd3d2514ac9d86b52, 0x47307a0873b4affe, 0xfc9c60dda826014d, 0x0000000097fb3f87,
            0xb5053b9b89dd0892, 0xa02d1720ffc5628a, 0x014c611727814734, 0x000000002c91da3a,
        ],
        [
            0x486a0fd68335944d, 0xc6c0c85c539abbaa, 0x5ba5b8f1d5d78c29, 0x000000009915e813,
            0xfd37c9e3a5f7cada, 0xcdb6b70093cfff73, 0x1e6b9f729a2b99cd, 0x0000000031d47f5b,
        ],
        [
            0x7dd96f5ec13dd49b, 0xfebbe7beaf9478d1, 0x5f9f44aba2594398, 0x00000000515131d4,
            0x71806245f4df9552, 0x19b08035b790c021, 0x169497a19223fc46, 0x00000000a19fe0cf,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0x6202b583a8d61e4b, 0xbcd45a66e4cb169f, 0x5b9bcc2e001e0a4a, 0x00000000c7698f67,
            0x28cd5c9884e54e19, 0x03cb479aad179974, 0x29916d17349062d1, 0x00000000cf91f53d,
        ],
        [
            0x3d08c0b9b3fcc914, 0x71e5027f691d9090, 0x2be5dfa678f8deeb, 0x0000000070c0c79b,
            0xfe48f395638795dd, 0xc48a411d738c29d4, 0x5efa882d864a2dc7, 0x000000001d29a0b1,
        ],
        [
            0x1f1e845eb6f5d8a6, 0xda3ea12bc3bdec33, 0x9aac5ed8dcada332, 0x000000009bbf5beb,
            0xe3c433d942fcc204, 0x58f8b8059ea78ae6, 0x9ec107fd04d5924f, 0x00000000cbf44e71,
        ],
        [
            0xcf6cafc6e262ac00, 0x3046a5ee49759a9c, 0x68de052537bca928, 0x00000000910c7c4d,
            0x366e2a1fe3ce9df6, 0xd2a5ea088d81d75b, 0xc2693b1f57aeafd8, 0x00000000fa70f7cf,
        ],
        [
            0x194255edc05e82f1, 0x4da7301cb420d6c5, 0x2e5366c2ec665b22, 0x00000000affd5a29,
            0xb6ea8fa7322d350f, 0x6370377c2d81ebe4, 0x97c7c1f359034f34, 0x000000002e64e9c4,
        ],
        [
            0x27bcffa72be317b0, 0x13618e08c7850958, 0x3876cb207cf4f904, 0x000000001074f668,
            0x6f37716a516d9a8e, 0x3fbbf6dc712185d5, 0x3f80770755312336, 0x00000000a4252bf4,
        ],
        [
            0xc146db0df622bfa5, 0xe0aedf65e3d20c29, 0xe8579e76795a58fa, 0x00000000f2637bbf,
            0x78ea1484a1d7287a, 0x77d29e29f3d4af86, 0xb21f9cea1ff96ff6, 0x00000000370155dd,
        ],
        [
            0x379f74c5b8ef1487, 0xed7fb0ec26f3cb78, 0xbbbbcc17a79ea4e7, 0x000000002699e2e9,
            0x67f9338225fed87e, 0x6c795e46f4883e8d, 0xc0dbea41b3229410, 0x0000000043d04f56,
        ],
        [
            0xf4556a6c7a5a0a52, 0x3a05024da3df195e, 0x1ff2e8af08662ae8, 0x00000000bb8aa4de,
            0x1fbcc5344d9e7198, 0xe6a1c67f12aa4700, 0xdf517b9524239b3d, 0x00000000ff0a66c2,
        ],
        [
            0x4d0470c03295682b, 0x6101ae841ca2408e, 0x84f5ae1368df7098, 0x00000000d52c81e9,
            0x0593d2f51e01895b, 0x059172368e755035, 0x15abd17bc1720a6a, 0x000000000a8fb226,
        ],
        [
            0x3327cae2fcafcfb2, 0x8acb2b76358c5cda, 0x44486edc29cb6bb0, 0x00000000beb638c7,
            0x581a891ef553d2dd, 0x9d697053bc522e91, 0xe117e4dee7a474df, 0x000000000fa2d994,
        ],
        [
            0x01d68f18378cadbd, 0x0abeae9606429b70, 0x451e6e9f18d75158, 0x00000000cc925bd7,
            0x34df853800d7a518, 0x5bf78fd562f229c5, 0xbb44eb3458d29ef7, 0x00000000074b7f5d,
        ],
        [
            0xcf9ba84bd890ea4f, 0x93a0ee8b1cadd83e, 0x55b68028716d5238, 0x000000009e46f14f,
            0x414813077ed55252, 0x90a62383aed15b63, 0x040dd4faf46b09c1, 0x000000008403adeb,
        ],
        [
            0xc6df8788d1eec4d0, 0x8f8c7848d79e5973, 0x8e9ae3ef734ff7d5, 0x00000000610da169,
            0xe0587f04b48f29de, 0x383386922c52dd4a, 0xbe3ad0bf5199ab9d, 0x0000000072087bcd,
        ],
        [
            0x8af281aac0602af9, 0xadb7e8bb88a750ac, 0xf55e79edec9faedb, 0x00000000b5019003,
            0xcf2bd96c4452950c, 0x894f7956e8ee7be1, 0x10b21980565fb42a, 0x000000001a6105a8,
        ],
        [
            0xc57b1cf84ddd1237, 0x48f71e377ec91cae, 0x2001a87f85bafed8, 0x00000000403f36ba,
            0xb8ec822cc940bb55, 0x7da021796c27be59, 0x2f15da74e7ef5a06, 0x00000000a90f7794,
        ],
        [
            0xf81b3edf52b7d732, 0x85d055c64c9d9b4a, 0xca7a092067f521c7, 0x00000000cb9cf49d,
            0x43d0d682b090c0cc, 0xca47403da60b6aae, 0x2b7370a4e1790b78, 0x00000000262a490b,
        ],
        [
            0x5b2bad36ad2e6c34, 0x17f32a4d04c46091, 0x17ff35cad3af16fd, 0x00000000433ea1ac,
            0x1333d2af10ccde8d, 0x3d0c83b5a75316a7, 0x16e056c5939af608, 0x00000000188c2571,
        ],
        [
            0x28c47f2436197682, 0x7fe8b168ec55f595, 0x61507448e4c87ee0, 0x000000009da1d8af,
            0x5147990549ab39e1, 0xf21e94c48505e475, 0xfe801f79996a99b1, 0x000000004be4b2e3,
        ],
        [
            0x8116464103c4f275, 0x0fe80218d44a5c5a, 0x2d0c5fe33117684a, 0x000000007f75456a,
            0x162a5e8496ac5bf6, 0x6deb04b00c3213a8, 0x4ba5ce46e880be87, 0x00000000232f0f54,
        ],
        [
            0xf5a523804d9388af, 0x10b2275632c103ec, 0x8aa81c2cb129da75, 0x0000000022511fc1,
            0x75149b4ee33f2dc2, 0x25312c9387be8380, 0xa95d0570f3d2cbd0, 0x00000000c2a8259f,
        ],
        [
            0xc3e68586e01ec206, 0x4bbeb4687b0c18fd, 0x55f7834772c0232d, 0x00000000eb537d11,
            0x38af3f97d9a56d3a, 0x6920817ae7d60e38, 0x7a6dd0dd3b914d97, 0x00000000c0f48050,
        ],
        [
            0x1bc271591b1f94fd, 0x60ed22cee247b2cc, 0x47bbe9e8d930f161, 0x00000000cdf3450b,
            0x35473467d51a2e87, 0x3ce49110d3f1fe65, 0xaa89f6ee84129f3c, 0x0000000019d37276,
        ],
        [
            0x70c2591e5df557a3, 0x28c43a9a67224bdc, 0xd69ce03269e1cc66, 0x0000000055107101,
            0x1b7d3da8073bb686, 0x40ce89ef4fdb0e7d, 0xfbd88b9c4b6f952f, 0x000000009bf75120,
        ],
        [
            0x6662608101970b66, 0x416a083a1ef6ad76, 0x7c94018aff6f00fc, 0x000000006a6b5746,
            0x2b5ec3074d702f83, 0x7b0be966deaf0987, 0xfe74298380c4c6b8, 0x0000000010fe8050,
        ],
        [
            0x86234bd641af335a, 0xb58098e9a015fdea, 0x945e79d7c84d0227, 0x0000000039362b5a,
            0x8f91b2d1b606b631, 0xc682b3da8041e820, 0x7f3506617b52b8f8, 0x0000000035b5d90e,
        ],
        [
            0x4ba76c0f005dad27, 0xb3fe6154807974a1, 0x363c6755cb86222b, 0x000000004e4b62f2,
            0x1ea770551989a906, 0x6ac8c86fd7d565b3, 0xa321975d05f8e6b8, 0x00000000b867f52e,
        ],
        [
            0x4638ef8730edde44, 0x1cd00c58e5a7fda9, 0x1622878f8adf2eed, 0x00000000258d131d,
            0x155b7b21b9f9a61d, 0xe9e62051ecda1f8e, 0x3c62a484101d1e9a, 0x000000006d3a41d9,
        ],
        [
            0x215d5dceb85e9050, 0x50325ad09613317c, 0xe045a6d9d7efadf1, 0x00000000399f1a8b,
            0x2197942baa65ea63, 0x944040fba2b0cbac, 0xade3a8ec427dc2f5, 0x00000000aba9c575,
        ],
        [
            0xed777518ac35a92c, 0x0b217e2447fef5e3, 0x25933c7adf922b49, 0x00000000d02f0776,
            0x939cb874336a66d5, 0x97960a385ade0a0a, 0xfb5fdb4f374bdfd6, 0x000000001f6415ec,
        ],
        [
            0xb654b6b04536148e, 0x6a6c2b504131abd7, 0x699c69a8909f0a61, 0x00000000337de4f4,
            0xbba0a55de611562a, 0xf50ef4dd4abc5608, 0xbef8231b3219a5bd, 0x000000006a1e6f49,
        ],
        [
            0x80acf00d010445b4, 0x618aee36cebc6150, 0x742b54cc69928f7a, 0x000000008ff3d0f8,
            0x46debaada2749cf3, 0x0a41c700c991a080, 0x2203e629cb06cb13, 0x000000009852d229,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0xf486a25f05cba313, 0xb5527b72ee043800, 0x8677fc1f5db4e12a, 0x000000006d90d394,
            0xcfd9ed338275e0f8, 0xc2754ff831e6295c, 0x08d5cce9263eff65, 0x00000000a29c529d,
        ],
        [
            0x492fa79d922264fc, 0x9e7e71cd705bc87b, 0x3599f21918115f71, 0x00000000c7486719,
            0xa81eba776b54d1f4, 0x8c26c30afbecb9b8, 0x0ba7ed4c270ebc7e, 0x0000000010edbea5,
        ],
        [
            0x4f820b2bfaa0f1ad, 0x256dcb6bbe21fe9f, 0x04d408285965a84a, 0x000000008fcd4683,
            0xa69be280859aeb7e, 0x30b6512bd7270dd4, 0x70725ff4ffe45b97, 0x0000000088e2c350,
        ],
        [
            0xa1f11d72a1c991a0, 0x8d5f91fb90653db7, 0x33feda7be02f7f96, 0x0000000051325e1d,
            0xeab74b98db351952, 0xa87df07814dcc929, 0x39cb1f7230c2c630, 0x000000000365b246,
        ],
        [
            0xbbdd260b2ecac5dc, 0xacbdf3b437880348, 0x320c73957006ec5e, 0x0000000099049816,
            0xc2cdaace6223e238, 0x3bf52a851eddb5fd, 0x69dd4f05d0a49259, 0x0000000062725422,
        ],
        [
            0xf5bed4ec96cb3c1d, 0x325d522e05e84453, 0x6f274b8098a6c59e, 0x0000000005f4a4d1,
            0x988b41776675dc66, 0x0135a36b5c072e10, 0x857a9817117ecb50, 0x00000000992a3e2d,
        ],
        [
            0xc8e96fd5355be1e1, 0x0a19a3843bbbf11d, 0xb7311284261ae254, 0x00000000008d6410,
            0x13ade245dca1e6f3, 0x92568807c71f5e71, 0xe4b1a4facab70395, 0x000000005e33bfc4,
        ],
        [
            0xfe95198534849e4d, 0x78aa49401989b9ed, 0xeeb6ed9d5aa05c80, 0x00000000337a692b,
            0x47155281e0d568b5, 0x99144fa1cafc870f, 0x3d11bc9cff73fa0e, 0x00000000dc18fc41,
        ],
        [
            0x5c5cc4ad953d4386, 0xcf2adc7c834eca15, 0x34732632d55d0fb7, 0x00000000969bdc1e,
            0xc81f7757eb4a801f, 0x45f62778215935d8, 0xbe968925334a8fae, 0x000000003d2ca15c,
        ],
        [
            0xf22461da7c47a445, 0x8a69d0aeb395d82f, 0x7c830f93298bdb86, 0x00000000fe050648,
            0x1d4b033a10d15004, 0xf25491dc976d2ac9, 0x5221f99ed124b7b9, 0x00000000a8a420e1,
        ],
        [
            0x2b2eb9c0c48054ee, 0x515b77b10dd82fb4, 0x5db2ba59cd8ac7ea, 0x00000000ce496481,
            0xc08bf96febc1b9b2, 0x9fd274fbf26d0a01, 0xfc0fc9d5f0560402, 0x00000000e675585d,
        ],
        [
            0xac045e29fe53798a, 0xc4a0d68cc61aa0c6, 0x35725af95f636611, 0x00000000085586f4,
            0xebf29757e5b4c5d6, 0x1cefc1caabc17a96, 0x3ee374bde854c647, 0x0000000062759fa2,
        ],
        [
            0x1b2128fe566af633, 0x12a0817ff5e0b8e3, 0xf747ffb679ff962e, 0x000000006a9b5ca6,
            0x711927e9a56c415d, 0x9e0e0f799f3e9e46, 0xddb7adc9d842159a, 0x000000003d680a2e,
        ],
        [
            0x9d5a30e36ffa3bec, 0x380bec5fe54669c1, 0xba32f34757a1b5a3, 0x000000006f34d4fd,
            0x15323ffb1988000d, 0x43f516979b7cd10d, 0x372a24c606324925, 0x00000000fc4f92a3,
        ],
        [
            0x52509ab2638e47a3, 0xf269c92ea1dd04cc, 0x40ab9378da5bdc06, 0x000000005d0eed90,
            0xa52281bed58977df, 0x699c51cccb4f8215, 0xf1e7adc469813571, 0x0000000095003c23,
        ],
        [
            0xfc0f2cc4a13f84fa, 0x1a934c7c19247fe9, 0x4066bd3bd4a3f61c, 0x000000001f9ebac0,
            0x2e72d3d84dc92932, 0xee518f36e021799d, 0x3d86fe1836022f89, 0x00000000c15314a9,
        ],
        [
            0x065f1fd7521e4d55, 0xa5485a39f566145e, 0xa39daba669404327, 0x00000000a63a82aa,
            0x3024f94d48c875dc, 0x96c8072360222d4e, 0x59e20ca392dd0481, 0x0000000010e1728b,
        ],
        [
            0x60665344ee0f416f, 0x555e493e6e6d866a, 0x4a9f8af9938ab6e3, 0x0000000015321eff,
            0x3d3cff73a13b8357, 0xdabb9df86f1604b3, 0x2f6c17716a31f26c, 0x000000004cb4e275,
        ],
        [
            0x7080e03d8ed33781, 0xdf5d9a86b7dc8bb5, 0x3472f861a6d18906, 0x0000000007bcd798,
            0xab0749142632e140, 0x624a341b282c7656, 0x6640df0d47e64528, 0x000000007e3d9142,
        ],
        [
            0x853a9cf90e38a7ca, 0xd76aeb62c8fcd524, 0x2b4973d4271ed092, 0x000000002e82cb5e,
            0xdbbb0ca700c8a500, 0xbab45ff8776db311, 0xee5d2573c740a0df, 0x000000006b90203c,
        ],
        [
            0xca1aadbf86bb8508, 0xa40ed95e582ebdf5, 0x0475402e7968f765, 0x0000000079189998,
            0xc27b79fbe1948e39, 0x9f7966f4065db5bb, 0x944cb1da874153fc, 0x000000003ca8cff6,
        ],
        [
            0x79705f5761e94c6c, 0x104f8eae1ae4dc39, 0x2df76a66d1e2295d, 0x00000000ee37c81f,
            0x249b0fedb75425a8, 0x5dc7b0dd35ccd603, 0x632fd80a0876748c, 0x00000000937051ba,
        ],
        [
            0x989554829e960b81, 0xb43ce16150e87a63, 0x325e7f003e7c62f1, 0x000000003631b09c,
            0xbe8e7789c9df2cc4, 0xef4e0d58d91abcae, 0x8b36221ab090d89a, 0x00000000e7e4457e,
        ],
        [
            0x15800148cb5b9dcc, 0xaaa28d4c4040ade7, 0x385ced11c8da939c, 0x000000003b4abed1,
            0xb0e5a548c3272b5f, 0x91572cb214cde35a, 0x37061770fa0737c5, 0x00000000cb6a95ca,
        ],
        [
            0xfee0d369a6d2c9d2, 0xa3ce03b09f09b220, 0xe137d9674db17166, 0x00000000546af5a8,
            0xd9861cd1fdb1c1eb, 0xad5439f4f737730a, 0xecee1cbdf62351f6, 0x00000000d377c1ca,
        ],
        [
            0xc223bd20d52a78db, 0xfb5a326739bc7f37, 0x177b8180f22ddffc, 0x000000005dfdf85a,
            0xf1a0ea33f648eae3, 0x00ed2d044f247267, 0xcfeb3dd89a8864b1, 0x0000000000e45db6,
        ],
        [
            0x7e9dc938beba0170, 0xee67fefb5252521b, 0x02e0a2ad58440550, 0x000000009a40642a,
            0x029a59d99cd7b800, 0x82a2ef8378b26242, 0x62a4771123ccec76, 0x000000009b358f68,
        ],
        [
            0xbb3ea9995c8044d3, 0x35165d6c73e0284e, 0x9179978cfbcc95ef, 0x000000000455fc9d,
            0x19ba3a75334ec051, 0x188642ff6c17ebb8, 0x0ebaeb5e2ec13bde, 0x00000000d05ee8f9,
        ],
        [
            0x2931c7a26699fbba, 0xd88c8d125ed3985e, 0x67bad3d75082d5a3, 0x00000000302a7471,
            0xd489577aa531ae5c, 0xf51811e1a791c7b8, 0x28d69d027261bfe0, 0x00000000b8010609,
        ],
        [
            0x201731e988a0b06e, 0x22b85bb91a11b58e, 0xe454330d9b233381, 0x000000003dc4db13,
            0x4c780ab72d839c7d, 0xf7ab2990079f5a2d, 0x76af894055cd1f39, 0x000000008d7e9282,
        ],
        [
            0x96d63dc3047276a3, 0x1610b256bd6e85f0, 0xd704e9bf33ac9c5e, 0x0000000062647b4c,
            0x323db373ad6d2d43, 0xcb040b77308e8e60, 0xe6584ecc046190f4, 0x000000009ab151b2,
        ],
        [
            0x9813a7acbf9ea8d1, 0xba8db86e554027cb, 0xfe0df832ee72b064, 0x0000000095288a5e,
            0xfbc17e0fce907e3f, 0x95a7d3e4c81079f8, 0x88c58f167c006d10, 0x00000000797d133c,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0x5c0aef87a1434565, 0x8be4626b86dd3c51, 0xdc7cf7555776c584, 0x00000000c8ed51e9,
            0xd57c3cd6fc2b5a78, 0x990a7557a9c81229, 0xad18d96f08132a9d, 0x00000000a7b3858c,
        ],
        [
            0x068ac352668910b8, 0x6daa4cfee5b50c36, 0xac1c4b757a08949c, 0x0000000011c1e125,
            0x971e93180cae89e3, 0x29833a715beaff34, 0xb5863fbdc9786a5b, 0x000000003c2c5ae0,
        ],
        [
            0x560c9bc8a77fc8d8, 0x43eb7b5584786ff8, 0xc777548383c64a50, 0x0000000051c29ea9,
            0xf9f8361ba95946a9, 0x5f751ce41589254e, 0x9f261402add9bf5a, 0x00000000ae4076d3,
        ],
        [
            0x5efd9675666ebbe9, 0x2a43bca7664d40ce, 0xf99bc52242df8d8a, 0x000000001f49bbb0,
            0x6229e0b892dc9c43, 0x10d0ece8608436e6, 0xb8d321dc858f1853, 0x000000009812dd4e,
        ],
        [
            0x4b8a46443bdd4156, 0xa43e6264b9018606, 0xa171f572ab123fca, 0x00000000f01dd08a,
            0xe54b66e1b8c2efc0, 0x3599d38c9c51b84a, 0x366ffbfe59dc6126, 0x00000000e955256a,
        ],
        [
            0xab1b6c59223f5198, 0x8c8824cf5bc3d6ed, 0x67c4f9a878e21156, 0x00000000edb83c27,
            0xf09c29de13621a63, 0x8c685118722365ea, 0x3061c793addefa0c, 0x0000000056a652ba,
        ],
        [
            0x41924c1b86aa725a, 0xe68aaa8d1881a29a, 0x9a322c9907f90a48, 0x00000000bfd12f1b,
            0xac15c0f687d7f9dc, 0x0e79a1a376c4826b, 0x2c7213d08770c7aa, 0x0000000005f3d812,
        ],
        [
            0xf081cdef49a7ad4d, 0xa2a528a68034a71a, 0x31199e9e4500a7fb, 0x000000005fe5a709,
            0xfbd2fc21a43072cc, 0xb520bb4c29dafd83, 0x5278164d1e9534c7, 0x000000000f3bcafe,
        ],
        [
            0x9563ea8d5b2e8f9b, 0x1041e1ef88ce399f, 0x28bfa7e2d48046e1, 0x00000000fbc88f57,
            0xcbe89ac3c15e7d73, 0x3e746a3bf6b5d664, 0x78dc17fcb0b15da6, 0x00000000fff7a274,
        ],
        [
            0xb46ae5c47e39fc51, 0xc9c10e370fb10e93, 0x20858478eefe8f9b, 0x000000008ed04d82,
            0x8d926b8db30f3a3f, 0xdf388923f5d2e2ea, 0xa346218482101017, 0x00000000ecec6ed8,
        ],
        [
            0x7fd892e604eb69da, 0xb4d02931513f702f, 0x22feac9b5097ed02, 0x00000000cf7bcb2d,
            0xc17c211d34c1dd95, 0x42c231b4e7aeb06c, 0xeac4161e74223128, 0x000000001152925f,
        ],
        [
            0xe76904a4d8868dfd, 0xe973caa321b35c26, 0xb08336dcdd07e772, 0x000000008c3db8d6,
            0x084ebc3c47fff3ed, 0x5fa179480bbb8903, 0xafef547016c67579, 0x000000005419dadf,
        ],
        [
            0x999b5fa58b02ef8c, 0x8814387a39fc3825, 0xe92bdc3a3d302a11, 0x000000009d2e99e9,
            0x44b01680b49f5a7a, 0x16a9dd5e5fa8b7f3, 0x9508d3b9e5cb4548, 0x000000004e5b983d,
        ],
        [
            0x87440b901f6407b0, 0xc402dabf4eff8878, 0xc17550df7d5cffd3, 0x0000000052ffd09f,
            0x82f85cffc17522a2, 0xb89e379ca5e4ab0d, 0x73263db010055796, 0x000000002ed0b143,
        ],
        [
            0xbbb49e7d18033a92, 0x8266a91df19ec9bd, 0x52afb5abf8fd8fea, 0x00000000a4177b5c,
            0x278344ee030784a4, 0xfc01ad638d88822f, 0x6221a74bd3381136, 0x0000000016fa1803,
        ],
        [
            0xeca902e0a5065bd6, 0x4ddf10d3de1d93d9, 0xf2ec8e0aec79d17f, 0x00000000f7ce922c,
            0x50e0aa7d18e5673e, 0x77c4d9ac22f68618, 0xa3f330bc2ee99718, 0x000000000101f2c6,
        ],
        [
            0xc066e15896335727, 0x74a3967dcb8546bd, 0xda4d8bc477cfbbc2, 0x00000000e1a89fd8,
            0xdbba7e88559163fb, 0x43876b0b8eb3ed93, 0x3bdae23afd8c92e8, 0x00000000891c7e6d,
        ],
        [
            0xb6910a7c355e2251, 0xd70535af2065ac2c, 0x7b42003b41d8d0cb, 0x00000000e571ec7f,
            0x79f72dfdf5a358b9, 0x9a618c0ceb381f2f, 0xd67a35ff94d2908d, 0x0000000088699a26,
        ],
        [
            0x1a8066b14809ded0, 0x1296e857662e05e5, 0x8ea90ad508c2b2f8, 0x00000000930b30ce,
            0xaac3e745062eec15, 0x674272fd24b21f09, 0xb2b4116907c68d3d, 0x000000009a14929e,
        ],
        [
            0x4d05833124bf125e, 0x2e661b514757f7a0, 0x0f0e710c7e10c21d, 0x000000005fda09e8,
            0xb8e13e3511e39b19, 0xa533e702c2e941a0, 0xe0933e7360e6d45a, 0x00000000ac1f984f,
        ],
        [
            0x2934cdb5b1e1fbdb, 0x860ce6a64b64b3c5, 0xdc66a9e20463477e, 0x0000000078a220ad,
            0x56d78880fe77ee75, 0x918a3da6d9e675ec, 0x817d6487991f2f39, 0x000000004c482c74,
        ],
        [
            0xb723f2986455dbad, 0x0c5b7ad35dd9a492, 0x3734a7f6f02fb41a, 0x0000000044fef3f7,
            0xd4713132cddd834b, 0x0746d0dae9917f9a, 0xb81b4ac08ca756f7, 0x0000000014e08aeb,
        ],
        [
            0x80ae5436494379d7, 0xe3c4c1ab40fdfbfc, 0x083b453a001a0cd3, 0x000000009efd35b7,
            0xd7ccd1ff8533e2e4, 0x8b44c2891bfc1dc9, 0x48a298dbef427725, 0x000000002f38d97e,
        ],
        [
            0x842627475dc61ee8, 0x98a3597510abbb1e, 0xc35ab34cf2335ae6, 0x000000001b67b6ff,
            0x63af05846938ef7d, 0x0041ccca1d2c198a, 0xf22d05ee437d2352, 0x00000000ea0e8e2d,
        ],
        [
            0x19b1d295c308c13e, 0xb201679b5935fdbe, 0xd5bf6ea893e7fd99, 0x000000007d2d22c3,
            0x4271f7104ad23da0, 0x52b3f145ef4d5cb5, 0x9175b84c17bd58f2, 0x00000000fb659143,
        ],
        [
            0x6c64a5151ae01eb2, 0x7a47f203c32bfa9e, 0x1e03f566c8facb2a, 0x000000006a147484,
            0xf81afef55d936b5f, 0x4d421aa9fb649ae5, 0x9ff3a12da4600ae2, 0x00000000993b04b5,
        ],
        [
            0xa08ffcf8d674f6bb, 0xc364bda5a4f67703, 0xfac7f6f4d0ad3961, 0x00000000897db4b3,
            0xb67e0c3488f800e2, 0x6646ff04f0cd828a, 0x4945cf0ffbc178e8, 0x0000000094d5f295,
        ],
        [
            0x9b56c4ad60546837, 0x7f755c379506c543, 0x3df4a1258906d03c, 0x00000000d3e48ea3,
            0x43f52940faf4f281, 0x0a04d15c8c45583b, 0xc6976a57fdc76fbb, 0x00000000e8819ddb,
        ],
        [
            0x0e3f1f9109ae0eae, 0x9b1b346ce16ac12c, 0x1e995c1e7a13de9f, 0x000000004e4272de,
            0x958548bc41833b56, 0x7f4dbed131af9f39, 0x94261ac5301ed28b, 0x00000000f7fb5e06,
        ],
        [
            0x62d8a555202d801f, 0x09e5028f90dc85de, 0xc063e4757e6a99f7, 0x0000000026243990,
            0xb23b359e3d5624eb, 0x8601af97e5b81193, 0xdebdb1f9e807e622, 0x00000000df7082c8,
        ],
        [
            0x3a3274f7e3318578, 0xeec9607feeec70fe, 0x0b76316723d5dedd, 0x00000000f28f47aa,
            0xce4387e2d0b1ca34, 0x2e2391db197431a2, 0x053228664798a7a6, 0x0000000090636aa5,
        ],
        [
            0x47a8bd83bf4fc221, 0xdd5a809bc35834da, 0x422e558e249d8b09, 0x00000000cf1f1703,
            0xd4e236ef35923840, 0xe94fd244a9d44160, 0x7ca80413f1ed92a2, 0x00000000162e0800,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0x9e3677bd002d4a1a, 0x0135768937576013, 0xea89991f02272829, 0x00000000582873dd,
            0x6820a531808af9ee, 0x9f43062a8223cb6b, 0x3cf39ab51f74c61b, 0x00000000256cf11c,
        ],
        [
            0x07af4975a955d8a5, 0x4d7c1cbc26203685, 0xdb84c1a7864600c0, 0x00000000db9d9ec7,
            0xa7aa9f8196236212, 0x8a5da33bdd411f31, 0x53d64734c5e01240, 0x0000000014c941f8,
        ],
        [
            0x9cbc42aecc1c172e, 0x1fca699752f0ec0a, 0xb20494f827423ad5, 0x00000000efc5043f,
            0xfee4c45a00c04e47, 0x1467aa122bd41a30, 0xd4ee0bf40839bcb5, 0x00000000a7ee7c50,
        ],
        [
            0xc3cfc2918bc63db2, 0x5eb56750e44d0128, 0x1ec187519ade36a5, 0x000000002cca1947,
            0x920fec0ac2bba4c8, 0x26a6e3e09385da23, 0x4aab1d3edc8adac4, 0x000000008400eef5,
        ],
        [
            0x530c201e110f022f, 0x31e79e7ea8bc3984, 0x39a48c6c7176bb5c, 0x00000000c2628c85,
            0xf7f4ff1be25ec020, 0x41662fe628e3471b, 0xd4d89e842ad3ee2d, 0x00000000a6e422d5,
        ],
        [
            0xbf18899c822f6d19, 0xc56dbe6f71419f3d, 0x06385e3bb0f167fc, 0x000000002648e491,
            0x5e869ba8ffbb6a79, 0x8bd9e74f59774d6d, 0xa25fa8a7a6f34022, 0x000000004f9e0205,
        ],
        [
            0x553795fcc8b72f12, 0xd018db046fec3a77, 0xcf5d33c1f3b5137b, 0x00000000dc9bcf6e,
            0x4faa6a5789030e9b, 0xa0de86e5d43e3371, 0xbffe83db04f1d045, 0x00000000cf45ba50,
        ],
        [
            0x5cbdf4afc77ed919, 0x942c18223650aa94, 0xd160879c15f5ec92, 0x000000008f6f01f7,
            0x81aab341f630cca3, 0xabd9c138b4b4d1e5, 0x95e83f05d277e890, 0x00000000cfb0e1b5,
        ],
        [
            0x1c28bfe252efd80a, 0x50a3b488829d6346, 0x3d0d632354b2c330, 0x0000000014c789b5,
            0x910dda1ebecdea2f, 0x2de2234ac01120f9, 0xe1a50d9e6df1f2b5, 0x0000000012bb3fe7,
        ],
        [
            0x7bd16f858890b8a8, 0x503acd2c95e45679, 0x1070e69ed3d6e1fc, 0x0000000019bebe4b,
            0x524536257e31d772, 0x751287338f4b2b87, 0x34117cd880e19130, 0x000000002bddeb5a,
        ],
        [
            0x437e3330b7568b36, 0xef6d8860781d74ff, 0x6bc44c5237e8f78a, 0x0000000057c19d81,
            0x8b030f426ad7a954, 0xb284d653adb70aa4, 0x8662f08fd0694f6a, 0x00000000104ea6c1,
        ],
        [
            0x183a88c2bbd913d6, 0xbabfe3999f90d8a2, 0x386e7c12a7604941, 0x00000000312de50f,
            0xfd94f2cb1a514754, 0x9fe6a025c5ffb989, 0x931c4fdc9ae209b3, 0x00000000be253801,
        ],
        [
            0xd596b9855143f876, 0x420565051b795647, 0xc58f0266d5152f6e, 0x00000000d20e7db6,
            0xf22b5b96ba7bec37, 0x7e0967c18aabfc77, 0xeced57a28f3be79a, 0x00000000918cb27a,
        ],
        [
            0x22799ecc9aa87d30, 0xcc26a761ae145214, 0xa25aeab14e4379b7, 0x00000000dddadcdc,
            0xef07e456784eb2cd, 0x818b63061c075b0b, 0x785d5aa5b6b8679a, 0x00000000b14fab40,
        ],
        [
            0x9a51603ed6d145ed, 0xbca6236f8104946d, 0x328aea525ac45c72, 0x00000000c6ac803b,
            0x56ab7f0832b1fbf5, 0xf9c003231185cf42, 0x7a1e65dae8aa3be5, 0x00000000822e8535,
        ],
        [
            0xc8ae4d94ff48dbc5, 0xb5c88b6632c87a44, 0x66c727872b8d081c, 0x000000005be5de8b,
            0xc6f81e0847fb64db, 0xc8e3753e9d5a5831, 0xa213388c658a02ae, 0x00000000de526c0d,
        ],
        [
            0x81aaeabc8d491cb5, 0x50acfc51a3f11602, 0xb4cc7e644dd13a8c, 0x00000000bde96244,
            0xc941a5cd717957f2, 0xcb6338c0e5623a1a, 0x0130261695a5c5b8, 0x000000007d090fa3,
        ],
        [
            0xa1ceb907405ba9a0, 0x887db76b710ba068, 0xa0a6b18ac7d725e6, 0x00000000dccbd24a,
            0x9b13bea6cbc76ea7, 0xf647536a66c1bd06, 0x2e52463efec46791, 0x00000000d7186d41,
        ],
        [
            0xd5021a5517b8888c, 0xb1e8df9db0c5efb9, 0x299bfde7d816a745, 0x00000000709d99a1,
            0xd250ea1bbfc61767, 0xf833208e65a4a5ec, 0x4a46ced920fe923b, 0x000000004ba83a36,
        ],
        [
            0xe1e7fc964a8719b4, 0xb00da3766d480e5e, 0x78df9fd659d81ad1, 0x00000000d2368104,
            0x5cf0b73d3ee429b5, 0xbb4765f18e7e9388, 0x70b46d459b2ed759, 0x00000000fb40b981,
        ],
        [
            0x25873348a1d72bac, 0x6ecbbeab8e288a8a, 0xaf955dc60879f6ca, 0x00000000c03e27fd,
            0x75032b32e3bb7ede, 0x5f12e4bfdea65312, 0xb79249a2efbd17c8, 0x00000000dcd23f40,
        ],
        [
            0x32cc30cce92575a7, 0x07ef82d7409e4200, 0x78eca748705f448b, 0x00000000dfdd0df9,
            0xede58fccd9633c27, 0x174f3d6b620d9e17, 0x27db5adf60536a9b, 0x00000000dc74c63f,
        ],
        [
            0x713ba3de8e4209d6, 0xa522fb303860d8ff, 0x685407fbc86ac956, 0x00000000b6e0a1df,
            0xc1219b0a05470009, 0xa68c0138ca7de7e6, 0x024399746efefe47, 0x000000003deac6aa,
        ],
        [
            0x9deef74066b0ab35, 0x66bac0a5ce198225, 0x738dd6df71305ec5, 0x000000009272c6e5,
            0xefffb9018d0b5a36, 0x0207dae483af79a0, 0x800b07b2b7a80250, 0x0000000087ff97a6,
        ],
        [
            0x290f730d44f1e73e, 0x042ab259f4de88da, 0x5cf3a39ac889787c, 0x00000000ca3b017a,
            0xae81295e255849af, 0x62c74da07eeef615, 0x1032f99f8fde846e, 0x000000002b2a5e6a,
        ],
        [
            0x713a220c2a9b476e, 0x9ae41d48c7f64773, 0x045f083590a1cd73, 0x000000001e275ab6,
            0x1253395279afda90, 0x85f2cb67894c084e, 0x27bfb9318f735b1a, 0x000000009123f423,
        ],
        [
            0xa785525f367dd3f6, 0x6568fd3f76b2a5ed, 0xe7c25844bbae5375, 0x00000000dec3abfd,
            0x9f6a676934eecb7b, 0xc6d9ba09085ee918, 0x8d02c0aeb72fa955, 0x00000000499a8357,
        ],
        [
            0xed244b8eab0cb71d, 0x5ab52cc222206f12, 0xd69563f371911746, 0x00000000765947fe,
            0x9c7ac1390f95b594, 0x3a6094715dca9987, 0xa33a875c2efd04b3, 0x000000008a30a834,
        ],
        [
            0x6882e2fb9b5e5917, 0x8e9978e0298fa4a8, 0x98896ef47887a24e, 0x00000000b92c2ad4,
            0xfef943a3ca798391, 0x1a9fedfcecf7a2a5, 0xf2dd42883e94f20b, 0x0000000077708af3,
        ],
        [
            0xb94c5730bc90d5d3, 0x2d74d51a85a3df01, 0x9ec40886aadbd558, 0x00000000f71d22d5,
            0x75aeb269a28a6378, 0x789f4d7325dee511, 0x90edd341a4f2269f, 0x000000004ee4fbfd,
        ],
        [
            0xc591cc16dfd92af2, 0xd92c28b42e08ba39, 0x975f2b040aba37b4, 0x00000000c7a5d6c3,
            0x0cefeec29f507895, 0x5db62e0532bf1a76, 0xcba0f7af523fd28a, 0x00000000981b38d5,
        ],
        [
            0xdf7ea114a3d21e08, 0x12a8d8f762883529, 0x770e13a22005e1c6, 0x00000000f496f9ea,
            0x37d33a38f923c50f, 0xda11ca57aa3b774d, 0xc19c2bf18c936036, 0x000000006607f8b3,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0xa696a0609b137a13, 0xbf7a6a96a51d626a, 0xeebdc1a28dc4d195, 0x00000000f32807a5,
            0x0866e90c79cac6d8, 0x5c60afa6255ce785, 0xb8e3be66b130a554, 0x00000000c24e4a8e,
        ],
        [
            0x01f574176ccab671, 0x92f5c724a8ef459f, 0x24875d93ed8fc125, 0x00000000fa4e5333,
            0x12dc9f5467c00305, 0x4974064255f27158, 0x62c0980e3fe421db, 0x000000005b16af1d,
        ],
        [
            0xb9ea6b25b26879b2, 0xc4e690936982f178, 0x49125c16cc19bee5, 0x00000000fd5f65e7,
            0x3a13af624dda6509, 0x1302d00a3846ba8a, 0xd4eae1fc4bcb7243, 0x000000009ea9f94a,
        ],
        [
            0x0cf7164813efc568, 0xda5ff49ccd153bb4, 0xc590e2a33d34bc47, 0x00000000e7fef102,
            0xbcfe7608254a1ef7, 0x3892c7389ef39906, 0xb70b99ef1fa738bc, 0x000000003582edd4,
        ],
        [
            0xc04623b72dc7e127, 0xc221c6a89964471b, 0x1290baa43f18ac30, 0x00000000597f7e4e,
            0xbc4c3353127653b3, 0x894d53976bb2c35a, 0x0e79d18bcb9c6003, 0x00000000d6bb2c3c,
        ],
        [
            0x348f3bebdfcf2fbc, 0xce9001e2e3c8aaa3, 0xe6cfd0f7517e32ae, 0x00000000d5b04097,
            0x008c9ff65ee0826c, 0xb23c370070640eaf, 0xec0206f0afcbd349, 0x000000009d5a7108,
        ],
        [
            0xe87288b77ad973f5, 0xfc874ccf953ea706, 0x06e8568133add4e7, 0x000000001d14a80b,
            0x64b0bbc3de42b134, 0xb12b3a2895aac8e5, 0x6f7f7a39297cd83b, 0x000000007f96264c,
        ],
        [
            0x85f0fb8d40661dfc, 0xb73c818be3265b50, 0xf793d33137930fd7, 0x00000000f72e7c4e,
            0x4481e226d559f182, 0xee8bc04d35138759, 0xf570d7581f0ed3bf, 0x0000000025193855,
        ],
        [
            0x45dce7dc8e5687e5, 0x04ff6d019d97a28c, 0x1d80658e240e96eb, 0x00000000b78cb686,
            0x967668b426de5b5e, 0x401dbf00a7851f00, 0xd056c6cfa16e479e, 0x00000000466db7ab,
        ],
        [
            0xba339ba48494f5b0, 0x62e507bd4ef504ba, 0xc1a26c9461d33ff7, 0x000000009f8cb213,
            0x3fa625e139829954, 0x0e1af0b10113683a, 0x54e007989fbc5371, 0x000000003207cdd2,
        ],
        [
            0xd6417f193ade2020, 0xc8ac391a308ff1f6, 0x6cce9f23bca53bc7, 0x0000000017576c81,
            0x38eb9104eee454fc, 0x67cf3179900117af, 0xff7c94eec74260db, 0x00000000441dcea1,
        ],
        [
            0x7af5c795fc5c30b3, 0x6608feaefd7b7a8d, 0xd89542d78f92ec0d, 0x0000000089bdab92,
            0x26d3afae1fae8afe, 0x3edb3ff57cb16132, 0x738253746c09834a, 0x000000000060a905,
        ],
        [
            0xb43211f79689e492, 0x5108417d450c0715, 0x38055a52c73d14a1, 0x000000008d96abb0,
            0x9e27694d7830960c, 0x231ac400a3c3265e, 0xaf4430546b1089bc, 0x00000000d5ffa32e,
        ],
        [
            0xbcb55427583f365a, 0x96b02226b12713b6, 0x14063f275fe7a56e, 0x000000000502da9c,
            0x828e9b8fbf0b1c1a, 0x29c55b184b43ad7f, 0xfe4a12499d12aa6a, 0x0000000038b6b47b,
        ],
        [
            0xc7dd7d83f404cd72, 0x0a6591b0d7b31cf9, 0x68aa7116e0d19f83, 0x00000000db8c11e1,
            0x63cb3fd3d11cf6d9, 0xb991b801888ba31f, 0x3ca6877195026687, 0x000000001abdb06c,
        ],
        [
            0xa50d7379e148457e, 0x445bfffc29c1a49a, 0xed237a577ab1229f, 0x00000000f17e44ea,
            0x5ad24e1bb9ef96f0, 0xbe9631389087ec1c, 0x58bd11bb662a84ab, 0x000000009888e282,
        ],
        [
            0xcef2347185f82b30, 0x1a7be948cb6c91eb, 0x13c6a16f9cb900be, 0x0000000015cc7d43,
            0x232bb063a9876a23, 0xf1296f8cc1c2d4aa, 0xa90a74b8a281dd89, 0x00000000de8d0da1,
        ],
        [
            0x70aac04606cc021d, 0x611682e811e78717, 0x58e0dd0db611078f, 0x0000000034cdfa4c,
            0x202098ded8470cc7, 0xf86532bd2e68fe46, 0xd7f8ef247c425755, 0x00000000f004f5ee,
        ],
        [
            0x27917dfd9adee940, 0x086478e7cf80ef6e, 0x84121b6dfd435fce, 0x000000004e66d4df,
            0x1a7b4463bb0cefac, 0x9bf327da9f71a23a, 0xa20b275e3e547f8b, 0x0000000060466ab6,
        ],
        [
            0x25e7c0dd2e765ec8, 0x36797b50e5b46ff1, 0x78d2b0c10de92914, 0x00000000f4f6f251,
            0x5bb0160e7237e592, 0x0b01f5d0e5e15251, 0x8930474b5d4ec9f9, 0x000000009a200f54,
        ],
        [
            0xdca1983673edfeda, 0x3886763cc5be70dc, 0x6c4dab28666ea69f, 0x000000009fbae9a2,
            0x336202b1cf5cb245, 0x1af61518dc74fce1, 0xf0b78f517b1473c4, 0x000000000350ebd5,
        ],
        [
            0x382e0a3380c6880d, 0xf79fef3ac3973ea9, 0x3e5f510ff057410e, 0x00000000b2475cc3,
            0x4bcc409ea5b8f342, 0x9a239550d765e4b8, 0x2b55aad75932cd03, 0x000000006d61e288,
        ],
        [
            0x2a34433f953b29e3, 0x7ad37f2d2376104c, 0x2d4db0b7e76c406c, 0x00000000df783e73,
            0x267488b8ffd20dbc, 0x22267ab7b8af1559, 0x5ad398161533f925, 0x000000003c8bc9b6,
        ],
        [
            0xed56e420bc4f43ce, 0xf25589ada54bce22, 0xa01162ae77c34561, 0x00000000f3c4b99a,
            0x0ae929c5fa34a05e, 0xca29e4cdc856a926, 0x20d63c68d1c35fa8, 0x00000000a95b8fa6,
        ],
        [
            0xee53f5e1d6a5421b, 0x353e9020af7a80d0, 0xcace4064b6929fe0, 0x000000005d02f3de,
            0x47ee119984fcf1ff, 0x54b42e993f6ecf9b, 0x702fe2c7001f2f8a, 0x0000000032f545fa,
        ],
        [
            0x3d371ce7efe76622, 0xd86e66d65b9da1d1, 0xbf4375960c0a3993, 0x00000000ad495423,
            0x8944b2526c936e97, 0x8ab0318eedd55cab, 0x2d02a8e720875c57, 0x000000006b1baabe,
        ],
        [
            0x9cab70ef21725c03, 0x3ad586fc62cbce02, 0x3a15442d458e7539, 0x0000000064a7021d,
            0xdd64b428c0391415, 0xf58fbaa8c65914d7, 0x77947a2ec67b0892, 0x0000000016128a04,
        ],
        [
            0x3532998ae6792b1f, 0x6e59de67da6824a4, 0x09c1651152f4a9e2, 0x00000000251c322a,
            0x6e453136ae8c0483, 0x3357fc7b51e1bb3f, 0x0aec17b951b614a1, 0x0000000000053739,
        ],
        [
            0xcfef9e49e103d1fb, 0x85e3639d3760ea20, 0xa9e3f7ce8c1cd176, 0x00000000c3a95f2a,
            0xf8706496658ed889, 0x370d71157eb094a6, 0xcb9b33ecd6470751, 0x00000000e528a7b3,
        ],
        [
            0xea56d4e96708fea7, 0x8326582687f8df0e, 0x38e3c2a774e22ac2, 0x00000000b8859b45,
            0xff7173107b0dcd79, 0x694922bb6b8d12a3, 0x673515ae388db53a, 0x000000007803697f,
        ],
        [
            0x002bf5bce779460f, 0x63278611ba0c6232, 0xe77532814b82708d, 0x00000000e3c17d4f,
            0xec77688bcdd2c810, 0x4ba458e967fcb421, 0x91d74bc1449a3e9d, 0x0000000008a0239b,
        ],
        [
            0x8fffa5ce1104e103, 0x938d2eceff8e71cc, 0x33c85b800807502f, 0x000000003d55778f,
            0x1e31c262bf17f6fd, 0x08d71478edbb3c3d, 0x6aa202e8bba6395d, 0x000000004f83d862,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0x3074a6220c6cbda2, 0x0e42f5830c256b32, 0x9840d24413ebb1c0, 0x00000000b74596f3,
            0xb3e5f45f4c62ca24, 0x80604f0cb0fc452e, 0x059b794685b11d23, 0x00000000c2739304,
        ],
        [
            0x72466e0f9a6f41b9, 0xac5fb29d2a099331, 0x61021617c914cbad, 0x000000001c077563,
            0x074472c153dc86c9, 0x87fb8d6c02b3f1eb, 0xdc1389d1f3040fbe, 0x00000000c6476139,
        ],
        [
            0xd334b61b92fc7392, 0x646836eb9bc58a79, 0xef8fd96bc20b9d0e, 0x000000004ba7d4bb,
            0xd163092916dedcba, 0x433adeb68b53838a, 0x4b971ca6943943a9, 0x00000000847b84c4,
        ],
        [
            0x4a301ce86a530019, 0x747f653858e13856, 0xcc91c683722c9858, 0x000000006e20a3d6,
            0x0a6ac7b360a8d22a, 0xeb0c6d1e02571bb4, 0xdbdd25f160ce05b4, 0x000000004e9ccbeb,
        ],
        [
            0x569044776e928019, 0x8883169a51a6490e, 0xf9dd203b23e4960c, 0x000000003de0eba4,
            0xb18a0b73cb0801d9, 0x729fa009d1194a20, 0x6c7c401fe7766a10, 0x00000000698292b3,
        ],
        [
            0xaa866811cc1c7da5, 0xcaa06d7cd6090a78, 0x4e79737801123e85, 0x00000000de543455,
            0xa54f873fe92cdbe3, 0x7008eaa8f9a45228, 0x7b1c6cf9fa27ff0c, 0x0000000092d15a46,
        ],
        [
            0xba0aed9bab63bcf4, 0x81bfa7e697cec2b5, 0x31d721ad814a6e34, 0x000000004506ae64,
            0xf3e96a6201c67978, 0x830c317025ba2620, 0xcb10757fc1561b7e, 0x00000000439d5ff5,
        ],
        [
            0x044b05d8738cbd9b, 0xff3459d20476778b, 0xc510d87b67bf24ae, 0x000000006300698e,
            0x8a1711f661838f97, 0xd36993fe9054b6e8, 0xbb4e80e9fea3f9eb, 0x000000004eee6401,
        ],
        [
            0xc08d5348dfadd857, 0x876d8fb3a4a2084b, 0xbb60b22b863069ab, 0x00000000ee02e8b1,
            0x886bc6c8cf250662, 0xcadbc99df3a40df5, 0x38f040450556a150, 0x00000000d51f5ed1,
        ],
        [
            0xec2e0bbf199b43b6, 0x6c4f86b1d1ea28d8, 0x0a53b001e9b39675, 0x000000008e94a88f,
            0x093af74e38db41a6, 0xe2b3cab99c4b67ab, 0x5da4a7cf53415c23, 0x00000000a711d4ac,
        ],
        [
            0x8d3e7a1b7a897a31, 0x4b3d35f396e1a3b7, 0x06b4cc90c997bcc8, 0x00000000ce29f1d0,
            0xcb157733de66b084, 0xc285e0dcfbf7ea05, 0xbe2d115a1d8e3297, 0x0000000004790e64,
        ],
        [
            0x7d502c5b0a5b07e8, 0x952d1b92fa416128, 0x1fb25b2fffc82f17, 0x00000000363b6569,
            0xca0b4ad0afb4f903, 0xbf5a5501babf1308, 0xb4628626cbc8c220, 0x00000000065feab8,
        ],
        [
            0x0c1a04d413df1390, 0xc424ffbd3f4081f3, 0x06c3a895c8e69dce, 0x00000000c4cd6017,
            0x4019864b6749802f, 0x506d16861ee03ab0, 0x7341deb22f80adf1, 0x000000008d86fc7d,
        ],
        [
            0xfd5d201850f0401a, 0x528c2218b595ed4a, 0xce0a918dc92ab901, 0x00000000a08d97b2,
            0x7eabc04bfbe82d1f, 0xc731ab3fbe9cacc5, 0x1f9842b51665a6e0, 0x0000000074f203a8,
        ],
        [
            0x6dbfe35f12fc2e62, 0x687f6dcea9330ef5, 0x0b0c89392c14356c, 0x00000000d5d9c490,
            0x000faea57e9b84e4, 0x156a6b6c195a6e1b, 0x389186c51e67fb9e, 0x00000000be21cbf8,
        ],
        [
            0x2e3336bfb5f3821f, 0x3a65da514de316a2, 0x4b59c371a6729fb0, 0x0000000098399a2d,
            0xcdc0cdeb1d2c4ca4, 0x62b8051595ad3a40, 0x9585f1d33d33a171, 0x00000000bc86f366,
        ],
        [
            0x386f9e47102b0d09, 0xca4c38dfff664604, 0x915d48523ec6c45b, 0x000000007de377c4,
            0x3ec109da3c176f16, 0x3162224ba5abb7a4, 0x02b78fe8270e2aa3, 0x00000000bca80f4a,
        ],
        [
            0x4e5d89c5be68e7a0, 0xca6a3ecddc08c89c, 0x7a6e811d2626a84d, 0x000000001e08c779,
            0x848a862f56f35cdb, 0x8b81aff15481d23e, 0x76ef9041d499dad3, 0x00000000f1c7c6be,
        ],
        [
            0x6c17c5f0d73d3101, 0xfa69247d42c57f61, 0x6e0e3813700c504c, 0x00000000e74719bc,
            0x8fda2bcdceda0a74, 0xa1899a71d0d33be7, 0x5e6d009172f30ec2, 0x000000006bc51deb,
        ],
        [
            0x0537fe935ec2f381, 0x92d8972ce34c5e84, 0xd2f8e88924a33c21, 0x000000001e74b1ce,
            0xd35870d1988c1c15, 0xc5c2b8c8cd76ee8e, 0x602ab0dca65bb689, 0x0000000070a38093,
        ],
        [
            0x6c00e0ee78c41d51, 0x5c56e24ca033d3ec, 0x3ed08e8b69d1217c, 0x00000000a9bf71e1,
            0x126dc5bc3768abcd, 0x51e2ef06ac751893, 0x8cdf5e3262978b5c, 0x00000000075e4aa6,
        ],
        [
            0x760251e13905f0c1, 0xabc1f4fd59085668, 0xb057ae626389f93a, 0x00000000efca7170,
            0x27a97aac98f4dbba, 0x873ca7814e9a20cf, 0x2f75fff6133e59c5, 0x0000000073fdea10,
        ],
        [
            0xf760b7c2547f4c40, 0x5cda022524bcd63c, 0xe3fd52964b9dda05, 0x0000000051a81ca5,
            0x2b50dbcdfc28050b, 0x8d8da6359a0161e5, 0x192f28074f06614b, 0x00000000f6b0287d,
        ],
        [
            0xfe7e7705ca374f17, 0x2952462811732415, 0xe3694cee92bfa833, 0x00000000eb18c871,
            0xd958af1fbd30ad24, 0x699053d1a047e9bf, 0xb2305dd72f60f461, 0x00000000e40a7b0c,
        ],
        [
            0xb67b64f7ed090e16, 0xafadcd3faca1596f, 0x3322937457923208, 0x00000000eb9c1c7a,
            0xa0ace7b7c2a88ff6, 0x866b6520d8c0a048, 0xaeb2967db617dd0b, 0x0000000018145f9b,
        ],
        [
            0xc996bd032380eaa5, 0x6ce207b448f26725, 0x87e84024b5327dae, 0x00000000aa9a2f82,
            0x8612c8015690b74c, 0x8e526df596ca6674, 0xd9e8475e080e0efd, 0x000000009999f196,
        ],
        [
            0xf7642781a17dbe98, 0x643c00ca3a07f912, 0x78d11cffee5b1f53, 0x00000000a73307f2,
            0x4bd729e884ff6797, 0x798511237521bb8d, 0xe0578daf22a2f5ae, 0x0000000016c504bc,
        ],
        [
            0x58481fa134fc90c9, 0xa32df7b628a891e9, 0xbe5e18eca05dfe41, 0x00000000af0e3621,
            0x41c0d886a861b4d7, 0x47d92d30464bba70, 0xcfb0dd64cce7cd03, 0x000000008aa0f888,
        ],
        [
            0x901f8222a0d7f2e0, 0xbdf586c546ccfae7, 0xe0fd45f33a036cc6, 0x000000006c23e4b3,
            0x2aa98a0672d74bde, 0xbca306e323204bd9, 0x5e48616530d4cde9, 0x00000000f12362f1,
        ],
        [
            0x71180f506a7b512a, 0xfa2f491882d76e29, 0x7ba107d6143002c1, 0x0000000018a7fcb9,
            0x74ea40e254ad21e5, 0x2be08198731425fb, 0x2c8341f1df780bf1, 0x00000000854b54b2,
        ],
        [
            0xd265f38efd4b0d7e, 0x12ca1b0d49f8d935, 0x938d3face8722b4d, 0x000000001fa679eb,
            0xb8665471050a529a, 0xd1db8b9899eb1428, 0x16a67b1ae64a7612, 0x00000000cdc59748,
        ],
        [
            0x7a7100a61bd6dd7b, 0x5a6f4f02979e94e8, 0x40aac2f8041d4498, 0x000000003e2767f7,
            0xc6bd17b45450aa6f, 0x1c4bf15f04f4747c, 0xe7b3940a8d00f5cc, 0x000000009e373dd0,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x3111e7799a4377fc, 0x991ac5ecc8f8a3f4, 0xee14e01c6c165bda, 0x00000000d613b269,
            0xccb676dff6e3307e, 0x3192dc6f5643b3fc, 0x1afe9c166df340c7, 0x000000009e0f5bec,
        ],
        [
            0x9e8ecc9264aa0d80, 0x735633e68000a7ee, 0x513be046a0994037, 0x00000000a34a34a6,
            0x67d08b449efbf7ed, 0xd5f99c22ff557b36, 0x6cabc8ba46d5bf06, 0x000000006a03b503,
        ],
        [
            0x7ba7ca0e441e937c, 0xe30046ac3b987f63, 0xfad6f4d71d96905e, 0x0000000057018841,
            0xea7fa83766eb3e2c, 0x509b7ba23695ca43, 0x4c23c7d5c15c73cc, 0x0000000065d89ceb,
        ],
        [
            0x761a071561e6767e, 0x766255c616b97f7a, 0x44e9959bb25a8c32, 0x00000000becf156d,
            0xd139be06f854c0c3, 0xae5b4b81e28ceb45, 0x3eef3ce40f94449e, 0x0000000022c59db0,
        ],
        [
            0x292e43839c95e463, 0x8083f7197631dc63, 0x76209b8b7551781a, 0x000000006527af3a,
            0x3aac34736f6b1a91, 0x56c8edefa89649ca, 0x2b47f830b6422ff5, 0x0000000086d3e137,
        ],
        [
            0x7f065749507e824c, 0x0300e56c971ad049, 0x3b98a5b501439981, 0x00000000e659a3ce,
            0xb13124c2a6bd2b70, 0xd73f43f0c6181a8f, 0x87f6d1eac30b2e22, 0x00000000df7f8c5c,
        ],
        [
            0xe2c4a880c17299ce, 0x701b6f33b7ea857a, 0x753c789f842a6b60, 0x00000000d8234384,
            0xb59cc9ae8fa839e7, 0x7009ead6d7ebdecd, 0x9acc5a0300c3fe9f, 0x00000000f76225f3,
        ],
        [
            0x7a12f12d27449a76, 0x5d29b930783b2a4e, 0x275745e4aadf8ab4, 0x000000009320faf9,
            0xbf8fbae3da1dcf83, 0xa6f0d65fe5034678, 0xad20fbb832bd091a, 0x00000000bac8fb05,
        ],
        [
            0xb39a6c58dd222e0e, 0x071eb012482adf10, 0xc9b16ca1157aa5c5, 0x00000000ed761cee,
            0x5ee10a3643c452eb, 0xc34e62f4aaa45a19, 0xe7db41e6609e340d, 0x000000006ebddd78,
        ],
        [
            0x4fde9c4194ad95a3, 0x34d7efc82fa2d0b4, 0x7d587a8f992f7752, 0x0000000018076119,
            0x85c4c2c1f0091304, 0xa58b4e6f9c7ac578, 0x3b5adf0d2ba44d26, 0x000000001ab85c66,
        ],
        [
            0xa65b7872b56d12ca, 0xfe3a15540639b973, 0xdab32ceb11fa40ec, 0x00000000f51fd20a,
            0xa6ff6ad91487d852, 0xd0182d5150df60dd, 0xf9a14a07aab5287f, 0x0000000079b54b84,
        ],
        [
            0x1f8289f3ad357177, 0xc42c8b34ce4a1d9e, 0xbb5040d3de8a782d, 0x000000009cc8d50a,
            0xd1eafa5bff268f07, 0xa49473f79be9fd3f, 0xa7000b5575836a50, 0x000000001fefec3e,
        ],
        [
            0x1da14b272b97d455, 0x6ab4c59d853ff4f8, 0x543e0362fb9fd0e9, 0x00000000922ad688,
            0xd67f0e2df6e175cf, 0xd0c8dc41f912bd02, 0x567b162658f20063, 0x0000000056c1145d,
        ],
        [
            0xe31c58ef89bf5944, 0x8a498e96540cf100, 0xa34f67f9158f9a67, 0x0000000018e3f21d,
            0xd5f1b150bbf97b73, 0x43dedb62af6bff4d, 0xd095a3d4f66a5a8f, 0x00000000fa7ee146,
        ],
        [
            0x34e10eea096b0c6f, 0x6263b32b80c8133b, 0x526d3f2490236139, 0x00000000d63950b1,
            0xf494c601ca3af4d7, 0xfec2e6a31e3eb5f2, 0x912d9edd232ba609, 0x0000000009450c8b,
        ],
        [
            0xbd562edf6a65ecd2, 0x59f59ffefdf62127, 0x5b4f43932436d1b1, 0x0000000001cb399b,
            0xc3dcc68fec1c010d, 0x2587e3e824b7c6cc, 0xf633b126baa20bd4, 0x0000000000e6537d,
        ],
        [
            0xc3481c7180e1dfc4, 0x031b689931ec0130, 0x3c137d89532289ca, 0x0000000060db134d,
            0xc3abffbe609ef05e, 0xe977afd912808017, 0x2e1cadea8e42aa89, 0x00000000bfd567af,
        ],
        [
            0xf198d55e7b5f1c5c, 0x12a3a013603190cc, 0xa3150ce252b924ac, 0x00000000bc4d186c,
            0xc2bb72e3a5148f77, 0x6fffd69a7d7f681c, 0x839b893deff8bff8, 0x000000006d6afc54,
        ],
        [
            0x95eecc191c90c5c1, 0xa4136a3d6f1d9439, 0x57ba44988eddf828, 0x000000003f7eb785,
            0x9f690d83a9ef108d, 0xc3803ab53ec5718a, 0x8b2539614c1e8d1e, 0x000000002cc58de7,
        ],
        [
            0xe8099d561975c4f0, 0x64428fcb31a255ec, 0x11d8e3b14bd50b9a, 0x0000000077871c40,
            0xa25f3a2bc4fc00ef, 0x588d873188469bca, 0x1045452f8d3c759f, 0x0000000029ead7b5,
        ],
        [
            0x73c881606a92687d, 0xe00df90bffe8c96b, 0x5454d368741701e7, 0x00000000278d6424,
            0x5660114b15d25f70, 0x35f6fb5bf2cd3741, 0xdae9115e296808a1, 0x00000000af6deb89,
        ],
        [
            0x4d358eec1f44f33b, 0xf45cf1814eb406d5, 0x9651fe7a9428ef2c, 0x0000000024eba1ac,
            0x5f870abfed1c6255, 0xe8d2eaf3c5c3d432, 0xaddc6f277fe6dfa3, 0x000000000181e59d,
        ],
        [
            0x49aca942cea922bc, 0xcc3f826595660499, 0x4c216570ee3cecff, 0x00000000af68bd4d,
            0x7059d2f5e0adee5e, 0x7e4859325002e4a9, 0xb87d3d950487a295, 0x00000000bace501c,
        ],
        [
            0x46fdcab8abbc5297, 0x6922c8260465f51d, 0xe566b02c8acbe239, 0x0000000090d8ce41,
            0x05646d79012b44be, 0x497c8bb1614ebbd3, 0x37861870d31ed491, 0x0000000043ae532e,
        ],
        [
            0x838cb03d75b462c8, 0x347c444cce6fb966, 0x93a2a3bf50e31e42, 0x000000006a33d1cf,
            0x175491b927f45ae9, 0x0b807fa07a2660e0, 0x87fe35e2f06f5f68, 0x000000005ac06b31,
        ],
        [
            0xe5cf9c47a2acc4ce, 0x0147593ebd52c702, 0x3226483179496646, 0x00000000f58f044e,
            0x3bbf3869912761b1, 0x150e02045219fa50, 0xc3e679cfd6692044, 0x000000003fa668bd,
        ],
        [
            0x983442a9574fbccc, 0x262dd44ecfeda79d, 0x7ca0bd6f660affd1, 0x00000000fa5212f5,
            0xd2763160655430e0, 0xea1f68652dee859f, 0x1000c2fa836be517, 0x00000000382b85a6,
        ],
        [
            0x743a457d6700f1bf, 0x1d29ac3570d93827, 0x9d4a8845edae01a9, 0x00000000082e1366,
            0x030ac722a2e623b1, 0xe8aae5d377ae6fd5, 0x8d443810f843eb19, 0x00000000e01dfcfe,
        ],
        [
            0xb983d02f7ba72138, 0x534146a122209cfc, 0x7d42b4253d7f8f74, 0x00000000fd7c009e,
            0xe2c1b3a012c2e217, 0x53f0c4414ed92e18, 0x507acef538371666, 0x000000008b11fe13,
        ],
        [
            0x5b07671415b30218, 0x90b4121bbcf577c1, 0x049663ec13b9dc19, 0x00000000f560a397,
            0x4ada7c204a9958f9, 0xf507a08005a4f43a, 0xb3412f985d75d913, 0x00000000a57da372,
        ],
        [
            0xb77bd292c8a2cfcb, 0x15dc769e94b2eab3, 0x266254d3c9bdf1a9, 0x00000000a36fb191,
            0xe22758fea8682397, 0xdfb588402ce5218c, 0xa52d297b6769c197, 0x000000000d9e9143,
        ],
        [
            0x1746657984b69394, 0x091f2ed7f4638a00, 0x140b83b94c6df550, 0x00000000e035165c,
            0xdc1c925e664e07af, 0x031a02c5cc066429, 0xb67afa8d575f5699, 0x000000003d364ec0,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0x3c1a494eadaade65, 0xec86d6da4da77fe5, 0x6090e3e7992996ab, 0x0000000065c3553c,
            0xaffa610b1fb09346, 0xcbabf1c6540b8a4a, 0x18c28ac51a13ccd3, 0x0000000002995b1b,
        ],
        [
            0x37e4b859ab66d28e, 0xde9edba9d24628f4, 0xf94726385c07161a, 0x000000002abecdf9,
            0x0a718c5decac5b26, 0xdf949c9bc8ba22d2, 0x245cae063a3b72fc, 0x00000000bf659626,
        ],
        [
            0xa8afaa0e6ce6f31b, 0x074082e1b84b4d5e, 0x0df3792a19732f1a, 0x00000000140967be,
            0x90a2b0a7ce9e7641, 0x66d1bc6666e4d8a6, 0xf899e82f9ae2826c, 0x000000009d8f3fae,
        ],
        [
            0xf34dd5c31a59fa7c, 0x13dfc69f46f6afca, 0xc57392d08234805a, 0x000000001327a11e,
            0x0c53994f580530c7, 0xcca301f24e6bc247, 0x765baeb0f6609073, 0x00000000d897b989,
        ],
        [
            0xf68c0efe8bdb04a6, 0x89493228cf130835, 0xb23a0b631d3476be, 0x00000000b728b578,
            0x8148e51bf40e8ee5, 0x6782e1c5e0fff6eb, 0x66c5a1fa6e049755, 0x000000005021abb8,
        ],
        [
            0xa2ffa9f195ead192, 0x8268b80a5e633c6c, 0x112654faff4abf0d, 0x00000000665ef8de,
            0xb1862cdc29e444f6, 0x733fbe54b986417e, 0x81bb81cf21ab65a4, 0x0000000065241e8f,
        ],
        [
            0xd6bf81d125706eef, 0x0c57d0e2da40fdea, 0x11e33eb7c77e7536, 0x000000000e9c970f,
            0xf149560c3ee22f70, 0xbf4dd37caa701bb4, 0x552370b158439b9f, 0x00000000ee36298a,
        ],
        [
            0x0794011e822d9b4e, 0x05313bad2e231352, 0x48d07aae955ac2aa, 0x000000002faf3659,
            0xf807abd3e4c0ea03, 0xf86b45b695812af6, 0x5d7218c13addd3dd, 0x000000003103a374,
        ],
        [
            0xc0fdf96b649f6be3, 0x38aa15eb612133a3, 0x9edc6824629081f9, 0x00000000a96fd6b1,
            0x6f8e38e42ca9edd6, 0xc2a6966cccdf425b, 0x5445e2617a9c73d7, 0x00000000640213e2,
        ],
        [
            0x89c4ffbe23df6c6b, 0xe9137dd789236f5c, 0x34d9ff093709c9a7, 0x0000000045fc762f,
            0x1fed36a6cfe40e82, 0xda086cd4b5782a5c, 0xc8552d4d914124f0, 0x00000000c994b9d3,
        ],
        [
            0x4866262713416450, 0xe2d22641bff6cc51, 0xa54d71f0a468b6fe, 0x00000000d6c23dd3,
            0xf683b1a77c1c0852, 0x4606a23cb972b7f4, 0xf0a5b35f49796a7e, 0x00000000f1a177c3,
        ],
        [
            0x5ec5431267dc3fbf, 0x065224dce626fb40, 0x04d612e1970c374c, 0x0000000095d53f59,
            0xe5f1a47e3144211b, 0xc55cdb3d0a3dfdb0, 0xc215b4285c005dba, 0x00000000a67f57c2,
        ],
        [
            0x462e43b0c6325af9, 0x6d9b987170b1c78a, 0xff027f262d883683, 0x00000000b420d1e8,
            0x96b1284ddfb8c608, 0xa31b395439cb1e4a, 0x62ebd5e614d8b1f9, 0x000000004d600b00,
        ],
        [
            0x0786b0dfb2af29ae, 0xede63bab8b5cdb18, 0x9639d319e352ab13, 0x00000000de130ae9,
            0xe0d438cba24ccb56, 0x60d07409c99f8852, 0xada710ad946aeb2d, 0x000000003005e445,
        ],
        [
            0x40f58ff0ef7346d7, 0x1f76d0d6a4e75876, 0xc2560b3c0cb856b5, 0x00000000db641667,
            0x89f6bac6d3689a44, 0x0d6d2c3136d0dedc, 0x28c6134db08fb8f5, 0x00000000e84f7498,
        ],
        [
            0x716300e3f2d242b5, 0x0c08811d354b54a8, 0x5c2c8815b06f96f7, 0x000000000bfd9cd7,
            0x5e6927d855fb7a6e, 0x765e00202ad242d9, 0x7b9a1040cc90817a, 0x0000000070bec414,
        ],
        [
            0x781338f47bc7f297, 0xebc9d90856aa5fd0, 0x4d267e8349599781, 0x000000002a745489,
            0xe39839384bd48402, 0x6b37c657f3e990c5, 0x105f3e4a6f23608b, 0x0000000031e71be2,
        ],
        [
            0x2f37435055601cd3, 0xc25e00f12882c607, 0x03b72e96e5d4e76a, 0x0000000076daa7b5,
            0xd164b52a44a62019, 0x431e7e97285f0081, 0x8fe566ca3991a064, 0x000000001ea905bb,
        ],
        [
            0xd70dcf111f983e88, 0x69d6a95e8eff9747, 0x320cebcf86b7e2d5, 0x00000000b304e9ba,
            0xa016c94eae2d851a, 0xf8cf99e9762ba3de, 0x1e439706cbfe12d0, 0x00000000cebe3bf3,
        ],
        [
            0xd083978dbb1bd8fc, 0xc9a9f318e77a7bdb, 0xa77552e280683dc6, 0x00000000e6905462,
            0x82b2d8865b7a57ad, 0xf8b61ab8756891b3, 0x430d30ef4d6ab21b, 0x00000000e3ae57cf,
        ],
        [
            0x60c556ccc25ccc23, 0x8e1c5536ed16d8e7, 0x24effad994041cd7, 0x00000000c708daf2,
            0xe4eb6106d91788be, 0x7a0c2bdd8b036e25, 0xa74779679778fcc2, 0x0000000039ce7dba,
        ],
        [
            0x3f51ff3cf179a3cb, 0xe81f92f436af8335, 0x85dce8e46c890863, 0x00000000817f27b7,
            0xeea630cfc78ba286, 0x4160e54f8a452b88, 0xabae97a5b43d99fd, 0x000000001b7b1c1e,
        ],
        [
            0x3ebaab5c496c511b, 0x65d1548eb57414fe, 0x788278779db2254f, 0x00000000ba7d330a,
            0x34c416ede2c1b5a4, 0x108af4f1b1842780, 0xd60bc8346425f32e, 0x000000001d34bb8a,
        ],
        [
            0x73bd5c77eabd9261, 0x13d960641b67249b, 0xc126bb1523bcdb6f, 0x00000000c9c2cd73,
            0x2d357964f08e5fb2, 0x18f43ada09897b8d, 0x4a65503aa3730b46, 0x00000000fe617e9d,
        ],
        [
            0x5b5985f00df134d6, 0x508b9b5f47fb18dd, 0xbadb984b7faebe52, 0x000000000cfc4155,
            0xa981b26f28d1e5a7, 0x864b507130b29cb3, 0x4cdba3b560067564, 0x000000009b6408dd,
        ],
        [
            0x33a289da5ff0de7c, 0xdf1077a595151de2, 0xc6513ed2ee1b0b7b, 0x00000000aa3d8826,
            0xe45e0e03c536db07, 0x4f0e7a0976908634, 0x2a5faa02b38f2ecc, 0x0000000012fa424d,
        ],
        [
            0x3798dfcd41c81ddb, 0x051aa1a711e36ef7, 0xc71aa41e862a0748, 0x000000000a9f125b,
            0x9ab29a5a6581f54b, 0x749e47222857ef42, 0x6e176e539a19dd5f, 0x0000000057ced22a,
        ],
        [
            0x96291be24a53b722, 0xb277ee0166f70fe3, 0x2801d23a25e93246, 0x00000000e186bd41,
            0xef34cda42a38f5d5, 0xa51073f038883c06, 0xa525556d9cca5151, 0x0000000033934e64,
        ],
        [
            0x1817b860733fe9e2, 0xa99cebba2ead39d3, 0xa69919f583199f53, 0x000000002bf5c97f,
            0x6c87c176c844798a, 0x19575331bf1c9760, 0x9a4dd934665129ce, 0x00000000897f3cff,
        ],
        [
            0xece01938be7cd849, 0x71677b31126c2e1c, 0xce1cd084e646e2f3, 0x0000000026e546dd,
            0x024054181e4c764b, 0xc0b909d65c902f2f, 0x895d1604ee07f4b6, 0x000000007ddb4ece,
        ],
        [
            0x2ccea3ccd375b1da, 0x4070a95204f4a992, 0x33b35dab50335bc2, 0x00000000db0b0404,
            0xb99a6c1be7084caf, 0xf4452ad7616f5a9f, 0x2df75ecf65ff4e44, 0x000000004daa12ae,
        ],
        [
            0xa2d56b7b6405de8f, 0xc0df7689e16e964e, 0x621bfd82297f8b87, 0x000000002ddf2d11,
            0xeb3f0a7172fd4258, 0xf92caf51e85fb871, 0xac85e7374d129756, 0x00000000ec654700,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0x6c35feeb56ca6976, 0x9d886694a99ee025, 0x35fa3163c1345893, 0x00000000dacec5fd,
            0x6576a65258f3f1e9, 0xab889b492c9f797a, 0x632a04bba870efa0, 0x00000000c3f40636,
        ],
        [
            0x68bb0300fdec1158, 0x92a80069342831e3, 0xcbfa79c145380a63, 0x00000000740dca86,
            0x3893df9a29a6f72d, 0x2a78339fec8e27fb, 0xc58b5b172bfe8e0b, 0x000000004c6ac4e5,
        ],
        [
            0x8e1c4e17604c1284, 0x7b07a90de75dab69, 0x8ad9dc4bdf50e7e7, 0x00000000280cd1c6,
            0x217df1f5e8f7147b, 0x26a21b881f619d5b, 0x05abe1a4489cc6a3, 0x000000006b97d9b6,
        ],
        [
            0xe2cfa9a4006b8831, 0xdd850136a097303f, 0x8237b7f48abda714, 0x00000000655a4ca1,
            0xee14debcd9fb233a, 0xf53c79ae1b2b940d, 0x93e0f48f13250018, 0x000000009841c9ae,
        ],
        [
            0xf67d64d51521540c, 0xc76581495dad8f9d, 0x059295e8c673675e, 0x0000000065fc2e5b,
            0x6fad627f9c74ab33, 0x99b5faa08fc56130, 0xb5a01e470338b988, 0x0000000031f358d4,
        ],
        [
            0xa1a9897e5d0f1e45, 0x2ccf239bc08e52f8, 0x5efbc6643fa3f231, 0x000000009b353db8,
            0x36c8055d0339bfc2, 0x90aea43f1460bf2d, 0xdba3ad508368f717, 0x00000000074a225e,
        ],
        [
            0x97251265e4bc9b55, 0xae7499a1491f81a4, 0x727e425e3e0d4c3f, 0x00000000fd7be17b,
            0x7af5e6536f83e289, 0xd7f163d9d5f3f1f6, 0xe1e0ad60cff5fd90, 0x00000000ec511f7e,
        ],
        [
            0xb1d23528cea5061e, 0xc8f5c13c5b2f7a54, 0xe3098e3f85eac392, 0x000000003ec2dc83,
            0xdbf5ebffaf9e48ba, 0x8e6122b18659b785, 0x0ec69a412245a56d, 0x000000004c9baa8d,
        ],
        [
            0xad93d7e975d63bf5, 0x5fe375dc5a5ffc25, 0x07ea2dc55da1af6c, 0x00000000945f8216,
            0x2bab4bea2520504b, 0xb27432c4c3a61b10, 0x2645e20b9f2cd316, 0x00000000f8026a48,
        ],
        [
            0xbdcaeab6cb13ac9c, 0x01778c26d18a0bee, 0x9f49e949180603d1, 0x000000000fc5c3f5,
            0xad5af6eb31358c17, 0xd556468eafcfce9c, 0xefca073c075c99b6, 0x0000000039a0eba8,
        ],
        [
            0x9881eddce72e4672, 0x40742ed8b084295b, 0x7b96f67445698181, 0x00000000f4b72819,
            0x071f98b533f61e51, 0xbab130e8bca93f00, 0xfd6fd3b24778081f, 0x00000000e6ab8fb4,
        ],
        [
            0xa31faeac6f1b526d, 0x82e9a348f32bc055, 0x03d93f911f390504, 0x000000002e2b8fcc,
            0x272838c06febfcb8, 0x43a0090d3f2e13b0, 0xae44476b115725d4, 0x0000000060e4dcf3,
        ],
        [
            0x1b7257ef57f719fc, 0x4e8f6d9ee757dde7, 0xd3982cd71bdb97d9, 0x00000000cca4f406,
            0xd8795c7de95d9b5e, 0x9dd2fc6103c85b38, 0xf9fb727c584f2cbd, 0x000000000c21ee2d,
        ],
        [
            0x3df4630230f79fe8, 0x82fdd11fc7193b38, 0x01466e4664c05834, 0x000000003a4a7a65,
            0xd31a9c37bbaa3937, 0x0672976e8180439e, 0xfa54881575d29262, 0x000000003b506acd,
        ],
        [
            0xddcacd5e3c35dc48, 0xed50df5d02dd946a, 0xd7fadeefc670a7ea, 0x000000003cea6d9a,
            0xfd5ccf8a5e7631ff, 0x3315bde16759a9de, 0x7517771738bb40eb, 0x00000000b51061b1,
        ],
        [
            0xcde1c0e7e3914a2f, 0xb1dc07fda593d65e, 0x3fa100aeb2eb0185, 0x000000006305ce17,
            0x763d41545e56a373, 0x3aef2237ee8e6693, 0x336cd177e8064911, 0x00000000a7e99b0b,
        ],
        [
            0xba9b2c5336a66d5c, 0x057262649f1c98f0, 0xc26a0e16f41517c2, 0x00000000faf18e60,
            0x8905ddc25575785e, 0x423e81de184a9945, 0x6eec09686c22b49b, 0x00000000749f42a3,
        ],
        [
            0x21c55e4402d20909, 0x588670215f93920a, 0xde5201f5f503ed0f, 0x00000000392c896c,
            0xf04cb4736c70d94f, 0x476efd2f68224a29, 0x6b0363486ca3fb9a, 0x00000000ea0078ff,
        ],
        [
            0x8a7a69556a7f4500, 0x9ac879c888acabf2, 0x446551bd55180f47, 0x000000006959e548,
            0x841d89641b5b2e96, 0x6ab86ccd6629e996, 0x7a496203ae437c04, 0x00000000bf68e93d,
        ],
        [
            0x7a55b3d6323fe1ad, 0x04dd5e55deb28f92, 0x828bbb9b8eb42c70, 0x00000000347b6a61,
            0x62669e60480aadb8, 0x7f697506a5b3a0c3, 0x4aa4728a92ab5527, 0x0000000019489a15,
        ],
        [
            0xcb75b180652a9fa2, 0x61d16ad2a0327466, 0x38d35d0ed5657eec, 0x0000000055c6fc7f,
            0x04f00105ef1581e9, 0x1280775ce948e1fa, 0xa25d54f7f09255dc, 0x0000000082079da0,
        ],
        [
            0xa4d00be9f79722d1, 0x74e1323fad1a66e2, 0x7a877c8f64f4add5, 0x00000000329f8f06,
            0x9fc2d89789985b0c, 0xa0b55e8489b3f3a5, 0xe07de8daf8c489d3, 0x00000000412160be,
        ],
        [
            0x6d38e3793d4f34f8, 0xea146f7a1a205cf2, 0xd68c5b002a5c275b, 0x00000000ece0e14a,
            0x42c78b94e1616516, 0x53d7e84a31394f4a, 0x21e5f1b9b7506ad2, 0x000000008a63b5f1,
        ],
        [
            0x21032deba9f9ca0e, 0x78217ce22910a4e4, 0x78d292deaba4cbb8, 0x0000000042218a41,
            0x615db9b5e8c3c3c5, 0x11036efb19b6670d, 0x1cba4177d8ea55e9, 0x000000008cf1ede1,
        ],
        [
            0xedfa3f1a7fb95b6e, 0x6b4e4b9b14956375, 0x10ca5147fabb8ffb, 0x000000007e91a372,
            0x680dbaa53c456be6, 0xb623479680049a26, 0x9eef1a02cead8b4b, 0x00000000594e4a5f,
        ],
        [
            0x447bb3dcca9e063a, 0xcc408d413256b83a, 0xc8b01f459e5bc943, 0x000000000abdc8df,
            0x05dd18a903b356e0, 0x2c6b033a2272c604, 0x1293014d913f5629, 0x00000000ff78a5de,
        ],
        [
            0x002176340a3c0351, 0x2dcbf277b6fc27ca, 0xc799ee4a7c146be3, 0x00000000ac846976,
            0xc9f751eaeee5690b, 0x945705e9275e6355, 0xcd781d3cf0179a76, 0x000000006fcfdb07,
        ],
        [
            0x8f46f524388871d8, 0xd010e1e0c54b23c6, 0x380e7de2d55d53ee, 0x000000006147efa2,
            0x34a5565fa65a2a56, 0xd773a864ee516b5f, 0xad1594e5a697e581, 0x0000000062168830,
        ],
        [
            0xd7a3e37850713f5a, 0xb2f277473fe8fe0c, 0xbe16a515e8cf60b8, 0x000000006316582d,
            0xfa91c5d5e35afd75, 0x9e98959de30dcbd9, 0x7486134cf6cd5cfa, 0x0000000015fbb75e,
        ],
        [
            0x237a3deb2ccece37, 0x2a6777271529edfd, 0xf09f004819e61728, 0x0000000038ad68ec,
            0xe6b1d34f9ae2f103, 0x13e46a19ef8d33a4, 0xb558f36ced682eb6, 0x0000000076d0cd1f,
        ],
        [
            0x0448ff4984066421, 0xe4cb6a6210e89588, 0x3fdbcab01b4226eb, 0x000000006dc1f52a,
            0x035d16dad5cdb6e7, 0x83a5a468e2ef59b4, 0x17060d4b9d7ab743, 0x00000000db3f891a,
        ],
        [
            0xc2b46cac991c41a0, 0x0b5cbb677d0c9ede, 0x2e12464857108db4, 0x000000005b21bf13,
            0xa437539c6c1028ec, 0xe7a72a7ec98b624e, 0xe862064b0480afd2, 0x00000000f1d53646,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0xcc432ec58b10f373, 0xce60fa44acbaee45, 0x12622e45a250b93f, 0x00000000d7936585,
            0x69591994bbcaf302, 0xd63dc82ef9907d07, 0x9e3ac288f7dfd16c, 0x00000000eaf1ecd1,
        ],
        [
            0xf849abf116c1649e, 0xda64195505f9fadb, 0x1be55f765cd3bc87, 0x00000000181e5d48,
            0xe4e6e000366bbf08, 0x831fbab8518b062b, 0xd248e25b273b17b3, 0x00000000f52c5dba,
        ],
        [
            0xd39614620c48a445, 0xa155aca16a6bfdae, 0x0caba150cee34a53, 0x00000000c2f51da9,
            0x3dfa01396be05f16, 0xe1f986484c805a5c, 0xd1f48ffd95311d6e, 0x000000006b377eb8,
        ],
        [
            0x5ec035ff9a949479, 0x75dbd8b6742de1f1, 0x162d64a641eb5bdc, 0x00000000b4049342,
            0x8b4033b802e41a00, 0x83a781742c5c812e, 0x349190ad549f4f53, 0x000000005f58bbda,
        ],
        [
            0x44056c348620cc58, 0xd2b6d08f8a0afcaa, 0xb2b11e012db6465a, 0x0000000045be1bf9,
            0x5bbddce87884a6fe, 0x5cda9e63747a07e9, 0x119365e70b116ce7, 0x000000001f14f3c4,
        ],
        [
            0x4e584c119b177793, 0xe032438fcfcdf914, 0xb3356f7ad32e7e3d, 0x00000000e211fdde,
            0x4a51c9e108b8836f, 0x52af7207d004659a, 0x50125ec1e1b34fc0, 0x00000000ec51d5f8,
        ],
        [
            0x946127c9fe6eb7df, 0x0de0cf0b17f379f4, 0x120123ddab2038aa, 0x00000000285f9685,
            0x2ed6627440a5fb42, 0xddebfd35416f9305, 0x9b0e19fe133d22d9, 0x000000009c58e701,
        ],
        [
            0xca0afadc2b0151bd, 0x25b35f91dfd3f9c3, 0x7716e20e5a4c7886, 0x00000000ccc0156c,
            0x27330d1200c278e6, 0x8db60a5c71386508, 0x8ed8020b69977bda, 0x00000000bf0ce15a,
        ],
        [
            0x267241701df14006, 0xc45c21d8f1e8e261, 0xc1908e5529aed190, 0x000000003a5f7043,
            0xf478ccb90d21b1c1, 0x49c1ac8d1d2ce1a5, 0xa9c111b9164095a4, 0x00000000f14506f7,
        ],
        [
            0x5665c3aa52c7091b, 0x28a0275c9bee3e46, 0x1bf9e033ee9ce85b, 0x00000000d1f0c7b7,
            0x7071f292d485bd45, 0x774e487bc9d672e2, 0x335a510b0caf8e59, 0x00000000cfb2be35,
        ],
        [
            0xc8bb29e467c4e4e3, 0x9e119fb80235626a, 0x3bff1007b72d4939, 0x000000006407d1cf,
            0xb96f086e1497dbd4, 0x67f6203c68980c1c, 0x98c5552786a21d48, 0x0000000036ad6e4c,
        ],
        [
            0x7e670ecf293b7da3, 0x758114d9f1b2dc9e, 0x3b65c940f9fec9c2, 0x000000005715a1e8,
            0x2fd2c552686bffd2, 0x173a6d05eb83386b, 0x28cc06b162f6b459, 0x0000000035130750,
        ],
        [
            0x1dcabd8296003fd2, 0x2245b994af9f8f9f, 0x0e5e0a58641dc9d4, 0x00000000a4b2d9cb,
            0xbc0e50d287e24baf, 0x2e2cc928509ede7a, 0xa734ba57303a7b2e, 0x000000007cda0854,
        ],
        [
            0x7412cb386fdaaa5b, 0x8b2db662c527fd77, 0xcc1c5e6316fb108b, 0x0000000017140b7f,
            0xa3883fc5d6ef78e6, 0xbad543c8a9a0a2d2, 0x8c9f3195b961a623, 0x00000000223089d3,
        ],
        [
            0xba12c422a6867848, 0xbf8d600d6354bd11, 0x6bf6a50bea387944, 0x00000000186ba4c3,
            0x508d4b224a457387, 0xe76509781d136737, 0xa0216bf1a3162127, 0x000000005d323d05,
        ],
        [
            0x8b6099fd1dc87357, 0xbc5c642301805f91, 0xb85a8acbdbe2890a, 0x000000003c1d8608,
            0xf1db057c6c54338d, 0xec0b6c06fad613eb, 0x20eb009ad581ff44, 0x00000000043fda53,
        ],
        [
            0x84c91db9735c9747, 0xe1d713aff8b39ae6, 0xcde542ad8738b10a, 0x000000006887bf62,
            0xb5832cd1f83c3fbb, 0x1b2a654cbbe050e2, 0xc9573bd77c51d8d9, 0x00000000e7861db9,
        ],
        [
            0x8049bb8474d7a0d7, 0x6c881931f1bdec1a, 0x3f0c2c97ea56507c, 0x000000005588beae,
            0x6b429df62a30c9d6, 0xed47e948c661be0d, 0xd8e0306b54b70f75, 0x00000000bbdb0b53,
        ],
        [
            0xb5dc212c4133e45b, 0x9e8e1142ed530ecf, 0x3e88b4679f155dd8, 0x00000000124c48cc,
            0xa0faee03857bf684, 0x203804adfa43a577, 0xdcd58fcf3b17f129, 0x0000000075ee323a,
        ],
        [
            0x559ba9863c07ba94, 0xaa3a415cc37923e1, 0xe6c7d791344c8521, 0x0000000015b7981b,
            0x4dda408b8fc2f11c, 0x75499406a1affa95, 0xe403570f352154c4, 0x00000000564315c3,
        ],
        [
            0x94f8474400192da2, 0x6749df894274eac4, 0x521e5de8e787cb15, 0x0000000084f5ae04,
            0x32e7064e8d1d27e4, 0x9d556a9b9edf91f0, 0x9ab4c0b770075ae5, 0x00000000ebb83727,
        ],
        [
            0x466d7448686343f7, 0x321c438fed6ea0bd, 0x565fc2757a09d1aa, 0x0000000091fe04f5,
            0xb4ae692e52dde518, 0x571cacad9244d034, 0x0f4d704b49804092, 0x000000000c25028f,
        ],
        [
            0xa6d6cd9ac832580a, 0xccf002d4afeec340, 0x92bb0ffd93f96d3e, 0x00000000e940f825,
            0xed4c2afecadf2bea, 0xd46e6adbee623824, 0x810c78e4ec685b45, 0x00000000c315e7f7,
        ],
        [
            0xc58ad6bd8402b1eb, 0x54463a35e8c0816f, 0xc49f23d883ebb1e1, 0x00000000a39abd54,
            0x0e27e778eef5c149, 0xd69a2b74eac1addf, 0x49e695ce3ae3dd18, 0x00000000c8ba221c,
        ],
        [
            0x3b2353b7a0deb409, 0xcb38d0c59c699ded, 0xaa717da67901be98, 0x00000000132f0b5c,
            0xd07578181cc2d600, 0xa45fab1e38207cd7, 0x58e034ab057438a9, 0x00000000ce930dbb,
        ],
        [
            0x91824a6c1d4ca525, 0x7610501899160cbb, 0x6b7d260b8a46e8cc, 0x000000006135c0ce,
            0x4c367efea0a8382b, 0x5fe64c568f6d229f, 0x6d1bc6e9d3b5d728, 0x0000000040adec27,
        ],
        [
            0x542de53548217c8a, 0x7fa5cca45f0bb979, 0x08072b870688eab7, 0x00000000f3d38fa0,
            0xdeabcbc6c8087615, 0x57b7ba01bd2d1f5d, 0xec90f5cc536edb81, 0x00000000fb64a3bf,
        ],
        [
            0x1419c8871f934339, 0xce187934b6e921fc, 0xe2d294564f1b502b, 0x0000000032cdf8f7,
            0x41ce7f12abb562f7, 0x1c7c09d52ab9621c, 0x1f199d4a77c30923, 0x00000000abc266ed,
        ],
        [
            0xc6b0909d9ac2f436, 0x078c521b542d762d, 0xff49994acec588e3, 0x00000000b7b4cafb,
            0x0568dfe50a718899, 0x279748935928ec88, 0x6dc2d61c0a0310b3, 0x000000008dd73b60,
        ],
        [
            0x18cda2aceaa6aa55, 0x3c557b2d85b1bfa9, 0x5c1637c39d689b07, 0x0000000053907a38,
            0xcba8d8677604d064, 0x2e31b0ea5fb20ede, 0xdebbbc0ec2f4810b, 0x00000000e2c80ac3,
        ],
        [
            0xe2e36658a54abe86, 0x45ae7e56f8f7d213, 0xdb463b9efc06721e, 0x00000000cfdc44c7,
            0xa40699b05fa13950, 0xd2af1fadffb28fa6, 0x210cc7c675d4e319, 0x00000000b7dcb7df,
        ],
        [
            0x894f01ceec18b09a, 0x01eaff1d27b65aef, 0xad2f43ce8f0006cc, 0x000000007a2f6209,
            0x57b8d69418b84628, 0x8b1cc2b871b867b3, 0xabc964c9fa272cb6, 0x00000000c21268da,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0xa7f8646afd0891c6, 0x688d2cf6974a8e40, 0xe19c5189d9db3bc7, 0x000000002e1d7f2c,
            0xc9400f1f3df0889c, 0x7307923adafb11fe, 0xea472efc9ea59930, 0x00000000b7c691e5,
        ],
        [
            0x1156de1e044e1513, 0x9c6c34319b0e95c1, 0x5ddc8b2d84af27e8, 0x000000003ca2c855,
            0x43fcfa8549ad08e1, 0x6bded3ea3179f1c4, 0x20e6877d1ad963df, 0x0000000063a5e5f7,
        ],
        [
            0xe49ddffd8c462e0d, 0x0dff810c464dc996, 0xaa80e5858dfcccc7, 0x00000000d5456a5f,
            0x840e76482ef531e5, 0x600747faf4516287, 0xa2de48a3ecd093c7, 0x00000000e7dddd46,
        ],
        [
            0xc2cab5912a84ddae, 0xba95e5fef4bc1843, 0x322a7b91f0a2c46c, 0x00000000e98b4738,
            0x19757862bcf6a4a9, 0x07df98371e0357b1, 0x8f711b788dc936b1, 0x000000002c9f5cf1,
        ],
        [
            0xe58ba635cb6bd4cf, 0xbe2711dea151b667, 0xb7c93327e13f5563, 0x00000000e147764a,
            0x583991b2c89de1f9, 0xeebdca1f2699e56c, 0xd7468bf429658822, 0x000000007a9dad4d,
        ],
        [
            0x14f120938e4ba4a0, 0x221e662eded6451a, 0xc7030aa7b2ed749e, 0x00000000c367cec8,
            0x0a14ef591877ec2e, 0x4c81b53bf5dff309, 0x5e20b63f2422bfa6, 0x00000000268c67d0,
        ],
        [
            0x06e06c993c5fbd35, 0x7416b26ab23552b7, 0x82c2c7e896441fef, 0x000000002359e145,
            0x2c038f1a665e0a6a, 0xa96f5a5e228518b1, 0x593629c2f068178d, 0x000000006b7f163e,
        ],
        [
            0x311a5b6af9885cfd, 0x5afe6d524e8af453, 0x34ca8f29a72f413f, 0x000000000f752961,
            0xd63718f0bbccf651, 0x912d77d7de758a8a, 0x17498d8bcb0f7323, 0x000000003bfdc137,
        ],
        [
            0xb208b4c8fbadd0b4, 0xfc77d7ab8de25eee, 0xc24006527b89171c, 0x0000000026acb74f,
            0x0ed9064c0f2c891a, 0x53a321cda860a493, 0x244eec282080ecd6, 0x00000000ba891503,
        ],
        [
            0x76e01c91191733cb, 0xae3717f22070cc0e, 0xdc761602e081e1fe, 0x0000000093d791d2,
            0x9b9e4c82c9fd0aa9, 0x70eff803e0f7e582, 0x31ce5985f30dff7a, 0x000000007ffae72f,
        ],
        [
            0x29e86f64d01d8850, 0xa777f5acdbe79e1a, 0xfd9ed167bcd3a406, 0x00000000b0ae6f52,
            0x6f8f82b1d59f5eb4, 0xe4c391b50838829a, 0x9a7ed8e09316ee94, 0x000000004198ccb1,
        ],
        [
            0x60dedaf7263674e6, 0x6ba5a182c702b183, 0xeb03131b79aa00cf, 0x00000000e56e058d,
            0x26746cf4f7ff76f5, 0x0c512c49cd24e646, 0xa95e7c314569c3ad, 0x000000000236b78f,
        ],
        [
            0x9f3dbbb319f06cfb, 0x80a5ff397eeca8b9, 0x16d3c85e855c1289, 0x0000000013343d8b,
            0x7b4ec650dcb3e48e, 0x5a21232dbe66c420, 0x5b579ff99bb0a6c8, 0x0000000079ef3ee5,
        ],
        [
            0x92d9a74c362f0c30, 0x1d410c91485bd9c5, 0xb563bab463cf4756, 0x00000000b307ba69,
            0xc883884b39cf0c4e, 0x5002ba79ca40d1dc, 0x2a886d690408a7bd, 0x000000003ab73f15,
        ],
        [
            0xc480a37ff4c2479a, 0x5355e4cd38b7838d, 0x71d4fa575f0c3c43, 0x00000000a2ff926f,
            0x8ec312882d09c9d9, 0xeb26db0edf6a6574, 0x93eb4162b6f00a63, 0x000000009c6ec993,
        ],
        [
            0x5f9a1f0c2d1b2c74, 0xc127e42812919d6d, 0xca7e7a464ebea0bd, 0x0000000058f0c292,
            0xfcd96d70e089cb79, 0x58d07b04b25bf21f, 0xd652ac665aafbb14, 0x000000003934c98f,
        ],
        [
            0x60eed11b65837a46, 0xabacfd21999add1a, 0x98ddce6ad0f136fe, 0x000000003282ca9e,
            0x238b3a1c0b47e185, 0x2163abc2c7af09f2, 0x29d720ae1910e285, 0x000000000b81768a,
        ],
        [
            0x2815b912f5911881, 0xd0597d717c69e019, 0xc415b63bc10a09c2, 0x00000000de3789c7,
            0xe5e65fb01b68cb96, 0xba4c6edceb6a0df5, 0xe23672ec48e2ae51, 0x00000000708a9891,
        ],
        [
            0xfcf336b192ddce92, 0x21645b1f1724710d, 0x5c20b2a9d9bc209c, 0x0000000045c62150,
            0x5c0e11702016d9cf, 0x94cb39459eba7f9f, 0x91df00e24fa8c3f9, 0x00000000bc587bac,
        ],
        [
            0x8060a39da450e87b, 0x2276011e04429fc7, 0x180b1d8679559d83, 0x00000000ec4b5425,
            0xa9acf44e95c1aead, 0xe87e3be8f2a38628, 0x77b693d347b90d9f, 0x00000000b369969c,
        ],
        [
            0x7114d388710f8e34, 0x937ad1cf46343ce0, 0x4e6cc05d233d0f4f, 0x0000000022d6c20b,
            0x33d5123e55a6f968, 0xcd136ae53b2369de, 0xf2a236369f0c2488, 0x00000000dd3b26e1,
        ],
        [
            0x18ff835f40cb88d4, 0x9fc762e9e4f16738, 0x8ca6244280a0019d, 0x000000005a99224e,
            0xd15aa5dc33a10d60, 0x6f21f5422be279b6, 0x48334b9e58ef50a7, 0x00000000f5561e29,
        ],
        [
            0xabddf16e5bb32d8e, 0x03110a4d841e4eff, 0x8153c5eba19acd41, 0x000000009f83b025,
            0x954c985e674abfa6, 0x2d70ac14a9c020db, 0xa4523c0b49f937b1, 0x0000000034ff4d84,
        ],
        [
            0x3ed0fdc7dc44fb06, 0x672a557c5af8d7dc, 0x266450ab21e10f34, 0x00000000e555139b,
            0xd3a380acb37694b1, 0xa64a6d8a31d95355, 0x08e8c495ff3a020c, 0x0000000037668046,
        ],
        [
            0x773d885b83027937, 0x962ab33245fecce5, 0xdb3bd43e0f3a4c79, 0x00000000e52a65c7,
            0x680f204dda23045e, 0x8f63dd8b3eecb056, 0xb06ecca96ebf1d52, 0x00000000c9c5c0f6,
        ],
        [
            0xc9416108bf19b3bd, 0x0164ee9c54a44cd0, 0xa836f73e86d63707, 0x00000000895ac7a2,
            0x5bcd327252ffaadd, 0x15049b8a69c3da41, 0xe23eebdccc4399a2, 0x0000000063faff9c,
        ],
        [
            0x30991abfdcf35721, 0x34bdca4420b3c4d3, 0x18c220b0b9b85c89, 0x000000002fabedea,
            0xc3740b426eb7d506, 0xb3fe002a37ecfb0f, 0x680bc516bd0b6ef8, 0x00000000e2e9cd65,
        ],
        [
            0x452ffe1a0a8d1d9e, 0xd8e3884a9ba7178c, 0x580fdc035939fee9, 0x00000000d747f3c4,
            0x6b6a33f880288a1a, 0xf3d688ec86583a0c, 0xfb88514a8775a0bb, 0x00000000fb305c7e,
        ],
        [
            0x475934b081c67369, 0xdb1658b3f14f8c0a, 0x487e1325fad06a83, 0x00000000364dd81e,
            0xfba315f962b55d20, 0x66d6d3f21a6f636e, 0xf745bc22beb130e3, 0x00000000ecf31fbb,
        ],
        [
            0xb4d998e235c3c20f, 0x16f4afa635fe24ee, 0x3fe7d6802d34ad37, 0x00000000a53e0a26,
            0xe910b9b7ddf2ed00, 0xbdcd6f7b5772b669, 0xf92c9e5e239867e8, 0x00000000a48f191f,
        ],
        [
            0x1488178f0cf75f6b, 0xb0d5d2c158e31daf, 0x1c932f48708e17f8, 0x00000000dff481e3,
            0x9f8f440b862ef46e, 0xb5fde78397a18170, 0xcd11ff7fbe512832, 0x00000000404b3f0d,
        ],
        [
            0xf372cf7b8a108878, 0x66b5a5ef691dab9c, 0x6fd07f2ddd4c4901, 0x00000000bcbd4ae2,
            0x8ce9566d3b318b70, 0xa0f7185c0e7ec710, 0xae0f1a7b85d69ada, 0x00000000d1daf4da,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0xf48536ddac9d8d16, 0xcd614ec375728193, 0x90354bad7b4ae90d, 0x0000000078121dbf,
            0xc81f34c176459803, 0x840c279f46b70715, 0x2b8e8383c1505093, 0x00000000c1289a49,
        ],
        [
            0x59d60a6900a32cd1, 0x8c3ad889a9db6217, 0x7060f4ee66f5a22e, 0x0000000031ecfd4a,
            0x2c6fa230d10b8ed1, 0x50600c8b77a3e1bb, 0x305733e3f0d2c15f, 0x00000000552d8e70,
        ],
        [
            0xdc5dbffedd035c9c, 0x3de83eebec8ce033, 0x7c3f9ab8af8e3ce0, 0x00000000815aa731,
            0x037224a82f664a8d, 0xbe15b17726571a78, 0xe51e82a3f58259c8, 0x00000000c345a69c,
        ],
        [
            0xcf22063ce3de9149, 0x94b00a191ac768fd, 0x04f728ba6414569b, 0x00000000a8ad77a9,
            0x3cf6d2dbb599d239, 0x9399db24a5c01652, 0x0ae8c9808890c7ed, 0x000000009f3ea4a6,
        ],
        [
            0x2d1cca7109a289b5, 0xc667b267e9e2c998, 0x34ce4d08ec79fc96, 0x000000004e5b5201,
            0x6565a213e2e13140, 0x4537d9082bf116b2, 0xf5f15a19f7dbd7b2, 0x00000000cb218533,
        ],
        [
            0xb7a4499f66db719c, 0xc6f7041000411fe1, 0x1fbee22c86306607, 0x00000000f1cd4fcf,
            0x999ba3620231f40c, 0xe69375ef59d20377, 0xd2070f3249371085, 0x00000000f12fe963,
        ],
        [
            0x9adfa90735de4477, 0x995b6e94d126d2fa, 0x8e13c0eb6c34ae54, 0x000000002317a73a,
            0xb60889b9fdb07861, 0x497263beb6b995c1, 0x7c8cbb0ae4d55012, 0x0000000033dba9ae,
        ],
        [
            0x99e0e2da4be9b260, 0x03a9d2276c001514, 0x2a4a6091793cc8f9, 0x00000000bb1d52e5,
            0x67c0ff3dcf2cec16, 0x21e47cce72237efe, 0x2863ab3a8edef474, 0x000000002458dede,
        ],
        [
            0xefa906cbdbc1370e, 0x140ed3d6e7089a83, 0x79cbf2cc5e620a98, 0x00000000e4d53a7f,
            0x0b0a8c2d60871a1b, 0x90c64952f84548c5, 0xfd0765a3d7982f6b, 0x000000001dfd01fb,
        ],
        [
            0x10979cc74f089ab8, 0x8591185b52fb5d65, 0xf580bb1eb272b478, 0x000000002af79485,
            0x72ab31243d8c0816, 0x9759b13615c1e643, 0x914d695b580823e0, 0x00000000ec002c6e,
        ],
        [
            0xacf5fd0d59f0eb04, 0x2c48e29dbad11338, 0xcbd3bdab0a7d575f, 0x000000003f8bbb5c,
            0x5d7d6fb6ca04d9a3, 0x4d321255ff305937, 0x01f5615a93eac323, 0x0000000025b6e50c,
        ],
        [
            0x08057c69b02a0daa, 0xe679bb405356cbf5, 0x9d4f01623b64a728, 0x00000000b5b83293,
            0x3e712d828be23826, 0xffe7c34dd937dd82, 0x975d0f7526dc58e2, 0x00000000bccccc04,
        ],
        [
            0x843725ce60aedb4f, 0x298d427266e7a2ce, 0x8507810dc7b0b78f, 0x00000000359c0383,
            0xf1aea87f4b84d99a, 0x11747aa30347dad1, 0x644aa61a3b83eaa5, 0x0000000080d545a7,
        ],
        [
            0xbc0498835da6763e, 0x3e5a54bd49bb170c, 0x08f2e201529e58ca, 0x000000004a73faa0,
            0x14fdf5ba045208ee, 0x64d694a8e5168d2a, 0x848b905a99b558be, 0x000000000d3aa709,
        ],
        [
            0x8de26b50ce652273, 0xd3be929cc8a96f33, 0x34f2abc2256e44bb, 0x000000004e0faf04,
            0xf8548ece2b6b28c2, 0x50c292c163b2130d, 0x613f0d70b19d4121, 0x000000004df4c310,
        ],
        [
            0xa00641966cab26e3, 0x3a0b91fb2991fab0, 0x5f8ebeefec27a4e1, 0x000000000499aa8a,
            0x507510407766af5d, 0xf70684d929610d54, 0x338c5b81d77aae82, 0x000000006916f6d4,
        ],
        [
            0x03c519704b9e601f, 0xed7845697a21cfbe, 0x78d37a132d62aa59, 0x00000000cd4ea764,
            0x68dd5984e4124b23, 0x562f5595caba8010, 0x8862c4df3fc50035, 0x000000003e1149c8,
        ],
        [
            0x098860ee334d335c, 0xd93bd72cbf9cf8f8, 0x98ea8a6fd7c2d856, 0x0000000037a8eef6,
            0x3c1ed9b408f9e18e, 0xeebb4de523554063, 0x0c2d9d1394006be2, 0x00000000cd89cffe,
        ],
        [
            0x3ebc1f7296735d71, 0x471151ed7a49aed5, 0x48b747a069c36800, 0x00000000a4ff7817,
            0xb7b178eebe5cfba2, 0xb69aedee81075676, 0x3b9f6bdf54c9ec42, 0x000000008f87a436,
        ],
        [
            0xd752ff0961708597, 0x5358e04ee1d4765c, 0xcc077973e0f153f3, 0x000000005c3a45dd,
            0x15985b10cccc8499, 0xcb389fbad42a0eb4, 0x171c5910505b700b, 0x000000001c861e93,
        ],
        [
            0xf37dd16a0377c847, 0x094db9c6739fcdea, 0x6415394011c9d789, 0x00000000e9c5d1eb,
            0x520e76daca7d0dc6, 0x81819b4dc95812ed, 0xceae14d4c37a49b3, 0x00000000b1b376b8,
        ],
        [
            0x95e906c7785fb559, 0x8aa0c52ff390c859, 0x72c207db5149f234, 0x0000000044a7e7ea,
            0xa94b0ef2a41d7dc4, 0x1e115e01a0825654, 0x9096749ba380ce25, 0x00000000207e9e6b,
        ],
        [
            0xa4ddee1c75ec38a6, 0xf80d307217f53708, 0x97b7fe1ca1033ab9, 0x00000000dbd692fd,
            0x44e76362b279b4a0, 0x9f8bc616ee9d965f, 0x91574588514d4337, 0x0000000002a9b2db,
        ],
        [
            0xa52de261ff0b1006, 0x73985f0a9199e9a9, 0xbbded6fa14a979eb, 0x000000005e3422f2,
            0x9b6983f130f4b897, 0xc83699ba4d99a5f1, 0x40c76ef78e3651e3, 0x0000000092df1bee,
        ],
        [
            0x1f0ecdc65dbe9dc2, 0xde79fecdf562e5a7, 0xdfd4f43edd00d021, 0x00000000e60b2f7a,
            0x73451ae042f2b032, 0x316b2c4b0a88b687, 0x52c4bc56ab6c0d41, 0x00000000b0626b4b,
        ],
        [
            0x4c8873757c5e16ca, 0xb59cc73c6f393df6, 0x90bcc4eb2ff6e1d0, 0x00000000332079c1,
            0xcce53262d64cd9c4, 0x77c7c32313630544, 0x850e9441ce1f85ea, 0x000000009cae9d2f,
        ],
        [
            0x1375bcf5c1505b3c, 0xb22da1ac0d492a1d, 0x22010c7d5973dda5, 0x0000000009d7cd60,
            0x2956e7963779f1ad, 0xbe1cedcdb1c27aa8, 0x0c4f110a2df40162, 0x0000000048a838a9,
        ],
        [
            0x6e375ef0ef03231e, 0x1e71788c2906ecef, 0xf845c51bd9b80160, 0x00000000568941fc,
            0xe0e409b6d383056e, 0x360978b2b180ed24, 0xb433b7b127631595, 0x00000000d406c9c1,
        ],
        [
            0xd8c9dcb63c3fa173, 0x85f068db0341368c, 0x2dd5832bac835e1f, 0x00000000a308d6ce,
            0x5cd9d18635267068, 0x9a1e52ce66876fc0, 0x80d5ea5b48b7fcf7, 0x0000000026ffc440,
        ],
        [
            0x33d5e5acbea133c0, 0x61b4d30d298e5ff8, 0xfa915c7c366e6dc2, 0x000000009e785aec,
            0xb85527201228833e, 0xeba4e93fcdc3ddb9, 0x197b7e50c3270ef6, 0x0000000002ac37dc,
        ],
        [
            0x1d1e6dae475315ff, 0x82ed19a00dbbe627, 0x63bd3c266e209219, 0x000000001c0c002a,
            0x6ecad7b70b0ce38f, 0xe71b889e4d09af4d, 0x4be49b167b972fdf, 0x000000002e528509,
        ],
        [
            0x159a7b939e94b8de, 0x7650ba97c5ac22d2, 0xb8707867b0b6b70e, 0x000000002274f81a,
            0x90839e0a3f65a075, 0x4382e172475f2646, 0x7bbf2c188e439022, 0x0000000058e30ef5,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x7721143c190777b0, 0x798d0c0a9d62280f, 0xb86e873fe9a6f300, 0x000000000edb9fb0,
            0x1b3ea46d9d21b40e, 0x6974eff21f66f0b7, 0xdba02d8fdd15f6c4, 0x000000003741a2f4,
        ],
        [
            0xb0f253debe5cb68d, 0x475f1dbb14b087c3, 0xd2e1b4dfd0ca4844, 0x0000000055a640fb,
            0x662c05a83baf460e, 0x382223f8be6c7118, 0xe1eab2820635f60a, 0x00000000aea5212a,
        ],
        [
            0x2526006c776ca427, 0x911c3fd303d85165, 0x4f6f3d3255f07352, 0x0000000042fc2aea,
            0x566fce6db95469e1, 0xa391a9a7bfdc8393, 0x535ca6b71b884e1f, 0x000000000cd2945d,
        ],
        [
            0x303f5fb99747992d, 0x23bba2a9e0f16cda, 0xa90da939e1090026, 0x000000006a67a1d5,
            0x05581b6856e50c5b, 0x8263bae8cd1626a0, 0x7ac901b2adef496f, 0x00000000364ab4fb,
        ],
        [
            0x69f0876d23dc2d2d, 0x6155d4008933c228, 0xb52647df08e16963, 0x000000005d1d23e2,
            0xf9f581a73473b473, 0x393a3cf582035398, 0xcab9f5e776b4de25, 0x0000000052b8fed8,
        ],
        [
            0xacd74e2abf75401b, 0x51876af0851cd740, 0x541a73757b2425bd, 0x00000000104e4f41,
            0x3086a21a02bfabb5, 0x46e5ba9a41a0fc68, 0x3cf0cf3651fc3965, 0x00000000e5361576,
        ],
        [
            0x2eb399c8e3359918, 0xe52b7791b837dac5, 0xe0bbc44bfe5546d2, 0x00000000e37c8725,
            0xc8af8b676a7e8b11, 0xc03ed93581b81ba9, 0x77a71f7d7a675bde, 0x000000000d020efa,
        ],
        [
            0xdb4278735e0d7a31, 0xe741f3f65807fc91, 0x17fea51037518fc7, 0x00000000a70b4005,
            0xce6e827f7a925ecb, 0x04325d44d2c768a1, 0x9fc34137c7053432, 0x00000000f99b8ff4,
        ],
        [
            0x7efc681c80a2bc2d, 0x1fdc4b5cca1bdde6, 0x47e748810c3d22b7, 0x0000000041712412,
            0x423f9a601dd3b483, 0x61698e36e59097e0, 0x877cc09d258b9020, 0x00000000551aa461,
        ],
        [
            0x9c36d16da5b74620, 0xd98785a9b9bdeabf, 0xf79c50f0dd9e324f, 0x0000000013cd2641,
            0x11fe9143ef747dec, 0x9858e247d245b3f2, 0x0f8e02cb69e9f5e3, 0x00000000d86be117,
        ],
        [
            0x9c851d77999e90cc, 0x71abb6acd341ab12, 0x57bb00a8e87d3e04, 0x000000007b04dc81,
            0xf792bb550d58918c, 0x7cc1bf0096836f65, 0xa08bb1de45682380, 0x00000000fe30f1a8,
        ],
        [
            0x21d772a1b1dfc0f0, 0x55b1b36c80a20811, 0x7a487020306cc736, 0x0000000024cd66d1,
            0x375a25f3d1da93ce, 0xfd9bdebb8759696e, 0xe640aea62f75cef0, 0x00000000832028a8,
        ],
        [
            0x07fa566c858b8fc4, 0xdfa763497c6ff68b, 0x1fae3ccf7cd19205, 0x00000000674ad87a,
            0xf918927820adbdac, 0x005c17133c9e523a, 0xb6c7c30640768b10, 0x00000000fb63f482,
        ],
        [
            0x61e0f5f76b467350, 0xeb5ce6cb6399b6d4, 0xeaca7ef398e51571, 0x00000000c2f4fe1b,
            0xa6524cad4998124d, 0xe440b050017fa137, 0x8f5213c2af611c7a, 0x0000000018555488,
        ],
        [
            0x7a48f7042c17cc66, 0x2f6da72d4f4c7eb3, 0x1549f254a2853092, 0x00000000750a9b29,
            0xbb375d387a266605, 0x8df393cbf3784a16, 0x7648a0d8cbf1a9b8, 0x00000000fbc65c34,
        ],
        [
            0xf90f56dc2dfd897f, 0x2e83e8c24570bb34, 0xfc556ab9f0f7fb85, 0x0000000053fac136,
            0x500bee7660a097d5, 0x38b2d7bb481e1bc7, 0x8b1a41cf33e5483b, 0x0000000054560c87,
        ],
        [
            0x633588b3295be8a6, 0x99a22dc1a977f519, 0x6ea11becda88784c, 0x000000008cd801b5,
            0x10f05ab55ca132b8, 0x4693d4bb67ec8340, 0xf799ace4deb1e565, 0x00000000f6a9ce99,
        ],
        [
            0x766bac56c7fa55cb, 0x75c6bb7733a88efb, 0x2eb9591f3b7a3e0b, 0x00000000c933014b,
            0x60d56f2ca56c452b, 0x2239aad58c8cc965, 0x878a407d726fb671, 0x000000009627297e,
        ],
        [
            0xb89c5fa5b9bf9707, 0x0e4030c1436e8fe5, 0x7112ac78cbadf96b, 0x000000007ba73fc9,
            0x9a6529805e25be3e, 0x775fd95c151b6d4f, 0x1562cbea3aac9f51, 0x0000000008d733bb,
        ],
        [
            0x0a0a8e6c462e1cd1, 0x6f9776977922ccd2, 0xc1a5e1caee0bf139, 0x000000008ec11a92,
            0xb7240ad46a8e068c, 0xeca861dcd1f530d5, 0x348060766b484d95, 0x000000005b900983,
        ],
        [
            0x4be4941cbfacccb5, 0x963ba0c11386de65, 0x566df7461d7b6e14, 0x000000002f9b4d69,
            0xb08b56127f60d4f5, 0x9bf220c3bac873eb, 0x2b88d17bcb10f4fb, 0x00000000a6f8746a,
        ],
        [
            0x63b52da24f73a18a, 0x3a9d27a0d8567fb4, 0xe936d12b027c897b, 0x00000000fafcb48b,
            0x41a02e5cb0cd17c1, 0xd4b9d92bebdb8146, 0xc1657ee54d433b3c, 0x00000000bd69a008,
        ],
        [
            0xf7fd529bc2400461, 0x8107aca29c8e142c, 0xaeb8a86c3257e42e, 0x00000000e0b4ca50,
            0xa64d704fdc96716f, 0x6f75e47b160fac27, 0x8216ae6987416ee4, 0x00000000442af930,
        ],
        [
            0x54e5e487c45fa19d, 0x3ab4096058b6a4c7, 0x58c26435f2ab053c, 0x000000003bfe9733,
            0x11721d89a401795b, 0xaf908c8698c23e3f, 0x261aa7f7cf6b616a, 0x000000008a91363a,
        ],
        [
            0xfe45431dd20d3ca3, 0xbea94906ae738a87, 0x68a68cbd9fae81d2, 0x000000006f581165,
            0x1333a70e15939ba0, 0xad6199cd68f7ae96, 0xceed5d782f0e156c, 0x00000000a5daa102,
        ],
        [
            0x282f9b6d6f81e30f, 0x90504ea2fcb68424, 0xf31c8ce8cb29e135, 0x00000000a365dc80,
            0x6842cc0b4e8ca2b2, 0x6acf465597688f92, 0x685fd668b3bc5125, 0x00000000cf1bad0c,
        ],
        [
            0x838353ab6e395884, 0x4bfa43d8fcf1f30f, 0x48fd2d4124672217, 0x00000000c191f82a,
            0xb217937e0f93b920, 0x5b4fc7a36f2ea92e, 0x33a0eb8188a95d31, 0x00000000e6e51012,
        ],
        [
            0x13eba4c6d296be01, 0x0f4ffe3d74ce23e1, 0xfe78acd883b90ad7, 0x000000007f47fdeb,
            0xd6c686ecbcbe94a7, 0x9d4d0b9a7dee6b41, 0x190e0c0c800c5984, 0x00000000ff69f2f5,
        ],
        [
            0xe37fa45b82bb20fa, 0xce54b415b1740614, 0xb549ae6979242a3e, 0x00000000833034e1,
            0xc95254903fdaeadc, 0xd375d8b85d1b5442, 0x3059b767df3b33dd, 0x000000000e96e476,
        ],
        [
            0xd5f9112ff9c07258, 0xacdf0d7ff5c94302, 0x16ab5b38406ab6d6, 0x00000000f1b59e59,
            0x9c3e6d1de3a27e30, 0xac3c4eb8ac32a9da, 0xe3696c6933f2d944, 0x00000000a612dce5,
        ],
        [
            0xff026d31f85130bd, 0x722dee93aeebebfb, 0xb69ecc80703c1b9a, 0x00000000b603285e,
            0x751658952bbae64d, 0x137614960b1df100, 0x71a32e2fc9682049, 0x00000000f804964e,
        ],
        [
            0x81125a59dc68b5dd, 0x82ac0106dda2ff37, 0xdb9736a7cafe4deb, 0x00000000fed8a650,
            0x7bf8c0dfd1f4d390, 0xc3e0904344f499ce, 0x66e691faa208a453, 0x0000000062a4b89a,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0x5efd0c7301416d01, 0x538ba9b6d21f7134, 0xf14119f9d927193a, 0x00000000a3639db8,
            0xdfc495a414413e1c, 0x859dda7182e829df, 0xc75bf6c0a5aa7762, 0x000000001e308b96,
        ],
        [
            0x1532f9452993a4f6, 0x865ec580588c7791, 0x0e6edb57babc3ce7, 0x00000000face9563,
            0x35ac631f7e599301, 0x0b5cd7cde478d890, 0xe4e32f8d737e774f, 0x00000000901044ff,
        ],
        [
            0xae34a35c493ebe03, 0x2502f291d30b3f13, 0x76978efbdc2f72b5, 0x00000000e7ee4e31,
            0xf61c2c2045d90dac, 0xbe9b387fc506f25f, 0x0b5580cf6c92fd72, 0x000000008382711d,
        ],
        [
            0xfa415b1a90da8b03, 0x4c63b6539754c89d, 0x8c715aff2bb80968, 0x00000000307938ed,
            0xa57b2c3f7cfbb4e1, 0xed29f94fba74c6e5, 0x09e2ed51e65c93df, 0x00000000b67367f8,
        ],
        [
            0x8da70960d3193cdb, 0xdecec056fcd82658, 0xfa6e57b5d9b619ab, 0x0000000003278981,
            0xca5456afd6fb6d23, 0xac12f1ed53492957, 0xcfa18f6b9c258fdd, 0x00000000be2cabba,
        ],
        [
            0x6b7f312b11f2985d, 0x80c54dac900683e7, 0x913564e7c08f20b8, 0x00000000eaee4817,
            0xf08426724e21b51c, 0x87186e05e8faa391, 0x133d6caaab2e0fc5, 0x00000000deb5e402,
        ],
        [
            0x9fca9887a49183fa, 0x8b74f08bc87b8698, 0x387ea9fe035651ed, 0x00000000db5708a8,
            0x808cbdd4b10ee2c1, 0x63fa8f08db8c237f, 0xd67b909999100d1d, 0x000000006fd97439,
        ],
        [
            0x00861e70f6169885, 0x7608d2b6c0ddbd3b, 0x70f6ac5c7b91f703, 0x000000009337fb42,
            0x09b70133de1eadbe, 0xb5b5ecf7a664479b, 0x91e23e865d7e83b6, 0x00000000a7258f8b,
        ],
        [
            0xd8ebbcd07753bdd0, 0xb1f81cf8b0012fc7, 0xaeeec915273d58b7, 0x00000000d0a17e61,
            0x55042219e7f09bac, 0xc6656579e2b6fd45, 0x2a73e665e9b58222, 0x00000000d7665f48,
        ],
        [
            0x602ce7c247a726b8, 0x611e20d8e38599fd, 0xbffbeb03c6e26e40, 0x000000003c45007a,
            0x1c80790cdc52edc0, 0x57940d5a328cf554, 0x9e42e8451741efeb, 0x000000001432e844,
        ],
        [
            0x8ea4d36a92e53c14, 0xb979211561cdc050, 0xa50ee377210cf457, 0x000000007aed1ae4,
            0xa9cbd0840972be76, 0xb5c59df96d9b468c, 0x3d12c89c2b34d1b7, 0x000000008612c8dc,
        ],
        [
            0xc0998e4c49b7f5a7, 0x8c2080cd3daa8aac, 0x7b2669644aeff2f5, 0x00000000d25d98e8,
            0xbc529d413b9a3885, 0xd4f76b03123f3f6b, 0x9c7a9d8522c44368, 0x000000002aa31920,
        ],
        [
            0x276ec13bc6204285, 0x8ba56600423bdb0c, 0xf23cdc2aebb2302f, 0x00000000e49393ea,
            0x92eb77bedb5154e1, 0xad8e71c273e88c43, 0x27ea7deef4d0bd4c, 0x00000000b2323297,
        ],
        [
            0xe133586dce19c513, 0xa236c07f4eceb089, 0x58a32edce3038027, 0x00000000c26dbbb1,
            0xe37716e3451af137, 0xc16f37ec9aef7f5c, 0x5426be9fbecde774, 0x00000000f15d947f,
        ],
        [
            0xb24eecdb816e5353, 0xb2c1924338d0b5de, 0x5c6b2a2ac93a12c8, 0x0000000082f40e9d,
            0xb91cc58476631aae, 0x96699e098ea1f29f, 0x664604ca515b97be, 0x00000000e7e8cce4,
        ],
        [
            0x5e9c7df6c8816ee7, 0x77624d239842df69, 0x628ba6df7b651a9d, 0x000000001ad705fc,
            0xf9b4ce09eff87242, 0x280e8c45642bc3d9, 0x2d83a9d0fbaf9108, 0x000000006b49fa03,
        ],
        [
            0x5b785804fa9f862c, 0x210663f3b183bccb, 0x6eade5a37bdc5ffa, 0x0000000092ed9916,
            0x53fd0f7c902c23e6, 0x628d6d08c15460e9, 0x08752a0a46ffe9dc, 0x00000000afdc486c,
        ],
        [
            0x554ea5ee5b6cad88, 0xab6cfc4e5e267d53, 0x2ba3a32be06a178a, 0x00000000c19e332e,
            0x7bda72bb3104ff10, 0x0aefe988c6511501, 0x4f327835bb3dd5c9, 0x00000000bbc7eb8f,
        ],
        [
            0x8ac2567f55bc1f9d, 0x01c09ddad9440d93, 0x13926ce0e7bd4193, 0x00000000d0283667,
            0x1d70b338e067fde8, 0x0b8885f193da2b35, 0x1f05f793e1b5d82e, 0x00000000f9577656,
        ],
        [
            0x4b953f699f79d4ff, 0x65661c9bfd5c4f30, 0x35cb623ec6a491fe, 0x00000000a650e98c,
            0x35b7abe5d6644652, 0xee26cfe4a48a100e, 0xc3e125092597a648, 0x00000000f5254a79,
        ],
        [
            0x58fe9ba4ba1f705a, 0x4700a6e11922d988, 0xb01d636e318ce285, 0x00000000e5b6e238,
            0x871122386d2155ae, 0x1fc4387f8f44f2ed, 0x04d9b6b944bfb9c2, 0x00000000ebe5eabc,
        ],
        [
            0x712cfa3b568c73e0, 0x91192a850d74a428, 0xc4c3599c85a45229, 0x00000000b218c553,
            0xc77530e32558f26e, 0x90d039f27f89a81f, 0xfb5ed71f5f6a4628, 0x000000000243ae8d,
        ],
        [
            0xcba2181057050d5e, 0x79201a11e149d897, 0x532b704e8f420af6, 0x000000007ec5c12d,
            0xcf7970e613bdaa0e, 0x7b660f221cb74b7c, 0x219d01e2a35f27dd, 0x000000002572873f,
        ],
        [
            0x660028fd4f95071c, 0x53bb7efa19155a92, 0x1700349256f1df6a, 0x00000000c32cd100,
            0x200457e170eb150f, 0xba78db22fb26b696, 0x2e28b2825b7cba80, 0x00000000d2bc6f6c,
        ],
        [
            0x8474e343e1c16f08, 0x655dcea5ef836ac1, 0xc9ed0b15de6f4d17, 0x00000000bff167f3,
            0xc0cb24645bc074d5, 0xa0b3115815874b43, 0x983a45c9f1515d99, 0x00000000c4784ccf,
        ],
        [
            0x91ee9b56fd2289c2, 0x3f8d0dd24e77d8e3, 0x69425925ffdaa04b, 0x0000000079b91982,
            0x46ef44193382718a, 0xc42443b94d9cf4ff, 0x5be85e9616ba265c, 0x00000000e6550063,
        ],
        [
            0xd6ef2310d4efc59b, 0x97a9b386019434fb, 0x4d964395e7b4ce7b, 0x0000000018295bfc,
            0x06e75844898699ff, 0x4f5dd554c74018fc, 0xce7cae847385875b, 0x00000000c178de2b,
        ],
        [
            0xe014b8f16fb78c30, 0x798d469826515143, 0xcf0ec358facbf4e9, 0x000000002cec5923,
            0xf12f9482a3e68977, 0x27e8fc94832343f1, 0xea14431593886d4e, 0x000000007fbe7951,
        ],
        [
            0xbda805e7f20f199e, 0x030bbe798f502462, 0x18cd971ca07c585b, 0x000000001c0fdd6b,
            0x2c9025068cc5992c, 0x9f069a7b3c6346d4, 0x943a802796f1d9d6, 0x00000000f0aacfd5,
        ],
        [
            0xfcc111302b8fdd4f, 0xf5b12823e2fe18f6, 0x1790fde086ae979e, 0x0000000009e8ba74,
            0x58b426ff3722b62b, 0xe0c36abdc49d202f, 0x7946676285df8753, 0x00000000b7deabc5,
        ],
        [
            0x823e968228cd971f, 0x87576ee330effaf8, 0x782851dfb2f06d48, 0x00000000b6dec570,
            0xb8006d124dd4a831, 0xd58593c35a7cf8c0, 0xb40eb2856c949ab4, 0x00000000eeaea327,
        ],
        [
            0x983eb6bd5108cbc9, 0x2828dac30fe106eb, 0x8e911876ed1404fe, 0x000000000f78da9f,
            0x7161e31bb1017a3c, 0x6d8667f50e81540d, 0xddd9d584a9bebf43, 0x00000000a4bb2995,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0xcbebd659684b1c3f, 0x57adb6ea6cc0edee, 0x8731e55394ee2d48, 0x00000000b4ab7660,
            0xa6f67b85b1a52b87, 0x3dec97edcbd5c350, 0xce394176ceb62437, 0x00000000dd678c66,
        ],
        [
            0x653047712e3f3bd3, 0x2048978f416a6edc, 0x976e530495c34d7b, 0x000000009d9dac93,
            0xf09e858f571114a7, 0xa33a8f3a6362286c, 0x08d818e5a72e9bb9, 0x00000000caea7189,
        ],
        [
            0x5c366e4f304d41af, 0x15671cccac013ae9, 0xb1ec53f01a70a7c6, 0x00000000130351ee,
            0x9c3591602a56cf16, 0x46546cbec8c3c128, 0x200d5f2519aefadb, 0x000000005071f48f,
        ],
        [
            0x267399280e4e0958, 0x79abae5ca8eb9c0b, 0xe9a8acf0740ea335, 0x000000000fb6ce42,
            0x9209dcfe40857c64, 0xa23fe43450b42587, 0x2a6f3862b6fe44b1, 0x000000009ed13b1b,
        ],
        [
            0xc86e43d1d36d37cc, 0xae57af9b5012caa5, 0xfe0202122ddfb462, 0x00000000a82139e4,
            0x20c5a4c0eb0b3f8a, 0x532038830c6f715b, 0x9cc3d24484877bd5, 0x000000003ef69983,
        ],
        [
            0x3d6b1bdd9a76b92e, 0x6bb3f97276a519f3, 0xe9a136135164dfb8, 0x00000000d32900ff,
            0x898bcb0dd347caea, 0x806564fffc0df3d2, 0x996ad7d719cef4e8, 0x0000000040e8f689,
        ],
        [
            0x0cfd27f879daf73c, 0xb71aa71d6133f724, 0xd440c90599ebe171, 0x00000000b38a6213,
            0x8136d092ccb691ca, 0x8ad57d2122014da4, 0x3aebb58050559374, 0x000000001996721e,
        ],
        [
            0x251b11c8ea4d4d17, 0x79a30e801fdd3268, 0x56548c96ff764c08, 0x000000003e186811,
            0x83747f3c08022992, 0x46678afb1386f43b, 0x6744f163b23b4d54, 0x00000000f6e8c720,
        ],
        [
            0xe563e8f2dbba7a0e, 0xb85fd34fa1d27ab1, 0xc38c49aa8e1ad581, 0x00000000a15f61e0,
            0x15a9ad3dc6edd5b7, 0xb23396e8c7e7382b, 0x76829f2fc2154fcb, 0x000000005ae0d5f1,
        ],
        [
            0xbc386b7a27a02baf, 0x90f0155db8b21c6d, 0x1fbc01d178cd3b50, 0x0000000058387e66,
            0xd7ee8053b17ddb85, 0x54b722a8d84531db, 0x8fb97bc1071b093f, 0x00000000c8123a21,
        ],
        [
            0x1fd360fb6afdbc57, 0x056645ad29b20f02, 0xd802d027e2a5d1b4, 0x000000000ea9d245,
            0x71d79036c5e842f1, 0xba3a69a5a5fa27c7, 0xcf3987447d3915f8, 0x00000000746d3150,
        ],
        [
            0x5e0034db489d428d, 0x1248727746e7f080, 0x36bdb6be6f3686fa, 0x000000002e24aafb,
            0xcec8dd98f391e1ce, 0x7b3923f84b039bc4, 0x98edd48116cce5a7, 0x000000006ad319ac,
        ],
        [
            0x366f40864f62ee8c, 0xe915ef9f8da062c0, 0x3b2a3a179f0789a0, 0x000000005be293dd,
            0x8c960aa5e67ce994, 0x227dc681366ed558, 0x701ab0ced0de0fab, 0x00000000f391641c,
        ],
        [
            0xf2ba3210b76aa1c2, 0xcecbfc9c5bf0c588, 0xe89467c766b4253c, 0x000000001854c052,
            0x81c63c19494a598a, 0x8147afc6054cb126, 0x0c7c17e278baa86f, 0x00000000845cb11a,
        ],
        [
            0xb188ddee1b835f17, 0x507fcb2529e2bb65, 0x3f65242cfc7cc602, 0x0000000042b178bf,
            0x79bd6740bb8eb9da, 0x2ccc03023a1e1f16, 0xe2c0da10e488d9bb, 0x000000002ab5d639,
        ],
        [
            0xd762caccc1b7481d, 0xc865e39950594f95, 0x6601fb96dd226741, 0x00000000029254eb,
            0xc01de449cccfb004, 0xb2953321fa73bfc6, 0x24781cc0f9e5461e, 0x00000000af9def43,
        ],
        [
            0x7b64e5271fc59a61, 0x32db7334376753ee, 0xa2a6ce1eeb8593f4, 0x000000008f678c03,
            0x8e486c23395ee065, 0xf3e3b3852ee8eb83, 0xab6b80aaa5ed812b, 0x00000000f770a3df,
        ],
        [
            0xeed33d8bd7060a82, 0x9770e93e5e7ff149, 0x78092989347fdc86, 0x000000005c311ea3,
            0x85bb0c913b74a80b, 0x4882bab17a28fa85, 0xb1be565925861b46, 0x00000000518367d8,
        ],
        [
            0xd5075d7705700f7c, 0xdef9c774d8a897c7, 0x78a3f8b5bc3e4417, 0x00000000d72e2199,
            0xee1cf3d33ef9d16f, 0xa8fd1378978d58ce, 0x10e27872b4504201, 0x00000000f942c0b0,
        ],
        [
            0x4c96792de5e34e68, 0xdcdcc111d241221d, 0xc8e02709c1ba577d, 0x0000000013e2e3f4,
            0xb6b778663d6b63f4, 0x930ef109934eb4b4, 0x679fcc03d41ef9fc, 0x00000000fb21f2d2,
        ],
        [
            0x630a8c866905e510, 0xc512dd4069dd3188, 0xfeb278bf6b40be42, 0x0000000003ce852a,
            0x38ba7421599828d2, 0x97fac78f4023c5e7, 0x40f023821b91517b, 0x00000000530a6d70,
        ],
        [
            0x25de525e8de6328f, 0xd53e61494bc096f1, 0x592634de41fa022e, 0x00000000128154c8,
            0xa0bffad87d88eba4, 0xa65e5ea22e026073, 0x264ffd9bba7ab7ae, 0x0000000064fbf16b,
        ],
        [
            0xe94addb09d8f63c2, 0xa3f0b3cbf5271179, 0xa520b597ce84b6d0, 0x00000000d7a323fa,
            0xd841cee99993427f, 0x667a2644204986fd, 0x10ea0243e592d85a, 0x0000000092314119,
        ],
        [
            0x7faa9f64b3427fd4, 0x903046edab5bfd37, 0x14645d4b0362bab6, 0x0000000017e4e450,
            0x698eee68f8fc62d2, 0xdec506527783673b, 0x6af56a8ea6395192, 0x00000000ffaca54a,
        ],
        [
            0x67cdfac21a5923af, 0x67a98ef25066ac32, 0xc600f5979049fc55, 0x00000000031625d9,
            0xd2268e29eab9abb7, 0x77ee51dd07af7220, 0x11c4d2f6d1628457, 0x00000000bd1dfebe,
        ],
        [
            0x8b7f5e68a0e27e4c, 0x0b0a4ee990d079d4, 0x53860df41f376355, 0x0000000025e04bc5,
            0x2a1099950004a6b8, 0x3fad5f6c6bdc4156, 0x6698264d37662766, 0x00000000c9bbbd76,
        ],
        [
            0x87a905b4b4ef5da3, 0xdf6a77f98b85216e, 0x13d73433d6fa871f, 0x000000008c66bb99,
            0x5c64f922d46bbda3, 0x884ae5f985337aea, 0x863aa20853b5cf8d, 0x00000000f20bfec7,
        ],
        [
            0x42172c1863dc2b13, 0x7b89d90283207f6a, 0x92e348f124b459d3, 0x00000000a0b98cdf,
            0x6539ae9ce9d52132, 0xf5e029ad828bbfa9, 0x75e59fde7bb7fa95, 0x00000000527d824d,
        ],
        [
            0x9830ed12aa65ed2a, 0x6366b88b393c70cc, 0xba172f2805c746b1, 0x00000000eb323e6c,
            0xd088cc42fc21c3c3, 0xf8bcc636165b7977, 0xeddfa9a5439cd899, 0x0000000047c51b4f,
        ],
        [
            0xe79be5e2dd05b5a5, 0x47cadb6db9eb9026, 0xa51747af71e24f68, 0x000000006d8fcf67,
            0xbac39d77eeadfa28, 0x11c151a058d0a369, 0xf109b9a8c8d5efe9, 0x00000000220b0cd8,
        ],
        [
            0x4be04beea8b9c6db, 0x02ef0e8fe87c752d, 0xe688c22973df6cac, 0x00000000e879a895,
            0xe81149797a1433b7, 0x328d2ed500c23e0f, 0x8a49ec7d6af1c075, 0x000000007392d2a2,
        ],
        [
            0x12179e14cda309c2, 0xfaa5787e2dbd0e02, 0x31040ff90f1f1899, 0x0000000063cb79e5,
            0xff18e009321857ad, 0xdbec0d0461294da2, 0xd1c1e44f95f2ff9c, 0x000000008cfd290c,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x3b3839a7b213e815, 0x579dd6bc046d14cc, 0x9a32ea3d9e5cd7de, 0x000000005ffb92d2,
            0x94de69bb7051d25a, 0x66569b4f32f84b5d, 0x6a6ab49c6397aaea, 0x00000000760dcbd2,
        ],
        [
            0x9d6fdafed8961a99, 0x2d2fcdf0cd9945bf, 0x6b9d166abb3435ab, 0x0000000057b583bc,
            0xe98df8eeb07b1b0b, 0xe10fe93fad78beac, 0x319c6a7793b8f089, 0x0000000009634835,
        ],
        [
            0xd31a72270c23b2e7, 0x62cca7d204038c9d, 0x0188cb5bea4d7325, 0x00000000c8e2ac47,
            0xb3cd396ff78e1274, 0x3e189baa7c08f76d, 0x4b5a03c4d4ae6023, 0x00000000b123ba2c,
        ],
        [
            0x92089161dadaab55, 0x1e853a56a7066447, 0x86033fc04f46e2c2, 0x0000000061aebef7,
            0x735373f9f82fb1c0, 0x882c035e6c4030b4, 0x17a9e344bdbf5217, 0x00000000d9753207,
        ],
        [
            0x035ecb85c5e83cbb, 0x4eaf170affff7c62, 0x5c9184b6461c1b2b, 0x000000005a20c537,
            0x7ca74bfe3bc3ebca, 0x1aee52b875afd28f, 0xf11205b96a12aed6, 0x000000007435dbb9,
        ],
        [
            0xa0ca1253af20f40a, 0x3ee441875001ed98, 0xc93ed7dd8ec3c14b, 0x0000000055038a06,
            0x7d72b955720d1293, 0xcca173cd6db87e64, 0x9fc8fa4301f6ac6b, 0x000000001e02ec28,
        ],
        [
            0xd04353ca84aada7b, 0x476f3bc7542a01a5, 0x944ddeb7d591cb81, 0x000000005f6d97c0,
            0xb063d4f4d608b910, 0x27bf0270397233c8, 0x9290930316bcbb57, 0x000000009e050b50,
        ],
        [
            0x7aee739b5c6787d0, 0x72103b2ebf223df4, 0xa148e4804f8b3936, 0x000000006f302c91,
            0x017700f777b0157d, 0x7cfef8a02202c320, 0xbc3c4e06dd6da227, 0x0000000086851d14,
        ],
        [
            0xb4429ec115e00630, 0x3da81139c8a0ab51, 0xbd7d399ef090beca, 0x00000000092f5918,
            0xdb84416fddc54084, 0xed5bb26fe8768b9d, 0x42b04163d9a3e5c1, 0x0000000042c19df6,
        ],
        [
            0x7703ce1e3d426dc8, 0x071e4e6740048508, 0x8d9d2adfdf10ae85, 0x0000000046dac0e4,
            0xe21c2d0acafdbe6e, 0x1d9ecf015d71d522, 0x9347991d2fd949c8, 0x00000000f0c62ea9,
        ],
        [
            0x4c6a354046977fb9, 0xec5bb53e7f756fc6, 0x95c286f1e92c9c34, 0x00000000ba26ed24,
            0xd4a3ba4cf65306a7, 0x87cabda63cf4c06a, 0xa008084761def975, 0x000000007bb2d580,
        ],
        [
            0x1d4431ef47c625db, 0x0f590ef76aa5ded6, 0x87fe5f219efe621a, 0x000000002a381ea3,
            0x0375f01e26323a83, 0x0978621cecb5840c, 0x01a96b9f4f719f25, 0x000000000868b7ee,
        ],
        [
            0x772052a3a793d0de, 0x1f7ec7375ed30f99, 0xaa6905a63e7cfb92, 0x000000004063ffba,
            0x4b04725301d9f51a, 0xd24f7f60e41e23c7, 0x07bdd22e9f330c1c, 0x000000000d7bb657,
        ],
        [
            0xb5ee29f91a8f0273, 0x479f230cdd3c81ce, 0x93ba0010d901b2ab, 0x00000000cc0e1c7e,
            0x5f3aadb1a3f1353e, 0x3ddfadec0f3bae57, 0x4a8d0e5a7b478b7e, 0x000000000cbde838,
        ],
        [
            0x9b5911b422ff39c6, 0x98ab4da5ec430f8a, 0x5722e44ea804d9ef, 0x00000000c2b1c71a,
            0xd81b909d06ea62d2, 0x201e70024afc3493, 0x734007303703ff33, 0x000000008b6d43c1,
        ],
        [
            0x81efdf8d3575a99b, 0x3e661252c3e002e1, 0xe761924e1a7d2e1c, 0x00000000b4d93c2f,
            0xd7e4fce0e830ae92, 0xe55e6d67e026d6a9, 0x2044365e031a055b, 0x000000005aaf9016,
        ],
        [
            0x2d13acdb8fbdeca9, 0xcf9608e8334bf70b, 0x8945d85ae79e9063, 0x00000000011ac911,
            0xce947f2bbb0ff0c8, 0xe1c492227ce883ee, 0xdd92695da722573a, 0x00000000f3dc3c3f,
        ],
        [
            0x88759225050e4102, 0xda6874e54afc02e7, 0xb98290e3345ef2fb, 0x000000000ee96cb5,
            0x750d83b9b57082a6, 0x2cf1d9d9446c26dd, 0x888c0ef9a74a5eb5, 0x00000000e6dd2fd5,
        ],
        [
            0x5f114f86ce1e0852, 0xf9f264529d2cc75d, 0xdce19a953340925f, 0x00000000b7de58b8,
            0xe8ee76ee75bf340c, 0xb6cfb446d76345e8, 0xe9d05be6f1cb90f8, 0x00000000905e72af,
        ],
        [
            0x11a4f7af83b23074, 0x5b66b228bf97c078, 0x13a516d30ea6e164, 0x00000000126d32c8,
            0x41d09da8a247c962, 0x68b77d0fceb5940d, 0xaf45e8b08ce096d5, 0x0000000035d2af85,
        ],
        [
            0x1e5a5722e178c74b, 0xec4d1c146ebb08bb, 0xe2fd1821c6b26872, 0x000000002b35d987,
            0xafa39f436a249f7c, 0xf16e01d18686f8c0, 0xdfc740ae0ddb55ed, 0x0000000012328db2,
        ],
        [
            0x23dd81f8cedb202d, 0xdf5d69027e7f4dff, 0x038d3d7461eb81bc, 0x000000006d6b3dc6,
            0x7f7300f67dfad87a, 0xb8e1c9691c9f887d, 0x85911d6f20e67ff6, 0x00000000078da294,
        ],
        [
            0xa35d5a2251f3f825, 0x7f0daa64b34fa9bf, 0x62833a728b40954b, 0x00000000459e67b1,
            0x19a905d725a485ff, 0x974d5c8e883969ae, 0x988d279ae8639d14, 0x000000004a92022e,
        ],
        [
            0xd142c98c7aa5d13e, 0x23064f93fd9f43ee, 0xa20924fafe76610d, 0x00000000f2d563da,
            0xc97bfa5298bf33af, 0x158e27a20e50ded2, 0xff3845d39279d33a, 0x0000000021c4cd49,
        ],
        [
            0xa459195c7180a39c, 0x55760f518f42c0c3, 0xc7dd658d28074615, 0x00000000bf8716c4,
            0x22b78167c706b1c9, 0x6f53e64a300eb5d5, 0x16416d7d4ea70471, 0x00000000be3707f0,
        ],
        [
            0x41ba0b68ec5a03d9, 0xa7d46f23dc5913a5, 0xac3a3ae82f69c148, 0x000000008af9d26e,
            0x478c2b1d4a3d47fa, 0x06db0b530ebd87ae, 0x05fc2ab630c7e925, 0x00000000c810f028,
        ],
        [
            0x569cf872857ca1ce, 0x59420f64c67bfa69, 0x5e18fdeac7c26b20, 0x00000000de53eb6b,
            0x377494539851359e, 0xeaf99e835020470b, 0xc44ba96c10d03d63, 0x0000000046ddb8c6,
        ],
        [
            0x408fddb0a7c72416, 0x74adfac4fe823cda, 0x8f721d3651242f79, 0x00000000af508c40,
            0x0ad235c5ff82e1bb, 0xae1b7853aa611812, 0x283404304f6d4cc1, 0x00000000f93d9430,
        ],
        [
            0x3bc5e8db12cc7af2, 0x0c230fdc71728875, 0xe2059b403c00eb6b, 0x00000000b4957beb,
            0x16294c13423317c4, 0x7bc245e64a878f3d, 0xf593b401715dd792, 0x00000000345bfe51,
        ],
        [
            0x2426668e1edb3d2a, 0x47141506973a6b0c, 0x687d3c0f37c40214, 0x00000000dc5b407d,
            0xb33b43a3bbf10fd1, 0x35032940d6ae1c25, 0x8b6370070590378e, 0x00000000ae6606da,
        ],
        [
            0x085f26c338f7db95, 0x4eb596411308a0ac, 0x233e04ded7fcfa1c, 0x00000000a66d73bc,
            0xd247da553b4de891, 0x663e9f8ae0b2071c, 0xf84e5ca7bdcb82e8, 0x00000000bf2257a3,
        ],
        [
            0x27e500f2f5621ca6, 0xafadd079310bf50d, 0xfe4eece1f97665f0, 0x00000000168ff2f2,
            0xa948827b9d204c8a, 0x1805a0364e95e359, 0xbd3fb9d7b463f7e7, 0x00000000ed83b545,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0x58bc57b36c161f83, 0xfe89f605f5d0bf4b, 0x3adc2803e54e0e05, 0x0000000063284157,
            0xce9c76b2a4d12980, 0xb794d5f7abfebeba, 0x3acb048a2bc5b6b9, 0x00000000069c71b4,
        ],
        [
            0x3ce1e87ab0c411be, 0xde152ad4e67214cb, 0x72322f591312b2f2, 0x00000000956e835f,
            0xdd007e8d544e5545, 0x47d46ff88fb2161e, 0xacb4daefc6373f86, 0x000000002387a33a,
        ],
        [
            0xd55f1a5fb99789bc, 0xb46382918f05a675, 0x5f9de8671d62649b, 0x000000000f0eb330,
            0x27bdc51d9c4eb3f9, 0xfd3330d7558611ff, 0x0d65c1e07cfc5d02, 0x00000000b5a57010,
        ],
        [
            0x90924857eb2efafd, 0x53fcac2bce412231, 0x3562d58edaa14455, 0x00000000825800fd,
            0x8d8d79148ea96621, 0x16b523a01c3dd9ed, 0x77daeaaf8b219f94, 0x00000000d8db0cc2,
        ],
        [
            0x4c21467a493c83c5, 0xae255e1757fe7fc9, 0xb5b65b8b317a47d0, 0x00000000410b8857,
            0xa020ef248f699b49, 0x187410adb15ff39f, 0xe313f5df721be913, 0x000000004e78280d,
        ],
        [
            0x89ccc4a07e2074cb, 0xa3a973f0ecd69f94, 0xac7d5622c2a83d1f, 0x000000003f52cb4a,
            0xe3ef03dfd44d29d4, 0x54983446ac04f42c, 0x000c88575f82b173, 0x000000000f878c02,
        ],
        [
            0x5277cdde7aefc1d1, 0x4f82f8d6bfa74b87, 0x2f2ec4bc9ddb7da6, 0x0000000039e665da,
            0x6fa4bdbccb022b9c, 0x508ca718bcff220a, 0xf632a210246d77e0, 0x000000009492960d,
        ],
        [
            0xf2393ab255682202, 0x36a11a1a1d9eddbf, 0x42ef84f840d10349, 0x000000002dfc140d,
            0x635416a1dae736b8, 0x00e1de2e97d3e361, 0x529cfcfdcadd6d8f, 0x00000000a554c0c3,
        ],
        [
            0x93ab5459ee2c2b6b, 0x8d336a2d1364a12f, 0x7a68a1cb5ffca39f, 0x00000000fe53aeec,
            0x40a96d227c74776d, 0xc2d864be70d8e3a1, 0xfdf722a4d59685e1, 0x00000000e0867fc4,
        ],
        [
            0xf4daf6b8fac384b9, 0xfeb089a8cfe5d217, 0x4e72f0d5a7721796, 0x00000000887533c7,
            0x44263a73c59ff3f4, 0xb5c366ae89e641f4, 0x78abc65cf39da893, 0x000000008657d7d5,
        ],
        [
            0x2052e0f3a90336b6, 0xc55c1732cdf06c33, 0xd3cdbc86c296abb9, 0x0000000021d6a442,
            0x8c92f240f7090f0c, 0x880500cab4424e1d, 0x0134fe14240efaa5, 0x00000000d6249122,
        ],
        [
            0xd10d7252c64748b9, 0x45c5e132831ae082, 0x11e02455b7afddec, 0x00000000f7b97f59,
            0xb0bab084de795aa8, 0xae30fea2c9b88911, 0x9be043eff1e4eab1, 0x00000000b4833a56,
        ],
        [
            0x626da987802ed586, 0x21d3b45660636d51, 0x6e390c7a5ff4e90f, 0x00000000c9c3b91c,
            0x46d607a6b14c7f36, 0xd502a99b85ed1e50, 0x02d8289cba112f40, 0x00000000bf374bd8,
        ],
        [
            0x31b82671c62e6274, 0x5b9a4d7d3518939b, 0x270f848913f52021, 0x00000000d0f541a0,
            0xb072af4a9f0adba5, 0x4b2b6d9a35197111, 0x438e195ce485e494, 0x00000000bdf3ef17,
        ],
        [
            0x80f0b4a5b61524ba, 0x78e65c977c51be3e, 0x49e857af68adb755, 0x00000000eb56f852,
            0x47a01babc5f64f84, 0x12fe41075d909626, 0xb27e2f8a3fae9428, 0x00000000f6c4aca0,
        ],
        [
            0x0592383101007021, 0x05cb3d3061dfc343, 0xe9a5e23bd8fdcf1d, 0x00000000f667787a,
            0x5cdf03d48bcaf240, 0x4bd26c867891bbbe, 0x8c9435501e9a4e74, 0x0000000023740665,
        ],
        [
            0x062efd5aca763734, 0x56ab4172fce88f90, 0x17c6830cdd4a61e2, 0x0000000071653485,
            0xb26cf4049f27c7a3, 0xb57e420f8d59bd7d, 0xd18da33fe63aaca3, 0x000000001c68ada1,
        ],
        [
            0x3f354a72612d746e, 0x1761ccc76761ff24, 0xe192fbb890635385, 0x00000000a686b0ea,
            0xdd1338ce49fc4c60, 0x91720cf351bd68b4, 0xd83367f01b1e3418, 0x00000000e45ff151,
        ],
        [
            0x45d0c471e3feceda, 0x8fe1ea3ba4f7ce7b, 0x22a56ca7b689e08e, 0x0000000013210a98,
            0xc84f61d8319cd532, 0x9d8c250bb92e888c, 0xd81a4513b7a9cf9b, 0x0000000052f818c4,
        ],
        [
            0x8487a02bbac514e8, 0xf03b465efeb4b3bb, 0x35897a26266e383a, 0x00000000425e320a,
            0x2d2d22e589eb1bd4, 0x378357f9e5d63f2a, 0xea7239a654687986, 0x000000005ed6cb08,
        ],
        [
            0x702a6302587c4d82, 0xa1d4bc549bfcc5b4, 0x9c6bf5700a3315db, 0x00000000035fd182,
            0x106e3aaa8bb1cb54, 0xd80a4d8c1e1aff4f, 0xc7cd281febe7c7a6, 0x000000001fbb3e74,
        ],
        [
            0x8011b51716b3108e, 0x8e4c84527e1b80bc, 0x828be026dd13eb05, 0x0000000076c82734,
            0x36fd58f998986ff3, 0xaedae65197e2a972, 0x1abeb1f785d6f4ba, 0x00000000ff374fcf,
        ],
        [
            0x11f2d0a81683b383, 0x059beffa00763db2, 0xef8887ed16eb6c01, 0x000000006723a616,
            0x232c1ce25ae9f81f, 0x7c2cca27f5406e39, 0x708cbcf2f18c858c, 0x0000000018fcbd93,
        ],
        [
            0xa9c459a2a2727b92, 0xb1d75993da6cab96, 0xc3bbb20ddf27c9d7, 0x00000000b6e0a549,
            0xd7312bfb349915a5, 0x17292cf739aec960, 0x2fc73d00f4427061, 0x000000009490e73c,
        ],
        [
            0x4a26e98279cf7829, 0xbcc3ceffcf487bcb, 0x4f1d63ffea270256, 0x0000000066ad8718,
            0xdc47c276af1f95d2, 0x6886c38528c859a4, 0xcc7f4484db4651a0, 0x000000001267ff69,
        ],
        [
            0xce530668521e8850, 0xa64731323c985c29, 0x1b521aa1e828630a, 0x00000000b8dd9cd3,
            0x0ce71388b1500bc1, 0x1a8ab86ec7956c46, 0x2412090f0e59a434, 0x00000000458afd20,
        ],
        [
            0x08faadde68d7b3ad, 0x3f17f5d8a9ef2c50, 0xa44df679dd097ffc, 0x00000000fe4ae3fe,
            0x26857a42ac14f99a, 0x19f3afe72c8e6461, 0x46446a8cbdc2cda4, 0x00000000b11d44b0,
        ],
        [
            0x9e1e733323c59404, 0xd376f826aff4a849, 0x9583cb1277a35262, 0x000000008a04d743,
            0xc5192801e25a1ccd, 0xc425273d133bb90c, 0x90bf9e274d96aff0, 0x00000000729041a3,
        ],
        [
            0x86bb2d821dce5b4c, 0x29d71d12f06c4e0e, 0x5f52c57b0166a876, 0x00000000746552f6,
            0xf797d4a7d8994432, 0x029d87e518761216, 0x4bf4b6bff7190870, 0x0000000012e097bd,
        ],
        [
            0x0d15daf34646c165, 0x9f8bf46695f11b56, 0x5b7b5b94e488f8ee, 0x0000000021efdd4a,
            0x9d7116bc547843ec, 0xc82a5b62cf297934, 0x1b91589e57c6e717, 0x00000000025fbd5b,
        ],
        [
            0x7b52cfb1f2b08925, 0x30db39b86164f027, 0xa0d7b7402cec080b, 0x000000006955de53,
            0x6e72e86802b6af68, 0x9bc339012db35e2f, 0x7bee9c57fd6804c1, 0x000000006accd439,
        ],
        [
            0x033108fa84786051, 0xc32c5270485de80c, 0x3b804191249d2da1, 0x00000000e52933de,
            0x90ed9cc5f9d5a274, 0x1b4729027cc7b55e, 0xe947980906bdbc86, 0x000000005b4b6cb0,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0x7026e333a0f43cf7, 0x996236596f5ef42b, 0x0e37fe85a5eae280, 0x00000000e518694a,
            0x0c95591a7e54b39c, 0xdfafa514d11da6c4, 0x8b85f259d813a819, 0x00000000c923585d,
        ],
        [
            0x60754f63f1c71d45, 0x1bc7b134b5e772a7, 0x11b7e1fadbdeedb4, 0x00000000359d84de,
            0xedd549bc3bb38bfe, 0x0f436db6247ea448, 0xc9f0299fcccb49d9, 0x00000000c8420a85,
        ],
        [
            0x48f9d992fa870e7c, 0xfd6d8b7c9d14e868, 0x16606b51bfe5a6b3, 0x00000000a8bf2ac0,
            0x8e526ab30d9c2af2, 0xe5b2503e41b2d4a3, 0x60923004538e1945, 0x0000000010358eb1,
        ],
        [
            0x1172096e7c251458, 0x24c6251e7e7d3bd2, 0x8b048c622b41fe5a, 0x000000007e41017e,
            0xb39da95f12cb378f, 0x8806951892f182b3, 0x8f1e4f2f19d46565, 0x00000000a9765b42,
        ],
        [
            0x4fa819e69fecafd5, 0x4008e5cadc9719d3, 0x3175c840dbedbd10, 0x000000002fb03c90,
            0x0337e5cb04d34118, 0x8c73a20a60803f8f, 0xa06c333bea76c479, 0x000000008aee1433,
        ],
        [
            0x574671661dd5ddac, 0xb43837f0fa4aaeea, 0xc0b911f9c736b842, 0x000000003c15eb25,
            0x1ca8baeb3de008ab, 0x21e189386de2144e, 0xe3f021e5a1191bd0, 0x000000005d4f0bbd,
        ],
        [
            0x6baff5808cf23fd9, 0x23fe8a144031b26b, 0xe3567da6e4c688d4, 0x00000000801275ac,
            0xabd93f98136a1b69, 0x1794ab98c9e020f0, 0xf9bf3c540902d723, 0x000000006ac321e6,
        ],
        [
            0xbcb62c84d7db7bfe, 0x0ac50ba81a2802e9, 0x402527d4c9f0f96e, 0x00000000a8c0db36,
            0x3899f7378d5e4c0f, 0x50d1b10f4de56135, 0x2f54eaeaf26d481f, 0x000000004f7d998a,
        ],
        [
            0xc34edfb499e6ed51, 0x45deaf9a0dde6836, 0x6a592d7f9f10ee64, 0x00000000746e5442,
            0xee8f233b967206a3, 0xa434b0aa7ef65c0d, 0x3c4ef5dfed38abc7, 0x00000000bedf9585,
        ],
        [
            0x1137d624dc6f8ac8, 0xd83202d53bafd934, 0xae5ef30f2e14971b, 0x00000000d4d75a20,
            0xea305ae3a2da9597, 0x16b06d7e2a12809d, 0xb5184abebef86315, 0x00000000fc1fc1a2,
        ],
        [
            0x243e6d0547e1b3cd, 0xcef2e42c8533be6a, 0xeb3d428d7ff9fac3, 0x00000000b6899f4e,
            0x7d0b14d411dbca4b, 0xfc03aef319740d99, 0x3215f930f2eead1c, 0x0000000098586f5c,
        ],
        [
            0x0d9daa4707a00801, 0xec93d42e3323d973, 0x13387735b051e106, 0x00000000f209b765,
            0x9ba7500e39dc9d5c, 0xdd6bf4172d306bc1, 0xf1929f00082b0416, 0x00000000b46d21e8,
        ],
        [
            0x4841531f2b42d3e6, 0x39a587dc2f320523, 0xa0e45d50576e4fea, 0x00000000d3abbba7,
            0xe764c73e86a5fdfc, 0xa0abfd4f767cdeee, 0x926c39ff3e7cf48b, 0x000000002fdf38eb,
        ],
        [
            0xbaea1944315b48e1, 0x497e99ebacd53112, 0x9ae2781e1f4a7f9e, 0x00000000c5ea80cc,
            0x3d15272788a6461b, 0x0ea761b9032e2bd4, 0x41e46855f9273a30, 0x0000000013c3a201,
        ],
        [
            0x74fac54222153d66, 0x5784e20efa4c2142, 0x884f842e0a8c11e8, 0x00000000d8586179,
            0x1cf843bde018b42d, 0xe976da5b7d409269, 0x6e2155799a4531fa, 0x000000001e8bb7ce,
        ],
        [
            0x0ed18744debb19bf, 0xbda0d859e95399a3, 0x89bf80ef4cc312c6, 0x00000000a8739e3a,
            0x0940230c0cf87023, 0xbb78d5dba05496c0, 0xb2b5976d5937d53b, 0x00000000442b29e7,
        ],
        [
            0x1d3b6ae12b84a367, 0xf0039de9608c9a19, 0xcab70c5716d59d58, 0x00000000878cc0cf,
            0x3598b3fd954c72d8, 0x516d7cbb0b2ba669, 0x86186448bd5ad1cd, 0x00000000c71c47bd,
        ],
        [
            0xabb3e8f870d342be, 0x93e45b833e60fa67, 0x5ed02ff70b17bcc0, 0x00000000d96f6d4e,
            0xa99b1d7f39d0dbcd, 0xba5b4b24d6b8af3b, 0xde5299a272bfa285, 0x00000000804bfce5,
        ],
        [
            0x7a10d53258a93b77, 0xcb84cea66f4aaf91, 0xe353f316867faf86, 0x0000000082478513,
            0xfdcaf789294fec5b, 0x483cd472cc39e498, 0x1f7d89e76f8a5436, 0x000000005d58f317,
        ],
        [
            0xb8622a98cfa967a8, 0xb16bbc169ebb1908, 0x51e672a1801d5cb1, 0x000000009a7859fb,
            0x7e3cab12f9ccb51c, 0xca331c8e616ce2bc, 0x5d0964aae247cd48, 0x000000007920773e,
        ],
        [
            0x70cb21b4b7450df7, 0x5accd301195db0ac, 0x3e72ee82809b8548, 0x000000008fb28e4e,
            0xd2da29931a9214c9, 0x9a9d2b6faf4e764b, 0x767ee03672708205, 0x0000000083f7ad31,
        ],
        [
            0x7c91f75729e48030, 0x6372f0a1418ed69b, 0x03611d5a9ce28a83, 0x000000000aefdbe9,
            0xee9be4c492bceac4, 0xebd3c8d7c43a0199, 0x849a1b3910dbaf33, 0x000000009354d9ce,
        ],
        [
            0x113de9dd250d1805, 0x41484eaf3a69a0af, 0xdb223921815e3cc1, 0x000000006486a652,
            0x93f9d9cfb7bdbdf5, 0xf645830a06e42e79, 0x1c042eee4778a66b, 0x000000004704afa4,
        ],
        [
            0xc42ea0cf32022df7, 0x8698b9771f53783b, 0x749220daa6636bab, 0x000000000f86abda,
            0xb569566dc2aa669f, 0x4808b3401d43bb02, 0x41750c780118c961, 0x0000000043cbad7e,
        ],
        [
            0x091e60f0ff985cec, 0x609388b40aff9797, 0x403ddf7e769a8021, 0x0000000098aaf1bf,
            0xa96cea885bec110f, 0x5a899f60781b299a, 0xbdfa94c8184ce0d0, 0x00000000819a56b4,
        ],
        [
            0xbf4dfec1c2690463, 0xc861ffdcdac40c4c, 0xac89ee39fe74166f, 0x000000002eef76b1,
            0x885bec6839ed2c22, 0x22d6cdb04093db0c, 0x08372b08ff99e563, 0x00000000a7da1a1f,
        ],
        [
            0x7f6de6c92e48f14b, 0x31dfc1d0f86a50b6, 0x55fc137c36c66ac5, 0x0000000092c7cef9,
            0x48468fc18e67b0ce, 0x06245070e76f5515, 0xd5407a9703dd54dc, 0x00000000e2744b38,
        ],
        [
            0x2b2471a0f9430373, 0x5d152fe7f1f28b84, 0xfccc9fe7928705ee, 0x000000003b5e2cfa,
            0xb7860827f4c996af, 0x8e45ae043d2e5a87, 0xdd9f4e3d5747ce44, 0x000000001eb624a1,
        ],
        [
            0x9eae39b539f20c08, 0xaadce3d5796b7f25, 0xb176bc9ecb377749, 0x000000008eddaa28,
            0xe848764a13b49fe1, 0x7720754b091c463a, 0x5b3a810f83b879dc, 0x0000000001f180ea,
        ],
        [
            0xaeccfb05c4e75887, 0x284f3d4ab38df69a, 0x4d912751f04bed72, 0x0000000056de13e0,
            0xcca74e1b5bc3b447, 0x0f1a22c27b8e44d7, 0xf3691d83c32d5efa, 0x00000000337bff8b,
        ],
        [
            0x1daf601d2478a826, 0x5e6eaa9cd0014a60, 0x9f25b0cd200b901f, 0x0000000009d1fcc3,
            0xd4758397fd5b58e4, 0xb8b9deab7f93317b, 0xd0584595d24a703c, 0x00000000153b48bd,
        ],
        [
            0x0d97b87a01d6cfaa, 0x3419454abf199c11, 0xdd59da53bdaf3ecd, 0x00000000458eff04,
            0x8e78e0b96160ab64, 0x68fb2344152e3684, 0x229698533179399b, 0x00000000f8004b1d,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x4dca5ed6f9ed78ea, 0x9094f25e9cbbf84b, 0x365eee3d4f2318c6, 0x000000007d2fbb8e,
            0x3725e4917bc9bf15, 0x2e46d5f80e9a8b30, 0x7b2f671febd4f537, 0x000000003c390b86,
        ],
        [
            0x431f423315c92e0f, 0x10a17b28a0703961, 0xa82118eaee653060, 0x000000004d9cb1a8,
            0x75dccde96818f0a2, 0xce4529992a914253, 0x50cb48e1e247c754, 0x00000000ebc932d7,
        ],
        [
            0x29d91915b9462973, 0x45922a2de7c180b2, 0xc203dfb6083b4d03, 0x000000008d98a084,
            0x9457c5bb5618f0db, 0x20fa164692c54276, 0xc3d9cbe1bb0efb1f, 0x00000000d513af08,
        ],
        [
            0x29848d4fecbd84cc, 0x29ac9c0ca5f73fc9, 0x86f02de31472888e, 0x0000000071cab188,
            0x9873e393f9c8e420, 0xcaefb0eaeec5214d, 0x7560005748d91b92, 0x0000000077f6c0e5,
        ],
        [
            0xfb30fab059edb77c, 0x44ff91c324759ac1, 0x325b067b69c12667, 0x0000000023408d87,
            0x89474dccd254c6ea, 0x525916b879da2340, 0x09a9f8f3ab5f44dd, 0x00000000e0c53c39,
        ],
        [
            0x422ffe53143e994f, 0x5e963f21ab773e30, 0xd7241fbf7d397a62, 0x00000000e7c3e078,
            0x5b4ceb266df25b08, 0x0928f8fd82ba18f8, 0xff6945117804189b, 0x000000006d5d0afc,
        ],
        [
            0x2b260dbd11e9c223, 0xa5928c65fa234467, 0xbca4fb4d961274dc, 0x00000000801e9461,
            0xe42663b1b02e441d, 0x6b8cfd124738fc82, 0xb907b8495eb40164, 0x0000000018a00d88,
        ],
        [
            0x775b799fd3aa793c, 0x29d1f0a441181f50, 0x3adc496da8652937, 0x00000000e32d0114,
            0xa9de9d07793115a5, 0x8b517a33adec816d, 0x90dbb78de18e89d9, 0x000000003c846708,
        ],
        [
            0x38b63b7bba260ecd, 0x3d031234cca336b3, 0x03cd8d73d0b92396, 0x00000000ca7d9466,
            0xda5544f8b65e976b, 0xd746bd2d070b0b5d, 0x5331bc097c757a22, 0x00000000b50e23ec,
        ],
        [
            0xc50143990563f03c, 0x787177af90e4978b, 0x1cf6e50429889d28, 0x00000000dd7d6fd7,
            0xcd5dbc91bdb4eb25, 0x1b89eeae59d95d6e, 0x2f3ba1f4147c490e, 0x000000002a82b687,
        ],
        [
            0xbfb50ae7969e6f8c, 0xf16517ffe4913f1f, 0x0ee2bc210a69c751, 0x00000000a2d88689,
            0x476724bdad97f809, 0xd98fcfaecb7534fb, 0x4ffb0fd9ef7ffeaf, 0x0000000013579006,
        ],
        [
            0xd2f920cd336e43fb, 0x923d694774a5c710, 0x87305664fe4e24a6, 0x000000006d20f308,
            0xf2e238845d188fb5, 0x3aac40faec11c10a, 0x5ac29338c79e0040, 0x0000000066895f9f,
        ],
        [
            0x7adaa0550643c4c9, 0x781b52397f2314f5, 0x3f5e7af1624229ea, 0x0000000024b78dc1,
            0xe493d5d7bf14c037, 0xa6a4f85c7eea2573, 0x2a5664802ee45d44, 0x0000000053b890ab,
        ],
        [
            0x2abe708962cd9e99, 0xf647f28ab223d7d1, 0xbefa35c791456775, 0x000000009f6e340b,
            0x2fd087b44ff8b449, 0x9d69b6abe518f4a5, 0x363b1b83424fa5d6, 0x00000000fee1f28f,
        ],
        [
            0xedb5c07916a6a9cd, 0x4b67a749683852ab, 0xc5f92a83ba5ddbab, 0x00000000ea325448,
            0xb259013f575c19b4, 0xbcf1dc9a6bc24465, 0x690b30db09f94e1f, 0x000000009a4104a4,
        ],
        [
            0x39c35ac230c6ff8d, 0x28ce8890d584dec5, 0x0c3e8a982ac9f79a, 0x0000000003281111,
            0x6cb3dc537f889195, 0x64a99d54c7d07395, 0x4e6f4cb2489fdec7, 0x00000000f349f5e6,
        ],
        [
            0x43104fa69ef213bc, 0x074beaf72687678a, 0x052b0ac1478c4ada, 0x00000000ee57ce08,
            0x43f6d6cf00bb1c99, 0x2d533411aeaa632f, 0x8d62d87b1c10ad37, 0x000000003b2f0c9c,
        ],
        [
            0x49f8cf9ad8cb3454, 0x3117bdede24fd185, 0x6dc1c8b886e948fc, 0x000000007fcb86f7,
            0xf8f8d8239f98834a, 0xc179e69debe3a00e, 0xb2935fbd6108897c, 0x000000003892e48e,
        ],
        [
            0x7050a848121c48c1, 0x39c7c4f04b1444eb, 0x235c24c83955dd48, 0x00000000dc8d1dc6,
            0xbda3841886956be0, 0x75aa021c26238fc5, 0xfce5ae5875bc9377, 0x000000005f5bb371,
        ],
        [
            0xda574f281ba82c69, 0x18d4626d8f054b33, 0x1c55cf92786127c3, 0x000000000adb5db7,
            0x453b28100b9a5842, 0x5c08a244602652ab, 0x3b79f3fd8b27b80a, 0x00000000ee358e4a,
        ],
        [
            0xa3b07ac0f242e608, 0xd1bbeb6dac0ab8e7, 0xef15e641583c30e0, 0x0000000067469df2,
            0xbfc3e29ffa8e0932, 0x4a5a62311f4f76d0, 0x5db7657a78fec2dd, 0x000000008a60f6ee,
        ],
        [
            0xfd0286b0525eb4d3, 0x325dc4590551b075, 0x74041d0e72abed4d, 0x00000000cf617d73,
            0x05c919083d5925e4, 0xbb620e1cf999b587, 0x74b07c0cda7f10f3, 0x00000000009e9d7d,
        ],
        [
            0x0e4552e8cd004814, 0x901a231b0ae47ff9, 0x483619612a67c1c4, 0x00000000bdcfa545,
            0x52a08188c11b973a, 0xf57cc145237c1e7a, 0xc6286610f215a2d7, 0x0000000018087032,
        ],
        [
            0x65e3cec1e8b2b2d5, 0xcffb0d7ee6fcbe2c, 0x41ac04fdb60aeea2, 0x000000003ce546ab,
            0x1b130e005f6509d3, 0x61d8d74ae9a85efc, 0x2026cf230aaf7e93, 0x00000000ffe10155,
        ],
        [
            0xc35af725237b32bb, 0xb146f6a02912f4a4, 0xc1829cc40de84cf7, 0x000000007991a317,
            0x600f95170a9fc1cd, 0x9a8c73dd62b58a03, 0x715b2f88b56ea865, 0x00000000a11e8024,
        ],
        [
            0xb18d82e0e2bd4acc, 0x65dfe1c9e5cc5c24, 0x2f4bd2f1e997620f, 0x00000000e43d83d5,
            0x91f18c1a2c0e2c4f, 0xf959e59a393baa4f, 0x1e0dc59570b259df, 0x000000007cc3d196,
        ],
        [
            0xf5b8d97d36e92368, 0x1d48311f863a99aa, 0xeadff708229abda1, 0x0000000056fcb66d,
            0xe6de2d43661cd00e, 0xa004412127bdb1a1, 0x0069cb02382ed9ed, 0x00000000d42ad274,
        ],
        [
            0xe77dac10b136ec29, 0x6f27cf606a5edbd7, 0xc2ecb2f13851dca1, 0x000000001a420f32,
            0xb172f833ec2ac1f7, 0xccdc3ca5e6584b18, 0x163831685ffae954, 0x0000000051469a74,
        ],
        [
            0xd35888ff98916859, 0x81c1ad983a384448, 0x9b1167845702e848, 0x0000000061dcd58a,
            0x1015e9a65ce16f42, 0x9c15fe4e2e562d2c, 0xeb70787524fd23c2, 0x000000006475ac72,
        ],
        [
            0xc20cb0f8490749f9, 0xbe9a6f04e2fcb91f, 0x7fa025569dc7f6c5, 0x00000000ba58f091,
            0x9f85e98601b29f94, 0x9eac62bdb69083ed, 0xeac03d22eef370d1, 0x000000003117493d,
        ],
        [
            0x560b28f39262a1c4, 0xed3d7cc2bfd87f95, 0xf44b21e0ccc584f6, 0x00000000831bca02,
            0x47adaf51c50001ca, 0x859600ea47b2f55e, 0x65355970be215270, 0x0000000045fa0110,
        ],
        [
            0x152dbfe961a4555d, 0x173d8e63acb2a660, 0x10ea3b4a6f5d7a02, 0x00000000372f6c65,
            0x2fef71e7ffb0b167, 0xdd1a449760949890, 0x39189c0d77cb232f, 0x000000003dfbf98a,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x0908382d5b4a167d, 0x9f3476641527f975, 0xd2e02004617bb599, 0x0000000095463d7a,
            0x7d0e1b00416d1fe2, 0xfbb4b0746d75f091, 0x94a9374f83e0565c, 0x00000000bcd2ad6d,
        ],
        [
            0x2fd63921e2057c27, 0x53cc88692e294234, 0x0c690f299f0825c4, 0x0000000096ab0b90,
            0x9561a56b2681ffe9, 0x18cf961d72b2df1b, 0xa2c0a4ba72fb1d7c, 0x0000000097f1e6b1,
        ],
        [
            0x140a83b1ad90db9c, 0x6bb239df746b2d1a, 0x27fc6853400d1b68, 0x00000000144f3ed1,
            0x7a5161c79fb300cf, 0xfc2438699c9f4af9, 0x973412e3b4d4a603, 0x00000000516eb302,
        ],
        [
            0x485856d2b8ed523c, 0xdd24baca56465df4, 0x6633fce4d0615f50, 0x00000000cf31a495,
            0xfa22bbae131b8faf, 0x0a5f10b6ccd8b244, 0x3eb164970c3b0ee0, 0x0000000067378149,
        ],
        [
            0xdb7c2478ef075a61, 0x459f6abdfed7e326, 0xeae17b4d089bb7bc, 0x00000000df6da7af,
            0xfdcb6ea62a19babd, 0xedcff80e8b5f8d07, 0x2db40fde4848f2de, 0x00000000c70d42bd,
        ],
        [
            0x5ac7a36f810c48ca, 0x29d810a75af4c191, 0x7c325da60485e7b7, 0x000000007aa80ffb,
            0xcd44d78006249a56, 0xe3e141c2ae1a5e07, 0xaf48f6faffad3d97, 0x00000000b80ac13c,
        ],
        [
            0x7f1db7be22470312, 0x936bd1a55aa78570, 0x53d3655babd46092, 0x00000000c4af1e64,
            0x76ecbc55e07e5958, 0xef549d2205feef10, 0x916c87a3e8ec7861, 0x0000000041600a52,
        ],
        [
            0x488033f3a0cbcaaa, 0x78ab6ed4e3d61079, 0x9522b6dac965d19d, 0x000000003b47606d,
            0x315aafcf7a201a61, 0x3a9b144e65dbb0a4, 0x9f6955644f486337, 0x00000000e6a245b1,
        ],
        [
            0xb166d0856a647a68, 0xaefd3b7a37b531a3, 0x45139de46be73696, 0x00000000f72a162e,
            0x594161209f22fbc9, 0xd2e0d49359e9cf47, 0x8c1a4f38b5bf9955, 0x0000000003595333,
        ],
        [
            0xfc0f7016966cb8ab, 0x801bdfc0dd2bf0a5, 0xeb49eec63d1582e1, 0x000000009b5efc46,
            0x376e3c2f82f4a144, 0xd12e59fd666ae685, 0x0db385c815e7742d, 0x000000004e92c4a8,
        ],
        [
            0xc800da5aca2237e0, 0xee9da4ced7bc3261, 0x6716a82e46a97800, 0x00000000fefe2b96,
            0x718112abc9fe5ac6, 0xe3aa6eff4a57fca7, 0xe29f822998592bcf, 0x0000000024b8db8e,
        ],
        [
            0x2e2a27d80a64eda4, 0xa04a4670677967dc, 0xa954cfa2c2d556cd, 0x00000000bb4c522a,
            0xf7ed86c5b4fbe37c, 0x1c2e5d48079df66d, 0x4c1a3c6ec3fb347a, 0x00000000dd44f95a,
        ],
        [
            0xf9faa29dd39417e7, 0xb81c50fdd4e8c0bf, 0xabfced4970dcbef5, 0x00000000ceeb9427,
            0x7481fa3e82b7e3b3, 0xe2dbf1b52ee0bf94, 0x64023640516bd3b6, 0x00000000146a4092,
        ],
        [
            0xe59c8d4814bb263a, 0xb7b07a4012302ba7, 0x7b30397956d1a5aa, 0x0000000077e5c620,
            0xc4b627db954f7c20, 0x461f4b9aec411127, 0xb9dc6b7d7195bd6b, 0x0000000084b7603a,
        ],
        [
            0xc2d2bdd2560b57c6, 0xf8dd84bc03fe5901, 0xf1e6083b78fdc7e6, 0x00000000a6332fe5,
            0x72b5b697069a8d8e, 0xae106e6bd9d51306, 0xd6ca0c8f2925ae74, 0x0000000076ffd796,
        ],
        [
            0x76e9f54db0015d18, 0x6ae8828b883a988e, 0x50fd5712d16f8e7a, 0x00000000caed9fbd,
            0x59e0880aa493f000, 0x4591bfe0180b8946, 0xf9294aa304256ba8, 0x00000000de461cf8,
        ],
        [
            0xc866b45eea716c86, 0x7f25acca7312dd50, 0x176351fa9d39bfa6, 0x00000000a7a7d0ac,
            0xee4c1e0539896723, 0xe47e7b5a26f9dca1, 0x27817b964a87e1db, 0x00000000e9ff0e4f,
        ],
        [
            0x7f81e02c7f3f1522, 0x77c09ec1185a159b, 0x1e10b657fe8b4292, 0x0000000060f52945,
            0x4aed281349334884, 0xdfff7247d71764f0, 0xcfa4a3382a45381a, 0x00000000a59b4403,
        ],
        [
            0xfc617ff5de2bb2de, 0x568677cdb7a5efd1, 0x4cf08024e04c1761, 0x0000000056cfd90f,
            0xbdbe1df46896d37d, 0x6f3d0ee6d6e50c2f, 0x2f01c3991a452762, 0x000000001d810038,
        ],
        [
            0xdf5774fffacc983b, 0x267904ee86502a38, 0x3c9c78a5e2574236, 0x00000000cfd50bf3,
            0x36a4d438df0325c7, 0x3690ed1bde56acc7, 0x754a33d3e212ec61, 0x000000000a32da0f,
        ],
        [
            0x87e2efe0dd28ca0c, 0x6b9e1a7673f89e98, 0xb0d6ae1d9e6e876d, 0x00000000e92f04e6,
            0xa2790c4e76f2d52d, 0x8e3b2a0a654dba83, 0xa76804c13ad7eaa6, 0x000000004a4da9aa,
        ],
        [
            0x521bcc24e808c0ed, 0xf360f1c0cdf9ef25, 0x8f4d5b1f20b3a0ff, 0x000000004d6ec417,
            0x6fa6ee05fe2d6e45, 0xaa71166485866e08, 0xa8180bedc4ea1cd0, 0x00000000dca82153,
        ],
        [
            0xe200a162b8dded23, 0xcb855f1232782315, 0x4dd46b39f3cddaf0, 0x00000000c38c1993,
            0x79f12a90c9f8c7c3, 0xc8fb74b14e9c2354, 0xeec478c5939bec40, 0x0000000069132f3b,
        ],
        [
            0xd07bedaca78a2904, 0x2c41b4ace35ecc87, 0x95ebdb13e890baf2, 0x00000000585c8e47,
            0x96be77a0559ac51c, 0x5b30222e5e088213, 0xcb8830d372654afa, 0x00000000b54a67b8,
        ],
        [
            0x02c958c303f6eb9f, 0xb10640d422dd4697, 0x2ebc951ed0cfc668, 0x00000000ad6e9aea,
            0x21ff01eca9807309, 0x088a4cefa5aba886, 0xcd52568451d0cf27, 0x00000000703ac269,
        ],
        [
            0xf0639a35f68fb95c, 0x6bd0a6617a5eb0bf, 0x63f89abc6dc7c22e, 0x000000006cb38b5e,
            0x5711f06de1f4c303, 0xda3ee3de052991be, 0xdac124e7f9c97989, 0x00000000e62d51f5,
        ],
        [
            0x77ab3c31a1217797, 0x3ba8af554b006a3e, 0x635dbf403d90085f, 0x00000000bc51ec69,
            0x58ffc5ea4016bc35, 0x2c3eee89207e8c7f, 0x582ab0ba04df8e97, 0x000000003cf16b54,
        ],
        [
            0x01861d0907477c65, 0x394ad51f6ae0fb2e, 0x8539c1c64f48e386, 0x000000000183d13f,
            0x2a382f1b617348fc, 0xe2746dd1d5ba64f5, 0xfd17bac6d5997a11, 0x00000000cdb09d17,
        ],
        [
            0xf51b64235e8e5c4e, 0x602aca92f436eea5, 0xd3d391277ea19861, 0x00000000c92397e1,
            0xc573d6ae2f2a9232, 0x4668f3e725573671, 0x337220c6c97b6f79, 0x00000000073cf461,
        ],
        [
            0x4bd9d0e819c076e0, 0xf3574e7308712466, 0x55a99355d7e35d89, 0x000000000fddcb85,
            0xbd2bab23bf845025, 0x3401eb4b1220269e, 0x34867f96dfa84825, 0x000000004267ec77,
        ],
        [
            0x546e8d82b9a05666, 0x93100559d51930ab, 0x54331fceb44a5ee2, 0x0000000076a65cca,
            0x300f561d3ed6fc45, 0xc6f214774ebd04c0, 0x87bb52a20023fd86, 0x00000000862b3a1b,
        ],
        [
            0x9be066e08b2f3d2c, 0x6166d390a1ac38de, 0x9aedda3bb9f9393d, 0x00000000523dd43e,
            0x7fdb4b892877cfd4, 0xbdb54febad2818e3, 0x84993941d674d0cc, 0x00000000419779b1,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x70df4fc14d4b4c41, 0x92508ab3d768bb06, 0x385f1d123949010f, 0x000000001ec88dc1,
            0x07e45fd6513c49b2, 0x5eed50dfb84091a6, 0xd5c443048dac3107, 0x00000000f472c621,
        ],
        [
            0x48ce8c05114ba4dd, 0x2f4a37d5c62d2853, 0xc8537a63d4abe904, 0x000000005503f167,
            0x84d7932869c485f5, 0xdbd1b1494c57cf25, 0xb1127b705c85e39c, 0x000000009ca950c1,
        ],
        [
            0xf22f373f486ec392, 0xf87b555f3c671605, 0xe080ae01950264c4, 0x00000000af643a8a,
            0x642dc3fb44858803, 0x75a8d6322832324b, 0x934985b0d507c5de, 0x0000000076152241,
        ],
        [
            0x0ba9f0b1581605b2, 0xde04055aa3e821c2, 0x65ac2252f1d424a6, 0x0000000006c75b24,
            0x7d967f3d94d4ac30, 0x47dc0cd44c94ce46, 0x98a41dc5a75922d0, 0x00000000df3d2c79,
        ],
        [
            0x45dcb5f09d499f16, 0x15be85f26af2cdde, 0x146cb17ac1d3139e, 0x0000000008033ede,
            0x3acb2c3b1c5e2a88, 0xda4c801fd2cfe641, 0x011c50d4f1180957, 0x00000000cd499844,
        ],
        [
            0x49609866a0b66baa, 0x5efdd967d15b0e73, 0x6df3fe72d9f520c6, 0x00000000e2dad82a,
            0x1277705bddd04cdf, 0x82bf847117921b6c, 0x94c561a8e4ec108a, 0x0000000077ff79d1,
        ],
        [
            0x7e36ac53002372f3, 0xfc4365aaf1abb71a, 0xc6cb608d7259dc50, 0x000000001105e224,
            0x7022410726d4a278, 0xbf64fa26e310451e, 0xa478be70846f4c39, 0x00000000854cdac3,
        ],
        [
            0x03d4bf4eea4e46a1, 0x2df31320cc303363, 0x035c0377612e22c0, 0x00000000c8f8e3aa,
            0xc7e37f251f410687, 0x0db96febf267368a, 0x2eb5b03104e45547, 0x000000007f8e0aba,
        ],
        [
            0xa5cf108e15dc7595, 0x08bf9388563e40d6, 0xa8f4aee1e6931cda, 0x000000000ab27e22,
            0xa558ece7b8d52ae7, 0x2e0cf4752e90e6be, 0x8f797d5601588663, 0x00000000ceacf9e1,
        ],
        [
            0x14933ea92ed31f8a, 0x10c8b6564aff5923, 0x18b89e2bfd805621, 0x00000000e775b86e,
            0x64795c5623ef5cb6, 0x63e946df03357431, 0x809a56153bbee3b1, 0x000000008315e6b0,
        ],
        [
            0xecd03eb5ce379ca8, 0xec1dc1475eee6707, 0x3b1abb615e678be5, 0x0000000079f6a82d,
            0xccf846f9bd0add64, 0x39eb9bf7826ed50a, 0x7eaa79a86ad4625d, 0x0000000041d5c6d4,
        ],
        [
            0x43ec2de5d7ad8607, 0x05b0d723d27a43bb, 0x7385501f076c00d2, 0x0000000059db587f,
            0xb3e743c0fcdf9cbe, 0x8ef069930767b22c, 0x5cdfe527151eb7bf, 0x000000001498d6c6,
        ],
        [
            0xdd23bd3b0ec9175e, 0x67a88e7191d74765, 0x57b902e2d20c8515, 0x000000009c462675,
            0x27c5bf82b7e10af6, 0xbd056bf6d2ca3b49, 0x5620a0e5fd9d823e, 0x00000000d5145eec,
        ],
        [
            0xefcc4426f4505de3, 0x72a9dc018f574a34, 0x640e4e70364dcba4, 0x00000000b28bb101,
            0xcb8dce02ec75de53, 0x9617967cd6887796, 0xc91273ab8fb892bc, 0x000000006303d4c8,
        ],
        [
            0x9be42720020c215e, 0x9fc88314dc4c5d45, 0x717b75c81605c37a, 0x00000000eb9fd16a,
            0xdb7bcf7a54d616bd, 0xddcbadfcacecc949, 0x94c44b6bfb3c38a9, 0x000000000b841d15,
        ],
        [
            0x3b09d2b547f912b7, 0xb8721d9884c79a32, 0xb6c0098b2bd53150, 0x00000000d9100aad,
            0x28d8046abd6dce33, 0x0e7c98430b3280b1, 0x9fcb49035589c047, 0x0000000023b4d358,
        ],
        [
            0xa9c3256e725bf66a, 0xcdbcd3e747bd0fdb, 0x056f30b201766b76, 0x00000000052aea14,
            0xf6685544560ceeb6, 0x77309f69de940a75, 0x9ae1446ed84e7341, 0x00000000b8967311,
        ],
        [
            0x582d59c70146f3c1, 0x56631f7f18512269, 0x2fee2bb396d0d2fb, 0x000000005d043a9e,
            0x938212e84d1f8430, 0x4cc0ee581a4102e3, 0x324bfe7e896d049b, 0x00000000aae1a739,
        ],
        [
            0x90ca432ddf7aadb9, 0x0c51c25cbe9570f1, 0x719d814665f8de9c, 0x00000000326261cc,
            0x35a66e48f7e4d192, 0x52b26f5183dcd31b, 0x4ca9219d5cc746bc, 0x00000000676e380f,
        ],
        [
            0x7bdf17f31e35d56d, 0xd7f142fce35e93fb, 0xb75e2ef4ac30de5b, 0x00000000609143a8,
            0x64ab747d18b9cd4c, 0xa98874c44e023b2c, 0x09fcbe0692ec3fbf, 0x00000000ef1436d7,
        ],
        [
            0xb49c9b6770008b07, 0xc1ae1c4a8447965b, 0x5819fbc0c3d66906, 0x00000000ebb4c090,
            0x001b5c4727eca8ab, 0x721ab3edc097768b, 0xefaed10232d9420a, 0x000000009311e2b5,
        ],
        [
            0x3b00340daf4a24c9, 0x16b9a3f598a685d2, 0x639afb941774ecd1, 0x0000000072b1b328,
            0x6691073b0a9bc25f, 0xa191eaa4431bffb0, 0xc137e561272c499a, 0x0000000063b8f0dd,
        ],
        [
            0xf6fde6e5f6017747, 0xce17b38a7f727e59, 0x024be8b470698180, 0x00000000c847dd27,
            0x1e6dbbf7b8f4289a, 0x750e0b8cc346b7d6, 0x0dd0147a95a3d3ea, 0x0000000071c42256,
        ],
        [
            0x0638be2600058c47, 0xdd6579c231f5c0a7, 0xf22b265fc8510284, 0x0000000021eb97fe,
            0x4ae5cc2c3dda2e50, 0xffdc498fc202cbf6, 0xfbeaa9f1020165d7, 0x00000000a8588c39,
        ],
        [
            0xe208fbdc25b13f16, 0xbf745788d29424dc, 0xeb2d3e27d1ec746f, 0x00000000f5974f7f,
            0x4503cabf0eec202d, 0xe3d8fc442021aa2e, 0xd52e942f6de8f341, 0x00000000f4126243,
        ],
        [
            0xf1b4e906950d3217, 0xb1c0b280181b73d9, 0xb7c79f41b5e32a40, 0x00000000903f7d4b,
            0xdd9c770f35309d4f, 0x89c188336b4e5fd1, 0xa641c8b6eccf2a44, 0x0000000038db2472,
        ],
        [
            0xf063071a5eb80af6, 0x087dec6fdd6455da, 0x8c636c9da61b9f54, 0x00000000223a9ec9,
            0xc2271bbdbafdfb5b, 0x7a2a8fbd6ed74f43, 0xcb324803e4f56e65, 0x00000000c7ceed05,
        ],
        [
            0x01934de176e46dda, 0x677a70de15c04e43, 0x8e99e01feedeb5a5, 0x00000000f3d845c0,
            0x819a480a072fd08a, 0x1522534bc5dbbf02, 0xa20990dae30e40b7, 0x00000000c6983747,
        ],
        [
            0x842b0ea66f061733, 0xbba7a4b78cc5841d, 0xe66eba126588f40a, 0x0000000001b03258,
            0xae64014f73d0db12, 0x0c3d7c7bd6bd6a5f, 0x4033e27f178b88a9, 0x000000007dc90ee5,
        ],
        [
            0x9733e1a514774fdd, 0xf19b7a4e86f9117b, 0x64d820970c2a1f2c, 0x000000003b8a2fc2,
            0x6dd4979d996dcd1a, 0xd78e1f3a45b5a444, 0x10ccbc496aa9f87c, 0x00000000fd819ff9,
        ],
        [
            0x94e345f71cae8ddf, 0xf70e0f4a3bd700fe, 0xeb911010da5333cc, 0x000000008a159bd2,
            0xd971cf2270efaa15, 0xc426ad852c035ab7, 0xd3a5bb17dbbd8b3b, 0x0000000020316765,
        ],
        [
            0x0b0dfebdffd1ed81, 0xa3ec8737c690378c, 0x41a1dde20435815b, 0x00000000919ea552,
            0x0f929f25aaf794f1, 0x80a2380030b0ba69, 0xb0ee17c32d176176, 0x0000000096d51461,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x6ee28cae2df5312d, 0x7c4cc71b61d16f5c, 0x899b4779b7619a3e, 0x0000000005c73240,
            0xda9f7f6382c73e3a, 0xfd5618615165c56b, 0xb08394641fab2116, 0x0000000072855882,
        ],
        [
            0xcb9b55fdffb7d10f, 0x48a41a36126022cc, 0xd6eec03727963f37, 0x000000005994f84e,
            0x05443724d73d692d, 0x58ce8a7fda93ef78, 0xd7ecf75447faaed3, 0x000000009069ae5a,
        ],
        [
            0x815469bd730b8991, 0x6cf673d183c9f6fd, 0x6350572119d1d2bd, 0x000000009583ae7f,
            0x4738345ca7ec4a9c, 0x8a1aa35b1f924002, 0xf6428cb772652b8f, 0x000000001c12c4dc,
        ],
        [
            0xf3d6a2f8df132a12, 0x1c0061f769143c3b, 0xe7b867182dabbce4, 0x000000000f0796fc,
            0xd3031474995dc01c, 0xdde7560896ff7ce6, 0xff4c507c4e929f97, 0x000000009069cd3f,
        ],
        [
            0xe76271fe211cf147, 0x40d36b14fcc7cb45, 0x8917f79aa60c0fd9, 0x00000000f4a4e13d,
            0x952f767b359bc089, 0x47f248baf2b32622, 0x128fbafaa6c1f3f0, 0x00000000a9e5f01d,
        ],
        [
            0xd3c1f7dde0fe22e5, 0x6c84ac8c3775ef7d, 0xe008b1b8aa2c982a, 0x0000000081f36947,
            0xb3f00da1410e4a71, 0xc83da881546ba603, 0x1bb04356e8e76b35, 0x000000009b6d7e20,
        ],
        [
            0x6f9b8f217b0c6482, 0x9b7e5b7b4a03c9d5, 0x33359d8c5e2188e9, 0x00000000be5bbb69,
            0x01dff86ebe281b22, 0x5e884cd989f11c45, 0x31805ac169ead997, 0x0000000075bb8c91,
        ],
        [
            0xd2fcd4dd578226f8, 0xa64afb5ae21260c7, 0xefc3a5f09eee1405, 0x00000000c133cbfe,
            0x72c737c9ad2bb6df, 0xaa2c6b31ce0b0d6f, 0x44927c9db944188e, 0x00000000a5905a13,
        ],
        [
            0x69db7eb383cdd131, 0xc109a24580c4f8fc, 0xd0cbabf821003518, 0x000000007217c617,
            0xdec4faacebf4dfd6, 0x7df25969b626a93b, 0x94edb61ec67c0642, 0x00000000395cab1f,
        ],
        [
            0x58d687a1426f524a, 0x1a50702fdd9c0cfd, 0x20b4c27da602fad9, 0x00000000b97d06bb,
            0x10ed6dc7dd066b89, 0x9c76e0b828031f55, 0x252ff855a8de5620, 0x0000000057e71c4f,
        ],
        [
            0x097a3fde8bd458dd, 0x9df9f799d6699e47, 0x37700ae54224f183, 0x00000000247f8c04,
            0x6672ce3131698107, 0x5f66d1e43c1cfb2a, 0x3d2d444295489e38, 0x00000000d841a28d,
        ],
        [
            0x793aa8e65af8e6fa, 0x5ac1bbafc8f10236, 0xc150ac1b256220fc, 0x00000000986f3c15,
            0x7db4c5b31bb68e7d, 0x62a9d683cfbacc5b, 0xb18e40d7eaba92de, 0x0000000071c9efa9,
        ],
        [
            0xad3c08146a087788, 0x8ba8b6b033b0fc0e, 0x97d29b9344eaced3, 0x000000000190293d,
            0xeff34516ae495ddf, 0xeba16efe881fdd60, 0xa417bffa1a6e5121, 0x00000000186f7a40,
        ],
        [
            0x269fbefda76b90f4, 0x4bbd15760dc5b450, 0x0a4896b5246e50b8, 0x0000000072ae166d,
            0x6395e1ff2fb2fd12, 0x8f6afccc64a801e2, 0x93f929e3d02061bc, 0x0000000024e3ac2f,
        ],
        [
            0x2242a799f96be08c, 0x60c9d97f9de4d400, 0x3620ae814f08adb7, 0x000000003049cf5a,
            0x7911fd7d678be931, 0x47b40834cdd39729, 0xba842f8922c7b7f6, 0x0000000043e76d4d,
        ],
        [
            0x964656b4e77c8dc4, 0x82b4bd9dcc090c94, 0xb70dc5318ade54b7, 0x00000000766d0696,
            0x3bd4b44439d3f652, 0xe5772a254de3ba4f, 0xc79bc97e503a4a3f, 0x00000000abf9e8e5,
        ],
        [
            0x91cbe5388d30b846, 0x058a8ce34051d632, 0x2663452ed8695537, 0x00000000ecd3423d,
            0x020720cef40c9194, 0x4e631a516c45c5fb, 0x18ec1ab5cb581501, 0x00000000da899a6f,
        ],
        [
            0xbcec5066eaa66a8c, 0x315d1649d9940779, 0x479583614206e19b, 0x0000000053d0d60c,
            0xff4cd024700fcedc, 0x5936eb49b80560b8, 0xceef069a9d0b9321, 0x000000008984244c,
        ],
        [
            0x74197199b2b94894, 0xd03293e3046fac4c, 0x79be485af7f6fbc8, 0x00000000ffe73aa3,
            0x0b34a1bfab78b978, 0x9eef09d2b8d06910, 0x9e384336732c67b6, 0x000000005dc2ab52,
        ],
        [
            0x9fe30b5a57a838e5, 0x4608d2dfa7483375, 0xfea423657ee96a57, 0x00000000ba6f86c2,
            0x4f319753a52cc60d, 0x2dde58897bc1a639, 0xabd93a11d3d37326, 0x0000000054441038,
        ],
        [
            0xeec75d21ad8607dd, 0x585dda81bec70282, 0x710c97b34c2d57aa, 0x00000000efad26cd,
            0xe0a1a13e18b57f51, 0x6a54dfbd5c3bbe2a, 0xe4f9202ebb4dfcf0, 0x000000007ee23524,
        ],
        [
            0xb23b6bf99619881f, 0xbd8856e28586f63e, 0x747ccb3ecba83211, 0x000000006a463cf8,
            0x8249cc159a23c5e5, 0xdc6498e14dcec16a, 0x0d98a68569b5d4ed, 0x0000000093a77a9a,
        ],
        [
            0x4757d3f2232455c0, 0x8068ae934b72ce4f, 0xe95d69373d8fc069, 0x000000008a0f3f04,
            0x37c745cfc803027f, 0xc501da257558b346, 0xfc2230818411c06d, 0x000000000d54765b,
        ],
        [
            0xccbfd4d49de94542, 0xafad676563544fe3, 0xbd9cea9e8fa6a2d2, 0x0000000011b82d8b,
            0x210cc797fa83e5e1, 0x117c3fcc6ccfd3eb, 0xdf055641b2efc6f7, 0x000000004fcc6acc,
        ],
        [
            0xceabe59e92527e31, 0x2f21558c394b26f8, 0xa7ed94958da37c7d, 0x000000007dda79fe,
            0xf2b721541141b01d, 0x4938ab0b9461a879, 0x42c110fea15a991d, 0x000000009bc15969,
        ],
        [
            0x7744d9a8e18c61ce, 0x39d20384b8ccb1da, 0x44ea7c77ab87e4ec, 0x000000006ba2677e,
            0x12194fcf21aa882d, 0xa82a682a37e83b1f, 0x94e80485fefeb1df, 0x0000000002427e02,
        ],
        [
            0x7dd738ef68199ddf, 0x727f28683f7b283a, 0x4eaf8934919ffbf6, 0x00000000e28356ea,
            0xfb8c8abbbc704108, 0x40bb920faa51bb99, 0xa95361ceaa1ade37, 0x00000000f4042cb7,
        ],
        [
            0xc17c385a9fbf300d, 0x7e71da3dbc1d5336, 0x6328482a3fbea2d9, 0x000000000101e963,
            0x0da7d2f0d32b54af, 0x1168f8b64ce957ab, 0xc85851b8592ab3b1, 0x000000001d3ccac8,
        ],
        [
            0xbb84dc8ebdfdba57, 0xa85e43d8cd84c4fd, 0x4b34e813882bdb14, 0x00000000b7c7678a,
            0x314db94982e99573, 0xcdfb64cac105fdbe, 0x1ea75ea3a46f8b31, 0x000000007de6cc53,
        ],
        [
            0x1a8c29924b0a49a9, 0x132c8f5fd29681ca, 0x9a0d06d946ec8aa2, 0x000000000c7264a0,
            0xe3a1a65a8d0c911a, 0xb798b81bee14bb9b, 0x7d353112a7ba3a4b, 0x00000000b4326d0d,
        ],
        [
            0xa6e49d3057daf8bf, 0x918637fbd9287923, 0xaa511f62e0e208d8, 0x000000001f1c46cb,
            0xa02934bc97f5f25e, 0x0ec1911832cee198, 0xbad29373320a8657, 0x000000002b0d8714,
        ],
        [
            0x8896d22b57e62867, 0x9fa5a126b4c321d9, 0x2b50e9e7a2f8cfd8, 0x00000000b84c9ed5,
            0xe483ed83f3ec4c5c, 0x4f8d83aa87cbf7c7, 0x3918e8062854ad76, 0x00000000170acce6,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0xa7e67d6c1900b75b, 0x8dd0df9c403bd0d8, 0xb5b331d90af3f9a0, 0x00000000faa7e57b,
            0xbfedde4239c9d9ea, 0x47976276d6cc50c5, 0xb7bbda279a9ff172, 0x00000000dcaec5ce,
        ],
        [
            0x073944be930930f8, 0x67be3a95dac5cb64, 0x49357970658b2d26, 0x00000000a81e4127,
            0xcc0e6c3e7fedfb31, 0x92171a7b87ccd7f2, 0xe200683703f8dbae, 0x0000000081329c2e,
        ],
        [
            0x929cdc525917873f, 0xdd8d4372de58499e, 0xe4ae6432f3871cff, 0x00000000b7b255cb,
            0x862db2599f0876e0, 0xfb156c2cb61eabab, 0xb3c5b6a708bc1b9b, 0x00000000a3021710,
        ],
        [
            0x557faaca197a33bf, 0x13a8c26cdaae4499, 0x5020b2438bbdf010, 0x00000000b2d38912,
            0x083ee96fa45a81e0, 0x58a0ef628682ddbc, 0x530d75215fc4abbc, 0x00000000b15a11b9,
        ],
        [
            0xd9f217907cc22611, 0x6494d0ec3a188083, 0xc98b13396e4d05da, 0x000000004792b695,
            0x183e4ddddafe1603, 0x9aba223e2dfdbd00, 0x825864a59e5e61c1, 0x000000006bafe71f,
        ],
        [
            0xdbee6e8d37e3c41b, 0xce6d0dfd272dba27, 0x3d61d6939f5a227c, 0x0000000012960c89,
            0xcee5dd557337f9e6, 0xc67c1b008f5132ab, 0x19007c32f1cdc606, 0x00000000d5dfb2fb,
        ],
        [
            0x7be65fb19880817b, 0x6dfe85b632cf77aa, 0x9d35c3b3c688ef03, 0x00000000ba46f76b,
            0x8f41ebde8088ffb9, 0xa6c7d9b19d1c9f6d, 0xb1b3e0f3e3acd4c6, 0x00000000e05d2372,
        ],
        [
            0xb0cfe41575f73f08, 0x68b1a0c7f4171305, 0xc93a8500b90b32cb, 0x000000007f66a166,
            0x7fba232c56bac296, 0x7f7ce15a16bf44b8, 0xd832551f48779d73, 0x00000000395ede8e,
        ],
        [
            0x98c9116d84154b27, 0x86f3ae9828c69655, 0x94389c0219c4fed3, 0x00000000f24b6508,
            0xcbe68b84d0a58d86, 0x70af78ac1cd5a7ed, 0xc9d792e99f68767d, 0x000000008ab68b1d,
        ],
        [
            0x7644e587cda329f5, 0x8f51cd4289851818, 0xc2b524844adcb84b, 0x000000005c8f4232,
            0x267f8d9e23a5a1c3, 0x401172c9bead34c1, 0x9012bdf515c98a7d, 0x000000000b95818d,
        ],
        [
            0x2a2780c163443c84, 0x9ee0ceae03322d59, 0x9c2d11fc1cd94628, 0x0000000068051c89,
            0x02237d881fa3173f, 0x9e4e7b53eb92683f, 0x3fa7b6ea23fc76a3, 0x00000000b272e818,
        ],
        [
            0x2f500b1ea323baf4, 0x68054561b265d5ac, 0x800adf8d3bbbb6e7, 0x00000000159c6f40,
            0x0e681e4eeb705a15, 0xb1306b8aab99afd1, 0x1732a7aba69bcb7a, 0x00000000f0dfc8fe,
        ],
        [
            0x2df6341937b77e68, 0x6cfde55fd02934ae, 0x2e3cc7e0e8d09f8f, 0x000000003092a7e8,
            0x0a12f5315912817e, 0xa94a6011c8ba220f, 0xee4be43cfc4b02df, 0x00000000ecc332c6,
        ],
        [
            0x1cc3493f4cfc95a5, 0xe3b1b4a2c7d8a2c0, 0x617feba94f623e47, 0x00000000864d98dd,
            0xf62c7b95a28ab350, 0xf6227f7da028e821, 0xe2033cdff160860b, 0x000000002024c739,
        ],
        [
            0x9417ed99dab0c58f, 0x8beeb17d083902a9, 0xf1d5bd1976eedf2e, 0x00000000b80a5584,
            0x80bed6e492e3246f, 0x192847e528a3a039, 0xcfa868620780e821, 0x0000000036c187bb,
        ],
        [
            0x207326eff9cb7a21, 0x90c57b4c77729feb, 0x2fbdb5d71d20ecbe, 0x000000001b07717b,
            0x87ec596a44db10cd, 0x47a2362742f66ef6, 0xcb33d8091c5143f6, 0x00000000beac4578,
        ],
        [
            0xccaa85dc116356d9, 0x1d9afe659a91165c, 0x0b85ca52f7ddc439, 0x000000009eb05ca0,
            0x0247581bf06258b4, 0xfc384d83a219176f, 0x24e5e68701082da8, 0x00000000b524e1c6,
        ],
        [
            0xca68c4e9a3d1207e, 0xdf363a9c37002f33, 0x951e2f07bd77efeb, 0x000000008c854979,
            0x5706f6fe91d411df, 0x8979f71685a52caa, 0xb89f818962cffa77, 0x00000000cd3cdcae,
        ],
        [
            0x0c98bc469834e5fe, 0xaf8925dd34d99bce, 0x0e096e80d6bde455, 0x0000000073984ee0,
            0x2d9c4d06903b3016, 0x1e6000287ad175aa, 0x4373854431f8eacc, 0x000000007f27b981,
        ],
        [
            0xbb6d42426bdee6ee, 0xe9a264f19e458827, 0xef4d0fac76310332, 0x00000000b2bbb099,
            0x4ef5600323794dc0, 0x457888846c879107, 0x81851cca2a2abb90, 0x00000000f031b1fd,
        ],
        [
            0x45d48e895df81e45, 0x8ae2b86fd59dc258, 0x9d5bc515b62dbea9, 0x0000000072ed1081,
            0x78fdf12b1f4a29b4, 0x17daf1c87ccd12ad, 0x1cf03dc0fd6545ea, 0x00000000a6e37572,
        ],
        [
            0x8645f3e20c92c1f3, 0x557a8e1f91f3b3bc, 0x32c5294587552463, 0x00000000a5436048,
            0x90a864b2677ae0ae, 0x6e7d3000a5eb65a9, 0x204c2210250d61a0, 0x00000000458345ba,
        ],
        [
            0xea0b319ba81d1275, 0xe84df5e936fdaa7e, 0xbca08c19e00577c3, 0x0000000001847c95,
            0x356862298596ceee, 0x40382a0b55c08a97, 0x2d829a461fad1579, 0x000000008e23b25a,
        ],
        [
            0xb853a8dfe5105bd2, 0x734eef8450e866f1, 0xf95da605ddbb46b4, 0x0000000043ad09d7,
            0xd468e1b9a0929881, 0x25b4b8ccb846248a, 0xe01467648b42a634, 0x0000000002c9ecdb,
        ],
        [
            0x7f218ec4b9315a8c, 0x43584f4c7cb82d1b, 0xd5388d43f497852f, 0x00000000f018e035,
            0x55078bb418f27c7f, 0x26ed43f7ea8d0602, 0x78de8f1dafc9458d, 0x0000000075709204,
        ],
        [
            0xccfda99cd91d1b6b, 0xafaeff42036d84cc, 0x441b95fdc006a142, 0x00000000079722e3,
            0xab257b306987241a, 0x123618925c248772, 0x6f72da5d82392026, 0x000000005c8f3129,
        ],
        [
            0x41e13d26278f8457, 0x4cddaf1b7b51f7f0, 0x6cf5c9c2c2c33d11, 0x00000000a918dad0,
            0x3d1d229c5eeba9c5, 0x4f5fc6566aa34209, 0x1a532b784ec5070e, 0x00000000f3bbc857,
        ],
        [
            0x1b3171ce67c010d3, 0x4a76fde0e3478dac, 0x283340dcec856155, 0x00000000cb85391d,
            0xe87ad843bef5b101, 0x79669a9d2d273e65, 0x1d904a2b6ac1180d, 0x000000001be090a8,
        ],
        [
            0x28d16c9eb19b4611, 0x936d9a7017feac8c, 0x901cb9f35796e5de, 0x00000000968e3efd,
            0x2e1d4ce013b67cad, 0xa59d0213574c808f, 0xf9db6f21cb80df66, 0x0000000071fdad52,
        ],
        [
            0x20dbbfe302089769, 0x295e8816e130e84a, 0xcbf7492edb6c137d, 0x000000003a491954,
            0x51b8d24b5fe8b5a1, 0x2303c292a0430e0f, 0x8f07e4dddb770713, 0x000000009a1e4f4e,
        ],
        [
            0x02a930ba5233b5d2, 0xa57802bc5cb4e886, 0xe42787fdc60cf404, 0x0000000081f8b9b2,
            0x4666fb8959f5f8a9, 0xe6288dee43fecf1f, 0x92a9b7cc34f99842, 0x00000000b6674c6d,
        ],
        [
            0xf84b33242ab0333a, 0x51441025776ce3a0, 0x3ce8ce325dcc2a90, 0x00000000e0bcd782,
            0xff90e26053d3781b, 0xe2d1f9b6d3341024, 0xe4940cc2e0f6a6af, 0x00000000985ff07a,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x4fe9831e54a326ea, 0xbfb2caf72068eddf, 0xb6cf1f9395061a44, 0x0000000064c62dfb,
            0x3100304a01586916, 0xf88d14aedb306832, 0xce03ed87118de7ec, 0x00000000f179611a,
        ],
        [
            0x47fc752f74be99fb, 0x3fcf74bf0fff5da7, 0x11dd8e969219a7c5, 0x00000000e5334ee0,
            0x0373cf80fecd204c, 0xd9654f5ec93d498c, 0xfbdc3e29b6b094ce, 0x00000000f7156d89,
        ],
        [
            0x6e4c112606d26c15, 0x6ca4e2a77413e1c7, 0xf3362916ba309abc, 0x000000003f1a8645,
            0xcb5f8f0dd5ce2de7, 0xe327dc9af2889e7e, 0x7a2c64420e772e2b, 0x0000000024ac22a3,
        ],
        [
            0x21b076719c8f1796, 0x538710cebb69212c, 0x9a482f2f161e3ad2, 0x00000000fab85927,
            0x1b88343bfaf6914a, 0x1973372deac0ba18, 0x468afc1e572d7332, 0x0000000029ba0949,
        ],
        [
            0x06f5f291f45d22e1, 0xf56a26a92b1862e2, 0xbc5b4f528f665541, 0x000000006e87dd90,
            0xbc5f5ceebe9d7924, 0x4d65417ad635e03e, 0x6bdfc3f526c2c9ed, 0x00000000ea7c0428,
        ],
        [
            0x745e8adf4ffabaa9, 0x9cd5797da3e2ba8b, 0xea9c4bb40165b65e, 0x000000004caf75b4,
            0x5884bec1cf06bf87, 0x1acc9ee9fd7e2082, 0x873d0b81510a88a3, 0x00000000a0d69dc1,
        ],
        [
            0x5bebf68afb439398, 0xf0813389c5fc8921, 0x463274ca92dca535, 0x00000000cda8a57e,
            0x1df8e70e4033a0f5, 0x97be363ccd8df884, 0xd94b64f693c791ff, 0x00000000f8dbc10f,
        ],
        [
            0xaa0ae85641a2741a, 0x26fa6ee0dc989ffa, 0x7a74b43e1ef4b8ea, 0x0000000037fcfda7,
            0x485b987cf52fdead, 0xf709b266ed9fed1d, 0x34e5d50b047a4d0c, 0x000000009bb9972c,
        ],
        [
            0x2c65355297548fe4, 0x9ee1c9754f88594e, 0xfb0b15d40073c260, 0x00000000853b277d,
            0x450e13234e3cba5a, 0x8c79e19b468787ec, 0x7819a2cad9680250, 0x00000000c13805e7,
        ],
        [
            0xd4d2af75dfd8c6c6, 0x47968d2dbc9e82a1, 0xb7ef5250634f76eb, 0x00000000d30b3171,
            0x717b277b8888218d, 0x909e2d4e28795060, 0x6bc41f8a537badc0, 0x000000005ee89f28,
        ],
        [
            0x80eca5201e73ddc0, 0xa0959332b296019d, 0xea8f8717ff081fef, 0x00000000b3c1a360,
            0xb158ada509f17b88, 0x94095b362fc824ad, 0xe32d2a61b9676ffe, 0x00000000793f703d,
        ],
        [
            0x574b402156921fb8, 0x27b004469624fd79, 0xc6da1905611ac041, 0x00000000cbe0f96f,
            0xd4fd4d5e6967cc44, 0x7e2d8a87b1abaf98, 0xdd34b7763ddaf288, 0x00000000bd19cb20,
        ],
        [
            0x47c65422a5c32d8c, 0xcca1b8f94538c968, 0x4a7b657ab11cfd0b, 0x00000000ba1ddb88,
            0x619a69e2210745bc, 0x3d161e602113e7fa, 0x8e47278d4a1af439, 0x00000000325a5b3f,
        ],
        [
            0xd311f3a970a0158e, 0x83ba0b36c7fa3db6, 0x268111eb5e4b5721, 0x00000000c8aca83b,
            0xd85260cd04d9b7f7, 0xdc11d57e605a5491, 0xd4ea85ed3af597ad, 0x00000000bf2b515b,
        ],
        [
            0xfb7b5fbcc84941c3, 0x2973c5eae641aa41, 0x93ac27c6850528a4, 0x000000000df6fa78,
            0xac239d0e57b25490, 0x3b9faa622a289a58, 0x07dc8570d72a8515, 0x00000000c52f4b7e,
        ],
        [
            0x3ece5310e8fe8e66, 0xafd5df198f7d81eb, 0xa6a2678c33b52ad3, 0x00000000bc27d01f,
            0xe2f1f6b57ac4ac28, 0x088fbbfeb0fc8efc, 0x0ac2e7a0f119b2ed, 0x00000000a6f3a5ab,
        ],
        [
            0xfaaba09201b568f6, 0x3f6fc123c0e3a44b, 0x353e3d459e855d9a, 0x000000001dceb98b,
            0x869a35b00031ea54, 0x7f081acb45a930d5, 0x4744700eedaebf5c, 0x00000000f6e89c4d,
        ],
        [
            0xe4aa1271f3a6d78d, 0x32b9280580a6fcb2, 0x8ad78cdf63b066c8, 0x000000004835b706,
            0xecd65bdd527f7568, 0xd8b93af35ba61c7c, 0x5ff40aca89d26dc1, 0x0000000012298655,
        ],
        [
            0x9de9893a237ff6af, 0xe42dd3f90f61c339, 0x3ee5a54ced0c7674, 0x00000000f0d5fa36,
            0xf58941c851de6dbe, 0x3fb9c602e6eb92bf, 0xe654c11276d54359, 0x00000000f657e1d0,
        ],
        [
            0x223ef34ba29d31fb, 0x36f5a6905770af28, 0xa6b8c4f4b87f884e, 0x000000000b708210,
            0x5fe1d58f4fe04211, 0x1db7b7a7f0c029e5, 0x2e04abb6f1b01dde, 0x0000000022b98bb2,
        ],
        [
            0xa481c057ef071391, 0x10f60f38e21be941, 0x9a1af2cfda237268, 0x0000000095377347,
            0xebd440fa413d72a4, 0x0240e1d6a5bf7b9d, 0x13b1c5fe2b97f822, 0x00000000e5317c9c,
        ],
        [
            0x44b608304abe2e51, 0xee4ffda73022498f, 0x86990440e096faa4, 0x000000001ee9c50d,
            0xd89f4fc4043d3fe0, 0x2261a78746001658, 0xa154ad3c28f0a092, 0x00000000ba91c7e2,
        ],
        [
            0x50d163fdf2206b78, 0xb5e099e05a0304d5, 0x1c404a24a405b66c, 0x0000000090bc4d5e,
            0x6d1edc45eb13af51, 0xdc2432eec0f8e49d, 0xd95cd5881f6892fa, 0x0000000010801fa1,
        ],
        [
            0x6a23fbb3ca5dc864, 0xb69d140eec1d0a7c, 0x54799989a25d4bc7, 0x000000006e3b42d0,
            0x1b7d0c7e24bff609, 0xe25a3dc92d2ec1ef, 0x952ec9caca5cfb7d, 0x000000009232f9f1,
        ],
        [
            0xb4233bcc802db095, 0x28905d7b3972ab19, 0x80b55b8e0a62c4c9, 0x00000000e403daaf,
            0x4ce40604fddf8c1c, 0x58877377382b39a9, 0x7bec85b10b1b45b5, 0x000000005a340753,
        ],
        [
            0xef513ccf1dcd4edf, 0x5173df6dc630f639, 0x2929ad278c95f6bd, 0x00000000c6ab6a18,
            0x3f2ee2530913f7d9, 0x7532a4abb6505790, 0x6f0e21176bc1dfc9, 0x00000000bb58777e,
        ],
        [
            0x7aeb3c373bba598a, 0x2a0bcb4f54828f58, 0x179f47416b57fb1c, 0x00000000fe3fe283,
            0x30e37b959987a13c, 0x77a2519efe0e4bb2, 0x85a9f6911b20e40a, 0x0000000026d411b2,
        ],
        [
            0x0bdcf179562546a9, 0xa994a94b791419e3, 0x9aaf05ac084bf373, 0x0000000011d25bdb,
            0x86c488c927a8d4bf, 0x10fac8888eb0b2df, 0x65b003a3a8e3af48, 0x00000000aaeae5ca,
        ],
        [
            0xa923540ab08d31e8, 0x2815572b597d939e, 0x8c2761fc60410138, 0x000000002e7fe725,
            0x970baeb098ca26b2, 0x81508ceac59bd143, 0xf90b68a5567a7a32, 0x00000000477a4a95,
        ],
        [
            0xbb928b47d31ac335, 0xca21d3b65ac08a70, 0x13f1af4b069d4dc9, 0x0000000086e050d7,
            0xbd09bb296e407f69, 0x7cb2c6d722087049, 0x77479aef351646e6, 0x00000000fc958684,
        ],
        [
            0x482806e2398e9ac1, 0x39b4d7986371ddbe, 0x6dbe19f81c26691d, 0x00000000e5eb46c1,
            0x45b0cf232293bf94, 0x3a5d6ed830868f87, 0xf4da0c3d6a9835e1, 0x00000000d4b6ebb3,
        ],
        [
            0x5840489d8294bf64, 0x8791cf6a1c7534f2, 0xdc0732405e0ba493, 0x00000000053b409e,
            0xb5709581a3715512, 0x8e98b0e0c49988be, 0x8624fe74d0f29c6e, 0x000000005288fede,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0x4087386f94e0b1db, 0xc0b351e0bdc92623, 0xbd1bf93d9cfb8296, 0x00000000ed8a8254,
            0x35c93a2ec8bac53d, 0x7cf09747db3a4548, 0x3e6c18e414b92930, 0x00000000a60cd4da,
        ],
        [
            0x2397710f00cac08f, 0xe98e2f9d4e28afae, 0xbdc64b40beca7115, 0x00000000496ae572,
            0xad83e9ca3f4ae992, 0xba0f2504dc74ca88, 0x8b2662f973a5e4fa, 0x00000000c75587db,
        ],
        [
            0xef802d1f9a8d4951, 0x64fe2feac2c74e72, 0x7e9ae8eb89b49e97, 0x000000000e59f0ae,
            0x9d7da8d9a5d2508f, 0xd25411ed1cdcf253, 0x3983cc6e00caf4ea, 0x00000000be96abe4,
        ],
        [
            0x55942a6c5e378545, 0x2cb09d0a04057921, 0x0d4f3d3794a7f12d, 0x00000000f4cbc578,
            0x0557463124458450, 0x1e28609c2f7ae581, 0x13d648ee7ac93598, 0x000000006bf9e3ea,
        ],
        [
            0x85b78b87998ce40f, 0xa4ab22a0afb4e7c3, 0x8b9c43a177e90abd, 0x0000000076d377e9,
            0x2c37932aafa1b26b, 0xa402073d4ff764ae, 0xf2af17eceb71112a, 0x000000003dfed30b,
        ],
        [
            0x5ea2770b3ca53603, 0x815af33dc36f58b6, 0x5e7297dbe157b770, 0x00000000df00357d,
            0xeed2af1d648c7d24, 0xff03b42989d253cd, 0xfa545d8669857ba0, 0x000000000828e617,
        ],
        [
            0x5b891a698683a5f7, 0x920096a46a7d621c, 0xf31aef2d485c4295, 0x00000000a6ac4d19,
            0xdde87077479631b8, 0x26b0d68203a05f4a, 0x950f43cb6095a886, 0x000000007833400e,
        ],
        [
            0x9c55801cd44ef964, 0x5226db401e6583f1, 0xc786b36424ade390, 0x00000000343c88a8,
            0x4e193099b501e7b4, 0xd799a439b4bd6b7a, 0x71b805ba6a75e905, 0x00000000a7a0598d,
        ],
        [
            0xd973e5259d8e7f51, 0xe9bb47eda00cab84, 0xee536c54b7c29a0e, 0x00000000bd45f30c,
            0x983917109357f0fc, 0x213931eee133fc64, 0x012a54ae40075afe, 0x000000005895680c,
        ],
        [
            0xde2d9dc3a6030bd3, 0xe811137a608ece37, 0x95df8f64c541dea9, 0x00000000eda04d38,
            0xb3b9156f2c4f6ee4, 0xa9e633e6217f6048, 0xdb8fedcc78382df3, 0x000000007dc4cc85,
        ],
        [
            0x0189bb68423b5efe, 0x717daa7701be07fe, 0x8ec56f48391506bf, 0x000000005e67309e,
            0x75ee423f4c95a221, 0xc99b911fb6bab047, 0x05489c87db71cfca, 0x00000000949b66ef,
        ],
        [
            0xfcb02185c7b7bdc0, 0x20a26425daa267a5, 0xa3bdf9574d22b1b9, 0x0000000040025748,
            0x785d9b1fc4445c57, 0x4bc13f25aaf4a88c, 0x4e191c4325fa1e47, 0x00000000b856c030,
        ],
        [
            0xb5048cfd45ce48a7, 0x8e78547371dc4d7f, 0x7bd9f32a2d2c76db, 0x000000006a00a30e,
            0xba6704710e3f4ea7, 0xe4f691891c837130, 0x773a5c6779dd3758, 0x00000000006f0df8,
        ],
        [
            0x2d9821a88bb60062, 0x01f39a0b17acbcbb, 0xf831380abc8cb261, 0x000000004877f0fb,
            0x5d7434fe78153990, 0x2c278d8defe28303, 0x705caf14fd0d264f, 0x00000000752cdaed,
        ],
        [
            0x1ea483e47b8b0441, 0xba5d03c2bd82fb4b, 0xf5185106bbf0f49b, 0x0000000050364b04,
            0xf5f16e699ac8836c, 0xa161c6c7456395a9, 0xcf9272ea2a4d11d5, 0x00000000b8b4a241,
        ],
        [
            0xc1c85202fa64739e, 0xb9ea7bab2d2d7985, 0xa71ccf780e103707, 0x000000007e152bf4,
            0x24cc1b8d8e50a7a5, 0xbd0b093af8e3d1bb, 0xb8b6e018f891c739, 0x00000000e88961f5,
        ],
        [
            0xa60247da89d34f65, 0xa03c1562884fa613, 0x22e23665486abbff, 0x00000000dc826412,
            0x462996072063e27a, 0x2a2a7c33fd8bc5cd, 0xd55033d52728711d, 0x00000000769ae9d3,
        ],
        [
            0x44698a637dee0c7a, 0xa14c8175d6afc1ef, 0x194ec8b8f8417252, 0x0000000073a2d6f8,
            0xb0ba9d3419c1a5dd, 0x1ea4a644b9331ed6, 0xce5e33f7664d6236, 0x00000000eb123fd0,
        ],
        [
            0x459f1e94e72a2a0a, 0x4e50656f563e489b, 0x9a999c425cd0ec03, 0x00000000c5a91fff,
            0x583757b4b368956c, 0xb6850a68655f16a4, 0x69c42b1bddce420d, 0x00000000f49c76d3,
        ],
        [
            0xb2a3ece6368115da, 0x58407c8429c44622, 0x289e2f9b02f53334, 0x00000000f4a7e000,
            0x88088dc1a7fe835e, 0x94e4e5c41565ebdf, 0x50290283caf880c8, 0x00000000eb86a47f,
        ],
        [
            0x782c5921b2842ce3, 0xa12e221ae49ac497, 0x08cf85238f4c2ea4, 0x00000000fa23a5c4,
            0xbfcad8dfe7563967, 0xd409ef1bbff5c74d, 0x2681710c7340e17b, 0x0000000039f68cb0,
        ],
        [
            0x91dc2d945054f20f, 0xc966d4ab66113053, 0x26cb66345ed97c48, 0x0000000092177c40,
            0x398ae29e1f662ee2, 0xaee75b589aabaeea, 0x849844ff0cb36dcf, 0x000000005c438935,
        ],
        [
            0x3b6b73c46605bab1, 0x40230e8c14bfa6c8, 0x0069b19f614c202d, 0x00000000a9b0fc04,
            0x1f89882e434ebb14, 0xe98aed7d5b8387b0, 0x8675393d113677c0, 0x0000000017856d59,
        ],
        [
            0x9aede01751c7b9d8, 0x6230c25cc9dc995d, 0xddf33065c666dcb7, 0x00000000311d0332,
            0x73aba14cf0589510, 0xbd508de9afc21645, 0x0628fdd7263539f3, 0x00000000da9dc1f8,
        ],
        [
            0x1d4cac3dc522f75c, 0xd0f3a1c495b40ac2, 0xa5288a4508661d9c, 0x0000000015da04b4,
            0xca640adf638a844b, 0x0f80ef84797e54a5, 0x27e2e104bc40142d, 0x00000000c7257a5f,
        ],
        [
            0x024805ed09ce381a, 0x9eb6c5f6a87e5c25, 0xb9a856fc7a87d8e7, 0x000000005fe2ee36,
            0x58da97296755d5e4, 0x621a351b7d426476, 0xf25d1b0a6e4af834, 0x000000007ee4596a,
        ],
        [
            0x5a495b01c75aadbd, 0xc5c19baffb0f46d4, 0xed17d71b8a5acde5, 0x0000000064ca2ad0,
            0xf25585df2885f6d2, 0x9dea42d8f2a15960, 0x111994a182230cf1, 0x0000000082cac8b6,
        ],
        [
            0xa6cd75abd08f7b30, 0xaf7e1f33679df846, 0x73eb4154c852df13, 0x00000000663aa8e8,
            0x9d39932e881b2cbc, 0xae0f88c4004fa5d6, 0xf1dcc6f1a1ebabf0, 0x00000000dd04b233,
        ],
        [
            0xff861b84997676fc, 0x5694b80c0e5442d9, 0x7c8ff3e46d96c885, 0x00000000444ecc20,
            0x68fe4c7ffcf7831b, 0x90bf09694d126823, 0x795ca98c23ad8e69, 0x00000000d0f94bf4,
        ],
        [
            0x7ee636dbf33cfb75, 0x6dba243af41d3258, 0xa60a871e53543d75, 0x00000000385ccb29,
            0xda24461319c9ea68, 0xc46ed6d9cdb9b5a4, 0xea5a801996b3aba6, 0x00000000258cf693,
        ],
        [
            0x44032f156851bcf8, 0x889cca43d2bb6914, 0x2ac321ad5f00ba7f, 0x000000009ea9ae83,
            0xd728baf1f97cf3f5, 0x02f51307036bae72, 0xd950e8f48c9b97fe, 0x000000007b61e1d9,
        ],
        [
            0x66af74aa938d6a52, 0x260e9b522928f090, 0xae7aff3e484ce60f, 0x000000000c0573bc,
            0xc77bc170fbaf43af, 0x05a0c82be66a604f, 0x949dd8c1281eb61d, 0x000000009ad8f232,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0xe8b737974e1bfb82, 0x1671583955b632b8, 0xf6752fdd347a0d7b, 0x00000000ff24b567,
            0xeace1f1400e2e016, 0x71e59b8c608d2097, 0x2b07ec8989375d09, 0x00000000c3e28cdc,
        ],
        [
            0x53ab6397e7f1f02f, 0xc69f1df3e27a0b2b, 0x95a37da654873f9e, 0x00000000b0cb02bc,
            0xa0883c14788d1d25, 0x0f9a2a538e3d0368, 0x511c20fcba46e5ab, 0x00000000e78e3708,
        ],
        [
            0x52979a3306c4a164, 0x969eda286c3f8921, 0xf3bacc209c0ccdee, 0x000000001e7b0686,
            0x649828b6357f0e06, 0x2d07640531397944, 0xfabd4f0eb72f85cc, 0x00000000615ddf65,
        ],
        [
            0x4528ba0c8c56c892, 0x890eff896621c70a, 0x8e383a5563263dde, 0x000000009731d653,
            0xf8e56c88d91a62ee, 0x12ef1a97594613bd, 0x36170f195e2e7a37, 0x000000003d594a9c,
        ],
        [
            0x08e09afdacb4fe14, 0x112af1f8feb12c5b, 0x60d57f8bddce6cfc, 0x000000000ff46635,
            0xe5fcf33e954695a7, 0x2865b955ff85c7b2, 0xf1a78dd241750db9, 0x000000008a5c97e4,
        ],
        [
            0xde2b73dced55850e, 0x889f60248c21238e, 0x2e3cda91c48accdf, 0x000000000ae3338c,
            0xae630eb56f39ffed, 0xd491701b5a25d0f3, 0xc1a249b0d6856974, 0x00000000b5209eda,
        ],
        [
            0xc682bb28f02eb4a6, 0xfff8f79e79be6dcd, 0x5489b206d0879ad0, 0x0000000066677e80,
            0xca26d8678f75a910, 0x5a386eaef750a146, 0xd876f3ede8642b9e, 0x00000000377ce3bf,
        ],
        [
            0xa7ab5b4cc9a6894f, 0x37c42695c0a2a898, 0x923278349e4e90a1, 0x000000008d84d1fe,
            0x57effc39add2c92d, 0xab4504976d952caa, 0x691a22dc0b8e5084, 0x000000007bf0ac87,
        ],
        [
            0xa7f7bd0897eb714c, 0x1a93e3b7b803a380, 0xe29054b1f9741d0b, 0x00000000c3f00f92,
            0xfb3f6c3b9956b390, 0x12358086ca665a9b, 0xb1dda6cf9b73f69b, 0x00000000878635a6,
        ],
        [
            0x3aed0639000b17d4, 0x1c4ded7c8e97e00b, 0xbce42a2d8e2f7461, 0x00000000948f2008,
            0x25ec72b9976b24f3, 0x35a215a6d29210a4, 0xdacb7c6e3ff908c3, 0x0000000055b253e3,
        ],
        [
            0x6f0fadfa687fc675, 0x0528d55c50c0193c, 0x2d9f5093ede5bc8d, 0x0000000026cf5484,
            0x76ef1f7c48bbdc04, 0x0a06b345cbcb1555, 0x5369d895a4ff5da5, 0x00000000a432735e,
        ],
        [
            0xe7338fbe4fd84bb0, 0x90236f84bf4ec06b, 0xafba4ac06e5db4c9, 0x00000000378b275d,
            0x76c254d16f53c66b, 0xa652c34e57bb7b05, 0x9968eb41adce1244, 0x000000005c6dd4b4,
        ],
        [
            0x2ab7c1687205ae94, 0x7b237e417dcfc03d, 0x0800c813b5b1de82, 0x00000000b5036e42,
            0x7ebc58e3d38d1a4d, 0x8aabea6c5fad04a4, 0x9b8890e150efbf0f, 0x00000000efabd2b6,
        ],
        [
            0xb959037614322546, 0xb8700a950e31491f, 0x644164ba3f7ef822, 0x0000000051f47fa4,
            0xe1965593d54a67e5, 0x018077e447ea8d84, 0x2a082c863d03f3dc, 0x00000000d4d32ef6,
        ],
        [
            0x03c2089e7f6ab2b0, 0x05812bde92a829ad, 0xc041407652798812, 0x0000000065467208,
            0x535ea80d40d65565, 0xe6c2695fb7a7ad51, 0x787060ae78181a16, 0x00000000ca47c633,
        ],
        [
            0x784a7084f7817cb9, 0xc326bcab0738ee9a, 0x0f1aae3ec11e11d9, 0x00000000dc0fe90e,
            0x74cf639ea5f98390, 0x47b75c350aa22ffb, 0x17fc459afae98a40, 0x00000000956ec2d6,
        ],
        [
            0xd84c3045ab258f60, 0xa15ae9cab94dcc68, 0x6e448777a36c4073, 0x00000000405373f3,
            0x0bd939ebe7e5d23a, 0xeee55674e13c8e1b, 0x9b146c33f9a8a7f8, 0x000000003c020239,
        ],
        [
            0xf620f9de66a1dacd, 0x9cc8eb79c1fdcbf3, 0x16f73c3168fd39e7, 0x0000000054b53a7c,
            0xce8af70a9fd60e91, 0xc4629115a6f1278c, 0x490a74231d19ee76, 0x0000000054f9ec66,
        ],
        [
            0x73d3a77180d2a18d, 0x084fcf0877870859, 0x2cd7f45c09de86d6, 0x000000006a520436,
            0x078f8ea0540cc7e2, 0x4084f54e068c12a1, 0x1b50aa5387eea896, 0x00000000b0ba7a63,
        ],
        [
            0x4e49480b4821ebb7, 0xd691e15b0042af72, 0xf04dff15f1d0dbb3, 0x000000000596623d,
            0x10e94598141bd1ba, 0xc4b528c824d06924, 0x7cc13dd1d543bcc8, 0x000000003945f08d,
        ],
        [
            0xc52b32afdc0968a7, 0x8ae63b81a0139d26, 0x2d7dce95a7f27b20, 0x000000000da5e397,
            0xe7fd5afa2fc90f94, 0xd32a739e1846f199, 0xd62efb795e3601d4, 0x00000000c011b24b,
        ],
        [
            0x830bf013fe43cb5d, 0x817315be7316c4ab, 0x9131adcde550f2c7, 0x000000001a63b6c7,
            0xf3928fb9e8f22b9e, 0xf081344c31781500, 0xc8260d00c91e080d, 0x00000000b619db8b,
        ],
        [
            0xea98c195d8d15d50, 0xda5ac22752648d2c, 0x4eeeb52cbdd0fe17, 0x000000002f6b6d8c,
            0xb218749ff492c666, 0x7cbbc0857521bd08, 0xfeeaa5a5bd958caa, 0x00000000e10a58e4,
        ],
        [
            0xcf19212cf60ff69b, 0x937f241d69cc5961, 0x52d58142a65a292e, 0x0000000020137d56,
            0x4aa46e28f01c3e74, 0x10584edc99cb280d, 0x5389fcb8a6585077, 0x000000001fde3cb4,
        ],
        [
            0x0cf733a66a636276, 0x37623688f60c0a2a, 0x5567cd983a36da9d, 0x0000000039ae1ac7,
            0xc9d65e81698b6d7e, 0x65f95ffc2f1456bf, 0x9b68f0c5c3a6d6bf, 0x00000000e1759ca9,
        ],
        [
            0x214027dece132399, 0x96df099c710f895d, 0x421a9fbada68a3df, 0x00000000470a8f85,
            0x723af1bdb3354f95, 0xff11ab61305ae7fd, 0xa14056b16e5dfc78, 0x0000000092569f5b,
        ],
        [
            0xd05499bb4628c5c0, 0xd821219737e8f27c, 0xd2ab281d84e81efa, 0x00000000fa70db7a,
            0xc6cd48c207239462, 0x431d5c594543e084, 0xc270d9cebd45e148, 0x00000000e4006156,
        ],
        [
            0x87650ef13d005fd7, 0x0daf9b622095d902, 0x38f4e344185a1960, 0x00000000dbf44534,
            0x56a13f31c11d74f1, 0xbcd6c008212a97e1, 0xe32fe92ca63bf83d, 0x00000000660455a2,
        ],
        [
            0xdbf32295b41a7dc3, 0x3925af11b5658a67, 0x89e1e3b32684592d, 0x0000000003d5fb45,
            0xd7f5c2efb3cb3588, 0xdd0aca0f725a7da9, 0x359770afc99d344b, 0x0000000090699412,
        ],
        [
            0x7cec528c870e079e, 0xaa0f646f9402d32f, 0x8758984ea529eb2b, 0x00000000a35205ea,
            0x3ef6ac00900ca2bd, 0x825d4974ec10b237, 0x002aaef084f97112, 0x000000009266b936,
        ],
        [
            0xe9d9fcbe16c0a7cf, 0xad53c289a657cc29, 0x396821a08a7f0bb3, 0x0000000085cddc94,
            0x7bb582f75342287b, 0xcf8d546f94bd786d, 0x62e1fe22fab4a8da, 0x0000000072433305,
        ],
        [
            0x116fa2ac8bbc1c7a, 0xa0e5bc8e4601ec2f, 0x7fdbd89cb548980a, 0x0000000032860f5f,
            0x26023e17ed7a9113, 0x7aa0840b38c3f1bb, 0x1727b51e05ca9ed9, 0x000000009988dc1b,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0xd4e0d8e760a9a909, 0x3679aac04b8df510, 0x70e9715308732436, 0x0000000057e346e6,
            0x3b2413e87dafdf92, 0x0b0ae758bd6627b7, 0xebeb94f4ae777625, 0x00000000058ec961,
        ],
        [
            0xf30db487cdd2117a, 0xd3ff318f0ea6676f, 0x068c2d0730934cf7, 0x0000000057de934f,
            0x79d19f635f9834d8, 0x2a7f4a5168223835, 0x238a5fe57d7871a2, 0x00000000bb225c60,
        ],
        [
            0x47ffb3f3adc04042, 0x5c1beeb646f7d6e4, 0x920b1a31399abd8c, 0x00000000b57e329d,
            0x1fe4b277d53471ba, 0x80d0d2cae87e91a6, 0x53b6b76b2f913ac9, 0x00000000e1cf227f,
        ],
        [
            0xe92e1b4459d957d5, 0x286a1014efb82e8e, 0x220433a1047bd1b9, 0x0000000005f10b73,
            0xfc73970b0a0552ed, 0x9a485994b758f17a, 0xd70b8914ae567be9, 0x0000000069e353d3,
        ],
        [
            0xef1b4b7bee7a8a79, 0x827aae84bdafdf30, 0xba1abf322e19d752, 0x00000000b56f64f9,
            0x79d69eba66d1ba6a, 0xa6c5e5ac4fe9cc44, 0xf9bb3f398dcf4baa, 0x00000000d55b02c1,
        ],
        [
            0xe67816387fa8b9e4, 0x1c2e4f45ba347dfc, 0x83a6ee3faf5a363d, 0x00000000145f2461,
            0x72ed2e52f473fee3, 0x76ab220eb27d812b, 0xc4b5e31d14d39a6a, 0x000000000b40b7d0,
        ],
        [
            0x0442e6a53db70175, 0xc0dfb20a5c7b50c6, 0x422e61395dadb613, 0x00000000aaed4860,
            0xd0b88c05686d57ff, 0xdce9f96d88406e33, 0x12e3b4e45b6e8aae, 0x00000000379b2fa5,
        ],
        [
            0xdd3177766ca9aeee, 0x79d56aba624e5202, 0x0ae10ff173b7e47a, 0x00000000782fa023,
            0x390854a95f24c61a, 0x22feae8c2723c75d, 0x079e55a7566302be, 0x00000000a6eee5f4,
        ],
        [
            0xbeb32b05668fd8b5, 0xa46ee401ab389fc8, 0x32c7f196e9971a27, 0x000000001cf4b74e,
            0x174d8b17dfc92085, 0x10fcdfe181c6e716, 0x1fa77c90778f77cb, 0x000000001c94eb22,
        ],
        [
            0xfaecaaafaa9e9a2d, 0xa3214b7bb7f2912b, 0x6ae300cd71da8b27, 0x00000000849a3e1d,
            0x0daebeadf9b57184, 0x180f170cc82c3b35, 0x46266ad7d60f3394, 0x00000000ea9401f3,
        ],
        [
            0x24c2802bb7985629, 0x38ea6363da9c6c0c, 0x8b3b8eb8083607ca, 0x00000000e6dfaac5,
            0xeb97f80ab061a445, 0xf5af1297b0642ef8, 0xd15aadfca08fda95, 0x000000003b22be98,
        ],
        [
            0x7eecedfc8cfb96e7, 0xf416931b98ed5a25, 0x42e7975949d55bb0, 0x000000008c17ce2d,
            0xa092b4365276a181, 0xb406b2db4b536c4d, 0x7c05d893f17e5caf, 0x000000008dc77e33,
        ],
        [
            0x282919182ead3d4a, 0x618c992010feecf9, 0x2f4df190dd88f64e, 0x0000000065afd27a,
            0xa38dcdfbe57da4ca, 0x753fca319fa3ef38, 0x0f112066453e961b, 0x00000000f2ff323d,
        ],
        [
            0xfc735c07a9e885bd, 0x468e4e519f23cf31, 0x127f6b10f860728d, 0x00000000169dc4b0,
            0x1cb74b8db2310506, 0x46d003c7a5e68415, 0xf1148624e8809db9, 0x00000000713747a9,
        ],
        [
            0x3be896038bfb7564, 0x0850e9b29a6d8bbc, 0x4fac710b383c71ba, 0x00000000f9a98008,
            0x255cc6c5cf748806, 0xf9d1b2ebf929d7c4, 0xe5cebcf66d7bd194, 0x000000003c987b1f,
        ],
        [
            0x1f8bc59fbf0f3b7e, 0xd1e9d8e6496dbb82, 0xf3e9bc278b48c7ef, 0x00000000bab7bb71,
            0x298534d32707092c, 0xd9e2ca7a3f1a51f6, 0x8a97deac656337be, 0x00000000a0458021,
        ],
        [
            0x5d0ed1ca50dd4d0d, 0x8e4cf0ec1492e9ea, 0xed2d93e17e6515e1, 0x00000000f1b06204,
            0x57091cc5fe2ed1e2, 0x8e2728f9ba2ef4ca, 0x979819b24bdc4482, 0x00000000990c1ce6,
        ],
        [
            0x5105ac8a9232100b, 0xf0f01be4b2eb4676, 0x84fad65f7e835965, 0x00000000afeeee1b,
            0xe8d19fc95f8d979b, 0x52e33839c88dbeff, 0x929e5bf107aae901, 0x00000000b9d84d82,
        ],
        [
            0x639f70d073e2b52d, 0x39289808f6a1b479, 0x555b3bc2980cd61a, 0x0000000071a81717,
            0x43cb38bcad9029fb, 0x3974b19f06bf88a1, 0x7a14149b5c8ce9a3, 0x00000000385ed35c,
        ],
        [
            0x0588ff33a78a07f5, 0xd1138525147887de, 0x0fc59e30a5c35300, 0x000000002c233d05,
            0x52418ee2d3d6e1ca, 0xf16a582e728ddb7b, 0x66672b5e919e531f, 0x00000000fddc5081,
        ],
        [
            0xf8d3867c3861cd1a, 0x7a975fc613487a57, 0xdb595db87562c8b7, 0x000000004f14d7a5,
            0x6aebb14d746c3eae, 0xd0ccb8136ad1db6b, 0x5ec4399a9d92708c, 0x00000000c5c881f6,
        ],
        [
            0x5f665cca2640cc48, 0x84562c56cc326e5a, 0xf573e660664472e6, 0x000000000b047229,
            0x046cee0ca42ef906, 0xaaf592f8077bcdb5, 0x48dbe3ac6a4ca571, 0x000000001d2a4769,
        ],
        [
            0x4b6d294549165521, 0x5fb8e9e9058e23d6, 0x624d8ec1dba8d62b, 0x00000000432eebb7,
            0x8984ccf5961b2f62, 0x8d18218a9babfd43, 0xb0ad9940bd7616bd, 0x000000005d9b0cab,
        ],
        [
            0xc797ac2a9d1db020, 0x1d52147bd5d8c6c3, 0x0befb3d949b20eb7, 0x00000000134ba1b6,
            0x8751c6eeb0562b28, 0xdd95318ada5d5079, 0x54000b56450b21bd, 0x00000000eb70f6c1,
        ],
        [
            0x4e47a1b5eec4ba01, 0xe2e2a47a5dcca2e4, 0xd4a2aa8207752130, 0x0000000042c6f32f,
            0xd35651d674c4fc95, 0xbf9e602d281c1295, 0x6598e14b360b37ed, 0x000000007c0cda0f,
        ],
        [
            0x607d1f43aebb47f3, 0xabe69304309dad68, 0x8a0545a9cdf1b8c2, 0x000000009de543e2,
            0x2302397393a6f5b7, 0x0cb3965bddaf1f6d, 0x589ee6daccd6af8e, 0x00000000a0a9aaf5,
        ],
        [
            0x460c0c504c436d7a, 0xc97a2a7eb5a29aaf, 0x13e01017e093137d, 0x00000000c557d482,
            0x604ded7d8c5a3801, 0x608dc568eb6f1c6a, 0xaa72bd23a9dc05df, 0x000000009ad8b1cd,
        ],
        [
            0x86916a9f52ec33cc, 0xae09697ab013c32a, 0xac52bd71ff658cd4, 0x000000003265c7d5,
            0x8bc0a5cf86213d32, 0x0577cd2ff29f22f1, 0xdde1c55a002be74d, 0x00000000ab80cc05,
        ],
        [
            0x63db7e2501db64ae, 0x0a7be00b88f71ecc, 0xdee553cea7593d1f, 0x00000000c1db6595,
            0xfa1e682c4a304fdd, 0x4597014785c8bc5c, 0x95e4e372f58608f4, 0x00000000272d0fd7,
        ],
        [
            0x65912b299be3c83c, 0xed93dd9d5714dc7e, 0xa66d20195101b1d1, 0x0000000081b30640,
            0x6be011299eb22bb5, 0x3e7fb8022c2d44e2, 0xfaef3f9ab6accec2, 0x000000005552714c,
        ],
        [
            0xe20ba3837ec62ba9, 0x3507d7b62184a199, 0x22831a0dd4cb22b5, 0x000000004e20082f,
            0xa85f562099dfd75a, 0x0752999d46337eb1, 0x6566352ffba84a35, 0x0000000011872f0c,
        ],
        [
            0xc4ab94e8dacc79a2, 0x6be2a4d415d28f3d, 0x4996fbfbbef8fa69, 0x000000007dc25413,
            0x7ddec6ca220806f2, 0xa0e675af2cedd5ca, 0x182ff8d444a10722, 0x00000000bf87915a,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0x2060d920ad72df31, 0x84f03283061ff2e1, 0x8f858379d9d47a17, 0x00000000f25d4718,
            0x9b073404d5fcd107, 0xdc6e73120122910a, 0x06220562751b6929, 0x000000006fd61fb9,
        ],
        [
            0x05e46116e1a2ed95, 0xd9aa9e694f618888, 0x625d88f6f319e41c, 0x000000001c5b88d0,
            0x0791fdeb90cd41fe, 0x595996eed566535e, 0x388cf78a8a35a666, 0x000000009be69fe4,
        ],
        [
            0xb1da4bc81f5aee12, 0x4f2b99890c6b46cd, 0xd46e43585c797db5, 0x00000000a0a2d040,
            0x9344d23ac37e15c4, 0x2794c5a6c7ea643c, 0x54db33cc1c4bba83, 0x00000000c7ccb181,
        ],
        [
            0xe61f37f6d012f3fb, 0x0094b76ad395403c, 0xbb5bf0a684065d59, 0x00000000a77a93d3,
            0x46f8151463ffaeef, 0x2eb9667ad26ccd30, 0xbc49d1678272735a, 0x00000000ea890d15,
        ],
        [
            0x630b169092f85b00, 0x274e69b9becf59c6, 0x67674e7b48ca766a, 0x00000000efa32260,
            0x427ef62db7e49942, 0x30564bbe3f3b2903, 0x2359b40e0a9a62fa, 0x00000000a0b9c2c8,
        ],
        [
            0x92a13b2a69bd05cd, 0x3fb97945a185d122, 0x24c2f2c9bda87de2, 0x0000000041bbcf04,
            0x4cfcc79246489414, 0x73c15a501cfc6d19, 0x8d8f72a25dc0fa8e, 0x000000007104cfcd,
        ],
        [
            0x1415bd6e42d8443c, 0x0df6236415e111cf, 0x347d1419d916d4ac, 0x000000003fa979c2,
            0xab822702b251265b, 0xb64e823d5df4527e, 0xccfa6ec948bfc3b3, 0x000000002a5aadcd,
        ],
        [
            0x9d51add08bded50a, 0xc2311d2f3a339694, 0x273f96807affb700, 0x000000005eed2761,
            0x6bfa29e4396007de, 0xedd851bc37493d53, 0xec960f4b4a33597e, 0x00000000ea52b404,
        ],
        [
            0xe80c0e7dd92bc432, 0xed570de7a70ddc20, 0x9308016f06796307, 0x0000000096ea6454,
            0xb2a395179edb4453, 0x4174cbfe8c0cf9fc, 0x15cf72d52d5ec5f9, 0x000000008ad5cf44,
        ],
        [
            0x16849c6eb439c8eb, 0x0642d774cef37da6, 0x8811be7f0753f085, 0x000000003dc6849f,
            0x5dd48ea001b1609e, 0xd8d030d8dc6efd0d, 0x0287b90da6605919, 0x00000000ed09e2ba,
        ],
        [
            0x676c902b5535182b, 0x3c29977fb181a436, 0xa64ebeb3ccf8e857, 0x000000000b5f18e4,
            0x4641960c16f11ba6, 0x9138f9d4457c3523, 0x1e6d7c067afe86bd, 0x000000002473a9fe,
        ],
        [
            0xde1514b8aa357259, 0x4c1582332e79776a, 0x3c3d4fc069b0eb2b, 0x000000001ff7e2c5,
            0xc80b89fb31623fad, 0x40db88919b1b684e, 0xe3b0e86142d2b94c, 0x0000000061c464be,
        ],
        [
            0x3c38aad8757e6cfb, 0xd3b032e471cf9ca3, 0x0d7b5b48a1e7a998, 0x000000000116d459,
            0x7f03b3721836ab63, 0x133c1b65ceaec835, 0x6fd739c722047253, 0x00000000f0b48f5a,
        ],
        [
            0xce11cca071208d7c, 0xcbb29622768b0685, 0x73a60cdda20b90d9, 0x00000000acd6f866,
            0xfad2be4637196845, 0x55366b39150ce81d, 0x0700e080f1f4d1ff, 0x00000000924e2680,
        ],
        [
            0x71c0f046f1442225, 0x9ff0cb6e76952f32, 0x67b229511fa31e7f, 0x00000000b42088ac,
            0x036a2cb27e1a8cd9, 0xf38bb6d6a2333707, 0xaf7b992d5832b063, 0x0000000087a949d9,
        ],
        [
            0x11b665a18f7deaaf, 0xa0684f63e67a6941, 0xf18eb5a5e0e1edfe, 0x000000007becb6ac,
            0xaee9f3b6433b367e, 0x232ccba5870a6d61, 0x19f4645fbcb19b33, 0x00000000cbe539c1,
        ],
        [
            0x1a7f13250d75a807, 0x800a11d6a36f409d, 0x1a267aa415505683, 0x00000000bd8d18f2,
            0xbd24e8588de3c361, 0x0a0db5dde64e4b19, 0x99baa1ab25c81c6a, 0x0000000030107298,
        ],
        [
            0x36fe4afd373e014e, 0xb1e2386d016a9f46, 0x6d7c7c5f87c4b768, 0x00000000e2247601,
            0xf4471df909274e83, 0x70278b89ef817476, 0x4ec19c73db6b6c7e, 0x0000000091636625,
        ],
        [
            0x4845eb4bbe66a4ca, 0x2f52919e68da1897, 0x6af04aee5d45e5e1, 0x00000000acad92b3,
            0x585579cfffcb574e, 0x99e87dba53622bad, 0x1b839153993c5954, 0x000000005af7586b,
        ],
        [
            0x353912e5c09b29c9, 0xbcfef6d40893c896, 0x4503c0d3a97ca174, 0x0000000030dc783d,
            0x2688cfff39532c29, 0xf97a0ab1bfc0b2a3, 0x4d447e8be88a3c21, 0x00000000d5581012,
        ],
        [
            0xa566f99004809bc4, 0x522c04524f248b61, 0xb3d923753dd597e7, 0x000000003036338a,
            0xd05d954e965d4eed, 0xd6e78083e8eb9bd0, 0x90951402392aa184, 0x00000000613f7e0a,
        ],
        [
            0x300bfa6baa9be4ac, 0xed6d167f86b95026, 0x958debcca0bc554b, 0x000000008d6975a7,
            0xe89d6a2990f96f06, 0xf3d767d99d5236b5, 0x96a95297377dd3ce, 0x000000002538e417,
        ],
        [
            0x5d300b10e62db5cc, 0xf233609d3b7c031c, 0x195dfdcac0f9e950, 0x000000009319cf4f,
            0x2f5838bb8a2b84ad, 0x39c6ba02b76d72c6, 0xc69a83b5d2acc3f1, 0x00000000f33c9d1f,
        ],
        [
            0x80fb512d1d464bb6, 0x01b921b07148e308, 0x8857b8e4f135df6c, 0x000000006ac25227,
            0xbd9c8da21546874f, 0x2770131ee247519b, 0x09fe2807bdd061f7, 0x00000000f5b4efd4,
        ],
        [
            0x1ca0a026375c60d1, 0x9a1502137431d613, 0xc7e14b179115ebf3, 0x00000000dc0eddaf,
            0xb323b856a71d7ecf, 0x46a33e47e9d2d014, 0xbe33c5c96de32d6d, 0x000000003cfae73a,
        ],
        [
            0x07b1c2c0c5948c4a, 0x4dd3d621bbb9e8ee, 0x4151b178a8b44eab, 0x00000000bb4edaae,
            0xf5da2b2254d6c2df, 0x169553aa21f7b7d0, 0x7d33b2feab27b326, 0x000000007fbebbbb,
        ],
        [
            0x1b4734de34059030, 0x3d71b48504b89f3e, 0x769131c4d172c657, 0x0000000005a88b92,
            0x73b3b31f8b32c6c4, 0x39e630ac0fb0e45c, 0xef6c849eb946c906, 0x00000000a117751a,
        ],
        [
            0xf5a807ea2f0545ce, 0x4b2d36ed135d3192, 0xf120fd1ce4ebfe28, 0x00000000329c2ab3,
            0x37525b9d491c59cc, 0x3991fa52d5742ae4, 0xfcdefe0f284613c8, 0x000000006552cfab,
        ],
        [
            0xd631693cef2c192b, 0xf04ebb6461feb6a7, 0x86d2390948d55244, 0x000000007a44fb16,
            0x04cf168440095103, 0x5a22201802d035b8, 0x7b2bac654d74caa1, 0x00000000623ce916,
        ],
        [
            0xdc5a5da249f0c8fb, 0x18c5ee4db83d08d9, 0x8ae114681fcaa87c, 0x00000000ec20f8af,
            0x3244b0c224009bc9, 0xfa45e95ba5885828, 0xa1f0cf3fc10df0fa, 0x000000005a38ba32,
        ],
        [
            0xa1177b3f8297963a, 0x01cd229c8c1b0e71, 0x41e5c9aca524de6f, 0x0000000099ace7d9,
            0x90aa1c542498edef, 0xe9a0756db6ce85e9, 0x6d2df0efce15d182, 0x00000000af768909,
        ],
        [
            0x4d5cdf13c1b030c2, 0x91df174ebaf72426, 0x4fd58806290ba121, 0x0000000015af0caf,
            0x9966d1308412095a, 0xbd172fc4de50fa5d, 0x2c36a3b229896882, 0x0000000001b2254f,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0xc69612e245363614, 0x1ff95ad31db63e76, 0x8475aadbca875e0b, 0x00000000f6dfcb74,
            0xf5246eb6554f6bcd, 0x79126f82f21906f9, 0xc7966eff2043d9c2, 0x0000000012d7de48,
        ],
        [
            0x7f30412d93bfc9f2, 0x6df4dde13f11c130, 0x075f9540878d9c3c, 0x00000000e1039adf,
            0x89ebb3dddf51fcff, 0x80a7ab4d1a05adcb, 0x37cb446ddd71b0d2, 0x00000000d2a53588,
        ],
        [
            0x5d97b21ec9ca0804, 0xbc93294722930d80, 0xc339031ed0af8224, 0x000000000528653d,
            0x8dd79fb76fec96dd, 0x73df470ab75e31d6, 0xb601dd09e2472ade, 0x00000000f8131f04,
        ],
        [
            0xe0ca271893c2221b, 0x35d2b3c6ff4aa164, 0xaca92b31b1ff4eb7, 0x000000008a5e2ba3,
            0x525df154efc3c545, 0x1b9883a43d682caf, 0x5907bee068f96d4c, 0x00000000d21d1159,
        ],
        [
            0x6e85f6776fdc0781, 0x33d655bce0719236, 0xbec6d92cf9579611, 0x00000000746488fd,
            0xeaf066bbebcf04d3, 0x245b0a3b3e839f06, 0x050ad923e19d825a, 0x000000003a7c963e,
        ],
        [
            0xd7be2c17273f247c, 0xab8d7ae6531e8dcb, 0x0d03e6e8935d83ba, 0x000000006533b6c3,
            0x894adac0e2772a58, 0x9b543927b65bfdde, 0xab5f42713419d3a6, 0x00000000d4b82306,
        ],
        [
            0x9c60e2510bef0da9, 0xb068670f51bcc259, 0xee20adf339acbcc7, 0x0000000048fae140,
            0xff106b40fec45c7b, 0xb1ed1154c83359e3, 0xcd690478ae3b17cc, 0x0000000045b09e8a,
        ],
        [
            0x9fe29df00e15fb0c, 0xa94a36624ba05064, 0xe7340b26547f309c, 0x000000006da2f064,
            0xc9694449f0a4d866, 0x16b060cfdabf3a92, 0xda0721bc72f52879, 0x0000000078d51422,
        ],
        [
            0xa9ff892f17a28623, 0xe210d8394b5df5b8, 0x9f36445daccf0ae7, 0x0000000059c3d374,
            0xf53b00b7a6980faa, 0xa06ad36d6300628e, 0xec8f517d9b48b186, 0x0000000050004ee4,
        ],
        [
            0xf9b45e3a6df4e027, 0xd2ef60e55f422802, 0xd4376531a84299a2, 0x00000000c175abf7,
            0xeef36489908fe616, 0xaf4793c83a1746c8, 0x70d5764f7131993e, 0x00000000cf9a12a4,
        ],
        [
            0x70bc0785b091f908, 0x0c14fd896a3c3afd, 0xe87064ef66b28d25, 0x00000000d7d97520,
            0x170f47d1f0d527e3, 0xe4f7ffe3f030c344, 0x1f2d3a08fb9a3070, 0x0000000071cb455a,
        ],
        [
            0x3187b11d05dfb46d, 0x2cb615d167676068, 0x6edfd91b55a229d2, 0x00000000661ae875,
            0x241757bc652b9fdf, 0xfeec0ccedebb7a57, 0x479c710d68f0364a, 0x00000000a49433af,
        ],
        [
            0x7a3d3d7947afb502, 0x1431c1dfc80e4a12, 0x20c93438e8f973ab, 0x000000003c0c1261,
            0xc2b28df05da507df, 0x7080455490ea3672, 0x015f0f69c5bd33bc, 0x0000000089634799,
        ],
        [
            0xac71a24fa799e60e, 0x54c6981e91cd4121, 0x6d98050785680684, 0x000000003438390f,
            0x9114af10a725caad, 0x07d80874547373e7, 0x855db572519137ad, 0x0000000024ee4465,
        ],
        [
            0x750806f5f9a474d3, 0x6d3b363aa65c20b1, 0x65817730dd04c3cb, 0x00000000c59b353f,
            0xc53bb0ac1d1c9fc7, 0x4296843693bf13e8, 0x573be6b1f347dd94, 0x00000000ea1a449b,
        ],
        [
            0xe42f0397f629fafc, 0x4ae179e3ba7c4bb7, 0xc66ed12d53db1f76, 0x00000000925e25d0,
            0xd57c82b9bb24d227, 0x9db6ae33a220f30e, 0x4e324b489da352f4, 0x00000000a12dcf0c,
        ],
        [
            0xc345abd1a8dad54a, 0x8cb2c2b5287f1f3c, 0x54a8efffeb4ee2c4, 0x00000000e4f88fc5,
            0x90322e9a5d78ebef, 0x27158525ed3da333, 0xab3da5f93e475bac, 0x00000000d876b47d,
        ],
        [
            0xd6af7f09d07c1145, 0x8f837b88f11bdfc0, 0x1c51dcc9397a2e0b, 0x00000000461bb9ff,
            0xe5995ba9bd980753, 0x833e4bc4a8843784, 0xefd5af7ea283b065, 0x00000000dae391a6,
        ],
        [
            0x12c3fb51c803b091, 0x22d540dc253771cd, 0xc6d23bea118bf5b9, 0x0000000048162dcb,
            0xb98c983965812213, 0x7eaa012f3013f7c3, 0xae215c521fb18db1, 0x000000002b06dcfc,
        ],
        [
            0x79f6d1551bf0fba7, 0x30f6e383ff8334dd, 0x11c624a105edf8a6, 0x00000000cc5f9bce,
            0x1366cc44078ced30, 0x3c0e51e89e13df3c, 0x88465263c359c2de, 0x0000000025f59c40,
        ],
        [
            0xbd3bf84f4d2f45ba, 0x93574cd783751c7a, 0x127d6114df8a3dd3, 0x000000006ad696ea,
            0xcda37c73f96e8ae4, 0x582a4d4eb135d939, 0x8f6edb5929ce0b76, 0x0000000092a15f1f,
        ],
        [
            0xe4d4adb5beca2ccd, 0x1a2dc453006e9a6c, 0x78147eccd15031b2, 0x00000000840428c5,
            0x264bb6adc7ffabaa, 0xa77659775819305a, 0x635320d67a7af9c8, 0x0000000085f76826,
        ],
        [
            0xc091ccb73fda5798, 0xdd803d9268fe7fef, 0xf65edd9dd84d090f, 0x00000000a2fc6fba,
            0x0a918ac39e5818da, 0x297837453afc0073, 0xe057dcfddd9c2de0, 0x0000000088e03f8e,
        ],
        [
            0xae94f8b2ca2f7b82, 0x82f22c79c80b192a, 0xc539904ddf0b471f, 0x00000000a2dfc4b0,
            0x88c7aa41d0e72156, 0xeaff4c4906ac2d45, 0x5d08dc817a26e897, 0x0000000027b3ce1c,
        ],
        [
            0xa3e679ae67399280, 0x9d10b1947be0cee8, 0x1a7278e4869b0746, 0x00000000331c5e6b,
            0xe77740d46ea762bc, 0x63c4e468fc8372a0, 0xdd67fd457702f7ea, 0x00000000e08d0186,
        ],
        [
            0x5ed760b51b24effa, 0xfb33a3daee6f52be, 0x2194471181f64cd9, 0x000000008848fca2,
            0x5274853096908760, 0x80bad9d4e92e4a0c, 0xd128ffc166accebd, 0x000000004f758f2d,
        ],
        [
            0xe7686d52363722f2, 0x21febf9901daf791, 0x9183c49e551986e1, 0x0000000005c80784,
            0xc7e0f945d3525da8, 0xe063b6bae3f7243a, 0x4cd61f29231deba8, 0x0000000097b6b93e,
        ],
        [
            0xf504da4b94deae3f, 0x4493fb0ea63aba1e, 0xdae4d5306874310f, 0x000000004397f1e7,
            0x6cf1bdaecc8fb297, 0x0066dc81f7e1e929, 0x051fbab8d8a0bc46, 0x0000000062210b5f,
        ],
        [
            0x77ee12e4201823d7, 0x6afe43a2a2588453, 0x37f830a460b47f4a, 0x00000000900985e6,
            0x82094ec1ac7ecab0, 0xe100033c53d46116, 0x5d1a34d836296023, 0x000000008f6096ce,
        ],
        [
            0xacbdf69d82a62ff3, 0xea8f6a5113a07acb, 0xd821689b26ad10fb, 0x00000000985a6935,
            0x87cd2cb3d485a394, 0x59c7cd7f0c3ddc60, 0x4ca4ba7c65f47b2c, 0x00000000be813f32,
        ],
        [
            0xf729c70d079144da, 0xaab531131261ff16, 0x86c40c04d4af8e3d, 0x00000000467a1806,
            0xa23eca5f9325989a, 0xca3d6c2d5781a769, 0x85f0d25a9302097d, 0x00000000a12c6cd9,
        ],
        [
            0xb5f5042451c6aa36, 0x9ec6ae1d17fcc9e9, 0x3998c8e04d4f8a6b, 0x00000000113fc462,
            0x1f76155f4327e590, 0x9544229c3a0a6432, 0x2532800c0f94b16c, 0x000000002b8ec9ec,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0xd9140da5a9028a1b, 0x9dee40a02e1460a9, 0xe7e3e336b83c50d0, 0x00000000c169089f,
            0xc5bfb3a645f72594, 0x6539c0e74f72dbc1, 0xc479c84f5dd1edb9, 0x000000003cf8b900,
        ],
        [
            0x78ec9c95f7c91e1d, 0xb302c25ebedfc640, 0x59b39017e42d6f57, 0x00000000bc96be6c,
            0x012c172d263784d4, 0x6380b66f6f173642, 0xd695cd7c2d55699e, 0x0000000055aee65d,
        ],
        [
            0x70501ecadde0661c, 0x881b8867e7644be9, 0x7961d9dbabaf8c4c, 0x0000000006d1e5bf,
            0xcd1741f776679843, 0x50dcbcfe21ea8ca6, 0xb14d2ee806f9beb8, 0x00000000ece509af,
        ],
        [
            0xf25d870d30e91413, 0xb84e8dcbdd87afe0, 0xca64ebdb738d36c2, 0x00000000de685fef,
            0xca3757e3d2b538b7, 0xd8def56630fea039, 0xa4c793e400d1385c, 0x000000009e0466b5,
        ],
        [
            0x340c584105143a79, 0x000415b43587e8a9, 0x6f7622778544dda2, 0x0000000028a6999d,
            0x9451b66c5334ee57, 0xe430528bc5231166, 0x2117811f58f6ee25, 0x0000000093ce8598,
        ],
        [
            0x8a1029d84bc0180d, 0x16d91c0ab7c5e2b2, 0x5d2c699dca35f69e, 0x000000000c9664fa,
            0x7747fe0794eb6f93, 0x40431cdb0c34ccfb, 0x029480b1791faab4, 0x000000004800b9a1,
        ],
        [
            0xba9442e78f1f6164, 0xbad6e7356f733876, 0xe8c7e9408106eafc, 0x000000002054af24,
            0x134c46430e6f43ff, 0x01027b4820eb53cd, 0x562c3c8ad3aad02b, 0x000000009256db36,
        ],
        [
            0xea3206e0f5a5c913, 0x83ed71d2581bc777, 0x0ad16340d5d3dcf2, 0x000000005cc4234a,
            0x1c4a73cf8948ef35, 0x48c53952d27c47e2, 0x91486c76b77efecd, 0x0000000092ab4651,
        ],
        [
            0x534c07a3861d8a45, 0xd5a05a06d67d8e5f, 0xb09aa268ad67a871, 0x0000000066d970c7,
            0x39f1cea5c5fd6a6a, 0x5c1dabf5d45bdd0b, 0xc2147da19ea6ebf4, 0x000000000ff22ff7,
        ],
        [
            0xb27ec963bd57703e, 0x23f2e468e2041247, 0x126df79901f94e49, 0x0000000069b29d29,
            0x84383233d6f1d9c0, 0x4914d00cca9e7d07, 0xbecfeb4c900ba0ad, 0x000000009f0d579f,
        ],
        [
            0xfe9fd0689483222a, 0x86e5dd4f10e897eb, 0xe3b80fc60d55faf4, 0x00000000aa21f3ac,
            0xb0a2c779c46a5db9, 0x1b0d3388f67bfa39, 0x280e831cb3d201ae, 0x00000000c974aba2,
        ],
        [
            0x589b0a00a6661a21, 0x43670e2f8f63fc3f, 0x80f2e39a5a6d59f5, 0x000000001374bbe3,
            0x22806dfc0768100d, 0x8e085fd67e9a6a17, 0x752c88be58974c07, 0x0000000091efab62,
        ],
        [
            0x14de26fdb72898aa, 0x44612bdcaa183fdf, 0xcceeda5924984472, 0x00000000ec89ec33,
            0x03e418fa4f9be0db, 0x4d2b8fb6112aa4fe, 0x19558afd185a093b, 0x00000000d36f8b45,
        ],
        [
            0xb6c5668cd349e3a3, 0x4ce458b32d0cea12, 0xb195bef7e6beda57, 0x0000000006de90fb,
            0xe5595379efc57c91, 0x7a90fc75722139c8, 0xc5a3f56c1666ec8e, 0x000000008ffd1b9f,
        ],
        [
            0x16ada0002f98924b, 0xb0542086da1c6c45, 0x90ee02904c01ab4f, 0x000000005d3e60d1,
            0x72cfd9f556240bc8, 0xe4395b21266c61c7, 0xe65ccac759d6c6fb, 0x0000000088e16c5a,
        ],
        [
            0x8a9026c3b1e357d2, 0xd71cd7d7021e02ec, 0xba9c04818cff3ea9, 0x000000004c3433c1,
            0x0a6a0689a25052d2, 0x34162fdd7b35a9a0, 0x7ef9d92bc74dece8, 0x000000005320270b,
        ],
        [
            0x2a2859852f521d79, 0x93b0f27e5251c5f2, 0x262c60aa91614b99, 0x00000000992e2224,
            0x55a191246071c84d, 0x009e33b9d592c556, 0x1bfb92953fb66723, 0x00000000deff0254,
        ],
        [
            0x90cfb3ccf8ab2ef4, 0xe77f91051619d830, 0xeab4ad4c7b86523c, 0x00000000375cf880,
            0x68ff8dcb4fdfa116, 0xf23a75057eca401d, 0xed3325e3d34889cc, 0x000000003aace99a,
        ],
        [
            0x084778470f4b86b1, 0x7cae4f91eed6ab94, 0xacfecf01c8dc648d, 0x0000000059b56b65,
            0x24b4db9c13087658, 0xf7f4f6c86e3d9c7c, 0x6cbd62ae4356e440, 0x00000000442791be,
        ],
        [
            0xff73465b61a245ed, 0xea85ec397073ac00, 0x99a4c09fb15b0cd8, 0x00000000b0618599,
            0x7fc5a747966c9cda, 0xbded07576c878816, 0x50507906798001ca, 0x00000000b150734f,
        ],
        [
            0x960f77fde87a2342, 0x198ba6790669c768, 0x3ca941d6b17ab447, 0x0000000095972a27,
            0x218794713cc02b12, 0x9a1e8da6efe96d8e, 0xe59cd057eab861e1, 0x0000000072251057,
        ],
        [
            0xc9877f8b54e0945e, 0xd563dc3eab7f3f8f, 0x06e72ddd4f86cfc8, 0x0000000089e45c25,
            0xf671001f335b274f, 0x755d6745ef8353d1, 0xeb9dd2b14688a8b3, 0x00000000277f3d09,
        ],
        [
            0xf33bf4ea90d06a0d, 0x21fe7437d6a6d018, 0x0b25dcbe3addcabc, 0x000000003d5f9353,
            0x370f6476d96d7b38, 0xe7905d143aa74735, 0x24aaba5550837e81, 0x0000000052180ecf,
        ],
        [
            0x7e1bb59b414acaed, 0x2317b45ab6a33d7d, 0xbe83325e5a73c11c, 0x0000000025b88826,
            0x60f834a1afd1a7f8, 0x41b0d4b8bb16a66a, 0x287509957ed5de86, 0x000000007aca0f00,
        ],
        [
            0x48486a9887258a1a, 0x31bc7287fc2bae97, 0x6e31ab38cca32348, 0x00000000fa853716,
            0x0536ce06b349d4c8, 0xecad74c5210a77ca, 0x24bc7b054e3adc10, 0x000000000ba60c3a,
        ],
        [
            0x1dc9b96f10b39461, 0xaf196eadee112126, 0x2c6d2c35ad29bab2, 0x00000000a46a604e,
            0x752c48d3c0d0b50a, 0x8237a966c6bd1670, 0x8bb47eaf98fcb967, 0x000000009fd1f67c,
        ],
        [
            0x5834c1004fc33f82, 0x8bc64c89a2c8a01c, 0x06e19730ea7c9db1, 0x000000000f61ae4c,
            0xd60670efb47384d3, 0xe9ca0c751ec82c36, 0xdb775b43464bb3e2, 0x0000000001cd1923,
        ],
        [
            0x534ff3af0c6da236, 0x0ab4a3626353dc70, 0x5e9a786184dffab4, 0x0000000089d1d08a,
            0x16dfb179f2809624, 0xf7256273d8fadedc, 0xd5f431ec023c02b1, 0x00000000387a6d66,
        ],
        [
            0x4635a5b3df6299ab, 0x5f39b37c596f8eec, 0x213eb3b98107c841, 0x000000005ed9fb64,
            0xb1fc624c8b4d90e1, 0x908be7d025571944, 0x9eb1da51ccc07bf3, 0x000000006155f202,
        ],
        [
            0x0737b1c8c487a405, 0xfd083f98c168e703, 0x025fdb50fc9d491b, 0x0000000084eb9e97,
            0x76dbd186caa3d907, 0x68cad8e3707c0afe, 0xd951196265b47b7f, 0x000000008965e75e,
        ],
        [
            0x34d5bb3bc3f9dc2b, 0x1888e6e5ec80d3a0, 0x65109377e41068c3, 0x000000005ca63d55,
            0x4defb17d771bb9a3, 0xf2024a4d4a0cbb51, 0x87f2a0bc13b015d2, 0x00000000afd05416,
        ],
        [
            0xbc26bf6e6c7bdcc7, 0xacc397154ca87be4, 0x1b10d83f149f22aa, 0x00000000b3fed2b9,
            0x9a26fa79699f880c, 0x0cc5bb566b79abc8, 0x232e57ad9afd5c70, 0x00000000ddbf946a,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0xa05b3a89acece0ac, 0x6cad2fafa4b77aaa, 0xcc62894f82ab0a3c, 0x00000000ba42b01c,
            0xc7950fa354225c70, 0xa2c56edc499ac69c, 0xea849246cddebfed, 0x000000001be385fe,
        ],
        [
            0x5c2447dfbb7de446, 0x82f8ae60adceb247, 0xefb447f7ebf2bcba, 0x00000000aaa870da,
            0x477c56181063f1ec, 0x162dfeece8b367f2, 0x3ce76a9ec53d527b, 0x000000005299aa56,
        ],
        [
            0x6f2bd47bb6b5ad6c, 0x50de9b67101a7688, 0x7554aebfca4e4f9c, 0x0000000084057723,
            0x5be8bb28a84317ca, 0x2d2f3448f5451947, 0xbdbd9ab95f41981d, 0x0000000060fd925c,
        ],
        [
            0xcc12aec71c2227cc, 0x2bc49336f8a5b7e6, 0x494d3d4b2c9650ce, 0x0000000064d3c7b6,
            0xb9271aa8fb819c45, 0x3a2c8251cafc10ed, 0xaa569e02a9bd19c0, 0x00000000a50a47ab,
        ],
        [
            0xf159f0f7609fe675, 0xe4016ce7e88be8a2, 0xdd8cec61331cfc12, 0x00000000a914c055,
            0x9899a12bc9b7dddd, 0x39479fd79eec8db9, 0xfe15ecfb14ff5176, 0x00000000aed6a575,
        ],
        [
            0x094134c31e5a935c, 0x0b583384a0c43f89, 0x2ed3b1c2da70ec49, 0x000000002a3ebfd6,
            0x89cba2c19eb10758, 0xa78e8978ce8754c4, 0x98f685d174810b2a, 0x00000000c55fe72f,
        ],
        [
            0xaf2afa2617bd0944, 0x97c258569334aa9e, 0x967372d8289924fe, 0x00000000daba8b9a,
            0xa3decf898c3ce256, 0x67776ab85de3a582, 0xbb7af673c0da4dab, 0x00000000a5a02338,
        ],
        [
            0xe616fa718852ad8f, 0xc03993e007114a67, 0x5a9b9f06bfe945a3, 0x000000003766c222,
            0x0682f80345bdbcbe, 0x2539af66f45bd532, 0xa8825ca302dbb860, 0x00000000c79f68e1,
        ],
        [
            0x51c7196b9ccec1f9, 0x140f215a2a4a2bc2, 0x17bbe354d5647e80, 0x00000000608dc458,
            0x5d3ad6d44e3d9ff2, 0xb7e106d90730d7c9, 0x8079c97e085aedb3, 0x0000000091e47cb2,
        ],
        [
            0xec0ec71b33561e38, 0xe43e02e59e3efc9e, 0x465faa1d8e8972a9, 0x0000000085502a30,
            0x31c0265a0a438d3d, 0xdd46e4b5e3c3cbe5, 0x8d3ba617267ed7c8, 0x00000000c24a09f4,
        ],
        [
            0x149d5840d9b5bb55, 0xdb9419412d94b24c, 0x720285caaf8a373e, 0x00000000d5ccccbd,
            0x1fc05128637bdc0f, 0x729a86ef423211f2, 0x21d6a0b8009d61a6, 0x0000000056a443fa,
        ],
        [
            0x09871e2149c4ada9, 0x0e045a7b1b3054bb, 0xaeffb26a01fe86f0, 0x00000000ef6abc50,
            0xc5bd0b467480278d, 0x028a9967dae63975, 0x75f19f771c592e7d, 0x00000000714f785a,
        ],
        [
            0xf5a107cadc1d24e5, 0x6f524aa0e977ea9c, 0x22cc2a9555ad37b8, 0x0000000067daabec,
            0x4824627b44608eeb, 0xb7574c2c5c522523, 0x0e09951343b3e12b, 0x000000000f9d4eb8,
        ],
        [
            0x8d50adbcec22ef56, 0xeaa1d6c076f9d077, 0x061a6d141248adbe, 0x00000000313740e2,
            0x8a4d0907918c4f5c, 0x866caa31304bf7a6, 0xfe8276b081695319, 0x000000001e85de20,
        ],
        [
            0x8c77229343753c4f, 0x771f03d7a7a19286, 0x326002f31de9f8b1, 0x0000000085dea259,
            0x617dcc7c40dd6384, 0x2898efa6b2f2ed47, 0x1854031a2a01356c, 0x00000000c301a280,
        ],
        [
            0x0a2fb06b0882ad57, 0x490d9ca6be54d814, 0x2f0f3f050d0eaee0, 0x00000000eb5be1fd,
            0x7c1c5fce1f781d8c, 0x8678d551a8afde57, 0xc3e03b24d9d90bc4, 0x000000000f9a7274,
        ],
        [
            0x30e3f3745d769475, 0x964eb7128cacdce3, 0x716d47940f70e6c3, 0x00000000b3e9a242,
            0x028f918b1857f139, 0x00739fd5d2b5bbcc, 0x7622e5fee3ca0dc3, 0x000000000bf00cc3,
        ],
        [
            0xb1c1a66e059b3349, 0xfd01206195f62b17, 0xab746de9a28b68ab, 0x0000000005deb209,
            0x14224eb320c3049a, 0x9437d9f720a15562, 0xc3c5213fa98674e9, 0x00000000b36961d9,
        ],
        [
            0x56d486e09d244740, 0x37ee5d42f3ae9bf6, 0xda9d29d3e7097fe7, 0x00000000b228723d,
            0x48a2ef16a64ea8f2, 0x2b0009d3d7c64a7d, 0x71395f6bdeead647, 0x000000005e81ca4a,
        ],
        [
            0x44f9ae673026f20f, 0x9cea70eebadcb181, 0xee3c752dde6efc44, 0x000000008d5fe00f,
            0xc325598d34249b77, 0x9dcfe1a0b9edd4de, 0x85e838eea96eaf71, 0x000000006d4effad,
        ],
        [
            0xb137bbc8c840c1f6, 0x34d7da47ff8f1ded, 0x25838c719cbbbf06, 0x00000000084a613d,
            0xa68d7b272e5b5dc5, 0xaef496b76e6ee961, 0x527451ef4d42a298, 0x00000000ff51fab3,
        ],
        [
            0xbd1b289352a0e5ee, 0x6d48adc2e01590d5, 0x361e720a390cc83d, 0x00000000d676faf8,
            0xa7e29aa2f7f75cc5, 0xb39f2c0b4440549f, 0x654af52a32758924, 0x0000000040c5c30d,
        ],
        [
            0x07ef2bd213eb68a3, 0x7d82057f1ad7637a, 0x691a06a43c75e6ec, 0x00000000de663923,
            0xde34667ae692e9e4, 0xdb7cdf7813002a25, 0x1aeb7f6340173890, 0x00000000462ee400,
        ],
        [
            0x0b00691ec7d004e6, 0x4eb7eac478c69aa1, 0x4ea178a5ee04d8d4, 0x00000000ec09db29,
            0x6853b9df2d77b23f, 0x4fdb3b3a3b2ff930, 0x12fe2c999f715183, 0x000000009f7ea677,
        ],
        [
            0x7f070839a50c8ef7, 0x2d9181e428a460b1, 0xffdd0187ad0fda3b, 0x00000000018c2414,
            0xd97e1887fb611a70, 0x37a9cd61732b39b2, 0x86de2fa127340bef, 0x000000001c9461f5,
        ],
        [
            0xdf50e0c2d52255ed, 0xf5a50c5c513722f1, 0x3bccbce7d69d6492, 0x00000000c7017501,
            0x86a51c2cec39489e, 0x09852b49deefb9d7, 0xafc2f761b9628188, 0x0000000019e7731d,
        ],
        [
            0x6debaeae83f7b9b4, 0x893c652bf3f7a4b1, 0xe199e6f1d941c9f6, 0x00000000431deac4,
            0x899fd8f50ea199c3, 0xd473b80ff39faadf, 0x4ef4b3f53b601bb7, 0x00000000cc2e9f44,
        ],
        [
            0xf9c52f67b1878a0a, 0x12b6dc371ba81543, 0x1d528f7a32c24af1, 0x00000000c39e2029,
            0x8b736842eeeeb710, 0xaa3c8e89d77edd96, 0x087971c6eacfb77b, 0x0000000040f23de3,
        ],
        [
            0x276aa1717a90c385, 0xc795843d8ea1a0da, 0x17f1a1ee1f9cf02a, 0x0000000072b84033,
            0xbe13a95580e9c268, 0x62298d15c784523c, 0xf8a10c17419a8509, 0x00000000d70a12d9,
        ],
        [
            0x4360e2ab8d18d294, 0x2f573727a40bd3c1, 0xaad63100cf55b806, 0x00000000202b1663,
            0x89e33ed79a5eb5f4, 0xd3ece7a314a716cb, 0xaf97237133e6f568, 0x000000004871883b,
        ],
        [
            0xd2165c68e01daf13, 0x241b580a0776df0f, 0x05a2437676d7751a, 0x00000000be0c6eb3,
            0xf29d785f7ac4869e, 0x91ea2d108d16f65c, 0x1f76ae5609ccaf5f, 0x00000000e1591631,
        ],
        [
            0x6b9a7b114ad26461, 0x3c4be79bc6ec599c, 0x523f62ad2c49fe1a, 0x0000000056ca2357,
            0x25775e1bc7e7d58c, 0xd3c1f3c845a4a98d, 0xef5ec9971f5df3bc, 0x00000000a7600183,
        ],
    ],
];
