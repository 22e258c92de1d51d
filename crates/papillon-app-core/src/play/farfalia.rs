//! What Farfalia against the computer exchanges with its screens: its set-up's
//! request, its board and list entries (the hint and the review are every such
//! game's: `advice.rs`). The engine
//! (`farfalia::play::practice`, on the family's session) decides every move; the
//! game's descriptor is `games/farfalia.rs`, its commands the shared ones
//! (`practice.rs`). One person plays, the others are the computer at their levels.

use farfalia::FarfaliaReport;
use farfalia::play::{FarfaliaLogged, PlayOptions, View};
use game_kit::practice::SeatPlayer;
use papillon_store::GameStatus;
use serde::{Deserialize, Serialize};

/// A new game: the players clockwise (the person first), each computer's level, and
/// the house rules. The number of names chooses the game: four (fixed teams) or five
/// (the beginner game).
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct FarfaliaPlayRequest {
    pub names: Vec<String>,
    /// Who plays each seat: exactly one person.
    pub seats: Vec<SeatPlayer>,
    pub options: PlayOptions,
}

/// A game against the computer as the person sees it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct FarfaliaPlayView {
    /// The person's seat; `view` is what that seat sees (with its legal moves when it is
    /// to act, in the engine's order and notation).
    pub person: usize,
    pub view: View,
    /// The house rules the game is played with (a new game with the same table sends
    /// them again).
    pub options: PlayOptions,
    /// Every move, with the trick it completed and the deal it ended.
    pub log: Vec<FarfaliaLogged>,
    /// The deals played so far, as the score keeper reports them (the game's result
    /// once over).
    pub report: Option<FarfaliaReport>,
}

/// A game in a list (resume, history).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct FarfaliaPlaySummary {
    pub id: i64,
    pub names: Vec<String>,
    pub seats: Vec<SeatPlayer>,
    pub status: GameStatus,
    pub replay_of: Option<i64>,
    pub moves: u32,
    pub updated_at: String,
    /// Once over: each seat's total and the winners, as the score keeper gives them.
    #[cfg_attr(feature = "bindings", ts(type = "Array<number> | null"))]
    pub totals: Option<Vec<i64>>,
    pub winners: Vec<String>,
}
