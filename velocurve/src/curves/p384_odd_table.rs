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
//! 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<6, 256> = OddMultiples([
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
    // 129 G
    [
        [
            0xc97f55fe1f21063f, 0x58844eda558a1333, 0xf86247a65fd0372c, 0xdcb70248c30ed059,
            0xd2a937fe99c59943, 0x755585b868f9f72a,
        ],
        [
            0xa6e130794f9e9cd4, 0x8385bd9ac53c24f8, 0x5d3e718a0d91879a, 0x5d3431ed8046c923,
            0x0f2dcafdaa385c46, 0x1947d7e9eae800ab,
        ],
    ],
    // 131 G
    [
        [
            0x84c7775378a2bdbb, 0x55dca2d968d5c13e, 0xdd7cda46ccb94af9, 0x82d9cf77f648e5bf,
            0xb6b484b20795281f, 0x7fb0e33310bbbf87,
        ],
        [
            0xadd45e4b650f7dc8, 0x1dbf347d2e73bcf1, 0x8be89b6edd0d0e0e, 0x8223dc2b23737d22,
            0x40c8877a00c43131, 0xc64af60646475f0c,
        ],
    ],
    // 133 G
    [
        [
            0x696f2ba77d8f3d71, 0x80c7baf7828f17e2, 0xe20ec2c139d8d768, 0xf0d0ed9411f37e7d,
            0xecaec077673e1411, 0x944f73e0c2edde17,
        ],
        [
            0x2ec50ac8734b3fd1, 0xb4200f6d1397c2bf, 0x8f557e5ce11b567f, 0x62308cb21b4ae527,
            0x4d2a01722ccf618f, 0x9c865bd957ee6d4a,
        ],
    ],
    // 135 G
    [
        [
            0x4cfdb61c196c3371, 0xc055e72741a751a1, 0xc8d02ccabdff355c, 0xdb8796606b9d3e7e,
            0x672c620e5fb49199, 0xa88c6814dc8f4e94,
        ],
        [
            0x806aa8181a5242cf, 0x3c971d1db4880a8d, 0x00efd02c7319c11a, 0x741a5d3ea520ac3f,
            0x6cde729d323a1770, 0x38661329c5ee31ba,
        ],
    ],
    // 137 G
    [
        [
            0xd913bfab46c8a081, 0xff1c586408bc0dfb, 0x6d71e86b4f2a4b9d, 0xc3475db43042e46c,
            0x9289086a9dd43039, 0x2140188bc5876ad6,
        ],
        [
            0xc8364ef9270b4099, 0x7082e9098fa21b8b, 0xad24a28650b42b2a, 0xe5c7ccfee346eec9,
            0x9b74989298731a75, 0x8e63af4f133d0e47,
        ],
    ],
    // 139 G
    [
        [
            0x79536a679cc567b3, 0x7d3e4d81a24b0574, 0x5f1e76b6115f8952, 0xb766097da73e8367,
            0xf5191dfc28a22bcb, 0x18489fa768c6e7c9,
        ],
        [
            0x31401a6e79969d8d, 0xc5d151e6a3125385, 0x3d09880a01c12ce8, 0x6b5bd4c5ea73fde5,
            0x877cdd3e2ba86b40, 0x400f89028a79b27e,
        ],
    ],
    // 141 G
    [
        [
            0x1f41b291b7f9663d, 0x0c4fdd3fcc4497ad, 0xb64a63a7bc0ee350, 0x54d942dd98b908a7,
            0x1cc9d263cac8a451, 0xc7e0a33baf6e62dc,
        ],
        [
            0x081983e49ae26d19, 0xf9f99fd494765bbb, 0x342d49880774f6b7, 0x13296e710ef3409a,
            0x6ba97b25ada89449, 0xf82481cc99b56a75,
        ],
    ],
    // 143 G
    [
        [
            0x1b1a090e204032a1, 0x7864b67e80d0e86b, 0x97802012c8fe97b6, 0xeb2104615f0b511f,
            0x3515002d218dcede, 0x037f027717cb6c1b,
        ],
        [
            0x44acb9d8c252e20b, 0xea28178056067f08, 0x7f849a684822729f, 0xb48c6901e738194f,
            0xe9680e9faceab282, 0x1fb8209206d5860a,
        ],
    ],
    // 145 G
    [
        [
            0x927feafc44989c3b, 0xde3dc1e18a133869, 0xbbf6fefaf9b88603, 0x4292f09fadf2fe8d,
            0x247495be99234de4, 0x1f1dfa831e4474e4,
        ],
        [
            0x8760b79261077f9d, 0x1b0fe52d22f7f91b, 0x4f3294a4226096a2, 0x6ca44cc723a184a5,
            0xf94000364ef21484, 0x489da921109587da,
        ],
    ],
    // 147 G
    [
        [
            0xa6c95f384a8de7a8, 0x05d40d22ad362f2c, 0x980fd5535161e503, 0x88bdec7b9fe90e45,
            0x97fb8e1c76703b3c, 0x88a21c7640bdfab8,
        ],
        [
            0xde47d82c35a00aa5, 0x2a0f50c4aea085fa, 0x7ed74204e1eb7112, 0x0aa658ee002fbb67,
            0x0b7e988351aec34e, 0x449db50e202dd073,
        ],
    ],
    // 149 G
    [
        [
            0x450cfdff2bef08fd, 0x3616c9bf62397bd8, 0xca7382950d8db232, 0x07c20356b7e77f9b,
            0x58acd1cc1468c01f, 0xe07144c1f1bc3f5a,
        ],
        [
            0xb02259b1cf665d94, 0xd806357b1688a4d0, 0x3492219bafcee49f, 0x4993b32d940c2560,
            0xcaeedae25b593a04, 0x65d7f9807427fab6,
        ],
    ],
    // 151 G
    [
        [
            0x339b55bf4238ec25, 0x862413555058ea79, 0xa190f17af696ff46, 0x3bb9f074136b0a26,
            0x15ffdc748e32030f, 0x2a3df515fe3689cb,
        ],
        [
            0xca02c6951a90c4f6, 0x243a9675bd3da550, 0x8721cc2dbda45229, 0x6a39cc034cf2d410,
            0xde520af68226faf7, 0x04b5293798c1c4a4,
        ],
    ],
    // 153 G
    [
        [
            0xe54d9dc550cc3a77, 0x821dcb91ef40ff27, 0x60d934ec26644fb2, 0xc50414d26db5204f,
            0x5c58594eac784883, 0xeee42466a209a138,
        ],
        [
            0xd8e8074cd26584fb, 0xd9aff65dade664c9, 0x9767229d12404dd0, 0x73c05dc398015308,
            0xb7e0341d759dc145, 0xf12def5d5d52d824,
        ],
    ],
    // 155 G
    [
        [
            0xd71c322a8e361cde, 0x0c5e05638ae7a2ac, 0xc9ee2d6db83fac28, 0xe1212baf8dee778a,
            0x8b12402ffaf0abc4, 0x73897aa0eb3cfdca,
        ],
        [
            0x4cc12f4cf8646d0d, 0xdd658037ed0c854e, 0x8a4af4b626e5684c, 0xee4e216ce979dd51,
            0x73d1cc6caab2cc0a, 0xb9f69c4302b9dd8d,
        ],
    ],
    // 157 G
    [
        [
            0x14842f872dbe6851, 0xb51dc726ac7a3ed2, 0x5bdb6316a2520d57, 0x490e35f76a1422fe,
            0xceb9bf60defc34c8, 0x787267f70d3d5312,
        ],
        [
            0xf2a367675969bda2, 0x28d9dc28d6b4d023, 0x0e48f17f71ed57c7, 0x219e9b00cb7c742c,
            0x47779379e1f78098, 0x73c9daa19a73e418,
        ],
    ],
    // 159 G
    [
        [
            0x5453dafa5eb076b6, 0x49c7ef7e4facaf1f, 0xee262b9b328c5b92, 0xa25b5a38947e597e,
            0x8d49f10277f3be56, 0xf46a6d84c26ec5ae,
        ],
        [
            0xed386bf1d4e3ba08, 0x96bd26aabf6d9ae9, 0x719f53c852294da6, 0xba37ab3347711c03,
            0x0b3928414c7fa5a2, 0x0200921d6a53b0e0,
        ],
    ],
    // 161 G
    [
        [
            0x2ef43dbfb17a3713, 0x5e051c7a73d4bd0d, 0xa040920829036c52, 0x34c4c94fbb59ee28,
            0x1bef2df6e37f6d6d, 0xe8b591b754a94008,
        ],
        [
            0x171f11e3479572af, 0x4e14789083fa42f4, 0xf8c38ac8adacf7f1, 0x4885216f73cfb67c,
            0xbed9f06c107fb9cd, 0x1bd5400d0378e5d6,
        ],
    ],
    // 163 G
    [
        [
            0x46ded5912db96a95, 0x3864510ef8ec9201, 0x32c69ec294335fd6, 0xb3ca783ada373b81,
            0xee342024c9b0fb08, 0xc85a90cfb1820779,
        ],
        [
            0x5914806768daae92, 0x17a2975ba696bac4, 0x15e7f87f26af4692, 0x2b772895e4fee35d,
            0x6b3305e0a46e96ce, 0x0fd68bd9b9e1f45d,
        ],
    ],
    // 165 G
    [
        [
            0x60d8e2b1723fc03d, 0x65c62ae21241f850, 0x31a62fb8ddf67a8a, 0xeed74818f415b572,
            0xfbaa09e26ddfea36, 0x07f71eee09119b15,
        ],
        [
            0xb912ccb0ba3fe946, 0x88e148c95f69ddf2, 0x625f26d80e3c5840, 0x2ed70c6988764283,
            0xbbf532533d058aed, 0xc2ba7da6d9d09d56,
        ],
    ],
    // 167 G
    [
        [
            0x395fee57a7c85a19, 0xf95f971c9d25ef6b, 0xd73640d2e2747224, 0x708fc12b0f323179,
            0x2c21b43a45157577, 0x2be4287639f41d71,
        ],
        [
            0x6da506d0c1e13391, 0x287e7d975786385b, 0x9101f19e6bfc31e5, 0x6e64a2230791ad9b,
            0x64ad5e6f0f6098dd, 0xe66d439d3a99dacc,
        ],
    ],
    // 169 G
    [
        [
            0xd728ea2aef9126b7, 0x321419662b559137, 0xbb962bbb82abf99a, 0x05cd02b9f9ebf3d7,
            0xbd799c5d0c09f52b, 0x47a2f26745f1c744,
        ],
        [
            0xef36899bfae32d3d, 0x0be43e1b66911ac0, 0x6d38560155f07f1b, 0x6f6b6e5999102b71,
            0x516c7872ceb34143, 0xd9beace95f940ae4,
        ],
    ],
    // 171 G
    [
        [
            0x9924094aa610af79, 0xf08f73daccdc3e7a, 0xf8865f26be89f77f, 0x95c72dbfb2aea212,
            0x4ac5f31bbdb83f0c, 0xd337cf8fc520439e,
        ],
        [
            0x9bad99165904ed91, 0xce28eb3c8f0f362d, 0x95f1a76e22cc31c8, 0xfb3cbc64b0b5f89d,
            0xa8d2b6795d510fd8, 0xa14ea8b4e4b59c3d,
        ],
    ],
    // 173 G
    [
        [
            0x0f78fcc984f3a2e4, 0xe0bcf4441926c9fa, 0x94305b0a2c3d3ec9, 0xdb8ca5c901548beb,
            0x9f7eb71f3d8575c6, 0x5baa456bf95e95b4,
        ],
        [
            0x30cad1dbc12cb32c, 0x8e457fbc408989b7, 0xf85f759f347efded, 0x67cfdeded4eb298f,
            0x1ff1f3b01eb17c63, 0x3044da6a8e3b5066,
        ],
    ],
    // 175 G
    [
        [
            0x84b21d7b6d7a2f35, 0xfcad5d0c3f0dd190, 0x7a8f830346ef269a, 0x2e18cb798c161b9e,
            0x06abc7dfdea3a554, 0xa5cb94c1c89bc9e9,
        ],
        [
            0x180381f75e29af68, 0x0798253d7a78da6a, 0x56723af73b34322a, 0xfb4fefc50abb62bd,
            0x0dee07b1a26885f1, 0x0650fc79f273c073,
        ],
    ],
    // 177 G
    [
        [
            0x54030664c1e04e3b, 0x9c1a6c269aee2593, 0xee61a736bbc46cb7, 0x6e695e376377a50e,
            0xc49ea7dbccf023ef, 0xfd1a17bfff9e8e68,
        ],
        [
            0xcc41daf691abeb0c, 0xa09595a37a52d1b3, 0xdfbf9ed310d5be31, 0x8253471215877b74,
            0x2ed8f686706b60d9, 0x1b1636e63b4136fb,
        ],
    ],
    // 179 G
    [
        [
            0x5052a7ea4c1823d9, 0xdc13913bde52bb9f, 0xfe4f5190a6d3a86f, 0xe3eccab3cadcc813,
            0x7065b35f79f5c058, 0x5ee4bc9daaac3601,
        ],
        [
            0x9d2b4b4490b69703, 0x585cd01912fc9d89, 0x439cd9c4f3399fbf, 0x61a404e4510efb6b,
            0xbbe6c148206128d7, 0x4e69036c086554c8,
        ],
    ],
    // 181 G
    [
        [
            0x843ac49c2bdc084c, 0xae310cfb3f3b7a55, 0x49308951fa640a08, 0x9849dd4af41ef4e8,
            0x8a23d33c9314ba26, 0x973dc130e76dac88,
        ],
        [
            0x8e617cf9f3a04df4, 0x3d445f84d8ce0f02, 0x2b15f92b643422d6, 0xa76721af2e2a7762,
            0x2aff00dd33a6054b, 0x851774447efa283b,
        ],
    ],
    // 183 G
    [
        [
            0xc3571cefbc77fe60, 0xf72eebee48addf67, 0x8f9c905d974f1751, 0x0d5075eb66d3d312,
            0xb62427805b120fef, 0x7f25d144d75aae22,
        ],
        [
            0x6fe60cf5bfd7e126, 0xe6fc56be344aeff4, 0x8791acc478f48272, 0x44ab8cd180f759a7,
            0xeb390ae36bac8f62, 0xa24d4f32cb0ef673,
        ],
    ],
    // 185 G
    [
        [
            0x0d3e4a949619e8bc, 0xb4cbc37c1a877100, 0x78a9d913e2083852, 0x25fe3dce434a8445,
            0xf23625eb136e527a, 0xfe208ee2667b1449,
        ],
        [
            0x2317a9c843051665, 0x6cc0db1b2b7db0b7, 0xe5c3eb2368d49918, 0x3db7f88e3e39f4db,
            0x480bc80de29a96e9, 0xdb3997e988d862de,
        ],
    ],
    // 187 G
    [
        [
            0xf78599aeb55d0ba3, 0x26328710b9ae263f, 0x25d8f9a35404416b, 0x24bb9c0bfdc25d0b,
            0xc0b2a4c81fda7ab4, 0x431794396965e358,
        ],
        [
            0xfd8fa0e6e6f9bebc, 0x9039263e465617f5, 0x3985890d05193827, 0xa32d0cce4e5728cd,
            0xb373b62ec9edbf6c, 0x4ae5454ccb6f4947,
        ],
    ],
    // 189 G
    [
        [
            0xcebfd2b398acc1d2, 0x5a8755aec4ec90f9, 0x85ba0b6ea09442c1, 0x983a4e4c87800046,
            0x458a9a292601103e, 0x26e318686ad04899,
        ],
        [
            0xe70763cbe8e60fa1, 0x030924b20f4ac2aa, 0x4c889f689d8f2445, 0x0aebf61faac671fa,
            0x7840a44f94e8674d, 0x38f1295d91649838,
        ],
    ],
    // 191 G
    [
        [
            0x8652b2a0627ed179, 0x0b8cd5d122d91aa4, 0xbdcb41925cbf2c92, 0x097845f4442f437e,
            0x480ab2fcbf5bc554, 0xe78a05b369441f11,
        ],
        [
            0x750ccc3816691f62, 0x4e93abad0dd7da46, 0xf88267ea9c52e006, 0x7551cb80faf74d73,
            0xe35a071679045b0a, 0x209c572cff586690,
        ],
    ],
    // 193 G
    [
        [
            0x283186729777de1a, 0xa10644cda0912a46, 0x1b73ec7f2a04d5b2, 0x3c97503d386b670e,
            0xbc6a5657c46e32bb, 0x9e70d16988aaddb8,
        ],
        [
            0x0b67cc38632515d9, 0x4883e5bbf80fc454, 0xe9defb9fccf7a6d0, 0xf0c399e72b86251d,
            0x676fba7a8d4f48dd, 0xec6fbc6775fd1d5f,
        ],
    ],
    // 195 G
    [
        [
            0x8ceab0a97e93d133, 0x216c2059489c16aa, 0xe2bbba679ce1e637, 0x4cd3675a4bcb597c,
            0x7c60721e3af1c403, 0x0ee171ebe186afad,
        ],
        [
            0x09b0a0b7ea525144, 0xb38b6f872e285265, 0xa0b3e29de839857a, 0x805f108e5b88571b,
            0x1efccdeeb6843ee6, 0x92eb74dd9c6531c1,
        ],
    ],
    // 197 G
    [
        [
            0x51d5d93a37cbc90e, 0x2b6f0d5896d8431c, 0xbaa341b12631b9e3, 0x65d285e2516161b7,
            0xf72c10c986841d3e, 0x004d104b26ee5671,
        ],
        [
            0x3200b9f25599f29f, 0x53886eef3865ec93, 0x65c7a8b11e2f8868, 0xe2ee25541607d8fb,
            0x8ee42cc00ee934a6, 0xf11a1e3f8b7b9053,
        ],
    ],
    // 199 G
    [
        [
            0x0f40b37cf5d3dc75, 0x21251acf0e4f386a, 0x262cfcb6d5d7f582, 0xb561ebbb7a258bd5,
            0xa919e43eaa7d0948, 0xc405d87d3893f7e3,
        ],
        [
            0xf6a64761262b5e06, 0x32c4b68c6bac84a4, 0xcc964d6921ee30d3, 0x5897104701793fbc,
            0xd1a922f93a417dbc, 0x10fdd381d76c6695,
        ],
    ],
    // 201 G
    [
        [
            0x18520bb9d0f2291f, 0x31c987605892ad7b, 0xa06d74e51e300f7d, 0x8e5f4faae0721581,
            0x1f72b3a1c52fe780, 0x88a8597d911bc170,
        ],
        [
            0x31b4040c318a801e, 0x96292aa537c3bc9d, 0x587035e5ce0e5647, 0x17fd9db64f0a2d3b,
            0x3e6d7e4ae6d76eae, 0x7127fdc8317a323d,
        ],
    ],
    // 203 G
    [
        [
            0xdfaf123391955b55, 0xa61efccd67585f42, 0x9e74d419ac2d6fc6, 0x9e4fe52951a6936a,
            0x0cdba7d1f05e967d, 0x2c12572e3a07cc8e,
        ],
        [
            0xd5508c846ae5bc75, 0xfabfdc5705b17d49, 0x92d491a1b6749713, 0xc8ce8292649d0052,
            0x7b073802313fd3ba, 0x2922f2be978b844f,
        ],
    ],
    // 205 G
    [
        [
            0x1f9d1cae32eaaa61, 0xb10e1c638c4967f3, 0x6c5a43b2e5bfec80, 0x2dc20883cb77477a,
            0x2e16f982f117fc1d, 0x3be5d58da4510f03,
        ],
        [
            0xa6583006f1eb0f99, 0x9fa9424af51b4b2d, 0x9455e0aa7258cfd9, 0x69d1e0906ae3d493,
            0x34c9fa513c9e3932, 0x0b0a3e76bb76ffcf,
        ],
    ],
    // 207 G
    [
        [
            0xc7781ba60f319d61, 0x31a1f27163f0a54c, 0x1b5842304e8736e5, 0x23dd9c9abaa30495,
            0x97ee25f87dd57652, 0x305c56243e0b0163,
        ],
        [
            0xf17304f0b4137845, 0xd25835565f08173c, 0xbc1612696fe9338c, 0x1508449076e69776,
            0xfcfd3fce68d0daa2, 0x2727a1316287f4a5,
        ],
    ],
    // 209 G
    [
        [
            0x9086ebecdd180177, 0x58fcebb132eac3ec, 0xd2d277368cbe05ea, 0x97ac8b55eeeeb309,
            0x6fe64697876d3618, 0x93931e430eb60543,
        ],
        [
            0x41bcf66876c01811, 0x144065325c4332f3, 0x07da86dec0ccba91, 0xa886469e1aee5be7,
            0xacc15fe3004a8aee, 0x44311885f85fbee4,
        ],
    ],
    // 211 G
    [
        [
            0xe3cbdf86e0109caa, 0x2dcec8d27e7b0f83, 0xc70142626d2924a5, 0x71789468bf76d46c,
            0xec3b823e9973d05d, 0xf5f3d313f588cd8c,
        ],
        [
            0x6dfbbde27cc3267d, 0xdcccb12af0c6c411, 0xd9541f5e1dcfcdba, 0x2ff9dc5d9b473fd0,
            0x2dac8262d9c31de1, 0x2466d805372312dc,
        ],
    ],
    // 213 G
    [
        [
            0x6c97c8eaf021171c, 0x496e14c2c7775437, 0xac3b627a78074bb9, 0x777c040910bf7d44,
            0x858ac3b02e611b7f, 0x172ca4c9f6b79d4b,
        ],
        [
            0xc2d832e80dfac3a9, 0xe8cb40876f2acf44, 0x6588b3e58ef4bc1c, 0x47484be650f76333,
            0xf9bd849d0214f443, 0xe073051430ca6ece,
        ],
    ],
    // 215 G
    [
        [
            0x938e698a95617ba7, 0xe2d99d35e654bcd3, 0x7df8802b2e1920ed, 0xdf40e055a2ff02ed,
            0xe770e548f5b95400, 0x60677a5d482576da,
        ],
        [
            0x83045078bd5aefff, 0xc0b4188f9d6c0387, 0x34171997cde0cb25, 0x4f2d6cc4c493ac8a,
            0x3b903dd239219ee8, 0x390882c59f1a2108,
        ],
    ],
    // 217 G
    [
        [
            0x084daaa7f70d0555, 0xa78cbb647e97e816, 0x157ba216755ae80d, 0xf1c4a683800e7d6f,
            0x0faf4f05f9c0dd64, 0xe23662236cb7c4fa,
        ],
        [
            0x33f724f47c5aa88d, 0x3cb82b09599cd23c, 0xb633bec2d4782bff, 0xaeda684c1b31e8ae,
            0xa098e7c89e4640d1, 0x7eef7735652e6b25,
        ],
    ],
    // 219 G
    [
        [
            0x420fe4ff74304eb2, 0xa06eef52e7e8f6c9, 0x4cb5d7ab4f8137ce, 0xecfe634966b86ba5,
            0x5693259214dfc6b9, 0x23fd22960c46f46a,
        ],
        [
            0x329e13a9bfbb4dac, 0xc4d33bf74fbf247e, 0xce5bb1e83f983e79, 0xf355aa78f124f94e,
            0xd63d4e8803da3d1f, 0xdc0e1329ad68f252,
        ],
    ],
    // 221 G
    [
        [
            0xfc95bb95bc28e23d, 0xc65a6f2d351b8622, 0x219e15fd9a656a23, 0xc692955c92fba6e2,
            0xc74d129c229c4a61, 0xfb0a62b2be97d4e0,
        ],
        [
            0x659b80e510d1b45a, 0xea4127f19fe3ee41, 0xc0665270602435f6, 0x6cb306a604b2ee54,
            0xb1f0a1312e7ba1bc, 0xae48e06269b4db49,
        ],
    ],
    // 223 G
    [
        [
            0x748d6142264dbe5f, 0xffd549a3d5323d0e, 0xcaafb98b4473ba6e, 0xbd028f2adb0b7e3f,
            0x81cc12e5b466ebef, 0x1e3140df79f4f915,
        ],
        [
            0x7dc32d96ec4f00a6, 0x842bd6408f01b87f, 0x072bbb5f39102b4d, 0xb8a3965e0c7af5e6,
            0x1841f941ce18b305, 0x8cc1a8a35a926a3a,
        ],
    ],
    // 225 G
    [
        [
            0x995b6e12af7bbbf1, 0xd872c5b18aec681b, 0xb0a9862f404f4f23, 0x66090d0206e2ea88,
            0x86474413eed47ba7, 0x8427229221421242,
        ],
        [
            0xbb134bcecf74581e, 0xdaed17814e5d9920, 0x74456e1aef38807b, 0xb0e1505c4ec68f72,
            0x13d538a63b21bfd8, 0x137029a30c6b7f38,
        ],
    ],
    // 227 G
    [
        [
            0xf8b861eca0b8999e, 0x4ee054b3bd0af5e2, 0xc9f3ddc2758ee0db, 0xb05a326809e5234b,
            0x5e7938c5214bbd3f, 0x82d0ae68a5a6e2a8,
        ],
        [
            0xd5b4beacc87399ee, 0xf5b4049550210da6, 0xfbf66dd2e24b14d5, 0x49622493cb5503fd,
            0x1da66f7d39d7cfda, 0x73b6801d700abaf9,
        ],
    ],
    // 229 G
    [
        [
            0x8aff6fe472ff8cbf, 0xcd879561f4f5d3c9, 0xbe1f0083eeae9e6b, 0x3f15ef591bbf923c,
            0x924aa37a53a2a10e, 0x78c146a988dea393,
        ],
        [
            0x6fa54db61e0abffa, 0x2c12b9bd622544d2, 0xee3fc47c93ff3915, 0xfa9ca8c16f95ba11,
            0x4dbcea7f32c6502a, 0xd5f984a1846d08fd,
        ],
    ],
    // 231 G
    [
        [
            0x773872bc4dfad2ec, 0xafcf04e8787e5ccf, 0xf29ce3ef7698723f, 0x2d587fa0d56e1d03,
            0x18987157ed3e365d, 0xc37016e7214f9796,
        ],
        [
            0xc665fa828a07e8af, 0x14f3537f11efe6a6, 0xe53e264d2f0dc636, 0xce658e7bfc64e767,
            0xc8275419eeb7411d, 0x1e8e4baafce1000a,
        ],
    ],
    // 233 G
    [
        [
            0x17601a62426ab5ea, 0x40019796a96b896e, 0xbd86832905240ab5, 0xdf0f20aa42101d55,
            0x085aa51d930420f8, 0x2d317b69333906dd,
        ],
        [
            0xe1cfbe6d902de417, 0xedc4eb59fe9fa661, 0x6a6879e949be431e, 0x897b12a2212c2a63,
            0xa139ab689f26512f, 0x286386187052c470,
        ],
    ],
    // 235 G
    [
        [
            0x4d3f3385e6015ee4, 0xd721967deac3b3fd, 0x5b0ce0cbeb3d7955, 0xd55eeed9630fb34b,
            0xd7c506319c177131, 0x8f6cf92545ba5637,
        ],
        [
            0xa49a095570fc23f3, 0x111ef73fb80cdef2, 0x33954065a0d1c822, 0xa479eb383810539d,
            0xcb5c820fc269b7db, 0x8b9832c04a4df45f,
        ],
    ],
    // 237 G
    [
        [
            0xf483061f265dc2a5, 0x6afb3e34c2fd3bc5, 0x7974e7691a126fb9, 0x1b9ba4b20924697d,
            0xa6aadd443cfd62c4, 0xb9f0e0634702a69c,
        ],
        [
            0xe7787208e4b8faef, 0xa1ef496f741b5fde, 0x6546235a7165a259, 0x7980e2503e02532d,
            0xb28f04f386236306, 0x8436347323510436,
        ],
    ],
    // 239 G
    [
        [
            0x7bee6ad2116e2225, 0x8b95b70aeed87626, 0x144a2e4bea521534, 0x7be3513fc1449a4e,
            0x1f97cb4cc129ad65, 0x827eea9cd00992b3,
        ],
        [
            0x49f6b84828e0325c, 0xbc788dfb492f716c, 0x8becaba80480ac2f, 0xef462a92526d9e0b,
            0xa9a11ea317fa2c2c, 0x43c1d533e8b9253f,
        ],
    ],
    // 241 G
    [
        [
            0x8137a43153b03fda, 0x7c9668d725fbc1f5, 0x34b823bd73f9cdd3, 0x885892e34a96a875,
            0x59b3a6a7a5d3178a, 0x54a5e4abbd1681ce,
        ],
        [
            0xc0feb8f8f463f9e0, 0xc7c5995931bdd791, 0xabdab2f73cf2e413, 0x421b24cbad65f3f6,
            0x48744dc29d6635e0, 0xac954e3e7b1e6856,
        ],
    ],
    // 243 G
    [
        [
            0x63baa6f3ab3d0087, 0xa1856a11cf7ba5d5, 0x9230f66a356158c4, 0x0d68b92b05eca284,
            0xd155bc729b098c81, 0x5a815d846315e5db,
        ],
        [
            0xcf8159381f038e7c, 0xfb9fc97561a63c71, 0x8ea0d2abc5042f0e, 0x1981406857f03f6c,
            0xb70191837cc45985, 0x0fb880f0d6f85075,
        ],
    ],
    // 245 G
    [
        [
            0xb9f950ca95378b85, 0x523dcf6ceeba1448, 0x3dc6d3d5e2c47ffc, 0x602dde004821b72b,
            0xb634e7bb1a453b45, 0xde7fda4b5a8896af,
        ],
        [
            0xd08e3a7f12a88c73, 0x6bedbff97da972c5, 0x36d1aefbded4a880, 0x9ae41ed1b559495b,
            0x73984db79fffb364, 0x36afd068fdcc9602,
        ],
    ],
    // 247 G
    [
        [
            0x204a3d96324736e1, 0x25a7c1e1170dcdad, 0x2286327997290ac4, 0xde3c12fd92c55322,
            0x7a6f6e7025d2ad0c, 0xd0fd77f9326f19fb,
        ],
        [
            0x71f5fd0f176f2c14, 0x6f075ee2d9a4915e, 0x97f4da26df43860f, 0x7e63b3ac944fdf17,
            0x0ec7cc5dc939856d, 0x28f0a1221680662e,
        ],
    ],
    // 249 G
    [
        [
            0x5fb434d6271f4dbc, 0x2cff3378a71e001a, 0x0951b8083b615506, 0x40154816dad0f6df,
            0xa5cc92f94c0008d3, 0x4481fbc3dcadb4ef,
        ],
        [
            0xfd0a5b638cfe1581, 0x124f6d566e4b5ced, 0xb6cf917dc63649e9, 0x7484e5a2fa162557,
            0x9ea42cef603925d8, 0x0eb706af00fe8593,
        ],
    ],
    // 251 G
    [
        [
            0x416db7e6e6f9318e, 0xb36881a13030a9d1, 0xf795ff91add49643, 0x25520adda0bf73c1,
            0x1bf7cb8e262ca1c7, 0x99eff2c1f74a4a95,
        ],
        [
            0x75d27168b35f01d2, 0x6b3783a90dbfd616, 0x6c5670372640d28d, 0x75900cfe1fbb6cf0,
            0xef0db89a1d8eb484, 0x1c9743ae7eb53c8e,
        ],
    ],
    // 253 G
    [
        [
            0x7ee80e661e87b52f, 0x7b1de93ad5865082, 0x04948eae0166d69b, 0x2edc56434bcf9c05,
            0x70997bc8abf68b46, 0x04c3d32562bccb23,
        ],
        [
            0x09ebd5b54692a5ce, 0x0365e91c098c5a21, 0x5d2f555a1f6319b6, 0x5504876e26ec267d,
            0x88ca65423f3cf1c6, 0x378af2d0afff1746,
        ],
    ],
    // 255 G
    [
        [
            0x6c679238031e49a5, 0x7d44704af137e6fa, 0x9cdc23c662401ae2, 0x874e4ba0f45c6c0d,
            0x78366888055f6e18, 0x913ee585ac491387,
        ],
        [
            0xfa62d8e7487db3b1, 0x6265211771ae52c5, 0x1a136f3dd8a15c1e, 0xca65c8aec1f2f223,
            0x51adc3846990cca4, 0x122fb8a513074100,
        ],
    ],
    // 257 G
    [
        [
            0xbbc45e5a14b87345, 0x93553c4e46337919, 0x3f79df652cb2b7b6, 0xd743ab002f887510,
            0xbbdf28c3b9baa72b, 0x68d44fd597926192,
        ],
        [
            0x1b67810ccde106e1, 0x7f57ae960c216c15, 0x2c74200a1aa98958, 0xe5ed9d888edaf8e4,
            0x59493e1a7e5be9fc, 0x106ccad485ba3b69,
        ],
    ],
    // 259 G
    [
        [
            0x55b383151aeb5cfd, 0xe9d93f52ab766b8b, 0xffab2e3bb6f0f94d, 0x9822eb7fc559fd26,
            0x24396bbe02047a2d, 0x398e8540279cce34,
        ],
        [
            0x3eab49cf58622724, 0x8e0c085d73e81467, 0xd7eb7e351863b344, 0xed92d841ba46514c,
            0x92c8a04f64d6a61c, 0x2a95f4a5c97ec3c9,
        ],
    ],
    // 261 G
    [
        [
            0x9bcb19bb15109c3e, 0x1bd5cc241f6591c9, 0xa0987169ec6a6452, 0x383767f019f3b747,
            0xcf39e9ce4a557881, 0x33a887f63b955bb6,
        ],
        [
            0xa1a2748ebb01ec80, 0xa0ee6da8027b57c2, 0x855eae12de94022d, 0xbffd269d27de95b4,
            0xb853bab844e6db43, 0x588dfb1d215b816c,
        ],
    ],
    // 263 G
    [
        [
            0xe46d3264a2d8966f, 0x323c8e6c2c50f0f2, 0xd6882fc3ad6a2116, 0xd2459b66ed8e8595,
            0x11c5940c7ea34b7d, 0x4a28adad215f250c,
        ],
        [
            0xfc23197acfc27718, 0x287f12130c588a83, 0x15e92724d9b27942, 0x96c028e54f9de914,
            0x9f97985aa7a736c5, 0x591e94fbc04d1a37,
        ],
    ],
    // 265 G
    [
        [
            0xa96aa6bc33e13499, 0xb71e53e3edc8a8ac, 0x8ef55e863561653a, 0xf62fa840c0e8990f,
            0x233c6951046e780a, 0xdae66040e98500b7,
        ],
        [
            0x8b1bb885b301c8e2, 0xd1a2dd1c6cbec0d4, 0x53992975b07d1a7c, 0x49972175399fd74e,
            0x809da2f95398b574, 0xaa6f6d3df3e170d5,
        ],
    ],
    // 267 G
    [
        [
            0xff910570c86c83d3, 0x11a5b5de533cd6ac, 0x8b2a881ac690ef62, 0xca0e650597b7d825,
            0xcb7d94734353a076, 0x4b3e8526048c5be9,
        ],
        [
            0x92251d9868a9f1b9, 0x5e194599a25fdea2, 0x85ed2f4193abbff0, 0x56db9f4806e211cd,
            0x12d731b88ea938b4, 0xba473a12a6ff4479,
        ],
    ],
    // 269 G
    [
        [
            0x3e5a39f3d39ba4c2, 0x2e6a79b989dd4f88, 0x398e3d81abdfce42, 0x831f4d6b679b9e7f,
            0xe5b7ca55117ade2b, 0xc71b9b5c1950cb6c,
        ],
        [
            0xe58d644493c39473, 0xf2225fadadd3dbb7, 0xc666a6e7f7706b39, 0x3c9cd7d0b8356659,
            0x5841d207c6ed4db9, 0x2db3fa9ce78bae9f,
        ],
    ],
    // 271 G
    [
        [
            0xc9ebad17ee26911f, 0xcec097d0d576e54a, 0xc312032c373e6ce0, 0x52aafd195090d520,
            0x67ca40a80924f7a2, 0x616d16f310034170,
        ],
        [
            0xb6d8fc5b7e843b4b, 0xe2285fa556b95dbf, 0x9fe0068f7120b19a, 0x8f3a12c8ad1ea300,
            0x77e2aad495ef9f32, 0x34e3b2f2ab09873c,
        ],
    ],
    // 273 G
    [
        [
            0xe29ca7063fe71635, 0xad2120f2b173d1f1, 0x4bf51a82296eb9a3, 0x6fc19d47612bd179,
            0xeecbb3bf57acf2d0, 0x0e6031dda99bfb12,
        ],
        [
            0xcc73f9067e756c60, 0xe33d47c7ed43d6c7, 0xe507a129dd5c3c1a, 0x1d8e8f244c600b19,
            0xa53bb252b92a5ed7, 0x3c88d82e3eb1e740,
        ],
    ],
    // 275 G
    [
        [
            0x92235f21ddb55a74, 0xa6475c80ffaff9e2, 0xa863db36924bfe1b, 0x448eca6a6f506bd4,
            0xacf07cb183baded4, 0xa6339cf327e49914,
        ],
        [
            0x2c104982d8b81c8f, 0xfada975df4819276, 0xb787bd6421ecb4c3, 0xea21271e2925953d,
            0xee270954bc6eb181, 0x68e6769dea08ffff,
        ],
    ],
    // 277 G
    [
        [
            0x6f5d9f672348dd6b, 0x337a64eda6056675, 0xf1503d879ad7aea5, 0x22af0618fa49fc00,
            0xd755eebd67b93751, 0x4a5f5dfee4b0046f,
        ],
        [
            0x509ba0aac67a8e69, 0x322a1dc57bdbc0d4, 0x87ee847d8b76c416, 0x3400cb0c20e26c4d,
            0x56f5654ae5f4421f, 0xbc9b98ecb952236e,
        ],
    ],
    // 279 G
    [
        [
            0xd7c294097ce8aba6, 0x1be23d28666ae629, 0x6f54aa218ade4989, 0x20b13fa84c51079e,
            0x7367a316b5f2d2f2, 0x0a4ccc78b631b066,
        ],
        [
            0x6e9f01b9c36c2ddd, 0x30d032b9c9c1bb0c, 0xbdd1aa53126ac32a, 0x1bbd78015ae7ee75,
            0x1b3aef41e570f96f, 0xb100a4800052bb87,
        ],
    ],
    // 281 G
    [
        [
            0x1d06a0bdee5eada8, 0xd355743d32218c11, 0x3fc7686077c77eb9, 0x221bde686d6a4947,
            0xea158c8c171958e6, 0xdb7b2940a05edc68,
        ],
        [
            0x8d8af9ac1580bf7b, 0x3319bad8f37b2cd7, 0xb9986beb6e6c6c11, 0x16ec726e74b50208,
            0x7110177bb7657eb2, 0x5d4f1c557aaa9b04,
        ],
    ],
    // 283 G
    [
        [
            0xefce10e8d3a277af, 0xe30dc6a6ba1f1b15, 0x31da6b249f9e1f24, 0x3aee5ad82590cbad,
            0xf6f11cb5910823ca, 0xe8ec8d190017543a,
        ],
        [
            0xe0aedc02d75c1f05, 0x379015cc705c4bd8, 0x04cbe0d2bc050a59, 0x059ec38e320c1c91,
            0x50b37daf417e75d5, 0xbaee0035e9c7a9bf,
        ],
    ],
    // 285 G
    [
        [
            0x0e2b1a97eb189196, 0xb6b04d67ee9f5a4d, 0x194ede1d992c64db, 0x87c6f75f8ab97d46,
            0x4123aa3e8bd9394b, 0x48ec8abb9e319225,
        ],
        [
            0x4ccbd8339056c883, 0xb27c261a583722a0, 0x3d2d3dc9a9c95f26, 0x611bc366a11a94b3,
            0xdb22c1f31cb2284b, 0xb6f92f361415931d,
        ],
    ],
    // 287 G
    [
        [
            0xb3a7ae5f64f1ed47, 0xee1bc2786e0bee15, 0x0bdc55cfe7e3bf18, 0xb2f34550b3a2e1ec,
            0x862969918cd37fcb, 0x31b55a9275f34f66,
        ],
        [
            0xac264308d5cfc805, 0x1ce4554e7889588c, 0xff7b9fd91464df14, 0x229db998b7979e83,
            0x8a2624fac8edd0d7, 0x27f249b1e257a6e4,
        ],
    ],
    // 289 G
    [
        [
            0x8028c8129a364f3a, 0xcf4f515655da078c, 0x8d15722538a499ed, 0x6a2b4606f5cd54c5,
            0x5532ccf3b9f99415, 0x92fb0a4e42918f42,
        ],
        [
            0x6fedd7a41e45e659, 0xabe80ed70bcb99ec, 0x8635b38f01123dd4, 0xddbb40a761e2e016,
            0x8ec46b063a2f9641, 0x51bd5493c929fac7,
        ],
    ],
    // 291 G
    [
        [
            0xd45d8a0ec3f40bcf, 0x902e615e2a425a2c, 0xbe095b066344fb44, 0x44980d4943ee868b,
            0x2c319d3f86c3c8ba, 0x73b32dcfa2fdfe42,
        ],
        [
            0x988d2eae5871904f, 0x1a76dca84412d6f4, 0x3f55a62f39c5dfeb, 0x7bba1e1964d821a7,
            0x3162bd031e6e7800, 0x1895a16f0a03bed2,
        ],
    ],
    // 293 G
    [
        [
            0x9f60aa46b298cf79, 0xa35fc37f65db367f, 0xef4a369d1b73788c, 0x8b323a289d91fc30,
            0xe1460e67b8127054, 0x715c8434dfd69cd1,
        ],
        [
            0x4ee258b3bf0108fb, 0xddd2bfac29942030, 0x6c2de6f61d1e7cdf, 0x291cfa4612358ddd,
            0xc0283f7460a9b03e, 0xc214dfad66714bfa,
        ],
    ],
    // 295 G
    [
        [
            0x9f2704de5077ca9b, 0x73b7b9ad7c7613d6, 0xd179dae0d929fdd8, 0x13f3f76c72d08dca,
            0xc0495dd15f2e3e0d, 0xf4cbc30dc740d548,
        ],
        [
            0x171a3dbec2d86176, 0xa7c7e4d20212a211, 0x39643ed6af205acd, 0xb4dfeee668b77f18,
            0x2c2e0dfa52b65ebd, 0x3919a782562757ce,
        ],
    ],
    // 297 G
    [
        [
            0xa48a3593bb433e30, 0xe0c8b7836a78f4dd, 0xfde477c5724e9e31, 0xeab85ea42c0d770c,
            0x3052b5bb8c16c5d3, 0xf03cb62a888a1f98,
        ],
        [
            0xbad37faefd0648bb, 0x26c8b732e5734387, 0xb8d5929aaa71868b, 0xe7bb8dca46028808,
            0x6c9cb56c5af8aab9, 0x27edaa0b251f44ec,
        ],
    ],
    // 299 G
    [
        [
            0xc1c13092367b4b7e, 0x268983b9b1ae6b4a, 0x9f6fd390dea09999, 0xf42b71963ef071c7,
            0x2fbb446396860980, 0xbdb204042227fc4d,
        ],
        [
            0x5246115022d275df, 0xf099419254ee2a9b, 0xa7ddd8d5c5e36bc4, 0x43d9c888da031992,
            0x64fbd48743e1c29b, 0xe38a2678c1aae807,
        ],
    ],
    // 301 G
    [
        [
            0xce69c3a51064dcf0, 0x19d42b6bb9734a4d, 0xd6c27b477e05bef3, 0xdee27fefafbab331,
            0x5b42b103feb75d05, 0x5ac829e8bbe4368f,
        ],
        [
            0x864d026fdb870a54, 0x6418e24107202e19, 0xda3e60e95611e782, 0xc835a6019d89e15a,
            0x5a8a9a02b6690962, 0x8175abf451b0e5aa,
        ],
    ],
    // 303 G
    [
        [
            0x3263130440dae856, 0xab3a61045223283f, 0x67b0613fd6bdf751, 0x740e5c891fcab3c4,
            0xc57284b12e4860d9, 0x3411220b7240b93a,
        ],
        [
            0xe954a59792f8fb7c, 0x52fcf5ac38118ff2, 0x20fe19534ebf8032, 0x77b807c10ee080df,
            0x01266855cde042a5, 0x9eab44f47b06f5f8,
        ],
    ],
    // 305 G
    [
        [
            0xa75e4227119b2c0f, 0xb0ddcf236d0a441b, 0x05ddfa5bc13d8147, 0xfa5ce1cb3a8751b8,
            0x5dd276c8732ba8a3, 0x62ae9e72787ac566,
        ],
        [
            0x2955a82a50ae322f, 0x64174d99efbac66c, 0x9da8739968c5072c, 0x06d8ea89d0a8e556,
            0x983c8e78c604b127, 0x25fb20d8992f400c,
        ],
    ],
    // 307 G
    [
        [
            0xd20b363bc455fef4, 0x156854f1c73039b2, 0x1712cc77434be3f3, 0xd453c85431d9cb33,
            0xefb04da58e030920, 0xc56d96c8d1992396,
        ],
        [
            0xb27d857993d7806d, 0x12b6f71fae87ff91, 0xe1b5c0fa45310165, 0x4f6efb5b9552d109,
            0x8b4eb5617253a094, 0x90864129c49e24cd,
        ],
    ],
    // 309 G
    [
        [
            0x470d3a9087bf3b9d, 0x56b3e051f3813de5, 0x36f562f302fc8c59, 0x41bde0aa6a5bd51a,
            0x5c221c5deba923be, 0x81b1c4445124c8f3,
        ],
        [
            0x2cfbb05559cf3340, 0xb65825521a61fbf9, 0xe7a60ef1f7c0a368, 0x3acacadaf03bc42f,
            0x4282ad4042109a01, 0xe0178582f2866480,
        ],
    ],
    // 311 G
    [
        [
            0xb4890b66df60d561, 0x73ea4010d66fb30b, 0xd26fa8b293fe0d31, 0x7644f7e5abe9870f,
            0x6bc1e16f1d7b7c4c, 0x5ac4f969f41654a7,
        ],
        [
            0x825d30a88bd010a6, 0x9b62d8220069c76c, 0x3a4e8801f75e29e5, 0xde50b20b0981b63c,
            0xd5f2cf58b23ed9a2, 0xab2d872be943f41f,
        ],
    ],
    // 313 G
    [
        [
            0xc2b62434e1b07e0a, 0xfe0a56997119ab49, 0xabc707e38c2c0a19, 0x8d4726d26595483d,
            0xcc94c222edec4b08, 0x5067fdcd54219a48,
        ],
        [
            0xc26dca3fae6b04ea, 0xc5b8b4450fdf9375, 0x179ed9c909b2971b, 0x50d7a2c26ff54b13,
            0xbeb383efcf918368, 0xe2729dd121ad0d36,
        ],
    ],
    // 315 G
    [
        [
            0xc904e313d6fc606d, 0x74c636256e5ffff8, 0xf00e4411f500b2a1, 0x9b5d06d79758f1e1,
            0x42d4e8b30fce02a8, 0xeb859459df58e75c,
        ],
        [
            0x9d36f217b45bb180, 0xb869a93c7911b21e, 0xb1edf3eb77f0a516, 0x43b9846ded184076,
            0xba91c62525acaf48, 0x7d974b977ff07b6e,
        ],
    ],
    // 317 G
    [
        [
            0x9543d8b91c8429d9, 0x4140be6393018abb, 0x1066058445dc4ea1, 0x7193d0c45773628c,
            0x267d93f1dba9a820, 0xfec23d5ab1abe7f6,
        ],
        [
            0x00e825150e9ef9ae, 0x7a489129292acf41, 0xa01596057fb0ea1a, 0xbe3916865ffb1400,
            0xe8bdc52eab9b9440, 0x8ed5f70fb81ff18b,
        ],
    ],
    // 319 G
    [
        [
            0x4fa7b0134f20cc8c, 0x13fdc0cb6a226fed, 0xedc0c26140b3c66b, 0x9a7b19a4f54770b0,
            0x4314aaf3f47b6582, 0xf343b10b23767814,
        ],
        [
            0x4c36f99c4cdc48e8, 0x8de67f536eb6b5d4, 0xdd3d39aec06d60c8, 0xb4a10fcbc46f75ae,
            0x9d5ed655a5927b54, 0x831969d2f0a0dcde,
        ],
    ],
    // 321 G
    [
        [
            0x71798b6067e9bce8, 0x88dc85b931f65ef9, 0x83f5d0482f9c852b, 0x7e95a2c357552943,
            0xf6b1c770f62a8f63, 0xe788a91e77943426,
        ],
        [
            0xc6271f8c7cc01285, 0x8d1e7dc2714a8f23, 0x51c01e451f08b8ab, 0xf86ec4fcbfc05cf2,
            0xb3cd1b155f840756, 0xc98fb0b8ca268045,
        ],
    ],
    // 323 G
    [
        [
            0xcfc07cfd55abbe01, 0xd7904a2cd8cf42ff, 0x43fb2b9a1faaa213, 0xfb8e73805aae79f9,
            0x5e93427cf50e646c, 0x2c26b054bf55a7ad,
        ],
        [
            0xcd01981181b06c83, 0xbf21b721050a5c78, 0x6830a5aba777e615, 0x1b0206d344f9a906,
            0xe48900e6a3835ca4, 0x5aa868896eabb027,
        ],
    ],
    // 325 G
    [
        [
            0x328dbc422e7fe103, 0x7e90f0bf32e167b1, 0x1204804f1d3f5015, 0x5fea52a822867322,
            0x9037979084effbdb, 0xe6844d7c571af1b6,
        ],
        [
            0x6eb4b672ee4d0325, 0x01082da76328ee3b, 0x6f218f223c32de08, 0x1a555489bdc484d6,
            0x2ddb3d16b6c060ae, 0x3db32ba9aa731aed,
        ],
    ],
    // 327 G
    [
        [
            0xc7bedd3e7f5d919a, 0x42f4ccf58ac7b95f, 0x04a502ef4f100e9d, 0x0de14c6ff90febf0,
            0x41cacb9e35f68bed, 0x3e1fa41dfd357cb4,
        ],
        [
            0x58022daa7e3e9782, 0x963b55aff8e53a8f, 0x30c7f410fff5527d, 0xaf6438ff2002c713,
            0x54c321a03d5a0a2e, 0x58f005a4f8c53a6a,
        ],
    ],
    // 329 G
    [
        [
            0x1d1f1fbbb304f36c, 0xd81053c95c65334b, 0x1b1bc608389d25fd, 0x0441e62dfe6b7dc3,
            0x79b3bdac936e9d53, 0x38c9f16376c40af0,
        ],
        [
            0xb0f53180eafd2804, 0x723de0892a50db89, 0x3d29008326d8921d, 0x741bc9801ab26ed7,
            0xef28161603a74ea3, 0x5923223c8310bd79,
        ],
    ],
    // 331 G
    [
        [
            0x37698c00ad85c317, 0x40810440c29f3e9a, 0xfe659270c59c4d7f, 0x2a5f67247b2d29b2,
            0x6ee448d8f4d5bbaf, 0x1143202cfb73e0bb,
        ],
        [
            0x775e92d962d992a9, 0xc9414db63e417ee8, 0x44a539eeacff6c89, 0x90561c66e8c1970d,
            0xc39dd0a5e9910912, 0x1fafd570eacf497c,
        ],
    ],
    // 333 G
    [
        [
            0x75db45c5d6e51a93, 0x9d60797388155ed0, 0x7dceb744bdbf94a2, 0xfbb4bbfe80b9f910,
            0x75ceea290aea5746, 0x843448b824308cc4,
        ],
        [
            0x6679f00aa93af57e, 0xb36fac9b375ba964, 0xc9efe42adeae231a, 0x047c9b53e5c01e2d,
            0xb812db26d5429a1d, 0x525d70ee5718c55b,
        ],
    ],
    // 335 G
    [
        [
            0xa929a55026f4424f, 0x5e6dbb4e41f8dbf6, 0xd93d621a560d5147, 0x56abf5bcc26185f3,
            0x4d7818a00c66604a, 0xc1beb6860829161f,
        ],
        [
            0x3db8c2654cc31b8c, 0xc7da383e0282d2e2, 0x502a9d075ff7cb6f, 0xf433a1bd17257192,
            0xda500a09b9aece2e, 0xbc9d73db696250ab,
        ],
    ],
    // 337 G
    [
        [
            0x257377260ab9283f, 0xebdab93ec9189492, 0xa9736afdd06793c2, 0xa85cc665b60b8fe3,
            0x2531db3654e964d8, 0x2def2c26fc752af9,
        ],
        [
            0x9ba4e9ecabee0392, 0xc57b4b0e2a526a33, 0x44b4934379165141, 0x48f9083fe766f3d3,
            0x2a58595d1bb0d3c1, 0xd3948aa0a188a791,
        ],
    ],
    // 339 G
    [
        [
            0x8769115300e8ef2d, 0x8f1c917f633d6c21, 0x2559e3a485c74e44, 0x72a6e8838593aae7,
            0x1490a99c5733c4bc, 0x145237bb9774f83c,
        ],
        [
            0x309a118979af93ed, 0x2b8f5bfc5d8093f8, 0x68fb7f0b5378f3f3, 0xa7d3e37981e09acc,
            0x68b199a376c73a44, 0x7ad4f7fe9520dd14,
        ],
    ],
    // 341 G
    [
        [
            0xd0098e00c6061a5e, 0xe6a0a9483c19e984, 0x05fbc2fb8024abe7, 0x6359a4234bd44c95,
            0x7a9bc80873f5a270, 0x2aa34b8d8bf2fabe,
        ],
        [
            0x0dc6fa7f9f82b57b, 0x4d4dc5f44c0bc606, 0x38ccc2de0597494f, 0x183c731661699b95,
            0x4f1b3056cd8ad792, 0x31fdaa9994519f2b,
        ],
    ],
    // 343 G
    [
        [
            0x05915ebf027bab08, 0x8734ac24c16782fb, 0xec9fded828352f72, 0xc84e0169e5a93073,
            0x09a227da1d611d15, 0x0e692dd6a1f4ced6,
        ],
        [
            0x66fe76fe3416a77f, 0xf418dcb8c9a73dc7, 0x1446cbe7b2b80658, 0x7a16ec085f4f9043,
            0xf3b7d18b3fbfaa08, 0x7bce518f7efd23e6,
        ],
    ],
    // 345 G
    [
        [
            0x06ef95e68d7e4308, 0x757674cc8611bc24, 0x33bf6aaa3df314b7, 0x263e88bbc714269c,
            0x81066f0080274e8f, 0x7a86ac5c58d59ea2,
        ],
        [
            0x002858773ac77c44, 0xb0ef017e63b36bee, 0xd8131d8ebb2c905b, 0x84ae5484819c220d,
            0x84bf86639c04f0a2, 0x811f62d7425a34b7,
        ],
    ],
    // 347 G
    [
        [
            0x7cd7c881fa922424, 0xaee6ebcda6fb592e, 0x0d614af870d3b7a8, 0x9d07fdb90afa03bf,
            0x4df1fcc9933eb682, 0x8e11a40ecc47c779,
        ],
        [
            0x27cb982d276195df, 0x60597512738db404, 0x14467caef45dd968, 0x3895a40a99843cc9,
            0x292bea773f371d12, 0xdcdbddc1649a6f3f,
        ],
    ],
    // 349 G
    [
        [
            0x5581485207a50b32, 0x86064976c8c7979c, 0x5661b8bd7a4bfa95, 0x7e988f46ffecc125,
            0x0fe38b5784ab4ee3, 0xfbef7fe8a32bcc02,
        ],
        [
            0xbf1083ff2c27a815, 0x96e4617fc2a4336a, 0xf4fefb2872ff309f, 0x027c3a78052f3f46,
            0x723d0f348874417a, 0x01231116692202a7,
        ],
    ],
    // 351 G
    [
        [
            0x6eaf6036eeff930a, 0x3070022640e6b637, 0x0407b76172b516dd, 0x5d7c65b09d3d0f86,
            0x7efacd9a29545f0b, 0xfc2a4838a0e22f63,
        ],
        [
            0x1e38885315b2e569, 0xdc7e371946dceaf4, 0xd3e38acb45617c11, 0x3900ac97bec2e985,
            0xa8c5588738664f53, 0xff877634499ad92d,
        ],
    ],
    // 353 G
    [
        [
            0xa91e7ae1d0733ff2, 0x53dd801b968c601c, 0x71f96fde51425f35, 0x47d37c15c0b528a1,
            0x0aea970ad0454fad, 0xa6fb5e514cd3c62a,
        ],
        [
            0x08fc402bd14fe975, 0x601271232cb20650, 0xa4cd5287f9a8e1f8, 0x3737e17637d354a8,
            0x6a19f907ca16c835, 0x905a3c5751b836ef,
        ],
    ],
    // 355 G
    [
        [
            0x0980ffd058c20f65, 0x64d9e71cd82460f5, 0xca2646e595669d1d, 0x25fdf31bbd141b4c,
            0xf1fa98fa822de7a0, 0x7498fedf18832add,
        ],
        [
            0x521256e14ad87ec8, 0x91c8a7d4aa95ee39, 0xbe835e1eefaf7756, 0x01fd79a531f33046,
            0xe7b7536a2c59e492, 0x0e891130831c0c02,
        ],
    ],
    // 357 G
    [
        [
            0x866a513a67b6d8e1, 0x86c56063e2931f78, 0xef6e2d982ca34dbb, 0x2b20d997d627d494,
            0xd0d6209c0b9cf047, 0xa7ea595a593d9d64,
        ],
        [
            0xe68a6cbbc5758019, 0x3c8736caa6cbd6bb, 0x0cb2a90ccc562f7b, 0x0579286caab68e7d,
            0x2b7159d4717c3ba4, 0x079cdb8686dd5c59,
        ],
    ],
    // 359 G
    [
        [
            0x70ece8eb37b2cf8c, 0xf2f26637bcda7cce, 0x1507b7a0ea6be361, 0x80f6267ceeb971a9,
            0x22232fcfb4fb413d, 0x4045b6a64c8a01b8,
        ],
        [
            0x6f41dfd888fb13fc, 0x6157fbdaf9e6cded, 0x848fb7d36bd622ae, 0xb3a69e833279d320,
            0x7b0ce6cffbf6e048, 0x0dc1ff0ac10e4976,
        ],
    ],
    // 361 G
    [
        [
            0x712504bb170ce5ab, 0x3c0ffc9a5418451b, 0x978831e2b5f77042, 0x232d29707292336c,
            0x2d56702564407c32, 0xf712dfddfca26ad0,
        ],
        [
            0xd294c7f72bbcffab, 0xfbfc645fcbe57bb2, 0xf35fcd07ad5c1fc9, 0x0548461e61c7dabe,
            0x285b18ba24730ee9, 0x04437a8c381e1f40,
        ],
    ],
    // 363 G
    [
        [
            0xac7d325fdf7597b8, 0xbac223e42c901372, 0x711f11698761e336, 0x2fe1dc65b303a53d,
            0x30729f37c487411d, 0xd43fb0ece77cf6e3,
        ],
        [
            0xa5a8a8a3188d03df, 0xf8e65cab5c9b2fc4, 0x60bfd93c157177e9, 0x288522ac1b12e5ef,
            0x341a7730884b047b, 0x2a660e3620d55b9e,
        ],
    ],
    // 365 G
    [
        [
            0x9bef7556e7be16dd, 0xf233cc9ebbb4503b, 0xfb117d7581a9aa4d, 0x4d49b505a6b68b3a,
            0x741b2ae34ef3d4c6, 0x1e243e246647611c,
        ],
        [
            0x32c16e31c77b1e28, 0x7030cf03f87b3ca7, 0xf44895bd6f8411f2, 0x65cbf10d2d8db53d,
            0x151f43932b48605e, 0xe7acc2bcba1971d9,
        ],
    ],
    // 367 G
    [
        [
            0x4425d05ee28fc427, 0x968421ebd1ba9c31, 0xdc7301aea5976d30, 0x0050d0d71ce306d2,
            0xcf086e974c43487d, 0x5f8baa93da095421,
        ],
        [
            0xdc5e92d69300c415, 0x1e44e28d5b380df9, 0xf22e75323147e29f, 0x13994eda6cfc9cd8,
            0x2f529d32daa7d27a, 0x883c6eb1c5223849,
        ],
    ],
    // 369 G
    [
        [
            0xb7d4f0c42962a5e7, 0xa0998d15d56bd963, 0xbac60aea4a50f816, 0x70497d31c0e17ae2,
            0x5ff89ffa4c7f9475, 0xe27525721efcf4f0,
        ],
        [
            0x7e1048e1056c4c40, 0xe717a391de18d266, 0x455eedfd70b8e722, 0x03875320ab074fc1,
            0x3294e235159bb0e9, 0x4e13c009c45302fb,
        ],
    ],
    // 371 G
    [
        [
            0x3bd2ad3fc39437ee, 0x41b59d4a2f73ecf1, 0xd641b2e8dcd5d7c7, 0x4650a5f8e0bd0577,
            0x0e0b018137af6ba2, 0x13967e7ad4b50ec8,
        ],
        [
            0x35738f461ca5195e, 0x762190ca74e87bb4, 0x0d01a9444c22f377, 0xff94fed3a192d6c2,
            0x0348a66b5a173e0a, 0x035df7f6b2d91450,
        ],
    ],
    // 373 G
    [
        [
            0xac3202c2a5b0d491, 0xeb9b6d74913c40f2, 0xc623de40a49bafb1, 0x012acbad7c91a272,
            0x812a0ebcf8d07415, 0xa5027006cade28c9,
        ],
        [
            0x0cb1b4b35ec53b30, 0x26ee718e5464771c, 0x39b935f9f9de5b17, 0x0a7df04e60d02f0f,
            0x9b89a0582b2ee329, 0x503f912488e48ab8,
        ],
    ],
    // 375 G
    [
        [
            0xd36b4b5bcaec8df5, 0x558f1a276910d965, 0x34f76b67300107a5, 0x636d4eac67e4470a,
            0xdb76cc5580eeba0f, 0xab5c89a1b9ec8665,
        ],
        [
            0x4c7e9ec5e59538d5, 0xf513dbc4f70df31d, 0xf766779a784223a9, 0x367eb9ae0b97667f,
            0xb83f52ff936d8654, 0x8a2cc25738287609,
        ],
    ],
    // 377 G
    [
        [
            0x569daae1d1f007ed, 0x6a60a7d86bd3d351, 0x1315218ddcf2a274, 0x11615590e32f8f61,
            0x9556db697ca94bf2, 0x828509651315364c,
        ],
        [
            0x3a2997497ac9c55e, 0x541198395ab807b1, 0x181c86cf7a5f85af, 0x813868a234261700,
            0xcdac219ac97c334d, 0x568cbfe43460e334,
        ],
    ],
    // 379 G
    [
        [
            0x9987e3f7c75a6b35, 0x8ecf89a07bf1c091, 0xb340f31c476f539b, 0x6e4cdb697f9a8d87,
            0xd4a108f2b519a068, 0xf7308fe8e0277121,
        ],
        [
            0x9443f363b2699479, 0xb9b41e839270ba4f, 0xe290a5e6f35391c2, 0xc0015cdb78212677,
            0x85e25ff74bc1d544, 0xd0a10840fd95b6a5,
        ],
    ],
    // 381 G
    [
        [
            0x50eb8fa16cefd2e3, 0x313a002361390c58, 0xe49992790b375cc1, 0xb8e38aeb1776811c,
            0x2d7ae7f5919c0565, 0x3fb699dd645422e3,
        ],
        [
            0x5ea1eaa96d14ae7a, 0xef23f2a6ac1233d0, 0xc6b494c547c6cac6, 0x57c681571eb9ba48,
            0xe19c9baf07e25a35, 0xaf1bae6c690b138f,
        ],
    ],
    // 383 G
    [
        [
            0x8aa04fed1664cb0b, 0x25112120694da360, 0x90797ec60cae7527, 0xe301112e939dc505,
            0x90b32cdc7099eb0e, 0xedae147fe42935db,
        ],
        [
            0x6f01a2b9135d6c2f, 0x70470bcf3944d628, 0x74192dcd7113172f, 0x35f68373171fbac3,
            0x12e132e18d60441b, 0xae8ecd2ce04bcc80,
        ],
    ],
    // 385 G
    [
        [
            0xd051b1da059d4e62, 0xfc102173a29ed50f, 0x250dec08c1827134, 0xebe509c62aa053a6,
            0xdd7b8ebe991f7638, 0xd6fe8dbaa5b78abe,
        ],
        [
            0x1352853ded2377b4, 0xb04c75280c294463, 0x51752f0170d18898, 0x7395f3b01b40a9c5,
            0x44e36608545dadfb, 0x76320bca371b82a4,
        ],
    ],
    // 387 G
    [
        [
            0x14b8a702a1e8e5a0, 0x35ace21a8a00f969, 0x7fc078490b422fbc, 0xac87854a85a1a5aa,
            0x39d7dc98a304bc07, 0x17362f8f4706540c,
        ],
        [
            0xb9e1603ed907ba05, 0x2cc9b233efdc8699, 0x9e8d710681ce06c8, 0x678aa76f75c2b02e,
            0xc5a25281c9b66755, 0x6b1d7cad5454a384,
        ],
    ],
    // 389 G
    [
        [
            0x6391a010043e710e, 0x1c8c399b4c5ee7cb, 0xe08498283307ceda, 0x3021236f5d2e9c84,
            0xdce61c3b7463a4a7, 0x47b37afdb057eb70,
        ],
        [
            0xe34c9198ecf991ec, 0x46d82d1c8320a81e, 0xd453bd9262d3e04c, 0xb71407673870299a,
            0xcf48aa4e9e24d2e9, 0x550e0a11e147643d,
        ],
    ],
    // 391 G
    [
        [
            0xd0b1110226f0389e, 0xed50ae073b2dee26, 0x603b7450b11440be, 0x37c01f2805679502,
            0x780dee6b4970d1e4, 0x835559cbd4f25141,
        ],
        [
            0xc7fbb492155da16b, 0x1814ad0b0fc32dc3, 0xed8bb6690c8c5fc9, 0x52f85e4688c7f762,
            0x3e55ac91f92e6a02, 0x8acc42382d8d733e,
        ],
    ],
    // 393 G
    [
        [
            0x4b85738a2fbadbe3, 0x5774130e210bc819, 0x2b16e94e811a487c, 0x06529bc5cc876543,
            0x953e53762214dace, 0xe0856a5f2177002b,
        ],
        [
            0x3d7af7ec9da55ff3, 0x46e4b518f962bcfb, 0xaf2a05d5f43ef844, 0x1e59617ac386f832,
            0x6e1e870428be4902, 0x6dee791e8383ef30,
        ],
    ],
    // 395 G
    [
        [
            0xce8aa1c8fee6d8c0, 0xae6301e8811236d2, 0xe9cd35065e51be97, 0xf3e412e0e1c3a3b1,
            0xe432368b9a855eb2, 0xa353f53ca935da67,
        ],
        [
            0xa833ae2ab6faaf2e, 0xd363f59151c7b57b, 0xde9bdefc8e8427d8, 0x28245821116d77f4,
            0x2221ada4dd40cc2d, 0x7bc18f107be694dd,
        ],
    ],
    // 397 G
    [
        [
            0xbbf2204a8f821985, 0x9cc2fbb05bab8748, 0x70e868da532b4150, 0x6da6e354363cc30a,
            0x3fdfd305dea5d8f3, 0x90f99258057ced51,
        ],
        [
            0x53f373e74f5d2ba5, 0x295b934323c4e009, 0xa99dd7f0210d958f, 0x273a434547d5cc30,
            0x8a8babd16f18e55a, 0x7a64adf04197697e,
        ],
    ],
    // 399 G
    [
        [
            0x0255c3b068b82328, 0x3a8f30cb11ce3f5e, 0x469660ae907ec3cd, 0x5f5e79cdf9d0e301,
            0x81b834423240f023, 0x5c46044b891a7590,
        ],
        [
            0xad203bfba4c58954, 0x97841301992c9a1c, 0x501827c9473fcff7, 0xffd09ce8ca8e30fd,
            0xef9bc7a1390fc148, 0x06274dd361044a58,
        ],
    ],
    // 401 G
    [
        [
            0x404918936efaf949, 0x3971fdff2d2e8e1b, 0xaf61efd9dfed880f, 0xac2e3b2367a19fb0,
            0xb8aae41dee57e864, 0x2144aacc14e2c7bc,
        ],
        [
            0xfbd14aecd96aa8f5, 0x53609c2385e5e896, 0x1fdaa30a59839329, 0xb6d35c077cd1a50a,
            0xe9637fc89546ece0, 0xbc9821f9eae95698,
        ],
    ],
    // 403 G
    [
        [
            0xf8e944bccadb4076, 0x3ff39460550240a0, 0x6e85e4526d95e464, 0x942425e5db85a777,
            0x2c3b7aeef82ce4b2, 0xabd0b2ab18531200,
        ],
        [
            0x6faa1d1cc5d5ea04, 0xedfa682f6c49c04e, 0x68c10f831a1e0c37, 0x3344fe73a7159878,
            0x94cce3369d409d70, 0xb1a75e834dc55dcb,
        ],
    ],
    // 405 G
    [
        [
            0xab6126add6624259, 0x6694ad540a34652f, 0xb1789a561a69a1a3, 0xb9c731a8801938da,
            0x9dc8033091ef1ac5, 0x3acc880826283609,
        ],
        [
            0x9e3522dc7e92b636, 0x0790e2dc82533dec, 0x4e787cd76936a390, 0x96c06b2ae7355147,
            0xe7cc4ebac4e81912, 0x1c85c4280e34a1ba,
        ],
    ],
    // 407 G
    [
        [
            0xab69de08c1664f97, 0xf891cd43a954865b, 0x66c25378561877f5, 0x3b32c6117e682d34,
            0x1f340f6dd1fd59f6, 0x5df4a19c6b78051b,
        ],
        [
            0x98a728ed844a570f, 0xc9f930e67e8edf81, 0xbb0692174da19e88, 0x220a9817bfb469d5,
            0x9699cb7cc5d3064d, 0x3988d0c93cb69328,
        ],
    ],
    // 409 G
    [
        [
            0xf782c266842148fc, 0x48187996c0f512df, 0xbe76bf43687e6141, 0xe53d79ba239543ca,
            0x53a6e892007ac34d, 0x482a433b5bfdb076,
        ],
        [
            0x9de0b43f4a87ccb5, 0x1dd49b277271881d, 0x6a0c6c346c7cfc96, 0x2d11d7bb7d6a99c9,
            0x415f4b47f752c761, 0x97ce9060b57531aa,
        ],
    ],
    // 411 G
    [
        [
            0xed201d483b0a2096, 0x47e9f498d484f02f, 0x8e3d66291810dea6, 0x30b17d1ba87f6365,
            0x4bc793022bd4d332, 0x14006f88c400ea6f,
        ],
        [
            0x62d336a4c8a910a1, 0x579daf0e5293c473, 0x1804b54e64f275f6, 0xac15bee2d9ad7c06,
            0xfdb2ca6fd0f4f17e, 0xcb4ad77eef739989,
        ],
    ],
    // 413 G
    [
        [
            0x83bdbf27b9b5400e, 0xce2cc532c07bd994, 0xdeb7ed36252b4957, 0x5d0859d9b73e2bec,
            0x9a589d74ad4fc28b, 0x103e86789bd6bd9c,
        ],
        [
            0x25e86b054b4d8433, 0x75a62f0b57192df8, 0xfa6335a95f01f8e9, 0xe13e8a0a355e1e3a,
            0x5974ff3700a46352, 0xbde49f05a4fc513a,
        ],
    ],
    // 415 G
    [
        [
            0x9e7a00aed739018c, 0x47420bae57f7683f, 0xf0c711349da8d54b, 0x38845e18f5e59e44,
            0xbc08487f70cdb81a, 0x1c3760965095c482,
        ],
        [
            0x4fab7e79a3e9bbc3, 0x8a4c4917dcc06167, 0x9fde7a70e26dfc93, 0xd0e52dac698d2012,
            0xc15217e854227184, 0x253f71973a1335c7,
        ],
    ],
    // 417 G
    [
        [
            0x7739ced24c507499, 0x47396b254a6a5396, 0x1cd8022f7df4f3b5, 0x0f056f0c27a70942,
            0x8d9c87af45cc5785, 0xf4ec97e311a15339,
        ],
        [
            0xbd462d2711338072, 0x2987da15b35b641b, 0x7e4d970c8f07f260, 0x59f727b4d1639597,
            0xc904c1d30ad9edd4, 0x822890e0b975d6dc,
        ],
    ],
    // 419 G
    [
        [
            0x1c9f3ad4e58faa09, 0x041516cb1735075b, 0x1570299a7d29ae0c, 0x1a862a3f2419ad1e,
            0x01b7d4ec0b33fe8e, 0xc532ac1364ec38b3,
        ],
        [
            0xdea498d40b3dfcf2, 0x3263cef12388fd0a, 0x2a514103b8497774, 0x181b861179aee2d1,
            0x3aa53f32a91adc96, 0x1aabeb268f594d10,
        ],
    ],
    // 421 G
    [
        [
            0x8c65d8b04d28ea02, 0x92b26018f6efae35, 0x29ad92cd80338f71, 0xca6b8deea92b7c96,
            0xd30d23dd6864a5ba, 0x38adcee51c84a0e5,
        ],
        [
            0x5b70944d42a06fbd, 0xc98ab5ec02ced891, 0xfa64c811cbe75c3b, 0x330d15d2795e47be,
            0x04e91fc3f0458b51, 0x27016c807eeac30d,
        ],
    ],
    // 423 G
    [
        [
            0x2b890e909d65cfe2, 0xbceeb298ba3a8dc6, 0xf02b0017e5d5e26e, 0xaf7574fb7f2f8eff,
            0x8764f5900baf485b, 0xd2acf56942f44328,
        ],
        [
            0x878722b7b83bd586, 0xd9b3fd4ee769e0e1, 0xfac8d453a37af0d5, 0xae450a4f5763f74c,
            0x6b8ed292d24ff293, 0xb94cbf4fa151ebfb,
        ],
    ],
    // 425 G
    [
        [
            0xd984c40b344737f5, 0xed2879f3f3087c1d, 0x1adbaa982c657c60, 0x7c353689775a3f34,
            0xf604b0eaaddf55f3, 0x22efcdba8f19c127,
        ],
        [
            0x93b9da75d2e7ecce, 0xfcb3338dfb430799, 0xf9f47a84b68796df, 0x030a19cb6c6204a2,
            0xde8d0262b5acade1, 0x7042c63c4fdebc85,
        ],
    ],
    // 427 G
    [
        [
            0xbdc158a3088e081c, 0x2359f2c716bee6cc, 0x8393b2a6e9e8c73e, 0x470da004df72cff5,
            0x54c8a22663152bb6, 0x1bc98587c831f666,
        ],
        [
            0x93015682b4545153, 0xd666ab5ac5c78cba, 0x0fda71ff04be279a, 0x1c2078b12d32ac71,
            0xbc1003a07d671b8f, 0x857402307a55aa4d,
        ],
    ],
    // 429 G
    [
        [
            0x9c9ed188c0022701, 0x2cb3747b1cd748d2, 0xd3b74f78788c0e87, 0xde65746795338d06,
            0x0e333cd96e0c7497, 0x4f232c6aa71856d6,
        ],
        [
            0x31fdd241583c8c3c, 0xfc718658df31ad5d, 0x2a302a4338d684f1, 0x8915d530b26366b3,
            0x91f10a2044de780e, 0xec1fa2029ac0ab02,
        ],
    ],
    // 431 G
    [
        [
            0x1acea0c5748b7e09, 0x9e710bd389830730, 0x95fcd9fc16890a48, 0x9026fce8f2124b76,
            0x5555511ceac62184, 0x7f447f5529cb6b2d,
        ],
        [
            0x4ed836c4d97005b0, 0x67dd13ed62cddd6d, 0x3fb82d05d627b77a, 0x4cea0bad74ca7fac,
            0xd47b12c284006042, 0xbe641c13b07eab05,
        ],
    ],
    // 433 G
    [
        [
            0x163b3e3659eb3b47, 0xc26cc3a38ab2a4e1, 0x3b1bd43f7ba616ee, 0x3b48e537a24f60ca,
            0xf484328b5e4607f3, 0xd504020549ed484b,
        ],
        [
            0x0d9f1523865e2ff4, 0xfd4a22baa30a6eb0, 0xf0f083966c7d6af4, 0xbd07454bffba75ab,
            0xfaa9963d5aeea778, 0x37edb5cf8c720fe1,
        ],
    ],
    // 435 G
    [
        [
            0x972e09a22a7d2352, 0x53286c0e556d9220, 0x00da612c26669ce1, 0x08446791444ba796,
            0x921adef64223bea5, 0xfdb89a4c6eaf9e54,
        ],
        [
            0xccbc1fb277d98a5f, 0xb095fb293fa9769b, 0xbbf4475f450d1186, 0x75b22f6379310a13,
            0x5131b8bd3deb4986, 0xafd20167ed3f015d,
        ],
    ],
    // 437 G
    [
        [
            0xce648c42c655d93b, 0x6bc21300b4de60a7, 0xca62499d764c2c3e, 0x459a04eaad278275,
            0x7924d8ff345349f6, 0xad59dc69d2a4d028,
        ],
        [
            0x42ea87847703a7b1, 0x4f7c9a66452637a7, 0x4d314cbf6aa499fb, 0x3cb089e785d5b7a0,
            0x8e3edef1058d39be, 0x804faed0a810aafd,
        ],
    ],
    // 439 G
    [
        [
            0x80f7a7a5cd66cea6, 0xba4268014bdaaf8d, 0x185a9333b20791a8, 0xac9cc96bb4258091,
            0x3daaf509581d1946, 0x1b67009499de0e58,
        ],
        [
            0x58e5a67574ecb560, 0x56a677bd165b1dcc, 0x93257c6f399e1d2e, 0xdd585d4260e43ded,
            0x98a63bd07bacbd7a, 0xf5422780caaa5f64,
        ],
    ],
    // 441 G
    [
        [
            0xfe06fea124f419a8, 0x31813032bab08179, 0xe274073b618db1c4, 0x48240ed5fb54c62d,
            0x90e291061acd57da, 0xa551b77cab86d1b3,
        ],
        [
            0x91e24aa8bdc3a9d4, 0x607ed5b05bf49612, 0xcee8c8ce0bf46cfd, 0x346d911da0553690,
            0xb101c79c4dad5878, 0xe8010b03ba634656,
        ],
    ],
    // 443 G
    [
        [
            0x6bd8c291d5dd2de5, 0x5d45ea6005267f23, 0xf47b30bd9b6fee00, 0xfbf23e0ba93f1faa,
            0x5305fa056e32732c, 0x01f31825c0adde91,
        ],
        [
            0x91cc97dc456948e0, 0xede483a33e3b29b2, 0xbdcb8568f5f7492b, 0x37e2c011a41537c1,
            0x95c394c0f0071701, 0x07dd80b93dd3b377,
        ],
    ],
    // 445 G
    [
        [
            0x31db2a516032c655, 0xcd9a0f46b586b3d9, 0xad4b825f2fad4323, 0x4abc20dc3f6a0cfd,
            0x078b01a6c8bd4f81, 0x3570d496333c0ec4,
        ],
        [
            0xe7d96cace347ff99, 0x5ad2e4400f42394e, 0x227e9000fbf82e6a, 0xebbc6a7cd481adac,
            0xa48646eadb0e37a2, 0x3c7843d3221e92cc,
        ],
    ],
    // 447 G
    [
        [
            0x56c0239d67a82732, 0xb567a5d374ebe664, 0x770d89d379d0a8a0, 0xcf581c97976815f7,
            0x8d335d4d5853ceb0, 0x6ac91d5413289815,
        ],
        [
            0x3cbbc181f43aefde, 0x963a9dc03bd2376b, 0x5399a88c51312269, 0xc63c7d86096fb933,
            0x9a327fdf1f91e089, 0xea1ce6bcc55b123e,
        ],
    ],
    // 449 G
    [
        [
            0x72b88f530abab7ff, 0x5b91b38ed1afc906, 0x9e9500e49d105907, 0xa141e997153faec8,
            0xfa55667691f8ff63, 0xef7b20bd1d7a6169,
        ],
        [
            0x1e47c7502b1ef3f3, 0x4a13e5c8b51ca2f1, 0xef80477d078a45ba, 0x736663ec16fb125d,
            0xd6c076dc5ebe6b52, 0xb5f4ba0df69fe8bf,
        ],
    ],
    // 451 G
    [
        [
            0x4eb8e9defdf1d1a1, 0x5f37424041e7017b, 0x8b6412481f5e3267, 0xeae7f60f5e0a7b89,
            0x2fdef753f7d4d64a, 0x64d8c4586903378d,
        ],
        [
            0x5a8415e73991f0b0, 0xffd9b790d2ed472d, 0xe7097825fef5c412, 0x20e082e29bd50f74,
            0x858383869af1729b, 0x079b58464767381c,
        ],
    ],
    // 453 G
    [
        [
            0x994f84df1eb76819, 0xa59662a2f8781a4b, 0x7863af8d8ee466a3, 0x73a3a6562b234446,
            0xf87012ad85fa0a7b, 0x02bc424df2ce566f,
        ],
        [
            0x6a89c2b5a40be452, 0x240dc1484eb7f417, 0xd5c4c2c0f31f97e1, 0x98bf46275e206ef0,
            0xc13269d6b6bdfbb9, 0xb2fb80d14041e89f,
        ],
    ],
    // 455 G
    [
        [
            0x1d0415b97053194e, 0xeb6f522198aec4a5, 0x099f0c19bfdd59e9, 0x9fdc5aefa34a0ddb,
            0x259be2dc6c0a7d55, 0xdcd088ccebe80bed,
        ],
        [
            0xaa997ea898f01375, 0x90ad2475a5a10858, 0xc68154fce017b8a7, 0xa5a6982fca41cbf4,
            0x97df7f3b7416c3d1, 0xe8f4f76df63df71d,
        ],
    ],
    // 457 G
    [
        [
            0xc65cc893c7b89cff, 0x322d4ffec1e37b02, 0xfbe7512696dbc795, 0xd329ceb817a8a999,
            0x7150df13c7d3d4a3, 0x0e58865b0ca1aacf,
        ],
        [
            0xf4a539def003109e, 0xf53452548e51318b, 0x6db1ddc3f6b2b7e9, 0x24e93a8b92489f36,
            0x5c222584b30c9ba9, 0xf4fd72a934269658,
        ],
    ],
    // 459 G
    [
        [
            0x37254a2e76a73d2d, 0xa4227e1357033d2e, 0xc62b5f28533ce462, 0x90a78947d4dda2a8,
            0xe5c8d122b085c832, 0xc221f9ef2bd442b6,
        ],
        [
            0x9704c77708bfe6ef, 0xecceb9781af69f32, 0x03201833701df808, 0x06d81c9f182759ea,
            0x5dc483c186cf32e1, 0x4fce152af4b26570,
        ],
    ],
    // 461 G
    [
        [
            0xe13860258dc8758f, 0xb9b936e55225c8fa, 0x33812767437ca3eb, 0xccabf1f8c7d998ab,
            0x93091b9890615e8a, 0x659030a6778aab20,
        ],
        [
            0x8d51957b23197575, 0x7194c078ef60765b, 0x3669b3fe2d62e180, 0x5778dadbc1ade628,
            0x6bfdfa09e6ab456a, 0x8b026f1d2588879f,
        ],
    ],
    // 463 G
    [
        [
            0x59575741bfdd9393, 0x75c7afe47a8a15f8, 0x696c228bf647eff4, 0x776f325f0b5a29a7,
            0xd6e644173b3efdc5, 0x005ae4661c891e69,
        ],
        [
            0xcf137c9daaf278eb, 0xfa0c83179ccdf17c, 0x9a4f0d37a48fc348, 0xfa4f22237f71fdb2,
            0x5bf7b03ad3832ae3, 0x0d7c0abb8646a3bf,
        ],
    ],
    // 465 G
    [
        [
            0x50c4d77d44de5033, 0x7b8c295f83678489, 0xbfd81af25b2e89a5, 0x6cb58bfc2dfaa231,
            0xacdf65cbd0a18ad5, 0x475dc1943445e879,
        ],
        [
            0xc07e9f245c54a8b1, 0xb20635d55b771cbb, 0xc5e457ca8c97c2d3, 0xa8b5a04fb3aacc16,
            0x06fdf427a28e0f40, 0xa6b5e880061dd165,
        ],
    ],
    // 467 G
    [
        [
            0x802e907b53734c13, 0x827a6bc80c09a8f1, 0x97ae0a0356f387ea, 0x9af53d3facaff383,
            0x190acdb6bf4021fd, 0x686ae6111f280a52,
        ],
        [
            0x98bd7c567524a26a, 0x141158e567b2640b, 0xae2dea2b3c875a58, 0x4b362472ed278d5a,
            0x77d13bc245ca4849, 0x3eed7150ed50e3d0,
        ],
    ],
    // 469 G
    [
        [
            0xfa6f28c3e802369c, 0x875915af00b891d5, 0xaaf76248d393d1aa, 0xe6adb68ce87f5979,
            0x5cf24fac02eba49d, 0x6ac895deb79bfe1a,
        ],
        [
            0x3a17482c6a7696c8, 0x4dcaa2f04bb1045f, 0x512275e8ac18bffd, 0xa440087d240a25e8,
            0xa20d257e34f9fbf4, 0x0e9088e61a2fc3b5,
        ],
    ],
    // 471 G
    [
        [
            0x525d7ee3a529f7b1, 0x902452ad34d4aabd, 0xd46495a5ce54203f, 0xa62a3d827add63a7,
            0xc2bf8a6dc8182fe9, 0x8bfe5440290d980b,
        ],
        [
            0x7808df6c66791c4d, 0x8b949c7599f4529e, 0x815077a2712a6aa2, 0xe010c86e9f6484b6,
            0x10983c7c94e3ba4a, 0xa5a173f321c60bcc,
        ],
    ],
    // 473 G
    [
        [
            0x16f83fbd6591f127, 0x6e44cabaf1b783f0, 0x9e9f46029b6bb57e, 0x4a71d4af710342fa,
            0xa8c314f0b35655a3, 0x077a57781a4be0c1,
        ],
        [
            0xed22f4fe3d95d2da, 0xc6893cc6c03a11b5, 0x906788cb0a3d4bcb, 0x3d65889c6eeb7cae,
            0x47e8211ad940bb1e, 0xd4ca17eab3b67aae,
        ],
    ],
    // 475 G
    [
        [
            0x664be2655f88cfdf, 0x9fafae0dc0b5fb0b, 0xdb4e5dc873a2a4fd, 0x9e5ded9b8da851ba,
            0x3a22190e9f61f27f, 0x7191247dcf121c61,
        ],
        [
            0x791d913f0bfe856d, 0x0f5b5364501b39ec, 0xa817b7e62d170b97, 0x865d54fe22d7392b,
            0xddb737d476302983, 0xe5568e2dd85ffc5f,
        ],
    ],
    // 477 G
    [
        [
            0x4e8675ac5aee5f33, 0xb95c79320cd26317, 0x98aadf1ee207e9d4, 0x7a307640004baee1,
            0x6a3314baf407d02c, 0x77512195c44db625,
        ],
        [
            0x154ec52a2812abc5, 0xe73a35f74d71ba85, 0x24495a1fcd9d1ed5, 0x4130230caf50a965,
            0xeb7c8e8fd0ca2ccd, 0xcc1d2f8851225ebc,
        ],
    ],
    // 479 G
    [
        [
            0xc2bbf728f53f5f13, 0xd646a2200c09e82a, 0x9bc1892cc3c4a011, 0x18a518474025523b,
            0x10d5ee9bd8d39814, 0x09c301740ccace10,
        ],
        [
            0x6cc4839ed775e19b, 0x999342d4270ad907, 0x979d048f6d87f3e2, 0x0936342d1cfecf19,
            0xe4255995d06cdc56, 0x9b1d1e90e2eea364,
        ],
    ],
    // 481 G
    [
        [
            0x054a8556cac566da, 0xa7145045b0005db3, 0x47cad6d5be4ff210, 0x140dac13e719af9d,
            0x1fe80b27b142a137, 0xc5ef006103d6da4b,
        ],
        [
            0xbd3cf077c4d9774c, 0x1779de4f34c71c54, 0xafcba342db361ae5, 0xc784a18b13e89725,
            0xbffc69358a2afd97, 0x53f7c5ee52fbcb09,
        ],
    ],
    // 483 G
    [
        [
            0xf1185ee75cc22ccf, 0x041b60416e065627, 0xf5dab701a187c666, 0x33200d11e16752e4,
            0xce2070ce0937d347, 0x844cf74b4ee6d4bf,
        ],
        [
            0x4f85bb585e0b1880, 0xd61f930289b29c03, 0xe94b1ffea55ba873, 0xb086f55e556c217f,
            0xb2e112bcf144eecc, 0x3bfb5c94e8bfa906,
        ],
    ],
    // 485 G
    [
        [
            0x7fdfb0dc6ba2d680, 0x50a4ac42e6e52b43, 0x4d5fee5f71424c77, 0xda733202bfb1ceb3,
            0x0a5050f277adc38f, 0x838e60f078d6b2d8,
        ],
        [
            0xc67724425de6b0a9, 0x4a62fd188e08274b, 0x296049f24613442d, 0xb8fa3801b0387421,
            0x0f6785b5390c94c3, 0x853fa0a1a4da73b2,
        ],
    ],
    // 487 G
    [
        [
            0x912914356047f526, 0x6d66213a6780619c, 0xaaf3a7a0a3bd5008, 0xdd9bb886b5fabdca,
            0x4151ef3a9f59968b, 0x36d269dd78295c95,
        ],
        [
            0x2a94b432c5f110a4, 0x7605e9f23b835573, 0x48ebd0befdf9b43f, 0x554691915e30c53a,
            0x81a6186a10a1e6df, 0xd5114eec3ad7ff6a,
        ],
    ],
    // 489 G
    [
        [
            0xcfcf69a5340c9f25, 0xe24738ec60e7030f, 0xd285f7ff9350435e, 0xad0faadf3e0de27f,
            0x69cf2f705eb54753, 0x0e82374863b35ad0,
        ],
        [
            0x43d579f698493e14, 0xe9abac4b7c3a49f4, 0x8534783bec10d00c, 0x77bbda76fc41169d,
            0xd6bcde6fd226e5b9, 0xe62386ae2b6f6c08,
        ],
    ],
    // 491 G
    [
        [
            0x34092f2d2beabac5, 0xa7542ccf4e2f8d87, 0xabd1ffb1a6dafb07, 0x41c984df82e7d694,
            0xb71165b398a862f0, 0x481184d564d7262c,
        ],
        [
            0x57fae054387aaf8f, 0x9eefd9231b9f823f, 0x997bb23dc1793022, 0x000776e961019a1b,
            0x158d2f5519e62806, 0xe98ad5255ef471bd,
        ],
    ],
    // 493 G
    [
        [
            0xb4619360e0d458e8, 0xa5e06ab779ba5b68, 0x398c4ab0b64d22d9, 0x664d299a08d00163,
            0xf452e776d90480f2, 0x7cffa6bcae40822a,
        ],
        [
            0x0d592821a6e5a37a, 0x6a5b0e057be67a8d, 0xc39569b1af30b378, 0x5cfa810bf5ce1d25,
            0xa41e35919f875190, 0x40e56cfb4b3e29bd,
        ],
    ],
    // 495 G
    [
        [
            0xf42efe2d88c75bbd, 0xee7e6e451c00c7f2, 0x623b559b5c527ef1, 0x304d0128f06b93bc,
            0x785781d334d6d909, 0xeeff5cff9c3747b8,
        ],
        [
            0x3fd7b691de1d31fc, 0x9538eaa05b984842, 0x0ad400310738d448, 0x8ff69b6ee01341de,
            0x62d7d5aa9b7046cb, 0xe037508bf62dff8f,
        ],
    ],
    // 497 G
    [
        [
            0x66811b2d3f37af08, 0x2eadab056d46efc4, 0xfd333a2c58465af2, 0x588652bbf7d895d1,
            0x0c36533aad7a957d, 0xb74334f2129e38cd,
        ],
        [
            0xe34b22c497cf301f, 0xafcd95d8f802d3bc, 0x213277d936354260, 0xc928c4ea8c4993fe,
            0x9cbd4506b7244c17, 0xf0e76045c231d916,
        ],
    ],
    // 499 G
    [
        [
            0x876d1c06135ef592, 0xdb140568bacb4ebd, 0x307205bd6152557f, 0x8be76e04ffbe5254,
            0xb655e2245e0b09a3, 0x66998df97509fed2,
        ],
        [
            0x13d8c271cfab8d46, 0xaef1b489e6f1472d, 0xe2881be25b5acbf7, 0xb0bc69c1f524d827,
            0x59f60ddb5afe3082, 0x6a09bdc9b401d48b,
        ],
    ],
    // 501 G
    [
        [
            0xb1c384b2600778ae, 0x3216688e46278330, 0xeabf36eb12f13ac0, 0x5d995ebf6eefa4e0,
            0x8f47618b9b7c690b, 0x975d5c338fc550be,
        ],
        [
            0xee4120a71947e019, 0xe4b5abac87c8bded, 0x2c8656ca736df13e, 0xfed9523e0e504602,
            0x2d26f68c14b0f9e9, 0x8ce2cc3da7697c30,
        ],
    ],
    // 503 G
    [
        [
            0xa8c2e8ac3af3bacc, 0x8749d5bfb77f5b82, 0xa57a7f3703ec333c, 0x167be3d8a3adb87a,
            0x3588f829cb2e120a, 0x72c7f3c80266468c,
        ],
        [
            0xd29fffbb1d592968, 0x41c26e1692a9c305, 0x3f2c013ebe96e586, 0x4e9212de47462301,
            0x62b5a513a5a32f1a, 0x29ab7393bf6c7d34,
        ],
    ],
    // 505 G
    [
        [
            0x1a3bc0e20e0911ea, 0x79604470d137cff6, 0x50377e3ee4488525, 0x6b679bd704052540,
            0x7961eaa2c82178a8, 0x4c3e97b77dcc754e,
        ],
        [
            0xb10ca632d3dec4ab, 0x76b369798e6a6fc5, 0xacf35ccc66a52eb7, 0x46dd88e3f03e1f4b,
            0xf893cd93561f1347, 0x523b7a8ca084a4b4,
        ],
    ],
    // 507 G
    [
        [
            0x3cd9539f0a0b5501, 0x0e08486468974c6e, 0xc6f3cea4c332fc9b, 0x952f2bb443876d16,
            0x56677e74294743ea, 0xeb168a03ad93e779,
        ],
        [
            0xeff5bbd1682f21ff, 0x7a1ac90e8f74042d, 0x80c3890a5c7ed4d8, 0x13f0d684b6aff187,
            0x7ab74dd25f34fb6f, 0xfd030fc4aae447d0,
        ],
    ],
    // 509 G
    [
        [
            0x64b719bd9108f00f, 0x3b07ea2417f672fc, 0x49ce7fb051a8b60d, 0x424560eaf7250bc7,
            0x3df6585635953913, 0x14906269d4c2cb44,
        ],
        [
            0xc654e772e1b3c9ce, 0x8563256abda4d504, 0xdb08350c5dadb806, 0x57122bdd4a87de5b,
            0x9bf84d6deec88656, 0x4b95c5b2f843dfaf,
        ],
    ],
    // 511 G
    [
        [
            0xca328ab02adc6965, 0x4880c742cf593f78, 0x30244f6bca2e2c44, 0xf183e5baf989538c,
            0x8e228e86b9795dc1, 0xc6c1a4d9a80691ad,
        ],
        [
            0xdaf956cc8e87b4b0, 0x4f957297600c7c73, 0x09d0b8ac8ceb79b0, 0x9724130d178ef93c,
            0x053f05f8518b21ef, 0x189726ee24329acf,
        ],
    ],
]);
