//! One game API for the blue round, the orange round and the full game, in the spirit
//! of OpenSpiel's `State`: who is to play, the legal actions, applying one, the
//! terminal returns per seat, and what one seat may know ([`InfoState`]), from which a
//! complete state is sampled again (determinization).
//!
//! The traits are the family's (`game_kit::game`): the AI players, the simulator and
//! the arena are written once against them and know no round. [`PapillonGame`] adds
//! what Papillon's front doors need: the table and the itemised score.
//!
//! Returns are the side's score from the one scorer ([`crate::scoring::score`]), fed
//! with typed data straight from the engine (see [`score`]), with the dice a score
//! needs (most-cards roll-off, Couteau Suisse values, the winner roll-off house rule)
//! rolled from the state's own dice seed in the very order
//! [`crate::settle::settle_with_dice`] rolls them: the same state always has the same
//! returns, and they equal the score of the round's own score sheet.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::blue::SetupError;
use crate::options::RuleOptions;
use crate::scoring::ScoreReport;
use crate::teams::TeamSetup;

pub use game_kit::game::{Game, InfoState, MAX_SEATS, NewGame, Returns};

pub mod blue;
pub mod full;
pub mod memory;
pub mod orange;
pub mod score;

pub use blue::{BlueGame, BlueInfo};
pub use full::{FullAction, FullGame, FullIllegal, FullInfo};
pub use orange::{OrangeGame, OrangeInfo};

/// The people at the table: names in seat order, teams and options. Shared (`Arc`)
/// between a state and its copies, so cloning a state for search stays cheap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub names: Vec<String>,
    pub teams: TeamSetup,
    pub options: RuleOptions,
}

impl Table {
    /// "P1", "P2", … with the default teams of [`crate::blue::BlueConfig::simple`]:
    /// each alone, crossed pairs for 4, a 3–2 split for 5.
    pub fn simple(players: usize) -> Result<Arc<Table>, SetupError> {
        let config = crate::blue::BlueConfig::simple(players, 0)?;
        Ok(Arc::new(Table {
            names: config.players,
            teams: config.teams,
            options: config.options,
        }))
    }

    pub fn players(&self) -> usize {
        self.names.len()
    }

    /// The side of a seat (its index in `teams.sides()`).
    pub fn side_of(&self, seat: usize) -> usize {
        self.teams.side_of(seat).unwrap_or(seat)
    }
}

/// Which game a [`Game`] value plays: used by the CLI and the arena to pick one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    Blue,
    Orange,
    /// A blue round, then an orange round; game score = blue − orange.
    Full,
}

impl GameKind {
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Blue => "blue",
            GameKind::Orange => "orange",
            GameKind::Full => "game",
        }
    }
}

/// What every game of Papillon (a blue round, an orange round, the full game) adds to
/// the family's [`Game`]: the table it is played at and its itemised score.
pub trait PapillonGame: NewGame<Setup = Arc<Table>, SetupError = SetupError> {
    fn table(&self) -> &Arc<Table>;
    /// The itemised score of a finished game, as `papillon score` prints it.
    fn report(&self) -> Option<ScoreReport>;
}

/// The seats of the winners a score report names.
pub(crate) fn winner_seats(table: &Table, report: &ScoreReport) -> Vec<usize> {
    (0..table.players())
        .filter(|&seat| report.winners.contains(&table.names[seat]))
        .collect()
}

/// Side scores into per-seat returns.
pub(crate) fn returns_of(table: &Table, report: &ScoreReport) -> Returns {
    let mut out = [0; MAX_SEATS];
    for (seat, r) in out.iter_mut().enumerate().take(table.players()) {
        *r = report
            .sides
            .get(table.side_of(seat))
            .map_or(0, |side| side.total);
    }
    out
}
