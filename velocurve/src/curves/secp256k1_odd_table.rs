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
//! `G` of `curves/secp256k1.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! as its canonical value,
//! in four little-endian 64-bit words. wNAF width 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4, 256> = OddMultiples([
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
    // 129 G
    [
        [
            0xed112ac4d70e20d5, 0x282b33810928be4d, 0x76026947f89bde2f, 0x5e95bb399a6971d3,
        ],
        [
            0x161384c746012865, 0xa99c9aed7d8ba38b, 0xeebfc71181313775, 0x39f23f366809085b,
        ],
    ],
    // 131 G
    [
        [
            0xf99471bca0ef2f66, 0x5ec07564b5315d8b, 0x76c39f8a99fd974e, 0x36e4641a53948fd4,
        ],
        [
            0x6fd51cf5694c78fc, 0x56ea13493fd563e0, 0x164227b085c9aa94, 0xd2424b1b1abe4eb8,
        ],
    ],
    // 133 G
    [
        [
            0xaeab27c2c579f726, 0xf5643842170e914f, 0x90c191a2f507a41c, 0x0336581ea7bfbbb2,
        ],
        [
            0xf3dcdcabd2fda224, 0x91f7ab1410cd1e0e, 0x99252129b6e56b33, 0xead12168595fe1be,
        ],
    ],
    // 135 G
    [
        [
            0x849742706bd43ede, 0x03781025ed6890c4, 0xa1f2634fcf00ec84, 0x8ab89816dadfd6b6,
        ],
        [
            0x58a47a9129cdd24e, 0x503d459c3e898458, 0x44e654aef624136f, 0x6fdcef09f2f6d0a0,
        ],
    ],
    // 137 G
    [
        [
            0x4bb40284b8c5fb94, 0x20b0938e8acff254, 0x8133344d9299fcaa, 0x1e33f1a746c9c577,
        ],
        [
            0xe33a7d2057f3b3b6, 0x2306d320f1d03010, 0xa9c8ed618d24edff, 0x060660257dd11b3a,
        ],
    ],
    // 139 G
    [
        [
            0xa410361fd8f08f31, 0x0ed1f4cc18cbcfcf, 0xee7f30ded79dd20a, 0x85b7c1dcb3cec1b7,
        ],
        [
            0xc6fed3c35e999511, 0xfcafad1895d7a633, 0xf39048f25a8847f4, 0x3d98a9cdd026dd43,
        ],
    ],
    // 141 G
    [
        [
            0x72a2800661ac5f51, 0x7fbe9a3b878a7af8, 0x9275f4b125d6d45d, 0x29df9fbd8d9e4650,
        ],
        [
            0xcd2876eb2a27d84b, 0xda61dc861c019e55, 0x6e2d8862179139ff, 0x0b4c4fe99c775a60,
        ],
    ],
    // 143 G
    [
        [
            0x8082b2e449fce252, 0xdfe58ca2f768105c, 0x3fea6e671aaf8adf, 0xa0b1cae06b0a847a,
        ],
        [
            0x50f049503a296cf2, 0x6b72da1834aff0e6, 0xec4b19d917a6a28e, 0xae434102edde0958,
        ],
    ],
    // 145 G
    [
        [
            0xa113f2e4c0e121e5, 0xb499dfb3b2133e4b, 0x36dc7ff67e840295, 0x04e8ceafb9b3e9a1,
        ],
        [
            0xb827ce62a326683c, 0x422c086a63460502, 0x4b48f6d534ce5c79, 0xcf2174118c8b6d7a,
        ],
    ],
    // 147 G
    [
        [
            0xf42725c2b789a33b, 0x0a5076689a010919, 0x5afb81c7ca2f6908, 0xd24a44e047e19b6f,
        ],
        [
            0x2cdec417afea8fa3, 0x013f996887b8244d, 0xc63db50f1c0f1c69, 0x6fb8d5591b466f8f,
        ],
    ],
    // 149 G
    [
        [
            0x5104e98e8e3b35d4, 0x001edd28abbab77b, 0x249fdfcfacb99584, 0xea01606a7a6c9cdd,
        ],
        [
            0xcfd652188a3ea98d, 0xb7d4494bc2823700, 0xcfbfe369f7a7b3cd, 0x322af4908c7312b0,
        ],
    ],
    // 151 G
    [
        [
            0x4ad196de8ce2131f, 0x252007d8c5ea31be, 0x6c6328655eb96651, 0xaf8addbf2b661c8a,
        ],
        [
            0xf3dfbcdb71749700, 0x2520818680e26ac8, 0x2a034eafd096836b, 0x6749e67c029b85f5,
        ],
    ],
    // 153 G
    [
        [
            0x722f0e3450f45889, 0xa674a3dabcfca15e, 0x6cc516d47e0fb165, 0x00e3ae1974566ca0,
        ],
        [
            0x3420a72eeb0bd6a4, 0x0de97e4874f81f53, 0x16217f07bf4d0730, 0x2aeabe7e45315101,
        ],
    ],
    // 155 G
    [
        [
            0x075ea8ced397e246, 0x01993ff3ed258802, 0x1cf6993ffed1e3e3, 0x591ee355313d9972,
        ],
        [
            0xeee98f1a4be5d196, 0x1ff0b053d25ca2bd, 0xa60fc4775460c790, 0xb0ea558a113c30be,
        ],
    ],
    // 157 G
    [
        [
            0x077cf03255b52984, 0xfa8584e47b084945, 0xf19aa97318d8da61, 0x11396d55fda54c49,
        ],
        [
            0xc5767bea93ea57a4, 0x4ff536b01b257be4, 0x289d5833a7beb474, 0x998c74a8cd45ac01,
        ],
    ],
    // 159 G
    [
        [
            0x05540157e017aa7a, 0x8dcdfd5468754b64, 0x90000738c9e0c40b, 0x3c5d2a1ba39c5a17,
        ],
        [
            0x61f79ca4c81bd257, 0x0f9b8b9fdd270f66, 0xf9d4de7396fc18b8, 0xb2284279995a34e2,
        ],
    ],
    // 161 G
    [
        [
            0x425ef8a1793cc030, 0xfbc395afb04ac078, 0xa3a99a7299f2e9c3, 0xcc8704b8a60a0def,
        ],
        [
            0x940b74e3ac1f1b13, 0xf395b74fc4bcdc4e, 0x1d1e0862db347f8c, 0xbdd46039feed1788,
        ],
    ],
    // 163 G
    [
        [
            0xa204119b2889b197, 0x7dd4defccc53ee7e, 0xcd9777ac5cad29b9, 0xc533e4f7ea8555aa,
        ],
        [
            0xbb8e0f45eb596096, 0xd9b925bb4a4b3a26, 0x9a2fb6242f1a43a2, 0x6f0a256bc5efdf42,
        ],
    ],
    // 165 G
    [
        [
            0xf566d48e33da6593, 0x69ba8c34eec07bbc, 0x109f6d08d03cc96a, 0x0c14f8f2ccb27d6f,
        ],
        [
            0xc0e8649113dc3a38, 0x75b740dd098075e6, 0xfd4473e16fe1c284, 0xc359d6923bb398f7,
        ],
    ],
    // 167 G
    [
        [
            0xe441f72e0b90e6ef, 0x4c9739ed75f8f21c, 0xbac24789fa17115a, 0xa6cbc3046bc6a450,
        ],
        [
            0x9862afd617fa9b9f, 0x60ceb573c7060313, 0xb130619e2c0f95a3, 0x021ae7f4680e889b,
        ],
    ],
    // 169 G
    [
        [
            0x344b39f99d43cc38, 0x130a3c0267d11ce6, 0xebfb86c1359b1caf, 0x347d6d9a02c48927,
        ],
        [
            0x2689ff1e31c74448, 0x6d565ab687870cb1, 0x1c987f6ecec92f08, 0x60ea7f61a353524d,
        ],
    ],
    // 171 G
    [
        [
            0x855ef7437b72656a, 0xd47c67b1bf31c8cf, 0x83f7dcb375ef5866, 0xda6545d2181db8d9,
        ],
        [
            0x7fea824b77dc208a, 0x6673051b4935bd89, 0x9e78f07ce5680c5d, 0x49b96715ab6878a7,
        ],
    ],
    // 173 G
    [
        [
            0xb9d5994b8feb1111, 0xec25d6945d657146, 0xa13b8148309c6de7, 0xc40747cc9d012cb1,
        ],
        [
            0xbb5e83037e0fa2d4, 0x5db936156b9514e1, 0xc6de6caf2cb48956, 0x5ca560753be2a12f,
        ],
    ],
    // 175 G
    [
        [
            0xc8203ef4037f3502, 0x338c7f713348bd34, 0xccf3a610be870e78, 0x4e42c8ec82c99798,
        ],
        [
            0x0a94473693606437, 0xa5492144cc54bcc4, 0xa7a8b33a07783341, 0x7571d74ee5e0fb92,
        ],
    ],
    // 177 G
    [
        [
            0x87522a1b3b0dedea, 0xd251cadb0c867432, 0x23aba2e1af70b236, 0x3775ab7089bc6af8,
        ],
        [
            0x42ad961409018cf7, 0xac8db17bf7a76a2c, 0xbcb9736a828cfa7f, 0xbe52d107bcfa09d8,
        ],
    ],
    // 179 G
    [
        [
            0x46959e3e82f74e26, 0xd954595d1314ba88, 0x9d94fb814d3d775a, 0xcee31cbf7e34ec37,
        ],
        [
            0x0f448a01c43b1c6d, 0x0149ef0be14ed4d8, 0x26b947ae2bcf6bfa, 0x8fd64a14c06b589c,
        ],
    ],
    // 181 G
    [
        [
            0xcdc1a01d08b47986, 0xfddb58fd45b1ebef, 0x19f6ea6a4eb5464e, 0xb4f9eaea09b69176,
        ],
        [
            0xb24a8ac07200682a, 0x8bb131c012ca542e, 0x7433a4f18c61726f, 0x39e5c9925b5a54b0,
        ],
    ],
    // 183 G
    [
        [
            0xb77907792ebcc60e, 0x84e2515afc3dccc1, 0xa0179a48966d30ce, 0xd4263dfc3d2df923,
        ],
        [
            0xae164e122a208d54, 0x89e127760ad6cf7f, 0x30e30d6295853ce1, 0x62dfaf07a0f78feb,
        ],
    ],
    // 185 G
    [
        [
            0x2233eeda897612c4, 0x0032acc0a4a2de42, 0x4f8d35eb6930857c, 0x48457524820fa65a,
        ],
        [
            0xe7a76aaa49bd0f77, 0xdc6cc07db2d60a9a, 0x8733c38a1fa1c2e7, 0x25a748ab367979d9,
        ],
    ],
    // 187 G
    [
        [
            0x367a1767c11cceda, 0x045e19919152923f, 0xb11644f3a2afdfc2, 0xdfeeef1881101f2c,
        ],
        [
            0x16a83ae09a9a7517, 0xc390bde74b4bbdff, 0xf9420bab396793c0, 0xecfb7056cf1de042,
        ],
    ],
    // 189 G
    [
        [
            0x6c82df83b8fae859, 0x5d89bcbc6062ced3, 0x3c573f44e1f38983, 0x6d7ef6b17543f837,
        ],
        [
            0xf74b190dca712d10, 0xc521a0959b2d80bb, 0xdfefa10c57fea9bc, 0xcd450ec335438986,
        ],
    ],
    // 191 G
    [
        [
            0x5af25af66e04541f, 0xf3c88b9322554703, 0x684500d3b991f2e3, 0xe75605d59102a5a2,
        ],
        [
            0x8360990e2bfad125, 0x4f729ac5308b0693, 0x40b9b48728473e31, 0xf5c54754a8f71ee5,
        ],
    ],
    // 193 G
    [
        [
            0x7dd43fefb1ed620c, 0x9a0c2e60abe38845, 0x6a2be453d5020bc9, 0xeb98660f4c4dfaa0,
        ],
        [
            0xe85f44100099223e, 0xa0a7cd8a9411131c, 0x0609af3add26cd20, 0x6cb9a8876d9cb852,
        ],
    ],
    // 195 G
    [
        [
            0xdc3563e3b8dba942, 0x2154596941888336, 0x5939f2e6892b1992, 0x13e87b027d8514d3,
        ],
        [
            0x2570d55646b8adf1, 0xac2b9da568d6abeb, 0xc5d624114bf1e91a, 0xfef5a3c68059a6de,
        ],
    ],
    // 197 G
    [
        [
            0x7bf4491691e5764a, 0x25424b371ce2708e, 0x17c38f06a5be6fc1, 0xee163026e9fd6fe0,
        ],
        [
            0xe5430da0ad6c62b2, 0xf49ae3fa15b96623, 0x43d94ccc670d0f58, 0x1acb250f255dd61c,
        ],
    ],
    // 199 G
    [
        [
            0x9932e5db33af3d80, 0x1e626d4350586799, 0x78de3a750c2dc89b, 0xb268f5ef9ad51e4d,
        ],
        [
            0x003e945a1216e423, 0x8cf0d34fd4191614, 0xb19f77d41c1dee01, 0x5f310d4b3c99b9eb,
        ],
    ],
    // 201 G
    [
        [
            0xbf7ffdba93c4750d, 0x2b02f01ca99ceea3, 0xe9fad85eb6c7bfe4, 0xff07f3118a9df035,
        ],
        [
            0x4740d098ced1f0d8, 0xc1d2942114e2eddd, 0xa5c440c38eccbadd, 0x438136d603e858a3,
        ],
    ],
    // 203 G
    [
        [
            0xc16e8c3ce2b526a1, 0xa4b9f69e0d825ebe, 0x4146fd20ffb658be, 0x8d8b9855c7c052a3,
        ],
        [
            0x30e2e7f463036758, 0x4bcf50fee51d7ceb, 0x26baf44fb84ea4d4, 0xcdb559eedc2d79f9,
        ],
    ],
    // 205 G
    [
        [
            0xa54263180da32b63, 0xe4b851ceca91b1eb, 0xbfa9d472d7ae26df, 0x52db0b5384dfbf05,
        ],
        [
            0xe924b69d84a7b375, 0xb3180c902875679d, 0x23ebaf66a6db9f57, 0x0c3b997d050ee5d4,
        ],
    ],
    // 207 G
    [
        [
            0xfff543becbd43352, 0x7d0f29c3f3fa48c6, 0x395efd24e80919cc, 0xe62f9490d3d51da6,
        ],
        [
            0x70e07bfd9ccafa7d, 0xf342c8591f1daf51, 0x22c2ca280c682862, 0x6d89ad7ba4876b0b,
        ],
    ],
    // 209 G
    [
        [
            0x6d8e7d65aaab1193, 0x1afa2ff5cb7b14fd, 0x957509c88f77d019, 0x7f30ea2476b399b4,
        ],
        [
            0x80ef4bff637acaec, 0xdaff7bb67b103e98, 0x3b15389a5f6311e9, 0xca5ef7d4b231c94c,
        ],
    ],
    // 211 G
    [
        [
            0xc60a0361800b7a00, 0xef0fb7b4a1dd1d9a, 0x46a210fada6c903f, 0x5098ff1e1d9f14fb,
        ],
        [
            0x62a5b132fd17ddc0, 0xb3ee1b40d60dfe53, 0x084d37c6e7542006, 0x09731141d81fc8f8,
        ],
    ],
    // 213 G
    [
        [
            0xb9f2c81e2778ad58, 0xe2f3c4ccce445c96, 0x72895be6b9cbefa6, 0x32b78c7de9ee512a,
        ],
        [
            0xa497237794c8753c, 0x73bb80547ae2275b, 0x2efc3896ee28260c, 0xee1849f513df71e3,
        ],
    ],
    // 215 G
    [
        [
            0x74b581550547a4f7, 0xe37d50f08269dfc0, 0xd076eef2a7c72b0c, 0xe2cb74fddc8e9fbc,
        ],
        [
            0x8641abcb005cc4a4, 0xaddea9e36122d2be, 0x7a62df062736eb0b, 0xd3aa2ed71c9dd224,
        ],
    ],
    // 217 G
    [
        [
            0x1be0d99cd10ae3a8, 0x26009a35f235cb14, 0xdadc299496ab3574, 0x8438447566d4d7be,
        ],
        [
            0x2390426b2edd791f, 0x34ef0d7906631c4f, 0xa5d01ac5e6ad3307, 0xc4e1020916980a4d,
        ],
    ],
    // 219 G
    [
        [
            0x8ab65c82c711d67e, 0x0587d9c46f660b87, 0x9b584c6fc6c30887, 0x4162d488b8940203,
        ],
        [
            0xbda47ae5a0852649, 0xc1732f2b84b4e95d, 0x776f22c25fb8a3af, 0x67163e903236289f,
        ],
    ],
    // 221 G
    [
        [
            0x4f3ba4a4bf5f683d, 0x175d767aec3e5068, 0xf0f89bfd2dcf54fc, 0x3fad3fa84caf0f34,
        ],
        [
            0x3fa20efcdfe61826, 0x0cf71872e7d0d2a5, 0xb2f0ca647c718a73, 0x0cd1bc7cb6cc407b,
        ],
    ],
    // 223 G
    [
        [
            0x1c69532faeb1a86b, 0xc1fb84bf1370798f, 0x568c1a7ce05d0816, 0x674f2600a3007a00,
        ],
        [
            0xe09eecc69e0d38a5, 0x70db57da0b182259, 0xedf43b257004580b, 0x299d21f9413f33b3,
        ],
    ],
    // 225 G
    [
        [
            0xf87d29bd5ee9f08f, 0x3d82d6c692714bcf, 0xb81b815ad1fb3b26, 0xd32f4da54ade74ab,
        ],
        [
            0x2fc416910b3eea87, 0x82e14f4535359d58, 0x68e99016c0597077, 0xf9429e738b8e53b9,
        ],
    ],
    // 227 G
    [
        [
            0x1ed954f1e3ce3ff6, 0x6fbb6931f72b08cb, 0x6e593657135845d3, 0x30e4e67043538555,
        ],
        [
            0xc695a559eb88db7b, 0x0a878d35da70740d, 0x8499350113bbc9b1, 0x462f9bce61989863,
        ],
    ],
    // 229 G
    [
        [
            0xf1971b04d4cad297, 0x7f3dcd10b01e580b, 0x04682904330e4dee, 0xbe2062003c51cc30,
        ],
        [
            0xd5558ed72dccb9bc, 0xb1c61090905682a0, 0x8573d48a74e1c655, 0x62188bc49d61e542,
        ],
    ],
    // 231 G
    [
        [
            0xc419859fff5df04a, 0xcb6e84a601df5993, 0xd29e0fb9ac2af211, 0x93144423ace3451e,
        ],
        [
            0xd902a6d13037b47c, 0xf1065224f72bb9d1, 0x5c71a3f9d7992038, 0x7c10dfb164c3425f,
        ],
    ],
    // 233 G
    [
        [
            0xcb66418c157b112c, 0x97829205c7b7d2a7, 0xf21ca26d6c34fb81, 0xb015f8044f5fcbdc,
        ],
        [
            0xd3aea1454e3a1d5f, 0x3b3cdc6faa3088c1, 0x744a655b2df8d5f8, 0xab8c1e086d04e813,
        ],
    ],
    // 235 G
    [
        [
            0x6b3f2af341a21b52, 0x4f8a18de57a140d3, 0x9e4868117a465a3a, 0xd5e9e1da649d97d8,
        ],
        [
            0x8955e8592f27447a, 0x1693465c2240480d, 0x111a13cc1d4dd0db, 0x4cb04437f391ed73,
        ],
    ],
    // 237 G
    [
        [
            0x996a5316d36966bb, 0x983005cd72e16d6f, 0x5dbf8ed77b992439, 0xd3ae41047dd7ca06,
        ],
        [
            0x4b10dc14d125ac46, 0x64f8cdd7df0aca61, 0x2a10f0303417c6d9, 0xbd1aeb21ad22ebb2,
        ],
    ],
    // 239 G
    [
        [
            0x9f80af87c897b065, 0x87197d0a82e377b4, 0xfc66cdd22800f0a4, 0x463e2763d885f958,
        ],
        [
            0xb79992671ef7ca7f, 0x26b80c61fbc97508, 0xdf3a311a94de062b, 0xbfefacdb0e5d0fd7,
        ],
    ],
    // 241 G
    [
        [
            0x83cddfc910641917, 0x58e597c40bfe747c, 0xc6f53ec1bb63ec31, 0x7985fdfd127c0567,
        ],
        [
            0x03a5bd567f32ed03, 0x24ed291e0ec67087, 0xf2b25fe1de289aed, 0x603c12daf3d9862e,
        ],
    ],
    // 243 G
    [
        [
            0xd5ff1543da7703e9, 0x9e74c59cb83d2d0e, 0xb2dd249410eac7f9, 0x74a1ad6b5f76e39d,
        ],
        [
            0xd5737fd790e0db08, 0x093e0968942e8c33, 0xd6193d83631bbea0, 0xcc6157ef18c9c63c,
        ],
    ],
    // 245 G
    [
        [
            0xa71d0896b22f6da3, 0xc9bab42c72747463, 0x02d416664ba19b7f, 0x30682a50703375f6,
        ],
        [
            0x17714d9977a22ff8, 0x6290d0e0f19ca73f, 0x6c8f39e7f311d317, 0x553e04f6b018b4fa,
        ],
    ],
    // 247 G
    [
        [
            0x1ee6c1347769ef57, 0x654e7a2b2464f52b, 0x6c3791efefa79597, 0x9e2158f0d7c0d5f2,
        ],
        [
            0x9e2fbf2629008373, 0x9ffd7c8ef35a3850, 0x9003a3481fa7762e, 0x0712fcdd1b9053f0,
        ],
    ],
    // 249 G
    [
        [
            0x322857f3be327d66, 0x8172e566e3c4fce7, 0xeba4029c202538c2, 0x176e26989a43c9cf,
        ],
        [
            0x7b47834c1fa4b1c3, 0x9aefd31f4eee09ee, 0x7d270b4878dc43c1, 0xed8cc9d04b29eb87,
        ],
    ],
    // 251 G
    [
        [
            0x7004788c50374da8, 0xcf1892393dfc4f1b, 0x68abb89a13ad747e, 0x75d46efea3771e6e,
        ],
        [
            0x3ca4726586a6bed8, 0xd7efc22151346e1a, 0xfd0b86fd2b39a868, 0x9852390a99507679,
        ],
    ],
    // 253 G
    [
        [
            0x5b7319f645605721, 0x2310fb0451c86934, 0xfb698c4c825f6d5f, 0x809a20c67d64900f,
        ],
        [
            0x5ebfa5f3f8e286c1, 0x3d096ccc54963e6a, 0xb76b061927fa0414, 0x9e994980d9917e22,
        ],
    ],
    // 255 G
    [
        [
            0x8d563446f972c180, 0xdefece1cf29c6352, 0xed4500b4eac7083f, 0x1b38903a43f7f114,
        ],
        [
            0xd3394119daf408f9, 0x2708b26b6f5da72a, 0x89353f77fd53de4a, 0x4036edc931a60ae8,
        ],
    ],
    // 257 G
    [
        [
            0xf4e6c58868feef23, 0x263458ce2d07566d, 0xab0b4e8ddfa3efe7, 0x90a80db6eb294b9e,
        ],
        [
            0x442c76e92fcf91e6, 0x5ee050b27bbd9681, 0x87f21145d9e2936b, 0x753c8b9f9754f18d,
        ],
    ],
    // 259 G
    [
        [
            0x6dc25d47376bea9b, 0x3e6f36054a14546e, 0x12d625460f60340e, 0xc2c80f844b705998,
        ],
        [
            0x23abd4483aa79c64, 0x73b871a702b4cf61, 0x18b495b891d3b1b5, 0x86ca160d68f4d4e7,
        ],
    ],
    // 261 G
    [
        [
            0xa323ce11a28e7553, 0x2d00cfe1d5fcd692, 0xfdf989d3f19fb265, 0x9cf606744cf4b5f3,
        ],
        [
            0xc300c513c247759d, 0xedd0f30e3c45b85d, 0x5b57b6a3cfad6863, 0x8147cbf7b973fcc1,
        ],
    ],
    // 263 G
    [
        [
            0xce98f5855ad82208, 0xa6280b0c742005ab, 0x5a493fd6060d936e, 0x57488fa28742c6b2,
        ],
        [
            0xdc287844f1a29574, 0xaf949ae650213921, 0x58adbe56c27b470b, 0x31b3ca455073bea5,
        ],
    ],
    // 265 G
    [
        [
            0x4edbc5eb4899447d, 0xd40ed616c758cdc8, 0xdc8df2b8d75963c2, 0xf1133cbe6be8bbc8,
        ],
        [
            0x0cbbb893f652f50f, 0x10bd3a60dd7a1687, 0x5714626d8d67d561, 0x57fc24472225b23f,
        ],
    ],
    // 267 G
    [
        [
            0x0f4e04175bbe89c0, 0x3f3d69bff3e42505, 0x7f8989c79065bb81, 0x95083e753301bd78,
        ],
        [
            0xcc593fa494b33482, 0xee4e92e0156b3c70, 0x4617c73ca77040e4, 0x844adb5ce7d10de9,
        ],
    ],
    // 269 G
    [
        [
            0x62100443bc5c75c6, 0x8668c7b363c8d973, 0x5e576ed29c99af63, 0x1a908355cbb75675,
        ],
        [
            0x057ad22e2f2454a2, 0xa73538074b44ff27, 0x2f77872225627d80, 0xd765466c6e556e35,
        ],
    ],
    // 271 G
    [
        [
            0xf04df3bef349b648, 0x8a2d1f63c5f31db4, 0xaa867308fad97f9f, 0xc5922f740bd343d5,
        ],
        [
            0x77f53c946e7bd648, 0xda811844236a4c43, 0x812605e50d8b752c, 0x77b1f0687cfcdbe8,
        ],
    ],
    // 273 G
    [
        [
            0x96434420e6c95dc9, 0x055dcf31163897d9, 0x7691a40431b0b672, 0x64e1b1969f910297,
        ],
        [
            0xdce94e329222550c, 0x9bfb77d21cef371d, 0xeb27fa26a9035b66, 0xc16f60c7c11fc3c9,
        ],
    ],
    // 275 G
    [
        [
            0x808fb7ea07ce08de, 0xc602f8a7549e9ce7, 0x6c521bad3333dd37, 0x033b2e76687744ed,
        ],
        [
            0x4c25112a86988efd, 0xd742e8caa6de7811, 0x5cf6c2437fdd94bf, 0xe1bcfe7fc8ed8ae9,
        ],
    ],
    // 277 G
    [
        [
            0x951473be45e4f294, 0x89fbf30ff294a75c, 0xc2a3103317b4ac31, 0x20f18f4c866d8a1c,
        ],
        [
            0x43fcae81d2d0ea0e, 0x0fe8529f7173f589, 0xfd8883363d37bee7, 0x8d6857c9d08ef7b4,
        ],
    ],
    // 279 G
    [
        [
            0xd1444176d7b69a8b, 0x2df3465354643bef, 0xa0eb4c685e2a8b9d, 0x4d1623c944c9c716,
        ],
        [
            0x54f583888917be80, 0x2b601bd5ed952f78, 0xf996bf6b96ec3496, 0xddf1b9fe8744ad03,
        ],
    ],
    // 281 G
    [
        [
            0xd4ad0ff53db079e0, 0x4faad0a4dd0da7e2, 0x280d6b3685894785, 0xa901b0dbe8ab292d,
        ],
        [
            0x01d0e60e47298a9d, 0x716bc5e0a6b063b3, 0xaf6f04dc61e7ae64, 0x3f27e7e1834f1a61,
        ],
    ],
    // 283 G
    [
        [
            0x3031c9a6ebfc9a70, 0x2f42a24f7c80889b, 0x50bd66f4484645b1, 0x7e0af07130218ffd,
        ],
        [
            0x2416db785aaedb3f, 0x0d579517f5bdc3ab, 0x9f53fbb235eb1e89, 0x50bc23f3926cd0c4,
        ],
    ],
    // 285 G
    [
        [
            0xef82aab05aebf20d, 0xb47f0528546e9da4, 0xc185d335440a9038, 0x7ba8187e1a7b25a2,
        ],
        [
            0x9ab249309a185187, 0x0527efbce7d8b3a3, 0xf866c25c7ca5dd78, 0x6e6aee6c9625370a,
        ],
    ],
    // 287 G
    [
        [
            0x55b84a39d93a6807, 0x9767b7960e926772, 0xb6000816e18fca38, 0x8c050fc34d83b279,
        ],
        [
            0x7019bc4135174870, 0x5d699fcd81cf23ce, 0x827c296504198139, 0x986314ef75b68fb2,
        ],
    ],
    // 289 G
    [
        [
            0x2a7b8b1bc99c2ec9, 0x9d7201a2cbf50620, 0x25860583a5249948, 0x53b7849a78e4df86,
        ],
        [
            0x44d2ddf9e3e469c0, 0xe0a44d254728d2c5, 0x5de4b22de1be2c52, 0x4e31ea12ac607d07,
        ],
    ],
    // 291 G
    [
        [
            0xfebc527e53313b33, 0xb633500431dee78e, 0x6a075a010fe762be, 0x9bdf9e67a5d0c995,
        ],
        [
            0x17e94afd8e9d2bb0, 0x907f2636762e8d5a, 0xe24c27926f16cad2, 0x94264621a5960e0e,
        ],
    ],
    // 293 G
    [
        [
            0x429fd9904a381f34, 0x17d9f42c6ec2d2fb, 0x0bac031a47606f89, 0x7caa72b37a8ab3bd,
        ],
        [
            0xef87ddd65d7303c9, 0xff8fbd1e0682f7f1, 0x34e3d6beb201094f, 0x5b5853ab7ee5de8d,
        ],
    ],
    // 295 G
    [
        [
            0xde16b97e3993d81a, 0x925d62c75532493d, 0x79c0295fc3f48db7, 0x2ef29b9f09827975,
        ],
        [
            0x9b42337a33110753, 0xa0afff24387d95e8, 0x0a537ef96bf4c714, 0x496c944dd9875ba6,
        ],
    ],
    // 297 G
    [
        [
            0x9e5c34be97317ff8, 0x4029e952ec354e6a, 0x573c1860ae5d02c6, 0xdf157cad95b07875,
        ],
        [
            0x70f6ee381284c162, 0xb629e62e85693ba4, 0x899c979a02b3cc30, 0xf2eccac775922b50,
        ],
    ],
    // 299 G
    [
        [
            0xb15a987016454b1d, 0xe651d236b71920e7, 0xb6182e643b9eb544, 0xdd55c150a29ca526,
        ],
        [
            0x4d95e23f4c2e9368, 0xac685aabd77a8f5c, 0xb39605d4268c2510, 0x44c757a542f4ea2e,
        ],
    ],
    // 301 G
    [
        [
            0x25b9e4b898227f27, 0xc4d5d39387f01723, 0x19147763063d3256, 0x16886cf46ed42c79,
        ],
        [
            0xec5383170a17fffb, 0xc824ed8de2f48367, 0xd46192fc93ca03de, 0x7421a2207ee73299,
        ],
    ],
    // 303 G
    [
        [
            0x56aeaa7b2b60732f, 0x27968c22484ff45e, 0x08e8b306d6f0acff, 0x6ff180fcdaa30618,
        ],
        [
            0x22f3ea1ef69961a9, 0x6c8d4022ea85b8cc, 0xfc254dad063761a2, 0x7d16d654f0c2aff0,
        ],
    ],
    // 305 G
    [
        [
            0xf8bcc8eadc395e36, 0xaa912b5539f685c4, 0x3eb4f51f40ee677c, 0x03ea4511a00dc2a0,
        ],
        [
            0x24b035c673c9259d, 0x0a2f2e365290c498, 0x93a39839340ddb53, 0x6c9ed1f1528b0215,
        ],
    ],
    // 307 G
    [
        [
            0x3c7cca20f253081d, 0x53e4150a835e54b6, 0xb38742d8f32dfb8d, 0x0b82cd70dc3de9ea,
        ],
        [
            0x60d4bc0aadd0e24d, 0x02effc56a922f268, 0xd32e20499329765f, 0x0e8bcbfe1f7f6e75,
        ],
    ],
    // 309 G
    [
        [
            0xb7b38b57a196c77f, 0x06d056f017327d49, 0x84ee23bf105a69a6, 0xfe2fc3e000748745,
        ],
        [
            0x4f9bbdb6e9bf3916, 0x7da8561de4fde71d, 0xcc9a32f695807b1c, 0x3e18941cc3c6d297,
        ],
    ],
    // 311 G
    [
        [
            0x845dbf574bb7858b, 0xe8b0011446ea35ec, 0x47e8778b12db9d6e, 0x04b90176cdaa3693,
        ],
        [
            0x295caaecb973c154, 0x1fdad0fc2f7ab155, 0xeca6e349b85880c6, 0xf60547ab6e9c5fd3,
        ],
    ],
    // 313 G
    [
        [
            0xcd3ec10a5944c6d2, 0xdefc4272f59528a0, 0x4b8c86a9f0dbc9ed, 0x35f382511d34600b,
        ],
        [
            0xae83234bd0b5ccd5, 0x43762bb1b12a0dae, 0xf6f37a80cf96ca98, 0x29a835f6ef7fa1e5,
        ],
    ],
    // 315 G
    [
        [
            0xf3cc2371722cb94a, 0xe1d0e9ac3f0111cd, 0xa1027e26587d3f5b, 0x1d74b2970311b7ff,
        ],
        [
            0x606cc1f728c2071e, 0x35dc99ae9dc7f0e2, 0xb73bcfb810f5c60d, 0x5c7bcf8b57f114e0,
        ],
    ],
    // 317 G
    [
        [
            0xf934a68a98450428, 0x4f75d1b7c41593e6, 0x0b020737b9ec722e, 0x50a094f309c6f956,
        ],
        [
            0x54a90f1e83778eee, 0x89c86db6869aa1b5, 0x9689eaba6a81f044, 0xa286e222dfe10cfd,
        ],
    ],
    // 319 G
    [
        [
            0x99b0a6d627c63db7, 0x282dbcd914b48105, 0xdfecf12e275ec38c, 0x9b65bb812129157c,
        ],
        [
            0x528593bc18223188, 0x660b4c40ad08fd65, 0x1913b2e951e98a78, 0xc582db1a3f0f2242,
        ],
    ],
    // 321 G
    [
        [
            0x1c20802d36a4bc6b, 0x85e7f1c5e620eca5, 0x456c1115a1dc831c, 0x8b4544fc1fdfa06e,
        ],
        [
            0x6ea8b19f7a20350d, 0xe4116fb9955b03b0, 0xe722af7f4b70e64d, 0xe3e77c41288f2602,
        ],
    ],
    // 323 G
    [
        [
            0xd5f81d95de0ab4aa, 0x6cb2ae13ddcede29, 0x5179b29cc5578fdc, 0x6c709880b959eb7c,
        ],
        [
            0xc2dcc5139e7c4bdc, 0xee2b59c50953fb43, 0x6736c0c76f3deaba, 0xc9e33faebd8eba42,
        ],
    ],
    // 325 G
    [
        [
            0x085b56773d537806, 0x76fc9d67802b81e7, 0x95d891f794a087a0, 0x77760b5137ba6a71,
        ],
        [
            0xd7e81abe158e3a25, 0x1b87ffdee68e77f0, 0xf4f58c7edf4417be, 0xf5202cf5aaeea58b,
        ],
    ],
    // 327 G
    [
        [
            0xdf4c426e7e163102, 0xe23cd4f8efd625d0, 0xe9a904a8a8c91a67, 0x1a8bd7836a0b0c82,
        ],
        [
            0x4e9c5fcc12285844, 0xc2a96316b7009f2e, 0x3c574f282f74a87d, 0x61fe64cab0952cae,
        ],
    ],
    // 329 G
    [
        [
            0x53db5390864abc30, 0xa3fb3099e69471d7, 0xfb1e453ed24d91d6, 0xfe217db659079913,
        ],
        [
            0x8cdf6b034d730b58, 0x93a0c61c53969253, 0x80b0f20fb1f047d5, 0x5dcf9abba9625ed6,
        ],
    ],
    // 331 G
    [
        [
            0x212aed49f5b33b91, 0x07e3abd748cb6c5f, 0xc38f58b65ead696d, 0x2504d63754afd5eb,
        ],
        [
            0xb5e013ad7b5d75d4, 0xba7cec105675f437, 0x4f5321c6c72fbbf4, 0x79a6bf4375f1469c,
        ],
    ],
    // 333 G
    [
        [
            0x7fbddcafdb197b5c, 0x6160abbf5cc8976b, 0x89a9bd3f687105c3, 0x0b06f702f47b22d7,
        ],
        [
            0x1cd5f918d732f63d, 0x5bd2fe7fd179c778, 0xf592a35b6aa3dfe4, 0x7669bbd419a4d491,
        ],
    ],
    // 335 G
    [
        [
            0xbc2128a60d044e23, 0xa6f3f99ebd23d0ac, 0x4034eeb931b54480, 0x803b203bb31f9cf9,
        ],
        [
            0x54e5381c1728d1c7, 0xbfc9ccbf49b946a9, 0x59b20c5c7fa62baf, 0x308abc8df271f759,
        ],
    ],
    // 337 G
    [
        [
            0xd57289fe0302749a, 0xe52de1de8e95a8dc, 0xbb50e5bda03a7312, 0x266a9cb4c5f5cead,
        ],
        [
            0x8b386ffc46e0ae7e, 0x3dc0efba1e7c3baa, 0xa3e82877cc84ed4f, 0x9eea970ba856b2fa,
        ],
    ],
    // 339 G
    [
        [
            0x5d7360bcf84eba94, 0x64c4c141e9abea35, 0x2599a7ab98163df3, 0xfd8a9d95d80c7ad5,
        ],
        [
            0x3e2d7d73dfb1030c, 0xa30377da47bfda71, 0x59b2e2688ae7fd33, 0xa9fb1702100953b3,
        ],
    ],
    // 341 G
    [
        [
            0xf2cb6f26f9db0a7d, 0x6e84acc5b7b0b8f8, 0x59fc339a8b2c80be, 0xa7322df309f28f23,
        ],
        [
            0xc12a2ea16edb6be6, 0x095f40e131714885, 0x7fdb7f5b2f12fa57, 0x22f6fe9d21749501,
        ],
    ],
    // 343 G
    [
        [
            0x82c3c7e4cb052d36, 0xbd4c461aea569ffc, 0x63a104ddbf7f0f18, 0x82a8c10f336a6649,
        ],
        [
            0x18fe128795f1dd0c, 0x5e5c31d4cd0478c1, 0x8b90501ccb71b671, 0x737ceca2c0ef7227,
        ],
    ],
    // 345 G
    [
        [
            0xc54784a94f15d6df, 0x6c4ef2b75ba5c516, 0x007cd12f05a60c26, 0x9b50d1b68e3bf795,
        ],
        [
            0x7376feb7cbddd8fd, 0x403fff272d47e778, 0xd003fd2a4f18d526, 0x2afc8d09b79176d8,
        ],
    ],
    // 347 G
    [
        [
            0x6718595fbae08d32, 0xb8dcb9d7ee82cb80, 0x7de3a82281d3056a, 0x3f9083ddc8b423fe,
        ],
        [
            0xe2195ffcf28fa758, 0x81f77f6d20cc1376, 0xa9e0ed90afa021a0, 0xcb13c152fd511d91,
        ],
    ],
    // 349 G
    [
        [
            0xdbd1074ef2167faf, 0xc923170659d50bfa, 0x56eff6bd592666cb, 0xc75c85c1ee17c1a2,
        ],
        [
            0x96daf16940023a52, 0xbd698a16d4f7cc85, 0x75cca8922647f48d, 0x1ab4eabe5e09409d,
        ],
    ],
    // 351 G
    [
        [
            0x5c68d57698656045, 0x60ea8e2b3d4b7fb9, 0xb4d0cf0d2f7aad7c, 0xc5341feaf8a0f5d3,
        ],
        [
            0x6e6d3ab974e88915, 0xdc48a4d54d712398, 0xa48fa422a26ab982, 0x95f9f4e9007e5b9f,
        ],
    ],
    // 353 G
    [
        [
            0x8967a03260c2d89b, 0x220852b7752d67fd, 0xd52bd4c68705dd22, 0x83acda3e2a8997e0,
        ],
        [
            0x330e97791bc31df0, 0x0a77cd3bdd4b8e8e, 0x7f5b558099711757, 0xdce1bae1d655ba51,
        ],
    ],
    // 355 G
    [
        [
            0x5bd279b30025237b, 0xf1c0d5716c5d3962, 0x5b9c4164e29d594c, 0x5b8191468b299074,
        ],
        [
            0xf6989f4af7625d8e, 0x1c48d2ca71ba34fc, 0xbed88daab081f359, 0xcc3636a03fddddfa,
        ],
    ],
    // 357 G
    [
        [
            0x9b89045e2c3b0e6c, 0x32f5f664d38d7721, 0xf8041796166104e7, 0x64778122214e38ef,
        ],
        [
            0x974cf9844611a32d, 0xd8b632038d4aef81, 0xb8eafc4a0b8a7d1c, 0x329cf0497e15eec7,
        ],
    ],
    // 359 G
    [
        [
            0x43d0cb9f1af12323, 0x2b475a9d6da1017c, 0x795099099aee8664, 0xed4d826afe5762f4,
        ],
        [
            0xd0531b7bf7e48e78, 0xc4d88c9a59442274, 0xc8296f928ac7919d, 0x8c6f81be3fafa5ee,
        ],
    ],
    // 361 G
    [
        [
            0x7a06eb40cd109c4a, 0x4d82ac2b55f7afe9, 0xacd6f551346fd61a, 0x38b42924419aecc3,
        ],
        [
            0xb5acb92b73e05583, 0xde49d768a2ce6b07, 0xb2b0965a1f359a6a, 0x7f42c0962feb2f73,
        ],
    ],
    // 363 G
    [
        [
            0x446ac2e982138911, 0xbb2a8f6224f216e3, 0xb434cf70183e8615, 0xc3cad4a8d8bb94a7,
        ],
        [
            0x59a8ed387282765e, 0x420e372ef1b25b27, 0x20742ce382dce3a1, 0xf649be278cad9764,
        ],
    ],
    // 365 G
    [
        [
            0x55588e4a54bd6538, 0xd9212e5736591a9e, 0x54fae40dce3ea9ec, 0x2d408ff4d3d236fd,
        ],
        [
            0x4b9a05b50ce815b7, 0x85e2a171585aa132, 0xbc6284bf0299bef6, 0xd596adf0e8692a06,
        ],
    ],
    // 367 G
    [
        [
            0xbafb7eaa7a33c854, 0xd67423a3a3c6fdae, 0x76e90cf813f888eb, 0xee7adf6d247f25fb,
        ],
        [
            0xdeaefc1d527a8fb4, 0x143f6871789e1801, 0x6c10dd9ef541689d, 0xe077184b4ae8f705,
        ],
    ],
    // 369 G
    [
        [
            0x7c811f3e01144b34, 0xdd5d37a37c9a864b, 0x3d91151dc4c5e89d, 0x2f9457c8a9ffaca1,
        ],
        [
            0xb40634e0e75e221d, 0x787120ceb3d3dcfb, 0xa295407e1d6fc48a, 0xeb4c98489093d573,
        ],
    ],
    // 371 G
    [
        [
            0x7b30c46eb7fec294, 0x60120483ef531c27, 0x1ce3478cefe18de3, 0xd3f332b8a0f11582,
        ],
        [
            0x323215e1bb0b2155, 0xc8968b90ef134f9f, 0xd1af1c019c372941, 0xea75b9b25d717861,
        ],
    ],
    // 373 G
    [
        [
            0x9a4cdf1f8e152b91, 0x5f3ddb8666b52f7e, 0x3521fcd86ef36dd7, 0x183408d338b05aad,
        ],
        [
            0x5de355371641218c, 0x210e204ce4499809, 0xf39be21f20c98824, 0x669985206edf4ac6,
        ],
    ],
    // 375 G
    [
        [
            0x3d3956095f40374e, 0x21faffd6c2534686, 0xba8f1f0ff9cf89a7, 0x283fec5db1145e53,
        ],
        [
            0x8511be82bc32fefe, 0x08846e03cf39af77, 0x68e68e5f65ca6e98, 0x70b0123774af550e,
        ],
    ],
    // 377 G
    [
        [
            0xf54a0dfbdd52fa62, 0xebc73579770fd6da, 0x413bd249d8e7dbfc, 0x0ce7570a4f943cfa,
        ],
        [
            0x7c36f9ce8b75d41d, 0xbd5e5b8983e05390, 0xfb85bdf98ba3985c, 0xe115b14bef4695cf,
        ],
    ],
    // 379 G
    [
        [
            0x37794a4c838fd470, 0xdf79031574cbeb15, 0x1269f648cd919525, 0x7e9c4f19c8f4ec3f,
        ],
        [
            0xc86df5ceb0fa5270, 0x60fafa8dad6bd3e9, 0xa855d6ccbd11f480, 0xe9d9dbfe8cf5f5cc,
        ],
    ],
    // 381 G
    [
        [
            0x3bf451b464cb001b, 0x0ba04f4c722a3ec2, 0xa7c7f919df2309f9, 0xe2a9bbe60d5d5bfe,
        ],
        [
            0x98411a4786393fb0, 0xd1925b91d06a7f16, 0x78925bd67e72cb77, 0xe4177ce1c3cd6ac7,
        ],
    ],
    // 383 G
    [
        [
            0xe709900275271012, 0xf55e641b1558c265, 0xe43bf37d42a94990, 0x504512a43e17ef50,
        ],
        [
            0x742a49d2e61ed18b, 0x1f21c4b96899781b, 0x2d4b1f41e8e1f2cd, 0x954a5fd857ba3acf,
        ],
    ],
    // 385 G
    [
        [
            0xcd5cbe87285f850d, 0x859945d8a17b3411, 0x4b2d1d51ba72c721, 0x81d1f013a6bb325f,
        ],
        [
            0xdce4bcc5dc937193, 0x259d3d49d4d7071a, 0x3b1fe249298b2059, 0x2d5d2fb1f0c30855,
        ],
    ],
    // 387 G
    [
        [
            0xa733383d1d895022, 0xd90dd51414a3b87c, 0x18a872767e66c33d, 0x5b66c2dfc1d28266,
        ],
        [
            0x49eb5472d554e0ff, 0x27fcaeda12d8cf54, 0x2217267b7407e987, 0x9bd0178e38189569,
        ],
    ],
    // 389 G
    [
        [
            0xafaf868820381186, 0x99b583d9af58c597, 0xdbd2d544bdbff8ab, 0xaeb5f70e98ec5e38,
        ],
        [
            0x2e7adc173584427b, 0x691b09730f2f5a05, 0xf08b76929336e421, 0x618bd6b0d25ca70d,
        ],
    ],
    // 391 G
    [
        [
            0x707a98212505052e, 0x557679ca76ad753a, 0x84761e3c67a9c02a, 0x0b289effe841943b,
        ],
        [
            0x0cfb9d0fe879992c, 0x530ed7385e5d1e33, 0x53b4f895dc62482c, 0x07a981f0c21862a8,
        ],
    ],
    // 393 G
    [
        [
            0xf81bd356f619291c, 0x3f585917e44e1200, 0x6b0c8360cfd28288, 0xabae39458b12199e,
        ],
        [
            0x233b75efb5753f28, 0x0b2a81b7b667e934, 0xe83be30b2469b068, 0xadb23bcdb3d069c5,
        ],
    ],
    // 395 G
    [
        [
            0x9419c80955fbacaa, 0x1e0f658c8d91b013, 0x81ac224a518eb29d, 0x4a9583a6485b5a5a,
        ],
        [
            0xcea15631b4e8dbca, 0x803ecf119b7b37de, 0xede375a8a7768db4, 0xd8003c9ee3c842f5,
        ],
    ],
    // 397 G
    [
        [
            0x3a21010210ebc169, 0xea236ac1460f17ae, 0x65fcf46544ab0d9e, 0xd52f630edba6f7cb,
        ],
        [
            0x145c13e1370d26d0, 0x68e21a0c41bc83d9, 0x3e5bea50da005c53, 0x211557489fa93b88,
        ],
    ],
    // 399 G
    [
        [
            0x8d10e1209add6a4d, 0xc74a2a6335bca9bf, 0xf5c50fc052e4c1e9, 0x0bdc523782c75858,
        ],
        [
            0x585404366834f189, 0x12ff023bc1d5723e, 0xe214efbafbf529d3, 0xabb1d9f874637668,
        ],
    ],
    // 401 G
    [
        [
            0x26ee0912e59ad087, 0x88156d168f13ce86, 0x3bb64e476eb6167a, 0x44770a338bf0aab8,
        ],
        [
            0xc965c33def60a55c, 0x6a3abd23b7291b99, 0xb3393a895c2d6457, 0x5b5930f12e9c40bc,
        ],
    ],
    // 403 G
    [
        [
            0x3e32d924515e1679, 0x6503108d8ee8e1c8, 0x319ac20323e36672, 0xb15e7b322e404aee,
        ],
        [
            0xa873ceaf3d997e7a, 0x5ced5c2587347d57, 0x5f82ed5650796f50, 0x5246a8190bbfb291,
        ],
    ],
    // 405 G
    [
        [
            0x27bbd9aeddb00f22, 0x665ae108d5e04190, 0xf2c50f758a1c1df9, 0xa1ed755705225cd0,
        ],
        [
            0x3d2127766a791ee2, 0xd71dbd04093281a1, 0x7b97e7464850ed02, 0x3c83145dad9f8748,
        ],
    ],
    // 407 G
    [
        [
            0x3cf8afb31d918af5, 0x479e9ec9c23a37a2, 0xd9bfc43c2c60580f, 0xe8aaf3616a1bc60f,
        ],
        [
            0xc89b6f279e79827c, 0x9ab9c303a5ac3d3e, 0x7e141041ab9a0d58, 0x6ce693b64a37c672,
        ],
    ],
    // 409 G
    [
        [
            0xc5a3aa37054c20a3, 0x0759c04338a3db76, 0x52a4a4ef6187a6d6, 0x5dc6f8cd2c855e63,
        ],
        [
            0xbb8701464e6f4838, 0x0fe9f5f52e6a7f0f, 0xd671d1bc7c1d8834, 0xf602c3428593a9a8,
        ],
    ],
    // 411 G
    [
        [
            0x5f1a07cb6b42f3a6, 0xf6563620461af26a, 0x68a063ef22aa489c, 0x6332731167bed8af,
        ],
        [
            0x3ea0cb81b74424a6, 0xbf94a7009a919f1a, 0xf20ca036761d3e56, 0xb8f7c3b220701320,
        ],
    ],
    // 413 G
    [
        [
            0x535230f948080263, 0xad66e50ad798a0d3, 0x2305c2017e8654db, 0x8a40d9259a393b38,
        ],
        [
            0x6a7b5d1f9d9fcaff, 0x43f9cbcc9a9a5d6f, 0xdd7f703a5c6616d1, 0xafb6a74d9849454e,
        ],
    ],
    // 415 G
    [
        [
            0xcdfdeaf82078645a, 0xa6a02c8bcc20b17d, 0xf517fd3f9a05b7de, 0xe714710727c7420a,
        ],
        [
            0xeaa144eb4217daca, 0xa3561ba02581b055, 0xfedd5dcdc96b04f9, 0xda7d67cbc1ede9d4,
        ],
    ],
    // 417 G
    [
        [
            0xcae1f69c9661c82d, 0x9922bce891c026c0, 0x01e42a68553952c2, 0x6131291cd95fb878,
        ],
        [
            0x384fc1042d30bf01, 0x42b8947913733b89, 0x59d4f9898ae632b8, 0x160e1c1c13342fd4,
        ],
    ],
    // 419 G
    [
        [
            0xb782bcf1d1ca4951, 0xfc5e2aa9da5003bf, 0xd0a9bfa81788809e, 0x4bc4f845b6764692,
        ],
        [
            0xefdc40fc10b751f0, 0x64c4a7c57fb1783c, 0xe3b055ff3a76ec05, 0x87092dcbb9c3d254,
        ],
    ],
    // 421 G
    [
        [
            0x698e6ecaa2be67df, 0x52865b5d582a201f, 0x29f9bff5c985f364, 0x45a880a27bbee9df,
        ],
        [
            0x13132ba37855fabb, 0xa831d46b8ee94eb6, 0xef679714dabd590e, 0xfe49a6a8b5e46bf1,
        ],
    ],
    // 423 G
    [
        [
            0xf21f1a0d4af4f2a4, 0x877e5495b21500d3, 0x64d6847a220145d1, 0x6a826a38317c0c86,
        ],
        [
            0x15445f87e05f4513, 0xf6b83f0bbc20722c, 0xdf2f14e0e6e6b47a, 0x4521954efcc98263,
        ],
    ],
    // 425 G
    [
        [
            0x613e8a34366a23a9, 0x8bd860de7c6cc75f, 0x6cc8aa1b09dce572, 0x15356506f255f7e9,
        ],
        [
            0xe3e53b1c00110bf3, 0x122f37b4e362b4ce, 0x0d5e401f1f89a5df, 0xcd15abbcd744d485,
        ],
    ],
    // 427 G
    [
        [
            0x2b5e1ca0f2b89b91, 0xcacff3a5cca6443a, 0x6b86517802dac2ec, 0xf3bc12aef53d9f5f,
        ],
        [
            0x368ca50918e00957, 0x303e915ff247f131, 0x41fd0f367a0737ad, 0xcfd4d36beb2e11f2,
        ],
    ],
    // 429 G
    [
        [
            0x6f728297335c0fd4, 0x22320bef58453373, 0xf7a26ef18b387649, 0x7e3c8c6dfa04a536,
        ],
        [
            0x15571284d1f7c189, 0xb6a1294d88ce7fe9, 0x3332400b303c0236, 0x72ea16b532a7336d,
        ],
    ],
    // 431 G
    [
        [
            0xd8844608ad0369d8, 0x6943ab9bd6e17223, 0xc161c696d85155fe, 0x198cbfcfa0575fc2,
        ],
        [
            0xf2972b26153cf7ae, 0x03215994827a46c2, 0xbe59fe0efe7ba2e7, 0xd5e6268b30952422,
        ],
    ],
    // 433 G
    [
        [
            0x3aeb1350afb0e5e8, 0x5a147caa780b1fd6, 0x22183c089089b90d, 0x1e056e89b68cf35a,
        ],
        [
            0x9f80472b943f32b9, 0x3e258a390c6f8837, 0xddad6ff386d416f4, 0xb8241453abc44c57,
        ],
    ],
    // 435 G
    [
        [
            0x3fac729e72faaa21, 0xd8108144ce7f98fb, 0xa6173b2f1a646d47, 0xdc7ff9748d827e7e,
        ],
        [
            0xaaf2e7fee70c4914, 0x3e3d5f07146daa1a, 0xfcb8e1c5c4417c71, 0xc1fdac5aef4c6f0f,
        ],
    ],
    // 437 G
    [
        [
            0x9a99da1b2fd28e79, 0x36b2eff0bf8f8ec2, 0x05354bc11cdfbc48, 0x71b95efcc4981e07,
        ],
        [
            0x0af42cc6efd684cc, 0x1f3695b09a737fa3, 0xc304752cc3ebbc51, 0xfd5a31976fad6aee,
        ],
    ],
    // 439 G
    [
        [
            0x6876883ade542b3a, 0xf6b96121897044ae, 0xc9f3e8ffa25bba83, 0x43854caf29dc2bd6,
        ],
        [
            0xfd8b44803c9c6c81, 0x34c5c9a55c1cbf36, 0x8dde31677a24f558, 0x563651760897632f,
        ],
    ],
    // 441 G
    [
        [
            0x45c2ecf2d427b222, 0xb6eff990fb877961, 0x708c9b730d5fd084, 0x02adfe17090e9f9c,
        ],
        [
            0x4c86d9b453abd7ed, 0xc4439820c06950cd, 0x22cae425ccd28912, 0xb5ce31605d6dd9c6,
        ],
    ],
    // 443 G
    [
        [
            0x471e3e8227a9d6f9, 0x09f70c54ae33c620, 0x15b3a5343b3ff31a, 0xa123452c2b7eaf31,
        ],
        [
            0x8fa14ccdede3b4eb, 0xf53e37a6f779f96e, 0x3788194aafc545e7, 0x933d348378a71f44,
        ],
    ],
    // 445 G
    [
        [
            0x3d06e32ccec0a6ab, 0xaab166ae7decca60, 0x86c1521761348737, 0x9b89a3c2ca995a81,
        ],
        [
            0x80ba8c8ae7731232, 0xcbea83d0543b5414, 0xbd7c4830224ac083, 0x2a7d3701a8724b12,
        ],
    ],
    // 447 G
    [
        [
            0xc907964611e9e9b2, 0x384b04339ed8b2ed, 0x08e2b9a0dc45272b, 0x64dd7457e7d9d739,
        ],
        [
            0xb29290c3823c470e, 0x4e311dc7780ef885, 0xed608a7236699899, 0xea90f8aae214ee16,
        ],
    ],
    // 449 G
    [
        [
            0x6b35767d6fa2176c, 0x20abba421c7f550a, 0xd327fd714eb71c87, 0x59227431be607c6b,
        ],
        [
            0x8705125c4861d598, 0x796da2b12c953d0b, 0x65bd289ea3cf3f38, 0xcb7571c4071c5527,
        ],
    ],
    // 451 G
    [
        [
            0x8c5106ef795fe2c2, 0x843b7d08a7237bdc, 0x1c80ddf199374363, 0x53d765cdadb26e9e,
        ],
        [
            0xc989a405ad7c287b, 0xa66d4f3b128a40be, 0x76d87f8194d45150, 0x7bbbb198eb39973b,
        ],
    ],
    // 453 G
    [
        [
            0x6d7b519a57bb66af, 0x0452ee909b66ffc1, 0x523a989c0f5ff6c1, 0xe507de9ec16b3bf3,
        ],
        [
            0x59a501e28ff7892a, 0x51b6d3d004c81952, 0x3dc8b39508959ad2, 0xa2f2f02a8272de6e,
        ],
    ],
    // 455 G
    [
        [
            0x5569c98339b4a6f2, 0x65601d76e2a57983, 0x81903b8cb9f60b7a, 0x016f48c60eb84fb2,
        ],
        [
            0x41d8f503dd32b289, 0xd827b6290f4956a4, 0x66f1e75d5b6ef44f, 0x8613bb848398681d,
        ],
    ],
    // 457 G
    [
        [
            0x0cab6339e1446056, 0x0bb98e382a3b3af9, 0x270b513233d12d85, 0x650471ae774265e3,
        ],
        [
            0x4e62724aa5a50306, 0x187b403215d97cda, 0xcae90a62d359c339, 0x838e779334aa6fe6,
        ],
    ],
    // 459 G
    [
        [
            0x559aac2abc21dda8, 0x348d1ba1fd7ac821, 0xcc90e19d69825fae, 0x15dea416fa34584f,
        ],
        [
            0xd4070243a8433047, 0x010fa5f5d45f9c15, 0xee12a3d284bd1304, 0x01fcabf21e19ce68,
        ],
    ],
    // 461 G
    [
        [
            0xdc5cba07b05b46e2, 0xee9d6a07b4f7c751, 0x3db900878357ba46, 0xb42b24954f1f70ed,
        ],
        [
            0x9f9196a00969ed71, 0x4851f5b4c551bec6, 0xd6f28d6da0443c63, 0xe15723eb0e0bdbe6,
        ],
    ],
    // 463 G
    [
        [
            0xa17fc57fc0230f83, 0x6ab10b7e8e250960, 0x1dab1125dec9b460, 0x08e9e4f5c6aeac31,
        ],
        [
            0x64576d31ab959ab2, 0xf1e32c34d6287dee, 0x78bd4e53a05a267f, 0xffb0e211c79fbb79,
        ],
    ],
    // 465 G
    [
        [
            0x29549fe93fe1ac2e, 0xd6f2bb81f804b528, 0x8627fb63bd4d50bf, 0x87be732373bd4b73,
        ],
        [
            0xce8421f87e94e1a4, 0x1ae5537d75624288, 0xffc844b2ec0e255a, 0xf6a9186ff147b9b5,
        ],
    ],
    // 467 G
    [
        [
            0x002727e1659d60f7, 0xd2cfd466af34ac95, 0x85e9514ab5c8924d, 0x43601d61c8363874,
        ],
        [
            0x9a5e75b583bc2c2a, 0x113335366679eb09, 0xb328034b88c5bbbc, 0x8791c0007c09c94d,
        ],
    ],
    // 469 G
    [
        [
            0xa0daafa32ab49d0d, 0x6902e3942a2560ac, 0x365f0bcbba66af96, 0x341b1580f83071c5,
        ],
        [
            0x1c034e1464877b20, 0x7e8fdbe1ba101d94, 0x7ff564d2d4649c6f, 0x4b985b13c5499026,
        ],
    ],
    // 471 G
    [
        [
            0x57627171f14dad95, 0x33ac1aa8e56492eb, 0x7c7181e2c79fb154, 0x175e7cb3ce4a3a43,
        ],
        [
            0xe92d8fc281135b0d, 0x5813015563ca5d9c, 0xfcf8703f93696f42, 0x31ce61a87834f52e,
        ],
    ],
    // 473 G
    [
        [
            0x249e45c1307165ad, 0x89c1e4954c80ba98, 0xe3b3c8482ca3ecac, 0x5ad430cc64e61c61,
        ],
        [
            0xac7cecea9251c791, 0x9ead5f6e1ac23fbe, 0x317ca083c5a8b85c, 0xbea2a060505c13bc,
        ],
    ],
    // 475 G
    [
        [
            0x8aefefa60db8b837, 0x080f0ce3dd7d09f2, 0x988602df07fa84c1, 0x41dce0d96dace318,
        ],
        [
            0x3cdff8d0d2827928, 0x08850091f84dee33, 0x896635ea855323b6, 0x74962c3fed9a6e9c,
        ],
    ],
    // 477 G
    [
        [
            0xa23cc14239961bcc, 0x9aed2d5e0432fe5b, 0x103c1dc252067643, 0xa5ef449887104dda,
        ],
        [
            0x696b0d61f122db3a, 0xa165c526765b09f0, 0x3e6ecc328653ba7a, 0x1cbcf83ea363e0d9,
        ],
    ],
    // 479 G
    [
        [
            0x6db57235fb3a9d45, 0x18225f2e2d6d5e62, 0x38bdf68b852a2cbe, 0x4da26ece9ad46003,
        ],
        [
            0x3d3de909e9fae659, 0x61b0a806e7ba29c7, 0xcc610e2d1c3d61f4, 0xd10b5a637ab546bf,
        ],
    ],
    // 481 G
    [
        [
            0x29dedc69f98f4763, 0xe9d9558511e69111, 0x488d8eb16a19a4f7, 0x6e621e6f53d2408e,
        ],
        [
            0x4bb5fd503cea1a19, 0x7b945a2cb52c448e, 0x341ad4779342c7bc, 0x7b148ef273e1b131,
        ],
    ],
    // 483 G
    [
        [
            0xda4554d5278be83b, 0x66bae20a8f082ab6, 0x9b57ea758a395a90, 0xebaf57645bed7469,
        ],
        [
            0x650ab9e0bfcfbba7, 0xd916314a60126028, 0x5e29ea94389ee3e6, 0x5847f4e06c653033,
        ],
    ],
    // 485 G
    [
        [
            0x6a6ff6353310182f, 0xfaa38ca11438c17a, 0x24b55dbf052b15d2, 0xc0f88a71711b632d,
        ],
        [
            0x1c59e44ecd0676ff, 0xfb2e9898141a5248, 0x86611eec408082fb, 0x2cbfad4d16c07021,
        ],
    ],
    // 487 G
    [
        [
            0x1b5287b05b5c6350, 0xdc1cddb73cf70ae0, 0xc6244fbf262922c6, 0x5d9b6c1884b79498,
        ],
        [
            0x5e85110c7d7fdf1d, 0x18db178c5b6ae97e, 0x4abe1644bb54cc85, 0x328e831d2f2b162c,
        ],
    ],
    // 489 G
    [
        [
            0x654c49f04e02e21c, 0xe57d759555904016, 0xd4f214c6323a53b7, 0xd1d1360f37ed6e69,
        ],
        [
            0x1521f3946dd15e4e, 0x6eba68d46c922b6a, 0x9455941440a8b100, 0x627eea93c6c9b53f,
        ],
    ],
    // 491 G
    [
        [
            0xe4969ccbee411731, 0xace29a8365674703, 0x58acfa1897b1b2b2, 0xefc987cbf1023af5,
        ],
        [
            0xe159bc42f5740c69, 0xe38242fc9f565dbb, 0x716429863bcef432, 0x195a6a65d3790bec,
        ],
    ],
    // 493 G
    [
        [
            0x31090faa18284ff0, 0x968d1d7b83ef6b01, 0x61b88b7873864480, 0xf3026b97163df3bd,
        ],
        [
            0xa6c56ac1b611509b, 0x5f87644c84d670e9, 0xbf281615d59f06ff, 0x177c3a61682363ab,
        ],
    ],
    // 495 G
    [
        [
            0x5622090d682c5873, 0x0deeecf968ff830b, 0x92ac92c68c9cff46, 0x5d34ff5f123b5b69,
        ],
        [
            0xd49b6626c5955ac8, 0x25443efa80f8aff3, 0x43204df148eb1618, 0x2d1a0b9c8eaba065,
        ],
    ],
    // 497 G
    [
        [
            0xdac67280468447f4, 0xe0ee591d31a9b0bb, 0xc39da06584308cc8, 0xcbf9ba1794a95247,
        ],
        [
            0x1b82796ad0461736, 0x4058101d74f00538, 0x0225fade934112d3, 0x549b18c310feaea1,
        ],
    ],
    // 499 G
    [
        [
            0x79acacd4c7dcd31f, 0x8e7747b8368d7a53, 0xbf5982a6b57a7344, 0x920975ba09e2261b,
        ],
        [
            0x434e7638acb46dbd, 0x6367d24bd545bdcb, 0x09221f5ae9541031, 0xe95e050881af550d,
        ],
    ],
    // 501 G
    [
        [
            0x33fcf13207eeca64, 0x391323123bc180ff, 0x926cdce82b4f25d0, 0x815b2ae46fdcb55d,
        ],
        [
            0xc968b4fe49b8c971, 0x99285b8755f25512, 0x8f1e2e26865118b9, 0x62f637c67d886374,
        ],
    ],
    // 503 G
    [
        [
            0x0de3c454f7e0b16e, 0x27ca8025da231926, 0x30ea86397a4d387e, 0x1bb9a6c28e28d4ba,
        ],
        [
            0xf56efc49dcd7ab93, 0x206349d541035a94, 0x8184265eac7e0147, 0xa0cbc0165e32171c,
        ],
    ],
    // 505 G
    [
        [
            0x34d337c6da68bc22, 0x9c05a4ba78eb4c3d, 0xb099d29ddde278f1, 0x6f0153fedffd83ea,
        ],
        [
            0x4d5051f9e7f0c626, 0x9fc499670e0e2f82, 0x9f4041d3aa231f2b, 0xa532d00d35013f85,
        ],
    ],
    // 507 G
    [
        [
            0x2e9cb7a91b20258a, 0xed23e5e6c6dae855, 0x0d00d38471bf555a, 0x3454f73b3bee77a4,
        ],
        [
            0x23a8f952d8d18dde, 0x9926833a3f40d28f, 0x3fe5bcaa06bdedc3, 0x92c20846cfdf1e8f,
        ],
    ],
    // 509 G
    [
        [
            0xfc59317c230e9a86, 0x1dfcf68640eddf02, 0x1b8c2616ad528030, 0x367807c9a3606b4e,
        ],
        [
            0x8304a412c16ecae6, 0xfdc4f92f00281a14, 0x03dba14c124095cb, 0x1f023f2fa2bbece7,
        ],
    ],
    // 511 G
    [
        [
            0xacba5941201af62b, 0x01b8254175fc4909, 0x1374e06f0c44b815, 0x8ec4fdc39891f6af,
        ],
        [
            0x13756cf7ef4e5f1b, 0xfe067bcf5fc29751, 0x83dca0e503c798f8, 0x2dc6cae5cac2d887,
        ],
    ],
]);
