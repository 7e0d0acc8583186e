//! A small seeded generator (SplitMix64) for reproducible benchmark inputs.
//! Not for keys: inputs only need to be varied and the same on every run.

/// SplitMix64 (Steele, Lea, Flood 2014).
pub struct Rng(u64);

impl Rng {
    /// A generator for one purpose (`label`) under the run's `seed`, so each
    /// row gets the same inputs whichever other rows are selected.
    pub fn new(seed: u64, label: &str) -> Rng {
        let mut h = seed ^ 0x6a09_e667_f3bc_c908;
        for b in label.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        Rng(h)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn bytes32(&mut self) -> [u8; 32] {
        let mut out = [0u8; 32];
        for chunk in out.chunks_exact_mut(8) {
            chunk.copy_from_slice(&self.next_u64().to_le_bytes());
        }
        out
    }
}
