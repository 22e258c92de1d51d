//! The arena for Papillon's three games: the family's duplicate-deal arena
//! (`game_kit::arena`, re-exported here) run on the blue round, the orange round or the
//! full game, each deal from the plain table of [`Table::simple`](crate::game::Table).

pub use game_kit::arena::{
    AiReport, ArenaConfig, ArenaError, ArenaReport, EloRow, Interval, Percentiles, bradley_terry,
    mean_ci95, percentile,
};

use crate::game::{BlueGame, FullGame, GameKind, OrangeGame};

/// Runs the arena on one of Papillon's games.
pub fn run(kind: GameKind, config: &ArenaConfig) -> Result<ArenaReport, ArenaError> {
    match kind {
        GameKind::Blue => game_kit::arena::run::<BlueGame>(config),
        GameKind::Orange => game_kit::arena::run::<OrangeGame>(config),
        GameKind::Full => game_kit::arena::run::<FullGame>(config),
    }
}
