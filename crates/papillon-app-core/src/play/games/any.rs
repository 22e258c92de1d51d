//! What the shared commands answer, for any game: the shared part of a view and each
//! game's part, a union tagged by the game (`game`: its key), and a person's results
//! in shared words. A new game adds one variant to each union and one line to
//! [`by_game!`](crate::by_game).

use game_kit::ai::Level;
use game_kit::practice::{Outcome, SeatPlayer};
use papillon_store::{GameStatus, PracticeSummary};
use serde::Serialize;

use super::Record;
use crate::play::advice::{Advice, ReviewedMove};
use crate::play::classic::{ClassicPlaySummary, ClassicPlayView};
use crate::play::farfalia::{FarfaliaPlaySummary, FarfaliaPlayView};
use crate::play::view::{HintView, PracticeView, ReviewView};

/// Runs `$body` with `$g` the descriptor of the game `$game` (a `GameType`); a game not
/// played against the computer is refused.
#[macro_export]
macro_rules! by_game {
    ($lang:expr, $game:expr, $g:ident => $body:expr) => {
        match $game {
            papillon_store::GameType::Papillon => {
                type $g = papillon_core::practice::Modern;
                $body
            }
            papillon_store::GameType::Classic => {
                type $g = classic_papillon::ClassicPractice;
                $body
            }
            papillon_store::GameType::Farfalia => {
                type $g = farfalia::play::FarfaliaPractice;
                $body
            }
            _ => Err($crate::error::CommandError::invalid($crate::messages::say(
                $lang,
                "practice-no-such-game",
                &[],
            ))),
        }
    };
}

/// How a finished game ended, in shared words.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PracticeEnd {
    /// Each seat's points (a side's score, counters won or lost), in seat order.
    pub points: Vec<i32>,
    /// Whether each seat (or its side) won.
    pub won: Vec<bool>,
}

impl PracticeEnd {
    pub fn of(outcome: &Outcome) -> PracticeEnd {
        PracticeEnd {
            points: outcome.points.iter().map(|&p| clamp(p)).collect(),
            won: outcome.won.clone(),
        }
    }
}

fn clamp(n: i64) -> i32 {
    i32::try_from(n).unwrap_or(if n < 0 { i32::MIN } else { i32::MAX })
}

/// A game against the computer as the person's seat sees it: what every game shares,
/// and the game's board.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PlayView {
    pub id: i64,
    pub names: Vec<String>,
    pub seats: Vec<SeatPlayer>,
    pub status: GameStatus,
    /// The game whose deal this one replays.
    pub replay_of: Option<i64>,
    /// Moves made so far (the next move is number `moves + 1`).
    pub moves: u32,
    /// The seat to play, none once over.
    pub to_play: Option<usize>,
    pub can_take_back: bool,
    pub over: bool,
    /// How it ended, once finished.
    pub end: Option<PracticeEnd>,
    pub board: PlayBoard,
}

/// The game's own part of a view.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "view", rename_all = "snake_case")]
pub enum PlayBoard {
    Papillon(Box<PracticeView>),
    Classic(Box<ClassicPlayView>),
    Farfalia(Box<FarfaliaPlayView>),
}

/// The hard level's advice for the person to play.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "hint", rename_all = "snake_case")]
pub enum PlayHint {
    Papillon(Option<HintView>),
    Classic(Advice),
    Farfalia(Advice),
}

/// A game's review.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "review", rename_all = "snake_case")]
pub enum PlayReview {
    /// One position of the game (every hand shown).
    Papillon(Box<ReviewView>),
    /// The person's moves with the hard level's choice where it differs.
    Classic(Vec<ReviewedMove>),
    /// The person's moves with the hard level's choice where it differs.
    Farfalia(Vec<ReviewedMove>),
}

/// Games in a list, latest first.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game", content = "games", rename_all = "snake_case")]
pub enum PlayList {
    Papillon(Vec<PracticeSummary>),
    Classic(Vec<ClassicPlaySummary>),
    Farfalia(Vec<FarfaliaPlaySummary>),
}

/// A person's results against the computer in one game (finished games, replays of a
/// deal left out), from the shared outcomes.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct PracticeStats {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The points of all those games (a side's score; counters won or lost).
    pub points: i32,
    /// The mean of the points.
    pub mean_score: f64,
    /// The most points in one game.
    pub best: i32,
    /// The strongest computer level faced, per game: games and wins by that level.
    pub by_level: Vec<LevelRecord>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct LevelRecord {
    pub level: Level,
    pub games: u32,
    pub wins: u32,
}

impl PracticeStats {
    pub fn of(r: Record) -> PracticeStats {
        PracticeStats {
            mean_score: r.points as f64 / f64::from(r.games.max(1)),
            points: clamp(r.points),
            best: clamp(r.best),
            name: r.name,
            games: r.games,
            wins: r.wins,
            by_level: r
                .by_level
                .into_iter()
                .map(|(level, games, wins)| LevelRecord { level, games, wins })
                .collect(),
        }
    }
}
