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
//! 2^(6 i) * G`, affine, `x` then `y`, each
//! in the Montgomery form `v 2^192 mod p` of its value `v`,
//! in three little-endian 64-bit words.
//!
//! Parameters: W = 6, 33 rows of 32 entries.

use crate::weierstrass::comb::Table;

/// The table described in the module documentation.
pub(crate) static TABLE: Table<6, 33> = [
    // row 0: multiples of 2^0 G
    [
        [
            0x0d8cb30c332fa108, 0x8a4bd3f776d12909, 0x954cc8f9f3d218f7, 0x7b12a3371e422289,
            0xde22b5248966f05e, 0x6a293d836aeda84d,
        ],
        [
            0x04a5cf0991fae7b3, 0xd7fb036ca7838baa, 0xae53f3bb3e00e321, 0x369ef507f5bc34a6,
            0x7d5170c409d7bb36, 0x241e55c9ad59278a,
        ],
        [
            0x56b3fd7f230c0249, 0x3386809f42bebbf4, 0x53b5ad45770c581a, 0x6be17b497fb74b1e,
            0x16445c4850d91fbd, 0x228f18e243dc19c0,
        ],
        [
            0xda417f6b9a01a832, 0x8a42d66ed148d209, 0xe544900a60c3ed50, 0xc79d34b60fc71a62,
            0xe640e1668733ef53, 0xc108463569803121,
        ],
        [
            0x69bca7841d8490a8, 0xa7c435204d92a6ad, 0x4ec31c347012b11d, 0x6261825c843e401c,
            0x102b7a936a65a2da, 0xdf00083f2d96f43a,
        ],
        [
            0xae494b37d6f1d9ee, 0x4708a70981585220, 0x3c3a183ded8612f6, 0x8d3ab905da5571cc,
            0x8c11bd0ff6131ada, 0x83f240b8e556b1ea,
        ],
        [
            0xeb8ad91fe5efca73, 0x4c83fc441650b841, 0xeea07d43a63ebb45, 0x2c8262c8cc6ab309,
            0x44a67081ca1e7327, 0x6fef6d8866147372,
        ],
        [
            0x7afb70b55264d6fe, 0x8f728a491e79609b, 0x441912c0eae172bd, 0x96163a6d8ec468d4,
            0xbd51c5c707b3dc14, 0xca743b38707ae554,
        ],
        [
            0x9f27848b449ce446, 0xedc613b6ed6f60e4, 0xd028dc5c33ef2855, 0x32bbfe7f97566f06,
            0xaee52dfc529bebe5, 0x7dfad9dadbd304ac,
        ],
        [
            0x301800efcb9cdc1c, 0x01c6df1ba4c0645f, 0x7c2b2dcad2c1c6da, 0x92fe021791015dd9,
            0x94ec387043f5e36d, 0x3400d9bdfae24bbd,
        ],
        [
            0x44a299ccf19ed4f9, 0x5ce790e33ec18b4b, 0x34de50ac3898e8a1, 0xa2641e2f52948777,
            0xa5037393538eff35, 0xf1b6bb3238e46331,
        ],
        [
            0xa02e1119a53425b9, 0x6a2f49919dfe0d6b, 0xda626cb7360f54c1, 0xc224f8ac39cdd976,
            0x5b23f19021725fbe, 0xf305458e164b3680,
        ],
        [
            0x153f3b780f8904a9, 0x44a7bd9614a75349, 0x4093735fd85d4a3f, 0xed1d5ed03f7db015,
            0x174975f71fff90b3, 0x9838d562dcd47496,
        ],
        [
            0xf299b94a24fc4afc, 0x4bb0fffe1cc29901, 0x6cd077ba3eb21741, 0x6e97b4f995c82991,
            0x848b69218209cb7d, 0x34d09e8ba082e4c9,
        ],
        [
            0xc373e084b0cf681b, 0x7da927376610b602, 0x46cadc98f098041b, 0xd3e0adf86cdec872,
            0x50d43591a7842f28, 0xa35efdc3cdf46778,
        ],
        [
            0x90c57eb87944ad9c, 0xb9c5cf4b1e7a0999, 0xe0315bd7ee3159ba, 0x17e4740506a19eaf,
            0x5abccc614be877f9, 0x427706fb22195568,
        ],
        [
            0xcfdba265e7056d4e, 0xc9d1189ca9b98e89, 0x3e1cd309a4a88eff, 0x8b2429c3d040ec58,
            0x6967afd67859d5e6, 0xcdf1095ba5fbf616,
        ],
        [
            0x78060e67fe4697b7, 0x1ed0242c2648e5f8, 0x687ef0c64f235455, 0x95a99ec580964fe2,
            0xe59296c6a71449df, 0x6e0faa87e31fca8c,
        ],
        [
            0x37b23549417692ee, 0x3fafb8db7a4db977, 0xc85fef615d550c5c, 0x88f70525c591dfcc,
            0x20d82c9eadbba7d1, 0x34bdc1503bc105c7,
        ],
        [
            0xa96781ce312e2b25, 0x21d19734c28a98fb, 0x33d91d89b32fbb94, 0x4b423b1ef1a39faa,
            0xd6b91a11d6d73b09, 0x1d5bbc7d5cf7ee7b,
        ],
        [
            0x09a14d89c7b622a0, 0x719fb61104ac07cd, 0x487f1ad3485b1f75, 0x6604b185f779459c,
            0x633d924a79ffa446, 0x0a48ac49e2ed4e42,
        ],
        [
            0x8f8141df97a2ac99, 0x2f85aea4559a156a, 0x045569d10de172c5, 0xd31e98ed70195a60,
            0x639f825231901571, 0xddfb3017017861e5,
        ],
        [
            0x791db75f8d76bd59, 0x664088fba5c667f8, 0x7cc0335c5a1f032a, 0xabb460b3bf031b03,
            0xcb61b85ec8f559b0, 0x282335bafed307dc,
        ],
        [
            0x398b31e5e9b47661, 0x17a770ad4785fbe8, 0xdb5e0ce32bf4567e, 0xd8db9c86c82fa654,
            0xdc7dbdfc1b760f9c, 0x7dc26c5a65df38f7,
        ],
        [
            0x422b5a19bfd973a2, 0xe637c08a7de885a1, 0x493d27a728af843c, 0x0635af1627d0f709,
            0xfaa0731da46b8241, 0x30152936de8513de,
        ],
        [
            0xe5b1f5c5c2c6a98b, 0x9999e0abdd1f1a85, 0x0f017d6ef09f0de9, 0x2cd84536ffad11c5,
            0xc150b46997ac8fd1, 0x7275b4b6f4a156d0,
        ],
        [
            0xeaa0614edea3626f, 0xb077889951b201c7, 0xe1e17ccfbc24cf40, 0x5b9a23566f6a4f09,
            0x6b43dd8981b35be5, 0x7134a9008eb6864b,
        ],
        [
            0x1fbfbc8d6256a868, 0xc3c977953b84fa71, 0xaf1330f275676360, 0xaa33c2445ab6bd0c,
            0xece4da7ebd5e407e, 0x8e4be95e2f438421,
        ],
        [
            0xb550886c267c3b3b, 0xe4ef0b6a072ada2a, 0xefb23bc916cf9337, 0xf4945a35035d6cdd,
            0x7c2fbc7524d8682c, 0xb4b6f148b35b5932,
        ],
        [
            0x5ea326951704593e, 0xcb897688487113d8, 0x9a382e5048e6fb62, 0x845eeeee59da6a81,
            0x427e258f72ab659e, 0x8d145e390186211c,
        ],
        [
            0xa5549752c1a83d71, 0xe9b2c58f07c519da, 0x6f5e6aee286a27e2, 0x99cece8d7cfc6dd4,
            0x18c9b5f7bbc24c84, 0x7e5875cad5a88338,
        ],
        [
            0x655f1b75de0dd9bb, 0x19df3f602ef38753, 0x7a25bb17eceb06b1, 0x1359f3dbce909ba8,
            0xaa2802b765603d61, 0xf7070a53e147b10c,
        ],
    ],
    // row 1: multiples of 2^6 G
    [
        [
            0x9bded711794542c1, 0xa56154fa3360a470, 0xf0bdb57b79e1003c, 0x48e694c536c1f48f,
            0x3b71c0230eb1a568, 0x4f5749536090a9d3,
        ],
        [
            0x9cb08eb5b3da4d9d, 0x95707fee8c573da9, 0xa5ad07fbe85fccd9, 0x5d3b50b3769af379,
            0x79e01d7eb9761267, 0xdd24ac5bee770876,
        ],
        [
            0x356a78f5550edc9f, 0x258e4ff13821b89e, 0x1e92bf63ffab9fde, 0xe41a2f4c4c315b37,
            0x03b37f5b739c3937, 0x538190ec5427b58f,
        ],
        [
            0x7808129c492d1c7c, 0x97ad42c76b626f03, 0xbf9a52c85d974059, 0xa888802deaa619c8,
            0x171450c4bbe19555, 0x173483c8b980305f,
        ],
        [
            0x1a45b7758e25b265, 0x7784286a82d9a768, 0x6d2457e27f68fb90, 0xed35023307ca6e3e,
            0xf8bbab432104ee68, 0xc8d496a2e017870a,
        ],
        [
            0xa5fa35aba8a831fc, 0xe4f05b10f7ffad71, 0xc1ed613b3f8d1cc3, 0x9d0f2a966c60e44a,
            0x8ece4c89fc64d797, 0x6fbdadb48a315b0e,
        ],
        [
            0x371bb6af6ef66c22, 0xf5ef31d19396439b, 0x8cacecc7dda4fc1d, 0xaf1fa3b3189fa996,
            0x4de1bfd8cbdc7b44, 0x3f67bd1b4e36af36,
        ],
        [
            0x824863dac352becd, 0xd5d43090a2c14e2f, 0x8527217546bc9bb9, 0x75eb8695aa9a25da,
            0x4a05c96185c7c93c, 0xcb5861dfa9043492,
        ],
        [
            0xa611a22277342657, 0xfcefbf35999a9f7d, 0x2e8fcadece227152, 0x03016abff24ef1b5,
            0xc916537c0d88ee4f, 0x591d19068c64c630,
        ],
        [
            0x0a04a3c662da9c26, 0x9907614b6e6542fd, 0x39c0b3b78e9ada48, 0xf7dffbcce51bb6c4,
            0x0316edb7e566dea8, 0x8b1a59cdb0ac507f,
        ],
        [
            0x7f218dde9ba1d460, 0x201bba90a790d9db, 0x26fd31d726300b2d, 0xb83f5ebe7c40cd0f,
            0xcf3b284a75e40d7d, 0x002b98239d05b4ff,
        ],
        [
            0xbfa7fc59d1581b68, 0xdd9906b2dd5c0d6d, 0x50570aa0fadb3203, 0x026b8114b207b0c6,
            0xf3829145cf4b11ff, 0x97eef9fec3abfb69,
        ],
        [
            0xa62bb196e3223b05, 0xedb7c77b7ea9b173, 0x2791863f79aecbbc, 0xaf13b2e1f2d2888d,
            0x2ea6f43057639c22, 0x542961085fa2b940,
        ],
        [
            0x3ced44cc82a8e3aa, 0x991f72d18cfe1e20, 0xce242a8beed3e6cb, 0x70905e2ff6a15c38,
            0x0d5db7631a2a9a53, 0xe60a8854a414c46c,
        ],
        [
            0x4f8e7290523779ff, 0x7dcec3ebbc326a7b, 0x26aca7011926369c, 0x1eb51a249ad4debf,
            0x42b2eb6af39ffd9e, 0x32811e010d82993e,
        ],
        [
            0x0b6b1174af1c73a9, 0xaef24601c0678153, 0x5dac22ed63cc9eb3, 0x80606754a0f27800,
            0xe3154503f3dc2a70, 0x6ba23ce4ec01fbfa,
        ],
        [
            0x8c9ce8535a0bc3d3, 0x4b71be1fa8ee4cce, 0x2d1302203177e433, 0xdb011c58b82d75fa,
            0x38d8d73da4690074, 0x0b8b88ba169e5cc3,
        ],
        [
            0x53cf654bdc5f2b20, 0x4203ff823e7d94fb, 0x1f39db2043547670, 0xbf42cccaf6716d31,
            0x7be941f0a8ef535f, 0x890245d9aaac51de,
        ],
        [
            0x046c0ba182b4d194, 0xba6173ab4655e031, 0x9a5b8f13da998fdf, 0x3726b7784bac29cf,
            0xa08df4e27aaea595, 0x35cd0a0a7301db2a,
        ],
        [
            0x3aba14802c853305, 0xd455488743e3e158, 0xcbae9038135360e9, 0xe8d3054b6e23c4f0,
            0x19bd813ee66d94c6, 0xf4397ee0afcd895d,
        ],
        [
            0x4720606867a2288c, 0x5179df7c169860d3, 0xc0642805b1b47aea, 0xcf0a5f321c9200e3,
            0x2ca2cbd7ee3c3bff, 0x6d4daad918bf866f,
        ],
        [
            0x5526335bc23cf227, 0x1053b9206e23ef80, 0x656efa8a06c75842, 0x7b7d1a0a6397c380,
            0xfea5cd22e8cbe845, 0x620c0df147a7e673,
        ],
        [
            0x55f4eff904c7b006, 0x75e1ba2dcfe2fec2, 0x9ec3b22e554b3e00, 0x8b1170d00377ad9f,
            0xa4754f20ca44d781, 0x3673ae1e41eb776c,
        ],
        [
            0x8d07f60f7aaf742d, 0x74469872eda0b762, 0x3f90d096e237de09, 0x679535d3f4d8b55e,
            0xa463084fbc04ae92, 0x2a0d536df1202dff,
        ],
        [
            0xeae9c5bc6e484ae0, 0x2a4b982e9772600f, 0x7cc3661ca7098290, 0x98296c84fbb65a66,
            0xd9f36ead12bbbb23, 0xdcdafd8de11e61d3,
        ],
        [
            0x27649c813ac85f57, 0x8b41bf96235fa2cf, 0xe866618f9df79933, 0x6d476615adc59139,
            0x09b1345fd404e889, 0x6bd510820f7eb70f,
        ],
        [
            0x2cabc17c8d4c18da, 0xe08735729b66a31c, 0xabdfbddefb2f8d6d, 0xe3e1501f2b77ea34,
            0x7fad67195b75d15e, 0x3549c5a08eaacd36,
        ],
        [
            0x63fe2f64dc3366d9, 0xf48f309a7732bce9, 0xbcd3fb826f637459, 0x6d9b5c4ba9255eaf,
            0x01ff5ae42e1fdd05, 0x66e45b3372e33bef,
        ],
        [
            0x3e74a4ff1ee8d55d, 0x11c3c004780566fe, 0x54cf93d4146b24a0, 0x2f03d1873277f192,
            0xc04fac25c4970532, 0x191017898ffbb06e,
        ],
        [
            0x1d521fcfe080d6b8, 0x4e5d581b14f56cf4, 0xea6d75799a50ece4, 0x2d34a6d6e1c8a0af,
            0xd459901c28e5f588, 0x8d41ab2bf52fe058,
        ],
        [
            0x903545c3648763e1, 0xdea4d35d2131f15b, 0xfc48cad3513c135b, 0x80daf1d43b8d8003,
            0xf5ebf7a0d9620255, 0x99aec80f070b7576,
        ],
        [
            0x780fd8f6436cba75, 0x7216f9a209f798f7, 0x72c9e7a9a3720506, 0x72cbdd01fa919d28,
            0x045474ba053500b6, 0x6630329daf3af74d,
        ],
    ],
    // row 2: multiples of 2^12 G
    [
        [
            0xdffd6286385633ba, 0xdad4d39419ddfcd5, 0xe90ccfaa4bc0ef1f, 0x016bf2e9c1fc6f55,
            0x879b641fab3c2edb, 0xd5a122fc89695f01,
        ],
        [
            0x132f7d0ea2df8c34, 0x66d020adbc28bb95, 0xb942cb64a0c4325a, 0x4922c97107a82d3a,
            0x22ce594bad5d63e9, 0xdf369adac2e553d3,
        ],
        [
            0x595c8e34f8cc85c8, 0x7e934fbf4276cbca, 0xcd89b3a338c2688d, 0x3bef4560117153a7,
            0x33083f50f72ab2fb, 0x5af12f74bad5cd41,
        ],
        [
            0x773311a3a96c5146, 0x8ff8dce1afc15c15, 0x59b9e79c3e382d13, 0x0ed1f12e3e0a552a,
            0x487503ecce4662af, 0x624bc8ab7000683e,
        ],
        [
            0xe288c4dc26321fdf, 0xaf5758f7f59eb14a, 0x627730010357761f, 0x357276d9cbb80882,
            0x65304bcbdabcce1e, 0x87e4df1708e52506,
        ],
        [
            0xd9b914761ccf91d1, 0x31ba70bbdfb43549, 0xa475a423d215a801, 0x1071a3465c661695,
            0x09fa6de739e128c7, 0xf675daefddcfcd90,
        ],
        [
            0x0368164389701886, 0x80345a368fc02b61, 0x4615b858ba2c0a17, 0x5ed8cf29e545ee71,
            0x58486d8b96709f35, 0xe77f0261bef6ccab,
        ],
        [
            0x59ffacde58cb54ac, 0xef64164f492dc39c, 0x16b13c76337cd1ec, 0x1e2033a747ca44a2,
            0x8477b54e193743a8, 0x557a71558e016823,
        ],
        [
            0xc6776e1a57e8400e, 0xe04d4acf62ba9545, 0xed04c974e1f6d6c8, 0x7bacb9f34c696dc6,
            0x2871eafd20a48ece, 0xeb7d56098844b91a,
        ],
        [
            0xfee613fdb8cf681e, 0x08af07876212dbb3, 0xc7363b3f770e9fa2, 0x5aa4ae0d79f25402,
            0xe064b6303fac7b08, 0xea7908d0bf4c6ee1,
        ],
        [
            0xb65a8e0357cb28d0, 0xf420755dca2f1f23, 0xe078b09fc917e4ab, 0xfdddf3e0203267b5,
            0x57692b6984d6b68e, 0x61e8425101f0480e,
        ],
        [
            0x96d2f4265da83913, 0x41062046c427cf5a, 0x8016f6701dd15a14, 0xacd7828878840ddb,
            0x215293727feae4af, 0xdb65ffeec77acb08,
        ],
        [
            0x6c230ee12adaa7ff, 0xb195e36a3e9b3fff, 0x957e58b0f8f512b1, 0x2af72438fe548e6b,
            0xf7b5e1c2adf2bcdb, 0x3f83ffafb20cda06,
        ],
        [
            0x81d8e05adf73e5f3, 0x75c0abf0e1c86ee1, 0x3a117216a8ed386c, 0x816f4d94141e18ed,
            0x870b500106c78b32, 0xc41e1d50f47256b1,
        ],
        [
            0xdf2594eba0c44d0b, 0x29c32a0f8a371988, 0x30a51c8cc3f02f57, 0x8fef05c35268fcd9,
            0xf751cc1c04b09da4, 0x2133e1f55c87c1d5,
        ],
        [
            0x23d068f69f1f177a, 0x508a8bedbec8525d, 0xa9de104eabb44bb0, 0xb1ad4ce8aef83c7c,
            0xf045e04d9b842889, 0xca1ba541a931cb25,
        ],
        [
            0x0ac6be1e70640c34, 0x5b128167f4de72e8, 0x2ce689eedbd4d014, 0x49f34a6b7365e4d5,
            0x888c300a96bbe3b2, 0x17205a174b3ebfa3,
        ],
        [
            0xbd056d1e363251af, 0xf22aab16a8c0d02b, 0x355f49165c28326e, 0x1b549f0824e44cc3,
            0xb7c771e2aecf3cb5, 0x53e53860ac2c41fd,
        ],
        [
            0x7f1e4b2c50285e20, 0xd94d40dbc53fbcdb, 0xf698f495d4a8d2db, 0x9a3841eb7d25c6ec,
            0xe0a22dd98f35898f, 0x6df2b02f06daec42,
        ],
        [
            0x377c8c8687b11b0a, 0x4eb952ff70d0248a, 0xbde06ebeec2537f4, 0xfc17552b48f400cf,
            0x73e1b8a584cd18c3, 0xa3a8b4454e54b85c,
        ],
        [
            0x8cff46cb7689cff4, 0xe636583fed6e1af4, 0x68ccb70d0088110f, 0xb77ca6783dd3249c,
            0xcef2e72124d84af5, 0x1c379599de185745,
        ],
        [
            0x82984ef0fbda6b47, 0xd2d579a922cc9d8a, 0x256e8a78d4c4afb3, 0xbffd0e19db6b733e,
            0xcb4752e226eb3425, 0x81cac6c58b0557ba,
        ],
        [
            0x724bd284395cb16d, 0x526b466672f96cf1, 0x2e2ed9417a6ccc03, 0x0e235a870bcb4020,
            0xa0e5c46f6f84ee41, 0xf9fe2d4863ae6cf7,
        ],
        [
            0xa9a806baa64a281a, 0xbc16fb017b3bc32a, 0x8d2a8d5a8ab7aede, 0x7db641a72d7db806,
            0x8afe3e842d8c945e, 0x3e7003911aefc1de,
        ],
        [
            0x8a7ae64ca6cf174f, 0x15e552965cfc61e7, 0x8b0f7bcff4be9e3b, 0xb6d10c426e1d2a49,
            0x97f0cd4584154a13, 0x6f08bc8d5d285fbd,
        ],
        [
            0xc99d7a76c72a4de2, 0x4a14cc7931edbb8b, 0xb5dec10716612261, 0x3f680b45f35bfc56,
            0x55a150cffdfdad33, 0x274cb9bb70a2ade4,
        ],
        [
            0x8eac5fa9222c34fb, 0xbf312415ac6ba7b3, 0xe0e028778694217e, 0x445d032d8b409ea1,
            0x4ee514a2277480da, 0xb8f764bf14e9553e,
        ],
        [
            0xd9e4e55af8271efc, 0xd50a0d2aecac958d, 0xc58b1b303293a393, 0x3dfed217ca65ac88,
            0xe308b3d813dbff4e, 0x185024cb7a70bcfa,
        ],
        [
            0x79b6eac7fa37974e, 0x180f3c5557dcdaad, 0x0f917b96a399b114, 0xb5d3d2b2a815accb,
            0x2c30aace14160836, 0xd235221685deff01,
        ],
        [
            0x8f4d104173118ae4, 0x3a458216654ccbe8, 0x96420fa349aa3238, 0x62fcf5de06a8a736,
            0x152cbc54e6942b50, 0xe5a48cb8e66e7e4a,
        ],
        [
            0x0b81a96e058a9011, 0xcaf4560c2f2accc9, 0xd1e810a0f7441ceb, 0x9c5cdfe5a1036c24,
            0xc9e7e4627d4f3ac7, 0xc3a7e2866f23ad4e,
        ],
        [
            0xd7ca2cc973d7e444, 0x2ab7d94e5d9cfe00, 0x24a41faad1333221, 0x9ce62b326b27127b,
            0xf66d089720aca054, 0x41f3f259079bb62d,
        ],
    ],
    // row 3: multiples of 2^18 G
    [
        [
            0xb23ca4134f0efa59, 0x003f4a5b15a3b35c, 0xa0fe8a5ae4a4d655, 0x044479ec9e5467af,
            0x5abb290c6d4b3c89, 0xfd845d3c1c2f5364,
        ],
        [
            0x0c65a22c5efced68, 0xfa1818669ce653ac, 0xa46d7d861e590014, 0x69d234dac79656dc,
            0x4dbb31d400d2b7a7, 0xc9636e5d3452ca10,
        ],
        [
            0x0888c3e79d546bd5, 0x1a97b3cb772582a9, 0x509371347645a4c8, 0x70d7753393ea1519,
            0x5837b53c079ff6e5, 0x8f5c874545bcc030,
        ],
        [
            0x86c4e0bad0ab699f, 0xce3d72f1748ed429, 0x0ed09a3953e24aed, 0x0ac3cda54db6e8ed,
            0x26b6ee99eed93b68, 0x3707c0fb2d53c5f0,
        ],
        [
            0xa296d1d9d7f66dde, 0xe72d4ff8411900d5, 0x6a7f7b18d8f5bbdd, 0x30bfc9a3e6fb629a,
            0x2279e72c3c8743ac, 0x155e2bd5c86ebee4,
        ],
        [
            0x6b0d6adf92742e9f, 0x92ce14a336b81a0b, 0xb0e9d2d9dbffe810, 0x5e727b0ff4d7dcec,
            0x96478ae946a6ce8c, 0x59e25f16e58cb66a,
        ],
        [
            0xfeed9a3e6a11b0fb, 0x6b96980229cd3843, 0x004707c6edc62eed, 0xc1f27f6f39c8be55,
            0xff94c3c7e40a25a7, 0x66570c5e4832348c,
        ],
        [
            0x549606d0c3bba334, 0x6dcb5519013ca242, 0x784d65ccdcf78255, 0x73d0de0cdbd76716,
            0x2bc13bf71010fb15, 0x21d2c3cce8d77e91,
        ],
        [
            0x965934febd75e221, 0x643a6d5cfb49f720, 0xcc9963f32a60de81, 0xe75e799074c0a1a7,
            0x163346b71108e620, 0xc180c65fac317c3e,
        ],
        [
            0x5fd5a66ae70f3271, 0xee375b4a53d2d8b2, 0x039c2a2cc2317eac, 0xdefed0b6bc20ace7,
            0x6737890ef0ff8577, 0x8ec5ee3d462db19e,
        ],
        [
            0x8e18037cfc5fe880, 0x4bb55057d7760e13, 0x2f90b16bd389fbca, 0x3b0a3e7654790134,
            0x7ac6e561bddb713e, 0xdc77775bd1deb41f,
        ],
        [
            0x768a117265c35310, 0x6a92f5ee17d9c3b4, 0x0fcaa166d5e0165a, 0xa2f51d24d3b0fe36,
            0x98ced631d3170355, 0x676e861717767936,
        ],
        [
            0xb7163e4ef036e514, 0x7aea865eb69433ad, 0x6735ff4216844a4c, 0x3562bbb6e97eacb9,
            0xd2ed58a79169fb6e, 0x661b13271d92e83f,
        ],
        [
            0x25834911f430fb33, 0x74e9c9d04cc1b959, 0xcac13c064a1f0742, 0x81c02bf24d708510,
            0xc5a5383a0be80ca5, 0x066613048687afc4,
        ],
        [
            0x4fe3df06eb5af66d, 0xd26e4881a3871b9a, 0x2c984011d329872f, 0xce4ffcfdbd811d10,
            0xe824df7827522137, 0x9a84cc002eb83699,
        ],
        [
            0xf8efa6aca396d29f, 0x33ec678b767470ec, 0x23f695267241f5fc, 0xd0338dfed2a4a560,
            0xce5baa029d30be61, 0xb39ee0e34db7b6e5,
        ],
        [
            0xc07cd155e5f61fa5, 0xef6fa0237144f41a, 0x1f9b7c5af96c74a4, 0x79617e5c0764a1b8,
            0xe9b74148d52244b9, 0xd5cde24cb3a13351,
        ],
        [
            0x4a60534265554fed, 0x449a08c35cc82436, 0x3e91f5727f7127f6, 0xf86922597999ccd9,
            0x45a332a20da7e739, 0x9be289b7c56bfeb4,
        ],
        [
            0x35ae413b2bd1f0be, 0x34e2e1fdb0194403, 0x41a2097f059cc5ce, 0x84b1702aa7898e7d,
            0x3c554295ccd028ea, 0x90d9af4d929fb8f6,
        ],
        [
            0x2926afc4a36b05e4, 0x2d81e9ffe0a5a9bc, 0x21a200267d1a7292, 0xc2bc0386b74452fd,
            0x5d58b01ee75962b8, 0xe0846252f8b33063,
        ],
        [
            0x1d6bd075a49ea9d0, 0x54740e19f355429b, 0xa09a73e694dec67e, 0x0048936cc845253d,
            0xc9844eefba8d2d46, 0xe8b5b3569e1d261b,
        ],
        [
            0xdb35de9a3b166d67, 0x60c0b2db49b3f246, 0x7fa397d7ebe3f802, 0xb308adb392ec1931,
            0xf718c6efa4816ef6, 0xcece925293fe61ef,
        ],
        [
            0xecaff21bd7cb5ca3, 0x066997f39517b571, 0xd387f1e70f6c0399, 0xc1d85d5d878aa3f9,
            0xe4adcbf77fe18bf3, 0x4f234e5c44df825b,
        ],
        [
            0x93adf3074268d7ee, 0xfcbae0f02c9a12bf, 0xb76859b8534822a7, 0xab38334cf961bd84,
            0xb17e54bdd09e4e94, 0x0fe2b81243d3a64a,
        ],
        [
            0xb7c00f91ab5e3fd5, 0xe6eaf1077d299815, 0xd3082aa3e4d78479, 0xefb7085b5f9514e5,
            0xd1e6bec37c283789, 0x26ff37d5b2a4236e,
        ],
        [
            0x980e4f3ce0539e77, 0xec9c2defb19fb5c6, 0x8fa5fdb3d3c1db55, 0x266bd84ca3461f73,
            0xf5000d79f2e6c2aa, 0x055a1ee33266602d,
        ],
        [
            0x2275e13868b27ff2, 0x81507f920b45c684, 0x081476c5b6ca86b9, 0x571e6d6a3825683b,
            0x459b42f3e3ae7e7b, 0xb2d6bca18032183b,
        ],
        [
            0x5b4140cc617f56e8, 0x7f619b4078b82477, 0xf05544e06a69215e, 0x8c88b8e7a32620fd,
            0xc625c718a81a23d6, 0xdbac0bfdbba5bb18,
        ],
        [
            0xeb212aa4dc98ab2f, 0x2e62a012828591e5, 0x34145fdd358e9690, 0x6250d8ed7b477a1f,
            0xf74028928103a4af, 0xb69b58eb721ffacc,
        ],
        [
            0x3dbc9aa7aa778768, 0x9f464ea0e5c07a19, 0x10a179b6a87e436d, 0x62c5d5d360968da5,
            0x2d380bab95aa774b, 0x34fed1577a090eae,
        ],
        [
            0xd99a12a29f7c1bcc, 0xbc328d2f2fdac5f2, 0x7683489bb498c572, 0x9cf9ae742f29cd25,
            0x0ccc1a9b3a656601, 0x067fa488bbbb5979,
        ],
        [
            0xe17445a19577e8d9, 0x330f6634d2d34121, 0xcea03741a1aa8076, 0xfddda6fffcfafd3e,
            0x440df5dbe05b9369, 0x51fbac8ebb0d7ca7,
        ],
    ],
    // row 4: multiples of 2^24 G
    [
        [
            0xffc53726d64583ec, 0x6b462381eef5bce9, 0x753a4bef24829cb3, 0x976d6897404af02f,
            0x93313219448a7822, 0x79449ea9399e5d55,
        ],
        [
            0x0a3a7387e56aeb1a, 0xa4010610461fdd3f, 0x601e6822016484bb, 0xde40350204bbe3e8,
            0x6a1b8c7d9f071625, 0xd1e9028add3f60b3,
        ],
        [
            0x5509a9247da80215, 0x0d1b8304e2039096, 0xb8d360d932330f7c, 0x8b6b538a866bf185,
            0x65565d0660f48919, 0x457d3e364a88485d,
        ],
        [
            0xd0640e47ca7c485f, 0xa0eae2dd8c826885, 0xfcd0e169f0750194, 0x04c965ede05f5115,
            0xe9482a7ad7ba9d0d, 0xf2660cd3d261b83f,
        ],
        [
            0xc96eabbc13611c0d, 0x8af0d5127581f50a, 0xf75a783593c963cd, 0xb74870309060a883,
            0xfc03c9b117ceb72c, 0x6477385179773be4,
        ],
        [
            0xf15ba587c2ba51fa, 0x72f2bc15cdcc4e52, 0xd1c3673de3ca3356, 0xabbfd1f03028612e,
            0x4ab9792d9def1d98, 0x02e11fbf4815b9f7,
        ],
        [
            0x28fb793924c43f70, 0xa7d314449b346573, 0xdf8f9b6b20545584, 0x54464b038a9b1477,
            0x623ad546ad8c0fa5, 0x5cf44ed1ae0601f7,
        ],
        [
            0x2559d692d75c445c, 0x49d40028b7443959, 0x5ee0d51855e49cd0, 0x0cade75f33bb1b6d,
            0xd8bac37532bf7888, 0xa47d4b3ba0531d90,
        ],
        [
            0x34d17acc5aa6eed5, 0x08debfb9a6c462fc, 0x06f3922cbaac7579, 0xd35a55beee896822,
            0xe4b5aff7d79e58c0, 0x731df59906af7bbe,
        ],
        [
            0x8889e1e432ed6604, 0x0eaecfdefbfe37d5, 0x458f671bb1e494e7, 0xe9e2c36c16d66038,
            0x07381ba4ba1e13bf, 0x0ee3acf64effd4e9,
        ],
        [
            0x66b1eb1a343a5584, 0x2d308a4b93720dc1, 0x6b0dc77a99270ed1, 0x70f4597378e0b993,
            0xa86f796d9ad6ebdd, 0xda0ba7eb02c3f96d,
        ],
        [
            0x20d5275dfb3c4390, 0xb1bb2b9656071ea4, 0x5446823630ac0e03, 0xa97e8ba2587e1b1d,
            0x5eff1991cbff9dd0, 0x71c9ec9b17f6e6ee,
        ],
        [
            0xbdbfb739f810df99, 0x8b881ac39bbef687, 0xdff3629583593e0d, 0x12123fe9171d199c,
            0x074854b4df8f6461, 0x2a45722d7fdfb681,
        ],
        [
            0x92fc1733f4e19dfe, 0xb5a1aae154bb236d, 0xccc11186e9e7a866, 0x7994632ebc49318d,
            0xdff7949da22dd035, 0xfe7a5bc263575d05,
        ],
        [
            0xd76f0c164e3dbaec, 0x99c5de4b3dad5f3e, 0x3788c8ce818b6c82, 0xe2319622091801d7,
            0x52fa5ad0fb7e2d63, 0xc05b07f2e466204c,
        ],
        [
            0x881d441558d5549f, 0xed748e217328bce3, 0x56f0d4412f1f8481, 0x74ff865e021c9c2c,
            0xbaa63b4793500f82, 0x0c40fadec2e3b807,
        ],
        [
            0x957d0e6d8addcbac, 0x7c9f30686bce9a49, 0xc0b9935d78a598f0, 0xa3343a50294bf437,
            0x8fe0d2321aeecd2b, 0xd0d04af62bdbcd18,
        ],
        [
            0xeedf8a9807edf24c, 0x9de9bc5b20bf73e2, 0x44cd34c30612cc7a, 0x4469869c10c72b41,
            0x2dece68180c79304, 0x01671d4c0140d6d3,
        ],
        [
            0x2719018712e7cbba, 0x75133bb0ae97e0a2, 0xb7ad6af2c367e612, 0xd8b2136b31d8059f,
            0xdf9aab67fdddb297, 0xf8c87805f8afbaba,
        ],
        [
            0x5c245b063dc2b058, 0xd6ce30d3d9db98a3, 0x10f56d8e574f1138, 0x40f74dc7ac5d4c3f,
            0x26457263c3fa7bc3, 0x6a1923e286f1d755,
        ],
        [
            0x2de959e8ba6a8d6c, 0xe5b7ff0d9e28bfbe, 0x90f191403db158b2, 0xacd2600f3b52d602,
            0xbce3bf8ccb210ac7, 0x5d5b5fd5a48019d1,
        ],
        [
            0x760b4634c0b0019f, 0xd1e4bc9e65ef6b7d, 0xf02dbe4d59fea8e7, 0xa2fad60d05a7db8e,
            0x0d156ed1b90686dd, 0xf7d2b3a9621b7902,
        ],
        [
            0x3e221c284d2f1d15, 0x01b78f1d592e14da, 0x10055ff6a414bcf6, 0x11cfb59379f3face,
            0x5b6d715b739be505, 0xbcfa165a605ac912,
        ],
        [
            0xe7eda353780b6929, 0x8814c1c443543498, 0x1692d222046a8f0b, 0x6168afbacff86c6b,
            0x8b7b0b0cf874d781, 0x05539426240069cc,
        ],
        [
            0xced47bb29708a2be, 0xba73a8ef44f8a25e, 0xf30b53ae3c1212a7, 0xcadca157f339e91e,
            0xf5445528324f4721, 0xb257fd77afef2585,
        ],
        [
            0x91574f1c79f9fafc, 0x599f7494a75e7b57, 0x0d78a3a4018955eb, 0x1d26829a2c9d24d9,
            0x74868b31c320b18d, 0xce5eed106e00bf73,
        ],
        [
            0x31b5bf06b3240512, 0xbe37911f7c880439, 0x6e0f19a7adbef245, 0x957d761ce64b5f43,
            0x20f3f5d4059579cb, 0xb879c05a95e2df35,
        ],
        [
            0x7ec41ba446848a26, 0xb6c2856e9f4d7077, 0xf5e392b1b85aee77, 0xa7b76a6aa6c016fc,
            0x627d35f9795698ec, 0x7f5a7fb201f1504d,
        ],
        [
            0x78871caba13c224e, 0x08fa0a5d3a590f53, 0x2e7560d1124d05e3, 0x6a1169fb63d93881,
            0x6e711fa99390d2ed, 0x696f7a84789e4501,
        ],
        [
            0xc3e6d76bd244ac65, 0x3b1a20038a5fcaa3, 0x65e79cb52eae773b, 0x80aa8f32dc5b0673,
            0x4f2f7e29af42672e, 0x6f83a9a0fd549c43,
        ],
        [
            0x59d8c8fb01da2360, 0x0694da29fbdfcc29, 0xbcc5bbfae3697b58, 0xa59880aff889bed7,
            0x4caa4ec67e7c9143, 0xf03173d57d20b8aa,
        ],
        [
            0x6f93d1209568fad3, 0x291875f37ff0a77f, 0x0608b32fdd42f359, 0xfee522d9644f9985,
            0x4beb2bfd05996cc8, 0x5a77212a769aa367,
        ],
    ],
    // row 5: multiples of 2^30 G
    [
        [
            0xca0eaf9dc373ba13, 0xe25f5f11798e41ad, 0x5af4b3c71eca3ea4, 0x47bc86f1a23b9c8a,
            0xe9768f07fae9d7b2, 0xf94f89f5ed3e806e,
        ],
        [
            0x6451f3e36203f1ec, 0x40681d08ab59d68f, 0xd0bf960866af6fee, 0x5df24a1fc1e4b6a6,
            0x64c1b0f25e6a069f, 0x124e274863fbf5bd,
        ],
        [
            0xa4eedc908a9552c6, 0x23be4e8c6eb5fedf, 0xe5f6ada15ad0744a, 0x373a4a9e4ca7d6f4,
            0xb5a5a64d57cea5a6, 0x3a65f4637f48cb04,
        ],
        [
            0xc89fccf41de59604, 0x72ee282559f8e37a, 0x9423de94d52aa0eb, 0xb68371661110f4b8,
            0x00b220475e0ca5e7, 0x79573c277f72b3f8,
        ],
        [
            0x93e188851fa5345b, 0xc3faca642b10748b, 0xc1b82b06df987dbc, 0x8f3aa4d9205e25f4,
            0x31bdcd03b7dc364e, 0x5a21cbccb91f4dfe,
        ],
        [
            0x70ac2786ede14e49, 0xd79e0890bdf4b5ad, 0x7b6dd83301edd96f, 0x1b4f533d565fd682,
            0x9222c9a2474f71f9, 0xa56581a983ebda25,
        ],
        [
            0x06cc9e763800818b, 0x426cc6697f5020ad, 0x53ff7b9e18577c5f, 0xbecc9a3d30789f9e,
            0x685f1d84ac798e8a, 0x3c0745cecf85daa7,
        ],
        [
            0xd3a7aed2beda23d1, 0x2d4adeacaf09fa81, 0xcc705a59f998500d, 0x2ec6720997b62945,
            0xfefbf4e82156a3f4, 0x20684eab0a5fb347,
        ],
        [
            0xecb4bd8d330dc205, 0x3934dce1793b3824, 0x2b8cedbef505c154, 0xba92295b7a873a69,
            0x8449398b386ee396, 0x72584bae4717b4b5,
        ],
        [
            0xebf1943bdce73a42, 0x91a018b4a62405be, 0x844d759b5684989d, 0xbdc609b44678912e,
            0x4b151529d12582c1, 0x7ac0cfc47f8e1390,
        ],
        [
            0x7faea5da8d53b039, 0xf19f5f61acb5b11a, 0xfd679e18fe27af9c, 0xbe29ec0cc0e391aa,
            0x42a815d28cef3cd7, 0x3dd4374742c2564f,
        ],
        [
            0x339d6949fac61d43, 0xedc8bc2f75b34910, 0x4c686fe91ee6f866, 0x9bc462bf5f02368e,
            0xc3902774638abf60, 0xc403b179b7ed5413,
        ],
        [
            0x4cbde5bbd9a13914, 0xaa89d2d4621b5b3c, 0x66fd1db475821515, 0x3e61607066154f11,
            0x2dde1732ed85f2f5, 0xfa1fe78f528e1b57,
        ],
        [
            0xbfd6f20415b71702, 0x292bfd32569ed998, 0x5b5d5b09003d0141, 0xd512f4d8efcd36d1,
            0xc81f1c3416c87812, 0xa54cef3e1777dcaa,
        ],
        [
            0xbd69e6d9daa47b46, 0xc12cbd8a7a9479bb, 0xf07cbcd9a8b92f63, 0x4998f58427d2f85e,
            0x0ab2e076bf43ba36, 0xbed73de0bad0d0a2,
        ],
        [
            0x646b35f9ef010cef, 0xa63852dd7d54d120, 0x3e5c14f4adec6e34, 0x030270aac2f4b7e6,
            0xdedf4875ec560a92, 0xd6d97f659da64c53,
        ],
        [
            0xd78111934783992e, 0xfd676774a7324c04, 0xc4fffcca7cef549c, 0xd52828aeaa879015,
            0x0aeb51d46f627faa, 0xa6f7526745df2249,
        ],
        [
            0x8853d4fc3dd77384, 0x882efffdf1482b56, 0xfb069944bf3fdc9d, 0x5c847e97e8578826,
            0x6288de65b5896ab1, 0xefafb8883db2040e,
        ],
        [
            0xd2764cb623b0aa0d, 0x1899a08be46147d8, 0x15580039ed9aabf8, 0x8d8965f3c316ca6b,
            0x58a9592cbf22a5ab, 0xc555883d6d78c5c9,
        ],
        [
            0x169fbda7821db648, 0x578ea32b243a584c, 0x51df259916abe403, 0x05a6ddf38cdfc7d5,
            0x86171a87b167eacd, 0x878115dfce277c62,
        ],
        [
            0x94fb91d5143c0781, 0x5a868ad5b57be8cf, 0x584731709c186af9, 0x74797fdc3e4d1a1f,
            0x23deda36f42f9350, 0x0b83451c65ed353e,
        ],
        [
            0x87d0dccdbc7fb93b, 0x60aa26c65bf00628, 0x3bbffe14650a8a45, 0x815a38b5b0de7cfe,
            0x585639741b473c9f, 0x44dff1d8f735a0ed,
        ],
        [
            0x87e28f38a6e5d379, 0x97c268745324b299, 0x0f9d74687a781b98, 0x97daac2966aac005,
            0x2b421f0db081f16b, 0xf50a6aaa6a7b65d1,
        ],
        [
            0x7e50a5ee4eec17c2, 0xc02088e0a36bc7aa, 0x7f86be690519f68c, 0x741f6d18218d3811,
            0xce25290ca44e51cd, 0x31be8d8326e7eaa9,
        ],
        [
            0xbfe1a2ecafd3fe87, 0x12685d9f91f5a8dd, 0x7b634269360bb07d, 0x96b0293449b99cc7,
            0x1e83a0bee7a8683f, 0x27a962912135ad92,
        ],
        [
            0x9d42513950717022, 0xda828bf2a6ad2320, 0xe7da5beb1a0809bd, 0x2a810b1b4a285be2,
            0x78d80e592fc28d37, 0x499f4b43ffcbcd98,
        ],
        [
            0x97ec9eee8430154c, 0xf61f07a123ef5441, 0xd28c71a51dd9e9b0, 0x771ae81381c35663,
            0x94d72ba5ff48b43a, 0x0d0fac89775561dd,
        ],
        [
            0x19a7454960588251, 0x1eb6b7483cfee6d6, 0x97c2bd1fdc147463, 0x3f583ecba9caceac,
            0x1fdf7bde7ad33691, 0x888dbf371ae6bb70,
        ],
        [
            0x28db6bedab0c4838, 0xfec0bb63acc5f8c7, 0x9e78b3c522a8f31a, 0x3db9103f51009cb8,
            0x84c97079b155ecf7, 0xffe5544738829b6c,
        ],
        [
            0x89437a2f1f80278e, 0x28a2e5243e814bd1, 0xbd0a5c5087761b1a, 0x87f85fe6f158e7f9,
            0xbf9f4784e01aa0d8, 0x903d720cb3d1c958,
        ],
        [
            0x6f249122a941e061, 0xd53eb9d473f60fed, 0x76ed0bc78988c1ad, 0xe801e949c80b6b7c,
            0xf5a866b64e0f8510, 0x356252ec05d61b30,
        ],
        [
            0x187547881386b66e, 0x783dc08a9a2eb0d8, 0xfe2682d1f074e5e1, 0xb6ab7696cbf4f5b8,
            0x382401e66da5b0aa, 0xfd5a63750f93d45d,
        ],
    ],
    // row 6: multiples of 2^36 G
    [
        [
            0x51d517b86fefd17e, 0x35e97b4018fba339, 0xbdc8467ccf221c7b, 0xba6035ff9eaee11c,
            0xb417857d18128100, 0x383235c34f40acec,
        ],
        [
            0x56b010d60fa7e4d2, 0x91cd7d721d9544ef, 0xe2c5163648b3fb02, 0xa2440769683588bd,
            0x7054bb4098239b52, 0x2019db993bb5090c,
        ],
        [
            0xf15dd5cbdc72a138, 0x6d2d259791a32dbf, 0x7f46cffdfd5852dc, 0xda270e8ed817364b,
            0x97e5e85fa1df99e0, 0xc77a3a0a5a90c0ae,
        ],
        [
            0xb68a6a3a1578b888, 0x01e3989430e1dbfd, 0x03ca048771dafb3f, 0x7690a577f8241fab,
            0xac71ef0be64d2bb7, 0x4fd69e133eae3938,
        ],
        [
            0x0fe566b4ea21ec86, 0x743f513375ddae93, 0x0173fdd9ee43927e, 0xe9491f6e8b3a99d1,
            0x6af11d3490e9d60e, 0x7ca50de3373fafeb,
        ],
        [
            0xdf0f0994013644fb, 0x77369779526fa9f2, 0x41ef19704197eb1b, 0x7bf4bf0022cb653d,
            0x94f0f226b7dd509f, 0x5fd7dd2bbe77682f,
        ],
        [
            0x7e4d44041f7d9343, 0xa496646a299cd36e, 0x06372825600decf3, 0xe19b609d08bf05fa,
            0xfe6a71821b7e153a, 0xfe191f769808f5c7,
        ],
        [
            0xd808389602fe620c, 0x277803e8de8984fb, 0x2698ed9f7058d34c, 0x00b9c0d3bce1dcc3,
            0x356b310ebc2c1c85, 0x41e412dd67cacabb,
        ],
        [
            0x0209bd9985889144, 0x77df1cedb9b83e2d, 0xbf9f58704cca6a2d, 0x2c4f310e35978ee6,
            0x98debae5eae8acff, 0xf2f40fc1778c9461,
        ],
        [
            0xb22492a23ca7e0eb, 0x91ba7704c5a32881, 0x5a2a7f1e00d1425b, 0x6b15d61fbc09eeae,
            0x2e8f822c86b7bff1, 0x56357b6632c4dd9e,
        ],
        [
            0x15c8ddba77c3a95a, 0x901a11bd6ba71f9c, 0x54fc905b440741f5, 0x4b6b0fc5f1358db4,
            0x3c4c39a36ed93612, 0xa764c9a8395cb400,
        ],
        [
            0xd55cc687ddae695a, 0x90d2c914e7471217, 0x884f4e6d917d18a0, 0xd2871c7d744d11d9,
            0xef60b7d802972782, 0x491aa4012531f9a0,
        ],
        [
            0x35ab0302f5c7d936, 0x0a6d5f947eee29e7, 0x032323507ed08644, 0x505064a66d2a8356,
            0x6e9937d1979af3f3, 0xec148fcc0758cb3d,
        ],
        [
            0x717ac089f19e974d, 0xfb0cebe8f71eadf4, 0x503535bae85c30e2, 0x05e57133072130ee,
            0xf33e81eda8037e5f, 0x4b33d96d3f0c555a,
        ],
        [
            0x4f32661860361946, 0xe7eaffffae1695c7, 0xa7aed10b1311036b, 0x6eb81e719eb2dfa7,
            0xeda95d34f680fea3, 0xd2ab66c583630d7a,
        ],
        [
            0x091a19d20523f8b0, 0x9fbf9c8c0950ab93, 0xd8377e50fbb731ea, 0xe3b8b5bd18b26813,
            0x78a16f161bc1257d, 0x837106a0cfd383ea,
        ],
        [
            0x46d3addcea86e123, 0x3b52f72be46c37d8, 0xda02c7ee8036a8e6, 0x9f141b52feeaba0d,
            0x7a66cbac0049be34, 0xc5b5d9d0b9de2e84,
        ],
        [
            0x3cd33d825310953f, 0xcf3d011eef7027f4, 0x10779dfa3eee08ca, 0x2c3228c431f432ec,
            0x94c510727f319ca8, 0x2ac3a2fe3cfe5d7c,
        ],
        [
            0x4bd9a436ca5a2ef0, 0x320744aefd095c81, 0x3da008cfc307a816, 0xc5cc3ff92f6801e7,
            0xf0ba2f464407869e, 0x6eed1a15213338b4,
        ],
        [
            0xfbcb2d777686669e, 0xf9bed26f6cdcb0f1, 0x37aff505b5a8f081, 0x1f258d7c6053e4cc,
            0x86384c5f45bc699e, 0xe0025c0a25a2f865,
        ],
        [
            0x975d551f7ba4a4bd, 0x862bc21632d65fb4, 0xfaaf16ad151762af, 0x931eac72cd1fe1b3,
            0xcd73074200f9e6e2, 0x581b13c385ccbcf2,
        ],
        [
            0x625ac394309e8cec, 0x99dab1a749b13bac, 0x77940cbfdf48a436, 0x963cb65178881636,
            0x889ac28e7541e4c5, 0x39918bd55407fbf2,
        ],
        [
            0xdf69b818defc4c20, 0xf31ff9a82e3eb2cb, 0x946578a60be0bfa6, 0xbecddbf2e8b31f47,
            0x86e3594ca45fadaa, 0x56d2d2e3999c547a,
        ],
        [
            0xfbb99cfe33dd9555, 0xc6e14198fcbeecde, 0x8d4e83b351da2e20, 0x2bc54a6b75a0719b,
            0x1aba20d356b03328, 0xd84a7db6ede40907,
        ],
        [
            0x56ff221eee90dfeb, 0x279a7940c6815c60, 0xa119572a1b0208a3, 0x5bb04e27d2710835,
            0x61d8d94567414bf2, 0x440a1d396aec6a5c,
        ],
        [
            0xb10332e711a6e295, 0x44c9ba0e609a424a, 0x08f222e9986e93f0, 0xeb8bea949dcb7c9b,
            0x36e44e931d5aa8a0, 0xe0deccc6a3e0dccc,
        ],
        [
            0x7c3f687bda0cae4d, 0x84dc6167e7da757e, 0xc0c08f6985d25286, 0x17f7921db4889367,
            0x223c9181f81fddec, 0x3b72e938a6a05bf7,
        ],
        [
            0x3ed83a96e4198b95, 0x4435dc6a90ef6fa9, 0x47791ebf9ab2a2d6, 0x3e0c8b071564b80a,
            0xb4079d88a0ec1ad9, 0x6fc566afee9bfef8,
        ],
        [
            0x05e200b83121ec7a, 0xc5f282e5f23f234f, 0x0d95e5bc94aebbc2, 0x389ff8bd6922306e,
            0x949a43620c458f95, 0x2ed544e9a8a67759,
        ],
        [
            0x301a7d6ee6622883, 0x5c49e719270ac148, 0xff3296f04bbec99b, 0x880c775d80061376,
            0x587357fe322403c9, 0x4db2f9fbc24a4307,
        ],
        [
            0xc50fa97a3eef5158, 0x52c0d8a286d6a054, 0xebdf472b3be5c327, 0xc34b020b0852c07e,
            0x5b2b355242fa2f1c, 0xbff68be93a4f7817,
        ],
        [
            0xcbc8f03ff53c8cf7, 0xb6321218c7ff11a2, 0xb37d632ab9346795, 0xbc24e219af7e83a5,
            0x95b4863ae6dbd3da, 0xc3f00af4cfb3f25e,
        ],
    ],
    // row 7: multiples of 2^42 G
    [
        [
            0x807a7671097b6df3, 0x41faf5e20fb780e0, 0xdaa12450157c3ef1, 0x31d72356d7cb0c23,
            0xd5d2c185b251a877, 0xdbdaee9992fa894a,
        ],
        [
            0x85e1880298704ce6, 0x25a349dc306d7501, 0x6c5ba82103de69b2, 0x9fd2d533c403903d,
            0xe3b96ca6bf5698ac, 0x7d5e41c1cc20c102,
        ],
        [
            0x6d434dd0cc888fdc, 0x47e731b4ed221a04, 0xda0d85b5a107a3c9, 0x489780a7ebf163d0,
            0x1ddd62aa9892bf9b, 0x7f988bcb04e0db7d,
        ],
        [
            0xb55c1496e492a9fc, 0xd0cd80f2597a9eb3, 0xeaf34b519f1d8391, 0x81e7ca50785286c4,
            0x5b63c0716c0c5297, 0xa09ca533b1b52561,
        ],
        [
            0x082de97f19fafaf2, 0x92de16ec25cc03ed, 0x415b7e1c0fabb7cf, 0xb121761c721659a0,
            0x2c646d3f4a3f2f1d, 0x6c441f7c13cef73d,
        ],
        [
            0x7d4281a326cc7cca, 0xf9d8fdf7e302e412, 0x9b29a767ed1531b3, 0x9713865b8daae632,
            0x5c4d819351561f0a, 0x786d917a74daf2a8,
        ],
        [
            0xf4b82a3f08c24f78, 0x82c57c65e3565350, 0x92213214c56bf74b, 0x51cf2f2a066173e2,
            0xb67e7f2822931b9e, 0x87983d740e448ae2,
        ],
        [
            0xa08d39d8cd93498b, 0x98c24fae81fb94c6, 0x2c1f6da0e2ec50b6, 0x96b60285703366fa,
            0xa46d2ed96ce66461, 0xaf14665ec7bef52c,
        ],
        [
            0x03487de0614dfb0d, 0xae8d0e16950342d5, 0x4f2ab2f777195a73, 0x0cfdcfec9757d4ae,
            0x20cca44ce42519f0, 0x3a9736374b2eb661,
        ],
        [
            0x5ed30224f0c80fdb, 0xb74201d09d39980f, 0x705dd1b2c2a6b759, 0xd6535dc8080941d1,
            0x0d532b08d279a85b, 0x55279407a6c95800,
        ],
        [
            0xa5e5dccded2f99c0, 0x1d51b65a26335c8f, 0x930c04c408067e36, 0xb14d764c0583c23c,
            0xe9f1f8b8e5be4e67, 0x2b684b5ad3b9a111,
        ],
        [
            0x9420fabbce971c7a, 0x3ade0eabc95e25ab, 0x350f2e80a490d8c4, 0xa76804d43f6eb3a6,
            0xd2ce7028e63fd72e, 0xb27222e285be7c39,
        ],
        [
            0xe372c921fccf002e, 0x96a39294514dc3ea, 0x4e6aeb46dad77509, 0x9a5799a8d37b54ed,
            0x64a87ceefc0e43fe, 0x7f05b1aa753b6b4a,
        ],
        [
            0x807a2862549af75f, 0x1c8b5f7ed359bf07, 0xf52d329195d01de7, 0x7a4614655ffe6146,
            0x224a8202e83b1659, 0x01236b76470e8470,
        ],
        [
            0x6208d87561865ca5, 0xa1a428549571dfd5, 0x6d5edb282d2d7940, 0x8af66e506ff2b93c,
            0xb6eb8e7d1baad60c, 0xbe114d2c4a16a63e,
        ],
        [
            0xbb783662388a91ae, 0x34e00a1bc9cc2382, 0x66d0d0312aa28a74, 0x5c0cc1a76fbf826c,
            0x78033af5c1ac7477, 0x1d7e28399a21f372,
        ],
        [
            0x036516b85af2db66, 0xd3fec155ab38cfc3, 0xa6e7d1b4416d0d54, 0x9d762998b397c8ca,
            0x73e4c3a24467324b, 0x9f7dd282bf7ada2d,
        ],
        [
            0x3f452c2ac9c10ad9, 0x7a827181b2609a4d, 0xfb87d393e31734f3, 0xdafffdda2bbf4efe,
            0x53193aba9837686b, 0x17401c18d61a044e,
        ],
        [
            0x8561d6d5f7fe6834, 0x20eee370040422c5, 0xa16cd1c2c924342e, 0xc017dbd60aba73e6,
            0x209b14799e7b1683, 0x4a639bbbf14b41af,
        ],
        [
            0x59308c110be4ccf0, 0xa69616fd49cc5fa5, 0xed6dfed135696487, 0xdef27e771657ce60,
            0x346c3382ab4a8d76, 0x54c10f0e98a008a6,
        ],
        [
            0xbda7a3ff9d792671, 0xab2ba801ae4fafb1, 0xe27406e379f9c043, 0xefff179014bcd570,
            0xae57b99180a00e1c, 0x63b01e357b38c603,
        ],
        [
            0x7f1b2eef388ceb24, 0xbf81721aadc25ce7, 0x1fd0c6846ae36f35, 0xdae9c8dbfa611602,
            0x9d7b22643f40a562, 0x64de9a7e9e4cec86,
        ],
        [
            0x413e342b396229d2, 0x97291d8c0afa76eb, 0x18f63384790ad9ca, 0x90deccfd307ad8f6,
            0xefb21d4bcc49b61a, 0xcda971d53d724666,
        ],
        [
            0xe1a0e3dcb10df2cb, 0xe5509cd4e9334feb, 0x4dae141938f21828, 0x932c62f1e9309400,
            0x14acca95289fd6f2, 0x929344234e1325f1,
        ],
        [
            0xbc9bd40a0edb12da, 0x78f3256c3cd6bd8d, 0xb8fe8191644bdf08, 0x3ba94523314f2c73,
            0x33ddf165f3d8e905, 0x603ecb74dd9721f4,
        ],
        [
            0xa1a8d80204e15cb9, 0xb3bf09c2e4eef1ba, 0xfcaecf4ff7ea8116, 0x72f4dc39e68eb8dd,
            0xeab7abaa761271cf, 0xfe99e9d851b8259a,
        ],
        [
            0x6325bcfc625f396b, 0x36560d577ad03440, 0x76246babaa639416, 0x381de8c98fd064b6,
            0xe4c3f8ac95537e9e, 0x0dd1b6fa6e56f0e3,
        ],
        [
            0x96a10f94f065498d, 0xf88a18670038c2dc, 0x0de21830c58b18bc, 0xc86e1dd49a5da75f,
            0x05e00843b092c397, 0x2839c7bd3154c419,
        ],
        [
            0xf6457fe018ef22bc, 0xbb0960011df42e96, 0x1a337c91def286c9, 0xd4bb225d4580b8e7,
            0x6bba9b93a2ce3586, 0x9d51106cf2d150c2,
        ],
        [
            0x0a3f8284943953ef, 0xa6f7e5d6e9c8b50e, 0xe75546eb1bfa459d, 0x3846abb534529d4a,
            0xbbbd1f98e1da3b07, 0x05a92469fc1e8935,
        ],
        [
            0x3edb02c26e52f511, 0x0306e54fe6cea9d0, 0x1944a8aa5fe7cc33, 0x3da9825253fd6127,
            0x9d5fa436ce628fe6, 0xe7ccb20bb3f9ba33,
        ],
        [
            0x22d213232b5eabc9, 0xfa85732a8ddb58d2, 0xf80ab9d0c0a4b7a7, 0xe505f00aefe1b0aa,
            0x1388c1d5d93f46b0, 0xf44495f894416a57,
        ],
    ],
    // row 8: multiples of 2^48 G
    [
        [
            0x2b7956832922bad4, 0x16a6363183b5370a, 0x530fec6c2638ee32, 0x23b918a644d0b441,
            0xf1ebe8e24b00c9b9, 0x77681a005e410b3b,
        ],
        [
            0x22b1c7231db6b479, 0xd62f06f139e84714, 0xdee9ec7ee23256f7, 0xe889db1195968194,
            0x11d66cd0a9e6d7d7, 0x09b2418b62416021,
        ],
        [
            0x6096317a847797e5, 0x4a91a5c267afafd5, 0x708e33a346a0802c, 0x8e7cbb981d38e56a,
            0x1eeb60a1b7dda4f8, 0xd6b805b9a17e4615,
        ],
        [
            0x0be705756adf5658, 0x17f6b55a73b1138c, 0xce3bcb882a9fc1a8, 0x4edfa8ef01211935,
            0x8972dc1c9b82e1b6, 0x84866f693e9d7b44,
        ],
        [
            0x149f33304f42b114, 0xba6e983cb6772820, 0xa043eb518ce2ade6, 0x8ba9dc995edf98c1,
            0xf42e45b181a1dd6d, 0x81fbf138d676de38,
        ],
        [
            0x3f2da340cee3c64a, 0xfcedb4bff63dc83e, 0xdedd2aac56ff2a25, 0x9b5af4ff250762ff,
            0xd67cbdc0cbf6e216, 0x1b147e2cae6521ed,
        ],
        [
            0x9eb8f937200e7e80, 0xad571a66df7addbd, 0x3a92203b82757ae7, 0x2d42d89b707a1133,
            0x40b13220eec521a1, 0x9bdbb53e8e391106,
        ],
        [
            0x5315d6eecfcb0905, 0x269200d91a685aaa, 0x96f1c3a3c1f724bd, 0x3a2318123025b425,
            0xff7672e639d51119, 0x1280679d85a58c8f,
        ],
        [
            0xda7096c8d5378b50, 0xfc12dddcd93b4001, 0x6a0e7c6984bc6a80, 0x91ea63276d3e731a,
            0x570864010b98686a, 0xb79422a12920a811,
        ],
        [
            0xe004f1c31ee4c1e9, 0x51f5f62b6695e2c7, 0x4c8db9ddad1a015a, 0x141a68460175ea4c,
            0xf8e3d91edb97814c, 0xdb30a211f678fa80,
        ],
        [
            0x4bc8cf149b46c402, 0x944bbe13c34d5018, 0x85d3087e24794315, 0x8fa5539ea9c06544,
            0xdecf93fd506c9d7f, 0xa408f048f8e4ebbb,
        ],
        [
            0x6e08e5480a4bf8e8, 0xd1e1533e95d4a1f9, 0x01c6b2d274eb6623, 0x9e3dcf2f584b99ba,
            0x1211df9b44a872c9, 0x44d0a91913cf855a,
        ],
        [
            0x88f89d1814625580, 0x2aaec81e9733d84d, 0x2d8bc222931e6e58, 0x831eb0d884281e61,
            0xcb57a66790b2ef2e, 0xdc260aa24ef97efb,
        ],
        [
            0x689a8dc17a71a32a, 0x6862a3750969c604, 0xd324e9b9be398e22, 0x2175c004fe84fe60,
            0xa607ef1fa817cdb4, 0xcd9d9495721cb883,
        ],
        [
            0x4b74f4413f602db0, 0x20572250c44473c0, 0x4fa454677630a4eb, 0x6ff1d43917544a45,
            0x1f32f9468958a2c4, 0x5c3c1087c8829849,
        ],
        [
            0x4f8ebef83a36ef0d, 0x5c910c5af4ef55c3, 0x8ce268092a959873, 0xc2132558376d6a96,
            0xa6c1cfb2026083f4, 0x46c5dbd90d455653,
        ],
        [
            0x088bf590acfde3ab, 0x24e086786d8c7090, 0xb8ecf49a9aa32e4f, 0x03cdf4f068414e30,
            0xe984a90895fa5a3f, 0xb5295c8699aab653,
        ],
        [
            0x489695518ba48c45, 0xba14588ec643319e, 0x79cc5f796164409f, 0xbbcfa5ac7cd52144,
            0x291192cf01be08de, 0xe09fcd9b1b5535ee,
        ],
        [
            0xa1c3bb2e48439615, 0x58ed1b0aed222f9a, 0x3aca44d94d2e9a9d, 0x0fdadbd7dc9f4cf3,
            0x9123ca84f15f7e18, 0x7cdb278a8b16f817,
        ],
        [
            0x4e7613428b222a3d, 0x874f88e99ee6a22d, 0xfb29bb24dbb503a4, 0x1e5923d827a88472,
            0x968ac6a827cc978b, 0x8cd1a928b31d7b22,
        ],
        [
            0x65316f50e85823ad, 0x4680f5489115578c, 0xefdd6cccf8ee61ff, 0xf5b74a5f08bae808,
            0x1e10250566cc56ef, 0x603dc6d60586d741,
        ],
        [
            0xc14f22a20643e7f0, 0xa920ca0197a5e590, 0x4e4e7c4b2c3fef97, 0x0200b1598e7baa94,
            0x24b9c68b16b1757c, 0x51ff64996ca9d309,
        ],
        [
            0x24f1796902261c24, 0x3e8d9c837a5d26f5, 0xfaa406c33d381810, 0x1be3dbb011849167,
            0xbc40b2253a6b5eed, 0x0d1359a4999c4c03,
        ],
        [
            0x7b132fca96b7c630, 0x8df911e763d2264b, 0xff71dd08164dbc12, 0x2f7b92afcd036c72,
            0xf133610524d891cc, 0xe614aee766b47dc3,
        ],
        [
            0x0387c072558fbd18, 0xe680e2edf4de7558, 0xe6311ab419753c10, 0x4dc8cb7c39ba0383,
            0xe655968a8b80f587, 0x905f03deefcba0cc,
        ],
        [
            0x1c53214c12ead645, 0x32aa24b93c7f65a7, 0xfd7b67e9118a5225, 0xf58a2515dad33487,
            0xa9ce43873a563a0b, 0xad5dc427d92455a8,
        ],
        [
            0x31a05c4aa5de4724, 0xb93e69eb6410d9a9, 0xa3e4c58fee73d118, 0x0f2cafba6b8ebd81,
            0x7da3cb8236f4e3e0, 0xc1fc72f1c554c871,
        ],
        [
            0xfa852455aca6b802, 0x448d6d2d26bfb5b4, 0xa76981e90accc4e4, 0x2c43f05afbedc1b3,
            0x684e84d3dfa0cdbc, 0x60fa3028b07a9af9,
        ],
        [
            0xd0c93b720446d154, 0x4fc8fcf7afa7c1ea, 0xa21349e1738836f6, 0x70d5f0a1a5e7de36,
            0xb80c9f64f200beff, 0xb0910520f680fa74,
        ],
        [
            0x55adc2d246cbf3c2, 0x5ddaea630ab9aba5, 0x457318d3f06d91eb, 0x210c0bda3face92b,
            0xcb6be0b9c8cca904, 0xcc059269ac932c9e,
        ],
        [
            0x74f59c13975b9d64, 0xfdce7fe906da28b7, 0x3c54525c9cfd66d5, 0x2157d5ee2f147389,
            0xd7695665c2cc25e9, 0xc78b3a4cc2f2ae43,
        ],
        [
            0x354406073b076836, 0x6e139ab7cfbc594d, 0x24c24eb10f818173, 0x26b87e2a4c3d9a9f,
            0x03671da71fcc4242, 0xd08f6b5e643cbca5,
        ],
    ],
    // row 9: multiples of 2^54 G
    [
        [
            0x56e13148e03d89fc, 0x737b874d560317fc, 0x28ce8556aee37ff7, 0x21a8f876600002bd,
            0x11a46449d20a7373, 0x280be2ee849772fb,
        ],
        [
            0x16986cc1d5e0c70e, 0x42ce305852e7e6c7, 0xf31ea341a618254e, 0xaf2001d4ae1ae829,
            0x3f93eca5d97c4da7, 0x01dd7a1c8b5c3229,
        ],
        [
            0xc78e99096ef88245, 0x00f2b0397fdb781f, 0xe019420d73924593, 0x4e9a976c1cf05859,
            0xa0fcb3d1a5f4e2ee, 0xba87f6d9f6b9e413,
        ],
        [
            0x6c78a1f40c6a351e, 0x5192b2cf807a4e21, 0x531cf1e572479dc8, 0x78f3e85f15863b65,
            0x008524f66f917ccf, 0x531192d9d0dccb94,
        ],
        [
            0x05fc3ffee6554399, 0x369d94867d1bbb04, 0x9c5132a0fd5aa747, 0x43ff75020d7673b8,
            0x59bb2dcea14b6bf7, 0x8517e6b2e18e60f7,
        ],
        [
            0x390a6f0aeebd8d42, 0x130e6b7494444b88, 0x1cd42f605978347e, 0xe1011897e4a9f217,
            0x9cb9900672f99a75, 0xaa29059cb6dce968,
        ],
        [
            0xfd64424538007970, 0x0c98c72d159ffd96, 0xecd68ed290f43f8a, 0x9d60f3d6e1bd10c7,
            0xbd1f24b8fae2fc6e, 0x262d5e022d19caa9,
        ],
        [
            0xf7d5ce6ec490a7f0, 0x646319a806cc1312, 0x01d71545bc37af6c, 0x92077f6a7f32c096,
            0x3c4192cf02223fa6, 0x72b36fe00b59de1f,
        ],
        [
            0x1a1bf640ad352615, 0x325bf92553aeba98, 0x2522e9ec8e0bb179, 0xc70935b3de0843e3,
            0x4373d2a18b486146, 0x5a36a6f028c4f456,
        ],
        [
            0x795daf8b4725661d, 0x5c528791396daeb7, 0x9dc942149f39f821, 0x43447291b103f301,
            0x513d19fc24c5c4ee, 0x237d2658f1fde4d8,
        ],
        [
            0x681bf64ad55e361c, 0xb97436d54885d055, 0x3ef0c12b100dc972, 0x591794baf51fa479,
            0x0f40727b5ae73df8, 0xa8398c53081542c0,
        ],
        [
            0x6cc9d6a8ee192ea3, 0x951ca5524008c57e, 0x0906ec420ccb74a8, 0x80c4c11109e39599,
            0x4a79b1c3a5246b67, 0xff7242ea5ead0c0f,
        ],
        [
            0x9f0e5419cbfef45d, 0x84d9b50b90d4bbe2, 0xa8029b2385d578ae, 0xcdc52154b0b3dab5,
            0xa82431be9885d056, 0x923b5488dd1baf8f,
        ],
        [
            0x8be85daf500f2eb9, 0xecd9ff992d8c67be, 0xb893091e44bd9343, 0x417b51c1b6c41844,
            0x7ffad5ac96cc5a8e, 0xeb9b79037c0568f3,
        ],
        [
            0x6b452cbbc6249225, 0x7963efc669d1f364, 0x239c3e8c65626ff8, 0x95bfd3dbc3495f91,
            0x15a26064dca0fff6, 0xa2331789b4ae8521,
        ],
        [
            0x9138c2cdf2d97c8d, 0x3caecb472650a9b4, 0x23a73447f8760ddf, 0x1ebf0619c1d98546,
            0xd9f11b6ecc7f0b0a, 0x16ab2c05de8d96f1,
        ],
        [
            0x0beaa4268fa54a7a, 0x93a6338820c01913, 0x2f2e79edb9cb6a75, 0xc1af98841713364d,
            0x484ede7c150c8fbd, 0xb635b001e4ad09b5,
        ],
        [
            0x0ce943f5d6a5c4ba, 0x2d66a5ef8c05c7fa, 0x46abe4541f57a858, 0x67161a9c4c4cf265,
            0x6b37eed62c49544a, 0xfa873abd6a50342c,
        ],
        [
            0x7e09c9cc6f7736c0, 0x8b46cad49973b2fb, 0x4ddd7c1f1f76fa04, 0x6c6ef3652c7eb64b,
            0x605748755d46cd95, 0xea7172a7a7e6502b,
        ],
        [
            0x0dd3b147effca98d, 0x10c4fdcce1abc2a9, 0xc4b7b199f74f036e, 0x6db9d5ac7301d513,
            0x154acf22774b8020, 0x0030085fa60f3784,
        ],
        [
            0xc9630decafb3a8a3, 0x311f496a35c483ab, 0x8b472718df709db3, 0x00c9d4746cc671f3,
            0xd0f1ba9cdce4605e, 0xb03c07cfbb8519df,
        ],
        [
            0x202102b65673d8a7, 0xbc0806dec69688f3, 0x117c46cfa96b99db, 0x95c739947a145aa7,
            0x8782d8d76ab31a0c, 0x165e97ec8e7b1617,
        ],
        [
            0x8587f941d30f9688, 0x78a0096b36477ad0, 0x7c76113babf69e8d, 0x24fef18d4beea4fa,
            0x7cbbfc2bf375f31d, 0x438cec6ca282624e,
        ],
        [
            0x6b73749b859de975, 0xc97b9ead67883183, 0xaaae5948bfb919b1, 0x8150189af5c8912d,
            0x6b988a5c67fe0faf, 0x21d1f6d9f5839146,
        ],
        [
            0xa8b1edfd33f31465, 0xec54b82457429116, 0x34c7a1e3fe31bda7, 0xe8ed64e33e21dc89,
            0x8cc21269fdec81d0, 0xcb026181b6048078,
        ],
        [
            0x6a25bc496bbac73d, 0x9c6ddbbffc537c7e, 0x7733b1fce60b83a2, 0xe7e0b3b845e10ea6,
            0xcf38b692a384796d, 0xfdcbed65d8b2df37,
        ],
        [
            0x0f4e7194dad30eb9, 0x26e8426da54cdf37, 0xc57e5f8555d76d85, 0xb1619f30488df912,
            0xe54915d66f59343d, 0x5e188ccba38ab081,
        ],
        [
            0xaf8c2c49a3635200, 0x0400e2f71d377a92, 0xaa0ec06cfa0d421c, 0x6e3c3b690b0d997b,
            0x7d3832dd6756ee3e, 0x30d62b54e78e3204,
        ],
        [
            0xe0f87c60d974f1bf, 0x4469c6cb65583955, 0x18a2bbc463e00c99, 0x6cc47fc624c3c166,
            0x8fed7249a08458c6, 0x74f0f5309ce7d10a,
        ],
        [
            0x8f7334b005a40d6f, 0x5acef6acc67d9097, 0x71490bdcd0e93202, 0x1e819b39a333834c,
            0x184920032c2e1a7f, 0x934c1111fb569bb9,
        ],
        [
            0x2aced6a71b43053d, 0x9150f9e2998a9f69, 0xe240755d6f2efb8e, 0x882fc57ba6c0453c,
            0x5425afa7bd0336f0, 0xdcc8b21471da59a6,
        ],
        [
            0xcb5e1dcb5174cd2b, 0x8984cb7b18f6e4b5, 0x363d0f1f72a12150, 0xb5c36272cc62f17b,
            0x4a9927313a2f964b, 0xbca572384e8f1ce1,
        ],
    ],
    // row 10: multiples of 2^60 G
    [
        [
            0x7850b688428ffdee, 0x5630065c1e3103a7, 0xd774279edc08408c, 0x854994906eaf0bcb,
            0xb195431872f72173, 0x2e5e8eda4ac8220e,
        ],
        [
            0xa3b38048176de7d5, 0xcc01f3c43ae77e40, 0xec1be1f11b8310bc, 0xbdc976c3b0b6554b,
            0xd86117f49c4bcd13, 0x9feb9193d41ce646,
        ],
        [
            0x8abdda43017ded2b, 0xabbe389102c5993c, 0x52df96defd7ffd34, 0x6c4d980cd7e89e8c,
            0x8e3c41bebd659dc7, 0x7f6f7496fe1fe1f8,
        ],
        [
            0xcb969eff3a2d7c85, 0xe59df30173683dda, 0x07e6d627d6450189, 0xdddae32b5bb295f6,
            0x6746310ce18b49b4, 0x828865f29b220769,
        ],
        [
            0xfc279c0d65c7f42f, 0x42a3a4dbf59d12cb, 0xcec1c2c8818b8aad, 0xdceef0d876bfb38c,
            0x73a06210b4f2591a, 0x4faa0b9daec30565,
        ],
        [
            0xfad68ea249f01540, 0xd04cb98d4ca8dca6, 0x3f9c1b5fd88e9e5e, 0xab37eb62a8bff78d,
            0x38dcb928cd98d7b4, 0x55a875148fbf15d4,
        ],
        [
            0x100ea8beadbfba6e, 0xe3af9e5ae40d5d88, 0x09d8bfc65c6a5c49, 0x7fb08fb4f4d6eed6,
            0x305b2e07e8c2a8ec, 0x2320310a9a720f4f,
        ],
        [
            0x76334d9f06290b5b, 0x096fa00d1c02aaf4, 0xb29c7abcb1c345b9, 0x91b1e9d2db7dfee2,
            0x0c63c40d28848019, 0xa131323f3e9d93a9,
        ],
        [
            0x38ebb530819bc210, 0x5176221c25c62d94, 0xb7c3a41f76d095a0, 0xc5e3def1c34255cb,
            0xc66b1c51373b19d2, 0xf0098fe3391519dd,
        ],
        [
            0xad823b1fafa315ef, 0x486838d4f0d87581, 0x637248fa0c0921df, 0x62ac1aaf27e97648,
            0x67b7fc4c52f393b0, 0x2af12025fa682a1c,
        ],
        [
            0x16ba68065ca93ab4, 0x09db69748d545dbd, 0xb6aaf3db225c4ba5, 0x0b8469a3ae2aa4aa,
            0x5fc03ca039982dc4, 0x8f5c404c62e6f031,
        ],
        [
            0x0290c89ef1f9636d, 0x410d82ea7e4e5664, 0xa3fe52d21eaa856b, 0x6f52ff2029a5a674,
            0x48348186192f68d7, 0xd5e2df8e2117ff2f,
        ],
        [
            0x96e8057b16594295, 0xc79d34c40d0899e2, 0x4ce05b3ab8a146cf, 0x57019cf6688eb683,
            0x39a389d79086ada0, 0x17fea69c9bdfbbbc,
        ],
        [
            0x2c3aa6f48cdfdf35, 0x4b136db00d2170b1, 0x25308ca44ed83023, 0xf32c700a1b0ecdd1,
            0x6d7ed62b84a656eb, 0x9fbc6f66067e36c7,
        ],
        [
            0xd3687564b153ef91, 0xe9e3e50048910f02, 0x333aa5ca5bf4b5bb, 0x693f6bb11f957c01,
            0xe27232e9ad429104, 0xe965214d78d082d5,
        ],
        [
            0x1935ea95f13eb9c2, 0x37b07e4b2c20a03b, 0x7ccebf492897bd62, 0x671df286ae088f35,
            0x9b826c191a339948, 0x2e5032245b176e1c,
        ],
        [
            0xde5bfc399e157e72, 0x6f0014d9ccc8b63f, 0x9d4b875ad387d213, 0x774b3eb96a69bd4c,
            0xbb7e9c13d6f502ae, 0x6c5f85d08c23da59,
        ],
        [
            0xe9787ccb1a5934aa, 0x2f226a344dfda818, 0x8e9b9a4847348d67, 0x443531a79081f64c,
            0x1dbeb8e87455afa8, 0xcc0bc1247708b8fd,
        ],
        [
            0xde6eb23dd1da0cb5, 0x2205c9f6dd317cc6, 0x9684d7ff5a49dd64, 0xdb7e03931bb63c47,
            0x4bfb41c040d4a4b6, 0x2de20673f05dc3f9,
        ],
        [
            0xd0ea7b48252974dc, 0xbaee24c3f178a4a0, 0x48c0e3032430bc72, 0xed25c07706c0c8f8,
            0x4afb1b512f245f09, 0xc38509ddbb32a7e8,
        ],
        [
            0x10ba8513a55b553b, 0x70a9259c7e55f095, 0xf7d0501a0d10ef12, 0x6ab66c817a0fe89e,
            0xfc648b2b9d97d69e, 0xf17ed04e0b0fab2f,
        ],
        [
            0x011442b1b5884d31, 0xbee818ac7c91d7c5, 0x1f67c589fd5dd071, 0x9e580a308ce086f8,
            0x1f59bda51b1fcd2f, 0xbe060d7aace118fb,
        ],
        [
            0x4e602522ba886d29, 0x4573097087ae33cb, 0x02c5507dddea36ec, 0x77bdcc6985ddfd19,
            0x7ad8aca251b3325a, 0x68623cff7cf163eb,
        ],
        [
            0x674ed6b86ba550e2, 0xccbad8d21cda326c, 0xd1542f8399aa3448, 0xcf8eee5dbf457736,
            0x40007023cebef35d, 0x4f6c8f173c3cacd6,
        ],
        [
            0x7c7285e4109497ba, 0x3fcce64fbc566d84, 0xc6621bcbdc73d819, 0x3598551ca0ec04f5,
            0xb35dfde60a0164c3, 0x337a4e4ae6ba9c78,
        ],
        [
            0xe693431a9917ac78, 0x090915fa2a7bcf23, 0x631381be1c831775, 0x1fc9d7dcfdec85c9,
            0x2beb94478c3f0e42, 0x7dd05998906daf1a,
        ],
        [
            0xe9de73c909caa002, 0x2495760af387ccaf, 0xf890061dbc6350b0, 0xa57bddeeb38e5852,
            0xc3c0fd9de65adc50, 0xa31107d7f54390b8,
        ],
        [
            0x40bb61d8ad786a1f, 0x7e4b5eb0db2b3102, 0x49c4cdc3c8cdde4c, 0x825bb5a52cc6fdf8,
            0xb1f3ea9688eec1ba, 0xf30fcb432c13f5d7,
        ],
        [
            0x519bab9f65d3bb69, 0x3daa395c29a9156d, 0x76f0430e1fbe776a, 0xe21ac1001e020653,
            0x1cb84c3e2150eb2b, 0x74b1adc9741ab886,
        ],
        [
            0xbb221ac4aefd1791, 0x2248ff39540bffbf, 0x297567af64b76388, 0x30ae8ec449355195,
            0x464dd0b89a9c3128, 0x4584d46968f2efff,
        ],
        [
            0xe2d84b599bf9d69a, 0x2bde48b8cf3338c8, 0xa774e9d8afbaac3c, 0x4646f44f46d40794,
            0x842b238cec8a2d9f, 0xca8a8eadfa301b96,
        ],
        [
            0x5794be454971b9d2, 0x64a2a44e22f3503e, 0x62069df9337993cc, 0xb5a8be918cf5aa65,
            0xdcf77c1c4266a4f2, 0xbbe137f3479a02fc,
        ],
    ],
    // row 11: multiples of 2^66 G
    [
        [
            0x95dc61961a8522ff, 0x7800e4deb2a0c2fd, 0xb2d8b5c9493d2023, 0x2c595ab6b3d564a2,
            0xee5106ea4e856f46, 0xdf6ac56c0d824ff7,
        ],
        [
            0xa2a98dd1408cae9b, 0xb3ff192c61c6bec6, 0x607b0c643ead88da, 0x0039f8e663184290,
            0x0b9f09db6dd9836f, 0x5d9d8f22c51a47fa,
        ],
        [
            0x2b496309605be24c, 0x3afbea78496bfcf4, 0xfe6069c646ed79bc, 0x3cbeb331ad7bb67a,
            0xeedcaf1637463aa4, 0xc41a07ca7c12f87f,
        ],
        [
            0xe85de117621e0951, 0x7b464098f75855ac, 0x06b33c2853d1abe6, 0x095bdc74b538c2cf,
            0xa64b61e0d859366c, 0xa5c92136e9922d24,
        ],
        [
            0xb78ee7911634f569, 0xc8fdd7350985837d, 0xb40ab14742337dc2, 0x58ee37a92ece8062,
            0x1b80e3deb4fb1ae1, 0x55797958ddf42642,
        ],
        [
            0x6774ed5f7cc6bcf3, 0x6feadf8b0a75d23e, 0x5898828e81ec8c8a, 0x3e9103bb414cd64b,
            0x703f0fb21542efe4, 0x3df2c7c67388d6c8,
        ],
        [
            0x57480257200e00e2, 0xd24d38be80f4a13a, 0xe2d4702a8b6535bd, 0x597abaed6d6d0cd9,
            0x2eaf61f21a32e8b7, 0x48a99a4d06a3acc5,
        ],
        [
            0xf3327dfdfbc66efc, 0xa401731e34a1c591, 0x8c1ca43a3371b4b7, 0x835393dc526198b2,
            0xa8d2d86f686e9c85, 0xa4491de77a0c3d07,
        ],
        [
            0xba3b8ad70b329b43, 0x9f53ae68006b178c, 0xf800d3ec081b9e65, 0x9276a57476df5e38,
            0xcf1c324a48ecf239, 0xe812bcd41a138da7,
        ],
        [
            0xddc571ff75af5f12, 0xeb0e0d6bc519e79d, 0x0be61891a5135d10, 0x45b409b76947b843,
            0x488b8b1b9c79ecb3, 0x8360249a81d00135,
        ],
        [
            0x3dbad72970e96f34, 0xa7f195784fbdd199, 0xa8bd522b7b40048e, 0xd449678dfa8e9703,
            0x0f959131ac92820f, 0x19dd7f6d53269ad5,
        ],
        [
            0x26895e8d3a531453, 0x1ebd18930af3212c, 0x8ca333c67003a76c, 0x20af5abed8d22392,
            0xcd27a223ba2a3469, 0x0d18a639227129ad,
        ],
        [
            0xa9d1f43b49e02829, 0x06d1b701ffa9305c, 0x2dd27865c58fa092, 0x696d5bcedc5d5d1f,
            0x33980e0422bf0231, 0x62365a025c2c71e9,
        ],
        [
            0x54c003cbfbfd7362, 0xdd572a2d1ea567e1, 0x2371304204843b91, 0xaf652a26fb54a9a6,
            0x14403e5a00c0d6a5, 0xa1484083d677055b,
        ],
        [
            0xb2e3db63410a75c4, 0xfcaff083a287b348, 0xdd50e5bec60eef71, 0x95538e0f59fd4b8c,
            0x3ec9049b13788ece, 0xdb33e8700358dcee,
        ],
        [
            0x790e100d309b2b98, 0xaf54cb0b50a4f09b, 0xbfd5af9f956ec705, 0x4692a1253bab82f5,
            0xac0be759ec637260, 0xaf835bc0580441bf,
        ],
        [
            0x6632be0c5fd9dfa5, 0x083c764d08366b0c, 0x04278daf960a0a4b, 0x570b95e35e424eee,
            0xb997a99c7582bc66, 0x0ce1341bf9d63d2f,
        ],
        [
            0x69babbffeb67efd0, 0xb8e39ec72c78c465, 0x1d337c70035e77b9, 0xd0a8d0317f468e1b,
            0x95955862d66deafc, 0x1a3314446fabe163,
        ],
        [
            0x6588b31724173634, 0x7c6221e38ae111b4, 0x1577617058c11b50, 0x8bb612969dbac4f0,
            0x4b8b06c8ec78dedf, 0xd7ea2a65cf3908de,
        ],
        [
            0x1c011309876ace17, 0xd41d8021a2563034, 0xef97c18a2ff566a4, 0xdc8a1a74ce326d3e,
            0x94ccfd73a7b9537e, 0xa61d86797fc5e7fe,
        ],
        [
            0x40d9e276a42797a0, 0xb2f93e3c6dec92d4, 0x50cbcb5b23d1ad7e, 0x84d5fe272bfad051,
            0x7b8549a1c0ca09e4, 0x757ed645b55bf7f3,
        ],
        [
            0x6c635f6d408159bc, 0x2276949f0452e794, 0xc742bd41c774743c, 0x25ebe6d04f917425,
            0x897f272a59a83bd0, 0xc2e9eafcf349f4fc,
        ],
        [
            0x8f85dff89c80b5a1, 0x50ae23c264708323, 0xde6c961494549c7a, 0xa03f4234814e33fd,
            0x9abf0f87433132ed, 0xed023bde5f38efd3,
        ],
        [
            0x7d37641d8d2d6608, 0x9808c7ffdba0c64f, 0x54a6ae09a2eab6eb, 0xbeef8e2977e51f0c,
            0x0e8808cce52a66da, 0xe993a24ebe6ce14d,
        ],
        [
            0x7211bf95ddc8e41e, 0x37799bc3173c831a, 0x2dca62121d686c6b, 0x4cf9e20a05de7a73,
            0x844571a9e3e7cc5b, 0x09f11931c7093e35,
        ],
        [
            0x0163f52180f6c116, 0xa78d77d9081f5488, 0xfe03940e12863cfd, 0x5ad48521b85b4c9a,
            0xab046f5e0d5102e5, 0xc4a6abeab07cb1ef,
        ],
        [
            0x163697ef05d8f033, 0xc1f44b19e53bb755, 0xe05a815918821cab, 0x9dfa6f60765c4f10,
            0xa8a5ebe997764fb8, 0x7009059b9e9035a4,
        ],
        [
            0x0b11f13b4b31b6e7, 0x8f79955e6cd5cce3, 0xa7b8322471e793e1, 0x5d3d6309cf419002,
            0xef2581bfbec3bdc7, 0x46a16d77006026d9,
        ],
        [
            0xa697e3b7e5c43d3b, 0x535d3186095ba381, 0x2d9e9a5e35df463e, 0x1908be6083a1a8db,
            0x6742b0b0ca918d20, 0x7f7e35e095710099,
        ],
        [
            0x5c23797514941eb7, 0x4c31592ae0097936, 0x69305cfc9ec0e598, 0x46fc164d46b1f7e8,
            0x022d38366eb0b44f, 0x3d97aedc2bb28683,
        ],
        [
            0xa0883a91a509bb92, 0x56f7848b3dea529d, 0xfcbb1918d4a99a54, 0xb7c703ac6efa3268,
            0x2a8e22619ef3e904, 0x0e3eb16f8182ef21,
        ],
        [
            0x80ab94a2513c3f3c, 0x39c245d077e64a9c, 0xc3ba4002a7543bd5, 0x6658e2bd7eacb224,
            0x7e005bba1f419c54, 0xd54bc0f758b62644,
        ],
    ],
    // row 12: multiples of 2^72 G
    [
        [
            0xa6b331c2dd9dc934, 0x32a15ddfde2f138b, 0x490117ee2b7697a8, 0x5eaf7f20b3b1e935,
            0x4b750ed09b807876, 0x98f1673d864be6f5,
        ],
        [
            0x535820491a53d7a9, 0xa35696c9f0099876, 0x34991882fab32bde, 0xa6e482159092df43,
            0xf674d02f0f2f3443, 0xeeb918084d862a69,
        ],
        [
            0xb221b4618b17cc56, 0x3a388a6c6c918f42, 0x43b22feb61ec2c4a, 0x1f31f72bdd8892c4,
            0xff9e63db7aae5ed6, 0xcf33f8e0c5aa19b7,
        ],
        [
            0x2ca049f6e32b5a2f, 0x164d195b3c2dc1f8, 0xd1364e770eafa9d1, 0x87a85a1f59bac901,
            0x040599eb31b28912, 0xe5138d5773989f3d,
        ],
        [
            0xa78d649862a4a464, 0x8185cc99be50e07c, 0xe0df6a84046a15b3, 0x3fbd2fe4b1747017,
            0x40bd174ed8a28d37, 0xeb67a57c3ba62fe3,
        ],
        [
            0xf9bb1829424d3124, 0x4def459222c5cfed, 0x635090f0116b8380, 0xdc36aaf6edc582ce,
            0x8c97c600cb88543f, 0xea4cedf679d7d839,
        ],
        [
            0x0e518afcd56cc2a3, 0xc6a83b40e2dc0d52, 0x6f5059aa809ea39f, 0x94390dc22721bc4d,
            0x879b35f1fb429338, 0x3891b09014546ddd,
        ],
        [
            0xaa84b4ab98b4883d, 0xfb1203a45003afb8, 0x49b549bdf113ef60, 0xb8a534eb421a26db,
            0xae3abef54176bcfa, 0x65ad7ddcc9fd2e50,
        ],
        [
            0xbd62fc3b242a43b4, 0x853d3ce1e4ceb019, 0x81780739267cdfd1, 0x60ecb6879cd6475c,
            0xf3e199ed48a209f2, 0x3cf6b9f302dae3a1,
        ],
        [
            0xb21d26870bcf4074, 0xcb9d6c7f66ea60fa, 0x33b4a21386febc79, 0x6c5e209c9bb71bf2,
            0x53f871bf63580404, 0x4c4a36340c55bce3,
        ],
        [
            0x2be2a8f3533b4c98, 0x982b2540c7ae49a0, 0x546e27b9efebfa00, 0xb5d294cc900dd378,
            0x3be2150d3658dbf4, 0x02874ed2b34a20e7,
        ],
        [
            0x0de34649488ad19a, 0xaedbbf66a836d120, 0x3db458a5c3d2bb79, 0xa516213af1b23abb,
            0x57cb0ebe1fb13cf4, 0xb43b7de12a71fb5b,
        ],
        [
            0x42ca87e74a188fe4, 0x4ba3638d5d8e390f, 0xb3568c459476562a, 0x0c4266800c0a6cc4,
            0x641155133e63129f, 0x711c89d3cec9a6eb,
        ],
        [
            0xbd664dac398c7dbd, 0xf61eb365d96e1ba7, 0x4063219c65e6672a, 0x4bacb3268c7ea7dc,
            0xcb7c53dc40eb1485, 0x75993332c8724e95,
        ],
        [
            0xbb80b445ae07f4a8, 0xe5881e448294ccdf, 0x3a4c8e39ad112cda, 0xa5340d8e35d8c72f,
            0x47142cce48955a80, 0xb5ddcf0686d4ad66,
        ],
        [
            0x1399bf878f4ad647, 0x81692c0a2f0e2288, 0x4eb078384c8fbcb7, 0xdb2f862ce3874f86,
            0x9e0ee74a89f62e6a, 0xa0fef663b8e8633f,
        ],
        [
            0x053c4f1ecba700f7, 0xc77c959d6e684cae, 0x67bc18bf00b3858e, 0xaafef0a4dbafbba1,
            0x4619766dbb66ebc6, 0x0e52b8c808c320f7,
        ],
        [
            0x4e79c90aafe81675, 0x4cdde3b02e52cc6c, 0xe08c5272085e9980, 0x4a0f05fa7c273f4e,
            0x81645c1780c241eb, 0x7a226d35c61bbc26,
        ],
        [
            0x279f8517cfec2fc7, 0x79b62a06e3c8e4ed, 0x0698c7102d3a2e9d, 0x3de8698cda55585d,
            0x248fcc4ac3e24d1f, 0x2a7149021d72ab6c,
        ],
        [
            0xdc2bf9b6f20c189c, 0xa2ecb82e251e6fb6, 0xbf6a368ac25a4335, 0x55d9ffc16959b12e,
            0x5c128527f034f399, 0x737f38fbe6a733b9,
        ],
        [
            0x50a31932eb43123f, 0x18133564487ee34d, 0xd2842d1d93cec727, 0x13d26c6f87b60df0,
            0x14b91bbf457fb4ab, 0xe5775b06a025fd2d,
        ],
        [
            0x6c83f3d2ab45e121, 0x9614d96f42b9285b, 0xaac8dccd687df054, 0x9462af86b29196b3,
            0x3c0579be149c3426, 0xd4bef0520f9ebee1,
        ],
        [
            0x571efeba5739ec57, 0xce52b61f90789b58, 0x1455134338dd0c6a, 0x871bbd9b194d34b6,
            0x68e066fc5225296e, 0xf14f032124336552,
        ],
        [
            0x24b4f5ed3ee121f8, 0x8f3d3bea9be2dbfc, 0x81140fea873f69bc, 0x179dfc623ba7184e,
            0xc35a132799a78819, 0xe401ef08e1d6f153,
        ],
        [
            0x9b14f456c2c38201, 0x1944a8da84e72bc6, 0xb19c0e6b5874954a, 0x8db1b57d74a61e7a,
            0xd8d0f977ec4def17, 0xc516298789071083,
        ],
        [
            0x0d7f0bbef70f2d65, 0x6bd8691dbe41d7ea, 0x3c233c55e900135c, 0x1e0caadcfbdc6f50,
            0x53b9bfdc79c0b2b6, 0x7511c9f20a4e8628,
        ],
        [
            0x61ea7adae9520846, 0xd42d1eb36dca7686, 0x7d06cdbcc33ad279, 0x8f487ce2aca25744,
            0x1348903ba7920d15, 0xdb39542036c8893d,
        ],
        [
            0x4b2bf560b23adc88, 0x8139a697740e7cdc, 0xff5c3151d3bc2313, 0xd42e85a6120c6006,
            0xb63b1b46f69308b1, 0x6a10faa238e386bb,
        ],
        [
            0x91115e61a071da12, 0xab9fca12087b387c, 0xdd5eefb3da9a42cc, 0x40f34aeea5fefb0c,
            0xaeae8f160ac1ca73, 0x3c750986fc69a6ab,
        ],
        [
            0x1a8a0389ad5c8fd1, 0x8394779088e216c6, 0xb7577bc3e76232a0, 0x8a49854b95dd78c3,
            0xa58cb3ceedc0792b, 0xd50f084ee679d47b,
        ],
        [
            0xf964c8223a254fa1, 0x8123a6479923e5a4, 0x6d0816ad8f248826, 0xefe73831a36e113c,
            0x4adad86fb654da5f, 0x9724c4b153d51347,
        ],
        [
            0x3628c4e5596b6e25, 0xc4406956e3c48c5e, 0xe7c4cb002e8ae234, 0xa11d2ed32ed43c07,
            0xc33b975f77b2799d, 0x3715cc2dcaefccd6,
        ],
    ],
    // row 13: multiples of 2^78 G
    [
        [
            0x98e5a9fd29a801e4, 0xfa4d3abbd84bf0a4, 0x8f4dc6f82c426bed, 0x9decebac1b83f02d,
            0x2756317731afcc78, 0x25efdee028657c91,
        ],
        [
            0xb3dfb6915fdc4b62, 0xd851f39055109b96, 0x55c4dac424e13631, 0x12c87918b02dcba6,
            0x082a25d8b6a6220f, 0xf8abc990cc90ccd7,
        ],
        [
            0x486075b219ea3118, 0x288a821ce8b84a78, 0x53ce6139603792cd, 0xcc3dfb91cd02301a,
            0xd6745a56afc2d623, 0x55aa143c2bdb691f,
        ],
        [
            0x5dd1695815f1c173, 0x3312d6a3c46a9115, 0xc9527a68fe869bbc, 0x6e5effcdf6cbcbb4,
            0x35bd9c75362c0478, 0x0209419855bb0376,
        ],
        [
            0xdc527d73dc2a6498, 0x08934ec06e1a780d, 0xc257725570e3a7c9, 0x3e9b3c1cc59481bd,
            0x148a477f33ca9c3c, 0x5ac5a917df421578,
        ],
        [
            0xc155c9fceb1f23e5, 0x30da65cc87fb0d4d, 0x39ddc6f1fe29aaf9, 0xe15596819b7d2157,
            0xe62ee79362eec022, 0x6841ff58a973795b,
        ],
        [
            0xa9893015427f459d, 0x29c3a3583af11c58, 0x9fe190473159a1a0, 0x3590c6ca16e111ce,
            0xbb21fd6bb144f41e, 0x668bc4a848ff3048,
        ],
        [
            0x75b963453fe39fff, 0xb4aeb917f45a96d7, 0xcc29a1ee8932cc8f, 0xd1317dff682514c2,
            0x5cecce58a9ef556d, 0x51b5fe8380d7dfc4,
        ],
        [
            0x4538e84f03c42d14, 0xc3304e31125c5ecc, 0xdb87c51f0528582e, 0xd5eb0dd863617411,
            0xf4502fb9bab74fe4, 0xce6a62a7bda4957c,
        ],
        [
            0x1050467ac620384d, 0x8b677cf7466e292b, 0xf2ac4850e11cabe6, 0xcec62350b63594f1,
            0x9afedaa5e4d91805, 0xd7455a8e27dff452,
        ],
        [
            0x32fe56251ba99063, 0xac325742db47d5bd, 0x1621ec3c30faac68, 0x1956c2501c66729b,
            0xb76bcafe073aef1f, 0xeea7292a5159e850,
        ],
        [
            0xabe362356d603672, 0x5f4f1ae84bf4eb2c, 0x9a8e44c8a26e6c0e, 0x0944d401167b41d3,
            0xb60f0fd076f5c7d2, 0x5efdc9a40f6051df,
        ],
        [
            0xddb31f746500b9f4, 0xaf383638e0649288, 0xe0dbe97a861c8b10, 0xca7ec93976552cfe,
            0x7aec0efbfe33f78b, 0xf454812011123c97,
        ],
        [
            0xa03d7c761f75cad5, 0x97da3fcdf4042451, 0x6a1b945dcbdbfbe2, 0x516a95b87a8cce9d,
            0xb16e3a1e30905cc3, 0x6adefe9efcfc0d25,
        ],
        [
            0xe2b80fd1cba034d7, 0x6edad8d5b0031b65, 0x3aee1cb4927a36ec, 0xbb88d751e39b9efd,
            0x0129b42fc92d3641, 0x4b434faad09b53ac,
        ],
        [
            0x41e0d32ab6f646fa, 0xec8093eb6faa2688, 0x991ad76f42550962, 0xcd41aff907681a7f,
            0x1316c11d0304701d, 0xcce7ab79133a0046,
        ],
        [
            0xa299919b5c5ea1b6, 0xb6184c83d6ef8e0e, 0x3628b342f2084644, 0x017b62a9e68eb3e3,
            0x6d5b1e746f608feb, 0x1b45f2e28218965a,
        ],
        [
            0x78614fa4e3bfd480, 0x51ce5be0a0e38787, 0xa92d75fa4d57abb0, 0x8d4d97f29fad5db2,
            0x701a80b01ed2bf25, 0x8bac6dfd3a2db6d9,
        ],
        [
            0xa00a19e7cb8aeb3f, 0x850b510218b1c766, 0x3ec2566d6318ebe3, 0x8e70f71f42b9bbaf,
            0x777d9ed5b35f50b3, 0x332280ceccf46394,
        ],
        [
            0x36752ea8efc22c30, 0x104614bfff7e7724, 0x306ea93d3a74e7a5, 0xae54fe5c1c1b929a,
            0xd8ed29e0289c4ec7, 0x6153b2a0105ca5d9,
        ],
        [
            0xd3d129319cb36f40, 0x5868644a36f44ee4, 0xa2106e7392d4f69a, 0x2987838ca33cf53e,
            0x8085e7c7e1a0a530, 0xfe92589b906c8b5a,
        ],
        [
            0xbc708816b0f70b40, 0xefe99e05979dc8d3, 0x80932dc0c18443d4, 0xea8bf51ad18a619c,
            0xbc18f6ca9468aa4b, 0xa296c07dc3414f98,
        ],
        [
            0x0e8c0c01685aa7b3, 0xf9179568d6abde69, 0x9bab3bd48273d4cf, 0x21b5831c90b3b1df,
            0xa86800a5fe3fe362, 0x1b1f0560244e7750,
        ],
        [
            0x9c91a50849ffcfa9, 0xc6f3b880609ea085, 0x9883274f673b6c64, 0x3b40d18c8302014d,
            0x9c68a876599dff26, 0x689e6aea1d6601fc,
        ],
        [
            0x89b1dfdd42d0fe7d, 0xa2a98bb385376650, 0x4f94ad0094d35fef, 0xe483a5b9bd9991f1,
            0x8a2f4bb3ce3c5861, 0x0fa548d39b125141,
        ],
        [
            0x1144027808a4b325, 0xf848026a0980ea50, 0x4c3ebe77676accd3, 0x560720d4b9eaeece,
            0x78f3fbdb0940b1b7, 0xed41f5183d9d9db6,
        ],
        [
            0xd9ad7badd5028ec8, 0xdaaa8d8102886a38, 0xa1f8c88c2a6977bc, 0xad549474ad4366c0,
            0x36c0cffaae44ac0b, 0x98fbbad5eff81937,
        ],
        [
            0xec64fc993e3c4443, 0x906e0f24efabc7a2, 0xd3d83a34cb0e7955, 0x932e43c12801f179,
            0xa02e934becfcc1d0, 0xfe881c78ea7f5e30,
        ],
        [
            0xbd80154b4bf02e63, 0x195227a09eb6f151, 0x07e13a173ea46c97, 0x9dcd5c802363d5e9,
            0x511f848248c4488f, 0x7c3335676cad16d3,
        ],
        [
            0x20daab2864911f54, 0x01e50c2ac600c4de, 0x2111ded163487592, 0xcd1073ae8f857962,
            0xb4caf0a9b7ae56ad, 0x416f957fd86137f2,
        ],
        [
            0xed0255c21a52940d, 0x4150996fe03eca1f, 0x3aacce4e23f5b4d1, 0xcb550cd0ed0cf35f,
            0xea36f4b7a494561e, 0x41cb8c5febef6e80,
        ],
        [
            0xd7604eb4eedeaac4, 0xaf1638b2a5c24ee9, 0xe4a2346dfa90be8f, 0xbd43097a3004fb1e,
            0x442aafb2b073fbcc, 0x290829b1fdc31cd4,
        ],
    ],
    // row 14: multiples of 2^84 G
    [
        [
            0xe8d780ad514a7898, 0x328ab4044494b63e, 0xd2f0e8768744b64b, 0xbd70e64c04b2c586,
            0x5658ddeef8a4ba4f, 0x3219d4c76ac85e37,
        ],
        [
            0xfc159a9ca9c333d1, 0x02ba3b0040607a08, 0x6912063fbab9d4d1, 0x206a4fc7dfb380c0,
            0xdaf808779a973b24, 0x95fd7ff4b68651e7,
        ],
        [
            0x188e1e12e8792caa, 0x5fa2294a02bc1f2b, 0xe3949d7969b0d8b0, 0x7d86c141216824ea,
            0x7f37c42b8b1e5097, 0x08d30e6e92789c7b,
        ],
        [
            0x07cfa020a1ef9f43, 0xc17f6f2a930de093, 0x9589ec4c241ddea8, 0xfd97e3b2f3c510a8,
            0xbce604aa182c452d, 0xf22902d540027066,
        ],
        [
            0xc56442193293d199, 0x393795aff219caa6, 0x7db08017d5c761c5, 0x8d7e1f843853454c,
            0xe327130c29caaa33, 0x5f09f900b25301f0,
        ],
        [
            0xf87caee24e8c95fc, 0x631480fdd0ce4d35, 0x4449a64679b8b374, 0x1eed07c7d413863e,
            0x0f3da431013cba81, 0x8cc5bf37bc56baf3,
        ],
        [
            0x15bb751f70315569, 0xdff9fa34676c5956, 0x0f196a3c9e87acdf, 0xab7ac330f121946f,
            0x5e9ba277ab0ad7f7, 0x4951ba09d0c2d9c0,
        ],
        [
            0x22bf13fb9ed1500e, 0x6727392159f5da53, 0xe840d89afe704a34, 0xb4d02cc7da4b1fa3,
            0xba32df4e2895a3f9, 0x6986cfc6dea82804,
        ],
        [
            0xe56de7605da22871, 0xe13cb688a8a67254, 0x3834e31acdcd1ae1, 0x9c68e6a3f18fd6d9,
            0x695c7ff0fc21c435, 0x99254013e7b0f948,
        ],
        [
            0x229fd0aeebb3db6a, 0xae94f97722db0b74, 0xa05744c8ae623467, 0x3bbcfbe28556c819,
            0x39d79df960bdc20c, 0xdc97b13359b1b053,
        ],
        [
            0x9f703270d4d6ee50, 0xd444c71da184f3ed, 0x7918b4b1978e07a9, 0x970363afbc8d8792,
            0x17f5dc5002b0f92e, 0x2554094fc8c384c4,
        ],
        [
            0x9637b2a22ccd5235, 0x75dba5f027e2ac09, 0xda15c76bbae90634, 0xa8374267e38c9c8e,
            0x062f336b2c3af338, 0x2fa9865166c7b787,
        ],
        [
            0xc2a0d7640837c3ac, 0x43ba036962680588, 0x8ec53f205c8c094c, 0x0ff5b7bb5e289f3c,
            0x8785c02fa5268547, 0x1f17344df5cd3301,
        ],
        [
            0x8b71131f6269e364, 0xe8bda70ee5772b51, 0x76ca9cf69ec4dbc0, 0xe6f8b9346b091b64,
            0xda109f468b563cf7, 0xb109f7e04b3bb11d,
        ],
        [
            0xf97b79300beddcf4, 0x342f1b059c3c946b, 0x4a73cecf0204a23f, 0x15f75cd1e3adbd26,
            0xf09a81fb41c9110c, 0x88dc3f03f5d8cda5,
        ],
        [
            0x960481f18c96a49d, 0xc6b88ef5464ab9fc, 0x67e3f6988849c44e, 0x320685175956b294,
            0x3705b95ad22cadb5, 0x567b470d836f6d0e,
        ],
        [
            0x441ff140cd97cefe, 0x659b7aa054db07ef, 0x8784a63afe435aa3, 0x1d970140f04a616d,
            0xe29b21bb53af3b98, 0xe6d0f2b86bb3c12a,
        ],
        [
            0x02132f5d368f5fc6, 0x49d6a52466fdcb81, 0x05aa3ab59c2be80a, 0xb7b2f0f3c2500560,
            0x6359ab2c37df204b, 0x25a10b666d32b4ab,
        ],
        [
            0x03360968f6591fb3, 0x16a7fad4c52b20c7, 0x4140a2e8b2062758, 0x905dee52d82f2254,
            0x29405a9353363565, 0x1ba1ab88416c034d,
        ],
        [
            0x8bc8af26ddd5cfd7, 0x658c496bc77da82b, 0xd77384a11827a062, 0xee17f994fce01201,
            0x466056362d3b276d, 0x02a31f1bff5d6088,
        ],
        [
            0xdb49e0579e7536a0, 0xbcc58d3399c35008, 0x1f8bc7f4b687e5e3, 0x8638a41072027d06,
            0x0c6a070f2049ced9, 0xd272960769ef4623,
        ],
        [
            0x32aef2673355ca14, 0x8bbdfbda848620d7, 0x65eccd58b0bcc374, 0x15730aad0370119b,
            0xc7d99e64349eba95, 0xd30d076f27105839,
        ],
        [
            0xcccc32e29f258a16, 0x1dacc394535d3667, 0x3f955c6281f623e7, 0xfe599a1f38cb46b2,
            0x88fa6156831c4abc, 0xb9242cc81708497b,
        ],
        [
            0x9bf9b706ffd874ce, 0xf632747ca0f974f9, 0x3f1263b7d17df676, 0xd7c0eb1a44df1a8a,
            0xaaac2337382c181a, 0x8cf66156ef3d9b5d,
        ],
        [
            0x1d1d11dc5bd8a32b, 0x57cdb2bf8663b96a, 0x0983005ad7aca4c0, 0xb3cffa3650c2f986,
            0x069eb43765f29ae6, 0xd896f1aaec49900e,
        ],
        [
            0x7152f4c1455dcf4f, 0xa6b6e460238cda30, 0xb4b732b32b553cad, 0xa6d73263e87524d0,
            0x6d48d14c378032e6, 0xde0def0d0366d951,
        ],
        [
            0xf3647476258e8fa1, 0x11f581d6d3d8e3c9, 0xf95d42193da389c4, 0xfe37e7d7dd4c30f4,
            0x9a47035dcf2e5808, 0xe167952cbcccbd4e,
        ],
        [
            0x26816e58f19a3807, 0xbcdfe39a34036c34, 0xa9d96a3c559a4898, 0x2be83f205922653b,
            0x31e57750db63d585, 0xe25a578990d8cdb6,
        ],
        [
            0x7598794f07016f2e, 0x8631b4065b52794b, 0x4a7a3e130473326c, 0xfa8445dc38098ff0,
            0xe0829d6c224ae6d5, 0xb4ecb6eca34dbb8b,
        ],
        [
            0x505e3c0d41a5e88e, 0xedcfa76d3428e632, 0x1a6892e97378d468, 0xcf8f2e123387bfd7,
            0x75c21720cfedce94, 0x92bd9a2d64252690,
        ],
        [
            0xb3dc859a7db48f12, 0xf26b3a7fa7e11cf8, 0x389946484b8bcf8c, 0xbe5e497bf70596d4,
            0xb0e98337475a1d46, 0x15d374eab6229496,
        ],
        [
            0x10c53832affa1419, 0x41d4f8c7ca139934, 0x39e8b4542df85ac8, 0x8c98e7d9835eedf8,
            0xd931771ca2d40a9b, 0xf172ea3d7f3156e2,
        ],
    ],
    // row 15: multiples of 2^90 G
    [
        [
            0x49bf690ddd6833a4, 0xf290aff6a575c955, 0x0e0b673b7bfea4f5, 0x3fa210fa8e59e02b,
            0xc1cecbf6bbfb09d6, 0xa76eef60670a5aa4,
        ],
        [
            0xa1498bce01c06ca9, 0x21c016117a08bab0, 0x2c85a0b7ca17bd74, 0x7b90316237d0f77a,
            0xd14898cd6e81e65b, 0xe0ed1f2f218cd115,
        ],
        [
            0x998f0b9ecf8bdb1a, 0xc1d1d227035dae3c, 0x6f425a16b6c19406, 0xf093a3a162522a55,
            0x6b5acf7b080c3bdd, 0xaf5a5eb3c24b58ab,
        ],
        [
            0x78c6c92d1731d3e6, 0xee3735947d3b6343, 0xc8e90901614f0ed3, 0x9dd54b4b680df68d,
            0xd0c3cba6983f94c5, 0x80983823e9dd9140,
        ],
        [
            0x6d87e80c02763990, 0x2a7db77d330bdb0f, 0xa4446fee4006d186, 0x2995407e69bdeec8,
            0xfbd3e95d4393bfdb, 0xdc5a2ec0cc202d9b,
        ],
        [
            0x3de0421a9da2d6f5, 0x933d779ee135d7df, 0xdcc1077745fbc83f, 0x437d64cc552833c4,
            0x616eb481581bf745, 0xc3d7614baf9d7fdf,
        ],
        [
            0x3fcfc7fec075ddd5, 0x8fd2335f43d14940, 0x614232b5e5dc5aab, 0xa88cadc607b6d771,
            0xf6325325ef7cb2dd, 0xbf3b769785073a2f,
        ],
        [
            0x726736394b010379, 0x784d95cdb40b8ccd, 0x3647d08932191a11, 0x1383335b83ad425e,
            0x3c5b02505ed3ff39, 0xf1f78c9ea814df0f,
        ],
        [
            0x7ab9c90e3d81c37e, 0x8449addca6d033f0, 0x8c305f7a2f2be4a2, 0xfd268e9c2968eb10,
            0x2c1a5ce936c8b7bf, 0x12cfa1d1cf6ab74c,
        ],
        [
            0x48ee4921d81332fb, 0x62f08af275c4a231, 0x81cee59252b5815b, 0x5ee938f347ff2530,
            0x9a58ec1ebb73d595, 0x473405f429b94b64,
        ],
        [
            0x3acbcf49faae8dbd, 0x82f8ea1eda80b94f, 0x996848dc5f92e35a, 0xfece81be6a207a59,
            0xd65010ec9ff6c146, 0x44954642493f5dc6,
        ],
        [
            0x423677b20f89bcf3, 0xaafec85e3746d402, 0xb61ce3f88cec15af, 0x7618d63f5ba02dd3,
            0x4f774238c28a6515, 0xf6a3b5c5e74d6f15,
        ],
        [
            0x60f970680884d38d, 0x8ba712e10ebb7071, 0x3282cb78d06122dd, 0x05b4ea2b1491010f,
            0xce13bead174d7517, 0x61756e81e7f0d109,
        ],
        [
            0x695b44440a141a66, 0x9b50284709e7251e, 0x52285abba2883803, 0x71858bb45f2f7fb4,
            0xbf5eef5ca5943828, 0xb29d0c7481bbe54b,
        ],
        [
            0x66eb5f3c6f317e35, 0x73806c635875bc11, 0x04a4f0314e85a6a4, 0x425f2577a1c5332c,
            0x6efd11db248a065c, 0x704f17acf9a86ffd,
        ],
        [
            0x83536ebbaa092e25, 0x4768e469b4e5d213, 0xb540b5898289c98b, 0x350a6e40080c0531,
            0x94d12807590b38c3, 0x83badade40fe5f65,
        ],
        [
            0x965738c2280d9718, 0xeae19888f4d72f2c, 0x8221ff5b54cbab52, 0xdc222d359ea12100,
            0x374162e0e5f09930, 0xee21dd9f8c3d458d,
        ],
        [
            0xd77e33c7e86caac6, 0xd1935c95b8ead427, 0xde18e6305183cc83, 0xbdcd00f1261521a1,
            0xbd18e1d9c82809bb, 0xe142711af960fc2b,
        ],
        [
            0x599a89f74c13b07a, 0xf4bf4f93bf806108, 0x9269e04272c0ae07, 0x055d359814de5abf,
            0x112e685c1aef2e59, 0x9c4124f5bc5b729d,
        ],
        [
            0xdfe9e3bf1da8931c, 0xeb943b456e1829f7, 0xa1c817bbe6eeee44, 0x0f852c304fdd6559,
            0xd9ad9b4da27f2549, 0x266fb914fb111f65,
        ],
        [
            0x5a5f36b8fc7b9136, 0xaddca5c22ecb597d, 0x031605c266e15a5f, 0x00f524d78c8c07c8,
            0x286d87a481119e44, 0xd4860d2bc243b92e,
        ],
        [
            0xa20f882d917fc712, 0xd05d7f13f7566719, 0xd5c196b912c11721, 0x3eba0c8ac566b104,
            0xe301bd90ecae1039, 0xd64eb499fb24c348,
        ],
        [
            0x19c84801c06a49f8, 0x8d2f5eaa3c6551c5, 0xee89358ef57e6714, 0x8af9893b6eb6cdb2,
            0x99b384abb51361e3, 0x4f841519456b22ee,
        ],
        [
            0xa0c38991b4738f00, 0x63bc012be4dd35c2, 0x980e89b0f72495e7, 0xb530252c68ad6dd8,
            0x35d6d8ef2642e8d1, 0x1309691ec235ef4f,
        ],
        [
            0x7319a2e5dd4ae8cd, 0x984cfb91bc08dcb8, 0x9af2732d0ba5ce93, 0x0dab577184a7c975,
            0x71df216a052e64bd, 0xbaa0f4d971ceeb5a,
        ],
        [
            0x64a61d207262cd15, 0xf291695104da445b, 0x3beb58154ed50bd4, 0x35638863e0204220,
            0x8929e2ab69f21c08, 0x5f27319014756735,
        ],
        [
            0x8f8acc5092960127, 0x400fd3ec0e559cec, 0xb2c470d3e7add74a, 0x9d0365b0b91e5747,
            0xcde28d6845c85fab, 0x87eac2d6cc71ead4,
        ],
        [
            0x47befaa3819c11ec, 0x3bcfa2d290deb435, 0x4caca5ba19569f95, 0xbc78fd0fd48453ad,
            0x7e4c3646fa2100f2, 0xc75a1a82f96c19da,
        ],
        [
            0x8a9894ca20ef3d69, 0x87ec5d8ec28b4e97, 0x531af315a47d6de1, 0x718c27c72416e3e1,
            0x3ae14cfa9547a536, 0x55b606ac896277ce,
        ],
        [
            0x6e45f6c3ed646507, 0xae0601e186558b67, 0x20634c8e3ccec830, 0xc3fea47e7c87c192,
            0xf14aba2eb66a402d, 0x8dcecf355bb3f7e1,
        ],
        [
            0xf1050ab97c31927e, 0xb651abfd31cc65cf, 0xc532a2afb5bae33f, 0x6f4dfb9971119994,
            0x4c5901fb4413b826, 0x92510b3959ae0aa0,
        ],
        [
            0x333968049751dc6a, 0xc56b58791c107cd8, 0xd8a41e905b41235b, 0xa956148b35971626,
            0x185bfe6979168709, 0x32829b76eba02351,
        ],
    ],
    // row 16: multiples of 2^96 G
    [
        [
            0x033ee5b1d8ecaa77, 0x4a6fbaa659bdb383, 0x98d656cd991bd043, 0x489d8614c754b213,
            0xc57d54b4f6bcf12a, 0xd8b7ed831023de85,
        ],
        [
            0x328f6f5afebc7fc2, 0x8333e284d933fdc0, 0x9c135c8751ee741b, 0x856760be90923a1a,
            0xbe7905c744a46bc0, 0xbdc7248e77415a22,
        ],
        [
            0x98719bc014afec15, 0xcc37da14d7e78461, 0x7df5f698509bf7ac, 0x740053de9e7d10b3,
            0xc52802f4aba6ad8d, 0xa248c3e207a7958a,
        ],
        [
            0xd1893bfcd646c05b, 0x4e61d76ba963fee4, 0x71adc08abdcc95da, 0x42f481e9df5decf2,
            0xbdfbba8b0872ca53, 0x0eabd6ac21ece5ce,
        ],
        [
            0x691936356e4c616d, 0x67e3d793362892cc, 0x3a13044cadcb3eab, 0x46edc2cbdb6c715f,
            0x3579baa4da409f25, 0x54647f3377be504c,
        ],
        [
            0xbffd4eed04d34d63, 0x34e3e6a82cb2e12b, 0x050b863a74c7959e, 0x4a602ea93eebbccf,
            0xe293af145f0e210e, 0xa83643ed1c83cef0,
        ],
        [
            0x1db76153cf6200d3, 0x5d9b1dcf70009384, 0xa0745f67d24b2cc0, 0xeb3075fc43dc6a9e,
            0x06bbbe8338561016, 0x8c3b053aedecb299,
        ],
        [
            0xb2367fe345d4fc03, 0xb115bdad75cbdc62, 0x07522180ef8b952a, 0xc0448864fd23c45d,
            0x8c06819387eb202e, 0x7fe87505313c2e61,
        ],
        [
            0x9d456501226b96d7, 0x64d265a0c8b2639a, 0x542061eebf9d4337, 0x2a101bb8c04264ec,
            0x616ac303dbc889a5, 0xbcb5d6453cae4b8f,
        ],
        [
            0x2ce21d6171ba35c9, 0xe9c315baa5cf5894, 0xe5a966c618c5e391, 0x79066f60bf7d01d9,
            0x9751ffcbfd77cc7e, 0x3d0984d2def8d103,
        ],
        [
            0x555013e95e9a6250, 0xc844ffba72540641, 0x0859857259a22173, 0xc1897368da633473,
            0x4ea9fb22f77f40d9, 0x38b8f26977c7c304,
        ],
        [
            0xbfa39552f2ede850, 0xa40a845d93cab795, 0x56ca4f4e09e97bd9, 0x207a1e71ccbdb84b,
            0xd0ce1e111893a956, 0x7a22a43384c34b10,
        ],
        [
            0x153d0f9e458b1c39, 0x43d385ea0440e0f0, 0x3e60230e76f1bb86, 0xc857712a90d66412,
            0xca25201a172768c3, 0x9f5fdc9e34cff4b0,
        ],
        [
            0x7ad96ff2d11af23f, 0xfca4b020314b900b, 0xe9fea24c55dd8a2a, 0xf48fa6118bdc68c4,
            0xa6daa7d9332d3ab3, 0x789247a9a3cf19aa,
        ],
        [
            0xf841d647fff2210d, 0xbe114a1b7eb70fe8, 0x535f15c3c9331fcb, 0xfae81ba2b6c88e11,
            0xea676f84e41b2f9a, 0xddfff9cf7427b2cf,
        ],
        [
            0x48becb6ae404586f, 0xa136232df5d6372a, 0x438af2bd87ba83a5, 0x37075edef4e459ff,
            0xaa42aae7582d1ce8, 0x973dba330daeb82b,
        ],
        [
            0x484786f2ac012610, 0xa1c8456dbe29db24, 0x3489ce239fe92054, 0xfd2d0b7fdacce193,
            0xec0b4f94ed86d026, 0x7952842baa1ccc07,
        ],
        [
            0xbe9a962e273204fe, 0xed18b9e1e06ad5cb, 0x869cc75e064b7424, 0xc6c4f5149cb9ba5e,
            0x0b672022940de3ad, 0xcfcb39bfd30db2b3,
        ],
        [
            0x0aee18239e5e3d15, 0x425a14a724526bcc, 0xf416d6f6416a4822, 0x5cc7b60903ccdf47,
            0xd200388c55cdb294, 0x15acbf71d67b8271,
        ],
        [
            0x48bc98aec40861a3, 0xc100f037efd9a196, 0xda4029f6052eb352, 0xd61b4933ef34169d,
            0xcedde9cca357cc0b, 0x8983c01e4d006fcc,
        ],
        [
            0xc5baaa26ba6c9435, 0xeb14c7d8e9501941, 0xf6cd5637c87a031e, 0xd3fccab1bfc2f226,
            0x1fcbeb3607badd75, 0x37a2532626497ea2,
        ],
        [
            0x316ac0d10e1a581b, 0x52e88c0b9c30fd12, 0x3a8ad8214df4c847, 0x9619820a34b5cabc,
            0xe1d01bc04fe10d6a, 0x023c876cc202a4a7,
        ],
        [
            0x4f9e29b94be9abfd, 0x6bdcf4f172dcb704, 0xc89ff5f4947478c9, 0x50a57b3f7512b6a3,
            0x32d0c45d65f9532e, 0xaa2ae19e7de7edb5,
        ],
        [
            0x31ad5f1992f2a1c1, 0x7c7a6319924bcb08, 0xcbee249bd0c36056, 0x631355185ac4f6eb,
            0x8b2aaaed37f8cd7c, 0xe71c855a0b9bcd79,
        ],
        [
            0xb785cec1af3ddda8, 0xc3bf43dc007d9427, 0xab93db0103f9bf08, 0x0ae849ac2db057eb,
            0xd26697952a7066b5, 0xc1f5a48a1cae75f8,
        ],
        [
            0x1aa1fdd767bd1014, 0xd48ef09c0f2c6451, 0x2e226ffae1c6343b, 0xe18d1289bf0f0f97,
            0x0f9a903d527dd12e, 0x7d049b9fe93edc01,
        ],
        [
            0xf509035e9eed2fc1, 0xb2a186bc7fdae228, 0xef6488aaae55343b, 0xfce0eb4e9915188e,
            0x82e775dea886bacc, 0xc5f573b23ececee4,
        ],
        [
            0x1f12da905828ecb9, 0xbd094b68bed745a9, 0x27d4a84e59a321b0, 0xd05c269571683549,
            0x56e4dcf2c9c9f2ae, 0xdfff6393199abda7,
        ],
        [
            0x0f8e4567d2cfabba, 0x60192554d52162d2, 0x5352b70f1ca4b175, 0x5b07adcae7ed2c1d,
            0x29cc1d833a4d7a7f, 0x24f712b694fe7dbe,
        ],
        [
            0x26003146858ad754, 0x3a80e844bc919264, 0xadce58a109587142, 0x071b9403104cb043,
            0x1bd7a657734a37d6, 0x8c0bf11d79f2ec0b,
        ],
        [
            0xdfa0efe37ae06b08, 0xac4b0d69706373cd, 0x4a94dddca8bd0287, 0x9c78e510f7dbaae7,
            0x3456ddde05d96f77, 0x7f23bb32b76d72fe,
        ],
        [
            0xc28ae07c576fff20, 0x88ed10b6b9024805, 0x81944c6a851ed43d, 0x31192f87158549cd,
            0x36dce6e4ff08eac3, 0x7837d3e29ffacd59,
        ],
    ],
    // row 17: multiples of 2^102 G
    [
        [
            0x1b30b2aaa08babdc, 0x9ad9a8703cc52896, 0xd1afe3d1d7cb91be, 0x1f838c054a5535b4,
            0x86b14aaacfab1e86, 0xe64af8a46f77d53e,
        ],
        [
            0xa33bbb48efcd68d8, 0xacaebe65e68f5543, 0x7383a726a37a2bbd, 0x5d3e8c9c770555c6,
            0x86e220c99b90f1ad, 0xfc32885eab26ba0b,
        ],
        [
            0xb2e191c9f04aa960, 0xd419a1ddf57411c2, 0xd860a8eaa4a57d93, 0x5001230cc1f433bb,
            0xf28ce31b8ec92a7f, 0x8c582d349a4d25a6,
        ],
        [
            0x6799b1b37192ab9c, 0xfd1cd7747f02ea02, 0x1b4e5cd101b1e71f, 0xb09c08b213c4b9f9,
            0x6be2f29487870c13, 0xb74d70453c2d5610,
        ],
        [
            0x0b3c332dfa02f75f, 0x4b0fd03360a14b7d, 0x39f469ad215c86a0, 0xbeee21c64aa43f00,
            0x027aeb2db791e2c2, 0x004f462f0c5916cf,
        ],
        [
            0x569fb7f5cca51465, 0x623ac5d755742b46, 0x22f5caba950e05d8, 0x967947cf0fe58ae5,
            0xcfb73f81cc50969f, 0x6a62352d062438ef,
        ],
        [
            0x90d096b93dbe6080, 0xc0ea1b7a436d7eec, 0x67e82eb1bcfdff8c, 0xc4a70c52b6805675,
            0xf332892df1b507f7, 0x6547ffe6175db924,
        ],
        [
            0x950114b67c1f0b12, 0x4862f5b4d9406636, 0x4b94f772e79e2ad1, 0x283df03b2162024c,
            0x730f9f5b1eae9865, 0x70b3f3041260cbf5,
        ],
        [
            0x5f590a5222caa0bd, 0x12078ce8021d6af2, 0x23dc54959d7e3229, 0x17e082fbcff37d87,
            0x21804eb52823bc91, 0x62b3e69a3f3d93fc,
        ],
        [
            0xfd8f82bd16514087, 0x2c44bc1655bbb51d, 0x6185977112b6a979, 0x3f9d67e42d4f5666,
            0xb2431e16732b0bbb, 0xbf23326f27f8ba4b,
        ],
        [
            0x44e87322b78ca80f, 0x9542393021f3688d, 0x94bac85ae0c9475f, 0x5acf303fccdb6bd4,
            0x609054c042a5f430, 0xb33b217930acb3c2,
        ],
        [
            0x293824ada33f8b3c, 0xe7f1fe447b94a83a, 0xf54f09f6d60305d5, 0xa31bc3ea5f8d56b4,
            0x538359ae610a24d6, 0x5f5ba1100b456119,
        ],
        [
            0x4b8ab39d5af014e8, 0x00d8829d56072a44, 0xf84606a3ff4876fc, 0xb4febc01c9f2672c,
            0xefc3de076060f604, 0xe59e4c5bfc18f23a,
        ],
        [
            0xcf82a0284e332419, 0xe34ce1764a0dd0b3, 0x3fa66e46cf7744dc, 0x64f9f4de436f46a9,
            0xb27e593454b41c9f, 0xc0127333a65bbc2e,
        ],
        [
            0xe8592b1c9c6611db, 0xb7716ba4981cf8bd, 0xc70905191d87aa4b, 0x49bf7358038e45cb,
            0xc72b79ed3d3442d5, 0xdbc213a182aa1071,
        ],
        [
            0x850addcfe16c6f09, 0x36a076425592d8d7, 0xcdbf269074af4f32, 0xf452488ff354ed72,
            0x8ceb8c62a99eb244, 0x471774a092a47252,
        ],
        [
            0x7e8d5f575cddc8ad, 0x5a9d2115b19b37bd, 0x9d5356c051833448, 0x07d840e224cd375c,
            0x2bcbf0896cc066ab, 0x73ae52ddd9ce9e7a,
        ],
        [
            0xead1f57595ea9e48, 0x650181ed203d8e88, 0xe94532366e5219a1, 0x27896464e788ec3b,
            0xcb9b1922917b1de8, 0x766f92b3af4d509f,
        ],
        [
            0x7025df35216eb581, 0xd25ab213c31d495d, 0x98b8950428efaba5, 0x4559e55265cffd07,
            0x93f32d19653b17ca, 0x7043a2455a00e8e7,
        ],
        [
            0x57062c5ceef997e9, 0xeff08c806abe6006, 0x19d7c5628bf736cc, 0xb858de846fd1cda4,
            0x608d82e8eb8cfc72, 0x96a5d05401583d6c,
        ],
        [
            0xd72ea39379998a69, 0x207bd005e93e3622, 0x73da072dd9da14ec, 0x6b9c75cc67fe4e96,
            0x1865d36526c040a3, 0x2ad292fce90faa8e,
        ],
        [
            0x5edde9f12572f85e, 0x193c0ff36194322b, 0x0be65f128b75cd90, 0xf1c85f42eebdd268,
            0xf0f0058575ba74df, 0x5272178f4fc002fa,
        ],
        [
            0xddacc69df4d049cc, 0x66a495a8ee3c9eab, 0xa8e2d2e2fc85cf32, 0xe5db89744e57c443,
            0x2b6f905e28819f38, 0xf8ff5b35f539f28e,
        ],
        [
            0xc7285307f938b030, 0x81689ad051cc80fd, 0xbb8e3d60483aeb1a, 0x6dec54538286229d,
            0x3edd27c20cc83f74, 0x1cd6ed5f152e37a2,
        ],
        [
            0x15ca5a96dd25883f, 0xf7d89d32569541e8, 0x78884aa941c26ce9, 0xccc52091c100f059,
            0x3961dfd422150ad0, 0xad3abba126d7afbb,
        ],
        [
            0x777533811891c994, 0xafea174fb9da39a1, 0x9e6726a70fe569cd, 0x8ff59dd973d5f912,
            0x5224eecd2ed3e6b5, 0xe743506539b9e011,
        ],
        [
            0xd6500faad3d68b9b, 0x39a48d178828ce01, 0xa6aa8942c6e380d1, 0x514e17982a15cba6,
            0x7711b5db23b0645d, 0x88315fd7f89d997c,
        ],
        [
            0xe1f1d7ed8c850df1, 0x322ec7b487d50d19, 0xb8f008cf13ad571b, 0xe79b614d4501bfae,
            0x2f17e562cbff5f06, 0x665e1bbee3c13379,
        ],
        [
            0x7403cef6fd310745, 0xf942584e7f5cc473, 0x92b66296753fda00, 0x295cff48f07353f4,
            0xada7db7f829e8aad, 0x508034181434a718,
        ],
        [
            0x6d88db75e8296498, 0x017b447bfe43d179, 0x819755592f484a1c, 0x5551a078d8d78fbf,
            0x4fa658b4049ec815, 0xc8eeb930003a7434,
        ],
        [
            0x8df523364364a7f9, 0x7f0cded6ad3d7aab, 0xc90bc4c51848e8f1, 0xf61896eac25ff0c8,
            0x8993764385fb6948, 0x2060af5a885d741c,
        ],
        [
            0x537244abd377bce5, 0x333760b592bbe196, 0x373f1920d7b6c795, 0xd28c3c25b99b6824,
            0x14e96723501ea35f, 0xb3c3f7578bebdafd,
        ],
    ],
    // row 18: multiples of 2^108 G
    [
        [
            0x6b23479db8ffb76d, 0x401bf60b898a63b9, 0xee58a7aedc64023e, 0xd288cadf6c70a3b4,
            0xc1da3aea5cf80831, 0x941b411d5ee941bf,
        ],
        [
            0xfdb1ece319d575fd, 0x231c53ac61ad3345, 0x3f3df394523e013e, 0x254a291f71c3b97d,
            0x645a1aea396eb0c1, 0x680b79e10282f254,
        ],
        [
            0x48c33a95aa917028, 0xdef22091b87bb667, 0xb6223052106fa5c7, 0x124913516934d6e3,
            0x55c0b4d5bce2aa51, 0x734ec89cb70985ca,
        ],
        [
            0x7146928e391ca168, 0x11981f6f11e6bfe4, 0xfce0f81432f997ad, 0x7cf18ed9e85cd202,
            0xa94f2b6d03c315e4, 0xe2a93315b5f8a4d2,
        ],
        [
            0x35abc7e2fb422575, 0x517b67184b8acd9c, 0x3e3030152ee6263b, 0x51c8c4407393f470,
            0x032cce2d974d3dad, 0x68e57ee54c104799,
        ],
        [
            0x5c19755b70d71c90, 0xb15b8f0ddee1b0d6, 0x07e40808eab4b7ef, 0x9f4f26656faa90c6,
            0x9e72096a9fcb51fb, 0x1660e2f9541dbffb,
        ],
        [
            0xd3284a43ae21de63, 0xa976e9a56e23bdc6, 0xcc8cfb98a757b390, 0x5e6a1ae0a4697fde,
            0x5c62485d5aafbacc, 0x804597be27e4f7d3,
        ],
        [
            0x6c89d0a86d50fbd1, 0x4a38b31331779189, 0xa1718ddc8d8124b8, 0x58f48b510e02b2d0,
            0xd38936a66114c7e3, 0xb5e924e81b70ec0a,
        ],
        [
            0x0e9497df9873ef9f, 0x52ef13cb67dd9a08, 0xbf18f9e1e7f06dda, 0x5a80e9bf441d5056,
            0xd5a999dcf24af48f, 0x22477517a0ee2b4f,
        ],
        [
            0x44bb89f5ff08a1da, 0x003b3de7815bd257, 0x7668e818a3ba069e, 0x58860e1a5997b7b2,
            0x122d334777fd26b1, 0x30d73fd6d4aa773e,
        ],
        [
            0x7013e93425370b70, 0x9789a38426bec9ce, 0x8e250205a23f9b15, 0x23de3a14be08e140,
            0xd66d2b0897a97431, 0x1ca02cad6bf33ce1,
        ],
        [
            0xced4a96508cd788a, 0xfb594fd64fb8073d, 0xf4bb5e4be19002db, 0x2466579ba96ed747,
            0x86da93bb391b7751, 0x2cba084faa8a16ae,
        ],
        [
            0xcec3dc6caee8d2cf, 0xdf14025aef9db94c, 0x53ad64780773aa75, 0xa6d82e67af70d4a6,
            0x0391316ce29b004f, 0xc4031087e76bc75f,
        ],
        [
            0x144935be09716cc0, 0x434f06334dc426ff, 0xd7730cbbf4813297, 0x080b64d86bbdf5e0,
            0xbcb1e606ea2681b0, 0xca4c0d3d8d98013e,
        ],
        [
            0xe007d0b10e62f935, 0xb8243ac5828daff6, 0xf058d90cd0f6edb7, 0x4c3bf576ae8427e6,
            0x4b4a98a24a2c165f, 0xc3086aba6c320a8c,
        ],
        [
            0xcf4471091f47a973, 0x24c191c4627fd943, 0x4f5f134d32c6da19, 0x1b92e5f99d08667d,
            0xe6b9a4e81d9684b0, 0xd60fdeba553bcb2a,
        ],
        [
            0x23bc508f36575aad, 0xb874c3444158c868, 0x245014e558a36bc8, 0x5ace7ee5c800fbfb,
            0x36c2f1d24694d054, 0x27e8b5c52076faf9,
        ],
        [
            0x70280b9511b9db34, 0x8f523e727e159590, 0xb2a7df3775023292, 0xe8f2d1d8ae0cee40,
            0xe0760a42f55ea660, 0xcf4e45bbb74f2af5,
        ],
        [
            0xdc1168126f610fe4, 0x1e5e54753a0c9cd0, 0x69313b3c17376594, 0x87704d75274ee62b,
            0xe063cd83ce69c27b, 0x5e8b2346c5466594,
        ],
        [
            0x4b1d1cefbaca6d21, 0xee4e190a51ca7e9a, 0xc73ad41143f6bc24, 0xba9e96a8b928715f,
            0xb0e98064ea9cd773, 0xa5b0d19381ced8da,
        ],
        [
            0x3a111cc4dda7f5fd, 0x215173319d08d236, 0x09c5702ddca78978, 0xbbd6a2362408d053,
            0x41300eb26ba9b3e6, 0xfaa474be85a58d57,
        ],
        [
            0x7b4aa3432161c204, 0x20d106947fe9e822, 0xf1b8fbb9a93f80d3, 0xc49b5d0befbaa447,
            0x533a63750a80c1b6, 0xab6fdbc9b62cb684,
        ],
        [
            0x374018b012b1cb32, 0xf52002dd28039205, 0x4a617f09b0546d69, 0x0110194fbe45bcaa,
            0x52e50706f3834ad5, 0xb65a7a597fd24144,
        ],
        [
            0x40399f5b43541929, 0x12c1fb32534abd23, 0x960b340314fcb2fb, 0x86c8553681ff36f6,
            0xaac6b80480d285a7, 0x604861129b2aacd5,
        ],
        [
            0xaf09aa2b72dc0285, 0x2abd67a9dcd6139e, 0x3ac5ef9c96370904, 0x59a9f027213daa5d,
            0x2c602606e711f3cb, 0xa5a73f7a05e9ea3a,
        ],
        [
            0xef03c866a59f20eb, 0x3e8e4af6d40efae3, 0x6d94196573941034, 0x3a07b5928f653f6e,
            0x2b4f64951b5baf59, 0xe8d5dc4c37f9d6c5,
        ],
        [
            0x1e2dc8a75ca1b40d, 0xe05ede2e13a06d0d, 0x7889910ee07e2001, 0xb41b068066715c1b,
            0x6925bffd078702b2, 0x19e5ff903650622a,
        ],
        [
            0xbde2b48d64054099, 0x0136426327018c18, 0x3e5268146dd0e145, 0x6e84bcafc525ecf5,
            0x7fb6c30961d4485f, 0xed27614558234d09,
        ],
        [
            0x54e6cf586ccac2b4, 0x5b72e0d165888cf3, 0x45013f3c335e0e3b, 0x1e05668dc9ae2a26,
            0xc61f582cb171038c, 0xaef85c4a386edd16,
        ],
        [
            0x90e0f682a19c1987, 0xd961d6fe72fa8d35, 0x0dc8eb9fb1e13799, 0xc42d50865c9177c1,
            0xf36f4573908caae7, 0x08507dcca3b7980f,
        ],
        [
            0xc4aa7a23f1ed5e94, 0x20dea48565f72d7c, 0x7a015a1889d48d82, 0xebc15d4222c05e4a,
            0x5181300dc688a1ac, 0x721103bf0b6036bf,
        ],
        [
            0x840f76a146cc2ad3, 0x63b850266235d7a8, 0x5616a569b2ef5ad3, 0xa056663ac3f03ea7,
            0xd93ddef038ce234b, 0x0f729e4057a8650d,
        ],
    ],
    // row 19: multiples of 2^114 G
    [
        [
            0xf6b53652084ee344, 0xb51a92cb4048d28e, 0x58fb44bed688ff26, 0x136a7d519247a804,
            0xf2176fba3ef5f22c, 0xb4a457bea999af5d,
        ],
        [
            0x45aa78548c720bd1, 0xceba0e5dc5257a6e, 0x0e924974796e4320, 0xf2ce13c7866fc34b,
            0xbe8606f36a58601d, 0xa25d6005bf56d38c,
        ],
        [
            0x6ae0ef90412965e9, 0x2430c1f0e9188107, 0x9682e74d42b98992, 0x3094b342b638ccb1,
            0x6aa863ef16948a40, 0x2ef984e560f1cca5,
        ],
        [
            0x582102f1f5016294, 0x6c6a8cc58ecaf2bb, 0x7887a2189e733710, 0x18ea2c4182da339d,
            0x428afd13ef8def66, 0x171ec8755f923e0a,
        ],
        [
            0xdf1d7c82275beb93, 0x4e3e1e227512f5a7, 0x0a8c3404833674bc, 0x92c482d9abc4edcb,
            0x90d5620d9fc05328, 0x49facc2672e82254,
        ],
        [
            0x4767cb3fc12240f9, 0xa31fe2bbfe66cca2, 0x15f6f3330c03119a, 0x67a68e9a9283ee27,
            0xe2d7d34953e4d988, 0xaf919ee40150cf1a,
        ],
        [
            0xeeb913e9b2c47709, 0xc2683d5a01b76a21, 0x58e53311ec8c8ce7, 0x0a1794540654cd8a,
            0x011152f55999ac6c, 0x15eb6f48c8b4fa8f,
        ],
        [
            0x2a3e44bcc3978c89, 0xbbc696413724d81a, 0x8cd0bcf68e42053e, 0x9a84e877ebd9205c,
            0x6c153f898bbf687b, 0x730b14c7dee7732a,
        ],
        [
            0x749961ebd1adc5f0, 0x070b3de46897fc6f, 0x0b95a35db71a0ade, 0x993a0e3f4c6cf54f,
            0x57dd5c9007030f4a, 0x191f3d3812298384,
        ],
        [
            0x14886c31b76392f7, 0x304dd2c9decb5423, 0x853a23440214664e, 0xa150c793ca815581,
            0x1334dabe5edee2f8, 0xfa26356958d437d1,
        ],
        [
            0xcc0b618832515872, 0x8a5a47659db67e8d, 0xfc5572bd4032cd76, 0xa81488774ced4c98,
            0x3a3f4af17e29acf7, 0x19e7ba4b4878a56e,
        ],
        [
            0xba5fc6e5261438fc, 0xd455c9e0304dce0b, 0x2c5cd9cc5d776157, 0x2ad5cc3e58000464,
            0x88b007d49efd5253, 0xc5024b19031f40e8,
        ],
        [
            0x80124211f078fc36, 0x29e04253203d5414, 0x537377631a40dfb6, 0x698334c319d3137d,
            0x02c4658d22b7e891, 0xe33063e7285de1ab,
        ],
        [
            0xaf5a35ac95444724, 0xa4f56e1398374f56, 0x779136c5bad358c4, 0xda98e86d0b77d7db,
            0x664c97a2d83f4464, 0x9e4c6820a95543ed,
        ],
        [
            0xe37607941e2c52bd, 0x383b64a336b33409, 0x3e25c3ede476721f, 0x209893c6636f7572,
            0x7e26bf15e5f8134f, 0x27e0a220155ae70b,
        ],
        [
            0x72625a05649ab654, 0x4c95028340672830, 0xaa52b9e06265499f, 0x82c299fa9e60c50f,
            0x32ed0262697cef66, 0xa5fad068f4c1412d,
        ],
        [
            0x2ad58c8868ece0f6, 0x36e423a5ed0245ba, 0xd3207923f72657fd, 0x69853177c9fd7113,
            0x4d9d511318551d31, 0x061f1ec3b9841bc7,
        ],
        [
            0x47863784067cd7f2, 0x75d5655758ba1bb2, 0x49b7174d203c5cf1, 0x0690d3edafb3e860,
            0x587027c10ab309cb, 0xbc9db8c68c4d6316,
        ],
        [
            0x8a0748b6ed1e66a4, 0x12d6ec74568c6fed, 0x27fed366db46006b, 0xa65ab6b36767c7b8,
            0x155e7872770ff3cf, 0xc0afc6db3c2f3f90,
        ],
        [
            0xf69a894cec27dfeb, 0x87d40fc4e3e2a75b, 0x6dc214b9db38d77f, 0x38532290f788ed21,
            0x7fa8dc6301ea8b46, 0xc03683d76f32bda3,
        ],
        [
            0xf0dd07793ea27e49, 0xf5ffee0afc11922a, 0xacf0b7f90e06a3ed, 0x0c165cad6d8fe22a,
            0x2f1fc434bcab1f50, 0xe24897d490577738,
        ],
        [
            0x10743a947f741e47, 0x7757cb2e99035319, 0x868e94d3a6da7193, 0xb0740ecd0a6d7b6f,
            0x21006bc89896c250, 0xc888727761fbd642,
        ],
        [
            0xacf6a8444be45ab2, 0xed3907df830b5100, 0x4972cbf21e097aa9, 0x4e5800d05e5273d8,
            0x3114fe9d21b335c1, 0xcb3ad07942a3c4aa,
        ],
        [
            0xaaa9d809c56c65f7, 0x8e4ca14cf827319e, 0xa5a20e447d668cf3, 0x8cd6da7d5e951ff7,
            0x7c545d0219cef9da, 0x2c0b41a8702235c4,
        ],
        [
            0xf2b7d6fb128534bb, 0x18e0e12879620d4b, 0x21fac4301d3b2f62, 0x546d014537ac313c,
            0xc8c7d4a794f47fe7, 0xcfab90f12e720779,
        ],
        [
            0xe0396740d1ae0468, 0xc36054ba9d316254, 0x3b88cb7fbc25970c, 0x94239ff1509fa5d7,
            0x91c913c0c6c99fa3, 0x8525f82cf176029e,
        ],
        [
            0x35544aa62415170d, 0x7ca078646bedd0bc, 0xfe73c6f7decae714, 0x80ab7f1fb28c2428,
            0x2cf13a85bea3384f, 0x2958d94c2cb90b0c,
        ],
        [
            0x0865e30fcc83f1f0, 0x5956f4c134959961, 0x35d9d91aebc865fd, 0x19323740e359fb4f,
            0x3f63734eebc33d34, 0x3b97d74c784dba3f,
        ],
        [
            0xd0c39e99acb5c4dc, 0x06a8d2df69243a02, 0x441ab2dca9ac216b, 0x1e07816b62e8176b,
            0x2515a50e9590b557, 0x0e094d43ab8c81dd,
        ],
        [
            0x60a8d0acec938863, 0x04833121608acdda, 0xb22fa5948d3727a9, 0xbf9a6b19d70bfb2a,
            0x14c4e98ae3e14391, 0x5cb521defd3b8f4c,
        ],
        [
            0xaa849dfad9df9b4f, 0x23ff29845a6847ed, 0xd199561d0dbbda8e, 0x304e89d3f244d740,
            0x01f833544b7ab997, 0xdad8bcf4acfbac6a,
        ],
        [
            0x5db5f2aca11d1043, 0xb1054ec23144df6d, 0x4d5655f8484fcf47, 0x0650cfdb9dbb1826,
            0x27dd604821f5feda, 0x0ac68e0bd7202fb5,
        ],
    ],
    // row 20: multiples of 2^120 G
    [
        [
            0xc42442cd1af46fd9, 0xb01213f0fcf7cac7, 0x36e25d397eee2308, 0xcbf7331b17b3a506,
            0x9cb57ff6cbb09169, 0x819296b42928d485,
        ],
        [
            0x5214c0df17755e9d, 0xd098976322952389, 0x51accd0b2069bb1e, 0xe8ff9789e9cdd0be,
            0x7e57a08abb212bd4, 0x6b3e08ed31edf24e,
        ],
        [
            0x57bc69bdd3ca68f9, 0x4ada2eed52100876, 0x2e966e5b8c3bb3a7, 0x507cdf48e177995d,
            0xa34769db62dec6cf, 0xd9cd4150615eb17f,
        ],
        [
            0xb492fcccfc46d6d5, 0x973958f746eddcd3, 0x7222fff6b0f21fba, 0x8eb1db2041f0f218,
            0x7353ea3b9d5451aa, 0xf2cd3afcf054ffc5,
        ],
        [
            0xc12a3617b9c32a0e, 0xd368a553a6d8dedd, 0xdf472f4def101236, 0xd6bc5900a749514e,
            0x7531976cc2a203dd, 0xa5bbf91a983e67ab,
        ],
        [
            0x719c606527a21294, 0x5fd2859d0f25f450, 0xd10bf835d52b85df, 0xa6fd283140de93c0,
            0x89c1bd7df7c3a0d4, 0x75fed863efebe6be,
        ],
        [
            0xd5d5f3d417a8bdb6, 0xcdadbfcdde7a418e, 0x2fbe10bc73f2b0da, 0xcc436783dd2b933a,
            0x7d464c7e120a26f4, 0x2e25a06a3295a8b8,
        ],
        [
            0x2ee095869c7ba23a, 0xd9dae4aa2d9a1fbb, 0xad8765060701d2cc, 0xb9eaf2f935d64ab2,
            0xc8a57b67a2ca2cf4, 0x7e81d43e0938f8b2,
        ],
        [
            0xc3aa51902c70f714, 0x35550f451e87511c, 0xacdb541a207b35cc, 0xd645313bddc40e1e,
            0xfadf08df5d7745fb, 0x34c4a2da63f5d14b,
        ],
        [
            0x83f1a57822e18ac9, 0x754ac8ad96227250, 0x8720c7b502f84593, 0xbe8034ce6077017a,
            0x0e38bcc9125f0aba, 0x491175d9d7c001b7,
        ],
        [
            0xc6be3e89479f9f28, 0x277e73918639cfd5, 0x900184306eac029f, 0xdeebdb98ccc296ef,
            0x225d92676c909542, 0xcf151ac437a527ab,
        ],
        [
            0xd6dbf13860873c20, 0xeee2c9aa6715b03a, 0x2f5e5ce2a7482c51, 0x927e5fb2c3dd1233,
            0x72dde264d64c61c6, 0x605f8de1cd32e0b4,
        ],
        [
            0x0256c27d21fd0243, 0xbe85c36fa2406f04, 0xa30e427fb457d240, 0x4bc8ea0f3b4a0eb7,
            0xf84a988bbfb3b1d4, 0x1e9d266520a37ec6,
        ],
        [
            0x73e31c76c5478838, 0x1a131a9844828fc8, 0x14e09dceb5e70dd2, 0xb38126a34a72dd31,
            0x3d06723b5b0e772f, 0xca600717b7d1198d,
        ],
        [
            0xc0fb1444359b599d, 0x09858bf6bd4e90c3, 0x1ad5019be4adda27, 0xa8229db9e2069275,
            0x4af49c042e9a9c96, 0x2eba27df32909ac0,
        ],
        [
            0x480af45168947de6, 0x1970a51c20ed7c76, 0x13be8cf8fd273a2b, 0xdaa99fc9de3fb216,
            0x9e1ecd60007e796d, 0x0d61162b1145bac9,
        ],
        [
            0x95209c85f87110f6, 0xce5e933a9d8c8473, 0x50e9c87d2dac6c5c, 0x5ad288c56c95d63f,
            0x9801bde5c2e80fdb, 0x6d577a05cf50ed4c,
        ],
        [
            0x78c30caef1f5523e, 0x467ad201a828197b, 0xccf347b441532182, 0x67c4ff3784ef4bc9,
            0xebeb3d7198cade6e, 0x979dba66a59ab992,
        ],
        [
            0x4d6e7182e39ec208, 0xda235ace8d5cf62a, 0x33f70b00de7dbbdb, 0x60f841c4e66a3b86,
            0xbf8660af42d7e874, 0x073c5f8480f2c57c,
        ],
        [
            0xce20c25e3c14b2d0, 0xd1379c9798193e2e, 0x211024826d804130, 0x577f8229f20fb7a3,
            0xdef46260b4f08660, 0x8bb54face4dffb3e,
        ],
        [
            0x0e2a8f9775dbc772, 0xed5c6a60cc5e88b1, 0x099753c4715808ac, 0x515d48929cd4d1fa,
            0xc4e5c9fe78393560, 0x7ce9ac1659206312,
        ],
        [
            0xe26cdbf82ac3e62c, 0x99cfefdab719cfa9, 0x67fc003a7c7c2f30, 0xfb8eb991529cd8a8,
            0xe63830d58902bddd, 0x8d0dd89087d9a82d,
        ],
        [
            0x8c1c4bb02aae4376, 0xe9eadc2bf9c1a936, 0xea437c5a9b62791b, 0xb43a409dafe6482d,
            0x405189df5ae0e629, 0xb60dbb63b6b6e06a,
        ],
        [
            0x037b49bb7667ec3c, 0xb4751c250ddcd693, 0xa9933bfbe82b8e88, 0x14f812fc741344e2,
            0x7253361b25e24d12, 0xaba4f18b071df26d,
        ],
        [
            0xdcba0c7d2e21e1c3, 0x0888349979eb4307, 0x5a5ee0f827cd2b91, 0xcc6494e213a4c6d0,
            0xdc1c75e3b3270d14, 0x64e17db866eb04f8,
        ],
        [
            0x567cec1c2d096c20, 0x0b3fb2479c346dd2, 0x1e4c1e4379a71044, 0x4980b895d86defcc,
            0x9ee530617175491a, 0x28b5bb15979cdece,
        ],
        [
            0xa95a8a0691ad93f9, 0xb0681b8a540e0c19, 0xb0cb9c4d4f815aec, 0x5acf61c19b9c744a,
            0x72c1126cfa7f4dc9, 0xa5afea44cc2a7aa2,
        ],
        [
            0x619669880db61f1e, 0x9a86bd4af31a42d9, 0x712f2cdb93826e9b, 0xd8edee1617d5867b,
            0x1e25628f8710c50b, 0x4f0c8f127daab4cc,
        ],
        [
            0xeaa46cad77738737, 0x5c0f2ebde1b12f15, 0x1b07bf630ca12f78, 0xbe19584f8dd854dc,
            0x9ac8971a11c1c918, 0x72f4b00db3600069,
        ],
        [
            0x528c8c28d9e956fe, 0x1bb92006a1f5f87c, 0xf2e662c7ff91e588, 0x36ad72aebb5cfe01,
            0xf489b95d19e772d5, 0x77675dbf8b6ddd88,
        ],
        [
            0xdc6a57e6192fc198, 0x3506fc9dc3c7ed17, 0x916219f6a4a271bc, 0x03f8b160964b3816,
            0x454bae16f1a09190, 0x6d316b416fab73b1,
        ],
        [
            0x419fcc047c5f58b6, 0xa28d071d423d4004, 0x2b51b7b830014ed7, 0x51d2e74a1e910824,
            0x46142c53049aba24, 0xeee290c91c4c9bfc,
        ],
    ],
    // row 21: multiples of 2^126 G
    [
        [
            0x1432c61d3d7eba56, 0x3e5748be9f3bcbe3, 0xd060396a70d4b4cf, 0x5cf4dd3ad56cbe10,
            0x6e120e458c26eccd, 0x5a349466d44782b8,
        ],
        [
            0x0aa69704ece48d34, 0x5ae78e5872c3e801, 0x8cae7cdfdbbf3257, 0x7f33e06dad51d342,
            0x842b3c9b8c54f76e, 0x27439730d9738bf1,
        ],
        [
            0x606dcdf38d92d2ec, 0x8066138947bce9e6, 0xf9e37e1c20424ac9, 0xb4271df81d4308c4,
            0x32991fcb2524d693, 0x1b3e37393eb1eb87,
        ],
        [
            0x1366f4eab01d8c67, 0xfc0e2aaa12c079e1, 0xde8828dac73eb944, 0x1be389c34fb7452a,
            0x1b47de613ab20ed9, 0x0a0e4dd5e88a74b5,
        ],
        [
            0x42086dea9f3a0e52, 0x2b27362cdea9b529, 0xa601b1010f6b324a, 0x50deb5db8d8999b3,
            0xb51464660f97d636, 0xe400edf57452ad66,
        ],
        [
            0xcea8e0f5f40e2c2a, 0xd7a70dcf5c7a6851, 0xb07f27bf3c3eef95, 0xebeaedec6b31486d,
            0xa6218332ae6fd833, 0x19ce8eaa4c2f458c,
        ],
        [
            0xfaae66f3b1bfa9ec, 0xc7b516dd2742714b, 0x6bd999fa8f55fcc6, 0xbdf9e3dc1b07a49e,
            0x8c8fe856db922eb3, 0xf0e446dce3b05757,
        ],
        [
            0x12bfbae5cab82ecb, 0xae24cbb6e279d4d5, 0x2ae08e15aaa064ed, 0xe4f4d9f8053194f4,
            0x66627f604fb349c2, 0xa57270c47d673df8,
        ],
        [
            0x79c8e28f8de75f76, 0xc46d7632b5103e06, 0xee23de7ab99c0669, 0xb6a05082112100cb,
            0xd3aaf2ba559c6fe6, 0x1fa98099310d9cda,
        ],
        [
            0x66b15c32d68c0cdd, 0xc1a8dcd1316bb565, 0xfe12423066388e62, 0x87421a826aa0caf8,
            0x163ed8a045ae8aba, 0x799ecc06f8869a95,
        ],
        [
            0x9b5f811fb1f08b18, 0x21df77e48a8e6e51, 0x0ece8f8241906e3b, 0xcc8f1a7fb358dbd7,
            0x7eae1659348f81d2, 0xaeb9bf86ba2fc496,
        ],
        [
            0x1d24ece4e8ee3475, 0x3a9629c60333898d, 0x51fe2f63aa4b4d26, 0x6571307845450f91,
            0x9fe570deed53b1a6, 0x49d5947accfc903e,
        ],
        [
            0xd1a4ee1fd12646d4, 0x8be0f550108a021d, 0xadca94e20c9a397c, 0x443e40d27a116b52,
            0x8922a7494a7e4f8c, 0x13dd25d411b9faaf,
        ],
        [
            0x23169fd1677337c6, 0xe8b155fff4275e2f, 0x199fd451aa432608, 0x43fae1e4d6a8a707,
            0x30b74dae22598f5c, 0x3231c5fb4412a37e,
        ],
        [
            0x242076a6a6ef8dc3, 0xa91fa7763531d9ba, 0x77f9545415395cc0, 0x2d82f42dc333f3fd,
            0x0ebcdf5cd57091bf, 0xced34ce104a7020c,
        ],
        [
            0x996010a08a8c3087, 0x2e13009d8731577a, 0x4a13fc99fb82ff62, 0x03887d5554ffd5e2,
            0x81a63ca572a2d703, 0xffd0fd4961a70095,
        ],
        [
            0x08cb1949a9ab8d73, 0xbcd463e130fcdafe, 0x1bd9c440cb2946e3, 0x67df0c207b685a62,
            0xc85033b3e6a0b599, 0xc26cb4c0dad9fc5e,
        ],
        [
            0x2915b334d189ee56, 0xec1536907df4385e, 0x78c1233a74e10903, 0x1aad36db99e6424b,
            0xf0985d3c8e6c1b2a, 0x2378ac4b94d7d170,
        ],
        [
            0x2b339c664f4a6728, 0xb36bf9a0682d8695, 0xe5077906ea6efc7f, 0xbe19ad2b8c8272d1,
            0x2273dd2680ba118b, 0x1afaebc8bc2ebef4,
        ],
        [
            0xebfd1e2bd967a41e, 0xf89bd7ebc3fded13, 0xfa2e61975e968c2e, 0x75e0b500d2842061,
            0x484219aa81e69daa, 0x3a9fc283e5989ba9,
        ],
        [
            0xc54392cb827deaa4, 0x09b5364bf39f1cc6, 0xccce7212d2711eb8, 0xd4aab5499b8acd72,
            0x030af88b0cb6dec2, 0x9852b073c5188526,
        ],
        [
            0x0cd88f268119cabd, 0x09ad060f92f36a37, 0x60e5c4a0ea4ffb39, 0x29530c7c44aa9c46,
            0xbc1d4e8998565223, 0x1aa44a30d46de9ba,
        ],
        [
            0x33cdcbc52ac56598, 0xe16fab9edb40e83e, 0x2e90d12ba7fb4b01, 0x80c85443fe18a04f,
            0x27fae391f59d5ddb, 0xd75f7ffaa121c824,
        ],
        [
            0xacf5993c21d0d7f1, 0x159623b704b7c788, 0xc631a62335cea4b4, 0xc75060d136f64979,
            0x93d67ee5de81f49b, 0xc8b7ddecb1c080dd,
        ],
        [
            0x86602cee88fc80b3, 0x8d378408a52e2b85, 0xb66f24897b43597c, 0x8fa5fe7534ead5db,
            0xa91b7b3d872b559f, 0x34007f49969b74d2,
        ],
        [
            0x7ac027f031a991bc, 0xce3e5a83231f0bd6, 0x6059c8c4a724434a, 0x3949f4fcbf199050,
            0xc8d1ce4250f4c59e, 0x406e976e2c2e840e,
        ],
        [
            0x70c69777ff33a74e, 0x0caa3c59bce579fb, 0xcba746d0e3cc09ca, 0xe544dacb7493a1a1,
            0x84d251ac74ebeba1, 0x24c351ad7b5a26cb,
        ],
        [
            0x882cde8d438babd3, 0xc88a8ff94a0c3725, 0xee17ee44a80a190f, 0x50337a67b11442f3,
            0xc6803f557f7eed2a, 0xee2e042536750d2d,
        ],
        [
            0x9614df9be5eccbeb, 0xa42fa89b6d8a00a6, 0x90d5f6eb5cb36d70, 0xcc2994e906790958,
            0x4c4820a0bda37f56, 0x4ac16bf5109395c2,
        ],
        [
            0x57f12bfa4d5e93c7, 0x6f57c3c7ae11e7bf, 0xe0c53938805ee169, 0xb1ea61d127da73c9,
            0x812387b6f1ca8fcf, 0x812bbf9b9aaad2cb,
        ],
        [
            0x103ab65e673f3249, 0xbccd32cdf91c5bac, 0x2cd17117b7502b99, 0xacbc6b98c6ee643f,
            0xe45beed27e3a9007, 0xd6e7cbb339540d2d,
        ],
        [
            0xf5ba275a735d7a7e, 0x7d56e5bb939bb080, 0x632ae0dfa316d8f3, 0xb16f0da344834265,
            0x2ac41378c0e774a9, 0x2d1368a7963763b2,
        ],
    ],
    // row 22: multiples of 2^132 G
    [
        [
            0x52e49947d5b48338, 0x705755020b58cffa, 0x0f568fcf3097c699, 0x3a78100a2ebb3f51,
            0x8ca651ed6ebf4f52, 0xc21be721af034c4a,
        ],
        [
            0x318e0141b439db86, 0x24dccf9d6ba0c36d, 0xe30ecdee278f654b, 0x3b53ec8bcc96cfd2,
            0xb15365abffdef7f9, 0x2886538db77c2bdb,
        ],
        [
            0x896884f666672c29, 0xc3a2250aee01fd1f, 0xd352d46fce17a35d, 0x95f5b0dfc2fc4e70,
            0x1f64e5e4571835d3, 0xe362649acd4a48e6,
        ],
        [
            0x16beccc0dd6dd374, 0xab022ba4e0de912b, 0x0fa1e0669fa6c113, 0xa62f34405602f255,
            0xf1744743de5080c3, 0x5dc10f57959de74a,
        ],
        [
            0x6056699ffc6c2ce6, 0x7efa84fef4889890, 0x4c1b3289654df9ce, 0x837e6aa8befe4d06,
            0xf6b3120210c43f48, 0x3e8a1497104b1db9,
        ],
        [
            0x3fea4a0030bcd508, 0xc4b99502d7784a23, 0xc2aae8e222777f72, 0x0998acd7b738b26a,
            0x01c21758284a4687, 0x86331b2c60aa1544,
        ],
        [
            0x68abc3abdc8679c9, 0xc9f80f8e8640f5b6, 0xbbfa0a29f3d9c3bb, 0xf647f547e1e6fc8d,
            0xcfc324f7eb9ce601, 0x57bb2f84db0bb259,
        ],
        [
            0xb138ec30044902c4, 0xedbb10a5bbc5aa92, 0x78dab5f08cf968b8, 0xc522aa4d5582adf1,
            0x27b2cad3757f6d77, 0xd99cc4188496e06e,
        ],
        [
            0x7dfabedd669d7910, 0xef57ce4f729354f7, 0x4bf1a9a7aaf8c2da, 0xfeaacf117c725be6,
            0x0b6b5f3222074884, 0x4f48247fa624ee24,
        ],
        [
            0x353a03a914b10f6b, 0x0e0360add618e82c, 0xe95b9c215c8ba6c1, 0x420fcef8a2aca406,
            0x511e73273d0af393, 0x240d09324d7c2d87,
        ],
        [
            0x67eeef9af2cd37cf, 0xd4c34aa2e1b6a0f4, 0xeca30189e2c9e34e, 0xe307eb7794e5d013,
            0x62d883fe9e1bf049, 0x97171450f3c4e83e,
        ],
        [
            0x72bc67e30431f61e, 0xe0b8c3f535cbaced, 0xec526634811b966d, 0x994e956dedbca0fb,
            0x1d1d456aec733f7b, 0x481983f510d8156a,
        ],
        [
            0xe113a31951073579, 0xbbea99050318f04b, 0xfd5bb36ac797f7a4, 0x0140f18f3b59f31f,
            0xa8aa3cd8f3fbe631, 0x372a0921cf9e1fa3,
        ],
        [
            0x2d4c36da25b3e1e1, 0xf81e5e7163bd55c6, 0x8ebaa53f1d80e9a3, 0xe162ca965d2b6568,
            0xae3e0e1d58264463, 0x4d50c694ca65ecfa,
        ],
        [
            0xa021446308c4b485, 0x36504de5edd747e8, 0x618c166e6eee968e, 0x66ef92d4119a06e9,
            0x985bc44d9db462f7, 0x00ff781be878bd6b,
        ],
        [
            0x9dbc08f72b0d1ddf, 0xe9e345daabf627f7, 0x110cebe6a7badd66, 0x8055893e48702def,
            0x04470e1b987a98ba, 0xc27475da1d380312,
        ],
        [
            0x73696a6f6f15a00d, 0xb2345e4668901aed, 0xdc618b475f98d66a, 0x570d5b104955232a,
            0xab196ab2c8a859ae, 0x1cdde21c3abbc873,
        ],
        [
            0x8a2751849fea7b29, 0xdc9a9a94caf14cdd, 0x6c8859b55aa56285, 0x9eede9fa242a5eee,
            0xb738b0f20b4d4c44, 0xcd8174f8da57c6cc,
        ],
        [
            0x4cb64373baabffde, 0x113486720701d1c3, 0xd6b348e2d41e2d8e, 0xe287283a279fe2ad,
            0x041cdbfd9c1d36df, 0x3bbb1ecda8a896ee,
        ],
        [
            0x32b55a3c3cb5df38, 0x2bf1c0970cbf8de1, 0x1f27c2f29b7812a9, 0x41cfb699bb4241cd,
            0xf25fb9adb8cefac0, 0x0e8ea8824b462fe6,
        ],
        [
            0xf68c0556725646a5, 0x3e18985751ca9ce2, 0xb06a31503497843a, 0xe8f5ab25c63d2dba,
            0x4fa0143f8352f10a, 0x2529f5c2aa6dd5bd,
        ],
        [
            0x6d1fe0cdb2fa7ed3, 0xa5afec06b805f909, 0x7114c77f50929ff7, 0xb70a044941e73d2a,
            0x17353c86412afd6a, 0x4b1ab341e777054a,
        ],
        [
            0x929a5637cc616ac4, 0xc093e94082272549, 0xb7a56b7af5e54733, 0xe18e879d8a98e113,
            0xcf6a22e8d5f92ea9, 0x792aadfc03288393,
        ],
        [
            0x205f30a3b6b4736a, 0xdc57c0dcec96f97b, 0x6026e01650892f3d, 0x5587a9009872ee46,
            0xfa2e40d1ea0f599b, 0xd0dfe28e5698483e,
        ],
        [
            0xbcfd5ba643c7aae3, 0x29029640815d2443, 0xcd01acd18ca367ed, 0xa2ec98ca3b771210,
            0xfabb576855a35d6d, 0x1701924df818b48a,
        ],
        [
            0x96ea419dc978c548, 0xc78106e5d41fdcca, 0x1fcd9bd62c3d871f, 0xde3a3b138f18504e,
            0x41af768d147e11bb, 0x57db2d46bea88154,
        ],
        [
            0x99c9f88021913e87, 0xddeb1f469981a7df, 0xcdc03719f2c22a6e, 0x9f88941866fd6d0a,
            0x77ff05d92dda1761, 0x783dd2c2dc7d7438,
        ],
        [
            0xa03b50ed359605ca, 0x102d624a8d2e6f9e, 0x75846c7d021fbaee, 0x7ce93a17fde66141,
            0xff36566bcb75846b, 0x13f15dbcdfe8687b,
        ],
        [
            0x4d2abd05993661df, 0x759e0cde8d95e816, 0xc13fd3d8cf3bd0fc, 0xba74392fc16495c3,
            0xd8b117957967e6cf, 0xce460e1ea85f6811,
        ],
        [
            0xa1762cdcb6900145, 0xc52758d8d04f6298, 0x2388b64905fb29ed, 0xf559602d952caba9,
            0x7a57aa1c612d83d0, 0xb0a70b52798f6741,
        ],
        [
            0x41b475e6c570900b, 0xce71d130d3e073db, 0x75ef8e38199da79d, 0x6379214d3c8b8172,
            0xfe8502f60d338ec1, 0x36630a52dc03073f,
        ],
        [
            0xd977e424718b8cfc, 0x0bd2e7ad9724fb0c, 0x62055643b4b77d96, 0xabe7d1aef3b93b52,
            0x2573a99e29f1f8a5, 0x9d861485f1ae95ae,
        ],
    ],
    // row 23: multiples of 2^138 G
    [
        [
            0x0c2bd51b99963302, 0x1958d45e6afdcb5d, 0xaa86d18625a00883, 0x14852c1fe705abde,
            0x352304edc056e6f3, 0xd05eedf083c10ff8,
        ],
        [
            0x980138d806516227, 0x2b71e24d861c3973, 0x2580dd9c5ca35d8d, 0xac4df0a95c9c05ae,
            0x63916a873c68c54a, 0x3a6ffdbef536c869,
        ],
        [
            0xd26f215fc4f97988, 0x0b6ffe99b1a440c0, 0x74ee840df63d8ff0, 0x70a97f3252334bc8,
            0x62304cca780fd2aa, 0xbe3a9c504317209a,
        ],
        [
            0x1012e415e9cb9264, 0x4f91e85d14ab08a4, 0x6143128735df1c1d, 0xbbd3824fe79281d7,
            0x99d4e30caf54a4fc, 0xc4948701642e1333,
        ],
        [
            0xc75a35935c67aa1b, 0x81ea31e4309ce18e, 0x51850b7ea6ae57e2, 0xa5e04079ac1db659,
            0x27614bd5a7d4c12f, 0x93e7de1ddada8997,
        ],
        [
            0x8d3149920e18f021, 0x8b0c5e6a861331a5, 0x6af07f927d5aab53, 0x47ad3229c6ec14fe,
            0x8baecacbdf1e56cc, 0x30e9a26f30b36f18,
        ],
        [
            0xff6664dc32a3c2ad, 0x9663f4b9f12b25b1, 0x117dd5aa3f3a6aaa, 0x62a1f13a29686d85,
            0x7fde9f18a38fb6c4, 0x043a5affcd2ce566,
        ],
        [
            0xe93eda3ebae8e3bd, 0x4ef30da4f46b38aa, 0xd6cab5b24151dbfa, 0x04fd2b14cf5c0161,
            0x7c8a038980166092, 0x47096659d94e32be,
        ],
        [
            0x5849bb4f0c6f33c4, 0xc6e8640c21c1061b, 0xf548527e959a94cc, 0xf6019320a503a9f5,
            0x55a65d7a34a4b033, 0x6e38dc3d5862e602,
        ],
        [
            0xfaf02b1cb6fb0088, 0x96e56cb8d5051ad8, 0x7532bcfa6665dd8a, 0xf3f425aa7b557ea3,
            0x22316a24f255a354, 0xca901e03d81f2c71,
        ],
        [
            0x435a5321fce2524b, 0x3bec5d42a619860d, 0x42fe67d0b340eeb6, 0x0aa0e8609746a9b8,
            0x9852b7c92fba2fbe, 0x75afba4b76d86e90,
        ],
        [
            0xf7feeab36156b873, 0x4a2f2b835be66206, 0xdf3277f1dcfc9038, 0x9b170776f1d66fb4,
            0x25ebdd78076dcabf, 0xa7c6ee6f38b46ab5,
        ],
        [
            0x0af952846e8aa579, 0x1c40e9c5947b41ec, 0xc57a6b5b2690d5a4, 0x1d23f8fbdba7c33e,
            0x3ce884231ff2d5bd, 0xe0e1a379c84f46a8,
        ],
        [
            0x3e726d28a7685e52, 0x05a36372b37e0c0f, 0xbb573a7224ce813d, 0x7bb74c78b7d5a8cd,
            0x034d3a5467e0b52e, 0x7e784c4e6a0a8bd1,
        ],
        [
            0x451755d9cb02354c, 0x9d10667996e3fe44, 0x9d32e623bcaa8967, 0x16124c49759cb934,
            0xdc51a412baeb3cf0, 0x90150c271720176b,
        ],
        [
            0x4cfc478579f1a500, 0x3ba69756af098654, 0x41491597c21ecc8e, 0x4982c8410c8f0d93,
            0x03c634232b324495, 0x7c3952ab697188c1,
        ],
        [
            0x195b6f0ebff1e28e, 0x0b77a3c04ce9f61d, 0x7df01182b6fbe981, 0x233ca9608d88ed51,
            0x4a536a3f8fd256f7, 0x86531f83d40466a3,
        ],
        [
            0xe126fbcbc7b36c2c, 0x92d8720cbc075f00, 0x60e6c5d1ddc23dd9, 0xc2fae097ba23f64e,
            0xb891265a86ce5eb1, 0x05de795d2e692634,
        ],
        [
            0x571d8afa95cd6340, 0xd6c114746e598f8d, 0x3896a92732ba9cc3, 0xb8782399f029f6dc,
            0x3051cffe234c01b3, 0xddf8487568652b09,
        ],
        [
            0xe770f45f56b9ce4d, 0x07148130a9a47842, 0xbc38458cced2b9b0, 0xbe545be0047d7534,
            0x6768b9491c6ff074, 0x1dca8c16de3dbd8d,
        ],
        [
            0x414ac86afaf3fc2d, 0xba75971f43840c1d, 0x87a26bb70b9fa3cd, 0x6ab02b64bfbf2fc2,
            0x829121b03dbe5b19, 0xece7a4e3477c66c2,
        ],
        [
            0x9e1b20220b4518b8, 0xab3121c6d25d3a9f, 0x5e2edf15411a797a, 0x2202c9990f4c54b4,
            0x2ff15c6112e451ee, 0x0fef529db38f37eb,
        ],
        [
            0x81bc6f8b45ca04e8, 0x5cbabf9a39cc857c, 0xcce7e6e450ecde06, 0x7ebd499642ea5774,
            0xf28429effac77ae3, 0x2ac079524c9701de,
        ],
        [
            0x0636cefccc3bcbc4, 0xc92b9ff85159e643, 0x00a152ac91bb0476, 0x3fc87a4d42dea60d,
            0x6803f0e364d6fc10, 0x99409032f9f370c8,
        ],
        [
            0x844fdf9fc95c88ac, 0xc9c7ee494fc7e79d, 0xcc64b6d376ea41a8, 0xb450768fcd300881,
            0x8b78edfe9c71cbf3, 0x7729d6b4a61d3a84,
        ],
        [
            0x540da6cedb58b6ff, 0x8da0eb47e57f9df4, 0xfa5b098796fa0184, 0x4cb80d3e0645fa7e,
            0xc675a630e23bb5d3, 0xae45673fd6d7a13e,
        ],
        [
            0xc73e463562664e75, 0xbf3baa500a48eb4d, 0x78fc7860e920c3dc, 0xb0919f68d521d607,
            0x6a903a2c5a38a51a, 0x01aaa30efa7366e0,
        ],
        [
            0xc66169605826fd73, 0xf19558315517ee73, 0x88b7cec651c70ff4, 0xb0888a9e366d0443,
            0xa9181fd03af869e2, 0x26076aef0a248328,
        ],
        [
            0xc472d0a15fefcf5e, 0x285c6c93c215ea59, 0x206e292b54007941, 0x2c7c88d67c77868e,
            0x908ff17452c80d9f, 0x6cdafc2ccd034534,
        ],
        [
            0x56d88140c8de47ef, 0x1e4fb56dc228f13b, 0xc736dd2378131854, 0x03576d88ffce3dbb,
            0x332778837ff18694, 0x815986f7d7ccc90a,
        ],
        [
            0xe6bec30e9ff6a448, 0x71babb49108f4249, 0x00690e2ed20f100f, 0x0453586d35fb485b,
            0xaa0bbcdfd6f68f52, 0x9573d2c27e690e27,
        ],
        [
            0xad53d93abaed8f78, 0xa0b9be84d71de257, 0x4630f086603a33a2, 0x5b44638bb911d04a,
            0x02150fde6e3fa849, 0x8421d2e54184d866,
        ],
    ],
    // row 24: multiples of 2^144 G
    [
        [
            0xbba79104a17d0463, 0xd7cbed075a81b9f9, 0x20e07b744e242aa9, 0xb9d12856bb9e790d,
            0x45bdbce147c00f37, 0xa0ed2b72898b8efb,
        ],
        [
            0xf35a51b498a48009, 0x6d03d80574249dd0, 0x3a2ea471cb813640, 0xf40ccd7e8fb0ba2e,
            0xe1511909967a4bda, 0x92f26a919c401b43,
        ],
        [
            0xf0cc98445f168647, 0x2e63ed9f1593d662, 0xf5fa425d0ac8146a, 0x67f11299ce76be64,
            0xd42902cff7727692, 0x06ce330af1f0d4a5,
        ],
        [
            0x1130ffec6ffb620b, 0x279544f922eb38ff, 0xaeb474fd940699a7, 0x33329bf04c85071c,
            0x56b019ecaf3d6bd2, 0xc4aaaf7c8b3cf686,
        ],
        [
            0x0003c82cb8a0f140, 0x17b046705faca693, 0x29ee8800d0bd98ed, 0xec391dc938dd3d92,
            0x7b5ebb75edf4783c, 0x672b302c8648da5b,
        ],
        [
            0x8b6d64e48b9484f0, 0xfbf4adaca0c8d5b5, 0x6cbea20c49f1f616, 0x7df9ec5fb71405ac,
            0x6579b37878955c57, 0xac4f8e7dba0fab48,
        ],
        [
            0xa0f325b9eafb0574, 0x3851b38ed5dcf260, 0xbad65fd426ae835e, 0x422949c7883b129a,
            0x451784a644067d26, 0xb20d17e862e8e4e6,
        ],
        [
            0x8824e17fac2ec7bf, 0x131057c09bc85814, 0x7e43698bdbe08716, 0x42ad5ab0ab93ba96,
            0x1ecf5fda7c518be6, 0x1a02e6f8673d6c18,
        ],
        [
            0x18ee5085fff0cca1, 0x8eca4776fa9ef0c8, 0xa9feb8e86bc510c8, 0xc2783d8cfd452914,
            0xb557040db4a6679d, 0x87cc127059bdbb86,
        ],
        [
            0xc55f25a6d88d7c10, 0x1a00be9cdf3ba826, 0xa5ac1ec7c94a7e54, 0xd5345d2eae1596b5,
            0x103d08c509e74763, 0x9f8c882afa6d79b9,
        ],
        [
            0x61aa2c46b4b17a39, 0x8449c00706e83a19, 0x2fc265ae989b4059, 0x0ba87af602d6de4c,
            0xa4c060d9386addc4, 0xc69c4d8820397d32,
        ],
        [
            0x2a8cf9119f081953, 0x6a3a66fb67f70eac, 0x261ad17d9af5ecaa, 0x7d60272d6d6fd4ea,
            0xb4e9be7e6bd20f18, 0xd3406f3fd2f2b474,
        ],
        [
            0x4e86497e3078b449, 0x15bbc1ac21d7a8ca, 0x5c0c7011066b408a, 0x17b1dc65a7191f58,
            0xed5fc366461fcd0b, 0x1791d609694a9009,
        ],
        [
            0x7650a7dc14a164ab, 0xb82bb48c326d4ad7, 0x88a859531c27fd4b, 0xc2f05253f788a42d,
            0x6e9f945d2e32b3cf, 0xa9d0c99bae97a6c7,
        ],
        [
            0xcaa70a0af019a978, 0xad6be7520e93061e, 0x7703f190960da222, 0x5f87e5aaade77cff,
            0x516a79b9d2ccaddd, 0xcaf2d2a3b4f5ada8,
        ],
        [
            0xbf0f89dab3503cee, 0x9169467b331d9e6b, 0xe3aa52413b1900fc, 0xae45a71e3f13a573,
            0xec133c7c1940c9af, 0x0409942c55c2087c,
        ],
        [
            0xc939d9b07aa694c5, 0xb47f267b6392e41e, 0xda2e320d9baadf38, 0x8abcaa70ec01138d,
            0x539edea95cd49473, 0xf9b97611a78d170a,
        ],
        [
            0x6942b924ea622b13, 0x9ab4b6a956651c09, 0x92b1bed48b03bc9e, 0x13b3476b879afa78,
            0xc9e36c7166677929, 0x89d426a9d18e15ac,
        ],
        [
            0x2c6ef78887f1e84c, 0xbdfc23adf0feddac, 0xe253dfd17c7dd7aa, 0x78b571e9158f4219,
            0x6061c64de311b7dd, 0x75563be3b5c9b057,
        ],
        [
            0x0e8587e7bdbb964c, 0x1bd2d583f1f8d1e0, 0xca7f387892f6b736, 0x16e6ede0adac488a,
            0x8117c690910ce024, 0xf3599fcd0e6bbaee,
        ],
        [
            0x8e5c62ba9ac8a17a, 0x97993bd621cc69f2, 0x02ed4b15cf6a5bf6, 0x38697ff84a2771a9,
            0x529dfd31905d06f6, 0x196430630321337b,
        ],
        [
            0x44a3775bc262ae68, 0x9583ed6a80992ea7, 0x61cfef7985c4924e, 0x3c621c50e3d03ed7,
            0xd9521d3fba60c15c, 0x7b5e5bd1c6164444,
        ],
        [
            0x462fde919ad63b55, 0x1caf0044af2deb8b, 0x885ab0ceb877d365, 0xb8df38fdb7eeccb0,
            0xbc3ad9a0696abca1, 0x4a3610c77e42390f,
        ],
        [
            0xbac3bea824e5717c, 0xebbc708e9b83ae02, 0xfa57a0ad7e9ea1f2, 0x107a38cd704d566a,
            0x18e24faf85e59024, 0xec3157c20f84a27a,
        ],
        [
            0xf00eff109f35527d, 0x7f52f9790829ba26, 0x46cf8d77f6692827, 0xe2ad0832476cfe3e,
            0xd7d42961e2bb5c69, 0xa4f8b45b4fd5b058,
        ],
        [
            0xe713b41bced2592f, 0x8adaa734542ad2ef, 0x0dd89d267ab84bbe, 0xeeef608b28ee36ca,
            0x44fb92318d4e005f, 0x74cb6c1a64a46b78,
        ],
        [
            0x6573cb25b1c086f1, 0x37730ad3e2e0196e, 0x907bc192aa7d705d, 0x51de030eda8843b5,
            0xbdefd55f925a6f5f, 0xab64e84bad31ce25,
        ],
        [
            0x2b5a7d2145f93ee4, 0xe9f8e32e4817b9a0, 0x53b519c742a01f3d, 0x87895956708fb744,
            0xf847bcd1817bb850, 0xac0bacf94aace7a4,
        ],
        [
            0xfe2c6ea46b94a10d, 0xab1d5800885c1813, 0x8f9120fffca9163a, 0xcc3c67d173e12317,
            0x8d450e4ae5d65dca, 0x3f16ec252618052f,
        ],
        [
            0xf898ac45df1bde21, 0x4444f818a0b6fa4c, 0xab6613382ddaf9b6, 0xe80218629ec71a21,
            0x8b261947cf06305a, 0x91956a81cb9d36df,
        ],
        [
            0xf7903f7dcda0c02a, 0x171691d32a7dabbf, 0x4f8a2db7153aa8b2, 0xe2040ac7877ac19c,
            0x34c57c66b43d6aef, 0x1c360ae7919ac039,
        ],
        [
            0x17889e9358b3bb0c, 0xbaa2495ab4031a98, 0x5d3a3a63b10778db, 0x2fd443d88f7c139d,
            0x83c716345ea5ad03, 0xaba81b6ace562cfd,
        ],
    ],
    // row 25: multiples of 2^150 G
    [
        [
            0x5c58a7013efd07b3, 0x5569ea8b8a62c9c4, 0xbabcab23e3eb4a21, 0x9f05b68c2ed936e5,
            0x5b8fcbe425d25b7a, 0x5104d27540745f94,
        ],
        [
            0xb6f1e8e51ee7af47, 0xdae8bedd774114f6, 0x7e40fd87e9b23727, 0x677a01444e0b09b4,
            0x37b376fbecabbeea, 0x3d53629605a3a145,
        ],
        [
            0x28ef1bcf3bcf4e15, 0xbe939b53358303c9, 0x204114a721a319d2, 0x259ed8faaa81d7a8,
            0x7d9a642b18fe7097, 0x9acf2e2a184765b8,
        ],
        [
            0xa386ba5c31e24e54, 0xdfa72d1ca48e552b, 0xcb7594cc075794d0, 0xa52aceb30b3dc6ce,
            0x16c80954c6d190de, 0x7cd54e57203a1303,
        ],
        [
            0x59bc69c715fd8cdd, 0x8c35acbe7dc71686, 0xa864fdf4df56f4b5, 0x7b019a3f73cb6096,
            0x9bec6ec06d0212a9, 0x96f43d54d403dbf3,
        ],
        [
            0x65ee7fbce76c5baf, 0x6ddd2b14b8dfe92d, 0xb9f4b2b4da22cc76, 0x36ffd8dad9c02353,
            0xc23f7f57b62c010e, 0x00c51af63308d355,
        ],
        [
            0x7cdc99eb51583335, 0xd2239bce4e821ee0, 0x8974b1a0b41ded13, 0x17dcd329fe676f40,
            0xc32531179d22a9f9, 0xdd5a625636c57e47,
        ],
        [
            0xb26a41ddc4895195, 0x3695b237bec62d17, 0x272d55e95bd95196, 0xcb659d5889b5e05f,
            0xcba46e22a5687e17, 0x2ece876a623cf306,
        ],
        [
            0xfe0d4b084c303df9, 0x529d2eec13e55d54, 0xd6eed1957f4544dd, 0x921dbfae7efa249b,
            0xc03f8727b76750ed, 0xff2b4522f2f17a5a,
        ],
        [
            0xeafacb70fc07efab, 0x7ad2a2905fc73df3, 0x54934fad2e74e535, 0xac8dd550b1ff8013,
            0x6f2d6d46ee60fa57, 0x69d554a0de5b68a0,
        ],
        [
            0x0c373349761f1ae9, 0xce79b65d3ecad988, 0x6e130f0437bc45ad, 0x2b7fcd1a440d3d8d,
            0x2fbec08659168e8d, 0xa7172da3a397682c,
        ],
        [
            0xbfe71a51eabb23e8, 0xdde4edafe3e6f9aa, 0x56abb6072a14cd40, 0xccd8c3d8d6f923e4,
            0x8222708f5e8cfa33, 0xb576e8e753c6b747,
        ],
        [
            0xeb78b6908653fe8f, 0xc41f381a1b5bf0a8, 0xa4dd84f16e2c6a3b, 0x3b6c42bcf955669b,
            0x73cbb87147a7c2d8, 0xcbfe8d83a7b25974,
        ],
        [
            0x6047e57b10c330b7, 0x78cfe03c52a83e2c, 0xcb9bd42e27a0f1ab, 0xe295ade9d437f749,
            0xcd159823d0c802d2, 0x3d1de1dfef7d4de1,
        ],
        [
            0x039e6340d9ede917, 0xb9348d7d9109bbb6, 0x865466ecad9534cc, 0xf773846fa5871ee2,
            0x8f4cd9cbcd9bbf4e, 0xab6dc0a8bc0e071c,
        ],
        [
            0xd16b25a3ce363c03, 0xe21621f469b561cd, 0x03a8e393abf845bf, 0xf68a598945c545c4,
            0x0d669f1b492c1276, 0x762cdc78239a2436,
        ],
        [
            0xa2b8f4fb36cd5a22, 0xb68eb737f97eae48, 0xadc3a5065c42d721, 0x6e7962f2139a4bca,
            0xac0f957031728516, 0xb03e9e064c7a8ac0,
        ],
        [
            0x022667ab507ad4d4, 0xf2cc136d63df2b44, 0xa720c2b344c35637, 0x488511debb1b78e1,
            0xb17cde54e1d0eee6, 0x8a6ac8aeb8177c0c,
        ],
        [
            0x498a6c885528cfdc, 0x294b2df151069071, 0x5145c65db28212ce, 0x85e2c26433904ab5,
            0x2ab5f6ed3a9b2c99, 0x5aa0cd276ee584f8,
        ],
        [
            0x114ddc9f85a42d1d, 0x6bb56aa89808b035, 0x0de497f8cd3388ad, 0xcbcdf50048f4c8d2,
            0x6a0942a012e9ec52, 0xf49e0486ccf3dbcd,
        ],
        [
            0x22c70d3727339ae8, 0x2d829c2ae632aad7, 0xa3fef6f40f586e02, 0xea718fc740608b7b,
            0x786dee3e094e4a52, 0x80051885d73a7681,
        ],
        [
            0xbbe1572adbf84e9b, 0x7921cb9f0a778eb5, 0xb03dc5b889c46871, 0xbc25453f8f2efabe,
            0x7e79edb060e2bdc7, 0x5234e98b182b6fd8,
        ],
        [
            0xc85d067bd9615c9b, 0x00eb9314a8b06c6a, 0xb7266163792c0883, 0x9c7a9b424b193b98,
            0x21e35002ee8136e6, 0x90e86ece7953b42f,
        ],
        [
            0xe095559d7e2ea6b7, 0xe5a813f61ebc02f3, 0x01f0801759518eed, 0xc5d31209c7a90572,
            0x37af262d55089d68, 0x99ebc4197026952b,
        ],
        [
            0x4eef3085296c628f, 0x6c6f41c4bc692655, 0x6c441505b5c33990, 0xa6c34885f827b4bd,
            0xeaba2613e1d59cec, 0xfa89377092a654fd,
        ],
        [
            0x8b4feac0e0b08dae, 0xb640ba1f27127cf8, 0x6625693fba64d567, 0x9ca0002be3a96d1f,
            0x301061e26e83c5f4, 0xd6c9f3d7ffffc14c,
        ],
        [
            0x498d289b8f1a6480, 0x782a12f1e3913a8f, 0x0bdc13e8ba1dea73, 0xef673b7cec5c51e6,
            0xad37f29e46b992d8, 0x08c567942833f50b,
        ],
        [
            0xc28121b54f5f225e, 0x127a7488e6583d66, 0x16d69e837aa54b14, 0x7b1cd8e99006ea66,
            0xb7e739615781e59c, 0x771618ede2cff827,
        ],
        [
            0x6cd014ee92a3fa91, 0xb400147592279262, 0xe018402079f44cef, 0x72102037b623a416,
            0xf1b19328de4b0479, 0x690476912a60f338,
        ],
        [
            0x3791aa68b7321fe0, 0xf4bb30cf759107eb, 0x2f0e037afa4fed0e, 0xda4f76b054acdaf1,
            0xdf396ffeda20edcf, 0x06b3191d3dc2a012,
        ],
        [
            0x538170027942bde9, 0x82b6298968006526, 0x04eba6190b21ead9, 0x3a003b75e4e06a20,
            0x60219790d26a77c4, 0x37f7ae76b900198c,
        ],
        [
            0x32e5a4ad4e33515c, 0xfaf120c4107349fc, 0x18f529a542b588b2, 0x53afbf6aad41f013,
            0x7e107d23fce98199, 0xb3e6ca6e49fc022a,
        ],
    ],
    // row 26: multiples of 2^156 G
    [
        [
            0x377d1c96c2e1ab9c, 0xc4d44912f02f335e, 0x91a1b45317483b67, 0xd87bfb050a35ed35,
            0xda51aa7f06388074, 0xe8eded683bc985d2,
        ],
        [
            0xa6c6c290d18c264e, 0xe5061160768df841, 0x7913aaad519df852, 0x61958563f67253ef,
            0x36c367f5d45ffadd, 0xf1b45f019e16d8cd,
        ],
        [
            0xed31303cc815957e, 0xe3fd01ce9dc47dbd, 0x69884abe7796d887, 0x5eeac02191801969,
            0x3f7f3b0a1fede637, 0x94177a5db577b6b1,
        ],
        [
            0x5903c2441032f79c, 0xf21d72a3dcc0e2de, 0x9ba803fb1762ce11, 0x76e31b74ca5ae539,
            0x4e502c669fd4f343, 0xb6a9a1fcd2eaa2ab,
        ],
        [
            0x83c44b0848aba8e6, 0x17c26d0a62517119, 0x5b018ac9d01e1f9d, 0x4397fd63e9efcfe5,
            0xca651042fe0829a3, 0x46cee0c313eb60a0,
        ],
        [
            0x045a144581c63288, 0xa4e7b14076cc9ac1, 0xa2f07d1048acdd5e, 0x90c45e5fa2b81e15,
            0xa933ffa1308acd63, 0x17365897d7e46f9d,
        ],
        [
            0x902b03421a2fd277, 0x0912afff9af2dbda, 0x15e0d23648589a78, 0xf8b358121fa3327f,
            0x8990816eec713d1d, 0x5e1a860b8e343f2d,
        ],
        [
            0xd774ccd5b8a7827b, 0x1a9035d830c2fdb5, 0xeed95b80634655f8, 0xc2b700c056b0b0bc,
            0x37259c87c9f0aa76, 0x7f6b6b1a4c9ae4a6,
        ],
        [
            0x5cbc9486013aca29, 0x03e60edce542ffae, 0x80539a8f8457faa5, 0xeba394b16355b3b2,
            0x0bd1b3052249fcd3, 0x5454e8674e3f192b,
        ],
        [
            0x1b61be56c4126c1f, 0x274763f85abc20ba, 0xb49d2c4ded1afb78, 0x1bdeb4ea3df52e62,
            0x8dcdd1d1fff32461, 0xe3e523f7bb1ca9df,
        ],
        [
            0x370b2b555564a17f, 0xe074512c55a566cf, 0x110463ca78ab0d7a, 0xefd6c2965d2460f6,
            0x9abe3d429c33b5d1, 0x4e01617508c3f981,
        ],
        [
            0x951131c1c2ab5306, 0x89255bf96c73f4f5, 0x6ac84582e69b21c9, 0x018b49af0ab9dce0,
            0x27e5b7227954a835, 0x865a648fb1229414,
        ],
        [
            0x5d07cf912a1939f7, 0x3f6c26a85cf3ecae, 0x92001c06cb547d04, 0x4175ff52df774ad1,
            0x7abd12ff6b5f9c2c, 0x1658d69d4d6d8453,
        ],
        [
            0xbc7a7b591a7e9066, 0xcce91b7523db5c12, 0xba7bf0aea3c0a935, 0x653f64a6da23595c,
            0x2ae29a0f08f45389, 0x724f46cd88589fca,
        ],
        [
            0x11f53192e6eed978, 0x0cdd4a8141560616, 0x106a49de55689932, 0x79fdb67ea791e389,
            0xba7af653e28a67d9, 0x44db5d83c7aa61e7,
        ],
        [
            0xc863994728302bb6, 0x1fc1410a037bebfc, 0x7432946a9f0b40a6, 0xff9565e1e06af4e8,
            0x02d05ead8b9882d9, 0x6e5ca86c13e179cd,
        ],
        [
            0x8d22eed31c2397ad, 0x609c59fae668c69d, 0x1e1458c5cb6518f1, 0x36068b5d23440233,
            0x3032b1d8624aad9f, 0xc611f48f3674e387,
        ],
        [
            0x10a5943836924351, 0x11d91d9e7c39352f, 0x6fb18f8ba0a11cc1, 0x28540b4466bf5fb7,
            0x7f4037177f51424d, 0xb5d4ccb55111021a,
        ],
        [
            0xda6240067b1f4495, 0xc729ad1e19bb1f22, 0x4f1863f5b29f583f, 0xf11e2d702aff9bab,
            0x4aa36a61f92cce02, 0xfac3f0583591d666,
        ],
        [
            0xaf3ab16b498320b5, 0xc047cc3a99b8596b, 0x691eb92c89c15f68, 0x5ec89486fd5744bd,
            0x7d43949f7680d56b, 0x0fd63d3ec13096a7,
        ],
        [
            0x12eddc65f476d68c, 0x721a81085dc22a84, 0xe374c6611d3f88a4, 0x13855e8948765b03,
            0x0bb2b9daa758694b, 0x7938f8aba9a9d56f,
        ],
        [
            0xf0e0b603db966660, 0xad0c3a3a0acfed89, 0xf9d11b76b09b8551, 0x70e5a531acaa2572,
            0x865f11c346a858c7, 0x55b748b8d96a95d4,
        ],
        [
            0xf682e51042f41584, 0xd5fb0120e619b4b5, 0xfb5e9c4adbaf2eea, 0x786e6d769f0cf5bf,
            0xe179e83793643211, 0x89cc5c669411c700,
        ],
        [
            0x7d40212db7406a35, 0x26fe438b7443cc1f, 0x4f7f30e31c7be1d8, 0xa32aab9b0b7be4ab,
            0x4237d9ece10e7005, 0x15dd4e99cd3e51f9,
        ],
        [
            0x204c34d7a1df368b, 0x0e76089adb3530d1, 0xabb47cc75f50fec4, 0x3103dfbb01137a89,
            0x6345b44c4119d39c, 0x997745a05f824ae3,
        ],
        [
            0x476dadd1045aab04, 0xbca589c841a26ca9, 0xd9641ae6d760fadc, 0xb493442ab34d60a1,
            0x4374fefa41f0f2ef, 0xb1380f94f5ee58b0,
        ],
        [
            0x83198ba07f4984e5, 0x9df32b5417172079, 0x4e9955ed257d4f68, 0xb31ffcdade185b6c,
            0xc51e5925d1e69a78, 0x018cb9af5a5172a3,
        ],
        [
            0x39613d5c7b723b2b, 0xadcdd94e7a86a403, 0xb599097651eb3657, 0x40747157af94e8d0,
            0x80247af5a176418f, 0x4153f4db84ac0a04,
        ],
        [
            0x3dd7caf0184ee803, 0xcb9aabd980133d51, 0x179913fbdc1ecf01, 0x4bf9fc1bd8c2b49d,
            0x1e282ea017ea1bfc, 0x07dbaa09b3faf228,
        ],
        [
            0x8f8936c36ab50c6d, 0x638174bc5532cf70, 0x9978931c83ef6e51, 0x6b91c6b87b18889f,
            0xa8ffba4633ee163e, 0x139ac05726c78ed6,
        ],
        [
            0xeb8221d596fcc875, 0xd92580b025779edb, 0x81f22a922b176b3c, 0x9521d38ee46fb732,
            0xfbfe7e4a51047942, 0x1258f005c234dc7d,
        ],
        [
            0x5fd3ebe94584bdf6, 0xd8a4299d847693d1, 0xc9c0c5d640b5d01a, 0x70b512633afa9eda,
            0xde94920e805fb55b, 0xf0c432e1b5a46cc6,
        ],
    ],
    // row 27: multiples of 2^162 G
    [
        [
            0x0ce0859df6dcaedc, 0xa55b2e153a3f7708, 0x200ce3fcc0a8b787, 0x9e0f97823c7bddae,
            0xe9d43e190b81aa87, 0x9c47c1bb4666b8f8,
        ],
        [
            0x739b4f37da80e5fc, 0xb45a6fe6cf587883, 0xe4a9b791cadd521f, 0x27e1b30057562a1c,
            0xb04af2a52fd0f712, 0x12cd55e193409099,
        ],
        [
            0x92d5ea3d46be452b, 0x40841923215ba744, 0xd8335b499930df86, 0x12da53b292c4868b,
            0x2400365b60a4383f, 0x646771ede190b71c,
        ],
        [
            0xb8792b085f6b0fff, 0x17e00f0ffac1431d, 0xcb5f6f9f479b79be, 0xbfecbd0832c49e8c,
            0x6a6be7f1654100b0, 0x2e5457470890c3b8,
        ],
        [
            0x597f4f1ed10a0b59, 0xe166c79f84bc0000, 0x5ae7890af74bc520, 0x3303f3aa8660d37d,
            0x2d0ab6f5405c0955, 0xe98a15501f6fea86,
        ],
        [
            0x6975c26eb3a95f3e, 0xcb4ee68d1d7290dd, 0x8120bbe94c6ba170, 0xf428065b1a407679,
            0x92b64255c12ea429, 0xc94c96d356d99374,
        ],
        [
            0x18c4fe3a0ddf3f74, 0x477e39cbd8e5db90, 0xaf43028b56614560, 0xffdf36888c492bee,
            0x595987efac548919, 0x4d0d250a74dc2b98,
        ],
        [
            0x3cddb768c4d5d262, 0x0a0801ad4251792d, 0xd704ec490d3897eb, 0x0e13d4f49c91baee,
            0x090f2c6982831726, 0x829b8edd76422a7f,
        ],
        [
            0xe3a642ca41d95f75, 0x4c53ea80f0a8d5c1, 0x07463073a9d3eedc, 0xa1439f9ec4e66d00,
            0x451a25c4b0694462, 0x713bf4e88dfe8fe6,
        ],
        [
            0xee0ee6809ec42924, 0x4af753cbb77fdef0, 0x15078aba7cb4d8a9, 0xe19806b9b4177c3e,
            0x3e1d4fc588f090af, 0xc7b2cc43eeb90099,
        ],
        [
            0x0feb44af4a018455, 0x1af273cead578332, 0x31349adb5f625cc3, 0x3848e62e2d2f3877,
            0x620372c51bfe8dd6, 0xbcc4d45916c9a24e,
        ],
        [
            0x4656ea75bc14220c, 0xc70a76ac00b087d6, 0x037ac35f3d83a9ec, 0xf8f1e014aac1649a,
            0xaa6de5974c5f804f, 0x8cd45ec37d523732,
        ],
        [
            0x0aed399e91f59c5b, 0xe4868fd343f5de7f, 0x01b524d0e58c53b6, 0x77219f8f712c183e,
            0x6371e9d4036dd938, 0xd4de675aa8cc4985,
        ],
        [
            0x5913cd6af56a38f1, 0x1e16a4f061ecfa22, 0xeb036c2eb5c22ada, 0xca1a39c595892d2d,
            0x4688a1ccd31c9856, 0x3a6ea06229e69ad8,
        ],
        [
            0xd9521c8850bbcd76, 0x3d8ab30a5533084d, 0x4328e72f40a22bb5, 0x6594e079680fccc1,
            0xc578705ebd6afc46, 0x677a7e9e724db349,
        ],
        [
            0xaeedece780df0a37, 0x78b407d39fa00fed, 0x8ada177efb5d3331, 0xa526660c8af3669a,
            0x95b36f2f26f37f61, 0x21aeaae21e1206f2,
        ],
        [
            0xa9d571cad62425cc, 0xdce97426842bd560, 0xbb38f10bc461be1b, 0x3d2249f7822d623f,
            0x202ec2c7e1eeb405, 0x4527855db64d9541,
        ],
        [
            0xfe5d98dd6e378a16, 0x959df6bed7a9f035, 0x9123863f856a9b08, 0x37a492074a4861a1,
            0xf3abe482e726e927, 0x80ca1765e950eead,
        ],
        [
            0x6effd23ea2c1ef2f, 0x5cd387d8114661d2, 0x8e8c7a48dffe2dc7, 0xa2c03c1016c4945a,
            0x9d7fd9509644389a, 0x64455c9330888d62,
        ],
        [
            0xe2c65840bfe0067a, 0xd0b29ae1e666562e, 0x994f33443f69d5ff, 0x4895550cb38b5225,
            0x317f613367443db8, 0xe78c5ffd6a3efbb9,
        ],
        [
            0x9d4a9d187425abda, 0xf8e9fbc57bd3fdc1, 0x697f79879ebefe1b, 0xa9e724481e6ed20f,
            0xa345725dcdf74ccf, 0x7896df8ebe698fa7,
        ],
        [
            0xb405e455dfda1f51, 0xa82537f5cbe599bf, 0xb60bf1e89f755190, 0x38f7bb0632a7e242,
            0x3212ccc598acbf9b, 0xeebc9ac0e7ff0a94,
        ],
        [
            0xbdbee0e9632d7db6, 0x6d9f02c0c3b20b5a, 0x1050c608998a8d90, 0xd8d0282e2f06ab1d,
            0x4c54a44dab0aa37e, 0x6e1b0aa1d082d2ae,
        ],
        [
            0xc49fbdb02007d582, 0xbba36d9226d43be1, 0x4e8feb86d8e1f054, 0x2d7a4eb1df679100,
            0xd99cc183a594368f, 0x5953cee17a3bbb39,
        ],
        [
            0xdcca73f64c2182b6, 0x8fb4b87f236096b4, 0xce326270d5653730, 0x5c9e40b876943c44,
            0xde4cd5b30ab1c0c4, 0xf6ed23bd3940c729,
        ],
        [
            0x25adf7fafb32d876, 0x256577cf774e5344, 0xfd44d54d1805d5e4, 0x92207fea8fb4e6b6,
            0x4a220d0a11c5d5d5, 0x3be12723f8e91bdc,
        ],
        [
            0xdadeac8689d6175b, 0xedba73cddedeed02, 0xf56ed9fa5fae1ea3, 0xd27a3c2e46fb11d2,
            0xe8196e098111c477, 0xff123cde4511b448,
        ],
        [
            0x835fb9105495b1c0, 0x4bf8073b9d67f026, 0xbf47587e8899fab2, 0x5d3d606d82303583,
            0x8dc9e5153016c2cb, 0x1941fb0d70ad2ecd,
        ],
        [
            0x111f685598b18dd9, 0x07963287fc1a8284, 0xadd96aeb049bc41f, 0xf9cdc9cfa4b9431a,
            0xed4729523186f178, 0x7c483bff9e6b099c,
        ],
        [
            0x0d101d88269c3158, 0xf4f4fd0362a2e7c9, 0x2868c3a95bd4e966, 0x28560f6f3f2fe7d2,
            0x33e9acc49f97e5c5, 0x13e585daaa6fdb21,
        ],
        [
            0x0a50b744d69e123f, 0x6446127716a94796, 0xd71b262fe18a1d4d, 0xd9040b305e180b7b,
            0x26f0f40347d6ce9d, 0x78d1670067a15aa3,
        ],
        [
            0x5b7692292dd71da3, 0xfaf8b01688f598fb, 0x8f8d4b70143492ae, 0xa7f5e61796a9c03f,
            0x6bd67a8ea0c34682, 0x7b459945a12c32cc,
        ],
    ],
    // row 28: multiples of 2^168 G
    [
        [
            0x00b598c54fee65e2, 0xf85f1a2cf18f37b1, 0x8659b393e3b72548, 0x3f89080e696e8d4b,
            0x4b0794d1219f661f, 0x95783cf3a6fda57a,
        ],
        [
            0xd47dbc28acf31bb7, 0x228ba36144076b4a, 0xc98f0d65eff372cb, 0x73179523ed79eb73,
            0xc172348a9c75c7fb, 0x56a7598bfd4dc8f8,
        ],
        [
            0x59648973611e59a4, 0x2151777ba9f595e0, 0x4c47c966f5551b53, 0x021253a33972a3d3,
            0x90bc0c61b4befe84, 0x16d84bd277515e8a,
        ],
        [
            0x5c350e2e94f40d96, 0xdfcbcae9a5864e3f, 0x9a2e4e30fb5d92bb, 0xd9bde42144281abe,
            0xa7f9d3a7ea539b37, 0x61c3ae5027b92e31,
        ],
        [
            0x2244e258f2aa70a9, 0x73df3f5335be44a9, 0xdcefe8bba6238039, 0x3a811b6de47497a3,
            0x620c900a25465973, 0xe81d41094aa632c7,
        ],
        [
            0x4989432781a533c4, 0xb510e5379c521884, 0x8e091decd2db22d8, 0xe40883cb2112921b,
            0x77a182a53023be06, 0x9406af56344bcdce,
        ],
        [
            0xb0c7d9e55f5b1245, 0xf2cae30e01cd2020, 0x300d39914f24138a, 0xb1a3ab1fe5eb6668,
            0x1c21f9271468e662, 0x2cd78fd3e4627789,
        ],
        [
            0x6bb937cea2475808, 0x190dea2089fbe7fa, 0x2b19299ea4a879ab, 0xd08bb8b302e58d85,
            0x5f3c807f44d8e850, 0x7163052ba807b92b,
        ],
        [
            0x33e3fbb7f139c859, 0xae851c86b61d1651, 0xd19bb9d2711ebfa9, 0x04eb2decab556ef8,
            0xa90032a226e75498, 0x1b6e1eacad236dde,
        ],
        [
            0x45e0d15472b36422, 0x505c7e2a440553f6, 0x51c21ee7cfaf2624, 0x28cfa503eead1c76,
            0xe7e0825621322f7a, 0xb50012c8ca8f7baf,
        ],
        [
            0x3ec7b6f20e8b3583, 0x75562e4b40191db4, 0x2de64fe8d97200b3, 0x9035e03267766784,
            0x5f64b29500818616, 0xd62bff919d38c296,
        ],
        [
            0xc1c38d7c20e7da86, 0x29d1701daa79a592, 0x43853290cb4964c4, 0x157c8a28558d0744,
            0x9359aa13d845fdae, 0x6938504e0c16e633,
        ],
        [
            0x7551d181303aaf9c, 0x4f75790aa6ee9450, 0x30cda47c5a5ee5ae, 0x5cecbe96caeeda67,
            0xbb304fb4b6acf1ec, 0xa8d438de23d4e0e9,
        ],
        [
            0xe3c174cd55bbf072, 0x4c192612096526d5, 0x72b1886ea3622362, 0xf9ff34ac38ad3224,
            0x3c0e6f03de248da9, 0xaed9b48d904019ba,
        ],
        [
            0x8b931dfceb4c2fe6, 0xb59385ae6fb1fd3f, 0x34d15d09cdbf8b2c, 0x354fb5bd501dfe27,
            0x3244c2398678f10a, 0x27fb966cdefc3322,
        ],
        [
            0xa7bfa23bd835d9d2, 0xe2e0879f3d77d0c6, 0xcd307f9f7198caba, 0xaaf47ac78ef6dc8a,
            0x79d488a1e089b5a0, 0x9c5910d1d3898ccd,
        ],
        [
            0xe1a6918699fedbbc, 0x1cb035cb8c8fedb7, 0x2cd27f26b456f31c, 0x5fe6041cde4d4827,
            0x3566eaa3c126f7bf, 0xafba18a24361f83f,
        ],
        [
            0x79cf0a945b63f6d1, 0x00ce6a85d989b598, 0x0f8d928b03f0b2c6, 0x4a4299b9018ff12d,
            0x59ab07e45f379fa7, 0x5e5deef55381194b,
        ],
        [
            0x6e7f659c3c4ab2c9, 0x8a446f6265654e5a, 0xc3cccd426327f61a, 0xc9e4ca54d14cb9b1,
            0xeee5364e6bde8567, 0xac8150fcdd7a0868,
        ],
        [
            0xa719652f5f134595, 0xfcfec81cae508424, 0x9e16ae3f11ba658e, 0x88494b8160511e27,
            0x495d153e66979b9a, 0x55611c7a49fad3d1,
        ],
        [
            0xfc7305128e3ffac8, 0x1b6bf5a383da2d11, 0x99558261ac075bc5, 0xd44f89c77587269d,
            0x05413990dee8b114, 0x35258a3ce309d884,
        ],
        [
            0xba07c28f6a76d0d3, 0x18a52a085067e16c, 0x6ae1d870c175e5e2, 0x5404c2f89b314f1f,
            0x22c45028b85b02be, 0xbfa9155769fe8fb5,
        ],
        [
            0xf420471fd5e20541, 0xb7cd056393b4597e, 0xcd7621349e8fced4, 0x93f1a293667246ed,
            0xa67f1015cc37aa97, 0x54ecfc1dccc76489,
        ],
        [
            0x2867d280ffed38d3, 0x34e2e617339ff836, 0x90c7a0a0843d9ee5, 0x38be6f0d0bc5ad9d,
            0x5be128b161784c24, 0x6d1d7024f5c92d27,
        ],
        [
            0xb93c9e42f28e8e61, 0x1cb53b6a2e7b7f4b, 0xe1f605e9e4e0fef9, 0x069d28f61f88f7d1,
            0x96265f1622c71a8d, 0xac157d26dab828ef,
        ],
        [
            0x98b3a5ed341a67b9, 0x9aaa605c3f3639df, 0x59297d2f8b92ce1e, 0xb981280536504280,
            0xe5ae2be0a4416a3d, 0xb31daa1641919442,
        ],
        [
            0x1634ffbc0feb1f18, 0xa51dcbe0d33d0a9d, 0x0e03bb87767a41f1, 0x01041281148212a0,
            0x07f9ce130e55fb63, 0x9dcfb9b99bbfabe9,
        ],
        [
            0x3ac5febc4eb575e2, 0x8aaae188c5aedbca, 0xc14938bbd5870b65, 0x05a4c6b737600276,
            0xa3b7f1536227e53f, 0x3b37d9f14703e577,
        ],
        [
            0x7354429d6aea82a4, 0xa8b693b4d061ccd4, 0x3120ff3752d0b458, 0x254dbf7f92f80ea7,
            0xd229a33989430f4b, 0x97b253ff94de0c1e,
        ],
        [
            0x6556cb19e4b60a58, 0xaf91e209f3b79531, 0x4600c7895bd7c1e7, 0xe92bfc4e4100417e,
            0x772261d9b6d8a9d9, 0x2e573e06a9a6916b,
        ],
        [
            0x0570926698b95e3a, 0xef67fdbf1dbd0d3c, 0x950e2fa77552cee7, 0x03b57561f4ae00d3,
            0xf070c70a46ba7e71, 0x196843b1e39a20da,
        ],
        [
            0x4213bea260091a66, 0xbed0b79ea0e25486, 0xd2bc9dfbe5c60f95, 0x7aa159d53ce65338,
            0xef1f0d85c8ec70b6, 0xb47100d728d23ccb,
        ],
    ],
    // row 29: multiples of 2^174 G
    [
        [
            0xc51462999ec42177, 0x6b043df32d66626c, 0x9ed7174d82ea3769, 0xf8f18beb9da03903,
            0x72c11f7acd642f4c, 0x4bdad457d4de2f90,
        ],
        [
            0x5641060f58d3510e, 0x8e313a7f364db85d, 0x203122d95cafd58c, 0xf79b8cdfccb848a1,
            0xda00c24767e06429, 0xe8ddf52050dbd8ef,
        ],
        [
            0xc8070922968fbc04, 0xfd745f07b90e907d, 0x290695a8addec489, 0x97b318f01f9efe4e,
            0xdb88c9d511f13bc5, 0x3d8d95a2a2e253b4,
        ],
        [
            0x13b4d6c6d06db4a0, 0x9ca098dd1c320a37, 0x236354734660ce85, 0xcb8bdc7f70e85a9d,
            0xd96a49de92b6fa4b, 0xd22ee1cc6f48c32b,
        ],
        [
            0x92127bf59579b2b1, 0x2ae580d940798d80, 0x85b04a4b5970dec8, 0x028787097609e296,
            0x638b300b3d32d77b, 0x7b87d361bc963290,
        ],
        [
            0xbaf0570d526a7a48, 0x9436cae8fd4d36d1, 0x44427e9224fac988, 0x935deddcb39cb050,
            0x2db73da995237984, 0x6d812614e0403a31,
        ],
        [
            0xa9e4e7814822496c, 0x79e48eb9162380fd, 0xea2e31e8a063cf0b, 0x47338590bf426e8a,
            0xc0711132c75f36eb, 0x76801275c8e43630,
        ],
        [
            0xf1cb1e84a4968444, 0x8624f8a415156d72, 0x83d9f12a66276ea6, 0xd15883d23b28aaa8,
            0x4043aea506aba758, 0x3b9cffbe19ad8608,
        ],
        [
            0xc3d7396e7699047b, 0x2ab505e2e0a9b3ae, 0xb09db95ed21d1bb0, 0x28c68175bb6ef764,
            0x95bcdb9b8b81a046, 0xf1ddf18f143375be,
        ],
        [
            0x19b195dd71c764ac, 0xb10cdd8e16c89a6f, 0x51f783dcdee07ce5, 0x05b98cebbf7febaa,
            0xcbdf20ec0026e40f, 0xf4ff428d8ea46069,
        ],
        [
            0x0ffa34f13dae21b6, 0xb7aba055e3b37e0a, 0x48f1387e010bc306, 0x5af1ed2980a97e25,
            0x2b5799f358d85078, 0x49c5e62c42648bf2,
        ],
        [
            0x204f3d4019829b4e, 0xd37d49f5fa6cc5ed, 0x55bfb8db07a5325c, 0x349c93057c3cffdf,
            0x15868ca444e85a40, 0xab792855e664b649,
        ],
        [
            0x10909875b660ec13, 0x337d82c0b140e92c, 0xfb2bce9cc9e1baa9, 0xe075efb472395c7d,
            0x33c67120d6a4855e, 0xf469900c78a0f6b2,
        ],
        [
            0x1488def0a8931c2a, 0x20b6b03593e47cf2, 0xfd90bf99c9c0e09a, 0x28fe08159e4cf905,
            0xf397729a48dbf990, 0x82000550b09e4e66,
        ],
        [
            0xf8f289d1d958e2b9, 0x9501eecba4629249, 0x81dd3fdeedc0f491, 0x3dd5a166709eeb36,
            0xf3103dfff201d8e6, 0xc4997f40b7bc3282,
        ],
        [
            0x7c7b2c74152fdc18, 0x2e09d47c81529a8b, 0x116d1ef9dffec896, 0x448891e49ea4077e,
            0xadad99e49566eb00, 0x7d6c3d029df75199,
        ],
        [
            0xe51409621f8198cb, 0x8b94b04a7be13d68, 0x0863e61215ec1d16, 0x52c5fa28be9c3d47,
            0x2590a357eeb89a2c, 0xc7aeef14cbcc2f2b,
        ],
        [
            0xbc3f75a21d7fffc5, 0x47e4ce19741fd001, 0x2465972545b7d08c, 0x1a4b43cdc74dcf3a,
            0xa1e3c71ddc7dd457, 0x37aeb7d2e49194dc,
        ],
        [
            0x73d11dab80591dc4, 0xf0d5ea02b3feea1d, 0x7453ca8797e74e08, 0x7b05dba64690c9a9,
            0x0bcc3e1ad622e767, 0xa87331c33e28b7f6,
        ],
        [
            0xf6372965be8af7ed, 0x4e36da0e2e04049f, 0xcc4e4c0f34f4f1d8, 0x185a80da387c3ce4,
            0x999c4880f81efae2, 0xd2002692a0cc97d1,
        ],
        [
            0xa94fa9d94a5f5abb, 0x31153276a3436654, 0x82e1794d813aa453, 0xd4cc9a1cf8cf844c,
            0x700be3bc7c7f89b7, 0xb67187a20f18ca71,
        ],
        [
            0x97b45c6f2a469d56, 0x0c918aab4932fa9a, 0xc2a2d43e43aff643, 0x685eab5b33806c7d,
            0xa44c217169645ab9, 0x128ed8daa8df46a4,
        ],
        [
            0xbd188600f69222ee, 0x071f8b8cd31b6444, 0x069180e0cff443e7, 0x692aae172227ebc8,
            0x41cc9c435b7a9acd, 0xdf69ed6c14ee1bcd,
        ],
        [
            0x561ca2b2650a4592, 0x016730843ca61b0b, 0x79ebf7d1680d8c8f, 0x33cd5c09c216ae2a,
            0xdc44dbeb260a7797, 0x80046982e5886569,
        ],
        [
            0x2b019c28070afc55, 0xff11c9099ae2fbc4, 0x54abb00ce0db569a, 0x88dab501889fe721,
            0x0fda5e4d343c57a6, 0x1fb748aae90c27d6,
        ],
        [
            0x6ffe44e901f3457c, 0x9f2fb631cbd42d4f, 0x372de1ab77426e19, 0xe73bea79b5b9cfe8,
            0xd2af87d0105e1632, 0x562e0ebb91def158,
        ],
        [
            0xd409bb55f9c19f5a, 0x1b7295c22285a605, 0x45d992e821d3f5a0, 0x8567b2a5028da982,
            0x5a02e590bed83dc6, 0x150147b2cea0e7b8,
        ],
        [
            0xb3051141e8eadc48, 0xe9797985214796b8, 0xc7174b9fb0cf5916, 0xccdaf1307c17697a,
            0x2ff86ffae6a3f8cb, 0x655d7ff4e0e4d911,
        ],
        [
            0xa38a43f7e519f16d, 0x78ed8a74af1a050f, 0x86f92de6798b91a9, 0xac96961cabb16cc3,
            0x8f7486cdf8652b9c, 0x229702aae9226514,
        ],
        [
            0xeb590d5a7f8a7546, 0x2e33657cd84598ae, 0x6865f9251cf22291, 0xf33b0db780d54d83,
            0xd2045fa3d095724d, 0x2a65650a37a729ca,
        ],
        [
            0x5baf71812c0e838a, 0x8037942f0741098b, 0xd63080c7eeeb7e30, 0xd165f61a515a84e3,
            0x580914609347f05b, 0x98dc444e7ec65646,
        ],
        [
            0xe5a6dff79b7d8eb7, 0x104734b8dd67daf1, 0x49050eee503bfa5d, 0xa342247249376195,
            0x9d58a5f9d85aa682, 0xef14a58227b209d1,
        ],
    ],
    // row 30: multiples of 2^180 G
    [
        [
            0x9cf79425794f2a13, 0xff079313310e1c2d, 0x4d8c0f205317d195, 0x0d854923f670d56c,
            0x7564177d31cfadcf, 0x67d58b2f0845bd19,
        ],
        [
            0x657bba3999a34b60, 0x54c864545bf3ff4c, 0x91cab9916a3fc2c9, 0xad3baab99d937181,
            0x9b39648ea318a96e, 0x416fe984d5a8dd54,
        ],
        [
            0x03e0d70854f6a4d7, 0x29dae4d9334fa2b4, 0x900311804949f1ac, 0xeae54f1a57bddffa,
            0x4535444a696a6f68, 0x3706f4a977960f80,
        ],
        [
            0xa5d2d3fc10e89d46, 0x426ccb6f267decf4, 0xc430a435f65161a7, 0xf32e4fd945ff08ed,
            0x29bd88e452fce424, 0xb58dca757df49592,
        ],
        [
            0xe2947e2937db3461, 0xbd2223179ab98e15, 0xff305b24ce8e38cf, 0x06930d14b22eec72,
            0x436bc39f9e615817, 0xebb88a2b4c9fb3e1,
        ],
        [
            0xa03d5521a7a0e4df, 0xa515562dcd990dd9, 0xae390795c5fb696b, 0xfa924b09dd959747,
            0x341470c6283fc2a6, 0x316589b65eb8a1b6,
        ],
        [
            0xfde37b6d88f9f184, 0xda47ece08fa58acb, 0x702043a983fafe07, 0x88af885276f8114f,
            0x19d2da12dc9ae8c6, 0x3b9ca7ff3cbf7cab,
        ],
        [
            0x08b2eb9d2de63b4f, 0x2dd60214c5a70a53, 0x8bf59ae3183b9f0a, 0x127db136a4d75e6a,
            0x70a4c22d2dd19a85, 0xa04ca68b6bb9e133,
        ],
        [
            0x1d68d49aa2fe2ac1, 0xcebc8e5970b8ce05, 0x7416fe48d2b06bde, 0x9c2a7c0c0169a12f,
            0x2dea94f2118a13de, 0xfdeb315d59fac80e,
        ],
        [
            0x109f906be0f6ae2a, 0x9a1c9882578befd2, 0xf331d1d5546bc15d, 0x1ede863a10f4329f,
            0x90b0e4cd6d085511, 0xc3b70b117578afb7,
        ],
        [
            0xf2f43a0e81e38f89, 0x6beaee2f00d20c6b, 0xaa05e87aabb7283b, 0x2b087e077465b602,
            0x7bfd04740c30beec, 0xe37f1d1b5ef3e113,
        ],
        [
            0x7c1f8f541e0ac0de, 0x33fa9edacc70b75d, 0x190f25781661ad09, 0xc8d29939c6af0599,
            0x8f0f6073d76f1d21, 0xda9f9fbc28d0432c,
        ],
        [
            0xca8e09567f1661e4, 0x300a827c9196f1e4, 0x47a9514734bdde13, 0x1d62095e0fcfb7c3,
            0x266052201246f71c, 0xe2de5f89d12de055,
        ],
        [
            0x40782caed90977c8, 0x40e10b3877b37d91, 0x3430aca235d34426, 0xe0b225664dd9f02b,
            0xffe6813f4ae28543, 0x6d42e3b7181acce4,
        ],
        [
            0xe2992f295b33dccb, 0xfc9d1026882e16e3, 0x285836e0dc949a0d, 0x1c9b28bfefb7419d,
            0xdca32a861dc1882f, 0xa27b2d8e526e27f9,
        ],
        [
            0xa73ce4f49c65f79d, 0x81728494cb12b4d2, 0xb370995234a30e52, 0x34e61905cc5be142,
            0x0237c5ce0d1b9183, 0xcd50207851d9f58a,
        ],
        [
            0x3916e8c21d6de649, 0xa0817dda4143f984, 0x9a55a6abff2494e0, 0x82beacfb8dc904dc,
            0xf3b6077c441d1dea, 0x6ff634111770f331,
        ],
        [
            0xedc03bd448463be4, 0x16ea4a68d889bf19, 0xbd8454d9846ab4bd, 0x4af417c160799444,
            0x02d780dd0b9ef8d9, 0x8a958d6f877ca87a,
        ],
        [
            0x39820bf83270e822, 0xd3aedad695f7b534, 0xa27dec24171a9790, 0xe4cdf037b9a91086,
            0x097cb2d3e5b50b49, 0x8190e3246fc3e217,
        ],
        [
            0x5935c009b77a9580, 0x109f262c60590762, 0x40cd7b02a9bef637, 0xbcf02172e1e887cb,
            0x23ab267e22fc3d18, 0xbb9632d82b110de6,
        ],
        [
            0xf3219513891de7b0, 0x673753f66a6485c5, 0x2283774cdcb0d7ae, 0x09a1a411de6d8afa,
            0x38eb51874a0f6981, 0xad31a545ffea8cbf,
        ],
        [
            0x38dea64f1910f01d, 0xfe904ee745eb79ef, 0xfbfb1354efec9b13, 0x66122d43397df4bc,
            0x2c072f698fc16a2b, 0xa80b78b19627cdd6,
        ],
        [
            0xb091d5e4607f87cb, 0x1b0edee5d92cc4a2, 0x334aa2ca37c503c8, 0xc0547aac7ded9fdf,
            0xc2ea2b9b1e8a1fcd, 0x9093d05939e40cb7,
        ],
        [
            0x939849be1e71e027, 0x04493ee80916d6dc, 0x2456a4fa7a4c25ff, 0xbd7a130d80e2c3af,
            0x63b50b4919ebceb4, 0xcf3af9f6ca679a32,
        ],
        [
            0x00c2d079dead1215, 0x4ab146c65ff8c9a5, 0x249b6c0b22ef6cbe, 0xe9d2a14086533ae2,
            0xc10ae38a80258dfa, 0x1c6cc211ae133b6e,
        ],
        [
            0xaf48e9933a5916a1, 0x98c0b709b962f2b4, 0x04d6dc25708e5fa0, 0x6889b598e1f933cd,
            0x21d4453db9cee878, 0x37d19d1b6be31fe0,
        ],
        [
            0x2836b926e7f65e44, 0x0d477243b31ac264, 0x8d730b821f07716a, 0x25cc98ccff480a63,
            0x69d255beb97aead4, 0xf85166cf0b1df8d9,
        ],
        [
            0x8bf5ebcd568806a1, 0x9d9e980dd6906912, 0xbc01567e2224ffdf, 0xec45fad89b382f20,
            0xc81ce8e72ae9b081, 0xe492d96d98932797,
        ],
        [
            0xd00cbda83ab1eb64, 0xf18a869939316f7d, 0x4c52dc1930138086, 0x0c1cffd34d65ff0c,
            0x33f569f125358c46, 0x24ead64d164fac79,
        ],
        [
            0xf3adf44543f7615d, 0xa3ed93ed20d6b537, 0xec87b521fed32f18, 0x80b59437f899513f,
            0xe62cdffa3b333c26, 0x62f3d438478dd80b,
        ],
        [
            0xd3ff80957619f7fb, 0x39bb6d20f06048db, 0x6b21c324d0298078, 0x8cd0106e13dc7fd6,
            0xc9ce93c31b30e8de, 0x88f7200fc23af3cf,
        ],
        [
            0x5d2a116229a231ea, 0xa3a8d09759e196df, 0xe049a7557f4b3fb1, 0x5a3a8033c6316d29,
            0xcfa30505927eae96, 0x08b8a76cbe935448,
        ],
    ],
    // row 31: multiples of 2^186 G
    [
        [
            0x552b5d7a574f2fbb, 0xfa3986c38de8d85f, 0xaa53bc829614d372, 0x1118e769c58f40f9,
            0xa39c3653e3a00d02, 0xb0de698992267b25,
        ],
        [
            0x64c4bcd5257efe71, 0xd35b6fadf7abc98c, 0x3b0df46149479a50, 0x7aa9ea280c01f68e,
            0xa37c8d40fc247d85, 0x4214db8f82d5d062,
        ],
        [
            0x43aa71ca6a759ba8, 0x296cde1ced6e67a5, 0x97eff2f82481f6c7, 0x311c89d7ee4bf211,
            0xa03cf7db20c5e8fb, 0xf181425ca30c9a13,
        ],
        [
            0x6ed919c9467fe1f2, 0x9a75c404fb1bf823, 0x5eff17b8fefebd90, 0xa8b6ed77521a3668,
            0x0f8b8ae7251c6e8c, 0xe45c3453631669c0,
        ],
        [
            0xc8a4800c82540a71, 0xe7b7b515fbc77661, 0x3a5c813fcc056dac, 0xf2cf8471b41a4e33,
            0x888179bccdd900d8, 0x107a776cfb08a51e,
        ],
        [
            0x5e65a4e4d69577df, 0xe9ec35fe3d28fa63, 0xe7550530268c9e0f, 0xbdc5aeabf7d0079c,
            0x0eab80ae492e803d, 0xff990900f039dc6c,
        ],
        [
            0xe1913efe9e52cde2, 0xa7cf66207c349d59, 0xc2a8fbfd289a3f1f, 0xd156a6640ceda4ae,
            0x27393220b74e9fba, 0x62541486d48b5cc5,
        ],
        [
            0x443763e365fd193b, 0x23523a8898d2ccd9, 0x0a6f8f92ff0d967e, 0x1263e468009db3b0,
            0xee4dc8c1bd562f47, 0x76f03c5cafc849c5,
        ],
        [
            0x5733331537d37385, 0x3b8b95f8c6e73889, 0xcf8d12069d9fbfd4, 0x67b4530f6bb3a309,
            0x0ec859a597b2454c, 0xe711eb5563237c26,
        ],
        [
            0xe68d1a01013361e9, 0x513cb71669609983, 0x59286180d8359639, 0xbb58ceb31f0a33ba,
            0x0b0c3560c51d4387, 0x24bcce1ca052e8ec,
        ],
        [
            0x7dce075be664dd6e, 0x6fc6f5ec0179cd17, 0x8579e6bd66b4e1e6, 0x3f4fea22c9e5a98a,
            0x50cfabde74346eb4, 0xa88aea985e34d311,
        ],
        [
            0xb91f0241d1439421, 0x5daf430b717e5722, 0x010a0e58cab5c7b1, 0x49188493e1f23dbd,
            0xc0e03f2c40cc6975, 0xba20923284e31a3e,
        ],
        [
            0xe9c3f62fdd85510a, 0x1f27c12a3eaeba3a, 0x8a12259d8f685bcc, 0xc462015d2335612d,
            0x0cbb025d72746d50, 0x6173d6f59cd63455,
        ],
        [
            0x1b5a9d38197b237a, 0x4b765b0ae7d9a304, 0x1a2d9803882c0ed7, 0x4f43e6fbb48e3549,
            0x686bfcc5f2f7b72c, 0xad716cd4b57333f2,
        ],
        [
            0x03cf1448f22235f4, 0x05b75f01e4ed95ca, 0xde68f15da3f7ffe7, 0x13794cdb374b94d5,
            0x14377619709d1619, 0x151fe12177f306a5,
        ],
        [
            0x8d976c2699bd9bfe, 0xb19a85a758ed4760, 0x13dca8141e34868e, 0x056e40ad54cc6d8a,
            0x861dc2cf8fcf3241, 0xa6a8a21dd3afc6cd,
        ],
        [
            0x08392fec1fe0b63b, 0x897d4fc4e917d15b, 0x159a4220bc97c627, 0xef4bdc7a49b00156,
            0x1b14d6cc864f1730, 0x86baffdeb031c94d,
        ],
        [
            0x484d9e51be735d1c, 0xaeb0bd85101eaa24, 0x4dc652a54c96bc80, 0x3cb46c40e7bf1497,
            0xd0ab3cef9a69aad9, 0x4938911d4b045969,
        ],
        [
            0x33b6ad78268366d4, 0x5056689f75dca2ca, 0x17e0921ab6c7d683, 0xdce01cf24b74f50d,
            0xb52f57be3dadebe0, 0x62013a5144e4a970,
        ],
        [
            0xf17f33983e59c470, 0xed74f8c8e13f412f, 0x2b444644981a790c, 0xbdaac59714d87304,
            0x563548476e1fe80f, 0x37cbcbcf1b800c46,
        ],
        [
            0x78fdf928c4caaa04, 0xcf325f82982ed75a, 0x42361edbfa31b52b, 0x2f09f6449d5d904b,
            0x6c703f4426d64b35, 0xe063f9e715278038,
        ],
        [
            0xe5755ac28fdb7611, 0x671c39e57995204a, 0xa7621ea520a4d940, 0x047f7c3512b274e7,
            0x25cc313d32a2e4c9, 0x58ce655e933721b7,
        ],
        [
            0xb6a084cb05dcd845, 0xc50b080ba36563b1, 0x3cd41999cb418d55, 0x7bae159f06fca3ed,
            0x38a68b00d264cd17, 0xd57df904e0250842,
        ],
        [
            0xe6eeae3d7b77442c, 0x057453a18aa82aef, 0x5a1dd8639a9a0869, 0x15b34a608372157f,
            0xc35f2257892b8e9a, 0x0476b29acdd030f9,
        ],
        [
            0xb768081834fd6041, 0x59e58f532bcac5ca, 0x8fef998a280aefa2, 0x53cf2dfe757c7378,
            0xb57c1b5c31487cd7, 0x933544484775971b,
        ],
        [
            0x3e13a86f69e0927b, 0x9a4c9b165b3238e7, 0xf0bb34e4e4ee0317, 0x1c32888e22b8bb9b,
            0x632e21a13747e132, 0x9140e505c471ccac,
        ],
        [
            0x4cfd6adc45b9373e, 0xbc45c0fd4ec12365, 0x35fdc42ed90f9be1, 0x8b7c26c8e827a85d,
            0x3ace799eaee0f7f5, 0x5a6b7aa3c43d2856,
        ],
        [
            0x2e7406bc8ec9ae52, 0x21fd87bd70891914, 0x79ed9acdb790cad1, 0xd481d4f9cd17b606,
            0x8c419d77103e56e5, 0x235feaa3b1dc4882,
        ],
        [
            0xb7de7f3216e88cd9, 0x2698ff6179540b89, 0x2b80c24c72fbd79b, 0xe6f59b57fb6c58a7,
            0x7110376c182ff075, 0x9c8056307698fc6f,
        ],
        [
            0x2ad746163d481ac5, 0x07f191122a2a5882, 0xca93b76c43bab0fe, 0x435878011421c70c,
            0xe082e71c402f464e, 0x16fe1c0f0ffc03cc,
        ],
        [
            0xf9723dea2aa1583b, 0xdb7c389c9ff4c0d8, 0xc5f16d233c180b11, 0x3014bdc3ea2d8f60,
            0xd44f07661b4aa2ca, 0x6e4426fe6860b974,
        ],
        [
            0x1f623ab9490b43e5, 0x0fb153e06d3b5faa, 0x11ecf7af126be417, 0xc5588fe3f9d44cdb,
            0x93bd13f480576c99, 0x458f50aaf7cca387,
        ],
    ],
    // row 32: multiples of 2^192 G
    [
        [
            0x347c7bb6917ef295, 0x3578fbbfe7525a0c, 0xd64bdb43daade6c5, 0xdb9014a1eff35295,
            0x1c18a1938bd89301, 0xccd8059d8573ec51,
        ],
        [
            0x59373e25babe8679, 0xd44cef099fd9ed30, 0xfafb37c058210099, 0x19aea5a61174c9f1,
            0x95527d4faa0d14c2, 0x3f19e7e2abaf1d12,
        ],
        [
            0x6477d9cb0075ca1a, 0xff28d8960bada61a, 0xea81a4217d671caf, 0x40762d23e5e640ea,
            0xfda94df7d43891af, 0x6349fb9b527b4662,
        ],
        [
            0x38909c56d612756b, 0xd362d7a3090f7ae5, 0xaf3ba39c9a871772, 0x28dfce6b575c94d9,
            0xb556c52cfaf575ae, 0x6c0131b7710956bf,
        ],
        [
            0x18e05e2d413f1989, 0x2b2b27e93e5cc915, 0xa32587cf8836a712, 0x0cf77bb034c64b87,
            0xf4d7f7ca6cafe545, 0xf2191e2fa18bc173,
        ],
        [
            0x753b4f588992f590, 0x55461379994a51af, 0x9f0a37e60d16de56, 0xb346ff69204a2e7c,
            0xfaef890dce235822, 0x5b046b6498b923c7,
        ],
        [
            0xf8f179ddd4065d34, 0x355fc75d30ff0d6d, 0x91f6f5fbc8fac2e6, 0x8baf55f33e3fd917,
            0x6c4a7378077d4cef, 0x16be9fa8192e1ce6,
        ],
        [
            0x06705f7034933969, 0x4ce99cd67267ab88, 0x2bc4cfb91f916ab1, 0xe458fea7cd9b8de7,
            0x59778ef8edafc50a, 0x58651c0786ea0de9,
        ],
        [
            0xeee920b42805c8ad, 0x028d88b865d42ced, 0x594d9a5abbb6ad6f, 0xc7c3ed2f9596255e,
            0x536948c4d6811638, 0xd64f0605039f57c4,
        ],
        [
            0xcef0942f6c23d1fc, 0x3e1b40a62b9bc55f, 0xd6de66672bbbf7e6, 0x8e6c85bd6177c582,
            0x994ba7bd86741db8, 0x7fda5a633fa3d596,
        ],
        [
            0x08273b76ec7615b9, 0x9aa014a9dab78b86, 0xd424e550006a225a, 0xf55d64dec35fc325,
            0xb84259ee295db1ea, 0xcb3904f414bd7fb4,
        ],
        [
            0x3849d67a4b6fce00, 0x2b1a2b3cd75e13ee, 0x1584adb261356eee, 0x23271ce605defa0f,
            0x0665aec778af529b, 0xcc85ee4692581ecb,
        ],
        [
            0xc3162f754bff43e5, 0x7b1c86ab7ed20a9f, 0xad65bbd24e6dde45, 0x2f0780297b9ca890,
            0xbf6e32d78c4cbd8c, 0xbf28aee2a58eacbb,
        ],
        [
            0x6a4e363f54266fb0, 0xdfa43773afb5a740, 0x836f86efcb7a3634, 0x9f94356a97f93cbb,
            0x1c1cd8fc34b383f3, 0x936bc9e008028bb0,
        ],
        [
            0xdf6e668d20367ab1, 0xf8ec9852d3fcb72d, 0x092fe8460d1a88c2, 0x3231276c06b804ed,
            0x7ea767aa06b7023c, 0xdf5f880d2f548b94,
        ],
        [
            0xe198fe9f66d2df9e, 0x0a46d4d1f88abe53, 0xbf4679a53fd584e8, 0x78279d9bc4593278,
            0x7c4a0bc4c619193d, 0x82655fb4d87c7ce8,
        ],
        [
            0x16215d62629411a3, 0x992dd879c85031fd, 0x3d099e295902776c, 0x1ae4647f4018cf61,
            0x00ea1a8932548b31, 0x2692419fd6122f87,
        ],
        [
            0x3960b68ab5ee003d, 0xe3af9d8bfbaeaa5d, 0x291e3e7cf01d8408, 0xae45f0a35400bd59,
            0xaeea68d6aa893e51, 0x6f5a7013192f23cf,
        ],
        [
            0xd0a4ef456db8eb0a, 0x71b04ac83cdcd55a, 0x58c192f504ebe6dd, 0x3f3a21d6a8048f8b,
            0xc7d2a2aebf6b2b19, 0x06c00720a89889ff,
        ],
        [
            0xc38dcf035c3e1eee, 0xa922b5fe2dfc5689, 0x68f16953804c18b8, 0x47cdfb13f2031adb,
            0xd4dca1323e136f12, 0x2d0727adb557cd6f,
        ],
        [
            0x7000c2666783ac48, 0xc5c07cce6bc1d61a, 0x043085c6f4dfd8ce, 0xc8c111e48162bcf4,
            0x30285758b6a8a120, 0xdd3d03ff8b08cd15,
        ],
        [
            0x0cfc1f1e5aa54643, 0x93b8a159db38f013, 0x95bb639231f1a32c, 0xb46d5ac95a332f9b,
            0x43cf3398c8cd8917, 0x5b8a88e56df8d7de,
        ],
        [
            0x1ff217b8a26bee5a, 0xb0c38334db8b2a23, 0xfb17350c0897cb84, 0x74dd7086d26f1368,
            0xbce414194fbdc719, 0x3cd58fa51c3a17cb,
        ],
        [
            0x9b95a58bf9644739, 0x2dff1e72c0efd56f, 0x1c5a2f7b10af9277, 0xc72611ba4fff1e1a,
            0x996f960eb04ea81b, 0x32d84d58d20cddb7,
        ],
        [
            0xcefecdf6e00b09ef, 0xb419438d367a57b3, 0xf7940d89c55c2106, 0x65171422c2609643,
            0x9fad0f4abeb973a0, 0x4acb6e97a7359439,
        ],
        [
            0xda41d493ba5e55bc, 0x3b1a257748e283c0, 0x631d3a8f4e069b6f, 0xbd45d1f0a4e1bdb5,
            0x23c873535db0955d, 0xe53bfc9d143725ee,
        ],
        [
            0x2da484fcb0d394d2, 0xf910cc8953d35157, 0x14e1f0815fd61064, 0xfa1052cb7b2517bc,
            0x099d32ffb3c30daa, 0x27bd55e9aad52d10,
        ],
        [
            0xce695de451069aec, 0x3590781d43b5a947, 0xf24e051c865af782, 0x595b9282700a359f,
            0x10db2073f807c725, 0x1df7866a00f222dd,
        ],
        [
            0x7bb2c5df476e6d02, 0x0fb5c57ec148dc55, 0xbf19f8b5f75c0da9, 0x97eff6bb952bcfe5,
            0x7cf1baf8fae7f29f, 0xeb9e1c0b2dd914a5,
        ],
        [
            0x9e8b6511dba5124f, 0xc1abaaafebb327c5, 0xe9009e6b8d159d3d, 0xe0683469a0d7e4d0,
            0xd4a4d720c4d1d9a9, 0x53cdd0f5ea70665d,
        ],
        [
            0x9ae92132eefb2316, 0x8971a2d59fa93d73, 0x1edb6f8826f8d445, 0x84b9aca22a91166a,
            0x82e785b193bc2ea0, 0x0dc2ea16fab19e8c,
        ],
        [
            0xdd027fc70cde56a8, 0x9152a7847d78d06a, 0x9362c5977184d000, 0x7758cd581b71c02e,
            0x839ad104da4cdef9, 0x0df2768927461747,
        ],
    ],
];
