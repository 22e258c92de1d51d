//! Games of the 18th-century Papillon against the computer, in the same tables as the
//! modern game's (`practice_games` with game type `classic`, `practice_moves`): the
//! setup and the moves, one transaction per move. The engine rebuilds the position by
//! replaying the moves (`classic_papillon::practice`).

use classic_papillon::{ClassicPracticeReport, ClassicPracticeSetup};
use game_kit::practice::PracticeMove;
use rusqlite::{OptionalExtension, params};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameStatus, GameType};
use crate::practice::{PracticeId, damaged};

/// A saved game against the computer, as read back (setup and moves typed).
#[derive(Debug, Clone, PartialEq)]
pub struct SavedClassicPractice {
    pub id: PracticeId,
    pub setup: ClassicPracticeSetup,
    pub moves: Vec<PracticeMove>,
    pub status: GameStatus,
    /// The game this one replays the deal of (it does not count in statistics).
    pub replay_of: Option<PracticeId>,
    pub created_at: String,
    pub updated_at: String,
    pub report: Option<ClassicPracticeReport>,
}

const CLASSIC: &str = "classic";

fn encode<T: serde::Serialize>(value: &T, what: &str) -> Result<String> {
    serde_json::to_string(value)
        .map_err(|e| StoreError::Damaged(format!("cannot encode the {what}: {e}")))
}

impl Store {
    /// Starts a game against the computer.
    pub fn new_classic_practice(
        &mut self,
        setup: &ClassicPracticeSetup,
        replay_of: Option<PracticeId>,
    ) -> Result<PracticeId> {
        let text = encode(setup, "setup")?;
        let now = self.now();
        self.conn.execute(
            "INSERT INTO practice_games (setup, status, replay_of, created_at, updated_at, game_type)
             VALUES (?1, 'in_progress', ?2, ?3, ?3, ?4)",
            params![text, replay_of.map(|r| r.0), now, GameType::Classic.as_sql()],
        )?;
        Ok(PracticeId(self.conn.last_insert_rowid()))
    }

    /// Saves move `number` (from 1), made after `previous` as the mover saw it, in its
    /// own transaction; a stale one is refused and nothing is written. A move that ends
    /// the game finishes it with `report` in the same transaction.
    pub fn classic_practice_move(
        &mut self,
        game: PracticeId,
        number: u32,
        previous: Option<&PracticeMove>,
        played: &PracticeMove,
        report: Option<&ClassicPracticeReport>,
    ) -> Result<()> {
        self.require_practice_type(game, GameType::Classic)?;
        let report = report.map(|r| encode(r, "report")).transpose()?;
        self.practice_move_encoded(game, number, previous, played, report)
    }

    /// Keeps the first `keep` moves (a take-back), in one transaction.
    pub fn classic_practice_take_back(&mut self, game: PracticeId, keep: u32) -> Result<()> {
        self.require_practice_type(game, GameType::Classic)?;
        self.practice_keep(game, keep)
    }

    /// A game with its moves, read through the engine's types (a damaged row is an
    /// error, never a game that breaks a rule).
    pub fn classic_practice(&self, game: PracticeId) -> Result<SavedClassicPractice> {
        type Row = (String, String, Option<i64>, String, String, Option<String>);
        let row: Option<Row> = self
            .conn
            .query_row(
                "SELECT setup, status, replay_of, created_at, updated_at, report
                 FROM practice_games WHERE id = ?1 AND game_type = ?2",
                params![game.0, CLASSIC],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                    ))
                },
            )
            .optional()?;
        let Some((setup, status, replay_of, created_at, updated_at, report)) = row else {
            return Err(StoreError::NoSuchGame(crate::GameId(game.0)));
        };
        let moves = self.practice_moves_of(game)?;
        Ok(SavedClassicPractice {
            id: game,
            setup: serde_json::from_str(&setup).map_err(|e| damaged(game.0, "setup", e))?,
            moves,
            status: GameStatus::from_sql(&status)
                .ok_or_else(|| damaged(game.0, "status", &status))?,
            replay_of: replay_of.map(PracticeId),
            created_at,
            updated_at,
            report: report
                .map(|r| serde_json::from_str(&r))
                .transpose()
                .map_err(|e| damaged(game.0, "report", e))?,
        })
    }

    /// Games against the computer, latest first: in progress only, or all; at most
    /// `limit`. Each is read whole (setups are small; a list holds few).
    pub fn classic_practice_games(
        &self,
        in_progress_only: bool,
        limit: u32,
    ) -> Result<Vec<SavedClassicPractice>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM practice_games
             WHERE game_type = ?1 AND (?2 = 0 OR status = 'in_progress')
             ORDER BY updated_at DESC, id DESC LIMIT ?3",
        )?;
        let ids = stmt
            .query_map(params![CLASSIC, i64::from(in_progress_only), limit], |r| {
                r.get::<_, i64>(0)
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        ids.into_iter()
            .map(|id| self.classic_practice(PracticeId(id)))
            .collect()
    }
}
