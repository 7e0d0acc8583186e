//! Odd multiples of P-256's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p256-odd > velocurve/src/curves/p256_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p256.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! in the Montgomery form `v 2^256 mod p` of its value `v`,
//! in four little-endian 64-bit words. wNAF width 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4, 256> = OddMultiples([
    // 1 G
    [
        [
            0x79e730d418a9143c, 0x75ba95fc5fedb601, 0x79fb732b77622510, 0x18905f76a53755c6,
        ],
        [
            0xddf25357ce95560a, 0x8b4ab8e4ba19e45c, 0xd2e88688dd21f325, 0x8571ff1825885d85,
        ],
    ],
    // 3 G
    [
        [
            0xffac3f904eebc127, 0xb027f84a087d81fb, 0x66ad77dd87cbbc98, 0x26936a3fb6ff747e,
        ],
        [
            0xb04c5c1fc983a7eb, 0x583e47ad0861fe1a, 0x788208311a2ee98e, 0xd5f06a29e587cc07,
        ],
    ],
    // 5 G
    [
        [
            0xbe1b8aaec45c61f5, 0x90ec649a94b9537d, 0x941cb5aad076c20c, 0xc9079605890523c8,
        ],
        [
            0xeb309b4ae7ba4f10, 0x73c568efe5eb882b, 0x3540a9877e7a1f68, 0x73a076bb2dd1e916,
        ],
    ],
    // 7 G
    [
        [
            0x0746354ea0173b4f, 0x2bd20213d23c00f7, 0xf43eaab50c23bb08, 0x13ba5119c3123e03,
        ],
        [
            0x2847d0303f5b9d4d, 0x6742f2f25da67bdd, 0xef933bdc77c94195, 0xeaedd9156e240867,
        ],
    ],
    // 9 G
    [
        [
            0x75c96e8f264e20e8, 0xabe6bfed59a7a841, 0x2cc09c0444c8eb00, 0xe05b3080f0c4e16b,
        ],
        [
            0x1eb7777aa45f3314, 0x56af7bedce5d45e3, 0x2b6e019a88b12f1a, 0x086659cdfd835f9b,
        ],
    ],
    // 11 G
    [
        [
            0xea7d260a6245e404, 0x9de407956e7fdfe0, 0x1ff3a4158dac1ab5, 0x3e7090f1649c9073,
        ],
        [
            0x1a7685612b944e88, 0x250f939ee57f61c8, 0x0c0daa891ead643d, 0x68930023e125b88e,
        ],
    ],
    // 13 G
    [
        [
            0xccc425634b2ed709, 0x0e356769856fd30d, 0xbcbcd43f559e9811, 0x738477ac5395b759,
        ],
        [
            0x35752b90c00ee17f, 0x68748390742ed2e3, 0x7cd06422bd1f5bc1, 0xfbc08769c9e7b797,
        ],
    ],
    // 15 G
    [
        [
            0x72bcd8b7bc60055b, 0x03cc23ee56e27e4b, 0xee337424e4819370, 0xe2aa0e430ad3da09,
        ],
        [
            0x40b8524f6383c45d, 0xd766355442a41b25, 0x64efa6de778a4797, 0x2042170a7079adf4,
        ],
    ],
    // 17 G
    [
        [
            0x97091dcbd53c5c9d, 0xf17624b6ac0a177b, 0xb0f139752cfe2dff, 0xc1a35c0a6c7a574e,
        ],
        [
            0x227d314693e79987, 0x0575bf30e89cb80e, 0x2f4e247f0d1883bb, 0xebd512263274c3d0,
        ],
    ],
    // 19 G
    [
        [
            0xfea912baa5659ae8, 0x68363aba25e1a16e, 0xb8842277752c41ac, 0xfe545c282897c3fc,
        ],
        [
            0x2d36e9e7dc4c696b, 0x5806244afba977c5, 0x85665e9be39508c1, 0xf720ee256d12597b,
        ],
    ],
    // 21 G
    [
        [
            0x562e4cecc135b208, 0x74e1b2654783f47d, 0x6d2a506c5a3f3b30, 0xecead9f4c16762fc,
        ],
        [
            0xf29dd4b2e286e5b9, 0x1b0fadc083bb3c61, 0x7a75023e7fac29a4, 0xc086d5f1c9477fa3,
        ],
    ],
    // 23 G
    [
        [
            0xf4f876532de45068, 0x37c7a7e89e2e1f6e, 0xd0825fa2a3584069, 0xaf2cea7c1727bf42,
        ],
        [
            0x0360a4fb9e4785a9, 0xe5fda49c27299f4a, 0x48068e1371ac2f71, 0x83d0687b9077666f,
        ],
    ],
    // 25 G
    [
        [
            0xa4a319acd837879f, 0x6fc1b49eed6b67b0, 0xe395993332f1f3af, 0x966742eb65432a2e,
        ],
        [
            0x4b8dc9feb4966228, 0x96cc631243f43950, 0x12068859c9b731ee, 0x7b948dc356f79968,
        ],
    ],
    // 27 G
    [
        [
            0x042c2af497e2feb4, 0xd36a42d7aebf7313, 0x49d2c9eb084ffdd7, 0x9f8aa54b2ef7c76a,
        ],
        [
            0x9200b7ba09895e70, 0x3bd0c66fddb7fb58, 0x2d97d10878eb4cbb, 0x2d431068d84bde31,
        ],
    ],
    // 29 G
    [
        [
            0x5e5db46acb66e132, 0xf1be963a0d925880, 0x944a70270317b9e2, 0xe266f95948603d48,
        ],
        [
            0x98db66735c208899, 0x90472447a2fb18a3, 0x8a966939777c619f, 0x3798142a2a3be21b,
        ],
    ],
    // 31 G
    [
        [
            0xe2f73c696755ff89, 0xdd3cf7e7473017e6, 0x8ef5689d3cf7600d, 0x948dc4f8b1fc87b4,
        ],
        [
            0xd9e9fe814ea53299, 0x2d921ca298eb6028, 0xfaecedfd0c9803fc, 0xf38ae8914d7b4745,
        ],
    ],
    // 33 G
    [
        [
            0x871514560f664534, 0x85ceae7c4b68f103, 0xac09c4ae65578ab9, 0x33ec6868f044b10c,
        ],
        [
            0x6ac4832b3a8ec1f1, 0x5509d1285847d5ef, 0xf909604f763f1574, 0xb16c4303c32f63c4,
        ],
    ],
    // 35 G
    [
        [
            0xfd16847fdec67ef5, 0x742ee464233e76b7, 0x0b8e4134efc2b4c8, 0xca640b8642a3e521,
        ],
        [
            0x653a01908ceb6aa9, 0x313c300c547852d5, 0x24e4ab126b237af7, 0x2ba901628bb47af8,
        ],
    ],
    // 37 G
    [
        [
            0x00467bc58cce08b5, 0xb636458c7f178d55, 0xc5748baea677d806, 0x2763a387dfa394eb,
        ],
        [
            0xa12b448a7d3cebb6, 0xe7adda3e6f20d850, 0xf63ebce51558462c, 0x58b36143620088a8,
        ],
    ],
    // 39 G
    [
        [
            0xa9d89488a059c142, 0x6f5ae714ff0b9346, 0x068f237d16fb3664, 0x5853e4c4363186ac,
        ],
        [
            0xe2d87d2363c52f98, 0x2ec4a76681828876, 0x47b864fae14e7b1c, 0x0c0bc0e569192408,
        ],
    ],
    // 41 G
    [
        [
            0x624d60492ed22e91, 0x6fdfe0b56f072822, 0xeeca111539ce2271, 0x98100a4fdb01614f,
        ],
        [
            0xb6b0daa2a35c628f, 0xb6f94d2ec87e9a47, 0xc67732591d57d9ce, 0xf70bfeec03884a7b,
        ],
    ],
    // 43 G
    [
        [
            0x4ff23ffd248a7d06, 0x80c5bfb4878873fa, 0xb7d9ad9005745981, 0x179c85db3db01994,
        ],
        [
            0xba41b06261a6966c, 0x4d82d052eadce5a8, 0x9e91cd3ba5e6a318, 0x47795f4f95b2dda0,
        ],
    ],
    // 45 G
    [
        [
            0x1ee426ccd5cd79bf, 0x0032940b946c6e18, 0x1b1e8ae057477f58, 0xe94f7d346d823278,
        ],
        [
            0xc747cb96782ba21a, 0xc5254469f72b33a5, 0x772ef6dec7f80c81, 0xd73acbfe2cd9e6b5,
        ],
    ],
    // 47 G
    [
        [
            0x283c7513caa76097, 0x0a624fa936c83906, 0x6b20afec715af2c7, 0x4b969974eba78bfd,
        ],
        [
            0x220755ccd921d60e, 0x9b944e107baeca13, 0x04819d515ded93d4, 0x9bbff86e6dddfd27,
        ],
    ],
    // 49 G
    [
        [
            0x21950b421ff6acd3, 0xffe7048453dc6909, 0xff4cd0b228766127, 0xabdbe6084fb7db2b,
        ],
        [
            0x837c92285e1109e8, 0x26147d27f4645b5a, 0x4d78f592f7818ed8, 0xd394077ef247fa36,
        ],
    ],
    // 51 G
    [
        [
            0x508cec1c3b3f64c9, 0xe20bc0ba1e5edf3f, 0xda1deb852f4318d4, 0xd20ebe0d5c3fa443,
        ],
        [
            0x370b4ea773241ea3, 0x61f1511c5e1a5f65, 0x99a5e23d82681c62, 0xd731e383a2f54c2d,
        ],
    ],
    // 53 G
    [
        [
            0x97359638546c4d8d, 0x5f9c3fc492f24679, 0x912e8beda8c8acd9, 0xec3a318d306634b0,
        ],
        [
            0x80167f41c31cb264, 0x3db82f6f522113f2, 0xb155bcd2dcafe197, 0xfba1da5943465283,
        ],
    ],
    // 55 G
    [
        [
            0x258bbbf9e7305683, 0x31eea5bf07ef5be6, 0x0deb0e4a46c814c1, 0x5cee8449a7b730dd,
        ],
        [
            0xeab495c5a0182bde, 0xee759f879e27a6b4, 0xc2cf6a6880e518ca, 0x25e8013ff14cf3f4,
        ],
    ],
    // 57 G
    [
        [
            0x3ec832e77acaca28, 0x1bfeea57c7385b29, 0x068212e3fd1eaf38, 0xc13298306acf8ccc,
        ],
        [
            0xb909f2db2aac9e59, 0x5748060db661782a, 0xc5ab2632c79b7a01, 0xda44c6c600017626,
        ],
    ],
    // 59 G
    [
        [
            0x69d44ed65c46aa8e, 0x2100d5d3a8d063d1, 0xcb9727eaa2d17c36, 0x4c2bab1b8add53b7,
        ],
        [
            0xa084e90c15426704, 0x778afcd3a837ebea, 0x6651f7017ce477f8, 0xa062499846fb7a8b,
        ],
    ],
    // 61 G
    [
        [
            0x3667eb1a7f4c04cc, 0x59556621a9404f84, 0x71cdf6537eceb50a, 0x994a44a69b8335fa,
        ],
        [
            0xd7faf819dbeb9b69, 0x473c5680eed4350d, 0xb6658466da44bba2, 0x0d1bc780872bdbf3,
        ],
    ],
    // 63 G
    [
        [
            0xb8d3d9319ff91fe5, 0x039c4800f0518eed, 0x95c376329182cb26, 0x0763a43482fc568d,
        ],
        [
            0x707c04d5383e76ba, 0xac98b930824e8197, 0x92bf7c8f91230de0, 0x90876a0140959b70,
        ],
    ],
    // 65 G
    [
        [
            0xdc2306ebfcdbb2b2, 0x79527db7ba66f4b9, 0xbf639ed67765765e, 0x01628c4706b6090a,
        ],
        [
            0x66eb62f1b957b4a1, 0x33cb7691ba659f46, 0x2c90d98cf3e055d6, 0x7d096ac42f174750,
        ],
    ],
    // 67 G
    [
        [
            0x86f04d3b51f9c391, 0xc16d0c52a48a4ddd, 0xfc88362a891ea186, 0xe8218ad07de96a54,
        ],
        [
            0x2c735ac12f33af7a, 0x05af456a06620ae8, 0xde3ec728c30a96a0, 0xfd59d7eb9a8f62d9,
        ],
    ],
    // 69 G
    [
        [
            0x9e5da11cc5e79347, 0x87986a54361bfe25, 0xc856868891e9ae09, 0x49d3ad05548efa2a,
        ],
        [
            0x987b0687f4eb5cf6, 0x9bea0d0f2655d14f, 0x2126ac553a8dd126, 0x6d37b1fa546fbecc,
        ],
    ],
    // 71 G
    [
        [
            0xf19f382e92aa7864, 0x49c7cb94fc05804b, 0xf94aa89b40750d01, 0xdd421b5d4a210364,
        ],
        [
            0x56cd001e39df3672, 0x030a119fdd4af1ec, 0x11f947e696cd0572, 0x574cc7b293786791,
        ],
    ],
    // 73 G
    [
        [
            0xae8f8fe1eeb03d1a, 0x2b34a7dc096fb852, 0x794922ef17e29b1a, 0xb2dacdf66ef82fce,
        ],
        [
            0xdb8dcc81f42911ee, 0xb871ba63e405ca09, 0xa66d92525e82d5b3, 0xc39725521af82878,
        ],
    ],
    // 75 G
    [
        [
            0x616d2c02fb760095, 0xcfa8ca0e2a7aa6ab, 0xf123716223af72e0, 0xa22f8fbea42fd1f6,
        ],
        [
            0x5072758b78f3d040, 0x7be19f0ded4437a8, 0xe79807a770456a7e, 0x24a1bde1d0c2302d,
        ],
    ],
    // 77 G
    [
        [
            0x0a2193bfc266f85c, 0x719a87be5a0ec9ce, 0x9c30c6422b2f9c49, 0xdb15e4963d5baeb1,
        ],
        [
            0x83c3139be0d37321, 0x4788522b2e9fdbb2, 0x2b4f0c7877eb94ea, 0x854dc9d595105f9e,
        ],
    ],
    // 79 G
    [
        [
            0xa40206d330ff0e92, 0xdd306e2a05176f8b, 0x58f6428165f89e14, 0x5ed556aae89327fc,
        ],
        [
            0xc2b1870af8321bb8, 0x097a54ff99227b16, 0xd07370c450128375, 0xb75df5ec191a421f,
        ],
    ],
    // 81 G
    [
        [
            0xd3a5d81fc63d5e79, 0x8e9d0af402ba3183, 0xb097c711165c6e4c, 0xe0beeb1aebff18d3,
        ],
        [
            0xfe657f130801937b, 0xa02dbc426fe5b29d, 0xcbdbfdb9cf290d1f, 0x7acf4419e85bc145,
        ],
    ],
    // 83 G
    [
        [
            0x2c9ee62dc3363a22, 0x125d4714ec67199a, 0xf87abebf2ab80485, 0xcf3086e87a243ca4,
        ],
        [
            0x5c52b051c64e09dd, 0x5e9b16125625aad7, 0x0536a39db19c6126, 0x97f0013247b64be5,
        ],
    ],
    // 85 G
    [
        [
            0x3646b0dd7e1ee314, 0xef617e0025af7677, 0x36bf2f65ea65641a, 0xabfc8457b5e11eff,
        ],
        [
            0x998dfac18f1192b6, 0xce91ee270142811b, 0xbb0066ae1f282369, 0x159751e2e1cbaebe,
        ],
    ],
    // 87 G
    [
        [
            0x516329ff7b4d8b2c, 0xb856664a2d4b409b, 0x041252997f6b0670, 0x2bd0204360826caa,
        ],
        [
            0x010e522661ddbcb1, 0xcd07bc34c235d56c, 0xa8f439ab06e58e3e, 0xaf490825d5cff157,
        ],
    ],
    // 89 G
    [
        [
            0xc1ee6264a7eabe67, 0x62d51e29fd54487d, 0x3ea123446310eb5a, 0xbd88aca74765b805,
        ],
        [
            0xb7b284be14fb691a, 0x640388f83b9fffef, 0x7ab49dd209f98f9a, 0x7150f87e7211e445,
        ],
    ],
    // 91 G
    [
        [
            0xd81ad9386982f865, 0x27113bb4ae6a94b8, 0x4a39f02bbedd4f47, 0x0211de8fd5692705,
        ],
        [
            0xd587138c63c92f69, 0x2354719f6237fc68, 0xfa8a5b9b0b46a59f, 0x4a70abf75c554ed3,
        ],
    ],
    // 93 G
    [
        [
            0x64cfdc70d9453d29, 0x0aeaca9afd36b1af, 0x4a278686e1639607, 0x0581b4711fdf2498,
        ],
        [
            0x82290e253d61f6d2, 0x20b021c3df219dc5, 0xff6c1a78f9a2852f, 0x435ac466954ffbb3,
        ],
    ],
    // 95 G
    [
        [
            0x263e039bb308cc40, 0x6684ad762b346fd2, 0x9a127f2bcaa12d0d, 0x76a8f9fea974291f,
        ],
        [
            0xc802049b68aa19e4, 0x65499c990c5dbba0, 0xee1b1cb5344455a1, 0x3f293fda2cd6f439,
        ],
    ],
    // 97 G
    [
        [
            0xdc90323bafceb64d, 0xda8cdb78397e43f4, 0xee848e1d2566805e, 0xf1ae5380578181c7,
        ],
        [
            0x2dc7b8e69c70c77c, 0x85f4d9c45b68b7e7, 0x84577f1f3260b767, 0x1fbd470f53cf3e69,
        ],
    ],
    // 99 G
    [
        [
            0x2d037bf83f9432b4, 0xb1f1abb66a7b4371, 0x650522fd4a9a3b17, 0xbc438ae1a4e65b07,
        ],
        [
            0x31b57ea284693c04, 0x7ab58a3f75503e46, 0x03a3c2c7b98ff4b3, 0x4a673fe054fcd65a,
        ],
    ],
    // 101 G
    [
        [
            0xb7a96e0a4ea6fdf7, 0xbbe914d3b99cd026, 0x6a610374c569a602, 0xe9b1c23914da499e,
        ],
        [
            0xb5f6f0feadc19a99, 0x731251826f21687c, 0x5a8a14644be77793, 0x94ce9e0adba8bfc7,
        ],
    ],
    // 103 G
    [
        [
            0x564bdda6c71f8d02, 0xd0a875e919f7f72c, 0x57670e41bf619241, 0xf51ec8724c3c386f,
        ],
        [
            0x00aec19ee8bf7d17, 0x5df79360286166f3, 0xa6fae60930a4f924, 0x1429b1f8ae1d3ed8,
        ],
    ],
    // 105 G
    [
        [
            0xde6ddcb77b371390, 0xcb11125c02a9ba44, 0xc08ec1602b1d28fd, 0x680d5abf65e03a86,
        ],
        [
            0xd5ec7bbbf5327839, 0xc87057ca3bce7fe5, 0x4e346db071cbfc97, 0xd3d6d111ee9e512f,
        ],
    ],
    // 107 G
    [
        [
            0x2ca0ba9c3796f4c7, 0x3571e4d1592ce334, 0x28f9cdebe9f6e877, 0xee206023efce1a70,
        ],
        [
            0xb2159e08b76369dc, 0x2754e4260a7f687c, 0xe008039e02de2ff1, 0xccd7e9418ea700c1,
        ],
    ],
    // 109 G
    [
        [
            0xaec63acbdd10edd0, 0xfd4f61e491ae8d13, 0xe7b092174df861f4, 0x3720b2475548de20,
        ],
        [
            0xaf419847ebf3df78, 0xe7229d8956cd660d, 0x0cd622baeb879899, 0x5fdaee391cab12c7,
        ],
    ],
    // 111 G
    [
        [
            0xd87f4ae086653aa8, 0x327dac318072f08d, 0x098f37bb0832c416, 0x0cf804d77a9b6a20,
        ],
        [
            0x4b9c5438a67e2173, 0x1cc0d4cea23afa67, 0x270adcc57148b135, 0xf9af0acd904d4731,
        ],
    ],
    // 113 G
    [
        [
            0xa125e6c1b7ebcb88, 0x3289e86e10ec0d40, 0xcc3a5ecb98353869, 0x734e0d078a2b0d3a,
        ],
        [
            0xe0d92e9a51933360, 0xfa6bcdb1786076b9, 0xd13cca90747f19ec, 0x61d8209d49f3a53d,
        ],
    ],
    // 115 G
    [
        [
            0xad19e039119f6cab, 0xf15b920fa8dfce56, 0x8a2627c4851b5bc7, 0x7c3ff661d8ecca6e,
        ],
        [
            0xb9dd2bf2d5f5b5bf, 0x56b76c57baa43b27, 0xdc8df855fe2f4937, 0xe95dd9d8889821b2,
        ],
    ],
    // 117 G
    [
        [
            0x08e4c4901b620dc4, 0x55a3bb1ad9699e92, 0x7890e8d547968833, 0xbbdbec7d79af29b1,
        ],
        [
            0x92750de73e51e1bc, 0x50cf6d11ad91a350, 0x9dc33392fa67285c, 0x2cdf7f854480ffe3,
        ],
    ],
    // 119 G
    [
        [
            0x87af199e6cc47305, 0x062afb7c1e314dde, 0x2be22ba0f3a49fb4, 0x6ed0b988157b7f56,
        ],
        [
            0x8162cf502d653fd9, 0x17d29c64877b7497, 0xd7e814380f67b514, 0xfedf1014fe6ee703,
        ],
    ],
    // 121 G
    [
        [
            0x14d7251a8c03e3f4, 0xd71602d5b0e5fe20, 0x27d2bf4f683b30d1, 0xe1a8d418f77f10e1,
        ],
        [
            0xa4941a1e76a0ead7, 0xff318484da0a4996, 0xaaf4d4e193394872, 0xae839cd80e99505c,
        ],
    ],
    // 123 G
    [
        [
            0x62ea859803b58b02, 0x5a71497198a5ea8c, 0x1783d1b6917e4725, 0x2d7ca4d8f1e35487,
        ],
        [
            0x3f69b4d49b4d4324, 0xda04cc898e17ff54, 0x5870726c16e3e02a, 0xaeb9041c69e788c5,
        ],
    ],
    // 125 G
    [
        [
            0xaab54cfc93740130, 0xf72dab6d225733fa, 0x04b76d2d1ed32559, 0xa9fe2396bb85b9cb,
        ],
        [
            0x128b0d24bf2219f0, 0x2292393b579f3ce2, 0x51dc5fac145ff0d5, 0xb16d6af8c3febbc1,
        ],
    ],
    // 127 G
    [
        [
            0x36e84bb6dee35b41, 0x70e9016cdddfd928, 0x6072a061ae619f28, 0x15fe6a86904a36cf,
        ],
        [
            0x9ab6968bf6005965, 0xfd1c4a970ad602d0, 0xd0a8879244f403f2, 0x76759223abe3c14b,
        ],
    ],
    // 129 G
    [
        [
            0x45d8fadf89a6b23c, 0x057dee066fffbbfe, 0x6dd5757b4774e5e2, 0xb44267fa47607091,
        ],
        [
            0xd254ac6fac739807, 0xb29bea93e4097eac, 0xde07a886ce2b1765, 0xa326800a6561e516,
        ],
    ],
    // 131 G
    [
        [
            0x44359ac0ee931637, 0xd7af3ac7bef60c41, 0xd451e48e5c9a5a00, 0x879a858ede205114,
        ],
        [
            0xd32345065cfd0b21, 0x4d7bea68794a5062, 0xa4f7b9d729fc3993, 0xe838260e4e5ea446,
        ],
    ],
    // 133 G
    [
        [
            0x97484c32e4d4b063, 0xbb397e446873506e, 0x233f2018e0c682b4, 0xff6bcbc968d12590,
        ],
        [
            0x97f470fd2357e496, 0x5c523069bcb4b614, 0xea33b10eea506661, 0xc1f96ddf04b09a83,
        ],
    ],
    // 135 G
    [
        [
            0x9e57d734c45e9796, 0x153be80d1ab41bf5, 0xa3e0c36555031caa, 0x52cf34eba3294d40,
        ],
        [
            0x17832c7dff583ebf, 0xaaf7036866e40faa, 0x19ffe1c87f4b0fa6, 0xacb5d3bd9a663404,
        ],
    ],
    // 137 G
    [
        [
            0xb7fecb5e72d4ed33, 0x20a22a805165f53a, 0x2cc11d879e158e90, 0x9e9cba4dba2cce03,
        ],
        [
            0x1bbe8b81a018c44b, 0xbc42febd20bd77a8, 0x952b4d839cea765f, 0x64e5294358c0dbe7,
        ],
    ],
    // 139 G
    [
        [
            0x123cd8a509b785f9, 0x856402511edd29cd, 0xb60e95ac66e9882a, 0xf9107ec90f43caaa,
        ],
        [
            0x8f48fbb98b6601df, 0x3afdd0f11ceb4b35, 0x0a804b08f470ceec, 0x04310217b33d1017,
        ],
    ],
    // 141 G
    [
        [
            0xe7319a1604954b44, 0x039c1b75c154a104, 0x58a557005a470317, 0xd3608e5e15e86af3,
        ],
        [
            0x865b9c5b5925d28d, 0x92f3bdeb2887e5eb, 0x9ad29e49646bfa23, 0x1abf07cae2c90eac,
        ],
    ],
    // 143 G
    [
        [
            0x3f21dacbfeee0d22, 0x38cc5a162867812f, 0xfb482bb8863b12d5, 0x4838f777b417b0f3,
        ],
        [
            0xd0a0163f5403b490, 0xfed783986e3636a5, 0xfed128b6c8164faa, 0xbc0916804ff653a7,
        ],
    ],
    // 145 G
    [
        [
            0x99af5cfefe873080, 0xbb41a9b517edeaf0, 0x6448d7bdac761ea1, 0xca5dc1a02219af0a,
        ],
        [
            0x7508b4d10ba7df53, 0x4186f17ae51252d8, 0x009ffd7cae9a0019, 0x52de55f86b32112d,
        ],
    ],
    // 147 G
    [
        [
            0xcab32d59bb31fe40, 0x875cf0f53893ec5b, 0x41a4d820a3d14ecc, 0xcc3023737bb6f782,
        ],
        [
            0xf40f9faa82e13276, 0x207de89e8a75c2a6, 0xa3f2483c9d371c05, 0x7d5c6592c8588f2a,
        ],
    ],
    // 149 G
    [
        [
            0xbfad3818b7c5ae8a, 0xefc278a4db8ad0a0, 0x43b83bd7159b6e9f, 0x0d6905d56096551d,
        ],
        [
            0xf73cab34323069ef, 0x80f4ad4b6eada798, 0x3893d4a8ef04ad92, 0xa62cfc3fdc7e0d78,
        ],
    ],
    // 151 G
    [
        [
            0x02b8ab7500d22061, 0x6fc8292b00267f28, 0x892717d7b43d01f6, 0x0db84b08deab769a,
        ],
        [
            0x7bce6e253341e324, 0x8498b3130aed2186, 0x3c3e759e1e3a8b1e, 0x413ef0e849e8ecd3,
        ],
    ],
    // 153 G
    [
        [
            0x45922aede1b0d9f5, 0xe3cec6011d52c62f, 0xd9140c37d2cc8869, 0xdeac1e2583fe435e,
        ],
        [
            0xa7f219a5d5065970, 0x14bfd6e7f6eac893, 0x1c65b6cf87259935, 0xf1f815624409735c,
        ],
    ],
    // 155 G
    [
        [
            0xa8d342dee31ab219, 0x58e56c31231b83b7, 0x588a5ac5357f517d, 0x9fe3ed111fa78892,
        ],
        [
            0x7ce350b93a299f46, 0xb200d300d96ea7b6, 0x13535f43a2ed141b, 0x54598b747335dc58,
        ],
    ],
    // 157 G
    [
        [
            0xa5cf2f53fae06ebc, 0x03e53ec1989e4964, 0xcf850164cbe3f981, 0x3790d90ab29b5a09,
        ],
        [
            0xfbdfba2c032f0751, 0xa7614b52dfab2ec6, 0x0d6285a1e4812729, 0x77117650aa964c7a,
        ],
    ],
    // 159 G
    [
        [
            0x7370cdcfeb6f06d6, 0x44aed8c505b860e0, 0x6fdd5f8a955ce458, 0xc902d5cb6c25882d,
        ],
        [
            0xa8a4ec69cfe28f37, 0x5e025cd92b44ff84, 0xbcfe87d283b3f249, 0xef54e3fcf9e8dce7,
        ],
    ],
    // 161 G
    [
        [
            0xde2e3b75e4a7de45, 0x43064b46e031ec7d, 0x1e4d655a15c4e268, 0x45f8a63909cdc5ec,
        ],
        [
            0xf66f0c9cc2fa2cb9, 0xf3f67cf95a6a27c2, 0x79ff7c51c64e6eaf, 0x13a4fb3a128766b5,
        ],
    ],
    // 163 G
    [
        [
            0x7c112439562ba952, 0xd4a7dad431d0a8ce, 0x6cbe139277f1b401, 0x8d8a8907d4bd470d,
        ],
        [
            0x8224fa8f727866ce, 0x3fb96a11a34a7265, 0x9f872eadbaf2a7a4, 0x2734a68e3fd22f28,
        ],
    ],
    // 165 G
    [
        [
            0xe91bab76bcc86ad2, 0xa5403f8b9c9cef95, 0xb963d4f38f067d12, 0x5efa9e0f0d2793f6,
        ],
        [
            0x86b23ba8a76e5e25, 0xb15bd9e03affc453, 0xf6c0ad805776542f, 0x25d026e4145dc30f,
        ],
    ],
    // 167 G
    [
        [
            0x25d4d5b50752e7c6, 0xc3c9dfb325ae272b, 0x480012da1bc27c04, 0xcaefff38abd77d0f,
        ],
        [
            0x95294ff5bf975acb, 0xda28f6903bd5f9b9, 0x13e62404489dca02, 0x9ef2c4917e92271e,
        ],
    ],
    // 169 G
    [
        [
            0x4c642278cde85d86, 0x29cac5da84af5d69, 0x2cbf3bea9ff7a057, 0x3ccf314e05a3ed0d,
        ],
        [
            0x4a2cdbc7483911e2, 0xd39202155f0a60e7, 0x4eff5a871a2de65b, 0x9d3a9565e4f3d2a1,
        ],
    ],
    // 171 G
    [
        [
            0x4a2e77a8f43dddcb, 0xeb62ec3f800a4b6b, 0xf99c4406fd357099, 0x293394d37948e690,
        ],
        [
            0xba27dd7466f61b38, 0xa5b23d71492b02f9, 0x1c98d5943ed6bbd2, 0xec0d43029e46561c,
        ],
    ],
    // 173 G
    [
        [
            0xe4e632a472f86362, 0x1b7672690157eb61, 0x090dc481cc296977, 0x5b5eb3a4878085c8,
        ],
        [
            0x4562fda0ea981b91, 0x29c5fb70323a1e1c, 0x497ce7b79ebdac87, 0xe71b327e45320dd5,
        ],
    ],
    // 175 G
    [
        [
            0x029fc41ca24b5f7f, 0xe94ec19b0801db99, 0x56be9e05ee43bdae, 0xe7e3af3f6cad4049,
        ],
        [
            0xbb294c1967ad20aa, 0x185ec50795886469, 0x91bb4adfb4fbd595, 0xe95f8615820b6d8f,
        ],
    ],
    // 177 G
    [
        [
            0x7f3b4dab9f6527ef, 0xb131b783e02067f8, 0xe8d5c495bd650082, 0x6782c95213886452,
        ],
        [
            0x20645c0bbe9cd781, 0x50f8b8750ed2c23f, 0x3984d4d2e0115e04, 0x3d9083fb7f4ceb38,
        ],
    ],
    // 179 G
    [
        [
            0xcda0b99e816307d2, 0x235b7e71554fc52f, 0x986131c757c17902, 0x6e6471be9e06abab,
        ],
        [
            0x54ed8cb5c3a40c18, 0xf98adc48b03cdb83, 0x3b3e520d4e95a091, 0x04409b44b11f94bb,
        ],
    ],
    // 181 G
    [
        [
            0x451eb127f00de2e0, 0x3801438c66668d24, 0x3ac0566f68e8eebf, 0xdf1cc8eb80125e3c,
        ],
        [
            0x097156c43df7d040, 0x820b57b8a2de2f0a, 0x9b06d77b13bf412b, 0x44063f4f8ba783c7,
        ],
    ],
    // 183 G
    [
        [
            0x1abca512c00a3ec5, 0x2d1ae5bce1ca0151, 0x1f2283310f9d10a3, 0xab071efb460caed3,
        ],
        [
            0x9aa897239c20d689, 0x78b388a665b9fc54, 0x2bfcbdd786227be6, 0x93eee05e46bc72b7,
        ],
    ],
    // 185 G
    [
        [
            0x9d5adf6deffd64de, 0x49b94110f55a405a, 0xb9cf820598c7af30, 0x60ae7db922d4f0a6,
        ],
        [
            0x0d0dcb43c7fdece0, 0x92862f92b4d00ae4, 0x63829e08c1060c6b, 0x02094381461872fc,
        ],
    ],
    // 187 G
    [
        [
            0xcbd7accf35fab9ee, 0x09529f15eacef129, 0x3efab6a0eb1108c0, 0x1debe929d4b66f57,
        ],
        [
            0xe22771d982228ed7, 0xb5b95f1768f15b7e, 0x83ef606f45cac02f, 0x8c4b92fbed6afb93,
        ],
    ],
    // 189 G
    [
        [
            0x451421f22aaf72bf, 0x26761e7c7a9b0027, 0xeae044e1e2093c60, 0x5c6e7695b0a990e6,
        ],
        [
            0xbfd9b953ba0c0a27, 0x37f44fba68fc836a, 0xe0f25af16c4d82a6, 0x4462aeb6aeaa4adf,
        ],
    ],
    // 191 G
    [
        [
            0x1db2583523bf16c5, 0xb5a45e0240abfb92, 0x16bbb23c02196ebd, 0xbca934a223495d10,
        ],
        [
            0x94a3973b97a7a75c, 0x143518b32d419bcc, 0xfc0a6b7162ed0ef6, 0xdf476018e8851937,
        ],
    ],
    // 193 G
    [
        [
            0x13832c69662e97da, 0xcd8ce2b4aa2cd727, 0x74f2eb8ccf1a7dc0, 0xf4d7fbbf459a2e53,
        ],
        [
            0x22753cbb1381e6a4, 0x4fc9ce29547b8688, 0x66c734b24cd190e4, 0x4fb516b9734a973f,
        ],
    ],
    // 195 G
    [
        [
            0xa513cb983b07bd14, 0x76498eff02f03468, 0x2bb7eb63585137d7, 0x0466ea7325cc7b23,
        ],
        [
            0xe01d9523ec7c6299, 0xbc49f32d41571614, 0x060ac38e3e74a6fc, 0x5ed16392001cbaac,
        ],
    ],
    // 197 G
    [
        [
            0xe5ca2589f9ff5a7a, 0x240b3b3a785fa633, 0x088dc130660d979a, 0x4b48fe9f2fd3c9ef,
        ],
        [
            0xf0ab66cf0f986225, 0xac9b262a22fa0c9d, 0x8b6b8bad35b878a2, 0x4c90e8855b895772,
        ],
    ],
    // 199 G
    [
        [
            0x250f01c420432815, 0x1c3b6728b24f29cc, 0x41abf76113ffe5ec, 0x84665149fa9d03b8,
        ],
        [
            0x7c35fa68fb0cbd9f, 0xacf49f67338a2ffa, 0xccf2d7dae6f143b3, 0x09282b4909dd9c6e,
        ],
    ],
    // 201 G
    [
        [
            0x350be567c85ab647, 0x60e10c8687d73937, 0x79d77d795f87004b, 0xf5cdf52eb3b8b82f,
        ],
        [
            0x654ad701064cbbbd, 0x41387d8ff1a840d2, 0xa6c5054585ca177e, 0x75a4de7bbb4b88b4,
        ],
    ],
    // 203 G
    [
        [
            0x3a56282911b747eb, 0xbcb17625d2d249f0, 0x666acb6e14b47dd9, 0xecdf63c461eaea54,
        ],
        [
            0x38ab47f80659f519, 0x9de92e9c26f1a072, 0xd570f6614da11b20, 0x58e417c8ef2d5fcd,
        ],
    ],
    // 205 G
    [
        [
            0xa479d917eb6f2dba, 0x5d1289b7e40b2b70, 0x6a7d668925e5cb18, 0x3729037f1bc7d5fb,
        ],
        [
            0x5fd8c5d2d8cc97b6, 0x158b57083acaa787, 0x3e5693ac79c08449, 0xd0ae7aed159916a5,
        ],
    ],
    // 207 G
    [
        [
            0x7dfbb6c0a6df520e, 0xe39533bb4ddd1e84, 0xbe25aac1f44653c5, 0x4b65d579209241f9,
        ],
        [
            0xedb34f5f8648ad7a, 0x2674b77eabbda12a, 0x0989b17423ead44d, 0xbd0fa4c5c49a183a,
        ],
    ],
    // 209 G
    [
        [
            0x716d2c381ac9656d, 0x3861ac24658c8d98, 0x705c516ee9250d94, 0x948ceda6b1571fae,
        ],
        [
            0x4fc7b2b0db5ee109, 0xfbc80efc281089b5, 0x2ba6730f4cd7f66a, 0x87bcaf9d4d71912b,
        ],
    ],
    // 211 G
    [
        [
            0xcdd121a7a4da0512, 0x4ef507bbaa5303f6, 0xb84ecd021bbe5f09, 0xda80bf3c3eda0ed0,
        ],
        [
            0xe834cf7977207aef, 0xaca637503f15bf97, 0x110e4295c3de245a, 0xf7cc3bd56dd117e0,
        ],
    ],
    // 213 G
    [
        [
            0x687cc90c9ebec0d7, 0xa094af091e29c51b, 0xb288d3500f5fae25, 0x85ef1ce3404a9373,
        ],
        [
            0xa4b6ee055e671536, 0x7886a321066fcbfc, 0x6ce84b2f9541e5e1, 0xdb6eccaf85419d49,
        ],
    ],
    // 215 G
    [
        [
            0x928b83f56a7928e3, 0x9a98ad7498be85a6, 0x6ab45d6008b33f84, 0x4bdfc8c269c75813,
        ],
        [
            0xc25dda94fe42b52b, 0x52d96987ab58cf4e, 0x90cd76f5261f4a14, 0x3958e9f734a8e2d6,
        ],
    ],
    // 217 G
    [
        [
            0xf87bc5ad5f28c781, 0xf1d84a3ac6fa266a, 0x16a11da19e8b432d, 0x4882444f6746eb37,
        ],
        [
            0x5bf07c383c7010fb, 0xb55d9dbab5a9f97f, 0x1c0ce37547cd166b, 0xe0796e9576678b23,
        ],
    ],
    // 219 G
    [
        [
            0xbc572366625fcdcf, 0x99854dccd0125229, 0x636fed139a845606, 0x31dcc27c1a32ab23,
        ],
        [
            0xc1bb6b28d0c74d67, 0x8cf9f549b7f2db89, 0x53fa58b2c5973373, 0xcb4c852a2e55f478,
        ],
    ],
    // 221 G
    [
        [
            0xf9f5d6235e0833b4, 0xc645535a3eec934f, 0x17dfef4891905168, 0x73df276609157684,
        ],
        [
            0x17a22c379e58cc1f, 0x52b52cdd5508f08d, 0xe1c4006a8a37b4f5, 0x693d2fb981e5c936,
        ],
    ],
    // 223 G
    [
        [
            0x70ad14e478a414b2, 0x52b72e920cbaa1d8, 0x10edd1eab6bb6fdb, 0x12acba6ffd78c821,
        ],
        [
            0x8fdb75e81458fa14, 0xc423d4209dee8c5e, 0x9a8463f594b6104a, 0x2fde2be6ccee9be8,
        ],
    ],
    // 225 G
    [
        [
            0xd342772ba208937e, 0x314ab8b270a558cc, 0xb2b0ecee615717a3, 0x8d0b9db03dd54a93,
        ],
        [
            0x15209b1771a6db88, 0x33c8931c58a1afe7, 0x79e3b6e4ec4ec6d8, 0x67efbe60ef1f485d,
        ],
    ],
    // 227 G
    [
        [
            0x28f1c5850749f50f, 0x132386a41e5b1f5b, 0xab78aec2ba5ff74a, 0x711754a9e7586d35,
        ],
        [
            0xc2385603c92d5178, 0x5bf37c09f346333d, 0x4207c33a2d8da734, 0xf1a7ab09f4c09ce8,
        ],
    ],
    // 229 G
    [
        [
            0xc481bb9a9c7c0b4a, 0x026d81beb30f0a99, 0x41392ad87a1b381b, 0xd44754a5b15579f6,
        ],
        [
            0xb02e68377d8f660a, 0x6add4477dbc8d5b4, 0x3b4efe824d66bcec, 0x78964c0109d0dca3,
        ],
    ],
    // 231 G
    [
        [
            0xd14a7d4ed85221e5, 0xe4c19c52bc99037b, 0x2fc47aa11e9ac3f7, 0x72ffff6cc750eb1c,
        ],
        [
            0x85e5c154b5acf60e, 0x70a430a674ce0518, 0x7675dc40e5be466a, 0x04c20577c4dd37c5,
        ],
    ],
    // 233 G
    [
        [
            0x1cf4bc889e301ad0, 0xa7944fb957cb0179, 0xcc61f9607ec4da1c, 0x50285056cf7320cd,
        ],
        [
            0x5f28f104d2915739, 0xc5455e159924620b, 0x8af71a68c220710f, 0xcc37f43f6beeef82,
        ],
    ],
    // 235 G
    [
        [
            0x2c19d407951c9dae, 0x26f6677560b1f6a6, 0xe28ff62755e0a043, 0x62a5dd6c6d0a0e81,
        ],
        [
            0xa7410810a33f4118, 0xa66dadf9c0eea589, 0x099acd6994d9dff5, 0xb163484c4b773ed6,
        ],
    ],
    // 237 G
    [
        [
            0xb3626b376a14abf2, 0xdad486944800400d, 0xdf0f9eaa420c372c, 0x66e06bc387c49165,
        ],
        [
            0xa8ec8d58d43ace09, 0xc70afa05bd88bdc6, 0x02c3ea7530406b65, 0x34d831e2567af8c0,
        ],
    ],
    // 239 G
    [
        [
            0xddffb87cd2ea70b4, 0xa8a308276bfb1c75, 0x3fc8f84507d345f7, 0xa3c8220107c99374,
        ],
        [
            0xe3861a478e52c633, 0xa3fa73352f93120d, 0xb86b05b93165ed5c, 0xc03f5880b306733d,
        ],
    ],
    // 241 G
    [
        [
            0x57ab12a3984e3fdc, 0x239ac554a6f45aa0, 0x602ad857b33face5, 0x8b5281c23a403957,
        ],
        [
            0x94e5c07608eae36a, 0x6da18f730dc9bc05, 0x0623fbb15ad7d1cb, 0x4eeec087883d0a20,
        ],
    ],
    // 243 G
    [
        [
            0x89563b16e5eb7376, 0x66e222f7902e6580, 0x81b721c8aad80c7f, 0xcbf9a33475dd4fa6,
        ],
        [
            0x868c6a6448415259, 0x3d98f8ae3cb46440, 0xd1fea41d1cdf5428, 0xaf04660861baf8ca,
        ],
    ],
    // 245 G
    [
        [
            0x8b1ca80abfaaa237, 0xa50cf163c75f7cdf, 0xe6b2acc791b00b68, 0x7228e388634880b1,
        ],
        [
            0x587ab652445c587e, 0x6dd44e83d2f8e1b1, 0x713b2f6eeddc8968, 0xf726f0528a0a053b,
        ],
    ],
    // 247 G
    [
        [
            0xb6eec90dd7ac2b21, 0x247cba7a8c6d3b2c, 0x61ed6b9d1d8e3318, 0x902a5e7d7f736944,
        ],
        [
            0x1d880838d4192bf2, 0x23420a8a984ad887, 0x5c1890f6dc485297, 0x901ec12c8d708602,
        ],
    ],
    // 249 G
    [
        [
            0x73574daa9aafa426, 0x9947de6d58a4aa0a, 0x917355bf343f4f94, 0x40ff8852a0794f94,
        ],
        [
            0x04a7835ef6b226dc, 0x93b55bbd1bb763fe, 0xa3578393e08b0053, 0x7181a69f82ef44fd,
        ],
    ],
    // 251 G
    [
        [
            0x53c55500d5a12003, 0x159930c6c157fc81, 0x89a73fb5c90926c8, 0x9d7f42388b54e950,
        ],
        [
            0x37c3e7616d95d509, 0x323da0a871d5a1a1, 0xb4ddbc782b9cce10, 0x2b585aed6f4b006a,
        ],
    ],
    // 253 G
    [
        [
            0x97dc759973ee3a46, 0x37772bd58cb5a5be, 0x85a3f3a483a17e4a, 0xfb4941415324b823,
        ],
        [
            0x672a65542cf3d3d9, 0x7d10aabc28ca9ca5, 0xf7b308e923c80c39, 0x62667900cb32e3fd,
        ],
    ],
    // 255 G
    [
        [
            0xe111f348c06526e3, 0x03a1b36d48c557c1, 0x75100ef697e0fa40, 0x5aab7f880a0da5f9,
        ],
        [
            0x08f5bab01dea81eb, 0x8d834fb052309bef, 0xc0acdfc5134422d5, 0xb7b5e68517df49ae,
        ],
    ],
    // 257 G
    [
        [
            0x2be805298b669f5c, 0x2413095dc3381e17, 0x0065bc7dc41d5df3, 0x4956c53981fcf418,
        ],
        [
            0x8c0bbb286a8d8ade, 0x45bbb9b7d06205b2, 0xbceefe86f023fd60, 0x8925131b8a9b9db5,
        ],
    ],
    // 259 G
    [
        [
            0x6a627dddb07d1121, 0x54b2138485422143, 0xce0cf46d46fac519, 0xcfd040955b88e720,
        ],
        [
            0x057de43c8f5c5358, 0xa840edb55a210d38, 0x1bd797cef614f744, 0xeca274a8df179dfa,
        ],
    ],
    // 261 G
    [
        [
            0xbff5fe52f84091ed, 0x90e8cad7d197b71f, 0xb97b8523564aa4e7, 0x453c79173d3b8d45,
        ],
        [
            0xbfd43b90fbfdf621, 0xcfc46a579a597b57, 0x97458629ca251b9e, 0x2441ee53917ee624,
        ],
    ],
    // 263 G
    [
        [
            0x667027d0343d4e8f, 0x263f030f1e843bfc, 0x84c45b9211e6234f, 0xccca0dd327c7ef95,
        ],
        [
            0x9ddeead776f09514, 0xbe8b495e1eb2f602, 0x5b0b101bac8c8c53, 0x87c7f15fe32d1d7f,
        ],
    ],
    // 265 G
    [
        [
            0xd1c91f1c120dce7d, 0x8d4391b617218941, 0x74258a8124e35c36, 0x629ed75e5cd9f70a,
        ],
        [
            0xf03c6819bf8ca726, 0xaba5edbe18532ea5, 0xe2f29fc6c18dde73, 0xfa7804a77ee39b11,
        ],
    ],
    // 267 G
    [
        [
            0x3c51b9caa763b25b, 0x88eb9b02d07d92f4, 0xa5ddbf091b0ea795, 0x8b3b75f504b324b2,
        ],
        [
            0xbd41110447d614cf, 0x28d1c54ce5a9fc16, 0xb277c8501b8a9c3d, 0x1cb5b8c0ae5431a3,
        ],
    ],
    // 269 G
    [
        [
            0x1260cb930f070a59, 0xafdbfe9c97723bee, 0xbfdcd7753902e0fe, 0xa7aecb4e60176fc8,
        ],
        [
            0x34b9a600823375e6, 0xbfb0f943fece1c15, 0x412f85101a5003e2, 0xca27e53742455463,
        ],
    ],
    // 271 G
    [
        [
            0xb523048577e0d21f, 0x8dd6117b87b9eef5, 0xac61460041df09d8, 0x2112edff7abbb4b5,
        ],
        [
            0x457faa3766dace75, 0x381a0681c3c6c67e, 0x059e5c3ef6d0c516, 0x322eafd3ab8c1e50,
        ],
    ],
    // 273 G
    [
        [
            0x64936cef01950ca4, 0xb606b5a30283bb54, 0x04f371a290cd4da8, 0x17abab5af48dcd72,
        ],
        [
            0x23f2f36ba752bcb4, 0x81cefb8d36da7945, 0x0619ae5ef449bf09, 0xa48a3cc5c6882832,
        ],
    ],
    // 275 G
    [
        [
            0x3d058ae32625a68e, 0xd7ddc4dc77e99bef, 0x5db4d57f6e746650, 0xa32987a4d39a5f74,
        ],
        [
            0x47fd19d729bc4c40, 0x2645c43512c31d00, 0x7a9716896e532ef8, 0x4041bd2ec902afe6,
        ],
    ],
    // 277 G
    [
        [
            0x76991a74be462c16, 0x525482e759e515c0, 0x6e67df1dab618489, 0xe5cbf3f81b41cbcb,
        ],
        [
            0x65999e5a10332942, 0x6b1520021436d1b1, 0x570dc394aaa681b1, 0x27958efd43180913,
        ],
    ],
    // 279 G
    [
        [
            0xb69d5f55cf882120, 0x834d36fcac18c090, 0xd1d84d2fabc18a7b, 0x61c4f772955d0b0b,
        ],
        [
            0x7412b01ccf43e231, 0x1a159c3b341ebdc9, 0x615b07f796cea622, 0x7fda67f39cdf8a8f,
        ],
    ],
    // 281 G
    [
        [
            0x2df216f3d41e53a9, 0x75be7b7ba97a56bc, 0x8d51bfbf284a754f, 0xf1b06e389fc1c700,
        ],
        [
            0xdd8df02d92087b87, 0x4c02e0854d050290, 0xea0536fc122e2d30, 0x7a56523e3d65568d,
        ],
    ],
    // 283 G
    [
        [
            0x31bdebb2c57c402d, 0x1b0e700c3ece3319, 0x24a27ce7b49ece2a, 0x59fff4fb3198076f,
        ],
        [
            0xd55b028978b7dba6, 0x9702990a2b9c4c64, 0x2b9f62359a9c90d6, 0xa413675e757b9775,
        ],
    ],
    // 285 G
    [
        [
            0x4e81e867b9af7ffc, 0x7eb81fe35aeb17d6, 0x6ed6beb6e2d937d3, 0x53cac5ce0c05c726,
        ],
        [
            0xcc18782ce53c2bb3, 0x1f9d79c580224531, 0xe11afabe06dda1ed, 0x3fd686e4a34b1ed6,
        ],
    ],
    // 287 G
    [
        [
            0x84a6a3d0d6b4fe23, 0xb4835d4672296d3e, 0x272e470b94bf0e09, 0x8bcbef5f6d80f73c,
        ],
        [
            0xd994b92a8296a838, 0xb155a2ba7a75a985, 0xfc88f792bff4f908, 0x340b4d8ed3028f54,
        ],
    ],
    // 289 G
    [
        [
            0x41531477b0f9f08a, 0xdb6179d50f92513b, 0xf7053928e4349b71, 0x790e4e4fa82a5d0f,
        ],
        [
            0x30adde2a5de1c9ef, 0xb35f4924fc1c3afb, 0x3b2b82a4174e01d3, 0x6567036edf0c5767,
        ],
    ],
    // 291 G
    [
        [
            0xe99b78b7a9e04823, 0xe733db85eb74078d, 0x8fa1dad937780396, 0x51cf329864935a25,
        ],
        [
            0x46988f609e4e6194, 0xd569903de3481168, 0x71a380d3e0e825cc, 0x6ab53205c21af31b,
        ],
    ],
    // 293 G
    [
        [
            0x3a7150c44e939a62, 0x698f8bddf1a54ad8, 0x439931aadbf08abb, 0xfce309b7c24ed6d3,
        ],
        [
            0x299ec09791ef6564, 0xc64ff18ccd0b97d8, 0x08ca3ba644c277b6, 0xe048a7f63125296d,
        ],
    ],
    // 295 G
    [
        [
            0x2b193ac85d0cd878, 0x9ace118b586ae112, 0x06fceba2c647cfa8, 0xa87a70ad666b1e78,
        ],
        [
            0x77ed69d37f0aeaf5, 0x50f321d966d016b4, 0x63463fa56afafb96, 0xe04fb28ffe7f3e1a,
        ],
    ],
    // 297 G
    [
        [
            0x84d753bd9995ffcb, 0xe038f51cd5e43bf3, 0x33439d4391e6e15b, 0xa722d6de7356b477,
        ],
        [
            0x727a4fa8a09e0ca4, 0x593cf9a2c4d74f34, 0x696a0cc605adafda, 0xcf53b4dbd7fcfd40,
        ],
    ],
    // 299 G
    [
        [
            0xa521291496bd45b4, 0xcdb96f5078d5f76d, 0xd7d5a84a4af0e31e, 0x42e70717939a8b75,
        ],
        [
            0x69137c7279782ef7, 0x405ebe3bea9a6504, 0xb50037a07d50e4d4, 0xd7c8d4e3d8197f6d,
        ],
    ],
    // 301 G
    [
        [
            0x6209475fde097b9f, 0x86ecc1f725fd3cec, 0x8d7d9084e7f393a9, 0x8ef65fa229411a01,
        ],
        [
            0x8f746ab9425fe300, 0x95f02495f5246328, 0x206f8e0a158d3dc0, 0x0355cff9b9c6df0f,
        ],
    ],
    // 303 G
    [
        [
            0x0ebee9529d19cbb0, 0x4a7438eeca3ed438, 0x49b4cdd8de8b4af2, 0xd574e7385da2877b,
        ],
        [
            0x3cb838ae74108153, 0xb377f34cbb0a2ac0, 0x9ac9f24576ffaefd, 0x9ffcbef1de34eb67,
        ],
    ],
    // 305 G
    [
        [
            0xfaf2c8c8dff4e4dc, 0x785ebb70377e1bc2, 0xe2984b04b7fe14e0, 0x02f373d93f91d307,
        ],
        [
            0x04744cb9f5ca0985, 0xadf364861756bc7e, 0xeee8a617653a2363, 0x016273c32b347066,
        ],
    ],
    // 307 G
    [
        [
            0xf047c1cae8d79c5a, 0x75b4110724949495, 0xfc8832ce8a6317a1, 0x877ecb1f81090924,
        ],
        [
            0xdfbbbce5cc0ae8c8, 0x867c4b1e2c77c3ce, 0xf2dfcc3782757770, 0xb7335d7db35eb5b0,
        ],
    ],
    // 309 G
    [
        [
            0xd5c4e870d4db628e, 0x2584f7a422f50da5, 0x1c5b2f9268cc2105, 0x91747e441fe68454,
        ],
        [
            0x89cbbe459ebe0fbb, 0xa6567334d1bf4df9, 0xd9d8a6fa701593d1, 0x34de3445a1cc1350,
        ],
    ],
    // 311 G
    [
        [
            0x331e9a1399721da1, 0xab48c677f6eb9c2e, 0xeff9c2e51103c239, 0xd4a29ad1f04497d0,
        ],
        [
            0x69058e8cebdb093a, 0xec1243e4d6a81da4, 0xd9615651b4036e27, 0xb8983a5762bd0368,
        ],
    ],
    // 313 G
    [
        [
            0x7373d43feea92463, 0x1d190b8d9a574c26, 0xfff03aca2229d6fb, 0xa356fdaa383d41cd,
        ],
        [
            0x1858bcf4e399bbc0, 0x32e67354066211dc, 0x4a801b4fda580a72, 0xaacd689ecefd4947,
        ],
    ],
    // 315 G
    [
        [
            0xd4389299f7674569, 0xc939f7769f42ec44, 0x103c61dad3ed9406, 0xf6e09a0f2dc78cb5,
        ],
        [
            0x545ccb80688fdeed, 0x80d33335dad06d5e, 0xdfa886efb5d78a50, 0xd1d87b1885df4471,
        ],
    ],
    // 317 G
    [
        [
            0x5b372794f8d97a21, 0xa029d697744cd0bb, 0xc82062ef7cd5a1a0, 0x6fd388236be64fc2,
        ],
        [
            0xe3dc61a57242fe93, 0x5ea182325ea1fb4a, 0x233d8d7b286d1d45, 0x424cf174c47adb91,
        ],
    ],
    // 319 G
    [
        [
            0xd333d7bf47cdc6d7, 0xd732134903390176, 0xed38807d693a5443, 0x760b775d54ee86b7,
        ],
        [
            0xeba9ab6fa0fe9684, 0xbdd4b10207bf9741, 0x2e63f31e4ef8bd76, 0x293c47c5faa0e787,
        ],
    ],
    // 321 G
    [
        [
            0x34ce32e936836a3d, 0xfc4e6b0648b4a016, 0xc0a8209ab723a7e4, 0x0b40a6ee9856a28e,
        ],
        [
            0xadb8ad9684f2df64, 0x5072cadb9123cfe0, 0xeccce05dfd220707, 0x5fac790b0a621fef,
        ],
    ],
    // 323 G
    [
        [
            0x6189867b4dc3dd5e, 0x1bad041aaadf6f49, 0x17951ac80b015908, 0x2994ec07b5b5f5bf,
        ],
        [
            0xf721e522a0c21981, 0xb0c7f4fefc2a62b9, 0x8ac7eb5b048b9a97, 0x7981c9a08363dc17,
        ],
    ],
    // 325 G
    [
        [
            0x7a2a0aef8b9ef3b0, 0x5061d6d231efd764, 0x4afae8330cc708ce, 0xf5480b7abd4c4b3a,
        ],
        [
            0xe197b71469a18260, 0x549c30dc0e50ea22, 0x4faf112857f08041, 0xb28763aedba113d7,
        ],
    ],
    // 327 G
    [
        [
            0xa94b2a0d1d5c6ebd, 0x6a9273aaf41513b1, 0x37cf6d7a73053107, 0xdf4c13422cf15c07,
        ],
        [
            0x760343e74b51c2fa, 0xfd2e3b923a87e9e9, 0x1ec58c3333835ca6, 0xe52ebda984ba9aa6,
        ],
    ],
    // 329 G
    [
        [
            0x67529b36903e6f23, 0x6084d81d9195b6e4, 0x6e4fc985566c27eb, 0x70548c0b82f5fc59,
        ],
        [
            0x70f960f0bd316017, 0x56ef815d725705d9, 0x2370ea9aac4d06fb, 0xf0c2f61798686c95,
        ],
    ],
    // 331 G
    [
        [
            0x9c8c77e58e11a6b6, 0x51cf0cbacdfd8063, 0xeb855f5031329294, 0xef6459f9e1a61e6d,
        ],
        [
            0xd7639869b284db18, 0x171741ff91585724, 0x05232d3de968a40f, 0xa986a39af0cf6aa5,
        ],
    ],
    // 333 G
    [
        [
            0x0b5d0aa1b0c3a6a4, 0x0c60352a0252bcee, 0x7d9231927565fae5, 0x46c8a00a452cb814,
        ],
        [
            0x1cbc6cd270a7b1df, 0x5aa88ac4737674ed, 0xa798c61800ff9f71, 0x558ce1449a47aa38,
        ],
    ],
    // 335 G
    [
        [
            0x71d340fe1ca582c2, 0x8cf428c223b9cb18, 0xd3df2460e35fdc36, 0x58f6631734ec5e9c,
        ],
        [
            0xdbb6141f6494e3ef, 0x499bb8a2de57a1e0, 0x3080f99e8a905165, 0xa9c943580da87d28,
        ],
    ],
    // 337 G
    [
        [
            0xd8e49ad381bea931, 0xb65b347270480be7, 0xed2f4e0d6d66dcd9, 0x342f9a49742aa274,
        ],
        [
            0x34404741d65121cc, 0x94a77299a7dc92c6, 0x1912e4a50eb3aab4, 0xbc1c0d5577a07ad7,
        ],
    ],
    // 339 G
    [
        [
            0xef3905f97866a372, 0x91f17eb26ce376ee, 0x2117c47f49efbdba, 0xfd6d30a4fa29da28,
        ],
        [
            0x239838e078694bc2, 0x39b6092e34fd110e, 0x6ccac5f80c0d907c, 0x1c0a811e5f4044e2,
        ],
    ],
    // 341 G
    [
        [
            0x832b7b3715c8c9c8, 0x095ded1dc9da3ba2, 0x6878c19a3cd80d08, 0x0bd1c2de94a9374a,
        ],
        [
            0x93a31be272c73c52, 0xb93451c3063dae23, 0xc81ecdae2926c600, 0xade66d104b6461e5,
        ],
    ],
    // 343 G
    [
        [
            0x19cb790f6e3bd857, 0x47d170d646f43caf, 0xf45804878274261d, 0xcefae94bf8978033,
        ],
        [
            0xf768a0667876179e, 0x42164f68b66e6d9a, 0xeb396d4ece230e10, 0xa84b62483df8e533,
        ],
    ],
    // 345 G
    [
        [
            0xb9945d32b84f9ca1, 0x412f72127d8d236d, 0xeed2119f8ad3f050, 0x94315bb868a20e5d,
        ],
        [
            0xcffc4d53e3bfd88d, 0x07f333326acbd39a, 0xb51fef44f09c9904, 0xa0ea8db462fa18ad,
        ],
    ],
    // 347 G
    [
        [
            0x7bc47f9983953748, 0xc9339f40af136ed4, 0x69c366c71d48b6e4, 0x506aa4f8bbb3e5ad,
        ],
        [
            0x21da09d92fd6cba9, 0x12ff9d8651e375c8, 0xa8f4a573d2d76221, 0x6e70cd69f074bcb2,
        ],
    ],
    // 349 G
    [
        [
            0x8f5fbe31ca70481f, 0xe9a96b088f7a4ff9, 0xeb07edcf23e8acf1, 0xaf003678d381c0e0,
        ],
        [
            0xf3bf1cb8a621dcfa, 0x69681992b87919ea, 0x151b58b5da00205d, 0xe93824438d63c287,
        ],
    ],
    // 351 G
    [
        [
            0x77d48b3c9c89f591, 0x81e05ccdf75b86bb, 0xb3ba55d6bc203656, 0x87a0f8b326ba88d8,
        ],
        [
            0x74aa1f46ef8208e6, 0xf1388e656f173628, 0x51c24bcd6bfe18e5, 0x70dc87025a3d069a,
        ],
    ],
    // 353 G
    [
        [
            0x2f411fb8397f4686, 0xb58fa5c8d2ae0ca2, 0x87c463e1adea5e22, 0x95ae4ae2f713b8a9,
        ],
        [
            0x91725b2cec99a575, 0xbe2387d8e1e1da74, 0x044129d9b13894d6, 0xc806d40713d722d6,
        ],
    ],
    // 355 G
    [
        [
            0x2b8b06ac17b7a5c8, 0xf32d9f5e50c404ea, 0x8224d81bd7cbc817, 0xd2d608c0a576d9be,
        ],
        [
            0x0cf635847202aad1, 0xb88e701d236ca1fc, 0xc49805db41610201, 0x4e115578bdbc7d7c,
        ],
    ],
    // 357 G
    [
        [
            0xe5a28270403aa367, 0xe506d28c6df98248, 0x9f4841d536bd37a6, 0x82d3242a07c0983a,
        ],
        [
            0x5380dd8bad660fc0, 0x92d8a38963325645, 0x6b7df96482ba9586, 0x5d5c333440d05303,
        ],
    ],
    // 359 G
    [
        [
            0xf3d117f6838a6891, 0x4e05178e19b0e9a4, 0x3e8b89b57cb31b57, 0xce2f1057f4ae9154,
        ],
        [
            0x8f8f8a87f74aba59, 0xa202a56aad09925a, 0x0a46abd0942d0af6, 0x6604b72e70ffbf94,
        ],
    ],
    // 361 G
    [
        [
            0x4671c97bd42f88df, 0x5ec6c6eec834eeb2, 0x52cc2c24923c2675, 0x67424a95824340fa,
        ],
        [
            0x76b9fd506ac0ba9a, 0x768323c2d1dbda9f, 0x45addce9c2ec3802, 0x79a13336c62d65cf,
        ],
    ],
    // 363 G
    [
        [
            0x0f9e2c1b0e14e5e7, 0x55c66a2b03f93e8c, 0x082e53f468b56652, 0x635d059ef178f222,
        ],
        [
            0x712939718a3b1cac, 0x1d31a4074cf95037, 0xf979c366f23ee6a8, 0x56d166af77b54e92,
        ],
    ],
    // 365 G
    [
        [
            0x2ab3a311c61c4775, 0x1ebea7c4d1054deb, 0x08ae54e4801fd0f5, 0x95a5a87e39fb811a,
        ],
        [
            0x46d92f505fa1ada6, 0xcd3001d4efdb815d, 0x4501d52dad3a9b48, 0xe8903b373e441f1a,
        ],
    ],
    // 367 G
    [
        [
            0x61a8b2fa1dc5eee4, 0x53dc06fae9acb571, 0xf03aff5a379bc3e1, 0x2bb0a7623d93b5ba,
        ],
        [
            0x938423eb30f6d3c9, 0x56fdb5d7e128fdee, 0xae51853b41e90625, 0xebfa79c60dd895c1,
        ],
    ],
    // 369 G
    [
        [
            0x71e457f7e6052c6f, 0x1262616778c1bc2c, 0x8b4e5988a7ac14b6, 0xebeaf14f4a87c546,
        ],
        [
            0x06a5ea7800708f99, 0x89908bc3fe3ccbce, 0x45b2ccc2c5148753, 0xacb23034303e8818,
        ],
    ],
    // 371 G
    [
        [
            0x519c0b6c40c26aea, 0xe4ee79184cb26b41, 0xd89e49031b1ffe85, 0x44fd6d97b2d7a286,
        ],
        [
            0x64422b3def50b173, 0xe7955de760184ced, 0x959a472f13fd171b, 0xf5c7bcedb88c539a,
        ],
    ],
    // 373 G
    [
        [
            0x0f6883bb44a013cc, 0x2066a416c958ddb5, 0xaec95e0be3ff9530, 0x8239ad90fe34e326,
        ],
        [
            0xe0113315b55d67a6, 0x476f72197137a153, 0x6e7eee908caf9bcb, 0xc685521ee6384fd5,
        ],
    ],
    // 375 G
    [
        [
            0xcdfa99cd33139944, 0xd5e15b96df8e9a95, 0x43139ae9257cb8aa, 0xe8a4a7fdb227d5e5,
        ],
        [
            0xa9aafffe3f2396b0, 0x90082981642c43e9, 0x83cadbc1935fc40c, 0x524e30996622852a,
        ],
    ],
    // 377 G
    [
        [
            0x7f4079b060f54881, 0xff5e68d99f73ade2, 0x3c33bd790919bbd3, 0xc36d3c4eb7bdac33,
        ],
        [
            0x78351343838242a0, 0x17a235e38aa5775c, 0xb087afde0cf43cf5, 0x5bc6e3cd9c161293,
        ],
    ],
    // 379 G
    [
        [
            0x778b3a26e8746691, 0x58825a25152382e4, 0x0da78dd63bce1f92, 0xbde5163a21ddec51,
        ],
        [
            0xf01e7b2107579ba6, 0xa335e00dc276d0dd, 0xc16d7d5168a200ff, 0x79c52a08e2519839,
        ],
    ],
    // 381 G
    [
        [
            0x8c27615649700dc5, 0x0e2c985bfe7067fc, 0xb663d952d1e69151, 0x6c4d1343c9ae77a2,
        ],
        [
            0x540c58ac4a878065, 0xb9087f225d6ef738, 0xbd29b280d42b31c7, 0x03e1e5398dc6de01,
        ],
    ],
    // 383 G
    [
        [
            0x789e5ab4e182cadb, 0xd988af4e3d5fbf46, 0xa0682722945177ad, 0x9f89465090a513c0,
        ],
        [
            0x472d3f755985d899, 0x5c02e79d217c6528, 0xb19215c52c06c6e1, 0xb241d05e42a5358f,
        ],
    ],
    // 385 G
    [
        [
            0x626574049bdc52a4, 0x786ca8651679966d, 0x760c2aebdfaf0039, 0x87db89b34acb56cd,
        ],
        [
            0xf2234413dae404b4, 0x0ea77af6b4efaa74, 0xa45b7464f704dfaf, 0x2a1dca9be8b9ab5d,
        ],
    ],
    // 387 G
    [
        [
            0xc86d1f61137ee583, 0x050b1962277b55ba, 0x159c5c0caaa207bb, 0x965dca7c8cb7629d,
        ],
        [
            0xe43b2d3055c80622, 0x0ab4e7708b7003ff, 0xacee370734d973ca, 0x78432261cee243e7,
        ],
    ],
    // 389 G
    [
        [
            0xeeb76c1ddabce91d, 0x23d3ef2ba457fbde, 0x77575db5443ab355, 0x152c80092de0d3b7,
        ],
        [
            0x6329b2c1e73820e0, 0xeed70503e754c4ba, 0x3c4e6fd25b339e55, 0x8d8995d8708213bc,
        ],
    ],
    // 391 G
    [
        [
            0xb00f74f5e6ceb529, 0xe6eddd6f2c5a9f92, 0xe0217991fb89b059, 0xae32763262d6e45f,
        ],
        [
            0xdb903af12af19a84, 0x646410eaf04d3799, 0xae0fea6a2d8d51bf, 0xc1ba1350ec5dd640,
        ],
    ],
    // 393 G
    [
        [
            0xe190c004248d4473, 0x7137fe2c678c7bf7, 0x971498dc6a36801c, 0x49ba9f0eb6f74c10,
        ],
        [
            0x7214dec907af9cf3, 0xb9cd15a6a8d1bce6, 0x80c2852bae42e4d5, 0xf21ebd93fa36060a,
        ],
    ],
    // 395 G
    [
        [
            0x921e22a6eb688007, 0x5212729f8c72137d, 0x4ca8945dbca8d4cb, 0x1ebf3d3dbe55624d,
        ],
        [
            0x18e95bbfea4eddd9, 0x460ffa373f7c3b8f, 0x841d4d0071a00ad9, 0xf215340e38f7a90a,
        ],
    ],
    // 397 G
    [
        [
            0x08ff5a112250e054, 0xe27df21486264f17, 0xdb38685d9982c58a, 0xfc6a12a9ddc5b534,
        ],
        [
            0x600ac0220b45cecd, 0xa3d24ef0a821deb8, 0xd065c25f8635f5d7, 0xdf2579c6b3e06d66,
        ],
    ],
    // 399 G
    [
        [
            0x96ecf3d4371b5afa, 0x76afabb1d8f7a0d0, 0xda79b21b488a6c93, 0x7bf04448d899155f,
        ],
        [
            0x80e8603e7c6a22af, 0x77f78cb567bf4140, 0x004ae1e2a8e3aacc, 0xb375ecac5fe735f7,
        ],
    ],
    // 401 G
    [
        [
            0xdd5ccb6a629a40c1, 0xd5821eaef86ef418, 0x4c609599b40ecf3a, 0x4b50b25f2e147139,
        ],
        [
            0x8e321d17144779ba, 0xf679f235ca4c0eb5, 0x07f1f2cedbf44421, 0x7c791be2bfdcbd46,
        ],
    ],
    // 403 G
    [
        [
            0x4f89e9cd54adb961, 0xbed09c4bc781edb1, 0x6af6060a29a479d0, 0xce0daefd7cf7c80f,
        ],
        [
            0xb33aa4b1967311ae, 0x1043778adf2e0be1, 0xf4ca62887fa83392, 0x36bbdfa0e0bf4422,
        ],
    ],
    // 405 G
    [
        [
            0xec2d16a23ad03c6e, 0x3374d2762bde0ce4, 0x77c581ec93749106, 0x4ccd267377f83f12,
        ],
        [
            0xe603a114c921efda, 0x17448a3d0ea7fdcc, 0x6c4edad11f095fe6, 0x8c4cfdadf398004c,
        ],
    ],
    // 407 G
    [
        [
            0xe8bdd72b11a47b23, 0xf8b63e599fd472c2, 0x7147edc4acf62298, 0x7b3d079002740962,
        ],
        [
            0x341a72b962807586, 0xe66a6612fdad6044, 0xd0362efcc349de51, 0x22d26ea2bf48616a,
        ],
    ],
    // 409 G
    [
        [
            0x15fec0ae929897be, 0x6fe2c98be2caab2f, 0x9b4f1341de23410e, 0xeb2af721f2de67ba,
        ],
        [
            0xf5622ec455247408, 0x6783eb1dca16289b, 0xa8d4701c675b99ae, 0xadec5058f145baf9,
        ],
    ],
    // 411 G
    [
        [
            0x324e849df66ebaa7, 0xe5db269b16332ba4, 0x17b33294d33e5e70, 0x05cce103792fdcbc,
        ],
        [
            0xb303f851a168f7f6, 0x50d866651e6afd1e, 0x66a1ffef9c92eba1, 0x0f4ae27fffa06474,
        ],
    ],
    // 413 G
    [
        [
            0xc55352909f86c9ee, 0xd5404644d891c5a4, 0xadad425e8a336499, 0x8f6a04f9d9dbded3,
        ],
        [
            0xd28d3b6f3a4bac89, 0x88f840f4fdd87662, 0xc36a1a191d6443a6, 0xe48672d516b46523,
        ],
    ],
    // 415 G
    [
        [
            0x8d11b474c54fae86, 0x4f565d35d6bcf107, 0x8d3f451f256ff51e, 0xe533ffa55c10b3e2,
        ],
        [
            0x94c4dd82cf818791, 0xfe9a4445c74cdc45, 0x786157d9d78161ac, 0x298932d6d3449684,
        ],
    ],
    // 417 G
    [
        [
            0xea20ebdcfbd0a481, 0xf2a7d1b42af830a2, 0x65d0267f1010b2e5, 0x90d0cec61e667780,
        ],
        [
            0xf90ed0e2094b2211, 0xedb38d7aaf9c14ec, 0xcf95061dd813df2e, 0x31b6a72056e75a00,
        ],
    ],
    // 419 G
    [
        [
            0x2f9032cc0b4634a7, 0xc8c7b9c4888ed5fa, 0xb60125595d324376, 0x3c1940bf25de0ad6,
        ],
        [
            0x92625f90c3d3b572, 0x012e7809926762ca, 0x3f6834f1fa7db4a5, 0xe0d1af00a74f518d,
        ],
    ],
    // 421 G
    [
        [
            0x60d3e915608b49b9, 0xc3e4f6cc12447606, 0xcf5052405ae7c19b, 0xe3e2ea293ac81eed,
        ],
        [
            0x93d62f92063e1db2, 0x1992393c31834625, 0x13eedd9127039556, 0x1807a9450fa4383f,
        ],
    ],
    // 423 G
    [
        [
            0xbca91e697ad47961, 0xb81412e7a639f646, 0x8bc6ffe42ebb182e, 0xe4ecc00761343fec,
        ],
        [
            0x6dc253884c91d11c, 0xd00dce102b7fb947, 0x3ac5509437114d4d, 0xb115208b4dfbfaaf,
        ],
    ],
    // 425 G
    [
        [
            0x53267f1c5186eb08, 0x40570b74a654f282, 0x4b6ecde9f1d94e36, 0x6b229f3df492457d,
        ],
        [
            0x86611f6d15787bfc, 0xc7aa008a6c1dd320, 0xa30fd55f5a65ec3a, 0x3f5df13ac68d0045,
        ],
    ],
    // 427 G
    [
        [
            0xa40f43ce68bb0353, 0xd598c61228941e96, 0xc5eacf5fe0b88d7d, 0x0ef52321dad0bd70,
        ],
        [
            0x67120bc4a8ac2fcf, 0x34d70bcc3b528bc5, 0x4d646cd2d6d0662f, 0x6306572b1f7e7940,
        ],
    ],
    // 429 G
    [
        [
            0x80f085e5b11c5070, 0xbb877e044c02fe9f, 0xfb5e508ed15f3ef8, 0x653ada5a37a1e502,
        ],
        [
            0xb7a763c1b90b4e4a, 0x55fbbd3c3c488898, 0xdf62e8482ab18bef, 0x0e816f86ea89d76d,
        ],
    ],
    // 431 G
    [
        [
            0xc12ae3e45cff326a, 0x8c3219b1353b6299, 0x1094b9836a236fa1, 0x6085c0c76f4327e3,
        ],
        [
            0x92a1aaaeae333037, 0xec10fb1e8c479574, 0xa7c41e8ad33d4a06, 0x7a6350c1002151a6,
        ],
    ],
    // 433 G
    [
        [
            0xdce64124afc81178, 0xf5801b67799fbb0f, 0xe7fd99f84561396e, 0x05a86cc01d413f0f,
        ],
        [
            0x7c277496d068a51a, 0x98d50314770bc8da, 0x744b5f73e1bec038, 0xff9bc2368d94b0d1,
        ],
    ],
    // 435 G
    [
        [
            0x9e44d9a33bbb47ef, 0x23843111349c57b8, 0xf04375b215f6c0cc, 0x9e944697dfd9d821,
        ],
        [
            0x084ebc938cd26365, 0xce198b1a58278a8e, 0xea2822ecf675bc4e, 0xbf903a57b6ffa400,
        ],
    ],
    // 437 G
    [
        [
            0xf3fcf971b882d803, 0x6189b27cbde419d3, 0xefd1054ac258027a, 0xc931022f83f72fe9,
        ],
        [
            0xb4b1d5423496ed69, 0xcc8329b258df378e, 0xfa3b948f228f9890, 0xfa2f1632ce311b18,
        ],
    ],
    // 439 G
    [
        [
            0x57608e77a104b310, 0x8d1909122ca5ccc5, 0x06bae9ec2398facc, 0x388dd67095172f46,
        ],
        [
            0x923375d72190661b, 0xa0aa542421bd30b3, 0x3e243b616b6fba17, 0x4150679d8a5613f3,
        ],
    ],
    // 441 G
    [
        [
            0x24633565f510111d, 0xed4946e67adf0813, 0x7d6cd6a325fa179d, 0x6527a08ba4b08235,
        ],
        [
            0x6bf6b1a1f8cdc370, 0x9dbfc3cf39cdfa8d, 0x8c4dfe7019036700, 0x0cf326120e564716,
        ],
    ],
    // 443 G
    [
        [
            0x9644bcaa9e962437, 0x8aebb7af179906a5, 0x37038b84306ef338, 0x8245ab3bfcd4e322,
        ],
        [
            0x2d8bd2a81e25437e, 0x5b22c8e25d312949, 0x81e8f0178ce9c747, 0xd13e7b86a6ba8848,
        ],
    ],
    // 445 G
    [
        [
            0x611d7774a1b71779, 0x5c16ab52c51c883d, 0x1162713f0132bb8c, 0x7cd8d386732b3aa1,
        ],
        [
            0x789bf3be25f1d983, 0x598c3c47b0435f31, 0x7a815948726a2f75, 0x458f75aeb687bf5b,
        ],
    ],
    // 447 G
    [
        [
            0xfae6a1a6377b61c6, 0x5fb17c7c08b6f98c, 0xb75053f1fa95faa6, 0x17ce9c274dc2b666,
        ],
        [
            0x89f6f987a7c1c252, 0xc089c33b40bcc54c, 0x2a05cdb852255c66, 0xf3ba269e59d6c055,
        ],
    ],
    // 449 G
    [
        [
            0xcfa844c758b14470, 0x4a8d0b95b77aa33a, 0x5827673166d07922, 0x02eea1cf7e84e1c2,
        ],
        [
            0x6e357a3a271adbd1, 0x04205b1e1f8ac57f, 0x2baf21d633d78dcf, 0x9516b79e640ecb40,
        ],
    ],
    // 451 G
    [
        [
            0x918cfa7dde015768, 0xbf60e90bc0d97021, 0x1737f0ee0d04bc7d, 0x877996df288cf250,
        ],
        [
            0xbea693ea69846359, 0xf655ec7a78a802ae, 0x3eb69c7d66a84c01, 0xd0d2e6e6cacb5049,
        ],
    ],
    // 453 G
    [
        [
            0xf8dd5390a73efe1c, 0x331159ef977b5cb2, 0x03929b450d0e20fb, 0x8f81a78f2659881c,
        ],
        [
            0x69cec5ab4a056ff0, 0xea974c3c4dde7e1c, 0xff7b8082582b5e41, 0xb3cf3311087e9232,
        ],
    ],
    // 455 G
    [
        [
            0x4f3e891f3606c012, 0x8594e149f3f13d30, 0x4659f1df85d3e7e3, 0x0c98b85f862e0643,
        ],
        [
            0xcf50f473b6b7938f, 0x3be26265fbfe1eeb, 0x204cd7df9730cea2, 0xc84c17affa12ac6d,
        ],
    ],
    // 457 G
    [
        [
            0x818a4286886c8b4b, 0xa77ec0d7bd1aede4, 0x448bf6c9dc44d784, 0xf114accf75db23f3,
        ],
        [
            0x694c0df06388f619, 0x7c976c5590e07748, 0xd0255f83406ab71d, 0x74037aaca939c871,
        ],
    ],
    // 459 G
    [
        [
            0x192a558626b6932e, 0x7808fe1ce685f151, 0x8c5f4535e8d411f5, 0x1a0ead261a05e05b,
        ],
        [
            0x614c4b73d3ea760f, 0xce1069c99ff66f8a, 0xbc081365f8c22528, 0xf1ecf8bd637c10c0,
        ],
    ],
    // 461 G
    [
        [
            0x97aca360c3831210, 0x29e2bb7e08b8619f, 0xee84e74a34484af0, 0xb4359f660328b567,
        ],
        [
            0xa94c429c24cc606b, 0x0dc1760b786c69c7, 0x02f96dc1edb4514f, 0x6a449965772acf16,
        ],
    ],
    // 463 G
    [
        [
            0xb650f02020d6a1ed, 0x8cb20f35cbf21ebf, 0x029d3d9593a67f1c, 0xced0d0bb5a56f565,
        ],
        [
            0x47487b7e7a30f1ed, 0x095130edede950fe, 0x272489e70d97bfce, 0x37546fc42e9b4360,
        ],
    ],
    // 465 G
    [
        [
            0x0e712a11d3643d75, 0x11a2a4f6203eedeb, 0x1cad49babbdbdb7b, 0x420ccc5574589917,
        ],
        [
            0xd7fd355a43258c00, 0x8190b7e61a23bac0, 0x5bff277868ab7686, 0x33001dd2b023d601,
        ],
    ],
    // 467 G
    [
        [
            0x83f4dfda54a989b0, 0x418ed67fbb3689c9, 0x317e3af529a7f9f1, 0xe962be569a12de94,
        ],
        [
            0x39c1b917f6f81b43, 0x81563a0d9ef16f55, 0x064020f779110f4b, 0xdedf5435a56e82f4,
        ],
    ],
    // 469 G
    [
        [
            0x49c0b8cc61104635, 0x17c651cfce593f20, 0x8aee6e36a4cf66a8, 0x712fd3aa7244511d,
        ],
        [
            0x916fa124e94aa537, 0x7aca9051a9953f2f, 0x0d0b7165f9e78673, 0x5fae87ceaf286b68,
        ],
    ],
    // 471 G
    [
        [
            0xfab07ec19cfadf73, 0x4dcbe9ac9c797088, 0x24db6e0560edabd6, 0x72c77135fdf12383,
        ],
        [
            0x4fe62798128148d6, 0x0ad8d242da47d49d, 0x0b80ce8c77f45c2d, 0x4c7ddb28aef6e8f5,
        ],
    ],
    // 473 G
    [
        [
            0xe9f2f7acf40b225a, 0xd19e48903c7241b5, 0x7852483bba3f2b62, 0xe1d66f536336bd5e,
        ],
        [
            0x223a8ea7ffb99e60, 0x65752d6a5e84e6e9, 0x9abd8fa0ef92b69c, 0x1e7e074793935daf,
        ],
    ],
    // 475 G
    [
        [
            0x60af9422859d32fe, 0x7ced61367a208cca, 0xa6fa0d577a9259ef, 0xb1dba40507c93789,
        ],
        [
            0x767c57de829c0ab1, 0xe00de4159b51b2a6, 0xe5b32682eb9ac1a6, 0x0872ae49affce0ea,
        ],
    ],
    // 477 G
    [
        [
            0xa2281c9a6b5f53df, 0x5a57ba593d6fd7be, 0x77eeb9032811b075, 0xf428bb2589dcf565,
        ],
        [
            0x078facf61702fb36, 0xf331c8e82a017e08, 0xdef2db4a8d3f3f3f, 0xe0acf85bc0b227aa,
        ],
    ],
    // 479 G
    [
        [
            0x01f180363c4894f2, 0xba7442edbfb3ea0b, 0x02368c49c3e4bd97, 0x60c3678e5ba3f878,
        ],
        [
            0x209b564e3654adc0, 0x98fe33b7c2ffa873, 0xfe29edc43edb36e3, 0x371696db933ca8b3,
        ],
    ],
    // 481 G
    [
        [
            0xb427a18949aa1845, 0x2520ad38288032a8, 0x016771efe64e866f, 0xca3712de120a1279,
        ],
        [
            0x6e706343fc32e749, 0xe979c42ababbe3f1, 0xa56ad75f15cbf956, 0x5e89ba2b838e33ff,
        ],
    ],
    // 483 G
    [
        [
            0xd781b86092a2979e, 0xa6cb3c0a8e20f774, 0xa120387ad52b9eb6, 0x0fdec7765390233c,
        ],
        [
            0x8c4ee76d6f13c04a, 0xe735350b3036a98a, 0x58a90cc1c635ce59, 0x9e69aa721787e911,
        ],
    ],
    // 485 G
    [
        [
            0x33e19cd756dd2958, 0xb45c27ebbd019c1e, 0x55b7c60b1ed3180f, 0x52d28fea96984cd0,
        ],
        [
            0xa2cbf95e78fe8824, 0xed7caa934db6bf72, 0xc50f3903d431ef5e, 0xc78ee06598f8b497,
        ],
    ],
    // 487 G
    [
        [
            0xd24975f9c544d56f, 0xc35a0d460f851078, 0x5d8787d16892645c, 0x4781d97924249472,
        ],
        [
            0xefb731b1030472fc, 0x42ee651eac23a52f, 0x2217c46534fb7b2b, 0x20298a5e3551c6a5,
        ],
    ],
    // 489 G
    [
        [
            0xa1f53e81089c565e, 0x039975f20e90944a, 0x46dc34bfae6b7723, 0x288ba24c91879996,
        ],
        [
            0x1ff9b53d2547a335, 0x1e36fbc27005a4fe, 0x7ba364fb63699f6f, 0x72ed64e4a7c71394,
        ],
    ],
    // 491 G
    [
        [
            0x2cb663f06273582e, 0xecf2f56095ee1bd0, 0x27005daa26956b31, 0x2fed990a58ebf447,
        ],
        [
            0xb1b6441a157da6fb, 0x5929a358af17ab3b, 0x4b40453770ffbe3a, 0xeed4e2ecabc96ee5,
        ],
    ],
    // 493 G
    [
        [
            0x126c565a776b6af6, 0x24bdbfa46959ec23, 0x6e563a1c1cd88752, 0x358346b450d70e2d,
        ],
        [
            0x9a78a208f36b99f8, 0xd119db2b99ffbf72, 0xa045bc61ae69ab49, 0x20b587d8d6aa132e,
        ],
    ],
    // 495 G
    [
        [
            0x0b4f6aee6079c17f, 0xe3cb495b3424ed0f, 0xdf643c307f9bf895, 0x8c559f88858bc430,
        ],
        [
            0xbf52510969520092, 0xb6227e9eff1fa31c, 0xcb55a151ecfb2410, 0x11e3334e11f2995c,
        ],
    ],
    // 497 G
    [
        [
            0x705b21c61c1b0ca9, 0x6ec1c64933b3c22d, 0xa3120eb0aa39976f, 0x6e3c834e23833b31,
        ],
        [
            0xbb48a0d1c2369726, 0x13244b9092dae76a, 0xd1f8f1900ea78e4b, 0xae2ccb31aa988020,
        ],
    ],
    // 499 G
    [
        [
            0x800c45ac17200cdc, 0x68b0bfaf0bd41508, 0xd3e2e885d1db6704, 0x89036116bf7b9b3f,
        ],
        [
            0x88d6724664afc305, 0x1a231a991ef8fa12, 0x920e4894fee5e9e5, 0x0bf017dcad544c01,
        ],
    ],
    // 501 G
    [
        [
            0x0e46511bfdf5f477, 0x490e755ac4bb10d0, 0xdfef9bfda631d48f, 0x8af3bd22749abda9,
        ],
        [
            0x3a36fd84fbc6c42d, 0x6e5ef25dccc286c2, 0x9aa6521217ee8927, 0x2865e8d10b4b9749,
        ],
    ],
    // 503 G
    [
        [
            0xb0740c97d452f9d1, 0x12b61bb74f76d734, 0x86c67352beb49154, 0xd8fed14be83c0055,
        ],
        [
            0x79c78592c5a687ad, 0xad2dbab962643cdf, 0xae82e2103196aac8, 0x21223f5ba52fd5de,
        ],
    ],
    // 505 G
    [
        [
            0x65d2c8055546b457, 0xbd8edcc440702fed, 0x5c6c69b158d82f87, 0xc766b99901dd2653,
        ],
        [
            0x4081cf7ae3feb8bc, 0x3c189b54c851fc5d, 0x186fb20c54aa87a8, 0xf9396c538742ff3b,
        ],
    ],
    // 507 G
    [
        [
            0x17fe16b24fbb4402, 0x704133a01d68b449, 0x667dc739b56bcb9c, 0x4803161cabf9b950,
        ],
        [
            0xd01d68bc9d7ed027, 0x738edebd58f47f69, 0x539433e568d52ede, 0xd9dc73de13cfa2ae,
        ],
    ],
    // 509 G
    [
        [
            0x2943db25430227ac, 0xbffee9877c7d31b6, 0xd53be0574ac28fd6, 0x5606e5ba402cf1fb,
        ],
        [
            0x7bbc70765fcc49e7, 0xc7eb8b58a467122b, 0x42e97f133983fdaf, 0xc90091f91b0978bc,
        ],
    ],
    // 511 G
    [
        [
            0x96fcd4a28ffb0819, 0x59a8a75454c6cee7, 0x7f07586fd7eb2084, 0xdfb66be964e553ec,
        ],
        [
            0x32944177313cde93, 0x1267107dc34a378b, 0xb33137d1870d22e7, 0x8f69d5bdb7fa3897,
        ],
    ],
]);
