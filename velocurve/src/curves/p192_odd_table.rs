//! Odd multiples of P-192's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p192-odd > velocurve/src/curves/p192_odd_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p192.rs`. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each as its
//! canonical value in three little-endian 64-bit words. wNAF width
//! 10: 256 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<3, 256> = OddMultiples([
    // 1 G
    [
        [
            0xf4ff0afd82ff1012, 0x7cbf20eb43a18800, 0x188da80eb03090f6,
        ],
        [
            0x73f977a11e794811, 0x631011ed6b24cdd5, 0x07192b95ffc8da78,
        ],
    ],
    // 3 G
    [
        [
            0xdfd0d359cbb263da, 0xdcd283201fb2b9aa, 0x76e32a2557599e6e,
        ],
        [
            0xf3b543660cfd05fd, 0xaa62e0fed121d49e, 0x782c37e372ba4520,
        ],
    ],
    // 5 G
    [
        [
            0x590118ebdd7ff590, 0x3e078d9c300e1605, 0x10bb8e9840049b18,
        ],
        [
            0x312b72543cceaea1, 0xadc9f836e62762be, 0x31361008476f917b,
        ],
    ],
    // 7 G
    [
        [
            0x5de37f007011fcfd, 0x60f923243060edce, 0x8da75a1f75ddcd76,
        ],
        [
            0xd4b702f96409ffb5, 0x18240db8fdb3c01d, 0x57cb5fcf6860b354,
        ],
    ],
    // 9 G
    [
        [
            0x1d9d375ab980388f, 0x4e9e8f2ba8d27c9e, 0x818a4d308b1cabb7,
        ],
        [
            0x30ea542176c8e739, 0x7c292f7cbb457cdf, 0x01d1aa5e208d87cd,
        ],
    ],
    // 11 G
    [
        [
            0x280940370628a2aa, 0x1844f7164d22b652, 0x1c995995eb76324f,
        ],
        [
            0xb34cb8611aaa9c04, 0x029f556400fa77bd, 0xef1765ce37e9eb73,
        ],
    ],
    // 13 G
    [
        [
            0x04144a363c4a090a, 0x2f68821e051e4ea0, 0x112af141d33efb9f,
        ],
        [
            0x7f10a094432b1c1e, 0x2a2c1726e081e09e, 0x6e0cbe3bfc5293f7,
        ],
    ],
    // 15 G
    [
        [
            0x36de4a9e7578b1e7, 0xba3546b2b5414de7, 0x8c9595e63b56b633,
        ],
        [
            0xad7537cdd98fc7b1, 0x7cf387993aa566b6, 0x266b762a934f00c1,
        ],
    ],
    // 17 G
    [
        [
            0x8bb445930510ff8a, 0xf9f57636c2b4213b, 0x44275cd2e1f46dc3,
        ],
        [
            0x9b76a67ad25ddfd0, 0xde438612a818e98d, 0xefad8348fde30c87,
        ],
    ],
    // 19 G
    [
        [
            0x774fc97a1cf8ad1b, 0x07fd839238d72688, 0xc0626bcf247de5d3,
        ],
        [
            0xec1a6b4e71faa20a, 0x97e12778e829c804, 0x9cdc99d753973dc1,
        ],
    ],
    // 21 G
    [
        [
            0x29209b3dbc50e857, 0x67fe68873cf5e52c, 0xe080b24c0b653a48,
        ],
        [
            0x58f4e60097125604, 0xfd38e0c482865eaa, 0x0d0fcb856066ef97,
        ],
    ],
    // 23 G
    [
        [
            0xe980559f4ba764ce, 0xed22d19c184faa9e, 0x8f9d61c041cf588a,
        ],
        [
            0xa33e82a3ca2251d4, 0x1fad57ab09f23ead, 0x0875de0ff4e0c92f,
        ],
    ],
    // 25 G
    [
        [
            0x9cfa98e355390164, 0xa40c6670be0f11fe, 0xa530c1366aa0723d,
        ],
        [
            0xca8b49e6c5e66e62, 0xf46ac4077c9a8b37, 0x3baa652f61ea88a6,
        ],
    ],
    // 27 G
    [
        [
            0xce960bc9958d3288, 0xc5d7274a730e9f58, 0x1c0a558549162fe7,
        ],
        [
            0xfa0f3488f2fcd59a, 0x0fa9ba3312490cdb, 0x618aeecd7c6d796f,
        ],
    ],
    // 29 G
    [
        [
            0xf53ccfa0f05b46f3, 0x2f9e82fde0ae9eee, 0xc013b8cb3620f448,
        ],
        [
            0xc778cb2c717d0efb, 0x879b6240217afb4f, 0x2d1b8f0891e05de2,
        ],
    ],
    // 31 G
    [
        [
            0x7a545aa0df5af1f8, 0x445e2e3c461cdc69, 0x2b003cb1e24d4b79,
        ],
        [
            0x9a71402ce619c94c, 0x7efae76a3ec5deaf, 0xff5d8e6096e2a487,
        ],
    ],
    // 33 G
    [
        [
            0x8af156b734fd70b5, 0x0119d94c3b7c6526, 0xb61807df1ac28a36,
        ],
        [
            0x7e8a0cb9431d5065, 0x7ae71b75dd1ffc21, 0x000aff247d5f7724,
        ],
    ],
    // 35 G
    [
        [
            0x37a270fcc07e40fd, 0x5011a2add6ea5f22, 0x7bb95eb355852745,
        ],
        [
            0x1a949b7e45cad35c, 0x07e48ddfc6e4de27, 0xe8b45b9ad539e8be,
        ],
    ],
    // 37 G
    [
        [
            0x3febd750a61b987b, 0xe8d4cf58dee7e8a7, 0x5d9825b0815a2849,
        ],
        [
            0x47276e6fd224dd86, 0xd4e8e1c72b7b2c06, 0x952613c816d79784,
        ],
    ],
    // 39 G
    [
        [
            0xd8152ee5cfca5da3, 0xfbd55d331ba48c43, 0x719c8c3cfad8dbbc,
        ],
        [
            0x8a030ff929dc0f77, 0x0bf49031700e747b, 0x31e7d38d789a3fa8,
        ],
    ],
    // 41 G
    [
        [
            0x18a1928d0e36cec3, 0xc2053372c39a677d, 0xac1c2c2558d32f48,
        ],
        [
            0x812f80f0f503a3b7, 0xcea6d1f1f246a297, 0xb9e0a16423fd259a,
        ],
    ],
    // 43 G
    [
        [
            0x8e6a043a916b96c8, 0x4e5e0e360dc5c9a4, 0x82b3907c7d7cc1c3,
        ],
        [
            0x7261e7a76c68ac61, 0x76550dd454ee03b2, 0xe865444259277128,
        ],
    ],
    // 45 G
    [
        [
            0x7851a8606d86338b, 0x2511d22e2ec18e2d, 0x4361d8269faf5f77,
        ],
        [
            0x1065f49265144b39, 0xa069a9c02f4f98bc, 0x32850fe48bc88bc5,
        ],
    ],
    // 47 G
    [
        [
            0xcaba8b6fec6f2727, 0x9863bc9bb5eab6f5, 0x6369e3c69ceab52c,
        ],
        [
            0x281dadf6bba1a9bf, 0xcadd9da8f1a1a2bd, 0x86f777c547da6af7,
        ],
    ],
    // 49 G
    [
        [
            0xbc65135d01ca849d, 0xe463c0ee8b7ddf51, 0x7c9053a72b97b4c4,
        ],
        [
            0x0f7fd390ad85a61d, 0x5e5dda40dd27e3cd, 0x95b131fe3994f5eb,
        ],
    ],
    // 51 G
    [
        [
            0xc16df58de9c9d543, 0xca663695de10adc1, 0xfad2c55237b87ca5,
        ],
        [
            0x4ec3272bcae2decc, 0x897380e16a50fa81, 0x45ed10ba03ab272e,
        ],
    ],
    // 53 G
    [
        [
            0x118962fdc16af318, 0x0dbba543a40ae85c, 0x5add497e46457f0a,
        ],
        [
            0x90939fac6fc1f7f9, 0x53800d41a92b1d4c, 0xfe53d43c9cbf08c9,
        ],
    ],
    // 55 G
    [
        [
            0xf99caeab73298078, 0xccd2737a934c7ca7, 0xe72e282537e2a41d,
        ],
        [
            0xc8f405617f3820b9, 0x3269bd466a145630, 0x2c92a8497c982bd9,
        ],
    ],
    // 57 G
    [
        [
            0xfe3d4bbbdef8360a, 0xf314879b81cc7fb8, 0xd234b4a06618dc76,
        ],
        [
            0xf4c0364a0a4f3ffd, 0xb587c29b48333549, 0xd3416a93142c8af5,
        ],
    ],
    // 59 G
    [
        [
            0xe12b3b201261cf13, 0x95b0a6e62379ac47, 0x9402a9163633a9c0,
        ],
        [
            0x96e2ecb575c12c5f, 0xe2ca5ebd6133cb73, 0x3dccaf410fbb5aab,
        ],
    ],
    // 61 G
    [
        [
            0xd0b975bbcdd5f5f4, 0xf94d78ff11de3b0a, 0x7a3e92d5469c9b8e,
        ],
        [
            0xd014324b4a766456, 0xa2b4f9a8a05eadd9, 0x0aa43eefa54e5191,
        ],
    ],
    // 63 G
    [
        [
            0x4b7b39f0157c5a0f, 0xfcd567077a634460, 0x809b3ae58fd7d26d,
        ],
        [
            0xd36a4d0594299335, 0xf99b2f64cf62fc22, 0xd3e53442d43421fe,
        ],
    ],
    // 65 G
    [
        [
            0x7017f7f51839a9ca, 0x045e2234a237b89c, 0x313214207bf5d896,
        ],
        [
            0xbea23be32db295f6, 0x82999f34078ef8e1, 0xe730110646c36786,
        ],
    ],
    // 67 G
    [
        [
            0xb26c7cc7ca07cf08, 0x0b8ddec895b9ce50, 0x63a606a955d2d601,
        ],
        [
            0x9c0c15de06197459, 0xb93ab0ba72126b79, 0x0b607aeef1f19d82,
        ],
    ],
    // 69 G
    [
        [
            0x17873f7d960b175d, 0x18281440e2c481f3, 0x24397ecbef821f36,
        ],
        [
            0xaea660d11cbbbd41, 0x6da23711bf7cc123, 0x120f55cfce506547,
        ],
    ],
    // 71 G
    [
        [
            0x94e26c686db322ce, 0xa4fbc8693d4695f6, 0x263274de8f9706d6,
        ],
        [
            0xad1b0de12d500bfd, 0xd8c3bc175cb4d869, 0x800bd37f17c615b3,
        ],
    ],
    // 73 G
    [
        [
            0x7c30bff6e72831c1, 0x79359bb085272d5a, 0xa710c55e55582a01,
        ],
        [
            0xc2c49ca0e3cac5b5, 0xae75ed8c6a35a72c, 0xaf7970c6043e70ce,
        ],
    ],
    // 75 G
    [
        [
            0x262be334ce37f907, 0x763de0d61ed30d2b, 0xedd42ebc48129cd9,
        ],
        [
            0xbdd6d67eb44822e9, 0xd7906dc06c7644f3, 0xbee681c5f8ca74d8,
        ],
    ],
    // 77 G
    [
        [
            0xae4f6ebc262785c6, 0x97a1ddae6bb26c0d, 0x96db2171069c6354,
        ],
        [
            0xb7b01dfa676c5f38, 0x0f77145ff189da04, 0xae05b1bbf8684bc5,
        ],
    ],
    // 79 G
    [
        [
            0xec000eef5455b560, 0x8ab2a9150ec64085, 0x180110659a0f2bfd,
        ],
        [
            0x1bd874e6232c54d3, 0xe59fd9a28aa5b914, 0x84d88661fb1aa69f,
        ],
    ],
    // 81 G
    [
        [
            0xc81880c645f2d928, 0x33ad79bcf0372820, 0x46aff85827c90651,
        ],
        [
            0x194f970f34a103e2, 0x4b4222e19bcbda59, 0x1b8911d44f06cff1,
        ],
    ],
    // 83 G
    [
        [
            0x3cee88ce7bc3443a, 0xd3d002ffcc3d751d, 0x53827e793c7e914d,
        ],
        [
            0x2becec714df69829, 0x185b24daf2172916, 0x3ebcba06ad62c4c6,
        ],
    ],
    // 85 G
    [
        [
            0x59fe800fd0e84b1d, 0xfd49d3e1faefbc63, 0xe7618e1d4050bc07,
        ],
        [
            0x75b5e25e0b52c14b, 0x8ededf42fc490275, 0x5ad94aa7ecf9ad38,
        ],
    ],
    // 87 G
    [
        [
            0x9ea94c1bfb705cd6, 0xfcb7112421cfa08f, 0x6d8b936238cee7c6,
        ],
        [
            0x55abd2711ff73c93, 0x0fadfcfb9ad41dd7, 0x71f57ff25dc132e4,
        ],
    ],
    // 89 G
    [
        [
            0x877d861949a44bf6, 0x515962d1b9c2c106, 0x45afde81ce043457,
        ],
        [
            0xa04a06baf36649eb, 0x14abd0bd8aad1325, 0xb8ac6b4f561c9f34,
        ],
    ],
    // 91 G
    [
        [
            0xaa7939756663fb65, 0x0ff6107afc25bb0d, 0x346b6ac8ad1995ef,
        ],
        [
            0xcc74558fca606603, 0xa9ce09e3b1811306, 0x86cee8649d2eadfb,
        ],
    ],
    // 93 G
    [
        [
            0x88e825b70ac8170d, 0xfe8fb86869db261b, 0x4516c8552e20053f,
        ],
        [
            0x302cc002f6e355ba, 0x3c7cc7aa9fd6adae, 0x01d9653a30c455ae,
        ],
    ],
    // 95 G
    [
        [
            0x2a1130c8bbb28d37, 0xe37111fd3bd2846b, 0xe9e896433e6a938f,
        ],
        [
            0x6579a4bc7be08241, 0xd327911a3dbf8173, 0xd952ae8e6ada1db3,
        ],
    ],
    // 97 G
    [
        [
            0xf36065051ae65dbf, 0x776d86e2bc24304f, 0x89184a8f8cbd3e46,
        ],
        [
            0x815df1b2a831e082, 0x039b7be547b900a6, 0x8fd0d2846501931b,
        ],
    ],
    // 99 G
    [
        [
            0x038a47157b8e20cb, 0xef205ac5a12ee4e4, 0x683aa3c655d1e44b,
        ],
        [
            0x4f15765036f47d2d, 0xf622132d56c7c186, 0x7743c31bc67b7684,
        ],
    ],
    // 101 G
    [
        [
            0xb456c2680b8941c1, 0x3a58e47afdbba5d9, 0x19cea4d3a4e15343,
        ],
        [
            0x0ccd2e74c3cc58d6, 0x1f42db32aa9f008e, 0xaa649b062593b82e,
        ],
    ],
    // 103 G
    [
        [
            0xc115858e7a44e6a6, 0x04c95f577ae1a928, 0x19d888cbf3f45c8c,
        ],
        [
            0x7b54b328939bf92d, 0x7fabb9df3e172f2d, 0xab6ca87db6275f87,
        ],
    ],
    // 105 G
    [
        [
            0x3ea0c9400bfd585e, 0x55084942f917912c, 0xdae3467542c6ae7b,
        ],
        [
            0x3598d21278cff93f, 0x2c458b6c9531a81f, 0x61d8f04b2341da10,
        ],
    ],
    // 107 G
    [
        [
            0xddac053e41954ee2, 0x1785e6dd770514d0, 0x89dbaf434ea33107,
        ],
        [
            0xbfbcf694943da9c7, 0x09f0797bf71d4272, 0x9be6f86c29339424,
        ],
    ],
    // 109 G
    [
        [
            0x1f2ac12764575bdb, 0x9544c2b8e3a585d6, 0x915420c5bc6b7580,
        ],
        [
            0xb997a396baacfc55, 0x76a82bbc41e9744a, 0x1a48c3faaca053c3,
        ],
    ],
    // 111 G
    [
        [
            0xe2d993ee7e296d3e, 0x36829afe0d647b9f, 0x53e206440b96942b,
        ],
        [
            0xc304c2f374dbe010, 0xbb3c0505c2b68f86, 0x8317e53bc1fbdc3c,
        ],
    ],
    // 113 G
    [
        [
            0x0d65405a2aa3c601, 0x1a28a907c433a04b, 0x1f95f150c4b66613,
        ],
        [
            0xcc02e0db776ab785, 0x7e31c5594638b2ab, 0xe633ccebe298680c,
        ],
    ],
    // 115 G
    [
        [
            0xcfed5a5bb74273d2, 0x1e38578e8c62bb99, 0x46fb7770fb191d62,
        ],
        [
            0xc789aab641e461a5, 0x721e1c8e5a76cfbd, 0xa2cb5d089d303462,
        ],
    ],
    // 117 G
    [
        [
            0x12a9bfce3103fca1, 0x5b42954a02ffeb64, 0x3e4cb499b746b2d2,
        ],
        [
            0x55ace0a6427c5e5f, 0x75bc2886cfa805a6, 0xc7939f2e758b35d1,
        ],
    ],
    // 119 G
    [
        [
            0xd5d561b5f29a8912, 0xc9e593db7d97af37, 0xd3deb9c045c49dd3,
        ],
        [
            0x1c0144e0a66149c7, 0xf8e4bdcbeb825b48, 0x932b0cd9987301f1,
        ],
    ],
    // 121 G
    [
        [
            0x928924e76dd38ab8, 0x17b4f63d022c86db, 0xc4697db6db93fb56,
        ],
        [
            0xf031c44980f320f1, 0x842edcdf01b73c27, 0xc4bfeb631dbb1d0c,
        ],
    ],
    // 123 G
    [
        [
            0x988fc540fb484a43, 0xc225b0d48b1c185b, 0x2ce39c9d28b4144e,
        ],
        [
            0xfac320534f2a9196, 0x1cb32d9e09be5d4d, 0x8854b75840ebd735,
        ],
    ],
    // 125 G
    [
        [
            0xc79bbc5192dec046, 0x6033f15051d9ffb5, 0x371e33f911cc0497,
        ],
        [
            0x5e33658de158f89e, 0xaca1393918157d9b, 0xd24b7b1a8d3a8c34,
        ],
    ],
    // 127 G
    [
        [
            0x0b179d3b0663fed3, 0xbec7150403a7dd9d, 0x62bf33c175b5eb1d,
        ],
        [
            0x92cfe838ca39f2e1, 0x8ae1858127382332, 0xd4e94e4d894db599,
        ],
    ],
    // 129 G
    [
        [
            0x225ab77dcaa8e2cf, 0xa210525b21762480, 0x48ff81eec6aadda6,
        ],
        [
            0xbfa84453207383b8, 0x44469b5fb49320eb, 0x2d0c5b17f9f8bbd2,
        ],
    ],
    // 131 G
    [
        [
            0x3a80fd585783085b, 0xa8522c2b8f1342a6, 0x71a1f675d275cd05,
        ],
        [
            0x7818da9b344b9f66, 0xaa70b28d8d85cce8, 0x2d6df288993f452d,
        ],
    ],
    // 133 G
    [
        [
            0x749dbfb61aef9bf6, 0x0ad5a049df2524c8, 0xdefb71789bf0243e,
        ],
        [
            0x5d5dbf63fa7b15d5, 0x253b16372e9731cf, 0x3fc75900213a2518,
        ],
    ],
    // 135 G
    [
        [
            0xaa9f59164dfed5d8, 0x13a936462fbb1c86, 0x35bd412659362778,
        ],
        [
            0x98b1d273d5824568, 0xb0263a3c96a38bf0, 0x8c1cde52c68e557a,
        ],
    ],
    // 137 G
    [
        [
            0x072dfdaf3a6844e3, 0xf6bf779094baf57a, 0xa9ddb42913821c40,
        ],
        [
            0xb8f896c9a9995db2, 0xe42911ecd006a103, 0xeb46d5d39f6a8406,
        ],
    ],
    // 139 G
    [
        [
            0x46975b176c3eb06f, 0xe0ef369cbaa286d8, 0x2efd998c510a85f8,
        ],
        [
            0xf88d52e9705efac0, 0xa72253194d56ee9d, 0xcd8bfcd34d23d956,
        ],
    ],
    // 141 G
    [
        [
            0x2d243b5f38088521, 0xe632973fb2564ca0, 0xea64638f90c6fb7b,
        ],
        [
            0xec66ce34de116c1e, 0xe6aa1681a04530cc, 0x7ef0b28513d6fd9d,
        ],
    ],
    // 143 G
    [
        [
            0x2639d2e1b970a5c9, 0x0c38dfc155b7df8f, 0x1e29ac0a785ed548,
        ],
        [
            0x9935a1581d036d62, 0xdd1b500215b735f9, 0x0e4905ea24acc320,
        ],
    ],
    // 145 G
    [
        [
            0x6138254533001b27, 0x085fe0e51d472c59, 0x8422b0d2fb782dbb,
        ],
        [
            0xfa215d351ce49df8, 0x05a05669e13ed40c, 0x192f2400d60ab93e,
        ],
    ],
    // 147 G
    [
        [
            0x63772c89f0f24bc6, 0x232e27d2e2f82875, 0x5fa29af921e74b5b,
        ],
        [
            0xa9dc27506c82435b, 0x5a0a669c0ac3d90a, 0x9240f6be35fb1d3b,
        ],
    ],
    // 149 G
    [
        [
            0x6cefed05dd7345b5, 0xa5f6e6139291e18e, 0x05b71ecb9b2d29c4,
        ],
        [
            0xd6cf714df9988329, 0x3b4365526e1fa979, 0xff189a9f7fa8cae2,
        ],
    ],
    // 151 G
    [
        [
            0x9f94cddd585aee6d, 0xfdd86e7e84f102fc, 0x6057366c9e05bec6,
        ],
        [
            0xa85413e3df84b40f, 0xac96edf9b4e14699, 0x31390623b850e9e2,
        ],
    ],
    // 153 G
    [
        [
            0x34becce90d21d7ed, 0x20b711fd40fa9abf, 0x8e405b6b9f89fd01,
        ],
        [
            0xd790eae2f74c9a2d, 0xac5765c66d68c73a, 0xba4f214cc6d62b8e,
        ],
    ],
    // 155 G
    [
        [
            0x77657b51bbf50f75, 0xabe480e3ca35c1e2, 0xace69335b494ccbe,
        ],
        [
            0x83ae322bc50042d7, 0x1b9453e76962228d, 0xa6121a9cad7f651c,
        ],
    ],
    // 157 G
    [
        [
            0xc48f99090884b237, 0x655516364143f61f, 0xd04849e00397dfc8,
        ],
        [
            0x9eaad93b7e2e1e1f, 0x133a84db3858a174, 0x2b92cf3cc7334fe3,
        ],
    ],
    // 159 G
    [
        [
            0xc860eefc32db373b, 0x6be9c91564577eb0, 0xd7b28f828f9e9a2f,
        ],
        [
            0x5cfa429c07e805de, 0xd36c6df8fd913814, 0x1418c32ee7287a13,
        ],
    ],
    // 161 G
    [
        [
            0x2422daac6503745c, 0x9042c50831b84580, 0x1b62515f80ecbca6,
        ],
        [
            0xfeca5243b87a2c70, 0x741ad949bfa2bb83, 0xe66fb57603094216,
        ],
    ],
    // 163 G
    [
        [
            0x291e62787540ef5f, 0x2ecdb94af09ea5da, 0x71ab32b92361ee3a,
        ],
        [
            0x75a09f2477db500b, 0xb167ea19bbd37dae, 0x2d506d94d6ca98da,
        ],
    ],
    // 165 G
    [
        [
            0x44b6486c9ae53a19, 0x56b126216b8eabbb, 0x553cb4197eac292f,
        ],
        [
            0xf67cb0bea81eb069, 0xcd602f0ba733de59, 0x93e272ce12fc0396,
        ],
    ],
    // 167 G
    [
        [
            0xae2c68c8c6e37d7f, 0x604dfe844af642c4, 0xba6a8bee95f706e3,
        ],
        [
            0xe5bb8673831d8f9a, 0xdeb21dc33fdd414b, 0x934cbad2767692e2,
        ],
    ],
    // 169 G
    [
        [
            0x8be93296940af7ca, 0x9f4c1c68e2655589, 0x343a2147bebe7689,
        ],
        [
            0xcfde6689d6930bf5, 0xa21e58406cb54ba4, 0xfde71e2f28d3e42c,
        ],
    ],
    // 171 G
    [
        [
            0x0373d97d5675e99e, 0x3119719d99cc31b7, 0x732368b7c7d4cbaf,
        ],
        [
            0x3e78f4f8fef0c359, 0xa95ac554992ec8b7, 0xf4562b71ff8897f3,
        ],
    ],
    // 173 G
    [
        [
            0x01626ab4cc7f7630, 0xe13f6cfd094c8c04, 0x6401c6ec371c9e9a,
        ],
        [
            0x9f566fe7179b7852, 0x1193a5458a340ee4, 0x80cf88ee51eba102,
        ],
    ],
    // 175 G
    [
        [
            0x31498344f738b1de, 0x6ebaf639c3c6b68b, 0x265ebd415fa282f8,
        ],
        [
            0x4d212e0c3cd1679b, 0x7a53edae1a815d0b, 0xe3dd10ec7c01754d,
        ],
    ],
    // 177 G
    [
        [
            0x9fbd6e836af19a73, 0x5af3b155fcb886c2, 0xefb18d0b15a2c29c,
        ],
        [
            0x3e6f7f7ddca808b8, 0x166200bf3af895b4, 0x399fb3ec20269ca2,
        ],
    ],
    // 179 G
    [
        [
            0xdf0324e5e1d37c7c, 0x5f333b83cc55f2a7, 0xa8576a9b9a3d9ff9,
        ],
        [
            0x85b03885475ad3f9, 0x2aae124ed61f01ba, 0x32dcd870cf22bf13,
        ],
    ],
    // 181 G
    [
        [
            0xd3b171d19c892634, 0x3ee60a3a507b7474, 0xc09f7f668d907780,
        ],
        [
            0x1bcc80ead1a84ea0, 0xfe0cd8d5521f022b, 0x6cfca440ed7d1c9a,
        ],
    ],
    // 183 G
    [
        [
            0xde9146f87988c091, 0xeaa3669dd3ed7447, 0xfda73796d064e053,
        ],
        [
            0xabc923053819112d, 0x5926de77f449cf02, 0x807b43fee188bde0,
        ],
    ],
    // 185 G
    [
        [
            0xcfd0342bc7be3bf8, 0xc4046043f36b1456, 0x79b315275c4f1502,
        ],
        [
            0x3d069eda07a13d00, 0xda1f35028440e481, 0x6bba5cbda9fcf6f9,
        ],
    ],
    // 187 G
    [
        [
            0x3e911c2364a6ab1a, 0x3170dff68fa7e52d, 0xd0941057e8a38db1,
        ],
        [
            0x8eb1cf9c192ef51d, 0x0c90b3271be5f861, 0xbc7fd69227fbc3bc,
        ],
    ],
    // 189 G
    [
        [
            0x0cee4cec503236a6, 0xde0d150ede7f6c24, 0x9e0bf1d5434f5629,
        ],
        [
            0x15d6f2b9a3cd7af3, 0xe21b59ad8308e0fd, 0xc83127b0ec319ce3,
        ],
    ],
    // 191 G
    [
        [
            0x302c99ff027ea235, 0xb8867b4abdc19f35, 0x447e0ac8dc487b90,
        ],
        [
            0x01eb033b740db541, 0xcd5b9166868e4e2f, 0x48adac71d3e842c1,
        ],
    ],
    // 193 G
    [
        [
            0x0a4786347019e3d7, 0x1447c53566330bf1, 0x56d8af508f83f4fb,
        ],
        [
            0x4b5b8429916d8944, 0x74d1720e40d06432, 0xf400cf655e8c5611,
        ],
    ],
    // 195 G
    [
        [
            0x5265402347681f06, 0x2076981344acc76b, 0x5430ec4cd7a88171,
        ],
        [
            0x3e678d366f65e23b, 0xf1453a1500b58975, 0x2a8d3e1690958e17,
        ],
    ],
    // 197 G
    [
        [
            0x7750dbf6f0c08780, 0x6bd555f25485a8e2, 0x8be9c3627ec20349,
        ],
        [
            0xd76a4d4630f3a4a8, 0xacd3a11b0c4b3670, 0xd99433e026149c0b,
        ],
    ],
    // 199 G
    [
        [
            0x551a557cdd99b0e8, 0xb42f7a51eec043fa, 0x10785a169cdf7ad2,
        ],
        [
            0x83791ad3897ef119, 0x01af310b1245c46f, 0xe20ffb3134e2d387,
        ],
    ],
    // 201 G
    [
        [
            0xfed70ab7e791ac85, 0x9472eaa659abb395, 0x913f06b9f3cefe4b,
        ],
        [
            0xa44e7802f1f9fe22, 0x87d97ce9086d608f, 0x6a4babfd8c8ceb81,
        ],
    ],
    // 203 G
    [
        [
            0xf8bc4bae50d1c9fa, 0x1f1e3a3e1e4cab81, 0x1a4a762652f60503,
        ],
        [
            0x22da738906676fcd, 0xe7d453b4ede9b510, 0x7f2c07e23d95f5d6,
        ],
    ],
    // 205 G
    [
        [
            0x3236416473d34161, 0x69424f5bb790b663, 0xb87e1e0d814eedc9,
        ],
        [
            0x87b4a74d45219ea9, 0xb6a1b08801f02340, 0xed99a7d1f5b26cc1,
        ],
    ],
    // 207 G
    [
        [
            0x6c97b25f64485880, 0x8c06634bd371d366, 0x9689b4c61316121a,
        ],
        [
            0xe44c35f678f252c7, 0x392162c0276fdf10, 0x09a80a797b59d989,
        ],
    ],
    // 209 G
    [
        [
            0x9de3776d04a7c4dd, 0xc819c538b5739033, 0x899dcb3bb3ff94e9,
        ],
        [
            0x419829f1bc548a8c, 0xbc0dcddc92d0146a, 0xddb5344b02d5bae9,
        ],
    ],
    // 211 G
    [
        [
            0x6b0143a67732ceb5, 0x1787f8b3d50aea61, 0xb3fec07aa99bc2d8,
        ],
        [
            0x5d1b8c317919de92, 0x66831d1757acfffa, 0x6c0e82cbc12ce7ea,
        ],
    ],
    // 213 G
    [
        [
            0x6fa0c82622014e34, 0xe8058302b8095523, 0x7b66ad440d857abc,
        ],
        [
            0xa34f315dd054edb6, 0x4010520cb2e62921, 0x68251c511b308155,
        ],
    ],
    // 215 G
    [
        [
            0xfedaa7acfe4b6e90, 0xe7e61c9d14e2e954, 0x8e9680ebc29dca6d,
        ],
        [
            0x35ba73b0272842f5, 0xc8e0a12a0ba63d66, 0x97a584d4603f16d0,
        ],
    ],
    // 217 G
    [
        [
            0x47a4ca34d491da65, 0x3be2e675f04ad9d5, 0x668e97d776a16dc2,
        ],
        [
            0xf516bc6b0420c860, 0xe23956e4a86bf4f2, 0xa8db0543b89c375d,
        ],
    ],
    // 219 G
    [
        [
            0xd8263cead4c89287, 0xeab2f8075a1c7a4b, 0x80c45a99fc853599,
        ],
        [
            0x839520bc04989555, 0x4bccc55bd454a968, 0x5f315e0a048987cd,
        ],
    ],
    // 221 G
    [
        [
            0xa4bf39b031abf342, 0xfbc42d621475c21d, 0x4fe33428de843193,
        ],
        [
            0x9f2c6aa1957ad5db, 0xd81386247b9f5496, 0x39e2484f22cf6dbc,
        ],
    ],
    // 223 G
    [
        [
            0xa2a8bacb65194df2, 0xed52e2cfb0ef1e59, 0xe257334cf2245a85,
        ],
        [
            0xf0a47c8f09491d31, 0x08b45f87f021f1b2, 0x64576f65a4619e3d,
        ],
    ],
    // 225 G
    [
        [
            0x941760970fbbe0ee, 0xaeee3195dbdf4db8, 0x21b32c4d6b86c884,
        ],
        [
            0xadc9f8e89711b1e0, 0x04b12512a680fecd, 0x3e368609c78e5fb4,
        ],
    ],
    // 227 G
    [
        [
            0xa238af82e416f3d0, 0x3bc82f6a531a003e, 0xcd13c385dc1edb08,
        ],
        [
            0xb927cad4f512fb2c, 0x8f3dfae6ab89a1fe, 0x8a10a73e8b167d29,
        ],
    ],
    // 229 G
    [
        [
            0x65976dc98cb3d82e, 0x4b69c1471f4238f0, 0x99be2520dc7518cc,
        ],
        [
            0xb132a0c594f16a07, 0x0e841356abcb7527, 0xa1f28718b1aa1d25,
        ],
    ],
    // 231 G
    [
        [
            0x14c1c737c0da8329, 0xc0309a879bef754f, 0x7a2c6d1292dd5a90,
        ],
        [
            0x1d0dc9d5f94edc25, 0x6e13b5ce199d2ece, 0xa9cc7e3afe0c63fe,
        ],
    ],
    // 233 G
    [
        [
            0xfffa8c9c4fc05ac6, 0xd1f5d94128e44876, 0x0f4f34917e6d5596,
        ],
        [
            0xdb66b880e2c69aab, 0x40ba63b3e9eb8508, 0x49582460ba9f8be4,
        ],
    ],
    // 235 G
    [
        [
            0xb0de4ee8061674d6, 0xd74db95eba0c203b, 0x04c93bb39d74d016,
        ],
        [
            0x2abd70808425c612, 0x8bae8f162c4c3525, 0x15ea92b1f3edaa15,
        ],
    ],
    // 237 G
    [
        [
            0xc33679e9b9b49e4d, 0x1d62345b457ff3d9, 0x62ef71e48f349841,
        ],
        [
            0xf98be5e142c90a44, 0x73a2254bb81fbb45, 0xfbbd71dd4746c605,
        ],
    ],
    // 239 G
    [
        [
            0x5d5a56fdc5d75764, 0x1deac689feafaae8, 0x34891ce864b8893c,
        ],
        [
            0x728e44b95d68e69d, 0xda298cb816232fbc, 0x43a999dadc9bb942,
        ],
    ],
    // 241 G
    [
        [
            0x9871c1e0a9134f03, 0xf8280c6c97675ea7, 0x36b62bc5a0951301,
        ],
        [
            0xa96b7787c58696ae, 0x1340569bbb1ea879, 0x329ea3c6a0a85160,
        ],
    ],
    // 243 G
    [
        [
            0x8edcaaa2f33d97d0, 0x7475e04fae2e8670, 0x1c142c97c6cdd5a8,
        ],
        [
            0x6774827109c02b69, 0x8d4163c131d2d72f, 0x67793727b60fbb2e,
        ],
    ],
    // 245 G
    [
        [
            0xfeb74e7a6ebb8336, 0xc3f8aa147d9b70ee, 0xc84020876c697aee,
        ],
        [
            0x869e54cefb917206, 0x1e16a28111fc862d, 0xbe7dfa62ce98dc03,
        ],
    ],
    // 247 G
    [
        [
            0xbab6aaf2c2991a19, 0xfa363109e220649a, 0xfe8b973ab467ffaf,
        ],
        [
            0xdeb7b0d54a1387ee, 0xc04c62f786b1ff5a, 0x60e8942a529d329b,
        ],
    ],
    // 249 G
    [
        [
            0x93dac155a12e8ed8, 0xd7429a00c39d9aa9, 0xa60dbd08e61ea976,
        ],
        [
            0x8ff4bba745856675, 0xb37ac3aab2ba6344, 0xd4115e1f4ed466e7,
        ],
    ],
    // 251 G
    [
        [
            0xfb55c6bd430935c9, 0x4c108f93f2faec77, 0x4d695d4988f4f68b,
        ],
        [
            0x53703e1bc73d3958, 0x2075b1ffe2e63cf1, 0xb50669f145df162d,
        ],
    ],
    // 253 G
    [
        [
            0x7d676a1a522a5c79, 0x333f317b546d9808, 0x62a5492abf0b1a70,
        ],
        [
            0xc7b0dce0dde57c60, 0x508dcde995183fa8, 0x8b32384f4e4cf845,
        ],
    ],
    // 255 G
    [
        [
            0x94a0863f3b1694a7, 0x454e708e494a9665, 0x3fe0068ba0d4c3c5,
        ],
        [
            0x871d6e22e3c943c5, 0xef3a78f9e777a3e0, 0xeb1646a29177770f,
        ],
    ],
    // 257 G
    [
        [
            0xe203078871170284, 0x0ef6cb205238dd29, 0x4af58a9ec9c6b0cf,
        ],
        [
            0x7cda195e34332c9a, 0x1b4a8449c482eb18, 0x689e0537b1419f94,
        ],
    ],
    // 259 G
    [
        [
            0x0d5476aba80b7dce, 0x96e96e8db36a61a3, 0x8d1bfacfd2277d92,
        ],
        [
            0x33ef4f4f817fac2b, 0x61527dd1410c9700, 0x2fbd2513e9ff84c2,
        ],
    ],
    // 261 G
    [
        [
            0xc3e0c513e6a55801, 0x2a8aa165345f1f14, 0x117eb7d98a1e0df9,
        ],
        [
            0x7890ac9f0f6cb11d, 0x9987bd1f4ce154e4, 0x02d0e991747f8528,
        ],
    ],
    // 263 G
    [
        [
            0x333a88f1de735965, 0x129b5a35554c098c, 0xa449686a565d56b6,
        ],
        [
            0xfcb4a29c78600ee8, 0xda37e73273d75d69, 0xa266ce0fbc4c0c0b,
        ],
    ],
    // 265 G
    [
        [
            0x5c495e9f82645e19, 0xe137545724b861d8, 0x0b460ddb6cf1673a,
        ],
        [
            0x8fe6c604de4512ab, 0xc334f7c33819777b, 0x8e70c9d397a49730,
        ],
    ],
    // 267 G
    [
        [
            0xd3f451d4c5d2c4e3, 0x923f201fe25ee842, 0x9ba26094ed1c3931,
        ],
        [
            0xbbf02012a4012db2, 0x14719c1178161aaa, 0x0bb610888c4369dc,
        ],
    ],
    // 269 G
    [
        [
            0x0dd6d2a57f1eccd7, 0x41a89afcf4c20975, 0xb246666300389d28,
        ],
        [
            0x2171e06e04c0ae5a, 0xaff12d09891b82f1, 0x6e0e71432ffa6822,
        ],
    ],
    // 271 G
    [
        [
            0xa9e2bcb8d7beb961, 0x209d1dde131ed970, 0x6eff60c935306296,
        ],
        [
            0x669b4f37b49e4c3c, 0x1f18b0924d0da98a, 0x9879d7db3b7907c0,
        ],
    ],
    // 273 G
    [
        [
            0xb9d6f0af898fd9f1, 0x0adfd0e54fe0f91c, 0xb6fb0cb5d5964197,
        ],
        [
            0x5f31a382b6d76673, 0x6edb2d52112e91ff, 0x45f5d1f799f94627,
        ],
    ],
    // 275 G
    [
        [
            0xc202125abed8a42a, 0xee0b2b253d04626c, 0xd1ea74787122c7a0,
        ],
        [
            0x39f22172bc5b9d3e, 0x7f758c6389b3c221, 0x8215195015010b32,
        ],
    ],
    // 277 G
    [
        [
            0x3a8c31a3c4a642f9, 0xcac7fcb4325cf567, 0x55dff7e9334bdd75,
        ],
        [
            0x96a04c0c3c280153, 0xfc7f4e17e8e523ee, 0xbd3c8bfb38a5be7e,
        ],
    ],
    // 279 G
    [
        [
            0xdc8ee548eb7de873, 0xe47542b44dcbc6bc, 0x3d2a4520879fac97,
        ],
        [
            0x497dd3c73145f548, 0xc6118f471c8fca54, 0x9465a5d388ca2e32,
        ],
    ],
    // 281 G
    [
        [
            0x257248f1aa840d60, 0xa2d29a5d12754cef, 0x71a00e50f6ba00fc,
        ],
        [
            0x66fd4661c9136cab, 0x18abd53cd58a03ff, 0x799cb89c959edb3d,
        ],
    ],
    // 283 G
    [
        [
            0x59386c8fd5ebba48, 0xd65b83637a725dc5, 0x0cb88c015f844508,
        ],
        [
            0xc16765505e6fc0bc, 0x7158679764e89240, 0x87ba14a9990709a8,
        ],
    ],
    // 285 G
    [
        [
            0xc5b5e858fb93d138, 0x4455c46dbe868d5a, 0x0f7d1549c8082493,
        ],
        [
            0xe08bdce3b48e81c0, 0x6dcaa67115cd890c, 0xea0000538528814a,
        ],
    ],
    // 287 G
    [
        [
            0x7e455191533a3360, 0xb3d6f826383abab5, 0x55c4e67664846dbe,
        ],
        [
            0xa23d3968d7fc4fc8, 0x6f6a4c0a184b1776, 0xe345b9bac912b4d2,
        ],
    ],
    // 289 G
    [
        [
            0x00796515bcb69fe3, 0xe24a29f3b575ef1b, 0x0906d175f435ad7c,
        ],
        [
            0x3453be1202799492, 0x082e95e340240fe1, 0x24684aadabef662e,
        ],
    ],
    // 291 G
    [
        [
            0xf8ebb8d39d85223d, 0x481cd17cfe9bde87, 0xc11532044ca5d8dc,
        ],
        [
            0xfed812d1780269a4, 0x90620099a291fd3b, 0x59694b6e843aa22b,
        ],
    ],
    // 293 G
    [
        [
            0xaa515040f98c9508, 0x22df87b8c5ddc52e, 0x866cf20f930a0aa8,
        ],
        [
            0xd1170eb00cb85de5, 0xe4b9e6eb762f89ab, 0x9c568c8fc44d2125,
        ],
    ],
    // 295 G
    [
        [
            0x5bfc03d4b4d47438, 0x11f0f07d9bd647a6, 0x8e421685b794f79f,
        ],
        [
            0x57258c7266536b91, 0x9523ce6059ded779, 0x0cdbbb9e83070ace,
        ],
    ],
    // 297 G
    [
        [
            0x1ce2eebcfd522dc9, 0xb4f37edf1ddc7532, 0x77e6e9595739d1e7,
        ],
        [
            0x6f60c175b3f315b0, 0x3a01fac26ce9fa39, 0x558ed3e42f07ab78,
        ],
    ],
    // 299 G
    [
        [
            0x0791cc15a91d597b, 0xbdf48bc3f93f403c, 0x6532b14334116f31,
        ],
        [
            0x325b0dc0f959dcd2, 0x71343fd34cae0a17, 0x1f8b64c10f865a44,
        ],
    ],
    // 301 G
    [
        [
            0x14bd989c4bff9d7f, 0x65431ee0d3d2e3b1, 0x8e6cea390f23b87d,
        ],
        [
            0x37fe6780cf77cb57, 0x64f35ed811553f56, 0xe2aa4d7de4c2cbb2,
        ],
    ],
    // 303 G
    [
        [
            0x1975de3663dbb375, 0xa69b24dd67a31627, 0xad635b43d5c93d61,
        ],
        [
            0xbccdadc57cc57463, 0x595e8eb0c7a1ba76, 0xe17b874227ff4b6e,
        ],
    ],
    // 305 G
    [
        [
            0x0b42833d2b2fdb6e, 0xdd925e7abd49575c, 0x4e4df17c428e4fe1,
        ],
        [
            0x18076ba471d1fe16, 0x0c4aefb8bf04ac29, 0x3bc0d0d380584bf6,
        ],
    ],
    // 307 G
    [
        [
            0xceef763854679737, 0xdee50066ae71eab9, 0xaca369c19b77d7ab,
        ],
        [
            0x8819ae4b5a94decc, 0xcf5044d64766f681, 0x99bbb04f0f9c4126,
        ],
    ],
    // 309 G
    [
        [
            0xec019fcf821ec388, 0x96b19bcaae386e78, 0xaa1060a5e4521c79,
        ],
        [
            0xe06af085c8548bb8, 0xd6c3a8a2a36aa3fe, 0x15c7b7e321247b1b,
        ],
    ],
    // 311 G
    [
        [
            0x51840ea0000b5a3e, 0x6ddc5ee4b03d436c, 0x3b832f65b0f6433a,
        ],
        [
            0xe22a7f31d50c4e46, 0x46c8c9732ddf2749, 0x53951977a7271d16,
        ],
    ],
    // 313 G
    [
        [
            0x45fa2c7646ff1cf7, 0x851e9daad360a2c5, 0x2769a0783f7cd7ce,
        ],
        [
            0xbd02a0dd89348bbe, 0xa9fd934245741495, 0x38c5c55222344ce5,
        ],
    ],
    // 315 G
    [
        [
            0xc1427a09f87c24e8, 0x882e2ca226d20d0a, 0x4385c203b45e4fe9,
        ],
        [
            0xec7f7de1a74000db, 0x093f26694b8c862a, 0x35efb0de87fba02a,
        ],
    ],
    // 317 G
    [
        [
            0xcf5de0f31379b581, 0xee737729b706ef83, 0xe47af79698b482d2,
        ],
        [
            0x642b536a82c927b5, 0x7088349ab416d0c5, 0x2f8d24738846fb2a,
        ],
    ],
    // 319 G
    [
        [
            0xe8927472d3d1f459, 0xb9d89a7a7efb6f8f, 0x3a6221d0e3a27dab,
        ],
        [
            0x0b83c0520e5d47dd, 0x91e01cc5200e36da, 0xbb5848885573917c,
        ],
    ],
    // 321 G
    [
        [
            0x47e5c4bef324e554, 0x8a86a1664e524bab, 0x705261e758c41343,
        ],
        [
            0x10048d2fdb28c244, 0x53e80daed907cb09, 0x2fd915b8fa749191,
        ],
    ],
    // 323 G
    [
        [
            0xe2fb89b5f0fa853c, 0xbe014bf6785b4873, 0xcfc4da9a7942bdd0,
        ],
        [
            0xf782f9ba36db2c30, 0x51b9ec49d61bc488, 0x947b985baa588ab3,
        ],
    ],
    // 325 G
    [
        [
            0x38c2c8f562edfdd8, 0x1c9e77d443a1cb2d, 0x82571f9a117f62c9,
        ],
        [
            0x03e4197747e5c4e6, 0xe42f18a471049c17, 0x85f1a1615f2659d4,
        ],
    ],
    // 327 G
    [
        [
            0x9abbcb6e80fa1c46, 0x54e217d1438c4e14, 0x549e3a86c6412739,
        ],
        [
            0xf507a6e2fb0ff08e, 0xf196ef946208d398, 0x43f7bf3b6c96a8fe,
        ],
    ],
    // 329 G
    [
        [
            0x2a3ef61e09f00f74, 0x857ba2c4d0b037b9, 0x8d201f64cc7ec23c,
        ],
        [
            0xca4e720b58c41629, 0x357afbe2b70e26e2, 0x4079755e2f03acda,
        ],
    ],
    // 331 G
    [
        [
            0x9dce9a175d854b19, 0xcc024b1d3c4883c1, 0xe342299978f676bc,
        ],
        [
            0x6f90e7db2339107c, 0xf052064c54d51dbb, 0x202db7f3d6d61d40,
        ],
    ],
    // 333 G
    [
        [
            0xd92b85663da20e3f, 0x43530f5e5043b611, 0x3afb65febcfb2eed,
        ],
        [
            0xf5e081b6c44c2054, 0x863cb14fe18485db, 0xe8b1afc3ad03407e,
        ],
    ],
    // 335 G
    [
        [
            0x1530356d0ab423fe, 0x43b1bd2a11c5b9f0, 0x12cbe87242e9f95f,
        ],
        [
            0x02a9bd683e2c59c9, 0xc3b23ffeb3708d95, 0x27618e0e1c620e8c,
        ],
    ],
    // 337 G
    [
        [
            0xb40beb67b3712b00, 0xd52a1048ecaa3443, 0x2bcfb13823b2cd5e,
        ],
        [
            0x3afe6346ec9def29, 0x102cb7f762594724, 0x19237f7ce2d52348,
        ],
    ],
    // 339 G
    [
        [
            0x7b18fb81ced418d1, 0xda1ca26a1c06e398, 0xf16e71b9943009ba,
        ],
        [
            0x35d1b4bb626c3cbb, 0xc30a7e0fca584ad7, 0x0d3500f7c428f70a,
        ],
    ],
    // 341 G
    [
        [
            0x9224ecfa37b1280c, 0xadfaf51676c6b1f1, 0xf00888c11cb5b111,
        ],
        [
            0x037199c3349b2490, 0x51d1eb5fdfdbd65c, 0xf48f44fee553bb88,
        ],
    ],
    // 343 G
    [
        [
            0x2486628ae4f698a5, 0x93e44821aa916fd0, 0x7052d78ace883e92,
        ],
        [
            0xdd9607304a2f2dab, 0xa2197757d425b3dd, 0xc6d5f1dc3d9ef1d1,
        ],
    ],
    // 345 G
    [
        [
            0x681df1739ae29d67, 0xa3e975fdee086611, 0x67a603321473160c,
        ],
        [
            0x9b14a776d2edd2b3, 0x029d0a9cdde8f71c, 0xca12dd153ed7f995,
        ],
    ],
    // 347 G
    [
        [
            0x6d04f4f6510c1276, 0xfba6384cb4aac482, 0xcd3607cfd1015bea,
        ],
        [
            0xfd1efef2c04c0182, 0x0a99069770afc448, 0x87681c3b8875a1ff,
        ],
    ],
    // 349 G
    [
        [
            0xfd5bc0353f7095c5, 0x6476316ec7eeea48, 0xf0f10f0293bdcaaf,
        ],
        [
            0xc322bdd8f4ae4684, 0xdcadb6cbe20f0bb7, 0x1bfa46493e812e09,
        ],
    ],
    // 351 G
    [
        [
            0x6b91e2c6426f3115, 0x5f5c2cca06f296e3, 0xf3a251ac9e9aafaa,
        ],
        [
            0x869e42f220e1ccb8, 0x8812f0924fa06861, 0x16b38639d0255252,
        ],
    ],
    // 353 G
    [
        [
            0x57ae520361f570b9, 0xe2529898cd7f99bc, 0x8fcd9ebd4f19d455,
        ],
        [
            0x9247aaf8d44a141e, 0x023ecc75feb45871, 0x978f3dca46778d00,
        ],
    ],
    // 355 G
    [
        [
            0x46bc2400dcb16f73, 0x0da2652d0e1ff03c, 0x3f5019b49d5422df,
        ],
        [
            0x2a38b32807a73776, 0x302824a13ce17b29, 0x7ed3306004898c52,
        ],
    ],
    // 357 G
    [
        [
            0x7ef938d01ba77933, 0x31f282c871a1b718, 0xfe7c93c1a1f40919,
        ],
        [
            0xf3d5639bdab1b0a1, 0xbb928d4612b0abf5, 0x79ba017f0c1976d1,
        ],
    ],
    // 359 G
    [
        [
            0xebc5a9d65ce0e5a6, 0x756b0e33809aa7e6, 0xe1bc6cf65b5b7846,
        ],
        [
            0x66e4e20922ba4385, 0x5189acbfe38daa71, 0xc84541ed821769f2,
        ],
    ],
    // 361 G
    [
        [
            0x5c77d756c4f40ca6, 0x4f8eeb320c293343, 0x8e75e6aebe611084,
        ],
        [
            0xbbecb1efc5d1dfb9, 0x1ca4d826e6ffb063, 0x943750969d4b1ca8,
        ],
    ],
    // 363 G
    [
        [
            0xc0729aaf642e578e, 0x6d41b6320580c278, 0x9a7570150e64b6f4,
        ],
        [
            0x039a1402d0b325f4, 0x254986a61d9fe575, 0x2172f46a7e1ba553,
        ],
    ],
    // 365 G
    [
        [
            0x75ae35bdc1c9d428, 0x6baf659cfc9f376b, 0xa0744bed8f7939c0,
        ],
        [
            0x8e5a1cb8080e2b9f, 0x9a82ccd2ce29c3b7, 0xf49a6a9f7e594980,
        ],
    ],
    // 367 G
    [
        [
            0xffe6f836e71b79d7, 0xa1e5d038c8175da5, 0x55f6fc4e77fffe7b,
        ],
        [
            0xbf5c7a5b7c5707e3, 0x777db75e869be5a4, 0xe9b09d9faca80d8b,
        ],
    ],
    // 369 G
    [
        [
            0x4cae1c5135356364, 0x55e5ba59dfc5a33e, 0xdd7973cefcc44920,
        ],
        [
            0xe010a04c2fb6b718, 0xf4deea6dea1544b9, 0x92745ff3baf19da3,
        ],
    ],
    // 371 G
    [
        [
            0x9ef7318edab75f32, 0xc2b9e0f0206d7020, 0xdab21fe6d35d487d,
        ],
        [
            0x672afc88f6d0f9fa, 0xa67c6e1a45c8d75b, 0xe421dea58f61add5,
        ],
    ],
    // 373 G
    [
        [
            0xbc335aede2603ea5, 0x6a9813f3e0715624, 0x087c83b45f397168,
        ],
        [
            0xe9eb03c47da3c2c5, 0xd0d43fbf1e3e68a1, 0x2497f4a750f56049,
        ],
    ],
    // 375 G
    [
        [
            0x77690c6106af745a, 0x63b78346a3faf35b, 0x3bf7ce9824cbae6f,
        ],
        [
            0xc8053b621372d165, 0xe80669b732cc080d, 0x56625fbf27d4a0e8,
        ],
    ],
    // 377 G
    [
        [
            0xca4669a8de555d7a, 0x784d477d65941f54, 0xf9e83a219d888e5e,
        ],
        [
            0x68c46a55cae9f6ef, 0xabb55185aae5dd84, 0xd7ad02a525aeb871,
        ],
    ],
    // 379 G
    [
        [
            0xdb48da0584e3e22e, 0xf323144262d8d463, 0xc4f8d3dc553f9cea,
        ],
        [
            0x912bfa3699cd4dca, 0xeccf9c3785b0d53f, 0xcb9475b784224eba,
        ],
    ],
    // 381 G
    [
        [
            0xa0de25046b3040e5, 0xd23ec5939d6be4a8, 0xe4a47c5e47db41a9,
        ],
        [
            0xcf5617167d9b1213, 0xfebbbb0a4175d786, 0x50e90a6949453844,
        ],
    ],
    // 383 G
    [
        [
            0x1fa1faf1da4fd3d5, 0xaab6ae04c6b05028, 0x223871b9b9157a15,
        ],
        [
            0xf6e38f11e3f28f5f, 0xd0e451f224a26b72, 0xf4607ed0b846d17d,
        ],
    ],
    // 385 G
    [
        [
            0x4dab5e2816e9c6c4, 0x3c6850dbca1a0a32, 0x160746d41a6a6ec1,
        ],
        [
            0x95a4a3d1c55f00b5, 0xf51fd24c2f199675, 0xacef6f584911d5ae,
        ],
    ],
    // 387 G
    [
        [
            0x2e3e7b1f770fe6be, 0xe3f9505c12218cec, 0xe66d61c1405f7b59,
        ],
        [
            0xad2715267d5f8e15, 0x528113079308c439, 0x467f6e6ef0d41b53,
        ],
    ],
    // 389 G
    [
        [
            0xa18e8457b8e515de, 0x9042a55c261482d8, 0x398c193d2683859a,
        ],
        [
            0x6e92d013cb6654f5, 0xc08937b0ed0ff93f, 0x01d3ba40a9253735,
        ],
    ],
    // 391 G
    [
        [
            0x0f982277f40f102b, 0xa2914cc6978c9669, 0xf354e4caee56d2b1,
        ],
        [
            0x382bb3320eb09565, 0xa7181e691f2b66fd, 0x2dbdb684ea59dfa3,
        ],
    ],
    // 393 G
    [
        [
            0xc31bd8fe52e6552e, 0xfa68526ebff5c3d1, 0xe73715452f736a78,
        ],
        [
            0xac1d08e8825915cb, 0xec5dfdfe79aae016, 0x886412d34e98cbaf,
        ],
    ],
    // 395 G
    [
        [
            0x255749d7457e25d6, 0x7fbbe49f400234a3, 0x47bd4a875fa038d4,
        ],
        [
            0xb33a3506b061ada9, 0xc062396758c6cbe6, 0x8502aa1f8648c1a9,
        ],
    ],
    // 397 G
    [
        [
            0xa0367cdb2ed6de1c, 0x2f3fdc4f87ca2aaa, 0xc3723b2df1bc2b4b,
        ],
        [
            0xd6da442f7d7ed3ce, 0xe9bcc42ff61548cf, 0x589e5737a3440ca4,
        ],
    ],
    // 399 G
    [
        [
            0x556ba3b5d5a268f8, 0x3418429953dad0a2, 0x877dd628edde27a4,
        ],
        [
            0x8a1576a75ef529e3, 0x4959915dd8825df8, 0x825898fbd0b73add,
        ],
    ],
    // 401 G
    [
        [
            0xe7399f36cb743c68, 0x04dacfde3c04184c, 0x929aeb37dbd678ed,
        ],
        [
            0x519c4b42f46b6b78, 0xaf0af24ea2e4abfe, 0x0ddb2b9fa3942325,
        ],
    ],
    // 403 G
    [
        [
            0x14c1a2322813c102, 0x5d851c400738fe72, 0xe9afc126372662b9,
        ],
        [
            0x2f71eaa6210aa2a2, 0x6ce2d6e66bce52b7, 0x4631cb433662833c,
        ],
    ],
    // 405 G
    [
        [
            0xee516c3620b1fc2b, 0x6b0ae1a628e36151, 0xcd4a22bc6b6c7e33,
        ],
        [
            0x14764bfc560f3e32, 0x5d36f5992c2d5e58, 0xa796fbeee9df4ac3,
        ],
    ],
    // 407 G
    [
        [
            0xbaf6ec86c0cda8e1, 0x8439912b45e0790e, 0x8af43d88613fe73c,
        ],
        [
            0x30424b03569058fe, 0xbeed545424a6c9c4, 0xd3ed98ed608e5fe9,
        ],
    ],
    // 409 G
    [
        [
            0xc0bb510f251bab0d, 0xfb003bf23a5cb70c, 0xbbb7aeb7a3488ce6,
        ],
        [
            0xf4347b19ab88c47a, 0x86db9c8fac7fdbca, 0x436c3c94691a9ffb,
        ],
    ],
    // 411 G
    [
        [
            0x189e8658cdec3460, 0xa989257a6c2d6fac, 0x40adeb460dfa4e75,
        ],
        [
            0x0c8bacfc3d52bf04, 0x618ecb556ff71a6c, 0xe74c16589c81732a,
        ],
    ],
    // 413 G
    [
        [
            0xfb8ab98c6655fa12, 0xde582f14ecb0e032, 0xf3c31ef27e418aa8,
        ],
        [
            0x613482284176c3cb, 0x3cfde64ab6f487b2, 0xf8f4149707424e0b,
        ],
    ],
    // 415 G
    [
        [
            0x54d0443009ffa964, 0x5600c5f415af2b12, 0x4123bb02164a618f,
        ],
        [
            0xb9e396ba5f0a7398, 0x5b58be66f99b4e4f, 0x223249eb519da407,
        ],
    ],
    // 417 G
    [
        [
            0x28b49ede36485406, 0xb866d0fec5cc90f9, 0xaff5764aedbc17d9,
        ],
        [
            0xd6f720632a4eefbc, 0xb9b3086317244e26, 0x659527060a2e89f2,
        ],
    ],
    // 419 G
    [
        [
            0x482fab1934af8200, 0x33804618ca42e035, 0x729cd8f0c915aade,
        ],
        [
            0x4a656f860d3a561c, 0x8b1c60cecc74e264, 0x29d4bc9424a6e03a,
        ],
    ],
    // 421 G
    [
        [
            0xdfd3ded5444cc0e0, 0xfa628cacdb63af15, 0xb8c99299fd7d1ecb,
        ],
        [
            0xb44d0f81609c6778, 0x8ebe3c51482d6d38, 0x1bdb95a6443110bf,
        ],
    ],
    // 423 G
    [
        [
            0xa2540bfc1d4ee383, 0xd83466d468f549a5, 0xa525dfbe8f8ca619,
        ],
        [
            0xa1d8718618d24937, 0xa3e9b968ed75433c, 0x4c4bd1143b27a678,
        ],
    ],
    // 425 G
    [
        [
            0x94b51d3a96f7dde3, 0xba7deaf63cda872b, 0x72de94ed19c0a4af,
        ],
        [
            0xc87b34241adcd1a9, 0xfb8cbd6292967685, 0xc534a59bb62b39e5,
        ],
    ],
    // 427 G
    [
        [
            0x09ed7770d78f784f, 0x09278ec272919937, 0x69834a60464a9e30,
        ],
        [
            0xe0cb0f524018bfe1, 0x914ec39e21531f63, 0x3489e9eac0f20be2,
        ],
    ],
    // 429 G
    [
        [
            0xd80b6c7e2ca7a839, 0xbf87eb0cefcefd0c, 0x481e03fae257b879,
        ],
        [
            0x30545e0dff072abe, 0xcbcec189037a3dfa, 0xebf153e50415a528,
        ],
    ],
    // 431 G
    [
        [
            0xf3b043a28ae3f6ac, 0x4232321801c8a513, 0x5adf0b2e4db346ff,
        ],
        [
            0xabecb696265d2e47, 0x45d6566560b2ef86, 0x45d6f19423b94b5b,
        ],
    ],
    // 433 G
    [
        [
            0xebf2ac9547bef8ff, 0xe70a3ceea62a69b0, 0xa33201786edf10e1,
        ],
        [
            0x6504f48723c0943d, 0x8f11a3ad3134c9b8, 0x49c96cdb01dde7f6,
        ],
    ],
    // 435 G
    [
        [
            0xf1a846ed640ed68a, 0x04326379265cf00d, 0x204f56e27c728049,
        ],
        [
            0xe19adf829dca082e, 0x381ec59bd010c0cc, 0xa194459285b22dd0,
        ],
    ],
    // 437 G
    [
        [
            0x0dbe2ea1c55f6fcb, 0x8d0254805fb4c0c3, 0x689e2b41fff7e742,
        ],
        [
            0x67dcea0b19062c46, 0x58261361b57bbbcd, 0xcc464e119b4c1b03,
        ],
    ],
    // 439 G
    [
        [
            0x9accf6601b0685d5, 0x22ebc0615af39e49, 0x0fecff95447516c4,
        ],
        [
            0x6447db9c8dd38d68, 0xb239b928b8bde3ef, 0x67e9b5c157df27df,
        ],
    ],
    // 441 G
    [
        [
            0x16915610e0fe92c9, 0x3d713c1b969aebd2, 0xfd713deceb579683,
        ],
        [
            0xd81a65955b4342c5, 0x1db8be37e3238849, 0x7d165d5db833d53f,
        ],
    ],
    // 443 G
    [
        [
            0x03c3c1907bdbacca, 0xe1a37ff5b52bba9a, 0x00a7baed6344f4a3,
        ],
        [
            0x54dbd82418b66d58, 0xdbf058941d23f88f, 0x2608066a34bd5da3,
        ],
    ],
    // 445 G
    [
        [
            0x59833df4b0dc5dfb, 0x52fdb9ed7a38e5a2, 0xf9f617165ce2c05c,
        ],
        [
            0x47a59379adfd8a02, 0x36ac5139a5ed8b74, 0x56bcf999337e48ac,
        ],
    ],
    // 447 G
    [
        [
            0xbe63a974edabe0b0, 0xb87d568c941fe9ff, 0xe72d1315f9cff2db,
        ],
        [
            0xc691af9b7b8a5fa7, 0xa54c56d59cd81be0, 0xf7d40a3e70053dca,
        ],
    ],
    // 449 G
    [
        [
            0xd7e32f74cf12bb57, 0x68e880697aa17085, 0x0e255ca590f80ce6,
        ],
        [
            0xa3a9c0f9068dc2cc, 0x1cab64d950579894, 0x2cd9870b3e4d6b53,
        ],
    ],
    // 451 G
    [
        [
            0x386f6d5dca7aaa89, 0xb84f7d56f03dfc3f, 0x7b8f3cf84fa8f5ee,
        ],
        [
            0x84eec57596f4bd52, 0x3d93f52913f287d6, 0x9be4d5d57e8bd257,
        ],
    ],
    // 453 G
    [
        [
            0x90c3d4f4636e562c, 0x559ee3204d1a48a7, 0x87f300284cc953fa,
        ],
        [
            0x4b1305a15aa86023, 0x2f6fb4cfbfa6016c, 0x8aaf61b8a803b0fe,
        ],
    ],
    // 455 G
    [
        [
            0xac6efad62d093d2b, 0xdcf6a8332cfce2c9, 0x62b7929a40d8266e,
        ],
        [
            0x5c62beca2e4fc9c3, 0xb40f840380ee7d45, 0x264ce9e3e18048b1,
        ],
    ],
    // 457 G
    [
        [
            0x28cb27d903519062, 0x1e08f987604fee29, 0x114d8b9975b7fd5a,
        ],
        [
            0xa6540fe48b817d8b, 0x5de6c5a5eb5fe7a2, 0x10e4284cdd563b34,
        ],
    ],
    // 459 G
    [
        [
            0x3e1ce2d253cf8987, 0xf04336e22a781a37, 0x6ccf9ab0c8a20baa,
        ],
        [
            0xcb63c865a41e155d, 0x0575d003bce7a9b6, 0x430ba93d83181074,
        ],
    ],
    // 461 G
    [
        [
            0x5c6391ef601a41f5, 0x0b838497394bf462, 0x19c88582e31574e8,
        ],
        [
            0xa03ef1b8d53b7728, 0x9472924dbf56dff9, 0x7777673887d6b16d,
        ],
    ],
    // 463 G
    [
        [
            0xddbeb17ae1dc93b3, 0xbe37449879be6c30, 0xc52a40d374977172,
        ],
        [
            0xa5606f98e9c049b5, 0xcfbee30a6b309a27, 0xf93c59ddd0d90cf7,
        ],
    ],
    // 465 G
    [
        [
            0xdb80e8ace81bd0b8, 0xf5221f2012d8eb59, 0xe6bfdd0e8a900add,
        ],
        [
            0xe28c105afad08acf, 0x124b3f0ac1db18b2, 0x9f7b95bd5abee998,
        ],
    ],
    // 467 G
    [
        [
            0x1a6330b3e8ea85c4, 0xeda088978ab4c158, 0x19a8b62b54e3e280,
        ],
        [
            0x3bb36fb0109b1f4a, 0x7c0e399606ffe381, 0xa08c4d3fb4f931dc,
        ],
    ],
    // 469 G
    [
        [
            0x2f3f597132b243ea, 0x8147129a8618e784, 0xd31fc7ddfb0a272d,
        ],
        [
            0x5b85a17d3e6a1e6a, 0x65d3abc82efbbcc6, 0xd679c8898af1ed09,
        ],
    ],
    // 471 G
    [
        [
            0xad07295cce152404, 0x2ab6ef1d8d372f08, 0xc0a0ddd267023aed,
        ],
        [
            0x56a123edf309e845, 0x640621412e07e508, 0x6e04c75bb1a0e419,
        ],
    ],
    // 473 G
    [
        [
            0xbdeba59342784109, 0x9f861f42622d9838, 0x1108a83d95f7bed1,
        ],
        [
            0x17e6704e929c5b11, 0xbbff2137ffbbf02d, 0x5144cc4f9007734d,
        ],
    ],
    // 475 G
    [
        [
            0xbc8507f11680895a, 0xcecbc215e2be5fe8, 0x0733a861140eeb3e,
        ],
        [
            0x51be783b13e7adb4, 0x6125f3bdc5f4922c, 0x9efd286020a91581,
        ],
    ],
    // 477 G
    [
        [
            0xd3e00acbfcb3ad65, 0x53dd0ea000482cd5, 0xb233a70d0452e67d,
        ],
        [
            0xa34ae4c76053e934, 0x1ebf8082169cdf24, 0x831b286f477acdde,
        ],
    ],
    // 479 G
    [
        [
            0x17411d5aa1e18723, 0x96a76d81f183d9d9, 0x680384841623f66b,
        ],
        [
            0xa5c24060f60b766e, 0x2904337d73383ae9, 0x2a87094df082f661,
        ],
    ],
    // 481 G
    [
        [
            0x1f8ee231c674c807, 0xba66c575b3a25c1a, 0x177ab91c944f3724,
        ],
        [
            0xd46d05a9cd329c7a, 0x5f5778fddd0093e0, 0x2c5a2a7550a02374,
        ],
    ],
    // 483 G
    [
        [
            0x8c3d6cd44851340c, 0x03ae651988bb1ce1, 0x933fa30485009cd4,
        ],
        [
            0x06dab33f6ad8a151, 0xc5af5aa47dfed5fd, 0x417ffc99d44a51bd,
        ],
    ],
    // 485 G
    [
        [
            0x3cbc9e653ee9b458, 0xae0a9e07abb6e894, 0xeb7e57256c0c3609,
        ],
        [
            0xc324556b12d7836b, 0x3a19bf1a10ca12d1, 0xfc3fda5826864922,
        ],
    ],
    // 487 G
    [
        [
            0xb378ed323e50393d, 0x0163fe7d86e08714, 0x78855db5fd0787dc,
        ],
        [
            0xc2743d7336d7cc26, 0x3a79c82e06262ce4, 0x859a14109e5e46e3,
        ],
    ],
    // 489 G
    [
        [
            0xd647b09fba82d3bc, 0x78c8c3d06990a8a0, 0xd75cc4feb971ab4a,
        ],
        [
            0xda8685ea722c913d, 0xf92a2eb6a93624a6, 0xae35e9be995f9f33,
        ],
    ],
    // 491 G
    [
        [
            0xfcfe7aa91542f9e6, 0xad3ca9efbd76823b, 0x48e2f7705a06689a,
        ],
        [
            0xa6416bdc53cf7c6a, 0x70c2fd0103546863, 0xe6aff5c4b795db29,
        ],
    ],
    // 493 G
    [
        [
            0x606999778ffe273b, 0x169b1ef54f169466, 0x9353a155a12f0ab2,
        ],
        [
            0xd812552850a00d89, 0x370ae5f1e891b886, 0xd8b773521cb57300,
        ],
    ],
    // 495 G
    [
        [
            0x222c423ec1b1b190, 0xce1aff5263c19f0b, 0xbe04f4c46132ce4e,
        ],
        [
            0x05d3f72e15d05c2e, 0x0b203c1ac580fcd6, 0xbd7db3ca8f006f5f,
        ],
    ],
    // 497 G
    [
        [
            0x685191bf260e1ffa, 0x18d1c462a0f52b0a, 0x0ffdde596822c5f7,
        ],
        [
            0xda89f9923d3c915f, 0xacb4db6db7f7ff94, 0xe5237d3a3d30499b,
        ],
    ],
    // 499 G
    [
        [
            0xe983fc19e9bf5f50, 0x6ea31c18168fbf8e, 0x5ebaa60629f9b26b,
        ],
        [
            0x6c420912edef5f2f, 0x50d98b55f19d90fc, 0xd7e6383a5233c64a,
        ],
    ],
    // 501 G
    [
        [
            0x963abd920a22d0fd, 0x02cd83fd81bb217c, 0x8d0a5583b3c6c1b7,
        ],
        [
            0xa2c04d4b6d8296b8, 0x906f769742d0effc, 0x2dd904a18390c4d0,
        ],
    ],
    // 503 G
    [
        [
            0xbe9928d934eeb45c, 0xd67803460495adb1, 0x5e564132a78a4755,
        ],
        [
            0x915411baab92769d, 0x30dad5a9839c89f2, 0xbff944cc6a2f97d9,
        ],
    ],
    // 505 G
    [
        [
            0xb00305c5f5e147ce, 0x5393bdcc70235303, 0x2a907e520a0cab88,
        ],
        [
            0xb887b8ba1ab4fae8, 0x8fd1047344297131, 0x2665854134b10cd1,
        ],
    ],
    // 507 G
    [
        [
            0xf988171e44ab15d8, 0xadc3b26d263f240b, 0xcc913fedbb5a9e61,
        ],
        [
            0x46ce2b91a43c7790, 0xad3bd36f34f1ce39, 0x6e54fc2c7e4b9d33,
        ],
    ],
    // 509 G
    [
        [
            0xbcaf2469a5a75205, 0xa4a002a8d7ac05cb, 0x074decbd684de544,
        ],
        [
            0xb084fb69d962349a, 0xcc47f863fa254104, 0x8d4aa0c7aaba0d14,
        ],
    ],
    // 511 G
    [
        [
            0x8b5c3c904f9e7832, 0x3a39ebe9e88ff921, 0x71a1abb2577d9c0c,
        ],
        [
            0x1312dc6fc3d735d7, 0xa3aaf2362390db77, 0xcc12d87ba950fb8d,
        ],
    ],
]);
