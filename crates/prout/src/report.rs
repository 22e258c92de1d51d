//! The scored sheet (docs/formats.md): every game itemised per
//! player, pile and card, the running totals, the standings (fewest points first), who
//! reached the target, the winners, and the notes on the readings and gaps it rests on.

use serde::{Deserialize, Serialize};

use game_kit::{SheetReport, Standing};

use crate::card::Card;
use crate::notes::{Note, NoteKind};
use crate::options::{Mode, Settings};
use crate::sheet::GameEnd;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ProutReport {
    pub mode: Mode,
    /// The players, in seat order.
    pub players: Vec<String>,
    pub settings: Settings,
    pub games: Vec<GameReport>,
    /// Each player's running total, in seat order.
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub totals: Vec<i64>,
    pub standings: Vec<Standing>,
    /// The match (or the single game) is over.
    pub finished: bool,
    /// The players whose total reached the target.
    pub reached_target: Vec<String>,
    /// The winners once it is over: the lowest total (ties share); in solo the player,
    /// if the game ended on 0 points.
    pub winners: Vec<String>,
    /// Solo: the result against the goal of 0 points.
    pub solo: Option<SoloResult>,
    pub notes: Vec<Note>,
    /// Names typed without their accents ("Remi") and taken as the one player they can
    /// be ("Rémi"), each where it was first typed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names_read: Vec<game_kit::names::NameRead>,
}

/// One game, scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutGameReport"))]
pub struct GameReport {
    /// 1 = the first.
    pub game: usize,
    pub end: GameEnd,
    pub ended_by: Option<String>,
    /// The game is fully entered (the main game: who ended it is given).
    pub complete: bool,
    /// Every player, in seat order.
    pub players: Vec<PlayerGame>,
    /// The fewest points of this game alone.
    pub lowest: Vec<String>,
}

/// One player's line in a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutPlayerGame"))]
pub struct PlayerGame {
    pub name: String,
    pub hand: PileScore,
    /// The own draw pile (the main game only).
    pub pile: Option<PileScore>,
    pub malus: PileScore,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
    /// The running total after the game.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    /// The place after the game (1 for the fewest points; ties share).
    pub place: usize,
}

/// One pile's points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutPileScore"))]
pub struct PileScore {
    pub cards: u32,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
    /// Each card listed and what it counts (empty when only counted).
    pub items: Vec<CardPoints>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutCardPoints"))]
pub struct CardPoints {
    pub card: Card,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
}

/// «But : ne plus avoir de carte lorsque la pioche est épuisée !» … «Votre but? Avoir 0
/// point!»
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ProutSoloResult"))]
pub struct SoloResult {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
    pub success: bool,
}

impl SheetReport for ProutReport {
    fn standings(&self) -> Vec<Standing> {
        self.standings.clone()
    }

    fn finished(&self) -> bool {
        self.finished
    }
}

impl ProutReport {
    /// The notes that are gaps of the text.
    pub fn gaps(&self) -> Vec<Note> {
        self.notes
            .iter()
            .copied()
            .filter(|n| n.info().kind == NoteKind::Gap)
            .collect()
    }
}
