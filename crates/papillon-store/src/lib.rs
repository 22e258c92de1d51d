//! The Papillon store: a group's games in one SQLite file, kept for years.
//!
//! - Every entry is a new **revision** of the game's score sheet, committed in its own
//!   transaction; undo and redo are revisions too, so nothing is ever overwritten and
//!   the history can be audited ([`Store::record_entry`], [`Store::undo`],
//!   [`Store::redo`]).
//! - The engine (`papillon-core`) is the only scorer: the store keeps its result of each
//!   game's current sheet beside the revisions, for fast statistics ([`Store::stats`]).
//! - An entry that contradicts the sheet (an unknown card, a card given to two
//!   players…) is refused with the engine's message and nothing is written; an entry
//!   that only leaves the sheet unfinished is saved.
//! - The schema lives in the top-level `migrations/` folder, embedded and applied on
//!   open; a database of a newer version, or a file that is not ours, is refused
//!   untouched.
//! - In a browser (`wasm32-unknown-unknown`) the same database is a file of the origin
//!   private file system, opened with [`Store::open_opfs`] in a dedicated worker
//!   ([`web`]); everything else is the same code.
//!
//! ```
//! use papillon_store::{NewGame, Store};
//!
//! let mut store = Store::open_in_memory()?;
//! let game = store.new_game(&NewGame::players(["Ana", "Ben"]))?;
//! let mut sheet = store.game(game)?.sheet;
//! sheet.blue = Some(serde_json::from_str(r#"{"players": {
//!     "Ana": {"cards": 30, "scoring": ["F3"]}, "Ben": {"cards": 28, "scoring": ["E3"]}}}"#)?);
//! let saved = store.record_entry(game, &sheet)?;
//! // Ana: most cards 10 + F3 10
//! assert_eq!(saved.report.expect("complete").sides[0].blue, 20);
//! store.undo(game)?;
//! assert!(store.game(game)?.sheet.blue.is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod dice_log;
mod error;
mod games;
mod model;
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub mod paths;
mod players;
pub mod practice;
mod ratings;
pub mod referee;
mod results;
pub mod sample;
pub mod schema;
mod settings;
pub mod share;
pub mod sheet_games;
mod stats;
mod story;
mod transfer;
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub mod web;

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use std::path::Path;

use chrono::{DateTime, SecondsFormat, Utc};
use rusqlite::Connection;

pub use error::{NameProblem, Result, StoreError};
pub use games::NewGame;
pub use model::*;
pub use practice::{PracticeId, PracticeSummary, SavedPractice};
pub use ratings::{Ladder, RatedGame, RatedPlayer, Rating, RatingChange};
pub use sheet_games::{SheetError, SheetGame, SheetRevision};
pub use stats::{BestGame, HeadToHead, PlayerStats, SessionStandings, Standing};
pub use story::{
    ChatNoirs, Comeback, EveningLine, EveningStory, PairGame, PairRating, PairRecord,
    PartnerRecord, Records, ScoreRecord, StoryGame, Streak, Swing,
};
pub use transfer::{
    EXPORT_FORMAT, EXPORT_VERSION, Export, ExportGame, ExportPlayer, ExportRevision, ExportRoll,
    ExportSeat, ExportSession, ImportSummary,
};

/// The clock the store stamps revisions with (replaceable in tests).
pub type Clock = fn() -> DateTime<Utc>;

/// The one owner of the database connection. Not `Sync`: an app shares it behind a
/// mutex, so writes are serialised and every transaction is short.
pub struct Store {
    conn: Connection,
    clock: Clock,
}

impl Store {
    /// Opens the database at `path`, creating it if the file does not exist, and
    /// upgrades it to the current schema.
    /// (Not in a browser, which has no file system: there, [`Store::open_opfs`].)
    #[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let conn = schema::open(path.as_ref())?;
        Store::from_connection(conn)
    }

    /// A database in memory (for tests and previews).
    pub fn open_in_memory() -> Result<Store> {
        Store::from_connection(schema::open_in_memory()?)
    }

    fn from_connection(conn: Connection) -> Result<Store> {
        let mut store = Store {
            conn,
            clock: Utc::now,
        };
        store.backfill_results()?;
        Ok(store)
    }

    /// Uses another clock for timestamps.
    pub fn with_clock(mut self, clock: Clock) -> Store {
        self.clock = clock;
        self
    }

    pub(crate) fn now(&self) -> String {
        (self.clock)().to_rfc3339_opts(SecondsFormat::Millis, true)
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<u32> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |row| row.get(0))?)
    }

    /// SQLite's `PRAGMA integrity_check`: `"ok"` when the file is sound.
    pub fn integrity_check(&self) -> Result<String> {
        let mut stmt = self.conn.prepare("PRAGMA integrity_check")?;
        let lines: Vec<String> = stmt
            .query_map([], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(lines.join("\n"))
    }
}
