//! The hint and the review of every game whose moves the screens show by their notation
//! (the 1756 game, Farfalia, and any game registered after them): written once here,
//! filled by `games/person.rs` from the family's session. (The modern game's hint and
//! review show more, its own cards and table: `view.rs`.)

use game_kit::ai::Level;
use serde::Serialize;

use super::view::HintReason;

/// The hint: the hard level's move for the person, in its notation, and why.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Advice {
    pub level: Level,
    pub action: String,
    pub reason: HintReason,
}

/// One of the person's moves in a review: what was played, and the hard level's
/// choice in the same position when it differs.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct ReviewedMove {
    /// The move's number in the game, from 1.
    pub number: u32,
    /// The deal it was played in, for a game of several deals (the 1756 game, Farfalia).
    pub deal: Option<u32>,
    pub played: String,
    /// How many moves the person had.
    pub choices: u32,
    pub preferred: Option<Advice>,
}
