//! What the table link shows a guest (`crates/table-link`): a game kept at the table,
//! public and read-only — its players, how far it went, the standings as the engine
//! scores them, the dice rolled. Nothing else of the database: not other games, not the
//! settings, not a game against the computer's hands (none of those is built here).

use papillon_core::dice::RollPurpose;
use serde::Serialize;

use crate::Store;
use crate::error::Result;
use crate::model::{GameId, GameStatus, GameType, SideLine};

/// The last rolls shown to guests (a game rarely has more).
pub const SHARED_ROLLS: usize = 12;

/// A game kept at the table, as guests see it. Its JSON is the guest page's input
/// (`docs/table-link.md`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SharedTable {
    pub game: GameType,
    pub status: GameStatus,
    /// Current names, in seat order.
    pub players: Vec<String>,
    /// How many entries the sheet has had (each tap is one).
    pub revision: u32,
    pub updated_at: String,
    /// The sides' totals, best first, as far as the engine can score the sheet.
    pub sides: Vec<SideLine>,
    pub winners: Vec<String>,
    /// The last rolls, oldest first.
    pub dice: Vec<SharedRoll>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SharedRoll {
    pub purpose: RollPurpose,
    pub player: String,
    pub dice: Vec<u8>,
}

impl Store {
    /// The game `game` as guests at the table see it.
    pub fn shared_table(&self, game: GameId) -> Result<SharedTable> {
        let summary = self.summary(game)?;
        let log = self.dice_log(Some(game))?;
        let skip = log.len().saturating_sub(SHARED_ROLLS);
        Ok(SharedTable {
            game: summary.game,
            status: summary.status,
            players: summary.players,
            revision: summary.revision,
            updated_at: summary.updated_at,
            sides: summary.sides,
            winners: summary.winners,
            dice: log
                .into_iter()
                .skip(skip)
                .map(|d| SharedRoll {
                    purpose: d.purpose,
                    player: d.player,
                    dice: d.dice,
                })
                .collect(),
        })
    }
}
