//! Odd multiples of Curve13318's generator for the variable-time
//! double-base multiplication `weierstrass::double_base` (ECDSA
//! verification).
//!
//! GENERATED FILE: do not edit. Regenerate with
//!
//! ```text
//! cargo run -p velocurve --example gen_tables --features table-gen -- curve13318-vartime > velocurve/src/weierstrass/curve13318_vartime_table.rs
//! ```
//!
//! (`weierstrass/table_gen.rs`; the unit test
//! `generated::tests::every_generated_file_is_up_to_date` recomputes this
//! file.)
//!
//! `G = (0, sqrt(13318))`, the odd root. Entry `j` is `(2j + 1) G`, affine, `[x, y]`, each
//! as its canonical value,
//! in four little-endian 64-bit words. wNAF width 8: 64 entries.

use crate::weierstrass::double_base::OddMultiples;

/// The table described in the module documentation.
pub(crate) static ODD_MULTIPLES: OddMultiples<4, 64> = OddMultiples([
    // 1 G
    [
        [
            0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
        ],
        [
            0x4dc9b0cef76a2bb3, 0x451d5d4cb07ae089, 0xacecac69671189be, 0x11f0805e07f348e1,
        ],
    ],
    // 3 G
    [
        [
            0x161f9c8fcc0426df, 0xca4587e6b74f0329, 0xf0329161f9add3c0, 0x5d3c0ca4587e6b74,
        ],
        [
            0x7331f53c874f4563, 0x0755ed10807ae43b, 0x67f72d7c5adc313e, 0x27e2351d53792d96,
        ],
    ],
    // 5 G
    [
        [
            0x09ea8538a3f1adf8, 0x069bb8c3c7811f82, 0x8a2f30d7bb174a3f, 0x16d80b12b15a826f,
        ],
        [
            0x8c3fd17e83ed6318, 0x3e4a6811a0cbbc3a, 0xe72d68f53c6a42c0, 0x0fed161f7d8971dc,
        ],
    ],
    // 7 G
    [
        [
            0xc54441c6c48f3b3f, 0xc73fbcfb01df5310, 0x8aebf1fb781889c8, 0x7e33d84043d79b0e,
        ],
        [
            0x786be296e5c34b04, 0x58e3b46ee079be0f, 0x0bbe732e6a22446a, 0x01f47ce07a52ac76,
        ],
    ],
    // 9 G
    [
        [
            0x5ae3b674b5891af1, 0xe02ef766b7530a5d, 0xbc2bc957005b45e4, 0x5e8989831680929a,
        ],
        [
            0x66ee157d1ec635b7, 0xe01e242eabf91549, 0x8a611c18b43eca17, 0x4a28c875eb46c5c2,
        ],
    ],
    // 11 G
    [
        [
            0xd3dca99dcd7b48d7, 0xeb0dc34775fe9853, 0xfc25a06ef789e4f9, 0x257c0c622364effa,
        ],
        [
            0xa367735ff3417818, 0x9c0817c1ae8d1d8b, 0x4c0f07647aa2585e, 0x7922b2a0a8b36512,
        ],
    ],
    // 13 G
    [
        [
            0x7f6aff38bc1512fc, 0xd5628168a4501dcd, 0x03434341db3bb75b, 0x5ba748bd6624f197,
        ],
        [
            0x2e044203e391105b, 0x546fe980fbcdd422, 0xf57dd63d3a955df1, 0x48806381646a5cea,
        ],
    ],
    // 15 G
    [
        [
            0x2658d67d36e3e052, 0xbdfbc23f2a9306cf, 0x80e86076ff19cb53, 0x6ea8cf0f335c4436,
        ],
        [
            0xfe8b082da7413001, 0xf7a4d3f26c56906a, 0xc0d7ae4dd9ef7241, 0x7faa40e7bda9bc9d,
        ],
    ],
    // 17 G
    [
        [
            0x985a5f43cbb82c48, 0x8a25fac3e06d0344, 0xab492f862ee7a1e0, 0x6a999307a2087bbb,
        ],
        [
            0xf23235f3a3fde349, 0xd1a07757db468d81, 0x070d3984976651e1, 0x4f6428be909f4539,
        ],
    ],
    // 19 G
    [
        [
            0xeadb187642ee74a2, 0x3442fc9165f3f62d, 0x350bb0795eee7908, 0x6e32fd01dffd29fd,
        ],
        [
            0x0836e76a490e4386, 0xed4a5c8209e24498, 0x20670d9780c63cf1, 0x638e1b8558ccf833,
        ],
    ],
    // 21 G
    [
        [
            0xff262067e34f9826, 0xed838e2afb0d6a57, 0x9748fbe94f7dc17b, 0x431018b77a6fe56d,
        ],
        [
            0x6ae0552205f67887, 0x94a7426f3d153c48, 0xad3d6bbe50d20ceb, 0x124ee0f5eff9e1d1,
        ],
    ],
    // 23 G
    [
        [
            0xc81b28d273e7e49c, 0x53835aa1d4828872, 0x2dc8070d2e3b9d55, 0x3bc8683599f07ab6,
        ],
        [
            0xeda803e89abef5b3, 0x1625cb7a1037cc6a, 0xb8c661e03e6cefcb, 0x2749b67dfa213538,
        ],
    ],
    // 25 G
    [
        [
            0x205dfcbe34ec7988, 0x778196cbb1e64cc3, 0xbaea20a1df78ea7c, 0x4dd7bd46dc9d011b,
        ],
        [
            0xc3496d42ab45e71c, 0xfadc3a623e5eb268, 0x3f66794e953c7f06, 0x6fbca76c5cc0cb41,
        ],
    ],
    // 27 G
    [
        [
            0xc6c0bd98aa0c80ec, 0x3f64bdcfbf0fe995, 0xc32ba26defea31cd, 0x5ca910628dfa07b3,
        ],
        [
            0x450bf9960b395e05, 0xfaf33ebf79e330a9, 0x37211b9fda0d7241, 0x1dbb46480f2d8691,
        ],
    ],
    // 29 G
    [
        [
            0xba1c9d54e8be7e44, 0x65db1a2b97d9acfb, 0x9e0e9e08a7d7b212, 0x46f1ad52c1eed18f,
        ],
        [
            0x8cfb0e322cdcf298, 0x1abb7fa895160e9f, 0x0f5765e40c109fb1, 0x5497c4efed5c58e7,
        ],
    ],
    // 31 G
    [
        [
            0xbf4c5e78ac998a77, 0xd7d56dbba69e9f45, 0x6290b9d92b018896, 0x206eeb66c296eb29,
        ],
        [
            0x2646dcfdd32d6895, 0x809e7d95a10078b8, 0xb022f3859948907e, 0x43ddce6f6a58e866,
        ],
    ],
    // 33 G
    [
        [
            0x39484e3d0000bf9d, 0xd4a2c674858a5f61, 0x6545d382b334efdb, 0x33b7cd3ec84963eb,
        ],
        [
            0x1e1b9794b24d023f, 0x90360e758ff02451, 0x03ebfa3099e963d3, 0x27ddf708feb888bb,
        ],
    ],
    // 35 G
    [
        [
            0x5e4da8f9b960b6c7, 0xd070b9f52dfc6990, 0x1c5c9d7978951a1a, 0x37c83ae215c946e2,
        ],
        [
            0xb49f23d7bf362b39, 0xbe194b1b23f69e66, 0x3d343eb579cf3f3c, 0x49f517e0a4ca7f75,
        ],
    ],
    // 37 G
    [
        [
            0x8e1fc80889055875, 0x4baf810ab43e9cc4, 0x81e9f14de466d697, 0x18cb52ba4e1283cb,
        ],
        [
            0xbaa734f8e50fe2b0, 0x7be31d9013ac7222, 0x2edf7272b4f81120, 0x2196641d1c153076,
        ],
    ],
    // 39 G
    [
        [
            0xd2976ed7708fdc88, 0x9ea8f294ddec7c89, 0xa288c0fca66e4b5e, 0x1352172f82c4e293,
        ],
        [
            0x4d2242ceeba16c92, 0x4fd86ed80dceb153, 0x277025793ed638b2, 0x64aaefd51e52e8ee,
        ],
    ],
    // 41 G
    [
        [
            0x2171ec96f5bfb4bc, 0xc17d7048c62be0b7, 0xc806518aa8d486a5, 0x53f56eea331c8d9a,
        ],
        [
            0xa695c101ff54d2fb, 0x4dfb8af6ba8ebae3, 0x647f43bdb3f61ba7, 0x507946124b19cb08,
        ],
    ],
    // 43 G
    [
        [
            0x9f1c117819ce851c, 0x5882945c51992e88, 0xaea82750b70b9d69, 0x320f9ceb4c570da7,
        ],
        [
            0x4bf942eda2bfb975, 0x3eb8919d80bdbe93, 0x7f5d6f86e77fd384, 0x21bace5af7fefe6f,
        ],
    ],
    // 45 G
    [
        [
            0xf87aa55a931b0ea8, 0xc4b5cae4e761f6bb, 0x9c5a11da3fdf18cf, 0x42a0a7d06649bf9c,
        ],
        [
            0xe192fec112fccd65, 0x20a8db93eb150e4a, 0x37317ce2beda4c9b, 0x7b3a3f8645393da3,
        ],
    ],
    // 47 G
    [
        [
            0x05007faa80701c02, 0x2116ad8d5609cea0, 0xf73d86620ce37940, 0x119451d7c07bcd4b,
        ],
        [
            0x921cf293f49d0cef, 0x0a7c14ba6fc465b2, 0x3acd44c0aa53478a, 0x742aa6ae5b54114b,
        ],
    ],
    // 49 G
    [
        [
            0xf64fdfa394c6cd76, 0xfdc2fdbfc46b8a76, 0xcbfa0dc82655790a, 0x503599fbe350df75,
        ],
        [
            0x3837235b42d80d53, 0x4b1c87e756027fd5, 0x59111ee1e9f34fcc, 0x3b22d0e634d6b309,
        ],
    ],
    // 51 G
    [
        [
            0x00dffbf879e832bd, 0xc2f24a85834e4af2, 0xe81b17134434f7c7, 0x11c3ccec104659ff,
        ],
        [
            0x2ef21bf5fdf941ce, 0x21a2bdaf15cd1eab, 0xc2945a0891dd8c75, 0x1d8aa7aef6717771,
        ],
    ],
    // 53 G
    [
        [
            0x54e47383fb0a1da3, 0xa9ccd14077b36679, 0xdf1877957250d677, 0x0039d2c701beb3a8,
        ],
        [
            0xb62ee8d592b89afe, 0xd49e9b27fdbe77c7, 0x64b83cfcaff5d345, 0x157a4fde91a1de07,
        ],
    ],
    // 55 G
    [
        [
            0x28d8f6f698d14a3e, 0xecf38b00c609ada9, 0x184f3e3e481e84b3, 0x69544c34bc7741a6,
        ],
        [
            0xe969cef20f27b3ca, 0xb68e89eef60e30ec, 0x54b97a88082c9545, 0x31a7a4daa33fe863,
        ],
    ],
    // 57 G
    [
        [
            0x176f7ed8dbc39493, 0x51497464911cd225, 0x8d8411e5d8e130ad, 0x1cafae8b906b4d7a,
        ],
        [
            0xddc1cbde1148af35, 0xb984bdacc134b6e4, 0xc59373f3cde2fe48, 0x490ebb2dba2d70f4,
        ],
    ],
    // 59 G
    [
        [
            0x50fb15b33d42dba6, 0xf096f5978ae72bb0, 0xc4e41b87396485c5, 0x0f00a476e16fee00,
        ],
        [
            0xc5d7250d201bd4c4, 0xc414bdd3ce95727e, 0x4b04b33c68d87137, 0x0dd388b74f6f80bc,
        ],
    ],
    // 61 G
    [
        [
            0x9fb040ffafda8f4a, 0x2c02a8472742fe34, 0xe933f4b320eb148f, 0x5e13f8a1259582a0,
        ],
        [
            0x1a40ebe1e2c6c6eb, 0xb7585f3606c79435, 0x9e7c87ad5068cf3a, 0x7bd5530cd6ab6fe6,
        ],
    ],
    // 63 G
    [
        [
            0x9193e516a8aec32f, 0xff9aa1fdbadd691b, 0x98a7161eaf6fce45, 0x70e86a6fcb859a55,
        ],
        [
            0xac243978c5a7d11a, 0xeca2c6515acfab86, 0x83db46b4036fbf9c, 0x6b94296cabdd16b2,
        ],
    ],
    // 65 G
    [
        [
            0xb55e3c74297a2063, 0x699d67474b17870b, 0xa2530124cd6ac8b9, 0x3ef4351af21b952b,
        ],
        [
            0x937f1f330916db05, 0x7c6e00f13b05049c, 0xa62bc0550fdd566f, 0x34e5e393d2510200,
        ],
    ],
    // 67 G
    [
        [
            0x71d9ef78ea23ab1a, 0x6af57d8db5ecc6b8, 0x29ac5e1569486751, 0x472c385b118f2e83,
        ],
        [
            0xefca61694ba8c176, 0xe3f52e9eb427073f, 0x8b531a34e70aa4b6, 0x6105da78baf6c1ae,
        ],
    ],
    // 69 G
    [
        [
            0xe421f89f9fdf793a, 0x01ae053a1708e34b, 0xe9522a189a55cd5c, 0x29371601e4002342,
        ],
        [
            0xad5781a7c0649e93, 0xc3668d7d845c2038, 0xd82fa6e5b59f4635, 0x6b2212a0cd495c3b,
        ],
    ],
    // 71 G
    [
        [
            0x4d5505eca72ed824, 0x377a5acefd6313e2, 0x419e2c46cf8c8b21, 0x0f49284f9fdbe9fb,
        ],
        [
            0x13c4391a172cdd1c, 0x670a1e289b19e69f, 0x3198bb557e98b42f, 0x023274313c5c36bc,
        ],
    ],
    // 73 G
    [
        [
            0x6fc253cd0d62fb84, 0x04a471348fda6888, 0xacbe4c4a3b0d1e57, 0x6ff8f39fb8197706,
        ],
        [
            0x8bf82c40ad72b6d4, 0xbd07adbdbc931f92, 0x3146f7a684b5d4a7, 0x0de46caac3a9002b,
        ],
    ],
    // 75 G
    [
        [
            0xe1b8dd05a5925514, 0x6068ed42b0c7dba8, 0xc12ba37255f1b3bf, 0x3d07f0539d79380c,
        ],
        [
            0x92272f1899d4aee5, 0xc9a94f584952e0b5, 0x69d25383c63e1a6e, 0x3aa1cfd35cb65828,
        ],
    ],
    // 77 G
    [
        [
            0x44c602548e945c0a, 0xce732c15102c6228, 0xc01a265ebd3a5f63, 0x0cfa3f30f1475034,
        ],
        [
            0x3fdc1317f66a0c77, 0xc1cacbe7f120f4d8, 0xd30de3ccc25d7b03, 0x7acf1e1162148bd7,
        ],
    ],
    // 79 G
    [
        [
            0xb6a15e23223c7ce7, 0x4d34bf9c1574575a, 0x74d298c5a795594a, 0x4c9f0ee6dd73bea4,
        ],
        [
            0xb93813426fa283a6, 0x5a0d0cf1d960eb3a, 0xb29a83741cce5efe, 0x71acdccad9b08d9a,
        ],
    ],
    // 81 G
    [
        [
            0xfe4f4b0fccf3403f, 0x66a23b24715c5ff9, 0xffc06a0beabbbabe, 0x7fcf5c6046d26459,
        ],
        [
            0x954b6ea9e2ce243e, 0xf81ef468c19fbb1f, 0xa6e027047591e298, 0x2176a8b76608b64b,
        ],
    ],
    // 83 G
    [
        [
            0xa88a8a65e3b372aa, 0xfc04a462158502a6, 0x3233ccc71d38bfe5, 0x708a3b50cec2577a,
        ],
        [
            0x25b899bdf0953730, 0xdc677cf3b770e99e, 0x5d596b28c31dce4a, 0x6b153cf88aac6836,
        ],
    ],
    // 85 G
    [
        [
            0x2e2bfa4c1f555a55, 0x35e2c26a4d9b8311, 0xe30599b3ff502eeb, 0x00fc61b51284f3ff,
        ],
        [
            0x385ff0272aef547d, 0x076a07ce8d09775b, 0xb69d26ed79183c08, 0x70bb5487b91f0b00,
        ],
    ],
    // 87 G
    [
        [
            0x92b93d07fe2ad371, 0x13db67904aef1944, 0x95c0d882802e624d, 0x140a20de89b95804,
        ],
        [
            0x2657f42130ca9f7a, 0xb6f89d8c22d5a335, 0x413db153af22e3b3, 0x3d7f70723fec1667,
        ],
    ],
    // 89 G
    [
        [
            0x1df48fb19c0501cd, 0x828bdd51bd6c87d2, 0xb7ce75919fcc61d2, 0x0ffb7822b33877fb,
        ],
        [
            0x660d8aec51a50738, 0x5144901ebb06af28, 0x057110931112c083, 0x570aa9569366b2bb,
        ],
    ],
    // 91 G
    [
        [
            0x73940221fd47d1b8, 0x9fa04b4245483d02, 0x09dc7ae5c6fa02d1, 0x5261bf54073a5a2c,
        ],
        [
            0x304d3d979d77ca77, 0xf816af4343a5129f, 0x001c72aa87845af0, 0x691634df488fd555,
        ],
    ],
    // 93 G
    [
        [
            0x6643c585a677a8f0, 0x9b02f35f1ec98517, 0x7a1c03a0fccd2a39, 0x346eda7299faee57,
        ],
        [
            0xb1a5615ee9d457a8, 0xf0cee528e276dcac, 0x7522fd92fc34830c, 0x04b1be8b74b4a310,
        ],
    ],
    // 95 G
    [
        [
            0xd5ab4478de76e867, 0x28b644f4612732a3, 0xf0d84dced5cc2ce9, 0x30ac5d46550cd76d,
        ],
        [
            0xf681ac53f324ca70, 0xca83b23e1f6e57a3, 0x575339adac1d6848, 0x36ddfed7c7f3c26d,
        ],
    ],
    // 97 G
    [
        [
            0x0bac366915150c62, 0xed0c73d113ffb15c, 0x98ce80d44f8a424c, 0x01ffe1a6b73fac0d,
        ],
        [
            0x078d7fa31f77b662, 0x86257f4e62ca8bd1, 0xb3a11d419998c96e, 0x730250c0a3450ccb,
        ],
    ],
    // 99 G
    [
        [
            0x9c6deed1ee897a43, 0xc968acd441d2439a, 0x63a20bc67d282dc0, 0x13dfe00b29de5a8b,
        ],
        [
            0x0566901c0615b991, 0x23735b486311afdc, 0xd213a390097828ba, 0x1a6296f864d7d298,
        ],
    ],
    // 101 G
    [
        [
            0x97e71ce967a712d8, 0xbe9f734ed65a4184, 0x99c587a3710d6c4e, 0x57924326af3ba46e,
        ],
        [
            0x3d2bbc74e2e3d9d6, 0x7ca426733b5ee8cc, 0x843941cd6c881986, 0x1e6382af2b1d4739,
        ],
    ],
    // 103 G
    [
        [
            0xc026a037ec9fd414, 0xa582e96116345fad, 0xa4a826e0da280ad3, 0x75d00771eae2be9f,
        ],
        [
            0x21b941228db8b877, 0x2451f2dd5726a251, 0x396c9e2721b9856f, 0x7e33d8fd7a8bdba7,
        ],
    ],
    // 105 G
    [
        [
            0x4c8c753bbd530358, 0xae32997f5691b3db, 0xd2d03be9971a04a2, 0x32d9013b693e6759,
        ],
        [
            0x9bd127520aa292ba, 0xbf69e89921fa1bfa, 0x8aeff5a8232e01ba, 0x7078a7113755c65b,
        ],
    ],
    // 107 G
    [
        [
            0xed4697075bceb11d, 0x3e30694f21b7f0d1, 0x671e1bbdfff679d0, 0x300ef6c484dc2d7f,
        ],
        [
            0x264c4357c1dc5310, 0x3de1cef2a29da658, 0x8a286391edc9ce67, 0x027ae1b96d12f9cd,
        ],
    ],
    // 109 G
    [
        [
            0x88c7454ed77a4260, 0x9823f6039ce4ff7c, 0x7b86128e9f66f976, 0x7f94c6a6487e7726,
        ],
        [
            0x1b6244e2e5e61238, 0x4ffbae2d6d4153c1, 0x0654eeb5f1e4190a, 0x4c1ce0b066f5efa9,
        ],
    ],
    // 111 G
    [
        [
            0x55c131e0ae2c5606, 0x72e7dcd76340ce36, 0x8c2565bee3eb8a66, 0x6d228ed0edc968f6,
        ],
        [
            0x850f17d73b13702f, 0xf7305cf63d73a43b, 0xea7fbef7eb95153c, 0x6c47081f083ee31c,
        ],
    ],
    // 113 G
    [
        [
            0xce576f9c6744f438, 0x4ce9ca39ccf41319, 0xdbbd8c939c71d8d9, 0x599e7ffa4e934504,
        ],
        [
            0xa4881414679c8838, 0x1b2b4684c8cbc422, 0xa9859eee47914d5d, 0x274f6e97e4027520,
        ],
    ],
    // 115 G
    [
        [
            0x5245b2e37907f5d9, 0x7da8e98d183d0def, 0x6ded87891e246084, 0x310e0c8be479f769,
        ],
        [
            0xecae2d1f1563a81e, 0x388a719e92253583, 0xadb6eb440811f029, 0x5f0b06e21087f408,
        ],
    ],
    // 117 G
    [
        [
            0x4e406903054f05f8, 0xa283b9c116cca848, 0x08e4e4360134d347, 0x2619fd059740068f,
        ],
        [
            0x01000a547a3b2eb2, 0xfd102a97f3517f67, 0x653084771ecc8179, 0x0aeb0d56c9834eb7,
        ],
    ],
    // 119 G
    [
        [
            0xe7893bd330760944, 0xfd8d3f7bdbb6ce07, 0xe873dde4735bf89a, 0x1d039354f98ab5b6,
        ],
        [
            0xdc960cbbcb4f9068, 0x974da0eb90ad43d7, 0xb7c7a87cc7d0361c, 0x27cca1b64373d82c,
        ],
    ],
    // 121 G
    [
        [
            0x5251dbe32fd4f328, 0x1cdd6d7bd927f4f8, 0xddcce638553d1c55, 0x6dac81a006b31b34,
        ],
        [
            0xfb8fe388d87e0515, 0xc7a44daf0a6a3309, 0x143c5d0d71c1f0eb, 0x3db31969c8df7ca7,
        ],
    ],
    // 123 G
    [
        [
            0xfdfe398af3aa2201, 0x880b4b3dca634099, 0x30fb940eede43af2, 0x2f60d2e767fc9cda,
        ],
        [
            0x2828dae47dd8c7fd, 0x8d9f8199ba560aa6, 0x47aedd75f24e2596, 0x04dc1c15d9176076,
        ],
    ],
    // 125 G
    [
        [
            0x6c9cfca4ba00ff9a, 0xe93bcf284d065c8b, 0x4aa4e1e0739c516e, 0x68768c249ef750e1,
        ],
        [
            0x293d06055e8025ad, 0x901b18f1cf39c45c, 0x8c00f40142cc643c, 0x5d1c1b7faca5608d,
        ],
    ],
    // 127 G
    [
        [
            0x76026090780b9e8f, 0x748f78488ac92395, 0xc2375cffa908c9de, 0x41f9a1dc7c5125a7,
        ],
        [
            0x7ddbd6e4fdd0d59c, 0xdf836bf0f9c66e8d, 0xef710569f23924fe, 0x61038ea7843e622a,
        ],
    ],
]);
