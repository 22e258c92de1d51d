//! What can go wrong in the store, each with a message a player can act on.

use std::path::PathBuf;

use papillon_core::SheetErrors;

use crate::model::{GameId, GameType};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "{path} is not a Papillon database (it is not an SQLite file); it was left untouched — check the path given with --db"
    )]
    NotADatabase { path: PathBuf },
    #[error(
        "{path} is an SQLite database of another program, not a Papillon database; it was left untouched"
    )]
    ForeignDatabase { path: PathBuf },
    #[error(
        "{path} was written by a newer version of Papillon (schema version {found}; this version knows up to {supported}); it was left untouched — update Papillon to open it"
    )]
    TooNew {
        path: PathBuf,
        found: u32,
        supported: u32,
    },
    #[error(
        "no data directory is known for this user; give the database with --db PATH or PAPILLON_DB"
    )]
    NoDataDirectory,
    /// In a browser: the origin private file system (OPFS) the games are kept in
    /// could not be used (not in a dedicated worker, no OPFS, or its files are held by
    /// another tab).
    #[cfg(all(target_family = "wasm", target_os = "unknown"))]
    #[error(
        "the browser's storage for the games (OPFS) cannot be used: {0} — open Papillon in a current browser, in one tab only"
    )]
    Opfs(String),
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("cannot upgrade the database: {0}")]
    Migration(String),
    #[error("the entry was refused, nothing was saved:\n{0}")]
    Refused(SheetErrors),
    #[error("the sheet is not complete, nothing was saved:\n{0}")]
    Incomplete(SheetErrors),
    #[error("there is no game {0}")]
    NoSuchGame(GameId),
    #[error("game {game} is a game of {found}, not of {expected}")]
    OtherGame {
        game: GameId,
        expected: GameType,
        found: GameType,
    },
    #[error("there is no player called \"{0}\"")]
    NoSuchPlayer(String),
    #[error("there is no session {0}")]
    NoSuchSession(i64),
    /// A pair of players named one player twice (head-to-head).
    #[error("\"{0}\" is named twice: name two different players")]
    SamePlayerTwice(String),
    #[error(
        "game {game} was played by {expected}; this sheet names {found} — a game's players cannot change (start a new game, or rename a player)"
    )]
    PlayersChanged {
        game: GameId,
        expected: String,
        found: String,
    },
    #[error("game {0}: nothing to undo")]
    NothingToUndo(GameId),
    #[error("game {0}: nothing to redo")]
    NothingToRedo(GameId),
    #[error("setting key \"{0}\" is invalid: 1 to 64 characters, no control characters")]
    SettingKey(String),
    #[error("player name: {0}")]
    PlayerName(NameProblem),
    #[error("a session needs a name (e.g. the date or the place)")]
    SessionName,
    #[error("the dealer seat {seat} does not exist (the game has {players} players)")]
    DealerSeat { seat: usize, players: usize },
    #[error("the import was refused, nothing was changed:\n{}", .0.join("\n"))]
    Import(Vec<String>),
    #[error("stored data is damaged: {0}")]
    Damaged(String),
    #[error("a referee position of {bytes} bytes is larger than any real one ({max} at most)")]
    PositionTooLarge { bytes: usize, max: usize },
    #[error("CSV export: {0}")]
    Csv(#[from] csv::Error),
    #[error(
        "game {game}: this entry was made on revision {expected}, but the sheet is at revision {current} now; nothing was saved — reload and enter it again"
    )]
    StaleRevision {
        game: GameId,
        expected: u32,
        current: u32,
    },
}

/// What is wrong with a player's name in the roster.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameProblem {
    #[error("a player needs a name")]
    Empty,
    #[error("\"{start}…\" is longer than {max} characters")]
    TooLong { start: String, max: usize },
    #[error("another player is already called \"{name}\"")]
    Taken { name: String },
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;
