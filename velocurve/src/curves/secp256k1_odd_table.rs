//! Odd multiples of secp256k1's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- secp256k1-odd > velocurve/src/curves/secp256k1_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/secp256k1.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each as its
//! canonical value in four little-endian 64-bit words. wNAF width
//! 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4> = OddMultiples([
    // 1 G
    [
        [
            0x59f2815b16f81798, 0x029bfcdb2dce28d9, 0x55a06295ce870b07, 0x79be667ef9dcbbac,
        ],
        [
            0x9c47d08ffb10d4b8, 0xfd17b448a6855419, 0x5da4fbfc0e1108a8, 0x483ada7726a3c465,
        ],
    ],
    // 3 G
    [
        [
            0x8601f113bce036f9, 0xb531c845836f99b0, 0x49344f85f89d5229, 0xf9308a019258c310,
        ],
        [
            0x6cb9fd7584b8e672, 0x6500a99934c2231b, 0x0fe337e62a37f356, 0x388f7b0f632de814,
        ],
    ],
    // 5 G
    [
        [
            0xcba8d569b240efe4, 0xe88b84bddc619ab7, 0x55b4a7250a5c5128, 0x2f8bde4d1a072093,
        ],
        [
            0xdca87d3aa6ac62d6, 0xf788271bab0d6840, 0xd4dba9dda6c9c426, 0xd8ac222636e5e3d6,
        ],
    ],
    // 7 G
    [
        [
            0xe92bddedcac4f9bc, 0x3d419b7e0330e39c, 0xa398f365f2ea7a0e, 0x5cbdf0646e5db4ea,
        ],
        [
            0xa5082628087264da, 0xa813d0b813fde7b5, 0xa3178d6d861a54db, 0x6aebca40ba255960,
        ],
    ],
    // 9 G
    [
        [
            0xc35f110dfc27ccbe, 0xe09796974c57e714, 0x09ad178a9f559abd, 0xacd484e2f0c7f653,
        ],
        [
            0x05cc262ac64f9c37, 0xadd888a4375f8e0f, 0x64380971763b61e9, 0xcc338921b0a7d9fd,
        ],
    ],
    // 11 G
    [
        [
            0xbbec17895da008cb, 0x5649980be5c17891, 0x5ef4246b70c65aac, 0x774ae7f858a9411e,
        ],
        [
            0x301d74c9c953c61b, 0x372db1e2dff9d6a8, 0x0243dd56d7b7b365, 0xd984a032eb6b5e19,
        ],
    ],
    // 13 G
    [
        [
            0xdeeddf8f19405aa8, 0xb075fbc6610e58cd, 0xc7d1d205c3748651, 0xf28773c2d975288b,
        ],
        [
            0x29b5cb52db03ed81, 0x3a1a06da521fa91f, 0x758212eb65cdaf47, 0x0ab0902e8d880a89,
        ],
    ],
    // 15 G
    [
        [
            0x44adbcf8e27e080e, 0x31e5946f3c85f79e, 0x5a465ae3095ff411, 0xd7924d4f7d43ea96,
        ],
        [
            0xc504dc9ff6a26b58, 0xea40af2bd896d3a5, 0x83842ec228cc6def, 0x581e2872a86c72a6,
        ],
    ],
    // 17 G
    [
        [
            0x66e4faa04a2d4a34, 0xeb9898ae79b97687, 0xa420fee807eacf21, 0xdefdea4cdb677750,
        ],
        [
            0xcfb199f69e56eb77, 0xced1f4a04a95c0f6, 0xe997b0ead2a93dae, 0x4211ab0694635168,
        ],
    ],
    // 19 G
    [
        [
            0x7475656138385b6c, 0xf06acfebd7e86d27, 0x93ef5cff444f4979, 0x2b4ea0a797a443d2,
        ],
        [
            0xb570c854e5c09b7a, 0x1a01f60c50269763, 0xb343083b5a1c8613, 0x85e89bc037945d93,
        ],
    ],
    // 21 G
    [
        [
            0x81340aef25be59d5, 0x1d9ad40271f81071, 0x4f93fa332ce33330, 0x352bbf4a4cdd1256,
        ],
        [
            0x67bd3d8bcf81998c, 0x4a1b3b2e71b1039c, 0xd59c18259dda3e1f, 0x321eb4075348f534,
        ],
    ],
    // 23 G
    [
        [
            0xdc9cdadd4ecacc3f, 0xe42ab8dfeff5ff29, 0x0230010559879124, 0x2fa2104d6b38d11b,
        ],
        [
            0x423ba76b532b7d67, 0x181d70ecfc882648, 0xb64569335bd5dd80, 0x02de1068295dd865,
        ],
    ],
    // 25 G
    [
        [
            0x69ca0cd7f5453714, 0x263c3d84e09572e2, 0xab21a9b066edda83, 0x9248279b09b4d68d,
        ],
        [
            0xe54a32ce97cb3402, 0x3fc0de2a887912ff, 0x5d1aa71bdea2b1ff, 0x73016f7bf234aade,
        ],
    ],
    // 27 G
    [
        [
            0x7e996d443dee8729, 0x2f570e144bf615c0, 0x8e70132fb0beb752, 0xdaed4f2be3a8bf27,
        ],
        [
            0xab40e52290be1c55, 0x3f83c230f3afa726, 0xd4a1aca87ef8d700, 0xa69dce4a7d6c98e8,
        ],
    ],
    // 29 G
    [
        [
            0xe6a3b5e87d22e7db, 0x11ecd9e9fdf281b0, 0x8acf28d7cbb19f90, 0xc44d12c7065d812e,
        ],
        [
            0xa039063f0e0e6482, 0x0e106e861edf61c5, 0x76c45926c982fdac, 0x2119a460ce326cdc,
        ],
    ],
    // 31 G
    [
        [
            0xb61c65cbd269e6b4, 0x152b695336c28063, 0xc89a20cfded60853, 0x6a245bf6dc698504,
        ],
        [
            0xfd5e6348100d8a82, 0x8b33ba48d0423b6e, 0x8b3f5126f16a24ad, 0xe022cf42c2bd4a70,
        ],
    ],
    // 33 G
    [
        [
            0xf95ae57f0d0bd6a5, 0xce13300b0bec1146, 0xc077e3d2fe541084, 0x1697ffa6fd9de627,
        ],
        [
            0xadee9d63d01b2396, 0xa2cf15009e498ae7, 0x27561506e4557433, 0xb9c398f186806f5d,
        ],
    ],
    // 35 G
    [
        [
            0xf982345ef27a7479, 0x9deb8360ffb7f61d, 0x986d0f07e834cb0d, 0x605bdb019981718b,
        ],
        [
            0x3b01e1e9056b8c49, 0xc26bfae84fb14db4, 0x81a78d93ec96fe23, 0x02972d2de4f8d206,
        ],
    ],
    // 37 G
    [
        [
            0xfe31c7e9d87ff33d, 0xdcb01c354959b10c, 0x7402fdc45a215e10, 0x62d14dab4150bf49,
        ],
        [
            0x35f5642483b25eaf, 0x01aa132967ab4722, 0x98088a1950eed0db, 0x80fc06bd8cc5b010,
        ],
    ],
    // 39 G
    [
        [
            0x5e555c2f86308b6f, 0x2c50e9f56b9b8b42, 0xde5b4b06c408e56b, 0x80c60ad0040f27da,
        ],
        [
            0x1aa01f56430bd57a, 0xa65eed4cbe7024eb, 0x26e66bad7fe72f70, 0x1c38303f1cc5c30f,
        ],
    ],
    // 41 G
    [
        [
            0x9d5eabb0fa03c8fb, 0x4cc5dc9487d84704, 0xaa74c6348cc54d34, 0x7a9375ad6167ad54,
        ],
        [
            0x02d499ec224dc7f7, 0xbdc59ea10c70ce2b, 0x09559e0d79269046, 0x0d0e3fa9eca87269,
        ],
    ],
    // 43 G
    [
        [
            0x4bb51f459bc3ffc9, 0xbb408ec39b68df50, 0x907a9ed045447a79, 0xd528ecd9b696b54c,
        ],
        [
            0x063465b521409933, 0xbc4345405c520dbc, 0x9966f21881fd656e, 0xeecf41253136e5f9,
        ],
    ],
    // 45 G
    [
        [
            0x87231808f8b45963, 0x5266115e4a7ecb13, 0xea25f514e8ecdad0, 0x049370a4b5f43412,
        ],
        [
            0xb653052a12949c9a, 0x54c3f3afbb5b6764, 0x8b3081b0512fd62a, 0x758f3f41afd6ed42,
        ],
    ],
    // 47 G
    [
        [
            0xf1c13eb1fc345d74, 0x881d811e0e1498e2, 0xd73df930d64702ef, 0x77f230936ee88cbb,
        ],
        [
            0xbe8eb3c7671c60d6, 0x96c95330d97077cb, 0x0a08266e9ba1b378, 0x958ef42a7886b640,
        ],
    ],
    // 49 G
    [
        [
            0xeb28531b7739f530, 0x58c80074ab9d4dba, 0xea44887e5c7c0bce, 0xf2dac991cc4ce4b9,
        ],
        [
            0x1a117dba703a3c37, 0x9eb5fbeb0598e4fd, 0x4da1f32dec2531df, 0xe0dedc9b3b2f8dad,
        ],
    ],
    // 51 G
    [
        [
            0xbcba4850c690d45b, 0x5a216cdfc9dae3de, 0x1b4be8fbbe252012, 0x463b3d9f662621fb,
        ],
        [
            0x1cb377b01af7307e, 0xc622e27c970a1de3, 0x43114306dd8622d7, 0x5ed430d78c296c35,
        ],
    ],
    // 53 G
    [
        [
            0xa32496b49998f247, 0x6b98fac14328a2d1, 0x09232d4aff3b5997, 0xf16f804244e46e2a,
        ],
        [
            0xd6579962c4e31df6, 0x2a6c53c26e5cce26, 0x13d206fcdf4e33d9, 0xcedabd9b82203f7e,
        ],
    ],
    // 55 G
    [
        [
            0x369e15f7151d41d1, 0x5d245315ace27c65, 0xb0352b7a14311af5, 0xcaf754272dc84563,
        ],
        [
            0xc32f908318a04476, 0x5f4fa9b7962232a5, 0xa41b643fa5e46057, 0xcb474660ef35f5f2,
        ],
    ],
    // 57 G
    [
        [
            0x24497bc86f082120, 0x44a09c07cb86d7c1, 0xf85d0f1709979d8b, 0x2600ca4b282cb986,
        ],
        [
            0x4b0be9475a7e4b40, 0x5ac6be74ab5f0ef4, 0xa693b03fcddbb45d, 0x4119b88753c15bd6,
        ],
    ],
    // 59 G
    [
        [
            0xc602a7746998e435, 0x01c48685e24f7dc8, 0x338ec53cd12220bc, 0x7635ca72d7e8432c,
        ],
        [
            0xd9e76f302c5b9c61, 0x4ecfc061d57048ba, 0x3d1d5e590f78e6d7, 0x091b649609489d61,
        ],
    ],
    // 61 G
    [
        [
            0xc1a50743bf56cc18, 0xb7f2b33479d468fb, 0xdbbf4a87deee8a66, 0x754e3239f325570c,
        ],
        [
            0x0c5d98093c536683, 0x23ee33d0197a695d, 0xb3cd0ed304ea49a0, 0x0673fb86e5bda30f,
        ],
    ],
    // 63 G
    [
        [
            0x9fe2694691d9b9e8, 0x330800661d1c952f, 0xff57859c82d570f0, 0xe3e6bd1071a1e96a,
        ],
        [
            0x67002af4920e37f5, 0xa5a2283993e90c41, 0x40c0aa58379a3cb6, 0x59c9e0bba394e76f,
        ],
    ],
    // 65 G
    [
        [
            0x4cc47fdcf04aa6eb, 0xc4ccb1f32ba35f4b, 0x26ae73d88f732985, 0x186b483d056a0338,
        ],
        [
            0xa4a797f86e80888b, 0x21fb8090895138b4, 0x2e17446e204180ab, 0x3b952d32c67cf77e,
        ],
    ],
    // 67 G
    [
        [
            0x1a8321724ce0963f, 0x5442e6d2b737d9c9, 0x44c98561f4be4f72, 0xdf9d70a6b9876ce5,
        ],
        [
            0x17b8c45cf2ba2417, 0xb157222720ef9da2, 0x5f862b785dc39d4a, 0x55eb2dafd84d6ccd,
        ],
    ],
    // 69 G
    [
        [
            0x5de64c5f34ce7143, 0xab52554f849ed899, 0x497ca815d5dce0f8, 0x5edd5cc23c51e87a,
        ],
        [
            0xcdc706ab7399a868, 0xc13c66c0d17a2905, 0x61e8cec030c89ad0, 0xefae9c8dbc141306,
        ],
    ],
    // 71 G
    [
        [
            0x722d362f84614fba, 0x7aa3fba1c355b17a, 0xda12fe02287e9e77, 0x290798c2b6476830,
        ],
        [
            0x6d003afd41943e7a, 0x5b29c094db2a2314, 0x988d00bcf79af25d, 0xe38da76dcd440621,
        ],
    ],
    // 73 G
    [
        [
            0x62dfdecef4053b45, 0xcd29552fe3602573, 0x054754efa150ac39, 0xaf3c423a95d9f5b3,
        ],
        [
            0xbc2feded498fd9c6, 0xc8cd5aa667a15581, 0x9a93b0e6f35cfb40, 0xf98a3fd831eb2b74,
        ],
    ],
    // 75 G
    [
        [
            0x8d2fed50d884249a, 0x06bb66b26dcf98df, 0xcccaa28c99bf2749, 0x766dbb24d134e745,
        ],
        [
            0x2c924f97cbac5996, 0x97584a65fa06cedd, 0x8dcc887980da38b8, 0x744b1152eacbe5e3,
        ],
    ],
    // 77 G
    [
        [
            0xce92e666191abe3e, 0x45f7b44f6c596a58, 0xa21277c33784f416, 0x59dbf46f8c94759b,
        ],
        [
            0xd85e216c4a307f6e, 0x42ce739a7919798c, 0x0f4ea6ce648309a0, 0xc534ad44175fbc30,
        ],
    ],
    // 79 G
    [
        [
            0xb62dc6018cfd87b8, 0xdd647e711a95e73c, 0x305e691e74e9a4a8, 0xf13ada95103c4537,
        ],
        [
            0x0778419bdaf5733d, 0x6949e21a6a75c257, 0x63bf4bc808341f32, 0xe13817b44ee14de6,
        ],
    ],
    // 81 G
    [
        [
            0x488550015a88522c, 0xda1869c06ebadfb6, 0x6d4167a2c59cca4c, 0x7754b4fa0e8aced0,
        ],
        [
            0x37a48b57841163a2, 0x8d1e4e350b6cbcc5, 0x224b967c3020b8fa, 0x30e93e864e669d82,
        ],
    ],
    // 83 G
    [
        [
            0xa6828c99e2262519, 0x01858f95de8041d2, 0xaa3874d46abef9d7, 0x948dcadf5990e048,
        ],
        [
            0xcbba2cae5347d57e, 0xdf9154efbd2ef1d2, 0xd5d28a3224b1bc25, 0xe491a42537f6e597,
        ],
    ],
    // 85 G
    [
        [
            0x70328a8a3d7c77ab, 0xfb224cf5ac0bfa15, 0x89c7b48f8202ec37, 0x7962414450c76c16,
        ],
        [
            0x60afa5b29db83437, 0x12507a051f04ac57, 0x0d5c1fc133ef6f6b, 0x100b610ec4ffb476,
        ],
    ],
    // 87 G
    [
        [
            0xb0dd085137ec47ca, 0x5a16977225b8847b, 0xb15b160644d91548, 0x3514087834964b54,
        ],
        [
            0x7e7d15a0de293311, 0x6039e77c15c2378b, 0x8e1652c48e8127fc, 0xef0afbb205620544,
        ],
    ],
    // 89 G
    [
        [
            0x42943d3f7b527eaf, 0x93e947eb8df787b4, 0xc79ce2c9dd8bc549, 0xd3cc30ad6b483e4b,
        ],
        [
            0xafb34db04eede0a4, 0x3c2ad46290358630, 0x89c5e9be8f9508ae, 0x8b378a22d827278d,
        ],
    ],
    // 91 G
    [
        [
            0x3975ba0ff4847610, 0x2b29823db913f649, 0xce1c78fcbfefe08b, 0x1624d84780732860,
        ],
        [
            0xcc06e2a404078575, 0x896878f5282be4c8, 0x0914448c6cd9d4ca, 0x68651cf9b6da903e,
        ],
    ],
    // 93 G
    [
        [
            0x6df7b4fd5fc61cd4, 0x5192474b5af207da, 0x6902c95633e62a98, 0x733ce80da955a8a2,
        ],
        [
            0xc54673bc1dc5ea1d, 0x3e1ef8e0201e4578, 0x485a4d8b8db9fcce, 0xf5435a2bd2badf7d,
        ],
    ],
    // 95 G
    [
        [
            0xef258dfab81c045c, 0x8966c5092171e699, 0xcf1a1c33bbd3b49f, 0x15d9441254945064,
        ],
        [
            0xfc37bbe9efe4070d, 0x434800bacebfc685, 0x34f5137b73b84177, 0xd56eb30b69463e72,
        ],
    ],
    // 97 G
    [
        [
            0xac138599d0717940, 0x1c21417c9d2b8aaa, 0xb612136e5ce70d27, 0xa1d0fcf2ec9de675,
        ],
        [
            0x19212d39c197a629, 0x641462a54070f3d5, 0xb2e90737309667f2, 0xedd77f50bcb5a3ca,
        ],
    ],
    // 99 G
    [
        [
            0xc7ca37331cb36980, 0xa790badee8245c06, 0x5780c0735f84dbe9, 0xe22fbe15c0af8ccc,
        ],
        [
            0xe43d06d77d31da06, 0xa38289154964799b, 0x88b430a69f53a1a7, 0x0a855babad5cd60c,
        ],
    ],
    // 101 G
    [
        [
            0x4009452246cfa9b3, 0x69635e394704eaa7, 0x0ee13473c1155f5f, 0x311091dd9860e8e2,
        ],
        [
            0xbd80f0b1286d8374, 0x871ec5a64feee685, 0xffd1f04788c06830, 0x66db656f87d1f04f,
        ],
    ],
    // 103 G
    [
        [
            0x1867d4232ec2dbdf, 0x883928b45a934078, 0xb31c0442d3e6ac24, 0x34c1fd04d301be89,
        ],
        [
            0xc5321857ba73abee, 0xd57f1ceeb487443d, 0x54bd46f730174136, 0x09414685e97b1b59,
        ],
    ],
    // 105 G
    [
        [
            0xcc2a5e6b049b8d63, 0x8d13f3abbcd08aff, 0x1c14de5b557eb42a, 0xf219ea5d6b54701c,
        ],
        [
            0xd8c2962a400766d1, 0xf4b08d3c07b27fb8, 0xf73af4544cccf6b1, 0x4cb95957e83d40b0,
        ],
    ],
    // 107 G
    [
        [
            0x7236912469a0b448, 0x543a5490bca62708, 0xb1f683db8f45de26, 0xd7b8740f74a8fbaa,
        ],
        [
            0x411e0315eaa4593b, 0xff15db5ed3c049b3, 0xe1010f337ad4717e, 0xfa77968128d9c92e,
        ],
    ],
    // 109 G
    [
        [
            0x9fe4d3091aa824bf, 0xad5bcd32abdd9428, 0xf86f7c98d3a3335e, 0x32d31c222f8f6f0e,
        ],
        [
            0x118d14b8462e1661, 0x2e6dac9e6f26e961, 0x9ccd3d7915b9e1da, 0x5f3032f5892156e3,
        ],
    ],
    // 111 G
    [
        [
            0x340f86cbc18347b5, 0x8793d77cd59592c4, 0x71045a155d9831ea, 0x7461f371914ab326,
        ],
        [
            0xb39847b3cc092ff6, 0x2eee1ff50c986ea6, 0xcbdddcae0aa44254, 0x8ec0ba238b96bec0,
        ],
    ],
    // 113 G
    [
        [
            0x287698bad7b2b2d6, 0x6d716b2c3e67453d, 0x74356a25aa38206a, 0xee079adb1df18600,
        ],
        [
            0xebaac479ec1c8c1e, 0xa446989af04c4e25, 0x4c5f37e0ecc5f9f6, 0x8dc2412aafe3be5c,
        ],
    ],
    // 115 G
    [
        [
            0x2bfd8616ba9da6b5, 0xe65de331874c9dc7, 0x467b18302ee620f7, 0x16ec93e447ec83f0,
        ],
        [
            0x9626778e25b0674d, 0x9d58186a50e49713, 0xd0e8c2a7ca5804a3, 0x5e4631150e62fb40,
        ],
    ],
    // 117 G
    [
        [
            0x85b96065d537bd99, 0xd8855897f98b6aa4, 0x38978290afa70b6b, 0xeaa5f980c245f6f0,
        ],
        [
            0xb18041024edc07dc, 0xd784869d7e6ea67f, 0x19a528391c994624, 0xf65f5d3e292c2e08,
        ],
    ],
    // 119 G
    [
        [
            0xa96c4b6b35a49f51, 0x58ae04877151342e, 0x692ee1910a024399, 0x078c9407544ac132,
        ],
        [
            0x62b675f194a3ddb4, 0xfa1fbd583c064d24, 0xd5404795539a5e68, 0xf3e0319169eb9b85,
        ],
    ],
    // 121 G
    [
        [
            0x726578d9702857a5, 0x01cdc8ae7a6fc688, 0x16dcd838431aea00, 0x494f4be219a1a770,
        ],
        [
            0x55f4b031880d562c, 0xf925ce30d767ed6e, 0x39ba7f075e36ba2a, 0x42242a969283a5f3,
        ],
    ],
    // 123 G
    [
        [
            0xbf4c1e665c1fe9b5, 0xd28211ea58faa70e, 0x6bc7f2f5144ea549, 0xa598a8030da6d86c,
        ],
        [
            0x10026dbd2d864e6b, 0x23fc63b65b35f86a, 0x7e4b4a7140737aec, 0x204b5d6f84822c30,
        ],
    ],
    // 125 G
    [
        [
            0x4dbadc3e58595997, 0x208f020f12570a18, 0x09192f5f2dbeafec, 0xc41916365abb2b5d,
        ],
        [
            0xed16e96b58fa9913, 0xd5caf9450f34bfc0, 0x49d245b328984989, 0x04f14351d0087efa,
        ],
    ],
    // 127 G
    [
        [
            0xe4c73a5514742881, 0x92a2e0d2e0a36acf, 0x5a724604da03bc5b, 0x841d6063a586fa47,
        ],
        [
            0xe7a36de01a8d6154, 0xe62562d6744c169c, 0x1904f9a1c7543698, 0x073867f59c0659e8,
        ],
    ],
]);
