//! Games against the computer (practice): the setup and the moves, one transaction per
//! move, so killing the app at any moment loses nothing that was played. The engine
//! rebuilds the position by replaying the moves (`papillon_core::practice`).

use papillon_core::ScoreReport;
use papillon_core::practice::{PracticeMove, PracticeSetup};
use rusqlite::{OptionalExtension, TransactionBehavior, params};
use serde::{Deserialize, Serialize};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::model::{GameStatus, GameType};

/// The id of a practice game in the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PracticeId(pub i64);

impl std::fmt::Display for PracticeId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A saved practice game, as read back (the setup and moves decoded and typed).
#[derive(Debug, Clone, PartialEq)]
pub struct SavedPractice {
    pub id: PracticeId,
    pub game: GameType,
    pub setup: PracticeSetup,
    pub moves: Vec<PracticeMove>,
    pub status: GameStatus,
    /// The game this one replays the deal of (it does not count in statistics).
    pub replay_of: Option<PracticeId>,
    pub created_at: String,
    pub updated_at: String,
    pub report: Option<ScoreReport>,
}

pub(crate) fn damaged(id: i64, what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Damaged(format!("practice game {id}: {what}: {e}"))
}

impl Store {
    /// Starts a practice game.
    pub fn new_practice(
        &mut self,
        setup: &PracticeSetup,
        replay_of: Option<PracticeId>,
    ) -> Result<PracticeId> {
        let text = serde_json::to_string(setup)
            .map_err(|e| StoreError::Damaged(format!("cannot encode the setup: {e}")))?;
        let now = self.now();
        self.conn.execute(
            "INSERT INTO practice_games (setup, status, replay_of, created_at, updated_at, game_type)
             VALUES (?1, 'in_progress', ?2, ?3, ?3, ?4)",
            params![text, replay_of.map(|r| r.0), now, GameType::Papillon.as_sql()],
        )?;
        Ok(PracticeId(self.conn.last_insert_rowid()))
    }

    /// Saves move `number` (counted from 1) of a practice game, in its own transaction.
    /// A move for a number the game is not at (a second tap, another window) is refused
    /// with [`StoreError::StaleRevision`] and nothing is written.
    pub fn practice_move(
        &mut self,
        game: PracticeId,
        number: u32,
        played: &PracticeMove,
    ) -> Result<()> {
        self.practice_move_after(game, number, None, played, None)
    }

    /// Saves move `number`, made after `previous` (move `number − 1` as the mover saw
    /// it): refused as stale when the stored move before it is another one (a take-back
    /// and a different move happened while the computer was thinking). When the move
    /// ends the game, `report` finishes it in the same transaction.
    pub fn practice_move_after(
        &mut self,
        game: PracticeId,
        number: u32,
        previous: Option<&PracticeMove>,
        played: &PracticeMove,
        report: Option<&ScoreReport>,
    ) -> Result<()> {
        self.require_practice_type(game, GameType::Papillon)?;
        let report = report
            .map(serde_json::to_string)
            .transpose()
            .map_err(|e| StoreError::Damaged(format!("cannot encode the report: {e}")))?;
        self.practice_move_encoded(game, number, previous, played, report)
    }

    /// Refuses a game against the computer of another game type (its rows would not
    /// read back as this one's): as if there were no such game.
    pub(crate) fn require_practice_type(&self, game: PracticeId, kind: GameType) -> Result<()> {
        let stored: Option<String> = self
            .conn
            .query_row(
                "SELECT game_type FROM practice_games WHERE id = ?1",
                [game.0],
                |r| r.get(0),
            )
            .optional()?;
        if stored.as_deref() == Some(kind.as_sql()) {
            Ok(())
        } else {
            Err(StoreError::NoSuchGame(crate::GameId(game.0)))
        }
    }

    /// Saves move `number` of a game against the computer of any game type, with the
    /// end's report already encoded (the game's own type).
    pub(crate) fn practice_move_encoded(
        &mut self,
        game: PracticeId,
        number: u32,
        previous: Option<&PracticeMove>,
        played: &PracticeMove,
        report: Option<String>,
    ) -> Result<()> {
        let now = self.now();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let count = practice_move_count(&tx, game)?;
        let stale = || StoreError::StaleRevision {
            game: crate::GameId(game.0),
            expected: number.saturating_sub(1),
            current: count,
        };
        if number != count + 1 {
            return Err(stale());
        }
        if let Some(previous) = previous {
            let stored: Option<(usize, u32, String)> = tx
                .query_row(
                    "SELECT seat, idx, action FROM practice_moves WHERE game_id = ?1 AND number = ?2",
                    params![game.0, number - 1],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
                )
                .optional()?;
            if stored != Some((previous.seat, previous.index, previous.action.clone())) {
                return Err(stale());
            }
        }
        tx.execute(
            "INSERT INTO practice_moves (game_id, number, seat, idx, action, played_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                game.0,
                number,
                played.seat,
                played.index,
                played.action,
                now
            ],
        )?;
        match report {
            Some(report) => tx.execute(
                "UPDATE practice_games SET status = 'finished', report = ?2, finished_at = ?3,
                     updated_at = ?3 WHERE id = ?1",
                params![game.0, report, now],
            )?,
            None => tx.execute(
                "UPDATE practice_games SET updated_at = ?2 WHERE id = ?1",
                params![game.0, now],
            )?,
        };
        tx.commit()?;
        Ok(())
    }

    /// Keeps the first `keep` moves of a practice game (a take-back), in one transaction.
    pub fn practice_take_back(&mut self, game: PracticeId, keep: u32) -> Result<()> {
        self.require_practice_type(game, GameType::Papillon)?;
        self.practice_keep(game, keep)
    }

    /// Keeps the first `keep` moves of a game against the computer of any type.
    pub(crate) fn practice_keep(&mut self, game: PracticeId, keep: u32) -> Result<()> {
        let now = self.now();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        practice_move_count(&tx, game)?;
        tx.execute(
            "DELETE FROM practice_moves WHERE game_id = ?1 AND number > ?2",
            params![game.0, keep],
        )?;
        tx.execute(
            "UPDATE practice_games SET status = 'in_progress', finished_at = NULL, report = NULL,
                 updated_at = ?2 WHERE id = ?1",
            params![game.0, now],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Marks a practice game finished with the engine's score.
    pub fn finish_practice(&mut self, game: PracticeId, report: &ScoreReport) -> Result<()> {
        self.require_practice_type(game, GameType::Papillon)?;
        let text = serde_json::to_string(report)
            .map_err(|e| StoreError::Damaged(format!("cannot encode the report: {e}")))?;
        let now = self.now();
        let changed = self.conn.execute(
            "UPDATE practice_games SET status = 'finished', report = ?2, finished_at = ?3,
                 updated_at = ?3 WHERE id = ?1",
            params![game.0, text, now],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSuchGame(crate::GameId(game.0)));
        }
        Ok(())
    }

    /// A practice game with its moves; setups and moves are read through the engine's
    /// checked types (a damaged row is an error, never a game that breaks a rule).
    pub fn practice(&self, game: PracticeId) -> Result<SavedPractice> {
        type Row = (
            String,
            String,
            Option<i64>,
            String,
            String,
            Option<String>,
            String,
        );
        let row: Option<Row> = self
            .conn
            .query_row(
                "SELECT setup, status, replay_of, created_at, updated_at, report, game_type
                 FROM practice_games WHERE id = ?1 AND game_type = 'papillon'",
                [game.0],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                    ))
                },
            )
            .optional()?;
        let Some((setup, status, replay_of, created_at, updated_at, report, kind)) = row else {
            return Err(StoreError::NoSuchGame(crate::GameId(game.0)));
        };
        let kind = GameType::from_sql(&kind).ok_or_else(|| damaged(game.0, "game type", &kind))?;
        let setup: PracticeSetup =
            serde_json::from_str(&setup).map_err(|e| damaged(game.0, "setup", e))?;
        let status =
            GameStatus::from_sql(&status).ok_or_else(|| damaged(game.0, "status", &status))?;
        let report = report
            .map(|r| serde_json::from_str(&r))
            .transpose()
            .map_err(|e| damaged(game.0, "report", e))?;
        let moves = self.practice_moves_of(game)?;
        Ok(SavedPractice {
            id: game,
            game: kind,
            setup,
            moves,
            status,
            replay_of: replay_of.map(PracticeId),
            created_at,
            updated_at,
            report,
        })
    }

    /// The moves of a game against the computer, in order (a gap is damage).
    pub(crate) fn practice_moves_of(&self, game: PracticeId) -> Result<Vec<PracticeMove>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT number, seat, idx, action FROM practice_moves WHERE game_id = ?1
             ORDER BY number",
        )?;
        let rows = stmt
            .query_map([game.0], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, usize>(1)?,
                    r.get::<_, u32>(2)?,
                    r.get::<_, String>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut moves = Vec::with_capacity(rows.len());
        for (i, (number, seat, index, action)) in rows.into_iter().enumerate() {
            if number as usize != i + 1 {
                return Err(damaged(
                    game.0,
                    "moves",
                    format!("move {} is missing", i + 1),
                ));
            }
            moves.push(PracticeMove {
                seat,
                index,
                action,
            });
        }
        Ok(moves)
    }

    /// The practice game to resume: the latest one in progress.
    pub fn resume_practice(&self) -> Result<Option<PracticeId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM practice_games WHERE status = 'in_progress'
                     AND game_type = 'papillon'
                 ORDER BY updated_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?
            .map(PracticeId))
    }
}

/// A practice game in a list (history, statistics, resume).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PracticeSummary {
    pub id: i64,
    pub game: GameType,
    pub kind: papillon_core::game::GameKind,
    pub names: Vec<String>,
    pub seats: Vec<papillon_core::practice::SeatPlayer>,
    /// The sides, by name.
    pub sides: Vec<Vec<String>>,
    pub status: GameStatus,
    /// The game whose deal this one replays (it does not count in statistics).
    pub replay_of: Option<i64>,
    pub moves: u32,
    pub created_at: String,
    pub updated_at: String,
    pub report: Option<ScoreReport>,
}

impl Store {
    /// Practice games, latest first: in progress only, or all; at most `limit`.
    pub fn practice_games(
        &self,
        in_progress_only: bool,
        limit: u32,
    ) -> Result<Vec<PracticeSummary>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT g.id, g.setup, g.status, g.replay_of, g.created_at, g.updated_at, g.report,
                    (SELECT count(*) FROM practice_moves m WHERE m.game_id = g.id), g.game_type
             FROM practice_games g
             WHERE (?1 = 0 OR g.status = 'in_progress') AND g.game_type = 'papillon'
             ORDER BY g.updated_at DESC, g.id DESC LIMIT ?2",
        )?;
        type Row = (
            i64,
            String,
            String,
            Option<i64>,
            String,
            String,
            Option<String>,
            u32,
            String,
        );
        let rows = stmt
            .query_map(params![i64::from(in_progress_only), limit], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<Row>>>()?;
        rows.into_iter()
            .map(
                |(id, setup, status, replay_of, created_at, updated_at, report, moves, kind)| {
                    let setup: PracticeSetup =
                        serde_json::from_str(&setup).map_err(|e| damaged(id, "setup", e))?;
                    Ok(PracticeSummary {
                        id,
                        game: GameType::from_sql(&kind)
                            .ok_or_else(|| damaged(id, "game type", &kind))?,
                        kind: setup.kind,
                        sides: setup.table.teams.named_sides(&setup.table.names),
                        names: setup.table.names,
                        seats: setup.seats,
                        status: GameStatus::from_sql(&status)
                            .ok_or_else(|| damaged(id, "status", &status))?,
                        replay_of,
                        moves,
                        created_at,
                        updated_at,
                        report: report
                            .map(|r| serde_json::from_str(&r))
                            .transpose()
                            .map_err(|e| damaged(id, "report", e))?,
                    })
                },
            )
            .collect()
    }
}

pub(crate) fn practice_move_count(conn: &rusqlite::Connection, game: PracticeId) -> Result<u32> {
    let exists: Option<i64> = conn
        .query_row(
            "SELECT id FROM practice_games WHERE id = ?1",
            [game.0],
            |r| r.get(0),
        )
        .optional()?;
    if exists.is_none() {
        return Err(StoreError::NoSuchGame(crate::GameId(game.0)));
    }
    Ok(conn.query_row(
        "SELECT count(*) FROM practice_moves WHERE game_id = ?1",
        [game.0],
        |r| r.get(0),
    )?)
}
