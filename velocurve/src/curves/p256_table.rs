//! Multiples of P-256's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p256 > velocurve/src/curves/p256_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p256.rs`. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each
//! in the Montgomery form `v 2^256 mod p` of its value `v`,
//! in four little-endian 64-bit words.
//!
//! Parameters: W = 6, 43 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table = [
    // row 0: multiples of 2^0 G
    [
        [
            0x79e730d418a9143c, 0x75ba95fc5fedb601, 0x79fb732b77622510, 0x18905f76a53755c6,
            0xddf25357ce95560a, 0x8b4ab8e4ba19e45c, 0xd2e88688dd21f325, 0x8571ff1825885d85,
        ],
        [
            0x850046d410ddd64d, 0xaa6ae3c1a433827d, 0x732205038d1490d9, 0xf6bb32e43dcf3a3b,
            0x2f3648d361bee1a5, 0x152cd7cbeb236ff8, 0x19a8fb0e92042dbe, 0x78c577510a5b8a3b,
        ],
        [
            0xffac3f904eebc127, 0xb027f84a087d81fb, 0x66ad77dd87cbbc98, 0x26936a3fb6ff747e,
            0xb04c5c1fc983a7eb, 0x583e47ad0861fe1a, 0x788208311a2ee98e, 0xd5f06a29e587cc07,
        ],
        [
            0x74b0b50d46918dcc, 0x4650a6edc623c173, 0x0cdaacace8100af2, 0x577362f541b0176b,
            0x2d96f24ce4cbaba6, 0x17628471fad6f447, 0x6b6c36dee5ddd22e, 0x84b14c394c5ab863,
        ],
        [
            0xbe1b8aaec45c61f5, 0x90ec649a94b9537d, 0x941cb5aad076c20c, 0xc9079605890523c8,
            0xeb309b4ae7ba4f10, 0x73c568efe5eb882b, 0x3540a9877e7a1f68, 0x73a076bb2dd1e916,
        ],
        [
            0x403947373e77664a, 0x55ae744f346cee3e, 0xd50a961a5b17a3ad, 0x13074b5954213673,
            0x93d36220d377e44b, 0x299c2b53adff14b5, 0xf424d44cef639f11, 0xa4c9916d4a07f75f,
        ],
        [
            0x0746354ea0173b4f, 0x2bd20213d23c00f7, 0xf43eaab50c23bb08, 0x13ba5119c3123e03,
            0x2847d0303f5b9d4d, 0x6742f2f25da67bdd, 0xef933bdc77c94195, 0xeaedd9156e240867,
        ],
        [
            0x27f14cd19499a78f, 0x462ab5c56f9b3455, 0x8f90f02af02cfc6b, 0xb763891eb265230d,
            0xf59da3a9532d4977, 0x21e3327dcf9eba15, 0x123c7b84be60bbf0, 0x56ec12f27706df76,
        ],
        [
            0x75c96e8f264e20e8, 0xabe6bfed59a7a841, 0x2cc09c0444c8eb00, 0xe05b3080f0c4e16b,
            0x1eb7777aa45f3314, 0x56af7bedce5d45e3, 0x2b6e019a88b12f1a, 0x086659cdfd835f9b,
        ],
        [
            0x2c18dbd19dc21ec8, 0x98f9868a0fcf8139, 0x737d2cd648250b49, 0xcc61c94724b3428f,
            0x0c2b407880dd9e76, 0xc43a8991383fbe08, 0x5f7d2d65779be5d2, 0x78719a54eb3b4ab5,
        ],
        [
            0xea7d260a6245e404, 0x9de407956e7fdfe0, 0x1ff3a4158dac1ab5, 0x3e7090f1649c9073,
            0x1a7685612b944e88, 0x250f939ee57f61c8, 0x0c0daa891ead643d, 0x68930023e125b88e,
        ],
        [
            0x04b71aa7d2697768, 0xabdedef5ca345a33, 0x2409d29dee37385e, 0x4ee1df77cb83e156,
            0x0cac12d91cbb5b43, 0x170ed2f6ca895637, 0x28228cfa8ade6d66, 0x7ff57c9553238aca,
        ],
        [
            0xccc425634b2ed709, 0x0e356769856fd30d, 0xbcbcd43f559e9811, 0x738477ac5395b759,
            0x35752b90c00ee17f, 0x68748390742ed2e3, 0x7cd06422bd1f5bc1, 0xfbc08769c9e7b797,
        ],
        [
            0xa242a35bb0cf664a, 0x126e48f77f9707e3, 0x1717bf54c6832660, 0xfaae7332fd12c72e,
            0x27b52db7995d586b, 0xbe29569e832237c2, 0xe8e4193e2a65e7db, 0x152706dc2eaa1bbb,
        ],
        [
            0x72bcd8b7bc60055b, 0x03cc23ee56e27e4b, 0xee337424e4819370, 0xe2aa0e430ad3da09,
            0x40b8524f6383c45d, 0xd766355442a41b25, 0x64efa6de778a4797, 0x2042170a7079adf4,
        ],
        [
            0x808b0b650bc6fb80, 0x5882e0753ffe2e6b, 0xd5ef2f7c2c83f549, 0x54d63c809103b723,
            0xf2f11bd652a23f9b, 0x3670c3194b0b6587, 0x55c4623bb1580e9e, 0x64edf7b201efe220,
        ],
        [
            0x97091dcbd53c5c9d, 0xf17624b6ac0a177b, 0xb0f139752cfe2dff, 0xc1a35c0a6c7a574e,
            0x227d314693e79987, 0x0575bf30e89cb80e, 0x2f4e247f0d1883bb, 0xebd512263274c3d0,
        ],
        [
            0x5f3e51c856ada97a, 0x4afc964d8f8b403e, 0xa6f247ab412e2979, 0x675abd1b6f80ebda,
            0x66a2bd725e485a1d, 0x4b2a5caf8f4f0b3c, 0x2626927f1b847bba, 0x6c6fc7d90502394d,
        ],
        [
            0xfea912baa5659ae8, 0x68363aba25e1a16e, 0xb8842277752c41ac, 0xfe545c282897c3fc,
            0x2d36e9e7dc4c696b, 0x5806244afba977c5, 0x85665e9be39508c1, 0xf720ee256d12597b,
        ],
        [
            0x8a979129d2337a31, 0x5916868f0f862bdc, 0x048099d95dd283ba, 0xe2d1eeb6fe5bfb4e,
            0x82ef1c417884005d, 0xa2d4ec17ffffcbae, 0x9161c53f8aa95e66, 0x5ee104e1c5fee0d0,
        ],
        [
            0x562e4cecc135b208, 0x74e1b2654783f47d, 0x6d2a506c5a3f3b30, 0xecead9f4c16762fc,
            0xf29dd4b2e286e5b9, 0x1b0fadc083bb3c61, 0x7a75023e7fac29a4, 0xc086d5f1c9477fa3,
        ],
        [
            0x0fc611352f6f3076, 0xc99ffa23e3912a9a, 0x6a0b0685d2f8ba3d, 0xfdc777e8e93358a4,
            0x94a787bb35415f04, 0x640c2d6a4d23fea4, 0x9de917da153a35b5, 0x793e8d075d5cd074,
        ],
        [
            0xf4f876532de45068, 0x37c7a7e89e2e1f6e, 0xd0825fa2a3584069, 0xaf2cea7c1727bf42,
            0x0360a4fb9e4785a9, 0xe5fda49c27299f4a, 0x48068e1371ac2f71, 0x83d0687b9077666f,
        ],
        [
            0x6d3883b215d02819, 0x6d0d755040dd9a35, 0x61d7cbf91d2b469f, 0xf97b232f2efc3115,
            0xa551d750b24bcbc7, 0x11ea494988a1e356, 0x7669f03193cb7501, 0x595dc55eca737b8a,
        ],
        [
            0xa4a319acd837879f, 0x6fc1b49eed6b67b0, 0xe395993332f1f3af, 0x966742eb65432a2e,
            0x4b8dc9feb4966228, 0x96cc631243f43950, 0x12068859c9b731ee, 0x7b948dc356f79968,
        ],
        [
            0x61e4ad32ed1f8008, 0xe6c9267ad8b17538, 0x1ac7c5eb857ff6fb, 0x994baaa855f2fb10,
            0x84cf14e11d248018, 0x5a39898b628ac508, 0x14fde97b5fa944f5, 0xed178030d12e5ac7,
        ],
        [
            0x042c2af497e2feb4, 0xd36a42d7aebf7313, 0x49d2c9eb084ffdd7, 0x9f8aa54b2ef7c76a,
            0x9200b7ba09895e70, 0x3bd0c66fddb7fb58, 0x2d97d10878eb4cbb, 0x2d431068d84bde31,
        ],
        [
            0x4b523eb7172ccd1f, 0x7323cb2830a6a892, 0x97082ec0cfe153eb, 0xe97f6b6af2aadb97,
            0x1d3d393ed1a83da1, 0xa6a7f9c7804b2a68, 0x4a688b482d0cb71e, 0xa9b4cc5f40585278,
        ],
        [
            0x5e5db46acb66e132, 0xf1be963a0d925880, 0x944a70270317b9e2, 0xe266f95948603d48,
            0x98db66735c208899, 0x90472447a2fb18a3, 0x8a966939777c619f, 0x3798142a2a3be21b,
        ],
        [
            0xb4241cb13298b343, 0xa3a14e49b44f65a1, 0xc5f4d6cd3ac77acd, 0xd0288cb552b6fc3c,
            0xd5cc8c2f1c040abc, 0xb675511e06bf9b4a, 0xd667da379b3aa441, 0x460d45ce51601f72,
        ],
        [
            0xe2f73c696755ff89, 0xdd3cf7e7473017e6, 0x8ef5689d3cf7600d, 0x948dc4f8b1fc87b4,
            0xd9e9fe814ea53299, 0x2d921ca298eb6028, 0xfaecedfd0c9803fc, 0xf38ae8914d7b4745,
        ],
        [
            0xd8c5fccfc5e3a3d8, 0xbefd904c4079dfbf, 0xbc6d6a58fead0197, 0x39227077695532a4,
            0x09e23e6ddbef42f5, 0x7e449b64480a9908, 0x7b969c1aad9a2e40, 0x6231d7929591c2a4,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0xdb6d96f305968b80, 0x380a0913089f73b9, 0x7da70b83c2c61e01, 0x95fb8394569b38c7,
            0x9a3c651280edfe2f, 0x8f726bb98faeaf82, 0x8010a4a078424bf8, 0x296720440e844970,
        ],
        [
            0x63c5cb817a2ad62a, 0x7ef2b6b9ac62ff54, 0x3749bba4b3ad9db5, 0xad311f2c46d5a617,
            0xb77a8087c2ff3b6d, 0xb46feaf3367834ff, 0xf8aa266d75d6b138, 0xfa38d320ec008188,
        ],
        [
            0xc0f2affc4e6916c6, 0x6fb94957811842da, 0x6034bcb624b4d157, 0xde2efdc7992efb90,
            0xd66f7eceac793c87, 0x02f026267dc6fdcd, 0x90d3235c9aa1c501, 0xf6e494962b4666f0,
        ],
        [
            0x486d8ffa696946fc, 0x50fbc6d8b9cba56d, 0x7e3d423e90f35a15, 0x7c3da195c0dd962c,
            0xe673fdb03cfd5d8b, 0x0704b7c2889dfca5, 0xf6ce581ff52305aa, 0x399d49eb914d5e53,
        ],
        [
            0x24c97c367b92d453, 0xd2c271a2249a26c0, 0x60eb4b2b89d14a39, 0x1198de20432e8005,
            0x9eabea75799b80d9, 0xab6e0c2b8f826ae5, 0xca004eedd10061ec, 0x31a9f439e99c4fd8,
        ],
        [
            0x380a496d6ec293cd, 0x733dbda78e7051f5, 0x037e388db849140a, 0xee4b32b05946dbf6,
            0xb1c4fda9cae368d1, 0x5001a7b0fdb0b2f3, 0x6df593742e3ac46e, 0x4af675f239b3e656,
        ],
        [
            0xb20e7c44d67826eb, 0x1212d3cfac379637, 0x614f67877de03a5d, 0x7538a2fc802baa26,
            0x133c37a19d252415, 0x7db390506eb4b587, 0x5d40d7574c49d1d9, 0xf1126b99a801c4ba,
        ],
        [
            0x44e3811039949296, 0x5b63827b361db1b5, 0x3e5323ed206eaff5, 0x942370d2c21f4290,
            0xf2caaf2ee0d985a1, 0x192cc64b7239846d, 0x7c0b8f47ae6312f8, 0x7dc61f9196620108,
        ],
        [
            0x40ffc99670961147, 0x79e06842c7c22c8c, 0x63f1abcc1a97bbbd, 0xe9ea74d0f0730388,
            0xa6c3504dd9efff66, 0x5354ee3857e02015, 0x3bfed7fe6d7040fa, 0x692c95cc99ca82ac,
        ],
        [
            0xb830fb5bc2da7de9, 0xd0e643df0ff8d3be, 0x31ee77ba188a9641, 0x4e8aa3aabcf6d502,
            0xf9fb65329a49110f, 0xd18317f62dd6b220, 0x7e3ced4152c3ea5a, 0x0d296a147d579c4a,
        ],
        [
            0x688b5aca942f6c58, 0x6f2789c5495d9439, 0xd54ddb0c504c501d, 0xf16a4d0fbcace3a7,
            0xb76fbc6f056a41eb, 0xe288c255825bd6c5, 0x950377960f42e2d3, 0x9a3c47e3deb57b44,
        ],
        [
            0x35d6a53eed4c3717, 0x9f8240cf3d0ed2a3, 0x8c0d4d05e5543aa5, 0x45d5bbfbdd33b4b4,
            0xfa04cc73137fd28e, 0x862ac6efc73b3ffd, 0x403ff9f531f51ef2, 0x34d5e0fcbc73f5a2,
        ],
        [
            0x2c9aef219559fab0, 0x833361ce62322f2d, 0xd3fd5e2b72ba0df9, 0xfc85e7329d2d8c0a,
            0xce234675f15db8d4, 0x6af7ac2ef52d3f9a, 0x2d55f1693dbf6592, 0xb1c9cc6cd7098e38,
        ],
        [
            0xf252682008913f4f, 0xea20ed61eac93d95, 0x51ed38b46ca6b26c, 0x8662dcbcea4327b0,
            0x6daf295c725d2aaa, 0xbad2752f8e52dcda, 0x2210e7210b17dacc, 0xa37f7912d51e8232,
        ],
        [
            0x2a00160cd540caeb, 0x6f66145ea41a2788, 0xf9c81c3351c811fa, 0xeee58e0f646f5403,
            0x8df920effc18fae3, 0x7923425e0971ea6c, 0xe0e3dcb2cba0aea7, 0xbf1daf5e4a852dfc,
        ],
        [
            0x4f7081e144cc3add, 0xd5ffa1d687be82cf, 0x89890b6c0edd6472, 0xada26e1a3ed17863,
            0x276f271563483caa, 0xe6924cd92f6077fd, 0x05a7fe980a466e3c, 0xf1c794b0b1902d1f,
        ],
        [
            0xee066357aaf09c1c, 0x1c53878dab2776d2, 0x2cb5724cae4e324a, 0x13307cade0fe8352,
            0xef02bb7854395696, 0x2c592df3b3b64d31, 0xf005951abc8b6aeb, 0x5760be826b91275e,
        ],
        [
            0xe521368882a8042c, 0xd931cfafcd278298, 0x069a0ae0f597a740, 0x0adbb3f3eb59107c,
            0x983e951e5eaa8eb8, 0xe663a8b511b48e78, 0x1631cc0d8a03f2c5, 0x7577c11e11e271e2,
        ],
        [
            0x085dbf4174a08ff6, 0x80bace40a576460b, 0xd204cbcf27c1ba49, 0x64d12f32e4806949,
            0xcdd4222201dfe8e3, 0x3b5b3c6ed05c83d4, 0xb2c081b3fceb00c0, 0xe2c23eecdd67d769,
        ],
        [
            0x33b2385c08369a90, 0x2990c59b190eb4f8, 0x819a6145c68eac80, 0x7a786d622ec4a014,
            0x33faadbe20ac3a8d, 0x31a217815aba2d30, 0x209d2742dba4f565, 0xdb2ce9e355aa0fbb,
        ],
        [
            0x6f4f24b563cce1ad, 0x5166672a9fb43a77, 0xbb7840784fc79d1f, 0xb3821a6cf774bbf5,
            0xa27bd4cedf02f441, 0xc5fa4eb9b84e2adf, 0x910bcbd7f0b7cdde, 0xb7e640482e5a1eec,
        ],
        [
            0x8cef334b168984df, 0xe81dce1733879638, 0xf6e6949c263720f0, 0x5c56feaff593cbec,
            0x8bff5601fde58c84, 0x74e241172eccb314, 0xbcf01b614c9a8a78, 0xa233e35e544c9868,
        ],
        [
            0x54934bc9c765d8fb, 0xc1966571b30b751e, 0xc4fd2fcf91a7c817, 0x246fbc7edcb1c888,
            0x27304ffd59cc1bff, 0xc35c4d8de59c5811, 0xd863ffb9401f9921, 0x5b14482e2e806961,
        ],
        [
            0xb3156bf38bd7aff1, 0x1b5ee4cb1d81b146, 0x7ba1ac41d628a915, 0x8f3a8f9cfd89699e,
            0x7329b9c9a0748be7, 0x1d391c95a92e621f, 0xe51e6b214d10a837, 0xd255f53a4947b435,
        ],
        [
            0xc137045a1f20882b, 0x924b16f49b7a050c, 0x8aba26f5ea6694af, 0x2906285469826a3e,
            0x2ef6d1cbb08c1627, 0x61313884c58c0c34, 0xa5c7c299d8f6f1b4, 0xcd5aaec0ff3e9f87,
        ],
        [
            0x07669e04f1788ee3, 0xc14f27afa86938a2, 0x8b47a334e93a01c0, 0xff627438d9366808,
            0x7a0985d8ca2a5965, 0x3d9a5542d6e9b9b3, 0xc23eb80b4cf972e8, 0x5c1c33bb4fdf72fd,
        ],
        [
            0x3bcabddd4cb3d45a, 0xa9384d6b417d67a1, 0x659f5bba6aa8fa54, 0x04937621cd0ef0cb,
            0xd480b2f5518b2347, 0x153c971e1fe38780, 0x157108edfe07b538, 0xca0d8003ab110129,
        ],
        [
            0x0c4a58d474a86108, 0xf8048a8fee4c5d90, 0xe3c7c924e86d4c80, 0x28c889de056a1e60,
            0x57e2662eb214a040, 0xe8c48e9837e10347, 0x8774286280ac748a, 0xf1c24022186b06f2,
        ],
        [
            0xd0bb3376094e51d7, 0x5110cc2242cd877a, 0x7bd65729cfd197c6, 0xf22994058aca3171,
            0x078475152155aea5, 0x84f12d489a821a54, 0xb18cc1f93737af5c, 0x4fba0ce2ba485845,
        ],
        [
            0xac2dd4c35f74040a, 0x409aeb71fceac957, 0x4fbad78255c4ec23, 0xb359ed618a7b76ec,
            0x12744926ed6f4a60, 0xe21e8d7f4b912de3, 0xe2575a59fc705a59, 0x72f1d4deed2dbc0e,
        ],
        [
            0x9679d85ab99772d2, 0x8269717cddcd1c25, 0x50972045ebdcc377, 0xed13de836ee2c9df,
            0x9f39f50450a7217a, 0xd33ba941aee007b6, 0x914f7190fc2bec9a, 0x70d2254eb0d92487,
        ],
        [
            0x3d2b24b9eb7926b8, 0xbff88cb3cdbe5509, 0xd0f399afe4dd640b, 0x3c5fe1302f76ed45,
            0x6f3562f43764fb3d, 0x7b5af3183151b62d, 0xd5bd0bc7d79ce5f3, 0xfdaf6b20ec66890f,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0x6772b0e5ab4b35a2, 0x1d8b6001f5eeaacf, 0x728f7ce4795b9580, 0x4a20ed2a41fb81da,
            0x9f685cd44fec01e6, 0x3ed7ddcca7ff50ad, 0x460fd2640c2d97fd, 0x3a241426eb82f4f9,
        ],
        [
            0x80009862d5d721d5, 0x0c3357a35bd3a182, 0x27f3a83b7aa2cda4, 0xb58ae74ef6f83085,
            0x2a911a812e6dad6b, 0xde286051f43d6c5b, 0x4bdccc41f996c4d8, 0xe7312ec00ae1e24e,
        ],
        [
            0x6faf68feaae6ee70, 0x78f4cc155602b0c9, 0x7e3321a86e94052a, 0x2fb3a0d6734d5d80,
            0xf3b98f3bb25a43ba, 0x30bf803119ee2951, 0x7ffee43321b0612a, 0x12f775e42eb821d0,
        ],
        [
            0xf8d112e76e6485b3, 0x4d3e24db771c52f8, 0x48e3ee41684a2f6d, 0x7161957d21d95551,
            0x19631283cdb12a6c, 0xbf3fa8822e50e164, 0xf6254b633166cc73, 0x3aefa7aeaee8cc38,
        ],
        [
            0x46f7008037a929a9, 0x65601a8e19fec6bd, 0x537f5edc12ab8b62, 0xe497cd955e5990cf,
            0x2fcd387f9aa5b2f9, 0xe5faa3ff67b78fe8, 0x1bcf538d295d5e30, 0x3a573239a813a7ec,
        ],
        [
            0xe9f5286bd17c2409, 0x2c4e479363264d9b, 0x177042b117f6880f, 0x39b7e2c84ce1ee43,
            0xcec8e722d096f4a9, 0x6861aecbbed5e697, 0xc2d153f06c231911, 0xcc2f42b82890537a,
        ],
        [
            0x33e2cb51d0a917b4, 0xc2cfa3f34899f931, 0xb2c94f4be9a2f6b6, 0x9707b1817ca162b7,
            0xb602a172d5f8b10d, 0xfd3078354fd4542a, 0xeef226dddd996992, 0x221fa989eb0a15e1,
        ],
        [
            0x79b0fe623b36f9fd, 0x26543b23fde19fc0, 0x136e64a0958482ef, 0x23f637719b095825,
            0x14cfd596b6a1142e, 0x5ea6aac6335aac0b, 0x86a0e8bdf3081dd5, 0x5fb89d79003dc12a,
        ],
        [
            0x73628677de1132a3, 0x75127e642fa88847, 0x192f7a305b49e660, 0x1a063cfe11436aa9,
            0x720014574b710189, 0xfaa946de2a57378d, 0x5c495c63191c3066, 0x2b4b7e656b7db4db,
        ],
        [
            0xa4e3d27ad0630413, 0x5770e38219fa56eb, 0x4465cf7a754c0666, 0xfe9161d26169c5f3,
            0x5df62722dc0ee348, 0x9cc6596a29890454, 0xf043d6189f5d322a, 0xb4ce957a181ee3e9,
        ],
        [
            0x08190a49fe5c62ed, 0x2c57543d3691183d, 0x75ee318ba9044823, 0xd20ce09eaef28f58,
            0x10613d50848a4a66, 0x4b98a1a89fcf2efb, 0x415f1ed998fc6427, 0x086abb56e3852b50,
        ],
        [
            0xf615c33af72e34d4, 0x0bd9ea40110eec35, 0x1c12bc5bc1dea34e, 0x686584c949ae4699,
            0x13ad95d38c97b942, 0x4609561a4e5c7562, 0x9e94a4aef2737f89, 0xf57594c6371c78b6,
        ],
        [
            0x5a768cd919eda9de, 0x6e3206f48e2a51d2, 0xd356e8c08678a3ef, 0x93f8d36d543f91c9,
            0xfef231f4a4086743, 0x4d379a119148c6c9, 0x00b5581ddc8232ce, 0xa67a72efd702214b,
        ],
        [
            0x6145a9f617b4e892, 0xfe6402275f229ff1, 0x6db03ea8dc046ba3, 0x71c873d60351dacc,
            0x4baee337c2947b5b, 0x900885c7b08b4380, 0x1f1ea661c84579b9, 0xccddbb93a5017818,
        ],
        [
            0x554d883dcf9fb480, 0x76ca71c50dfb9a4d, 0xc251142be04240ea, 0x899ba63dfa7afc99,
            0xed945b129fbbcda3, 0x3c4dd528a299a4cc, 0x68e8b6098a63c092, 0xecf50a6c3f40621b,
        ],
        [
            0x0f0165fce3779ee3, 0xe00e7f9dbd495d9e, 0x1fa4efa220284e7a, 0x4564bade47ac6219,
            0x90e6312ac4708e8e, 0x4f5725fba71e9adf, 0xe95f55ae3d684b9f, 0x47f7ccb11e94b415,
        ],
        [
            0x50fd48bea8adc201, 0xce18180040df06a8, 0x6c07ca42de82ce22, 0x23646c515a24761a,
            0x46cf91f8b268392f, 0xe4b757ff81811486, 0x94dd570bd26102a0, 0x2dc34d2d3e65df80,
        ],
        [
            0x18feaf4456de56d3, 0xb39568e861027922, 0xa2b8685c28a458dc, 0x41a8bf6c6295a817,
            0x7b294074ca98d1dc, 0x94c48259b3e013be, 0xb42ed5242c4f5256, 0x308e8950da7c9fec,
        ],
        [
            0x46027083316c541d, 0x7f05bc6bd39eabcc, 0xb837faa160c20cdc, 0x4f8bf31aacd39d06,
            0x8331dc9500512051, 0x5374f462af2aa2ac, 0x7673d9b4f32ab1a3, 0xa6e151acd64f49fc,
        ],
        [
            0x7322851b8d946581, 0xf0d13133bdf4a012, 0xa3510f696584dae0, 0x03a7c1713c9f6c6d,
            0x5be97f38e475381a, 0xca1ba42285823334, 0xf83cc5c70be17dda, 0x158b14940b918c0f,
        ],
        [
            0xb7188a88dba5f705, 0x5cfefca6a1fad88b, 0xed2d8804338e8595, 0xc0230bf87eb40981,
            0x3ed1f1784b87f7c7, 0x9d1d60767f9ed02a, 0x2290268bf23f8d5b, 0xad904c3586d368b9,
        ],
        [
            0xdc6496052afbd682, 0xac08fb131637b0b1, 0xdf9fd488a184f39d, 0x1fc2bc23ace325b2,
            0x29873b36bd6c9a84, 0x462c11153cf8529d, 0xb3e0370dc555212d, 0x31f83f7589aaecc6,
        ],
        [
            0xb1df7431b7de5a99, 0xfb528ee6f295873c, 0xeca1500fcc303c95, 0xdb390597ce33b760,
            0xd6961486e4769736, 0xd245e428c3339da2, 0xf5ca7f41fa106cce, 0x37edb1327080acdd,
        ],
        [
            0xda3a77e5522e6b69, 0x69c908c3bbcd6c18, 0x1f1b9e48d924fd56, 0x37c64e36aa4bb3f7,
            0x5a4fdbdfee478d7d, 0xba75c8bc0193f7a0, 0x84bc1e8456cd16df, 0x1fb08f0846fad151,
        ],
        [
            0x293301efb26bbb36, 0x4568caf8a9644dfa, 0x0dacae053e0c3c0c, 0x2ba6d502eca651a8,
            0xe3bd59686004610b, 0xc2076af6282b7245, 0xae61f24a1e94e9a4, 0x0315995c1576f163,
        ],
        [
            0x2af8ff3d74571547, 0x7eb3ea072ce19b19, 0xb81b62889b099985, 0xdfec22d6eaa309c5,
            0xf9b5a0e2cfc33419, 0x70bfb69cdb65b3a0, 0x75ec15563f524d95, 0xe5ed9737e0802f30,
        ],
        [
            0x6ae7f42b04c753e0, 0x26094200e606d46c, 0x3ab02f39f680dca4, 0x9b8853a9733b37da,
            0x2e1134ae855d386a, 0xd8a8bee188ed9b61, 0x2fa08bc083edd459, 0x944d21512d0fe168,
        ],
        [
            0x8a7cabf9842e9f30, 0xa331d4bf5eab83af, 0xd272cfba017f2a6a, 0x27560abc83aba0e3,
            0x94b833870e3a6b75, 0x25c6aea26b9f50f5, 0x803d691db5fdf6d0, 0x03b77509e6333514,
        ],
        [
            0x745ee234bd14cf6f, 0xde8b508449c024bb, 0x9c334fddef35d7b4, 0xff647728b764b2b4,
            0xf94deed7cc21e031, 0xe34740b8a0d82885, 0xa70317c4c785d2fb, 0xdc056ac5f8a58cae,
        ],
        [
            0xc4274e8e8878045f, 0x216698ebebc325e0, 0x0fefbbcf09396c56, 0xdc1919150491805e,
            0xa74c4e875c5480a2, 0xdea8d1b372c8ce0a, 0x679f701d7f77fac1, 0x3eba00b56d6ab570,
        ],
        [
            0x08004e20f22350ce, 0x6b4545198d601c4e, 0xea09dc5ad5e177d5, 0x923e19aa7534bad9,
            0xa42905a63180c046, 0x0c279ed0d3c864aa, 0x49f341b6ff905a51, 0x2be20988a7966b32,
        ],
        [
            0x3617890361a341c1, 0x3604dc600cfd6142, 0x022295eb8533316c, 0x3dbde4ac44af2922,
            0x898afc5d1c7eef69, 0x58896805d14f4fa1, 0x05002160203c21ca, 0x6f0d1f3040ef730b,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0xfabf770977f7195a, 0x8ec86167adeb838f, 0xea1285a8bb4f012d, 0xd68835039a3eab3f,
            0xee5d24f8309004c2, 0xa96e4b7613ffe95e, 0x0cdffe12bd223ea4, 0x8f5c2ee5b6739a53,
        ],
        [
            0xed406aa9bd763802, 0xc21486a065303da1, 0x61ae291ec7e62ec4, 0x622a0492df99333e,
            0x7fd80c9dbb7a8ee0, 0xdc2ed3bc6c01aedb, 0x35c35a1208be74ec, 0xd540cb1a469f671f,
        ],
        [
            0x2ce53c5abf776f5b, 0x6f72407160357b05, 0xb259371771bf3f7a, 0x87d2501c440c4a9f,
            0x440552e187b05340, 0xb7bf7cc821624c32, 0x4155a6ce22facddb, 0x5a4228cb889837ef,
        ],
        [
            0xa7a8746a584c5e20, 0x267e4ea1b9dc7035, 0x593a15cfb9548c9b, 0x5e6e21354bd012f3,
            0xdf31cc6a8c8f936e, 0x8af84d04b5c241dc, 0x63990a6f345efb86, 0x6fef4e61b9b962cb,
        ],
        [
            0x23c48246e1a2e48d, 0xf015e6d1543dce5c, 0xd19edb52286d1de9, 0xd60787f6df826f56,
            0x6e1d5dfe1c1459e3, 0x26e899a49eb06cdc, 0x029560c914a1fbdb, 0x8b78842fb3d3b4f5,
        ],
        [
            0xc56dfa9c22beeccb, 0x9c41a94aa188d7c0, 0x36c283a170324729, 0x2da0e250b63f6511,
            0x834d9fd27b5e24a0, 0xac26b71b6c34dd42, 0xe5f1b497329336d9, 0xdc681acf39e94a9d,
        ],
        [
            0x5c80ccef6cd77b30, 0x49978299ec99b6d0, 0x6bf4485eb939d335, 0xc53e61ab86d7c147,
            0xdd948052fb601ddd, 0x34c5eb393511dd48, 0x91f5c67600e6f61c, 0x33f1b525b1e71f34,
        ],
        [
            0xf6368f0925722608, 0x131260db131cf5c6, 0x40eb353bfab4f7ac, 0x85c7888037eee829,
            0x4c1581ffc3bdf24e, 0x5bff75cbf5c3c5a8, 0x35e8c83fa14e6f40, 0xb81d1c0f0295e0ca,
        ],
        [
            0xde7153f8eed9dd1d, 0xba09ad1152ebcb2e, 0xaa41b015e1843fb6, 0xf933a2abdd4ce6f0,
            0x777f834313f6b83f, 0x28df7da4db113a75, 0x6d7d1b3c72a5d143, 0x6f789698966c6ddf,
        ],
        [
            0xed439a33a72ba054, 0xa3170a15ead265ba, 0xcf7eb903fe99a58e, 0xcf6db0c633d80c26,
            0xd031255ef613e71a, 0x12ccbe5718ca255c, 0xdd21d0537808c40d, 0xf5488ebc3af2be6b,
        ],
        [
            0x47110d7c1be3f9c5, 0x12b9e4485eadb4dd, 0x6e8c09870b713d41, 0xe1e20356733d56ae,
            0xe68d6bab445ea727, 0x9ef4f6eac934a1a4, 0xe0155547f8cef1c3, 0xdb5c3909159bdcbf,
        ],
        [
            0xf2efe23d442a8ad1, 0xc3816a7d06b9c164, 0xa9df2d8bdc0aa5e5, 0x191ae46f120a8e65,
            0x83667f8700611c5b, 0x83171ed7ff109948, 0x33a2ecf8ca695952, 0xfa4a73eef48d1a13,
        ],
        [
            0x97cacf846604007d, 0x1e92b4b22d47a9f1, 0x858ae0d6374ed165, 0x4c973e6f307aefb8,
            0x6f524a238a10eb72, 0x7b4a92a9eb2849d6, 0x3678bda42fe91edd, 0x56092acd7c0fc35c,
        ],
        [
            0x3513e9f10b10e517, 0x407d25446981c1d4, 0x4953a84860d9abc1, 0xe38dbde48c4fd5d0,
            0x7e5216c581bb5ab1, 0x328a046b06c5e0a1, 0x5234f64491165ea6, 0xb6e68b0fcfac0d36,
        ],
        [
            0x091d5b631a093b40, 0xb85c1c075862f24a, 0xc5d74eb53e8f85bf, 0xf51c7746cab22456,
            0xc25cb8d9e761da89, 0x2670ec2fc0f028b5, 0x873fd30d2db9af5c, 0x3d0f1ea18262565e,
        ],
        [
            0xfcde7cc8f43a730f, 0xe89b6f3c33ab590e, 0xc823f529ad03240b, 0x82b79afe98bea5db,
            0x568f2856962fe5de, 0x0c590adb60c591f3, 0x1fc74a144a28a858, 0x3b662498b3203f4c,
        ],
        [
            0x755c30e288ce8c4f, 0x56638fc821633c3d, 0x886000ffa05a7c2d, 0x8f92e531010218c6,
            0x09ee7903b81764a3, 0x95c236973c634791, 0x3cecf5224e8e2f13, 0x5d1ed66c23c34ff8,
        ],
        [
            0x9eaefb221930b3bf, 0x25c06b0822a19c73, 0xd0a8572a4bd3a498, 0x20bc852f0cd76351,
            0x8301386db38925da, 0x85fbe66a64ecf285, 0x53747e84c0c9617f, 0xb0d61d261dbe1772,
        ],
        [
            0xe584c2958d0dff8a, 0x552bf48bef246305, 0xc09c21a54f45db3e, 0xca3083ec3ceebb8f,
            0xbf4dd07c406dc6e2, 0x0e96626da7f63001, 0x81a9fbfeaa16cbd3, 0xfe7eca5c673a1300,
        ],
        [
            0x48fc4ed082dd1b6a, 0x5783a13867b703af, 0x2463cb9a005d6aaa, 0xd31ec55c706ecd43,
            0x9f8ed33f8e9a7641, 0x625453ed098d9e7a, 0xa3beade4ec887493, 0x442b80505a795566,
        ],
        [
            0x980c62310c965017, 0xaf8cc0b3400d7a4f, 0xee5812e248f4cf97, 0xe4587eb8bb90d95e,
            0x1b42a57f8152045e, 0xd792b906641c7c2e, 0x9dfcf593a71c87da, 0xc7ab7d771b0400b9,
        ],
        [
            0x16952d34d85a70e2, 0x7d09ff97c32e1a52, 0xcad6e43ea62d8abf, 0x747646da25aafebb,
            0x0365c496e54e24bd, 0x1499a41624e850e3, 0x24f6ddf76781d22b, 0x42e555f1bfc35981,
        ],
        [
            0x5b2319c2facd3338, 0xed9650476f883ed1, 0x370796c316831619, 0x8db73469206b61aa,
            0x0a0e5d171fa908e8, 0xe87271e3b45440fa, 0x7f6ae03e072bdb98, 0x0687f75528c3b98a,
        ],
        [
            0x91e3cf0d6c39765a, 0xa2db3acdac3cca0b, 0x288f2f08cb953b50, 0x2414582ccf43cf1a,
            0x8dec8bbc60eee9a8, 0x54c79f02729aa042, 0xd81cd5ec6532f5d5, 0xa672303acf82e15f,
        ],
        [
            0xb3bd03e2c373f5ff, 0x80a8a8b4e7fc6341, 0xb72952d6a0087bdf, 0x803cbb9dc048a38e,
            0xcf0a657eccf8b000, 0x8c54c01867e1eb09, 0x88f91026f0b646fc, 0x9d0df2537dff4bd8,
        ],
        [
            0x4efbc98048c6d542, 0x269cc200c925f42e, 0xb55a446abcf6fe3e, 0xb002dbd5ac67e5c5,
            0x91ecee64eeda8ed8, 0x8989f92dbae071d2, 0x9245dbe0af7ebf53, 0xd141e6e79eefa781,
        ],
        [
            0x9728490b2deb7e9f, 0x8877c3c602c7256b, 0xd29daa1d2232af73, 0xc94b90211ab049e8,
            0xdbe4df53e6e4bf94, 0x4a7324e74d7b1006, 0x0446d4560a6a8bdf, 0xabf2f98b5ca35589,
        ],
        [
            0x46df582d3bfab839, 0x92474e042f8adade, 0x36a7766a147a1bc3, 0xb6940f540dc0f979,
            0x44738ef2f2759f25, 0x9dd95789a719f4c6, 0x2859b7f40750c345, 0x5e788bf2b22180d5,
        ],
        [
            0x4b215f016671b47e, 0xb67633ca4a8dae2a, 0x2915120f79fd3cdb, 0xc1f8a06fb064e6de,
            0xf4d5368cc1d57420, 0x6ada51a8e18de475, 0xa0f0d47cc749d4b0, 0xabfa2c0074526aa5,
        ],
        [
            0x3ff2b773fc59173c, 0xf68612a5a2a0919c, 0x9ca8ae28234c7b15, 0xfdf658afedbee7dc,
            0x2c55d9adab18965f, 0xb9901f125c00de44, 0x8b70aaf1ee360b51, 0x3e4ba9d505604fe0,
        ],
        [
            0xbeb8e482f0d2772b, 0xc516ab652de60699, 0x1e4f1e34c6d4f7f9, 0x239888bf5cece4ee,
            0x7ac586febc03d238, 0x8cd3c7157d353a6f, 0x0296aadeb3f1fd65, 0xe3b8edd43a1e535f,
        ],
        [
            0x376aafa8719c0563, 0xcd8ad2dcbc5fc79f, 0x303fdb9fcb750cd3, 0x14ff052f4418b08e,
            0xf75084cf3e2d6520, 0x7ebdf0f8144ed509, 0xf43bf0f2d3f25b98, 0x86ad71cfa354d837,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0xd9d0c8c4868af75d, 0xd7325cff45c8c7ea, 0xab471996cc81ecb0, 0xff5d55f3611824ed,
            0xbe3145411977a0ee, 0x5085c4c5722038c6, 0x2d5335bff94bb495, 0x894ad8a6c8e2a082,
        ],
        [
            0x540234b22c11bb37, 0x2d0366dded4c74a3, 0xf9a968daeec5f25d, 0x3660106867b63142,
            0x07cd6d2c68d7b6d4, 0xa8f74f090c842942, 0xe27514047768b1ee, 0x4b5f7e89fe62aee4,
        ],
        [
            0xd1e059b21994ef20, 0x2a653b69638ae318, 0x70d5eb582f699010, 0x279739f709f5f84a,
            0x5da4663c8b799336, 0xfdfdf14d203c37eb, 0x32d8a9dca1dbfb2d, 0xab40cff077d48f9b,
        ],
        [
            0xf2369f0b879fbbed, 0x0ff0ae86da9d1869, 0x5251d75956766f45, 0x4984d8c02be8d0fc,
            0x7ecc95a6d21008f0, 0x29bd54a03a1a1c49, 0xab9828c5d26c50f3, 0x32c0087c51d0d251,
        ],
        [
            0xf61790abfbaf50a5, 0xdf55e76b684e0750, 0xec516da7f176b005, 0x575553bb7a2dddc7,
            0x37c87ca3553afa73, 0x315f3ffc4d55c251, 0xe846442aaf3e5d35, 0x61b911496495ff28,
        ],
        [
            0x47feeb6662b5f3af, 0xcefab5610abb3734, 0x449de60e19f35cb1, 0x39f8db14157f0eb9,
            0xffaecc5b3c61bfd6, 0xa5a4d41d41216703, 0x7f8fabed224e1cc2, 0x0d5a8186871ad953,
        ],
        [
            0x4bdf3a4956f90823, 0xba0f5080741d777b, 0x091d71c3f38bf760, 0x9633d50f9b625b02,
            0x03ecb743b8c9de61, 0xb47512545de74720, 0x9f9defc974ce1cb2, 0x774a4f6a00bd32ef,
        ],
        [
            0x190d8ea601799a52, 0xa20cec41b86d2952, 0x3062ffb27fff2a7c, 0x741b32e579f19d37,
            0xf80d81814eb57d47, 0x7a2d0ed416aef06b, 0x09735fb01cecb588, 0x1641caaac6061f5b,
        ],
        [
            0x327bc002b0131e5b, 0x1739e6d5cb2514d9, 0xc8cbdafe55a81543, 0x5bb1a36ce1137243,
            0x205da3c517325327, 0xc35c1a36515a057e, 0xf00f64c942925f9b, 0xbd14633cb7d59f7a,
        ],
        [
            0xae2ad171656e8c3a, 0xc0e2a4631acd0705, 0x006f6a8aa0b6055c, 0xaf4513d72b65a26e,
            0x3f549e14d616d5bc, 0x64ee395571253b1f, 0xe8b10bc1b8ce243a, 0xbcbeace5913a4e77,
        ],
        [
            0x47c1004341f37dbd, 0x96eccae36168ecf6, 0x65bde59d1ca46aa3, 0x38a7027ab8698ffa,
            0xa2b89dc86dc34437, 0x5a0a118d43a4153f, 0x9e330a861ce22fd8, 0x28382af6b3bbd3bc,
        ],
        [
            0x68d32256f779d6a7, 0x20423b4d19e7284e, 0xde19aa1b38f3b153, 0x73d0b6c28444f703,
            0x666161489c64e6a3, 0x99587c3737256224, 0x6f5277fe61331563, 0x7174ad4aa656502e,
        ],
        [
            0x0b2e27c0d81e0271, 0xa67a7596117a317c, 0x17f08928a6723d99, 0x71a75681485310a3,
            0x90465462afb66ca9, 0x185e97ccfbbe229d, 0x6a1a606addad8fc2, 0x2431f316b3c797cf,
        ],
        [
            0xec1ffc920133918d, 0x15d9bf5eb2c9ef97, 0x7885b542fc6cbb9a, 0x8abe64535720cf5d,
            0x4e715dced4ec68ab, 0x57a67614279c24a3, 0x788ed52a31bb61cf, 0xaba82444f437a003,
        ],
        [
            0x4703401193529432, 0x1f106bdd30743462, 0xabfb9964cd66d8ca, 0x934d9d5ae9bdadd5,
            0x5976d815908e3d22, 0x344a362f28e057bd, 0xf92cdadc5443dfb3, 0x001297adf089603b,
        ],
        [
            0x7f99824f20151427, 0x206828b692430206, 0xaa9097d7e1112357, 0xacf9a2f209e414ec,
            0xdbdac9da27915356, 0x7e0734b7001efee3, 0x54fab5bbd2b288e2, 0x4c630fc4f62dd09c,
        ],
        [
            0x4a2fce605044066b, 0x904a019cfa3a47f4, 0xba81ea9c0c5c0a60, 0xd7e4ea0d96c098bd,
            0xefe700419cd50a02, 0xc0c839d42d7f048c, 0xe2daf264e09b561f, 0x0cbc13185034b18b,
        ],
        [
            0x6d883e66bd70a5e1, 0x9bd884c1d05de713, 0x48d9d445d4d8487d, 0x8440cd8b0eeae405,
            0xa3cd0f293d26f83e, 0x3fd9453022a3c5e4, 0x63a078663ffa2ca7, 0xbfeadd2900d4a097,
        ],
        [
            0x11e5f2e388323f7a, 0xe07a74c2927584cd, 0x1e774b3495613d2d, 0x9c9b52c52c787488,
            0x3cdd3c3ebe421f08, 0x5ff7819e223e3d5f, 0xba8739b2c1da09b9, 0x6b7263164e8b491b,
        ],
        [
            0x13aea559d68432ba, 0x940043fbd33915db, 0x476c7c94e2e8da08, 0x6b1630c4443065bb,
            0xd6d8546d19f06c75, 0x7e1e98c22eb35abd, 0x751c9310f0157d8e, 0xdef84327f6fa6075,
        ],
        [
            0xb5afd13ca0943bef, 0xd651772957abb1cc, 0x9d5a52dc9b61b5bc, 0x85cefaa6806e31cd,
            0xab84257a720a1dea, 0x6a60261bced70d35, 0xc023f94db9d6da61, 0x947f7eec54a0ae0e,
        ],
        [
            0x765b993c3a7a4e0e, 0xfb8f4aef9d79d314, 0x5ea2c50e2a19eb24, 0x925016e5b891bc8c,
            0x8f70afdc3ad1ece7, 0x0abba84cf08fabe2, 0x0a9922c815f6132b, 0x6c0213735d076d77,
        ],
        [
            0xc3b787569f83b787, 0xd6d249263694ddd7, 0x58d248945d70a02e, 0xac16670e8c278c6a,
            0x71a94d58e370b6e6, 0xe4d763840253db05, 0x99b1c98814b32cfe, 0x4e6bd870cc78cc95,
        ],
        [
            0x00af2615a4453961, 0x1705494b993d112c, 0x0032e12aa1cdd652, 0x0ebfa612046d9cb3,
            0x9f03a9f31b63728c, 0x8f3618a2de022b05, 0xd5b24d903e77c5c9, 0x837838a372acb77c,
        ],
        [
            0xf5f7ca79c8b63614, 0xf3bfb2158af4903c, 0x2bdb9f5496d47bd3, 0xd6e715300e8a63ba,
            0x67e90a497a93bec4, 0x8613478b8c1e63ee, 0xe36bd9c8f2dde561, 0x681486518a768689,
        ],
        [
            0xfe65cbd98fceb047, 0xde872ef53f8b11a1, 0x9aba0d3d8fec802f, 0x139f1d329a9f381d,
            0x0721aed9c587958d, 0x066a015cb9f6a7da, 0x059ec4e3ed5d9d06, 0x144285716cbaca1f,
        ],
        [
            0xef617a9494aa531c, 0x9ac35e2fd6f4ad87, 0xbcd2a047122468fb, 0xbd7a423fef7c5ca6,
            0xab58cb52064c8040, 0x93ef4ed54a644716, 0xf7d17097c32cd48d, 0xb249a173d17fcf42,
        ],
        [
            0x66fe0fffe298cdf5, 0x3f61bea47b2e51b6, 0x7d372117bad3afa4, 0x6521a09cef656e2f,
            0xb3b8c966e8a58fe7, 0x25203a115a47ebc7, 0xfe81588d5c4be573, 0x6132e2f31f49a03c,
        ],
        [
            0xbbe5c108b7a7ecc4, 0x62a5a78ebfd22e4c, 0xb7974033df188bd2, 0xcf11deea4df7d1ae,
            0x99cc774a53ace3ea, 0xe0373a71105cc1f6, 0xd751987f133d7a20, 0xab86ee04ae215871,
        ],
        [
            0xec1ab0130f8c2c99, 0x60e8968ff17725c2, 0xe1a4a593940a980b, 0x15ed15b020e9ccb1,
            0x77d754cc64a00bec, 0x90d09c3341687382, 0x294fe02dc31fb651, 0x8372cd1a1c94ae53,
        ],
        [
            0x2094f9a280cd10e6, 0x045232aa7b8a0da7, 0x969a81b69c03244e, 0x1293b4ca7e98d955,
            0x1631421dd68f3ab0, 0xa0106422c3738c82, 0xc5f43845f82c4ff9, 0xb479acbe1aa0f58f,
        ],
        [
            0x8537107a1ac2703b, 0xb49258d86bc857b5, 0x57df14debcdaccd1, 0x24ab68d7c4ae8529,
            0x7ed8b5d4734e59d0, 0x5f8740c8c495cc80, 0x84aedd5a291db9b3, 0x80b360f84fb995be,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x55d5c68da61a76fa, 0x598b441dca1554dc, 0xd39923b9773b279c, 0x33331d3c36bf9efc,
            0x2d4c848e298de399, 0xcfdb8e77a1a27f56, 0x94c855ea57b8ab70, 0xdcdb9dae6f7879ba,
        ],
        [
            0x4c4f07367f636a38, 0x9f943fb70e76d5cb, 0xb03510baa8b68b8b, 0xc246780a9ed07a1f,
            0x3c0514156d549fc2, 0xc2953f31607781ca, 0x955e2c69d8d95413, 0xb300fadc7bd282e3,
        ],
        [
            0xa14b1163c27901b4, 0xfd9236e0899b8bf3, 0x42b091eccbc6da0a, 0xbb1dac6f5ad1d297,
            0x80e61d53a91cf76e, 0x4110a412d31f1ee7, 0x2d87c3ba13efcf77, 0x1f374bb4df450d76,
        ],
        [
            0x202886024147519a, 0xd0981eac26b372f0, 0xa9d4a7caa785ebc8, 0xd953c50ddbdf58e9,
            0x9d6361ccfd590f8f, 0x72e9626b44e6c917, 0x7fd9611022eb64cf, 0x863ebb7e9eb288f3,
        ],
        [
            0x15e10a0a097e4403, 0xcb3d0a8619854665, 0x88d8e211d67d4826, 0xb39af66e0b9d2839,
            0xa5f94588bd475ca8, 0xe06b7966c077b80b, 0xfedb1485da27c26c, 0xd290d33afe0fd5e0,
        ],
        [
            0x686202f31306583d, 0x05b10da0437c622e, 0xbf9aaa0f076a7bc8, 0x25e94efb8f8f4e43,
            0x8a35c9b7fa3dc26d, 0xe0e5fb9396ff03c5, 0xa77e3843ebc394ce, 0xcede65958361de60,
        ],
        [
            0xbf9075090c22b540, 0x2cde42aab7c267d4, 0xba18f9ed5ab0d693, 0x3ba62aa66e4660d9,
            0xb24bf97bab9ea96a, 0x5d039642e3b60e32, 0x4e6a45067c4d9bd5, 0x666c5b9e7ed4a6a4,
        ],
        [
            0x877b7cf5678a31b0, 0xd50301ae3998b620, 0x734257c5c00fb396, 0xf9fb18a004e672a6,
            0xff8bd8ebe8758851, 0x1e64e4c65d99ba44, 0x4b8eaedf7dfd93b7, 0xba2f2a9804e76b8c,
        ],
        [
            0xae02a2f09b56ddbd, 0x1339b5ac8a2f1cf3, 0xf2b569c7839dff0d, 0xb0b9e864fee9a43d,
            0x4ff8ca4177bb064e, 0x145a2812fd249f63, 0x3ab7beacf86f689a, 0x9bafec2701d35f5e,
        ],
        [
            0xbba23fddae57c7b7, 0x345342f21b932522, 0xfd9c80fe556d4aa3, 0xa03907ba6525bb61,
            0x38b010e1ff218933, 0xc066b654aa52117b, 0x8e14192094f2e6ea, 0x66a27dca0d32f2b2,
        ],
        [
            0xb2e6b121fbabbe92, 0x281850fbe1330076, 0x093581ec97890015, 0x69b1dded75ff77f5,
            0x7cf0b18fab105105, 0x953ced31a89ccfef, 0x3151f85feb914009, 0x3c9f1b8788ed48ad,
        ],
        [
            0xa18f07e0e90fb21e, 0x00fd2b80bba7fca1, 0x20387f2795cd67b5, 0x5b89a4e7d39707f7,
            0x8f83ad3f894407ce, 0xa0025b946c226132, 0xc79563c7f906c13b, 0x5f548f314e7bb025,
        ],
        [
            0xff7589494fde0c1f, 0xbf8a1abee5b6ec20, 0x702278fb87e1db6c, 0xc447ad7a35ed658f,
            0x48d4aa3803d0ccf2, 0x80acb338819a7c03, 0x9bc7c89e6e17cecc, 0x46736b8b03be1d82,
        ],
        [
            0x2126f742d43b5eaa, 0x054a0766dfa59b85, 0x9d0d5e36126bfd45, 0xa1f8fbd7384f8a8f,
            0x317680f5d563fccc, 0x48ca5055f280a928, 0xe00b81b227b578cf, 0x10aad9182994a514,
        ],
        [
            0xe63f301f358bcdc0, 0x07689e990a9d47f8, 0x1f689e2f4f43d43a, 0x4d542a1690920904,
            0xaea293d59ca0a707, 0xd061fe458ac68065, 0x1033bf1b0090008c, 0x29749558c08a6db6,
        ],
        [
            0x0ee6d3a7c35d8794, 0x042e65580356bae5, 0x9f59698d643322fd, 0x9379ae1550a61967,
            0x64b9ae62fcc9981e, 0xaed3d6316d2934c6, 0x2454b3025e4e65eb, 0xab09f647f9950428,
        ],
        [
            0x34c99e50a66e71cd, 0x1794f91575b713e9, 0x1e40de90e04557b9, 0x3c178c8b267d5618,
            0x9062107dc97932ad, 0xa2201d5281311bd3, 0x35d65eebbc5bb79e, 0xef610fa6b75cf4d0,
        ],
        [
            0xc1702a6199e0ca30, 0xbfd46a6b99560ae8, 0xb76bd5e6611cc30c, 0x1e0eb78b755b986a,
            0x7ef39f7734914bbd, 0xe2c04cffa19556ea, 0xf78b8ece69d53157, 0xd4e52678a6e10465,
        ],
        [
            0x3e40e5ecf614a37b, 0x74f29d0406fa74c2, 0x6afc95d861280d86, 0xbaeac702aef1089f,
            0xe42a7d2b3466b4ab, 0x20f319d4c85dd595, 0xba48491ed4f5c254, 0xedc1dddb3331438a,
        ],
        [
            0xc1b3d3d331b85f09, 0x0f45354aa88ae64a, 0xa8b626d32fec50fd, 0x1bdcfbd4e828834f,
            0xe45a2866cd522539, 0xfa9d4732810f7ab3, 0xd8c1d6b4c905f293, 0x10ac80473461b597,
        ],
        [
            0x11ef9236c2436a05, 0x97633eb6e54b303d, 0xd2174994fd9e0cf1, 0x9511c14498d5eb8d,
            0xe577fdc1e78c2e6c, 0x8df37401be4f6577, 0x3b1282a5d38156a7, 0xe07f96eb0716be53,
        ],
        [
            0x29cd3837741f2591, 0x4bdbc49d64396ee2, 0xe6597102269d268f, 0x896b39c6ce9a6305,
            0xc05e247110b30245, 0x845219a8a9130072, 0x88158cb10e2a9fc2, 0xcbc6f64139f191c6,
        ],
        [
            0x7ea34678d3b68256, 0x01fd4af594d90831, 0x7c914f2f6f2f9592, 0xba09d623f5b35508,
            0x27bbdd74c1957c1a, 0xab2a5517d716d57c, 0xd3a4292d8f3f8552, 0x46979cb2c6047c50,
        ],
        [
            0xe2c815366d91cd2c, 0x40a2beeadaa3f0e4, 0xfb167a592441e083, 0x004675e9e9240347,
            0x7848aaff840e446e, 0x9f9f258fea308f72, 0x50f12899639bfad9, 0x0939ae63205c0af6,
        ],
        [
            0xbccdde3e486d7938, 0xafb4c0ea81ea8f45, 0x3ef12a5cb2b552da, 0x6fe6a3783878eae2,
            0x3fb853988d548f55, 0x47aaa3c5793c33af, 0x494e2d21115aab29, 0xd2adceba50beacde,
        ],
        [
            0x465d1236f195afe5, 0x03db3c122dcd4413, 0xf1cf3b35c8f7b15d, 0xbc8d30e2b54fc17f,
            0xe73aa3b940e672ae, 0xa032848d02f38f75, 0x1ca0db213bb10a05, 0xc5e9a72f688d902a,
        ],
        [
            0xf567db5de7e4ddbc, 0xbe839b28e7613b63, 0x81cc77c67da6040d, 0x692b88fb234d1026,
            0x6e9d35fad0593582, 0xc7413cfe56051b98, 0x3cceed5ef46b2352, 0xb76f16213aa45285,
        ],
        [
            0xbbb175146fc627e2, 0xa0569bc591573a51, 0xa7016d9e358243d5, 0x0dac0c56ac1d6692,
            0x993833b5da590d5f, 0xa8067803de817491, 0x65b4f2124dbf75d0, 0xcc960232ccf80cfb,
        ],
        [
            0x87ddf5f7becc3c5e, 0x21feafa76d35f8b9, 0x41279c51751d77cf, 0x47c726eb6fc92b50,
            0x4b18b7c84cfb54f4, 0xb0f88daba618cfee, 0x3f469a005c95e0c8, 0xcf1228f3d11839df,
        ],
        [
            0x1f32cb54bd057d98, 0x79051a02e1c45787, 0xac8594207d7632cb, 0xce8b265bfe039421,
            0x1f9e0d3e597e6848, 0xd001f414e2640918, 0xe83748cd8a350dc9, 0x0eddc81e7b4f0444,
        ],
        [
            0x7a08948e45c6a9d0, 0xb7293ce50c20d8b7, 0x715a572974670371, 0x6aa9e798ae724540,
            0x79d5ebecf971b642, 0x6fd7b2bbaad498f3, 0xff46b6f93969d46b, 0xd7389ae329d2e155,
        ],
        [
            0xb2083a1222248acc, 0x1f6ec0ef3264e366, 0x5659b7045afdee28, 0x7a823a40e6430bb5,
            0x24592a04e1900a79, 0xcde09d4ac9ee6576, 0x52b6463f4b5ea54a, 0x1efe9ed3d3ca65a7,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0xe27a6dbe305406dd, 0x8eb7dc7fdd5d1957, 0xf54a6876387d4d8f, 0x9c479409c7762de4,
            0xbe4d5b5d99b30778, 0x25380c566e793682, 0x602d37f3dac740e3, 0x140deabe1566e4ae,
        ],
        [
            0xeaee6126c49a861e, 0x024f3b65e14f0d06, 0x51a3f1e8c69bfc17, 0xc3c3a8e9a7686381,
            0x3400752cb103d4c8, 0x02bc46139218b36b, 0xc67f75eb7651504a, 0xd6848b56d02aebfa,
        ],
        [
            0x958381db1782269b, 0xae34bf792597e550, 0xbb5c60645f385153, 0x6f0e96afe3088048,
            0xbf6a021577884456, 0xb3b5688c69310ea7, 0x17c9429504fad2de, 0xe020f0e517896d4d,
        ],
        [
            0xcca4428dbbe5a1a9, 0x8187fd5f3126bd67, 0x0036973a48105826, 0xa39b6663b8bd61a0,
            0x6d42deef2d65a808, 0x4969044f94636b19, 0xf611ee47dd5d564c, 0x7b2f3a49d2873077,
        ],
        [
            0x03b0d8dd0f82b214, 0x460c34f9f103cbc6, 0xf32e5c0318d79e19, 0x8b8888baa84117f8,
            0x8f3c37dcc0722677, 0x10d21be91c1c0f27, 0xd47c8468e0f7a0c6, 0x9bf02213adecc0e0,
        ],
        [
            0x97554160b7fe7b6e, 0x7d16189a400a3fb2, 0xd73e9beae328ca1e, 0x0dd04b97e793d8cc,
            0xa9c83c9b506db8cc, 0x5cd47aaecf38814c, 0x26fc430db64b45e6, 0x079b5499d818ea84,
        ],
        [
            0x03b5d21ae0ac2941, 0x279b0254c2d31937, 0x3307c052cac992d0, 0x6aa7cb92efa8b1f3,
            0x5a1825800d37c7a5, 0x13380c37342d5422, 0x92ac2d66d5d2ef92, 0x035a70c9030c63c6,
        ],
        [
            0x5109b78571ba1861, 0x48b22d5cd0c8f93d, 0xe8fa84a78633bb93, 0x53fba6ba5aebbd08,
            0x7ff27df3e5eea7d8, 0x521c879668ca7158, 0xb9d5133bce6f1a05, 0x2d50cd53fd0ebee4,
        ],
        [
            0x14eba133f74cff17, 0x240aaa03ecb813f2, 0xcfbb65406f665bee, 0x084b1fe4a425ad73,
            0x009d5d16d081f6a6, 0x35304fe8eef82c90, 0xf20346d5aa9eaa22, 0x0ada9f07ac1c91e3,
        ],
        [
            0x7d9b3e23b40df1cf, 0x5933737394e971b4, 0xbf57bd14669cf921, 0x865daedf0c1a1064,
            0x3eb70bd383279125, 0xbc3d5b9f34ecdaab, 0x91e3ed7e5f755caf, 0x49699f54d41e6f02,
        ],
        [
            0x304177580f3e4834, 0xfdbb21c217a9afcb, 0x756fa17f2f9a67b3, 0x2a6b2421a245c1a8,
            0x64be27944af02291, 0xade465c62a5804fe, 0x8dffbd39a6f08fd7, 0xc4efa84caa14403b,
        ],
        [
            0xdab4804647718427, 0xdf17ff9b6e830f8b, 0x408d7ee8e49a1347, 0x6ac71e2391c1d4ae,
            0xc8cbb9fd1defd73c, 0x19840657bbbbfec5, 0x39db1cb59e7ef8ea, 0x78aa829664105f30,
        ],
        [
            0xcdbef1c2065fef4a, 0x77e60f7dfd5b92e3, 0xd7c549f026708350, 0x201b3ad034f121bf,
            0x5fcac2a10334fc14, 0x8a9a9e09344552f6, 0x7dd8a1d397653082, 0x5fc0738f79d4f289,
        ],
        [
            0x67608e71bd3502ba, 0x4ef41f24b4de75a0, 0xb08dde5efd6125e5, 0xde484825a409543f,
            0x1f198d9865cc2295, 0x428a37716e0edfa2, 0x4f9697a2adf35fc7, 0x01a43c79f7cac3c7,
        ],
        [
            0xc1258d5b7cae440c, 0x21c08b41402b7531, 0xf61a8955de932321, 0x3568faf82d1408af,
            0x71b15e999ecf965b, 0xf14ed248e917276f, 0xc6f4caa1820cf9e2, 0x681b20b218d83c7e,
        ],
        [
            0x889f6d65533ef217, 0x7158c7e4c3ca2e87, 0xfb670dfbdc2b4167, 0x75910a01844c257f,
            0xf336bf07cf88577d, 0x22245250e45e2ace, 0x2ed92e8d7ca23d85, 0x29f8be4c2b812f58,
        ],
        [
            0xd65bf1973467ba92, 0x8c9b46dbf70954b0, 0x97c8a0f30e78f15d, 0xa8f3a69a85a4c961,
            0x4242660f61e4ce9b, 0xbf06aab36ea6790c, 0xc6706f8eec986416, 0x9e56dec19a9fc225,
        ],
        [
            0x4bee32719a5103f1, 0x5243efc6f50eac06, 0xb8e122cb6adcc119, 0x1b7faa84c0b80a08,
            0x32c3d1bd6dfcd08c, 0x129dec4e0be427de, 0x98ab679c1d263c83, 0xafc83cb7cef64eff,
        ],
        [
            0x1d87e47d3fdf5a51, 0x7afb5f9355c9cab0, 0x91bbf58f89e0586e, 0x7c72c0180d843709,
            0xa9a5aafb99b5c3dc, 0xa48a0f1d3844aeb0, 0x7178b7ddb667e482, 0x453985e96e23a59a,
        ],
        [
            0xaa6a4de0eaf4b8a5, 0x68cfd9ca4bc60e32, 0x668a4b017fd15e70, 0xd9f0694af27dc09d,
            0xf6c3cad5ba708bcd, 0x5cd2ba695bb95c2a, 0xaa28c1d333c0a58f, 0x23e274e3abc77870,
        ],
        [
            0xeccfc82d1cc1884b, 0xc85ac2015d4753b4, 0xc7a6caac658e099f, 0xcf46369e04b27390,
            0xe2e7d049506467ea, 0x481b63a237cdeccc, 0x4029abd8ed80143a, 0x28bfe3c7bcb00b88,
        ],
        [
            0xff57f82f33e24a0b, 0x9cbee23ff2565079, 0x16353427eb5f5825, 0x276feec4e948d662,
            0xd1b62bc6da10032b, 0x718351ddf0e72a53, 0x934520762420e7ba, 0x96368fff3a00118d,
        ],
        [
            0xd89753159c7c4c6b, 0x603aa3c0d7409af7, 0xb8d53d0c007132fb, 0x68d12af7a6849238,
            0xbe0607e7bf5d9279, 0x9aa50055aada74ce, 0xe81079cbba7e8ccb, 0x610c71d1a5f4ff5e,
        ],
        [
            0x184781bfe3b6a661, 0x7751cb1de6d279f7, 0xf8ff95d6c59eb662, 0x186d90b758d3dea7,
            0x0e4bb6c1dfb4f754, 0x5c5cf56b2b2801dc, 0xc561e4521f54564d, 0xb4fb8c60f0dd7f13,
        ],
        [
            0xac4c200b29fc81b3, 0xebc3e09f171d87c1, 0x917995301481aa9e, 0x051b92e192e114fa,
            0xdf8f92e9ecb5537f, 0x44b1b2cc290c7483, 0xa711455a2adeb016, 0x964b685681a10c2c,
        ],
        [
            0x73f459084088567a, 0xeb6b280e1f214a61, 0x8c9adc34caf0c13d, 0x39d12938f561fb80,
            0xb2dc3a5ebc6edfb4, 0x7485b1b1fe4d210e, 0x062e0400e186ae72, 0x91e32d5c6eeb3b88,
        ],
        [
            0xc7e9ae85b134defa, 0x6073b1d01bb2d475, 0xb9ad615e2863c00d, 0x9e29493d525f4ac4,
            0xc32b1dea4e9acf4f, 0x3e1f01c8a50db88d, 0xb05d70ea04da916c, 0x714b0d0ad865803e,
        ],
        [
            0x5945920ce079afee, 0x686e17a06789831f, 0x5966bee8b74a5ae5, 0x38a673a21e258d46,
            0xbd1cc1f283141c95, 0x3b2ecf4f0e96e486, 0xcd3aa89674e5fc78, 0x415ec10c2482fa7a,
        ],
        [
            0x85205a316ec3f510, 0x2c7e4a14d2980475, 0xde3c19c06f30ebfd, 0xdb1c1f38d4b7e644,
            0xfe291a755dce364a, 0xb7b22a3c058f5be3, 0x2cd2c30237fea38c, 0x2930967a2e17be17,
        ],
        [
            0x020f795ea15b0a44, 0x8f37c8d78958a958, 0x63b7e89ba4b675b5, 0xb4fb0c0c0fc31aea,
            0xed95e639a7ff1f2e, 0x9880f5a3619614fb, 0xdeb6ff02947151ab, 0x5bc5118ca868dcdb,
        ],
        [
            0xf197cb91349f7aed, 0x3b2b5a008fca8420, 0x7c175ee823aaf6d8, 0x54dcf42135af32b6,
            0x0ba1430727d6561e, 0x879d5ee4d175b1e2, 0xc7c4367399807db5, 0x77a544559cd55bcd,
        ],
        [
            0xfbb9b2452133ffd9, 0x39a8b2f1830f1a20, 0x484bc97dd5a1f52a, 0xd6aebf56a40eddf8,
            0x32257acb76ccdac6, 0xaf4d36ec1586ff27, 0x8eaa8863f8de7dd1, 0x0045d5cf88647c16,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0xa6f3d574c005979d, 0xc2072b426a40e350, 0xfca5c1568de2ecf9, 0xa8c8bf5ba515344e,
            0x97aee555114df14a, 0xd4374a4dfdc5ec6b, 0x754cc28f2ca85418, 0x71cb9e27d3c41f78,
        ],
        [
            0x8910507903605c39, 0xf0843d9ea142c96c, 0xf374493416923684, 0x732caa2ffa0a2893,
            0xb2e8c27061160170, 0xc32788cc437fbaa3, 0x39cd818ea6eda3ac, 0xe2e942399e2b2e07,
        ],
        [
            0x6967d39b0260e52a, 0xd42585cc90653325, 0x0d9bd60521ca7954, 0x4fa2087781ed57b3,
            0x60c1eff8e34a0bbe, 0x56b0040c84f6ef64, 0x28be2b24b1af8483, 0xb2278163f5531614,
        ],
        [
            0x8df275455922ac1c, 0xa7b3ef5ca52b3f63, 0x8e77b21471de57c4, 0x31682c10834c008b,
            0xc76824f04bd55d31, 0xb6d1c08617b61c71, 0x31db0903c2a5089d, 0x9c092172184e5d3f,
        ],
        [
            0xdd7ced5bc00cc638, 0x1a2015eb61278fc2, 0x2e8e52886a37f8d6, 0xc457786fe79933ad,
            0xb3fe4cce2c51211a, 0xad9b10b224c20498, 0x90d87a4fd28db5e5, 0x698cd1053aca2fc3,
        ],
        [
            0x4f112d07e91b536d, 0xceb982f29eba09d6, 0x3c157b2c197c396f, 0xe23c2d417b66eb24,
            0x480c57d93f330d37, 0xb3a4c8a179108deb, 0x702388decb199ce5, 0x0b019211b944a8d4,
        ],
        [
            0x24f2a692840bb336, 0x7c353bdca669fa7b, 0xda20d6fcdec9c300, 0x625fbe2fa13a4f17,
            0xa2b1b61adbc17328, 0x008965bfa9515621, 0x49690939c620ff46, 0x182dd27d8717e91c,
        ],
        [
            0x5ace5035ea6c3997, 0x54259aaac2610bef, 0xef18bb3f3c80dd39, 0x6910b95b5fc3fa39,
            0xfce2f51043e09aee, 0xced56c9fa7675665, 0x10e265acd872db61, 0x6982812eae9fce69,
        ],
        [
            0x29be11c6ce800998, 0x72bb1752b90360d9, 0x2c1931975a4ad590, 0x2ba2f5489fc1dbc0,
            0x7fe4eebbe490ebe0, 0x12a0a4cd7fae11c0, 0x7197cf81e903ba37, 0xcf7d4aa8de1c6dd8,
        ],
        [
            0x92af6bf43fd5684c, 0x2b26eecf80360aa1, 0xbd960f3000546a82, 0x407b3c43f59ad8fe,
            0x86cae5fe249c82ba, 0x9e0faec72463744c, 0x87f551e894916272, 0x033f93446ceb0615,
        ],
        [
            0x1e5eb0d18be82e84, 0x89967f0e7a582fef, 0xbcf687d5a6e921fa, 0xdfee4cf3d37a09ba,
            0x94f06965b493c465, 0x638b9a1c7635c030, 0x7666786466f05e9f, 0xccaf6808c04da725,
        ],
        [
            0xca2eb690768fccfc, 0xf402d37db835b362, 0x0efac0d0e2fdfcce, 0xefc9cdefb638d990,
            0x2af12b72d1669a8b, 0x33c536bc5774ccbd, 0x30b21909fb34870e, 0xc38fa2f77df25aca,
        ],
        [
            0x74c5f02bbf81f3f5, 0x0525a5aeaf7e4581, 0x88d2aaba433c54ae, 0xed9775db806a56c5,
            0xd320738ac0edb37d, 0x25fdb6ee66cc1f51, 0xac661d1710600d76, 0x931ec1f3bdd1ed76,
        ],
        [
            0x65c11d6219ee43f1, 0x5cd57c3e60829d97, 0xd26c91a3984be6e8, 0xf08d93098b0c53bd,
            0x94bc9e5bc016e4ea, 0xd391683911d43d2b, 0x886c5ad773701155, 0xe037762620b00715,
        ],
        [
            0x7f01c9ecaa80ba59, 0x3083411a68538e51, 0x970370f1e88128af, 0x625cc3db91dec14b,
            0xfef9666c01ac3107, 0xb2a8d577d5057ac3, 0xb0f2629992be5df7, 0xf579c8e500353924,
        ],
        [
            0xb8fa3d931341ed7a, 0x4223272ca7b59d49, 0x3dcb194783b8c4a4, 0x4e413c01ed1302e4,
            0x6d999127e17e44ce, 0xee86bf7533b3adfb, 0xf6902fe625aa96ca, 0xb73540e4e5aae47d,
        ],
        [
            0x32801d7b1b4a158c, 0xe571c99e27e2a369, 0x40cb76c010d9f197, 0xc308c2893167c0ae,
            0xa6ef9dd3eb7958f2, 0xa7226dfc300879b1, 0x6cd0b3627edf0636, 0x4efbce6c7bc37eed,
        ],
        [
            0x75f92a058d699021, 0x586d4c79772566e3, 0x378ca5f1761ad23a, 0x650d86fc1465a8ac,
            0x7a4ed457842ba251, 0x6b65e3e642234933, 0xaf1543b731aad657, 0xa4cefe98cbfec369,
        ],
        [
            0xb587da909f47befb, 0x6562e9fb41312d13, 0xa691ea59eff1cefe, 0xcc30477a05fc4cf6,
            0xa16324610b0ffd3d, 0xa1f16f3b5b355956, 0x5b148d534224ec24, 0xdc834e7bf977012a,
        ],
        [
            0x7bfc5e75b2c69dbc, 0x3aa77a2903c3da6c, 0xde0df03cca910271, 0xcbd5ca4a7806dc55,
            0xe1ca58076db476cb, 0xfde15d625f37a31e, 0xf49af520f41af416, 0x96c5c5b17d342db5,
        ],
        [
            0x155c43b7eb4ceb9b, 0x2e9930104e77371a, 0x1d2987da675d43af, 0xef2bc1c08599fd72,
            0x96894b7b9342f6b2, 0x201eadf27c8e71f0, 0xf3479d9f4a1f3efc, 0xe0f8a742702a9704,
        ],
        [
            0xeafd44b6b3eba40c, 0xf9739f29c1c1e0d0, 0x0091471a619d505e, 0xc15f9c969d7c263e,
            0x5be4728583afbe33, 0xa3b6d6af04f1e092, 0xe76526b9751a9d11, 0x2ec5b26d9a4ae4d2,
        ],
        [
            0xeb66f4d902f6fb8d, 0x4063c56196912164, 0xeb7050c180ef3000, 0x288d1c33eaa5b3f0,
            0xe87c68d607806fd8, 0xb2f7f9d54bbbf50f, 0x25972f3aac8d6627, 0xf854777410e8c13b,
        ],
        [
            0xcc50ef6c872b4a60, 0xab2a34a44613521b, 0x39c5c190983e15d1, 0x61dde5df59905512,
            0xe417f6219f2275f3, 0x0750c8b6451d894b, 0x75b04ab978b0bdaa, 0x3bfd9fd4458589bd,
        ],
        [
            0xf1013e30ee9120b6, 0x2b51af9323a4743e, 0xea96ffae48d14d9e, 0x71dc0dbe698a1d32,
            0x914962d20180cca4, 0x1ae60677c3568963, 0x8cf227b1437bc444, 0xc650c83bc9962c7a,
        ],
        [
            0x23c2c7ddfe7ccfc4, 0xf925c89d1b929d48, 0x4460f74b06783c33, 0xac2c8d49a590475a,
            0xfb40b407b807bba0, 0x9d1e362d69ff8f3a, 0xa33e9681cbef64a4, 0x67ece5fa332fb4b2,
        ],
        [
            0x6900a99b739f10e3, 0xc3341ca9ff525925, 0xee18a626a9e2d041, 0xa5a8368529580ddd,
            0xf3470c819d7de3cd, 0xedf025862062cf9c, 0xf43522fac010edb0, 0x3031413513a4b1ae,
        ],
        [
            0xc792e02adb22b94b, 0x993d8ae9a1eaa45b, 0x8aad6cd3cd1e1c63, 0x89529ca7c5ce688a,
            0x2ccee3aae572a253, 0xe02b643802a21efb, 0xa7091b6ec9430358, 0x06d1b1fa9d7db504,
        ],
        [
            0x58846d32c4744733, 0x40517c71379f9e34, 0x2f65655f130ef6ca, 0x526e4488f1f3503f,
            0x8467bd177ee4a976, 0x1d9dc913921363d1, 0xd8d24c33b069e041, 0x5eb5da0a2cdf7f51,
        ],
        [
            0x1c0f3cb1197b994f, 0x3c95a6c52843eae9, 0x7766ffc9a6097ea5, 0x7bea4093d723b867,
            0xb48e1f734db378f9, 0x70025b00e37b77ac, 0x943dc8e7af24ad46, 0xb98a15ac16d00a85,
        ],
        [
            0x3adc38ba2743b004, 0xb1c7f4f7334415ee, 0xea43df8f1e62d05a, 0x326189059d76a3b6,
            0x2fbd0bb5a23a0f46, 0x5bc971db6a01918c, 0x7801d94ab4743f94, 0xb94df65e676ae22b,
        ],
        [
            0xaafcbfabaf95894c, 0x7b9bdc07276b2241, 0xeaf983625bdda48b, 0x5977faf2a3fcb4df,
            0xbed042ef052c4b5b, 0x9fe87f71067591f0, 0xc89c73ca22f24ec7, 0x7d37fa9ee64a9f1b,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0xcc7a64880a750c0f, 0x39bacfe34e548e83, 0x3d418c760c110f05, 0x3e4daa4cb1f11588,
            0x2733e7b55ffc69ff, 0x46f147bc92053127, 0x885b2434d722df94, 0x6a444f65e6fc6b7c,
        ],
        [
            0x7a1a465ac3f16ea8, 0x115a461db2f1d11c, 0x4767dd956c68a172, 0x3392f2ebd13a4698,
            0xc7a99ccde526cdc7, 0x8e537fdc22292b81, 0x76d8cf69a6d39198, 0xffc5ff432446852d,
        ],
        [
            0x6d0b16f4bdaedfbd, 0x23fd326086746ced, 0x8bfb1d2fff4b3e17, 0xc7f2ec2d019c14c8,
            0x3e0832f245104b0d, 0x5f00dafbadea2b7e, 0x29e5cf6699fbfb0f, 0x264f972361827cda,
        ],
        [
            0x97b14f7ea90567e6, 0x513257b7b6ae5cb7, 0x85454a3c9f10903d, 0xd8d2c9ad69bc3724,
            0x38da93246b29cb44, 0xb540a21d77c8cbac, 0x9bbfe43501918e42, 0xfffa707a56c3614e,
        ],
        [
            0x6eb1a2f3e30bc27f, 0xe5f0c05ab0836511, 0x4d741bbf4965ab0e, 0xfeec41ca83464bbd,
            0x1aca705f99d0b09f, 0xc5d6cc56f42da5fa, 0x49964eddcc52b931, 0x8ae59615c884d8d8,
        ],
        [
            0x0ce4e3f1d4e353b7, 0x062d8a14ef46b0a0, 0x6408d5ab574b73fd, 0xbc41d1c9d3273ffd,
            0x3538e1e76be77800, 0x71fe8b37c5655031, 0x1cd916216b9b331a, 0xad825d0bbb388f73,
        ],
        [
            0xf634b57b39f8868a, 0xe27f4fd475cc69af, 0xa47e58cbd0d5496e, 0x8a26793fd323e07f,
            0xc61a9b72fa30f349, 0x94c9d9c9b696d134, 0x792beca85880a6d1, 0xbdcc4645af039995,
        ],
        [
            0x56c2e05b1cb76219, 0x0ec0bf9171567e7e, 0xe7076f8661c4c910, 0xd67b085bbabc04d9,
            0x9fb904595e93a96a, 0x7526c1eafbdc249a, 0x0d44d367ecdd0bb7, 0x953999179dc0d695,
        ],
        [
            0xce7ef8e58c796c3c, 0x9adaae84dd66e57a, 0x784ae13e45227f33, 0xb046c5b82a85e757,
            0xb7aa50aeec37631f, 0xbedc4fca3b300758, 0x0f82567e0ac9700b, 0x1071d9d44ff5f8d2,
        ],
        [
            0x61360ee99e240d18, 0x057cdcacb4b94466, 0xe7667cd12fe5325c, 0x1fa297b521974e3b,
            0xfa4081e7db083d76, 0x31993be6f206bd15, 0x8949269b14c19f8c, 0x21468d72a9d92357,
        ],
        [
            0xd09ef6c4e51a2811, 0x39f6862bb8fb66b9, 0x64e77f8d22dfaa99, 0x7b10504461b08aac,
            0x71704e4c4a7df332, 0xd09734342ffe015b, 0xab0eaf4408d3020e, 0x28b1909eed63b97a,
        ],
        [
            0x2ccbc583a4c506ec, 0x957ed188d1acfe97, 0x8baed83312f1aea2, 0xef2a6cb48325362d,
            0x130dde428e195c43, 0xc842025a0e6050c6, 0x2da972a708686a5d, 0xb52999a1e508b4a8,
        ],
        [
            0x2f3fa882cdadcd4f, 0xa4ef68595f631995, 0xe52ca2f9e531766f, 0x20af5c3057e2c1d3,
            0x1e4828f6e51e94b8, 0xf900a1751a2f5d4f, 0xe831adb3392c58a0, 0x4c5a90ca1b6e5866,
        ],
        [
            0xd9f090b910a5a8bd, 0xca91d249096864da, 0x8e6a93be3f67dbc1, 0xacae6fbaf5f4764c,
            0x1563c6e0d21411a0, 0x28fa787fda0a4ad8, 0xd524491c908c8030, 0x1257ba0e4c795f07,
        ],
        [
            0x5f3dcba86182827c, 0xd1a448ddbd7e7252, 0x2d8f96fcf493b815, 0xba0a4c263b0aa95f,
            0x88a1514063a0007f, 0x9564c25e6a9c5846, 0x5a4d7b0fdc0fcbca, 0x2275daa33f8a740e,
        ],
        [
            0x83f49167ceca9754, 0x426d2cf64b7939a0, 0x2555e355723fd0bf, 0xa96e6d06c4f144e2,
            0x4768a8dd87880e61, 0x15543815e508e4d5, 0x09d7e772b1b65e15, 0x63439dd6ac302fa0,
        ],
        [
            0x159591cc0461086b, 0xb695aa9495e66e51, 0x2d4c946779ded531, 0xbd2482ba89c2be79,
            0x8ee2658aa20bbf19, 0xc000528a32247917, 0xd924be4affeae845, 0x51312bebed992c8b,
        ],
        [
            0xb93f802fc14e35c2, 0x71735b7c4341333c, 0x03a2510416d4f362, 0x3f4d069bbf433c8e,
            0x0d83ae01f78f5a7c, 0x50a8ffbe7c4eed07, 0xc74f890676e10f83, 0x7d0809669ddaf8e1,
        ],
        [
            0x3a01b958dc752bd9, 0x2babdbc20c215d45, 0xe689d79a131641c1, 0x48e8f0da80e05ed4,
            0x4b505feb77bb70c4, 0xefbd3e2bb6057ef7, 0x7583e22dce603ca5, 0xfbe3b1f22c5c70c7,
        ],
        [
            0xb11df8e1698e04cc, 0x877be203169005c8, 0x32749e8c4f3c6179, 0x2dbc9d0a7853fc05,
            0x187d4f939454d937, 0xe682ce9db4800e1b, 0xa9129ad8165e68e8, 0x0fe29735be7f785b,
        ],
        [
            0x8ec1ecf029e5e35a, 0x2f3168e58645c2b3, 0xe9297362c7f94cb2, 0x4fbf1466d1c90b39,
            0x3e4f7656920bae2a, 0x805d04b9f1beb172, 0x729a7208dbdbd4b4, 0x1aade45687aeca53,
        ],
        [
            0x5303f40c5b9e02b7, 0xa37c969235ee04e8, 0x5f46cc2034d6632b, 0x55ef72b296ac545b,
            0xabec5c1f7b91b062, 0x0a79e1c7bb33e821, 0xbb04b4283a9f4117, 0x0de1f28ffd2a475a,
        ],
        [
            0xb0ff1f541934a508, 0x19e1397604bbf31a, 0xb2a8e6033717a6b4, 0xd601e45d0ef12cb9,
            0x563f0af5b515e98e, 0x9b129db633984f9b, 0xe34aba2fa47e4a65, 0xb56f82d19e3f9d82,
        ],
        [
            0x31019ccf3a4434b4, 0xa34581111a7954dc, 0xa9dac80de34972a7, 0xb043d05474f6b8dd,
            0x021c319e11137b1a, 0x00a754ceed5cc03f, 0x0aa2c794cbea5ad4, 0x093e67f470c015b6,
        ],
        [
            0x0203effdb1209b86, 0x21f063edb19d6cbf, 0x59f53476980f275b, 0x202456d7b7ac5e80,
            0xe5a8c05f4900edc9, 0x04c08eb470f01e86, 0xf74ac2241dcd98ce, 0x7e77cc0ce2e830db,
        ],
        [
            0x72cdfee9c97e3f6b, 0xc10bcab4b6da7461, 0x3b02d2fcb59806b9, 0x85185e89a1de6f47,
            0x39e6931f0eb6c4d4, 0x4d4440bdd4fa5b04, 0x5418786e34be7eb8, 0x6380e5219d7259bc,
        ],
        [
            0x74e37234a9747ede, 0x4fc9fbb1361b1013, 0xe7b533733cf357ef, 0x6aa2dd2c991c4193,
            0x7887e4d2a770917a, 0xdd1809b4c20d24cb, 0x004cd7c38e9c2d3e, 0xc77c5baba9970abe,
        ],
        [
            0x20ac0351d598d710, 0x272c4166cb3a4da4, 0xdb82fe1aca71de1f, 0x746e79f2d8f54b0f,
            0x6e7fc7364b573e9b, 0x75d03f46fd4b5040, 0x5c1cc36d0b98d87b, 0x513ba3f11f472da1,
        ],
        [
            0x52927eaac3af237f, 0xfaa06065d7398767, 0x042e72b497c6ce0b, 0xdaed0cc40a9f2361,
            0xddc2e11c2fc1bb4a, 0x631da5770c1a9ef8, 0x8a4cfe44680272bf, 0xc76b9f7262fb5cc3,
        ],
        [
            0x79d0af26abb177dd, 0xf82ab5687891d564, 0x2b6768a972232173, 0xefbb3bb08c1f6619,
            0xb29c11dba6d18358, 0x519e2797b0916d3a, 0xd4dc18f09188e290, 0x648e86e398b0ca7f,
        ],
        [
            0x248f814538b3aae3, 0xb5345864bc204334, 0x66d6b5bc1d127524, 0xe312080d14f572d3,
            0x13ed15a716abafeb, 0x6f18ce27dba967be, 0x96c9e826ef08552d, 0x2c191b06be2b63e0,
        ],
        [
            0x859d3145983c38b5, 0xb14f176c637abc8b, 0x2793fb9dcaff7be6, 0xebe5a55f35a66a5a,
            0x7cec1dcd9f87dc59, 0x7c595cd3fbdbf560, 0x5b543b2226eb3257, 0x69080646c4c935fd,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0xb93452381d531696, 0x57201c0088cdde69, 0xdde922519a86afc7, 0xe3043895bd35cea8,
            0x7608c1e18555970d, 0x8267dfa92535935e, 0xd4c60a57322ea38b, 0xe0bf7977804ef8b5,
        ],
        [
            0x6233ea68c094dbb5, 0xb77d062ed968d410, 0x3e719bbc58b3002d, 0x68e7dd3d3dc49d58,
            0x8d825740013a5e58, 0x213117473c9e3c1b, 0x0cb0a2a77c99b6ab, 0x5c48a3b3c2f888f2,
        ],
        [
            0x4c5c4be12927d4ca, 0xb0f23f16518f848e, 0x84f789220c757bcb, 0x35bd1cbb325deb96,
            0xbdb186fb7d0de10a, 0xd07350e3b22c9685, 0x3f95393eef45c641, 0xb8870ff1d07b6d44,
        ],
        [
            0xc7913e91991724f3, 0x5eda799c39cbd686, 0xddb595c763d4fc1e, 0x6b63b80bac4fed54,
            0x6ea0fc697e5fb516, 0x737708bad0f1c964, 0x9628745f11a92ca5, 0x61f379589a86967a,
        ],
        [
            0x64cf0a6547a2659f, 0x1218f43033380bcb, 0xfc1de4e40fd98a74, 0xaec4ec8ff09eedb8,
            0xde6db5e195c56083, 0x3307b05607dc16a1, 0x1482c186c0d47097, 0xa08319ac514c3a66,
        ],
        [
            0x5320fd610979e6b3, 0x1d0bd3e593d40723, 0x0ac006fcaa80bacc, 0xb1d9c60ed2002515,
            0x610e7ed0af780b92, 0xf5bf446e80a9ce31, 0x441c011d3c20b54b, 0x77f76da1191596c3,
        ],
        [
            0x972e5b2b4d4094b4, 0x4b49954f5e96de5f, 0x6ca8e40a4f870d59, 0x9ee2886f45a68def,
            0xae0260ecc4439a13, 0x45aecd3eb4cfb71f, 0x50c5d9b64e327620, 0x470adadb86182cf3,
        ],
        [
            0x9af39b2caa665072, 0x78322fa4efd324ef, 0x3d153394c327bd31, 0x81d5f2713129dab0,
            0xc72e0c42f48027f5, 0xaa40cdbc8536e717, 0xf45a657a2d369d0f, 0xb03bbfc4ea7f74e6,
        ],
        [
            0x4ab70789f37c69f0, 0x3226d87801c5802d, 0x4fe7424c360df497, 0x9eaed4e55f890d50,
            0x208e995cdd3729c6, 0xf743bd5cd00deaf3, 0xfe5a1310f161847d, 0x34e775a2941a3f25,
        ],
        [
            0x7a04d5429b6a42ea, 0xfa597e853daf41b9, 0x4c58ec27726b0b89, 0xed8eb16a030d43de,
            0x65e1e5e1ec9dcf57, 0xb7a770c1697cff81, 0x1e6d918f9f6e2b22, 0x7c277a9ac64e82b7,
        ],
        [
            0xe5c869c87b1f35cf, 0x29fa693755d1d237, 0x05c574eede579c44, 0x45bb912b336d590c,
            0x5d172d85777d4deb, 0x1a37cca97b6c6567, 0x1ca1433a25373a8a, 0xd23c94a81c77353a,
        ],
        [
            0x46a8c4180d738ded, 0x6f1a5bb0e0de5729, 0xf10230b98ba81675, 0x32c6f30c112b33d4,
            0x7559129dd8fffb62, 0x6a281b47b459bf05, 0x77c1bd3afa3b6776, 0x0709b3807829973a,
        ],
        [
            0x7989227cc935a361, 0xfd17f8aae39a0a7e, 0x2e5c5e86269163ba, 0x07c98e78c663eaf4,
            0x64e8209a422ea36e, 0x1be8b3914c6a0882, 0x4bac4503ec4fa55e, 0xbaeea7caad7868df,
        ],
        [
            0x0875e0c1da36cb47, 0xfdf5b7cb1e0210f0, 0x7e0c7e4d3a3787c8, 0xf043f5262b1c741f,
            0x76df1b006d74d72d, 0x0514df7338b45ba9, 0xaecf7c3e0a6b797a, 0x5e30b285ddeaac39,
        ],
        [
            0xff69339cac69e3db, 0x74ecc83c59e9d6bd, 0x67237b37820a8482, 0x943a3035072dfa23,
            0x6e4210d28f48bdb8, 0x885175162eecc7f4, 0x0b05c5f4632a187f, 0xcafdfb5ed97d1d4c,
        ],
        [
            0x8c26b232a3326505, 0x38d69272ee1d41bf, 0x0459453effe32afa, 0xce8143ad7cb3ea87,
            0x932ec1fa7e6ab666, 0x6cd2d23022286264, 0x459a46fe6736f8ed, 0x50bf0d009eca85bb,
        ],
        [
            0x06c16bba3da2ebb4, 0xf35b21bb32557c3e, 0x95b1231230076711, 0x873aa0761b7611f0,
            0x31f69026ea3a6d61, 0x7ac9b86b42a6be4c, 0xd3b5d7c74b6c2802, 0xcd4894acab281de0,
        ],
        [
            0x15c78f7d605238a5, 0xe9d87842448496ab, 0xcfcf75d0d210acc1, 0x2948f2295c8c14e2,
            0xe81fd76de8daf0cb, 0xd02d11e4a03be800, 0x0c4df3518778d30c, 0x3482bc96965139cb,
        ],
        [
            0xefa0d70149811d68, 0xe4f6c8e51ea1a04e, 0x5990e1fd82237640, 0xefa225f91d80db96,
            0x17431c953a96ccda, 0x461baac1fc3fa192, 0x3be2f407bbc184b4, 0xd776de1d0d05d39c,
        ],
        [
            0x0b825852877a21ec, 0x300414a70f537a94, 0x3f1cba4021a9a6a2, 0x50824eee76943c00,
            0xa0dbfcecf83cba5d, 0xf953814893b4f3c0, 0x6174416248f24dd7, 0x5322d64de4fb09dd,
        ],
        [
            0xf1b09ed2dc73a705, 0x142b00c801a11a6e, 0x726484b098a132c9, 0xf3b5ef6326e1567a,
            0x43bed2d0574bfc03, 0x74791e38768f722f, 0x7a189fb34ce97ed8, 0x2b9b2c96168a5f43,
        ],
        [
            0x56b6cf278a448bbc, 0x0ca898dfc85251da, 0x9082cad836e79b24, 0x2e7b9ed31a8e51a7,
            0xdc7d318a43e1c802, 0x4750e523cbf8689d, 0x9887a072f0071b1a, 0x52090f87814bfdc1,
        ],
        [
            0x4821852e8d736eb9, 0x29a928d3544c1e6b, 0x1aa411ae77800586, 0xe94d067b1b0a5793,
            0xb59d8b4ba65e46ad, 0x3c62ba87cd941804, 0xfdb54b789920e61b, 0xe923f2840a181aac,
        ],
        [
            0x574473843d9325f3, 0xa9bef2d0f371cb84, 0x77d2188ba61e36c5, 0xbbd6a7d7c602df72,
            0xba3aa9028f61bc0b, 0xf49085ed6ed0b6a1, 0x8bc625d6ae6e8298, 0x832b0b1da2e9c01d,
        ],
        [
            0xc2b45c8270d1caa0, 0x44ce41d0724ab557, 0x57984bac138271fd, 0x67e0c934cb3608c8,
            0xc888fa455455f703, 0xe9c5b8b4727b02b0, 0xdc3ef0f07c7130a4, 0xd9e4bea34b09270c,
        ],
        [
            0x5bebf2196196bc6e, 0x0e66736bef097efd, 0x1128f3b8ea87293a, 0x2998e4056addfcde,
            0x55cc31b85d16c961, 0x87a434e12418f056, 0x2e94aaccdc9fe819, 0x94a486c1a56490c6,
        ],
        [
            0x8a4d83d4cb8d2bb3, 0xea796aa8ffd2b1fd, 0x6575ab5104ca79f6, 0xf4f0d536c46b86cf,
            0x461ec5d9670e6b58, 0x705053f80eaed108, 0xdaf45bce14dd16f7, 0x406f2d49c4b2cf65,
        ],
        [
            0xa337c447f1f0ced1, 0x800cc7939492dd2b, 0x4b93151dbea08efa, 0x820cf3f8de0a741e,
            0xff1982dc1c0f7d13, 0xef92196084dde6ca, 0x1ad7d97245f96ee3, 0x319c8dbe29dea0c7,
        ],
        [
            0x6d1cdc80e82ef5f8, 0x095df9f02f1c7fb3, 0xc87f34b9a3cfd888, 0xd5d77095340208e1,
            0x4a1aece4918851cb, 0xd7b1f5c1602b7142, 0xf0d39813c6524f82, 0xf6d96eae6bb01db5,
        ],
        [
            0x1ff2385bde259ec8, 0xf6b0836a30f67b0d, 0x04cc65b006661cff, 0x467e6358d4230f5c,
            0xce468c802dbed3d3, 0x7b984262f1920da6, 0x34d257421537479f, 0x5c8aa88c87bb8de1,
        ],
        [
            0x32f768a154afa56a, 0xa51eeca3faf184e5, 0x20cecb44618c7468, 0x3434d15f87862cc0,
            0x713c3811aef55df6, 0x2cd7c04981e3f8f0, 0xee68d439ff2f99be, 0x79b64ee72b5da6a6,
        ],
        [
            0xd3ea38717b82b99b, 0x75922d4d470eb624, 0x8f66ec543b95d466, 0x66e673ccbee1e346,
            0x6afe67c4b5f2b89a, 0x3de9c1e6290e5cd3, 0x8c278bb6310a2ada, 0x420fa3840bdb323b,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0x646f96796424c49b, 0xf888dfe867c241c9, 0xe12d4b9324f68b49, 0x9a6b62d8a571df20,
            0x81b4b26d179483cb, 0x666f96329511fae2, 0xd281b3e4d53aa51f, 0x7f96a7657f3dbd16,
        ],
        [
            0x8553d37c051af62b, 0xe9a998eb0bf94496, 0xe0844f9fb0d59aa1, 0x983fd558e6afb813,
            0x9670c0ca65d69804, 0x732b22de6ea5ff2d, 0xd7640ba95fd8623b, 0x9f619163a6351782,
        ],
        [
            0xf167b4e0bdefdd4f, 0x69958465f366e401, 0x5aa368aba73bbec0, 0x121487097b240c21,
            0x378c323318969006, 0xcb4d73cee1fe53d1, 0x5f50a80e130c4361, 0xd67f59517ef5212b,
        ],
        [
            0x332f81088cad38c0, 0x471b7e906bd68ae2, 0x56ac3fb20d8e27a3, 0xb54660db136b4b0d,
            0x123a1e11a6fd8de4, 0x44dbffeaa37799ef, 0x4540b977ce6ac17c, 0x495173a8af60acef,
        ],
        [
            0xeb4437434573eab0, 0x11570dfbd1ac6031, 0xf7d9b45b44dd9afd, 0xb8066add22067231,
            0x15f92ad8f8a3f0b4, 0x9e0e4899e0ace2a2, 0xbdcd0aadfab38b80, 0x46506ae917020052,
        ],
        [
            0x429a69f78fca399d, 0xfe9e27d20207bb63, 0xec655ed68788f582, 0xa426d748adb75f6e,
            0x18695c02ca81c66d, 0x84fb8d27a531d425, 0x3a3a8956deff48ba, 0xaf1d0d56766d2247,
        ],
        [
            0x5a059565352c4b5c, 0x49261531590bc3e2, 0x809f7521f66f9f5f, 0x2baef6bfc70a4a9b,
            0xe7e6fa6509ed3561, 0x11370233984b230c, 0x2151659bd04cdc69, 0xbdb83c63f007d416,
        ],
        [
            0x9ebb284d391c2a82, 0xbcdd4863158308e8, 0x006f16ec83f1edca, 0xa13e2c37695dc6c8,
            0x2ab756f04a057a87, 0xa8765500a6b48f98, 0x4252face68651c44, 0xa52b540be1765e02,
        ],
        [
            0xcb35a1a85ca37ff0, 0xe1a04f1ccd2f1c8f, 0x238816ce15a26112, 0xe206a111095b177e,
            0x3c10b6048a424149, 0xc6a3f56774752cfb, 0xbf16a37a47f1dbb8, 0x7c372f9ad31a3dfb,
        ],
        [
            0x122d05b5c20b4d2a, 0xff659cf50c662a67, 0xed57c128e8ffc9e9, 0x0fbb15859e987683,
            0xadd70df247319a2b, 0x4b98baba374be470, 0xf03d747356a7b307, 0x342e696e3efebf30,
        ],
        [
            0xf84b48f7864ac537, 0x04713409a6940d3d, 0x014db22d6174c7ae, 0xc73a1c438c213034,
            0x18ac4ea5ffdd93ec, 0x724fc7576102783e, 0x9fe13fcc91c3e83f, 0x92a8c2c8f08f0bf5,
        ],
        [
            0x7f2e22fd8f67f6de, 0xab018833d8693177, 0x266d1db6863eca95, 0x6bb7732b31b5ef2b,
            0x4fa927c6915f80ce, 0x6fa1d6d25f90efd8, 0x7bd75de8456b48ad, 0xd2cb507a845b6429,
        ],
        [
            0xa72cf82ae255d7ec, 0x52025c23a460e204, 0x10ae542d7d5b0a44, 0xa85143109305aeda,
            0x958315f5a14bbfe8, 0x3f361826385365fe, 0xc2b3a36b66d95040, 0x12c7b3347cf4eda2,
        ],
        [
            0xa545b4d1e744119d, 0x4c93b169829a71e7, 0x2dbb908c6117fcbf, 0x4dc97320b35a3d85,
            0x94c04f856bf88105, 0x452e1bce1b51bc1f, 0x0c41ff50b3013af3, 0xf07af445224d7e24,
        ],
        [
            0xbdb9e57ca3d24f6a, 0x8a8246d7f345a763, 0x73bd2a6d98cfbb5f, 0x1dd8e85e86ed04db,
            0x76f2da42c01f420b, 0x7ef0547364407bc7, 0x7e98ba7faff548f5, 0x6b7afbeefd30b64a,
        ],
        [
            0x4f922fc516a0d2bb, 0x0d5cc16c1a623499, 0x9241cf3a57c62c8b, 0x2f5e6961fd1b667f,
            0x5c15c70bf5a01797, 0x3d20b44d60956192, 0x04911b37071fdb52, 0xf648f9168d6f0f7b,
        ],
        [
            0x067639eaeb2572f8, 0xb0cef632d70853ce, 0xd87f1f31e9989004, 0x94aa7236a26582c0,
            0x4211b8e5b0c2c656, 0x05aaa79ba257414e, 0x0672f841e0f09ab0, 0xa3c5f9bf3ec81c65,
        ],
        [
            0x4cf6379ae003f0fa, 0x7917e0871e75c8b0, 0x1dc059fca1383c9f, 0xa8614ea664480967,
            0xc34d0d0179625dd1, 0x7d47a1e14200e788, 0xaef99d1ea754a59d, 0x1c812d0049b14178,
        ],
        [
            0xa4a11bb60877b3a7, 0x244d11a62cd521a9, 0x464b19b7bff5c62c, 0x27f3eba79076657c,
            0x483abf970c7581a9, 0x2ef108e0ae0b22f3, 0xd603f3665064bcd5, 0xcf4875a75bf5025e,
        ],
        [
            0xab9302e5d0d5d22c, 0xd0a7e6b030124030, 0xe262c57b4f0aa1f4, 0x497a58a50bba202e,
            0x109fd21ee6cfccac, 0xb596cce68a1927ec, 0x48b9f7e83b02e85a, 0xbf7ef83c08591134,
        ],
        [
            0xe05e91b162edc562, 0xb5e1fe7262bcd185, 0x1d526908b8105b19, 0x0d11447e896bbb22,
            0x647aaa492c2213f0, 0xf6c9f8c62e2fc14b, 0x90ca259abc4168c6, 0x3bb92762dd8e3461,
        ],
        [
            0x157fc0945b20189a, 0x6e72c62d0bf5c8ab, 0xf7f489e1357750b7, 0x18511ab2f87d31c5,
            0xa4267827005f35c5, 0xa28ca0549480ed6d, 0x20efde7c77247db2, 0x5e160439a4149d60,
        ],
        [
            0x5c10b148f3deae70, 0x02044b536eabc433, 0x1e82790cfe63f18e, 0x2886b65aaa695ff1,
            0x994fdf934627a4ed, 0xe9b4dec0872eb0b9, 0x4c0bec8d58f7a28f, 0xc30c4dedeaf9c5fe,
        ],
        [
            0x6dc1acafe60b7cf7, 0x25860a5084a9d869, 0x56fc6f09e7ba8ac4, 0x828c5bd06148d29e,
            0xac6b435edc55ae5f, 0xa527f56cc0117411, 0x94d5045efd24342c, 0x2c4c0a3570b67c0d,
        ],
        [
            0x69f63538b65579cd, 0xd070605cadf933a1, 0x017e870583be9f6c, 0xe9442faab247b8a1,
            0x54eeff9e540d3d68, 0x1f3edeabcae3be19, 0x95c528b07035311b, 0xb35d3ab796bcc0a7,
        ],
        [
            0x9bca3cfa5ed398b5, 0x6a60b4651353ddd7, 0x905c17bb1a1c51d1, 0x27a304817f5cf91b,
            0xc4660cf39ed6bf0a, 0xb0b03fb1f79e1d56, 0xe3a13bf136001354, 0x9a7250541f2b2b2a,
        ],
        [
            0xb4897d052106e16d, 0x85bbdf9b50a07f8c, 0x42632a3d6c49ffd7, 0xb7885e7c600720b8,
            0x6fa47fdcdeb694ac, 0x384614f58ae0d179, 0x78fcba29bd124ab3, 0xbb113d9e748f12ea,
        ],
        [
            0x3c23ef99a7cd3018, 0x2c3fc50683defd8f, 0xf97a45ff2b88499b, 0xaeaa3221346e7f6a,
            0xe747348450f32730, 0xc2c0b8bb0fd6ca41, 0xa9882079af17c114, 0x0635f7a61bde7204,
        ],
        [
            0xc3b013d0f38493fe, 0xa32cae9607baf718, 0x371da6c22095b3ba, 0x031c0abdb041909e,
            0x11cc6dbe431a9e60, 0x7e9194765bf38f6e, 0xbe47f076462a4a33, 0x33b3c9df3041b830,
        ],
        [
            0xa7d74d4e7b63bd85, 0xea36c65543e23da6, 0xcd7b7d7fe5a79629, 0x1fb1f74713cac01d,
            0xaa0fe1459028ded3, 0xb123ca3b19572097, 0x21a8746d74838677, 0x1cfc7acb63abccc6,
        ],
        [
            0x02653302e5053d70, 0x3c33e35bb8c6bfc9, 0xa72c4b409a021ee9, 0xe11b800d3f6527e4,
            0x8fc1d44ab6dc37b5, 0x5d8606b5f580e474, 0xdf25754a87b5b0fa, 0xbaf50ce8bb692a5e,
        ],
        [
            0x027cc8b8fac61d9a, 0x7d25e062e3c6fe8a, 0xe08805bfe5bff503, 0x13271e6c6ff632f7,
            0x55dca6c0232f76a5, 0x8957c32d701ef426, 0xee728bcba10a5178, 0x5ea60411b62c5173,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0x9ad5462bb4d8bc50, 0x181c0b16a9195770, 0xebd4fe1c78412a68, 0xae0341bcc0dff48c,
            0xb6bc45cf7003e866, 0xf11a6dea8a24a41b, 0x5407151ad04c24c2, 0x62c9d27dda5b7b68,
        ],
        [
            0x0a50b12e523b8bf6, 0x8009eb5b8f910c1b, 0xf535af824a167588, 0x0f835f9cfb2a2abd,
            0xf59b29312afceb62, 0xc797df2a169d383f, 0xeb3f5fb066ac02b0, 0x029d4c6fdaa2d0ca,
        ],
        [
            0xb82226052b7ce542, 0xe6d4ce997472bde1, 0x53e16ebe09d2f4da, 0x180ff42e53b92b2e,
            0xc59bcc022c34a1c6, 0x3803d6f9422c46c2, 0x18aff74f5c14a8a2, 0x55aebf8010a08b28,
        ],
        [
            0x58af2010f5b343bc, 0x0f2e400af2f142fe, 0x3483bfdea85f4bdf, 0xf0b1d09303bfeaa9,
            0x2ea01b95c7081603, 0xe943e4c93dba1097, 0x47be92adb438f3a6, 0x00bb7742e5bf6636,
        ],
        [
            0x137a4fb486df2a61, 0xa1ed9c07ecf7b4a2, 0xb2e460e27bd042ff, 0xb7f5e2fa5f62f5ec,
            0x7aa6ec6bcc2423b7, 0x75ce0a7fba63eea7, 0x67a45fb1f250a6e1, 0x93bc919ce53cdc9f,
        ],
        [
            0xec2fccaaddce3345, 0x2a6811b7012a4350, 0x96760ff1ac598bdc, 0x054d652ad1bf4128,
            0x0a1151d492a21005, 0xad7f397133110fdf, 0x8c95928c1960100f, 0x6c91c8257bf03362,
        ],
        [
            0x19e6125dec3f1dec, 0x07b1f040911178da, 0xd93ededa904a6738, 0x55187a5a0bebedcd,
            0xf7d04722eb329d41, 0xf449099ef170b391, 0xfd317a69ca99f828, 0x50c3db2b34a4976d,
        ],
        [
            0xb674481b7bfe7178, 0x4e1debae65405868, 0x061b2821c48c867d, 0x69c15b35513b30ea,
            0x3b4a166636871088, 0xe5e29f5d1220b1ff, 0x4b82bb35233d9f4d, 0x4e07633318cdc675,
        ],
        [
            0x78d2e8dfcb564473, 0x4349a97357d5621a, 0x9d835d89218f8b24, 0x01fe7bc5079b6ee2,
            0xe57f2a2b5b3b5dce, 0x5a8637b75fe55565, 0x83ff34aea41dbae7, 0xfce1199c950a7a8f,
        ],
        [
            0x374f541f3e707706, 0x9a4d3638a831d0cf, 0x4ab4f4831518ca04, 0x54e3ee5dfe38c318,
            0x383ae36403c8819b, 0xa9d1daa12e17864c, 0x245a97b350eeaa5b, 0x5362d00999bf4e83,
        ],
        [
            0xfc0313c29bd43980, 0x9c954b70f172db29, 0x679bdcb7f954a21a, 0x6b48170954e2e4fc,
            0x318af5f530baf1d0, 0x26ea8a3ccbf92060, 0xc3c69d7ccd5ae258, 0xa73ba0470ead07c9,
        ],
        [
            0x3a63c39731815e69, 0x6df9cbd6dcdd2802, 0x4c47ed4a15b4f6af, 0x62009d826ac0f978,
            0x664d80d28b898fc7, 0x72f1eeda2c17c91f, 0x9e84d3bc7aae6609, 0x58c7c19528376895,
        ],
        [
            0xdcff7630d9294f07, 0x89b765d68dba8fd0, 0x553e55de8dbcaccd, 0x9b4a009eed702bf8,
            0xf6e534dd27b8ca0d, 0xc4496b346177fd52, 0x378ce6f6c87bb7b7, 0x68633d4844cc19f0,
        ],
        [
            0x73deb9915e422063, 0x7ad264274a751bc0, 0xe6dce2224414344f, 0xad01eff785811f28,
            0x25486590ba68b72b, 0xdb93264a203635af, 0x1eb01f8a2822660a, 0xae2dcee8ee598c64,
        ],
        [
            0x3559e7b67dc17874, 0xd0caf0ef8195cc2a, 0x07c067880cd24dd9, 0x01a99ea002857c41,
            0xd86579e490f82f63, 0xb1e0658ae41c9237, 0x075ffafd93fd1e79, 0x6e70403547f60b8f,
        ],
        [
            0x0d53f5c7a3e6fced, 0xe8cbbdd5f45fbdeb, 0xf85c01df13339a70, 0x0ff71880142ceb81,
            0x4c4e8774bd70437a, 0x5fb32891ba0bda6a, 0x1cdbebd2f18bd26e, 0x2f9526f103a9d522,
        ],
        [
            0x765186dabe51b0a6, 0x5376e9f473ce9088, 0xe3ed800b5b5bd85a, 0x242895524dc1e604,
            0xe76dcc47ef27d35e, 0x4396eed69000a67d, 0x73b33ba084de92c1, 0x226453ae377601fe,
        ],
        [
            0xecfc6075c1f7e9c2, 0x6a217620be5aec34, 0x3781d0549ea33ba8, 0x84ef35abd86b85d4,
            0x914aa33c461fee83, 0xf311e5c9b25f7d6c, 0xc6110daac33d495c, 0x8a7ee583818554b9,
        ],
        [
            0x3612732aa7f4ec0e, 0xee3e88d09d71348f, 0xb7a107e47599cfdb, 0x1f5de7e8611b51c6,
            0xd6a11d591051aaaa, 0x3de531f055f0c386, 0x09f95c7309f20e66, 0x6421aa1a9e414b79,
        ],
        [
            0xa752c905a8271d7e, 0x4735dfa558e5810b, 0xe18a44ee5d925aeb, 0x9708697f13c8a853,
            0x8377d540bfcc9a0b, 0x7b27e01ce574d403, 0x3d3d180ccf60a8a6, 0xe48ef152f1c298bf,
        ],
        [
            0xb8b660b1b829b060, 0x9fa73ef15f55c69b, 0xc75f19ecef207888, 0xb19b2b60282b129e,
            0xb2f327eebf4730c7, 0xeb9df659c973c0be, 0xd14913c165c1db98, 0x80f57dd4f79d1a9c,
        ],
        [
            0x1104026f66392821, 0x253dbef7e1798449, 0x3c4b34373f3e5618, 0x5b5546d62c64e041,
            0xadb5327957c5762b, 0x5dcbd0f092958df3, 0x2c457444f64fbdbe, 0xb4abc3821d408175,
        ],
        [
            0x0c2de79be919d779, 0x1584694a242e78bd, 0xa4756d94f61376c9, 0xfbcca7bc34dc2798,
            0x5e875319108df0a1, 0xe2ec01ae293e899d, 0xc928a4ef92357091, 0xd5a28987f62ed065,
        ],
        [
            0x313a2e8c0aeaa3c0, 0x89f46d9eabe85b0a, 0xd2889ebd2da97d3a, 0x9484026a103f8cba,
            0x52159f8a87d83b5f, 0xdb2220d6b1ef0295, 0xbda0746e03c01acf, 0x4f97b2a714419fe3,
        ],
        [
            0xac0436f72555209f, 0x203466a2162773ec, 0xc53f8739b48e59fe, 0xb24cda2b88845660,
            0x8d74b5f9fa5e399a, 0xff3ded0b6f92255e, 0xc76c31fe045c9e0a, 0x85baa0446d2b4662,
        ],
        [
            0xb8af8bbeedf05d51, 0x8653c7a6718f8db8, 0x14feb48bcf00ffdd, 0xfcbcf7db5ca9e140,
            0x73b4ece8d9d8fdb7, 0xdc69d3682f389921, 0x10d32ee4c88bc219, 0xc04d2c27921c2d96,
        ],
        [
            0x6981fdb83d1073fd, 0x252af70d6c78200e, 0x60d0e867a9ef577e, 0x66e63fe8a413e067,
            0xbbdcb173b914153a, 0xb59ae623ccb4a0a8, 0x340530203c35b8a0, 0x19b8816f30daf2ff,
        ],
        [
            0xccbf7ac2c880e5ca, 0x8299dbee8d11c450, 0xbb27d11b0f77a6bf, 0xc601630b5edce793,
            0xdb73b9fb79e7f8ea, 0xe448bba7f4367288, 0xf5b6416fb035571b, 0x981b8f5da48891a2,
        ],
        [
            0x009690ffb4fbfaa0, 0x8bbbdab73619c6db, 0xc6d44273728356e8, 0xfd76f0d8e453ec35,
            0x775c2554aac28a29, 0x28f7af9d5c55e4f0, 0xbacf54a688e8ad4d, 0x85b018e80aa76ddf,
        ],
        [
            0x8fc8b3b909c37a93, 0x758febcba199b02c, 0x5c9b45388f3b208c, 0x7c8584def2ba90f0,
            0x52751a1cb395cce3, 0xbb59e4ebc1d45f50, 0xf7cdb911b0635dac, 0xe924d371d3243694,
        ],
        [
            0x6532c0fd6553a8d6, 0x42b8cba545165a6d, 0x9c6d88ea3cf12d92, 0x0ec93530906db0c5,
            0x494606f8eccc6cdf, 0xa7ed66fcc6387899, 0x91022e178a35ae4c, 0x28dbcae6eca7bec3,
        ],
        [
            0x40ce305192c4d684, 0x8b04d7257612efcd, 0xb9dcda366f9cae20, 0x0edc4d24f058856c,
            0x64f2e6bf85427900, 0x3de81295dc09dfea, 0xd41b4487379bf26c, 0x50b62c6d6df135a9,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0x0db2fb5ed005832a, 0x5f5efd3b91042e4f, 0x8c4ffdc6ed70f8ca, 0xe4645d0bb52da9cc,
            0x9596f58bc9001d1f, 0x52c8f0bc4e117205, 0xfd4aa0d2e398a084, 0x815bfe3a104f49de,
        ],
        [
            0x54eb3acce548b37b, 0xb38e754284d40549, 0x8c3daa517b341b4f, 0x2f6928ec690bf7fa,
            0x0496b32386ce6c41, 0x01be1c5510adadcd, 0xc04e67e74bb5faf9, 0x3cbaf678e15c9985,
        ],
        [
            0x524d226ad7ab9a2d, 0x9c00090d7dfae958, 0x0ba5f5398751d8c2, 0x8afcbcdd3ab8262d,
            0x57392729e99d043b, 0xef51263baebc943a, 0x9feace9320862935, 0x639efc03b06c817b,
        ],
        [
            0xe839be7d341d81dc, 0xcddb688932148379, 0xda6211a1f7026ead, 0xf3b2575ff4d1cc5e,
            0x40cfc8f6a7a73ae6, 0x83879a5e61d5b483, 0xc5acb1ed41a50ebc, 0x59a60cc83c07d8fa,
        ],
        [
            0xdec98d4ac3b81990, 0x1cb837229e0cc8fe, 0xfe0b0491d2b427b9, 0x0f2386ace983a66c,
            0x930c4d1eb3291213, 0xa2f82b2e59a62ae4, 0x77233853f93e89e3, 0x7f8063ac11777c7f,
        ],
        [
            0x604ac97c59371000, 0xe1c48c707f759c18, 0x3f62ecc5a5db6b65, 0x0a78b17338a21495,
            0x6be1819dbcc8ad94, 0x70dc04f6d89c3400, 0x462557b4a6b4840a, 0x544c6ade60bd21c0,
        ],
        [
            0x36e607cf02ff6072, 0xa47d2ca98ad98cdc, 0xbf471d1ef5f56609, 0xbcf86623f264ada0,
            0xb70c0687aa9e5cb6, 0xc98124f217401c6c, 0x8189635fd4a61435, 0xd28fb8afa9d98ea6,
        ],
        [
            0x439530b665c7322d, 0xcf12cc01b3c1b3fb, 0xc70b01860172f685, 0xb915ee221b58391d,
            0x9afdf03ba317db24, 0x87dec65917b8ffc4, 0x7f46597be4d3d050, 0x80a1c1ed006500e7,
        ],
        [
            0x3d4da8c3017025f3, 0xefcf628cfb9579b4, 0x5c4d00161f3716ec, 0x9c27ebc46801116e,
            0x5eba0ea11da1767e, 0xfe15145247004c57, 0x3ace6df68c2373b7, 0x75c3dffe5dbc37ac,
        ],
        [
            0xa2a147dba28a0749, 0x246c20d6ee519165, 0x5068d1b1d3810715, 0xb1e7018c748160b9,
            0x03f5b1faf380ff62, 0xef7fb1ddf3cb2c1e, 0xeab539a8fc91a7da, 0x83ddb707f3f9b561,
        ],
        [
            0xb57276d980101b98, 0x760883fdb82f0f66, 0x89d7de754bc3eff3, 0x03b606435dc2ab40,
            0xcd6e53dfe05beeac, 0xf2f1e862bc3325cd, 0xdd0f7921774f03c3, 0x97ca72214552cc1b,
        ],
        [
            0xe79a4af09cec46ea, 0xb15347a1658b9bc7, 0x6bd2796f35af2f75, 0xac9579904051c435,
            0x2669dda3c33a655d, 0x5d503c2e88514aa3, 0xdfa113373753dd41, 0x3f0546730b754f78,
        ],
        [
            0x760cb3b5e224c5d7, 0xfa3baf8c68616919, 0x9fbca1138d142552, 0x1ab18bf17669ebf5,
            0x55e6f53e9bdf25dd, 0x04cc0bf3cb6cd154, 0x595bef4995e89080, 0xfe9459a8104a9ac1,
        ],
        [
            0x49d66316a8123ef0, 0x73c32db4e7f95438, 0x2e2ed2090d9e7854, 0xf98a93299d9f0507,
            0xc5d33cf60c6aa20a, 0x9a32ba1475279bb2, 0x7e3202cb774a7307, 0x64ed4bc4e8c42dbd,
        ],
        [
            0x694b64c5abb020e8, 0x3d18c18419c4eec7, 0x9c4673ef1c4793e5, 0xc7b8aeb5056092e6,
            0x3aa1ca43f0f8c16b, 0x224ed5ecd679b2f6, 0x0d56eeaf55a205c9, 0xbfe115ba4b8e028b,
        ],
        [
            0x3e22a7b397acf4ec, 0x0426c4005ea8b640, 0x5e3295a64e969285, 0x22aabc59a6a45670,
            0xb929714c5f5942bc, 0x9a6168bdfa3182ed, 0x2216a665104152ba, 0x46908d03b6926368,
        ],
        [
            0x9b8be0247fcba850, 0x81eb5797820a181e, 0xa0f2812230a01211, 0x7e9cdc3cae7b8821,
            0x202332cc72ce15e7, 0xcd3cb2bbcb8238d7, 0xe4ab63dfc6e82c43, 0x58bd00283183d717,
        ],
        [
            0xd18d46e8f32942ab, 0x6c766ef610882418, 0x8effcb1a0cc6cd6b, 0x5a1da05c68d85960,
            0xc7a5f4a532296e1c, 0x3d0f1e43c90d2ec8, 0x29943a22899729d9, 0x877a8a26360e5317,
        ],
        [
            0x02d57b7e717ed7b5, 0xd22e5b244dbce1a2, 0x174bd7712a4cdcf5, 0xa6fdb801408205bb,
            0x67b4b0695e1387e9, 0x332b19a10591a442, 0x24edd916ccacf366, 0xbe34cc4534958a50,
        ],
        [
            0x81597699061c184b, 0x653d105c63898952, 0xda9106de7b5efcad, 0xa0335aa68aa61452,
            0x337d7c894ffaba04, 0x9dced4fe8ea990f6, 0x3628b3b6268c5728, 0xf9937089c2aa21ec,
        ],
        [
            0xa3f46e1e3e66d391, 0xb4a732cd7d6369b2, 0x99c3b85d402c1022, 0x7dccfcbe2b54932e,
            0xa6ddaa7b56b1dfe2, 0x31dc78a5e34a82c9, 0x8abeb3da704f3941, 0xdf11a36cca55fa98,
        ],
        [
            0xd53b8e3489861966, 0x79fb20a1a0ea996b, 0x300647d95ad37f43, 0xb44db4a853a7e3cd,
            0x9ee3e1b92e6659fb, 0x4b3263725f687220, 0x6ec26825b1a10143, 0xb4b6762b867d6f0b,
        ],
        [
            0x6c01f77a16e00c1b, 0x82515490839eaaac, 0x62f3a4ef3470d334, 0x5a29a6491c1dcd6c,
            0x46b6782ece997a25, 0x9978fb35d3579953, 0x98f5a9df0960e0ce, 0x547dc8391f527a4c,
        ],
        [
            0x52cb8ac6c2babcc1, 0x4748d448fe81ae8d, 0x5844f03f80f1a711, 0x3db784b2f8df4ac4,
            0xad918f122df1fe36, 0xe40f25b9f33cc7c0, 0x4700d0e73b5e5555, 0x5c28fa08b03326f9,
        ],
        [
            0x395b15835d9dc24f, 0xa4256932c73ae680, 0x0542960efaa2c8e9, 0x2bb3adee71068c6a,
            0xa706099b570b4554, 0x85d12bb5f4e278d6, 0xd78af6f664296843, 0xc7d3b3888428c633,
        ],
        [
            0x4c3b6709db3f9758, 0x169eda4e341d8c1a, 0xbd4f2f189613a6d2, 0x9a002b4ed7cda536,
            0x97bdf8d1776103b9, 0x9c670d34b37945ba, 0x9b83e384d78c5bbf, 0x6e2d3bcf518d14b2,
        ],
        [
            0x34d44f9343b7e597, 0xdde440a7c2530f42, 0x7270a0817856bdb9, 0x86a945eb5353032f,
            0x6c2f8e9966d39810, 0x0642a31b9b8b4b6b, 0x51679e62d1509d82, 0x0120001c90f8ff16,
        ],
        [
            0x50a1c1062e36e34a, 0x74e8f58ce024ed1a, 0x3f0f1dfa1300d726, 0x6680df267b4a2d18,
            0x12b5979d8235b3b7, 0x1d2fafcb8a611493, 0x73ebda968848ece5, 0xe996c275a413e399,
        ],
        [
            0x46b7d7c7495ff000, 0xe60ed097baed95d1, 0xaa8804ac6e38f9c0, 0x92990c0645c6f9bb,
            0xcae6a439c0919851, 0x713dff151bf5e1f2, 0x5d262c302eb38cdb, 0xb73d505190df31df,
        ],
        [
            0x85c832c2e55b2fe5, 0xf25121659119defc, 0xfcfde3bc99b00fe4, 0x8067f5e3d1908b17,
            0xe921f6b31443ae42, 0xa2cfed9264ea593b, 0x1589b96259e07a35, 0xc6bb390a0da762dd,
        ],
        [
            0x921e7b1c32d9268c, 0x34db2b964276fad4, 0x0ec56d34cc44e730, 0x59be3a46096545b7,
            0xe9fdbc9766cf3a6a, 0x7b2f83edd04e9b53, 0x6d99b3cc8fbae3e7, 0x8eb5646c7ada3a40,
        ],
        [
            0xa9f5d8745a1251fb, 0x967747a8c72725c7, 0x195c33e531ffe89e, 0x609d210fe964935e,
            0xcafd6ca82fe12227, 0xaf9b5b960426469d, 0x2e9ee04c5693183c, 0x1084a333c8146fef,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x96649933aed1d1f7, 0x566eaff350563090, 0x345057f0ad2e39cf, 0x148ff65b1f832124,
            0x042e89d4cf94cf0d, 0x319bec84520c58b3, 0x2a2676265361aa0d, 0xc86fa3028fbc87ad,
        ],
        [
            0x6b66d7e1adc1696f, 0x98ebe5930acd72d0, 0x65f24550cc1b7435, 0xce231393b4b9a5ec,
            0x234a22d4db067df9, 0x98dda095caff9b00, 0x1bbc75a06100c9c1, 0x1560a9c8939cf695,
        ],
        [
            0x0850325efe51bf74, 0x9c4f579e5e460094, 0x5c87b92a76da2f25, 0x889de4e06febef33,
            0x6900ec06646083ce, 0xbe2a0335bfe12773, 0xadd1da35c5344110, 0x757568b7b802cd20,
        ],
        [
            0xe4050f1cf1c367ca, 0x9bc85a9bc90fbc7d, 0xa373c4a2e1a11032, 0xb64232b7ad0393a9,
            0xf5577eb0167dad29, 0x1604f30194b78ab2, 0x0baa94afe829348b, 0x77fbd8dd41654342,
        ],
        [
            0x6ff651b494a7cd2e, 0x5671ffd10699336c, 0x6f5fd2cc979a896a, 0x11e893a8d8148cef,
            0x988906a165cf7b10, 0x81b67178c50d8485, 0x7c0deb358a35b3de, 0x423ac855c1d29799,
        ],
        [
            0x719f69e109618708, 0xcc9e8364c183f9b1, 0xec203a95366a21af, 0x6aec5d6d068b141f,
            0xee2df78a994f04e9, 0xb39ccae8271245b0, 0xb875a4a997e43f4f, 0x507dfe11db2cea98,
        ],
        [
            0x314b7aea5232123d, 0x08307c8c65ae86db, 0x06e7165caa4668ed, 0xb170458bb4d3ec39,
            0x4d2e3ec6c19bb986, 0xc5f34846ae0304ed, 0x917695a06c9f9722, 0x6c7f73174cab1c0a,
        ],
        [
            0x31f14802fcf0a7fd, 0x42fd07895488b01e, 0x71d78d6d9952b498, 0x8eb572d907ac5201,
            0xe0a2a44c4d194a88, 0xd2b63fd9ba017e66, 0x78efc6c8f888aefc, 0xb76f6bda4a881a11,
        ],
        [
            0xbf0be101b2a67238, 0x3556d367af9c14f2, 0x104b7831a5662075, 0x58ca59bb79d9e60a,
            0x4bc45392a569a73b, 0x517a52e85698f6c9, 0x85643da5aeadd755, 0x1aed0cd52a581b84,
        ],
        [
            0xa0f726bc19f9e967, 0xd9d03152e8fbbf4e, 0xcfd6f51db7707d40, 0x633084d963f6e6e0,
            0xedcd9cdc55667eaf, 0x73b7f92b2e44d56f, 0xfb2e39b64e962b14, 0x7d408f6ef671fcbf,
        ],
        [
            0x9eea3075f8dfcf8a, 0xa284f0aa95669825, 0xb3fca250867d3fd8, 0x20757b5f269d691e,
            0xf2c2402093b8a5de, 0xd3f93359ebc06da6, 0x1178293eb2739c33, 0xd2a3e770bcd686e5,
        ],
        [
            0xa2f7932c68af43ee, 0x5502468e703d00bd, 0xe5dc978f2fb061f5, 0xc9a1904a28c815ad,
            0xd3af538d470c56a4, 0x159abc5f193d8ced, 0x2a37245f20108ef3, 0xfa17081e223f7178,
        ],
        [
            0x2a206e8decf2a73a, 0x066a63978e551994, 0x3a6a088ab98d53a2, 0x0ce7c67c2d1124aa,
            0x48cec671759a113c, 0xe3b373d34f6f67fa, 0x5455d479fd36727b, 0xe5a428eea13c0d81,
        ],
        [
            0x6bfeea5f16b1bd5e, 0xf957e4204de30ad3, 0xcbaf664e6a353b9e, 0x5c87331226d14feb,
            0x4e87f98cb65f57cb, 0xdb60a6215e0cdd41, 0x67c16865a6881440, 0x1093ef1a46ab52aa,
        ],
        [
            0x93bccbbabb2eec64, 0xa0c23b64da03adbe, 0x5f7aa00ae0e86ac4, 0x470b941efc1401e6,
            0x5ad8d6799df43574, 0x4ccfb8a90f65d810, 0x1bce80e3aa7fbd81, 0x273291ad9508d20a,
        ],
        [
            0x1fe2a9b2b4b4b67c, 0xc1d10df0e8020604, 0x9d64abfcbc8058d8, 0x8943b9b2712a0fbb,
            0x90eed9143b3def04, 0x85ab3aa24ce775ff, 0x605fd4ca7bbc9040, 0x8b34a564e2c75dfb,
        ],
        [
            0x25759f7ce382360f, 0xb6db05c988bf5857, 0x2917d61d6c58d46c, 0x14f8e491fd20cb7a,
            0xb68a727a11c20340, 0x0386f86faf7ccbb6, 0x5c8bc6ccfee09a20, 0x7d76ff4abb7eea35,
        ],
        [
            0x4dabcaaaaa8a5288, 0x91cc0c8aaf23a1c9, 0x34c72c6a3f220e0c, 0xbcc20bdf1232144a,
            0x6e2f42daa20ede1b, 0xc441f00c74a00515, 0xbf46a5b6734b8c4b, 0x574095037b56c9a4,
        ],
        [
            0xb46836a53ff3571b, 0x24f98b78837927c1, 0x6254256a4533c716, 0xf27abb0bd07ee196,
            0xd7cf64fc5c6d5bfd, 0x6915c751f0cd7a77, 0xd9f590128798f534, 0x772b0da8f81d8b5f,
        ],
        [
            0x5c18acf88e2f7d90, 0xfdbf33d777be32cd, 0x0a085cd7d2eb5ee9, 0x2d702cfbb3201115,
            0xb6e0ebdb85c88ce8, 0x23a3ce3c1e01d617, 0x3041618e567333ac, 0x9dd0fd8f157edb6b,
        ],
        [
            0x386bda73ce07d1b0, 0xd82910c258ad4178, 0x124f82cfcd2617f4, 0xcc2f5e8def691770,
            0x82702550b8c30ccc, 0x7b856aea1a8e575a, 0xbb822fefb1ab9459, 0x085928bcec24e38e,
        ],
        [
            0x80463d118fb98871, 0xcb26f5c3bbc76aff, 0xd4ab8eddfbe03614, 0xc8eb579bc0cf2dee,
            0xcc004c15c93bae41, 0x46fbae5d3aeca3b2, 0x671235cf0f1e9ab1, 0xadfba9349ec285c1,
        ],
        [
            0xa36c936bb57c6477, 0x871f8b64e94dbcc6, 0x28d0fb62a591a67b, 0x9d40e081c1d926f5,
            0x3111eaf6f2d84b5a, 0x228993f9a565b644, 0x0ccbf5922c83188b, 0xf87b30ab3df3e197,
        ],
        [
            0xb2b2610798fa7aaa, 0x41209ee4f073aa4e, 0xf1570359f2d6b19b, 0xcbe6868cfc577caf,
            0x186c4bdc32c04dd3, 0xa6c35faecfeee397, 0xb4a1b312f086c0cf, 0xe0a5ccc6d9461fe2,
        ],
        [
            0xd24e2679a7aae5d3, 0x7076013d0de5c1c4, 0x2d50f8babb05b629, 0x73c1abe26e66efbb,
            0xefd4b422f2488af7, 0xe4105d02663ba575, 0x7eb60a8b53a69457, 0x62210008c945973b,
        ],
        [
            0x1d8e32864b66abfb, 0xd26f52e559030900, 0x1ee3f6435584941a, 0x6d3b3730569f5958,
            0x9ff2a62f4789dba5, 0x91fcb81572b5c9b7, 0xf446cb7d6c8f9a0e, 0x48f625c139b7ecb5,
        ],
        [
            0x7b7c147730448112, 0x82b51af1e4a38656, 0x2bf2028a2f315010, 0xc9a4a01f6ea88cd4,
            0xf63e95d8257e5818, 0xdd8efa10b4519b16, 0xed8973e00da910bf, 0xed49d0775c0fe4a9,
        ],
        [
            0x516ff3a36fa6110c, 0x74fb1eb1fb93561f, 0x6c0c90478457522b, 0xcfd321046bb8bdc6,
            0x2d6884a2cc80ad57, 0x7c27fc3586a9b637, 0x3461baedadf4e8cd, 0x1d56251a617242f0,
        ],
        [
            0x719946d1a995e094, 0x65e848f6e51e04d8, 0xe62f33006a1e3113, 0x1541c7c1501de503,
            0x4daac9faf4acfade, 0x0e58589744cd0b71, 0x544fd8690a51cd77, 0x60fc20ed0031016d,
        ],
        [
            0x3fe712af64db4444, 0x19e9d634becdd480, 0xe08bc047a930978a, 0x2dbf24eca1280733,
            0x3c0ae38c2cd706b2, 0x5b012a5b359017b9, 0x3943c38c72e0f5ae, 0x786167ea57176fa3,
        ],
        [
            0xfa979fb7abea49b1, 0xb4b1d27d10e2c6c5, 0xbd61c2c423afde7a, 0xeb6614f89786d358,
            0x4a5d816b7f6f7459, 0xe431a44f09360e7b, 0x8c27a032c309914c, 0xcea5d68acaede3d8,
        ],
        [
            0xb84011a9431dd80e, 0xeb7c7cca73306cd9, 0x20fadd29d1b3b730, 0x83858b5bfe37b3d3,
            0xbf4cd193b6251d5c, 0x1cca1fd31352d952, 0xc66157a490fbc051, 0x7990a63889b98636,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0xe5aa692a87dec0e1, 0x010ded8df7b39d00, 0x7b1b80c854cfa0b5, 0x66beb876a0f8ea28,
            0x50d7f5313476cd0e, 0xa63d0e65b08d3949, 0x1a09eea953479fc6, 0x82ae9891f499e742,
        ],
        [
            0xab58b9105ca7d866, 0x582967e23adb3b34, 0x89ae4447cceac0bc, 0x919c667c7bf56af5,
            0x9aec17b160f5dcd7, 0xec697b9fddcaadbc, 0x0b98f341463467f5, 0xb187f1f7a967132f,
        ],
        [
            0x90fe7a1d214aeb18, 0x1506af3c741432f7, 0xbb5565f9e591a0c4, 0x10d41a77b44f1bc3,
            0xa09d65e4a84bde96, 0x42f060d8f20a6a1c, 0x652a3bfdf27f9ce7, 0xb6bdb65c3b3d739f,
        ],
        [
            0xeb5ddcb6ec7fae9f, 0x995f2714efb66e5a, 0xdee95d8e69445d52, 0x1b6c2d4609e27620,
            0x32621c318129d716, 0xb03909f10958c1aa, 0x8c468ef91af4af63, 0x162c429ffba5cdf6,
        ],
        [
            0x2f682343753b9371, 0x29cab45a5f1f9cd7, 0x571623abb245db96, 0xc507db093fd79999,
            0x4e2ef652af036c32, 0x86f0cc7805018e5c, 0xc10a73d4ab8be350, 0x6519b3977e826327,
        ],
        [
            0xe8cb5eef9c053df7, 0x8de25b37b300ea6f, 0xdb03fa92c849cffb, 0x242e43a7e84169bb,
            0xe4fa51f4dd6f958e, 0x6925a77ff4445a8d, 0xe6e72a50e90d8949, 0xc66648e32b1f6390,
        ],
        [
            0xb2ab1957173e460c, 0x1bbbce7530704590, 0xc0a90dbddb1c7162, 0x505e399e15cdd65d,
            0x68434dcb57797ab7, 0x60ad35ba6a2ca8e8, 0x4bfdb1e0de3336c1, 0xbbef99ebd8b39015,
        ],
        [
            0x6c3b96f31711ebec, 0x2da40f1fce98fdc4, 0xb99774d357b4411f, 0x87c8bdf415b65bb6,
            0xda3a89e3c2eef12d, 0xde95bb9b3c7471f3, 0x600f225bd812c594, 0x54907c5d2b75a56b,
        ],
        [
            0xa93cc5f08db60e35, 0x743e3cd6fa833319, 0x7dad5c41f81683c9, 0x70c1e7d99c34107e,
            0x0edc4a39a6be0907, 0x36d4703586d0b7d3, 0x8c76da03272bfa60, 0x0b4a07ea0f08a414,
        ],
        [
            0x699e4d2945c1dd53, 0xcadc5898231debb5, 0xdf49fcc7a77f00e0, 0x93057bbfa73e5a0e,
            0x2f8b7ecd027a4cd1, 0x114734b3c614011a, 0xe7a01db767677c68, 0x89d9be5e7e273f4f,
        ],
        [
            0xd225cb2e089808ef, 0xf1f7a27dd59e4107, 0x53afc7618211b9c9, 0x0361bc67e6819159,
            0x2a865d0b7f071426, 0x6a3c1810e7072567, 0x3e3bca1e0d6bcabd, 0xa1b02bc1408591bc,
        ],
        [
            0xe0deee5931fba239, 0xf47424d398bd91d1, 0x0f8886f4071a3c1d, 0x3f7d41e8a819233b,
            0x708623c2cf6eb998, 0x86bb49af609a287f, 0x942bb24963c90762, 0x0ef6eea555a9654b,
        ],
        [
            0x5f6d2d7236f5defe, 0xfa9922dc56f99176, 0x6c8c5ecef78ce0c7, 0x7b44589dbe09b55e,
            0xe11b3bca9ea83770, 0xd7fa2c7f2ab71547, 0x2a3dd6fa2a1ddcc0, 0x09acb4305a7b7707,
        ],
        [
            0x4add4a2e649d4e57, 0xcd53a2b01917526e, 0xc526233020b44ac4, 0x4028746abaa2c31d,
            0x5131839064291d4c, 0xbf48f151ee5ad909, 0xcce57f597b185681, 0x7c3ac1b04854d442,
        ],
        [
            0x65587dc3c093c171, 0xae7acb2424f42b65, 0x5a338adb955996cb, 0xc8e656756051f91b,
            0x66711fba28b8d0b1, 0x15d74137b6c10a90, 0x70cdd7eb3a232a80, 0xc9e2f07f6191ed24,
        ],
        [
            0xa80d1db6f79588c0, 0xfa52fc69b55768cc, 0x0b4df1ae7f54438a, 0x0cadd1a7f9b46a4f,
            0xb40ea6b31803dd6f, 0x488e4fa555eaae35, 0x9f047d55382e4e16, 0xc9b5b7e02f6e0c98,
        ],
        [
            0x6b1bd2d395762649, 0xa9604ee7c7aea3f6, 0x3646ff276dc6f896, 0x9bf0e7f52860bad1,
            0x2d92c8217cb44b92, 0xa2f5ce63aea9c182, 0xd0a2afb19154a5fd, 0x482e474c95801da6,
        ],
        [
            0xc19972d0b611c24b, 0x1d468e6560a8f351, 0xeb7580697bcf6421, 0xec9dd0ee88fbc491,
            0x5b59d2bf956c2e32, 0x73dc6864dcddf94e, 0xfd5e2321bcee7665, 0xa7b4f8ef5e9a06c4,
        ],
        [
            0xfba918dd7280f855, 0xbbaac2608baec688, 0xa3b3f00f33400f42, 0x3d2dba2966f2e6e4,
            0xb6f71a9498509375, 0x8f33031fcea423cc, 0x009b8dd04807e6fb, 0x5163cfe55cdb954c,
        ],
        [
            0x03cc8f17cf41c6e8, 0xf1f03c2a037b925c, 0xc39c19cc66d2427c, 0x823d24ba7b6c18e4,
            0x32ef9013901f0b4f, 0x684360f1f8941c2e, 0x0ebaff522c28092e, 0x7891e4e3256c932f,
        ],
        [
            0x51264319ac445e3d, 0x553432e78ea74381, 0xe6eeaa6967e9c50a, 0x27ced28462e628c7,
            0x3f96d3757a4afa57, 0xde0a14c3e484c150, 0x364a24eb38bd9923, 0x1df18da0e5177422,
        ],
        [
            0x174e8f82d8d38a9b, 0x2e97c600e7de1391, 0xc5709850a1c175dd, 0x969041a032ae5035,
            0xcbfd533b76a2086b, 0xd6bba71bd7c2e8fe, 0xb2d58ee6099dfb67, 0x3a8b342d064a85d9,
        ],
        [
            0x3bc07649522f9be3, 0x690c075bdf1f49a8, 0x80e1aee83854ec42, 0x2a7dbf4417689dc7,
            0xc004fc0e3faf4078, 0xb2f02e9edf11862c, 0xf10a5e0fa0a1b7b3, 0x30aca6238936ec80,
        ],
        [
            0xf83cbf0502f40d9a, 0x4681c4682c318a4d, 0x985756180e9c2674, 0xbe79d0461847092e,
            0xaf1e480a78bd01e0, 0x6dd359e472a51db9, 0x62ce3821e3afbab6, 0xc5cee5b617733199,
        ],
        [
            0xe08b30d46ffd9fbb, 0x6e5bc69936c610b7, 0xf343cff29ce262cf, 0xca2e4e3568b914c1,
            0x011d64c016de36c5, 0xe0b10fdd42e2b829, 0x789429816685aaf8, 0xe7511708230ede97,
        ],
        [
            0x671ed8fc3b922bf8, 0xe4d8c0a04c29b133, 0x87eb12393b6e99c4, 0xaff3974c8793beba,
            0x037494052c18df9b, 0xc5c3a29391007139, 0x6a77234fe37a0b95, 0x02c29a21b661c96b,
        ],
        [
            0xc3aaf1d6141ecf61, 0x9195509e3bb22f53, 0x2959740422d51357, 0x1b083822537bed60,
            0xcd7d6e35e07289f0, 0x1f94c48c6dd86eff, 0xc8bb1f82eb0f9cfa, 0x9ee0b7e61b2eb97d,
        ],
        [
            0x5a52fe2e34d74e31, 0xa352c3103bf79ab6, 0x97ff6c5aabfeeb8f, 0xbfbe8feff5c97305,
            0xd6081ce6a7904608, 0x1f812f3ac4fca249, 0x9b24bc9ab9e5e200, 0x91022c6738012ee8,
        ],
        [
            0xe83d9c5d30a713a1, 0x4876e3f084ef0f93, 0xc9777029c1fbf928, 0xef7a6bb3bce7d2a4,
            0xb8067228dfa2a659, 0xd5cd3398d877a48f, 0xbea4fd8f025d0f3f, 0xd67d2e352eae7c2b,
        ],
        [
            0x184de7d7cc5f4394, 0xb5551b5c4536e142, 0x2e89b212d34aa60a, 0x14a96feaf50051d5,
            0x4e21ef740d12bb0b, 0xc522f02060b9677e, 0x8b12e4672df7731d, 0x39f803827b326d31,
        ],
        [
            0xdfb8630c39024a94, 0xaacb96a897319452, 0xd68a3961eda3867c, 0x0c58e2b077c4ffca,
            0x3d545d634da919fa, 0xef79b69af15e2289, 0x54bc3d3d808bab10, 0xc8ab300745f82c37,
        ],
        [
            0xc12738b67c4a658a, 0xb3c4763940e72182, 0x3b77be468798e44f, 0xdc047df217a7f85f,
            0x2439d4c55e59d92d, 0xcedca475e8e64d8d, 0xa724cd0d87ca9b16, 0x35e4fd59a5540dfe,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0x9894344f3a29467a, 0xde81e949c51eba6d, 0xdaea066ba5e5c2f2, 0x3fc8a61408c8c7b3,
            0x7adff88f06d0de9f, 0xbbc11cf53b75ce0a, 0x9fbb7accfbbc87d5, 0xa1458e267badfde2,
        ],
        [
            0x1cb43668e039c256, 0x5f26fb8b7c17fd5d, 0xeee426af79aa062b, 0x072002d0d78fbf04,
            0x4c9ca237e84fb7e3, 0xb401d8a10c82133d, 0xaaa525926d7e4181, 0xe943083373dbb152,
        ],
        [
            0x2f5fad1e6ee7c983, 0xeb0f9d7cb41328f5, 0x9ba68b441d78d5f7, 0xa06b3b9e35bc726f,
            0xa2550255593e1ff1, 0x552dd43ddfbec115, 0x2c48a7abbba8f046, 0xd4fc56a3ad0bf133,
        ],
        [
            0xf92dda31be24319a, 0x03f7d28be095a8e7, 0xa52fe84098782185, 0x276ddafe29c24dbc,
            0x80cd54961d7a64eb, 0xe43608897f1dbe42, 0x2f81a8778438d2d5, 0x7e4d52a885169036,
        ],
        [
            0x62f21cefba04b5d1, 0x9a442707224c7352, 0xbf07966c33c6171f, 0xdb7ba8911e0816b0,
            0x306fea59033745a9, 0x2aacf7e0c0a78f67, 0xb5aa3883ad251bf9, 0x345aede926bd7086,
        ],
        [
            0x19e3d5b11d59715d, 0xc7eaa762d788983e, 0xe5a730b0abf1f248, 0xfbab8084fae3fd83,
            0x65e50d2153765b2f, 0xbdd4e083fa127f3d, 0x9cf3c074397b1b10, 0x59f8090cb1b59fd3,
        ],
        [
            0xdc1de17d98119f10, 0x74353c5d488c36a6, 0x14aaf33a3d8e23df, 0x31e075c078baf593,
            0x0f7ca03a46d1ca3c, 0x99c5e3ac47b660c7, 0x70d0241388fe2e59, 0x2e9a6be12a7ec005,
        ],
        [
            0x7b15fd9d615faa8f, 0x8fa1eb40968554ed, 0x7bb4447e7aa44882, 0x2bb2d0d1029fff32,
            0x075e2a646caa6d2f, 0x8eb879de22e7351b, 0xbcd5624e9a506c62, 0x218eaef0a87e24dc,
        ],
        [
            0xac449695241fbd6f, 0x67c9b170081c1223, 0x16868f21b56aac6f, 0x34bd8fa3f8bcb721,
            0x06b6bd33b6691c76, 0x6c924766381a7973, 0x6a12444ca54078db, 0xd02e91a96d1051cc,
        ],
        [
            0x37e5684744ddfa35, 0x9ccfc5c5dab3f747, 0x9ac1df3f1ee96cf4, 0x0c0571a13b480b8f,
            0x2fbeb3d54b3a7b3c, 0x35c036695dcdbb99, 0x52a0f5dcb2415b3a, 0xd57759b44413ed9a,
        ],
        [
            0x077379c00b33d3f8, 0x421883c67064e409, 0x2d0873d76c29c8f6, 0xbfa433a3d274c0c8,
            0x56dc778f23a5891e, 0xd663bf6535e2de04, 0x488fdb485db517ce, 0x00bba55e19b226c2,
        ],
        [
            0x1fe647d83d30a2c5, 0x0857f77ef78a81dc, 0x11d5a334131a4a9b, 0xc0a94af929d393f5,
            0xbc3a5c0bdaa6ec1a, 0xba9fe49388d2d7ed, 0xbb4335b4bb614797, 0x991c4d6872f83533,
        ],
        [
            0xedbbeee78a058fb6, 0xb9d19ddcfb09121a, 0xa41bb45bd34dddce, 0x2dbc80b900964bc4,
            0x4ed9137d1d6cb654, 0x1b9016db483d01c5, 0x5fc501bc6528e22e, 0xb2d2f8816cad646b,
        ],
        [
            0x53258c28d2f01cb3, 0x93d6eaa3d75db0b1, 0x419a2b0de87d0db4, 0xa1e48f03d8fe8493,
            0xf747faf6c508b23a, 0xf137571a35d53549, 0x9f5e58e2fcf9b838, 0xc7186ceea7fd3cf5,
        ],
        [
            0x5e76fb2f286bad39, 0xbad9efe39dcad1e2, 0x60e75190edc7e904, 0x6a6f063e0fecb5a5,
            0x5150ed85aed8acc3, 0xb56ccfbc6d20af6c, 0x7e0d1e982c69dbfa, 0xabf5628a7c7e10a9,
        ],
        [
            0x77b868cee978a1d3, 0xe3a68b337ab92d04, 0x5102979487a5b862, 0x5f0606c33a61d41d,
            0x2814be276f9326f1, 0x2f521c14c6fe3c2e, 0x17464d7dacdf7351, 0x10f5f9d3777f7e44,
        ],
        [
            0x1d2164197408a2ab, 0xae55d5185928916a, 0xdf75684af3165eea, 0x538364d5d84eef59,
            0xb54e201570563b1a, 0x74d9bba76b4cefff, 0xfcbecbd87a0682dc, 0x0e00a402f193116c,
        ],
        [
            0xce8e616b269fb37d, 0xaaf738047de62de5, 0xaba111754fdd4153, 0x515759ba3770b49b,
            0x8b09ebf8aa423a61, 0x592245a1cd41fb92, 0x1cba8ec19b4c8936, 0xa87e91e3af36710e,
        ],
        [
            0x65f68985849fc416, 0x3c03a934cdbaa73c, 0x112f311bbfcb6647, 0x69c11340de4e93cd,
            0xbd2458b966db537b, 0xf974b018885b07e7, 0x5db145a570c8d332, 0x30fdd0d1549b837b,
        ],
        [
            0x1fd84ce43d34a2e3, 0xee3759ceb43b5d61, 0x895bc78c619186c7, 0xf19c3809cbb9725a,
            0xc0be21aade744b1f, 0xa7d222b060f8056b, 0x74be6157b23efe11, 0x6fab2b4f0cd68253,
        ],
        [
            0x3e5c1d73512358b4, 0xcb5742b230bb99c9, 0x4a2e2fa83c2d031a, 0x371bc92bfb9878b8,
            0x1ea71f9c8275656c, 0x14f794a21c0300a1, 0x08eae79826ea54e5, 0xcf5854e5171a54c6,
        ],
        [
            0xad33ea5f4bf1d725, 0x9c1d8ee24f6c950f, 0x544ee78aa377af06, 0x54f489bb94a113e1,
            0x8f11d634992fb7e8, 0x0169a7aaa2a44347, 0x1d49d4af95020e00, 0x95945722e08e120b,
        ],
        [
            0x280afbb3b7ba3886, 0x08803a3e368934a8, 0xf980df6531f671ab, 0x90894aea1a724791,
            0x545b66a98d1da350, 0x9df4fbbf411353a5, 0x1552743ca398088a, 0xd1c14cdeb82d5717,
        ],
        [
            0xb6e33878a4d32282, 0xe36e029d48020ae7, 0xe05847fb37a9b750, 0xf876812cb29e3819,
            0x84ad138ed23a17f0, 0x6d7b4480f0b3950e, 0xdfa8aef42fd67ae0, 0x8d3eea2452333af6,
        ],
        [
            0xb28d3afdf5c5ec83, 0x8d6af6c191049fad, 0x417964ffffbe1e1a, 0xbace9eeaf51c790a,
            0x42022236b20f2979, 0x6b05b729765d3801, 0xbe0ee2006d6de3e7, 0xb96ed5011e01af3a,
        ],
        [
            0x0d052075b15d5acc, 0xc6d9c79fbd815bc4, 0x8dcafd88dfa36cf2, 0x908ccbe238aa9070,
            0x638722c4ba35afce, 0x5a3da8b0fd6abf0b, 0x2dce252cc9c335c1, 0x84e7f0de65aa799b,
        ],
        [
            0xef8762ece0edbc62, 0x33449828852773fb, 0x2c9b90f3c3ae3885, 0xd8191812731e56b2,
            0x205d7e95736831f0, 0xc3818d48d641c15d, 0xc6b63839f43e157c, 0x5516044736ad51f0,
        ],
        [
            0x2101a522b99a72cb, 0x06de6e6787618016, 0x5ff8c7cde6f3653e, 0x0a821ab5c7a6754a,
            0x7e3fa52b7cb0b5a2, 0xa7fb121cc9048790, 0x1a72502006ce053a, 0xb490a31f04e929b0,
        ],
        [
            0x70bb7719bc407e6e, 0x231328efd84ceb41, 0x8bca6a1fc104bb20, 0xd6f4e425280b9071,
            0xb41b95a292896a82, 0x735cf435fa34df67, 0xbc331a08d9d6d769, 0x579786052682747e,
        ],
        [
            0xe17be47d62dd61ad, 0x781a961c6be01371, 0x1063bfd3dae3cbba, 0x356474067f73c9ba,
            0xf50e957b2736a129, 0xa6313702ed13f256, 0x9436ee653a19fcc5, 0xcf2bdb29e7a4c8b6,
        ],
        [
            0x698af74287f3b8be, 0x4f5d9d1ad1a1591d, 0x540fac3c0fe4ace1, 0x83a69b24c6894a7d,
            0x935c07eead6feb46, 0xe02cbd887ff325fa, 0xe8f08c9dbcc6380b, 0x9c7ff40fa6e045ce,
        ],
        [
            0xb06b1244c5f95cd8, 0xda8c8af0f4ab95f4, 0x1bae59c2b9e5836d, 0x07d51e7e3acffffc,
            0x01e15e6ac2ccbcda, 0x3bc1923f8528c3e0, 0x43324577a49fead4, 0x61a1b8842aa7a711,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0x4fe7ee31b0e63d34, 0xf4600572a9e54fab, 0xc0493334d5e7b5a4, 0x8589fb9206d54831,
            0xaa70f5cc6583553a, 0x0879094ae25649e5, 0xcc90450710044652, 0xebb0696d02541c4f,
        ],
        [
            0x758c1a3ea2dee7a6, 0xdcde2f3c734b2284, 0xaba445d24eaba6ad, 0x35aaf66876cee0a7,
            0x7e0b04a9e5aa049a, 0xe74083ad91103e84, 0xbeb183ce40afecc3, 0x6b89de9fea043f7a,
        ],
        [
            0xb99f0e0399375235, 0x7614c847b9917970, 0xfec93ce9524ec067, 0xe40e7bf89b122520,
            0xb5670631ee4c4774, 0x6f03847a3b04914c, 0xc96e9429dc9dd226, 0x43489b6c8c57c1f8,
        ],
        [
            0x0e299d23fe67ba66, 0x9145076093cf2f34, 0xf45b5ea997fcf913, 0x5be008438bd7ddda,
            0x358c3e05d53ff04d, 0xbf7ccdc35de91ef7, 0xad684dbfb69ec1a0, 0x367e7cf2801fd997,
        ],
        [
            0x46ffd227cc2338fb, 0x89ff6fa990e26153, 0xbe570779331a0076, 0x43d241c506e1f3af,
            0xfdcdb97dde9b62a3, 0x6a06e984a0ae30ea, 0xc9bf16804fbddf7d, 0x170471a2d36163c4,
        ],
        [
            0xff5ba8ae3113655e, 0xfa2c6e2b57b83180, 0x1c48271977e0eabe, 0xf9f3c555337fea97,
            0x340f7022a42581cb, 0xe1de0bc218f710e3, 0xee640adef62e5aa8, 0x16b2389149428940,
        ],
        [
            0x361619e455950cc3, 0xc71d665c56b66bb8, 0xea034b34afac6d84, 0xa987f832e5e4c7e3,
            0xa07427727a79a6a7, 0x56e5d017e26d6c23, 0x7e50b97638167e10, 0xaa6c81efe88aa84e,
        ],
        [
            0x0ca1f3b7b0dc8595, 0x27de46089f1d9f2e, 0x1af3bf39badd82a7, 0x79356a7965862448,
            0xc0602345f5f9a052, 0x1a8b0f89139a42f9, 0xb53eee42844d40fc, 0x93b0bfe54e5b6368,
        ],
        [
            0x473959d74d325bbf, 0x2a61beec8d6114b9, 0x25672a94924be2ee, 0xa48595dbf2c23d0c,
            0xe476848b6a221838, 0xe743e69a35c1b673, 0x2ab42499d8468503, 0x62aa0054e9e90ba7,
        ],
        [
            0x358d13f1bc482911, 0x685d1971b7fa7f26, 0x3e67a51d2be1aee4, 0xe041850998d114a9,
            0x59639f604e052561, 0x32075c49155d0818, 0x2aa2343b67b64b1c, 0x1b445e2967f53e6a,
        ],
        [
            0xbdfb271773a904e0, 0x7ce1e40b28888d73, 0x2e7e35f6eaa97d1b, 0xd061772aa9afa097,
            0x434ac7c47a1f7c59, 0x6e21124ae79b7b9a, 0x055acff3bb22ecc7, 0x8bfd7ac984c858d3,
        ],
        [
            0x5434dd02c024789c, 0x90dca9ea41b57bfc, 0x8aa898e2243398df, 0xf607c834894a94bb,
            0xbb07be97c2c99b76, 0x6576ba6718c29302, 0x3d79efcce703a88c, 0xf259ced7b6a0d106,
        ],
        [
            0x2fd57df59f1f68ad, 0x5ddcc6dbb06470c8, 0x801b6451a9b47307, 0x6b51c8e376551bf4,
            0xef0bd1f7d44e1da9, 0x714bcb1d4d4e600c, 0xc57bb9e40c6540c7, 0x71bd1ec2327cc644,
        ],
        [
            0x00cd33b5cfd84f0a, 0xcfa568f74e6b0ddd, 0x1c694edb2d0f48f4, 0x2747c7ccfeff7dd8,
            0xcedaecadac8c24b2, 0xdb29de3f0742a5e5, 0xe35d8fbb3090296d, 0x788cabf7b11fb54a,
        ],
        [
            0x9a52cf7e7f4dd81f, 0xa0132be15e69c05e, 0x90dab7472a0f4d72, 0xc142f911312d6706,
            0xe8d3631f8261998b, 0xf0f42fae615c1c94, 0x2f4e948caec3fa5d, 0x242ae7a8a374101e,
        ],
        [
            0x0f893a5dc8de610b, 0xe8c515fb67e223ce, 0x7774bfa64ead6dc5, 0x89d20f95925c728f,
            0x7a1e0966098583ce, 0xa2eedb9493f2a7d7, 0x1b2820974c304d4a, 0x0842e3dac077282d,
        ],
        [
            0x1fa878cad088be52, 0x89c2cb07a9e1e656, 0x385bc5c3219d62db, 0xd82b676b5fda2752,
            0x2449dc9ee304eafc, 0x1e9e7991632f4ea2, 0x3036e061cdd5e0b9, 0x75a6f6ff830825bc,
        ],
        [
            0x2e5b260481f65e9b, 0x480156c04901f837, 0x557f86abb857b733, 0x88e3ed0e735b4411,
            0xc337680d2a33732e, 0xa599bfcb31c9c11f, 0xb282f851a95201c4, 0xd342da8a854ddf95,
        ],
        [
            0xb10fcddc449dedb4, 0x2c890042d1244acf, 0x9b3072cac7fc7017, 0x1acda6859ce8063f,
            0xd243313c7f51e2f5, 0x52a3f1a4d73d9578, 0xda785b7a64f0ce6e, 0x2e766315442a4c2d,
        ],
        [
            0xe4d972a33b9e2d7b, 0x7cc60b27c48218ff, 0x8fc7083884149d91, 0x5c04346f2f461ecc,
            0xebe9fdf2614650a9, 0x5e35b537c1f666ac, 0x645613d188babc83, 0x88cace3ac5e1c93e,
        ],
        [
            0x94f9b004151f111a, 0xc7a5035b07dbc5fa, 0x53958ea7609e49d7, 0x0526b4d79013f4c0,
            0x66de5ebb593e2fbd, 0x6e7cf8b44c2e0c37, 0x6f72fc8b8c983e78, 0x6fab9b632348f9d7,
        ],
        [
            0x58d02e81eb70ac59, 0xf522769b4417d8f7, 0x9f3063d5077274ff, 0xf5ac6f4f340fe8ac,
            0xce72d9d1b50914ba, 0xb3835984b7bc255c, 0x145d3fa77ca5038f, 0x7acda3c6ad8fab13,
        ],
        [
            0xc748a3526a3d8468, 0x3fab479927e38032, 0x91ad3629fa430ce7, 0xc5af0b2c71614c44,
            0xcede3fa50c211611, 0x6e6889ba02338083, 0xee0a195977f0fe32, 0x01ea905d0f4bbc5a,
        ],
        [
            0x209ca3753de92e23, 0xccb03cc85fbbb6e3, 0xccb90f03d7b1487e, 0xfa9c2a38c710941f,
            0x756c38236724ceed, 0x3a902258192d0323, 0xb150e519ea5e038e, 0xdcba2865c7427591,
        ],
        [
            0x12cfb25e8193db48, 0xddb4ae633bea708c, 0xdaae102ef181f821, 0x9d9d923024a089d9,
            0x71c4122da0876aea, 0x1a63ea3bbbe19c09, 0x3b898076016f8d0c, 0xa5cccc5daea6b713,
        ],
        [
            0x510e8ee306f6e97d, 0x684a8fc5b00eaa8c, 0x15313579b93fbf33, 0xe67f5fa6f66b1723,
            0x815881f6ce86748c, 0xc1ced318ead58b10, 0x8662775bf2f33393, 0x7ac0c9047d836ff2,
        ],
        [
            0xc3f22baf4a8e2f61, 0x77d29ede176da6a6, 0x40a55f211607da63, 0x858b38561452e391,
            0x0dd3c267fe1b3c56, 0x66c04bdd7d55227a, 0xfbd2fe55e6404e09, 0x5981cf49ea9cfcbc,
        ],
        [
            0xe549237f78890732, 0xc443bef953fcb4d9, 0x9884d8a6eb3480d6, 0x8a35b6a13048b186,
            0xb4e4471665e9a90a, 0x45bf380d653006c0, 0x8f3f820d4fe9ae3b, 0x244a35a0979a3b71,
        ],
        [
            0xae46a902aea870af, 0xa9b9fcf57cbedc99, 0x74f2ca3f79b7e793, 0xadb8f2231dbeeb28,
            0x6302060e6764df85, 0x363320d257ebd554, 0xd9fd573e798d22e1, 0x285f85f5ebb67ded,
        ],
        [
            0x0aacd6138aeb55c9, 0x79791da4d86885f0, 0x165e826744b05f23, 0x9ee5f5e8284548ed,
            0x9fd548cc85b661b8, 0x257037c089c58689, 0x9b47306ff9290cb2, 0x56ba2eeb0677ecf4,
        ],
        [
            0xd86b329211caa2b5, 0x2a26258e39337bd1, 0x4dc5a9b579c8c291, 0x16443d87741942e6,
            0x6bc9a2f8f811400c, 0x819c69359eeb4e0e, 0xe1be7273ce0c214b, 0x429afb8184b61581,
        ],
        [
            0xa1010e9d74cd06ff, 0x9c17c7dfaca3eeac, 0x74c86cd38063aa2b, 0x8595c4b3734614ff,
            0xa3de00ca990f62cc, 0xd9bed213ca0c3be5, 0x7886078adf8ce9f5, 0xddb27ce35cd44444,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0x9c7c581d26ee8382, 0xcf17dcc5359d638e, 0xee8273abb728ae3d, 0x1d112926f821f047,
            0x1149847750491a74, 0x687fa761fde0dfb9, 0x2c2580227ea435ab, 0x6b8bdb9491ce7e3f,
        ],
        [
            0xb23a03a553fb2b56, 0x6ce141e74e057f78, 0x796525c389e490d9, 0x0bc95725a31a7e75,
            0x1ec567911220fd06, 0x716e3a3c408b0bd6, 0x31cd6bf7e8ebeba9, 0xa7326ca6bee6b670,
        ],
        [
            0x6095355699f241d7, 0xee4adbd7001a349d, 0x0b35bf6aaa89e491, 0x7f0076f4136f7546,
            0xd19a18ba9264da3d, 0x6eb2d2cd62a7a28b, 0xcdba941f8761c971, 0x1550518ba3be4a5d,
        ],
        [
            0x20d3c982cf7d62d2, 0x1f36e29d23ba8150, 0x48ae0bf092763f9e, 0x7a527e6b1d3a7007,
            0xb4a89097581a85e3, 0x1f1a520fdc158be5, 0xf98db37d167d726e, 0x8802786e1113e862,
        ],
        [
            0xc3c398966bcefc18, 0xb754b34318636e00, 0x6fb6a168f53b1991, 0x87181b55b84c2fe5,
            0x1686c9102721bc8c, 0xc649066095030e2a, 0x18fdeb2f97df55da, 0x10d52cfc7c27d231,
        ],
        [
            0x2a01e09c118731b9, 0xb6c46182cd393cd8, 0x5ed7dd657508e328, 0x6402ca1b681da8fa,
            0x603abe86ce9f272d, 0x9363435c29167c9c, 0x4814f7c1c45a2a42, 0x146562229a22cacd,
        ],
        [
            0xb4526431323b470c, 0x40cd4e1ad536e418, 0x430fdd3d01933bc0, 0x3d3e6dde07649023,
            0x4b0564ef2e9523b1, 0x8c0d31059079bc4f, 0x496c6967837d3d58, 0x3a79f66089123b5f,
        ],
        [
            0xefb2149e36f09ab0, 0x03f163ca4a10bb5b, 0xd029704506e20998, 0x56f0af001b5a3bab,
            0x7af4cfec70880e0d, 0x7332a66fbe3d913f, 0x32e6c84a7eceb4bd, 0xedc4a79a9c228f55,
        ],
        [
            0x2999149ea32f699a, 0x6d6c8e1172186170, 0xad74494f45546e52, 0x2b3cb53989efe7fe,
            0xb9a2e60ee42fb031, 0xf858fd0d670e4823, 0xebcaab7e492c636d, 0x40e072fcd32c4670,
        ],
        [
            0x457a6a66b2344e1d, 0xdec81f2a8f37dcfe, 0x61d5f83eab40f9d5, 0x5ca82776f1df043c,
            0x2174681ef846677c, 0x7c241f4f516d1628, 0xf54994c31f01374f, 0x253c8367df0f210c,
        ],
        [
            0xc94dbeeb20e91820, 0x19aac20462b641e7, 0xc22834f08b49cf50, 0x47e8c74b8e5d5a6d,
            0x78160cdcf42acb6a, 0x7a5364753a3568b9, 0x4a28d5476cd1eb71, 0x0360bc3f8c8fbc11,
        ],
        [
            0xf6e894d1f4c6b6ec, 0x526b082718b3cd9b, 0x73f952a812117fbf, 0x2be864b011945bf5,
            0x86f18ea542099b64, 0x2770b28a07548ce2, 0x97390f28295c1c9c, 0x672e6a43cb5206c3,
        ],
        [
            0x66502b738ebadaf8, 0x27bafe8ef9a04c07, 0x74da432f1bf6ae04, 0x271d8268278d403b,
            0x018b91ac93471b57, 0x01096869b276c51f, 0x5b79c1016dc57dd2, 0xb623345e806c80a5,
        ],
        [
            0x89d24349e9d72088, 0xd5317a033e9cf6e0, 0x5bc61a9d73c8f8ea, 0x48f9c2c8f10f5a3d,
            0x472414df086b9507, 0x79818cdfae549b92, 0x3d24a77a62a415bf, 0xb92df59fd3b22976,
        ],
        [
            0x80450f8ee71fcf44, 0x2763ddfddb0a9986, 0x8c288c7a9668bcf2, 0xd7d09b350392e2f6,
            0x0a3d54826506dd7a, 0x9b43dac1cdce9d4f, 0x8d154f61458b63b8, 0x77bda4d0129c973b,
        ],
        [
            0xc37c7dd0c55c4496, 0xa6a9635725bbabd2, 0x5b7e63f2add7f363, 0x9dce37822e73f1df,
            0xe1e5a16ab2b91f71, 0xe44898235ba0163c, 0xf2759c32f6e515ad, 0xa5e2f1f88615eecf,
        ],
        [
            0x0b6c0d19eba6abce, 0x6caac445649eeee4, 0x59b4f283b465e10e, 0xd76704f2f729212d,
            0x8d4e738370d1ee92, 0xfbcac28bea6c1eb5, 0x2c84218b4ef28e05, 0x2c52f7d07e6c6e0d,
        ],
        [
            0xd8134cf00fe09616, 0x4a31e59ae48c8cc3, 0x5c0ae5665fb87b82, 0xdc2ef15ab2bd26a7,
            0x63ebaef55b781765, 0x4f6cc83c5339585e, 0xd08ae201abfc78e4, 0x98e7ee9a1fbe2a56,
        ],
        [
            0x0a4897dd0e1489a2, 0xc09f8736e93d987f, 0x427a00b8ea79a437, 0x3e2b39e4af89e9fa,
            0x451c2d2f7e8138f1, 0x08cde41137148bb0, 0x016968c70d50e541, 0x2bdceee1dd471291,
        ],
        [
            0xcacce2c847c64367, 0x6a496b9f45af4ec0, 0x2a0836f36034042c, 0x14a1f3900b6c62ea,
            0xe7fa93633ef1f540, 0xd323b30a72a76d93, 0xffeec8b50feae451, 0x4eafc172bd04ef87,
        ],
        [
            0x3bdb1e1b6c484007, 0xe110d5a1e6be0202, 0x1c24e1ae15665aae, 0xfa0ef6897c9c9d27,
            0x01a0662a9d22b607, 0x18c364ce6722f147, 0x0446146d7521f74c, 0x39777a4e9fa8abb8,
        ],
        [
            0x36a7b30c8deae427, 0xb4ac5f5ab62e583e, 0xacef9fa2df0a39a9, 0xc929a6045d659039,
            0xe14d9d6efc262f7e, 0x15e6d62d05538d9d, 0xee42a77ec488f9e0, 0xae836365892c8a42,
        ],
        [
            0x90abdd1b1af533fd, 0x7c3d2576750f0acb, 0xfa0ac55ac76cc9c8, 0xc3b4302e5275aa05,
            0xe2cbb31def2dc19e, 0x5f3db7513806357b, 0x6474df00f509f98e, 0x9ba75f1e28ebbd89,
        ],
        [
            0x74519be7abded551, 0x03d358b8c8b74410, 0x4d00b10b0e10d9a9, 0x6392b0b128da52b7,
            0x6744a2980b75c904, 0xc305b0aea8f7f96c, 0x042e421d182cf932, 0xf6fc5d509e4636ca,
        ],
        [
            0x47cb1fe05fd676df, 0x69c642919ba8960b, 0x40d023060165de6d, 0x783bf44ed6b8b29a,
            0xc84e19fb6ed098bd, 0x601f09f7ffbe6123, 0x87ae89c5a0e24a3a, 0x07864e9c5e05ac2a,
        ],
        [
            0x850f9efd392c5e00, 0xc29f667fe2511bde, 0xf5cf406d8431298f, 0xf90b10c879c0d05d,
            0xfb3e9b1d0038f012, 0x84c04e7a0a8c9799, 0xb76102d496c8e986, 0xdea63b13176da675,
        ],
        [
            0x2fafc2efddf55369, 0x70bff06f24ac63b9, 0x1e1a37426e926add, 0x773537adfdfa18cf,
            0xd211ea635984b552, 0xb17eed4d8c1aed24, 0x5de9de74140b8b67, 0x742501c8768bff57,
        ],
        [
            0xe4435a51b3e59b89, 0x136139554133a1c9, 0x87f46973440bee59, 0x714710f800c401e4,
            0xc0cf4bced6c446c9, 0xe0aa7fd66c4d5368, 0xde5d811afc68fc37, 0x61febd72b7c2a057,
        ],
        [
            0x90ff2b91be4725e8, 0x710abff65e81001e, 0x15eb3476c5ef04f3, 0xccdab51b3c0da2b7,
            0x883840a52cc0652b, 0xd1fc7d9df5e4a856, 0xebbc3953070ffc88, 0x340f947d91efedc1,
        ],
        [
            0x1eddbebb6dbd11cf, 0x8297aa45c619e203, 0x6354826f962bd2a6, 0xba3f3f67fa12edc7,
            0x25220f1dfc7ad88d, 0x5d059f818683c801, 0x0577f26e2d385764, 0xa574c646a453e80d,
        ],
        [
            0x89d16c71b8f4e30c, 0x9e2dabfbc63dfa29, 0x6033065edfde5ceb, 0x072b1d1f0f3c45c6,
            0x0cd0bc2ab8d429ec, 0xe747438cc2471f89, 0x131ce856319d679e, 0x7520a22887b24eba,
        ],
        [
            0x795847c9d64cc78c, 0x6c50621b9b6cb27b, 0x07099bf8df8022ab, 0x48f862ebc04eda1d,
            0xd12732ede1603c16, 0x19a80e0f5c9a9450, 0xe2257f54b429b4fc, 0x66d3b2c645460515,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0x8de2b7bc453cadd6, 0x203900a7bc0bc1f8, 0xbcd86e47a6abd3af, 0x911cac128502effb,
            0x2d550242ec965469, 0x0e9f769229e0017e, 0x633f078f65979885, 0xfb87d4494cf751ef,
        ],
        [
            0x6066e2a2d551ee10, 0x87a8f1d8727e09a6, 0x00d08bab2c01148d, 0x6da8e4f1424f33fe,
            0x466d17f0cf9a4e71, 0xff5020103bf5cb19, 0xdccf97d8d062ecc0, 0x80c0d9af81d80ac4,
        ],
        [
            0x1a0445ff1d7aadab, 0x65d38260d5f6a67c, 0x6e62fb0891cfb26f, 0xef1e0fa55c7d91d6,
            0x47e7c7ba33db72cd, 0x017cbc09fa7c74b2, 0x3c931590f50a503c, 0xcac54f60616baa42,
        ],
        [
            0x98857ceb1bf4581c, 0xe635e186aca7b166, 0x278ddd22659722ac, 0xa0903c4c1db68007,
            0x366e458948f21402, 0x31b49c14b96abda2, 0x329c4b09e0403190, 0x97197ca3d29f43fe,
        ],
        [
            0x7173dd5d4b07e2b1, 0xd144c4cb8d9ea221, 0xe8b04ea41105ab14, 0x92dda542fe80d8f1,
            0xe9982fa8cf03dce6, 0x8b5ea9651a22cffc, 0xf7f4ea7f3fad88c4, 0x62db773e6a5ba95c,
        ],
        [
            0x18bd3fb4820357c7, 0x992039ae6f1458ad, 0x9a1df3c525b44aa1, 0x2d780357ed3d5281,
            0x58cf7e4dc77ad4d4, 0xd49a7998f9df4fc4, 0x4465a8b51d71205e, 0xa0ee0ea6649254aa,
        ],
        [
            0x4baae6e89c92b235, 0xa73bbd0e6b3993a1, 0xd06d60ec693dd031, 0x03cab91b7156881c,
            0xd615862f1db3574b, 0x485b018564bb061a, 0x27434988a0181e06, 0x2cd61ad4c1c0c757,
        ],
        [
            0x03e2de1cf3480d4a, 0xf0d8edc7bc8acf1a, 0xf23e330368295a9c, 0xfadd5f68c546a97d,
            0x895597ad96f8acb1, 0xbddd49d5671bdae2, 0x16fcd52821dd43f4, 0xa5a454126619141a,
        ],
        [
            0xc85c34d3030d86a0, 0xf14b2e80213ce95e, 0xce3eed9bf07e6d7f, 0x476c3e21a3a3ec79,
            0xb4ec11f2cadea5d3, 0xd1ad5f12cca936aa, 0x1724609e34e61c7d, 0xcc520df32fd67ba2,
        ],
        [
            0x6bfbe2a8a9a17f2a, 0x1cac2f6003d95017, 0x38c062578ea2b48c, 0x21ca4d5ccc3cc38a,
            0xff067a5467452091, 0x63bfdf5d139d462c, 0x221376a11450006f, 0xc81afe5e332a9aec,
        ],
        [
            0x11a09a99bafea141, 0x7fe0414b19d41640, 0xd66b072af3b609d1, 0x27f7de34bc5554d2,
            0xd66529afbc517b45, 0x8be4352112d18d9f, 0x942192e14e0defd7, 0xb465871f90c0af1e,
        ],
        [
            0xfa32c79f439f29cf, 0x7bf321c04dd82a3b, 0xff127f54eaa2c1b1, 0xa8365f2df35e9618,
            0x852d29024d0ef8dd, 0x395ce2c159228c4a, 0xb69f44e8215afed3, 0x16c1f898b27458e3,
        ],
        [
            0x170f87e0f33f25bc, 0x24dcb667c339c098, 0xbf1702a4ab073eae, 0xada6919c238cfb44,
            0x53008511ddee6375, 0xdb92fa85b8db60ad, 0x50b6a366a421210e, 0xdc7bf8eb4c37558f,
        ],
        [
            0xe47ba1082e4f257e, 0xcf0ee2df35689d7c, 0x8b8fc38e321ba0d0, 0x9470c64c0f745e8b,
            0xa73887f5d65fa22f, 0xa581f89bc2a7efbe, 0x835a0ba6eee4c98a, 0x86e183e9a3291a71,
        ],
        [
            0xfb5487b089e4043b, 0x4de49def09799bd2, 0x9da870c0b3e760be, 0x5e4e1dd389ee1539,
            0x1b3849fa915705db, 0x7ce5e1945eac0e81, 0x7c1772a0b00d3f5c, 0x547926766c00b5a1,
        ],
        [
            0x8ce9b6bfc360e25a, 0xe6425195075a1a78, 0x9dc756a8481732f4, 0x83c0440f5432b57a,
            0xc670b3f1d720281f, 0x2205910ed135e051, 0xded14b0edb052be7, 0x697b3d27c568ea39,
        ],
        [
            0x2e3a6cf11af6714b, 0x770f8ea63c13b96f, 0x98c242fb4c8cff95, 0x67ec9a0c95a0be91,
            0xeef0335aeb8ee7cf, 0x63f34ce73371c424, 0x980b399531ede505, 0x7ce83afe9b3f3619,
        ],
        [
            0xb3f1bd2e795e4a1c, 0x85d3187ea1cdca89, 0x15e44e3c3541683d, 0x2a8c239c80ed4067,
            0xbde6025abfc508ed, 0xb1631e313bf2c5ed, 0xb2cb3b3be7d9a112, 0x0554c14f7c7838cc,
        ],
        [
            0x1be6b727aa88e0bf, 0xd764c2ba64e83507, 0x4abcf397bad7eb86, 0xb2fd1cbf7920b74f,
            0x65e8915bf13d032b, 0x9d264abb19fbd622, 0x2f62af792f48a2b4, 0x22a9b05f8619baec,
        ],
        [
            0xdef29005dc453233, 0xc208c47a2fac4bcf, 0x6057a3feac3d55ac, 0x1723725d902c1207,
            0x9c31c62733eb0fec, 0x4913ccdbbb3c63bb, 0x113e542b07305838, 0x9d48e72a310c2d97,
        ],
        [
            0xc1d52754b8316b58, 0x9435a342811fab60, 0xe126c3766102c935, 0x7a4f15953e25292e,
            0x1bc3e7c3032cad59, 0x4b2d7a81fe2a1cb6, 0xa80bf4e2e08ba6cb, 0xb7fcc9b28cf90268,
        ],
        [
            0xa2e2d1a751288296, 0xbaca527bf66ddbb0, 0x409b418f80313cd4, 0x2b4b1ae8873c6a8b,
            0xb8e95ec72a93295f, 0x0ef650902e5a795f, 0x165ac8882f876afa, 0x90ca87d925c1e203,
        ],
        [
            0xbc128da793ce7936, 0x3cc69ad639be9df9, 0x6965991fecb6d37c, 0x64e001bfb8b5ffa3,
            0x5d610abf9334010d, 0x718feeb0dfda3f0c, 0x5b2b1ea8030540d7, 0x59f22f73f4b4d337,
        ],
        [
            0x54424ec4d9bbeb3d, 0x34ceafe3d7b2921c, 0x5e68022e296d37c5, 0xa28e0a2b359f16b0,
            0xfdd82dd9bc3f9d73, 0x6939a8f9baf3e1ff, 0x55cff45c31736dc4, 0x910f56427892e8e7,
        ],
        [
            0xdf35bf05aad0042c, 0x2925ec7028da6acc, 0x822aa804e1aa3f5c, 0xb5edec7d3d348e63,
            0x03362830b4f6b2cf, 0x08bfcb0d096bba2a, 0x8afde4649fec3f04, 0xfb402e4f1c434e17,
        ],
        [
            0xb6c46c9d8acec326, 0xacf5583d296cb8c0, 0x2552cac6cf077208, 0x5261ef830da03dd6,
            0xf6a7ee305d0046b4, 0x24865c96cb0a3e85, 0x715991448bdf7a89, 0x221d5cdbf8e42383,
        ],
        [
            0x951daaf43547dc09, 0xb982d50bd4aeacd4, 0xdcc9942b459f1156, 0x8067b1e2fa45b272,
            0xe2fbd00cd6a3fbb7, 0x46fc24ddca742d37, 0x664544767b26fbdd, 0x3fa6a3612fd8f67c,
        ],
        [
            0xde09b349dfe39260, 0x984612f773549093, 0x7cede28167853b02, 0x7d809bb429d17703,
            0x450b6bfb2756c4f0, 0xc59ff9ba93f02b80, 0x3e69545720ad9561, 0x0c7cf0be3331e2c7,
        ],
        [
            0x42727c9bca9c4803, 0x7c14034629dcda5e, 0x00ecab39ba21f617, 0xb52bb196f0baefc1,
            0x56d503de73ac1c74, 0x082dce0f539c9d2c, 0xf7770a8afa3c9587, 0x96895a7a595c7e7d,
        ],
        [
            0x29db69d26efafb47, 0x04b9e9f2ee5e7429, 0x91f21d3888e90203, 0xcf3f8e797adfa615,
            0x89f9121c61ebe737, 0x8759690606ba03bd, 0x1ac27a729778feb7, 0xe018723c34726018,
        ],
        [
            0x7c42cf86fc70937e, 0x5bf83375a1118f05, 0x11c0541339e9bf98, 0x4aa2f304acfa08f9,
            0xd6614d1ada8b6fb3, 0x92733b775b05ad0b, 0xcf8ed5f13015dd66, 0x1badef18d8150a32,
        ],
        [
            0x2e599b9afb3ff9ed, 0x28c2e0ab17f6515c, 0x1cbee4fd474da449, 0x071279a44f364452,
            0x97abff6601fbe855, 0x3ee394e85fda51c4, 0x190385f667597c0b, 0x6e9fccc6a27ee34b,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x3bc77adedda492f8, 0xc11a3aea78297205, 0x5e89a3e734931b4c, 0x17512e2e9f5694bb,
            0x5dc349f3177bf8b6, 0x232ea4ba08c7ff3e, 0x9c4f9d16f511145d, 0xccf109a333b379c3,
        ],
        [
            0x60e2857080eb24a9, 0x7bedfb4d488e0cfd, 0x721ebbd7c259cdb8, 0x0b0da855bc6390a9,
            0x2b4d04dbde314c70, 0xcdbf1fbc6c32e846, 0x33833eabb162fc9e, 0x9939b48bb0dd3ab7,
        ],
        [
            0xc42b8ab197c3dfb9, 0x55a549b0cf168154, 0xad6748e7c1b50692, 0x2775780f6fc5cbcb,
            0x4eab80b8e1c9d7c8, 0x8c69dae13fdbcd56, 0x47e6b4fb9969eace, 0x002f1085a705cb5a,
        ],
        [
            0x96892c1f711b0eb9, 0xb905f2c8780ab954, 0xace26309a20792db, 0xec8ac9b30684e126,
            0x486ad8b6b40a2447, 0x60121fc19fe3fb24, 0x5626fccf1a8e3b3f, 0x4e5686226ad1f394,
        ],
        [
            0x2bfb43183037bf52, 0xb61e6db578c725d7, 0x8efd4060bbb3e5d7, 0x2e014701dbac488e,
            0xac75cf9a360aa449, 0xb70cfd0579634d08, 0xa591536dfffb15ef, 0xb2c37582d07c106c,
        ],
        [
            0x5cfbbb22236f4a98, 0x0b0c59e9066800bb, 0x4ac69a8f5a9a7774, 0x2b33f804d6bec948,
            0xb372929532e6c466, 0x68956d0f4e599c73, 0xa47a249f155c31cc, 0x24d80f0de1ce284e,
        ],
        [
            0xf347a70d6457d188, 0x86eda86b8b7a388b, 0xb7cdff060ccd6013, 0xbeb1b6c7d0053fb2,
            0x0b02238799240a9f, 0x1bbb384f776189b2, 0x8695e71e9066193a, 0x2eb5009706ffac7e,
        ],
        [
            0x5a4b46c64a8a3d62, 0x8469c4d0247743d2, 0x2bb3a13d88f7e433, 0x62b23a1001be5849,
            0xe83596b4a63d1a4c, 0x454e7fea7d183f3e, 0x643fce6117afb01c, 0x4e65e5e61c4c3638,
        ],
        [
            0x4065508da35fcd5f, 0x8965df8c495ccaeb, 0x0f2da85012e1a962, 0xee471b94c1cf1cc4,
            0xcef19bc80a08fb75, 0x704958f581de3591, 0x2867f8b23aef4f88, 0x8d749384ea9f9a5f,
        ],
        [
            0xb7e830e3dc09508b, 0xfaf6d2cf74317655, 0x72606cebdf690355, 0x48bb92b3d0c3ded6,
            0x65b754845c7cf892, 0xf6cd7ac9d5d5f01f, 0xc2c30a5996401d69, 0x91268650ed921878,
        ],
        [
            0xe38b5ff98d2668d5, 0x0715281a7ad81965, 0x1bc8fc7c03c6ce11, 0xcbbee6e28b650436,
            0x06b00fe80cdb9808, 0x17d6e066fe3ed315, 0x2e9d38c64d0b5018, 0xab8bfd56844dcaef,
        ],
        [
            0xe5db77176add8545, 0x1b71cb6672c49b66, 0xd856073968421d77, 0x03840fe883e3afea,
            0xb391dad51ec69977, 0xae243fb9307f6726, 0xc88ac87be8ca160c, 0x5174cced4ce355f4,
        ],
        [
            0xd4f9497d53a4f566, 0x8973466497b56810, 0xf8e1da740494a621, 0x82546a938d011c68,
            0x1f3acb19c61ac162, 0x52f8fa9cabad0d3e, 0x15356523b4b7ea43, 0x5a16ad61ae608125,
        ],
        [
            0x752067f8ff81578e, 0x786221509045447d, 0xc0c22fcf0505aa6f, 0x1030f0a66bed1c77,
            0x31f29f151f0bd739, 0x2d7989c7e6debe85, 0x5c070e728e677e98, 0x0a817bd306e81fd5,
        ],
        [
            0x0f816a727fe02299, 0x6335ccc2294f3319, 0x3820179f4745c5be, 0xe647b782922f066e,
            0xc22e49de02cafb8a, 0x299bc2fffcc2eccc, 0x9a8feea26e0e8282, 0xa627278bfe893205,
        ],
        [
            0xc1e17eb6cbc613e5, 0x33131d55497ea61c, 0x2f69d39eaf7eded5, 0x73c2f434de6af11b,
            0x4ca52493a4a375fa, 0x5f06787cb833c5c2, 0x814e091f3e6e71cf, 0x76451f578b746666,
        ],
        [
            0x6e57c18cb533e92a, 0x339bcafe55bfb5de, 0xa1ea8b9c01eea2eb, 0x6023b4f5f4f8a7d6,
            0x5e52e4ae52b54e42, 0x1cba55e084bf70dc, 0x22097aba3f06a48d, 0x5513633fe90bbfa9,
        ],
        [
            0x01c7e082e1539388, 0xfd286f30759a9c6b, 0x94581041176bacfb, 0xe580f07c3bc3de53,
            0xdcdb6f75884d772f, 0xd75c3bb840bb9d4f, 0xdc6c2e4edb083011, 0xe18789a2cd9c298d,
        ],
        [
            0xa5f2101cffa0ce82, 0x7c6d36e54b343440, 0x82528d290c74a303, 0xd083a8c204d4ab17,
            0xcff14edd76001e0d, 0xc911c202c9662ec7, 0xdb34fb98810278c6, 0xa1b4250e5ee4e368,
        ],
        [
            0x5ee6ab8495fe1347, 0xab0f6c396f24503c, 0x807e3ffb4486dd6b, 0xf00b6c748002fef5,
            0x48bff9a6a7862999, 0x85e5a06cbed89e26, 0x86d311af3d8419eb, 0x24f3ad7834733f16,
        ],
        [
            0x9cacee5e5a6fa2aa, 0x0686d78375d4e623, 0x3f728d0a0b28185d, 0x7912b060dd3ced6f,
            0x8d3129faf014cc5a, 0x321dde5cd7395aea, 0x9607b2d66b0fbaab, 0xbc5911ae07afbd99,
        ],
        [
            0x5e20551311820d44, 0x0c651bcc86c4473a, 0x1d230c2b9bd80eef, 0x042c4a1207515be5,
            0x42517ca0bfe9e284, 0xe8f605782369827a, 0x184f04f01638699d, 0x174618edf2bc6d05,
        ],
        [
            0x7c3778d5651cf177, 0x1b685555d852bd0f, 0x4a03f682f3461ff8, 0xc1098c359b12ca7b,
            0x6a0553d25d983401, 0xe0c0768f3dc687b0, 0x7c44a33e344b732e, 0x5eb171c364b70a02,
        ],
        [
            0x5e3e03fc6c68d687, 0x3e732c3d1ff052c7, 0xf2d0efa66ed16e7a, 0x63d92b26b65bb746,
            0xffcd82badd44867c, 0xa71b4a9ef8c081b8, 0x6c1676a7736c8785, 0xbe2c06169d8932d0,
        ],
        [
            0xd1638849b50939f2, 0xfc33692cba90858e, 0x2b4a0a912fa6008e, 0xc00190c797a33940,
            0x8aff14fdd62d3c10, 0x98c64d09571989c1, 0x8224ea2800e5feba, 0x913cb90cf9a9c5c1,
        ],
        [
            0x7bfa1a4b9eca1c9f, 0x960bc1dc8ce5e535, 0xe267d9f317eec30a, 0x06fb89ef6c257d38,
            0x2328999ad364a26d, 0x69b794cb26eaab58, 0xad28ab1fb85ba596, 0x05dcbff356d0aa94,
        ],
        [
            0x14d79e80a3a1a602, 0xfc4f185e22c3d6af, 0x232fa56bb7f667c8, 0x49d0bc918f3eeaf8,
            0xe89151b95870e248, 0x70ab0e703d4409ab, 0x22d8e910800783e8, 0x9b2c7bb2a2ac7762,
        ],
        [
            0x53376d282bcffbc4, 0x708817a706eadb7a, 0x6ff50e05cd35ae69, 0x63b5fb7574bc7fde,
            0x71c9e953e7fe08c4, 0xb4d8bfd4f583ca18, 0xde8d788245e81c5c, 0xa5f5e93ce0474138,
        ],
        [
            0xd4d75f4bf0831932, 0x5e770ac477fe8cc9, 0x52b5e748862e72a2, 0xe9a45482501d35fe,
            0x8a93e7424a9ab187, 0x5a72506de88ca017, 0xe680dcb201eb2def, 0xdc5aa4e6ba68209d,
        ],
        [
            0x426c160f293c9f31, 0x8eb56333e864d7a7, 0xbe1164023ebbba30, 0x64c2bae32fd5a302,
            0x800601e1265aff7b, 0x52d8a88066fd4b14, 0x5aba20e746075a9c, 0xdaa32bf87e1234c6,
        ],
        [
            0x457497a5c4562fc8, 0x44fd8e8af3e2bff8, 0x1923493549c97d59, 0xdae307564036bbe4,
            0xf137785149ada0ed, 0xc6d362c580ef87aa, 0xc597431230a55c6a, 0x568407e515ec5a37,
        ],
        [
            0x80f9bdef694db7e0, 0xedca8787b9fcddc6, 0x51981c3403b8dce1, 0x4274dcf170e10ba1,
            0xf72743b86def6d1a, 0xd25b1670ebdb1866, 0xc4491e8c050c6f58, 0x2be2b2ab87fbd7f5,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0x3e0e5c9dd111f8ec, 0xbcc33f8db7c4e760, 0x702f9a91bd392a51, 0x7da4a795c132e92d,
            0x1a0b0ae30bb1151b, 0x54febac802e32251, 0xea3a5082694e9e78, 0xe58ffec1e4fe40b8,
        ],
        [
            0xfbb8349d29c4120b, 0x9f94391fc0d0d915, 0xc4074fa75410ba51, 0xa66adbf6150a5911,
            0xc164543c34bfca38, 0xe0f27560b9e1ccfc, 0x99da0f53e820219c, 0xe8234498c6b4997a,
        ],
        [
            0x7b23c513516e19e4, 0x56e2e847c5c4d593, 0x9f727d735ce71ef6, 0x5b6304a6f79a44c5,
            0x6638a7363ab7e433, 0x1adea470fe742f83, 0xe054b8545b7fc19f, 0xf935381aba1d0698,
        ],
        [
            0xb5504f9d918e4936, 0x65035ef6b2513982, 0x0553a0c26f4d9cb9, 0x6cb10d56bea85509,
            0x48d957b7a242da11, 0x16a4d3dd672b7268, 0x3d7e637c8502a96b, 0x27c7032b730d463b,
        ],
        [
            0x55366b7d5846426f, 0xe7d09e89247d441d, 0x510b404d736fbf48, 0x7fa003d0e784bd7d,
            0x25f7614f17fd9596, 0x49e0e0a135cb98db, 0x2c65957b2e83a76a, 0x5d40da8dcddbe0f8,
        ],
        [
            0x37f68bb4a595939d, 0x0355647928740217, 0x8e740e7c84ad7612, 0xd89bc8439044695f,
            0xf7f3da5d85a9184d, 0x562563bb9fc0b074, 0x06d2e6aaf88a888e, 0x612d8643161fbe7c,
        ],
        [
            0x9fb3bba354530bb2, 0xbde3ef77cb0869ea, 0x89bc90460b431163, 0x4d03d7d2e4819a35,
            0x33ae4f9e43b6a782, 0x216db3079c88a686, 0x91dd88e000ffedd9, 0xb280da9f12bd4840,
        ],
        [
            0x458f86913e538cd7, 0xa7001f6c8e08ad53, 0x52b8c6e6bf5d15ff, 0x548234a4011215dd,
            0xff5a9d2d3d5b4045, 0xb0ffeeb64a904190, 0x55a3aca448607f8b, 0x8cbd665c30a0672a,
        ],
        [
            0xa37f3573f37f5937, 0xeb0f6c7dd1e4fca5, 0x2965a554ac8ab0fc, 0x17fbf56c274676ac,
            0x2e2f6bd9acf7d720, 0x41fc8f8810224766, 0x517a14b385d53bef, 0xdae327a57d76a7d1,
        ],
        [
            0x515d5c891f5f82dc, 0x9a7f67d76361079e, 0xa8da81e311a35330, 0xe44990c44b18be1b,
            0xc7d5ed95af103e59, 0xece8aba78dac9261, 0xbe82b0999394b8d3, 0x6830f09a16adfe83,
        ],
        [
            0x43c41ac194d7d9b1, 0x5bafdd82c82e7f17, 0xdf0614c15fda0fca, 0x74b043a7a8ae37ad,
            0x3ba6afa19e71734c, 0x15d5437e9c450f2e, 0x4a5883fe67e242b1, 0x5143bdc22c1953c2,
        ],
        [
            0xa2a9ce7c6b53f5f9, 0x642465951b176d99, 0xb1298d36b95c081b, 0x53505bb81d9a9ee6,
            0x3f6f9e61f2ba70b0, 0xd07e16c98afad453, 0x9f1694bbe7eb4a6a, 0xdfebced93cb0bc8e,
        ],
        [
            0xc676d7f2b1f3390b, 0x9f7a1b8ca5b61272, 0x4ebebfc9c2e127a9, 0x4602500c5dd997bf,
            0x7f09771c4711230f, 0x058eb37c020f09c1, 0xab693d4bfee5e38b, 0x9289eb1f4653cbc0,
        ],
        [
            0xa44d2b391770f5a7, 0xe4d4d7910e44eb82, 0x42e69d1e3f69712a, 0xbf11c4d6ac6a820e,
            0xb5e7f3e542c4224c, 0xd6b4e81c449d941c, 0x5d72bd165450e878, 0x6a61e28aee25ac54,
        ],
        [
            0x54da9dc7ab952578, 0xb5423df226e84d0b, 0xa8b64eeb9b872042, 0xac2057825990f6df,
            0x4ff696eb21f4c77a, 0x1a79c3e4aab273af, 0x29bc922e9436b3f1, 0xff807ef8d6d9a27a,
        ],
        [
            0xc7f3a8f833f6746c, 0x21e46f65fea990ca, 0x915fd5c5caddb0a9, 0xbd41f01678614555,
            0x346f4434426ffb58, 0x8055943614dbc204, 0xf3dd20fe5a969b7f, 0x9d59e956e899a39a,
        ],
        [
            0xe4ca688fd06f56c0, 0xa48af70ddf027972, 0x691f0f045e9a609d, 0xa9dd82cdee61270e,
            0x8903ca63a0ef18d3, 0x9fb7ee353d6ca3bd, 0xa7b4a09cabf47d03, 0x4cdada011c67de8e,
        ],
        [
            0xf9a0563774921592, 0xb4f1261db9bb9d31, 0x551429b74e9c5459, 0xbe182e6f6ea71f53,
            0xd3a3b07cdfc50573, 0x9ba1afda62be8d44, 0x9bcfd2cb52ab65d3, 0xdf11d547a9571802,
        ],
        [
            0xac127dc1e038a675, 0x729deff38c5c6320, 0xb7df8fd4a90d2c53, 0x9b74b0ec681e7cd3,
            0x5cb5a623dab407e5, 0xcdbd361576b340c6, 0xa184415a7d28392c, 0xc184c1d8e96f7830,
        ],
        [
            0xb189b6845e43fc61, 0xf3282375e0d3ab57, 0x4fa34b67b1181da8, 0x621ed0b299ee52b8,
            0x9b178de1ad990676, 0xd51de67b56d54065, 0x2a2c27c47538c201, 0x33856ec838a40f5c,
        ],
        [
            0x86a9303b2f7e85c3, 0x5fce462171988f9b, 0x5b935bf6c138acb5, 0x30ea7d6725661212,
            0xef1eb5f4e51ab9a2, 0x0587c98aae067c78, 0xb3ce1b3c77ca9ca6, 0x2a553d4d54b5f057,
        ],
        [
            0x89e468b2cd21ab3d, 0xe504f022c393d392, 0xab21e1d4a5013af9, 0xe3283f78c2c28acb,
            0xf38b35f6226bf99f, 0xe83542740e291e69, 0x61673a15b20c162d, 0xc101dc75b04fbdbe,
        ],
        [
            0x2c7156e10b1894a0, 0x92034001d81c68c0, 0xed225d00c8b115b5, 0x237f9c2283b907f2,
            0x0ea2f32f4470e2c0, 0xb725f7c158be4e95, 0x0f1dcafab1ae5463, 0x59ed51871ba2fc04,
        ],
        [
            0x35dbbee206ddd657, 0xe7cbdd112ff3a96d, 0x88381968076be758, 0x2d737e7208c91f5d,
            0x5f83ab6286ec3776, 0x98aa649d945fa7a1, 0xf477ec3772ef0933, 0x66f52b1e098c17b1,
        ],
        [
            0xd1b0ccdec9520711, 0x55a9e4ed3c8b84bf, 0x9426bd39a1fef314, 0x4f5f638e6eb93f2b,
            0xba2a1ed32bf9341b, 0xd63c13214d42d5a9, 0xd2964a89316dc7c5, 0xd1759606ca511851,
        ],
        [
            0xb12ec10ecfe57bbd, 0x82c7b65635a0c2b5, 0xddc7d5cd161c67bd, 0xe32e8985ae3a32cc,
            0x7aba9444d11a5529, 0xe964ed022427fa1a, 0x1528392d24a1770a, 0xa152ce2c12c72fcd,
        ],
        [
            0xedf69feaf8c51187, 0x05bb67ec741e4da7, 0x47df0f3208114345, 0x56facb07bb9792b1,
            0xf3e007e98f6229e4, 0x62d103f4526fba0f, 0x4f33bef7b0339d79, 0x9841357bb59bfec1,
        ],
        [
            0xae1e0b67e28ef5ba, 0x2c9a4699cb18e169, 0x0ecd0e331e6bbd20, 0x571b360eaf5e81d2,
            0xcd9fea58101c1d45, 0x6651788e18880452, 0xa99726351f8dd446, 0x44bed022e37281d0,
        ],
        [
            0x830e6eea60dbac1f, 0x23d8c484da06a2f7, 0x896714b050ca535b, 0xdc8d3644ebd97a9b,
            0x106ef9fab12177b4, 0xf79bf464534d5d9c, 0x2537a349a6ab360b, 0xc7c54253a00c744f,
        ],
        [
            0xf0f82de5facf69d4, 0x363b7e764775344c, 0x6894f312b2e36d04, 0x3c6cb4fe11d1c9a5,
            0x85d9c3394008e1f2, 0x5e9a85ea249f326c, 0xdc35c60a678c5e06, 0xc08b944f9f86fba9,
        ],
        [
            0x24d661d168754ab0, 0x801fce1d6f429a76, 0xc068a85fa58ce769, 0xedc35c545d5eca2b,
            0xea31276fa3f660d1, 0xa0184ebeb8fc7167, 0x0f20f21a1d8db0ae, 0xd96d095f56c35e12,
        ],
        [
            0x3c2f0ba9b733aa5f, 0xdece47cbf05af235, 0xf8e3f715a2ac82a5, 0xc97ba6412203f18a,
            0xc3af550409c11060, 0x56ea2c0546af512d, 0xfac28daff3f28146, 0x87fab43a959ef494,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0x09891641d4c5105f, 0x1ae80f8e6d7fbd65, 0x9d67225fbee6bdb0, 0x3b433b597fc4d860,
            0x44e66db693e85638, 0xf7b59252e3e9862f, 0xdb785157665c32ec, 0x702fefd7ae362f50,
        ],
        [
            0x3754475d0fefb0c3, 0xd48fb56b46d7c35d, 0xa070b633363798a4, 0xae89f3d28fdb98e6,
            0x970b89c86363d14c, 0x8981752167abd27d, 0x9bf7d47444d5a021, 0xb3083bafcac72aee,
        ],
        [
            0x389741debe949a44, 0x638e9388546a4fa5, 0x3fe6419ca0047bdc, 0x7047f648aaea57ca,
            0x54e48a9041fbab17, 0xda8e0b28576bdba2, 0xe807eebcc72afddc, 0x07d3336df42577bf,
        ],
        [
            0x62a8c244bfe20925, 0x91c19ac38fdce867, 0x5a96a5d5dd387063, 0x61d587d421d324f6,
            0xe87673a2a37173ea, 0x2384800853778b65, 0x10f8441e05bab43e, 0xfa11fe124621efbe,
        ],
        [
            0x047b772e81685d7b, 0x23f27d81bf34a976, 0xc27608e2915f48ef, 0x3b0b43faa521d5c3,
            0x7613fb2663ca7284, 0x7f5729b41d4db837, 0x87b14898583b526b, 0x00b732a6bbadd3d1,
        ],
        [
            0x8e02f4262048e396, 0x436b50b6383d9de4, 0xf78d3481471e85ad, 0x8b01ea6ad005c8d6,
            0xd3c7afee97015c07, 0x46cdf1a94e3ba2ae, 0x7a42e50183d3a1d2, 0xd54b5268b541dff4,
        ],
        [
            0x3f24cf304e23e9bc, 0x4387f816126e3624, 0x26a46a033b0b6d61, 0xaf1bc8458b2d777c,
            0x25c401ba527de79c, 0x0e1346d44261bbb6, 0x4b96c44b287b4bc7, 0x658493c75254562f,
        ],
        [
            0x23f949feb8a24a20, 0x17ebfed1f52ca53f, 0x9b691bbebcfb4853, 0x5617ff6b6278a05d,
            0x241b34c5e3c99ebd, 0xfc64242e1784156a, 0x4206482f695d67df, 0xb967ce0eee27c011,
        ],
        [
            0x65db375121c80b5d, 0x2e7a563ca31ecca0, 0xe56ffc4e5238a07e, 0x3d6c296632ced854,
            0xe99d7d1aaf70b885, 0xafc3bad92d686459, 0x9c78bf460cc8ba5b, 0x5a43951918955aa3,
        ],
        [
            0xf8b517a85fe4e314, 0xe60234d0fcb8906f, 0xffe542acf2061b23, 0x287e191f6b4cb59c,
            0x21857ddc09d877d8, 0x1c23478c14678941, 0xbbf0c056b6e05ea4, 0x82da4b53b01594fe,
        ],
        [
            0xf7526791fadb8608, 0x049e832d7b74cdf6, 0xa43581ccc2b90a34, 0x73639eb89360b10c,
            0x4fba331fe1e4a71b, 0x6ffd6b938072f919, 0x6e53271c65679032, 0x67206444f14272ce,
        ],
        [
            0xc0f734a3b2335834, 0x9526205a90ef6860, 0xcb8be71704e2bb0d, 0x2418871e02f383fa,
            0xd71776814082c157, 0xcc914ad029c20073, 0xf186c1ebe587e728, 0x6fdb3c2261bcd5fd,
        ],
        [
            0x30d014a6f2f9f8e9, 0x963ece234fec49d2, 0x862025c59605a8d9, 0x3987444519f8929a,
            0x01b6ff6512bf476a, 0x598a64d809cf7d91, 0xd7ec774993be56ca, 0x10899785cbb33615,
        ],
        [
            0xb8a092fd02eee3ad, 0xa86b3d3530145270, 0x323d98c68512b675, 0x4b8bc78562ebb40f,
            0x7d301f54413f9cde, 0xa5e4fb4f2bab5664, 0x1d2b252d1cbfec23, 0xfcd576bbe177120d,
        ],
        [
            0x04427d3e83731a34, 0x2bb9028eed836e8e, 0xb36acff8b612ca7c, 0xb88fe5efd3d9c73a,
            0xbe2a6bc6edea4eb3, 0x43b93133488eec77, 0xf41ff566b17106e1, 0x469e9172654efa32,
        ],
        [
            0xb4480f0441c23fa3, 0xb4712eb0c1989a2e, 0x3ccbba0f93a29ca7, 0x6e205c14d619428c,
            0x90db7957b3641686, 0x0432691d45ac8b4e, 0x07a759acf64e0350, 0x0514d89c9c972517,
        ],
        [
            0x1701147fa8e67fc3, 0x9e2e0b8bab2085be, 0xd5651824ac284e57, 0x890d432574893664,
            0x8a7c5e6ec55e68a3, 0xbf12e90b4339c85a, 0x31846b85f922b655, 0x9a54ce4d0bf4d700,
        ],
        [
            0xd7f4e83af1a14295, 0x916f955cb285d4f9, 0xe57bb0e099ffdaba, 0x28a43034eab0d152,
            0x0a36ffa2b8a9cef8, 0x5517407eb9ec051a, 0x9c796096ea68e672, 0x853db5fbfb3c77fb,
        ],
        [
            0x21474ba9e864a51a, 0x6c2676996e8a1b8b, 0x7c82362694120a28, 0xe61e9a488383a5db,
            0x7dd750039f84216d, 0xab020d07ad43cd85, 0x9437ae48da12c659, 0x6449c2ebe65452ad,
        ],
        [
            0xcc7c4c1c2cf9d7c1, 0x1320886aee95e5ab, 0xbb7b9056beae170c, 0xc8a5b250dbc0d662,
            0x4ed81432c11d2303, 0x7da669121f03769f, 0x3ac7a5fd84539828, 0x14dada943bccdd02,
        ],
        [
            0x8b84c3217ef6b0d1, 0x52a9477a7c933f22, 0x5ef6728afd440b82, 0x5c3bd8596ce4bd5e,
            0x918b80f5f22c2d3e, 0x368d5040b7bb6cc5, 0xb66142a12695a11c, 0x60ac583aeb19ea70,
        ],
        [
            0x317cbb980eab2437, 0x8cc08c555e2654c8, 0xfe2d6520e6d8307f, 0xe9f147f357428993,
            0x5f9c7d14d2fd6cf1, 0xa3ecd0642d4fcbb0, 0xad83fef08e7341f7, 0x643f23a03a63115c,
        ],
        [
            0xd38a78abe65ab743, 0xbf7c75b135edc89c, 0x3dd8752e530df568, 0xf85c4a76e308c682,
            0x4c9955b2e68acf37, 0xa544df3dab32af85, 0x4b8ec3f5a25cf493, 0x4d8f27641a622feb,
        ],
        [
            0x7bb4f7aaf0dcbc49, 0x7de551f970bbb45b, 0xcfd0f3e49f2ca2e5, 0xece587091f5c76ef,
            0x32920edd167d79ae, 0x039df8a2fa7d7ec1, 0xf46206c0bb30af91, 0x1ff5e2f522676b59,
        ],
        [
            0x11f4a0396ea51d66, 0x506c1445807d7a26, 0x60da5705755a9b24, 0x8fc8cc321f1a319e,
            0x83642d4d9433d67d, 0x7fa5cb8f6a7dd296, 0x576591db9b7bde07, 0x13173d25419716fb,
        ],
        [
            0xea30599dd5b340ff, 0xfc6b5297b0fe76c5, 0x1c6968c8ab8f5adc, 0xf723c7f5901c928d,
            0x4203c3219773d402, 0xdf7c6aa31b51dd47, 0x3d49e37a552be23c, 0x57febee80b5a6e87,
        ],
        [
            0xc5ecbee47bd8e739, 0x79d44994ae63bf75, 0x168bd00f38fb8923, 0x75d48ee4d0533130,
            0x554f77aadb5cdf33, 0x3396e8963c696769, 0x2fdddbf2d3fd674e, 0xbbb8f6ee99d0e3e5,
        ],
        [
            0x51b90651cbae2f70, 0xefc4bc0593aaa8eb, 0x8ecd8689dd1df499, 0x1aee99a822f367a5,
            0x95d485b9ae8274c5, 0x6c14d4457d30b39c, 0xbafea90bbcc1ef81, 0x7c5f317aa459a2ed,
        ],
        [
            0x012110754ef44227, 0xa17bed6edc20f496, 0x0cdfe424819853cd, 0x13793298f71e2ce7,
            0x3c1f3078dbbe307b, 0x6dd1c20e76ee9936, 0x23ee4b57423caa20, 0x4ac3793b8efb840e,
        ],
        [
            0x934438ebed1f8ca0, 0x3e5466584ebb25a2, 0xc415af0ec069896f, 0xc13eddb09a5aa43d,
            0x7a04204fd49eb8f6, 0xd0d5bdfcd74f1670, 0x3697e28656fc0558, 0x1020737101cebade,
        ],
        [
            0x5f87e6900647a82b, 0x908e0ed48f40054f, 0xa9f633d479853803, 0x8ed13c9a4a28b252,
            0x3e2ef6761f460f64, 0x53930b9b36d06336, 0x347073ac8fc4979b, 0x84380e0e5ecd5597,
        ],
        [
            0xe3b22c6bc4fe3c39, 0xba4a81536c7bebdf, 0xf23ab6b725693459, 0x53bc377014922b11,
            0x4645c8ab5afc60db, 0xaa02235520b9f2a3, 0x52a2954cce0fc507, 0x8c2731bb7ce1c2e7,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x6a7091c2e48fb889, 0x26882c137b8a9d06, 0xa24986631b82a0e2, 0x844ed7363518152d,
            0x282f476fd86e27c7, 0xa04edaca04afefdc, 0x8b256ebc6119e34d, 0x56a413e90787d78b,
        ],
        [
            0x82ee061d5a74be50, 0xe41781c4dea16ff5, 0xe0b0c81e99bfc8a2, 0x624f4d690b547e2d,
            0x3a83545dbdcc9ae4, 0x2573dbb6409b1e8e, 0x482960c4a6c93539, 0xf01059ad5ae18798,
        ],
        [
            0x38151e274d559d96, 0x4f18c0d3b8db6c01, 0x49a3aa836f9921af, 0xdbeab27b8c046029,
            0x242b9eaa7040bf3b, 0x39c479e51614b091, 0x338ede2b0e4baf5d, 0x5bb192b7f0a53945,
        ],
        [
            0x715c9f973112795f, 0xe8244437984e6ee1, 0x55cb4858ecb66bcd, 0x7c136735abaffbee,
            0x546615955dbec38e, 0x51c0782c388ad153, 0x9ba4c53ac6e0952f, 0x27e6782a1b21dfa8,
        ],
        [
            0x7d89c251ec5d7f65, 0x0c8f561690394087, 0x609e1cfcf0691ab3, 0x2a0300bfe9b20b21,
            0xbf532fadb114faf4, 0x328fc0b9521bf5d1, 0xbd51f93c3bfc36de, 0xd989050e7a4e5f60,
        ],
        [
            0x682f903d4ed2dbc2, 0x0eba59c87c3b2d83, 0x8e9dc84d9c7e9335, 0x5f9b21b00eb226d7,
            0xe33bd394af267bae, 0xaa86cc25be2e15ae, 0x4f0bf67d6a8ec500, 0x5846aa44f9630658,
        ],
        [
            0x6786ba38e7e0c278, 0x09bf87ce588b2e6f, 0x723b7022465fee3a, 0x08b8411464682394,
            0x0eb52ce029e64629, 0xadb60e8fcca78e43, 0x20dd7062b654a991, 0x4281d428c69a6fe5,
        ],
        [
            0xfeb09740e2c2bf15, 0x627a2205a9e99704, 0xec8d73d0c2fbc565, 0x223eed8fc20c8de8,
            0x1ee32583a8363b49, 0x1a0b6cb9c9c2b0a6, 0x49f7c3d290dbc85c, 0xa8dfbb971ef4c1ac,
        ],
        [
            0x5c257ca3c01e2ee1, 0x1fb43a1427c36961, 0xd594a7cb3472f324, 0xc15ec024660abe10,
            0xb176d4496b614ced, 0x0b04734d62dbb885, 0x2cb753c636ddb587, 0x9a1c80e614cd340c,
        ],
        [
            0xafb34d4c65c7c2ab, 0x1d4610e7e2c5ea84, 0x893f6d1b973c4ab5, 0xa3cdd7e9945ba5c4,
            0x60514983064417ee, 0x1459b23cad6bdf2b, 0x23b2c3415cf726c3, 0x3a82963532d6354a,
        ],
        [
            0xe9f65696c06fe7cd, 0x510630579afd3a15, 0x3dcdaca6185360ed, 0x2741703dc1853d2f,
            0xbd8ad84a1a33f1a0, 0x5f6c698cc35cb07c, 0x212bd1196561e6b9, 0xf149cd7e617b4fd7,
        ],
        [
            0x294f901fab192c18, 0xec5fcbfe7030164f, 0xe2e2fcb7e2246ba6, 0x1e7c88b3221a1a0c,
            0x72c7dd93c92d88c5, 0x41c2148e1106fb59, 0x547dd4f5a0f60f14, 0xed9b52b263960f31,
        ],
        [
            0x1ce3c9c530e82bf8, 0x4d6625420dbb772a, 0x19e25a60d9c17214, 0x13bcf84c7722fa55,
            0x228aca0ef89ef7a7, 0x03d64e2ffd3ed455, 0xf1c390f5dde6c904, 0x731452a67678e18a,
        ],
        [
            0x6c8349ebb0a5b358, 0xb154c5c29e7e2ed6, 0xcad5eccfeda462db, 0xf2d6dbe42de66b69,
            0x426aedf38665e5b2, 0x488a85137b7f5723, 0x15cc43b38bcbb386, 0x27ad0af3d791d879,
        ],
        [
            0x3c006e61a0632cba, 0x920d924845b35ccd, 0x4b3379fb7c5c7f65, 0x526cdf10b05e050b,
            0x3188e936d21bf1ae, 0xb3e07b39624bbd2f, 0x7b9bfcf31367a541, 0x039f8ec88a367927,
        ],
        [
            0xc16c236e846e364f, 0x7f33527cdea50ca0, 0xc48107750926b86d, 0x6c2a36090598e70c,
            0xa6755e52f024e924, 0xe0fa07a49db4afca, 0x15c3ce7d66831790, 0x5b4ef350a6cbb0d6,
        ],
        [
            0x348504e0436982f4, 0xc94905eed8e3ec79, 0xb92cfdcb3509179e, 0x245266d0f9e6d914,
            0x8baa50d0ad316955, 0x77235c79ca227f60, 0xf2c927c951e5f9d8, 0xebbf8c30e679940f,
        ],
        [
            0x2c4aafc4b6205969, 0x42563f02f6c7854f, 0x016aced51d983b48, 0xfeb356d899949755,
            0x8c2a2c81d1a39bd7, 0x8f44340fe6934ae9, 0x148cf91c447904da, 0x7340185f0f51a926,
        ],
        [
            0xe4e95f66ceac6990, 0x17dc1d16be6c16ce, 0x2967a05545ad0cbe, 0xdd0e2f97716f7eb6,
            0x338b7ff32dc33b91, 0xdcf6aef52fe976de, 0xf51cf71c43193f6e, 0x15e444c4e8c077e3,
        ],
        [
            0x2f8f00fb7409ab46, 0x057e78e680e289b2, 0x03e5022ca888e5d1, 0x3c87111a9dede4e2,
            0x5b9b0e1c7809460b, 0xe751c85271c9abc7, 0x8b944e28c7cc1dc9, 0x4f201ffa1d3cfa08,
        ],
        [
            0x6078fe2d0f9fc049, 0xd99d975040f6d11a, 0x87ae9a970854c0b7, 0xf4ceb09c9302fb79,
            0x502f01682c32a83f, 0x1e352771b1685024, 0x970df6f266792b19, 0xf507d0bb9c8d87fd,
        ],
        [
            0x02fc905c3e6721ce, 0xd52d70dad0b3674c, 0x5dc2e5ca18810da4, 0xa984b2735c69dd99,
            0x63b9252784de5ca4, 0x2f1c9872c852dec4, 0x18b03593c2e3de09, 0x19d70b019813dc2f,
        ],
        [
            0x154e40ce426338b2, 0x7b2cb00096aa88c9, 0xd5c901fcad51f925, 0x5abd216c7ed0ee10,
            0x73c3d557f87de164, 0x693ad1dce139516d, 0xb4767b3a3ebd547a, 0xb8b3c24c20f4a982,
        ],
        [
            0x42806b2da6dc1d29, 0xd3030009f871e144, 0xa1feb333aaf49276, 0xb5583b9ec70bc04b,
            0x1db0be7895695f20, 0xfc84181189d012b5, 0x6409f27205f61643, 0x40d34174d5883128,
        ],
        [
            0x64fba0cd08567c7b, 0xc9ea590da2cbfb54, 0x666f7716136d0d73, 0x2ca0964838f2a30d,
            0x7fa545240f4e0ca9, 0xef3301a8c1beb84b, 0x45cb930ebc62b92a, 0x964ac7059bb6cbea,
        ],
        [
            0xd79196f567419833, 0x6059e252863b7b08, 0x84da18171c56700c, 0x5758ee56b28d3ec4,
            0x7da2771d013b0ea6, 0xfddf524b54c5e9b9, 0x7df4faf824305d80, 0x58f5c1bf3a97763f,
        ],
        [
            0xeaf671cc81f5261f, 0x7d083506bcfe83ef, 0x94cdc50b3188536e, 0x410b2c4124dd3ecd,
            0x57cb99cc0205520c, 0x23f3a2685f06446d, 0xb2b27e4349a04b17, 0xabb266f381785a12,
        ],
        [
            0xa5af37f17c696042, 0xd4cba22c4a2538de, 0x211cb9959ea42600, 0xcd105f417b069889,
            0xb1e1cf19ddb81e74, 0x472f2d895157b8ca, 0x086fb008ee9db885, 0x365cd5700f26d131,
        ],
        [
            0x00a7ba5d66b7fe5a, 0x818674ac05fd5d56, 0x688fb03c04145a57, 0x76c1658897d5832c,
            0xa0f0dcd81245aba7, 0xdd077caa1847f6e9, 0xf90353140d34add0, 0x22e37c1148b73ded,
        ],
        [
            0x284b02bba2be7053, 0xdcbbf7c67ab9a6d6, 0x4425559c20f7a530, 0x961f2dfa188767c8,
            0xe2fd943570dc80c4, 0x104d6b63f0784120, 0x7f592bc153567122, 0xf6bc1246f688ad77,
        ],
        [
            0xfdfe436bb70ab006, 0x57e7d11918991a1d, 0x3a54422834d4c0b0, 0x26091dd432b58404,
            0x8b116dfc272af899, 0x51f8dc8734118777, 0xc0f0a340dfa7f0bc, 0x22c5a5f656ad97dd,
        ],
        [
            0x05214c050f15dde9, 0xa47a76a80d5f2b82, 0xbb254d3062e82b62, 0x11a05fe03ec955ee,
            0x7eaff46e9d529b36, 0x55ab13018f9e3df6, 0xc463e37199317698, 0xfd251438ccda47ad,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0xe13122f3dbfb894e, 0xbe9b79f6ce274b18, 0x85a49de5ca58aadf, 0x2495775811487351,
            0x111def61bb939099, 0x1d6a974a26d13694, 0x4474b4ced3fc253b, 0x3a1485e64c5db15e,
        ],
        [
            0xebde86ec1ed66f18, 0x225d906bd61fce43, 0x5cab07d6e8bed74d, 0x16e4617f27855ab7,
            0x6568aaddb2fbc3dd, 0xedb5484f8aeddf5b, 0x878f20e86dcf2fad, 0x3516497c615f5699,
        ],
        [
            0x5158aee8707bace2, 0x458d14c6f86d1c56, 0x15ebf15cc1b9bee2, 0xa015df660f379cc0,
            0xb24ceba3202ed161, 0x4558f687204b3df0, 0x890e8eedbe264c04, 0xb5b7871090de8bb7,
        ],
        [
            0xef0a3fecfa181e69, 0x9ea02f8130d69a98, 0xb2e9cf8e66eab95d, 0x520f2beb24720021,
            0x621c540a1df84361, 0x1203772171fa6d5d, 0x6e3c7b510ff5f6ff, 0x817a069babb2bef3,
        ],
        [
            0x7e2b2f119781cd05, 0x77a8c2e27eafa12b, 0x78fdd03ca381385e, 0xab3b54bb15ab85ad,
            0x48be55aacf1c8ad4, 0x57a60c58528abc81, 0xf8afb5fe4a6893b3, 0xbdd179cf9a66cccb,
        ],
        [
            0xf14f7d77656c09b1, 0x4b40ac9529a9df00, 0xe9dc488214103833, 0x4c633233421745c7,
            0xd22fccc575c20369, 0x47f242a589370c36, 0x1e8c16ae4edaeccf, 0xad8eabb04fcf78c4,
        ],
        [
            0x3de605ba9ec598cf, 0x1933d3ae4d3029ae, 0x6bf2fabd9b140516, 0x712dfc5559a7d01c,
            0xff3eaae0d2576366, 0x36e407f948701cf8, 0xede21d89b41f4bd4, 0xc5292f5c666eefa9,
        ],
        [
            0x83572fb6b294cda6, 0x6ce9bf75b9039f34, 0x20e012f0095cbb21, 0xa0aecc1bd063f0da,
            0x57c21c3af02909e5, 0xc7d59ecf48ce9cdc, 0x2732b8448ae336f8, 0x056e37233f4f85f4,
        ],
        [
            0xf2b75d21ef78a852, 0xba38cd34dd31a900, 0x72b3a68658ffe18a, 0x7464190cbfd95745,
            0x406e532177ed6e81, 0x1af0975bde535eab, 0x66ba22c760c54c82, 0x88e3b1ceb00a2fe0,
        ],
        [
            0x55b7f977f0337b15, 0x3bc872a30e94973a, 0x624ad983770deea0, 0xcaab336413a5efdb,
            0x391dd0027a0d4247, 0x39590d5df312aed5, 0x532802c9351365ac, 0xdd2e824578a2e22a,
        ],
        [
            0x98c6a6a52ebee687, 0xcdf65bfa56c1c731, 0x48e8132772def210, 0x4ea119418083b5a5,
            0x3fdcea4fffebb525, 0x55aaea19fb50bf72, 0x5fbedc0a2a85b40c, 0x0d6fd954bf44f29f,
        ],
        [
            0x8a10b53189e800ca, 0x50fe0c17145208fd, 0x9e43c0d3b714ba37, 0x427d200e34189acc,
            0x05dee24fe616e2c0, 0x9c25f4c8ee1854c1, 0x4d3222a58f342a73, 0x0807804fa027c952,
        ],
        [
            0xbabfb7f82e8f326f, 0xed9cac225625a519, 0xf1109c1a0edae0a9, 0x45f80a9858521259,
            0x37a44b075ab71f44, 0x21699eb64a21161b, 0xb523fddf56fe67ee, 0x9f5c3a2120b9f72e,
        ],
        [
            0xba414a3350d26e73, 0x4569449475f72688, 0xd482a6e3b1550f82, 0xde7ff7e643166d7e,
            0xad97c6689c94222a, 0x90a5922d72fa9840, 0x371886bd32e6aa5f, 0xf1bd4f677f5e0d44,
        ],
        [
            0x058eb276fba319c5, 0xd33a91127f7fa54a, 0xf060c1b4932a2dab, 0xce3a224e79c7d9bf,
            0x6fb0388c0ba92823, 0x8d31738a69787881, 0x2d86eb0203cd00b7, 0x4e6e44512b69911b,
        ],
        [
            0xc222653a4f0d56f3, 0x961e4047ca28b805, 0x2c03f8b04a73434b, 0x4c966787ab712a19,
            0xcc196c42864fee42, 0xc1be93da5b0ece5c, 0xa87d9f22c131c159, 0x2bb6d593dce45655,
        ],
        [
            0xec955aa94c894042, 0x9d32179af22f92ed, 0x5e020ff0fa286508, 0x4649863a239b1cda,
            0xa5711b9211f1458f, 0x7dd493ecde9b356d, 0xe4f9068280ad8194, 0x81867ac1fe309773,
        ],
        [
            0xe9dd96fead78913c, 0x325eb51486eeb7b5, 0x85747461a193b08e, 0xf5840daa5adc3541,
            0xc11d0c44db369fda, 0x3ab14ad9ad759205, 0x533f9a3d038fafa2, 0xfddf6553fde3f704,
        ],
        [
            0xbeaf69902915a4c6, 0xd5dbc04d37c31c11, 0xa7a72aba281fcbc8, 0xa178f28d3f4ae621,
            0x23dddc769b8d0895, 0x88aed78493b206d0, 0x6ee61a090e32a4e4, 0x1d482e3b262f03f4,
        ],
        [
            0x22c49ec9b809b7ce, 0x8a41486be2c72c2c, 0x813b9420fea0bf36, 0xb3d36ee9a66dac69,
            0x6fddc08a328cc987, 0x0a3bcd2c3a326461, 0x7103c49dd810dbba, 0xf9d81a284b78a4c4,
        ],
        [
            0xfed1d8e8dd180b99, 0xdd8c333fd33a3949, 0xcddfdf2db9b72399, 0xada6e53e8c785526,
            0xa0dfbfedc1bde1b4, 0xc7436b812477d54e, 0x27ecd641e73245e8, 0xb68f77f1e097cc90,
        ],
        [
            0x1aa3621e2b625c66, 0x48dc5daea9eae50f, 0x5706acc27d52a158, 0x0a1551a2a991a25c,
            0x4654046a970db4eb, 0x2bbe4d4d35ff7e4b, 0xd9856ae718a62fb9, 0xaca0160410a7d38e,
        ],
        [
            0x6ba0bbeb7a76db89, 0x1bc5c3bd13352af5, 0xb83efe18dd44bd08, 0x4bd6bea78dd82449,
            0x4a973124daf9d90e, 0x6edb890c3332d84c, 0xc23e39e69bbb841b, 0xc38f354507ae3e6d,
        ],
        [
            0x3de865ade4d55941, 0xdedafa5e30384087, 0x6f414abb4ef18b9b, 0x9ee9ea42faee5268,
            0x260faa1637a55a4a, 0xeb19a514015f93b9, 0x51d7ebd29e9c3598, 0x523fc56d1932178e,
        ],
        [
            0x9fc6dd089acff1c8, 0x20e8ac2f9b25b60d, 0x222930abd4d95c4c, 0x1e77b04e15b2507b,
            0x7a6b88192d9cdaeb, 0xf15d4d183197793a, 0x38702a721ced4b92, 0x948d92b037ea9334,
        ],
        [
            0xdaf89fa316f39d1d, 0x4fdfeca360286f51, 0x1d37c5e979053ad2, 0xdea70e301958fa40,
            0xd00a96ef251fe67c, 0xd8c01a2beb94be74, 0x0e2a44380cfd4b75, 0x871bc7b285bdf22c,
        ],
        [
            0x9fff94283c8622f4, 0xb76e328f8c468440, 0x60c5e19731ae0f70, 0xf86dd177ec729cbc,
            0x21813530f3f497a2, 0x7f3192c15920fee7, 0x0e0f0c31e1c51ee5, 0xf336cd7322f4dd10,
        ],
        [
            0x501d070cb98fe684, 0xd60fbe9a124a1458, 0xa45761c892bc6b3f, 0xf5384858fe6f27cb,
            0x4b0271f7b59e763b, 0x3d4606a95b5a8e5e, 0x1eda5d9b05a48292, 0xda7731d0e6fec446,
        ],
        [
            0x277b5177eb18ff20, 0x48002e9828f06d62, 0xece8d6c30e506d8d, 0x5cde0a58cd9ff963,
            0x3b97cdb74e3baa0e, 0x50560c0b631238f9, 0xe1c31b35cf79793d, 0x95d12f14355e2178,
        ],
        [
            0x3d21b9c32f428837, 0x73c96b1e0f3402bf, 0x6cf7bfc9424ff39e, 0xca2da459f6d0d696,
            0x3cf1d69d3bb8154e, 0xc2429b165430edb4, 0xd3c6478a15d0d375, 0x5e33067f7de4376b,
        ],
        [
            0x378c305dcb205962, 0xe1409f9d3d04599a, 0x84ecba278057c1b2, 0xcc92ace7a2bd80b1,
            0xcb5311db4cc4c760, 0x18f0ce63466d8efe, 0x0da0eb1b087249ee, 0x7d47e3fb56fbdef3,
        ],
        [
            0xa3e3369390d45871, 0xe976404006166d8d, 0xb5c3368289a90403, 0x4bd1798372f1d637,
            0xa616679ed5d2c53a, 0x5ec4bcd8fdcf3b87, 0xae6d7613b66a694e, 0x7460fc76e3fc27e5,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0x80531fe1c63c4962, 0x50541e89981fdb25, 0xdc1291a1fd4c2b6b, 0xc0693a17a6df4fca,
            0xb2c4604e0117f203, 0x245f19630a99b8d0, 0xaedc20aac6212c44, 0xb1ed4e56520f52a8,
        ],
        [
            0xb5560fb6700a1acd, 0xe823fd73fd999681, 0xda915d1f6cb4e1ba, 0x0d0301186ebe00a3,
            0x744fb0c989fca8cd, 0x970d01dbf9da0e0b, 0x0ad8c5647931d76f, 0xb15737bff659b96a,
        ],
        [
            0x18f37a9c6bdf22da, 0xefbc432f90dc82df, 0xc52cef8e5d703651, 0x82887ba0d99881a5,
            0x7cec9ddab920ec1d, 0xd0d7e8c3ec3e8d3b, 0x445bc3954ca88747, 0xedeaa2e09fd53535,
        ],
        [
            0xa12b384ece53c2d0, 0x779d897d5e4606da, 0xa53e47b073ec12b0, 0x462dbbba5756f1ad,
            0x69fe09f2cafe37b6, 0x273d1ebfecce2e17, 0x8ac1d5383cf607fd, 0x8035f7ff12e10c25,
        ],
        [
            0xb7d4cc0f296c9005, 0x4b9094fa7b0aebdb, 0xe1bf10f1c00ec8d4, 0xd807b1c4d667c101,
            0xa9412cdfbe713383, 0x435e063e81142ba1, 0x984c15ecaf0a6bdc, 0x592c246092a3dab9,
        ],
        [
            0xca442d5a2093c22a, 0xebd0bd31d5703aed, 0x308f2afd653287b6, 0x9bb88bac0d1bc8ba,
            0xfbaf853875c1e3b2, 0xbd2ac950ca11447c, 0x286d816cea5c4c8d, 0xdc3aa80028dc3208,
        ],
        [
            0x9365690016e23e9d, 0xcb220c6ba7cc41e1, 0xb36b20c369d6245c, 0x2d63c348b62e9a6a,
            0xa3473e19cdc0bcb5, 0x70f18b3f8f601b98, 0x8ad7a2c7cde346e4, 0xae9f6ec3bd3aaa64,
        ],
        [
            0x854d34c77e6c5520, 0xc27df9efdcb9ea58, 0x405f2369d686666d, 0x29d1febf0417aa85,
            0x9846819e93470afe, 0x3e6a9669e2a27f9e, 0x24d008a2e31e6504, 0xdba7cecf9cb7680a,
        ],
        [
            0x030223503274c7e1, 0x61ee8c934c4b6c26, 0x3c4397e3199389ce, 0xe0082600488757ce,
            0xaac3a2df06b4dafb, 0x45af0700ddff5b6a, 0x0a5974248c1d9fa0, 0x1640087d391fc68b,
        ],
        [
            0x26a43e41d07fa53d, 0x3154a78a74e35bc5, 0x7b768924e0da2f8c, 0xba964a2b23613f9a,
            0x5a548d35ba1d16c4, 0x2e1bfed1fb54d057, 0xff992136bc640205, 0xf39cb9148156df29,
        ],
        [
            0xf4873fcf4e5548bd, 0x8725da3f03ce57f0, 0xd82f5c95ca953258, 0xac647f127cf0747e,
            0xff2038b02d570bd5, 0xb0c2a767a13ae03f, 0xebaa27cde9932d16, 0xa686e3fc1234e901,
        ],
        [
            0xc913e64699b444ad, 0xddfce99dc40504c5, 0x58482a99d42e53db, 0x9aaf2c25d1aff537,
            0xee90f7962664cf67, 0x74ab5c99f1393e2b, 0xfad0faeae6225bb0, 0xc355648c2d63dd6c,
        ],
        [
            0x9f80435e63261ecc, 0x6302a62e4337d6c9, 0x91916a49ca4958a0, 0x554958993149d5d3,
            0x378d020b9f91de3c, 0x47b839a34dd25170, 0x2825854138b7f258, 0xea5b14f7437e7dec,
        ],
        [
            0xe4e31d271d91cf9d, 0xcb35d4fdb377b20a, 0x74de1e45055e1327, 0x3298e31b28703e75,
            0x55087237de013339, 0x32cbf30123d101c6, 0xc70dba22e8aab0dc, 0x4a52623d3d155bb9,
        ],
        [
            0x74f08736b0018f44, 0xf4a03417b446d0f5, 0x66a4aa2fa40ca6b2, 0x215679f0badb60ed,
            0x3871195a323e4eef, 0x8f0940c320952b16, 0xfe8dac62879d5f7d, 0x649cb623c1a6e875,
        ],
        [
            0xecaff541338d6e43, 0x56f7dd734541d5cc, 0xb5d426de96bc88ca, 0x48d94f6b9ed3a2c3,
            0x6354a3bb2ef8279c, 0xd575465b0b1867f2, 0xef99b0ff95225151, 0xf3e19d88f94500d8,
        ],
        [
            0xa26a9087133ec108, 0x5dc5699f2712bdc0, 0x96903f4dd14224a9, 0x3da5992429e47b80,
            0xb717712ff9dbba5a, 0x9e52004b756391c9, 0xe669a11dcc9d219c, 0x3b6e6b84d1d6c07d,
        ],
        [
            0xdbf435acc85dcf57, 0x61745658c88f5415, 0x26367e9a17c55807, 0x22d077a5ca90c56f,
            0xfbf72258a2e04e76, 0xba965d3e6e06e405, 0x5724d06fe3e6f954, 0x3e47d47581251a74,
        ],
        [
            0x5feec06a676feadb, 0xfc449bc59d69f322, 0x1d8d7b5e7cda8895, 0x5ed54dc11a3314a7,
            0x1a11d2ae6de889c0, 0xb2a979724ced2bd9, 0x6ecf6989306a5ef6, 0x1611d57b8cc8a249,
        ],
        [
            0xb8ba0151e0fb82f7, 0x0d160726d5668ac2, 0x622ba25814d711b0, 0x6addf5577f3fe2f2,
            0x2b831e1c6b9c9435, 0xce3a060ab73826bd, 0x93fa11c11c240f89, 0x4f9cc8d8956e303a,
        ],
        [
            0x2d9942ba007cbf87, 0x4e62bce6df3fc926, 0xe7eee5b0e4560aff, 0xe51963bb7cb009b7,
            0xaa5118cee29b37dd, 0x5cd84a4747263903, 0x3050caa6620055d8, 0x7ef576a76c4b1e3d,
        ],
        [
            0x4b9331f6641f82c9, 0xd97c7c54dffec756, 0xf5ee6d1f1a9158ab, 0x054493a385c3da7f,
            0xa57a05f5eb7d96df, 0xa3afd447e4473a39, 0x42a4d9c488e16d55, 0x83e144f5f5f876ae,
        ],
        [
            0x9026a4dde6008ff1, 0x49e995ad1c8cd96c, 0x80722e73503e589b, 0x05bcbce184c2bc26,
            0x255f9abbd4682c2c, 0xc42bcfc2f084d456, 0xa0eae9b0641c0767, 0x1b45632d864c9a2d,
        ],
        [
            0x92a83268e32dd620, 0x913ec99f627849a2, 0xedd8fdfa2c378882, 0xaf96f33eee6f8cfe,
            0xc06737e5dc3fa8a5, 0x236bb531b0b03a1d, 0x33e59f2989f037b0, 0x13f9b5a7d9a12a53,
        ],
        [
            0xcf25793b6ae024e0, 0x1b6607b484b5c4b0, 0x9579fa903f1624c8, 0x37fb65be68bd57e8,
            0xd693a55efc39c203, 0x4e267ac4c87252e9, 0xb8d78bb09f899413, 0xe4c014070b3b8508,
        ],
        [
            0x50d8ae9559029aa6, 0xd74e292c5a4db2ed, 0x0b9c3355848f373d, 0xec018db6ac45ab38,
            0x1f44690269cc53a8, 0x8c4b628d1a879864, 0x1c743d284b13475e, 0xbf4a933873de19f6,
        ],
        [
            0x662906e5bc3f3553, 0xde38d53531459684, 0x8f46a8c634f7280d, 0xaaf91b873d24198e,
            0xecd5ee115f9b117e, 0xce00ffbe50ae8dda, 0x263a3d4e7710a9ae, 0x0ff3f721f26ba74f,
        ],
        [
            0x4a8a4f47f0cefa69, 0xdc8e4cbaa4546866, 0x359ba69b23f603c1, 0xdab4d601187b7ac5,
            0xa6ca4337c1ebc8d9, 0x9fa6585452b4074b, 0x1a4b4f81902fb733, 0xd2bb5d7aa525deaa,
        ],
        [
            0xcc287ac2e6b3577a, 0xd7528ca7f612003b, 0x8afdb6f12c1400b8, 0x103a2ed346a2dd8d,
            0xc8f8c54d2ee21339, 0x8f011b92355a2d20, 0x81c6fc9f1346f2ac, 0xdb6042f005a6d24b,
        ],
        [
            0xeb2e92d5f81f9567, 0x54cb95ea4d698470, 0x5f2acb28e04c81eb, 0x1c1ebfc4f8ceec64,
            0x8f799fac06e07423, 0x72225f9937fa0c85, 0xb0cd861634f4db44, 0x5ec36159752c9091,
        ],
        [
            0xfc90e3630da4f996, 0x8ceca49daa6d6fe4, 0x1084affdbdfc619b, 0x2029f672c1140b04,
            0x606ec25f136f3e5e, 0x6d24149b02224c4a, 0xabb0f142cfdfcf4c, 0xe40d0419fab1a0ed,
        ],
        [
            0x0d0df6ce51efb310, 0xcb5b2eb4958df5be, 0xd6459e2936158e59, 0x82aae2b91466e336,
            0xfb658a39411aa636, 0x7152ecc5d4c0a933, 0xf10c758a49f026b7, 0xf4837f97cb09311f,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x994f523a626332d5, 0x7bc388335561bb44, 0x005ed4b03d845ea2, 0xd39d3ee1c2a1f08a,
            0x6561fdd3e7676b0d, 0x620e35fffb706017, 0x36ce424ff264f9a8, 0xc4c3419fda2681f7,
        ],
        [
            0x00f831769bb81648, 0xd69eb485653120d0, 0xd17d75f44ccabc62, 0x34a07f82b749fcb1,
            0x2c3af787bbfb5554, 0xb06ed4d062e283f8, 0x5722889fa19213a0, 0x162b085edcf3c7b4,
        ],
        [
            0x36d90ddaeb300f7a, 0x9dcf7dfcedb5e801, 0x645cb26874d5244c, 0xa127ee79348e3aa2,
            0x488acc53575f1dbb, 0x95037e8580e6161e, 0x57e59283292650d0, 0xabe67d9914938216,
        ],
        [
            0x32670d2f7189e71f, 0xc64387485ecf91e7, 0x15758e57db757a21, 0x427d09f8290a9ce5,
            0x846a308f38384a7a, 0xaac3acb4b0732b99, 0x9e94100917845819, 0x95cba111a7ce5e03,
        ],
        [
            0xeb81aa377378058e, 0x41c746a104411154, 0xa10c73bcfb828ac7, 0x6439be919d972b29,
            0x4bf3b4b043a2fbad, 0x39e6dadf82b5e840, 0x4f7164086397bd4c, 0x0f7de5687f1eeccb,
        ],
        [
            0xdb332a73f37ec3c3, 0xc65259bddd59eba0, 0x2291709cdb4d3257, 0x9a793b25bd389390,
            0xf39fe34be43756f0, 0x2f76bdce9afb56c9, 0x9f37867a61208b27, 0xea1d4307089972c3,
        ],
        [
            0xd0a744878a429f4f, 0x0649712bdb516609, 0xb826ba57e769b5df, 0x82335df21fc7aaf2,
            0x2389f0675c93d995, 0x59ac367a68677be6, 0xa77985ff21d9951b, 0x038956fb85011cce,
        ],
        [
            0x97b7851aaaca5e9b, 0x518aa52156713b97, 0x3357e8c7150a61f6, 0x7842e7e2ec2c2b69,
            0x8dffaf656868a548, 0xd963bd82e068fc81, 0x64da5c8b65917733, 0x927090ff7b247328,
        ],
        [
            0xd6ffdb942f6d0d97, 0x05c3ee41443b9373, 0xb2e541ebffd36db6, 0xb7415a96ce1dcc3e,
            0xe383682e163aa2f6, 0x46febdd42f3af218, 0x90a0507ebafdbadb, 0x4ca8ab4dce52e21a,
        ],
        [
            0xa3f0832e1b7cfb73, 0x7a8afe523ec354c9, 0xae91c97e378eadca, 0x7449c599ac3b32bb,
            0xa619c3710b1c4655, 0x692e4c6af79da87e, 0xff3f5d86de38d96a, 0xc5320f421c08c0ec,
        ],
        [
            0x92a6f2bc8fec5dec, 0xa71383ff84d6786c, 0x87588c06dbffa084, 0x0d85f5ca6857e715,
            0xe87311b3b6c774d4, 0x672357c84c3521a8, 0xe5fe74615b29fe0f, 0x02bc51105b7158cd,
        ],
        [
            0x37a01e48a105fc8e, 0x769d754a289ba48c, 0xc08c6fe1d51c2180, 0xb032dd33b7bd1387,
            0x953826db020b0aa6, 0x05137e800664c73c, 0xc66302c4660cf95d, 0x99004e11b2cef28a,
        ],
        [
            0x824f5b284f973536, 0xb43e299ed35b04ea, 0xc72c88f74da03089, 0x8269d57a45a2e42c,
            0x7c1e63fc6607b38e, 0xe89e2aaf29390b0c, 0xc7c740da1bee2869, 0x8556f6fcaf3fb974,
        ],
        [
            0x1a0a3995a4b6bed1, 0x2dab579597095c54, 0x06c6a1ff2aa73ce9, 0xadd0a54b4de438a7,
            0x160b6b1afca906cd, 0x25fc601629de10dd, 0x348e9c99d3633da3, 0x1fe3f746158a4d5a,
        ],
        [
            0xc253edc88be85c1d, 0xdd3d0e483ca09cb6, 0xb997f6879ae3055a, 0x0c929ad007431dbf,
            0xcef1621584d2db42, 0xb50df3ef078828cd, 0x4589da9d6dbd4b66, 0xbc4fd2e3d99c2b04,
        ],
        [
            0x214bc9a7d298c241, 0xe3b697ba56807cfd, 0xef1c78024564eadb, 0xdde8cdcfb48149c5,
            0x946bf0a75a4d2604, 0x27154d7f6c1538af, 0x95cc9230de5b1fcc, 0xd88519e966864f82,
        ],
        [
            0x9901a9ea6286bc77, 0x249dfe5869794db0, 0xc4370bbdbba6cd21, 0x718f813121fc5e6b,
            0x9cdfedbd22c78b61, 0x4b313eecd9d43d71, 0x4144031f19bb1b22, 0x974973ab07a33158,
        ],
        [
            0x67aadef406366526, 0xd7d53019ae535d96, 0x72fadba7e3a2ebc6, 0xa32313a575269d16,
            0x97fa1a69b50d922e, 0x4c6e28cfca202b45, 0xb7bd110068100b91, 0xe02e418d73c96a5d,
        ],
        [
            0xfa9e6edc8e805546, 0xc0e0e67882639840, 0x430858a4b7be643d, 0x1d42241418cf5f1e,
            0x05990c629fef49af, 0x4846e0cd5ec31d32, 0x46db47a8babf85d4, 0x5f66c9f1aa759f7f,
        ],
        [
            0x1013e4f796ea6ca1, 0x567cdc2a1f792871, 0xadb728705c658d45, 0xf7c1ff4ace600e98,
            0xa1ba86574b6cad39, 0x3d58d634ba20b428, 0xc0011cdea2e6fdfb, 0xa832367a7b18960d,
        ],
        [
            0xb7392c8f50521507, 0xacb3914be5ef2e9d, 0x9a70b178ea446f85, 0xbd4c43a698d8c3ee,
            0xa973bbe5844c0177, 0x299b274d062ab3ea, 0x26ba0e7c856adaaf, 0x139b9194765cb2b8,
        ],
        [
            0x7b21e79bbd9fd387, 0xb48f769a241c0c71, 0x83e368368b725a93, 0xef9d4f551f5b96e1,
            0xc67139a42a9910a0, 0x71e1c8a24e095e76, 0x212f7f362719b8f2, 0x9f75eb3f00fa1217,
        ],
        [
            0x4e118e6e343e6db6, 0x98bd555925b6993f, 0xb40dd514b32efa85, 0x7e3055807a24e3a1,
            0x7dcc9550775857c3, 0x056311122c9bc1b0, 0x6eae85d502a5dce9, 0xe53fc9aa34eb4172,
        ],
        [
            0x47618c9f0e4938f7, 0x58d47d69dc83719e, 0xd74c1a23f41a64cc, 0x5d28e068b5829f66,
            0xd8d37529210466f6, 0x2af1152fc6a64ef8, 0x55d4485c19ce6a7a, 0x6d0bd2f5f648e2d7,
        ],
        [
            0xf02d6ab1f89db521, 0x46f41afc650cedc6, 0xb1bc73961c8adf71, 0xd2147fcb7ebdb1b9,
            0xcaaf0ef7c1080363, 0xf90b1af3d95c09c5, 0x7aafbfd4f6f44883, 0x9b64e0878a8d9b6d,
        ],
        [
            0xeefc9ce8bd356ae5, 0x3d98a6c02ed25af4, 0x3173f5646319d884, 0x2b2ded64ca6c4f16,
            0xe27b19e5ce6dfcd0, 0xa369bc5fa0d887ca, 0x59c2606e07463710, 0x15c1112af3c6e74e,
        ],
        [
            0x4aba30007e7a13a0, 0xf483bb4789bbaaf5, 0x7c0d50f69ffd273f, 0x7e63c191f4a4d692,
            0x8bda344042f2d6e6, 0xd7cfcdc2938b72c6, 0xd28afbd26f6e54e9, 0xd40423b6c28b3fe5,
        ],
        [
            0x1ecc032af416448d, 0x4a7e8c10ec76d971, 0x854f9805b90b6eae, 0xfd0b15324bed0594,
            0x89f71848d98b5ca3, 0xd01fe5fcf039b3ef, 0x4481332e627bda2e, 0xe67cecd7a5073e41,
        ],
        [
            0x2e6916468a9ceccd, 0xcc92ebcc053a6da1, 0xa80076b8783a6b64, 0x42d0e8a0a5992fa2,
            0xd9c71c537c56ec30, 0x388b6a966b6bc769, 0xa0c233abd3bf9fc7, 0xd0f55bd02fc45369,
        ],
        [
            0xa72c33023292eef9, 0x0f5a40369f8c1116, 0x429e6ef03e96a791, 0x60eb6181f3843939,
            0xaf49f083902518d3, 0xfe65c013b9e8390b, 0x7ab97cb3ec4d34a4, 0x72427a088b4f853d,
        ],
        [
            0x3883fc682efead1f, 0xdd7224a1fc4d8d68, 0x5c4e844c9f1dafdd, 0x7f40d18e15119b7d,
            0x79c6d14cb7c268eb, 0x65b4c855c2ae89e1, 0x3508bb997cb0d9a2, 0xbc2c635b2ec64a5b,
        ],
        [
            0xb828dd1a7cb1282c, 0xa08d7626be46973a, 0x6baf8d40e708d6b2, 0x72571fa14daeb3f3,
            0x85b1732ff22dfd98, 0x87ab01a70087108d, 0xaaaafea85988207a, 0xccc832f869f00755,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x488f1185ca8d9d1a, 0xadf2c77dd987ded2, 0x5f3039f060c46124, 0xe5d70b7571e095f4,
            0x82d586506260e70f, 0x39d75ea7f750d105, 0x8cf3d0b175bac364, 0xf3a7564d21d01329,
        ],
        [
            0xb24aa43e3fcd3efc, 0xdd26c034b8088e9a, 0xa5ef4dc9bd3d46ea, 0xa2f99d588a4c6a6f,
            0xddabd3552f1da46c, 0x72c3f8ce1afacdd1, 0xd90c4eee92d40578, 0xd28bb41fca623b94,
        ],
        [
            0x242792d2e7417ce1, 0xff42bc71970ee7f5, 0x1ff4dc6d5c67a41e, 0x77709b7b20882a58,
            0x3554731dbe217f2c, 0x2af2a8cd5bb72177, 0x58eee769591dd059, 0xbb2930c94bba6477,
        ],
        [
            0x1e6adddaf176f2c0, 0x01ca4604e2572658, 0x0a404ded85342ffb, 0x8cf60f96441838d6,
            0x9bbc691cc9071c4a, 0xfd58874434442803, 0x97101c85809c0d81, 0xa7fb754c8c456f7f,
        ],
        [
            0x6af7a1d5af71013f, 0xe68216e50bedc946, 0xf4cba30bd27370a0, 0x7981afbf870421cc,
            0x02496a679449f0e1, 0x86cfc4be0a47edae, 0x3073c936b1feca22, 0xf569461203f8f8fb,
        ],
        [
            0xbcadd6715bde48f8, 0xc97038732189bc7d, 0x5d45299ec709ee8a, 0xd1287ee2845aaff8,
            0x7d1f8874db1dbf1f, 0xea46588b990c88d6, 0x60ba649a84368313, 0xd5fdcbce60d543ae,
        ],
        [
            0xcf3de9959890272d, 0x75f3432a3e713a10, 0x5e13479fe28227b8, 0xb8561ea9fefacdc8,
            0xa6a297a08332aafd, 0x9b0d8bb573809b62, 0xd2fa1cfd0c63036f, 0x7a16eb55bd64bda8,
        ],
        [
            0xf7e48e8a2ac13e27, 0x4494f6df4eb1a9f5, 0xedbf84eb981f0a62, 0x49badc32536438f0,
            0x50bea541004f7571, 0xbac67d10df1c94ee, 0x253d73a1b727bc31, 0xb3d01cf230686e28,
        ],
        [
            0xa40bc039306a5a3b, 0x4e0a41fd96783a1b, 0xa1e8d39a0253cdd4, 0x6480be26c7388638,
            0xee365e1d2285f382, 0x188d8d8fec0b5c36, 0x34ef1a481f0f4d82, 0x1a8f43e1a487d29a,
        ],
        [
            0xa5a8147c3902dda5, 0x35d2f706fe6973b4, 0x5ac2efcfc257457e, 0x933f48d48700611b,
            0xc365af884912beb2, 0x7f5a4de6162edf94, 0xc646ba7c0c32f34b, 0x632c6af3b2091074,
        ],
        [
            0x10f6a3339bb26f5f, 0x1e85db8e044d85b6, 0xc3697a0894197e54, 0x65e18cc0a7cb4ea8,
            0xa38c4f50a471fe6e, 0xf031747a2f13439c, 0x53c4a6bac007318b, 0xa8da3ee51deccb3d,
        ],
        [
            0xbfc01adf5ca48f3f, 0x64352f06e22a9b84, 0xcee54da1c1099e4a, 0xbbda54e8fa1b89c0,
            0x166a3df56f6e55fb, 0x1ca44a2420176f88, 0x936afd88dfb7b5ff, 0xe34c24378611d4a0,
        ],
        [
            0x5f24416d3e554892, 0x8413b53d430e2a45, 0x99c56aee9032a2a0, 0x09432bf6eec367b1,
            0x552850c6daf0ecc1, 0x49ebce555bc92048, 0xdfb66ba654811307, 0x1b84f7976f298597,
        ],
        [
            0xd5b5d9eb70f8d5a4, 0x375adde7d7bbb228, 0x31e88b860c1c0b32, 0xd1f568c4173edbaa,
            0x1592fc835459df02, 0x2beac0fb0fcd9a7e, 0xb0a6fdb81b473b0a, 0xe3224c6f0fe8fc48,
        ],
        [
            0xa1a5c8455777e189, 0xcc10bee0456f2829, 0x8ad95c56da762bd5, 0x152e2214e9d91da8,
            0x975b0e727cb23c74, 0xfd5d7670a90c66df, 0xb5b5b8ad225ffc53, 0xab6dff73faded2ae,
        ],
        [
            0xd433e50f6d3549cf, 0x6f33696ffacd665e, 0x695bfdacce11fcb4, 0x810ee252af7c9860,
            0x65450fe17159bb2c, 0xf7dfbebe758b357b, 0x2b057e74d69fea72, 0xd485717a92731745,
        ],
        [
            0x8d6d7684b376d7ef, 0x3dbf02ac48d5da81, 0xfaa5385a1b89139c, 0x504dcb856820a7ce,
            0xc0982145e61a9d26, 0xf35c6c32ac5d25af, 0xaa3ba2674e27b3c2, 0x2e69a3a09f6c7ac5,
        ],
        [
            0x906a5c1df30b86cf, 0xb16f66fc4d07ef87, 0xa975c2dad4012261, 0xe69748e60fbc361e,
            0xa2a035362d9900c7, 0x1f2a3ce17cf6aa0f, 0x80d5443aa1e33887, 0x6ada248b5b47b4df,
        ],
        [
            0x1f9fbb08dd3c721a, 0x93a1f97e46b2229c, 0x4ee5ad4631ba7efb, 0x6baa5ca5f3ae10a3,
            0x7d81fc3e746c0204, 0x9ecc90f02b9a060b, 0xdb58162f7b688ca7, 0xf4772a99f554c1df,
        ],
        [
            0xedb24e7c67dc4bf4, 0xcbe4c743aa4a827b, 0x229472f5facff82b, 0x2cefbb82cf2c4a9b,
            0x386e06b859367ff1, 0x32245978a3cdaf75, 0x2dbdd36d9807b198, 0x437495e7b78511e9,
        ],
        [
            0x34166e6577dda727, 0xb6a4a3c13eaaaacf, 0x9ccd49c29d2c6240, 0xc2e17f3da42ba163,
            0x91f9eb5c7c6d2133, 0x85cebd2ae6a97606, 0x806e35bd65b00dfb, 0x9e9f7906b9392a82,
        ],
        [
            0x239f298a4d0d2b3b, 0x6c9760cfdbb207f1, 0xc8bf203fd4f92eeb, 0x290b2ae47ea74e9b,
            0x1fa69337163a7d3d, 0xd0295ee887efa414, 0x54844037f9f8273f, 0x3046a862e341ab58,
        ],
        [
            0xfb9fe95338c6fc0b, 0xe494e2e8ac9579c8, 0xc424ef6f69d7ca8b, 0x630e52154fb857ec,
            0xf013112b42e2df48, 0xefadc908625204bf, 0x7d8bb16c1163b0ce, 0xdf5147e3b7146889,
        ],
        [
            0x5b378b05a2bf75ad, 0xfe374b6625da1e92, 0xfb4c8100ff766712, 0xbc606380cbc84660,
            0x27266ec96c10ade4, 0xb46ac2b57ab6eca7, 0xfdc673d7bb28e800, 0xb5645f2023c0e3fe,
        ],
        [
            0x76430e5f30562b28, 0x6741ca1036ead806, 0xbf6e5031937f1293, 0x32c3096e22299af0,
            0xd6a3b1612145dd22, 0x6c499057d75e8633, 0xa599765139f1c2bd, 0x3b900c6d6b1fabf5,
        ],
        [
            0xe8296816e7437c63, 0x38a7c0d276164c11, 0x1f1095f99c29840e, 0x1912b9b357b9093f,
            0xfe09d504f839c817, 0x1f64fb3bbddd4bdd, 0xef42ed5bdb044534, 0x1560dd95b4e821c8,
        ],
        [
            0xde39af5070b9524e, 0x796995e9add1c868, 0x9790b828329a4cc9, 0x1eeba2b75b62ae64,
            0x617bd3f6d7e3c12f, 0xdb7e711cdf336421, 0x7dfc0937d78907cf, 0x88937a99841a8bd5,
        ],
        [
            0xb9a5c24d5d0a41ba, 0x58298402b66c861e, 0x99db6ef84c71cdfc, 0x69e2aaaae6364cd9,
            0x4bf09418648bc7d9, 0x5ab3c2e9eb713c6f, 0x6a75d5580c6e52c2, 0x462b8a24e5600012,
        ],
        [
            0xca544208fe82858e, 0x51a3af4a3ec21a90, 0x63c19e63c27614d4, 0x32088c95e005e739,
            0x7c5025f9944a8d00, 0x8f98e37d9a942a48, 0x53357351535c45e7, 0xfe41f11c44891f80,
        ],
        [
            0x20f9e19c5da2c390, 0x1f69e62fdabd6d8a, 0x1b9eb62e27aabb65, 0xbb0983373dbbbbb5,
            0x7d3b88c9823632da, 0x6c8974f3a759e7de, 0x496578083d52876c, 0xb56473bce045cdd8,
        ],
        [
            0x5de57e0e0053e747, 0x04d36592561c8a53, 0x6a06d378ca7f2ead, 0xb361562014f859db,
            0x4eb191171419f8f8, 0xd0bf4525603b9932, 0xfc3e45cd9da15898, 0x5ee89f7179328d14,
        ],
        [
            0x896c42e8ee36860c, 0xdaf04dfd4113c22d, 0x1adbb7b744104213, 0xe5fd5fa11fd394ea,
            0x68235d941a4e0551, 0x6772cfbe18d10151, 0x276071e309984523, 0xe4e879de5a56ba98,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0xaaafafb0285b9491, 0x01a0be881e4c705e, 0xff1d4f5d2ad9caab, 0x6e349a4ac37a233f,
            0xcf1c12464a1c6a16, 0xd99e6b6629383260, 0xea3d43665f6d5471, 0x36974d04ff8cc89b,
        ],
        [
            0x27f29e148f929057, 0x7a64ae06c0c853df, 0x256cd18358e9c5ce, 0x9d9cce82ded092a5,
            0xcc6e59796e93b7c7, 0xe1e4709231bb9e27, 0xb70b3083aa9e29a0, 0xbf181a753785e644,
        ],
        [
            0x8ed6e8c85c0a3f1e, 0xbcad24927c87c37f, 0xfdfb62bb9ee3b78d, 0xeba8e477cbceba46,
            0x37d38cb0eeaede4b, 0x0bc498e87976deb6, 0xb2944c046b6147fb, 0x8b123f35f71f9609,
        ],
        [
            0xd3b3a13f1402b9d0, 0x573441c32c7bc863, 0x4b301ec4578c3e6e, 0xc26fc9c40adaf57e,
            0x96e71bfd7493cea3, 0xd05d4b3f1af81456, 0xdaca2a8a6a8c608f, 0x53ef07f60725b276,
        ],
        [
            0xbae023f0c7435978, 0xb152c88820e30e19, 0x9c241645e3fa6faf, 0x735d95c184823e60,
            0x0319757303955317, 0x0b4b02a9f03b4995, 0x076bf55970274600, 0x32c5cc53aaf57508,
        ],
        [
            0x0318dbfdd5c7c5d2, 0xb38f8da7072b342d, 0x3569bddc7b8de38a, 0xf25b5887a1c94842,
            0xb2d5b2842946ad60, 0x854f29ade9d1707e, 0xaa5159dc2c6a4509, 0x899f94c057189837,
        ],
        [
            0x27f536e049ce89e7, 0x18908539cc890cb5, 0x308909abd83c2aa1, 0xecd3142b1ab73bd3,
            0x6a85bf59b3f5ab84, 0x3c320a68f2bea4c6, 0xad8dc5386da4541f, 0xeaf34eb0b7c41186,
        ],
        [
            0xa6b5c9d646ac49d2, 0x42c77c0b83137aa9, 0x24d000fc68225a38, 0x0f63cfc82fe1e907,
            0x22d1b01bc6441f95, 0x7d38f719ec8e448f, 0x9b33fa5f787fb1ba, 0x94dcfda1190158df,
        ],
        [
            0x63c79326490a1aca, 0xcb64dd9c41526b02, 0xbb772591a2979258, 0x3f58297048d97846,
            0xd66b70d17c213ba7, 0xc28febb5e8a0ced4, 0x6b911831c10338c1, 0x0d54e389bf0126f3,
        ],
        [
            0x40242efeb483689b, 0x2575d3f6513ac262, 0xf30037c80ca6db72, 0xc9fcce8298864be2,
            0x84a112ff0149362d, 0x95e575821c4ae971, 0x1fa4b1a8945cf86c, 0x4525a7340b024a2f,
        ],
        [
            0xcaead1c2c905d85f, 0xe9d7f7900733ae57, 0x24c9a65cf07cdd94, 0x7389359ca4b55931,
            0xf58709b7367e45f7, 0x1f203067cb7e7adc, 0x82444bffc7b72818, 0x07303b35baac8033,
        ],
        [
            0x057fed45526f09fd, 0xe8a4f10c8128240a, 0x9332efc4ff2bfd8d, 0x214e77a0bd35aa31,
            0x32896d7314faa40e, 0x767867ec01e5f186, 0xc9adf8f117a1813e, 0xcb6cda7854741795,
        ],
        [
            0xb7b4d00101dae185, 0x45434e0b9b7a94bc, 0xf54339affbd8cb0b, 0xdcc4569ee98ef49e,
            0x7789318a09a51299, 0x81b4d206b2b025d8, 0xf64aa418fae85792, 0x3e50258facd7baf7,
        ],
        [
            0xc072ebd3a19fd868, 0x612e481cdb8ddd3b, 0xb4e1d7541a64d852, 0x00ef95acc4c6c4ab,
            0x1536d2edaa0a6c46, 0x6129408643774790, 0x54af25e8343fda10, 0x9ff9d98dfd25d6f2,
        ],
        [
            0x4cd296df5579bea4, 0x10e35ac85ceedaf1, 0x04c4c5fde3bcc5b1, 0x95f9ee8a89412cf9,
            0x2c9459ee82b6eb0f, 0x2e84576595c2aadd, 0x774a84aed327fcfe, 0xd8c937220368d476,
        ],
        [
            0x211cde10296c36ef, 0x7ee8967282c4da77, 0xb617d270a57836da, 0xf0cd9c319cb7560b,
            0x01fdcbf7e455fe90, 0x3fb53cbb7e7334f3, 0x781e2ea44e7de4ec, 0x8adab3ad0b384fd0,
        ],
        [
            0x60e690f2bbbab3b8, 0x4851f8ae8b04816b, 0xc72046ab9c92e4d2, 0x518c74a17cf3136b,
            0xff4eb50af9877d4c, 0x14578d90a919cabb, 0x8218f8c4ac5eb2b6, 0xa3ccc547542016e4,
        ],
        [
            0xe33ea76c1eea7b85, 0x2352b46192d4f85e, 0xf101d334afe115bb, 0xfabc1294889175a3,
            0x7f6bcdc05233f925, 0xe0a802dbe77fec55, 0xbdb47b758069b659, 0x1c5e12def98fbd74,
        ],
        [
            0x656c465889d8ddbb, 0x8830b26e70f38ee8, 0x4320fd5cde1212b0, 0xc34f30cfe4a2edb2,
            0xabb131a356ab64b8, 0x7f77f0ccd99c5d26, 0x66856a37bf981d94, 0x19e76d09738bd76e,
        ],
        [
            0x1c6bd47d53b618c0, 0xc424f46c6a227923, 0x7303ffdedd92d964, 0xe971287871b5abf2,
            0x8f48a632f815561d, 0x85f48ff5d3c055d1, 0x222a14277525684f, 0xd0d841a067360cc3,
        ],
        [
            0x860c44b1f2c34a99, 0x3b00aca4bf5855ac, 0xabf6aaa0faaf37be, 0x65f436822a53ec08,
            0x1d9a5801a11b12e1, 0x78a7ab2ce20ed475, 0x0de1067e9a41e0d5, 0x30473f5f305023ea,
        ],
        [
            0xdbb7b352f97f68c6, 0x0c773b500b02cf58, 0xea2e48213c1f96d9, 0xffb357b0eee01815,
            0xb9c924cde0f28039, 0x0b36c95a46a3fbe4, 0x1faaaea45e46db6c, 0xcae575c31928aaff,
        ],
        [
            0x263c962a70cbb96c, 0xe034362abcd124a9, 0xf120db283c2ae58d, 0xb9a38d49fef6d507,
            0xb1fd2a821ff140fd, 0xbd162f3020aee7e0, 0x4e17a5d4cb251949, 0x2aebcb834f7e1c3d,
        ],
        [
            0x01778a2b599ff0f9, 0x68a923d78104fc6b, 0x5bfa44dfda694ff3, 0x4f7199dbf7667f12,
            0xc06d8ff6e46f2a79, 0x08b5deade9f8131d, 0x02519a59abb4ce7c, 0xc4f710bcb42aec3e,
        ],
        [
            0xd8bfd3cac0c22719, 0xc60209e4c9ca151e, 0x7a744ab5d9a1a69c, 0x6de5048b14937f8f,
            0x171938d8e115ac04, 0x7df709401c6b16d2, 0xa6aeb6637f8e94e7, 0xc130388e2a2cf094,
        ],
        [
            0xcdb6719d786f337c, 0xd9c01cd2e704397d, 0x0f4a3f20555c2fef, 0x004525097c0af223,
            0x54a5804784db8e76, 0x3bacf1aa93c8aa06, 0x11ca957cf7919422, 0x5064105378cdaa40,
        ],
        [
            0x9f6eb7316c67a775, 0xcb10471aefc5d0b1, 0xb433750ce1b806b2, 0x19c5714d57b1ae7e,
            0xc0dc8b7bed03fd3f, 0xdd03344f31bc194e, 0xa66c52a78c6320b5, 0x8bc82ce3d0b6fd93,
        ],
        [
            0xb228a90f0e0b040d, 0xbaf02d8245ff897f, 0x2aac79e600fa6122, 0x248288178e36f557,
            0xb9521d31113ec356, 0x9e48861e15eff1f8, 0x2aa1d412e0d41715, 0x71f8620353f131b8,
        ],
        [
            0x6d2a483d6f73c51e, 0xa4cb2412ea0dc2dd, 0x50663c411eb917ff, 0x3d3a74cfeade299e,
            0x29b3990f4a7a9202, 0xa9bccf59a7b15c3d, 0x66a3ccdca5df9208, 0x48027c1443f2f929,
        ],
        [
            0xe044a3bb098cafb4, 0x27ed231060d48caf, 0x542b56753a31b84d, 0xcbf3dd50fcddbed7,
            0x25031f1641b1d830, 0xa7ec851dcb0c1e27, 0xac1c8fe0b5ae75db, 0xb24c755708c52120,
        ],
        [
            0x1fbb0e71d607039e, 0x2b70e215cd3a4546, 0x32d2f01d53324091, 0xb796ff08180ab19b,
            0x32d87a863c57c4aa, 0x2aed9cafb7c49a27, 0x9fb35eac31630d98, 0x338e8cdf5c3e20a3,
        ],
        [
            0x3014368b4ed80940, 0x67e6d0567a6fcedd, 0x7c208c49ca97579f, 0xfe3d7a81a23597f6,
            0x5e2032027e096ae2, 0xb1f3e1e724b39366, 0x26da26f32fdcdffc, 0x79422f1d6097be83,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x263a2cfb9db3b381, 0x9c3a2deed4df0a4b, 0x728d06e97d04e61f, 0x8b1adfbc42449325,
            0x6ec1d9397e053a1b, 0xee2be5c766daf707, 0x80ba1e14810ac7ab, 0xdd2ae778f530f174,
        ],
        [
            0x0435d97a205b9d8b, 0x6eb8f064056756d4, 0xd5e88a8bb6f8210e, 0x070ef12dec9fd9ea,
            0x4d8495053bcc876a, 0x12a75338a7404ce3, 0xd22b49e1b8a1db5e, 0xec1f205114bfa5ad,
        ],
        [
            0xadbaeb79b6828f36, 0x9d7a025801bd5b9e, 0xeda01e0d1e844b0c, 0x4b625175887edfc9,
            0x14109fdd9669b621, 0x88a2ca56f6f87b98, 0xfe2eb788170df6bc, 0x0cea06f4ffa473f9,
        ],
        [
            0x43ed81b5c4e83d33, 0xd9f358795efd488b, 0x164a620f9deb4d0f, 0xc6927bdbac6a7394,
            0x45c28df79f9e0f03, 0x2868661efcd7e1a9, 0x7cf4e8d0ffa348f1, 0x6bd4c284398538e0,
        ],
        [
            0x2618a091289a8619, 0xef796e606671b173, 0x664e46e59090c632, 0xa38062d41e66f8fb,
            0x6c744a200573274e, 0xd07b67e4a9271394, 0x391223b26bdc0e20, 0xbe2d93f1eb0a05a7,
        ],
        [
            0xf23e2e533f36d141, 0xe84bb3d44dfca442, 0xb804a48d6b7c023a, 0x1e16a8fa76431c3b,
            0x1b5452adddd472e0, 0x7d405ee70d1ee127, 0x50fc6f1dffa27599, 0x351ac53cbf391b35,
        ],
        [
            0x7efa14b84444896b, 0x64974d2ff94027fb, 0xefdcd0e8de84487d, 0x8c45b2602b48989b,
            0xa8fcbbc2d8463487, 0xd1b2b3f73fbc476c, 0x21d005b7c8f443c0, 0x518f2e6740c0139c,
        ],
        [
            0x56036e8c06d75fc1, 0x2dcf7bb73249a89f, 0x81dd1d3de245e7dd, 0xf578dc4bebd6e2a7,
            0x4c028903df2ce7a0, 0xaee362889c39afac, 0xdc847c31146404ab, 0x6304c0d8a4e97818,
        ],
        [
            0xae51dca2a91f6791, 0x2abe41909baa9efc, 0xd9d2e2f4559c7ac1, 0xe82f4b51fc9f773a,
            0xa77130274073e81c, 0xc0276facfbb596fc, 0x1d819fc9a684f70c, 0x29b47fddc9f7b1e0,
        ],
        [
            0x358de103459b1940, 0xec881c595b013e93, 0x51574c9349532ad3, 0x2db1d445b37b46de,
            0xc6445b87df239fd8, 0xc718af75151d24ee, 0xaea1c4a4f43c6259, 0x40c0e5d770be02f7,
        ],
        [
            0x6a4590f4721b33f2, 0x2124f1fbfedf04ea, 0xf8e53cde9745efe7, 0xe7e1043265f046d9,
            0xc3fca28ee4d0c7e6, 0x847e339a87253b1b, 0x9b5953483743e643, 0xcb6a0a0b4fd12fc5,
        ],
        [
            0xfb6836c327d02dcc, 0x5ad009827a68bcc2, 0x1b24b44c005e912d, 0xcc83d20f811fdcfe,
            0x36527ec1666fba0c, 0x6994819714754635, 0xfcdcb1a8556da9c2, 0xa593426781a732b2,
        ],
        [
            0xec1214eda714181d, 0x609ac13b6067b341, 0xff4b4c97a545df1f, 0xa124050134d2076b,
            0x6efa0c231409ca97, 0x254cc1a820638c43, 0xd4e363afdcfb46cd, 0x62c2adc303942a27,
        ],
        [
            0xc67b9df056e46483, 0xa55abb2063736356, 0xab93c098c551bc52, 0x382b49f9b15fe64b,
            0x9ec221ad4dff8d47, 0x79caf615437df4d6, 0x5f13dc64bb456509, 0xe4c589d9191f0714,
        ],
        [
            0x27b6a8ab3fd40e09, 0xe455842e77313ea9, 0x8b51d1e21f55988b, 0x5716dd73062bbbfc,
            0x633c11e54e8bf3de, 0x9a0e77b61b85be3b, 0x565107290911cca6, 0x27e76495efa6590f,
        ],
        [
            0xe4ac8b33070d3aab, 0x2643672b9a2cd5e5, 0x52eff79b1cfc9173, 0x665ca49b90a7c13f,
            0x5a8dda59b3efb998, 0x8a5b922d052f1341, 0xae9ebbab3cf9a530, 0x35986e7bf56da4d7,
        ],
        [
            0x3a636b5cff3513cc, 0xbb0cf8ba3198f7dd, 0xb8d4052241f16f86, 0x760575d8de13a7bf,
            0x36f74e169f7aa181, 0x163a3ecff509ed1c, 0x6aead61f3c40a491, 0x158c95fcdfe8fcaa,
        ],
        [
            0xa3991b6e13cda46f, 0x79482415342faed0, 0xf3ba5bde666b5970, 0x1d52e6bcb26ab6dd,
            0x768ba1e78608dd3d, 0x4930db2aea076586, 0xd9575714e7dc1afa, 0x1fc7bf7df7c58817,
        ],
        [
            0x6b47accdd9eee96c, 0x0ca277fbe58cec37, 0x113fe413e702c42a, 0xdd1764eec47cbe51,
            0x041e7cde7b3ed739, 0x50cb74595ce9e1c0, 0x355685132925b212, 0x7cff95c4001b081c,
        ],
        [
            0x63ee4cbd8088b454, 0xdb7f32f79a9e0c8a, 0xb377d4186b2447cb, 0xe3e982aad370219b,
            0x06ccc1e4c2a2a593, 0x72c368650773f24f, 0xa13b4da795859423, 0x8bbf1d3375040c8f,
        ],
        [
            0x726f0973da50c991, 0x48afcd5b822d6ee2, 0xe5fc718b20fd7771, 0xb9e8e77dfd0807a1,
            0x7f5e0f4499a7703d, 0x6972930e618e36f3, 0x2b7c77b823807bbe, 0xe5b82405cb27ff50,
        ],
        [
            0xba8b8be3bd379062, 0xd64b7a1d2dce4a92, 0x040a73c5b2952e37, 0x0a9e252ed438aeca,
            0xdd43956bc39d3bcb, 0x1a31ca00b32b2d63, 0xd67133b85c417a18, 0xd08e47902ef442c8,
        ],
        [
            0x98cb1ae9255c0980, 0x4bd863812b4a739f, 0x5a5c31e11e4a45a1, 0x1e5d55fe9cb0db2f,
            0x74661b068ff5cc29, 0x026b389f0eb8a4f4, 0x536b21a458848c24, 0x2e5bf8ec81dc72b0,
        ],
        [
            0x03c187d0ad886aac, 0x5c16878ab771b645, 0xb07dfc6fc74045ab, 0x2c6360bf7800caed,
            0x24295bb5b9c972a3, 0xc9e6f88e7c9a6dba, 0x90ffbf2492a79aa6, 0xde29d50a41c26ac2,
        ],
        [
            0x9f0af483d309cbe6, 0x5b020d8ae0bced4f, 0x606e986db38023e3, 0xad8f2c9d1abc6933,
            0x19292e1de7400e93, 0xfe3e18a952be5e4d, 0xe8e9771d2e0680bf, 0x8c5bec98c54db063,
        ],
        [
            0x2af9662a74a55d1f, 0xe3fbf28f046f66d8, 0xa3a72ab4d4dc4794, 0x09779f455c7c2dd8,
            0xd893bdafc3d19d8d, 0xd5a7509457d6a6df, 0x8cf8fef9952e6255, 0x3da67cfbda9a8aff,
        ],
        [
            0x4c23f62a2c160dcd, 0x34e6c5e38f90eaef, 0x35865519a9a65d5a, 0x07c48aae8fd38a3d,
            0xb7e7aeda50068527, 0x2c09ef231c90936a, 0x31ecfeb6e879324c, 0xa0871f6bfb0ec938,
        ],
        [
            0xb1f0fb68d84d835d, 0xc90caf39861dc1e6, 0x12e5b0467594f8d7, 0x26897ae265012b92,
            0xbcf68a08a4d6755d, 0x403ee41c0991fbda, 0x733e343e3bbf17e8, 0xd2c7980d679b3d65,
        ],
        [
            0x33056232d2e11305, 0x966be492f3c07a6f, 0x6a8878ffbb15509d, 0xff2211010a9b59a4,
            0x6c9f564aabe30129, 0xc6f2c940336e64cf, 0x0fe752628b0c8022, 0xbe0267e96ae8db87,
        ],
        [
            0x22e192f193bc042b, 0xf085b534b237c458, 0xa0d192bd832c4168, 0x7a76e9e3bdf6271d,
            0x52a882fab88911b5, 0xc85345e4b4db0eb5, 0xa3be02a681a7c3ff, 0x51889c8cf0ec0469,
        ],
        [
            0x9d031369a5e829e5, 0xcbb4c6fc1607aa41, 0x75ac59a6241d84c1, 0xc043f2bf8829e0ee,
            0x82a38f758ea5e185, 0x8bda40b9d87cbd9f, 0x9e65e75e2d8fc601, 0x3d515f74a35690b3,
        ],
        [
            0x534acf4fda79e5ac, 0x68b83b3a8630215f, 0x5c748b2ed085756e, 0xb0317258e5d37cb2,
            0x6735841ac5ccc2c4, 0x7d7dc96b3d9d5069, 0xa147e410fd1754bd, 0x65296e94d399ddd5,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0xd7e0c4cdb30cfb3a, 0x6d09b8c16c9db4c8, 0x40ba1a4207c8d9df, 0x6fd495f71c52c66d,
            0xfb0e169f275264da, 0x80c2b746e57d8362, 0xedd987f749ad7222, 0xfdc229af4398ec7b,
        ],
        [
            0xb0d1ed8452666a58, 0x4bcb6e00e6a9c3c2, 0x3c57411c26906408, 0xcfc2075513556400,
            0xa08b1c505294dba3, 0xa30ba2868b7dd31e, 0xd70ba90e991eca74, 0x094e142ce762c2b9,
        ],
        [
            0x88ea439bac7f13ef, 0x65aa143f8d9a7d14, 0xffe0cf2d20cb2f1a, 0x847b7bf1381c6ad1,
            0x56f5b8148ac80b4d, 0x041b441835ceaff2, 0xde9088c0cda5fcef, 0xe668519be083b8ce,
        ],
        [
            0xb81d783e979f3925, 0x1efd130aaf4c89a7, 0x525c2144fd1bf7fa, 0x4b2969041b265a9e,
            0xed8e9634b9db65b6, 0x35c82e3203599d8a, 0xdaa7a54f403563f3, 0x9df088ad022c38ab,
        ],
        [
            0x1c695ac1456260ee, 0x4e3acedf4d783693, 0xdafd525911674a8f, 0x21846d406c7b22f9,
            0x783d1cfc17891f55, 0x2a173c34d74d0475, 0x3afdbd7fb699fa20, 0x79248fb6ac829f62,
        ],
        [
            0xe5cfb066bb3fd30a, 0x429169daeff0354e, 0x809cf8523524e36c, 0x136f4fb30155be1d,
            0x4826af011fbba712, 0x6ef0f0b4506ba1a1, 0xd9928b3177aea73e, 0xe2bf6af25eaa244e,
        ],
        [
            0x1828363a1ac81db2, 0x752a22b348820666, 0xcfc000033d32ab6a, 0x2ad677e1d96a3cb1,
            0xa7e3e672c8233011, 0x2c65e87e5e4303b7, 0x1834f71bc6df04cb, 0x32f8772c3ceda834,
        ],
        [
            0x8d084f124237b64b, 0x688ebe99e3ecfd07, 0x57b8a70cf6845dd8, 0x808fc59c5da4a325,
            0xa9032b2ba3585862, 0xb66825d5edf29386, 0xb5a5a8db431ec29b, 0xbb143a983a1e8dc8,
        ],
        [
            0x5b356a07cfe9d1d9, 0xd4ba683a306f48dd, 0x3b6ae7b52c6437c1, 0xf9c0c1a154b64fd4,
            0x90660dbaed5452d0, 0x423f3e952850530f, 0x1432a20647274d81, 0xccebf3f87db00574,
        ],
        [
            0x35ee94ce12ae381b, 0x3a7f176c86ccda90, 0xc63a657e4606eaca, 0x9ae5a38043cd04df,
            0x9bec8d15ed251b46, 0x1f5d6d30caca5e64, 0x347b3b359ff20f07, 0x4d65f034f7e4b286,
        ],
        [
            0xd89f81f606c82996, 0x4f73528815c592fc, 0x8c0c03a1ce49a8c6, 0xe04dffe0b9f25907,
            0x226621504af7ab4b, 0x9e21fff6f5a35c4c, 0x071d44845a1e9198, 0x0811955c4109fc11,
        ],
        [
            0x9e93ba24f111661e, 0xedced484b105eb04, 0x96dc9ba1f424b578, 0xbf8f66b7e83e9069,
            0x872d4df4d7ed8216, 0xbf07f3778e2cbecf, 0x4281d89998e73754, 0xfec85fbb8aab8708,
        ],
        [
            0xd328411d4511395b, 0x3150c079e4cdf8de, 0x224be7c45934bcd0, 0x9d9771754358c9ae,
            0xdbb1bb412230db4d, 0x168e84bd0d8e31dc, 0xa61b4f341c115fd2, 0xc775fa155888c28f,
        ],
        [
            0x9a3c0deea5ba5b0b, 0xe6a116ce42d05299, 0xae9775fee9b02d42, 0x72b05200a1545cb6,
            0xbc506f7d31a3b4ea, 0xe58930788bbd9b32, 0xc8bc5f37e4b12a97, 0x6b000c064a73b671,
        ],
        [
            0xf3c6925c17de5f8a, 0xa6cb4b95f34991d5, 0xa8bf97f07dd50566, 0x2c8d55e50b91a09e,
            0x6adcc2ed3ad7e720, 0x734a23480093ec5a, 0xfa1d8fbe43cb36af, 0xdc87b81ca4a8a7e4,
        ],
        [
            0x13b5bf22765fa7d0, 0x59805bf01d6a5370, 0x67a5e29d4280db98, 0x4f53916f776b1ce3,
            0x714ff61f33ddf626, 0x4206238ea085d103, 0x1c50d4b7e5809ee3, 0x999f450d85f8eb1d,
        ],
        [
            0x5f3904b1a239f325, 0xd026a6f71a58ad90, 0x43542736d6b824ed, 0x0841a7754a9364b8,
            0x7597cb41cfeb1de9, 0x20252b7abf580a4f, 0x3772928117c48e20, 0xdadb1c28c6f5a071,
        ],
        [
            0x658a6051e4c79e9b, 0x1394cb73c66a9fea, 0x27f31ed5c6be7b23, 0xf4c88f365aa6f8fe,
            0x0fb0721f4aaa499e, 0x68b3a7d5e3fb2a6b, 0xa788097d3a92851d, 0x060e7f8ae96f4913,
        ],
        [
            0xf1fa0ce288dbfdc1, 0x3c397480d2f8dd08, 0x0ef10a8b4edb95f0, 0x4558bc753247e556,
            0x765cef5f0fc04fa4, 0x729f2ce6d66d3d75, 0x6d35275db433f066, 0x31d95c27364e597e,
        ],
        [
            0x82eebe731a3a93bc, 0x42bbf465a21adc1a, 0xc10b6fa4ef030efd, 0x247aa4c787b097bb,
            0x8b8dc632f60c77da, 0x6ffbc26ac223523e, 0xa4f6ff11344579cf, 0x5825653c980250f6,
        ],
        [
            0x88eaef9acc1f398b, 0x85189a25f4217e95, 0x9424f5f5b968fcef, 0xc05d8af9d0072228,
            0x0b36fa8c49a1b22a, 0xe61c3657f1115fce, 0x06cdf0c04262433f, 0x9d8ac52d9ec820dc,
        ],
        [
            0xb2dd097ebc1aa2b9, 0x0788939337a0333a, 0x1cf55e7137a0db38, 0x2648487f792c1613,
            0xdad013363fcef261, 0x6239c81d0eabf129, 0x8ee761de9d276be2, 0x406a7a341eda6ad3,
        ],
        [
            0x017310acd5026a07, 0x3526c954e793281c, 0x416b7bc57600ac51, 0x09678952d42b44a7,
            0xabda3fb7b6049fb1, 0x3cb0a659dfadef7b, 0x587931721b8b0c0d, 0xfe73476e4e9d611b,
        ],
        [
            0x4bf367ba4a493b31, 0x54f20a529bf7f026, 0xb696e0629795914b, 0xcddab96d8bf236ac,
            0x4ff2c70aed25ea13, 0xfa1d09eb81cbbbe7, 0x88fc8c87468544c5, 0x847a670d696b3317,
        ],
        [
            0x8410afe245519a59, 0x9a9739afbc30d774, 0x6633de03d8f44a88, 0xd56a9bb3505ddb37,
            0x66667c0746815e14, 0x2228f8ed884493bb, 0x23cc561a17ab4882, 0x99830759521a1bce,
        ],
        [
            0xf133421e64bcb626, 0xaea638c826dee0b5, 0xd6e7680bb310346c, 0xe06f4097d5d4ced3,
            0x099614527512a30b, 0xf3d867fde589a59a, 0x2e73254f52d0c180, 0x9063d8a3333c74ac,
        ],
        [
            0x12142744e2ee6f7a, 0x63389d106521603f, 0xa1cd82c79e9c813a, 0xc109641c5ae342eb,
            0x3c85fb3004bb06e9, 0x1fed441cc212f17f, 0x1656dfac82f61a53, 0x88ec7a30ced98f5f,
        ],
        [
            0xeda6c595d314e7bc, 0x2ee7464b467899ed, 0x1cef423c0a1ed5d3, 0x217e76ea69cc7613,
            0x27ccce1fe7cda917, 0x12d8016b8a893f16, 0xbcd6de849fc74f6b, 0xfa5817e2f3144e61,
        ],
        [
            0x0b8939b59bc55ece, 0xb164b33bcbaa70ff, 0xaf6b010f3f2ab791, 0x98b767ba7b52cb37,
            0xbd0df380fcf86541, 0x5194f35464a1014a, 0x42c1f22e4c35f625, 0x9a70f3e2f7bbf51b,
        ],
        [
            0x1f3541640821ee4c, 0x1583eab40bc61992, 0x7490caf61d72879f, 0x998ad9f3f76ae7b2,
            0x1e181950a41157f7, 0xa9d7e1e6e8da3a7e, 0x963784eb8426b95f, 0x0ee4ed6e542e2a10,
        ],
        [
            0xbc4d35b89612fd83, 0xf477ca505c4005e9, 0xb762203da87eecd1, 0x68ac9b2238082586,
            0x6696d659cc783591, 0x254643ddd36352b4, 0xcde370d99dad1d69, 0x9d7af26c62715dfa,
        ],
        [
            0xb79d4cc5ac751e7b, 0x93f96472fd4211bd, 0x8c72d3d2c8de4fc6, 0x7b69cbf5df44f064,
            0x3da90ca2f4bf94e1, 0x1a5325f8f12894e2, 0x0a437f6c7917d60b, 0x9be7048696c9cb5d,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x949c9976e1337c26, 0x6faadebdd73d68e5, 0x9e158614f1b768d9, 0x22dfa5579cc4f069,
            0xccd6da17be93c6d6, 0x24866c61a504f5b9, 0x2121353c8d694da1, 0x1c6ca5800140b8c6,
        ],
        [
            0xf1604a7dd4b79bb8, 0xaee806fb52c878c8, 0x34144f118d47b8e8, 0x72edf52b949f9054,
            0xebfca84e2127015a, 0x9051d0c09cb7cef3, 0x86e8fe58296deec8, 0x33b2818841010d74,
        ],
        [
            0xbd5660ed9aed9f40, 0x70ca6ad1532a8c99, 0xc4978bfb95c371ea, 0xe5464d0d7003109d,
            0x1af32fdfd9e535ef, 0xabf57ea798c9185b, 0xed7a741712b42488, 0x8e0296a7e97286fa,
        ],
        [
            0x01079383171b445f, 0x9bcf21e38131ad4c, 0x8cdfe205c93987e8, 0xe63f4152c92e8c8f,
            0x729462a930add43d, 0x62ebb143c980f05a, 0x4f3954e53b06e968, 0xfe1d75ad242cf6b1,
        ],
        [
            0x8b57416e1f017d5e, 0x375333967674e99b, 0x6e6d94c0e8f488a0, 0xb93a787adc16f95e,
            0xc3ac51a2dcc99ccc, 0xc134b4139aa47c1d, 0xf28fcdafafdfd8d5, 0x0d57bd8e10b831ed,
        ],
        [
            0x9276fbccf0bcfc46, 0x3a822aceb5cffee6, 0x328ed2fec75d915b, 0xa145c113c359476c,
            0xf61a81538be17bcd, 0x01e867c3aa6c3d8f, 0x5634e15d6516c82f, 0xc1437bd26948b9b0,
        ],
        [
            0xd2fcd2006c19d4c7, 0xa0f3c437e1b1e976, 0xf0545ff694f237e8, 0xdd10ec3fc0bf8bb1,
            0x4f89696cac7cd3e1, 0xed3714ec5f24bfe6, 0x363eb1d85faf7706, 0xfcbd604dc027cc32,
        ],
        [
            0x5f95c6c7af8685c8, 0xd4c1c8ce2f8f01aa, 0xc44bbe322574692a, 0xb8003478d4a4a068,
            0x7c8fc6e52eca3cdb, 0xea1db16bec04d399, 0xb05bc82e8f2bc5cf, 0x763d517ff44793d2,
        ],
        [
            0x16ce8eddc355363b, 0x4af2f70ff8820d6e, 0xcb7ed4d27661a508, 0x41d3444edd195472,
            0x17fea2b438da9649, 0x9bf69356aeb4a200, 0xa13b5f916ab19c3d, 0xc0519c14dc9360a6,
        ],
        [
            0xc2571ae92e42e171, 0xcb31ab63ed41ccf9, 0x37f3c576b5c8854f, 0x66e5191bc62392a1,
            0x71565a1c6cd5683b, 0x484b0283606fe689, 0xf3a25d6767e2fda6, 0x87ba21de8a65c0a4,
        ],
        [
            0xde74e49ca70684d1, 0x3ae8766133e80c3d, 0x5984a2a916a5c34d, 0x09a83eccb8298c35,
            0x9a19867caa4ca4c0, 0x02085610b375b8ff, 0xf296328bf70396dc, 0x9c9ddc4cde6fae63,
        ],
        [
            0x4451c1b808bd98d0, 0x644b1cd46575f240, 0x6907eb337375d270, 0x56c8bebdfa2286bd,
            0xc713d2acc4632b46, 0x17da427aafd60242, 0x313065b7c95c7546, 0xf8239898bf17a3de,
        ],
        [
            0x94683d260b083b6e, 0x0a3752eb06f6a54d, 0x48bedc23752074dd, 0x637622fc3e822593,
            0xea0005136be55d3b, 0x9f5e12f4324d006d, 0x529486a964fc0270, 0x09ba0d0c923399e6,
        ],
        [
            0x363858473a977080, 0x4cf8e1b80c6a6ab6, 0x919a5c6c0482261e, 0x517a9ad0e5ce4806,
            0x2792d40c056aa7aa, 0x4c7c6adae56c61b0, 0xf19cb178a4b19e0c, 0x046d5c4fe4ba267f,
        ],
        [
            0xd3e926ab121550b3, 0xe4975e4ac147ce84, 0x7a8be0f95eff722a, 0x71e4702c6fd4f2a0,
            0x13b92acf3cb7b280, 0xc588716d28272d73, 0x862c7bf3daa9fe5c, 0x78c008f2e2a79e42,
        ],
        [
            0xf3b7963f4c830320, 0x842c7aa0903203e3, 0xaf22ca0ae7327afb, 0x38e13092967609b6,
            0x73b8fb62757558f1, 0x3cc3e831f7eca8c1, 0xe4174474f6331627, 0xa77989cac3c40234,
        ],
        [
            0xed5832c5f536fa1f, 0xe16f3f55928244a4, 0xf43a2621bf5be190, 0xf7d672c3ca2b6b2b,
            0x64f86245827a5b83, 0xc1a109f500e97f72, 0xc259785ca47327bb, 0xdaf109e97f6a62b6,
        ],
        [
            0x88abdf1857565120, 0xbf34bc72f25f2bf1, 0x0c216a226283ea40, 0x573d2046072e18e4,
            0x11110f6a11be8136, 0x10f32a84d6e4861b, 0x3eeddee2ee297531, 0xb3f37f99d3404269,
        ],
        [
            0xcea3f5e91cc1d43a, 0x624acadb6a233af4, 0xc9df18a9d0efe7c2, 0xfe0d0be879ba79f3,
            0xc74c5a56522ff5ea, 0x4ac379f06c7d514e, 0x64921404d70ea29f, 0x443ee5910269f270,
        ],
        [
            0xe5fd17a144a081e0, 0xd797fb7db70e296a, 0x2b472b30481f719c, 0x0e632a98fe6f8c52,
            0x89ccd116c5f0c284, 0xf51088af2d987c62, 0x2a2bccda4c2de6cf, 0x810f9efef679f0f9,
        ],
        [
            0x3874f443a61ea539, 0x90a3a311c206fedf, 0x962a7b5b0fbd8785, 0xfc37e97058c31c8b,
            0xcdeb55385f1a1048, 0x5a2051228ccd6255, 0x9762d4969c4f1b8b, 0x213d8803d52f05de,
        ],
        [
            0x7c64377be54c73f6, 0x65bffe045a4efbc0, 0xd0d2306336f58541, 0x54d6066f25cdbdf0,
            0x685f2d635cf86d5b, 0x8e51e9c1f12ef6e5, 0xa6af042dcb346d82, 0x379550790073816f,
        ],
        [
            0xc89cd3a713c5f7f4, 0x0d9cb54eac352eed, 0x462e7aee33b34788, 0x831af1437c998d9a,
            0xed8802c911e04f87, 0x1ca1a00b1938d969, 0x52805bb47bbb9310, 0xcaa3cde431c16410,
        ],
        [
            0xb0f394b97ffe4b3e, 0x0b691d21e5fa5d21, 0xb0bd77479dfbbc75, 0xd2830fdafaf78b00,
            0xf78c249c52434f57, 0x4b1f754598096dab, 0x73bf6f948ff8c0b3, 0x34aef03d454e134c,
        ],
        [
            0x2eb856d5390bc059, 0xc0eabd5f041312df, 0x7eef45df8636d67b, 0x6909e81fdfea7fb5,
            0x628e8c5331da7737, 0x1b2f8be3755b55bc, 0x35ba0512137841d7, 0x59550359317ce57d,
        ],
        [
            0xb251d407f5d16dc9, 0x541faaaf4c72cc1c, 0xd28170ace58173cc, 0x1cc057c57b0c1b5a,
            0x04b274e621062374, 0xefaccaa7e2cb8c79, 0xc466c3ec24ea9495, 0xc3516ef367ef7c15,
        ],
        [
            0x34ef003b45575c1c, 0xdeb3e7a049c2fe0c, 0x048ec01df7149c63, 0x203869b9c79a986c,
            0xcf7c40836c1e80ef, 0x210e17d58e294447, 0x2b507d2e1212601c, 0x98edd3fa5a17e279,
        ],
        [
            0xf8d151f4b7ac7ec5, 0xd6ceb95ae50da7d5, 0xa1b492b0dc3a0eb8, 0x75157b69b3dd2863,
            0xe2c4c74ec5413d62, 0xbe329ff7bc5fc4c7, 0x835a2aea60fa9dda, 0xf117f5ad7445cb87,
        ],
        [
            0x9bf42636e91d691d, 0x0bcc32428fc07be4, 0x5b205cae69e9aa90, 0x6f69722b399cf75e,
            0x3db059f679424235, 0x6b98b404a2205463, 0x68caf5e46f60f451, 0xe8f1fc66ad08939e,
        ],
        [
            0x36661bd46346b21f, 0xde6fb01d3cb69df0, 0x7d05a0e4a884b40a, 0xd92569d4ef3d4abf,
            0x1c2bd7e1e6b261f8, 0x0503b0e5c74ddbef, 0x6a361a39e09a4c37, 0x7fd57508e7ff8473,
        ],
        [
            0x1939fd67c776edf8, 0xd0847c70cb5c848a, 0x4ff553915ade03d1, 0x8fb54d83cfa9823e,
            0xb308146ef10d4e04, 0x14a691b3b6cb2a36, 0x2f419b93c620657f, 0x4db7aaa2d3e1da7f,
        ],
        [
            0xae8317f4b0166f7a, 0xfbd3e3f7ceec74e6, 0xfdb516ace0874bfd, 0x3d846019c681f3a3,
            0x0b12ee5c7c1620b0, 0xba68b4dd2b63c501, 0xac03cd326668c51e, 0x2a6279f74e0bcb5b,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0xfd8e139f8f5fcda8, 0xf3e558c4bdee5bfd, 0xd76cbaf4e33f9f77, 0x3a4c97a471771969,
            0xda27e84bf6dce6a7, 0xff373d9613e6c2d1, 0xf115193cd759a6e9, 0x3f9b702563d2262c,
        ],
        [
            0x8c3184911a335cc8, 0x563459ba6a5913e4, 0x1b920d61c7b32919, 0x805ab8b6a02425ad,
            0x2ac512da8d006086, 0x6ca4846abcf5c0fd, 0xafea51d8ac2138d7, 0xcb647545344cd443,
        ],
        [
            0x9f1b2466cdedca85, 0x140bb7101a09538c, 0xac8ae8515e11115d, 0x0d63ff676f03f59e,
            0x755e55517d234afb, 0x61c2db4e7e208fc1, 0xaa9859cef28a4b5d, 0xbdd6d4fc34af030f,
        ],
        [
            0x511053e453544774, 0x834d0ecc3adba2bc, 0x4215d7f7bae371f5, 0xfcfd57bf6c8663bc,
            0xded2383dd6901b1d, 0x3b49fbb4b5587dc3, 0xfd44a08d07625f62, 0x3ee4d65b9de9b762,
        ],
        [
            0x5a994b6e717815de, 0xd995c7a0a7e131d1, 0xc8b46df226c023aa, 0x8cfd094d702afced,
            0x7bc743cdced6a886, 0xb7d70ec41fcabe75, 0x2a6c9e47ddac9390, 0x720694259310aa90,
        ],
        [
            0xd17e80f55464d0eb, 0x89d3e1a767a613a7, 0x77791260c8c97dad, 0xec2ff21fe4f0cbe7,
            0xed984ac2e9e6bc10, 0xe3c53de877cba305, 0x9bbaf9b283624fdc, 0x5e9451cd1485c0ec,
        ],
        [
            0x1f13756db1761ec8, 0xe53c8b98a4b97e55, 0xb2aee3f84096cc28, 0x48c361a0920f1a8d,
            0xa98b672d8c31190a, 0x7bc1e7d1001855d4, 0x242cfb07bf3f4b2a, 0x9bf44a3f32a28bc4,
        ],
        [
            0x64e5137d0d63d1fa, 0x658fc05202a9d89f, 0x4889487450436309, 0xe9ae30f8d598da61,
            0x2ed710d1818baf91, 0xe27e9e068b6a0c20, 0x1e28dcfb1c1a6b44, 0x883acb64d6ac57dc,
        ],
        [
            0x9982e2ac42e176a5, 0x324eba46e2782b64, 0x3d8caaafe18350f5, 0xf3d82af2f5d674ca,
            0xc2090fed56600d1e, 0x4548e0ef5950de07, 0xb2f0023f765a4feb, 0xb303103339f16790,
        ],
        [
            0xa692781d61a3c8b3, 0x08bc385432876d0e, 0xbecf05fb28027b03, 0x636c687da4b1e12f,
            0x00e3003d07217c58, 0x613ba9375e01b2a3, 0xa58c8405881de16e, 0xc653c43014f8f48b,
        ],
        [
            0xbc1c6897d6a0d0f9, 0xd8e0ea0e3b0d7f55, 0xb35baa92b85b7aad, 0x2becd1b7674e48f4,
            0xe2d7f78d6d7a9ac2, 0xf5074262f99c95d0, 0x4852470a89f611e9, 0xf7aa911992869dec,
        ],
        [
            0xed7f2e774e6daae2, 0x7b3ae0e39e0a19bc, 0xd3293f8a91ae677e, 0xd363b0cb45c8611f,
            0xbe1d1ccf309ae93b, 0xa3f80be73920cae1, 0xaaacba74498edf01, 0x1e6d2a4ab2f5ac90,
        ],
        [
            0x60c5f03f233550f1, 0xd4d09411925afd2e, 0xa95b65c3d258e5a6, 0x1a19cfb59f902c6a,
            0xb486013af5ad5c68, 0xa2506776979638f3, 0x1232b4d0a38e0b28, 0xa64784b8d36a7b4f,
        ],
        [
            0x7fcfa19e0266a696, 0x5e1f64fd92c3fb4b, 0x6d954911506d19df, 0x9f989fe1697a3ca1,
            0x7e488d8c2327a87d, 0xa543ce28037da317, 0xea071d76f93c5518, 0x585ffd48220a6d3b,
        ],
        [
            0x5655179de7d70e03, 0x3e780c5c72a84570, 0xc102b4cb1d50029c, 0x3e71bdd5f075e839,
            0x6460f4f0b498b822, 0x2682e06c6d4b8da5, 0x4eae53c996a740d4, 0xc19d8bef6389702c,
        ],
        [
            0x8735728dc2c6ff70, 0x79d6122fc5dc2235, 0x23f5d00319e277f9, 0x7ee84e25dded8cc7,
            0x91a8afb063cd880a, 0x3f3ea7c63574af60, 0x0cfcdc8402de7f42, 0x62d0792fb31aa152,
        ],
        [
            0x959a47b2ee3b1655, 0xc799b9ddec883d5b, 0x2dc09f80b7933804, 0xae69e8883d2d3db8,
            0xc15d5e2f25e70af4, 0x875fd9ce05040085, 0x2850e8d06b5a38f2, 0x15227f359abeb0da,
        ],
        [
            0x650f1037e0e523f2, 0x4438ab439583013b, 0x034268fbefc0905e, 0x7b284ba20c06776b,
            0x02b949c41b6c1133, 0x7c3b8d47194bef4f, 0x5fe15b000e7e0535, 0xc326667428b126b4,
        ],
        [
            0xf8b99342e0921144, 0xf14fc6f1b5033e2c, 0x7dfb3760dcdacf54, 0xd25a0a31d88d7ba5,
            0x4ded2fcb68f74977, 0xf18847659a764007, 0x879db169f2dcf4c7, 0x744d75d5d16df96a,
        ],
        [
            0x40fdf5aabeccefb5, 0xcf56ede93621d7c7, 0xb632a9ce52b576c1, 0xd3403ae89a6f6027,
            0x660a050de8785a64, 0x10f3d6479682652e, 0x78b25edf4fbcbe02, 0xc9710fdeb4f9315d,
        ],
        [
            0x0f88009a1e0235f9, 0x2fed40274820b8a1, 0xbe72b7ac86081140, 0xd4162672601163e3,
            0xf71ea3ad750c71ea, 0x02347140afdc8be3, 0xa5e66f29c65aa66b, 0xf3c7ec6407398fc8,
        ],
        [
            0x14096763179938a2, 0x4fba0e711c1cb877, 0xda6f2a2f7ccf7ccf, 0x91241a4e091bde65,
            0xcc2856c31e71fcd8, 0xc0b87e7c12441cc3, 0x3dd1681ee5f224aa, 0x30aed6f6ad7308ea,
        ],
        [
            0xd4b8b01728b53e22, 0xe394d9480f7b7c71, 0xe21f2368b21cafdf, 0xc911fab686cc7833,
            0x0f61f6fd39d1ccd7, 0xe216eb8b248d90a9, 0xa5058f44fc22d20d, 0x9126969257c69628,
        ],
        [
            0x8e1b4e438a5807ce, 0xad283893e4109a7e, 0xc30cc9cbafd59dda, 0xf65f36c63d8d8093,
            0xdf31469ea60d32b2, 0xee93df4b3e8191c8, 0x9c1017c5355bdeb5, 0xd26231858616aa28,
        ],
        [
            0x38ed4f64a448ed10, 0x81eb03a8c4efb78b, 0xbfd91b5c91323b52, 0xed882b33b6beff2e,
            0xd0fb45516722d7a1, 0x6f91441b949fe8ab, 0x63a44a993ac181a6, 0xf4a62b5f950b6b74,
        ],
        [
            0x22614446e801a2cf, 0xfa3a20272e478cdf, 0x102a0c9a98c650b3, 0xc50093984873ff70,
            0x87ec8606faa16d01, 0x0fc127949edd4d8b, 0xe7a97a006f6bd460, 0xf69cd1305ebeff59,
        ],
        [
            0x6209d18662b5a228, 0xb85d7daad4408b26, 0x7e48110f8eb1b300, 0x66783cd20464aaab,
            0x2df68b250f8ba061, 0x97e0c461b2a08aeb, 0x6f8f6f0ebd640d38, 0x993322e141475da6,
        ],
        [
            0xd655ade73245980e, 0xa6f5965781067200, 0xe4fc23bedb136be1, 0x9f246cdcaf13d879,
            0xc2b93117f961ac0e, 0xc8a741b5ebdb9e1a, 0x82ede2466c693bd1, 0xfcde6b4f3dd1701e,
        ],
        [
            0x1f804e00caa4646f, 0x8643dc8870944924, 0xa37f1ca273f86de9, 0xa3199f9228889898,
            0xc273ba580c1e4adf, 0x0f0d38af65bc82f0, 0xd8b28ab5f8a6cd3b, 0xeea6e08575894d8e,
        ],
        [
            0x4642b9980ec93215, 0xb719170a299d349f, 0xb32c162bbc36b5ba, 0x063573854bd23ca2,
            0xff416292dff68115, 0xb7a150e34bb5db99, 0xb97a2028a3c13d55, 0x86f406c1e5424506,
        ],
        [
            0xfab0c1b9b9cd95cf, 0x3685abb311a9ae73, 0x02973eafa996a9a3, 0xff6f9baf2934571d,
            0xe4ab8121257c40e8, 0x09ad28e4d92d30b1, 0x7c51a03509e4b582, 0x60bb01f8c35b120f,
        ],
        [
            0xb02c83f9dec31a21, 0x988c8b236ad9d573, 0x53e983aea57be365, 0xe968734d646f834e,
            0x9137ea8f5da6309b, 0x10f3a624c1f1ce16, 0x782a9ea2ca440921, 0xdf94739e5b46f1b5,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x56f8410ef4f8b16a, 0x97241afec47b266a, 0x0a406b8e6d9c87c1, 0x803f3e02cd42ab1b,
            0x7f0309a804dbec69, 0xa83b85f73bbad05f, 0xc6097273ad8e197f, 0xc097440e5067adc1,
        ],
        [
            0x3f747fa0b311898c, 0xe2a272e4cd0eac65, 0x4bba5851f914d0bc, 0x7a1a9660c4a43ee3,
            0xe5a367cea1c8cde9, 0x9d958ba97271abe3, 0xf3ff7eb63d1615cd, 0xa2280dcef5ae20b0,
        ],
        [
            0x266344a43794f8dc, 0xdcca923a483c5c36, 0x2d6b6bbf3f9d10a0, 0xb320c5ca81d9bdf3,
            0x620e28ff47b50a95, 0x933e3b01cef03371, 0xf081bf8599100153, 0x183be9a0c3a8c8d6,
        ],
        [
            0xb6c185c341dca566, 0x7de7fedad8622aa3, 0x99e84d92901b6dfb, 0x30a02b0e7c4ad288,
            0xc7c81daa2fd3cf36, 0xd1319547df89e59f, 0xb2be8184cd496733, 0xd5f449eb93d3412b,
        ],
        [
            0x25470fabe085116b, 0x04a4337587285310, 0x4e39187ee2bfd52f, 0x36166b447d9ebc74,
            0x92ad433cfd4b322c, 0x726aa817ba79ab51, 0xf96eacd8c1db15eb, 0xfaf71e910476be63,
        ],
        [
            0xd74e9bdac97e6516, 0x88779360c230f49e, 0xa6ec1de31e74ea49, 0x581dcee53fb645a2,
            0xbaef23918f483f14, 0x6d2dddfcd137d13b, 0x54cde50ed2743a42, 0x89a34fc5e4d97e67,
        ],
        [
            0x72cfd2e949dee168, 0x1ae052233e2af239, 0x009e75be1d94066a, 0x6cca31c738abf413,
            0xb50bd61d9bc49908, 0x4a9b4a8cf5e2bc1e, 0xeb6cc5f7946f83ac, 0x27da93fcebffab28,
        ],
        [
            0xc492ec644cd8f64c, 0x58a2d790279d7b51, 0x0ced1fc51fc75256, 0x3e658aed8f433017,
            0x0b61942e05da59eb, 0xba3d60a30ddc3722, 0x7c311cd1742e7f87, 0x6473ffeef6b01b6e,
        ],
        [
            0x3ce519ef76257c51, 0x6f5818d318d477e7, 0xab022e037963edc0, 0xf0403a898bd1f5f3,
            0xe43b8da0496033ca, 0x0994e10ea1cfdd72, 0xb1ec6d20ba73c0e2, 0x0329c9ecb6bcfad1,
        ],
        [
            0xf1ff42a12c84bd9d, 0x751f3ec4390c674a, 0x27bb36f701e5e0ca, 0x65dfff515caf6692,
            0x5df579c4cd7bbd3f, 0xef8fb29785591205, 0x1ded7203e47ac732, 0xa93dc45ccd1c331a,
        ],
        [
            0xbdec338e3318d2d4, 0x733dd7bbbe8de963, 0x61bcc3baa2c47ebd, 0xa821ad1935efcbde,
            0x91ac668c024cdd5c, 0x7ba558e4c1cdfa49, 0x491d4ce0908fb4da, 0x7ba869f9f685bde8,
        ],
        [
            0x7b2a0bcb81f41c78, 0x5c522c851fd240e1, 0xce512e68df5ce3f6, 0xa7d4b952b6d5ee13,
            0x8cdc0a8b31ad7eaf, 0x165e86751b915e20, 0x8e8c269b5d6477f4, 0xd28d5ade44421b91,
        ],
        [
            0xed1b5ec279f464ba, 0x2d65e42c47d72e26, 0x8198e5749e67f926, 0x4106673834747e44,
            0x4637acc1e37e5447, 0x02cbc9ecf3e15822, 0x58a8e98e805aa83c, 0x73facd6e5595e800,
        ],
        [
            0x197cfdb332a92318, 0x9ebea84125ac87b6, 0x4cd805f7a3510c7a, 0x24df999ae06e428e,
            0xd54dd5dc4d71459c, 0x1484324f20b8a03c, 0x7924f2d93174b927, 0x42b8acbff93ade50,
        ],
        [
            0x468ff80338330507, 0x06f34ddf4037a53e, 0x70cd1a408d6993a4, 0xf85a159743e5c022,
            0x396fc9c2c125a67d, 0x03b7bebf1064bfcb, 0x7c444592a9806dcb, 0x1b02614b4487cd54,
        ],
        [
            0x8303604f692ac542, 0xf079ffe1227b91d3, 0x19f63e6315aaf9bd, 0xf99ee565f1f344fb,
            0x8a1d661fd6219199, 0x8c883bc6d48ce41c, 0x1065118f3c74d904, 0x713889ee0faf8b1b,
        ],
        [
            0xb47b60f70de21bb6, 0x64acae4fdcd836ca, 0x3375ea6dc744ce63, 0xb764265fb047955b,
            0xc68a5d4c9841c2c3, 0x60e98fd7cf454f60, 0xc701fbe2756aea0c, 0x09c8885eaab21c79,
        ],
        [
            0xca1359ef91d1bdcf, 0x6a082157f3592586, 0xd9aea5943951951c, 0x57abef24a2b7e706,
            0x3fa5721e2e2eb1a2, 0x3c68eeac516ace98, 0xffa79d47c28782df, 0xbdd69f634e16577b,
        ],
        [
            0x45bb810869d2d46c, 0xe47c8b3968c8365a, 0xf3b87663267551bd, 0x1590768f5b67547a,
            0x371c1db2fb2ed3ff, 0xe316691917a59440, 0x03c0d178df242c14, 0x40c93fceed862ac1,
        ],
        [
            0x402b7960c5bb84af, 0xcf29c7dcbcc8a639, 0xfaf19dff478f7c6d, 0x71306ae43337bd22,
            0xef7c5505bf599b7a, 0xe09e159e9c4691a8, 0xd403e81874ceb119, 0x5325e7025211a98d,
        ],
        [
            0x1286da692bc982d6, 0x5f6d80f27bdae7e3, 0x3d9c5647a6f064fb, 0xfdc8e6a1d74c1540,
            0x97da48c6d68b135a, 0xc2097979d66dbfff, 0x0296adb9ea20531d, 0xa333730d4ab2c8f0,
        ],
        [
            0xaf97122b7a251933, 0x36c7349cc1233345, 0x5687de8873f400b0, 0x922847a3707595af,
            0xb7e018587ff6dec1, 0x6e283ece2fc191cb, 0x78c2ef8b1c20dc56, 0x51e6535e452ed2dc,
        ],
        [
            0x0eb3565429847fed, 0xfdc142860a673dd0, 0x721b36278b62dd0b, 0x105a293e711a5771,
            0xdf001cce7f761927, 0xf7b681b011d04c7d, 0x16dff792a3ac1996, 0x580c120b0fc4ae30,
        ],
        [
            0xc035f697960eb8c7, 0xf1599f2ce2de04d3, 0x892450f8d2ad9228, 0x7d48129bb829c1ab,
            0x24d785e13a50afc9, 0x2745ba2763a96ee0, 0x956534013bfb6d7b, 0x536202671bad2a42,
        ],
        [
            0x31ea3d4f7ee8d0bc, 0x3832f22a0f42c3dc, 0xc661061a1a87a2f4, 0x0978c9f64b45576b,
            0xb7abac3c6dfb5fd2, 0x27f36a00b7e01b90, 0x68f733cde9429e36, 0x953a4681dcbfe8cb,
        ],
        [
            0xe396ff244103c2e3, 0x4133561c1b06ade7, 0xe120b9ac65d0a734, 0x576f6f07927919d9,
            0xa0cfc846691f955a, 0x3d2e2bc0a6449d65, 0x7ba541b89767ed9b, 0xd1b21b04dc9215c7,
        ],
        [
            0xbfb7c41067fe1eaf, 0xa2073c6a6929a785, 0x6f2536f4a75fdb79, 0x859ad26d809bca69,
            0x06f2c0693b197e7b, 0x656ad9f48ec0a573, 0xe7c7901f9a4d0262, 0xbec29443b938602b,
        ],
        [
            0xd00397fc0f0073a4, 0x5b668fa46f8d675f, 0x14374ac91522108c, 0x92efa7d10283e42e,
            0x673e6df90b6d024a, 0x05f914d457581f26, 0xf5c8516267df8c12, 0x1197f1b4e06c2462,
        ],
        [
            0x6e2d1cb3dd9c90c1, 0x28f82d5a7990579e, 0x90e189cd06226195, 0xbd2939df19b0dc74,
            0x18b18505c0917177, 0xeed5470d3117d9c4, 0x39ef92eb6c893ca0, 0x4533ef8244a41940,
        ],
        [
            0x62ac853c2d2d7595, 0x4883dab7598fad54, 0xbbf7f5d16d32d7a4, 0x95fb4f2dfd1dd881,
            0xe239aef2545dc580, 0x4609a70a4d1e39b9, 0x61d3b33e338ebbb2, 0x06051dc215bd5461,
        ],
        [
            0xcaee9dec34943dda, 0x8e50e98e8b4b6782, 0x24358ea591ea3a1f, 0x71c4c827a9e1c194,
            0xa38baa5d09bb7a94, 0xfb4ab4c057b58f9c, 0x4a01065e24e0ee19, 0xb9cf805107b877bf,
        ],
        [
            0x972b3f8f81a1b3be, 0x4f3ce145ce2764a0, 0xe2d0f1cc28c4f5f7, 0xdeee0c0dc7f3985b,
            0x7df4adc0d39e25c3, 0x40619820c467a080, 0x440ebc9361cf5a58, 0x527729a6422ad600,
        ],
    ],
    // row 33: multiples of 2^198 G
    [
        [
            0xefb26a753f73f449, 0x1d1c94f88d44fc79, 0x49f0fbc53bc0dc4d, 0xb747ea0b3698a0d0,
            0x5218c3fe228d291e, 0x35b804b543c129d6, 0xfac859b8d1acc516, 0x6c10697d95d6e668,
        ],
        [
            0x6e30251acb452fdb, 0x31ee696550f30650, 0xb0b3e508933548d9, 0xb8949a4ff4b0ef5b,
            0x208b83263c88f3bd, 0xab147c30db1d9989, 0xed6515fd44d4df03, 0x17a12f75e72eb0c5,
        ],
        [
            0x7a6cbbe028e3fe89, 0xe7e1fee4c5aac0eb, 0x7f47eda5697e5140, 0x4f450137b454921f,
            0xdb625f8495cd8185, 0x74be0ba1cdb2e583, 0xaee4fd7cdd5e6de4, 0x4251437de8101739,
        ],
        [
            0x25914f7881fdad90, 0xcf638f560d2cf6ab, 0xb90bc03fcc054de5, 0x932811a718b06350,
            0x2f00b3309bbd11ff, 0x76108a6fb4044974, 0x801bb9e0a851d266, 0x0dd099bebf8990c1,
        ],
        [
            0x115eb20a517d7061, 0x77fe34336c2df683, 0x6870ddc7cdc6fc67, 0xb16105880b87de83,
            0x343584cad9c4ddbe, 0xb3164f1c3d754be2, 0x0731ed3ac1e6c894, 0x26327dec4f6b904c,
        ],
        [
            0x29267baec61c3855, 0xebff429d58c1fd3b, 0x22d886c08c0b93b8, 0xca5e00b22ddb8953,
            0xcf330117c3fed8b7, 0xd49ac6fa819c01f6, 0x6ddaa6bd3c0fbd54, 0x917430688049a2cf,
        ],
        [
            0x0a6a063c7672765a, 0x37a3ce640547b9bf, 0x42c099c898b1a633, 0xb5ab800d05ee6961,
            0xf1963f5911a5acd6, 0xbaee615746201063, 0x36d9a649a596210a, 0xaed043631ba7138c,
        ],
        [
            0x14c6dd8a58d6cd46, 0x9cb633b58e6634d2, 0xc1305047f81bc328, 0x12ede0e226a177e5,
            0x332cca62065a6f4f, 0xc3a47ecd67be487b, 0x741eb1870f47ed1c, 0x99e66e58e7598b14,
        ],
        [
            0x36822876f51fe76e, 0x8a6811cc11d62589, 0xc3fc7e6546225718, 0xb7df2c9fc82fdbcd,
            0x3b1d4e52dd7b205b, 0xb695947847a2e414, 0x05e4d793efa91148, 0xb47ed446fd2e9675,
        ],
        [
            0x8f0ed0e2ebf3232f, 0xfff80f9ec52a2edd, 0xad9ab43375b55fdb, 0x73ca7820e42e0c11,
            0x6dace0a0e6251b46, 0x89bc6b5c4c0d932d, 0x3438cd77095da19a, 0x2f24a9398d48bdfb,
        ],
        [
            0x1d5dc4515541b892, 0xb186ee41fc9d9e54, 0x9d9f345ed5bf610d, 0x3e7ba65df6acca9f,
            0x9dda787aa8369486, 0x09f9dab78eb5ba53, 0x5afb2033d6481bc3, 0x76f4ce30afa62104,
        ],
        [
            0xebd6a6777b0ac93d, 0xa6e37b0d78f5e0d7, 0x2516c09676f5492b, 0x1e4bf8889ac05f3a,
            0xcdb42ce04df0ba2b, 0x935d5cfd5062341b, 0x8a30333382acac20, 0x429438c45198b00e,
        ],
        [
            0x3f99183c5a1f8e24, 0xfdb118fa9dd255f0, 0xb9b18b90c27f62a6, 0xe8f732f7396ec191,
            0x524a2d910be786ab, 0x5d32adef0ac5a0f5, 0x9b53d4d69725f694, 0x032a76c60510ba89,
        ],
        [
            0xa49b5d595758b11c, 0x0b852893c8654f40, 0xb63ef6f452379447, 0xd4957d29105e690c,
            0x7d484363646559b0, 0xf4a8273c49788a8e, 0xee406cb834ce54a9, 0x1e1c260ff86fda9b,
        ],
        [
            0x9dbd79740e954750, 0x0121de8864f9d2c6, 0x2e597b42d985232e, 0x55b6c3c553451777,
            0xbb53e547519cb9fb, 0xf134019f8428600d, 0x5a473176e081791a, 0x2f3e226335fb0c08,
        ],
        [
            0xfb2838be67e573e0, 0x05891db94084c44b, 0x9131137396c1c2c5, 0x6aebfa3fd958444b,
            0xac9cdce9e56e55c1, 0x7148ced32caa46d0, 0x2e10c7efb61fe8eb, 0x9fd835daff97cf4d,
        ],
        [
            0x9beda18d431d99dd, 0xf7690b3df3d5cce1, 0x97fb656db7326ec9, 0xc1b271448c95739c,
            0x65ecea899c21e298, 0xd0e5729137355734, 0x80bd7c2b2165eb3d, 0xdf1e16e7dcc0f1c0,
        ],
        [
            0x97e58fad0c07c832, 0x73ee50a441c3439b, 0x230643a48e1f0e20, 0x533c7f8bceebc6a3,
            0x4da647b37163e1b5, 0x1a650d4c410b26fa, 0x0da53a64dde8fdfb, 0x0ce786df88d80c73,
        ],
        [
            0x19cf9227238f0aca, 0x6386add4abac4cfd, 0x17b6c4a05e5cde7f, 0x172b5758c9aa5607,
            0x0fa265c55f01e78c, 0x1fb2fdfbdc124d1e, 0xcf238d3c9bf223f8, 0x3c5c2c8d0394bb6b,
        ],
        [
            0x6c626f56c1770616, 0x5351909e09da9a2d, 0xe58e6825a3730e45, 0x9d8c8bc003ef0a79,
            0x543f78b6056becfd, 0x33f13253a090b36d, 0x82ad4997794432f9, 0x1386493c4721f502,
        ],
        [
            0xdcc413f1d49ed714, 0x18d3d6276ac2b4d8, 0x0f157a455347bcf8, 0x4a13f4122694c944,
            0xe3abbf7c397700dd, 0x72a88a916c4eef39, 0xb149f8db4606479c, 0xff44b1ab54c2d3b3,
        ],
        [
            0x8875ac364b833d09, 0xcac97712f0ed5c9b, 0x7af55d8f0281520d, 0x06f7473b46936237,
            0x8a5bca51fe6f84d6, 0x764b6f4b84274fa7, 0xfa3091dcb964c01d, 0x6d1f26f60a3ab846,
        ],
        [
            0x0d0bf55f8ac0cff0, 0xd9598882c150eb54, 0x22a4a72c51c293d0, 0xf86c57f6643c198a,
            0x97ab91b020395710, 0x9ae1716c1970dbc0, 0x5b7a2ba2cce53df8, 0xb2799a99fc85d64c,
        ],
        [
            0x3794eefa5abea82a, 0x8dc611b993fe62d4, 0x69f1af37281ef606, 0x6af546c839839e69,
            0x625578c7c977ec23, 0xa8de294cbd5c0576, 0xe2ddaf0f7cd1a4c0, 0x8243fc704f95f4d4,
        ],
        [
            0x94c5abda50e71812, 0x0294743503bb6a7c, 0x02a153ab798fbf14, 0xf8ef26c87a2f284e,
            0x863c925d05f99edc, 0x976d81e6409b35dd, 0xef3a5a99dce99170, 0xaabc80ec53131de6,
        ],
        [
            0x19417c64c940b335, 0x51454ef5af6e97e9, 0x763c9baced16309c, 0xe26d174d81464804,
            0xa05a428635197497, 0xa410fa71adedb109, 0x7219cab7da95f76e, 0x74c323e7be88d11f,
        ],
        [
            0xe1bb91d6b2db103c, 0xbe593db192e2c2e3, 0x53f949cab45e25c1, 0x6a39e6160a6e2f23,
            0x0213e26e1357d70a, 0x73741c1a8e623e9c, 0x54dfa9ba8d9399b2, 0x86310c400c598c32,
        ],
        [
            0xe566f400b008733a, 0xcba0697d512e1f57, 0x9537c2b240509cd0, 0x5f989c6957353d8c,
            0x7dbec9724c3c2b2f, 0x90e02fa8ff031fa8, 0xf4d15c53cfd5d11f, 0xb3404fae48314dfc,
        ],
        [
            0xb6f0bba3b4ca5fef, 0x4919fce20fd19008, 0x18b4d18d1bd12adc, 0xb22f3a88c81c8e9c,
            0x86f5b12ccc7c2949, 0xa2f61ad805de987f, 0x69742172ed727970, 0x3e9f2c8ed7434ec7,
        ],
        [
            0xd1490ef8212c52b4, 0x5b2ffdea00b75a7b, 0xf2c7b23ebf958ba1, 0x43b42039696cbaaa,
            0x1f5bde9402be3496, 0x3abe9d6b39efa5c4, 0x2a207fde47077e82, 0x3bc374fc65862928,
        ],
        [
            0x35d40e1d540604c4, 0x16a4b33a3a486fed, 0x9170496cee43a4a1, 0x174adbe1ad948aaf,
            0x8a47a30a5451df99, 0x7ccabdd19e1791a1, 0x7112b53aecfcf12a, 0x561eb395fab5c6d2,
        ],
        [
            0xa36da109081e9387, 0xfb9780d78c935828, 0xd5940332e540b015, 0xc9d7b51be0f466fa,
            0xfaadcd41d6d9f671, 0xba6c1e28b1a2ac17, 0x066a7833ed201e5f, 0x19d99719f90f462b,
        ],
    ],
    // row 34: multiples of 2^204 G
    [
        [
            0xf431f462060b5f61, 0xa56f46b47bd057c2, 0x348dca6c47e1bf65, 0x9a38783e41bcf1ff,
            0x7a5d33a9da710718, 0x5a7799872e0aeaf6, 0xca87314d2d29d187, 0xfa0edc3ec687d733,
        ],
        [
            0x1c894849cb198ac7, 0xa884a93d0f264665, 0x2da964ef9b200678, 0x3c351b87009834e6,
            0xafb2ef9fe2c4b44b, 0x580f6c473326790c, 0xb84805210b02264a, 0x8ba6f9e242a194e2,
        ],
        [
            0x499b6ab65eb03c0e, 0xf19b795472bc3fde, 0xa86b5b9c6e3a80d2, 0xe43775086d42819f,
            0xc1663650bb3ee8a3, 0x75eb14fcb132075f, 0xa8ccc9067ad834f6, 0xea6a2474e6e92ffd,
        ],
        [
            0x39d934abd3c095f1, 0x04b261bee4b76d71, 0x1d2e6970e73e6984, 0x879fb23b5e5fcb11,
            0x11506c72dfd75490, 0x3a97d08561bcf1c1, 0x43201d82bf5e7007, 0x7f0ac52f798232a7,
        ],
        [
            0xcb4d20ee4b049136, 0x8b63bf12356a4613, 0x1221aef670e08128, 0xe62d8c514acb6b16,
            0x71f64a67379e7896, 0xb25237a2cafd7fa5, 0xf077bd983841ba6a, 0xc4ac02443cd16e7e,
        ],
        [
            0xb25101fb319d7682, 0xb02931290a982fee, 0x51c1c9b90261b344, 0x0e008c5bbfd371fa,
            0xd866dd1c0278ca33, 0x666f76a6e5aa53b1, 0xe5cfb7796013a2cf, 0x1d3a1aada3521836,
        ],
        [
            0x3c5604ff50f75f9c, 0x1d8eddf37e752b22, 0x0ef074dd3c9a1118, 0xd0ffc172ccb86d7b,
            0xabd1ece3037d90f2, 0xe3f307d66055856c, 0x422f93287e4c6daf, 0x902aac66334879a0,
        ],
        [
            0x76b4131a567193ec, 0xaf3c305ae5f6e70b, 0x9587bd39031eebdd, 0x5709def871bbe831,
            0x570599830eb2b669, 0x4d80ce1b875b7029, 0x838a7da80364ac16, 0x2f431d23be1c83ab,
        ],
        [
            0x8e52874cb940c71e, 0x211935a9db5f4b3a, 0x94350492301b1dc3, 0x33d2646d29958620,
            0x16b0d64bef911404, 0x9d1f25ea9a3c5ef4, 0x20f200eb4a352c78, 0x43929f2c4bd0b428,
        ],
        [
            0xe781276638235d4e, 0x1c62bd67496e3298, 0x8378660c3f175bc8, 0x4d04e18917afdd4d,
            0x32a8160185a8068c, 0xdb58e4e192b29a85, 0xe8a65b86c70d8a3b, 0x5f0e6f4e98a0403b,
        ],
        [
            0xd44636e6e82c9f9e, 0x711db87cc33a1043, 0x6f431263aa8aec05, 0x43ff120d2744a4aa,
            0xd3bd892fae77779b, 0xf0fe0cc98cdc9f82, 0xca5f7fe6f1c5b1bc, 0xcc63a68244929a72,
        ],
        [
            0x2c2492b73f894ae0, 0xf59df3e5b75f18ce, 0x7cb740d28f53cad0, 0x3eb585fbc4f01294,
            0x17da0c8632c7f717, 0xeb8c795baf943f4c, 0x4ee23fb5f67c51d2, 0xef18757568889949,
        ],
        [
            0x2834da3eb38dff6f, 0xbe012c52ea636be8, 0x292d238c61dd37f8, 0x0e54523f8f8142db,
            0xe31eb436036a05d8, 0x83e3cdff1e93c0ff, 0x3fd2fe0f50821ddf, 0xc8e19b0dff9eb33b,
        ],
        [
            0x3ea011a4e822f0d0, 0xbc647ad15a8704f8, 0xbb315b3550c6820f, 0x863dec3db7e76bec,
            0x01ff5d3af017bfc7, 0x20054439976b8229, 0x067fca370bbd0d3b, 0xf63dde647f5e3d0f,
        ],
        [
            0x147d90525e9ca895, 0x2f4dd31e972072df, 0xa16fda8ee6c6755c, 0xc66826ffcf196558,
            0x1f1a76a30cf43895, 0xa9d604e083c3097b, 0xe190830966390e0e, 0xa50bf753b3c85eff,
        ],
        [
            0x75d9bc15adf7cccf, 0x81a3e5d6dfa1e1b0, 0x8c39e444249bc17e, 0xf37dccb28ea7fd43,
            0xda654873907fba12, 0x35daa6da4a372904, 0x0564cfc66283a6c5, 0xd09fa4f64a9395bf,
        ],
        [
            0x0d64f9a76f568431, 0xf848c27c02f8898c, 0xf418ade1260b5bd5, 0xc1f3e3236973dee8,
            0x46e9319c26c185dd, 0x6d85b7d8546f0ac4, 0x427965f2247f9d57, 0xb519b636b0035f48,
        ],
        [
            0xb510b3b56aa39dff, 0x59b43da29f8e4d8c, 0xa8ce31fd9e4c4b9f, 0x0e20be26c1303c01,
            0x18187182e8ee47c9, 0xd9687cdb7db98101, 0x7a520e4da1e14ff6, 0x429808ba8836d572,
        ],
        [
            0x682ac1e5dda9e5c6, 0x4e0d3c72caa9fc95, 0x17faaade772bea44, 0x5ef8428cab0009c8,
            0xcc4ce47a460ff016, 0xda6d12bf725281cb, 0x44c678480223aad2, 0x6e342afa36256e28,
        ],
        [
            0x174d46996d16768e, 0x9fc4ff6a628bf217, 0x77705a94154e490d, 0x9d96dd288d2d997a,
            0x77e2d9d8ce5d72c4, 0x9d06c5a4c11c714f, 0x02aa513679e4a03e, 0x1386b3c2030ff28b,
        ],
        [
            0xb86186b68bcec9c2, 0x7cf24df9680b9f06, 0xc46b45eac0d29281, 0xfff42bc507b10e12,
            0x12263c404d289427, 0x3d5f1899b4848ec4, 0x11f97010d040800c, 0xb4c5f529300feb20,
        ],
        [
            0x26a42d69ea40dc3a, 0xdc84ad22aecc018f, 0x25c36c7b3270f04a, 0x46ba6d4750fa72ed,
            0x6c37d1c593e58a8e, 0xa2394731120c088c, 0xc3be4263cb6e86da, 0x2c417d367126d038,
        ],
        [
            0x9d3d116db07159d0, 0xae07a67fc1896210, 0x8fc84d87bb961579, 0x30009e491c1f8dd6,
            0x8a8caf22e3132819, 0xcffa197cf23ab4ff, 0x58103a44205dd687, 0x57b796c30ded67a2,
        ],
        [
            0xcca523bb440e2229, 0x324673a273ef4d04, 0xaf3adf343e11ec39, 0x6136d7f1dc5968d3,
            0x7a7b2899b053a927, 0x3eaa2661ae067ecd, 0x8549b9c802779cd9, 0x061d7940c53385ea,
        ],
        [
            0xd7d27a89b3e93ce7, 0xf7b5a8755d3a2c1b, 0xb29e68a0255b218a, 0xb533837e8af76754,
            0xd1b05a73579fab2e, 0xb41055a1ecd74385, 0xb2369274445e9115, 0x2972a7c4f520274e,
        ],
        [
            0xe07141fcaaa2902b, 0x539ad799e4f69ad3, 0xa6453f94813f9ffd, 0xc58d3c48375bc2f7,
            0xb3326fad5dc64e96, 0x3aafcaa9b240e354, 0x1d1b0903aca1e7a9, 0x4ceb97671211b8a0,
        ],
        [
            0x5e942e79c81710a0, 0x557e4a3627ccadd4, 0x72a2bc564bcf6d0c, 0x09ee5f4326d7b80c,
            0x6b70dbe9d4292f19, 0x56f74c2663f16b18, 0xc23db0f735fbb42a, 0xb606bdf66ae10040,
        ],
        [
            0x1eb4de4687032d58, 0xc54f3d835e2c79e0, 0x07818df45d04ef23, 0x55faa9c8673d41b4,
            0xced64f6f89b95355, 0x4860d2eab7415c84, 0x5fdb9bd2050ebad3, 0xdb53e0cc6685a5bf,
        ],
        [
            0x9a61d2a08b1ea7b3, 0xd495ab63ae8b1485, 0x38740f8487052f99, 0x178ebe5bb2974eea,
            0x030bbcca5b36d17f, 0xb5e4cce3aaf86eea, 0xb51a022068f8e9e0, 0xa434879609eb3e75,
        ],
        [
            0x919fca5fabfae1ca, 0x937afaac1a21459b, 0x9e0ca91c1f66a4d2, 0x194cc7f323ec1331,
            0xad25143a8aa11690, 0xbe40ad8d09b59e08, 0x37d60d9be750860a, 0x6c53b008c6bf434c,
        ],
        [
            0xa661a0d01d3ec517, 0x98744652512321ae, 0x084ca591eca92598, 0xa9bb9dc91dcb3feb,
            0x14c5435578b4c240, 0x5ed62a3b610cafdc, 0x07512f371b38846b, 0x571bb70ab0e38161,
        ],
        [
            0x832d7080eb6b242d, 0xd30bd0233b71e246, 0x7027991bbe31139d, 0x68797e91462e4e53,
            0x423fe20a6b4e185a, 0x82f2c67e42d9b707, 0x25c817684cf7811b, 0xbd53005e045bb95d,
        ],
    ],
    // row 35: multiples of 2^210 G
    [
        [
            0xe5f649be9d8e68fd, 0xdb0f05331b044320, 0xf6fde9b3e0c33398, 0x92f4209b66c8cfae,
            0xe9d1afcc1a739d4b, 0x09aea75fa28ab8de, 0x14375fb5eac6f1d0, 0x6420b560708f7aa5,
        ],
        [
            0x9eae499c6254dc41, 0x7e2939247a837e7e, 0x74aec08c090524a7, 0xf82b92198d6f55f2,
            0x493c962e1402cec5, 0x9f17ca17fa2f30e7, 0xbcd783e8e9b879cb, 0xea3d8c145a6f145f,
        ],
        [
            0xdede15e75e0dee6e, 0x74f24872dc628aa2, 0xd3e9c4fe7861bb93, 0x56d4822a6187b2e0,
            0xb66417cfc59826f9, 0xca2609692408169e, 0xedf69d06c79ef885, 0x00031f8adc7d138f,
        ],
        [
            0x103c46e60ebcf726, 0x4482b8316231470e, 0x6f6dfaca487c2109, 0x2e0ace9762e666ef,
            0x3246a9d31f8d1f42, 0x1b1e83f1574944d2, 0x13dfa63aa57f334b, 0x0cf8daed9f025d81,
        ],
        [
            0x30d78ea800ee11c1, 0xeb053cd4b5e3dd75, 0x9b65b13ed58c43c5, 0xc3ad49bdbd151663,
            0x99fd8e41b6427990, 0x12cf15bd707eae1e, 0x29ad4f1b1aabb71e, 0x5143e74d07545d0e,
        ],
        [
            0x30266336c88bdee1, 0x25f293065876767c, 0x9c078571c6731996, 0xc88690b2ed552951,
            0x274f2c2d852705b4, 0xb0bf8d444e09552d, 0x7628beeb986575d1, 0x407be2387f864651,
        ],
        [
            0x0e5e3049a639fc6b, 0xe75c35d986003625, 0x0cf35bd85dcc1646, 0x8bcaced26c26273a,
            0xe22ecf1db5536742, 0x013dd8971a9e068b, 0x17f411cb8a7909c5, 0x5757ac98861dd506,
        ],
        [
            0x85de1f0d1e935abb, 0xdefd10b4154de37a, 0xb8d9e392369cebb5, 0x54d5ef9b761324be,
            0x4d6341ba74f17e26, 0xc0a0e3c878c1dde4, 0xa6d7758187d918fd, 0x6687601502ca3a13,
        ],
        [
            0xc7313e9cf36658f0, 0xc433ef1c71f8057e, 0x853262461b6a835a, 0xc8f053987c86394c,
            0xff398cdfe983c4a1, 0xbf5e816203b7b931, 0x93193c46b7b9045b, 0x1e4ebf5da4a6e46b,
        ],
        [
            0xf9942a6043a24fe7, 0x29c1191effb3492b, 0x9f662449902fde05, 0xc792a7ac6713c32d,
            0x2fd88ad8b737982c, 0x7e3a0319a21e60e3, 0x09b0de447383591a, 0x6df141ee8310a456,
        ],
        [
            0xaec1a039e6d6f471, 0x14b2ba0f1198d12e, 0xebc1a1603aeee5ac, 0x401f4836e0b964ce,
            0x2ee437964fd03f66, 0x3fdb4e49dd8f3f12, 0x6ef267f629380f18, 0x3e8e96708da64d16,
        ],
        [
            0xbc19180c207674f1, 0x112e09a733ae8fdb, 0x996675546aaeb71e, 0x79432af1e101b1c7,
            0xd5eb558fde2ddec6, 0x81392d1f5357753f, 0xa7a76b973ae1158a, 0x416fbbff4a899991,
        ],
        [
            0x9e65fdfd0d4a9dcf, 0x7bc29e48944ddf12, 0xbc1a92d93c856866, 0x273c69056e98dfe2,
            0x69fce418cdfaa6b8, 0x606bd8235061c69f, 0x42d495a06af75e27, 0x8ed3d5056d873a1f,
        ],
        [
            0xaf5528416ab25b6a, 0xc6c0ffc72b1a4523, 0xab18827b21c99e03, 0x060e86489034691b,
            0x5207f90f93c7f398, 0x9f4a96cb82f8d10b, 0xdd71cd793ad0f9e3, 0x84f435d2fc3a54f5,
        ],
        [
            0x4b03c55b8e33787f, 0xef42f975a6384673, 0xff7304f75051b9f0, 0x18aca1dc741c87c2,
            0x56f120a72d4bfe80, 0xfd823b3d053e732c, 0x11bccfe47537ca16, 0xdf6c9c741b5a996b,
        ],
        [
            0xee7332c7904fc3fa, 0x14a23f45c7e3636a, 0xc38659c3f091d9aa, 0x4a995e5db12d8540,
            0x20a53becf3a5598a, 0x56534b17b1eaa995, 0x9ed3dca4bf04e03c, 0x716c563ad8d56268,
        ],
        [
            0x27ba77a41d6178e7, 0xe4c80c4068a1ff8e, 0x750110990a13f63d, 0x7bf33521a61d46f3,
            0x0aff218e10b365bb, 0x810218040fd7ea75, 0x05a3fd8aa4b3a925, 0xb829e75f9b3db4e6,
        ],
        [
            0x6bdc75a54d53e5fb, 0x04a5dc02d52717e3, 0x86af502fe9a42ec2, 0x8867e8fb2630e382,
            0xbf845c6ebec9889b, 0x54f491f2cb47c98d, 0xa3091fba790c2a12, 0xd7f6fd78c20f708b,
        ],
        [
            0xa569ac30acde5e17, 0xd0f996d06852b4d7, 0xe51d4bb54609ae54, 0x3fa37d170daed061,
            0x62a8868434b8fb41, 0x99a2acbd9efb64f1, 0xb75c1a5e6448e1f2, 0xfa99951a42b5a069,
        ],
        [
            0x6d956e892f3b26e7, 0xf4709860da875247, 0x3ad151792482dda3, 0xd64110e3017d82f0,
            0x14928d2cfad414e4, 0x2b155f582ed02b24, 0x481a141bcb821bf1, 0x12e3c7704f81f5da,
        ],
        [
            0xe49c5de59fff8381, 0x110532325bbec894, 0xa0d051cc454d88c4, 0x4f6db89c1f8e531b,
            0x34fe3fd6ca563a44, 0x7f5c221558da8ab9, 0x8445016d9474f0a1, 0x17d34d61cb7d8a0a,
        ],
        [
            0x8e9d39101c474019, 0xcaff2629d52ceefb, 0xf9cf3e32c1622c2b, 0xd4b95e3ce9071a05,
            0xfbbca61f1594438c, 0x1eb6e6a604aadedf, 0x853027f468e14940, 0x221d322adfabda9c,
        ],
        [
            0xed8ea9f6b7cb179a, 0xdc7b764db7934dcc, 0xfcb139405e09180d, 0x6629a6bfb47dc2dd,
            0xbfc55e4e9f5a915e, 0xb1db9d376204441e, 0xf82d68cf930c5f53, 0x17d3a142cbb605b1,
        ],
        [
            0xdd5944ea308780f2, 0xdc8de7613845f5e4, 0x6beaba7d7624d7a3, 0x1e709afd304df11e,
            0x9536437602170456, 0xbf204b3ac8f94b64, 0x4e53af7c5680ca68, 0x0526074ae0c67574,
        ],
        [
            0x95d8cef8ecd92af6, 0xe6b9fa7a6cd1745a, 0x3d546d3da325c3e4, 0x1f57691d9ae93aae,
            0xe891f3fe9d2e1a33, 0xd430093fac063d35, 0xeda59b125513a327, 0xdc2134f35536f18f,
        ],
        [
            0xaa51fe2c5c210286, 0x3f68aaee1cab658c, 0x5a23a00bf9357292, 0x9a626f397efdabed,
            0xfe2b3bf3199d78e3, 0xb7a2af7771bbc345, 0x3d19827a1e59802c, 0x823bbc15b487a51c,
        ],
        [
            0x856139f299d0a422, 0x9ac3df65f456c6fb, 0xaddf65c6701f8bd6, 0x149f321e3758df87,
            0xb1ecf714721b7eba, 0xe17df09831a3312a, 0xdb2fd6ecd5c4d581, 0xfd02996f8fcea1b3,
        ],
        [
            0xe29fa63e7882f14f, 0xc9f6dc3507c6cadc, 0x46f22d6fb882bed0, 0x1a45755bd118e52c,
            0x9f2c7c277c4608cf, 0x7ccbdf32568012c2, 0xfcb0aedd61729b0e, 0x7ca2ca9ef7d75dbf,
        ],
        [
            0xf58fecb16f640f62, 0xe274b92b39f51946, 0x7f4dfc046288af44, 0x0a91f32aeac329e5,
            0x43ad274bd6aaba31, 0x719a16400f6884f9, 0x685d29f6daf91e20, 0x5ec1cc3327e49d52,
        ],
        [
            0x38f4de963b54a059, 0x0e0015e5efbcfdb3, 0x177d23d94dbb8da6, 0x98724aa297a617ad,
            0x30f0885bfdb6558e, 0xf9f7a28ac7899a96, 0xd2ae8ac8872dc112, 0xfa0642ca73c3c459,
        ],
        [
            0x15296981e7dfc8d6, 0x67cd44501fb5b94a, 0x0ec71cf10eddfd37, 0xc7e5eeb39a8eddc7,
            0x02ac8e3d81d95028, 0x0088f17270b0e35d, 0xec041fabe1881fe3, 0x62cf71b8d99e7faa,
        ],
        [
            0x5043dea7e0f222c2, 0x309d42ac72e65142, 0x94fe9ddd9216cd30, 0xd6539c7d0f87feec,
            0x03c5a57c432ac7d7, 0x72692cf0327fda10, 0xec28c85f280698de, 0x2331fb467ec283b1,
        ],
    ],
    // row 36: multiples of 2^216 G
    [
        [
            0xa0158eeae457a477, 0xd19857dbee6ddc05, 0xb326522418c41671, 0x3ffdfc7e3c2c0d58,
            0x3a3a525426ee7cda, 0x341b0869df02c3a8, 0xa023bf42723bbfc8, 0x3d15002a14452691,
        ],
        [
            0x5ef7324c85edfa30, 0x2597655487d4f3da, 0x352f5bc0dcb50c86, 0x8f6927b04832a96c,
            0xd08ee1ba55f2f94c, 0x6a996f99344b45fa, 0xe133cb8da8aa455d, 0x5d0721ec758dc1f7,
        ],
        [
            0xf3cae7e9262a3539, 0x78a49d1d6670d59e, 0x37de0f63c1c5e1b9, 0x3072c30c69cb7c1c,
            0x1d278a5277c850e6, 0x84f15f8f1f6a3de6, 0x46a8bb45592ca7ad, 0x1912e3eee4d424b8,
        ],
        [
            0x6ba7a92079e5fb67, 0xe1331feb70aa725e, 0x5080ccf57df5d837, 0xe4cae01d7ff72e21,
            0xd9243ee60412a77d, 0x06ff7cacdf449025, 0xbe75f7cd23ef5a31, 0xbc9578220ddef7a8,
        ],
        [
            0xdc988086365e668b, 0xada8dcdaaabda5fb, 0xbc146b4c255f1fbe, 0x9cfcde29cf34cfc3,
            0xacbb453e7e85d1e4, 0x9ca09679f92358b5, 0x15fc2d96240823ff, 0x8d65adf70c11d11e,
        ],
        [
            0x8cf7230cb0ce1c55, 0x5b534d050bbfb607, 0xee1ef1130e16363b, 0x27e0aa7ab4999e82,
            0xce1dac2d79362c41, 0x67920c9091bb6cb0, 0x1e648d632223df24, 0x0f7d9eefe32e8f28,
        ],
        [
            0x775557f10296f4fd, 0x1dca76a3ea51b436, 0xf3e98f60fb950805, 0x31ff32ea831cf7f1,
            0x643e7bf18d2c714b, 0x64b5c3392e9d2aca, 0xa9fd9ccc6adc2d23, 0xfc2397eccc721b9b,
        ],
        [
            0x6943f39afa833834, 0x22951722a6328562, 0x81d63dd54170fc10, 0x9f5fa58faecc2e6d,
            0xb66c8725e77d9a3b, 0x11235cea6384ebe0, 0x06a8c1185845e24a, 0x0137b286ebd093b1,
        ],
        [
            0xf031182db48ec57d, 0x515d32f804b233b9, 0x06bbb1d4093aad26, 0x88a142fe0d83d1ec,
            0x3b95c099245c73f8, 0xb126d4af52edcd32, 0xf8022c1e8fcb52e6, 0x5a51ac4c0106d339,
        ],
        [
            0xc589e1ce44ace150, 0xe0f8d3d94381e97c, 0x59e99b1162c5a4b8, 0x90d262f7fd0ec9f9,
            0xfbc854c9283e13c9, 0x2d04fde7aedc7085, 0x057d776547dcbecb, 0x8dbdf5919a76fa5f,
        ],
        [
            0xb7f70a1a7c64a054, 0x0dc1c0df9db43e79, 0x6d0a4ae251fe63d6, 0xe0d5e3327f0c8abf,
            0xff5500362b7ecee8, 0x3ea0e6f75d055008, 0x30deb62ff24ac84f, 0x936969fd5d7116b7,
        ],
        [
            0xd01506950de1e578, 0x2e1463e7e9f72bc6, 0xffa684411b39eca5, 0x673c85307c037f2f,
            0xd0d6a600747f91da, 0xb08d43e1c9cb78e9, 0x0fc0c64427b5cef5, 0x5c1d160aa60a2fd6,
        ],
        [
            0x02da76122617cf7f, 0xd6e25d4eeee35260, 0xb2fa5b0afd3533e9, 0xe76bb7b0b9126f88,
            0x692e6a9988856866, 0x3fdf394f49db65ca, 0x2529699122d8d606, 0xe815bfbf3dd7c4cf,
        ],
        [
            0xf98cae5328c8e13b, 0x375f10c4b2eddcd1, 0xd4eb8b7f5cce06ad, 0xb4669f4580a2e1ef,
            0xd593f9d05bbd8699, 0x5528a4c9e7976d13, 0x3923e0951c7e28d3, 0xb92937903f6bb577,
        ],
        [
            0x69c984ed4d844e7f, 0xd354b2174a2e8a82, 0x25bd4addfb2c4136, 0xf72df4de144b26e1,
            0xd0aa9db0e6101afd, 0x4445efaae49bd1b8, 0x5dc54eee331593b2, 0xfa35e3b9094bf10b,
        ],
        [
            0xdb567d6ac42bd6d2, 0x6df86468bb1f96ae, 0x0efe5b1a4843b28e, 0x961bbb056379b240,
            0xb6caf5f070a6a26b, 0x70686c0d328e6e39, 0x80da06cf895fc8d3, 0x804d8810b363fdc9,
        ],
        [
            0x660a0f893ea089c3, 0xa25823aac9009b09, 0xb2262d7ba681f5e5, 0x4fc30c8c3413863a,
            0x691544b7c32059f7, 0xf65cf276b21c6134, 0xe3a96b2a5104daba, 0xbb08d109a43ee42f,
        ],
        [
            0xbe22877b207f1670, 0x9b0dd1884e615291, 0x625ae8dc97a3c2bf, 0x08584ef7439b86e8,
            0xde7190a5dcd898ff, 0x26286c402058ee3d, 0x3db0b2175f87b1c1, 0xcc334771102a6db5,
        ],
        [
            0x85a52d69f9916861, 0x595469a4da4fa813, 0x1dd7786e3338502f, 0x34b8ef2853963ac5,
            0xc0f019f81a891b25, 0xb619970c4f4bd775, 0x8c2a5af3be19f681, 0x9463db0498ec1728,
        ],
        [
            0xd99de9542f770fb1, 0x97c1c6204cd7535e, 0xd3b6c4483f09cefc, 0xd725af155a63b4f8,
            0x0c95d24fc01e20ec, 0xdfd374949ae7121f, 0x7d6ddb72ec77b7ec, 0xfe079d3b0353a4ae,
        ],
        [
            0xeb62c27801f39eab, 0x27de39340ab3a4aa, 0xfbd17520a982ca8d, 0x58817ec2e4bdc6ed,
            0x312d78de31c6ac13, 0x9483bf7609202ea6, 0xf64ab8b622c6d8e1, 0xdddf589ce580de74,
        ],
        [
            0x3066e70a2e6ac8d2, 0x9c6b5a43106e5c05, 0x52d3c6f5ede59b8c, 0x30d6a5c3fccec9ae,
            0xedec7c224fc0a9ef, 0x190ff08395c16ced, 0xbe12ec8f94de0fde, 0x0d131ab8852d3433,
        ],
        [
            0xe0fa3336ee98a92a, 0x7d80eeef66a4d745, 0xb612531bba0119d3, 0x86e770c1b351fe15,
            0xafbad6f882d5a397, 0x1e5f1cb80dbf0110, 0x25138ac09f79063d, 0x089ed22f2746a156,
        ],
        [
            0x42ace07e85701291, 0x94793ed9194061a8, 0x30e83ed6d7f4a485, 0x9eec7269f9eeff4d,
            0x90acba590c9d8005, 0x5feca4581e79b9d1, 0x8fbe54271d506a1e, 0xa32b2c8e2439cfa7,
        ],
        [
            0x198d1b5d7d8b8dde, 0xf32c11078dab37fb, 0xf15fcb6d42b93874, 0x91ddb74f41f94f84,
            0x6a64540a271524b2, 0x950a0c12758b5a64, 0xf9f237933dce9580, 0xc8edd0ab2cf8ce32,
        ],
        [
            0x1671c17373dd0b4e, 0x37a2821444a054c6, 0x81760a1b4e8b53f1, 0xa6c04224f9f93b9e,
            0x18784b34cf671e3c, 0x81bbecd2cda9b994, 0x38831979b2ab3848, 0xef54feb7f2e03c2d,
        ],
        [
            0xefc6357eae1046b7, 0xe6704929612932e4, 0xa20305d4b1355b17, 0x88a9136a58b4a156,
            0xbc379985b4d275ec, 0x718b91316eaf338b, 0x61229a7ad152a509, 0x1109f7c445157ae9,
        ],
        [
            0xcf197ca7fb8088fa, 0x014272474ddc96c5, 0xa2d2550a30777176, 0x534698984d0cf71d,
            0x6ce937b83a2aaac6, 0xe9f91dc35af38d9b, 0x2598ad83c8bf2899, 0x8e706ac9b5536c16,
        ],
        [
            0x2bde42140df85c2c, 0x4fb839f4058a7a63, 0x7c10572a47f51231, 0x878826231989824e,
            0xa8293d2016e1564a, 0xcb11c0f818c04576, 0x83b91e7d9740c631, 0xbdcb23d0cbffcea0,
        ],
        [
            0x40dc7495f688dc98, 0x26490cd7124c4afc, 0xe651ec841f18775c, 0x393ea6c3b4fdaf4a,
            0x1e1f33437f338e0d, 0x39fb832b6053e7b5, 0x46e702da619e14d5, 0x859cacd1cdeef6e0,
        ],
        [
            0x64bdfd2a9094bfc8, 0x8558acc60fc54d1e, 0x3992848faf27721e, 0x7a8fcbdaa14cd009,
            0x6de6120900a4b9c2, 0xbd192b1b20cf8f28, 0x2356b90168d9be83, 0xce1e7a944a49a48a,
        ],
        [
            0x63b99ce74462007d, 0xb8ab48a54cb5f5b7, 0x9ec673d2f55edde7, 0xd1567f748cfaefda,
            0x46381b6b0887bcec, 0x694497cee178f3c2, 0x5e6525e31e6266cb, 0x5931de26697d6413,
        ],
    ],
    // row 37: multiples of 2^222 G
    [
        [
            0x142b55021a93507a, 0xb4cd11878d3c06cf, 0xdf70e76a91ec3f40, 0x484e81ad4e7553c2,
            0x830f87b5272e9d6e, 0xea1c93e5c6ff514a, 0x67cc2adcc4192a8e, 0xc77e27e242f4535a,
        ],
        [
            0x8cda9cf2d0c05199, 0x502fbc22fae78454, 0xc0bda9dff572a182, 0x5f9b71b86158b372,
            0xe0f33a592b82dd07, 0x763027359523032e, 0x7fe1a721c4505a32, 0x7b6e3e82f796409f,
        ],
        [
            0xb4c66356ea37ba9e, 0x1adc84150afff55d, 0xf0080ef9596cc862, 0x756c85b86d647ab6,
            0xc9db94aa1db9c215, 0x2dd36db12013b1a5, 0xde6ac61c4286c903, 0x3fd32f88c76cf884,
        ],
        [
            0xe3417bc035d0b34a, 0x440b386b8327c0a7, 0x8fb7262dac0362d1, 0x2c41114ce0cdf943,
            0x2ba5cef1ad95a0b1, 0xc09b37a867d54362, 0x26d6cdd201e486c9, 0x20477abf42ff9297,
        ],
        [
            0x31ca82ec11e9468d, 0xcf5d0eb61ca05fa0, 0x49baa305aa962e73, 0xad2b61b94015e456,
            0x6d2b8e5f6c213835, 0x0ef11c2b48f74763, 0xa8cd7b5ec18ba768, 0x73c84def157eccec,
        ],
        [
            0x13546af651581e7d, 0x0ce20b8739c7db2e, 0xfab1e2edd9127c46, 0xba9a1dc46f35e6a8,
            0x1b69666f80690e7b, 0xd6530e3d648890a0, 0x37bd4cb199c23e00, 0xe7274e2cb7ba7a00,
        ],
        [
            0x9fac50b66757243a, 0x8f41796123f32472, 0xeb367a56b372cbf4, 0xbe37e15cb7799203,
            0x1b521fdfdc4033dd, 0x21f410edae8d8d7f, 0xbe6af24ebddc7547, 0x9965ae846e18a74d,
        ],
        [
            0xa004dcb3292a9287, 0xddc15cf677b092c7, 0x083a8464806c0605, 0x4a68df703db997b0,
            0x9c134e4505bf7dd0, 0xa4e63d398ccf7f8c, 0xa6e6517f41b5f8af, 0xaa8b9342ad7bc1cc,
        ],
        [
            0x6aa9b0cd16895ac1, 0xaddcd353f28e4c37, 0xff473abd6f90ae0a, 0x76482409318a148e,
            0xc5eb5eccca192721, 0x58542527fbd222ae, 0x594852a981b50d94, 0xa01f4e03e26a8cba,
        ],
        [
            0xe11dc5f5c2e0f94a, 0x1fb6fa4e71986cc7, 0x0ffc1996a5b38d02, 0x0e06268e9385403f,
            0x93d11f09d01a6195, 0x05eb96405d466517, 0x63a885cc77ed5adf, 0xd507dc2535a0ea72,
        ],
        [
            0x68e7ad81a94fc338, 0x316c704b5a224d9d, 0xe34fa9384f26595f, 0x86171fe998961836,
            0x98991bc43927496c, 0xce6fdb5ac68761d7, 0x0a24fefcb29e96d6, 0xc72dffa6e5ac66a3,
        ],
        [
            0x126f35b51e706ad9, 0xb99cebb4c3a9ebdf, 0xa75389afbf608d90, 0x76113c4fc6c89858,
            0x80de8eb097e2b5aa, 0x7e1022cc63b91304, 0x3bdab6056ccc066c, 0x33cbb144b2edf900,
        ],
        [
            0xb483143a8ae08a5b, 0x4e278fa1e60b2ba6, 0x24b31c25317842fb, 0xd4e4cf7c90cd3808,
            0x5cdf4d86695ef878, 0x362aab50599a3ae8, 0x22e00076b35844fc, 0xa6876eb1c8e71a04,
        ],
        [
            0x73344bffce720dd9, 0x62a616c0fe3be6a1, 0x304117bc41ec162a, 0x79beb1f63e13670d,
            0xccaa3fc568903a6d, 0x999b57acf531feaf, 0xab6395d7df173055, 0x7b7f1d97fc72f80f,
        ],
        [
            0x489a91d9a6284ae6, 0x47e6d43169ad866b, 0x93e5e53339177f97, 0x235d2c8a2c59eb80,
            0xedde697794e9c546, 0xf94275bcd5934383, 0xac2f71bfec824653, 0x1452096717d03d8a,
        ],
        [
            0xc41764717af715d2, 0xe2f7f594d0134a96, 0x2c1873efa41ec956, 0xe4e7b4f677821304,
            0xe5c8ff9788d5374a, 0x2b915e6380823d5b, 0xea6bc755b2ee8fe2, 0x6657624ce7112651,
        ],
        [
            0xfd30b3ac8acb4915, 0x8c2218bfe1004b60, 0x80a64cfe4dc25dcc, 0x0506f26e95d0b9da,
            0xabaa94fd41c3ef37, 0x2366d29d89bcef26, 0x6bd0e78f4be4ea63, 0x0686f35f2e21331f,
        ],
        [
            0xcb0fc7f30590d9ce, 0xc022c3d9ea0ad53b, 0xa9c429b384ba2933, 0xfce652369db892cf,
            0x487028621f518d52, 0x25df7d1e10383132, 0x3f170ebdaa36795b, 0xa931884f34957e47,
        ],
        [
            0xdc39fbea5833f14a, 0xb010a3c188d50f33, 0xcd6145bc76f5752c, 0x113b25217e12de77,
            0x62417866041839a5, 0x95ca58cb0ef309d7, 0x6d02cc9da2d02249, 0x8745b54bb8fd3abb,
        ],
        [
            0x157af101dace5aca, 0xc4fdbcf211a6a267, 0xdaddf340c49c8609, 0x97e49f52e9604a65,
            0x9be8e790937e2ad5, 0x846e2508326e17f1, 0x3f38007a0bbbc0dc, 0xcf03603fb11e16d6,
        ],
        [
            0x0589150a4ed3bcfe, 0xf462b65c6cd80cb9, 0x3412ada829531c5d, 0x90e969e72f14a675,
            0x486c8906c7b95b4c, 0x5a67a94cbcb4780c, 0xde611513d22df985, 0xbab4869a481be00c,
        ],
        [
            0x2feaa4c5b8d98f1f, 0x7c09029c41050250, 0xd4fa42771b56132f, 0xecb257f1da1235e5,
            0x617e21586a46aeaf, 0x65eff300d4653eae, 0xf67a13ad03562a01, 0x957ffa8770c77027,
        ],
        [
            0x89f2c49046c11c2f, 0xbdbc06d6d7d50818, 0x13dfc16082be51e2, 0x710b3af6c1719895,
            0x0bd5464361dd8475, 0xa18a8ed34544e029, 0xe11ad2cfdc3fbb7d, 0xb177d79b79e8788a,
        ],
        [
            0xd6f800e07442f1d5, 0x475607d166e0e3ab, 0x82807f16b7c64047, 0x8858e1e3a749883d,
            0x5859120b8231ee10, 0x1b80e7eb638a1ece, 0xcb72525ac6aa73a4, 0xa7cdea3d844423ac,
        ],
        [
            0x863a8db06b80ed3e, 0x19a747e375d3fa13, 0x5a35cf2e69c8f701, 0x769f0413f8e5bbe9,
            0x3b6d36c01d64e56a, 0xb9d92b32456a9896, 0x0d47ce70cf8e9cda, 0x19e3355e6c019864,
        ],
        [
            0x7f101aac025123ed, 0xf16e93ef93ad0606, 0x89fe894846cf85d1, 0xe31d0ccbf78e910e,
            0xbcabab1cd561f678, 0x7331e5c887c92833, 0x6338ad260e72f68d, 0x800c053e35db05c3,
        ],
        [
            0x81e2eb76a1b06b08, 0x81ae55788d7e82c9, 0x03ec3e3848f78a96, 0x1bb4f75381a39b01,
            0x424eb01cebee8a26, 0x1311f7f5d4ae8f2c, 0x153ab076af8c01f1, 0x2ec94c835e02c177,
        ],
        [
            0x5ed0c007f8ae7c38, 0x6db07a5c3d740192, 0xbe5e9c2a5fe36db3, 0xd5b9d57a76e95046,
            0x54ac32e78eba20f2, 0xef11ca8f71b9a352, 0x305e373eff98a658, 0xffe5a100823eb667,
        ],
        [
            0x46b7c800dc8ceecf, 0xd6e49c2d815994a5, 0x6b7814fcbb6256ea, 0x7e8f51fc4a6e1022,
            0xf9805383cade2038, 0x9f762f317454fbea, 0x5aba0c2965388068, 0xa27561fa721cb251,
        ],
        [
            0x5c144938945e32cf, 0x9e997e755a8291a6, 0x0570e846fc6e07d6, 0xe26813641e74447d,
            0xbf1710ce721ff2e2, 0xea450819f814e83d, 0x27f0a70bed697ad2, 0x90369899086b3f36,
        ],
        [
            0xe9ff40fcdb46cfdb, 0x1b5267155e7e94c4, 0xb8986bc59700b3bf, 0xc98caf590c8c3128,
            0xd1fb015d301bbbeb, 0x18e64f28ba2fd1a9, 0x9212787ec0365b70, 0xc64b51d098386c04,
        ],
        [
            0x57477b11e51732d2, 0xdfd6eb282538fc0e, 0x5c43b0cc3b39eec5, 0x6af12778cb36cc57,
            0x70b0852d06c425ae, 0x6df92f8c5c221b9b, 0x6c8d4f9ece826d9c, 0xf59aba7bb49359c3,
        ],
    ],
    // row 38: multiples of 2^228 G
    [
        [
            0xc37e2c2e421d3aa4, 0xf926407ce84fa840, 0x18abc03d1454e41c, 0x26605ecd3f7af644,
            0x242341a6d6a5eabf, 0x1edb84f4216b668e, 0xd836edb804010102, 0x5b337ce7945e1d8c,
        ],
        [
            0x4c076b86d23ddc82, 0x03fd344c7e0143f0, 0xa95362ff317af2c5, 0x0add3db7e18b7a4f,
            0x9c673e3f8260e01b, 0xfbeb49e554a1cc91, 0x91351bf292f2e433, 0xc755e7ec851141eb,
        ],
        [
            0x349ae368da9f3804, 0x470f07fea164349c, 0xd52f4cc98562baa5, 0xc74a9e862b290df3,
            0xd3a1aa3543471a24, 0x239446beb8194511, 0xbec2dd0081dcd44d, 0xca3d7f0fc42ac82d,
        ],
        [
            0x2bf5db47f23206d5, 0x2f6d34201d260152, 0x17b876533f8ff89a, 0x5157c30c378fa458,
            0x7517c5c52d4fb936, 0xef22f7ace6518cdc, 0xdeb483e6bf847a64, 0xf508455892e0fa89,
        ],
        [
            0xb418c2a69b583160, 0xbe74fcd4b4e59194, 0xf178eeaa3c83e3ff, 0xe051f895e296f29b,
            0xd023523806ceb84a, 0x5ace48cee111fe6b, 0x40e43a491c045545, 0xf3fa86dddd522146,
        ],
        [
            0x959616fa908ec5b5, 0x882d661da01ab12d, 0xc49f60824382ae8a, 0x5cdf92eb5d133f5e,
            0x98cecc425ef6c9c1, 0xb52d6682664d84ee, 0x9e285ed86f25b8c4, 0xeb80cdc748debe88,
        ],
        [
            0x2d9794c1ec222ba0, 0xc3dff42f523e5d48, 0x4a7cd5700fe4846b, 0xefc5b113ff135174,
            0x2630b25bc6b05e85, 0x0a6d3029654cd077, 0xb4f1f54f32d8b89d, 0xde3baff21627fc27,
        ],
        [
            0xab9659d8df7304d4, 0xb71bcf1bff210e8e, 0xa9a2438bd73fbd60, 0x4595cd1f5d11b4de,
            0x9c0d329a4835859d, 0x4a0f0d2d7dbb6e56, 0xc6038e5edf928a4e, 0xc94296218f5ad154,
        ],
        [
            0xb883b83ba4a2df3e, 0x045b7cc244e5a363, 0xa42bd7734e0d96de, 0xb92575478d93c165,
            0xe8f9012673c8138e, 0x5a8ee74d607d84bf, 0x1becbb5049ea4363, 0x1d4b61145ada3286,
        ],
        [
            0xebb678b5aa093b15, 0x0eacdf44d3e2b40c, 0xbc4223c42089199f, 0x0e252bb4490a06a4,
            0x1e6479b5cc2c5df7, 0x8b6922d2ba94328a, 0x4278cce7218b948c, 0x947e995ce6064f39,
        ],
        [
            0xcdf32d65f1d96994, 0x8bb3d8f3b75b2b18, 0x5a95d2a3cb307798, 0xdf8629cccb15a8b5,
            0x375bdcbe548c4926, 0x94ad58c63c25b3a6, 0xe94e0d528fac4888, 0x9cbe774669ba5be3,
        ],
        [
            0x08a33840a70c6ec4, 0x9e8819f7e0311195, 0xed209d96708ab202, 0x10d7c4e7ce943a27,
            0x372fb317a29b49a1, 0x57a67fb346627d1f, 0xf912561e7cdf39ec, 0xfa3ce6f26f7c8f17,
        ],
        [
            0x04c16de7782fedc1, 0xfee2c11a093ae7c4, 0x357a7d853dde90b1, 0x68136af2ce6923dc,
            0x0aaa9b448e864536, 0x16b53452feaa1c2f, 0xe8f494d15946d955, 0xb53116513b1569e3,
        ],
        [
            0xddebfd7dbe51e3e7, 0x0b25fc407f026831, 0x4f3bad3bace45fd1, 0x8cb332ba706809a7,
            0x40e160b1d6b93fca, 0x85368edf8b28bded, 0x266f0a8c90b4c2fd, 0xaad987f6ffaad24f,
        ],
        [
            0x9f310d424e1b623b, 0xf045749b816266a5, 0x944fd751a0db7827, 0x80120da6681d7259,
            0x00cdd20d31a9c588, 0x7bf2abd397ae4bf1, 0xf75a22906b08c06a, 0x0fa3e5844a12dc8b,
        ],
        [
            0x91213462f23f2d92, 0x6cab71bd60b94078, 0x6bdd0a63176cde20, 0x54c9b20cee4d54bc,
            0x3cd2d8aa9f2ac02f, 0x03f8e617206eedb0, 0xc7f68e1693086434, 0x831469c592dd3db9,
        ],
        [
            0xf35e2cfe69ba2241, 0x95446ce08cf4d5bd, 0xdcba1bcdb8db4f92, 0x9679ae8e5970d958,
            0x959cb44540d5b94b, 0xad56781433a31fd2, 0xc7d4c3d11b002bc1, 0x59a281cc8ac853e3,
        ],
        [
            0xfd75aec0dd28b1cd, 0xc71202057a374dc2, 0xab6a2be408f0622f, 0xcb4ad0a112268b58,
            0x34f8ed7cf5193a94, 0xbacd167e1c459c2b, 0x24cc625457bce274, 0xf47164a82d4060ec,
        ],
        [
            0x0f5d6e5ae2ac751b, 0xc609b3f3d44d4569, 0x38c4ac800b964c33, 0xdef9451bc143c505,
            0x981f9295394d7586, 0x4c0d1e9bd058a6d1, 0x76a4cf1c07e8803d, 0x2b5f76334ddd01d6,
        ],
        [
            0xfe7d7465653f3c5f, 0x283dd45ef040feb1, 0x91fe599bf3b7edfe, 0x5ff039ad80379311,
            0xbf76995b4e96fa49, 0x2640b6b2a3e25094, 0x8b096341c1c83f74, 0xd2bec884fa560ac3,
        ],
        [
            0x096b576bb9f31405, 0x40fc228762b02b5e, 0x42b2bdbbe62f6118, 0x628d80f77303491a,
            0x897ed8fd8f33be96, 0x4d5669ca48498d0a, 0xf74c401ae99c9def, 0x7938eb5b6544b85a,
        ],
        [
            0x430bd312e7f21288, 0x7381a7258794e333, 0x945d2f8bb253d2fc, 0x79593585bea3ff9e,
            0xb0c3f67f8daf6006, 0x7848d08519a6d877, 0x6e38701b62211b4f, 0xaf07f06e0506396d,
        ],
        [
            0xe59ac88d91fab8ff, 0x2f5e1c0e3f7c96ed, 0xfff28a16b4085079, 0x8d765f9e94e0c09f,
            0xd2a53ecea00337be, 0x98215dbd4afad088, 0xa32b6fa9a9238920, 0xe165801564d9ed2a,
        ],
        [
            0x8521df248f981354, 0x587e23ec3588a259, 0xcbedf281d7a0992c, 0x06930a5538961407,
            0x09320debbe5bbe21, 0xa7ffa5b52491817f, 0xe6c8b4d909065160, 0xac4f3992fff6d2a9,
        ],
        [
            0x5c5dc8f5567b9c76, 0xaae0ccbe96d19ac6, 0xd471f8a8cf26a25f, 0x1df9704a37365208,
            0xabbc541ba145da05, 0x9d43323df5b7d8af, 0xa3afb092f1e253dd, 0xc4a7eb79dbcb36cf,
        ],
        [
            0x2e4d6f15a3aa9123, 0x33ff9c8c384dd342, 0xb01686178f2d1b0c, 0x66aed87dbd6d0562,
            0x403176ac4ea466e8, 0x154d8f0c1e10be7b, 0x5f75f77658d1a44b, 0xc9b2981033a53905,
        ],
        [
            0x56bd73f5a47fb101, 0x36258684fbbf59fb, 0x43c8dd38864c842b, 0xf1466592f54e8703,
            0x1137c392d10678c5, 0x86a882def0d5918a, 0x8ee1d24d2d1033d0, 0x649ce162e376e926,
        ],
        [
            0x2e4eb2a3cc53da66, 0x04708a71f17a9b4e, 0xdbfdc7b20de05b2c, 0x4cdc9aee4907a201,
            0xe5cc8dfc6c475566, 0x2b83cbfb47be1691, 0x695833a74c05c3fd, 0xee938a7243b0deb0,
        ],
        [
            0x078625773f428f0f, 0x9b63dba94c3ded1f, 0x852aae44356751bd, 0xe2ec49113b2f1c80,
            0xedb0f35473c420fb, 0xd663ccab0bc255c3, 0x1c3e015dcfae46a9, 0x985589991f187d84,
        ],
        [
            0x2cd34f1eb78b3d1a, 0x1713fac65ff84c0e, 0xdee9fac9c29cec60, 0x53917bfdb27aa552,
            0x896f534dee64129f, 0x76a523f2dbeb1ee0, 0xe1c13309d2591127, 0x876f1d57ad4cf66c,
        ],
        [
            0xc632c789b576a3a9, 0xcfc021f2690dd7c8, 0xcf55ea32eb84ad6d, 0x6170b72b72059566,
            0xfba05610cfa5f228, 0xc1b3dd15894cbf1a, 0xc6c524f0314ff436, 0xb27e0c6107a1ffdd,
        ],
        [
            0x7aa7a1583ae9c1bd, 0xe0af6d98e37ce240, 0xe54342d928ab38b4, 0xe8b750070a1c98ca,
            0xefce86afe02358f2, 0x31b8b856ea921228, 0x052a19120a1c67fc, 0xb4069ea4e3aead59,
        ],
    ],
    // row 39: multiples of 2^234 G
    [
        [
            0x9f51439e558df019, 0x230da4baac712b27, 0x518919e355185a24, 0x4dcefcdd84b78f50,
            0xa7d90fb2a47d4c5a, 0x55ac9abfb30e009e, 0xfd2fc35974eed273, 0xb72d824cdbea8faf,
        ],
        [
            0x549db2b5ef7d9289, 0x2480d4a8197f015a, 0x61d5590bc40493b6, 0x3a55b52e6f780331,
            0x40eb8115309eadb0, 0xdea7de5a92e5c625, 0x64d631f0cc6a3d5a, 0x9d5e9d7c93e8dd61,
        ],
        [
            0x1b7a588d04c82bdd, 0x68005534f8319dfd, 0xde8a55b5d8eb9580, 0x5ea886da8d5bca81,
            0xe8530a01252a0b4d, 0x1bffb4fe35eaa0a1, 0x2ad828b1d8e99563, 0x7de96ef595f9cd87,
        ],
        [
            0x196860411e84e0e5, 0xa5db84d3aea34c93, 0xf9d5bb197073a732, 0xb8d2fe566bcfd7c0,
            0x45775f36f3eb82fa, 0x8cb20cccfdff8b58, 0x1659b65f8374c110, 0xb8b4a422330c789a,
        ],
        [
            0x745741e57ea973dc, 0x5c00ca7020888f2e, 0x7cdce3cf45fd9cf1, 0x8a741ef15507f872,
            0x47c51c2f196b4cec, 0x70d08e43c97ea618, 0x930da15c15b18a2b, 0x33b6c6782f610514,
        ],
        [
            0xc925ff87aedbae9f, 0x7daf0eb936880a54, 0x9284ddf59c4d0e71, 0x1581cf93316f8cf5,
            0x3eeca8873ac1f452, 0xb417fce9fb6aeffe, 0xa5918046eefb8dc3, 0x73d318ac02209400,
        ],
        [
            0x6ba535da9a85788b, 0xd21f03aebd0626d4, 0x099f8c47e873dc64, 0xcda8564d018ec97e,
            0x3e8d7a5cde92c68c, 0x78e035a173323cc4, 0x3ef26275f880ff7c, 0xa4ee3dff273eedaa,
        ],
        [
            0xc4f4cda3af2ebc2f, 0xa0af843dcb4efe24, 0x53b857c19ccd10b1, 0xddc9d1eb914d3e04,
            0x7bdec8bb62771deb, 0x829277aa91c5aa81, 0x7af18dd6832391ae, 0x1740f316c71a84ca,
        ],
        [
            0xba9e5c88a56d73ed, 0x6c24f7712ca054d3, 0x4a37c235083beae1, 0x04a883b26483e9fd,
            0x0c63f3aee27c2c5d, 0x0e1da88dae4671f1, 0xa577e8e25995e1db, 0xbfc4b1b16ed6066a,
        ],
        [
            0xdd4a12d8e12b31f8, 0x577e29bc177736e6, 0x2353722ba88935e8, 0xca1d3729015f286d,
            0x86c7b6a239a3e035, 0x6e5250bfd3b03a9f, 0x79d98930fd0d536e, 0x8c4cbbabfa0c3832,
        ],
        [
            0x169b38c9a43b2339, 0x884308d91732bfab, 0xe4b593a28ff202dd, 0xaf51d11f1e65376c,
            0x6ec648de741525ff, 0xf93cbd369ff4c628, 0xc76df9efb1129c79, 0x31a5f2e2b7a67294,
        ],
        [
            0x2d500910cab91f1e, 0xbedd9e444d1cd216, 0xd634b74fedd02252, 0xbd60f8e11258617a,
            0xd8c7537b9e05614a, 0xfd26c766e7af5fc5, 0x0660b581582bd926, 0x87019244acf07fc8,
        ],
        [
            0x2c3b7322badcfe8e, 0x6e0616fac5e25a04, 0x0a3c12753da6e4a2, 0xe46c957e077bca01,
            0xb46ca4e3da4be64b, 0xa59bda668e75ee78, 0x41835184a4de98f2, 0x6efb1f924ed6a568,
        ],
        [
            0xafa26ccfaf64ecb6, 0xe6054f974bd72775, 0xbbcbab5b140f695a, 0xbc71b4a4e348efde,
            0xfc2e52becc96d963, 0x150abf5f5e5d9018, 0xbd182fa604568771, 0x35b4c06170339f83,
        ],
        [
            0x4741b9b311370605, 0x47fa72f75d09b355, 0x391a71ac7a144c6a, 0x0808c0f498b6e3ca,
            0x7eaed9ef7fe53900, 0xf157a2a5e5a830ba, 0xd13ec09127974afc, 0x78d710a70b87997d,
        ],
        [
            0x8928e99aeeaf8c49, 0xee7aa73d6e24d728, 0x4c5007c2e72b156c, 0x5fcf57c5ed408a1d,
            0x9f719e39b6057604, 0x7d343c01c2868bbf, 0x2cca254b7e103e2d, 0xe6eb38a9f131bea2,
        ],
        [
            0x27e1d3eccd201911, 0xb1119a70ad72c0eb, 0xf8b3e3af6ab57ffb, 0x23c1685b5b92c42b,
            0x2c27b7b9d08d7aaf, 0x0f660dc3189a591c, 0x7bcaa102adc843ca, 0xded38bb41ab27652,
        ],
        [
            0xc624a04e5f40ff52, 0x3611d7cffcd2914a, 0xb7e8b42b1fd3bfd6, 0x6cde40fdfa85063a,
            0x7811c449178b7e5b, 0x4cb609312972cc13, 0xf579125e33b46135, 0xca102ef788a4e56e,
        ],
        [
            0x96bd677f5def0b84, 0xe96fa87b97de99b9, 0x5dd3fec14ebe1553, 0x315743e67e4275cd,
            0x81f13125b1b48323, 0xc4afb1dd4d498e75, 0x84568e7d3f15dad9, 0xd8e3a61ba3ae73b8,
        ],
        [
            0x0ba4e3520a981b0d, 0x1c354cb3bd1a41a4, 0x1aabaa3adf9fab9c, 0x0701a7d153c418d5,
            0xdd1a7cefdcf2b921, 0x6ceef0b3bcf48061, 0x1083b598de25cce6, 0x890a54c7e90a5e34,
        ],
        [
            0xa62bb4421c02caf4, 0x6a74481ddb627b5a, 0x1d5625f62c6bf52d, 0x1fc5fd4c73b246a0,
            0x3f6dfc621731813d, 0x8322df79e58854be, 0xe51438b2fa8b2ee4, 0xbe7378482d4acda0,
        ],
        [
            0xc535956640ac1807, 0xd4c1e56684da0b1e, 0xc4b33f97e0b82421, 0xd0bd23177b41be00,
            0x53a4b42e147b72e1, 0xf8d39f5ff777104c, 0x36e64e64d3fb530d, 0xa7a6ba6756074fdd,
        ],
        [
            0x1b658fe31eca7c71, 0x20945214e4addab8, 0x7d4e5d3f11f9c299, 0xd7f62ae72f845004,
            0x417e6d6ae22a1e92, 0x1ab67f85ca4c7141, 0x44b2d9c0279ab5ed, 0x2d0bf0b8fa57ce11,
        ],
        [
            0x405718db4f6d01b1, 0xe73c6bc28f11e8a0, 0xac11bb8ca0591a3b, 0x12d09a5a0acc4531,
            0xcbf174eee7de13f4, 0x177e2be6044fd682, 0x65f574cb1c48af70, 0xce5966929961cb7c,
        ],
        [
            0x64836bfc10f6bae9, 0x6bd5616e0a087608, 0xcfd5c4632f0b7807, 0x0568271261a08578,
            0x30303777630f2ccd, 0x9efda732c2e2ab40, 0xca95b1c56b0f9592, 0xf78fb23ed0f2f2d8,
        ],
        [
            0x989fe84ebc6fab9f, 0xe70ce6b1c80f6474, 0xbe9ff3053b02a1bc, 0x12ef486699c0afd3,
            0x22d957f9e3411a26, 0x0b41d8817b485b98, 0x820e56d04ae20119, 0x81e3d01f328528e0,
        ],
        [
            0xd47dd477be827c8a, 0xee4a69e7ec10e44d, 0xaf236038130ed77c, 0xf2045cce804c65f0,
            0xfb8719032a4b70db, 0xff36b3ccb33c9ff5, 0x4c37f2e61fd2783d, 0xe5117ede910071d6,
        ],
        [
            0xc59eed6c048752a1, 0x41f2702ea01341b4, 0x6e35903b9dc6b092, 0x4291aba81f5b5b23,
            0x8173aa70a653d61d, 0xd1b648d44f2eb51e, 0x31b7ce065ab93f8f, 0xa55408ee99e2f4fe,
        ],
        [
            0x1bc4fa8bdadc4404, 0x0edb9534daa12ee3, 0x084481b6a5f7289c, 0x7f42461d9d8fb3d2,
            0xf93f1d3212293c70, 0xc14706596bb73ea3, 0xf80834afde339cad, 0x99dcfc0081f22953,
        ],
        [
            0x1fa4ed0985e34160, 0xa26d7dc37a03cde2, 0x1dac0848fa84df2d, 0x5e9a28d61b697108,
            0xa88004d914ea0ea1, 0xa8d154283ffe5520, 0x4f422dae639b139c, 0xeedccc0dd4b5a861,
        ],
        [
            0x541d1636d7748ecd, 0x385aabf07b865c2e, 0xd2c2f9ece1dce431, 0xff1603258b95e052,
            0x0cde4c3f7a33077a, 0x675bdd5612e41f97, 0xc35181ae71f5a6f1, 0xd55600c8ae753ef8,
        ],
        [
            0xb33e624f8be762b4, 0x2a9ee4d1058e3413, 0x968e636967d805fa, 0x9848949b7db8bfd7,
            0x5308d7e5d23a8417, 0x892f3b1df3e29da5, 0xc95c139e3dee471f, 0x8631594dd757e089,
        ],
    ],
    // row 40: multiples of 2^240 G
    [
        [
            0x1083e2ea1f095615, 0x0a28ad7714e68c33, 0x6bfc02523d8818be, 0xb585113af35850cd,
            0x7d935f0b30df8aa1, 0xaddda07c4ab7e3ac, 0x92c34299552f00cb, 0xc33ed1de2909df6c,
        ],
        [
            0x2dc40d483e07113c, 0x6e4a5d397d8b63ae, 0x5582a94b79684c2b, 0x932b33d4622da26c,
            0xf534f6510dbbf08d, 0x211d07c964c23a52, 0x0eeece0fee5bdc9b, 0xdf178168f7015558,
        ],
        [
            0xabe7905a83cdd60e, 0x50602fb5a1170184, 0x689886cdb023642a, 0xd568d090a6e1fb00,
            0x5b1922c70259217f, 0x93831cd9c43141e4, 0xdfca35870c95f86e, 0xdec2057a568ae828,
        ],
        [
            0x568f8925913cc16d, 0x18bc5b6de1a26f5a, 0xdfa413bef5f499ae, 0xf8835decc3f0ae84,
            0xb6e60bd865a40ab0, 0x65596439194b377e, 0xbcd8562592084a69, 0x5ce433b94f23ede0,
        ],
        [
            0x860d523d42e06189, 0xbf0779414e3aff13, 0x0b616dcac1b20650, 0xe66dd6d12131300d,
            0xd4a0fd67ff99abde, 0xc9903550c7aac50d, 0x022ecf8b7c46b2d7, 0x3333b1e83abf92af,
        ],
        [
            0xc0da65e784d6365d, 0xbcb7443f8f759fb8, 0x35c712b17ae81930, 0x80428dff4c6e08ab,
            0xf19dafefa4faf843, 0xced8538dffa9855f, 0x20ac409cbe3ac7ce, 0x358c1fb6882da71e,
        ],
        [
            0xefecdef7be42a582, 0xd3fc608065046be6, 0xc9af13c809e8dba9, 0x1e6c9847641491ff,
            0x3b574925d30c31f7, 0xb7eb72baac2a2122, 0x776a0dacef0859e7, 0x06fec31421900942,
        ],
        [
            0x324794b07e50122b, 0xdd744f8b4af07ca5, 0x30a12f08d63fc97b, 0x39650f1a76626d9d,
            0x101b47f71fa38477, 0x3d815f19d4dc124f, 0x1569ae95b26eb58a, 0xc3cde18895fb1887,
        ],
        [
            0x7ec62fbbf4737f21, 0xd8dba5ab6209f5ac, 0x24b5d7a9a5f9adbe, 0x707d28f7a61dc768,
            0x7711460bcaa999ea, 0xba7b174d1c92e4cc, 0x3c4bab6618d4bf2d, 0xb8f0c980eb8bd279,
        ],
        [
            0x9d658932790691bf, 0xed61058906b736ae, 0x712c2f04c0d63b6e, 0x5cf06fd5c63d488f,
            0x97363facd9588e41, 0x1f9bf7622b93257e, 0xa9d1ffc4667acace, 0x1cf4a1aa0a061ecf,
        ],
        [
            0x28d675b2c0519a23, 0x9ebf94fe4f6952e3, 0xf28bb767a2294a8a, 0x85512b4dfe0af3f5,
            0x18958ba899b16a0d, 0x95c2430cba7548a7, 0xb30d1b10a16be615, 0xe3ebbb9785bfb74c,
        ],
        [
            0x07b53f5eb2e63645, 0xbe57e54784c84232, 0xd779c2167214d5cf, 0x617969cd029a3aca,
            0xd17668cd8a7017a0, 0x77b4d19abe9b7ee8, 0x58fd0e939c161776, 0xa8c4f4efd5968a72,
        ],
        [
            0x81eeb865d2fdca23, 0x5a15ee08cc8ef895, 0x768fa10a01905614, 0xeff5b8ef880ee19b,
            0xf0c0cabbcb1c8a0e, 0x2e1ee9cdb8c838f9, 0x0587d8b88a4a14c0, 0xf6f278962ff698e5,
        ],
        [
            0x519d34b3bf44da80, 0x283834f95ab32e66, 0x6e6087976278a000, 0x1e62960e627312f6,
            0x9b87b27be6901c55, 0x80e7853824fdbc1f, 0xbbbc09512facc27d, 0x06394239ac143b5a,
        ],
        [
            0x9c4b646e9e2fce99, 0x68a210811e80857f, 0x06d54e443643b52a, 0xde8d6d630d8eb843,
            0x7032156342146a0a, 0x8ba826f25eaa3622, 0x227a58bd86138787, 0x43b6c03c10281d37,
        ],
        [
            0x02b37a952f41deff, 0x0e44a59ae63b89b7, 0x673257dc143ff951, 0x19c02205d752baf4,
            0x46c23069c4b7d692, 0x2e6392c3fd1502ac, 0x6057b1a21b220846, 0xe51ff9460c1b5b63,
        ],
        [
            0x7aca2632f02fc0f0, 0xb92b337dc7f01c86, 0x624bc4bf5afbdc7d, 0x812b07bc4de21a5e,
            0x29d137240b2090cc, 0x0403c5095a1b2132, 0x1dca34d50e35e015, 0xf085ed7d3bbbb66f,
        ],
        [
            0xbec866862eae5735, 0x580501f2f9b6f03e, 0x8bff2063990e74c2, 0xfadc4e3d9f40c840,
            0x0357d3a032eb6f2a, 0xe318b22e0df1c98a, 0xbb9a2d8d502add38, 0x6f7e957a4a84ce6a,
        ],
        [
            0xc27b98f9f781e865, 0x51e1f692994e1345, 0x0807d516e19361ee, 0x13885ceffb998aef,
            0xd223d5e92f0f8a17, 0x48672010e8d20280, 0x6f02fd60237eac98, 0xcc51bfad9ada7ee7,
        ],
        [
            0x0be78d673d1f3648, 0xb170aebf26f82644, 0x9d88b5af11aaa6f5, 0x57444eb240930eb2,
            0xd0964a764ad92906, 0x4ca05de3bff87e5f, 0x1141a6c80b869084, 0x3183fca34ada948d,
        ],
        [
            0x2756bcdd1e09701d, 0x94e31db990d45c80, 0xb9e856a98566e584, 0x4f87d9deab10e3f3,
            0x166ecb373ded9cb2, 0xfd14c7073f653d3e, 0x105d049b92aec425, 0x7f657e4909a42e11,
        ],
        [
            0xc380a39ba5d609a1, 0x6c711e7724c10ecb, 0xe8d53cc6b922d070, 0xeac37b810ab57d84,
            0xe260c978a770caa7, 0xdbf26129aa71f4b5, 0xe2eed9b6489a8e30, 0x488fd27feb3f75fe,
        ],
        [
            0xea6490076a159594, 0x3e424d6b1f97ce52, 0xac6df30a185e8ccb, 0xad56ec80517747bf,
            0xf0935ccf4391fe93, 0x866b260f03811d40, 0x792047b99f7b9abe, 0xb1600bc88ee42d84,
        ],
        [
            0xdd5845927ca37123, 0x903f1311088bbdd5, 0xdcdecf65a2c2272e, 0x9e356e26d61f6fe0,
            0xeead9f9d54480dc0, 0x91caa1401446be5a, 0x9c66cc8dc4c075d1, 0x5e529a62bc85c9b8,
        ],
        [
            0x2d97b3db7768a85f, 0x2b78f6334287e038, 0x86c947676f892bb1, 0x920bfb1ac0a9c200,
            0x4292f6ec332041b2, 0xa30bb937c9989d54, 0x39f941ebc6d5879e, 0x76a450fcdfdbb187,
        ],
        [
            0x5fb793c39c29a890, 0xb0a03bfd87a811b1, 0xb0249e4912f128d3, 0x107b3a135aed3ede,
            0x98e199562034d932, 0xd8cec7710dc7d71c, 0xe7563713b231e0b2, 0x6284d285ac968c02,
        ],
        [
            0x31256089ee430db6, 0xaece9bd8f6836f56, 0x484cfc4bfb85a046, 0xee1e3e2c1599b2b9,
            0x7e3c38903d122eaf, 0xaa940ce0c770556c, 0x4802d6631b08fae8, 0xb08a85807f69f8ba,
        ],
        [
            0x70ed0a0405411eae, 0x60deb08f16494c66, 0x8cf20fc6133797bb, 0x3e30f4f50c6bc310,
            0x1a677c29749c46c7, 0xfe1d93f4f11e981c, 0x937303d82e3e688b, 0x01aef5a7a6aa9e85,
        ],
        [
            0x4902f495b959b920, 0x13b0fdbdfca2d885, 0x41cbd9e7b6a2f0fa, 0xf9bdf11056430b87,
            0xd705a223954d19b9, 0x74d0fc5c972a4fde, 0xcbcbfed6912977ea, 0x870611fdcc59a5af,
        ],
        [
            0xba7219abbb302f57, 0x28ce0059fab32730, 0xfd26dca0a8f54322, 0x69a90d6bb26bbdcf,
            0xe95dd3bc8949638b, 0x76e1a4f1922b6a2d, 0x99f73cb1d5872cfd, 0x752b149adb32a3ce,
        ],
        [
            0xf4f19bd04089236a, 0x3b206c12313d0e0b, 0x73e70df303feaeb2, 0x09dba0eb9bd1efe0,
            0x4c7fd532fc4e5305, 0xd792ffede93d787a, 0xc72dc4e2e4245010, 0xe7e0d47d0466bbbd,
        ],
        [
            0x6e85cb51566c5c43, 0xcff9c9193597f046, 0x9354e90c4994d94a, 0xe0a393322147927d,
            0x8427fac10dc1eb2b, 0x88cfd8c22ff319fa, 0xe2d4e68401965274, 0xfa2e067d67aaa746,
        ],
    ],
    // row 41: multiples of 2^246 G
    [
        [
            0xb6d92a7f3e5f9f11, 0x9afe153ad6cb3b8e, 0x4d1a6dd7ddf800bd, 0xf6c13cc0caf17e19,
            0x15f6c58e325fc3ee, 0x71095400a31dc3b2, 0x168e7c07afa3d3e7, 0x3f8417a194c7ae2d,
        ],
        [
            0x2842589b319540c3, 0x18490f59a283d6f8, 0xa2731f84daae9fcb, 0x3db6d960c3683ba0,
            0xc85c63bb14611069, 0xb19436af0788bf05, 0x905459df347460d2, 0x73f6e094e11a7db1,
        ],
        [
            0x7b85bb91c31b9c38, 0x0c5aa90b48ef57b5, 0xdedeb169af3bab6f, 0xe610ad732d373685,
            0xf13870df02ba8e15, 0x0337edb68ca7f771, 0xe4acf747b62c036c, 0xd921d576b6b94e81,
        ],
        [
            0xf306a3c8ee3c76cb, 0x3cf11623d32a1f6e, 0xe6d5ab646863e956, 0x3b8a4cbe5c005c26,
            0xdcd529a59ce6bb27, 0xc4afaa5204d4b16f, 0xb0624a267923798d, 0x85e56df66b307fab,
        ],
        [
            0x3a3e5334859dd614, 0x9c475b5b18d0c8ee, 0x63080d1f07cd51d5, 0xc9c0d0a6b88b4326,
            0x1ac98691c234296f, 0x2a0a83a494887fb6, 0x565114270cea9cf2, 0x5230a6e8a24802f5,
        ],
        [
            0xad0fc73dbce913af, 0x909e587b458a07cb, 0x1300da84d4f00c8a, 0x425cd048b54466ac,
            0xb59cb9be90e9d8bf, 0x991616db3e431b0e, 0xd3aa117a531aecff, 0x91af92d359f4dc3b,
        ],
        [
            0x7a3ee20720445c36, 0x71d1ac8259877174, 0x0fc539f7949f73e9, 0xd05cf3d7982e3081,
            0x8758e20b7b1c7129, 0xffadcc20569e61f2, 0xb05d3a2f59544c2d, 0xbe16f5c19fff5e53,
        ],
        [
            0xb2330fef4e4ca463, 0xbcef72873566cc63, 0xd161d2cacf780900, 0x135dc5395b54827d,
            0x638f052e27bf1bc6, 0x10a224f007dfa06c, 0xe973586d6d3321da, 0x8b0c573826152c8f,
        ],
        [
            0x7043178bb9556098, 0x4090a1df801c3886, 0x759800ff9b67b912, 0x3e5c0304232620c8,
            0x4b9d3c4b70dceeca, 0xbb2d3c15181f648e, 0xf981d8376e33345c, 0xb626289b0cf2297a,
        ],
        [
            0x9dc74cbd32be5e0f, 0x7475bcb717a01375, 0x438477c950d872b1, 0xcec67879ffe1d63d,
            0x9b006014d8578c70, 0xc9ad99a878bb6b8b, 0x6799008e11fb3806, 0xcfe81435cd44cab3,
        ],
        [
            0x113ffec19ef2d2e4, 0x1bf6767ed5a0ea7f, 0x57fff75e03714c0a, 0xa23c422e0a23e9ee,
            0xdd5f6b2d540f83af, 0xc2c2c27e55ea46a7, 0xeb6b4246672a1208, 0xd13599f7ae634f7a,
        ],
        [
            0x896895959884aaf7, 0xb1959be307b348a6, 0x96250e573c147c87, 0xae0efb3add0c61f8,
            0xed00745eca8c325e, 0x3c911696ecff3f70, 0x73acbc65319ad41d, 0x7b01a020f0b1c7ef,
        ],
        [
            0xaf89790d9d79046e, 0x4d650f2d6cee0976, 0xa3935d9a43071eca, 0x66fcd2c9283b0bfe,
            0x0e665eb5696605f1, 0xe77e5d07a54cd38d, 0x90ee050a43d950cf, 0x86ddebdad32e69b5,
        ],
        [
            0xd2edb89b3a8631e8, 0x8de855de7a213746, 0xb2056cb7b00c5f11, 0xdeaefbd02c9b85e4,
            0x03f39a8dd150892d, 0x37b84686218b7985, 0x36296dd8b7375f1a, 0x472cd4b1b78e898e,
        ],
        [
            0xeb45ae53308fbd93, 0x46cd5a2e02c36fda, 0x6a3d4e90baa48385, 0xdd55e62e9dbe9960,
            0xa1406aa02a81ede7, 0x6860dd14f9274ea7, 0xcfdcb0c280414f86, 0xff410b1022f94327,
        ],
        [
            0x9910ba6b23a5d896, 0x1fe19e357fe4364e, 0x6e1da8c39a33c677, 0x15b4488b29fd9fd0,
            0x1f4392541a1f22bf, 0x920a8a70ab8163e8, 0x3fd1b24907e5658e, 0xf2c4f79cb6ec839b,
        ],
        [
            0x17d55de3b44a3f84, 0xacb2f34417c6c690, 0x3208816810232390, 0xf2e8a61f6c733bf7,
            0xa774aab69c2d7652, 0xfb5307e3ed95c5bc, 0xa05c73c24981f110, 0x1baae31ca39458c9,
        ],
        [
            0xce1db2bbc55d2d8b, 0x41d58bb7f4f6ca56, 0x7650b6808f877614, 0x905e16baf4c349ed,
            0xed415140f661acac, 0x3b8784f0cb2270af, 0x3bc280ac8a402cba, 0xd53f71460937921a,
        ],
        [
            0x7f1ed86c78341730, 0x8ef5beb8b525e248, 0xbbc489fdb74fbf38, 0x38a92a0e91a0b382,
            0x7a77ba3f22433ccf, 0xde8362d6a29f05a9, 0x7f6a30ea61189afc, 0x693b550559ef114f,
        ],
        [
            0x262143b5224c08dc, 0x2bbb09b481b50c91, 0xc16ed709aca8c84f, 0xa6210d9db2850ca8,
            0x6d8df67a09cb54d6, 0x91eef6e0500919a4, 0x90f613810f132857, 0x9acede47f8d5028b,
        ],
        [
            0x071a2fa8ced806b8, 0x222e6134697f1478, 0xdc16fd5dabfcdbbf, 0x44912ebf121b53b8,
            0xac9436742496c27c, 0x8ea3176c1ffc26b0, 0xb6e224ac13debf2c, 0x524cc235f372a832,
        ],
        [
            0x7e98367d3567962f, 0x379ed61f8188bffb, 0x73bba348faf130a1, 0x6c1f75e1904ed734,
            0x189566423b4a79fc, 0xf20bc83d54ef4493, 0x836d425d9111eca1, 0xe5b5c318009a8dcf,
        ],
        [
            0x2771a5bdda85d534, 0x53e78c1fff980eea, 0xadf1cf84900385e7, 0x7d3b14f6c9387b62,
            0x170e74b0cb8f2bd2, 0x2d50b486827fa993, 0xcdbe8c9af6f32bab, 0x55e906b0c3b93ab8,
        ],
        [
            0x84cea0691416a6a5, 0x8f860c7943ef881c, 0x41311f8a38038a5d, 0xe78c2ec0fc612067,
            0x494d2e815ad73581, 0xb4cc9e0059604097, 0xff558aecf3612cba, 0x35beef7a9e36c39e,
        ],
        [
            0x324ec0cc36ba06ee, 0xface31153dd2cc0c, 0xb364f3bef333e91f, 0xef8aff7328e832b0,
            0x1e9bad042d05841b, 0x42f0e3df356a21e2, 0xa3270bcb4add627e, 0xb09a8158d322e711,
        ],
        [
            0x323f8ecd66926e04, 0x0001e38f8110c1ba, 0x8dbcac12fc6a7f07, 0xd65e1d580cec0827,
            0xd2cd4141be76ca2d, 0x7895cf5ce892f33a, 0x956d230d367139d2, 0xa91abd3ed012c4c1,
        ],
        [
            0x28ff779d6295d426, 0x0c4f6ac73fa3ad7b, 0xec44d0548b8e2604, 0x9b32a66d8b0050e1,
            0x1f943366f0476ce2, 0x7554d953a602c7b4, 0xbe35aca6524f2809, 0xb6881229fd4edbea,
        ],
        [
            0x45e21446de673629, 0x57f7aa1e703c2d21, 0xa0e99b7f98c868c7, 0x4e42f66d8b641676,
            0x602884dc91077896, 0xa0d690cfc2c9885b, 0xfeb4da333b9a5187, 0x5f789598153c87ee,
        ],
        [
            0xb782dce715f09690, 0x508b9b122dfc0fc9, 0x9015ab4b65d89fc6, 0x5e79dab7d6d5bb0f,
            0x64f021f06c775aa2, 0xdf09d8cc37c7eca1, 0x9a761367ef2fa506, 0xed4ca4765b81eec6,
        ],
        [
            0x3b83711967b0867c, 0x8d5e0d089d364520, 0x52dccc1ed930f0e3, 0xefbbcec7bf20bbaf,
            0x99cffcab0263ad10, 0xd8199e6dfcd18f8a, 0x64e2773fe9f10617, 0x0079e8e108704848,
        ],
        [
            0xbb9cce4d5c2f342b, 0xbf80907ab52d7aae, 0x97f3d3cd2161bcd0, 0xb25b08340962744d,
            0xc5b18ea56c3a1dda, 0xfe4ec7eb06c92317, 0xb787b890ad1c4afe, 0xdccd9a920ede801a,
        ],
        [
            0x8b5c619c76497ee8, 0x5d2b0ac6c717370e, 0x98204cb64fcf68e1, 0x0bdec21162bc6792,
            0x6973ccefa63b1011, 0xf9e3fa97e0de1ac5, 0x5efb693e3d0e0c8b, 0x037248e9d2d4fcb4,
        ],
    ],
    // row 42: multiples of 2^252 G
    [
        [
            0x80802dc91ec34f9e, 0xd8772d3533810603, 0x3f06d66c530cb4f3, 0x7be5ed0dc475c129,
            0xcb9e3c1931e82b10, 0xc63d2857c9ff6b4c, 0xb92118c692a1b45e, 0x0aec44147285bbca,
        ],
        [
            0xfc189ae71e29a3ef, 0xcbe906f04c93302e, 0xd0107914ceaae10e, 0xb7a23f34b68e19f8,
            0xe9d875c2efd2119d, 0x03198c6efcadc9c8, 0x65591bf64da17113, 0x3cf0bbf83d443038,
        ],
        [
            0xae485bb72b724759, 0x945353e1b2d4c63a, 0x82159d07de7d6f2c, 0x389caef34ec5b109,
            0x4a8ebb53db65ef14, 0x2dc2cb7edd99de43, 0x816fa3ed83f2405f, 0x73429bb9c14208a3,
        ],
        [
            0xb618d590b01e6e27, 0x047e2ccde180b2dc, 0xd1b299b504aea4a9, 0x412c9e1e9fa403a4,
            0x88d28a3679407552, 0x49c50136f332b8e3, 0x3a1b6fcce668de19, 0x178851bc75122b97,
        ],
        [
            0xb1e13752fb85fa4c, 0xd61257ce383c8ce9, 0xd43da670d2f74dae, 0xa35aa23fbf846bbb,
            0x5e74235d4421fc83, 0xf6df8ee0c363473b, 0x34d7f52a3c4aa158, 0x50d05aab9bc6d22e,
        ],
        [
            0x8c56e735a64785f4, 0xbc56637b5f29cd07, 0x53b2bb803ee35067, 0x50235a0fdc919270,
            0x191ab6d8f2c4aa65, 0xc34758318396023b, 0x80400ba5f0f805ba, 0x8881065b5ec0f80f,
        ],
        [
            0xc370e522cc1b5e83, 0xde2d4ad1860b8bfb, 0xad364df067b256df, 0x8f12502ee0138997,
            0x503fa0dc7783920a, 0xe80014adc0bc866a, 0x3f89b744d3064ba6, 0x03511dcdcba5dba5,
        ],
        [
            0x197dd46d95a7b1a2, 0x9c4e7ad63c6341fb, 0x426eca29484c2ece, 0x9211e489de7f4f8a,
            0x14997f6ec78ef1f4, 0x2b2c091006574586, 0x17286a6e1c3eede8, 0x25f92e470f60e018,
        ],
        [
            0x805c564631890a36, 0x703ef60057feea5b, 0x389f747caf3c3030, 0xe0e5daeb54dd3739,
            0xfe24a4c3c9c9f155, 0x7e4bf176b5393962, 0x37183de2af20bf29, 0x4a1bd7b5f95a8c3b,
        ],
        [
            0xa83b969946191d3d, 0x281fc8dd7b87f257, 0xb18e2c1354107588, 0x6372def79b2bafe8,
            0xdaf4bb480d8972ca, 0x3f2dd4b756167a3f, 0x1eace32d84310cf4, 0xe3bcefafe42700aa,
        ],
        [
            0x5fe5691ed785e73d, 0xa5db5ab62ea60467, 0x02e23d41dfc6514a, 0x35e8048ee03c3665,
            0x3f8b118f1adaa0f8, 0x28ec3b4584ce1a5a, 0xe8cacc6e2c6646b8, 0x1343d185dbd0e40f,
        ],
        [
            0xe5d7f844caaa358c, 0x1a1db7e49924182a, 0xd64cd42d9c875d9a, 0xb37b515f042eeec8,
            0x4d4dd4097b165fbe, 0xfc322ed9e206eff3, 0x7dee410259b7e17e, 0x55a481c08236ca00,
        ],
        [
            0x8c885312c23fc975, 0x1571580605d6297b, 0xa078868ef78edd39, 0x956b31e003c45e52,
            0x470275d5ff7b33a6, 0xc8d5dc3a0c7e673f, 0x419227b47e2f2598, 0x8b37b6344c14a975,
        ],
        [
            0xd0667ed68b11888c, 0x5e0e8c3e803e25dc, 0x34e5d0dcb987a24a, 0x9f40ac3bae920323,
            0x5463de9534e0f63a, 0xa128bf926b6328f9, 0x491ccd7cda64f1b7, 0x7ef1ec27c47bde35,
        ],
        [
            0xa857240fa36a2737, 0x35dc136663621bc1, 0x7a3a6453d4fb6897, 0x80f1a439c929319d,
            0xfc18274bf8cb0ba0, 0xb0b537668078c5eb, 0xfb0d49241e01d0ef, 0x50d7c67d372ab09c,
        ],
        [
            0xb4e370af3aeac968, 0xe4f7fee9c4b63266, 0xb4acd4c2e3ac5664, 0xf8910bd2ceb38cbf,
            0x1c3ae50cc9c0726e, 0x15309569d97b40bf, 0x70884b7ffd5a5a1b, 0x3890896aef8314cd,
        ],
        [
            0x58e1515ca5618c93, 0xe665432b77d942d1, 0xb32181bfb6f767a8, 0x753794e83a604110,
            0x09afeb7ce8c0dbcc, 0x31e02613598673a3, 0x5d98e5577d46db00, 0xfc21fb8c9d985b28,
        ],
        [
            0xc9040116b0843e0b, 0x53b1b3a869b04531, 0xdd1649f085d7d830, 0xbb3bcc87cb7427e8,
            0x77261100c93dce83, 0x7e79da61a1922a2a, 0x587a2b02f3149ce8, 0x147e1384de92ec83,
        ],
        [
            0x484c83d3af077f30, 0xea78f8440658b53a, 0x912076c2027aec53, 0xf34714e393c8177d,
            0x37ef5d15c2376c84, 0x8315b6593d1aa783, 0x3a75c484ef852a90, 0x0ba0c58a16086bd4,
        ],
        [
            0x29688d7a529a6d48, 0x9c7f250dc2f19203, 0x123042fb682e2df9, 0x2b7587e7ad8121bc,
            0x30fc0233e0182a65, 0xb82ecf87e3e1128a, 0x7168286193fb098f, 0x043e21ae85e9e6a7,
        ],
        [
            0xab5b49d666c834ea, 0x3be43e1847414287, 0xf40fb859219a2a47, 0x0e6559e9cc58df3c,
            0xfe1dfe8e0c6615b4, 0x14abc8fd56459d70, 0x7be0fa8e05de0386, 0x8e63ef68e9035c7c,
        ],
        [
            0x116401b453b31e91, 0x0cba7ad44436b4d8, 0x9151f9a0107afd66, 0xafaca8d01f0ee4c4,
            0x75fe5c1d9ee9761c, 0x3497a16bf0c0588f, 0x3ee2bebd0304804c, 0xa8fb9a60c2c990b9,
        ],
        [
            0xd14d32fe39251114, 0x36bf25bccac73366, 0xc9562c66dba7495c, 0x324d301b46ad348b,
            0x9f46620cd670407e, 0x0ea8d4f1e3733a01, 0xd396d532b0c324e0, 0x5b211a0e03c317cd,
        ],
        [
            0x090d7d205ffe7b37, 0x3b7f3efb1747d2da, 0xa2cb525fb54fc519, 0x6e220932f66a971e,
            0xddc160dfb486d440, 0x7fcfec463fe13465, 0x83da7e4e76e4c151, 0xd6fa48a1d8d302b5,
        ],
        [
            0xc6304f265872cd88, 0x806c1d3c278b90a1, 0x3553e725caf0bc1c, 0xff59e603bb9d8d5c,
            0xa4550f327a0b85dd, 0xdec5720a93ecc217, 0x0b88b74169d62213, 0x7212f2455b365955,
        ],
        [
            0x20764111b5cae787, 0x13cb7f581dfd3124, 0x2dca77da1175aefb, 0xeb75466bffaae775,
            0x74d76f3bdb6cff32, 0x7440f37a61fcda9a, 0x1bb3ac92b525028b, 0x20fbf8f7a1975f29,
        ],
        [
            0x982692e1df83097f, 0x28738f6c554b0800, 0xdc703717a2ce2f2f, 0x7913b93c40814194,
            0x049245931fe89636, 0x7b98443ff78834a6, 0x11c6ab015114a5a1, 0x60deb383ffba5f4c,
        ],
        [
            0x4caa54c601a982e6, 0x1dd35e113491cd26, 0x973c315f7cbd6b05, 0xcab0077552494724,
            0x04659b1f6565e15a, 0xbf30f5298c8fb026, 0xfc21641ba8a0de37, 0xe9c7a366fa5e5114,
        ],
        [
            0xdb849ca552f03ad8, 0xc7e8dbe9024e35c0, 0xa1a2bbaccfc3c789, 0xbf733e7d9c26f262,
            0x882ffbf5b8444823, 0xb7224e886bf8483b, 0x53023b8b65bef640, 0xaabfec91d4d5f8cd,
        ],
        [
            0xa40e1510079ea1bd, 0x1ad9addcd05d5d26, 0xdb3f2eab13e68d4f, 0x1cff1ae2640f803f,
            0xe0e7b749d4cee117, 0x8e9f275b4036d909, 0xce34e31d8f4d4c38, 0x22b37f69d75130fc,
        ],
        [
            0x83e0f1fdb4014604, 0xa8ce991989415078, 0x82375b7541792efe, 0x4f59bf5c97d4515b,
            0xac4f324f923a277d, 0xd9bc9b7d650f3406, 0xc6fa87d18a39bc51, 0x825885305ccc108f,
        ],
        [
            0x5ced3c9f82e4c634, 0x8efb83143a4464f8, 0xe706381b7a1dca25, 0x6cd15a3c5a2a412b,
            0x9347a8fdbfcd8fb5, 0x31db2eef6e54cd22, 0xc4aeb11ef8d8932f, 0x11e7c1ed344411af,
        ],
    ],
];
