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
//! `G` of `curves/p384.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each as its
//! canonical value in six little-endian 64-bit words. wNAF width
//! 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<6> = OddMultiples([
    // 1 G
    [
        [
            0x3a545e3872760ab7, 0x5502f25dbf55296c, 0x59f741e082542a38, 0x6e1d3b628ba79b98,
            0x8eb1c71ef320ad74, 0xaa87ca22be8b0537,
        ],
        [
            0x7a431d7c90ea0e5f, 0x0a60b1ce1d7e819d, 0xe9da3113b5f0b8c0, 0xf8f41dbd289a147c,
            0x5d9e98bf9292dc29, 0x3617de4a96262c6f,
        ],
    ],
    // 3 G
    [
        [
            0x02d7e5c70500c831, 0xb408bbae5026580d, 0xbea4f240d3566da6, 0xcb9d3910202dcd06,
            0x64793c7e5fdc7d98, 0x077a41d4606ffa14,
        ],
        [
            0xb65f28600a2f1df1, 0xc24abd6be4b5d298, 0xf7684c0edc111eac, 0x8520b41c85115aa5,
            0x7d0bbe9602a9fc99, 0xc995f7ca0b0c4283,
        ],
    ],
    // 5 G
    [
        [
            0x0abcdbc3836d84bc, 0x37882f4a1ca297e6, 0x4f6661cbe56583b0, 0xf208e51dbff98fc5,
            0x573cac5ea025e467, 0x11de24a2c251c777,
        ],
        [
            0x184414abe6c1713a, 0x3177686d0ae8fb33, 0x8c986533b6901aeb, 0x284b447754d5dee8,
            0x0f5837e90a00e7c5, 0x8fa696c77440f92d,
        ],
    ],
    // 7 G
    [
        [
            0x040f05b48fb6d0e1, 0x8b05526f55b9ebb2, 0x2d58cc9dfa7b1c50, 0xad6fe997fbea5ffa,
            0xf29f8ebf234edffe, 0x283c1d7365ce4788,
        ],
        [
            0x64664cdac512ef8c, 0x30d84ede32a78f9e, 0xd9c92cd01dbd2256, 0x1a61d867ed799729,
            0xba52efdb8c169047, 0x9475c99061e41b88,
        ],
    ],
    // 9 G
    [
        [
            0x5c55e4461079118b, 0xc388528bfee2b953, 0xc6cb1ee285fb6e21, 0x2216f7291e6fd3ba,
            0xf1bf29b8b025b78f, 0x8f0a39a4049bcb3e,
        ],
        [
            0x262da4f9ac664af8, 0x9e743efedfd51b68, 0xb7678854aed9b302, 0x9a9b3d7ca3c400c6,
            0x452c4a5322c3a979, 0x62c77e1438b601d6,
        ],
    ],
    // 11 G
    [
        [
            0x26356f3b55b4ddd8, 0x4749b66e3afb81d6, 0x56c9fd14892d3f8c, 0x7fe935ed5837c374,
            0xda1eeec2904816c5, 0x099056e27da7b998,
        ],
        [
            0x7d5dba8138c5e0bb, 0x5466d51263aaff35, 0x43ff93f41b52a325, 0x6fc4eed8dfc363fd,
            0x688505544ac5e039, 0x2e4c0c234e30ab96,
        ],
    ],
    // 13 G
    [
        [
            0xaaf1ca1e3b5cbce7, 0x9ee5f441abd99f1b, 0x6267bcd1f0f11c13, 0x9632bff9f01f873f,
            0xafdaf5002ffcc6ab, 0xa567ba97b67aea5b,
        ],
        [
            0x6423a12736f429cc, 0x776bcb8272218a7d, 0x86329be057857d66, 0x5185595046932ec0,
            0x644e4147af164ecc, 0xde1b38b3989f3318,
        ],
    ],
    // 15 G
    [
        [
            0x4b88701a9606860b, 0xa849557a10b6383b, 0x5b21f9f7da7c4e9c, 0x22a94156fff01c20,
            0x8cc15c11d8135255, 0xb3d13fc8b32b0105,
        ],
        [
            0x985d588d33f7bd62, 0x838d24f8b284af50, 0x84d1114373dfbfd9, 0xeebac4a11d749af4,
            0x1b049b2536164b1b, 0x152919e7df9162a6,
        ],
    ],
    // 17 G
    [
        [
            0xcaf3a9add9ffcc03, 0x17012a991af1f486, 0xdcc614e42e5805f8, 0x692befb0733b41e6,
            0x00a5ebbcb13e1a32, 0x4099952208b48896,
        ],
        [
            0xfa650ef5e23b09a0, 0x04da4d2faa9680ec, 0x9b797d277f2388b3, 0x163ad3f8008ad0cd,
            0x39474594af603598, 0x5ecf947778330598,
        ],
    ],
    // 19 G
    [
        [
            0x9599e68713f5d41b, 0x59c8651060801c0e, 0x12390b430467aabf, 0xe07dbecca86cd9b0,
            0x16858a211d750b77, 0x8d481dab912bc8ab,
        ],
        [
            0x6995b07e75e52245, 0x11ffba5608004e64, 0x594b32fd7adc0e8c, 0xb2291b68a1039aa0,
            0x7be99f2a60669050, 0xa1592ff012146085,
        ],
    ],
    // 21 G
    [
        [
            0x626b4c175eb77422, 0x46a37313df88fd64, 0xf9936136bf42cdb7, 0x606290985f8283f5,
            0xc7817121057d46e1, 0x27935df4e25c6f47,
        ],
        [
            0x9d5606eb10c69f84, 0x2b6f8d9838ef0c13, 0x585d9c4e6c615b53, 0xa4f2d4aec079c6b7,
            0x9ab1a3798d1e3524, 0x380a1a3b4898d4cd,
        ],
    ],
    // 23 G
    [
        [
            0x1e555ebc684aac81, 0x84a900a91f7c4ab5, 0xa68749c30c7f9aa4, 0x22c0102fd4293a78,
            0xe741a4a8000d5eb8, 0x3cb647a5df014c23,
        ],
        [
            0x79b65fea0d5a2b14, 0x09be21f6414b9be2, 0x7afbf0557ead6368, 0x6103c7b0218bc837,
            0x4966f85ebdc18cb4, 0x28300479a8f88dd0,
        ],
    ],
    // 25 G
    [
        [
            0x46f41be83716be9a, 0x31a8a58b3dcb2ca4, 0x555746bd28fda974, 0x07c4d76fab5ce0a3,
            0x9ee9eb5267946762, 0xe4c6d5cb9183a670,
        ],
        [
            0xffaf54d7e6aac897, 0x09a957bbac49722c, 0x6280b8afe5d6a5a2, 0x5942e18d15922f20,
            0xc0027f165dd74ca9, 0xa37245523aa57845,
        ],
    ],
    // 27 G
    [
        [
            0x6b4eedfa23e2e546, 0x20761bc15898e1b0, 0x4acb49c0d7ba04e2, 0x08e3acaa2b4a8d3a,
            0x3c316d5a82c8b705, 0x9c5fa2c13f418e62,
        ],
        [
            0x529fb56479f48752, 0x0ef2c4b2213f519b, 0x6f015651bd9218e3, 0x94fdf1b7da9e5955,
            0x5afe81503cb7bf61, 0xf641de0cb075851a,
        ],
    ],
    // 29 G
    [
        [
            0x977bb83b1eb1a373, 0xad69e407f57b1e27, 0xfa46d04f4d4dfca2, 0x6e0af4f41cbcde50,
            0xd7b75810ce554ee5, 0xf1bc35f9656c6eea,
        ],
        [
            0x53e0d05ef28faf29, 0x3ffe8f5147848a0e, 0x531f70960a30e838, 0x8d7aec776d94fc70,
            0xf733c547c0f2b3dc, 0x2458497a559bcdcc,
        ],
    ],
    // 31 G
    [
        [
            0x0c8361dba9eb28b9, 0x061fa485bd1b8a65, 0x9d3993124d374e62, 0xc73e3336394c98c5,
            0x04fcfa12c087d446, 0xf2e6f06f0ea533e8,
        ],
        [
            0x3152f5ba7852680c, 0x3e8802c6d2fc9ebf, 0x3fb0b9ac114251cd, 0x4a041a8651780d31,
            0xf9e442612fcffbd1, 0x8f86e464c200bc46,
        ],
    ],
    // 33 G
    [
        [
            0xaefd7fec482c802a, 0x631eaed97add3fe2, 0xaf246b3f70bec90d, 0x55492715879f54bd,
            0xa92758f2773bb6c9, 0x38dbd58238c21bbc,
        ],
        [
            0x599a066726d333bb, 0xd3145ea7abbf4370, 0x7b86f2aba9bd9527, 0xeff54a716511f5f1,
            0x12a77e148373d30f, 0x828c26694df81889,
        ],
    ],
    // 35 G
    [
        [
            0x29e4ae10ae1410ea, 0xc998b7fd7b3813ca, 0x55a0270e5859145d, 0xc3675bf4f728f3ac,
            0x9b9863d46535a5ab, 0x77c12dceca498ff9,
        ],
        [
            0x35747e089cbeef77, 0xc20c5f0bbef22673, 0x00487a48cee2b22c, 0x396e7fb8964f4304,
            0xd302f0d0bd10269e, 0xeee351bc34276d3a,
        ],
    ],
    // 37 G
    [
        [
            0x2a07272d05de389d, 0xe56ba2d9cafcb448, 0x41c36c0122a10654, 0xd850ac1e45c8fcb9,
            0xfdb4300af2deaadc, 0x1221b1e1be96dfe8,
        ],
        [
            0x533ffb21939dd273, 0x5f4f2a9231bf6723, 0xb233124188d17ebb, 0x059953dd8965d97d,
            0x1ad8460e2e216618, 0x50b225fa8a5ed838,
        ],
    ],
    // 39 G
    [
        [
            0x15ac797ea8f8fedb, 0x4983e9bc8a47b24d, 0x35b72c15f264347c, 0x31c65d0bd2d3642c,
            0x8224c2dcc11702de, 0x9bc6b65436262167,
        ],
        [
            0xc0979304abbcfcd4, 0x6ad799aed585d888, 0x22e5893043a248bf, 0xdba18218185770c7,
            0x7147eed091efb368, 0x4482f093849864ec,
        ],
    ],
    // 41 G
    [
        [
            0x10f3f39e87c76293, 0x077b05ca6a94f76d, 0x10d10234b609b8c7, 0x5185d456b279a184,
            0x411a5ed920a88b09, 0x2ce37b2917ad0d5c,
        ],
        [
            0xcf8a7d7be2a7607e, 0x4dda48b4fa5d1dfd, 0x8208f6db859227bb, 0xbab5b7b88f803547,
            0xdabde6f484adc04f, 0xbf27e3e07ba0ebb9,
        ],
    ],
    // 43 G
    [
        [
            0x80dddc249a26a33d, 0xaa49a4148fbebc67, 0xaba8ddfa4745a605, 0x4de52ef9689a5eb5,
            0xa5a2ff485cf5a64f, 0x9c3adb9111fe252c,
        ],
        [
            0x344000dc47355061, 0xdbae5b8175af7420, 0x4c69c4c0108a6a32, 0x69dcb8452f057663,
            0x50b9f80b22b4829a, 0x83e8d95f813af4db,
        ],
    ],
    // 45 G
    [
        [
            0xa5b68a56bbfef50f, 0xb03d491de84ea016, 0x258449c2e28cd17c, 0xadd9c644fd8393e3,
            0x3bce43bec4f4609e, 0x6ce3bf11431d1d9c,
        ],
        [
            0x36dde9917c570471, 0x8105da32421e5cfe, 0x58d74fe2bc8777e0, 0x918800e37b4e4aa8,
            0x7c76075539542abd, 0xc3325e274b23604e,
        ],
    ],
    // 47 G
    [
        [
            0xd5254db0689a30fe, 0x21e9e8ccc22e6b2c, 0xe2a9530742a384f1, 0xc870bf64c76762c0,
            0xa06f4ca5fa30e0bc, 0x1273f595eaba5df1,
        ],
        [
            0xcbdaf9963d58f4ce, 0xa7147a032edfc8b0, 0x13cce2421581486c, 0xa1afe32ae0ca83c2,
            0xa0db552ca682b49f, 0x62737fc8fe0818cb,
        ],
    ],
    // 49 G
    [
        [
            0x9da43e8e5a0e8cf2, 0x8828f5b191d03d1c, 0xdd74d976a4911734, 0x7486cc53003ed182,
            0xf504f32fc1211afd, 0xa6c36459d1243ff7,
        ],
        [
            0x2e6ddb768c63b40a, 0x38a1bc0bc57b89f6, 0x22899f57821ad25b, 0x0bd72553fa3365b4,
            0x1cebd105c28a71d0, 0x58279fcdf96c71d9,
        ],
    ],
    // 51 G
    [
        [
            0xffe06fbae0068fb0, 0xa618a8cc08d1b992, 0x7126ed3b510b0341, 0x0b4a2a1247e8f2cc,
            0xa86d2c9e23c2f5bc, 0x8bc6057da46fdafb,
        ],
        [
            0x6cb597b8e22c2ce9, 0x54c6d084dd6077f5, 0x42fed20299ce9705, 0x777fe7595994ae0d,
            0xfbf2a22fd1f1985d, 0xfea19f27f6881a60,
        ],
    ],
    // 53 G
    [
        [
            0x90903c9d776e9fa3, 0xff2ca2a90bdc08ac, 0x8f41cbe07c3e20b6, 0x88e935bdd5f169ba,
            0x92288353932cf408, 0xa0e5cd10144167c5,
        ],
        [
            0xfc5c555ade9e587e, 0x0c9dcbea9d4197aa, 0xe7dbf0ae17f7fd0a, 0xd6396c943a16024e,
            0xaa542f5c1e7ce4be, 0x120de79718d154fe,
        ],
    ],
    // 55 G
    [
        [
            0x3bb25771ff2b4f85, 0x30d0a0e2e2ee7c87, 0xf22f519eeae1eb01, 0xf36d925a4f0112f5,
            0x307d064e7750ab08, 0xa059cd75571b3507,
        ],
        [
            0xaec87aa569c8d6cc, 0xa880c76b8849bcd5, 0x0fa0147d878235aa, 0xfc311351556408ff,
            0x026d8cebfcdfc32e, 0x40f6ae62c5a75f70,
        ],
    ],
    // 57 G
    [
        [
            0x709d6a38b6ecb8bd, 0x07fd3823a2b10416, 0x78baa65996532279, 0x6c3eb8b272461fc7,
            0x4f1cec9879cabece, 0x8654ddc7eb10d5a8,
        ],
        [
            0xb867bea8e3578549, 0x88d6dbd5abb99b51, 0x7d1d13d1aa1c7e40, 0x742599e648fd7ea4,
            0x830567af763ec9d0, 0x3127066c11092e88,
        ],
    ],
    // 59 G
    [
        [
            0xba77d70f99fe20b0, 0xbbf7b15b29f59772, 0xa2b93e41e5a75d8a, 0x91e7691569202b98,
            0x4296f482176d1b01, 0xcc42cb6ad9f7161a,
        ],
        [
            0xda74d5345e24d63f, 0x182916746338781d, 0xc23168cdfb54deb9, 0xea4223f449e3895e,
            0x91646e65069fa685, 0xbbd6bb6bad8516d3,
        ],
    ],
    // 61 G
    [
        [
            0x5c24cc10bda2cc75, 0xb5e5a6d1fb4071db, 0xa92542dbf5872edc, 0x5f729644b4fa011f,
            0x870b7900c1c47689, 0x0a12151e620a81a2,
        ],
        [
            0xa13e157ec5a3e83c, 0x84fb986767fb8c48, 0xcf6593451a9a0698, 0x4479d4c75bb1d9f1,
            0xe15002475bc0a80c, 0x857c802960eaebb7,
        ],
    ],
    // 63 G
    [
        [
            0xafd574f7e008f8af, 0x941560583def5431, 0x3c968cfbb83c8f7b, 0xac334769de358b33,
            0x2cae508f5164ca6c, 0xb32e89eb942aab11,
        ],
        [
            0xc81abe0944e11e2c, 0x35daedff59e74a1a, 0x79cddd7a04990095, 0xa770fc48b73edc06,
            0x24e2bf69603ffd5b, 0xb1e3ae7166d97103,
        ],
    ],
    // 65 G
    [
        [
            0x6dfdfc9d07d6c3e7, 0xd1602978c69cc18b, 0x51273a44b269db68, 0xcec9289d95cc77ab,
            0xd452d40530433542, 0x88d136b5cf915a2b,
        ],
        [
            0x51156170ed6f32c9, 0x42df7f37b8e75467, 0x6028fcb86db0ebca, 0x1b74e2086f4485f9,
            0xe9add37f1694ea0c, 0xbcb5765b04501d46,
        ],
    ],
    // 67 G
    [
        [
            0x32962c17b60e52f1, 0x2730200698894498, 0xeba618fa8559a895, 0x5ae87b2beffb49a2,
            0x988732717a7956c1, 0x3df769592ef670fd,
        ],
        [
            0xef2c7aadd113ef3a, 0xf47a74591c2b8135, 0x9cf3da157dfbb5c5, 0x5602cff71fa7189e,
            0x9b457f504e760614, 0xb0bed5cdd214e04e,
        ],
    ],
    // 69 G
    [
        [
            0xfc74fad8e09412d4, 0x1721b49845c63b6d, 0xaa732cee3eddcff9, 0x77abf22dd87d5f6d,
            0x87ce93cade383210, 0xdf8eb15ddb9c7823,
        ],
        [
            0x087ced234c258534, 0x8924f9ec25f4dc36, 0x5d9e9206d105aeb7, 0x13d041617aac16a8,
            0xef2470b158427ad5, 0x17801aeb87c5d621,
        ],
    ],
    // 71 G
    [
        [
            0x55031162056fb793, 0xfe53fbff2fd5387a, 0xf044c2c670975725, 0x1e24ee5996377ba6,
            0x60042b12bb6e3247, 0x30e3183bff268e82,
        ],
        [
            0xd64fc2ae7185e15a, 0x8e9f5fe38657489c, 0x75409794f8556a17, 0x2ae2db01fab2c937,
            0x122632dcc4606ebb, 0x6a1fff2b5fbb5ec0,
        ],
    ],
    // 73 G
    [
        [
            0xdbf3f2f719da355c, 0x286152ae4e8963e5, 0xfd241373f6938d0c, 0x74b78f9fe6050fa6,
            0x372f242469ca96f1, 0xe28249700866ec1a,
        ],
        [
            0xc51974056cd8c070, 0x90f2f2cbd8691f7c, 0xc4831cb10cab2613, 0x8d288da4bf615c62,
            0xcae3a94243b2ae52, 0x997cd3e0faf2609c,
        ],
    ],
    // 75 G
    [
        [
            0x10c6b6cdcdb731ea, 0x66f4f5d6c07c5b76, 0xc4c29e898f450ed4, 0xabb0dcd153e375ff,
            0x7ce9b2f04b10e53b, 0x0f3ec637641fda34,
        ],
        [
            0x9f738a2a39843afa, 0xcf63da9ed3fb1690, 0xac5613ed11f8243e, 0x1f5ce803ed04ad05,
            0x34bad36cf68e941d, 0x512e000769d6a3c6,
        ],
    ],
    // 77 G
    [
        [
            0xc1134cb107e7ef95, 0x604c9f0f2f029c95, 0x72bee0a7111c5b8e, 0x42fa847b2b2112f9,
            0xbe0e80d6e7c06e6c, 0x8366c4994a4f8178,
        ],
        [
            0xa98f6368e395d26b, 0xc62625ec09ac49e5, 0xf4b160c099d8b3d6, 0xd31ac9082f584ed6,
            0x46120a649bb9f616, 0xd942410a73cbefb4,
        ],
    ],
    // 79 G
    [
        [
            0xd6f5d6d7e27a09e1, 0xb210c1a347cc2cba, 0xdc6f5d22220ed8f7, 0xe82212837bb89bf0,
            0xb5b2305d5a0da7e5, 0x08932000271094c3,
        ],
        [
            0x8eed430b0f759e87, 0xe08928a3f5a65602, 0xd28cc14674223c8b, 0xb6a5d10fcd0ea19c,
            0x577a591d62f95536, 0x23389b77f14098c6,
        ],
    ],
    // 81 G
    [
        [
            0x187a3e46d072aa44, 0xb1ba877e2dc9ea82, 0xb1f416fb8f72fdba, 0x1e28cc8d5c9c5b48,
            0x7e983fc77c052786, 0xf0091b1080b24c40,
        ],
        [
            0xb58810f8cfddcfb8, 0xe7ed6077a9a08429, 0x352071d69af769f4, 0x94ec8ccc18f16f8f,
            0x82cd63a572fbb7a7, 0x022492b56c351fc8,
        ],
    ],
    // 83 G
    [
        [
            0x75324ed6dec13d4e, 0xc15dffe3490a1672, 0xe354e034d853f73b, 0xcedee8855e9c2712,
            0xe5ab3cf665409a3a, 0xe4c3d40e786da563,
        ],
        [
            0x85062071b43c3cdb, 0x2652005c7ce206c2, 0x912eb4d0d0789a52, 0xd33588150aa8dbe6,
            0xe31d9deec7cab1d5, 0x4b4b1bdc6f0d56ec,
        ],
    ],
    // 85 G
    [
        [
            0x8cc6ac7ac1354b1c, 0x547e6f408d84edfb, 0x0f63a7fa72744890, 0xcba390739b713bf8,
            0x60e5bad85b1a0ee9, 0xe22e9eb140b73bba,
        ],
        [
            0xe7f8690100501f82, 0x2d3184d072bcf3ab, 0xe62abd34b55af7d2, 0xa0bf6405253c5849,
            0x7e8d6eb4e7c30093, 0x65c4cd738225a479,
        ],
    ],
    // 87 G
    [
        [
            0x3200bc9aee21919a, 0xab62b87ab5a2712c, 0xfb2d7d6b6018e1de, 0x0c3e5c9332370ab7,
            0x8092e374e9736878, 0x0d87a658e71e374c,
        ],
        [
            0xf54d7c2759f1932a, 0xe196409571bd2f32, 0x21a0d1013ad4dea0, 0xde5c19291060a112,
            0x1c0cc6b29061b73d, 0x472daa2816e70ae0,
        ],
    ],
    // 89 G
    [
        [
            0x752be5ef7582d838, 0xaa0727dbaab998b3, 0x90ed9fc00a48cc82, 0x4fa8371c6315ac5c,
            0xb08d340fce52ad8f, 0xc6f0e52b141ac3f8,
        ],
        [
            0x803426d2319512f2, 0x7a7153709ad7b2ea, 0x386fb1d4c2717aba, 0x909a12b8bd106f52,
            0xfe1a4c10d6724902, 0x040a8f77694f01f8,
        ],
    ],
    // 91 G
    [
        [
            0xce44488c1da9cdf8, 0xf338ad170e894df9, 0x67bee640ccbed257, 0x2e1aee36f2e8eb2d,
            0xe0b8db0e53797455, 0xb52215034ba7255a,
        ],
        [
            0x55e244068fab54bf, 0xd1ea7aad8c148760, 0xfac3805b82983f14, 0x6c6b20a3cc977ddf,
            0xcd769b2d89c7e5ab, 0xd7228440858ac38b,
        ],
    ],
    // 93 G
    [
        [
            0x98d6ee4c1498007c, 0x8b69a76c7e8b8896, 0x8488aee159a36b1c, 0x4abc15f08498b24f,
            0x6139029f3c614d46, 0xcf04cfb2d4eedd36,
        ],
        [
            0xe525b6f7d508f7c6, 0xb47bb12411e75b6d, 0xcf8b2315eae8910d, 0x8e3434f9f2ed25e6,
            0x6905da136462e9bb, 0x1c7ef1164ea41c3c,
        ],
    ],
    // 95 G
    [
        [
            0x1d888e8fb19b9882, 0x0602b146661cfa3b, 0xa25bf8212eb6a61d, 0xd2e07e7240a4a0ca,
            0xf1c776deaf4d0414, 0x44f3d6e40e2d2985,
        ],
        [
            0x6590264ff01cef8a, 0x1a0be81c21bfa65d, 0x388582516c4bd841, 0xffe66e120c750f06,
            0xd0fc640eb0c0a778, 0x1246457f07800f64,
        ],
    ],
    // 97 G
    [
        [
            0x0a68888ffe611017, 0xc4a55ce9e774c885, 0xbf2a4e8672a90a00, 0x740510735f96232d,
            0x5729c168ee384e01, 0xc466ca9f9a9c0e47,
        ],
        [
            0xb6386cea70aa4f67, 0x6ce10e8e0164edcb, 0x7b2e87a6b36aa3aa, 0xa0c7033044abc4de,
            0xc387195037234143, 0x4ee0f462a3048147,
        ],
    ],
    // 99 G
    [
        [
            0xe012255279ce8be4, 0x01904f19f229c7e0, 0xa92ddc1e0cc65085, 0x993dc3625783183a,
            0x3a0f272d66236d7c, 0x69a19bed04766dcb,
        ],
        [
            0x226e6aad933d3804, 0xb551bad4a7cea8cf, 0x550bd4ce3539f901, 0xdabcb242bdc5114d,
            0xd3339fa0c68ff20a, 0xcf74050b6cdf3fcd,
        ],
    ],
    // 101 G
    [
        [
            0x61dcc97f1851aba4, 0x7a21a1192a6a107e, 0xccebb5a7fdb7a131, 0x8e7429424957d52b,
            0x920c62db0b725979, 0x1a45894c36087948,
        ],
        [
            0x90879d048faf043d, 0x421c8e57c2c60ac2, 0x55f2a9194f0d3932, 0x2afae48181613048,
            0x81514f47c809c33a, 0x6c7aa1d6ebf81c5c,
        ],
    ],
    // 103 G
    [
        [
            0x533ed22727f5125e, 0x53647de7587ee5dc, 0xb20fd36374f716f0, 0xe700d150a10aed22,
            0x61f3f286a3d43a09, 0x0c87e18f3e4f445b,
        ],
        [
            0xb9b03b596a18c5c9, 0x9efa553ea116366b, 0x57f325c6b438bf3c, 0x05537dbb4e9740ab,
            0x57640d3e270b9e0a, 0x562c803775ed2ac5,
        ],
    ],
    // 105 G
    [
        [
            0x98af4960770c2403, 0x3606cf93f4a1ff49, 0x444057337c75aba0, 0x5f98eda7a712979d,
            0xd03cd689b9635016, 0x1b2c225d637d21e0,
        ],
        [
            0xbc8bc6899f06cf00, 0xe6e0babb960307fe, 0x250ad7e4457bf7d6, 0x6016e2459ea198a4,
            0x15cdac6a0abf2bad, 0xe6037e5f849ea526,
        ],
    ],
    // 107 G
    [
        [
            0x52bf1cf00a741bc1, 0xb14ea5762e47a0b7, 0xbc85993c7ad311b0, 0x345f48f57cae81e3,
            0x7514e5535dafb42a, 0xe902761c037b25c2,
        ],
        [
            0xb41102def5b5aa8a, 0xc2b46718497cbe9c, 0xaca01c3e1e586aaf, 0x52f4bce838a8d54a,
            0x4bd072234f3fc433, 0x9a7df3deeb2fcde3,
        ],
    ],
    // 109 G
    [
        [
            0xc4938afbf707b545, 0x41b6aa8a713d06cb, 0xb428950d1c5da7a2, 0x62a4dd57be2b5b65,
            0x166c34f04bee992f, 0xa683d16ae6db2036,
        ],
        [
            0x5130cc477ac8415d, 0xd33bb714e393523d, 0xf92519f6aab18a38, 0x55abee606fe080f1,
            0x502dbeff3151bf99, 0x11f4850ea42dc6b2,
        ],
    ],
    // 111 G
    [
        [
            0x2339ae6b273d4af8, 0x33b7071be6ec9a3d, 0x8e0830c44e1e7664, 0x6c68de432a3ccbd8,
            0x26901c4e1b449d99, 0x6353902749a86147,
        ],
        [
            0x7f843fc68c415011, 0x2a80d2fe8bbf9db2, 0x1f292ff69e2555b6, 0xd973beb64919e6f3,
            0x9d2e43d63f261307, 0x73f8e18082c83bd6,
        ],
    ],
    // 113 G
    [
        [
            0xe28eddded5ac615c, 0x2014c616f20421eb, 0xe22d8989ddbd6aa0, 0xa438bd831f79a016,
            0xba821b7f71cd6a1b, 0x66f00ce4f656676b,
        ],
        [
            0x061221bdf46a5f13, 0x34d3e54154b8e810, 0x5ead1b1f542187a3, 0xa64649c7fd86999f,
            0x060b3b1a25301e5c, 0x8dcac1cbb835ebfe,
        ],
    ],
    // 115 G
    [
        [
            0x6eb40bcd64c0767e, 0xb5d6fc01f42bfbca, 0xc5eadcfeef75a69b, 0x7befea9c9d9d68a0,
            0x0b1052e9ea546e48, 0x25dba85a64d397da,
        ],
        [
            0x852ed64af1e8657d, 0x2540e790e4b654c3, 0x0aa5c851840b1e25, 0xf0866468f1380642,
            0xaa0c6c9530e79cf5, 0x36ffd05d97a813c5,
        ],
    ],
    // 117 G
    [
        [
            0x4b05937ce6737f2a, 0x65804cf8024d1f3e, 0xdccf594d279b51ac, 0xec500bc59b7653ff,
            0xe4c6d9800b921b1e, 0xcfa91e2ed523d045,
        ],
        [
            0x96e891bb8731c73a, 0x99de996c041c5c77, 0x59b8dc345c60132d, 0x9ba11bd897ed3ae2,
            0x2e27d33da57984d1, 0xac800dfc7d4a13f6,
        ],
    ],
    // 119 G
    [
        [
            0x636322e4a8f1f4c1, 0xb1c90accc568587d, 0x962bfe8340e8b08d, 0xfe1e257f1336246a,
            0x7d5ac80613a66b3a, 0xc6c94f3105918393,
        ],
        [
            0x4667365d41aaeeac, 0x505595a3c04720aa, 0xb7349d42939d8c45, 0x63ea51453ba7a76d,
            0x52794c5cab39df60, 0xdf68fefa3d27f977,
        ],
    ],
    // 121 G
    [
        [
            0x0bd34e6ccd9e105c, 0x449f8ca1cf4af485, 0xad8bd2eabe5c11cc, 0x08dcdc0d8b676e47,
            0x5d0aea9a301eef37, 0x4229efa001587bc6,
        ],
        [
            0xa94bf92dc460db77, 0x1c42bc32f233e76c, 0x45792ec2dd88641e, 0xde18fda9c87194fa,
            0xec901083b33dc646, 0x8caab0a70c5286f5,
        ],
    ],
    // 123 G
    [
        [
            0x1032b09d96749836, 0x605290a3a9a8138e, 0xea87732142a90fc3, 0xde9e936a5bdccbcf,
            0x94e4e7df06722957, 0x257f9dec7c460b4b,
        ],
        [
            0x23cb8cc02c1915cd, 0xbe4c0613624cf007, 0xbfcdc9d8507ecad9, 0xf54692e2cb62d148,
            0x1fe0ef2fa756cd63, 0x51d8188779b115e1,
        ],
    ],
    // 125 G
    [
        [
            0xe662ff69216ded14, 0xf41dfa583caed5eb, 0xe8c04c9faf8f4cbd, 0xcbc781af5fc29fac,
            0x6932eb5e36deebfd, 0x84847fb5837812b0,
        ],
        [
            0xdb036359a38f527b, 0x76d6cf22c259d071, 0x65c806352b7aac27, 0x84b9f6894939aaf4,
            0x71549250a3809c2e, 0x774d7adc16544d9e,
        ],
    ],
    // 127 G
    [
        [
            0xe4b45d2a4b2327f1, 0x436ed1011b3d9d93, 0xca5d7fbbfa2d5d9d, 0xaf348afd8b1c33a5,
            0x153c9bfbc18a9e41, 0x35496041ea253b0d,
        ],
        [
            0xb02ada1cb3426158, 0x8ec3ce9ba7c171b9, 0x30a5057c7d62de8f, 0x8dd2ce266f9db6c3,
            0x69d9e09d164619ae, 0x73ce1eaa4ffddc1d,
        ],
    ],
]);
