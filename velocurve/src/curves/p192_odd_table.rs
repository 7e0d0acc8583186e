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
//! 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<3> = OddMultiples([
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
]);
