//! Score keeping at a real table, the same for every game of the family: a game's
//! sheet (what people enter as they play with real cards), checked and scored by that
//! game's engine into a report, from which the store, the statistics, the history and
//! the shared result table read [`Standing`]s without knowing the game.
//!
//! A sheet is raw input (it may come from a file, a backup or an old database): its
//! engine checks it and either scores it or names every problem. A sheet that is
//! valid but not yet complete (a game in progress) is scored as far as it goes, its
//! report saying it is not finished.

use std::fmt::{Debug, Display};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Whether the most or the fewest points win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Ranking {
    HigherWins,
    LowerWins,
}

impl Ranking {
    /// `a` is strictly better than `b`.
    pub fn better(self, a: i64, b: i64) -> bool {
        match self {
            Ranking::HigherWins => a > b,
            Ranking::LowerWins => a < b,
        }
    }
}

/// One seat's line in a game's result, the same shape for every game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "SeatStanding"))]
pub struct Standing {
    pub seat: usize,
    /// The name as written on the sheet.
    pub name: String,
    /// The seat's side for the game as a whole (partners share one; a game whose teams
    /// change every deal gives each seat its own side).
    pub side: usize,
    /// The seat's total in the game's own unit (points, counters).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    /// 1 for the best; tied seats share a place.
    pub place: usize,
    /// Whether the seat is among the game's winners (shared wins included).
    pub won: bool,
}

/// The report of a scored sheet, as the shared screens and the store read it.
pub trait SheetReport: Clone + Debug + Serialize + DeserializeOwned + Send + Sync {
    /// Every seat, in seat order.
    fn standings(&self) -> Vec<Standing>;
    /// The game is over: its result is final.
    fn finished(&self) -> bool;
}

/// A game's score sheet: what a group enters at a real table.
pub trait ScoreSheet: Clone + Debug + Serialize + DeserializeOwned + Send + Sync {
    /// The game's name in the store, in backups and on the command line.
    const GAME: &'static str;
    /// Whether the most or the fewest points win.
    const RANKING: Ranking;
    type Report: SheetReport;
    /// One thing wrong with a sheet, as data (a typed code and its fields: which
    /// player, which entry, which card); `Display` is the terminal's English.
    type Problem: Clone + Debug + Display + Serialize + PartialEq + Send + Sync;

    /// The players' names, in seat order.
    fn players(&self) -> Vec<String>;
    /// Checks the sheet and scores it as far as it goes, or names every problem found.
    fn score(&self) -> Result<Self::Report, Vec<Self::Problem>>;
}

/// Places from totals: 1 for the best, tied totals share a place, the next place
/// skips the tied ones (1, 1, 3).
pub fn places(totals: &[i64], ranking: Ranking) -> Vec<usize> {
    totals
        .iter()
        .map(|&t| 1 + totals.iter().filter(|&&o| ranking.better(o, t)).count())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_share_ties_and_skip() {
        assert_eq!(
            places(&[10, 30, 10, 5], Ranking::HigherWins),
            vec![2, 1, 2, 4]
        );
        assert_eq!(
            places(&[10, 30, 10, 5], Ranking::LowerWins),
            vec![2, 4, 2, 1]
        );
        assert_eq!(places(&[], Ranking::LowerWins), Vec::<usize>::new());
    }
}
