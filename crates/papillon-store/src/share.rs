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
    /// The modern Papillon's entries so far, one line per player (empty for the other
    /// games, whose standings are scored as they go).
    pub lines: Vec<SharedLine>,
}

/// One player's entries so far on a modern Papillon sheet: what the table has tapped.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SharedLine {
    pub player: String,
    /// Blue cards captured, once entered.
    pub blue_cards: Option<i64>,
    /// Orange cards left in hand at the end, once entered.
    pub orange_left: Option<usize>,
    /// Orange tours this player went out first in.
    pub tours_won: usize,
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
        let lines = if summary.game == GameType::Papillon {
            let sheet = self.game(game)?.sheet;
            sheet
                .players
                .iter()
                .map(|p| SharedLine {
                    player: p.clone(),
                    blue_cards: sheet
                        .blue
                        .as_ref()
                        .and_then(|b| b.players.get(p))
                        .map(|b| b.cards),
                    orange_left: sheet
                        .orange
                        .as_ref()
                        .and_then(|o| o.hands.get(p))
                        .map(Vec::len),
                    tours_won: sheet
                        .orange
                        .as_ref()
                        .map_or(0, |o| o.tours.iter().filter(|t| *t == p).count()),
                })
                .collect()
        } else {
            Vec::new()
        };
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
            lines,
        })
    }
}

/// A game of the Papillon of 1756 against the computer as a spectator sees it: only
/// what lies open on the table and what anyone at it can count — never a card of a
/// hand (the person's included) nor of the talon.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SharedPlay {
    /// Always `classic_play`: the guest page draws a table, not standings.
    pub game: &'static str,
    pub status: GameStatus,
    pub players: Vec<String>,
    /// How many moves were made.
    pub revision: u32,
    /// The game of the sitting, and its deal.
    pub game_number: u32,
    pub deal: u32,
    pub last_round: bool,
    pub dealer: usize,
    pub to_play: Option<usize>,
    /// The face-up cards.
    pub table: Vec<String>,
    pub hand_sizes: Vec<usize>,
    pub piles: Vec<usize>,
    pub counters: Vec<i32>,
    pub pot: i32,
    pub talon: usize,
    pub revealed: Vec<bool>,
    pub winner: Option<usize>,
}

impl Store {
    /// A game of the 1756 Papillon against the computer as spectators see it.
    pub fn shared_classic_play(&self, id: crate::PracticeId) -> Result<SharedPlay> {
        let saved = self.practice::<classic_papillon::ClassicPractice>(id)?;
        let practice = classic_papillon::ClassicPractice::replay(saved.setup, &saved.moves)
            .map_err(|e| crate::StoreError::Damaged(format!("practice game {id}: {e}")))?;
        let game = practice.game();
        // the view of nobody's seat: a seat beyond the table holds no hand
        let view = game.view(usize::MAX);
        Ok(SharedPlay {
            game: "classic_play",
            status: saved.status,
            players: view.names,
            revision: saved.moves.len() as u32,
            game_number: view.game,
            deal: view.deal,
            last_round: view.last_round,
            dealer: view.dealer,
            to_play: view.to_play,
            table: view.table.iter().map(|c| c.to_string()).collect(),
            hand_sizes: view.hand_sizes,
            piles: view.piles,
            counters: view.counters,
            pot: view.pot,
            talon: view.talon,
            revealed: view.revealed,
            winner: view.winner,
        })
    }
}
