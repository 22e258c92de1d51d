//! The family's random generator. A seed gives the same numbers on every platform:
//! ChaCha8 is specified bit for bit, and `rand`'s uniform sampling is portable.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The project's random generator: portable and reproducible from a seed.
pub type GameRng = ChaCha8Rng;

/// A generator seeded from a 64-bit number.
pub fn seeded_rng(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}
