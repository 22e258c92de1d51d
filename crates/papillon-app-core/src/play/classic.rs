//! What the 18th-century Papillon against the computer exchanges with its screens: its
//! set-up's request, its board and list entries (the hint and the review are
//! every such game's: `advice.rs`). The engine
//! (`classic_papillon::practice`, on the family's session) decides every move; the
//! game's descriptor is `games/classic.rs`, its commands the shared ones
//! (`practice.rs`). One person plays, the others are the computer at their levels.

use classic_papillon::practice::LoggedMove;
use classic_papillon::referee::Allowed;
use classic_papillon::{Action, ClassicPracticeReport, Options, View};
use game_kit::practice::SeatPlayer;
use papillon_store::GameStatus;
use serde::{Deserialize, Serialize};

/// A new game: the players in playing order (the person first), each computer's
/// level, and the house rules.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ClassicPlayRequest {
    pub names: Vec<String>,
    /// Who plays each seat: exactly one person.
    pub seats: Vec<SeatPlayer>,
    pub options: Options,
}

/// One move the person may make, with what a capture earns (the referee's answer).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicChoice {
    pub action: Action,
    /// The capture (none for a reveal).
    pub capture: Option<Allowed>,
}

/// A game against the computer as the person sees it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicPlayView {
    pub id: i64,
    pub status: GameStatus,
    /// The game whose deal this one replays.
    pub replay_of: Option<i64>,
    pub seats: Vec<SeatPlayer>,
    /// The person's seat; `view` is what that seat sees.
    pub person: usize,
    pub view: View,
    /// The person's moves when it is their turn, in the engine's order.
    pub choices: Vec<ClassicChoice>,
    /// The deal, then every move with its events and counters.
    pub log: Vec<LoggedMove>,
    /// Moves made so far (the next move is number `moves + 1`).
    pub moves: u32,
    pub can_take_back: bool,
    pub report: Option<ClassicPracticeReport>,
}

/// A game in a list (resume, history, statistics).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ClassicPlaySummary {
    pub id: i64,
    /// The game's number in its sitting.
    pub game: u32,
    pub names: Vec<String>,
    pub seats: Vec<SeatPlayer>,
    pub status: GameStatus,
    pub replay_of: Option<i64>,
    pub moves: u32,
    pub updated_at: String,
    pub report: Option<ClassicPracticeReport>,
}
