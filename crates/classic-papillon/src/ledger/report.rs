//! What a replayed ledger gives: a line per entry (the events, each transfer, everyone's
//! counters and the pot after it), a summary per game, and the standings the family's
//! shared screens read ([`game_kit::ScoreSheet`]).

use game_kit::sheet::{Ranking, ScoreSheet, SheetReport, Standing, places};
use serde::{Deserialize, Serialize};

use super::{Ledger, LedgerProblem};
use crate::events::{Event, Transfer};
use crate::game_end::GameResult;
use crate::options::Options;

/// An event with its English text (names filled in) and the transfers it made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NamedEvent {
    pub event: Event,
    pub text: String,
    pub transfers: Vec<Transfer>,
}

/// The state after one entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LedgerLine {
    /// The entry's index; `None` for the start of the sitting (the first game's stakes).
    pub entry: Option<usize>,
    pub game: u32,
    pub deal: u32,
    /// The dealer has given out the last card.
    pub last_round: bool,
    pub events: Vec<NamedEvent>,
    /// Everyone's counters after the entry, in seat order.
    pub counters: Vec<i32>,
    pub pot: i32,
}

/// One game of the sitting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ClassicGameSummary"))]
pub struct GameSummary {
    pub game: u32,
    pub dealer: usize,
    /// The Blätter multiplier of the game.
    pub multiplier: i32,
    /// Deals so far.
    pub deals: u32,
    /// How it ended, once it has.
    pub result: Option<GameResult>,
}

/// Where the table stands now: for the screen's "who deals, which deal of how many".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NextUp {
    pub game: u32,
    pub dealer: usize,
    pub deal: u32,
    /// The most deals this game can have (fewer if cards are turned up onto an empty
    /// table again).
    pub deals_at_most: u32,
    pub talon: u32,
    pub last_round: bool,
    /// The game has ended; the next entry starts a new one.
    pub over: bool,
}

/// A replayed ledger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LedgerReport {
    pub players: Vec<String>,
    pub options: Options,
    pub lines: Vec<LedgerLine>,
    pub games: Vec<GameSummary>,
    /// Counters now, in seat order.
    pub counters: Vec<i32>,
    pub pot: i32,
    pub now: NextUp,
    /// The ledger's last game has ended.
    pub finished: bool,
    /// The players with the most counters (ties share).
    pub leaders: Vec<String>,
    /// Names typed without their accents ("Remi") and taken as the one player they can
    /// be ("Rémi"), each where it was first typed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names_read: Vec<game_kit::names::NameRead>,
}

/// A replay as far as it goes: the report (`None` when the ledger's head is wrong),
/// and every problem found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Replay {
    pub report: Option<LedgerReport>,
    pub problems: Vec<LedgerProblem>,
}

impl SheetReport for LedgerReport {
    /// Counters, highest first; `won` by the most counters once the ledger's last game
    /// has ended (ties sharing), never while a game is in progress: the game's own
    /// winner, who takes the pot, is in `games`.
    fn standings(&self) -> Vec<Standing> {
        let totals: Vec<i64> = self.counters.iter().map(|&c| i64::from(c)).collect();
        let places = places(&totals, Ranking::HigherWins);
        self.players
            .iter()
            .enumerate()
            .map(|(seat, name)| Standing {
                seat,
                name: name.clone(),
                side: seat,
                total: totals.get(seat).copied().unwrap_or(0),
                place: places.get(seat).copied().unwrap_or(1),
                won: self.finished && places.get(seat) == Some(&1),
            })
            .collect()
    }

    /// The ledger's last game has ended (a sitting can always go on with a new game).
    fn finished(&self) -> bool {
        self.finished
    }
}

impl ScoreSheet for Ledger {
    const GAME: &'static str = "classic";
    const RANKING: Ranking = Ranking::HigherWins;
    type Report = LedgerReport;
    type Problem = LedgerProblem;

    fn players(&self) -> Vec<String> {
        self.players.clone()
    }

    fn score(&self) -> Result<LedgerReport, Vec<LedgerProblem>> {
        let replay = self.replay();
        match replay.report {
            Some(report) if replay.problems.is_empty() => Ok(report),
            _ => Err(replay.problems),
        }
    }
}
