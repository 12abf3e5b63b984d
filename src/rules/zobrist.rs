//! Zobrist keys, generated at compile time so hashes are stable across runs and builds.

use super::board::MAX_CELLS;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_keys() -> [[u64; MAX_CELLS]; 2] {
    let mut keys = [[0u64; MAX_CELLS]; 2];
    let mut state = 0x5745_4951_4951_555A; // "WEIQIQUZ"
    let mut colour = 0;
    while colour < 2 {
        let mut cell = 0;
        while cell < MAX_CELLS {
            let (next, value) = splitmix64(state);
            state = next;
            keys[colour][cell] = value;
            cell += 1;
        }
        colour += 1;
    }
    keys
}

/// One key per colour and padded cell index.
pub static STONE_KEYS: [[u64; MAX_CELLS]; 2] = make_keys();

/// Mixed into a position's hash when White is to move (situational superko).
pub const WHITE_TO_MOVE: u64 = splitmix64(0x746F_6D6F_7665).1;
