//! Games against the computer (practice), for every digital game of the family: one
//! pair of tables (`practice_games`, whose game type is the game's key, and
//! `practice_moves`) and one API, generic over the game's
//! [`PracticeKind`](game_kit::practice::PracticeKind). A game is its setup and its
//! moves, one transaction per move, so killing the app at any moment loses nothing that
//! was played; the engine rebuilds the position by replaying the moves. Each game's
//! calls read and write only its own game's rows.

pub(crate) mod kinds;

use game_kit::practice::{Outcome, PracticeKind, PracticeMove};
use papillon_core::ScoreReport;
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

/// A saved game against the computer of the game `K`, as read back (setup, moves and
/// report decoded through the game's types).
#[derive(Debug, Clone, PartialEq)]
pub struct SavedPractice<K: PracticeKind> {
    pub id: PracticeId,
    pub setup: K::Setup,
    pub moves: Vec<PracticeMove>,
    pub status: GameStatus,
    /// The game this one replays the deal of (it does not count in statistics).
    pub replay_of: Option<PracticeId>,
    pub created_at: String,
    pub updated_at: String,
    pub report: Option<K::Report>,
    /// The end in the shared words (each seat's points, who won), once finished.
    pub outcome: Option<Outcome>,
}

pub(crate) fn damaged(id: i64, what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Damaged(format!("practice game {id}: {what}: {e}"))
}

fn encode<T: Serialize>(value: &T, what: &str) -> Result<String> {
    serde_json::to_string(value)
        .map_err(|e| StoreError::Damaged(format!("cannot encode the {what}: {e}")))
}

impl Store {
    /// Starts a game against the computer of the game `K`.
    pub fn new_practice<K: PracticeKind>(
        &mut self,
        setup: &K::Setup,
        replay_of: Option<PracticeId>,
    ) -> Result<PracticeId> {
        let text = encode(setup, "setup")?;
        let now = self.now();
        self.conn.execute(
            "INSERT INTO practice_games (setup, status, replay_of, created_at, updated_at, game_type)
             VALUES (?1, 'in_progress', ?2, ?3, ?3, ?4)",
            params![text, replay_of.map(|r| r.0), now, K::KEY],
        )?;
        Ok(PracticeId(self.conn.last_insert_rowid()))
    }

    /// Saves move `number` (counted from 1), made after `previous` (move `number − 1` as
    /// the mover saw it), in its own transaction. A move for a number the game is not
    /// at (a second tap, another window), or after another move than the stored one (a
    /// take-back and a different move while the computer was thinking), is refused with
    /// [`StoreError::StaleRevision`] and nothing is written. When the move ends the
    /// game, `report` finishes it (with its outcome) in the same transaction.
    pub fn practice_move<K: PracticeKind>(
        &mut self,
        game: PracticeId,
        number: u32,
        previous: Option<&PracticeMove>,
        played: &PracticeMove,
        report: Option<&K::Report>,
    ) -> Result<()> {
        let setup = self.practice_setup::<K>(game)?;
        let end = report
            .map(|r| {
                Ok::<_, StoreError>((
                    encode(r, "report")?,
                    encode(&K::outcome(&setup, r), "outcome")?,
                ))
            })
            .transpose()?;
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
        match end {
            Some((report, outcome)) => tx.execute(
                "UPDATE practice_games SET status = 'finished', report = ?2, outcome = ?3,
                     finished_at = ?4, updated_at = ?4 WHERE id = ?1",
                params![game.0, report, outcome, now],
            )?,
            None => tx.execute(
                "UPDATE practice_games SET updated_at = ?2 WHERE id = ?1",
                params![game.0, now],
            )?,
        };
        tx.commit()?;
        Ok(())
    }

    /// Marks a game of `K` finished with its report (and the outcome it gives), when
    /// the move that ended it was saved without one.
    pub fn finish_practice<K: PracticeKind>(
        &mut self,
        game: PracticeId,
        report: &K::Report,
    ) -> Result<()> {
        let setup = self.practice_setup::<K>(game)?;
        let outcome = encode(&K::outcome(&setup, report), "outcome")?;
        let report = encode(report, "report")?;
        let now = self.now();
        self.conn.execute(
            "UPDATE practice_games SET status = 'finished', report = ?2, outcome = ?3,
                 finished_at = ?4, updated_at = ?4 WHERE id = ?1",
            params![game.0, report, outcome, now],
        )?;
        Ok(())
    }

    /// Keeps the first `keep` moves of a game (a take-back), in one transaction.
    pub fn practice_take_back<K: PracticeKind>(
        &mut self,
        game: PracticeId,
        keep: u32,
    ) -> Result<()> {
        self.practice_setup::<K>(game)?;
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
                 outcome = NULL, updated_at = ?2 WHERE id = ?1",
            params![game.0, now],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// A game's setup, when the game is one of `K`'s: any other game is as if there
    /// were no such game (its rows would not read as this game's).
    fn practice_setup<K: PracticeKind>(&self, game: PracticeId) -> Result<K::Setup> {
        let setup: Option<String> = self
            .conn
            .query_row(
                "SELECT setup FROM practice_games WHERE id = ?1 AND game_type = ?2",
                params![game.0, K::KEY],
                |r| r.get(0),
            )
            .optional()?;
        let setup = setup.ok_or(StoreError::NoSuchGame(crate::GameId(game.0)))?;
        serde_json::from_str(&setup).map_err(|e| damaged(game.0, "setup", e))
    }

    /// Which game a game against the computer is of (its game type), whatever the game.
    pub fn practice_game_type(&self, game: PracticeId) -> Result<GameType> {
        let key: Option<String> = self
            .conn
            .query_row(
                "SELECT game_type FROM practice_games WHERE id = ?1",
                [game.0],
                |r| r.get(0),
            )
            .optional()?;
        let key = key.ok_or(StoreError::NoSuchGame(crate::GameId(game.0)))?;
        GameType::from_sql(&key).ok_or_else(|| damaged(game.0, "game type", key))
    }

    /// A game of `K` with its moves, read through the game's checked types (a damaged
    /// row is an error, never a game that breaks a rule).
    pub fn practice<K: PracticeKind>(&self, game: PracticeId) -> Result<SavedPractice<K>> {
        type Row = (
            String,
            String,
            Option<i64>,
            String,
            String,
            Option<String>,
            Option<String>,
        );
        let row: Option<Row> = self
            .conn
            .query_row(
                "SELECT setup, status, replay_of, created_at, updated_at, report, outcome
                 FROM practice_games WHERE id = ?1 AND game_type = ?2",
                params![game.0, K::KEY],
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
        let Some((setup, status, replay_of, created_at, updated_at, report, outcome)) = row else {
            return Err(StoreError::NoSuchGame(crate::GameId(game.0)));
        };
        let moves = self.practice_moves_of(game)?;
        Ok(SavedPractice {
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
            outcome: outcome
                .map(|r| serde_json::from_str(&r))
                .transpose()
                .map_err(|e| damaged(game.0, "outcome", e))?,
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

    /// The game of `K` to resume: the latest one in progress.
    pub fn resume_practice<K: PracticeKind>(&self) -> Result<Option<PracticeId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM practice_games WHERE status = 'in_progress' AND game_type = ?1
                 ORDER BY updated_at DESC, id DESC LIMIT 1",
                [K::KEY],
                |r| r.get(0),
            )
            .optional()?
            .map(PracticeId))
    }

    /// Games of `K` against the computer, latest first: in progress only, or all; at
    /// most `limit`. Each is read whole (setups are small; a list holds few).
    pub fn practice_games<K: PracticeKind>(
        &self,
        in_progress_only: bool,
        limit: u32,
    ) -> Result<Vec<SavedPractice<K>>> {
        self.practice_ids(Some(K::KEY), in_progress_only, limit, false)?
            .into_iter()
            .map(|id| self.practice::<K>(id))
            .collect()
    }

    /// The ids of games against the computer (of one game, or of every game), latest
    /// first or in id order.
    pub(crate) fn practice_ids(
        &self,
        key: Option<&str>,
        in_progress_only: bool,
        limit: u32,
        by_id: bool,
    ) -> Result<Vec<PracticeId>> {
        let order = if by_id {
            "id"
        } else {
            "updated_at DESC, id DESC"
        };
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT id FROM practice_games
             WHERE (?1 IS NULL OR game_type = ?1) AND (?2 = 0 OR status = 'in_progress')
             ORDER BY {order} LIMIT ?3"
        ))?;
        Ok(stmt
            .query_map(params![key, i64::from(in_progress_only), limit], |r| {
                r.get::<_, i64>(0)
            })?
            .map(|r| r.map(PracticeId))
            .collect::<rusqlite::Result<Vec<_>>>()?)
    }
}

/// A game of the modern Papillon against the computer in a list (history, statistics,
/// resume).
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

impl PracticeSummary {
    /// A saved game of the modern Papillon as its lists show it.
    pub fn of(saved: SavedPractice<papillon_core::practice::Modern>) -> PracticeSummary {
        let setup = saved.setup;
        PracticeSummary {
            id: saved.id.0,
            game: GameType::Papillon,
            kind: setup.kind,
            sides: setup.table.teams.named_sides(&setup.table.names),
            names: setup.table.names,
            seats: setup.seats,
            status: saved.status,
            replay_of: saved.replay_of.map(|r| r.0),
            moves: saved.moves.len() as u32,
            created_at: saved.created_at,
            updated_at: saved.updated_at,
            report: saved.report,
        }
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

/// Migration 0010's hook: the outcome of every finished game against the computer,
/// each through its own game's descriptor (a row that does not read is left without
/// one, and reads as damaged where it is used, as before).
pub(crate) fn fill_outcomes(tx: &rusqlite::Transaction<'_>) -> rusqlite::Result<()> {
    let rows = tx
        .prepare(
            "SELECT id, game_type, setup, report FROM practice_games
             WHERE status = 'finished' AND report IS NOT NULL",
        )?
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (id, game, setup, report) in rows {
        let Some(game) = GameType::from_sql(&game) else {
            continue;
        };
        if let Ok(outcome) = kinds::outcome_json(game, &setup, &report) {
            tx.execute(
                "UPDATE practice_games SET outcome = ?2 WHERE id = ?1",
                params![id, outcome],
            )?;
        }
    }
    Ok(())
}
