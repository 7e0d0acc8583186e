//! Multiples of P-192's generator for `weierstrass::comb::mul_base`.
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- p192 > velocurve/src/curves/p192_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G` of `curves/p192.rs`. Row `i`, entry `j - 1` is `j *
//! 2^(6 i) * G`, affine, `x` then `y`, each as its canonical value in
//! three little-endian 64-bit words.
//!
//! Parameters: W = 6, 33 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table<6, 33> = [
    // row 0: multiples of 2^0 G
    [
        [
            0xf4ff0afd82ff1012, 0x7cbf20eb43a18800, 0x188da80eb03090f6, 0x73f977a11e794811,
            0x631011ed6b24cdd5, 0x07192b95ffc8da78,
        ],
        [
            0x29a70fb16982a888, 0xd35534631588a3f6, 0xdafebf5828783f2a, 0x59331afa5c7e93ab,
            0x46b27bbc141b868f, 0xdd6bda0d993da0fa,
        ],
        [
            0xdfd0d359cbb263da, 0xdcd283201fb2b9aa, 0x76e32a2557599e6e, 0xf3b543660cfd05fd,
            0xaa62e0fed121d49e, 0x782c37e372ba4520,
        ],
        [
            0xa4fe46647084e4ba, 0xb0015703374729d7, 0x35433907297cc378, 0x25389b311db3be32,
            0x1ea3acb0776cd4f1, 0xa2649984f2135c30,
        ],
        [
            0x590118ebdd7ff590, 0x3e078d9c300e1605, 0x10bb8e9840049b18, 0x312b72543cceaea1,
            0xadc9f836e62762be, 0x31361008476f917b,
        ],
        [
            0x0ace8ecb93d23f2a, 0x98bf5bd1aa667832, 0xa37abc6c431f9ac3, 0x081f7c5710bc68f0,
            0xfed7040a1bbda90e, 0x851b3caec99908db,
        ],
        [
            0x5de37f007011fcfd, 0x60f923243060edce, 0x8da75a1f75ddcd76, 0xd4b702f96409ffb5,
            0x18240db8fdb3c01d, 0x57cb5fcf6860b354,
        ],
        [
            0x4b5977883397edde, 0x14771993cc14899d, 0x2fa1f92d1ecce920, 0xf2dd8a8e9738f6c0,
            0x273b8b5978ef733f, 0xa338afdef78b7214,
        ],
        [
            0x1d9d375ab980388f, 0x4e9e8f2ba8d27c9e, 0x818a4d308b1cabb7, 0x30ea542176c8e739,
            0x7c292f7cbb457cdf, 0x01d1aa5e208d87cd,
        ],
        [
            0x859bb150d1fe9d85, 0xd1aede2bd9238842, 0xaa7c4f9ef99e3e96, 0x60eb5eb2491397b0,
            0x01ee3658b2f48594, 0x3212a36547edc629,
        ],
        [
            0x280940370628a2aa, 0x1844f7164d22b652, 0x1c995995eb76324f, 0xb34cb8611aaa9c04,
            0x029f556400fa77bd, 0xef1765ce37e9eb73,
        ],
        [
            0x8fccdcda67eeb8ab, 0xca013877f8c9e7b2, 0x1061343f3d456d0e, 0x681eac020b27293f,
            0x98fef8e3e7a48648, 0x5a064caa2ea6b037,
        ],
        [
            0x04144a363c4a090a, 0x2f68821e051e4ea0, 0x112af141d33efb9f, 0x7f10a094432b1c1e,
            0x2a2c1726e081e09e, 0x6e0cbe3bfc5293f7,
        ],
        [
            0xdee08843de1081c1, 0x591746b3f7c64e05, 0x13b9310646ebc93b, 0x4fbaca95e186e6b4,
            0x15f3b427ec41a1ec, 0x1edcea63b44142dd,
        ],
        [
            0x36de4a9e7578b1e7, 0xba3546b2b5414de7, 0x8c9595e63b56b633, 0xad7537cdd98fc7b1,
            0x7cf387993aa566b6, 0x266b762a934f00c1,
        ],
        [
            0xd99473733048afdf, 0x29005092a5355bfc, 0xb7310b4548fbfdbd, 0x1845c56629cf2290,
            0x42d8585c4546d949, 0xff9eae9edcd27c1e,
        ],
        [
            0x8bb445930510ff8a, 0xf9f57636c2b4213b, 0x44275cd2e1f46dc3, 0x9b76a67ad25ddfd0,
            0xde438612a818e98d, 0xefad8348fde30c87,
        ],
        [
            0xb6513365d72591a3, 0xa6ca15c428024e40, 0xc1b4db0227210613, 0x7782ec3ec3f47f53,
            0x4fe8f801267df9fd, 0x1e26b286bca1d08f,
        ],
        [
            0x774fc97a1cf8ad1b, 0x07fd839238d72688, 0xc0626bcf247de5d3, 0xec1a6b4e71faa20a,
            0x97e12778e829c804, 0x9cdc99d753973dc1,
        ],
        [
            0xedf879ab0f5add67, 0x786a1566915c6dd5, 0xbb6f082321d34dbd, 0xb95d5d9479df4c8d,
            0x8b76def2e5339b5e, 0x91e4dd8a77c4531c,
        ],
        [
            0x29209b3dbc50e857, 0x67fe68873cf5e52c, 0xe080b24c0b653a48, 0x58f4e60097125604,
            0xfd38e0c482865eaa, 0x0d0fcb856066ef97,
        ],
        [
            0x2b3044d347b8a2a5, 0xa0046cc4bdf768d1, 0x6450fd0c4fea09f3, 0x85a4523b3017b38d,
            0x9080e964c176bb11, 0x4d7a46b24001a6d3,
        ],
        [
            0xe980559f4ba764ce, 0xed22d19c184faa9e, 0x8f9d61c041cf588a, 0xa33e82a3ca2251d4,
            0x1fad57ab09f23ead, 0x0875de0ff4e0c92f,
        ],
        [
            0x3c4963ca1b91a56a, 0xde1c3ec75dd18586, 0xfd41ce1bce22d0f6, 0x5ebb51a1b596d6a5,
            0x03a2217553466948, 0x7a204ae51298cfaf,
        ],
        [
            0x9cfa98e355390164, 0xa40c6670be0f11fe, 0xa530c1366aa0723d, 0xca8b49e6c5e66e62,
            0xf46ac4077c9a8b37, 0x3baa652f61ea88a6,
        ],
        [
            0x8a98633cec800c9c, 0xb3e7eae61a5870fa, 0x5b199288d6469cee, 0x4edaffb2a30b3900,
            0x94786f3297ff7e0b, 0xddfd45845ca1d8c4,
        ],
        [
            0xce960bc9958d3288, 0xc5d7274a730e9f58, 0x1c0a558549162fe7, 0xfa0f3488f2fcd59a,
            0x0fa9ba3312490cdb, 0x618aeecd7c6d796f,
        ],
        [
            0x14b646a2c61d9711, 0xa409bb07d92e5209, 0x0b0975ea9c391157, 0x5e98f1208e1abc5d,
            0x42b1183a62a78372, 0x4b9ad123cc9c00af,
        ],
        [
            0xf53ccfa0f05b46f3, 0x2f9e82fde0ae9eee, 0xc013b8cb3620f448, 0xc778cb2c717d0efb,
            0x879b6240217afb4f, 0x2d1b8f0891e05de2,
        ],
        [
            0x31514837ff8a1876, 0x6ce64ff3316cba9a, 0x2d51de5d177a40c8, 0xb569c75671254482,
            0xbe1f36a118d0fb1c, 0xcef52797e8b525fe,
        ],
        [
            0x7a545aa0df5af1f8, 0x445e2e3c461cdc69, 0x2b003cb1e24d4b79, 0x9a71402ce619c94c,
            0x7efae76a3ec5deaf, 0xff5d8e6096e2a487,
        ],
        [
            0x9fb98448420880a2, 0xb48023ea50e5ad97, 0xc5a5972d9c055918, 0xb320f86384188c55,
            0x96ce0edb96cfa1b8, 0x6038fb784a780f53,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0xb4a39f7eb97fa434, 0x09827de8ba1b61ae, 0xe73b3792bfc59e8d, 0xec1a76cfae20fb95,
            0xf28b2b5dd7efb0d8, 0x5ccc1df588a0f8f9,
        ],
        [
            0xefc377f2a3f770d0, 0xf8bff138d87cf00b, 0xaced16c30fe2dccc, 0x9cbb7122caff09f1,
            0x1ca4cccb42db1eed, 0xc07fdf90ab9be988,
        ],
        [
            0x06fb908d387618c0, 0xf023d6fbe312dbff, 0x2e6ee8681c98c3de, 0xb031ee6f1f7483a9,
            0x1f99500f276ade00, 0x33e840dd2cbcd78e,
        ],
        [
            0xd812efff0dcb2eaa, 0x1fa5302b22355286, 0x9ff5229d3b61edd2, 0xffdfccfc026164f6,
            0x6e8bd096d13b7b8c, 0xa8a8b331e844b4d1,
        ],
        [
            0x0a5fd0880370abd8, 0x5d3e70f4f4b3f503, 0x0fe5e6ed8ab5068d, 0x2fe714a040ed675e,
            0x0b86a910193a802a, 0xbd4ded92c6dd06e0,
        ],
        [
            0x2302f9d5b87290ae, 0x3ef625654f577b75, 0x82f73bd5f035a14e, 0x1f109ed572337c89,
            0xf1bf21f39003f34d, 0x7dfe8bc0fa2d67c0,
        ],
        [
            0x69424509b5f1477d, 0xbed37b22249fd778, 0xcdd971a5b90524a4, 0x0e7a02bd7da5cc0e,
            0x9ec21c25b33cd1ae, 0xa0a5a0f59af9dd87,
        ],
        [
            0x50ad0f1b5c04b276, 0x538bccb5df6e8f62, 0x319b54bf674e0c57, 0x7ead6781dcc394aa,
            0xd41a42cbdb2da361, 0xf73e1f13cdd6912f,
        ],
        [
            0xce5ff456cb782e2a, 0x56de1d1322667925, 0xd7b1adcbabbbf82c, 0x6ff93a758124281e,
            0xc614e8bc1b39fc99, 0x9308304a712ac996,
        ],
        [
            0x5f46ad93dfca68b4, 0x8f02bd850b8aa6d6, 0xaabdf63283103371, 0x77fc93ea34ba8e2a,
            0x0b36f1eb004b27e4, 0x7fe367e2b061289a,
        ],
        [
            0xf91e88b98160ceae, 0xa0fa2cb20bef057a, 0x860305251a4105b1, 0xcf0f9026d8de587d,
            0x16fbc98bf9a3406d, 0xe92fce97a3627491,
        ],
        [
            0x8d41fc11e280db6a, 0x1df10a590c03f205, 0x32660047eed73ffe, 0x5b9397470b9f1695,
            0xf11710311d436138, 0xa6d7e9cda6689a30,
        ],
        [
            0xc626413c04fae5b6, 0x478c15e49b87766d, 0xe005705ade27554e, 0xda7d9327f7c0e2e2,
            0x7f93414e64911394, 0xd4961fb9fb11a5aa,
        ],
        [
            0xcafb48459e2a3755, 0x5c322e050a553a75, 0x71f1fc86e47eac55, 0x27532f0e7615d5e8,
            0x9ccd593323893e1b, 0x493d2f21808b8650,
        ],
        [
            0x57221ceaa30c33de, 0x2e40515b69faf07b, 0xf86c55a5af2b4620, 0x1031cd69e61d6460,
            0x23fdd14658cb1edf, 0x0e834cbab4b77a5f,
        ],
        [
            0x514623145c9ae29f, 0xa387348d114b0da9, 0xba24ee6052819109, 0x7773081f07da2e76,
            0x62b4ddaf52e9b270, 0x08ed5f359918498a,
        ],
        [
            0x1e5ebbff7776689b, 0xbed4d5cc4ee288fb, 0x6e3e2c53e2955b37, 0x2d4d4e838dcaa3b1,
            0x5dd7bae4ec3b8a7a, 0xadb3cdd52a62d248,
        ],
        [
            0x22ca2461fb291e8b, 0xee349a36621e69db, 0x310540e9e1360c94, 0xf2e6fc16fe430181,
            0xbca67525b27de62d, 0xcc5bd0b3f82e6baf,
        ],
        [
            0x2005e4976bbc5051, 0xb5f56809c3a10e9c, 0xe466270a16f88142, 0x6ac0ead807acca6a,
            0x69673d6a2f027bc5, 0xcc65cca043ff5f64,
        ],
        [
            0x08a6b84f3090806f, 0x999b3407175eae53, 0x32135c30fbf4b296, 0x2584025e36a00b6a,
            0x30ea7bf37849cfd6, 0xc34f02ed3783b986,
        ],
        [
            0x9115b77664e3e5e9, 0x0a597f13aef63846, 0xb60aa8f202be42a3, 0xbf5520fed57cb591,
            0x5d986ca5d1aa3b1c, 0x0fb53e3347154b52,
        ],
        [
            0xaae4be96675c973e, 0xbb2d85c4abe6fd58, 0xaa4174c55ae05ae8, 0x9c99bf31a12401d1,
            0x8328b318853424c4, 0xdee35ad8c273c1ae,
        ],
        [
            0xd71e07ff7a97c0c2, 0x1fecca34cb1b4ebb, 0x7ed6e7f98a2fef44, 0x6e01a10288596015,
            0x1963de50c6cd29e2, 0x1d0fcfcd7b1e4d8a,
        ],
        [
            0x34b5c7dc0b68d959, 0xe73ea26372f14335, 0x58522e336f469ad3, 0x7a55b4e1cae48092,
            0x3ccdd27bc72bf933, 0xed3f80f229f434cb,
        ],
        [
            0xad883211f068dd80, 0x3f61d272292a152f, 0x3d6193aa7ddf6d60, 0xfd18711f319d5950,
            0x41ca0228170560bc, 0x9b10fb65ca190116,
        ],
        [
            0xa2db5e068568099c, 0x63dd2314e8974377, 0x84893e7ab56055bb, 0x9ddc23ddc486317a,
            0x9c69ce4a263f574f, 0xcf6b4237e93f5fbe,
        ],
        [
            0x34a77793a03715ae, 0xb3db73f60e1a8a41, 0xf80449e8ed15032b, 0x4a63a178cccb0428,
            0x9bcc16fa2ffde72a, 0x997daea65eace60b,
        ],
        [
            0x37bb351807cf4890, 0x909101359aff5610, 0x2c42fa4cd4641e49, 0x9b1affb0bb3ca116,
            0x9463fe9884fa7e55, 0xd2805c9aede8bd98,
        ],
        [
            0xbcf42c30639a425e, 0xd34f1b05591c91a0, 0x818078cebb4e92fe, 0xa73f949c349b54c3,
            0x914bda9e921f139f, 0x87c43ceafddc9cce,
        ],
        [
            0x63efe2a17aa48010, 0x310b384b3474963b, 0xb9623d2e65dc56a8, 0x4717e4f033b6152f,
            0xa724e945471d54d8, 0xe61cc1e6ae128b7f,
        ],
        [
            0xe25c0889cff5de00, 0x4e6f8d99bcaa8d79, 0xadd93d39949185e1, 0x5c3d2f91d2568cdf,
            0x751105cc9dd48252, 0x249dc2426936f324,
        ],
        [
            0xff4d11f8668593f1, 0xfa0720abc68ade81, 0x78c2c6fddce72683, 0x9e24421c55fa0969,
            0x918897b80aa3638d, 0xd4a79ae5a49793be,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xf1c803e9ce1d0db6, 0xfad7710de187c91a, 0xee355e9c6a392603, 0xb1fa412321d2cfda,
            0x862f7135e93fbf85, 0x4f71b1c6a0299f7b,
        ],
        [
            0xad8d55491b64893b, 0x53a0a39f19492f60, 0x65a227c5877b02f9, 0x4397be70ea781017,
            0xd9ab8fdaa5b536af, 0x058b0b001d301d23,
        ],
        [
            0xb1099c1c09b4633d, 0x2536c18a49aa4601, 0xa852f218ef18228b, 0xd8170fdc3c54e5ba,
            0xf718f9f0e5b95f53, 0x63d83583d51c6dec,
        ],
        [
            0x363ef54571892f02, 0x18c5cb3e06550acf, 0x40f41c5e37e32244, 0xe6293b415e45fa71,
            0x39a312be903c0d84, 0x28a8b5ecdfc45ab9,
        ],
        [
            0x4ce028f6f2473b2b, 0xccce941bcf6c916b, 0x95a89be533eae4b3, 0xdd4b6cb4d1d7a918,
            0x2fbdd4f20f04c59b, 0x58270a24f9e05f6a,
        ],
        [
            0x8d44cc980d9e8d49, 0x58015c45c2e4a378, 0x4c7447de0f310488, 0x138492f75c115b37,
            0xf988caa0dd7b1231, 0xfced104f0054bb5d,
        ],
        [
            0x3a1ea1ddd5942149, 0x7ccc43f3065012da, 0xc9497465b3dbf73c, 0x70c96b29d779d28a,
            0xf96f9e61b12ab0c3, 0xee0f64000dcc1be6,
        ],
        [
            0xd8b2d9d915b0f1af, 0x95646970f0626eef, 0x814cd305431a62fc, 0x2efd43f88b35db84,
            0x665781a6d16cff05, 0xef22efaebc94691d,
        ],
        [
            0xf348815a80c3be7d, 0x19d5dcb50ad25536, 0xd32eecbfd7248191, 0x3cf494f3985fd5b5,
            0xacc53109d43b2108, 0x3eb824ffb4099811,
        ],
        [
            0x4178cc47eb043c12, 0x09c8f389a9437395, 0xbd6d47b5cdcb2c0c, 0xf5ebad5f80600c27,
            0x85c00822c5ba2705, 0x64b900adf99247db,
        ],
        [
            0x13a7c4be01173a78, 0x3dc5e75a7263f653, 0xa2b2c94556b3ee58, 0xf580e91882e66e81,
            0x598b378964a44ed9, 0x085d0ac79d4bf934,
        ],
        [
            0xc0ef29d6a6567546, 0xaa332c20667f9646, 0xd5e3ca4fb751c3cc, 0x45ec9383b87019a8,
            0x747b10ea0766d6d4, 0x66eaef04c013f433,
        ],
        [
            0x1c178ab945a62d4e, 0x4572d48913c09800, 0x500b8427e5347ab1, 0xb831e212fbe5e2d4,
            0xccbebd89af9e2e6f, 0x72c54226026eab96,
        ],
        [
            0x3baf39da38db3675, 0xf3e7cb96025488ee, 0x4629a680a698af7d, 0xc2ed32b012553481,
            0x059c026cf2a97244, 0xbe821ae401c8e46c,
        ],
        [
            0xf91e0d82c646ea31, 0x4a9d9523e972cc7c, 0xe6078768da7d62d9, 0xd61dea26a828dbce,
            0x6762c658b247a0ca, 0xb9d11b9caa40210a,
        ],
        [
            0xa6ac7b9f131406ad, 0x2cba22f71fa93ae2, 0x7d23ed578c0b10cd, 0x262a3b0bf2525d64,
            0x3e989364ec8bec0d, 0x8b8311dcbca5df18,
        ],
        [
            0x2e2bf7791909a2d3, 0x504bc349847a66b3, 0xdc9ac6a5575a6960, 0x716bd5f34b7d240e,
            0x3e98e59f2355fedc, 0xd887747827e8c0c6,
        ],
        [
            0xbccb62004c989dbd, 0x35253df8728e7e7c, 0x003a0b1de999b3f2, 0x63e2398202a2fab7,
            0x9c72d2da89eaeff1, 0xb77265862241520b,
        ],
        [
            0xe2b44c45f096ea00, 0x5a2ef5af75175eba, 0x9c69fee65f917420, 0x72af7daa885a9d4d,
            0x4669ebee120fc2a3, 0x2788c440f4cb299f,
        ],
        [
            0x90d8e44084aaec96, 0x173cc678e91f097f, 0xa6a3a84603062e74, 0xd039046036786068,
            0x77ca637a3bd917f4, 0x2bde50cb127ba067,
        ],
        [
            0x7d69a132ece609e5, 0x5937117476e44b00, 0x0f95a59889a3c60f, 0xb2bb518746bff3b0,
            0x177640a8e7052659, 0x04c154f0f71330ec,
        ],
        [
            0xad66ef304e07edd6, 0x503d2ab826f23242, 0xd5315fc0add27d70, 0x497c8c1c9be5dc6b,
            0x0b4a44c84b7fc0e7, 0x768081fd3f8596d3,
        ],
        [
            0x243c6d24f88ca0ee, 0xe01f73e2399cbb84, 0x4e0f655f40d0107e, 0xa6e797270bd6814a,
            0x92c269e863b9ae20, 0x673bc35ffff4bed6,
        ],
        [
            0x2eec6da6f084144c, 0x126ef446d4f19b10, 0x7abb9913b5c613ce, 0x4c8e3af3129cd280,
            0x0d47fcdd000edc58, 0x312806b41ae0e586,
        ],
        [
            0x8ad5d6c6683dc3ac, 0x8b6a6c49b62d4a97, 0xffa50f863e9153a2, 0x28e810b826ecea56,
            0xe11fc10315f81fca, 0x8de8fb8a47303ff2,
        ],
        [
            0x94360b721b8c992b, 0x807752026ac36da9, 0x35676f04ab9db4b7, 0x2e5497148d5aff4f,
            0x1639458a0aa1b0dd, 0x111374316600fd07,
        ],
        [
            0xde50fb9e25d78635, 0x3084c46c8a3f72b7, 0xb05b640afc54aec6, 0x95edafe3128b2b9c,
            0x0a8811749c33e238, 0xae6f534a78b57305,
        ],
        [
            0x0f7ef1faba18f1fa, 0xfb2527cff4857691, 0xca65f3603e0e2d01, 0xcab88f0c996b4253,
            0xa509e1c0497652c5, 0x7346430b30fa6a34,
        ],
        [
            0x087dc0beb4432999, 0x9e58518d5da5435f, 0x71392a0945f46db4, 0x59fb88b78e370936,
            0x765cd81b6c005b6b, 0x5bd849fb19dea395,
        ],
        [
            0xa40372731ba299b0, 0xaaf871d4f23b4103, 0xeb499dce576ef133, 0x2f882f9c0025ad07,
            0xb22fc676dfeb841a, 0x3374c6420682fa2f,
        ],
        [
            0xf90c456b37e6afde, 0xbf72ac9e29a03cb7, 0x12756402cda3e033, 0x064001dc0e2b8d79,
            0x2d8b047cdc4bcea3, 0x961cde0992d7deab,
        ],
        [
            0x0613b9a38c69cbdf, 0x52edac84e9c519bc, 0xd1b67325e76e1864, 0xb479163e1910ea26,
            0x5986dd64b5858dd8, 0xe86d14f452162854,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0x5f40c00030fedd08, 0x4e02a647c694b903, 0x52fbe4131e101d51, 0x5d36cbd0511be925,
            0x5676af1fcef6d4d9, 0xa70dae1c4d387e8a,
        ],
        [
            0x55aa9ae07e8d5397, 0xedb2763a3de96643, 0xb6bb074be06f99d0, 0x8457c376cc7fed97,
            0xe3e8fcf9393c60ca, 0xe57a7163fb166944,
        ],
        [
            0xca04429700dfdde1, 0x120eefe3d9d116d3, 0x3e8481509c748df4, 0xc8db2df6c1e336b5,
            0xe760400873b5e1cb, 0xa7fc473cd206de63,
        ],
        [
            0xbf6cd8b820ac893b, 0x47789236a3e36a89, 0xc7580802affee063, 0xefaf2d9ec1857578,
            0x1bf320f4a122527a, 0x1b14a0068c317375,
        ],
        [
            0x7cadd4df682344f8, 0x44967e1e692292f7, 0x25e8fcfa6fd328e6, 0x0d1bbb56741884c8,
            0xf1ba1d88558be112, 0x23a40e4d72e2ddd1,
        ],
        [
            0xe1e441c95ab831fb, 0x27c0a9c3a443eb6b, 0x8929291637bbfca4, 0x3c652bd2611a1822,
            0x37d50fd951cef1a0, 0x220d4f3d93bdc4ca,
        ],
        [
            0x6b4f903b3c070956, 0x6ca8fdc3bfbb8748, 0x939e0a032e0aa7a4, 0x993db7699bd7f11b,
            0x3da24458aa416752, 0x28b4c8059df0cd3a,
        ],
        [
            0xf57def4c24451fed, 0x19354e483d80ff0d, 0x5f1817849f768347, 0x09ee782a27397c84,
            0xb7f05dea343993ff, 0x69e265e2b49dea91,
        ],
        [
            0x97a10969d0e9189f, 0xcde1385e3dd414fe, 0xfeb82b94ec8cc981, 0x54b2805764d769e3,
            0x2ed4cd269c484479, 0x92abf9390fe937c4,
        ],
        [
            0xea9b311d91a15a05, 0x8e61b4df6cc3a640, 0x753a754d556dd86b, 0xd8719ad1aad1d3da,
            0x8838b85834ded890, 0x068d35e5114ed90d,
        ],
        [
            0x1c249eec03ec1249, 0xbd9d4cdadb162593, 0x71f36490f873d636, 0x9e4f6e05ebfcbd1f,
            0x3fbca6eb69627009, 0x9cbad070687c4415,
        ],
        [
            0x5ac8548741f9ad5a, 0xf408e47bb21670a4, 0x1bc1bceb23c9a5b5, 0x3160501abba08a1f,
            0xf5d9b90cff66051f, 0x7194cd0a18107416,
        ],
        [
            0x13b4871ca00fe961, 0xc3d4480fc65d4e99, 0xa361b7325026fbb2, 0x6cd2458073d7132e,
            0x9d8a9cf0a7eb4eb4, 0xc890763675a7998a,
        ],
        [
            0xaa288dca02a2b217, 0x4f6680be5890be25, 0x7b5abb47f18e491c, 0xbf3f253585605ce0,
            0x43e50c47be778794, 0xc28106bcc810282f,
        ],
        [
            0xa5d6086fd05d946a, 0x828a697ab82c252c, 0xaa0dd6971afd6202, 0x4da01377f899ea9e,
            0x19d4e27a69d10427, 0x80afe985c4e73272,
        ],
        [
            0x0ff5d26504327af0, 0x3afcc0ded2dd9e4d, 0xe8f9d4479f6457ae, 0x1abcc91f4f79077c,
            0xfe281c03ca8c1901, 0xb576c4df832b9de3,
        ],
        [
            0xcfd423c877d87f75, 0x2ef2cecd8b4ed474, 0xf0a8ad8d6e1da02f, 0x13e95efc21811168,
            0x7055c2eccdbda301, 0x65781f5fe5e39050,
        ],
        [
            0x06081350dd56fc40, 0xfa39b580f772d449, 0x44583ff187fe53ac, 0xa9c0a8ea483be886,
            0x4d3a1048940e1a60, 0x4ea8796f315de453,
        ],
        [
            0xf340d87eaa7c7e35, 0xff34a0c284475344, 0x426d68bc81557288, 0xab7b93483a306ff4,
            0xb7a3d26b25469a6c, 0xd935dce26d591e88,
        ],
        [
            0x0bdfe9d9638b372a, 0x045b3a3b3d3aa3d8, 0x1d46c5eb3fdfceba, 0x7cd44dcbeea63256,
            0x9a9cac9830150fbb, 0x45e7b5bac89e20a7,
        ],
        [
            0xb3d99a335e767c1d, 0x37083da44eb698ca, 0x6992364246282db3, 0xe0ce9b991c70072b,
            0xc93bbb82f2480808, 0x1f79f7d3abd51e12,
        ],
        [
            0xe11d1b035dcffa44, 0x858ad4410e9d84de, 0xfa18c396dd467322, 0x284a349d10830d07,
            0x4410193c119555c5, 0x8abe791682690c2a,
        ],
        [
            0x32e1a60c85abb1d9, 0x19b9a5d7bd4c58ce, 0xb9ce4c0f521faaca, 0x958a7d9b3b020998,
            0x22d56e99f856e7fa, 0x2c4ddfc24c889a61,
        ],
        [
            0x45528737d951f018, 0x690cede8ea313ad1, 0x4e5b6bcf6916e7d6, 0xa19b9cab8ccaa84a,
            0x06462170d73c9110, 0x099c96a16c97153a,
        ],
        [
            0x13e2c6639852139c, 0x2f2ae175d1cb5840, 0xa3dd492e130c2c39, 0xaae786edc984141b,
            0xe22fb6681c9322a4, 0x44cf816d961100c9,
        ],
        [
            0x5cf6303bddddda71, 0x548ddeb2d14c174f, 0x3b181f010275c406, 0xefa5ee96c080627c,
            0xce94352d4fa0a336, 0x36c5e9b5e2c5bcf6,
        ],
        [
            0x793c08cc547b3fca, 0x5eda9e59a2934691, 0xa939d86c14374027, 0x92c48652637c6640,
            0xee7cd589ab89163f, 0xc459e717d4a901fa,
        ],
        [
            0x8f0c56600e4f0319, 0x24205a741738cd8e, 0xcc34ea6c533053cf, 0xea79bb1aec7468be,
            0x399d0e3104f402d8, 0xa20efdccb6b1b83f,
        ],
        [
            0xfa4e40354cf6fb55, 0x4341756da5ece6b5, 0xf0d2ea6f8fa1afd9, 0x40a4cfa70ee3a9e3,
            0x94ef4fa505bc2a90, 0x21ac09466c63d03c,
        ],
        [
            0x8ea4d4ea3d4236ab, 0x6189b3f93b48f2b0, 0xaf17c5bd6d3550bc, 0xf8393a541ba1689d,
            0xca7235d83513e9a5, 0x6a8c9b7f44f52507,
        ],
        [
            0x45af44937b420080, 0xe2987a8c905eaa26, 0x93eace0f243a1b4b, 0x064c76127eaa0c88,
            0x6fd26c270b3b98dc, 0x96ad3861b07fc09c,
        ],
        [
            0x646f2ef33128c0ac, 0x519b20933d5b5848, 0x7d0516ae644f282d, 0xf212494d254e16c3,
            0x46304edbe360962b, 0x0bcb5db2d7ace67b,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0xf60bd792ca732037, 0x6b80ec5b18b038fd, 0x09b95f940bd263b5, 0x19ec93700aec1acd,
            0xfbc3c982043f87f3, 0x7d80d527355ed561,
        ],
        [
            0x43e29dee44bb5883, 0x99c6928860b4f224, 0xc657d599a0af9296, 0x983289f2c1c7b573,
            0x8bdb577b9a4b323d, 0x460dab0f42f42e75,
        ],
        [
            0x5448222bafd0811b, 0xb811d9e0645b8e81, 0x00c186f8cdd780fa, 0x1fd91ed0166c40bc,
            0xd9eb097bda889794, 0x6b9234ba6fffb0c8,
        ],
        [
            0xa41a01739c0d66f2, 0xd086d495c2062026, 0x2c4a0cd42e6ee16d, 0xf6e21da70558e4ce,
            0xe47ec48cf75b4bf7, 0x0de74846db066c47,
        ],
        [
            0x93965cdce1b8913e, 0xc18229566220d8fd, 0x35d84edf31a88acf, 0x978c915f9e577b48,
            0x44bb5980876e0ea9, 0x1fbbded0f2092d3b,
        ],
        [
            0xa12f54d7ea021afd, 0x8197168e0b11fc58, 0x502c50afd8b836fd, 0x47d8596e55d963a1,
            0x9ef9a73d6dc6bc6a, 0x63e77881da4efd8c,
        ],
        [
            0xc84378d97ae00fef, 0x7ed79b0b76702602, 0x60b8005fa9e42f81, 0x05468674ff860dae,
            0x0df48a4322f0fb2e, 0x4effc48e8b1506c9,
        ],
        [
            0xeaf32b10615f9c89, 0x247a2995dfe7f4fc, 0x3a66ab8275fca7d3, 0x343d7839926c5af7,
            0xcc0cdc15ff045d1a, 0xd8706f25a14ec075,
        ],
        [
            0x01eb2d8cec17ed83, 0xd40d44ed4c1d7427, 0x32e64d3f6e8f0151, 0x7197ba5ed0eedd02,
            0x115b5a38e914f09e, 0x61c29b601d9a8b20,
        ],
        [
            0xc91f68c34a19a2ee, 0x8624edfac910d1d0, 0xbf6a7920e8d3c315, 0xf8546eae6b1e3ed6,
            0x1d555838a347b386, 0xf18e54bdabb82161,
        ],
        [
            0xc222c2d0fa4afef0, 0xc67e9f315f37b83c, 0xa48f284939ef5693, 0xce63d1829812f270,
            0x377b1ffa21f63249, 0xa29087f0e0cdc723,
        ],
        [
            0x5d74a960255b10a0, 0x90e604385acadb13, 0xc3607dfdd5e132ef, 0xed352cf6b408b6e2,
            0xb5808def738182b2, 0xbc495eaba475643a,
        ],
        [
            0xab94b82e1865b87b, 0xcdc86389a3ae16ee, 0x122aff0bdfab271e, 0xdd02e2875fafade0,
            0xf53614cbc8724ac4, 0x350f5d61b76d6bbb,
        ],
        [
            0xe8e0995a6ad37b07, 0x22a593ad5fd9856e, 0xaa1b7dd98a0e22f7, 0xe17d38db3ed67330,
            0x6663316ee5e49ea7, 0x98172a537d72be5d,
        ],
        [
            0x623d157cbc21f2bc, 0xc256d234ef6fa452, 0x7531f699921bc82f, 0x929f52de17180d18,
            0x70c8c4aef2662b8c, 0x4f924343f1fff4bf,
        ],
        [
            0x9683b9e044093861, 0x65574a0c1a536843, 0xf1998a3514cc1c3d, 0xae654068d06c577a,
            0x45a6b4e991337355, 0xc69a45f531b044b1,
        ],
        [
            0xbbe59d0af3290159, 0xe72221fae0f0ce9c, 0xd997716297b4ca52, 0xbf10873bef130013,
            0xecac97e1f1a2d8f3, 0xe423b3143a38f423,
        ],
        [
            0x591c87981aaca768, 0xaf0a31c318d18196, 0x95c302ffed414ae3, 0x2c85c9357f86bc31,
            0xe9835fe5700067c3, 0x17e3bd6691406f0f,
        ],
        [
            0xbd65d0bdeb2ffa90, 0x4dfa3a299bb014e7, 0x69b330c927b7d12a, 0xe6d23362052df7dd,
            0x06e897fccc05acf7, 0xf1dfe0092caa0dc2,
        ],
        [
            0xc5d8c345828c876a, 0x7aa9d5cd9c18e84a, 0x964b97c0bb3628ed, 0xbc2c4e813d08a46e,
            0xe54e249c179d2f83, 0x84caff466f54a7d0,
        ],
        [
            0x54c66dcd6077670b, 0xb7cea524e3be3251, 0xd922ec1b59f32660, 0x5f885fb726a0f0f6,
            0x10115f7d8fce34c5, 0x4d4a005814b1e50c,
        ],
        [
            0xe1b6fe510bf0c296, 0x5bd97669a53f69dd, 0x945447e3b4bf3f09, 0x1542bb2856eb0ddc,
            0x6a1a98c4b35eab4f, 0x8db81ae4aebccdb2,
        ],
        [
            0xf1b22f26b51957e4, 0xc39572f50bfef7c4, 0x4c6fed019815c530, 0x9e735b0113411bf3,
            0x499dbbc7f9a7ea36, 0x735c5a9266b2dedb,
        ],
        [
            0x7181efa23ee9a58d, 0xa0271e70cb48cb6f, 0x766bb3b13921c39b, 0x862776e6d4746db4,
            0x2a125b52287c6b15, 0xdb4138d3fb83feb6,
        ],
        [
            0xc768554108e68fb8, 0xeb9f2d3cadefffa0, 0x076c26718e221306, 0x42ec57b08260219c,
            0x2a67b3d03f155e03, 0x87f049a770d9c782,
        ],
        [
            0x4c26d0f0a5d5256c, 0xc84825782d64805b, 0x45307e2bd424d58f, 0xa6279e21551ff21a,
            0x5760089796838cb3, 0x76fee478d77d32bf,
        ],
        [
            0x50287777cec911f3, 0x8c81d218c963ff26, 0xe18d478ee45af31e, 0x687a35796fb29a97,
            0x8b767fb71f4a1a88, 0x2d0340a37698c4ac,
        ],
        [
            0xc0def2bce6f28200, 0x37fe69ca58c8e650, 0xbde528e75f920826, 0xe322b6477765489f,
            0xbac5cb8ed29681ef, 0xc494b4232f5ace5c,
        ],
        [
            0xda84a98c280c0970, 0x9072edb1991ced04, 0x9e02731f793018dd, 0x0501a5251af28dec,
            0x045fb5ae2fb79a6c, 0x650fc4d648e6aa95,
        ],
        [
            0xd532834e5bb15368, 0x77334897b81b1e3d, 0xeeb4541d769358fc, 0xdfabd488b1edcaeb,
            0xce84eef6d2e760ba, 0xa0febaaa2a6d3b87,
        ],
        [
            0x49cf1e2f187650d2, 0xacbc112efa05a8c9, 0x1009aacbe963d28e, 0x5c78daf1015bd89a,
            0xa711ce1685f2d26c, 0x491fa5bef72de63d,
        ],
        [
            0x230fc2c3a2adb426, 0xb984a4d2ea87acac, 0x4c840e5cf2bb46ac, 0xf1740ad28efec962,
            0x4d060923a149d343, 0x0d711806d550d023,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0x876aab4a5ac40309, 0x1850af73b61a879a, 0x42a4045368afb70a, 0xf02705120dab5744,
            0xa1ba081658ae3b27, 0x579581df94904546,
        ],
        [
            0x6fa8870044aa66a1, 0xdc1629254955e4a2, 0xf4a96ce31d598b4a, 0x527389a9fa6e10e2,
            0x06cf66d29c854ff9, 0x0b7ec075c776a5c4,
        ],
        [
            0x3dc7a0eb13e58a96, 0x7ecf71fbe420ac19, 0x67273ba576afc830, 0x7b3fb1e9d885daa1,
            0x7e6b5baf0b26ceb1, 0xbbfa98b47421fc52,
        ],
        [
            0xdeca499084ce428f, 0xaa4e5b313c134d75, 0xe9d5836399175374, 0x875ae41fde99f1f0,
            0x4a2eaee14cfbb12f, 0x2f288d46327702c8,
        ],
        [
            0x02429f5d4b77f6cf, 0x301941df0b6b4030, 0x919ee927d42d3d8c, 0xd79c0136febce850,
            0xa283282a977e1059, 0xb79ea3a221a13da3,
        ],
        [
            0x5c30305dbc06dc3e, 0x66f1e109d0136764, 0x147bf72931da720b, 0xecbd47f8c36397d4,
            0x76d37664f0ef9b76, 0x2e920b4492fc3eae,
        ],
        [
            0xee6d4acb66f8a44e, 0x3ba027f3474f9f21, 0x185f53aad107dd3d, 0x2c57d7b5dcf3b3e3,
            0xa99283477c00eeec, 0x9274c2875384ebba,
        ],
        [
            0x60da8452b571aa75, 0x59a32fd9f02fd6b0, 0x72cd2a800968795c, 0xde93a63d16f6f0ac,
            0xd03582de89a07aae, 0x5032cbcc80bf3898,
        ],
        [
            0x0da7ef22843576d0, 0x4c801f54462d761f, 0xdf0cce6aaed84b34, 0x11f0eddcf1572ee1,
            0xc9b7102fbde7a92d, 0xa8a13b7e89300b87,
        ],
        [
            0x0d52a3194f9f6d21, 0xa5ae8478c93ccb7c, 0xde9ef1228d47cd20, 0xd054456551976f31,
            0x8d4f0b758aacf192, 0xed71c44ef4e121fc,
        ],
        [
            0xf437c148ae8e017e, 0x71f0b9871f6200e0, 0x8b76e491dec5aebb, 0x04d3de8b4a2ce688,
            0x847e29c5cc0bab2d, 0xb9560d8176b6ab21,
        ],
        [
            0xa1604c4656cc50a9, 0xba2b52e57aed2bcc, 0x923d1d03a3f9cc99, 0xff8c75faab9d6b4d,
            0x27cbc4b5048888d1, 0x9c37ecc4b364cb41,
        ],
        [
            0x438cb51fec994627, 0x5dcbed18887a2228, 0x0931309bed07f2ed, 0x33be2fa39af7d79f,
            0xef7cb6c28770a3e4, 0x0aa330cccb1d7772,
        ],
        [
            0xcdcea2295661d857, 0x69550b2e40e7c295, 0xf2084fdabf553eaa, 0x22d22cf5ff509b68,
            0xf30c275b26fb4141, 0xb240c7e2f07c9b68,
        ],
        [
            0xd0b000b0d1db4a58, 0x03c2d6b09feffe74, 0xecb9e62908c930ee, 0x4bdba2960472e994,
            0xc119eaf29770c1d7, 0xfdbd52ee23600ec9,
        ],
        [
            0x67dc3de8cf6862eb, 0x41cd1ce38e53c430, 0xfc8ef8111f98aa03, 0x0805c9104eafbe3e,
            0xdbdcd7cb296152ab, 0xfafca79a7444f9a7,
        ],
        [
            0x38676aaa2a42f768, 0x25e655e15faeb2d6, 0x9f19a6e91d40a1c6, 0x63f3ff6d29835d62,
            0x35c32925c4daef95, 0x71342941810432b3,
        ],
        [
            0x8d2866b932084eb9, 0xffdb2b01b370b7d1, 0xfb2b6e430bcf24ca, 0x72d925dd77d766a3,
            0x06045fcdcd31e28a, 0xe9ab58ba70802183,
        ],
        [
            0x0341a051f6c69be0, 0x462353d5c0b09dcb, 0xcf34ac642cea0e2c, 0x9353d0ef51a9dfe2,
            0xcb1ff338fc0bdb3f, 0xfa359504716cea88,
        ],
        [
            0x05af7d920d8e7449, 0x40eee583a21ca204, 0x10f04015748f41ff, 0xfe9604a7e3406e6b,
            0x80703c94248822f7, 0x0710d94ba99f596a,
        ],
        [
            0x023f596519637dd6, 0xc58af900a13fe14e, 0x92bc386ffad889aa, 0x185b951a8e425e12,
            0xaf655a5ab5e27931, 0x5c1deac1b00abc0c,
        ],
        [
            0x24ea28b1f6e57be3, 0xd8d949f89f704ced, 0x62e6b41bc59a3d57, 0x1376479b24119bb2,
            0xd6fc00be6a68bfa1, 0x6de3f11a8ccce14b,
        ],
        [
            0x8824f40bd8ac9700, 0x0fdfd93bac3edf1f, 0xffbd9b2cce393c78, 0x3637b46346068b9b,
            0x936772e449d73166, 0x61a2f7c620a4346a,
        ],
        [
            0x4099ca779e51d11e, 0x41cfe2f2547fafe8, 0x3db6db76b09a46a4, 0x9c669b897d666723,
            0x5a05bbf482c119bb, 0xd7b8d18ea426d0ed,
        ],
        [
            0x97051b365be9f861, 0x5286bab2e221aa56, 0x28dc87b653ea0626, 0xf6da3e2dc672baad,
            0x87d3778a9deecb77, 0x9fd5eb068346e219,
        ],
        [
            0xf2a830078ca51963, 0x3d403ab9563bb2fd, 0xaa9a2131c3cc56bf, 0x2f38c3152ff6bf9e,
            0x4e57033de59a3154, 0xfb4848061a319c43,
        ],
        [
            0x239295fc06156a91, 0x5e3268b29fbf3ef5, 0x745a08f27e1aaabb, 0x87c77f1c87f3525c,
            0x1dbc43927d855dd6, 0xef5368f6f9d00406,
        ],
        [
            0x86f3fa2860ea7273, 0x050f71fedca66484, 0x92b34b20ff6e0fde, 0x9751bca75fec7b21,
            0xe0873d12d10867e4, 0xa806822449de538a,
        ],
        [
            0x6048079e8a1d05ac, 0xd5e54f7601b9b08e, 0xc893644f20ef428b, 0x84e41c3278d3518b,
            0x4710603a6055503e, 0xb8d4f40cd82d4b2d,
        ],
        [
            0x6b9888d3b70b30b8, 0x9f5f6af51f012443, 0x1daaf15b6874f6d6, 0x2f61d5782c48d780,
            0x37a6e79deec1b8df, 0x58968a6ec5101079,
        ],
        [
            0x5e51ae0cea6d4e40, 0x661a28b1cab42f8c, 0x10d2e315bed49221, 0xc04613ca483969e0,
            0x0da67d6c86041994, 0x27bbd57f7fd2019c,
        ],
        [
            0x7a173db8a9b9caf7, 0x5fc8790286a7fa69, 0x9e5e09cf69cceb77, 0x3ac99e715e11dc4e,
            0x81788b4fa1b0baf2, 0x7be1d8256de3196a,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x782134c349d986be, 0xe4146387a90bd1ba, 0xd9b3e2f526164abf, 0x7be54fb9c8d1d414,
            0xf9b74f7d79639fe4, 0x3e7ae645d5dd0d07,
        ],
        [
            0xaf08673bd4e149ed, 0x3b1d6c9c0ded601c, 0xa7a7a99a3ac69ae5, 0x503adfa75c6e9246,
            0xce10b3d72fee1295, 0x520927c20bc6f676,
        ],
        [
            0xede65599944adae4, 0x7bcf4fcbb5308c87, 0x037780324827c654, 0xd06bae55474ed933,
            0xbdbed9d0c9c86395, 0x09bb603990c85d18,
        ],
        [
            0xfe19940cbf06e0be, 0x4b592e5a1b692374, 0xb870d62d5671d7c9, 0x5c9b50f8a79ef27f,
            0x35e14993ee290c0c, 0x19f5547f50852d2c,
        ],
        [
            0x72cb5359879a1c14, 0x6459ea7e8bbbc20c, 0x9d1a135b6287d071, 0xee4c0f5159aa2623,
            0x81a7fdc605af3c3c, 0xfafd101d319073ad,
        ],
        [
            0x35477e0910d7bed7, 0x98278de5513964f7, 0xa9c78b8af05e8623, 0x351914faf965e870,
            0x18fc33269511eb62, 0x46dbaa0529657ccd,
        ],
        [
            0x9e5f3c44c98ee67a, 0x264920660a1f402a, 0xdfee07bf55eeacc8, 0x0051520b83751f73,
            0x1ccf10e512bf0f40, 0xe14a0e918549e687,
        ],
        [
            0x00df16496e30b1af, 0x4f6fcb52db8b22ef, 0xd729224c94cdb05c, 0xf3871e31546151ca,
            0x34b1703aff4a3fc1, 0x0d32a2a268808af9,
        ],
        [
            0xb83fc47d6cedd400, 0x75d55f54342face8, 0x49c9f91c189abd44, 0xa5eaab24735c189e,
            0x6c8f89d7b5511e18, 0x866485e9c23b7648,
        ],
        [
            0x378ff7e6c4d1e626, 0xdf95e46288fb4796, 0x7a949abb77d5fac4, 0xd85a06c653f2e253,
            0xc379ac0ccaadd142, 0x92bbcf5968170c5a,
        ],
        [
            0x3b1d8162279fdda6, 0x7a513402f3e37641, 0xdaab5c585023cbb3, 0x94e76ffb357c8212,
            0xf0e129dd7da3a85d, 0xb6839fcabbb90ba1,
        ],
        [
            0x08837aa755c9f977, 0xbb76028d0998a8bd, 0xccd94be087e46fe2, 0xa64613d6dd652de2,
            0x1cd99b5a8e4a15a9, 0x2c4108a696e7e3f7,
        ],
        [
            0x074a3c44001da3a3, 0xd4c25c91892650b1, 0x2e60c6bef5aa3592, 0x8284a805904228b6,
            0x1e48d32b2a70709c, 0xcdcbbca0dce85aa0,
        ],
        [
            0xaad7b62e0ec27d11, 0x89922b5f058016a6, 0xc6a30a5be2dc1a3b, 0xa80aa88068f72904,
            0xed5910baa0e24d70, 0x5ddac8b29e2a07e9,
        ],
        [
            0x403c2ef49b05925c, 0x98b899e74de07c81, 0x0ef63723c53086ea, 0x1afdf66f731df129,
            0x7ef13ec357ce1efc, 0x53ba28022b94ee7e,
        ],
        [
            0xc7881e3b0d9979a9, 0x96a582ba042cb2e2, 0x4191fb96f78a7f07, 0xf53068754beda193,
            0x94e8b959030ebd69, 0xee884d47ccc4c67f,
        ],
        [
            0x61502f3d64358ef2, 0xf47f494ef9e556b4, 0xe5837e9f86515230, 0xb4b0f1db466b8fb0,
            0xdb52b059015f0426, 0xea632977b87f2a5c,
        ],
        [
            0xbec56324b0821f29, 0x9269c39c9c5f92b4, 0x7e0dda5da28e7615, 0x6a016d7442333f2b,
            0x6892e7ae4d3d69bb, 0xc230bb4fefc0f3c0,
        ],
        [
            0xf4673bdf3a01b46b, 0xe62da07832af2d90, 0x5772685790587a84, 0x81cd153122d44dea,
            0x2aedef4d149f84b7, 0x43ff2ac80c93b3fd,
        ],
        [
            0xc20edd69b733c070, 0xfdf3a4f7f6564a53, 0x39bc500dbf52a62d, 0xa635f05520197139,
            0x6712bee2e56884d1, 0x78ef9d27403a7393,
        ],
        [
            0x8b7cab691dbefd06, 0xeece6cf6b731baf7, 0x0be0a9b65de5a7b7, 0x7557f37e7b2d29f0,
            0x3a545acf33da052f, 0x1dc6b8f451f2b7c3,
        ],
        [
            0x2246a4e76a689776, 0x377fee131912aec0, 0x40141eacc635f576, 0x4f0936b92139e8d3,
            0xf25e0c3cfcb9ce8f, 0x47337f98574e2d62,
        ],
        [
            0x5eba8102225df325, 0x13b6418f4f4266ab, 0x80af3716bc9e58fb, 0x301086690ac35930,
            0xc8157d59bbac8e63, 0x8ebd5589ddefc616,
        ],
        [
            0x3992bde5aae4bebe, 0xcb27a49ac8e15789, 0xc226df1888f8d696, 0x426fa31c68cc2a21,
            0xeef4d667e10fc18c, 0xe955a74f0cd44779,
        ],
        [
            0x86812216ab7f53bd, 0xd09b5721d7f07c74, 0xd07e000843118c2d, 0x1dcebc0bfc54e196,
            0x06288b1d94d043bd, 0x3de1921bd61c269f,
        ],
        [
            0x3bd79724c82bae5a, 0x93c687274ef35fb5, 0x752b9bc2497b343a, 0x560581cc7979cbd5,
            0x4b5863fe7f8f2c05, 0x958668c82451b0c6,
        ],
        [
            0xc41bd1fe620822f8, 0x089cf8ec0dcdc730, 0xb823967d78048b55, 0xe6c9a849517f81f5,
            0x0a44ff6443974a84, 0x312de9d463091172,
        ],
        [
            0xfcbcbdaaf63cccd3, 0x055da1d3acd5e413, 0x421b7cebeddcbec2, 0x444236d8b2501be0,
            0x75fb12818b8762ce, 0xf9ca542e63149c29,
        ],
        [
            0xb85c9d295d90678c, 0xc010822dc11d36d4, 0x4d85638ed39184ed, 0x65c4fe78639f183b,
            0x5bfa4aa4a3235f26, 0xd2dafa4505831832,
        ],
        [
            0x5d175028db4bf7ad, 0x2c2f69aa40a898c4, 0xd3032d460b1630d6, 0x0ac05e026fd9c0c2,
            0xd066e0a0b21df053, 0x7d4c195b102c52b3,
        ],
        [
            0x66e191774af0dd2e, 0x8db12f2847e74efc, 0x5e2e1802f3fe742a, 0x9b34a96908aab706,
            0x97e033473aa76e9e, 0x281658a1ffa80978,
        ],
        [
            0x02b4aeee0ecaaa0d, 0xea6921d8d2c284ab, 0xc9144151e671e2e9, 0xd1c47b461727e17c,
            0xd98fa421375d5034, 0xea6066d39856a228,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0x6759d191fa3b41f0, 0xc1807f71063c12ed, 0x1920a4df0f402c03, 0xf9f7d2ec1f571f2d,
            0xa3fb9e2eda869c53, 0x37df506ab873ecf6,
        ],
        [
            0xb947a1bb2c8f0b4f, 0x9fc1c1d997fd281a, 0xcc99e6476be14196, 0x665b2ae4f335d7aa,
            0x43e69772fb53086f, 0x3977aa4ed0cdb893,
        ],
        [
            0x6dd9abff4c1a763b, 0xdaa3e3e420998a27, 0xff69a1d1806e19a0, 0x9e44d6df93b1e41e,
            0xd545e202aca15bca, 0xaa52a9c8583f7fb1,
        ],
        [
            0xe5da35a0ba5d1b22, 0x1b716c5b74e7f4b6, 0xcf81def62a358eda, 0xbac71b3dba572d36,
            0xd97bf620f3b9cbd2, 0xc720af12bdfb598d,
        ],
        [
            0x518298d016204c1d, 0x8ab02d6d0bd108fa, 0xb6ab50af03daaed4, 0xc0204dc3367037e0,
            0x7b42f722d828d57c, 0xf10128593ba621bf,
        ],
        [
            0x5eaf568ff5edb25f, 0x7c967c54bc366748, 0x1e932b1330deca6b, 0xe3dff018dc7b2c62,
            0xc539fb37c3ab38d7, 0xb3339642b12fb9cf,
        ],
        [
            0xf0a44a511dea5c06, 0x8e0d5226da9403d8, 0x0413dfedead7f372, 0x2ee641b4144e90bc,
            0x64af4ffe1c31a7bc, 0x22e8ed75f212e326,
        ],
        [
            0x6ca2e20d9f0f4410, 0xf83515d5b4684b3b, 0x33ea57cb2e84057a, 0xf558c87aa5276f35,
            0x0db72c53fcb2fd66, 0xa15d3a0acb0bf7c5,
        ],
        [
            0x5f625b1f1de9e861, 0xab44903633b547c7, 0xa3e622c1436412ab, 0xe6356e1598f6638f,
            0x13ced4604ccd4541, 0x26c861d6fe61711f,
        ],
        [
            0x46e4301dda92e0b6, 0x586effabac718834, 0x17eed20716352f25, 0xb82b97012bb0505c,
            0x36ffcd40ca70668a, 0x1e27c6c6dc58f175,
        ],
        [
            0x8a45b1961e2cde5a, 0x776bd98c3903c2cf, 0x1ba02b37cf02bb66, 0xbe89ad5e1204ad55,
            0x38a4826ce03a8c2a, 0xf2c3c8edf37f14e6,
        ],
        [
            0x05cee02b24cd4ce7, 0xa6bd13effac70931, 0x8e521a90a9c9cf92, 0x205c4d4660815af5,
            0x2b666b54a6d12388, 0x870bb78ddeed58b1,
        ],
        [
            0x4838a74d76764ee1, 0xb330c972547ec3bc, 0x9b3a21d48658b14c, 0xe5a2cb4486d2d8b4,
            0xca50e3462892ef10, 0xb4b4ce644ca87c38,
        ],
        [
            0x275e2ced3d89a121, 0x9c11371c7ebec7a8, 0x591bfb751711563e, 0x2127168ca12c91e9,
            0xa8046d9d883cb513, 0x591efdd8bed1cf5c,
        ],
        [
            0x34454d2c68446695, 0x3f9b4fdf33eb8330, 0x2dc38b48f941f610, 0xf8da4150d1942fce,
            0x2bf5202cabb81ccf, 0x921c2cff9e5e896e,
        ],
        [
            0xce0f39ea9f29990e, 0x7967d3b9914191d3, 0xed68fc779960f89f, 0x5a8512bc278a8105,
            0x1bf6794e51ecf20b, 0x0187aeeb48350167,
        ],
        [
            0x2d16efa169cbc26e, 0xd099aa9d5045f45c, 0xd64e2716f12718f7, 0xd466f11f84ec581e,
            0xd66e9a0990cf6980, 0xc90f38792eab70ab,
        ],
        [
            0x7efa9dedcf49655a, 0x3b3d4556e89f8f73, 0xc04a8e3cfa77a57f, 0x3bd91ea1c21d641d,
            0x78193ce06c78196d, 0x9f26df3869a1eae0,
        ],
        [
            0x7f8211ad3adfee98, 0x9b8d0c9a0c05ba91, 0x05dfc528bd1e799c, 0xd63778bdad2fd4d4,
            0x608338a393c0a29c, 0xe9e063185d8a9f11,
        ],
        [
            0xb928182c1462fb1e, 0x4d658aec3de792b4, 0xa00873e4f781d1d2, 0xdfab247412aa84d0,
            0x5579b50b94f2bf15, 0xff475a0303ad498f,
        ],
        [
            0xc8b7a11e3455ef6e, 0xed84040210d6893f, 0xf4f002e169233702, 0x4aa79b5c05674819,
            0xbe58a2016be338ac, 0xa5577c340f558d56,
        ],
        [
            0x9fb0ab9642deedb1, 0x4066432b753571c2, 0xdf6a8358f5adfd72, 0x389c87e5a0f3b8dc,
            0xc291598844df8f60, 0xa24d40f6596d5d25,
        ],
        [
            0x7e32ea0791ef9d20, 0x55eae960d1984d18, 0xc30b4a23a7728cb1, 0x2208ab768ed76fb4,
            0x5ed3504e9bcedd24, 0x6ed62186a1a36942,
        ],
        [
            0x97a288bbb04137c3, 0x03afb8f838255d20, 0x49fe5b2100ccbb08, 0x82198671da8cb102,
            0x818067a33f6f42f2, 0x1112dc800ea3e2fe,
        ],
        [
            0xbff4a3dad88ade85, 0xbc5751622dfbaab2, 0xfca7302f36503454, 0xd39f25f11641c711,
            0xf834ac42c289bc91, 0x680a1f321b0d6561,
        ],
        [
            0xb7103a72ed0470a4, 0x121631c0e00d9500, 0xea989d8f17dcec15, 0xec1dc1d2245a4c35,
            0x77c2cf708f83b8f1, 0x86d71a67c2346ca8,
        ],
        [
            0xc031a1abd06ca02a, 0xd330505b1870fad4, 0xa2f41b5091f29940, 0xd6f241b226fc8dba,
            0xaca60fe3058319e7, 0x612ba71768d3d6fb,
        ],
        [
            0xeaa800363aadaa1f, 0x61e908d20fd3794e, 0xabf90f5eb5b79f6d, 0xdda640867f3dff7e,
            0x3d71ea6f16351c37, 0xeac7dd4e1b1fa7e0,
        ],
        [
            0xa0d5e36f3f01a7cd, 0xc4c3e02105050bda, 0x556f9c70d9ed7aee, 0xce698b26affce4c5,
            0x96ff79365d4d7c9f, 0x065197369583d422,
        ],
        [
            0xbfa29eebcdce6f71, 0x9cb86352558f611e, 0x4a9ce398c66ae47e, 0xb613fb2ee5bbb1d1,
            0x837673e3ad879dbc, 0x8232b0864e96eb78,
        ],
        [
            0xe9c23ca586e6dd9d, 0xc42be28d787bb4be, 0x5518c61ce76c1773, 0xb592f22b1a68d5b3,
            0x5fb621e47a652ebe, 0x8816902739948b74,
        ],
        [
            0x027ab959cd36a12b, 0xd7b36007627cad09, 0x205759c95e280a9e, 0x1f442bdd44fddc5a,
            0x2e82d1cae95d9606, 0xc5c1c42daae3d450,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0xc39649c55d7c48d8, 0xeb2cdfae5a927c35, 0x67e30cbdcba671fb, 0x7a83cee1ecbfbe7d,
            0xce32d03c06301577, 0xa93549c45810f5c3,
        ],
        [
            0xf7451a7257b5f01d, 0xb37d3fce1c31929a, 0x2b6cacb0c600c45c, 0x08242b4547a577b6,
            0x294c91bf14505643, 0xe065afcc4df109dd,
        ],
        [
            0xda03721f210f2fa9, 0xe9fb7447e33817ef, 0x8692bf5b6368683b, 0x48335ae8165f5ee4,
            0x906ea5099aa4bf8e, 0x464960b006d98686,
        ],
        [
            0x49bae9d2491151e4, 0x0c0fafe508d1bd33, 0xc22c1ba321ce0474, 0x04ec6cb35ce56672,
            0x3a93332d9a61c881, 0x49f33c3ba43bb2c3,
        ],
        [
            0x1a2aaceb29947a39, 0xa5cf650c6734770b, 0xfa74864525ae36da, 0x72325478ab2aff35,
            0x6884691822c244ac, 0x19778820b3b4998c,
        ],
        [
            0x1e108a139f3e9e19, 0xbdc0117f275a01f4, 0x211d192d2fa52831, 0xbb683f941d91c028,
            0x3b21c8c1a6ef7f16, 0xdff2b56b0775a2d6,
        ],
        [
            0x72c4fa2b5d0562d6, 0x0e9e212fbf6c5f3d, 0x2bf3ff0bc3091baa, 0xa4d57ce2608c109b,
            0x136e59857e4b106d, 0x886d5bb90fee0098,
        ],
        [
            0x8fa03d35587135ed, 0xd37c29ea4a9d51a4, 0xc37599b97759d317, 0xecf60b48b42f8489,
            0xc5535ad409af5cf3, 0x4d2d0cc97bf62f9b,
        ],
        [
            0x92046173547ed581, 0x21a247140403b4b1, 0x486c355580b8b5cf, 0x9f74415fe277c059,
            0xc51e00d99e59f54f, 0xf27621c78ac6b2c0,
        ],
        [
            0x05683c4db97be16d, 0x71f1046847b120de, 0xda9cb5756568e07b, 0x1db3370ce51e86cb,
            0xe4c970d8da2196ff, 0xf66731391c576380,
        ],
        [
            0x0e78b5959ed40d03, 0x4882eeff28068c16, 0x3d50197efc72b6ff, 0x3ac6a3b45787b1c4,
            0x4f2a405ea6ac383b, 0x54deafea5238b380,
        ],
        [
            0xd01aa06c20e93bd5, 0x63d86df68b88a910, 0x9dee44dbe962bd12, 0xcd41368230d8ed6f,
            0x73d4106bec5cd90e, 0xd0fc98ad2772ac4a,
        ],
        [
            0xfd2305fc041569f5, 0xa1b62b0682d182cc, 0x8bd5971c104ceb8a, 0xef319bc541b97033,
            0x4838f58f0c8ad0cc, 0x93ed1513426eae2e,
        ],
        [
            0x953db9bb4b3037e2, 0xffc815b38ef822d9, 0xd35cd4062f416b47, 0xd86a5a8a35fb1531,
            0x84922f1aa992cf53, 0x490b657ac889e92f,
        ],
        [
            0xd0b2cde94e13ced5, 0xd4e22e0f84e4460f, 0x7ac22657f14c5eda, 0xc2f6e8bec0d60a7b,
            0xaf41250d7204587e, 0xacfaeb7a567e3fc9,
        ],
        [
            0xcfaea451ca59bd50, 0x0d024d62bab866b5, 0x7fe01aa66fdd31bd, 0x5ffbf3d8f51b2da1,
            0xe4aeaa59caf3195e, 0x6217317f42523cf4,
        ],
        [
            0x6bf391ddd2e94241, 0x1c5490e7c08e8ce4, 0x9c9863b2da14a16a, 0x345b4c81fc4fa3eb,
            0xe5b6b4182db90c0e, 0xcf72a86e6bf1aa44,
        ],
        [
            0x4047f91564def0ff, 0x717dc33d3a9ea559, 0x084e9c3c26c59b46, 0x4871c533e668d2f1,
            0x6d41ed2284e8e79a, 0x735de078966c4e53,
        ],
        [
            0x1e22d6319ff394fd, 0xb7295fdca4de9985, 0x83a0e4fca8500117, 0x1448a2fa66488600,
            0x8148eead14c03124, 0xfb9238dd7656c6f2,
        ],
        [
            0x8c25cdc4c3319e89, 0x38d975a713c477ef, 0xc250457dc7f08bb4, 0x09b91d7f74af1c69,
            0x7831a2d000241319, 0x14a00658b2f96809,
        ],
        [
            0x56a3887b9826f58e, 0xe14f85f7a8bd33df, 0x0e8de6d550312e1f, 0xbdd25e2f61457faf,
            0x2858daa65e116ee7, 0x37e4ec2fa7756859,
        ],
        [
            0x5ad24db66b65f5f9, 0xe7d1a75f9161fda0, 0x667cd4eb9addf1f6, 0xd2ba61f1aa07a273,
            0x22b915318835cae7, 0x2f464f67e4740821,
        ],
        [
            0x43e995c03d250ee5, 0x199c231a78370ad0, 0xe107e3a8c5010d3f, 0xaf2d5880a0cf12e9,
            0xa05cd67528e6cd85, 0x6cb6832f70b57e7d,
        ],
        [
            0x8e8734df4d846a39, 0x12e5e21ccd1a601a, 0xec8bfaeb49335bf7, 0x0b1eb21dbe241409,
            0xc1b7ce5557d5255a, 0x245ce0920edf5869,
        ],
        [
            0x004fc839db693948, 0xe2f9227b9f4eb840, 0x0337f8387a2683d0, 0x55f692ab9bb554ba,
            0x988ccb0e51c6f203, 0xf7d238d09e04aec8,
        ],
        [
            0x352ebcd02af51382, 0x1657036d29948f61, 0xe724647be7f5c2c3, 0xfc707f5f6131e463,
            0xb4441e715f830583, 0xf919a5b679a15023,
        ],
        [
            0x1559a45b759d0891, 0x879e0da0be329285, 0x1c46b7ef30413e93, 0xbba7589071a01b6f,
            0x6e771bc7cb66265e, 0x53855729f9eea212,
        ],
        [
            0x9d23eb441bf2f0d1, 0x4a0848d77a18fdb2, 0x5d61391190b3c731, 0x075454ab2f2632c3,
            0x3c0a9478e3b30c09, 0x24ef9bafccc78ef0,
        ],
        [
            0xadb5b3163c1f8af5, 0x7effc185ab60f096, 0x2313885bc827465f, 0x077b9a43fb7fc48b,
            0x4736aec34c18e0c9, 0x695a565daa6819ab,
        ],
        [
            0x1867d18f1a4c19ba, 0x082d2790c3edb7e3, 0x3d45f1432c7fda08, 0xff664e501c397c66,
            0xaa5fd4df891fbfd8, 0x21a5bd8a23736cc5,
        ],
        [
            0xc17a2d8c69dcc1e1, 0x88d8e3d56f7e8b52, 0xb37b6e872d7edb82, 0x0fde1c18ffd977a6,
            0xb611807793b7b260, 0x1179b9d52f3afbe3,
        ],
        [
            0x49514c06c03ad7d9, 0x38cf94b094b4f116, 0xebf2ba007acc905c, 0x32d7b248bb8f859d,
            0xdcae9f7cd38ea7a2, 0xf3e0cbe190ae1501,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0x4aad01f6a71f9805, 0x1c9a560475c58e00, 0x0c342f52391df1f7, 0xe998815b4d730078,
            0xeffb6bd3720a70b5, 0x3810771b128d0244,
        ],
        [
            0x4faf8d16accfc179, 0x2c35c3967d071fb8, 0xc6e8dfab29110595, 0x3db672894e201b7e,
            0x9073ead12b61657e, 0x71698f4b5ffaccaa,
        ],
        [
            0x20d96e2c0c49328d, 0x3964173010e2f5da, 0xa6b52add62af4fb8, 0xe674bcf7af3afedb,
            0x52621c6589048a94, 0x6825da746db5597e,
        ],
        [
            0xfe75c0ea0e32b059, 0xe51a10db74101902, 0x6e02e109fe3784c4, 0xad73921c9eb4b13b,
            0x87913c975a0b4169, 0xcb80564276d18a29,
        ],
        [
            0x9a4c61e57fc113bd, 0x30a1548796c6776a, 0x6bafde1966942fdc, 0xd4a3471bbfbd0b00,
            0x15bbb8cc93d4f83e, 0x6f5c2de64db968b8,
        ],
        [
            0xf63a3c143acc170a, 0xda03fc69a586be45, 0x42d032f6b3f17637, 0xf2908a69bc1cb10d,
            0xbbb8776e8e4fa85d, 0xee708e2e288d4109,
        ],
        [
            0x1fc2385a84abbe0d, 0x0f3484e7dd9f8426, 0xdda209eab354bb63, 0x96f1c6b6cdc931c5,
            0x1fbe30e21925eba7, 0x066f2d2013f3df02,
        ],
        [
            0x628c04624a9463a6, 0x6c8d4b39423b6b22, 0x9549ca0c79fc4449, 0xc98e22eef6c86187,
            0xaa3a136482ef7f0f, 0xc8795c7b886a5f0e,
        ],
        [
            0x0d390f38c5a3091f, 0x184002e4a6799483, 0x0ce2e707e7921cf6, 0xe93d2bb162836cf0,
            0x7c6a9cedad401d62, 0xddcc0a027b84d6f2,
        ],
        [
            0xbe89457c9a33b696, 0xe2f4d805f2484899, 0xbad46a0eacf1af86, 0x2dbff3a332c7e016,
            0x0df8a76a73c1d1ed, 0x15847eee7e3c12eb,
        ],
        [
            0x7a8375aa387806e2, 0x5158408a73279a38, 0xed9880a09ce62f39, 0x6706e62852d1fb38,
            0xb628ddc065c7997e, 0xf210ae92a24da940,
        ],
        [
            0x8c15b910333d50d5, 0x2852cea951ef96da, 0xe0b41d98badbddcd, 0x4b076ed946775f59,
            0xc9b4f0b29b40d5ce, 0x35bd5237c36c3640,
        ],
        [
            0xdcd719e80aff4334, 0xe5cb60f1c4d5c784, 0xc2373a31c0ffb128, 0x15e8dd35bb6a20c7,
            0xda5f1069e7d1f5a1, 0xb7dc441ef549b9ed,
        ],
        [
            0x3446f67ae8ced47b, 0x60f1a1e9dd7d3905, 0x57a1673467405a3e, 0x945f5ca91ac6f19b,
            0x3e7f83eae0084249, 0xad1bf5189bfd26a9,
        ],
        [
            0x55c7b13a046f836c, 0x0e1ec30aa3ad613f, 0x157d7b81c1b50eb9, 0x736f48db27f27ad6,
            0x7fe28c891957a065, 0x22508b009b56e4bb,
        ],
        [
            0x190796ff2dda9bd5, 0xab76087933772d27, 0x78312bcec4fee0b7, 0xc345ef68edf17418,
            0xbb3215550aa585c3, 0x5b7916b0d3e8112d,
        ],
        [
            0x6477b99a66f4ae9d, 0x87bb8f61911ace98, 0xa772ea8c28b09bdc, 0x92192e7a305f8609,
            0x869f45f7fdf95970, 0x2f966a09e6b3b044,
        ],
        [
            0xe6bac19b6cae1fa2, 0x207d61f9b560033f, 0x262e825a69f7a518, 0x70b0b418c1f9201e,
            0x0421d439dffc61e4, 0xf66566838a53d247,
        ],
        [
            0x3d694eb579fcb8f7, 0x0d3d010829fc7c3b, 0x40a07b16f57a7dc9, 0x75e5d5cdb5607d6a,
            0xf3e8551030c81749, 0xf6891d97771e38e0,
        ],
        [
            0x4c0d4c32ea5cbf3b, 0x02f14c84f1af191b, 0xc1c66515059fea52, 0x151ac6c2d13c489c,
            0xa790f9760449ab0d, 0x589f0ee9a1c58c76,
        ],
        [
            0xa5d822515653e5f9, 0x67bc3b7d8610db08, 0x238aeb9b595fc2aa, 0x20b5b2cd215f467e,
            0xd027e628701dee6a, 0xe01421a74b672b74,
        ],
        [
            0xaa8bc00f1d2aef17, 0x9be704287022b04b, 0x759542a73948e98f, 0x712440eadc3803f5,
            0xf1bb9f42f09ebf65, 0x24a2f8a99ddc56b1,
        ],
        [
            0xfc29f82f8a50dc43, 0xf31810296337e447, 0x895e011248beba44, 0x392f0fbf50f390ce,
            0x57bd0a9ea7874e22, 0xebcfe1cdfafb142b,
        ],
        [
            0x1ecd4564a7cf17d2, 0x5e082a11e1ea480e, 0x4ca62f36ddced1a3, 0x49c69382727a7e69,
            0xea4871c172357e82, 0x37898518834e12c3,
        ],
        [
            0xb78d16405910d36e, 0x43a2ca27234f7cb0, 0xf124d7bcdae240f6, 0xc1bfb0e847e80159,
            0xa3d4ad86bfcaa547, 0x272db3faf639db30,
        ],
        [
            0x253a29c31647f8dc, 0x32481f769098b541, 0x44eb92865572ce61, 0xd16cc92ccad19a37,
            0xe75802da5da36ac7, 0x1673ea8b7b0f746f,
        ],
        [
            0x6169e2e84f7571b2, 0x1799d0d8ca79d07d, 0xade48eac8b5d9d07, 0x8730890acbce83bc,
            0x33e776a626cb3b2b, 0x2a3116257cbf7556,
        ],
        [
            0x59f2228a232a3877, 0x5474b6ad79d42892, 0x559a09bf80391989, 0x4c6207887fc8bc3a,
            0x0efbf7745c4954c3, 0x21da33e08b44dd41,
        ],
        [
            0x2bc70b0701782cbc, 0x63714a6a8be34796, 0xb5317159d7fcc502, 0x1afc7d19039c87bc,
            0x2328f2837bc09760, 0x51c802ad212739aa,
        ],
        [
            0xe985eacff5945e95, 0xcb5bc1fcc0d98327, 0xa5ed49e0100faed9, 0x84fd0ef130d77ec6,
            0xf9c784c988fa9732, 0x99848c48725c0485,
        ],
        [
            0xaf1084852a5ba3db, 0x6682233b7e479a2b, 0x7bbe5221f0e76162, 0x775cfd934b28dd4b,
            0xcbf5ea2c1642f1b4, 0x10d2c7e85b9767f1,
        ],
        [
            0x5347bc5ba655c365, 0xbe26adafc782178a, 0x7816616fab1f09c5, 0x8df3b4f8eba0796b,
            0x94d5c4be6dcca4d0, 0x27cfad79e0c27810,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0x7ebbdebd4228c31b, 0xdddf4fd3dba105b8, 0xf994d7cb00673ad2, 0x8336b43e282eff65,
            0x2c4bae88044815a8, 0x0212e05246800c66,
        ],
        [
            0xdfe611d31f646d84, 0x284e737c2379966a, 0xc3cd6e74f8097a51, 0x38758660c82ee6cd,
            0x1a97a130eb9577c8, 0x8553f062e8876e7e,
        ],
        [
            0x58dea1b205459c08, 0x21005e4e0147ac11, 0x31df3890fc385123, 0x0ecccd27bf45bbcf,
            0x21eea9b1e57cff3b, 0x5d80cae518a2e2bd,
        ],
        [
            0xddb71cd99d233c50, 0x1a075402393ac154, 0xeddf82259d0a4034, 0xe4bdcb1a4669424b,
            0x896b4de185d8b3bd, 0xf91d1811154953aa,
        ],
        [
            0x73e1e2137411881f, 0x467c08ce8fd51e9c, 0x8845b9f9f1b66c10, 0x23f65673062f53b5,
            0x96b171383e32a58e, 0xb8f89a6570905fd6,
        ],
        [
            0x90b09e2d741a3e48, 0xd5762aeb02b8c766, 0x6a25f074d5d5d6f7, 0xe33444143dd9c1e0,
            0x8da4cdc624d8e026, 0xc803a74e6ae635ac,
        ],
        [
            0xd9d6de9487a3013e, 0xd3a0f59c364da319, 0x3637ca2a261cb92f, 0x0d3afcfd4e50999d,
            0xb0aa9e52f3ebba16, 0x727592b7a6865538,
        ],
        [
            0x56d325506a3f653c, 0x933c526e15d99f99, 0x1f60284e9be9a61f, 0x6b3291cde9e6ec71,
            0x7ab1da3a4d068137, 0x267f5804f1971271,
        ],
        [
            0x99b27dfcaef597f4, 0x188a6ceba42a6b83, 0x9f393733d2a62a1c, 0xd6618c6dfe25fff5,
            0x00873d5f73f8c406, 0xef825283c51c55d6,
        ],
        [
            0xe4f5efdae4cf53a2, 0x9ae5fdb541355f91, 0xc88c4b44cad3c24c, 0x3cc6dc26588b6994,
            0x050be19d2b0a1d68, 0x25e53e88cf5e0cb4,
        ],
        [
            0x533075996af81218, 0xf321016e30ab2308, 0xc389f26cf1b1289b, 0xd063fc53d6b13d93,
            0x543bd2fc8b6d8919, 0x3b206d4fd7796717,
        ],
        [
            0x9d0f30185fa3d0f9, 0x3e7cba4b8c54f2f6, 0x6581988692559274, 0x7251a1f7f81769a8,
            0xd8e18265ef89c262, 0xfd015d28318e3ccb,
        ],
        [
            0x7abcd98954675313, 0x30b52f48f6af574d, 0x1c2b2bf1c1f1ef82, 0x21a4e33af4a6f1e4,
            0xe2a1ece127f7f71d, 0x355cb9bb73e7c49e,
        ],
        [
            0x25e2e10bbe49408e, 0x1ed8c6bb8041917c, 0x0657c5e8ce969ea7, 0xcdc266c57e282025,
            0x7a5266216997891a, 0x256a09449ce6adac,
        ],
        [
            0xb6a93f35ec9c5947, 0x167b6f9b973d1f71, 0x1cbf362ec4b7964a, 0xf90d119c34720e2f,
            0x7932c7388dad1502, 0x70325a14eb236dd2,
        ],
        [
            0xbae1bf020388e2d9, 0x1e7a93b53ae1e678, 0x5e542b93edb5d6e9, 0x6d3239f4bf1c2b2b,
            0x346479926c2b0a12, 0xf9ebb891eeec6409,
        ],
        [
            0xd1b48d7ef940e42d, 0x90a418a02eb337cd, 0x0ca76ebaa4d49a45, 0x4f1f16434ad12855,
            0x44335d5a6c8b4562, 0x282c28761f9894f7,
        ],
        [
            0xa086cfec06c91ab2, 0x45a9ed6933a4736e, 0x48f1acdf139019f8, 0x51b2f7c3fd4cf6ab,
            0xd9898740e3d3b95b, 0xf28239e39334ffa0,
        ],
        [
            0x8b80f1f782e79f63, 0x439717b90b577011, 0x52edc0464ef26d52, 0x1e193b4c5076e0bd,
            0x707d3e2d251e686f, 0xbd64c846cb3f5b89,
        ],
        [
            0x722d41c0cd47e82e, 0xea03a97bcc4f2fc4, 0x5ebd398757e18cad, 0x8776117373f1b722,
            0x5dd55ada28639611, 0x65afaf0392cf11d6,
        ],
        [
            0x78d8d58271450183, 0x5feea088d8fa9b59, 0x97e1af91341653b8, 0x0ae5badd92882b6f,
            0x91ae1eaa2387ee00, 0x5fd0b1a3e787bd2f,
        ],
        [
            0x9f8053227f340753, 0xbdd3d5fac7098a93, 0x6193ef8f365445dd, 0x6153b02a6e3eb435,
            0x8101b3748e3f4637, 0x3d045a061ea1d2c3,
        ],
        [
            0x42adb8f2a9c3fcdf, 0xf712e44dcd25c6a2, 0x0bb26c3010c47049, 0x12766fa2d4c1ce6f,
            0x031ae038cbd53541, 0x65475cc6b11c2eaa,
        ],
        [
            0xfb66a94e832ffe24, 0x656c0219b134e189, 0x6be82d69e87552be, 0xf093e10c92824687,
            0x707181c60f797c26, 0xdefb0d512cc330ae,
        ],
        [
            0x796aca83dfe2956c, 0xc35a606babc1d5ca, 0x0307bb6030b2024e, 0x7fe3af9b2346c84a,
            0x7dc5a8c969155fcd, 0xb5b4a5817da53caa,
        ],
        [
            0xa5f5943c0df8b7af, 0x2275d2df916422ab, 0x409daede8b1ef4c9, 0xae1b3aaefbd15f28,
            0x0c21bc6a8e528878, 0x71ae9d2e021b26a1,
        ],
        [
            0x2c056fed37247c00, 0x3ab70241e9bd2cad, 0xbdd903dbd2a62402, 0x20aff5c5f1174b98,
            0x1e451faf32cc83fe, 0x84cbe828c2770cba,
        ],
        [
            0x348690ed125d52b6, 0x3d8ffcd82db2c6e3, 0x0c34d0eb9b1b1769, 0xbee41f535cdacbe3,
            0x2f9834f15c27c3c1, 0xc3779651cfec3215,
        ],
        [
            0xc6b9f64e09ea9e03, 0xec0e8dbcc3d55a03, 0x8ae1b5515be91d65, 0xa8069e74ad3632a6,
            0x3a9d8b3e034ee4d8, 0x3a14228b70cbd3ad,
        ],
        [
            0xf8d39789ef549c37, 0x6726e474a50ee82d, 0xc24e833abfa87b59, 0x00c8fc4f31a94129,
            0x159f41f45166df93, 0x2fe59275178c106c,
        ],
        [
            0x84695ee01f788c8d, 0x4905fd5f3339622e, 0x5e6eec797c814a0d, 0xb9a094def25a1209,
            0x3de42f3da5b6260a, 0x8ca65f705479f58b,
        ],
        [
            0x029c0654ef79bc72, 0x0d0de608d981966c, 0x54f8b7f059f7fd60, 0x21164428facca1f6,
            0x274ebd8ab570fa8d, 0x94927a689229086f,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0xc5282f156963a2da, 0xe2248348981b9ffd, 0xd0b43280b1218024, 0x0ee6417e41031f4f,
            0xc1f7ac339ab00aa4, 0x1d73193872d24553,
        ],
        [
            0x53840cc8231935ec, 0x11558b5b213a102b, 0x4f2581091d7378af, 0xae017ab8a8bf3b75,
            0x0b6510f50ac140de, 0x52387e2dba59071b,
        ],
        [
            0x3c9b80b2027e8338, 0x0fb2876ee9101aa7, 0xeeade2575ddd5f14, 0x2ac2a74bbb334225,
            0xb21dfbe489ca842a, 0x11fc0be5f2487455,
        ],
        [
            0x74930470a386a9c6, 0x92e85f81953a4c5b, 0x73cadca6be975f8a, 0x008240a9eec70948,
            0x9cef856c2320739d, 0x08d99bcac671b987,
        ],
        [
            0x14f325edc75205bb, 0x116eefa3f3508e14, 0xa29bc1a34ee2efae, 0xc6076a85d706f49f,
            0xc292ac35862c9a7e, 0x92e6cd2357c78bc2,
        ],
        [
            0x17525cfc888945b4, 0x0875f22b8daf154b, 0x50229062f43d773f, 0x324c47eba1ba191c,
            0x31ae0bf6d3f61999, 0x0c44bbcf9f92bd2f,
        ],
        [
            0xef78c893f58f6b7d, 0x7b05366760e6a057, 0x67cf39c32a7e9565, 0xe605c7a5138f3bf2,
            0xd534a704acc5dbdd, 0x7374f34859ddd0e6,
        ],
        [
            0x17e4cee4013010da, 0xb0cef52038db5695, 0xdb4daf19fa965e21, 0x0489ba87ee625f7e,
            0x257f4493160d03d3, 0x7ec9d95463ff3934,
        ],
        [
            0xa752da7bf84f7928, 0xe5182390f5387c49, 0x12e8b05b12e3221b, 0xe70975762ed96492,
            0x3ca58cd5d20d9400, 0xab6d2ffe4805f9a6,
        ],
        [
            0xdf27f4da20068a8c, 0x0d489b6c4f6a888a, 0xfe9d7d2555a8d485, 0xc52b66811aa9eb7e,
            0x02d781643332346f, 0x8088a3364e9dccc5,
        ],
        [
            0xff34434cd47dcd0b, 0x6a36be4eded46264, 0x3e8693dc9c6ba229, 0xf5b811c4596be73a,
            0x3b4c29a3b203eb0b, 0xde9155c9a122afc8,
        ],
        [
            0x9219e4cc9aef79c0, 0xf833ba05d0a00cd8, 0x946f79c09f639a92, 0xc00efbea97b90abb,
            0xac784764e15810d6, 0x60a05ed4411918d6,
        ],
        [
            0xd8ff3e9c3a198fca, 0x5cffc2c6b5c90832, 0xd0d2b59f0fc6985e, 0xd161b401c6929048,
            0xca2ab2354661a511, 0x980ba7cd15caccd6,
        ],
        [
            0xb9e5f9eb1a212c4f, 0x8897266122a7f47e, 0x9ada09e0e1dc4712, 0x72f7fdd62a49d14b,
            0x64db1433056c2cff, 0x3c6d2c50d10ad85b,
        ],
        [
            0x1f5f0ac4dc78c3d7, 0x49cc1520617d3d84, 0x9384d09e6491b1ed, 0x63951c2b101fb1e1,
            0xa975768bb97b4342, 0x31be71e449dd99ab,
        ],
        [
            0xef7f1b6bbb362996, 0x3646bafe2009c502, 0x898ef4a175650202, 0xfc888b99945f30a1,
            0x65794634b0b7ef6a, 0x4a0a158ba74c5254,
        ],
        [
            0x0414e89d722c60c1, 0xa209b840a85c8b67, 0x621dd56eedad7ee3, 0xacb675807bac7f36,
            0x628c13b917406d77, 0xaa552062e295cfb7,
        ],
        [
            0x9bb02257291a4cab, 0x4f28e2c74110d494, 0xce0a99a8c24da324, 0x7b62441e66c20999,
            0xc4ec883157275ce1, 0x55468c1318848481,
        ],
        [
            0x66eac073321ff663, 0x16d96ecc66c9db7f, 0xfe9df2a3f1f73fd0, 0x73a0dc631d3fd602,
            0xbfd4f4324ebe19ef, 0x18153633807aeeee,
        ],
        [
            0xe485be977260c990, 0xb81c6d181aeb621c, 0x377b5472150a0487, 0xeeaf76fa27f36b80,
            0xb842e2fed986e63f, 0xeddaa37aa63f01bd,
        ],
        [
            0x622d72e14a1ae555, 0x721f5bc5c9c4fb33, 0xdeac6f955a0cb24a, 0x0606735c0b6e11f1,
            0xf6af4b7a94cf3993, 0x7ecf8acb208cbe5f,
        ],
        [
            0x5b33d75d3cde7359, 0xb6133531c3d18dd8, 0x112f881003a2e663, 0xc6953c2d665e46d4,
            0x6393405a0a16c7aa, 0x5f56aaa2e9332d51,
        ],
        [
            0x72418dadd01be6aa, 0xc12843c9c7efcd82, 0x1d44524acc64cef7, 0xadbcd3a8e3f8431a,
            0xfa7fcd52c1e2feef, 0xf2826e8b9d55f0e2,
        ],
        [
            0x436219f638b60f64, 0x1ad163e24e736047, 0x39d54a27547756a4, 0x24f4667e26bd858e,
            0x4f987aa36d4547ce, 0x99fb27ab5127997e,
        ],
        [
            0x09af39b0f9d416af, 0xc567dc2d39739efc, 0x686285e4e3f4cd6e, 0x7a5458781cde8e25,
            0x374b8f9fde0951e7, 0xd2a58991e8ffec4d,
        ],
        [
            0xa989e3caf599178b, 0xa62982b787289371, 0x57da11568b5da98b, 0xe65dc3735cd450f6,
            0x502fea3c54f5b64a, 0x7476c1ae5b86fba4,
        ],
        [
            0xe199c9c0ccb99aaa, 0xabbdb32adf62c721, 0x349cce2e391f5589, 0x389ce64df8e61a14,
            0x0aab7c89211a00a8, 0x655d89127d7634fc,
        ],
        [
            0xe7c16339faee3902, 0x8467a42321a415fb, 0x23508e0150437de5, 0xa8841448be6396ed,
            0x91e81eb5ef822dc4, 0xb4b94ec110ddf914,
        ],
        [
            0x25be9727d37c5d43, 0xacc54dce23976646, 0x80d94c901247dff7, 0xe7c47ad035208c87,
            0x4e39f25046efe444, 0x314443904e811c54,
        ],
        [
            0xe300fc2e4148939e, 0xf00ddfb5cb755a7e, 0x79227d46d34b8b18, 0xc495895a42fe2dcc,
            0xbb3121e927febc66, 0x82668cf303b3ca1b,
        ],
        [
            0x5a3c6b726940b84a, 0xb66f49f998e0970b, 0x464bcf1f3bc90348, 0x1c4f70f21d70f9e3,
            0x72c71eb52ff9b69c, 0x9b7792ba51893884,
        ],
        [
            0x760805cdd0920ec8, 0xb916b12e26aa0b60, 0x0aa38ed480aa3074, 0xa8b49ac2c68b7610,
            0x17a778fca094ea2f, 0xbda447fab8213c14,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0xe9a045f1b2b87be3, 0x8bee2c1d00914a56, 0xbd12ebd12ae54d50, 0xb283a79315349181,
            0xecc58fafe7ce8f40, 0xac2bd78d9e7d57b3,
        ],
        [
            0x6ebd7e46f5566c97, 0x4ffe7680d5b5c0cc, 0xe49aa20224fd6b11, 0x07bbb826c1a909da,
            0x4f904e197e9c5500, 0x9f28c9eecee9d569,
        ],
        [
            0xf6865a810aa562f8, 0x8816d60ae179c2eb, 0xbb9b59e08072695d, 0x306a6afab504451e,
            0xe06c6caf9d25cc11, 0xeec78c3128844da5,
        ],
        [
            0x4516cae42d7e1827, 0xe9accf64590267c8, 0xe7897f12b5ad4207, 0x1ef20c93be19e9d6,
            0x7c5d3fcbd7f7c011, 0x68b64d8b9ba0df2b,
        ],
        [
            0xa0a66215b9e6caca, 0xd9f868015bac3c18, 0x06e70282a8bdd99a, 0x555571d29cfc5d54,
            0x00ffe76a272e1d1f, 0xea67be12147812c3,
        ],
        [
            0xea9eb4a2115a4c6e, 0x54342d68e0789ec9, 0x0f1c638730f2e4b6, 0xa24ad80a51b07c07,
            0xb0611b09ddc2d171, 0x39ebd2ec9c1506c7,
        ],
        [
            0x5757e196623d69b2, 0xb856b0440d6f4aae, 0xb6f9a966732f58f0, 0x4f098561e6ee255b,
            0xf362282fd420d6eb, 0x452f8860403396f1,
        ],
        [
            0xb15cb9e65eefc057, 0x508d4ef8b74f277a, 0xf927fac539c4c7e5, 0x488d411877798eaa,
            0xf5958a09ff5c961f, 0x7017f3d2caa09830,
        ],
        [
            0x03c535a8be51d048, 0xc7da40a6c0a46c65, 0xb99dc69265d8736b, 0xb6eadffa45c72650,
            0x92f4e365abcbc295, 0xaa01d68d570f210b,
        ],
        [
            0x97e8ca6bdfeba481, 0x198045f85b1b2086, 0x1a345c1b2be39bf3, 0x07ae3b8b57024721,
            0xe79a5122c7a0e812, 0x64afe51144b4d4d0,
        ],
        [
            0x43bcfd86d7c24f9f, 0x6c487c4d7472fd07, 0xe825ab6c7b78fcf8, 0x395ac63a830ebb0d,
            0x860f8040a64b087c, 0x7c77ce920cff186a,
        ],
        [
            0x712766c0e46415a6, 0xa0f8791d5fabff85, 0x9cbbdf886426bbf3, 0xa38f90dcf53f419a,
            0xb2b4ed832dff0239, 0x0186905dfc72f921,
        ],
        [
            0x984cd747c917e2e5, 0x08d8dba61375a92a, 0xaa7db09f8100acff, 0xf2f4cb3f6f996bb4,
            0x57ceee933258a5da, 0x194d9b409c710110,
        ],
        [
            0xb5bb91c97387b47d, 0x38b865b99fe19dea, 0x07aabbe2c604c940, 0x55e320a97878c5ef,
            0x7fcfa0b5b46c6ca8, 0xf5c9927d1405e1ec,
        ],
        [
            0xab3b900ad583a005, 0x2a0769fed48cd837, 0x1045243ad88454a3, 0x91365dc7c1c0ad1b,
            0xa1e01f4012bc9351, 0x13fdafc674181a14,
        ],
        [
            0x32b8b3d1e27e65d0, 0x6dcf6c829fc34c40, 0xe0e10bb5accc7076, 0xfd0ff0e6d10dcb2b,
            0xc2df611da66edee3, 0xde1f95461279845a,
        ],
        [
            0x5fc07cde6db4c71f, 0xc240467ea2c14bb6, 0xa57bd2405df239d7, 0x37c6bda5b2a3cacf,
            0x9b1a85c8dfb73025, 0x733832ff290bf0d1,
        ],
        [
            0x6c51913e25f432ec, 0xfe641aa57e6ab5f6, 0xe22837cc89f3e388, 0x0741eee1baa685c5,
            0x3755561d049b029d, 0x42cd1718c180b989,
        ],
        [
            0x731d62f6b68eb64f, 0x5216a4ef13dcb525, 0xb4822221195d7977, 0xfa1e8348a66fa1b3,
            0xe6a762bde98cf4c1, 0x43c9e64433e5b6a9,
        ],
        [
            0xe38281a362c42c81, 0xc6c0be7733125719, 0xf8a978138f47ec1a, 0xe8934c2c098dbfe0,
            0x0638856686db426a, 0x6d46b3955fcbf14e,
        ],
        [
            0x458f0846b4b01c27, 0xc7701c315d3bd10e, 0x0b1410ec3692f618, 0x2f41c0b8a559b77e,
            0x00e6af4fbdc9a6ba, 0xe490abb6e25c5672,
        ],
        [
            0xeb4bfca1da3b3807, 0x2990e59c97734739, 0x8137f730d10aa91a, 0x6746896c04fd7546,
            0xa7a2ca37620a9d73, 0x2d1c261aad94216d,
        ],
        [
            0xb9fda2dc579b8eed, 0x7733b765393eaf00, 0x9d215bddff9e5d69, 0x779163db2df1c41d,
            0xe1c4a96138d7f4b8, 0x0f8a59bfeb5b7099,
        ],
        [
            0x0e292c0014a37240, 0x6a8845fd5d01ba04, 0x168bc9ed2a3dafb8, 0xdf58241eb7d096c6,
            0xabbc16c55e006fca, 0x3845d84383d68188,
        ],
        [
            0x67a89a6f2c72967d, 0x7e2fb483c223a9c5, 0x336c59e79650eb84, 0x13bacff06346de94,
            0x4b1f43fa77a7d09d, 0x79f6e58d115f3fe6,
        ],
        [
            0x2fb52cc7d541c48d, 0x5e595d5ec732aa84, 0xddc9def721cd68d7, 0xdea7f5ea6f722c8e,
            0x35ad14ff7de44365, 0x3f64b4f28c6a42c2,
        ],
        [
            0x572650f6aa8fa40d, 0x7242a3d884786e40, 0x0ac429e43ec26439, 0x380f3c1b70c983d9,
            0x84001358faefb5d1, 0x573940c73bd8d36b,
        ],
        [
            0x81dd7545a05259c9, 0x360db136c1d3a053, 0xc94e801b11e882bf, 0x4c2a20a4bdaf81f6,
            0xe20c95a0e486a8ab, 0x88046501545cde0f,
        ],
        [
            0xce40da5e2de0f5b0, 0x1a8e6bb068095e69, 0xc2d084037290e462, 0x7239858f0e5823c7,
            0x6dbb442764c2cf66, 0xceb9c55f97a6d744,
        ],
        [
            0xcc3cfbcca17fe426, 0x690a7406db8586f4, 0x4e4d07bd0bdcabab, 0xd07dab800746a4b0,
            0x1b432e8357e30067, 0xb9cbd9cb8e96d413,
        ],
        [
            0x141b8f9a09ff5d7e, 0x87bede255efe9603, 0xe54938883025f222, 0xb3b613be627fc719,
            0x5af3a03e12e6c923, 0x3c31247340ee4a23,
        ],
        [
            0xdc7b9e56b539aa2a, 0x8e17a4718a591e38, 0x59ad268ea431c3fb, 0x8c25cb31acc2acc7,
            0x221e688c48de3d96, 0x14f763a182118f40,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x6aff73c3ac0984b7, 0x616790beaea3eec0, 0x2de636397d9e7d2d, 0x01665297094a4fe7,
            0x896945cb162bdc4b, 0x9c8699151239a045,
        ],
        [
            0x828d18cc302f6565, 0x24723cfef5345034, 0x31529dc52face5fd, 0x0f7e5c47ea155539,
            0xf561acc006785669, 0x034a1cd0c618766d,
        ],
        [
            0xd4bc20e38880b7ab, 0xe02a0c6acece195f, 0x73a454ce9169796c, 0x80ca461a83e76d04,
            0x0a365ec4e2c0a609, 0x4b73b577491ac316,
        ],
        [
            0x69c05c3ac5e3f559, 0xd5416d4bae78cfa1, 0xf4110d1d500dcc19, 0x33b45adce0710102,
            0xc75e9ca73f6038c4, 0x3aaaa4f1165acab1,
        ],
        [
            0x463bdc6afd36d045, 0x2c40d14c91f01375, 0x9616a108def39453, 0xb9c49e67548886c4,
            0xd5ef0b626e361a7e, 0x84d69db5710bfaf8,
        ],
        [
            0xf6fc9eda89d16254, 0x6f849bcf9cdbe967, 0xca592b22614dc190, 0x7dece83ab97b46c7,
            0x04d95111c7719ecb, 0x6368ae46e201da90,
        ],
        [
            0x89e2131109977ab9, 0x803a7342f871d6bb, 0x1fa71d0438e7cae4, 0x549638c36845c3d5,
            0x859136a19a63e24f, 0xe0fa8e06ae9b4df8,
        ],
        [
            0xe88517296b27ca48, 0x3ef555d2b476f6d7, 0x8d344c1bd4bbd5b7, 0x0b36cfd5291775a9,
            0x8bbb505941ca40ab, 0xc5faae2a3f0d9f18,
        ],
        [
            0xe7a889120d34069e, 0x7df765e20e9831b7, 0x5d905f3cf6902676, 0x25e5cd11fd12ba68,
            0x1e6521e15755dbd3, 0xb00540c6664eb9a9,
        ],
        [
            0x98bb34a665517d45, 0x7b17367c804df0dd, 0x779511d460cebb08, 0xc3b98017bcf923b4,
            0xcc38b7552ea38314, 0x0b0ca338f93c713d,
        ],
        [
            0x96106b06aa4d2954, 0x7934011dbf9e4559, 0x9cedeb1e715c670e, 0xc8c4a1d3b5e106cf,
            0x9e1508adead47c83, 0x5092207c66856bcc,
        ],
        [
            0xc4c0d61fa9867f1e, 0xb36bb8b2de94b4b9, 0xe7228c15c3d9b753, 0x5711462c679575f2,
            0xacca3bcf607a85fe, 0xb2338dd4aee5cbe0,
        ],
        [
            0xce5c4cbe5a480779, 0xd18516c47b63d894, 0x0f56d2b60ab8b27b, 0x86978ddbed21baf5,
            0xb06d45c287deca8d, 0x43e73b5d89337209,
        ],
        [
            0x2dbeab702828286f, 0xf79cc357d48e597c, 0x727ed105f74da265, 0x468f3b7f33944f9e,
            0x6003a465b6038e26, 0x0adb5a3946f87eff,
        ],
        [
            0x33ecbc211d88e479, 0x8c22c903e462e68e, 0xaecb53b0ae17505d, 0xb5e66484f891e296,
            0x45a0dcdde5919744, 0x05a272cceb09bc67,
        ],
        [
            0x5365bc7c2d551d25, 0xaa9fc0c0b8b3df8d, 0xee7b16ae89a129d4, 0x462f15a3efca6fd8,
            0x45d51123fb9c559e, 0x87129a55179daaa7,
        ],
        [
            0x7fef9940e4e747ca, 0x137ebae87a90ec58, 0x22a9f85a777759ec, 0x52152b91ed47f990,
            0x6bdfbbca88d1dc07, 0xaf663717f946ba52,
        ],
        [
            0xa8a0e5e6538bdbd7, 0xd96d0c3bbd23b306, 0xcfc069be9033f8a8, 0xe46e12b2e4a5084c,
            0xe2cce8bd7f256172, 0xa8df853fbb085565,
        ],
        [
            0x4648fa94b598db83, 0xe501371a4d26dc27, 0x59c11f5315f20fbb, 0x445b1e06e66aed1f,
            0xe90ca7b670a59504, 0x4a15d9185c4ece8f,
        ],
        [
            0xdfd76b82c5098f7f, 0xd9d0e6170fbc4af3, 0x569dc3262ab89cb0, 0x77997740183fa8ee,
            0x2a982b840c80bc2d, 0x36bb871c03dbe9ac,
        ],
        [
            0xb657f5d6a41f584b, 0x84973b189a40dfa4, 0x1d79335af89416f5, 0x81f38f2c513419d6,
            0x56fe643b3e63aff1, 0xa793f4605208db68,
        ],
        [
            0x6f567044d61984ff, 0x337915eee6a6bd93, 0x4d1a17d1dadd8641, 0x1982364cd1275ab3,
            0xd18d01afc2de48af, 0xd109bece006306e8,
        ],
        [
            0x5d6c599454380999, 0xea8b89676e5136b5, 0xb11fb26d14229e19, 0x8d48fb45d9f16c11,
            0x86b27d896d8c3182, 0x946c87d6b6c245cd,
        ],
        [
            0x2e709130f9633421, 0x2a621378169ed0dc, 0x6e2113d7509c9b88, 0x33ca3d8c3c37fd2a,
            0x6127d6e9d69bfdd9, 0x0776940046ca0423,
        ],
        [
            0x5314deb2f0640661, 0x18f7abd6426667d3, 0x369d012a526cf81c, 0x7a8a02e0332a0720,
            0xa5aba5fa10a2c670, 0x69f9a2d98a6f8ad0,
        ],
        [
            0xac0943f2a2161d7c, 0xe703fff200dc372a, 0x653abe85668e95a8, 0x8bb206c2cba31401,
            0x22ecdb064f55c2e8, 0xca551a11ee47dacd,
        ],
        [
            0x38b1c4f4d81ef27c, 0x00fd11d32d85db70, 0xa0fbb6b8fce39c4c, 0x9dc51524be4c92d5,
            0x896c3b860101454b, 0x0f8f7f4feef6d3eb,
        ],
        [
            0xbc95d4f0249d4e4e, 0xa409128bb16f835f, 0x2fcf27a9199ef5f5, 0xa1a676d3027d63a0,
            0x0d004f8ac4fad056, 0xf187ccee25848dd9,
        ],
        [
            0x1170ed89601284ba, 0x5bd2125552c6c2ee, 0xac0f27c1ebdda9a8, 0xd4ec4f1adc1731bc,
            0xb3522802256072a5, 0xc8e10d65474ca42c,
        ],
        [
            0xe0d32d5962b84f4c, 0xe10a6102616fa589, 0x40077dcf01d8d007, 0x735b5b29df4d1ebb,
            0xe7ba7cfb2828dd4b, 0x59b51884b0385aa6,
        ],
        [
            0x06a3cb21bc49154e, 0x544e43adc5ec3612, 0xe65e8aa05e097ebe, 0xa86b6857b8a4e79e,
            0x1ee1e7e6b78762bf, 0x22e9a47934680bc1,
        ],
        [
            0xca740444ab31905b, 0xd7b5e9fdb6e3a425, 0x0cec4a7043ad1a69, 0x1b228600b2b0def8,
            0x86e7a638806f00ae, 0xa22083797d541c25,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0x5f99cb8dbd4ffff4, 0x49b33356f34a3da6, 0x893db51f93fa78a4, 0x243f09278ddc5c18,
            0x98e7f7a2f3f1f4c9, 0x9931dd2476d6696d,
        ],
        [
            0x99a834c085a6a538, 0x06a4a063969d4637, 0x626d65dc241c8e99, 0x44fa8882e410e93c,
            0xba8db8afbae3ba63, 0xdb6fc744fba29783,
        ],
        [
            0x7c0d8bd0990b467b, 0x47140b371a42f280, 0x9c8092424f6de62f, 0x7664b5bcf8a5b41c,
            0x01b102ea69b62bad, 0x07220b8428c270ce,
        ],
        [
            0x2bf582de6ef001ea, 0xb9afcf09f11e414f, 0xdbda1d4232ff9d58, 0xcabd01d4d829d4c8,
            0xbf4e20f724673485, 0x32dae1de1b9b3be0,
        ],
        [
            0xbb8715981c5268e2, 0x73d35396bf85f90d, 0x09dd2c81164168b7, 0x841d1a0b7777a843,
            0x55a8f387f17764e7, 0x09610578c0db9d09,
        ],
        [
            0x1ecadab7571599c1, 0x6a97d21b8241b739, 0xd9b1d42af776fc3a, 0x8277e4f944e5ff8e,
            0xf0509c692d293442, 0x9c7522ce8f2d86af,
        ],
        [
            0xd0e08ff7c8e4ac76, 0xca3e8514f73b03ec, 0x44dae527a74ca8f2, 0x1549e86dda47fe37,
            0xb320df46b9e94388, 0x9630dac316d99637,
        ],
        [
            0x7ee660865b85901f, 0x44682525bb248a44, 0xa3d8b375434bbfef, 0x50ac0f8749ed7bf5,
            0x0562b2864e4a8456, 0x64241d40905da3ae,
        ],
        [
            0xa907d36ddad95773, 0xfbcecf284b0449e3, 0x3c6613f282c8d0fd, 0xd0373fdd1470caed,
            0xccf3994d0a91ed5b, 0xcc31a6c6dd1f0beb,
        ],
        [
            0x0e3db4ae7478d70d, 0x8bf528c83727300a, 0x14621c00773b045d, 0x5d3fecc6070c11b9,
            0xfe1aa216db66f9f2, 0xde7d0f1c7e4ab65f,
        ],
        [
            0x5b2c126c09f6ec44, 0x34d494acccae059d, 0x44442004cae0020c, 0xf2a1d30039ed746a,
            0x80f278a04623719b, 0xa46190af82a01327,
        ],
        [
            0x9bc5de846cf9a5d5, 0xdfa3f34dfb1559d3, 0xfa71d41dbfd3ac5f, 0xd685ad19c5733bb1,
            0x5df7f10348ae56a9, 0xd1b1954e1e1960dc,
        ],
        [
            0xb4f4c44905dbfc3d, 0x81192c055a3041dc, 0x0dac131b025bc76f, 0x686e8be1af595245,
            0x7790087446fde60a, 0xa7872bd9aecf4cf6,
        ],
        [
            0x71f30a1846b24f91, 0x5d4c93ef830d47ed, 0x197e09071bb793d3, 0x2906a766401a8bda,
            0xf317e612204d2193, 0xbdf211ce2aee8f89,
        ],
        [
            0xe9bb4c369a37f22d, 0x3ab3a1d5904eb777, 0x0fc02cf971b5eac7, 0x67be42f74bf04366,
            0xdaa325295e1b53e5, 0xae3919da97bd79bf,
        ],
        [
            0x5ed4985cbe00f5ae, 0x30b40d03b9b4155f, 0x372fe994ce95aeef, 0xe08a724d4ebd40a7,
            0x04ff344378d5fb20, 0x517c12ca0a9971ed,
        ],
        [
            0xde16d4655697ad4c, 0x217b895f874338f0, 0x66091cdb770021b2, 0xfbca2f02e7fb7a6e,
            0xc504207a6364da2a, 0x21ccd23e084ee6ff,
        ],
        [
            0x442c6a6ecad1e376, 0x47c375c7306e6bba, 0xbde6c4ee6bbd7c4f, 0x3db89fc5caac6ba0,
            0xaba6ba38758f1aeb, 0x79fa512df7a399bf,
        ],
        [
            0xd56757ec1324f96f, 0x1371f16bced20113, 0x2dceb17ce3342644, 0x0d9eaf0b11ca3218,
            0x98e26c407b071311, 0x82bf3f47c664f03b,
        ],
        [
            0x8e18c4caaf5607c9, 0xd9c39a44e9a7d853, 0xfdafea5c2e7fc80d, 0x43bd371a2dddc6e5,
            0x58485ca1305b156c, 0xaa5ac27acf024b1b,
        ],
        [
            0x9d39c53ee33b6a25, 0xe17bacdbfb4e1968, 0x3e101b18bb39cc7a, 0x39f77107b65a88b7,
            0x863162feae4751d3, 0x4c413308bba7f44f,
        ],
        [
            0x25d12e81d3c95d63, 0x590f0973513056c3, 0x0cddc3e55f8c6cb1, 0xf4cc96f50d8e625c,
            0xb26693b7312ea8f9, 0x20a673b7f5e1af3f,
        ],
        [
            0xde176731d1671280, 0x50e090b1b437ac50, 0xeeb4cbb0cdbe7795, 0xcfd6348e6c140142,
            0x8aa0c7374a51040a, 0x2e836590ccb74570,
        ],
        [
            0xb72010c4cf7b7e82, 0x5a38bd75a121002a, 0xe4d9a642305cf64b, 0x1db5c1e048ee7cbd,
            0xd2eb381cf34cfd90, 0xba0b2939fbf09dcc,
        ],
        [
            0x4e4ab264aeb714a9, 0x3ab0a0e32a8b163e, 0xced25f77ad218e81, 0x2e07c28c79a90ad9,
            0x52ceba01152fa160, 0x85c837a9d719eead,
        ],
        [
            0xf1ffb1acf8379d83, 0x3563ef9ede2f0ae0, 0x7f5343144d2631cc, 0x8f3ae23f34195996,
            0xc6719ee84f0b0e16, 0x179c5024b45bcb3a,
        ],
        [
            0x18983fbd96355a06, 0x1e910d60ae4a5428, 0xdacc34b88f59359b, 0xb8df6e3112619abb,
            0x9c0f1b85f1e22714, 0x455879a6caea9639,
        ],
        [
            0x1306795dde69239c, 0x965e75414269342d, 0x137af4fb1331146b, 0x4f8b1fc74a8b07cf,
            0x05fd383082417049, 0xdc5d1f590e975d6c,
        ],
        [
            0x3bb775f356df46df, 0x10993ab754510a1d, 0x39e1035bb022284f, 0x2b95e67f7efd2b4a,
            0xe5fe578fea4156e5, 0xceee5f5cb90c64a5,
        ],
        [
            0xd3671483c0b011c9, 0x9d716b5ff282fda3, 0x7cf7278980f5d6c4, 0xe3047cf36bc8a804,
            0xa632e90e9c660ebc, 0xec8ab11ec7bf17d2,
        ],
        [
            0xb9d1f4375c554d6b, 0x3e8eb4e52a2c8de5, 0xfa0a9163215f41a6, 0x9b160e4c913788b0,
            0xf28b39bb50548672, 0x23483b2f65ce0e23,
        ],
        [
            0x07ec44739c1b3e6c, 0x310fc0951a19851b, 0x08d8f3bf13ded5ad, 0xe7be8cdf23a2b3b9,
            0x4c988f431f751ca2, 0xa4da5afa5fbc3a3f,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0xe48548bb2977245f, 0xa8d146e8c80d95b0, 0x653a2052b3f10f44, 0x1a5fdc9654f0af32,
            0x822cbafc2da129ab, 0x25423464396930f9,
        ],
        [
            0xf53a7559aff0fd3c, 0x80768a4378484e06, 0xac0f167451cf6f6c, 0xf05b799e4cf51546,
            0x55b8676b36b0eee0, 0x8b34b7c3eadbe234,
        ],
        [
            0x528f78104c9c1a36, 0x2842c68833d1d322, 0x46ff938e82efc0e4, 0xbc0070c745c0e333,
            0x7ac72bd9a5ba1188, 0x349332da1c914722,
        ],
        [
            0x254e2c931bec5470, 0x75706c6766098f5d, 0x53789c99fb457f76, 0x502b9382ae620385,
            0x32ee805b30319e38, 0x4da9b7c8b9abf308,
        ],
        [
            0x8639478ef3050989, 0xbcf5cf713095a17e, 0xe74ea07d0f713006, 0x1f79ba9c77739240,
            0xd23ea8ded9d5d113, 0x0a1b85e1f24a5c88,
        ],
        [
            0xb67c70279b3a0fa0, 0x555d3584439300e9, 0x8763d1f30268c755, 0x9d975335a87e7766,
            0x1df14fb502f3c380, 0xa5e61196aca9bc5e,
        ],
        [
            0x2e9000a95df4ee95, 0x50026b60835b6b6b, 0x113fc7556280ef40, 0x36f6dc8e6a7578ae,
            0x4da5a55fe7c5db6c, 0x7195d1379d415ec3,
        ],
        [
            0x4205c54481f272bc, 0x05e65f94690a8954, 0x306170f4c90e90bd, 0x4a6375b1b6bf202a,
            0x28d7cef4db26bcda, 0xc91fbda9ccee2234,
        ],
        [
            0xf8194e6277a44f4e, 0x098fe4ce694e7071, 0x82a07aabc5dd7430, 0x194abb17675e0073,
            0x2ef3ce4d0d5fccaf, 0xe3dbd384c20aea9c,
        ],
        [
            0xe121a560230f20d6, 0x1a0241d09db16f35, 0x67cca3c1b5041225, 0x5324e62a91ba8a31,
            0x3b6fb32b7374b065, 0x0bc452c8b6449aff,
        ],
        [
            0xe990a1427aedd5f5, 0x482d1ad4dfd22b91, 0x513b2e077fc0b7c8, 0x91bacaaa56b76380,
            0xd7818f2e35d646ed, 0x6d13b714136916d8,
        ],
        [
            0xf4e1e465aa5abe53, 0x68c850ac27bd170e, 0x4d54934c652efea0, 0x58d38c72db3cf601,
            0xd95e6bf966ea3742, 0x1d4549cc806337d2,
        ],
        [
            0x592447683e5a4d94, 0x2aada27906369ce4, 0x07d528ffca2a85f9, 0x6c9e502b2f5ca40d,
            0xc85ed48202bc7407, 0x991699ffe5345d01,
        ],
        [
            0x4927cd8b675eed1b, 0x31f4e402ffd30ab8, 0x203376b8a2b52d4b, 0x0cc1e2e823d852dd,
            0x4dd963a84664b874, 0x64c3a8cc3b572cd7,
        ],
        [
            0x6edb7c3209f0156c, 0x0c950d26e9443ddb, 0xf80fe30a654168c8, 0xfeadfa2e2ae1965f,
            0x2c9dec6382c4d32f, 0x43b12b4976e39ccd,
        ],
        [
            0x92282ee0325c0888, 0xc41575ae0adca3ed, 0xf12b3fdb77ad259c, 0x11164d29180cd95e,
            0x5fc6b9c750ff3392, 0x23f42116efff2bd3,
        ],
        [
            0x68bf992da00b83da, 0x548a5fc6ccc99814, 0x2d979f948802133e, 0x491f854159b353a4,
            0x5b1f35ab474f7830, 0x9302a7f444edcd5c,
        ],
        [
            0xf37a7665676707a4, 0xfa1528cdd07e2960, 0xe403bd628105a321, 0xdbd670becec70d90,
            0xff4be0e8a212e819, 0xe1f69032574e1410,
        ],
        [
            0x62556f514cbfb300, 0x9b24c59c736cb08d, 0xf7451aa5ff53fd79, 0x74ed43665e93bbbc,
            0x0bd132c40610d399, 0x906ff231b64a9f03,
        ],
        [
            0x49cc238987293bb3, 0x0baa5786506f96db, 0x961dc035967f5769, 0xb33de238a76e05e3,
            0xca286f1d52a1bfef, 0x5c4749f7a86f5f75,
        ],
        [
            0xaac69fffc7e9ff1d, 0x537d6f09324fc846, 0xaf9896b934919218, 0x53e77a78becde516,
            0x277862ccf485967b, 0xad0daa5ecdbe22b2,
        ],
        [
            0xfa9be85ae4954ff8, 0x2e4df6e665d6a006, 0xa7739fd2acea771a, 0x0cb308f6f1894cf1,
            0xa447b10627475f35, 0x32070393d3dd6413,
        ],
        [
            0x9ea6291b46e6eab1, 0x736716a87bfb07cc, 0x7b221ee679835f47, 0x4a2f6f926fa83ef5,
            0x0eb9fb70465c9431, 0x40ca19a8ff0e8ebd,
        ],
        [
            0xcbad777aedb89fdb, 0xc2f8779a3069a6c1, 0xd5161216c6baef24, 0x22cd6fd0640cf982,
            0x80a6b3c2bd957af9, 0x9262b55c04a07455,
        ],
        [
            0xfd5a8864b0630e25, 0x253358abdebdf3ea, 0x75bf1a812ce7daa8, 0xb73e2c90935f7963,
            0x6433c9f880869b47, 0x566d2ae0f1485012,
        ],
        [
            0xb6a6113bb6053886, 0x8deb4c3092777745, 0xae000be4bc5d948e, 0x2a02b11b557cb4d3,
            0x53c65a4789d1d9e8, 0x0b60d7488aa38d4d,
        ],
        [
            0x8d4b631826a7c5a3, 0xb085079b7bbf9bc5, 0x023f69386bee3b84, 0x45f7ca91795674d7,
            0x30df27b78caa0864, 0x570b9b1f3fc7e270,
        ],
        [
            0xef22fd18778814a0, 0xf410a82f0f42a248, 0x589bfd8b0a13fd4b, 0xb6f21bc400b4e719,
            0xc1d33937259cad45, 0x0586e14bd3cf6c94,
        ],
        [
            0x34d16a791e0de0b6, 0xfd53c8c4a19c112e, 0x55c72a5102e15cb2, 0xe52b464e0be52d68,
            0xc95525337130c154, 0x8c60e1791831b678,
        ],
        [
            0x8da2b5534986c336, 0x3fc00b1d98f1265f, 0xe0a34170a3dda1d0, 0x637beaf95ab6484c,
            0x2d4c15b039e27e9b, 0x6082b98521d17946,
        ],
        [
            0xf11f094d7c118290, 0xc54ca143b59ad350, 0xffe6016c00200fed, 0xba07f6c1ea65ad86,
            0xdd0b0661d3021e91, 0xb54604d786abec0d,
        ],
        [
            0xecc739e8c0cf597d, 0x9231f07484bea06d, 0x46722e1bd68282ed, 0xe5d962f28d7663b8,
            0x6f05e9de437f70e2, 0xc37cb198a820b26d,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0xb19963d8c0a1e340, 0x4730d4f480d1090b, 0x51a581d9184ac737, 0xecc56731e69912a5,
            0x7cdfcea02f683f16, 0x5bd81ee2e0bb9f6e,
        ],
        [
            0xe72085fd874589a5, 0x50a47329da777dfd, 0x4b6ee95d7776f61d, 0x00b1e138cd63119e,
            0x3911a508b41231a6, 0x84b57f85c32f287c,
        ],
        [
            0x4e41e37c874b8cb5, 0x33c63e54c337984c, 0x4a2fb8438d645f60, 0x22df3f12a3ff1803,
            0x5127af160d299cda, 0x512114cbfa7df8b0,
        ],
        [
            0xdcb416e0eb97690a, 0x7cd89b6ed31d3e88, 0xf4d5251beaaf5750, 0xaf4fe3dee685e484,
            0x7b0738a12914dd60, 0x93a49e0af8d8086d,
        ],
        [
            0x2dd0d346885d5421, 0xfecaa15dc7dc315f, 0x3b4862eee5ef0d4b, 0xe1153b7162824ed9,
            0xee8bf7d8fed42dc5, 0x65d8875a78ea2285,
        ],
        [
            0x2fd8606db7eb4b8d, 0x74e697bb27df93c8, 0x9024ee7f4ce801d5, 0x3a5d6b27428a521e,
            0x9833806b2022643f, 0x1002c381fc616ab1,
        ],
        [
            0xbd26be679db566c4, 0x3fe3bc7ba09e92b0, 0x6090a2ec31ac9a0f, 0x7a80b9484a695d7e,
            0x1b8b4886f479a578, 0x70afbcb3f9730d20,
        ],
        [
            0xa9c39c2c86404738, 0xfedf3dca2ff6e05f, 0x0872e3b6bf94b4ca, 0x0c1e0c8e56aef1cd,
            0xcbc1f92e8ac75bd1, 0xb4267bd6a674d28f,
        ],
        [
            0x10b203b209152063, 0xc78d009fa646ccc3, 0x8c93614f19567673, 0xa4b4ecbe9f1a3e16,
            0x375aa74b1b8624b8, 0x855b2efa212826d6,
        ],
        [
            0x0419aef48d097503, 0xbce0f859341522cb, 0x28c86e6ce4b0c0c6, 0x5a487af91e7efb7b,
            0x1e4b906b3dfacaa5, 0x1ebdf467a0fe065e,
        ],
        [
            0xbfeb7a4818b1e4cd, 0x72f4ebd113b9a3f0, 0x956499a145e87d82, 0x15f108b97fb77dd5,
            0x8d2087ba1d1c0c66, 0xab986aaf5aabb69d,
        ],
        [
            0x4d40350f89e13bbc, 0xe466ef0aa0dccf45, 0x72636043690cac93, 0x56ab79dd93d05e45,
            0xb053ff9f4bd5f10a, 0xc9cea49438ed5a05,
        ],
        [
            0x057362db8d4f256a, 0x2e96764bbeb5c4b7, 0x0fc9acc2b83bf6cf, 0x2ac5437be2577413,
            0x01cdaeef865104b1, 0x9d922daeae7eefff,
        ],
        [
            0x12a60dd3db6e05e1, 0x81cb402d60309dcc, 0x6833621ef5acec5e, 0x2e48602f8f5e2109,
            0xb24b01c7a750d1ef, 0xc64745e1fc7e47ba,
        ],
        [
            0x6ab23457b583f01d, 0xc5cf73d37ec4eedb, 0x8d8fa1f04a6e30ef, 0x0c6775b56ff37ccb,
            0xef7f53e22d52a189, 0xee80a5ed46d51145,
        ],
        [
            0x5dab30706e1bb384, 0x587757c311d1deba, 0xeb139afa75e8a4ea, 0x1304f0b44a7e64bd,
            0x733b4c086348c2e9, 0x24026e2aaa65f542,
        ],
        [
            0x6d3e774a1e40bacf, 0x5980be7b1228b513, 0xdb090fa88dc06b40, 0x72b8cb69436a041f,
            0xeede441512b9ee93, 0x8a7440169762dd73,
        ],
        [
            0x667bf283da1f61a7, 0x2e7e23b3b938d0cd, 0x581ea3aa4d12a357, 0x3b9be662c10030fb,
            0x44a22b0df754294f, 0x8b290eb1dbb98963,
        ],
        [
            0x4e433db0e2e823aa, 0x376bfc8385f42eb6, 0xbcaada72bb76196b, 0xbc53791a7f523022,
            0x753882835200d34c, 0xa0743cee847aaf24,
        ],
        [
            0xe6c0c641eaaaee44, 0x784457892bd13ff2, 0x61fbd26cd95d735f, 0x455a29ae56575c3f,
            0xf8c2a098b423b56e, 0x90c11f8598dcba5d,
        ],
        [
            0xf44771a120d61623, 0x255a1db22ee3850b, 0xd173388599967e12, 0xe829980fe1715ed3,
            0x4bcf208447f7eb4e, 0xebd332a1de519352,
        ],
        [
            0x185db3ea4e3c34cb, 0x217dcb3a8e16a4f7, 0x190d0ce6bfde2350, 0xdf9394538dde68c2,
            0x4bb699b61b2b42ad, 0xb685edb6a6d761f9,
        ],
        [
            0xa33cfefcde683e3b, 0x1c3ecb3826f30b06, 0xac612abc6d816dc2, 0x88a5e2bee8116579,
            0xe22b491df0e69c8a, 0xc7ff98808d015129,
        ],
        [
            0xb08c3e7dc1886ab2, 0x4acd03ffff592946, 0x8121209bd16a370f, 0xa40e25932c5d0003,
            0x281755d4dd33d690, 0xbf052f852e67f6e8,
        ],
        [
            0x182b68dafc83d51f, 0x0c39751a513fb67f, 0x9f5a65e6b2ba0889, 0x1070f30b0dc1f0bc,
            0xc77e4de8fcc00ec9, 0xfa7756a11fee672e,
        ],
        [
            0xa66c80a12d663015, 0xb9ecf2c4a76f543c, 0x74357d363a56dffe, 0x9295f49d693ef52e,
            0x2e0d7db3936ec197, 0x4ef71dec55d01a69,
        ],
        [
            0xc33cfe11d185adee, 0xbd98835de0edb267, 0x31cc054ccd6781d3, 0xbcf2022c69b7ebe9,
            0x86068a900f71a23e, 0x3feee9222f5d2ca5,
        ],
        [
            0x9534a31a653423f8, 0x9df670d866ae58ef, 0x89de3775f2f4c8c0, 0x76e5795fb02f3508,
            0x8688b65d5861bd65, 0x5976ad35c1390041,
        ],
        [
            0x0cc66e45b87cb15d, 0x508adfed0251b718, 0x02c7d7221a52fa5d, 0x04d50acca54efcc1,
            0xcec46fb852604e62, 0x5632a2fe429e2f5b,
        ],
        [
            0x8cb28fa3b3392122, 0x1480b6fe3706bb0f, 0x994da1a2d251b632, 0x8fcbb539f9574bcb,
            0x14bc125462fd8792, 0x774fdec916f56478,
        ],
        [
            0x61b62f8cc7a67146, 0xccaa1d85f58308c5, 0x7deac056b339f9c1, 0xb53322ab4e6bfc79,
            0x97ddf8cd0dfdc48f, 0xe745c265a96fae6d,
        ],
        [
            0x0758c44c33e373c8, 0xc662303a619248e5, 0xbb321c30238c8b57, 0xbea513025f0e1d6a,
            0x05c3b75de983a0f5, 0x72741c84b6772c63,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0xc929c49e64f996d8, 0x7fa8f5c59c397cb9, 0x5206ee0c3b921504, 0xa066520660334948,
            0x672dbea58555e8d1, 0x7f1d39feea21ec6c,
        ],
        [
            0x392b173f43152986, 0x0973031cf6c1ec6b, 0x6a10a409acb83f52, 0x8aaf986af06a37a2,
            0x29a3942d248b9be6, 0xd28ef431869b1e24,
        ],
        [
            0xfbb8f8f350ce942f, 0x2138101405296861, 0xb72898d69f7c1531, 0x6634b5e6f47c04d8,
            0xa28bc00eccd4f6c3, 0xe9cc6d25cd782ee2,
        ],
        [
            0xe1ce7aa37d5102e2, 0x958325c10d703e65, 0x85cb370ff441a8b9, 0xb495824f4b59b603,
            0xbb46e9e273c25219, 0xfc068662c86b03f5,
        ],
        [
            0x111b66863f44c4dc, 0x3fd39d05669e541d, 0xfa20cca7babe3282, 0x022ba4feab38cbf3,
            0x438cc9676ceda3c2, 0xbcc27cc79f6b730c,
        ],
        [
            0x3f44fb1cc066256e, 0x0b9b0de188cf16e1, 0x175abcd90c3eeef7, 0x65550a54c62c5db0,
            0x393df7b2bc6b0bba, 0x31243d7a49b92d35,
        ],
        [
            0x5901ecc8866f7f60, 0x301984c105af1e6c, 0x37cea9f0b74ee120, 0x8dea8947da574ed3,
            0x2e8b7cdb3b34b182, 0x36bc830adc2907a2,
        ],
        [
            0xfccdfe41f1a23b65, 0xb361e0fe5d215b23, 0x983316748a7ccfac, 0x025bac570c4dcc70,
            0x4ad1af1ffd4c9619, 0x25e243e4151435dc,
        ],
        [
            0xee2b3852649f38c9, 0xb2ae8295df52ca34, 0x712dd1ffbe2b67f3, 0xbecc681ae8e62895,
            0x099fcbb958303f09, 0x59141ae0e70d54f2,
        ],
        [
            0xcabf24a543050ba5, 0x2eb539593f6a7496, 0x32d05e17d34c34e2, 0xf31feba74b325170,
            0x72a5b63245dbb554, 0x4c7d7c3ce21d04f6,
        ],
        [
            0x008770d5412a212e, 0x5059c60d6a66c07e, 0x4461024d766286e1, 0xad55334711f9406e,
            0x05c1248075ca885b, 0xad79fcf8bae22b66,
        ],
        [
            0xf2a2f44da591a265, 0xbeb9d996d8551cfd, 0x3695305ffdade8d7, 0xf427b89e55c4c3bd,
            0xb06795c4017cce21, 0xaef40b4c09c892f6,
        ],
        [
            0x08927bf956beb349, 0xb54dcefffb17155c, 0x42f837a40431619f, 0x0a2591ab644803ca,
            0x3ac52205966e8ed8, 0xaad92a5665aa6362,
        ],
        [
            0xa3a6732f7a968bd7, 0x13ca414dfbdaac9a, 0x2bdc2cf8d39c9842, 0xf26be600ae586071,
            0x4d8464561144d5f5, 0x728e0edd9516e638,
        ],
        [
            0xf068668b7a954e72, 0xcf184087fbb6e6e1, 0xf7f0c49121d0c368, 0xeb69664bba8a3264,
            0x7d6c069539a5fd09, 0x5e560d0c49041367,
        ],
        [
            0x68e14fb1e0e389a6, 0xb1959872742669ce, 0x1c298e1e0088e563, 0x45d417c216fa3ff2,
            0x989943d2b649c4d2, 0xae7e30cddc5aad7f,
        ],
        [
            0xbd49ca5560180375, 0xdc0fc1be54bd6f0f, 0xc1439501fcc5c537, 0xb81d9dab92f1c831,
            0x23f3afa747f32f4e, 0x4fbaa33691db6f2b,
        ],
        [
            0x7bbc4fb6b1eb74e8, 0x7a2f8c778a52f040, 0x6f15a5bee3ff2960, 0x552b866ee22dcd48,
            0xa411b4bda9f231ac, 0xd25dddf6055b1ef2,
        ],
        [
            0x39a21d0f9a2d9db8, 0x6234d2dea1ae93dc, 0x3683c225874117c9, 0x23af8ad40b3a2ee3,
            0x4e9947c6ff6b1ac3, 0x21aa5a7e5a95ce24,
        ],
        [
            0xd618c71ddec72939, 0x98ea60237bc4c81c, 0x80ed653f10326eaf, 0xc9e7b294ea34bf06,
            0xa834a4647bbb2ecd, 0xee712bef859d0e9d,
        ],
        [
            0xaca1c8d80f642137, 0x494d2c726fa4abb9, 0x2a8cdabb6a356932, 0xed9340683db09615,
            0xacc95d98bec1f20c, 0x7e0935642a4db880,
        ],
        [
            0x0d55b0e0d61e649b, 0xba5e26023c2139cd, 0x518839104f5493c2, 0x9e7dedf625fa71e5,
            0xff27a64286fca277, 0x534a714cc8c36082,
        ],
        [
            0xbdc1c2c5f1b6cf7a, 0x88f7cf0af96c54df, 0x1feb03d803197a52, 0x327035283347acab,
            0x459406e9da29daf5, 0xb36b544c1b101798,
        ],
        [
            0xc5da5d70099195e4, 0xba4047c85893d0cd, 0x014df597efa71a4c, 0x22063a62f79a07d2,
            0xd0f0d36e8a421cd7, 0x4be619f08aec1aca,
        ],
        [
            0x7f50528914d2d4fe, 0xe20e429b796fb9a8, 0x967a080dc852b340, 0x8c272432fb3d5b16,
            0x6c9cbf4261141a77, 0x409dfc5ec5c39543,
        ],
        [
            0x1182f0a8a9f4cfd4, 0x3874e3cea148700d, 0x65f242d86e9cf9c0, 0x6ae19e67f51a06a5,
            0xc22f50f3bafdeda3, 0x2513ff717ebbf26d,
        ],
        [
            0x92fa03d4c1454d31, 0x63547d6cb4524266, 0x43560bd612913e6a, 0xeee056032b12cae1,
            0x25c39e42f99a98b6, 0x626dc194ff0300c5,
        ],
        [
            0x793ebee57427b5ff, 0x503cefc6fb4fff28, 0x68b31908185d57f2, 0xc8b9c9a3e83e2b8e,
            0x477c841586fd9f58, 0x1ee197a95cc39420,
        ],
        [
            0x668bf5b80a1cea73, 0x853e8957822bbd2e, 0x0d77d93ef3141cd2, 0x5d27a7676e69e394,
            0x844adc36922b36b8, 0xcc3557e18209705f,
        ],
        [
            0x7fe3ef22cefb875d, 0x93f26906161a6ce0, 0xeda4ec53192ddd3a, 0x86b79f84046453e1,
            0xfa54b83b2bc73855, 0xce9a00f4d4733bdd,
        ],
        [
            0xb6011a1194f491ba, 0xf117bba069d8d2b1, 0xd7f40924ae70163e, 0x6932c6e8fd9df52c,
            0x937adf58c39b7880, 0x8ce5d001c4c1fb9b,
        ],
        [
            0xfbf84794bb051a01, 0xdfc51c09bf4424b0, 0x5779fd171872a2e3, 0x61256fcbc432c863,
            0x425d2afd96833b3b, 0x7166cc59f5689fc1,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0x51c34e5cad26617c, 0xd4f8ae6dd08aac4c, 0x195ff9410bd955f1, 0x2dbef9ccfe0ec672,
            0xef51700af087647d, 0xa4c9d1126e61dd41,
        ],
        [
            0xe3de60180f6f3208, 0x256a66c947d7bd48, 0x19d38ccb0a6643f5, 0xfc4ea10936ebbe6d,
            0x3f0ff1cac7aaf743, 0x28fb88163ad7fb10,
        ],
        [
            0x28cff03fa80c10a0, 0x962ee5fc0dea463f, 0x1ff34a5602855f88, 0xe271ec3905d92487,
            0x4377a18453add36d, 0x2fd72718635bb25c,
        ],
        [
            0x14b7275adeed2838, 0xa0518ce0d8ca1e7c, 0x5c8f6b335a2f7930, 0xc6a5f8574dca7112,
            0x2c5d9c931b6643e1, 0xb64b96829a9260f0,
        ],
        [
            0x134b37031ca4a761, 0x1bcf9f355048a827, 0x226090dfde9d7e14, 0x9a474f484b3cf614,
            0xb16409ed23b9493c, 0xb78174f82856fe5b,
        ],
        [
            0xa9778704f42cf8e6, 0x554219b26e0a9445, 0xb2a1ee567caa23a9, 0x881126714bad9200,
            0xff22e3053020c135, 0x173dfff423fcfec5,
        ],
        [
            0xdce9ee0cc6cc0a36, 0xd64e9f61c001df62, 0xf63e5c36e755d42c, 0xdc1cb09f32cac2f9,
            0xfdf82d7cb6463aed, 0x824d6a41719ebce4,
        ],
        [
            0xa8c72536a3f66cd1, 0xddaee26ac42695b7, 0xc3c2ab71c95a8eff, 0x1da011be45a3dbd9,
            0x7a94ab5553121513, 0x3b547992c85ed6f7,
        ],
        [
            0x93d619e97fed2c2e, 0x445a7bebcf69aa68, 0x7abe7df61886c371, 0xb36224c5515cc93f,
            0x7b28b01dae2da438, 0xa71ec4f9f2c08716,
        ],
        [
            0x89d255cedda1cbb9, 0xbb7fb3f18253307c, 0xbae934272166d620, 0xe155f370a352af73,
            0xb9a7252d1e656efe, 0x77301aa9b645083e,
        ],
        [
            0x0964a17e847f2eb9, 0x2775ba500187be5e, 0x66af47b5a0b7dcb7, 0xb9ccfe5b2bb6374f,
            0xb28ef0f3d9a092f0, 0x6a113bb99252a9f0,
        ],
        [
            0x069df18a6e280462, 0x2c84a67146ea8eb3, 0xc836b7da9aa57428, 0x5a208b6b8e9160a2,
            0x62743c1f8faca009, 0xca45cc301add76a4,
        ],
        [
            0x8b669de2e82a0ed7, 0x105025ee40b4e67d, 0x435d3e89c6bec3f8, 0x3f8e20e4fb2f38f1,
            0x5cb90305332a2ba9, 0x674a0d82b4419bb5,
        ],
        [
            0x6bdbf9775942f468, 0x2f05d0754452ba3e, 0xa86d3c46b02e7858, 0xf265d8c95c8e8072,
            0xb4a6812e7e688bcf, 0x15a58c0f0f2f756e,
        ],
        [
            0xc7cb61b8b196c240, 0xd81c6a14742ab6c1, 0x183c6ef85ccc36f5, 0x88422de7ddfa0bd3,
            0xff0ea32b9ba7ee78, 0xc3f9c78ed08a1c12,
        ],
        [
            0xd5627e772fb8ff2a, 0x557d20bb43382fcf, 0xf9e1f291ef8eaa48, 0x10a9c62dc85ab986,
            0xcb26beee808e1e33, 0x0ae91fcbd4adacf7,
        ],
        [
            0x9424ae5ee8b55c9f, 0x94b872b50b016dba, 0x8f97a2304da1fe0d, 0x0eda3c0d261dd55b,
            0xdbf472ec7e93d459, 0x4bf442d8a1e3269f,
        ],
        [
            0xdcaa5f3b091362fe, 0x1f2a32dd6c5bba5b, 0x937dac5a08a67836, 0x1127c4873e0f7b6b,
            0xf783386a4751b820, 0xd7cb0d516ffd72d4,
        ],
        [
            0xb52d193922d5373d, 0x424cec62caab8cec, 0x26e44ed94c8bd8a7, 0x81d8aa3d09235ce7,
            0x58f3800ea71adc50, 0x0597a3381e2b8944,
        ],
        [
            0x271344f90dd3c276, 0xa330fc1a97001179, 0x2409d7f6acf6aaab, 0x0b38aed168cdfe99,
            0xf64ae9bc31746614, 0xaf65e7d7505a72c5,
        ],
        [
            0x178c0303c06148be, 0xe740566cbf60dc39, 0x228519c11d46ad3e, 0x468b99f3e6042690,
            0x85596c7c47a0e393, 0x754b08423e04a9c3,
        ],
        [
            0x2f180adad6aa6750, 0xa58663515e88261e, 0x4c3298684ab75ab4, 0xa7ca87ab54540b33,
            0x8e9f06691ac61d6f, 0x1cd0d5609b669914,
        ],
        [
            0xaabe83d377af249b, 0xbddfea2d1551c6d2, 0x8c8194dc9b02a696, 0x9c8a8cad73b10991,
            0x51d4edb7353d8e2a, 0x64858ca24a94b319,
        ],
        [
            0x7cb6c72f3e4e0a28, 0xd2885bd70ff6a3f9, 0xc382d82c05060f00, 0x4a7e56f1e5a7d8d2,
            0x23fe62cdfed34eb1, 0x3c49fe449c575e24,
        ],
        [
            0xeff7780d469f0a9a, 0x7bb3bd7e69fa1118, 0xbf12321e2c3cf7ea, 0x86b8e68ce1280991,
            0xd2b635dfc5d4496d, 0xd2f1099a4015a0cb,
        ],
        [
            0xd0fa3191607aeab0, 0x4f8a82902e6fd9f8, 0x1e0996d54524363b, 0x42798848e361d894,
            0xf147af028bf66fea, 0xf78e2d49ac0366d9,
        ],
        [
            0x67d54d1f33224d0b, 0xc2311586b6feb8ff, 0xb6587b88297f6701, 0x4f3fc06cd136a088,
            0xb50ab97ca115a697, 0x64db4613953abb92,
        ],
        [
            0xc2e3da4eb930aad3, 0x43538dd5c2fc4b7e, 0xfafeda3eaad495c5, 0x928f61c409b0fb56,
            0x113206599cae5b69, 0xdbf55aebbb74f19f,
        ],
        [
            0x1671a195322a7eb8, 0x068c1178f8bdca3f, 0x3e752dc33aa043fc, 0x1726fbe279022676,
            0xa819f19ee7c2d966, 0x06de6aab50ac03b0,
        ],
        [
            0xcb98eb5ec119559b, 0x4880e07bd15e73ad, 0xc5480b23e082c3eb, 0xeb1ec7a6ecd512d7,
            0x2f41f4ed33fb3325, 0xd90e88df6fbc64e9,
        ],
        [
            0xa6dd4a6cdc229ffb, 0x5c342a617409cee8, 0x1dcd2fb715cabe99, 0xdf702c4ebb286aee,
            0x65bfd2cba3c84362, 0x0c5130f36797f35c,
        ],
        [
            0x0da1aabcaf467cd5, 0xdfa8d9851b69acd5, 0x766dcbe49785adfd, 0xc9cb40afe125be3d,
            0x38e778b574dde4a3, 0xd68b258ae2ca8069,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0x5c1f4e0c69bfd368, 0xbe655c7937f9ef4a, 0x9a95e8459e8f0fdb, 0x3d7317fb955c42ce,
            0xdeacf268acae4a27, 0xd5f76555fceb6535,
        ],
        [
            0xc027c4e94bb7374d, 0x890f960938b36e9c, 0x8582b36b40bad483, 0x1c28a6edab018c91,
            0xcbb7f32be3e89cd2, 0xd6a56cd9db6e36b9,
        ],
        [
            0x8daddaa3a65ef775, 0xb94fd260a7ef1b1d, 0xdd3314ec9aca6e73, 0x3baedf09b5a2bd9a,
            0x3a13b0ac605bbd8e, 0xf4e5d43900960f16,
        ],
        [
            0xf3e2eaacf057bbab, 0x144989d399c99026, 0x643e184504a9a6e9, 0x2b6c349e8ffbb15b,
            0x29a0d0d26cb3bbc8, 0xed7df7a2f2de8241,
        ],
        [
            0x43b1ea1df1dc80eb, 0x6f20a1a04db70a14, 0x9b6b9264357f6aa7, 0x46da95e72cd830d4,
            0xfe10df33f3fb655d, 0x4be9ecf27eecbcf6,
        ],
        [
            0x8d28ef88f263bb07, 0x5bb8177c3d448ba8, 0xba3edbb6cebe85f1, 0x3346346552940a6e,
            0x7b3144aec160eb61, 0x34605a353fefe3b9,
        ],
        [
            0x69830a48152add3a, 0xd3af29704ef2f318, 0x853609a19d9999ce, 0xeb25e3ac90e4b1dd,
            0xf6f9bea15344dee1, 0x1ef1b0a775701bac,
        ],
        [
            0x2ef5d94aa8e2d2db, 0x91885184738d4b90, 0xfb486b721ab4b9ad, 0xf90a2ac1acd7f551,
            0xd19057119fe6481e, 0xa17abdb63f012b0a,
        ],
        [
            0xfb759a86b17df191, 0x9271dbf896ea367e, 0x7923c765202fd45e, 0x3ebe1f57f4d98bc6,
            0xbea34e50ba9619fb, 0x5a7beee757936988,
        ],
        [
            0xab13af85dcb6edd5, 0x1bc566982767c12b, 0x6974bcabdaaca522, 0x190ea555060aab28,
            0x71e4132a945d8d77, 0x8842223ec476aa59,
        ],
        [
            0x8e04d4a85d83b118, 0xbe4ee5dd6b65261b, 0x3e068cdfd4cda75a, 0x205790a635b10789,
            0x922ac27a313c605f, 0x87bcf7d1173c450e,
        ],
        [
            0xa7f8f013d2d66cb4, 0x19f602fb0a39950f, 0x1266d6d1533dcc48, 0xc3adbcbb9bde116b,
            0x5dda3b9646fd4dee, 0x67280f82bc21f2f9,
        ],
        [
            0xd66ccaf005fc745e, 0xa9ce00412fc457dd, 0xa9a57721ea7c87d7, 0x1f9401a5fa5a06e7,
            0x994130ca08e4d514, 0x49ef331d1f790c96,
        ],
        [
            0x2d64374ddd63f692, 0xf59b386702f30832, 0x81f5fe5eb7e05091, 0xc8002f822eea0078,
            0x8bb3af35ccc76c89, 0x1298b8eadc8dd763,
        ],
        [
            0xfa15a0b5523cc1ea, 0x54c55d0f1886e14b, 0xe96066decbef90d2, 0x56461cf5d09d2c43,
            0x5d8e2b4f82889ddc, 0xca5276d092d2492e,
        ],
        [
            0xa24248a2de01de91, 0xda32a87ddbcc71db, 0xd02011628698d7c2, 0x8cf231f974bbae39,
            0xb02a6867cb1c2a56, 0xf5d0680129a516d5,
        ],
        [
            0x63c3aa81f5dbedbd, 0x0c0e971d841564c3, 0xc711e2067310f339, 0x477e324f5ed1016a,
            0xe4181f9b4e57ac1e, 0x2206ff286b2c6fa8,
        ],
        [
            0x2c1e4e0a387dbec1, 0x2e4f2dd3523d43c0, 0x1b67e979cdff1931, 0x9bd26efa7e65a6b5,
            0x51df53d35aff216a, 0x6abe64f3314e41ab,
        ],
        [
            0xead8190d7b466f82, 0x88cfa3bd696e0948, 0x9f2f2fa971d7f721, 0x54aeb1973ae0b440,
            0x6f03c1bf0fa82c17, 0x51ac051c2c871378,
        ],
        [
            0x1a11fb0b08a9cfdc, 0x91398677f7bac770, 0xdc888e41e37e100e, 0xbf72588b92b7cda3,
            0x4755b9d20a619e24, 0x78e0ca0564d11f7e,
        ],
        [
            0x490f3611ee0aee3d, 0x0522e691bd6f13e1, 0xa7cdd1675097900c, 0x4cd72c602c53a818,
            0x230967874f1b3d25, 0xbf3f304d413c3a12,
        ],
        [
            0xf0c9365af228e186, 0x66e3909a198f34d1, 0x1fab04398d4b3cc1, 0x5877f951369aec0f,
            0x708c5cfb8e2946e1, 0x57fc157bd3d28f60,
        ],
        [
            0xa3c63bed6501d657, 0x40425f9b3726f64e, 0x09306c56e6e2845b, 0x65da2e23df0f7117,
            0xe2bcfdccc360c1e8, 0xe87dd2ac7f4302c0,
        ],
        [
            0xe8aa93087ac0a4ab, 0xe3a2c94332bacba6, 0xc1ff45014aabc14b, 0x50491b59a9acc416,
            0xef7d8284bb39d9e3, 0x3c8dbf23b4e85be0,
        ],
        [
            0xf6e61cf85c26dde9, 0x26290a2d66dcd88f, 0xfbd1ba02b65e56d1, 0xf91c43b66682786e,
            0x745ad3625d484eaa, 0x5b50bd8ed129b8ce,
        ],
        [
            0x87d7893ae10bcb48, 0xe326ed79cb835dec, 0x5861de05f0a2391f, 0x0ca31b93d5539d05,
            0xfda573cf7629f9cc, 0x8780845d7b4c08d1,
        ],
        [
            0x7e2cb16c8d22e9a8, 0x474c2dbe47d8b9ae, 0xb727993996f22d65, 0x0398613991ea2d43,
            0xac45bb660c171427, 0x7d131de620a1f6e4,
        ],
        [
            0x237d1ba648cd3363, 0x50f111b16811a770, 0xe4e8c76983b6be8c, 0x03cb9c02737582f5,
            0x26313c0e086941e5, 0x15669b3e6fe4785a,
        ],
        [
            0xc28e2002bf781898, 0x35e53445bc6e7526, 0x0e357e96ed3dac44, 0x170c57caea04337a,
            0x070e23a332a89dec, 0x06fb29a078e3e3f1,
        ],
        [
            0x52538b8cd353a632, 0xa3da607473f74577, 0x0e554520193fe231, 0xb80fc7abe6a5b446,
            0x552a7e710cd54867, 0x078aa36df06646e4,
        ],
        [
            0x5265d3674cac6d60, 0x797a8b898088ac9e, 0x581eca938d332def, 0x271f765f9e7f0d2e,
            0xd1a9a9805935e257, 0x092f137453c5ca12,
        ],
        [
            0x63aef8c9e8f51025, 0x534f5c159027cf29, 0xfa06f9e2b828001d, 0x1d16d23c4ad5cf24,
            0x218c906c843ae6b3, 0xe939fd9f52e54901,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0x792fb6b77e09a7bf, 0xebedd123e2035aee, 0x4af48c159ceac819, 0x1b22e942a287bce4,
            0xd0be4cdbb3fcec63, 0xb0d449d8752be821,
        ],
        [
            0x7eebca58022b686a, 0x7e83d6840b1fc4eb, 0xd328f6871549f632, 0x1319979d89333986,
            0x95580900d1535b16, 0xd5e5ffec609a9737,
        ],
        [
            0x1c43c091c5d454cf, 0xf31dc52f7e459f7d, 0x3b78a92c0df61429, 0xc97a288b01801550,
            0x52ca8a9281672d71, 0x8702b6bddff7840d,
        ],
        [
            0x2516590095fbbd19, 0xe2a65c2a4aa705fe, 0x8f7ca3cc664b19bb, 0x8086af3eacff51e6,
            0xe4a20f1b5b635f92, 0x0e2b2be194f1a032,
        ],
        [
            0xf4217605b7c8cca7, 0x123e6f3bed15b4ce, 0xcd08c01201fa5d67, 0xcf759e522a639c33,
            0x9e753e6c1b58b28f, 0x0746baae7ce5b51b,
        ],
        [
            0x8ec68d6739fa6e71, 0xee362537e783e1bb, 0xe2d5d2fdeda7a422, 0x13c2e51a07d7ba16,
            0xe2c4954cb6e50d14, 0x933a43173906d9a9,
        ],
        [
            0x9defaf116a8790b4, 0xf7d7cbf9c6d183d8, 0x37e644c2ad212d01, 0x4f20ac13df747e3c,
            0xb102e4fa34de93ba, 0x7d22bb6ffdb714fd,
        ],
        [
            0x2c537fa426984cef, 0xaafa4f23911e7d81, 0x028d15e275e3554b, 0x4a23a72999913442,
            0x0eba886e6cf3e242, 0x6fc74bcf9c451670,
        ],
        [
            0x8879bb2afe0c1b51, 0x71aabdb4f2165a08, 0x3b3096652e64dbc3, 0xc61a6604f98174b0,
            0x2499d7a37fb337dd, 0x102acb36e442996e,
        ],
        [
            0xee2a00f8932a2cbd, 0xf15923357340e786, 0x95c7a47f8fb75e0b, 0xc52746ef3a9f0903,
            0x4fb887fab1e8093f, 0xf958eddf25d7f876,
        ],
        [
            0x977cef61178dcd37, 0x60c035083e9a30ad, 0x2f414f283011d1f1, 0x534877a334eb6d98,
            0x4371b6ce9fcdfe53, 0x8ba363f597d72957,
        ],
        [
            0xbf846cc7bfcd83e9, 0x1806d872068e741a, 0x17578470a0b9b837, 0x127e548309198112,
            0xe05f82b2126f4f93, 0x80000b2fbac39120,
        ],
        [
            0x1b7780efede89cc3, 0xbc2f00f280436cc0, 0xe6df418d3414657f, 0xd9ad72269f10330d,
            0xac81ae7c8469a31c, 0x721b77e89c39dba9,
        ],
        [
            0x05327cc98e9b81f6, 0xa62ffe217f3b0790, 0x6eb09fad36ac0641, 0x72a66b23a33d5da3,
            0x89854b98109b99fe, 0x40dabb7fa7357f8e,
        ],
        [
            0xeeb08a5ad8a0b69c, 0x488a77b287b33725, 0xd24a89e95cfaa300, 0x1c3a7424fc0a01d6,
            0xa2d1fe4a4c940a21, 0x8be82994e5fc909e,
        ],
        [
            0x05b2182323c6424b, 0xd165b0cab858fe90, 0x4258dc2e44ce3b9a, 0x90bdb734ef38bea4,
            0xc3752d96223ec757, 0x49ebe894ef06f371,
        ],
        [
            0x7d74cabd6fe01817, 0x393df6b4a51b737d, 0x17abd1c88890f8df, 0x2aaa43dff397228f,
            0x3d2f35205652399c, 0x302844e578feb3b0,
        ],
        [
            0x79878a4d66d4f7f9, 0xcdb7c552b632c73c, 0xff3b82618b205a44, 0x544d830af33024dc,
            0x84263e3a13db92a5, 0x13777c2c91bf26ed,
        ],
        [
            0xa62c4fcdaedf3a4e, 0x8cb4e94ba9be3421, 0xa74221b534bf87b9, 0xb84a012ac1e522f7,
            0x5e8e1eea5c6daced, 0xa8ae409a2485188e,
        ],
        [
            0xb02778152a98fcfe, 0x0316da395c048b5e, 0x1df94a49117bb5d2, 0x533f12b3d0108b22,
            0x8774e036c2e0cebd, 0x04406f7621ff2c81,
        ],
        [
            0xe3c5169c5b068004, 0xdf31dac95682c13e, 0x2a6578fb1ad5476d, 0x47fc1de81f18d24e,
            0x7388816bdb646366, 0x09612aaa7dbbffac,
        ],
        [
            0x31d3efa03a9da079, 0xb76313e28c55e97d, 0xb098ec57f02645b2, 0x592a5845012915b0,
            0xeaa977443665e535, 0xa264614c5173c2f7,
        ],
        [
            0xffa75fd15e5f301b, 0x5dce907bcf1365bf, 0x8c74ebdecc4f135b, 0x8a43ce7ba42a05c0,
            0x8c174941aafa9dfc, 0x29f672220bbc426d,
        ],
        [
            0x0ae1e02925b1480a, 0xb0f9d2699774ea56, 0xf899699250b6a431, 0xc6ae44901ec45aa5,
            0x5d5b231eb1cf082f, 0x4e49ce6c554eea3d,
        ],
        [
            0xae2953a1521e1777, 0x2bce281c4bc96144, 0x2e90b8dbdc03ca4c, 0x773af82b4c3c081c,
            0x0fb7e1019f824644, 0x55299cb6c768beb4,
        ],
        [
            0xecf39404228d5d8e, 0xb4c2c62b6f2b01b1, 0x698958180a7c0e91, 0x762f754bd9d86a4b,
            0x556477cb9907594d, 0xd3514349fe958580,
        ],
        [
            0xff9c7f3d048cb12d, 0x070d9183c260781f, 0xa9be0ac98d20e2cc, 0xcd1128282e54d327,
            0x17f1b0ab5ee2d97e, 0x8dbe39996d47a123,
        ],
        [
            0x2957906f5f97d43e, 0x38f053c2e56423bb, 0x383ed918ae1e4ae0, 0xcf18d37d09661040,
            0x453774796f3b3e90, 0x09d51a990e6f763b,
        ],
        [
            0x41076f5ad50fff9d, 0x716ac2106a3da7de, 0xa99cfd52a2638799, 0x27d3e70c5e61c8af,
            0xdcaf3eca83e9743c, 0x964571432f768c2c,
        ],
        [
            0x28d2bd3ea26412f5, 0xc92c93ddc80ca17e, 0x29b9ceea37854409, 0x7d225b9d8e79954c,
            0xbddc46ae5e8a74d3, 0xb98b17112ce368b4,
        ],
        [
            0xa3a4e2a71f257b5c, 0x589ca4b7aa982b7f, 0x38c5753efa0a463c, 0xd81a42d581f51ddf,
            0x4152fcb65b555979, 0x2bde6e8b14561a37,
        ],
        [
            0x773b4f65123bf12c, 0x60ed3b18c5dde74d, 0xca647c9f6a236789, 0x57319b89e84e1e28,
            0xf4414508e609b1ff, 0xfaa14bc03642e9fb,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0x6df70f542e671714, 0x2a2482a161bd118c, 0xa63bb6c90f17a342, 0x13dd79deb7df6a15,
            0x111d310ab6ba2ebd, 0x4917635c1d8d53fb,
        ],
        [
            0xce3911789704b5aa, 0x5040f75385df5acc, 0x3c6d858c55dfd78a, 0x5ce7a56ab2e16b7d,
            0x04f75c2ddf03242c, 0x224c3b02fa7067c5,
        ],
        [
            0x8682956d277a9f1d, 0x1ff84595ba2a16f9, 0xd9eb3886661833cf, 0x175ae891e672eb0c,
            0x7e7201d307e1cdcf, 0x9ccc356636d01db7,
        ],
        [
            0x1d8601cf4b81c09c, 0xe8a735bf62a2ed79, 0xf5e0f31b649bcbca, 0x1139908b52279a24,
            0xff64549deafac9af, 0x0aa9f937fd8fab05,
        ],
        [
            0x8525852bcf3e82df, 0xe91ec8423f6fa6d6, 0xbce2e8becffb8b72, 0xd11376709b4528d0,
            0x6435ae8a820e3c82, 0x7fcb3f6af24470e3,
        ],
        [
            0x2727e610203b78bc, 0x08fe2cd9686c3c27, 0xa780fae5d3d2b36e, 0x8c52f488624092a7,
            0xba369546433e8fc6, 0x5f97f96408f0b5c5,
        ],
        [
            0x5bdb7ce297ec7485, 0xcd06afe97582c75f, 0x9ed2ea1119d33566, 0x9baba179f7e1d75d,
            0xce96047ac08a8a15, 0x224e42622325cd41,
        ],
        [
            0x83443da137d96fe7, 0x9b6510d117c1a609, 0x8f7b7d4492debee3, 0xc0f00e9bd24c0bcb,
            0x816da5684a81b4ce, 0x2404cb5c32e58929,
        ],
        [
            0xd64997b7fb74379d, 0x4aa493a32728de8f, 0xa37f4ad7927327d9, 0xb4017221248ed30c,
            0x1d0aa238447b6f1b, 0x029ede60ec922dbf,
        ],
        [
            0xc3969aa0cb332703, 0x5af7809e5adfa887, 0xa31ac1920b58e5da, 0x9ca00c994d27f025,
            0x8efcbe1ddb0dbfc1, 0xeaa20de91d78dad2,
        ],
        [
            0x1310e86248fe0016, 0x867ff6c4d89de339, 0x884e98bd68f28b01, 0xcff456d27a5fbd3c,
            0xb21efbd98136a5fa, 0xfc9ac3ad38f91e9a,
        ],
        [
            0xe897fa6258e83c67, 0x1d713ce11a455517, 0x348cf2829005f80e, 0x560fdc6420572168,
            0x3a744066a80ea215, 0x0f61541424edee29,
        ],
        [
            0xde16606e03efc8a1, 0xba3c07303f63bb48, 0xf38e8db1cd367e32, 0x7545817538c454dc,
            0x44e46676d06ce439, 0xcef8bf5d414d1675,
        ],
        [
            0xcf1181ae49e43826, 0xc59ab62e8cb42668, 0x54051e231d8eff9f, 0xfe8587b2de46ebde,
            0xecbc6bc94bb0e854, 0x45755a31f861bb28,
        ],
        [
            0x312653221ff87cf9, 0x84ff30cf8e424bf6, 0xf2fa238486f710c9, 0x3fe9927bd0c98fb3,
            0xe139eb2f123c9dc1, 0xed9961b1f26a6449,
        ],
        [
            0xe3ff04038bae5818, 0x94b2effcfca526f2, 0xb5610c9cfeddd86e, 0x81d53f5c10fbd66e,
            0x7e1dbf501da30120, 0x81b33df94403ff74,
        ],
        [
            0xa0fa9fa065d3941a, 0xb4094a9787514d8a, 0x67d079a943d7f958, 0x05e37ef30bc6b93b,
            0x607127936b385b37, 0x61fb8d2d6fa1a127,
        ],
        [
            0x7354135609132f5a, 0xc2ff835bac6a4a07, 0xb5c19fdec876befb, 0xcd1fb0f0f99449b9,
            0xd5eb2660f485d8de, 0x4d8d85eaa051f891,
        ],
        [
            0xce6480997dbe8a16, 0x88385d3a18e31f6c, 0x5ccf1bccd18bdd12, 0x0778f15dc48b5297,
            0x645a2ffaf4379eba, 0xb6a0bbcdc7f72039,
        ],
        [
            0xfe6d7654656760e5, 0x0c9eb9bfea9648f4, 0xed8fa7d774004339, 0x0da257269c4e0201,
            0xd26164a9af627d49, 0x683e5dda36361e5f,
        ],
        [
            0x3ce6c439212dfe0f, 0x4471a38071213222, 0x885cce92614fec95, 0x6ab84817479e599d,
            0x2e604341712c1150, 0x69f26d3253ec73d5,
        ],
        [
            0xa8c7416ea8a36efe, 0xfcd476e911d99f79, 0x64114db7d8765bbe, 0xa1790458c3e86868,
            0x92ca420d53abb5dc, 0x87da082380c233dd,
        ],
        [
            0xb2deda7333459d3c, 0xada1dfd9b07b82a5, 0x80eef151f77fc85b, 0x509b6397547b95b8,
            0xa7328f4df784bd8c, 0x302cf0aca99d0a97,
        ],
        [
            0x4f647d93cee922d5, 0x68a08a7ae2e6ef97, 0x5d911ba852e7b51c, 0xcb1ea0f92cc173be,
            0xcc861e14a78bab21, 0xfc31bfd80a34d5ba,
        ],
        [
            0xd6c85f7f29ead209, 0x06d7571a1c31aad1, 0xaf97cd6f5f11aeaa, 0x751afbf3f08fe0cd,
            0x19757cc852407fc4, 0x1a8b0281445af50e,
        ],
        [
            0x6de491be7bfac88c, 0x537e3292f1757a1a, 0x0cdb9631b5aec930, 0x886336d424c6418f,
            0x8f87d94591db354d, 0xb0e6be289a534ec0,
        ],
        [
            0x4102f588d9197032, 0x9be3a4e1bdb1d2ad, 0x2fc3a1ef261a371c, 0x600efffef991c4d6,
            0x9f8d76e100584a00, 0x8535dacc7b01dcca,
        ],
        [
            0xda72a1b4a2021e16, 0x405db16c06808b51, 0xadba3cd8a1898dbd, 0xd8523b304909dffd,
            0x764cc4edce6aaa36, 0x77e13f37680a62f6,
        ],
        [
            0x1359b1b010d69336, 0x0e1ac8ff879d34bb, 0x82bb2debd51638b5, 0x0186b4abad0fe994,
            0x801e8bb7b72a75fe, 0xcaa2e03d59691fc3,
        ],
        [
            0x8e928a8f2db30656, 0x176697cd60b353f7, 0xc95ea16b1fab8d71, 0xfff7c81b571fbd04,
            0xcf3925e5c9f01c05, 0xb1f299b5d0bab6c4,
        ],
        [
            0x8ffbc1b641cc3012, 0xac927c6f91dd2962, 0x803ef4a825730236, 0x0d74231f44e682da,
            0x379f8339b74c2bc8, 0x9f4848798207e165,
        ],
        [
            0x1a2c04dbf084d78d, 0x879cbe61203e3602, 0xdb8e227e82d8a2f0, 0xfdb0aad12ab010f7,
            0x795505d57c643243, 0xb3be62d219d3316d,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x6100c532dac10960, 0x1d72bbba35a44cc1, 0xf1e3d414faf379d7, 0xca8a6acbbfbc0308,
            0x522e41e340041000, 0x6feda53e6eff3c49,
        ],
        [
            0x41ce01af44115e22, 0xf34ece5bb766e7e6, 0xefbfff9270287d63, 0x88cd121e4862cc1d,
            0x75ff792033482826, 0xb286da6d843403b4,
        ],
        [
            0xf04f509b1fea59c2, 0x3a39a014879ad0f5, 0x9919345b467cd267, 0x3c02814989cdecee,
            0x896f3504941be763, 0x59f32f96392e6182,
        ],
        [
            0x9b604b3e4137d017, 0x94435ee40370bdb6, 0x7b5e81829c36035c, 0x93b337ec48b29979,
            0x4b451303884d8e6e, 0x127bfc540d5058dc,
        ],
        [
            0x32df52758f3a9ec2, 0x1ea41b5ef81c6baa, 0x2d77172a6d318e24, 0xb828fd6b0079218e,
            0x7334a75951c5f241, 0xcb556d3dbe852b77,
        ],
        [
            0x020eac20b500cab1, 0x84cf4b02a6bb751b, 0x3ddb9ddf7bbc0a57, 0x7b8efc2bc7a03143,
            0xf8296a807111941c, 0x8e09b0abef988126,
        ],
        [
            0x0dfe0564926731fb, 0x614c4be2a9ba7bed, 0x5aadbe474a1f47ce, 0x7807f573109133a8,
            0xd97b2fb009b5e974, 0x7e3fffd4d155c8e4,
        ],
        [
            0x74e05ab52ecc41da, 0x3c822475b77ca7ce, 0x3c58917ad57cc0ea, 0x4e1606baf0e88d0a,
            0x629020861ffcbf86, 0x770ca392649a20e7,
        ],
        [
            0xa36624a7c79a921c, 0x715d0f720bf5dbe6, 0xda949a359f02e6f3, 0xbc233ab27be25a61,
            0x0cc09020a594ec9e, 0x4287945f00900185,
        ],
        [
            0x24a7c48c798d416c, 0xd8c95d04c167d8c1, 0x10923f1c9b23cdff, 0x2d1169f4ef8ec60c,
            0x0f0ea42e9a5e4f8d, 0x14fe6503b31dddfa,
        ],
        [
            0xe8204918feecbda6, 0x6cd45b07eee96924, 0x7fcea681f3e07a29, 0xcbc16fadaa57080c,
            0x7fd0988709362036, 0x17467bc9ea8ec807,
        ],
        [
            0xf4665dc0b4b01680, 0x6dfc5c123199b6ce, 0x7e560a224f81df9e, 0xd503c175db9b2a11,
            0x83ceaffcfeb69e7f, 0xc44ad3f8122176e9,
        ],
        [
            0xbe8ee59a3b80f8a8, 0xdad6f5ebb211bad2, 0x2284bd7f15863cd1, 0x718033b7245dc68d,
            0xa7694b49b8a1f311, 0x8fc0bdd816fc2c91,
        ],
        [
            0x6963b932463c6c22, 0xcad227973e0973e4, 0xc3e87da7df7775be, 0x60ed47888dc05769,
            0xccdb4386fafadefb, 0x8075830dcf6b0dfe,
        ],
        [
            0xd4c437777ee8b15a, 0x962f0982e5129362, 0xcb5d0ceb89dc032a, 0x975c4c31b53ba58b,
            0x316c31798c1a5c0d, 0xcf9346a25c5e615d,
        ],
        [
            0xd8d659f4043b4a90, 0x4c273ce380e90a17, 0xc4e5af0326d1d34e, 0x41d298417b4295a9,
            0x83f184dd500a6acb, 0x3e82f0fccd2d9846,
        ],
        [
            0xd5d2d2ff08f74483, 0x3ecaf3d6f97a7adf, 0x9d969770661e5b8a, 0x8e3b88968dec913a,
            0x540c0fa27f533683, 0xc8d1d279bb6891ef,
        ],
        [
            0x701240df704bea58, 0x527349102b06d1b4, 0x1a1510a52f9e90d1, 0xe9b73bf930f58578,
            0x184ac6f7e722ed55, 0xb536ae00f334d976,
        ],
        [
            0x3a813d8f32e3a436, 0xc47e42fe4c55d1e5, 0x123505e487c85ba8, 0xc861bd2ff3749ff2,
            0x2195b3c3747d5432, 0x1a256b0a342b42bb,
        ],
        [
            0x0cc9fda471477b38, 0xf93c665ad009aea9, 0x25eb5c97cb6e63ff, 0xe3d1112b6d88cad9,
            0xb0900313fd8cb8f2, 0x5dfea56e4db976f3,
        ],
        [
            0x8dae67071d3318a9, 0x478c9300df74563d, 0x68dd9e4f55232dfc, 0x2a761e7cd8e51b4d,
            0x66aa6919bd15c350, 0xbe7f8ca8ed58126c,
        ],
        [
            0x349b248767735912, 0x38900b39050b7a36, 0x3884bc464b8725c1, 0xcc1a894459b3f820,
            0x602b383cff43c03f, 0xeaef7b04e8334509,
        ],
        [
            0x08ee7dc58c41de16, 0x2df99308b5c5ba85, 0x89abd872401f8cae, 0x563f74ecd2d0ab16,
            0xeddb9b4b4b604d96, 0x8b4f12b0b7c835fc,
        ],
        [
            0x7c30e0c69c0dca3d, 0xbbf8903935e28610, 0xa42e4fdd1aa6a92c, 0x294e5e439377115d,
            0xa4a697d1519c6b55, 0x2c394abd04fbdce9,
        ],
        [
            0x5c00e96ef4b9bc57, 0x6c053a9a3d957960, 0x60fc72374f0dee8c, 0xe3b9c51a5d8aa8e2,
            0x57cebe9e1a2c4b5c, 0xbf32d3afddec692d,
        ],
        [
            0xa7b36b0fa7e255aa, 0x3096c5480aa71781, 0xef36d68e21966f9d, 0xe9d4494655d59067,
            0x63753b798565c16c, 0xf465f1cd3942bfe6,
        ],
        [
            0x102ae82ca6bf7d71, 0x442126c677f06958, 0x899f10537ad1c116, 0xffc13316515ca329,
            0xd87671c0c6dcaa56, 0x9fc7610215a0c9e0,
        ],
        [
            0x9aa8f5cd8b0eb4b1, 0x6ff2115d579869d4, 0x05925b1faa875119, 0xeb44f8aeeb8d1bef,
            0x824d1c53cd8f2329, 0x91a4416912594551,
        ],
        [
            0xb45e3905be5a171a, 0x28734fd8f45f8636, 0x98cc83ffdadc4ac5, 0x0a6b0976d1087ebe,
            0x1e3cde65b803510c, 0xb0092fb8f05c1705,
        ],
        [
            0xa19ea28fca5438aa, 0x23b12bfc19bf6152, 0xffd78a4cec3bc89a, 0xc9b09ec9e79e1c90,
            0x84fe49eecc00d827, 0x2ba8c163ad8e8f19,
        ],
        [
            0x588242f8ba42cc3d, 0x8cbd5b4a0e6fe3cf, 0xe93232ee0b2dc3cd, 0xc821f8a331308781,
            0x9b0be1a8d0a80d4e, 0x9b5728aa0b5af9f0,
        ],
        [
            0xa9cd9169e26d7d77, 0x325b038925996e10, 0x2faa52ba8f1e0f85, 0x87ed9518384362f8,
            0x798bd7ef3638bd53, 0x23fa3c96bb75d85a,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0x6ed202d8455dc2da, 0x0d2cff42d167985a, 0x9d59d24354387028, 0x64c416fd3c95d6fb,
            0x209dd8cdd9513b14, 0xafc11522aa6fd4e3,
        ],
        [
            0x05f104b12978dbe6, 0x9370a9757fcad74c, 0x92103426dcd88640, 0x29216cc84731fce1,
            0xb74379dddfccbf9c, 0x832c83e1156a08cc,
        ],
        [
            0x96817a8bbb66b0d1, 0x3900dd39ecaac738, 0x3beda6d40992c8b7, 0xa3f5b07a34f8b210,
            0xf186cd9825dc86e1, 0xccb3ceb81d3a99b7,
        ],
        [
            0xee4ed5d5decbec87, 0x3f7f04472adf763f, 0x21c40e400affa5dd, 0xd5405c0b4b2691c9,
            0xde0160bcc7c22324, 0xe69326449c6bf00d,
        ],
        [
            0x3065266589ee89ac, 0xba8ffc50d4353773, 0x96f50f2dd279206e, 0x93796db7ccfa3799,
            0x81810b5bfbb70ad6, 0x1266d2c1df237ec0,
        ],
        [
            0x201bded808b88652, 0xfddb14d877fa4184, 0x6d156aba056069ce, 0x5ac5285cae6ae7b3,
            0x440198a2183241cd, 0xece809cd18812d4a,
        ],
        [
            0x84e61f0fb1f0bb07, 0x96fd8fddbe876304, 0x7a8045cc80b307a5, 0x7ba44418d662d15d,
            0x1d3cadde7a27493e, 0xe6fdad2153059c27,
        ],
        [
            0x782857f2b3195cb1, 0x65b43366398254ed, 0x7116824c07cf870c, 0x35809d2fa6c82dd3,
            0x778cd874b0ba5f30, 0xcf7c8de52893d38d,
        ],
        [
            0xd1a0118d8c26714f, 0x6e9ea8bd1551d256, 0x86a9a9c18048c275, 0xe76d813cdc41ca32,
            0x5fa4ca598fa1063e, 0x0e9411e3c8c1dfc3,
        ],
        [
            0x21b2afbe6e9f3d4e, 0x9bf5419c1e0a1a50, 0xd93d7b5e485bc339, 0x57a14c211a3676e4,
            0x2e3d447a770024b1, 0x9c52d989611f07bf,
        ],
        [
            0xf8edf571f2d89757, 0xf8920a20a93733c1, 0x4a6c5db00a09baf3, 0x22a2fd7db8e1c12d,
            0x8db1cf6898738605, 0xe7fdeae2de64e88a,
        ],
        [
            0x6afcb3917ee9d1cf, 0x523040cffa8fa993, 0x8d023721e26ce6a4, 0x7e24ef08ceb9600b,
            0x8ad4d60115975b0b, 0x1cf2186e231d0fa9,
        ],
        [
            0x56c67e6a6dea6c48, 0x1147974125f09c72, 0xb432d41a00a03931, 0x5c06e0a957a38f15,
            0x1fc48b27444b127e, 0xc11d185284043429,
        ],
        [
            0x4a4c29008eaf8ad2, 0xc730f64a0c15adbc, 0xf426442818b8d37f, 0x84d4ee05fdd6295d,
            0x8795eddbb00b0c60, 0xf6e25e72b9ff7f6f,
        ],
        [
            0xffdd8055da3974dd, 0x57f9109fcbe1c8f7, 0x4539d583f0c8c06f, 0x4c3c97eba3cb2584,
            0xc63f57c9454e83bb, 0xc9d5b45dd1d193af,
        ],
        [
            0xfa5d81beeceab9c6, 0xeeaa4fd13517e153, 0x529ec5c68d06eb39, 0x878ce177c1c0bbd4,
            0xba436be21ea33701, 0xc1f5e6c94ace51be,
        ],
        [
            0x8d87923d95ee0c9c, 0xf21c34b18cf8138e, 0x8bd3dcd12a03d5f1, 0xc4004abbbbcdf054,
            0x2716c0df024969a5, 0x5f3c5ea4d1bafcfd,
        ],
        [
            0x31f1ac3ade452127, 0xb1b17640f453f2d4, 0xaf354f90e96e4b04, 0xb2b2acfd5865387d,
            0xf59645c2ccaa6863, 0x1048339a61bebdd0,
        ],
        [
            0x9e2a6b4d3b9ef2c9, 0x7fa38979d88c2c4c, 0xb8f31fad5a2e7076, 0x52598788bae6d6ab,
            0x77d9ac6433220ad7, 0x661e9c1135432031,
        ],
        [
            0x4adc3ba3dad1be93, 0x1fa38cd152eaa9f5, 0x9c94b8bb7be80fba, 0x499e2d323e3232e7,
            0xa9145d6917f27b40, 0x74b62eadc64b424c,
        ],
        [
            0x32d32b6837e46850, 0x792aceb448900ff0, 0x0e779d02c30f93dd, 0x95a97cccf641f457,
            0x17e0f64b7dff2b56, 0xd506ae97c97d3b6b,
        ],
        [
            0x4d0242b19142c125, 0x0d1601a4c71821e7, 0x5118dd707a025793, 0x200209c35f551a03,
            0x0dee92c80397fd3a, 0x0200bfd5aff73ab1,
        ],
        [
            0x8fd2d8b5e8dfa776, 0xdafe500ef4028093, 0xf1e996d55cea5d71, 0xc7c3b09dae307904,
            0x73c6e059b7dd236e, 0xb6f998f894b9de6f,
        ],
        [
            0xc88a4d4bbf9ee1cc, 0xc2f4d0fb851e1a7e, 0x3dac81b10c9ce9f7, 0xcec360b06ae38b48,
            0x283b769621f85602, 0x7105199cd7fb1ac5,
        ],
        [
            0xfd633775d8dda5f5, 0x45780ea9866b5ef0, 0x86eca829f07ee2b7, 0x144f1749f654916f,
            0xd728776ecf41c372, 0xa0015f45d6db7711,
        ],
        [
            0x9345e1c04e859c70, 0x399344790a26e6f4, 0xc0c7c50e8cd31a8f, 0x18303ef10b641495,
            0x79bd98f2dbf5bb55, 0x3487ce4cfae1e5e9,
        ],
        [
            0x463f31ef21282771, 0xf7fd641aa7e29cd8, 0x80ff1446413e2703, 0x68e5971d5fc53e3a,
            0xb9fe9ac38516cf13, 0x47ac084b755c97cc,
        ],
        [
            0x68dd896b0350de7f, 0x2b33eed0fcf0f100, 0x5d83dff554d61ef4, 0x8310b4e130d3e6ba,
            0xf88f9532048b659f, 0x2d77d5bd05991d88,
        ],
        [
            0x07ee43686e157118, 0x63e99bf262261afb, 0xbc848d38f1da5e45, 0x23b4f54785c4c86b,
            0x6413689dd6508711, 0x08c7938ef6b2be23,
        ],
        [
            0x5718d84a4a15d8e7, 0xc777342cf94aa94b, 0xffbfa8f67ec86f07, 0xb1cdf18ba824bd8a,
            0x2fd00afa802348d8, 0x51897bfd57a98031,
        ],
        [
            0x7151ad1a3e80323a, 0x8afbf83a70989e01, 0x756d15f46176720d, 0x1497ea1d588d812a,
            0xa5b86472a0fb46f6, 0xefbb6e4fdd6dc730,
        ],
        [
            0x5a88cdfe76e3aeb5, 0xf365e54a1c3052df, 0x52cb0b3c4409e0c2, 0x7df33cf92cbacfe3,
            0xa6d0ac52b52dd7fe, 0xdd5126928c570066,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0xb6eb71930c5d8f50, 0x1c245c02b904b596, 0x04bc1f71951f7513, 0xa4d0916ebe34803d,
            0x8bec948a8c21962a, 0x150096e7fd69f8d0,
        ],
        [
            0x32d53393a8a36790, 0x79a98650db801dc7, 0xc0851e20f0011878, 0x4e5eae77fa3a3097,
            0xed444b8b06c991ac, 0xa5ae1f0695768996,
        ],
        [
            0x3869ab420acbc1f9, 0x3d97555ab67d501b, 0xb862ed02544ac44e, 0xcd5acfc50581a1ec,
            0x6c37f03628fbb82d, 0x9a9642d4c8f51c77,
        ],
        [
            0x78e0cffb8ee49f58, 0x1664450cb2efd6f3, 0x98502ff0e116c2b3, 0x92056a702400754c,
            0x237d7dfc62b864b5, 0xa12d3180288491d0,
        ],
        [
            0xedc1be6f8eef0da6, 0x17ac7e43a70bb552, 0x124209bd29b1e39a, 0x14338b4967ab9de1,
            0x8f259dacb5173aaa, 0xd805927fd1319fb0,
        ],
        [
            0x8f360ba056d6df9e, 0x708748c8153450c4, 0xfc37594434bda551, 0xb92a24fabe85b10f,
            0xe77fc718c18156aa, 0xc4cfc764f88e549c,
        ],
        [
            0x7d7b53baaf2e6f03, 0x975e8dd4eae1ecec, 0x2377d1ff3bcc9671, 0x930a6cbde11d9840,
            0x02ee3adebbcb6a8b, 0xaf1edd09a71d7a5a,
        ],
        [
            0x94ccee34bfe7d0fe, 0x8aeb7640ef999054, 0xf357f34aec46f6c0, 0x04cc78e215141fce,
            0xdc220529d0bdd150, 0x3de0e1ce967f9ac7,
        ],
        [
            0xe4cb8e8e8ed9e000, 0x75dbf6f0faae2426, 0x3422c1f77116eca1, 0x2d8af19d5ae8ac17,
            0xf2dec680b7613e89, 0x94ed4befa25c7cfc,
        ],
        [
            0x74549fd515f129d3, 0x54a198f606ae2c16, 0x510a85d1c29c523d, 0x70b0809a0f79cdab,
            0x3b08ab965bd1b0ae, 0x6483dc949e9bc90a,
        ],
        [
            0x54875a586e4cf9c0, 0x229f93c05236bfe0, 0x0d22d1ee46648079, 0xde24135118316092,
            0x9917e5e33593ff77, 0x2d8467a4eaa57dba,
        ],
        [
            0x441f957dcd012201, 0x3fad6de9c8eef558, 0xe66d6393d206f751, 0xe1a94f3e98df5aa4,
            0x37899750fe623a2d, 0x9bb6d7eed4907a46,
        ],
        [
            0xb9af519b1b6c6840, 0xc735782df15ef480, 0x94d6f7e3150c4c08, 0xd5cded5cdcd53d01,
            0xd5ade7009f06adb2, 0x41e3ef08ca43e256,
        ],
        [
            0x2f835b3916454d8c, 0x41db0cb01dcbe62c, 0x46cd4ca2fe5c171f, 0xc4cecac17f9b0d08,
            0xabaf420936aa0fa1, 0xfe21879277ed9724,
        ],
        [
            0x3667f5c1788563fc, 0xe2c4dd471e795ca6, 0x943f14497794457b, 0x8677a7161dd70035,
            0xf1e2940f24e530dd, 0xd9103e9490107cc9,
        ],
        [
            0xadbef439f8049d70, 0xd259bca07fcd617d, 0x115095a0bb4b9f7e, 0xe809a84fc37ec132,
            0x3dcd955dda2d243b, 0xc63bfece7b94e440,
        ],
        [
            0xda50f46dc7e804e6, 0xeb454ccae8ec4f58, 0xeee8e542b2be8fde, 0x59e56897b5477d6a,
            0xc8e2343870d380e6, 0x30d741d936b99623,
        ],
        [
            0x0802f7d4cb615f6b, 0x3171fd846c02f0f6, 0x613fc1501f00cba8, 0x400f45c794d9637c,
            0xb6302505decc7eb0, 0xd3a401a3f2c196fb,
        ],
        [
            0xdba843dc74810602, 0x918d2c25690cf55f, 0x50c6b3ac1370e24a, 0xeb0b8a6a2d480786,
            0xe7ac5464cd8275c3, 0x8da9e77ee8473a92,
        ],
        [
            0x51539d0b5f021aaa, 0x0d4d4d9c343d3b93, 0xbd31eadc5eb97ba2, 0x8dbe26c382a12536,
            0x6a30d8afe3609799, 0x8928c71d2b0b2354,
        ],
        [
            0x94abf0c052620dfb, 0x093cd91b8703c877, 0xf9b071fa4866937e, 0x3939ccce8d3bd37a,
            0x1a347d394635954c, 0xff2fb329bceb9e2e,
        ],
        [
            0x33b3fdf0fad49c59, 0x50e0760ebe36803f, 0x10ef796ac78e120f, 0x5df3c16df44a7d17,
            0x9cf000eed6908284, 0xde6e5ae2ef85c1bf,
        ],
        [
            0x94544f75f6b61826, 0xd67f21b31457b035, 0xb1db8f1ba420232e, 0x7204c8d8eb288392,
            0x035ba0a2b17beff1, 0x46da7024ccc6491e,
        ],
        [
            0xf164cfe11ce50c10, 0x30f8b1e6769e3c85, 0xc95eeec70800656c, 0x2cb0f7ed7660edaa,
            0x086816e2159839b9, 0xe3c940dff9ec68c0,
        ],
        [
            0x38836c0111c091ff, 0x8f43fa6868f467a9, 0xb78b930f8d74c07d, 0x32db750692e5ac11,
            0xf527212f9b4e5e2b, 0xafd1932bb487522c,
        ],
        [
            0x7d020a0dd9728731, 0xa3c6f318855879c0, 0x6a11aa0df55fd1fd, 0xd030261728a994e8,
            0x560c31a6645fc995, 0x1ebf3a740044a1e2,
        ],
        [
            0xa6f749413862a911, 0xd1ff3fae311f927c, 0xbe7c81e4795ddddf, 0x128aed13e528a13a,
            0x6c11d250b7d22baa, 0x3f5315faf55fa27b,
        ],
        [
            0x9643c96705779a62, 0xbe9e660d021e7abb, 0x9516b3ba4081a481, 0x4c3c0fd836ced0ac,
            0x70be637b10ec010c, 0x3b4d497e39c0e698,
        ],
        [
            0x1b8c37008bb301d9, 0xacf0e95c1cc77706, 0xe2a037a3dfe19f33, 0x4e2e2225bfbe589b,
            0xc108a67971f53ab3, 0x7e0e45abb422ca7b,
        ],
        [
            0x98dee4e072dc0097, 0x4bac4bd2c19b1c2b, 0x5fb9c7656c3fdd8a, 0xf990aec60368f97b,
            0xa32400e5303f1638, 0xee71699c9b5e20a5,
        ],
        [
            0xc78c641c1543030e, 0x1f8652555cdceb95, 0x3003db61b85dbd1c, 0x188f717f22a2aab6,
            0x52c1719f2cc2a953, 0xc974994864d816e5,
        ],
        [
            0x5d680ef702fba1bc, 0xa319aac75b4f5f8b, 0xba208f9c55b8194f, 0xd81efac9904f8006,
            0x53f2d25bcf299965, 0x57b5490eff2c9397,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x9aad3f67a6777fa3, 0xf911438a4b65c210, 0xc1ab67999885880f, 0x0a8af96ee55dfbe6,
            0xbc8a1557f6f92495, 0x947abd1d497b3afe,
        ],
        [
            0x5ca7c1558d8eddcf, 0x23f6d5f8585965af, 0x5a4a278f9158d178, 0xfa601465e7081da5,
            0xd03975b79ea0b535, 0x6d19ecde6702ec0e,
        ],
        [
            0x9e5286ac13dfe9f6, 0x95a47f83f9b3b5b3, 0x8a9c952327ef641e, 0xe2cb360100b70adf,
            0x57fb8b306e7c98ee, 0x42d3a2f9a9caccc9,
        ],
        [
            0x143198509d36c05b, 0x3c2072c072ac06d7, 0x8f55220b94ab8df9, 0x99f2bafda6977ddc,
            0x719d3aa1bb93ca10, 0x0b3813b564a648f2,
        ],
        [
            0xe3d0aec99e7021d1, 0x327942f767c989a8, 0x75ebbafd778d6b0c, 0x04f8316b98fe36b6,
            0x20ead480f936b213, 0x760968d3dacd29e0,
        ],
        [
            0xb3e8785fdebd1cb7, 0x07eeab57d1738d7d, 0xb206075d08af3ef8, 0xc17a646183232db8,
            0x8b3fa67cdc6bddba, 0x75857479569cf59a,
        ],
        [
            0x48aeea2d9a6431cd, 0x554701e2fd29ebab, 0x342dafbdb6f40168, 0xe5cacec1665d2bb2,
            0xab485ded9ebb3ab8, 0x32120468980a438e,
        ],
        [
            0x0f685c4e62ecdb81, 0x842b7059fa3cdb82, 0xa301e58f619c7613, 0x9cd5e6b8432b8b11,
            0x003ed0ca1bb29db8, 0x2e8fb6a0468a554e,
        ],
        [
            0x7bae5d5694a01878, 0x548fe3e3c7b51f5b, 0x825eedb1b7902581, 0xc1144204c475d693,
            0x2e21c779386d2c51, 0xd1097da9ba844e08,
        ],
        [
            0x263f52e3315258be, 0x8fd7d71f63bf4e48, 0xc4bb788dcab596ec, 0x055818a6100591b7,
            0xc29f97f63c617a44, 0xa735bcaaa1f9ee5b,
        ],
        [
            0x6066a759070e93da, 0xc2428313c8abbe9e, 0xabd08bf06f10870e, 0x88a792e2b57f2661,
            0x043ef36c150950ff, 0xa2d83a378e8e172c,
        ],
        [
            0x873937a8b9d22c6a, 0x1dfdd35df92bd5c2, 0x38ade2a930e8f77e, 0xccab87a80ac642ed,
            0xb549acb68793d64f, 0x002d3c30cc32e0f7,
        ],
        [
            0x1f41b328ad2f866d, 0xd8a681899507f219, 0xcc370367d9247821, 0xa7cd2aed9ff56964,
            0x385f75b44e525c3c, 0x939f17cf595ffd37,
        ],
        [
            0xad340c0e2b074c81, 0x1887fac141e50d74, 0xb313d96ce5bbe436, 0x8ff7b643e14ab4f1,
            0xea7fea39fc900b89, 0x529df7a5f2ed4257,
        ],
        [
            0x32e02690e37486e9, 0xb5962a3cb71bd29e, 0xd0be3caff679622d, 0xe3df1923118db833,
            0x97d9555c2814a06c, 0x13946b4c93f966af,
        ],
        [
            0xde6d3e60bdbd1c0d, 0x10aafc509b7f25c9, 0xf2fde74310791ff5, 0x9739c2a32591ee41,
            0x16dc45920366ccb2, 0x5f5096e620335783,
        ],
        [
            0x08cb12319d3bd727, 0x13d5c23cc2b15426, 0x99ede2c9999182fb, 0xfbd0f769e4f7fa56,
            0x3d96327e1dd8394b, 0x72a86b882ea25174,
        ],
        [
            0x4bab50ba1f1bd50c, 0xf0a5abc21364566f, 0xb67b16f1315effc7, 0x271215a629b972da,
            0x68f7cc7626b57605, 0x2172fc3891620607,
        ],
        [
            0xd80567939e847da3, 0xdfc0c168fbddc094, 0x718504f4b6a45238, 0xd01529c5cbb5a7a1,
            0xa4d33489070ae1e3, 0xb5cd989e67daa313,
        ],
        [
            0x5dd0d2afcad52787, 0x5a678e0912648317, 0xb37d09efbacf0595, 0x756b3e1945f61086,
            0x9e3b4d9fc9f52380, 0x5662b6e702feb84c,
        ],
        [
            0x8983a536d6da3cd5, 0x0abb8ef3beff0fee, 0x9943680050595e13, 0xf868d5b83213d3d1,
            0x8dfc5e76c8edbed6, 0xf208ba0f0e4cb7a9,
        ],
        [
            0xc8e405e680b32644, 0xbd4074742e7f4019, 0xf2fd51445b452856, 0x2c45042548b74def,
            0xc254a870d1b3c309, 0x8fe0411a4677acce,
        ],
        [
            0x49c531b12f8463e8, 0x388e8c98cf4f0fcf, 0x7e97d4caa9dcf8b3, 0x90fae134752d82b8,
            0x8568b4c0a367fb4e, 0x0b7fba0dd5ebb8e0,
        ],
        [
            0xe3b793dec56a7405, 0x0512be58a08d5c3b, 0xfcddc1beb8c432b1, 0x9dc36213e4e2083e,
            0x71dc14238d5f97f6, 0x280faff5e2c6fd34,
        ],
        [
            0x002b2cbf06a5ecc5, 0x1d80113f92fcc3c6, 0x4ec403c622c675ca, 0xf030eea34f2f47ef,
            0x43f6dd8de9ade82e, 0xb69259e2a8f86cce,
        ],
        [
            0x501b50df6cada791, 0x2af0cf5e4661ef4a, 0x3b3499e17402e61d, 0x59466e0a6e8404a9,
            0x937061b68ada58d5, 0x4359922175256876,
        ],
        [
            0x6c4dff092973501b, 0x2e9cea565476d60e, 0xdd3f299265a71464, 0xa4728b0a1e859dcd,
            0xbdd0b7215a5d40f2, 0x4af4b072cdd6b418,
        ],
        [
            0xfba3d6056bb2f252, 0x4ff952d396f91b07, 0xc6dd4bafe3ac300b, 0x40d1207374b1ed75,
            0x3cca6077c77afb36, 0x3a4bb8761b54fcf1,
        ],
        [
            0xd3e7d45518334573, 0x472fff86ff8397d0, 0x98e840997a70b51e, 0x88ad1c97b3ea1140,
            0x7fa172f128276062, 0xe96303a0023992d5,
        ],
        [
            0xc5ad2d547b411adc, 0xbd298666be5ee80a, 0x71e47d143bf10503, 0xd88656e19c5e4dbd,
            0x04e9f94e857412de, 0x01c91fceb84e8d34,
        ],
        [
            0x7dca83705cde7a4c, 0x2f34b986eebda73c, 0xd5b6ec921c64439c, 0x2829e91a196a5e38,
            0x26215c1aed8a0da4, 0x11d6525bcb760be8,
        ],
        [
            0xe1fbf71ecdbdc149, 0xc80b7c16c23ff89f, 0x50e9ad8e80759012, 0xca29b2b5b2ed7f6f,
            0x2a60bdb94fa79185, 0x89860cb4fa5470a4,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x333294bfd8e6f7f7, 0x8d572c7c2d4d87c2, 0x044a87d6e9fab3a5, 0xf163bd16ca6efaa2,
            0x01d5af79fc02933e, 0xe7183dee3fc6f293,
        ],
        [
            0x6bf266b324efffef, 0x3e3f4ecfa501d1f3, 0x3ad45bddac9c265f, 0x450f08f436492211,
            0xd52de291ddeda6ee, 0x1c867c6fc02931de,
        ],
        [
            0x7a74b710262da536, 0xf6cbd191d5aee83f, 0x72bc792ca1e7f047, 0xab67c0ac6a762f86,
            0xe0947ae88e6dcccd, 0xb382ff752709e9e2,
        ],
        [
            0x56756ea8c55e14cd, 0x9919b05fcc8deb42, 0x028e539b4ad4e2cf, 0x97a68a69ccea5098,
            0xd76d10f1d57a0e09, 0xdf3c910afd7094a0,
        ],
        [
            0xbcc0e2409233517c, 0x93fe220219a5c832, 0xc70368c7b6785769, 0x83962f7fea1cc902,
            0x86cd12df141859bd, 0xc001cde3ffd306e2,
        ],
        [
            0x01f734302e1fbd63, 0xa08d9cfaf5066839, 0x0262e01553a67525, 0x91fda70958a65dc5,
            0x186fa1418dd2af4d, 0xfec6b7564a11c04f,
        ],
        [
            0xf331ddc9529a4162, 0x78e7acbd80c30962, 0x9cf92578c7959114, 0x2b75fb635e3cfdf0,
            0x90dd295cccce0a9e, 0xcd3d5caec166348e,
        ],
        [
            0x2bb6da57cd7ca7be, 0x431b6902781b7b3a, 0xabbdf27deb2adabd, 0xb7ba316d7d55c5d1,
            0x746e9bc7733ff9ba, 0x0afccf52d95aeaeb,
        ],
        [
            0x8392744d60eb0509, 0xa7297a56e4083584, 0xd92a2038a04fc51f, 0xb77cca9dd40ae3a9,
            0x202e1e53bef44921, 0x3426ca138f4ad009,
        ],
        [
            0x72aa37aa6da12542, 0x0be5a5a196a9b49a, 0xa8b786ac567146dd, 0xa9e8adda44d67a82,
            0x71ef1ce7c1fdf5fe, 0x71f6070ff91eb3e0,
        ],
        [
            0xcf6fed61dcfa5954, 0xa96925d70040c54f, 0x679b3df3786a482a, 0x4cbcdbcd936fbc50,
            0xaae77aac3f0f54db, 0xa319e6c8c9b4a4a5,
        ],
        [
            0x1e5d167685d8d32c, 0xf4142a37a9c8a1ef, 0x76b41b4b3cd27fd9, 0xa18b5292c8321421,
            0x265a6d736e9acb54, 0x5ffff71c4287c8bf,
        ],
        [
            0xad6c0aa1919f6faa, 0xe264571732dab2b6, 0xaf9bc4ef9879ca4c, 0x64643c621df217d8,
            0x394713ac8be8515a, 0xdd11c2f0c18532f8,
        ],
        [
            0x126d2ac6801ab2dd, 0x106ea01c095ccbac, 0xaa0d50929a63dd89, 0xb8935341809bb3bf,
            0xc5a335682ed0fa2c, 0xacac11655987a59c,
        ],
        [
            0xfc7300a2ebed6ce4, 0xfae818ee5a672c9d, 0x158230effb016c93, 0x759f98d01ae005f2,
            0x407d3fd53af88450, 0x045e1dae8cb1dd97,
        ],
        [
            0xab8eac9f6470ab57, 0x575da7c2db4bc046, 0x1cd4eca7c3bf805f, 0x9473b64177b7090d,
            0x033af8cbab2d8df1, 0x6b21afa068b3ebdb,
        ],
        [
            0x428801351b03adac, 0xd3796b27ca452ef0, 0x4a9aed9e011fea00, 0x6a20bd492bd5ca18,
            0xfa2c267b3f06ab6b, 0xcbe5ce13f76e381a,
        ],
        [
            0xa2278e12db98186e, 0x0133896645a6f1dd, 0x6e7e06255afa2ae3, 0xc96b6a622e404033,
            0x56ec2bd31891e295, 0x5ee8a0e2387f1f84,
        ],
        [
            0x78114928671bc6e3, 0xecc76d179e9bda8d, 0x6250f6de14037db1, 0x4fdf7a09c39af79d,
            0x59853cf1ce2d3257, 0xa13eb3666764a40e,
        ],
        [
            0x5729130e0ff6fa03, 0x110d1acf503538b6, 0x58119e5d398c26b2, 0x6d6d5760b5503ec3,
            0x1e7b0018792990ad, 0xf15b3d26480705f9,
        ],
        [
            0x8ea5baa74082a1e0, 0x5f2ca4a2694b53f7, 0x844821beb3f434ac, 0x9279c12efdae93dc,
            0xf82d5b515ee20e47, 0x810b9d5a4ac7c726,
        ],
        [
            0xb33b1ec35a346839, 0xbc2b84362f398729, 0x3da597408161fe27, 0x30a7c90a6d3dc2f3,
            0x15796c9199fe3355, 0x403ddc273f6c627f,
        ],
        [
            0xda9c64d60a6a85cc, 0xdf781c10a3259f31, 0x1be6803a38898fb8, 0x57ad8bd0ff526b11,
            0x690b7ac0f4573c52, 0x20c0e1a59fba8aae,
        ],
        [
            0xd77f12a857c7ea47, 0xa9be225dbd0361e9, 0xa5c10e855f787fed, 0x2c5a8b5313d01e0c,
            0x9f0d2e51d5928b5a, 0x76d02047f7abc69e,
        ],
        [
            0x62c18bd37be4320d, 0xee29d3c33955fa45, 0xbd8aa90425fb047d, 0xc9ce6eabe19788b9,
            0x3241d49140065912, 0x6735710f1f7bf1d0,
        ],
        [
            0xe3416ee16a4171cd, 0x7537dbf73d47c1a4, 0x642c3eef9a193937, 0x923cef654c029a40,
            0x8ee1bacf8ea3924e, 0x225654c5674ac661,
        ],
        [
            0x4f59d566f199d111, 0x1ad99fb397cd9b94, 0x33bfb6398dafb3d4, 0xc3919f76779527d4,
            0x11fe5c4af3ce3f0b, 0xef8e5d6466833397,
        ],
        [
            0xf834cfd8289b6dac, 0x746c9bf1ff1468d7, 0x412c6d8452d6cd7f, 0x3ed0861a1cca378b,
            0x3fb0099df1e158bf, 0x01a3eb3d92cab145,
        ],
        [
            0xb40197dda3f46e4f, 0x8dc2e0e967c4554d, 0x89d63312745a79b3, 0x164c849663ef29d4,
            0xd22e32843f27675f, 0x35ad778574d38ac8,
        ],
        [
            0xca08e19fd143611f, 0xd3f83df8ea7dc302, 0xc58055239971ab4d, 0x9564f9ef0d268767,
            0x3d6df38db8d58d9e, 0xd62cccc96df20137,
        ],
        [
            0x5733561dfa60339f, 0xeda35eda8e7ad666, 0x944ecbb79c9c94d5, 0xe9a58e448ecf9cc4,
            0x66dcaabb6c94c20f, 0xab7c454a55a01a6d,
        ],
        [
            0x0ee363c743c0c3b7, 0x78d03db43ef1d5db, 0x50f0882201c3fa3f, 0xedd05f2ccabb4895,
            0x6ddf7fab45651680, 0x82e4b336703f5645,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x854e4a187996bf80, 0x987aa8774362c82b, 0x87923b857d45ef5b, 0x4d8c7c5dc51af18f,
            0x4bc4a696cf05ccd9, 0x50831b247760ec1f,
        ],
        [
            0xcfb0b855047b2664, 0x40bf20aef4d79286, 0xa3ea96e2d605bf98, 0x9d7d9cc39c906678,
            0x88693fa4d87accf5, 0x8a64163cbac5c3a3,
        ],
        [
            0x6850bdd9882ac7bf, 0xadae2ee5da9d6219, 0x2a852c63be937d6c, 0xbf98c46d7f138123,
            0x1125e2a8cddfb1b3, 0x53418f4513b10568,
        ],
        [
            0x4c809f70b325c960, 0x5f66e4079b56331e, 0x6bf88b97ac45469f, 0x3c1790aa5cb03cf8,
            0xaa7f2ae9327c6224, 0x83d52c5dd6146193,
        ],
        [
            0x867f3e948d703adf, 0x87e77880b3b1f4a6, 0xd300108a4399d079, 0x4380a1a520ec1ecf,
            0xfa06c34ab9fb35d7, 0xef8352056574b4ad,
        ],
        [
            0x4a2e2aa3d106ef6d, 0x61d9241e69c9319f, 0x1f4797cae2a26fd1, 0xc969ab826a5510b6,
            0x9e8e3bfaa6ee2db0, 0x2abe5ad8afeb65c3,
        ],
        [
            0x983b374082849630, 0x2eb93b91cb069c1b, 0x8089c6f98b5aa944, 0x0c4c62e537785d81,
            0x597a5167200b5d2b, 0xf392d3a354d0ce6c,
        ],
        [
            0x330315643518e143, 0xcd2a4a447d7ba6cb, 0x09daa2048fbcf11f, 0x86739d8c0c40eca7,
            0xfafb5774e5f15c37, 0x87a037689050ce46,
        ],
        [
            0x450dba0d46d4e6e5, 0x68ada7b6aecf764c, 0x9e9888bcfb04788f, 0xd3de30dc226ab47c,
            0xa3d68625eb82d761, 0xcd656ec2a27bb883,
        ],
        [
            0x35efc9113acb0647, 0x5ce86d4b18bbb5cc, 0xb81f1d6f63f922dc, 0x766a83819a379017,
            0x5c85490bd4d91471, 0x6b2d833819dfec27,
        ],
        [
            0xe9bdd8f34df5266f, 0x0b072f1f6355fedc, 0x262d6bbbfc0c5de6, 0xa53e9e6c0534eb88,
            0x29ba8c96eecf555e, 0x930a47c227fa4cef,
        ],
        [
            0xc38fb34cc32cdde9, 0x80b38c36449c65c9, 0x82c73728f8e74422, 0x1d9986d3cf0d491d,
            0xb17c0582a19e1bb5, 0xdb585940dbb41b7c,
        ],
        [
            0xe2d16b025e698ac8, 0xd9995634b2004223, 0x281bce9c338c1192, 0x8e9382795aa18fb3,
            0xec504a449241c0f9, 0xe88e1d16168a888a,
        ],
        [
            0x331338c1ac2acf49, 0xc502d7856c82c131, 0x260094a9493f69a8, 0x0c1a016aa935fd7e,
            0x7c6e68073d936b29, 0xbe00385aec532fae,
        ],
        [
            0xfa61cbdb1490dc98, 0x6438968204773ad6, 0xdef050ad3c2af0dd, 0x5dfdf1c04b1d48fd,
            0x5fe38fe5555b2f85, 0x0796eeb91cf283c4,
        ],
        [
            0xedd9f054a442dcbc, 0xc9c61aec1ec105b5, 0xc113fc92dc9c2d7a, 0x7404c44d08e1786f,
            0xf08d09229c0018c7, 0x3121a1bf8211ee2a,
        ],
        [
            0x21b0831abfca1745, 0x3314025bae07af94, 0x8824eeb0165a0e87, 0xdb073d6a2ba11ec4,
            0xe30c78d05fc151c5, 0x621b0c8d568c437a,
        ],
        [
            0x047a707f523f552d, 0x97405de16972661f, 0xf9e3285e1bf834e8, 0x72e1cd1cfdd5fa79,
            0xbc07527b9cde8785, 0xc4c2c4ea4c726727,
        ],
        [
            0xce470d8f3148340b, 0xedd3b5996e8472a2, 0xa0b8c4af7179bb23, 0x393a7cbd65bbab38,
            0xfabf9d407f7fa440, 0x6985bf52b108e921,
        ],
        [
            0x3763679da6fc802f, 0xedec42a126864fb4, 0xab62f0a318e3864a, 0x49f30135fd0541ff,
            0xe8ea0c26b3b8eb92, 0xfea253d6b6861025,
        ],
        [
            0x8f6a823ddd14ffa6, 0x5b9f5ead07ae51e7, 0x0de01ada9710ac34, 0x2aae92cf0f8dbd28,
            0xf95e4e15af887ac0, 0x7f3891790ee114e6,
        ],
        [
            0xf219460d2c70482f, 0xf41f539fec0b7a6d, 0xc1ec9e48b369d721, 0x43563204b0adb507,
            0xf91b11bf6604dd58, 0xf5a1890181fa2d3a,
        ],
        [
            0x5d4e3cb82a277dca, 0xafe021d760848da4, 0x6070a4313905ffeb, 0xde3999abda87d0d0,
            0x73847c1f7c03f860, 0xfa968e82547eda4c,
        ],
        [
            0x6d13820b4df24b8d, 0xf703afe206cc665f, 0x578c3ba4d21589f4, 0x8048f2a22b587b55,
            0xac2272d1c62ca58e, 0xad315c0fb40f15aa,
        ],
        [
            0xc182560e4dfb5f85, 0xb2ea4488d73f13fe, 0x1b481de7fe262331, 0xe75fb1f5d170f99b,
            0x81ae94fa941d847f, 0x753e8ec2a52342a9,
        ],
        [
            0x2820a2825f487d60, 0xffb77fd47c1b7acd, 0xfd8d55789bea5b15, 0x0e40e5e618dcb9f9,
            0xb8018d1f8210ef1f, 0x83df9a0476d82cbc,
        ],
        [
            0xf84b99d37f30ce5f, 0x12dbc7475508d5a6, 0xe29312b30aa548fc, 0xe907312b3c00102f,
            0x159f31db3a16b2a4, 0xe9730b030afb01a3,
        ],
        [
            0x8cb0aebd14cdf574, 0xc8984e2b48d23e65, 0xf6af0a533fc7bc4b, 0x7487ea07bf6993fd,
            0x308c84a7ade68d47, 0xe8b57665c2c6a185,
        ],
        [
            0x59bcc79cf77ebe65, 0xf676ca326368f4aa, 0xb762a0b8a132cf73, 0x70feed52931be7dc,
            0xf3795f828ccdae5e, 0x88cedc7d119d5b3d,
        ],
        [
            0xcc8c395a06cdfe62, 0xe7e4df7b3c06b670, 0x4083e42e1fce32f5, 0x200426e9f5280aa4,
            0x0b939d556067fdf3, 0x0851e8854a07dd2e,
        ],
        [
            0x8d2aec47351f2a49, 0x59f55b32400b3556, 0x7d25cafda17ee7f6, 0xae1f8d02e03573fb,
            0x4dece8d2e9bec322, 0x2ae47e2d7de29780,
        ],
        [
            0x6b6b64a674c1064c, 0x9f821ded5b1e7b57, 0xf00b2d82b9161756, 0xf090e148ff9713b6,
            0xc3e094770a198642, 0xb76504ce9712ac88,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x720566990dd81268, 0xf7a98167a1a0d1ce, 0x8eb0322c42165379, 0xb58f57dd7aa1c0a5,
            0x0b7e8cc2b830d8d3, 0x89f9b030eecccca6,
        ],
        [
            0x58fc95fb5413f880, 0x4e0de73897144f93, 0x7b81262d58df2337, 0x6acadafe9f27ff03,
            0x4e5a9f66aefbdc88, 0x084cba254e51ec70,
        ],
        [
            0xd509ae14b4a07a8d, 0xc7ecee0848d73c3b, 0x845adb5eac7ddf16, 0x79e3c08f3d6d9ff9,
            0x8ea9b8be7b4c5ab0, 0x882e9313fc0503d9,
        ],
        [
            0x459d7cb8aa28bb84, 0x8396bcbb109240a9, 0x16979175eacb5212, 0x46362557c29a6d06,
            0xce3bef86a62b8079, 0x9387bec9818dadb7,
        ],
        [
            0x96ef56978f9ac470, 0x519a5cfa4313d3ff, 0x8b558bc1630fac39, 0x79ef4f00daa026ac,
            0x278b749c40d1c1cf, 0xc091cc6d09d470f7,
        ],
        [
            0x2707c74ac976f5ac, 0x6b87a2101aace4c0, 0x22817bdcb82e3e18, 0xe39ad34efbd7f039,
            0x9398feda0f112beb, 0x006db07c253aa1e2,
        ],
        [
            0xc2bda97cb2a90c95, 0x42030928a2720dda, 0xee0a3068acb205af, 0xef4a695330066ed9,
            0x6a7e4e072e7d7ff9, 0xc25941ccb5e4f78e,
        ],
        [
            0xedf4c081e5536e4f, 0xad54b251e7b48ff1, 0x7dc4774cbcf3e9b8, 0xedd97b539cd12f25,
            0x8eb0c7cc41f35aca, 0xe2b23d5f66145e5f,
        ],
        [
            0xdce962b444fe56a8, 0x7aa120cec4e34df7, 0x56fa9903ac3b71b1, 0x8d9213f579c3e6b9,
            0xa41504b57b91e59f, 0x775919f73191883e,
        ],
        [
            0xfe9a5f4274562dd2, 0x0a7bacd5d151efd3, 0x47467211fe5d3650, 0x32e06f8d56a2b3ca,
            0xbf10dd5232851303, 0xf5ef3576980a68ab,
        ],
        [
            0x476fde6266a71d00, 0x368e7759318de830, 0xf757d88fa7e41882, 0x8938b3036348c381,
            0xcf2ed262990b1e92, 0x06fd2d2f042da403,
        ],
        [
            0xe64c3d8cdf3040ce, 0x680de2a18991cb0b, 0xdb774fef41b799b7, 0x2a2159c5cc2f177a,
            0x7ddd1feb82b8f669, 0xeb5b3062895defc9,
        ],
        [
            0x1ea7d48e4c8faea2, 0xda23a78976b3e4b4, 0x56a9fcf2e3ab00f9, 0x125c16d692d81103,
            0x5e43911debbe1785, 0x4a90a7c03816c964,
        ],
        [
            0xd9679da366030374, 0x6857b144b3a93663, 0x0a59d729efb8ecfe, 0x8d34ba764de473f0,
            0x420f3a57a5775b85, 0x6cca7a35eac8be34,
        ],
        [
            0x80c228a4a1f27213, 0x2a0067b18465cd59, 0x0ad0f5584959bdd3, 0x0a492bcca77cbde8,
            0xfcf50c7c365af2e3, 0x2b0689f0a8a1403e,
        ],
        [
            0x15b007ffcbdf060c, 0x3b20e5636541f6f4, 0x920f9a3c0c56d3c6, 0xdd7b77d00d0028d3,
            0xcee00dda5192d915, 0xcd7902f781f6b3b6,
        ],
        [
            0xefddb6a4d838fa9b, 0x3b09a444f29111fa, 0xf1c8dae1c1c5e120, 0x85acd2017dc4ff80,
            0xd580e686e2d9af97, 0xda39321b608848a6,
        ],
        [
            0xf140d7fad59902d2, 0x86ff5ff17e25bec6, 0x888e329985caf3fe, 0xfb4d18ef0bb6865c,
            0x0f686e2b5da7ae79, 0x4ef580c9f5d96ad1,
        ],
        [
            0xc677a220023d5840, 0x1bc509c6291a9b90, 0xa807c37c3a0d5a89, 0x4263e5518e647cff,
            0x25006bf99a91cbb6, 0x8780e50342e83cb2,
        ],
        [
            0x5ee819dd9c961e96, 0x55e562ed4f3d3e8f, 0x48314b51c27d26ff, 0xf3fbf8c41c9cc7c9,
            0xc113c9bd06467d72, 0x944d52bd43b4565d,
        ],
        [
            0x82167341d7d2d14d, 0x1ef8f090f59a3249, 0x7a5c91d0b66d297b, 0xd01baf53fbded891,
            0x30f1afc969618a77, 0x0433da7379a84e0c,
        ],
        [
            0xadc351978ef1fb8b, 0x5e9d6778e5f11099, 0x0c4470f7db84d548, 0x631b3ad14e5c7309,
            0xcebf8d301d29b39e, 0xf0e988274cd4dc15,
        ],
        [
            0xea56e42ef5248aab, 0xc3acbe43bdd2543d, 0x09c962f0e0bd7a96, 0x519213f7ff70460e,
            0x128d6d8265c563aa, 0x425f8e9b670200df,
        ],
        [
            0xa41b4576af625951, 0x0c7b139633b2bf62, 0x844c8d0a508adf82, 0xeec3b88c6baf1efd,
            0x2322b9a455b29e86, 0x49fab680a0168ea0,
        ],
        [
            0x3abf3580499a8053, 0x63789d273becf0ea, 0x7e7d68c2a8f40e0e, 0xea10e1ef480ef19e,
            0x8f893620033e22bb, 0x1c8c4706d77a0633,
        ],
        [
            0x4180e32cb3a36bc1, 0x01f6ba6f0b1bd226, 0x5732c2c08076fbf8, 0x329081ca62afd5fb,
            0x2c2d03db6df127bd, 0x86f0a63ad3a06c85,
        ],
        [
            0x971a10595cc2c8ab, 0x8ee8cc24c351eb84, 0x7f1aef62b328566c, 0x6a2a145972964f7a,
            0x06f5bb91f9d3e8c2, 0x96d9fe27a1ebc326,
        ],
        [
            0xc961a8ccf027d065, 0x4fe4e2cc76f965e7, 0x716455ef5e8da57d, 0x688017621b23ffc7,
            0x9e132a9c2ac7e2c8, 0x9d24af551c3c02ae,
        ],
        [
            0x7795947d7d91187b, 0x3562511765774a2f, 0xfbbeae1fed596a28, 0x3a774f39f465032c,
            0xacdbe3b9f64b00a3, 0xead670459e930b7a,
        ],
        [
            0x69911a8097dfd349, 0x4a3b16f00f018ad8, 0xfbc5b0994cd6370e, 0x48cb23d30d32186e,
            0x8df6658b75d8685b, 0xa060d87b33ce290f,
        ],
        [
            0x5a59ce17a86a3e54, 0xe9f76b588503af01, 0xab16c44ef04f1fe5, 0xd708835863205d96,
            0xecbb51a8520c7d9d, 0x2cacf209918da33c,
        ],
        [
            0xec1419a2bb1c44f1, 0x7cbcf8fc40d93a1f, 0x55ffa4ffa4ecd575, 0x3aae0caea01a33eb,
            0x747db3b08c061d7e, 0x3ff34d269ccc1f4d,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0xcc2d26a5aa7c2b03, 0xa5efdb598ea240f4, 0xf8e73bf3f447f673, 0x26e64b22f885ffbc,
            0x79cf938f2fc3f649, 0xd20b40c8a51a3946,
        ],
        [
            0x6e0017a5d99de2d0, 0x37f0346fdd7a674e, 0xe840ee697f356e3d, 0xf122cd2717048b3b,
            0xe26535679b281b88, 0x0678bfb8b5b3bd66,
        ],
        [
            0xd46dc95f0b2fcbf3, 0x356d55e5227ed478, 0xf3993fc38b5ff010, 0x9dfb34326f0ee810,
            0x43d5b0e4f2523d76, 0xf9b7e4bdb090163d,
        ],
        [
            0x793d4469d5d13bb1, 0x88ebc2164bc45596, 0x9a77925cfa9c78ee, 0x073b6812236e3720,
            0x0dde6d5f21ce9fae, 0xc450746d4d7a237d,
        ],
        [
            0xa535368de708aeb8, 0x98d304e3aaffdace, 0xecdd4567ae7103f8, 0xe8035ca9809ca4eb,
            0x6103a901c728f4e4, 0x1a842a5ff56d3dab,
        ],
        [
            0x4ff44c56d8526d49, 0xd94673dbaae2bc89, 0x6afc0ab67a180cfe, 0xc0361794b4e33f53,
            0x9a594fcce186c933, 0xd327d647feb970fc,
        ],
        [
            0x8fb65cd075bfb1f3, 0xcfffa737ce013791, 0x1a2e8ab0d2629779, 0x49f0febcfe7b00ba,
            0x793d8ba2081cc860, 0xfd4286d3c0c76dcf,
        ],
        [
            0x024b0779aeedfecc, 0x9459da1f707ee92e, 0xef80170af5a88577, 0x04a6aee6ecfe2150,
            0x6eeb2ad2cb82fcb0, 0xccb1d4eb4e2a8957,
        ],
        [
            0x7a174c840e8c97ff, 0x66ddcc746a10af33, 0x49bfecea680c6c7c, 0xa3deea0c774e2a88,
            0x6cf65a25d012a8e1, 0x84e797694420ccdc,
        ],
        [
            0x5f1559b137e81d89, 0x975b47b0a50135c2, 0xba9c3c2c39df4722, 0xd6dfde5e718283a6,
            0xc625940040a6f864, 0x2ed9ae8d4dfd6804,
        ],
        [
            0x6eba67d7e2a7bb03, 0xa7b16b64a6055c53, 0xa13fcd195b0666b2, 0xe191b3c71673c486,
            0xd065acc9d82ed252, 0x796039626a35b99e,
        ],
        [
            0x7dbd911af2c79390, 0xb32e0cb5e0ea2a9e, 0xa291ac2526bb07bd, 0x6a0d644e5e83a3f7,
            0xe0e9f99ec8ab5a60, 0xca8f2eb71db95be7,
        ],
        [
            0x3851b423e75f2e83, 0x22ecea4afadffd18, 0xd83ee451cf01bd90, 0x3f5ce1145e038ead,
            0x5350816c646b28e1, 0xa1190ea01435cdd0,
        ],
        [
            0x2325f09bca239c58, 0x0c2dd144eb5160c7, 0xf162ee54de6f7fd2, 0x71976d49983dab29,
            0xca996a84aa8f008a, 0xb7669acc060f4ddb,
        ],
        [
            0x1324aeecb6a19db8, 0x9c0f64f9cb09af90, 0xe5cddae522b74500, 0x2e76bebf3a45a664,
            0xb53a9c998162edb0, 0x0f5ee2a7365944d2,
        ],
        [
            0x1c9cb582a153d1f5, 0xb18ea8086c22be73, 0x5fde76f173dc0a22, 0x30415ce1f76f9967,
            0x692507fff6c2e382, 0x14473502a7346e17,
        ],
        [
            0x8330ca3865f52052, 0xa680a6e85c5fa49d, 0x61e33f29b98c7878, 0x5de1b44322ec6b01,
            0xd2caa92f301c5ce4, 0xf4e445e59bafd245,
        ],
        [
            0x237f36f42e67ff75, 0x8ba55877569fd03c, 0x98c03eadef18004f, 0x6a350f4af7ec3f7a,
            0x879883501530051c, 0xb0163482cf618fbf,
        ],
        [
            0x7c821f7b1c179c14, 0x7d04cc5733a5cc58, 0xf74efe30644181af, 0x63590c5797fa2f72,
            0x90c662748f921dbe, 0x17accf4eae969a37,
        ],
        [
            0x81e88dfef90f12c8, 0x57ffb0a86f790cb2, 0x744e9b66c57be525, 0xc79c21ee57526311,
            0x8141c7a6bfa2bdfd, 0x50be5eebe129d9d3,
        ],
        [
            0xae33b9292208c201, 0x87c5889d58e40b98, 0xfb1bf0b0285698b9, 0xb99a5c1a6d66bf47,
            0x9b3f499f83b0056b, 0x1b323e028b68c505,
        ],
        [
            0x49eeb66d05830458, 0x74dd2e3c1eec5d44, 0x4dc5a60224c398fe, 0x91bd4896c0851414,
            0x3bed761635e3ee3b, 0xd6a162c472fb5868,
        ],
        [
            0x008e0aac0327205d, 0x4a07058bdc894156, 0xbc8a7b54f36b0290, 0x6262aed7468c7f01,
            0xd8a1ee2c3952af05, 0x06c7ff3fdb9b6cc7,
        ],
        [
            0x877b38b2d4988e7c, 0xab4a8dd1d79bd578, 0xcea169ff9071b715, 0x5c4072684082122d,
            0xa8777fe163f3c96c, 0xd78ce9a181949bfc,
        ],
        [
            0xaa6618fcba07a529, 0xd4102ce193d7ff6e, 0x809b832b4d03572b, 0xf02315a24b302fd0,
            0x86ffa94bab9c7084, 0x98b79f5f3d6fb750,
        ],
        [
            0x6801d4865491bf36, 0x2f317148c9e0e7d3, 0x07fc7062ad618646, 0x7c8179147e7f24da,
            0xeb739d565aa4464a, 0x6aba7165373aab0d,
        ],
        [
            0xd59902da00b1b065, 0x4768da6c28c406aa, 0xfe70b87bf90feef4, 0x45019dddf037560e,
            0xd49b32ebbc4a9444, 0x406614c712565373,
        ],
        [
            0x22622de570783da2, 0x36746843385cba70, 0x90a2e35c78729ea6, 0xca9af00605bf1fbb,
            0x631d7eca6a8c8f51, 0x0240012a765849bf,
        ],
        [
            0xf1f45c8e358e7366, 0xd563467cca0013a1, 0xb195e769af8b7e06, 0x6cdd84230f42c688,
            0xe2ddf0b14cb3bed9, 0x3fb911f99c6ea63a,
        ],
        [
            0xc5cd6c57bb53761e, 0x42da582258bb2368, 0x258ba102c436ff28, 0xa79efa9998ee4883,
            0xdec951ec4fc024ca, 0x4b9c131de7e704ff,
        ],
        [
            0xaa07136718558b5b, 0x248822addb328600, 0xb1a85e1a13b8f82f, 0xbf2cd01214819a16,
            0x86a31e4641ed6b78, 0x123926083cd8eacd,
        ],
        [
            0xc74225ca8d2be095, 0x2aa054c141ea4c3a, 0x1e64ba2d0e51ae22, 0xae440077b0a89cb1,
            0xfa1681878f2344ec, 0xf4fe23fa988ec4e3,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0xb17b83f2ddf64a97, 0x620ffeedb7bef219, 0xeb7c10329b58df7b, 0x0d8e8c4e2989f0b5,
            0x67dece593b5ed862, 0xfff6bcd5cce6e4b6,
        ],
        [
            0xc2fdaac2f1b43c83, 0xef4caa1ac250b3eb, 0xa27e0f76a7ef0edc, 0x59c97b09cd6fcc1a,
            0xedfdb9d5058537ed, 0x53722fafd023a566,
        ],
        [
            0x99d7d358ea05b108, 0x25fa0dd0de58fddc, 0x6a0903af6af0f3cf, 0x0e2e4fa0f1d45fe8,
            0x5a4ff53011ac8f6e, 0xdcb6ff7965e98011,
        ],
        [
            0x7e3c2739302c8b4e, 0x9c99f77315954fae, 0x2796acc2e0bc11f8, 0x742fbe6ed5084e93,
            0x368f390b0cfddb37, 0x7efe916a70f6ba5a,
        ],
        [
            0xbdf1c7f2cc2b5547, 0xda8da4ee62de59b4, 0x24a2b6366bafdf1a, 0x57b3397451c1a436,
            0x3cd8b68aec326ba4, 0xaedfd3a0606d483c,
        ],
        [
            0xf6dc4e98079da46e, 0x04d8010c25f828f9, 0xa9610689a0034071, 0x02aee70fc98720f0,
            0x398225bc4aaa2b5f, 0xf7e363fa140e7656,
        ],
        [
            0x6a27a9370baa8cc4, 0xdc64717306ab9947, 0x93bbd2367d4f64bf, 0xde3632139fdb6c1b,
            0x912351c065a2d776, 0xaa79563ed71ca533,
        ],
        [
            0xa1e06731ad6b6b49, 0x2523167797c0cf03, 0x66d2846b807ad006, 0xd0581ba1c217b952,
            0x5e2710f688fa3c1a, 0x42259594e2bfa518,
        ],
        [
            0x5aa590109e086226, 0xb153b9becdbaa343, 0xc2c3448a04f5c89a, 0x2fff6394b78f4bd1,
            0x91c018e6102072af, 0x6c2b187749da555e,
        ],
        [
            0xa6eac6ad03202e75, 0x897d0816769541a7, 0x69b4c9beddd67fb5, 0xccf9d9bbf78fa55a,
            0x71d25e935c142271, 0x51e4ac7e19648d45,
        ],
        [
            0xc1e505b4551ae431, 0x78f6b4207eee7ce2, 0x310f345a2cc8ab58, 0x987de758ad3cddd9,
            0x50f4866c97cb08e9, 0x928a96aec728d829,
        ],
        [
            0x1aeb7962b60f0a54, 0xb7db0f86ae65f67f, 0x613415f167fbb689, 0xb46fc0b7ae9ed9f6,
            0xc63cc73a10c01788, 0x1462d88218102ba3,
        ],
        [
            0xe86131355cd913d1, 0x657c792612808fff, 0xe22cd821223d4e12, 0x4381f296411916c7,
            0x08fe48c202773f58, 0xd9e016c7ceb6a0fc,
        ],
        [
            0x0cb05e9641e0396b, 0x0068de899eaa05c9, 0x33c7ce1897293e5d, 0x92a39d8832c7b85f,
            0x1f345bd8fd089518, 0x4e0e87de1b1237cc,
        ],
        [
            0xd444d945ab997cd6, 0x1a03e0fd2cfa3a18, 0x0e5455e3af9a5ff5, 0x3a27fcf7cb536035,
            0xc00801c62e0a4691, 0xe2732bc82463e167,
        ],
        [
            0xce01eb42966fa680, 0xda359fa02eacbd34, 0xd93af9b205f6511c, 0x34e7a555bb419bf9,
            0xcd51acc840bfb040, 0xfffe73b0111a4548,
        ],
        [
            0x062bd72e421f64a4, 0x676a951823d6133b, 0x32eb1193db4e81a5, 0x83bfd36b2cac2ab8,
            0x70f75a80b654190d, 0xfefed990611cda23,
        ],
        [
            0x5965f58f541f0a5d, 0x292a0e9490438335, 0x945a4644f4273187, 0x7841f36d8422505f,
            0xb7e3691bab256494, 0xd2b22453dc5743e4,
        ],
        [
            0x3130eeb27edd1da4, 0x9a2ccede6386cd12, 0x08511d45b393ca7e, 0x87ebcfaf75f12933,
            0x24aec29c2c0bfac3, 0x5ce2208843b7e753,
        ],
        [
            0xcfd1ab29b69a112b, 0xb7696622a8de71e1, 0x896414e000e08454, 0x6814f3a5f7eb2f33,
            0x66bb050b4113b54d, 0x54db2dcce9fd5898,
        ],
        [
            0x44b3dca98db3ae17, 0x7415bee2e1469e15, 0xae6db869fb6a3998, 0x8bb9ac414a24dcc2,
            0x2f49ad756ba1de86, 0x7de7f7d09448ae38,
        ],
        [
            0x02953b9255fededc, 0xc5b1a8982cda89d2, 0x36496abcc3121141, 0x83fbb6b7f9999c55,
            0xc5f502265643756e, 0xe216768b3fe45866,
        ],
        [
            0xe7c43c1ba167c0da, 0x6a7d090178ad3cd6, 0xc8cd99c8bf17c6f0, 0x32565b41e4a61316,
            0x0295b0eea09c7fee, 0x8dfe1f6a99478cc9,
        ],
        [
            0xdff299ed8ecab0dd, 0x70b0f529eaa4f6b4, 0xb3a5afd08fa72f49, 0x947a11524f843483,
            0xa63af83b99090b05, 0x290001bb315e8f2c,
        ],
        [
            0x2615dabb3d095ce6, 0x49ee764c814bb78f, 0xdaacf5bea1a3b52e, 0xa49e2178d212528c,
            0xd7384249f9d25318, 0x45347fc7b440e855,
        ],
        [
            0x93e9dae448d49314, 0xe977cd767f09dc13, 0x1b5f0eaef184838c, 0xea02a8224debc898,
            0xb94a8fa4d7d5b4aa, 0x7e870d76940d6b34,
        ],
        [
            0x7fd466c1941350fa, 0xe510b91ccb24641f, 0xa862526553e30d49, 0x7180eeefae5cf1fb,
            0x4405bcf1ba32e070, 0xb44ba9dd50eb1868,
        ],
        [
            0xe19d418fb46b6933, 0x11a8ac4080086270, 0xaa58aa3da21c9d6e, 0xe38a0f79925688eb,
            0xdbd6ee0e8fb18161, 0x08bbeb5f08e1a635,
        ],
        [
            0xa537aa80091deef7, 0x217dc8f0fe7f8419, 0x2ad513283193fc6d, 0x0f0a93a40ee5dfcc,
            0x27d86a1dd7cf8d39, 0xfd126c2f3e801f3f,
        ],
        [
            0xb765decb22038620, 0xb03f9fa7dcdf53da, 0x3c48157a21f3db3d, 0x83390bc1f3a5641a,
            0x65774bc24299eae6, 0xfd7c887604f3ed24,
        ],
        [
            0xce99a9fc2036c864, 0x65bbec8b7a4650e0, 0x0565d69955e32f97, 0x40d773b358f5f50f,
            0x3cfe835507546908, 0x4bf89cbabae68ac7,
        ],
        [
            0xc35f2941da96572e, 0x467ebf35303f64f4, 0x99cae8204f0bdabc, 0xc6ea5d98d3eb5a4d,
            0x756884d1cc4d416c, 0x9350229af24612db,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0x4fe5ca40f7d404ed, 0xa50e29493699a8a4, 0x054593395f7b2ace, 0xf2bdccca517991dd,
            0x92834eea1e10cc08, 0x1e5b1a9f7415af1c,
        ],
        [
            0x984d7b4cae642f3b, 0x6e96b2d8d22ccb1a, 0xcc774188771acf35, 0x6167b1b1794ead23,
            0x28d2a318f02286f7, 0x1942387692b3496b,
        ],
        [
            0x917ceb24c8ec70de, 0xe5c26c5282f8cbfc, 0xb22d86a5a1892ac9, 0xaebbb57e7db94ee8,
            0x6f206e033279f6e9, 0x8260d4597092a329,
        ],
        [
            0x3b76ac4bfc1d3a93, 0x2b9caa3bb49c1631, 0x33626d7d4a62a75f, 0x2b2f5693c20604cd,
            0x66d49d6fd3023824, 0x7d8796e39014319b,
        ],
        [
            0xad5b33d62fc208b5, 0x1f13350979736bf0, 0x1b494c36529201bc, 0x7807024fd2d05bba,
            0x95b1f54b19beb2a5, 0x7ac88221e149f278,
        ],
        [
            0x029730ce169c5c54, 0x8b86911966938284, 0x5bce7416bff91b8b, 0x0f1277ad58f4a3d2,
            0x50e5d202515e78a1, 0xaeb336fe9edb63ca,
        ],
        [
            0xe5266a23539a5e3a, 0xc63e2721dde1cf76, 0xfc6ad4db4ab86fa7, 0xc4e51d99e2c342f6,
            0x55e28bbcaa60fb0c, 0x0c7188ca2a2a61b8,
        ],
        [
            0x18e2aaf599c5365b, 0xdf1ad6a532d5b39e, 0x2b54b8edcc37e2df, 0x775d8c650d8de581,
            0xdbe9e459bcb87b96, 0x9b065802f30fce2e,
        ],
        [
            0x6bfe83f2294778b5, 0xe45862e38f13c503, 0xeb34af230e8bfacf, 0x27b66e50348ec927,
            0xa71406962bfea243, 0x3ffde4bf3724d9e2,
        ],
        [
            0xf8145595912b034a, 0x6aaf9d15682d3799, 0xee78c46b70085e9e, 0xe64f674424ca5a9b,
            0x4fb366ada6130fcc, 0xd509676efa3fd91e,
        ],
        [
            0xea4d0f2e9ac4eb31, 0xf1f8ee901b14efa8, 0x9380f82d4b9ff23c, 0xa844c14615ff9ba3,
            0x117fc1bbaa4ec529, 0x970b28dcb3e60de7,
        ],
        [
            0x5ca534b2a6c88f71, 0xa49040c9a03ac301, 0x5c79cd8f2a7b04af, 0x06bfacf9bbe94f37,
            0x77c7ba985eda2bb8, 0x4258d79a2608ee86,
        ],
        [
            0x95159b8caf465e6f, 0x3563cafa61296930, 0x54ae5aa32e3ef29b, 0xab472b67d59e38fc,
            0x485901004f3f0c23, 0x191ad5f54d972831,
        ],
        [
            0x3148c3075fad942c, 0x301bbdd2ce5e7f89, 0xea11da30b9cd8f4d, 0xbafa8ff13d84833a,
            0x192815ca3e6981e2, 0x9449570a7709b20f,
        ],
        [
            0x274e6da440f595e3, 0x01e84ab8f2cb5fd5, 0xdc80a6a4b12ca011, 0xff1794f7f8aa0f74,
            0x00be293e39518143, 0x1461b7e33ea18561,
        ],
        [
            0x9dbddd933ab8c0d1, 0x24031980bf2fab61, 0xefd98e935f04db2c, 0xdf7520b1bc1f6b74,
            0x80af82223b02c4b6, 0x25f91ffb98ad0216,
        ],
        [
            0x73e30da42c800b33, 0x81441fd8c9371b1f, 0x94562247f360ab07, 0x9459d6edd61d4de4,
            0x2bc8fa523c9f15da, 0x5af2058c7392b372,
        ],
        [
            0x60ea6adfc387eda3, 0x66631f3351ab4d07, 0xe7633371faeb6f78, 0x8772abd24f65516f,
            0x93f6d0aeb2aa9641, 0xb541c06e9859c327,
        ],
        [
            0x3875d684bf14cc46, 0x1c9fbb274f593bf5, 0xfb40d6f3676e9a8d, 0x532e1d6cf8c94270,
            0xd84f3acbf238f6d3, 0x89b1ff8552abb29c,
        ],
        [
            0xc230b2844924c823, 0xfbf5c530a2e57cbf, 0x2f4e8113f534fc4c, 0x1e697c78529fdbc9,
            0x988a82b05947750b, 0x9f41491ec238973a,
        ],
        [
            0x8cfc40a69dfd222e, 0x56346659d3642d55, 0xec01b88226cd87d5, 0x8c0c455d11aecafd,
            0x3d6648ff8978bae9, 0xa2fdb0e78baec54e,
        ],
        [
            0xbfba1b4058f0470b, 0x81a6df22e9b9aa39, 0x25bb3f8236eb2f06, 0xccfdcbde9f6bc312,
            0x214cb5081ff06fe1, 0x3781b0567346b1d5,
        ],
        [
            0x8836ee71d823d65c, 0x0e6a83409d888b6c, 0x2e6996592db901e9, 0x632891fbf23fc4d6,
            0xbcf87561cb68292a, 0x188583a314bcdf17,
        ],
        [
            0xab567b3df00e2287, 0x1e85a5640f30e6c3, 0x3b9832ff8b6921a5, 0xbee86fbcbb5b5da0,
            0xadabd7f705b9791a, 0x56cadaa3c816b7de,
        ],
        [
            0xc9f5f5c903bfd628, 0xa27d873af6cd6588, 0xed72124f313d8a18, 0x2246d713e9d2e5bc,
            0x61aced5dbbcc095f, 0x318856ea8ba98dbc,
        ],
        [
            0xa9916631764435d0, 0x5c38f2a6f151a66b, 0x9482423df39c5cab, 0xd1ed3c9b72d61486,
            0x46fb9913148f2596, 0x4a454bf2afe2a715,
        ],
        [
            0x8647fcce75b18783, 0x6f4856210907ec26, 0xc6b56e0dd007afba, 0xe062fefaeaa3cf9f,
            0xaf5252d5c6b94f97, 0xab1927cdfd83d8bd,
        ],
        [
            0xa80fecefb8f84e43, 0xf3898100e1bf6ac1, 0x866419ccd5d1600e, 0x68e1b2d35e620e63,
            0xb7bfc87d4326a0df, 0x6ba022266eb5a7a2,
        ],
        [
            0xfb183d15065833ee, 0x6eba802f626b7eaf, 0xbcc6421d109058ea, 0xd48fe13ba196f407,
            0x8a1a9c141cc397ce, 0x1265ba1c59d564a0,
        ],
        [
            0x3d5dd9a5e66fa784, 0xdd1a4afbece23dbc, 0xed796c7056d87340, 0xc984cb0d30334281,
            0x9d2a6f1b2c0d7f41, 0x79d3acf3e3ee848a,
        ],
        [
            0x158acb7963dcb5c7, 0xe209fab27553689d, 0xe3e77270c6c4a273, 0x660ae067b2e9e955,
            0xa43a49a2311d1369, 0xca09dd5c3743a60a,
        ],
        [
            0xfdc45c315acf7b93, 0xf04f192724301bc4, 0x219dde87ee3bc851, 0x4e2dc349888ac912,
            0xce64841086831fbe, 0x772acc9a714983c8,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x5f2d207c0ca47347, 0x00fc800955d36776, 0xd54f5b3a84da7f4e, 0x4f409bf60664a6b1,
            0x40888cf19be5406c, 0x8c4f78abe98eabe4,
        ],
        [
            0xd951b74947b8ec97, 0x7b15b0e3e51b66b6, 0x7fe586dc730599e2, 0x5638956cfe5df7af,
            0x7ba3d7a998984ad0, 0xc37610391316d241,
        ],
        [
            0x14a734748e46896b, 0x9ab0fecb0b37dc00, 0x4fd0a556722f40af, 0x9a5f525c81bd4b4c,
            0xbd3320d3ee5250c4, 0xa616dac76428f59d,
        ],
        [
            0x242734066e886373, 0x9ad23b4c32fd057a, 0x14696850678a11f8, 0x4955937589ec1eee,
            0x8c76f6c1a398e0d4, 0xdf8a3af5cd7075ea,
        ],
        [
            0x8805a019b6262203, 0x124ac9bbfd1daf8b, 0x90dabe138b18f786, 0x02bed99acb2423d2,
            0xe7e07c1a37e999be, 0x0a38a21569a227b5,
        ],
        [
            0xb63bdb938c337359, 0xe00ac4210fb75c1e, 0xbeff73c4fd5f8236, 0x9feb1da9356a345b,
            0x47a889a4add929a6, 0x135be1bfeadffa21,
        ],
        [
            0xa368d16168044a88, 0x3c6e4d7f5cf8b039, 0x5588a87c6c0212ac, 0x558bd3cfee4f3009,
            0xe09b1d84c93d73d8, 0x362382234ff0a90d,
        ],
        [
            0x2124cd1d52d640d6, 0x46793d663dd4721e, 0xe54b9252e1bcf892, 0x011272f166c5b721,
            0x751e905120143723, 0xe3468bb666d5d6c5,
        ],
        [
            0xa93fee5daa1d7f7f, 0x13a468043dce6440, 0x45a932567de8492e, 0x7d1a42bfd2e1be75,
            0x8ba55b9540eaf0da, 0x4aa9aa6fc2b466e9,
        ],
        [
            0x673cda3effdfcd7a, 0x6f2aac76bf77f363, 0x67b3b9f06c440482, 0x19714d5a46d04822,
            0x0adf220024fc5836, 0x74fb38631aa77d60,
        ],
        [
            0xc67b2f59da4d692c, 0x9278d932ee4175cc, 0x41ac0c1d1228ac8d, 0xed0954fa14a03237,
            0xc2e4f50f65fdeec5, 0x08540fe4aebf90ee,
        ],
        [
            0x15957d8a7628a500, 0xf2d054c28bee45ee, 0x22b458efd54728ff, 0x39dfc080e65733d0,
            0xe33e91e172d0588b, 0xe9475c651f87c63e,
        ],
        [
            0xcdb6cad930642c5a, 0xb806573632d2c6b9, 0xf55f649c1b9b178a, 0x004583f4e6be10d1,
            0x9066b2ae10b014fc, 0x2ec1fc3494de97bf,
        ],
        [
            0x5c34b083e43b710c, 0x755601345b8f3790, 0x0e1985bb6feafea4, 0x88b10f1c2cb0f844,
            0x7c88a3919cba4738, 0x16e3264e6b484477,
        ],
        [
            0xefbcb00cc6e22e6a, 0x197e31c5b3c63c7b, 0xefb1b68059544c46, 0x9f47df9cd76276a8,
            0x4c76403dfffefd4e, 0x92e947cf2f558e45,
        ],
        [
            0x4b005b2cb8b5396c, 0x28add63291b7deb5, 0x9698a372ae1da632, 0xf9e4ac0fed9c9c55,
            0x04226e2901bfe6c4, 0x7e42f18bd6bc9623,
        ],
        [
            0x5c243a506f4dba90, 0x830c7b1765bc2059, 0xb9fd2311f3465712, 0xda57d8e95c425baa,
            0xe605b609f23bbbcf, 0x408c8b95e3d673b6,
        ],
        [
            0xba915f0f0b912654, 0xaa4ee70145c0aa1f, 0x7ecf577baa5cd9e8, 0x3f8ff8c3915a1a82,
            0x00a47833568880f8, 0x6eb5f7dfc2a6a2d7,
        ],
        [
            0x18eeb7d337f0ee7d, 0xa10b5b82cf23ea50, 0xb7b6377235c7fc8c, 0xc1129b8e16d2a119,
            0x889880d817669b8d, 0x7e2786489131ee71,
        ],
        [
            0x40314caaadb03dd1, 0xe594e6fad1be379b, 0x835c8258ae8de11c, 0xa7d5798488bba1a2,
            0x8d0ea61e4c105436, 0x9ff8818f69477938,
        ],
        [
            0xc18ff70776e1fd4b, 0x55bfba68043e29d1, 0xae70cb5ef0a1aefc, 0x52eb53592b9fd40c,
            0x676745743545e42c, 0x75d5be8b55c2e8e8,
        ],
        [
            0xfdfd3dc7a9474ce7, 0x86bc823b8093a9cf, 0x0efee156b15df95c, 0xe844aab35ad4b139,
            0x8f61d8cf6e9a597b, 0xcc28b015ff5e7e61,
        ],
        [
            0xb5ac4e28d2f35e9f, 0x90d16b7c391f3bc8, 0x6a45c98fcf788fbb, 0x800e84743383af4d,
            0x4806a3927d4eb3b0, 0xf4ceec129eeb641a,
        ],
        [
            0x11a4eef7b04042f8, 0x926978e6c78b8e36, 0x89f0b69449240440, 0x669748b5de41ca64,
            0xd2498454604f8a01, 0x608ec90471bd53b5,
        ],
        [
            0xbc853603711e36ae, 0xe51a7596566f4dc4, 0x127997f36eecd341, 0x54e1a0b31783df67,
            0x3a95fb27fc58dd5d, 0x1035736faadcb6dc,
        ],
        [
            0xd7fceae7fadbe852, 0x60d850e38e842e04, 0x0244e9abbf826d6a, 0x3e8c76b649796f70,
            0x6682a162b8ced7a8, 0x7eb95b3a5b684e45,
        ],
        [
            0xe42edc07f3fd40f2, 0xcb6c478ca2ffbc84, 0x4975a8f4bcd653df, 0xe1dfdd1608ede09b,
            0x0f8ce034389df5ee, 0x183075b572373721,
        ],
        [
            0x43427300bd5ab1c6, 0x67271a38f2af0e5b, 0x8b26eae393abe926, 0xf2e39a09f715a448,
            0xb77f8df187fd9185, 0x6677f87878f49156,
        ],
        [
            0x509bccc8c9eccead, 0x9402ff9f79da6f53, 0x2b16f9167d819e55, 0x91539eedcd0eddfb,
            0xe501c43d65bc22ba, 0x069c57cdc81cf1ea,
        ],
        [
            0xd8ab0c445e9d8a88, 0x2320459e100e1575, 0xc5e058cd7d0787c7, 0x80d7062ada61734c,
            0xf43ca2b723f9f4d9, 0x5f912e3ec6767183,
        ],
        [
            0x6a96334d78b0692e, 0xee8881a2b0ae1a5d, 0x3052ede5764ab9e7, 0x75249b9a990a9014,
            0xfe2dd90f692b1836, 0x0f95110791868655,
        ],
        [
            0xfdefe1ed0bf4006a, 0xb45027bd709a79c1, 0xdf129dda00ea563d, 0x75a85a7bb306c7b2,
            0x0c4203acbedb1ecb, 0x01b072dc686af87c,
        ],
    ],
];
