//! Multiples of Curve13318's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- curve13318 > velocurve/src/weierstrass/curve13318_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G = (0, sqrt(13318))`, the odd root. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each
//! as its canonical value,
//! in four little-endian 64-bit words.
//!
//! Parameters: W = 6, 43 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table = [
    // row 0: multiples of 2^0 G
    [
        [
            0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
            0x4dc9b0cef76a2bb3, 0x451d5d4cb07ae089, 0xacecac69671189be, 0x11f0805e07f348e1,
        ],
        [
            0xa177372add83fa9b, 0xc3fd140788fa0a88, 0x8f0d0857a71df2b2, 0x15493c7905ba6a7d,
            0x43dbc48d2bc4998a, 0xb95886f65e3f361b, 0xbf4418d93e196fcb, 0x13e41a5df1966cc2,
        ],
        [
            0x161f9c8fcc0426df, 0xca4587e6b74f0329, 0xf0329161f9add3c0, 0x5d3c0ca4587e6b74,
            0x7331f53c874f4563, 0x0755ed10807ae43b, 0x67f72d7c5adc313e, 0x27e2351d53792d96,
        ],
        [
            0xaec5094321b8bccd, 0x770b8b939d53c836, 0x3eac03cde4f351eb, 0x621746bf0efb68fd,
            0x6eb80b20f39d68f1, 0x54307e63f394f2c7, 0x0b6c5fd8e83d57d6, 0x04504eda8ddff903,
        ],
        [
            0x09ea8538a3f1adf8, 0x069bb8c3c7811f82, 0x8a2f30d7bb174a3f, 0x16d80b12b15a826f,
            0x8c3fd17e83ed6318, 0x3e4a6811a0cbbc3a, 0xe72d68f53c6a42c0, 0x0fed161f7d8971dc,
        ],
        [
            0x6ba0053cdc37dadc, 0xe331266305b88fcd, 0x61456b82014dd765, 0x455367799e646eea,
            0x58e5fb9e1007f6a8, 0x75d6ba9ba75ab06f, 0xca5c986bf7641468, 0x34b0d30299098bd4,
        ],
        [
            0xc54441c6c48f3b3f, 0xc73fbcfb01df5310, 0x8aebf1fb781889c8, 0x7e33d84043d79b0e,
            0x786be296e5c34b04, 0x58e3b46ee079be0f, 0x0bbe732e6a22446a, 0x01f47ce07a52ac76,
        ],
        [
            0x490366740a75f8fe, 0xef1d2bc82ed14037, 0x719a7ec0024e80ec, 0x3da91a6d004c5a7c,
            0xc88321e13e0c3505, 0xb5e5197d078c6f73, 0x1e51690ceddd0d31, 0x557e24fe5969c894,
        ],
        [
            0x5ae3b674b5891af1, 0xe02ef766b7530a5d, 0xbc2bc957005b45e4, 0x5e8989831680929a,
            0x66ee157d1ec635b7, 0xe01e242eabf91549, 0x8a611c18b43eca17, 0x4a28c875eb46c5c2,
        ],
        [
            0x20c7217e442209ab, 0x27004671f8fee740, 0x16a78c8cf1ce6166, 0x673bb0277745e35f,
            0xaba23a3e3af11808, 0x34fa11c187a49619, 0xce0b179d2a560d95, 0x40ffc620caa18be4,
        ],
        [
            0xd3dca99dcd7b48d7, 0xeb0dc34775fe9853, 0xfc25a06ef789e4f9, 0x257c0c622364effa,
            0xa367735ff3417818, 0x9c0817c1ae8d1d8b, 0x4c0f07647aa2585e, 0x7922b2a0a8b36512,
        ],
        [
            0xc10860affa189e0c, 0xfb8342490c3aeb67, 0x9ff4cb889932a27a, 0x44e6efc8ebc06eef,
            0xb70d6456bce27eb9, 0x3cb78d4c7a5a9bd9, 0x676ba6fee7173dc3, 0x1efd40fd7294f65f,
        ],
        [
            0x7f6aff38bc1512fc, 0xd5628168a4501dcd, 0x03434341db3bb75b, 0x5ba748bd6624f197,
            0x2e044203e391105b, 0x546fe980fbcdd422, 0xf57dd63d3a955df1, 0x48806381646a5cea,
        ],
        [
            0x7bf9b45b8de9995c, 0xf733bfaa52cf8939, 0x04026c8e1ae0ffa2, 0x4c0dc92c523557c9,
            0xacb3db3c2aa94da6, 0xed4edacd45220614, 0x36a36d861130ee94, 0x5508984981f2ff68,
        ],
        [
            0x2658d67d36e3e052, 0xbdfbc23f2a9306cf, 0x80e86076ff19cb53, 0x6ea8cf0f335c4436,
            0xfe8b082da7413001, 0xf7a4d3f26c56906a, 0xc0d7ae4dd9ef7241, 0x7faa40e7bda9bc9d,
        ],
        [
            0x6516eec5e53c3988, 0x83a6e9f93a8e215a, 0x9219492a713cc73e, 0x34c4d527b417eb71,
            0xf27300272fe5665c, 0xab1c48bdeca9ca4c, 0x7e0b389e0449096d, 0x0080a924ac942f14,
        ],
        [
            0x985a5f43cbb82c48, 0x8a25fac3e06d0344, 0xab492f862ee7a1e0, 0x6a999307a2087bbb,
            0xf23235f3a3fde349, 0xd1a07757db468d81, 0x070d3984976651e1, 0x4f6428be909f4539,
        ],
        [
            0x994878c7605999f2, 0xd9a35c30218b1053, 0x61dd4b3b046f03fe, 0x231bc8630841d95c,
            0x029b9de71e2dd732, 0xa79ce15a73de05f5, 0xf7786bfd2f7c4abe, 0x63c2334257e55e25,
        ],
        [
            0xeadb187642ee74a2, 0x3442fc9165f3f62d, 0x350bb0795eee7908, 0x6e32fd01dffd29fd,
            0x0836e76a490e4386, 0xed4a5c8209e24498, 0x20670d9780c63cf1, 0x638e1b8558ccf833,
        ],
        [
            0xe8679aaaed9b1998, 0xd6d1a887f32601d2, 0xbb0fcb0853e0bb53, 0x1846b41b43699122,
            0x2cce5ea1372cbef2, 0x6dff6353dc1fa3d5, 0xb782c2cf35a4f657, 0x770d6d82df000b7f,
        ],
        [
            0xff262067e34f9826, 0xed838e2afb0d6a57, 0x9748fbe94f7dc17b, 0x431018b77a6fe56d,
            0x6ae0552205f67887, 0x94a7426f3d153c48, 0xad3d6bbe50d20ceb, 0x124ee0f5eff9e1d1,
        ],
        [
            0x567f2f776627a350, 0x53668c424d8bca8f, 0x52bc5e0024e2bf5b, 0x3a42ddd4d51ed203,
            0x12706bff79442d56, 0x95a5c7dcb927b9b9, 0xc2cdc2b4e39ea989, 0x5e4c44a358d583fc,
        ],
        [
            0xc81b28d273e7e49c, 0x53835aa1d4828872, 0x2dc8070d2e3b9d55, 0x3bc8683599f07ab6,
            0xeda803e89abef5b3, 0x1625cb7a1037cc6a, 0xb8c661e03e6cefcb, 0x2749b67dfa213538,
        ],
        [
            0xe3f5092d887a9216, 0x560d71e0650be76d, 0x259a356d1042e5f8, 0x7945444ec9ea7045,
            0x766fc5cbcda4b0e9, 0x986ff75520701bd1, 0x5e4b5c609121b55e, 0x166ebbf9c46d6d37,
        ],
        [
            0x205dfcbe34ec7988, 0x778196cbb1e64cc3, 0xbaea20a1df78ea7c, 0x4dd7bd46dc9d011b,
            0xc3496d42ab45e71c, 0xfadc3a623e5eb268, 0x3f66794e953c7f06, 0x6fbca76c5cc0cb41,
        ],
        [
            0xfc6f4c32fef2a7b8, 0xe6044e7cb5622574, 0x4cc13a4dc27f5185, 0x766b3dad4dbfb99f,
            0xc1c6aa9f5c02c705, 0xe8192e0c877d6f91, 0x734874cf3ac9afbc, 0x265872004e47c6f9,
        ],
        [
            0xc6c0bd98aa0c80ec, 0x3f64bdcfbf0fe995, 0xc32ba26defea31cd, 0x5ca910628dfa07b3,
            0x450bf9960b395e05, 0xfaf33ebf79e330a9, 0x37211b9fda0d7241, 0x1dbb46480f2d8691,
        ],
        [
            0xf355b4625f63ab81, 0xaea42eaa1a50ea05, 0xa5fc0710987512b6, 0x01f5612db00c280d,
            0x965e4d456dc28770, 0x255adc72f64f0138, 0x83471f5806cb9754, 0x7601c453bc3a9fe7,
        ],
        [
            0xba1c9d54e8be7e44, 0x65db1a2b97d9acfb, 0x9e0e9e08a7d7b212, 0x46f1ad52c1eed18f,
            0x8cfb0e322cdcf298, 0x1abb7fa895160e9f, 0x0f5765e40c109fb1, 0x5497c4efed5c58e7,
        ],
        [
            0x0477aca8d76724b7, 0x42e26da4c427e36a, 0x169d6f561f5f6ebe, 0x34036cea42d28442,
            0x836ca1342bd92ad1, 0xc10ab88dcc8d227f, 0x7df075b23f8db5e0, 0x27052047477e02cb,
        ],
        [
            0xbf4c5e78ac998a77, 0xd7d56dbba69e9f45, 0x6290b9d92b018896, 0x206eeb66c296eb29,
            0x2646dcfdd32d6895, 0x809e7d95a10078b8, 0xb022f3859948907e, 0x43ddce6f6a58e866,
        ],
        [
            0xd250eee4aad03927, 0xc7f2f4114fd074a1, 0xbb1c3e32e7553c2f, 0x489cb6b93d356238,
            0x5fe8657a97ea29b5, 0x29e7a74e9a40a758, 0x2317a28575138a95, 0x2b669803541eb06d,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0x69b7d8c4082accff, 0xea324385353ef406, 0x85e9f0a92a6fc222, 0x2c4a5ac8fd793a3f,
            0xc74d567893581372, 0x6568b2d8ccab095a, 0xad5875090ee0d7df, 0x0a144ab2e0f0a6d5,
        ],
        [
            0xfc18a4d81426da50, 0x5c83600d083e7708, 0x8ed987447a27ea5b, 0x6aef6c8c7a2c5898,
            0x16fa2c5818a9a059, 0x6c95350c1775bce1, 0x4365e23bdee791d2, 0x0ba2f7115b67f1b4,
        ],
        [
            0x373e3f0ffac60da8, 0x62a8443aa0f12cf7, 0x9ca9c1d0ad4ac46f, 0x4797b1de6e63750d,
            0x47986696883633ed, 0x00b47df32f76e6ba, 0x2d68752047287f48, 0x66e14631d4e41221,
        ],
        [
            0x064e764714422afd, 0x05b33ee083803c12, 0x944dc974d702402a, 0x4bd87afdd2bf231f,
            0x84eca1879adf069b, 0xcfa95cce206da1ff, 0xdd58f554f9e4910a, 0x5a1b8d6895fa46ba,
        ],
        [
            0x8624cbac8a3ece54, 0x48f9f3dd7df80a55, 0x69bd0cea811286c9, 0x69e4e2c1a2de6806,
            0xa37fb293f6b46188, 0x553e8ff413864371, 0xaf702ca14b375d47, 0x59434f7607fb8074,
        ],
        [
            0x6cc70826f7da62e6, 0x8218c1e75d7b425a, 0x00fe10901f296bd8, 0x6abf3bfe729d36cc,
            0xd689ab6923957dec, 0xce79b62db7f100cc, 0x807d3acd79e06aad, 0x1f58e890dfed3c83,
        ],
        [
            0x5fb9222b68e9935e, 0x7b33a4160babc0ef, 0x053619ffa9909df2, 0x36abca30800adc3d,
            0x41e5c28d3287e3eb, 0xfb483b117568a51a, 0x32155839183f5725, 0x0b69562e7a110990,
        ],
        [
            0x1f785e592ad6029b, 0x11be96d908b030f3, 0xff9f528458a6a5af, 0x6b2d982854d9cbc3,
            0x181a2f8959a6221e, 0xd177f5132b4a08f5, 0x3ceb8a1fffcbb942, 0x479bb8405576ef09,
        ],
        [
            0xdcaae6173ba1017b, 0x7a30fccd65f9d27a, 0x3561c4dac06b253d, 0x08d2ec6ead5bf83d,
            0x9046fa3c31572153, 0x2eed791e2987aed4, 0x4c8d0e18dca989e2, 0x4d782656d06337eb,
        ],
        [
            0xd6a38f773fa9487e, 0x752f584385a8849b, 0x313282857cb47072, 0x628e4993ae9b7862,
            0x4d1c2eb2d2d975d3, 0xd8d58513e75ffeb4, 0xafdf2c41685048c9, 0x54df5ae4688ab7db,
        ],
        [
            0x28c7f32b5627924b, 0x75c27d4143e9488e, 0xbec351f2f9cec873, 0x76082618b32f27e8,
            0x9b6a61c7ebb16d7a, 0x529ee1500dbe9165, 0xb558fb8ac950599b, 0x3b14e5199c45bf64,
        ],
        [
            0x9b1f81f90b5fece6, 0x0c92b51c4a4ae482, 0x6712fcac8fc1be7c, 0x367f06d4b7a1e424,
            0x5c15cd3bbbef9e48, 0x653a7ef49de6d146, 0x18653fdbff968ee0, 0x08779d54706e470c,
        ],
        [
            0x16525e98827573e1, 0xfe873cf7adec2c91, 0x6ceb0959091f0962, 0x3bf3dadff7b264fd,
            0xf4a3f35d97269e11, 0xa2fc172ad3c72f28, 0xac9d6d5f0148237b, 0x4fc4e4c963b04121,
        ],
        [
            0x9425e48d35fb5290, 0x5d19940e5363cd81, 0x8bf083722a9286a5, 0x2af9975199f25440,
            0xa42b77fef293cb8c, 0xbda7cfa121ad1d83, 0x5f2579836513fc50, 0x18916d533563e1d2,
        ],
        [
            0x04c8d073d984acfa, 0x1cf45e98cd649eb8, 0xa302d6638667b499, 0x3b0afdda37a4d757,
            0x4e5bb0df4dba6e70, 0x20b8509cb09adc67, 0x4d834ae4003a5093, 0x556b09238f449146,
        ],
        [
            0xa5143d12d0f43acf, 0xa0c2743d70855b05, 0x76276fe608d10ecc, 0x3fe9fd4cde252f10,
            0xaaca08871d62f009, 0xb8e47a6b1333d1b1, 0xbac043d3f4e2f2cf, 0x11f0eb91db30f8e3,
        ],
        [
            0xfb3195315263331b, 0x961a8c10a720cf29, 0x472199a9d9ae0308, 0x1dbfc89a6608a74b,
            0x5fde5879c7464f3e, 0x63235eb9975e4b2c, 0x021bc8704a211ab5, 0x206b7a849b84e8ba,
        ],
        [
            0x35beff7c49fef53b, 0x3bafecf4e42e8891, 0xa3b7017abe88b6ca, 0x59dee71a83486a6e,
            0x66fe7d482e7f9ac7, 0xa02c48afda2b19cc, 0xa454b04f7e880e68, 0x4a94311914def7c0,
        ],
        [
            0xc1e96899abfbac57, 0xddc6ee9dc2005ee5, 0x4c0e11688fda860e, 0x0e5561071b878a7d,
            0xe42b38488838205d, 0xcc63ebd9b52ec991, 0xc853bb6fe2126dec, 0x6df075348eda881c,
        ],
        [
            0xd815a149a42cf2aa, 0xa7b71c9356138d82, 0xf954403d6f84bdf0, 0x741a07a50936b275,
            0x37ef5456d9f9cb26, 0x6c7b056a4f596555, 0x923e9d7e78cd173d, 0x23668804d8c0d737,
        ],
        [
            0x7669e80f6f43331d, 0x0fabd0b269622f6c, 0xa45bcd945f5fc2be, 0x227f046752c0517e,
            0x520c2d5637f2c7b6, 0x583c2188b9f3237b, 0x254cceda05321b04, 0x54aeb124fbe1355a,
        ],
        [
            0x5b2b828e5fc06a21, 0x6124a83c540c864e, 0xcb980afad72c8b83, 0x78b7656d6d7a4c3f,
            0x641008caeff26a10, 0xdade9a4ee96f0eee, 0xb44ca39f3eaf4220, 0x181bf4c983dcb1e0,
        ],
        [
            0x8cac6e1ac4836ffb, 0x307f3681cd72e19f, 0x2d0c0f407a2cd851, 0x1ffec292b08e8996,
            0x93a4c28dc74a7a6b, 0xb335091720e9a1cc, 0xb6550bf456b8df37, 0x3225977a692fd18a,
        ],
        [
            0x4c87fad045e811a7, 0x12b68e07a738f537, 0xc8d57cc913e4e27e, 0x3a2aadad1e855e66,
            0x60ab6c6ab55eb163, 0x393b950c98f17e16, 0xbae8a6c441c07fd6, 0x76bfbc62dd864746,
        ],
        [
            0x19dadda606ac4512, 0xb2239b154f20e109, 0x40ebc3b2a6998df4, 0x38879e7014597ab7,
            0xa217303cde63c344, 0x799139f56bf29b5f, 0xacacc8f5aef188e6, 0x215acf9df0e893a5,
        ],
        [
            0x45c58c2dab8174df, 0xb1c31ba598358af2, 0x512fbc5d0859d077, 0x29713e714c4d1560,
            0xa4516405867a5a80, 0xd39cbbc1c6536d8e, 0xcaac8f279efb6475, 0x44165d82543216b7,
        ],
        [
            0xc649e6a459fa2c46, 0x631f9758c759400e, 0x71c0ee6e9d8bd69b, 0x7cff3666c970e301,
            0x4742a1de97f9b6f4, 0x7e0cef65ccc42623, 0x7d39e02c0d577a61, 0x115edb116dee5ab5,
        ],
        [
            0xb47425e64681ea1b, 0x0b5e0d5cf4d55e61, 0x9c77e93288bb5e73, 0x31c66a06a1e2b50b,
            0xfe3d7d6bf02415d7, 0x09a2a393b45a32c4, 0x516a95ec76584a65, 0x53f78ba834454d54,
        ],
        [
            0x2178cad4c8b080b5, 0x284781af9c10359a, 0x681d3ed0e590daf9, 0x7a1b9329d15ef3bd,
            0x1e9e8f2ce1d8ba01, 0x0090a27628a04ab4, 0x1825b52102f32065, 0x53a81abdf4a7ed81,
        ],
        [
            0x08852350249285f7, 0xaf0e4d0ffaaa5922, 0x33d4c810e0529725, 0x7700e439993f3d58,
            0xeaf4aa507a35f42b, 0x27d3be0864a6f371, 0x4e8552df16ac671f, 0x1f137c4309c3f049,
        ],
        [
            0xa67cb8cb0c1875d5, 0xbb8e6e00f436bde5, 0x706ae3f22f7963a6, 0x279db9c589d334e0,
            0x75cf1d783cbde1fe, 0x47e748087e9b7720, 0x73cc45acf2e4b1f3, 0x0c934ed99238130a,
        ],
        [
            0x8e7c9364705139fd, 0x01078061dbe5f680, 0xa5ec53182cf4d34f, 0x7aef8a354ebc9799,
            0x4b1869b72e479121, 0x7e4cd93ffafca6f3, 0xf6e35eb48143eb5b, 0x523d9175bc4fd53e,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xc50eb745214b1a12, 0xaf12e9e0a0d053f9, 0xea05acf81f3d7c54, 0x0a356c96ea5710ff,
            0xa584d8732fa8ada7, 0x218f6b65e12bee6f, 0x7d202ec533434ca5, 0x2ba8341261a1c022,
        ],
        [
            0x86eae82d2818d59d, 0xd43fffd28f4a10c5, 0x6a9cb59635098ee0, 0x1270c1df3b3dd77e,
            0x1234a5712e5111bc, 0xba81c93eff3ebd01, 0xe04add4d3e4f61df, 0x709a8bfc9e9560dd,
        ],
        [
            0xe03e748928ceb88b, 0x4465256e4160ce8e, 0xbe140c78e88280b4, 0x219d9011144740e8,
            0xfcb5e981052f035f, 0x9c4e903aa0394081, 0x20dae9204f032072, 0x77a68a76ad2449a7,
        ],
        [
            0xe709268cd6a296d6, 0x9737e771671bf850, 0x1a01cb25ca7b15d9, 0x5b796fed3435df5f,
            0xb10a749f12c4e9e5, 0x73795b45b78bf21a, 0x7dc6de1dffb293c7, 0x36f8da41bf9cc85e,
        ],
        [
            0x537bce50969acce8, 0x275a91298e91082f, 0xfa8c08112c86ef2d, 0x2ac25254c9d0e29d,
            0x18b50b2c3ed1e0cb, 0x7c1cee367ddef089, 0x4190b592ebf5cda3, 0x4afaae63e73980c9,
        ],
        [
            0xdb3f413fd7757bc8, 0x6bf012f5bd39bcfc, 0xb71bc5b647bbf68d, 0x137ca254f047cca7,
            0x0b7dd31aba216f4c, 0x0c9f60cd45c2c771, 0xc5a0103f52083738, 0x5a4f2467e268f612,
        ],
        [
            0x29eb2318ef16e349, 0xe6a8d4f61a437c69, 0xff304f9b67b6085f, 0x51e0ecfb843738d6,
            0x7fa0b92f0f98f33e, 0x72dcd017053d9b4e, 0xa71e554d9395e1c4, 0x35bc443e7f258e44,
        ],
        [
            0x86c12d1b73912195, 0x7da95cd7a000570d, 0x65e00d7b0287dd8e, 0x377f3874da75ca15,
            0xb60862ba9a4eda5b, 0x948a3b8d9b09153f, 0x037f7320d3badc8f, 0x28bd2696cceef54b,
        ],
        [
            0xfa67a9927028d587, 0xb93448a2c13e1d2a, 0x029d3f35a416f4ff, 0x696461b3eabe8afb,
            0x5c0c05d7e6676a59, 0x7af34a26c4fffe8d, 0x43118d4fcac1f150, 0x2548d9f67f4e874f,
        ],
        [
            0x7dcc4e7d7e796c0e, 0xf24b39d04faef610, 0xf96c6dea22a63c14, 0x6e5d3d952b87dd7a,
            0x105068649b5a95b6, 0xec613952704aef79, 0xbf3c0d058dd60a52, 0x05220b35c829aa4c,
        ],
        [
            0x0f6005da098d2c75, 0xc830a3a9d93ce99f, 0xb8afe0c61e960309, 0x3d71d0619ec1b79b,
            0x9d34700f86984446, 0xae1daa1c5e826c11, 0x7b88fce7fbef4763, 0x261e6bff8e29476d,
        ],
        [
            0x18430a42c2d09d1a, 0x4a1028aa0acb7534, 0x0c8998957813f386, 0x0a15dd6e54ad8217,
            0x4e37337e6ae77c18, 0xe054cb4c21a42bae, 0x9b25d5f4f971f39a, 0x589382057901b0db,
        ],
        [
            0xf720b9b56d98dbc4, 0xdd08cb9cb075d4e6, 0x3003aee4b40c8f3d, 0x5eb4e74579eae2ea,
            0x9cbf51505b3d0ff2, 0x28cfd8757c8fbd2a, 0x01bd70cf7a4263fd, 0x1b658f408d717829,
        ],
        [
            0xbd7bbd43b5cb6c3b, 0x93a628b3cb71965a, 0x09e894f03b500558, 0x0d15d5d91912645d,
            0x0f0a3b486659ee91, 0x1595592038bad07b, 0x8a4b0775a4e36050, 0x30656e4e5e66f32b,
        ],
        [
            0xa8cfde3a3e1a4eb2, 0x32e19b9db488f5a8, 0x0203d2f98e907312, 0x6d996bbf0d173a54,
            0x162567570fc1afec, 0x7a4547656a87fb92, 0xb881bb5352f2d378, 0x546287903600cdbd,
        ],
        [
            0x2ddc354d7950628e, 0x812ce4fc7b343896, 0xab1c74f02977ab38, 0x72965b3b7d2428bc,
            0xf5d825f8776869ba, 0xc8f4053dfd92103c, 0xb6ae1b6597228659, 0x2ae2581dfd005576,
        ],
        [
            0x4bc91b1cdd4a3149, 0x3a44385f57c64952, 0x6bdfd39c8d76f115, 0x70e807dfeb3bc324,
            0x0264bc08dd64824a, 0x5f3f1841a223e349, 0x10247ce546e44b7e, 0x4f146c49b17a68aa,
        ],
        [
            0xec02baf4c0d1bcd7, 0x75ff767d24af4e85, 0xb403b848933a7254, 0x33920e1d41b5cd95,
            0xc95d77369a3dc246, 0x82e34a483b2c741c, 0xe0f2d9821cae4041, 0x5362891cf0d22d07,
        ],
        [
            0xa2219655d23c6364, 0x68c280608ee76ef8, 0x49e70d2b25b8eef8, 0x39f548782efb2485,
            0x80eca3777d05f592, 0x0f45b5fc742cb8e4, 0x416a8883061ce40b, 0x7ac4c64d84842139,
        ],
        [
            0x2f58d6c3c5159c03, 0x2c812372b2680eda, 0x06f10a30240349e9, 0x6d88ea6c8e14dbb1,
            0xbcbd659f4b715eed, 0x01d8f64482ba89d3, 0x4edf5c4b7c0d2652, 0x35748c95d9ed9de3,
        ],
        [
            0xb9d3de9d37db3013, 0x2dacb55aadc1b10b, 0x75c3a90f15917ba7, 0x1daf23bf6208ee0a,
            0x8a1258291a7d0b6f, 0xa00b186644fb7f44, 0x698cd69887132c24, 0x2e5fcdbaa4e7e3b1,
        ],
        [
            0x509700f1327f44ff, 0x38d14fbf65688038, 0xce9db04cf9e23030, 0x7591daf031ee9f3f,
            0x03bc7d7110d60da7, 0x0ba9640c8d719b74, 0x32184977994b3745, 0x592634d3ca3d0534,
        ],
        [
            0x16b4dfc208bcc875, 0x7654250f8493b16e, 0x64ca1d67577ada17, 0x309d860b7f3373e0,
            0x2581b36f64fbccdd, 0x6cb0de4a1cd16f8d, 0xde5a056a3c5433f5, 0x62bd334251228376,
        ],
        [
            0x4960e76f07791d5f, 0x8d4f6c1456c52352, 0xa40c1fe76f993091, 0x16348fb9d69193a9,
            0xaae77afaa3405ef8, 0xf68f416c62212bc9, 0xb0ea003311035b50, 0x67d2b0d7847fad4a,
        ],
        [
            0x7d99c6fe2d25d80c, 0x4c392874d68480a5, 0xe95fba2f18f85a86, 0x35dc393d5fe41f29,
            0xd7d4fa63389294be, 0x6ee64bfbe25cf9c4, 0x2456517f97bb5528, 0x5e5790732347e8ac,
        ],
        [
            0x4629981993fe5fb0, 0x3a0f4861770ce1bf, 0xdabbebd68e5eb9bf, 0x6dadf8b65863077b,
            0x5c82d05cba235ef4, 0xd4569ca535ae20bb, 0xac4c34419e6e744b, 0x188ab98069857ea1,
        ],
        [
            0x68fc8c31601a08ac, 0xf3aa3a465d6e1824, 0x20383178a7d6e5e1, 0x31cddf0faf39365b,
            0x5f71ad511793f812, 0x0ba52e9f357d2df9, 0xa122d44e7504c70a, 0x175c0ff2b2ce4fe2,
        ],
        [
            0x28a3c8ca60df2811, 0xdafeddd4ef3c5868, 0x49d0f39a0f119c8c, 0x6f96f32fe431233e,
            0x8b16e043c787e2b4, 0x020a39766379cbe8, 0x22a73d10326895d5, 0x1b5a68bf2b3d9999,
        ],
        [
            0x15537a47eaa1d64b, 0x14925a103d9be73a, 0x88547e535634070a, 0x0c297ebd1e329262,
            0xdf28e8e8d2e24877, 0x9b7297918b21b0e7, 0x10ad4aa0abec41bb, 0x317d4397e7e41d57,
        ],
        [
            0x3c4693023b5cf4fe, 0x0fdcc8421a3a740e, 0x3595290b5feba0aa, 0x26036ec2b7f26c51,
            0xf0c087c190059345, 0x8c716aed1c38712c, 0x6b8d1d6af74d4927, 0x2f6288a2be135ee1,
        ],
        [
            0xb852583acf19d61d, 0x50de295217d44dbd, 0x44fbf5ec228ce1db, 0x7658c7a983ea2075,
            0xad920122dd427a07, 0x491f86a1c986292b, 0x594d91faceb23f79, 0x73d722055514e97a,
        ],
        [
            0x69ab6af83bf4c9cf, 0x97ecbe941d76b48f, 0x4b5214a95610b633, 0x27a3e1707e420a5e,
            0xab637326cb3ff15a, 0x5567897ee327a06a, 0x8ea14c17bce89ccc, 0x20c28e3f573ab6bc,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x6a569c7cfe38609b, 0x8d9d3569f6a55add, 0x7029c4d4b4304105, 0x1497c3d6b00bc635,
            0xaf03aa697bc2827b, 0x648bcbe8e612570c, 0x57e630c91b22a208, 0x7fa187a27f37b45e,
        ],
        [
            0xc16503d4c9953fe6, 0x8b483089cb6af652, 0x6483f9caf49652a8, 0x15218ef4ea1b95ee,
            0xf7ae98542a0034c0, 0x755f02b4fd370ba8, 0x012ed6db4ddad97c, 0x604fcd4d6ba23a4c,
        ],
        [
            0x676481cd30e4353f, 0xd6045fc7e3c3e0f1, 0x0768b77fcdecc3ee, 0x6b4e5cf1aaa74501,
            0xebc7aa6c4b4e3493, 0x2099d71d70056900, 0xb17f10bbfebdb9ce, 0x325b5d829088645b,
        ],
        [
            0x81b4929cff0bba58, 0x472cebb3696705c5, 0xd92d5ba8465820ab, 0x3b5b309cc1b6b46a,
            0xfe2dccb5a69f7829, 0x8dc8e577193f172c, 0x9b17adca40f4380e, 0x40cc7eb9eb4bd7a4,
        ],
        [
            0x95a9bc21099c5552, 0xc9c09ec61b142cc0, 0x108b41e4eeb096f6, 0x75862b74bfd79bff,
            0xdcd3f8a7231273a0, 0xea7b3c308d4ea572, 0x2670c993f4745a93, 0x0bdc8cad10367540,
        ],
        [
            0xd33d7e3d19bb5cf4, 0xc76e0263f50e5f6c, 0xf8ffc885fb2da92f, 0x1871a2a68f7caced,
            0x47446912c3b33f08, 0x3f6d7a75b9c4100c, 0xef737c4b24ecf68e, 0x38e77cd6ea4bf688,
        ],
        [
            0xdd9194c7ac890fe2, 0x1f74a971ef026d78, 0xd04835a85860a2ca, 0x607d5231957979ab,
            0x2c31db2780a68e5b, 0xe30902cea5926f3c, 0xa3c7ac5ff5ca382b, 0x58605829bd616f42,
        ],
        [
            0xde570a814e4365bd, 0xbda6f53b064a842e, 0x9732f9b29ad030bb, 0x0ce3ca4f6fa77f24,
            0x7468fbb22035845f, 0x74bbd086d10ccf23, 0x1b8adf87a5d3be20, 0x07f6c1755848a26c,
        ],
        [
            0x4f1bb913725ec2e6, 0x9baaf96babc9eb1d, 0x35a658800682df31, 0x53f3215944cb60f6,
            0x2d0ff47abb7d979b, 0xa08fa1dafec9aa00, 0x737936ec277c109b, 0x7d79f2a3c7ba4bdb,
        ],
        [
            0x25070e9bfa8bf669, 0x6cbee2ce8342ffc2, 0x170cc5a465bcde3b, 0x63deb4c38b51fbf7,
            0xa6fb5a69fa6584ee, 0x54aa2fed67766218, 0x807d936fcba68d4c, 0x6aad9aeff98d6da3,
        ],
        [
            0x9e0109590daf93e8, 0xe6d4a01022b5bee3, 0x3e3097cbd8e6b016, 0x0ce36198da57bfe6,
            0xb95e97bf15ad847b, 0xbb9207a0af56ba4a, 0xda1519e20c390254, 0x07ec666e5e60fdf7,
        ],
        [
            0xb40e131d0ff36bd6, 0xa1244d578da12c2d, 0x6335e2b0b0747701, 0x600c5147e44b56c7,
            0x5dddffa074d6e989, 0x1c6ac6295dd7de98, 0xaaf6efbb01c568f1, 0x766493824c6efdc1,
        ],
        [
            0x0016b6692780aaec, 0x5c1a140042e7b214, 0xfc80ed02fe46db4e, 0x54f72513db3c0d30,
            0x9672172787539a51, 0x3aea058c9be60ca7, 0xe82606936695cada, 0x6259401df6880bb3,
        ],
        [
            0xe138ff364f5abb9d, 0x5667509d5a55e30e, 0x734fd414a99aa865, 0x4812695c7f76b305,
            0xba9b281978fedaf8, 0xce1dd350c4f6c26f, 0xfa254c8bf50b9032, 0x63351179dbee6550,
        ],
        [
            0x595760d5b1a46611, 0x144046ecbdb37d80, 0x1826c5f17bc4ee43, 0x56d5e1c49506bfcb,
            0x9fdf34a72a8bca35, 0x67c6bfbcc61a6258, 0x2878569d4ae7d5d6, 0x40248669d43ff126,
        ],
        [
            0xbe1cbe42547c4fef, 0x514eac72a0d80d0b, 0x65c2ab5a156b3273, 0x121426460d217522,
            0xf86ed383491a1027, 0x18be98568a2b6f7e, 0xdeec112dda8074de, 0x265d20750eda2091,
        ],
        [
            0x057b77f13d56068f, 0x9a44a2d6b21079ee, 0xab988b7ccddf5c2d, 0x1ff64bc0649ed867,
            0xfd46b105849838b7, 0xce3dfecfa7c7fec5, 0xaa287d2e8598f972, 0x3075ed39ee1bd96a,
        ],
        [
            0x5c13dfb43b7b5069, 0x981be3cd8864a951, 0xcdcb06c20c09b882, 0x4d43f65f701dc928,
            0x5ec5135e5f4194e1, 0x8500e6a97815e017, 0x9045188233e27683, 0x2774592f7779f252,
        ],
        [
            0xf67b36c3fe8ca348, 0x1c60666d99da43eb, 0x995dbbb74fcfe04f, 0x015e6e872487168a,
            0x44dfbad72f9e3262, 0x4ae0d97bf6449948, 0xf33f43efbf4aee42, 0x30ffbf687fa3ddae,
        ],
        [
            0x39ba059938059398, 0x75bc5340c7180ace, 0x6271808160e58987, 0x1914c4b3a13498e0,
            0xebe016b1a5fa1a03, 0x2b890315e81da8d5, 0xd64b7b50d0e07f87, 0x3fcd1b13add8c9b4,
        ],
        [
            0x4d20952a5c52cf74, 0x878caa68c55d726b, 0xd1db7f5e7de3a924, 0x4034924246a4bb18,
            0x70e6a6d664f5a8a3, 0xd360faff00055892, 0xde7a51931e799a20, 0x5db9d3caf45d2082,
        ],
        [
            0x092cb68118a8c693, 0x5d85b05df40f43f3, 0x6f787d6b3070111b, 0x11ebc2ff18509ecc,
            0x71181094e15e9fd6, 0xb8bb7bf21c594981, 0x19f4af4b863010af, 0x29e787cec12cf0de,
        ],
        [
            0x31b7ea1d1036243b, 0x95517553e67baa13, 0x335e5bebd10e5ac3, 0x596e9fc684cbd02f,
            0xe6a709c287fbde45, 0x34795d10252242ce, 0x3f316fcc36a04006, 0x0835e6914a13bd33,
        ],
        [
            0xbd0a175af3f8a003, 0xf7d1e3555fe10a87, 0x5dd78b7a4b36be37, 0x026aba3041c7e013,
            0x787e6845dec92c02, 0x98e4f7e8cb881b2b, 0x672c077e84968d4d, 0x696323ff117f9c45,
        ],
        [
            0xf7e7e97cf498ecd4, 0xf7a40dd52c387198, 0x9c18b54520fde363, 0x48a9f89ac291397d,
            0xb75f96185e6213cd, 0x7190758072bfc7b3, 0xf7cf9c09d517e70a, 0x22ecdddda85e9a4f,
        ],
        [
            0xd234652f5cfdce05, 0x1c0dabb04bb1bdce, 0x9fdbc53d7c917f9d, 0x0486406c9a16fd9e,
            0x8b4d58f126c7549d, 0xe70a5b5af3961c51, 0xcfe5b7c0b99804c1, 0x123c0c5c47a2aefb,
        ],
        [
            0xceb841cc56e3be4e, 0x3ff7736b366f6c8b, 0xb74992050b16bb2f, 0x4a2ebeb9e1f8f991,
            0x44ea75c31aff9d98, 0xa93634c74fe87da1, 0x2200cb141aaf0390, 0x4d8b06875891d644,
        ],
        [
            0x83fade064ab45f88, 0xa8122841d324b8fa, 0x107bf9a48e030bd9, 0x1ba59659bd87c27a,
            0x105b235070f9eaeb, 0xd07d9a6ee469533f, 0x57a6ce9953194810, 0x46bd3a3a896734ba,
        ],
        [
            0x8ddb5e2fd6a66fa4, 0xbf145c03aa62378b, 0xfdf65e2ff3890392, 0x271679409b54dd7b,
            0xeeac223acfa83a37, 0x4f9e43f4f232ae5f, 0xd91ac3e2cd9f026d, 0x065e41a421fb3e30,
        ],
        [
            0x4e84d9fb5381cb1a, 0xafa64a2627ecd3dd, 0xc533668e576c5423, 0x16bc04707aa32c4b,
            0xb252e3e1769fb516, 0x258df5d6242bad92, 0x70ebceb50feef049, 0x47d0f89665f63dbb,
        ],
        [
            0xde3ad917d7ed4ba4, 0x7e6f95e09295b797, 0x17d04df8b94f8e33, 0x74076d6b319fe95b,
            0x9f6be6d3b5474662, 0x6624223d7dd8fc45, 0x4167f5748d9cc364, 0x20710c3114724cc7,
        ],
        [
            0x3bbec1c1a346ddc0, 0x36373a0ff0c98478, 0xd3297d02d78d8111, 0x44bad3c802d08591,
            0xc6f5d1316013c6c5, 0x51fc5d3b182a9671, 0x21130bf9c9b9b879, 0x74572facc6bd7e8e,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0x900050f5a8ed349f, 0x685a4b5d833534dd, 0xd1a5e4302ccbccf1, 0x36c0c34c6a741cca,
            0xef3238e550a76c89, 0xf9791f500ccae586, 0xc857bad979ae5153, 0x77e168f401807ff1,
        ],
        [
            0x4d57cf713085569d, 0x48c9b99bc16e71f0, 0x9ec35e7e6a6f9626, 0x07263bcd947bae1f,
            0xf840de878cdd1622, 0xccc54e7ad64b53fd, 0xc36c9dd9bb8ea9fc, 0x0c67d54622832bb4,
        ],
        [
            0x83f4a7b7da2dfd5e, 0x0f84b3b229b5a350, 0x6c71688ea259c830, 0x0cff0759e48483c6,
            0xed20ca4c131f8e0d, 0xe736b0d94e743341, 0x532a552a710f5726, 0x02aa181ffaa8d896,
        ],
        [
            0x2c5a4781fad4ea0b, 0x03ac5f5afe3cd0d0, 0x9824e8390f2b233f, 0x530f40051ca794f1,
            0xfdfd972dd0f17c48, 0x2fdf1c412b7d8ad0, 0x994b0fe750e2bd10, 0x50448387d9d7cf14,
        ],
        [
            0x2da7a35f5cafa7aa, 0xd0609e46803a0a48, 0x08f3bc77357b896c, 0x688cc6a39121dc32,
            0xf8065808815b78a5, 0xa4b8e782577a8e0f, 0x960d385c70d8e1e2, 0x0be94716d807b517,
        ],
        [
            0x4449bd6db09a8046, 0x18f2678979ca9aaa, 0xe8f6d5a1c7aad1b7, 0x0d92c9320699a3b0,
            0x55d4d7ca3c41d1f6, 0xef8f57bc6782f44c, 0x782619ffa0a74c82, 0x0d6cf1f046afef02,
        ],
        [
            0x76a3cebc5fffdd20, 0x15238a337b6317c5, 0x4f937ada187ed8cc, 0x31e7333aaae44055,
            0x90ef8c51201de711, 0x1ab1bdb72e8f5f77, 0x8ffbbf4ec9ad46dc, 0x597d6e23706bf4c6,
        ],
        [
            0x9e0c4d57c951443a, 0x949a509d1ae2f5e4, 0xc3bbce57becd5791, 0x77c565e43803817e,
            0x3c1357df4cbc8acb, 0xd500bfd0df43b45d, 0x99bf34871c779b5a, 0x1b63412c3bb8b79a,
        ],
        [
            0x00b2dba485aea44d, 0x2182f84e4267e575, 0x72a495fe06cce4f6, 0x13a62bc3293a6e78,
            0xeda0c52d7f242085, 0x2f2c0e91578609c7, 0xc3dd66700bf74202, 0x6d144b1b9df8ac27,
        ],
        [
            0xea82a7cef73266bf, 0xad2269a238ef9d25, 0x14a45047b92a5499, 0x0835b4dcb65e1c7b,
            0x9e238f0c7b77df80, 0x467b2a1f536f4b38, 0xf4656c71aa293099, 0x73bd2577536e500f,
        ],
        [
            0x1e96ed843d7a28db, 0xf9996e1b163624c6, 0xe34c0ff60c0572cf, 0x6b3bb5e8b0c1da7f,
            0xe4f1e22e811ce2f8, 0xb84424cd51f99240, 0xf564ac950519eb92, 0x551040f553025d10,
        ],
        [
            0xd11f8bdad5153bf0, 0xeeb2333e15328960, 0x5c41efcbb64a3110, 0x775d479f4ed5016f,
            0x0cfc38291a3a96da, 0xac06127c65527280, 0x33276d1926636d3d, 0x10c793171fe5a42b,
        ],
        [
            0x703e92ccc1222795, 0x0c1f30e6f0bbd453, 0x4a735fe2f1f0a597, 0x1189e9494c1b5dc3,
            0x6308f8fea1671ee1, 0x1ec6b4ab75387d23, 0x39a3a433b6f26bcb, 0x43fddccfe63fd82b,
        ],
        [
            0xb1fd49f9d4f0488d, 0x780efd2c408ccd7f, 0x4b53c205e5df299b, 0x54cff9176a124c72,
            0x82c89bd7dfea61d4, 0xfb7eb851404976a3, 0x82f1ca8d3f8eff3c, 0x76a3596c7c8d2eac,
        ],
        [
            0x4b5220ceb300d9c2, 0xebab53226ed43d6c, 0x75e0ccfabbb0269f, 0x137a8e666b642f72,
            0xfd0c44c3ef62d27d, 0xaab3139add3ee578, 0x1a6b61da0d366892, 0x228600f4242297da,
        ],
        [
            0xb3f7f3de5095b89d, 0x9311345d08fd77bc, 0xb00594c22b1550e2, 0x30930553021057c8,
            0xd47e7e0a545d2cca, 0x47c01ac6a34d0ab5, 0xc5d0f83d5af21a3d, 0x03f1e9969f029806,
        ],
        [
            0x64d347ce40077ade, 0xba70ce525ae79202, 0xaff54193d2d09439, 0x1ab5571ea639b67e,
            0x7de01388479926f1, 0x41c99bfb03183de7, 0xf41f4ad604611251, 0x588faa0922038e31,
        ],
        [
            0x87b08aa4e9a2da21, 0x10c05d3dfcd1c577, 0x5d4778ac9dea9a3f, 0x124aad56e89eca9e,
            0x4d960bdc42ee038c, 0x4c32057de1007578, 0xb8ae81cb520f7587, 0x741b0b59185920ca,
        ],
        [
            0x63d295c214b523b9, 0xaac6066604e9651b, 0x9bb13a53c4b075c5, 0x196270fe6ecdf63b,
            0xac7cf62f7f972eb3, 0xf80eafd2934f1999, 0x7f9fdd82c0221f8a, 0x791c94ee63e1b4e9,
        ],
        [
            0xfddb64c72a838909, 0x27ac6b8309c3dd30, 0x5e2a3c2e1395d1a6, 0x3bd93f00ab4f38c6,
            0x409c1a02f44e38d2, 0x6586dd683fb9eb38, 0xd1d55c952fcfe16f, 0x2cc49e948f6b72fa,
        ],
        [
            0x603736a3938fb76f, 0x9035c8707ecffed9, 0x3e4f36beb0290b0d, 0x334dd6a7e77a3af8,
            0x674a8a4838afb6b5, 0x03e77dab54ed0b78, 0xa285667fec40a9bf, 0x1854ab31989b007b,
        ],
        [
            0x3df48dad6528ad9b, 0x000f01fba5bf7e88, 0x1043a138527a34d2, 0x614bfce28d67ed84,
            0x7e883e4a126a8d01, 0xdcb43368c5961952, 0x4d4ed243041d4299, 0x3141b5e128be0272,
        ],
        [
            0xd3304ab018678d9c, 0xee092e932c9ca718, 0x22b7e053494e3cfd, 0x413ce7ad13e175fd,
            0x73e34dee4d95b559, 0xc1cf3f4bbc65092e, 0xdbd299a5ca084008, 0x6f5ce7319c1911c9,
        ],
        [
            0x0972fdae10929813, 0xe79f903f2397f4d6, 0x1b8472bd6744d059, 0x29ed8c5cb0ba3f51,
            0xd02a577767f3c7f2, 0xbfeb1e5807c08fc7, 0x68532f53a113557f, 0x629320f842713ac3,
        ],
        [
            0xaad6328d16778d1c, 0x99f0b3f5f1319cda, 0x6a3ed7e66058d02c, 0x251081c3dbc286f6,
            0xd3c9b271dea06ba5, 0xf80be5f9c2863ada, 0xdbe89a7c0fce03c4, 0x11b0bff2c92ac04f,
        ],
        [
            0xc21787cd524629f4, 0x41e7b091ca3c6ae3, 0x4b42303d6cdccfbe, 0x51c29c7a7891564a,
            0x9dbafd5ccae08437, 0xb0363703c08c24df, 0xcc93626d26ea5c8c, 0x7445faceed951073,
        ],
        [
            0xc5c817b512d88d6d, 0xcdc7e5fe8de84240, 0x38cd09346705d944, 0x7a4d93934974c838,
            0x949c87d55488128e, 0x331a35675fae46e8, 0xe7a28dc3f3f449b5, 0x73cb97f921073857,
        ],
        [
            0x4551730d93beff85, 0xdcd373c47bd5f8a2, 0x283cfb362d4e02a8, 0x0979494b60b7a89c,
            0x5d5db722430b5559, 0x30ff321b855cb553, 0xeee00eaad22a5ad4, 0x4c55951bfa3df1ed,
        ],
        [
            0xf85cdfe886992508, 0x5afe770b0006947e, 0xcd7f1b0a11605098, 0x72239b8d033b260f,
            0x370977d8d8001c91, 0x346f47bcbfd4bd65, 0x8b131792078b9bb6, 0x10a5046416629e03,
        ],
        [
            0x0260a4f3e7ed6664, 0x882f77a52c236986, 0xe455eca1b2ee2569, 0x62a593307d6f0f22,
            0xc87d8697e65ac51b, 0x2c9e5477f2647ab8, 0x748f74ffc649d36d, 0x5724d88e65952183,
        ],
        [
            0x9bd0512de7e2bd1f, 0x280cd4f731607374, 0xaf44c619239ce5d8, 0x0f4d65bf7abc7431,
            0xea18c9de6b4f561c, 0x9bb7067970bdc19c, 0x16735ebf66de81d0, 0x68f6ce35b83cf23d,
        ],
        [
            0x6c805e7d6248fcb3, 0x43060344ea879e5b, 0xd07715c426b6244f, 0x0716a8ad0f3cab7b,
            0xc629be596358d2bb, 0xfb91da2955b43916, 0xd4854e9d20570f1f, 0x255a33a92b1cff51,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x9dba2b9107f15e9f, 0x245c81ab74b74147, 0xf9810df90f528e53, 0x2881e6ce48e18219,
            0x49fbef1dc0fcc4de, 0xd007e054a4ee6993, 0x594ab19356ad9a6a, 0x43b429fd219c85ca,
        ],
        [
            0xbdad4191813d7b1b, 0x6a4bb4b083674062, 0x2e4de9dfc0348154, 0x7ffc655d0cb5a31c,
            0xdf25cdfa6f0d4d50, 0x1da7bc24e10095e1, 0xbc45e06b55983363, 0x6e47c1fac5fd847d,
        ],
        [
            0x29c5e7b7deac0001, 0x3927930d21cd5442, 0x95c653390925d18a, 0x6b9b7b3b34e5fe8d,
            0x1b64a2eda888db71, 0xb0e57310c4636567, 0x7099487019b16537, 0x2fd55d63b53958d7,
        ],
        [
            0x6f8930dcac62c627, 0x8604fff7aa7a5c67, 0xf04fe08e2de7b235, 0x18c58c299fd129ba,
            0xbe8b22e67ae86e6c, 0x1110c753d5848e9c, 0x7b2de5d13ffeba7d, 0x6387c5d768e6d479,
        ],
        [
            0xe985234a481dfb97, 0x3e67444c9ce39e58, 0xc4ecdc3128fc2a89, 0x1b863895014aa484,
            0xaf712b4097da3fa9, 0xc122590651cbe3f7, 0xa94237149b7d7136, 0x3a89908ecfb207ef,
        ],
        [
            0xeebccbbbada48eba, 0xdf63ccdc5cf4062a, 0x125f2d16d5919f69, 0x7ff5f9431add14b4,
            0x63ed16e1984f959c, 0x6c048a83d1af74d4, 0xa8c841ca6dd4dea9, 0x46a137eeee84f2eb,
        ],
        [
            0x6af0c9a1b711b010, 0x68ad48a8a7337c36, 0xf8c06917b7ed31a5, 0x030c6bd118ba860f,
            0xe9ff97c681d6df65, 0x5f5b46de56b1ff31, 0xd987b22960d88033, 0x4b7a894761afe147,
        ],
        [
            0x82fe6402a6c1d3f8, 0x01c85f4e1dd2dd88, 0xb81e52e9b8ddc064, 0x5bccb6a66c15277e,
            0xaff34da3235f0c43, 0xac312e88678ea63b, 0xd8f52aae2d7797fc, 0x4dbc382157a5db9a,
        ],
        [
            0x60fa6b241a200cab, 0x407fecc448a37433, 0x92840c0c739f57b5, 0x3ce03f3380c2c40b,
            0xf767f7185fb9a6ba, 0x4b5d35adac6bf0ec, 0xb9c3ad0f257b6549, 0x51516aea7a710555,
        ],
        [
            0x3f921cb58ad77966, 0x6a3c408325451ff8, 0x64eac94a8f36e4ae, 0x4d9371d1a4aec014,
            0xc6aedf7de1dc055f, 0x674edc2d69f98d8a, 0x7f440356d0525163, 0x2882bc0e0f756d98,
        ],
        [
            0x08d9bda40cb31b75, 0x4c89d4047d2e7c2b, 0xf4c0fdc9fb2ea9c0, 0x6c418458accdb971,
            0x513cad6d5660d1b1, 0x4626513d7c9a68a7, 0x8c5078379da84c82, 0x0dfe05ee8750eb20,
        ],
        [
            0x8e52173446a5f4b6, 0x528b31489cfff8c4, 0xc7716feaceb5b137, 0x226f4352130954b7,
            0x227b450d300956d1, 0x420a1b74387fb537, 0x584623fc27f35deb, 0x050e8c57ad611e46,
        ],
        [
            0xb526ec86b6a27940, 0xbd88263142133cd3, 0x8f53b3817ee3b4f2, 0x2e50294af40b5ece,
            0x8f705f92d99c0a17, 0xa9565be5e7a66110, 0xdbfb9f031dcfc2be, 0x02a5d5f631396918,
        ],
        [
            0x1ff024b2f9d3bb76, 0x8db03643ef3e5f92, 0x00c9b86357ecd59f, 0x26cf6ef3e522d279,
            0xbd32577ef1600ef4, 0x49a731b7272e0b9d, 0x440e1cd1e09bea6c, 0x620feeae74baedab,
        ],
        [
            0xb74639f081e158b9, 0x971f089ed6a33448, 0xbf3b088c3c52d2ae, 0x57cefd15f38f4be8,
            0x862337580353acd2, 0xb4fcf72ecbb72584, 0x49992531114bd12e, 0x1b17f7922782f38c,
        ],
        [
            0xcb51727b06301fcf, 0x0776a3d9f566c2aa, 0x06393b5fb807d2a5, 0x4b52e82b267c64df,
            0xbfbfa5c69597c6d7, 0x446dc8f4fe1c78cb, 0xeaf3ce5c7c61b95a, 0x1ff68b4b9b895ca4,
        ],
        [
            0x0a1c8e877e20709b, 0x1cb3908da3fd8222, 0xdf38330a05985132, 0x6c56faafc281b9fc,
            0x406baeca4fbd286d, 0x71eac52cc6a89db6, 0xe99511efb52864ef, 0x11a779a73ed4e2df,
        ],
        [
            0x89fb067ed229f07d, 0xe1d18965623835d0, 0x20a77c8f34d483cd, 0x4da132dede2a7486,
            0x1d4ff5c55e9051ea, 0xafa00ab11ab281f8, 0xffb295ccd7baf3c0, 0x49359c927c2534bd,
        ],
        [
            0x79a54270243ebb6c, 0x7ca1e270fa0d1707, 0x43bd9b45ecc2b9c0, 0x54734512c5bc3880,
            0x6c77872cde556cf8, 0xd63f9799a7cb03a9, 0x07a4f759f38016dd, 0x209ca2c68dfe5836,
        ],
        [
            0x91b8f57135f2b0dc, 0x521514006f44955c, 0xeec1bbbf9c3c6d5d, 0x09830ce4339dcf40,
            0x5722fc96e33bd768, 0xe998bf67d5e20b97, 0x95ff6e0365714f35, 0x547ace5d25d0f778,
        ],
        [
            0x3881ba2c17d54371, 0xfdbb7ed77be53f84, 0x6b9a279b7bdab96b, 0x194e19bc761b8da1,
            0x198f72962a17ab2e, 0xa105d58651f9defd, 0xef372e8c1a01eed1, 0x6a0f34e7752c2541,
        ],
        [
            0x4f020d6fb5ecba2d, 0xa11cf244462480e0, 0x807bddb42ec68bef, 0x2f3b1cc57a61cbe3,
            0xae77cd833a5d24bc, 0xbca8355b5fa19ca7, 0x81f766f37404f93d, 0x70c77de46066dc3d,
        ],
        [
            0x8ec185fc38ad0e1f, 0x37ae7fb2c06c9eff, 0x137ec7954425011f, 0x087393e9293bad14,
            0xf5864d1cece8ae34, 0x5c9e89a0b0f87866, 0xf78311fe6d4e9a19, 0x7c2e56533362190f,
        ],
        [
            0xf0955e28b1329439, 0x8f2961a2569b5081, 0x0ee1ba57da5691e5, 0x2477d26e25e0fb98,
            0x311eb409cabff88c, 0x0a051de9c5e06918, 0x9a89ed56ec5376c3, 0x3392ce73e76b5984,
        ],
        [
            0xc8bccd953013bfe5, 0x7f7bd1f2ef07336e, 0xa82ac679ae7185b2, 0x58ac50046f694b46,
            0xcad81bbcf00804a7, 0x4cefc817373bb0ea, 0x856a8f5cce4e4fbe, 0x13b8cbb0c7a6baca,
        ],
        [
            0xc575939d6fc88ad7, 0x8d2f1f6e33371c85, 0x903d02d958ec8e99, 0x22deee4299cec24f,
            0x7509194117854c09, 0xaba412e1508ecc67, 0x4d20fd8a523ef693, 0x24138da3d541d58c,
        ],
        [
            0x7e2ced1a30195419, 0x6108d3f42b32578a, 0xb87054c996b10dcf, 0x1382cb61651dc942,
            0xea098a50411f567c, 0x4189d4860f321d1c, 0x9ed615a77349b63d, 0x279a41dbd2232ae1,
        ],
        [
            0x5cee3d368189108e, 0x224d9b978a818ee1, 0x9ed499ab63d652c1, 0x57dcea6be6458dd7,
            0x87f866a96549204c, 0xd2d73c33e156e766, 0xaf71cc2f7dfa8834, 0x2aa8b48223f7bfd2,
        ],
        [
            0xf3321c579f032da1, 0xe9746a30f6b83cb6, 0xd1104d5aae65123c, 0x016ca5a25fa028e6,
            0xaff0597404e320dd, 0x9e6194a43bec10ee, 0xd3332099ecf4a096, 0x4d3c94632b24eb92,
        ],
        [
            0x3966245eecb7ece0, 0xa00008660d3ca2ad, 0x6d09916fa1a36a9a, 0x7e0b39115abcda40,
            0xf8eb1d9f9ac7c0ea, 0x31b42e7eeed324f5, 0xd37f95ce7a9f3667, 0x65d283fa875a9b57,
        ],
        [
            0x1f4b6aa7a3daf2ca, 0xa5ffbee591fc9502, 0xead12ab6baf804ec, 0x2298aa4e7db038d3,
            0xfe5c5b0ade437287, 0x6fbf0a62e0118469, 0xa8b023f849355791, 0x6371574cc73d49e7,
        ],
        [
            0x3c3321ff48e47b7b, 0xf0fcd8833e74eb05, 0x0caeddacb979c3b9, 0x0b37f03d738b2803,
            0x63326ef02a5d0986, 0x8f2ff211aeac9d5b, 0x6cdeea11723d5dac, 0x5afbac5dc01a86f8,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x93fb87177476bf5a, 0xcc1db0685094a4be, 0xc58d4e89148d2c79, 0x3e19dd9994916f46,
            0x39972a51e01b9727, 0x117263775518b771, 0x898e18c8b1a148c1, 0x446103a3217f84b3,
        ],
        [
            0x1265d21e76f61f86, 0xc312b68370c0648b, 0x84ea8345cdc4330b, 0x371243dc227a9116,
            0xe678ff3f2f2f3004, 0x3178f6073087c247, 0xb8992b633b81787c, 0x12ad37b72eaec0f0,
        ],
        [
            0x8233573c7ec01b9b, 0x65970aad839be7f3, 0xf42fb51e462fa0a9, 0x688bb925b3266a64,
            0xab4217be1d1ecb6c, 0xd1a69affdb3e146f, 0x1e83f4f66ffe7cc3, 0x02c3bcec5ce3003f,
        ],
        [
            0x6a973437e598148e, 0x26cd1972343b677e, 0x2f6e91910a733721, 0x7d8aaead4655e625,
            0xbe6396b0486d5705, 0x9f21e5dd268988a3, 0xe3389e743287610e, 0x2f9ee6a0af33ff37,
        ],
        [
            0x65829c805396b3fa, 0x03af29be15253af1, 0xc0e130e98881e864, 0x27a44715445d1d4e,
            0x86296aeb54635425, 0x59f886457fb9a369, 0xaac294224ede8875, 0x0b6152c84b5c66ab,
        ],
        [
            0xe8314b5319695d61, 0xb0d0c375cbcadc97, 0xe04a814c5bc8cf75, 0x76107e1dffed1f79,
            0x25596fd461146487, 0xe313f6d3070afb4b, 0xfa5110f2de68ccb2, 0x5412d7619ab9c702,
        ],
        [
            0x24101b27860f2904, 0xc7cf3c0b38f1d0e6, 0x19ab4b88a555bf3e, 0x1be5f10adee8f7d4,
            0x6d88ce8ecb3cf2f8, 0x8a56a1050037a0d0, 0x4a6561b7cf796dd3, 0x7ba51ffdd0adbfa4,
        ],
        [
            0x72c9f5b3c550bc20, 0xf4d75e5d7582be4b, 0x1dfe32c515700b56, 0x0656dc41b1fa8d4e,
            0xd6fb2057acfe0140, 0x5f50138da8063cba, 0x189c8de7fcf0b55f, 0x06cc18c3966fcc87,
        ],
        [
            0x75705173dbd7eab1, 0x1edd5e3a7265d777, 0x95299cc51bf0a31f, 0x0db77828a75b7e2e,
            0xdfb670884890fea1, 0xb0c367b2eddb813f, 0xe6756267cb22c7bb, 0x42c8792ec8764aaa,
        ],
        [
            0x1911b4ac16f01fbd, 0xc946160654cc44fc, 0x2b2a6b4faba0b7be, 0x2c6292cf4d739e50,
            0xe2d0137227ac121d, 0x6dced874bbc84acf, 0x39f114e34f01f0a8, 0x33163ce7ea88cb58,
        ],
        [
            0x01a9a1fcc119007f, 0x7a3af7ba2fd76109, 0x01371387797402db, 0x6cb89091f38f28b9,
            0xbf3bc079994cab2d, 0x36a8e918d649ea33, 0x8f1835277ddbf16a, 0x43a829147b0e6808,
        ],
        [
            0x65fc3b97b66182f8, 0x207baef0d86ee2fb, 0xa3a0255afe03893e, 0x33847d9bc732ef0d,
            0xd3bf4066806ffa3e, 0x48826f45851c439c, 0x86632498a87fd476, 0x6ba2dab26667d046,
        ],
        [
            0x72d0088967d0de1e, 0x95917d78d97000f5, 0xe96f4bf88530e4f7, 0x63d4c9979757ac36,
            0x6a9ac973e6e2c341, 0xdb4a1fd7bc3931ae, 0x7f5f3779f7647e49, 0x5f9ba031b17e24a5,
        ],
        [
            0x2b58a3083de287a0, 0x9d73a3b83904920e, 0xc536a0b15bafbad3, 0x537b547e39092b28,
            0xb8e1c1896ba0a629, 0x43cec5af7bc2f026, 0x4cb159a49df038f8, 0x4e1d6eb211c95982,
        ],
        [
            0xa9e76e4ca22ebdbd, 0xb018f164dc000eaf, 0x4d68f9babb23f005, 0x73060b6e8ead6380,
            0x44e749dc3f7be795, 0x61085195516105c8, 0x90b7cb3248444815, 0x6bc1c22959965bf1,
        ],
        [
            0xdcca5825d40d9b02, 0x9b41d89b5f032e6a, 0xea284a4559c1a910, 0x5c70e0e6ce386d37,
            0x39ce556237ebf251, 0xe2f144b8343cabea, 0xb498eeba6ff7e796, 0x230cb8f2417e6928,
        ],
        [
            0x88a770acda492943, 0x544abf026b2fb8ce, 0xd51d7f94fc0f180c, 0x464ead573f80bc37,
            0x3b61111bcf933dd7, 0x4d6f0150268ea878, 0xa5f7c1ef1e1938f8, 0x3402f620e177c80a,
        ],
        [
            0x1718f303d62d786a, 0xf23f029465b19d92, 0x134def323afa192a, 0x6e3dee370216f947,
            0x377552b9cc426b32, 0xd0ad46d56eb03e63, 0x7c0fc1b448ba3d5e, 0x3d85e9fd35f32228,
        ],
        [
            0x523c4030c41f5e2a, 0xf03529825cf47549, 0xe5efe136f23a4cd9, 0x4d6da6db5bb478f7,
            0xbbd06e11d4856a63, 0x02d104024c497b4b, 0xdcceaf8d2261c7cb, 0x78dbcd2751542c03,
        ],
        [
            0x7e9c29f2f9671bbe, 0x48e0a6ea2fe48af2, 0xafee6078cdaa724e, 0x3aae6d5a667fde02,
            0x9a4e0f770b40b3a7, 0xc77027e984289c5e, 0xc373d5a22a8e98bc, 0x197b2381b479fbd8,
        ],
        [
            0x654633567a4872f1, 0x0f11c08e900ddb49, 0x390bbba486866897, 0x763a7b45fcba01a8,
            0x783f2f8286261329, 0x96f3172863c3cda4, 0x5eeb4ce3bb578815, 0x68b488f016d019cb,
        ],
        [
            0x27c03c9782a0bf61, 0x58a722d0de1b4842, 0xe9dd2732061d3f65, 0x739d70c001cc6913,
            0x8ac10e549ee42354, 0xbeceb657231be12b, 0xa3bf03d3df59b545, 0x57a93e3e5a389012,
        ],
        [
            0x949d99e20a3d510d, 0x00cb0699d8e2b742, 0x14d2f0ae190fd77d, 0x7a9955426b32f861,
            0x0f24e754b427fe53, 0xe4c77df49413961f, 0x474a1e8032af7746, 0x76530a08a65f7091,
        ],
        [
            0xd7e72dd844a07e91, 0x8a73b71f7bd0a909, 0x9451f6a2228ca945, 0x1ae412f0b13edf19,
            0x39c97b1d3bc3df6f, 0xb36bf21c20bc7887, 0xaa5985ac97190534, 0x16544815489bb463,
        ],
        [
            0x8795d66215f89b2b, 0xdf2547ede5c0647a, 0x9e9883754339e88b, 0x369b7a5232d8c648,
            0x57ad659599e470f5, 0xf5b7a8735e17caf9, 0x1dcd1f06f62840e4, 0x43723613326ad403,
        ],
        [
            0x67ed1b6704c1a86f, 0x1dd669155e4d06c8, 0x1c764c7fe7e09848, 0x64bac48e8d841ff7,
            0x2523483a0f9a9dc2, 0x4d2fe722f903e20a, 0xc8af4ac4b3db0547, 0x5ed4ade6c046aafc,
        ],
        [
            0xe88768df7a64a274, 0x100c1540340f7f23, 0x639e9969570b5d8d, 0x79045714413a5cb7,
            0x5219c4f602509b92, 0xe796e33f2e450859, 0xa54106f9a393db62, 0x2299dfab59aae732,
        ],
        [
            0x4c3702ed4aec5559, 0x5ae4c5171da2076b, 0xdf3c9d4ff75b762f, 0x6674fa27288a494d,
            0x08b0680cc6c773ed, 0xb8b99d5638d0b17c, 0x05e72e99b49e49a1, 0x1ec5eafba3e9498c,
        ],
        [
            0xb3ac636dc8938c5a, 0xdb30feaecd45b267, 0x783a31e39ac92221, 0x59b1145a462e313b,
            0x4e80af67823936af, 0x2f946e599c8231b0, 0x095c77eaac768c5b, 0x38edf46b51ffc9bf,
        ],
        [
            0x58271a02ce92001b, 0x16fe5fc0bb67696d, 0x12033fc2f6cf2675, 0x73488c467cd41e98,
            0xdf57d2a7d01b9529, 0x48331198d940bdb5, 0x4ccd944d8dd188a0, 0x722adf7b9a8bb1cd,
        ],
        [
            0x16ce66ec3ea015b5, 0x6f526ee18017dd65, 0x04e0c7223ca31e9e, 0x59fe0708838d3bfd,
            0xaca8f5ad921418c4, 0x23ee24b53252dcbb, 0xce9552de0f60d6b0, 0x32217c46a12f5916,
        ],
        [
            0xd7fe8327f912f52b, 0xbf700a70909fcaad, 0x67607a5aa92b23ff, 0x6ccd3dfbaa3a289c,
            0xb4ceeb0ed9d92a9e, 0x573207ca2d0403a1, 0x0328c4471ffc28a3, 0x58cd88042daa3f8f,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0xe2ee07f2541bd8d0, 0x40f3e8922dfc11d1, 0x30acdd78b4491415, 0x259297b86c5de35d,
            0xb2f25e50b6720f50, 0x2ac00d8f5f499fad, 0xc8212030674aef0c, 0x55094b4e5ac901ca,
        ],
        [
            0xbe20f0e9de77886e, 0x5164dafd2eaeb3f0, 0xb5babbaa321c3563, 0x63dd4705fb74a1c1,
            0xaa735732ccf945f4, 0x6ae5854f3b6288ce, 0x67b3a1cf67cda2b3, 0x6a1d4025aec7267d,
        ],
        [
            0xb9d69956195662f9, 0xf1ffcb1571be6508, 0x2ccfd8cdb04a10f3, 0x5e26a20d85087fd8,
            0x9e3072aa3db9ec01, 0x83bf5404502b58b4, 0x4f1cf9a9d2ba84dc, 0x2bd802e09f5d426f,
        ],
        [
            0xa01dc581a7bc0b2a, 0xf298fc6a344c2640, 0x004a608f251056a1, 0x1be333e6a3cb5e5a,
            0xa671e3a66e45e142, 0x2aedde27f29485c7, 0x33bcb2bf929c7762, 0x3dcc694c94a59944,
        ],
        [
            0x6a911c9cca3c5fa8, 0x611428dfcfce98c3, 0x81dd050c3be14584, 0x08b8cabd1e52ae49,
            0x2945ec104543bfe2, 0xe9a6092eb51c51c6, 0xeed13e0d851ec90e, 0x0eb24026f23588b4,
        ],
        [
            0xb19f1fbff737b21a, 0xabc44d4f54844b6f, 0xa49d985654ff3ff6, 0x7aaf4f140d50d8b3,
            0xfd746d0ff4fce2a6, 0x7c41a7016516560e, 0xa3eba7a1b1be2b90, 0x2762937c89ebca0f,
        ],
        [
            0x78c3966c01f1feec, 0x3b773839dc0ef30a, 0x6bf26f6983b3cf8d, 0x29ec0998d40d5831,
            0x0abb508ed4bafa63, 0x258a9928dbf37d4c, 0xaf83b209625897ab, 0x70e6f8f239443a80,
        ],
        [
            0xdc8417b52ab46662, 0x53281fc32e98f32d, 0xc23a4394f0894549, 0x02b3df4f3299ea9f,
            0x78279a6de32d6b46, 0x472600a5261cfbbb, 0x1ad51fc66023da20, 0x2fc961200e8f3770,
        ],
        [
            0x7b17d0eb00198b5e, 0xcf6d7f8ea1ac47b2, 0xd18fac7eef183ca2, 0x0bb5c875394869ef,
            0xfa12084a1d1ad65b, 0xb3f43af102034442, 0x26b7f31f9d0474f2, 0x7f5576fb0d28710a,
        ],
        [
            0xc965e87755104229, 0xeb1a9a6b82e2afaa, 0x4444cacbc1c9ce76, 0x6c93c3ef75d093ca,
            0x53f4319f7632713c, 0x496be55587f3c8fb, 0x7a88c23b5c3c9242, 0x216447feaf35239c,
        ],
        [
            0x503f8fd1c4030580, 0xef8985762e7c1afd, 0xf4eadca7eb7191f1, 0x1d8cc285bfd41ecb,
            0x716a39e4df474891, 0x2afb1a33e973a2f1, 0x1a312d9330679c79, 0x262a097f51c37f0f,
        ],
        [
            0xe56843c55ca1be87, 0x9dbdecd68ee37a7a, 0x8bd00ff3e3b658bb, 0x3a01be58bfe908c3,
            0x99ed666640082324, 0xc2fc52575979134a, 0xeae627613c66b975, 0x060aaa2b376979b2,
        ],
        [
            0x5cfb720fd21f157c, 0xfe67de81876d9e12, 0x5129a0d9609a7f0a, 0x06fc578f3971f27f,
            0x96186ce890a1d28f, 0xe88f907c2a2e2e52, 0xb61b3061aae6e958, 0x68b1bd0d9209ab3e,
        ],
        [
            0x241ee63b3225f582, 0xd514b68746d29d55, 0xae2a3d175a1766b7, 0x0bc732c349f57369,
            0x12d36c6f4ec66f0a, 0x21eba1687dfb1a7f, 0x6e56f8fa9ba750c2, 0x12179402e0b60398,
        ],
        [
            0xb832798f8eae572c, 0x985b3736c2d1a916, 0xc37593229ccaf0c0, 0x04d12deeaca37f84,
            0xf1ef8a286db2bab7, 0x6a30c089f49ae1ad, 0xab83716e79d8434e, 0x5a6ed1649dc15f0a,
        ],
        [
            0x14fadd97ea04ab5f, 0x8dfc2903755ca749, 0xcdaf37f5e010fdb3, 0x408bb1092cc15605,
            0xc0e7d0f2e228fd48, 0x45b23b60e37bd321, 0x5cfad3b9e1d27695, 0x385f4faa4c618f5a,
        ],
        [
            0xef568f6cc05bf65d, 0xc5df89992e235205, 0xc5d2d88dca60d4f6, 0x618d0c078c26c727,
            0xf5fd72a502a0710c, 0xa0bed4824a1db348, 0x3448d726a6c34b7b, 0x5d98907d7430a02f,
        ],
        [
            0xa0903d586c09e902, 0xd93bec7e90d9318b, 0x9f1fccd9349bb8f5, 0x30ecf052a7e83629,
            0xb0383fe286941e52, 0x65936aa732b7a162, 0xd449547500e2e120, 0x38ac9b4debc97695,
        ],
        [
            0x22128a1438014413, 0x27df46d052f768e9, 0xe83834e02a1fcea9, 0x5f9f25b8e1d78cc4,
            0x19ed0a343f09ae90, 0x2869c53980766627, 0x8194e43639d8b853, 0x268fc3d792bb83d0,
        ],
        [
            0xf17b86d0a7b5f06f, 0xdda6efc68a457fa2, 0x8745a86879ba2ca3, 0x43e984bb28f8a878,
            0xf784ec738e6c096d, 0x6aa88f4cccf3cdc0, 0xaaeead5b8b9599aa, 0x7c170df6c6c36ec6,
        ],
        [
            0x1e7ea6c365794dd0, 0x0b5091df25f45dd0, 0x5c763f8e85092300, 0x4dc11fadcb9286d1,
            0xeb2fae07ae332c6b, 0xe5b3e734449243cc, 0x355f21b24ae3b78f, 0x2a0734537a19340b,
        ],
        [
            0x2902b9077e7672b0, 0x55d15df2109d5f98, 0x07453b86352a1d33, 0x407e6a7b3f291265,
            0x0496518fc318ef09, 0xc21c61e21cfb8f2f, 0xdc27872cde336a0d, 0x4b7b2c910ffeea78,
        ],
        [
            0x5d73611b7046005d, 0xd58c7a0a4c3bdf40, 0xbfe1adae0ac87cb4, 0x573c2b2f040b7a1e,
            0x6d9bf25ec1578c5a, 0x5d8bb2b403980bf4, 0xae5990357f25e0ad, 0x66fcc69ac1ff51a5,
        ],
        [
            0x748c45032a601968, 0xaf8cdbde0833e36d, 0xad8852deb52a5ed7, 0x0499b6336bb7bbfc,
            0xd0918d67ef61db37, 0xcf6790a2bd585972, 0xbce497453991e113, 0x769d93195ab0aafc,
        ],
        [
            0x5d10634ee4b6f905, 0x9586e2c3ca4f4e9b, 0xe546a9f35a4fe577, 0x1f17f50f0b7819a1,
            0x3fdb2e737bf7c450, 0x0769196fc35e6334, 0x52f76c3eef1e0bec, 0x73a117bec40f2e96,
        ],
        [
            0x7f145937c1b9003b, 0xd4a1005d22600cd1, 0xa9ad326ab23c7642, 0x0a240bb32e488644,
            0x20bd96d5c0b0db09, 0x0df3e2413b2a5745, 0x7b0f981544cfc9a5, 0x453be0f32db767b2,
        ],
        [
            0x42069913b776a7ea, 0x901dd0fc255cd8b5, 0x040137963396a1c6, 0x20618fc9c2e21173,
            0x114230950955abe6, 0xf537e5e4598f0318, 0x9313ab4f367c9275, 0x280bc08e57ace203,
        ],
        [
            0x6d912df72b55dd08, 0x2367418e0613d7d6, 0x4e75068c88d8ab47, 0x50b7c30f1391574f,
            0x02a7060afacd0a5f, 0xe700e4cdf6f59e92, 0xd42af950f80978fb, 0x5b7b37915caa2c77,
        ],
        [
            0x71621b3cea38b0bd, 0xa6f35066c5947c2c, 0x37bdb2e59e0927c2, 0x54a1447013ef55b5,
            0xfa6e13abfcef25cb, 0x0cd9a6a22a7e8ae9, 0x9207f9a345aa724c, 0x179aeeb7f6fddeac,
        ],
        [
            0x22e825e0d1b4e2d2, 0x9c7070af22421dbe, 0x86a71448ee398e2d, 0x143442d9000787d2,
            0x22e7523add9b79bd, 0xfa2ae8a81232ef29, 0xc486de3c5b44385b, 0x799c05e282bc8181,
        ],
        [
            0x7bb3e41b881b0e78, 0x9b6a07b3eca61747, 0x2e876d059aef7ae1, 0x273690cce05299e7,
            0x0050ad6c662e7d9b, 0x7e55a9a6d69ff98b, 0x1e16c5584a2ff328, 0x66cbd0ac1bbcd825,
        ],
        [
            0x9bc67da3d4527b64, 0x74b13a656eabb53d, 0x5750edacd75a7a96, 0x294245a781d877a8,
            0xa1ff6a6fb2046455, 0xb20c51b75d972b36, 0x0dd96e626c5cd033, 0x02e76f71f88244ce,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0xfdb5dd85ac5bf836, 0xc3e0f0188177994f, 0x29507d9ab859cd93, 0x27aa34621bc6ac90,
            0xd310e698fd2f61f7, 0xfa05a1038963adc7, 0xd875d265860dae7f, 0x0b26af93458458e5,
        ],
        [
            0x080fccf5ff55cfdb, 0x92e53220acd3d00d, 0x1422e7ee099d50e0, 0x4e41717d617773f0,
            0xaeb72f819bdab2f5, 0x6438285ec7b3f600, 0xd690901f561dfaf7, 0x537f297ad7d7ae96,
        ],
        [
            0x278af46a1121649b, 0x9ff924196a3d8085, 0xda53ff2a942a7426, 0x03276d7402ab0a22,
            0x14f8195e4ca03da9, 0x5058c0905ef5d164, 0x1a6a770a1891bd72, 0x174cc12b132cc4ba,
        ],
        [
            0xd1ca437c8194c7a1, 0x52c12cff98940730, 0x33b3e86c24a96787, 0x7aea0179ef0f0deb,
            0x06b2ead7564a5a67, 0xcfe62079ec451784, 0xbe4b82f8cc4bf6a4, 0x6df91846eed75159,
        ],
        [
            0x97abeeddd35694e1, 0xf4ef5ee3dad8fb5b, 0x5700843d155479b7, 0x4c5ab0f2d46b97fe,
            0xe65532945b0f8a29, 0xa9c2a3eaf92a4c86, 0xa4652c16b652480f, 0x38eb33307a797ca2,
        ],
        [
            0xf19ca7ce19a2b299, 0x707b2fd875640268, 0x0653b421d02d649f, 0x695efd52e0825d6c,
            0x65ddae5764807357, 0x76226fbdc1bdab13, 0x184d565ef095c963, 0x79fea9ac946c9779,
        ],
        [
            0xdcdc24a5e350e9ab, 0x8e6ac3f75d38d7eb, 0xb94358fc067519d7, 0x31af65530a47669a,
            0xa84592b9ae87d035, 0x731eadee2b8ba7e9, 0x6b198dd2ed729d0e, 0x29f5a2b77b67ec7c,
        ],
        [
            0x4b06bde9b1042548, 0x756ab5b38b5d7d5e, 0xee167411b975d61a, 0x46d043fd2f62c0fa,
            0x3feb3f231dc968ec, 0xca5b6a158083d829, 0xfce175a0e23ade53, 0x1b735e3be08cc2fe,
        ],
        [
            0xce625f724776feb1, 0xe3551de7312a1a7a, 0x9d63b83292571754, 0x0ec0acc6d3d72b1c,
            0x5506b5cf4b3438c4, 0x84818ba3803259ec, 0xdda2b7d7c340ab31, 0x47f85460147de134,
        ],
        [
            0x1bc9b50544139856, 0xc8773505fe21ab8d, 0x25edcd14eb98f46e, 0x63df1e85d47d703b,
            0xfdc67502f225fff6, 0x305f1e673756ccae, 0xe40618a8d624f8ab, 0x5d1e41f2a553c58d,
        ],
        [
            0x67be4abea3b12865, 0x9381dcc7e0d879b6, 0x6444ee2ac2c5fa98, 0x7c21ab50298759ef,
            0xe29cb7912df52b15, 0x626fb31bbab454e1, 0xfbfa1ef86c91d3da, 0x3ffa769c03da14d1,
        ],
        [
            0xcb1b0cb9a674e0ac, 0x74ed111071b67cf7, 0x9b971bed7c6c8924, 0x0df91b590a12a277,
            0xbfbe9c98069733ff, 0x3383c37e4ba670cf, 0x1e1def9249183b4f, 0x7f8bb9f0cc3c9095,
        ],
        [
            0x63415538d41ea2c4, 0x5e19e74d8c042761, 0xc21e3a11ab481ecf, 0x7bbbba708e92e1ac,
            0xab3d67c10f0555f5, 0x5dabd21d53624e97, 0x2ec6ac7fcabd3711, 0x1f4ccf21b0503ea1,
        ],
        [
            0x9b6381a559703265, 0x55864dccf5e63ea0, 0x6ff47dd55a7ac576, 0x071f9489b372b654,
            0x10bba4be44a527df, 0xef1c42d0e3bc6985, 0x4c67c0882e455d44, 0x5a66440bdd9e9524,
        ],
        [
            0x28ab67bb23dd7e5c, 0x6ed84c207988a530, 0x842dce5cebaef037, 0x43f41cd3ea01255c,
            0xb808c3dfeeb75246, 0x6d910b844e9921ce, 0xa12c6ec511f47eae, 0x695c6e64d1187dbe,
        ],
        [
            0x18c6aa7aaf25bcac, 0x2c44e3259cd65cf2, 0x824a808e0c00fb1e, 0x412a0b961e4f0b43,
            0xe8538b9c093147f2, 0x0d81389084cf9033, 0xca32bdb2b47bb2a6, 0x75bad888307520b7,
        ],
        [
            0x037e3fda06871042, 0x611c3553f262203e, 0xb939053833b9b329, 0x3eb26f1539b1e7f1,
            0x56fe4da167a13bb8, 0x598b11a34e547363, 0x8de1748f6a52f64f, 0x0a94aff0abb35c7e,
        ],
        [
            0x42e51173212dbb9a, 0x77c1862ed70d35aa, 0x0ad14076fef7fb2c, 0x58082412a2b36091,
            0x7ee3eae328a8d43c, 0xf13ae392bedfec63, 0xb996105eab79079a, 0x6ebd7f10cd62cdaa,
        ],
        [
            0xedd823675c10f643, 0xeaf5b9f130bf13b2, 0x0f1fecc6b12356aa, 0x2ec639601716bada,
            0x866e7851725872f9, 0x39308bd0e6d5d9be, 0x18362644182b823d, 0x5128799313cd1212,
        ],
        [
            0x328fb76af7e71623, 0x9c3ac291e53f77d8, 0xb400937b2a20d6f8, 0x6a6a1533bfe7840d,
            0xe16b248097cc14a4, 0x78a24dc34356c0e0, 0xd6f6c8a4147d7a28, 0x6f5c2d9b52b3b934,
        ],
        [
            0x5633223915dc0e67, 0x5b7146be77a42529, 0xc89b89ce399b5ed9, 0x02e7120e97c093e9,
            0x63e10431b6bffe29, 0x8c6c76646bc4e833, 0x7bec35ddd51702a5, 0x436a45e1d899cd73,
        ],
        [
            0x13170d24a153deaa, 0x14e25f9401eaf807, 0x64b81505606e8653, 0x5275c63523ce40ff,
            0x0dca23065a933f4b, 0xc9411a4b5b5ef7e1, 0x917b19c695780246, 0x1328f49cd01f19f3,
        ],
        [
            0x9d020a30367189b9, 0xc8693cee47578d0e, 0x424a5ff01adfb9b5, 0x19dbf49c348a4b13,
            0xba2dfb6ecff67898, 0xfd37a063b3d172c4, 0x01895be443fea0d6, 0x0aa1c5b945e3c2f8,
        ],
        [
            0x1ae7a7c339108950, 0x5ebdd6b31f4a04ae, 0xf49b920e7ac1c88c, 0x0bff2852e98ed747,
            0x07e40fce14613cf1, 0x4b8f12cd2fe0d55b, 0x62dbd88894787b13, 0x0cb3fee068bc3ec0,
        ],
        [
            0x7efd9ff5a000a769, 0xd5938c4f643a107e, 0x04c9a202cebb89b4, 0x12ad46a9e6b14007,
            0x203a21f8a0038313, 0x49f12e5cff717634, 0x15a6e444a8eb3653, 0x32c2cf97b45f12e6,
        ],
        [
            0x85f7a1671748e5bb, 0x0118f85820987b02, 0x9b0f82bf7e3d6157, 0x674a8a1df307b949,
            0x3dc2b34bdf304d47, 0x34a03ad66eb1d5df, 0xa01e99c7eeffd15d, 0x3def9a339d747e59,
        ],
        [
            0x66d30c0568e6b201, 0xb80fe8361435bc2c, 0x0f3129ac5ff6f721, 0x2f94b338bffe2dac,
            0xd22716ae9ff03805, 0x275af7e5fae4d899, 0x5f498aab394aaf9a, 0x086d03abad589be7,
        ],
        [
            0xc3fd38eda4cb0bb3, 0x9ccd7c9c700ab07b, 0xcb838638b326218f, 0x349ce6b3c4d2127d,
            0x72746dcc312a1be5, 0xd1ca51c5df7eaf96, 0x1f28de1548901fb9, 0x1d7dd52b4b965f77,
        ],
        [
            0x45c8dea3c677e12a, 0x7edb166e3d9ddcfa, 0x4126fb9d8d7bfa48, 0x4e680756bdbf0aa3,
            0xff1eabb0652406b4, 0x37980a2eff736f87, 0x33c4828ec3ef3446, 0x419ce5460bb11e2b,
        ],
        [
            0x991fbdb958eb0147, 0xe401fd78c3bd72a8, 0x03a0e822002619de, 0x1a46f1135b98fa61,
            0x0d9977cf9bc9cb9a, 0xad75d2251985a55f, 0xdc513a49c1283390, 0x1f27d0112b45b6ac,
        ],
        [
            0xb1488980af747a68, 0x278b71acf73f836a, 0x19f454de81b8b40b, 0x1c508325c7f7e993,
            0x91cf46f5170a4361, 0x1546ebb48644cdf5, 0x3dccd1fa89c58597, 0x067a8021ade2e848,
        ],
        [
            0xbc6f6026bfac0e76, 0x81ea8affb2240895, 0x33a963d6d944ade9, 0x0a7deaccff300945,
            0x1790efe4d2c5fe85, 0x0c58015b2a647d3e, 0x2a4f21f7ef6d5987, 0x112ea2df1ddd08ae,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0x0abea7f64fd9439f, 0x4763ba46889774be, 0xd6361514a64b7949, 0x0d81f2b1b072965f,
            0x1c9c5801fe5610c4, 0xaf5c9ab69d6d70db, 0x382866f14608409f, 0x67e21b1a42f45782,
        ],
        [
            0xb424184206e5bc2b, 0xa9fb8eba54e45e31, 0x147a1f5035a99541, 0x5ec5c3d4358fab95,
            0x366737c35476de47, 0x931e40bfc2c70408, 0xd23939ff6006a7d6, 0x1cd38cd861c97136,
        ],
        [
            0x2733d84db92614bd, 0x7277e91be930326c, 0x8c26710c5ee9e3e6, 0x4425c6591c09f983,
            0xa24aa12f2159d0a6, 0x6dc67a33a58b31b5, 0x1f8062b72d654d21, 0x352a00fbc3822ac5,
        ],
        [
            0x8fb160aaa2cbde20, 0x88edd5a4ecf76cc6, 0xb42062aaaa81fc23, 0x4ff6b1b65466ff36,
            0xaac3cf6877457fbb, 0x3f07a3591417de02, 0xf0e92944d8dcad3c, 0x3cf9e77d4b6f04e3,
        ],
        [
            0x062fc1f245730e47, 0xb535694460dc56aa, 0x1c8c452ee90ed7ee, 0x4aee44e6f59d2fe1,
            0x8ecd3238f8e8d548, 0x45d4fd1dcc993b62, 0xc2d67af75d5d02b4, 0x3c41f13eecd1326f,
        ],
        [
            0xdb43c23de5b43379, 0x9be7d0c5ed3c3cd3, 0x276e1b98fa16e0ec, 0x7a6227fc9d996d22,
            0xfee6b7729cd68ac8, 0xd6264ac07230891a, 0xce6bf7e44a206fe5, 0x7b671517172cd9ee,
        ],
        [
            0xa206502527c7be12, 0x96d0e2b4132341fc, 0xab0b9349b31e69f8, 0x1f76e70b435a2c98,
            0x8975b183772b1999, 0xcc4d2f06b05873f9, 0x63b86af4bd860f80, 0x6b03a3fc79d0202c,
        ],
        [
            0x75a3c7701fefa9e6, 0x1f37ad79e20d87d7, 0xca705c0eaa3be243, 0x4787747ea66c9488,
            0xa360f3546579fc84, 0x9029b266f2c2897c, 0x6a7165c8b7cf1b33, 0x4d379769ddcd118a,
        ],
        [
            0x2e475bb0820cddb9, 0x44222e7b4ee0e7d0, 0xc1d86cbcc896d7b6, 0x71f4eaf36e935149,
            0x6d6b2bcb1e1edcb1, 0x59e9ecc89187799a, 0x7f0b9865359564d2, 0x772e37d6277cf404,
        ],
        [
            0x6d94d19f9e032c64, 0x7c1335e8218410ea, 0x8f4f8dfe1451c8f8, 0x791aa03c5b6ea714,
            0x1f922d16aa6514cc, 0xfa0387432954f163, 0xc50913622cad1be8, 0x7c7ee8872b312fb9,
        ],
        [
            0x0e82641095a09afa, 0xe1f4c0dd6e71bafa, 0x97cad5b0a3d71e6a, 0x29a9269994fb3869,
            0x28ef8388e6f9c7ed, 0x47110f0b9d4d7888, 0xdaa03f2a1d77032f, 0x0c01cfad8614ebc9,
        ],
        [
            0xabdf75681918a283, 0xa0b5a20df01dd4bd, 0xc7463e299847e02f, 0x0853d10e120e5033,
            0x5120d2b8b0f92abd, 0xfd2c70b3b120ebe0, 0xc6644c27031c9399, 0x0e3a96644e6bba54,
        ],
        [
            0x054d49f9f19db87a, 0x131314d5c063bb4f, 0xb956a28d6a2c955d, 0x4d82048fcfae0ed4,
            0x4375f9b57fcc79d2, 0xc96f5e0b32d1a6a0, 0xf8f9cf8286f21ecb, 0x49ecaef5487c5be6,
        ],
        [
            0x7987963a22fe89cc, 0x999de51393fbcc15, 0xfe31eba456586c56, 0x3d2bf6b65aed8ba2,
            0x57e03e9529833c54, 0x31da6cc109b104bd, 0x233576f899e366fa, 0x1cd930b516c184d4,
        ],
        [
            0x25f6bbfd9d5bca97, 0xb8dab42be037e7e5, 0xfdc116bf833cd12e, 0x644b767d5e48bdfd,
            0xbf9c888609b55402, 0x2f2e1418d23220cc, 0x500a3cede42bc265, 0x3f071c7f91995ed4,
        ],
        [
            0xcba04a738a265f63, 0x4506f2972758c7a6, 0x8cae69737bfdd5c3, 0x00ecdf4f92bf28c4,
            0x1621f87601a70fbe, 0xfd96ba88363636de, 0x15eed4e4362e1894, 0x5c617e5b6b2416d1,
        ],
        [
            0xb1cf2b4339863ee7, 0x480ded529426ccc9, 0x1af09a7f1dd64083, 0x40e111a895c1bfc4,
            0xc77b6ef3a61c56ef, 0xaeb8b573e5f5c260, 0xd868ff2ef904c123, 0x5fb2f0e1b2bb9eb5,
        ],
        [
            0x46bfea5c59db93c0, 0x86c15c4cf05b51bb, 0xe975f186a6a3cc99, 0x0b670940c7550275,
            0x0f9709acb37ae586, 0xfdef83b3397d63c0, 0xb89d8f565a347ab7, 0x067f66421d093e9d,
        ],
        [
            0x7d5f67bfe769706f, 0x15705497e449c58d, 0xa6a706bdaeadca8a, 0x26e8ccbe990c637f,
            0x5e59fc1f4376c0db, 0x87e8e28d0b2f81f5, 0x560b2ba2750306c0, 0x3bf8bf498229e884,
        ],
        [
            0x3f261ebc3e989b65, 0xaafe008788ed2ad7, 0xacb110e09fc9521d, 0x1c6e35882baf7cb1,
            0xc539b47da7c0bbd3, 0x13bed7c1c47026bf, 0xccfafad5dd9d76da, 0x1292fb05f0b15a0c,
        ],
        [
            0x8cecc55f12856ed8, 0x1278738f9e61779d, 0xca6f6b8c86e38dd8, 0x0dbb8783f782b958,
            0xab40211b0d7834cf, 0x818af76b342f5820, 0xf05500b2e1ab9b8f, 0x0c2bf365d68664e7,
        ],
        [
            0xc03088ae0fa186f7, 0x74f34f0e3034b9ac, 0xd1ab130a5ebc004c, 0x06a1c3b4b75baff8,
            0x2bd995e7032199cb, 0x93b059c68756f278, 0x61181066fb42b6c7, 0x045fa9feef827f86,
        ],
        [
            0x67e0dcba209e4d46, 0x3be17e24e78308eb, 0xa9864caece8f61c3, 0x3fd6075b355f2ace,
            0xdfe872eff82382a8, 0x4bc44d4609d30e96, 0x7c6b6ade09c3af8a, 0x59ecaff6479539ae,
        ],
        [
            0x6a46267c37de7b72, 0x70d451eae0d310cc, 0x5c2f8f51a1e3a4f7, 0x62756126fbc199d7,
            0xcdfb44cc0d784cd7, 0x0bcdb6ba2a9e8ff9, 0xecd54b19cebb4ef8, 0x203711386ced9f12,
        ],
        [
            0x53edc40efa99b638, 0x3779662ac9815b4d, 0x926059462017fd32, 0x7ecdae48588f2683,
            0x574dee231a98d2e1, 0xdafe4413fdac3fe6, 0xb6a7dea215e6a65d, 0x4e0a8e0dd6d5931c,
        ],
        [
            0x1b3893dcbeb82d73, 0xd13f5bb69db53949, 0xa05cc0f0e91bd550, 0x6b8375e29487f87d,
            0x3d7ff060a4f76d04, 0x44c1bb537fb7dfca, 0xd15e79fa07e30326, 0x0454b60f35d04614,
        ],
        [
            0x0c832345b724c8d8, 0xace4fd14a5d4e7ba, 0xc64ad8d4f834b319, 0x1b5f70680c993f19,
            0xcf02335e691f56d1, 0x46c0b768a4aa1984, 0x83d5d33b0e0718a0, 0x48ce8e4c5335c20c,
        ],
        [
            0x9e77a4c7f2ea3c47, 0xf660de8d39a0ac9c, 0x00410bc0333a8b4e, 0x3521cda3ec5497fe,
            0xe7f962357157df21, 0x06be2a6234e86f59, 0x89c177286f09ee6e, 0x1f7c6c04b34724e7,
        ],
        [
            0x6d3e50f7feb468bc, 0x72f43e095d647816, 0x61e504da1e3da2d1, 0x7f3b80238e5e3c3a,
            0x8b844d5da742a33f, 0x668a1bf727178d84, 0xcf717d7a8b358de7, 0x548b89dcc2bb9114,
        ],
        [
            0x232c9285341f361e, 0x474167c4726c3d29, 0x8f86ba0cea0bb7c5, 0x1c9dc6ee7e379d2c,
            0x0cff541fef997d34, 0x5ba49e1843ae50e3, 0x68633dd9601585bb, 0x2102d948422bac5d,
        ],
        [
            0x0909da6b266dd7fd, 0xe7c4eb0f8c3e7c30, 0x3954a965e2ebf050, 0x63fceb210d9b8de6,
            0x99716e37707d77c1, 0x426f5117f2dccac3, 0x5f77b565d5a4d21b, 0x0711c5390603cdec,
        ],
        [
            0x45b7545f03b60eb8, 0x44b208d6e771a2ca, 0x0746c1c768ec2fcc, 0x64283899f398f573,
            0x6f533b96d6e7a78e, 0x45550a13d4d5fc28, 0x41e71764c4a6236f, 0x084b2758f3f2940e,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0x0b16e2421b9d3855, 0x3057d7097161da37, 0x6beadc6c38f167d3, 0x586d498038b1e0ef,
            0x7a422886746afe79, 0x6d515f9ea397f104, 0x00c6cf8b0e1d2c7b, 0x78d14a95ddcc9381,
        ],
        [
            0x36ea48230de6dfd6, 0x9e2b0e77c78b2779, 0xa96419bcafe93a38, 0x4ec899216b8f940a,
            0x9bea009fd909a391, 0x153ac9af3fbc8351, 0x1157d4e19901bf9d, 0x7bf72cf54ee0c7cc,
        ],
        [
            0x038906840f8caa68, 0xcae374ff514dbc64, 0x720b2a2959d85953, 0x670bd73a03015ff7,
            0xb797f9bca69220f7, 0xc2a875c84c6799f3, 0x0ee442491c53f079, 0x182f81ab205a38a9,
        ],
        [
            0x9ca5b7687c45fe2f, 0xcd524d7a69188c82, 0x7f9a6a2838d46e68, 0x028a4d45c0dcc547,
            0x012c6a85ba9b6fc8, 0x7dde4cceb7bf3f84, 0x0f0a44515ce3bfd3, 0x3b958fd97822356f,
        ],
        [
            0x2f976d5219c1a1d2, 0x99dc19dcb4679318, 0xb22da67815d0180e, 0x5386ed21a1d3b123,
            0xf09f306f58010bfb, 0xf55978da861564b0, 0x84aa6912a3509ee1, 0x5d273d42879e8ba6,
        ],
        [
            0xb908df4f2e955998, 0xa8f679e22f9823b1, 0xab2b691492b3397f, 0x13dbaa189792fbe9,
            0x70210059f0676fd6, 0x51c3c84d3cee56cf, 0xc10afc817989f2c8, 0x4aef6e9156026ee4,
        ],
        [
            0x398163794c52b928, 0xbd66715ec195b864, 0x3b15cda5ab40b906, 0x67a8aac6f4ec8eac,
            0x0f436eb0010abbd1, 0xf2098b9631f281d0, 0xf391e097919a37d8, 0x0a5c3b1fffa9addd,
        ],
        [
            0x861283fe31d63e33, 0xd47308481df3a93f, 0xe7da1c0e0d869047, 0x1a8c2267788d5e12,
            0x8cb360b667146a18, 0x9f76d80892b82479, 0xc560750e27efac3a, 0x14fbab8148f08bad,
        ],
        [
            0xa69e8707ec355ce0, 0x2cf1f33199893fb4, 0x8969b7194eae8500, 0x7b35672fc53251ab,
            0x45094203531b0f36, 0x0af625af42af9269, 0xc0fb4f717db0b9dd, 0x2c02f3974f5b90ed,
        ],
        [
            0xcdf3a6d3c0efa9a4, 0x433f079a7f58ff96, 0x88ed37fb4b4a6364, 0x62e43e5165d143bd,
            0x2c66f066b4e86776, 0x1add2b316426686f, 0x3409df2a541684de, 0x55ff9673ef608069,
        ],
        [
            0xcb74dcef92591697, 0xca43df5fc0df5631, 0x153a4deaef3c7246, 0x3b82f9336de3ecc4,
            0x4c4e7c12cd94eec3, 0x08ae0612950ade7c, 0x032e35850f4aa27b, 0x2a114f076ac35c6d,
        ],
        [
            0x94fe20cd9eb2fd56, 0x242d8495333aac0b, 0xd5fae70f01b60aa5, 0x6e6817c6d6cb3ff5,
            0xd9450365c0a5f89e, 0x577808808670898e, 0xd3bc748da1e782ac, 0x001bf01169a2cf7d,
        ],
        [
            0x2f62ce51df95b16d, 0x2ca2db63a14b9e6c, 0xf165c29b5eb0f843, 0x2bad426fa8c81a55,
            0x4a09337029e44278, 0xd22da5f7ddc39a97, 0x78b0e4127f1ecb93, 0x665b163491aaf016,
        ],
        [
            0x8a9efc1d0eaf88e6, 0x22902a6d914dad37, 0x67359b284cc80be9, 0x34b0593a2cdc3d76,
            0x1da302649bb6b978, 0x4ef95e5865c5b15c, 0xdec816ef8bfb643c, 0x3c3a35f479691aba,
        ],
        [
            0xcad1792437f9cf0a, 0xacce91bb70e7f347, 0x2b66322c306adab2, 0x1b21bb870aeb43f8,
            0xfc0639ae2cc0d568, 0x59b2d324731c98e7, 0x83bfa772bf51bd35, 0x7a71ad7e0a281aa8,
        ],
        [
            0xb2845469d7e788f2, 0xc9dc9d0d6206f1cc, 0x3e41407477048383, 0x5b468bd8596645a8,
            0x95eec683da8f41e8, 0x6739708982fcede1, 0x3f81fe17a3c2b6aa, 0x1f1950e4583e5fc8,
        ],
        [
            0xfe5f7d3884f7f93e, 0x868d3abbda3d8c77, 0x3f3ed612b4be0ffa, 0x2f0c19d6e038ecfe,
            0xd0def595fa226c4a, 0xafa3ec2ad1086ef1, 0x38f29e76870069a2, 0x5448cb1ba43cd60a,
        ],
        [
            0x23bfec651a1f59ac, 0xa54eb4068314ebcf, 0x4c56cd62bbb88324, 0x0026eb37a5089b9e,
            0xb101ab63d2a01a49, 0x9435c59ea58e5ffd, 0x669e394f0afa1b13, 0x50187c4a11d0f7a1,
        ],
        [
            0x8f972e9be04a17f4, 0x2dc88b509fdfa82f, 0x3b41287cfdc1b025, 0x2ace901af7a8f2d4,
            0x1b011f175cee5bcf, 0x81d17373fd2a7e2a, 0x907937dce7028f5f, 0x7ee99cbe6ba65f11,
        ],
        [
            0xe6fd6a37ed19b541, 0xb05df07b29cd822d, 0xa5457e890d8a2c10, 0x30c4db790c240295,
            0x768e5b4db36484f2, 0x48be05c090245fe0, 0xfbf93938dfa859be, 0x4eb8201a5232b3af,
        ],
        [
            0xede4ff27d81c8d22, 0x5451e4baf221c6ae, 0xa157c69c3bfc8ee1, 0x5906e02cf0d83770,
            0x93ad0c1ff6881dfe, 0x129f400ae017066d, 0x7158a348232a38ab, 0x0aef849f999fdc15,
        ],
        [
            0xe4cda2f6a357ac5c, 0x09bf7bdd634de5bc, 0xbbc76d269196609d, 0x01fb683e489bc230,
            0x7b404d67958f364b, 0xc2089d8289f1b019, 0xb56e9000511f2372, 0x134b32b38fcd3266,
        ],
        [
            0xa5358a33d6ed6de3, 0xefe2cea59f28ffdd, 0xb3b0805001aa1fa8, 0x1dc98705af59bb0a,
            0x336015a5f9796583, 0xf6765f5688c0b8e3, 0xa66d14f4eef7ffcf, 0x6938949f4e8876c1,
        ],
        [
            0x107f7626a2561472, 0x8919a554280776d4, 0xaac8e64693494ea1, 0x0e622c88831ee2d1,
            0x0e232ff2c44b3532, 0xe144108883355ab0, 0x49f896faede87645, 0x5ae58ca456055e8d,
        ],
        [
            0xe926f04374caf9ff, 0x8133ea471adc3b44, 0xab969a772dfe71d4, 0x68e83e18fc048412,
            0xa2a3f6dd749f2210, 0x122a12278447a548, 0x5b5abdbc7a4dc7b3, 0x53d17594096bdd3a,
        ],
        [
            0xfba2dce659c99bde, 0x30d8e3d7772319aa, 0x25feba3133fa7171, 0x42dc5bfe8ed6f0ff,
            0x15c41895467bbaf2, 0x09d2d4b52c008377, 0x2b012f0a2f21ca43, 0x57192a649ae455e6,
        ],
        [
            0x132fddaac691270d, 0x7e746dd34563efde, 0xdf4dd27b9908aabf, 0x341d1559f7238510,
            0x4138e2076a2b380a, 0x19dfcee61967eb83, 0xa51799132eb4d975, 0x50afaaf2111662ee,
        ],
        [
            0x41cf54eaa70ec3d9, 0x1bc9ddb452f31c4b, 0x1947d343ddce621e, 0x6c121cee1a7a24b6,
            0x8961713d46838944, 0x2897a5ba75f47210, 0x85076662e076adc1, 0x410cb105d42ab4b5,
        ],
        [
            0x46a3cc068698d245, 0x0d74fc9c495961b6, 0xd258bfa56e3c036d, 0x2bfda9d591a83485,
            0x2721b9a7dcc867e4, 0x451a6d70dc7342de, 0x1159f3b895e2f125, 0x157b9fc3741ef7c0,
        ],
        [
            0xd8960d24aa528f50, 0x56427009fc221233, 0xc7c23b8852716ced, 0x1dbe1e231764e229,
            0x9f273ca0fb573165, 0x4e5c7a2a35259574, 0x7539d1c9fcb453d5, 0x15113899bcc33c17,
        ],
        [
            0x74df3dde41fc9f4c, 0xa1377d937f5a7e1c, 0x49745ea7bb288b84, 0x2d861e35d27e12c0,
            0xbde34033328fb023, 0x671ea3dfc4a2b4e8, 0x02722be3dc198b00, 0x1dc99ade9ddfa1a9,
        ],
        [
            0x302b70456eb5242d, 0xcb585958a9dbe736, 0x36c26283d8e9658a, 0x45802270a8246fca,
            0xaf52660da9f06d10, 0x4e3cfa1cedde601d, 0xf2ce168eded22be9, 0x106be9c8f4d9635a,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0x3fab49b900c4e6a6, 0x975a26152009a68a, 0x3cf526054fd86ad0, 0x635d469a49f5b989,
            0x4421567359e7cf19, 0x585f85b0ff14d5bb, 0xe2a6a4dcba86ae68, 0x1c18f2b3380b1223,
        ],
        [
            0x2bfab2acb4a740bf, 0x9dc49517638b1bf1, 0x78ca2387a8c0e284, 0x669cf1486dfeec68,
            0xec5cf83c4d65ce17, 0xc4a9ae852f13f0c1, 0x7825de977c28e288, 0x24b891866c30dcd9,
        ],
        [
            0x699943be95de7e17, 0x7a058312b4302e02, 0x10517fb06c0810a4, 0x49fe65f775ba35e4,
            0xbe4ae7bfee00a7ba, 0x5a4582381199c678, 0x9671784d0844c13d, 0x35c897e8371be227,
        ],
        [
            0xccda37d9b7eaa379, 0x0891a3af839728e6, 0xd14ad58d4549ccfb, 0x0e45d7df570bf824,
            0x00ebd37e5564c6b1, 0xde5b83cdb0069804, 0xe39dea0688f599dd, 0x328ddb171bbf764d,
        ],
        [
            0x05549913fccba180, 0x0dd1582124e2ff7a, 0xae0c20b3239d0002, 0x1e5f917eceb9c8f3,
            0xc871f151c086570d, 0x33b0c4f3cb71eb53, 0xab55572e455773ae, 0x7fd085d34e47026a,
        ],
        [
            0x5305062dcc31a95b, 0x65d5d9979d553bee, 0x2278f8a0d3068f36, 0x2d937ad4ed4a69cf,
            0x5c5bd56d56465664, 0x94f56c3d484cf985, 0xfdf10f1c4421fc51, 0x3efb7e80e50f59f5,
        ],
        [
            0x3983e8aeeaeb9ab2, 0x57469acc580979f8, 0x41bff24259632453, 0x26726521d8a4c423,
            0x4200d20145bb03a7, 0xbbd6b0116c241da1, 0x2a589cc09aecf6d0, 0x3491d6bfd9ff6f8f,
        ],
        [
            0x653b92157f8a4afc, 0xb73e348a52b9072e, 0x05b8fa4e16497d85, 0x3056289066d789ef,
            0x604d51f6d3cacf61, 0x78c08a5dcb37d3b8, 0xd716fe592b633b37, 0x58694630cfd4de32,
        ],
        [
            0xae2892896201de7e, 0x622694d78238729d, 0x57f0a13faf65d8ba, 0x1a158c8b25b179cd,
            0xef9155dfbc706dc4, 0x008fe79535845425, 0xc6964e30ab45dbcc, 0x386a333bcb344466,
        ],
        [
            0xf15269c34eb76d84, 0x04f609df5bdb2731, 0xe18ca46a245669be, 0x75226017c8182219,
            0xa955c71e90f98652, 0x8ea6bfd4fcfd3314, 0x3274dcc5d7e0d88a, 0x5fbc9ea535b8a4b6,
        ],
        [
            0x1cb83d8b87463c87, 0xb3f1f637f5887b43, 0x04f75e138a97a88b, 0x68225c52c0274fbc,
            0x1b39707481f5230f, 0xc976fce902fbfa38, 0xcd630cbea7493395, 0x16d41d5a7e414f8d,
        ],
        [
            0xe5a36577bf9bc9b9, 0x64e7d3964dc41789, 0x93aeeee5a3649ce3, 0x35865d81f26db6ed,
            0x4524929c9d217f47, 0xa48bbfdb18d34567, 0xffc94c7b2e0a6abc, 0x39951498d9160e82,
        ],
        [
            0x1d5126ec4b177404, 0x870e58a7057f5c0c, 0x06d70b91825c20fd, 0x519a00e9f127ad6c,
            0x990f1ae112229a17, 0xa63171f3a0da1454, 0x951ca1d7d0d47f6a, 0x438d47e9088ef9c1,
        ],
        [
            0xc9f9be457ddb5fe2, 0x303e60670e6d4a82, 0x92029284d4ec3718, 0x64be00fa7db7b447,
            0xa6bcaacc06a7f7e5, 0x7b4da13060d25941, 0x602bee59cbc44770, 0x7a338ea16e1dd0f1,
        ],
        [
            0xe07a17e443a33182, 0xc864cc55bb6eb22e, 0x2cc5a28bf892bfcf, 0x1c2f83d99caf8392,
            0x004bc87c89fc145e, 0x90f3cabc98f2bad4, 0x6d93a9862df79f06, 0x47d0aea342677b79,
        ],
        [
            0x6428f62ec498c20a, 0x0f7732168d7dc641, 0xf5de1a9fc2dd9564, 0x2a63cf2c080cd1b9,
            0x596384139ebfb934, 0xa7f745f96c91b811, 0x52bf33dfa25c9132, 0x20f1ac90342fc970,
        ],
        [
            0xf81c4028a2eb5a1a, 0x3dbfb40329806bc3, 0xe61efa23da761a89, 0x28db8642332fc4f7,
            0x3b29b62ea8392aa0, 0xed57fec4d543e5f1, 0x8f1a8c0d8dd14e70, 0x54b55ae8c5bd9175,
        ],
        [
            0xe956d2fd1ac032b6, 0xf6e7a3a2200da17c, 0x7350697ad1c5581e, 0x3de259d1a0a7362b,
            0xfa71bfd2767db846, 0x35ffda4c4424e9f3, 0xd2bf8e3f088c0835, 0x74240cb89df6a118,
        ],
        [
            0x0f651661a8d2c2e0, 0xdcf0a3152d53fc44, 0xd93dff400404a00f, 0x2e09537ec4d6da2e,
            0x411e6066fe7b6f8d, 0xacdc10c9288621d1, 0x63e3aa83aad3f0d8, 0x0488952bed0781de,
        ],
        [
            0x7f09c04e6af9f575, 0xd5be46b88ddfe0c6, 0x00fca0d8ccd6ba69, 0x1758399922024d2e,
            0x00c735c4d6294c44, 0x1f7dd546bca12ac9, 0x48ea997af14d75dd, 0x54f3385ab72f892b,
        ],
        [
            0xa99d827574814c89, 0xe12f871554626cb7, 0xa389d5baa66e8f70, 0x1da6b2e004a14b6c,
            0x2c008c345f281539, 0xc97e4d2faaa9f021, 0x5616f881b6e9b548, 0x45d89316dff86edc,
        ],
        [
            0x49e4c715a04b0f95, 0xf5c1948eca6319b4, 0x51313bc936abc74f, 0x1d2320ca19283c8d,
            0x3cd8fc313c70dbd0, 0x088a677abbb4293d, 0xfc1f73228f313600, 0x632af22fc22c5484,
        ],
        [
            0x3af7ac5974e1f8ff, 0xa9b9ae7716c80103, 0x60ca59008dbfcc12, 0x1c54cba1b8b9a103,
            0x2fa1ebfc5a389791, 0x08ba70407edce815, 0xe52d5717a7a74605, 0x5c874e8a73654148,
        ],
        [
            0x93c8a709fdead6a7, 0x16054ab1328c5eb8, 0xd618b01ac4dd88c8, 0x51ecb1149a78772f,
            0x94539891e63dd3f5, 0x1dfdcddac5eb896c, 0xeb2625fa0858aebc, 0x51d597ddde75f9d1,
        ],
        [
            0x7fc7579eb74c9bf2, 0xfa7b9adbc1ebf765, 0x79fc01a71d384a6e, 0x713643fe29d7702e,
            0x7d2b9d89298a3cb0, 0x2e270d36487556e9, 0x98e57de71cfe1dd6, 0x18171af22f784e78,
        ],
        [
            0xbf93f691f50f9a5e, 0x29869285b113c52c, 0xd7dec450b64631d2, 0x460f635ebee48ccc,
            0xcd43fdc3498424e9, 0xa0a55b686a0bf5a3, 0xdeda7df31816a829, 0x0d8eb4c0efc10f99,
        ],
        [
            0xfb47fd1eab54d51a, 0xd136ff977b9edcfa, 0xeb7929e4dd0869b2, 0x4bc52828d85ffc0e,
            0x7373c03e96a259ed, 0xee79557cae9cec05, 0x922460f3798437ef, 0x6b62b639ad68a58f,
        ],
        [
            0x69f917bde9015c91, 0xc3dda820a27e247e, 0x5bd9e3656bae7010, 0x66674c77f150758e,
            0x92d1521f3da64678, 0x663ecf0c4f042046, 0x806d7cf5c78646a5, 0x15ee4b219a225f41,
        ],
        [
            0x328626a7ee896324, 0x0784f72a10a8a7ef, 0x6ae31a5218ae7c17, 0x5873a7977c026159,
            0x96fd246382ce9620, 0x67085cab8815e83c, 0x681c09f8efc5559f, 0x39e528439fe577c6,
        ],
        [
            0x7c17c5ad07444806, 0x8a4694db86eeebd6, 0x10be333a9ded6c1d, 0x13bad2d80385fe21,
            0x3fbf7c5baf91d014, 0xc29e46220f7e0cb4, 0xe46add62e06aa4ea, 0x0fc09ae32f803afa,
        ],
        [
            0x0a0e8562448bb833, 0x35e12615e65a40d9, 0xbb0e57a55269886f, 0x11084758c85c01a1,
            0xbe84df22832aae52, 0x6973ada0154ec5c2, 0x1e4f14d2434af754, 0x0c8371bb1cc4d8cc,
        ],
        [
            0x5a7c2ec9aa4de58d, 0x3cdb1907bf140272, 0x205b6ea05def5974, 0x76d1e17cf67c240e,
            0x5a1a582eed920fe1, 0x05279d021212f9fb, 0x7fe1a68473eb7716, 0x40511be63baa8071,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0xc33acff477f61e3c, 0x8af5415406115893, 0xd45ea36a8a8d9fe3, 0x79903081c1e0fb98,
            0x520b6423bc60d803, 0xa2f1c21596bbdc55, 0xad81108822948564, 0x1582d979f920934d,
        ],
        [
            0xfe81b5f904adc016, 0xab4d795a2f01d850, 0x45e8cc818dfc55e7, 0x6770ed8e82f9b858,
            0x1bd4c8e456e48cf9, 0xd188110b78f2f037, 0x754195884bbe9198, 0x5710b3b59d5980a4,
        ],
        [
            0xf02a7cc938d311f1, 0xc6763a4ba0375cd1, 0x810ad20222cd8198, 0x4b134435667d44f6,
            0x6aea4dcc33b690b0, 0xec589693464d1b2c, 0x7a9a15c136435278, 0x5f79d4b8a8e6a4e5,
        ],
        [
            0x7d54647d0539c1ad, 0x0bfa61ef456911ce, 0x12e3f1ce609dbd84, 0x26fae17a4b7ed4bd,
            0xc1757c0ed48ac31e, 0xca42d4511930f485, 0x7a86e2cee512396b, 0x020769f637430b9a,
        ],
        [
            0xb4cec39b7dc62dd2, 0x4f8758d12716b55c, 0x78e599a234bf4a28, 0x0b4ceab3f01a50aa,
            0x2fcac312485b294d, 0xb80c36cd6ad8d1df, 0x994b2f721590c27a, 0x12ba438277f524cb,
        ],
        [
            0xb6435a5bb902a750, 0xe0cd598c0b692f2b, 0xe8513fa2e794c3ea, 0x3c5d238ed1729847,
            0xec9e1a4a55a67c4b, 0xa745aa732189d94d, 0x837ed53d08dc773e, 0x5d521d8ba30eddae,
        ],
        [
            0x0254f1f5d0d4a66e, 0x7b241856ad3e460c, 0x44a322e785057059, 0x51e0b568eb63104d,
            0x3421de35a7c825c6, 0x649e5e930ea99482, 0x9e6384ad7aaccde7, 0x2dc00b593ab02efd,
        ],
        [
            0x158f78570db31368, 0x12798747aaa3aa3c, 0x7f16e5b3e953f4ec, 0x74cf97faa9ca55d0,
            0x8835066997fc9220, 0xd9c87007228e9e34, 0xcf75d0f2bb841168, 0x2af3f9ff59ec862b,
        ],
        [
            0x7aa23f1ce17b8938, 0x43eb44323bf416a5, 0x2d8149fbb55179fa, 0x3c3ad0f9f6e38f1f,
            0x6b39541bcaa2df6a, 0x679f5d21dd30bba2, 0x52a4bca7fad9c0a0, 0x1276a0e613fb91a2,
        ],
        [
            0xc66f5c623faf11d1, 0x6a31fbd968477806, 0x6b1210ddd943aea4, 0x431387d31c922038,
            0xb62cba813eb0e7a1, 0x994bea3f6c078a39, 0xb41155e786e9b23c, 0x5d8eac05ef4ff002,
        ],
        [
            0x804a3954231056cc, 0x7af36baf0e8fe7fb, 0x780aa40ece33bbc6, 0x046198ae7e8f4da1,
            0x19a69ef074e22803, 0xc9456bbdac06516e, 0x8e69c7f2c2d6253d, 0x584e414a08396bbe,
        ],
        [
            0xf37e6b2b60c143ca, 0x023b9a3a31c078b2, 0x19da62c129a95720, 0x455ccc3c7f8dddbc,
            0x629416e3733b30e8, 0x6bd95fe8679254bb, 0xc6728a71157d4017, 0x54ebd071df238a56,
        ],
        [
            0xf48ce24f85a4d164, 0xc03ccf4eada5443e, 0xe83f05de639ccb5d, 0x7351c5aa6022fbfd,
            0x14d36c5b23d08f76, 0x4f40f403da801c3c, 0xca28477d65a2f695, 0x429cae1e80c4c8bb,
        ],
        [
            0x41f0b9e78e59ff3f, 0xf5d5b10976e39b81, 0x9339726a08dd3288, 0x31bba0a09f781a15,
            0x585d123b82a43656, 0xd978ae2654913c15, 0x7b6d45942baa4261, 0x30d783f5671973c6,
        ],
        [
            0xc67a934eacdec2c5, 0x2f5cfbb6cda44bf2, 0x22e8cd81e78c80c7, 0x5a6db39856a349fd,
            0x69be0f6ec5d123cc, 0xef5f5247fb956ec3, 0x130e536855ff6876, 0x19063864224ba4df,
        ],
        [
            0x8294e6219474f779, 0x1964f0639142632b, 0x83d5bb58494103f3, 0x571eb24a47d97ace,
            0x886d2dae73801c9b, 0xdd42b70fa29368a5, 0xf94349bc32ca53cf, 0x37c035b939690f6b,
        ],
        [
            0x1cf86fef2b63c519, 0xd8a2ad4a3b03ce22, 0xbf6416b9cad6b6e9, 0x4c5fd1e92d47185e,
            0x986665026918eee2, 0xe9da405c311f6691, 0xecb9d7fe0abfa349, 0x4cba5edaa8b9abdb,
        ],
        [
            0xbc3dee085ff4b4de, 0xc9c33c47b34e0990, 0xef8532eeead21de3, 0x4a8a532ddff379a5,
            0x96912f908c0d0e3e, 0x01db4f16a8e0f50e, 0xdea1d8bc9eff3e08, 0x55da1865ce9b3cc5,
        ],
        [
            0x380bb9ae722ebf6e, 0xe229a37619ad83be, 0xd96060e58ea831c0, 0x0eafbaa23a46e776,
            0xda5cb353f45b915c, 0x11b03eedcd73e42c, 0x44746eff1fd6e98e, 0x601bec8bfa2b6315,
        ],
        [
            0xf0192e2dc367a663, 0x8692315a8b896c6e, 0xb0fb7a39151dce46, 0x1de3715d4c82f2a4,
            0x09621a25ae68ddaa, 0xa8f7e7644ab4dead, 0x5462a02f84198d9d, 0x2d2b5db1f84dfba5,
        ],
        [
            0xd00a1c0d15e9a2a1, 0x0ff217bd9959b9f1, 0x0b8a49ec1687b492, 0x77473a98f764227e,
            0x0da1747d06fc64fc, 0xe53b6a99dadcf31b, 0x37e3f2930ef3f6ef, 0x53b5156804125f14,
        ],
        [
            0x66ed434bada1d152, 0x6d48e332cf8d1e0d, 0xcf57757ae384376c, 0x32cc61e71c31297a,
            0x7a5284ee3cf92167, 0x64404727af27e5dc, 0x0b662ab3a96edd3c, 0x32763afa4ab3dc21,
        ],
        [
            0xc986882685b12d16, 0x55169f6117823433, 0x67703a772521e46a, 0x0a434eab88eb6bf3,
            0xdcae3632b45a2b19, 0x1c9679a80285b9cc, 0x9776f818e1d7d9e1, 0x2de247e5f9eeed3a,
        ],
        [
            0xa21d9348753fa05e, 0xef12a4897bd7f5b8, 0xf7ecdaf314a31772, 0x25987027079050c0,
            0x02e524ada317f93e, 0x4707a015e3c960a7, 0x393e491fb680d08c, 0x568a1e5c182acc5c,
        ],
        [
            0x712bdfb803722fa0, 0xff09d79c62dff0de, 0xe98bca7853671dd7, 0x04e30d5f4d60d24a,
            0xb55aa242efdf92d1, 0xc0cb05829b4d466e, 0xcce24928a934ebfc, 0x26ac712cabd1cc17,
        ],
        [
            0x3dadfa5de3f44ea4, 0x5b80f772125cc93d, 0x718aa67736073703, 0x75819d7a1369d2af,
            0x99378ca69d68c43f, 0x009d49e5a2bcaeb4, 0x117ed0c5121fdfa8, 0x48528019df0c52eb,
        ],
        [
            0xd725998aab75c49f, 0xcdfef1c279306744, 0x7fce3087a86bbd8c, 0x6fc377e42117c452,
            0xd3fefbfe339da0cf, 0x15ec426401b22ce2, 0x19e83c51673f8045, 0x50ab4ef1fce08bca,
        ],
        [
            0xd02535e0f392aef3, 0xc3fd68c7afc1c027, 0x88d8a28e28b80282, 0x7a92fc70f55c56bc,
            0xbb21c7c1f82deb79, 0xb7cf2454687725e6, 0xa06488e841c16c4e, 0x1b9dd60401171ab5,
        ],
        [
            0x38c68460ec7ddee6, 0x602431f78f1b6f48, 0x142b56604ef347cc, 0x07ce291a665a1685,
            0x742a4a8ed518b98b, 0x1f6f763fe8424bcb, 0xf90cd8c1b6002448, 0x14467736dd79379c,
        ],
        [
            0x2a3ed390a1502427, 0xa25500daf5b563b5, 0x644f69fcdd1b0bf1, 0x5c616c81cabf955d,
            0xd041c70616aec725, 0x8fb6eae689079816, 0x9a170522b4c86419, 0x05eb6097c51ef0f6,
        ],
        [
            0x5b2c94d918b1bcfd, 0x0cf9593789136d29, 0x38ca25c9a3b5e5f7, 0x0664116833d88b6d,
            0x233edcac01a7a3fa, 0xfd4c985ddd133778, 0xdb998a3447170d02, 0x64449ba339101365,
        ],
        [
            0x3917d1a8f3145345, 0x836acaf7630c5e02, 0x37fcee0e8c387329, 0x44f11a9a3af153bb,
            0x66dcab9dedda2c2d, 0x125ca9e9a4807684, 0x7ab720eda2858b99, 0x6a917265b839b674,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0xc0d7506f4a396884, 0x485c4c97b27f84e7, 0x3e800dcadb35cdb3, 0x2954e876271f6911,
            0x80e31e1daaeb4812, 0xc5b253e1eae00693, 0x5690743b2e1309c3, 0x6d8d4b8605c838d2,
        ],
        [
            0x97fb90c1cfca1fb9, 0x29c3408ca8f9b59d, 0xb47dc6e5698bbc42, 0x1d9568a7f7441a95,
            0xcc519225ab119951, 0x2d3ce1bb1e101254, 0x8e5ae6439d46c794, 0x3395b74a5dc7af27,
        ],
        [
            0xda8137abd277ec87, 0x8f603eb7f041b362, 0x542a659f31f5c8a5, 0x5c3ae5b500729bf9,
            0x1c88aaf3368f4797, 0x7aab15a40139c9e0, 0xc277c0aed92bcbc4, 0x3a8a5c00ed45ee59,
        ],
        [
            0x1a4e847cadda33ff, 0xd6af5a131f685731, 0x43c4865d21737764, 0x580e25f33edcb516,
            0xf72c5835e80a95b7, 0x5f4efd90ebf7beff, 0x6bb07e082eff6acb, 0x0580f08310b988ea,
        ],
        [
            0x9ec83d60b0ba10d2, 0xaddac112ef0b76cf, 0x1ad9e4d9f9366118, 0x2cb537fad55a109d,
            0x1592e0819ea95d11, 0x818e156d9a7e6c82, 0x1c87141f3da689c2, 0x3c40d800d6bbee13,
        ],
        [
            0xa5a096af2dba6f95, 0xecf7e1bc5bd7ca58, 0x2da237f5d89089d4, 0x3e500782e0b0d604,
            0x5fe1ef92c16019c3, 0x57df8b73a4113853, 0x52359b6b3436c39c, 0x5bd66fe28824a0cf,
        ],
        [
            0xf170146796aa5805, 0x851f36d35a69c242, 0x62fba0208439ba06, 0x1d9339bb7ae69f15,
            0x244e6ad3c7ac2866, 0xd9373c8e04b6adfb, 0x96fe332a1fb5be19, 0x2796680e3e7c034e,
        ],
        [
            0x46d2ebbafa2314a7, 0x2c384e1ee24688db, 0xf60bcd0cfd87caef, 0x3914f980ab325cfd,
            0x4c3d1d1ff3df267d, 0xbc8bfe29af3b648e, 0xbc58dec71b4b0b62, 0x491341076cf73117,
        ],
        [
            0xd95d2d3270c17d76, 0x0a5c0c40ba806fb3, 0x17e8f97076fd91aa, 0x3e58017206198f85,
            0x5ac096ce2b030db2, 0x1254d8fae005af5d, 0xf7f6f95c8bc791f6, 0x13ce50d25389a825,
        ],
        [
            0x552556a2ce13a0fa, 0x1e35b5fdb5edd52c, 0xc10d7fb0f25faef6, 0x28155d011c078470,
            0xfde4ea2db4fc79a1, 0x6cbde1b13d437e34, 0xea90557221a20adf, 0x5f2eebaff8573349,
        ],
        [
            0xc5206adcbaa32166, 0xcd87320436e97126, 0xf54049df161072cd, 0x35056487bd0d0f46,
            0xfa5c1401943e1d6d, 0x4cd2be3b30abe584, 0x58b9c5d35c7ad1bc, 0x1e56d655339738f6,
        ],
        [
            0x7821108752874590, 0xa71105051c5fe443, 0x2ae04e44aea4a783, 0x03ff147c0ead466e,
            0xb8aefa3d935f41ed, 0x047f3e1b5676fe17, 0xcd61e6d7aa626d0b, 0x78da4f3ff65c860c,
        ],
        [
            0xe8fe3d941f5a7cb5, 0xc5e18cbb13f3f62d, 0x24164cae584bc108, 0x68be1a1393c1e688,
            0x0722248e1b46c2a2, 0xe6b87fbd60afcf54, 0x3697aee46b1bbceb, 0x5a5c36373f969cc1,
        ],
        [
            0x7bdfe40b4a873d4b, 0xce78a97d2fcc666c, 0xd20ecb7449f2490f, 0x1721adf0cfc0323a,
            0x3a8487eb1c2a343e, 0xd341ebcacbb7da36, 0x0371535ba5910b2a, 0x5b7536575d151512,
        ],
        [
            0x289daa3f4dc0c310, 0xa8ce1a0915477109, 0xfd233a9ac505231f, 0x62da535eaf8b8ca1,
            0x0e28856cda837fda, 0xdc2e23c2e100bf4a, 0xfd75a90f30695bf4, 0x63f329d44c89a3f8,
        ],
        [
            0xc1a22d72818db4c7, 0x6b01e666665da7e6, 0x25bd22fc1a1549e4, 0x31df13d0aa4482aa,
            0xc19513804fb49eca, 0x636dc0aed500a2d2, 0x069fd6c0fca59211, 0x646bad0acef61a40,
        ],
        [
            0x9f0feb604ed37b17, 0xa3ce894c86807513, 0xb8e38c87b63983a5, 0x63c6dc6e5c866f8e,
            0x44e9979f1f9a22c5, 0xbc0e3092dcf0ba9f, 0xfcf7f6b76cb99fa6, 0x59fac39d0eb3ac44,
        ],
        [
            0xd454182c240f69c0, 0x103f8ec97c9029dd, 0xad081eccd8b623ca, 0x22e5d94b1f6a78f4,
            0x056ffff11272a046, 0x264260b66eb57302, 0xed22a56b6718e06c, 0x29da35cfba1b4ccf,
        ],
        [
            0x2a020aca7a764b60, 0x7f43d5d296028812, 0xfe030cc340214af5, 0x577fdc84c653c082,
            0x6084468dcbc8281f, 0x3e5cd1a7ca898efd, 0x2e8564d7cb74b12f, 0x478b3dd01d3c41ed,
        ],
        [
            0xb32db78d4d50ebe7, 0x7357174d665325b3, 0x4eeb2bb6c1934c9a, 0x0314975b43fec9f5,
            0x45b0d12c455e46d2, 0xf78c22ec68f9a878, 0xcedbde36621cadfc, 0x227d4c33f06d3bb6,
        ],
        [
            0x72a3c7de815a92f3, 0x3f995c7767d2f85c, 0xf9908c691b543326, 0x7f228a087fed98a7,
            0x77adcf148a51ce57, 0x4e6316a931f80eeb, 0x9dc9f4310fcb3094, 0x2ed24cc18ba397ba,
        ],
        [
            0x0057047390cd083c, 0xc1ae1e04dcc67e7d, 0xd2f0015a57bebf79, 0x34bda241d9a17a89,
            0x4ff1d5ff964834f3, 0x5b1666ef4a0334e6, 0x4887f6f26e62bcf4, 0x5bc86dce5acba3ea,
        ],
        [
            0x85275f20558357cb, 0x25acf779e850b320, 0xff2132e481a1ef08, 0x50fed6e1103a69a7,
            0x15c0e5a57cd7ef15, 0x7620974d525f12c6, 0xd4ad3ddc084790e2, 0x2d9688bef7b87f36,
        ],
        [
            0xbcfa94515ad7a336, 0x6dc0396d50805c2f, 0x11dd1ffed022ffb1, 0x79c9c9faa6465f99,
            0x9a1d5080c1e80b07, 0x8509a8424f58516b, 0xd7e603fb3540a7ed, 0x12475c2592ea1e25,
        ],
        [
            0xc626b7235e10aa62, 0x48f417d0adf93e8f, 0x48d98df83b59466e, 0x042c14dad5bb10ce,
            0x40de7cf621789d25, 0x320423b11501c98c, 0x7f044744d02e6bac, 0x01e61dce77d33faa,
        ],
        [
            0x2e48b29fd6a0fa94, 0x417447f2ed136937, 0xf4de013494f86c06, 0x410206336fd56bec,
            0x56395b5d09cb19df, 0xb6dceaa1f9957a10, 0x39cb9d8d3815c7a1, 0x4eea00023d76c9c6,
        ],
        [
            0xddb305f683b44275, 0x7e9e06b945c610ce, 0x1c846405bdddbcc7, 0x77dd3b74dd49c5ef,
            0xfdbefa2322f9f15c, 0x0f3a69c2807f1cc4, 0x4a8d6bc5a1bb943c, 0x2ba06213f6d58728,
        ],
        [
            0xbe68ad4c3c21f081, 0x5c8c48863d437b56, 0xfe7bab7e83646cea, 0x29d3fb34a53076f3,
            0x43bf4578a2c1350c, 0x45475f5327dad592, 0x07b57ffeebbf1831, 0x3691f9c8e7e814ab,
        ],
        [
            0xe5283d278ec1cda4, 0x193f6a45b2966342, 0x5cfb1278f2fb8e3e, 0x2fad1de623fd4258,
            0xc19d99f956a003c2, 0xc0c4f5c4aa6146b4, 0x958634066d77dc7c, 0x7869a764d9f451df,
        ],
        [
            0x2adebd6af403c9bb, 0x36a34c853f785123, 0x5699dfb21bba214c, 0x3c0b9294a630e6a5,
            0x005f83ce4f27bb87, 0x56ec0c64010b3dd1, 0x0aeef619cb6a0cc0, 0x46e187d9ede8dcca,
        ],
        [
            0x5ce9ee854c0c0006, 0x69e5bbe0e0b008f3, 0xd2a2fe9bd3066f58, 0x4b030c7aec801600,
            0xab86d5acc77cf57d, 0xfb6612947e742b34, 0x9ab0075b2fdc2999, 0x08f05f32d5d8662e,
        ],
        [
            0x55755aaf32cd38d0, 0xa65cd63c98de41b4, 0x29af5d65c37efbfe, 0x04210b01e11480b9,
            0xecbc6c088193eb51, 0x930d9451bb761c03, 0x037a66eb771a5ce4, 0x7447142fbf87b7f6,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0x872ca1d960baea3e, 0xda3524386825dd9a, 0xdae51689512a7067, 0x738068c9029f1463,
            0x7cc4beea2716cb61, 0xa4ada74efabbb3bf, 0x92c7174c390a9f82, 0x2e75e12e0e9c6d8e,
        ],
        [
            0xbba26f35bd7c1efc, 0x5f7fc7ae73306753, 0x1ecaa9cdf92007cb, 0x748c4203fffd764d,
            0x6cf45a3fd1ca07bd, 0xf77dccd2595951c7, 0x54396054af6db5ab, 0x04648fceedd636a1,
        ],
        [
            0x43886a379949df8c, 0x4518b83bf5d8b992, 0x78df38fbb4eac926, 0x11a6a3792e0bdb6c,
            0xb4f8ebf2cc7ddef6, 0x48e572fb208a7f65, 0x0bcbf56afe2fa683, 0x5cb092059adeba49,
        ],
        [
            0x6cd10b89db39b596, 0xe601b611fe0ae8ca, 0xd4c2d828cafb34ec, 0x1795a3ef9d6b8ee7,
            0x2d2fa493960adae5, 0x2aab2515adf8065a, 0xe1c719cb24cebe1b, 0x6f2d6a29322776bb,
        ],
        [
            0xf03e64ae20224a4a, 0x5926e69509c3c6c1, 0xd0df6a8b14afe2a9, 0x1301a82f952c0153,
            0xac16c5eba213cfc1, 0xde02b21fafe828e3, 0x60e2342fbe8d0936, 0x1ccfec46ef4abae9,
        ],
        [
            0x68a01c09ff0aaf36, 0xb88dcf6aeadae5a1, 0xb2b3ef617ad312f5, 0x6322dc22fb185848,
            0x5d4aecda3d1e8d67, 0x58aa3bfef510efa2, 0x14319578a2eb0367, 0x76e5e6ea597230ac,
        ],
        [
            0x3b76ec12c42682bc, 0xc7a3a081211baa4f, 0x35cb9af69a860a8e, 0x7df40b448e55ebee,
            0x0b9f794ab7907c09, 0xacba366cdb6ddf98, 0x03ce73b6d398422a, 0x21e01fd71d8b25f8,
        ],
        [
            0x58f33be049e7553d, 0x00ae7ea6a229bc2f, 0x66ec54820cb26dad, 0x26c842a4cd042c5e,
            0xa47a8b08073852ac, 0xbcd6456c50353f95, 0x30a5606925df150b, 0x71dfc6e789fb46b7,
        ],
        [
            0x2e8db50242e3e65d, 0x2852587fb8194a2d, 0xfe9b2f3dff0b3667, 0x75d2f00d37631d61,
            0x0737f1734e5b126c, 0x822f7323d4d9af67, 0x948307921edfd875, 0x7480cdb779f4c453,
        ],
        [
            0x66f6563e2e3fa3d8, 0xffeae97fd33a0595, 0x976f5c49fb334620, 0x7782f3ec85fc64f5,
            0x3ca333c200ce1778, 0x2272d3bbff9f02ac, 0xd7f2c95d6e4fcf99, 0x2275965891a29b39,
        ],
        [
            0xecaa9157aa2ba0d0, 0x0ab2ce1a9d394ef0, 0x9bba31c78c0522ba, 0x7f7d14f744ce7e49,
            0x4edeefc175efbde7, 0xaeffef5ac9a81a40, 0xaa13e2aadf05f0c3, 0x7ceabd3fab423a83,
        ],
        [
            0x39e0401508f66d07, 0x8eb9f9bbbfa12d87, 0x34c840aa03234070, 0x26b8e714f08d0d86,
            0x871e18d50e4f2d7a, 0xb01653763d2a69f9, 0x619cee6e7be0e006, 0x7104804a6b2be32e,
        ],
        [
            0xd44c8d008df67a55, 0x6940a151f89c9b1e, 0xdba82a1248f31324, 0x7a1afcc6dec5eddb,
            0xdf19a9decbbe5ca2, 0x4b507df3b7ca9156, 0x124250a259b0046f, 0x2bdf49601c453040,
        ],
        [
            0xc468c166f90b3194, 0x11dd784b9258e537, 0x4e82e741f24db117, 0x31678fa7a36e75f0,
            0x890d983498cfb48a, 0x2f1424e495614c3d, 0xdbd22a416450c225, 0x144ffdbad3e7e6bd,
        ],
        [
            0xd325384a548475e8, 0x36b073aa80ad546e, 0x1396aac9ba0f92b9, 0x1c0ff29cbb05f2b0,
            0x1932134be36187f4, 0xf8c71c5c3746b61e, 0x4556987d96caa6d8, 0x690947a243377abd,
        ],
        [
            0x1ec7f245ff19d0eb, 0x6b533e145b1b7fc2, 0x6d6ba23669a84756, 0x2ca1cc1ff89d6be6,
            0xa0fc503abe8cc039, 0xc06f706ae13d1c77, 0x33805ac354f40778, 0x45a5d739138f8c43,
        ],
        [
            0xc23a27795f490b52, 0x17259917a2360e98, 0xb103573bb2c2d086, 0x571ee06728f64f87,
            0x3044dfd2a70ad6a8, 0x0c0a0360540e77be, 0x38a7e5374dae014a, 0x0233d23716c10437,
        ],
        [
            0x34d454b3c266632e, 0xb9ee8269ace7c984, 0x43ef3c0700e42700, 0x3f73e960ee4f9f95,
            0xad55bd8e396c38f9, 0x271d43bbd2e1b26b, 0x34dc27c548cfa118, 0x36190fa254cfa239,
        ],
        [
            0x700cca5f9fda8d59, 0x6689c35defb67f9d, 0x43bb4b612aabcb0b, 0x056d69a4e7d87c0c,
            0xed1c9fbeb1c95647, 0x28ab9efad883ce36, 0xdd84e7c343951a09, 0x4b271e012941a2ab,
        ],
        [
            0xb6c26386f2ca89bc, 0xda71ff99a2851509, 0x7f0fef5d331c94c3, 0x033a74810c0c80ae,
            0x0abb3dfde380d838, 0xba46d07b5dc34a63, 0x448ae2d0fe5269b7, 0x142956d196dd59b2,
        ],
        [
            0x77e3c83931494717, 0x197ecf16827662fd, 0x74a89304ac536ee4, 0x426f9e982b778682,
            0x363c4b3b0bfc72a5, 0x135c1b0eb756ac83, 0x6dbc38c27b59a7d9, 0x110b563163c8c2ad,
        ],
        [
            0x75961284653ae12f, 0x7dc157f84cf79bdc, 0xb898197ea22c6dc9, 0x77b8ac868a21d753,
            0xfcc1566bb3458187, 0x63b7e2154b48ea49, 0x32710e3ef77fd05f, 0x38f52c697eee0cc0,
        ],
        [
            0xe723cb87f6bfe623, 0xeb1f38f17b505d9d, 0xba0047e1311f3844, 0x798d1c00010efa0d,
            0xe0139866ff7a09bb, 0x682c25f1d3c9d63e, 0xf1099f7a4b7b7ac7, 0x3cb4bf3642c4da39,
        ],
        [
            0xdb9678923382b82b, 0x595e7be0e11a4745, 0x431ef691a3c6e9f8, 0x333cb78769595386,
            0xf283edece4ab778e, 0x65e4bd122cfcc06a, 0x76f6212829a6815b, 0x10c07cc1a062217d,
        ],
        [
            0xd3ad25f883b49c55, 0x0a0ef4c7af877555, 0x9ec0d04c24102476, 0x1ef5ee29a684a680,
            0x1411d8a9e4d47361, 0x2b5adaae2f9e2673, 0xe706e92ad6af786b, 0x25a5de21ec87f2d7,
        ],
        [
            0x480d3591becf8090, 0x821d424b79b98684, 0x94de2aa54c0bb306, 0x444716857736284b,
            0x4f6b99b3443aea07, 0x3cc53724b3eabdae, 0x790afba4ef0c9241, 0x26a3572d70f139f9,
        ],
        [
            0xc6ef780957c46564, 0xcf766757e6ca6db4, 0xdf9a22c43d912ea5, 0x1187e6b17ac4bcf1,
            0x1029db7fbc570b70, 0xc54f8d849360b828, 0x0d513976537d6a76, 0x6ecf757bf2df838c,
        ],
        [
            0x97345647b3ca1d27, 0xe48178838d6cbcc1, 0x9cb2fcfc2bf154ac, 0x2e52c35d9a327f7b,
            0xf9283cb090b9cf7d, 0x1ebdee5cc2271c82, 0x6fa726cefbdbaf22, 0x5227cc7ef36a5ecb,
        ],
        [
            0xc82c010518a09b53, 0xe0e8b8d44437e0a5, 0x9407ffa85b49ca39, 0x6f140fa7d6395780,
            0x36d00383e2f66664, 0x824b883ad0dab858, 0x664acf5317c40128, 0x45847f4454e94b11,
        ],
        [
            0xfa21c9b672a1c079, 0x3cd8007ac2546efd, 0xa20169431dc0a8e9, 0x6137a1423270da4f,
            0xf4fe3bf80fc6e0be, 0x6f28fddf6a9dc971, 0xd9e76865ab07b7b0, 0x781780f8fe4f697f,
        ],
        [
            0x54a2343e35512125, 0xdb4d9b8cb3e2501f, 0x0c8bbc6a2733c086, 0x5f631ba1e3cf488d,
            0x81d1a9a5a8ae2f50, 0xdf97743196ca4a88, 0x726e3f4be0258fc1, 0x6b703e9dfc7d7cf4,
        ],
        [
            0xd63e4ac8b6035897, 0x0f35289aa7857550, 0xc6a11a2cfd4ef584, 0x6ce17333654b7d85,
            0x96522cb47ef6e3cd, 0x87d0d8faefb92f40, 0xdd0db1ebf7219642, 0x6939a07877d7f454,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0xffb7e50803a38ed2, 0x9b32d4788833b1d4, 0xe3e62494ea632046, 0x5c02ca0947d59b4f,
            0x95475cce91e550e9, 0x7dfc05a6f0221c33, 0xb8c07b0ab34384a3, 0x5fa1867bded5b5eb,
        ],
        [
            0x94c39b99f2aeb9b7, 0x5200fe6a3b5c40cc, 0xf33cf8751829c14d, 0x7ac2a086a1b9ab26,
            0x5fe52018394bcadd, 0xda327795b7abfe57, 0x98da1df459aaba8f, 0x66d59b6f22bc267b,
        ],
        [
            0x4364b9baa26c7796, 0xd866e10ff859f778, 0x488798db31242d07, 0x5fc9d73f78edbc32,
            0x29a047330b2d3140, 0x6022743b973631ee, 0x0aca6602afa9314e, 0x4e8c133afb925248,
        ],
        [
            0x0b3f76b298c01b5a, 0xbc33189d293209d4, 0x3b9cf53816d90798, 0x5268b4db563bcc29,
            0xf823c3929dfdc869, 0x5c981ef07662b717, 0x2d2a2206486b29d1, 0x0afec798bb624020,
        ],
        [
            0x323279e455104d03, 0xf5e7294f53466541, 0xb2d007589f1e59be, 0x5366983ccbbbc6a2,
            0xc119472fbfc3df7c, 0x2a7235c7f9b19953, 0xed72c8398ca853a6, 0x21c28b7c7e243c0e,
        ],
        [
            0xa4f21e2195c54fa7, 0x516f35fa90f7f435, 0x5a82949b1c7ea545, 0x4703df06e00d3a2c,
            0x93f671e2ce1fd68d, 0x2613fc1b62bceca0, 0xdd6b8cdd1128e74e, 0x0c2fb0e7bdc9e0d7,
        ],
        [
            0x4e989146d9d4e186, 0x366ab88b7c2788d1, 0x78408f87953ca1b0, 0x283473d889445a43,
            0x6de8ae12a31b8870, 0x174a45083896b6a7, 0xc73a938ef4be5a93, 0x15a175187e750694,
        ],
        [
            0x160bd9622bf10ca8, 0x25b940cde99280b2, 0x01ac59bcd6e28872, 0x404b33afb6a378ad,
            0x92b12083bc21f180, 0x6d6be4cacca7e3a4, 0x61b79b42827c8888, 0x375fb0fe2232199a,
        ],
        [
            0x0db176aebef1d1db, 0x04f2c3140bed87cc, 0x2e0c3b8882986fbe, 0x3ee17e88c9b83daa,
            0x97e54c2fae889b2a, 0x5e129003261e7d98, 0xae96f37b7e130dc5, 0x62d9639168df7bf7,
        ],
        [
            0x4619dafb46bff919, 0x0aedcc62951a924a, 0xd317f8cf0c3a4a84, 0x554ec24ad0a2255b,
            0x42693e2989e808be, 0xf79294e6d8402a53, 0xcc852be75a5008cd, 0x2602c90c9d021e2b,
        ],
        [
            0x3268d53cc35380aa, 0x1ed4d2f2c362a9d4, 0x3bf82931b9bc7850, 0x1692d85c216d3eec,
            0x090bbc4c331e6f09, 0x0ee68ad42cf5dce7, 0xd0cc70fd3c24e34e, 0x6e9cf7d2998233a1,
        ],
        [
            0x036e4d9e097ceef2, 0xc0319834cb14f7cf, 0xd96daa050c02f21a, 0x7714a68518c94014,
            0xb454a860cc39b63b, 0x2b2aa3b6c86c627a, 0x36832046f1f0accd, 0x24d7efb2bfdc5753,
        ],
        [
            0x3b53cad0417d7e44, 0x86f6bbcfd743adb7, 0x83ba2c7908220c37, 0x441815f1553841a7,
            0x5f3b80a5a70cc448, 0x5b4ceb73a3adfba7, 0x7935e71f22fc7f2c, 0x38f15d92977d7627,
        ],
        [
            0x9242ce2d858c1472, 0x61c6821ffd1080ef, 0x44e08452965d3e84, 0x2d87d870f59d6937,
            0x2494fdc0d11510fd, 0x3f2973788c66f55a, 0xc6a2b8a22999a0df, 0x484d7c716515e41a,
        ],
        [
            0xe08ad56aece07232, 0xb17db70bc9f73ae0, 0x8b55fb61cf8deecb, 0x21bf323ff8a2c4e4,
            0x6b7f662491d9cae1, 0x17b7d72498f09df8, 0xad98b3405f3dbd2b, 0x7c86472754a973b0,
        ],
        [
            0x0dda2db37d663d64, 0x25b70e2bfa3f91fc, 0xc1b9d3d2f609a4ee, 0x3c611892658e524a,
            0x9b1fd5ba4a75622c, 0xcd12c72f07e8edb0, 0x2323d6b1f022c4bc, 0x6277480a8ac59f75,
        ],
        [
            0x649b794822ce331f, 0xc1edc81a9da9e1f6, 0x2a19f46435ce43a7, 0x680e3710229bb4e8,
            0xfac06346bfa59a84, 0xca0ed95fe0cba54a, 0xe90e6ebc2c3a67f4, 0x77478d7aee22c9b6,
        ],
        [
            0xf7315f9978c40915, 0xfa9eeefd0142add8, 0x007862401ee4256a, 0x42df99d790e65e11,
            0xb4b823e0589c913c, 0x962626de0148f775, 0x3075acbe8cc91ae2, 0x6522650426c9a1c6,
        ],
        [
            0x945347657b108d4c, 0xf9f7932625c3d384, 0xc075eff6ff02b8cb, 0x22879314f64f790f,
            0x68d9aaafb9258eed, 0x67c1c8cec162aeea, 0x0583f49ba2969a5b, 0x07cda81f9cc9265c,
        ],
        [
            0x631a2447560e3f99, 0xde11b4a224eb527f, 0x133cdd2847429c02, 0x1e381365a11ec63a,
            0x589d613a6b772649, 0x3c356de2ebfb25a3, 0x7001685a1dd9d3ed, 0x673e7d0bd5756344,
        ],
        [
            0x22fc0abbea1bfc8c, 0x1ed8b86b1d3589e2, 0xb89c464e05e59bcc, 0x5b35c566ad74d19b,
            0xaa57487a9a1524d4, 0xb6bf0b0cc35a066d, 0x4533403dc6275c70, 0x2ef5e7cbe08f1f8e,
        ],
        [
            0xcabf561d67e57537, 0x0d3a6e0db141ed7e, 0xb911d782357d4f94, 0x2254f68f9581f151,
            0x84c2d5ac08d5f39d, 0xd31e6030f5243dc4, 0x3d307adcba8ba29f, 0x78a5e7773fc2d06c,
        ],
        [
            0x509df63d7d4ad6b3, 0xa2b2ee8bd24507c5, 0x2194db5b42843b35, 0x15e2450b6e48879f,
            0x7997ca45da8755ab, 0xc5556d50905c18ee, 0x2c898e055341df19, 0x538edf169029883b,
        ],
        [
            0x93e8579476f9d322, 0x692c03035dfed1a8, 0x5f67c5626184eb85, 0x420a6c43650dbea8,
            0x7dcf1acd082ec601, 0x56452de1e67779ac, 0xaa2e80f92d65047c, 0x5f89c0bc13b8ac67,
        ],
        [
            0x487e4935c07460a1, 0x8a11eb49c92ce5fd, 0x317c13079e9b3015, 0x63b1b3faacb6c811,
            0xb2dfde58a8ec6509, 0x3cd8be40992cd21d, 0x5f585d0b251c2594, 0x2091198bdbcb0d2c,
        ],
        [
            0xf8bf03106482f6be, 0xef1a1dd81b4cfcf4, 0xbb195ffe772ba643, 0x4a6ea75f04f30438,
            0x0c5fb405a0d8c0e4, 0x3e878990323ee3c9, 0x12f2c89895965b69, 0x26b9c09a117393f9,
        ],
        [
            0x8213765e56289f76, 0x0817e137ed2dd56c, 0xc62b812a93b968bc, 0x4bd0b1c1949444e5,
            0xe037504a60d776bf, 0x71d764f97b72370c, 0x5971565cda20d0a6, 0x3505bbc536d3762b,
        ],
        [
            0xf53bdd76222eb3e0, 0xde782187ce938db1, 0x89ad42fa47d52873, 0x48a0bf1fb8af6bab,
            0xcde7fe8b0842c198, 0xfeade2feeb6c92c2, 0x5fcb9f47a0cd0607, 0x14aa21980bc3fd7f,
        ],
        [
            0x50fcbc9ead2b8757, 0x6e791ffd13f7c439, 0x476bc3b00754f3b1, 0x55a85b4e5c97151b,
            0xb059bc1f27f172bf, 0x0d3c97df45e18150, 0xc2650dcdb74f4ff2, 0x6f2ecb1e596376d3,
        ],
        [
            0xc879e5f27648e214, 0x057dba6a2e90da28, 0xba567d9b68ce5f93, 0x094737143f081361,
            0x9d471a2a339f9ecd, 0x681292ce1ff709c4, 0x46b9272de7340d7e, 0x3fbd08f90eb797a4,
        ],
        [
            0x38c4fc0b7aa16ce0, 0x83c22ed0d133bcdc, 0x529c7b07f46713f6, 0x108eeae209032af8,
            0xdd76613b132e2a80, 0xd80bc168da03a4c9, 0x59bd82bfa5f4dd6f, 0x32bb6bc5f7fbc2d2,
        ],
        [
            0x9787fddf0d90fe42, 0x8fb28f01e0b27fa5, 0xd8820d5e364c396d, 0x0f8be5ddefd74789,
            0x63aad1f3d204b6fa, 0x97a78fb5c6cd0597, 0xa2d9d7ade559062d, 0x11ef23419daee188,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0xc12384406ea874e1, 0xff2b89a84b18d48a, 0x14d4075a78fb0bca, 0x5aaa17275217a8f2,
            0x4b092547e165d56a, 0xa9961c7e7243a817, 0x091c6df1f23228e9, 0x2fd483b3317f19d9,
        ],
        [
            0x6610793e553c33ab, 0x1396f5cc951e021f, 0xce988bff409ec14e, 0x5f377177e4111b60,
            0x6332b3f6b4d66373, 0xbf1564b71949e6b1, 0x50dc3a10606328d9, 0x2ac076530fe15160,
        ],
        [
            0x61262054a2463109, 0xc35d569775659ea3, 0x945f16e101d5616f, 0x1d3a8a45b7d1b7e4,
            0x93dfc9bb83119459, 0xafcd6b17d705552c, 0x1e2b414e2e8b004f, 0x6e16bfa1224b40c2,
        ],
        [
            0x087602b48d9aff24, 0x94d7831959b1a015, 0x25c4871b04467c8c, 0x61d3174f4c46023f,
            0xbaacba2d7e8366cd, 0xd2dc8973ca2c0854, 0x0637017d4e8c160b, 0x65edd9cfe2d8e7b5,
        ],
        [
            0xe60461191a27a036, 0xfcd39512c1806746, 0x2997523a7b68eb2c, 0x592ea6b2db6734fa,
            0x0f420e50986c608b, 0xd8c6b72d316a988d, 0x541562ce1dbfbd95, 0x59412ff0bc4638c5,
        ],
        [
            0xab00f1dd07cf2586, 0x7e81e8248a218d49, 0xddf778f680a9c880, 0x7db805e01f3652a0,
            0x0e810d5357671f1d, 0x0581fcba7f5c7215, 0x17a98dccde7251ea, 0x70634ca28b942e30,
        ],
        [
            0x60dc1869eaf68f46, 0xbbf8a69710787819, 0x5b5050d7b06d981e, 0x18c40f9b39b7c745,
            0xff4ee0ae0bcbf468, 0x0ddea7079bc97054, 0xaeeb38fb64cb27e2, 0x05c38fec764ba63f,
        ],
        [
            0xc512576ea9c5ad7b, 0x47192cddc37e62a3, 0x510f249aa3269d0b, 0x675617f0eedbec6c,
            0xf76b90e46c6e9868, 0x1905d58733f2967b, 0x8793f1f5deea9425, 0x67719889424bf6d5,
        ],
        [
            0x6fd6925dd840412a, 0xc37b09a734623911, 0x68e63ae718ad38e9, 0x726da07578b778ee,
            0x1d5dd675e04f8b57, 0xf738ccefe5d218d1, 0x47b8da3071bc00c5, 0x54e39feab35db049,
        ],
        [
            0x22e3bd360f135cfb, 0x72cf43f995ceb44d, 0xdc857469f1bb7a23, 0x349de0920da9c768,
            0xe0985c01f32dd1a8, 0x0fa2eb52af662829, 0x6880cba5bafe1cae, 0x7a38f0a0fb3a72d2,
        ],
        [
            0xaeba08bf53516958, 0x4bc53ea89eba0da8, 0x80b1f52b97dfcc9c, 0x4d4fafdc55cfbe9e,
            0xe10296455c6d1557, 0x10c22c16a6f359b6, 0x6434326bb6ed14e7, 0x104f13dc4144cdb5,
        ],
        [
            0x902a7a0622503584, 0xccd786d6eb1fa946, 0x76189c4f28c77042, 0x6d1f19b328875921,
            0xeb95583b670c91ea, 0xda133db1c7c7e066, 0x57291967b98f457e, 0x00afa6ad59465852,
        ],
        [
            0xa094eceab8614852, 0x4cf692cbeb8b3c95, 0x33a49fc6410e9cb8, 0x4b760caec378f40a,
            0xf2ac66cd0bf7f549, 0xa392a831a1b0e961, 0xb9a059402e137429, 0x33c5cb510669c10b,
        ],
        [
            0xf7650a74ffc2ec25, 0xcc46552c1c3aaa09, 0xdffa13e967f04aa5, 0x047b6726af7d6b01,
            0xc00a024864536d2a, 0xf1da42f752dbbd63, 0xe14950dc22fdf03c, 0x48b8540b35de7b66,
        ],
        [
            0xb426ddfc0dfbe28e, 0xc6384b10f9954dbd, 0xf995e78c422f607d, 0x304bed168f5ac1a6,
            0xffae5c3757b46141, 0x6745524128bea215, 0x0a018b8aa574eea0, 0x2ad91d9c31e6842c,
        ],
        [
            0x09259a6e809309f8, 0x86a5afb18f0d33f1, 0xa118deaf31816db1, 0x5d24b9e4ccaaef1a,
            0xabd5d67d438b460a, 0xa21e3db533ad17fa, 0x7c39dad177c5d817, 0x75b856cec8c834ed,
        ],
        [
            0x6bbf87d78d2f780d, 0x39d485650ec67521, 0x03c46141b8c6f277, 0x251455c1fa102112,
            0x3c4507dd4d202060, 0xb2b643de1d14a001, 0x5463c05187f846ea, 0x5414f2a9eb43a408,
        ],
        [
            0x482a369a5f282132, 0xa85e957c2af66519, 0x8ab268358c884fab, 0x16ceaf4a4ac98ac5,
            0x98aad15619b84b8e, 0xffca65d961a0a679, 0x9dfe789fa36f36d8, 0x33dc7482183fa299,
        ],
        [
            0x99e44984fb4664b5, 0x0f50c3ab83275b9a, 0xc5fe502f4e493535, 0x240b68bc8dab7219,
            0x90a241ece73b9e8f, 0xb39f0ca4065f4bc5, 0xd8bb194f248cf3c4, 0x2b466352307c21f5,
        ],
        [
            0x1ca9d88f5b1633a0, 0x62448567707f2dc7, 0x2bff78948484b97c, 0x3c9afa526f773f6e,
            0x17e5aeb37f6ae3c6, 0x0c9c7133d6b17730, 0x4ecfb3286b6a8446, 0x01446edd0addc381,
        ],
        [
            0xec7b7527220c42e0, 0x92247e38a8ba3ea1, 0x22b584827ab8b8df, 0x48c088458fba41f8,
            0x38d299dc1ed97fec, 0xed766847240a338a, 0x277a19b9cc58c6d0, 0x751a8e509cc9bfa8,
        ],
        [
            0x5ce2996d002f77ea, 0xe80ee3bf554ebc7b, 0x28b0e2303c99613f, 0x2da6472a994117ec,
            0x5b95ed3491a44d22, 0x58bfd11e488512e0, 0x44f9b553b564350b, 0x0e159d91489ecc4c,
        ],
        [
            0x31901df6853bf852, 0xafd542b410866f1a, 0x0ea0cc9f90de43ff, 0x7ae454c64fc0ace7,
            0xe9111fcf56d6d1ee, 0x099cb09dec4fdbba, 0xef59d247faae7808, 0x4e964893abe10127,
        ],
        [
            0x2b6a86de7dfa471d, 0xeb16f6f2548bbc06, 0x45f41abcb96bcd3d, 0x560dc03a5d62c8dd,
            0x0a160538c4e61d2f, 0xbdce520b4630fed6, 0x8c731ec2458b18c9, 0x5df8e9030b1b2358,
        ],
        [
            0xa2f7179d2feec1b8, 0x57aaf79014607844, 0x118e3b36278578ed, 0x040cc97afbac380d,
            0xb44bfcfe33cf1d84, 0xb17b7208a1cc5b7c, 0x4b0ef1f523081f69, 0x0547fa870b964dbe,
        ],
        [
            0xb8a78f18173b9dd4, 0xdc064bf6e3639f0c, 0xaa519edf010310b0, 0x4abfb9b9f2e06d02,
            0x935aa3ea05fbba19, 0xe445d033084edf52, 0x78efd12bb314d996, 0x31bc0f317c96a7f9,
        ],
        [
            0x80cd817c38ea8429, 0x44b6318921a7077a, 0xca092a4c4edf0acf, 0x18bbaf6f5d0af518,
            0xe68132ab53d5f8b1, 0xc91692080b490631, 0xe4902a43576220d9, 0x763884a67460679d,
        ],
        [
            0x7d0be96b6df79322, 0x12cdcf322bf23d0d, 0x4ac4da3d6a8411f8, 0x79eb1fa9d6ed4873,
            0x0fb68d12de4c3791, 0xf566368acc5336a8, 0x076107cac3eb9e0d, 0x0b9564d887bca7cf,
        ],
        [
            0x34ace5252e36fcce, 0x206568ad49201ffc, 0xcb624e20a1934519, 0x56f8e2ac8c7eca4e,
            0x828651403dc81f77, 0xc4d371c735a83908, 0xa5943eae2004d75a, 0x2eae374b130f0a79,
        ],
        [
            0x81061f9cbe57339b, 0xa4560985a6adac34, 0xf03115483a2a9329, 0x2a921f443a310f4e,
            0xb7529eafe2ebb455, 0x26f87b62c6fe3242, 0xd79ef54b16f0339f, 0x0a189f51eb070d3a,
        ],
        [
            0x4eb64ab0cad50b41, 0x357d15997912f488, 0xba72a71e24cab719, 0x34ada61d0b4f5f7b,
            0x2809e13aa81b6e2d, 0x5ea071745dbf5a92, 0x09bd880c52f3bfb7, 0x33cbf2f482d2f595,
        ],
        [
            0x70aed822d377fab4, 0x1412351cfd79e70d, 0x142795a82cc5f55d, 0x1c9605b151dcae5f,
            0xf977fadf24631fc8, 0x0b259f228bf8848e, 0x7280c52b2226bdf5, 0x5efb7798d6955f83,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0xb97672378e26df7f, 0x73b6d0c4a50c92b0, 0xa5ee6d0a3c853d9d, 0x3471f860d662cfe7,
            0xb7fcbc2d7cf1ae70, 0xa752e2af393e9b08, 0xb482e19ee08abaff, 0x1e2b8d208e5525b6,
        ],
        [
            0xe20168a8558ccd7d, 0x6391c2ea5618b646, 0x0aa895af71d9debb, 0x6b9b5eb6dd7617f6,
            0x30fb37a65f6a2140, 0xbe3756c040adc959, 0xba54120ecd83e6f8, 0x226319bc012a8a59,
        ],
        [
            0x30de5b1fdfc7aff8, 0x05089537ec2b19d3, 0x78a35b5591a24675, 0x255ee97df01d5b93,
            0x422bf8159f859ade, 0x9561563605b4bbf1, 0x0cba81e3e091b9a0, 0x77770ad042dd7aed,
        ],
        [
            0xac17117e8f7614d3, 0x755fcd9628f64960, 0x7c8c8ee67646fca0, 0x0625ddf0b502dd23,
            0x9e8b91bf039a1fbe, 0xa0335ddc50cf1941, 0xfd04fd3e78d3a3fd, 0x5e074a32f36d804a,
        ],
        [
            0x887ea22992cde47c, 0x5a27341e8373717e, 0xef328bf7d3045362, 0x49df271706c53112,
            0x48c4438bbdba87c6, 0x5357b3805636b1a3, 0x88a8fc2bcaada9bc, 0x39e50a01be668bb7,
        ],
        [
            0xf6a60e9cf5b6fe9f, 0xc670e3dd48a268b4, 0x40eaf8579f5016b0, 0x0df32a0310b2247a,
            0x5b324e6c3969edad, 0x02554efc4b002ff2, 0xd730b8a6e91a2b49, 0x3b310b4df8eb23d2,
        ],
        [
            0x0662c5afb1844371, 0xd565cf7599f80142, 0x63c4d09c7b3b0a6b, 0x657e21b8fb8cda45,
            0x6a400c6c137d0160, 0xa1d11bedb51bd793, 0x391c983b5d2bdc2e, 0x163fd09f16146e9f,
        ],
        [
            0xa9c72cd6461f1846, 0x6223c38939eddf79, 0x43b77fd3e71dff22, 0x75c922b5d56cf3d4,
            0x54902b3be6428f80, 0x8ccfb6ead17673f2, 0xd9441a4439dce749, 0x11afe5b853a586f0,
        ],
        [
            0xbcd01e996ebeeeb2, 0xd626198d782f8c84, 0xce1b6aa0de295fa5, 0x2c741986bf0c3d85,
            0xb3933e03a243e1dd, 0xcf97eb288f2d8115, 0x9aab2aaccde99e9a, 0x223f801f3cf936e7,
        ],
        [
            0x6de3f92437af8c56, 0xb9e1db83aae1abf2, 0xeb272afb072d3140, 0x6531b0b1d00029a0,
            0xd55f856f42366188, 0xfd8e8a00ac376d3e, 0xfe0bb4921f316c14, 0x349c405ee2fe4d0a,
        ],
        [
            0xdc14956c3a16197a, 0x6b7522cd1ce3d161, 0x9d31054f4e782292, 0x4e717f7318b0fc6a,
            0xa9662f270bf86a19, 0xba72af7d7c9d1a10, 0xed72fbe47e1c8571, 0x4c95c3ef2e2f0e19,
        ],
        [
            0xc76ed51eca6f5b68, 0x652c09f2a5b70d23, 0x79716d2670bb2aa6, 0x34f91e00c5d781c0,
            0xb9c6e1828f4a9363, 0xd37fcd546e806872, 0xd47439261b12239e, 0x43faaa25899f9466,
        ],
        [
            0x7d5c93b1441549bf, 0x85043ad48b24c2b1, 0xe8fde1d6d54eccc2, 0x47057a853fc931a0,
            0x6d625246f8b54a9f, 0xb85ad2293dfcae0b, 0x36937adcb5693271, 0x048811f9ab67d806,
        ],
        [
            0x0fd0460e319cbbaa, 0xadcb85a4c8260378, 0xfb9b752877224432, 0x0c4421455f719ee6,
            0x09c5c861575c09c9, 0xcc974f81b383465f, 0x4b20b5b86d8dc84c, 0x14665f6a44b925ce,
        ],
        [
            0x1bc87b40ca5faf2d, 0xf949e2d687983510, 0x5262768739c71ccb, 0x08a85544c47c5f9f,
            0xa12745bc9f8222c3, 0x06a2127f87e15406, 0xf2b3c13c2508d9e7, 0x0dbcdeff4dd75b84,
        ],
        [
            0x99334864f0049ee5, 0x0161cfa43cad2fbb, 0x417928e510d958cc, 0x6791082f9fb1f733,
            0x3ef758450514515f, 0xebd4fae93cd24d49, 0xd72e17a444607d4a, 0x0827fd77d6d542a3,
        ],
        [
            0xd9ef36204aaf23a1, 0xc176806d5330b25d, 0x2950474103b57bd1, 0x29c33bb720a42b0d,
            0x3032f5eef7a96a75, 0x9e5c08502133bd17, 0x770525adaf6a84f1, 0x36ee2aac61958d3c,
        ],
        [
            0xb65ab625e3581561, 0x4bbaf62b7dff00fa, 0x7989c8b89514a981, 0x05583b28aa567d04,
            0xd1db793b42462808, 0x41002c2c8dc3e67f, 0xd01c7220f8d36931, 0x1328b556ebf68f12,
        ],
        [
            0xe194b18b587ab68f, 0x16d86f77c639df0e, 0xe7bf1f6827c3ee1b, 0x639a25565f6e8366,
            0x35a95e00feccb710, 0x1fac4ece33da99f3, 0x0ff29a2ed444a044, 0x080c211d1ec71b8c,
        ],
        [
            0x3668d6a29ac21b02, 0xda5b394a38414f53, 0x2f9eebaff583e8e2, 0x5c56f08c77da95c9,
            0xc4178100ea8da1aa, 0xcfed4cb1200d885f, 0x30770921b41cd54d, 0x6fd833ea77640904,
        ],
        [
            0x373f15534d04cc83, 0xce09ddb0de07c33d, 0x6379b8d2d4bbe3b2, 0x0e71121b96b109b1,
            0x319fd08d05fb82e8, 0xddc2c10bcb2db85f, 0x361d517af6d091d3, 0x5907ad2820389af8,
        ],
        [
            0x6be80ea58e4f5e62, 0xd89336f0ba2f1e19, 0x47623f5fb8802a40, 0x3bfd6f23fe54067f,
            0xd7ca9494ab38401f, 0x780471cb8c87d2ec, 0x4120ba155f796384, 0x2acd8936e3abec3d,
        ],
        [
            0x88d3af323f592547, 0xadd6c561710e99c5, 0xbdb34920529aaae8, 0x54b53ac8d37b254f,
            0xde1372021d661d87, 0x326ca844779dc477, 0x073e00e9d6f7f509, 0x18180dd78d69dc63,
        ],
        [
            0xdae5936d1ce2664b, 0xa0772755b60a961e, 0x78de26ec9341c9bd, 0x34a12a6e24d6da65,
            0x0136c39bb3157e61, 0xf5117eb924350f81, 0x6b1d6b5fa5e7dd9d, 0x08e4cf5f1fce7de2,
        ],
        [
            0x92ee1fd85759eae3, 0xf18a919e4f92dcb5, 0x27b794cecc13a412, 0x24c24fe5c4d852c0,
            0x8a2fa06b303775fd, 0x874eede65b41d008, 0xfae81b9292d650e8, 0x74b4f0519f9d8de6,
        ],
        [
            0x967f7f5654d80779, 0xb0f23d26086051da, 0x8143a7a6cd15d216, 0x06259012b45f9e07,
            0xae33b17f437bd615, 0x4af2919d4ed8f289, 0xba3bac26573d05f8, 0x23b4ea2edd8ea7f9,
        ],
        [
            0x212b226cde291bcf, 0xd45d4d66e70675a3, 0x8d33379605c36827, 0x3bee3d35f832ffff,
            0x2981075c39ff7ae1, 0x9741c6a94c63193f, 0x8731fb4e15386216, 0x7f9af851c6c56e50,
        ],
        [
            0xedaedc86c14d751c, 0xdf4db30138097016, 0x7dffae5ee4b8c99c, 0x36547ddfbcc6efc6,
            0x9ffeb1832ce7cef6, 0xc1432aba9e9d4a30, 0x12f6dc08530ea969, 0x0ea6687a478051e3,
        ],
        [
            0xc3d162fd9dfaa391, 0x023fa7a4c68caad4, 0x8f29668f5cd44213, 0x36606de95471c8aa,
            0xa5b7eb935771d029, 0x049065e5489aa6de, 0x934401c7a1c9da68, 0x0a986281210acd95,
        ],
        [
            0x0302c5cf71759bae, 0x34a0bced71c26999, 0xf70e654995d6bde5, 0x64ff893ded67b1d8,
            0x1000a14cb583fc44, 0xfcb9d212bdb7f94a, 0xdd9938437683efe6, 0x2171386eaf61fa77,
        ],
        [
            0xb79e06a54ded53f5, 0x8bb40f17b16322e7, 0x1ea813272afcd45c, 0x3b20c80a70f6007e,
            0xdd3922255d1fa259, 0x5656c1e54fee83cc, 0x442dbee54bfb5ee8, 0x11eff16ed2a93cf4,
        ],
        [
            0xf4c4e150254c38de, 0x54c74c34a964d3b8, 0x67afe1ade8700d3d, 0x6248627455b72080,
            0x203c3bf3d85ed98a, 0x7c30b203a30636b6, 0x3923b055d724df84, 0x456d7102922a6fd8,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0x86b8d0aca019830c, 0x06ed34fd6a300a09, 0x4c12a9f48251bc8e, 0x5fe30bc46aedd8bc,
            0x5951514cfcffd56d, 0x20c9ed60e878fc37, 0xdcb65ae0baa63dc4, 0x37f5eaa34cd59370,
        ],
        [
            0xcecc6969d5e50d23, 0x6ab1b135de9025b5, 0x66b0d30c653e3f3d, 0x041341caa7f3f121,
            0x0c289586f0e11e02, 0x2042e20ab2587774, 0x9181ac3c164a8668, 0x5f2b0fb854512855,
        ],
        [
            0x484f07af0698cd65, 0x462a8c4504e585a7, 0xf4b89a7406a665f8, 0x171c0cf2f54833c9,
            0x509f54203be60ef3, 0x00069d31187414f4, 0x78f4fe4b65ed14db, 0x633587922859b1b6,
        ],
        [
            0x2eff3eda628baec6, 0x0a522f49e41d21d2, 0xe2b7d915e14d20f1, 0x18657811adbe2d67,
            0x4511955989848bbe, 0xf1164baa30c99c4f, 0x3499ab42a8e62894, 0x1170904c7e07f276,
        ],
        [
            0xcbe65c3949b9fa2f, 0x31a10eda32b8695d, 0xb227a55b9000673e, 0x002e7e13c1720885,
            0x908b7dd4c797a7a4, 0x7edaa50bf14a199a, 0xe1ca15f1ac5009ff, 0x61a34d6ed3f4c001,
        ],
        [
            0x9e02876500693cee, 0x7ffbd592ee376707, 0x667bf9e11211fafd, 0x6655e08e358dd458,
            0x357cb87b2f901ca8, 0x2f5164cc4d6e5dbc, 0x6034223101c2ea05, 0x7fbd0fecdf910fc8,
        ],
        [
            0xa505f755b6a21821, 0x97c81785cb7a3633, 0x285d1f6ec752a367, 0x2916b2a89eacc38d,
            0x0d84cdc3c7301b66, 0x06682855d1c951de, 0x30dfff2b7e58a4ea, 0x7c4594ac09c22b0c,
        ],
        [
            0xe504b9b7d19cd734, 0xb78ef1da23139f78, 0x50b8f150efcbe44f, 0x58f66653f0c01bff,
            0xcf493d0887c9c8ad, 0x6590a7815cbe6ba0, 0xe70afd10b7db911d, 0x07d3e7e96398fee0,
        ],
        [
            0x23d379b17c4793cd, 0x2dce6cb90ec080fc, 0x6907fb646050294a, 0x147471733ffd291c,
            0x98b1a7c4e96c91ed, 0x1955638eb1446d56, 0x783e478236bd5baa, 0x566198a94e3920ec,
        ],
        [
            0x9c376bd6731da5ef, 0x003a499ae599e5d9, 0xfd7da9119ddab731, 0x411ee8240e98bb91,
            0x598baf4a2551db3a, 0x46bb6ddc5216fc20, 0x12cd5e0eb5346d99, 0x05ab8eda3ed997c0,
        ],
        [
            0x2e60ec7134768390, 0xeb6128b3d89e53b4, 0x36accde2e58b849d, 0x71fc640f9e29eee8,
            0xb140dbd5ed2f3004, 0x9530bf01841bf23b, 0xf398a76eeacc0e5f, 0x0631a7f85548a63f,
        ],
        [
            0x03eac0f6b6484daa, 0xf2db0ce1a421dd58, 0x53cce3e1c5685fee, 0x3499151466fabb6e,
            0xdf157e0adae4c14b, 0xd1900e0ffa209df0, 0x1825d0efdd1d3515, 0x09dc0aa93790393b,
        ],
        [
            0x45b33790a76b9ff9, 0x879d695c4b0b1756, 0x7ab6ddda5b351cec, 0x7dc306e176275c47,
            0x918d357ffda516bf, 0x0240dc91ccbd4b04, 0xf9e9df2c8f706dd6, 0x63c55c6c5ed1bb9d,
        ],
        [
            0x8f097f01364e1f04, 0x5d51b248e5ea72c7, 0xa8f6eef61e183441, 0x30593a97e8fd1a07,
            0x312628e6965ae1d7, 0xe6f75383c9f4b36a, 0x04b857c1967a1feb, 0x6f2f74c17e42d124,
        ],
        [
            0x034fb0d59c881f0d, 0x6df258e4164b0cfa, 0xdbdf13e0365e46e8, 0x4e81a0a5d5a2a107,
            0xc53032ce960c4133, 0x109b38cd08ea7d46, 0x7ba0e65fd6909739, 0x5e5ad65539cdc4e7,
        ],
        [
            0x0b107b8f47270560, 0xa0f7d02f06b2b971, 0xcd9738888cb75eb4, 0x3a145e4bbc367c86,
            0xebf0324fa34106a6, 0xdab701f6c2764af4, 0xb1ffa2e8db8905fe, 0x1ebba1f999b50f5c,
        ],
        [
            0x0830bac540b78a0c, 0x6f98207aa614fbf4, 0x12a4dc7bc4acc9d0, 0x1758046b8d542f93,
            0x450e994cf4024714, 0x5eaf4cd89c432d3d, 0x8e27b75c9376e00f, 0x67ffa6eb98c9459d,
        ],
        [
            0xd03c056e8447b55f, 0x667e34da3100c877, 0x4170c425eeb4f365, 0x423d6df49c30af91,
            0xfbcbfdfbb2837899, 0x2b9b52902d95c6ef, 0x925e590fa74c0d28, 0x0a7f438d623aed38,
        ],
        [
            0x2af135f0e286b8bd, 0xa968573d4b860482, 0xacf31c93a17ee63f, 0x477842ab29ef7de3,
            0xa4a0f0f59c97fd32, 0xd286a2ea24757ffa, 0x4eee421ed06bbf8c, 0x33f880b87f9d3e55,
        ],
        [
            0x067740373c6aea3f, 0x4bc59faecf62fafd, 0x1366ccdcdc3afa91, 0x2f65893293af20c2,
            0xa0f3a284fbf958fe, 0xb47a1bdec1f044c8, 0xdbd76a892052ecdb, 0x3845660c221c920b,
        ],
        [
            0x15474538b2ea5bad, 0x59496ed6548f63c1, 0xd121966d58255054, 0x2bf4d78b61efbb88,
            0xfd75c1ba7723e0a8, 0x4f0d0f72b37b7298, 0x6d4d8efd9bb7a4fe, 0x5080236b596a779b,
        ],
        [
            0x19ef1ac74effba3d, 0x1e6f8ed5210ce636, 0x147fb9ffac76c826, 0x1318074d54a6f561,
            0x437c68133bdb9c14, 0x8385f9270092ef9a, 0x2606f341dfb2996a, 0x26cc3eb15199e67a,
        ],
        [
            0xc873c58cb5c37717, 0x02f42d4d71da534e, 0x73f43bbd0abe3050, 0x6ca7cc287e0c0d66,
            0xeb47f62fa7a8c310, 0x502c76d88eff133e, 0x263a220981a35839, 0x0ac61996d3fffd07,
        ],
        [
            0x1f62f5669a860273, 0x5a1183664161d893, 0x0f0b7b6e12ab9ebb, 0x6ca3b69a031decd9,
            0xc7ad7b2b8a6c05ab, 0x7ada72b55ab0bb41, 0xd651796e95137136, 0x0c4b33a96526dbfe,
        ],
        [
            0x7308a04298def6b8, 0xbe7bd4599e668c34, 0xf908f8e01443da97, 0x1d846cb085c675dd,
            0x82187e22039e57bc, 0xfacda77acc747512, 0x02efb5b15b9eedd8, 0x4e22dda21cb11908,
        ],
        [
            0x167c883bcfc2dec3, 0xfd298a5171897472, 0x605a0818d701a41a, 0x49f00a975589677e,
            0x9b6f864a92a3173a, 0x2d57c88739b111cd, 0x02cdfe14f18d7647, 0x62a90b1a1171852e,
        ],
        [
            0x6c1d234852648f8b, 0xb30e03a61fe8cbca, 0x8cbc984cda0025d9, 0x2d6af5878ae19e49,
            0xe032a6a466a9613b, 0x60540418cb55aab0, 0xc605fe288f8cc717, 0x4621c64ad58cfa76,
        ],
        [
            0x9d9ba7ac1e9adcb2, 0x921f41ba95c110db, 0xdc1835e73c20154b, 0x22cb29c6623eae50,
            0x979986d0db74c0b5, 0x0ad6d14e349a8527, 0xa486797c16b78b96, 0x665fe1a9d638ddf1,
        ],
        [
            0x732225b2ad736356, 0xfddb95586ba11dc1, 0x586f837baeb2ba41, 0x7e01b19980d07218,
            0xd767da57255e4ed3, 0x14c7e6252e9bd572, 0x0e629c9821077d3b, 0x0c14cee2f110d031,
        ],
        [
            0x7d37ea9017689f92, 0x24a182b54d317263, 0xc88bf464bb2ab68e, 0x6ea0ef2bc85e2abf,
            0xcee2d42a3bec8efd, 0x2f31dd0b2070fb8b, 0x5fcabd7edb07a15f, 0x338db5f15ed4a637,
        ],
        [
            0x306128d422599401, 0xc468433e274ea79e, 0x58f5f8ac1b5d1e82, 0x27b06de8e42ed865,
            0x8985ae9585654b88, 0xd54a62fca583a80e, 0x4de25303050c0d04, 0x5e06e76a2f047f3f,
        ],
        [
            0xc01c4c5b4f95a68d, 0xee32a4156de230a0, 0xfba37c32b4bb6691, 0x1872dd55af4d227c,
            0xc69c626238244344, 0xe2780f9e6c3c3db7, 0xfa1e393839cd3b6e, 0x5e36549e9d4edea8,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x7c66036005ec1153, 0x08c850551cedc583, 0xac62caebd3a9ece7, 0x43ce0c3b340ca7d5,
            0xeb3a3bac3ee0ce89, 0xd9aab3844844bc34, 0x2c3209e9dabed6a8, 0x1664432fb5e466f4,
        ],
        [
            0x09b97f927ebd4cfe, 0x013c402551a3afef, 0x985e51289805140c, 0x77c2aa83f50bf27a,
            0x2f65c8c6b8823769, 0x29e37e9fdfab607d, 0xcfdb1cdc09805842, 0x518ea40d18eb19e5,
        ],
        [
            0x44e6a3873c892ae6, 0xd232abba38cf12c4, 0x57c3a9f8ce5a57fd, 0x42a9ee2bf255dd18,
            0x02346813e59540fc, 0xb17afbe254a73cc9, 0x46650cc159a4cceb, 0x00cf8dbbdf14ca4c,
        ],
        [
            0xd61c7c56ee9d15a4, 0xf77a0f69d17027d9, 0x600a96f44e46d4f9, 0x0d776223913a4c0c,
            0x5aeae411fd2ab74d, 0xbb5fe4beaa15b38a, 0x32b5c3e3218a5e0a, 0x45fd75a4afa9c9f2,
        ],
        [
            0xff403d8fdd062aeb, 0x067d1fef36fce3ba, 0xb67b04623c95ef06, 0x7d7d1232de200cf7,
            0x2dbf08f6ea30ea4f, 0x286b65b4ea8ce62c, 0x5cbc0aa0214ba9a7, 0x412e23d5789c1a64,
        ],
        [
            0xeeeff3851a71994b, 0x9563cf1357a8675c, 0xfc30c8fcb820182a, 0x316eeb17ffec5289,
            0x6760f6bc08d8eac5, 0x2a474a3df29ae9ca, 0xa8b60831679b5380, 0x1cab2ddaf73ee96a,
        ],
        [
            0xefac8e1d4002eb94, 0x6ada56310fb3cfd3, 0xee949106be988817, 0x50f74b7a41721b00,
            0xfb1d8e19b63af755, 0xc907e72f677bd7f6, 0x60e4bc31a6dfc22b, 0x6434b4c9f734d28a,
        ],
        [
            0xdac15dce60fe93c7, 0xb14054437e20897a, 0xfb8ea3ad8d09277a, 0x1dc786be7901c539,
            0x65be081fb384bd7b, 0xfabc9e81aff6c86c, 0xe49b453c5285235d, 0x62dbb9fae4523a7b,
        ],
        [
            0xb2cc2febcb8fc615, 0x76e969e7739f8166, 0xecda44c2f5a05c9b, 0x407cdae071fb80ba,
            0x4c6d65f0f0e66e34, 0x6a3825a8ea0aa1ed, 0x14be606be03c7cad, 0x3bcc3fcde8be1637,
        ],
        [
            0xbd7c116ea948ff10, 0x44ca3d4a4314be17, 0xcb7a79c3fc7452e9, 0x668b372911f4e379,
            0x854d58fa35f63789, 0xed98a0c96a90091c, 0xb55747501c34a90f, 0x6d500eed56e60f7f,
        ],
        [
            0xe72d2050b1c9acfa, 0x204863ab41f96e5f, 0xfb0e81c39e7a554d, 0x6a1697462ed293c5,
            0xdb10db59975ac07c, 0x3f4fde8c14bd3998, 0x9ada20fd07833456, 0x2c6b4ee5aadf9d12,
        ],
        [
            0xf01d3e5dbace664a, 0xbbe2d4bbab5d1455, 0x949cb148884ae8d9, 0x65d499e82447d7d4,
            0x14315e947833aed7, 0x2e2a7c662398e343, 0x367378a6ad545228, 0x4fad962b01b86699,
        ],
        [
            0x4da58f4c54225379, 0x6e2062843b83d604, 0x3ade04ce50a2aa34, 0x677ca93094aed044,
            0xe526a10ade138080, 0xef014288cd566efc, 0x2bddc23f59c94238, 0x3671ba36b514b74e,
        ],
        [
            0x92873a62d08db4d6, 0x95a33a3dd36656eb, 0x8c9c8dd826fd6546, 0x4bebcd64808b81bb,
            0x4512d66cedcb1d83, 0xfefb682158c4d8e6, 0x4370e8850a0cc33f, 0x2cf752637cab5c8b,
        ],
        [
            0x3f92615536f1e18c, 0x8c99aa85d6477e60, 0xdc022d2c72575d13, 0x088cd51679ff2085,
            0xde305360057b14c5, 0xe287b758f5696c74, 0xa1957772d4180339, 0x11da2c6a4e302997,
        ],
        [
            0x803d5642676ea6b2, 0x047b9cbe009a5ddc, 0x3714f7c1f2573578, 0x7676abf0e998a13d,
            0x6342cd4b77fdc756, 0xbfcc5ce74bf5bb9d, 0x6d9038e4c710ca39, 0x55a14e6003c85ec7,
        ],
        [
            0xe79eb750cdcf7197, 0xbe59c693aacca1ca, 0x92ea776a9f1e5fc5, 0x305f6132f35df9f7,
            0x116f23ea0955f7e8, 0xaba64620b37f2dd3, 0xa443008acaa79869, 0x2a684b5d026fde01,
        ],
        [
            0xd062e11714565deb, 0x1dc8fbd956a2d374, 0x75c562193e010744, 0x57bc7bfe44944c8c,
            0x3ceb4da38cdae5af, 0x9b30b20252582621, 0x7028052967d7cb51, 0x42269662cc5fcec8,
        ],
        [
            0xfcfa2f509eba2069, 0x76903fe68067ba0f, 0xb922833410b5fd07, 0x7fd04da5799a1c1c,
            0x85f1eab3077f96ed, 0x2dd87d039e88b6b1, 0xcc724f69dfa83817, 0x0ef02cd0c0152704,
        ],
        [
            0x35a312a035cffb51, 0xa9e91f5ac4722119, 0xeb45b43cbe01ca51, 0x2a2eef75a1fa92d1,
            0x17130a2af2635b25, 0xa10948021673c3ea, 0x48b8a0192562b5a7, 0x57778f053b380d40,
        ],
        [
            0xe136e6ca19907897, 0x400b5bccc0a3653d, 0x800356e68e73cc58, 0x0978a485b018c05d,
            0xcd7e0b7e857c414a, 0xb832247a1e4bc7ef, 0x53b2d96fce000859, 0x08925a6525822e2c,
        ],
        [
            0x145005d6f89759c2, 0x5b696d3c120eaac2, 0x07d4e466875423bd, 0x4b17a04a7c27658d,
            0xe5585c276e20b5d2, 0xb4d784e97afae826, 0x9d37b9267d7fd7dd, 0x35a7ce0bb40f9736,
        ],
        [
            0x234f7ed9ef68a0f1, 0xc54ff3a5f27ea696, 0xe46cd24ba19b7fd1, 0x3ace83b1d24d9460,
            0x2437cfb0a81ee241, 0x2660449c534262ed, 0x2acbcf268f2f4ecd, 0x4de48976b537182d,
        ],
        [
            0x620d3337352212e9, 0xd814dd6d0f2b74b8, 0x49f52f19fc915b49, 0x792c8ff9cb6c5911,
            0x9895974485efeeda, 0xe7cca47fcc1fef50, 0xd8f8158fae95d55f, 0x20a48a905a33859a,
        ],
        [
            0x4ee394a96f4c1291, 0x816ed787ff56ac45, 0x030325b370dfcd00, 0x608793948dab3674,
            0xd8c4560e396ed52b, 0x70501721b3a9182a, 0xbde6c77ac7bc817f, 0x19bc0d13a5fff5da,
        ],
        [
            0xe74b454403457c13, 0x304717671cae2e99, 0x9108831944f1a041, 0x58da2056bcca8765,
            0xeac5e261f10fc61f, 0x5d777b8f8df8cd6f, 0x9fe60b903949091f, 0x3818c8afa4732183,
        ],
        [
            0xc9fe608c8801e8fb, 0xfa81c806a7d73d50, 0xe5553944fc7d6650, 0x65087a08e50fa021,
            0xbd35f4653079f2ea, 0x96d6b4b77cd88ce3, 0xf2c8f2766d81e60f, 0x1d72be78e3e0be1c,
        ],
        [
            0xe2e85c4d3038e617, 0x746bf1e9b28bee08, 0xfb1af7f3e76e077e, 0x6fec0cab7dce5b0e,
            0x26c341a75dd3c500, 0x727b49404eee900e, 0x18f802173286b189, 0x30c59768880c8849,
        ],
        [
            0xbc6635cfda2ac361, 0x681893fa37a0396a, 0x4acd4b5215c348ee, 0x425a6adba3481072,
            0x1672d31cd8758cf3, 0xb7925cecf285d79c, 0xd4ba3101f798372a, 0x178b78d66a1eff43,
        ],
        [
            0x182260bb71b47ef0, 0x36689669a6184486, 0xb5f53618104b8d12, 0x118b20de412b1745,
            0x05b7c0aa879aa46d, 0xa12a6803b806407c, 0x2bcf87b652eae2b4, 0x1151cb7e5b9987f3,
        ],
        [
            0xf1ce096d351da72d, 0x8ec18dae86ad1227, 0x632af5af4c37126c, 0x2b73dcc3994c9db7,
            0x073a27f83d37c58b, 0x55a146393d363f53, 0x7a92d8cf58ddb37d, 0x0f1ea1b68e00657c,
        ],
        [
            0x4ffb1fa8b15f29af, 0x24e6d6eea8154787, 0xd4c8e275ea3d9fec, 0x2b086c2f6ecff990,
            0xc68318858e41298b, 0x280a15a37df24eac, 0xb0090206cfadfb60, 0x5fda6941e34535ab,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0xf5b1798fb5860c1f, 0x92d1a4ba268fd5d2, 0x04e9bafdffd343c9, 0x14bc7afbef9c066c,
            0xb5c66c48be3bf959, 0xf4d1b2916f590322, 0x2daea17fb4692e7c, 0x4ef2aa78a068fc39,
        ],
        [
            0x16a41643766a6390, 0x2a259fa6630c7745, 0xe59ccc819a41f2ea, 0x2cf3620adde0a988,
            0x5cfeb89f476f8f87, 0x79480f9bae79c9d4, 0x75df4e2cb586b02d, 0x1566b0b29abd8f0f,
        ],
        [
            0xd4ed952a57ac1d5c, 0x6f3b38b1318b83a9, 0xb304c195d59d3f73, 0x6b68e60fce89c48e,
            0x2efcc0be1aa562f9, 0xf5312e646076ce31, 0x02802ba8aecefe11, 0x4d4399c1050fca08,
        ],
        [
            0xdf50b4e803cb7a81, 0xa5243a6aa9eab21e, 0x0cb0c3d0981de76a, 0x4a74a863d5bf13d7,
            0xb9abb696dc7c21bd, 0x3741a5b7a704e988, 0x077b8ecd2813960a, 0x69940f036989248a,
        ],
        [
            0x7b47c9d5720cd303, 0xc1ee620f6f1b4b44, 0xc4c35a8f3f6743bd, 0x56970025f3a9bea7,
            0xd5ca877599de6ea6, 0x8f73ccd7e5b43692, 0x01614ac4416a0ca0, 0x49cd69c939306cae,
        ],
        [
            0x7f9902e078b08397, 0x0909a89f0f6de5f6, 0xfdf5b85e887420e2, 0x36119e356dd032f9,
            0x35f9a21f35934bad, 0x6e0328154b4c917f, 0xec7be4f7b6d3087f, 0x14973ca3a0027f41,
        ],
        [
            0x903aa8dd71aec874, 0x7cdb57d670bbd7a8, 0x03232a8237ab2719, 0x56d8f8f8038b268c,
            0xb69fbd38eab7afa9, 0x20631d12716c00e8, 0x2355b325aa77792f, 0x61b43b27f74b07bd,
        ],
        [
            0xbb64fd6263463e39, 0x47e5dbc62643a498, 0x356f7bed30b729d9, 0x2c62dc4bed9f584c,
            0xd0edfe95a2f9b678, 0x3900e0c53cfee004, 0xec019bf46b6e2e86, 0x39e408f39ab6c80b,
        ],
        [
            0x01fd5a46dd34068e, 0x8dcc1bf99b1f1a0d, 0x0f59252e10788945, 0x3a7326f4ea983441,
            0x91e026a5746b8cf9, 0xc1ff5d077861e92b, 0xd6dcb7d48fb9c50b, 0x774dac44d2046fc4,
        ],
        [
            0x1618e312067874c3, 0x3ec749bf343c8521, 0x081c4f64dd181fc4, 0x7afc36f269ab1602,
            0x73b36991adaa9052, 0x925a3aa1fdf27cd4, 0x0389e7a810193a4f, 0x7e6140f5a6a549cd,
        ],
        [
            0xc8b8b9a482be42f6, 0x6f1c9e2b70d21480, 0xefbd6d5eae63a826, 0x49c98545ae0b2944,
            0x9dbecc0854cd9e22, 0x2c819f71997a092a, 0x399ffff90a80fd3a, 0x1ddb3feb1f3394e0,
        ],
        [
            0x2e8b4d9fec1cef10, 0x8e4033871b736408, 0x2f537b1ea3a98f68, 0x5619af66d998da11,
            0x56f1628958b00b88, 0xb4105ce6adb026a6, 0x5c72484e4a83e0d3, 0x2010f69c98fe063a,
        ],
        [
            0xe6610b0b440b9eff, 0x3971b0c5300ad74c, 0xf201ad94557b4750, 0x39c4cfa9f0a02e79,
            0x4d47119ec25c510f, 0x5a7869c7f7520f64, 0xc5b1cfa9e67dd12f, 0x363f039c93532f46,
        ],
        [
            0x13b40ef36eacb68f, 0x5164810b77755c67, 0x2658b49028972181, 0x4265830bc3ef1e20,
            0x7f4bfb8249a92af4, 0xc2339732b8a6fbc5, 0xaf661d7edc797bd5, 0x4eb621040932b887,
        ],
        [
            0xc1395701657cc1aa, 0x0e9c9e61f70200cb, 0x13128257175dfbcb, 0x5e044e71ac69d6d3,
            0x45c84cb3065a7267, 0xd4f098095c9c464b, 0x6c7c3f26f3b8e90b, 0x679b79568e732caa,
        ],
        [
            0xd03f84f6cc95072b, 0x2f464a8a3f93e1dc, 0x6d4c4e62adf00c2a, 0x58794f358285a00b,
            0x6fe4366de48898c2, 0x964fc501a2f6841b, 0x769a0d013552893f, 0x6ad2d48278e9370c,
        ],
        [
            0x7bad0309a220c5b5, 0xcf3fb7fa250dac5a, 0xa322144736b84eef, 0x69284cc39bc62583,
            0x7b9afebfeab1446e, 0x7ae7a3c1a7b598ab, 0x65cffa765ea12c25, 0x3ce871065b516e74,
        ],
        [
            0x6c9f3c7cd80f6c7f, 0xd4f96a5762dbf449, 0xef000a526d51401d, 0x03ac77e2ea76ca30,
            0xc3964b8a24b48761, 0x756b348fb1a7b65f, 0x777f5c6dbae16ab3, 0x258706732f43a1b2,
        ],
        [
            0x863bfec1e4d7b810, 0x4db0ef699e4c1c1c, 0x535df52d96fd5033, 0x7e82dd30dac51865,
            0xb423b3aea1145366, 0x5b3631a2af5ff7ee, 0x05f066c6e0603951, 0x0369b97b8db22943,
        ],
        [
            0x28ccd94381f9ef64, 0x931b4191aae0df14, 0xb42555a6e7f52e40, 0x5ab91e653feb59ff,
            0x729a205a40f1f590, 0xa14692f28889eedf, 0x382bd94774462ef0, 0x08a9aadc53ece06b,
        ],
        [
            0xe1f6972a36096c46, 0x49b50318b1b805a4, 0xb370698ef0f3caa4, 0x0e2db1ad10d19bc9,
            0xcb0cd60760463579, 0x3cd0ab6d8a575bf9, 0xcb52cf81b7fca603, 0x1038be69e993deba,
        ],
        [
            0x82ac7731233da57c, 0x73a7ef6b79ddf419, 0xef776ba4a3f70338, 0x4c793b44243c7259,
            0xcbd5ef92723832e0, 0xe02fac780d560e11, 0x7192cd17c3b9c6f5, 0x38123a1a992b0c81,
        ],
        [
            0x546cc2e7ffb2ec84, 0x4ed55edff844393f, 0x4341f60fce70cd6a, 0x57935833a189d86e,
            0x0e7eb59d07581f16, 0x0d83310a4ee95afb, 0xeaecbe1642fbfaa2, 0x16b58b2d35700f8a,
        ],
        [
            0xec9a849401fc5c5d, 0x68f88f028ee4e6cc, 0x3d4cdb21711334e1, 0x694a7247102a8e2c,
            0x3ede7547eb8fc8f2, 0x4cee52a9c9001e4b, 0x5079847270ade95c, 0x05ae19d8c023ad84,
        ],
        [
            0x29c967eb9147f921, 0x6deb83d501e63d4c, 0xdd92af36193047b2, 0x02ebf216a623ba7c,
            0x625e7dec95567891, 0x8ed23c74e4e63b1b, 0x180dff77467882a6, 0x78a390d1fe17cc4e,
        ],
        [
            0x7223fa01bb61dfdf, 0xea407cb2a86a5c62, 0x879b8b25d4f86d29, 0x7e1a9c011d69278e,
            0xbeb23195d5711f69, 0x0822fbd93d642200, 0x12f76848828e6b29, 0x719bc3522bc30077,
        ],
        [
            0x33d17d100b213644, 0xbdffeaa6cd1863c7, 0x4525f86288892a27, 0x7644efbb18378211,
            0xcfcda09913697043, 0x2fc720f42d1d3a7b, 0x196e65c9f0268806, 0x43717c126cb2c95e,
        ],
        [
            0x8d1ef06da7787a96, 0xbea028934bb700a2, 0x7878088c394b7ce2, 0x0cf605e3be098ff0,
            0x5f591dc23a746fee, 0x61ecbd0c33fcf0ef, 0xf0a1eca01fb7cc51, 0x73d14cee0ff57689,
        ],
        [
            0xa5ca8406ffeab06a, 0xd6fc1b76857fc062, 0xc85796636ccdcb21, 0x635767bc697e90ed,
            0x9b3ee96044374bbc, 0x52009ffde1b73986, 0x195154e3e5e124c3, 0x692095e8bf2bf079,
        ],
        [
            0xbd0122af76b3b180, 0x8e76c19fcc5bd44b, 0x708f9fb36846463e, 0x3d3fd0db3b711700,
            0x38889f3b286a686b, 0x78452e0a9cd62c71, 0x8dc7e1a5966c4c70, 0x661d6e783c45cb13,
        ],
        [
            0xecee3ea9c36981bd, 0xa98bb710009e53c9, 0xd0969b6dd5eaba20, 0x1557f062ed193c52,
            0xc835b5c9c177a0bd, 0xe8f4d0c396883f91, 0x1e34eb985b72591c, 0x1128162203d5c13d,
        ],
        [
            0x008a02106e02914f, 0x5c9de62d22d5d667, 0x334594ad4e0055c2, 0x22fcc136c6dfe71a,
            0xe24c11035e154a21, 0x65164a69eabf8061, 0x7b5a36c5e6ce1e1f, 0x1deb77e52b6b5b8e,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0xec877c69964e2d4f, 0x7b049bb2fc4c1b51, 0xdef86fae04e22a36, 0x6a660b318112a9f8,
            0x1e1feff23e6868e5, 0x7bce9ef4b434d25e, 0xf90188d4fe8bdbf3, 0x1b34fe424171ad5b,
        ],
        [
            0xe133ffdc19d520d4, 0xc4db8f30cefd1954, 0x90a2c86200709c32, 0x110b197b30aad0f3,
            0x21dd264dc512f8a0, 0xa3c4623138e4092f, 0x82103fb5cc6a7bcc, 0x4ceb4a7a10413e53,
        ],
        [
            0x4d4322ef733e4d0a, 0x28fffc3978f2a128, 0x000ec7376eb3de61, 0x7d218f7866932ea3,
            0x42d0cc22c8082152, 0x85bf5f818bd380c8, 0x27a005588c8a9978, 0x6e8489ab5d5c8875,
        ],
        [
            0x0f29889eae41043d, 0xe78d264f7f3211cb, 0x8c980a2133120e4b, 0x4737999264f724cb,
            0xacbfe6a30389585f, 0x7abf08cc1c3aeb8d, 0xa2181fe879553c49, 0x6cc374e11b499d50,
        ],
        [
            0x6b761893e08363b9, 0x793b26069070eb6d, 0xd74921d129adf522, 0x1ed68eb1fb315ce0,
            0xc09d2781a7a49f1d, 0x5a519d538cc7e6a1, 0xbf131e1cc4f29cde, 0x405fa564790c08e5,
        ],
        [
            0x0a8a8578e62a7b07, 0xb9c2c216ec5585fb, 0xa30bdc57d5a054e0, 0x57b6e8164eedfcc2,
            0x580370585a0e79b6, 0xbd284f4fa7956f16, 0xc16865469352631d, 0x1be7e52de2d09f11,
        ],
        [
            0x6468ca7c39cc411b, 0xc95920b045509b59, 0xc8f0bf520d010b3f, 0x167978c40adb7e2a,
            0xe9f246763fde5f08, 0xad9aaeef8d6ce247, 0x31b5393e5e4acc00, 0x772af62f32048851,
        ],
        [
            0x2ed18276edb7c6d5, 0x62b7bedb858137fc, 0x4bd2619c4f58879c, 0x0103b28a0109b3c1,
            0x78ff1eb413d4c1da, 0x4eb00f0c591c551b, 0xe6dab611318135f5, 0x637d7997dfd67256,
        ],
        [
            0x1d463273ade31fec, 0x87c0edae9feb15dd, 0x6ed7b588aca19b5a, 0x4d0384ae86f5b3a0,
            0x0bdc1edc8113d973, 0xd040e3b690479410, 0xef63a77e71ab40f6, 0x204cbdc907c54ce5,
        ],
        [
            0xea33e5f5b2aeab2a, 0x8256e5ca8fbaff15, 0x99e92658bd5b8f43, 0x39b3120d29dc7980,
            0xd42a5078822a291a, 0x95f9cbda5e5dd953, 0xf8a065134902b919, 0x4f17cc2c75ca496f,
        ],
        [
            0x32c8e095ff93190e, 0x380171acd914a679, 0xf124133ebeec3686, 0x73a50354a138a72c,
            0xae07eb0c65fe2196, 0x6c49201bd739a197, 0x59e60a08411d7056, 0x48ed394de720998a,
        ],
        [
            0xaba1988f7ef7fbdc, 0x2d74ad84d6cb40e6, 0x4bf25bf1e4143cba, 0x59635ec4edde9f4d,
            0xd1474709216a3a52, 0xa8dcc8257ade715a, 0x933798e2f62c6515, 0x6334c005a1053661,
        ],
        [
            0xa46380a1e88e52c2, 0xb9a44b579519099e, 0x950730ddfb9bbb11, 0x13c7a11edb855ba8,
            0x3b8a0867159de2d4, 0x567e8ec53765ed3b, 0x7b8ad69b4c52b216, 0x43bbc9c5660f778f,
        ],
        [
            0x326dcbd6e4e0902c, 0xb6f74a41803133f2, 0xcfdd6c509e024317, 0x6b838041e0458fce,
            0xd0567fcf82bd91c0, 0xb8394fee86e1bfbd, 0x4eb19e0712c5188b, 0x34f69fbe9de49a6b,
        ],
        [
            0x8ffcc56231ab2696, 0xa9054f79e90236ac, 0x621426adcf4fd9c0, 0x624b6c2ef279535c,
            0x8a9566fcff9314ff, 0x68e39295dfdf3c59, 0xf6bde58beea0d12d, 0x42263801e610a137,
        ],
        [
            0x0c82c624f00dccbd, 0xb1d8c87e35a9b38e, 0x7f454455263bd585, 0x766510aeb70cc2cd,
            0xdda009902cc9c874, 0x9b20d0abef741446, 0x9d61dc2107add314, 0x7fcd0c72b5500dd8,
        ],
        [
            0x2e004679da636aee, 0x225bd72f3d4a3a56, 0x850278b7629d5586, 0x76197fea19a0f06a,
            0x61d3db7894f2039e, 0x1660feee7a5c6f8e, 0x54a764073b3f1a92, 0x0c48a7da65b75b12,
        ],
        [
            0x1a6aa023422e6e90, 0x929cb71ca8e954ce, 0xfdbd623f3b53e78d, 0x0eb6db7de4857dec,
            0x98084ccb41139e37, 0x3a05a4f25fa0c2a0, 0xff56a2abffd64e32, 0x589fa76dcaead837,
        ],
        [
            0x078ef3ae42239a0f, 0x84a08e0fcf55949a, 0x7cc8bac58c74b94c, 0x1b227d059dd0c0f4,
            0x778e4f1245213aa1, 0x7ea054c2cd64485b, 0xffffc7c836210be4, 0x325f1538776a8841,
        ],
        [
            0xd2517fe2c08fd73c, 0x59fd410b671929c3, 0xd34f5294293305c2, 0x79288919211aefd8,
            0x6c16c5eab0d854de, 0xd72ba033a131bd07, 0xd6fdebd7b6f4b92b, 0x6631d02e385fba4f,
        ],
        [
            0xa195092e9145dc24, 0x01bf4d80e8e86609, 0xe14ce7a7a652fda2, 0x3c923c7cc6f2cf0f,
            0x037cf5467217d0df, 0xc81f1278cb0e9f3e, 0xedafde92b87e9340, 0x54b0431b0c0adff5,
        ],
        [
            0x3e1f321b5437d8c3, 0x0bcbac08248929b0, 0x670726d7659aa8ac, 0x022012078dff73de,
            0x90e36768a08027f5, 0x196eb855bef608aa, 0x9bf750fd4fd56bf2, 0x5c2bbfc52333cc05,
        ],
        [
            0x27be692a6611e348, 0x13a1b6dcbd48c2e9, 0x87d6ebaedda6494e, 0x027c8e42a37e6c64,
            0x1c8090bb59025a36, 0x87a6d3730592a3cb, 0x4d191364de2435a9, 0x415ee7208b7f2777,
        ],
        [
            0x172859a648dbdfd8, 0x17281fef7793b51b, 0x7dc188ddbf619976, 0x2bb9b0dac9fdc91a,
            0x703c7a674fa65164, 0xb94bd3ea5a998da3, 0x225ee4ae315c0e75, 0x3efe86ea699a5110,
        ],
        [
            0xe8ef80f7ff410d63, 0xf7b2c8e5d3616216, 0x542f233d75fc2f92, 0x77b0e47fdad8c57a,
            0xe6836659fc092fd7, 0x29cefbb09676c18f, 0x33842e441e1f6fd7, 0x7e08988490eacc42,
        ],
        [
            0x8b9d768d7ded3f13, 0x250fb5778331025b, 0xc2259f41d978fc2d, 0x6b41abaa60e31a08,
            0x75c6043ad5cbf4c4, 0xd8e806290dea8cbc, 0x0fe82291b1588559, 0x515959c4a297ee4b,
        ],
        [
            0xee4527291b19f52d, 0xaee08f7118d2c6d0, 0x93d60d5367e74be5, 0x3f76ea2472b34c4f,
            0x53c009bcb3a9b9fa, 0xf4f27fd8775c70c1, 0xb1cfd38ef1ec1f9c, 0x78ff0ad6aa13f930,
        ],
        [
            0xdf212645fe361a90, 0xe5d3688a08dfcf14, 0xc8c8367598e49f6a, 0x2d2ee9430bdcdcc9,
            0x8bb74ce5aac67f42, 0xb97dddad6e5d3a56, 0x03945d432f36be52, 0x3d694f0d5375837c,
        ],
        [
            0xaed5d99bdbaafa18, 0x7901983ce4873e21, 0xcbff2ebd0b8cafa5, 0x59620443ed798b9f,
            0x202e2e7a9f403a77, 0xe5230a6254144543, 0x63d1fd20522a6d4b, 0x17bf5442ade1373d,
        ],
        [
            0x12b2dc545f8d4eff, 0xba3f7547ce091cfb, 0xc5299b140d998fd6, 0x7650b6750e688031,
            0x4f5df24d18a1fdc0, 0xff812abe57c073ef, 0x54125805f843eb74, 0x00c609599d68636e,
        ],
        [
            0xb13074d17043ddaa, 0x4b036fed9e565f89, 0x558a92c7d0a9ffe7, 0x7ad789567a11d5dd,
            0x65b157052c3d5f71, 0x2379820a1071dae2, 0xdf980d6e15087f6f, 0x51cfd28aa86c9270,
        ],
        [
            0xdbb5806811bed912, 0x631215570498db43, 0xda69b932f5796a0e, 0x6e92679dd81f9f2f,
            0xdfea973eebd14632, 0x9f700c4bde50a9bb, 0xdeea221e2d380eec, 0x2a78921563ffa483,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0xedce778d5548c145, 0x6dc4f87be6db4bed, 0xc07e08baea8648e3, 0x6ec73fef278e35ea,
            0x31c44be362f00045, 0x018a8104675fd696, 0xe757d0edd36e83d4, 0x20cfdb44dcdda1df,
        ],
        [
            0x665649d25d2edfcc, 0x2f53d48a3e4b1253, 0xf7fa515759ace1bd, 0x2920e7078cc37b41,
            0x4dae984669a2e234, 0xf1766cebe34df108, 0x5616ceea19bfaa66, 0x4b9f5adc6ee236e5,
        ],
        [
            0x8cc67a0f73f500f1, 0x95c498c1f75fea1a, 0xcc4cdcf468b6291b, 0x16eefb5b8e37cac8,
            0x84a15e02c5bcd2f0, 0xd0d5658bf39a0027, 0x4b418ec3a3294dce, 0x61873327e966a982,
        ],
        [
            0x389f6224a99f806f, 0x09d11b49c86e5fc7, 0xc831837357b3c52e, 0x035f0c1ac036798a,
            0x11c676fadc1f135e, 0x5c6a1040f8357480, 0x3e9c8482ea8162b5, 0x45d664b21824f43a,
        ],
        [
            0xbffb94609a702c35, 0xb258668af4de49ae, 0xdbfa3666a6941cf4, 0x4eede5dddbeb49e0,
            0xebb9dbf7c8cd3e72, 0x87e665d41dda7bdd, 0x890c38d2a37d95ec, 0x7f9d4b490b2620c3,
        ],
        [
            0xc76b55093de380a9, 0x9d99b92e6de82669, 0xfbfa7ae10b15acab, 0x52536f6be1446b73,
            0xd703a7556748fe3c, 0x105f77f3847ab1bd, 0x487e0530b685b3bc, 0x5e97cbf2c164779c,
        ],
        [
            0x4107c21fb61fcaad, 0x33b24e67d41506aa, 0x33d18a1a8f0d2740, 0x10d7055cb87e9f99,
            0x121fa03558a819ca, 0x8bca7fbcc8b4bc16, 0x432959651285ae41, 0x5f7ddd28683211d5,
        ],
        [
            0x6f2c67bdd0ee2ed0, 0xc0274f5fd23d436b, 0xab844839a26a1152, 0x4c210d607db6d501,
            0xab631fb66c91c34d, 0x2c99baaf23cb3880, 0x817f8cd35e806b35, 0x3f0a0ae03ca88690,
        ],
        [
            0xad163bccba5eeb8f, 0x7ee073453a49648e, 0x6cb66880309b8130, 0x41a3032ccba0ad35,
            0xe2820964cdcd872a, 0x0d2448f0e13f5de9, 0x571893dd05c0492b, 0x11b12f6d90cd92ec,
        ],
        [
            0xd1cd2fc436d8877c, 0x9835188b00a0ca9f, 0x0762426241518cf7, 0x446ac24754027cf1,
            0x03bd59541548385e, 0x9f7f304774be7c3b, 0x89b9abfcc1f8ec7e, 0x536b802e5eeb020c,
        ],
        [
            0xb9d55fe15c0403a2, 0x047980cedea9677a, 0x964d9c8771c3cc0b, 0x737365e1eecd973d,
            0x18a439578893ceb2, 0x79d0133e562e0828, 0x635bdba3cb21d9be, 0x280735cb42c06ef6,
        ],
        [
            0x55c8db7388df5a94, 0xc395a0eb7b486936, 0xc400ca84be730a66, 0x690f421f4333a280,
            0x52c18a3a5287b21a, 0x16ff51094b6ea147, 0x362bffc0070e2e9d, 0x311952d58ecb547e,
        ],
        [
            0x8f8b21210824135e, 0xf2091eb3de6b7443, 0x1185f6d4fe117a77, 0x40f8488441f4ec59,
            0xae1db8f9cc3bfeb8, 0xac0d351a78acd085, 0x2389c3d1cbbd96ab, 0x1704eae58d7f3631,
        ],
        [
            0x477ad15362a0204e, 0x49e6c305c8dc2bcc, 0x2bf807b7665f71da, 0x6dd1bb2db32d0637,
            0x1fffd0731af6191e, 0xa4ef192d5bec9fc7, 0x7e7402adf9893831, 0x0b8f894750edd228,
        ],
        [
            0xdc706d9c31f946dc, 0x2422081dd409d9fc, 0x2eef69971491fb60, 0x62f5271657c895b4,
            0xcbeb106a2aa2642c, 0xe3e88176b2ac2178, 0x61f5191e185dc046, 0x30ab1d6b6a81bffa,
        ],
        [
            0xc4072d0ab215bee9, 0xad4a292b74eb49c5, 0x8d71d2241d0c2ef1, 0x6262e6c375ad7f01,
            0x126b035417bb9f24, 0x87d9cfa0fbd08102, 0xdff08c85f14fcfef, 0x5d435404230adbb1,
        ],
        [
            0xfbd1d1ddbd9bb33b, 0xe86d55f5debb4216, 0xa8ae2a4237ce494f, 0x5218a1cda4fa805d,
            0xaf6de7f9ecf0f134, 0xc29d10d7fa3c6a4a, 0xf3e6bcc408828a7a, 0x3eddf4ffc572bce8,
        ],
        [
            0x10c5de3ee3146992, 0xabb99cdd6dab8226, 0x820fa3da95374135, 0x2ac2fd67bdb77b78,
            0x736ab52faaceed4d, 0xe17eba3f922d3762, 0xa2e05ee26919dd99, 0x45eba3534e02029d,
        ],
        [
            0xa7ba076b099cd4a4, 0x752a5803426ccb61, 0xc34af8164384c7e6, 0x01f83a1c2dc043a6,
            0x827fdf410da2d02f, 0x0485cfd684d31c32, 0xd5bb1109c7561f68, 0x28b766ecc85eb902,
        ],
        [
            0xd4694101168ca509, 0x95472f36391ec5ef, 0x213618bd6a8ff342, 0x7e0b49d9060bea06,
            0x3db60728ca8bce5b, 0x47f267dd090dd9be, 0xc9801fc5ee632892, 0x7d9b8f3f5b21228e,
        ],
        [
            0xda1c89b85540b007, 0xf276208b9963dc32, 0x9bb74925a20f49e2, 0x7f1ee212b8df9187,
            0x2098460684cfe796, 0x7382d97d6d73e3fe, 0x74613785d6229b19, 0x7ad10ba752d60b9c,
        ],
        [
            0x97f5ed40aba4956b, 0x068fba185b64b5ff, 0x59a1121b12cdb8fe, 0x7037cc256654654c,
            0x7807af3362fc185f, 0x41bbf9d79f8a8380, 0x7950bd642af4514b, 0x659593ebb171a0bb,
        ],
        [
            0xbc9bbff7c4178e24, 0xdaa40ade4afc83e2, 0x0399ea1126e4dbee, 0x3084a2e903e1f62d,
            0xe1254f6a196e96a9, 0x8d36766a0b63d4c3, 0xd36dc333ebc682df, 0x56d2c25602a1503e,
        ],
        [
            0x791e9c1a347f2159, 0x51b48f4befcfa6ea, 0xb07d72e82a39388f, 0x7ee84e64da7ddaa7,
            0x79ea814c1af88cb0, 0x5c48ea9c5f2c87ee, 0x2c110b99143cd82f, 0x41a03d7888c72980,
        ],
        [
            0x71984ad4e91458d9, 0x65cd723d936689cb, 0x69b09ee38dbf596b, 0x11df1d3e278d0082,
            0x96fa0cc6dc0c5ffb, 0x11d8353d6f9ed28b, 0x0979c1dea4b0e397, 0x33efa6854d7a985f,
        ],
        [
            0xfd56deb6c132e68c, 0x503f608306753e04, 0x087ec19cc12e1fbe, 0x27b7a3a3b556453e,
            0xd39ffbc823a4b5de, 0x2e8f96bc2760b71c, 0x799e99c467c98e59, 0x453970b5208554fd,
        ],
        [
            0x34d2cc49a4d3db7d, 0x3576661aacc33411, 0x02e8aa93b9d3d8d5, 0x528df87c6fbde3f3,
            0x4d2a9367d6cb885c, 0xfab47f60c31cfaea, 0x8a1451cc33f2d830, 0x14ffa0294d6d50ba,
        ],
        [
            0xe31492a496e1c43f, 0x9a5f9343942d02da, 0x9941309983536cea, 0x65cc95a7b33e3629,
            0xe75121f2a6525377, 0xa4039c887e5c9bd0, 0xb667f450a9d36123, 0x3c33079a81884ed0,
        ],
        [
            0x97b48336c0a64dca, 0x9d3c5bdd2cedaed0, 0xd7e6fb4235fb7aa5, 0x6ede89d07922525f,
            0x92cebba6c55cde29, 0xccaad8f483f40235, 0xa7f22cea9a79eb16, 0x1848bda3eb2f543f,
        ],
        [
            0x9b6987bac5e4b432, 0xfc5dcb363a786ee7, 0x0186d3f0fe9d0868, 0x089dcdccc2f0bf20,
            0xc06f794e28868093, 0x809c54b7d8bd82d2, 0x669a7bb11a3d5f80, 0x177a879d2722b1dc,
        ],
        [
            0x2eff0587221e97b7, 0xe4e05488d9bee94e, 0x62e2261d3b03feaf, 0x08f7b4814d501ea2,
            0x6f7bcade8d340177, 0x7580abb4e376db8a, 0xc011e0639dd0375f, 0x0eacf9fd7c347c8f,
        ],
        [
            0x98ab52998040d13f, 0xf1b7b078ee4425f1, 0xd8ef1799b35e4fe7, 0x00d7fa4af9ea97b4,
            0x87cc69b7f68121e7, 0x9779bff7a2b5e1b0, 0x6d8972093d3a73b5, 0x1ec7f97adbf1bcd5,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0x75151688395baad5, 0x4038fe9135a91851, 0x177c33b523942152, 0x1acf1040085d57eb,
            0x2da5ad682c9b15c0, 0x04168d64eae79d17, 0x132809de64ed245d, 0x341c53746d51bfaa,
        ],
        [
            0x27e4a5b0608f1e51, 0xb14907685e4b9188, 0x9e87b6a87cef9396, 0x24f788ca863d900d,
            0x33769de5ef9e7754, 0x270cbdeaa1304f6d, 0x61bb04ed4d64d51c, 0x61674bd1abc8d892,
        ],
        [
            0xa855f96320d7306b, 0xd1a845d9c946a83d, 0x2cc289173341b41b, 0x4b8cf52f23ab4901,
            0x04f39a58584f7955, 0x4cfde1ef3c28a09e, 0xd866ca98c0a9856b, 0x55caf6c3c8dbaf4c,
        ],
        [
            0x8dbd49709cd7abe7, 0xfb89d1c0e8494c13, 0x254454f0e1ed8ec1, 0x5d749b5e3f7fe492,
            0x511025e7059a0e63, 0x8ebdc1526e95c9ab, 0xfe08902434947883, 0x31666b7ea20fc811,
        ],
        [
            0xdd2f01c0842a695e, 0xd736d538bda0ac52, 0x0746ef2093fdc72b, 0x4b48471825c25004,
            0x6d95583045589d84, 0x611c6e20eebe7206, 0x356e7f24ead0667e, 0x31fac9188d9dcdba,
        ],
        [
            0x3f7858da4a0610b5, 0x765643fc8a7e68d5, 0x25579de2767bb01f, 0x453193c7e749a106,
            0xdb753ddc09fc07b5, 0x7576cd9fe488fbce, 0xb88fb1cc33471370, 0x49c7d969e53c98a5,
        ],
        [
            0xf703fe99e60911a4, 0x2d4628317c9ccfab, 0xbf744232ae6f5098, 0x4b774da7dcb863bf,
            0x450b986c90b56704, 0xc5c7611709f27016, 0x2c0ed98ead2dd7db, 0x2fdd0119beceb333,
        ],
        [
            0x1d7b00742696fde7, 0xb21440a807d20d13, 0x5e7cae0bf23c71ac, 0x47a976544335a070,
            0xe10e23360440db12, 0xc61f6e3e4c2a3fa8, 0x3129208f662f8dc4, 0x4fc5fc256443641b,
        ],
        [
            0x0254fa98b441f4e2, 0x834009b9ab15d5b6, 0x4a3e3cde267a6a10, 0x3711cc22b0aee00f,
            0x6c8f1b00584369cc, 0x7373534f0a188fa7, 0xf82811c104eccef7, 0x54a63482089b254a,
        ],
        [
            0x1f231725d6492a26, 0xce12edc831b8128d, 0xad3d5a569fc7f0a2, 0x62ea0ea3d7b23b0b,
            0xe8d5732d09c13c2f, 0xe682d6d967e14f50, 0xbf8bcb9c2424c94c, 0x2ddd95a4fca493f2,
        ],
        [
            0xbeb87774e74cdd35, 0x49580fa9decba77d, 0x4e72c817bf97ad53, 0x6cd4c562c016758a,
            0xd8a787430b036f7d, 0xc82b0eb93431a18f, 0x7e50930181469243, 0x538f43118c6e3075,
        ],
        [
            0x2de3f2046c3ec9ef, 0xa3f1d094f27dd05e, 0x57bb77545226aa7a, 0x0763e656a266248e,
            0xde38da3c92327642, 0xaffbb1022d80a1b9, 0xf2ad3f30f1cb3d74, 0x0c7d8c0175df444f,
        ],
        [
            0x9b48f1ac91b53f69, 0x7c65f97309757ec9, 0xd41b9357ee7aa3da, 0x1f522e96237fd2a8,
            0xdce892664a4a7374, 0xdb54265221d73036, 0x3e7963f0890290b0, 0x2287f323ddf0c726,
        ],
        [
            0xe74b6a2210fb79c7, 0x533e24e9e66c7532, 0x283515ed8edb4325, 0x3b6ce007901c23b5,
            0xb4cc66bd29f769a3, 0xa6b16ef7f321fd80, 0x2868e8aa804a844d, 0x24466895b0581412,
        ],
        [
            0x8a2e59513f5c03a1, 0xa4540e9b897a8629, 0xcff1506c5d193a39, 0x5e122c0c9052c1d7,
            0x86587724edc7008b, 0xbf0a891f045db629, 0xf8b887412d333a3d, 0x422d7c392ff62559,
        ],
        [
            0x1cd96bcc240edc4a, 0x4acd04040f4ade49, 0xbe6495950085dd58, 0x733a2349507fa9ee,
            0xed77950ec57e3ad7, 0x22c488281e1ffdc0, 0xab21fcaec6972a90, 0x5efcc568bb110873,
        ],
        [
            0xdabcf084d9d257b7, 0x6ff39a3dc2e1f1a1, 0xdb090f398465f6c5, 0x7905103066ca7bb4,
            0x5c2849e1c0ac2aea, 0x08e157af5830b89a, 0x2a2619b47cd1797d, 0x66026814335acbc2,
        ],
        [
            0x5e2a99dd183881bd, 0xa08fc27d82620183, 0xf5b9424db8a34c92, 0x4f086ac92eb0c58e,
            0xa0362429e1e67d40, 0x07f51b43b672a3d7, 0x5b043d5afeb7a938, 0x3533289d14260297,
        ],
        [
            0x4061911eccecb5df, 0x25ceac06da3bbe64, 0x30e243bae7b8952e, 0x36eef23350cefbda,
            0xe92cc03d5e5c29e3, 0x4cea67a3ece95622, 0xc4634b50c1f4480b, 0x1ac8877af3687155,
        ],
        [
            0x68fbcd6016bc7b21, 0x07e61f4e0f790d5b, 0x2b4ef12bc60dabaa, 0x486e625dceb0a624,
            0x23e18ae7e2ce19e2, 0x08acde0ce180cdc5, 0x0f5c1891ab695330, 0x4372d6932823134a,
        ],
        [
            0x786eb3c0e8c69711, 0x156afc045b546966, 0x8996dd5c443c05cc, 0x0f567ae0968413a4,
            0x029d2f7e89a232ab, 0x0eb284802bbc7bc6, 0xeb81625643187d59, 0x4e49929195a12d96,
        ],
        [
            0xaed6d80263965949, 0xe65d7450ca891fb0, 0xa775986e88ee6c9c, 0x40c8f8bda409326b,
            0x466090dfb780d726, 0x3eb43732041458a7, 0x261aad6f12eed8f2, 0x26334a5582c57beb,
        ],
        [
            0x6027fe8464d97145, 0x07c07c73c3f536bc, 0xd1cb3870d1287eff, 0x72ef178688e96746,
            0x818dfbc57cf78a75, 0xd2c5911cf56b93c4, 0x6746996a126a3c92, 0x37cd73cb450108fd,
        ],
        [
            0xb324e75ac1799d80, 0x3d2ae3d8b89c9337, 0xb8901e8ba2d88129, 0x08dd23b0fcc69f51,
            0xb58d4e74ab2cffd6, 0x8330e3d10afd3b42, 0x748e911923b95b9b, 0x66a84902a1e0e537,
        ],
        [
            0xb81a5683eeeae536, 0x5a7e26c708225f7c, 0x91944a866e61596c, 0x6eb392c795425377,
            0xda0c1c1219696e11, 0x80c688dbfe0a8ec3, 0x2d243f677888398b, 0x108175f6933bd77b,
        ],
        [
            0xd4af9f19eb4511d2, 0x623e3bdd4f1ed153, 0x51341b7c6d03d31b, 0x2fb828c46ea11bed,
            0x8903382a7d965aae, 0xb376c2356c80bf8a, 0xf83ae1e13c0a74e7, 0x5d9b388ac5ee711e,
        ],
        [
            0x28f7d243551a25fd, 0x1b4f9dd40771e365, 0xc3de7ed6fbc4fb1a, 0x0071fa0a4ee8f257,
            0x8ce0f2e2cfc889a8, 0xe340ad2d2e1e9905, 0x06df181fba7077f8, 0x1e7032d7bd4b9501,
        ],
        [
            0x7f5ba2a28c1f35b9, 0x47984956c6143926, 0x5df70c150c5104ee, 0x2d7e33ba71f8c3db,
            0x0e6f5e1ab25a40e9, 0x79671859c41127a9, 0x6ca7bcb55f1a3988, 0x71b8705327642b61,
        ],
        [
            0xffee072ffd0394e9, 0xfe46547761d4999d, 0x81cb9367431d06c8, 0x1422a8a207d9fbe7,
            0x68226512c4d9ca95, 0x1f7643edd85d722c, 0x6ed51dcfa2876dfe, 0x32f612b27fa2cdcd,
        ],
        [
            0xac80c9848153d44e, 0x3a9515bc9b7b1df8, 0x7057ab9409d54c87, 0x51d59270e097059b,
            0xacbbba5e1e278420, 0x6af68dbff650d48e, 0x45f9fbd369428ecd, 0x3462c9a8fd0f52b9,
        ],
        [
            0xd0d4e81002d83d13, 0x3da8c5cc4a003db4, 0x1aaf31de33c5e636, 0x0dba7b1cc524bc1c,
            0x0d1e65662ba8ea36, 0xaec704caa060417d, 0x66d01a16245c7ebb, 0x1e6dc98598ee50ba,
        ],
        [
            0xc92292f6b9c272ad, 0xa377757651c4730d, 0x64a67fbd6b9a66dc, 0x5815779e30c95b79,
            0x272b08b3e02e69eb, 0x35883865619890bb, 0x287ae510ff3320bc, 0x49dfa4fc02dbebfc,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0xab68a0168b2cabd3, 0x09519b620afc2c32, 0x45367599c53b4490, 0x3fe192785769bb97,
            0xb987f9c35a024640, 0xab5067e52c8edc78, 0x4ce28a6ccc776ad3, 0x1b7e7c0a8cc4a5f7,
        ],
        [
            0x846558367f4e8405, 0x758ef1054c4ca661, 0x1ae7b780fafa326b, 0x0702edee67f763d0,
            0xf7b5dfe1b600c0fd, 0x5b465c63c590ed6a, 0xa2838149934c43c6, 0x6ceac80199c48fd5,
        ],
        [
            0xc24231026895a110, 0x8c2bb3c01f5a496c, 0x591b7371f6bf7397, 0x427c4deb628fa5f4,
            0xe723adecf46173d2, 0x4a2e1ffc4dae30b1, 0x1b1ac1895b3bbb39, 0x33bc2924da9f3c18,
        ],
        [
            0x87aff754e996a1bd, 0xaeded19b51a52e32, 0x01c625ddef36dd6f, 0x5304a2c9c2a9d02f,
            0xad0eeec134cce127, 0x785b0ad776909fe8, 0xaceba4c4f079c57b, 0x45b9f391e07fc2d8,
        ],
        [
            0x11d2c0615608376a, 0x23575327badbef2b, 0xa401494b0ccb63d4, 0x44056b24ecf2a212,
            0x62bb1c99398ce003, 0xa81bc4eb5299d2b2, 0x779959245c4bb006, 0x0461ea11c8fbd1b3,
        ],
        [
            0x0f1e8dc852bf4d9b, 0xce5660061ab131d8, 0xf8adbf19a0b63832, 0x45d6abb609188196,
            0x8c2673a75c3b16b8, 0x6bce8af88fd0098f, 0x9e0e20542dc3124d, 0x3fd69f896b8c9073,
        ],
        [
            0x331dcb4243ee569f, 0x4147a681409db1a9, 0x052325a755de93e2, 0x2c57afec41eac251,
            0x17f7b85d01a3ff65, 0x5edadfb0944bb06b, 0xf1f57eb6513920ca, 0x6acdb9391a1b6e61,
        ],
        [
            0x82eb0c5068a19e94, 0x34a3622b900e982c, 0xd27f8f2d7352d792, 0x2feb7d7eff33ebeb,
            0x973bba5bc8909e6d, 0xb761155095eb0194, 0xc2a7fc076a87d15c, 0x20b2e18dab9ed189,
        ],
        [
            0x50848a660c949747, 0x60e5b0e631f8a227, 0x6108f37df9d7a35d, 0x72424fcae45fc812,
            0x949edb625b0645c1, 0xff7ceec5d6438594, 0x3922aa5ddc8b7563, 0x4ee8465b4c29ea43,
        ],
        [
            0xe07efda0d490005c, 0x9390eed8fae63acd, 0xa69a026da1fabc49, 0x5f39ff2871eacc5e,
            0xf8ab20470604017c, 0x0fad400f4f717cb8, 0x1eab615c208f2982, 0x3d2f36cac9c4efdb,
        ],
        [
            0xa9c10b5f37c3673c, 0x46c2caf1234b9b0d, 0x37191d0a399b4c9d, 0x75f7a3e9c86c6441,
            0xb3ec0618e5d55a84, 0xd3c43c2bb4f462f8, 0xd5d6d17e778f54c3, 0x706f48473047091a,
        ],
        [
            0x49ab74d21848e1b4, 0x106d8b0d4ce05935, 0xf680d2bd68cb2b7f, 0x368e0daed0333254,
            0x95817ff353578b9e, 0x07618e0a4c9851ed, 0x744a6a289df86503, 0x15673017fa23c634,
        ],
        [
            0xd1acb8d0f9fc9fb8, 0x0bdb34503c512c03, 0x93533630cebed2ea, 0x634ede11c2cd3ad0,
            0x250348ea6399d179, 0x00aa3d67ae03aedd, 0x6ab032291375ec8e, 0x22c5467b32776838,
        ],
        [
            0xb3a9f592b3733ba8, 0x93283b9a3ecffd12, 0x1e2761d4d498e98f, 0x35f18b5e2d2729b1,
            0x4451ae22a086fa1e, 0x254fc3db7246c047, 0x00381dde56a37f9b, 0x15abfe13a62d2559,
        ],
        [
            0xbc4de65d3bc266a3, 0x567c6746fb0ee425, 0x0c732e15ef0b5fd4, 0x3e1af146a59676b9,
            0xa5f389fbcb18fbf2, 0xe903abdd7d5b5609, 0x5fd5f12d359b9d19, 0x5b1e6fb8c4433706,
        ],
        [
            0xe2a481bb4fe1fae0, 0x23a9c3244dee81ba, 0x89f005934cd0efd2, 0x69a2f1d9b85982ee,
            0x505db09db385ca56, 0x313e419f0837d4dd, 0xa4cfc42be7ac6ff9, 0x0023a3ca9087df25,
        ],
        [
            0x6eea546f85904714, 0x6b684eba6e94a3c4, 0xc4167dc23fb13a64, 0x400a01e0e7603bb5,
            0xd907ef8589164df1, 0x3c3b5b7e7b3c513f, 0xbe02dea76828ac01, 0x0592d4cc296985ee,
        ],
        [
            0xf9b94bc1df504266, 0xf37d0fd0cffa6a5e, 0x49f65cd6c644a62d, 0x120e40de0afa7e66,
            0xd259691ad0ec2d4e, 0xfe6e16f9de264d24, 0xc6b9a17c5546e446, 0x7e9ee5b6ce291f0c,
        ],
        [
            0x9d77980af5dac642, 0x073d123c14f18304, 0x10c16de6376be2c9, 0x23ea15839abca987,
            0x70dfcfb7989d855a, 0xd35778dce5843994, 0xd660d0f11352306e, 0x38946fa0c161222f,
        ],
        [
            0x134f3c167ff18e6c, 0x5c1c863e7e483a1c, 0x3fc861e13012b00f, 0x0a9438744b2746fd,
            0xcfa5b6692a42a805, 0x7b7a3bf74f751e1b, 0x40c925cf347596db, 0x42e3c958820f9c44,
        ],
        [
            0xb11d3c37f52a2188, 0xc59dac0298e95bed, 0x2af7d991b0b8ad71, 0x1e558c9e15ffa4f4,
            0x038c341b41ff7dbb, 0x66f217f8d2eb7c04, 0x74d018f20a4f8695, 0x7b3dc2564f14ac2e,
        ],
        [
            0xc70f58303614a161, 0x7e41218f1db41082, 0xe99b2be577366b38, 0x201092ff5a57af59,
            0x334cf6c29d223547, 0x23a181616281a607, 0x4079988a59c5b928, 0x2a814d49961f4c3e,
        ],
        [
            0x5aff9e2170469f24, 0x53f2d848cfdf1c21, 0x2d190d933ac011ec, 0x4235bc202751c61f,
            0x6a91d235e0200bed, 0x60b8d662c9d517b7, 0x5973853048f1c348, 0x306b4c75043d8325,
        ],
        [
            0xcc99d94ea2cc41b2, 0xa7319853b969131b, 0x8271679e0d38c983, 0x390068d1f9a2ffc2,
            0x51b3c8ec04f5e8c5, 0xaf0bac819cfa4fcf, 0x64624f77d632dfe8, 0x64d66a8e7ecc3757,
        ],
        [
            0xe9d57b2a29d3a0f2, 0x1dbf17328cc6c610, 0xd91ed85a9ac6a756, 0x3f86231879c0bda2,
            0x44307619c2673991, 0xb20c22c06bc7b23e, 0x69f3bbe3c2ea8234, 0x7b92df01c6b93a50,
        ],
        [
            0x2cf17d304369e5a2, 0x1e784da5217074b8, 0x39fd58f7143f259a, 0x6dfcf281f99d5606,
            0x427344150530dcfe, 0xdee8836fcf3fba09, 0xc185cd80b4f11253, 0x2b87bbeb47162176,
        ],
        [
            0x625655ab476668d2, 0x5e2ace1d585b90aa, 0x890d9ae7e6de1abd, 0x14062a720be63362,
            0xdea7eca3a50990a3, 0xd5fdc7939b796c25, 0x247a7a7d700feaac, 0x54fb19baedd7b97b,
        ],
        [
            0x25f9cba1e75c17ef, 0x1299b041099a4e23, 0xa324ed064d3f0694, 0x32792fb027c07318,
            0x03db32d554c440f7, 0x4fb00b3780caaf47, 0x9c47ee065eb25921, 0x0998279a6b4f68b3,
        ],
        [
            0xa7237226c003274d, 0x2197bcfdda485746, 0x0e68735618c784eb, 0x465457849198f7a4,
            0x6902605a8e12f034, 0x6087036cf551f75d, 0x2fb106edfd6c4362, 0x4748b4b74deff11c,
        ],
        [
            0x8535e36709874aac, 0xdd8cde392f6f8f87, 0x6294b16254810288, 0x070f982682fa92ad,
            0xb26a786bcaddf30b, 0xfa810679f2afdb44, 0xc94e6c383b1a7a60, 0x77c27b4434cab26f,
        ],
        [
            0x08eae596e03f8ba4, 0xf4b58e23702e10ea, 0x326bd91166c17689, 0x5b7af6c787a512ee,
            0x3a0198b069f76703, 0x79d39c28b7fa6aad, 0x01a6082a341a0478, 0x72ec995c26eafd51,
        ],
        [
            0x77231746752c33b4, 0xb02b55bff80c6756, 0x5b89a63dd1d2aaa2, 0x476a22df3f539d71,
            0xfa04c8baae756923, 0x1106ca705ba382fc, 0xd931463385ae393c, 0x291f21c3994b99ad,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x6591eefe1b2825cf, 0x8b731b2ff0bd565a, 0xfd84c271926a8b76, 0x537d350b5f08f053,
            0x882a23dd910cc1e3, 0x3cda73b428f5b448, 0x6dedb0539c916b02, 0x34a7eb9c3ccd1fe8,
        ],
        [
            0xeaac7187f9a76c23, 0x873f79b28f20b6e5, 0x7d889f9cfe776ae2, 0x080233ed4aeb92f2,
            0x1d36186f78484f18, 0xcf1c5e03eb1214f2, 0x52581727a1504a71, 0x3d7982a4638bf602,
        ],
        [
            0xf6aad67d3f058f30, 0xccbacc1b69ff828d, 0xa9313da5112bb217, 0x2c6c4874dbcb434b,
            0x914052501d25d57d, 0x15c918403043a847, 0xda1b949acd7e14eb, 0x2a7b0fade5458770,
        ],
        [
            0x70ffe1bfb22650bb, 0x6dff0884d9d952c3, 0x2c11ac6beee59ca7, 0x164b915d8679b8d7,
            0xf854772f6080f044, 0xb238cd98aecae8ed, 0xcdbef2590197490b, 0x1e3870a3c32ac20a,
        ],
        [
            0x52155cf3c0cae411, 0x68d6082147aa35c3, 0xabf3fd19ca809266, 0x36d3ce6df2b5e47d,
            0xe3f0b91a75c15a85, 0x9be6f56db5c1e17a, 0xb0e2f69288a4c2a8, 0x41c9ab9cc1bb821b,
        ],
        [
            0x00f626424030dd81, 0xec126bee73665383, 0x57f32da1bd923413, 0x4e04ed7aeff01369,
            0xb1f9d036d3b9036e, 0x49e83f0a2016b55f, 0xb2911ba378ebcceb, 0x2616467526aa5a60,
        ],
        [
            0x68ac31366953774a, 0x85b52da84d96be3f, 0xb16fd696c7dce867, 0x5f18617b01f084f8,
            0xcc3b41a5ce912551, 0xb5bdcbd959aababe, 0xee23f7f2925e5b23, 0x0a8e6f337b5cd859,
        ],
        [
            0xc4b353b2759b3fd7, 0x5d4320c550c29cf0, 0xd7f7d471453c602f, 0x5774e22b0f3dab97,
            0x73fb0e86a6a28eed, 0x8b0fea5f7c0624d8, 0xcef486fe9d1d6ec7, 0x294baa40b284b824,
        ],
        [
            0x49f8d702dde18c16, 0x98c3b8789f2f55f7, 0x4010bb59bc986ef0, 0x324b411ef070bf67,
            0xc8dbb220073279b5, 0x0c051357f8291eb8, 0x8ed367dfb249e5cc, 0x3cffa34479680106,
        ],
        [
            0x1af40b53c5a88cf7, 0xe2a1ccd524f1d55c, 0xf7f895f350e6d7dd, 0x2d0ab728349cd341,
            0x8694d825d1911323, 0x0ed7fd8940153eb3, 0x6208293378373353, 0x1a1290a23217745b,
        ],
        [
            0x43dec7543bbf9113, 0x7bcffe3885e365fd, 0x24ad12e14f6c5fde, 0x1a8f55f6d9d735b8,
            0x4dd94b7160dc8fa8, 0x6c6138e0db2682e1, 0x821835275d40cac0, 0x4610afc671275910,
        ],
        [
            0xe730eafbdd15691c, 0xd694f685a4f52b6a, 0xe82f7e98c1c530c9, 0x6a0b5bdd453da85a,
            0xb21544af6559870b, 0xe141052f6872042f, 0x9d71790b6f717a26, 0x00da38027db93334,
        ],
        [
            0x3b47f96ca9eb508e, 0x5b75da6f2c3462bf, 0xa69a14f3772b00f8, 0x29472033e085b670,
            0x22ad486999c2ec1b, 0xd87d977a5be5b832, 0xd95cb3755968ee0d, 0x704b92fa36925565,
        ],
        [
            0xc5b5d2dfef4c5d03, 0xc6198e5add89941e, 0x5e2fc97fe12c66c1, 0x3562f5c08193ae2b,
            0x4bf2cb30b9dad68f, 0x16c6aeda08af4f4f, 0xb569d51d5c6b37c7, 0x65c007e97baf1078,
        ],
        [
            0xf91264bf0a038f56, 0x612e94bafe5ce496, 0xb4724d280b6e84ec, 0x2c5f7fcd77503cf0,
            0x920b7969f4ef2d26, 0x1bd59134123581c0, 0x6ce81990b98081c4, 0x2ef407b9a9736807,
        ],
        [
            0x09e87b573c7af3ec, 0x20b9efca9da7d129, 0xd38ba344563431e9, 0x05e1bfc6251394ce,
            0x524024554e076a1e, 0xf8b487e71cf5c74a, 0xfb5eac80066fb208, 0x05dc01b832da140d,
        ],
        [
            0x78baa5d89ab489bf, 0x6a4a75530f705124, 0x932e0a85015561d9, 0x5e556a28734fc0f3,
            0x64439cf60a770e8b, 0xa305703a6f933483, 0x6008a2dbdba6f7b5, 0x7be0be876b8f059a,
        ],
        [
            0x3101c8f6eb7a5c90, 0x8337234815dc5a24, 0xb8d4a1c232cef69b, 0x4dfc2ad8b793d9b1,
            0xf69e1d3cccd63f48, 0x036f7600095ae7b1, 0x2db12e0a307962b7, 0x0c05baa78c3b2745,
        ],
        [
            0x03e18a9e68272b28, 0x76070a43fae769d5, 0x598fa5889c10a405, 0x1d9553b43bb5cbde,
            0x3475047b262e1377, 0x7f618ab1e5ab8dff, 0xeee0b91e4667e123, 0x60f9a25f172e6e63,
        ],
        [
            0x40878eea35eeaa5a, 0x189c6c4b7cf55157, 0x2917d830fae0baa3, 0x4f7e0b2f6f169028,
            0x51b57a07de37d50f, 0x2df5b41c34c9ea30, 0x61479af22d3b0435, 0x447598162ccbefbe,
        ],
        [
            0xd10e5c57bff4ce9d, 0x30b1e4a8c1de3ae5, 0xae946a85e2318cde, 0x1c36cb91e135963b,
            0x777db85434d54efa, 0xd3ddd214d2eb917a, 0xcc79872b0f8650a6, 0x3fa64a1e7183a39a,
        ],
        [
            0xfd606ffd0490f80b, 0x384b68990eb1d6bf, 0xd8f19e71ccf02b1c, 0x7646873940624b41,
            0xb1ed44478bf7c1fd, 0x3ececbceeefe29e8, 0x7e36f07ce0dabc20, 0x513881271948fe37,
        ],
        [
            0x21917af33563c999, 0x3e7441bdaafe4a0f, 0x422e930fcfedc703, 0x139266b6610a3547,
            0xefefe88528ba90c5, 0xb8a82936d5a187d2, 0x9ebb9cdc2f8538ea, 0x20e7cc64c9665953,
        ],
        [
            0x73b541f584872b19, 0xf19d6460abd39995, 0x6ef67e842afaaabb, 0x55c9929b041bd403,
            0xec27efc8ce339513, 0xaad30a6eac702715, 0xc118d96ff8cf6841, 0x1538a570d6ea39e1,
        ],
        [
            0x7187d2c013b70c40, 0xc43f6c8e4c6ab740, 0xe71b881cfc2a8951, 0x0d5b29dd2d23a0c8,
            0xc3b6998084be36ca, 0x17bee53937ff0d20, 0x4b4bbccfa04e7f86, 0x73eda7e8c0015c0b,
        ],
        [
            0x0cd25be5cdd092ed, 0xc8b6dba8a39963d8, 0xe2c446b86361be9d, 0x717f8fd504e35b51,
            0x5f8c7a34184c212d, 0xe5adc495762053fa, 0x91f1ff15e8a6f27e, 0x79e7a983c551c7b2,
        ],
        [
            0x586bc1f88427a094, 0xa6ea2c35572a8210, 0x6581e7ab62e19372, 0x418110c983756b7a,
            0x8d710c71001f394a, 0x9ef1dd739d583d80, 0xde593834d7e67718, 0x7939492dc9f922a9,
        ],
        [
            0x759678ec4c5b83a6, 0x4a856fac9822e1f6, 0x827eb3f33d10fbdb, 0x2938642fbef20d36,
            0xe50d06d6bdee860a, 0xf33bb5987954cf3b, 0x74f102ed624fe909, 0x05b7006675a8eda0,
        ],
        [
            0x06fdf9009f1c2fe0, 0x5fa4fc29a3f0ca3d, 0xc8f76727ce4faab9, 0x1312a955c1b2801d,
            0x26cdff28d86647f4, 0x72a15e0780846ac3, 0xbac8bf4933f4b367, 0x58f188ae1915c89d,
        ],
        [
            0x50de1eccb5956833, 0xf0cdd7c5f3753850, 0x375a7ea2fa68d656, 0x3bae99e1d5a217e9,
            0xf218c1701f36de42, 0x745d3a65628b2670, 0x020cae2209ed45c2, 0x609e9d7454c6f740,
        ],
        [
            0x97e930d0bedd58b4, 0x622428f9db779d9e, 0x15376585a2c927d7, 0x74e91bac1b6a6f89,
            0xce56ddff51702939, 0xab423ddb4de73b33, 0x434df479bf85ca33, 0x73dad52180f13be4,
        ],
        [
            0x549f04b6aa1e282b, 0x0bf48d50a03f4112, 0x30411a20a8290d42, 0x12a6b829cf5429ef,
            0x66824cbdea945922, 0xaedb8303a3466228, 0x18d71cafe731e9f2, 0x79ac2507f20b31e0,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0xbd5f5c4d61b332c3, 0x6ab7c63fd7de1083, 0xa63f87313609d7ab, 0x4dd92378d50cc75a,
            0xa3e3524ed598f957, 0xab678f2cfc939b37, 0x112aa125cabe69ad, 0x11e8bfe45138f934,
        ],
        [
            0x4111d5eb092bf39c, 0x6da6436d6939e268, 0xafe76ad34e3ee71c, 0x3ff6275199c81445,
            0xe95387fa4dd02e15, 0xe2ec9005c59d70b7, 0xc24ab8b4f76bfd0a, 0x55d86ed7b2772fcc,
        ],
        [
            0x3a9268a99c1885dc, 0xb83d37dc970fb0b2, 0x2684b415a86c0a80, 0x57fa48662a714e02,
            0x29d08e87c83ea3c3, 0x502b2491d96ad0a1, 0xbd4d8d3ffe5f617a, 0x5c2e6deca17c3816,
        ],
        [
            0xf9e9ad4a6154319f, 0x5275a7a73e0bef67, 0xba667fc21cf2d326, 0x7ce609c3c4617e13,
            0x31cb08473b69a846, 0xbf10da7927f87114, 0x6d88a07399eb68de, 0x211c001d83a89bee,
        ],
        [
            0xd43daee5e0369ac4, 0x7d5bf5cf47cec40e, 0xbc6c59eadf0f4dd3, 0x4f6547b32978d55e,
            0xdad84eee16f4bc88, 0x3a04a1fcd5fcce33, 0xaad2430c9a64d75f, 0x65e9bca7eb097d1a,
        ],
        [
            0xa202214c27c3f0c8, 0xa4405cce44487b0a, 0x002f69471e05af7b, 0x30f614f4bc6e3571,
            0x1ce6a8955f3185f9, 0xe3b2596380167a00, 0x173ef1145fe0dbaa, 0x6f8e3e505f35ce45,
        ],
        [
            0x71ebad85dec23131, 0x061704b9d57fa347, 0x114f312fb137ddd8, 0x1d3d48d9e1fe4176,
            0xde3d3a25cb6afc70, 0xad2898207e1bd45c, 0x0ced677a4fd7ef8f, 0x06fbd634bfa9b4de,
        ],
        [
            0x7234af396a2dfddb, 0x5a8652ff05c0efef, 0x69803ef2cc3c0a94, 0x01d860b19f9291be,
            0xb2526162c55a93f2, 0x1ac986fec3830bb9, 0x8f1928b11c730572, 0x01cbce2b87a209a8,
        ],
        [
            0xcde0f6494d2769ad, 0xd1f6fba8d1ac1f81, 0x21dc36daf41c13b3, 0x52511811fd16400c,
            0xe8cba14e0672a653, 0x6e6f54c75b43581a, 0xd085d4dd3e880e22, 0x533ebf682d1cb48d,
        ],
        [
            0x218dd0e78bb91c63, 0xb6737b8587de9083, 0x05934ca9c3d95128, 0x393a53d807dc1aa5,
            0x04e5f133dc0f334a, 0xe01198a581d9dfe2, 0x48133dfcdba5fe73, 0x655a2297f05fbc5f,
        ],
        [
            0x45f643a0b5e92f56, 0xfd9c7e5a6bc28aec, 0xe95fbe2fd14361c3, 0x100daeaa6b2238c3,
            0xc88422417ff91e97, 0xeedf327c47b66550, 0x7ca6d2983f21a004, 0x37a42771ae26ddaa,
        ],
        [
            0xd1b3888f9e798a7c, 0x6317fab0f900ff39, 0x2072a5f7fe552368, 0x5b76051df9c059be,
            0x53fd7cfe7c84059e, 0x9c40802681e12523, 0x6df3d444428e2ac4, 0x3581526b5b7af629,
        ],
        [
            0x7419a6d386ec749f, 0xb04cd5e0c030bf06, 0x97c5b01455b7f014, 0x662faaae4bca0fab,
            0x6052d430b4d9193c, 0x37605e4ca2b88af3, 0x7e974a41b354eb15, 0x0298c408f220c103,
        ],
        [
            0x7028e98518111394, 0x04261b33a465ee92, 0x8bea820cf2534a04, 0x15f0c5fea7839115,
            0xd47e9718602d056a, 0x9d6de801801c2f14, 0x13d8b148090b3272, 0x6b3e739cbad10d92,
        ],
        [
            0xba46e800e2bd3d1f, 0xc7a72594355fea9b, 0x151fa9d9022ba6c3, 0x12860f659474c4ed,
            0x30491d1dda49f491, 0x6e8aa95b1fca9dec, 0x56afa677d879288d, 0x05794bdee25c2017,
        ],
        [
            0x14270994a655586d, 0x012d932ded061e0c, 0xdd13855f2c7e1010, 0x5b22f7e26cf55aa9,
            0x6e81d1858f797b93, 0xd4ff3fd5ee546ae6, 0x007c44bf079ef162, 0x5c785de1b35772d2,
        ],
        [
            0xf05825a3d800a37c, 0xac1d69a29155513b, 0x7b05aaff6371e5a4, 0x1c1e92e41c34e83e,
            0xabd36921564bef01, 0x32a4417faa2ccced, 0x58e47f67ce812a8f, 0x1091ece6cb8eb7c0,
        ],
        [
            0x33afbc08e5e76673, 0xa3e9b0cb300a8af9, 0x49e7bcc0cdbba539, 0x55a0eb941c32f924,
            0xb5c066bb17567441, 0x6306f3dee050655c, 0x2d3ea46dfd02cede, 0x6473f00935bfebc3,
        ],
        [
            0x54cd18005212a459, 0x60e7e3febb7a6660, 0x864fb7b9425b572b, 0x53bcbfebc7befb5b,
            0x4630205f74b20d32, 0x0cf4519e3bb5c001, 0x0cd6c078541557f1, 0x180223d6930fe185,
        ],
        [
            0x07eb8a7900ca483d, 0x4ec51b338088a972, 0x7abe031288a7b9f5, 0x72d995a2564650ad,
            0xb8cc6bea91eab36a, 0xd6d31fe314f19dc7, 0x4ba111c3aa59b4f7, 0x72295405f4939c18,
        ],
        [
            0xd4a97caba3435d4e, 0xc7b1a64a60c264bd, 0xd66e024dc45e79ca, 0x39bd00f70bfd33b3,
            0x1d92336886d2659e, 0x1e2cfb7e0756d215, 0x2ae9ddd1b826577a, 0x1b33d5e643402e76,
        ],
        [
            0xf3432c798cad6daf, 0x48f0943044551fd8, 0xc00ee1d9886f9e91, 0x365e4e3fb87a5914,
            0x4242b6c7a39c02b9, 0x73b4d4b6651feab1, 0x80fed1c19f6eda3d, 0x191a4d19a19f35fc,
        ],
        [
            0xdfdd3aa31029b3e8, 0xfdab1174b8978472, 0xa30272b6404d98f6, 0x2bd757e771b2ffd4,
            0x22a6130405c3566c, 0x772ec5bd1132d132, 0xbcbf7bc2028de8a4, 0x6f89d6be9b96d43e,
        ],
        [
            0xd6f535a3cf873896, 0x81d546957d1196af, 0x85fb7e726904e935, 0x0f5b3d12ef59308a,
            0xe9a5f7c4b8775fdd, 0x24546bb5a084fd43, 0x1a23677c1180fe18, 0x76bf5356c35f55a4,
        ],
        [
            0xe463b74e59f693f0, 0x8f7b595e6894a25e, 0x254da06755b5f9b9, 0x2cd1618524dbcb35,
            0x93f74079ef2a7fda, 0xacfcd8ebc20dec92, 0x7b440384456e43e8, 0x25f5647d90cc0d49,
        ],
        [
            0xf503203d333b2450, 0xc5c360a64a21f34a, 0x20feb7f95c352520, 0x10c5d03ddf582f2f,
            0x390b72d2db053d19, 0x8b69c9373815ab4c, 0x32e261afe16e69ae, 0x2b893153c7be945a,
        ],
        [
            0xdbc2e48eda755ec0, 0x3712b72298963950, 0xc8bf687332325c6c, 0x3fab5f086f3e4186,
            0xea8fc8fb73fdf129, 0xf0c155dea6ed8717, 0x2ba62c500a92c635, 0x511920850173081c,
        ],
        [
            0x7ca6af1d6a79764f, 0x67b2d4f4e704b9a0, 0x4df94bb5dde7af06, 0x2cee066fafc35bd6,
            0xeda3f23c3e05a3d7, 0x70c2ffa3405633fe, 0xbca2d49ecafb5821, 0x39efc39e518f019d,
        ],
        [
            0xa534e0fe357f30ca, 0x7e0ed34d27fe78d2, 0x1f01caba57072fad, 0x0629e40ff8e48135,
            0xed1b421b1e711d59, 0xcd800024101826cd, 0xf0501a0db0a7e203, 0x230d524446317eb9,
        ],
        [
            0x98ec434071a5856e, 0xaf1dcd683fdb3ba9, 0xf3e6f6dd948682cf, 0x2e5ab759685ede49,
            0xfe5b3ea9b60661e8, 0xfc03aeeee9b7790e, 0x4f64a1982e514d27, 0x2c456229dc93924c,
        ],
        [
            0xa9a7f8473ade24d2, 0x23d5c12ae8c140c3, 0x1d4f6ecaed04c2c5, 0x3663a4327f52e23c,
            0x0ef4f1983f3a41d1, 0xd1585a3791ffddb4, 0x4a17dc267fb2855a, 0x7ca9e3a7de3a1d3b,
        ],
        [
            0x33d74237be2e3900, 0x05015de0871117fa, 0x23a5b1e9d5dc93b9, 0x2cc81504621fc5f7,
            0x1a547d9d0375551e, 0x112e0d54e43760e3, 0x9d89b5979003e6f6, 0x6a50d9eee48ee14d,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x37078eb1e5a73e23, 0xb6c336fe110a5fe9, 0xc34a933b3860046d, 0x4a0d9fde4e28fb67,
            0xaf3c90b8731940fc, 0x345d24602f5ee21a, 0x40a7bdfb61ecdee3, 0x477c4fc49f240476,
        ],
        [
            0xceb84065edabc6f9, 0x0984fed7b5ceebd6, 0x4c8d0fc0024d7fbe, 0x320395cce166964b,
            0xd50d59f718e8bfc7, 0x281e32c6c60a7f4c, 0xcb768968706e6a29, 0x3e2aa8b739dbe322,
        ],
        [
            0x3ad52ada85de4b34, 0xf566266ab6937997, 0xb88cca2a854c6b91, 0x1054fef378a1ac44,
            0x97587b1d5f56b335, 0x99ae76b4c2142b95, 0xff000d6968358c75, 0x31bea5fa874f3320,
        ],
        [
            0x86acb43bca318330, 0x9ed9b020108c8bff, 0xf6bc9a7ec08ddec1, 0x03dd8b7210b75481,
            0xa570d0014eae94e5, 0xe297f12f421e883b, 0xecf22307c4259027, 0x0ed0526d0b0f8402,
        ],
        [
            0x7bb0fb16d4c43154, 0x9204007f863192da, 0xdcca614216148299, 0x0fc09ee693ea37ab,
            0x411c34728b47723d, 0x7969b897701e3439, 0xffbfca7b831907f0, 0x648915de05d205c9,
        ],
        [
            0xf3033953f7cd460a, 0x4c1ecfe04a8e412b, 0xf8e74ed525aa1114, 0x1a85decdc79d2542,
            0x1cf0bc2f0d93f1d2, 0xb4b60a9ed0d727ed, 0x67849d786b032a37, 0x2837e6c7bd5a681e,
        ],
        [
            0x840498d6bdecfdb4, 0x51dcc26dbfbeaf54, 0x38801fa3c1801a9a, 0x52a86229e8662721,
            0xc67decffe8da2164, 0x56fc2f213c98c195, 0x729bb9742041b34b, 0x50e1e3fb0fb7bd4e,
        ],
        [
            0xf17f02606153cfd9, 0x196ffc43ea259574, 0x2d7cd873e0ecf3a4, 0x48ddb3755da7946f,
            0x9168f379ab98041f, 0x93e577b9a9f912af, 0x0d988e3be18c28c1, 0x1fd4d76546ac39cb,
        ],
        [
            0x22edecd44f45587b, 0xe047844bd6418175, 0x781bce52282dcba1, 0x49a91d149782844f,
            0xe0d27dbed2968f37, 0x0bee87dad50b17a1, 0xb8e8809bc124bde2, 0x4758c636ec6df89b,
        ],
        [
            0xab3ee8988123f6e4, 0xae1b7cda260d6639, 0xfc5becbc6bcca729, 0x3be47a4dc3ffe40f,
            0xd9d9083a1c8d779f, 0x8aaaf00ecc528d85, 0xfdd2b9e8b6980273, 0x2c26c9b407faf81b,
        ],
        [
            0x7ae5a6e9047a8d34, 0x8e90534c63535f93, 0x70071b7983ded964, 0x0ac8862e582bc3c7,
            0x5937ac8829863ebb, 0xecad08e297b48725, 0x53a8d62555a06698, 0x429d4575132a1d95,
        ],
        [
            0x28e885f8a4233e6a, 0x77420ada8b73a482, 0x703b44f565754a91, 0x75e37686b10acef7,
            0xe350a81ab5b96139, 0xf3f092faecb624ee, 0xe6f5db1bfb329ae3, 0x596a7e05018815c4,
        ],
        [
            0x1f0cd535c36d734e, 0xe28eafab21f0538a, 0xe1dd7b5eaf28948c, 0x730404e34cc4493e,
            0xaff716815d4d0e3a, 0x6e24fe99590c08ca, 0x0fb2b2f536ac8733, 0x13d04031111aef39,
        ],
        [
            0x6d9a34b34cdae125, 0x642cc3fdc6a702f1, 0x04696c40612a430c, 0x25dd3c35066f67b6,
            0xc08a199f988998e7, 0xd5a22f1c7e21f2e0, 0xdf540a33930d5242, 0x5efb1b1ef32e4f5a,
        ],
        [
            0x50ade7e3bdd91488, 0x099a8a138ae466b7, 0x4206da70e1d46a87, 0x56af74d28d5c8809,
            0xa9ccee4bd623d981, 0xd3966435e1311b5b, 0xb257878769916e6d, 0x48a91181d0486ca8,
        ],
        [
            0x2d86f201b3acc9c7, 0x59a9af178464f225, 0x79ef03e67407ba1f, 0x5da7e3a43e0d0cbc,
            0xdc4f02f019c8857b, 0xd9d3444a3e8daaca, 0xe096cfa4e93c3f85, 0x1d12f376658f3f50,
        ],
        [
            0xc3e79a6b64a9da50, 0xf7cc1a83c6da7cb4, 0xc76c3abe6f3e5bb4, 0x1869fe66ebd64cc6,
            0x4676bb73a870e010, 0xf4805efb47d21048, 0xd30a5674e96e82e2, 0x3710f0f5bcf326b7,
        ],
        [
            0x44691045298fea39, 0x9be4cec456ababa5, 0x4fc80c6cbf1f6f93, 0x6f4c432695a13e65,
            0x47b20a20729e5c89, 0xb7eb94770a2577b1, 0xae6f5ba7e6d5b620, 0x5409ec9b1bfa6c63,
        ],
        [
            0xc4279705d499b41e, 0xdc7f941f7aa1401a, 0xabf482d49e361f8a, 0x7aec8042737a1a99,
            0x6159e191e8a58f06, 0x9cb6cc8733ff49c2, 0x298e5724d8ea74d9, 0x602fac1c54de8580,
        ],
        [
            0x599dce8be1cee927, 0xdfdd992b1db418fb, 0x9cc04bd4cd37866e, 0x5868b2eec72f1941,
            0x009da3833e0c7154, 0x96765b998b9dd604, 0x2d6892635eb79676, 0x2e63a280a1cea355,
        ],
        [
            0x04a99a6a2418577e, 0x88a245936a7a2670, 0xe1ec9790d41335e7, 0x743fdfc45e747576,
            0x1513913ff5c364dd, 0x448efb334c083157, 0x4ba3eb9cf1ad9a3d, 0x60468d9e519698e0,
        ],
        [
            0xfb4d5874ec7e40dd, 0xb634951e4c314098, 0x55369ac18fb5cc7a, 0x3a53f7a10299bcbb,
            0xda3c0181443436fb, 0x5fd4d9c20a34d95b, 0x6ffc03584b655912, 0x1ffd9e0f6b7fb9e8,
        ],
        [
            0x14b9a842ba533ad2, 0xf51121628ed889b9, 0x9ed3c27b265e5048, 0x529aca039d94b71f,
            0x298c5396ea18a5ad, 0x24cba1b4541fd0e0, 0x2455f2dbf91353c2, 0x62d78bd586aaf8f2,
        ],
        [
            0x9fc1c87c6117a320, 0x95db3978e354b727, 0x2d77f1eb6b37ef44, 0x1a847eb2dad60043,
            0x164ff4bf5636fa97, 0xfdfc92d2f2499b23, 0xedbb517fecdbe722, 0x24da171d6b8abba6,
        ],
        [
            0x21438bbe4eadd6d7, 0x4e80af61c44d5872, 0x51991c285aa23e6f, 0x17291e7eae172f2c,
            0x52799b63bd511edc, 0xcadbbee24ece672d, 0xd585c72acd807ced, 0x665a50b44f561d17,
        ],
        [
            0xc84ef842bebbb073, 0xba155f630c2d8a52, 0xd7a5d4df83757247, 0x144ee30f87bfb72d,
            0xe5ca7eb1cbc1a14a, 0x14db4d2c1f6c6939, 0x2c989c9cb23a9874, 0x72125f97b3a594bf,
        ],
        [
            0x4445a663b54c8bee, 0xedb72d47aaf9ab4f, 0x9351d43b7b7643f8, 0x0463a37ad137a036,
            0xeb7b0158ce6c89d3, 0x10f377bb41f26643, 0x0bb35c7e6c8caa93, 0x26a13f0e88f68cb6,
        ],
        [
            0x18cb7df2b3df9df7, 0xbcd3d74c27838d85, 0x65925f297124ab78, 0x10504cece5800b4e,
            0xb0dd508933c0b353, 0xcab38ea9055fbc74, 0x43537ed07008147b, 0x3c676229e0c04a2e,
        ],
        [
            0xb119519de9228d53, 0xcf293af990f6c07a, 0x63655d2d3cb4f4af, 0x68f1c2f433b88fa7,
            0xd5e65e11975aa5fc, 0x525d02c815124749, 0x642b430025eaf6bc, 0x508a3ad740d1c618,
        ],
        [
            0xbaa8ae3ff16e7c19, 0xfdb3b690d5e7ac4d, 0xb36b55e232757fa6, 0x1f01589683c5c569,
            0x7b336cfd0a469745, 0xddfa438bf7445991, 0x0aba7da868d5289d, 0x645e209440ace668,
        ],
        [
            0x1af18c6a25e73f71, 0x2dfe6dd50d447d42, 0x6ede7d0ec433c6f6, 0x4440006a88aae6df,
            0xfceca3be0ff23d76, 0xce6478567a568ca5, 0x5616299f44e9b450, 0x531d518297b6e86f,
        ],
        [
            0xe88c208bbc0781f3, 0x1ab90f8763acd828, 0xf02919d23008d35d, 0x37a2718694c49eed,
            0x6cae1fb8bbec97d8, 0xee9c0a73b95ea7a6, 0xf8cc58dd41b03ff9, 0x270e5f404ea6cf21,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x241e4bc76afa5479, 0xa9f031f34d07e1f2, 0x671252ab588444fd, 0x3710df5f438edbdb,
            0x25db1c8b0f4cb8be, 0xdc0e174e50a4ea30, 0xcff768d01c2b2cdd, 0x7deb6f153bc952f4,
        ],
        [
            0x6d23647c6b799ddd, 0xdcf55efaf79590f1, 0xc7360ab77a9e41d0, 0x63d88d2fcee90920,
            0x73875d3323146098, 0xf2e354619964b3e3, 0xed675f2081af21b4, 0x4e99a4289e1c64f7,
        ],
        [
            0x01132f72dd2d6399, 0x2840d78056168454, 0xee22d2ebf01c3812, 0x255db25fda78597c,
            0x24d1ff98eca9d9ac, 0xb7e71982c70c6888, 0x1c28c19f13ff0811, 0x170e0ead39c9cedd,
        ],
        [
            0x2f4ed02d100aad79, 0xdf67e8c10adff357, 0xfcb80a799372ed6d, 0x1042a6e79c808554,
            0x5749b5ae3bb553d6, 0x5a596fcf89045bb7, 0x9e5da2e2a27c3af1, 0x7bbe31760f1172f3,
        ],
        [
            0x22ae4b9e0c207aaf, 0x8835572b1f4949dc, 0xb1c75ab62e556a6c, 0x1b68db6571e71172,
            0x6ec1c58c040d93d3, 0x3bfbfbbf60948e14, 0xa72925733d80b4d7, 0x41717cda8134c4f6,
        ],
        [
            0xa652783525594275, 0x1e8e52270f3ef5c7, 0xe00551550dd0ca5b, 0x2c5d48d0d94e7c23,
            0xdffc574ec2e91d11, 0x4f4ff0f92ce2c314, 0xb522d26ad80729ec, 0x549418ffd89d1488,
        ],
        [
            0xa99ff771388c3e44, 0x2afaff7b0b42b0a2, 0xd843a5af9d3f43b9, 0x2dbd8b67ba3d6f65,
            0x6c66780f5562f651, 0x8ae72182638815a5, 0x2aabc61ea70df012, 0x597fa293072e2427,
        ],
        [
            0x1f30ee0a756f8c23, 0x88101befd8258b0d, 0x06a4adcd526fd1fd, 0x656692badc640aee,
            0x9daad638ff3b5e15, 0x32deb3b9ed51de4c, 0x3d2eea8f0e9d6b33, 0x37b7b2d0157be1ed,
        ],
        [
            0x17b7b7e022baddf4, 0x913fe73c30790bda, 0x5d466489520db3dc, 0x62f13ec643d9ae0d,
            0x7fd304ac89dffac1, 0xcb7653c6e091901c, 0x8591d16512ec3ed7, 0x5cf5b50358204116,
        ],
        [
            0x774b0d31c0533f65, 0x946e1e0f981f2073, 0x9368a164673c01b5, 0x4d2ed762c40d8548,
            0xb5bf15bfbdc42068, 0x9a6c9985cb477433, 0x28033a75386e0b5d, 0x7aa1f0b05b499e91,
        ],
        [
            0xee6e7283718a21a5, 0xcb50077191cc5342, 0x760312caa04c10b4, 0x435f433fbe86d2ef,
            0x244638b4856c3146, 0xc7266c71afadf34d, 0xb4144cefdef3f1bd, 0x4453119569761fe6,
        ],
        [
            0x5f09ab1d99b1a1ce, 0xed6e0e87984b9562, 0x106c6ac0be9d5140, 0x16be09b2f975b545,
            0xdfc1acc5f1c5b0b4, 0x4d136fa224b91b05, 0xb795503f6bc2ef80, 0x18f7519592cdb9be,
        ],
        [
            0x6b4528abd56764e3, 0x0ef7c7e1d29908df, 0x0cfd6453112cff1d, 0x389674a9af60d10e,
            0xd10af9ee86bd8f35, 0x0eb5be32a93da78b, 0x0b4a5ad7e29ef53a, 0x63616441d44b19a4,
        ],
        [
            0xcc7ed9333c1a88c3, 0x891a637c24215925, 0x57b704c1b4beec88, 0x732c569a0e342d60,
            0x3d32396d85fb01cb, 0x7fc29d5fe3db5dcf, 0xdc0ddfdc872c064e, 0x1eccc81267e514b7,
        ],
        [
            0x335cc7adf72154b6, 0x8c058a3102c6755d, 0x112e294dbdc79a30, 0x7766242631d76c67,
            0x9b9f970e2a2a79c1, 0xe45e435d837e8f7c, 0x2ef6f4fd30221814, 0x06341c37f254356b,
        ],
        [
            0xef405d73b1f80303, 0x33d5756d2ed47a64, 0x07b47b930defbc7f, 0x6cbf522ad1ffb7df,
            0xab4717e035ffa8e6, 0xc35c81859ab8631c, 0x969ff9968078e354, 0x269221bd243a680d,
        ],
        [
            0x0d849e391a6fa9ad, 0x9195503721887f84, 0x59bbff20275400e8, 0x0df2359cb7011be9,
            0x92bade1df6e7268f, 0x2962f4eca534670d, 0x14bd85379a4ac13e, 0x20d4b6cf5fc52af9,
        ],
        [
            0x62cb688353086472, 0x28e9ad5e41524750, 0x277b7c9453fda6cb, 0x7c567c8a90a6535a,
            0x15622c2d177cc0da, 0x35bd3d1b78af2616, 0x8f2c84c6225cc68f, 0x0d136caf36af29c7,
        ],
        [
            0x87ab82b81232192f, 0x2364f39630827715, 0x9ec067f6e7b33ec7, 0x0318c50f713be449,
            0x4b4053435163f321, 0xe08758c14aa0638b, 0x025307f81afd767d, 0x30fb9ff567d7db6a,
        ],
        [
            0x83cee445387d82d5, 0xe12deeea0ad782b0, 0x403c88d3c4cd5077, 0x5c7dd493f7a35a5c,
            0xb58e24f687f5a4f7, 0xc524f6321dbb874d, 0x72476d0f0d8295ce, 0x62885fe3ee6b4cf4,
        ],
        [
            0xc262b0f70aef7278, 0x324e30aae0d2ec0c, 0x6f11c3bdd8fdc114, 0x15b74a0407ddf325,
            0x53fc2d5e5922f83e, 0xae12e9a8f37e6852, 0x959e91cb7f4c1d33, 0x213da961e24e3d86,
        ],
        [
            0x27c3229c7d1ecd48, 0xbfb507cc88687a19, 0x90a044ee1b09021c, 0x225d210109f07c93,
            0xf94cf5aba79d8661, 0xd49cbabbce148821, 0xcf22eda8c38587e4, 0x74bcaaea9ca6f8c3,
        ],
        [
            0x10a852734b23f0a5, 0xc78afd4f768ff5ee, 0x42994403f96c2511, 0x3ce2d9982677f4b3,
            0xd1993d90698ba074, 0x2de48c15424c950f, 0x54a808e979a5cecf, 0x7b7653dc012ee725,
        ],
        [
            0x86716fdc510bb8d5, 0xd88c8df18b113e8f, 0x96c1fe9c0dae8d4c, 0x07a28362b5bd2cdf,
            0x29867661c0303a7c, 0x11613320f0ab2820, 0x1c2d1e1a68fb4c35, 0x2881d531198e51dc,
        ],
        [
            0xc3a501dbd7eddeb0, 0xd13b17ecb85b3667, 0x7faa78dac56c3e60, 0x68aa24806fab0fdd,
            0x23f4d396ffc161e3, 0xb4f708cbc94abe06, 0xaff02e95dbb9c347, 0x097f4f9070fdf529,
        ],
        [
            0x41b3e74285c63f5f, 0x68f7749b5eb6ad46, 0xb5328d1438796d51, 0x2face51b95dee152,
            0xc57d6b576cc30a37, 0x3e2c3f09d896e6fe, 0x3072db0264dcd9d9, 0x7e268bad5eb3b8eb,
        ],
        [
            0x6c992d33ad2fb12e, 0x547e7aca4ce18298, 0x5c3afa92f85d1306, 0x673f401e47e4e1ff,
            0xe52a9ead324f77f6, 0xf884141ab752b441, 0x66c98fb52b99c324, 0x15289c3878ce531f,
        ],
        [
            0xea1e9dc652c20804, 0x5b553e1211386960, 0xdc2bc5edba235319, 0x50f8528812db6a85,
            0x0ed5de7edac208c1, 0xe3ca7ab45558e88a, 0x2c0885cfa2864882, 0x4fe3912158e5dbc3,
        ],
        [
            0x86bba833448d06cb, 0x12c59cb0cd5dab56, 0x9e62eb86c08ea623, 0x6836a0c403a355af,
            0xa9eb059f80f9849e, 0xda4a13a8017c7c56, 0x782336e4fcf95b73, 0x224081aac0d4a20f,
        ],
        [
            0x8fb02376ecde1285, 0x841663407672a7e9, 0xf974776806091eba, 0x474e4c52ee79058d,
            0xf40f6e83b42115e4, 0x09b0b872d0f2259b, 0x8b3431053bfbce23, 0x67a98e5cddbb393c,
        ],
        [
            0x5c047130be05f24f, 0x42977236dfacbb5c, 0x8bc3d8236598e441, 0x74ddf9afd0ae1395,
            0xa3dc2697cc33bea5, 0x0ce97483c4908dcd, 0xb7e0c208fc0b961c, 0x5f6cd2bbc36a670b,
        ],
        [
            0x441563f1671c92d2, 0x82782064404a03a4, 0x1407bde012a267d5, 0x7405b02bff261bd0,
            0x1d1b0a59aeb85f1c, 0xbe8ec8bdfffca610, 0x21995a8022bc4b5c, 0x3d9229d1bc6290b9,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0x19bcee3348cd90fa, 0x0a503e26fe6cb675, 0x56bf92bdd982fffa, 0x70ae73a0398f152e,
            0xe148e7751eec1cff, 0xa32f938cb5d4d30d, 0x4acee68b97725b0f, 0x13b4642988e32ef0,
        ],
        [
            0x610a571db8c96cf5, 0xaa7284b12f66e7e7, 0x0f913a6e01c1e56e, 0x32a1be29aa51c457,
            0x03a4887689bb5be1, 0x9e2ddb7088f4dec5, 0xe06eeab5f709a9c4, 0x57f6e2705910c736,
        ],
        [
            0x7a36ff49b781e553, 0x2c34241a63e084d2, 0xe31e64edd8c4236b, 0x0ecd8d0f1d3c396d,
            0x643ae4c3ff857bc4, 0xbb52ce9d65763b29, 0x279b3d82da06849d, 0x65c474e65d0b17c6,
        ],
        [
            0xd2d0fdb19a93164b, 0x3beff0fd1c6473db, 0x4212fd87e0135b70, 0x66c0ee32ead2d1e4,
            0x9466234f983ac59e, 0x035e9773210afabd, 0x02aeca56cb9c7464, 0x7eba2fadab16a9fd,
        ],
        [
            0x9c3b2f19aac518f9, 0x8004066aca9389cd, 0xb8e7ca10e0445563, 0x2eefcdf8769ee4eb,
            0x5fe4af95fa9915fe, 0x6f4ce01fe548234f, 0x65d925fe6c1af7b5, 0x2e0bc56ca7df838f,
        ],
        [
            0x0ecbab107bf4aa39, 0x71a9e7517049fa6e, 0x916f7b3851528cd4, 0x35949298921948c5,
            0xda4d5c822028ef28, 0x15abc25c4fd268fe, 0x410507bb0ce9f8d4, 0x6649c4e88f3c8d53,
        ],
        [
            0xae4f9b4de0a427b7, 0xdb7e507199cd4126, 0x8db4075357c6d4f4, 0x548a994a14d6d6af,
            0x94d7f986aa318f90, 0xb9a460813b31d0cd, 0xae6578ac5db13081, 0x59dc7449293579f9,
        ],
        [
            0x262eaf6d7cd3a3d4, 0x236f2432933e7b92, 0x1a2a2adeaf8bfe74, 0x7c805bb1710e49e9,
            0xb33ba5d4451b0a3f, 0xebbec2b9c6de4e4b, 0x08c1decc506a0643, 0x634fc3b9184a1eda,
        ],
        [
            0xbb211a084df9503e, 0xc75173f5f151a325, 0x38720127e0f64fc5, 0x12daaf094d326ac1,
            0xea7f494d8d8ccf19, 0x5d3a4434daf651d5, 0x01af5c3b838f5558, 0x0db91e5b4f090c22,
        ],
        [
            0x68bb5a1e4951f04b, 0x056d11449b9ec7f7, 0x13c0bab9e4f68d6c, 0x7468111e7eb8da46,
            0x508651b20065caad, 0xec98a560ae53a946, 0x1a8880aac1a0c48b, 0x26e594be27d89376,
        ],
        [
            0xb5b3ad779e7e791c, 0x069bb2d522b19678, 0xc7b021f12493c02e, 0x358e04e55d24d2d3,
            0x365398c0bf0d302e, 0x9baaef971adf597c, 0x8e3e4a472de7f4cf, 0x200f8756aa437e5d,
        ],
        [
            0xf6650fef998bccff, 0x758977d4abde7402, 0x18b716a4f0746df4, 0x5c759ed8aa53a3ff,
            0xfdb17389ecf42f5d, 0xb84a0d5a4961334c, 0x5cc1eb4d924a592a, 0x2e4b1a89378c7aeb,
        ],
        [
            0x7218a84bd8e64c6c, 0xaf14554934dfa5db, 0x758f920fec94cd80, 0x5126eeda85026969,
            0xfa21154063d8c5ef, 0x6b2dde22cd6b0ddc, 0xef5da58d91478303, 0x6fe58a7b6a74bc82,
        ],
        [
            0x5a4b2ff248cbf4df, 0xd8a089ea1d71f00e, 0xe2b36579ffebb08b, 0x1e46b26042eccb3c,
            0xed65a3136118688f, 0xe64a6878c549b144, 0x8ca47c928b12f775, 0x2b718092bfdd097b,
        ],
        [
            0x1be67c5a7186e79c, 0xc27e3aeb88a44dc0, 0x7a14eee758602e9b, 0x77dc597bf2fe7f37,
            0xdc92a03683a32946, 0xc11f90444cac21ac, 0xf741beeb77a550e5, 0x6b14802ea53662d4,
        ],
        [
            0xcb593172d64f0f20, 0x8ca8d213dd3aa73d, 0xfe26f8e0cd87b5a1, 0x40b34320771509c5,
            0x306624e4fc2f3f3e, 0xf73fea6953ae5fa3, 0xfcd85754b503530e, 0x27e1617ee4e6e377,
        ],
        [
            0x897bd77a209238a0, 0xd89e94362b09b7b4, 0x8740dc369a84d6b5, 0x4bd00fc4631391e5,
            0x1079f024bfcb7b4e, 0x320ff2b49461354b, 0x9e1ed7919985b05d, 0x5b844e95666dd9cf,
        ],
        [
            0x1f5e704b85812b99, 0x22c223c1f7a7f3f7, 0xc75dc2c324824a6b, 0x360fb97429a70393,
            0x70b1988207ac7244, 0x8688d4db46d15369, 0xaeeba8ea013e448b, 0x03da9bacdf257656,
        ],
        [
            0x175a5688458e7003, 0xb9121de99f2401e2, 0xd4feaca6385ca5e2, 0x6c1192fb016c2911,
            0x217fe0dfb0bfa36b, 0x799d9172146c9788, 0xd3587f6051e7da3d, 0x3a79cfb42cd47c4b,
        ],
        [
            0xaed74602d2cb523d, 0x714a0c30fb09ad5f, 0x9eec8a66a3e18225, 0x1cb59920219eb0bf,
            0x6af9d9341262f403, 0xc4269d32d53aab65, 0xe3526447f8038377, 0x3ded8a9b6b7e0be5,
        ],
        [
            0x4d221f27385eb802, 0xa4cf984b36929fda, 0xc8d51291052ac4cc, 0x272dc5cdf3661e78,
            0xa596ccb73a7be2be, 0x87d177ef8b9a8000, 0x5627c25e8ff18052, 0x7a2891a1f3ad58fc,
        ],
        [
            0xf579d2fb8e65c192, 0x30254ee900b34f99, 0xde25a714ac91bac4, 0x71e61db7454012b8,
            0xf2e28aff75dd7569, 0x7b6b400ad3350b45, 0x7a3b94b9bfbb1f40, 0x31c09a773e946ba4,
        ],
        [
            0x80e35c8feb7bf3a1, 0x256c4d174e3919c3, 0xb7c1e2d6a9421e99, 0x40520008b1725cd3,
            0x63c4ff86e8d19864, 0xc29dbd56c1dc6837, 0x05765bcb86f30289, 0x5b720d266c85d421,
        ],
        [
            0x5bf8d9c1afceacf0, 0xd0b453f14cab329d, 0x7c2d3a0161354e74, 0x5eb6f49a03fd268f,
            0x5f47c3ffd260df98, 0xd7862bd1cc09115a, 0x30b199e3141d6435, 0x3d0eba9005ac156d,
        ],
        [
            0x55ea9f3c96546eb3, 0x81782787c4b7cd79, 0x7084001a050ad42a, 0x16b19316888dec30,
            0x7d6cb3eff96805e4, 0xfcd6c2ecb90b530b, 0x05c27c8da69b23db, 0x09be460df5bbfee2,
        ],
        [
            0xf737b700efabd5e7, 0x90841e02693249b0, 0xae0ec278ba7b05a1, 0x5ff4c59e909aeccf,
            0xdfd897b4a1e9a912, 0xcc1291bdce364c7b, 0x83e0f9876fd78905, 0x25568ebb27504e0a,
        ],
        [
            0xcbc3bf643e02c7c9, 0x2356b55432a7fb3a, 0xdca2bf986d6fd741, 0x347a1297fd7f7198,
            0x2b661232e4214dea, 0xcea0f439e3bb5365, 0x2af96017801ecc9f, 0x10b27ac1522d2013,
        ],
        [
            0x9d37da61a755db2d, 0x76c286440f84c8ac, 0xdc01171174f5231a, 0x0ea7ec04af7c4288,
            0xa75c839b52fe809b, 0x22b518973ead91dd, 0xd22f794b83a092b7, 0x0f9d56397dea3bc5,
        ],
        [
            0xe20e5dbb552591e9, 0x01299a392c8113f1, 0x3399693071cfa77e, 0x321098c8eebfdc4c,
            0x5fb604b31f34933e, 0x12b2793e20530031, 0x5ca29806094d2768, 0x157b0cff4fac3073,
        ],
        [
            0x75108218700fa0df, 0x4453727df7f5c128, 0xf8ee66c9d83fcd37, 0x6ae1b90a78991afc,
            0x3354a7b3158bdd3e, 0xccd0840989ada675, 0x2b0a7114645fe922, 0x2199a5e044f8ba3e,
        ],
        [
            0x9e5304d7a6fc407d, 0x50253067a46f0e76, 0x84472d91904ff8ea, 0x7660cabbefe123c8,
            0x78b8c9c5e3b0c593, 0x8e75f64d289ebc9c, 0x8a93a5d27d157f66, 0x1c389b2e8b18ab6e,
        ],
        [
            0x9e7976a7b03d2789, 0xb035f6c22c8516c1, 0x8af90cac18f63191, 0x34eb947e95b2981b,
            0x9fb70daf3a2ac55a, 0xb59c29932760e999, 0x7f2836c4db6d9676, 0x209b8806d815ca15,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x1b7ca1a6b6d58263, 0x489595f600cba918, 0xced856cf6b7b2623, 0x2d7754169ac56156,
            0x60a2581aea717993, 0x26abbb806f798671, 0x296b8253588c0b09, 0x7e66a8cea70bf103,
        ],
        [
            0xbc74e3571df2fd8a, 0x08e931975161335b, 0x4baea925fa4a242b, 0x2e2a2ee921062872,
            0xb8427bb1e7b6b3ac, 0x35b4667e37f1c469, 0xf024f8dfbae6e0f2, 0x6979aa3e2e4e5da4,
        ],
        [
            0x646345b2b5571ad0, 0x25c6429972781f04, 0x1b292805e56a10cf, 0x29aa070225ffaac0,
            0x91672fe5759398a3, 0x24f225a71a443043, 0x67a50aae89e3ee1d, 0x627f1d429098ee28,
        ],
        [
            0xbb119df87489990c, 0x8e426aa8b049e16b, 0xa3c33aca6216af8d, 0x1cdf2a3ad6d49fe5,
            0xc1671409b549b032, 0x977cf2991459dc8e, 0x5f2b57c84501bdad, 0x6412f67aaa65aadf,
        ],
        [
            0x4d50ac47a162c4b3, 0xfd9a61a95b052bbe, 0x4c1543947ed4a5f6, 0x53ce506d2af7fd5e,
            0x3d2ef22f82b53b74, 0xe1cc1d03a2751d1d, 0x264003b3b071814c, 0x57e749bd3e8cc1aa,
        ],
        [
            0xa8c35bcdf02a7954, 0x2c8cd29cd5f7bfbc, 0xc0be4442d4927068, 0x47b6b8d36f531783,
            0x4c5dabaac00d8191, 0x35379755153cba87, 0xcac4a818d51ad255, 0x372c34fc120200a4,
        ],
        [
            0x5e4639bbdb467327, 0x37b82b2765395e3c, 0x5d5c048849d362ca, 0x7ce2624b2bf6112b,
            0x41b5458686f90299, 0x594c88d6e8e99322, 0xc0dd0b92a0f8e9b5, 0x4d1c181b298ab0ed,
        ],
        [
            0x07ad948d729e34ef, 0xa6df5ff6f0cc84d3, 0xce42718c65d43df3, 0x4416eb27e0aad375,
            0x036082fbd24dbcfe, 0x6f07b9898e700052, 0x7430346161c001ce, 0x3cdac161f191983a,
        ],
        [
            0xc601e6850e8bdcbb, 0xf2c10d7360646882, 0xeb0682e9e0d09d9c, 0x7cbb01ad28bed840,
            0xd9f86cb000b34185, 0x2928b7275e2d9713, 0x37eb991c08808dee, 0x532c563f824706db,
        ],
        [
            0x716dcfaeb532f5a5, 0x0378a15eee69df93, 0x8c34b22a729165b5, 0x4d234f544332fe59,
            0xddea6269efde5676, 0x31c2b3b503381bc3, 0x37aa6a7b4a5effe1, 0x07394c34ec9789c1,
        ],
        [
            0xc39cbcb162d6e924, 0x2748aef406817abc, 0x1865a0bbafebfd3f, 0x39195d140992e479,
            0x7cd681a8b8108a34, 0x58b588ef40c8d0df, 0x488967440fc14e2c, 0x4296c2ceabc4e478,
        ],
        [
            0xe5cf743671ce5697, 0xed37e06d2ea9dcc9, 0x1cffc2b07e67e81b, 0x514b8f44bf1076df,
            0xc4164556ac472588, 0x31c116800890158d, 0x15900003181d11d8, 0x06b314969f8c0365,
        ],
        [
            0xb1e1cd6b4e6c3d43, 0xfd667d7c7977c632, 0x3481b1a1cbdcb429, 0x62169b657e2988ad,
            0x7b53b79fef46e88e, 0xb8f847555a49dd82, 0x076b6bee37827055, 0x019913a36fdccf3f,
        ],
        [
            0xf9136bc85327d22d, 0xfb598ed1d70eaade, 0x01ac653f4e955d0f, 0x4fe96471426e6007,
            0x03ebded9e46be0f2, 0xf9cffaddc16d2129, 0xba6959cef220e194, 0x22b2056044c76536,
        ],
        [
            0x9e6dc63e21d02421, 0x2e4794b3cb03eff1, 0xf364ec2187938ebe, 0x17ee24d797a63c10,
            0xd585014c144fc968, 0x6d6ffc02be98658b, 0xf34426245403f15d, 0x410ce2054cfe6ee2,
        ],
        [
            0xfd3c6d80dc00f51d, 0x72c504c5ff6429b7, 0x7933e278f9a41a3c, 0x146461113f57fa61,
            0xc0cbe32253cc5e88, 0xee40600298407137, 0xdb52a594490303af, 0x12bf0685679aec69,
        ],
        [
            0x95361b9f99666dc2, 0xf242b8ee1535bd66, 0x8ae77c12cf5706bf, 0x46f25b538a7ad244,
            0xc6145f09c8cd17d5, 0x75d8a6e04cd3ee9e, 0xa971ecdc8e8cccc0, 0x36fb37b41db7e911,
        ],
        [
            0xc0223d22eaa14a59, 0xc32ac8895a80414a, 0xa43d145aa182da91, 0x4497c24f955f66d3,
            0xffa76dc9eee4014e, 0x9694d0c8481b4428, 0x855b2abd1e28e4b1, 0x718d75a327d6d83d,
        ],
        [
            0x34c0f3c477aa925a, 0x3102cc98ab4a3e0f, 0x6d65e609c9cf2e6f, 0x2c6721ecb87202df,
            0x60e80ca5a676fd36, 0xfe9cf11efcfe7290, 0x464b6c061b15d933, 0x52bffec534419cd5,
        ],
        [
            0x22c7368ef5cb16a1, 0x6789c1103cf29bc1, 0x23c6a1576bd38774, 0x2b1512f1c392b79e,
            0x5955e66f9e25cbb3, 0xeb14e9c7a00d3292, 0xec734bc9fbd6f053, 0x27eddcb62393582e,
        ],
        [
            0x31aab6bea5b29b2b, 0x6ecc37a790b6920c, 0x5961dd52679640b0, 0x11cb4119e8d6bef4,
            0x1451fe3c7a1ec8b6, 0x451a84e302e574ae, 0x54a1acfbf65462e5, 0x22cf7f1e9b3852b4,
        ],
        [
            0x45cb00f1660eaef7, 0xae5e312e592a762e, 0xafc2825b516a0c57, 0x1417ea1d1dbf271b,
            0x8894c734c4d1656e, 0x342a60b41bd21dab, 0xffc7719dc9344ed7, 0x54a979f059b96255,
        ],
        [
            0x2cebbe310305c9ff, 0xe04897a1e366d754, 0xe4b89ecf4b32261a, 0x2b80638f3a975a30,
            0x0750c046be366c37, 0x59115770cfba45f4, 0x6e3abb48d702ad3e, 0x5156ce7e4ae48396,
        ],
        [
            0xc684a3d2a701e211, 0xf850c7104d812b2c, 0x5f6906f0a5f930be, 0x0c1a3a1a8eef6929,
            0xa705f89f4950b854, 0x13479b66c79c4510, 0x89963ce57ae57944, 0x1a546f797c906262,
        ],
        [
            0x95ead04194e8c71d, 0xb7be00a61374926b, 0x722b8398679ab648, 0x390592c619f015b9,
            0x23c6644d6dcf7c41, 0xc324ae3f299ac87a, 0xcb9f7abb3dd66b4b, 0x6f679c06d5d448b4,
        ],
        [
            0x6465c243e72ed63d, 0x1db7a2e7455c6b43, 0xe9af753e1b818c75, 0x756f8abd181586fb,
            0x15f7b00feb4532a3, 0xb0cff6504828bbdf, 0x885ce089cefe1c86, 0x6822ddfd7db7e191,
        ],
        [
            0x7809465310c808f7, 0xb3c8baa288c81a5e, 0x7f454f28fe92cc50, 0x3623fca17d24a7a0,
            0x1199864bea4eb3ab, 0xd101c68ea36c24a3, 0xfa058e402e90833e, 0x577e11c72ee3224e,
        ],
        [
            0x38b2b3c4c2a7f331, 0x0f5e97e57588d17f, 0x3c2a251313c098d2, 0x7cc790e47bd78aa0,
            0xfe641314cfc359bd, 0xcf68a6c5b30bc60e, 0x46fd4ffac0e9df8b, 0x580887d3d219e9e8,
        ],
        [
            0x48d86d4a0d799891, 0xc5db91d7e33c47b1, 0x8d4f95858fa455a6, 0x7d8c95b8a8f65178,
            0x9a4728c5b00b1a8a, 0x94b0e18b1375e5b1, 0x8cde34e782700f13, 0x225170eff16dae7c,
        ],
        [
            0x4f1db5e89117f53f, 0xa83333bceb7cc1af, 0xd60f44eb37eb782f, 0x4108663582b0f1e8,
            0xe327b67b0706c7a6, 0x1ee552d4381a8ef8, 0x542b50bba7015822, 0x1458fbcc343875fe,
        ],
        [
            0x94e46c7e5c476cc9, 0x3dba819549e1f601, 0x2e74a9631d679e51, 0x425da1d61aef9548,
            0x1fe9c9289d02676e, 0xf665f1a7ad9ed74a, 0xbda850c4bf4c3db8, 0x5aae1f7ed981710a,
        ],
        [
            0x0798a0abcf9fdee7, 0x1ec99bfb123d30e2, 0x19d0818a5466ae70, 0x60b6e526e01b7fe1,
            0x73fb4408d768044c, 0x646c92e11ee320f7, 0xc2c6e31ba34c4416, 0x2ea430dfb34754a2,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0xed5491c58925ef32, 0x30f6b3c99efb665c, 0xfda35233633105a1, 0x535770e70e458d04,
            0x3dba476d7eded180, 0x9952da6a151f7739, 0xbe3894a15678025b, 0x6c0012205f2b26e6,
        ],
        [
            0x4739cae56c54f313, 0x31979bbedb084648, 0xc84cc89419af176d, 0x05e8e83fd74dbd51,
            0x82cc84abef17b7cf, 0xa0f40d61c2a0d50b, 0xe246d60738934eb8, 0x3a4fe790ea18cf89,
        ],
        [
            0xacddc85225c389b6, 0xe0e34202b68beacd, 0xa9390c8178fda1fa, 0x44e9b901fc79119a,
            0x41d2fdb3044dde76, 0x3b3489edf03c761a, 0x0751f27e204a7c24, 0x5cc08f028b1da620,
        ],
        [
            0x25ed7b80de0b2f58, 0x2cf3ca67a0954a4e, 0x2f4d9ed46142528c, 0x1fd52c7a7a952f7a,
            0x00b16a33c7259708, 0xf84503c16caea9c8, 0x874f4c81a8f60e06, 0x67140eb955cdc7f6,
        ],
        [
            0xe090cd9f10e5af2f, 0xb7c3c787439715dd, 0xec0b0654ec72e76f, 0x7d3c23e921e4bdd6,
            0x228918c6139e9b62, 0x4022f0eb0eb7b83a, 0x20ec15f0ec30c493, 0x730c6782e9ed7e67,
        ],
        [
            0xdc80261d7575be56, 0x17851b8986dccc66, 0xc5309ba07efbf08e, 0x35d19b60bab426a9,
            0x3f58421fd358b734, 0x2b24576c01a3027f, 0xad1f5fe7f66710c0, 0x71cfc36efeb50ca5,
        ],
        [
            0xc6b3cc7d8b48d681, 0xc75b4b7fe374a156, 0x181adfc59f33ecc8, 0x41533b5dd60068cd,
            0x595ceb2083952849, 0x2f5715396d19b217, 0x5a48c969fcbbd3a8, 0x329970ebb987eafb,
        ],
        [
            0x6cf855c3d988ed97, 0x3505d8d657103637, 0xd37f89ebad413911, 0x6cadbedf5794d0ab,
            0x0000ecd775131155, 0xbb3c64521bd4d973, 0x6a7e737aaabdbc90, 0x5f00701d7943d9c3,
        ],
        [
            0xcf1760d767837f90, 0x74e2ae63021c2e54, 0xac9317451b97fde4, 0x68a76a279a809c7a,
            0x826856bb1f21bc30, 0xbb2e30a0744d97eb, 0xf856ac61f308ee2e, 0x7a69057091b5f6a6,
        ],
        [
            0x650166cb914b6e91, 0xc98944c00f1bcd55, 0xf23301b841b3606f, 0x0623631f33427319,
            0x574f8f36d941d583, 0xfd869f3e5d3f7afc, 0xe222f0d5e0bfec42, 0x6a0fac45d2821f1b,
        ],
        [
            0x49046e421a5e9dca, 0x692c31f7bbc8d6a6, 0x6892080df61b9d87, 0x56e1c62f4b32841a,
            0x0b4b215e787f0ec6, 0x85e3b31521a7fc14, 0x523c3557bc4032e8, 0x3d0adca40970bfd3,
        ],
        [
            0x4ba544ec363a1c4b, 0xd937bbf01eb83dc0, 0x8d8528f8a59ce5ee, 0x3378c57d5232e057,
            0x18bbe41580e84ba6, 0x62f678844a8098aa, 0x31ef6e55c6565e78, 0x6d97e0e202ccb239,
        ],
        [
            0xb7a713e43fc4c206, 0xa9efbca589ec52f2, 0xc4077112d1f48662, 0x3afce912ccee067c,
            0xb5c702840c626903, 0x57246b748df4d878, 0x68fba60cd8d97874, 0x1756cb722151343f,
        ],
        [
            0x6b3fb0c6b3a70825, 0x0bbf9eabec9cb6cc, 0xa99af525011bc596, 0x057b1947e46fa632,
            0x4ee520855ccbfc8d, 0xfb18f9866b8e449a, 0xfd13e6565ac5dbc1, 0x2d2fcc877d924f68,
        ],
        [
            0xb9aee014190f2be2, 0xa920db76b77de1b5, 0xc4787fe0d14d71bd, 0x13553cef284a4beb,
            0x0e7d37e503a18e28, 0x4efdd30fc327045b, 0x18e0d85806970457, 0x7234bf5358d9178b,
        ],
        [
            0x552e9d0a331e96e1, 0x65d8634c2bdb4671, 0x6bc166db95681192, 0x1df16295bcb728a5,
            0xaea902fa51f47dda, 0xb398bca535922427, 0x57f5488e2c907f18, 0x256479a4e315cf7e,
        ],
        [
            0xe7916728741b4ae7, 0x59ec3a5425c0bb50, 0xc02e9692b61cb392, 0x3ce183024513df55,
            0x00781fd67400248f, 0xa906b913b4a6d785, 0xa45ef20ff12383a4, 0x4e1c95072e5dc9b3,
        ],
        [
            0x6245fa24dad29700, 0x936650a0d5d1d3be, 0xfbb0ad1c4784fe24, 0x29a4df26a367424d,
            0x7fdcb1c208a11a2c, 0xef6963ef9f944a36, 0x37add1cb785f3831, 0x2fe9177dc45c0346,
        ],
        [
            0xf486caf13521310c, 0x07dd474e6efa1669, 0x649cff1b83124aa9, 0x65556521e6ee98e0,
            0xb49bd470b4e3ccf1, 0x91b5e792183bc720, 0x7ac084ba201feb90, 0x3c19aa80aa63778e,
        ],
        [
            0x77a88c2f03146b72, 0x6299f790ac4bdfef, 0x35241bc75b24f75b, 0x587b8038b4cf27dd,
            0xba0bc7604b651812, 0x5f6088e0802c28aa, 0x939a64e6acac1264, 0x3387b06db3b62653,
        ],
        [
            0xa6733ba4fa990f74, 0x57084becdce6ca6b, 0x6fad910f8071ec0f, 0x7ea7ba0fef95f6b3,
            0xf1b65bf02b393642, 0x1acf4c35ff9e78d3, 0x11e30bd80a227d28, 0x1758065615140cd3,
        ],
        [
            0xa3e7b5a541fc6724, 0xd7ab1cbbf2a3d81a, 0x41bb26fa312b96ae, 0x191570e74f25ac30,
            0xeb63d87b066270d5, 0x35abe5715a9b3dcb, 0x23ebcf38921f8d69, 0x7f028cd05c1a5ee9,
        ],
        [
            0xac64ad2a1702cdf1, 0x6bb8eb32e96a33e8, 0xae84e24515ee1a37, 0x17831fcaadc5d6dd,
            0xdb4c27e520b1124f, 0x3000eac1bf6fed86, 0x5b4930b56f336d13, 0x65eff29f9ddeaadd,
        ],
        [
            0xd2d5af606ea4400f, 0xbb797b6186faf077, 0x1cbc65255e2e6cc0, 0x065f859f5c065631,
            0x09f71c84ffd0b160, 0x8b61b44671c323f0, 0x7023a1ca97e97fee, 0x4cc3c830ea2cc862,
        ],
        [
            0xa545b51f42e410bd, 0xdcf3814a658b87be, 0xeaef20fd40ec404e, 0x3d0dd40ea9dd17d8,
            0x115c8a16c32ece0d, 0x051b5a033bb17906, 0xc90db04508c51a30, 0x3c35f8ab9494c48f,
        ],
        [
            0x175046b9e140527d, 0xd1957e946d312203, 0xb31bdbdecd776a0c, 0x434974e432e8676c,
            0x42fe88e1e580dd2f, 0x9794fd35c5f2fd1f, 0x906886463320d171, 0x7930dad870e0f260,
        ],
        [
            0xaa8fef43355e8979, 0xa47fadaa20b920c4, 0xcc990dfbcd8c4e8e, 0x37f2e0cb1ecd2e95,
            0xc2e805cd62d89902, 0x14381493a413c159, 0x9aa357b1b627744c, 0x4759a581fca01dd6,
        ],
        [
            0xab0890a34fbb5fc1, 0x5d97164fa09acb3c, 0x22c9658d1c331d9e, 0x175dc2863a3d2f66,
            0xcecb4187eddfd0a5, 0x2c5f6e37cea43e71, 0xf7b9bcb35edf7fc3, 0x54a06124d91fdf71,
        ],
        [
            0x365f0ce953c660b5, 0x86bfd82bcdfc09c2, 0xd295d943c38096c9, 0x28b314c719fcbe12,
            0x63e0895b45196f4c, 0xbda4a69c09b0118d, 0xe1d1f8a2d84156df, 0x519ab1233590e051,
        ],
        [
            0xcd7f466da02f187e, 0x4b669a16280fd7c8, 0x03327bf1ff798eac, 0x5d7a729c254b4cb3,
            0xa269938b16aa1487, 0xd791897a0e539b05, 0x4f4b4ba2acce451d, 0x51ff1c36ba58bc2c,
        ],
        [
            0xed1d9fe72daf9245, 0xb95bb6e1cff03ed5, 0x5a850fcf8116bc42, 0x0b4edd54e7d6947f,
            0xe60f365cd630a1fa, 0xf55c9d5f61e474d9, 0xf70844e50e518169, 0x72e21bb9c60326ed,
        ],
        [
            0xdfb85ab75b68cbbd, 0xc203a2ab6bb4310a, 0x0b1b95906723f516, 0x4368814f05483094,
            0x9b6a53180d84a61f, 0xc2cd9caaa8f27e48, 0xecda3fd2129a2c07, 0x5142480c1333fcdd,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0xfceaf02e3a2f9a03, 0x06ed05ccaf5773da, 0x2fd1661e0f01c217, 0x35ad6fa73c47bcaa,
            0x5cb49d0f26872af2, 0x0349ea9e265f175d, 0x6beea3bee9440208, 0x08358aaa7efbaf76,
        ],
        [
            0xa2efabc40aa7bf33, 0xb0cb0ee5428d7e09, 0x2ca460a6f9bc6215, 0x5ce52f44f9288939,
            0x4c95087b91d51ac1, 0xe86c2da3df97f626, 0x3e2ffb87a2b2bee7, 0x4630dde99d04c109,
        ],
        [
            0x3e3d740ac5ea4bb9, 0xbef3788b5f40df14, 0x634649b67029b824, 0x65cebfa6600259b2,
            0x2b3da0fb40198727, 0xadfbaceb88f34554, 0x0cfc39d9e991c798, 0x74de9cd9c571a96b,
        ],
        [
            0xafecbe439057f4eb, 0xdb13a29af2efa253, 0x4552c22854f5d417, 0x3b6e7eaaaa5a67b6,
            0xdfba4e402a1f1d9a, 0xf29547654988ced6, 0x1057508cb1ecb437, 0x711dea0f5fc6b22b,
        ],
        [
            0x17b7a8107dc649f8, 0x1059517be4168e50, 0x1fb59453ff1f8dda, 0x6e334f611b933d01,
            0x0006d4e439ae7b88, 0x432ecd2c6eb31476, 0xec319ba7cb3fb8b3, 0x353490de5c945be3,
        ],
        [
            0xb64b145c0e79f4bd, 0x56d3adbcece90abd, 0xec750c9a9d526f26, 0x31ff8d93d54cb851,
            0x7dedf84e8f88228b, 0x29f4e3f0bd9b308d, 0xa6975b7031aab15e, 0x63804cb16a67ade2,
        ],
        [
            0xf0648b4af91283c0, 0x85b29d3a2176295c, 0x57a2edd10f9467af, 0x21d42c003ffe61fe,
            0xd09e632762af6df9, 0x4e71111380c01fe4, 0x082926ac053cdf16, 0x58f18e14d5a08b1b,
        ],
        [
            0x684ea52c98f3524a, 0xb0296da355459fb9, 0x837bd64c954aa990, 0x7be521eb34e30dc5,
            0xde342ba2b4f2dbca, 0xb8dc3d75f9ebfc33, 0xffe242a26232346f, 0x14556c11fa926d2c,
        ],
        [
            0x8ce45c93f070fed5, 0xa017569423fa764d, 0x32336b025e57e26c, 0x601c463fb91ffdcc,
            0xe143011445d2eb43, 0xbbfdbbc130666999, 0xa736cb4cdc3247f6, 0x30d942286b7e82f5,
        ],
        [
            0x276724900f13a23b, 0x7121fdbd8c9d8071, 0x72499dd53dea705c, 0x77bd758a8d15398b,
            0x084237e4d0d861e2, 0xefef8f98e31d8613, 0x33a683acb08c3539, 0x68966fc210eb2711,
        ],
        [
            0x53f601611603d4e6, 0x324dc25fcdefb9df, 0xf282c4a2ededc614, 0x160a861cc4d5cf6a,
            0x91b51310985457ff, 0xc2122f105a0aa13b, 0x47faf8ca47d9758b, 0x65484d744b0155ba,
        ],
        [
            0x496741fee44601d9, 0x36f072bb59a1338d, 0x04393a522e4548c6, 0x7ea68fb8db83fa15,
            0x2a6e9c4cde24429b, 0xf38fde0e08d0cac4, 0xf530827d8521dfd7, 0x1d5bd1d754077919,
        ],
        [
            0xb7ef6e7262fa8aa2, 0x0bec930b5d6efa12, 0x2e9b76766699b928, 0x2c0879ac707852fb,
            0xb4437f228c4e4652, 0x83a80195ad648c13, 0xdf954e24593d476b, 0x31aac0c35cc95369,
        ],
        [
            0x7db830bac50adb4c, 0xce1a468736985d11, 0x8a129216a10166c6, 0x74e3f8f557bebeea,
            0x32aaf2b97412e4d6, 0x4ed6e3034d5c0a45, 0x2fc6a0707f4f230d, 0x6be55a5ed06740f8,
        ],
        [
            0x6fa64c678fe0edf5, 0x8f69659ed0af899b, 0x593825857b1bd19a, 0x55932f1bd6f5d567,
            0xebf47b06d9a4b2ff, 0xe6c7f1fa95031c90, 0x855915182d6f2262, 0x5e39b51ebe855806,
        ],
        [
            0x8dd5f02416c0e931, 0x67f6d5f20ce7b438, 0x5dbb3c190122e9a2, 0x1692ce5f80c5f621,
            0xcfaf25013ecf69ec, 0xd80d961760142bc5, 0x0cfec9252bacbc1c, 0x6afb4c7e42357e9b,
        ],
        [
            0x3bdf384a96e7ec4a, 0xd62aef874690e9d9, 0x7640bc9daa36bc3e, 0x707feefa2d156309,
            0xfd63c7a6364afec7, 0x67c555046c0b3694, 0x33ef59f93878fa8b, 0x39a787d2896fa16d,
        ],
        [
            0x78b0592d6446efdf, 0x321268ce202059ea, 0x46310cfda2a588ec, 0x475eccffc4d67e06,
            0x1cccc6fa82c88b81, 0x39744f3319f47b5f, 0xf073527c204afff5, 0x0c5cb1ed27f13e9a,
        ],
        [
            0x467600b6b091846f, 0xa82fb750f7782fd8, 0xdfed044e3f0eb213, 0x6916594f725fd36b,
            0xae95d1bc10410d29, 0xbcd53036b6da040c, 0x193603549e793ec6, 0x7460408b102eaf36,
        ],
        [
            0x2e568f80976a1403, 0xd435e155836ce3ca, 0xb194f55dd6a2fea0, 0x0ff64e38a6ca5b8f,
            0x0f5af280898b0338, 0x5af28a615bb2b6cf, 0x4b7f20b6382c4add, 0x6666b1e992f7e695,
        ],
        [
            0xbc1da717d60d1fdb, 0xf1aada0dc5a66913, 0xc602ce43f04a3259, 0x17e2c3f3ac472dfb,
            0x45fefca4c0bddc64, 0xa1a234fcd6e35a05, 0x6444088e635994df, 0x6b1baa502d01edd4,
        ],
        [
            0x3b9c67583da08d69, 0x73b1396990f3dfe1, 0x11b38a797d496463, 0x3cc455fc3d7c2706,
            0xf00c2fc04b211b8b, 0x5bb5fb4e50431a3d, 0x1e63e896d59faf94, 0x1eb86554d64779d9,
        ],
        [
            0x623030f51c817768, 0x92a42d34eacfb2d7, 0xd72866a04c02f47a, 0x5f1255b716a989fa,
            0x4ba7d2c9c12dd730, 0xe0aadde24b9ab768, 0xd2a2bdfd88b108b0, 0x47774bb27605dffe,
        ],
        [
            0x514db8e5c49a5d78, 0xf75810ffc915efc6, 0xb28c111f69fb734e, 0x381d36344bc145e9,
            0x363c68c4713c5702, 0xca990519ec4e7ac3, 0xd13e213103f8a195, 0x45b17bf4ccc72ca0,
        ],
        [
            0xfe7c5b08f8f2408d, 0x99907ff9a2a066d0, 0x2c0aebe2cebe9066, 0x083b56cbd3b128e5,
            0x81ec8143804eb4e3, 0xb4afcd01cdbc3dd1, 0x7eb15e6193bc1aa4, 0x58dea65c33189228,
        ],
        [
            0x51f5fa68a7006c99, 0xb9cc2e97b239c3f4, 0x5411d551fb470cd2, 0x600dd52f76f0e5ee,
            0x126075c1a5b73fe7, 0x231288af0f557d57, 0x6791713c47192231, 0x5904b51664961cb4,
        ],
        [
            0x310190fa504403a4, 0xbeba8b5fbe6c64d3, 0x3c855bc5a569ce17, 0x4f1672722c94dd4d,
            0x76a9489dd754dd9a, 0x03a9e602f2fd44e9, 0x17844ab45b750c39, 0x2cac1b245ff2c9b3,
        ],
        [
            0x9682d80461d35a46, 0xccb472dcbf4f7142, 0xef0199838f5aedeb, 0x256ecadb17846f74,
            0xbd9f386bf41f017f, 0xa1421752be9156cf, 0x60f390b3354cb879, 0x13093495e70b6de2,
        ],
        [
            0x8072320d74a65b8a, 0x5a3c5b394bc26ca2, 0x93027f0e680843c9, 0x7088f96dab7fa122,
            0xe9922ba06c6a6738, 0xb131f156c350bbc1, 0x87783cd1b233403d, 0x3cf5c7ebdc904763,
        ],
        [
            0x4ffbc22b82a5e63c, 0x4007ceb9c90e73c0, 0x30b629617f96e144, 0x61feadb9a926c38e,
            0xed8d1360323564e7, 0x4f3e5a366aac7cd5, 0x5e99119b2114ebe1, 0x5fb58b8717b3f39b,
        ],
        [
            0x62640f210e3d60f4, 0x8d144b02fec0196b, 0x998e136928f553c0, 0x2b95a58ecbfc8120,
            0x56a0b3d768d5e8da, 0x08af99bf4375a89e, 0x5b299622113a8ebb, 0x223b3cd353bb03ab,
        ],
        [
            0xbcdbf6eb2ce7877a, 0x79353a145e896d2c, 0x3ed05364809c7d66, 0x46da171ec5b7f5b2,
            0x2ebf450baaa327ce, 0x589ad3c91929da86, 0x1dbf8b852d3f41cc, 0x024c435e1b949151,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0x6c2a46272de8b6b8, 0xb93463814301e134, 0x7e64f8ee86125809, 0x4b6326dff6175c9d,
            0x5043ac7cf4f8eede, 0x4cf96320474809c1, 0xe9d614aa34617690, 0x77620105316bc51c,
        ],
        [
            0xf2dab33cda9b1352, 0x1f6305868679d04d, 0x98a29f2aba287ed5, 0x6942b493a0601cd8,
            0x00e9842b1287f16c, 0x7fb2407062a523e5, 0xd0f1ff621ac0dd47, 0x2e37e94d24d68ddb,
        ],
        [
            0x1bed6edd3a56d0e7, 0x7ad81bc7c8d79996, 0x6ccaef19c50f38ff, 0x3536ba5fec6ca364,
            0x17b195fc993e0748, 0xe42017931dab77ee, 0x0b2b1994a6045590, 0x47a5f392600099e7,
        ],
        [
            0xee7ef0cfeac00b7a, 0xb1e29220d1416df0, 0x35e6b777f21d7c7c, 0x0f7fb46b898e0004,
            0x911a183c938020bc, 0x9db4c8d59cb5d9b8, 0x5e58ddf950d99a32, 0x1cfdee6f3433ee5d,
        ],
        [
            0xa0cc8915bde3d8a3, 0x3d22c4b5d1137c7b, 0x308a441e90d5324d, 0x7160cd40e988ec59,
            0xdaf652fa67ba87f4, 0x32a1ba6d8cc07517, 0xdb29bb68ed58b565, 0x2381254b75f9022c,
        ],
        [
            0xd85a4364c3c4d044, 0xe2e846d964bdf6fa, 0x8c38b9981a4e0d94, 0x350b0e74e8ac633c,
            0x57f412988e515d9e, 0x3ed0b32b2ad474cd, 0xa3c3983adcef2ae9, 0x591974424e0581f1,
        ],
        [
            0x639e5e1d1c64a295, 0xca1d758354eb3e97, 0x78702c90fd58a353, 0x42e3b9ad5595761a,
            0x9b1396f2ae803966, 0xe46c564ecd1311a2, 0x700aac5439dca5a0, 0x2f0805654f9fd49b,
        ],
        [
            0x4f3711cebe6a27d7, 0x83b3186663fc3621, 0x41855876b916f87b, 0x0a4e1c52ec8c549e,
            0x01ba65837e31881c, 0xd371f0e65f24caad, 0x2f1c431d6213d560, 0x607bcba612937ad7,
        ],
        [
            0x60084f89d4875df8, 0x8a89f83aaf8387cf, 0xdc85b9434fabe35e, 0x308bbbc7274ed1f7,
            0x98243c911865e26b, 0x871baff91789b5fd, 0xa76b0f209a5b90b4, 0x1d8ffcf125193a8b,
        ],
        [
            0x4da639d928879ada, 0x435838ae3f210b6f, 0x3172a1769fa7f7fc, 0x70f25b3d9b8a1402,
            0xaabddeba78e964af, 0x43564296a347e1d6, 0x6b4befe077384083, 0x37de6abdb1142255,
        ],
        [
            0x2e1519798bc8d0f8, 0xb212bc03b0c2ebcd, 0xcfec627bf15d8f89, 0x72e7923b6aad12fd,
            0xaa3d2a9956914cd1, 0x815f99a98c436208, 0xdf8bf305e00566c6, 0x285b65f6712a1cb5,
        ],
        [
            0xd9e4db73df758c99, 0xef900baae8a0ef38, 0x359691cb649d87d0, 0x42d22b5264c16ee3,
            0xdf50410382c61ed0, 0xf6ae84c2fb953082, 0xf4c8be37eb4d5b33, 0x3bd3232db3826203,
        ],
        [
            0x6924bc0db499e838, 0x771b4d98e27fc424, 0xef7c2bd2a83c36ef, 0x370779a58ee5e790,
            0x3b02a9b6b6c28a49, 0xd90e717d843c99df, 0x15aa6b2391ed26d7, 0x211343a811cf886d,
        ],
        [
            0x730eed5d93e985bc, 0xa9a4c0431d792b3a, 0x23cd72f63bd54daa, 0x7828caaae6e90271,
            0x772048f1c59c7121, 0x41287a836d712c86, 0xd6e516424311408f, 0x1d14f596a66aa12d,
        ],
        [
            0x1b0b72c8f58a4f5b, 0x9c3a3a2a14d0584c, 0x033242c35b375155, 0x54871ae143eab03e,
            0x6a1649c551b2219f, 0x6ddfd0806e384a70, 0xca1add14d5946e0f, 0x7fe2cc26a0969182,
        ],
        [
            0x8597b465734aa201, 0xa5f1516da0da1446, 0xbe02bc934341b520, 0x15d11c7e5535a2af,
            0x10b45aa385d76214, 0x6333ad1efee5f470, 0x4ba9f6cd6a558a1a, 0x69d31d8b09c3929c,
        ],
        [
            0x073838e627e078e0, 0x285379f74789f1b8, 0xb2e4d07902d38de5, 0x51255a6cf02297ce,
            0x42b99d2de5e81ef1, 0xebaccf19c8d6c60e, 0xd3811b20618dcc28, 0x03c3222a12ee8b6a,
        ],
        [
            0xf938502e800310a9, 0x1fd5c3c20c8e87eb, 0xefbd0bd1e237e1d7, 0x0df6b5997d7a890f,
            0x78b3bd11baac88c4, 0xf75fe2edfa926d85, 0xb23d03490c3ca501, 0x48f7ac4ca0105965,
        ],
        [
            0x0d70772ec483d976, 0x549db1c94df3d21c, 0xd9698b5732d8085b, 0x123de0f6c5d48843,
            0xe7899b938d73e8a2, 0x56034dc0308713d2, 0xb5ee8b2ac63c1ce8, 0x0267664a8be67ab5,
        ],
        [
            0xd9bf47c31b39a28e, 0x11ca1b8ced568932, 0xcf1f8d24fba95cf3, 0x7ea51d7f61106af5,
            0x3311bde1c0fe5ba1, 0xf29e2f320220a3a9, 0x08a0aece70615808, 0x4e3e5c103607c968,
        ],
        [
            0xcc1b956a0ca0df33, 0x0cbe70a75c6d960b, 0xc11bd529b7ba49be, 0x649e09b71625261a,
            0x629f801258771f1b, 0x4f0b06603b05d958, 0x5afac5a63c057736, 0x33705243b499779e,
        ],
        [
            0xf1a72679a58a1509, 0xa7026b2954a271c3, 0x0259865d13de9edb, 0x45901cf631036a74,
            0xa251d854c1ddae3c, 0xbdc1653396f02c5f, 0x1d3d91e29ac066e7, 0x0150bf67c9d3375f,
        ],
        [
            0x4bb76f44fc699d03, 0xace65565381a2c0a, 0x431302f4a25fe5ce, 0x7b36d031c3949554,
            0x816405847f36383e, 0xbe2c8e0d08f5fd35, 0xb69e8855f085ee19, 0x60b8dc79db640490,
        ],
        [
            0x4eda13df662cd1eb, 0x8ce1a882a8ab7765, 0xc9ba155e3200beb3, 0x399a9c054d99dfbd,
            0xe425d8c9b5046b7a, 0x7efa42f517fd1318, 0x324c5935e99f450c, 0x4deead0d07212cd4,
        ],
        [
            0x74815e6de1511465, 0x04a5637e1aec8041, 0xf1bfa6a5fdc246c0, 0x4bb8f6679c3d99b0,
            0xe12c5053a11880be, 0x03dacfa6557fb3d7, 0x357389ef8ca9b4b1, 0x3ebbecf4dacfe4cf,
        ],
        [
            0xe5eec9c177d68df7, 0xebcb46b4a5650a79, 0xb652f31f2c4221f3, 0x121d245fe41de3c3,
            0xf4ab841cd3350c63, 0xf4e04fc885e849d0, 0xdbb6c288159a1658, 0x16baa1be6ecd35d1,
        ],
        [
            0xe8403da5e683c131, 0x3115f6fe1c471b96, 0xb190a34f5479c44d, 0x06182c54d269871f,
            0x07a20da6944ebdad, 0x6856cd5e286b58f3, 0x6e6903bcb0b3740e, 0x5b3af0328baa5ddf,
        ],
        [
            0x5e7a048649ea09e8, 0x87df8e8102551037, 0x6a95cecbd838e49b, 0x3b6caa772e93268f,
            0xb022164852a4404c, 0x8800c8955e938e7e, 0xaef9ac8095bc46de, 0x1594dcfbb2d62a1f,
        ],
        [
            0x2f6de2331e49be02, 0xa52a0ca85549fc08, 0x8200e2eb20490912, 0x19759cf0c06a460f,
            0xb54c81fc953e9851, 0x4c9b9393f30f6d26, 0xffab630626092a49, 0x59118fa4be6dbbf5,
        ],
        [
            0x321477525ddc3dfb, 0xc9bc937e76f4f682, 0xfa90acce5310df3d, 0x4523383fa27f0502,
            0xb9a6dab47b12ca07, 0x0eca90c4bbf06640, 0x47b92128044c30dc, 0x3ef7a6512284e6bc,
        ],
        [
            0x897ac3943e87f4b4, 0xa44ecdac2198c2ab, 0xad0a8ef087a324f9, 0x250c4359f77edb81,
            0x497b1c41b74650e0, 0x8007e94d408f27cc, 0xbbe81a3b5749272d, 0x6317db7105e4ebe0,
        ],
        [
            0x668ec55dbe054a27, 0xce63573002393165, 0x7f8202e1c37990d9, 0x3224fabb31f38dab,
            0x7013118f50c11018, 0xd71f93f3e18ddad0, 0x3409c88ea00bc651, 0x1f6ec9d636137991,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0x28e7158d722c2f0a, 0xb8dc36b2f39184a2, 0xa1fe4aaf12dc758b, 0x32a786dd9cd38945,
            0xc8b89ff78aa67eff, 0xc0c7c83d5def8d3f, 0x2e9a62dc141b1702, 0x4f182b8eb6450d75,
        ],
        [
            0x1a6c73f76665356f, 0x8c9ce3262049d6a5, 0x55329b43a961fb25, 0x185fcfbbcb7a7d35,
            0x9310a3d3e174c255, 0xb2b466af9e1b838d, 0xd0d1366e858f40e0, 0x78a6f049f7022486,
        ],
        [
            0x02bfd8f3481944e4, 0x96580bc148f27865, 0xc3825b01c42cba3a, 0x12a4ab84ca285a55,
            0x169626bf7c1f23b3, 0xcec3f5043d9fe4c3, 0x21cbaa11cfcbb9cc, 0x7f8f926432bc6d02,
        ],
        [
            0x1a71a26ac6308e2c, 0xf0346c1741750aab, 0x228dfa1410d52b7b, 0x78e62033b7dc3b42,
            0x1b0ced462a0054f4, 0xdd2664f79b2453fb, 0xb752191a44eed641, 0x35ab8edb5621ba00,
        ],
        [
            0x7c01f7ef21e5adf6, 0xa2ea795c469e13e0, 0x946da15e5eb0ebf0, 0x7bddcd0687016bf8,
            0xcf6cff4239bee59a, 0xc3abf917d9d68245, 0x8a2fcedfb84d4aa9, 0x76e4bb89b6d7742c,
        ],
        [
            0x56be93d27535eec9, 0xb92e91177e65938b, 0xd21672049df87ccd, 0x55c4737ed28f895b,
            0x5594ce1707374e66, 0x204dadc0ed48799b, 0xdc7897e85ece09ec, 0x1e63d83efcab0bef,
        ],
        [
            0x3ced8949669c4901, 0x4286fdaf8ce161c6, 0xc39cce275b8cdbaa, 0x75f71fb6aa24e36d,
            0x7263ac88fcd4198c, 0xbfa96ddaa156ce62, 0x6e358d7828c3af01, 0x3af4113386a2224c,
        ],
        [
            0x0706edfe40bd7d0b, 0x60c7841a581d5585, 0x7048274a2fe6cdf2, 0x1c1fafd9da96ae1d,
            0x97a58e6e28ef5fd6, 0x794f0afd948b10cf, 0x41af651eacaa26bb, 0x38e2f84d9953f110,
        ],
        [
            0x4278bf1830404db1, 0x50a499c2b655aa7d, 0xf9fc4bd7271f897b, 0x689f6ad10b235029,
            0x7f15b101c79cc5da, 0xb6fcb0649ca7dd3c, 0x058fa7b29209749e, 0x48dc06ff4644898f,
        ],
        [
            0x13ef7b4967f628c9, 0x135c607623e36466, 0xac371eb501540dcd, 0x57eecc0d61736fb0,
            0xc0865b1af9ec9b72, 0x11c73bafce353150, 0x702b1d657b64e7c3, 0x67dc77d6bc1ef2b2,
        ],
        [
            0x43763286d70fcc60, 0x3ec583b59098acb8, 0x3f07a5bf8bfbd418, 0x1b8ffbac9a9b7b11,
            0x3b83d812c2966301, 0x5f32f861f7a9830c, 0x196723f5307a5276, 0x122e206934f8107b,
        ],
        [
            0xd43d951a28d80a62, 0x5f039d90804b10f8, 0x51d3104c333323d8, 0x3c8ab7ab875b79f4,
            0x61363dc8d549c12b, 0xc93af86500cfb22d, 0x81be73c15e0d61e4, 0x22ad9d81d814e84e,
        ],
        [
            0x4f203f0c2a4c3606, 0x81eff882a9b9c35e, 0xd306910de889ba50, 0x7989429badaf3e9b,
            0xc08eb925ee958c01, 0x74679595bb336ba5, 0xf1efd06534791cb5, 0x260729a90966d03b,
        ],
        [
            0xefe874c336c72d24, 0x939f25c88d9d2694, 0x6609df99a9ab75ba, 0x47305f31c7b33597,
            0xd03c25fb1b3c5f86, 0x06b8baf06845ca14, 0xd979c77e232a528c, 0x60cc7a0803eb10a8,
        ],
        [
            0xd02732067d8b5d94, 0x636e4806a2da762d, 0xd0cf991567bac940, 0x4a3e059d6d01d0fa,
            0x4ac23129c9e63303, 0xb23d76e632b3b54f, 0x38f08a95ffe777b6, 0x409271b448a06b7b,
        ],
        [
            0x2763c56444d2a9d0, 0x6f8699507980620d, 0x027b96b94006b3e1, 0x2673daa9edc64afc,
            0x59106f001121b0ef, 0x797ba716fcb5afb3, 0x29275a91554134d4, 0x3bc5925c03a77683,
        ],
        [
            0xc8d9c0897de5f0cd, 0x130d8ff601f2dbd3, 0x7ac8e4d31b8adf61, 0x764934ff6c7c1913,
            0xd621bd3bcd1e3180, 0x1d73e2a79fbb67e9, 0x2c84588d7c90cd9d, 0x7b6482937412b249,
        ],
        [
            0x9373892652675b3b, 0x212740c5394b9c89, 0x8434081c89e66586, 0x4966314534597672,
            0xbdc6078b1fd9e590, 0xc639e43d512e7916, 0x60220b44f7863315, 0x59ab40de43630d82,
        ],
        [
            0x1ce7a23dfcf6634b, 0xa5be9f543fa4b223, 0x96545c5835c6e23e, 0x5e4bf52f45bdc2d1,
            0x30cdf6748deae885, 0x6c2383405aaeb051, 0xaf1da0d848c11605, 0x32a68d53270923df,
        ],
        [
            0xf703b9db00365300, 0x8bf2219fa3dc2954, 0x06527cd5b34d40aa, 0x3c933fdac2ddeae6,
            0x6f10e729649b2244, 0xdf954d88c55c3e5f, 0xa5b5f559cfc94a9b, 0x603b32efc114dccb,
        ],
        [
            0xfb72e588658a0100, 0x842feefb7b12bc02, 0x2e6662af0d78fe17, 0x6b6339adbb2649ba,
            0x5a391f002ddffe8d, 0x8ade57a89412685c, 0x3733c0b089316ab0, 0x62b1e17a2afabdfd,
        ],
        [
            0x07614312d8cd00bc, 0x73e4acff73ff0a56, 0x3938f8b598e855b1, 0x1fe91ca7c2d4d77f,
            0x5a2b9adf3a3a5355, 0xa95a6583350101b2, 0x1a75b95a2dabae05, 0x1a1eda2f6758a795,
        ],
        [
            0xf98af98ff740b930, 0xef9a702aa05f2853, 0x13f0ebc860ff83d6, 0x3114e363234db6e1,
            0x2e06eceeed9e13f0, 0xbc05e74a28ae6a86, 0x53d692be6b5a53ea, 0x06f5edb1ae554edb,
        ],
        [
            0x0d4cd93c876134d6, 0xb977e741ec9eae72, 0x128d47ad8296c1a5, 0x4ddd2b36058a9be6,
            0xc76887ba7fa51a7e, 0x37124c41b5812e27, 0xcc0d693f43efd377, 0x065648bd80bcf2a7,
        ],
        [
            0xaebeff89f7144a95, 0xf56ff862ebc05c26, 0x6581d90e7cbbd428, 0x6cec0a1e733ba761,
            0xf8aea2abe7e050ab, 0x0e1ef08e82d8d4aa, 0x2af63f2859e9f435, 0x2da0cbf86b17ed3e,
        ],
        [
            0x6aa548bb5cc3de8e, 0x13a77792d56493dc, 0x411410881dfa6d46, 0x6c6a66744c438246,
            0xead0f52dcc514382, 0x4a1e19ea42cd7a3c, 0xbceaca464fd07dc7, 0x24e5654f65cd59f2,
        ],
        [
            0x9a5174108abcdfcc, 0x10b592fa317300c0, 0x8239eee91e94b0b1, 0x3ff328276e56eb76,
            0x3fa0038b606c41be, 0xa140da4ed47da476, 0xdfec78aecafc9da0, 0x20044039e7d7dbd2,
        ],
        [
            0xb124100918a4ceff, 0x46a8efbd732957b9, 0x303c75cf6c9b04e3, 0x5c0c7b42bf46179f,
            0x0db8734320fa2b63, 0x5e51a4fc9df40dab, 0xa15a202d908ed43d, 0x6bc6368f100bfa18,
        ],
        [
            0x88a85e71697e4d2a, 0x9a62078c4847e325, 0x58842da0975c755a, 0x0d3ffbbda535997a,
            0x6847c8a3d84e3afa, 0x63e3356ca18813b2, 0xbe5d6d88a8de32eb, 0x58f69d67c1ca2c2c,
        ],
        [
            0x789888dc555bd830, 0x8b12fcd78471b393, 0x65f27a18bfc385d9, 0x7b4d87bc5eb6401e,
            0x5c369a0b5f8a6890, 0x400903fca594ea37, 0xbc2967feff9de897, 0x5eb56393f969173c,
        ],
        [
            0x59fe4240229a7ae6, 0x99a50bc0e255cedf, 0xebd2e5cd7a5d6c80, 0x0aa039fb508a7420,
            0xcbff71057529ec48, 0x8ab4f9dee2c6379f, 0xbe2b05a9aa57c8e5, 0x76b2b41217dd4cf0,
        ],
        [
            0x7b02fb8675d347b7, 0x5b0c45006f135f32, 0x479673a72095fd58, 0x1700dc01fff7d010,
            0xdc42a38b192a4de5, 0xeff8db72c640b4f9, 0xf5ef821434df07dc, 0x74f07db917003bf6,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0x99904da7addc3c5c, 0x36fa18a0b299ce95, 0x593b39567a01c8ba, 0x3a3fb45011685bd5,
            0x631f3dd8af526899, 0xb0a91ca2b00342f2, 0xac9d04156fc41e62, 0x5a189b9e2ed02463,
        ],
        [
            0x5bb61f43b7c78f8f, 0x60fbb49f3ffbb31e, 0x3a7bbab398066398, 0x0a98f46521cb261d,
            0x3bcdcff06c0c5732, 0xe48ab12c0ac7e086, 0xe3d548b17edc2164, 0x6bbfdf2bf3a04fa3,
        ],
        [
            0xbfa7b0a8e3fa926d, 0x93921414a2d4dc59, 0x3ebd84b3971a858f, 0x4c238c10cd19648c,
            0xc903249f873a1c40, 0xf5499374a5cc3b3a, 0xc0e027f31fa3d715, 0x59f773a278bc376c,
        ],
        [
            0x207d017e10f4cb23, 0xc6f0a3cf38ba7b60, 0x17e87ca307bf61c4, 0x1326b6497113c84b,
            0x800a60bab0ad0f04, 0x9004d2da630c5ce2, 0x9baecd03f6ef6d20, 0x3b18dc5a808997a5,
        ],
        [
            0x1816ffc5ccc17db2, 0xbe12c30cf69fba6f, 0x3897f8b951123e14, 0x5dc22aca9506a612,
            0x03ffc24392ebc170, 0x33775eb6a84d08b7, 0xf734d0425cad9e64, 0x746d2fea7efc2455,
        ],
        [
            0x8fabea95c93fb488, 0x64e9f1e067134c1d, 0x2268744d720a2ec7, 0x278d383c3f1b7037,
            0xc09007115cf03b5f, 0xf24e7c6e45c1da71, 0x07d17cb7f2959589, 0x382ef0e932d0b874,
        ],
        [
            0xa730194ec2f0d2b4, 0xd084f8358b27816a, 0x6aca52e426b43583, 0x03f2ecfb68281e66,
            0x05c316c8472705cf, 0xb0b4421403562605, 0x7748011826e8f897, 0x45014586aca269cf,
        ],
        [
            0x4fb28b42609dc080, 0x350ab007b32b6310, 0x14f941be57db6b7b, 0x42f32fdeaca949a2,
            0x957ddf721dfeb51c, 0x29411a02c9718826, 0xa57db9853c229663, 0x777bd22b6c3e4f24,
        ],
        [
            0x879b5972d84670ba, 0xc63da0ba84843376, 0x1e147d65cf139340, 0x2ceee498b98951ce,
            0x75f4d83373b6467a, 0x8980ee441f2f8cab, 0xe4237ddc70628aef, 0x4025c4b7f328a6de,
        ],
        [
            0xf99d6bd22efc91e5, 0x8de82d473f291345, 0xbb80a7c333363611, 0x1e8aa3f614fa1a4e,
            0x65b0bba643953a17, 0x5f3075ce29a56cec, 0x366c0427d1699368, 0x6e384d1a55497fe6,
        ],
        [
            0x44b45f4fc29dc14c, 0xa9d2db167de52e68, 0x8b245223e4b0db4d, 0x67cf383355dd63ee,
            0x2c64b06d5e12f2c6, 0x475ec45aa52d0d5f, 0x0828dc1777ce571d, 0x5c5695c96eb40862,
        ],
        [
            0x0bb7f99754e455c4, 0xacbdb26a04a13fc8, 0x789b1bc2dcd99fa6, 0x47156007938d4c57,
            0xe771bfbc87d52674, 0x04a4f681d6b1039e, 0x2ff25086dc931fb8, 0x143abc607070c1cd,
        ],
        [
            0x1d4cdb9908f237b0, 0x792dc37a5169144d, 0x0a640a49faecd32a, 0x2425f493d33013b1,
            0xc46486bd69a36c0c, 0xa342d100c7ca872c, 0x8d473cd654bbe41a, 0x10da67ca4cb88e69,
        ],
        [
            0x5c78e89dc6b72029, 0x1dd0a4201608f529, 0x4200bd2453bb78a0, 0x296a990e3cd62958,
            0xac9c93aba7069b62, 0x451ea9abaa25c2ce, 0x4be2f8120fef1a03, 0x00b454adb8873113,
        ],
        [
            0xc001fab6a77248ad, 0x0819c41a0e5d4b0f, 0xb16c2642eb0765c4, 0x3cc424b786e0c9b5,
            0x093cda354388493d, 0xc28d9532d8189352, 0x7880937d2bb134a6, 0x76bc3e999b73a35c,
        ],
        [
            0xb0fbd28e42d2630e, 0x6a190fa07b149418, 0x44d9d6ec3091ddbf, 0x3497203c4ca9470d,
            0xdf88497cdb3a6656, 0xd78f01271757db15, 0xf70b2ee1e413ff5c, 0x0e31fea902e48df1,
        ],
        [
            0x2a2edebff79e603f, 0x86fc0d695cc1ecf4, 0x134ce586b08db97a, 0x0d8d269042512f06,
            0x07297df05a6cf12a, 0x9fb71edea6056af8, 0x200ab1031f0486c5, 0x20601609702afa4b,
        ],
        [
            0x53821b7e50632c61, 0x9ab894d07e37bffc, 0xfc31cda2c201da69, 0x070f579221d318ce,
            0xe808ac0ea36f6011, 0xbf69df0c7f9cb406, 0x31d72c6580960850, 0x6bd404e1b1a463cc,
        ],
        [
            0xd287ea36bc09f897, 0x839b85cbbec5fd0e, 0x73b995356c9896ff, 0x5c7c3bac6642e76d,
            0x85f45f028ab1dc12, 0xba4dc53004b1c918, 0xf1ae3bb5b5a201e5, 0x148bbc8c801376da,
        ],
        [
            0xb2fd6bd926031752, 0x5c3a883144398ff8, 0x102cfeee490ee922, 0x1bc80113dde7eb90,
            0x42a62852c9b82d0d, 0x7f226a511c328698, 0x287b83b8d29dc56d, 0x0df8c790e8b8d064,
        ],
        [
            0x2bd6dfd487859712, 0x4596f42b1ad0a2b1, 0xdcc989887c647c03, 0x40102c0e66d880b1,
            0x182d678b1e8ccebc, 0x2b7ab940f06e928b, 0x4b0fd09f3968cf84, 0x0d3a9bb768a4646c,
        ],
        [
            0xec583fcb872dfeef, 0x8d2e3fe3ba5d999d, 0xc9a3a1cb53866dc0, 0x70e2741896a99809,
            0xc332fe86c70907bd, 0xe254ae775fcf8337, 0x90cd4789a6e34f1e, 0x477f96f716193c25,
        ],
        [
            0xb3f4adb69d8444c6, 0xd2204b3fa622c529, 0xf115fde00b40d0f0, 0x680a904860d9e38f,
            0x22bc563e263b40ac, 0x1e5eb08b18c39931, 0x0bc69c7e46b9f02b, 0x5e018eeda4c2ed61,
        ],
        [
            0xac9e95d17a23d40f, 0x516987c38c1c3cc2, 0xd809c8be0a0f7d72, 0x15e5bf2cfb8c8ac3,
            0xe607150a73cc59d6, 0x6eeeeaaec1c974a0, 0x8e816ca8bbf9410a, 0x481b3648505c7f33,
        ],
        [
            0xdba3a72e3b78d7eb, 0x45bf65ae631739df, 0x2d05be45461aa13a, 0x0bf8fc3596f96ef0,
            0x8bb0f7ac2ceb12b5, 0x467b48971de34afd, 0x64dfa70b5725c8f0, 0x7b42149842dccf85,
        ],
        [
            0xbb3bf2a04e7ecaf3, 0x5fd780aa5c3a89d1, 0x84b2b3a2891cc2ab, 0x3b527db0596f16ee,
            0xbdb90c1c7b13ab77, 0xde0090e05aa98497, 0x4e8adcf7cdb0e325, 0x7ab534fd33368d4f,
        ],
        [
            0xbf6e63f6131a1731, 0x970f77cc6b444ff2, 0xbc35693429b7316a, 0x1b7ae6c7ba4ac510,
            0xcfa57c2c6576e45c, 0x4c88830578953248, 0x7931d47440bdb8d7, 0x7bf24f7789da0a91,
        ],
        [
            0xa368fa60953128cf, 0xa15e1c0edcbe389e, 0xf9741dc552d291ed, 0x73e18aacffe0f52c,
            0x3e1af8bb67df89f5, 0x74fce63443504f48, 0xa0077781625e61fd, 0x2378a9394ec9d9fa,
        ],
        [
            0x94b8eed747ccd457, 0x1beb221ad67c4611, 0xc7a53a2da1720cc2, 0x561961d09de2babc,
            0xb5ce991638b38559, 0x444a10cbe2365e1c, 0xd8f45d54854b23c0, 0x71cea9394bae1b10,
        ],
        [
            0x0564f9c8368e41cc, 0x6c3cc18d13a65239, 0xef86408444080597, 0x36ccba37f354d87c,
            0x897624e41797584c, 0xb4156b2f345ef48d, 0xdee368924cf19002, 0x6a103a8e4329f159,
        ],
        [
            0x02616ed9303962f8, 0x647fadc54052ad34, 0x36549c384000b4f2, 0x463f9b938b99e782,
            0x902412202d950981, 0x7ac4413d6ea1cca3, 0x573ab8c9f2ed1842, 0x1f9ec904aee7979e,
        ],
        [
            0x988ce7ee95e7fca1, 0x83f0d090d137d513, 0xe9436e8dd29f5e35, 0x2dc79110aa7d1451,
            0x534ceb61c6e9f057, 0x6049b895ba9f6828, 0x4538dd8cc043058b, 0x19e34844d6379efc,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0xdf58557a6b8e157f, 0xb777ed60ffee782f, 0x64387d0b6aef9601, 0x5ffe28982a133914,
            0x66381a49b43c186a, 0x176d1eb0825a8667, 0x216572aa9962d7ad, 0x1ea8e21928341124,
        ],
        [
            0x0762ef159b8c0091, 0x8451254df620942e, 0x2127b4e85cb5e71c, 0x08178da02692bb28,
            0x2aa40a68e91bdef5, 0x640e3893222f3c37, 0x6e7e3498b7a6558f, 0x1d9ddc7d085ec7c8,
        ],
        [
            0xda86fac1a2abfe9a, 0xed97427a7e21c9d7, 0xc34c0931f29ed603, 0x1f5645fee406e9cb,
            0x228f43163b814cc6, 0x98caffe16e589de6, 0x47288bbb2fc042ea, 0x351e7b2e8be80b25,
        ],
        [
            0xaa99abf52c571f5d, 0x45305ba25748beb7, 0x426b9a99caae24b9, 0x7d599642ea8ccc83,
            0xdaee064d121d9b13, 0xae4bfa82348cf95a, 0xd06611c093a12132, 0x7ee94af5e1ac5305,
        ],
        [
            0x4e53927b51253f7c, 0x1990ebc1fa9aa428, 0xc93b80acf2d7a036, 0x418e5b75315ed683,
            0x667fa04f54becf65, 0x8a51dbbce00b30ec, 0x3b6cb16418c6b23d, 0x2e3eeb078e455f91,
        ],
        [
            0x30481137f36edda0, 0xd173115b2cf28e16, 0x958cbddbee4fe89d, 0x5ff95a2facfb38e9,
            0x18efaed077abbb27, 0xa22b5f199b9a1901, 0xe653191522339808, 0x420d1a7ebb7e65f7,
        ],
        [
            0x38fbeb01249a1a82, 0xe7642829490e3a6e, 0x494418c4c1bf7f82, 0x2d65b63f6486f624,
            0x7ce163a448bb5ab6, 0x28face42b6516eef, 0x0b6f2fdcdc25331e, 0x48ee65189c6db842,
        ],
        [
            0x46891877b12a93d4, 0x57c48e10d24349b7, 0x68d7148bca9796e8, 0x78c00d33366a660a,
            0x0e15725afb33f9dd, 0x5ba466034aef6a08, 0x43092309dba57b9d, 0x3c26dd1244639990,
        ],
        [
            0x0e073f91a51234eb, 0x731e59f1a3ec25fd, 0x06c69fd99488527d, 0x4467bd31504e025f,
            0x4d2a7f9268530332, 0x72900eabed39aef7, 0x916e4e5e87254dfe, 0x3fc027eb2a0dc54b,
        ],
        [
            0xb02660dc17387aac, 0xdbe8a8b6843e2409, 0xb826a27b6db7acf0, 0x3237095f3d11ff60,
            0x6dd779d95195e50a, 0x9743376a1c544f32, 0x9773cd195ccec7bb, 0x3e1fc08e88d0878b,
        ],
        [
            0x08b6ffb6ff53f06f, 0x7c480f4d8f33d22c, 0x1e986795b0877f2d, 0x259c9e37cbe96a43,
            0x5b86344319d4154a, 0x4e66d1591b72b133, 0x44e3abef9bae0b03, 0x51552d2919abde7f,
        ],
        [
            0x906d9e0adabfce9f, 0xa8ca06b5de600477, 0x78b747d4940b0da9, 0x555114a871846055,
            0x7d2297f15f1240bb, 0xff49d4e964f042c3, 0x6bb52f8a67a23c20, 0x068cffca511898e0,
        ],
        [
            0xc682ea3900301bd8, 0x141e945708d5f429, 0x49a2cc22d0cc16aa, 0x6084d4ddafb905f2,
            0x3b80594c22b02323, 0xfe923147eeebe77c, 0x5e955eb5f5dc5c83, 0x773c2d78c254190c,
        ],
        [
            0xa1a01c1ee2895bda, 0x4fb50b20246c58c9, 0x6595e09265fbd0fc, 0x3e7c5b52dddfef12,
            0x26a7af372f4443f7, 0x68fc2256bb4875bd, 0x3dc65a1fedaebd8d, 0x3b345717f5f760cf,
        ],
        [
            0x471d4ad3a3919e0b, 0xfaeae89da8c7dc6e, 0xeb8f5b43c31549cc, 0x6d495f6fcaf7a718,
            0x2107b98769061680, 0xa88c85bb20fe8818, 0xf7e06cec0b97bea0, 0x5a96c6a677c485ab,
        ],
        [
            0x6291ac7592c5f35e, 0x05dd8895483d1304, 0xa65f5931b2214366, 0x1c11b654ea8c867b,
            0x894cfa7da133947c, 0x875b47d08291a820, 0x26d63ee8255ea3d0, 0x73312f6311e7055f,
        ],
        [
            0x8e063d477026fe50, 0x98aad1e1100390e6, 0xaef45175d5a39c79, 0x30167eb424066945,
            0x826d7b3958b0501a, 0x19b3e1e5421ed099, 0xeec462c0193f2a73, 0x1c347b50fb2965e8,
        ],
        [
            0x90bc9b8bfa6c99e3, 0x3000c96cd514da96, 0x4308ab2d6e35be2c, 0x747a10924ab19f37,
            0x502476547c43c2fb, 0x17b1312707bf2c57, 0x01dcb176131eeac9, 0x0ce3b2b11001956c,
        ],
        [
            0x3808ff3fa83a9c88, 0xb516f24d7b9a9b60, 0x41f6f48645b8764f, 0x27563607615c6df9,
            0x2c8ea97c3f5df8f4, 0xcab966ac5dc4c8cd, 0x1bf9a086e55999f2, 0x647177a2c9607814,
        ],
        [
            0x40d589445df74c6a, 0x5b0075ace05e297b, 0x29b5bda44b1a2c66, 0x7c81b53052751481,
            0x1f8619b9f68b5fe4, 0x00a723b507639f40, 0x5daddad92ba60482, 0x27d4d3ac9095ee9b,
        ],
        [
            0xc04053c842e38421, 0x39b124f63c1d146f, 0x98d65dda9a447b67, 0x153f2a62a8d54e20,
            0x45dc71c795930630, 0xee78ea3734d1846a, 0xc5b4267534557d2a, 0x3e9a9a00a4b3d840,
        ],
        [
            0xd0cfb8a0a0ff11a2, 0x07f348af0863c73e, 0x981879df0c3f9f35, 0x2781a82063803f1b,
            0x6012cd0b0d27f98b, 0x10ac1f363a640d5f, 0xb72476e899e2427a, 0x75f87c5aefd5d6f7,
        ],
        [
            0x52be311050b79586, 0xb9cddb2bcf6ac514, 0x7ee09f4398666e5d, 0x0d4dd8a63eaacbc4,
            0x8318397f864c5c3c, 0x70a986e543a523d6, 0x4f5b8e6ee8102898, 0x36503d34150ed169,
        ],
        [
            0xfe514c6b3f1f78e3, 0x57ab6bb00a7cdba4, 0xf01b3e0a5cd896b3, 0x449e87d3636bfa3d,
            0x4484c8f9062d1794, 0xfdc793e3e6926efa, 0x34248f8e49cfa9d9, 0x2d3021e56c24e0b1,
        ],
        [
            0x566809f610caec59, 0x2887d1d5c8521ebd, 0xbb7198f671301bb6, 0x3e846d31e2ee9e36,
            0x52912b72250b1628, 0x9e282bdfd2685d1d, 0x4eb43f46882dab06, 0x69a6ba68d6b5f061,
        ],
        [
            0x717b218689e6344c, 0x93f03e6591fafc59, 0x99f6f7860074fcc6, 0x221c9d53a931fd22,
            0x19d26858d6beaaa1, 0x144bc926a54b6e09, 0x35b94ffda49cdca1, 0x07f6a3bc66189f15,
        ],
        [
            0xba7b21665ed46b7f, 0x6c23c45544dd6165, 0xf49a74f8b3412afb, 0x6d545b5ef9d49441,
            0x69afe1319a92a5b2, 0x2a239a037f059610, 0x1a8eba63085f9b9a, 0x194392d6c6d774c6,
        ],
        [
            0x60e1c27547913598, 0x4e640cccf6867fe6, 0xdb4652ebbd1da775, 0x391ca40ae57e6a07,
            0x700370135a1a981f, 0xf5c91f9589d30610, 0xc06fbdd044752b8f, 0x25b77658c8f65a2b,
        ],
        [
            0x55da8161505fc78e, 0xb39b2286740dc997, 0x6baa44b1ce4de63e, 0x7cea03fddcc3469f,
            0x9f39cb0d712b7c49, 0x33704003cd4d71fd, 0x979df1f64e2d75d7, 0x0ae18f0db1a76ede,
        ],
        [
            0x142ed215098ab7e6, 0x5a9934ae95b68a58, 0x4bb2a44248a7b36e, 0x734bc81ac56ffff2,
            0x5f545f1316b4210d, 0xe1a3ae0df5155d79, 0x0affffbbb04e1918, 0x72c8af92baa57086,
        ],
        [
            0xf4e1fab933ddf83d, 0x99c05c472a4692e8, 0xdec77af475db6735, 0x4dccc58b00eecaa3,
            0x8998a36376e40c06, 0xda5141e7a24f0627, 0xa0a107fdbf0c2a89, 0x770972777cf7b2cd,
        ],
        [
            0xba2f13b99000910a, 0x756adb0932340143, 0xe32b0fc812735c80, 0x480e8ed8931d2d48,
            0xf07d097941567723, 0x948eb8f8c56ba69b, 0xfc957a3930e4c5d1, 0x127ab2fea848edd4,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0x19b54f1ac6361144, 0xd7ddae56056ba21f, 0x370bd5fa6b2de0d6, 0x0e2e69b20ef95d50,
            0x18aa0ac74c816613, 0xab09ac707d2105af, 0x3b47f5e6d10a12f4, 0x4e7c8cce5d470d28,
        ],
        [
            0x8179413a19f5989a, 0x7da5bb82baf4eea5, 0x74fbae9ffcc15cfc, 0x1049bcc3e0ea4291,
            0x805599ff3513c8aa, 0x39bd32160f5bcdc3, 0x9783391d55af5021, 0x1b7a8ae58cd1b093,
        ],
        [
            0x4d1e5939fed22381, 0x8750a845eb8fe646, 0x46cb62dd3e70ebaf, 0x032a61f584425aa3,
            0x0b963d5308ebb2d6, 0x05fc3c381b7e9ccb, 0x14e10f4145c64fd9, 0x5f2738882b984dec,
        ],
        [
            0xdc46ff216ccd0f4e, 0xbb921bda61afb561, 0xb3ba99d2749ccc9a, 0x6aa3d9e64ce8c524,
            0x9c0f71b2d24e86b0, 0xdc18fd7a3ab43fec, 0xff401c5a46329d2e, 0x4be39d8d6cd51a70,
        ],
        [
            0x7fee731e87636c15, 0x1611057b871182f6, 0x2cd758b73a5b7338, 0x3269c47ab4769f4f,
            0x630b821fd9c60b2e, 0x53dfc99b6f31d910, 0xbee4c3e5a5a41201, 0x53b627e837612daf,
        ],
        [
            0x8e0256f40be74945, 0x7da1c1364f2d7a6a, 0x3fa1b90570ac1577, 0x7f4929187dd2728d,
            0x899553184ea94936, 0x3ef10a3d7538d0cf, 0xcf7bd82ba3d64f3c, 0x5fa37296d039aec1,
        ],
        [
            0x91de54848469ea18, 0x37cdf04bb3bdd13d, 0xbe3bae005b416425, 0x0c45466881af6f8f,
            0x3637349988e235d5, 0x400007eb4880cf40, 0xb42d2c58f549053f, 0x43cb48cab6f9c937,
        ],
        [
            0x6a2d9b930233ba38, 0x153cb9dbf5c06eb3, 0x0462e14055c025e4, 0x5fbe6b678ac390de,
            0xdbe5d395477d0287, 0x92a563f3d25d14cf, 0xf1bb3e78272692e6, 0x414ca1fb0224e0e2,
        ],
        [
            0x43438d268f7deb32, 0xce475888242e2bbc, 0xe73c72d863759ced, 0x7227363d56544586,
            0x783974ac3a5f447d, 0x26852452eae7c1ce, 0x42f7190e2841a1d8, 0x64cd2bc7d60d1f29,
        ],
        [
            0x7baddfa78aafc206, 0x8e02376109324a9c, 0xac03a280e714f498, 0x72f9bf8054800113,
            0x9eeb7de3257bce91, 0x78c2a65958ae12ef, 0x997708cfa6737fae, 0x7304c20e08caa321,
        ],
        [
            0x3fa41f1d63cdede5, 0x58c522304ca2c130, 0x0cf7df24e4113f65, 0x511cf7e4ed47710f,
            0x777a874f7037f848, 0x9abebf78d32760b9, 0xeaaaf7ddcb299809, 0x0e21d04266e1ac86,
        ],
        [
            0x1672668af8be99eb, 0x328b685bc8ba3b18, 0x5a437a8a2654e088, 0x4ff937def57498ee,
            0x62a4b5d4a5e3e9c0, 0x78fe6aed8e03aeb4, 0xc1409a629ca6269a, 0x500fb1e0beb063fe,
        ],
        [
            0xdf9b2458bd2b2b28, 0x85d158246e8bd892, 0x1e0bef97d92f05db, 0x021d617dcda1a7ed,
            0x061924dc0129caf0, 0x736ac72b749964b8, 0x9dae091c8337a653, 0x3548c47cd0092e43,
        ],
        [
            0xc6b13eac6de441f8, 0x4d1faa605c3427dc, 0x332bfaedc0c760d7, 0x017b8c4bda97cda1,
            0x13276d3652241896, 0xb27f720cc38cfe60, 0xcb908f350340e6f7, 0x7361ff29e5abda3a,
        ],
        [
            0x233be01530c17c76, 0x1631a772c3aaf0b0, 0x560d2a763528f512, 0x62c4d2fcf189b961,
            0xa34babccb4d56400, 0x308d89b62cdb9587, 0x13532d18ed53e69d, 0x0789220167de9f94,
        ],
        [
            0x2cd486c4ca4ceb7f, 0xa7b868fc213b5f57, 0x2b41973dfa47501f, 0x364958f3877c30c8,
            0xa26c2f5abe853798, 0xcb805db97a2a6efb, 0x84877a3dc4dde525, 0x6c2dcf349a3798cb,
        ],
        [
            0x446baea113dd7395, 0x624b91c98696ed99, 0x78871d909f7afa6f, 0x0675126426cf5a10,
            0x893eb129772e9080, 0x7b7a5c55b45e5db5, 0x1fb6c9b43206162a, 0x0cb7a403186867e5,
        ],
        [
            0x54165b32c242cfec, 0x5fd8566164dbef1f, 0xba6e87c941d5c01b, 0x00daa414af1c1480,
            0x84bc734b9a3b65d5, 0x0b721729fbd643da, 0xd934e265eeaadf1c, 0x47119982dec5294d,
        ],
        [
            0x98e7bb4e6a844aaa, 0xc684adf4e2ffdd47, 0x88b2b35c0441d9af, 0x207fc31dcadd638d,
            0x9143c07beacd97bf, 0x5c7e8f51812c48fc, 0xcf94b1be85d43f6b, 0x205af916e9a0b6f4,
        ],
        [
            0xb7b2aba6584fe9ef, 0x2b1b607990a75399, 0x30dff1cb37c3fa05, 0x3c6715b02b4c62fa,
            0x7843616d0d583833, 0x30e90b95e5a48784, 0x1c05a14ce01eee68, 0x5e64236b2be0dc69,
        ],
        [
            0x225c7f5afc53101c, 0xee66857d716a59c9, 0x42a2203cce3aefa0, 0x601016baabe57776,
            0x26330df86165b5bc, 0x7653d9468e14b5e9, 0x03e8e90ab96f7754, 0x586926bbd5fb71f0,
        ],
        [
            0x222f96d904526443, 0xafe711691899e6e1, 0x4c4df6391f9ffc14, 0x6d39f62601713584,
            0x31e7d47e3faf0858, 0x07b10e1d6d2f3153, 0x0def29c4fd8cf9ed, 0x27f96d1392ddb131,
        ],
        [
            0xdf345feb06673cea, 0x45ad0005a4514187, 0x6a22329c5e7e9f03, 0x51c88c981a86fa7e,
            0x7a3e069773e52e5a, 0x00a8ad27c0365cae, 0xce21e38536815ee3, 0x4914b3e3780a0260,
        ],
        [
            0x9c4175bb3d2c9234, 0xefab74d235d07ca8, 0x17509acc85df2f13, 0x49b3d85dee36d481,
            0x68dbd01190c0550e, 0x05c1562cb420ba68, 0x85896ea49929c087, 0x68843b0e2430b562,
        ],
        [
            0x308618965fd1415d, 0x66e5ae51f41fc157, 0xb4b03be834144d15, 0x703c4dcee147c732,
            0x5127e527b3771aca, 0xfa3f2557e64c4df1, 0x6b0c733e33c84bff, 0x5a2e6578afc8b87b,
        ],
        [
            0x91910a70bd413245, 0x18f3e54dc2a5fea0, 0x20c32c5333e1afbd, 0x0c455f1d4c4c23b7,
            0xbc3e231f40f982cd, 0xd510321679eedd95, 0x8471832a43eabb62, 0x2a9087bcbda13d0d,
        ],
        [
            0xa49c3dd4338bb4c3, 0x0a16b957688ee52b, 0xeeca9602bf84fff2, 0x36958564c034883d,
            0xdc75a7a38edd7fd3, 0xdf8c48f3fdcc0296, 0x1999a701daf89f20, 0x72b79df40663ee2e,
        ],
        [
            0x4a3a67f0eb00b6f5, 0x32ce2ddc038226ed, 0xb99a302bd94c958a, 0x253b3f5d7aade2aa,
            0x3f59abfc825f8012, 0xd331ee7f1248c70d, 0xf293849dae7dbad5, 0x59c968d8a1699b40,
        ],
        [
            0x19ea3f996162d7e0, 0x8201e2f51059b764, 0x8d9a19b434f7314d, 0x6622cbf4b90c735c,
            0xde29964550ae9800, 0x603cc0818967bea4, 0x2bd8aea2ca4e66ad, 0x01c3dc905401ee13,
        ],
        [
            0x016f2645369d4aed, 0x6b87e48372cc797a, 0x3335c72027606260, 0x4d317a9e2196b34d,
            0x602d772df9c5a04c, 0xe6426bc3a2423245, 0xefa00109c5617ee3, 0x490b61c41c33146d,
        ],
        [
            0xe5a25d5338cb9309, 0x7da2e240a8d03e5e, 0xd77576c0c5e00fc0, 0x6ecd204bb2ee8b80,
            0x05e030414b0fcc6a, 0xfee95d6d509deebe, 0x9f5456a3caf2a07d, 0x5c7a53b019d50f85,
        ],
        [
            0x442e16520063177f, 0x35b27d02161474bf, 0xf5a88e0221b2568c, 0x7bae505d2cc25646,
            0x3d3010fee2590290, 0x7c62a851aadc5157, 0xba1aca1ed70bc483, 0x1c23727b5e3a54ea,
        ],
    ],
    // row 38: multiples of 2^228 G
    [
        [
            0x1af1815a774e503d, 0x748510780b0134fc, 0x2379d5fd29feecc9, 0x07e5f5e75e3a28da,
            0xc1339520a1713ae5, 0x2307d99bb89569be, 0x8c5395b2693c70cf, 0x1393b2704fedf734,
        ],
        [
            0x9fc44c37986fe029, 0xc8cb73ffafe1beec, 0x04d262a3f2387959, 0x59db2f7f978dd47d,
            0x1eef25c47b9b8dd7, 0x3ace5e490db6393e, 0xc4588f303f94dda8, 0x2441914d3ab6d048,
        ],
        [
            0x894c539707fe9a95, 0x525421aa7b88506e, 0x8e47fcc13db19fda, 0x6fc292cfe8a09292,
            0x71854f4aae00eb08, 0x2a691814dbf49fe5, 0x65700e8f6ff0d8f4, 0x691ee0f3ee9c2c73,
        ],
        [
            0x9b2c4dc97b6d75db, 0xa28085d5e852dc50, 0xce805ef07cc2bb78, 0x3106257d3034568e,
            0x27c4a2f1f46357f3, 0x07b9c703f72226b6, 0xcbf320b7c7415ae9, 0x6bab021bf3ddb971,
        ],
        [
            0x44f9dee3f1d70a99, 0x53d068de9de8f769, 0x051d0e2f256e7449, 0x185afc2ddf6cd744,
            0xea25e4ed92f2d5b3, 0x4fd373a8f837e9fe, 0x85d105ea0ade8855, 0x7d2b80a86d3eea3c,
        ],
        [
            0x3084bde0f330f233, 0x34b376bf55beb30f, 0xe921b0b7b03a789c, 0x58da1a2d7e365325,
            0x72f568fe64f6e7ca, 0x0b52257855d37d27, 0x264b01ebd7954fc0, 0x7bd5a1cd3a027f23,
        ],
        [
            0x3ac0111d90f1ba3d, 0x5282bc99d5b2319d, 0x47f1d86c991eb876, 0x01f3582775aadc2d,
            0x9deba7138437bc79, 0xb9671f9c6da625a0, 0x275e836fd0584e1b, 0x20111937f048322d,
        ],
        [
            0x5e8651cbb29f9588, 0x1aeb4246a762c785, 0xecfb6da401e45218, 0x7a1c5d162ae8671b,
            0x83540e3b83fa790b, 0x6fa8bb58549b24a5, 0xbe614e0200ff737c, 0x508c1d709070575f,
        ],
        [
            0xb9691d6720d1cc01, 0xc79d86f411b36514, 0xb33bca6561581a4c, 0x0df31086106156bd,
            0x8d09216fb6e74e2a, 0x6b02f625fa3ee6dd, 0xe29716101dfb07fb, 0x4d4be3556475a1a6,
        ],
        [
            0x224daeaa30b51ad0, 0x8b4589d4eec868a4, 0xa6b0c617a5c86640, 0x4198a39b7951e724,
            0xebb913834adf0997, 0x4b323e3f8aec3ad6, 0xedefb274c7e80e89, 0x1b47012665963fa6,
        ],
        [
            0xf902184e093fb31c, 0x2b46efd6bfedb532, 0xf0e311c53ed75106, 0x689ff6964899fbe0,
            0xdd30434b9eae40ff, 0x692581b3f6163d69, 0x61a690c6685cfa70, 0x000b3f5b9a6cfc28,
        ],
        [
            0x6cfe834445373ea9, 0x89cb54ae18c9b14d, 0x92f81af37b38d2ea, 0x30c779e82d10a0dc,
            0x60389695d0639344, 0x12a6b82bfbf1a9d9, 0xab0a785b66a0429b, 0x032b8f798f2eb0e0,
        ],
        [
            0xfb6775d3b96fcc6f, 0xe1867eef7b24c2f3, 0x81e4f65beee8ff81, 0x27fdd57a4e482228,
            0xdce25d4585ebbe67, 0x89433fefe73ad819, 0x919fd2ee5223ed82, 0x0d0e234572a11dc3,
        ],
        [
            0xf5811b61a3fdbc92, 0x8068e936c60c44c7, 0x4eca5d107cf84e7d, 0x1d96dd39c119679c,
            0xa40e731ff0efff3a, 0x1272d1f6fb5d807f, 0x91104357e983ccdb, 0x516a8df73a22c99b,
        ],
        [
            0x7608710bdbab7943, 0xcf9fadfb1327563d, 0xefad95da28f6d8c5, 0x2b000aa1129476de,
            0x0a8eac5e58fc20c1, 0xaa9d558743a9557b, 0x14d7c0e80fdb21a5, 0x0bfd24d994b0be74,
        ],
        [
            0x644f5d5ad03b68f6, 0xe3b10f9d3235bc0e, 0x282232526d5245de, 0x5ac872bff31b2930,
            0x42bd0c0311d4c04d, 0x4887eba3c233e96f, 0xf25abadf37f957eb, 0x07ee98bfeba8a021,
        ],
        [
            0xc213d2c47d66646b, 0x11e9da11c817df4d, 0x57320fd086bb88d5, 0x5433b5959ffced43,
            0x3b0b98a0aa1b6378, 0xdafd26c4a3792942, 0x438a453b4fd65c91, 0x6436e500341752f9,
        ],
        [
            0x8c59c734ad1feb81, 0x362b69e4631ff47e, 0xfbe3f5dfd9cd29e2, 0x423eb6ac10045bb2,
            0xf4433f6904937925, 0x72f545cc803dd15e, 0x798adde4b948f0bc, 0x2663b9ffd9f6fbc8,
        ],
        [
            0xa57138ac26c10675, 0x93d0e883258edcc0, 0xd5ddb4a33d015f6e, 0x7e491f376966b041,
            0x394317509c887153, 0xc71a907caf1eacdc, 0x57d7d6ae38bbc49f, 0x47dcd8db6cc688dd,
        ],
        [
            0xb7c9f6a20732de7b, 0x65a037d9ad324e65, 0x5ab6a40eeb40da1c, 0x14a127f49284048f,
            0x7118dadd6ab1e766, 0x5e26545f94b4b5d9, 0x98bcce9cee5bdf35, 0x544cf33bfc53ba79,
        ],
        [
            0xc058a42919ae35f9, 0x222447706045f3db, 0x8f620eec1ea815ac, 0x0fc628bddcab190e,
            0xe4fbad9fa3dce565, 0xb7f04829d76fdb56, 0xe41202c45a90f887, 0x31d6773acfe4d17e,
        ],
        [
            0x995e2114b935b14f, 0x3a2a60a0e225afeb, 0x4e688238a825e923, 0x3b83bb6f2a0213c8,
            0x91909f3702a1e2ef, 0xab7eb2e6ca8ea61e, 0xf72101aeb58c37a4, 0x3b5e3771daa31512,
        ],
        [
            0x8cc3cdd0d70f377b, 0x6456092b93e702a8, 0x9d87551e831bcbb2, 0x08f7a56baa27c596,
            0x9693954d9988339f, 0xdff0093aacb173e8, 0x6b79ebe4b360fb3b, 0x17c331650a16ec4e,
        ],
        [
            0x7028fc35e856894c, 0x64138dddd30bc9ff, 0x7295bf1290c2e1d2, 0x1bcf832d2e7e3e75,
            0x5d2238bf01b88c75, 0x19f2a307566a629b, 0x91ac1dc01bcceb40, 0x15357bb5f4b63f4e,
        ],
        [
            0xe123ba9655eb15de, 0x623af77d2e84bcbc, 0x30af42be4b067e3b, 0x5133eb675769c2e4,
            0x652c5aad6ad95014, 0x7d67493dfe7bc814, 0x20e38e19f385ec34, 0x2ce28301c6f7406e,
        ],
        [
            0x4ac8b75db70c7ee0, 0x4fddedc6cc2764f1, 0xbc23f533f71e7f26, 0x3cc5975a15d4953d,
            0xbca3ff5a7341eba0, 0x9d675d7443786f96, 0x7a871a74052b1641, 0x75e23f39b857da11,
        ],
        [
            0x483aed01f433a382, 0x5c3f23afd2dcf171, 0x203fd2c19bd3fa5a, 0x42078dc8eb8a671e,
            0x66a8bf0f976864b5, 0x1446ee718cb4b93a, 0x0e7d7b710df1802c, 0x0b1f6c5200be83e0,
        ],
        [
            0x7b9e5453f28b4fe1, 0xc60484221bb0c89a, 0x5b395d7e6c4f175f, 0x67a4f3c5d2662425,
            0x463e7ce8661a1d7d, 0x63b2f65cccbe5c5a, 0x130b6b8c9678040c, 0x7fe7a0f0057a0cc1,
        ],
        [
            0xd0f0da473045650a, 0xf7be31e625fed6bc, 0x622905e5f5356fac, 0x7b4ed1e9d3ae8868,
            0x2725956be485836d, 0x17fa6827d20b578e, 0x0def30c302ab9bd5, 0x7514fd4a4c206397,
        ],
        [
            0x1fd810d17732c2f9, 0xbdb8e2dc9dfea6dc, 0x4b3e7025155fad94, 0x55b536bd44f34c80,
            0x1fd9f8be29cb39f9, 0x50efe5d51b281902, 0x317ce6d08cd31b09, 0x7ea3bb50adb1b829,
        ],
        [
            0x563c571c77230df7, 0x496cfa5a260ae354, 0x8c8cfd3dded32f69, 0x26a14127de4f7a32,
            0x34ddd3f2aad1947e, 0x55754dffeda70fd1, 0xf023a0042e4f1ef3, 0x71df73fb4fd27b4e,
        ],
        [
            0x4f6c90e29c440372, 0x33b7dbc0a2e78beb, 0xda75a1cb623b4330, 0x08f51f712e487902,
            0xcaef7c67e8590422, 0x0df33b316db750e9, 0x4d57662e1810256c, 0x271356751000a338,
        ],
    ],
    // row 39: multiples of 2^234 G
    [
        [
            0x4286df229ea1c7d2, 0x22256145566cb8d2, 0xd4966669fff1a2fe, 0x2c502992f49ad86f,
            0x3cf0f5c7b745da64, 0xe0af8709b7973306, 0xeede8341da9471fe, 0x3d588ffe335e4bc0,
        ],
        [
            0x2e4ecbb425acaba1, 0x1ccd066cbbeb7108, 0x09e47caebbdea518, 0x37ae244e1d3b4d01,
            0xb3ca4b161082070c, 0xb128ed715dfba6ac, 0xb68c8767d94502be, 0x1087e6384f9c9647,
        ],
        [
            0xf9c486a6009dd397, 0x695fa96bb1056441, 0x748d2784beab27d4, 0x5446dcb493338a74,
            0x9dda826a7aee258d, 0x7392cb058cce1abf, 0x0b6f22424293e1ea, 0x1140932a87d9f12f,
        ],
        [
            0x22fdbfeb614235ac, 0x332e587237bd045e, 0x5dde93b0aa30a037, 0x6399f71b6a3e8f23,
            0x8b3d55aaa696fb94, 0x4b41257db2729ccb, 0xc8ff1b951fc9c015, 0x49e5a8f5d2dc8bcd,
        ],
        [
            0xfe3e1b6302ec2719, 0x600d5478d3bbac04, 0x874946153ab3d235, 0x0965486ddaa64bb9,
            0xd51cb654dd60b9eb, 0x4cf915a6d2f5a304, 0x0fe46ccda8a6df35, 0x79b26802ad8ff075,
        ],
        [
            0x6403c3f3aa78fe07, 0x484c350e3d8f8efe, 0xc24f978777358cc4, 0x2e1ca2644cecd472,
            0x4bc93103238a661f, 0xb69328d2aa776a0e, 0x00266c39ce7f38c2, 0x6da181c37aadfde0,
        ],
        [
            0xe32c90b6707e1022, 0x8aeb05041ddaa656, 0x32a2dfab854afbcd, 0x5eddacf86434ace8,
            0xf8d17c38342ce6cc, 0x7cf8ae6f9f904b05, 0xead89a38d940765f, 0x5a1bc0a75ad6160c,
        ],
        [
            0xdb000b42a5b769bc, 0x19610714d42b4b42, 0x8b2e3e8e0f48313a, 0x58b84d530e6afcdc,
            0xafb090a76abe1721, 0x9b0f4d137b52f73a, 0x866c43c0cc460114, 0x178284465f70367c,
        ],
        [
            0x1475bdbe7cd42c0d, 0x8d10f6845bbf794e, 0xfcaf8377aed4cf08, 0x0763658a205553c4,
            0x8b4e1c4d1ebddc56, 0x365bff9a24a6b1ae, 0x52b6ab3f6d80c830, 0x1c4d1afbb1fab4d9,
        ],
        [
            0x34c9ab1c4960937b, 0xdb318754e2fbb193, 0x677bb6ee33e1d8fd, 0x6a4a48c1ef075372,
            0x05bda1b92dcc5263, 0x0355fa60d8341f04, 0xfb27d6a0e95af3cb, 0x1ad8e46e57711f65,
        ],
        [
            0xe3b0eda09d92c056, 0xe195b362d30d7733, 0xccacfbcabfd01aac, 0x0c715cd75f1ee3d6,
            0xdd63b744a9faadcf, 0x6a834f7df801f1bb, 0x785c47a46b8ddecb, 0x0469451f6460e8e9,
        ],
        [
            0xa203bdee765c91c4, 0x37f846f8a4b76c9b, 0xd9427a17a584c055, 0x68c7290cbe27ecc2,
            0x337ac6a24f013095, 0x74d167c1f40a3069, 0xd668988cbd38d099, 0x616058b59fa8b7a5,
        ],
        [
            0x63a6a4bf5633acd9, 0x83337989ea54765b, 0x636eb0a78f914d86, 0x3145e4b7baac7950,
            0x01f48b4b51caa220, 0xeebe0e4130ba8986, 0xa3a8d62a4ede4a5f, 0x7352ef9291a148bc,
        ],
        [
            0x68c1d4d87e2849b5, 0xe19c987633d38752, 0x0868ba5e3c5f210d, 0x299d9068d6170f45,
            0xe1b243d24cf97695, 0x203e995784f0d7df, 0xd7bcf1dde55021ab, 0x3abc4e5587fc17d1,
        ],
        [
            0x8aa656871600c5d6, 0x30adabad4afa5733, 0xbd0a87ca70570331, 0x0266e14847b3c817,
            0xec0041f82bc62337, 0x4064bdac4299c19e, 0x2e399e726db00f5b, 0x09999af303dcc83c,
        ],
        [
            0xf5dfa0bd94c80be9, 0x8ba71be35e676f27, 0xaa411fe09a1326ee, 0x0d694bfee955fdf6,
            0x0aba514db6955859, 0xd0be142e1bcf83a0, 0x6972fe016f784cb8, 0x2759f0faaacca600,
        ],
        [
            0xf6f97b22c4297c69, 0xdf944a808f346725, 0x65b94e3dae1ac152, 0x13c79f7bdd4eef69,
            0xcaf4dcc7cfcda0ca, 0xb136e5d69d39c541, 0xd9ce90ebeb0c9ef8, 0x44c29e6f549dd829,
        ],
        [
            0x854e633fd22db900, 0xbed017c2a6f5cef5, 0x6b8d20a1665a2fae, 0x134210458bf03690,
            0xf5783d5742a48b29, 0x8243458cd1d1b975, 0x014a5a1f09fc3269, 0x12235c7e353a29bb,
        ],
        [
            0x46bae9e94b557568, 0x750b40ac8cb8d879, 0xd2ab2da0f43a48ca, 0x79fb6c0a81010e05,
            0x9ab3445f959b43c9, 0xecdea16ca9cc9b02, 0xa6ade6ce02cb2180, 0x60f866339b24c5ec,
        ],
        [
            0xb7420c376b26e539, 0xabafebf82398b4b6, 0x279e46e7b8a3f5ed, 0x3330ae2cbcdbe43c,
            0xea22226a80ed6787, 0x84c5f3b748ab4a37, 0x9d51a92b23937985, 0x0b8b96b22be3e94a,
        ],
        [
            0xcc58fc413bd1a0f6, 0xa7ba7b86bf593131, 0x662e23bda492cbe2, 0x126355ef4dde586d,
            0x32cd3bb93b7e238b, 0xf19485696a7b4b61, 0x1761e19e180d5805, 0x1f3d5ce95abeb2a5,
        ],
        [
            0x2abae69a2bc7013d, 0x40c336eab0882e23, 0x94ae7f9ce86f6f6e, 0x233fca15ca60be71,
            0xff76848b19d96700, 0xa7196ca459a244ed, 0xf6c03bacc2c38340, 0x6c9208de40d2b7c8,
        ],
        [
            0x68e9d869609015ab, 0x56aa4014af3e38c1, 0x173586a7c269ae1d, 0x42f96c278559fb21,
            0x28b02b7fdbf0cd32, 0x046957a6edd5abe5, 0xadf8fafd80089086, 0x726b97418a3bc1a2,
        ],
        [
            0x557a436befa3f5d8, 0x36307ae1a83dd96d, 0xce85c29034576844, 0x3fe18c82dbb59430,
            0xe40ccfcaae291cc5, 0xdfa06bf91ddffe97, 0x727dcfaf8cdd6e64, 0x27bd50861ca7bb8a,
        ],
        [
            0xf0f34aef608ad69a, 0x2df70a39deccab69, 0x4028f07e1242d5e4, 0x2ae969410fc4fac9,
            0xe9d230d4533b13e8, 0xebcf7c45e849c719, 0xbc6ad9978bb7fc91, 0x27ab8c936effd52e,
        ],
        [
            0x9c5b9119b88206e9, 0x908299f6f09b1c54, 0xfd5fd4a5a4068377, 0x293d9f5c37fa4c3f,
            0xf4f1d542e620faaa, 0x4cc484eb6356d675, 0x194286d66b272cc5, 0x63b9c7162a2f8352,
        ],
        [
            0x48807ce9d02131ba, 0x9875ff476304f9ae, 0xb5c820943c61cd9b, 0x2d88f687b0a505ee,
            0x286a4282fa3ecd10, 0xab529bca8ca3f605, 0x81a0ff7224bf111f, 0x1eaa08be8e2ade5f,
        ],
        [
            0xa52668048f43decf, 0xdfa19d3295c00925, 0x6305293365fe53b1, 0x276ca76f40ad590f,
            0x307af01ef2ae7ea8, 0xb7862e5653e354ce, 0xdb77dbbed1b93934, 0x00eb1a1a6da6dd92,
        ],
        [
            0x927c87ed6240f3be, 0x72f6a1ed5cc1bde2, 0x72d627bb063433e8, 0x67f1a3a09494def3,
            0xc80b8c5c14e4ef22, 0xccdc573830a35bda, 0xde7c3678e690b586, 0x360912b82a039180,
        ],
        [
            0x1b8c10932af1cd31, 0xb16f071a4ba0839e, 0xf3024edf0777dcc9, 0x6ff7bd86ec6e80f5,
            0x8326fe599caaa098, 0xeb75755e9af10e22, 0x5e3f69d4fcf6b3d5, 0x4378887aacc18b1d,
        ],
        [
            0xc9883a39e3ce29c0, 0x9b9b173213f9751e, 0x56f6db8dc5c62184, 0x757646e8cc91521a,
            0x53ee2b8c9bcf767a, 0x78e29725765c27a7, 0x459d18809c09c7c0, 0x7ccf5555d0a4b533,
        ],
        [
            0x374b689bccad14f9, 0xf62c01903c1bc188, 0x068ef98205319168, 0x5851bba2d12a1b73,
            0x532751c9d8a5e714, 0x0def96aa043e8ef4, 0x7141ef1650180669, 0x04daeba26a2116b5,
        ],
    ],
    // row 40: multiples of 2^240 G
    [
        [
            0xec3232a813028ab5, 0x9e0ea231a1cc0b64, 0xf8ba50970faa31f4, 0x106bb9af8ffea837,
            0x77660756cf5e52e8, 0x689928e0deb2a9fc, 0xfe65dea6b48d8281, 0x7d9be4b1be27a4d0,
        ],
        [
            0xe91bc34ed86f5f3c, 0xcb8223d9b668f9e2, 0x2d116fe88f0c2da4, 0x66a92b75cfe33822,
            0x9405c3a6e1ea3b29, 0xbcac8950f244bfe8, 0x1521d15a5e7c877d, 0x1b619637e622f0a0,
        ],
        [
            0x7770cf2662a09b82, 0x844cec8450816399, 0x5a29af7c5d1ea855, 0x5c6979c8d849dc6d,
            0xd0b1b62b9937acc3, 0xc411667be3150fd9, 0x9124baa9d0267dfe, 0x0f0fde4549ccfa67,
        ],
        [
            0x5e3b4d15f65538b9, 0xf5f1b228045adea3, 0x35be26ffcfe2f250, 0x18b924d1263eb4ae,
            0x6cb4b4397d9a4b07, 0x0586f1a523244b74, 0xbd464ff9bb2c8128, 0x2c0cee45f3c31547,
        ],
        [
            0x01fab07a5e98563b, 0xa733b87fb67d1646, 0x5c337c49347cd2b1, 0x0b8511523395242a,
            0x0e1dda9042037689, 0x05e97818d93da74e, 0x630858cf2d7f3b85, 0x644b66c9111c9127,
        ],
        [
            0x4dab73f37c6cbb41, 0xe99b2ffa420ef883, 0xcba0c0ecef8af9d5, 0x7eece2463a18f1de,
            0x2e7516f0853fb282, 0x73aa4b54ebd1c1d1, 0x2b693eaff81ae7a7, 0x2207efe01e7139c5,
        ],
        [
            0x2a495b6a3d771283, 0x3faf9c905f8bce3c, 0x7ca16b9df7532b58, 0x4b16295c03b59a5c,
            0xff33ff232d21c13f, 0x64b6fa433315255a, 0x1660ae611c00705a, 0x07c4e615608508a6,
        ],
        [
            0xfd0b40700fb6aa4d, 0x7cf6cdb4660661e8, 0x15327a13c3db06f4, 0x577524e025e79e9d,
            0xbe6aa8fead6b6393, 0xc84101d757503df4, 0x441bbf55dd549d39, 0x7d254028805edd01,
        ],
        [
            0xc6bdd1937efe5bbf, 0xbc703a143ba212e2, 0x659873141d2c8b90, 0x0de116cab5b3355e,
            0x672807f57f9cefaf, 0x167bae7b3e88ebdf, 0xba9157f3d848f22f, 0x47c7aa98a4dcc00a,
        ],
        [
            0xd8978e094132259d, 0x021ac8055d44507a, 0x039072484e5ae47b, 0x0d8c8ff4e1d9be32,
            0xadcb6aadaf5deec6, 0x5c4f5ec3d272179e, 0xcaa22af2f286e8f3, 0x6fe5976e15e7e108,
        ],
        [
            0xbbaf88285e46143b, 0x6b6b3fc39ec5a3ce, 0x890022a1e55e0667, 0x25f0f8d26306079e,
            0xc5546b86c41ffb0a, 0x4dec66cbc3f9b7c5, 0xa31547799ee585f3, 0x6d434fffc45e04cc,
        ],
        [
            0x4850e53af9b7076a, 0x97360da79b9a8ebe, 0xe31de17f2e3ff931, 0x3d148b1011935b31,
            0x56eb3098820911ca, 0xd50cae59749cb12d, 0x2da54eddeec7b055, 0x16610b2bc1e379e0,
        ],
        [
            0xe96b727343af18ca, 0x9c0460c3261e6ece, 0x34f29c3858d70be1, 0x0ca7a8e18d321ff6,
            0x366e6006a4d9fad6, 0xca67bf3e08b1c02a, 0xd96a9febbac086f0, 0x7e5bcf5fcce62b7c,
        ],
        [
            0x5ad6b8ca9694f621, 0x5f729ff2f0562f0f, 0xe20a75d3b64df390, 0x4a300ca07d92c084,
            0x5e8b6bb8d07cda1a, 0x5b65439d0ed4d969, 0x6d1b259924368c3a, 0x13770df9d5d5c894,
        ],
        [
            0x9c8e5fd381c0dcfa, 0xeebf3172e48d3f10, 0x5fdea0a229a3cb94, 0x122ac038ade7b16c,
            0xe2cb468cd8cc7d50, 0x3136a86fdec4233d, 0x52b8b1d63006a727, 0x58d45a0db47dd192,
        ],
        [
            0xb6e0226e5e7fe112, 0x03f8745422dff865, 0xbcb05efcbefbccd3, 0x4950046a03b84fc5,
            0x48fabb54b36dc2ff, 0x185b714912229469, 0x14aabd807fedc3bf, 0x240b96d2578ea989,
        ],
        [
            0x6a480d8da5973bd0, 0x7caf69c8f1551821, 0x2a00f1243b9e3558, 0x10d9db5a15711dce,
            0x3b52623d1a9c1a2b, 0x600ae560d84aefb4, 0x2e80a0ce27edaaee, 0x70bf14142787acbd,
        ],
        [
            0x982b7562bd728349, 0xed22b410ac8f4f4c, 0x3108f7e26fdd7972, 0x13db1961fcde4f9f,
            0xbc9b4ebd4e77223e, 0x88bf72be8dea2a8d, 0xfe7e5a7ad371f5ca, 0x29c4c4945f8e9f8e,
        ],
        [
            0x2ca234591aeddde1, 0xf7ad3245f73b068c, 0x746d98fd36a4e3b1, 0x0d9cd8d21f5c069a,
            0xe4f72029a179b0e0, 0xe4d30d6d3397fd4c, 0x30762be6fff3e77a, 0x6c3ea6674360c381,
        ],
        [
            0x081a8ce4727eb659, 0xa6a8a9d866ad9661, 0x6272cae0db84b0a3, 0x2e60e12c273a38e3,
            0x0966a11efdf204b0, 0xd439a9639b87ddf3, 0xde891194a46d12f6, 0x51b1d476767360fc,
        ],
        [
            0xfdea6002edef2c9f, 0xa994da3aba5bc019, 0xb667d71a0710d5f4, 0x7686f7514125e098,
            0xe90379c3c00f75eb, 0x377fdfd69853b975, 0x2b26f933c84e8506, 0x7855afe33b0c1d06,
        ],
        [
            0x422b60fc398e3f66, 0x7030c083fb9d335a, 0xa26cb7d9c0f4e141, 0x7943d4f0186d4bd1,
            0x745f60b45d84c4d1, 0x8df76747b536dc5f, 0xb26856b5a9625f70, 0x5f29dbf449770d9a,
        ],
        [
            0xcdc6392fca460097, 0xac4d46281a1933c0, 0x2f45cae698c1724b, 0x4965bad7ac303911,
            0x31ff666db6d755aa, 0x0c45bca89f06b2e4, 0x86c2a06d6bf63c98, 0x130538d5581ee89b,
        ],
        [
            0x7e6e79c5de49fb0e, 0x37266c17e57ac578, 0x42c91d72e938aa35, 0x058096b36a86c94d,
            0x8c80392c3d4f45e4, 0xe63aaab798a4db3e, 0x3632ceafed19851c, 0x6fb6afaa47a39b7d,
        ],
        [
            0x37730ff6d3b31e22, 0xd48ad0ceed77c1f2, 0x2fbecd16a94a936f, 0x4b844cec95cd4672,
            0xa648a765cc9dc26f, 0x9eb928d568e940ff, 0x9d82c2b754931958, 0x04f54803dece10fb,
        ],
        [
            0x36d8e3c36b74259d, 0x59476f68f28ae250, 0xfd144ca7f0efb778, 0x6eb76045dec3a4ae,
            0xe9c8ffdb611c2842, 0x29a319ed6b620419, 0x8552ac87ffef6fb0, 0x57988c04f1f1e146,
        ],
        [
            0x0abc9681663909ab, 0x2f22c8e89b498c6f, 0x405736d0b1305fd4, 0x6dd8b467af3dbd51,
            0x474fa6d11e409bc3, 0x3fde24365cad0ed9, 0xeb5ef9157c11be44, 0x472d14dd226aa667,
        ],
        [
            0x17ef5f4ea91d53b7, 0xcb5e343ee3e8c662, 0x8d6a089fec1b0587, 0x63ef8d63e3d8e6ff,
            0x23b1f0b62642737c, 0x334b6874f77e34f4, 0xe68f6fa23ceb7744, 0x20b4828a7558cc18,
        ],
        [
            0x852ed26c0d54e4a6, 0x885c12f9c4a1669d, 0x11f45e9310a75072, 0x3d8c03ab1aa06278,
            0xb99175904066db44, 0x6700120c3262858b, 0x243ccd3fe75c5369, 0x62f7d78aea89b757,
        ],
        [
            0xe62f88c5ead90678, 0x60af9214aa12abfe, 0x2b9c060a8ba5d324, 0x54ffc70d06084dd2,
            0x8599813d24467015, 0xe212ae5ff41edc10, 0xdf60129ec6516537, 0x509ef9841160c1b5,
        ],
        [
            0x1b647e2a37d22334, 0xadb3525d4bdeddf2, 0xeddd0632f77acb69, 0x710fbfbeea0ff0d6,
            0x603f9cb7bc56e3d2, 0xaf52b4bcfb9cd20e, 0x1edab138076f68f3, 0x3e189baf4690e1cc,
        ],
        [
            0x0b4ed119a7cdaf4e, 0x88b4d4df7564d698, 0x4c04bf5c89ae50ca, 0x4ccb8549aae05ea7,
            0x7b5045a1309ddef1, 0x600b5c7ae6d15f00, 0xb2ce0685285ada45, 0x0f939ffd88e7f070,
        ],
    ],
    // row 41: multiples of 2^246 G
    [
        [
            0xe667b543941efa54, 0xc746da3b859b7f1a, 0x16cd0c7ad1be8a13, 0x68a6eb8f51df0847,
            0x89f7adc921126e95, 0x5b399e8cc9f98677, 0x4981b9efb81fbe8f, 0x41df6962c5537f49,
        ],
        [
            0xeb23a025c3a344bd, 0x3461a2c7189b0086, 0xd92de901439453f3, 0x5c665bd793f5ef60,
            0xe30dfeb9d3e3d945, 0x72e643774a1e3238, 0x9403462e15ea8a96, 0x7508bbfc7bc1caa0,
        ],
        [
            0x5cbe3c38f881c994, 0xda41c3980caa4b6b, 0xb434db8b1a0e52c6, 0x2289cf225b4b4678,
            0x7c140bc1680d73ef, 0x48a509383f9fa6cd, 0x2f5d75ba8d77cc90, 0x4a4c06d1dcc8aabf,
        ],
        [
            0x46db78a6b57f42be, 0x087b80b03cad9084, 0x8267b93a7b2c55cc, 0x313b9497ef9fd98f,
            0x380ee14639bcd1e8, 0x37c050bf06dcfa8c, 0xdf21fad65b85ca86, 0x30327853feec8893,
        ],
        [
            0x2a7b0aa3a3a128de, 0x4e95dadab46e6c32, 0xfd33295b6fae8038, 0x1992026c76d886b6,
            0x0f40817535a85c6e, 0x2f5ce48914baf17c, 0x456c424d1cd720d9, 0x6c7a90c115cbae40,
        ],
        [
            0x1a917b7999bae53e, 0x0b44329fdcbac02d, 0xffad829e2e9e437b, 0x28f674025572ec12,
            0xc21c39fb37ad488c, 0xfa30fd7d85e55eb5, 0xe0cd7af3ab1eccab, 0x4e535471c6b10311,
        ],
        [
            0xc3fa73773f015023, 0x8a2a5eddd5d55910, 0x0d3837608d58ba36, 0x2ce8ee7efef48d4a,
            0xeea3d87b25296171, 0x95c8b6a2088e6430, 0x36cb8d0016c7fc1f, 0x0780905e75d62266,
        ],
        [
            0xcebf28c7e509adf4, 0x690fc9df543b9e8c, 0x5eb15d302ffc9a80, 0x619873e4aa7187b1,
            0x17749880d5c0c1a4, 0x303852ff4c9df5e7, 0xabb50bf03eba5b69, 0x46d2276ee6f8c473,
        ],
        [
            0x60454c185a4b9649, 0x62cc81135f6a0d84, 0x70d09450db083ff7, 0x22169cd3807503cd,
            0x2a4029f41a664789, 0x097b32bb8d59627b, 0xe8e46b2cd42f1c34, 0x344f318815f605b6,
        ],
        [
            0xe7aca9bf01b2fbca, 0x35774bc31e7dc682, 0xdae554ce8ea1d458, 0x4f08a98a476fc71b,
            0xaaec6d30e8e1d384, 0xaf3a4f6f30e70d6e, 0xf4a989a1fe2a6495, 0x73d34cd9162256a9,
        ],
        [
            0x5d41cc4d697da239, 0x02f4d7e5164e9de7, 0xbc61be4f16d63f9b, 0x70a1737d6d6dbe51,
            0x2f5adf3ba2b0269b, 0x07b94bf12d944785, 0x5d922a5461764ed0, 0x5ac11a699a340de6,
        ],
        [
            0xd77e9938c98cb637, 0xf5b064049659ccd2, 0x22f6acb4195bcb66, 0x5fb7a2c66af3d812,
            0x7f2683a91ca8a862, 0xd0e7ed51f3af39c4, 0x1656b88470354e10, 0x669c1423ec424f4c,
        ],
        [
            0x1f4fa30ddff5e19a, 0xb27f148a988ebecb, 0x8d2c65ef431ed962, 0x0c67460fab634bb9,
            0x3a2e9d2762515b26, 0x1c182578c61804e9, 0x4cd7d0c7cb0c3b62, 0x362f222cabe3c925,
        ],
        [
            0xf9f1c5229bcf91db, 0x1575dab8e29b7414, 0xa7552ca25d9d360a, 0x467a789fb0395f7e,
            0xece8c570fd5ca653, 0xaa95671a0233ea3d, 0x3c6a4d7acf8141bf, 0x29f607376010ce17,
        ],
        [
            0x146b2a93e1ea3f07, 0x0546a7d8e3a5630a, 0x62070c884ff0deec, 0x7d8dd56d9aec36ef,
            0x76bf1f2e3d320e9c, 0xb9ceafa1c361dd86, 0x8077306f8185bda7, 0x0e2a23ba7daff4e3,
        ],
        [
            0xa2bfbb2684baf4e6, 0x2e47ce00753fb318, 0xd803db5244db43bb, 0x0479bed85213057c,
            0xe6c6bbbb86402620, 0x9eb4ac5c524ed7ee, 0x8dfa59d03cca66ac, 0x4f8ca534ee1b10a9,
        ],
        [
            0x96ebdad0d7686cd1, 0x3bb6a85014a04e39, 0xf2dacfe8ea7d5175, 0x0ee437c697b0f9f9,
            0x9e2e3e1ec587be77, 0xc2d161996c9146b4, 0xe986efe0c44285e9, 0x07cd3e4e81501432,
        ],
        [
            0x9636a1214709626b, 0xcaadc961a3e8b156, 0xe8add02ebf54cd52, 0x7ae5c96394f4a922,
            0xbabc65c79fec47e9, 0x99805bf935e2b094, 0xb6b4d40dde7828a9, 0x571ba33e69bda0b5,
        ],
        [
            0xa20d4a531e7b5e55, 0x1de475f897ef7d01, 0x50f4cd3fd824dfbf, 0x54049b7a398ed07f,
            0x3ac008bd0dd98459, 0x5f08a7f282c06832, 0x2f8b2f315bbe6b12, 0x6ed0c75f28092ac0,
        ],
        [
            0xfd663ccb3ecb0e88, 0x53681f71169e352f, 0x96e05d5baabeece6, 0x4f53ccee35cef229,
            0x6089d3498547f977, 0x23d589f1631c4439, 0x09dc597c802d58e0, 0x378ca481e37df449,
        ],
        [
            0x52b366c9fd38031e, 0x1029feeeb13d2d5a, 0xa01789471639c168, 0x63f564c3d9df6a6b,
            0x803a249e9b8bb89d, 0xb05eabf3ba85df2a, 0x64dc345dd7fde38f, 0x46457c222c058c8a,
        ],
        [
            0x578d0531d29b6459, 0xc46028adb4de9dd8, 0xed410da571d7b4ac, 0x74f9bde8934eaec3,
            0xcde0c0b08b2b2423, 0x6f0a07426de76465, 0x9544388c2b2231dd, 0x65b6f2cd9aaa6bb8,
        ],
        [
            0xeb136b205b70d827, 0xbb0d31a83e3adf9e, 0x1490923dea6f7d7a, 0x443b3576d87590b6,
            0xf10062e823d834ea, 0x58f4be98b4e49752, 0x3ddbe60a14f0d4d7, 0x248b56a96398cd89,
        ],
        [
            0xfff17b7d0fe66307, 0xd6bab71ee798fbb9, 0x15d565c2ee754f30, 0x6b673c90a21b0e25,
            0x823b08336a37a94e, 0x889b9c209fbe2c9b, 0xe1ad99ac0df77d18, 0x39db44d4ae52c914,
        ],
        [
            0x4f8bf88e5d2f0cf1, 0xff01722a2bec9a67, 0x1cf3ddb4eb5589c0, 0x27759fd67bdfad90,
            0xfc458aaaa7efe571, 0xbb843d34e1a0c55f, 0x6a41926fdf05561b, 0x6304eb205c0b83e1,
        ],
        [
            0xc100c6dad0aa07af, 0xaddd955ebdc72217, 0xc08414bef65e82de, 0x1472ecc2a0a16e1c,
            0x436650e8e9d1c3aa, 0x968448ca51ddf98a, 0x3c0c1881e8664efd, 0x2db1d9412ee45557,
        ],
        [
            0xa0133095882e3902, 0xe9a764e62a459e64, 0x36ece9a00edae189, 0x2c3e5a8a080bc177,
            0x7ba33a3149fc3f8f, 0xbf93639567d2717b, 0x4dd5eaa4feee7817, 0x4c5fa746306b7f8f,
        ],
        [
            0x9bb64d6a03950ec9, 0xdcd79879ac0ff232, 0x19e9635012c58f0a, 0x0dec6e8a9f458d8e,
            0xe9d9e78f929f5d8a, 0x58ef8f8467c17175, 0xf559ac347f448f4c, 0x5f45c8717fbc2b74,
        ],
        [
            0x0ffc617c136c66f2, 0xa737b0afb0c14f7c, 0xf1464ca0f0fe8912, 0x00cbdb62bb2fb9e9,
            0xf1e953dae03baad5, 0x8ed2bfe386aeac31, 0xf479b4a4d6ddead7, 0x18a2cb6cb72f252b,
        ],
        [
            0x8a10c7592e137add, 0xe177fc4a260d0bb0, 0x13c0b21748f73e1b, 0x14fb08f82ef76231,
            0x72539288a4e8b137, 0xafce8fea60615ffd, 0x419234e888aafa64, 0x3d3042a995c68f83,
        ],
        [
            0x0086415fa89059ba, 0x6daf359ae47c0726, 0xae642fee230acf4c, 0x359b12abd6ba5e52,
            0x2d0a49d123756a89, 0x941ddbd926f5aae0, 0x4ae685443a0bcc8b, 0x3e666e42815ed63a,
        ],
        [
            0x7c97a59faa2a03b0, 0x6d3d9e7a99dc2916, 0xca5aeee7ffe48604, 0x780449613cdf0059,
            0xe0bf9b07cf1e24f3, 0x79ddccea67ee007a, 0x18f39b40e322003a, 0x4cc7480f00677029,
        ],
    ],
    // row 42: multiples of 2^252 G
    [
        [
            0xfea23765cd1192e1, 0x3855daa092beaad0, 0xc2f4d0a7719c3955, 0x0e551f7c6b44a318,
            0x5bd1964457fea424, 0xb6dd82506d9b8e5e, 0xfc13c5c69d40309e, 0x24fe59ca99d93689,
        ],
        [
            0xb367fdac51738a46, 0xce61d2447992ca89, 0x00aa1d359c2051f0, 0x15d2dfd33e4400f9,
            0xe55a92625cba1af0, 0xa6dacaa7bf774fff, 0x20cfa26236311c58, 0x21c4072c6c86d9a0,
        ],
        [
            0x43798f297359887d, 0x2c425452625161c1, 0x7eecfbd5d8deff18, 0x1e38e8b877c4d137,
            0x7f953d843c0f49aa, 0xd2f1148041f8c282, 0x448be7bbba27d4e2, 0x77967360a5a54095,
        ],
        [
            0xb767d5c219ef11cf, 0x7c8ae11da87a50cf, 0x81e38277805bda40, 0x0997d1e13c8cce3b,
            0x97b31d690f65fc2d, 0xfe9df41f20021d53, 0xe699606ac0e842f1, 0x31d65a1e410d7b70,
        ],
        [
            0xbe6ac072e15ed607, 0xcc3ae1b0cb9c2acb, 0xe9888461142f33a2, 0x54d9921fff332f99,
            0x95c2669797ac287e, 0xc3b4425ebb9840f5, 0xe22851fe22facb1d, 0x4be9431b68272c94,
        ],
        [
            0x0f9ecac7cf8644ae, 0x44850a81aea1b1b4, 0x25321a6fe4446ce3, 0x61eb0519f9beea8c,
            0xe00e381553c72a8b, 0x4023bc3bd57d86a9, 0xe4ab95b3d6577d7b, 0x59424b8e9a1c38f9,
        ],
        [
            0x2bb2b7c6734f7129, 0x6d2b9aef35611607, 0x035cd0f47e709a91, 0x597f09dd59c73576,
            0x16312e88c19485ac, 0x6b6d62ece00ad5c0, 0x0a1296c0e34f7e61, 0x342121fe99ec913f,
        ],
        [
            0xb77cbc0a727846f6, 0x3ee210ec389bf25f, 0x5412187c62730d14, 0x5ef398c9fc8e2e38,
            0x6b94ffa6d15f80e6, 0x013ca6ded24bfb73, 0x82e64de45d82428e, 0x62b69a973f2a6118,
        ],
        [
            0x65fdf58d0fe7c926, 0x490eabe1eb5cb918, 0x0c98bf92ca62617c, 0x627141e5372878d5,
            0x8b4a9c2c6d6d862c, 0x475f57f4edd13c67, 0xc8f2b5810d887be0, 0x2f3022cd4bde1825,
        ],
        [
            0xdc9dad1edfe6436b, 0x1c8c08e89424f71a, 0x5777117f4f6579eb, 0x2e88f5bcf5d06241,
            0x0563585ef03ee7bb, 0x38905be698113026, 0x3392ee29595492e6, 0x36994012adc7b431,
        ],
        [
            0x6cfbcdf813410955, 0xfeb6ef9da3f0edf6, 0x10177d1b1e33301a, 0x50f0cd3eb590168b,
            0x4a3ed8d0a725a12e, 0x9caa0a6312829e8a, 0x5071138713b0c359, 0x3250b3068b4ef42f,
        ],
        [
            0x10071376b4e5709d, 0x6ee399c3d0454801, 0xc942d762f378fb0c, 0x48380d0e256fe911,
            0xaa60998fe747bbe7, 0xeb3a374cfba498ac, 0xec6c364a2607af94, 0x06d4adf0c848ae6c,
        ],
        [
            0x964e01513ce3dee2, 0xff09842fc790873b, 0xd27ca9ece487fb3f, 0x35e299ed85588135,
            0xe23462689f305267, 0xce2ac630f5569173, 0x751a44ba8e7f10fc, 0x31aceaefdf86d11a,
        ],
        [
            0x4bba27aa89c30379, 0x5aaa7ac08a6d5b50, 0x3a178f778474292c, 0x2b10381ca971839e,
            0x9aee72eb8504d680, 0x62e007103262a5e3, 0x6a9ff9a20e32374f, 0x5ceb83555764a1ae,
        ],
        [
            0x1163bd212efea0bd, 0xc29bb3bc30583b39, 0x196a5561c4017791, 0x24de42f8c84a0ae2,
            0x17b018eee9b782f3, 0x40080711df6a9567, 0xd99e8a0b71d63c2c, 0x5e135add6e500d93,
        ],
        [
            0xd8531ce08ed29b02, 0x8485009cc4c13e15, 0xf26e2f5b994d245d, 0x0e89b1d14cc15381,
            0xedc5c672206e25f7, 0x5e9ba3b6436e73ee, 0x8dedec4252fe2513, 0x25bd16d8eecfaa42,
        ],
        [
            0x607bcde764efb26e, 0xdba3ff3799991eac, 0x6654aa65591bec0a, 0x2d6c5a376ac66d25,
            0xa5b060c62f7c9dbe, 0x17eea998f2fbce29, 0xb6388a2c01c2e168, 0x60c6e99f505dbcb4,
        ],
        [
            0x28431501db27bb77, 0x25f0b8322a0e6a63, 0xae6f5016e1f08bfd, 0x6459c3813eb2bfb5,
            0x38c022c14ccf8832, 0xdab239b5c6019a2f, 0x04c1f97657127e26, 0x410c64cadfafdd68,
        ],
        [
            0x8c4c315fda728cef, 0xfc78f4d60fddd2d4, 0x7a21337d5f2b63f9, 0x08a475ed5971803a,
            0x483d2bbc2861f4c4, 0x72f8b982aaf9b34a, 0x9e61d04528ff88fc, 0x152a097185330743,
        ],
        [
            0x8d920009a951c32d, 0x3de054d3762ad0c2, 0x43d96e5efcb98d1a, 0x5c5d59c9bef1c7c1,
            0x817d123d2c8f45f1, 0x7a97195f1615ae75, 0xe8b587201bbfb226, 0x4b4a473928e9a51e,
        ],
        [
            0xa82bc3b6f179a723, 0xde4c886ef1150b2e, 0x62e2ff3b758f5361, 0x4bd6d878948df2ab,
            0xf062a311c391255d, 0x85f42c7a5e15ee22, 0xc2dd31ef0aeec62e, 0x24353ce1f33e36c8,
        ],
        [
            0xab5b98cf5beeb52e, 0xeaf7c1c3f86d05a3, 0x0c5009c1ffada205, 0x7ce27da3caa0839a,
            0xcf2084beb955ee18, 0x9a059ef738ed9f61, 0xac2fa3b1c4a67207, 0x7e13a9319f8cfb3a,
        ],
        [
            0x2f930e892b34c232, 0x79ff6e45f056064d, 0xea140ff06f64f89d, 0x79e56a4b8248cc08,
            0xa3a6c46f3e4c9ca4, 0x39e2ec3f1838da28, 0x434a11d2b64537bd, 0x0211778e473763b6,
        ],
        [
            0x8822572c1a44a2ca, 0xbe765a480fe2f409, 0x53ab879c86e038d5, 0x4584de3310969ffe,
            0x5bcf88cdc74c7a12, 0xd58a9b836e8cf839, 0x7272c360cda67e09, 0x3d3aa6de546d46be,
        ],
        [
            0x19613acee120932b, 0xd50d1cb686cc8520, 0x1dc4c839acf2b637, 0x63b27a6751ff2245,
            0xe24e84f0566ad0d9, 0x8bcc90fc0bd072b1, 0xeb0cac6ead098aa9, 0x31e37afef28bf1a5,
        ],
        [
            0xd67df15e182fe3f0, 0xf96e793744b23730, 0xf76ea8fc44234dc3, 0x57d38a4388867bb8,
            0xc427e97049c3b807, 0x47b129fd90b569fc, 0x1f45c1c27ba13aeb, 0x7975f381445a1a06,
        ],
        [
            0xce016f921178968e, 0xac7ee3b1247b91fa, 0xe7d1c29007c65efa, 0x3a160f0fb57856b2,
            0x9dccd37ac9c405b8, 0xc09bd9582113ce56, 0x4fa6cfdcbddc66f6, 0x6878aa4217607dea,
        ],
        [
            0xa84d65509fc3425c, 0x8e3f083451645aeb, 0x058c295dea52f303, 0x6641515e17b4f0fe,
            0xd95a5d9a8e3f46b8, 0xd7fe01a7981af72e, 0x905aed7d16404fe7, 0x3939c70692323602,
        ],
        [
            0x59f82d90db4f8c03, 0xd1bd4ba69bb827dc, 0x9b2702c69903484f, 0x7c1bc44e6e160ed2,
            0x4ff5d0ad2a947574, 0x848522fdc5340978, 0x370958f409e96b28, 0x2d008878a1414849,
        ],
        [
            0x2f4a8a7b6ef55635, 0x3c22150143d42cf0, 0xe489f79d124268e6, 0x6588c8408c410e3c,
            0x99117b553bc1caef, 0xe822c1d11a5602b1, 0x35604cfcdec881a8, 0x4817803ee49e257e,
        ],
        [
            0x58e3168d4e2e1ddd, 0x8c88b9858477bac8, 0x3bffaccf7a4bd659, 0x28d2e4dc916d0f16,
            0xd8d287c5a16b0d6a, 0x86df9468dd4d30c6, 0xe7b7a11ab1b01412, 0x53cfaee3cdf277ff,
        ],
        [
            0x6b8f4e1b3d84f6e9, 0x87affc30cd041a2f, 0x095f3f036e98dd90, 0x0a07825d33bc2627,
            0x8e357026c4ce30fb, 0x3e359ceee39466bd, 0xc342bd931413d051, 0x663dad903b90fe21,
        ],
    ],
];
