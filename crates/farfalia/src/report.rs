//! The scored sheet (docs/formats.md): every deal itemised per
//! side and per player, the running totals, the standings, the winners, the next deal's
//! proposed dealer and teams, and the notes saying which parts of the scoring rest on a
//! reading or a gap of the text.

use serde::{Deserialize, Serialize};

use game_kit::{SheetReport, Standing};

use crate::card::{Card, Subject, Trump};
use crate::mode::Mode;
use crate::notes::{Note, NoteKind};
use crate::options::Settings;
use crate::seating::NextDeal;
use crate::sheet::SubjectCounts;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FarfaliaReport {
    pub mode: Mode,
    /// The players, in seat order.
    pub players: Vec<String>,
    /// The options as resolved for the mode.
    pub settings: Settings,
    /// Every deal, scored.
    pub deals: Vec<DealReport>,
    /// Each player's total, in seat order (four players: the team's total).
    #[cfg_attr(feature = "ts", ts(type = "Array<number>"))]
    pub totals: Vec<i64>,
    /// Four players: the two teams and their totals; empty otherwise.
    pub teams: Vec<TeamTotal>,
    pub standings: Vec<Standing>,
    /// The game is over.
    pub finished: bool,
    /// The winners once the game is over (ties share), in seat order.
    pub winners: Vec<String>,
    /// The next deal as the rule sees it; none once the game is over, and none while a
    /// side's collection is `waiting`.
    pub next: Option<NextDeal>,
    /// The sides of a played deal whose collection is not entered yet: the deal's score
    /// and the next deal wait for them.
    pub waiting: Vec<Waiting>,
    /// The readings, gaps and house rules this sheet's scoring rests on.
    pub notes: Vec<Note>,
    /// Names typed without their accents ("Remi") and taken as the one player they can
    /// be ("Rémi"), each where it was first typed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names_read: Vec<game_kit::names::NameRead>,
}

/// A side of a played deal whose collection is not entered yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Waiting {
    /// 1 = the first.
    pub deal: usize,
    pub players: Vec<String>,
}

/// One deal, scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DealReport {
    /// 1 = the first.
    pub deal: usize,
    pub dealer: String,
    /// The three-player extra deal, without the fictitious player.
    pub extra: bool,
    pub trump: Option<Trump>,
    pub proposition: Vec<Subject>,
    /// The deal's points count double.
    pub doubled: bool,
    pub sides: Vec<SideReport>,
    /// Every player, in seat order.
    pub players: Vec<PlayerDeal>,
}

/// What one side kept and scored in a deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideReport {
    pub players: Vec<String>,
    /// The dealer's side.
    pub dealer: bool,
    pub collected: SubjectCounts,
    /// What the side kept is entered (else it counts as nothing kept, for now).
    pub entered: bool,
    /// The cards named on the sheet, if any.
    pub cards: Vec<Card>,
    /// The matching cards kept (0 to 5).
    pub matches: u8,
    /// The table's value for `matches` (15 for 5, 10 for 4, the house values below).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub base: i64,
    /// `base`, doubled in a doubled deal: what each member receives before DOUBLE YOU.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
}

/// One player's line in a deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerDeal {
    pub name: String,
    /// Index into the deal's `sides`.
    pub side: usize,
    /// The player played a DOUBLE YOU joker.
    pub double_you: bool,
    /// The side's base points are multiplied by this (the deal's doubling, DOUBLE YOU).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub multiplier: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub points: i64,
    /// The running total after the deal.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    /// The place after the deal (1 for the best; ties share).
    pub place: usize,
}

/// A four-player team's total.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TeamTotal {
    pub players: Vec<String>,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    pub place: usize,
    pub won: bool,
}

impl SheetReport for FarfaliaReport {
    fn standings(&self) -> Vec<Standing> {
        self.standings.clone()
    }

    fn finished(&self) -> bool {
        self.finished
    }
}

impl FarfaliaReport {
    /// The notes that are gaps of the text (what the app shows as "the text is cut
    /// here").
    pub fn gaps(&self) -> Vec<Note> {
        self.notes
            .iter()
            .copied()
            .filter(|n| n.info().kind == NoteKind::Gap)
            .collect()
    }

    /// The running totals after each deal, one row per deal, in seat order.
    pub fn totals_by_deal(&self) -> Vec<Vec<i64>> {
        self.deals
            .iter()
            .map(|d| d.players.iter().map(|p| p.total).collect())
            .collect()
    }
}
