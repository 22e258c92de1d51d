//! The values the store hands out: ids, games, revisions, the dice log.

use std::fmt;

use papillon_core::dice::RollPurpose;
use papillon_core::{ScoreReport, SheetInput};
use serde::{Deserialize, Serialize};

macro_rules! id_type {
    ($name:ident, $what:literal) => {
        #[doc = concat!("The id of ", $what, " in the store.")]
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS))]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(GameId, "a game");
id_type!(PlayerId, "a player");
id_type!(SessionId, "a session (an evening of games)");

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum GameStatus {
    InProgress,
    Finished,
}

impl GameStatus {
    pub(crate) fn as_sql(self) -> &'static str {
        match self {
            GameStatus::InProgress => "in_progress",
            GameStatus::Finished => "finished",
        }
    }

    pub(crate) fn from_sql(text: &str) -> Option<GameStatus> {
        match text {
            "in_progress" => Some(GameStatus::InProgress),
            "finished" => Some(GameStatus::Finished),
            _ => None,
        }
    }
}

/// How a revision came about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevisionKind {
    /// Something the user entered or edited.
    Entry,
    /// An undo: the sheet of an earlier entry, again.
    Undo,
    /// A redo: the sheet of an undone entry, again.
    Redo,
}

impl RevisionKind {
    pub(crate) fn as_sql(self) -> &'static str {
        match self {
            RevisionKind::Entry => "entry",
            RevisionKind::Undo => "undo",
            RevisionKind::Redo => "redo",
        }
    }

    pub(crate) fn from_sql(text: &str) -> Option<RevisionKind> {
        match text {
            "entry" => Some(RevisionKind::Entry),
            "undo" => Some(RevisionKind::Undo),
            "redo" => Some(RevisionKind::Redo),
            _ => None,
        }
    }
}

/// A person in the group's roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub created_at: String,
}

/// One revision of a game's score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revision {
    /// 1, 2, 3… within the game; the highest is the current sheet.
    pub number: u32,
    pub created_at: String,
    pub kind: RevisionKind,
    pub sheet: SheetInput,
    /// The entry revision whose sheet this is (itself for an entry).
    pub node: u32,
    /// The entry an undo from here restores.
    pub undo_to: Option<u32>,
    /// The entry a redo from here restores.
    pub redo_to: Option<u32>,
}

/// What an entry, undo or redo produced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    pub game: GameId,
    /// The revision now current (unchanged when the entry changed nothing).
    pub revision: u32,
    pub status: GameStatus,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The engine's score when the sheet is complete.
    pub report: Option<ScoreReport>,
    /// What the sheet still lacks, when it is not complete.
    pub missing: Vec<String>,
}

/// One seat of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Seat {
    pub seat: usize,
    pub player: PlayerId,
    /// The player's name today.
    pub name: String,
    /// The name written on this game's sheets.
    pub sheet_name: String,
}

/// One side's line in a game list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideLine {
    pub members: Vec<String>,
    /// The modern Papillon's blue and orange rounds (`None` for the other games).
    pub blue: Option<i32>,
    pub orange: Option<i32>,
    /// In the game's own unit (points, counters).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub total: i64,
    pub place: usize,
}

/// Which game of the family a stored game is. Every game, sheet, move and result of the
/// store belongs to one. The modern Papillon has its own sheet ([`SheetInput`]) and
/// result rows; every other game is kept through its engine's
/// [`ScoreSheet`](game_kit::ScoreSheet) (`crate::sheet_games`), so a new game adds its
/// variant here and needs nothing else of the store.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum GameType {
    /// The modern Papillon (blue and orange decks, two dice).
    #[default]
    Papillon,
    /// The 18th-century Papillon (a 52-card deck and counters).
    Classic,
    /// Farfalia (Derek Carver), a trick-taking game of propositions.
    Farfalia,
    /// PROUT, a shedding game won by the fewest points.
    Prout,
}

impl GameType {
    pub const ALL: [GameType; 4] = [
        GameType::Papillon,
        GameType::Classic,
        GameType::Farfalia,
        GameType::Prout,
    ];

    /// Its name in the database, in backups and on the command line.
    pub fn as_sql(self) -> &'static str {
        match self {
            GameType::Papillon => "papillon",
            GameType::Classic => "classic",
            GameType::Farfalia => "farfalia",
            GameType::Prout => "prout",
        }
    }

    pub fn from_sql(text: &str) -> Option<GameType> {
        GameType::ALL.into_iter().find(|g| g.as_sql() == text)
    }
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_sql())
    }
}

/// A game as listed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameSummary {
    pub id: GameId,
    pub game: GameType,
    pub session: Option<SessionId>,
    pub session_name: Option<String>,
    pub status: GameStatus,
    pub created_at: String,
    pub updated_at: String,
    /// Current names, in seat order.
    pub players: Vec<String>,
    pub revision: u32,
    /// The sides' scores, best first, when the sheet is complete.
    pub sides: Vec<SideLine>,
    /// Current names of the winners.
    pub winners: Vec<String>,
}

/// A game with its current sheet and score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameDetail {
    pub summary: GameSummary,
    pub seats: Vec<Seat>,
    pub dealer_seat: Option<usize>,
    pub sheet: SheetInput,
    pub report: Option<ScoreReport>,
    pub missing: Vec<String>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub dice: Vec<DiceEntry>,
}

/// One roll in the dice log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DiceEntry {
    pub game: Option<GameId>,
    pub rolled_at: String,
    pub purpose: RollPurpose,
    /// Who rolled (a player, or a team as `Ana+Cleo`).
    pub player: String,
    /// The dice, blue first (one value for a single die).
    pub dice: Vec<u8>,
}

/// An evening of games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Session {
    pub id: SessionId,
    pub name: String,
    pub started_at: String,
    pub games: u32,
}

/// Which games to list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameFilter {
    /// Games of this game type only.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub game: Option<GameType>,
    /// Games this player (current name, any case) sat in.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub player: Option<String>,
    /// Games started on or after this day (`YYYY-MM-DD`, UTC).
    #[cfg_attr(feature = "ts", ts(optional))]
    pub from: Option<chrono::NaiveDate>,
    /// Games started on or before this day.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub to: Option<chrono::NaiveDate>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub session: Option<SessionId>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub status: Option<GameStatus>,
    /// At most this many, newest first.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub limit: Option<u32>,
}
